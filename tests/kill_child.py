"""Real kills for tests: a child process runs kura's real code and is killed with SIGKILL at a precise point.

No ``finally``, no ``atexit``, no buffered flush runs in a killed child: what is left on disk is what a
power cut of that process would leave. One Python start serves every kill of a test module: this file,
run as a script, is a *zygote* — it imports kura once, then forks one child per scenario::

    with Zygote(tmp_path) as zygote:            # starts ``python tests/kill_child.py``
        zygote.run("distill", settings=..., stage="judge", nth=2)  # → -9: the child died by SIGKILL

Protocol (one JSON object per line): the zygote prints ``{"ready": true}`` once imported; for each
``{"scenario": name, ...}`` on its stdin it forks, the child runs ``SCENARIOS[name](**args)`` (its
stdout goes to stderr) and the zygote answers ``{"exit": code}``: ``-9`` killed by SIGKILL, ``0`` the
kill point was never reached, ``1`` the scenario failed (its traceback is in the zygote's log).
Each scenario builds its own service from explicit settings (hash embedder): the child reads no
``KURA_*`` variable it did not get.

Two more entry points serve the race tests, each a process of its own that the parent drives:
``kill_child.py hold <store> <journal> <lease_seconds>`` reserves the journal and reports every
renewal of its lease (``held <expires>``, then ``renewed <expires>``) until it is killed;
``kill_child.py ack <store> <prefix> <count>`` prints ``ready``, waits for a line on stdin, then
acknowledges ``<prefix>-0`` … one id at a time.
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any

REPO = Path(__file__).resolve().parents[1]


def die() -> None:
    """The kill itself: SIGKILL to this very process (nothing after this line runs)."""
    os.kill(os.getpid(), signal.SIGKILL)


def kill_on_replace(nth: int, *, after: bool, match: str = "") -> None:
    """Patch ``os.replace`` (every module calls it through ``os``) to kill this process at its
    ``nth`` call whose source path contains ``match``: before that rename (``after=False``) or just
    after it."""
    real = os.replace
    calls = [0]

    def replace(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
        if match in str(src):
            calls[0] += 1
            if calls[0] == nth and not after:
                die()
        real(src, dst, *args, **kwargs)
        if match in str(src) and calls[0] == nth and after:
            die()

    os.replace = replace


def kill_at_step(nth: int, *, after: bool, torn: bool = False) -> None:
    """Kill this process at its ``nth`` file step of a write — a rename (``os.replace``) or the in-place
    append of a line to ``MEMORY.md`` — before that step (``after=False``) or just after it. ``torn``: the
    ``nth`` step is an append, killed in the middle, half its bytes in the file."""
    from kura_server.store import store as store_module

    real_replace, real_append = os.replace, store_module.append_bytes
    calls = [0]

    def step(write: Callable[[], None]) -> None:
        calls[0] += 1
        if calls[0] == nth and not after:
            die()
        write()
        if calls[0] == nth and after:
            die()

    def replace(src: Any, dst: Any, *args: Any, **kwargs: Any) -> None:
        step(lambda: real_replace(src, dst, *args, **kwargs))

    def append(path: Path, data: bytes) -> None:
        if torn and calls[0] + 1 == nth:
            with open(path, "ab") as f:
                f.write(data[: len(data) // 2])
                f.flush()
            die()
        step(lambda: real_append(path, data))

    os.replace = replace
    store_module.append_bytes = append  # the name the store calls it by


def _service(settings: dict[str, Any]) -> Any:
    from kura_server.embed.hashing import HashEmbedder
    from kura_server.service import Kura
    from kura_server.settings import load_settings

    return Kura(load_settings(**settings), embedder=HashEmbedder())


def distill(settings: dict[str, Any], stage: str, nth: int) -> None:
    """A distill run, then a drain, killed at the ``nth`` time the pipeline reaches ``stage``."""
    seen: list[str] = []

    def fault(at: str) -> None:
        seen.append(at)
        if at == stage and seen.count(at) == nth:
            die()

    kura = _service(settings)
    kura.distill_run(fault=fault)
    kura.drain(fault=fault)


def remember(settings: dict[str, Any], facts: list[str], acks: str, nth: int, after: bool, torn: bool = False) -> None:
    """Remember ``facts`` one by one, logging each acknowledged slug to ``acks``; the last write is
    killed at its ``nth`` file step (:func:`kill_at_step`: a rename or ``MEMORY.md``'s append; before or
    after it, or with ``torn`` in the middle of that append)."""
    from kura_server.schemas import RememberRequest

    kura = _service(settings)
    for fact in facts[:-1]:
        slug = kura.remember(RememberRequest(content=fact)).slug
        with open(acks, "a", encoding="utf-8") as log:
            log.write(json.dumps({"slug": slug, "content": fact}) + "\n")
    kill_at_step(nth, after=after, torn=torn)
    kura.remember(RememberRequest(content=facts[-1]))


def reopen(settings: dict[str, Any], nth: int, after: bool, torn: bool = False) -> None:
    """Open the store (which finishes a torn ``MEMORY.md`` line), killed at its ``nth`` file step."""
    kura = _service(settings)
    kill_at_step(nth, after=after, torn=torn)
    kura.engine("main").index  # noqa: B018 - opening it is the point
    kura.doctor()


def forget(settings: dict[str, Any], facts: list[str], slug: str) -> None:
    """Remember ``facts`` (the first under ``slug``), then forget ``slug``, killed once its file is
    removed and its ``MEMORY.md`` line gone, before the index purge (and so before the evidence drop)."""
    from kura_server.index.index import Index
    from kura_server.schemas import RecallRequest, RememberRequest

    kura = _service(settings)
    kura.remember(RememberRequest(content=facts[0], slug=slug))
    for fact in facts[1:]:
        kura.remember(RememberRequest(content=fact))
    assert kura.recall(RecallRequest(question=facts[0])).memories
    Index.purge = lambda self, slugs: die()  # type: ignore[method-assign]
    kura.forget(slug, reason="wrong")


def rollback(settings: dict[str, Any], snapshot: str, nth: int) -> None:
    """A rollback to ``snapshot``, killed before its ``nth`` file swap out of the staging folder
    ``_restore/staging/`` (the swaps before it are done)."""
    kura = _service(settings)
    kill_on_replace(nth, after=False, match=os.path.join("_restore", "staging", ""))
    kura.rollback(snapshot)


def evolve(settings: dict[str, Any], kept: str) -> None:
    """An evolve cycle, killed just after the memory ``kept`` of its merge is written (renamed into place):
    before the memory merged into it is deleted."""
    kill_on_replace(1, after=True, match=f"{os.sep}.{kept}.md.")  # atomic_write's temp file for it
    _service(settings).evolve(force=True)


def rebuild(settings: dict[str, Any], nth: int) -> None:
    """A ``kura rebuild``, killed once its ``nth`` batch of memories is in the index it builds."""
    from kura_server.index import indexer

    real = indexer.index_memories
    batches = [0]

    def batch(*args: Any, **kwargs: Any) -> None:
        real(*args, **kwargs)
        batches[0] += 1
        if batches[0] == nth:
            die()

    indexer.index_memories = batch
    _service(settings).rebuild()


def enlist(settings: dict[str, Any], nth: int, after: bool, torn: bool = False, batch: int | None = None) -> None:
    """The first open of a folder of notes no ``MEMORY.md`` line names (its index built, each file given its
    line, a batch's lines one append), killed at its ``nth`` file step (:func:`kill_at_step`); ``batch``: the
    indexer's batch in this child (as many appends from fewer files)."""
    if batch is not None:
        from kura_server.index import indexer

        indexer.BATCH = batch
    kura = _service(settings)
    kill_at_step(nth, after=after, torn=torn)
    kura.rebuild()


SCENARIOS: dict[str, Callable[..., None]] = {
    "distill": distill,
    "enlist": enlist,
    "evolve": evolve,
    "forget": forget,
    "rebuild": rebuild,
    "remember": remember,
    "reopen": reopen,
    "rollback": rollback,
}


def _child(command: dict[str, Any]) -> None:
    os.dup2(2, 1)  # the protocol is the zygote's stdout: the child's prints go to the log
    try:
        SCENARIOS[command.pop("scenario")](**command)
    except BaseException:
        traceback.print_exc()
        sys.stderr.flush()
        os._exit(1)
    sys.stderr.flush()
    os._exit(0)


def hold(root: str, journal: str, lease_seconds: str) -> None:
    from kura_server.distill.watermarks import Reservation, Watermarks

    class Reporting(Watermarks):
        def renew(self, reservation: Reservation) -> Reservation:
            renewed = super().renew(reservation)
            print(f"renewed {renewed.expires}", flush=True)
            return renewed

    held = Reporting(Path(root), lease_seconds=float(lease_seconds)).reserve(journal)
    print(f"held {held.expires}" if held else "busy", flush=True)
    sys.stdin.readline()  # until killed (or told to go)


def ack(root: str, prefix: str, count: str) -> None:
    from kura_server.review import ReviewQueue
    from kura_server.store.store import Store

    queue = ReviewQueue(Store("main", Path(root)))
    print("ready", flush=True)
    sys.stdin.readline()
    for n in range(int(count)):
        queue.acknowledge([f"{prefix}-{n}"])


def readline(stream: IO[str], timeout: float) -> str:
    """The next line of a child's output, or ``""`` if none came within ``timeout`` seconds (or it ended)."""
    ready, _, _ = select.select([stream], [], [], timeout)
    return stream.readline() if ready else ""


def serve() -> None:
    """The zygote's loop: import once, fork per command, report each child's end."""
    import kura_server.service  # noqa: F401 - the one import every child shares
    import kura_server.settings  # noqa: F401

    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        pid = os.fork()
        if pid == 0:
            _child(command)
        _, status = os.waitpid(pid, 0)
        print(json.dumps({"exit": os.waitstatus_to_exitcode(status)}), flush=True)


def start(folder: Path, log: Path, *args: str) -> subprocess.Popen[str]:
    """``python kill_child.py *args`` with this checkout first on its path, its stdin and stdout piped
    (text), its stderr to ``log``, ``KURA_HOME`` in ``folder`` and no other ``KURA_*`` variable."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("KURA_")}
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    env["KURA_HOME"] = str(folder / "child-home")
    env["KURA_SCHEDULER__ENABLED"] = "false"
    with open(log, "ab") as err:
        return subprocess.Popen(
            [sys.executable, "-u", __file__, *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            env=env,
        )


@contextmanager
def child(folder: Path, log: Path, *args: str) -> Iterator[subprocess.Popen[str]]:
    """``start`` for a ``with`` block: the child is killed if still running at the end, and reaped."""
    proc = start(folder, log, *args)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                stream.close()


class Zygote:
    """The parent's side: start the zygote, run scenarios in killed children, read the log on failure."""

    def __init__(self, folder: Path, timeout: float = 120.0) -> None:
        self.log = folder / "zygote.log"
        self.timeout = timeout
        self.proc = start(folder, self.log)
        assert self._answer() == {"ready": True}

    def run(self, scenario: str, **args: Any) -> int:
        """Run ``scenario`` in a fresh child; its exit code (``-signal.SIGKILL`` when the kill landed)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"scenario": scenario, **args}, default=str) + "\n")
        self.proc.stdin.flush()
        return int(self._answer()["exit"])

    def killed(self, scenario: str, **args: Any) -> None:
        """Run ``scenario`` and check the child died by SIGKILL (else fail with the zygote's log)."""
        code = self.run(scenario, **args)
        assert code == -signal.SIGKILL, f"the child ended with {code}, not SIGKILL:\n{self.tail()}"

    def _answer(self) -> dict[str, Any]:
        assert self.proc.stdout is not None
        line = readline(self.proc.stdout, self.timeout)
        if not line:
            raise AssertionError(f"the zygote did not answer within {self.timeout} s:\n{self.tail()}")
        return dict(json.loads(line))

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-4000:]

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)
        if self.proc.stdout is not None:
            self.proc.stdout.close()

    def __enter__(self) -> Zygote:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


if __name__ == "__main__":
    {"hold": hold, "ack": ack}[sys.argv[1]](*sys.argv[2:]) if len(sys.argv) > 1 else serve()
