"""The whole recall of one store, over its index, its embedder and an optional thinker.

encode the question once → rank (dense, sparse, FTS5 BM25, each filtered by scope) → recognition (the
thinker reads the index lines, when one is configured and asked for) → reciprocal rank fusion, weighted,
with the top candidates lending score to the memories they ``[[link]]`` to (:mod:`.boost`) → the
top ``k`` rows from the index → the ``[[link]]`` walk ``hops`` deep inside the scopes → recall counts
→ the rendered block. If the embedder cannot load or the index cannot be read, word overlap over the
files answers (``how="words"``, degraded, with the reason); a thinker that fails leaves hybrid
retrieval answering alone (degraded, with the reason). Silent degradation is worse than degradation.
"""

from __future__ import annotations

import datetime as dt
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from .. import errors, waits
from ..engine import StoreEngine
from ..index.db import sqlite_module
from ..index.index import Index, Row
from ..models import ModelClient, TokenMeter, TokenUsage
from ..settings import RecallConfig
from ..store.memory import Memory
from . import boost, hybrid
from .fusion import Fused
from .recognition import Recognized, recognize_in_index
from .render import Shown, cut, render_block
from .words import rank_by_words

log = logging.getLogger("kura")

How = Literal["hybrid", "hybrid+thinker", "words"]


@dataclass(frozen=True)
class Query:
    """One recall's question and its limits (the service fills the defaults from ``[recall]``)."""

    question: str
    scopes: list[str] | None
    k: int
    hops: int
    char_budget: int
    body_chars: int
    thinker: bool = True
    hide: frozenset[str] = frozenset()  # shown elsewhere (the context's profile): picked and counted, not returned
    today: dt.date | None = None  # what "last week" is read against: None, the daemon's local date (periods.today)
    counted: bool = True  # False: another process was asked first and counted it (``cli/running.ask``)


@dataclass(frozen=True)
class Recalled(Shown):
    """A recalled memory: fused score, its rank per retriever, and why it is here."""

    score: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)
    why: str = ""


@dataclass
class Recall:
    memories: list[Recalled]
    linked: list[Recalled]  # reached by walking [[links]] from the picks
    how: How
    degraded_reason: str | None
    thinker: Recognized | None
    timings_ms: dict[str, float]
    tokens: TokenUsage
    block: str


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 3)


def recalled(memory: Row | Memory, body_chars: int, fused: Fused | None = None, *, why: str = "") -> Recalled:
    body, truncated = cut(memory.body, body_chars)
    if fused is None:
        return Recalled(memory, body, truncated, "link", why=why)
    return Recalled(memory, body, truncated, "search", round(fused.score, 6), dict(fused.ranks), fused.why())


class Recaller:
    """Recall from one store. ``thinker``: the model client when a thinker is configured, else None."""

    def __init__(self, eng: StoreEngine, config: RecallConfig, thinker: ModelClient | None = None) -> None:
        self.eng = eng
        self.config = config
        self.thinker = thinker
        self.boosts = boost.boosts_of(config)

    def recall(self, q: Query) -> Recall:
        t0 = time.perf_counter()
        eng = self.eng
        timings: dict[str, float] = {}
        meter = TokenMeter()
        how: How = "hybrid"
        reason: str | None = None
        recognized: Recognized | None = None
        try:
            index = eng.index
            fused: list[Fused] = []
            if index.has_memories():
                rankings, recognized, reason = self._rank(index, q, meter, timings)
                how = "hybrid+thinker" if recognized is not None else "hybrid"
                t = time.perf_counter()
                fused = boost.fuse(index, q.question, rankings, self.boosts, q.scopes, max(self.config.candidates, q.k),
                                   q.today)  # fmt: skip
                timings["fuse"] = _ms(t)
            picks = fused[: q.k]
            rows = index.rows([f.id for f in picks])
            memories = [recalled(rows[f.id], q.body_chars, f) for f in picks if f.id in rows]
            linked = self._walk(index, [rows[f.id] for f in picks if f.id in rows], q)
        except (errors.KuraError, sqlite_module().Error, OSError) as exc:
            readable = ("embedder_unavailable", "index_changed", *errors.STORAGE_CODES)  # the words answer these
            if isinstance(exc, errors.KuraError) and exc.code not in readable:
                raise
            waits.check("the files read whole")  # (before anything is set aside)
            how, reason = "words", f"hybrid retrieval unavailable: {exc}"
            log.warning("store %s: recall degraded to word overlap: %s", eng.name, exc)
            eng.read_failed(exc)  # a damaged index file: set aside, rebuilt by the next use
            memories, linked = self._words(q), []
        try:
            if q.counted:
                eng.usage.bump([m.slug for m in memories])
        except sqlite_module().Error as exc:  # counting must never fail a recall
            log.warning("store %s: retrieval counts not updated: %s", eng.name, exc)
        if q.hide:
            memories = [m for m in memories if m.slug not in q.hide]
            linked = [m for m in linked if m.slug not in q.hide]
        block = render_block(eng.name, how, [*memories, *linked], q.char_budget)
        timings["total"] = _ms(t0)
        return Recall(memories, linked, how, reason, recognized, timings, meter.usage(), block)

    def _rank(
        self, index: Index, q: Query, meter: TokenMeter, timings: dict[str, float]
    ) -> tuple[dict[str, list[int]], Recognized | None, str | None]:
        """Each retriever's ranked ids, the thinker's among them when it answered; and why it did not."""
        cfg = self.config
        paths = hybrid.paths(cfg.sparse_query)
        t = time.perf_counter()
        dense_text = hybrid.dense_question(index, q.question, cfg.dense_name_share)
        timings["dense_question"] = _ms(t)
        rankings = hybrid.retrieve(
            index, self.eng.embedder, q.question, paths, q.scopes, max(cfg.candidates, q.k), timings,
            cache=cfg.query_cache, dense_text=dense_text,
        )  # fmt: skip
        if not q.thinker or self.thinker is None:
            return rankings, None, None
        try:
            found = recognize_in_index(
                self.thinker, index, q.question, q.scopes, rankings, meter, timings,
                chars=cfg.recognition_chars, rrf_k=cfg.rrf_k, timeout_s=cfg.thinker_timeout_s,
            )  # fmt: skip
        except errors.KuraError as exc:
            if not exc.code.startswith("model_"):
                raise
            reason = f"thinker unavailable, hybrid answered alone: {exc.message}"
            log.warning("store %s: %s", self.eng.name, reason)
            return rankings, None, reason
        rankings["thinker"] = list(index.ids_of(found.picked).values())
        return rankings, found, None

    def _walk(self, index: Index, start: Sequence[Row], q: Query) -> list[Recalled]:
        """Follow ``[[links]]`` breadth-first from the picks, ``hops`` deep, staying inside the scopes."""
        seen = {r.slug for r in start}
        names = {r.id: r.slug for r in start}
        frontier = [r.id for r in start]
        out: list[Recalled] = []
        for _ in range(q.hops):
            links = index.links_from(frontier, boost.LINKS_FOLLOWED)
            ids = index.ids_of(sorted({dst for _, dst in links if dst not in seen}))
            rows = index.rows(list(ids.values()))
            frontier = []
            for src, dst in links:
                row = rows.get(ids.get(dst, -1))
                if row is None or dst in seen or (q.scopes and row.scope not in q.scopes):
                    continue
                seen.add(dst)
                names[row.id] = dst
                out.append(recalled(row, q.body_chars, why=f"linked from {names[src]}"))
                frontier.append(row.id)
                if len(out) >= q.k:
                    return out
        return out

    def _words(self, q: Query) -> list[Recalled]:
        """Word overlap over the files themselves: no index, no embedder, no model."""
        mems = [m for m in self.eng.store.read_all() if not q.scopes or m.scope in q.scopes]
        ranked = rank_by_words(q.question, mems, q.k)
        return [recalled(mem, q.body_chars, Fused(0, score, {"words": n})) for n, (mem, score) in enumerate(ranked, 1)]
