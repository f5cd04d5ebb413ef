"""Models: one OpenAI-compatible client for the thinker, brain and scribe roles, JSON salvage, prompts.

Configuration lives in :mod:`kura_server.settings` (``[models.thinker]``, ``[models.brain]``,
``[models.scribe]``, ``[models] cache``); a lone thinker serves every role, no ``[models]`` means
no model and :meth:`ModelClient.chat` says so (``model_unavailable``).
"""

from __future__ import annotations

from ..settings import ROLES, Role
from .client import Message, ModelClient, ModelReply, TokenMeter, TokenUsage, plain_body, request_body, with_charter
from .prompts import charter, prompt
from .salvage import Reject, parse_json_list, parse_json_object, strip_thinking

__all__ = [
    "ROLES",
    "Message",
    "ModelClient",
    "ModelReply",
    "Reject",
    "Role",
    "TokenMeter",
    "TokenUsage",
    "charter",
    "parse_json_list",
    "parse_json_object",
    "plain_body",
    "prompt",
    "request_body",
    "strip_thinking",
    "with_charter",
]
