"""Tidy: the scribe rewrites the index lines the deterministic check (``quality``) flagged.

Each flagged memory's trigger is rewritten once, from its title, its body and what was wrong with
the line (and the line it could be swapped with); a rewrite that is empty, too long or unchanged is
refused, and every accepted one goes through ``write`` (the store's write pipeline: redaction and
the gate apply) — a refusal there is reported, never fatal. A memory changed or gone since it was read
(``write`` is given the memory as read: a person's correction landed while the scribe wrote) is
skipped, left as it now is, and reported so — not an error.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..errors import KuraError
from ..models import ModelClient, TokenMeter, prompt
from ..store.memory import Memory
from .quality import Finding

_SINCE = {  # the write's refusals of a memory that is not the one read: skipped, not refused
    "memory_changed": "changed since tidy read it (a correction, say): left as it is; tidy again to look anew",
    "memory_not_found": "gone since tidy read it",
}


@dataclass(frozen=True)
class Rewrite:
    slug: str
    before: str
    after: str


@dataclass
class Rewrites:
    rewritten: list[Rewrite] = field(default_factory=list)
    refused: list[dict[str, str]] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)  # changed or gone since they were read


def rewrite_triggers(
    mems: Mapping[str, Memory], findings: Sequence[Finding], models: ModelClient, meter: TokenMeter,
    write: Callable[[str, str], object],
) -> Rewrites:  # fmt: skip
    """Ask the scribe for a new trigger for each flagged memory; ``write(slug, trigger)`` stores one, only
    while the memory is as ``mems`` holds it (else ``memory_changed``: the memory is skipped)."""
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
                if exc.code in _SINCE:
                    out.skipped.append({"slug": slug, "reason": _SINCE[exc.code]})
                else:
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
