"""Architecture lines that must never be crossed, checked by parsing the code (imports, attributes, calls).

Every module of ``kura_server`` belongs to exactly one layer:

- **surfaces** — what a caller talks to: the CLI, REST, MCP (``surfaces/``); the scheduler, a surface
  over the service that calls its operations on a timer (``scheduler/``); the benchmarks, which drive
  the service and the engine the way a caller does and build throwaway stores to measure them
  (``bench/``); the OS service installer and log set-up behind ``kura service`` / ``kura serve``
  (``resident.py``: only the CLI uses it, and it knows nothing of stores). Surfaces may import the
  service and the engine.
- **service** — the operations, once each (``service/``), and their wire shapes (``schemas/``). It
  may import the engine, never a surface.
- **engine** — everything else: the markdown store, the index, embedders, recall, writes, weave,
  models, sessions, distillation, evolve, the review queue, the store engine, and the shared base
  (``settings.py``, ``errors.py``, ``cjk.py``, ``nouns.py``, ``pasts.py``). It never imports the service or a
  surface, not even under ``if TYPE_CHECKING:``.
"""

from __future__ import annotations

import ast

from code_model import (
    PKG,
    ROOT,
    Module,
    containment_checks,
    env_touches,
    imports,
    json_parses,
    markdown_writes,
    method_calls,
    modules,
    raw_file_writes,
    sqlite_uses,
)

SURFACES = ("surfaces/", "scheduler/", "bench/", "resident.py")
SERVICE = ("service/", "schemas/")
ENGINE = (
    "store/", "index/", "embed/", "recall/", "write/", "weave/", "models/", "session/", "distill/", "evolve/",
    "transfer/", "review.py", "engine.py", "settings.py", "errors.py", "cjk.py", "heap.py", "nouns.py", "pasts.py",
    "resources/",
    "waits.py", "jsontext.py",
    "__init__.py",
)  # fmt: skip
LAYERS = {"surface": SURFACES, "service": SERVICE, "engine": ENGINE}

# Frameworks of the surfaces: the engine and the service know nothing of HTTP, terminals or timers.
SURFACE_FRAMEWORKS = frozenset({"fastapi", "starlette", "uvicorn", "mcp", "typer", "rich", "click", "apscheduler"})


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


def _none(found: set[tuple[str, str]], what: str) -> None:
    assert not found, f"{what}: {sorted(found)}"


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
    assert layer_of("kura_server.service.engines") == "service" and layer_of("kura_server.scheduler.board") == "surface"
    assert layer_of("kura_server.schemas") == "service" and layer_of("kura_server.store.paths") == "engine"
    assert layer_of("fastapi") is None


def test_engine_never_imports_the_service_or_a_surface() -> None:
    found = {c for c in crossings("engine", {"service", "surface"}) if not c[1].startswith("kura_server.schemas")}
    _none(found, "engine imports the service or a surface")


def test_engine_never_imports_wire_schemas() -> None:
    found = {c for c in crossings("engine", {"service"}) if c[1].startswith("kura_server.schemas")}
    _none(found, "engine modules import the wire schemas")


def test_service_never_imports_a_surface() -> None:
    _none(crossings("service", {"surface"}), "service imports a surface")


def test_engine_and_service_never_import_surface_frameworks() -> None:
    for mod in modules():
        if layer_of_rel(mod.rel) == "surface":
            continue
        for name in imports(mod):
            assert name.split(".")[0] not in SURFACE_FRAMEWORKS, f"kura_server/{mod.rel} imports {name}"


def test_clients_never_import_the_server() -> None:
    clients = ROOT / "clients"
    paths = sorted(clients.rglob("*.py"))
    assert clients / "src" / "kura_client" / "client.py" in paths  # the client package is checked
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        mod = Module(path.relative_to(ROOT).as_posix(), "clients." + path.stem, tree)
        for name in imports(mod):
            assert not name.startswith("kura_server"), f"{path} imports {name}"


# -- the environment -------------------------------------------------------------------------------


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
    "store/store.py": "SNAPSHOT_ID",  # (evolve/snapshots.py imports it: a marker is named by a snapshot id)
    "evolve/proposal.py": "PROPOSAL_ID",
    "settings.py": "STORE_NAME",
    "review.py": "_ID",
    "models/prompts.py": "_NAME",
}


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
            for call in method_calls(mod.tree, {"match", "search"}):
                func = call.func
                assert isinstance(func, ast.Attribute)  # what method_calls returns
                assert not (isinstance(func.value, ast.Name) and func.value.id == name), (
                    f"kura_server/{mod.rel}:{call.lineno} validates an id with {name}.{func.attr}: use fullmatch"
                )


# -- files: only store/ writes the markdown ------------------------------------------------------------

# Outside store/, nothing writes, replaces or removes a file by itself: it calls the writers of
# store/paths.py (workshop files) or a Store method (the markdown). Except, each for its reason:
RAW_FILE_WRITERS = {
    "resident.py": "the OS service files `kura service install|uninstall` writes and removes (systemd, launchd, "
    "Task Scheduler): outside every store",
    "bench/": "benchmarks build throwaway stores and configs in temporary folders before kura opens them (a "
    "fixture, not a kura write: no fsync), and write their own logs",
}


def _raw_writer_allowed(rel: str) -> bool:
    return rel.startswith("store/") or any(rel == p or rel.startswith(p) for p in RAW_FILE_WRITERS)


def test_the_file_write_check_sees_every_form() -> None:
    snippet = (
        "import os, shutil\nimport tarfile\n"
        "p.write_text('x')\np.unlink(missing_ok=True)\nos.replace(a, b)\nshutil.rmtree(d)\n"
        "open(p, 'wb')\np.open('a')\ntarfile.open(p, mode='w')\nos.open(p, os.O_WRONLY | os.O_CREAT)\n"
        "p.replace(q)\np.touch(exist_ok=True)\n"
        "s.replace('a', 'b')\nd.replace(tzinfo=1)\nopen(p)\nopen(p, 'rb')\ntarfile.open(fileobj=f, mode='w')\n"
        "os.open(p, os.O_RDONLY)\nplan.execute(x)\nindex.touch(rows)\n"
    )
    assert raw_file_writes(ast.parse(snippet)) == list(range(3, 13))
    mod = Module(
        "x.py",
        "kura_server.x",
        ast.parse(
            'FOLDER = "_review"\n'
            "atomic_write(store.workshop('_x') / 'state.json', d)\natomic_write(store.root / FOLDER / n, d)\n"
            "atomic_write(safe_child(store.root, '_wm'), d)\n"
            "atomic_write(store.path_of(slug), d)\natomic_write(store.root / INDEX_FILE, d)\n"
            "remove_file(store.root / name)\natomic_write(safe_child(store.root, f'{slug}.md'), d)\n"
        ),
    )
    assert markdown_writes(mod) == [5, 6, 7, 8]


def test_only_store_writes_files_by_itself() -> None:
    for mod in modules():
        if not _raw_writer_allowed(mod.rel):
            found = raw_file_writes(mod.tree)
            assert not found, f"kura_server/{mod.rel}:{found} writes files itself: use store/paths.py or a Store method"


def test_only_store_writes_the_markdown() -> None:
    for mod in modules():
        if not mod.rel.startswith("store/"):
            found = markdown_writes(mod)
            assert not found, f"kura_server/{mod.rel}:{found} hands a memory file to a writer: only Store writes those"


# -- JSON: one parse (jsontext.loads: its every refusal a ValueError) ----------------------------------

JSON_PARSE = "jsontext.py"


def test_the_json_parse_check_sees_every_form() -> None:
    snippet = (
        "import json\nimport json as j\nfrom json import loads\nfrom json import load as ld\n"
        "a = json.loads(t)\nb = j.load(f)\nc = json.dumps(a)\nd = jsontext.loads(t)\ne = x.loads(t)\n"
        "f = json.loads\n"
    )
    assert json_parses(ast.parse(snippet)) == [3, 4, 5, 6, 10]


def test_one_json_parse() -> None:
    for mod in modules():
        if mod.rel != JSON_PARSE:
            found = json_parses(mod.tree)
            assert not found, f"kura_server/{mod.rel}:{found} parses JSON itself: use jsontext.loads"


# -- SQLite: only index/ opens, writes, backs up or replaces it ---------------------------------------


def test_the_sqlite_check_sees_every_form() -> None:
    snippet = (
        "import sqlite3\nfrom sqlean import dbapi2\nfrom ..index.db import connect\n"
        "c.execute(f'SELECT id FROM memories WHERE x = {y}')\nsrc.backup(dst)\nm.connect(p)\n"
        "q = 'DELETE FROM usage WHERE slug = ?'\nr = 'PRAGMA journal_mode = WAL'\n"
        "from ..index.db import sqlite_module\nplan.execute(lambda line: line)\n"
        "t = 'UPDATE the memory when the user asks'\nu = 'Select the memories from the list'\n"
    )
    mod = Module("evolve/x.py", "kura_server.evolve.x", ast.parse(snippet))
    assert sqlite_uses(mod) == [1, 2, 3, 4, 5, 6, 7, 8]


def test_only_index_touches_sqlite() -> None:
    for mod in modules():
        if not mod.rel.startswith("index/"):
            found = sqlite_uses(mod)
            assert not found, f"kura_server/{mod.rel}:{found} opens or writes SQLite: that is index/'s job"


# -- the map in docs/DESIGN.md is the code's --------------------------------------------------------


def package_imports() -> dict[str, set[str]]:
    """Package → the kura_server packages (or top-level modules) its modules import, itself left out."""
    names = {m.name for m in modules()}
    out: dict[str, set[str]] = {}
    for mod in modules():
        here = mod.name.split(".")[1] if "." in mod.name else mod.name
        for name in imports(mod):
            if name in names and name.startswith("kura_server."):
                there = name.split(".")[1]
                if there != here:
                    out.setdefault(here, set()).add(there)
    return out


def test_the_design_docs_import_map_is_the_codes() -> None:
    text = (ROOT / "docs" / "DESIGN.md").read_text(encoding="utf-8")
    block = text.split("```imports\n", 1)[1].split("```", 1)[0]
    documented = {
        src.strip(): {d.strip() for d in deps.split(",")}
        for src, _, deps in (line.partition("->") for line in block.splitlines() if line.strip())
    }
    assert documented == package_imports(), "docs/DESIGN.md's import map differs from the code's imports"


# -- the gate's support readings -----------------------------------------------------------------------------------

# One module per family of readings, each importing only those before it here — the order the package's docstring
# names — so what a reading builds on is found below it, and no family reaches into one above it.
SUPPORT = "kura_server.write.gate.support"
SUPPORT_ORDER = (
    "base", "plan", "stance", "ending", "tense", "fiction", "relation", "opposites", "compared", "carried", "subject",
    "states", "binding", "heads", "roles", "rank", "limits", "polarity", "names",
)  # fmt: skip


def test_the_support_readings_import_only_the_modules_below_them() -> None:
    found = {m.name.rpartition(".")[2]: m for m in modules() if m.name.startswith(SUPPORT + ".")}
    assert set(found) == set(SUPPORT_ORDER), "name each module of the support package in SUPPORT_ORDER"
    package = next(m for m in modules() if m.name == SUPPORT)
    assert ", ".join(SUPPORT_ORDER) in " ".join((ast.get_docstring(package.tree) or "").split())
    for i, name in enumerate(SUPPORT_ORDER):
        above = [f"{SUPPORT}.{n}" for n in SUPPORT_ORDER[i:]]
        crossed = sorted({n for n in imports(found[name]) for a in above if n == a or n.startswith(a + ".")})
        assert not crossed, f"support/{name}.py imports {crossed}: only the modules before it in SUPPORT_ORDER"
