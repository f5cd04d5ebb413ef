"""Support, rank, degree and trade: the top a claim says of what its quotes rank after it (``unranked``,
``reranked``), a skill raised (``raised``), a count multiplied (``multiplied``), a trade added (``sold``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...redact_rules import MARKER_RE
from ..numbers import _ORDINALS, _ORDINALS_DE
from ..words import (
    _WORD,
    _alike,
    _bare,
    _flat,
    _words_match,
    _wordset,
)
from .base import (
    _KIN,
    _claim_words,
    _clauses,
    _is_claim_word,
)
from .carried import (
    FEW,
)

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
