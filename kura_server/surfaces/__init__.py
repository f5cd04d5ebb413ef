"""Thin adapters over the service: CLI, REST, MCP, scheduler."""
