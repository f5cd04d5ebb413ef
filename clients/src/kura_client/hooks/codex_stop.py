"""Codex CLI ``Stop`` hook: every N turns, ask the agent to save what was settled to kura.

Codex runs it when a turn completes, with the hook input as JSON on stdin (``session_id``,
``turn_id``, ``cwd``, ``hook_event_name``, ``stop_hook_active``, ``transcript_path``). Its answer has
Claude Code's shape: when a check is due it prints ``{"decision": "block", "reason": "<instruction>"}``
and Codex continues the conversation with the reason as the next prompt; the Stop that follows carries
``stop_hook_active: true`` and passes. Otherwise it prints nothing. Any failure of its own lets the
turn end (exit 0, a note on stderr).

Install (``~/.codex/hooks.json``, or ``.codex/hooks.json`` in a repository; Codex releases from before
hooks were on by default also need ``[features] codex_hooks = true`` in ``config.toml``)::

    {"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "kura-codex-stop --every 10",
        "timeout": 10}]}]}}

(``kura-codex-stop`` comes with ``pip install kura-memory-client``; give its full path when it is not
on the host's ``PATH``.) Options: ``--every N`` (or ``$KURA_DISTIL_EVERY``), ``--state-dir`` (or
``$KURA_HOOK_STATE``), ``--scope repo:<slug>`` (or ``$KURA_SCOPE``). See docs/HOSTS.md.
"""

from __future__ import annotations

import sys

from .turn_counter import block_decision


def main(argv: list[str] | None = None) -> int:
    return block_decision("codex", argv)


if __name__ == "__main__":
    sys.exit(main())
