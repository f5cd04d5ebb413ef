"""How the service is composed, checked by parsing the code (the layers themselves: ``test_layers.py``)."""

from __future__ import annotations

import ast

from code_model import PKG, imports, modules

from kura_server.service import Kura


def test_no_module_import_cycle() -> None:
    """The import graph of kura_server's modules has no cycle (hidden TYPE_CHECKING imports count).
    ``from . import tools`` names the module's own package, which Python has already begun to import
    before any of its submodules: that edge is not a cycle."""
    names = {m.name for m in modules()}

    def own_package(mod: str, name: str) -> bool:
        return mod == name or mod.startswith(name + ".")

    graph = {m.name: {i for i in imports(m) if i in names and not own_package(m.name, i)} for m in modules()}
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


def test_kura_is_composed_not_inherited() -> None:
    """One class over parts built from constructor arguments: no mixins, no base class of operations."""
    assert Kura.__mro__ == (Kura, object)
    tree = ast.parse((PKG / "service" / "__init__.py").read_text(encoding="utf-8"))
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    assert [c.name for c in classes] == ["Kura"] and not classes[0].bases
    for mod in modules():
        if mod.rel.startswith("service/"):
            for node in ast.walk(mod.tree):
                if isinstance(node, ast.ClassDef):
                    assert not node.bases, f"{mod.rel}: class {node.name} inherits"
