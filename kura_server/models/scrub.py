"""Model output is redacted before anything else sees it.

A model can write a secret of its own (the AWS documentation's example key is in every model's training
data), so every string a model returns is masked at the one place all replies pass through
(:meth:`~kura_server.models.client.ModelClient.chat`, with :func:`scrub_text`), before it is cached,
logged, returned, parsed or salvaged. A reply is usually JSON, where a secret can hide behind escapes
(``wJalrXUtnFEMI\\/K7MDENG\\/…``, ``\\u0041KIA…``): the text is redacted as it is and as it reads once
its JSON escapes are decoded, and what the decoded view finds is masked in the raw text, so the reply
stays valid JSON (a mask holds no quote or backslash). :func:`scrub_value` redacts every string of a
parsed value, keys included (the salvage parsers apply it to what they return).
"""

from __future__ import annotations

import re

from ..write.redact import mask, redact, redact_value

__all__ = ["scrub_text", "scrub_value"]

_ESCAPE = re.compile(r'\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])')
_SIMPLE = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


_SURROGATES = re.compile(r"\\u[dD][89abAB][0-9a-fA-F]{2}\\u[dD][c-fC-F][0-9a-fA-F]{2}")


def _decode(raw: str) -> tuple[str, list[int], list[int]]:
    """``raw`` with its JSON escapes decoded, and where each decoded char starts and ends in ``raw``. A surrogate
    pair's two escapes are one character, as JSON reads them: an emoji written ``\\ud83d\\udd11`` is the key 🔑
    a password rule reads as a label."""
    chars: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    pos = 0
    for m in _ESCAPE.finditer(raw):
        if m.start() < pos:  # the low half of a surrogate pair, read with its high half
            continue
        for i in range(pos, m.start()):
            chars.append(raw[i])
            starts.append(i)
            ends.append(i + 1)
        esc = m.group(0)
        if (pair := _SURROGATES.match(raw, m.start())) is not None:
            high, low = int(raw[m.start() + 2 : m.start() + 6], 16), int(raw[m.start() + 8 : pair.end()], 16)
            chars.append(chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)))
            end = pair.end()
        else:
            chars.append(chr(int(esc[2:], 16)) if esc[1] == "u" else _SIMPLE[esc[1]])
            end = m.end()
        starts.append(m.start())
        ends.append(end)
        pos = end
    for i in range(pos, len(raw)):
        chars.append(raw[i])
        starts.append(i)
        ends.append(i + 1)
    return "".join(chars), starts, ends


def scrub_text(text: str) -> str:
    """``text`` with every secret masked, whether written plainly or behind JSON escapes. Where the text holds
    escapes, what the raw view finds across an escape is left to the decoded view: ``agroecolog\\u00eda`` read
    raw is a run of letters and digits, a key's shape; decoded it is a word ("Palabra clave: agroecología")."""
    if _ESCAPE.search(text) is None:
        return redact(text).text
    decoded, starts, ends = _decode(text)
    spans = [(f.start, f.end, f.kind) for f in redact(text).findings if not _ESCAPE.search(text, f.start, f.end)]
    spans += [(starts[f.start], ends[f.end - 1], f.kind) for f in redact(decoded).findings]
    out: list[str] = []
    pos = 0
    for start, end, kind in sorted(spans):
        if end <= pos:  # inside a span already masked
            continue
        out.append(text[pos:start] if start >= pos else "")
        if start >= pos:
            out.append(mask(kind))
        pos = end
    out.append(text[pos:])
    return "".join(out)


scrub_value = redact_value  # the salvage parsers' name for it
