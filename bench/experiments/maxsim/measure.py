"""Issue 17, twenty-fifth round: late interaction (ColBERT-style MaxSim) over the shipped e5-int8's token states
(an experiment, measured, not kept — ``bench/README.md`` "Late interaction over e5's token states").

``python bench/experiments/maxsim/measure.py CACHE [PROTOCOL ...] [--out FILE [--with-cost]]`` or
``… --cost`` from the repository's root (``PYTHONPATH=$PWD:$PWD/clients/src``, ``KURA_HOME`` a temp dir).
``CACHE``: a copy of an encoding cache (the dense vectors, as ``kura bench locomo --cache``); the token states
are kept beside them in ``CACHE/tokens-<embedder>.pickle``. For each protocol (``observations``, ``plain``):
each question's first-round lists as ``kura bench locomo`` computes them for the ``+kura`` row (depth 50), fused
by recall's own :func:`kura_server.recall.boost.fuse` with recall's defaults — which reproduces that row (``base``).

MaxSim: for each of the question's tokens (the ``query:`` prefix, ``<s>`` and ``</s>`` left out) its best cosine
over the candidate's tokens (its ``passage:`` prefix and specials left out), averaged (``idf`` False); weighted
by each question token's IDF over the store's memories, the document frequency of the token id (True); over the
question's word tokens only, no punctuation (``words``); or Chamfer, the mean of both directions (``both``).
Uses over the top ``n`` (20 / 50) after fusion: MaxSim alone orders them (``alone``; ``pooled`` orders them by the
pooled vectors' cosine, for comparison); MaxSim's order as one more RRF list of weight ``w`` (``rrf``); the fused
score (over the top one's) plus ``w`` × MaxSim min-max scaled over the top n (``add``) or raw (``raw``). And over
the whole store: MaxSim's top 50 of every memory alone (``whole-alone``) or as a fourth first-round list
(``whole``). Then a query-side idea: the question's token states pooled with IDF weights (``alpha``) instead of
the plain mean, in place of the dense list (``pool-replace``) or beside it (``pool-add``). ``list-dense`` /
``list-fts``: recall's first-round lists alone, for scale.

The token states are the graph's own output: the ONNX graph returns the last hidden state of every token
(``hidden``) and the embedder mean-pools it in Python (``E5Int8Embedder._pooled``), so a question's token states
cost nothing more to get than its vector. ``--cost`` measures what the rest would cost.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import pickle
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from kura_server.bench import locomo
from kura_server.bench.encodings import CachedEmbedder
from kura_server.bench.locomo_data import docs, half_of, load
from kura_server.bench.machine import machine
from kura_server.recall import boost, hybrid
from kura_server.settings import RecallConfig
from kura_server.surfaces.cli._common import service

DATA = Path("../shared/data/locomo/locomo-dev.json")
DEPTH = 50


class Tokens:
    """Each text's token states from the shipped session, unit length, float16, prefix and specials left out;
    remembered in ``folder`` between runs."""

    def __init__(self, embedder: Any, folder: Path | None) -> None:
        self.e = embedder
        self.path = None
        self.memo: dict[tuple[bool, str], np.ndarray] = {}
        if folder is not None:
            self.path = folder / f"tokens-{hashlib.sha256(embedder.id.encode()).hexdigest()[:12]}.pickle"
            if self.path.exists():
                self.memo = pickle.loads(self.path.read_bytes())
        # the prefix's tokens: words are split alone, so "query: a" is the prefix's tokens, then " a"'s
        self.prefix = {
            q: len(embedder.tokens("a", is_query=q)) - len(embedder._tokens.content("a")) for q in (True, False)
        }
        self.dirty = False

    def hidden(self, ids: list[int], *, urgent: bool) -> np.ndarray:
        """The last hidden state of ``<s> ids </s>``: what ``E5Int8Embedder._pooled`` averages."""
        e = self.e
        v = e._packed.vocabulary
        full = np.array([v.bos, *ids, v.eos], np.int64)
        embeds = e._packed.words(full) + e._packed.positions[: len(full)] + e._packed.token_type
        with e.turns.turn(urgent=urgent):
            (hidden,) = e._session.run(["hidden"], {"embeds": embeds[None].astype(np.float32)})
        return np.asarray(hidden[0], np.float32)

    def states(self, text: str, *, is_query: bool) -> np.ndarray:
        key = (is_query, text)
        if key not in self.memo:
            self.memo[key] = self.compute(text, is_query=is_query)
            self.dirty = True
        return self.memo[key]

    def compute(self, text: str, *, is_query: bool) -> np.ndarray:
        content = self.e.tokens(text, is_query=is_query)
        step = 254 if is_query else self.e.window
        rows = []
        for a in range(0, max(1, len(content)), step):
            h = self.hidden(content[a : a + step], urgent=is_query)
            rows.append(h[1:-1])  # without <s> and </s>
        states = np.concatenate(rows)[self.prefix[is_query] :]
        states /= np.maximum(1e-6, np.linalg.norm(states, axis=1, keepdims=True))
        return states.astype(np.float16)

    def piece(self, token: int) -> str:
        v = self.e._packed.vocabulary
        return bytes(v.blob[v.offsets[token] : v.offsets[token + 1]]).decode("utf-8", "replace")

    def ids(self, text: str, *, is_query: bool) -> list[int]:
        return self.e.tokens(text, is_query=is_query)[self.prefix[is_query] :]

    def save(self) -> None:
        if self.path is not None and self.dirty:
            tmp = self.path.with_suffix(".tmp")
            tmp.write_bytes(pickle.dumps(self.memo, protocol=pickle.HIGHEST_PROTOCOL))
            tmp.replace(self.path)
            self.dirty = False


def check(tok: Tokens, emb: Any) -> float:
    """The mean of the session's hidden states (with prefix and specials) is the embedder's vector."""
    text = "Caroline went to an LGBTQ support group on 7 May 2023"
    ids = emb.tokens(text, is_query=False)
    mean = tok.hidden(ids, urgent=False).mean(axis=0)
    mean /= np.linalg.norm(mean)
    return float(mean @ emb.passage([text])[0])


def asked(protocol: str, cache: Path | None, tok: Tokens) -> tuple[list[dict[str, Any]], boost.Boosts]:
    cfg = RecallConfig()
    emb = CachedEmbedder(service().embedder, cache)
    kura = locomo.variants(boost.boosts_of(cfg), cfg.candidates, cfg)["+kura"]
    out: list[dict[str, Any]] = []
    folder = Path(tempfile.mkdtemp(prefix="kura-maxsim-"))
    for conv in load(DATA):
        items = docs(conv, protocol)
        index, by_id = locomo._index(items, emb, folder / f"{conv.sample_id}-{protocol}.sqlite")
        df: Counter[int] = Counter()
        for d in items:
            df.update(set(tok.ids(d.text, is_query=False)))
        idf = {t: math.log(1 + len(items) / (1 + n)) for t, n in df.items()}
        default_idf = math.log(1 + len(items))
        states = {rid: tok.states(d.text, is_query=False) for rid, d in by_id.items()}
        order_ = list(states)  # every memory's token states in one matrix, for MaxSim over the whole store
        matrix = np.concatenate([states[r] for r in order_]).astype(np.float32)
        starts = np.cumsum([0] + [len(states[r]) for r in order_[:-1]])
        for q in conv.questions:
            every = hybrid.rank(index, hybrid.encode(emb, q.text, hybrid.PATHS, {}), None, DEPTH, {})
            every["fts~"] = [rid for rid, _ in index.search_fts(q.text, DEPTH, None, stems=True)]
            dense_text = hybrid.dense_question(index, q.text, cfg.dense_name_share)
            every["dense~"] = every["dense"]
            if dense_text != q.text:
                vector = hybrid.encode(emb, q.text, ("dense",), {}, dense_text=dense_text).dense
                every["dense~"] = [rid for rid, _ in index.search_dense(vector, DEPTH, None)]
            lists = locomo.first_round(every, kura)
            fused = boost.fuse(index, q.text, lists, kura.boosts, None, DEPTH)
            qs = tok.states(q.text, is_query=True).astype(np.float32)
            qw = np.array([idf.get(t, default_idf) for t in tok.ids(q.text, is_query=True)], np.float32)
            top = [f.id for f in fused[:DEPTH]]
            mats = {rid: qs @ states[rid].astype(np.float32).T for rid in top}
            sims = {rid: m.max(axis=1) for rid, m in mats.items()}
            qids = tok.ids(q.text, is_query=True)
            wordy = np.array([any(c.isalnum() for c in tok.piece(t)) for t in qids], bool)
            best = np.maximum.reduceat(qs @ matrix.T, starts, axis=1)  # (question tokens, memories)
            whole = {}
            for idf_ in (False, True):
                ranked = np.argsort(-(qw @ best if idf_ else best.sum(axis=0)), kind="stable")[:DEPTH]
                whole[idf_] = [order_[i] for i in ranked]
            pools = {alpha: idf_pooled(tok, index, dense_text, idf, default_idf, alpha) for alpha in ALPHAS}
            qv = emb.query([q.text])[0]
            cos = dict(zip(top, (emb.passage([by_id[r].text for r in top]) @ qv).tolist(), strict=True)) if top else {}
            out.append({"half": half_of(conv.sample_id), "q": q, "index": index, "by_id": by_id, "lists": lists,
                        "fused": [(f.id, f.score) for f in fused], "sims": sims, "qw": qw, "cos": cos,
                        "mats": mats, "wordy": wordy, "pools": pools,
                        "whole": whole})  # fmt: skip
        emb.save()
        tok.save()
    return out, kura.boosts


def recall_at_10(a: dict[str, Any], ids: list[int]) -> float:
    got = {d for rid in ids[:10] for d in a["by_id"][rid].dia_ids}
    return len(set(a["q"].evidence) & got) / len(a["q"].evidence)


def idf_pooled(tok: Tokens, index: Any, text: str, idf: dict[int, float], default: float, alpha: float) -> list[int]:
    """The dense list for the question's token states pooled with weights: each content token's IDF over the
    store to the power ``alpha`` (scaled to a mean of 1), the prefix and ``<s>``/``</s>`` at 1 — the same run
    of the session as the question's vector (``alpha`` 0 is that vector)."""
    ids = tok.e.tokens(text, is_query=True)
    h = tok.hidden(ids, urgent=True).astype(np.float64)
    content = np.array([idf.get(t, default) for t in ids[tok.prefix[True] :]]) ** alpha
    w = np.concatenate([np.ones(1 + tok.prefix[True]), content / content.mean(), np.ones(1)])
    v = (w[:, None] * h).sum(axis=0)
    v /= np.linalg.norm(v)
    return [rid for rid, _ in index.search_dense(v.astype(np.float32), DEPTH, None)]


ALPHAS = (0.0, 0.5, 1.0, 2.0)


def maxsim(a: dict[str, Any], rid: int, idf: bool | str) -> float:
    if idf == "both":  # Chamfer: the question's tokens' best match and the candidate's tokens' best match
        m = a["mats"][rid]
        return float(m.max(axis=1).mean() + m.max(axis=0).mean()) / 2
    if idf == "words":  # the question's word tokens only (no punctuation, no bare '▁')
        s = a["sims"][rid][a["wordy"]]
        return float(s.mean()) if len(s) else 0.0
    s = a["sims"][rid]
    if idf:
        return float((s * a["qw"]).sum() / a["qw"].sum())
    return float(s.mean())


def order(a: dict[str, Any], boosts: boost.Boosts, how: str, n: int, w: float, idf: bool | str) -> list[int]:
    fused = a["fused"]
    if how == "base":
        return [rid for rid, _ in fused]
    if how == "whole":  # MaxSim over every memory of the store as a fourth first-round list (weight w)
        b = replace(boosts, weights={**boosts.weights, "maxsim": w})
        lists = {**a["lists"], "maxsim": a["whole"][idf]}
        return [f.id for f in boost.fuse(a["index"], a["q"].text, lists, b, None, DEPTH)]
    if how == "whole-alone":
        return a["whole"][idf]
    if how.startswith("list-"):  # one of recall's first-round lists alone, for scale
        return a["lists"][how[5:]]
    if how in ("pool-replace", "pool-add"):  # the dense list from the IDF-weighted pooling (n: alpha × 10)
        pooled = a["pools"][n / 10]
        lists = {**a["lists"], "dense": pooled} if how == "pool-replace" else {**a["lists"], "pooled": pooled}
        b = replace(boosts, weights={**boosts.weights, "pooled": w})
        return [f.id for f in boost.fuse(a["index"], a["q"].text, lists, b, None, DEPTH)]
    top = [rid for rid, _ in fused[:n]]
    ms = {rid: maxsim(a, rid, idf) for rid in top}
    if how == "alone":
        return sorted(top, key=lambda r: -ms[r])
    if how == "pooled":  # the same top N ordered by the pooled vectors' cosine (what MaxSim is set against)
        return sorted(top, key=lambda r: -a["cos"][r])
    if how == "rrf":
        ranking = sorted(top, key=lambda r: -ms[r])
        b = replace(boosts, weights={**boosts.weights, "maxsim": w})
        again = boost.fuse(a["index"], a["q"].text, {**a["lists"], "maxsim": ranking}, b, None, DEPTH)
        return [f.id for f in again]
    best = fused[0][1] or 1.0
    lo, hi = min(ms.values()), max(ms.values())
    scaled = {r: (ms[r] - lo) / (hi - lo) if hi > lo else 0.0 for r in top} if how == "add" else ms
    score = {rid: s / best + (w * scaled[rid] if rid in scaled else 0.0) for rid, s in fused}
    return sorted(score, key=lambda r: -score[r])


def score(every: list[dict[str, Any]], boosts: boost.Boosts, how: str, n: int = 0, w: float = 0.0,
          idf: bool | str = False) -> dict[str, float]:  # fmt: skip
    rows: dict[str, list[float]] = {"all": [], "tuning": [], "held-out": [], "cat1": [], "cat1-tuning": [],
                                    "cat1-held-out": []}  # fmt: skip
    for a in every:
        r = recall_at_10(a, order(a, boosts, how, n, w, idf))
        rows["all"].append(r)
        rows[a["half"]].append(r)
        if a["q"].category == 1:
            rows["cat1"].append(r)
            rows[f"cat1-{a['half']}"].append(r)
    return {h: round(sum(v) / len(v), 4) for h, v in rows.items() if v}


def sweep(protocol: str, every: list[dict[str, Any]], boosts: boost.Boosts) -> list[dict[str, Any]]:
    out = [
        {"protocol": protocol, "how": how, **score(every, boosts, how)} for how in ("base", "list-dense", "list-fts")
    ]
    print("\n".join(json.dumps(o) for o in out), flush=True)
    for idf in (False, True):
        for how, w in [("whole-alone", 0.0), *[("whole", w) for w in (0.25, 0.5, 1.0)]]:
            out.append({"protocol": protocol, "how": how, "w": w, "idf": idf, **score(every, boosts, how, 0, w, idf)})
            print(json.dumps(out[-1]), flush=True)
    for alpha in ALPHAS:
        for how, w in [("pool-replace", 0.0), *[("pool-add", w) for w in (0.5, 1.0)]]:
            out.append({"protocol": protocol, "how": how, "alpha": alpha, "w": w,
                        **score(every, boosts, how, round(alpha * 10), w)})  # fmt: skip
            print(json.dumps(out[-1]), flush=True)
    for idf in (False, True, "words", "both"):
        for n in (20, 50):
            runs = [("alone", 0.0)] + ([("pooled", 0.0)] if not idf else [])
            runs += [("rrf", w) for w in (0.25, 0.5, 1.0, 2.0)]
            runs += [("add", w) for w in (0.05, 0.1, 0.2, 0.3, 0.5, 1.0)]
            runs += [("raw", w) for w in (0.5, 1.0, 2.0, 4.0)]
            for how, w in runs:
                out.append({"protocol": protocol, "how": how, "n": n, "w": w, "idf": idf,
                            **score(every, boosts, how, n, w, idf)})  # fmt: skip
                print(json.dumps(out[-1]), flush=True)
    return out


def cost(tok: Tokens) -> dict[str, Any]:
    """Per question: the vector alone vs the vector and the token states from the same run; MaxSim over 50
    stored candidates; encoding 20 / 50 facts at query time; the bytes a fact's token states take."""
    e = tok.e
    convs = load(DATA)
    questions = [q.text for c in convs for q in c.questions][:200]
    facts = [d.text for c in convs for d in docs(c, "observations")]
    turns = [d.text for c in convs for d in docs(c, "plain")]
    for q in questions[:20]:  # warm
        e.query([q])
    t = time.perf_counter()
    for q in questions:
        e.query([q])
    vec_ms = (time.perf_counter() - t) * 1000 / len(questions)
    t = time.perf_counter()
    for q in questions:
        s = tok.compute(q, is_query=True)
        s.astype(np.float32).mean(axis=0)
    both_ms = (time.perf_counter() - t) * 1000 / len(questions)
    cand = [tok.compute(f, is_query=False).astype(np.float32) for f in facts[:50]]
    qs = tok.compute(questions[0], is_query=True).astype(np.float32)
    t = time.perf_counter()
    for _ in range(100):
        [float((qs @ c.T).max(axis=1).mean()) for c in cand]
    maxsim_ms = (time.perf_counter() - t) * 1000 / 100
    per_query = {}
    for n in (20, 50):
        times = []
        for i in range(10):
            batch = facts[i * n : (i + 1) * n]
            t = time.perf_counter()
            for f in batch:
                tok.compute(f, is_query=False)
            times.append((time.perf_counter() - t) * 1000)
        per_query[n] = {"p50_ms": round(statistics.median(times), 1), "max_ms": round(max(times), 1)}
    n_fact = [len(tok.ids(f, is_query=False)) for f in facts]
    n_turn = [len(tok.ids(f, is_query=False)) for f in turns]
    return {
        "question_vector_ms": round(vec_ms, 2),
        "question_vector_and_states_ms": round(both_ms, 2),
        "maxsim_over_50_ms": round(maxsim_ms, 3),
        "encode_candidates_at_query_time": per_query,
        "fact_tokens_mean": round(statistics.mean(n_fact), 1),
        "turn_tokens_mean": round(statistics.mean(n_turn), 1),
        "bytes_per_fact_int8": round(statistics.mean(n_fact) * 384),
        "bytes_per_fact_fp16": round(statistics.mean(n_fact) * 384 * 2),
        "bytes_per_turn_fp16": round(statistics.mean(n_turn) * 384 * 2),
    }


def main() -> None:
    args = sys.argv[1:]
    out = None
    if "--out" in args:
        at = args.index("--out")
        out = Path(args[at + 1])
        del args[at : at + 2]
    cache = (
        Path(args.pop(0)) if args and not args[0].startswith("-") and args[0] not in ("observations", "plain") else None
    )
    tok = Tokens(service().embedder, cache)
    if "--cost" in args:
        print(json.dumps(cost(tok), indent=1))
        return
    agreement = round(check(tok, tok.e), 5)
    print("pooled token states vs the embedder's vector, cosine", agreement)
    started, load_at_start = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()), os.getloadavg()
    results: list[dict[str, Any]] = []
    for protocol in [a for a in args if not a.startswith("-")] or ["observations", "plain"]:
        every, boosts = asked(protocol, cache, tok)
        results += sweep(protocol, every, boosts)
    if out is not None:
        report = {"experiment": "bench/experiments/maxsim/measure.py", "file": str(DATA), "embedder": tok.e.id,
                  "machine": machine(), "started": started, "load_at_start": load_at_start,
                  "ended": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime()), "load_at_end": os.getloadavg(),
                  "pooled_states_vs_vector_cosine": agreement, "depth": DEPTH,
                  "metric": "hybrid R@10, categories 1-5; cat1 = multi-hop", "rows": results}  # fmt: skip
        if "--with-cost" in args:
            report["cost"] = cost(tok)
        out.write_text(json.dumps(report, indent=1) + "\n")


if __name__ == "__main__":
    main()
