"""The MCP surface: the service's operations as tools, over streamable HTTP (official ``mcp`` SDK).

Bindings: ``/mcp`` is free (tools take an optional ``store``; ``kura_stores`` lists them and
``kura_use`` switches the session's store); ``/s/<name>/mcp`` is bound to one store (no ``store``
argument, no list/switch tools). A read-only binding (``mcp_readonly`` in the store's config, or
``?readonly=1`` on the URL) does not offer the write tools at all. Tool errors are raised as
``ToolError`` so the client sees the message.

- ``tools``  the tools, one module-level function each, and the tables of reads, writes, free-only
- ``server`` one ``MCPServer`` per binding from those tables; the endpoint and transport checks
- ``lazy``   each MCP URL built and started on its first request (importing this package imports no SDK)
"""

from __future__ import annotations

from .lazy import LazyEndpoint, McpRunner, refusal, rpc_refusal

__all__ = ["LazyEndpoint", "McpRunner", "refusal", "rpc_refusal"]
