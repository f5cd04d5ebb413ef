#!/usr/bin/env python3
"""Claude Code ``Stop`` hook: every N turns, ask the agent to save what was settled to kura.

Claude Code runs it when the agent finishes a turn, with the hook input as JSON on stdin
(``session_id``, ``transcript_path``, ``cwd``, ``hook_event_name``, ``stop_hook_active``). When a check
is due it prints ``{"decision": "block", "reason": "<instruction>"}``: Claude Code then keeps the
agent going with the reason as its next instruction; the Stop that follows carries
``stop_hook_active: true`` and passes. Otherwise it prints nothing. Any failure of its own lets the
turn end (exit 0, a note on stderr): a memory reminder must never trap an agent.

Install (``~/.claude/settings.json`` or a project's ``.claude/settings.json``)::

    {"hooks": {"Stop": [{"hooks": [{"type": "command",
        "command": "python3 /path/to/kura/clients/hooks/claude_stop.py --every 10"}]}]}}

Options: ``--every N`` (or ``$KURA_DISTIL_EVERY``), ``--state-dir`` (or ``$KURA_HOOK_STATE``),
``--scope repo:<slug>`` (or ``$KURA_SCOPE``). See docs/HOSTS.md.
"""

from __future__ import annotations

import json
import sys

from turn_counter import reminder


def main(argv: list[str] | None = None) -> int:
    reason = reminder("claude", argv)
    if reason:
        print(json.dumps({"decision": "block", "reason": reason}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
