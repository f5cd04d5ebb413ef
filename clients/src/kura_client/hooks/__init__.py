"""Stop hooks for agent hosts: every N turns, ask the agent to save what was settled to kura.

One console script per host (``kura-claude-stop``, ``kura-codex-stop``, ``kura-kimi-stop``), each a thin
answer in its host's protocol over :mod:`kura_client.hooks.turn_counter`. Standard library only (the
package's ``__init__`` does not import the client): a hook runs once per turn and must start fast.
"""
