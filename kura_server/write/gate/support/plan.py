"""Support, plan: what the person's quotes say only as a plan or the future, a duty or a wish (``planned``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from ....pasts import languages, told_in_a_past
from ...redact_rules import MARKER_RE
from ..imperatives import requested
from ..words import (
    _PAST_FROM,
    _SENTENCE_PART,
    _WORD,
    _bare,
    _flat,
    _future,
    _person_form,
    _tense,
    _tokens,
    _words_match,
    _wordset,
    told_in_the_past,
)
from .base import (
    _HIRAGANA,
    _is_claim_token,
    _is_told_token,
    _names,
)


def planned(claim: str, sources: Iterable[str], reports: Iterable[str] = ()) -> list[str]:
    """The claim's content words that it says as so (not as a plan or a future of its own) and its sources say
    only of what is to come (``words._future``): "The team uses Postgres" behind "We're going to migrate to
    Postgres next month", "Vamos a migrar a Postgres el mes que viene", "Nous allons migrer vers Postgres", "Wir
    werden nächsten Monat auf Postgres umsteigen", and what ought to be or is wished for ("We should / need to use
    Postgres", "Deberíamos usar …", "Wir sollten …", "I wish we used …", "Vorrei che usassimo …"). A claim that says
    the plan itself ("The team plans to migrate
    to Postgres", "will migrate", "va a migrar") is not read, nor a word a source says outside its future ("We
    use Postgres; next month we'll add replicas"). A request is what is to be too (``imperatives.requested``: "Move
    the build server to the basement" behind "The build server is in the basement", "Please migrate billing to
    Postgres", "Migra la facturación a Postgres"), unless another quote says so a word the claim shares with it
    ("Done, it's in the basement now") or the assistant or a tool reports it (``reports``: "moved build-01 to
    basement"): a request reported done (``_done``). What a past came by whose start a later clause puts ahead is to
    come too, for a claim that says it now (``_started_ahead``: "I got a job at Google; I start in March" behind "The
    user works at Google")."""
    claim = MARKER_RE.sub(" ", claim)
    said = [w for w, future in _future(_lined(claim), loose=True, written=claim, requested=requested) if not future]
    texts = list(sources)
    lined = [_undated_purpose(_lined(t), _flat(claim)) for t in texts]  # "… for a trip next spring": the trip's date
    # a job got whose start lies ahead ("I got a job at Google; I start in March"): what it got is to come, for a claim
    # that says it now ("The user works at Google"; not "… got a job at Google", a past of its own)
    ahead: list[tuple[str, bool]] = []
    if not _says_past(_flat(claim), claim):
        for k, folded in enumerate(lined):
            for a, b in reversed(_started_ahead(folded)):
                ahead += [(w, True) for w in _tokens(folded[a:b])]
                folded = folded[:a] + " " * (b - a) + folded[b:]
            lined[k] = folded
    asked = [_future(f, written=t, requested=requested) for f, t in zip(lined, texts, strict=True)]
    unasked = [_future(f, written=t) for f, t in zip(lined, texts, strict=True)]
    reported = [w for t in reports for w, future in _future(_flat(t), written=t) if not future]
    if _done(said, asked, unasked, [_done_words(t) for t in texts], reported):
        asked = [_future(" ".join(f.split("\n")), written=t) for f, t in zip(lined, texts, strict=True)]
    return _only_so(said, [h for words in asked for h in words] + ahead, _is_plan_token)


def _says_past(flat: str, claim: str) -> bool:
    """A folded claim says a past of its own ("The team used Kafka", "The user visited the Louvre"): a simple past or
    a word after which a clause says what was (``words._PAST_FROM``), not a name in "-ed" ("Memcached")."""
    names = {_flat(n) for n in _names(claim)}
    return any(
        (simple or w in _PAST_FROM) and _bare(w) not in names
        for w, _, simple in _tense(flat, loose=True, written=claim)
    )


# A start the person says lies ahead, on the fold: a start in the present, the future or an "-ing" of its own ("I start
# in March", "… but start on Monday", "I'm starting next week", "I'll begin in May", "…, starting next month", "my
# first day is Monday", "empiezo en marzo", "me incorporo el lunes", "je commence en mars", "ich fange im März an",
# "comincio a marzo", "começo em março"), then a time ahead in its clause (``_TIME_AHEAD``), not a habit's ("I start at
# 9 every day"). What it starts is the state a past before it came by ("I got a job at Google", "I accepted an offer
# from Acme", "They hired me", "Conseguí un trabajo en Google"): a job got is not yet one held (``_started_ahead``).
_START_AHEAD = re.compile(
    r"(?:\b(?:i|we|but|and|then|so)\s+(?:(?:only|just|officially|actually|finally)\s+)?(?:start|begin)"
    r"|\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:(?:only|just|officially|actually|finally)\s+)?(?:starting|beginning)"
    r"|\b(?:i'll|we'll|(?:i|we)\s+will|(?:i'm|im|i\s+am|we're|we\s+are)\s+going\s+to)\s+(?:start|begin)"
    r"|\b(?:i|we)\s+take\s+(?:over|office)"  # (a post's start: "I take over in May", "I take office in January")
    r"|(?:^|,)\s*(?:starting|beginning)|\b(?:my|our)\s+(?:first\s+day|start(?:ing)?\s+date)"
    # (its place said before its day: "my first day at Google is Monday", "mon premier jour chez Renault est lundi")
    r"(?:\s+(?:at|with|in)\s+[\w'-]+(?:\s+[\w'-]+)?)?\s+(?:is|will\s+be|'s)"
    r"|\b(?:mi\s+primer\s+dia|mon\s+premier\s+jour|mein\s+erster\s+tag|il\s+mio\s+primo\s+giorno|meu\s+primeiro\s+dia)"
    r"(?:\s+(?:en|chez|a|bei|in|presso|da|na|no|em)\s+[\w'-]+)?\s+(?:es|est|ist|e|sera|wird\s+sein)"
    r"|\b(?:je\s+commence|ich\s+fange|ich\s+beginne|ich\s+starte|comincio|inizio|comeco)\s+(?:chez|bei|da|presso|na|no|em)"
    # (the job itself the subject of its start: "my new job at Google starts in March", "mi nuevo trabajo empieza el
    # lunes", "mon nouveau poste commence lundi", "meine neue Stelle beginnt im März", "il mio nuovo lavoro inizia a
    # marzo", "meu novo emprego começa em março")
    r"|\b(?:my|our|mi|mon|ma|meine?|il\s+mio|meu)\s+(?:new\s+|nuevo\s+|nouveau\s+|nouvelle\s+|neue\s+|nuovo\s+|novo\s+)?"
    r"(?:job|role|position|post|contract|gig|trabajo|puesto|empleo|travail|poste|job|stelle|arbeit|lavoro|posto"
    r"|emprego|trabalho)(?:\s+(?:at|with|in|en|chez|bei|da|presso|na|no|em)\s+[\w'-]+(?:\s+[\w'-]+)?)?"
    r"\s+(?:starts|begins|will\s+(?:start|begin)|is\s+starting|empieza|comienza|commence|beginnt|fangt|inizia|comincia"
    r"|comeca)"
    r"|\b(?:empiezo|empezamos|comienzo|comenzamos|me\s+incorporo|nos\s+incorporamos|entro|voy\s+a\s+empezar"
    r"|je\s+commence|nous\s+commencons|je\s+debute|je\s+vais\s+commencer|je\s+commencerai|ich\s+fange|wir\s+fangen"
    r"|ich\s+beginne|wir\s+beginnen|ich\s+starte|comincio|cominciamo|inizio(?=\s+(?:a|il|la|lunedi|domani|tra)\b)"
    r"|iniziamo|comeco|comecamos|vou\s+comecar)"
    r")\b"
)
# ... and the time ahead it names: a month, a weekday, the next one of a span, tomorrow, soon, "in two weeks", "after
# the holidays", as the other languages say them.
_TIME_AHEAD = re.compile(
    r"\b(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|tomorrow|soon|next|upcoming|coming"
    r"|in\s+(?:a|an|one|two|three|four|five|six|a\s+few|a\s+couple\s+of|\d+)\s+(?:days?|weeks?|months?)"
    r"|after\s+(?:the\s+)?(?:holidays|new\s+year|summer|winter|break)"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes"
    r"|miercoles|jueves|viernes|manana|pronto|que\s+viene|proxim[oa]"
    r"|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|lundi|mardi|mercredi"
    r"|jeudi|vendredi|demain|bientot|prochaine?"
    r"|januar|februar|marz|juni|juli|oktober|dezember|montag|dienstag|mittwoch|donnerstag|freitag|morgen|bald"
    r"|nachste[nsr]?|ab\s+\w+"
    r"|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|lunedi|martedi|mercoledi|giovedi"
    r"|venerdi|domani|presto|prossim[oa]"
    r"|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|dezembro|segunda|terca|quarta|quinta|sexta|amanha"
    r"|em\s+breve|que\s+vem)\b"
)
_HABIT = re.compile(
    r"\b(?:every|each|usually|always|daily|weekly|todos\s+los|todas\s+las|cada|siempre|chaque|tous\s+les|toujours"
    r"|jeden|jede|immer|ogni|sempre|todo\s+dia|todos\s+os)\b"
)
# What a start ahead may go on with before its time and still start the state the past before it came by: the job, the
# post, work, there, or a place the past names ("I start at Google in March" after "I got a job at Google"; not "I
# start at the university in March" after "I moved to Berlin", another thing's start).
_STARTED = _wordset(
    """there work working job role position post contract gig team new the my our this at with in on as a an trabajo
    puesto travail poste arbeit stelle lavoro posto trabalho emprego en el la le les al em no na im am ab zum da il
    dal"""
)
# ... and a job or a workplace a start names itself: a word for a job, or a name after "at", "with", "en", "chez",
# "bei", "presso", "em" ("I start a new job at Google in March", "empiezo en Google en marzo", "je commence chez
# Renault").
_JOB_NAMED = re.compile(
    r"\b(?:job|role|position|post|contract|gig|work|trabajo|puesto|empleo|travail|poste|boulot|arbeit|stelle"
    r"|lavoro|posto|impiego|trabalho|emprego|cargo)\b"
    r"|\b(?:at|with|for|en|con|chez|bei|presso|da|em|na|no)\s+(?!(?:the|a|an|el|la|le|les|der|die|das|il|o)\b)[a-z]"
)
# ... but not a stay the past tells over a span of time at a place the start goes on at, "there" ("I was at Google for
# years; I start a new role there in March", "I've worked with Acme for a decade, and I begin a new job there in
# May"): no state come by, one held; what starts is a new post at the same place. A stay alone, or a start elsewhere
# ("…; I start at Meta in March"), is still the past and the plan it is (``tense.dated``).
_STAYED = re.compile(
    r"\b(?:was|were|been|worked|working|stayed|spent)\s+(?:(?:\w+\s+){0,2}?(?:at|with|for|in)\s+)[\w'&.-]+"
    r"(?:\s+[\w'&.-]+)?\s+for\s+(?:years|decades|ages|a\s+(?:decade|long\s+time|while)|(?:\w+|\d+)\s+years)\b"
)
_CLAUSE_END = re.compile(r"[.,;!?\n]")
# ... a subject after the time: the time is another clause's ("…, starting next week she sleeps inside")
_SUBJECT_AFTER = re.compile(r"\b(?:i|we|he|she|they|it|you)(?:'m|'re|'s|'ll)?\b")
_SENTENCE_END = re.compile(r"[.;!?\n]")


# A passive told in a past: a post or a job conferred ("I was hired by Acme", "I got hired at Costco", "I was elected
# mayor", "I've been hired"), which ``words.told_in_the_past`` reads as a participle after "be" or "get".
_PASSIVE_PAST = re.compile(r"\b(?:was|were|got|been)\s+(?:\w+ly\s+)?(?:\w+ed|\w+en|made|chosen|taken)\b")


def _tells_a_past(folded: str) -> bool:
    """A folded text tells a past: a simple past (``words.told_in_the_past``), a passive of one (``_PASSIVE_PAST``), or
    a past of the other languages (``pasts.told_in_a_past``)."""
    return (
        told_in_the_past(folded)
        or _PASSIVE_PAST.search(folded) is not None
        or any(told_in_a_past(folded, lang) for lang in languages(folded))
    )


def _told_before(folded: str, at: int) -> int:
    """Where what a later clause at ``at`` of a folded text speaks of opens: its sentence's start, or the sentence
    before's when it opens its own ("I got a job at Google. I start in March.")."""
    stops = [m.end() for m in _SENTENCE_END.finditer(folded, 0, at)]
    opening = stops[-1] if stops else 0
    if stops and not _WORD.search(folded, opening, at):
        opening = stops[-2] if len(stops) > 1 else 0
    return opening


def _started_ahead(folded: str) -> list[tuple[int, int]]:
    """The spans of a folded text that tell in a past (``words.told_in_the_past``, ``pasts.told_in_a_past``) a state
    come by whose start a later clause puts ahead (``_START_AHEAD`` and a time of ``_TIME_AHEAD`` in its clause, no
    habit's ``_HABIT``): the clauses of its sentence before the start, or the sentence before when the start opens its
    own ("I got a job at Google. I start in March."); and a job or a workplace the start names itself, up to its time
    (``_JOB_NAMED``: "I start a new job at Google in March", "my first day at Google is Monday", "empiezo en Google en
    marzo", "je commence chez Renault lundi", "ich fange im März bei Siemens an"): it is not held yet."""
    out: list[tuple[int, int]] = []
    for m in _START_AHEAD.finditer(folded):
        end = _CLAUSE_END.search(folded, m.end())
        rest = folded[m.end() : end.start() if end else len(folded)]
        time = _TIME_AHEAD.search(rest)
        if time is None or _HABIT.search(rest) or _SUBJECT_AFTER.search(rest, time.end()):
            continue  # no time ahead, a habit's, or the time of a clause after it ("…, starting Monday she'll sleep …")
        if _JOB_NAMED.search(folded, m.start(), m.end() + time.start()):
            out.append((m.start(), m.end() + time.start()))  # (a job the start names: "I start a job at Google in May")
        opening = _told_before(folded, m.start())
        span = folded[opening : m.start()]
        between = _WORD.findall(rest[: time.start()])
        if any(w not in _STARTED and w not in _WORD.findall(span) for w in between):
            continue  # another thing's start
        if _tells_a_past(span) and not ("there" in between and _STAYED.search(span)):
            out.append((opening, m.start()))
    return out


def _is_plan_token(word: str) -> bool:
    """A content token as the reading of plans takes it (``_is_claim_token``), not a Japanese hiragana alone: the
    endings and particles of a verb ("住んでいます", "なりたいです") say no plan's content, and the fold reads "て"
    in "住んでいて" and "です" alike. A number is one too (``_is_told_token``): an age or a count to come is not yet
    ("I'll be 40 next month" does not back "The user is 40")."""
    return _is_told_token(word) and not _HIRAGANA.fullmatch(word)


# A doing the person says is under way, in the present progressive, with a purpose a time ahead dates ("I'm learning
# Japanese for a trip next spring", "We're practicing every day for a concert next month", "Estoy aprendiendo japonés
# para un viaje el año que viene"): the time is the purpose's (the trip is next spring), the doing is now. Not a
# progressive that is itself a plan — a move, a going, a start ("I'm moving to Berlin for a job next month": the
# moving is next month) — nor a time said of the doing outside the purpose ("I'm learning Japanese next spring").
_PURPOSED = re.compile(
    r"\b(?:i'm|im|i\s+am|we're|we\s+are|estoy|estamos)\s+(?:(?:\w+ly|also|still|now|just|currently)\s+)?"
    r"(?P<verb>(?!(?:moving|going|leaving|flying|driving|heading|travell?ing|coming|starting|beginning|joining"
    r"|switching|migrating|getting|visiting|returning|relocating|mudando|yendo|viajando|volviendo|empezando"
    r"|comenzando)\b)\w+(?:ing|ando|iendo))\b[^.;!?,\n]*?\s(?P<purpose>(?:for|para)\s+(?:a|an|the|my|our|un|una|el|la"
    r"|mi|mis|nuestro|nuestra)\s[^.;!?,\n]*)"
)


def _undated_purpose(folded: str, claim: str) -> str:
    """``folded`` (a source, folded) without each purpose a time ahead dates after a doing under way (``_PURPOSED``),
    when the claim (folded) says that doing in the same progressive ("The user is learning Japanese"): a claim that
    says another verb ("The user lives in Berlin", "… speaks Japanese", "… is taking a trip") reads the time whole."""
    for m in reversed(list(_PURPOSED.finditer(folded))):
        verb = re.escape(m.group("verb"))
        if re.search(rf"\b(?:is|are|am|'s|'re|esta|estan)\s+(?:(?:\w+ly|also|still|now|currently)\s+)?{verb}\b", claim):
            folded = folded[: m.start("purpose")] + folded[m.end("purpose") :]
    return folded


def _lined(text: str) -> str:
    """``text`` folded as ``_flat`` folds it, its line breaks kept: a request opens a line ("Deploy freeze" over "when
    deploying on Fridays" is a title, not "Deploy freeze when …")."""
    return "\n".join(_flat(line) for line in text.split("\n"))


# What says a thing was done (a quote beside a request that says it so reports it done, "Done, it's in the basement
# now"; "The basement is damp" only names the place), folded: with a past (``told_in_the_past``) or a word of these.
_DONE = re.compile(
    r"\b(?:done|finished|completed?|now|already|ready|live|hecho|listo|ya|ahora|fait|fini|deja|maintenant|erledigt"
    r"|fertig|jetzt|schon|fatto|gia|ora|pronto|feito|agora)\b"
)


def _done_words(text: str) -> list[str]:
    """The words ``text`` says so in its sentences that say a thing done ("We moved the printer yesterday; the
    basement is damp": the printer's sentence, not the basement's)."""
    return [
        w
        for part in (m.group(0) for m in _SENTENCE_PART.finditer(text))
        if _DONE.search(_flat(part)) is not None or told_in_the_past(part)
        for w, future in _future(_flat(part), written=part)
        if not future
    ]


def _done(
    said: list[str],
    asked: Sequence[Sequence[tuple[str, bool]]],
    plain: Sequence[Sequence[tuple[str, bool]]],
    done: list[list[str]],
    reported: list[str],
) -> bool:
    """A request its quotes report done: a content word of the claim (``said``) that one quote says only as asked
    (to be in ``asked``, so in ``plain``: the same quote read without requests) and another quote says so in a
    sentence that says a thing done (``done``: ``_done_words``), or a report of the assistant or a tool
    (``reported``) says."""
    for i, (ask, read) in enumerate(zip(asked, plain, strict=True)):
        request = [_bare(w) for (w, to_be), (_, future) in zip(ask, read, strict=True) if to_be and not future]
        so = [_bare(w) for j, words in enumerate(done) if j != i for w in words]
        so += map(_bare, reported)
        for word in (_bare(w) for w in said):
            if not _is_claim_token(word):
                continue
            if any(_words_match(word, r) for r in request) and any(_words_match(word, w) for w in so):
                return True
    return False


def _only_so(
    claimed: Iterable[str],
    held: Iterable[tuple[str, bool]],
    token: Callable[[str], bool] = _is_claim_token,
    verb: str = "",
) -> list[str]:
    """The content words of ``claimed`` (each a ``token``) that the sources hold (``held``: each source word, and
    whether it is said so — as a plan, as ended …) and hold only so: every source word they match is. The claim's
    ``verb`` of the person (``_persons_verb``) matches its first person too (``words._person_form``: "fuma" behind "A
    veces fumo", where "fumo" and "fuma" share too few letters to be one word)."""
    kept = [(w, so) for w, so in ((_bare(w), so) for w, so in held) if token(w)]
    out: list[str] = []
    for word in map(_bare, claimed):
        if not token(word):
            continue
        seen = [so for w, so in kept if _words_match(word, w) or (word == verb and _person_form(w, word))]
        if seen and all(seen):
            out.append(word)
    return list(dict.fromkeys(out))
