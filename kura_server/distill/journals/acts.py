"""ACT or TOOL: did a tool call change something, or only read?

One rule for every format (each adapter only finds the tool's name and arguments):

* an **error** result is ``TOOL`` whatever the tool: a failed write changed nothing;
* **planning** tools (``TodoWrite``, ``SetTodoList``, ``update_plan``…) are ``TOOL``: they change the
  agent's own notes, not the world;
* **shell** tools (``Bash``, ``Shell``, ``shell``, ``exec_command``, ``local_shell``…) are ``ACT`` when
  the command mutates (:func:`shell_mutates`), else ``TOOL``;
* any other tool is ``ACT`` when a word of its name is a mutating verb (``Write``, ``Edit``,
  ``MultiEdit``, ``StrReplaceFile``, ``apply_patch``, ``mcp__github__create_issue``…), else ``TOOL``
  (``Read``, ``Grep``, ``Glob``, ``WebFetch``, ``SearchWeb``, an unknown tool).

Reading is the default: ``ACT`` is claimed only when the call shows the change.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Iterator
from typing import Any, Literal

Kind = Literal["ACT", "TOOL"]


def words(text: str) -> frozenset[str]:
    """A set of words written as one string (the tables below stay readable)."""
    return frozenset(text.split())


_SHELL_TOOLS = words(
    "bash shell exec_command local_shell run_command run_shell_command shell_command terminal "
    "execute_command run_terminal_cmd powershell"
)
_PLAN_TOOLS = words("todowrite todo_write settodolist set_todo_list update_plan exit_plan_mode exitplanmode")
_MUTATING_WORDS = words(
    "write edit multiedit create delete remove rm move rename patch apply replace insert update set put post "
    "send commit push upload save append mkdir install deploy merge"
)

# Shell: commands that change something whatever their arguments, and those that do with a sub-command.
_MUTATING_COMMANDS = words(
    "rm rmdir mv cp mkdir touch chmod chown chgrp ln tee dd truncate install rsync scp patch shred unlink "
    "kill pkill killall useradd userdel"
)
_SUBCOMMANDS: dict[str, frozenset[str]] = {
    "git": words(
        "add commit push pull merge rebase reset checkout switch restore rm mv tag stash cherry-pick revert "
        "apply am clone init"
    ),
    **dict.fromkeys(
        words("pip pip3 uv npm pnpm yarn cargo go apt apt-get brew gem poetry conda dnf yum pipx"),
        words("install uninstall add remove update upgrade publish sync get i"),
    ),
    **dict.fromkeys(("docker", "podman"), words("run rm rmi build push create start stop kill compose")),
    "kubectl": words("apply delete create scale patch rollout edit set replace"),
    "systemctl": words("start stop restart enable disable reload"),
}
_VALUED_OPTIONS = {"git": ("-C", "-c"), "kubectl": ("-n", "--namespace", "--context")}  # options before a sub-command
_IN_PLACE = {"sed": ("-i", "--in-place"), "perl": ("-i",)}
_PREFIXES = words("sudo time nohup env command exec nice")
_SEPARATORS = frozenset({"|", "||", "&&", ";", "&", "|&"})
_REDIRECTS = frozenset({">", ">>", ">|", "&>", "&>>"})
_SHELLS = frozenset({"bash", "sh", "zsh", "dash"})
_ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=")
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+")


def classify_call(name: str | None, args: Any, *, error: bool = False) -> Kind:
    """``ACT`` when the call named ``name`` with ``args`` changed something, else ``TOOL``."""
    if error or not name:
        return "TOOL"
    base = name.rsplit("__", 1)[-1]  # mcp__server__tool → tool
    key = base.lower()
    if key in _PLAN_TOOLS:
        return "TOOL"
    if key in _SHELL_TOOLS:
        command = command_of(args)
        return "ACT" if command and shell_mutates(command) else "TOOL"
    words = {w.lower() for w in _WORD.findall(base)}
    return "ACT" if words & _MUTATING_WORDS or key in _MUTATING_WORDS else "TOOL"


def command_of(args: Any) -> str | None:
    """The shell command in a tool's arguments (``command``/``cmd``, a string or an argv list)."""
    if isinstance(args, dict):
        args = args.get("command", args.get("cmd"))
    if isinstance(args, str):
        return args
    if isinstance(args, list) and args and all(isinstance(a, str) for a in args):
        if len(args) >= 3 and args[0].rsplit("/", 1)[-1] in _SHELLS and args[1] in ("-c", "-lc"):
            return args[2]
        return shlex.join(args)
    return None


def shell_mutates(command: str) -> bool:
    """Whether a shell command changes files or state (a deliberately small, documented rule)."""
    return any(_segment_mutates(segment) for line in command.splitlines() for segment in _segments(line))


def _segments(line: str) -> Iterator[list[str]]:
    lexer = shlex.shlex(line, posix=True, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:  # an unclosed quote: fall back to words
        tokens = line.split()
    segment: list[str] = []
    for token in tokens:
        if token in _SEPARATORS:
            yield segment
            segment = []
        else:
            segment.append(token)
    yield segment


def _segment_mutates(tokens: list[str]) -> bool:
    for i, token in enumerate(tokens[:-1]):
        if token in _REDIRECTS and tokens[i + 1] != "/dev/null":
            return True
    words = [t for t in tokens if t not in _REDIRECTS]
    while words and (words[0] in _PREFIXES or _ASSIGNMENT.match(words[0])):
        words = words[1:]
    if not words:
        return False
    program = words[0].rsplit("/", 1)[-1]
    rest = words[1:]
    if program in _SHELLS and len(rest) >= 2 and rest[0] in ("-c", "-lc"):
        return shell_mutates(rest[1])
    if program in _MUTATING_COMMANDS:
        return True
    if program in _IN_PLACE:
        return any(w.startswith(_IN_PLACE[program]) for w in rest)
    subcommands = _SUBCOMMANDS.get(program)
    if subcommands is None:
        return False
    valued = _VALUED_OPTIONS.get(program, ())
    i = 0
    while i < len(rest) and rest[i].startswith("-"):
        i += 2 if rest[i] in valued else 1
    return i < len(rest) and rest[i] in subcommands
