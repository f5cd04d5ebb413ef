"""Architecture lines that must never be crossed, checked by parsing the code (imports, attributes, calls).

Every module of ``kura_server`` belongs to exactly one layer:

- **surfaces** — what a caller talks to: the CLI, REST, MCP (``surfaces/``); the scheduler, a surface
  over the service that calls its operations on a timer (``scheduler/``); the benchmarks, which drive
  the service and the engine the way a caller does and build throwaway stores to measure them
  (``bench/``); the OS service installer and log set-up behind ``kura service`` / ``kura serve``
  (``resident.py``: only the CLI uses it, and it knows nothing of stores). Surfaces may import the
  service and the engine.
- **service** — the operations, once each (``service/``), and their wire shapes (``schemas.py``). It
  may import the engine, never a surface.
- **engine** — everything else: the markdown store, the index, embedders, recall, writes, weave,
  models, sessions, distillation, evolve, the review queue, the store engine, and the shared base
  (``settings.py``, ``errors.py``). It never imports the service or a surface, not even under
  ``if TYPE_CHECKING:``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "kura_server"

SURFACES = ("surfaces/", "scheduler/", "bench/", "resident.py")
SERVICE = ("service/", "schemas.py")
ENGINE = (
    "store/", "index/", "embed/", "recall/", "write/", "weave/", "models/", "session/", "distill/", "evolve/",
    "review.py", "engine.py", "settings.py", "errors.py", "resources/", "__init__.py",
)  # fmt: skip
LAYERS = {"surface": SURFACES, "service": SERVICE, "engine": ENGINE}

# Frameworks of the surfaces: the engine and the service know nothing of HTTP, terminals or timers.
SURFACE_FRAMEWORKS = frozenset({"fastapi", "starlette", "uvicorn", "mcp", "typer", "rich", "click", "apscheduler"})

# Known crossings on main, removed by the core refactor: the lead deletes this list at merge.
REMOVED_BY_CORE_REFACTOR: frozenset[tuple[str, str]] = frozenset(
    {
        ("distill/pipeline.py", "kura_server.service"),  # the Distiller holds a Kura (under TYPE_CHECKING)
        ("service/base.py", "kura_server.scheduler.board"),  # the service builds JobBoard(self)
    }
)
# Engine modules that still build wire schemas (``schemas.py`` is the service's layer). Removed by the
# core refactor too (issue 12: "wire schemas are imported only by the service and the surfaces").
ENGINE_WIRE_SCHEMAS_REMOVED_BY_CORE_REFACTOR: frozenset[tuple[str, str]] = frozenset(
    {
        ("distill/pipeline.py", "kura_server.schemas"),
        ("evolve/cycle.py", "kura_server.schemas"),
        ("evolve/proposal.py", "kura_server.schemas"),
        ("evolve/snapshots.py", "kura_server.schemas"),
        ("evolve/verify.py", "kura_server.schemas"),
        ("models/client.py", "kura_server.schemas"),
        ("recall/recognition.py", "kura_server.schemas"),
        ("session/context.py", "kura_server.schemas"),
    }
)


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


def layer_of_rel(rel: str) -> str:
    found = [layer for layer, prefixes in LAYERS.items() if any(rel == p or rel.startswith(p) for p in prefixes)]
    assert len(found) == 1, f"kura_server/{rel} must belong to exactly one layer, it is in {found or 'none'}"
    return found[0]


def layer_of(name: str) -> str | None:
    """The layer of an imported ``kura_server`` module, or None for anything outside the package."""
    parts = name.split(".")
    if parts[0] != "kura_server":
        return None
    if len(parts) == 1:
        return "engine"  # the package's __init__
    head = parts[1]
    rel = f"{head}/" if (PKG / head).is_dir() else f"{head}.py"
    if rel == f"{head}.py" and not (PKG / rel).is_file():
        return "engine"  # a name imported from the package itself (``from kura_server import __version__``)
    return layer_of_rel(rel)


def crossings(source_layer: str, forbidden: set[str]) -> set[tuple[str, str]]:
    """(module, imported module) for every import from ``source_layer`` into a ``forbidden`` layer."""
    found = set()
    for mod in modules():
        if layer_of_rel(mod.rel) != source_layer:
            continue
        for name in imports(mod):
            if layer_of(name) in forbidden:
                found.add((mod.rel, _shortest(mod, name, forbidden)))
    return found


def _shortest(mod: Module, name: str, forbidden: set[str]) -> str:
    """``kura_server.service`` rather than ``kura_server.service.Kura`` for ``from ..service import Kura``."""
    parts = name.split(".")
    for n in range(2, len(parts) + 1):
        prefix = ".".join(parts[:n])
        if layer_of(prefix) in forbidden and prefix in set(imports(mod)):
            return prefix
    return name


def _check_allow_list(found: set[tuple[str, str]], allowed: frozenset[tuple[str, str]], what: str) -> None:
    new = sorted(found - allowed)
    assert not new, f"{what}: {new}"
    stale = sorted(allowed - found)
    assert not stale, f"allow-list entries no longer needed (delete them): {stale}"


# -- layers ----------------------------------------------------------------------------------------


def test_every_module_belongs_to_exactly_one_layer() -> None:
    for mod in modules():
        layer_of_rel(mod.rel)
    for entry in sorted(PKG.iterdir()):
        if entry.name.startswith((".", "__pycache__")) or not (entry.is_dir() or entry.suffix == ".py"):
            continue
        rel = f"{entry.name}/" if entry.is_dir() else entry.name
        assert sum(rel in prefixes for prefixes in LAYERS.values()) == 1, f"place kura_server/{rel} in one layer"


def test_the_import_model_sees_type_checking_and_lazy_imports() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..service import Kura\n"
        "def f():\n    from .. import surfaces\n    import kura_server.schemas\n"
    )
    names = set(imports(Module("distill/x.py", "kura_server.distill.x", tree)))
    assert {"kura_server.service", "kura_server.surfaces", "kura_server.schemas"} <= names
    assert layer_of("kura_server.service.base") == "service" and layer_of("kura_server.scheduler.board") == "surface"
    assert layer_of("kura_server.schemas") == "service" and layer_of("kura_server.store.paths") == "engine"
    assert layer_of("fastapi") is None


def test_engine_never_imports_the_service_or_a_surface() -> None:
    found = {c for c in crossings("engine", {"service", "surface"}) if not c[1].startswith("kura_server.schemas")}
    _check_allow_list(found, _from_layer(REMOVED_BY_CORE_REFACTOR, "engine"), "engine imports the service or a surface")


def _from_layer(allowed: frozenset[tuple[str, str]], layer: str) -> frozenset[tuple[str, str]]:
    return frozenset(a for a in allowed if layer_of_rel(a[0]) == layer)


def test_engine_never_imports_wire_schemas() -> None:
    found = {c for c in crossings("engine", {"service"}) if c[1].startswith("kura_server.schemas")}
    _check_allow_list(found, ENGINE_WIRE_SCHEMAS_REMOVED_BY_CORE_REFACTOR, "engine modules import schemas.py")


def test_service_never_imports_a_surface() -> None:
    allowed = _from_layer(REMOVED_BY_CORE_REFACTOR, "service")
    _check_allow_list(crossings("service", {"surface"}), allowed, "service imports a surface")


def test_engine_and_service_never_import_surface_frameworks() -> None:
    for mod in modules():
        if layer_of_rel(mod.rel) == "surface":
            continue
        for name in imports(mod):
            assert name.split(".")[0] not in SURFACE_FRAMEWORKS, f"kura_server/{mod.rel} imports {name}"


def test_clients_never_import_the_server() -> None:
    clients = ROOT / "clients"
    paths = sorted(clients.rglob("*.py"))
    assert paths, "clients/ holds the client libraries"
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        mod = Module(path.relative_to(ROOT).as_posix(), "clients." + path.stem, tree)
        for name in imports(mod):
            assert not name.startswith("kura_server"), f"{path} imports {name}"


# -- the environment -------------------------------------------------------------------------------

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


def test_the_environment_check_sees_every_form() -> None:
    snippet = (
        "import os\nimport os as o\nfrom os import environ\nfrom os import getenv as g\n"
        "a = os.environ['X']\nb = o.getenv('Y')\nos.environ.setdefault('Z', '1')\nos.putenv('A', 'b')\n"
        "for k in os.environ: pass\nimport dotenv\nc = os.path.join('a', 'b')\n"
    )
    assert env_touches(ast.parse(snippet)) == [3, 4, 5, 6, 7, 8, 9, 10]


def test_only_settings_touches_the_environment() -> None:
    for mod in modules():
        if mod.rel != "settings.py":
            assert not env_touches(mod.tree), f"kura_server/{mod.rel} touches os.environ at {env_touches(mod.tree)}"


# -- containment -----------------------------------------------------------------------------------

CONTAINMENT = "store/paths.py"  # ``contained`` (and ``safe_child`` over it): the one containment check
# Id-shape validators (module → pattern name): they stay as validation, always with ``fullmatch`` (``$``
# matches before a trailing newline), and the paths they name still go through the one check.
ID_PATTERNS = {
    "store/paths.py": "SLUG",
    "evolve/snapshots.py": "SNAPSHOT_ID",
    "evolve/proposal.py": "PROPOSAL_ID",
    "settings.py": "STORE_NAME",
    "review.py": "_ID",
    "models/prompts.py": "_NAME",
}


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


def _method_calls(node: ast.AST, names: set[str]) -> list[ast.Call]:
    return _calls(ast.walk(node), names)


def containment_checks(tree: ast.AST) -> list[int]:
    """Lines that decide containment by hand: ``.is_relative_to(``, ``os.path.commonpath`` /
    ``commonprefix``, or ``.relative_to(`` in a function that also calls ``.resolve(``."""
    lines = {c.lineno for c in _method_calls(tree, {"is_relative_to", "commonpath", "commonprefix"})}
    for scope in _scopes(tree):
        if _calls(_walk_scope(scope), {"resolve"}):
            lines |= {c.lineno for c in _calls(_walk_scope(scope), {"relative_to"})}
    return sorted(lines)


def test_the_containment_check_sees_hand_made_ones() -> None:
    snippet = (
        "def a(p, r):\n    return p.resolve().is_relative_to(r)\n"
        "def b(p, r):\n    p = p.resolve()\n    return p.relative_to(r)\n"
        "def c(p, r):\n    return p.relative_to(r).as_posix()\n"  # display only: fine
        "x = os.path.commonpath([a, b])\n"
    )
    assert containment_checks(ast.parse(snippet)) == [2, 5, 8]


def test_one_containment_function() -> None:
    for mod in modules():
        if mod.rel != CONTAINMENT:
            found = containment_checks(mod.tree)
            assert not found, f"kura_server/{mod.rel}:{found} checks containment itself: use store.paths.contained"


def test_id_patterns_are_full_matches() -> None:
    by_name = {m.rel: m for m in modules()}
    for rel, name in ID_PATTERNS.items():
        defined = [
            n for n in by_name[rel].tree.body if isinstance(n, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == name for t in n.targets
            )
        ]  # fmt: skip
        assert defined, f"kura_server/{rel} no longer defines {name}: update ID_PATTERNS"
        users = [by_name[rel]] if name.startswith("_") else list(modules())
        for mod in users:
            for call in _method_calls(mod.tree, {"match", "search"}):
                target = call.func.value  # type: ignore[attr-defined]  # an Attribute, by _method_calls
                assert not (isinstance(target, ast.Name) and target.id == name), (
                    f"kura_server/{mod.rel}:{call.lineno} validates an id with {name}.{call.func.attr}: use fullmatch"  # type: ignore[attr-defined]
                )


def test_only_index_writes_sqlite() -> None:
    for path in PKG.rglob("*.py"):
        if "index" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        for word in ("INSERT INTO", "DELETE FROM", "CREATE TABLE", "DROP TABLE"):
            assert word not in text, f"{path} writes SQL ({word})"
