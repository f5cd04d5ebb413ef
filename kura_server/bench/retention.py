"""``kura bench retention``: does distillation keep what matters and nothing else? (SPEC §16)

A fixture transcript (``data/retention.jsonl``, generic JSONL with tool calls) carries planted facts
— a decision, a number, a negation, a reversal, a conditional, a chronology, a landmine, a topic that
returns — and distractors (an unconfirmed idea, an instruction planted in a tool result, a transient
step, a superseded value). The harness distils it into a fresh store with whatever models the
settings configure, drains the drafts, then asks each question through recall: a question scores
when its marker appears (case-insensitive) in what recall returned. A ``must_not_store`` marker found
in any memory costs a point. Scoring needs no model, so anyone can reproduce a run's figures for a
given model; against the test suite's scripted server the run proves the harness, not the quality.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections import defaultdict
from importlib import resources
from pathlib import Path
from typing import Any

from .. import jsontext
from ..embed.base import Embedder
from ..schemas import RecallRequest
from ..service import Kura
from ..settings import Settings
from . import compress
from .machine import machine


def fixture() -> tuple[Path, dict[str, Any]]:
    data = resources.files("kura_server.bench").joinpath("data")
    questions = jsontext.loads(data.joinpath("retention.json").read_text(encoding="utf-8"))
    return Path(str(data.joinpath("retention.jsonl"))), questions


def run(settings: Settings, *, embedder: Embedder | None = None, k: int = 5) -> dict[str, Any]:
    """Distil the fixture into a throwaway store with ``settings``' models and embedder, then score."""
    transcript, spec = fixture()
    work = Path(tempfile.mkdtemp(prefix="kura-retention-"))
    try:
        journals = work / "journals"
        journals.mkdir()
        shutil.copy(transcript, journals / "retention.jsonl")
        kept = settings.model_dump(include={"embedder", "recall", "write", "models", "weave", "log_level"})
        kept["distill"] = {
            **settings.distill.model_dump(exclude={"journals"}),
            "journals": {"fixture": {"path": journals, "store": "bench", "adapter": "jsonl", "glob": "*.jsonl"}},
        }
        bench = Settings(home=work / "home", default_store="bench", **kept)
        kura = Kura(bench, embedder=embedder)
        try:
            return _score(kura, spec, k)
        finally:
            kura.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _score(kura: Kura, spec: dict[str, Any], k: int) -> dict[str, Any]:
    t0 = time.perf_counter()
    ran = kura.distill_run(store="bench")
    drained = kura.drain(store="bench")
    seconds = time.perf_counter() - t0
    store = kura.engine("bench").store
    texts = [f"{m.title}\n{m.trigger}\n{m.body}".lower() for m in store.read_all()]
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    details = []
    for q in spec["questions"]:
        recalled = kura.recall(RecallRequest(question=q["question"], k=k, thinker=True), store="bench")
        seen = "\n".join(f"{m.title}\n{m.trigger}\n{m.body}" for m in [*recalled.memories, *recalled.linked])
        hit = q["marker"].lower() in seen.lower()
        per[q["category"]][0] += hit
        per[q["category"]][1] += 1
        details.append({**q, "hit": hit})
    stored_distractors = []
    for d in spec["must_not_store"]:
        leaked = any(d["marker"].lower() in t for t in texts)
        per[d["category"]][0] += not leaked
        per[d["category"]][1] += 1
        if leaked:
            stored_distractors.append(d["marker"])
        details.append({**d, "stored": leaked})
    score = sum(v[0] for v in per.values())
    total = sum(v[1] for v in per.values())
    model = kura.settings.models.profile("brain")
    return {
        "benchmark": "retention",
        "machine": machine(),
        "model": {"brain": model.model if model else None, "url": model.url if model else None},
        "embedder": kura.embedder.id,
        "score": score,
        "total": total,
        "by_category": {c: {"score": v[0], "of": v[1]} for c, v in sorted(per.items())},
        "stored_distractors": stored_distractors,
        "memories": len(texts),
        "distill": {"batches": ran.batches, "candidates": ran.candidates, "dropped": ran.dropped,
                    "seeds": ran.seeds, "review": len(ran.review), "staged": len(ran.staged), "errors": ran.errors},
        "drain": {"poured": len(drained.poured), "fixed": len(drained.fixed), "tossed": len(drained.tossed)},
        "tokens": {"prompt": ran.tokens.prompt + drained.tokens.prompt,
                   "completion": ran.tokens.completion + drained.tokens.completion},
        "seconds": round(seconds, 2),
        "compress": compress.measure(store),
        "details": details,
    }  # fmt: skip


def lines(report: dict[str, Any]) -> list[str]:
    out = [
        f"retention: {report['score']}/{report['total']} with brain {report['model']['brain']} "
        f"({report['memories']} memories, {report['seconds']} s, tokens {report['tokens']})"
    ]
    for cat, v in report["by_category"].items():
        out.append(f"  {cat:<12} {v['score']}/{v['of']}")
    if report["stored_distractors"]:
        out.append(f"  stored distractors: {', '.join(report['stored_distractors'])}")
    if report["distill"]["errors"]:
        out.append(f"  errors: {report['distill']['errors']}")
    out.append(f"  store_ratio {report['compress']['store_ratio']} (estimated tokens)")
    return out
