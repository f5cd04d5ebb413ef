"""Latency at scale and rebuild throughput, on synthetic stores built for the purpose.

``latency``: stores of N memories (real markdown files, a real index) where the stored vectors are
random unit vectors and the sparse terms Zipf-distributed — KNN, sparse and FTS cost depend on N,
the dimension and the term distribution, not on what the vectors mean — so 100k memories take
minutes to build instead of hours of embedding. Questions are encoded by the real embedder. Each
size reports the full in-process ``Kura.recall`` (index freshness check, encode, the retrievers,
fusion, rows, link walk, recall counting, rendering; its own per-part timings beside) and the floor
(:class:`Floor`: what any recall of this design must do, built without kura's pipeline), one after the
other for each question, and kura / floor as a ratio.

``rebuild``: N memories of synthetic prose, embedded for real: the raw embedder throughput on the
same texts (dense passage + sparse, the work a rebuild must do) beside ``Kura.rebuild``.
"""

from __future__ import annotations

import hashlib
import os
import random
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from threadpoolctl import threadpool_limits

from ..embed.base import Embedder, SparseVec
from ..index.index import Index, IndexedState
from ..recall.fusion import rrf
from ..recall.hybrid import CACHE as QUERY_CACHE
from ..schemas import RecallRequest
from ..service import Kura
from ..settings import Settings, load_settings
from ..store.memory import Memory, render_memory
from .machine import current_rss_mb, machine, peak_rss_mb, summary

Progress = Callable[[str, int, int], None]

_SYLLABLES = [
    "ka",
    "ri",
    "to",
    "mo",
    "na",
    "se",
    "lu",
    "vi",
    "de",
    "pa",
    "zo",
    "fe",
    "gu",
    "ne",
    "ba",
    "ti",
    "ro",
    "sha",
    "ke",
    "mi",
    "lo",
    "da",
    "pe",
    "su",
]


def vocabulary(n: int = 6000, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    words: dict[str, None] = {}
    while len(words) < n:
        words.setdefault("".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))), None)
    return list(words)


class Prose:
    """Zipf-distributed pseudo-words: sentences with a realistic spread of common and rare terms."""

    def __init__(self, seed: int = 11) -> None:
        self.words = vocabulary()
        ranks = np.arange(1, len(self.words) + 1)
        self.p = (1.0 / ranks) / np.sum(1.0 / ranks)
        self.rng = np.random.default_rng(seed)

    def sentence(self, lo: int, hi: int) -> str:
        n = int(self.rng.integers(lo, hi + 1))
        picked = self.rng.choice(len(self.words), size=n, p=self.p)
        return " ".join(self.words[i] for i in picked).capitalize() + "."


def _random_sparse(rng: np.random.Generator, dim: int, terms: int) -> SparseVec:
    ids = np.unique(np.minimum(rng.zipf(1.3, size=terms * 2) - 1, dim - 1))[:terms]
    return SparseVec(ids=ids.astype(np.int64), weights=rng.random(len(ids)).astype(np.float32))


def build_synthetic_store(root: Path, n: int, embedder: Embedder, progress: Progress | None = None) -> None:
    """Write ``n`` memory files and index them with random vectors (see the module docstring)."""
    prose = Prose()
    rng = np.random.default_rng(3)
    index = Index(root / "_index" / "index.sqlite", embedder_id=embedder.id, dim=embedder.dim)
    index.reset()
    lines: list[str] = []
    batch: list[tuple[Memory, IndexedState]] = []
    for i in range(n):
        body = " ".join(prose.sentence(8, 20) for _ in range(2))
        mem = Memory(slug=f"m-{i:06d}", title=prose.sentence(3, 6)[:-1], trigger=prose.sentence(6, 12), body=body)
        raw = render_memory(mem).encode()
        path = root / f"{mem.slug}.md"
        path.write_bytes(raw)  # a fixture, not a kura write: no fsync needed
        st = path.stat()
        batch.append((mem, IndexedState(st.st_size, st.st_mtime_ns, hashlib.sha256(raw).hexdigest())))
        lines.append(mem.index_line())
        if len(batch) == 500 or i == n - 1:
            dense = rng.standard_normal((len(batch), embedder.dim)).astype(np.float32)
            dense /= np.linalg.norm(dense, axis=1, keepdims=True)
            sparse = [_random_sparse(rng, 16384, 64) for _ in batch] if embedder.has_sparse else None
            index.upsert(batch, dense, sparse)
            batch = []
            if progress:
                progress(f"build {n}", i + 1, n)
    _listed(root, lines)
    for folder in WORKSHOPS:
        (root / folder).mkdir(exist_ok=True)
    index.close()


def _listed(root: Path, lines: list[str]) -> None:
    """The store's ``MEMORY.md`` holding ``lines`` (each memory's ``index_line``), as kura's writes leave it."""
    (root / "MEMORY.md").write_text("\n".join(["# Memory index", "", *lines]) + "\n", encoding="utf-8")


def cached_store(cache: Path, n: int, embedder: Embedder, progress: Progress | None = None) -> Path:
    """A synthetic store of ``n`` memories built once under ``cache`` and kept for later runs: the path
    of its folder (``<cache>/synthetic-<n>-<embedder>``, the store in ``stores/main`` beneath). Built in
    a temporary folder and renamed when whole, so an interrupted build is never reused. Callers copy it
    before writing to it."""
    name = f"synthetic-{n}-" + "".join(c if c.isalnum() or c in "-." else "_" for c in embedder.id)
    done = cache / name
    if not (done / "stores" / "main" / "MEMORY.md").is_file():
        cache.mkdir(parents=True, exist_ok=True)
        building = Path(tempfile.mkdtemp(prefix=name + ".building-", dir=cache))
        root = building / "stores" / "main"
        root.mkdir(parents=True)
        build_synthetic_store(root, n, embedder, progress)
        building.rename(done)
    return done


# The store's folders a daemon and a writer create on first use, made with the synthetic store: one created
# later changes the store directory, and every other process reading the store then syncs its index (at
# 100k memories, seconds of scanning under the store's write lock, recalls waiting on it).
WORKSHOPS = ("_audit", "_evidence", "_jobs", "_locks", "_stats", "_undo", "_weave")


def _isolated(home: Path) -> Settings:
    """Settings for a throw-away home: an empty config file there, never the user's."""
    (home / "kura.toml").write_text("", encoding="utf-8")
    return load_settings(home / "kura.toml", home=home)


class Floor:
    """The least a recall must do, built from parts outside kura's pipeline: one dense encoding (no
    cache), brute-force KNN over a float32 matrix held here (numpy, BLAS on one thread), full-text
    search over the question's rarest terms (the index's ``search_fts``), reciprocal rank fusion and
    the picked rows. Kura's recall is reported as a ratio to it (issue 14: goal ≤ 1.3×)."""

    def __init__(self, embedder: Embedder, index: Index, candidates: int, k: int, rrf_k: int) -> None:
        self.embedder, self.index = embedder, index
        self.candidates, self.k, self.rrf_k = candidates, k, rrf_k
        slugs, _, matrix = index.dense_vectors()
        id_of = index.ids_of(slugs)
        self.ids = np.asarray([id_of[s] for s in slugs], dtype=np.int64)
        self.matrix = np.ascontiguousarray(matrix, dtype=np.float32)  # the fixture's vectors are unit length
        threadpool_limits(limits=1, user_api="blas")  # for the whole process, as kura's matrix does

    def recall(self, question: str) -> list[int]:
        q = self.embedder.query([question])[0]
        scores = self.matrix @ q
        top = np.argpartition(-scores, self.candidates - 1)[: self.candidates]
        dense = [int(self.ids[i]) for i in top[np.argsort(-scores[top])]]
        fts = [rid for rid, _ in self.index.search_fts(question, self.candidates, None)]
        picks = [f.id for f in rrf({"dense": dense, "fts": fts}, self.rrf_k)[: self.k]]
        self.index.rows(picks)
        return picks


def latency(
    embedder: Embedder,
    sizes: Sequence[int] = (1_000, 10_000, 100_000),
    queries: int = 200,
    progress: Progress | None = None,
) -> dict[str, Any]:
    prose = Prose(seed=99)
    questions = [prose.sentence(4, 9) for _ in range(queries)]
    warm = [prose.sentence(4, 9) for _ in range(10)]  # not among the timed ones: no cached encodings
    report: dict[str, Any] = {"benchmark": "recall-latency", "machine": machine(), "embedder": embedder.id}
    report["sizes"] = {}
    with tempfile.TemporaryDirectory(prefix="kura-latency-") as tmp:
        for n in sizes:
            home = Path(tmp) / f"n{n}"
            root = home / "stores" / "main"
            root.mkdir(parents=True)
            t = time.perf_counter()
            build_synthetic_store(root, n, embedder, progress)
            built = time.perf_counter() - t
            kura = Kura(_isolated(home), embedder=embedder)
            label = f"recall {n}"

            def tick(i: int, label: str = label) -> None:
                if progress:
                    progress(label, i, queries)

            try:
                timed = _time_size(kura, embedder, questions, warm, tick)
                report["sizes"][str(n)] = {"build_seconds": round(built, 1), **timed}
            finally:
                kura.close()
    report["peak_rss_mb"] = peak_rss_mb()
    return report


def _time_size(
    kura: Kura, embedder: Embedder, questions: Sequence[str], warm: Sequence[str], tick: Callable[[int], None]
) -> dict[str, Any]:
    """Kura's recall and the floor, one after the other for each question (a drifting background load
    moves both alike)."""
    index = kura.engine("main").index  # opens (no rebuild, no sync: the fixture is consistent)
    QUERY_CACHE.clear()  # the process-wide encodings of an earlier size's same questions: each size encodes
    cfg = kura.settings.recall
    t = time.perf_counter()
    floor_impl = Floor(embedder, index, cfg.candidates, cfg.k, cfg.rrf_k)
    floor_load = time.perf_counter() - t
    for q in warm:  # warm caches (kura's matrix loads on its first search)
        floor_impl.recall(q)
        kura.recall(RecallRequest(question=q))
    floor: list[float] = []
    full: list[float] = []
    parts: dict[str, list[float]] = {}
    for i, q in enumerate(questions):
        t = time.perf_counter()
        floor_impl.recall(q)
        floor.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        result = kura.recall(RecallRequest(question=q))
        full.append((time.perf_counter() - t) * 1000)
        for key, ms in result.timings_ms.items():
            parts.setdefault(key, []).append(ms)
        if i % 20 == 19:
            tick(i + 1)
    f, r = summary(floor), summary(full)
    return {
        "recall_ms": r,
        "floor_ms": f,
        "ratio_p50": round(r["p50"] / f["p50"], 3) if f["p50"] else None,
        "ratio_p95": round(r["p95"] / f["p95"], 3) if f["p95"] else None,
        "floor_matrix_load_s": round(floor_load, 3),
        "parts_ms": {k: summary(v) for k, v in parts.items()},
        "rss_mb": current_rss_mb(),
        "load_avg": os.getloadavg()[0],
    }


def rebuild(embedder: Embedder, n: int = 1_000, progress: Progress | None = None) -> dict[str, Any]:
    prose = Prose(seed=5)
    report: dict[str, Any] = {"benchmark": "rebuild", "machine": machine(), "embedder": embedder.id, "n": n}
    with tempfile.TemporaryDirectory(prefix="kura-rebuild-") as tmp:
        home = Path(tmp)
        root = home / "stores" / "main"
        root.mkdir(parents=True)
        mems = []
        for i in range(n):
            mem = Memory(
                slug=f"m-{i:06d}",
                title=prose.sentence(3, 6)[:-1],
                trigger=prose.sentence(6, 12),
                body=" ".join(prose.sentence(8, 20) for _ in range(2)),
            )
            (root / f"{mem.slug}.md").write_text(render_memory(mem), encoding="utf-8")
            mems.append(mem)
        _listed(root, [m.index_line() for m in mems])  # on the map: the rebuild timed adds no line (Store.enlister)
        texts = [m.search_text() for m in mems]
        t = time.perf_counter()
        for start in range(0, n, 32):
            chunk = texts[start : start + 32]
            embedder.passage(chunk)
            if embedder.has_sparse:
                embedder.sparse(chunk, is_query=False)
        raw = time.perf_counter() - t
        kura = Kura(_isolated(home), embedder=embedder)
        result = kura.rebuild()
        kura.close()
        report.update(
            raw_embed_per_s=round(n / raw, 1),
            rebuild_per_s=round(n / result.seconds, 1),
            ratio=round(raw / result.seconds, 3),
            rebuild_seconds=result.seconds,
            peak_rss_mb=peak_rss_mb(),
        )
    return report


def latency_lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield f"recall latency · {m['cpu']} · {m['cores']} cores · python {m['python']} · {report['embedder']}"
    yield f"  {'memories':>9} {'recall p50':>11} {'p95':>8} {'floor p50':>10} {'p95':>8} {'ratio':>6} {'RSS MB':>7}"
    for n, s in report["sizes"].items():
        r, f = s["recall_ms"], s["floor_ms"]
        yield (
            f"  {int(n):>9,} {r['p50']:>9.1f}ms {r['p95']:>6.1f}ms {f['p50']:>8.1f}ms {f['p95']:>6.1f}ms "
            f"{s['ratio_p50']:>6.2f} {s['rss_mb']:>7.0f}"
        )
        parts = " · ".join(f"{k} {v['p50']:.1f}" for k, v in s["parts_ms"].items() if k != "total")
        yield f"  {'':>9} recall parts p50 (ms): {parts}"
    yield f"  peak RSS {report['peak_rss_mb']:.0f} MB"


def rebuild_lines(report: dict[str, Any]) -> Iterator[str]:
    m = report["machine"]
    yield f"rebuild · {report['n']} memories · {m['cpu']} · {m['cores']} cores · {report['embedder']}"
    yield f"  raw embedder (passage + sparse): {report['raw_embed_per_s']:.1f} memories/s"
    yield f"  kura rebuild:                    {report['rebuild_per_s']:.1f} memories/s ({report['ratio']:.0%} of raw)"
    yield f"  peak RSS {report['peak_rss_mb']:.0f} MB"
