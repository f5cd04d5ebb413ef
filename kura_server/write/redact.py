"""Secrets are masked before anything else sees text.

``redact`` is the first door of every write (SPEC §4): it runs before any model reads the text and
before anything touches disk. Three detectors feed it:

* our format rules (:mod:`.redact_rules`): one compiled pattern per kind, aimed at the credentials an
  agent's transcript actually carries (cloud keys, VCS and chat tokens, model-provider keys, PEM
  blocks, JWTs, passwords in URLs and on command lines, bearer headers, ``password = "…"`` assignments,
  password hashes as password files store them, a Kubernetes Secret's values: ``secret_manifest_spans``),
  and payment cards, IBANs and US SSNs, which a check digit or their word makes precise;
* our prose rules (:mod:`.redact_prose`): a password, passphrase, PIN, card security code, recovery code or
  key named in prose in several languages, a user's password in a pair, a passport's, licence's or bank
  account's number after its label, an AWS secret next to its key id, random tokens with no label, and the
  cells of a table's column under a password's, a PIN's or a token's header — a Markdown table, one with no
  delimiter row, a CSV, tab-separated, columns blanks split, an HTML table (``table_spans``);
* the precise plugins of detect-secrets, called in process (:mod:`.redact_library`).

The rules read the text as it reads (``_as_read``): characters that show nothing, control characters
and terminal escape sequences skipped, compatibility forms (full-width, mathematical letters) as ASCII,
so a secret written with a zero-width space or a colour code inside, or as ``ＡＫＩＡ…``, is found all
the same.
Every finding is a span of the original text; overlapping spans merge; each merged span is replaced
whole by ``[REDACTED:<kind>]``, so nothing of the value survives but the kind. The output is a fixed
point: ``redact`` rescans what it produced until nothing new is found, and existing markers are
opaque, so ``redact(redact(x).text)`` changes nothing.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .. import errors
from .redact_library import LIBRARY_KINDS, detectors, library_spans
from .redact_prose import GENERIC_KINDS, PROSE_RULES, listed_spans, table_spans
from .redact_rules import BASE_RULES, MARKER_RE, Rule, secret_manifest_spans
from .text import CONTROL, INVISIBLE, SEQUENCE

__all__ = [
    "MARKER_RE",
    "RULES",
    "Finding",
    "Redaction",
    "Rule",
    "mask",
    "redact",
    "redact_record",
    "redact_together",
    "redact_value",
    "refuse_secret_name",
    "warm_up",
]

# Every rule of our own, in priority order (an earlier rule names the kind of a merged span).
RULES: tuple[Rule, ...] = (*BASE_RULES, *PROSE_RULES)
_SECRET_GROUPS = ("secret", "quoted", "bare")
_MAX_PASSES = 4  # rescans of the masked text; in practice the second one finds nothing
_REPEAT_MIN = 6  # a value this long found once is masked wherever else it appears


def mask(kind: str) -> str:
    """The marker that replaces a secret of ``kind``."""
    return f"[REDACTED:{kind}]"


@dataclass(frozen=True)
class Finding:
    """One masked span: ``text[start:end]`` of the ORIGINAL text was a secret of ``kind``."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Redaction:
    """The masked text and what was masked (positions point into the original text)."""

    text: str
    findings: tuple[Finding, ...]

    @property
    def changed(self) -> bool:
        return bool(self.findings)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The distinct kinds masked, sorted (for logs and audit lines: never the values)."""
        return tuple(sorted({f.kind for f in self.findings}))


# --------------------------------------------------------------------------------------------------
# Spans
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    kind: str
    rank: int  # lower wins the kind of a merged span


# A merged span is named by its most precise kind: our format rules first, then the library's
# plugins, then the generic prose and entropy kinds.
_KIND_RANK: dict[str, int] = {
    kind: rank
    for rank, kind in enumerate(
        dict.fromkeys(
            [*(k for k in (*(r.kind for r in RULES), *LIBRARY_KINDS) if k not in GENERIC_KINDS), *GENERIC_KINDS]
        )
    )
}


def _span(start: int, end: int, kind: str) -> _Span:
    return _Span(start, end, kind, _KIND_RANK[kind])


def _starts_token(text: str, at: int) -> bool:
    return at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_")


def _accepted(rule: Rule, text: str, m: re.Match[str]) -> bool:
    return (not rule.token or _starts_token(text, m.start())) and (rule.check is None or rule.check(m))


def _matches(rule: Rule, text: str, folded: str | None, present: frozenset[str]) -> Iterator[re.Match[str]]:
    """The rule's accepted matches, left to right, not overlapping; ``present``: the anchors ``folded`` holds."""
    if not rule.anchors or folded is None:
        if rule.hint is None or rule.hint.search(text) is not None:
            yield from (m for m in rule.pattern.finditer(text) if _accepted(rule, text, m))
        return
    if not (words := [word for word in rule.anchors if word in present]):
        return
    end = 0
    for at in sorted({at for word in words for at in _find_all(folded, word)}):
        if at >= end and (m := rule.pattern.match(text, at)) and _accepted(rule, text, m):
            end = m.end()
            yield m


def _find_all(text: str, word: str) -> Iterator[int]:
    at = text.find(word)
    while at != -1:
        yield at
        at = text.find(word, at + 1)


# Every rule's anchors, each once: a text is searched once for each, and a rule only at those found (the rules share
# most of their anchors: a word searched rule by rule was searched four times over).
_ANCHORS = tuple(dict.fromkeys(word for rule in RULES for word in rule.anchors))


def _rule_spans(text: str) -> Iterator[_Span]:
    folded: str | None = text.lower()
    if folded is not None and len(folded) != len(text):  # "İ" lower-cases to two chars: no alignment
        folded = None
    present = frozenset(word for word in _ANCHORS if word in folded) if folded is not None else frozenset()
    for rule in RULES:
        for m in _matches(rule, text, folded, present):
            group = next((g for g in _SECRET_GROUPS if g in rule.pattern.groupindex and m.group(g)), None)
            start, end = m.span(group) if group else m.span()
            if end > start:
                yield _span(start, end, rule.kind)


def _repeats(text: str, spans: list[_Span]) -> Iterator[_Span]:
    """A value found once is masked wherever else it appears whole (a secret pasted twice)."""
    values: dict[str, str] = {}
    for s in spans:
        values.setdefault(text[s.start : s.end], s.kind)
    return _occurrences(text, values)


_ALNUM_RE = re.compile(r"[A-Za-z0-9]+")
_TOKEN_RE = re.compile(r"[A-Za-z0-9]+|[^A-Za-z0-9]+")


def _whole_at(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` stands whole: no letter or digit (ASCII) touches it on either side."""
    return (start == 0 or not (text[start - 1].isascii() and text[start - 1].isalnum())) and (
        end == len(text) or not (text[end].isascii() and text[end].isalnum())
    )


class _Values:
    """Secret values, found all at once in a text by their tokens (runs of letters and digits, and the runs of
    other characters between them): an Aho-Corasick automaton over tokens, so one pass over a text's tokens
    finds every value standing whole in it, however many values and however long (searching for each value
    in turn cost values x length: a long text with thousands of secrets in it took minutes)."""

    def __init__(self) -> None:
        self.goto: list[dict[str, int]] = [{}]
        self.ends: list[list[tuple[int, str, str, str]]] = [[]]  # (tokens, before, after, kind) per node
        self.fail: list[int] = [0]
        self.found: list[int] = [0]  # the nearest node on the failure chain that ends a value (0: none)

    def add(self, value: str, kind: str) -> None:
        """``value`` holds a letter or digit: its core runs from its first run to its last."""
        runs = [m.span() for m in _ALNUM_RE.finditer(value)]
        core = value[runs[0][0] : runs[-1][1]]
        tokens = _TOKEN_RE.findall(core)
        node = 0
        for token in tokens:
            nxt = self.goto[node].get(token)
            if nxt is None:
                nxt = len(self.goto)
                self.goto[node][token] = nxt
                self.goto.append({})
                self.ends.append([])
                self.fail.append(0)
                self.found.append(0)
            node = nxt
        self.ends[node].append((len(tokens), value[: runs[0][0]], value[runs[-1][1] :], kind))

    def link(self) -> None:
        """The failure links, breadth first (after the last ``add``)."""
        queue = list(self.goto[0].values())
        for node in queue:
            for token, child in self.goto[node].items():
                back = self.fail[node]
                while back and token not in self.goto[back]:
                    back = self.fail[back]
                target = self.goto[back].get(token, 0)
                self.fail[child] = target if target != child else 0
                self.found[child] = target if self.ends[target] else self.found[target]
                queue.append(child)

    def spans(self, text: str) -> Iterator[_Span]:
        spans = [m.span() for m in _TOKEN_RE.finditer(text)]
        state = 0
        for i, (_, last) in enumerate(spans):
            token = text[spans[i][0] : last]
            while state and token not in self.goto[state]:
                state = self.fail[state]
            state = self.goto[state].get(token, 0)
            node = state if self.ends[state] else self.found[state]
            while node:
                for count, before, after, kind in self.ends[node]:
                    first = spans[i - count + 1][0]
                    start, stop = first - len(before), last + len(after)
                    whole = start >= 0 and text[start:first] == before and text.startswith(after, last)
                    if whole and _whole_at(text, start, stop):
                        yield _span(start, stop, kind)
                node = self.found[node]


def _occurrences(text: str, values: Mapping[str, str]) -> Iterator[_Span]:
    """Where each secret value (of ``_REPEAT_MIN`` characters or more) stands whole in ``text``, by kind.
    A value with no letter or digit in it is searched for on its own."""
    found = _Values()
    for value, kind in values.items():
        if len(value) < _REPEAT_MIN:
            continue
        if _ALNUM_RE.search(value):
            found.add(value, kind)
            continue
        at = text.find(value)
        while at != -1:
            if _whole_at(text, at, at + len(value)):
                yield _span(at, at + len(value), kind)
            at = text.find(value, at + 1)
    if len(found.goto) > 1:
        found.link()
        yield from found.spans(text)


def _merge(spans: list[_Span]) -> list[_Span]:
    merged: list[_Span] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if merged and s.start < merged[-1].end:
            last = merged[-1]
            best = last if last.rank <= s.rank else s
            merged[-1] = _Span(last.start, max(last.end, s.end), best.kind, best.rank)
        else:
            merged.append(s)
    return merged


def _outside_markers(text: str, spans: list[_Span]) -> list[_Span]:
    """Existing markers are opaque: clip them out of every span, keep what still holds a letter/digit."""
    markers = [m.span() for m in MARKER_RE.finditer(text)]
    if not markers:
        return spans
    ends = [end for _, end in markers]
    kept: list[_Span] = []
    for s in spans:
        pieces = [(s.start, s.end)]
        first = bisect_right(ends, s.start)  # the markers are in order and apart: only these can touch s
        last = bisect_left(markers, (s.end, s.end), lo=first)
        for m_start, m_end in markers[first:last]:
            next_pieces = []
            for a, b in pieces:
                if m_end <= a or m_start >= b:
                    next_pieces.append((a, b))
                    continue
                if a < m_start:
                    next_pieces.append((a, m_start))
                if m_end < b:
                    next_pieces.append((m_end, b))
            pieces = next_pieces
        kept.extend(_Span(a, b, s.kind, s.rank) for a, b in pieces if any(c.isalnum() for c in text[a:b]))
    return kept


# --------------------------------------------------------------------------------------------------
# The text as it reads: a secret disguised by invisible characters, control codes or look-alike forms
# --------------------------------------------------------------------------------------------------

# What shows nothing is skipped: the characters ``text.INVISIBLE`` names (zero-width and bidi characters,
# variation selectors, the grapheme joiner, fillers...), the control characters and the terminal escape
# sequences ``clean_controls`` removes (a colour code inside a key id, as ``grep --color`` prints it, a
# NUL); and a character Unicode's compatibility mapping (NFKC) makes one ASCII character reads as that
# one (full-width ``ＡＫＩＡ…``, mathematical ``𝐀𝐊𝐈𝐀…``, superscript digits). A secret written through
# them ("ghp_…\u200b…", "AKIA\x1b[31m…") reads the same to a person and to a model, so the rules read it
# that way. Tab, newline and carriage return are read as they are.


@functools.cache
def _compatible() -> dict[str, str]:
    """Every character NFKC makes one ASCII character, and that character (built once per process:
    all of them are in Unicode's planes 0 and 1)."""
    found: dict[str, str] = {}
    for code in range(0x80, 0x20000):
        ch = chr(code)
        if unicodedata.decomposition(ch) and len(plain := unicodedata.normalize("NFKC", ch)) == 1 and plain.isascii():
            found[ch] = plain
    return found


@functools.cache
def _unread() -> re.Pattern[str]:
    """One character class: what ``_as_read`` skips or maps (one class, of ranges, scans fast; the work is
    per match)."""
    runs: list[list[int]] = []
    for code in sorted(map(ord, _compatible())):
        if runs and runs[-1][1] == code - 1:
            runs[-1][1] = code
        else:
            runs.append([code, code])
    compatible = "".join(re.escape(chr(a)) + (f"-{re.escape(chr(b))}" if b > a else "") for a, b in runs)
    return re.compile(f"[{CONTROL.pattern[1:-1]}{INVISIBLE}{compatible}]")


_INTRODUCERS = frozenset("\x1b\x9b\x90\x98\x9d\x9e\x9f")  # what an escape sequence starts with


def _as_read(text: str, *, whole_sequences: bool = True) -> tuple[str, list[int]] | None:
    """``text`` as it reads — without what shows nothing, compatibility forms as ASCII — and the position
    in ``text`` of each character kept; ``None`` when there is nothing to change. ``whole_sequences``
    False: an escape sequence loses its control characters only (what follows an ESC may be text)."""
    if text.isascii() and CONTROL.search(text) is None:
        return None
    unread = _unread()
    m = unread.search(text)
    if m is None:
        return None
    compatible = _compatible()
    chars: list[str] = []
    origin: list[int] = []
    pos = 0
    while m is not None:
        at = m.start()
        chars.append(text[pos:at])
        origin.extend(range(pos, at))
        pos = at + 1
        if (plain := compatible.get(text[at])) is not None:
            chars.append(plain)
            origin.append(at)
        elif whole_sequences and text[at] in _INTRODUCERS and (sequence := SEQUENCE.match(text, at)) is not None:
            pos = sequence.end()
        m = unread.search(text, pos)
    chars.append(text[pos:])
    origin.extend(range(pos, len(text)))
    return "".join(chars), origin


def _scan(text: str) -> list[_Span]:
    """Every secret span of ``text``, read as it reads (see ``_as_read``), in ``text``'s positions. A text
    with control characters is read twice: its escape sequences skipped whole (a colour code inside a
    secret), then only their control characters (a secret behind a lone ESC, in a window title)."""
    read = _as_read(text)
    if read is None:
        return _scan_plain(text)
    spans = _read_spans(*read)
    if CONTROL.search(text) is not None and (again := _as_read(text, whole_sequences=False)) is not None:
        spans = _merge([*spans, *_read_spans(*again)])
    return spans


def _read_spans(seen: str, origin: list[int]) -> list[_Span]:
    return [_Span(origin[s.start], origin[s.end - 1] + 1, s.kind, s.rank) for s in _scan_plain(seen)]


def _scan_plain(text: str) -> list[_Span]:
    spans = [
        *_rule_spans(text),
        *(
            _span(*found)
            for found in (
                *library_spans(text),
                *table_spans(text),
                *listed_spans(text),
                *secret_manifest_spans(text),
            )
        ),
    ]
    if not spans:
        return []
    spans.extend(_repeats(text, spans))
    return _merge(_outside_markers(text, _merge(spans)))


# --------------------------------------------------------------------------------------------------
# Applying and mapping back
# --------------------------------------------------------------------------------------------------


def _apply(text: str, spans: list[_Span]) -> tuple[str, list[tuple[int, int, int, int]]]:
    """Mask ``spans`` (original coordinates); return the text and (orig_start, orig_end, new_start,
    new_end) for each marker."""
    out: list[str] = []
    placed: list[tuple[int, int, int, int]] = []
    pos = 0
    length = 0
    for s in spans:
        out.append(text[pos : s.start])
        length += s.start - pos
        marker = mask(s.kind)
        out.append(marker)
        placed.append((s.start, s.end, length, length + len(marker)))
        length += len(marker)
        pos = s.end
    out.append(text[pos:])
    return "".join(out), placed


def _to_original(pos: int, placed: list[tuple[int, int, int, int]], starts: list[int], *, is_end: bool) -> int:
    """Map a position in the masked text back to the original; inside a marker → the marker's edge.
    ``starts``: each marker's start in the masked text (``placed`` is in that order)."""
    k = (bisect_left(starts, pos) if is_end else bisect_right(starts, pos)) - 1  # the last marker at or before pos
    if k < 0:
        return pos
    o_start, o_end, _, n_end = placed[k]
    if pos < n_end or (is_end and pos == n_end):
        return o_end if is_end else o_start
    return pos + o_end - n_end


# Short texts found to hold no secret, remembered: a model's reply is redacted key by key and value by value, and a
# run redacts the same turn, quote and key ("text", "quotes", "USER") many times over (the corpus pipeline: 6,082
# calls, 999 distinct texts). Only a text with nothing masked is kept, so no secret is held past its call; short ones
# only, so a long text is read each time; the set is emptied when full.
_CLEAN: set[str] = set()
_CLEAN_CHARS = 200
_CLEAN_MAX = 4096


def _remember_clean(text: str) -> None:
    if len(_CLEAN) >= _CLEAN_MAX:
        _CLEAN.clear()
    _CLEAN.add(text)


def redact(text: str, *, also: Mapping[str, str] | None = None) -> Redaction:
    """Mask every secret in ``text``; findings point into ``text`` (not into the masked result).

    ``also``: secret values found elsewhere (value → kind), masked wherever they stand whole in ``text``
    (see ``redact_together``)."""
    if text in _CLEAN and not also:
        return Redaction(text, ())
    spans = _scan(text)
    if also:
        spans = _merge(_outside_markers(text, [*spans, *_occurrences(text, also)]))
    if not spans:
        if len(text) <= _CLEAN_CHARS and not also:
            _remember_clean(text)
        return Redaction(text, ())
    masked, placed = _apply(text, spans)
    for _ in range(_MAX_PASSES):
        extra = _scan(masked)
        if not extra:
            break
        starts = [n_start for _, _, n_start, _ in placed]
        back = [
            _Span(
                _to_original(s.start, placed, starts, is_end=False),
                _to_original(s.end, placed, starts, is_end=True),
                s.kind,
                s.rank,
            )
            for s in extra
        ]
        spans = _merge(spans + back)
        masked, placed = _apply(text, spans)
    return Redaction(masked, tuple(Finding(s.kind, s.start, s.end) for s in spans))


def redact_together(texts: Sequence[str]) -> list[Redaction]:
    """Texts that belong together (a memory's body, title and trigger), each redacted, and a secret found
    in one masked wherever it stands whole in the others: "password: hunter22" in the body takes the bare
    "hunter22" out of the title too."""
    first = [redact(t) for t in texts]
    found = {t[f.start : f.end]: f.kind for t, r in zip(texts, first, strict=True) for f in r.findings}
    if not found:
        return first
    return [redact(t, also=found) for t in texts]


def refuse_secret_name(what: str, name: Redaction, which: str | None = None) -> None:
    """A name a caller gave (a tag, the slug, a scope: ``what``) that redaction changed is refused, 422
    ``secret_in_name``: a name is written as given (a file's or a folder's name, ``MEMORY.md``, the audit
    log) and a masked name names nothing. ``which``: how the message names it (default "the <what>")."""
    if name.changed:
        raise errors.refused(
            "secret_in_name",
            f"{which or f'the {what}'} reads as a secret ({', '.join(name.kinds)}): a {what} is a name, written as "
            f"given, and a masked name names nothing: leave the secret out of it (nothing was written)",
            detail={"field": what, "kinds": list(name.kinds)},
        )


def redact_value(value: Any) -> Any:
    """A JSON-like value with every string in it (dict keys too) redacted; other values as they are."""
    if isinstance(value, str):
        return redact(value).text
    if isinstance(value, list):
        return [redact_value(v) for v in value]
    if isinstance(value, dict):
        return {redact_value(k): redact_value(v) for k, v in value.items()}
    return value


def redact_record(fields: Mapping[str, Any], ids: frozenset[str]) -> dict[str, Any]:
    """A record (an audit line, a review item's payload) with every value redacted but those under the
    keys ``ids``: identifiers kura made (a hash or a random id reads as a token to the entropy check)."""
    return {k: v if k in ids else redact_value(v) for k, v in fields.items()}


def warm_up() -> None:
    """Pay detect-secrets' start-up cost now (call it when the server starts)."""
    detectors()
    redact("warm-up: password = 'not-a-real-one-123'")
