"""Support, comparisons: a comparison the claim turns round (``inverted``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...redact_rules import MARKER_RE
from ..words import (
    _FIRST_PERSON_FORMS,
    _MY,
    _WORD,
    _flat,
    _words_match,
    _wordset,
)
from .base import (
    _tokens_said,
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
