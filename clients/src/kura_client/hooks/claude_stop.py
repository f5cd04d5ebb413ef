"""Claude Code ``Stop`` hook: every N turns, ask the agent to save what was settled to kura.

Claude Code runs it when the agent finishes a turn, with the hook input as JSON on stdin
(``session_id``, ``transcript_path``, ``cwd``, ``hook_event_name``, ``stop_hook_active``). When a check
is due it prints ``{"decision": "block", "reason": "<instruction>"}``: Claude Code then keeps the
agent going with the reason as its next instruction; the Stop that follows carries
``stop_hook_active: true`` and passes. Otherwise it prints nothing. Any failure of its own lets the
turn end (exit 0, a note on stderr): a memory reminder must never trap an agent.

Install (``~/.claude/settings.json`` or a project's ``.claude/settings.json``)::

    {"hooks": {"Stop": [{"hooks": [{"type": "command",
        "command": "kura-claude-stop --every 10"}]}]}}

(``kura-claude-stop`` comes with ``pip install kura-memory-client``; give its full path, e.g.
``~/.venvs/kura/bin/kura-claude-stop``, when it is not on the host's ``PATH``.)

Options: ``--every N`` (or ``$KURA_DISTIL_EVERY``), ``--state-dir`` (or ``$KURA_HOOK_STATE``),
``--scope repo:<slug>`` (or ``$KURA_SCOPE``). See docs/HOSTS.md.
"""

from __future__ import annotations

import sys

from .turn_counter import block_decision


def main(argv: list[str] | None = None) -> int:
    return block_decision("claude", argv)


if __name__ == "__main__":
    sys.exit(main())
