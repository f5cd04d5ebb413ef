"""Verify a proposal three ways before anything changes; any failure rejects the whole proposal.

- **boundary**: every memory the change writes is a valid memory that survives its own file format
  (render → parse gives it back), its text passes the manual write gate, a thinker's merged body says
  what the two memories said and no less (``gate.check_rewrite`` and ``gate.dropped``), the changes are coherent (a
  slug is merged away once, never both kept and removed, every slug exists), every link that
  resolved before still resolves, and every memory keeps a title and a trigger for ``MEMORY.md``;
- **retention**: the proposal's fixed query set (titles and triggers of touched and sampled memories,
  with their top-5 taken before the change) is run again on a copy of the index with the change
  applied (merged-away memories count as their merge target). The query's own memory must stay in
  the top-5; each other memory of the old top-5 may only be pushed down by the newcomers that entered
  the top-5 (rank ≤ 5 + newcomers): BM25 statistics shift a little whenever any document changes,
  and a memory at rank 5 passed by one newcomer is not a lost memory;
- **safety**: a safety memory (a tag from ``[evolve] safety_tags`` or a ⚠ in its title or trigger) is
  neither removed nor changed, byte for byte.
"""

from __future__ import annotations

import hashlib
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ..embed.base import Embedder
from ..index import indexer
from ..index.backup import copy_index
from ..index.index import Index, IndexedState
from ..recall import hybrid
from ..recall.fusion import rrf
from ..store.memory import HEADER_FIELDS, Memory, is_safety, parse_memory, render_memory
from ..store.paths import validate_slug
from ..write.gate import check_manual, check_rewrite, dropped
from .proposal import After, EvolveChecks, Proposal

TOP = 5


def top_slugs(
    index: Index, embedder: Embedder, question: str, *, candidates: int, rrf_k: int, k: int = TOP
) -> list[str]:
    """Recall's hybrid ranking (dense + sparse + FTS, fused), no thinker, no recall counting: the slugs."""
    enc = hybrid.encode(embedder, question, hybrid.PATHS, {})
    fused = rrf(hybrid.rank(index, enc, None, max(candidates, k), {}), rrf_k)[:k]
    rows = index.rows([f.id for f in fused])
    return [rows[f.id].slug for f in fused if f.id in rows]


# -- boundary ---------------------------------------------------------------------------------------


def boundary(before: dict[str, Memory], proposal: Proposal, post: After, *, min_chars: int) -> str | None:
    seen: dict[str, str] = {}
    for m in proposal.merges:
        for slug, role in ((m.keep, "kept"), (m.remove, "removed")):
            if slug not in before:
                return f"merge names {slug!r}, which is not in the store"
            if slug in seen and "removed" in (role, seen[slug]):
                return f"{slug!r} is {seen[slug]} by one merge and {role} by another"
            if role == "removed" and m.keep == m.remove:
                return f"{slug!r} is merged into itself"
            seen.setdefault(slug, role)
    for f in proposal.fades:
        if f.slug not in before:
            return f"fade names {f.slug!r}, which is not in the store"
        if f.slug in post.removed:
            return f"{f.slug!r} is both faded and merged away"
    for slug in sorted(post.changed):
        mem = post.memories[slug]
        try:
            validate_slug(slug)
            Memory.model_validate(mem.model_dump())
        except Exception as exc:  # noqa: BLE001 - any validation failure is a boundary failure
            return f"{slug}: not a valid memory: {exc}"
        back = parse_memory(slug, render_memory(mem))
        for attr in HEADER_FIELDS:
            if getattr(back, attr) != getattr(mem, attr):
                return f"{slug}: its {attr} does not survive the file format"
        if back.body.strip() != mem.body.strip():
            return f"{slug}: its body does not survive the file format"
        if not mem.title.strip() or not mem.trigger.strip():
            return f"{slug}: no title or trigger for its MEMORY.md line"
    for m in proposal.merges:  # text the thinker wrote is new text: it passes the write gate like any,
        # and says only what the two memories said (a merge is never a way in for a fact of its own)
        sources = [
            t for slug in (m.keep, m.remove) for t in (before[slug].title, before[slug].trigger, before[slug].body)
        ]
        for text, least in ((m.body, min_chars), (m.title, 1), (m.trigger, 1)):
            if text is None:
                continue
            verdict = check_manual(text, min_chars=least)
            if not verdict.ok:
                return f"{m.keep}: the gate refuses the merged text ({verdict.rule}: {verdict.reason})"
            if problems := check_rewrite(text, sources):
                return f"{m.keep}: the merged text says what {m.keep} and {m.remove} do not ({problems[0].detail})"
        if m.body is not None and (lost := dropped(m.body, [before[m.keep].body, before[m.remove].body])):
            # nor less: a fact of either (a name, a number, a sentence's words) dropped is a memory lost by a merge
            return f"{m.keep}: the merged body drops what {m.keep} or {m.remove} said ({', '.join(lost[:4])})"
    for slug, mem in post.memories.items():
        for target in mem.links:
            if target not in post.memories and (target in before or slug in post.changed):
                was = before.get(slug)
                if was is not None and target in was.links and target not in before:
                    continue  # dead before the change: not this proposal's doing
                return f"{slug}: its link [[{target}]] would be dead"
    return None


# -- safety -----------------------------------------------------------------------------------------


def safety(before: dict[str, Memory], post: After, safety_tags: Sequence[str]) -> str | None:
    touched = [s for s in sorted(post.changed | post.removed) if is_safety(before[s], safety_tags)]
    if not touched:
        return None
    how = ", ".join(f"{s} ({'removed' if s in post.removed else 'changed'})" for s in touched)
    return f"safety memories would be touched: {how}"


# -- retention --------------------------------------------------------------------------------------


def retention(
    index: Index, embedder: Embedder, proposal: Proposal, post: After, *, candidates: int, rrf_k: int
) -> tuple[str | None, int]:
    """Run the proposal's queries on a copy of ``index`` with the change applied; (failure, queries run)."""
    if not proposal.retention:
        return None, 0
    with tempfile.TemporaryDirectory(prefix="kura-retention-") as tmp:
        path = Path(tmp) / "index.sqlite"
        copy_index(index, path)
        copy = Index(path, embedder_id=index.embedder_id, dim=index.dim)
        try:
            copy.remove(sorted(post.removed | post.changed))
            items = []
            for slug in sorted(post.changed):
                raw = render_memory(post.memories[slug]).encode()
                items.append((post.memories[slug], IndexedState(len(raw), 0, hashlib.sha256(raw).hexdigest())))
            for start in range(0, len(items), indexer.BATCH):
                indexer.index_memories(copy, embedder, items[start : start + indexer.BATCH])
            lost: list[str] = []
            for q in proposal.retention:
                now = top_slugs(copy, embedder, q.query, candidates=candidates, rrf_k=rrf_k, k=2 * TOP)
                mapped = {post.merged_into.get(s, s) for s in q.top}
                newcomers = [s for s in now[:TOP] if s not in mapped]
                window = set(now[: TOP + len(newcomers)])
                source = post.merged_into.get(q.source, q.source)
                for slug in q.top:
                    target = post.merged_into.get(slug, slug)
                    if target not in (set(now[:TOP]) if target == source else window):
                        lost.append(f"{slug} for the query of {q.source}")  # slugs only: the file keeps no text
        finally:
            copy.close()
    if lost:
        return f"{len(lost)} top-5 memories lost: " + "; ".join(lost[:5]), len(proposal.retention)
    return None, len(proposal.retention)


def verify(
    before: dict[str, Memory],
    proposal: Proposal,
    post: After,
    index: Index,
    embedder: Embedder,
    *,
    safety_tags: Sequence[str],
    min_chars: int,
    candidates: int,
    rrf_k: int,
) -> EvolveChecks:
    """All three checks (retention only when the other two pass: it costs embeddings)."""
    checks = EvolveChecks(boundary=boundary(before, proposal, post, min_chars=min_chars))
    checks.safety = safety(before, post, safety_tags)
    if checks.boundary is None and checks.safety is None:
        checks.retention, _ = retention(index, embedder, proposal, post, candidates=candidates, rrf_k=rrf_k)
    return checks
