"""Reads for a person looking into a store (the web UI): a memory's trail (links both ways, its evidence
manifest, its audit lines), the links graph with recall counts, the seeds and the tossed drafts."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .. import jsontext
from ..schemas.inspect import GraphEdge, GraphNode, GraphOut, LinkOut, LogRecord, MemoryTrail
from ..store import evidence
from ..store.paths import read_regular_text
from .engines import Engines

_NODE_FIELDS = {"slug", "title", "type", "scope", "confidence", "tags", "created", "updated"}


class Inspecting:
    """memory_trail / graph / seeds / tossed: reads only, nothing written."""

    def __init__(self, engines: Engines) -> None:
        self.engines = engines

    def memory_trail(self, slug: str, *, store: str | None = None, mode: str | None = None) -> MemoryTrail:
        """Where a memory comes from and what touches it."""
        eng = self.engines.open(store, mode)
        mem = eng.store.read(slug)  # the store's own error for a bad or missing slug
        others = list(eng.store.read_all())
        slugs = {m.slug for m in others}
        manifest = None
        path = evidence.manifest_path(eng.store, mem.evidence) if mem.evidence else None  # None: not kura's id
        if path is not None and path.is_file():
            manifest = jsontext.loads(read_regular_text(path, errors="replace"))
        return MemoryTrail(
            store=eng.name, slug=mem.slug,
            links_out=[LinkOut(slug=t, dead=t not in slugs) for t in mem.links],
            links_in=sorted(m.slug for m in others if m.slug != mem.slug and mem.slug in m.links),
            evidence_id=mem.evidence, evidence=manifest,
            audit=[line for line in eng.store.audit_lines() if line.get("slug") == mem.slug],
        )  # fmt: skip

    def graph(self, *, store: str | None = None, mode: str | None = None) -> GraphOut:
        """Every memory as a node (with its recall count), every ``[[link]]`` as an edge, dead ones marked."""
        eng = self.engines.open(store, mode)
        mems = list(eng.store.read_all())
        slugs = {m.slug for m in mems}
        counts = {m.slug: eng.usage.count(m.slug) for m in mems}
        nodes = [
            GraphNode(**m.model_dump(include=_NODE_FIELDS), retrieval_count=counts[m.slug], links=m.links) for m in mems
        ]
        edges = [GraphEdge(source=m.slug, target=t, dead=t not in slugs) for m in mems for t in m.links]
        linked_to = {e.target for e in edges if e.source != e.target}
        by_type: Counter[str] = Counter()
        for m in mems:
            by_type[m.type] += counts[m.slug]
        return GraphOut(
            store=eng.name, nodes=nodes, edges=edges, islands=sorted(slugs - linked_to), recalls_by_type=dict(by_type)
        )

    def seeds(self, *, store: str | None = None, mode: str | None = None) -> list[LogRecord]:
        """Ideas waiting for confirmation (a seed a later candidate confirmed is left out), newest first."""
        from ..distill import drafts as records  # (the distillation records: on first use)

        eng = self.engines.open(store, mode)
        lines = records.seeds(eng.store).read()
        confirmed = {r.get("confirms") for r in lines if r.get("confirms")}
        return _newest([r for r in lines if "idea" in r and r.get("id") not in confirmed])

    def tossed(self, *, limit: int = 50, store: str | None = None, mode: str | None = None) -> list[LogRecord]:
        """The drafts the drain threw away, with the reason, newest first."""
        from ..distill import drafts as records

        eng = self.engines.open(store, mode)
        return _newest(records.tossed(eng.store).read())[:limit]


def _newest(lines: list[dict[str, Any]]) -> list[LogRecord]:
    return [LogRecord(at=str(r.get("at", "")), record={k: v for k, v in r.items() if k != "at"}) for r in lines[::-1]]
