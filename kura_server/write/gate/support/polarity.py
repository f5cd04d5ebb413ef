"""Support, polarity: a word the claim affirms that its quotes only negate, or the reverse (``flipped``,
``avoided``), and what it says against them (``contradicted``, ``opposed``, ``restricted``, ``unless_turned``,
``says_whole``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import islice

from ...redact_rules import MARKER_RE
from ..numbers import unbound
from ..words import (
    _CLAUSE_START,
    _DOER,
    _FIRST_PERSON_FORMS,
    _WORD,
    _bare,
    _disliked,
    _dropped_reasons,
    _flat,
    _is_negative,
    _negator,
    _person_form,
    _polarity,
    _sentences,
    _words_match,
    _wordset,
    kept_memory,
)
from .base import (
    _PERSON_SUBJECT,
    _claim_words,
    _is_claim_token,
    _persons_verb,
    _short_names,
)
from .carried import (
    coverage,
)
from .compared import (
    _THE_PERSON,
    _comparisons,
)
from .ending import (
    _ended_by,
    _kept,
)
from .limits import (
    _EXCEPT,
    _ONLY,
)
from .opposites import (
    _CONVERSE_PAIRS,
    _EXCLUDED,
    _OPPOSITE_OF,
    _directed,
    negated_opposites,
)
from .plan import (
    _only_so,
)
from .roles import (
    _doers_of,
    _role_names,
)
from .states import (
    _person_polarity,
)

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
