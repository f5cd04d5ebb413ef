"""Support: do a claim's own quotes carry it? (issue 11, item 5)

A quote that exists is not yet a quote that supports: "The team decided to switch the parser cache to
Postgres" quoting "The parser reads TOML and JSON." shares one word with it. Two measures, read on
the fold (casefolded, accents and look-alikes folded) with the gate's one stem matcher
(``words._words_match``):

* **coverage** — the claim's content words (names, nouns, verbs; not stop words, not the words that
  credit a decision, which the attribution rule reads) and the numbers the quotes hold (each counts
  twice: a quote holding the claim's exact number carries its precise part), found in the quotes: at
  least ``SUPPORT`` of them. Chinese and Japanese text is read by its characters. A number no quote
  holds is the number rule's to refuse, not counted here. A claim of ``FEW`` content words or fewer
  holds every thing it names, when a quote names one it leaves out (``swapped``): "The user writes the
  frontend" is not "I write the backend", though half its words are.
* **binding** — words a short clause of the claim binds that its quotes bind otherwise (``rebound``): "Caching runs
  on Postgres" is not "Billing runs on Postgres. Caching uses Redis.", nor "The API key is rotated monthly" "We rotate
  certificates monthly. The API key is in Vault."; and a number said with what its quote says of the number after
  it (``shifted``): "The tests take 20 minutes locally" is not "Our tests take 5 minutes locally and 20 on CI".
* **subject** — a claim's subject that its quotes continue by a noun it leaves out (``continued``):
  "Maria prefers tabs" is not "Maria's manager prefers tabs".
* **rank** — the top a claim says of what its quotes rank after it (``unranked``): "The user is the oldest of four
  siblings" is not "I'm the second oldest of four siblings".
* **degree** — a skill's top a claim says of what its quotes say a little of (``raised``): "The user speaks fluent
  Japanese" is not "I can speak a little Japanese".
* **trade** — a short claim's selling its quotes say no trade of (``sold``): "The user sells Windows" is not "I use
  Windows at work".
* **polarity** — a word the claim affirms that its quotes only negate, or (when they negate nothing)
  the reverse (``flipped``): "The index uses Postgres" is the opposite of "We use SQLite, not Postgres".
* **tense** — a word the claim says in the present that the person's quotes say only of a state that
  has ended (``dated``): "The team uses Jenkins" is not "Last year we used Jenkins", nor "Last year we
  switched to Jenkins, now we use GitLab".
* **plan** — a word the claim says as so that the person's quotes say only as a plan or the future, a duty or a
  wish (``planned``): "The team uses Postgres" is not "We're going to migrate to Postgres next month", "We should
  use Postgres", "I wish we used Postgres".
* **limits** — a word the claim says plainly that the person's quotes say only on a condition, almost, for a time
  or only in a scope the claim leaves out (``limited``): "The team ships on Monday" is not "If the tests pass, we
  ship on Monday", nor "The team finished the migration" "We nearly finished the migration".
* **names** — a name in the claim (a product, a person, a place, a code: "Postgres", "Marta", "p95")
  must be in a quote: a claim that brings its own names brings its own facts.
* **certainty** — words of attribution, certainty or emphasis ("confirmed", "in writing", "insisted",
  "signed off", "always", "definitely", "siempre", "一定" …) that no quote carries. "confirmed",
  "agreed", "approved" and "signed off" are carried by the person's bare yes ("Yes, go ahead."). A
  decision, a preference or a plan ("decided", "prefers", "plans to") needs a quote's sentence that says
  it (``unbacked_stance``), or the person deciding.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from functools import cache, lru_cache
from itertools import accumulate, islice, pairwise
from typing import NamedTuple

from ...cjk import CJK, CJK_CHARS, HAN
from ...pasts import languages
from ..redact_rules import MARKER_RE
from .asks import is_question, requests, sentences
from .imperatives import _ADDRESS, find_imperative, requested
from .models import FoundQuote
from .normalise import BRAHMIC, _Text, fold
from .numbers import _DATED, _ORDINALS, _ORDINALS_DE, _SPELLED, _numbers, carried_bounds, clock_words, unbound
from .words import (
    _AUXILIARY_PAST,
    _BARELY,
    _BARELY_ANY,
    _BARELY_DID,
    _BARELY_WORDS,
    _BE,
    _BECAUSE,
    _CARRYING,
    _CLAUSE_START,
    _CONDITION,
    _CONDITION_WITHIN,
    _CONFIRM,
    _DEGREE,
    _DISLIKED,
    _DOER,
    _ELIDED,
    _FINITE,
    _FIRST_PERSON_FORMS,
    _GOAL,
    _IRREGULAR_PAST,
    _LEFT_OUT,
    _LETS,
    _MARKS,
    _MY,
    _MY_BEFORE_KIN,
    _NAMING,
    _NOT_ME,
    _NOW,
    _OUGHT,
    _PAST_CLAUSE,
    _PAST_FROM,
    _PAST_TIME,
    _REJECT,
    _SE_WITHIN,
    _SENTENCE_PART,
    _SENTENCE_START,
    _SI_WITHIN,
    _SKIPPED,
    _STOP,
    _SUPPOSED_UNDONE,
    _TENTATIVE,
    _UNSURE,
    _USER_LEFT_OUT,
    _VI_PERSON,
    _WHEN_THEN,
    _WILL,
    _WORD,
    _WORD_CHAR,
    _alike,
    _at_work,
    _bare,
    _content_words,
    _disliked,
    _dropped_reasons,
    _flat,
    _folded,
    _future,
    _is_negative,
    _naming,
    _ne_que_spans,
    _negator,
    _overlaps,
    _past_of,
    _person_form,
    _polarity,
    _present_forms,
    _sentences,
    _seq,
    _stem_match,
    _tense,
    _unframed,
    _unreminded,
    _words_match,
    _wordset,
    kept_memory,
    qualified_yes,
    told_in_the_past,
)

SUPPORT = 0.5
"""The share of a claim's content words (and held numbers) its quotes must carry."""

# Words that say who decided, or carry no claim of their own: the attribution rule reads the first.
_NOT_CLAIM = _STOP | _wordset(
    """team teams group everyone everybody company they now currently still really actually use uses used
    using decide decision decisions choose choice chosen picked pick picks selected select opted opt
    prefer prefers preference liked like dislike dislikes disliked hate hates hated love loves loved
    agree agreed agrees approve approved approves confirm confirmed confirms reject rejected rejects
    decline declined declines insist insisted insists request requested requests asked ask settled
    went goes wish wishes would rather want need needs needed plan plans planned planning going
    told says say stated mentioned note noted per
    equipo decidimos acordamos elegimos decidido decidieron acordo acordaron eligio prefieren quieren
    insistio confirmo aprobo rechazo acepto pidio opto desea
    encanta encantan apasiona apasionan ama aman adora adoran aime aiment adore adorent liebt lieben mag piace
    piacciono gosta gostam
    gruppe equipe groupe equipa grupo squadra gruppo"""
)
# The Spanish and Portuguese verb of using, which carries no claim of its own as "use" does not, after a "no" that
# is no Portuguese article ("El usuario no usa Windows" behind "Ya no uso Windows": "usa" is no thing the quote
# lacks). Not in ``_NOT_CLAIM``, which ``_names`` reads: "the USA" is a name.
_USE_VERBS = _wordset("usar uso usas usa usamos usan usam utilizar utilizo utiliza utilizamos utilizan utilizam")
# One hiragana character (katakana spell names: "ベルリン").
_HIRAGANA = re.compile("[\u3040-\u309f]")
_CJK_STOP = frozenset(
    "的了是在我们你他她它这那和与及或也都就要会能把被让给对从到为于吗呢吧啊用户个一不有说はをのにとも"
)
# The Chinese and Japanese words that frame the person in the third person ("用户", "团队", "ユーザー",
# "チーム"), as the fold reads them: no claim of their own ("团队用Kafka" restates "我们用Kafka").
_CJK_FRAME = re.compile("|".join(fold(w) for w in ("用户", "团队", "ユーザー", "チーム")))


@lru_cache(maxsize=1 << 16)
def _is_claim_word(word: str) -> bool:
    """A content word a claim says (not a stop word, a word of credit, or a spelled-out count); kept, as
    ``words._words_match`` is: every reading asks it of the same words again."""
    return (
        len(word) >= 3
        and word not in _NOT_CLAIM
        and word not in _USE_VERBS
        and not CJK.search(word)
        and not all(p in _SPELLED for p in re.split(r"[-\s]+", word) if p)
    )


def _is_claim_token(word: str) -> bool:
    """A content word as the polarity and tense readings take it: a claim word, or a Chinese or Japanese
    character that is not a stop character (``words._tokens`` reads each as a word)."""
    return _is_claim_word(word) or (len(word) == 1 and CJK.match(word) is not None and word not in _CJK_STOP)


def _claim_words(folded: str) -> list[str]:
    """The content words of a folded text (each once; the person's place of work said as "at work":
    ``words._at_work``), and its CJK characters (not those of a word that frames the person, ``_CJK_FRAME``)."""
    kept = [w for w in map(_bare, _WORD.findall(_at_work(folded))) if _is_claim_word(w)]
    kept += [ch for ch in CJK.findall(_CJK_FRAME.sub(" ", folded)) if ch not in _CJK_STOP]
    return list(dict.fromkeys(kept))


# A number's digits as a word, read beside the words (``_WORD`` opens none with a digit): ``others``.
_DIGITS = re.compile(r"(?<![\w.,])\d+(?![\w])")


def _is_told_token(word: str) -> bool:
    """A content token (``_is_claim_token``) or a number: whose a state is and when it holds are read of an age or a
    count too ("My son is 38" does not back "The user is 38", nor "I was 38 when we met", nor "I'll be 40 next
    month": ``others``, ``dated``, ``planned``)."""
    return _is_claim_token(word) or word.isdigit()


def _tokens_said(folded: str) -> list[str]:
    """The content tokens of a folded text, in order (``_is_claim_token``), and its short names ("Go", "JS", "CI": two
    letters, not a stop word): what a comparison's side or a number's scope says."""
    return [w for w in map(_bare, _WORD.findall(folded)) if _is_claim_token(w) or (len(w) == 2 and w not in _STOP)]


def _found(word: str, pool: Sequence[str], cjk: str) -> bool:
    if CJK.fullmatch(word):
        return word in cjk
    return any(_words_match(word, w) for w in pool)


# "no longer" and "anymore" say a "not" of the present, no content of their own ("The user no longer works at Acme").
_NO_LONGER = re.compile(r"\bno\s+longer\b|\banymore\b")


@lru_cache(maxsize=256)
def _carried(texts: tuple[str, ...]) -> tuple[tuple[str, ...], str, frozenset[str]]:
    """What ``coverage`` reads of its sources, whatever the claim: their content words, their CJK text and the
    numbers they hold. Read once per set of sources: the re-scan asks ``coverage`` of every sentence and clause of a
    composed text against the same quotes."""
    # an idiom of dislike is the hating it says, no standing ("I can't stand cilantro": ``words._disliked``)
    folded = [_disliked(_flat(t)) for t in texts]
    # (and the acronyms they write, names as a claim's are: "MIT", ``_acronyms``)
    pool = tuple(w for f in folded for w in _claim_words(f)) + tuple(a for t in texts for a in sorted(_acronyms(t)))
    held = frozenset(n.value for t in texts for n in _numbers(t) if not n.in_name)
    return pool, "".join(folded), held


def coverage(claim: str, sources: Iterable[str]) -> tuple[float, list[str]]:
    """The share of ``claim``'s content words and held numbers that ``sources`` carry, and the words
    they miss. A claim with nothing to check is fully covered."""
    texts = list(sources)
    pool, cjk, held = _carried(tuple(texts))
    claim = MARKER_RE.sub(" ", claim)  # a redaction mask is ours, not a word the claim says
    bounds = carried_bounds(claim, texts)  # "at least 3" behind "a minimum of 3": its words are carried
    flat = _flat(claim)
    said_so = _vi_person_said(flat, tuple(texts))  # "Người dùng …" behind "Tôi …", the rest word for word
    clocks = clock_words(claim, held)  # "half past nine" behind "9:30": the time says its words
    words = [
        w
        for w in _claim_words(_NO_LONGER.sub(" not ", _disliked(_flat(claim))))
        if w not in bounds and w not in said_so and w not in clocks
    ]
    # (an acronym is a name the claim brings, never a stop word: "studied at MIT", "works for DIE LINKE")
    words += [a for a in sorted(_acronyms(claim)) if a not in words and a not in said_so]
    numbers = dict.fromkeys(n.value for n in _numbers(claim) if not n.in_name and n.value in held)
    gone = _ended_by(claim, tuple(texts)) if words else ()  # "does not smoke" behind "I quit smoking"
    # what the person ended is carried, and the "not" (and "mehr", "plus") the claim says it by with it
    carried = set(gone) | ({w for w in words if _negator(w) or w in _STILL} if gone else set())
    missing = [w for w in words if not _found(w, pool, cjk) and w not in carried]
    verb, after = _persons_verb(flat)
    if verb in missing and _verb_carried(verb, after, words, pool):
        missing.remove(verb)  # "El usuario ya no fuma" behind "Ya no fumo": the person's verb in the third person
    elif (last := _last_verb(flat)) in missing and _verb_carried(last, (), words, pool):
        missing.remove(last)  # "A felhasználó Budapesten lakik" behind "Budapesten lakom": the verb ends the clause
    if any(w in _OPPOSITE_OF or _negator(w) for w in missing) and (turned := negated_opposites(claim, texts)):
        # "does not like" behind "hate": the liking and the claim's own negation are the quote's opposite (the liking
        # no content word of its own, as "like" and "mag" are not: only the "nicht" is missing)
        missing = [w for w in missing if w not in turned and not _negator(w)]
    total = len(words) + 2 * len(numbers)  # a quote holding the claim's exact number is the precise part
    if not total:
        return 1.0, []
    return (total - len(missing)) / total, missing


# The person's "I" in Vietnamese, on the fold ("tôi"; not "mình", which folds as the name "Minh").
_VI_I = _wordset("toi")


@lru_cache(maxsize=1 << 10)
def _vi_person_said(folded: str, texts: tuple[str, ...]) -> frozenset[str]:
    """The words of a Vietnamese claim's subject, the person ("người dùng": ``words._VI_PERSON``), when a clause of
    its quotes says the rest of the claim word for word after the person's "tôi" (``_VI_I``), and nothing else
    ("Người dùng là bác sĩ" behind "Tôi là bác sĩ."): Vietnamese does not inflect, so that clause says it of the
    person. A clause with a "not", a past, a wish or another person in it ("Tôi không …", "Tôi đã từng …", "Anh trai
    tôi …") is none, and the subject stays words the quotes do not carry."""
    if not (m := _VI_PERSON.match(folded)):
        return frozenset()
    rest = [_bare(w) for w in _WORD.findall(folded[m.end() :])]
    for clause in (c for t in texts for clauses in _sentences(_flat(t)) for c in clauses):
        toks = [_bare(w) for w in _WORD.findall(clause)]
        if len(toks) > 1 and toks[0] in _VI_I and toks[1:] == rest:
            return frozenset(_bare(w) for w in _WORD.findall(m.group(0)))
    return frozenset()


# What may stand between the person as a claim's subject and its verb: an adverb of time, a "not" before the verb
# ("El usuario ya no fuma", "L'utilisateur ne fume plus", "O usuário não fuma").
_BEFORE_VERB = _wordset("ya no ne non nao nem still also tambien aussi anche tambem ancora encore todavia aun ainda")


@lru_cache(maxsize=1 << 12)
def _persons_verb(folded: str) -> tuple[str, tuple[str, ...]]:
    """The verb of a claim whose subject is the person or the team (``_PERSON_SUBJECT``, ``_TEAM_SUBJECT``), the
    first word after it that is not in ``_BEFORE_VERB``, and the words after the verb; ("", ()) for any other
    claim. Asked of every sentence and clause the re-scan reads: its answers are kept."""
    subject = _PERSON_SUBJECT.match(folded) or _TEAM_SUBJECT.match(folded)
    after = [_bare(w) for w in _WORD.findall(folded[subject.end() :])] if subject else []
    at = next((i for i, w in enumerate(after) if w not in _BEFORE_VERB), len(after))
    return (after[at], tuple(after[at + 1 :])) if at < len(after) else ("", ())


# A claim about the person in Hungarian, whose verb most often ends its clause ("A felhasználó Budapesten lakik").
_HU_PERSON = re.compile(r"^\W*(?:a\s+)?felhasznalo\b")


def _last_verb(folded: str) -> str:
    """The verb of a Hungarian claim about the person (``_HU_PERSON``): its last word, where the language puts its
    verb ("A felhasználó Budapesten lakik": "lakik"); "" for any other claim, or one of the person alone."""
    if not _HU_PERSON.match(folded) or len(words := _WORD.findall(folded)) < 4:
        return ""
    return _bare(words[-1])


def _verb_carried(verb: str, after: Sequence[str], words: Sequence[str], pool: Sequence[str]) -> bool:
    """Whether the sources say a claim's verb of the person (``_persons_verb``: the verb and the words ``after`` it)
    in the first person (``words._person_form``): "El usuario ya no fuma" behind "Ya no fumo". A claim that says other
    words after the verb, none of which the measure reads as a content word, is carried so only by a source that says
    nothing else either: a short object is no content word ("El usuario odia el té" behind "Odio el café": the verb
    alone would carry it); a "not" or a "more" after it says no thing ("Der Nutzer raucht nicht mehr")."""
    forms = [w for w in pool if _person_form(w, verb)]
    if not forms or len(words) > 1:
        return bool(forms)
    return all(_negator(w) or w in _STILL for w in after) or len(forms) == len([w for w in pool if w not in _SUBJECTS])


FEW = 3
"""A claim of at most this many content words carries every thing it names (``swapped``)."""

# Words that introduce a thing: an article, a possessive or a preposition (English, Spanish, Portuguese,
# French, Italian; a German noun is a name, ``missing_names``), and an elided one on its word ("d'Airbus").
# The prepositions among them that set a thing beside what a clause says (a place, a time, a scope, a companion:
# "at work", "en el trabajo", "with friends"; ``placed``), not what it is "of", nor what it is for or about ("4
# espacios para la sangría" behind "Usa 4 espacios": the purpose a paraphrase names, no fact of its own).
_SETTING_BESIDE = _wordset(
    "in on at with from by into onto over under en con dans sur avec chez au aux em com nel nella"
) | frozenset(_folded("في مع عند"))
# What such a preposition says with no thing beside it: a bound or an adverb ("at least", "at most", "at first", "at
# all", "at once", "por fin").
_NO_SETTING = _wordset("least most first last all once fin")
_INTRODUCERS = _SETTING_BESIDE | _wordset(
    """the a an this these those my your his her its our their of for about el la los las un una unos unas del al
    de para por mi tu su sus le les une des du pour mon ma mes ton ta tes son sa ses o os as um uma uns
    umas do da dos das no na nos nas pelo pela il lo gli uno della dello dei degli delle per"""
)


def swapped(claim: str, sources: Iterable[str]) -> list[str]:
    """The things a short claim (``FEW`` content words or fewer) names that no source holds: a content word
    after an article, a possessive or a preposition ("the frontend", "in the morning", "d'Airbus") that is
    in no quote, not even as another form of it, when a quote holds a thing the claim leaves out (the one it
    would stand in for). Half of two words is the floor ``SUPPORT`` lets through; "The user writes the
    frontend" behind "I write the backend" keeps the verb and swaps the thing. A verb the claim restates in
    its own form ("Der Nutzer wohnt …" behind "Ich wohne …") is no thing, and a thing the quote leaves
    unsaid and replaces nothing ("The index uses SQLite" behind "We use SQLite, not Postgres") no swap."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    words = _claim_words(folded)
    mine = _things(folded)
    if len(words) > FEW or not mine:
        return []
    texts = list(sources)
    # the quote's own things the claim leaves out: what a missing thing of the claim would stand in for
    if not any(not any(_words_match(w, c) for c in words) for t in texts for w in _things(_flat(t))):
        return []
    joined = _member_of(folded, texts) | _related_verb(folded, texts)
    return [w for w in coverage(claim, texts)[1] if w in mine and w not in joined and not _shortened(w, texts)]


def _related_verb(folded: str, texts: Sequence[str]) -> frozenset[str]:
    """The words of the verb a folded claim in Spanish, French, German, Italian or Portuguese says the person's
    relation by (``_relation_abroad``: "L'utilisatrice a visité Kanazawa"), when a source says the person in that
    relation to its thing (``_says_related``: "Je suis allée à Kanazawa en avril"): the French "a" (has) folds as
    "à", but the participle after it is the relation's verb, no thing swapped for the quote's "avril"."""
    if (m := _abroad_match(folded)) is None or (related := _relation_abroad(m)) is None:
        return frozenset()  # no relation said abroad: nothing to read (the common case, kept cheap)
    family, word, named = related
    verb = next((m.group(k) for k in _ABROAD_FAMILIES if m.group(k)), None)
    clauses = [c for t in texts for c in re.split(r"[.!?;]+", _flat(t))]
    held = [(c, t) for c in clauses for t in map(_bare, _WORD.findall(c)) if _words_match(word, t)]
    if verb is None or not any(_says_related(c, family, t, named) for c, t in held):
        return frozenset()
    return frozenset(map(_bare, _WORD.findall(verb)))


# A member's word, in the languages the gate reads: what a claim calls the person of a group ("a member of a book
# club", "miembro del coro", "membre du club", "Mitglied im Verein", "membro della band").
_MEMBER = _wordset("member members membership miembro miembros membre membres mitglied mitglieder membro membros")


def _member_of(folded: str, texts: Sequence[str]) -> frozenset[str]:
    """The member's words (``_MEMBER``) of a folded claim whose group a source says the person is in (``_in_my_group``,
    "My book club met on Tuesday": the club the person calls theirs, a membership held as they speak) and the claim
    names by its noun: "The user is a member of a book club". Not a group another's ("My sister's book club"), nor
    one left ("I left my book club"): ``_MY_GROUP`` reads neither as the person's."""
    words = _WORD.findall(folded)
    if not (member := [w for w in words if w in _MEMBER]):
        return frozenset()  # no member's word: nothing to read (the common case, kept cheap)
    groups = {w for t in texts for w in _in_my_group(_flat(t)) if w in _MEMBERSHIP}
    return frozenset(member) if groups.intersection(words) else frozenset()


def placed(claim: str, sources: Iterable[str]) -> list[str]:
    """The things a short claim (``FEW`` content words or fewer) sets beside what it says, by a preposition
    (``_SETTING_BESIDE``: a place, a time, a scope, a companion, a reason), that no source holds: "The user hates
    Python at work" behind "I hate Python", "El usuario odia Python en el trabajo" behind "Odio Python". What
    ``swapped`` reads when a quote names a thing the claim's would stand in for, read when none does: a short claim
    says few facts, and a setting of its own is one of them ("I write Go" says nothing of where)."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    if len(_claim_words(folded)) > FEW:
        return []
    toks = _WORD.findall(folded)
    beside: set[str] = set()
    for k, w in enumerate(toks):
        if w not in _SETTING_BESIDE:
            continue
        j = k + 1
        while j < len(toks) and toks[j] in _INTRODUCERS and toks[j] not in _SETTING_BESIDE:
            j += 1  # past the article or the possessive: "at the office", "en mi casa"
        if j < len(toks) and _is_claim_word(thing := _bare(toks[j])) and thing not in _NO_SETTING:
            beside.add(thing)
    if not beside:
        return []  # nothing set beside: no coverage to read (the common case, kept cheap)
    texts = list(sources)
    return [w for w in coverage(claim, texts)[1] if w in beside and not _shortened(w, texts)]


# A reason a claim gives for what it says, as the fold reads it: "because (of)", "due to", "owing to", "thanks to",
# "for" before "its" or "being" ("for its speed", "for being fast"; not "works for Google", "pays for lunch", a
# purpose: ``placed``; nor "for his", "for her", what is done for someone or to some end: "a pie for his kids", "tips
# for his business", seven of LoCoMo's honest observations), "weil", "wegen", "porque", "debido a", "a causa de",
# "gracias a", "parce que", "à cause de", "grâce à", "perché", "poiché", "por causa de", "потому что", "из-за", "因为",
# "由于". What follows it, to the end of its clause (``_CLAUSE_START``, "and"), is the reason (``reasoned``).
_BECAUSE_RU, _OWING_RU = r"\s+".join(map(fold, ["потому", "что"])), fold("из-за")
_REASON = re.compile(
    r"\b(?:(?:because(?:\s+of)?|due\s+to|owing\s+to|thanks\s+to|on\s+account\s+of|weil|wegen|porque|debido\s+a"
    r"|a\s+causa\s+de|gracias\s+a|a\s+cause\s+d(?:e|u|es)|grace\s+a|perche|poiche|por\s+causa\s+d[eoa]s?)\b"
    r"|for\s+(?=(?:its|being)\b)|parce\s+qu(?:e\b|')|a\s+cause\s+d')"
    rf"|(?<!\w)(?:{_BECAUSE_RU}|{_OWING_RU})(?!\w)|{fold('因为')}|{fold('由于')}"
)


REASONED = 2
"""A claim that says at most this many content words beside the reason it gives is read for it (``reasoned``)."""


def reasoned(claim: str, sources: Iterable[str]) -> list[str]:
    """The words of a reason a short claim gives (``_REASON``: "because …", "for its …", "weil …", "porque …",
    "parce que …") that no source holds: "The user hates Python for its speed" behind "I hate Python", "Der Nutzer
    hasst Python, weil es langsam ist" behind "Ich hasse Python". Why the person holds what they hold is a fact of
    its own, and the one a paraphrase adds most easily; a reason its quotes say ("… because it's slow" behind "I hate
    Python because it's so slow") is theirs. Read as ``placed`` reads a setting, of a short claim: when what it says
    beside its reason is ``REASONED`` content words or fewer ("hates Python", "hasst Python"), a fact a reason of its
    own stands out in. A longer one is mostly a paraphrase of a reason the person gave in their own words ("The user
    had a setback due to an injury" for "I had a setback. Last month I got hurt", "initiated a community food drive
    due to the impact of unemployment" for "Seeing the effect unemployment has … made me decide"): read, it refused
    LoCoMo's honest observations."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    spans = [m for m in _REASON.finditer(folded)]
    if not spans:
        return []  # no reason given: nothing to read (the common case, kept cheap)
    why: set[str] = set()
    fact = folded
    for m in spans:
        rest = _CLAUSE_START.split(folded[m.end() :], maxsplit=1)[0]
        reason = _AND.split(rest, maxsplit=1)[0]
        why |= set(_claim_words(reason))
        fact = fact.replace(m.group(0) + reason, " ")
    if len(_claim_words(fact)) > REASONED:
        return []
    texts = list(sources)
    return [w for w in coverage(claim, texts)[1] if w in why and not _shortened(w, texts)]


# A role a claim says the person works in ("works at a bank as a senior analyst", "volunteers at the shelter as a
# vet", "travaille chez Airbus en tant que pilote"), as the fold reads it: "as" and an article, or "en tant que", after
# a word of working within its clause (``_AT_WORK``), then the role, up to three words that end at a function word or
# the clause's end. Not what is done as a workout or a hobby ("is doing kickboxing as a workout"): no work.
_AT_WORK = (
    r"\b(?:work\w*|job|jobs|employ\w*|hired|serv(?:e|es|ed|ing)|volunteer\w*|join\w*|career|position|role|intern\w*"
    r"|trabaj\w*|travaill\w*|arbeit\w*|lavor\w*)\b(?:(?!\b(?:and|but|y|et|und|pero|mais|aber)\b)[^.,;:!?()]){0,60}?"
)
_AS_ROLE = re.compile(
    _AT_WORK + r"(?P<said>\b(?:as\s+(?:an?|the)\b|en\s+tant\s+qu(?:e\b|'))\s*"
    r"(?P<role>(?:[\w'-]+\s+){0,2}?[\w'-]+))"
    r"(?=\s+(?:at|in|for|on|with|and|but|since|from|to|who|which|where|when|while|because|the|a|an|this|that|his|her"
    r"|their|my|our|before|after|during|until|chez|a|de|du|des|pour|dans|depuis|et|mais)\b|\s*[.,;:!?()]|\s*$)"
)


def as_role(claim: str, sources: Iterable[str]) -> list[str]:
    """The words of a role a short claim says the person acts in (``_AS_ROLE``: "The user works at a bank as a senior
    analyst" behind "I work at a bank") that no source holds, when what it says beside the role is ``FEW`` content
    words or fewer and its quotes hold those word for word: the role is a fact of its own, and one a paraphrase adds
    easily. A role its quotes say ("I'm a senior analyst at a bank") is theirs; a claim in another language than its
    quotes ("works as an engineer in 東京" behind "私は東京でエンジニアをしています") is not read."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    spans = list(_AS_ROLE.finditer(folded))
    if not spans:
        return []  # no role said: nothing to read (the common case, kept cheap)
    role = {w for m in spans for w in _claim_words(m.group("role"))}
    fact = folded
    for m in spans:
        fact = fact.replace(m.group("said"), " ")
    if not role or len(_claim_words(fact)) > FEW:
        return []
    texts = list(sources)
    missing = coverage(claim, texts)[1]
    if any(w in missing for w in _claim_words(fact) if w not in role):
        return []  # the rest not carried word for word either (another language's quote): coverage's to read
    return [w for w in missing if w in role and not _shortened(w, texts)]


# What a claim says the person is ("The user is a doctor", "The user is an ER doctor", "The user is 25"), as the fold
# reads it: the role, its head its last word (a number's "years old" left off).
_BEING_CLAIM = re.compile(
    r"^\W*(?:the\s+)?(?:user|person)\s+(?:is|was)\s+(?:(?:an?|the)\s+)?(?P<role>(?:[\w'-]+\s+){0,2}?[\w'-]+)"
    r"(?:\s+years?(?:\s+old)?)?\W*$"
)
# What says the person is the role: a form of "be", "as", "become" (walking back from the role, the nearer of these and
# ``_BESIDE_ROLE`` decides).
_BEING_ROLE = _wordset(
    "i i'm am is are was were we're be been being as become becomes became becoming soy somos era suis bin"
)
# ... and what says the role is another's the person plays, lives or works beside: "I play a doctor on TV", "I work
# with doctors", "I married a doctor", "I see a doctor weekly", "I work for a pilot", "I'm married to a doctor".
_BESIDE_ROLE = _wordset(
    """play plays played playing portray portrays portrayed portraying with for to beside near married marry marries
    marrying dating date dated dates met meet meets see sees saw seeing visit visits visited know knew"""
)
_BESIDE_ROLE_REACH = 4
# ... but a "to" after a word of being raised or named to a role says the person became it ("I got promoted to senior
# engineer", "I was appointed to head of sales").
_RAISED_TO = _wordset("promoted promote promotes appointed elected named upgraded bumped")
_ROLE_ARTICLES = _wordset("the a an")
# ... and a pretence before it in its sentence: "My fake ID says I'm 25", "I pretend I'm a doctor", "I lied that I'm
# a pilot" is no more so than a role played.
_PRETENCE = re.compile(
    r"\b(?:fake[ds]?|faking|forged|counterfeit|false|pretend\w*|pose[ds]?\s+as|posing\s+as|impersonat\w*"
    r"|lie[ds]?\s+(?:about|that)|lying\s+(?:about|that)"
    # ... or a costume ("I dressed up as a nurse", "I'm going as a nurse", "my costume is a nurse", "I cosplay a pilot")
    r"|dress(?:ed|es|ing)?\s+(?:up\s+)?as|(?:going|went|go|goes)\s+as|costumes?|cosplay\w*)\b"
)
# ... or after it: a costume's occasion ("I'm a nurse for Halloween", "… for the costume party", "… for carnival").
_COSTUME_AFTER = re.compile(
    r"[\w'-]+(?:\s+(?!and\b|but\b)[\w'-]+){0,3}?\s+for\s+(?:halloween|carnival|carnaval|purim|fasching|karneval"
    r"|cosplay|comic[\s-]?con|(?:the|a|our|my|this)\s+(?:costume|fancy[\s-]dress|dress[\s-]up|halloween)\s+party)\b"
)
_ROLE_STOP = re.compile(r"[.;!?\n]|\b(?:but|actually|really|truly|in\s+fact|in\s+reality)\b")
# Where a sentence ends for this reading: a mark not inside a word ("nurse.jane@mail.com" is one address).
_ROLE_SENTENCE = re.compile(r"[.!?\n\u3002](?!\w)")
# A word inside a handle, an address or a user name ("pilot_mike", "pilot99", "@pilot", "nurse.jane@mail.com").
_IN_HANDLE = re.compile(r"[_\d@]")
_ROLE_NOT_NOUN = _wordset(
    "of in at on with from to for by about into than and or not no near like as over under after before behind"
)


def _not_being(folded: str, toks: Sequence[str], at: int, start: int) -> bool:
    """Whether the role word ``toks[at]`` (at ``start`` in its folded sentence ``folded``) is said of another than the
    person: after a pretence in its sentence (``_PRETENCE``), before a costume's occasion (``_COSTUME_AFTER``), or
    after a word of playing or being beside (``_BESIDE_ROLE``) nearer than one of being (``_BEING_ROLE``)."""
    if any(_PRETENCE.search(part) for part in _ROLE_STOP.split(folded[:start])[-1:]):
        return True
    if _COSTUME_AFTER.match(folded, start):
        return True
    for i in reversed(range(max(0, at - _BESIDE_ROLE_REACH), at)):
        before = toks[i]
        if before in _BEING_ROLE or (
            before == "to" and i and toks[i - 1] in _RAISED_TO and not _ROLE_ARTICLES & set(toks[i + 1 : at])
        ):
            return False  # "promoted to" it is being it ("I got promoted to senior engineer"; not "… to assist the …")
        if before in _BESIDE_ROLE:
            return True
    return False


def beside_role(claim: str, sources: Iterable[str]) -> list[str]:
    """What a claim says the person is (``_BEING_CLAIM``) that its sources say only of another, or as a pretence
    (``_not_being``): "The user is a doctor" behind "I play a doctor on TV", "I work with doctors", "I married a
    doctor", "I'm a doctor's assistant"; "The user is a pilot" behind "My username is pilot_mike"; "The user is 25"
    behind "My fake ID says I'm 25". One place where the person is it is enough ("I'm a doctor at St Mary's", "I
    work as a pilot", "I'm 25, and my fake ID says 21"); a claim whose role no source holds is coverage's to read."""
    m = _BEING_CLAIM.match(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return []
    *role, head = m.group("role").split()
    if any(w in _ROLE_NOT_NOUN for w in role) or any(w.endswith("ing") for w in role[:1] or [head]):
        # not a noun's phrase ("a fan of Python", "based in Austin", "is house-hunting"): another reading's
        return []
    number = head.isdigit()
    said: list[str] = []
    for text in sources:
        for sentence in _ROLE_SENTENCE.split(_flat(text)):
            if number:
                for n in re.finditer(rf"(?<![\w.,]){re.escape(head)}(?![\w]|[.,]\d)", sentence):
                    toks = [_bare(w) for w in _WORD.findall(sentence[: n.start()])]
                    if not _not_being(sentence, toks, len(toks), n.start()):
                        return []
                    said.append(sentence[: n.end()].strip())
                continue
            spans = list(re.finditer(rf"{_WORD.pattern}|[\w@]+", sentence))
            toks = [_bare(s.group(0)) for s in spans]
            for i, s in enumerate(spans):
                parts = [_bare(p) for p in _IN_HANDLE.split(s.group(0)) if p]
                if not any(_words_match(head, p) for p in parts):
                    continue
                # someone's ("a doctor's assistant"), or inside a name of the person's ("pilot_mike", "pilot99",
                # "nurse.jane@mail.com")
                whose = s.group(0).endswith(("'s", "s'")) and i + 1 < len(spans)
                handle = bool(_IN_HANDLE.search(s.group(0)) or re.match(r"[.@]\w", sentence[s.end() :]))
                handle = handle or sentence[max(0, s.start() - 1) : s.start()] in ("@", ".")
                if not (whose or handle) and not _not_being(sentence, toks, i, s.start()):
                    return []
                said.append(" ".join(toks[max(0, i - 2) : i + 2]))
    return list(dict.fromkeys(said))


# Selling (folded: "sells", "vende", "verkauft", "vend"): a short claim that says it says what the person does with
# a thing, and says it of their trade — the verb a paraphrase swaps a verb for ("uses" → "runs", "has") is never
# selling (``sold``). What says a trade in the quotes: a word of selling, a sale, a shop or a customer.
_SELLING = _wordset(
    """sell sells sold selling resell resells vende vendo venden vendemos vender vendia vendi verkauft verkaufe
    verkaufen verkaufte vend vends vendons vendent vendre vendu vendere vendiamo vendono"""
)
_TRADE_SAID = re.compile(
    r"\b(?:sell|sold|sale|resale|shop|store|customer|client|retail|vend|venta|tienda|verkauf|laden|kunde|vente"
    r"|boutique|negozi|loja)\w*"
)


def sold(claim: str, sources: Iterable[str]) -> list[str]:
    """A short claim's (``FEW`` content words or fewer) word of selling that its sources say no trade of (no word of
    selling, a sale, a shop or a customer: ``_TRADE_SAID``): "The user sells Windows" behind "I use Windows at work",
    "El usuario vende coches" behind "Tengo dos coches". The verb of a short claim is otherwise not read: a paraphrase
    swaps verbs ("Been doing some promotion for my business" → "is working on promoting his business"; of LoCoMo's 733
    passing observations, 3 short ones say a verb their quotes do not, each an honest paraphrase)."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if len(_claim_words(folded)) > FEW:
        return []
    selling = [w for w in map(_bare, _WORD.findall(folded)) if w in _SELLING]
    if not selling or any(_TRADE_SAID.search(_flat(t)) for t in sources):
        return []
    return selling


# States of one kind that exclude each other (folded words, as patterns on a word): a claim that says one its
# sources never say, where they say another of its kind, says another fact ("The user is married to Anna" behind
# "I'm engaged to Anna"; "The user lives in Berlin" behind "I'm in Berlin for a conference"; "The user studies at
# Stanford" behind "I got into Stanford but went to Berkeley"; "The user owns a flat in Leeds" behind "I rent a flat in
# Leeds"). Each kind: its states, each a pattern of its words.
_STATES: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = tuple(
    (kind, tuple(re.compile(rf"^(?:{state})$") for state in states))
    for kind, states in (
        (
            "partner",
            (
                r"married|marry|marries|marriage|wed|weds|wedded|husband|wife|spouse|casad[oa]s?|casei|casou|marie|mariee"
                r"|mari|verheiratet|ehemann|ehefrau|sposat[oa]|marit[oa]|moglie|esposa|esposo|marido",
                r"engaged|engagement|fiance|fiancee|prometid[oa]|comprometid[oa]|verlobt\w*",
                r"dating|boyfriend|girlfriend|novi[oa]",
                r"divorc\w*|geschieden|scheidung|divorzi\w*",
                r"separated|separating|separation|separad[oa]s?|separee?s?|getrennt|separat[oa]",
                r"widow|widowed|widower|viud[oa]|veuf|veuve|verwitwet|witwer?|vedov[oa]",
            ),
        ),
        (
            "home",
            (
                # (and moved there: "I moved to Oslo in 2019", "we settled in Oslo")
                r"live|lives|living|lived|reside\w*|resident|based|home|vivo|vive|vivimos|viven|vivir|habit\w*|wohn\w*"
                r"|abit\w*|moro|mora|moramos|moved|relocated|settled",
                # (and a place only seen or stayed at: "I want to see Berlin", "I'm stuck in Oslo for the night", "I'm
                # in Oslo for work": ``_STAY_FOR``)
                r"visit\w*|trip|vacation|holiday|conference|tourist|travel\w*|viaje|vacaciones|visita\w*|voyage"
                r"|vacances|reise|urlaub|besuch\w*|viaggio|vacanz\w*|ferias|see|seeing|stuck|stranded"
                r"|layover|stopover|passing|for\s.+|right\s+now|at\s+the\s+moment",
                # a place gone to daily or for a season: "I commute to Berlin", "I spend summers in Berlin"
                r"commut\w*|pendl\w*|pendel\w*|summers|winters",
                # ... or come from or raised in ("I'm from Berlin originally", "I'm from Oslo", "I was raised in Oslo";
                # "I grew up in Oslo", "I was born in Oslo" are a past: ``dated``; a "from" of origin only:
                # ``_origin_only``)
                r"from|originally|hometown|native|raised",
                # ... or only moving to ("I'm moving to Oslo", "We're relocating to Oslo"; "The user plans to move to
                # Berlin" behind "I want to see Berlin one day")
                r"moving|move|moves|relocating|relocate|relocation",
            ),
        ),
        (
            "school",
            (
                r"stud(?:y|ies|ying|ent|ents)|enrolled|attend\w*|major\w*|estudi\w*|etudi\w*|studier\w*|student\w*"
                r"|studia\w*|matricul\w*",
                r"admitted|admission\w*|accepted|waitlist\w*|admitid[oa]|zugelassen|ammess[oa]",
                r"graduat\w*|alumn\w*|egresad[oa]|diplome|abschluss|laure\w*",
            ),
        ),
        (
            "tenure",
            (
                r"own|owns|owned|owning|owner|owners|homeowner|landlord|propietari[oa]s?|duen[oa]s?|eigentumer\w*"
                r"|proprietaire\w*|proprietari[oa]|proprietari[oa]s?",
                r"rent|rents|rented|renting|renter|renters|tenant|tenants|lease|leases|leased|leasing|sublet\w*|borrow"
                r"|borrows|borrowed|borrowing|alquil\w*|arrend\w*|inquilin[oa]s?|miete|mieten|mietet|gemietet|mieter\w*"
                r"|locataire\w*|affitt\w*|alug\w*",
            ),
        ),
    )
)


# A stay in a place for a purpose or a span ("I'm in Oslo for work", "… for the night", "… for a few days", "… right
# now"), read as a stay of ``_STATES``' "home" kind.
_STAY_FOR = re.compile(
    r"\b(?:i'm|i\s+am|we're|we\s+are|i'll\s+be|i\s+will\s+be)\s+(?:\w+\s+){0,3}?in\s+[\w' -]+?\s+"
    r"(?P<span>for\s+(?:work|business|(?:a|an|the|one|two|three|few|couple|this|next)\s+(?:(?:few|couple\s+of)\s+)?(?:night|nights|day|days|week|weeks"
    r"|weekend|month|months|summer|meeting|conference|wedding|while|funeral))|right\s+now|at\s+the\s+moment)\b"
)


# "From" of where one comes from: after a form of "be" or "come" ("I'm from Oslo", "The user is originally from
# Oslo", "… comes from Oslo"), not a thing's ("a scarf from my mom", "the train from Oslo").
_NOT_ORIGIN = re.compile(
    r"(?<!\bis\s)(?<!\bam\s)(?<!\bare\s)(?<!\bi'm\s)(?<!\bwe're\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)"
    r"(?<!\bcome\s)(?<!\bcomes\s)(?<!\bcame\s)(?<!\bhail\s)(?<!\bhails\s)(?<!\boriginally\s)(?<!\bboth\s)"
    r"\bfrom\b"
)


def _origin_only(folded: str) -> str:
    """A folded text with each "from" that says no origin (``_NOT_ORIGIN``) blanked, for ``other_state``."""
    return _NOT_ORIGIN.sub("    ", folded)


def other_state(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """Each state of a kind (``_STATES``) the claim says and no source says, with the one of its kind a source says
    instead ("married" where the sources say "engaged"): a person engaged is not married, one at a conference does not
    live there. A claim that says both states, or sources that say the claim's too, are not read."""
    said = [_bare(w) for w in _WORD.findall(_origin_only(_flat(MARKER_RE.sub(" ", claim))))]
    held = [_bare(w) for t in sources for w in _WORD.findall(_origin_only(_flat(t)))]
    held += [m.group("span") for t in sources for m in _STAY_FOR.finditer(_flat(t))]
    out: list[tuple[str, str]] = []
    for _kind, states in _STATES:
        claimed = [i for i, state in enumerate(states) if any(state.match(w) for w in said)]
        if len(claimed) != 1:
            continue
        own = states[claimed[0]]
        if any(own.match(w) for w in held):
            continue
        others = [w for w in held for i, state in enumerate(states) if i != claimed[0] and state.match(w)]
        # (a word that tells more than "from" does, when one is held: "originally" of "I'm from Berlin originally")
        other = next((w for w in others if w != "from"), others[0] if others else None)
        if other is not None:
            out.append((next(w for w in said if own.match(w)), other))
    return out


def excepted(claim: str, sources: Iterable[str]) -> list[str]:
    """Where a source leaves the person out of what its sentence says of a whole (``words._LEFT_OUT``: "Nobody in my
    family has diabetes except me", "Everyone except me uses vim", "Todos menos yo fuman") and the claim says every
    content word of that sentence but not that the person is left out (``words._USER_LEFT_OUT``): "Nobody in the
    user's family has diabetes" says it of a family the person is in. The words left out ("except me"). A claim that
    says what the person alone does ("The user has diabetes", "The user does not use vim": the whole's "not" turned)
    does not say the sentence's whole, and is not read."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    if _USER_LEFT_OUT.search(flat):
        return []
    claimed = [_bare(w) for w in _WORD.findall(flat)]
    out: list[str] = []
    for source in sources:
        for _start, _stop, sentence, left in _leaving_out(_flat(source)):
            whole = _claim_words(sentence)
            said = all(any(_words_match(w, c) for c in claimed) for w in whole)
            if whole and said and _is_negative(sentence) == _is_negative(flat):
                out.append(left)
    return out


def _leaving_out(text: str) -> list[tuple[int, int, str, str]]:
    """Each sentence of a folded text that leaves the person out of what it says of a whole (``words._LEFT_OUT``:
    "Nobody in my family has diabetes except me", "Todos menos yo fuman"): its span, what it says of the whole (the
    sentence without the words that leave the person out) and those words ("except me")."""
    out: list[tuple[int, int, str, str]] = []
    for m in _LEFT_OUT.finditer(text):
        start = max((s.end() for s in _SENTENCE_STOP.finditer(text, 0, m.start())), default=0)
        stop = _SENTENCE_STOP.search(text, m.end())
        end = stop.start() if stop else len(text)
        out.append((start, end, f"{text[start : m.start()]} {text[m.end() : end]}", m.group(0).strip()))
    return out


def _person_polarity(text: str) -> tuple[list[tuple[str, bool]], bool]:
    """Each word of a folded text with whether a negation applies to it as the person has it (``words._polarity``),
    and whether the text negates anything for them: a sentence that leaves the person out of what it says of a whole
    (``_leaving_out``) says the opposite of them — "Nobody in my family has diabetes except me" has it, "Everyone in my
    family has diabetes except me" does not."""
    rest = text
    turned: list[tuple[str, bool]] = []
    for start, stop, sentence, _left in _leaving_out(text):
        rest = rest[:start] + " " * (stop - start) + rest[stop:]
        negated = not _is_negative(sentence)
        turned += [(w, negated) for w, _ in _polarity(sentence)]
    return [*_polarity(rest), *turned], _is_negative(rest) or any(neg for _, neg in turned)


# The fewest content words of a clause that says something of its own (``added``).
ADDED = 2


def added(claim: str, sources: Iterable[str]) -> list[str]:
    """The clauses of a claim (cut as ``_clauses`` cuts them: at a comma, a "but", an "and" …) that say ``ADDED``
    content words or more and not one its sources carry: a clause of its own, which a sentence's share of carried words
    (``SUPPORT``) lets through when the rest of the sentence restates them ("The nightly backup runs at 02:00 on the
    NAS and emails the finance team", "…, encrypted with the offsite key", "… und rollt montags zurück"). A clause
    that says one word of its sources in other words keeps it ("Nightly backup: 02:00, on the NAS"; "… over Paddle,
    which was too expensive"). Each as its folded words."""
    texts = list(sources)
    out: list[str] = []
    for clause in _clauses(_flat(MARKER_RE.sub(" ", claim))):
        share, missing = coverage(clause, texts)
        if share == 0 and len(missing) >= ADDED:
            out.append(" ".join(clause.split()))
    return out


# What may stand between a verb and its object, the same in a claim and its quote ("plays the piano").
_DETERMINING = _wordset("the a an my your his her its our their some")
# A word of degree that says the word after it is a quality (``words._DEGREE``, and as the other languages say it):
# the same one before a quality in a claim and its quote ("was too slow", "was too expensive") aligns them on it.
_QUALITY = _DEGREE | _wordset("demasiado muy tan zu sehr trop tres troppo molto muito")
# ... and what stands between a thing and its quality ("Paddle was too slow", "Paddle era demasiado lento", "Paddle war
# zu langsam"): an article, a possessive, a form of "be".
_BETWEEN_QUALITY = (
    _DETERMINING
    | _QUALITY
    | _BE
    | _wordset("es era fue son eran esta estaba estan ist war sind waren est etait sont etaient sono erano foi eram")
)
# ... and on a quote's side, an "only" between the verb and its object ("I only speak French", "Solo hablo francés",
# "Je parle seulement français", "Je ne parle que français"): the object is still the one the verb takes.
_ONLY_BETWEEN = _wordset("only solo solamente unicamente seulement uniquement que nur soltanto somente apenas")
_RUN_END = re.compile(r"[.,;:!?\n()]")


def _runs(folded: str) -> list[list[str]]:
    """A folded text's runs of words between punctuation, each word bare."""
    return [[_bare(w) for w in _WORD.findall(part)] for part in _RUN_END.split(folded)]


def _acted(toks: Sequence[str], k: int) -> bool:
    """``toks[k]`` is a verb the person says of themselves or of someone of theirs: right after "I", "we", "he" …, or
    after a possessive and its noun ("I drink", "my son plays"; not "the app runs"), or the French "ne … que" said of
    themselves ("je ne parle que français": an only, its "que" right after the verb; not "je ne fume plus")."""
    return (
        (k > 0 and toks[k - 1] in _SUBJECTS | _DOERS)
        or (k > 1 and toks[k - 2] in _MY | _OUR)
        or (1 < k < len(toks) - 1 and toks[k - 1] == "ne" and toks[k - 2] in _SUBJECTS and toks[k + 1] == "que")
    )


def substituted(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """A short claim's (``FEW`` content words or fewer) word that no quote holds, standing right after a word of its
    own that a quote holds as a verb the person says of themselves or of someone of theirs (``_acted``; an article or
    a possessive between), where the quote has a content word of its own that the claim does not say, followed in
    both by the same next content word or by nothing: the claim and the quote aligned on the words they share, one
    word swapped ("The user drinks coffee every morning" behind "I drink tea every morning", "The user's son plays
    tennis" behind "My son plays soccer"). Each pair: the claim's word, the quote's. A word the claim says first ("The
    user enjoys hiking" behind "I love hiking": the verb, another word for it) is not read, nor one after a word the
    quote does not hold as such a verb ("La app funciona en …" behind "La app opera en …") or after a preposition
    ("works remotely" behind "work from home"), nor two words of one side of ``_EXCLUDED`` ("regenerated daily"
    behind "… nightly"), nor a past of the claim's word ("runs" behind "ran": the tense readings weigh it)."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    words = _claim_words(folded)
    texts = list(sources)
    missing = set(coverage(claim, texts)[1]) if 0 < len(words) <= FEW else set()
    if not missing:
        return []
    quoted = [run for t in texts for run in _runs(_flat(t))]
    out: list[tuple[str, str]] = []
    for run in _runs(folded):
        for i, word in enumerate(run):
            j = i - 1
            while j >= 0 and run[j] in _BETWEEN_QUALITY:
                j -= 1
            if word not in missing or j < 0 or not _is_claim_word(run[j]) or run[j] in missing:
                continue
            after = [w for w in run[i + 1 :] if _is_claim_word(w)]
            if after and after[0] in missing:
                continue
            degree = [w for w in run[j + 1 : i] if w in _QUALITY]
            if not degree and any(w not in _DETERMINING for w in run[j + 1 : i]):
                continue  # a "be" with no word of degree: no quality aligned
            for said in quoted:
                for k in (k for k, w in enumerate(said) if _words_match(run[j], w)):
                    x = k + 1
                    while x < len(said) and (said[x] in _BETWEEN_QUALITY or said[x] in _ONLY_BETWEEN):
                        x += 1
                    if degree != [w for w in said[k + 1 : x] if w in _QUALITY] or not (degree or _acted(said, k)):
                        continue  # the same word of degree before both, or a verb the person says of theirs
                    if x >= len(said) or not _is_claim_word(said[x]) or any(_words_match(said[x], w) for w in words):
                        continue
                    rest = [w for w in said[x + 1 :] if _is_claim_word(w)]
                    # "daily", "nightly"; "runs", "ran" (the tense readings' to weigh)
                    same = any(word in side and said[x] in side for side, _ in _EXCLUDED) or _past_of(said[x], word)
                    if not same and ((not after and not rest) or (after and rest and _words_match(after[0], rest[0]))):
                        out.append((word, said[x]))
    return list(dict.fromkeys(out))


# What follows a verb, not a noun: an article or a possessive starts its object ("her dog loves the beach"), "to" its
# infinitive ("her dog loves to swim"). A run of content words followed by one ends in a verb, not in a noun.
_AFTER_VERB = _DETERMINING | _wordset("to")


class _Phrase(NamedTuple):
    """A noun phrase of a text (``_phrases``)."""

    words: list[str]  # its content words, bare ("kidney", "transplant")
    after: str  # the word after it, "" at a mark or the end
    subject: bool  # nothing but articles, possessives, prepositions and the person before it: the clause's subject


def _phrases(folded: str) -> list[_Phrase]:
    """A folded text's noun phrases: each run of content words an article, a possessive or a preposition introduces
    (``_INTRODUCERS``; "a kidney transplant", "the backend"), up to the first other word or mark. A possessor ends its
    phrase and opens the next ("my kid's school": "kid", then "school")."""
    out: list[_Phrase] = []
    for part in _RUN_END.split(folded):
        said = _WORD.findall(part)
        run = [_bare(w) for w in said]
        for k, opener in enumerate(run):
            if opener not in _INTRODUCERS and not (said[k].endswith("'s") and k + 1 < len(run)):
                continue
            j = k + 1
            while j < len(run) and _in_phrase(said[j], run[j]):
                j += 1
                if said[j - 1].endswith("'s"):
                    break
            if j > k + 1:
                subject = all(w in _INTRODUCERS or w in _PERSON for w in run[:k])
                out.append(_Phrase(run[k + 1 : j], run[j] if j < len(run) else "", subject))
    return out


def _in_phrase(said: str, word: str) -> bool:
    """A word (as said, and bare) goes on a noun phrase (``_phrases``): a content word that introduces none, not a
    pronoun ("something fun": ``_NAMES_NO_ONE``), not a contraction ("a memory I'll never forget")."""
    return (
        word not in _INTRODUCERS
        and word not in _NAMES_NO_ONE
        and _is_claim_word(word)
        and ("'" not in said or said.endswith("'s"))
    )


def _same_noun(word: str, other: str) -> bool:
    """Two words are one noun: the same, or one the other's plural ("car", "cars"). Not a stem match: "memorable" is
    not "memory", "younger" not "young"."""
    return word == other or word in (other + "s", other + "es") or other in (word + "s", word + "es")


# Heads that name only the field, the stuff or the side of what their modifier names ("the tech industry" for
# "tech", "the backend code" for "the backend"): no thing of their own (``headed``).
_FIELD_HEADS = _wordset("industry field sector world scene space domain area side code stuff thing things")


def _noun_pair(phrase: _Phrase) -> bool:
    """A phrase's last two words are a noun and the noun before it (``_phrases``), as far as their forms tell. Not:
    a verb (a word after the phrase that a verb's object or infinitive opens, ``_AFTER_VERB``; a head in "-ed" or an
    irregular past, a modifier in "-ing": "her dog loves the beach", "donations raised", "the p95 kept under 300 ms",
    "supporting veterans"); a superlative before its noun ("the oldest sibling" behind "I'm the oldest": a quality
    the quote says as a noun); an adverb or a reflexive as the head (``_BETWEEN``, "-ly": "a fair recently", "a
    mentor herself"); a head that names people at large or the field of its modifier (``_PARTIES_BARE``,
    ``_FIELD_HEADS``: "new people", "the tech industry"); the clause's subject, whose next word may be its verb ("The
    frontend runs on Fly.io", "The user's sister lives in Madrid")."""
    if len(phrase.words) < 2 or phrase.after in _AFTER_VERB or phrase.subject:
        return False
    modifier, head = phrase.words[-2:]
    return not (
        head in _BETWEEN
        or head in _PARTIES_BARE
        or head in _FIELD_HEADS
        or head.endswith(("ly", "ed"))
        or head in _IRREGULAR_PAST
        or modifier.endswith(("est", "ing"))
    )


def headed(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """A noun phrase of a short clause of the claim (``FEW`` content words or fewer, as ``_clauses`` cuts it) whose
    last word (its head: what the thing is) no quote holds, where a quote holds the word before it (its modifier: of
    what kind) as a noun of its own ("a kidney", "a car") or before another head the claim does not say ("a kidney
    stone"): "The user has a kidney transplant" behind "I have a kidney stone" or "I need a kidney"; "has a car loan"
    behind "I have a car"; "had a house fire" behind "I own a house". A thing named by what it is made of, for or
    about is another thing, a new fact, and a short clause says few (as ``swapped`` reads a short claim's things;
    ``continued`` reads the other way, a quote's head the claim leaves off). A long clause restates in other words
    ("a great discussion" for "a great talk"), and is not read. A modifier the claim writes with a capital is a name
    the head says the kind of ("a Honda car" behind "I have a Honda"); the quote's head in short ("beach pics" for
    "beach pictures") is the claim's. Each pair: the claim's phrase, the quote's."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    mine = [
        phrase.words[-2:]
        for clause in _clauses(folded)
        if len(_claim_words(clause)) <= FEW
        for phrase in _phrases(clause)
        if _noun_pair(phrase)
    ]
    if not mine:
        return []  # no short clause's phrase of two nouns: nothing to read (the common case, kept cheap)
    texts = list(sources)
    missing = set(coverage(claim, texts)[1])
    names = {_flat(w) for w in _WORD.findall(claim) if w[:1].isupper()}
    words = _claim_words(folded)
    theirs = [phrase.words for t in texts for phrase in _phrases(_flat(t))]
    out: list[tuple[str, str]] = []
    for modifier, head in mine:
        if head not in missing or modifier in missing or modifier in names or _shortened(head, texts):
            continue
        if head in _WHERE_OR_WHEN:  # an adverb of place or time after the object, no head ("brought their dog home")
            continue
        for run in theirs:
            for k in (k for k, w in enumerate(run) if _same_noun(modifier, w)):
                if k == len(run) - 1:  # the quote's noun, to which the claim adds a head ("a car" → "a car loan")
                    out.append((f"{modifier} {head}", run[k]))
                elif not any(_words_match(run[k + 1], w) for w in words) and not head.startswith(run[k + 1][:3]):
                    out.append((f"{modifier} {head}", f"{run[k]} {run[k + 1]}"))  # its head swapped for the claim's
    return list(dict.fromkeys(out))


# A claim that names one of the person's people ("The user's manager is Bob", "Bob is the user's manager"), as the
# fold reads it: the role and who.
_ROLE_CLAIM = re.compile(
    r"^\W*(?:the\s+)?(?:user's|person's)\s+(?P<role>[\w'-]+)\s+(?:is|was)\s+(?P<who>[^.,;!?]+?)\W*$"
    r"|^\W*(?P<who2>[^.,;!?]+?)\s+(?:is|was)\s+(?:the\s+)?(?:user's|person's)\s+(?P<role2>[\w'-]+)\W*$"
)
_THIRD_POSSESSIVES = _wordset("her his their its")


def chained(claim: str, sources: Iterable[str]) -> list[str]:
    """Whose the role a claim names as the person's its quotes say of who it names (``_ROLE_CLAIM``), when they say it
    only of someone else's: "The user's manager is Bob" behind "My manager is Alice, and Bob is her manager" (a
    possessive chain: "her manager" is Alice's), "… Alice's manager is Bob". A clause of a quote (cut at "and") that
    holds who and the role after "my" is the person's: nothing is read."""
    m = _ROLE_CLAIM.match(_flat(MARKER_RE.sub(" ", claim)))
    if m is None or (role := m.group("role") or m.group("role2")) not in _KIN:
        return []
    who = [w for w in map(_bare, _WORD.findall(m.group("who") or m.group("who2"))) if _is_claim_word(w)]
    if not who:
        return []
    out: list[str] = []
    for text in sources:
        for clause in _clauses(_flat(text)):
            toks = _WORD.findall(clause)
            if not any(_words_match(w, _bare(t)) for w in who for t in toks):
                continue
            for before, tok in zip(["", *toks], toks, strict=False):
                if _bare(tok) != role:
                    continue
                if before in _MY:
                    return []
                if before in _THIRD_POSSESSIVES or (before.endswith("'s") and before not in _THEIRS):
                    out.append(f"{before} {tok}")
    return list(dict.fromkeys(out))


# Words that may stand between a subject and its verb and leave the subject as it is: an adverb ("The API now
# uses Redis", "Maria really prefers tabs", "Ana herself leads it"); a word in "-ly" is one too; and a reason's
# "because", which opens a clause of its own ("Dejamos Paddle porque era lento": "porque" continues no noun).
_BETWEEN = (
    _SKIPPED
    | _BECAUSE
    | _wordset(
        """now still also too then today already often usually sometimes never always just only mainly mostly
    herself himself themselves itself myself ourselves yourself alone"""
    )
)


def _spans(folded: str) -> list[tuple[str, bool, bool]]:
    """The words of a folded text (``_bare``), each with whether only spaces stand between it and the next
    (no comma, no bracket: "Maria, my manager, prefers" is an apposition), and whether it is a possessor
    ("maria's")."""
    found = list(_WORD.finditer(folded))
    return [
        (
            _bare(m.group(0)),
            i + 1 < len(found) and not folded[m.end() : found[i + 1].start()].strip(),
            m.group(0).endswith("'s"),
        )
        for i, m in enumerate(found)
    ]


class Continued(NamedTuple):
    """A claim's subject word its sources continue by a noun the claim leaves out (``continued``)."""

    head: str  # the claim's word ("maria", "api")
    noun: str  # the noun the sources continue it with ("manager", "gateway")
    possessor: bool  # the sources say the word as its possessor ("maria's manager"), not as a modifier ("api gateway")

    def __str__(self) -> str:
        return self.head + ("'s" if self.possessor else "") + " " + self.noun


def continued(claim: str, sources: Iterable[str]) -> list[Continued]:
    """The words that head a claim's subject whose sources continue the subject with a noun the claim leaves
    out: "Maria prefers tabs" behind "Maria's manager prefers tabs", "The user's sister lives in Berlin"
    behind "My sister's husband lives in Berlin", "The API uses Redis" behind "The API gateway uses Redis". In
    English the head of a noun phrase is its last word before the verb: a quote that says the claim's subject
    word, then a word the claim does not say, then the claim's next word ("maria's manager prefers") says its
    verb of another thing. A possessor is never the subject (``Continued.possessor``: the caller refuses
    it); a noun before another noun is its modifier, and a claim that names the modifier alone may be the
    shorthand the person uses ("Staging runs on k3s" behind "The staging cluster runs on k3s") or another
    thing ("The API" for "the API gateway"): a machine cannot tell. A word before the subject's head ("The
    old server runs Debian" behind "The server runs Debian"), an adverb (``_BETWEEN``, "-ly"), an apposition
    set off by commas ("Maria, my manager, prefers tabs") or a name right after a noun that is no possessor
    ("My dog Rex sleeps in the office"), a noun the claim says elsewhere ("My wife's name is Ana" behind "The
    user's wife is named Ana") or a quote that also says the two words together is no such thing. The
    claim's subject is read from its opening: past its articles and possessives ("The user's sister"), the
    words its sources say in the same order, up to the first pair they do not; a claim that opens with a
    pronoun or a verb ("We use …") has no subject to read."""
    toks = _spans(_flat(MARKER_RE.sub(" ", claim)))
    i = 0
    while i < len(toks) and (toks[i][0] in _INTRODUCERS or toks[i][2]):  # "The user's sister": past "the user's"
        i += 1
    if i >= len(toks) or toks[i][0] in _STOP:
        return []
    texts = list(sources)
    spans = [_spans(_flat(t)) for t in texts]
    said = {w for w, _, _ in toks}
    names: set[str] | None = None  # the sources' names, read when a noun stands between
    for _ in range(3):  # a subject of three words at most
        if i + 1 >= len(toks) or not toks[i][1]:
            return []
        head, nxt = toks[i][0], toks[i + 1][0]
        together = False
        found: list[Continued] = []
        for words in spans:
            for k in range(len(words) - 1):
                if not (words[k][1] and _words_match(words[k][0], head)):
                    continue
                if _words_match(words[k + 1][0], nxt):
                    together = True
                elif k + 2 < len(words) and words[k + 1][1] and _words_match(words[k + 2][0], nxt):
                    n = words[k + 1][0]
                    if n in _STOP or n in _BETWEEN or n in _NAMING or n.endswith("ly"):
                        continue  # no noun: a word between, or the name's participle ("my cat is called Mochi")
                    if any(_words_match(n, w) for w in said):
                        continue  # the claim says that noun too, in another place ("wife's name" / "wife is named")
                    if names is None:
                        names = {_flat(_bare(x)) for t in texts for x in _names(t)}
                    if n in names and not words[k][2]:
                        continue  # a name after a noun is the same thing named ("my dog Rex", "my manager Maria")
                    found.append(Continued(head, n, words[k][2]))
        if together:
            i += 1
            continue
        return sorted(found, key=lambda c: not c.possessor)[:1]
    return []


# A claim about the person: its subject is the person in the third person ("The user works at …", "El usuario vive
# en …", "L'utilisateur habite …", "Der Nutzer wohnt …", "L'utente vive …", "O usuário mora …", "Użytkownik mieszka …",
# "Kullanıcı doktor";
# not "the user's"), its article left out as a title leaves it ("User allergic to peanuts", "Usuario vive en Valencia",
# "Nutzer wohnt …").
_PERSON_SUBJECT = re.compile(
    r"^\W*(?:the\s+(?:user|person)|user|(?:(?:el|la)\s+)?usuari[oa]|l'utilisat(?:eur|rice)|utilisat(?:eur|rice)"
    r"|(?:(?:der|die)\s+)?(?:be)?nutzer(?:in)?|l'utente|utente|(?:(?:o|a)\s+)?(?:usuari[oa]|utilizador[a]?)"
    r"|uzytkownik|uzytkowniczka|kullanici|pengguna"
    # Dutch, Swedish, Norwegian, Danish, Czech, Hungarian, Finnish, Greek ("De gebruiker woont in Gent", "Användaren bor
    # i Malmö", "Uživatel bydlí v Praze", "A felhasználó orvos", "Käyttäjä asuu Helsingissä", "Käyttäjällä on koira"
    # (the user has), "Ο χρήστης μένει …")
    r"|(?:de\s+)?gebruiker|anvandaren|brukeren|brugeren|uzivatel(?:ka)?|(?:a\s+)?felhasznalo|kayttaja(?:lla)?"
    # (the Greek article folds to a Latin letter, "Ο" to "o", "Η" to "h": ``_EL_ARTICLES``)
    rf"|(?:(?:o|h|{fold('η')})\s+)?(?:{'|'.join(_folded('χρήστης χρήστρια'))})"
    rf"|{'|'.join(_folded('пользовательница пользователь юзер пользователю المستخدمة المستخدم'))}"
    rf"|{'|'.join(_folded('उपयोगकर्ता यूज़र ব্যবহারকারী பயனர்'))}"
    rf"|(?:y\s+)?{fold('пользователя')}"
    # Vietnamese ("Người dùng sống ở Hà Nội")
    r"|nguoi\s+dung)(?!'s)\s+"
)


# A claim about the person in a language whose verb ends its clause (Turkish).
_VERB_LAST = re.compile(r"^\W*kullanici\b")
# The Turkish "was" a noun takes as its suffix, on the fold ("-dı", "-tı", "-ydı" and their persons): "Doktordum" (I
# was a doctor), "Avukattım", "Öğrenciydim", "Öğretmendik" (we were). English words end alike ("victim", "stadium",
# "random"): read only on a word that is a Turkish claim's own word and the suffix (``_turkish_was``).
_TR_WAS = re.compile(r"y?[dt][iu](?:m|n|k|niz|nuz|lar|ler)?")


def _turkish_was(claimed: str, said: str) -> bool:
    """Whether ``said`` (a quote's word, folded) is ``claimed`` (a Turkish claim's word, folded) with the suffix of
    its past (``_TR_WAS``): "doktordum" of "doktor" — "Kullanıcı doktor" is not "Doktordum"."""
    return len(claimed) >= 3 and said.startswith(claimed) and _TR_WAS.fullmatch(said, len(claimed)) is not None


def of_the_person(folded: str) -> bool:
    """Whether a claim (folded) is about the person: the person its subject (``_PERSON_SUBJECT``)."""
    return _PERSON_SUBJECT.match(folded) is not None


_ARTICLES = _wordset("the el la il lo o a le der die das")
# ... and the plural ones before a possessive, which an opening noun phrase may start with too ("Las mis hermanas" is
# no Spanish, but "As minhas irmãs", "Os meus irmãos", "Gli amici miei", "I miei fratelli" are Portuguese and Italian;
# the Italian "i" only before a possessive: it is the English "I")
_PLURAL_ARTICLES = _wordset("los las os as gli")
# The people (and pets) of a person's life, as the fold reads them: "my laptop runs Arch" and "my main editor is
# Neovim" say the person's own things, "my wife works at Google" another's life.
_KIN = _wordset(
    """wife husband partner spouse boyfriend girlfriend fiance fiancee brother brothers sister sisters mother father
    mom mum dad mommy daddy parents son sons daughter daughters kid kids child children baby cousin uncle aunt
    grandma grandpa grandmother grandfather niece nephew friend friends colleague colleagues coworker coworkers
    boss manager roommate flatmate neighbour neighbor neighbours neighbors dog cat stepdad stepmom stepfather
    stepmother stepson stepdaughter stepbrother stepsister grandson granddaughter grandkids grandchildren
    cunado cunada suegro suegra suegros sobrino sobrina nieto nieta cunhado cunhada sogro sogra sobrinho sobrinha
    neto neta schwager schwagerin schwiegermutter schwiegervater neffe nichte enkel enkelin cognato cognata suocero
    suocera nipote
    esposa esposo mujer marido novio novia pareja hermano hermana hermanos madre padre padres hijo hija hijos primo
    prima tio tia abuelo abuela amigo amiga amigos colega companero companera jefe jefa vecino vecina perro gato
    femme mari copain copine conjoint frere soeur sœur sœurs soeurs mere pere parents fils fille enfants
    cousin cousine oncle tante ami amie amis collegue patron patronne cheffe voisin voisine chien chat
    frau mann freund freundin bruder schwester mutter vater eltern sohn tochter kinder kind cousine onkel tante oma
    opa kollege kollegin chef chefin nachbar nachbarin hund katze
    moglie marito fidanzato fidanzata compagno compagna fratello sorella madre padre genitori figlio figlia figli
    cugino cugina zio zia nonno nonna amico amica amici collega capo vicino vicina cane gatto
    esposo marido namorado namorada irmao irma mae pai pais filho filha filhos primo prima tio tia avo amigo amiga
    colega chefe vizinho vizinha cachorro cao gato
    hermanas hijas amigas primos primas abuelos abuelas tios tias vecinos vecinas colegas companeros companeras
    cunados sobrinos nietos freres filles cousins cousines amies collegues voisins voisines oncles tantes copains
    copines schwestern freunde freundinnen kollegen kolleginnen nachbarn sohne enkelkinder fratelli sorelle figlie
    amiche cugini cugine nonni zii zie colleghi vicini vicine nipoti irmaos irmas filhas avos amigas vizinhos vizinhas
    brat siostra zona maz mama tata syn corka dzieci dziecko przyjaciel przyjacioł przyjaciołka kolega kolezanka
    szef szefowa sasiad sasiadka rodzice pies kot
    vrouw partner vriend vriendin broer broers zus zussen moeder vader ouders zoon dochter kinderen neef oom
    tante opa oma collega baas buurman buurvrouw hond kat
    fru sambo pojkvan flickvan bror syster mamma pappa mor foraldrar son dotter barn kusin kollega chef
    granne hund katt kone mann samboer kjæreste kæreste søster sønn søn datter foreldre forældre sjef nabo
    manzelka manzel bratr sestra matka otec rodice dcera deti kamarad kamaradka pritel pritelkyne soused sousedka pes
    kocka
    kakak adik ibu ayah bapak istri suami anak teman pacar tetangga sepupu paman bibi nenek kakek"""
) | frozenset(
    _folded(
        """жена муж сестра брат мама папа мать отец сын дочь друг подруга коллега начальник начальница парень девушка
        сосед соседка дядя тётя бабушка дедушка родители дети ребёнок собака кошка"""
        # Greek, before "μου" (``_EL_MY_AFTER``: "ο αδερφός μου", "η γυναίκα μου")
        """ αδερφός αδερφή αδελφός αδελφή αδέρφια μητέρα μάνα μαμά πατέρας μπαμπάς γονείς γυναίκα σύζυγος άντρας
        άνδρας γιος κόρη παιδί παιδιά φίλος φίλη φίλοι συνάδελφος αφεντικό προϊστάμενος γείτονας γειτόνισσα ξάδερφος
        ξαδέρφη θείος θεία γιαγιά παππούς αγόρι κοπέλα σκύλος γάτα"""
        # ... and as "у моей сестры есть", "моему брату нравится" say them (genitive, dative)
        """ жены жене мужа мужу сестры сестре брата брату мамы маме папы папе матери отца отцу сына сыну дочери друга
        другу подруги подруге коллеги коллеге начальника начальнику парня парню девушки девушке соседа соседу соседки
        соседке дяди дяде тёти тёте бабушки бабушке дедушки дедушке родителей родителям детей детям ребёнка ребёнку"""
        # Hindi, Bengali, Tamil, after "मेरा/मेरी/मेरे", "আমার", "என்" (``words._MY``)
        """ भाई बहन पत्नी पति माँ माता पिता पापा मम्मी बेटा बेटी बच्चे दोस्त सहकर्मी बॉस पड़ोसी भाई बहन
        ভাই বোন স্ত্রী স্বামী মা বাবা ছেলে মেয়ে বন্ধু
        அண்ணன் தம்பி அக்கா தங்கை மனைவி கணவர் அம்மா அப்பா மகன் மகள் நண்பர்"""
    )
)
# ... and in Arabic, where "my" is the noun's ending ("أخي" my brother, "زوجتي" my wife): one word, read as "my" and
# the noun ("أخي يعمل في بنك" does not back "المستخدم يعمل في بنك").
_AR_MY_KIN = frozenset(
    _folded("أخي أختي أمي أبي زوجي زوجتي ابني ابنتي صديقي صديقتي زميلي زميلتي مديري جاري جارتي عمي خالي عمتي خالتي")
)
# ... and in Turkish, where "my" is the noun's suffix too ("Annem doktor" my mother, "Kardeşim Berlin'de yaşıyor" my
# brother or sister, "Eşim", "Arkadaşım"), on the fold.
_TR_MY_KIN = _wordset(
    """annem babam kardesim abim agabeyim ablam esim kocam karim oglum kizim arkadasim patronum mudurum komsum
    teyzem amcam dayim halam ninem dedem anneannem babaannem kuzenim sevgilim nisanlim meslektasim annemler"""
)
# ... their genitive ("Annemin arkadaşı doktor", my mother's friend), and after "benim" (my: "Benim annem doktor").
_TR_MY_KIN |= frozenset(f"{kin}{ending}" for kin in _TR_MY_KIN for ending in ("in", "un"))
_TR_MY = _wordset("benim")
# ... and in Finnish, Hungarian and Indonesian, whose "my" is the noun's ending too, on the fold: Finnish "-ni"
# ("Veljeni on lääkäri" my brother, "Siskoni asuu Berliinissä", "Vaimoni"; and "my brother has", its adessive:
# "Veljelläni on koira"), Hungarian "-m" ("A bátyám orvos" my elder
# brother, "Anyám", "A feleségem Budapesten dolgozik"), Indonesian "-ku" ("Kakakku tinggal di Bandung"). Whole words
# only: "Olen lääkäri", "Orvos vagyok" name no one.
_MY_ENDING_KIN = _wordset(
    """veljeni siskoni sisareni aitini isani vaimoni mieheni poikani tyttareni lapseni lapsiani ystavani kaverini
    poikaystavani tyttoystavani tyokaverini kollegani pomoni esimieheni naapurini serkkuni setani enoni tatini
    mummoni vaarini isoaitini isoisani vanhempani puolisoni koirani kissani
    veljellani siskollani sisarellani aidillani isallani vaimollani miehellani pojallani tyttarellani lapsellani
    lapsillani ystavallani kaverillani poikaystavallani tyttoystavallani tyokaverillani kollegallani pomollani
    naapurillani serkullani vanhemmillani puolisollani
    batyam ocsem noverem hugom testverem anyam anyukam apam apukam felesegem ferjem fiam lanyom gyerekem gyerekeim
    baratom baratnom barataim kollegam fonokom szomszedom unokatestverem nagymamam nagyapam parom kutyam macskam
    kakakku adikku ibuku ayahku bapakku istriku suamiku anakku temanku pacarku bosku tetanggaku sepupuku"""
)
# ... and the Finnish genitive of one of them, which names someone's people after a verb put first ("Tampereella asuu
# siskon perhe", in Tampere lives my sister's family): ``_kin_after_verb``.
_FI_KIN_OF = _wordset(
    """siskon veljen sisaren aidin isan vaimon miehen pojan tyttaren lapsen ystavan kaverin poikaystavan tyttoystavan
    tyokaverin kollegan pomon esimiehen naapurin serkun sedan enon tadin mummon vaarin isoaidin isoisan vanhempien
    puolison"""
)


def _kin_after_verb(toks: Sequence[str], verb: str) -> int | None:
    """Where one of someone's people stands right after the claim's verb in a Finnish clause that puts its subject last
    ("Tampereella asuu siskoni", "Tampereella asuu siskon perhe"): one of ``_MY_ENDING_KIN`` or a genitive
    (``_FI_KIN_OF``) is the subject the verb says it of; else None."""
    kin = _MY_ENDING_KIN | _FI_KIN_OF
    return next((k for k in range(1, len(toks)) if toks[k - 1] == verb and toks[k] in kin), None)


def _fi_first_person(verb: str, word: str) -> bool:
    """A Finnish word that is the claim's verb in the third person ("asuu", "työskentelee", folded) said in the first
    ("asun", "työskentelen"): the person says it of themselves ("Siskoni kanssa asun Tampereella", with my sister I
    live in Tampere)."""
    return len(verb) > 3 and verb[-1] == verb[-2] and verb[-1] in "aeiouy" and word == verb[:-1] + "n"


# ... and in Greek and Indonesian, whose "my" follows its noun ("Ο αδερφός μου είναι γιατρός", "Η αδερφή μου μένει
# στο Βερολίνο", "Kakak saya dokter"), the Greek noun's article before it (``_EL_ARTICLES``); the kin words are
# ``_KIN``'s (the Indonesian among the Latin ones: "kakak", "istri", "ibu").
_MY_AFTER_KIN = frozenset(_folded("μου")) | _wordset("saya aku")
_EL_ARTICLES = frozenset(fold(f) for w in ("ο", "η", "οι") for f in (w, w.capitalize()))  # "Η" folds to "h"
# ... and in Vietnamese, whose "my" ("tôi", "mình") follows its kin word of one word or two ("Vợ tôi sống ở Hà Nội",
# "Anh trai tôi là bác sĩ", "Mẹ mình …"), on the fold (its tones gone): read only before that "my", as each of these
# is a word of other languages too ("me", "con", "ban").
_VI_KIN = frozenset(
    tuple(kin.split("_"))
    for kin in _seq(
        """vo chong me bo ba ma cha anh chi em con ban ong co chu cau di sep anh_trai chi_gai em_trai em_gai con_trai
        con_gai ban_trai ban_gai ban_be nguoi_yeu dong_nghiep hang_xom bo_me ong_noi ba_noi ong_ngoai ba_ngoai anh_ho
        chi_ho em_ho"""
    )
)
_VI_MY = _wordset("toi minh")
# ... the one of them a name folds to as well ("Minh"), and how the name is written: with a capital and without the tone
# of "mình"
_VI_MY_AS_NAME = _wordset("minh")
_VI_NAMED_AS_MY = frozenset({"Minh", "MINH"})
# Another party a clause may say a thing of, the person's or not ("our competitor", "the client", "everyone", "most
# teams"), or a text that says it ("the tutorial", "the job ad", "the proposal"): what it uses is not the person's.
_PARTIES = _wordset(
    """competitor competitors rival rivals client clients customer customers vendor vendors supplier suppliers
    provider providers contractor contractors agency consultant consultants everyone everybody people industry
    teams companies startups folks developers devs engineers tutorial tutorials course book docs documentation
    example examples guide article blog video job ad posting proposal template demo
    competidor competidores competencia cliente clientes proveedor proveedores todos curso libro documentacion
    ejemplo guia articulo konkurrent konkurrenten konkurrenz kunde kunden anbieter lieferant alle kurs buch doku
    beispiel anleitung artikel concurrent concurrents fournisseur fournisseurs tous tutoriel cours livre exemple
    concorrente concorrenti fornitore fornitori tutti corso esempio articolo concorrentes fornecedor fornecedores
    livro exemplo artigo"""
)
# ... said without an article or a possessive ("Everyone uses Kafka", "Alle nutzen Kafka"), or after a word of how
# many ("Most teams use Kafka"); and what after it makes it the person's own ("Everyone on our team uses Kafka",
# "Todos aquí usan Kafka", "Alle unsere Dienste nutzen Kafka").
_PARTIES_BARE = _wordset("everyone everybody people todos alle tous tutti")
_HOW_MANY = _wordset("most many other several some")
_OURS_AFTER = _wordset("team here equipo aqui hier ici qui equipe squadra")
# The person's people who work beside them: of a claim about the team they are the team ("My colleague set up our
# Kafka cluster"), not someone else whose life is theirs alone.
_TEAMMATES = _wordset(
    """colleague colleagues coworker coworkers boss manager colega colegas companero companera jefe jefa collegue
    patron patronne cheffe kollege kollegin chef chefin collega capo chefe"""
)
# A claim about the person's side as a team ("The team uses Kafka", "El equipo usa Kafka", "Das Team nutzt Kafka"),
# read as ``_PERSON_SUBJECT`` is.
_TEAM_SUBJECT = re.compile(
    r"^\W*(?:(?:the|our)\s+(?:team|company|org|organi[sz]ation|startup)|we|(?:el|nuestro)\s+equipo|l'equipe"
    r"|notre\s+equipe|(?:das|unser)\s+team|(?:il|la|o|a)\s+(?:nostro\s+)?(?:team|squadra|equipe|time))\s+"
)
_SUBJECTS = _wordset("i we yo nosotros nosotras je nous ich wir eu nos io noi ik wij jag jeg saya aku kami toi")
_SUBJECTS |= frozenset(
    # ... and Arabic "I", "we" ("أنا طبيب": not someone the person names)
    _folded("я мы मैं हम আমি আমরা நான் நாங்கள் أنا نحن")
)
# ... but the "i" of a Swedish, Norwegian or Danish clause, which is "in" ("Min bror bor i Malmö"): a clause that
# opens with their "min" (``words._MY_BEFORE_KIN``) is read without it (``others``)
_IN_NORDIC = _wordset("i")
# the person as a subject joined to another ("Me and my sister work at a bank", "У меня и моей сестры есть собака")
_ME = _wordset("me moi") | frozenset(_folded("меня мне"))
_DOERS = _wordset("they he she user person")
# ... and the person as a memory says them, in the third person: "The user's wife works at Google" is someone of
# theirs, "the user" (not a possessor) the person.
_THEIRS = frozenset({"user's", "person's"})
_PERSON = frozenset({"user", "person"})
# ... and as the other languages say it, the one of theirs before the person ("La esposa del usuario", "La femme de
# l'utilisateur", "Die Frau des Nutzers", "La moglie dell'utente", "A esposa do usuário"): the noun, then the person.
_OF_THE_PERSON = (
    r"\s+(?:del|de\s+la|de|des|der|della|dello|do|da|di|dell'|de\s+l')\s*"
    r"(?:usuari[oa]|utilisat(?:eur|rice)|(?:be)?nutzer(?:s|in)?|utente|utilizador[a]?)\b"
)
_OF_THE_PERSON_AT = re.compile(_OF_THE_PERSON)
_THEIRS_AFTER = re.compile(rf"^\W*(?:(?:la|el|le|il|lo|a|o|die|der|das)\s+)?(?P<kin>[\w'-]+){_OF_THE_PERSON}")


# A conjunction that may open a clause of its own ("My wife works at Google and I work at Meta"), and the words
# that say the person shares what another does ("… and I live there too", "…, and so do I", "anch'io"; not the "too"
# of a degree, "it was too slow").
_AND = re.compile(
    rf"\b(?:and|y|e|et|und|{'|'.join(_folded('и'))}"
    # ... and Finnish, Hungarian, Indonesian and Greek "and" before "I" or "we" ("Veljeni on lääkäri ja minä olen
    # opettaja", "A bátyám orvos és én tanár vagyok", "Kakak saya dokter dan saya guru", "… και εγώ …"): "ja" alone
    # is German "yes", "es" Spanish "is", "Dan" a name
    rf"|(?:ja|es|dan|{fold('και')})(?=\s+(?:mina|me|en|mi|saya|aku|kami|{'|'.join(_folded('εγώ εμείς'))})\b))\b"
    # ... and a Korean verb's "and", "but" ("-고", "-는데", "-지만") before "I" ("우리 형은 부산에 살고 저는
    # 서울에 살아요")
    r"|(?<=[고데만])\s+(?=(?:저는|나는|제가|내가|저도|나도)(?!\w))"
)
_SHARED = re.compile(
    r"\b(?:too(?!\s+[\w'])|also|as\s+well|likewise|both|tambien|aussi|auch|anche|tambem|pure"
    r"|(?:so|as)\s+(?:do|does|did|am|is|are|was|were|have|has)\s+(?:i|we)|me\s+too|anch'io|anche\s+io"
    rf"|{'|'.join(_folded('أيضا كذلك'))})\b"
)


# Italian "è" and Portuguese "é" ("is"), which the fold makes the "e" of "and": a word of their own, marked before the
# fold ("e_"), so that "Mio fratello è medico a Milano" and "Você é ótimo em Java" stay one clause (``others``).
_IS_ACCENTED = re.compile(r"(?<![^\W\d_])[èéÈÉ](?![^\W\d_])")


def _clauses(folded: str, *, appositions: bool = False) -> list[str]:
    """The clauses of a folded text: cut where a clause starts (``_CLAUSE_START``) and at "and" (``_AND``); with
    ``appositions``, a part set off by a comma that opens with an article read with the part before
    (``_appositions``) — never one after "and", which opens a clause of its own ("… and the dog is called Tofu")."""
    parts = _appositions(folded) if appositions else _CLAUSE_START.split(folded)
    return [c for part in parts for c in _AND.split(part)]


# What the person thinks, believes or has heard, opening what they think it of ("I think my neighbour works at Google",
# "… and think that my brother lives in Leeds", "Creo que mi hermano vive en Madrid", "Je pense que ma sœur …", "Ich
# glaube, mein Bruder …"): the clause after it has a subject of its own.
_THOUGHT = re.compile(
    r"\s*(?:(?:i|we)\s+)?(?:(?:also|really|still|honestly|just|kind\s+of|sometimes|often)\s+)?"
    r"(?:think|thought|believe|guess|suppose|reckon|know|heard|hear|feel|suspect|bet|hope|doubt|wonder|imagine)"
    r"(?:\s+(?:that|about\s+how|how))?\s+(?=(?:my|our)\b)"
    r"|\s*(?:creo|pienso|supongo|acho|penso|je\s+pense|je\s+crois|je\s+suppose|ich\s+glaube|ich\s+denke)"
    r"\W+(?:que|qu'|dass\s+)?\s*(?=(?:mi|mis|mon|ma|mes|meu|minha|mein|meine|meinen)\b)"
)


def _thought(clause: str) -> re.Match[str] | None:
    """``_THOUGHT`` opening ``clause`` (folded), when what the person thinks opens with one of their people ("my
    neighbour", ``_KIN``): "I think my job at Google is boring" is the person's own."""
    if (m := _THOUGHT.match(clause)) is None:
        return None
    words = [_bare(w) for w in _WORD.findall(clause, m.end(), m.end() + 60)[:2]]
    return m if len(words) == 2 and words[1] in _KIN else None


class Other(NamedTuple):
    """Someone a source says a claim's words of (``others``): one of the person's people (``kin``), or another party
    or a text ("our competitor", "the tutorial")."""

    who: str
    kin: bool


# Chinese and Japanese: one of the person's people opening a clause, as the fold reads it ("我哥哥住在北京",
# "我的妻子在谷歌工作", "私の兄は東京に住んでいる", "兄は東京に住んでいる": a Japanese kin word before its
# particle), and a claim about the person ("用户…", "ユーザーは…"; not "用户的哥哥…", which names them).
_CJK_KIN_WORDS = (
    "哥哥 姐姐 弟弟 妹妹 妈妈 爸爸 母亲 父亲 妻子 老婆 丈夫 老公 儿子 女儿 孩子 朋友 同事 老板 男朋友 女朋友 父母 邻居 "
    "兄 姉 弟 妹 母 父 妻 夫 息子 娘 友達 友人 同僚 上司 彼氏 彼女 両親"
)
_CJK_KIN_ALT = "|".join(sorted(map(fold, _CJK_KIN_WORDS.split()), key=len, reverse=True))
# ... and Korean, after "my" or "our" and before its particle ("우리 형은 서울에 살아요", "제 남편은 의사예요")
_KO_KIN_WORDS = (
    "형 오빠 언니 누나 동생 남동생 여동생 남편 아내 와이프 엄마 아빠 어머니 아버지 부모님 아들 딸 친구 남자친구 "
    "여자친구 동료 상사 사장님 이웃"
)
_KO_KIN_ALT = "|".join(sorted(_KO_KIN_WORDS.split(), key=len, reverse=True))
_CJK_KIN = re.compile(
    rf"\s*(?:(?:{fold('我的')}|{fold('我')})(?P<zh>{_CJK_KIN_ALT})"
    rf"|(?:(?:{fold('私の')}|{fold('僕の')}|{fold('俺の')})?(?P<ja>{_CJK_KIN_ALT})(?:{fold('は')}|{fold('が')}|{fold('も')}))"
    rf"|(?:제|내|우리|저의|나의)\s*(?P<ko>{_KO_KIN_ALT})(?:은|는|이|가|도))"
)
_CJK_PERSON_CLAIM = re.compile(rf"\s*(?:{fold('用户')}|{fold('ユーザー')}|사용자)(?!{fold('的')}|{fold('の')}|의)")
# The Korean particles and endings the tokens read as syllables of their own ("사용자는", "서울에", "살아요"): no
# word of what a claim says, and no word a past of another clause holds ("…살았는데 지금은 서울에 살아요"); and
# the Korean claim's own frame, the person ("사용자").
_KO_PARTICLES = frozenset("은는을를에요")
_KO_FRAME = frozenset("사용자")
_HANGUL = re.compile("[\uac00-\ud7af]")


def _cjk_others(folded: str, texts: Sequence[str]) -> list[Other]:
    """``others`` for a claim about the person that says Han characters ("用户住在北京", "The user lives in 北京"):
    those its sources (folded) hold only in a clause one of the person's people opens (``_CJK_KIN``: "我哥哥住在北京")
    or the one they speak to (``_CJK_YOU``: "你很擅长Rust", with no "我" or "私" in it) — not in one of the person's
    own ("我住在上海", "我和哥哥住在北京") — are said of them."""
    if not (_CJK_PERSON_CLAIM.match(folded) or _PERSON_SUBJECT.match(folded)):
        return []
    said = {ch for ch in _claim_words(folded) if HAN.fullmatch(ch)}
    # ... or Korean syllables, but its particles and its frame ("사용자는 서울에 살아요")
    said |= {ch for ch in _claim_words(folded) if _HANGUL.fullmatch(ch)} - _KO_PARTICLES - _KO_FRAME
    theirs: set[str] = set()
    mine: set[str] = set()
    who: list[Other] = []
    for text in texts:
        for clause in _clauses(text):
            if m := _CJK_KIN.match(clause):
                theirs |= set(clause[m.end() :])
                who.append(Other(m.group(0).strip(), True))
            elif (m := _CJK_YOU.match(clause)) and not _CJK_I.search(clause):
                theirs |= set(clause[m.end() :])  # "你很擅长Rust": the one the person speaks to
                who.append(Other(m.group(0).strip(), False))
            else:
                mine |= set(clause)  # the person's own, or no one's named: not read as another's
    only = said - mine
    return list(dict.fromkeys(who)) if only and only <= theirs else []


# Someone else named as the subject of a claim's very verb, the verb as the claim says it: "Maria speaks Japanese",
# "Our CTO owns billing", "She works at Google" behind "The user speaks Japanese" — the person says their own verb in
# the first person ("I speak Japanese"), in the third only of someone else. Not a word that names no one ("it is",
# "there is", "this is", "what is"), nor a clause with the person or their thing in it ("Maria and I speak Japanese",
# "My laptop runs Arch"). The person set apart as not the subject (``_NOT_ME``) is not in it. A verb that only links
# ("is", "has", "es", "ist") has things for subjects as often ("the skill is awesome", "the kids had fun"): read
# only after "he" or "she", or one word the source writes with a capital ("Tom is allergic to shellfish"). An adverb
# that opens a clause with no subject names no one either, its capital a sentence's ("Just moved to Denver last week!",
# "Finally got my license", "Recently started running").
_NAMES_NO_ONE = _wordset(
    """it this that there what which who whoever here these those everything something nothing just finally recently
    already also still only actually basically honestly literally totally definitely probably maybe perhaps today
    yesterday now then soon later lately eventually officially suddenly luckily unfortunately fortunately sadly
    happily anyway anyways somehow apparently obviously clearly seriously ultimately originally initially currently
    once twice again never always often sometimes usually rarely seldom"""
)
_HE_SHE = _wordset("he she il elle el ella ele ela lui lei er")
_LINKING_VERBS = _BE | _wordset("has have had")

# The one the person speaks to, as a clause's subject ("You're great at Rust", "You know Kubernetes better than anyone",
# "Du bist echt gut in Python", "Tu es le responsable", "Eres muy bueno con SQL", "Você é ótimo em Java"): the
# assistant, or whoever the person quotes saying it — what the person says of "you" is not what they say of
# themselves. German "du" only before a verb in "-st" ("du bist", "du hast"; French "du" is "of the"), and a Spanish
# or Polish verb that says "you are" alone ("eres", "jesteś"). Not a clause with the person in it too ("You know I'm
# a nurse", "You and I both like Rust").
_YOU = _wordset("you you're you've you'll you'd tu vous usted voce eres jestes") | frozenset(_folded("ты вы"))
# ... in Chinese and Japanese, opening a clause as the fold reads it ("你很擅长Rust", "あなたはRustが得意ですね")
_CJK_YOU = re.compile(rf"\s*(?:{fold('あなた')}|{fold('你')}|{fold('您')})")
# ... and a claim that names the one spoken to says what it says of them ("The user told the assistant it is great
# at Rust")
_SPOKEN_TO = _wordset("assistant ai bot chatbot you")


# "Be" and "have" as a claim says them of the person, and as the person says them to "you" ("you're", "du bist", "tu
# es", "eres", "você é", "tu sei", "jesteś"; "é" as ``_IS_ACCENTED`` marks it).
_IS_HAS = _LINKING_VERBS | _wordset("ist hat es est e jest ma tiene tem ha")
_YOU_ARE = _wordset("you're you've are were have had bist hast es est eres e_ sei hai jestes masz tienes")


# ... said of anyone: "you" after a "when" or an "if" ("When you're a nurse you see everything", "Cuando eres
# enfermera lo ves todo", "Quand tu es infirmière, tu vois tout"), and a verb a few words after "you" ("You get used to
# living in Berlin", "You never stop being a teacher"): what the person says of anyone, or of the one they speak to,
# is not what they say of themselves. "I'm a teacher; you never stop being one" says it of the person too.
_YOU_WHEN = _wordset("when whenever once if cuando si quand lorsque")
_YOU_BEING = _YOU_ARE | _wordset("be being")


def _addressed(opening: Sequence[str], toks: Sequence[str], verb: str) -> bool:
    """A clause (its words ``toks``, ``opening`` from its first word past an article) says the claim's ``verb`` of the
    one the person speaks to (``_YOU``, German "du" before a verb in "-st"), and of no one of the person's: the verb
    itself after "you" ("You know Kubernetes" behind "The user knows Kubernetes"), or "be" or "have" said to them
    ("You're great at Rust"). What the person does to them — praises, thanks, encourages, advises ("You can use
    coconut oil" behind "The user offers tips") — is the person's own, and is not read."""
    if not verb or not opening or set(toks) & _FIRST_PERSON_FORMS:
        return False
    if not (opening[0] in _YOU or (opening[0] == "du" and len(opening) > 1 and opening[1].endswith("st"))):
        return False
    if verb in _IS_HAS:
        return opening[0] in _YOU_ARE or any(w in _YOU_BEING for w in opening[1:5])
    return any(_words_match(verb, w) for w in opening[1:6])


def _named_subject(toks: Sequence[str], verb: str, capitals: frozenset[str], persons: frozenset[str]) -> int:
    """Where the claim's ``verb`` stands in a clause's words (``toks``) after a subject of at most four words that is
    someone else (``_NAMES_NO_ONE`` aside, no word of the person's, French "j'…" among them), or 0; after a verb that
    only links, a subject of one word, "he" or "she" or a word its source writes with a capital (``capitals``). A verb
    that is also an article or a preposition (``_INTRODUCERS``) is not read, nor a subject that is the person as one
    who does it ("I'm someone who runs", "As someone who grew up in Ohio": ``_as_one_who``). ``persons``: the words of
    the person's own in the claim's language (``_PERSONS_OWN``, or a Vietnamese claim's ``_VI_MY``)."""
    at = toks.index(verb) if verb in toks and verb not in _INTRODUCERS else 0  # French "a" (has) is "à" folded too
    if not 0 < at <= 4 or toks[0] in _NAMES_NO_ONE or any(w in persons or w.startswith("j'") for w in toks):
        return 0
    if any(toks[r] in _RELATIVE | _RELATIVE_AFTER_PEOPLE and _as_one_who(toks[:r]) for r in range(1, at)):
        return 0
    if (verb in _LINKING_VERBS or len(verb) <= 3) and not (at == 1 and (toks[0] in _HE_SHE or toks[0] in capitals)):
        return 0
    return at


def _kin_then_my(opening: Sequence[str]) -> int:
    """Where in a clause's words (``opening``, past any article ``others`` skips) the "my" that follows its noun
    (``_MY_AFTER_KIN``) stands, when they open with one of the person's people and it, the Greek noun's article
    before them ("Η αδερφή μου μένει στο Βερολίνο", "Kakak saya tinggal di Bandung", "Anh trai tôi sống ở Hà Nội");
    0 when they do not. That "my"
    ("saya", "aku") is no subject of the person's."""
    at = 1 if opening and opening[0] in _EL_ARTICLES else 0
    if len(opening) > at + 2 and opening[at] in _KIN and opening[at + 1] in _MY_AFTER_KIN:
        return at + 1
    # the Vietnamese kin word of two words or one, then its "my" ("Anh trai tôi …", "Vợ tôi …": ``_VI_KIN``)
    return next(
        (n for n in (2, 1) if len(opening) > n + 1 and tuple(opening[:n]) in _VI_KIN and opening[n] in _VI_MY), 0
    )


# One of the person's named in a clause ("my sister", "some of my sister's friends"), and a later clause of the same
# text whose subject is "he" or "she", after its conjunction ("…, even though she just joined", "…; he works there"):
# that one, not the person (``others``) — unless the clause says the person too ("she and I").
_MY_KIN_NAMED = re.compile(rf"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:{'|'.join(sorted(_KIN))})(?:'s)?\b")
_PRONOUN_SUBJECT = re.compile(
    r"\s*(?:(?:(?:even\s+)?though|although|but|and|so|because|since|while|when|as)\s+)?(?P<who>he|she)\s"
    r"(?!.*\b(?:i|me|we|us)\b)"
)


def others(claim: str, sources: Iterable[str]) -> list[Other]:
    """Who its sources say the claim's words of, when the claim says them of the person and the sources only of
    someone of theirs: "The user works at Google" behind "My wife works at Google", "El usuario vive en Madrid"
    behind "Mi hermano vive en Madrid", "Der Nutzer wohnt in Berlin" behind "Mein Bruder wohnt in Berlin". A clause
    of a source (cut at ``_CLAUSE_START`` and at "and") that opens with a possessive of the first person and a noun
    ("my wife", "il mio capo": one of ``_KIN``; not "my laptop") and holds no subject of the first person is
    someone else's; the claim's words after its subject that the sources hold only in such clauses (``_only_so``)
    are said of them. "My wife and I live in Madrid" is the person's too, and so is a source that says the person
    shares it ("… and I live there too"). A memory's third person reads alike: "The user's wife", "La esposa del
    usuario", "La femme de l'utilisateur", "Die Frau des Nutzers" (``_THEIRS_AFTER``). A claim that names the other
    ("The user's wife works at Google", "The user is helping her cousin find a place after a tough time", "The user
    and her kids finished a painting") is not about the person alone: not read. A claim of the team ("The team uses
    Kafka", ``_TEAM_SUBJECT``) and one that says a thing used or had (``_used_objects``: "Billing runs on Postgres")
    read alike, and so does a clause of another party or a text (``_PARTIES``: "Our competitor uses Kafka", "The
    tutorial uses Kafka", "Everyone uses Kafka", "Most teams use Kafka"), not one of the person's (``kin`` false). A
    cleft is read as the clause it stands for (``_unclefted``: "Go.js is what my friend uses" is my friend's), and a
    name with a dot inside as one word (``_dotless``)."""
    folded = _dotless(_flat(MARKER_RE.sub(" ", claim)))
    m = _PERSON_SUBJECT.match(folded) or _TEAM_SUBJECT.match(folded)
    sources = list(sources)
    # "Don't forget that my wife …": what opens is "my wife"; "Todos dicen que hablo japonés, y es verdad": "hablo";
    # "Go.js is what my friend uses": "my friend" too; "è", "é" not read as "and"
    texts = [_unclefted(_unframed(_unreminded(_dotless(_flat(_IS_ACCENTED.sub("e_", t)))))) for t in sources]
    if CJK.search(folded) and (cjk := _cjk_others(folded, texts)):
        return cjk
    if (m is None and not _used_objects(claim)) or any(_SHARED.search(t) for t in texts):
        return []
    team = m is None or _PERSON_SUBJECT.match(folded) is None
    # a Turkish claim puts its verb last ("Kullanıcı Berlin'de yaşıyor"): the word after its subject is none, so no
    # subject is read before it in a source ("Artık Berlin'de yaşıyorum" names no one)
    verb, predicate = ("", ()) if team or _VERB_LAST.match(folded) else _persons_verb(folded)
    # a Vietnamese claim's person says "mình" (I) too, which folds as the name "Minh": the person's there alone
    # (and only the Vietnamese ones: "Hà Nội" folds as the Italian "noi", we)
    vietnamese = _VI_PERSON.match(folded) is not None
    own = _VI_MY if vietnamese else _SUBJECTS
    held: list[tuple[str, bool]] = []
    who: list[Other] = []
    kins: list[str] = []
    named_words: list[str] = []  # someone the person names as the subject: a claim that names them too is not read
    spoken_to: set[str] = set()  # "you", as the person says it
    for text, source in zip(texts, sources, strict=True):
        # the words the source writes with a capital, read only for a claim with the person's verb (``_named_subject``)
        capitals = frozenset(_flat(w) for w in _WORD.findall(source) if w[:1].isupper()) if verb else frozenset()
        # a Vietnamese "Minh" its source writes with its capital and without the tone of "mình" (I) is a name ("Minh
        # thích cà phê"): not the person's
        minh_named = vietnamese and any(w in _VI_NAMED_AS_MY for w in _WORD.findall(source))
        persons = (_VI_MY - _VI_MY_AS_NAME if minh_named else _VI_MY) if vietnamese else _PERSONS_OWN
        before: list[str] = []
        clauses = _clauses(_NOT_ME.sub(" ", text))
        kin_named = False  # a clause before names one of the person's ("some of my sister's friends came")
        for ci, clause in enumerate(clauses):
            if mark := _TAKEN_BACK.match(clause) or _thought(clause):
                # a correction says its clause anew ("I live in Leeds, I mean my sister lives in Bristol"), and what
                # the person thinks is a clause of its own ("I think my neighbour works at Google"): read from after
                # its mark, not its "I"
                clause = clause[mark.end() :]
            raw = _WORD.findall(clause)
            toks = [_bare(w) for w in raw]
            if any(w in _SUBJECTS for w in toks) and _REFERS.search(clause) and _USING.search(clause):
                # the person's side uses what the clause before names, by a pronoun of it ("Our client uses Kafka
                # and we run it for them")
                held += [(w, False) for w in before]
            # a clause after the person alone is one subject with them ("I and my sister work at a bank", "Я и моя
            # сестра работаем в банке"): theirs too
            with_me = bool(before) and all(w in _SUBJECTS | _ME for w in before)
            before = toks
            opening = toks
            while opening and (
                opening[0] in _ARTICLES
                or opening[0] in _PLURAL_ARTICLES
                or (opening[0] == "i" and len(opening) > 1 and opening[1] in _MY)
            ):
                opening = opening[1:]
            my_after = 0
            mine = bool(opening) and (opening[0] in _MY | _MY_BEFORE_KIN or raw[len(toks) - len(opening)] in _THEIRS)
            theirs = _THEIRS_AFTER.match(clause)
            at = len(toks) - len(opening)  # where the opening noun phrase starts, its article before it
            lead = at  # (the articles before it say no one: the Italian "i" is no "I")
            pair = len(opening) > 1 and opening[0] in _WHOSE_OR_HOW_MANY and opening[1] in _PARTIES
            party = (
                bool(opening)
                and (pair or (opening[0] in _PARTIES and (at > 0 or opening[0] in _PARTIES_BARE)))
                and not any(w in _SIDE for w in opening[1 + pair :])
            )
            kin = (
                (len(opening) > 1 and mine and opening[1] in _KIN and not any(w in _PERSON for w in raw))
                or (theirs is not None and theirs.group("kin") in _KIN)
                or (len(opening) > 1 and (opening[0] in _AR_MY_KIN or opening[0] in _TR_MY_KIN))
                or (len(opening) > 1 and opening[0] in _MY_ENDING_KIN)
                or (my_after := _kin_then_my(opening)) > 0
                or (len(opening) > 2 and opening[0] in _TR_MY and opening[1] in _TR_MY_KIN)
            )
            if not kin and verb and (inverted := _kin_after_verb(toks, verb)) is not None:
                kin, at = True, inverted  # "Tampereella asuu siskoni": the subject after its verb
            he = None if kin or not kin_named else _PRONOUN_SUBJECT.match(clause)
            pronoun = he is not None
            if he is not None:
                kin, at = True, len(_WORD.findall(clause[: he.start("who")]))  # "…, even though she just joined"
            kin_named = kin_named or _MY_KIN_NAMED.search(clause) is not None
            if kin and team and (opening[1] in _TEAMMATES or any(w in _SIDE for w in opening[2:])):
                # of a claim about the team, one of it ("My colleague uses Kafka": for review), or said of what is
                # the team's ("My colleague set up our Kafka cluster": the team's)
                kin = False
                party = not any(w in _SIDE for w in opening[2:])
            # (a Swedish, Norwegian or Danish clause opening with "min" reads its "i" as "in": "Min bror bor i Malmö")
            subjects = own - _IN_NORDIC if opening and opening[0] in _MY_BEFORE_KIN else own
            # ... and one of the person's, named or not, before "and I" ("My friend Ola and I run a bakery", "My wife
            # Kari and I moved to Tromsø"): one subject with them, as after the person alone
            following = clauses[ci + 1] if ci + 1 < len(clauses) else ""
            with_me = with_me or (kin and _kin_and_me(clause, following, {_flat(_bare(n)) for n in _names(source)}))
            # "When you're a nurse, you see everything": said of "you" after the "when" (``_YOU_WHEN``)
            heard = opening[1:] if opening[:1] and opening[0] in _YOU_WHEN else opening
            you = not (with_me or kin or party) and _addressed(heard, toks, verb)
            named = 0 if with_me or kin or party or you else _named_subject(toks, verb, capitals, persons)
            subjects = subjects - _VI_MY_AS_NAME if minh_named else subjects
            # (nor the "my" after the kin word: "Kakak saya tinggal di Bandung")
            said = [w for i, w in enumerate(toks) if i >= lead and not (kin and my_after and i == at + my_after)]
            own_said = any(w in subjects or _fi_first_person(verb, w) for w in said)
            other = not own_said and not with_me and (kin or party or you or bool(named))
            rel = None if other else _relative_of_others(toks)
            held += [(w, other or (rel is not None and i > rel)) for i, w in enumerate(toks)]
            held += [(n, other) for n in _DIGITS.findall(clause)]  # "My son is 38": an age is said of someone too
            if rel is not None:
                # "I can't stand people who smoke": what the relative clause says is the people's
                who.append(Other(raw[rel - 1], False))
                named_words += [toks[rel - 1], *(d for w in toks[rel + 1 :] for d in _doers(w))]
            if you:
                # "You're great at Rust": the one the person speaks to
                who.append(Other(raw[len(toks) - len(heard)], False))
                spoken_to.add(raw[len(toks) - len(heard)])
            elif named:
                # "Maria speaks Japanese", "Our CTO owns billing": someone the person names
                who.append(Other(" ".join(raw[:named]), False))
                named_words += [w for w in toks[:named] if _is_claim_word(w)]
            elif other and theirs is not None and theirs.group("kin") in _KIN:
                who.append(Other(theirs.group(0).strip(), True))
                kins.append(theirs.group("kin"))
            elif other:
                # "my wife", "our competitor", "most teams"; "the tutorial", "everyone"
                span = (
                    raw[at : at + 1] if pronoun else raw[at : at + 2] if kin or pair else raw[max(0, at - 1) : at + 1]
                )
                who.append(Other(" ".join(span), kin))
                kins += toks[at : at + 2]
    claimed = _WORD.findall(folded[m.end() :] if m is not None else folded)
    if (rel := _relative_of_others([_bare(w) for w in claimed])) is not None:
        claimed = claimed[:rel]  # "… a food drive for people who lost their jobs": the claim says whose it is too
    elif m is not None:
        claimed += _DIGITS.findall(folded, m.end())
    if (
        any(_bare(w) == _bare(k) for w in claimed for k in kins if k in _KIN | _PARTIES)
        or any(_bare(w) in named_words for w in claimed)
        or not (only := _only_so(claimed, held, _is_told_token, verb))
    ):
        return []
    if all(o.who in spoken_to for o in who) and not _said_to_them(claimed, predicate, only):
        return []
    return list(dict.fromkeys(who))


def _kin_and_me(clause: str, following: str, names: Collection[str]) -> bool:
    """Is a folded clause only one of the person's people, by their kin word and a name (``names``, folded) of up to
    two words ("my friend Ola", "my wife"), and does the clause after it (``following``) open with the person as a
    subject ("and I run a bakery")? Then the two are one subject: "My friend Ola and I run a bakery" is the person's
    too and binds Ola to the bakery; "My friend Ola runs a bakery" is not the person's."""
    toks = [_bare(w) for w in _WORD.findall(clause)]
    nxt = [_bare(w) for w in _WORD.findall(following)][:1]
    if not (2 <= len(toks) <= 4 and nxt and toks[1] in _KIN and toks[0] in _MY | _MY_BEFORE_KIN):
        return False
    # (a Swedish, Norwegian or Danish "min bror og i …" reads its "i" as "in")
    subjects = _SUBJECTS - _IN_NORDIC if toks[0] in _MY_BEFORE_KIN else _SUBJECTS
    return all(w in names for w in toks[2:]) and nxt[0] in subjects | _ME


# A death a claim says (folded: "died", "passed away", "was killed"; not "die", the German article), and what says one
# in the quotes: a word of dying, a death, a funeral or a mourning, or the person's loss of one of theirs ("I lost my
# dad last year", "we lost our dog in May"; not "I lost my job", nor "my dad's watch"): ``died``.
# An animal put down is put to death, its own words between the verb and "down", its name too ("We had to put our cat
# down", "we put our old dog Rex to sleep"; not "I put the box down", "I put the puppy down for a nap").
_ANIMALS = r"(?:dog|cat|pet|pupp(?:y|ie)|kitten|horse|pon(?:y|ie)|bird|rabbit|bunn(?:y|ie)|hamster|ferret|parrot)s?"
_PUT_DOWN = (
    r"put\s+(?:(?:my|our|his|her|their|the)\s+(?:[\w'-]+\s+){0,2}?" + _ANIMALS + r"(?:\s+[\w'-]+)?\s+)?"
    r"(?:down(?!\s+(?:for|on|at|to|onto|into|beside|by|next|near|in\s+(?:the|a|an|my|our|his|her|its|their))\b)"
    r"|to\s+sleep)"
)
_DEATH_CLAIMED = re.compile(rf"\b(?:died|dead|death|deceased|passed\s+(?:away|on)|killed|{_PUT_DOWN})\b")
_LOST_ONE = (
    r"\blost\s+(?:my|our|his|her|their)\s+(?:\w+\s+){0,2}?"
    rf"(?:{'|'.join(sorted(_KIN))}|{_ANIMALS}|grandparents?)\b(?!'s)"
)
_DEATH_SAID = re.compile(
    r"\b(?:die|dies|died|dying|dead|death|deceased|passed\s+(?:away|on)|passing|killed|murdered|funeral|buried"
    r"|burial|obituary|mourn\w*|grie(?:f|ve|ved|ving)|widow\w*|late\s+(?:husband|wife|father|mother|dad|mom|mum)"
    rf"|{_PUT_DOWN}|no\s+longer\s+with\s+us|rip|muri\w*|muert\w*|falleci\w*|faleceu|mort\w*"
    r"|deced\w*|gestorben|verstorben|starb|morto|morta"
    # (the German "tot" after its verb, "Mein Opa ist seit zwei Jahren tot"; not the English "my tot is sick")
    r"|(?:ist|sind|war|waren)\s+(?:[\w'-]+\s+){0,3}?tot)\b|" + _LOST_ONE
)


def died(claim: str, sources: Iterable[str]) -> list[str]:
    """A claim's death (``_DEATH_CLAIMED``) that its sources say nowhere (``_DEATH_SAID``): "The user's father died
    last year" behind "I lost my job last year" (its time is the quote's, its kin word one the coverage of content
    words forgives) says a death no one spoke of; behind "I lost my dad last year" it says what was said."""
    deaths = [m.group(0) for m in _DEATH_CLAIMED.finditer(_flat(MARKER_RE.sub(" ", claim)))]
    if not deaths or any(_DEATH_SAID.search(_flat(t)) for t in sources):
        return []
    return deaths


# What a claim adds to a death its quotes say: a cause ("… died of cancer", "… from a stroke", "… after a long
# illness", "… in a car crash", "… because of the heat": its words up to a time or a place, ``_RELATION_OBJECT_END``),
# or a killing where they say a loss ("… was killed", "… was murdered"): the quotes' words of it, or of any killing
# (``_KILLING_SAID``), needed.
_DEATH_CAUSE = re.compile(
    r"\b(?:died|dies|dead|death|passed\s+(?:away|on)|killed|lost)\b[^,.;:!?]*?"
    r"\b(?:of|from|after|because\s+of|due\s+to|following|in\s+(?:a|an)|by\s+(?:a|an|the))\s+(?P<cause>[^,.;:!?]+)"
)
_KILLING_CLAIMED = re.compile(r"\b(?:killed|murdered|was\s+shot|were\s+shot|got\s+shot|slain)\b")
_KILLING_SAID = re.compile(
    r"\b(?:kill\w*|murder\w*|shot|shoot\w*|slain|hit|run\s+over|ran\s+over|crash\w*|accident\w*|attack\w*|struck"
    r"|drown\w*|stabbed|war|mat(?:o|aron|ado)|tue\w*|getotet|ucciso|uccisa|morto\s+in)\b"
)


def death_added(claim: str, sources: Iterable[str]) -> list[str]:
    """What a claim adds to a death (``_DEATH_CLAIMED``, said in its sources: ``died``): the content words of a cause
    none of its sources holds ("The user's dog Tass died of cancer" behind "We lost our old dog Tass in March":
    'cancer'), or a killing none says ("… was killed in March": 'killed'). "… died of cancer" behind "my aunt died of
    cancer" adds nothing."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _DEATH_CLAIMED.search(folded):
        return []
    texts = [_flat(t) for t in sources]
    said = {_bare(w) for t in texts for w in _WORD.findall(t)}
    out: list[str] = []
    for m in _DEATH_CAUSE.finditer(folded):
        cause = m.group("cause")
        cut = _RELATION_OBJECT_END.search(cause)
        words = _claim_words(cause[: cut.start()] if cut else cause)
        out += [w for w in words if not w.isdigit() and not any(_words_match(w, t) for t in said)]
    killing = _KILLING_CLAIMED.search(folded)
    if killing and not any(_KILLING_SAID.search(t) for t in texts):
        out.append(killing.group(0))
    return list(dict.fromkeys(out))


# A relative clause's pronoun ("people who smoke", "les gens qui fument"), and those that are one only after people
# ("guys that surf", "la gente que fuma": "que" and "that" open other clauses too); what it says is its noun's, unless
# the person is what the noun is ("I'm someone who runs every morning", "Soy de las que madrugan").
_RELATIVE = _wordset("who qui")
_RELATIVE_AFTER_PEOPLE = _wordset("that que")
# ... and after "the only one", whose noun is no one but the relative clause's doer ("Ella es la única que cocina",
# "Ela é a única que cozinha", "Lei è l'unica che cucina"): hers, unless the person is the one ("Soy la única que
# cocina", ``_as_one_who``)
_RELATIVE_AFTER_ONE = _wordset("that que che")
_THE_ONLY = _wordset("unica unico unicas unicos seule seul seules seuls")
_PEOPLE = _wordset(
    """people guys men women folks persons someone anyone everyone those gente personas tipos chicos chicas hombres
    mujeres alguien gens personnes types mecs filles hommes femmes ceux celles"""
)
_ME_BEING = _wordset("i'm am was we're are were soy somos era eramos suis sommes etais bin sind war")
# ... and the person as one who does it, opening a clause ("As someone who grew up in Ohio, …", "Como alguien que creció
# en Ohio", "Comme quelqu'un qui …", "Como alguém que …"): what the relative clause says is the person's.
_AS = _wordset("as como comme come")
_ONE_WHO = _wordset("someone somebody alguien quelqu'un qualcuno alguem")


def _doers(verb: str) -> tuple[str, ...]:
    """Who does what an English verb says, as a claim may name them ("smoke" → "smokers", "surf" → "surfers", "run"
    → "runners"): a claim that names the people a relative clause is about says what the person says of them."""
    return tuple(verb + end for end in ("r", "rs", "er", "ers", verb[-1:] + "er", verb[-1:] + "ers"))


# What stands between the person being and the noun when the noun is someone else: a preposition or a doing ("I'm
# friends with someone who …", "I'm married to a guy who …", "I'm dating someone who …").
_BESIDE_ONE = _wordset("with to for like near from about after behind beside con avec mit")


def _being_one(toks: Sequence[str]) -> bool:
    """Do a clause's words up to a relative pronoun say the person is the noun ("I'm someone", "I'm one of those
    people", ``_ME_BEING``), not someone beside them ("I'm friends with someone", "I'm dating someone": ``_BESIDE_ONE``,
    a word in "-ing")?"""
    at = max((i for i, w in enumerate(toks) if w in _ME_BEING), default=-1)
    return at >= 0 and not any(w in _BESIDE_ONE or w.endswith("ing") for w in toks[at + 1 :])


# ... and the person being the one who does it, a noun that is no one but the relative clause's doer ("I'm the one
# who paints in our family", "I was the only person who cooked", "Je suis celle qui peint", "Soy la única que
# cocina", "Sou o que cozinha"): after a being of the first person only ("I'm", "am", "soy", "suis", "sou", or "was"
# after "I"; not "Ana was the one who …", nor "I'm not the one who …").
_THE_ONE = _wordset("one person celui celle el la unico unica o a")
_THE_ONE_BEFORE = _wordset("the a an only very seul seule el la o")
_I_BEING = _wordset("i'm am we're soy somos suis sommes bin sou")
_I_WAS = _wordset("was were era etais war")


def _as_one_who(toks: Sequence[str]) -> bool:
    """Do a clause's words up to a relative pronoun say the person as one who does it ("as someone", "como alguien":
    ``_AS``, ``_ONE_WHO``), or the person being one ("I'm someone", ``_ME_BEING``; not "I'm friends with someone"), or
    the one ("I'm the one", ``_THE_ONE``)?"""
    if len(toks) >= 2 and toks[-1] in _ONE_WHO and (toks[-2] in _ME_BEING or (len(toks) == 2 and toks[0] in _AS)):
        return True
    if not toks or toks[-1] not in _THE_ONE:
        return False
    at = len(toks) - 1
    while at > 0 and toks[at - 1] in _THE_ONE_BEFORE:
        at -= 1
    being = toks[at - 1] if at > 0 else ""
    return being in _I_BEING or (being in _I_WAS and at > 1 and toks[at - 2] in _SUBJECTS)


def _relative_of_others(toks: Sequence[str]) -> int | None:
    """Where the first relative clause of a clause's words starts (its pronoun: ``_RELATIVE``, or
    ``_RELATIVE_AFTER_PEOPLE`` after a word of ``_PEOPLE``, ``_RELATIVE_AFTER_ONE`` after ``_THE_ONLY``) when its
    noun is not the person ("I hate people who lie",
    "Je déteste les gens qui fument"), else None ("I'm someone who runs", "me, who …")."""
    for r in range(1, len(toks)):
        if (
            toks[r] in _RELATIVE
            or (toks[r] in _RELATIVE_AFTER_PEOPLE and toks[r - 1] in _PEOPLE)
            or (toks[r] in _RELATIVE_AFTER_ONE and toks[r - 1] in _THE_ONLY)
        ):
            if toks[r - 1] in _SUBJECTS | _ME or _being_one(toks[:r]) or _as_one_who(toks[:r]):
                return None
            return r
    return None


def _said_to_them(claimed: Sequence[str], predicate: Sequence[str], only: Sequence[str]) -> bool:
    """What the person says of "you" is what the claim says of them: its predicate's first content word is said only
    of "you" (``only``: "great" in "The user is great at Rust" behind "You're great at Rust"), and it names no one
    spoken to ("The user told the assistant it is great at Rust"). "The user is supportive of Caroline" behind "You
    found your true self" says what the person is towards them, not what they are."""
    if any(_bare(w) in _SPOKEN_TO for w in claimed):
        return False
    first = next((w for w in map(_bare, predicate) if _is_claim_token(w)), "")
    return any(_words_match(first, w) for w in only)


# Games that are games by their name, as the fold reads them: a fiction frame after "in" (``_FICTION``), and a claim
# that names one names the fiction (``_FICTION_NAMED``).
_GAMES = (
    r"(?:d&d|dnd|d\s&\sd|dungeons\s(?:&|and)\sdragons|rpg|tabletop|pathfinder|minecraft|skyrim|fortnite|roblox"
    r"|world\s+of\s+warcraft|warcraft|wow|the\s+sims|animal\s+crossing|stardew\s+valley|baldur's\s+gate|elden\s+ring)"
)
# A fiction the person makes or plays, opening what a sentence says in it ("In my novel the detective lives in Oslo",
# "In the game I'm designing the player is a wizard", "My D&D character is an elf", "In the script, I play a doctor",
# "En mi novela …", "Dans mon roman …", "In meinem Roman …", "在我的小说里…", "私の小説では…"), as the fold
# reads it: what is said in it is the story's, not the person's life. A word that names other things too ("book": "in
# my book" is "in my view"; "game", "script", "campaign", "play") frames a fiction only as the work the person makes
# or runs ("the game I'm designing"), or, for "script", "play", "film", "show", with a part the person plays in it
# ("I play a doctor"; "I play with the API" plays none); "for my novel" is the person's own purpose ("I moved to Oslo
# for my novel"), and "my character" alone their nature.
_FICTION = re.compile(
    r"\bin\s+(?:my|our|the|this|a)\s+(?:[\w-]+\s+){0,2}?(?:novels?|novellas?|stor(?:y|ies)|screenplays?|fanfics?"
    r"|fan\s+fiction|manuscripts?|comics?|manga|fiction)\b"
    # (a fan fiction of a work by its name: "in Grey's Anatomy fanfic", "in my Harry Potter fan fiction")
    r"|\bin\s+(?:[\w'-]+\s+){1,3}?(?:fanfics?|fan\s+fiction|fanfiction)\b"
    r"|\bin\s+(?:my|our|the|this|a)\s+(?:[\w-]+\s+){0,2}?(?:books?|games?|scripts?|plays?|films?|movies?|campaigns?"
    r"|worlds?|drafts?|series|shows?)\s+(?:(?:that|which)\s+)?(?:i|we)(?:'m|\s+am|'re|\s+are|\s+was|\s+were)?\s+"
    r"(?:writing|designing|making|developing|building|creating|working\s+on|drafting|directing|running|dming|gming"
    r"|write|design|make|develop|built|made|wrote|run|play|playing|played)\b"
    # a game that is one by its name ("in my D&D campaign", "in Minecraft", "in the Skyrim save I play")
    rf"|\bin\s+(?:(?:my|our|the|this|a)\s+)?{_GAMES}\b"
    r"|\bin\s+(?:the|my|our|this|a)\s+(?:script|play|film|movie|show|series|musical)\b[^.!?]*\bi(?:\s+am|'m)?\s+"
    r"(?:play|playing|played)\s+(?:an?|the\s+(?:role|part)\s+of|as)\b"
    r"|\bmy\s+(?:d&d|dnd|d\s&\sd|rpg|tabletop|pathfinder|game|video\s+game|wow|skyrim)\s+(?:character|char|avatar)\b"
    r"|\bmy\s+character\s+in\b"
    # ... and the person's character, avatar or persona said to be one of a kind ("My character is a doctor"; not "my
    # character is strong", the person's nature)
    r"|\bmy\s+(?:character|avatar|persona|alter\s+ego)\s+(?:is|was)\s+(?:an?|the)\s+(?!bit\b|little\b|lot\b)"
    # a dream or a role-play: "In my dream (last night) I was a pilot", "I dreamt I was …", "Let's role-play: I'm a
    # surgeon"; not "my dream house", "my dream job", "in my wildest dreams did I think …" (what follows "dream" must
    # be a pause or the dream's own subject), nor "I've always dreamed of flying" (a wish, not a dream told)
    r"|\bin\s+(?:my|a|the|one|last\s+night's|this)\s+dreams?(?=\s*(?:[,.;:!?()\u2014\u2013-]|$|last\s+night|yesterday"
    r"|(?:i|i'm|we|my|you|he|she|they|there|it|the)\b))"
    r"|\bi\s+(?:dreamt|dreamed|had\s+a\s+dream)\s+(?:last\s+night\s+)?(?:that\s+)?(?:i|we|my)\b"
    r"|\blet's\s+(?:role[\s-]?play|pretend|play\s+pretend)\b|\brole[\s-]?play(?:ing)?\s*:"
    r"|\b(?:in|for)\s+(?:the|this|our|my|a)\s+role[\s-]?play\b(?=\s*(?:[,;:]|i\b|i'm\b|we\b|you\b))"
    # a story, a game the person tells what happens in, by a relative clause ("I'm writing a story where I'm a
    # surgeon", "una novela en la que soy cirujano", "un roman où je suis …", "einen Roman, in dem ich …")
    r"|\b(?:novels?|stor(?:y|ies)|screenplays?|fanfics?|novelas?|cuentos?|relatos?|historias?|romans?|recits?"
    r"|romane?|geschichten?)\s*,?\s+(?:where|in\s+which|donde|en\s+(?:el|la)\s+que|dans\s+(?:lequel|laquelle)"
    r"|ou\s+(?=je\b|j'|nous\b)|in\s+(?:dem|der)\b|wo\s+(?=ich\b|wir\b))"
    # Spanish, French, German, Italian, Portuguese
    r"|\ben\s+(?:mi|mis|nuestra|nuestro|la|el|este|esta)\s+(?:novela|cuento|relato|guion|comic)\b|\bmi\s+personaje\b"
    # ... and a game by its name after their "in" ("En Stardew Valley estoy casado", "Dans Minecraft j'ai …")
    rf"|\b(?:en|dans|em)\s+(?:(?:mi|mon|ma|meu|minha|el|le|la|o|a)\s+)?{_GAMES}\b"
    r"|\bdans\s+(?:mon|ma|notre|le|la|ce)\s+(?:roman|recit|scenario|conte|manga)\b|\bmon\s+personnage\b"
    r"|\bin\s+(?:meinem|unserem|dem|diesem)\s+(?:roman|drehbuch|comic|manga)\b|\bmeine\s+(?:spielfigur|romanfigur)\b"
    r"|\bnel\s+(?:mio|nostro)\s+(?:romanzo|racconto|copione)\b|\bno\s+(?:meu|nosso)\s+(?:romance|conto|roteiro)\b"
    # ... and a game by its name, in a campaign or a session ("dans notre campagne D&D", "in unserer D&D-Kampagne",
    # "en nuestra partida de D&D", "na nossa campanha de D&D")
    rf"|\bdans\s+(?:mon|ma|notre|la|le)\s+(?:campagne|partie)\s+(?:de\s+)?{_GAMES}\b"
    rf"|\b(?:en|na|no)\s+(?:mi|nuestra|nuestro|una|un|la|el|esta|este|minha|nossa|nosso|uma|um|a|o)\s+"
    rf"(?:partida|campana|campanha|sesion|sessao|mesa)\s+(?:de\s+)?{_GAMES}\b"
    rf"|\bin\s+(?:meiner|unserer|der)\s+{_GAMES}[\s-]kampagne\b"
    # their dreams and role-plays ("en mi sueño", "soñé que", "dans mon rêve", "j'ai rêvé que", "im Traum" but not
    # "nie im Traum" / "im Traum nicht", "I'd never have dreamt", the frame of an honest fact)
    r"|\ben\s+(?:mi|mis|un|el)\s+suenos?\b|\bsone\s+que\b|\bjuego\s+de\s+rol\b"
    r"|\bdans\s+(?:mon|un|le)\s+reve\b|\bdans\s+mes\s+reves\b|\bj'ai\s+reve\s+que\b|\bjeu\s+de\s+role\b"
    r"|\bnei\s+miei\s+sogni\b|\bnel\s+mio\s+sogno\b|\bnos?\s+meus?\s+sonhos?\b|\bin\s+meinen\s+traumen\b"
    r"|(?<!\bnie\s)\b(?:im|in\s+meinem)\s+traum\b(?!\s+nicht)|\bich\s+habe\s+getraumt\b|\brollenspiel\b"
    # Chinese, Japanese: the work, then "in" ("小说里", "剧本中", "游戏里", "小説では", "物語の中で")
    rf"|(?:{fold('小说')}|{fold('故事')}|{fold('剧本')}|{fold('游戏')})(?:{fold('里')}|{fold('中')})"
    rf"|(?:{fold('小説')}|{fold('物語')}|{fold('脚本')}|{fold('ゲーム')})(?:{fold('では')}|{fold('の中で')}|{fold('で')})"
    # a dream, a role-play ("梦里", "梦见", "梦中" but not "梦中的房子", a dream house; "夢の中で", "夢を見た")
    rf"|{fold('梦里')}|{fold('梦见')}|{fold('梦中')}(?!{fold('的')})|{fold('角色扮演')}"
    rf"|{fold('夢の中')}|{fold('夢を見')}|{fold('ロールプレイ')}"
    # Korean: the work, a dream, a role-play, then "in" ("게임에서", "소설 속에서", "꿈에서", "꿈속에서")
    rf"|(?:{fold('게임')}|{fold('소설')}|{fold('꿈')}|{fold('롤플레이')})\s?(?:{fold('속')})?{fold('에서')}"
)
# A claim that says the fiction itself names it ("The detective in the user's novel lives in Oslo", "The user is
# writing a novel whose detective lives in Oslo", "The user plays a doctor in the script", "The user's D&D character
# is an elf"): what was said, in its frame.
_FICTION_NAMED = re.compile(
    r"\b(?:novels?|novellas?|stor(?:y|ies)|fiction\w*|books?|games?|scripts?|screenplays?|characters?|roles?"
    r"|play(?:s|ed|ing)?|campaigns?|films?|movies?|comics?|manga|fanfics?|plots?|protagonists?|writ\w*|wrote"
    r"|authors?|drafts?|manuscripts?|worlds?|series|shows?|musicals?|imagin\w*|invent\w*"
    r"|novelas?|cuentos?|relatos?|personajes?|juegos?|guion\w*|romans?|recits?|personnages?|jeux?|scenarios?"
    r"|romanen|spiel\w*|drehbuch\w*|figur\w*|charakter\w*|romanz\w*|raccont\w*|personagg\w*|copion\w*|romances?"
    r"|contos?|roteiros?|personage\w*|dream\w*|roleplay\w*|pretend\w*|practi[cs]\w*|rehears\w*|suenos?|sone|sonaba|reve\w*|traum\w*"
    rf"|getraumt|{_GAMES})\b"
    rf"|{fold('小说')}|{fold('故事')}|{fold('剧本')}|{fold('游戏')}|{fold('角色')}|{fold('小説')}|{fold('物語')}"
    rf"|{fold('脚本')}|{fold('ゲーム')}|{fold('キャラ')}|{fold('役')}|{fold('夢')}|{fold('梦')}|{fold('ロールプレイ')}"
    rf"|{fold('扮演')}|{fold('게임')}|{fold('소설')}|{fold('꿈')}|{fold('롤플레이')}"
)


# Where a clause of a sentence a fiction frame is said in begins with a subject of its own: a ";", or "and", "but",
# "so", "while" (French "et", "mais", German "und", "aber") before the person as a subject ("I'm the DM in our D&D
# campaign and I work at Google"). Spanish and Portuguese say the person by the verb alone ("… partida de D&D y trabajo
# en Google"): their "and" and "but" end the clause before any word (a clause read too short is the person's, not the
# game's).
_FRAME_CLAUSE_END = re.compile(
    r";|\b(?:and|but|so|while|whereas|et|mais|und|aber)\s+(?=(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|my"
    r"|our|je|j'|nous|ich|wir)(?:\b|(?<=')))"
    r"|\b(?:y|pero|mientras|e|mas)\s+(?=\w)"
)
# ... and a Spanish or Portuguese verb that says the person before a game's frame, as a subject does ("Soy el máster en
# nuestra partida de D&D", "Juego en una campaña de D&D"): the frame is said inside the person's clause.
_FRAME_VERB = _wordset("soy estoy juego dirijo llevo sou estou jogo mestro")


# What lives only in a game's or a tale's world, as the fold writes it (en, es, fr, de): a clause that says one after a
# game's frame clause is still the game's ("I'm the DM in our D&D campaign and I own a dragon", "… and I'm a wizard").
# Not what the world has too ("castle", "knight", "ranger", "bard", "king"), nor German "Elf" (eleven).
_FANTASY = _wordset(
    """dragon dragons wizard wizards witch warlock sorcerer sorceress necromancer paladin druid elf elves elven dwarf
    dwarves orc orcs goblin goblins mage lich unicorn griffin gryphon
    mago maga hechicero hechicera bruja brujo elfo elfa orco orcos druida dragones
    sorcier sorciere magicien magicienne elfe orque druide dragons
    drache drachen zauberer zauberin magier magierin hexe hexer zwerg ork orks druide"""
)


# ... and where a frame that opens its sentence ends: at a "but" before the person as a subject, or before what is so
# in life ("In my dreams I travel, but I'm a nurse", "Dans mon rêve je voyage, mais je suis infirmière", "In meinem
# Traum fliege ich, aber ich bin Krankenschwester", "En mi sueño vuelo, pero en realidad soy enfermera"): what a dream
# or a story says stops where the person sets themselves against it. Not "…, but the plane crashed" (the story's).
_FRAME_BUT = re.compile(
    r"\b(?:but|mais|aber|pero|ma|mas)\s+(?:(?:i|i'm|i've|i'd|we|we're|je|j'|nous|ich|wir|yo|io|eu)(?:\b|(?<=')))"
    r"|\b(?:but|mais|aber|pero|ma|mas)\s+(?:in\s+real\s+life|in\s+reality|actually|en\s+realidad|en\s+la\s+vida\s+real"
    r"|en\s+vrai|dans\s+la\s+vraie\s+vie|en\s+realite|in\s+wirklichkeit|in\s+realta|na\s+realidade"
    r"|na\s+vida\s+real)\b"
)


def _frame_clause(sentence: str, frame: re.Match[str]) -> tuple[int, int]:
    """The span of a folded sentence a fiction frame (``_FICTION``) holds: the whole sentence when the frame opens it
    (no subject before it: "In my novel the detective lives in Oslo", "Last night in my dream I was a pilot") up to a
    "but" that sets the person against it (``_FRAME_BUT``: "In my dreams I travel, but I'm a nurse"), and only
    the frame's own clause when it is said inside one ("I'm the DM in our D&D campaign and I work at Google": the
    campaign is where the person is the DM, not where they work; ``_FRAME_CLAUSE_END``) — to the sentence's end when
    the frame names a game and what follows says what lives only in one (``_FANTASY``: "… and I own a dragon")."""
    opens = not set(_WORD.findall(sentence[: frame.start()])) & (_DOER | _FIRST_PERSON_FORMS | _FRAME_VERB)
    starts = [] if opens else [m.end() for m in _FRAME_CLAUSE_END.finditer(sentence, 0, frame.start())]
    end = (_FRAME_BUT if opens else _FRAME_CLAUSE_END).search(sentence, frame.end())
    if end and re.search(_GAMES, frame.group(0)) and not _FANTASY.isdisjoint(_WORD.findall(sentence[end.start() :])):
        end = None
    return (starts[-1] if starts else 0), (end.start() if end else len(sentence))


# "A game" is a match as often as a world one plays in ("In the game last night I scored twice" is a real event): the
# game said without a name opens a fiction only behind a claim that says a state of the person, what they have or
# are ("In the game I own a castle" does not back "The user owns a castle"; "En el juego tengo un castillo", "Dans le
# jeu, j'ai un château", "Im Spiel habe ich eine Burg"), and not when a time or a rival says a match ("in the game
# last night", "in the game against Leeds"). It opens its sentence, as a frame does: "… a way to stay involved in the
# game during the off-season" is the sport.
_IN_GAME = re.compile(
    r"^\W*(?:(?:and|so|but|well|also|y|et|und)\s+)?"
    r"(?:in\s+(?:the|this|that|my|our|a)\s+(?:video\s+|online\s+|computer\s+|board\s+)?game"
    r"|en\s+(?:el|este|ese|mi)\s+(?:video)?juego|dans\s+(?:le|ce|mon)\s+(?:jeu|jeu\s+video)"
    # ... or a game by its name the person says they play ("When I play Sims, I live in a mansion", "Cuando juego a
    # los Sims, vivo en …", "Quand je joue à Skyrim, …", "Wenn ich Skyrim spiele, …"): what they do while playing is
    # theirs, what they are or own there the game's
    rf"|(?:when|whenever)\s+(?:i|we)\s+play\s+(?:the\s+)?(?:{_GAMES}|sims)"
    rf"|cuando\s+juego\s+(?:a\s+)?(?:(?:los|las|el|la)\s+)?(?:{_GAMES}|sims)"
    rf"|quand\s+je\s+joue\s+(?:a|aux)\s+(?:(?:les|la|le)\s+)?(?:{_GAMES}|sims)"
    rf"|wenn\s+ich\s+(?:(?:die|das)\s+)?(?:{_GAMES}|sims)\s+spiele"
    r"|(?:im|in\s+(?:dem|diesem|meinem))\s+(?:video|computer)?spiel)\b"
    r"(?!\s+(?:last|yesterday|tonight|today|this|on|against|at|vs|anoche|ayer|contra|hier|contre|gestern|gegen)\b)"
)
# ... and "in the game" that closes a clause of what the person is, has or where they live ("I'm a doctor in the game",
# "I own a castle in the game", "I live in a mansion in the video game", "… in the game my cousin made"): the same
# world, said after; not "It's a great way to stay involved in the game" (no state of the person's), nor "I scored
# twice in the game" (no state).
_IN_GAME_AFTER = re.compile(
    r"^\W*(?:(?:and|so|but|well|also)\s+)?(?:i'm|i\s+am|i\s+(?:own|have|live|rule))\b[^,.;:!?]*?\s"
    r"in\s+(?:the|this|that|my|our|a)\s+(?:video\s+|online\s+|computer\s+|board\s+)?game"
    # (and what game: "I'm a blacksmith in the game my cousin made", "… in the game that I play")
    r"(?:\s+(?:that|which|i|we|my|our|he|she|they)\b[^,.;:!?]*)?\s*(?=[,.;:!?]|$)"
)
_STATE_VERBS = _LINKING_VERBS | _wordset(
    "own owns possesses lives rules es esta tiene tienen posee vive e tem a est possede habite hat ist besitzt wohnt"
)
# ... nor when the sentence says what game it is by a sport's place on a team, a match or a league ("In the game, I'm
# the goalkeeper", "In the game I play striker in our Sunday league", "En el juego soy el portero"): a game of a sport
# is played in real life. A game named a video, online, computer or board game stays one ("In the video game I'm the
# goalkeeper": a footballer there is an avatar).
_SPORT_SAID = re.compile(
    r"\b(?:goalkeeper|goalie|striker|defender|midfielder|winger|full-?back|centre-?back|center-?back"
    r"|quarterback|linebacker|pitcher|catcher|shortstop|point\s+guard|shooting\s+guard|power\s+forward"
    r"|league|tournament|match|portero|arquero|delantero|defensa|centrocampista|liga|partido|torneo"
    r"|gardien|attaquant|defenseur|ligue|tournoi|torwart|sturmer|verteidiger|mittelfeldspieler|turnier)\b"
)
_NAMED_GAME = re.compile(
    r"\b(?:video|online|computer|board)\s*game|\b(?:video)?juego\s+(?:de\s+mesa|en\s+linea)"
    r"|\bvideojuego|\bjeu\s+video|\b(?:video|computer|brett)spiel"
)


# ... but what no sport gives a player, what one owns or where one lives, is the game's world's even beside a sport's
# word ("In the game I'm the goalkeeper and I own a castle": a goalkeeper owns no castle by the match).
_HAVING_VERBS = _wordset("own owns possesses lives tiene posee vive possede habite hat besitzt wohnt")


def _in_game(sentence: str, having: bool = False) -> re.Match[str] | None:
    """A sentence a bare "in the game" opens as a game's own world (``_IN_GAME``), unless it says the game is a
    sport's, by a position, a match or a league (``_SPORT_SAID``) and does not name it a video or board game — and
    the claim read behind it does not say what the person owns or where they live (``having``)."""
    m = _IN_GAME.match(sentence) or _IN_GAME_AFTER.match(sentence)
    if m is None or (not having and _SPORT_SAID.search(sentence) and not _NAMED_GAME.search(sentence)):
        return None
    return m


# A sentence that points back to a game an earlier sentence names ("We play D&D on Fridays. I'm a wizard there.", "…
# I have a dragon in it", "Jugamos a D&D los viernes. Allí soy un mago.", "… J'y suis un sorcier", "… Dort bin ich ein
# Zauberer"), read as the game's only when it says what lives only in a game (``_FANTASY``), and only behind a claim of
# what the person is or has, as "in the game" is (``_STATE_VERBS``): "We play D&D at Tom's place. I met my wife
# there." and "… I saw a dragon mural there" are the person's. Not "Wow!" (a "WoW" only where it is played).
_GAME_SAID = re.compile(rf"\b(?!wow\b){_GAMES}(?!\w)|\bplay(?:s|ed|ing)?\s+wow\b")
_BACK_TO_GAME = re.compile(
    r"\b(?:there|in\s+it|in\s+(?:that|the|this)\s+(?:game|campaign|one|world)|alli|ahi|alla|en\s+ella|en\s+el"
    r"|en\s+(?:esa|esta)\s+(?:partida|campana)|j'y|dedans|dans\s+(?:cette|la)\s+(?:partie|campagne)|dort|darin"
    r"|da\s+drin|in\s+(?:dieser|der)\s+(?:runde|kampagne))\b"
)


def _back_in_game(sentence: str) -> bool:
    """A folded sentence that points back to a game (``_BACK_TO_GAME``) and says what lives only in one."""
    return _BACK_TO_GAME.search(sentence) is not None and not _FANTASY.isdisjoint(_WORD.findall(sentence))


def fictional(claim: str, sources: Iterable[str], before: Sequence[str] = ()) -> list[str]:
    """The fiction frames (``_FICTION``) its sources say a claim's words only inside, when the claim does not name the
    fiction (``_FICTION_NAMED``): "The user lives in Oslo" behind "In my novel the detective lives in Oslo", "The user
    is a doctor" behind "In the script, I play a doctor", "用户住在奥斯陆" behind "在我的小说里，侦探住在奥斯陆".
    Each source is read sentence by sentence, a sentence a frame opens being the fiction's to its end; the claim's
    words that the sources hold only in such sentences (``_only_so``) are said of the story, not of the world. A
    sentence that points back to a game a sentence before it names, in its source or in what ``before`` says came
    before that source (``_back_in_game``: "We play D&D on Fridays. I'm a wizard there"), is the game's too."""
    texts = [_flat(t) for t in sources]
    # what came before a source is read only behind one that points back to a game (most do not)
    back = any(_back_in_game(t) for t in texts)
    earlier = [back and _GAME_SAID.search(_flat(b)) is not None for b in before] + [False] * (len(texts) - len(before))
    game = any(
        _IN_GAME.match(sentence) or _IN_GAME_AFTER.match(sentence)
        for t in texts
        for sentence in _SENTENCE_START.split(t)
    )
    if not game and not any(earlier) and not any(_FICTION.search(t) or _GAME_SAID.search(t) for t in texts):
        return []  # no story told: nothing to read (the common case, kept cheap)
    folded = _flat(MARKER_RE.sub(" ", claim))
    if _FICTION_NAMED.search(folded):
        return []
    verb = _persons_verb(folded)[0]
    state = verb in _STATE_VERBS
    game = game and state
    held: list[tuple[str, bool]] = []
    frames: list[str] = []
    for text, named in zip(texts, earlier, strict=True):  # named: an earlier sentence names a game
        for sentence in _SENTENCE_START.split(text):
            frame = _FICTION.search(sentence) or (_in_game(sentence, verb in _HAVING_VERBS) if game else None)
            lo, hi = _frame_clause(sentence, frame) if frame is not None else (0, 0)
            if frame is None and named and state and _back_in_game(sentence):
                lo, hi = 0, len(sentence)
                frames.append(sentence.strip())
            named = named or _GAME_SAID.search(sentence) is not None
            for part, so in ((sentence[:lo], False), (sentence[lo:hi], True), (sentence[hi:], False)):
                held += [(w, so) for w in [*_WORD.findall(part), *CJK.findall(part)]]
            if frame is not None:
                frames.append(frame.group(0).strip())
    if not _only_so([*_claim_words(folded), *_WORD.findall(folded)], held, _story_token):
        return []
    return list(dict.fromkeys(frames))


# A text the person pastes or quotes rather than says: a fenced code block, a line a ">" opens (an e-mail's or a forum's
# quoting), or quotation marks that open before a quote on its line and close after it ('"I moved to Lisbon in 2021,"
# writes the author', « Je suis ingénieur chez Thales », 「私は京都で教師をしています」). The "I" in it is its author's;
# a quote without one ("ERROR: disk full" in a pasted log) may state the person's own system, and is not read.
_PAIRED = (("“", "”"), ("«", "»"), ("„", "“"), ("「", "」"), ("『", "』"), ('"', '"'))
# ... or a text a line of its own hands over, the quote on a line after it: a line that names a text someone else wrote
# or a program printed, with no "my" or "our" before it, and ends at a colon ("here's the log:", "Got this email from
# Mark:", "Mira este correo:"), or at a question mark when it asks for work on the text ("Can you proofread this cover
# letter for my friend?", "¿Puedes corregir esta carta de mi hermano?"); not "Here's my CV:", nor "Did you read the
# article?" (a question the person's next line does not answer with a text).
_TEXT_NAMED = (
    r"\b(?:this|these|that|the|his|her|their|(?!(?:here|it|that|this|what|there)'s)[\w-]+'s|an?|esta|este|estos|estas|ce"
    r"|cet|cette|ces|diese|dieser|diesen|dieses)\s+(?:(?!(?:my|our|mine|is|are)\b)[\w-]+\s+){0,2}?(?:log|logs|output"
    r"|e-?mail|message|letter|cover\s+letter|text|post|comment|review|article|page|readme|doc|document|note|transcript"
    r"|error|trace|stack\s*trace|chat|reply|tweet|bio|essay|cv|resume|draft|announcement|statement|carta|correo|mensaje"
    r"|texto|lettre|courriel|texte|brief|nachricht|mail)\b"
)
_TEXT_WORK = (
    r"\b(?:proof-?read|translate|summari[sz]e|rephrase|rewrite|polish|edit|correct|fix|check|review|improve|look\s+(?:at|over)"
    r"|read\s+(?:over|through)|corregir|revisar|traducir|corriger|relire|traduire|korrigieren|ubersetzen|prufen)\b"
)
_CJK_I = re.compile(rf"[{fold('我私僕俺')}]")
_INTRODUCES = re.compile(
    rf"{_TEXT_NAMED}[^\n]{{0,80}}?:\s*$|{_TEXT_WORK}[^\n]{{0,40}}?{_TEXT_NAMED}[^\n]{{0,80}}?\?\s*$"
)


def quoted_line(line: str) -> bool:
    """A line a ">" opens: an e-mail's or a forum's quoting."""
    return line.lstrip().startswith(">")


def pasted(text: str, start: int, end: int) -> str | None:
    """How the span ``start:end`` of a turn's text (NFC) sits in a text pasted or quoted, when the span speaks in the
    first person (``words._FIRST_PERSON_FORMS``, "我", "私"); None otherwise. (The marks are looked for first: most
    turns have none, and the fold is read only when they do.)"""
    lo = text.rfind("\n", 0, start) + 1
    hi = len(text) if (hi := text.find("\n", end)) < 0 else hi
    head, tail = text[lo:start], text[end:hi]
    how = None
    if text.count("```", 0, start) % 2 == 1 and "```" in text[end:]:
        how = "a code block"
    elif quoted_line(head):
        how = "a line quoted with '>'"
    for opening, closing in _PAIRED if how is None else ():
        inside = head.count(opening) % 2 == 1 if opening == closing else head.rfind(opening) > head.rfind(closing)
        if inside and closing in tail:
            how = f"quotation marks ({opening}…{closing})"
            break
    if how is None and (line := text[:lo].rstrip()) and _INTRODUCES.search(_flat(line[line.rfind("\n") + 1 :])):
        how = "a text a line before hands over"
    if how is None:
        return None
    folded = _flat(text[start:end])
    return how if set(map(_bare, _WORD.findall(folded))) & _FIRST_PERSON_FORMS or _CJK_I.search(folded) else None


# A text in the first person that the person's own sentence holds in quotation marks, single ones too ('I keep singing
# "I'm a millionaire" in the shower', 'My son's essay starts: "I am an astronaut."', "The line I love is 'I live in
# Paris'"): a song's line, a child's essay, a film's, whose "I" is its author's (``quoted_only``). Not what the person
# says they say or said ('I told her "I'm a nurse"', "I always say 'I live in Leeds'", 'Le dije "soy enfermera"':
# ``_SAID_SELF`` before it).
_QUOTED_SPAN = re.compile(r'"(?P<a>[^"]+)"|“(?P<b>[^”]+)”|«(?P<c>[^»]+)»|„(?P<d>[^“]+)“|(?<!\w)\'(?P<e>.+?)\'(?!\w)')
_SAID_SELF = re.compile(
    r"\b(?:i|we|je|j'|ich|yo|io|eu)\s*(?:(?:\w+ly|always|often|just|then|once|also|siempre|toujours|immer|sempre)\s+)?"
    r"(?:(?:te|le|lui|leur|vous|ihr|ihm|gli)\s+)?"
    r"(?:said|say|told|tell|replied|reply|answered|answer|explained|explain|wrote|write|added|mentioned|announced"
    r"|introduced\s+myself|introduce\s+myself|ai\s+dit|dis|ai\s+repondu|sagte|sage|schrieb|antwortete|dissi|dico"
    r"|risposi|disse)\b[^.!?]*$"
    r"|\b(?:dije|digo|conteste|respondi|escribi)\b[^.!?]*$"
)


def quoted_only(claim: str, sources: Iterable[str]) -> list[str]:
    """The texts in quotation marks (``_QUOTED_SPAN``) that speak in the first person (``words._FIRST_PERSON_FORMS``)
    and are the only place its sources (the person's sentences, as written) say a word of the claim in, unless the
    person says they said it (``_SAID_SELF`` before the marks): 'My son's essay starts: "I am an astronaut."' does not
    back "The user is an astronaut", 'I told her "I'm a nurse"' backs "The user is a nurse"."""
    texts = [t for t in sources if any(m in t for m in "\"“«„'")]
    if not texts:
        return []  # nothing quoted (the common case, kept cheap)
    held: list[tuple[str, bool]] = []
    spans: list[str] = []
    for text in texts:
        at = 0
        for m in _QUOTED_SPAN.finditer(text):
            inner = next(g for g in m.groups() if g is not None)
            words = _WORD.findall(_flat(inner))
            theirs = bool(set(map(_bare, words)) & _FIRST_PERSON_FORMS) and not _SAID_SELF.search(
                _flat(text[: m.start()])
            )
            held += [(w, False) for w in _WORD.findall(_flat(text[at : m.start()]))]
            held += [(w, theirs) for w in words]
            spans += [inner.strip()] if theirs else []
            at = m.end()
        held += [(w, False) for w in _WORD.findall(_flat(text[at:]))]
    if not spans:
        return []
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _only_so([*_claim_words(folded), *_WORD.findall(folded)], held):
        return []
    return spans


def _story_token(word: str) -> bool:
    """A word a story says (``fictional``): a content word, or one the number reading takes for a count spelled out
    — a count in a story is the story's too, and "elf" is German for eleven and English for an elf ("My D&D
    character is an elf" behind "The user is an elf", whose only content word it is)."""
    return _is_claim_token(word) or (len(word) >= 3 and word in _SPELLED)


def _things(folded: str) -> list[str]:
    """The content words of a folded text that an article, a possessive or a preposition introduces."""
    toks = _WORD.findall(folded)
    pairs = zip(["", *toks], toks, strict=False)
    return [
        _bare(w) for before, w in pairs if (before in _INTRODUCERS or _ELIDED.match(w)) and _is_claim_word(_bare(w))
    ]


# A claim that someone uses or has a thing, by a light verb ("The team uses Kafka", "Billing runs on Postgres", "The
# user owns a Tesla", "El equipo usa Kafka", "Das Team nutzt Kafka"), as the fold reads it: its content words (the
# verb left out) are the thing's name, so any quote that names the thing would carry it (``used``).
_USED_CLAIM = re.compile(
    r"\b(?:uses?|utilis(?:e|es|ent|ons)|usa|usan|usamos|utiliza|utilizan|utilizza|utilizzano|usano|nutz(?:t|en)"
    r"|benutz(?:t|en)|verwende(?:t|n)|(?:runs?|relies|rely|depends?|builds?|built|is|are|'s|'re)\s+on|owns?"
    # "has" that has, not the perfect's ("The user has been a nurse for 12 years", "has lived", "has become")
    # (but "has been using Kafka", "has owned a Tesla" say the using)
    r"|(?:has|have)(?!\s+(?:(?:\w+ly|also|always|never|just|since)\s+)?(?:been(?!\s+(?:\w+ly\s+)?(?:using|running"
    r"|relying|depending|building|owning|on)\b)|become|had|got|gotten|done|made|known|grown|seen|taken|gone"
    r"|(?!used\b|owned\b)\w+ed)\b)"
    r"|tiene|tienen|tem|hat)\b"
)
# A claim that says its thing only as wanted, planned or denied is the other readings' ("The team plans to use
# Kafka", "The team will use Kafka", "The team does not use Kafka").
_HAVING = re.compile(r"owns?|has|have|tiene|tienen|tem|hat")
_USED_NOT_PLAIN = re.compile(
    r"\b(?:to|will|would|could|might|may|should|must|can|not|n't|never|no|nunca|nicht|kein\w*|pas|non|nao)\b|n't\b"
)
# What says a thing is the person's side's in use or owned, in the clause that names it: a verb of using or having
# (the tense readings judge its tense, ``others`` its subject), being on it, a possessive on it or on what it is part
# of ("our Kafka cluster", "our stack: Postgres, Redis, Kafka", "my main editor is Neovim"), or an identity built on
# it ("a Kafka shop", "a Neovim person"). A name on a list of wishes, on the radar, looked at, discussed, read about,
# recommended or said to be promising says none of these.
_USING = re.compile(
    r"\b(?:us(?:e|es|ed|ing)|utili[sz]\w*|run(?:s|ning)?|ran|rel(?:y|ies|ied|ying)|depend\w*|deploy\w*"
    r"|buil(?:d|ds|ding|t)|host\w*|stor(?:e|es|ed|ing)|handl\w*|(?:go(?:es|ing)?|went|gone)\s+(?:all\s+)?through"
    r"|(?:switch|mov|migrat|port|transition)\w*\s+(?:[\w.'-]+\s+){0,3}?(?:over\s+)?to|adopt\w*|roll\w*\s+out|replac\w*"
    r"|chose|chosen|choos\w*|picked|selected|opted|settled\s+on|(?:go|goes|went|going)\s+with|standardi[sz]ed\s+on"
    r"|(?:pleased|happy|satisfied|content)\s+with|own(?:s|ed|ing)?|driv(?:e|es|ing|en)|drove"
    r"|bought|buy|power(?:s|ed)?|backed|based|on\s+top\s+of|via|process\w*|writ(?:e|es|ing|ten)|wrote|cod(?:e|es|ed"
    r"|ing)|program\w*|work(?:s|ed|ing)?\s+(?:with|in)|ship\w*|serv(?:e|es|ed|ing)|maintain\w*|rent\w*|leas(?:e|es"
    r"|ed|ing)|subscri\w*|licens\w*|pay\w*|paid|ha(?:s|ve|d|ving)(?!\s+(?:\w+ed|been|read|seen|heard|thought|done"
    r"|gone|made|spoken|taken|given|found|not|never|always|already|just|also|to|a\s+look|an\s+eye)\b)|got|gotten"
    # Spanish, French, German, Italian, Portuguese
    r"|us(?:a|an|amos|o|aba\w*|ar|ado|ando|iamo|ano|are|ato)|corr(?:e|en|emos|iendo)|tenemos|tengo|tiene\w*|teni\w*"
    r"|migr\w*|funciona\w*|tourn\w*|avons|avez|nutz\w*|benutz\w*|verwend\w*|setz\w*(?:\s+\w+){0,3}\s+ein|einsetz\w*"
    r"|lauf\w*|lauft|habe|haben|hat|hatte\w*|abbiamo|hanno|gir(?:a|ano|iamo)|temos|tenho|tem|roda\w*|ersetzt|abgelost"
    r"|reemplaz\w*|remplac\w*|sostitu\w*|substitu\w*|elegi\w*|eligi\w*|(?:pass|cambi|mud)\w*\s+(?:a|al|au|ad|para)"
    r"|umgestiegen|gewechselt|umgezogen)\b"
)
_OUR = _wordset(
    """our nuestro nuestra nuestros nuestras notre nos unser unsere unserem unseren unserer nostro nostra nostri nostre
    nosso nossa nossos nossas"""
)
# What makes a clause's subject the person's side ("our", "my", "… on our team", "… here"), and what opens another
# party's with a word of whose or how many ("our competitor", "most teams"): ``others`` reads them per clause.
_SIDE = _MY | _OUR | _OURS_AFTER
# a clause with one of these in it is the person's (``_named_subject``): "My laptop runs Arch" says the person's
# thing, "Everyone on the team uses vim" their side; "Our CTO owns billing" someone of theirs
_PERSONS_OWN = _SUBJECTS | _ME | _MY | _PERSON | _OURS_AFTER
_WHOSE_OR_HOW_MANY = _MY | _OUR | _HOW_MANY
_POSSESSED = r"(?:" + "|".join(sorted(_MY | _OUR)) + r")"
# ... but not a list of what is weighed or wished for ("my list: Kafka, NATS", "our roadmap: Kafka")
_WEIGHED = (
    r"(?:list|radar|roadmap|shortlist|wishlist|plans?|proposal|options?|candidates?|ideas?|goals?|dreams?|todo"
    r"|backlog|agenda)"
)
_THEIRS_WHOLE = re.compile(
    rf"^\W*(?:the\s+)?{_POSSESSED}\s+(?!(?:[\w'-]+\s+){{0,2}}{_WEIGHED}\b)(?:[\w'-]+\s+){{0,3}}?[\w'-]+\s*"
    r"(?::|=|\b(?:is|are|es|son|ist|sind|est|sont|e|sono|sao)\b)"
)
# A thing said to be the part of a system a clause before says used, by "the" and the part's noun ("Kafka is the event
# bus", "Redis is the cache", "Harbor is the registry"): the person's system's part. Not what is so of the thing in the
# world ("Kafka is the industry standard / the obvious choice / the default", "the database of choice").
_ROLE = (
    r"[\w.+#'-]+\s+(?:is|are)\s+(?:also\s+|still\s+)?the\s+(?:main\s+|primary\s+)?(?:event\s+bus|message\s+bus"
    r"|bus|cache|queue|job\s+queue|task\s+queue|message\s+queue|message\s+broker|broker|database|db|datastore|data"
    r"\s+store|store|ci|ci\s+server|build\s+server|registry|container\s+registry|proxy|reverse\s+proxy|load\s+balancer"
    r"|gateway|api\s+gateway|scheduler|orchestrator|search\s+engine|search\s+index|index|warehouse|data\s+warehouse"
    r"|backend|frontend|runtime|web\s+server|cdn|dns|monitoring|tracing|logging|metrics\s+store|secrets\s+store|vault"
    r"|identity\s+provider|idp|feature\s+store|object\s+store|blob\s+store|stream|pipeline)"
    r"(?!\s+(?:of|for)\s+(?:choice|the\s+industry|most|everyone|many))\b"
)
_USED_PART = re.compile(
    # a dash that opens a correction ("We use MySQL — no, Postgres", "… - sorry, I mean Postgres") does not set off a
    # clause of its own: what it corrects to is said used by the verb before it (``_TAKEN_BACK`` reads what it takes
    # back)
    r"[.!?](?=\s|$)|[;\n()\"«»“”。]|\s[-–—]\s(?!(?:no|sorry|oops|wait|actually|i\s+mean|or\s+rather)\b)|\b(?:but|however|though|although|yet|pero|aunque|mais|aber)\b"
    # a comma before a clause of its own, a word and its verb ("We use Postgres, Kafka is on the roadmap"); not a
    # list's commas ("Our stack: Postgres, Redis, Kafka"), nor before the part a thing plays in the system the clause
    # before says used ("We use Postgres, Kafka is the event bus": ``_ROLE``)
    rf"|,\s+(?!{_ROLE})(?=[\w.+#'-]+\s+(?:is|are|was|were|looks?|seems?|would|might|could|may|will|isn't|aren't)\b)"
)


# A thing said to be the person's by a possessive pronoun after "be" ("The house in Lyon is mine", "Those bikes are
# ours", "La casa en Lyon es mía", "Das Haus ist meins", "La maison est à moi", "… c'est la mienne", "… gehört mir",
# "La casa è mia", "A casa é minha"): had, as "my house" is, when said after the thing and not denied. Not "my" before
# another's noun ("The house is my sister's"), which names its owner.
_MINE = re.compile(
    r"(?:\b(?:is|are|'s|'re|es|son|ist|sind|est|sont|e|sono|sao)\s+(?:(?:all|really|actually|still)\s+)?"
    r"(?:mine|ours|mi[oa]s?|nuestr[oa]s?|meins|meiner|meine|unser(?:e|es|s)?|a\s+(?:moi|nous)|nostr[oaie]|me[ui]|minhas?"
    r"|meus|noss[oa]s?)|\bc'est\s+(?:la|le|les)\s+(?:mienn?e?s?|notres?)|\bgehor(?:t|en)\s+(?:mir|uns))(?!\s*[\w'])"
)


# A verb of using under a modal of what might be ("We would use Kafka", "… could run on Kafka", "we'd pick"): none in
# use ("What would you use for the event bus?" — "Kafka.", ``asks.replied``).
_MIGHT = re.compile(r"\b(?:would|could|might|may|'d)\s+(?:(?:\w+ly|just|also|still|probably)\s+)?$")


# bounded: a resident daemon reads quotes of up to 2,000 characters, one distillation after another
@lru_cache(maxsize=1024)
def _says_used(clause: str, word: str) -> bool:
    """Whether a folded clause that holds ``word`` says it in use or had (``_USING``, ``_THEIRS_WHOLE``, ``_MINE``)."""
    w = re.escape(word)
    return bool(
        any(not _MIGHT.search(clause, max(0, m.start() - 40), m.start()) for m in _USING.finditer(clause))
        or _THEIRS_WHOLE.match(clause)
        # "the house in lyon is mine", not "… is not mine", nor "the car is mine, the house …"
        or (re.search(rf"\b{w}\b[^,;:]*?{_MINE.pattern}", clause) is not None and not _is_negative(clause))
        or re.search(
            rf"\b(?:am|is|are|was|were|been|be|being|'m|'re|'s|im|estamos|somos|sind|sommes|siamo)\s+(?:\w+\s+)?(?:on|en|auf|sur|su|em|with)\s+(?:the\s+|a\s+|an\s+)?{w}",
            clause,
        )
        or re.search(rf"\b{_POSSESSED}\s+(?:[\w.+#'-]+\s+){{0,2}}{w}", clause)
        # "Redis is our cache", not "Kafka is our next candidate"
        or re.search(rf"\b{w}\s+(?:is|are|was|were)\s+{_POSSESSED}\s+(?!(?:[\w'-]+\s+){{0,2}}{_WEIGHED}\b)", clause)
        or re.search(rf"{w}(?:-based|-powered|\s+(?:shop|house|user|users|person|people|guy|gal))\b", clause)
    )


def _used_objects(claim: str) -> list[str]:
    """The things a claim says are used or had by a light verb (``_USED_CLAIM``), as the fold reads them: every
    content word after the verb, when each is a name (or, after a verb of having, a thing: ``_names``, ``_things``),
    the content words before it are at most two, and the claim says it plainly (``_USED_NOT_PLAIN``); else none."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    m = _USED_CLAIM.search(folded)
    if m is None or _USED_NOT_PLAIN.search(folded):
        return []
    objects = _claim_words(folded[m.end() :])
    # a name and the words it is cut into ("Fly.io" is "fly" and "io", "Node.js" "node" and "js")
    named = {part for n in _names(claim) for part in (_flat(n), *_WORD.findall(_flat(n)))}
    if _HAVING.fullmatch(m.group(0)):  # what one has may be a thing ("The user owns a car"), what one is on a name
        named |= set(_things(folded))
    if not objects or any(w not in named for w in objects) or len(_claim_words(folded[: m.start()])) > 2:
        return []
    return objects


# A claim that the person (alone or with another) stands in a relation to a thing by a verb of running or teaching it
# ("The user runs a bakery on Elm Street", "The user and Ola run a bakery", "The user coaches the football team"): its
# object's head word (the last content word before a preposition) and the verb's family. The verbs of running a thing
# are one family (one who owns, manages, founded, leads or heads a bakery runs it in the sense a memory means); a
# coach, a teacher, an organiser and a host each only their own verb; and so a worker, a rider or player, a winner, a
# visitor, a student, a spouse and an author ("The user works at Ana's shop", "… rode in the Tour de France", "… won
# an Oscar", "… visited the Louvre", "… studied at Stanford", "… married Ana", "… wrote Ana's novel": one watched,
# read about or shopped at is none of them). A claim that the person owns a thing is
# ``_used_objects``' (a verb of having: "I bought a Tesla" backs "The user owns a Tesla").
_RELATION_FAMILY = {
    "run": "run",
    "manag": "run",
    "operat": "run",
    "found": "run",
    "lead": "run",
    "head": "run",
    "chair": "run",
    "direct": "run",
    "coach": "coach",
    "teach": "teach",
    "organi": "organise",
    "host": "host",
    "work": "work",
    "compet": "compete",
    "win": "win",
    "visit": "visit",
    "study": "study",
    "marri": "marry",
    "wrote": "write",
    # ... and a closer relation to a person than a meeting, a call or a lunch ("The user dated Taylor Swift", "… hired
    # Ana", "… broke up with Marco", "… became friends with their boss" behind "I met …", "I interviewed …", "I had
    # lunch with …"), and a making of what one played, ate, watched or wore ("The user made the Zelda game", "… cooked
    # the soup", "… painted the mural", "… starred in Dune"), and a home of what one saw a film about ("… lived in
    # Rome"): each its own family of verbs
    "member": "member",
    "romance": "romance",
    "breakup": "breakup",
    "befriend": "befriend",
    "hire": "hire",
    "fire": "fire",
    "make": "make",
    "cook": "cook",
    "art": "art",
    "act": "act",
    "live": "live",
}
# A group one is a member of, not a place one is in ("a team", "a book club", "the choir"; not "the office", "a class")
_GROUP_WORDS = """club clubs team teams group groups choir choirs band bands league society association union crew squad
    troupe chapter circle committee board"""
_GROUPS = "|".join((*_GROUP_WORDS.split(), "orchestra", "ensemble", "guild", "fraternity", "sorority"))
_RELATION_CLAIM = re.compile(
    r"^\W*(?:(?:the\s+)?user|[\w'-]+\s+and\s+the\s+user)(?:\s+(?:and|&)\s+(?:their\s+|his\s+|her\s+)?[\w'-]+)?\s+"
    r"(?:(?:also|still|now|currently|jointly|together|\w+ly|has|have|had|been|is|are|was|were|got|became)\s+){0,2}"
    # (a closer relation to a person first: "made friends with", "went out with", not a making nor a visit)
    # (a membership now: "The user is on a team", "… is in a book club", "… is a member of the choir")
    r"(?P<verb>(?P<member>(?:on|in|part\s+of|(?:an?\s+)?(?:active\s+)?member\s+of|belongs?\s+to)"
    rf"(?=\s+(?:a|an|the|their|his|her)\s+(?:[\w'-]+\s+){{0,2}}?(?:{_GROUPS})\b))"
    r"|(?P<romance>dated|dates|dating|(?:went|goes|go|going)\s+out\s+with|kissed|kisses|slept\s+with"
    r"|hooked\s+up\s+with|fell\s+(?:in\s+love\s+with|for)|(?:proposed|proposes)\s+to|engaged\s+to"
    r"|in\s+a\s+relationship\s+with|back\s+together\s+with|flirted\s+with)"
    r"|(?P<breakup>(?:broke|breaks)\s+up\s+with|split\s+(?:up\s+)?(?:with|from)|divorced|divorces|dumped|dumps"
    r"|separated\s+from)"
    r"|(?P<befriend>befriended|befriends|made\s+friends\s+with|(?:(?:good|close|best|old)\s+)?friends\s+with)"
    r"|(?P<fire>fired|fires|sacked|laid\s+off)"
    r"|(?P<run>run|runs|ran|running)|(?P<manag>manag(?:e|es|ed))"
    r"|(?P<operat>operat(?:e|es|ed))|(?P<found>(?:co-?)?founded)|(?P<lead>leads?|led)|(?P<head>heads?|headed)"
    r"|(?P<chair>chairs?|chaired)|(?P<direct>directs?|directed)|(?P<coach>coach(?:es|ed)?|mentor(?:s|ed)?|trained|trains)"
    r"|(?P<teach>(?:teach(?:es)?|taught)(?:\s+(?:at|in)\b)?)|(?P<organi>organi[sz](?:e|es|ed))|(?P<host>hosts?|hosted)"
    # ... and a job, a race or a game, a win, a visit: what the person works at, rides or plays in, won, went to
    r"|(?P<work>(?:works?|worked|working)\s+(?:at|for|in)|(?:employed|hired)\s+(?:at|by|in))"
    r"|(?P<compet>(?:rode|rides?|raced?|races|competed|competes?|played|plays?|performed|performs?|sang|sings?"
    r"|ran|runs)\s+(?:in|for|at)|(?:plays?|played)\s+(?:[\w'-]+\s+)?for)"
    r"|(?P<win>won|wins)"
    r"|(?P<visit>visited|visits|toured|tours|(?:went|goes|been|travell?ed|travels|flew|flies)\s+to"
    r"|(?:stayed|stays)\s+(?:at|in)|attended|attends|climbed|climbs|hiked|hikes)"
    r"|(?P<study>(?:studied|studies|study)\s+(?:at|in)|graduated\s+from)"
    # (a wedding's place, "The user got married in Rome": married where)
    r"|(?P<marri>(?:married|wed)\s+in|married|marries|wed)"
    r"|(?P<wrote>wrote|writes|authored|(?:writes|wrote)\s+for)"
    # (after a job's "employed at": "The user employed Ana" hired her)
    r"|(?P<hire>hired|hires|employed|employs|recruited|recruits|(?:took|takes)\s+on|onboarded)"
    r"|(?P<make>made|makes|built|builds|developed|develops|created|creates|designed|designs|programmed|coded"
    r"|produced|produces|invented|invents|engineered|manufactured)"
    r"|(?P<cook>(?:cooked|cooks|baked|bakes|brewed|brews|grilled|roasted)(?:\s+(?:at|in|for))?)"
    r"|(?P<art>painted|paints|drew|draws|sketched|sculpted|carved|knitted|knits|knit|sewed|sewn|sews|crocheted"
    r"|composed|composes|recorded|records|photographed|filmed|illustrated|wove|woven)"
    r"|(?P<act>(?:acted|acts|starred|stars|appeared|appears|featured|cast)\s+(?:in|on)|(?:a\s+)?guest\s+on)"
    r"|(?P<live>(?:lived|lives|living|resided|resides|born|raised|grew\s+up)\s+in|(?:moved|relocated|emigrated)\s+to))\s+"
    r"(?!(?:on|to|into|in|out|away|home|back|off|up|down|late|for|with|around|across|through|over|from|at|by)\b)"
    r"(?P<object>[^,;:.!?]+)"
)
_RELATION_OBJECT_END = re.compile(
    r"\b(?:on|in|at|near|for|with|of|about|from|since|by|to|until|every|each|and|who|which|that|when|where|while"
    # (a time after the thing: "… has been to Rome once", "… attended a convention last Friday")
    r"|as|after|before|during|once|twice|last|this|yesterday|today|recently|ago|again|making"
    # (what the thing shows or stands for: "… created a mural symbolizing courage", "… a painting inspired by autumn")
    r"|inspired|depicting|showing|featuring|symboli[sz]ing|representing)\b"
)
# What a quote says of the person in that family, the person the subject ("I run", "We've been running", "Ola and I
# opened", "I'm the owner of"), a few words between and none another's ("My wife runs a bakery" is hers).
# A dish bought ready, only heated: frozen, store-bought, ready-made, leftover, a takeaway's
_READY = (
    r"(?:frozen|store-?bought|shop-?bought|ready-?made|pre-?made|premade|pre-?cooked|precooked|leftovers?"
    r"|takeaway|takeout|microwave|oven-?ready|supermarket|bought)\b"
)
_RELATION_SAID = {
    "run": (
        r"run|runs|running|ran|own|owns|owned|owning|owners?|co-?owners?|manag\w*|operat\w*|found|founded|founding"
        r"|founders?|co-?found\w*|start|starts|started|starting|open|opens|opened|opening|set\s+up|setting\s+up"
        r"|lead|leads|leading|led|leaders?|head|heads|headed|heading|chair\w*|direct|directs|directed|directing"
        r"|directors?|ceo|boss|proprietors?|in\s+charge"
    ),
    "coach": r"coach\w*|mentor\w*|train\w*",
    # a group one is in is joined, belonged to, led, formed, played, sung or trained with (not only named: "I quit my
    # team", "My former team won the league" name a group left)
    "member": (
        r"members?|membership|part\s+of|join(?:ed|ing|s)?|belong\w*|lead(?:s|ing)?|led|manag\w*|form(?:ed|ing)?"
        r"|(?:co-?)?found(?:ed|ing)?|start(?:ed|ing)?|play\w*|sing\w*|sang|perform\w*|compet\w*|rac(?:e|es|ed|ing)"
        r"|ride\w*|rode|row(?:s|ed|ing)?|captain\w*|co-?captain\w*|teammates?|bandmates?|practi[cs]\w*|train\w*"
        r"|rehears\w*|volunteer\w*|meet\w*|met|go|goes|going|attend\w*|drum\w*|dance\w*|danc\w*"
    ),
    "teach": r"teach\w*|taught|tutor\w*|instruct\w*",
    "organise": r"organi[sz]\w*",
    "host": r"host\w*",
    "work": (
        # (volunteering is work, unpaid: "I volunteer at the shelter", "I've been volunteering at the food bank")
        r"volunteer\w*"
        r"|work|works|worked|working|jobs?|employ\w*|staff|hired|intern\w*|co-?workers?|colleagues?|boss|shifts?"
        r"|joined|started|career|position|role|employer|workplace|teach\w*|taught|tutor\w*|promot\w*|trabaj\w*"
        r"|travaill\w*"
        r"|arbeit\w*|lavor\w*|trabalh\w*"
    ),
    "compete": (
        r"rode|ride\w*|riding|rac\w*|compet\w*|play\w*|perform\w*|sang|sing\w*|ran|run\w*|particip\w*"
        r"|took\s+part|entered|team|squad|roster|captain|teammates?|cycl\w*|swim\w*|swam|match\w*|games?|fought"
        r"|fight\w*|member|joined|made\s+(?:it|the)"
    ),
    "win": r"win|wins|winning|won|winner|champion\w*|first\s+place|gold|medals?|trophy|title|victor\w*|beat",
    "visit": (
        r"visit\w*|went|go|goes|going|gone|been|travel\w*|trip|tour\w*|stay\w*|attend\w*|flew|fly|flying|drove"
        r"|driv\w*|came|come|coming|saw|seen|see|seeing|there|holiday|vacation\w*|explor\w*|hik\w*|walk\w*"
        r"|spent|spend\w*|back|return\w*|arriv\w*|landed|ate|eat|dined|was|were|am|'m|live\w*|moved|took|trek\w*"
        r"|climb\w*|summit\w*|camp\w*|sail\w*|cruis\w*|stopped|checked|honeymoon\w*|road\s+trip|made\s+it"
        r"|had\s+(?:such\s+)?(?:a\s+)?(?:blast|ball|fun|(?:\w+\s+)?time)"
    ),
    "study": (
        r"stud\w*|graduat\w*|alum\w*|degrees?|phd|masters?|bachelors?|major\w*|minor\w*|class\w*|campus|enroll?\w*"
        r"|went|attend\w*|semesters?|freshman|sophomore|junior|senior|professors?|thesis|dorms?|college|school"
    ),
    "marry": r"marri\w*|marry\w*|wed|wedding|husband|wife|spouse|fianc\w*|tied\s+the\s+knot",
    "write": r"writ\w*|wrote|author\w*|column\w*|journalist|reporter|published|publish\w*|penned|draft\w*",
    # a meeting, a call, a lunch, an interview is none of these: a romance is dated, seen, gone out with, kissed, loved,
    # engaged or wed, a partner or an ex; a breakup broken up, split, divorced; a friend a friend; a hire hired,
    # employed, taken on or offered the job; a firing a firing
    "romance": (
        r"dat(?:e|es|ed|ing)|seeing|(?:go|goes|went|going|gone)\s+out|boyfriends?|girlfriends?|partners?"
        r"|relationship|(?:got|get|gets|getting|are|were|been|be|back)\s+together|kiss\w*|in\s+love|fell\s+for"
        r"|romanc\w*|romantic|engag\w*|fianc\w*|propos\w*|marri\w*|marry|wed|wedding|wife|husband|spouse"
        r"|hook\w*\s+up|slept\s+with|sleep\w*\s+with|ex|exes|crush|sweetheart|lovers?|flirt\w*"
    ),
    "breakup": (
        r"br(?:oke|eak|eaks|eaking)\s+up|breakup|break-up|split\w*|divorc\w*|dump\w*|separat\w*|ex|exes"
        r"|ended\s+(?:it|things)"
    ),
    "befriend": r"friend\w*|buddy|buddies|pals?|bff|besties?|mates?",
    "hire": (
        r"hir(?:e|es|ed|ing)|employ\w*|recruit\w*|onboard\w*|(?:took|take|takes|taking|brought|bring)\s+(?:\w+\s+)?"
        r"on(?:to)?|offer\w*"
    ),
    "fire": (
        r"fir(?:e|es|ed|ing)|sack\w*|laid\s+(?:\w+\s+)?off|lay\w*\s+(?:\w+\s+)?off|let\s+(?:\w+\s+)?go|dismiss\w*"
        r"|terminat\w*"
    ),
    # ... what one played, ate, watched, wore or bought is not what one made: a making is made, built, created,
    # developed, designed, coded, written, produced, crafted, finished, worked on (not a thing "made by" another); a
    # dish cooked, baked, made, whipped up; a picture, a garment or a song painted, drawn, knitted, sewn, composed,
    # recorded; a film or a show acted, starred, appeared or played in
    "make": (
        r"(?:ma(?:de|ke|kes|king)|buil(?:d|ds|t|ding)|develop\w*|creat\w*|design\w*|cod(?:e|ed|es|ing)|program\w*"
        r"|produc\w*|invent\w*|engineer\w*|manufactur\w*|craft\w*|wr(?:ote|ite|ites|iting|itten)|author\w*"
        r"|put\s+together|assembl\w*|knit\w*|sew\w*|sewn|crochet\w*|paint\w*|dr(?:ew|aw|aws|awing|awn)|sketch\w*"
        r"|sculpt\w*|carv\w*|cook\w*|bak(?:e|es|ed|ing)|brew\w*|compos\w*|record\w*|film(?:ed|ing)|direct\w*|shot"
        r"|shoot\w*|did|done|finish\w*|complet\w*|work(?:ed|ing)?\s+on|whip\w*\s+up|homemade|handmade|diy"
        r"|thr(?:ew|own|ow|ows|owing)(?=[^.;!?\n]{0,40}\bwheel\b))"  # a potter throws a pot on the wheel
        r"(?!\s+(?:by|por|par|von|da|de)\b)"
    ),
    "cook": (
        # (what one takes out of one's oven one baked: "Just took the bread out of the oven")
        # (not a thing bought ready and only heated: "Took the frozen pizza out of the oven", "… the leftovers")
        rf"(?:took|take|takes|taking|pulled|pull|pulls|pulling|got)\s+(?:(?!{_READY})[\w'-]+\s+){{0,4}}?out\s+of"
        r"\s+(?:the|my|our)\s+oven"
        r"|cook\w*|bak(?:e|es|ed|ing)|bakers?|brew\w*|grill\w*|roast\w*|fr(?:y|ied|ies|ying)|chefs?|kitchen"
        r"|ma(?:de|ke|kes|king)|prepar\w*|homemade|recipes?|whip\w*\s+up|prep(?:ped|ping)?|fix(?:ed|ing)?"
    ),
    "art": (
        r"(?:paint\w*|dr(?:ew|aw|aws|awing|awn)|sketch\w*|sculpt\w*|carv\w*|knit\w*|sew\w*|sewn|crochet\w*|compos\w*"
        r"|record\w*|photograph\w*|film(?:ed|ing)|shot|illustrat\w*|wove|weav\w*|woven|ma(?:de|ke|kes|king)"
        r"|creat\w*|did|done|finish\w*|homemade|handmade|work(?:ed|ing)?\s+on)"
        r"(?!\s+(?:by|por|par|von|da|de)\b)"
    ),
    "act": (
        r"act(?:ed|ing|s|or|ors|ress)?|starr\w*|star|stars|appear\w*|cast|roles?|play(?:ed|ing|s)?"
        r"|guest\w*|featur\w*|perform\w*|interviewed|episode"
    ),
    # ... and a home what one read a book or saw a film about: lived, grew up, born, raised, moved, rented
    "live": (
        r"liv(?:e|es|ed|ing)|grew\s+up|grow\w*\s+up|raised|born|mov(?:e|ed|es|ing)|resid\w*|relocat\w*|emigrat\w*"
        r"|settled"
    ),
}
# ... and, of the families a meeting or a using is not, the words of the other languages the gate reads, anywhere in
# the sentence (their subject is often the verb's ending: "Salgo con Ana", "Contraté a Ana", "Ana ist meine
# Freundin", "Wir haben Ana eingestellt", "Viví en Berlín")
_SAID_ABROAD = {
    family: re.compile(rf"\b(?:{words})\b")
    for family, words in (
        (
            "romance",
            r"novi[oa]s?|pareja|cop(?:ain|ine)|petite?\s+amie?|freundin|fidanzat[oa]|ragazz[oa]|namorad[oa]s?"
            r"|sal(?:go|e|imos|io)\s+con|esposa|esposo|marido|mulher|moglie|marito|ehemann|ehefrau|casad[oa]s?"
            r"|sposat[oa]|verheiratet|verlobt|prometid[oa]|saliendo\s+con|sors\s+avec|sortons\s+ensemble|esco\s+con"
            r"|usciamo\s+insieme|namor(?:o|amos|ei)|(?:bin|sind)\s+mit\s+(?:[\w'-]+\s+){1,2}?zusammen",
        ),
        ("breakup", r"rompi\w*|rompimos|quitte|quittes|getrennt|lasciat[oa]|separad[oa]s?|divorci\w*"),
        ("befriend", r"befreundet|amig[oa]s?|amie?s?|cop(?:ain|ine)s?|freunde?|freundin\w*|amic[oa]|amici|amiche"),
        ("hire", r"contrat[eoa]\w*|contratt\w*|embauch\w*|eingestellt|einstell\w*|assunt[oa]"),
        # ... a job, a study, a teaching post said by its verb in the first person, or by the person's being one
        # ("Ahora trabajo en el refugio", "Je travaille chez Renault", "Ich arbeite bei Siemens", "Soy voluntaria en
        # el refugio", "Estudio en la UNAM", "Soy profesora en la escuela")
        (
            "work",
            r"trabaj(?:o|amos|e|aba|abamos|ado|ando)|travaill(?:e|ons|ais|ait|e|ant)|arbeit(?:e|en)|gearbeitet"
            r"|lavor(?:o|iamo|avo|ato|ando)|trabalh(?:o|amos|ei|ava|ado|ando)|volunt(?:ari[oa]|eer)\w*|benevole"
            r"|volontaire|volontari[oa]|ehrenamtlich"
            # (one of the staff there, "Soy enfermera en el Hospital La Paz", "Je suis infirmière à l'hôpital")
            r"|(?:soy|sou|suis|bin|sono)\s+(?!(?:stat[oa]|ete|gewesen|sido)\b)(?:[\w'-]+\s+){1,2}?"
            r"(?:en|a|au|chez|bei|in|im|an|am|presso|no|na|em|al|alla|nel|nella)\b"
            r"|(?:mi|mon|ma|mein|meine|il\s+mio|o\s+meu)\s+(?:trabajo|empleo"
            r"|travail|emploi|job|arbeit|stelle|lavoro|trabalho|emprego)",
        ),
        (
            "study",
            r"estudi(?:o|amos|e|aba|ado)|etudi(?:e|ons|ais|ait|ant)|studiere|studieren|studiert|studio|studiamo"
            r"|studiavo|studiato|estud(?:o|amos|ei|ava|ado)|graduad[oa]|gradue|diplom(?:e|ee)|laureat[oa]",
        ),
        (
            "teach",
            r"enseno|ensenamos|ensene|ensenaba|enseign(?:e|ons|ais|ait)|unterrichte|lehre|insegn(?:o|iamo|avo|ato)"
            r"|ensin(?:o|amos|ei|ava)|(?:soy|suis|bin|sono|sou)\s+(?:(?:un|una|une|ein|eine|uno|um|uma)\s+)?"
            r"(?:profesor[a]?|maestr[oa]|professeur|enseignant\w*|lehrer\w*|professor\w*|insegnante)",
        ),
        # ... a win, a race, a visit in the first person ("Gané el torneo", "J'ai gagné", "Wir haben gewonnen",
        # "Corrí la maratón", "Estuve en Kioto", "Je suis allée à Kyoto", "Sono stata a Kyoto")
        (
            "win",
            r"gane|ganamos|ganado|gagne|gagnons|gagnee|gewonnen|gewann|gewinne|vinto|vinsi|ganhei|ganhamos|venci"
            r"|vencemos|campeon[a]?|campea|champion(?:ne)?|sieger\w*|vincitor\w*",
        ),
        (
            "compete",
            r"corri|corrimos|corrido|cours|couru|courons|gelaufen|laufe|lief|corso|corro|corsi|particip(?:e|o|amos|ado"
            r"|ato|ei|ons)|teilgenommen|compet(?:i|imos|ido|e|itions?)|gareggiat[oa]",
        ),
        (
            "visit",
            r"visite|visitamos|visitado|visitei|visitato|visitai|besucht|besuchte|(?:fui|fuimos)\s+a|estuve\s+en"
            r"|estuvimos\s+en|suis\s+allee?|sommes\s+alle(?:e?s)?|(?:bin|waren|war)\s+(?:(?!(?:nicht|nie|nimmer|kein\w*)\b)[\w'-]+\s+){0,2}?(?:in|nach)|sono\s+stat[oa]"
            r"|siamo\s+stat[ie]|(?:fui|fomos)\s+(?:a|ao|para)|estive\s+em|viaje|viajamos|voyage|gereist|viaggiato"
            r"|viajei",
        ),
        ("fire", r"despid\w*|licenci\w*|gefeuert|gekundigt|entlassen|licenzi\w*|demiti\w*"),
        (
            "make",
            r"hice|hicimos|hecho|fabriqu\w*|gemacht|gebaut|fatto|fiz|fizemos|feito|constru(?:i|yo|imos|ido|ida|it|its"
            r"|ite|ito|ita|iu)|desarroll\w*|developp\w*|entwickelt|sviluppat\w*|desenvolv\w*",
        ),
        (
            "cook",
            r"cocin\w*|koch(?:e|t|te|ten)|gekocht|backe|backt|backte|gebacken|cucin(?:o|iamo|avo|at\w*)|cozinh\w*"
            r"|horne\w*|cuisin(?:e|ee|es|ons|ais|ait|er)|assei|assamos",
        ),
        (
            "art",
            r"pint(?:e|o|amos|ado|ada|ura)|dibuj\w*|peint\w*|dessin\w*|gemalt|zeichn\w*|gezeichnet|dipint\w*|disegn\w*"
            r"|grabad\w*|grabamos|enregistr\w*|aufgenommen|tej(?:i|ido|ida|emos)|tricot\w*|gestrickt|strick\w*",
        ),
        (
            "live",
            r"vivo|viv(?:i|imos|ia|iamos|ido)|grandi|habit(?:e|o|ons|ait|ais|amos|ado|ava)|wohn\w*|gelebt|leb(?:e|t|te|ten)"
            r"|abit(?:o|a|ato|ava|iamo)|cresci\w*|naci|nacido|nacida|geboren|sono\s+nat[oa]|mud(?:e|ei|amos|ado|ada|aron)"
            r"|demenag\w*|umgezogen|trasferit[oa]|mor(?:o|amos|ei|ava)",
        ),
    )
}
# The person at, in or on the thing itself, or in a role there ("I'm at Stripe", "I've been at Stripe for two years",
# "I'm on the Lakers", "I'm in Bali", "I'm a nurse at St Mary's", "I was at the Oscars"): a job, a team, a visit said
# without their verb (the thing's word follows, ``_being_at``); and a trip the person calls theirs ("my trip to
# Lisbon", "our honeymoon in Bali") says a visit (``_MY_SAYS``).
_BEING_AT = (
    r"\b(?:i'm|im|i\s+am|we're|we\s+are|i\s+was|we\s+were|(?:i've|we've|i\s+have|we\s+have)\s+been)\s+"
    r"(?:(?:a|an)\s+(?:[\w'-]+\s+){0,2}?)?(?:on|in|at|with|for)\s+(?:[\w'-]+\s+){0,3}?"
)
# ... families a sentence says of its thing, not a clause only ("I was in the final of the Valorant tournament, and I
# won!"); a sentence that opens with their verb says it of the speaker ("Been only to Rome once"). Among them a job, a
# team, a visit, a part is said by being at, on or in the thing (``_AT_FAMILIES``: "I was on the Daily"; not a romance
# by being with a person, nor a home by being in a town).
_AT_FAMILIES = ("work", "compete", "win", "visit", "study", "marry", "write", "act", "member")
_SENTENCE_FAMILIES = (*_AT_FAMILIES, "romance", "breakup", "befriend", "hire", "fire", "make", "cook", "art", "live")
_MY_SAYS = {
    # (one word may stand between, not another's: "my sister's husband" is hers, not the person's)
    family: re.compile(rf"\b{_POSSESSED}\s+(?:(?![\w-]+'s\b)[\w'-]+\s+)?(?:{nouns})\b")
    for family, nouns in (
        (
            "visit",
            r"trips?|visits?|holidays?|vacations?|tours?|stay|honeymoon|travels?|journey|time|day|night|evening|weekend",
        ),
        # ... a job they call theirs a work ("my job at the brewery", "my shift at the café")
        ("work", r"jobs?|shifts?|internship|position|role|office|boss|colleagues?|co-?workers?|workplace|employer"),
        # ... a spouse they call theirs a marriage ("Ana is my wife")
        ("marry", r"wife|husband|spouse|wedding"),
        # ... a degree they call theirs a study ("I did my PhD at Stanford", "Stanford was where I got my degree")
        (
            "study",
            r"phd|degrees?|masters?|bachelors?|doctorate|thesis|dissertation|major|semesters?|classes|courses?|dorm"
            r"|professors?|alma\s+mater",
        ),
        # ... a partner, an ex, a friend, one employed they call theirs ("Ana is my girlfriend", "my ex", "my best
        # friend Ana", "my assistant Ana"), a home ("my flat in Rome"), a making ("my own game")
        ("romance", r"boyfriend|girlfriend|partner|fianc\w*|wife|husband|spouse|ex|crush|date|sweetheart|lover"),
        ("breakup", r"ex|ex-\w+"),
        ("befriend", r"friends?|buddy|pal|bff|bestie|mate"),
        ("hire", r"employees?|hires?|assistants?|interns?|staff|nanny|contractors?"),
        ("live", r"home|hometown|house|apartment|flat|neighbou?rhood"),
        ("make", r"own|creations?|inventions?|handiwork"),
        ("art", r"own|creations?|artwork|handiwork"),
        ("cook", r"own|recipe|cooking|baking"),
    )
}
# What a person is one of, not what they run, when they call it theirs ("our book club", "my team", "our church",
# "my company"): a member's word as much as an owner's.
_MEMBERSHIP = _wordset(
    f"""{_GROUP_WORDS} class classes church gym school community congregation company firm office department lab
    unit"""
)
# "I trained for the Mainz marathon and ran it", "I got into Cornell but went to Tufts" (read on its own too, where
# the first verb's word was a thing's: "I watched the game and played after")
_RELATION_AND = r"\b(?:i|we)\b[^,;]*?\b(?:and|but|then)\s+(?:(?:also|then|now|still|later|\w+ly)\s+)?"
_RELATION_SUBJECT = (
    r"(?:\b(?:i|we|i'm|im|we're|i've|ive|we've|i'd|we'd)\s+(?:(?!(?:my|his|her|their|your|our)\b)[\w'-]+\s+){0,3}?"
    rf"|{_RELATION_AND}"
    # "Me and my sister work at a hospital"
    r"|\bme\s+and\s+(?:(?:my|our)\s+)?[\w'-]+\s+)"
)


# A work about a thing ("a documentary about Antarctica", "a book on Rome", "un documental sobre Bali", "ein Buch
# über Rom", the verb that governs it and what stands between them): the thing is its topic, no place the person
# went to nor a person they dated (``_says_related`` cuts it, keeping what the topic goes on to say: "a video about
# my trip to Rome").
_ABOUT_WORK = (
    r"\b(?:documentar\w*|docs?|doku\w*|books?|novels?|films?|movies?|shows?|series|episodes?|articles?|podcasts?"
    r"|videos?|vlogs?|lectures?|talks?|essays?|papers?|stor(?:y|ies)|photos?|pictures?|posts?|reports?|biograph\w*"
    r"|memoirs?|programm?e?s?|reportages?|libros?|peliculas?|documental(?:es)?|articulos?|livres?|documentaires?"
    r"|emissions?|buch|bucher|artikel|sendung\w*|documentari[oa]?|articol[oi]|livros?|filmes?|documentarios?)"
    r"\s+(?:about|on|of|regarding|sobre|sur|uber|ueber|su|sul|sulla|de|del|della|da|do|dos)\s+"
)
_ABOUT = rf"{_ABOUT_WORK}(?:[\w'-]+\s+){{0,3}}?"


# One employed by the person, said of them ("Ana works for me", "Ana joined our team").
_HIRED_BY_ME = (
    r"\b(?:works?|worked|working)\s+for\s+(?:me|us)\b"
    r"|\b(?:joined|joins|started\s+(?:at|on|with))\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:team|company|staff|business|firm|shop)\b"
)


def _about_cut(m: re.Match[str]) -> str:
    """A work about a thing, and the verb that governs it, cut from a clause (``_ABOUT``): the person stays the
    subject of what the clause goes on to say after "and" ("I saw a documentary about Antarctica and went there"),
    not of the topic's words (a mark no word is: "I saw pictures of Marco's wedding" is not "I wed Marco")."""
    return " i ~ " if m.group("i") else " ~ "


# ... and a relation said by the person's noun for another ("The user's boyfriend is Marco", "Ana is the user's
# girlfriend", "The user's best friend is Marco"): the noun's family, the other's name its thing.
_RELATION_NOUNS = {
    "romance": "boyfriend|girlfriend|partner|fiance|fiancee|lover",
    "marry": "wife|husband|spouse",
    "befriend": "friend|buddy|bff",
    "hire": "employee|assistant|hire",
}
_NOUN_FAMILY = {noun: family for family, nouns in _RELATION_NOUNS.items() for noun in nouns.split("|")}
_NOUN_MODIFIER = r"(?:(?:new|current|best|close|good|old|longtime|long-time)\s+)?"
_RELATION_NOUN_CLAIM = re.compile(
    rf"^\W*(?:(?:the\s+)?user's|their)\s+{_NOUN_MODIFIER}(?P<noun>{'|'.join(_NOUN_FAMILY)})\s+(?:is|was|named|called)\s+"
    r"(?P<object>[^,;:.!?]+)"
    rf"|^\W*(?P<other>[^,;:.!?]+?)\s+(?:is|was)\s+(?:the\s+)?user's\s+{_NOUN_MODIFIER}(?P<noun2>{'|'.join(_NOUN_FAMILY)})\b"
)


def _relation_object(claim: str) -> tuple[str, str, tuple[str, ...]] | None:
    """The family, the head word and the words of what a claim says the person runs, owns, manages, coaches,
    teaches, organises or hosts, works at, rides or plays in, won, visited, studied at, married or wrote, dated, broke
    up with, befriended, hired or fired, made, cooked, painted or knitted, starred in or lived in
    (``_RELATION_CLAIM``), said plainly (``_USED_NOT_PLAIN``); else None."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if noun := _RELATION_NOUN_CLAIM.match(folded):
        cut = _RELATION_OBJECT_END.search(noun.group("object") or "")
        obj = noun.group("other") or (noun.group("object")[: cut.start()] if cut else noun.group("object"))
        named = _claim_words(obj)
        return (_NOUN_FAMILY[noun.group("noun") or noun.group("noun2")], named[-1], tuple(named)) if named else None
    if (found := _abroad_match(folded)) is not None and (abroad := _relation_abroad(found)) is not None:
        return abroad
    m = _RELATION_CLAIM.match(folded)
    # (the verb's own "to": "The user went to Japan")
    if m is None or _USED_NOT_PLAIN.search(f"{folded[: m.start('verb')]} {folded[m.end('verb') :]}"):
        return None
    family = _RELATION_FAMILY[next(k for k in _RELATION_FAMILY if m.group(k))]
    obj = m.group("object")
    cut = _RELATION_OBJECT_END.search(obj)
    obj = obj[: cut.start()] if cut else obj
    # (an acronym, and a membership's group, are the object's words: "MIT", "a team")
    kept = _acronyms(claim) | (frozenset(_WORD.findall(obj)) if family == "member" else frozenset())
    words = [w for w in map(_bare, _WORD.findall(obj)) if _is_claim_word(w) or w in kept] or _claim_words(obj)
    return (family, words[-1], tuple(dict.fromkeys(words))) if words else None


# ... and as the other languages the gate reads say a job, a study or a teaching post of the person ("La usuaria
# trabaja en el refugio", "L'utilisateur travaille chez Renault", "Der Nutzer arbeitet bei Siemens", "L'utente lavora
# presso la clinica", "O usuário estuda na USP", "El usuario enseña en la universidad"): the verb in the third person
# after the person, and its thing up to a word that opens another phrase (``_ABROAD_OBJECT_END``).
_ADVERB_ABROAD = (
    r"(?:ya|todavia|aun|ahora|tambien|actualmente|encore|aussi|maintenant|actuellement|auch|jetzt|noch|derzeit"
    r"|ancora|anche|ora|attualmente|ainda|agora|tambem|atualmente)"
)
_RELATION_ABROAD = re.compile(
    rf"\s*(?:{_ADVERB_ABROAD}\s+){{0,2}}(?:"
    r"(?P<work>trabaja\s+(?:en|para|con)|travaille\s+(?:a|au|aux|chez|pour|dans|en)"
    r"|arbeitet\s+(?:bei|in|im|an|am|fur)|lavora\s+(?:a|in|per|presso|al|alla|allo|nel|nella|nello|da)"
    r"|trabalha\s+(?:em|no|na|nos|nas|para)"
    r"|(?:es|est|ist|e|fait\s+du)\s+(?:voluntari[oa]|benevole|volontaire|ehrenamtlich|volontari[oa])\s+(?:en|a|au|chez|bei|in|im|presso|no|na|em))"
    r"|(?P<study>estudia\s+(?:en|a)|etudie\s+(?:a|au|en|dans)|studiert\s+(?:an|in|am|im)|studia\s+(?:a|in|al|alla|presso)"
    r"|estuda\s+(?:em|no|na|nos|nas))"
    r"|(?P<teach>ensena\s+(?:en|a)|enseigne\s+(?:a|au|en|dans)|unterrichtet\s+(?:an|in|am|im)|lehrt\s+(?:an|in|am|im)"
    r"|insegna\s+(?:a|in|al|alla|presso)|ensina\s+(?:em|no|na|nos|nas))"
    # ... a win, a race run, a visit, a picture painted ("La usuaria ganó el premio Goya", "L'utilisateur a couru le
    # marathon de Lyon", "La usuaria visitó Kioto", "L'utilisatrice a peint un tableau")
    r"|(?P<win>gano|gana|ha\s+ganado|(?:a\s+)?gagne|gewinnt|gewann|ha\s+vinto|vinse|vince|ganhou|ganha|venceu)"
    r"|(?P<compete>corrio|corre|ha\s+corrido|(?:a\s+)?couru|court|lauft|lief|ha\s+corso|corse|correu"
    r"|(?:ha\s+)?particip(?:o|a|ado|ato|ou)\s+(?:en|in|em|no|na|al|alla|a)|(?:a\s+)?participe\s+(?:a|au|aux))"
    r"|(?P<visit>visito|visita|ha\s+visitado|(?:a\s+)?visite|besucht|besuchte|ha\s+visitato|visitou"
    r"|(?:viajo|fue)\s+a|estuvo\s+en|(?:est|e)\s+allee?\s+(?:a|au|en)|(?:foi|viajou)\s+(?:a|ao|para)|esteve\s+em)"
    r"|(?P<art>pinto|pinta|ha\s+pintado|(?:a\s+)?peint|malt|malte|ha\s+dipinto|dipinse|dipinge|pintou|dibujo|dibuja"
    r"|ha\s+dibujado|(?:a\s+)?dessine|zeichnet|ha\s+disegnato|disegna|desenhou)"
    # ... a dish cooked or baked, a person dated, a town lived in ("L'utilisateur a cuisiné un gâteau", "La usuaria
    # sale con Ana", "O usuário mora no Porto"): a meal bought, a person met, a town loved is none of them
    r"|(?P<cook>cocino|cocina|ha\s+cocinado|horneo|hornea|ha\s+horneado|(?:a\s+)?cuisine|kocht|kochte|backt|backte"
    r"|ha\s+cucinato|cucina|cozinhou|cozinha|assou)"
    r"|(?P<romance>sale\s+con|esta\s+saliendo\s+con|sort\s+avec|esce\s+con|namora(?:\s+com)?"
    r"|(?:es|est|e|ist)\s+(?:(?:el|la|le|il|o|a|der|die)\s+)?(?:novi[oa]|copain|copine|petite?\s+amie?|fidanzat[oa]"
    r"|ragazz[oa]|namorad[oa]|freund|freundin)\s+(?:de|di|da|do|von))"
    r"|(?P<live>vive\s+(?:en|a|in|em|no|na)|habite\s+(?:a|au|aux|en|dans)|habite|wohnt\s+(?:in|im|an|am)|lebt\s+(?:in|im)"
    r"|abita\s+(?:a|in|al|alla|nel|nella)|mora\s+(?:em|no|na|nos|nas))"
    r")\s+(?P<object>[^,;:.!?]+)"
    # (German's perfect ends with its participle: "Der Nutzer hat den Grimme-Preis gewonnen", "… ist den Hamburg-
    # Marathon gelaufen", "… hat Wien besucht", "… hat ein Bild gemalt")
    r"|\s*(?:hat|ist)\s+(?P<object_de>[^,;:.!?]+?)\s+(?:(?P<win_de>gewonnen)|(?P<compete_de>gelaufen)"
    r"|(?P<visit_de>besucht)|(?P<art_de>gemalt|gezeichnet)|(?P<cook_de>gekocht|gebacken))\W*$"
    # (... and German's dating by its particle: "Der Nutzer ist mit Anna zusammen", "… geht mit Anna aus")
    r"|\s*(?:ist|geht)\s+mit\s+(?P<object_mit>[^,;:.!?]+?)\s+(?P<romance_de>zusammen|aus)\W*$"
)
_ABROAD_FAMILIES = ("work", "study", "teach", "win", "compete", "visit", "art", "cook", "romance", "live")
_ABROAD_OBJECT_END = re.compile(
    r"\b(?:de|del|des|du|di|della|von|vom|da|do|dos|das|desde|depuis|seit|da|como|comme|als|come|cada|chaque|jeden"
    r"|ogni|todos|tous|y|et|und|e|que|qui|der|die|das|wo|donde|ou|hace|il|vor|fa|ha)\b(?!')"
)


def _abroad_match(folded: str) -> re.Match[str] | None:
    """A folded claim's relation said in Spanish, French, German, Italian or Portuguese (``_RELATION_ABROAD``), read
    after the person it names (``_PERSON_SUBJECT``); else None."""
    person = _PERSON_SUBJECT.match(folded)
    return None if person is None else _RELATION_ABROAD.match(folded, person.end())


def _relation_abroad(m: re.Match[str]) -> tuple[str, str, tuple[str, ...]] | None:
    """The family, the head word and the words of the job, study, teaching post, win, race, visit, picture, dish,
    date or home a claim's relation said abroad (``_abroad_match``) names; None if it names no word."""
    family = next(k for k in _ABROAD_FAMILIES if m.group(k) or m.groupdict().get(f"{k}_de"))
    obj = m.group("object") or m.group("object_de") or m.group("object_mit")
    cut = _ABROAD_OBJECT_END.search(obj, 1)
    words = _claim_words(obj[: cut.start()] if cut else obj)
    return (family, words[-1], tuple(words)) if words else None


def _acronyms(claim: str) -> frozenset[str]:
    """The folded words a claim writes in capitals ("MIT", "UCLA", "DIE", "CON"): an acronym is a name, never a stop
    word of a language ("graduated from MIT" names the institute, not the German "mit"); none of a claim written all
    in capitals."""
    if not re.search(r"[a-z]", claim):
        return frozenset()
    return frozenset(_bare(_flat(w)) for w in re.findall(r"\b[A-Z][A-Z0-9]{1,}\b", MARKER_RE.sub(" ", claim)))


# A making a claim says with no thing made ("The user painted", "The user knits", "The user bakes on weekends"): the
# verb of the family (``_RELATION_CLAIM``'s make, art and cook) and nothing after it but a time, a place or a manner.
_MAKING_ALONE = re.compile(
    r"^\W*(?:the\s+)?user\s+(?:(?:also|still|now|\w+ly|has|have|had|been)\s+){0,2}"
    r"(?:(?P<art>painted|paints|drew|draws|sketched|sketches|sculpted|sculpts|knitted|knits|knit|sewed|sews"
    r"|crocheted|crochets|composed|composes|illustrated|illustrates|wove|weaves)"
    r"|(?P<cook>cooked|cooks|baked|bakes|brewed|brews)"
    r"|(?P<make>built|builds|designed|designs|coded|codes|programmed|programs|invented|invents|crafted|crafts))"
    r"(?=\s*(?:$|[,;:.!?]|(?:on|in|at|for|with|as|every|each|last|this|yesterday|today|recently|again|once|twice"
    r"|often|sometimes|regularly|daily|weekly|a\s+lot)\b))"
)


def _making_alone(claim: str) -> tuple[str, str] | None:
    """The family and the verb of a making a claim says with no thing made (``_MAKING_ALONE``); else None."""
    m = _MAKING_ALONE.match(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return None
    family = next(k for k in ("art", "cook", "make") if m.group(k))
    return family, m.group(family)


# A word the person may open a sentence with before its verb, its subject dropped ("Just baked bread", "Finally
# finished the quilt", "Recently moved to Lyon").
_DROPPED_ADVERB = r"(?:(?:just|finally|already|also|recently|today|yesterday|again)\s+)"

# A place the person judges in the past tense, as one judges what one lived there ("I loved the Louvre", "We really
# enjoyed Kyoto", "The Louvre was amazing", "Me encantó el Louvre", "J'ai adoré le Louvre"): an evaluation of a place
# as experienced says a visit, when the claim says a place visited (``_PLACE_VISIT``; not an event attended, which one
# may have loved on a screen). Not the present ("I love the Louvre": a taste), nor a thing of the place or about it
# ("I loved the Louvre's website", "I loved the Louvre documentary": a word after the name is the head), nor another
# thing judged ("I read about the Louvre and it was amazing").
_JUDGED_AFTER = (
    r"(?=\s*(?:$|[,.!?;:)]|(?:so|and|but|when|while|in|on|last|this|that|during|too|a\s+lot|very|though"
    # (and as the other languages go on: "Me encanta Cuenca en otoño", "Ich liebe Lindau am Bodensee")
    r"|en|a|au|im|am|em|no|na|y|et|und|e|pero|mais|aber|ma|mas|muy|mucho|beaucoup|sehr|molto|muito)\b))"
)
_JUDGED_PAST = (
    r"\b(?:i|we)\s+(?:(?:really|absolutely|totally|just|truly|so|also|both|all)\s+){0,2}"
    r"(?:loved|enjoyed|adored|liked|hated|disliked)\s+(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|\b(?:me\s+encanto|me\s+gusto|j'ai\s+(?:adore|aime)|mi\s+e\s+piaciut[oa]|adorei|gostei)\s+(?:(?:el|la|le|les|il|lo|o|a|de)\s+)?"
    r"(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|{w}\s+(?:was|were|fue|era|war|etait|foi)\s+(?:(?:so|really|absolutely|just|truly|totally|incredibly|pretty)\s+)?"
    r"(?:amazing|incredible|awesome|beautiful|stunning|breathtaking|gorgeous|wonderful|fantastic|great|magical"
    r"|unforgettable|impressive|spectacular|lovely|fun|crowded|packed|overrated|disappointing|underwhelming"
    r"|increible|precioso|preciosa|genial|incroyable|magnifique|superbe|toll|wunderschon|fantastico|bellissim[oa]"
    r"|incrivel|lindo|linda)\b"
)
_PLACE_VISIT = re.compile(
    r"\b(?:visited|visits|toured|tours|(?:went|goes|been|travell?ed|travels|flew|flies)\s+to|(?:stayed|stays)\s+(?:at|in))\b"
)


# ... and not a judgement heard from others or of a picture of it ("I heard Kyoto was amazing", "Kyoto was amazing in
# the film", "Kyoto looked stunning in your photos"): what the clause reports or shows is not lived
_JUDGED_NOT_LIVED = re.compile(
    r"\b(?:heard|hear|hears|told|tells|say|says|said|apparently|supposedly|reportedly|read|reviews?|documentar\w*"
    r"|books?|novels?|films?|movies?|shows?|series|episodes?|videos?|photos?|pictures?|pics?|games?|websites?|site"
    r"|apps?|tv|online|instagram|youtube"
    # (... nor one wished for: "Kyoto was amazing, I wish I could go", "I never went, but Kyoto was amazing")
    r"|wish\w*|hope\w*|want\w*|plan\w*|someday|one\s+day|would|could|never|if)\b"
)


# ... and a place the person judges now, or misses ("I love Seville", "I hate Madrid in summer", "I miss Oslo", "Paris
# is my favourite city", "Me encanta Sevilla", "J'adore Lyon", "Ich liebe Hamburg", "Adoro Lisboa", "Amo Roma"): a
# taste for a town, or one left, says no home there (the live family, ``_says_related``); "I love living in Seville"
# says its verb.
_JUDGED_NOW = (
    r"\b(?:i|we)\s+(?:(?:really|absolutely|totally|just|truly|so|also|both|all|still)\s+){0,2}"
    r"(?:love|enjoy|adore|like|hate|dislike|miss)\s+(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|\b(?:me\s+encanta|me\s+gusta|echo\s+de\s+menos|extrano|j'adore|j'aime|mi\s+piace|adoro|amo|gosto\s+d[eao]"
    r"|ich\s+liebe|ich\s+mag|ich\s+vermisse)\s+(?:(?:el|la|le|les|il|lo|o|a|de)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|{w}\s+(?:is|es|est|ist|e|é)\s+(?:my|mi|ma|mon|meine?|la\s+mia|il\s+mio|a\s+minha|o\s+meu)\s+"
    r"(?:favou?rite|fave|favorit[ao]|preferid[ao]|preferee?|lieblings\w*)\b"
)


# ... whose clause says the living all the same, in another language: a word of ``_SAID_ABROAD``'s live family, or
# its verb after the judgement ("Me encanta vivir en Sevilla", "J'adore habiter à Lyon", "Adoro morar em Lisboa")
_LIVING_ABROAD = re.compile(rf"{_SAID_ABROAD['live'].pattern}|\b(?:vivir|viver|vivre|habiter|morar|leben|abitare)\b")


def _judged_now(clause: str, word: str) -> bool:
    """Whether a folded clause judges the place ``word`` now, or misses it (``_JUDGED_NOW``)."""
    return re.search(_JUDGED_NOW.replace("{w}", rf"\b{re.escape(word)}\b"), clause) is not None


def _judged_as_lived(clause: str, word: str) -> bool:
    """Whether a folded clause judges the place ``word`` in the past tense, as one lived (``_JUDGED_PAST``), and
    reports no other's word nor a picture of it (``_JUDGED_NOT_LIVED``)."""
    return (
        re.search(_JUDGED_PAST.replace("{w}", rf"\b{re.escape(word)}\b"), clause) is not None
        and _JUDGED_NOT_LIVED.search(clause) is None
    )


# A wish or a hope before a verb: what it wants done is not done ("I wish I could go", "I'd love to work there", "I
# hope to visit"; "We'd been married" is a past), read a few words before the person's subject and up to the verb
_WISHED = re.compile(
    r"\b(?:wish\w*|hop(?:e|es|ed|ing)|wanna|want\w*|would|(?:i|we)'d\s+(?:love|like)|dream\w*|long\s+to"
    # ... or a plan not yet lived ("I'm planning a trip to Japan", "We plan to move to Lyon")
    r"|(?:am|are|'m|'re|is|'s)\s+planning|plan\s+(?:to|on))\b"
)
# ... unless the clause says the wish came true ("I always wanted to visit Japan and finally did")
_WISH_DONE = re.compile(r"\b(?:finally|eventually|at\s+last|(?:and|but)\s+(?:then\s+)?(?:i\s+|we\s+)?did)\b")


# The word of a family that names a thing or another's relation, not the person's doing, where the reading finds it
# after the person's subject:
# - a gerund or a participle after an article is a noun or an adjective, the thing's ("I bought a painting", "I got a
#   knitted scarf", "I met the hiring manager", "I went to a wedding"): what the person did is the verb before it;
# - a relation's noun after another's possessive is theirs ("I met Ana's boyfriend", "I met Ana's girlfriend Lia"):
#   the person is the one related only when they are it ("I'm Ana's boyfriend");
# - a word of the thing's own name is its name ("I loved the Tour de France": no tour the person made).
# - a family's noun after a spectator's verb is what the person watched ("I watched the Lakers game", "I saw the
#   match"), or another's doing the person watched ("I watched Ana bake a cake"), not their part in it;
_WATCHED = re.compile(
    r"^\W*[\w']+\s+(?:(?:just|also|only|\w+ly)\s+)?(?:watched|watch|watching|saw|seen|streamed|viewed|followed)\s+"
    r"(?:(?!(?:and|but|then|or)\b)[\w'-]+\s+){1,2}$"
)
# - a going to another's event or home is a visit, not its other families ("I went to Ana's graduation at Yale" is
#   no study at Yale, "I went to my sister's wedding" no marriage), unless it is the thing's own name ("I went to
#   King's College");
_GONE_TO_ANOTHERS = re.compile(
    r"\s+(?:to|at|for)\s+(?:(?:my|our|his|her|their|the)\s+)?(?:[\w-]+\s+)?(?!(?:user|person)'s\b)(?P<holder>[\w-]+)'s\b"
)
_GOING = re.compile(r"went|go|goes|going|gone|came|come|coming|been")
_MADE_THING = re.compile(r"(?:\b(?:a|an|the|some|this|that|these|those)\s+)$")
_MADE_FORM = re.compile(r"\w+(?:ing|ed|en|wn|made)")
# ... of a making, any word but a maker's ("a sketch", "a recipe"; not "I'm a baker")
_MAKING = ("make", "art", "cook")
_MAKER = re.compile(r"\w+(?:ers?|ors?)|chefs?")
_HELD_BY_ANOTHER = re.compile(r"\b(?!(?:user|person)'s\b)[\w-]+'s\s+(?:[\w'-]+\s+)?$")
_BEING_IT = re.compile(r"\W*(?:i'm|im|we're|(?:i|we)\s+(?:am|are|was|were)|(?:i've|we've|(?:i|we)\s+have)\s+been)\b")


def _not_the_persons(clause: str, m: re.Match[str], family: str, named: Collection[str]) -> bool:
    """Whether the family's word a subject reading found (``m``'s group "said") is a thing's or another's, not the
    person's doing (``_MADE_THING``, ``_HELD_BY_ANOTHER``, a word of the thing's own name ``named``)."""
    before = clause[m.start() : m.start("said")]
    word = m.group("said")
    return (
        (
            _MADE_THING.search(before) is not None
            and (_MADE_FORM.fullmatch(word) is not None or (family in _MAKING and _MAKER.fullmatch(word) is None))
        )
        or (_HELD_BY_ANOTHER.search(before) is not None and _BEING_IT.match(before) is None)
        or _WATCHED.match(before) is not None
        or (
            family != "visit"
            and _GOING.fullmatch(word) is not None
            and (gone := _GONE_TO_ANOTHERS.match(clause, m.end("said"))) is not None
            and _bare(gone.group("holder")) not in named
        )
        or word in named
    )


# ... and, in the other languages, a relation's noun another holds, said after it ("el novio de Ana", "le copain
# d'Ana", "il ragazzo di Ana", "o namorado da Ana"): the person is the one related only when they are it ("Soy el
# novio de Ana", "Je suis le copain d'Ana")
_ABROAD_HELD_BEFORE = re.compile(r"\b(?:el|al|la|le|il|lo|o|a|du|der|den|dem|des|un|una|une|uno|um|uma)\s+$")
_ABROAD_HELD_AFTER = re.compile(r"\s+(?:(?:de|di|da|do|del|della|dello|dos|das|des|du|von|vom)\b|d')")
_ABROAD_BEING = re.compile(r"\b(?:soy|fui|era|sono|ero|sou|suis|etais|bin|war)\b")


def _held_abroad(clause: str, m: re.Match[str]) -> bool:
    """Whether a relation's word said in another language (``_SAID_ABROAD``) is another's (``_ABROAD_HELD_AFTER``)."""
    return (
        _ABROAD_HELD_BEFORE.search(clause, 0, m.start()) is not None
        and _ABROAD_HELD_AFTER.match(clause, m.end()) is not None
        and _ABROAD_BEING.search(clause, 0, m.start()) is None
    )


# A stance shared, as the other languages say it ("e anch'io", "y yo también", "moi aussi", "ich auch", "eu também")
_SHARED_ABROAD = re.compile(
    r"\b(?:anch'io|anche\s+io|yo\s+tambien|tambien\s+yo|moi\s+aussi|ich\s+auch|eu\s+tambem|tambem\s+eu)\b"
)


def _says_related(clause: str, family: str, word: str, named: Collection[str] = ()) -> bool:
    """Whether a folded clause that holds ``word`` says the person in ``family``'s relation to it: a verb or noun of
    the family with the person its subject, or (of running) the thing said theirs ("my bakery", "the bakery is
    mine"; not "our book club"), or (of a job, a game, a visit) the person at, in or on it ("I'm a nurse at St
    Mary's", "I'm on the Lakers"), or a trip, a job, a degree, a partner they call theirs ("my trip to Lisbon", "Ana
    is my girlfriend", ``_MY_SAYS``), or a word of the family in another language (``_SAID_ABROAD``); the thing only
    the topic of a work ("a documentary about Antarctica", ``_ABOUT``) is not the verb's."""
    w = re.escape(word)
    said = _RELATION_SAID[family]
    about = re.search(rf"{_ABOUT}{w}\b", clause) is not None
    # (a home the other readings judge, ``other_state``, but for a town only a work is about: "I read a book about
    # Rome" is no life there, and one only judged: "I loved Lisbon" is a visit at most, ``_JUDGED_PAST``, "I love
    # Lisbon" a taste, ``_JUDGED_NOW``)
    if family == "live" and not about:
        judged = _judged_as_lived(clause, word) or _judged_now(clause, word)
        return (
            not judged
            or re.search(rf"\b(?:{said})\b", clause) is not None
            or _LIVING_ABROAD.search(clause) is not None  # "Me encanta vivir en Sevilla", "…, ich wohne hier"
        )
    # the thing only what a book, a film or a talk is about ("I saw a documentary about Antarctica", "I read a book
    # about Rome", "Vi un documental sobre Bali"): the verb's is the work, not the thing (``_ABOUT``)
    if about:
        clause = re.sub(rf"(?P<i>\b(?:i|we)\s+(?:[\w'-]+\s+){{0,3}}?)?{_ABOUT_WORK}", _about_cut, clause)
    # ... or a gerund of it that opens the clause, the person's doing ("Organizing a basketball camp for kids in my
    # hometown was an awesome experience")
    opening = re.match(rf"\W*(?:{said})\b", clause)
    subject_said = (
        m
        for subject in (_RELATION_SUBJECT, _RELATION_AND)
        for m in re.finditer(rf"{subject}(?P<said>{said})\b", clause)
        # (not a doing only wished for: "Kyoto was amazing, I wish I could go", "I'd love to work there")
        if (_WISHED.search(clause, max(0, m.start() - 16), m.end()) is None or _WISH_DONE.search(clause) is not None)
        and not _not_the_persons(clause, m, family, named)
    )
    if next(subject_said, None) is not None or (opening and opening.group(0).endswith("ing")):
        return True
    if family in _SAID_ABROAD and any(not _held_abroad(clause, a) for a in _SAID_ABROAD[family].finditer(clause)):
        return True
    if family in _SENTENCE_FAMILIES and (
        (family in _AT_FAMILIES and re.search(rf"{_BEING_AT}{w}\b", clause))
        # ("Been only to Rome once", "Just baked bread": the speaker's, its subject dropped, an adverb before it)
        or re.match(rf"\W*(?:{_DROPPED_ADVERB})?(?:{said})\b", clause)
        # ("My plan is to keep working at Google": what one keeps on doing, one does)
        or re.search(rf"\bmy\s+[\w'-]+\s+is\s+to\s+(?:keep|continue)\s+(?:on\s+)?(?:{said})\b", clause)
        # (a preparation the sentence says came: "We got tickets for the Tindra concert and it was a blast!", the
        # event lived, as ``ended`` reads it)
        or (family == "visit" and re.search(_PREP, clause) and re.search(_LIVED, clause))
        # ("My brother works at Google, and so do I", "Mio fratello lavora a Roma, e anch'io")
        or (
            (_STANCE_SHARED.search(clause) is not None or _SHARED_ABROAD.search(clause) is not None)
            and re.search(rf"\b(?:{said})\b", clause) is not None
        )
        # ("I'm the only one at home who cooks": the person is the one who does it)
        or re.search(
            rf"{_BEING_IT.pattern}\s+(?:the\s+)?(?:only\s+)?(?:one|person)\s+(?:[\w'-]+\s+){{0,3}}?(?:who|that)\s+"
            rf"(?:(?:\w+ly|also|still)\s+)?(?:{said})\b",
            clause,
        )
    ):
        return True
    if family != "run":
        # (... and a job the thing gave them: "Acme hired me last month")
        hired = family == "work" and re.search(r"\b(?:hired|employs|employed|recruited|pays)\s+(?:me|us)\b", clause)
        # (... and one employed by them: "Ana works for me", "Ana joined my team")
        hired = hired or (family == "hire" and re.search(_HIRED_BY_ME, clause))
        # (... and a group the person calls theirs, not one left: "My team won the league", ``_MY_GROUP``)
        mine = family == "member" and word in _in_my_group(clause)
        return bool(hired) or mine or (family in _MY_SAYS and _MY_SAYS[family].search(clause) is not None)
    # ... a having of the thing itself ("I have a bakery", "we've had the café since 2019"; not "I have a membership
    # at the gym": what is had is the membership)
    if re.search(
        rf"{_RELATION_SUBJECT}(?:have|has|had|having|'ve)\s+(?:(?!{_RELATION_OBJECT_END.pattern})[\w'-]+\s+)"
        rf"{{0,3}}?{w}\b",
        clause,
    ):
        return True
    # "my bakery", "our little corner bakery"; not "my wife runs a bakery", "my wife's bakery", nor a group one is
    # of ("our book club meets on Mondays", "my team", "our church": ``_MEMBERSHIP``)
    return word not in _MEMBERSHIP and bool(
        re.search(rf"\b{_POSSESSED}\s+(?:(?!(?:a|an|the|and|or)\b)[\w-]+\s+){{0,2}}?{w}", clause)
        or (re.search(rf"\b{w}\b[^,;:]*?{_MINE.pattern}", clause) is not None and not _is_negative(clause))
    )


def used(claim: str, sources: Iterable[str]) -> list[str]:
    """The things a claim says are used or had by a light verb ("The team uses Kafka", "Billing runs on Postgres",
    "The user owns a Tesla": ``_used_objects``) that its sources name only where no clause says them used or had
    (``_says_used``): "Kafka is on my list", "We're looking at Kafka", "Kafka looks promising", "Estamos evaluando
    Kafka", "Kafka is the industry standard" name Kafka and say no one uses it. Who the clause says uses it is
    ``others``' reading ("Our competitor uses Kafka"). A source that names the thing in no clause the coverage rule
    reads."""
    objects = _used_objects(claim)
    related = _relation_object(claim)
    if (alone := _making_alone(claim)) is not None:
        # a making said with no thing made: some sentence must say the person's making, not the made thing's noun
        family, verb = alone
        said = (c for text in sources for c in re.split(r"[.!?;]+", _flat(text)))
        return [] if any(_says_related(c, family, verb) for c in said) else [verb]
    if not objects and related is None:
        return []
    clauses = [
        (c, dict.fromkeys(map(_bare, _WORD.findall(c)))) for text in sources for c in _USED_PART.split(_flat(text))
    ]
    out: list[str] = []
    for word in objects:
        holding = [(c, t) for c, toks in clauses for t in toks if _words_match(word, t)]
        if holding and not any(_says_used(c, t) for c, t in holding):
            out.append(word)
    if related is not None and related[1] not in out:
        family, word, named = related
        if family in _SENTENCE_FAMILIES:
            clauses = [
                (c, dict.fromkeys(map(_bare, _WORD.findall(c))))
                for text in sources
                for c in re.split(r"[.!?;]+", _flat(text))
            ]
        holding = [(c, t) for c, toks in clauses for t in toks if _words_match(word, t)]
        place = family == "visit" and _PLACE_VISIT.search(_flat(claim)) is not None
        if holding and not any(
            _says_related(c, family, t, named) or (place and _judged_as_lived(c, t)) for c, t in holding
        ):
            out.append(word)
    return out


# The verbs of liking, which a claim's content words leave out (``_NOT_CLAIM``): read with what they bind ("I like tea.
# I dislike coffee." does not back "The user likes coffee").
_LIKING = _wordset("like likes liked love loves loved enjoy enjoys enjoyed dislike dislikes disliked hate hates hated")


# A pronoun of a thing said before ("… runs on MySQL; please migrate it to Postgres", "Wir nutzen MySQL und migrieren
# es"): its clause may say its words of what another clause names.
_REFERS = re.compile(r"\b(?:it|its|them|they|their|es|ihn|sie)\b")
# A number standing on its own ("Postgres 15", "has 4 replicas"; not the digits of "v2" or "4GB"): a clause binds it
# as it binds a name.
_BOUND_NUMBER = re.compile(r"(?<![\w'.,:-])\d+(?![\w'-]|[.,:]\d)")
_BOUND_TOKEN = re.compile(rf"{_WORD.pattern}|{_BOUND_NUMBER.pattern}")


# A verb's participle after a form of "be" or "get" ("The API key is rotated monthly", "The logs are backed up"): the
# clause's subject is what the verb is done to.
_PARTICIPLE = r"(?:\w+(?:ed|en)|kept|built|held|made|sent|set|run|done|paid|sold|bought|put|shut|cut|hung|read)"
_PASSIVE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|gets?|got|getting)\s+(?:(?:\w+ly|now|still|also|always|usually|all)\s+)?"
    rf"(?P<verb>{_PARTICIPLE})\b"
)


# The one a text speaks to, by name: set off by a comma where a sentence starts or ends ("Maria, thanks a lot!", "I
# appreciate our friendship too, Caroline."), or after a greeting or a thanks ("Thanks Nate!", "Hi Jon,"), as the
# fold reads it (``rebound`` reads it against the names it knows).
_VOCATIVE = re.compile(
    r"(?:^|[.!?]\s+)([\w'-]+),|,\s*([\w'-]+)\s*(?:[.!?]|$)"
    r"|\b(?:thanks|thank\s+you|hi|hey|hello|dear|gracias|hola|merci|salut|danke|hallo|grazie|ciao|obrigad[oa])"
    r"\s+([\w'-]+)"
)


class _Bound(NamedTuple):
    """The content words of a clause (``_bare``, in order) and its numbers (``_BOUND_NUMBER``), the ones it names — a
    name (``_names``), a number, or a thing an article, a possessive or a preposition introduces (``_things``) —,
    whether it refers back (``_REFERS``), and (a claim's clause, ``done``) what it says a verb is done to: (the verb,
    the thing) — the subject of a participle ("The API key is rotated monthly": rotated, api and key), or a thing right
    after the clause's first word ("The team rotates the API key": rotates, api) — and the subject of its participle."""

    words: list[str]
    named: set[str]
    refers: bool = False
    patients: frozenset[tuple[str, str]] = frozenset()
    subject: frozenset[str] = frozenset()

    def done(self, clause: str) -> _Bound:
        """This clause (of a claim) with what it says its verb is done to (``patients``)."""
        m = _PASSIVE.search(clause)
        if m and (subject := frozenset(_bare(w) for w in _WORD.findall(clause[: m.start()])) & set(self.words)):
            verb = _bare(m.group("verb"))
            return self._replace(patients=frozenset((verb, w) for w in subject), subject=subject)
        if len(self.words) > 1 and self.words[1] in self.named and self.words[0] not in self.named:
            opening = _WORD.findall(clause[: clause.find(self.words[0])])
            # a subject right before the verb ("The team rotates …", "We rotate …"), not a word that goes on from the
            # clause before ("then playing in local leagues") nor a verb the clause opens with
            if opening and (opening[-1] in _SUBJECTS | _DOERS or opening[-1] not in _STOP | _BETWEEN):
                return self._replace(patients=frozenset({(self.words[0], self.words[1])}))
        return self

    @classmethod
    def of(cls, clause: str, names: set[str]) -> _Bound:
        raw = _BOUND_TOKEN.findall(clause)
        # someone of the person's, after a possessive ("my son", "the user's daughter", "mi hija"): named, a stop
        # word or not ("son")
        kin = {_bare(w) for before, w in zip(["", *raw], raw, strict=False) if before in _MY | _THEIRS and w in _KIN}
        words = [
            w
            for w in map(_bare, raw)
            if (_is_claim_word(w) or w in _LIKING or w.isdigit() or w in kin or w in names) and "'" not in w
        ]
        named = {w for w in words if w in names or w in kin} | (set(_things(clause)) & set(words))
        return cls(words, named, _REFERS.search(clause) is not None)

    def after(self, before: _Bound) -> _Bound:
        """A clause after "and" that names nothing of its own, as it goes on from the clause ``before``: a list's
        next item in its last word's place ("likes tea and coffee": "likes coffee"), or more words said of what
        that clause names ("Billing runs on Postgres and is backed up nightly"), or by a participle of what its own
        participle is said of ("The API key is stored in Vault and rotated every month": the API key, not Vault)."""
        if before.subject and self.words and re.fullmatch(_PARTICIPLE, self.words[0]):
            # "The API key is stored in Vault and rotated monthly": said of the subject (the API key), not of Vault;
            # and with what it names ("The API is implemented and written in Rust": the API in Rust)
            patients = frozenset((self.words[0], w) for w in before.subject)
            named = (before.named & before.subject) | self.named
            if not self.named:
                return _Bound(self.words, named, patients=patients, subject=before.subject)
            subject = [w for w in before.words if w in before.subject]
            return _Bound([*subject, *self.words], named, patients=patients, subject=before.subject)
        if self.named or not before.words:
            return self
        if len(self.words) == 1:
            return _Bound([*before.words[:-1], *self.words], before.named)
        return _Bound(self.words, before.named)

    def beside(self, word: str) -> set[str]:
        """The content words right before and after ``word`` in the clause (what a verb is said with: "we rotate
        certificates", "certificates are rotated")."""
        pairs = list(zip(self.words, self.words[1:], strict=False))
        return ({b for a, b in pairs if _words_match(a, word)} | {a for a, b in pairs if _words_match(b, word)}) - {
            word
        }

    def governed(self, word: str) -> set[str]:
        """The content words right after ``word`` in the clause (what it governs: "rotate certificates", "like tea")."""
        if word not in _LIKING:
            return set()
        return {b for a, b in zip(self.words, self.words[1:], strict=False) if _words_match(a, word)} - {word}

    def anchors(self, word: str) -> set[str]:
        """What the clause names beside ``word``, and what it governs."""
        return (self.named - {word}) | self.governed(word)


def _appositions(folded: str) -> list[str]:
    """The parts of a folded text (cut at ``_CLAUSE_START``), a noun phrase set off after one ("I work at Acme, a small
    startup in Porto") read as part of the one before: a part cut at a comma that opens with an article says no fact
    of its own. A sentence that opens with one ("… monthly. The API key is in Vault.") is a fact of its own."""
    out: list[str] = []
    start, cut = 0, ""
    for m in [*_CLAUSE_START.finditer(folded), None]:
        clause = folded[start : m.start() if m else len(folded)]
        opening = _WORD.match(clause.strip())
        if out and cut == "," and opening and opening.group(0) in _ARTICLES | {"an"}:
            out[-1] += " " + clause
        else:
            out.append(clause)
        if m:
            start, cut = m.end(), m.group(0)
    return out


BOUND = 4
"""A claim's clause of at most this many content words is read for words bound otherwise (``rebound``)."""


def _rival(
    held: Sequence[_Bound], where: Iterable[int], word: str, mine: _Bound, *, named: bool | None, verb: bool = False
) -> str:
    """What every clause of ``held`` (at ``where``) that holds ``word`` says with it and the claim's clause does not:
    a thing it names (``named``), what ``word`` governs there (not ``named``), or any content word (``None``: not in
    a clause that refers back, which may say ``word`` of what another names); with ``verb``, also the words right
    beside it ("we rotate certificates": what the verb is done to; not in a clause that refers back, "we rotate it");
    "" if one says nothing else."""
    found = ""
    for i in where:
        h = held[i]
        if len(h.words) > BOUND or ((named is None or verb) and h.refers):
            return ""  # a long clause says more than one fact's words: no parallel fact's
        near = (
            h.words
            if named is None
            else list(h.named - {word}) + list(h.governed(word)) + (list(h.beside(word)) if verb else [])
            if named
            else list(h.governed(word)) + (list(h.beside(word)) if verb else [])
        )
        rivals = [z for z in near if not any(_words_match(z, w) for w in mine.words)]
        if not rivals:
            return ""
        found = found or rivals[0]
    return found


def _says(words: Sequence[str], said: Sequence[str]) -> bool:
    """``words`` hold the content words ``said`` in a row (each as ``_words_match`` reads it)."""
    n = len(said)
    return any(
        all(_words_match(a, b) for a, b in zip(words[i : i + n], said, strict=True)) for i in range(len(words) - n + 1)
    )


def _joined(part: str, held: Sequence[_Bound], names: set[str]) -> list[tuple[str, str, str]]:
    """An item a claim's part joins to a list its sources say without it: the part without "and" and the item says a
    source clause's content words in a row ("Deploys to prod and staging need the release tag signed" behind "Deploys to
    prod need the release tag signed", "The API key and certificates are stored in Vault" behind "The API key is stored
    in Vault"), and every clause of the sources that holds the item says it with none of what follows it
    and with another word ("Staging deploys run nightly"): the item, the first word said of it, that other word."""
    out: list[tuple[str, str, str]] = []
    for m in _AND.finditer(part):
        tail = part[m.end() :]
        first = next((t for t in _WORD.finditer(tail) if _bare(t.group(0)) not in _STOP), None)  # past its article
        if first is None or not _is_claim_word(item := _bare(first.group(0))):
            continue
        rest = tail[first.end() :]
        said = _Bound.of(f"{part[: m.start()]} {rest}", names).words
        predicate = _Bound.of(rest, names).words
        if not predicate or not any(_says(h.words, said) for h in held):
            continue
        items = {i for i, h in enumerate(held) if any(_words_match(item, v) for v in h.words)}
        if not items or any(_words_match(p, v) for i in items for p in predicate for v in held[i].words):
            continue  # said of the item too
        if rival := _rival(held, items, item, _Bound.of(part, names), named=None):
            out.append((item, predicate[0], rival))
    return out


def _corrected(folded: str) -> list[str]:
    """The clause a correction of one word corrects, said with it ("I live in Leeds, I mean Bristol": "i live in leeds
    bristol", Bristol where the person lives): the last clause of what it takes back (``_taken_back_spans``), when the
    correction says one content word or none beside it ("… I mean Bristol", "quiero decir, en Bristol"); not a clause
    of its own ("Actually, no, we use Pulsar for search" says search, not billing). What it takes back is
    ``taken_back``'s to refuse."""
    out: list[str] = []
    for (a, b), (c, d) in _taken_back_spans(folded):
        before = [part for part in _clauses(folded[a:b]) if part.strip(" ,")]
        if before and len(_claim_words(folded[c:d])) <= 1:
            out.append(f"{before[-1]} {folded[c:d]}")
    return out


# A dot between two letters: inside a file's or a package's name ("index.db", "Node.js"), not a sentence's end.
_INNER_DOT = re.compile(r"(?<=[^\W\d])\.(?=[^\W\d])")


def _undotted(folded: str) -> str:
    """A folded text with the dot inside a name read as a space: "index.db" holds its clause together, where
    ``_CLAUSE_START`` would cut it ("$ sqlite3 index.db 'PRAGMA journal_mode=WAL'" binds WAL to the index)."""
    return _INNER_DOT.sub(" ", folded)


def _dotless(folded: str) -> str:
    """A folded text with the dot inside a name left out: "go.js" one word ("gojs"), which a clause holds and a claim
    says as one, where ``_CLAUSE_START`` would cut it and two short words ("go", "js") say nothing (``others``)."""
    return _INNER_DOT.sub("", folded)


def rebound(claim: str, sources: Iterable[str]) -> list[tuple[str, str, str]]:
    """Words a clause of the claim binds together that its sources bind otherwise: a thing the claim names (a name,
    a number standing on its own, someone of the person's after a possessive, a thing an article or a preposition
    introduces, or the word right after the other) and another of its content
    words that no one clause of the sources holds together, where every clause that holds the other word names
    another thing the claim's clause does not say — "Caching runs on Postgres" behind "Billing runs on Postgres.
    Caching uses Redis." (caching is said with Redis), "The user lives in Berlin" behind "I live in Munich and work in
    Berlin", "Bob leads infra" behind "Alice leads infra, Bob leads data", "Production uses Postgres 15" behind
    "Staging uses Postgres 15, production still uses Postgres 13", "The user's daughter plays piano" behind "My son
    plays piano and my daughter plays violin". A word its clause says with nothing else named, or in a clause that
    refers back (``_REFERS``), may be said of what another clause names ("We moved billing to Postgres. It's been
    stable since." backs "Billing has been stable on Postgres"): only a competing binding is read. A verb the claim
    says is done to its thing (``_Bound.done``: "The API key is rotated monthly", "The team rotates the API key") is
    bound to it: a verb every clause of the sources says beside another word ("We rotate certificates monthly") and a
    thing every clause says with another ("The API key is in Vault") is a verb bound to another thing — not the word
    after any verb of any claim, which refused hundreds of LoCoMo's honest facts. And an item joined to a list the
    sources say without it (``_joined``: "Deploys to prod and staging need the release tag signed" behind "Deploys to
    prod need the release tag signed. Staging deploys run nightly."). Clauses as ``others`` cuts them (a sentence
    that opens with an article no apposition); each (thing, word, the thing the sources say it with) once."""
    texts = list(sources)
    names = {_flat(_bare(n)) for t in [claim, *texts] for n in _names(t)}
    names |= {n for t in [claim, *texts] for n in _BOUND_NUMBER.findall(_flat(t))}
    held = [
        _Bound.of(c, names) for t in texts for c in _with_me(_clauses(_undotted(_flat(t)), appositions=True), names)
    ]
    held += [_Bound.of(c, names) for t in texts for c in _corrected(_flat(t))]
    out: list[tuple[str, str, str]] = []
    where: dict[str, set[int]] = {}  # the clauses of the sources that hold a word of the claim

    @cache
    def near(word: str) -> set[int]:  # ... and by its first three letters, a pair held together ("vive", "vivo"; not
        # "hijo" and "hija", two people)
        if word in _KIN:
            return where[word]
        return {i for i, h in enumerate(held) if any(_stem_match(word, v, prefix=3, common=3) for v in h.words)}

    before = _Bound([], set())
    verb = _persons_verb(_flat(claim))[0]
    flats = [_flat(t) for t in texts]
    addressed = {_bare(next(filter(None, m.groups()))) for f in flats for m in _VOCATIVE.finditer(f)} & names
    for part in _CLAUSE_START.split(_flat(MARKER_RE.sub(" ", claim))):
        if any(part.strip() in f for f in flats):
            continue  # a part of the claim its sources say as it is binds nothing anew
        out += _joined(part, held, names)
        for k, clause in enumerate(_AND.split(part)):
            mine = _Bound.of(clause, names).done(clause)
            if k:
                mine = mine.after(before)
            before = mine
            if len(mine.words) > BOUND:
                continue  # a long clause is no recombination of short facts
            for w in mine.words:
                if w not in where:
                    # (the claim's verb of the person, in the first person, is that clause's too: "tiene" of "Tengo 38
                    # años"; not "hija" of "hijo", two people)
                    where[w] = {
                        i
                        for i, h in enumerate(held)
                        if any(_words_match(w, v) or (w == verb and _person_form(v, w)) for v in h.words)
                    }
            if own := [w for w in mine.words if not where[w]]:
                if len(own) > 2 or mine.named & set(own):
                    continue  # a clause that says words or a thing of its own is no recombination of the quotes'
                # one word of its own that names nothing ("The API is written in Rust" behind "The API is in Go and the
                # worker in Rust": "written") leaves what the clause binds as it was; not the one the person speaks
                # to ("Maria, thanks a lot! Your support is really encouraging"), whom the claim's own words of
                # thanks or of feeling bind to what they said ("The user values Maria's support")
                kept = [w for w in mine.words if where[w]]
                if addressed.isdisjoint([*kept, *mine.named]):
                    mine = mine._replace(words=kept)
                else:
                    continue
            for y in mine.words:
                for x in mine.anchors(y):
                    if _words_match(x, y) or not where.get(x) or where[x] & where[y]:
                        continue
                    done = (y, x) in mine.patients  # the claim says the verb is done to that thing
                    rival = _rival(held, where[y], y, mine, named=x in mine.named, verb=done)
                    if (
                        rival
                        and (
                            x in names or rival in names or x in _KIN or rival in _KIN or x in mine.governed(y) or done
                        )
                        and _rival(held, where[x], x, mine, named=None)
                        and not near(x) & near(y)
                    ):
                        out.append((x, y, rival))
    return list(dict.fromkeys(out))


def _with_me(clauses: list[str], names: Collection[str]) -> list[str]:
    """Clauses with one of the person's people before "and I" read as one with the clause of the person after it
    (``_kin_and_me``): "my friend Ola" and "I run a bakery" bind Ola to the bakery as "Ola and I run a bakery" does."""
    out: list[str] = []
    for c in clauses:
        if out and _kin_and_me(out[-1], c, names):
            out[-1] = f"{out[-1]} and {c}"
        else:
            out.append(c)
    return out


def _scope(clause: str, at: int) -> list[str]:
    """The content words (and short names: "CI") of a folded clause after its number ending at ``at``, past the word
    right after that number when that word is its unit ("5 minutes locally": "locally"; "20 on CI": "ci")."""
    words = _tokens_said(clause[at:])
    after = _WORD.match(clause[at:].lstrip())
    return words[1:] if words and after and _bare(after.group(0)) == words[0] else words


def shifted(claim: str, sources: Iterable[str]) -> list[tuple[str, str, str]]:
    """A number a claim says with what its sources say of another number of the same sentence, the second said
    after the first with its words left out ("Our tests take 5 minutes locally and 20 on CI": 20 is said of CI, its
    taking and minutes carried over): "The tests take 20 minutes locally", "The tests take 5 minutes on CI" — as (the
    claim's number, its word the source says of the other, the other number). The words carried over from the first
    ("tests", "minutes") belong to both; what follows each number (past its unit) belongs to that number alone
    (``_scope``). A claim that says both numbers, or a word of its own number's scope, is not read."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    numbers = set(_BOUND_NUMBER.findall(flat))
    claimed = _tokens_said(flat)

    def says(words: list[str]) -> list[str]:
        return [w for w in claimed if any(_words_match(w, v) for v in words)]

    out: list[tuple[str, str, str]] = []
    for clauses in ([c for part in parts for c in _AND.split(part)] for t in sources for parts in _sentences(_flat(t))):
        for first, then in zip(clauses, clauses[1:], strict=False):
            gap = _BOUND_NUMBER.match(then.strip())
            full = list(_BOUND_NUMBER.finditer(first))
            if not gap or len(full) != 1:
                continue
            one, other = full[0].group(0), gap.group(0)
            mine, theirs = _scope(first, full[0].end()), _scope(then.strip(), gap.end())
            if not mine or not theirs:
                continue  # a number with nothing after it of its own ("5 or 6") scopes nothing
            for said, held, rival, own in ((other, one, mine, theirs), (one, other, theirs, mine)):
                if said in numbers and held not in numbers and not says(own) and (moved := says(rival)):
                    out.append((said, moved[0], held))
    return list(dict.fromkeys(out))


@lru_cache(maxsize=1024)
def _short_names(claim: str) -> frozenset[str]:
    """The names a claim says that are too short to be content words ("Go", "R", "JS"), folded: read as content
    words where a "not" is read (``flipped``, ``negated_opposites``)."""
    return frozenset(n for n in map(_flat, _names(claim)) if not _is_claim_token(n))


# A claim that says a thing holds no more, by a "not" of the present ("The user does not smoke", "… no longer works at
# Acme", "… isn't a smoker anymore"; "El usuario (ya) no fuma", "O usuário não fuma", "L'utilisateur ne fume pas",
# "Der Nutzer raucht nicht (mehr)"), not one that says it never was or did not hold then (``_NOT_THEN``). Spanish and
# Portuguese: "no" / "não" before a verb of the present (its third person: "fuma", "bebe", "tiene", "tem", "es"), not
# an imperfect ("no fumaba", "não fumava", "no bebía") nor a preterite (folded "no fumó" ends in "o").
_NO_LONGER_CLAIM = re.compile(
    r"\b(?:no\s+longer|not\s+any\s*more|anymore|(?:does|do|is|are|am|has|have)\s+not|(?:doesn|don|isn|aren|hasn|haven)'?t"
    r"|(?:no|nao)\s+(?:(?:se|lo|la|le|les|lhe|o|a)\s+)?(?:es|son|tem|e|(?!\w*(?:aba|abas|aban|ava|avam|ia|ian|iam)\b)\w+"
    r"(?:a|e|an|en|am|em))|n(?:e\s+|')[\w]+\s+(?:pas|plus)|nicht|kein\w*)\b"
)
_NOT_THEN = re.compile(
    r"\b(?:never|not\s+ever|did\s+not|didn'?t|was\s+not|were\s+not|wasn'?t|weren'?t|had\s+not|hadn'?t"
    r"|nunca|jamas|jamais|nie|niemals|fue|era|foi|war|waren|hatte|hatten|\w+te\s+(?:nicht|kein\w*)"
    r"|nicht\s+ge\w+(?:t|en)|n'(?:a|avait|ont|avaient|etait)\s+(?:pas|jamais)\s+(?!de\b|d')\w+"
    r"|\w+(?:ait|aient)\s+(?:pas|plus))\b"
)
# The word a "not" of the present says besides the "not" when it says "no longer" ("nicht mehr", "ne … plus"): no
# content of its own where the claim says what the person ended.
_STILL = _wordset("mehr plus")


def _ending_match(word: str, other: str) -> bool:
    """``_words_match``, a bare verb's silent "e" dropped as "-ing" drops it ("smoke" as "smoking", "drive" as
    "driving"): what the person ended is said by its "-ing" ("I quit smoking"), what the claim says no longer holds
    by the bare verb ("does not smoke")."""
    if _words_match(word, other):
        return True
    return len(word) >= 5 and word.endswith("e") and word[-2] not in "aeiou" and _words_match(word[:-1], other)


@lru_cache(maxsize=1024)
def _ended_by(claim: str, texts: tuple[str, ...]) -> tuple[str, ...]:
    """The content words of a claim that says a thing holds no more (``_NO_LONGER_CLAIM``) which ``texts`` hold only
    in a span the person says they ended (``_own_ended_spans``: not what was only tried, nor what a "not" or a
    failing holds back, nor what someone else ended) and whose last word (its thing, a time it names aside) the claim
    says: "The user does not smoke" behind "I quit smoking", "… no longer has a car" behind "I sold my car", "… no
    longer works at Acme" behind "I quit my job at Acme last year" — not "… does not drink tea" behind "I stopped
    drinking coffee", nor "The user does not smoke" behind "My brother quit smoking". The negation is what the
    ending says, not one added: ``coverage`` counts these words carried, ``flipped`` and ``dated`` read them so."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if _NO_LONGER_CLAIM.search(folded) is None or _NOT_THEN.search(folded):
        return ()
    said = [w for w in map(_bare, _WORD.findall(folded)) if _is_claim_token(w)]
    held: list[tuple[str, bool]] = []
    for source in texts:
        text = _EX.sub("ex ", _flat(source))
        spans = []
        for a, b in _own_ended_spans(text):
            thing = [_bare(w) for w in _WORD.findall(_PAST_TIME.sub(" ", text[a:b])) if _is_claim_token(_bare(w))]
            if thing and any(_ending_match(w, thing[-1]) for w in said):
                spans.append((a, b))
        # a word the span holds in part is in it ("d'utiliser", whose elided "d'" the ending verb reads)
        held += [
            (_bare(m.group(0)), any(m.start() < b and a < m.end() for a, b in spans)) for m in _WORD.finditer(text)
        ]
    held = [h for h in held if _is_claim_token(h[0])]
    out = [w for w in said if (seen := [so for h, so in held if _ending_match(w, h)]) and all(seen)]
    return tuple(dict.fromkeys(out))


def _kept(claim: str, texts: Sequence[str]) -> list[str]:
    """The content words of a negative claim that ``texts`` hold only where an ending verb is held back
    (``_kept_spans``): "The user does not smoke" behind "I didn't quit smoking" or "I failed to quit smoking"."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _is_negative(folded) or any(rx.search(folded) for rx in (_ENDED_AFTER, _MOVED_OFF)):
        return []  # a claim that says the ending verb itself says its "not" ("I can't stop thinking about it")
    held: list[tuple[str, bool]] = []
    for source in texts:
        text = _EX.sub("ex ", _flat(source))
        spans = _kept_spans(text)
        held += [(m.group(0), any(a <= m.start() < b for a, b in spans)) for m in _WORD.finditer(text)]
    return _only_so(_WORD.findall(folded), held)


# A verb of keeping away from a thing ("I avoid gluten", "I stay away from dairy", "steer clear of", "Evito el
# gluten", "J'évite le gluten", "Ich meide Gluten", "Evito il glutine"): its object is what the person does not take,
# eat or use. Not a negation of its clause (``words._NEGATIVE_WORDS``: "To avoid burnout I run every morning" runs):
# only of its object, which ends at its clause's end or a subject of its own.
_AVOIDING = re.compile(
    r"\b(?:avoid(?:s|ed|ing)?|(?:stay|stays|stayed|staying|keep|keeps|kept|keeping)\s+away\s+from"
    r"|steer(?:s|ed|ing)?\s+clear\s+of|evit(?:o|a|as|amos|an|ar|ando|iamo|ano|e|es|ons|ent|er)|j'evite"
    r"|vermeide(?:n|t)?|meide(?:n|t)?)\b"
)
_AVOIDED_WORDS = 5


def _avoided(texts: Sequence[str]) -> list[tuple[str, bool]]:
    """Each content word of the folded ``texts``, and whether it is said only as what a verb of keeping away from
    (``_AVOIDING``) has as its object: "gluten" in "I avoid gluten", not "run" in "To avoid burnout I run"."""
    held: list[tuple[str, bool]] = []
    for text in texts:
        objects: set[int] = set()
        for m in _AVOIDING.finditer(text):
            clause = _CLAUSE_START.search(text, m.end())
            for w in islice(_WORD.finditer(text, m.end(), clause.start() if clause else len(text)), _AVOIDED_WORDS):
                if w.group(0) in _DOER or w.group(0) in _FIRST_PERSON_FORMS:
                    break  # "To avoid burnout I run …": the object ended before its clause's own subject
                objects.add(w.start())
        held += [(w.group(0), w.start() in objects) for w in _WORD.finditer(text)]
    return held


def avoided(claim: str, sources: Iterable[str]) -> list[str]:
    """The words a claim that says nothing of keeping away, and no "not", affirms of what its sources say the person
    keeps away from: "The user eats gluten" behind "I avoid gluten", "El usuario come gluten" behind "Evito el
    gluten". ("The user avoids gluten" says it; "The user does not eat gluten" is the polarity reading's.)"""
    folded = _flat(MARKER_RE.sub(" ", claim))
    texts = [_flat(t) for t in sources]
    if _AVOIDING.search(folded) or _is_negative(folded) or not any(_AVOIDING.search(t) for t in texts):
        return []
    return _only_so(_WORD.findall(folded), _avoided(texts))


# What a person abstains from by what they are (a diet, sobriety: folded): an exception to it is what they do take ("I'm
# vegetarian except for fish" eats fish), not a "not" (``_granted``).
_ABSTAINING = _wordset(
    "vegetarian vegan pescatarian sober teetotal teetotaler teetotaller abstinent gluten-free dairy-free lactose-free"
    " vegetariano vegetariana vegano vegana sobrio sobria vegetarien vegetarienne vegetalien vegetalienne vegane"
    " vegetarier vegetarierin veganer veganerin"
)


def _granted(folded: str) -> set[str]:
    """The words an exception sets apart from what the person abstains from (``_EXCEPT`` after a word of
    ``_ABSTAINING`` in its clause, or opening the clause after one: "I'm basically a vegetarian except for fish", "Soy
    vegetariano, excepto el pescado"): what they do take, which the negation reading holds negated, as it would "We use
    Postgres except for analytics"."""
    out: set[str] = set()
    for clauses in _sentences(folded):
        for before, clause in zip(("", *clauses), clauses, strict=False):
            m = _EXCEPT.search(clause)
            if m is None:
                continue
            ahead = clause[: m.start()] if clause[: m.start()].strip() else before
            if any(_bare(w) in _ABSTAINING for w in _WORD.findall(ahead)):
                out |= {_bare(w) for w in _WORD.findall(clause[m.end() :])}
    return out


def flipped(claim: str, sources: Iterable[str], *, dropped: bool = True) -> list[str]:
    """The claim's content words whose polarity its sources contradict: a word in a clause of the claim
    that says no "not" at all, which the sources hold only under a negation (a "not" dropped: "The index
    uses Postgres" behind "We use SQLite, not Postgres"), or, when no source negates anything, a word the
    claim negates that they affirm (a "not" added). What a negation applies to is ``words._polarity``'s
    reading; a negation that applies to other words ("We no longer use Redis; we use Valkey" behind "The
    team uses Valkey") flips nothing, nor a "not" of the present said of what the sources say ended (``_ended_by``:
    "The user does not smoke" behind "I quit smoking") or of what they say the opposite of (``negated_opposites``:
    "The user does not like Python" behind "I hate Python"); but a "not" said of what an ending the sources hold back
    would end is one added (``_kept``: "The user does not smoke" behind "I didn't quit smoking"). A name the claim
    says is read however short it is ("The team does not use Go" behind "We use Go"). A bound is read without the
    negation it is said by (``numbers.unbound``: "no more than 7" says at most 7, no "not"). Without ``dropped`` only
    a "not" added is read: a title names the topic of a prohibition without its "not" ("Reindex blackout day" over
    "Never run the reindex job on Fridays"), and says one only of what is not so ("Backup no longer on NAS")."""
    texts = list(sources)
    # a claim of the reason something was dropped, said of it ("Paddle was too slow" behind "We dropped Paddle
    # because it was too slow"), is read against that reason alone: the dropping negates the thing, not its reason
    reasons = [r for t in texts for r in _dropped_reasons(_flat(t))]
    if reasons and dropped and (reason := next((r for r in reasons if coverage(claim, [r])[0] == 1), None)):
        return flipped(claim, [reason], dropped=dropped)
    short = _short_names(claim)
    # a bound is read without the negation it is said by: it says its way, not a "not" ("The limit is at most 7
    # retries" behind "The limit is no more than 7 retries", "No more than 2 migrations run" behind "Never run more
    # than 2 migrations"; "The team allows no retries" behind "We allow no more than 9 retries" adds one)
    folded = unbound(MARKER_RE.sub(" ", claim))
    # of the person, a sentence that leaves them out of a whole says the whole's opposite ("Nobody in my family has
    # diabetes except me" backs "The user has diabetes")
    read = [
        _person_polarity(unbound(t)) if _PERSON_SUBJECT.match(folded) else (list(_polarity(unbound(t))), None)
        for t in texts
    ]
    polar = ((_bare(w), neg) for words, _ in read for w, neg in words)
    granted = {w for t in texts for w in _granted(_flat(t))}  # "fish" of "vegetarian except for fish" is eaten
    held = [(w, neg and w not in granted) for w, neg in polar if w in short or _is_claim_token(w)]
    negating = any(_is_negative(unbound(t)) if neg is None else neg for t, (_, neg) in zip(texts, read, strict=True))
    # a "not" the claim adds that the sources say in other words adds nothing: their opposite ("does not like" behind
    # "I hate"), an ending of the person's ("does not smoke" behind "I quit smoking")
    said = {w for word, rest in negated_opposites(claim, texts).items() for w in (word, *rest)}
    said |= set(_ended_by(claim, tuple(texts)))
    kept = _kept(claim, texts)
    verb = _persons_verb(_flat(claim))[0]  # "El usuario fuma" behind "Ya no fumo": the verb, its "not" dropped
    out: list[str] = []
    for (word, negated), (_, in_negation) in zip(_polarity(folded), _polarity(folded, whole=True), strict=True):
        word = _bare(word)
        if not (word in short or _is_claim_token(word)):
            continue
        seen = {neg for w, neg in held if _words_match(word, w) or (word == verb and _person_form(w, word))}
        added = seen == {False} and negated and not negating and word not in said
        if (dropped and seen == {True} and not in_negation) or added or (negated and word in kept):
            out.append(word)
    return list(dict.fromkeys(out))


# A cleft that puts a place or a time first ("Berlin is where I grew up", "2019 was when we ran Jenkins"): read as
# the clause it stands for ("I grew up in Berlin"), so its verb's tense is what the place's is.
_CLEFT = re.compile(
    r"(?:^|(?<=,))(?P<lead>\s*)(?P<what>[^.,;!?\n]+?)\s+(?:is|was|'s)\s+(?:where|when)\s+(?P<rest>[^.,;!?\n]+)", re.I
)


def _uncleft(text: str) -> str:
    """``text`` with each English cleft of a place or a time (``_CLEFT``) said as the clause it stands for."""
    return re.sub(r"[^.;!?\n]+", lambda s: _CLEFT.sub(r"\g<lead>\g<rest> in \g<what>", s.group(0), count=1), text)


# A "he" or "she" opening a sentence stands for the one name the sentence before says ("My neighbor Tomas fixed my bike
# yesterday. He is a mechanic."), with what the person calls them by, one word after "my" or "our": what it says in the
# present is said of "my neighbor Tomas", so "Tomas is a mechanic" and "The user's neighbor Tomas is a mechanic" are no
# present of a past (``dated``). A name of several words is one name ("Ana Lopez"); a place ("at university in Umeå")
# is no one. Not when the sentence before says
# two names or more ("I met Priya and Maya at uni. She is a chemist now": which one is not for a machine to tell), nor
# the "my" of a former one ("my old flatmate Priya": the name alone).
_SUBJECT_PRONOUN = re.compile(r"(?:he|she)(?='s\b|\s)", re.IGNORECASE)
_PLACE_BEFORE = r"\b(?:in|at|from|to|near|of)\s+(?:[^\W\d_][\w'-]*\s+)?"  # a place's name: "in Umeå", "to New York"
_CALLED = r"(?:\b(?:my|our)\s+(?!(?:old|former|ex|late|previous|then)\b)[^\W\d_][\w'-]*\s+)?\b"


def _named_again(text: str) -> str:
    """``text`` with a sentence's opening "he" or "she" put as the one name the sentence before says."""
    split = sentences(text)
    if len(split) < 2:
        return text
    out = split[:1]
    for before, sentence in pairwise(split):
        names = [n for n in _names(before) if not re.search(_PLACE_BEFORE + re.escape(n) + r"\b", before)]
        said = re.search(_CALLED + r"\s+".join(map(re.escape, names)) + r"\b", before, re.IGNORECASE) if names else None
        if said and (m := _SUBJECT_PRONOUN.match(sentence)):
            sentence = said.group(0) + sentence[m.end() :]
        out.append(sentence)
    return " ".join(out)


# A cleft that puts a thing first and who does it after "what" ("Go.js is what my friend uses", "Go.js es lo que usa
# mi amigo", "Go.js est ce que mon ami utilise", "Go.js ist das, was mein Freund benutzt"), as the fold reads it: read
# as the clause it stands for ("my friend uses Go.js"), so its subject opens it. A verb before its subject, as Spanish
# puts it, goes after the subject when that is "my …" ("usa mi amigo" → "mi amigo usa").
_CLEFT_WHAT = re.compile(
    r"(?:^|(?<=[.;!?\n]))(?P<lead>\s*)(?P<what>[^;!?\n,]+?)\s+(?:is|was|'s|es|era|fue|est|etait|ist|war)\s+"
    r"(?:what|lo\s+que|ce\s+qu(?:e\s+|')|das\s*,?\s*was|was)\s*(?P<rest>[^.,;!?\n]+)"
)
_MY_AFTER_VERB = re.compile(rf"(?P<verb>[\w']+)\s+(?P<who>(?:{'|'.join(sorted(_MY))})\s+[\w'-]+)(?P<tail>.*)")


def _unclefted(folded: str) -> str:
    """``folded`` with each cleft of a thing (``_CLEFT_WHAT``) whose doer is "my …" said as the clause it stands
    for, its subject first; the person's own ("Go.js is what I use") and another party's are left as said."""

    def said(m: re.Match[str]) -> str:
        rest = m.group("rest").strip()
        if (v := _MY_AFTER_VERB.fullmatch(rest)) and v.group("verb") not in _MY:
            rest = f"{v.group('who')} {v.group('verb')}{v.group('tail')}"
        elif rest.split(" ", 1)[0] not in _MY:
            return m.group(0)  # "Kafka is what everyone recommends": a thing named, not one of the person's people
        return f"{m.group('lead')}{rest} {m.group('what').strip()}"

    return _CLEFT_WHAT.sub(said, folded)


def _framed_only(folded: str) -> frozenset[str]:
    """The characters a folded claim says only in its Chinese or Japanese frame (``_CJK_FRAME``: "ユーザー", "用户"):
    the person, not a word of what it says of them — "ー" and "サ" of "ユーザーは教師をしている" are not the ones of
    "デザイナーでした"."""
    if not (frame := _CJK_FRAME.findall(folded)):
        return frozenset()
    return frozenset("".join(frame)) - set(_CJK_FRAME.sub(" ", folded))


# A group the person calls theirs ("my hiking club", "our church choir"), a few words before its noun: a membership
# held as they speak, whatever the tense of the clause it stands in — "Some of my hiking club friends came" tells in
# the past what the friends did, and names the club the person is in now. Not a group marked as left ("my old club",
# "my former team"), another's ("my sister's club": the possessive's word holds no "'s"), nor what a verb takes ("I
# left my book club", "I quit my team": the possessive opens its clause or follows a preposition, not "out of"), nor
# one in a clause a past's time or marker dates ("Last year my team won", "Back then our band played covers",
# ``_PAST_TIME``, ``_PAST_CLAUSE``). A group so said is said whole too: "some of my hiking club friends" is some of the
# friends, not of the club (``widened``).
_MY_GROUP = re.compile(
    r"(?:^\s*|\b(?<!\bout\s)(?:of|with|at|in|from|for|to|by|on|among|and)\s+)"
    r"(?P<group>(?:my|our)\s+(?!(?:old|former|ex|late|previous|then|first)\b)(?:(?!(?:a|an|the|and|or)\b)[\w-]+\s+){0,2}"
    rf"(?:{'|'.join(sorted(_MEMBERSHIP))}))\b"
)


# A group the person says they are part of, by a relative clause in the present after it ("the virtual support group I
# am a part of", "the rowing club we're members of", "the choir that I'm in"): a membership held as they speak, in a
# clause of its own, whatever the tense of the clause the group stands in ("I asked friends to join the support group
# I am a part of"). Its words, and the member's ("part", "member"), are said now; not a "was" ("the club I was in").
_GROUP_IM_IN = re.compile(
    r"\b(?:the|a|an|my|our|this|that)\s+(?P<group>(?:(?!(?:i|we|that|which)\b)[\w-]+\s+){1,4}?)(?:that\s+|which\s+)?"
    r"(?:i\s+am|i'm|im|we\s+are|we're)\s+(?P<member>(?:(?:a|an)\s+)?(?:part|members?)\s+of|in)\b"
)


# A fan's verb before the group ("I cheer for my team", "we root for our team", "I'm a fan of my team", "I'm pulling
# for my choir"): who cheers a group on stands outside it, in the crowd, whatever they call it — no membership (not
# one who plays, sings or works for it: "I play for my team every Sunday").
_FAN_OF = re.compile(
    r"\b(?:cheer(?:s|ed|ing)?(?:\s+on)?|root(?:s|ed|ing)?|pull(?:s|ed|ing)?|yell(?:s|ed|ing)?|scream(?:s|ed|ing)?"
    r"|shout(?:s|ed|ing)?|clap(?:s|ped|ping)?|fans?|supporters?)\s+(?:for|of)\s+$"
)


def _in_my_group(folded: str) -> list[str]:
    """The words of each group the folded text says the person is in (``_MY_GROUP``), in a clause no past dates and
    not after a fan's verb (``_FAN_OF``), and of each they say they are part of (``_GROUP_IM_IN``), the member's word
    with them."""
    return [
        w
        for clause in re.split(r"[,.;:!?\n]+", folded)
        if not (_PAST_TIME.search(clause) or _PAST_CLAUSE.search(clause) or re.search(r"\bused\s+to\b", clause))
        for m in _MY_GROUP.finditer(clause)
        if _FAN_OF.search(clause[: m.start("group")]) is None
        for w in _WORD.findall(m.group("group"))[1:]
    ] + [w for m in _GROUP_IM_IN.finditer(folded) for w in _WORD.findall(f"{m.group('group')} {m.group('member')}")]


# A hyphen or an en dash between blanks inside a name or a menu's path ("Passwort - Zurücksetzen", "Settings - Privacy",
# "Bar - Restaurant Sol"): its words on either side written with a capital, as a label's or a name's are.
_NAMED_DASH = re.compile(r"(?<![\w'-])(?P<before>[^\W\d_][\w'-]*)\s+[-–]\s+(?P<after>[^\W\d_][\w'-]*)(?![\w'-])")


def _undashed(claim: str, sources: list[str]) -> tuple[str, list[str]]:
    """``claim`` and its ``sources`` with each dash of a name or a menu's path (``_NAMED_DASH``) the claim and a
    source both say, the same words on either side, written as a blank: no clause break, but the one name the quote
    names ("The user clicked Passwort - Zurücksetzen in the Aínsa clinic app" behind "In the Aínsa clinic app I
    clicked Passwort - Zurücksetzen" is one clause, told in the past whole). A dash the claim alone says, or one
    between words a source does not say so, stays the clause break it is ("We used Jenkins - now we use GitLab")."""
    if "-" not in claim and "–" not in claim:
        return claim, sources  # no dash: nothing to read (the common case, kept cheap)

    def named(text: str) -> set[str]:
        return {
            _dash_key(m)
            for m in _NAMED_DASH.finditer(text)
            if m.group("before")[0].isupper() and m.group("after")[0].isupper()
        }

    if not (shared := named(claim) & set().union(*map(named, sources))):
        return claim, sources

    def undash(text: str) -> str:
        return _NAMED_DASH.sub(
            lambda m: f"{m.group('before')} {m.group('after')}" if _dash_key(m) in shared else m.group(0), text
        )

    return undash(claim), [undash(t) for t in sources]


def _dash_key(m: re.Match[str]) -> str:
    """A dashed name's words, folded, as ``_undashed`` matches a claim's to a source's."""
    return f"{fold(m.group('before'))} {fold(m.group('after'))}"


def dated(claim: str, sources: Iterable[str], printed: Iterable[str] = ()) -> list[str]:
    """The claim's content words that it says in the present and its sources say only of a state that
    has ended (``words._tense``): "The team uses Jenkins" behind "Last year we used Jenkins, now we use
    GitHub Actions", "We used to use Jenkins", "Solíamos usar Jenkins"; "The user lives in Berlin" behind
    "I lived in Berlin" (its own word, in a simple past the claim does not say), and a clause told in a
    simple past of any verb, its subject included ("Last year we ran Jenkins, now we use GitLab" behind "The
    team uses Jenkins", "Last year Ana was the owner, now Bo is the owner" behind "Ana is the owner"; not a
    change into a state or a decision, nor a past whose result the claim states: ``words._tense``). A claim
    that names what its sources name only in the present ("The team uses Netlify for the docs" behind "Last
    year we deployed the docs with Ansible, now we use Netlify") is read for its names alone: what the
    present leaves unsaid is its context. A cleft of a place or a time is read as the clause it stands for
    (``_uncleft``: "Berlin is where I grew up" as "I grew up in Berlin"). A claim that says the past itself ("The
    team used Jenkins last year", "switched from Jenkins") is not read. The pasts of French, Italian, German, Spanish
    and Portuguese are read on the texts as written ("Trabajé en Telefónica", "J'ai travaillé chez Renault":
    ``words._written_pasts``). What a tool ``printed`` is read as the state it printed, in any tense ("3 failed"
    backs "Three tests fail", a column headed "Used"). A "not" of the present said of what the sources say ended is
    what the past says (``_ended_by``: "The user does not drink coffee" behind "I stopped drinking coffee"). The
    claim's verb of the person is its quote's verb in the first person too (``words._person_form``: "المستخدم يدخن"
    behind "كنت أدخن", I used to smoke). A Turkish claim's word is said in the past by the suffix of the past on it
    (``_turkish_was``: "Kullanıcı doktor" behind "Doktordum"). A number is read as a word (``_is_told_token``): "The
    user is 38" behind "I was 38 when we met"."""
    claim, sources = _undashed(MARKER_RE.sub(" ", claim), list(sources))
    gone = _ended_by(claim, tuple(sources))  # "does not smoke" behind "I stopped smoking" says what the past ended
    said = _tense(_flat(claim), loose=True, written=claim)
    present = frozenset(w for w, past, simple in said if not past and not simple)
    held = [
        (_bare(w), past, simple)
        for t in (_named_again(_uncleft(x)) for x in sources)
        for w, past, simple in _tense(_flat(t), present=present, written=t)
    ]
    held += [(_bare(w), False, False) for t in printed for w, _, _ in _tense(_flat(t))]
    held += [(_bare(w), False, False) for t in sources for w in _in_my_group(_flat(t))]
    held = [h for h in held if _is_told_token(h[0])]
    names = [part for n in _names(claim) for part in _WORD.findall(_flat(n))]
    frame = _framed_only(_flat(claim))
    verb = _persons_verb(_flat(claim))[0]  # the person's verb, said in the first person too: "يدخن" behind "كنت أدخن"
    turkish = _VERB_LAST.match(_flat(claim)) is not None  # "Kullanıcı doktor" behind "Doktordum"
    out: list[str] = []
    anchored = False  # the claim names what its sources name only in the present
    for word, past, simple in said:
        word = _bare(word)
        if past or simple or not _is_told_token(word) or word in gone or word in frame or word in _KO_PARTICLES:
            continue
        seen = [
            p or (s and w != word) or (turkish and _turkish_was(word, w))
            for w, p, s in held
            if _words_match(word, w) or (word == verb and _person_form(w, word))
        ]
        if seen and all(seen):
            out.append(word)
        anchored = anchored or (bool(seen) and not any(seen) and word in names)
    if anchored:  # what the present leaves unsaid ("for the docs") is its context; a name is the state that ended
        out = [w for w in out if w in names]
    return list(dict.fromkeys(out))


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
    basement"): a request reported done (``_done``)."""
    claim = MARKER_RE.sub(" ", claim)
    said = [w for w, future in _future(_lined(claim), loose=True, written=claim, requested=requested) if not future]
    texts = list(sources)
    lined = [_undated_purpose(_lined(t), _flat(claim)) for t in texts]  # "… for a trip next spring": the trip's date
    asked = [_future(f, written=t, requested=requested) for f, t in zip(lined, texts, strict=True)]
    unasked = [_future(f, written=t) for f, t in zip(lined, texts, strict=True)]
    reported = [w for t in reports for w, future in _future(_flat(t), written=t) if not future]
    if _done(said, asked, unasked, [_done_words(t) for t in texts], reported):
        asked = [_future(" ".join(f.split("\n")), written=t) for f, t in zip(lined, texts, strict=True)]
    return _only_so(said, [h for words in asked for h in words], _is_plan_token)


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


# A state the person says ended, by a verb rather than a tense: what follows an ending verb, up to where its
# object stops ("We have stopped using Kafka", "We replaced Kafka with NATS": Kafka, not NATS), and what stands
# before a passive one ("Kafka was rejected last sprint"), in the six languages the gate reads (folded: accents
# gone). A simple past ("We stopped using Kafka") the tense reading has already; the perfect ("have stopped"), the
# present ("we quit") and the other languages' "dejar de", "smettere di", "aufhören" it does not. "stop" ends only
# what is done ("stopped using"; "the bus stops at Main Street" ends nothing). What was called off did not happen
# ("They cancelled my flight to Tokyo", "We called off the trip", "My flight was cancelled": ``_ENDED_BEFORE``), and
# what was sold is no longer had ("I sold my car"). What was called off (``off``) is read even behind a claim that
# says a past ("The user flew to Tokyo"), unless the claim says it was called off itself (``_OFF_CLAIM``).
_ENDING = (
    r"(?:(?:stop|stops|stopped|stopping|ceased)(?=\s+\w+ing\b)|quit|quits|quitting|retired|decommissioned|abandoned"
    r"|ditched|scrapped|(?P<off>cancell?ed|called\s+off|postponed|skipped|put\s+off|missed(?=\s+the\b))|sold"
    r"|replaced|replace|got\s+rid\s+of|get\s+rid\s+of|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|phased\s+out"
    r"|ruled\s+out|turned\s+down|rejected|uninstalled|shut\s+down"
    # a job the person was put out of ("I was fired from Google", "I got laid off by Meta", "Me despidieron de
    # Google", "J'ai été viré de Thales", "Fui demitido da Vale"): a leaving, not a being at
    r"|(?:fired|sacked|dismissed|axed|resigned)\s+(?:from|by|at)|(?:laid\s+off|let\s+go)(?:\s+(?:from|by|at))?"
    r"|(?:despidieron|despidio|echaron|echo|despedir)\s+de|despedid[oa]s?\s+de|(?:vire|viree|virer|licencie|licenciee"
    r"|licencier|renvoye|renvoyee|renvoyer)\s+(?:de|d'|du|par)|(?:demitid[oa]|demitiram)\s+(?:da|do|de)|licenziat[oa]\s+da"
    r"|(?:deje|dejo|dejamos|dejaron|dejaste|dejado)\s+de|abandonamos|abandonaron|abandone|reemplazamos|reemplace"
    r"|reemplazaron|sustituimos|sustituyeron|descartamos|descartaron|descarte|retiramos"
    r"|(?:deixei|deixou|deixamos|deixaram|deixado|parei|parou|paramos|pararam|parado)\s+de|abandonei|substituimos"
    r"|substituiram|descartei|descartamos"
    r"|(?:arrete|arretes|cesse)\s+d(?:e\b|')|abandonne|remplace|remplaces|renonce\s+a"
    r"|aufgehort(?:\s*,)?|abgeschafft|ersetzt|aufgegeben|abgelost|verworfen|ausgemustert|abgeschaltet"
    r"|smesso\s+di|smettiamo\s+di|abbandonato|sostituito|scartato|dismesso|rinunciato\s+a)"
)
# What was only tried is not adopted either ("We have tested Redis", "Probamos Redis", "Testamos o Redis"): a simple
# past of English and a compound past of French, German and Italian the tense readings have already, not the
# English perfect ("have tried") nor a first person plural of Spanish and Portuguese that is present and preterite
# at once.
_TRIED = (
    r"(?:tried|tested|evaluated|trialled|trialed|piloted|prototyped|benchmarked)(?:\s+out)?|experimented\s+with"
    r"|probamos|probaron|testeamos|evaluamos|experimentamos(?:\s+con)?|testamos|testei|testaram|experimentei"
    r"|experimentaram|avaliamos|avaliei|probo|probado|testeo|testeado|evaluo|evaluado|testou|testado|experimentou"
    r"|experimentado|avaliou|avaliado"
)
_ENDED_AFTER = re.compile(
    rf"\b(?:{_ENDING}|(?P<tried>{_TRIED}))(?:(?<=,)|\b)"  # ("aufgehört, X zu …")
    r"(?P<object>[^.;!?]*?)(?=\s+(?:with|by|for|in\s+favou?r\s+of|and|but|so|because|since|while|con|por|par|avec"
    r"|pour|mit|durch|zugunsten|per|e|et|und|y|pero|mais|aber|ma|mas)\b|[,.;!?]|$)"
)
# An aim, a try or a sign-up the sentence goes on to say was reached ("…, so I took lessons and now I play", "… and
# finally did", "I signed up for the marathon and finished it"): what it aimed at is done.
_AIM_REACHED = (
    r"(?![^.;!?]*\b(?:and|so)\s+(?:then\s+|now\s+)?(?:i\s+|we\s+)?"
    r"(?:now(?!\s+(?:i\s+|we\s+)?(?:want|wish|hope|plan|would|'d|need|still))|finally|eventually|did|managed|succeeded"
    r"|finished|completed)\b)"
)
# A seeking the sentence goes on to say was granted ("I asked for a raise and got it", "I auditioned for the choir and
# they took me", "I bid on the house and won", "I looked at a flat in Aarhus and rented it"): what was sought is had.
# Not "… and got turned down", "… and got nothing", nor a doing of anything else ("I asked for a raise and went home",
# "… and did my job as usual"); going is the granting of an invitation only ("I was invited to the wedding and went").
_GRANTED = (
    r"got(?!\s+(?:turned|rejected|denied|refused|nothing|no\b|outbid|passed\s+over))|won|landed|bought|rented|took"
    r"|received|joined|made\s+it|passed|accepted|hired|picked|chose|selected|signed|approved|granted|gave|said\s+yes"
    r"|(?:was|were)\s+(?:accepted|picked|chosen|selected|given|approved|granted|hired|offered)|worked\s+out"
)
_WENT = r"|went|attended|came|showed\s+up|had\s+(?:such\s+)?(?:a\s+)?(?:blast|ball|fun|(?:\w+\s+)?time)"
# ... and the event judged as lived, the judgement closing its clause ("I bought tickets for the show and it was
# amazing", "… and it was a blast!", "… and they were incredible"): what was had is what came. Not what the preparation
# itself was ("… and it was expensive", "… and it was easy", "… and it was great value").
_WENT += (
    r"|(?:was|were)\s+(?:(?:so|really|truly|absolutely|just|pretty|super|such)\s+)?(?:an?\s+)?"
    r"(?:amazing|awesome|great|fantastic|incredible|wonderful|fun|blast|unforgettable|magical|brilliant|epic|lovely"
    r"|beautiful|the\s+best|so\s+much\s+fun)(?=\s*(?:[.,;!?]|$|(?:and|but|so)\b))"
)
_GRANTED_AFTER = (
    r"[^.;!?]*\b(?:and|so)\s+(?:then\s+|finally\s+|eventually\s+)?(?:i\s+|we\s+|they\s+|he\s+|she\s+|it\s+)?"
)
_SEEKING_GRANTED = rf"(?!{_GRANTED_AFTER}(?:{_GRANTED})\b)"
_INVITATION_GRANTED = rf"(?!{_GRANTED_AFTER}(?:{_GRANTED}{_WENT})\b)"
_LIVED = rf"{_GRANTED_AFTER}(?:{_GRANTED}{_WENT})\b"  # (the same, said: ``_says_related``'s visit)
# What the person only works toward, seeks or failed at is not what they have or do (the learning is not the
# speaking, the offer not the job, the failed exam not the certificate): what follows a verb of learning, failing,
# applying, interviewing, hiring or an offer, up to where its object stops ("I'm learning Spanish", "I failed the AWS
# exam", "I got an offer from Google", "I applied to Stripe", "I'm interviewing with Meta", "We're hiring a Rust
# engineer": the hiring is not the having, "We're expecting our first child": the child is to come, "I'm looking for
# a job at Google", "Busco trabajo en Google", "Ich
# suche einen Job bei Google", "Je cherche un emploi chez Google": the search is not the job); an offer the sentence
# says was taken ("… and took it", "… and accepted the offer") is the job. The learning in French, Spanish and German
# too ("J'apprends le japonais", "J'essaie d'apprendre le japonais", "Estoy aprendiendo japonés", "Ich lerne
# Japanisch", "Sto imparando a guidare"), and a learning to do is not the doing ("I'm learning to drive").
# A claim that says any of them itself ("The user is learning Spanish", "… received an offer from Google", "El
# usuario está aprendiendo japonés"), or a search or a want ("The user is looking for a job at Google", "El usuario
# busca trabajo en Google", "… wants to work at Google") is not read by it (``_SOUGHT_CLAIM``).
_SOUGHT_WHO = (
    r"\b(?:i|we|he|she|they|i'm|we're|he's|she's|they're|i've|we've|am|is|are|was|were|been|have|has|had)"
    r"(?:\s+(?:just|also|still|currently|now|recently|already|slowly|started|began|begun|start|starting|got|get"
    r"|gotten|even|finally))?\s+"
)
# A preparation is not the event it prepares for (``prep``): what was booked, reserved, scheduled, what tickets or a
# quote were got for, what was packed or trained for, enrolled in, is half done or only begun ("I booked a table at
# Noma", "I bought tickets to the Coldplay concert", "I scheduled a dentist appointment for Friday", "I packed for the
# trip to Lisbon", "I trained for the Berlin marathon", "I got a quote for solar panels", "I enrolled in a pottery
# class", "I'm half done with my thesis", "I started reading Dune", "Reservé una mesa en Noma", "J'ai réservé une
# table chez Noma"): the booking is not the dinner, the training not the race. Not a preparation the sentence goes on
# to say was done ("… and we ate there", "… and finished it", ``_PREP_DONE``).
_PREP_DONE = (
    rf"(?!{_GRANTED_AFTER}(?:ate|dined|saw|watched|stayed|camped|ran|finished|completed|did|made\s+it|flew|visited"
    rf"|enjoyed|loved|installed|play|played|use|used|wear|wore|rode|drove"
    rf"|got\s+(?:it|them)\s+(?:done|installed){_WENT})\b"
    # (in German the participle ends the clause: "… und wir haben dort gegessen")
    r"|[^.;!?]*\bund\b[^.;!?]*\b(?:gegessen|gesehen|besucht|gewesen|geflogen|gelaufen|gefahren|gespielt)\b)"
)
_PREP = (
    r"(?:booked|reserved|scheduled|pre-?ordered|(?:bought|got|purchased|booked|have|has)"
    r"(?=\s+(?:[\w'-]+\s+){0,3}?(?:tickets?|passes|seats?)\b)"
    r"|(?:got|received|requested|asked\s+for)\s+(?:a\s+|an\s+|some\s+|two\s+|three\s+)?(?:quotes?|estimates?)"
    r"\s+(?:for|on|from)|packed(?:\s+(?:my|our|the|a)\s+(?:bags?|suitcases?))?\s+for|(?:trained|training|train)\s+for"
    r"|(?:enrolled|enrolling)\s+(?:in|for)|rsvp'?d\s+(?:to|for)|(?:getting|got|get)\s+ready\s+for"
    # ... what was bought or rented for an event ("I rented a tux for the gala": the gala is to come), submitted or
    # pitched to whom would take it ("I submitted my paper to NeurIPS"), listed for sale ("I listed my car for sale")
    # ... the thing bought and all ("I bought a guitar for lessons": the guitar is not yet played)
    r"|(?:bought|rented|ordered|purchased)(?=\s+(?:[\w'-]+\s+){1,3}?for"
    r"(?!\s+(?:sale|free|cheap|years?|months?|weeks?|days?|\d)))|(?:submitted|pitched)\s+(?:[\w'-]+\s+){0,3}?to"
    # ... and a visa, a permit, the shots got for a place ("I got my visa for Japan": the visa is not the journey)
    r"|(?:(?:got|get|received|obtained|have|has)\s+)?(?:my|our|a|an|the|his|her|their)\s+(?:[\w'-]+\s+)?"
    r"(?:visas?|permits?|vaccinations?|shots|jabs)\s+(?:for|to)"
    r"|(?:listed|put)(?=\s+(?:[\w'-]+\s+){0,3}?(?:for\s+sale|on\s+the\s+market)\b)"
    r"|(?:half|halfway|partly|partway|mostly)\s+(?:done|through|finished)(?:\s+with)?"
    r"|(?:(?<=\bstarted\s)|(?<=\bbegan\s)|(?<=\bbegun\s)|(?<=\bstarting\s))"
    r"(?=(?:reading|watching|writing|building|knitting|sewing|renovating)\b))"
)
# ... in Spanish, French and German, where the verb says its person ("Reservé una mesa en Noma", "Compré entradas
# para el concierto", "J'ai réservé une table chez Noma", "J'ai acheté des billets pour le concert", "Ich habe einen
# Tisch im Noma reserviert", "Ich habe Karten für das Konzert gekauft": the German participle ends the clause, and
# what it books stands before it), folded
_PREP_ROMANCE = (
    r"(?:(?:asked|invited)\s+(?:me|us)\s+to|on\s+(?:my|our)\s+way\s+to"  # ("Ana invited me to her party")
    r"|reserve|reservamos|(?:he|hemos)\s+reservado|(?:j'ai|nous\s+avons|on\s+a)\s+reserve"
    r"|(?:compre|compramos|consegui|conseguimos|(?:he|hemos)\s+(?:comprado|conseguido))"
    r"(?=\s+(?:[\w'-]+\s+){0,2}?(?:entradas|boletos)\b)"
    r"|(?:j'ai|nous\s+avons|on\s+a)\s+(?:achete|pris|eu)(?=\s+(?:[\w'-]+\s+){0,2}?(?:billets|places)\b)"
    r"|(?:ich|wir)\s+(?:habe|haben|hab)(?=[^.;!?]*?\b(?:reserviert|gebucht|vorbestellt)\b"
    r"|\s+(?:[\w'-]+\s+){0,2}?(?:karten|tickets|eintrittskarten)\b[^.;!?]*?\b(?:gekauft|besorgt|bestellt)\b))"
)
_SOUGHT = re.compile(
    _SOUGHT_WHO + r"(?:learning|learn|learns|studying|study|studies|practi[cs]ing|failed|flunked"
    rf"|(?:applied|applying)\s+(?:to|for|at){_SEEKING_GRANTED}"
    # ... and a race, a course, a contest signed up for ("I signed up for the marathon": the sign-up is not the run)
    rf"|(?:signed\s+up|registered|entered)\s+for{_AIM_REACHED}"
    # ... and what was asked for, bid on, auditioned or tried out for, competed or was put up for ("I asked for a
    # raise", "I asked my boss for a raise", "I requested a transfer", "I bid on the house on Elm Street", "I made an
    # offer on the house", "I auditioned for the choir", "I tried out for the team", "I was nominated for the award",
    # "I hoped for a promotion", "I was offered a seat on the board", "I was invited to the wedding", "I'm on the
    # waiting list for a kidney"): the asking, the offer, the invitation is not the getting
    r"|(?:(?:asked|asking|asks)(?:\s+(?:(?:my|our|his|her|their|the|a|an)\s+)?(?!for\b)[\w'-]+)?\s+for"
    r"|requested|requesting|(?:bid|bidding|bids)\s+(?:on|for)"
    r"|(?:made|make|put\s+in|submitted|placed)\s+(?:an?\s+)?(?:offer|bid)\s+(?:on|for)"
    r"|(?:auditioned|auditioning)\s+(?:for|with|at)|(?:tried|trying)\s+out\s+for|(?:competed|competing)\s+for"
    r"|(?:hoped|hoping|wished|wishing|prayed|praying)\s+for"
    r"|(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bgot\s)|(?<=\bget\s))offered"
    rf"|(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bgot\s)|(?<=\bget\s))invited(?:\s+to)?{_INVITATION_GRANTED}"
    r"|on\s+(?:the|a)\s+wait(?:ing)?[\s-]?list\s+(?:for|at)"
    rf"|(?:nominated|shortlisted|considered)(?:\s+(?!for\b)[\w'-]+){{0,2}}?\s+for){_SEEKING_GRANTED}"
    rf"|(?:interviewed|interviewing)\s+(?:at|with|for){_SEEKING_GRANTED}|preparing\s+for|hiring|recruiting"
    r"|(?:looking|searching|hunting|seeking)\s+for|seeking|expecting"
    # ... and a home, a school, a job looked at or toured ("I'm looking at apartments in Austin", "touring schools
    # in Leeds", "house-hunting in Porto"): what is looked at is not yet had
    r"|(?:looking|shopping|touring|viewing|browsing|looked|shopped|toured|viewed|browsed)"
    r"\s+(?:at\s+|around\s+(?:for\s+)?)?(?=(?:\w+\s+){0,2}?"
    r"(?:apartments?|flats?|houses?|homes?|condos?|places?|rentals?|propert(?:y|ies)|schools?|colleges?|universit(?:y|ies)"
    rf"|jobs?|positions?|roles?|openings?)\b){_SEEKING_GRANTED}|(?:house|apartment|flat|home|job)[\s-]hunting)"
    r"\b(?!\s+to\s+(?:become|be|buy|own)\b)"
    r"(?:(?<=learning)(?:\s+how)?\s+to\b)?"  # "I'm learning to drive": what is learnt is the driving
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|to|for|with)\b|[,.;!?]|$)"
    rf"|(?:{_SOUGHT_WHO}{_PREP}|\b{_PREP_ROMANCE})\b{_PREP_DONE}"
    r"(?P<prep>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|y|pero|et|mais|und|aber)\b|[,.;!?]|$)"
    r"|\b(?:got|get|have|has|had|received|an|job)\s+(?:a\s+|an\s+|the\s+)?(?:job\s+)?offers?\s+(?:from|at|with)\b"
    r"(?![^.;!?]*\band\s+(?:i\s+|we\s+)?(?:took|accepted|signed)\s+(?:it|them|the\s+(?:offer|job|position|role))\b)"
    r"(?P<offer>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|to|for|with)\b|[,.;!?]|$)"
    r"|(?:(?:\bj'|\b(?:je|nous|on)\s+)(?:(?:essaie|essaye|essayons|commence|commencons|veux|voulons)\s+(?:d'|de\s+|a\s+))?"
    r"(?:apprends|apprenons|apprend|apprendre|etudie|etudions|etudier)\b"
    r"|\b(?:(?:estoy|estamos|esta|estan)\s+(?:aprendiendo|estudiando)|aprendo|aprendemos"
    r"|(?:intento|intentamos|quiero|queremos|empiezo|empece)\s+(?:a\s+)?aprender)\b"
    r"|\b(?:ich\s+lerne|wir\s+lernen|lerne\s+ich|lernen\s+wir|ich\s+studiere)\b"
    r"|\b(?:sto|stiamo)\s+(?:imparando|studiando)(?:\s+a)?\b"
    r"|\b(?:(?:je|nous|on)\s+(?:re)?cherch(?:e|ons)|busco|buscamos|(?:estoy|estamos)\s+buscando|ich\s+suche"
    r"|wir\s+suchen|suche\s+ich|suchen\s+wir)\b)"
    r"(?P<learnt>[^.;!?]*?)(?=\s+(?:y|et|und|e|pero|mais|aber|ma|para|pour|fur|per|porque|parce|weil|perche)\b|[,.;!?]|$)"
    # what the person studies, trains or works to become they are not yet ("I'm studying to become a lawyer", "I'm
    # training to be a nurse", "saving up to buy a house")
    r"|\b(?:studying|training|preparing|working|aiming|striving|saving(?:\s+up)?)\s+to\s+(?:become|be|buy|own)\b"
    r"(?P<goal>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    # ... and a role said as one not yet had ("I'm a nurse in training", "a trainee pilot", "an aspiring actor", "a
    # student nurse", "an apprentice electrician", "my future job as a chef", "a lawyer-to-be")
    r"|\b(?:aspiring|future|would-be|wannabe|soon-to-be|trainee|student|apprentice|prospective)\s+(?P<trainee>[\w'-]+)"
    r"|\b(?P<to_be>[\w'-]+?)(?:\s+in\s+training|-to-be)\b"
)
# What the person says they failed to do did not happen ("I failed to migrate the database to Postgres", "I was
# unable to get the job", "we never managed to ship it"): the rest of the clause after "to", "to" and all (a plain
# "not" the polarity reading has already: "I couldn't migrate …", "I didn't manage to …"). Nor did what they only
# wanted, meant, hoped, planned, tried or forgot to do (``aim``: "I wanted to learn piano", "I meant to call my mom",
# "I forgot to pay rent", "I tried to learn Spanish but gave up"), nor what they tried and gave up on (``attempt``: "I
# attempted the climb but turned back", "I tried yoga but quit"): an aim or an attempt is not the deed. Not an aim
# the sentence goes on to say was reached ("…, so I took lessons and now I play", "… and finally did"), nor "I
# managed to finish", "I tried sushi", "I forgot my keys". The object stops where a new clause opens ("I meant to
# tell you I moved to Oslo": the move is said).
_FAILED_TO = re.compile(
    # (an offer to do is no deed whoever offers it: "Ana offered to drive me to the airport")
    r"\b(?:i|we|he|she|they|[\w'-]+(?=\s+(?:offered|volunteered)\s+to\b))(?:'d|'ve)?"
    r"(?:\s+(?:just|also|still|again|finally|eventually|ultimately|simply|completely"
    r"|really|always|once|originally|had|have))?\s+"
    r"(?:failed|(?:was|were)\s+unable|never\s+managed|(?:didn't|did\s+not|didnt)\s+manage"
    r"|(?P<aim>wanted|meant|hoped|planned|intended|aimed|wished|tried|attempted|forgot|neglected|promised|expect(?:ed)?"
    r"|offered|volunteered"
    r"|(?:keep|keeps|kept)\s+(?:meaning|trying|forgetting)"
    r"|(?:was|were)\s+(?:hoping|planning|meaning|trying|intending|aiming|attempting)"
    r"|(?:(?:have|has|had)\s+)?been\s+(?:hoping|planning|meaning|intending))(?=\s+to\b)"
    # (an aim to tell of something is no aim of it: "I wanted to tell you about the talk I gave")
    r"(?!\s+to\s+(?:tell|say|mention|share|ask|talk|let\s+(?:you|them)\s+know|update|remind|add|note|point\s+out"
    r"|(?:fill|catch)\s+(?:you|him|her|them|everyone)\s+(?:in|up)|show\s+(?:you|him|her|them|everyone)|check\s+in"
    r"|thank|apologi[sz]e)\b)"
    rf"{_AIM_REACHED})\s+to\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|i|we|that)\b|[,.;!?]|$)"
    r"|\b(?:i|we|he|she|they)(?:\s+(?:also|once|first|really))?\s+(?:tried|attempted)\s+(?!to\b)"
    r"(?P<attempt>[^.;!?]*?)(?=\s*,?\s+but\s+(?:then\s+)?(?:nobody|no\s+one|nothing|(?:(?:i|we|it|they|he|she)\s+)?"
    r"(?:gave\s+up|turned\s+(?:back|around)|(?:didn't|did\s+not|couldn't|could\s+not|wasn't|was\s+not|wouldn't)"
    r"(?!\s+(?:like|love|enjoy|care|mind)\b)|failed|quit|stopped|never|bailed|backed\s+out|refused"
    r"|had\s+to\s+(?:stop|quit|turn\s+back|give\s+up)))\b)"
)
# A search done for one of the person's people is theirs ("I'm looking for a job at Google for my son", "Estoy
# buscando trabajo en Google para mi hijo", "Je cherche un emploi chez Google pour ma fille", "Ich suche einen Job
# bei Google für meinen Bruder"): "for", a possessive of the first person and one of ``_KIN``, right after what is
# sought.
_FOR_MY = re.compile(rf"(?:\s*,)?\s+(?:for|para|pour|fur|per)\s+(?:{'|'.join(sorted(_MY))})\s+(?P<kin>[\w'-]+)")


def _sought_for_kin(text: str, at: int, claimed: Sequence[str]) -> bool:
    """Does a search that ends at ``at`` of a folded text go on "for my son" (``_FOR_MY``), one the claim (its words,
    ``claimed``) does not name? Then what is sought is the son's, whatever the claim says of a want."""
    m = _FOR_MY.match(text, at)
    return m is not None and m.group("kin") in _KIN and not any(_words_match(m.group("kin"), w) for w in claimed)


# A school the person only got into, was accepted or admitted to ("I got into Stanford but went to Berkeley", "I was
# accepted at Oxford", "Me admitieron en Harvard", "J'ai été admis à Polytechnique"): what follows, up to where its
# object stops, read behind a claim that they went, studied or graduated there (``_ATTENDED_CLAIM``) — an admission
# is no attendance. Not "… and went there" or "… and graduated in 2014" (an "and" that says they did), nor "I got
# into running" behind "The user runs" (no school claimed).
_ADMITTED = re.compile(
    r"(?:\b(?:got|get|gotten|getting)\s+(?:into|accepted\s+(?:to|at|into|by))"
    r"|\b(?:was|were|been|am|i'm|we're)\s+(?:accepted|admitted)\s+(?:to|at|into|by)"
    r"|\bme\s+(?:admitieron|aceptaron)\s+en|\b(?:fui|fue)\s+(?:admitid|aceptad)[oa]s?\s+en"
    r"|\b(?:j'ai|il\s+a|elle\s+a|nous\s+avons)\s+ete\s+(?:admis|accepte)e?s?\s+(?:a|au|en|dans))\b"
    r"(?![^.;!?]*\b(?:and|y|et)\s+(?:i\s+|we\s+)?(?:went|attended|enrolled|studied|graduated|started|fui|estudie"
    r"|j'y\s+suis\s+alle|j'y\s+ai\s+etudie)\b)"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|y|pero|et|mais)\b|[,.;!?]|$)"
)
_ATTENDED_CLAIM = re.compile(
    r"\b(?:went\s+to|goes\s+to|go\s+to|attend\w*|stud(?:y|ies|ied)\s+(?:at|in)|graduat\w*|alumn\w*|student\s+at"
    r"|enrolled|estudi\w*\s+en|fue\s+a|egresad\w*|etudi\w*\s+a|diplome\w*)\b"
)


# A claim that says the event is still to come says the preparation too ("The user is going to Rome", "The user will
# see Coldplay", "… is on their way to Madrid"), unless it says a past of its own ("The user will see Adele and went to
# the show": what went is no preparation).
_PREP_FUTURE = re.compile(
    r"\b(?:(?:is|are|am|been)\s+\w+ing|plan\w*|going|will|upcoming|coming\s+up|heading|on\s+\w+\s+way"
    r"|va\s+a|ira|vont|wird|werden)\b"
)
_OFF_CLAIM = re.compile(r"\b(?:cancel\w*|call\w*\s+off|postpon\w*|put\s+off|delay\w*|resched\w*|skip\w*|miss\w*)\b")
_SOUGHT_CLAIM: dict[str, re.Pattern[str]] = {
    kind: re.compile(rf"\b(?:{words})\b")
    for kind, words in (
        (
            "learning",
            r"learn\w*|stud(?:y|ies|ying|ied|ent|ents)|practi[cs]\w*|prepar\w*|course|courses|class|classes|lessons?"
            r"|exams?|tests?|beginner|learner|aprend\w*|apprend\w*|estudi\w*|etudi\w*|lern\w*|impar\w*|studia\w*"
            r"|curso|cours|kurs\w*|principiante|debutant\w*|anfanger\w*",
        ),
        ("failing", r"fail\w*|flunk\w*|unable|exams?|tests?"),
        (
            "aiming",
            r"want\w*|meant|means?|meaning|hop(?:e|es|ed|ing)|plan\w*|intend\w*|intent\w*|aim\w*|wish\w*|tr(?:y|ies|ied|ying)"
            r"|attempt\w*|forg[eo]t\w*|neglect\w*|goal\w*|gave\s+up|give(?:s|n)?\s+up|turn\w*\s+back|promis\w*"
            r"|expect\w*|offer\w*|volunteer\w*",
        ),
        (
            "testing",
            r"test\w*|screen\w*|results?|suspect\w*|check\w*|biops\w*|await\w*|possib\w*|prueba\w*|examen\w*"
            r"|depist\w*|getestet|untersuch\w*",
        ),
        (
            "seeking",
            r"appl(?:y|ies|ying|ied)|applica\w*|interview\w*|hir(?:e|es|ed|ing)|recruit\w*|offer\w*|prepar\w*"
            r"|look(?:s|ed|ing)?\s+(?:for|at|around)|shop(?:s|ped|ping)|tour(?:s|ed|ing)|view(?:s|ed|ing)|brows\w*"
            r"|ask(?:s|ed|ing)?|request\w*|bid(?:s|ding)?|audition\w*|tr(?:y|ies|ied|ying)\s+out|tryouts?|compet\w*"
            r"|nominat\w*|shortlist\w*|invit\w*|wait\w*"
            r"|search\w*|seek\w*|hunt\w*|want\w*|wish\w*|hop(?:e|es|ed|ing)|pray\w*|busc\w*|quier\w*"
            r"|becom(?:e|es|ing)|aim\w*|goal\w*|aspir\w*|train\w*|sav(?:e|es|ing)\s+up|expect\w*|pregnan\w*|due"
            r"|student|apprentic\w*|future|would-be|wannabe|to-be|prospective|sign\w*\s+up|regist\w*|enter\w*"
            r"|(?:re)?cherch\w*|veut|voudr\w*|such(?:e|t|en)|gesucht|mocht\w*|will",
        ),
        (
            "preparing",
            r"book(?:ed|ing|ings)|reserv\w*|schedul\w*|appointments?|tickets?|pass(?:es)?|seats?|pre-?order\w*"
            r"|quotes?|estimates?|pack\w*|train\w*|enrol\w*|class(?:es)?|courses?|lessons?|halfway"
            r"|half\s+(?:done|through|finished)|partly|partway|mostly|start\w*|began|begun|begin\w*|prepar\w*"
            r"|on\s+\w+\s+way"
            r"|entradas|boletos|billets|compr\w*|achet\w*|rsvp\w*|ready|bought|buy\w*|rent\w*"
            r"|order\w*|purchas\w*|submit\w*|pitch\w*|listed|listing|sale|selling|market|invit\w*"
            r"|ask\w*\s+(?:(?:the\s+)?user\s+|them\s+|him\s+|her\s+)?to"
            # (what was bought is had: "The user owns a guitar", "The user has a visa for Japan")
            r"|own(?:s|ed)?|(?:has|have|had|got)\s+(?:a|an|the|some|new|his|her|their)|visas?|permits?|vaccin\w*"
            r"|shots|jabs|gebucht|buch\w*|karten|gekauft|kauf\w*|bestell\w*|vorbestell\w*",
        ),
    )
}
# What the person is only tested for, or awaits a test of, they are not said to have ("I got tested for a nut allergy;
# results next week", "I'm getting screened for ADHD", "They're checking whether I have diabetes", "I'm waiting on
# my diabetes test results", "Me están haciendo pruebas de celiaquía"): what follows the test, up to where its object
# stops, and what stands between the waiting and the test.
_TESTED_FOR = re.compile(
    r"\b(?:tested|testing|screened|screening|checked|evaluated|examined)\s+for\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    r"|\b(?:checking|check|see|seeing|find\s+out|finding\s+out|know)\s+(?:whether|if)\s+(?:i|we)\s+"
    r"(?:have|has|am|are|'m|got)\b(?P<whether>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    r"|\b(?:waiting\s+(?:on|for)|awaiting)\b(?P<awaited>[^.;!?]*?\b(?:tests?|results?|diagnosis|biopsy)\b)"
    r"|\b(?:prueba|pruebas|analisis|test)\s+(?:de|del|para)\b(?P<prueba>[^.;!?]*?)(?=\s+(?:y|pero|porque)\b|[,.;!?]|$)"
)
# ... unless the sentence goes on to say the person has it ("I got tested for a nut allergy and I'm allergic", "… and
# it came back positive", "Me hicieron pruebas de celiaquía y soy celíaco", "… y dio positivo"): a test that found what
# it looked for (``_confirmed_test``; what it found read up to 80 characters on).
_CONFIRMED = re.compile(
    r"\s*,?\s+(?:and|but|so|y|pero|asi\s+que)\s+(?:(?:it\s+)?turns?\s+out\s+)?"
    r"(?:i'm|i\s+am|im|i\s+have|i've\s+got|i\s+do|it's|it\s+is|it\s+was|it\s+came\s+back|i\s+tested|soy|tengo|estoy"
    r"|(?:salio|dio|resulto)(?=\s+positiv))\b(?P<found>[^.;!?,]{0,80})"
)


def _confirmed_test(m: re.Match[str]) -> bool:
    """Does the sentence go on, right after what a test looked for (a match of ``_TESTED_FOR``), to say the person has
    it (``_CONFIRMED``): "positive", or words of what was tested for and nothing else ("allergic" of "a nut allergy";
    not "allergic to cats"), with no "not"?"""
    c = _CONFIRMED.match(m.string, m.end())
    if c is None or m.lastgroup not in ("object", "prueba") or _is_negative(c.group("found")):
        return False
    tested = [_bare(w) for w in _WORD.findall(m.group(m.lastgroup)) if _is_claim_token(_bare(w))]
    found = [w for w in map(_bare, _WORD.findall(c.group("found"))) if _is_claim_token(w)]
    if any(w.startswith("positiv") for w in found):
        return True
    return bool(found) and all(any(_words_match(f, t) for t in tested) for f in found)


# Which of them a match of ``_SOUGHT`` is, by the verb it opens with (a search in French, Spanish or German is a
# seeking; the rest of the "learnt" group a learning).
_SOUGHT_FAILING = re.compile(r"\b(?:failed|flunked)\b")
_SOUGHT_LEARNING = re.compile(
    r"\b(?:learning|learn|learns|studying|study|studies|practi[cs]ing|preparing|j'|je|nous|estoy|estamos|esta|estan"
    r"|on(?=\s+(?:apprend|etudi|essai|essay|commence|veut))"  # (French "on", not the "on" of "I bid on the house")
    r"|aprendo|aprendemos|intento|intentamos|quiero|queremos|empiezo|empece|ich\s+lerne|wir\s+lernen|lerne|lernen"
    r"|ich\s+studiere|sto|stiamo)\b(?!\s+(?:buscando|(?:re)?cherch))"
)


def _sought_kind(m: re.Match[str]) -> str:
    """What a match of ``_SOUGHT`` says the person only works toward: "failing" ("I failed the AWS exam"), "learning"
    ("I'm learning Spanish", "I'm studying at Stanford", "J'apprends le japonais") or "seeking" (an application, an
    interview, an offer, a hiring, a search, what they work to become: "I'm studying to become a lawyer")."""
    head = m.string[m.start() : m.start(m.lastgroup or 0)]
    searched = re.search(r"\b(?:busco|buscamos|buscando|(?:re)?cherch\w*|suche|suchen)\b", head)
    if m.lastgroup == "prep":
        return "preparing"
    if m.lastgroup in ("offer", "goal", "trainee", "to_be") or searched:
        return "seeking"
    if _SOUGHT_FAILING.search(head):
        return "failing"
    return "learning" if _SOUGHT_LEARNING.search(head) else "seeking"


# What was moved off is what ended, up to where it went ("We moved off Heroku to Fly.io": Heroku ended, Fly.io is
# what is now), and so what a thing was moved, rescheduled, changed or switched from ("The meeting was moved from
# Monday to Tuesday": Monday is no more).
_MOVED_OFF = re.compile(
    r"\b(?:moved\s+(?:away\s+)?(?:off(?:\s+of)?|away\s+from)"
    r"|(?:moved|rescheduled|changed|switched|shifted|pushed|bumped|migrated)(?:\s+(?:it|them|back|over))?\s+from)\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:to|onto|into|for|with|and|but)\b|[,.;!?]|$)"
)
# A state the person ends in a later clause of the same sentence, by a verb whose object is a pronoun or left out
# ("I moved to Berlin in 2019 and left in 2022", "… and moved back to Munich", "We adopted Kafka and dropped it in
# 2022"): what the sentence said before the "and" is what ended. The verb stands bare, or before a pronoun, and
# goes on only with the clause's end, a time or a place it went ("in 2022", "after two years", "to Munich"); an
# object of its own ("and left my job", "and dropped Redis") ends that, not what came before, and "left it at home"
# ends nothing.
_ENDED_LATER = re.compile(
    r"\b(?:and|but|then)\s+(?:(?:then|later|eventually|finally|soon)\s+)?(?:(?:i|we|he|she|they)\s+)?"
    r"(?:left|moved\s+(?:back|away|out|on)|dropped|quit|sold|abandoned|ditched|scrapped|retired|uninstalled"
    r"|removed|replaced|phased\s+out|shut\s+down|gave\s+up(?:\s+on)?|got\s+rid\s+of|stopped\s+using|moved\s+off"
    # a skill learned and lost ("I learned to swim but forgot how", "… but I've forgotten it")
    r"|forgot(?:\s+how)?|(?:have\s+|(?:i|we)'ve\s+)?forgotten(?:\s+how)?|lost\s+the\s+knack)"
    r"(?:\s+(?:it|them|that|there|this|those|these))?"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:in|to|for|after|last|when|because|\d+|two|three|four|five|a\s+(?:few|year|month)"
    r"|years?|months?|soon|later)\b)"
)
_SENTENCE_STOP = re.compile(r"[.;!?\n]")


def _ended_later(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that a later clause of their sentence ends (``_ENDED_LATER``): from the
    sentence's start to the "and" that opens the ending."""
    stops = [m.end() for m in _SENTENCE_STOP.finditer(text)]
    return [
        ((stops[i - 1] if (i := bisect_right(stops, m.start())) else 0), m.start()) for m in _ENDED_LATER.finditer(text)
    ]


# German puts what was replaced before "durch" and the participle last ("Wir haben Jenkins durch GitLab ersetzt": a
# change whose result stands, ``words._CHANGE_ELSEWHERE``, and Jenkins what it left).
_ENDED_DURCH = re.compile(r"(?P<object>[^.,;!?]*?)\s+durch\s+[^.,;!?]*?\s(?:ersetzt|abgelost)\b")
_ENDED_BEFORE = re.compile(
    r"(?P<object>[^.,;!?]*?)\s+(?:was|were|got|has\s+been|have\s+been|had\s+been|fue|fueron|foi|foram|a\s+ete"
    r"|wurde|wurden|e\s+stato|e\s+stata)\s+(?:rejected|dropped|retired|removed|replaced|decommissioned|deprecated"
    r"|abandoned|scrapped|(?P<off>cancell?ed|called\s+off|postponed|put\s+off)|sold|phased\s+out|ruled\s+out|turned\s+down"
    r"|shut\s+down|rechazad[oa]s?|descartad[oa]s?"
    r"|abandonad[oa]s?|reemplazad[oa]s?|substituid[oa]s?|rejete|abandonne|remplace|abgelehnt|abgeschafft|ersetzt"
    r"|verworfen|scartat[oa]|abbandonat[oa]|sostituit[oa])\b"
)


# ``_ENDED_DURCH`` and ``_ENDED_BEFORE`` open with a lazy run that stops only at a clause's end (.,;!?): a search
# retried at every position of a clause that holds no ending re-read the rest of the clause from each (quadratic in
# a long clause). A match from a position succeeds from every earlier position of its clause, so it is searched
# where finditer stands (the text's start, a match's end) and else only at a clause's start: the same matches.
_AT_CLAUSE = {rx: re.compile(r"(?<![^.,;!?])(?:" + rx.pattern + ")") for rx in (_ENDED_DURCH, _ENDED_BEFORE)}


def _by_clause(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``rx.finditer(text)`` for ``_ENDED_DURCH`` or ``_ENDED_BEFORE``, read in time linear in the text."""
    at = 0
    while at <= len(text) and (m := rx.match(text, at) or _AT_CLAUSE[rx].search(text, at + 1)):
        yield m
        at = m.end()


# A role that ended, said by a word before it ("my former boss Ana", "my ex-boss", "mi exjefa", "mon ancien
# employeur Acme", "mein ehemaliger Chef", "il mio ex capo", "o meu antigo chefe"): the role, and the name that
# follows it, are what was. A role of several words runs on to the name that follows within four ("my former team
# lead Ana", "il mio ex datore di lavoro Acme", "mi antiguo jefe de equipo Ana"). "ex-" and "ex" glued to a role
# ("exjefa") are read apart first (``_EX``).
_FORMER = re.compile(
    r"\b(?:former|previous|ex|ancien(?:ne)?s?|ehemalige[nrms]?|fruhere[nrms]?|antigu[oa]s?|antig[oa]s?)\s+"
    r"(?P<role>[\w'-]+)(?P<more>(?:\s+[\w'-]+){0,4})"
)
_EX = re.compile(r"\bex-|\bex(?=(?:jef|novi|mari|espos|compan|soci|chef|patr)\w)")


# What a claim says is no more, by a word rather than a tense ("The user used to live in Leeds", "formerly worked at
# Google", "El usuario solía vivir en Leeds", "Der Nutzer wohnte früher in Leeds"), and what says a past or an end in
# its quotes: a simple past (``told_in_the_past``), a former role, or a word of time gone by or of ending.
_SAID_ENDED = re.compile(
    r"\b(?:used\s+to|formerly|previously|solia\w*|antiguamente|anteriormente|autrefois|auparavant"
    r"|fruher|ehemals|vormals)\b"
)
_PAST_SAID = re.compile(
    r"\b(?:used\s+to|formerly|previously|former|ago|until|anymore|any\s+more|no\s+longer|quit|left|stopped|moved|ex"
    r"|once|years?|back\s+then|solia\w*|antes|hace|hasta|ya\s+no|avant|jusqu|fruher|bis|nicht\s+mehr|seit)\b"
)


def said_ended(claim: str, sources: Iterable[str]) -> list[str]:
    """The word by which a claim says what it says is no more (``_SAID_ENDED``: "used to", "formerly", "solía",
    "früher") when no source tells a past or an end of anything (``told_in_the_past``, ``_PAST_SAID``): "The user used
    to live in Leeds" behind "I live in Leeds" says the person left. A claim that says so of a past its quotes tell
    ("I lived in Leeds for years", "I was in Leeds until 2019") is the tense readings'."""
    m = _SAID_ENDED.search(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return []
    texts = [_flat(t) for t in sources]
    if any(told_in_the_past(t) or _PAST_SAID.search(t) for t in texts):
        return []
    return [m.group(0)]


def _former(text: str, folded: str) -> list[tuple[int, int]]:
    """The spans of a folded text (read with ``_EX`` applied) that ``_FORMER`` says were: the role, and up to the
    name that follows it within four words when ``text`` (as written) says one there."""
    names = {_flat(n) for n in _names(text)}
    out: list[tuple[int, int]] = []
    for m in _FORMER.finditer(folded):
        end = m.end("role")
        for w in _WORD.finditer(folded, m.start("more"), m.end("more")):
            if _bare(w.group(0)) in names:
                end = w.end()
                break
        out.append((m.start("role"), end))
    return out


# What keeps an ending verb from having ended anything: a "not", or a failing, trying, wanting or planning, just
# before it ("I didn't quit smoking", "I never quit", "I failed to quit smoking", "I want to stop drinking", "No he
# dejado de fumar", "Não parei de fumar", "Je n'ai pas arrêté de fumer", "Ich habe nicht aufgehört").
_UNDONE = re.compile(
    r"\b(?:not|never|\w+n't|didnt|dont|doesnt|havent|hasnt|wont|cant|cannot|couldnt"
    r"|(?:no|nao|nunca|jamas)(?:\s+(?:he|hemos|ha|tenho|temos|tem))?|pas|jamais|nicht|nie|niemals"
    r"|(?:failed|unable|tried|trying|try|tries|want|wants|wanted|going|plan|planning|planned|need|needs|hope|hoping"
    r"|manage|decided|deciding|thinking\s+about|considering))"
    r"(?:\s+(?:yet|really|actually|ever|fully|completely|totally|quite|to|of))?\s+$"
)


def _undone(text: str, at: int) -> bool:
    """Does ``_UNDONE`` stand just before ``at`` in a folded text?"""
    return _UNDONE.search(text, max(0, at - 40), at) is not None


def _ended_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text (read with ``_EX`` applied) that a verb says ended or were only tried
    (``_ENDED_AFTER``, ``_MOVED_OFF``, ``_ENDED_BEFORE``, ``_ENDED_DURCH``, ``_ENDED_BEI``, ``_ended_later``)."""
    spans = [m.span("object") for rx in (_ENDED_AFTER, _MOVED_OFF, _ENDED_BEI) for m in rx.finditer(text)]
    spans += [m.span("object") for rx in (_ENDED_BEFORE, _ENDED_DURCH) for m in _by_clause(rx, text)]
    return spans + _ended_later(text)


# The person as who ended it: "I" or "we" at most two words before the ending verb ("I quit", "we finally dropped",
# "I have completely given up", "J'ai arrêté de", "Ich habe aufgehört", "Eu parei de"; not "My brother quit", "I
# think he quit"), or a Spanish or Portuguese verb whose ending says its first person ("Dejé de", "He dejado de",
# "Deixei de", "Paramos de"; not "dejó de", which folds to the first person's present "dejo").
_OWN_SUBJECT = re.compile(r"\b(?:i|we|i've|we've|ive|weve|yo|nosotros|eu|j'ai|je|nous|ich|wir)(?:\s+[\w']+){0,2}\s+$")
_OWN_FORM = re.compile(
    r"(?:deje|dejamos|deixei|deixamos|parei|paramos|abandone|abandonamos|abandonei|reemplace|reemplazamos|sustituimos"
    r"|substituimos|descarte|descartamos|descartei|retiramos)\b"
    r"|(?<=\bhe\s)(?:dejado|parado)\b|(?<=\bhemos\s)(?:dejado|parado)\b|(?<=\btenho\s)(?:deixado|parado)\b"
    r"|(?<=\btemos\s)(?:deixado|parado)\b"
)


# The German perfect of ending with its thing before the verb, the person its subject ("Ich habe mit dem Rauchen
# aufgehört", "Wir haben letztes Jahr mit Jenkins aufgehört"): the thing, a few words at most, with no "not" between.
_ENDED_MIT = re.compile(
    r"\b(?:ich|wir)\s+(?:habe|haben|hab)(?:\s+(?!nicht\b|nie\b|kaum\b)[\w']+){0,4}?\s+mit\s+"
    r"(?P<object>(?:[\w']+\s+){0,4}?)aufgehort\b"
)
# ... and a job the person was put out of, its employer after "bei" or "von" before the participle ("Ich wurde bei
# Google entlassen", "Bei Google bin ich entlassen worden", "Mir wurde bei Google gekündigt", "Ich bin von Acme
# gefeuert worden"): the employer, up to the words of tense and time between it and the verb.
_ENDED_BEI = re.compile(
    r"\b(?:bei|von)\s+(?P<object>[^.,;!?]{1,40}?)\s+(?:(?:bin|ist|sind|wurde|wurden|war|waren|hat|haben|habe|ich|wir"
    r"|mir|mich|uns|gerade|jetzt|letztes|letzten|letzte|jahr|monat|woche|im|vor|einem|einer|zwei|drei)\s+)*"
    r"(?:entlassen|gekundigt|gefeuert|rausgeworfen|rausgeflogen|freigestellt)\b"
)


def _own_ended_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that the person says they ended (``_OWN_SUBJECT`` before an ending verb of
    ``_ENDED_AFTER`` or ``_MOVED_OFF``, not what was only tried nor what ``_UNDONE`` holds back; the German "mit …
    aufgehört", ``_ENDED_MIT``), or that a passive ends of a thing of theirs (``_ENDED_BEFORE`` after "my", "our":
    "My flight was cancelled")."""
    verbs = [*(m for m in _ENDED_AFTER.finditer(text) if m.group("tried") is None), *_MOVED_OFF.finditer(text)]
    spans = [
        m.span("object")
        for m in verbs
        if not _undone(text, m.start())
        and (_OWN_SUBJECT.search(text, max(0, m.start() - 40), m.start()) or _OWN_FORM.match(text, m.start()))
    ]
    spans += [m.span("object") for m in _ENDED_MIT.finditer(text)]
    for m in _by_clause(_ENDED_BEFORE, text):
        first = _WORD.search(text, m.start("object"), m.end("object"))
        if first is not None and first.group(0) in _MY | _OUR:
            spans.append(m.span("object"))
    return spans


def _kept_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that an ending verb would end but a "not", a failing or a wish holds back
    (``_UNDONE``: "I didn't quit smoking", "I failed to quit smoking"): what still holds."""
    verbs = [*(m for m in _ENDED_AFTER.finditer(text) if m.group("tried") is None), *_MOVED_OFF.finditer(text)]
    return [m.span("object") for m in verbs if _undone(text, m.start())]


def _called_off_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that a verb says were called off (``_ENDED_AFTER``'s and ``_ENDED_BEFORE``'s
    ``off``: "They cancelled my flight to Tokyo", "The trip was called off"): what did not happen."""
    after = [m.span("object") for m in _ENDED_AFTER.finditer(text) if m.group("off") is not None]
    return after + [m.span("object") for m in _by_clause(_ENDED_BEFORE, text) if m.group("off") is not None]


def _aim_said(m: re.Match[str], claim: str) -> bool:
    """The folded ``claim`` says the aim ``m`` (``_FAILED_TO``'s) as an aim: its verb after a "to" of purpose ("The
    user joined a church to feel closer to a community" of "I wanted to feel closer to a community", "… dyed his hair
    to stand out" of "I wanted to stand out"), where "The user felt closer …" would say it reached."""
    verb = re.match(r"\s*([\w']+)", m.group("object") or "") if m.group("aim") else None
    return verb is not None and re.search(rf"\bto\s+{re.escape(verb.group(1))}\b", claim) is not None


# Where the sentence goes on after an aim's object by an "and" (``_aim_done``), up to where its clause stops, and what
# after the aim's verb done there says it was done to what was aimed at ("… and called her", "… and learned it").
_AND_THEN = re.compile(r"\s*,?\s+and\s+(?P<then>[^.,;:!?]*)")
_DONE_OBJECT = _wordset("it them her him us that this so out")


def _aim_done(m: re.Match[str], text: str) -> bool:
    """The aim ``m`` (``_FAILED_TO``'s) its folded sentence ``text`` goes on to say was done by its own verb, in a
    past or an "-ing" form, after an "and" and with no "not" ("I offered to help Ana move and spent Saturday helping
    her", "I meant to call my mom and called her on Sunday", "I wanted to learn piano and learned it in a year"): what
    was aimed at is done, when the verb's object is a pronoun or a word of the aim's own. Not "… and then refused to
    help" (a bare form), "… and never called" (a "not"), "… and learned guitar" (another object), nor "… and spent
    Saturday carrying boxes" (another verb: whether the carrying was the helping is not for a machine to tell)."""
    verb = re.match(r"\s*([\w']+)", m.group("object") or "") if m.group("aim") else None
    then = _AND_THEN.match(text, m.end())
    if verb is None or then is None or _is_negative(then.group("then")):
        return False
    base, aimed = verb.group(1), [w for w in _WORD.findall(m.group("object"))[1:] if w not in _STOP]
    words = _WORD.findall(then.group("then"))
    return "instead" not in words and any(
        (_past_of(w, base) or (w.endswith("ing") and w in _present_forms(base)))
        and (k + 1 == len(words) or words[k + 1] in _DONE_OBJECT or words[k + 1] in aimed)
        for k, w in enumerate(words)
    )


def ended(claim: str, sources: Iterable[str]) -> list[str]:
    """The affirmative claim's content words that its sources say only as a state that ended by a verb
    (``_ENDED_AFTER``, ``_MOVED_OFF``, ``_ENDED_BEFORE``): "The team uses Kafka" behind "We have stopped using Kafka",
    "We moved off Kafka to NATS", "We replaced
    Kafka with NATS", "Kafka was rejected", "Dejamos de usar Kafka", "Abbiamo smesso
    di usare Kafka", "Wir haben aufgehört, Kafka zu nutzen", and what was only tried (``_TRIED``: "We have tested
    Kafka", "Probamos Kafka"); what a later clause of its sentence ends by a verb whose object is a pronoun or
    left out (``_ENDED_LATER``: "I moved to Berlin in 2019 and left in 2022", "We adopted Kafka and dropped it");
    and a role said as a former one (``_FORMER``: "Ana is the user's boss" behind "my
    former boss Ana", "L'utilisateur travaille chez Acme" behind "mon ancien employeur Acme") when the sources hold
    none of the claim's words outside it ("Ana runs a bakery" behind "My former boss Ana now runs a bakery" says
    what Ana does now). A claim that says an ending, a former role, a negation or the past itself is not read ("The
    team stopped using Kafka", "Ana was the user's boss"), nor a word a source says outside the ended span ("… with
    NATS"). A job the person was put out of ended too ("I was fired from Google", "I got laid off by Meta"), and a
    search done for one of their people (``_sought_for_kin``: "I'm looking for a job at Google for my son") is read
    even behind a claim that says a search or a want. A school the person only got into is not one they went to
    (``_ADMITTED``: "I got into Stanford but went to Berkeley" behind "The user went to Stanford")."""
    flat = _EX.sub("ex ", _flat(MARKER_RE.sub(" ", claim)))
    # a claim that says an ending or a past of its own is read only for what was sought (``_SOUGHT``), one that
    # says a learning, an offer … itself only for what ended
    ending = not (
        any(rx.search(flat) for rx in (_ENDED_AFTER, _MOVED_OFF, _ENDED_LATER, _AT_CLAUSE[_ENDED_BEFORE], _FORMER))
        or _says_past(flat, claim)
    )
    # (a claim that says a learning is not read for one; an application or a search it says no word of is read:
    # "The user studies at Stanford" behind "I'm applying to Stanford")
    said = {kind for kind, rx in _SOUGHT_CLAIM.items() if rx.search(flat)}
    if _PREP_FUTURE.search(flat) and not _says_past(flat, claim):
        said.add("preparing")
    off = _OFF_CLAIM.search(flat) is None
    if _is_negative(flat) or not (ending or len(said) < len(_SOUGHT_CLAIM) or off):
        return []
    held: list[tuple[str, bool]] = []
    former: list[tuple[str, bool]] = []
    for source in sources:
        text = _EX.sub("ex ", _flat(source))
        spans = [
            m.span(m.lastgroup or 0)
            for m in _SOUGHT.finditer(text)
            if _sought_kind(m) not in said or _sought_for_kin(text, m.end(), [_bare(w) for w in _WORD.findall(flat)])
        ]
        spans += [
            m.span(m.lastgroup or 0)
            for m in _FAILED_TO.finditer(text)
            if ("failing" if m.group("aim") is None and m.group("attempt") is None else "aiming") not in said
            and not _aim_said(m, flat)
            and not _aim_done(m, text)
        ]
        spans += (
            [m.span(m.lastgroup or 0) for m in _TESTED_FOR.finditer(text) if not _confirmed_test(m)]
            if "testing" not in said
            else []
        )
        spans += _called_off_spans(text) if off and not ending else []
        spans += [m.span("object") for m in _ADMITTED.finditer(text)] if _ATTENDED_CLAIM.search(flat) else []
        roles = _former(source, text) if ending else []
        if ending:
            spans += _ended_spans(text)
        held += [(m.group(0), any(a <= m.start() < b for a, b in spans)) for m in _WORD.finditer(text)]
        former += [(m.group(0), any(a <= m.start() < b for a, b in roles)) for m in _WORD.finditer(text)]
    words = _WORD.findall(flat)
    was = _only_so(words, former)
    now = _only_so(words, [(w, not so) for w, so in former])
    return list(dict.fromkeys(_only_so(words, held) + (was if was and not now else [])))


# A statement the person takes back in the same turn, by a word that corrects it ("We use Kafka. Actually, no, we use
# Pulsar.", "Scratch that", "Wait, no:", "sorry, I mean Pulsar", "Just kidding", "perdón, quise decir", "non,
# pardon", "ich meine Pulsar", "anzi", "quer dizer", "Nein, stimmt nicht", "不对", "間違えました", "Ошибся"), or in the
# turn after it (``_Ctx.then_said``), read on the fold where it opens a sentence or a clause: what stands before it,
# back to the start of its sentence (of the one before, when it opens its own, ``_BEFORE_MARK``: "Actually, scratch
# that"), is taken back, and the rest of its sentence is the correction. Not "Actually, we also use Pulsar" (no "no"),
# "Actually, no complaints" (a "no" of a noun), "Oh no, …" (dismay), "My mistake was …", nor "I mean," / "I mean it"
# / "ich meine, dass" (a filler before a clause of its own).
# A joke said as one takes back all it follows, whatever comes after it ("I love Java — just kidding, I can't stand
# it", "Я люблю Java — шучу", "冗談です", "开玩笑的"); not "I'm not kidding", "не шучу", "冗談じゃない" (no joke). A
# word that says a joke alone ("kidding", "je rigole", "Spaß", "mentira") only where it ends its clause: "Je rigole
# souvent avec eux", "Das macht Spaß", "No kidding, I'm a millionaire" say none.
_JOKE = re.compile(
    r"just\s+kidding|only\s+joking|jk\b|es\s+broma|je\s+plaisante|scherzavo|brincadeira"
    r"|(?:(?:i'm|i\s+am)\s+)?(?:kidding|joking|(?:estoy\s+)?bromeando|bromeo|mentira|je\s+rigole|je\s+blague"
    r"|c'est\s+une\s+blague|(?:(?:war\s+)?nur\s+|kleiner\s+)?(?:spass|scherz))(?=\s*(?:[,.;!?)]|$))"
    # ... and a dream said after what it takes back ("I'm a millionaire... in my dreams", "…, en mis sueños", "…, dans
    # mes rêves"), a laugh after it too; the "/s" a sarcastic line ends with ("I'm a millionaire /s")
    r"|(?:in\s+my\s+dreams|en\s+mis\s+suenos|dans\s+mes\s+reves|nei\s+miei\s+sogni|in\s+meinen\s+traumen)"
    r"(?=\s*(?:[,.;!?)]|$|lol\b|haha|jaja|mdr\b))|/s(?=\s*(?:[.!]|$))"
    # ... and the sarcasm's tags "said no one ever", "wink wink" and a laugh before "no" ("I love waiting in line, said
    # no one ever", "I'm totally a doctor, wink wink", "I'm a doctor, haha no")
    r"|said\s+no(?:\s*one|body)\s+ever\b|wink\W+wink\b|(?:ha(?:ha)+|lol|lmao|jaja(?:ja)*)\W+no+\b(?!\s+\w)"
    rf"|(?:{'|'.join(_folded('шучу шутка пошутил пошутила'))})\b"
    rf"|{fold('冗談')}(?!{fold('じゃ')}|{fold('では')})|开玩笑(?:的|啦|呢)|开个玩笑"
)
# A bare "sure" a sentence opens with, a comma after it, before what the person is, has or earns ("Sure, I'm a
# millionaire.", "Claro, soy millonario.", "Ja klar, ich bin Millionär.", "C'est ça, je suis millionnaire.", "Certo,
# sono milionario."): sarcasm when it answers nothing. After a turn of the assistant's it agrees or answers ("Are you a
# nurse?" — "Sure, I'm a nurse."; "Tell me about yourself." — "Claro, soy enfermera."), which only the transcript tells
# (``sure_alone``); so does a "Sure!" of its own ("Sure! I'm lactose intolerant, …") and a sentence that speaks to
# someone ("Sure, I am always there for you!": ``_YOU``).
_SURE = re.compile(
    r"^\W*(?:(?P<oh>oh\W+)?(?:sure|claro|ja\W+klar|na\W+klar|c'est\W+ca|certo|come\W+no)\s*,\s*"
    r"(?:(?:and|y|und|et|e|because|porque|parce\s+que|weil|perche)\s+)?"
    # ... and "right" or "yeah" before an "and" or a "because" ("Right, because I'm made of money", "Yeah, and I'm the
    # Queen of England"); not "Yeah, I'm …" nor "Yeah, because I'm …", an answer as often
    r"|(?P<mock>right\s*,?\s+(?:because|cause|and)|(?:yeah|yea)\s*,?\s+and)\s+)"
    r"(?:(?:i|we)(?:'m|'re|'ve|\s+am|\s+are|\s+have(?!\s+to\b)|\s+own|\s+make|\s+earn|\s+totally)\b(?!\s+not\b)"
    r"|(?:yo\s+)?(?:soy|tengo|gano)\b|ich\s+(?:bin|habe|besitze|verdiene)\b|(?:moi\s+)?(?:je\s+suis|j'ai)\b"
    r"|(?:io\s+)?(?:sono|ho)\b)"
)


# What asks the person to tell of themselves without a question mark ("Tell me about yourself.", "Describe your job.",
# "Cuéntame de ti.", "Parle-moi de toi.", "Erzähl mir von dir.", "Parlami di te."), as the fold reads it: a "sure"
# after it agrees to tell.
_TELL = re.compile(
    r"(?:^|[.!?]\s+)\W*(?:(?:so|ok|okay|please|now)\W+)?(?:tell\s+(?:me|us)|describe|introduce\s+yourself|share"
    r"|let\s+me\s+know|talk\s+(?:to\s+me\s+)?about|cuentame|dime|hablame|presentate|parle-moi|dis-moi"
    r"|raconte-moi|presente-toi|decris|erzahl|erzahle|sag\s+mir|beschreib|stell\s+dich\s+vor|parlami|dimmi"
    r"|raccontami|presentati|descrivi|conte-me|me\s+conta|fale\s+(?:de|sobre)|diga-me)\b"
)


# A suggestion of the assistant's, what the person might do ("You should buy a yacht.", "Why don't you buy a yacht?",
# "Deberías comprarte un yate", "Tu devrais acheter un yacht", "Du solltest dir eine Yacht kaufen", "Dovresti comprare
# una barca"), as the fold reads it: a "sure" agrees to it by taking it up.
_SUGGESTS = re.compile(
    r"\b(?:you\s+(?:should|could|ought\s+to|might\s+want\s+to|may\s+want\s+to|need\s+to)|why\s+(?:don't|not)"
    r"|how\s+about|maybe\s+you|(?:i'd|i\s+would)\s+(?:suggest|recommend)|i\s+(?:suggest|recommend)|deberias|podrias"
    r"|por\s+que\s+no|que\s+tal\s+si|tu\s+devrais|vous\s+devriez|tu\s+pourrais|vous\s+pourriez|pourquoi\s+ne\s+pas"
    r"|du\s+solltest|sie\s+sollten|du\s+konntest|warum\s+nicht|dovresti|potresti|perche\s+non|(?:voce\s+)?deveria"
    r"|devias|deverias|por\s+que\s+nao)\b"
)


def sure_against(sentence: str, turn: str) -> bool:
    """A folded sentence of the person's opens with a "sure" before what they are or have (``_SURE``), speaks to no
    one (no ``_YOU``), and replies to the assistant's ``turn`` (its folded text) taking up none of its words, where that
    agrees to nothing: the turn suggests what the person might do (``_SUGGESTS``: "You should buy a yacht." — "Sure,
    I'm a millionaire."); or says something, asking nothing (no question, no request to tell: ``_TELL``), and the
    "sure" mocks ("Right, because I'm made of money", "Yeah, and I'm the Queen of England", "Oh sure, …"); or it is an
    "oh sure" to a question, saying more of its own than a count ("Are you rich?" — "Oh sure, I'm a millionaire.").
    These answer: "Are you a nurse?" — "Oh sure, I'm a nurse.", "Do you have kids?" — "Oh sure, I have two.", "Tell me
    about yourself." — "Sure, I'm a nurse.", "You should visit Leeds." — "Sure, I'm in Leeds next week." and "You seem
    to know a lot about medicine." — "Sure, I'm a nurse."."""
    m = _SURE.match(sentence)
    if m is None or any(w in _YOU for w in _WORD.findall(sentence)) or _overlaps(sentence, turn):
        return False
    if _SUGGESTS.search(turn):
        return True
    if any(is_question(s) for s in sentences(turn)) or _TELL.search(turn):
        # what the reply says past its "I'm" or "I have", a count aside ("Do you have kids?" — "Oh sure, I have two.")
        said = [w for w in _content_words(sentence[m.end() :]) if not (w.isdigit() or w in _SPELLED)]
        return m.group("oh") is not None and bool(said)
    return m.group("oh") is not None or m.group("mock") is not None


def sure_alone(sentence: str, *, answering: bool) -> bool:
    """A folded sentence of the person's opens with a bare "sure" before what they are, have or earn (``_SURE``),
    speaks to no one (no ``_YOU``) and their turn answers no turn of the assistant's (not ``answering``): sarcasm,
    "Sure, I'm a millionaire."."""
    if answering or _SURE.match(sentence) is None:
        return False
    return not any(w in _YOU for w in _WORD.findall(sentence))


# Saying one was wrong, at the end of a sentence that says what is so instead, takes back the sentence before it ("I
# think the cron runs at midnight." — "oh it's 3am then, I was wrong", "Perdón, son tres, me equivoqué"); opening
# its sentence, what it follows ("I was wrong: it's 3am"). Not "I was wrong about …" (its own object), nor after a
# sentence that says what was wrong itself ("I thought it'd be boring, but I was wrong": ``_WRONG_WAS``).
_WRONG = re.compile(
    r"(?:i\s+was|i'm|i\s+am)\s+wrong(?!\s+(?:about|to|when|on|in|that|with|for|again)\b)"
    r"|me\s+equivoque|estaba\s+equivocad[oa]|me\s+he\s+equivocado|je\s+me\s+suis\s+trompee?|j'avais\s+tort"
    r"|ich\s+habe\s+mich\s+geirrt|ich\s+lag\s+falsch|mi\s+sono\s+sbagliat[oa]|me\s+enganei|eu\s+estava\s+errad[oa]"
)
_WRONG_WAS = re.compile(
    r"\b(?:but|thought|think|expected|assumed|believed|figured|guessed|pero|pense|pensaba|crei|creia|mais|pensais"
    r"|croyais|aber|dachte|ma|pensavo|credevo|mas|achei|achava)\b"
)
# An apology before a number alone, the number it corrects to ("Tengo dos hijos." — "Perdón, tres, me olvidé del
# bebé.", "Sorry, four", "Pardon, trois"): not before a name or a word ("Sorry, guys", "Perdón, Ana").
_SORRY = r"(?:sorry|perdon|perdona|pardon|entschuldigung|scusa|scusate|desculpa)"
_SORRY_COUNT = rf"{_SORRY}\W+(?:\d+|{'|'.join(sorted(_SPELLED, key=len, reverse=True))})(?=\s*[,;.!]|\s*$)"
# ... and an apology or a German "äh" between two commas inside a sentence, before a word or two that end it: what it
# corrects to ("I live in Leeds, sorry, Bristol.", "Vivo en Leeds, perdón, Bristol.", "J'habite à Lyon, pardon,
# Lille.", "Ich wohne in Köln, äh, Bonn."); not one that opens its sentence ("Sorry, Ana."), nor before a clause
# ("…, sorry, I have to go").
_SORRY_WORD = (
    rf"(?:(?<=,)|(?<=,\s))(?:{_SORRY}|ah|ahm)\s*,\s*(?=(?:en|a|in|to|at|au|nach|em|no|na)?\s*[^\W\d][\w'.-]*"
    r"(?:\s+[^\W\d][\w'.-]*)?\s*(?:[.!?;\n]|$))"
)
# ... and a present taken back to a past right after it, with no word of its own but a time it ended ("I'm a nurse, or
# at least I was until 2019", "I live in Oslo, well, I did until May", "I'm a nurse — or used to be", "…, at least I
# was"): the present is what was; it takes back what it follows as a joke does. Not "…, at least I was trained as one".
_WAS_BACK = re.compile(
    r"(?:(?:or|well)\W+(?:at\s+least\W+|rather\W+)?|at\s+least\W+)(?:(?:i|we)\s+)?(?:was|were|did|used\s+to(?:\s+be)?)"
    r"(?=\s*(?:[,.;:!?)\-–—]|$)|\s+(?:until|till|up\s+(?:un)?til|before|back\s+(?:then|in)|in\s+\d{4}"
    r"|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|some|\d+)\s+(?:years?|months?|weeks?)\s+ago|once)\b)"
)
_TAKEN_BACK = re.compile(
    r"(?:^|(?<=[.!?,;:\-–—。、])|(?<=\blol|\bmdr)|(?<=\blmao|\bhaha|\bjaja)|(?=\s/s\b))\s*(?P<mark>"
    r"(?:actually|wait|oops|sorry|um+|uh+|erm?|hmm+)\W+no(?=\s*[,:;.!\-–—]|\s*$)|no\W+(?:wait|sorry|actually)\b"
    r"|(?:scratch|strike|forget|ignore|disregard)\s+that"
    r"|(?:forget|ignore)\s+what\s+i\s+(?:just\s+)?said|(?:my\s+(?:bad|mistake)|correction)(?=\s*[,:;.!\-–—])|or\s+rather"
    r"|(?:(?:sorry|oops|erm?|um+|uh+|wait)\W+)?i\s+mean[t]?\b(?!\s*[,:;.!?]|\s+(?:it|that|this|you|we|they|he|she|i"
    r"|the|like|what|really|honestly|seriously|well|to|if|when|as|in|no)\b)"
    rf"|{_SORRY_COUNT}|{_SORRY_WORD}|(?:perdon\W+)?(?:quise|quiero)\s+decir|no\W+perdon|perdon\W+no\b|mejor\s+dicho"
    r"|non\W+pardon|pardon\W+(?:non\b|je\s+veux\s+dire)|je\s+voulais\s+dire|enfin\s+non|ou\s+plutot"
    r"|ich\s+mein(?:e|te)\b(?!\s*,)|nein\W+(?:warte|sorry|moment)\b|(?:warte|sorry|moment)\W+nein\b|besser\s+gesagt"
    r"|anzi\b|volevo\s+dire|intendevo|cioe\W+no\b|no\W+scusa|scusa\W+(?:no\b|intendevo)"
    r"|quer\s+dizer|quis\s+dizer|ou\s+melhor|nao\W+desculpa|desculpa\W+nao\b"
    r"|(?:nein\W+)?(?:das\s+)?stimmt\s+(?:so\s+)?nicht\b|不对|说错了|搞错了|間違えました|間違えた|間違いました"
    rf"|(?:{'|'.join(_folded('ошибся ошиблась поправка'))})\b"
    rf"|(?P<joke>{_JOKE.pattern})|(?P<wrong>{_WRONG.pattern})|{_WAS_BACK.pattern})"
)
_SORRY_AT = re.compile(_SORRY_WORD)
_SENTENCE_END = re.compile(rf"(?:{_SENTENCE_START.pattern})+\s*")  # a run of the marks that end a sentence
# What may stand before the mark and leave it opening its sentence ("Actually, scratch that", "Oh, sorry, I mean …").
_BEFORE_MARK = re.compile(r"\W*(?:(?:actually|oh|ah|ok|okay|well|hmm+|um+|uh+|wait|sorry|no|nein|non)\W+)*")
# A word of a folded text as what is taken back is read: a word, or a Chinese or Japanese character (``HAN``).
_SAID_WORD = re.compile(rf"{_WORD.pattern}|{HAN.pattern}")


def _taken_back_spans(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Each span of a folded text the person takes back (``_TAKEN_BACK``), with the correction that follows it — or,
    for a ``_WRONG`` that ends its sentence, the one that stands before it."""
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for m in _TAKEN_BACK.finditer(text):
        at = m.start("mark")
        starts = [0, *(e.end() for e in _SENTENCE_END.finditer(text, 0, at))]
        opens = _BEFORE_MARK.fullmatch(text, starts[-1], at) is not None
        start = starts[-1] if not opens or len(starts) == 1 else starts[-2]
        end = e.start() if (e := _SENTENCE_END.search(text, m.end())) else len(text)
        if m.group("wrong") and not opens:
            if len(starts) == 1 or text[m.end() : end].strip(" ,;:!-–—") or _WRONG_WAS.search(text, starts[-1], at):
                continue  # "I thought Python was slow, but I was wrong": what it follows is what was wrong
            out.append(((starts[-2], starts[-1]), (starts[-1], at)))
            continue
        out.append(((start, at), (m.end(), end)))
    return out


def _name_for_name(text: str, named: set[str], back: tuple[int, int], correction: tuple[int, int]) -> bool:
    """Is a span taken back by a bare apology (``_SORRY_WORD``: "…, sorry, Bristol.") one that ends in a name the
    correction replaces by a name (``named``: the source's names, folded)? "I live in Leeds, sorry, Bristol" is; "I
    can't make it tonight, sorry, Ana" speaks to Ana. A span any other mark takes back is."""
    if not _SORRY_AT.match(text, back[1]):
        return True
    last = _WORD.findall(text, back[0], back[1])[-1:]
    return bool(last) and _bare(last[0]) in named and any(_bare(w) in named for w in _WORD.findall(text, *correction))


def taken_back(claim: str, sources: Iterable[str]) -> list[str]:
    """The claim's content words its sources say only in what the person took back in the same turn
    (``_taken_back_spans``): "The team uses Kafka" behind "We use Kafka. Actually, no, we use Pulsar." or "We use
    Kafka, I mean Pulsar". A claim that carries what the correction brings ("The team uses Pulsar") is held to its
    names only: the correction keeps the words it does not replace ("use"). Words are read with their Chinese and
    Japanese characters (``_SAID_WORD``: "私は大阪に住んでいます。" — "間違えました、神戸です。")."""
    held: list[tuple[str, bool]] = []
    brought: set[str] = set()
    outright = False  # a joke or a "wrong" takes back what it follows whatever the correction brings
    past = _says_past(_flat(MARKER_RE.sub(" ", claim)), claim)  # "The user was a nurse" says what "or I was" keeps
    for source in sources:
        text = _flat(source)
        named = {_bare(_flat(n)) for n in _names(source)}
        # a correction that refers back to what it corrects and names nothing new keeps it ("Wait, no, we use it for
        # logs only"; not "Scratch that, we back it up with Longhorn"), but not after a joke ("— just kidding, I
        # can't stand it")
        spans = [
            (back, (c, d))
            for back, (c, d) in _taken_back_spans(text)
            if _name_for_name(text, named, back, (c, d))
            and not (past and _WAS_BACK.match(text, back[1]))
            and (
                _JOKE.match(text, back[1])
                or _WAS_BACK.match(text, back[1])
                or _WRONG.match(text, d)
                or not (set(_WORD.findall(text, c, d)) & _CARRYING)
                or any(_bare(w) in named for w in _WORD.findall(text, c, d))
            )
        ]
        for (a, b), (c, d) in spans:
            outright = outright or bool(_JOKE.match(text, b) or _WAS_BACK.match(text, b) or _WRONG.match(text, d))
            back = {_bare(w) for w in _SAID_WORD.findall(text, a, b)}
            brought |= {w for w in map(_bare, _SAID_WORD.findall(text, c, d)) if w not in back and _is_claim_token(w)}
        held += [(m.group(0), any(a <= m.start() < b for (a, b), _ in spans)) for m in _SAID_WORD.finditer(text)]
    if not brought and not outright:
        return []
    words = _SAID_WORD.findall(_CJK_FRAME.sub(" ", _flat(claim)))
    only = _only_so(words, held)
    if only and any(_words_match(_bare(w), n) for w in words for n in brought):
        names = [_bare(_flat(n)) for n in _names(claim)]
        only = [w for w in only if any(_words_match(w, n) for n in names)]
    return only


def _says_past(flat: str, claim: str) -> bool:
    """A folded claim says a past of its own ("The team used Kafka", "The user visited the Louvre"): a simple past or
    a word after which a clause says what was (``words._PAST_FROM``), not a name in "-ed" ("Memcached")."""
    names = {_flat(n) for n in _names(claim)}
    return any(
        (simple or w in _PAST_FROM) and _bare(w) not in names
        for w, _, simple in _tense(flat, loose=True, written=claim)
    )


# What a person says only on a condition, for a time, almost, or only in one place (``limited``): each reading marks
# clauses or spans of a source, and a claim that says the same limit itself is not read.
# A time the person says it holds for ("Temporarily, we route …", "For now we use …", "Until the migration is done,
# …", "Por ahora", "De momento", "Vorübergehend", "Pour l'instant", "Per ora", "Por enquanto"; not "during", which
# frames an event far more often: "Here's a photo of us during one of the dance classes").
_FOR_A_TIME = re.compile(
    r"\b(?:temporar(?:il)?y|for\s+now|for\s+the\s+(?:time\s+being|moment)|in\s+the\s+meantime"
    # ("until" not before now, today, a time of day or a lower bound, which say it holds on: "I've lived in Lisbon
    # until now", "I work until 6pm at Siemens", "I'm staying until at least 2030"; not "until at least Friday")
    r"|(?:until|till)(?!\s+(?:now|today|this\s+day|at\s+least\s+(?:\d{4}|next\s+year|the\s+end\s+of\s+\d{4})|late"
    r"|midnight|noon|lunch|dinner"
    r"|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m|p\.m|o'clock|h)\b|\d{1,2}[:.]\d\d\b))"
    r"|for\s+the\s+(?:demo|trial|pilot|poc|prototype|hackathon|outage|migration)"
    r"|temporal(?:mente)?|provisional(?:mente)?|por\s+(?:ahora|el\s+momento|enquanto|agora|o\s+momento)|de\s+momento"
    r"|hasta\s+que|mientras\s+tanto|temporari[oa](?:mente)?|provisori[oa](?:mente)?|ate\s+que"
    r"|temporaire(?:ment)?|provisoire(?:ment)?|pour\s+l'instant|pour\s+le\s+moment|en\s+attendant|jusqu'a\s+ce\s+qu"
    r"|vorubergehend|vorerst|vorlaufig|furs\s+erste|bis\s+auf\s+weiteres|temporane[oa](?:mente)?"
    r"|provvisori[oa](?:mente)?|per\s+ora|per\s+il\s+momento|finche|nel\s+frattempo)\b"
    # "until" in German, Spanish, French, Italian before a date ("Bis Ende Mai arbeite ich bei Siemens", "Estoy en
    # Madrid hasta marzo", "jusqu'en mars", "fino a giugno"; ``numbers._DATED``); not "bis heute", "hasta hoy", which
    # say it still holds, nor "bis 18 Uhr", "hasta 10 personas", a time of day or a bound
    r"|\b(?:bis|hasta|jusqu'(?:a|au|en)|fino\s+a)\s+(?:(?:ende|mitte|anfang|zum|fin|finales|principios|mediados|la"
    r"|el|de|del|d'|fine|inizio|al)\s+)*(?!heute|hoy|aujourd|oggi)"
    rf"(?:{_DATED.pattern})"
)
# "almost" / "nearly" before what then is not quite so ("We nearly finished the migration", "We almost have the
# migration done", "Casi terminamos …", "Wir sind fast fertig mit …", "Ich hätte beinahe einen Tesla gekauft", "Nous
# avons presque fini …", "Abbiamo quasi finito …", "Quase terminamos …", "Я почти купил …"): what follows it in its
# clause. Not before a number (``bounded`` reads "almost 10 miles"), nor "almost always", "nearly every", "casi
# siempre", "fast jeden Tag"; German "fast" only before "fertig" and its kin or after the verb it leaves undone ("ich
# hätte fast …", "wir wären fast …", "ich bin fast …": "fast" is English "fast").
_ALMOST_HI = "लगभग करीब क़रीब तकरीबन"  # Hindi: almost, nearly
_ALMOST_RU = "почти"  # Russian, as the fold reads it (``_folded``)
_ALMOST = re.compile(
    rf"\b(?:almost|nearly|casi|quase|presque|quasi|beinahe|{'|'.join(_folded(_ALMOST_RU))}"
    r"|fast(?=\s+(?:fertig|geschafft|erledigt|abgeschlossen|durch|bereit|vorbei|komplett|vollstandig|alle[ns]?)\b)"
    r"|(?:hatte|hatten|ware|waren|war|bin|sind|ist|habe|haben|hat)\s+(?:(?:ich|wir|er|sie|du|ihr|es)\s+)?fast)\s+"
    r"(?!(?:always|every\w*|all|any\w*|never|no|none|nothing|entirely|as|too|the\s+same|siempre|todo\w*|nunca|nada"
    r"|toujours|tout\w*|tous|jamais|rien|immer|nie|nichts|jede\w*|sempre|tutt\w*|mai|niente|nulla|nunca"
    rf"|{'|'.join(_folded('всегда все всё каждый каждую каждое каждого'))})\b|\d)"
    # ... and Hindi ("मैं लगभग डॉक्टर हूँ"), where no "\b" ends a word at its vowel sign; not before a number
    rf"|(?<![\w{_MARKS}])(?:{'|'.join(_folded(_ALMOST_HI))})\s+(?!\d)"
)
# A scope the person limits it to ("We use Postgres only in staging", "solo en staging", "nur im Staging", "seulement
# en staging", "solo in staging", "somente em staging"): a claim that leaves the scope out says it everywhere.
_ONLY_IN = re.compile(
    r"\b(?:only|solo|solamente|unicamente|exclusivamente|nur|ausschliesslich|seulement|uniquement|soltanto"
    r"|esclusivamente|somente|apenas|so(?=\s+(?:em|na|nas|nos|para|com|quando)\b))\s+"
    r"(?:in|on|at|for|during|with|when|en|para|con|durante|cuando|im|am|an|bei|fur|mit|wahrend|wenn|au|aux|pour"
    r"|avec|dans|pendant|quand|nel|nella|nei|per|quando|em|no|na|nos|nas|com)\b(?P<scope>[^.,;:!?]*)"
)


def _clauses_marked(
    folded: str, marks: Callable[[int, str, int], bool], opener: Callable[[int, str], bool]
) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether its clause is marked (``marks``: the clause's index in its sentence,
    the clause and how many clauses it has): a marked clause that opens with what marks it (``opener``) governs the
    clause it stands beside — the next one when one follows ("If the tests pass, we ship on Monday", "Temporarily,
    we route …", "We use Postgres; if it breaks, we call Ana"), else the one before ("We ship on Monday, but only if
    the tests pass")."""
    out: list[tuple[str, bool]] = []
    for clauses in _sentences(folded):
        parts = [c for c in clauses if _WORD.search(c)]
        marked = [marks(i, c, len(parts)) for i, c in enumerate(parts)]
        governs = list(marked)
        for i, c in enumerate(parts):
            if marked[i] and opener(i, c):
                j = i + 1 if i + 1 < len(parts) else i - 1
                if 0 <= j < len(parts):
                    governs[j] = True
        out += [(w, governs[i]) for i, c in enumerate(parts) for w in _WORD.findall(c)]
    return out


# A future the person puts off until something comes to pass, inside its clause (``words._WILL``,
# ``words._WHEN_THEN``: "I'll retire the old API when all clients are on v2").
_WHEN_WILL = re.compile(rf"{_WILL.pattern}[^.;!?,]*?{_WHEN_THEN.pattern}")


_SUPPOSED_UNDONE_RE = re.compile(rf"\b(?:{_SUPPOSED_UNDONE})\b")


def _conditioned(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only on a condition (``words._CONDITION``,
    ``words._CONDITION_WITHIN``, ``words._SI_WITHIN`` in a text Spanish or French votes for, ``words._SE_WITHIN``): the
    condition's clause, and the clause it governs; not an unreal condition of the past (``words._SUPPOSED_UNDONE``)."""
    langs = languages(folded)  # (none holds a function word of either: all five)
    si = bool(set(langs) & {"es", "fr"}) and len(langs) < 5
    # an unreal condition of the past supposes undone what was done ("Si je n'avais pas déménagé, …"): no condition of
    # it, and what would have been is a musing (``asks.unreal``)
    folded = _SUPPOSED_UNDONE_RE.sub(lambda m: " " * len(m.group(0)), folded)
    # a memory kept of what was puts nothing off until a "when" ("I'll always remember the trip when we saw the
    # meteor shower": ``words.kept_memory``)
    folded = kept_memory(folded)

    def within(c: str) -> bool:
        return bool(
            _CONDITION_WITHIN.search(c) or _SE_WITHIN.search(c) or (si and _SI_WITHIN.search(c)) or _WHEN_WILL.search(c)
        )

    return _clauses_marked(
        folded,
        # (the opening clause read with the comma that ends it: "Se i test passano, …")
        lambda i, c, n: within(c) or (i == 0 and _CONDITION.match(c + "," * (n > 1)) is not None),
        lambda i, c: bool(_CONDITION.match(c + ",")),
    )


# A stretch of now that ends ("This week we are using Heroku", "This sprint we're on Heroku", "Esta semana usamos …",
# "Cette semaine …", "Diese Woche …", "Questa settimana …"): what it holds for may be over when it is read. Not "this
# weekend", which frames what one does in it ("I'm relaxing this weekend with a long walk" backs "The user enjoys
# long walks" as LoCoMo's authors wrote it). "Right
# now", "at the moment", "ahora mismo", "en este momento", "in questo momento" say so only of a progressive or "on"
# (``_PROGRESSIVE``, ``_BE_ON``: "Right now we're using Heroku", "Right now we're on Heroku"; "Right now we use
# Postgres" says what is).
_THIS_STRETCH = re.compile(
    # (with what sets it: "For this sprint only, we're freezing the schema" opens with it)
    r"\b(?:(?:(?:only\s+)?(?:for|during)|durante|por|pendant|pour|fur|wahrend|per)\s+)?"
    r"(?:(?:this|these)\s+(?:week|weeks|sprint|month|quarter)\b(?!\s+ago)"
    r"|\b(?:(?:esta|essa)\s+semana|este\s+(?:mes|sprint|trimestre)|esse\s+mes"
    r"|cette\s+semaine|ce\s+(?:mois|sprint|trimestre)(?:-ci)?|diese\s+woche|diesen\s+(?:monat|sprint)"
    r"|dieses\s+quartal|questa\s+settimana|questo\s+(?:mese|sprint|trimestre))\b)"
)
_RIGHT_NOW = re.compile(
    r"\b(?:right\s+now|at\s+the\s+moment|at\s+present|ahora\s+mismo|en\s+este\s+momento|neste\s+momento"
    r"|agora\s+mesmo|in\s+questo\s+momento)\b"
)
_PROGRESSIVE = re.compile(
    r"\b(?:am|are|is|'m|'re|'s|(?:we|i|they)re|(?:we|i)m)\s+(?:\w+ly\s+)?\w+ing\b"
    r"|\b(?:estamos|estoy|esta|estan|estou|estao|stiamo|sto|sta|stanno)\s+\w+(?:ando|endo|indo)\b"
)
_BE_ON = re.compile(r"\b(?:am|are|is|'m|'re|'s|(?:we|i|they)re|(?:we|i)m)\s+(?:\w+ly\s+)?on\b")


def for_a_time(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only for a time (``_FOR_A_TIME``), or of a stretch of now
    that ends (``_THIS_STRETCH``, not of a clause told in the past; ``_RIGHT_NOW`` with a progressive)."""

    def timed(c: str) -> bool:
        now = _RIGHT_NOW.search(c) and (_PROGRESSIVE.search(c) or _BE_ON.search(c))
        stretch = _THIS_STRETCH.search(c) and not told_in_the_past(c)  # "We moved to Heroku this month": it stands
        return bool(_FOR_A_TIME.search(c) or stretch or now)

    return _clauses_marked(
        folded,
        lambda i, c, n: timed(c),
        lambda i, c: bool(_FOR_A_TIME.match(c.strip()) or _THIS_STRETCH.match(c.strip())),
    )


# A change that almost happened ("We almost switched to Kafka"): what it would have changed to is not so, whatever
# the claim says of it.
_ALMOST_CHANGED = _wordset(
    """switched moved migrated went bought chose picked adopted signed hired replaced dropped became joined quit left
    married retired enlisted emigrated accepted cambiamos migramos
    compramos elegimos adoptamos mude mudo mudamos mudei mudou compre compro comprei comprou demenage achete
    trasferito trasferita comprato gezogen umgezogen gekauft verhuisd gekocht"""
)


# What came close to happening and did not ("I came close to buying a Tesla", "I was this close to buying a boat",
# "I would have bought the house", "on the verge of", "Estuve a punto de
# mudarme a Berlín", "Por poco me mudo …", "J'ai failli déménager …", "sur le point de", "Stavo per trasferirmi …",
# "sul punto di", "prestes a", "Я чуть не переехал …"): the rest of its clause is not so, whatever word of it the
# claim says. Not "por poco tiempo" ("for a short time"); Italian "stavo per" only before a verb's infinitive.
_NEARLY_DID = re.compile(
    r"\b(?:(?:came|come|comes|was|were|been|got|get)\s+(?:(?:this|so|very|really|pretty|quite|that)\s+)?close\s+to"
    r"(?=\s+\w+ing\b)|on\s+the\s+verge\s+of"
    # ... and what would or could have been, and was not ("I would have bought the house", "I could have won")
    r"|(?:would|could|might)(?:n't)?\s+have(?=\s+\w+(?:ed|en|t|n|ught|ew|on|ung|ade)\b)|a\s+punto\s+de|(?:por|per)\s+poco(?!\s+(?:tiempo|rato|tempo))"
    r"|por\s+pouco(?!\s+tempo)|failli|sur\s+le\s+point\s+d(?:e\b|')|sul\s+punto\s+di|prestes\s+a"
    r"|stav(?:o|a|amo|ate|ano)\s+per(?=\s+\w+(?:are|ere|ire|rmi|rsi|rti|rci|rvi|rlo|rla)\b)"
    rf"|(?:{'|'.join(_folded('чуть'))})\s+(?:(?:{'|'.join(_folded('было'))})\s+)?(?:{'|'.join(_folded('не'))}))\b"
)


# ... and the Chinese "almost did", simplified and traditional ("我差点搬到上海", "我差一点就辞职了", "险些"; "几乎"
# only before what it leaves undone, not before what it counts: "几乎每天", "几乎都", "几乎没有", "几乎所有"), where a
# run of characters is one word to ``_WORD``: the characters after it in its clause.
_ZH_NEARLY = re.compile(
    "|".join(
        map(fold, ("差一点儿", "差一点", "差点儿", "差点", "险些", "差一點兒", "差一點", "差點兒", "差點", "險些"))
    )
    + f"|(?:{fold('几乎')}|{fold('幾乎')})(?![{''.join(map(fold, '每都没沒不所全总總天一'))}])"
)


def _almost(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only as almost so (``_ALMOST``: what follows it in its
    clause, when the claim says what almost was — the first content word after it, "finished" of "nearly finished
    the migration" — or it is a change, ``_ALMOST_CHANGED``: "We almost lost the data, but the backup saved us"
    backs "The backup saved the data"; ``_NEARLY_DID``: what follows it in its clause, always; ``_ZH_NEARLY``: the
    characters that follow it in its clause, always)."""
    out: list[tuple[str, bool]] = []
    cjk = any(CJK.match(w) for w in claimed)  # a claim in Chinese: its characters are read (``_ZH_NEARLY``)
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        spans = [m.end() for m in _NEARLY_DID.finditer(clause)]
        for m in _ALMOST.finditer(clause):
            first = next((_bare(w) for w in _WORD.findall(clause[m.end() :]) if _is_claim_token(_bare(w))), "")
            if first in _ALMOST_CHANGED or any(_words_match(first, c) for c in claimed):
                spans.append(m.end())
        out += [(m.group(0), any(m.start() >= a for a in spans)) for m in _WORD.finditer(clause)]
        if cjk:
            nearly = [m.end() for m in _ZH_NEARLY.finditer(clause)]
            out += [(m.group(0), any(m.start() >= a for a in nearly)) for m in CJK.finditer(clause)]
    return out


def _scoped(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether its clause limits it to a scope the claim does not say (``_ONLY_IN``:
    "only in staging" behind a claim that says no "staging")."""

    def narrowed(i: int, clause: str, n: int) -> bool:
        for m in _ONLY_IN.finditer(clause):
            scope = _claim_words(m.group("scope"))
            if scope and not any(_words_match(w, c) for w in scope for c in claimed):
                return True
        return False

    return _clauses_marked(folded, narrowed, lambda i, c: False)


# What the person says they are only on some days, in some places or on some occasions ("I'm vegan on weekdays", "I'm
# sober during the week", "I'm vegan at home", "I'm vegetarian most of the time", "Soy vegano entre semana", "Je suis
# végétarien en semaine", "Ich bin unter der Woche vegan"; folded): a claim that leaves the scope out says they are so
# always (``_qualified``). The place of work (``work``) limits it only after "only" ("I only drink at work"): "I'm the
# team lead at work" says where the role is.
_SOME_OF_THE_TIME = re.compile(
    r"\b(?:on\s+(?:weekdays|weekends|workdays|work\s+days|school\s+days|days\s+off|holidays|(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)days)|(?:at|on|over)\s+(?:the\s+)?weekends?|during\s+the\s+(?:week|day|weekdays?|holidays|workday)"
    r"|in\s+the\s+week|at\s+home|in\s+public|in\s+private|at\s+parties|en\s+(?:las\s+)?fiestas|en\s+soiree|auf\s+partys|most\s+of\s+the\s+time|some\s+of\s+the\s+time"
    r"|in\s+(?:the\s+)?(?:summers?|winters?|spring|autumn|fall)|en\s+(?:verano|invierno|primavera|otono|ete|hiver|automne)"
    r"|au\s+printemps|im\s+(?:sommer|winter|fruhling|herbst)"
    r"|entre\s+semana|(?:los|el)\s+fines?\s+de\s+semana|los\s+(?:lunes|martes|miercoles|jueves|viernes|sabados"
    r"|domingos)|en\s+casa|en\s+publico|la\s+mayor\s+parte\s+del\s+tiempo|en\s+semaine|(?:le|les|en)\s+week-?ends?"
    r"|les\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s|le\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|a\s+la\s+maison|chez\s+moi|en\s+public"
    r"|la\s+plupart\s+du\s+temps|unter\s+der\s+woche|am\s+wochenende|an\s+wochenenden|(?:montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag)s|zu\s+hause|zuhause|in\s+der\s+offentlichkeit|meistens"
    r"|(?P<work>at\s+work|at\s+the\s+office|at\s+school|en\s+el\s+trabajo|en\s+la\s+oficina|au\s+travail|au\s+bureau"
    r"|(?:bei|auf)\s+der\s+arbeit|im\s+buro))\b"
)
_WHO_AFTER = re.compile(r"\s+(?:who|that|which|que|qui|der|die)\b")
# "Only" anywhere in a clause of what the person does, with such a scope ("I only eat meat on Sundays", "Solo bebo en
# el trabajo", "Je ne fume qu'au travail"): ``restricted``'s ``_ONLY``, and the French "ne … que" (``_only_doing``).


def _only_doing(clause: str) -> bool:
    """Does a folded clause say "only" (``_ONLY``: "I only eat meat on Sundays", "Solo bebo en el trabajo") or the
    French "ne … que" (``words._ne_que_spans``: "Je ne fume qu'au travail")?"""
    return bool(_ONLY.search(clause) or _ne_que_spans(clause))


# ... and what the person is called or the law they eat by, which a scope changes as it changes who they are ("At work
# I go by Alex", "I keep kosher at home", "En casa como kosher", "Au travail, je me fais appeler Alex"): read as a
# clause of what the person is (``_qualified``), the place of work too; not a habit or a liking ("I go hiking on
# weekends" → "The user enjoys hiking").
_NAMED_OR_KEPT = re.compile(
    r"\b(?:go(?:es)?\s+by|known\s+as|call\s+me|i'm\s+called|keep\s+(?:kosher|halal|shabbat|sabbath)"
    r"|eat\s+(?:only\s+)?(?:kosher|halal)|(?:me\s+)?llaman|me\s+dicen|como\s+(?:kosher|halal)"
    r"|(?:je\s+)?me\s+fais\s+appeler|on\s+m'appelle|mange\s+(?:casher|cacher|kasher|halal))\b"
)
# ... loosely, in name only or as good as ("I'm basically a vegetarian", "I'm kind of vegetarian", "I'm more or less
# vegan", "In theory I'm a vegetarian", "On paper I'm the team lead", "Soy más o menos vegetariano", "En teoría soy
# vegetariano", "Je suis plus ou moins végétarien", "Ich bin im Grunde Vegetarier"; not "a kind of", "the sort of",
# which name a kind)
_LOOSELY = re.compile(
    # (the words people fill speech with, read only inside the clause that says what the person is: "I'm happy with
    # my job, basically" says the person is happy with it)
    r"\b(?:(?P<filler>basically|pretty\s+much|basicamente|en\s+gros|im\s+grunde(?:\s+genommen)?|sozusagen)"
    r"|mostly|mainly|largely|(?<!\ba\s)(?<!\bthe\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\bwhat\s)(?:kind|sort)\s+of"
    r"|kinda|sorta|more\s+or\s+less|practically|mas\s+o\s+menos|practicamente"
    r"|en\s+principio|plus\s+ou\s+moins|pratiquement|a\s+peu\s+pres|mehr\s+oder\s+weniger"
    r"|praktisch|piu\s+o\s+meno|praticamente|mais\s+ou\s+menos"
    # ... and in name only, of what the person does too ("On paper I own the billing service", "En teoría soy …",
    # "Sur le papier, …", "Auf dem Papier …"): what is so in practice is another thing
    # (paper only where it opens the clause: "my goals written down on paper" is paper)
    r"|(?P<nominal>technically|in\s+theory|nominally|in\s+name\s+only|en\s+teoria|tecnicamente|en\s+theorie"
    # ... and what the person is only at heart, in spirit or "-ish" ("I'm a nurse at heart", "I'm a doctor-ish")
    r"|at\s+heart|in\s+spirit|(?<=\w)-ish"
    r"|techniquement|theoretisch|technisch\s+gesehen|in\s+teoria|em\s+teoria"
    r"|(?<![^\s])(?<!\w\s)(?:on\s+paper|(?:sobre|en)\s+el\s+papel|sur\s+le\s+papier|auf\s+dem\s+papier"
    r"|sulla\s+carta|no\s+papel))"
    # ... and "on paper" closing a clause of what the person is ("I'm a nurse on paper"; read only there, not "I write
    # my goals down on paper"), and what the person is only like ("I'm like a nurse to them", "I'm like a big brother
    # to him": read only in a clause of what the person is, "I'm like, a nurse" being a filler's)
    r"|on\s+paper(?=\s*(?:[,.;:!?)]|$))"
    r"|(?:(?<=\bi'm\s)|(?<=\bam\s)|(?<=\bis\s)|(?<=\bare\s))like(?=\s+(?:an?|the)\s))\b"
)
# ... but not a feeling it softens ("I'm kind of obsessed with pottery", "I'm pretty much exhausted", "I'm kind of into
# jazz"): how much one feels, not whether one is what the claim says.
_FELT_AFTER = re.compile(
    r"\s+(?:(?:so|really|very|a\s+bit|a\s+little)\s+)?(?:\w+(?:ed|ing)|into|over|in\s+love"
    # ... nor one that makes "always" stronger ("I'm basically always reading")
    r"|always|all\s+the\s+time|constantly|never|every)\b"
)
# ... nor "mostly", "mainly", "largely" before a doer of a kind ("I'm mostly a landscape painter", "I'm mainly a beer
# drinker", "I'm largely a freelancer"): what the person chiefly is among what they are, not a diet or an identity
# held not quite ("I'm mostly a vegetarian", "mostly a Buddhist"); not one who abstains ("mostly a non-smoker").
_CHIEFLY = _wordset("mostly mainly largely")
_CHIEFLY_A = re.compile(r"\s+an?\s+(?:[\w'-]+\s+){0,2}?(?!non|teetotal)[\w'-]+(?:er|or)\b")
# ... but a state one is in or is not, however it ends, is no feeling: a hedge before it says the person is not quite
# in it ("I'm sort of seeing someone", "I'm basically retired", "I'm kind of engaged", "I'm pretty much divorced"): the
# partner states of ``_STATES`` and these (``_whole_state``).
_WHOLE_STATES = _wordset("seeing retired semi-retired employed unemployed pregnant vaccinated baptized baptised")


def _whole_state(clause: str, at: int) -> bool:
    """Does the word at ``at`` in a folded clause (after a hedge) name a state one is in or is not, a partner's
    (``_STATES``: "engaged", "married", "dating") or another of ``_WHOLE_STATES`` ("retired", "seeing someone")?"""
    first = _WORD.search(clause, at)
    word = _bare(first.group(0)) if first else ""
    return word in _WHOLE_STATES or any(state.match(word) for state in dict(_STATES)["partner"])


# ... and but for an exception ("I'm a vegetarian except for fish", "I'm vegetarian, apart from fish", "… but not at
# Christmas", "Soy vegetariano excepto el pescado", "Je suis végétarien sauf pour le poisson", "Ich bin Vegetarier,
# außer bei Fisch"; a "but not" the clause cut leaves as a clause that opens with "not" and a scope: "… but not when I
# eat out")
_EXCEPT = re.compile(
    r"\b(?:except|excepting|apart\s+from|aside\s+from|other\s+than|but\s+not|excepto|salvo|a\s+excepcion\s+de|sauf"
    # (French "à part" before what it sets apart, not "a part-time", "a part of")
    r"|a\s+part(?=\s+(?:le|la|les|l'|ca|cela|quelques|un|une|des|du)\b)|hormis|excepte|a\s+l'exception\s+d|ausser"
    r"|abgesehen\s+von|bis\s+auf|tranne|eccetto|fuorche|exceto"
    r"|a\s+excecao\s+d|com\s+excecao\s+d)\b"
    r"|^\s*(?:not|no|pas|nicht)\s+(?:when|on|at|in|for|during|while|if|cuando|en|los|quand|le|les|wenn|am|an|bei)\b"
)
# The person saying what they are ("I'm", "soy", "je suis", "ich bin", "sono", "sou"; ``_ME_BEING``, the present
# only): a clause of what they are is where a scope, a "basically" or an exception limits who they are.
_I_AM = _wordset("i'm am we're soy somos estoy suis sommes bin sind sono siamo sou")


def _qualified(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said of what the person is only on some days, in some places,
    loosely or but for an exception (``_SOME_OF_THE_TIME`` when the claim says none of its words, ``_LOOSELY``,
    ``_EXCEPT``): a clause that says what the person is (``_I_AM``) with such a limit in it ("I'm vegan on weekdays"),
    or beside a clause that opens with an exception or says only the limit ("I'm vegetarian, apart from fish", "In
    theory, I'm a vegetarian", "I'm vegan — well, on weekdays", "Je suis végétarien, en théorie"). What the person does
    is read only with "only" and a scope ("I only eat meat on Sundays", "Je ne fume qu'au travail", ``_only_doing``), in
    name only ("On paper I own the billing service"), or when it is what they are called or the law they eat by
    (``_NAMED_OR_KEPT``: "At work I go by Alex", "I keep kosher at home"): a scope a paraphrase drops from a habit or a
    liking ("I go hiking on weekends" → "The user enjoys hiking") is one people drop honestly; a diet, a faith, a name
    or an identity held only some days is not held."""

    def scoped(clause: str, only: bool) -> bool:
        return any(
            (only or not m.group("work"))
            and not _WHO_AFTER.match(clause, m.end())  # "I'm the only one at home who cooks": of the one
            and (scope := _claim_words(m.group(0)))
            and not any(_words_match(w, c) for w in scope for c in claimed)
            for m in _SOME_OF_THE_TIME.finditer(clause)
        )

    def limits(clause: str) -> bool:
        loosely = any(
            (not _FELT_AFTER.match(clause, m.end()) or _whole_state(clause, m.end()))
            and not (m.group(0) in _CHIEFLY and _CHIEFLY_A.match(clause, m.end()))
            for m in _LOOSELY.finditer(clause)
        )
        return scoped(clause, False) or loosely or bool(_EXCEPT.search(clause))

    def nominal(clause: str) -> bool:
        return any(m.group("nominal") for m in _LOOSELY.finditer(clause))

    def opens(clause: str) -> bool:
        """The clause opens with an exception ("Except for fish"), or says only how loosely or when ("In theory",
        "…, more or less", "— well, on weekdays", "(on weekdays)", "…, but only at parties", "En semaine, …"): a stop
        word, "only" or "well" at most beside it."""
        c = clause.strip()
        if _EXCEPT.match(c):
            return True
        if not scoped(c, False) and all(m.group("filler") for m in _LOOSELY.finditer(c)):
            return False
        rest = _WORD.findall(_ONLY.sub(" ", _LOOSELY.sub(" ", _SOME_OF_THE_TIME.sub(" ", c))))
        return all(w in _STOP or w in ("well", "least") for w in rest)

    out: list[tuple[str, bool]] = []
    for clauses in _sentences(folded):
        # (cut at "and" too: "Juego en una partida los viernes y soy enfermera" says a nurse every day)
        parts = [p for c in clauses for p in _AND.split(c) if _WORD.search(p)]
        being = [any(_bare(w) in _I_AM for w in _WORD.findall(c)) for c in parts]
        limited_ = [limits(c) for c in parts]
        # (what the person does, only with "only" and a scope: "I only eat meat on Sundays")
        # (and what the person does in name only: "On paper I own the billing service")
        marked = [
            (b and lim) or ((_only_doing(c) or bool(_NAMED_OR_KEPT.search(c))) and scoped(c, True)) or nominal(c)
            for b, lim, c in zip(being, limited_, parts, strict=True)
        ]
        for i, c in enumerate(parts):
            if limited_[i] and opens(c):  # the clause before or after ("Except for fish, I'm …", "…, apart from fish")
                # (the one before past a word alone: "I'm vegan — well, on weekdays"; and that word, a verb alone
                # where the person goes unsaid: "Fumo, pero solo en fiestas")
                before = next((j for j in range(i - 1, -1, -1) if len(_WORD.findall(parts[j])) > 1), -1)
                for j in (j for j in (before, *range(before + 1, i), i + 1) if 0 <= j < len(parts)):
                    # (a doing too, after "but only": "I smoke, but only at parties")
                    # (and a name or a law one eats by: "At home, I keep kosher")
                    marked[j] = (
                        marked[j] or being[j] or nominal(c) or (_only_doing(c) or bool(_NAMED_OR_KEPT.search(parts[j])))
                    )
        out += [(w, marked[i]) for i, c in enumerate(parts) for w in _WORD.findall(c)]
    return out


# A part the person puts on a word ("I'm half Italian", "Our migration is partly done", "Ich bin halb Italiener", "La
# migración está hecha en parte"): a claim that says the word without it says it whole (``_partly``). Not "a little",
# "a bit", "kind of": as often a size or a kind ("a little doll", "a bit of a setback", "a special kind of bond").
_PART_OF = re.compile(
    r"\b(?:half|partly|partially|somewhat|en\s+parte|a\s+medias|en\s+partie|a\s+moitie|halb|teilweise|in\s+parte"
    r"|em\s+parte)\b"
)


def _partly(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only in part (``_PART_OF``: the first content word after it,
    when the claim says it — "Italian" of "half Italian", "Japanese" of "a little Japanese"; nothing else of its
    clause)."""
    out: list[tuple[str, bool]] = []
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        marked = set()
        for m in _PART_OF.finditer(clause):
            after = (w for w in _WORD.finditer(clause, m.end()) if _is_claim_token(_bare(w.group(0))))
            if (first := next(after, None)) and any(_words_match(_bare(first.group(0)), c) for c in claimed):
                marked.add(first.start())
        out += [(w.group(0), w.start() in marked) for w in _WORD.finditer(clause)]
    return out


def _barely(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only barely (``words._BARELY``: what follows it in its
    clause, when the claim says the first content word after it, or that verb in the third person — "speak" of "I
    barely speak Spanish", "hablo" of "Apenas hablo español", "Spanisch" of "Ich spreche kaum Spanisch"; "I barely slept
    last night because of the noise" says the noise whole — or its whole clause when it closes it, "Ich kenne Ana
    kaum"). Not Portuguese "apenas", which says "only" ("Falo apenas português"), nor a "barely" before a thing done
    (``words._BARELY_DID``: "I barely passed the exam" passed it)."""
    if not _BARELY.search(folded):
        return [(w, False) for w in _WORD.findall(folded)]
    langs = languages(folded)
    portuguese = "pt" in langs and "es" not in langs
    out: list[tuple[str, bool]] = []
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        spans = []
        for m in _BARELY.finditer(clause):
            if portuguese and m.group(0) == "apenas":
                continue
            after = [_bare(w) for w in _WORD.findall(clause[m.end() :]) if _is_claim_token(_bare(w))][:1]
            if after and after[0] in _BARELY_DID and not _BARELY_ANY.search(clause, m.end()):
                continue  # "I barely passed the exam": passed it, just
            if any(_words_match(w, c) or _person_form(w, c) for w in after for c in claimed):
                spans.append(m.end())
            elif not after:
                spans.append(0)
        out += [(m.group(0), any(m.start() >= a for a in spans)) for m in _WORD.finditer(clause)]
    return out


# A claim that says a low degree itself ("The user barely speaks Spanish", "… speaks little Spanish", "… slept little",
# "… rarely", "… not much", "habla poco español", "spricht wenig Spanisch", "parle peu espagnol", "mal").
_LOW_SAID = re.compile(
    rf"\b(?:{_BARELY_WORDS}|little|few|rarely|seldom|not\s+(?:much|many|often|well|very|really)|a\s+(?:little|bit)"
    r"|badly|poorly|limited|basic|minimal|some|poco|poca|pocos|pocas|wenig|wenige|peu|mal)\b"
)


def _hedged(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether the person says it only as they believe it (``words._UNSURE``: the
    clause that holds the hedge, and the one a hedge alone opens, "If I remember correctly, …"); not a clause that
    says what ought to be, a view of its own (``words._OUGHT``: "I'm pretty sure we should move to Kubernetes")."""

    def hedged(c: str) -> bool:
        return bool(_UNSURE.search(c)) and not _OUGHT.search(c)

    return _clauses_marked(folded, lambda i, c, n: hedged(c), lambda i, c: hedged(c) and len(_WORD.findall(c)) <= 5)


# What the person says holds only unofficially ("I'm the team lead now, but not officially", "Apparently I'm the team
# lead now? Not officially.", "Soy la jefa del equipo, aunque no oficialmente", "Je suis chef d'équipe, enfin pas
# officiellement", "Ich bin jetzt Teamleiter, aber nicht offiziell", "inoffiziell", "unofficially"): its clause, and
# the sentence before it when it stands alone ("Not officially.", "No oficialmente."). Not "officially" said as so
# ("I'm officially the team lead").
_UNOFFICIAL = re.compile(
    r"\b(?:(?:not|no|pas|nicht|non|nao)\s+(?:yet\s+|todavia\s+|encore\s+|noch\s+|ancora\s+|ainda\s+)?"
    r"(?:officially|oficialmente|officiellement|offiziell|ufficialmente)|unofficially|inofficially|extraoficialmente"
    r"|officieusement|inoffiziell|ufficiosamente|informally|informalmente)\b"
)


def _unofficial_alone(text: str) -> bool:
    """Does a clause or a sentence say only that it is not official, a word at most beside it ("but not officially",
    "Well, not officially.", "enfin pas officiellement")?"""
    return bool(_UNOFFICIAL.search(text)) and len(_WORD.findall(_UNOFFICIAL.sub(" ", text))) <= 1


def _unofficial(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only as unofficially so (``_UNOFFICIAL``): its clause, the
    clause one that says only that stands beside ("I'm the team lead now, but not officially"), and the sentence
    before one that says only that ("Apparently I'm the team lead now? Not officially.")."""
    out = _clauses_marked(folded, lambda i, c, n: bool(_UNOFFICIAL.search(c)), lambda i, c: _unofficial_alone(c))
    sentences = _SENTENCE_START.split(folded)  # as ``_sentences`` cuts them, its words those of their clauses
    sizes = [sum(len(_WORD.findall(c)) for c in clauses) for clauses in _sentences(folded)]
    ends = list(accumulate(sizes))
    said = [i for i, n in enumerate(sizes) if n]  # ("?!" leaves sentences of no word)
    for before, alone in pairwise(said):
        if _unofficial_alone(sentences[alone]):
            start = ends[before] - sizes[before]
            out[start : ends[before]] = [(w, True) for w, _ in out[start : ends[before]]]
    return out


# A claim that says a belief, a guess, a doubt or a feeling itself ("The user thinks …", "… probably …", "Der Nutzer
# glaubt …", "The user feels supported …" behind "I think having someone to support me is such a blessing").
_BELIEF_SAID = re.compile(
    rf"{_TENTATIVE.pattern}|{_UNSURE.pattern}"
    r"|\b(?:thinks?|thought|believes?|believed|guess(?:es|ed)?|supposes?|assumes?|reckons?|suspects?|sure|certain"
    r"|feels?|felt|finds?|considers?|considered|views?|sees"
    r"|likely|apparently|seems?|recalls?|remembers?|cree|creen|piensa|supone|recuerda|croit|pense|glaubt|denkt"
    r"|vermutet|erinnert|pensa|crede|acha)\b"
)

# (what the limit is, how a source marks it, what in a claim says it too)
_LIMITS: tuple[tuple[str, Callable[[str, Sequence[str]], list[tuple[str, bool]]], re.Pattern[str]], ...] = (
    # (a claim says a condition with "when" too: "When the nightly build keeps failing, Ioana is paged")
    (
        "on a condition",
        _conditioned,
        re.compile(
            rf"{_CONDITION_WITHIN.pattern}|{_SI_WITHIN.pattern}|{_SE_WITHIN.pattern}"
            r"|\b(?:salvo|when|whenever|once|in\s+case|otherwise|cuando"
            r"|siempre\s+que|quand|lorsqu\w*|sobald|quando|caso)\b"
        ),
    ),
    (
        "almost",
        _almost,
        re.compile(
            rf"\b(?:almost|nearly|casi|quase|presque|quasi|fast|beinahe|{'|'.join(_folded(_ALMOST_RU))}|not\s+quite)\b"
            rf"|{_NEARLY_DID.pattern}|{_ZH_NEARLY.pattern}"
            rf"|{'|'.join(_folded(_ALMOST_HI))}"
        ),
    ),
    # (a claim in the progressive says a now of its own: "The user is reading a novel" behind "Right now I'm reading …")
    (
        "for a time",
        for_a_time,
        re.compile(rf"{_FOR_A_TIME.pattern}|{_THIS_STRETCH.pattern}|{_RIGHT_NOW.pattern}|{_PROGRESSIVE.pattern}"),
    ),
    ("only in a scope", _scoped, re.compile(r"(?!)")),
    # (a claim that says the scope, the exception or how loosely itself: "… on weekdays" is read by its words; "but",
    # "mostly", "except" said in any words)
    (
        "only on some days or in some places, loosely or but for an exception",
        _qualified,
        re.compile(rf"{_LOOSELY.pattern}|{_EXCEPT.pattern}|\b(?:but|though|although|pero|aunque|mais|aber|ma|mas)\b"),
    ),
    ("as a belief", _hedged, _BELIEF_SAID),
    ("unofficially", _unofficial, re.compile(r"\b(?:\w*offi[cz]i\w*|\w*oficial\w*|\w*ufficia\w*|informal\w*)\b")),
    ("only barely", _barely, _LOW_SAID),
    ("only in part", _partly, re.compile(rf"{_PART_OF.pattern}|\b(?:some|basic|limited|partial|conversational)\b")),
)


def limited(claim: str, sources: Iterable[str]) -> tuple[str, list[str]]:
    """What the claim says as plainly so that its sources say only on a condition ("The team ships on Monday" behind
    "If the tests pass, we ship on Monday", "Si pasan los tests, desplegamos el lunes", "Wenn die Tests grün sind,
    deployen wir am Montag"), almost ("The team finished the migration" behind "We nearly finished the migration",
    "Casi terminamos la migración", "Wir sind fast fertig mit der Migration"), for a time ("The team routes traffic
    through Cloudflare" behind "Temporarily, we route traffic through Cloudflare"; a claim told in the past, an event
    in that time, is not read for it) or only in a scope the claim leaves out ("The team uses Postgres" behind "We
    use Postgres only in staging"): the limit, and the claim's content words its sources say only so (``_only_so``).
    A claim that says the same limit itself ("… if the tests pass", "almost", "for now", "in staging"), or a word the
    sources say elsewhere, is not read; a claim that negates is not read for "almost" ("The team has not finished the
    migration"). What holds only unofficially is read alike ("The user is the team lead" behind "I'm the team lead
    now, but not officially", ``_unofficial``)."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    words = [_bare(w) for w in _WORD.findall(flat)] + CJK.findall(_CJK_FRAME.sub(" ", flat))  # "用户" frames the person
    texts = [_flat(t) for t in sources]
    verb = _persons_verb(flat)[0]  # "El usuario fuma" behind "Fumo, pero solo en fiestas"
    for what, marks, said in _LIMITS:
        if said.search(flat):
            continue
        if (what == "almost" and _is_negative(flat)) or (what == "for a time" and _says_past(flat, claim)):
            continue
        if found := _only_so(words, [h for t in texts for h in marks(t, words)], verb=verb):
            return what, found
    return "", []


# What is so only sometimes: a word of frequency marks its clause ("Sometimes we deploy on Fridays", "A veces
# desplegamos …", "Parfois on déploie …", "Manchmal …", "A volte …", "Às vezes …"), and the next clause of its
# sentence when it says nothing else ("Sometimes, we deploy on Fridays").
_SOMETIMES = re.compile(
    r"\b(?:sometimes|occasionally|rarely|seldom|(?:hardly|barely|scarcely)\s+ever|some\s+(?:days|weeks|mornings|evenings|nights|weekends)|now\s+and\s+then|from\s+time\s+to\s+time|once\s+in\s+a\s+while"
    r"|a\s+veces|de\s+vez\s+en\s+cuando|ocasionalmente|raramente|rara\s+vez|parfois|quelquefois|de\s+temps\s+en\s+temps"
    r"|rarement|manchmal|gelegentlich|ab\s+und\s+zu|selten|a\s+volte|talvolta|ogni\s+tanto|di\s+rado|as\s+vezes"
    r"|de\s+vez\s+em\s+quando|por\s+vezes)\b"
)
# What is so only of some: a quantifier of part marks the noun it takes ("Some of our services use Go", "A few of
# the jobs …", "Algunos de nuestros servicios …", "Certains de nos services …", "Einige unserer Dienste …", "Alcuni
# dei nostri servizi …", "Alguns dos nossos serviços …", and as a memory says it, "Some of the team's services …");
# "some" without "of" only where its clause opens.
_SOME = re.compile(
    r"(?:\b(?:some|a\s+few|several|many|most|few|part)\s+of|(?:^|(?<=[,;:]\s))some"
    r"|\b(?:algun[oa]s|vari[oa]s|much[oa]s|pocos|pocas)\s+de|\b(?:certain(?:e)?s|plusieurs|quelques(?:-un(?:e)?s)?"
    r"|beaucoup)\s+d(?:e\b|')|\b(?:quelques|certains|certaines)|\b(?:einige|manche|mehrere|viele|wenige)"
    r"|\b(?:alcun[ie]|parecchi[e]?|molt[ie]|poch[ie])(?:\s+d(?:ei|elle|egli|i))?"
    r"|\b(?:alguns|algumas|vari[oa]s|muit[oa]s|pouc[oa]s)(?:\s+d(?:os|as|e))?)"
    r"\s+(?:(?:(?:the\s+)?[\w-]+'s|our|the|my|their|these|those|los|las|nuestros|nuestras|mis|les|nos|mes|ces|unserer|der|meiner|i|le|gli"
    r"|nostri|nostre|miei|os|as|nossos|nossas|meus|minhas)\s+)?(?P<noun>[\w'-]+)"
)
_PART_SAID = re.compile(rf"{_SOMETIMES.pattern}|{_SOME.pattern}")
# A claim says a part with any of these, not only where its clause opens ("The user upgraded some equipment").
_PART_CLAIMED = re.compile(
    r"\b(?:some|a\s+few|several|certain|partly|partially|algun[oa]s?|quelques|certain[e]?s|einige[nrms]?|manche[nrms]?"
    r"|alcun[ie]|alguns|algumas)\b"
)


# How large a part a quantifier says, from a few to most ("A few of us use Vim" is not "Most of the team uses Vim";
# folded): ``_part_outranked``. "The most" is a superlative, not a part.
_PART_RANKS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(rf"\b(?:{words})\b")
    for words in (
        r"a\s+few|few|some|several|a\s+couple|algun[oa]s|unos\s+pocos|pocos|pocas|quelques|certain(?:e)?s|plusieurs"
        r"|einige|manche|mehrere|wenige|alcun[ie]|poch[ie]|alguns|algumas|pouc[oa]s",
        r"many|lots|a\s+lot|half|much[oa]s|la\s+mitad|beaucoup|la\s+moitie|viele|die\s+halfte|molt[ie]|meta"
        r"|muit[oa]s|metade",
        r"(?<!\bthe\s)most|the\s+majority|la\s+mayoria|la\s+plupart|la\s+majorite|die\s+meisten"
        r"|la\s+maggior\s+parte|la\s+maggioranza|a\s+maioria",
    )
)


def _part_rank(folded: str) -> int:
    """The largest part a folded text's quantifiers say (1 a few … 3 most; 0 none)."""
    return max((i + 1 for i, rx in enumerate(_PART_RANKS) if rx.search(folded)), default=0)


def _part_outranked(flat: str, texts: Sequence[str]) -> list[str]:
    """A claim's quantifier of part that says more than any its sources say, when they say one: "Most of the team uses
    Vim" behind "A few of us use Vim" — the claim's quantifier; nothing when the sources say none (the other readings
    weigh a part said of what they say whole) or one as large."""
    mine = _part_rank(flat)
    theirs = max((_part_rank(t) for t in texts), default=0)
    if not 0 < theirs < mine:
        return []
    m = _PART_RANKS[mine - 1].search(flat)
    return [m.group(0)] if m else []


def widened(claim: str, sources: Iterable[str]) -> list[str]:
    """The claim's content words that its sources say only of some, or only sometimes (``_SOME``: the noun a
    quantifier of part takes, "The team's services use Go" behind "Some of our services use Go"; ``_SOMETIMES``: its
    clause, "The team deploys on Fridays" behind "Sometimes we deploy on Fridays"). A claim that says a part or a
    frequency itself ("Some services use Go", "The team sometimes deploys on Fridays") is read only for a larger part
    than its sources say (``_part_outranked``), nor a word the sources say elsewhere ("The team uses Go" behind "Some
    of our services use Go": the team does)."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    texts = [_flat(t) for t in sources]
    # (a larger part is read whatever else the claim says: "The user has many cats" behind "I have a few cats")
    if _PART_SAID.search(flat) or _PART_CLAIMED.search(flat) or _part_outranked(flat, texts):
        return _part_outranked(flat, texts)
    held: list[tuple[str, bool]] = []
    for text in texts:
        for clauses in _sentences(text):
            carried = False
            for clause in clauses:
                nouns = [m.span("noun") for m in _SOME.finditer(clause)]
                # "sometimes" governs its clause from the "and" it follows on ("Vivo en Madrid y a veces viajo a
                # Lisboa" lives in Madrid; "Sometimes I cook and clean" does both only sometimes)
                st = _SOMETIMES.search(clause)
                since = 0 if st is None else max((a.start() for a in _AND.finditer(clause, 0, st.start())), default=0)
                held += [
                    (
                        m.group(0),
                        carried or (st is not None and m.start() >= since) or any(a <= m.start() < b for a, b in nouns),
                    )
                    for m in _WORD.finditer(clause)
                ]
                held += [(w, False) for w in _in_my_group(clause)]  # "some of my hiking club friends": the club whole
                carried = bool(_SOMETIMES.search(clause)) and all(
                    w in _STOP for w in _WORD.findall(_SOMETIMES.sub(" ", clause))
                )
    verb = _persons_verb(flat)[0]  # "El usuario fuma" behind "A veces fumo"
    return _only_so(_WORD.findall(flat), held, verb=verb)


# One of a thing had ("I have one kid", "I've got a cat", "I own a single car"), and more than one said had ("The user
# has kids", "… owns cars"): a count the claim turns up without a number (``multiplied``).
_HAS_ONE = re.compile(
    r"\b(?:have|has|had|got|own|owns|owned)\s+(?:(?:only|just|exactly)\s+)?(?:one|a|an|single)\s+"
    r"(?P<noun>[\w'-]+(?:\s+[\w'-]+){0,2})"
)
_HAS_MANY = re.compile(r"\b(?:has|have|had|owns|own|owned)\s+(?:[\w'-]+\s+){0,2}?(?P<noun>[\w'-]+s)\b")
_IRREGULAR_PLURALS = {"children": "child", "people": "person", "men": "man", "women": "woman", "mice": "mouse"}
_IRREGULAR_HAD = re.compile(
    r"\b(?:has|have|had|owns|own|owned)\s+(?:[\w'-]+\s+){0,2}?(?P<noun>children|men|women|mice)\b"
)


def multiplied(claim: str, sources: Iterable[str]) -> list[str]:
    """The nouns a claim says the person has more than one of, without a number, where its sources say they have one
    (``_HAS_ONE``, a word of the three after "one"): "The user has kids" behind "I have one kid", "The user owns cats"
    behind "I have a black cat". A source
    that says the plural, or a count, anywhere is not read against ("I have a kid, and my sister has two kids")."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    if _numbers_said(flat):
        return []
    texts = [_flat(t) for t in sources]
    ones = {w for t in texts for m in _HAS_ONE.finditer(t) for w in m.group("noun").split()}
    if not ones:
        return []  # the common case, kept cheap
    out: list[str] = []
    for m in [*_HAS_MANY.finditer(flat), *_IRREGULAR_HAD.finditer(flat)]:
        many = m.group("noun")
        singular = {_IRREGULAR_PLURALS.get(many, ""), many[:-1], many[:-2], many[:-3] + "y"}
        if ones & singular and not any(re.search(rf"\b{re.escape(many)}\b", t) or _numbers_said(t) for t in texts):
            out.append(many)
    return out


def _numbers_said(folded: str) -> bool:
    """Does a folded text say a count above one, in digits or in words ("2", "two", "several", "a few", "both")?"""
    return bool(
        re.search(
            r"\b(?:[2-9]|\d{2,}|two|three|four|five|six|seven|eight|nine|ten|several|few|couple|both|many|multiple)\b",
            folded,
        )
    )


# A comparison: a comparative and what it is measured against ("faster than", "more reliable than", "better than",
# "schneller als", "más rápido que", "plus rapide que", "più veloce di", "mais rápido (do) que"); its two sides are
# what stands before the comparative in its clause and what follows "than". A comparison of amounts says what there is
# more of after "more" ("We write more Go than Rust", "We run more Nomad jobs than Kubernetes pods", "más Go que Rust",
# "plus de Go que de Rust", "mehr Go als Rust", "più Go che Rust"): read as "more" too, its words (up to three) on
# the first side (``_comparisons``).
_COMPARED = re.compile(
    r"\b(?P<cmp>(?P<more>more|less|mehr|weniger)\s+(?P<amount>[\w'-]+(?:\s+[\w'-]+){0,2}?)|better|worse|besser|schlechter|mehr|weniger"
    r"|more|less"
    r"|(?!(?:other|rather|never|ever|whether|either|neither|over|under|after|later|user|per|her|number|order)\b)"
    r"[\w'-]+er)\s+(?:than|als)\b"
    r"|\b(?P<romance>(?P<mas>mas|menos|plus|moins|piu|meno|mais)\s+(?:de\s+|d')?(?P<quanto>[\w'-]+(?:\s+[\w'-]+){0,2}?)"
    r"|mejor(?:es)?"
    r"|peor(?:es)?|meilleure?s?|pire|migliore|peggiore|melhor(?:es)?|pior(?:es)?)"
    r"\s+(?:que\b|qu'|di\b|che\b|do\s+que\b|del\s+que\b)"
)


# A preference's order, read as a comparison ("prefer"): "prefer X over / to / rather than / instead of Y", "rather X
# than Y", "X rather than Y", "X instead of Y", "prefiero X a Y", "je préfère X à Y", "lieber X als Y" (folded) — X
# first, Y second; "X rather than Y" and "X instead of Y" read X as what stands before in the clause
# (``_comparisons``, for ``inverted``: "The user prefers coffee over tea" behind "I prefer tea over coffee").
_PREFERRED_SIDE = r"[\w'-]+(?:\s+[\w'-]+){0,4}"
_PREFERRED = re.compile(
    r"\b(?:prefer|prefers|preferred|preferring|prefiero|prefiere|prefieren|preferimos|prefere|preferes|preferons"
    r"|preferent|prefiro|preferisco|preferisce|bevorzuge|bevorzugt|bevorzugen)"
    rf"\s+(?P<x>{_PREFERRED_SIDE}?)\s+(?:over|to|than|a|al|aux?|que|alla?|vor)\s+(?P<y>{_PREFERRED_SIDE})"
    rf"|\b(?:rather|lieber)\s+(?P<rx>{_PREFERRED_SIDE}?)\s+(?:than|als)\s+(?P<ry>{_PREFERRED_SIDE})"
    r"|\b(?:rather\s+than|instead\s+of|en\s+vez\s+de|en\s+lugar\s+de|au\s+lieu\s+de|plutot\s+que|statt|anstatt"
    rf"|invece\s+di|em\s+vez\s+de)\s+(?P<iy>{_PREFERRED_SIDE})"
)


_COMPARED_CLAUSE = re.compile(r"[.!?;:,\n()]|\b(?:but|however|pero|aber)\b")
# The person on a comparison's side: a first-person form (``words._FIRST_PERSON_FORMS``: "I'm", "we're", "me"), or the
# "be" of one ("I am", "soy"): no word of a side, as "the user" is none ("I'm older than my brother" is the person's
# side against the brother's, as "The user is younger than their brother" is).
_PERSON_SIDE = _FIRST_PERSON_FORMS | _wordset("am soy somos estoy estamos")
# The person on a side (a word of ``_PERSON_SIDE``, or "the user" of a claim; not a possessive: "my wife", "the
# user's wife" is the wife's side), read as one more word of it: "Tom is taller than the user" sets the person second
# where "I'm taller than Tom" sets them first, "The user's wife earns more than the user" where "I earn more than my
# wife" does (``inverted``).
_THE_PERSON = "@person"
_PERSON_NAMED = (
    (
        _PERSON_SIDE
        | _wordset(
            """user users team usuario usuaria equipo nutzer nutzerin benutzer benutzerin anwender anwenderin
            utilisateur utilisatrice equipe utilizador utilizadora utente"""
        )
    )
    - _MY
    - _wordset(
        """mine our ours nuestro nuestra nuestros nuestras unser unsere unserem unseren unserer unseres notre nos nosso
    nossos nossa nossas nostro nostra nostri nostre meu meus minha minhas meines"""
    )
)


def _comparisons(folded: str) -> list[tuple[str, list[str], list[str]]]:
    """Each comparison of a folded text (``_COMPARED``): its comparative, and the content words of its two sides; a
    comparison after "more" or "less" once more as of amounts (the comparative "more", the word after it on the
    first side)."""

    def said(text: str) -> list[str]:  # its content words and short names, the person's not; or the person alone
        words = [w for w in _tokens_said(text) if w not in _PERSON_SIDE]
        if any(w in _PERSON_NAMED for w in _WORD.findall(text)):
            return [*words, _THE_PERSON]
        return words

    out: list[tuple[str, list[str], list[str]]] = []
    for clause in _COMPARED_CLAUSE.split(folded):  # not at "mas" ("más rápido que" is no "but")
        for m in _COMPARED.finditer(clause):
            side, other = said(clause[: m.start()]), said(clause[m.end() :])
            out.append(((m.group("cmp") or m.group("romance")).split()[-1], side, other))
            if amount := said(m.group("amount") or m.group("quanto") or ""):
                out.append((m.group("more") or m.group("mas"), [*side, *amount], other))
        for m in _PREFERRED.finditer(clause):
            first = m.group("x") or m.group("rx")
            out.append(
                (
                    "prefer",
                    said(first if first is not None else clause[: m.start()]),
                    said(m.group("y") or m.group("ry") or m.group("iy")),
                )
            )
    return out


def inverted(claim: str, sources: Iterable[str]) -> list[str]:
    """The two things a claim's comparison sets the other way round from its sources': "MySQL is faster than Postgres"
    behind "Postgres is faster than MySQL for us", "MySQL ist schneller als Postgres" behind "Postgres ist schneller
    als MySQL", "MySQL è più veloce di Postgres" behind "Postgres è più veloce di MySQL". The same comparative (up to
    inflection), a word of the claim's first side that the sources say only after "than", and one of its second that
    they say only before; a source that also says it the claim's way turns nothing, nor another comparative ("MySQL
    is slower than Postgres" says the same)."""
    said = [c for t in sources for c in _comparisons(_flat(t))]
    for cmp, first, second in _comparisons(_flat(MARKER_RE.sub(" ", claim))):
        same = [(a, b) for c, a, b in said if _words_match(c, cmp)]

        def on(word: str, side: list[str]) -> bool:
            return any(_words_match(word, w) for w in side)

        x = [w for w in first if any(on(w, b) for _, b in same) and not any(on(w, a) for a, _ in same)]
        y = [w for w in second if any(on(w, a) for a, _ in same) and not any(on(w, b) for _, b in same)]
        if x and y:
            return [w if w != _THE_PERSON else "the person" for w in (*x, *y)]
    return []


# Who does what to whom in a clause (``_roles``): the person — "I", "me", "we" of a quote, "the user" of a claim (not a
# possessive: "my sister", "the user's sister" is the sister) —, one of their people (``_KIN``), or a name (a word
# written with a capital), each with its place around the clause's verb: the doer before it, the receiver after it
# (or after "to", "into", "for"), where it came "from"; in a passive ("was hired by"), the subject receives and the
# one after "by" does. A place said after "from" or "to" keeps that place too ("from Boston to Austin").
_ROLE_PERSON = _wordset("i me myself we us i'm i've i'd i'll we're we've user users team")
_ROLE_PREPOSITIONS = {"from": "from", "to": "to", "into": "to", "towards": "to", "toward": "to", "for": "to"}
_ROLE_PASSIVE = _wordset("is are was were been being be get gets got gotten getting")
# What a span after "from" or "to" skips before its words ("to the office", "from my sister").
_ROLE_SKIP = _ARTICLES | _MY | _wordset("a an his her their our your its")
# Verbs whose doer and receiver do it to each other ("I met Tom" is "Tom met the user"): not read, nor a clause that
# says so ("each other", "together").
_MUTUAL = _wordset(
    """meet meets met meeting marry marries married marrying date dates dated dating divorce divorces divorced
    divorcing"""
)
_MUTUAL_CLAUSE = re.compile(r"\b(?:each\s+other|one\s+another|together)\b")
# The roles the other way round: the doer where the quotes say the receiver or the origin, the origin where they say
# the destination (and the reverse of each).
_TURNED_ROLES = frozenset(
    {("doer", "to"), ("to", "doer"), ("doer", "from"), ("from", "doer"), ("from", "to"), ("to", "from")}
)


def _roles(text: str, names: frozenset[str]) -> list[tuple[str, dict[str, str]]]:
    """Each clause of ``text`` with someone or somewhere in it (``_ROLE_PERSON``): its verb (the first content word
    after its first participant, or the clause's first when it has none; "" for none at all, whose places after
    "from" and "to" alone are read) and each participant's role —
    "doer", "to" (a receiver, or where it goes), "from" —, the person as ``_THE_PERSON``. "Tom lent me his bike":
    ("lent", {"tom": "doer", _THE_PERSON: "to"}); "I moved from Boston to Austin": ("moved", {_THE_PERSON: "doer",
    "boston": "from", "austin": "to"}). ``names``: the names (folded) of the texts read together (``_role_names``)."""
    out: list[tuple[str, dict[str, str]]] = []
    for clause in _clauses(_flat(MARKER_RE.sub(" ", text))):
        if _MUTUAL_CLAUSE.search(clause):
            continue
        words = _WORD.findall(clause)

        def who(w: str) -> str | None:
            if w in _ROLE_PERSON:
                return _THE_PERSON
            bare = _bare(w)
            return bare if bare == w and (bare in _KIN or bare in names) else None

        verb, at, doer, passive = None, 0, None, False
        first = next((i for i, w in enumerate(words) if who(w)), None)
        for i in range(first or 0, len(words)):
            if (one := who(words[i])) is not None:
                if doer is not None:  # a second before a verb ("The user has a dog allergy"): no subject read
                    doer = None
                    break
                doer = one
                passive = passive or words[i].endswith(("'m", "'re"))  # "I'm engaged to Anna": "I am"
            elif words[i] in _ROLE_PASSIVE and doer is not None:
                passive = True
            elif _is_claim_word(_bare(words[i])) and words[i] not in _ROLE_PREPOSITIONS and words[i] not in _SKIPPED:
                verb, at = _bare(words[i]), i  # (not "currently", "really": "The user is currently reading …")
                break
        if verb in _MUTUAL:
            continue
        if verb is None:  # no verb ("… and then from Rome to Oslo"): only where from and where to
            verb, at, doer = "", -1, None
        # a verb in "-ing" is no passive: "I'm reading 'Dune' by Frank Herbert": the person reads, Herbert wrote
        passive = (
            passive
            and not verb.endswith("ing")
            and (verb.endswith(("ed", "en")) or verb in _IRREGULAR_PAST or "by" in words[at:])
        )
        roles: dict[str, str] = {}
        if doer is not None and first is not None and first < at:
            roles[doer] = "to" if passive else "doer"
        place = "object" if verb else "with"  # the role of who follows
        for w in words[at + 1 :]:
            if w in _ROLE_PREPOSITIONS or w in ("by", "with"):
                place = _ROLE_PREPOSITIONS.get(w, "doer" if passive and w == "by" else "with")
            elif (one := who(w)) is not None:
                roles.setdefault(one, "to" if place == "object" else place)
            elif w not in _ROLE_SKIP and place != "object":
                place = "with"  # what follows is of another kind ("to work at Acme"): no role read
        if roles:
            out.append((verb, roles))
    return out


def _role_names(texts: Iterable[str]) -> frozenset[str]:
    """The names (``_names``, folded) of a claim and its sources, read together: a name that opens a sentence ("Tom
    owes me 50 dollars") is one where another of them says it inside one ("The user owes Tom …"); "Please" never."""
    return frozenset(_flat(n) for t in texts for n in _names(t))


def _doers_of(text: str, verbs: frozenset[str], names: frozenset[str]) -> set[str]:
    """Who ``text`` says does one of ``verbs`` (``_roles``): the doers of an act's two ends (``_CONVERSES``)."""
    return {
        one for verb, roles in _roles(text, names) if verb in verbs for one, role in roles.items() if role == "doer"
    }


def swapped_roles(claim: str, sources: Iterable[str]) -> tuple[list[tuple[str, str, str]], bool]:
    """Who or where a claim sets in another role of the same verb than its sources do (``_roles``): "Tom lent the user
    his bike" behind "I lent my bike to Tom", "The user owes Tom 50 dollars" behind "Tom owes me 50 dollars", "The
    user moved from Austin to Boston" behind "I moved from Boston to Austin" — each as (the one, its role in the claim,
    in the sources), and whether two of them trade their roles (the whole turned: the doer and the receiver, the
    origin and the destination). One the sources also say in the claim's role (of any verb: "I flew from Paris to Rome
    and then from Rome to Oslo" backs "flew from Rome") turns nothing, nor a verb done to each other (``_MUTUAL``:
    "Ana married the user" behind "I married Ana")."""
    texts = list(sources)
    names = _role_names([claim, *texts])
    said = [r for t in texts for r in _roles(t, names)]
    if not said:
        return [], False
    turned: list[tuple[str, str, str]] = []
    for verb, roles in _roles(claim, names):
        theirs = [r for v, r in said if verb and v and _words_match(verb, v)]
        if len(roles) < 2:  # one alone ("Kubernetes move", a title) tells no role against another
            continue
        for one, role in roles.items():
            if any(r.get(one) == role for _, r in said):  # said in this role somewhere ("… and then from Rome")
                continue
            held = {r[one] for r in theirs if one in r}
            if other := next((h for h in sorted(held) if (role, h) in _TURNED_ROLES), None):
                turned.append((one, role, other))
    traded = any(a[1] == b[2] and a[2] == b[1] for a in turned for b in turned if a is not b)
    return list(dict.fromkeys(turned)), traded


# Words that say the opposite of each other (folded, each side's forms): a claim that says one where its quotes say
# only the other states the opposite — "The user loves Python" behind "I hate Python", "The integration tests pass on
# CI" behind "… fail on CI", "The beta flag is enabled" behind "… is disabled". A pair for a thing's state or a
# person's liking, never for words a sentence can say both of in one breath ("up", "more").
_OPPOSITES: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (_wordset(a), _wordset(b))
    for a, b in (
        (
            "like likes liked liking love loves loved loving enjoy enjoys enjoyed enjoying adore adores adored fond"
            " gusta gustan encanta encantan adoro aime aiment adorent mag magst liebe liebt piace piacciono"
            " gosto gosta ama aman amo adora adoran lieben",
            "dislike dislikes disliked disliking hate hates hated hating loathe loathes loathed detest detests detested"
            " despise despises despised odio odia odian detesto detesta deteste detestent hasse hasst odeio",
        ),
        (
            "pass passes passed passing succeed succeeds succeeded success successful",
            "fail fails failed failing failure",
        ),
        ("enable enables enabled", "disable disables disabled"),
        (
            "allow allows allowed permit permits permitted",
            "forbid forbids forbidden ban bans banned prohibit prohibits prohibited disallow disallows disallowed",
        ),
        ("public", "private"),
        ("required require requires mandatory compulsory", "optional"),
        ("fast faster fastest quick quicker", "slow slower slowest"),
        (
            "increase increases increased increasing",
            "decrease decreases decreased decreasing reduce reduces reduced reducing",
        ),
        ("older oldest elder eldest alter altere alteste", "younger youngest junger jungere jungste"),
        ("heavier heaviest", "lighter lightest"),
        ("bigger biggest larger largest", "smaller smallest"),
        ("taller tallest", "shorter"),
        ("stronger strongest", "weaker weakest"),
        ("higher", "lower"),
        ("before", "after"),
        ("earlier", "later"),
        ("short shorter shortest", "long longer longest"),
        ("open opened", "closed"),
        ("accept accepts accepted approve approves approved", "reject rejects rejected decline declines declined"),
        ("include includes included", "exclude excludes excluded"),
        ("online", "offline"),
        ("synchronous sync", "asynchronous async"),
        ("internal", "external"),
        ("upload uploads uploaded", "download downloads downloaded"),
        ("import imports imported", "export exports exported"),
        ("inbound", "outbound"),
        ("upstream", "downstream"),
        ("cheap cheaper cheapest", "expensive"),
        ("easy easier easiest", "hard harder hardest difficult"),
        ("better best", "worse worst"),
        ("true", "false"),
        ("valid", "invalid"),
        ("correct", "incorrect wrong"),
        ("supported", "unsupported deprecated"),
        ("light", "dark"),
        ("hot", "cold"),
        ("minimum", "maximum"),
        ("win wins won", "lose loses lost"),
    )
)


# Values of one kind, each excluding the others (each a side of its own; the words of one side say the same): how
# often — "The team deploys daily" behind "We deploy weekly" —, a colour — "The user's cat is white" behind "My cat is
# black".
_ALTERNATIVES: tuple[tuple[frozenset[str], ...], ...] = tuple(
    tuple(_wordset(side) for side in group)
    for group in (
        (
            "hourly",
            "daily nightly everyday",
            "weekly",
            "biweekly fortnightly",
            "monthly",
            "quarterly",
            "yearly annually",
        ),
        ("black", "white", "red", "green", "blue", "yellow", "orange", "purple", "pink", "brown", "grey gray"),
        # where a thing runs: an environment ("The team's production cluster runs on GKE" behind "Our staging cluster
        # runs on GKE")
        ("staging", "production prod produccion", "development"),
    )
)
# Acts that are each other's other end (folded, each side's forms): a claim that says one where its quotes say only
# the other turns what the person did — "The user bought a car" behind "I sold my car", "The user borrowed a bike"
# behind "I lent my bike to Tom", "The user joined Acme" behind "I left Acme". Excluding as ``_OPPOSITES`` do, said
# by the same doer (``opposed``: "The user received a gift from Tom" is "Tom sent me a gift"), but no complement: "did
# not buy" is not "sold" (``negated_opposites`` reads only ``_OPPOSITES``).
_CONVERSES: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (_wordset(a), _wordset(b))
    for a, b in (
        ("sell sells sold selling", "buy buys bought buying purchase purchases purchased purchasing"),
        ("lend lends lent lending", "borrow borrows borrowed borrowing"),
        ("give gives gave given giving", "receive receives received receiving"),
        ("send sends sent sending", "receive receives received receiving"),
        ("leave leaves left leaving quit quits quitting", "join joins joined joining start starts started starting"),
        ("start starts started starting", "finish finishes finished finishing"),
        ("hire hires hired hiring", "fire fires fired firing"),
        ("arrive arrives arrived arriving", "depart departs departed departing"),
        ("remember remembers remembered remembering", "forget forgets forgot forgotten forgetting"),
    )
)
_CONVERSE_PAIRS = frozenset(pair for a, b in _CONVERSES for pair in ((a, b), (b, a)))
# Each side with what excludes it: an opposite, an act's other end, or the other values of its kind.
_EXCLUDED: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    *(pair for a, b in (*_OPPOSITES, *_CONVERSES) for pair in ((a, b), (b, a))),
    *((side, frozenset().union(*(o for o in group if o is not side))) for group in _ALTERNATIVES for side in group),
)


# A direction of change (folded), read as "increased" or "decreased" for ``opposed``: "up" or "down" as the particle
# of a verb of change ("went up", "has gone down", "is up", "are down"), or a verb of change ("rose", "grew",
# "climbed"; "fell", "dropped", "shrank"), each only where nothing is its object or its idiom — at a clause's end, or
# before "by", "from", "to" a number, a number, a time ("since", "after", "last", "this") or an adverb in -ly ("rose
# sharply"): never "set up", "shut down", "sit down", "grew up", "up to date", "went down the hill", "fell in love",
# "dropped the ball".
_DIRECTION_AFTER = (
    r"(?=\s*(?:$|[.!?;:,)]|\d|to\s+\d|(?:by|from|since|after|over|during|again|last|this|and|but|because|when"
    r"|a\s+lot|(?!(?:early|only|really|family|likely)\b)\w+ly)\b))"
)
_DIRECTED = re.compile(
    r"(?:\b(?:go|goes|going|gone|went|is|are|was|were|been|be|'s|'re)\s+(?:(?P<up>up)|down)"
    r"|\b(?:(?P<rose>rise|rises|rising|rose|risen|grew|grown|grow|grows|growing|climb|climbs|climbed|climbing|soared"
    r"|spiked|doubled|tripled)|fall|falls|falling|fell|fallen|drop|drops|dropping|dropped|shrink|shrinks|shrinking"
    rf"|shrank|shrunk|plummeted|plunged|halved|dipped|sank))\b{_DIRECTION_AFTER}"
)


def _directed(folded: str) -> str:
    """A folded text with each direction of change (``_DIRECTED``) as "increased" or "decreased"."""
    return _DIRECTED.sub(lambda m: "increased" if m.group("up") or m.group("rose") else "decreased", folded)


_MORE = _wordset("more mehr mas plus piu mais")
_LESS = _wordset("less fewer weniger menos moins meno")


def _contrary(a: str, b: str) -> bool:
    """Whether two comparatives say the opposite of each other: a pair of ``_EXCLUDED`` ("faster", "slower"), or
    "more" and "less" (read only as comparatives: "more" is no opposite anywhere else)."""
    a, b = _bare(a), _bare(b)
    return (
        any(a in side and b in other for side, other in _EXCLUDED)
        or (a in _MORE and b in _LESS)
        or (a in _LESS and b in _MORE)
    )


def contradicted(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """A comparison a claim makes of the same two things, in the same order, with the opposite comparative of its
    sources': "Python is faster than Go" behind "Python is slower than Go", "The user's brother is younger than the
    user" behind "My brother is older than me", "We run less Go than Rust" behind "We run more Go than Rust" — as
    (the claim's comparative, the sources'). A word of the claim's first side the sources' comparison says first and
    not second, and one of its second side it says second and not first (a side of the sources' with no content
    word — "than me": the person's — then no word of the claim's side said on the other); the other order is the
    same fact ("Python is slower than Go" behind "Go is faster than Python": ``opposed`` leaves a compared word to
    these two readings)."""
    said = [c for t in sources for c in _comparisons(_flat(t))]

    def on(word: str, side: list[str]) -> bool:
        return any(_words_match(word, w) for w in side)

    def kept(words: list[str], same: list[str], other: list[str]) -> bool:  # the claim's side on the sources' same
        if not [w for w in same if w != _THE_PERSON]:  # the person alone, or no word: no word of the other side
            return not any(on(w, other) for w in words if w != _THE_PERSON)
        return any(on(w, same) and not on(w, other) for w in words)

    for cmp, first, second in _comparisons(_flat(MARKER_RE.sub(" ", claim))):
        for theirs, a, b in said:
            if not _contrary(cmp, theirs):
                continue
            if kept(first, a, b) and kept(second, b, a) and (first or second):
                return [(cmp, theirs)]
    return []


# An ordinal before a superlative (folded): "second oldest", "the second-largest customer", "third most popular",
# "el segundo más grande", "la deuxième plus grande ville", "il secondo più alto", "der Zweitälteste" (one word):
# what is ranked is not the top (``unranked``). A superlative in English ends in "-est" or is "best", "worst", or
# stands after "most" or "least"; in the Romance languages it stands after their "more" ("más", "plus", "più",
# "mais"), a noun between ("la segunda ciudad más grande").
_ORDINAL = (
    r"(?:\d+(?:st|nd|rd|th)|"
    + "|".join(sorted((w for w, n in _ORDINALS.items() if n > 1 and w not in _ORDINALS_DE), key=len, reverse=True))
    + ")"
)
_RANKED = re.compile(
    rf"\b{_ORDINAL}[\s-]+(?:(?:most|least)\s+(?P<most>[\w'-]+)|(?P<est>\w+est|best|worst)\b)"
    rf"|\b{_ORDINAL}\s+(?:[\w'-]+\s+)?(?:mas|menos|plus|moins|piu|meno|mais)\s+(?P<mas>[\w'-]+)"
    r"|\b(?:zweit|dritt|viert|funft)(?P<de>\w{2,}st(?:e|er|es|en|em)?)\b"
)


def _tops(folded: str) -> tuple[list[str], str]:
    """A folded text's superlatives said with an ordinal before them (``_RANKED``: "oldest" of "second oldest",
    "most popular" of "third most popular") and the text without them."""
    ranked = []
    for m in _RANKED.finditer(folded):
        if m.group("est") or m.group("de"):
            ranked.append(m.group("est") or m.group("de"))
        else:
            ranked.append(f"{'most' if m.group('most') else 'mas'} {m.group('most') or m.group('mas')}")
    return ranked, _RANKED.sub(" ", folded)


def _says_top(folded: str, top: str) -> bool:
    """``folded`` (with no ranked superlative left) says ``top`` as the top: the word, or "most" (its kin) before it."""
    first, _, word = top.rpartition(" ")
    said = "|".join(map(re.escape, sorted(_alike(word))))  # "the eldest" says "the oldest" (``words._ONE_WORD``)
    if not first:
        return re.search(rf"\b(?:{said})\b", folded) is not None
    return re.search(rf"\b(?:most|least|mas|menos|plus|moins|piu|meno|mais)\s+(?:{said})\b", folded) is not None


def unranked(claim: str, sources: Iterable[str]) -> list[str]:
    """The superlatives a claim says as the top where its sources say them only ranked after it (``_RANKED``): "The
    user is the oldest of four siblings" behind "I'm the second oldest of four siblings", "Acme is the largest
    customer" behind "Acme is our second-largest customer", "Der Nutzer ist der Älteste" behind "Ich bin der
    Zweitälteste". A superlative the sources also say with no ordinal before it ("I'm the oldest; my sister is the
    second oldest"), or the claim ranks too, is not read."""
    texts = [_tops(_flat(t)) for t in sources]
    _, plain = _tops(_flat(MARKER_RE.sub(" ", claim)))
    out: list[str] = []
    for top in dict.fromkeys(t for ranked, _ in texts for t in ranked):
        if _says_top(plain, top) and not any(_says_top(rest, top) for _, rest in texts):
            out.append(top)
    return out


# An ordinal (``numbers._ORDINALS``, or in digits: "3rd") and the word right after it, as the fold reads them.
_ORDINAL_BEFORE = re.compile(
    rf"(?<![\w'-])(?P<ord>\d+(?:st|nd|rd|th)|{'|'.join(sorted(_ORDINALS, key=len, reverse=True))})"
    rf"\s+(?P<noun>{_WORD.pattern})"
)


def _ordinals(folded: str) -> list[tuple[int, str, str]]:
    """A folded text's ordinals before a content word ("second marriage", "3rd floor", "zweite Ehe"): each its value,
    as written, and the word after it (bare)."""
    out = []
    for m in _ORDINAL_BEFORE.finditer(folded):
        said = m.group("ord")
        value = int(said[:-2]) if said[0].isdigit() else _ORDINALS[said]
        if _is_claim_word(noun := _bare(m.group("noun"))) or noun in _KIN:  # "son", a stop word (French "his")
            out.append((value, said, noun))
    return out


def reranked(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """The ordinals a claim says before a noun where its quotes say another before the same noun, and this one
    nowhere: "It is the user's first marriage" behind "It's my second marriage", "lives in the first house on the
    left" behind "We live in the second house on the left", "Es el primer matrimonio" behind "mi segundo matrimonio",
    "die erste Ehe" behind "meine zweite Ehe". A place in an order is a fact of its own, and one word of a short claim
    (coverage lets it through). An ordinal the quotes say anywhere ("my first job; my second job was …") is not read,
    nor one with another noun ("for the first time" behind "First, I moved to Lyon"). Each pair: the claim's ordinal
    and noun, the quote's."""
    mine = _ordinals(_flat(MARKER_RE.sub(" ", claim)))
    if not mine:
        return []
    theirs = [o for t in sources for o in _ordinals(_flat(t))]
    held = {value for value, _, _ in theirs}
    out: list[tuple[str, str]] = []
    for value, said, noun in mine:
        other = next((f"{o} {n}" for _, o, n in theirs if _words_match(noun, n)), None)
        if value not in held and other:
            out.append((f"{said} {noun}", other))
    return out or [
        (f"{said} {noun}", next(f"{o} {n}" for _, o, n in theirs if _words_match(noun, n)))
        for value, said, noun in mine
        if value not in held and any(_words_match(noun, n) for _, _, n in theirs)
    ]


# A degree of a skill at its top (folded): "fluent", "native", "expert", "con fluidez", "fließend", "couramment",
# "madrelingua", "fluente" — and a little of one: "a little", "a bit of", "some", "basic", "conversational",
# "un poco de", "algo de", "ein bisschen", "ein wenig", "etwas", "un peu de", "un po' di", "um pouco de" before the
# word it measures, or "básico", "basique" after it ("japonés básico"). A claim that says the top where its quotes say
# a little of the same thing raises the degree (``raised``).
_DEGREE_TOP = _wordset(
    """fluent fluently fluency native natively expert proficient bilingual fluidez fluido fluida fluidamente nativo
    nativa experto experta fliessend fliessende fliessendes muttersprachler muttersprachlerin muttersprachlich
    couramment natif fluente fluentemente correntemente madrelingua"""
)
_DEGREE_LITTLE = (
    re.compile(
        r"\b(?:a\s+little|a\s+bit(?:\s+of)?|some|basic|conversational|rudimentary|beginner|elementary"
        r"|un\s+poco(?:\s+de)?|algo\s+de|ein\s+(?:bisschen|wenig)|etwas|un\s+peu(?:\s+de)?|un\s+po'?(?:\s+di)?"
        r"|um\s+pouco(?:\s+de)?"
        # ... and a skill the person says they barely have ("I barely know Python", "I hardly speak any Japanese", "I'm
        # a beginner at Rust", "I'm new to Go")
        r"|(?:barely|hardly|scarcely)\s+(?:know|speak|understand|use|read|write|code\s+in|play)(?:\s+any)?"
        r"|(?:beginner|novice|newbie)\s+(?:at|in|with)|new\s+to)\s+(?P<word>[\w'-]+)"
    ),
    re.compile(
        r"\b(?P<word>[\w'-]+)\s+(?:basico|basica|basique|a\s+little|a\s+bit|un\s+poco|ein\s+bisschen|un\s+peu)\b"
    ),
)


def raised(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """A degree a claim raises to the top from what its sources say is a little (``_DEGREE_LITTLE``): "The user speaks
    fluent Japanese" behind "I can speak a little Japanese", "El usuario habla japonés con fluidez" behind "Hablo un
    poco de japonés", "Der Nutzer spricht fließend Japanisch" behind "Ich spreche ein bisschen Japanisch" — as (the
    claim's top word, the sources' little). A little of what the claim does not say ("I have some Japanese friends" is
    read, "a little dog" is not) raises nothing, nor one of what a clause of the sources says at the top ("I spoke a
    little Japanese; now I'm fluent in Japanese"); a top said of another thing does not back it ("I'm fluent in Spanish
    and speak a little Japanese"). A claim that says the little ("speaks some Japanese") says no top."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    tops = [w for w in map(_bare, _WORD.findall(flat)) if w in _DEGREE_TOP]
    if not tops:
        return []
    claimed = [w for w in _claim_words(flat) if w not in _DEGREE_TOP]
    clauses = [c for t in sources for c in _clauses(_flat(t))]
    little = [
        (m.group(0), word)
        for clause in clauses
        for m in (m for rx in _DEGREE_LITTLE for m in rx.finditer(clause))
        if _is_claim_word(word := _bare(m.group("word"))) and any(_words_match(word, c) for c in claimed)
    ]
    at_top = [
        words for words in (list(map(_bare, _WORD.findall(c))) for c in clauses) if any(w in _DEGREE_TOP for w in words)
    ]
    if any(any(_words_match(word, w) for words in at_top for w in words) for _, word in little):
        return []
    return [(tops[0], little[0][0])] if little else []


def opposed(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """The words a claim says where its sources say only their opposite or another value of their kind
    (``_OPPOSITES``, ``_CONVERSES``, ``_ALTERNATIVES``), as (the claim's, the sources'): a word the claim does not
    negate, no word of its side in the sources, and one that excludes it they say with no negation on it ("I don't
    hate Python" is not "I hate Python": what it is, is not read). A word the claim negates is read against its
    opposite the sources negate alone: "The user does not like Python" behind "I don't hate Python" says "not like"
    where they say "not hate" (``_OPPOSITES`` only: not hating is not disliking)."""
    texts = list(sources)
    held = [(_bare(w), neg) for t in texts for w, neg in _polarity(_directed(_flat(t)))]
    folded = _flat(MARKER_RE.sub(" ", claim))
    compared = {_bare(cmp) for cmp, _, _ in _comparisons(folded)}  # "MySQL is slower than Postgres": ``inverted``'s
    out: list[tuple[str, str]] = []
    for word, negated in _polarity(_directed(folded)):
        word = _bare(word)
        if (
            negated
            and word in _OPPOSITE_OF
            and word not in compared
            and not any(_words_match(word, w) for w, _ in held)
        ):
            other = _OPPOSITE_OF[word]
            said = [(w, neg) for w, neg in held if w in other and not _negator(w)]  # "forbidden" negates itself
            if said and all(neg for _, neg in said):
                out.append((f"not {word}", f"not {said[0][0]}"))
            continue
        for side, other in _EXCLUDED:
            if negated or word in compared or word not in side or any(w in side for w, _ in held):
                continue
            if (side, other) in _CONVERSE_PAIRS and (
                any(
                    _bare(w) in other for w in _WORD.findall(folded)
                )  # both ends ("started at Acme after leaving Beta")
                or not _doers_of(claim, side, names := _role_names([claim, *texts]))
                & {d for t in texts for d in _doers_of(kept_memory(_flat(t)), other, names)}
            ):
                continue  # or another doer: "The user received a gift from Tom" is "Tom sent me a gift"
            if theirs := [w for w, neg in held if w in other and not neg]:
                out.append((word, theirs[0]))
    return list(dict.fromkeys(out))


# Each word of an ``_OPPOSITES`` side with the side that excludes it.
_OPPOSITE_OF: dict[str, frozenset[str]] = {
    w: other for a, b in _OPPOSITES for side, other in ((a, b), (b, a)) for w in side
}


def negated_opposites(claim: str, sources: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """The words a claim negates whose opposite (``_OPPOSITES``) a clause of its sources affirms together with every
    other content word of the claim's clause, each with those other words: "The user does not like Python" behind
    "I hate Python", "The beta flag is not enabled" behind "The beta flag is disabled", "Al usuario no le gusta
    Python" behind "Odio Python" — the claim's "not" is the quote's opposite, said in other words. What the quote
    negates is not its opposite ("I don't hate Python" backs no "does not like"), nor does a negated liking say a
    hating ("I don't like Python" behind "The user hates Python": the claim says more, and is not read here)."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not any(_bare(w) in _OPPOSITE_OF for w in _WORD.findall(folded)):
        return {}
    negated = [
        (clause, [w for w, neg in ((_bare(w), neg) for w, neg in _polarity(clause)) if neg and w in _OPPOSITE_OF])
        for clause in _clauses(folded)
    ]
    if not any(words for _, words in negated):
        return {}
    held = [[(_bare(w), neg) for w, neg in _polarity(c)] for t in sources for c in _clauses(_flat(t))]
    short = _short_names(claim)
    out: dict[str, tuple[str, ...]] = {}
    for clause, turned in negated:
        for word in turned:
            words = [*_claim_words(clause), *(w for w in map(_bare, _WORD.findall(clause)) if w in short)]
            rest = tuple(w for w in dict.fromkeys(words) if w != word and not _negator(w))
            if rest and any(
                any(w in _OPPOSITE_OF[word] and not neg for w, neg in said)
                and all(any(_words_match(r, w) for w, _ in said) for r in rest)
                for said in held
            ):
                out[word] = rest
    return out


def says_whole(claim: str, quote: str) -> bool:
    """Does ``claim`` say a quote whole and no more: every content word of the claim carried by the quote
    (``coverage``: in its words, its opposite negated, its ending), and every content word of the quote said by the
    claim, in its own word, as the opposite the claim negates (``negated_opposites``) or as the claim's verb in the
    third person (``words._person_form``) — "Al usuario no le gusta
    Python" behind "Odio Python", "The user dislikes cilantro" behind "I hate cilantro"; not "The user hates Python
    at work" behind "I hate Python" (more than it), nor "The user hates Java" behind "I hate Python"."""
    quoted = _claim_words(_disliked(_flat(quote)))
    if not quoted or coverage(claim, [quote])[1]:
        return False
    said = _claim_words(_disliked(_flat(MARKER_RE.sub(" ", claim))))
    turned = {o for w in negated_opposites(claim, [quote]) for o in _OPPOSITE_OF[w]}
    verb = _persons_verb(_flat(claim))[0]  # "El usuario odia Python" says "Odio Python" whole
    return all(w in turned or any(_words_match(w, c) for c in said) or (verb and _person_form(w, verb)) for w in quoted)


# A restriction ("only", folded: "solo", "solamente", "seulement", "uniquement", "nur", "soltanto") and a claim's
# saying it of everyone or always ("anyone", "everyone", "every day", "todos", "tout le monde", "jeder", "alle",
# "tutti"): ``restricted``. "Only" that limits nothing ("not only", "if only", "only just") is not read.
_ONLY = re.compile(
    r"(?<!\bnot )(?<!\bif )\b(?:only|solo|solamente|unicamente|seulement|uniquement|nur|soltanto|apenas)\b"
    r"(?!\s+(?:just|ever|been|recently)\b)"
)
_EVERYONE = re.compile(
    r"\b(?:anyone|anybody|everyone|everybody|every\s+[\w'-]+|all\s+(?:users|members|employees|staff|the\s+time)"
    r"|todos|todas|cualquiera|todo\s+el\s+mundo|tout\s+le\s+monde|n'importe\s+qui|tous|toutes|jeder|jede|alle"
    r"|jedermann|chiunque|tutti|todo\s+mundo|qualquer\s+um)\b"
)


def restricted(claim: str, sources: Iterable[str]) -> list[str]:
    """A restriction its sources say that a claim widens to everyone or every time: "Anyone can delete projects" or
    "Everyone can delete projects" behind "Only admins can delete projects", "The user cooks every day" behind "Only
    on weekends do I cook" — the claim's word for everyone, and the sources' "only": a claim that says "only" or its
    restriction itself ("Deleting projects is restricted to admins") is not read, nor a word for everyone the sources
    say too ("Only I cook, and I cook every day")."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    texts = [_flat(t) for t in sources]
    if _ONLY.search(flat) or not any(_ONLY.search(t) for t in texts):
        return []
    said = {w for t in texts for w in _WORD.findall(t)}
    for m in _EVERYONE.finditer(flat):
        if m.group(0).split()[0] not in said:
            return [m.group(0), next(o.group(0) for t in texts for o in _ONLY.finditer(t))]
    return []


# A condition turned: "unless" (folded: "a menos que", "salvo que", "a moins que", "sauf si", "es sei denn", "außer
# wenn", "a meno che", "tranne se") against a claim's "when" or "if" ("cuando", "si", "quand", "lorsque", "wenn",
# "falls", "quando", "se") of the same condition: ``unless_turned``.
_UNLESS = re.compile(
    r"\b(?:unless|a\s+menos\s+que|salvo\s+que|a\s+moins\s+que|sauf\s+si|es\s+sei\s+denn|ausser\s+wenn"
    r"|a\s+meno\s+che|tranne\s+se)\s+(?P<cond>[^.;:!?,\n]+)"
)
_WHEN = re.compile(r"\b(?:when|whenever|if|once|cuando|si|quand|lorsque|wenn|falls|quando|se)\s+(?P<cond>[^.;:!?,\n]+)")


def unless_turned(claim: str, sources: Iterable[str]) -> list[str]:
    """A condition a claim sets with "when" or "if" that its sources set with "unless": "The deploy fails when the
    cache is warm" behind "The deploy fails unless the cache is warm" — the condition negated. The same content words
    on both sides (up to inflection), the claim's not negated ("… when the cache isn't warm" says the same); a claim
    that says "unless" itself is not read, nor another condition ("… when the cache is cold")."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    if _UNLESS.search(flat):
        return []

    def words(text: str) -> list[str]:
        return [w for w in map(_bare, _WORD.findall(text)) if _is_claim_token(w)]

    theirs = [words(m.group("cond")) for t in sources for m in _UNLESS.finditer(_flat(t))]
    for m in _WHEN.finditer(flat):
        mine = words(m.group("cond"))
        if not mine or _is_negative(m.group("cond")):
            continue
        for cond in theirs:
            if all(any(_words_match(a, b) for b in cond) for a in mine) and all(
                any(_words_match(a, b) for b in mine) for a in cond
            ):
                return [m.group(0).strip(), "unless " + " ".join(cond)]
    return []


# A name: a word with a capital past a sentence's first word (or opening one before a verb that credits
# someone), a capital inside it (SQLite, DuckDB), two capitals or more (AWS, DBA), or letters and digits
# mixed (p95, gpt4o).
_TOKEN = re.compile(
    rf"[^\W_{CJK_CHARS}](?:{_WORD_CHAR}|[.+#'{_MARKS}-])*(?:{_WORD_CHAR}|[+#{_MARKS}])|[^\W_{CJK_CHARS}]"
)


def _opens_sentence(text: str, at: int) -> bool:
    """Whether a word at ``at`` opens a sentence: only blanks before it, or a sentence's end (``.!?:;``) or a line
    break before it and blanks. Read back over the blanks before it, never the whole text before it (that, for
    every word of a long text, is quadratic)."""
    start = at
    while start and text[start - 1].isspace():  # str.isspace is re's \s
        start -= 1
    return not start or text[start - 1] in ".!?:;" or "\n" in text[start:at]


def _labels_value(text: str, at: int, end: int) -> bool:
    """Whether the word from ``at`` to ``end`` is a label's whole value: a colon before it on its line, and its
    clause ending right after it ("Employer: Barclays.", "a dog: Rex", "Security answer: Pemberwick"). Such a
    capital names something, where a colon's capital before more words opens a sentence ("Note: Backups run
    nightly"). Reads only the blanks around the word."""
    start = at
    while start and text[start - 1] in " \t":
        start -= 1
    if not start or text[start - 1] != ":":
        return False
    while end < len(text) and text[end] in " \t":
        end += 1
    return end == len(text) or text[end] in ".,;!?)\n\r"


# A capitalised word that opens a sentence is a name when a verb that credits someone follows it: "Ana
# chose Postgres" names who chose ("Backups run nightly" names no one).
_CREDITED = re.compile(
    r"\s+(?:(?:also|then|finally|already|just)\s+)?(?:decided|decides|chose|chooses|picked|picks|selected|said|says"
    r"|told|wants|wanted|prefers|preferred|insisted|insists|agreed|agrees|approved|approves|confirmed|confirms"
    r"|asked|asks|requested|requests|rejected|rejects|proposed|proposes|suggested|suggests|owns|leads|signed"
    r"|decidio|eligio|dijo|quiere|prefiere)\b"
)


# A word of a script of India or Southeast Asia (``normalise.BRAHMIC``: Devanagari to Sinhala, Thai, Lao, Myanmar,
# Khmer): no capital tells a name there ("मुंबई" is written as "रहता" is), so each content word of a claim in one is
# read as a name its quotes must hold ("उपयोगकर्ता मुंबई में रहता है" behind "मैं दिल्ली में रहता हूँ" brings its own city).
_UNCASED = re.compile(f"[{BRAHMIC}]")


def _names(text: str) -> list[str]:
    """The names a text says (``_named``), as a new list."""
    return list(_named(text))


# A command's long flag ("--force", "--no-verify"): a name of what a command is told, which a memory says only as its
# quotes do ("The team deploys with --force" behind "We deploy on Fridays" adds an instruction).
_FLAG = re.compile(r"(?<![\w-])--[a-z][\w-]*", re.IGNORECASE)


_CLOCK_TOKEN = re.compile(r"\d{1,2}(?::\d{2})?[ap]m", re.IGNORECASE)


@lru_cache(maxsize=2048)
def _named(text: str) -> tuple[str, ...]:
    """The names a text says: addresses, a command's flags (``_FLAG``), words with capitals or digits where prose
    has none (not a capital that opens a sentence, unless a verb that credits someone follows), and the content
    words of a script without capitals (``_UNCASED``). Read once per text: the readings ask it of
    the same quotes again and again."""
    text = MARKER_RE.sub(" ", text)  # a redaction mask is ours, not a name the text says
    out: list[str] = [m.group(0).rstrip(".,;:") for m in _ADDRESS.finditer(text)]  # addresses are names too
    text = _ADDRESS.sub(" ", text)
    out += [m.group(0) for m in _FLAG.finditer(text)]  # and a command's flags ("--force")
    for m in _TOKEN.finditer(text):
        word = _bare(m.group(0))  # "d'Airbus" names Airbus
        upper = sum(ch.isupper() for ch in word)
        opening = _opens_sentence(text, m.start()) and not _CREDITED.match(text, m.end())
        opening = opening and not _labels_value(text, m.start(), m.end())
        mixed = any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word)
        mixed = mixed and not _CLOCK_TOKEN.fullmatch(word)  # "2am" is a time (``numbers._clock``), no name
        named = upper >= 2 or (upper and not opening) or (upper and not word[0].isupper()) or mixed
        named = named or (_UNCASED.match(word) is not None and _is_claim_word(_flat(word)))
        if named and _flat(word) not in _NOT_CLAIM:
            out.append(word)
    return tuple(dict.fromkeys(out))


# A name written in lower case ("The user's sister anna is a nurse"): no capital tells it, and no list of names
# could ("anna" is spelt as "older" is), so it is read by where it stands (``_placed_names``). After a word that gives
# a name (``words._NAMING``: "a nurse named anna", "un perro llamado max", "ein Hund namens max"), after "name is"
# and the other languages' "se llama", "s'appelle", "si chiama", "heißt"; and right after one of the person's people
# (``_KIN``, an article or a possessive before it) as their apposition: set off by commas ("sister, anna, is"), or
# before the clause's verb ("sister anna is", "friend bob works", "mi hermana ana es").
_NAME_IS = _wordset("name nombre nom nome")  # ... before "is" ("her name is anna", "su nombre es ana")
_NAME_SE = _wordset("se si")  # ... before one of these ("se llama", "si chiama", "se chama")
_NAME_VERB = _wordset("llama chiama chama")
_NAME_VERB_ALONE = _wordset("s'appelle heisst")  # ... as written ("s'appelle", German "heißt")
_CLAUSE_END = re.compile(r"[.;:!?()\n]")  # what ends an apposition's clause ("sister (older) is": no name after it)
_OPENS_NOUN = _INTRODUCERS | _ARTICLES | _MY  # what opens a noun: "the", "their", "mi", "die", "meine"
# A phrase of time, which no name opens ("yesterday", "last weekend", "today": ``words._NOW``, ``words._PAST_TIME``).
_TIME_AT = re.compile(rf"{_NOW.pattern}|{_PAST_TIME.pattern}")
# The person, as the subject of an English "called" that is the verb of calling ("The user called support").
_CALLER = _PERSON | _HE_SHE | _SUBJECTS | _DOERS | _wordset("you who")


def _verb_like(word: str) -> bool:
    """A folded word that may be its clause's verb: a form of "be", "have", "do" or a modal (``words._FINITE``), a
    verb of a state (``_STATE_VERBS``: "lives", "vive", "wohnt"), "be" or "have" in another language (``_IS_HAS``),
    an irregular past ("got"), or an English form in "-s" or "-ed" ("works", "moved"; not "-ss", "-us", "-is", nor a
    compound: "nature-inspired"). Not a verb that is also an article or a preposition (``_INTRODUCERS``: French "a" is
    English "a")."""
    if word in _INTRODUCERS:
        return False
    english = len(word) > 3 and "-" not in word
    return (
        word in _FINITE
        or word in _STATE_VERBS
        or word in _IS_HAS
        or word in _IRREGULAR_PAST
        or word in _AUXILIARY_PAST
        or (english and (word.endswith("ed") or (word.endswith("s") and not word.endswith(("ss", "us", "is")))))
    )


def _name_like(word: str) -> bool:
    """A folded word that may be a name: a content word (``_is_claim_word``), none of the person's people
    (``_KIN``), no adverb a subject and its verb may hold between them (``_BETWEEN``, "-ly": "sister recently moved",
    "sister now lives", "sister also works"), no word that opens a clause ("however": ``words._CLAUSE_START``) and no
    English form in "-ing" ("her kids having", "friends watching")."""
    return (
        _is_claim_word(word)
        and word not in _KIN
        and word not in _BETWEEN
        and not word.endswith(("ly", "ing"))
        and not _CLAUSE_START.fullmatch(word)
    )


class _Placed:
    """A claim's words as ``_placed_names`` reads them: each folded (``toks``, ``_bare``; ``raw`` as written) with
    what stands between it and the next (``after``: a comma, a clause's end or only blanks)."""

    def __init__(self, claim: str) -> None:
        self.folded = _flat(MARKER_RE.sub(" ", claim))
        self.found = list(_WORD.finditer(self.folded))
        self.raw = [m.group(0) for m in self.found]
        self.toks = [_bare(w) for w in self.raw]
        ends = [m.start() for m in self.found[1:]] + [len(self.folded)]
        self.after = [self.folded[m.end() : e] for m, e in zip(self.found, ends, strict=False)]  # none: no word

    def opens_noun(self, k: int) -> bool:
        """Word k opens a noun as an article or a possessive does ("the", "their", "mi", "user's")."""
        return k >= 0 and not self.after[k].strip() and (self.toks[k] in _OPENS_NOUN or self.raw[k].endswith("'s"))

    def ends(self, i: int) -> bool:
        """The clause ends after word i."""
        return i + 1 >= len(self.toks) or _CLAUSE_END.search(self.after[i]) is not None

    def verb_after(self, i: int, *, strong: bool) -> bool:
        """The clause's verb follows word i, an adverb allowed between (``_BETWEEN``, "-ly": "anna recently moved"):
        ``_verb_like``, or with ``strong`` only a form of "be", "have", "do" or a modal."""
        j = i + 1
        while (
            j < len(self.toks)
            and not self.after[j - 1].strip()
            and (self.toks[j] in _BETWEEN or self.toks[j].endswith("ly"))
        ):
            j += 1
        if j >= len(self.toks) or self.after[j - 1].strip():
            return False
        return self.toks[j] in _FINITE or self.toks[j] in _IS_HAS if strong else _verb_like(self.toks[j])

    def name_at(self, i: int, *, bound: bool, english: bool = True) -> list[str]:
        """The name that starts at word i: one word, or two when the second ends where a name may end ("anna
        smith"); none when a phrase of time starts there ("last weekend"). ``bound``: an apposition's, which the
        clause's verb or a comma must follow — after a word that may be a verb itself, only "be", "have" or a modal,
        and only they in a clause no English article or possessive opens (``english``: "mi hermana mayor vive")."""
        toks = self.toks
        if i >= len(toks) or not _name_like(toks[i]) or _TIME_AT.match(self.folded, self.found[i].start()):
            return []
        two = [toks[i : i + 2]] if i + 1 < len(toks) and not self.after[i].strip() else []
        for name in [*two, [toks[i]]]:
            k = i + len(name) - 1
            if len(name) == 2 and (any(map(_verb_like, name)) or not _name_like(name[1])):
                continue
            verb = _verb_like(toks[k])
            if (
                ("," in self.after[k] and not verb)
                or self.verb_after(k, strong=verb or not english)
                or (not bound and (len(name) == 1 or self.ends(k)))
            ):
                return name
        return []


def _given_names(words: _Placed) -> list[str]:
    """The words a naming word gives (``_NAME_IS``'s comment: "named anna", "se llama max", "name is max"). An English
    "called" right after the one who calls ("The user called support", "Her mom called yesterday") is the verb of
    calling: what follows it is read only as an apposition, before the verb or set off by a comma ("sister called
    anna is"), unless "a" and a verb of having before the noun make it a name's (``words._naming``: "has a dog called
    biscuit who")."""
    toks, out = words.toks, []
    for i, tok in enumerate(toks[:-1]):
        if words.after[i].strip():
            continue
        before = toks[i - 1] if i else ""
        if (
            tok in _NAMING
            or words.raw[i] in _NAME_VERB_ALONE
            or (tok in _NAME_VERB and before in _NAME_SE)
            or (tok in _IS_HAS and before in _NAME_IS and not words.after[i - 1].strip())
        ):
            calling = tok == "called" and (before in _CALLER or before in _KIN) and not _naming(toks, i)
            out += words.name_at(i + 1, bound=calling)
    return out


def _apposed_names(words: _Placed) -> list[str]:
    """The words in apposition right after one of the person's people (``_KIN``, an article or a possessive before
    it, an adjective allowed between: "the user's best friend"): set off by a comma and ending with a comma or the
    clause ("sister, anna, is"; no participle: "mom, retired, lives"; after "del usuario" and the like,
    ``_OF_THE_PERSON``, only so: "la hermana del usuario, ana, es"), or one or two words before the clause's verb
    ("sister anna is", "sister anna smith works"). Not after a possessor ("sister's husband"), nor after a plural,
    whose verb may have no "-s" ("her kids enjoy")."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks):
        opener = (
            i - 1
            if words.opens_noun(i - 1)
            else i - 2
            if words.opens_noun(i - 2) and _is_claim_word(toks[i - 1])
            else None
        )
        if tok not in _KIN or words.raw[i].endswith("'s") or opener is None:
            continue
        english = toks[opener] in _DETERMINING or words.raw[opener].endswith("'s")
        j, gap = i + 1, after[i]
        if m := _OF_THE_PERSON_AT.match(words.folded, words.found[i].end()):
            j = next((k for k in range(i + 1, len(toks)) if words.found[k].start() >= m.end()), len(toks))
            if "," not in after[j - 1]:
                continue
            gap = after[j - 1]
        if j >= len(toks) or _CLAUSE_END.search(gap):
            continue
        if "," in gap:
            name = words.name_at(j, bound=False)  # ... no participle ("the user's mom, retired, lives …")
            last = j + len(name) - 1
            out += name if name and not toks[last].endswith("ed") and ("," in after[last] or words.ends(last)) else []
        elif not gap.strip() and not (tok.endswith("s") and not tok.endswith("ss")):
            out += words.name_at(j, bound=True, english=english) or _joined_name(words, opener, j)
    return out


# The verbs a plural subject says with no "-s" that the gate knows without a list of its own: the present of the
# irregular verbs (``words._IRREGULAR_PAST``'s: "go", "swim", "run") and of liking ("like", "love", "enjoy").
_BARE_VERBS = frozenset(_IRREGULAR_PAST.values()) | frozenset(w for w in _LIKING if not w.endswith(("s", "d")))


def _joined_name(words: _Placed, opener: int, j: int) -> list[str]:
    """An English word in apposition after one of the person's people who are the second of two subjects joined by
    "and" ("The user and their friend bob go climbing"): the plural's verb has no "-s" (``_BARE_VERBS``, or "be",
    "have", a modal), which ``_Placed.name_at`` reads as no verb."""
    toks = words.toks
    if opener < 1 or toks[opener - 1] != "and" or words.after[opener - 1].strip() or j + 1 >= len(toks):
        return []
    if toks[opener] not in _POSSESSIVES and not words.raw[opener].endswith("'s"):
        return []
    name = toks[j]
    if not _name_like(name) or _verb_like(name) or name in _BARE_VERBS or words.after[j].strip():
        return []
    return [name] if toks[j + 1] in _BARE_VERBS or toks[j + 1] in _FINITE else []


# The English possessives that make the noun after them one of someone's people ("their sister", "his friend"), and
# what may follow a name set after such a noun as a clause's object: a preposition that goes on with the clause
# ("met their friend bob at the gym", "went with her dog max to the vet").
_POSSESSIVES = _wordset("my your his her their our")
_AFTER_OBJECT = _SETTING_BESIDE | _wordset("to for about")
# English adverbs of place and time that stand where such a name stands ("brought their dog home", "took their dog
# outside", "visited their brother abroad", "met their friend twice"): no name.
_WHERE_OR_WHEN = _wordset(
    """home abroad away back together overseas nearby tonight tomorrow apart along alone around upstairs downstairs
    inside outside indoors outdoors online offline everywhere somewhere anywhere nowhere elsewhere twice thrice once
    again instead first last later early late downtown everyday sometime soon anymore less much either"""
)


def _object_apposed_names(words: _Placed) -> list[str]:
    """English words in apposition after one of someone's people as the clause's object ("lives with their sister
    anna.", "met their friend bob at the gym"): one word right after a singular kin noun (``_KIN``) a possessive opens
    ("their", "his", "the user's"), that ends the clause, meets a comma or meets a preposition (``_AFTER_OBJECT``).
    What stands there and is no name is an adverb of place or time ("brought their dog home", "visits their mom
    often", "called their mom yesterday": ``_WHERE_OR_WHEN``, ``_name_like``, ``_TIME_AT``), a quality the object is
    left in, at the clause's end (``_ADJECTIVE_ENDINGS``: "keeps their dog happy"), or a verb ("saw their
    dog got out", "let their dog sleep": ``_verb_like`` reads "-s", "-ed" and the irregular pasts; a bare verb after
    "help", "let" or "make" is its quote's own word, held)."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[:-1]):
        possessed = i and not after[i - 1].strip() and (toks[i - 1] in _POSSESSIVES or words.raw[i - 1].endswith("'s"))
        if tok not in _KIN or not possessed or words.raw[i].endswith("'s") or after[i].strip():
            continue
        if tok.endswith("s") and not tok.endswith("ss"):
            continue  # a plural's people are no one name ("their kids")
        j = i + 1
        if not _name_like(toks[j]) or _verb_like(toks[j]) or toks[j] in _WHERE_OR_WHEN:
            continue
        if _TIME_AT.match(words.folded, words.found[j].start()):
            continue
        if (words.ends(j) or "," in after[j]) and not toks[j].endswith(_ADJECTIVE_ENDINGS):
            out.append(toks[j])  # ... not a quality the object is left in ("keeps their dog happy")
        elif not after[j].strip() and toks[j + 1] in _AFTER_OBJECT:
            out.append(toks[j])
    return out


def _owned_apposed_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """English words in apposition after a noun the quotes say is the person's own ("my teacher", "my coach": a
    word between "my" and "be", "have" or a modal in ``quoted``, the quotes' runs; not "my favourite book is", whose
    "favourite" is no noun) and the claim opens with a possessive ("The user's teacher smith is strict" behind "My
    teacher is strict"): one of the person's people the gate has no word for (``_KIN``), read as
    ``_apposed_names`` reads theirs, but only before "be", "have" or a modal ("teacher smith is"), since a noun of
    the person's own things meets another noun as often ("the user's car insurance costs")."""
    toks, out = words.toks, []
    owned = {q[k + 1] for q in quoted for k, w in enumerate(q[:-2]) if w in _MY and q[k + 2] in _FINITE}
    for i, tok in enumerate(toks[:-2]):
        if tok not in owned or tok in _KIN or words.raw[i].endswith("'s") or words.after[i].strip():
            continue
        if not i or words.after[i - 1].strip() or not (toks[i - 1] in _POSSESSIVES or words.raw[i - 1].endswith("'s")):
            continue
        name = words.name_at(i + 1, bound=True)
        if name and words.verb_after(i + len(name), strong=True):
            out += name
    return out


# The endings of English adjectives ("funny", "helpful", "generous", "creative", "loyal", "energetic", "reliable",
# "pregnant", "different", "childish", "fearless", "older", "handsome"): a word with one after "is" is a quality.
_ADJECTIVE_ENDINGS = tuple(_seq("y ful ous ive al ic able ible ant ent ish less er est some"))


def _predicate_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """An English word alone after "is" or "was" that ends a clause whose subject is one of the person's people
    (``_KIN``, a possessive before it, an adjective allowed between: "The user's best friend is bob."), where a quote
    says what that one is by an article and a noun ("My best friend is a pilot"): a bare word in the noun's place is a
    name or a quality the quote does not give ("is bob"), held only if a quote says it. Not a word with an adjective's
    ending (``_ADJECTIVE_ENDINGS``: "is funny" behind "is a real joker" says what the quote does in other words)."""
    toks, out = words.toks, []
    for i, tok in enumerate(toks[:-2]):
        if tok not in _KIN or words.raw[i].endswith("'s") or toks[i + 1] not in _BE or words.after[i].strip():
            continue
        opened = any(
            words.opens_noun(k) and toks[k] not in _ARTICLES and (k == i - 1 or _is_claim_word(toks[i - 1]))
            for k in (i - 1, i - 2)
        )
        k = i + 2
        if not opened or words.after[i + 1].strip() or not (words.ends(k) or "," in words.after[k]):
            continue
        if not _name_like(toks[k]) or _verb_like(toks[k]) or toks[k].endswith(_ADJECTIVE_ENDINGS):
            continue
        if _TIME_AT.match(words.folded, words.found[k].start()):
            continue
        if any(q[n] == tok and q[n + 1] in _BE and q[n + 2] in _AN for q in quoted for n in range(len(q) - 2)):
            out.append(toks[k])
    return out


# What goes on after a phrase of time: a word before its sentence ends (``_inserted_names``).
_CLAUSE_GOES_ON = re.compile(r"[^\w.;:!?]*\w")


def _inserted_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """A word set between one of the person's people (``_KIN``, an article or a possessive before it) and the word a
    quote says right after that noun ("Mi hermana ana trabaja en un banco" behind "Mi hermana trabaja en un banco";
    ``quoted``, the quotes' runs): in apposition whatever the language, which no verb's shape need tell ("trabaja"
    is spelt as an adjective is). A quality set there ("mi hermana mayor vive" behind "mi hermana vive") is a detail
    the quote does not give either. Not a verb before a phrase of time (``_TIME_AT``): "The user's mom died last
    year" behind "I lost my mom last year" says the mom's death, no name of hers."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[:-2]):
        if tok not in _KIN or words.raw[i].endswith("'s") or after[i].strip() or after[i + 1].strip():
            continue
        if not (words.opens_noun(i - 1) or (words.opens_noun(i - 2) and _is_claim_word(toks[i - 1]))):
            continue
        name, then = toks[i + 1], toks[i + 2]
        if not _name_like(name) or name in _WHERE_OR_WHEN or _TIME_AT.match(words.folded, words.found[i + 1].start()):
            continue
        when = _TIME_AT.match(words.folded, words.found[i + 2].start()) if _verb_like(name) else None
        if when and not _CLAUSE_GOES_ON.match(words.folded, when.end()):
            continue  # "The user's mom died last year."; not "… fred last year moved", "… died last year in a crash"
        if any(q[n] == tok and _words_match(then, q[n + 1]) for q in quoted for n in range(len(q) - 1)):
            out.append(name)
    return out


# English prepositions a place follows ("moved to lisbon", "lives in porto", "is from kyiv"), and the bare nouns that
# follow them with no article and name no place ("moved to town", "went to work", "is in hospital", "at night").
_BEFORE_PLACE = _wordset("to in at from near into")
_BARE_AFTER = _wordset(
    """town work school home bed church college class hospital prison jail court sea lunch dinner breakfast time
    person general public night practice office campus uni university city country abroad training therapy rehab
    heaven mind place"""
)


def _inserted_places(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """An English word a claim sets after a preposition of place (``_BEFORE_PLACE``), no article before it, between two
    words a quote says side by side, or after the word a quote's run ends with ("The user moved to lisbon last year"
    behind "I moved last year", "… moved to lisbon" behind "I moved."; ``quoted``, the quotes' runs): a bare singular
    after "to" or "in" is a place's name (not "town", "work", "school": ``_BARE_AFTER``), and the quote says none."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[1:-1], 1):
        if tok not in _BEFORE_PLACE or after[i - 1].strip() or after[i].strip():
            continue
        j = i + 1
        name = toks[j]
        if not _name_like(name) or _verb_like(name) or name in _WHERE_OR_WHEN or name in _BARE_AFTER:
            continue
        if _TIME_AT.match(words.folded, words.found[j].start()):
            continue  # "moved in 2019", "moved in march" are the calendar's
        verb, then = toks[i - 1], (toks[j + 1] if j + 1 < len(toks) and not after[j].strip() else None)
        side = any(
            _words_match(verb, q[n]) and (q[n + 1 : n + 2] == [] if then is None else _words_match(then, q[n + 1]))
            for q in quoted
            for n in range(len(q) - (then is not None))
        )
        if side and (then is not None or words.ends(j)):
            out.append(name)
    return out


# English prepositions before a thing a quote sets with its article ("at a bank", "on a quiet street", "for a startup";
# not "to", whose verb takes none: "to gather input"), and the articles that describe a name after it ("stripe, a
# startup").
_BEFORE_THING = _SETTING_BESIDE | _wordset("for")
_AN = _wordset("a an")


def _in_an_articles_place(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """English words that name a thing where a quote says it with an article (``quoted``: the quotes' runs, as
    ``_runs`` reads them): one or two words between a preposition and a noun where a quote sets an article before
    that noun after the same preposition ("works at acme bank" behind "I work at a bank", "lives on elm street" behind
    "I live on a quiet street": a singular noun after a preposition takes an article, and a word in its place names the
    thing), and a word set off before "a" and a noun a quote says so ("works for stripe, a startup" behind "I work for
    a startup": the quote's words describe what the claim names)."""
    toks, after, out = words.toks, words.after, []

    def says(at: Sequence[str], n: str) -> bool:
        """A quote's run says an article, then the noun within three words, what stands between them no word of the
        claim's ("a quiet street", not "a flat near" behind "a flat in berlin near")."""
        return any(
            w in _DETERMINING
            and any(
                _words_match(n, x) and not set(at[k + 1 : k + 1 + d]) & set(toks)
                for d, x in enumerate(at[k + 1 : k + 4])
            )
            for k, w in enumerate(at)
        )

    for i, tok in enumerate(toks[:-2]):
        if tok in _BEFORE_THING and not after[i].strip():
            for m in (1, 2):
                named, n = toks[i + 1 : i + 1 + m], i + 1 + m
                if n >= len(toks) or any(after[k].strip() for k in range(i, n)) or not _is_claim_word(toks[n]):
                    continue
                if _TIME_AT.match(words.folded, words.found[n].start()):
                    continue  # no noun: "moved to town last year"
                if all(_name_like(w) and not _verb_like(w) for w in named) and any(
                    says(q[k + 1 :], toks[n]) for q in quoted for k, w in enumerate(q) if w == tok
                ):
                    out += named
        described = after[i].strip() == "," and toks[i + 1] in _AN and _name_like(tok) and not _verb_like(tok)
        if described and any(says(q, toks[i + 2]) for q in quoted):
            out.append(tok)
    return out


@lru_cache(maxsize=2048)
def _placed_names(claim: str) -> tuple[str, ...]:
    """The words of a claim (folded) that stand where a name stands, whatever their case (``_NAME_IS``'s comment):
    the words a naming word gives (``_given_names``) and the words in apposition right after one of the person's people
    (``_apposed_names``) or someone's people as an object (``_object_apposed_names``)."""
    words = _Placed(claim)
    return tuple(dict.fromkeys([*_given_names(words), *_apposed_names(words), *_object_apposed_names(words)]))


# English weekdays and months as people shorten them ("Last Fri", "on Thu", "in Sept"): a claim's "Friday" is
# the quote's "Fri".
_SHORT_NAMES: dict[str, frozenset[str]] = {
    full: frozenset(short.split("|"))
    for full, short in (
        pair.split(":")
        for pair in _seq(
            """monday:mon tuesday:tue|tues wednesday:wed thursday:thu|thur|thurs friday:fri saturday:sat
            sunday:sun january:jan february:feb march:mar april:apr june:jun july:jul august:aug
            september:sep|sept october:oct november:nov december:dec"""
        )
    )
}


def _shortened(word: str, texts: Sequence[str]) -> bool:
    """A folded weekday or month (``_SHORT_NAMES``) a text (as written) holds as people shorten it, capitalised
    ("Last Fri", "on Thu": not "the sun", "I sat")."""
    short = _SHORT_NAMES.get(word, frozenset())
    return any(w.lower() in short and w[0].isupper() for t in texts for w in _WORD.findall(t))


# The weekdays and months, Monday first, in the languages the gate reads, as the fold writes them: a claim's weekday
# or month is a name whatever its case ("La réunion est jeudi" names Thursday as "Thursday" does), and held by a
# source that says the same day or month in another of these languages ("The user was born in March" behind "Nací
# en marzo"). English and German write them with a capital; read in lower case only where no other word is spelt so
# (not "may", "march", "marco": a Spanish frame, an Italian name; Portuguese weekdays only with their "-feira",
# "segunda" being "second").
_CALENDAR: dict[str, str] = {
    word: f"{kind}{i}"
    for kind, rows in (
        (
            "d",
            """monday lunes lundi montag lunedi segunda-feira
            tuesday martes mardi dienstag martedi terca-feira
            wednesday miercoles mercredi mittwoch mercoledi quarta-feira
            thursday jueves jeudi donnerstag giovedi quinta-feira
            friday viernes vendredi freitag venerdi sexta-feira
            saturday sabado samedi samstag sonnabend
            sunday domingo dimanche sonntag domenica""",
        ),
        (
            "m",
            """january enero janvier januar janner gennaio janeiro
            february febrero fevrier februar febbraio fevereiro
            march marzo mars marz
            april abril avril aprile
            may mayo mai maggio maio
            june junio juin juni giugno junho
            july julio juillet juli luglio julho
            august agosto aout
            september septiembre setiembre septembre settembre setembro
            october octubre octobre oktober ottobre outubro
            november noviembre novembre
            december diciembre decembre dezember dicembre dezembro""",
        ),
    )
    for i, row in enumerate(rows.splitlines(), 1)
    for word in row.split()
}
# ... the ones read only with their capital (English and German nouns, and a word another language spells so).
_CALENDAR_CAPITAL = _wordset("may march august")


def _calendar(word: str, *, claimed: bool = False) -> str | None:
    """The weekday or month a word as written says (``_CALENDAR``: "d2" Tuesday, "m3" March; a plural or German
    adverb's "-s" read off: "Tuesdays", "dienstags"), or ``None``. A word read only with its capital
    (``_CALENDAR_CAPITAL``) counts in lower case in a source, as people type ("born in march"), but not in a claim,
    and "may" never (a source's "I may move in March" holds no May); Portuguese "março" is read as written ("marco"
    folded is a Spanish frame)."""
    f = _flat(word)
    if word.lower() == "março":
        return _CALENDAR["marz"]
    day = _CALENDAR.get(f) or (_CALENDAR.get(f[:-1]) if f.endswith("s") and f != "mars" else None)
    if day and f.rstrip("s") in _CALENDAR_CAPITAL and not word[:1].isupper() and (claimed or f == "may"):
        return None
    return day


# ... and as Chinese, Japanese and Korean write them, on the fold, with no word boundaries to read them by: a weekday
# by its number after "星期", "礼拜" or "周" ("星期二", "周日"), Japanese by its element before "曜" ("火曜日"), Korean
# before "요일" ("화요일"); a month by its number before "月" or "월" ("三月", "3月", "十二月", "5월"), not one a longer
# number ends ("十二月" is no February), nor "月曜". Not a count of weeks ("一周三次", three times a week; "每周两天"),
# nor "一直", "一样" and the like a "周" stands before ("这周一直下雨", it has rained all week).
_CJK_CALENDAR = re.compile(
    rf"(?:{fold('星期')}|{fold('礼拜')}|{fold('禮拜')}|{fold('周')}|{fold('週')})(?P<d>[二三四五六日天]|一(?![直样樣般定共些切起向半下点點会會致旦同]))"
    r"(?![次回遍趟天个個晚小节節堂号號分年月周週])"
    r"|(?P<j>[月火水木金土日])曜"
    r"|(?P<k>[월화수목금토일])요일"
    r"|(?<![0-9一二三四五六七八九十])(?P<m>1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])(?:月(?!曜)|월)"
)
_CJK_DAY = {**{c: i for i, c in enumerate("一二三四五六", 1)}, "日": 7, "天": 7}
_CJK_MONTH = {**{c: i for i, c in enumerate("一二三四五六七八九十", 1)}, "十一": 11, "十二": 12}


def _cjk_calendar(folded: str) -> list[tuple[str, str]]:
    """The weekdays and months a folded text says in Chinese, Japanese or Korean (``_CJK_CALENDAR``), each as written
    and as ``_CALENDAR`` codes it ("d2" Tuesday, "m3" March): "会議は火曜日です" says ("火曜", "d2")."""
    if not CJK.search(folded):
        return []
    out = []
    for m in _CJK_CALENDAR.finditer(folded):
        if m.group("d"):
            out.append((m.group(0), f"d{_CJK_DAY[m.group('d')]}"))
        elif m.group("j"):
            out.append((m.group(0), f"d{'月火水木金土日'.index(m.group('j')) + 1}"))
        elif m.group("k"):
            out.append((m.group(0), f"d{'월화수목금토일'.index(m.group('k')) + 1}"))
        else:
            n = m.group("m")
            out.append((m.group(0), f"m{int(n) if n.isdigit() else _CJK_MONTH[n]}"))
    return out


def _missing_days(claim: str, texts: Sequence[str]) -> list[str]:
    """The weekdays and months a claim says (``_calendar``; "May" only with its capital; ``_cjk_calendar``) that no
    source says in any language, nor as people shorten it (``_shortened``: "Last Fri"): "The user was born in May"
    behind "I was born in March", "La réunion est jeudi" behind "La réunion est mardi", "会议在星期四" behind
    "会议在星期二"."""
    said = [(w, day) for w in _TOKEN.findall(claim) if (day := _calendar(w, claimed=True))]
    said += _cjk_calendar(fold(claim))
    if not said:  # most claims name no day: the sources are not read
        return []
    held = {day for t in texts for w in _TOKEN.findall(t) if (day := _calendar(w))}
    held |= {day for t in texts for _, day in _cjk_calendar(fold(t))}
    return [w for w, day in said if day not in held and not _shortened(_flat(w), texts)]


_COMPOUND_HEAD = 5  # the fewest letters of a name a longer word may end with (``_held_whole``)


def _held_whole(name: str, joined: str) -> bool:
    """Whether the sources (folded, joined) hold a folded name as written, no letter of a longer word before it nor
    after it ("ana" is not held by "hermana", nor "tim" by "time", nor "max" by "maximum") — but a name of five letters
    or more may end a longer word, the head of a German compound ("Älteste" in "Zweitälteste")."""
    before = "" if len(name) >= _COMPOUND_HEAD else r"(?<!\w)"
    return re.search(rf"{before}{re.escape(name)}(?!\w)", joined) is not None


def missing_names(claim: str, sources: Iterable[str]) -> list[str]:
    """The names in ``claim`` (products, people, places, codes; one in lower case where a name stands:
    ``_placed_names``) that no source holds (a weekday or a month held as
    people shorten it counts: ``_SHORT_NAMES``; or in another language: ``_calendar``), and the weekdays and months it
    says in lower case that no source says (``_missing_days``)."""
    texts = list(sources)
    folded = [_flat(t) for t in texts]
    pool = [_bare(w) for f in folded for w in _WORD.findall(f)]
    joined = " ".join(folded)
    missing = []
    days = _missing_days(claim, texts)
    named = _names(claim)
    written = {_flat(n) for n in named}
    words, runs = _Placed(claim), [r for f in folded for r in _runs(f)]
    placed = [*_placed_names(claim), *_in_an_articles_place(words, runs), *_owned_apposed_names(words, runs)]
    placed += [*_predicate_names(words, runs), *_inserted_names(words, runs), *_inserted_places(words, runs)]
    for name in [*named, *dict.fromkeys(w for w in placed if w not in written)]:
        n = _flat(name)
        if _held_whole(n, joined) or any(_words_match(part, w) for part in _WORD.findall(n) for w in pool):
            continue
        if _shortened(n, texts) or (_calendar(name) and name not in days):
            continue
        missing.append(name)
    missing += [w for w in _named_as_words(claim, texts) if w not in missing]
    return missing + [d for d in days if d not in missing]


def _written_as_name(word: str, text: str) -> bool:
    """Does ``text`` write ``word`` (folded) with a capital, not one that opens its sentence ("My boss Anna is …";
    not "Strict bosses are the worst")?"""
    return any(
        m.group(0)[:1].isupper()
        and _flat(m.group(0)) == word
        and (not _OPENS_HERE.search(text[: m.start()]) or _IS_ITS_NAME.match(text, m.end()))
        for m in _WORD.finditer(text)
    )


_OPENS_HERE = re.compile(r"(?:^|[.!?\n\"“]|(?:^|\n)\s*[-*•])\s*$")  # a sentence, a quotation, a list's item opens here
_IS_ITS_NAME = re.compile(r"\s+(?:is|was|'s)\s+(?:[\w']+\s+){1,3}?name\b", re.IGNORECASE)  # "Rex is his name"


def _named_as_words(claim: str, sources: Sequence[str]) -> list[str]:
    """The words a claim gives as names by a word of naming (``_given_names``: "The user's boss is named Strict", "… is
    called Smith"; a word of letters only, not "kura-core") that its sources hold only as a word, not a name: in lower
    case where the source writes capitals ("My boss is strict"), and never given a name there by a word of naming. A
    source that writes no capital cannot tell ("my boss is called strict"), nor does one that gives it as a name ("My
    boss is called Strict", "My boss Anna is strict")."""
    written = [t for t in sources if any(c.isupper() for c in t)]
    given = _given_names(_Placed(claim)) if written else []
    if not given:
        return []
    folded = [_flat(t) for t in written]
    named_there = {n for t in written for n in _given_names(_Placed(t))}
    out = []
    for word in given:
        held = any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", f) for f in folded)
        if not word.isalpha() or word in named_there or not held:
            continue  # a name no source holds at all is ``missing_names``'s to read
        if not any(_written_as_name(word, t) for t in written):
            out.append(word)
    return out


# --------------------------------------------------------------------------------------------------
# Certainty, emphasis and credit a text may not add
# --------------------------------------------------------------------------------------------------

# A claim's word of frequency or of much ("often", "usually", "regularly", "every day", "all the time", "a lot";
# "always" is read on its own, more strictly), and what carries one like it in a quote: a word of frequency, a count
# per time ("twice a week", "every Monday", "on weekends", "most mornings"), a word of much ("lots", "tons", "so much",
# "many"), a love ("I love Rust" carries "likes Rust a lot"). "rarely", "hardly ever", "seldom", "once",
# "occasionally", "sometimes" carry none.
_TIMES = r"(?:day|night|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|\w+day)s?"
_OFTEN_SAID = (
    r"\b(often|usually|regularly|frequently|constantly|routinely|habitually|(?:daily|nightly)(?!\s+\w)|all\s+the\s+time|a\s+lot|lots"
    rf"|(?:every|each)\s+(?:single\s+|other\s+)?{_TIMES}"
    # ... in the other languages the gate reads (folded): "a menudo", "todos los días", "souvent", "tous les jours",
    # "oft", "häufig", "jeden Tag", "spesso", "ogni giorno", "muitas vezes", "todos os dias"
    r"|a\s+menudo|con\s+frecuencia|frecuentemente|regularmente|todos\s+los\s+dias|cada\s+dia|souvent|frequemment"
    r"|regulierement|tous\s+les\s+jours|chaque\s+jour|oft|haufig|regelmassig|jeden\s+tag|taglich|spesso"
    r"|regolarmente|ogni\s+giorno|tutti\s+i\s+giorni|muitas\s+vezes|frequentemente|todos\s+os\s+dias)\b"
)
_OFTEN_CARRIED = (
    r"\b(?:always|often|usual|regular|frequent|constant|routine|habitual|typically|normally|generally|religiously"
    rf"|all\s+the\s+time|every\b|each\b|daily|nightly|weekly|monthly|most\s+(?:{_TIMES}|of\s+the\s+time)|on\s+{_TIMES}"
    rf"|(?:a|an|per)\s+{_TIMES}|(?:times|twice)\s+(?:a|an|per)\b|(?:many|several|countless|multiple|numerous)\s+times"
    r"|whenever|keep\s+\w+ing|tend\s+to|a\s+lot|lots|tons?|loads|plenty|so\s+(?:much|many)|many|much|heav(?:y|ily)"
    r"|addict|obsess|lov(?:e|es|ed|ing)\b|ador|really|big\s+fan"
    r"|a\s+menudo|frecuen|regular|todos|todas|cada|siempre|mucho|souvent|frequem|tous|toutes|chaque|toujours"
    r"|beaucoup|oft|haufig|regelmassig|jede[nrms]?\b|taglich|immer|viel(?:e[nrs]?)?\b|spesso|ogni|tutti|sempre|molto"
    r"|muitas\s+vezes|muito|frequente)"
)
# ... and "every day" a claim says, carried only by a frequency of every day ("every morning", "twice a day", "daily"),
# not one of some days ("I run on weekends", "every weekday", "three times a week" behind "The user runs every day").
_DAILY_SAID = (
    r"\b((?:every|each)\s+(?:single\s+)?day|daily(?!\s+\w)|day\s+in,?\s+day\s+out|todos\s+los\s+dias|cada\s+dia"
    r"|tous\s+les\s+jours|chaque\s+jour|jeden\s+tag|taglich|ogni\s+giorno|tutti\s+i\s+giorni|todos\s+os\s+dias)\b"
)
_DAILY_CARRIED = (
    r"\b(?:(?:every|each)\s+(?:single\s+|blessed\s+|waking\s+)?(?:day|morning|evening|night|afternoon|lunch(?:time)?"
    r"|breakfast|dinner)|daily|nightly|(?:a|per)\s+day|day\s+in|all\s+the\s+time|constantly|religiously"
    r"|todos\s+los\s+dias|cada\s+(?:dia|manana|noche)|diari\w*|tous\s+les\s+(?:jours|matins|soirs)|chaque\s+(?:jour|matin"
    r"|soir)|quotidien\w*|jeden\s+(?:tag|morgen|abend)|taglich|ogni\s+(?:giorno|mattina|sera)|tutti\s+i\s+giorni"
    r"|todos\s+os\s+dias)"
)
# A word that denies the frequency after it in its clause ("The user does not drink often", "… rarely drinks a lot").
_OFTEN_DENIED = re.compile(
    r"\b(?:not|never|no|hardly|barely|scarcely|rarely|seldom|nunca|jamas|nicht|nie|kaum|selten|ne|pas|jamais|non|mai"
    r"|nao)\b|n't\b"
)

# (what the text says, what a quote must carry: a pattern on the fold; "yes" = a bare yes of the person)
_CERTAINTY: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = tuple(
    (re.compile(said), re.compile(carried), yes)
    for said, carried, yes in (
        (r"\bconfirm(?:s|ed|ing|ation)?\b", r"\bconfirm|\bconfirmo", True),
        (r"\bagreed\b|\bagreement\b", r"\bagre", True),
        (r"\bapprov(?:ed|al|es)\b", r"\bapprov|\blgtm\b", True),
        (r"\bsign(?:ed|s)?[\s-]+off\b|\bsign-?off\b", r"\bsign(?:ed|s)?[\s-]+off|\bsign-?off|\blgtm\b", True),
        (r"\bin\s+writing\b|\bwritten\s+(?:confirmation|approval|agreement)\b", r"\bwrit", False),
        (r"\binsist(?:s|ed|ing|ence)?\b", r"\binsist", False),
        (
            r"\w[,\s]+(always)\b",
            # "whenever" is every time ("Whenever I travel, I pack my camera"), not as often as the person can
            # ("whenever I can", "whenever possible", "whenever I get the chance", "whenever I have time")
            r"\balways\b|\bevery\s+(?:time|single)\b"
            r"|\bwhenever\b(?!\s+(?:[\w']+\s+){0,3}?(?:can|could|possible|chance|able|manage|time|free)\b)",
            False,
        ),  # a sentence opening "Always" is a command
        # how often, said more often than any quote says it ("I hardly ever drink", "I've been to Paris once" behind
        # "The user drinks often", "… often goes to Paris"; "I drink tea" behind "… drinks a lot of tea"): a word of
        # frequency or of much must be carried by one of its like; a claim that denies it is not read
        # (``_denied``: "The user does not drink often")
        (_OFTEN_SAID, _OFTEN_CARRIED, False),
        (r"\bdefinite(?:ly)?\b", r"\bdefinite", False),
        # "certain" of a sureness ("is certain", "certain that", "certainly"), not the determiner of some ("certain
        # yoga poses", "a certain café")
        (
            r"\bcertainly\b|\bfor\s+sure\b|\bcertain(?=\s*(?:$|[.,;:!?)]|\s(?:that|of|about|whether|if|it|he|she|they"
            r"|we|i|this|what|how|to)\b))|(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\bcertain\b(?!\s+[^\W\d_])",
            r"\bcertain|\bfor\s+sure\b",
            False,
        ),
        (r"\babsolute(?:ly)?\b", r"\babsolute", False),
        (r"\bguarantee[ds]?\b", r"\bguarantee", False),
        (r"\bexplicit(?:ly)?\b", r"\bexplicit", False),
        (r"\bfirmly\b", r"\bfirm", False),
        (r"\bstrong(?:ly)?\s+(?:prefer|insist|want|recommend|object|disagree)", r"\bstrong", False),
        (r"\bnon-?negotiable\b|\bwithout\s+exception\b|\bunder\s+no\s+circumstances\b", r"negotia|exception", False),
        (r"\bunanimous(?:ly)?\b|\bofficial(?:ly)?\b|\bfinal(?:ized|ised)?\s+decision\b", r"unanim|offici|final", False),
        (r"\brepeatedly\b|\bseveral\s+times\b|\bmore\s+than\s+once\b", r"repeated|again|times", False),
        # a rule kept strictly or only ("The user is strictly vegan", "a strict vegetarian", "eats exclusively fish")
        (r"\bstrict(?:ly)?\b|\bexclusive(?:ly)?\b", r"\bstrict|\bexclusiv", False),
        (r"\bestricto\b|\bestricta\b|\bestrictamente\b|\bexclusivamente\b", r"estrict|exclusiv", False),
        (r"\bstreng(?:e[nrms]?|stens)?\b|\bausschliesslich\b", r"\bstreng|ausschliess", False),
        (r"\bstricte(?:ment)?\b|\bexclusivement\b", r"\bstrict|exclusiv", False),
        (r"\bsiempre\b", r"\bsiempre\b", False),
        (r"\bdefinitivamente\b|\babsolutamente\b|\bsin\s+excepcion\b", r"definitiv|absolut|excepcion", False),
        (r"\bconfirmo\b|\bconfirmado\b", r"\bconfirm", True),
        (r"\binsistio\b|\bha\s+insistido\b", r"\binsist", False),
        (r"\bpor\s+escrito\b", r"escrit", False),
        # German, French, Portuguese and Italian (accents folded away): "always", "without exception", "in writing"
        (r"\b(?:immer|stets)\b", r"\b(?:immer|stets|jedes\s+mal)\b", False),
        (
            r"\bdefinitiv\b|\bauf\s+jeden\s+fall\b|\bunbedingt\b|\bohne\s+ausnahme\b|\bgarantiert\b",
            r"definitiv|jeden\s+fall|unbedingt|ausnahme|garant",
            False,
        ),
        (r"\bschriftlich\b", r"schriftlich", False),
        (r"\bbestatigt\b", r"bestatig", True),
        (r"\btoujours\b", r"\btoujours\b|\bencore\b|\bchaque\s+fois\b|\btout\s+le\s+temps\b", False),
        (
            r"\bdefinitivement\b|\babsolument\b|\bsans\s+exception\b|\bgaranti(?:e|s|es)?\b",
            r"definitiv|absolu|exception|garanti",
            False,
        ),
        (r"\bpar\s+ecrit\b", r"ecrit", False),
        (r"\bsempre\b", r"\bsempre\b|\bainda\b|\bancora\b", False),
        (r"\bsem\s+excecao\b|\bsenza\s+eccezione\b|\bassolutamente\b", r"excec|eccez|assolut|absolut", False),
        # Russian, as the fold reads it: "always", "without fail", "without exception", "guaranteed", "in writing"
        *(
            (rf"\b(?:{'|'.join(_folded(said))})\b", rf"{'|'.join(_folded(carried))}", False)
            for said, carried in (
                ("всегда", "всегда каждый"),
                ("обязательно непременно", "обязательн непременн"),
                ("исключения", "исключени"),
                ("гарантированно гарантировано", "гарантир"),
                ("письменно", "письменн"),
            )
        ),
        # Japanese: "always", "without fail", "absolutely", "confirmed"
        (
            "|".join(map(fold, ["必ず", "常に", "いつも", "絶対"])),
            "|".join(map(fold, ["必ず", "常に", "いつも", "絶対", "毎回"])),
            False,
        ),
        (fold("確認"), fold("確認"), True),
        (r"一定|必须|务必|绝对", r"一定|必须|务必|绝对", False),
        (r"总是|始终|永远|一直", r"总是|始终|永远|一直", False),
        (r"确认|确定", r"确认|确定", True),
        (r"坚持", r"坚持", False),
        (r"书面", r"书面", False),
    )
)


# The nouns and adjectives of a liking ("I'm a huge fan of jazz", "I have a passion for sailing", "I'm fond of old
# maps", "I have a soft spot for jazz", "I'm crazy about tennis"): the liking's verb's stance, held by the person only
# when they are its subject, a few words before it ("I'm a huge fan", "my passion"; not "Ana has a passion for
# sailing", ``_LIKING_HELD``).
_LIKING_NOUN = (
    r"\b(?:passion(?:ate)?|fans?\s+of|fond\s+of|soft\s+spot|obsessed|crazy\s+about|nuts\s+about|mad\s+about"
    r"|keen\s+on"
    # ... in Spanish, French, German, Italian and Portuguese ("Mi pasión es la vela", "Ma passion, c'est la voile",
    # "Meine Leidenschaft ist das Segeln", "La mia passione è la vela", "A minha paixão é a vela", "Soy fan del jazz",
    # "Je suis passionné de voile")
    r"|pasion|passione|paixao|leidenschaft|apasionad[oa]s?|passionn(?:e|ee|es|ees)|appassionat[oaie]"
    r"|apaixonad[oa]s?|fans?\s+(?:de|del|des|du|di|do|da))\b"
)
# ... and "love" said as a noun ("I've always had a love for horses"; not "Ana has a love for sailing"): held as the
# others are, though the stance reads the verb's word itself
_LIKING_NOUN_AT = re.compile(rf"{_LIKING_NOUN}|\blove\s+(?:for|of)\b")
_LIKING_HELD = re.compile(
    r"\b(?:i|i'm|im|i've|ive|we|we're|we've|my|our"
    # (the first person of the other languages: "mi pasión", "soy fan", "ma passion", "je suis", "meine
    # Leidenschaft", "ich bin", "la mia passione", "sono", "a minha paixão", "sou")
    r"|mi|mis|yo|soy|ma|mon|mes|je|suis|mein|meine|ich|bin|mia|mio|miei|mie|io|sono|minha|meu|eu|sou)"
    r"\s+(?:[\w'-]+\s+){0,4}?$"
)


# A decision, a preference or a plan credited to someone (what says it, what a quote must carry to say it
# too: the same verb in another form, or a word of the same stance), in English and Spanish (accents folded
# away). "We use Jenkins" carries none: "The team decided to use Jenkins", "prefers", "plans to" add what
# it does not say. What the person decided carries all three (``unbacked_stance``). A preference is carried only of
# what its own words are of (``of_object``, ``_stance_of``); a decision or a plan is carried by a time or a "will"
# that names no object of its own ("I'm moving to Arendal next month").
_STANCE: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = tuple(
    (re.compile(said), re.compile(carried), of_object)
    for said, carried, of_object in (
        (
            r"\b(decid(?:e|es|ed|ing)|cho(?:se|sen|oses?|osing)|pick(?:s|ed)|select(?:s|ed)|opt(?:s|ed)"
            r"|settled\s+on|went\s+with|goes\s+with|decidio|decidieron|decidimos|ha\s+decidido|eligio|eligieron"
            r"|elegimos|escogio|escogimos|opto|optamos|se\s+decanto)\b",
            r"\b(?:decid|decision|cho(?:s|os|ice)|pick|select|opt(?:s|ed|ing)?\b|settl|went\s+with"
            rf"|go(?:es|ing)?\s+with|{_LETS.pattern}|we'll|we\s+will|i'll|i\s+will|agree|elig|eleg|escog|acord"
            r"|opt[oa]|decant|quedamos|vamos\s+a|usemos|hagamos)",
            False,
        ),
        (
            r"\b(prefer(?:s|red|ring)?|wants?|wanted|wish(?:es|ed)?|(?:would|'d)\s+(?:like|rather)|likes|liked"
            r"|dislikes|disliked|loves|loved|hates|hated|prefiere|preferia|prefirio|quiere|queria|quiso|desea"
            r"|le\s+gusta"
            # ... and the verbs of a liking the other languages credit the person with ("El usuario ama la vela", "Al
            # usuario le encanta …", "L'utilisateur adore …", "Der Nutzer liebt …", "All'utente piace …")
            r"|ama|aman|adora|adoran|les?\s+(?:encantan?|apasionan?)|aime|aiment|adore|adorent|liebt|lieben|mag"
            r"|piace|piacciono|gosta|gostam)\b",
            r"\b(?:prefer|want|wish|like|love|hate|dislike|rather|favou?rite|please|pls|plz|prefier|quier|quer|quis"
            rf"|dese|gust|odi|detest|loath|despis|odei|hass|encant|ador|apasion|lieb|piac|gost)|{_DISLIKED.pattern}"
            r"|\b(?:am(?:o|a|as|an|amos|ar|are)|aim(?:e|es|ons|ez|ent|er)|mag)\b"
            # a search the person says is a want ("I'm looking for a job at Google" backs "The user wants to work at
            # Google"; "Busco trabajo en …", "Je cherche …", "Ich suche …")
            r"|\b(?:(?:looking|searching|hunting)\s+for|seeking|busco|buscamos|buscando|(?:re)?cherch(?:e|ons)"
            r"|such(?:e|en))\b"
            # ... and a goal, a dream or a trying ("My goal is to run a marathon" backs "The user wants to run a
            # marathon", "I'm trying to be vegan" "The user wants to be vegan")
            rf"|\b(?:{_GOAL}|trying\s+to)\b"
            # ... and the nouns and adjectives of a liking ("I'm a huge fan of jazz", "I have a passion for sailing",
            # "I'm fond of old maps", "I have a soft spot for jazz", "I'm crazy about tennis"): the verb's stance
            rf"|{_LIKING_NOUN}",
            True,
        ),
        (
            r"\b(plan(?:s|ned|ning)?\s+(?:to|on)|intend(?:s|ed)?\s+to|planea|planean|piensa\s+en)\b",
            r"\b(?:plan|intend|going\s+to|gonna|wanna|can(?:'t|not|\s+not)\s+wait\s+to|will|'ll|next|schedul|tomorrow"
            r"|soon|about\s+to|want"
            r"|planea|vamos\s+a|voy\s+a|pensamos)",
            False,
        ),
    )
)

# ... and a liking raised to a passion ("I like jazz" → "The user is passionate about jazz", "… loves jazz", "Me gusta
# el jazz" → "… es una apasionada del jazz", "Ich mag Jazz" → "… ist begeistert von Jazz"): a degree the quote must say
# too, by a word of love or passion or an intensifier of the liking ("I really like jazz", "I like hiking a lot") —
# read only where a quote says the milder liking (``_MILD_LIKING``), the degree it names lower ("It's important to me",
# "I've been working on it for years" name no degree to raise).
_PASSION_STANCE: tuple[re.Pattern[str], re.Pattern[str], bool] = (
    re.compile(
        r"\b(loves|loved|adores|adored|(?:is|was)\s+(?:passionate|obsessed|crazy|nuts|mad|fanatical)\s+(?:about|with)"
        r"|(?:is|was)\s+(?:a\s+)?(?:huge|big|great|die-hard|diehard)\s+fan\s+of|apasionad[oa]|passionn(?:e|ee)"
        r"|begeistert|appassionat[oa]|apaixonad[oa]|les?\s+(?:encantan?|apasionan?)|adora|adore|liebt|ama)\b"
    ),
    re.compile(
        r"\b(?:lov|ador|amo\b|ama\b|passion|pasion|paixao|leidenschaft|obsess|crazy|nuts|mad\s+about|fan|fanatic"
        r"|favou?rite|encant|apasion|lieb|begeist|appassion|apaixon|really|so\s+much|a\s+lot|huge|big|absolutely"
        r"|truly|can't\s+get\s+enough|into|mucho|muchisimo|beaucoup|sehr|molto|muito|tanto|tant|enorm)"
    ),
    True,
)
_MILD_LIKING = re.compile(
    r"\b(?:like|likes|liked|enjoy|enjoys|enjoyed|gusta|gustan|gusto|gustaba|aime|aimes|aimons|aimais|mag|mogen"
    r"|piace|piacciono|piaceva|gosto|gostamos|gostava)\b"
)


def commands(text: str) -> bool:
    """The person's words open a sentence as a command ("Keep the answers short") or say "let's" ("Let's keep
    the archive on the slow disk") or ask the assistant for it politely ("Could you always answer in Spanish?":
    ``asks.request``): what they decided, what they want."""
    return (
        _LETS.search(_flat(text)) is not None
        or find_imperative(_Text.of(text), strict=True) is not None
        or requests(text)
    )


# "Every day" said where the quotes say some days only (``_DAILY_SAID``), read after the readings of an opposite and of
# a part ("We deploy weekly" → "… daily" is the opposite; "Only on weekends do I cook" → "… every day" only of some).
EVERY_DAY: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = (
    (re.compile(_DAILY_SAID), re.compile(_DAILY_CARRIED), False),
)


def unbacked_certainty(
    text: str,
    quotes: Sequence[FoundQuote],
    confirmed: Sequence[str] = (),
    table: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = _CERTAINTY,
) -> list[str]:
    """The words of attribution, certainty or emphasis in ``text`` that no quote carries, nor an assistant's turn the
    person said yes to (``confirmed``: "Do you run every day?" — "yes"); of ``table``'s, ``EVERY_DAY`` being the
    other."""
    folded = _flat(text)
    carried = [_flat(t) for t in [*(q.source for q in quotes), *confirmed]]
    said_yes = any(q.cls == "USER" and _CONFIRM.match(_flat(q.source)) for q in quotes)
    out: list[str] = []
    for said, backed_by, yes in table:
        m = said.search(folded)
        if m is None or (yes and said_yes) or any(backed_by.search(c) for c in carried):
            continue
        if said.pattern in (_OFTEN_SAID, _DAILY_SAID) and _denied(folded, m.start()):
            continue
        out.append(m.group(m.lastindex or 0))
    return out


def _denied(folded: str, at: int) -> bool:
    """Does the clause of a folded text before ``at`` deny what follows (``_OFTEN_DENIED``)?"""
    return bool(_OFTEN_DENIED.search(re.split(r"[.;:!?\n]|,|\bbut\b", folded[:at])[-1]))


# Where the object of a stance word ends: the clause's end, or a new clause of its own subject ("We use Postgres at
# work, but I prefer MySQL": the preference is of MySQL; "I prefer MySQL and Postgres" keeps both).
_STANCE_OBJECT_END = re.compile(
    r"[.;!?]|,\s*(?:(?:but|and|so|though|yet)\s+)?(?:i|we|they|he|she|it|you)\b"
    r"|\s+(?:but|because|while|whereas|though|although|yet)\b|\s+(?:and|so)\s+(?:i|we|they|he|she|it|you)\b"
)


_WORD_TAIL = re.compile(r"[\w']*")


def _stance_object(text: str, at: int) -> list[str]:
    """The content words of what a stance word ending at ``at`` of the folded ``text`` is of: after the rest of the
    word ("prefer" of "preferred"), to where its object ends (``_STANCE_OBJECT_END``)."""
    tail = _WORD_TAIL.match(text, at)
    rest = text[tail.end() if tail else at :]
    end = _STANCE_OBJECT_END.search(rest)
    return [w for w in map(_bare, _WORD.findall(rest[: end.start() if end else len(rest)])) if _is_claim_token(w)]


# Who holds a stance, when it is another than the person: the subject right before the stance word in its clause, one
# of the person's people or groups ("My team loves Jira", "my wife prefers Trello", "the whole office hates Slack",
# "my team at the Grenaa office loves Asana"),
# everyone or a third person ("Everyone loves Jira", "they like it") — not "I", "we", "my team and I" (a clause of its
# own), nor "my favourite".
_STANCE_HOLDER = re.compile(
    r"(?:^|[,;:]|\b(?:but|and|though|although|while|whereas|so|yet)\b)\s*"
    r"(?P<who>(?:my|our|his|her|their|the)\s+(?!favou?rite\b)[\w'-]+(?:\s+(?!favou?rite\b)[\w'-]+)?"
    # (... and where they are: "my team at the Grenaa office")
    r"(?:\s+(?:at|in|from|on)\s+(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?)?|everyone"
    r"|everybody|people|most\s+people|they|he|she|nobody)"
    r"\s+(?:(?:all|also|still|just|really|truly|absolutely|totally|actually|seem\s+to|seems\s+to)\s+)*$"
)
# ... and the person saying they share it ("My team loves Jira and so do I", "…, me too", "…, and I do too").
_STANCE_SHARED = re.compile(r"\b(?:so\s+do\s+i|as\s+do\s+i|me\s+too|i\s+do\s+too|and\s+i\s+do|i\s+too)\b")


# A stance of dislike, where a stance word opens ("hates", "disliked", "can't stand", "odio"): no liking, as a liking is
# no dislike ("…, but I hate it" carries no love of it).
_HATING = re.compile(r"(?:hat|dislik|detest|loath|despis|odi|odei|hass)|" + _DISLIKED.pattern)
# ... unless a "not" stands just before it ("I don't hate it"): what it then says is not for this reading to tell
_NOT_BEFORE = re.compile(r"\b(?:not|never|don't|doesn't|didn't|dont|no)\s+(?:\w+\s+)?$")


_USER_HOLDS = re.compile(
    r"\b(?:user|usuari[oa]|utilisat(?:eur|rice)|(?:be)?nutzer(?:in)?|utente)\s+"
    r"(?:(?:\w+ly|also|still|just|always|now|does|did|do|has|had|truly|le|les|tambien|aussi|auch|anche|tambem"
    r"|siempre|toujours|immer|sempre|realmente|vraiment|wirklich|davvero)\s+)*$"
)


def _others_stance(text: str, at: int) -> bool:
    """Is the stance word at ``at`` of the folded ``text`` held by another than the person (``_STANCE_HOLDER``: "My
    team loves Jira", "Everyone loves Jira"), one the person does not say they share (``_STANCE_SHARED``)?"""
    return _STANCE_HOLDER.search(text[:at]) is not None and _STANCE_SHARED.search(text) is None


def _stance_of(
    object_words: Sequence[str], text: str, backed_by: re.Pattern[str], person: bool = False, hating: bool = False
) -> bool:
    """Does a stance word of the folded ``text`` (``backed_by``) carry the stance of what the claim says it of
    (``object_words``, the claim's words after its stance word that ``text`` says)? Yes unless every one of them is
    followed, up to where its object ends (``_STANCE_OBJECT_END``), by words of its own and none of the claim's: "I
    prefer MySQL" is no preference of the Postgres the sentence says the person uses at work; "I prefer it", "Postgres
    is what I prefer" say no other. A stance the claim says of the person (``person``) is not carried by one another
    holds (``_others_stance``: "My team loves Jira, but I hate it" carries no love of Jira of the person's), nor by
    its opposite of an object left unsaid (``_HATING``: the claim's ``hating`` or not; "I hate it" is no love)."""
    for m in backed_by.finditer(text):
        if person and _others_stance(text, m.start()):
            continue
        if person and _LIKING_NOUN_AT.match(text, m.start()) and not _LIKING_HELD.search(text, 0, m.start()):
            continue  # "Ana has a passion for sailing": hers
        own = _stance_object(text, m.end())
        # (an opposite of what the stance names itself the reading of opposites drops: "I hate Python")
        if (
            person
            and not own
            and (_HATING.match(text, m.start()) is not None) != hating
            and not _NOT_BEFORE.search(text, max(0, m.start() - 30), m.start())
        ):
            continue
        if not own or not object_words or any(_words_match(w, o) for w in own for o in object_words):
            return True
    return False


def unbacked_stance(claim: str, carried: Sequence[str]) -> list[str]:
    """The decision, preference or plan ``claim`` credits (``_STANCE``) that no text of ``carried`` (its
    quotes, each in its whole sentence) says, or says only of something else the text says too (``_stance_of``: "We
    use Postgres at work, but I prefer MySQL" carries no preference of Postgres). Not read when the person decided:
    the caller's to tell (a bare yes or no, an answer to the assistant's question, a command: ``commands``)."""
    folded = _disliked(_flat(claim))  # "The user can't stand cilantro" says a hating
    texts = [_flat(t) for t in carried]
    out: list[str] = []
    mild = any(_MILD_LIKING.search(t) for t in texts)
    for said, backed_by, of_object in (*_STANCE, _PASSION_STANCE) if mild else _STANCE:
        if not (m := said.search(folded)):
            continue
        # what the claim says it of, to where that object ends ("… a summer job he wanted, but is staying positive":
        # nothing)
        claimed = _stance_object(folded, m.end()) if of_object else []
        told = [w for w in claimed if any(_words_match(w, _bare(t)) for x in texts for t in _WORD.findall(x))]
        # (a stance of the person's: the claim's stance word has the user for its subject, not "the user's team", nor
        # "producers who liked it")
        person = of_object and _USER_HOLDS.search(folded, 0, m.start()) is not None
        hating = _HATING.match(m.group(1)) is not None
        if not any(_stance_of(told, t, backed_by, person, hating) for t in texts):
            out.append(m.group(1))
    return out


def persons_decision(
    quotes: Sequence[FoundQuote],
    answers: Callable[[FoundQuote], Sequence[str]] | None = None,
    sentence: Callable[[FoundQuote], str] | None = None,
) -> bool:
    """The person decided what they say: a USER quote answers the assistant's turn (``answers`` reads it with
    more than its own words) or its sentence opens as a command or says "let's" (``commands``). The one
    reading for both callers, with what each has: the candidate rules have the transcript (``_Ctx.decided``:
    ``answers`` is ``_Ctx.said_with``, a bare yes or no with the turn it replies to and any other reply with
    the question it answers; ``sentence`` the quote's whole sentence, ``_Ctx.in_sentence``); the composed-text
    re-scan has the surviving quotes alone (the defaults: a bare yes or no with the SELF quote before it,
    ``person_sources``, and the quote's own words)."""
    replies = answers or (lambda q: person_sources(quotes, q))
    read = sentence or (lambda q: q.source)
    return any(q.cls == "USER" and (len(replies(q)) > 1 or commands(read(q))) for q in quotes)


def person_sources(quotes: Sequence[FoundQuote], user: FoundQuote) -> list[str]:
    """What a USER quote says: its words, and for a bare yes/no, the SELF quote it answers (the nearest
    surviving SELF quote before it)."""
    folded = _flat(user.source)
    if not (_CONFIRM.match(folded) or _REJECT.match(folded) or qualified_yes(folded)):
        return [user.source]
    before = [q for q in quotes if q.cls == "SELF" and q.segment < user.segment]
    return [user.source, *([max(before, key=lambda q: q.segment).source] if before else [])]
