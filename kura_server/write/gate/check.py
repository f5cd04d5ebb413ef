"""The distillation gate's entry points: every quote through the quote rules, then the candidate
rules in order; the first that decides wins."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..redact import redact
from .confidence import _bucket
from .context import _Ctx
from .echoes import EchoCheck, _echo_check
from .models import DEFAULT_CONFIG, Candidate, FoundQuote, GateConfig, QuoteFailure, Segment, Verdict
from .quotes import _check_quote
from .rules import CANDIDATE_RULES
from .sources import Sources
from .words import _flat


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
    if len(candidate.text) > config.max_chars:  # read no further: a memory is one atomic fact
        reason = f"{len(candidate.text):,} characters: a candidate is one atomic fact (at most {config.max_chars:,})"
        return Verdict(candidate=candidate, outcome="drop", rule="too_long", reason=reason, quotes=[], confidence="low")
    echo = _echo_check(store, config)
    found: list[FoundQuote] = []
    failed: list[QuoteFailure] = []
    seen: set[tuple[int, int, int]] = set()
    for n, quote in enumerate(candidate.quotes):
        if n >= config.max_quotes or len(quote.text) > config.max_quote_chars:
            why = (
                f"a quote past the first {config.max_quotes} is not read"
                if n >= config.max_quotes
                else f"{len(quote.text):,} characters: a quote is an excerpt of one segment (at most "
                f"{config.max_quote_chars:,})"
            )
            failed.append(QuoteFailure(quote=quote, rule="too_long", reason=why))
            continue
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
                reason=redact(decision.reason).text,  # a reason quotes the model's words: never a secret in it
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
