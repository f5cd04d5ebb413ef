"""Recalls on the daemon take one of a few slots (``surfaces/threads.py``): more clients at once than
slots wait for one instead of each holding a worker thread (and its SQLite connection) of its own."""

from __future__ import annotations

import ast
import threading
from pathlib import Path

import anyio
import pytest
from daemon import in_process

from kura_server import waits
from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas import RecallRequest, RecallResult
from kura_server.service import Kura
from kura_server.settings import Settings
from kura_server.surfaces import threads
from kura_server.surfaces.app import create_app

pytestmark = pytest.mark.anyio

RECALLING = {"recall", "context"}  # the service operations that run a recall


class Gate:
    """Counts the recalls running at once; each waits until ``slots`` of them ran side by side (or,
    if fewer ever can, until the test lets them go), then ends."""

    def __init__(self, slots: int) -> None:
        self.slots = slots
        self.running = 0
        self.most = 0
        self.threads: set[int] = set()
        self.full = threading.Event()
        self._lock = threading.Lock()

    def around(self, recall):  # type: ignore[no-untyped-def]
        def gated(req: RecallRequest, **kw: object) -> RecallResult:
            waits.check("the test's gate")  # it waits for the others: never on the event loop
            with self._lock:
                self.running += 1
                self.most = max(self.most, self.running)
                self.threads.add(threading.get_ident())
                if self.running >= self.slots:
                    self.full.set()
            try:
                self.full.wait(timeout=30)
                return recall(req, **kw)
            finally:
                with self._lock:
                    self.running -= 1

        return gated


async def test_concurrent_recalls_run_at_most_the_slots_at_once(settings: Settings) -> None:
    kura = Kura(settings, embedder=HashEmbedder())
    async with in_process(create_app(settings, kura=kura)) as client:
        slots = threads.recall_slots().total_tokens
        gate = Gate(int(slots))
        kura.recall = gate.around(kura.recall)  # type: ignore[method-assign]
        answers: list[int] = []

        async def ask(i: int) -> None:
            r = await client.post("/recall", json={"question": f"where does backup {i} go?"})
            answers.append(r.status_code)

        async with anyio.create_task_group() as tg:
            for i in range(3 * int(slots)):
                tg.start_soon(ask, i)
    assert answers == [200] * (3 * int(slots))
    assert gate.most == slots  # every slot used, never one more
    assert len(gate.threads) <= 2 * slots  # a few threads served them all (without slots: one each)


def test_every_surface_recall_takes_a_slot() -> None:
    """REST and MCP alike: the service's ``recall`` — and its ``context``, which recalls when it has a
    query — is only ever handed to ``recalling`` (parsed, not matched)."""
    root = Path(threads.__file__).parent
    seen = 0
    for path in [*sorted((root / "rest").glob("*.py")), *sorted((root / "mcp").glob("*.py"))]:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        slotted = {
            id(call.args[0])
            for call in ast.walk(tree)
            if isinstance(call, ast.Call)
            and isinstance(call.func, ast.Name)
            and call.func.id == "recalling"
            and call.args
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in RECALLING and _is_the_service(node.value):
                assert id(node) in slotted, f"{path.name}:{node.lineno}: a recall without a slot"
                seen += 1
    assert seen >= 4  # the REST routes and the MCP tools: recall and context


def _is_the_service(node: ast.expr) -> bool:
    """``kura_of(request)`` (REST) or ``b.kura`` (MCP)."""
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id == "kura_of"
    return isinstance(node, ast.Attribute) and node.attr == "kura"
