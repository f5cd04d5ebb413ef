"""The host side of kura, over HTTP only: a Python REST client, a stdio↔HTTP MCP bridge, LangGraph tools, hooks.

``from kura_client import KuraClient, KuraClientError`` is the REST client (:mod:`kura_client.client`,
the standard library only). The other parts have their own modules: :mod:`kura_client.bridge` (extra ``bridge``,
console script ``kura-bridge``), :mod:`kura_client.langgraph_store` (extra ``langgraph``) and
:mod:`kura_client.hooks` (console scripts ``kura-claude-stop``, ``kura-codex-stop``, ``kura-kimi-stop``).
Nothing here imports ``kura_server``.

The client is imported on first use, not with the package: the hooks run once per agent turn and
need only the standard library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .client import DEFAULT_TIMEOUT, DEFAULT_URL, Answer, KuraClient, KuraClientError

__all__ = ["DEFAULT_TIMEOUT", "DEFAULT_URL", "Answer", "KuraClient", "KuraClientError"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import client

        return getattr(client, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
