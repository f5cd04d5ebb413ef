"""Recognition: the thinker reads the index lines and names the memories that bear on a question.

It finds what shares no word with the question. Its answer is never trusted blindly: names that are
not in the lines it was shown are ignored (and logged), an answer that is not the asked-for JSON is
ignored, and a dead or slow model costs at most ``timeout_s`` — recall then answers from hybrid
retrieval alone, marked degraded.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..models import ModelClient, TokenMeter, parse_json_object, prompt

log = logging.getLogger("kura.recall")


@dataclass
class Recognition:
    slugs: list[str]  # valid picks, best first
    ignored: list[str] = field(default_factory=list)  # names the model gave that are not in the lines


def recognize(
    client: ModelClient,
    question: str,
    lines: Sequence[tuple[str, str]],
    *,
    timeout_s: float,
    meter: TokenMeter,
) -> Recognition:
    """Ask the thinker which of ``lines`` (slug, index line) bear on ``question``."""
    index = "\n".join(line for _, line in lines)
    messages = [
        {"role": "system", "content": prompt("recognize")},
        {"role": "user", "content": f"Index:\n{index}\n\nQuestion: {question}"},
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
    for name in names:
        slug = name.strip().removesuffix(".md").lower() if isinstance(name, str) else None
        if slug in known and slug not in picked:
            picked.append(slug)
        elif slug not in picked:
            ignored.append(str(name)[:120])
    if ignored:
        log.warning("thinker named %d memories that are not in the index it was shown: ignored", len(ignored))
    return Recognition(picked, ignored)
