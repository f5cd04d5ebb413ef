"""Kimi Code ``Stop`` hook: every N turns, ask the agent to save what was settled to kura.

Kimi Code runs it at the end of each agent turn with the event as JSON on stdin (``hook_event_name``,
``session_id``, ``cwd``, ``stop_hook_active``). When a check is due it writes the instruction to
stderr and exits 2: Kimi Code blocks the stop and runs one more turn with that text as the user's
message (it never re-runs the Stop hook for that extra turn). Otherwise it exits 0 silently; its own
failures also exit 0 (Kimi Code fails open on other codes too).

Install (``~/.kimi/config.toml``; Kimi Code 2.x: ``~/.kimi-code/config.toml``)::

    [[hooks]]
    event = "Stop"
    command = "kura-kimi-stop --every 10"
    timeout = 10

(``kura-kimi-stop`` comes with ``pip install kura-memory-client``; give its full path when it is not
on the host's ``PATH``.)

Options: ``--every N`` (or ``$KURA_DISTIL_EVERY``), ``--state-dir`` (or ``$KURA_HOOK_STATE``),
``--scope repo:<slug>`` (or ``$KURA_SCOPE``). See docs/HOSTS.md.
"""

from __future__ import annotations

import sys

from .turn_counter import reminder

BLOCK = 2


def main(argv: list[str] | None = None) -> int:
    reason = reminder("kimi", argv)
    if reason:
        print(reason, file=sys.stderr)
        return BLOCK
    return 0


if __name__ == "__main__":
    sys.exit(main())
