"""What fusion weights chosen per question could give at best on LoCoMo: an oracle's bound (a measurement).

``python bench/experiments/fusion_oracle/measure.py PROTOCOL CACHE OUT.json`` from the repository's root
(``PYTHONPATH=$PWD``; PROTOCOL is ``observations`` or ``plain``; CACHE a ``kura bench locomo --cache`` folder, which
it adds to; the LoCoMo file is read from ``../shared/data/locomo/locomo-dev.json``, never copied). Query
performance prediction picks, per question, how much each retriever's vote counts (trust the full-text list when a
rare word matched, the dense list when none did). Before building a predictor, this scores every question with
recall's defaults under each of a grid of dense / full-text weights (everything else recall's own:
``boost.fuse`` through ``locomo.run``), and reports each setting's R@10 and the oracle's: each question scored by
its best setting — what a perfect predictor over that grid would reach. Writes every question's R@10 per setting.
"""

from __future__ import annotations

import json
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from kura_server.bench import locomo
from kura_server.surfaces.cli._common import service

RATIOS = (0.0, 0.15, 0.3, 0.5, 0.7, 1.0, 1.5, 3.0, None)  # the full-text weight over the dense one; None: dense off
TINY = 1e-4  # a weight must be > 0: a vote this small only breaks ties


GRID = {
    f"+d{dense:g}-f{fts:g}": (dense, fts)
    for dense, fts in ((TINY, 1.0) if ratio is None else (1.0, ratio or TINY) for ratio in RATIOS)
}


def main(protocol: str, cache: Path, out: Path) -> None:
    raw: list[dict[str, Any]] = []
    plain_variants, plain_summarise = locomo.variants, locomo._summarise

    def variants(base: Any, candidates: int, recall: Any = None) -> dict[str, locomo.Variant]:
        every = plain_variants(base, candidates, recall)
        kura = every["+kura"]
        grid = {
            name: replace(kura, boosts=replace(kura.boosts, weights={**kura.boosts.weights, "dense": d, "fts": f}))
            for name, (d, f) in GRID.items()
        }  # fmt: skip
        return {"": every[""], "+kura": kura, **grid}  # "" (the bare fusion): the first-round lists

    def summarise(sc: Any) -> dict[str, Any]:
        raw.append({h: [x["r@10"] for c in sorted(per) for x in per[c]] for h, per in sc["hybrid"].items()})
        return plain_summarise(sc)

    locomo.variants, locomo._summarise = variants, summarise  # type: ignore[assignment]
    kura = service()
    cfg = kura.settings.recall
    report = locomo.run(Path("../shared/data/locomo/locomo-dev.json"), kura.embedder, protocols=[protocol],
                        candidates=cfg.candidates, rrf_k=cfg.rrf_k, recall=cfg, cache=cache)  # fmt: skip
    names = ["", "+kura", *GRID]  # the order locomo.run scores them in (then "+fitted", not read)
    per = dict(zip(names, raw, strict=False))  # raw ends with "+fitted"
    halves = list(per["+kura"])
    rows: dict[str, Any] = {}
    for name in names[1:]:
        rows[name] = {h: statistics.mean(per[name][h]) for h in halves}
        rows[name]["all"] = statistics.mean([x for h in halves for x in per[name][h]])
    best = {h: [max(col) for col in zip(*(per[n][h] for n in GRID), strict=True)] for h in halves}
    rows["oracle (each question's best)"] = {h: statistics.mean(best[h]) for h in halves}
    rows["oracle (each question's best)"]["all"] = statistics.mean([x for h in halves for x in best[h]])
    for name, r in rows.items():  # the bare fusion is not printed
        print(f"{name:32} {r['all']:.4f} ({' / '.join(f'{r[h]:.4f}' for h in halves)})")
    out.write_text(json.dumps({"protocol": protocol, "machine": report["machine"], "halves": halves, "rows": rows,
                               "questions": per}, indent=1) + "\n")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3]))
