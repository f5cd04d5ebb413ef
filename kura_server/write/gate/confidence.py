"""The confidence bucket of a candidate's evidence.

Confidence buckets (``Verdict.confidence``), over the surviving quotes (a quote whose span lies inside
another surviving quote's span is counted once). A quote is *useful* when it backs the candidate:
for USER, as in rule 4; for the others, it shares a content word with the candidate or holds a
number the candidate claims.

* ``low``: no useful quote; or a quote failed ``verbatim``/``stitched``/``quote_too_short`` (a
  candidate that came with an invented quote is not trusted on the rest); or a single survivor of
  fewer than three words, unless it holds every number the candidate claims and shares a content word
  with it (``coverage: 81.4%`` behind "Parser test coverage is 81.4%": the quote is the whole claim).
* ``high``: none of the above, two or more useful quotes, at least one of them USER/TOOL/ACT and of
  three words or more. SELF-only evidence is never ``high``.
* ``medium``: everything else.
"""

from __future__ import annotations

from collections.abc import Sequence

from .context import _Ctx
from .models import Bucket, FoundQuote
from .normalise import _is_cjk, normalise
from .quotes import _FABRICATION


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

    def short(q: FoundQuote) -> bool:  # two CJK characters weigh about a word
        text = normalise(q.source)
        cjk = sum(1 for ch in text if _is_cjk(ch) and ch.isalnum())
        return len(text.split()) + cjk // 2 < ctx.config.short_quote_words

    useful = [q for q in quotes if relevant(q)]
    bucket: Bucket
    lone_short = len(quotes) == 1 and short(quotes[0]) and not ctx.carries(quotes[0])
    if not useful or any(f.rule in _FABRICATION for f in ctx.failed) or lone_short:
        bucket = "low"
    elif all(q.cls == "SELF" for q in quotes):
        bucket = "medium"
    elif len(useful) >= 2 and any(q.cls != "SELF" and not short(q) for q in useful):
        bucket = "high"
    else:
        bucket = "medium"
    ctx._cache["bucket"] = bucket
    return bucket
