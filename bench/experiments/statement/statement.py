"""A question rewritten, by rules, as the statement its answer would make (the dense side only) — an
experiment (issue 17, sixteenth round: ``bench/README.md``), not part of kura; measured, not kept.

e5 was trained to match a ``query:`` to a ``passage:``, and a memory is a statement, while a question asks:
"When did Caroline go to the LGBTQ support group?" is rewritten "Caroline went to the LGBTQ support
group.", "What did Melanie paint?" "Melanie painted.", "What kind of flowers does Melanie like?" "Melanie
likes flowers.": the word that asks (with its preposition, "In which city"; its measure, "How long") is
dropped and what it asked about ("city", "flowers") put at the end, the subject set before its auxiliary
("Would Caroline likely have …" → "Caroline would likely have …") and do-support undone — "did" + verb as
the verb's simple past (the write gate's irregular pasts, ``_IRREGULAR_PAST``, read backwards), "does" + verb
as its third person (the gate's ``_present_forms``). With ``tense=False`` only the word that asks and the auxiliary are
dropped, the rest as it stands (the benchmark's split of what part of a change is which).

English only: a question whose first word is not an English word that asks or an auxiliary before a subject
comes back as it is (so does a question in another language).
"""

from __future__ import annotations

import re

from kura_server.write.gate import words

_BASE_OF = words._IRREGULAR_PAST  # "went" → "go"
_PAST_OF = {base: past for past, base in _BASE_OF.items()}  # "go" → "went"


def third_person(base: str) -> str:
    """ "runs", "goes", "carries": the gate's present forms less the base and the "-ing" forms."""
    return next(f for f in sorted(words._present_forms(base)) if f != base and not f.endswith("ing"))


_WH = words._wordset("what which who whom whose when where why how")
_PREPOSITIONS = words._wordset("in on at to for from with by during about of into after before since")
_DO = frozenset({"did", "does", "do"})
_KEPT = words._wordset("is are was were has have had would will can could might should may must")
_AUXILIARIES = _DO | _KEPT
_MEASURES = words._wordset("many much long often old far soon")  # "How long did …": the measure asks too
_KINDS = re.compile(r"^(?:kinds?|types?|sorts?)\s+of\s+", re.I)
_PRONOUNS = words._wordset("he she they i you we it")
_ADVERBS = words._wordset("not never also ever still usually often first recently really actually always just both")
_JOINS = frozenset({"and", "&"})
_ADVERBIAL = words._wordset("when where why")
_NOT_VERBS = words._wordset("and or & his her their its my your our the a an both all")
_BE = words._wordset("is are was were")
# Pasts the write gate's list leaves out: the auxiliaries' own (it reads them as auxiliaries) and "say".
_PAST = {"do": "did", "have": "had", "get": "got", "be": "was", "say": "said"}
# Verbs whose simple past is their present (the gate's list leaves them out too: "put", "set", "read").
_SAME_PAST = words._wordset("put set read cut hit let quit shut spread cost hurt bet cast upset fit")
_THIRD = {"have": "has", "do": "does", "be": "is"}
_ONE_VOWEL = re.compile(r"[^aeiou]*[aeiou][bdgklmnprt]")  # one short syllable, "stop", "plan": "stopped"
_VOWELS = re.compile(r"[aeiouy]+")


def as_statement(question: str, *, tense: bool = True) -> str:
    """The statement ``question`` asks to complete (see the module docstring); ``question`` itself when the
    rules do not recognise it."""
    toks = question.strip().rstrip("?？ ").split()
    low = [t.lower().strip(",;:") for t in toks]
    if len(toks) < 2 or not all(t.isascii() for t in toks):
        return question
    at, prep = 0, []
    if low[0] in _PREPOSITIONS and low[1] in _WH:
        prep, at = [toks[0]], 1
    if low[at] in _WH:
        aux_at = _auxiliary_after(low, at + 1)
        if aux_at is None:  # the word that asks is the subject: "What inspired John to …"
            rest = toks[at + 1 :]
            return _sentence(rest) if rest else question
        asked = toks[at + 1 : aux_at]
        if low[at] == "how" and asked and asked[0].lower() in _MEASURES:
            asked = asked[1:]
        if asked and low[at] in _ADVERBIAL:  # "When Jon is planning …": not the order a question asks in
            return question
        asked = _KINDS.sub("", " ".join(asked)).split()
    elif low[0] in _AUXILIARIES and _subject_end(toks, low, 1) > 1:  # "Would Caroline …", "Did Melanie …"
        aux_at, asked = 0, []
    else:
        return question
    aux = low[aux_at]
    if not tense:
        return _sentence(toks[at + 1 : aux_at] + toks[aux_at + 1 :])
    start = aux_at + 1
    end = _subject_end(toks, low, start)
    subject, rest = toks[start:end], toks[end:]
    if aux in _DO:
        if subject:
            rest = _inflected(rest, aux)
    elif subject and aux in _BE and subject[-1].endswith(("'s", "’s")):  # "Gina's favorite style of dance is"
        subject, rest = [*subject, *rest], [aux]
    elif subject:
        rest = [aux, *rest]
    tail = [*(prep if asked else []), *asked]
    return _sentence([*subject, *rest, *tail]) or question


def _auxiliary_after(low: list[str], at: int) -> int | None:
    """Where the auxiliary after a word that asks (and what it asks about, five words at most) stands; None
    when a verb comes first (the word that asks is the subject: "What happened …", "Who inspired …")."""
    for i in range(at, min(len(low), at + 6)):
        word = low[i]
        if word in _AUXILIARIES:
            return i
        if (len(word) > 4 and word.endswith("ed")) or word in _BASE_OF or word in _PAST.values():
            return None
    return None


def _subject_end(toks: list[str], low: list[str], at: int) -> int:
    """The end of the subject starting at ``at``: a pronoun, or names ("Tim and John", "Dr. Seuss") with
    what a name's ``'s`` holds ("Caroline's mom"); ``at`` itself when none stands there."""
    if at >= len(toks):
        return at
    if low[at] in _PRONOUNS:
        return at + 1
    end = at
    while end < len(toks) and (
        toks[end][:1].isupper() or (low[end] in _JOINS and end + 1 < len(toks) and toks[end + 1][:1].isupper())
    ):
        end += 1
    if end > at and toks[end - 1].endswith(("'s", "’s")) and end < len(toks) and toks[end][:1].islower():
        end += 1  # "Caroline's mom", "Jon's shop": the head noun
    return end


def _inflected(rest: list[str], aux: str) -> list[str]:
    """``rest`` (after the subject of "did"/"does"/"do") with its verb in the tense the auxiliary carried."""
    i = 0
    while i < len(rest) and rest[i].lower() in _ADVERBS or (i < len(rest) and rest[i].lower().endswith("ly")):
        i += 1
    if i >= len(rest) or not rest[i].isalpha() or not rest[i].islower() or rest[i] in _NOT_VERBS:
        return rest
    verb = rest[i]
    form = _past(verb) if aux == "did" else _THIRD.get(verb, third_person(verb)) if aux == "does" else verb
    return [*rest[:i], form, *rest[i + 1 :]]


def _past(base: str) -> str:
    """A verb's simple past: the write gate's irregular ones, else the regular "-ed" ("loved", "carried",
    "stopped", "visited")."""
    if base in _PAST:
        return _PAST[base]
    if base in _SAME_PAST:
        return base
    if past := _PAST_OF.get(base):
        return past
    if base.endswith("e"):
        return base + "d"
    if re.search(r"[^aeiou]y$", base):
        return base[:-1] + "ied"
    if len(_VOWELS.findall(base)) == 1 and _ONE_VOWEL.fullmatch(base) and not base.endswith(("w", "x")):
        return base + base[-1] + "ed"
    return base + "ed"


def _sentence(words: list[str]) -> str:
    return (" ".join(words).strip(" ,") + ".") if words else ""
