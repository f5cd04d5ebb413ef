"""How the service is composed and where the pipelines live, checked by parsing the code (AST)."""

from __future__ import annotations

import ast
from pathlib import Path

from kura_server.service import Kura

ROOT = Path(__file__).resolve().parents[1] / "kura_server"
ENGINE = ["store", "index", "embed", "recall", "write", "weave", "models", "session", "distill", "evolve",
          "engine.py", "review.py"]  # fmt: skip


def _module(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    """Every kura_server module ``path`` imports, TYPE_CHECKING blocks and function bodies included."""
    here = _module(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            out.update(f"{target}.{a.name}" for a in node.names)
            out.add(target)
        elif isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
    return {name for name in out if name.startswith("kura_server")}


def _files(*parts: str) -> list[Path]:
    out: list[Path] = []
    for part in parts:
        p = ROOT / part
        out += [p] if p.is_file() else sorted(p.rglob("*.py"))
    return out


def _modules() -> dict[str, set[str]]:
    files = {_module(p): p for p in ROOT.rglob("*.py")}
    return {mod: {i for i in _imports(p) if i in files} for mod, p in files.items()}


def test_no_module_import_cycle() -> None:
    """The import graph of kura_server's modules has no cycle (hidden TYPE_CHECKING imports count)."""
    graph = _modules()
    state: dict[str, int] = {}

    def visit(mod: str, path: list[str]) -> None:
        state[mod] = 1
        for dep in sorted(graph[mod]):
            if state.get(dep) == 1:
                raise AssertionError("import cycle: " + " -> ".join([*path[path.index(dep) :], dep]))
            if dep not in state:
                visit(dep, [*path, dep])
        state[mod] = 2

    for mod in sorted(graph):
        if mod not in state:
            visit(mod, [mod])


def test_the_engine_never_imports_the_service_the_scheduler_or_the_wire_schemas() -> None:
    for path in _files(*ENGINE):
        for name in _imports(path):
            for above in ("kura_server.service", "kura_server.scheduler", "kura_server.surfaces"):
                assert not name.startswith(above), f"{path} imports {name}"
            if path != ROOT / "evolve" / "snapshots.py":  # its results are still wire schemas
                assert not name.startswith("kura_server.schemas"), f"{path} imports {name}"


def test_the_service_never_imports_the_scheduler() -> None:
    for path in _files("service"):
        for name in _imports(path):
            assert not name.startswith(("kura_server.scheduler", "kura_server.surfaces")), f"{path} imports {name}"


def test_kura_is_composed_not_inherited() -> None:
    """One class over parts built from constructor arguments: no mixins, no base class of operations."""
    assert Kura.__mro__ == (Kura, object)
    tree = ast.parse((ROOT / "service" / "__init__.py").read_text(encoding="utf-8"))
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    assert [c.name for c in classes] == ["Kura"] and not classes[0].bases
    for path in _files("service"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                assert not node.bases, f"{path}: class {node.name} inherits"
