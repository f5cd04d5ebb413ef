"""A model of kura_server's code for the architecture tests: its modules parsed once, the imports each
names, and detectors for the things only one place may do (read the environment, check containment,
write files, touch SQLite). Each detector returns the lines it found; ``test_layers.py`` holds the rules
and the allow-lists, and tests each detector on snippets."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TypeGuard

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "kura_server"


@dataclass(frozen=True)
class Module:
    rel: str  # path inside kura_server/, e.g. "evolve/snapshots.py"
    name: str  # dotted, e.g. "kura_server.evolve.snapshots"
    tree: ast.Module

    @property
    def package(self) -> str:
        return self.name if self.rel.endswith("__init__.py") else self.name.rpartition(".")[0]


@cache
def modules() -> tuple[Module, ...]:
    out = []
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(PKG).as_posix()
        dotted = "kura_server." + rel[:-3].replace("/", ".")
        dotted = dotted.removesuffix(".__init__")
        out.append(Module(rel, dotted, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))))
    return tuple(out)


def imports(mod: Module) -> Iterator[str]:
    """Every module name an import statement anywhere in ``mod`` names (function bodies and
    ``if TYPE_CHECKING:`` blocks included), relative imports made absolute. ``from a import b`` names
    both ``a`` and ``a.b`` (``b`` may be a submodule)."""
    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = mod.package.split(".")
                base = base[: len(base) - (node.level - 1)]
                absolute = ".".join([*base, node.module] if node.module else base)
            else:
                absolute = node.module or ""
            yield absolute
            yield from (f"{absolute}.{a.name}" for a in node.names if a.name != "*")


ENV_NAMES = frozenset({"environ", "environb", "getenv", "getenvb", "putenv", "unsetenv"})
OS_MODULES = frozenset({"os", "posix", "nt"})


def module_aliases(tree: ast.AST, modules_: frozenset[str]) -> set[str]:
    """The local names bound to one of ``modules_`` by ``import x`` / ``import x as y``."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.asname or a.name for a in node.names if a.name in modules_}
    return names


def env_touches(tree: ast.AST) -> list[int]:
    """Lines that read or change the process environment: ``os.environ`` in any use (``[...]``,
    ``.get``, ``.setdefault``, ``.pop``, iteration…), ``os.getenv``, ``os.putenv``, ``os.unsetenv``,
    and the same names imported from ``os`` (or ``posix``/``nt``), or the ``dotenv`` package."""
    aliases = module_aliases(tree, OS_MODULES)
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in aliases and node.attr in ENV_NAMES:
                lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom) and node.module in OS_MODULES:
            if any(a.name in ENV_NAMES or a.name == "*" for a in node.names):
                lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom | ast.Import):
            named = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            if any(n.split(".")[0] == "dotenv" for n in named):
                lines.append(node.lineno)
    return sorted(lines)


_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def _scopes(tree: ast.AST) -> Iterator[ast.AST]:
    yield tree
    yield from (n for n in ast.walk(tree) if isinstance(n, _FUNCTIONS))


def _walk_scope(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of one scope: the module or one function, not the functions nested in it."""
    todo = list(ast.iter_child_nodes(scope))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, _FUNCTIONS):
            todo.extend(ast.iter_child_nodes(node))


def _calls(nodes: Iterable[ast.AST], names: set[str]) -> list[ast.Call]:
    return [c for c in nodes if isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute) and c.func.attr in names]


def method_calls(node: ast.AST, names: set[str]) -> list[ast.Call]:
    return _calls(ast.walk(node), names)


def containment_checks(tree: ast.AST) -> list[int]:
    """Lines that decide containment by hand: ``.is_relative_to(``, ``os.path.commonpath`` /
    ``commonprefix``, or ``.relative_to(`` in a function that also calls ``.resolve(``."""
    lines = {c.lineno for c in method_calls(tree, {"is_relative_to", "commonpath", "commonprefix"})}
    for scope in _scopes(tree):
        if _calls(_walk_scope(scope), {"resolve"}):
            lines |= {c.lineno for c in _calls(_walk_scope(scope), {"relative_to"})}
    return sorted(lines)


STORE_WRITERS = frozenset(
    {
        "atomic_write",
        "append_line",
        "synced_writer",
        "create_private",
        "rename_into_place",
        "remove_file",
        "remove_tree",
    }
)
PATH_MUTATORS = frozenset({"write_text", "write_bytes", "unlink", "rename", "rmdir", "symlink_to", "hardlink_to"})
OS_MUTATORS = frozenset(
    {"replace", "rename", "renames", "remove", "unlink", "rmdir", "removedirs", "truncate", "link", "symlink"}
)
SHUTIL_MUTATORS = frozenset({"rmtree", "move", "copy", "copy2", "copyfile", "copytree"})
WRITE_FLAGS = frozenset({"O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC"})
_MODE = re.compile(r"[rwaxbt+]{1,4}")


def _writes_by_mode(call: ast.Call) -> bool:
    """``open(path, "w")``, ``path.open("a")``, ``tarfile.open(name, mode="w")``… (not into a ``fileobj``)."""
    if any(k.arg == "fileobj" for k in call.keywords):
        return False
    modes = [a for a in call.args[:2]] + [k.value for k in call.keywords if k.arg == "mode"]
    return any(
        isinstance(m, ast.Constant)
        and isinstance(m.value, str)
        and _MODE.fullmatch(m.value)
        and set("wax+") & set(m.value)
        for m in modes
    )


def raw_file_writes(tree: ast.AST) -> list[int]:
    """Lines that write, replace or remove a file without the store's writers: ``Path.write_text`` /
    ``write_bytes`` / ``unlink`` / ``rename`` / ``replace(target)`` / ``touch``…, ``os.replace`` /
    ``rename`` / ``remove`` / ``unlink``…, ``os.open`` with a write flag, ``shutil.rmtree`` / ``move`` /
    ``copy*``, and any ``open`` in a write mode."""
    os_names = module_aliases(tree, frozenset({"os"}))
    shutil_names = module_aliases(tree, frozenset({"shutil"}))
    lines = []
    for call in ast.walk(tree):
        if not isinstance(call, ast.Call):
            continue
        func = call.func
        if isinstance(func, ast.Name):
            hit = func.id == "open" and _writes_by_mode(call)
        elif isinstance(func, ast.Attribute):
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            if owner in os_names:
                flags = {n.attr for n in ast.walk(call) if isinstance(n, ast.Attribute)}
                hit = func.attr in OS_MUTATORS or (func.attr == "open" and bool(flags & WRITE_FLAGS))
            elif owner in shutil_names:
                hit = func.attr in SHUTIL_MUTATORS
            else:
                one_arg = len(call.args) == 1 and not call.keywords  # Path.replace(target), never str.replace(a, b)
                hit = func.attr in PATH_MUTATORS or (func.attr == "replace" and one_arg)
                hit = hit or (func.attr == "touch" and not call.args)  # Path.touch(), not Index.touch(rows)
                hit = hit or (func.attr == "open" and _writes_by_mode(call))
        else:
            hit = False
        if hit:
            lines.append(call.lineno)
    return sorted(lines)


JSON_PARSERS = frozenset({"loads", "load"})


def json_parses(tree: ast.AST) -> list[int]:
    """Lines that parse JSON with the standard library's parser itself: ``json.loads`` / ``json.load``
    (the module under any alias) and the same names imported from ``json`` (``from json import loads``)."""
    aliases = module_aliases(tree, frozenset({"json"}))
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
            if node.value.id in aliases and node.attr in JSON_PARSERS:
                lines.append(node.lineno)
        elif (
            isinstance(node, ast.ImportFrom)
            and node.module == "json"
            and any(a.name in JSON_PARSERS or a.name == "*" for a in node.names)
        ):
            lines.append(node.lineno)
    return sorted(lines)


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = "text"`` assignments."""
    out: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            out |= {t.id: node.value.value for t in node.targets if isinstance(t, ast.Name)}
    return out


def _workshop_name(node: ast.AST, consts: dict[str, str]) -> bool:
    text = node.value if isinstance(node, ast.Constant) else consts.get(node.id) if isinstance(node, ast.Name) else None
    return isinstance(text, str) and text.startswith("_")


def _is_call_of(node: ast.AST, name: str) -> TypeGuard[ast.Call]:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name


def names_markdown(expr: ast.AST, consts: dict[str, str]) -> bool:
    """Whether a path expression may name a memory file or ``MEMORY.md``: it calls ``path_of``, names
    ``INDEX_FILE``, holds text with ``.md`` or ``MEMORY``, or uses a store's ``.root`` other than as
    ``root / "_workshop"`` (or ``safe_child(root, "_workshop")``)."""
    allowed_roots: set[int] = set()
    for node in ast.walk(expr):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and _workshop_name(node.right, consts):
            allowed_roots.add(id(node.left))
        if _is_call_of(node, "safe_child") and len(node.args) == 2 and _workshop_name(node.args[1], consts):
            allowed_roots.add(id(node.args[0]))
    for node in ast.walk(expr):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "path_of":
            return True
        if isinstance(node, ast.Name) and node.id == "INDEX_FILE":
            return True
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and (".md" in node.value or "MEMORY" in node.value)
        ):
            return True
        if isinstance(node, ast.Attribute) and node.attr == "root" and id(node) not in allowed_roots:
            return True
    return False


def markdown_writes(mod: Module) -> list[int]:
    """Lines where a store/paths writer is handed a path that may be a memory file (see names_markdown)."""
    consts = _constants(mod.tree)
    lines = []
    for call in ast.walk(mod.tree):
        if isinstance(call, ast.Call):
            name = call.func.id if isinstance(call.func, ast.Name) else getattr(call.func, "attr", None)
            if name in STORE_WRITERS and any(names_markdown(a, consts) for a in call.args[:2]):
                lines.append(call.lineno)
    return sorted(lines)


SQLITE_MODULES = frozenset({"sqlite3", "sqlean", "sqlite_vec", "apsw", "pysqlite3"})
SQL = re.compile(
    r"\s*(SELECT\b.*\bFROM\b|INSERT\s+(OR\s+\w+\s+)?INTO\b|UPDATE\s+\w+\s+SET\b|DELETE\s+FROM\b"
    r"|(CREATE|DROP)\s+(TABLE|INDEX|VIRTUAL\s+TABLE|TRIGGER|VIEW)\b|ALTER\s+TABLE\b|PRAGMA\s+\w+"
    r"|BEGIN(\s+(IMMEDIATE|EXCLUSIVE|DEFERRED))?\s*$|COMMIT\s*$|ROLLBACK\s*$|VACUUM\b|ATTACH\s+DATABASE\b"
    r"|WITH\s+\w+.*\bAS\s*\()",
    re.S,
)
SQL_CALLS = frozenset({"connect", "backup", "iterdump", "executescript"})
INDEX_DB_OPENERS = frozenset({"connect", "transaction", "ThreadConnections"})


def sqlite_uses(mod: Module) -> list[int]:
    """Lines that open or touch SQLite: imports of a SQLite module or of index/db's openers, ``.connect(``
    / ``.backup(`` / ``.iterdump(`` / ``.executescript(`` calls, ``.execute*`` of text, and SQL text."""
    lines = []
    for node in ast.walk(mod.tree):
        if isinstance(node, ast.Import):
            if any(a.name.split(".")[0] in SQLITE_MODULES for a in node.names):
                lines.append(node.lineno)
        elif isinstance(node, ast.ImportFrom):
            absolute = next(iter(imports(Module(mod.rel, mod.name, ast.Module([node], [])))))
            if absolute.split(".")[0] in SQLITE_MODULES or (
                absolute == "kura_server.index.db" and any(a.name in INDEX_DB_OPENERS for a in node.names)
            ):
                lines.append(node.lineno)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            texty = bool(node.args) and isinstance(node.args[0], ast.Constant | ast.JoinedStr | ast.BinOp)
            if node.func.attr in SQL_CALLS or (node.func.attr in ("execute", "executemany") and texty):
                lines.append(node.lineno)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and SQL.match(node.value):
            lines.append(node.lineno)
    return sorted(set(lines))
