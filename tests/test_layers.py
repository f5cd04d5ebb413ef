"""Architecture lines that must never be crossed, checked by parsing imports."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = [
    "store", "index", "embed", "recall", "write", "weave", "models", "session", "distill", "evolve",
    "engine.py", "service", "schemas", "review.py",
]  # fmt: skip


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            prefix = "." * node.level + (node.module or "")
            names.add(prefix)
    return names


def _files(*parts: str) -> list[Path]:
    out: list[Path] = []
    for part in parts:
        p = ROOT / "kura_server" / part
        out += [p] if p.is_file() else sorted(p.rglob("*.py"))
    return out


def test_engine_never_imports_surfaces_or_web_frameworks() -> None:
    for path in _files(*ENGINE):
        for name in _imports(path):
            assert "surfaces" not in name, f"{path} imports {name}"
            assert name.split(".")[0] not in {"fastapi", "starlette", "uvicorn", "mcp", "typer", "rich"}, (
                f"{path} imports {name}"
            )


def test_only_settings_reads_the_environment() -> None:
    for path in (ROOT / "kura_server").rglob("*.py"):
        if path.name == "settings.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert "os.environ.get(" not in text and "os.getenv(" not in text, path


def test_clients_never_import_the_server() -> None:
    clients = ROOT / "clients"
    for path in clients.rglob("*.py") if clients.is_dir() else []:
        for name in _imports(path):
            assert not name.startswith("kura_server"), f"{path} imports {name}"


def test_only_index_writes_sqlite() -> None:
    for path in (ROOT / "kura_server").rglob("*.py"):
        if "index" in path.parts:
            continue
        text = path.read_text(encoding="utf-8")
        for word in ("INSERT INTO", "DELETE FROM", "CREATE TABLE", "DROP TABLE"):
            assert word not in text, f"{path} writes SQL ({word})"
