"""The scribe as a :class:`~kura_server.weave.compress.Compressor`: a model writes the short lines.

After its first failure it stops asking for the rest of the weave (the remaining lines are trimmed
mechanically by the loom), so a dead model costs one timeout, not one per line.
"""

from __future__ import annotations

import hashlib

from ..errors import KuraError
from ..models import ModelClient, TokenMeter, prompt


class ScribeCompressor:
    name = "scribe"

    def __init__(self, client: ModelClient, meter: TokenMeter) -> None:
        self.client = client
        self.meter = meter
        self.failure: KuraError | None = None

    @property
    def namespace(self) -> str:
        """What produced the answers: the scribe's model and this prompt's text (for the answer cache)."""
        profile = self.client.profile("scribe")
        digest = hashlib.sha256(prompt("compress_line").encode()).hexdigest()[:12]
        return f"{profile.model}:{digest}"

    def compress(self, line: str, budget_tokens: int) -> str:
        if self.failure is not None:
            raise self.failure
        messages = [
            {"role": "system", "content": prompt("compress_line")},
            {"role": "user", "content": f"Budget: about {budget_tokens} tokens for the trigger.\nLine: {line}"},
        ]
        try:
            return self.client.chat("scribe", messages, meter=self.meter).text.strip()
        except KuraError as exc:
            self.failure = exc
            raise
