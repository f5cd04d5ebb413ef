"""The gate on one thing the person said, as the gate's reading tests ask it (``tests/test_gate_*.py``): one helper,
not a copy in each file."""

from __future__ import annotations

from kura_server.write.gate import Candidate, Quote, Segment, Verdict, check_candidate, check_composed


def gate_verdict(said: str, claim: str, quote: str | None = None, asked: str | None = None) -> Verdict:
    """The gate on a fact ``claim`` from the person's ``said`` (after the assistant's ``asked``, when given), quoted
    whole or by ``quote``."""
    candidate = Candidate(text=claim, kind="fact", quotes=[Quote(cls="USER", text=quote or said)])
    segments = [Segment(cls="SELF", text=asked)] if asked else []
    return check_candidate(candidate, [*segments, Segment(cls="USER", text=said)])


def refused(
    said: str, claim: str, outcome: str | None = None, *, asked: str | None = None, rule: str | None = "support"
) -> str:
    """The ``rule``'s reason (the support rule's, or any rule's for None) for refusing ``claim`` from ``said``:
    dropped or sent to review (or the ``outcome`` given)."""
    verdict = gate_verdict(said, claim, asked=asked)
    assert verdict.outcome in ((outcome,) if outcome else ("review", "drop")), verdict.reason
    assert rule is None or verdict.rule == rule, verdict.reason
    return verdict.reason


def kept(said: str, claim: str, *, asked: str | None = None) -> None:
    """``claim`` from ``said`` passes the gate, and the composed-text re-scan of it as the memory's text."""
    verdict = gate_verdict(said, claim, asked=asked)
    assert verdict.outcome == "pass", verdict.reason
    assert check_composed(claim, verdict, ()) == []


def refused_for_a_name(said: str, claim: str, name: str) -> None:
    """``claim`` from ``said`` is dropped for ``name``, which no quote holds."""
    reason = refused(said, claim, "drop")
    assert "names what no quote holds" in reason and repr(name) in reason, reason
