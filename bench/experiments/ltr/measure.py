"""Learning to rank recall's fused candidates from their features, with numpy alone (a measurement).

``python bench/experiments/ltr/measure.py CACHE OUT.json [--protocols observations,plain,context]`` from the
repository's root (``PYTHONPATH=$PWD``; CACHE a ``kura bench locomo --cache`` folder, read and added to; the LoCoMo
file is ``../shared/data/locomo/locomo-dev.json``, never copied). Every question is asked as ``kura bench locomo``'s
``+kura`` row asks it (recall's own retrievers and ``boost.fuse`` with recall's settings; the script checks it
reproduces that row), and each of the top ``N`` fused candidates (N = 30, 50) is described by what recall computes
on the way, cheaply: its fused score and rank, each first-round list's rank and raw score (dense cosine, BM25), the
share of the question's words it holds (coverage's weighting and a plain share), the speaker / subject match, the
time vote, whether it asks, its length, whether only a link brought it, the shared-words vote, and its day's
other candidates' fused scores. A linear ranker is fitted on the **tuning half only** (conv-26, conv-30) — pointwise
logistic regression, pairwise (RankNet-style, linear), and coordinate ascent on R@10 itself, each L2-regularised —
and scored on both halves of every protocol: as the new order of the top N, and as one more RRF vote (its order of
the top N as a fourth list). A two-fold check fits on one tuning conversation and scores the other. The cost of the
features and the ranker's scoring per question is timed in process.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import pickle
import statistics
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from kura_server.bench import locomo
from kura_server.bench.encodings import CachedEmbedder
from kura_server.bench.locomo_data import docs, half_of, load
from kura_server.bench.machine import machine
from kura_server.index.fts import names_in
from kura_server.index.index import Index
from kura_server.recall import boost, hybrid
from kura_server.recall.fusion import Fused
from kura_server.recall.words import begins_word
from kura_server.surfaces.cli._common import service

DATA = Path("../shared/data/locomo/locomo-dev.json")
TUNING = ("conv-26", "conv-30")
DEPTH = 50  # recall's candidates per retriever and the bench's deepest k
FEATURES = (
    "fused_rel",  # fused score over the top one's
    "log_rank",  # log of the fused rank
    "dense_vote",  # 1 / (k + dense rank), 0 when not in the dense list
    "fts_vote",  # 1 / (k + FTS rank), 0 when not in the FTS list
    "cos",  # dense cosine (the list's last one less 0.01 when not in it)
    "cos_gap",  # the cosine less the top one's
    "bm25_rel",  # BM25 over the list's best (0 when not in it)
    "coverage",  # the question's words held, weighted as prefer_coverage weighs them (rarer among the top: more)
    "coverage_plain",  # the share of the question's words held, unweighted
    "speaker",  # spoken by or about a person the question names
    "when",  # in the time vote's list (dated in the period the question names)
    "asks",  # its text ends in a question
    "log_len",  # log of its text's length (the ending recall reads, ≤ 600 characters)
    "link_only",  # in no first-round list: only a link brought it
    "shared",  # in the shared-words vote
    "day_mass",  # its day's other top-N candidates' fused_rel, summed over the square root of their count
    "both",  # in the dense and the FTS list
    "log_dense_rank",  # log of its dense rank (of the list's length + 1 when not in it)
    "log_fts_rank",  # log of its FTS rank (the same)
    "rarest",  # holds the asked word fewest of the top candidates hold
    "asked_n",  # how many words the question asks about (the question's; it counts in the products)
    "named",  # the question names a person (the question's)
)


@dataclass
class Asked:
    """One question: where it comes from, its gold ids, and its fused top 50 with their features."""

    protocol: str
    conv: str
    half: str
    category: int
    gold: tuple[str, ...]
    dias: list[tuple[str, ...]]  # the fused top 50's dia ids, in recall's order
    x: np.ndarray  # (len(dias), len(FEATURES))
    top: float  # the top candidate's fused score


def features(
    index: Index,
    question: str,
    fused: Sequence[Fused],
    dense: Mapping[int, float],
    fts: Mapping[int, float],
    n: int,
    rrf_k: int,
) -> np.ndarray:
    """The top ``n`` candidates' features (:data:`FEATURES`), from what the fusion has at hand: the fused list, the
    first-round lists' raw scores, and the candidates' endings and days (the fusion reads both anyway)."""
    head = list(fused[:n])
    ids = [f.id for f in head]
    ends = index.endings(ids, boost.TURN_CHARS)
    days = index.days(ids)
    top = head[0].score if head and head[0].score > 0 else 1.0
    cos_floor = (min(dense.values()) - 0.01) if dense else 0.0
    cos_top = max(dense.values()) if dense else 0.0
    bm_top = max(fts.values()) if fts else 1.0
    asked = boost.asked_words(question)
    texts = {rid: ends.get(rid, "").lower() for rid in ids}
    holds = {rid: [begins_word(texts[rid], a) for a in asked] for rid in ids}
    counts = [sum(holds[rid][i] for rid in ids) for i in range(len(asked))]
    weight = [math.log(1 + len(ids) / c) if c else 0.0 for c in counts]
    total = sum(weight) or 1.0
    names = {x.lower() for x in names_in(question)}
    rarest = [min((i for i in range(len(asked)) if counts[i]), key=lambda i: counts[i])] if any(counts) else []
    day_sum: dict[Any, float] = {}
    day_count: dict[Any, int] = {}
    for f in head:
        if (d := days.get(f.id)) is not None:
            day_sum[d] = day_sum.get(d, 0.0) + f.score / top
            day_count[d] = day_count.get(d, 0) + 1
    x = np.zeros((len(head), len(FEATURES)), dtype=np.float64)
    for i, f in enumerate(head):
        end = ends.get(f.id, "")
        who = boost.speaker_of(end) or (boost.subject_of(end) if len(end) < boost.TURN_CHARS else None)
        d = days.get(f.id)
        others = day_count.get(d, 0) - 1 if d is not None else 0
        cos = dense.get(f.id, cos_floor)
        x[i] = (
            f.score / top,
            math.log(i + 1),
            1.0 / (rrf_k + f.ranks["dense"]) if "dense" in f.ranks else 0.0,
            1.0 / (rrf_k + f.ranks["fts"]) if "fts" in f.ranks else 0.0,
            cos,
            cos - cos_top,
            fts.get(f.id, 0.0) / bm_top if bm_top else 0.0,
            sum(w for w, h in zip(weight, holds[f.id], strict=True) if h) / total,
            (sum(holds[f.id]) / len(asked)) if asked else 0.0,
            float(bool(names) and who is not None and (who in names or who.split()[0] in names)),
            float("when" in f.ranks),
            float(boost.asks(end)),
            math.log(1 + len(end)),
            float("dense" not in f.ranks and "fts" not in f.ranks),
            float("shared" in f.ranks),
            (day_sum[d] - f.score / top) / math.sqrt(others) if others > 0 else 0.0,
            float("dense" in f.ranks and "fts" in f.ranks),
            math.log(f.ranks.get("dense", len(dense) + 1)),
            math.log(f.ranks.get("fts", len(fts) + 1)),
            float(bool(rarest) and holds[f.id][rarest[0]]),
            float(len(asked)),
            float(bool(names)),
        )
    return x


def collect(protocols: Sequence[str], cache: Path) -> tuple[list[Asked], dict[str, Any]]:
    """Every question of every protocol asked as the bench's ``+kura`` row asks it, with its features; and the cost
    of the features per question (µs)."""
    kura = service()
    cfg = kura.settings.recall
    base = boost.boosts_of(cfg)
    emb = CachedEmbedder(kura.embedder, cache)
    out: list[Asked] = []
    cost: dict[str, list[float]] = {p: [] for p in protocols}
    for protocol in protocols:
        with tempfile.TemporaryDirectory(prefix="kura-ltr-") as tmp:
            for conv in load(DATA):
                items = docs(conv, protocol)
                index, by_id = locomo._index(items, emb, Path(tmp) / f"{conv.sample_id}.sqlite")
                try:
                    for q in conv.questions:
                        enc = hybrid.encode(emb, q.text, ("dense",), {})
                        dense_text = hybrid.dense_question(index, q.text, cfg.dense_name_share)
                        if dense_text != q.text:
                            enc = hybrid.encode(emb, q.text, ("dense",), {}, dense_text=dense_text)
                        assert enc.dense is not None
                        dense = dict(index.search_dense(enc.dense, DEPTH, None))
                        fts = dict(index.search_fts(q.text, DEPTH, None, stems=cfg.fts_stems))
                        rankings = {"dense": list(dense), "fts": list(fts)}
                        fused = boost.fuse(index, q.text, rankings, base, None, DEPTH)[:DEPTH]
                        t = time.perf_counter()
                        x = features(index, q.text, fused, dense, fts, DEPTH, base.rrf_k)
                        cost[protocol].append((time.perf_counter() - t) * 1e6)
                        out.append(Asked(protocol, conv.sample_id, half_of(conv.sample_id), q.category, q.evidence,
                                         [by_id[f.id].dia_ids for f in fused], x,
                                         fused[0].score if fused else 1.0))  # fmt: skip
                finally:
                    index.close()
                emb.save()
    return out, {p: {"p50_us": statistics.median(v), "mean_us": statistics.mean(v)} for p, v in cost.items()}


# -- the rankers --------------------------------------------------------------------------------------------------


def r10(dias: Sequence[tuple[str, ...]], gold: Sequence[str], order: Sequence[int] | None = None) -> float:
    ranked = [dias[i] for i in order] if order is not None else list(dias)
    return locomo._score(ranked, gold)["r@10"]


def labels(a: Asked) -> np.ndarray:
    gold = set(a.gold)
    return np.array([float(bool(gold & set(d))) for d in a.dias])


class Scaler:
    """Standardises the features (the tuning rows' mean and deviation); ``quad``: adds every product of two."""

    def __init__(self, xs: np.ndarray, quad: bool = False) -> None:
        self.mu = xs.mean(axis=0)
        self.sd = xs.std(axis=0) + 1e-9
        self.quad = quad
        self.pairs = np.triu_indices(xs.shape[1], 1)

    def __call__(self, x: np.ndarray) -> np.ndarray:
        z = (x - self.mu) / self.sd
        return np.hstack([z, z[:, self.pairs[0]] * z[:, self.pairs[1]]]) if self.quad else z


def fit_pointwise(
    train: Sequence[Asked], n: int, l2: float, cols: Sequence[int], quad: bool = False
) -> Callable[[np.ndarray], np.ndarray]:
    """Logistic regression (Newton's method, L2 on the weights, not the bias) on the top ``n`` candidates."""
    xs = np.vstack([a.x[:n, cols] for a in train])
    ys = np.concatenate([labels(a)[:n] for a in train])
    sc = Scaler(xs, quad)
    z = sc(xs)
    z = np.hstack([z, np.ones((len(z), 1))])
    w = np.zeros(z.shape[1])
    reg = np.full(z.shape[1], l2)
    reg[-1] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(z @ w)))
        grad = z.T @ (p - ys) + reg * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(reg) + 1e-9 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return lambda x: sc(x[:, cols]) @ w[:-1]


def fit_pairwise(
    train: Sequence[Asked], n: int, l2: float, cols: Sequence[int], quad: bool = False
) -> Callable[[np.ndarray], np.ndarray]:
    """RankNet with a linear scorer: logistic loss on every (gold, not gold) pair of a question's top ``n``, each
    question weighing as much as any other (its pairs averaged); L2; Newton's method. ``quad``: over the features
    and their products."""
    allx = np.vstack([a.x[:n, cols] for a in train])
    sc = Scaler(allx, quad)
    diffs, wts = [], []
    for a in train:
        y = labels(a)[:n]
        pos, neg = np.where(y > 0)[0], np.where(y == 0)[0]
        if not len(pos) or not len(neg):
            continue
        z = sc(a.x[:n, cols])
        d = (z[pos][:, None, :] - z[neg][None, :, :]).reshape(-1, z.shape[1])
        diffs.append(d)
        wts.append(np.full(len(d), 1.0 / len(d)))
    d, q = np.vstack(diffs), np.concatenate(wts)
    w = np.zeros(d.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(d @ w)))
        grad = d.T @ (q * (p - 1.0)) + l2 * w
        hess = (d * (q * p * (1 - p))[:, None]).T @ d + l2 * np.eye(len(w))
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return lambda x: sc(x[:, cols]) @ w


def fit_ascent(
    train: Sequence[Asked], n: int, l2: float, cols: Sequence[int], quad: bool = False
) -> Callable[[np.ndarray], np.ndarray]:
    """Coordinate ascent on mean R@10 itself (Metzler and Croft's linear ranker), started from the fused score
    alone, whose weight stays 1 (the scale); each other weight tried over a grid of steps, kept when the tuning
    figure less ``l2`` × their |w|² rises."""
    allx = np.vstack([a.x[:n, cols] for a in train])
    sc = Scaler(allx)
    zs = [sc(a.x[:n, cols]) for a in train]
    w = np.zeros(len(cols))
    w[list(cols).index(0) if 0 in cols else 0] = 1.0

    def objective(v: np.ndarray) -> float:
        total = 0.0
        for a, z in zip(train, zs, strict=True):
            order = np.argsort(-(z @ v), kind="stable")
            total += r10(a.dias, a.gold, [*order.tolist(), *range(n, len(a.dias))])
        return total / len(train) - l2 * float(v[1:] @ v[1:])

    best = objective(w)
    for _ in range(3):
        moved = False
        for j in range(1, len(cols)):
            for step in (-1.0, -0.5, -0.25, -0.1, 0.1, 0.25, 0.5, 1.0):
                v = w.copy()
                v[j] += step
                if (s := objective(v)) > best + 1e-9:
                    best, w, moved = s, v, True
        if not moved:
            break
    return lambda x: sc(x[:, cols]) @ w


FITTERS: dict[str, Callable[..., Callable[[np.ndarray], np.ndarray]]] = {
    "pointwise": fit_pointwise,
    "pairwise": fit_pairwise,
    "ascent": fit_ascent,
    "pairwise-quad": lambda train, n, l2, cols: fit_pairwise(train, n, l2, cols, quad=True),
    "pointwise-quad": lambda train, n, l2, cols: fit_pointwise(train, n, l2, cols, quad=True),
}
L2S = {"pointwise": (0.1, 10.0, 1000.0), "pairwise": (0.1, 10.0, 1000.0), "ascent": (0.0, 0.001),
       "pairwise-quad": (10.0, 100.0, 1000.0), "pointwise-quad": (10.0, 100.0, 1000.0)}  # fmt: skip


def reorder(a: Asked, score: np.ndarray, n: int, vote: float | None, rrf_k: int) -> list[int]:
    """The new order of the top 50: the top ``n`` by the ranker's score (``vote`` None), or by the fused score plus
    ``vote / (rrf_k + the ranker's rank)`` (its order of the top ``n`` as one more RRF list, ``vote`` its weight
    where dense's is 1); the rest as they were."""
    m = min(n, len(a.dias))
    if vote is None:
        head = np.argsort(-score[:m], kind="stable").tolist()
    else:
        rank = np.empty(m)
        rank[np.argsort(-score[:m], kind="stable")] = np.arange(1, m + 1)
        new = a.x[:m, 0] * a.top + vote / (rrf_k + rank)
        head = np.argsort(-new, kind="stable").tolist()
    return [*head, *range(m, len(a.dias))]


def best_order(a: Asked, n: int) -> list[int]:
    """The top ``n`` in the order that covers the most gold ids first (greedy): what a perfect ranker of the top
    ``n`` would reach, near enough (the bound)."""
    gold, covered, order = set(a.gold), set[str](), []
    rest = list(range(min(n, len(a.dias))))
    while rest:
        pick = max(rest, key=lambda i: (len((gold & set(a.dias[i])) - covered), -i))
        order.append(pick)
        rest.remove(pick)
        covered |= gold & set(a.dias[pick])
    return [*order, *range(len(order), len(a.dias))]


def scores_of(qs: Sequence[Asked], orders: Sequence[list[int]] | None = None) -> dict[str, float]:
    """Mean R@10 over ``qs``: all, per half, category 1; ``orders`` None: recall's own order."""
    vals = [r10(a.dias, a.gold, None if orders is None else orders[i]) for i, a in enumerate(qs)]
    out: dict[str, float] = {"all": statistics.mean(vals)} if vals else {}
    for h in ("tuning", "held-out"):
        sel = [v for v, a in zip(vals, qs, strict=True) if a.half == h]
        if sel:
            out[h] = statistics.mean(sel)
    cat1 = [v for v, a in zip(vals, qs, strict=True) if a.category == 1]
    if cat1:
        out["cat1"] = statistics.mean(cat1)
        for h in ("tuning", "held-out"):
            sel = [v for v, a in zip(vals, qs, strict=True) if a.category == 1 and a.half == h]
            if sel:
                out[f"cat1 {h}"] = statistics.mean(sel)
    return {k: round(v, 4) for k, v in out.items()}


def summary(path: Path, top: int) -> None:
    """The ``top`` rows of a results file by their smaller gain on the facts' two halves."""
    rows = json.loads(path.read_text())["rows"]
    base = rows["recall (+kura)"]

    def gain(row: Mapping[str, Any]) -> float:
        return min(row["observations"][h] - base["observations"][h] for h in ("tuning", "held-out"))

    def cell(row: Mapping[str, Any], p: str) -> str:
        return f"{row[p]['all']:.4f} ({row[p]['tuning']:.4f} / {row[p]['held-out']:.4f})"

    for name, row in sorted(rows.items(), key=lambda kv: -gain(kv[1]) if "two-fold Δ" in kv[1] else -9.0)[:top]:
        two = row.get("two-fold Δ", {})
        print(f"{name:36} obs {cell(row, 'observations')} | plain {cell(row, 'plain')} cat1 {row['plain']['cat1']:.4f}"
              f" | context {cell(row, 'context')} | two-fold {json.dumps(two)}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("cache", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--protocols", default="observations,plain,context")
    parser.add_argument("--asked", type=Path, help="a pickle of the collected questions (written when absent)")
    parser.add_argument("--summary", type=int, default=0, help="print OUT's best rows and stop")
    args = parser.parse_args()
    if args.summary:
        summary(args.out, args.summary)
        return
    protocols = args.protocols.split(",")
    started = time.time()
    if args.asked and args.asked.exists():
        asked, cost = pickle.loads(args.asked.read_bytes())
    else:
        asked, cost = collect(protocols, args.cache)
        if args.asked:
            args.asked.write_bytes(pickle.dumps((asked, cost)))
    rrf_k = boost.boosts_of(service().settings.recall).rrf_k
    by_protocol = {p: [a for a in asked if a.protocol == p] for p in protocols}
    rows: dict[str, Any] = {"recall (+kura)": {p: scores_of(qs) for p, qs in by_protocol.items()}}
    print("recall (+kura)", json.dumps(rows["recall (+kura)"]))
    for n in (30, 50):
        rows[f"bound: a perfect order of the top {n}"] = {
            p: scores_of(qs, [best_order(a, n) for a in qs]) for p, qs in by_protocol.items()
        }
    all_cols = list(range(len(FEATURES)))
    settings = [(fitter, n, l2) for fitter in FITTERS for n in (30, 50) for l2 in L2S[fitter]]
    votes = (None, 0.25, 0.5, 1.0)
    for fitter, n, l2 in settings:
        for pool in ("own", "joint"):  # fitted on the protocol's own tuning half, or on all three's
            models = {}
            for p in protocols:
                train = [a for a in (by_protocol[p] if pool == "own" else asked) if a.half == "tuning"]
                models[p] = FITTERS[fitter](train, n, l2, all_cols)
                if pool == "joint":
                    models = dict.fromkeys(protocols, models[p])
                    break
            # two folds: fit on one tuning conversation, score the other (its own protocol, this setting)
            fold_models = {(p, c): FITTERS[fitter]([a for a in (by_protocol[p] if pool == "own" else asked)
                                                    if a.conv == c], n, l2, all_cols)
                           for p in (protocols if pool == "own" else protocols[:1]) for c in TUNING}  # fmt: skip
            for vote in votes:
                name = f"{fitter} N{n} l2={l2:g} {pool} {'order' if vote is None else f'vote {vote:g}'}"
                res = {}
                for p, qs in by_protocol.items():
                    orders = [reorder(a, models[p](a.x), n, vote, rrf_k) for a in qs]
                    res[p] = scores_of(qs, orders)
                folds = {}
                for p, qs in by_protocol.items():
                    fold_vals: list[float] = []
                    base_vals: list[float] = []
                    for fit_on in TUNING:
                        model = fold_models[(p if pool == "own" else protocols[0], fit_on)]
                        other = [a for a in qs if a.conv in TUNING and a.conv != fit_on]
                        fold_vals += [r10(a.dias, a.gold, reorder(a, model(a.x), n, vote, rrf_k)) for a in other]
                        base_vals += [r10(a.dias, a.gold) for a in other]
                    folds[p] = round(statistics.mean(fold_vals) - statistics.mean(base_vals), 4)
                res["two-fold Δ"] = folds
                rows[name] = res
                print(name, json.dumps(res), flush=True)
    # the cost of scoring: a dot product over n candidates' standardised features
    x = asked[0].x
    model = fit_pointwise([a for a in asked if a.half == "tuning"][:50], 50, 10.0, all_cols)
    t = time.perf_counter()
    for _ in range(2000):
        np.argsort(-model(x), kind="stable")
    cost["score_and_sort_us"] = (time.perf_counter() - t) / 2000 * 1e6
    args.out.write_text(json.dumps({"machine": machine(), "load_average": os.getloadavg(), "features": FEATURES,
                                    "cost": cost, "rows": rows,
                                    "seconds": round(time.time() - started, 1)}, indent=1) + "\n")  # fmt: skip


if __name__ == "__main__":
    main()
