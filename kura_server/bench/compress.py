"""``kura bench compress``: how much a store keeps of what it read (SPEC §16).

``store_ratio`` = tokens in memories (title, trigger, body: not the YAML front matter's plumbing) and
their index lines / tokens of raw journal actually consumed (the clean turn text the batches read).
Only memories whose evidence manifest points to a batch recorded in the store's
``_distill/metrics.jsonl`` count (manual writes and host notes do not); the raw side is the sum of
those recorded batches. Tokens are the project's one estimate (``weave.tokens``: ~4 characters per
token, 1 per CJK character), so the figure is labelled *estimated*, never exact.
"""

from __future__ import annotations

from typing import Any

from .. import jsontext
from ..store.store import Store
from ..weave.tokens import estimate_tokens


def measure(store: Store) -> dict[str, Any]:
    batches: dict[str, int] = {}
    metrics = store.root / "_distill" / "metrics.jsonl"
    if metrics.is_file():
        for line in metrics.read_text(encoding="utf-8").splitlines():
            try:
                record = jsontext.loads(line)
            except ValueError:
                continue
            if record.get("kind") == "batch":
                batches[record["span"]] = int(record.get("raw_tokens_estimated", 0))
    kept_tokens = counted = skipped = 0
    for mem in store.read_all():
        manifest = _manifest(store, mem.evidence)
        if manifest is None or manifest.get("kind") != "distill" or manifest.get("batch") not in batches:
            skipped += 1
            continue
        counted += 1
        kept_tokens += estimate_tokens(mem.search_text()) + estimate_tokens(mem.index_line())
    raw = sum(batches.values())
    return {
        "benchmark": "compress",
        "store": store.name,
        "counted_with": "kura_server.weave.tokens.estimate_tokens (~4 chars/token, 1 per CJK char) over memory "
        "title + trigger + body and the MEMORY.md line; raw = the clean turn text of recorded batches",
        "exact": False,
        "batches": len(batches),
        "raw_tokens": raw,
        "memories_counted": counted,
        "memories_not_from_batches": skipped,
        "memory_tokens": kept_tokens,
        "store_ratio": round(kept_tokens / raw, 4) if raw else None,
    }


def _manifest(store: Store, evidence: str | None) -> dict[str, Any] | None:
    if not evidence or not evidence.startswith("sha256:"):
        return None
    digest = evidence.removeprefix("sha256:")
    if not digest.isalnum():
        return None
    path = store.root / "_evidence" / f"{digest}.json"
    try:
        return jsontext.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def lines(report: dict[str, Any]) -> list[str]:
    ratio = report["store_ratio"]
    return [
        f"store {report['store']}: {report['memories_counted']} distilled memories from {report['batches']} batches "
        f"({report['memories_not_from_batches']} other memories not counted)",
        f"raw journal consumed: {report['raw_tokens']} tokens; kept in memories + index lines: "
        f"{report['memory_tokens']} tokens",
        f"store_ratio = {ratio if ratio is not None else 'n/a (nothing distilled yet)'} "
        f"(estimated: {report['counted_with']})",
    ]
