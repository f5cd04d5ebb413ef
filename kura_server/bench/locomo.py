"""Retrieval quality on LoCoMo-format data: every dialog turn a memory, questions with evidence ids.

Per conversation, each turn becomes one memory (id = its ``dia_id``) in a fresh index; each question
recalls ``max(ks)`` memories; we report R@k (the fraction of a question's gold evidence ids found in
the top k, averaged over questions) and MRR (1 / rank of the first gold id), per category and
overall, for each retriever alone and for the fused hybrid — all from the same encodings, in one run.

Protocols (each labelled in the output; never compare figures across protocols):

* ``plain``: the turn alone, ``speaker: text`` (+ the shared image's caption). Comparable with the
  LoCoMo paper's retrievers (DRAGON: R@5/10/25/50 = 56.7/66.2/76.7/82.7).
* ``context``: what a lone turn lacks and a distilled memory would carry: the session's date and the
  turn before it (who said what it answers).

Each protocol is also scored ``+neighbours``, from the same encodings: a turn's fused score spreads
(× ``NEIGHBOUR_SPREAD``) to the turns just before and after it in its session — a conversation's
order is the link structure a lone turn lacks, as ``[[links]]`` are for memories. Every retriever is
scored the same way in a variant, so "hybrid beats each single retriever" compares like with like.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..embed.base import Embedder
from ..errors import KuraError
from ..index.index import Index, IndexedState
from ..models import ModelClient, TokenMeter
from ..recall import hybrid
from ..recall.fusion import rrf
from ..recall.recognition import fit_lines, recognize
from ..store.memory import Memory, index_line
from .machine import machine, summary

KS = (5, 10, 25, 50)
PROTOCOLS = ("plain", "context")
NEIGHBOUR_SPREAD = 0.5
_ID = re.compile(r"D:?(\d+):0*(\d+)")


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    speaker: str
    text: str
    caption: str | None
    date: str


@dataclass(frozen=True)
class Question:
    text: str
    evidence: tuple[str, ...]
    category: int


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]


def normalise_ids(raw: Sequence[str]) -> list[str]:
    """``D:11:26`` → ``D11:26``, ``D30:05`` → ``D30:5``, ``"D8:6; D9:17"`` → two ids; junk dropped."""
    out: list[str] = []
    for item in raw:
        for m in _ID.finditer(str(item)):
            ident = f"D{int(m.group(1))}:{int(m.group(2))}"
            if ident not in out:
                out.append(ident)
    return out


def load(path: Path) -> list[Conversation]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    convs: list[Conversation] = []
    for sample in data:
        conv = sample["conversation"]
        sessions = sorted(
            (int(m.group(1)) for key in conv if (m := re.fullmatch(r"session_(\d+)", key))),
        )
        turns = []
        for n in sessions:
            date = str(conv.get(f"session_{n}_date_time", ""))
            for t in conv[f"session_{n}"]:
                ids = normalise_ids([t["dia_id"]])
                if ids:
                    turns.append(Turn(ids[0], n, t["speaker"], t["text"], t.get("blip_caption"), date))
        known = {t.dia_id for t in turns}
        questions = []
        for qa in sample["qa"]:
            evidence = tuple(e for e in normalise_ids(qa.get("evidence", [])) if e in known)
            if evidence:
                questions.append(Question(str(qa["question"]), evidence, int(qa["category"])))
        convs.append(Conversation(sample.get("sample_id", str(len(convs))), tuple(turns), tuple(questions)))
    return convs


def turn_text(turn: Turn) -> str:
    text = f"{turn.speaker}: {turn.text}"
    if turn.caption:
        text += f" [shares a photo: {turn.caption}]"
    return text


def memory_text(turns: Sequence[Turn], i: int, protocol: str) -> str:
    turn = turns[i]
    if protocol == "plain":
        return turn_text(turn)
    lines = [f"({turn.date})"]
    if i > 0 and turns[i - 1].session == turn.session:
        lines.append(turn_text(turns[i - 1]))
    lines.append(turn_text(turn))
    return "\n".join(lines)


def _index_conversation(
    conv: Conversation, protocol: str, embedder: Embedder, folder: Path
) -> tuple[Index, dict[int, str]]:
    index = Index(folder / f"{conv.sample_id}-{protocol}.sqlite", embedder_id=embedder.id, dim=embedder.dim)
    index.reset()
    items = []
    for i, turn in enumerate(conv.turns):
        slug = turn.dia_id.lower().replace(":", "-")
        mem = Memory(slug=slug, title="", trigger="", body=memory_text(conv.turns, i, protocol))
        items.append((mem, IndexedState(0, 0, "")))
    for start in range(0, len(items), 64):
        batch = items[start : start + 64]
        texts = [m.body for m, _ in batch]
        sparse = embedder.sparse(texts, is_query=False) if embedder.has_sparse else None
        index.upsert(batch, embedder.passage(texts), sparse)
    ids = index.ids_of([m.slug for m, _ in items])
    by_id = {ids[mem.slug]: turn.dia_id for turn, (mem, _) in zip(conv.turns, items, strict=True)}
    return index, by_id


def _score(ranked: Sequence[str], gold: Sequence[str]) -> dict[str, float]:
    gold_set = set(gold)
    out = {f"r@{k}": len(gold_set & set(ranked[:k])) / len(gold_set) for k in KS}
    first = next((i for i, d in enumerate(ranked, start=1) if d in gold_set), None)
    out["mrr"] = 1.0 / first if first else 0.0
    return out


def _mean(rows: list[dict[str, float]]) -> dict[str, float]:
    if not rows:
        return {}
    return {key: round(sum(r[key] for r in rows) / len(rows), 4) for key in rows[0]}


def run(
    path: Path,
    embedder: Embedder,
    *,
    protocols: Sequence[str] = PROTOCOLS,
    candidates: int = 50,
    rrf_k: int = 10,
    thinker: Thinker | None = None,
    progress: Callable[[str, int, int], None] | None = None,
    sparse_query: bool = True,
) -> dict[str, Any]:
    """``sparse_query``: the fused ``hybrid`` includes the sparse retriever, as recall does when
    ``[recall] sparse_query`` is on (the sparse retriever is scored alone either way)."""
    convs = load(path)
    started = time.perf_counter()
    report: dict[str, Any] = {
        "benchmark": "locomo-retrieval",
        "file": str(path),
        "machine": machine(),
        "embedder": embedder.id,
        "candidates": candidates,
        "rrf_k": rrf_k,
        "hybrid_paths": list(hybrid.paths(sparse_query)),
        "conversations": len(convs),
        "turns": sum(len(c.turns) for c in convs),
        "questions": sum(len(c.questions) for c in convs),
        "protocols": {},
    }
    retrievers = ["fts", "dense", *(["sparse"] if embedder.has_sparse else []), "hybrid"]
    if thinker is not None:
        retrievers.append("hybrid+thinker")
        report["thinker"] = {"model": thinker.client.profile("thinker").model, "chars": thinker.chars,
                             "weight": thinker.weight, "timeout_s": thinker.timeout_s, "failures": 0}  # fmt: skip
    meter = TokenMeter()
    for protocol in protocols:
        variants = (protocol, f"{protocol}+neighbours")
        scores: dict[str, dict[str, dict[int, list[dict[str, float]]]]] = {
            v: {r: defaultdict(list) for r in retrievers} for v in variants
        }
        latency: dict[str, list[float]] = defaultdict(list)
        with tempfile.TemporaryDirectory(prefix="kura-locomo-") as tmp:
            for n, conv in enumerate(convs, start=1):
                index, by_id = _index_conversation(conv, protocol, embedder, Path(tmp))
                text_of = {t.dia_id: memory_text(conv.turns, i, protocol) for i, t in enumerate(conv.turns)}
                texts = {rid: (dia.lower().replace(":", "-"), text_of[dia]) for rid, dia in by_id.items()}
                near = _neighbours(conv.turns, by_id)
                for q in conv.questions:
                    timings: dict[str, float] = {}
                    t = time.perf_counter()
                    enc = hybrid.encode(embedder, q.text, hybrid.PATHS, timings)
                    rankings = hybrid.rank(index, enc, None, max(candidates, max(KS)), timings)
                    fusing = {p: ids for p, ids in rankings.items() if p in hybrid.paths(sparse_query)}
                    fused = rrf(fusing, rrf_k)
                    latency["hybrid_total"].append((time.perf_counter() - t) * 1000)
                    if thinker is not None:
                        rankings["hybrid+thinker"] = _with_thinker(
                            thinker, q.text, fused, fusing, texts, meter, report, rrf_k
                        )
                    rankings["hybrid"] = [f.id for f in fused]
                    for key, ms in timings.items():
                        latency[key].append(ms)
                    for r in retrievers:
                        ids = rankings.get(r, [])
                        spread = _spread(ids, near, rrf_k)
                        for variant, ranked in ((variants[0], ids), (variants[1], spread)):
                            dias = [by_id[rid] for rid in ranked[: max(KS)]]
                            scores[variant][r][q.category].append(_score(dias, q.evidence))
                index.close()
                if progress:
                    progress(protocol, n, len(convs))
        for variant in variants:
            sc = scores[variant]
            report["protocols"][variant] = {
                "retrievers": {r: _mean([x for cat in (1, 2, 3, 4, 5) for x in sc[r][cat]]) for r in retrievers},
                "categories_1_4": {r: _mean([x for cat in (1, 2, 3, 4) for x in sc[r][cat]]) for r in retrievers},
                "by_category": {
                    str(cat): {r: _mean(sc[r][cat]) for r in retrievers}
                    for cat in sorted(c for c, rows in sc["fts"].items() if rows)
                },
                "latency_ms": {key: summary(v) for key, v in latency.items()},
            }
    report["seconds"] = round(time.perf_counter() - started, 1)
    report["model_tokens"] = meter.usage().model_dump()
    return report


def _neighbours(turns: Sequence[Turn], by_id: dict[int, str]) -> dict[int, list[int]]:
    """Index id → the ids of the turns just before and after it in the same session."""
    rid_of = {dia: rid for rid, dia in by_id.items()}
    near: dict[int, list[int]] = defaultdict(list)
    for a, b in zip(turns, turns[1:], strict=False):
        if a.session == b.session and a.dia_id in rid_of and b.dia_id in rid_of:
            near[rid_of[a.dia_id]].append(rid_of[b.dia_id])
            near[rid_of[b.dia_id]].append(rid_of[a.dia_id])
    return near


def _spread(ranked: Sequence[int], near: dict[int, list[int]], k: int) -> list[int]:
    """Re-rank: each id keeps its 1 / (k + rank) and passes NEIGHBOUR_SPREAD of it to its neighbours."""
    score: dict[int, float] = defaultdict(float)
    for rank, rid in enumerate(ranked, start=1):
        vote = 1.0 / (k + rank)
        score[rid] += vote
        for other in near.get(rid, ()):
            score[other] += NEIGHBOUR_SPREAD * vote
    return sorted(score, key=lambda rid: -score[rid])


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
        lat = body["latency_ms"]["hybrid_total"]
        yield f"  query latency (encode + all retrievers + fusion): p50 {lat['p50']:.1f} ms · p95 {lat['p95']:.1f} ms"
