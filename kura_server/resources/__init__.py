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
TOKEN_VAR = "KURA_TOKEN"  # where the note's host entries read the token from (``kura-bridge`` reads it too)
_TOKEN_NOTES = {
    "read": "This store needs a token on every request, MCP's too: send the header '{auth}'.\n",
    "write": "Writes to this store need a token: send the header '{auth}' with them (reads need none).\n",
}
_TOKEN_FROM = (
    "The host entries in step 1 send it from the environment variable {var}: set it to the token where the\n"
    "host runs (the token never goes in this note). Ask the person who runs kura for the token.\n\n"
)
# Each host's documented way to send an HTTP MCP server a header read from the environment: Claude Code's
# ``--header`` (the shell expands the variable), Codex's ``bearer_token_env_var`` (it sends
# ``Authorization: Bearer <value>``), Cursor's ``headers`` with ``${env:NAME}``.
_HOST_AUTH = {
    "claude_auth": ' --header "Authorization: Bearer ${var}"',
    "codex_auth": '\n                                       bearer_token_env_var = "{var}"',
    "json_auth": ', "headers": {{"Authorization": "Bearer ${{env:{var}}}"}}',
}


def bootstrap_text(base_url: str, store: str | None = None, token: Literal["read", "write"] | None = None) -> str:
    """The onboarding note for a new agent, with this daemon's real URLs. ``token``: what the tokens of the
    store ``store`` guard (every request, writes, or nothing: ``security.token_guards``) — the note then
    says which header to send, and its host entries send it from ``TOKEN_VAR``, never the token."""
    prefix = f"{base_url}/s/{store}" if store else base_url
    mcp = f"{prefix}/mcp"
    header = f" -H '{AUTH}'"
    hosts = {key: snippet.format(var=TOKEN_VAR) if token else "" for key, snippet in _HOST_AUTH.items()}
    return _read("bootstrap.md").format(
        base=base_url, prefix=prefix, mcp=mcp, **hosts,
        token=_TOKEN_NOTES[token].format(auth=AUTH) + _TOKEN_FROM.format(var=TOKEN_VAR) if token else "",
        read_auth=header if token == "read" else "", write_auth=header if token else "",
    )  # fmt: skip
