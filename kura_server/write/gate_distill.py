"""The distillation gate: what a model's candidate memories may become, decided without a model.

The brain proposes candidates from a stretch of transcript; each carries verbatim quotes tagged by
provenance (``USER`` the person, ``TOOL`` a tool's output, ``ACT`` an action's result, ``SELF`` the
assistant). This module decides, in deterministic Python, what may pass (SPEC §4 "Gate rules").
Pure functions: no model, no I/O, no clock, no randomness; the same input gives the same verdicts.

Two entry points:

* ``check_candidate`` / ``check_candidates`` → one ``Verdict`` per candidate: ``pass``, ``drop``,
  ``seed`` (an idea nobody confirmed: the store's seed file, never memory) or ``review`` (a machine
  cannot settle it), the ``rule`` that decided, a ``reason``, the surviving quotes (each with the
  segment it was found in and the exact source span) and a confidence bucket.
* ``check_composed`` → the problems in the text the scribe wrote from a verdict's quotes.

Per-quote rules (each quote, in this order; a quote that fails is listed in ``Verdict.failed``):

``quote_too_short``
    fewer than 2 letters or digits: matches anywhere, proves nothing.
``verbatim``
    the quote, normalised (``normalise``: NFC; whitespace runs → one space; curly/straight quotes,
    guillemets, dashes, NBSP, ellipsis, zero-width characters folded; case NOT folded), must occur in
    one source segment, starting and ending on word boundaries (so "4" is not found in "42"). A
    quote found only in a segment of another class is **re-classed** to the class where it was found
    (least trusted first: SELF, TOOL, ACT, USER): the model's tag is never trusted, the transcript is.
    Every later rule reads the found class, so a ``USER`` tag on the assistant's words backs nothing
    that needs the person.
``stitched``
    not verbatim, but made of two to four verbatim pieces (three words or more each, or pieces joined
    by an ellipsis): half from one place, half from another. Fails like a paraphrase, named apart.
``echo``
    the quote is already in the store (the store reading itself back through a tool result, or a
    hook that injected recalled memories): it is, contains, or sits inside a stored text of four
    words or more, or it equals a stored text (XML-escaped forms count). Not new material.

Candidate rules (in this order; the first that decides wins; none deciding = ``pass``):

 1. ``empty`` / ``too_short`` / ``instruction`` / ``markup`` — the candidate's own text through the
    manual gate (``write.gate.check_manual``, minimum length included).
 2. ``instruction`` — instructional content is never distilled: a ``TOOL``/``ACT`` quote, or the line
    of the source it sits on, that ``find_instruction`` or ``find_markup`` flags; a ``TOOL``/``ACT``
    segment a quote came from that carries an injection anywhere (override, prompt, persona, role
    markers, text addressed to AI readers such as "Note to AI assistants:"); a ``SELF`` quote carrying
    an injection. ``USER`` quotes are exempt: the person speaks TO the agent ("always answer in
    Spanish" is how a preference is said); the candidate must still state it as a fact (rule 1).
 3. ``no_quotes`` — no quote survived: drop. The verdict names the quote rule when every quote failed
    the same one (``verbatim``, ``stitched``, ``echo``, ``quote_too_short``).
 4. ``attribution`` — text that credits a decision or preference to the person ("the user decided /
    prefers / wants …", "we decided …", "el usuario decidió …", "decidimos …"; look-alike letters
    folded), or a candidate of kind ``preference``, needs a USER quote that backs it (``_Ctx.
    user_support``): one that shares a content word with the candidate, or a bare yes/no in the
    person's next turn after a surviving SELF quote. No USER quote, or only questions → drop. USER
    quotes that might back it but a machine cannot tell (no shared word; a "no, …" behind an
    affirmative claim) → review.
 5. ``proposal`` — a candidate of kind ``idea``, or one carrying a ``SELF`` quote shaped like a proposal
    ("I suggest", "we could", "let's", "I'll", "maybe", "podríamos" …), needs confirmation: a backing
    USER quote (as in rule 4), or, for kinds other than ``idea``, an ``ACT`` quote sharing a content
    word (the plan was carried out and its result seen). The person's "no" to it → drop; otherwise
    unconfirmed → ``seed``. An ``idea`` with no proposal shape anywhere is a fact dressed as an idea
    → drop.
 6. ``number`` — every number in the text needs a surviving quote of a class in
    ``GateConfig.number_classes`` (default ``TOOL``, ``ACT``: SPEC §4) holding the same value with a
    compatible unit ("42 minutes" is not backed by "files: 42"). Numbers are digit runs (a date is
    one number; "1,000" = "1000"; a leading minus counts) and spelled-out counts of a unit ("forty-two
    minutes"); digits inside a name (``bge-m3``, ``utf-8``, ``v2``, ``prod-eu-2``) are not numbers.
    Words that state a derived ratio ("twice", "halved", "threefold", "la mitad") need the same word in
    such a quote. The reason says when the number is only the assistant's or only the person's, or
    derived (sum, difference, product, ratio, percentage, share of a total of two quoted numbers).
 7. ``self_only`` — when every surviving quote is ``SELF``, the candidate must be of kind
    ``judgement`` AND phrased as the assistant's own assessment ("I think …", "in my view …", "the
    assistant judged …", "creo que …"); never a fact about the world or the person.
 8. ``confidence`` — the bucket is ``low`` and the claim is strong (kind decision / preference /
    landmine, credits the person, carries a number or a ratio word) → review.

Confidence buckets (``Verdict.confidence``), over the surviving quotes (a quote whose span lies inside
another surviving quote's span is counted once). A quote is *useful* when it backs the candidate:
for USER, as in rule 4; for the others, it shares a content word with the candidate or holds a
number the candidate claims.

* ``low``: no useful quote; or a quote failed ``verbatim``/``stitched``/``quote_too_short`` (a
  candidate that came with an invented quote is not trusted on the rest); or a single survivor of
  fewer than three words.
* ``high``: none of the above, two or more useful quotes, at least one of them USER/TOOL/ACT and of
  three words or more. SELF-only evidence is never ``high``.
* ``medium``: everything else.
"""

from __future__ import annotations

import bisect
import functools
import html
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field, field_validator

from ..store.memory import LINK
from .gate import check_manual, find_instruction, find_markup, fold

__all__ = [
    "CANDIDATE_RULES",
    "QUOTE_RULES",
    "Candidate",
    "Echoes",
    "FoundQuote",
    "GateConfig",
    "Problem",
    "Quote",
    "QuoteFailure",
    "Segment",
    "Sources",
    "Verdict",
    "check_candidate",
    "check_candidates",
    "check_composed",
    "find_numbers",
    "normalise",
]

Provenance = Literal["USER", "TOOL", "ACT", "SELF"]
Kind = Literal["fact", "decision", "preference", "landmine", "judgement", "idea"]
Outcome = Literal["pass", "drop", "seed", "review"]
Bucket = Literal["high", "medium", "low"]

# When a quote is not in a segment of the class it claims, it takes the class where it WAS found,
# least trusted first.
_RECLASS_ORDER: tuple[Provenance, ...] = ("SELF", "TOOL", "ACT", "USER")
_STRONG_KINDS = frozenset({"decision", "preference", "landmine"})


# --------------------------------------------------------------------------------------------------
# Inputs and outputs
# --------------------------------------------------------------------------------------------------


def _upper(value: object) -> object:
    return value.strip().upper() if isinstance(value, str) else value


class Segment(BaseModel):
    """One classified piece of the source stretch (a turn, a tool result, an action's output)."""

    model_config = ConfigDict(populate_by_name=True, frozen=True)

    cls: Provenance = Field(alias="class")
    text: str
    where: str = Field(default="", description="Source reference: journal path and offset, turn id, …")

    _up = field_validator("cls", mode="before")(_upper)


class Quote(BaseModel):
    """A quote as the brain gave it: the class it claims and the words."""

    model_config = ConfigDict(populate_by_name=True, frozen=True)

    cls: Provenance = Field(alias="class")
    text: str

    _up = field_validator("cls", mode="before")(_upper)


class Candidate(BaseModel):
    """A memory the brain proposes. The numbers it claims are read from ``text``, never taken from it."""

    text: str
    kind: Kind = "fact"
    quotes: list[Quote] = Field(default_factory=list)

    @field_validator("kind", mode="before")
    @classmethod
    def _lower(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @computed_field  # type: ignore[prop-decorator]
    @property
    def numbers(self) -> list[str]:
        """The numbers the text claims (canonical form), in order."""
        return find_numbers(self.text)


class FoundQuote(BaseModel):
    """A surviving quote and where it was found."""

    model_config = ConfigDict(populate_by_name=True)

    cls: Provenance = Field(alias="class", description="The class of the segment it was found in.")
    claimed: Provenance = Field(description="The class the brain claimed.")
    text: str = Field(description="The quote as the brain gave it.")
    source: str = Field(description="The exact source text it matched (NFC form of the segment).")
    segment: int = Field(description="Index of the segment in the input.")
    where: str
    start: int = Field(description="Offset of the match in the NFC form of the segment text.")
    end: int

    @property
    def reclassed(self) -> bool:
        return self.cls != self.claimed


class QuoteFailure(BaseModel):
    """A quote that did not survive, and the quote rule that refused it."""

    quote: Quote
    rule: str
    reason: str


class Verdict(BaseModel):
    """What the gate decided for one candidate."""

    candidate: Candidate
    outcome: Outcome
    rule: str | None = Field(description="The rule that decided; None when the candidate passed.")
    reason: str
    quotes: list[FoundQuote] = Field(description="Surviving quotes, in the order given.")
    failed: list[QuoteFailure] = Field(default_factory=list)
    confidence: Bucket


class Problem(BaseModel):
    """One thing wrong with a composed memory text."""

    rule: Literal["number", "quotation", "dead_link", "attribution", "instruction", "markup"]
    detail: str


@dataclass(frozen=True)
class GateConfig:
    """Tunables. ``number_classes`` follows SPEC §4: a number needs a TOOL/ACT quote behind it."""

    min_chars: int = 12
    number_classes: frozenset[str] = frozenset({"TOOL", "ACT"})
    echo_min_words: int = 4
    short_quote_words: int = 3


DEFAULT_CONFIG = GateConfig()


# --------------------------------------------------------------------------------------------------
# Normalisation (for verbatim matching: case is kept)
# --------------------------------------------------------------------------------------------------

_CHAR_MAP: dict[str, str] = {
    **dict.fromkeys("\u2018\u2019\u201a\u201b\u2032\u02bc\u2039\u203a\uff07", "'"),
    **dict.fromkeys("\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb\uff02", '"'),
    **dict.fromkeys("\u2010\u2011\u2012\u2013\u2014\u2015\u2212\u2043\ufe58\ufe63\uff0d", "-"),
    "\u2026": "...",
}


def _normalise_map(text: str) -> tuple[str, list[int], str]:
    """``(normalised, index map into the NFC text, NFC text)``."""
    nfc = unicodedata.normalize("NFC", text)
    out: list[str] = []
    where: list[int] = []
    space_at = -1
    for i, ch in enumerate(nfc):
        if ch.isspace():
            if out and space_at < 0:
                space_at = i
            continue
        if unicodedata.category(ch) in ("Cf", "Cc"):  # zero-width, bidi, soft hyphen, controls
            continue
        if space_at >= 0:
            out.append(" ")
            where.append(space_at)
            space_at = -1
        for rep in _CHAR_MAP.get(ch, ch):
            out.append(rep)
            where.append(i)
    return "".join(out), where, nfc


_CHAR_TABLE = str.maketrans(_CHAR_MAP)


@functools.cache
def _invisible() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """Format and control characters that are not whitespace (zero-width, bidi, soft hyphen…), all of
    them and the ASCII ones: built once per process from the Unicode database, so ``normalise`` needs
    no per-character Python loop."""
    chars = (chr(c) for c in range(sys.maxunicode + 1))
    found = [ch for ch in chars if unicodedata.category(ch) in ("Cf", "Cc") and not ch.isspace()]

    def pattern(chars: list[str]) -> re.Pattern[str]:
        return re.compile("[" + "".join(re.escape(ch) for ch in chars) + "]")

    return pattern(found), pattern([ch for ch in found if ch.isascii()])


def normalise(text: str) -> str:
    """The form quotes and sources are compared in: NFC, one space for any whitespace run (NBSP
    included), straight quotes, ASCII hyphens, ``...`` for ``…``, no zero-width characters. Case kept.

    The same text as ``_normalise_map(text)[0]`` (a property test holds them equal), without the
    offset map: this is the fast path for texts whose offsets nobody needs (the store's echoes)."""
    every, ascii_only = _invisible()
    if text.isascii():  # most stored text: NFC and the character map change nothing
        return " ".join(ascii_only.sub("", text).split())
    nfc = every.sub("", unicodedata.normalize("NFC", text))
    return " ".join(nfc.translate(_CHAR_TABLE).split())


_WRAPPERS = re.compile(r'^(?:\.\.\.|["\'])+\s*|\s*(?:\.\.\.|["\'])+$')


def _prepare_quote(text: str) -> str:
    """Normalised quote without wrapping quotation marks or leading/trailing ellipses."""
    q = normalise(text)
    stripped = _WRAPPERS.sub("", q).strip()
    return stripped or q


def _is_cjk(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _wordish(ch: str) -> bool:
    return ch.isalnum() and not _is_cjk(ch)


def _clean_span(text: str, start: int, end: int) -> bool:
    """The match ``text[start:end]`` does not cut a word or a number in two."""
    if start > 0 and _wordish(text[start - 1]) and _wordish(text[start]):
        return False
    return not (end < len(text) and _wordish(text[end]) and _wordish(text[end - 1]))


def _find_clean(haystack: str, needle: str, limit: int = 64) -> list[int]:
    hits: list[int] = []
    pos = haystack.find(needle)
    while pos >= 0 and len(hits) < limit:
        if _clean_span(haystack, pos, pos + len(needle)):
            hits.append(pos)
        pos = haystack.find(needle, pos + 1)
    return hits


# --------------------------------------------------------------------------------------------------
# The source stretch, indexed once
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Hit:
    segment: int
    start: int  # in the normalised segment text
    end: int


class Sources:
    """The classified segments of a stretch, normalised once and searchable as one string."""

    _SEP = "\x00"  # never in normalised text (controls are dropped)

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments: tuple[Segment, ...] = tuple(segments)
        self._norm: list[tuple[str, list[int], str]] = [_normalise_map(s.text) for s in self.segments]
        self._starts: list[int] = []
        parts: list[str] = []
        pos = 0
        for norm, _, _ in self._norm:
            self._starts.append(pos)
            parts.append(norm)
            pos += len(norm) + 1
        self._all = self._SEP.join(parts)

    @classmethod
    def of(cls, segments: Sequence[Segment] | Sources) -> Sources:
        return segments if isinstance(segments, Sources) else cls(segments)

    def locate(self, quote: str) -> list[_Hit]:
        """Every word-bounded occurrence of the normalised ``quote`` inside one segment."""
        if not quote:
            return []
        hits: list[_Hit] = []
        for pos in _find_clean(self._all, quote, limit=len(self._all)):
            seg = bisect.bisect_right(self._starts, pos) - 1
            start = pos - self._starts[seg]
            hits.append(_Hit(seg, start, start + len(quote)))
        return hits

    def contains(self, quote: str) -> bool:
        return bool(quote) and bool(_find_clean(self._all, quote, limit=1))

    def span(self, hit: _Hit) -> tuple[int, int, str]:
        """The hit as ``(start, end, text)`` in the NFC form of its segment."""
        _, where, nfc = self._norm[hit.segment]
        start, end = where[hit.start], where[hit.end - 1] + 1
        return start, end, nfc[start:end]

    def nfc(self, segment: int) -> str:
        return self._norm[segment][2]

    def normalised(self, segment: int) -> str:
        return self._norm[segment][0]


# --------------------------------------------------------------------------------------------------
# Echoes: what the store already holds
# --------------------------------------------------------------------------------------------------

EchoCheck = Callable[[str], bool]


def _echo_form(text: str) -> str:
    return normalise(html.unescape(text))  # recall output is XML-escaped: "R&amp;D" is "R&D"


class Echoes:
    """The store's existing texts (bodies, titles, index-line triggers), normalised once.

    A quote is an echo when it has at least ``min_words`` words and occurs (word-bounded) in a store
    text, when a store text of at least ``min_words`` words occurs in it, or when it equals a store
    text outright. Shorter fragments ("SQLite", "42 ms") are everywhere and prove nothing.
    """

    def __init__(self, texts: Iterable[str], *, min_words: int = DEFAULT_CONFIG.echo_min_words) -> None:
        forms = [f for f in (_echo_form(t) for t in texts) if f]
        self.min_words = min_words
        self._exact = frozenset(forms)
        self._long = [f for f in forms if len(f.split()) >= min_words]
        self._all = "\x00".join(forms)
        # Long texts by their first word, as stored (``_raw``) and also XML-escaped (``_any``: recall
        # output escapes). A text occurring in another starts inside one of its words and runs on with
        # a space, so its first word is a suffix of a word there: only those few are searched, not all.
        self._raw: dict[str, list[str]] = {}
        self._any: dict[str, list[str]] = {}
        for s in self._long:
            self._raw.setdefault(s.split(" ", 1)[0], []).append(s)
            for form in dict.fromkeys((s, html.escape(s, quote=False), html.escape(s))):
                self._any.setdefault(form.split(" ", 1)[0], []).append(form)

    @staticmethod
    def _starting_in(text: str, by_first: dict[str, list[str]]) -> Iterator[str]:
        """The texts of ``by_first`` that may occur in ``text``: their first word ends a word of it."""
        seen: set[str] = set()
        for word in set(text.split(" ")):
            for i in range(len(word)):
                for form in by_first.get(word[i:], ()):
                    if form not in seen:
                        seen.add(form)
                        yield form

    def covers(self, text: str, start: int, end: int) -> bool:
        """Does a stored text (of ``min_words`` or more) occur in normalised ``text`` around ``[start, end)``?
        A short quote cut from a longer echo is still an echo. Checked raw and XML-escaped."""
        for form in self._starting_in(text, self._any):
            pos = text.find(form, max(0, end - len(form)))
            while 0 <= pos <= start:
                if pos + len(form) >= end:
                    return True
                pos = text.find(form, pos + 1)
        return False

    def __call__(self, quote: str) -> bool:
        q = _echo_form(quote)
        if not q:
            return False
        if q in self._exact:
            return True
        if len(q.split()) >= self.min_words and _find_clean(self._all, q, limit=1):
            return True
        return any(_find_clean(q, text, limit=1) for text in self._starting_in(q, self._raw))


def _echo_check(store: Iterable[str] | EchoCheck | None, config: GateConfig) -> EchoCheck | None:
    if store is None or isinstance(store, Echoes):
        return store
    if callable(store):
        return store
    return Echoes(store, min_words=config.echo_min_words)


# --------------------------------------------------------------------------------------------------
# Shapes of text (read on the manual gate's fold: casefolded, accents and look-alikes folded)
# --------------------------------------------------------------------------------------------------


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _seq(text: str) -> list[str]:
    return text.split()


def _flat(text: str) -> str:
    return " ".join(fold(text).split())


def _any(patterns: Sequence[re.Pattern[str]], folded: str) -> re.Match[str] | None:
    for p in patterns:
        if m := p.search(folded):
            return m
    return None


_PERSON = r"(?:the\s+)?(?:user|person|human|owner|operator)"
_CREDIT_VERBS = (
    r"(?:(?:has|had|have)\s+)?(?:decided|decides|decide|chose|chosen|chooses|choose|picked|picks|selected"
    r"|selects|opted|opts|prefers|preferred|prefer|wants|wanted|likes|liked|dislikes|disliked|hates|hated"
    r"|loves|loved|agreed|agrees|approved|approves|confirmed|confirms|rejected|rejects|declined|declines"
    r"|insisted|insists|requested|requests|asked\s+(?:for|to|that)|settled\s+on|went\s+with|goes\s+with"
    r"|would\s+(?:like|rather|prefer)|'d\s+(?:like|rather|prefer)|wishes|signed\s+off"
    r"|(?:does\s+not|doesn't|did\s+not|didn't|never)\s+(?:want|like)"
    r"|is\s+(?:fine|happy|ok|okay|comfortable)\s+with)"
)
_CREDIT: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        rf"\b{_PERSON}(?:'s\s+(?:team|company|org|manager|boss|lead|client))?\s+(?:\w+\s+){{0,2}}?{_CREDIT_VERBS}\b",
        r"\b(?:the\s+)?user's\s+(?:own\s+)?(?:decision|choice|preference|request|wish|call|pick)\b",
        r"\b(?:per|at|by)\s+(?:the\s+)?user's\s+(?:request|decision|choice|preference|wish)\b",
        r"\bas\s+(?:the\s+)?user\s+(?:asked|requested|wanted|wished|prefers|decided)\b",
        r"\b(?:requested|chosen|decided|preferred|approved|picked)\s+by\s+(?:the\s+)?user\b",
        r"\buser-(?:approved|chosen|requested|preferred)\b",
        r"\bwe\s+(?:\w+\s+)?(?:decided|agreed|chose|settled\s+on|went\s+with|opted|picked|selected"
        r"|committed\s+to|are\s+going\s+with|will\s+go\s+with)\b",
        r"\b(?:the\s+user\s+and\s+i|i\s+and\s+the\s+user)\b",
        r"\b(?:jointly|together)\s+(?:decided|agreed|chose)\b",
        r"\bit\s+was\s+agreed\b",
        # Spanish (accents are folded away)
        r"\b(?:el|la)\s+(?:usuari[oa]|persona|duen[oa])\s+(?:\w+\s+){0,2}?(?:decidio|decide|ha\s+decidido"
        r"|habia\s+decidido|eligio|elige|ha\s+elegido|escogio|prefiere|preferia|prefirio|quiere|queria"
        r"|quiso|pidio|pide|aprobo|confirmo|rechazo|acepto|acordo|opto|se\s+decanto|se\s+quedo\s+con"
        r"|desea|no\s+quiere|odia)\b",
        r"\b(?:al|a\s+la)\s+(?:usuari[oa]|persona)\s+(?:no\s+)?le\s+(?:gusta|gustan|encanta|parece\s+bien"
        r"|molesta)\b",
        r"\b(?:decidimos|acordamos|elegimos|escogimos|optamos|hemos\s+decidido|hemos\s+acordado"
        r"|hemos\s+elegido|quedamos\s+en|nos\s+decantamos|nos\s+quedamos\s+con)\b",
        r"\b(?:a|por)\s+(?:peticion|pedido|decision)\s+del\s+usuari[oa]\b",
        r"\bla\s+(?:decision|eleccion|preferencia)\s+del\s+usuari[oa]\b",
    )
)

_PROPOSAL: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\bi\s+(?:would\s+|'d\s+)?(?:suggest|propose|recommend|advise)\b",
        r"\b(?:i'll|i\s+will|i\s+am\s+going\s+to|i'm\s+going\s+to|i\s+plan\s+to|i\s+intend\s+to)\b",
        r"\b(?:let's|let\s+us)\b",
        r"\bwe\s+(?:could(?!n't)|might|may|can(?!'t|not)|should(?!n't)|ought\s+to)\b",
        r"\byou\s+(?:could|might|may|can)\s+(?:try|consider|use|switch|move|add)\b",
        r"\b(?:maybe|perhaps|possibly)\b",
        r"\b(?:how\s+about|what\s+about|what\s+if|why\s+not|shall\s+we|should\s+we|could\s+we)\b",
        r"\bit\s+(?:might|may|could|would)\s+be\s+(?:worth|better|good|nice|wise)\b",
        r"\b(?:one|another)\s+option\b|\ban?\s+(?:option|idea|alternative|proposal)\s+(?:is|would\s+be)\b",
        r"\bmy\s+(?:suggestion|proposal|recommendation)\b|\b(?:the|my)\s+plan\s+is\b",
        r"\bworth\s+(?:trying|considering|exploring)\b",
        # Spanish
        r"\b(?:sugiero|propongo|recomiendo|podriamos|podemos|deberiamos|podrias|quiza|quizas|hagamos"
        r"|usemos|probemos|vamos\s+a|voy\s+a)\b",
        r"\b(?:tal\s+vez|a\s+lo\s+mejor|que\s+tal\s+si|y\s+si|por\s+que\s+no|una\s+opcion"
        r"|seria\s+(?:mejor|bueno|buena\s+idea)|mi\s+(?:propuesta|sugerencia|recomendacion))\b",
    )
)

_JUDGEMENT: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\b(?:i|i've|i'd)\s+(?:\w+\s+){0,2}?(?:think|thought|believe|believed|judge|judged|assess"
        r"|assessed|suspect|suspected|conclude|concluded|guess|guessed|estimate|estimated|reckon"
        r"|consider|considered|expect|expected|feel|felt|doubt|doubted|found|find|read\s+this\s+as)\b",
        r"\bi(?:'m|\s+am)\s+(?:\w+\s+)?(?:sure|confident|convinced|unsure|not\s+sure)\b",
        r"\bin\s+my\s+(?:view|opinion|assessment|judg(?:e)?ment|estimation|reading|experience)\b",
        r"\bmy\s+(?:assessment|judg(?:e)?ment|read|reading|guess|hunch|impression|take|view)\s+(?:is|was)\b",
        r"\bthe\s+assistant\s+(?:\w+\s+)?(?:thinks|thought|believes|believed|judged|judges|assessed"
        r"|assesses|suspects|suspected|concluded|concludes|found|estimates|estimated|considers|considered)\b",
        r"\b(?:creo|pienso|considero|juzgo|sospecho|estimo|opino|supongo|diria|me\s+parece)\b",
        r"\ben\s+mi\s+(?:opinion|valoracion|juicio|evaluacion)\b",
        r"\bmi\s+(?:valoracion|impresion|evaluacion|juicio)\s+es\b",
        r"\bel\s+asistente\s+(?:cree|creyo|considera|considero|juzga|juzgo|estima|estimo|sospecha)\b",
    )
)

# A bare yes / no: the reply word, then punctuation, or at most three more words and the end.
_REPLY_END = r"(?=\s*[,.!;:)\-]|(?:\s+[\w']+){0,3}\s*[.!]*\s*$)"
_CONFIRM = re.compile(
    r"^\W*(?:(?:oh|ah|well|ok|okay|yes|yeah|hmm)\W+)*(?:yes|yeah|yep|yup|ok|okay|sure|agreed|agree|correct"
    r"|right|exactly|absolutely|definitely|of\s+course|sounds\s+(?:good|great|fine|right)|go\s+(?:ahead|for\s+it)"
    r"|do\s+it|let's\s+do\s+(?:it|that|this)|go\s+with\s+(?:it|that|this)|that\s+works|works\s+for\s+me"
    r"|perfect|great|fine|please\s+do|lgtm|ship\s+it|approved|no\s+problem|no\s+worries|si|vale|de\s+acuerdo"
    r"|adelante|hazlo|dale|perfecto|claro|correcto|exacto|me\s+parece\s+bien|por\s+supuesto|好的|好|可以|行|对)"
    r"(?!\w)" + _REPLY_END
)
_REJECT = re.compile(
    r"^\W*(?:no|nope|nah|don't|do\s+not|never|not|let's\s+not|rather\s+not|i'd\s+rather\s+not|stop|cancel"
    r"|mejor\s+no|ni\s+hablar|不要|不|别)(?!\w)" + _REPLY_END
)
# The person musing is not the person deciding: a tentative USER quote backs no decision.
_TENTATIVE = re.compile(
    r"\b(?:maybe|perhaps|possibly|we\s+(?:could|might)|what\s+if|how\s+about|what\s+about|should\s+we|could\s+we"
    r"|shall\s+we|why\s+not|not\s+sure|tal\s+vez|quizas?|a\s+lo\s+mejor|podriamos|que\s+tal\s+si|y\s+si)\b"
)
_NEGATIVE_WORDS = _words(
    "not no never none without cannot can't won't don't doesn't didn't isn't aren't wasn't weren't "
    "against rejected rejects declined declines refused refuses dropped nunca nada sin jamas "
    "tampoco rechazo rechazado descarto descartado"
)

# Text addressed to AI readers: the shape of an instruction planted in a document or web page.
_AI_ADDRESSED: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\b(?:note|message|instructions?|attention|notice|reminder)\s+(?:to|for)\s+(?:(?:any|all|the)\s+)?"
        r"(?:ai|llms?|agents?|assistants?|language\s+models?|bots?|models?|claude|gpt|chatgpt)\b",
        r"\bif\s+you(?:'re|\s+are)\s+(?:an?\s+)?(?:ai|llm|language\s+model|assistant|agent|bot|claude|chatgpt"
        r"|gpt)\b",
        r"\b(?:ai|llm)\s+(?:agents?|assistants?|models?|systems?)\s+(?:reading|processing|parsing|summari[sz]ing"
        r"|seeing)\s+(?:this|these)\b",
        r"\b(?:dear|hey|hi|attention)\s+(?:ai|llm|assistant|agent|claude|chatgpt|gpt)\b",
    )
)
_INJECTION_LABELS = ("role marker", "prompt", "override", "persona")

_STOP = _words(
    """a an the and or but if of to in on at by for with from as is are was were be been being has have
    had do does did it its this that these those there here than then so not no yes also just very
    can could would should will shall may might must i we you he she they me us our my your their his her
    them what which who whom when where why how all any each every some more most other such only own same
    too into over under about after before again per via
    user users person human assistant decided decides chose prefers preferred wants wanted likes said
    el la los las lo un una unos unas de del al y o que en con para por es son fue era ser se su sus
    le les mi tu nos usuario usuaria asistente decidio prefiere quiere"""
)
_UNIT_SKIP = _words("new more extra additional other total overall altogether nuevos nuevas mas otros otras")
_WORD = re.compile(r"[^\W\d_][\w'-]*")


def _content_words(folded: str) -> list[str]:
    words = (w.removesuffix("'s") for w in _WORD.findall(folded))
    return [w for w in words if len(w) >= 3 and w not in _STOP]


def _stem_match(a: str, b: str, *, prefix: int, common: int) -> bool:
    """Same word up to inflection: equal, one a prefix (of ``prefix``+ chars) of the other, or sharing
    their first ``common`` characters."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if len(short) >= prefix and long_.startswith(short):
        return True
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return shared >= common


def _words_match(a: str, b: str) -> bool:
    return _stem_match(a, b, prefix=4, common=5)


def _overlaps(a_folded: str, b_folded: str) -> bool:
    """Do the two texts share a content word (equal, or the same stem: 'postgres'/'postgresql')?"""
    bw = _content_words(b_folded)
    return any(_words_match(a, b) for a in _content_words(a_folded) for b in bw)


def _is_negative(folded: str) -> bool:
    return bool(set(re.findall(r"[\w']+", folded)) & _NEGATIVE_WORDS)


def _credits_person(folded: str) -> re.Match[str] | None:
    return _any(_CREDIT, folded)


# --------------------------------------------------------------------------------------------------
# Numbers
# --------------------------------------------------------------------------------------------------

_NUMBER = re.compile(r"\d{4}-\d{1,2}-\d{1,2}(?!\d)|\d+(?:[.,:]\d+)*")  # a date is one number
_LEADING_PUNCT = "([{\"'¿¡~≈<>$€£¥#+-±×*@"
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
_UNIT_ALIASES: dict[str, str] = {
    **dict.fromkeys(_words("s sec secs second seconds segundo segundos"), "second"),
    **dict.fromkeys(_words("ms msec msecs millisecond milliseconds milisegundo milisegundos"), "ms"),
    **dict.fromkeys(_words("min mins minute minutes minuto minutos"), "minute"),
    **dict.fromkeys(_words("h hr hrs hour hours hora horas"), "hour"),
    **dict.fromkeys(_words("d day days dia dias"), "day"),
    **dict.fromkeys(_words("gb gib gigabyte gigabytes"), "gb"),
    **dict.fromkeys(_words("mb mib megabyte megabytes"), "mb"),
    **dict.fromkeys(_words("kb kib kilobyte kilobytes"), "kb"),
    **dict.fromkeys(_words("tb tib terabyte terabytes"), "tb"),
    **dict.fromkeys(_words("% percent pct porcentaje"), "%"),
    **dict.fromkeys(_words("x × times veces"), "x"),
}
_DERIVED_WORDS = re.compile(
    r"\b(?:twice|thrice|(?:doubl|tripl|quadrupl)(?:ed|es|ing)|(?:double|triple)\s+(?:the|as)|halv(?:ed|es|ing)"
    r"|half\s+(?:as|the|of)|(?:two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|\d+)[\s-]?fold"
    r"|el\s+doble|la\s+mitad|el\s+triple|duplic\w+|triplic\w+)\b"
)


def _canonical(raw: str, negative: bool = False) -> str:
    digits = "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in raw)
    if _THOUSANDS.fullmatch(digits):
        digits = digits.replace(",", "")
    head = re.match(r"\d+", digits)
    assert head is not None
    value = (head.group(0).lstrip("0") or "0") + digits[head.end() :]
    return f"-{value}" if negative and value.strip("0.,:") else value


def _fold_unit(word: str) -> str:
    w = fold(word)
    return _UNIT_ALIASES.get(w, w)


# Spelled-out numbers count only before a unit of measure ("forty-two minutes"): "two options" is
# ordinary speech, and refusing it would cost honest memories.
_SPELLED: dict[str, int] = {
    **{w: i for i, w in enumerate(_seq("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                  "fourteen fifteen sixteen seventeen eighteen nineteen"))},
    **{w: 10 * i for i, w in enumerate(_seq("_ _ twenty thirty forty fifty sixty seventy eighty ninety")) if i > 1},
    **{w: i for i, w in enumerate(_seq("cero uno dos tres cuatro cinco seis siete ocho nueve diez"))},
    "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
    "setenta": 70, "ochenta": 80, "noventa": 90, "cien": 100, "ciento": 100, "mil": 1000,
    "hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9, "dozen": 12,
}  # fmt: skip
_SCALES = {
    "hundred": 100,
    "cien": 100,
    "ciento": 100,
    "thousand": 1000,
    "mil": 1000,
    "million": 10**6,
    "billion": 10**9,
}
_SPELLED_WORD = "|".join(sorted(_SPELLED, key=len, reverse=True))
_SPELLED_RUN = re.compile(rf"\b(?:{_SPELLED_WORD})(?:(?:\s+|-)(?:(?:and|y)\s+)?(?:{_SPELLED_WORD}))*\b")
_KNOWN_UNIT = re.compile(r"\s?(%|(?:per\s+cent|por\s+ciento)\b|[^\W\d_]+)")


def _spelled_value(run: str) -> int | None:
    words = [w for w in re.split(r"[\s-]+", run) if w not in ("and", "y")]
    if words in (["one"], ["uno"]):
        return None  # a pronoun or an article far more often than a count
    total = current = 0
    for w in words:
        v = _SPELLED[w]
        if w in _SCALES:
            if v >= 1000:
                total += max(current, 1) * v
                current = 0
            else:
                current = max(current, 1) * v
        else:
            current += v
    return total + current


def _spelled_numbers(text: str) -> list[_Number]:
    flat = _flat(text)
    out: list[_Number] = []
    for m in _SPELLED_RUN.finditer(flat):
        unit = _KNOWN_UNIT.match(flat, m.end())
        if unit is None:
            continue
        word = re.sub(r"\s+", " ", unit.group(1))
        folded = {"per cent": "%", "por ciento": "%"}.get(word, _fold_unit(word))
        if folded not in _UNIT_ALIASES.values() or (value := _spelled_value(m.group(0))) is None:
            continue
        out.append(_Number(str(value), m.group(0), (folded,), f"{m.group(0)} {word}", False))
    return out


@dataclass(frozen=True)
class _Number:
    value: str  # canonical: thousands separators and leading zeros gone ("1,000" → "1000", "09" → "9")
    raw: str
    units: tuple[str, ...]  # folded words that qualify it ("42 minutes", "42GB", "files: 42")
    label: str  # the number with its first qualifying word, as written
    in_name: bool  # the digits belong to a name: v2, bge-m3, utf-8, sha256, x86_64


def _numbers(text: str) -> list[_Number]:
    """Every number in ``text`` with the words that qualify it (digits, then spelled-out counts of a unit)."""
    t = normalise(text)
    out: list[_Number] = []
    for m in _NUMBER.finditer(t):
        start, end = m.span()
        chunk_start = t.rfind(" ", 0, start) + 1
        chunk = t[chunk_start:start].lstrip(_LEADING_PUNCT)
        in_name = bool(chunk) and not chunk[0].isdigit()
        negative = start > 0 and t[start - 1] == "-" and (start == 1 or t[start - 2] in " ([=:~")
        units: list[str] = []
        label_end = end
        rest = t[end:]
        if g := re.match(r"-?([^\W\d_]+|%)", rest) or re.match(r" ?(%)", rest):  # 42GB, 3x, 40%, 42-minute
            units.append(g.group(1))
            label_end += g.end()
            rest = rest[g.end() :]
        while len(units) < 2 and (w := re.match(r" ([^\W\d_][\w'-]*)", rest)):
            word = fold(w.group(1))
            if word in _STOP:
                break
            if not units:
                label_end += w.end()
            if word not in _UNIT_SKIP:  # "42 new files": the unit is "files"
                units.append(w.group(1))
            rest = rest[w.end() :]
        label = t[start - negative : label_end]
        if not units and (tag := re.search(r"([^\W\d_]+)\s*[:=]\s*$", t[max(0, start - 40) : start])):
            units.append(tag.group(1))  # "files: 42", "duration_min=42"
            label = f"{tag.group(1)}: {m.group(0)}"
        out.append(
            _Number(_canonical(m.group(0), negative), m.group(0), tuple(_fold_unit(u) for u in units), label, in_name)
        )
    return out + _spelled_numbers(text)


def find_numbers(text: str) -> list[str]:
    """The numbers ``text`` claims, canonical, in order; digits inside names (v2, bge-m3) are not numbers."""
    return [n.value for n in _numbers(text) if not n.in_name]


def _units_agree(a: Sequence[str], b: Sequence[str]) -> bool:
    """Either side unqualified, or some qualifying word in common ('minutes'/'min', 'passing'/'passed')."""
    if not a or not b:
        return True
    return any(_unit_eq(x, y) for x in a for y in b)


def _unit_eq(a: str, b: str) -> bool:
    return _stem_match(a, b, prefix=3, common=4)


def _as_float(value: str) -> float | None:
    if ":" in value or value.count(".") > 1 or value.count(",") > 1:
        return None
    try:
        return float(value.replace(",", "."))
    except ValueError:
        return None


def _derivation(value: str, pool: Sequence[str]) -> str | None:
    """How ``value`` could be computed from two numbers of ``pool`` (sum, difference, product, ratio,
    percentage, share of a total, percentage change), or ``None``."""
    n = _as_float(value)
    if n is None:
        return None
    decimals = len(value.split(".")[1]) if "." in value else 0
    tolerance = 0.5 * 10**-decimals + 1e-9
    nums = [(v, f) for v in dict.fromkeys(pool) if (f := _as_float(v)) is not None][:30]
    for i, (va, a) in enumerate(nums):
        for vb, b in nums[i + 1 :]:
            options = [(a + b, f"{va} + {vb}"), (abs(a - b), f"{va} - {vb}"), (a * b, f"{va} × {vb}")]
            for x, y, vx, vy in ((a, b, va, vb), (b, a, vb, va)):
                if y:
                    options += [
                        (x / y, f"{vx} / {vy}"),
                        (100 * x / y, f"{vx} / {vy} × 100"),
                        (100 * (x - y) / y, f"({vx} - {vy}) / {vy} × 100"),
                    ]
                if x + y:
                    options.append((100 * x / (x + y), f"{vx} / ({vx} + {vy}) × 100"))
            for result, how in options:
                if abs(result - n) <= tolerance:
                    return how
    return None


def _number_problems(
    text: str, quotes: Sequence[FoundQuote], classes: frozenset[str], *, what: str = "the text"
) -> list[str]:
    """Why numbers and derived-ratio words in ``text`` are not backed by ``quotes`` of ``classes``."""
    backing = [q for q in quotes if q.cls in classes]
    backing_numbers = [(_numbers(q.source), q) for q in backing]
    all_values = [n.value for q in quotes for n in _numbers(q.source)]
    problems: list[str] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for num in _numbers(text):
        if num.in_name or (num.value, num.units) in seen:
            continue
        seen.add((num.value, num.units))
        same = [(n, q) for ns, q in backing_numbers for n in ns if n.value == num.value]
        if any(_units_agree(num.units, n.units) for n, _ in same):
            continue
        label = num.label
        if same:
            n, q = same[0]
            problems.append(
                f"{label!r} borrowed: the {'/'.join(sorted(classes))} quote {q.source!r} has {n.label!r}, "
                "another quantity"
            )
        elif how := _derivation(num.value, all_values):
            problems.append(f"{label!r} is derived ({how}), not measured: quote the number a tool printed")
        elif any(n.value == num.value for q in quotes if q.cls == "SELF" for n in _numbers(q.source)):
            problems.append(f"{label!r} only the assistant said: a number needs a TOOL/ACT quote behind it")
        elif any(n.value == num.value for q in quotes if q.cls == "USER" for n in _numbers(q.source)):
            problems.append(
                f"{label!r} only the person said: a number needs a quote of class {'/'.join(sorted(classes))} "
                "behind it (GateConfig.number_classes)"
            )
        else:
            problems.append(f"{label!r} is in no {'/'.join(sorted(classes))} quote of {what}")
    for m in _DERIVED_WORDS.finditer(_flat(text)):
        stem = re.sub(r"^(?:el|la)\s+", "", m.group(0)).split()[0]
        stem = "fold" if stem.endswith("fold") else stem[:5]
        if not any(stem in _flat(q.source) for q in backing):
            problems.append(f"{m.group(0)!r} states a derived ratio that no TOOL/ACT quote states")
    return problems


# --------------------------------------------------------------------------------------------------
# Per-quote rules
# --------------------------------------------------------------------------------------------------


@dataclass
class _QuoteCtx:
    quote: Quote
    norm: str
    sources: Sources
    echo: EchoCheck | None
    found: FoundQuote | None = None
    hit: _Hit | None = None


QuoteRule = Callable[[_QuoteCtx], str | None]


def quote_rule_too_short(ctx: _QuoteCtx) -> str | None:
    """A quote of fewer than 2 letters or digits matches anywhere."""
    if sum(ch.isalnum() for ch in ctx.norm) < 2:
        return "too short to be evidence: quote at least a few words"
    return None


def quote_rule_verbatim(ctx: _QuoteCtx) -> str | None:
    """Found word-bounded in one segment; re-classed to where it was found if not in its claimed class."""
    hits = ctx.sources.locate(ctx.norm)
    if not hits:
        if _stitch_pieces(ctx.norm, ctx.sources) is not None:
            return None  # the stitched rule names it
        return "not found verbatim in any source segment (paraphrased, re-cased, or words added or cut)"
    segs = ctx.sources.segments
    chosen = next((h for h in hits if segs[h.segment].cls == ctx.quote.cls), None)
    if chosen is None:
        for cls in _RECLASS_ORDER:
            if chosen := next((h for h in hits if segs[h.segment].cls == cls), None):
                break
    assert chosen is not None
    ctx.hit = chosen
    seg = segs[chosen.segment]
    start, end, source = ctx.sources.span(chosen)
    ctx.found = FoundQuote(
        cls=seg.cls,
        claimed=ctx.quote.cls,
        text=ctx.quote.text,
        source=source,
        segment=chosen.segment,
        where=seg.where,
        start=start,
        end=end,
    )
    return None


_ELLIPSIS = re.compile(r"\s*(?:\[\.\.\.\]|\(\.\.\.\)|\.\.\.)\s*")


def _stitch_pieces(quote: str, sources: Sources, *, max_pieces: int = 4, min_words: int = 3) -> list[str] | None:
    """The verbatim pieces ``quote`` is stitched from, or ``None`` when it is not a stitch."""
    parts = [p for p in _ELLIPSIS.split(quote) if p.strip()]
    pieces: list[str] = []
    for part in parts:
        words = part.split(" ")
        i = 0
        while i < len(words):
            if not sources.contains(words[i]):
                return None
            j = i + 1
            while j < len(words) and sources.contains(" ".join(words[i : j + 1])):
                j += 1
            piece = " ".join(words[i:j])
            whole_part = i == 0 and j == len(words)
            if not whole_part and j - i < min_words:
                return None
            pieces.append(piece)
            i = j
    return pieces if 2 <= len(pieces) <= max_pieces else None


def quote_rule_stitched(ctx: _QuoteCtx) -> str | None:
    """Not verbatim, but made of verbatim pieces from different places."""
    if ctx.found is not None:
        return None
    pieces = _stitch_pieces(ctx.norm, ctx.sources)
    assert pieces is not None  # verbatim let it through only as a stitch
    return "stitched from separate places, not one verbatim span: " + " | ".join(repr(p) for p in pieces)


def quote_rule_echo(ctx: _QuoteCtx) -> str | None:
    """Already in the store: the store reading itself back."""
    if ctx.echo is None:
        return None
    if ctx.echo(ctx.norm):
        return "already in the store (the store read back through a tool result): not new material"
    hit = ctx.hit
    if (
        isinstance(ctx.echo, Echoes)
        and hit
        and ctx.echo.covers(ctx.sources.normalised(hit.segment), hit.start, hit.end)
    ):
        return "cut from a stored memory the source repeats (the store read back): not new material"
    return None


QUOTE_RULES: tuple[tuple[str, QuoteRule], ...] = (
    ("quote_too_short", quote_rule_too_short),
    ("verbatim", quote_rule_verbatim),
    ("stitched", quote_rule_stitched),
    ("echo", quote_rule_echo),
)
_FABRICATION = frozenset({"quote_too_short", "verbatim", "stitched"})


# --------------------------------------------------------------------------------------------------
# Candidate rules
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Decision:
    """A candidate rule's decision; ``rule`` overrides the rule's name (the manual gate's rules)."""

    outcome: Outcome
    reason: str
    rule: str | None = None


@dataclass
class _Ctx:
    candidate: Candidate
    folded: str
    sources: Sources
    quotes: list[FoundQuote]
    failed: list[QuoteFailure]
    config: GateConfig
    _cache: dict[str, object] = field(default_factory=dict)

    def user_support(self) -> tuple[list[FoundQuote], list[FoundQuote], list[FoundQuote]]:
        """USER quotes that back the candidate, that might (a machine cannot tell), and that cannot.

        Backs: same polarity as the candidate (both negated or neither), not tentative ("maybe we
        could…"), and either shares a content word with the candidate or is a bare yes/no that answers
        a surviving SELF quote (it is the person's next turn after it). Cannot: a question. Might:
        anything else, e.g. "no, keep SQLite" behind an affirmative claim, or a yes that answers nothing
        quoted (what the person meant is not for a machine to read).
        """
        cached = self._cache.get("user")
        if cached is not None:
            return cached  # type: ignore[return-value]
        backs: list[FoundQuote] = []
        weak: list[FoundQuote] = []
        cannot: list[FoundQuote] = []
        negative = _is_negative(self.folded)
        for q in self.quotes:
            if q.cls != "USER":
                continue
            t = _flat(q.source)
            confirm = bool(_CONFIRM.match(t))
            reject = not confirm and bool(_REJECT.match(t))
            if t.endswith("?") and not confirm:
                cannot.append(q)
            elif (reject or (_is_negative(t) and not confirm)) != negative or (_TENTATIVE.search(t) and not confirm):
                weak.append(q)  # a "no" behind a yes (or the reverse), or the person musing
            elif _overlaps(t, self.folded) or ((confirm or reject) and self.answers(q)):
                backs.append(q)
            else:
                weak.append(q)
        self._cache["user"] = (backs, weak, cannot)
        return backs, weak, cannot

    def answers(self, user: FoundQuote, selfs: Sequence[FoundQuote] | None = None) -> bool:
        """``user`` is in the person's next turn after one of ``selfs`` (default: every SELF survivor)."""
        segments = self.sources.segments
        for s in selfs if selfs is not None else [q for q in self.quotes if q.cls == "SELF"]:
            if s.segment < user.segment and not any(
                segments[i].cls == "USER" for i in range(s.segment + 1, user.segment)
            ):
                return True
        return False

    def bears_on(self, q: FoundQuote) -> bool:
        """``q`` shares a content word or a claimed number with the candidate."""
        if set(self.candidate.numbers) & {n.value for n in _numbers(q.source)}:
            return True
        return _overlaps(_flat(q.source), self.folded)

    def strong_claim(self) -> bool:
        c = self.candidate
        return (
            c.kind in _STRONG_KINDS
            or _credits_person(self.folded) is not None
            or bool(c.numbers)
            or _DERIVED_WORDS.search(self.folded) is not None
        )


CandidateRule = Callable[[_Ctx], Decision | None]


def rule_text(ctx: _Ctx) -> Decision | None:
    """The candidate's own text through the manual gate: empty, too_short, instruction, markup."""
    verdict = check_manual(ctx.candidate.text, min_chars=ctx.config.min_chars)
    if verdict.ok:
        return None
    return Decision("drop", verdict.reason or "refused by the manual gate", verdict.rule)


def _line_around(text: str, start: int, end: int, reach: int = 400) -> str:
    lo = text.rfind("\n", max(0, start - reach), start) + 1 or max(0, start - reach)
    hi = text.find("\n", end, end + reach)
    return text[lo : hi if hi >= 0 else min(len(text), end + reach)]


def _injection(text: str) -> str | None:
    """An injection anywhere in ``text``: override / prompt / persona / role markers, or text
    addressed to AI readers. (Plain imperatives and ordinary markup are not: documents are full of them.)"""
    found = find_instruction(text)
    if found and found.startswith(_INJECTION_LABELS):
        return found
    if m := _any(_AI_ADDRESSED, _flat(text)):
        return f"addressed to AI readers: {m.group(0)!r}"
    return None


def rule_instruction(ctx: _Ctx) -> Decision | None:
    """Instructional content in the evidence is never distilled, whoever planted it."""
    for quote in ctx.candidate.quotes:
        found = next((q for q in ctx.quotes if q.text == quote.text and q.claimed == quote.cls), None)
        cls = found.cls if found else quote.cls
        if cls == "USER":
            continue
        # the assistant talking to the person ("you should…") is not an injection; a tool's output is
        hit = _injection(quote.text) if cls == "SELF" else find_instruction(quote.text) or _injection(quote.text)
        if hit := hit or find_markup(quote.text):
            return Decision("drop", f"the {cls} quote {quote.text!r} reads as an instruction ({hit})")
    seen: set[int] = set()
    for q in ctx.quotes:
        if q.cls not in ("TOOL", "ACT"):
            continue
        source = ctx.sources.nfc(q.segment)
        line = _line_around(source, q.start, q.end)
        if hit := find_instruction(line) or _injection(line):
            return Decision("drop", f"the {q.cls} line the quote {q.text!r} sits on is an instruction ({hit})")
        if q.segment in seen:
            continue
        seen.add(q.segment)
        if hit := _injection(source):
            return Decision(
                "drop",
                f"the {q.cls} result at {q.where or f'segment {q.segment}'} carries an instruction ({hit}): "
                "nothing from it is distilled",
            )
    return None


def rule_no_quotes(ctx: _Ctx) -> Decision | None:
    """No surviving quote: drop, named after the quote rule when every quote failed the same one."""
    if ctx.quotes:
        return None
    if not ctx.failed:
        return Decision("drop", "no quotes: every candidate needs verbatim evidence")
    rules = sorted({f.rule for f in ctx.failed})
    detail = "; ".join(f"{f.quote.text!r}: {f.reason}" for f in ctx.failed)
    return Decision("drop", f"no quote survived — {detail}", rules[0] if len(rules) == 1 else None)


def rule_attribution(ctx: _Ctx) -> Decision | None:
    """Crediting a decision or preference to the person needs the person's own words."""
    credit = _credits_person(ctx.folded)
    if credit is None and ctx.candidate.kind != "preference":
        return None
    what = f"credits the person ({credit.group(0)!r})" if credit else "is a preference"
    backs, weak, cannot = ctx.user_support()
    if backs:
        return None
    if weak:
        return Decision(
            "review",
            f"the text {what}; a USER quote survives ({weak[0].source!r}) but a machine cannot tell whether it "
            "backs the claim (no shared word, a bare yes/no that answers nothing quoted, or a 'no' behind an "
            "affirmative claim)",
        )
    if cannot:
        return Decision(
            "drop", f"the text {what}, but the USER quote {cannot[0].source!r} is a question, not a decision"
        )
    moved = [q for q in ctx.quotes if q.claimed == "USER" and q.reclassed]
    where = f" (the quote tagged USER, {moved[0].text!r}, is in a {moved[0].cls} segment)" if moved else ""
    return Decision(
        "drop", f"the text {what}, and no USER quote survives{where}: the assistant's word is not the person's"
    )


def rule_proposal(ctx: _Ctx) -> Decision | None:
    """Ideas and plans the assistant proposed become memory only once confirmed; else a seed."""
    kind = ctx.candidate.kind
    proposing = [q for q in ctx.quotes if q.cls == "SELF" and _any(_PROPOSAL, _flat(q.source))]
    if kind != "idea" and not proposing:
        return None
    if (
        kind == "idea"
        and _any(_PROPOSAL, ctx.folded) is None
        and not any(_any(_PROPOSAL, _flat(q.source)) for q in ctx.quotes)
    ):
        return Decision(
            "drop",
            "labelled an idea but nothing in it proposes anything: a fact dressed as an idea; "
            "propose it as a fact with its evidence",
        )
    backs, weak, _ = ctx.user_support()
    if backs:
        return None
    if kind != "idea" and any(q.cls == "ACT" and ctx.bears_on(q) for q in ctx.quotes):
        return None  # the plan was carried out: its result is the evidence
    rejected = [
        q
        for q in weak
        if _REJECT.match(_flat(q.source)) and (ctx.answers(q, proposing) or _overlaps(_flat(q.source), ctx.folded))
    ]
    if rejected:
        return Decision("drop", f"the person said no ({rejected[0].source!r}): a rejected proposal is not memory")
    shown = proposing[0].source if proposing else ctx.candidate.text
    return Decision("seed", f"an unconfirmed proposal ({shown!r}): a seed until the person confirms it")


def rule_number(ctx: _Ctx) -> Decision | None:
    """Every number needs a TOOL/ACT quote holding it (same value, compatible unit)."""
    problems = _number_problems(ctx.candidate.text, ctx.quotes, ctx.config.number_classes, what="the candidate")
    if problems:
        return Decision("drop", "; ".join(problems))
    return None


def rule_self_only(ctx: _Ctx) -> Decision | None:
    """The assistant's own words alone can only support its own first-person judgement."""
    if any(q.cls != "SELF" for q in ctx.quotes):
        return None
    if ctx.candidate.kind != "judgement":
        return Decision(
            "drop",
            f"only the assistant's own words back this {ctx.candidate.kind}: SELF-only evidence can only "
            "become a first-person judgement (kind judgement, 'I think …')",
        )
    if _any(_JUDGEMENT, ctx.folded) is None:
        return Decision(
            "drop",
            "a judgement from SELF-only evidence must read as the assistant's assessment "
            "('I think …', 'in my view …'), not as a fact about the world or the person",
        )
    return None


def rule_confidence(ctx: _Ctx) -> Decision | None:
    """A strong claim on the weakest evidence is for review, not for memory."""
    if _bucket(ctx) == "low" and ctx.strong_claim():
        return Decision(
            "review",
            "low confidence (one short quote, an invented quote beside it, or nothing that visibly backs "
            "it) behind a strong claim (a decision, preference, landmine, number or credit to the person)",
        )
    return None


CANDIDATE_RULES: tuple[tuple[str, CandidateRule], ...] = (
    ("text", rule_text),
    ("instruction", rule_instruction),
    ("no_quotes", rule_no_quotes),
    ("attribution", rule_attribution),
    ("proposal", rule_proposal),
    ("number", rule_number),
    ("self_only", rule_self_only),
    ("confidence", rule_confidence),
)


# --------------------------------------------------------------------------------------------------
# Confidence
# --------------------------------------------------------------------------------------------------


def _distinct(quotes: Sequence[FoundQuote]) -> list[FoundQuote]:
    """Quotes whose span is not inside another's (padding with repeats counts once)."""
    out: list[FoundQuote] = []
    for i, q in enumerate(quotes):
        inside = any(
            j != i
            and o.segment == q.segment
            and o.start <= q.start
            and q.end <= o.end
            and ((o.start, o.end) != (q.start, q.end) or j < i)
            for j, o in enumerate(quotes)
        )
        if not inside:
            out.append(q)
    return out


def _bucket(ctx: _Ctx) -> Bucket:
    cached = ctx._cache.get("bucket")
    if cached is not None:
        return cached  # type: ignore[return-value]
    quotes = _distinct(ctx.quotes)
    backs = ctx.user_support()[0]

    def relevant(q: FoundQuote) -> bool:
        return q in backs if q.cls == "USER" else ctx.bears_on(q)

    def short(q: FoundQuote) -> bool:
        return len(normalise(q.source).split()) < ctx.config.short_quote_words

    useful = [q for q in quotes if relevant(q)]
    bucket: Bucket
    if not useful or any(f.rule in _FABRICATION for f in ctx.failed) or (len(quotes) == 1 and short(quotes[0])):
        bucket = "low"
    elif all(q.cls == "SELF" for q in quotes):
        bucket = "medium"
    elif len(useful) >= 2 and any(q.cls != "SELF" and not short(q) for q in useful):
        bucket = "high"
    else:
        bucket = "medium"
    ctx._cache["bucket"] = bucket
    return bucket


# --------------------------------------------------------------------------------------------------
# The gate
# --------------------------------------------------------------------------------------------------


def _check_quote(quote: Quote, sources: Sources, echo: EchoCheck | None) -> FoundQuote | QuoteFailure:
    ctx = _QuoteCtx(quote, _prepare_quote(quote.text), sources, echo)
    for name, rule in QUOTE_RULES:
        reason = rule(ctx)
        if reason is not None:
            return QuoteFailure(quote=quote, rule=name, reason=reason)
    assert ctx.found is not None
    return ctx.found


def check_candidate(
    candidate: Candidate,
    sources: Sequence[Segment] | Sources,
    *,
    store: Iterable[str] | EchoCheck | None = None,
    config: GateConfig = DEFAULT_CONFIG,
) -> Verdict:
    """Run the quote rules on every quote, then the candidate rules in order; the first that decides wins.

    ``store``: the store's existing texts (an ``Echoes``, an iterable of raw texts, or a callable taking
    a normalised quote) for the echo rule; ``None`` skips it.
    """
    src = Sources.of(sources)
    echo = _echo_check(store, config)
    found: list[FoundQuote] = []
    failed: list[QuoteFailure] = []
    seen: set[tuple[int, int, int]] = set()
    for quote in candidate.quotes:
        result = _check_quote(quote, src, echo)
        if isinstance(result, QuoteFailure):
            failed.append(result)
        elif (key := (result.segment, result.start, result.end)) not in seen:
            seen.add(key)
            found.append(result)
    ctx = _Ctx(candidate, _flat(candidate.text), src, found, failed, config)
    for name, rule in CANDIDATE_RULES:
        decision = rule(ctx)
        if decision is not None:
            return Verdict(
                candidate=candidate,
                outcome=decision.outcome,
                rule=decision.rule or name,
                reason=decision.reason,
                quotes=found,
                failed=failed,
                confidence=_bucket(ctx),
            )
    return Verdict(
        candidate=candidate,
        outcome="pass",
        rule=None,
        reason="every rule passed",
        quotes=found,
        failed=failed,
        confidence=_bucket(ctx),
    )


def check_candidates(
    candidates: Iterable[Candidate],
    segments: Sequence[Segment] | Sources,
    *,
    store: Iterable[str] | EchoCheck | None = None,
    config: GateConfig = DEFAULT_CONFIG,
) -> list[Verdict]:
    """``check_candidate`` for each candidate, indexing the sources and the store once."""
    src = Sources.of(segments)
    echo = _echo_check(store, config)
    return [check_candidate(c, src, store=echo, config=config) for c in candidates]


# --------------------------------------------------------------------------------------------------
# The composed text, re-scanned
# --------------------------------------------------------------------------------------------------

# "…" (curly and guillemets are normalised to it), or '…' whose apostrophes inside sit between letters
_QUOTATION = re.compile(r'"([^"\n]+)"|(?<!\w)\'((?:[^\'\n]|(?<=\w)\'(?=\w))+?)\'(?!\w)')


def check_composed(
    text: str,
    evidence: Verdict | Sequence[FoundQuote],
    known_slugs: Iterable[str],
    *,
    config: GateConfig = DEFAULT_CONFIG,
) -> list[Problem]:
    """What is wrong with the memory text the scribe composed from a verdict's surviving quotes.

    Pass the body and the index line, not the front matter (its dates are not claims). Finds: numbers
    no TOOL/ACT quote holds (``number``); text in quotation marks that is not verbatim in a surviving
    quote (``quotation``); ``[[links]]`` to slugs not in ``known_slugs`` (``dead_link``); credit to the
    person without a surviving USER quote (``attribution``); instructions and prompt markup.
    """
    quotes = list(evidence.quotes if isinstance(evidence, Verdict) else evidence)
    problems: list[Problem] = [
        Problem(rule="number", detail=d) for d in _number_problems(text, quotes, config.number_classes)
    ]
    quoted = [normalise(q.source) for q in quotes]
    for m in _QUOTATION.finditer(normalise(text)):
        inner = (m.group(1) or m.group(2) or "").strip()
        if inner and not any(_find_clean(q, inner, limit=1) for q in quoted):
            problems.append(Problem(rule="quotation", detail=f"{inner!r} is quoted but is in no surviving quote"))
    known = {s.strip().lower() for s in known_slugs}
    for m in LINK.finditer(text):
        slug = m.group(1).strip().lower()
        if slug not in known:
            problems.append(Problem(rule="dead_link", detail=f"[[{m.group(1)}]] links to no memory in the store"))
    credit = _credits_person(_flat(text))
    if credit and not any(q.cls == "USER" for q in quotes):
        problems.append(
            Problem(rule="attribution", detail=f"credits the person ({credit.group(0)!r}) with no USER quote behind it")
        )
    if hit := find_instruction(text):
        problems.append(Problem(rule="instruction", detail=hit))
    if hit := find_markup(text):
        problems.append(Problem(rule="markup", detail=hit))
    return problems
