"""Recognition: the thinker reads the index lines and names the memories that bear on a question.

It finds what shares no word with the question. Its answer is never trusted blindly: names that are
not in the lines it was shown are ignored (and logged; the result names at most ``IGNORED_SHOWN`` of them, and
only those written as a slug — the rest of a model's text never reaches the agent that recalls), an answer
that is not the asked-for JSON is
ignored, and a dead or slow model costs at most ``timeout_s`` — recall then answers from hybrid
retrieval alone, marked degraded.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from ..index.index import Index
from ..models import ModelClient, TokenMeter, parse_json_object, prompt
from ..store.memory import index_line
from ..store.paths import SLUG
from ..write.redact import redact
from .fusion import rrf

log = logging.getLogger("kura.recall")

IGNORED_SHOWN = 20  # wrong names a result carries; a model that answers thousands is counted, not echoed


@dataclass
class Recognition:
    slugs: list[str]  # valid picks, best first
    ignored: list[str] = field(default_factory=list)  # names not in the lines, written as slugs (≤ IGNORED_SHOWN)
    ignored_count: int = 0  # every name it gave that is not in the lines


@dataclass(frozen=True)
class Recognized:
    """What the recognition path of a recall saw and said (the wire's ``ThinkerInfo``)."""

    source: Literal["index", "candidates"]  # every line in scope, or (above the budget) the top candidates'
    lines_shown: int
    lines_total: int
    picked: list[str]  # slugs the thinker named that exist, best first
    ignored: list[str]  # names it gave that are not memories it was shown: slugs only, at most IGNORED_SHOWN
    ignored_count: int  # all of them


def recognize(
    client: ModelClient,
    question: str,
    lines: Sequence[tuple[str, str]],
    *,
    timeout_s: float,
    meter: TokenMeter,
) -> Recognition:
    """Ask the thinker which of ``lines`` (slug, index line) bear on ``question``. The question is redacted
    first (a person may paste a credential into it): the model sees what a journal turn would show it."""
    index = "\n".join(line for _, line in lines)
    messages = [
        {"role": "system", "content": prompt("recognize")},
        {"role": "user", "content": f"Index:\n{index}\n\nQuestion: {redact(question).text}"},
    ]
    reply = client.chat("thinker", messages, json_mode=True, meter=meter, timeout_s=timeout_s, retries=0)
    data, rejects = parse_json_object(reply.text)
    names = data.get("slugs") if isinstance(data, dict) else None
    if not isinstance(names, list):
        log.warning('thinker answer ignored: not {"slugs": [...]} (%s)', (rejects[0].reason if rejects else "no list"))
        return Recognition([], [])
    known = {slug for slug, _ in lines}
    picked: list[str] = []
    ignored: list[str] = []
    wrong = 0
    for name in names:
        slug = name.strip().removesuffix(".md").lower() if isinstance(name, str) else None
        if slug in known and slug not in picked:
            picked.append(slug)
        elif slug not in picked:
            wrong += 1
            # what the agent is shown of a wrong name: a slug's shape or nothing (a model's prose, a path, an
            # instruction stays out of the recall it reads)
            if slug and SLUG.fullmatch(slug) and slug not in ignored and len(ignored) < IGNORED_SHOWN:
                ignored.append(slug)
    if wrong:
        log.warning("thinker named %d memories that are not in the index it was shown: ignored", wrong)
    return Recognition(picked, ignored, wrong)


def fit_lines(ordered: Sequence[tuple[str, str]], chars: int) -> list[tuple[str, str]]:
    """The first lines of ``ordered`` (best first) that fit in ``chars`` characters."""
    kept: list[tuple[str, str]] = []
    used = 0
    for slug, line in ordered:
        if used + len(line) + 1 > chars:
            break
        kept.append((slug, line))
        used += len(line) + 1
    return kept


def recognize_in_index(
    client: ModelClient,
    index: Index,
    question: str,
    scopes: Sequence[str] | None,
    rankings: dict[str, list[int]],
    meter: TokenMeter,
    timings: dict[str, float],
    *,
    chars: int,
    rrf_k: int,
    timeout_s: float,
) -> Recognized:
    """The thinker reads the index lines in scope — or, above ``chars``, the top hybrid candidates'."""
    rows = index.lines(scopes)
    lines = [(slug, index_line(slug, title, trigger)) for _, slug, title, trigger in rows]
    source: Literal["index", "candidates"] = "index"
    if sum(len(line) + 1 for _, line in lines) > chars:
        source = "candidates"
        position = {row[0]: i for i, row in enumerate(rows)}
        lines = fit_lines([lines[position[f.id]] for f in rrf(rankings, rrf_k) if f.id in position], chars)
    started = time.perf_counter()
    found = recognize(client, question, lines, timeout_s=timeout_s, meter=meter)
    timings["thinker"] = round((time.perf_counter() - started) * 1000, 3)
    return Recognized(source, len(lines), len(rows), found.slugs, found.ignored, found.ignored_count)
