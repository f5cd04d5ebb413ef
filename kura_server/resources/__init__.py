"""Texts shipped with the package: the agent guide, the bootstrap note, MCP instructions."""

from __future__ import annotations

from functools import cache
from importlib import resources


@cache
def _read(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")


def skill_text() -> str:
    """The agent-facing guide served at ``/SKILL.md``."""
    return _read("SKILL.md")


def mcp_instructions() -> str:
    """The short MCP server instructions (hosts truncate them at ~2 KB); the guide is /SKILL.md."""
    return _read("mcp_instructions.md").strip()


def bootstrap_text(base_url: str, store: str | None = None) -> str:
    """The onboarding note for a new agent, with this daemon's real URLs."""
    prefix = f"{base_url}/s/{store}" if store else base_url
    return _read("bootstrap.md").format(base=base_url, prefix=prefix, mcp=f"{prefix}/mcp")
