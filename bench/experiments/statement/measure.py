"""Issue 17, sixteenth round: what the dense retriever is asked, rewritten, measured on LoCoMo (an experiment).

``python measure.py VARIANT OUT.json [CACHE]`` from the worktree's root (``PYTHONPATH=$PWD:$PWD/clients/src``,
``KURA_HOME`` a temp dir): :func:`kura_server.bench.locomo.run` over plain, context and observations with recall's
defaults, the question the dense retriever is asked (``hybrid.dense_question``, before its commonplace names are
left out) replaced per VARIANT — ``base`` (as shipped), ``query`` (the statement, ``query:``), ``passage`` (the
statement, ``passage:``), ``drop`` (the word that asks and the auxiliary dropped, no tense change), ``nodates``
(the dates the question names left out, with the preposition before them). Only the ``+kura…`` rows fuse that list.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from statement import as_statement

from kura_server.bench import locomo
from kura_server.recall import boost, hybrid
from kura_server.surfaces.cli._common import service

DATA = Path("../shared/data/locomo/locomo-dev.json")
_BEFORE = re.compile(r"(?i)\b(?:in|on|during|between|since|before|after|by|around|from|of|and|to)\s*$")


def undated(question: str) -> str:
    """``question`` less the dates the time vote reads in it (``boost``'s patterns) and the preposition before each."""
    spans = [
        m.span()
        for pattern in (boost._ISO, boost._NAMED, boost._BARE_YEAR)
        for m in pattern.finditer(question)
        if not (pattern is boost._NAMED and m.group(0).strip().lower() == "may")
    ]
    if not spans:
        return question
    out, last = [], 0
    for a, b in sorted(spans):
        if a < last:
            last = max(last, b)
            continue
        head = question[last:a]
        out.append(_BEFORE.sub("", head.rstrip()) if head.strip() else head)
        last = b
    out.append(question[last:])
    return re.sub(r"\s+([?,.])", r"\1", re.sub(r"\s+", " ", "".join(out))).strip()


def main(variant: str, out: Path, cache: Path) -> None:
    asked = hybrid.dense_question
    encode = hybrid.encode
    rewrite = {
        "base": lambda q: q,
        "query": as_statement,
        "passage": as_statement,
        "drop": lambda q: as_statement(q, tense=False),
        "nodates": undated,
    }[variant]

    def dense_question(index: Any, question: str, share: float) -> str:
        return asked(index, rewrite(question), share)

    def encoded(
        embedder: Any, question: str, paths: Sequence[str], timings: dict[str, float], *, cache: int = 0,
        dense_text: str | None = None,
    ) -> hybrid.Encoded:  # fmt: skip
        if variant == "passage" and dense_text is not None and tuple(paths) == ("dense",):
            return hybrid.Encoded(question, embedder.passage([dense_text])[0], None)
        return encode(embedder, question, paths, timings, cache=cache, dense_text=dense_text)

    hybrid.dense_question = dense_question  # type: ignore[assignment]
    hybrid.encode = encoded  # type: ignore[assignment]
    kura = service()
    cfg = kura.settings.recall
    t = time.time()
    report = locomo.run(
        DATA, kura.embedder, protocols=["plain", "context", "observations"], candidates=cfg.candidates,
        rrf_k=cfg.rrf_k, recall=cfg, cache=cache,
    )  # fmt: skip
    report["variant"] = variant
    out.write_text(json.dumps(report))
    print(variant, "done", round(time.time() - t, 1), "s", file=sys.stderr)


if __name__ == "__main__":
    os.environ.setdefault("KURA_HOME", tempfile.mkdtemp(prefix="kura-stmt-"))
    main(sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3] if len(sys.argv) > 3 else "/tmp/kura-stmt-cache"))
