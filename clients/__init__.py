"""Clients of the kura daemon that speak HTTP only: a Python REST client and a stdio↔HTTP MCP bridge."""
