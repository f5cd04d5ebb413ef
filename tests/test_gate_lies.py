"""The gate against the lies rounds 34 to 37 found still through: each lie (in English and another language)
beside the honest twin the reading that now refuses it must keep."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict

from kura_server.write.gate import Candidate, Quote, Segment, Verdict, check_candidate, check_composed
from kura_server.write.gate.support import fictional


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I hate Python.", "The user hates Python for its speed."),
        ("I love Rust.", "The user loves Rust for being fast."),
        ("Ich hasse Python.", "Der Nutzer hasst Python, weil es langsam ist."),
        ("Je déteste Python.", "L'utilisateur déteste Python parce qu'il est lent."),
        ("Je déteste Python.", "L'utilisateur déteste Python à cause de sa lenteur."),
    ],
)
def test_a_reason_its_quotes_do_not_give_is_for_review(said: str, text: str) -> None:
    # ``roles.reasoned``: why the person holds what they hold is a fact of its own
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "reason" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I work for Google.", "The user works for Google."),
        ("I pay for lunch every Friday.", "The user pays for lunch every Friday."),
        ("I bought flowers for my mom.", "The user bought flowers for her mom."),
        ("I hate Python, it's so slow.", "The user hates Python because it is slow."),
        ("I love Rust for its speed.", "The user loves Rust for its speed."),
        ("Ich hasse Python, weil es langsam ist.", "Der Nutzer hasst Python, weil es langsam ist."),
        ("Je déteste Python parce qu'il est lent.", "L'utilisateur déteste Python parce qu'il est lent."),
        ("I use 4 spaces, never tabs.", "The user uses 4 spaces for indentation."),
    ],
)
def test_a_reason_its_quotes_give_a_purpose_or_a_beneficiary_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I live in Leeds, I mean my sister lives in Bristol.", "The user lives in Bristol."),
        ("I work at Siemens, sorry, I mean my husband works at Bosch.", "The user works at Bosch."),
        ("Ich wohne in Köln, ich meine meine Schwester wohnt in Bonn.", "Der Nutzer wohnt in Bonn."),
    ],
)
def test_a_correction_that_names_someone_else_is_theirs(said: str, text: str) -> None:
    # ``subject.others``: a clause a correction opens is read from after its mark ("I mean")
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "someone else" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I live in Leeds, I mean Bristol.", "The user lives in Bristol."),
        ("I live in Leeds, I mean my sister lives in Bristol.", "The user's sister lives in Bristol."),
        ("My sister lives in Leeds, I mean I live in Leeds.", "The user lives in Leeds."),
        ("Vivo en Sevilla, quiero decir, en Bilbao.", "El usuario vive en Bilbao."),
    ],
)
def test_a_correction_of_the_persons_own_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "claim", "body", "why"),
    [
        ("I hate Python.", "The user hates Python.", "The user hates Python at work.", "beside a thing"),
        ("Odio Python.", "El usuario odia Python.", "El usuario odia Python en el trabajo.", "beside a thing"),
        ("I hate Python.", "The user hates Python.", "The user hates Python for its speed.", "a reason"),
    ],
)
def test_a_setting_or_a_reason_a_composed_body_adds_is_refused(said: str, claim: str, body: str, why: str) -> None:
    # the composed re-scan asks ``carried.placed`` and ``roles.reasoned`` of each sentence, as the gate asks them
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
    problems = check_composed(body, verdict, ())
    assert [p.rule for p in problems] == ["support"], problems
    assert why in problems[0].detail


@pytest.mark.parametrize(
    ("said", "claim", "body"),
    [
        ("I hate Python at work.", "The user hates Python at work.", "The user hates Python at work."),
        ("I hate Python because it is slow.", "The user hates Python.", "The user hates Python because it is slow."),
        ("Odio Python en el trabajo.", "El usuario odia Python.", "El usuario odia Python en el trabajo."),
    ],
)
def test_a_setting_or_a_reason_a_composed_body_takes_from_its_quotes_is_kept(said: str, claim: str, body: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
    assert check_composed(body, verdict, ()) == []


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("у моей сестры есть собака", "У пользователя есть собака"),
        ("Моей сестре нравится Python.", "Пользователю нравится Python."),
    ],
)
def test_what_someone_of_the_persons_has_or_likes_in_russian_is_not_theirs(said: str, text: str) -> None:
    # ``subject.others``: Russian kin in the genitive and the dative ("у моей сестры", "моей сестре"), the person as
    # "у пользователя", "пользователю"
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "someone else" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("У меня есть собака", "У пользователя есть собака"),
        ("У меня и моей сестры есть собака", "У пользователя есть собака"),
        ("Мне и моей сестре нравится Python.", "Пользователю нравится Python."),
        ("У моей сестры есть собака.", "У сестры пользователя есть собака."),
    ],
)
def test_what_the_person_has_or_someone_named_as_theirs_does_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("学生だった。", "ユーザーは学生だ。"),
        ("Pythonが好きだったけど、今はあまり使わない。", "ユーザーはPythonが好きだ。"),
        ("エンジニアだったが、今は教師をしている。", "ユーザーはエンジニアだ。"),
    ],
)
def test_a_japanese_state_told_in_the_past_by_datta_is_for_review(said: str, text: str) -> None:
    # ``words._PAST_CLAUSE``: "だった" where its clause ends, which the fold reads as "たった"
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "in the past" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("たった一人でチームを運営している。", "ユーザーは一人でチームを運営している。"),
        ("たった3人のチームでRustを使っている。", "ユーザーのチームはRustを使っている。"),
        ("学生だった。", "ユーザーは以前学生だった。"),
        ("エンジニアだったが、今は教師をしている。", "ユーザーは教師をしている。"),
    ],
)
def test_only_said_as_tatta_or_a_past_said_as_one_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


_GO_AND_RUST = {
    "en": "The API is in Go and the worker in Rust.",
    "es": "La API está en Go y el worker en Rust.",
    "de": "Die API ist in Go und der Worker in Rust.",
}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The API is implemented and written in Rust."),
        ("en", "The API is fully written in Rust."),
        ("en", "The API layer is written in Rust."),
        ("es", "La API está escrita completamente en Rust."),
        ("de", "Die API ist komplett in Rust geschrieben."),
    ],
)
def test_a_name_moved_across_and_by_two_words_of_the_claims_own_is_for_review(lang: str, text: str) -> None:
    # ``binding.rebound``: two words of the claim's own ("fully written") leave what its clause binds as it was, and
    # a participle after "and" ("… and written in Rust") is said of the subject before it
    verdict = gate_verdict(_GO_AND_RUST[lang], text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "binds" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        (_GO_AND_RUST["en"], "The worker is implemented and written in Rust."),
        (_GO_AND_RUST["en"], "The worker is fully written in Rust."),
        (_GO_AND_RUST["es"], "El worker está escrito completamente en Rust."),
        (_GO_AND_RUST["de"], "Der Worker ist komplett in Rust geschrieben."),
        # a dot inside a name does not cut its clause: WAL is said with the index
        ("$ sqlite3 index.db 'PRAGMA journal_mode=WAL'", "The index runs in WAL mode now."),
        ("The API key is stored in Vault and rotated every month.", "The API key is rotated every month."),
    ],
)
def test_a_name_said_with_its_own_and_two_words_of_the_claims_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("デザイナーでしたが、今は教師をしています。", "ユーザーは今は教師をしている。"),
        ("デザイナーだったが、今は教師をしている。", "ユーザーは教師をしている。"),
        ("サーバー管理者だった。今はデザイナーです。", "ユーザーはデザイナーです。"),
    ],
)
def test_what_a_japanese_claim_says_only_in_its_frame_is_not_read_for_the_past(said: str, text: str) -> None:
    # ``tense.dated``: "ー" and "サ" of "ユーザー" are the person, not the ones of "デザイナーでした"
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


def _composed(said: str, claim: str, trigger: str, body: str) -> list[str]:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
    return [p.detail for p in check_composed(f"{trigger}\n\n{body}", verdict, ())]


@pytest.mark.parametrize(
    ("said", "claim", "trigger"),
    [
        # a cue that says the memory's word ("deploying") with more of its own
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when deploying with force and skipping the tests"),
        ("Desplegamos los viernes.", "El equipo despliega los viernes.", "cuando se despliega sin pasar los tests"),
        # a cue that says someone of the person's is something
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when his wife is pregnant"),
        ("We deploy on Fridays.", "The team deploys on Fridays.", "cuando su esposa está embarazada"),
        # a flag the quotes do not hold
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when deploying with --force"),
    ],
)
def test_a_cue_that_tells_the_memory_otherwise_is_refused(said: str, claim: str, trigger: str) -> None:
    # ``compose._cue_problem``, ``base._FLAG``
    problems = _composed(said, claim, trigger, claim)
    assert problems, trigger
    assert any(trigger in p or "--force" in p for p in problems), problems


@pytest.mark.parametrize(
    ("said", "claim", "trigger"),
    [
        ("I'm allergic to peanuts.", "The user is allergic to peanuts.", "when suggesting food or recipes"),
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when planning a release"),
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when deploys come up"),
        (
            "We deploy on Fridays after the standup.",
            "The team deploys on Fridays.",
            "when working on deploys or the standup",
        ),
        ("Desplegamos los viernes.", "El equipo despliega los viernes.", "cuando se habla de despliegues"),
        ("I really love jazz.", "The user loves jazz.", "when recommending jazz albums or concerts"),
        ("We deploy on Fridays.", "The team deploys on Fridays.", "when scheduling deploys or releases"),
        ("We deploy to Fly.io on Fridays.", "The team deploys to Fly.io on Fridays.", "when deploying with Fly.io"),
        ("Soy vegana.", "La usuaria es vegana.", "cuando se sugieren recetas veganas o restaurantes"),
        ("I'm allergic to peanuts.", "The user is allergic to peanuts.", "when cooking with nuts"),
        ("I'm allergic to peanuts.", "The user is allergic to peanuts.", "when the user is cooking"),
        ("I'm allergic to peanuts.", "The user is allergic to peanuts.", "when the user is hungry"),
        ("I have two kids.", "The user has two kids.", "when the user's kids are sick"),
        ("I'm allergic to peanuts.", "The user is allergic to peanuts.", "when the user travels"),
        (
            "We deploy with --force on Fridays.",
            "The team deploys with --force on Fridays.",
            "when deploying with --force",
        ),
    ],
)
def test_a_cue_of_a_topic_a_situation_or_the_memorys_own_flag_is_kept(said: str, claim: str, trigger: str) -> None:
    assert _composed(said, claim, trigger, claim) == []


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("We deploy on Tuesdays.", "The team deploys with --force on Tuesdays and runs the smoke tests."),
        ("Wir deployen dienstags.", "Das Team deployt dienstags mit --force."),
    ],
)
def test_a_flag_its_quotes_do_not_hold_is_a_name_of_its_own(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "--force" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I always run git push --force-with-lease.", "The user runs git push --force-with-lease."),
        ("I use the --verbose flag with curl.", "The user uses curl with --verbose."),
        ("It worked -- finally.", "It finally worked."),
    ],
)
def test_a_flag_its_quotes_hold_or_a_dash_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# ---- round 35 ----


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm looking for a job at Google for my son.", "The user wants to work at Google."),
        ("I'm looking for a job at Google for my son.", "The user is looking for a job at Google."),
        ("Estoy buscando trabajo en Google para mi hijo.", "El usuario quiere trabajar en Google."),
        ("Busco trabajo en Google para mi hija.", "El usuario busca trabajo en Google."),
        ("Je cherche un emploi chez Google pour ma fille.", "L'utilisateur cherche un emploi chez Google."),
        ("Ich suche einen Job bei Google für meinen Bruder.", "Der Nutzer sucht einen Job bei Google."),
    ],
)
def test_a_search_for_one_of_the_persons_people_is_theirs(said: str, text: str) -> None:
    # ``ending._sought_for_kin``: read even behind a claim that says a want or a search
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "sought" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm looking for a job at Google.", "The user wants to work at Google."),
        ("I'm looking for a job at Google for my son.", "The user is looking for a job at Google for their son."),
        ("Estoy buscando trabajo en Google.", "El usuario quiere trabajar en Google."),
        ("Estoy buscando trabajo en Google para mi hijo.", "El usuario busca trabajo en Google para su hijo."),
        ("Ich suche einen Job bei Google.", "Der Nutzer sucht einen Job bei Google."),
    ],
)
def test_a_search_of_the_persons_own_or_one_the_claim_names_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I was fired from Google.", "The user works at Google."),
        ("I got laid off from Google.", "The user works at Google."),
        ("I got laid off by Meta last month.", "The user works at Meta."),
        ("I got sacked from Tesco.", "The user works at Tesco."),
    ],
)
def test_a_job_the_person_was_put_out_of_is_not_one_they_have(said: str, text: str) -> None:
    # ``ending._ENDING``: a leaving said as a being-at
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "ended" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I was hired at Google.", "The user works at Google."),
        ("I got promoted at Google.", "The user works at Google."),
        ("I was fired from Google.", "The user was fired from Google."),
        ("I got laid off from Google and now work at Meta.", "The user works at Meta."),
    ],
)
def test_a_job_the_person_got_or_a_firing_said_as_one_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I live in Leeds, sorry, Bristol.", "The user lives in Leeds."),
        ("Vivo en Leeds, perdón, Bristol.", "El usuario vive en Leeds."),
        ("J'habite à Lyon, pardon, Lille.", "L'utilisateur habite à Lyon."),
        ("Ich wohne in Köln, äh, Bonn.", "Der Nutzer wohnt in Köln."),
        ("We use Kafka, sorry, Pulsar.", "The team uses Kafka."),
    ],
)
def test_a_name_an_apology_corrects_is_taken_back(said: str, text: str) -> None:
    # ``tense._SORRY_WORD``: the second name is what is so
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "took back" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I live in Leeds, sorry, Bristol.", "The user lives in Bristol."),
        ("Vivo en Leeds, perdón, Bristol.", "El usuario vive en Bristol."),
        ("Ich wohne in Köln, äh, Bonn.", "Der Nutzer wohnt in Bonn."),
        ("I can't make it tonight, sorry, Ana.", "The user can't make it tonight."),
        ("I live in Leeds. Sorry, Ana.", "The user lives in Leeds."),
        ("I live in Leeds, sorry, I have to go.", "The user lives in Leeds."),
    ],
)
def test_the_correction_and_an_apology_to_someone_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Go.js is what my friend uses.", "The team uses Go.js."),
        ("Go.js is what my friend uses.", "The user uses Go.js."),
        ("My friend uses Go.js.", "The user uses Go.js."),
        ("Kafka is what my brother uses.", "The user uses Kafka."),
        ("Go.js es lo que usa mi amigo.", "El usuario usa Go.js."),
        ("Go.js est ce que mon ami utilise.", "L'utilisateur utilise Go.js."),
    ],
)
def test_a_cleft_of_what_someone_of_theirs_uses_is_theirs(said: str, text: str) -> None:
    # ``tense._unclefted``, ``subject._dotless``
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "someone else" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Go.js is what I use.", "The user uses Go.js."),
        ("Go.js is what we use.", "The team uses Go.js."),
        ("Go.js is what my friend uses.", "The user's friend uses Go.js."),
        ("Go.js es lo que uso.", "El usuario usa Go.js."),
        ("Go.js est ce que j'utilise.", "L'utilisateur utilise Go.js."),
        ("Kafka is what my brother and I use.", "The user uses Kafka."),
    ],
)
def test_a_cleft_of_the_persons_own_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("In the game I own a castle.", "The user owns a castle."),
        ("In the game, I'm a wizard.", "The user is a wizard."),
        ("En el juego tengo un castillo.", "El usuario tiene un castillo."),
        ("Im Spiel habe ich eine Burg.", "Der Nutzer hat eine Burg."),
    ],
)
def test_what_the_person_has_or_is_in_a_game_is_the_games(said: str, text: str) -> None:
    # ``fiction._IN_GAME``, read behind a claim of a state
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "story" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("In the game I own a castle.", "The user owns a castle in the game."),
        ("In the game last night I scored two goals.", "The user scored two goals."),
        ("In the game I scored a goal.", "The user scored a goal."),
        ("In the game yesterday I hurt my knee.", "The user hurt their knee."),
        ("I own a castle in Scotland.", "The user owns a castle."),
    ],
)
def test_a_match_played_and_a_state_said_of_the_game_are_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Apparently I'm the team lead now? Not officially.", "The user is the team lead."),
        ("I'm the team lead now, but not officially.", "The user is the team lead."),
        ("Soy la jefa del equipo. Bueno, no oficialmente.", "La usuaria es la jefa del equipo."),
        ("Ich bin jetzt Teamleiter, aber nicht offiziell.", "Der Nutzer ist Teamleiter."),
    ],
)
def test_what_holds_not_officially_is_for_review(said: str, text: str) -> None:
    # ``limits._unofficial``
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "unofficially" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm officially the team lead now.", "The user is the team lead."),
        ("I'm the team lead now, not officially yet.", "The user is unofficially the team lead."),
        ("I'm the team lead. Officially since Monday.", "The user is the team lead."),
        ("We're not officially launched yet, but I'm the team lead.", "The user is the team lead."),
    ],
)
def test_what_holds_officially_or_is_said_unofficial_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


def test_a_game_inside_a_sentence_is_the_sport_not_a_story() -> None:
    # ``fiction._IN_GAME`` opens its sentence: LoCoMo's conv-43 observation went from review to drop without that
    said = (
        "I'm now mentoring the younger players on my team. It's also a great way for me to stay involved in the game "
        "during the off-season."
    )
    assert fictional("The user is mentoring younger players on his team during the off-season.", [said]) == []
    assert fictional("The user owns a castle.", ["In the game I own a castle."]) == ["in the game"]


def _cut(said: str, quote: str, text: str) -> Verdict:
    candidate = Candidate(text=text, kind="fact", quotes=[Quote(cls="USER", text=quote)])
    return check_candidate(candidate, [Segment(cls="USER", text=said)])


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        (
            "I'll retire the old API when all clients are on v2, which could take years.",
            "I'll retire the old API",
            "The user will retire the old API.",
        ),
        (
            "We're going to move to Kafka once we scale.",
            "We're going to move to Kafka",
            "The team is going to move to Kafka.",
        ),
    ],
)
def test_a_future_cut_from_before_its_when_is_cut_from_its_condition(said: str, quote: str, text: str) -> None:
    # ``words.sets_condition``: "when" right after a "will" (``_WHEN_THEN``, ``_WILL``)
    verdict = _cut(said, quote, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "cut_frame"), verdict.reason
    assert "condition" in verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("I moved to Berlin when I was ten.", "I moved to Berlin", "The user moved to Berlin."),
        (
            "I'll be in Berlin next week, when the conference starts.",
            "I'll be in Berlin next week",
            "The user will be in Berlin next week.",
        ),
        ("I'll start the new job in May.", "I'll start the new job in May", "The user will start the new job in May."),
    ],
)
def test_a_when_of_what_was_or_a_time_set_apart_is_kept(said: str, quote: str, text: str) -> None:
    verdict = _cut(said, quote, text)
    assert verdict.outcome == "pass", verdict.reason


def test_a_future_a_when_holds_back_inside_its_clause_is_for_review() -> None:
    # ``limits._WHEN_WILL``: the condition reading of ``limits.limited``
    verdict = gate_verdict("We're going to move to Kafka once we scale.", "The team is going to move to Kafka.")
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "condition" in verdict.reason


def _glued(segments: list[tuple[str, str]], quotes: list[str], text: str) -> Verdict:
    candidate = Candidate(text=text, kind="fact", quotes=[Quote(cls="USER", text=q) for q in quotes])
    return check_candidate(candidate, [Segment(cls=cls, text=said) for cls, said in segments])


def test_quotes_glued_across_turns_are_read_with_the_sentences_they_are_cut_from() -> None:
    # ``rules._glued_sentences``: "Our service uses" is cut from before "MongoDB", which its sentence binds to it
    verdict = _glued(
        [
            ("USER", "The analytics team runs Postgres."),
            ("SELF", "Okay."),
            ("USER", "Our service uses MongoDB for sessions."),
        ],
        ["runs Postgres", "Our service uses", "for sessions"],
        "The user's service uses Postgres for sessions.",
    )
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "mongodb" in verdict.reason


@pytest.mark.parametrize(
    ("segments", "quotes", "text"),
    [
        (
            [
                ("USER", "I got promoted, finally."),
                ("SELF", "Congrats!"),
                ("USER", "And I'm moving to Boulder for the new role."),
            ],
            ["I got promoted", "I'm moving to Boulder"],
            "The user got promoted and is moving to Boulder.",
        ),
        (
            [("USER", "We use Redis for caching and Kafka for events.")],
            ["We use Redis for caching", "Kafka for events"],
            "The team uses Redis for caching and Kafka for events.",
        ),
        (
            [("USER", "Our service uses MongoDB for sessions."), ("SELF", "Okay."), ("USER", "It runs on Kubernetes.")],
            ["Our service uses MongoDB", "runs on Kubernetes"],
            "The user's service uses MongoDB and runs on Kubernetes.",
        ),
    ],
)
def test_quotes_glued_that_their_sentences_bind_alike_are_kept(
    segments: list[tuple[str, str]], quotes: list[str], text: str
) -> None:
    verdict = _glued(segments, quotes, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I was born in March.", "The user was born in May."),
        ("La réunion est mardi.", "La réunion est jeudi."),
        ("Ho la riunione martedì.", "L'utente ha la riunione giovedì."),
    ],
)
def test_a_weekday_or_month_no_quote_says_is_a_name_it_brings(said: str, text: str) -> None:
    # ``names._missing_days``: "May" (a modal in lower case) and a French, Italian or Portuguese day or month (written
    # in lower case) are names as "Thursday" is
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "names what no quote holds" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I was born in May.", "The user was born in May."),
        ("I was born in march.", "The user was born in March."),
        ("I may move in March.", "The user may move in March."),
        ("We meet on Tuesdays.", "The team meets on Tuesdays."),
        ("La réunion est mardi prochain.", "La réunion est mardi."),
        ("Ich habe dienstags Yoga.", "Der Nutzer hat dienstags Yoga."),
        ("Nasci em março.", "O usuário nasceu em março."),
        ("Je veux aller sur Mars.", "L'utilisateur veut aller sur Mars."),
        ("Domingo es mi mejor amigo.", "El mejor amigo del usuario es Domingo."),
        # LoCoMo conv-26: a weekday as people shorten it
        (
            "Last Fri I finally took my kids to a pottery workshop.",
            "The user took her kids to a pottery workshop last Friday.",
        ),
    ],
)
def test_a_weekday_or_month_its_quotes_say_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("我的年薪是两万。", "用户的年薪是二十万。"),
        ("我存了三千。", "用户存了三万。"),
        ("我有2万粉丝。", "用户有二十万粉丝。"),
        ("我有一亿日元。", "用户有十亿日元。"),
    ],
)
def test_a_chinese_count_with_its_scale_is_the_number_it_says(said: str, text: str) -> None:
    # ``numbers._CJK_NUMERAL``: a numeral that ends in a scale is a number with no counter after it; ``_CJK_SCALE``:
    # "2万" is 20000; 亿 is a scale
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "number"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("我有2万粉丝。", "用户有两万粉丝。"),
        ("我有两万粉丝。", "用户有2万粉丝。"),
        ("我的年薪是二十万。", "用户的年薪是20万。"),
        ("私の年収は五百万円です。", "ユーザーの年収は500万円。"),
        ("我有一亿日元。", "用户有一亿日元。"),
        ("我存了三千块钱。", "用户存了3000块钱。"),
        ("我们下个月搬家，千万别告诉别人。", "用户下个月搬家。"),
        ("万一下雨，我们就不去了。", "如果下雨，用户就不去了。"),
    ],
)
def test_a_chinese_count_said_in_digits_or_numerals_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I try to be vegan.", "The user is vegan."),
        ("I try to quit smoking.", "The user has quit smoking."),
        ("Intento ser vegano.", "El usuario es vegano."),
        ("Intento dejar de fumar.", "El usuario dejó de fumar."),
        ("Ich versuche, vegan zu leben.", "Der Nutzer lebt vegan."),
        ("Ich versuche, mit dem Rauchen aufzuhören.", "Der Nutzer hat mit dem Rauchen aufgehört."),
        ("J'essaie d'être végane.", "L'utilisateur est végane."),
        ("Tento ser vegano.", "O usuário é vegano."),
    ],
)
def test_a_state_the_person_tries_for_is_not_one_they_are_in(said: str, text: str) -> None:
    # ``words._WANT``: trying for a state, or to give something up, is not being in it
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I try to be vegan.", "The user tries to be vegan."),
        ("I'm vegan.", "The user is vegan."),
        ("I try to run every day.", "The user tries to run every day."),
        ("Intento ser vegano.", "El usuario intenta ser vegano."),
        ("Ich versuche, vegan zu leben.", "Der Nutzer versucht, vegan zu leben."),
        ("J'essaie d'être végane.", "L'utilisateur essaie d'être végane."),
        ("I quit smoking last year and I try to stay active.", "The user quit smoking."),
    ],
)
def test_a_state_the_person_is_in_or_says_they_try_for_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("부산으로 이사할 거예요.", "사용자는 부산으로 이사했어요."),
        ("부산으로 이사할 예정이에요.", "사용자는 부산에 산다."),
        ("İzmir'e taşınacağım.", "Kullanıcı İzmir'e taşındı."),
        ("Będę mieszkać w Krakowie.", "Użytkownik mieszka w Krakowie."),
        ("Vou me mudar para Lisboa.", "O usuário se mudou para Lisboa."),
        ("Vou me mudar para Lisboa.", "The user moved to Lisbon."),
    ],
)
def test_a_plan_in_korean_turkish_polish_or_portuguese_is_not_done(said: str, text: str) -> None:
    # ``words._FUTURE_CLAUSE``: Korean "-ㄹ 거예요" / "예정", Turkish "-acağım", Polish "będę", Portuguese "vou me" + an
    # infinitive
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Belki İzmir'e taşınırım.", "Kullanıcı İzmir'e taşındı."),
        ("Belki İzmir'e taşınırım.", "The user moved to Izmir."),
        ("Może się przeprowadzę do Krakowa.", "Użytkownik przeprowadził się do Krakowa."),
        ("Może się przeprowadzę do Krakowa.", "The user moved to Kraków."),
    ],
)
def test_a_maybe_in_turkish_or_polish_is_a_musing(said: str, text: str) -> None:
    # ``words._TENTATIVE``: Turkish "belki", Polish "może" where it opens its clause
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "asked"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("부산으로 이사했어요.", "사용자는 부산으로 이사했다."),
        ("밥을 거의 안 먹어요.", "사용자는 밥을 거의 안 먹는다."),
        ("부산으로 이사할 거예요.", "사용자는 부산으로 이사할 예정이다."),
        ("İzmir'e taşındım.", "Kullanıcı İzmir'e taşındı."),
        ("Przeprowadziłem się do Krakowa.", "Użytkownik przeprowadził się do Krakowa."),
        ("Mój brat może pracować zdalnie, a ja mieszkam w Krakowie.", "Użytkownik mieszka w Krakowie."),
        ("Me mudei para Lisboa no ano passado.", "O usuário se mudou para Lisboa."),
    ],
)
def test_what_was_done_or_is_said_as_a_plan_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("Lieber Linux, als Windows zu benutzen.", "Windows zu benutzen", "Der Nutzer benutzt Windows."),
        ("Lieber Linux, als Windows zu benutzen.", "Windows zu benutzen", "The user uses Windows."),
        ("I prefer Linux to using Windows.", "using Windows", "The user uses Windows."),
        ("Prefiero Linux a usar Windows.", "usar Windows", "El usuario usa Windows."),
    ],
)
def test_the_half_a_preference_sets_against_quoted_alone_is_cut_from_it(said: str, quote: str, text: str) -> None:
    # ``words.set_against``: "lieber … als" across its comma, "prefer … to", "prefiero … a" before the quote
    verdict = _cut(said, quote, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "cut_frame"), verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("I prefer Linux to using Windows.", "I prefer Linux", "The user prefers Linux."),
        ("I prefer walking to work.", "I prefer walking to work.", "The user prefers walking to work."),
        ("I use Linux, but at work I use Windows.", "at work I use Windows", "The user uses Windows at work."),
        (
            "Ich arbeite lieber von zu Hause, als Freiberufler verdiene ich mehr.",
            "als Freiberufler verdiene ich mehr",
            "Der Nutzer verdient als Freiberufler mehr.",
        ),
    ],
)
def test_a_preferred_half_or_a_clause_after_it_is_kept(said: str, quote: str, text: str) -> None:
    verdict = _cut(said, quote, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm the DM in our D&D campaign and I own a dragon.", "The user owns a dragon."),
        ("I'm the DM in our D&D campaign and I'm a wizard.", "The user is a wizard."),
        ("I play in a D&D campaign and I'm an elf.", "The user is an elf."),
        ("Je joue dans notre campagne D&D et je suis un sorcier.", "L'utilisateur est un sorcier."),
        ("Ich bin der DM in unserer D&D-Kampagne und ich bin ein Zauberer.", "Der Nutzer ist ein Zauberer."),
    ],
)
def test_what_lives_only_in_a_game_after_its_frame_clause_is_the_games(said: str, text: str) -> None:
    # ``fiction._frame_clause``: a named game's frame reaches to its sentence's end over what lives only in a game
    # (``_FANTASY``); a French or German campaign by its name is a frame (``_FICTION``)
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "story" in verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm the DM in our D&D campaign.", "The user is the DM of a D&D campaign."),
        ("I'm the DM in our D&D campaign and I own a bakery in Leeds.", "The user owns a bakery in Leeds."),
        ("I'm the DM in our D&D campaign and I'm a teacher.", "The user is a teacher."),
        ("I'm the DM in our D&D campaign and I'm a wizard.", "The user plays a wizard in a D&D campaign."),
        ("I own a bearded dragon named Spike.", "The user owns a bearded dragon."),
        ("Je joue dans notre campagne D&D et je suis infirmière.", "L'utilisateur est infirmière."),
        ("Ich bin der DM in unserer D&D-Kampagne und ich arbeite bei Siemens.", "Der Nutzer arbeitet bei Siemens."),
        ("Soy el máster en nuestra partida de D&D y trabajo en Google.", "El usuario trabaja en Google."),
    ],
)
def test_the_persons_own_clause_after_a_game_frame_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Ich bin bei Google gekündigt worden.", "Der Nutzer arbeitet bei Google."),
        ("Bei Google bin ich entlassen worden.", "Der Nutzer arbeitet bei Google."),
        ("Bei Google bin ich entlassen worden.", "The user works at Google."),
        ("Je me suis fait virer de Google.", "L'utilisateur travaille chez Google."),
        ("Me acaban de despedir de Google.", "El usuario trabaja en Google."),
    ],
)
def test_a_job_the_person_was_put_out_of_in_german_french_or_spanish_is_not_theirs(said: str, text: str) -> None:
    # ``ending._ENDED_BEI``: the employer before the German participle; ``_ENDING``: "virer de", "despedir de"
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("Ich arbeite bei Google.", "Der Nutzer arbeitet bei Google."),
        ("Ich wurde bei Google entlassen.", "Der Nutzer wurde bei Google entlassen."),
        ("Mein Bruder wurde von Siemens entlassen, ich arbeite bei Bosch.", "Der Nutzer arbeitet bei Bosch."),
        ("Je me suis fait virer de Google.", "L'utilisateur a été viré de Google."),
    ],
)
def test_a_job_the_person_has_or_the_firing_itself_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


# Round 37: frames that make a clause not the person's life (a game in Spanish, a game a sentence before names, a
# game beside a sport's word, a joke or sarcasm said in words) and the weekdays and months of Chinese, Japanese and
# Korean.


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("En nuestra partida de D&D soy el máster y tengo un dragón.", None, "El usuario tiene un dragón."),
        ("Soy el máster en nuestra partida de D&D y soy un mago.", None, "El usuario es un mago."),
        ("Na nossa campanha de D&D eu sou um mago.", None, "O usuário é um mago."),
        ("We play D&D on Fridays. I'm a wizard there.", "I'm a wizard", "The user is a wizard."),
        ("We play D&D on Fridays. I'm a wizard there.", None, "The user is a wizard."),
        ("We play D&D on Fridays. I have a dragon in it.", "I have a dragon", "The user has a dragon."),
        ("Jugamos a D&D los viernes. Allí soy un mago.", "soy un mago", "El usuario es un mago."),
        ("Wir spielen freitags D&D. Dort bin ich ein Zauberer.", None, "Der Nutzer ist ein Zauberer."),
        ("In the game I'm the goalkeeper and I own a castle.", None, "The user owns a castle."),
        ("En el juego soy el portero y tengo un castillo.", None, "El usuario tiene un castillo."),
        ("Im Spiel bin ich der Torwart und ich besitze eine Burg.", None, "Der Nutzer besitzt eine Burg."),
    ],
)
def test_what_a_game_holds_in_spanish_a_sentence_on_or_beside_a_sport_is_the_games(
    said: str, quote: str | None, text: str
) -> None:
    # ``fiction._FICTION`` (a Spanish or Portuguese game's frame), ``_back_in_game`` (a sentence that points back to a
    # game and says what lives only in one), ``_in_game`` (what one owns, beside a sport's word)
    verdict = _cut(said, quote or said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "story" in verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("I play D&D every Friday.", None, "The user plays D&D every Friday."),
        ("We play D&D on Fridays. I'm a wizard there.", None, "The user plays a wizard in D&D."),
        ("We play D&D on Fridays. I'm a wizard there.", None, "The user plays D&D on Fridays."),
        ("We play D&D at Tom's place. I met my wife there.", "I met my wife there", "The user met his wife."),
        ("We play D&D at Tom's place. I met my wife there.", None, "The user met his wife at Tom's place."),
        ("I play Minecraft with my son. I live in Leeds.", "I live in Leeds", "The user lives in Leeds."),
        (
            "Jugamos a D&D en casa de Ana. Allí conocí a mi esposa.",
            None,
            "El usuario conoció a su esposa en casa de Ana.",
        ),
        (
            "We play D&D at the library. I saw a dragon mural there.",
            "I saw a dragon mural there.",
            "The user saw a dragon mural.",
        ),
        ("Wow, we went to the zoo. I saw a dragon there!", "I saw a dragon there!", "The user saw a dragon."),
        ("Soy el máster en nuestra partida de D&D.", None, "El usuario es el máster de una partida de D&D."),
        ("Juego en una partida de D&D los viernes y soy enfermera.", None, "El usuario es enfermera."),
        ("In the game, I'm the goalkeeper.", None, "The user is the goalkeeper."),
        ("En el juego soy el portero.", None, "El usuario es el portero."),
    ],
)
def test_a_game_the_person_plays_or_their_own_clause_beside_one_is_kept(
    said: str, quote: str | None, text: str
) -> None:
    verdict = _cut(said, quote or said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I'm a millionaire lol jk", "The user is a millionaire."),
        ("I'm a millionaire. Kidding!", "The user is a millionaire."),
        ("I own a yacht haha kidding", "The user owns a yacht."),
        ("Yeah right, as if I'm a millionaire.", "The user is a millionaire."),
        ("As if I own a yacht.", "The user owns a yacht."),
        ("Soy millonario jaja mentira.", "El usuario es millonario."),
        ("Tengo un yate, estoy bromeando.", "El usuario tiene un yate."),
        ("Je suis millionnaire, je rigole.", "L'utilisateur est millionnaire."),
        ("J'ai un yacht mdr je blague", "L'utilisateur a un yacht."),
        ("Ich bin Millionär, Spaß.", "Der Nutzer ist Millionär."),
        ("Ich habe eine Yacht, war nur Spaß.", "Der Nutzer hat eine Yacht."),
    ],
)
def test_what_a_joke_or_sarcasm_takes_back_is_not_so(said: str, text: str) -> None:
    # ``stance._JOKE`` (a joke said by a word alone at its clause's end, after a laugh too: ``_TAKEN_BACK``) and
    # ``words._SAID_NOT`` ("as if I'm" opening its sentence or after "yeah right")
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("I love this game lol", "The user loves this game."),
        ("No kidding, I'm a millionaire now.", "The user is a millionaire."),
        ("I'm not kidding, I own a yacht.", "The user owns a yacht."),
        ("I run marathons haha", "The user runs marathons."),
        ("My brother is always joking. I live in Leeds.", "The user lives in Leeds."),
        ("I felt great, as if I was 20 again.", "The user felt great."),
        ("Vivo en Madrid jaja", "El usuario vive en Madrid."),
        ("Je rigole souvent avec mes collègues.", "L'utilisateur rigole souvent avec ses collègues."),
        ("Ich klettere gern, das macht Spaß.", "Der Nutzer klettert gern."),
        ("Ich liebe Spaß, ich wohne in Bonn.", "Der Nutzer wohnt in Bonn."),
    ],
)
def test_a_laugh_or_a_joke_word_inside_a_clause_takes_nothing_back(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("会议在星期二。", "会议在星期四。"),
        ("我每周二去健身房。", "用户每周四去健身房。"),
        ("会議は火曜日です。", "会議は木曜日です。"),
        ("毎週月曜日にヨガをします。", "ユーザーは毎週金曜日にヨガをします。"),
        ("회의는 화요일이에요.", "회의는 목요일이에요."),
    ],
)
def test_a_cjk_weekday_no_quote_says_is_a_name_it_brings(said: str, text: str) -> None:
    # ``names._cjk_calendar``: read without word boundaries, by the day's number or element before its suffix
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("会议在星期二。", "会议在星期二。"),
        ("我每周二去健身房。", "用户每周二去健身房。"),
        ("我一周三次去健身房。", "用户一周三次去健身房。"),
        ("这周一直下雨。", "这周一直下雨。"),
        ("我十二月出生。", "用户十二月出生。"),
        ("我12月出生。", "用户十二月出生。"),
        ("毎週月曜日にヨガをします。", "ユーザーは毎週月曜日にヨガをします。"),
        ("私は3月に生まれました。", "ユーザーは3月に生まれました。"),
        ("회의는 화요일이에요.", "회의는 화요일이에요."),
    ],
)
def test_a_cjk_weekday_or_month_its_quotes_say_is_kept(said: str, text: str) -> None:
    # not a count of weeks ("一周三次", three times a week), nor "一直" after "周", nor "二月" inside "十二月"
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        ("In the roleplay I'm a surgeon in Oslo.", None, "The user is a surgeon in Oslo."),
        ("For the roleplay, I'm a surgeon in Oslo.", None, "The user is a surgeon in Oslo."),
        ("I'm writing a story where I'm a surgeon in Oslo.", "I'm a surgeon in Oslo", "The user is a surgeon in Oslo."),
        (
            "Estoy escribiendo una novela en la que soy cirujano en Oslo.",
            "soy cirujano en Oslo",
            "El usuario es cirujano en Oslo.",
        ),
        (
            "J'écris un roman où je suis chirurgien à Oslo.",
            "je suis chirurgien à Oslo",
            "L'utilisateur est chirurgien à Oslo.",
        ),
        (
            "Ich schreibe einen Roman, in dem ich Chirurg in Oslo bin.",
            "ich Chirurg in Oslo bin",
            "Der Nutzer ist Chirurg in Oslo.",
        ),
        ("En Stardew Valley estoy casado con Abigail.", None, "El usuario está casado con Abigail."),
        ("Dans Stardew Valley je suis marié à Abigail.", None, "L'utilisateur est marié à Abigail."),
    ],
)
def test_what_a_role_play_a_story_told_by_its_relative_clause_or_a_named_game_holds_is_the_storys(
    said: str, quote: str | None, text: str
) -> None:
    # ``fiction._FICTION``: "in the roleplay", "a story where …", "una novela en la que …", "en Stardew Valley"
    verdict = _cut(said, quote or said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason
    assert "story" in verdict.reason


@pytest.mark.parametrize(
    ("said", "quote", "text"),
    [
        (
            "I'm writing a story where the hero lives in Oslo, and I live in Leeds.",
            "I live in Leeds",
            "The user lives in Leeds.",
        ),
        ("I'm writing a novel where the hero is a surgeon and I work as a nurse.", None, "The user works as a nurse."),
        (
            "I told my kids a story where a dragon lives in Oslo. I live in Leeds.",
            "I live in Leeds",
            "The user lives in Leeds.",
        ),
        ("J'écris un roman ou un poème chaque année et je vis à Lyon.", None, "L'utilisateur vit à Lyon."),
        ("I live in the apartment where I grew up.", None, "The user lives in the apartment where he grew up."),
        ("For the role play class I teach, I use Zoom.", "I use Zoom", "The user uses Zoom."),
        ("Je joue à Minecraft avec mon fils.", None, "L'utilisateur joue à Minecraft avec son fils."),
        ("Juego a Minecraft con mi hijo y vivo en Sevilla.", None, "El usuario vive en Sevilla."),
    ],
)
def test_the_persons_own_clause_beside_a_story_or_a_game_they_play_is_kept(
    said: str, quote: str | None, text: str
) -> None:
    verdict = _cut(said, quote or said, text)
    assert verdict.outcome == "pass", verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("When I play Sims, I live in a mansion.", "The user lives in a mansion."),
        ("Cuando juego a los Sims, vivo en una mansión.", "El usuario vive en una mansión."),
        ("Quand je joue aux Sims, j'habite dans un manoir.", "L'utilisateur habite dans un manoir."),
        ("Wenn ich Skyrim spiele, bin ich ein Magier.", "Der Nutzer ist ein Magier."),
        ("게임에서 나는 의사야.", "사용자는 의사다."),
        ("꿈에서 나는 파일럿이었어.", "사용자는 파일럿이었다."),
    ],
)
def test_what_the_person_is_or_owns_while_playing_a_named_game_or_in_a_korean_frame_is_the_games(
    said: str, text: str
) -> None:
    # ``fiction._IN_GAME`` ("when I play …", behind a claim of what the person is or has), ``_FICTION`` (Korean
    # "게임에서", "꿈에서")
    verdict = gate_verdict(said, text)
    assert (verdict.outcome, verdict.rule) == ("drop", "support"), verdict.reason


@pytest.mark.parametrize(
    ("said", "text"),
    [
        ("When I play D&D, I drink a lot of coffee.", "The user drinks a lot of coffee."),
        ("When I play Minecraft with my son, I feel close to him.", "The user feels close to his son."),
        ("Cuando juego a Minecraft con mi hijo, me siento feliz.", "El usuario se siente feliz jugando con su hijo."),
        ("When I play the piano I feel calm.", "The user feels calm when playing the piano."),
        ("게임에서 이겼어요.", "사용자는 게임에서 이겼다."),
        ("나는 의사야.", "사용자는 의사다."),
    ],
)
def test_what_the_person_does_while_playing_or_a_game_a_claim_names_is_kept(said: str, text: str) -> None:
    verdict = gate_verdict(said, text)
    assert verdict.outcome == "pass", verdict.reason
