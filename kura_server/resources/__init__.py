"""Texts shipped with the package: the agent guide, the bootstrap note, MCP instructions."""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import cache
from importlib import resources
from typing import Literal


@cache
def _read(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def skill_text() -> str:
    """The agent-facing guide served at ``/SKILL.md``."""
    return _read("SKILL.md")


_TOOL_NAME = re.compile(r"\bkura_[a-z_]+\b")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def mcp_instructions(offered: Collection[str] | None = None) -> str:
    """The short MCP server instructions (hosts truncate them at ~2 KB); the guide is /SKILL.md.

    ``offered``: the names of the tools the server offers. A sentence naming a tool it does not offer
    is left out, so a read-only endpoint never tells the agent to call a write tool it lacks."""
    sentences = _SENTENCE_END.split(" ".join(_read("mcp_instructions.md").split()))
    return " ".join(s for s in sentences if offered is None or set(_TOOL_NAME.findall(s)) <= set(offered))


AUTH = "Authorization: Bearer <token>"  # the header a token store needs (the token itself is never shown)
_TOKEN_NOTES = {
    "read": "This store needs a token on every request, MCP's too: send the header '{auth}'\n"
    "(e.g. claude mcp add --transport http kura {mcp} --header '{auth}').\n"
    "Ask the person who runs kura for the token.\n\n",
    "write": "Writes to this store need a token: send the header '{auth}' with them (reads need none).\n"
    "Ask the person who runs kura for the token.\n\n",
}


def bootstrap_text(base_url: str, store: str | None = None, token: Literal["read", "write"] | None = None) -> str:
    """The onboarding note for a new agent, with this daemon's real URLs. ``token``: what the tokens of the
    store ``store`` guard (every request, writes, or nothing: ``security.token_guards``) — the note then
    says which header to send, never the token."""
    prefix = f"{base_url}/s/{store}" if store else base_url
    mcp = f"{prefix}/mcp"
    header = f" -H '{AUTH}'"
    return _read("bootstrap.md").format(
        base=base_url, prefix=prefix, mcp=mcp,
        token=_TOKEN_NOTES[token].format(auth=AUTH, mcp=mcp) if token else "",
        read_auth=header if token == "read" else "", write_auth=header if token else "",
    )  # fmt: skip
