"""Support, heads: a thing the claim substitutes for the quotes' (``substituted``), a head it adds to a modifier
(``headed``), and a chain of parties (``chained``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ...redact_rules import MARKER_RE
from ..words import (
    _BE,
    _DEGREE,
    _IRREGULAR_PAST,
    _MY,
    _WORD,
    _bare,
    _flat,
    _past_of,
    _words_match,
    _wordset,
)
from .base import (
    _DOERS,
    _INTRODUCERS,
    _KIN,
    _OUR,
    _PARTIES_BARE,
    _PERSON,
    _SUBJECTS,
    _THEIRS,
    _claim_words,
    _clauses,
    _is_claim_word,
    _shortened,
)
from .carried import (
    FEW,
    coverage,
)
from .opposites import (
    _EXCLUDED,
)
from .subject import (
    _BETWEEN,
    _NAMES_NO_ONE,
)

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


# English adverbs of place and time that stand where such a name stands ("brought their dog home", "took their dog
# outside", "visited their brother abroad", "met their friend twice"): no name.
_WHERE_OR_WHEN = _wordset(
    """home abroad away back together overseas nearby tonight tomorrow apart along alone around upstairs downstairs
    inside outside indoors outdoors online offline everywhere somewhere anywhere nowhere elsewhere twice thrice once
    again instead first last later early late downtown everyday sometime soon anymore less much either"""
)
