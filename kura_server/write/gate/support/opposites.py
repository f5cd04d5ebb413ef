"""Support, opposites: the words that say each other's opposite, and a claim's negation its quotes say as the
opposite (``negated_opposites``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...redact_rules import MARKER_RE
from ..words import (
    _WORD,
    _bare,
    _flat,
    _negator,
    _polarity,
    _words_match,
    _wordset,
)
from .base import (
    _claim_words,
    _clauses,
    _short_names,
)

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
