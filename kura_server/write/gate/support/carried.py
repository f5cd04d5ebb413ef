"""Support, coverage: the share of a claim's content words its quotes carry (``coverage``), a thing named that the
quotes name otherwise (``swapped``), and what a claim sets beside (``placed``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from ....cjk import CJK
from ...redact_rules import MARKER_RE
from ..numbers import _numbers, carried_bounds, clock_words
from ..words import (
    _STOP,
    _VI_PERSON,
    _WORD,
    _bare,
    _disliked,
    _flat,
    _negator,
    _person_form,
    _sentences,
    _words_match,
    _wordset,
)
from .base import (
    _INTRODUCERS,
    _MEMBERSHIP,
    _NO_LONGER,
    _NO_SETTING,
    _PERSON_SUBJECT,
    _SETTING_BESIDE,
    _SUBJECTS,
    _TEAM_SUBJECT,
    _acronyms,
    _carried,
    _claim_words,
    _found,
    _is_claim_word,
    _judged,
    _names,
    _persons_verb,
    _shortened,
)
from .ending import (
    _STILL,
    _ended_by,
)
from .fiction import (
    _things,
)
from .opposites import (
    _OPPOSITE_OF,
    negated_opposites,
)
from .relation import (
    _ABROAD_FAMILIES,
    _abroad_match,
    _relation_abroad,
    _says_related,
)
from .tense import (
    _in_my_group,
)


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
        for w in _claim_words(_judged(_NO_LONGER.sub(" not ", _disliked(_flat(claim)))))
        if w not in bounds and w not in said_so and w not in clocks
    ]
    # (an acronym is a name the claim brings, never a stop word: "studied at MIT", "works for DIE LINKE"; nor an English
    # noun another language writes as a function word, in a claim framed in English: "has a son" — the pool holds no
    # such word, so it is looked for in the quotes' words)
    words += [a for a in sorted(_acronyms(claim)) if a not in words and a not in said_so]
    nouns = _english_nouns(flat)
    words += [w for w in nouns if w not in words]
    numbers = dict.fromkeys(n.value for n in _numbers(claim) if not n.in_name and n.value in held)
    gone = _ended_by(claim, tuple(texts)) if words else ()  # "does not smoke" behind "I quit smoking"
    # what the person ended is carried, and the "not" (and "mehr", "plus") the claim says it by with it
    carried = set(gone) | ({w for w in words if _negator(w) or w in _STILL} if gone else set())
    said = {_bare(w) for t in texts for w in _WORD.findall(_flat(t))} if nouns else set()
    missing = [
        w
        for w in words
        if not _found(w, pool, cjk) and w not in carried and not (w in nouns and any(_words_match(w, q) for q in said))
    ]
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


# English nouns that another language the gate reads writes as a word of no content (``words._STOP``): the Spanish
# "son" (are), "era" (was, Italian too), the German "war" (was), "hat" (has), "die", "bin" (am), "den", "für" folded.
# A claim framed in English ("The user has a son", "The user wears a hat", "The user misses the era of cheap
# flights") means the noun (``_english_nouns``).
_ENGLISH_NOUNS = _wordset("son era war hat die bin den fur")
_ENGLISH_FRAME = re.compile(r"^\W*(?:the\s+(?:user|person|team|company)|user|our\s+(?:team|company))\b")


def _english_nouns(flat: str) -> list[str]:
    """The words of ``_ENGLISH_NOUNS`` a folded claim framed in English (``_ENGLISH_FRAME``) says."""
    if _ENGLISH_FRAME.match(flat) is None:
        return []
    return list(dict.fromkeys(w for w in map(_bare, _WORD.findall(flat)) if w in _ENGLISH_NOUNS))


def checkable(claim: str) -> bool:
    """Whether a claim of the person or the team holds anything its quotes could carry: a word past its subject that
    is no function word (``words._STOP``; "team" and "loves" count, though coverage leaves them to the readings of
    attribution and liking), an acronym, a number, a name (``_names``) or a CJK character. A function word of one
    language the gate reads is one in all, so "Der Nutzer war da" holds none — the German "war" is "was", "da" "there"
    — and ``coverage`` would call it carried by any quote (an English claim's "son", "war", "hat" are its nouns:
    ``_english_nouns``). A text that is no claim of the person's (a title, "In short:") is not read."""
    claim = MARKER_RE.sub(" ", claim)
    flat = _flat(claim)
    if (m := _PERSON_SUBJECT.match(flat) or _TEAM_SUBJECT.match(flat)) is None:
        return True
    said = [_bare(w) for w in _WORD.findall(flat[m.end() :])]
    return bool(
        any(w not in _STOP for w in said)  # "team", "loves": words other readings read; Vietnamese "y tá" (a nurse)
        or _english_nouns(flat)
        or _acronyms(claim)
        or _numbers(claim)
        or _names(claim)
        or CJK.search(flat)
    )


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
