"""The docs name everything a user can call: every MCP tool and every REST route (docs/*.md + README); and
every test they cite as the proof of a claim exists."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fastapi.routing import APIRoute

from kura_server.surfaces import rest
from kura_server.surfaces.mcp import tools

ROOT = Path(__file__).resolve().parents[1]


def docs_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))])


# A cited test: ``tests/test_x.py::test_name``, ``test_x.py::test_name``, or ``::test_name`` for one in the
# test file the text named last; a file named alone (``tests/test_x.py``) is what a later ``::`` means.
CITATION = re.compile(r"(?<![\w/.-])((?:[\w.-]+/)*test_\w+\.py)?(?:::(test_\w+))?")


def functions_of(path: Path) -> set[str]:
    """The names of the functions ``path`` defines (read by ``ast``: a name in a comment or string is not one)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)}


def cited_tests(text: str) -> Iterator[tuple[int, Path | None, str]]:
    """Each ``::test_name`` of ``text``: its line, the test file it names (None: none named yet), the name."""
    last: Path | None = None
    for m in CITATION.finditer(text):
        path, name = m.group(1), m.group(2)
        if path:
            last = ROOT / path if "/" in path else ROOT / "tests" / path
        if name:
            yield text.count("\n", 0, m.start()) + 1, last, name


def mentioned(path: str, text: str) -> bool:
    """``/memory/{slug}`` is named as ``/memory/{slug}``, ``/memory/<slug>`` or ``/memory/some-slug``."""
    pattern = re.escape(path)
    pattern = re.sub(r"\\\{[a-z_]+\\\}", r"[^\\s/`)]+", pattern)
    return re.search(rf"{pattern}(?![A-Za-z0-9_/-])", text) is not None


def test_every_mcp_tool_is_named_in_the_docs() -> None:
    text = docs_text()
    names = [fn.__name__ for fn in (*tools.READS, *tools.WRITES, *tools.FREE_ONLY)]
    assert len(names) == 23
    missing = [name for name in names if not re.search(rf"\b{name}\b", text)]
    assert not missing, f"MCP tools no doc names: {missing}"


def test_every_rest_route_is_named_in_the_docs() -> None:
    text = docs_text()
    paths = sorted(
        {route.path for route in rest.router.routes if isinstance(route, APIRoute)} | {"/mcp", "/s/{store}/mcp"}
    )
    missing = [path for path in paths if not mentioned(path, text)]
    assert not missing, f"REST routes no doc names: {missing}"


def spelled(n: int) -> str:
    """20-49 in words, as the guide counts its tools: ``Twenty-three``."""
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    tens = {2: "twenty", 3: "thirty", 4: "forty"}[n // 10]
    return (tens + (f"-{ones[n % 10]}" if n % 10 else "")).capitalize()


def test_the_host_guide_lists_every_tool_and_no_promise_of_later() -> None:
    text = (ROOT / "docs" / "HOSTS.md").read_text(encoding="utf-8")
    every = (*tools.READS, *tools.WRITES, *tools.FREE_ONLY)
    for fn in every:
        assert f"| `{fn.__name__}`" in text, fn.__name__  # a row of the tool table
    assert f"{spelled(len(every))} tools; each" in text  # the sentence above the table counts them
    assert "when they land" not in text
    skill = (ROOT / "kura_server" / "resources" / "SKILL.md").read_text(encoding="utf-8")
    assert "kura_use" in skill and "`store`" in skill and "kura_stores" in skill


def test_the_readme_names_each_command_without_store_mode_and_json() -> None:
    import typer.main

    from kura_server.surfaces.cli.root import app

    def options(command: Any) -> set[str]:
        return {opt for param in command.params for opt in getattr(param, "opts", [])}

    def commands(group: Any, path: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
        for name, sub in group.commands.items():
            if hasattr(sub, "commands"):  # a group
                if sub.params:  # a group that runs on its own (`kura jobs`)
                    yield (*path, name), sub
                yield from commands(sub, (*path, name))
            else:
                yield (*path, name), sub

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    said = readme[readme.index("A command that acts on one store takes") :].split("Exit codes")[0]
    every = list(commands(typer.main.get_command(app)))
    assert len(every) > 40
    others = {path[0] for path, command in every if not {"--store", "--mode", "--json"} <= options(command)}
    assert {"init", "stores", "bootstrap"} <= others
    missing = [name for name in sorted(others) if f"`kura {name}`" not in said]
    assert not missing, f"README's sentence on --store/--json does not name: {missing}"


def test_every_test_the_docs_cite_exists() -> None:
    docs = [ROOT / "README.md", ROOT / "bench" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    defined: dict[Path, set[str]] = {}
    missing, count = [], 0
    for doc in docs:
        for line, path, name in cited_tests(doc.read_text(encoding="utf-8")):
            count += 1
            if path is None:
                missing.append(f"{doc.relative_to(ROOT)}:{line}: ::{name} names no test file before it")
                continue
            if path not in defined:
                defined[path] = functions_of(path) if path.is_file() else set()
            if name not in defined[path]:
                missing.append(f"{doc.relative_to(ROOT)}:{line}: {path.relative_to(ROOT)}::{name}")
    assert count > 200  # the citations are found at all
    assert not missing, "cited tests that do not exist:\n" + "\n".join(missing)


def test_the_host_guide_sends_a_token_stores_header_as_the_bootstrap_note_does() -> None:
    """docs/HOSTS.md and a token store's bootstrap note give each host the same entry: the Claude Code
    `--header` line, a Codex table with `bearer_token_env_var`, a Cursor entry whose `headers` read
    `${env:…}` — all from the one variable the note names (`resources.TOKEN_VAR`). The guide's TOML and
    JSON blocks are read as the host reads them."""
    import json
    import tomllib

    from kura_server.resources import TOKEN_VAR, bootstrap_text

    text = (ROOT / "docs" / "HOSTS.md").read_text(encoding="utf-8")
    note = bootstrap_text("http://127.0.0.1:8085", "work", "read")
    header = f'--header "Authorization: Bearer ${TOKEN_VAR}"'
    assert f"claude mcp add --transport http kura {note.split('URL: ')[1].split()[0]} {header}" in note
    assert f"/s/work/mcp {header}" in text
    blocks = list(fenced_blocks(text.split("## MCP over streamable HTTP")[1]))
    servers = next(tomllib.loads(body) for kind, body in blocks if kind == "toml")["mcp_servers"]
    assert {"url": "http://127.0.0.1:8085/s/work/mcp", "bearer_token_env_var": TOKEN_VAR} in servers.values()
    assert f'bearer_token_env_var = "{TOKEN_VAR}"' in note
    entry = next(json.loads(body) for kind, body in blocks if kind == "json")["mcpServers"]
    headers = {"Authorization": f"Bearer ${{env:{TOKEN_VAR}}}"}
    assert headers in [server.get("headers") for server in entry.values()]
    assert json.dumps({"headers": headers})[1:-1] in note


def fenced_blocks(text: str) -> Iterator[tuple[str, str]]:
    """Each fenced code block of a Markdown text: its language (``""`` when none) and its body."""
    lang, lines = None, []
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            if lang is None:
                lang, lines = line.strip().strip("`").strip(), []
            else:
                yield lang, "\n".join(lines)
                lang = None
        elif lang is not None:
            lines.append(line)


def test_no_doc_passes_the_bridge_an_argument() -> None:
    """`kura-bridge` refuses any argument but `--help` (exit 2; earlier versions ignored them): no host
    entry (a JSON block whose `command` is the bridge) and no command line in the docs, the client's
    README or the packaged texts gives it one."""
    import json

    texts = [ROOT / "README.md", ROOT / "clients" / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    texts += sorted((ROOT / "kura_server" / "resources").rglob("*.md"))
    bridge = re.compile(r"(?:kura-bridge|-m kura_client\.bridge)\b")
    entries = 0
    for path in texts:
        for lang, body in fenced_blocks(path.read_text(encoding="utf-8")):
            if lang == "json":
                for name, entry in json.loads(body).get("mcpServers", {}).items():
                    if bridge.search(str(entry.get("command", ""))):
                        entries += 1
                        assert not entry.get("args"), f"{path.name}: {name} passes the bridge {entry['args']}"
                continue
            for line in body.splitlines():
                command = line.split("#")[0]
                if (m := bridge.search(command)) and not command.lstrip().startswith("pip"):
                    assert command[m.end() :].split() in ([], ["--help"]), f"{path.name}: {line}"
    assert entries, "the bridge's host entries in docs/CLIENTS.md were not found"
