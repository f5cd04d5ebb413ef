"""What the turn hooks share: count a session's turns, and say when it is time to distil.

A host calls its Stop hook once per finished turn. Every ``every`` turns the hook asks the agent to
save what was settled since the last time (long-term memory through ``kura_remember``) and to bring
its working memory up to date — the agent is still in the conversation, so it knows what was
settled; the hook only reminds it at a steady pace.

Counts live in one small JSON file per session, in ``state_dir`` (``--state-dir``, else
``$KURA_HOOK_STATE``, else ``$KURA_HOME/hooks``, else ``~/.kura/hooks``), written atomically; files
untouched for 30 days are pruned. ``every``: ``--every``, else ``$KURA_DISTIL_EVERY``, else 10.
Standard library only: a hook starts once per turn, and must start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DEFAULT_EVERY = 10
PRUNE_AFTER_S = 30 * 86400

INSTRUCTION = (
    "kura memory check ({turns} turns in this session, {since} since the last check){scope}. Before you "
    "finish, look back over those turns and save to long-term memory what was SETTLED: decisions and why, "
    "facts about the project or environment that will matter again, landmines, and how the person wants "
    "you to work (as a fact about them). Use kura_remember, one fact per call, in plain words with the "
    "specifics; skip guesses, unconfirmed plans, secrets and anything already saved (kura_recall first if "
    "unsure). Then bring the working memory up to date with kura_wm_write (mark finished todos done, set "
    "turn_watermark to {turns}). If nothing was settled, say so in one line and stop."
)


def options(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="kura turn hook: every N turns, ask the agent to distil.")
    parser.add_argument("--every", type=int, default=None, help="Turns between two checks (default 10).")
    parser.add_argument("--state-dir", type=Path, default=None, help="Where turn counts are kept.")
    parser.add_argument("--scope", default=None, help="The kura scope to name in the instruction (repo:<slug>…).")
    args = parser.parse_args(argv)
    if args.every is None:
        try:
            args.every = int(os.environ.get("KURA_DISTIL_EVERY", DEFAULT_EVERY))
        except ValueError:
            args.every = DEFAULT_EVERY
    args.every = max(args.every, 1)
    if args.state_dir is None:
        home = os.environ.get("KURA_HOME")
        default = Path(home) / "hooks" if home else Path.home() / ".kura" / "hooks"
        args.state_dir = Path(os.environ.get("KURA_HOOK_STATE") or default)
    args.scope = args.scope or os.environ.get("KURA_SCOPE") or None
    return args


def read_payload() -> dict[str, Any] | None:
    """The hook's JSON input from stdin; ``None`` when it is not a JSON object (the hook then does nothing)."""
    try:
        payload = json.loads(sys.stdin.read() or "null")
    except (ValueError, RecursionError):  # not JSON, or nested too deeply for the parser
        return None
    return payload if isinstance(payload, dict) else None


def due(host: str, payload: dict[str, Any], args: argparse.Namespace) -> str | None:
    """Count this turn; the instruction to give when a check is due, else ``None``.

    A Stop that the hook itself caused (``stop_hook_active``) is not a turn, and never blocks again.
    """
    if payload.get("hook_event_name", "Stop") != "Stop" or payload.get("stop_hook_active"):
        return None
    session = str(payload.get("session_id") or "no-session")
    folder: Path = args.state_dir
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{host}-{hashlib.sha256(session.encode()).hexdigest()[:24]}.json"
    state: dict[str, Any] = {"session": session, "turns": 0, "checked_at": 0}
    with contextlib.suppress(OSError, ValueError, RecursionError):  # no count yet, or an unreadable one: start again
        state.update(json.loads(path.read_text(encoding="utf-8")))
    turns = int(state["turns"]) + 1
    since = turns - int(state["checked_at"])
    fire = since >= args.every
    state.update(turns=turns, checked_at=turns if fire else state["checked_at"], updated=time.time())
    _write(path, state)
    _prune(folder, keep=path)
    if not fire:
        return None
    scope = f", scope {args.scope}" if args.scope else ""
    return INSTRUCTION.format(turns=turns, since=since, scope=scope)


def reminder(host: str, argv: list[str] | None = None) -> str | None:
    """The instruction to give the agent now, or ``None``. Fails open: any error of the hook's own (a
    bad option too) is a note on stderr and ``None``, so the turn ends normally (argparse's own exit 2
    would not: to Claude Code and Kimi Code a Stop hook's exit 2 means "do not stop", on every turn).
    ``--help`` prints the options and is ``None`` too: the hook exits 0."""
    try:
        args = options(argv)
        payload = read_payload()
        return due(host, payload, args) if payload is not None else None
    except SystemExit as exc:  # argparse has printed the help (0), or the usage and what is wrong (2)
        if exc.code:
            print("kura hook: bad option (see above): no check this turn; fix the hook's command", file=sys.stderr)
        return None
    except Exception as exc:
        print(f"kura hook: {type(exc).__name__}: {exc}", file=sys.stderr)
        return None


def block_decision(host: str, argv: list[str] | None = None) -> int:
    """The Stop answer of Claude Code and Codex: ``{"decision": "block", "reason": …}`` on stdout when a
    check is due (the host runs one more turn with the reason as its instruction), else nothing; exit 0."""
    reason = reminder(host, argv)
    if reason:
        print(json.dumps({"decision": "block", "reason": reason}))
    return 0


def _write(path: Path, state: dict[str, Any]) -> None:
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump(state, f)
    os.replace(tmp, path)


def _prune(folder: Path, keep: Path) -> None:
    cutoff = time.time() - PRUNE_AFTER_S
    for old in folder.glob("*.json"):
        try:
            if old != keep and old.stat().st_mtime < cutoff:
                old.unlink()
        except OSError:
            continue
