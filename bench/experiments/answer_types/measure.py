"""Issue 17, twenty-fourth round: a question's kind of answer matched in the facts (an experiment, measured,
not kept — ``bench/README.md`` "What a question asks for, matched in kind").

``python bench/experiments/answer_types/measure.py [CACHE]`` from the repository's root
(``PYTHONPATH=$PWD:$PWD/clients/src``, ``KURA_HOME`` a temp dir): LoCoMo's ``observations`` protocol, each
question's first-round lists as ``kura bench locomo`` computes them for the ``+kura`` row (depth 50), fused by
recall's own :func:`kura_server.recall.boost.fuse` with recall's defaults — which reproduces that row — then
each of the top 50 candidates whose text holds what the question's kind of answer looks like gains ``gain`` of
its score: a time expression for *When …* / *What year* / *How long ago*, a number for *How many / long /
often*, a capitalised word other than the speakers' and the question's names for *Where* and *Who*.
"""

from __future__ import annotations

import re
import sys
import tempfile
from pathlib import Path
from typing import Any

from kura_server.bench import locomo
from kura_server.bench.encodings import CachedEmbedder
from kura_server.bench.locomo_data import docs, half_of, load
from kura_server.recall import boost, hybrid
from kura_server.settings import RecallConfig
from kura_server.surfaces.cli._common import service

DATA = Path("../shared/data/locomo/locomo-dev.json")
DEPTH = 50
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
TIME = re.compile(
    r"\b(yesterday|today|tonight|tomorrow|ago|last (?:week|month|year|weekend|night|summer|winter|spring|fall|time)"
    r"|next (?:week|month|year|weekend)|this (?:week|month|year|weekend|morning|past)|recently"
    rf"|(?:the )?(?:past|previous) (?:week|month|year|weekend)|weekend|{_MONTHS}|{_DAYS}|(?:19|20)\d\d|since)\b",
    re.I,
)
NUMBER = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twice|once|several|couple)\b", re.I)
CAPITAL = re.compile(r"(?<!^)\b[A-Z][a-z]+")


def kind(question: str) -> str | None:
    q = question.strip().lower()
    if q.startswith("when") or "what year" in q or "what month" in q or "how long ago" in q:
        return "when"
    if q.startswith(("how many", "how long", "how often")):
        return "number"
    if q.startswith("where"):
        return "where"
    if q.startswith("who"):
        return "who"
    return None


def holds(kind_: str, text: str, question: str, speakers: set[str]) -> bool:
    if kind_ == "when":
        return bool(TIME.search(text))
    if kind_ == "number":
        return bool(NUMBER.search(text))
    return bool(set(CAPITAL.findall(text)) - speakers - set(re.findall(r"[A-Z][a-z]+", question)))


def asked(cache: Path | None) -> tuple[list[dict[str, Any]], boost.Boosts]:
    cfg = RecallConfig()
    emb = CachedEmbedder(service().embedder, cache)
    kura = locomo.variants(boost.boosts_of(cfg), cfg.candidates, cfg)["+kura"]
    out: list[dict[str, Any]] = []
    folder = Path(tempfile.mkdtemp(prefix="kura-answer-types-"))
    for conv in load(DATA):
        items = docs(conv, "observations")
        index, by_id = locomo._index(items, emb, folder / f"{conv.sample_id}.sqlite")
        speakers = {d.speaker for d in items}
        for q in conv.questions:
            every = hybrid.rank(index, hybrid.encode(emb, q.text, hybrid.PATHS, {}), None, DEPTH, {})
            every["fts~"] = [rid for rid, _ in index.search_fts(q.text, DEPTH, None, stems=True)]
            dense_text = hybrid.dense_question(index, q.text, cfg.dense_name_share)
            every["dense~"] = every["dense"]
            if dense_text != q.text:
                vector = hybrid.encode(emb, q.text, ("dense",), {}, dense_text=dense_text).dense
                every["dense~"] = [rid for rid, _ in index.search_dense(vector, DEPTH, None)]
            lists = locomo.first_round(every, kura)
            out.append({"half": half_of(conv.sample_id), "q": q, "index": index, "by_id": by_id,
                        "lists": lists, "speakers": speakers})  # fmt: skip
        emb.save()
    return out, kura.boosts


def r10(a: dict[str, Any], ids: list[int]) -> float:
    got = {d for rid in ids[:10] for d in a["by_id"][rid].dia_ids}
    return len(set(a["q"].evidence) & got) / len(a["q"].evidence)


def score(every: list[dict[str, Any]], boosts: boost.Boosts, gain: float, kinds: set[str]) -> dict[str, float]:
    halves: dict[str, list[float]] = {"all": [], "tuning": [], "held-out": []}
    for a in every:
        fused = boost.fuse(a["index"], a["q"].text, a["lists"], boosts, None, DEPTH)
        k = kind(a["q"].text)
        scores = {f.id: f.score for f in fused}
        if gain and k in kinds:
            for f in fused[:50]:
                if holds(k, a["by_id"][f.id].text, a["q"].text, a["speakers"]):
                    scores[f.id] *= 1 + gain
        r = r10(a, sorted(scores, key=lambda i: -scores[i]))
        halves["all"].append(r)
        halves[a["half"]].append(r)
    return {h: round(sum(v) / len(v), 4) for h, v in halves.items()}


def main() -> None:
    every, boosts = asked(Path(sys.argv[1]) if len(sys.argv) > 1 else None)
    print("recall's defaults", score(every, boosts, 0.0, set()))
    for kinds in ({"when"}, {"number"}, {"where"}, {"who"}, {"when", "number", "where", "who"}):
        for gain in (0.1, 0.3, 1.0):
            print(sorted(kinds), gain, score(every, boosts, gain, kinds))


if __name__ == "__main__":
    main()
