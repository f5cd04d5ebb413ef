"""JSON salvage for weak local models: keep what is valid, return the rest as rejects, drop nothing.

Models wrap JSON in code fences or prose, leave trailing commas, break one item of ten, or stop
mid-array at ``max_tokens``. :func:`parse_json_list` and :func:`parse_json_object` take what parses
and hand every piece that does not back as a :class:`Reject` — the caller sends rejects to review.
What an item must contain is the caller's check, not this module's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .. import jsontext
from .scrub import scrub_text, scrub_value

_THINK = re.compile(r"<think>.*?</think>", re.S)
_FENCE = re.compile(r"```[\w+-]*[ \t]*\n?(.*?)(?:```|\Z)", re.S)
_OPENER = re.compile(r'\[(?=\s*[\[{"\]\d-])|\{(?=\s*["}])')  # where JSON plausibly starts, not "[sic]"
_WRAPPER = re.compile(r'\{\s*"[^"\\]*"\s*:\s*\[')  # {"items": [


@dataclass(frozen=True)
class Reject:
    """A piece of a model reply that is not valid JSON, with the reason; for the review queue."""

    text: str
    reason: str


def strip_thinking(text: str) -> str:
    """Drop ``<think>…</think>`` blocks that reasoning models put before the answer."""
    return _THINK.sub("", text).strip()


def parse_json_list(text: str) -> tuple[list[Any], list[Reject]]:
    """The items of the JSON array in ``text``, and a reject for every piece that did not parse.

    Every string in the items and every reject's text is redacted (:mod:`.scrub`): what a model wrote
    is masked after JSON decoding too, whoever calls this.

    The array is the largest bracketed span (so a "[2]" in the prose is not taken for it). A lone
    object is a list of one; ``{"items": [...]}`` (one key holding a list) is that list; objects
    outside any array (one per line, or between prose) are items too.
    """
    items, rejects = _parse_list(text)
    return scrub_value(items), _scrubbed(rejects)


def parse_json_object(text: str) -> tuple[dict[str, Any] | None, list[Reject]]:
    """The JSON object in ``text`` (fenced, prose-wrapped, trailing comma or garbage tolerated), or a reject.

    Redacted like :func:`parse_json_list`."""
    value, rejects = _parse_object(text)
    return scrub_value(value), _scrubbed(rejects)


def _scrubbed(rejects: list[Reject]) -> list[Reject]:
    return [Reject(scrub_text(r.text), r.reason) for r in rejects]


def _parse_list(text: str) -> tuple[list[Any], list[Reject]]:
    body = _clean(text)
    if not body:
        return [], [Reject(text, "empty reply: no JSON")]
    whole = _loads(body)
    if whole is not _FAIL:
        return _as_list(whole), []
    spans = _top_spans(body)
    if not spans:
        return [], [Reject(body, "no JSON array or object found")]
    start, end = max(spans, key=lambda s: (s[1] or len(body)) - s[0])
    if body[start] == "{" and not _WRAPPER.match(body, start):  # objects without an array
        objects = [(body[s:e] if e else body[s:], e is None) for s, e in spans if body[s] == "{"]
        if len(objects) == 1 and (value := _loads(objects[0][0])) is not _FAIL:
            return _as_list(value), []
        return _salvage([o for o, _ in objects], truncated=objects[-1][1])
    if body[start] == "{":  # {"items": [...]} that does not parse whole: the array inside
        start = body.index("[", start)
        end = _balanced(body, start)
    if end is not None and isinstance(value := _loads(body[start:end]), list):
        return value, []  # prose around it, trailing commas, garbage after it
    inner = body[start + 1 : end - 1] if end is not None else body[start + 1 :]
    return _salvage(_split(inner), truncated=end is None)


def _parse_object(text: str) -> tuple[dict[str, Any] | None, list[Reject]]:
    body = _clean(text)
    if not body:
        return None, [Reject(text, "empty reply: no JSON")]
    whole = _loads(body)
    if isinstance(whole, list) and len(whole) == 1:
        whole = whole[0]
    if isinstance(whole, dict):
        return whole, []
    spans = [(s, e) for s, e in _top_spans(body) if body[s] == "{"]
    if not spans:
        return None, [Reject(body, "no JSON object found")]
    start, end = max(spans, key=lambda s: (s[1] or len(body)) - s[0])
    if end is None:
        return None, [Reject(body[start:], "truncated: the object never closes")]
    value = _loads(body[start:end])
    if isinstance(value, dict):
        return value, []
    return None, [Reject(body[start:end], f"not valid JSON: {_why(body[start:end])}")]


# -- helpers -----------------------------------------------------------------------------------

_FAIL = object()


def _clean(text: str) -> str:
    text = strip_thinking(text)
    fenced = [m.group(1).strip() for m in _FENCE.finditer(text)]
    fenced = [f for f in fenced if f[:1] in ("[", "{")]
    return "\n".join(fenced) if fenced else text.strip()


def _loads(text: str) -> Any:
    """``json.loads`` after dropping trailing commas; ``_FAIL`` when it still does not parse."""
    try:
        return jsontext.loads(_drop_trailing_commas(text))
    except ValueError:
        return _FAIL


def _why(text: str) -> str:
    try:
        jsontext.loads(_drop_trailing_commas(text))
    except ValueError as exc:
        return str(exc)
    return "unexpected value"  # pragma: no cover - only called after a failure


def _as_list(value: Any) -> list[Any]:
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        lists = [v for v in value.values() if isinstance(v, list)]
        if len(value) == 1 and len(lists) == 1:
            return lists[0]
    return [value]


def _scan(text: str) -> Iterator[tuple[int, str, bool]]:
    """Yield ``(index, char, quoted)`` for each character; ``quoted`` covers JSON strings and their quotes."""
    in_string = escaped = False
    for i, ch in enumerate(text):
        quoted = in_string or ch == '"'
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        yield i, ch, quoted


def _drop_trailing_commas(text: str) -> str:
    """Remove each comma (outside strings) that only blanks separate from a closing bracket."""
    chars = list(text)
    comma: int | None = None
    for i, ch, quoted in _scan(text):
        if not quoted and ch == ",":
            comma = i
        elif not quoted and ch in "]}" and comma is not None:
            chars[comma] = ""
            comma = None
        elif quoted or not ch.isspace():
            comma = None
    return "".join(chars)


def _balanced(text: str, start: int) -> int | None:
    """The end (exclusive) of the bracketed value opening at ``start``; None if it never closes."""
    depth = 0
    for i, ch, in_string in _scan(text[start:]):
        if in_string:
            continue
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
            if depth == 0:
                return start + i + 1
    return None


def _split(inner: str) -> list[str]:
    """Top-level elements of an array's inside, split at commas outside strings and brackets."""
    parts: list[str] = []
    depth, last = 0, 0
    for i, ch, in_string in _scan(inner):
        if in_string:
            continue
        if ch in "[{":
            depth += 1
        elif ch in "]}":
            depth = max(depth - 1, 0)
        elif ch == "," and depth == 0:
            parts.append(inner[last:i])
            last = i + 1
    parts.append(inner[last:])
    return [p.strip() for p in parts if p.strip()]


def _top_spans(text: str) -> list[tuple[int, int | None]]:
    """Outermost ``[…]``/``{…}`` spans as ``(start, end)``; ``end`` None when the last never closes.

    Outside a span the text is prose: its quotes are not strings and only a bracket that plausibly
    opens JSON (``_OPENER``) starts a span.
    """
    spans: list[tuple[int, int | None]] = []
    depth = start = 0
    in_string = escaped = False
    for i, ch in enumerate(text):
        if depth == 0:
            if ch in "[{" and _OPENER.match(text, i):
                depth, start = 1, i
        elif in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
            if depth == 0:
                spans.append((start, i + 1))
    if depth:
        spans.append((start, None))
    return spans


def _salvage(parts: list[str], *, truncated: bool) -> tuple[list[Any], list[Reject]]:
    items: list[Any] = []
    rejects: list[Reject] = []
    for n, part in enumerate(parts):
        value = _loads(part)
        if value is not _FAIL:
            items.append(value)
        elif truncated and n == len(parts) - 1:
            rejects.append(Reject(part, "truncated: the reply stops inside this item"))
        else:
            rejects.append(Reject(part, f"not valid JSON: {_why(part)}"))
    return items, rejects
