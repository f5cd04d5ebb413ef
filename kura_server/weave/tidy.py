"""Tidy: the scribe rewrites the index lines the deterministic check (``quality``) flagged.

Each flagged memory's trigger is rewritten once, from its title, its body and what was wrong with
the line (and the line it could be swapped with); a rewrite that is empty, too long or unchanged is
refused, and every accepted one goes through ``write`` (the store's write pipeline: redaction and
the gate apply) — a refusal there is reported, never fatal.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import KuraError
from ..models import ModelClient, TokenMeter, prompt
from ..store.memory import Memory
from .quality import Finding


@dataclass(frozen=True)
class Rewrite:
    slug: str
    before: str
    after: str


@dataclass
class Rewrites:
    rewritten: list[Rewrite] = field(default_factory=list)
    refused: list[dict[str, str]] = field(default_factory=list)


def rewrite_triggers(
    mems: Mapping[str, Memory], findings: Sequence[Finding], models: ModelClient, meter: TokenMeter,
    write: Callable[[str, str], object],
) -> Rewrites:  # fmt: skip
    """Ask the scribe for a new trigger for each flagged memory; ``write(slug, trigger)`` stores one."""
    out = Rewrites()
    done: set[str] = set()
    for finding in findings:
        for slug in finding.slugs:
            if slug in done or slug not in mems:
                continue
            done.add(slug)
            mem = mems[slug]
            after = _ask(
                models, meter, mem, finding, [mems[o].index_line() for o in finding.slugs if o != slug and o in mems]
            )
            if not after or len(after) > 200 or after == mem.trigger:
                out.refused.append({"slug": slug, "reason": "empty, too long or unchanged"})
                continue
            try:
                write(slug, after)
            except KuraError as exc:
                out.refused.append({"slug": slug, "reason": exc.message})
                continue
            out.rewritten.append(Rewrite(slug, mem.trigger, after))
    return out


def _ask(models: ModelClient, meter: TokenMeter, mem: Memory, finding: Finding, others: Sequence[str]) -> str:
    context = f"Flagged: {finding.kind}: {finding.reason}" + (f"\nOther line: {others[0]}" if others else "")
    messages = [
        {"role": "system", "content": prompt("tidy_trigger")},
        {
            "role": "user",
            "content": f"Title: {mem.title}\nBody:\n{mem.body}\nCurrent trigger: {mem.trigger}\n{context}",
        },
    ]
    return " ".join(models.chat("scribe", messages, meter=meter).text.split()).strip("\"'")
