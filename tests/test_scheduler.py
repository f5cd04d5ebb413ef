"""The resident jobs: job functions called directly, the guarded run (lock file, records), the
APScheduler timer (starts, runs, stops within its bound), and the surfaces (REST, MCP, CLI)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from daemon import in_process, make_app, real_server
from model_server import ModelServer
from test_distill import SPOT, script

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.scheduler import jobs
from kura_server.scheduler.board import JobBoard
from kura_server.scheduler.daemon import DaemonThreadExecutor, KuraScheduler
from kura_server.scheduler.jobs import JOBS, JobContext, JobSpec, Outcome
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.surfaces.cli import main

FIXTURE = Path(__file__).parent / "fixtures" / "distill" / "session.jsonl"


def remember(kura: Kura, text: str) -> None:
    kura.remember(RememberRequest(content=text))


BOARDS: weakref.WeakKeyDictionary[Kura, JobBoard] = weakref.WeakKeyDictionary()


def board(kura: Kura) -> JobBoard:
    """The process's job board over ``kura`` (the daemon builds one in create_app, the CLI per command)."""
    if kura not in BOARDS:
        BOARDS[kura] = JobBoard(kura)
    return BOARDS[kura]


def records(kura: Kura, store: str = "main") -> dict:
    return json.loads((kura.engine(store).store.root / "_jobs" / "state.json").read_text())


OPEN: list[Kura] = []


@pytest.fixture(autouse=True)
def _close_services() -> Iterator[None]:
    yield
    while OPEN:
        OPEN.pop().close()


def built(kura: Kura) -> Kura:
    OPEN.append(kura)
    return kura


def distilling(home: Path, server: ModelServer | None, journals: Path | None, **extra: object) -> Kura:
    options: dict = {"home": home, "embedder": {"kind": "hash"}, **extra}
    if server is not None:
        options["models"] = {"thinker": server.profile()}
    if journals is not None:
        options["distill"] = {
            "idle_min": 20,
            "journals": {"fixture": {"path": journals, "store": "main", "adapter": "jsonl", "glob": "*.jsonl"}},
        }
    return built(Kura(load_settings(**options), embedder=HashEmbedder()))


def age(folder: Path, minutes: float) -> None:
    """Make every journal look last written ``minutes`` ago."""
    then = time.time() - minutes * 60
    for path in folder.iterdir():
        os.utime(path, (then, then))


# -- the job functions, called directly -----------------------------------------------------------


def test_weave_works_only_when_the_store_changed(kura: Kura) -> None:
    remember(kura, "The archive lives on the slow disk; the fast one is scratch.")
    first = jobs.weave(kura, JobContext("main"))
    assert first.did_work and first.note.startswith("woven: 1 line, ")  # one line, not "1 lines"
    assert jobs.weave(kura, JobContext("main")) == Outcome(False, "the store has not changed since the last weave")
    remember(kura, "Deploys to production need the release tag signed by the owner.")
    assert jobs.weave(kura, JobContext("main")).did_work
    assert "2 lines" in kura.prefill().text or len(kura.prefill().lines) == 2


def test_model_jobs_without_a_model_are_nothing_to_do_not_failures(kura: Kura) -> None:
    for job in ("distill", "drain"):
        run = board(kura).run_job(f"main:{job}")
        assert run.result == "nothing_to_do" and run.error is None
        assert "model" in run.note or "journal" in run.note, run.note
    drain = board(kura).run_job("main:drain")
    assert drain.note == "needs a model and none is configured ([models.thinker] in kura.toml)"


def test_distill_without_journals_has_nothing_to_do(kura_home: Path, server: ModelServer) -> None:
    kura = distilling(kura_home, server, None)
    out = jobs.distill(kura, JobContext("main"))
    assert not out.did_work and "no journal feeds this store" in out.note
    assert not server.requests  # it looked at nothing and asked nothing


def test_distill_waits_for_quiet_journals(kura_home: Path, server: ModelServer, journals: Path) -> None:
    kura = distilling(kura_home, server, journals)
    age(journals, 5)  # written 5 minutes ago; idle_min is 20
    out = jobs.distill(kura, JobContext("main"))
    assert not out.did_work and "waiting for 20 min of quiet" in out.note and "5 min ago" in out.note
    assert not server.requests


def test_night_distill_then_drain_then_weave(kura_home: Path, server: ModelServer, journals: Path) -> None:
    kura = distilling(kura_home, server, journals)
    script(server)
    age(journals, 60)
    ran = board(kura).run_job("main:distill")
    assert ran.result == "did_work" and "staged=3" in ran.note, ran
    assert board(kura).run_job("main:distill").result == "nothing_to_do"  # watermarks moved: nothing new
    drained = board(kura).run_job("main:drain")
    assert drained.result == "did_work" and "poured=3" in drained.note, drained
    assert board(kura).run_job("main:drain").result == "nothing_to_do"
    assert board(kura).run_job("main:weave").result == "did_work"
    assert len(kura.list()) == 3


def test_distill_backs_off_when_the_journals_change_during_the_run(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    kura = distilling(kura_home, server, journals)
    script(server)
    server.hang(0.6, text=json.dumps(SPOT))  # the spot call answers late: someone comes back meanwhile
    age(journals, 60)
    toucher = threading.Timer(0.2, lambda: os.utime(journals / "session.jsonl"))
    toucher.start()
    out = jobs.distill(kura, JobContext("main"))
    toucher.join()
    assert "stopped at the next safe point" in out.note
    again = jobs.distill(kura, JobContext("main"))
    assert not again.did_work and "waiting for 20 min of quiet" in again.note


def test_a_configured_model_that_fails_is_a_failure(kura_home: Path, server: ModelServer, journals: Path) -> None:
    kura = distilling(kura_home, server, journals)
    server.fail(500, times=20)
    age(journals, 60)
    run = board(kura).run_job("main:distill")
    assert run.result == "failed" and run.error, run
    rec = records(kura)["distill"]
    assert rec["last_result"] == "failed" and rec["last_error"] == run.error and rec["running"] is None
    assert rec["failures"] == 1 and board(kura).run_job("main:distill").result == "failed"
    listed = {j.job: j for j in board(kura).jobs(stores=["main"])}
    assert records(kura)["distill"]["failures"] == 2 and listed["distill"].failures == 2


def test_frozen_store_has_nothing_to_write(kura_home: Path) -> None:
    kura = built(Kura(load_settings(embedder={"kind": "hash"}, stores={"main": {"write_policy": "frozen"}})))
    assert board(kura).run_job("evolve").note == "the store is frozen: it accepts no writes"


def test_evolve_job_runs_the_trigger_check(kura: Kura) -> None:
    remember(kura, "The archive lives on the slow disk; the fast one is scratch.")
    run = board(kura).run_job("main:evolve")  # one memory, a fresh store: evolve's own trigger says no
    assert run.result == "nothing_to_do" and run.note and run.error is None, run


# -- the guarded run: ids, lock, records ----------------------------------------------------------


def test_ids_and_bad_ids(kura: Kura) -> None:
    assert board(kura).ids() == ["main:distill", "main:drain", "main:evolve", "main:weave"]
    assert board(kura).parse("weave") == ("main", "weave")
    assert board(kura).parse("main:weave", "main") == ("main", "weave")
    for bad, code in [("nope", "job_not_found"), ("main:nope", "job_not_found"), (":weave", "job_not_found"),
                      ("ghost:weave", "store_not_found"), ("", "job_not_found")]:  # fmt: skip
        with pytest.raises(KuraError) as info:
            board(kura).run_job(bad)
        assert info.value.code == code and info.value.status == 404, bad
    with pytest.raises(KuraError) as info:
        board(kura).parse("main:weave", "other")
    assert (info.value.code, info.value.status) == ("selectors_disagree", 400)


def test_a_run_is_recorded_for_other_processes(kura: Kura, settings) -> None:
    run = board(kura).run_job("main:weave")
    other = built(Kura(settings, embedder=HashEmbedder()))  # another process's view: only the files
    info = {j.id: j for j in board(other).jobs()}["main:weave"]
    assert info.last_result == run.result == "did_work" and info.runs == 1 and not info.running
    assert info.last_end == run.ended and info.last_note == run.note
    assert info.next_run is None and not info.scheduled  # no scheduler in this process


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[threading.Event, threading.Event, list[str]]]:
    """A job 'slow' that holds its lock until released; it checks for a stop at each safe point."""
    entered, release, calls = threading.Event(), threading.Event(), []

    def run(kura: Kura, ctx: JobContext) -> Outcome:
        calls.append(ctx.store)
        entered.set()
        while not release.wait(0.01):
            ctx.checkpoint()
        return Outcome(True, "slept")

    monkeypatch.setitem(JOBS, "slow", JobSpec("slow", "sleeps", run, writes=False))
    yield entered, release, calls
    release.set()


def test_two_schedulers_on_one_store_run_a_job_once(settings, slow) -> None:
    entered, release, calls = slow
    a, b = built(Kura(settings, embedder=HashEmbedder())), built(Kura(settings, embedder=HashEmbedder()))
    first = threading.Thread(target=board(a).run_scheduled, args=["main:slow"])
    first.start()
    assert entered.wait(5)
    board(b).run_scheduled("main:slow")  # the scheduler's entry: skipped quietly
    with pytest.raises(KuraError) as info:
        board(b).run_job("main:slow")  # by hand: told why
    assert info.value.code == "job_running" and info.value.status == 409
    assert {j.id: j for j in board(b).jobs()}["main:slow"].running  # seen from the other board, through the lock
    release.set()
    first.join(5)
    assert calls == ["main"] and records(a)["slow"]["runs"] == 1
    assert not {j.id: j for j in board(b).jobs()}["main:slow"].running


HOLDER = """
import sys, time
from filelock import FileLock
lock = FileLock(sys.argv[1]); lock.acquire()
print("locked", flush=True)
time.sleep(60)
"""


def test_a_lock_left_by_a_killed_process_is_released(kura: Kura) -> None:
    path = kura.engine("main").store.workshop("_jobs") / "weave.lock"
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True) as proc:
        try:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
            with pytest.raises(KuraError) as info:
                board(kura).run_job("main:weave")
            assert info.value.code == "job_running"
        finally:
            proc.kill()  # SIGKILL: no cleanup runs in the holder
            proc.wait(10)
    assert board(kura).run_job("main:weave").result == "did_work"


# -- the timer ------------------------------------------------------------------------------------


def scheduled(home: Path, **scheduler: object) -> Kura:
    only_weave = {j: {"enabled": j == "weave"} for j in ("distill", "drain", "evolve", "weave")}
    cfg = {"enabled": True, "first_delay_s": 0, **only_weave, **scheduler}
    return built(Kura(load_settings(home=home, embedder={"kind": "hash"}, scheduler=cfg), embedder=HashEmbedder()))


def wait_for(check, seconds: float = 10) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def weave_ran(kura: Kura) -> bool:
    """The weave job has run and its state file says so (read only once it is written)."""
    return (kura.engine("main").store.root / "_jobs" / "state.json").is_file() and bool(
        records(kura).get("weave", {}).get("runs")
    )


def test_the_timer_runs_enabled_jobs_and_stops(kura_home: Path) -> None:
    kura = scheduled(kura_home)
    timer = KuraScheduler(board(kura))
    timer.start()
    try:
        wait_for(lambda: weave_ran(kura))
        listed = {j.id: j for j in board(kura).jobs()}
        assert listed["main:weave"].scheduled and listed["main:weave"].next_run is not None
        assert not listed["main:distill"].scheduled and not listed["main:distill"].enabled
    finally:
        assert timer.stop(5) == []
    assert not timer.running and board(kura).next_run is None
    assert not [t for t in threading.enumerate() if t.name.startswith("kura-job-")]


def test_a_stop_waits_for_a_runs_thread_to_record_its_end(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The job board counts a run ended before its thread has told the timer so and ended: a stop that found nothing
    running still leaves no job thread behind (once seen under load: a weave thread alive after ``stop``)."""
    recorded, told = threading.Event(), DaemonThreadExecutor._run_job_success

    def slow_to_tell(self: DaemonThreadExecutor, job_id: str, events: list[object]) -> None:
        recorded.wait(0.5)  # the bookkeeping after the run, held back: never set, so it lasts its bound
        told(self, job_id, events)

    monkeypatch.setattr(DaemonThreadExecutor, "_run_job_success", slow_to_tell)
    kura = scheduled(kura_home)
    timer = KuraScheduler(board(kura))
    timer.start()
    try:
        wait_for(lambda: weave_ran(kura))
    finally:
        assert timer.stop(5) == []
    assert not [t for t in threading.enumerate() if t.name.startswith("kura-job-")]


def test_two_timers_on_one_store_fire_together_and_run_once(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entered, release, calls = threading.Event(), threading.Event(), []

    def slow_weave(kura: Kura, ctx: JobContext) -> Outcome:
        calls.append(id(kura))
        entered.set()
        release.wait(10)
        return Outcome(True, "woven slowly")

    monkeypatch.setitem(JOBS, "weave", JobSpec("weave", "slow", slow_weave, writes=False))
    a, b = scheduled(kura_home), scheduled(kura_home)  # two daemons' schedulers, one store
    timers = [KuraScheduler(board(a)), KuraScheduler(board(b))]
    for timer in timers:
        timer.start()  # both fire main:weave at once (first_delay_s = 0)
    try:
        assert entered.wait(5)
        time.sleep(0.3)  # the other timer's look has come and gone meanwhile
        release.set()
        wait_for(lambda: records(a).get("weave", {}).get("runs") == 1 and not records(a)["weave"]["running"])
    finally:
        release.set()
        for timer in timers:
            timer.stop(5)
    assert len(calls) == 1 and records(a)["weave"]["runs"] == 1


def test_shutdown_stops_a_job_at_its_safe_point(kura_home: Path, slow) -> None:
    entered, _, _ = slow
    kura = scheduled(kura_home, first_delay_s=3600)
    timer = KuraScheduler(board(kura))
    timer.start()
    worker = threading.Thread(target=board(kura).run_job, args=["main:slow"])
    worker.start()
    assert entered.wait(5)
    t0 = time.monotonic()
    assert timer.stop(10) == []
    assert time.monotonic() - t0 < 2
    worker.join(5)
    rec = records(kura)["slow"]
    assert rec["last_result"] == "nothing_to_do" and "safe point" in rec["last_note"]


def test_shutdown_is_bounded_when_a_job_ignores_the_stop(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entered, release = threading.Event(), threading.Event()

    def stubborn(kura: Kura, ctx: JobContext) -> Outcome:
        entered.set()
        release.wait(30)  # a long model call: no safe point until it returns
        return Outcome(True, "late")

    monkeypatch.setitem(JOBS, "stubborn", JobSpec("stubborn", "ignores stops", stubborn, writes=False))
    kura = scheduled(kura_home, first_delay_s=3600, stop_timeout_s=0.3)
    timer = KuraScheduler(board(kura))
    timer.start()
    threading.Thread(target=board(kura).run_job, args=["main:stubborn"], daemon=True).start()
    assert entered.wait(5)
    t0 = time.monotonic()
    left = timer.stop()
    assert left == ["main:stubborn"] and 0.25 < time.monotonic() - t0 < 2
    release.set()


@pytest.mark.socket
def test_uvicorn_starts_and_stops_the_scheduler(kura_home: Path) -> None:
    settings = load_settings(
        embedder={"kind": "hash"},
        scheduler={"enabled": True, "first_delay_s": 0, **{j: {"enabled": j == "weave"} for j in JOBS}},
    )
    app = make_app(settings)
    with real_server(app) as base:
        timer = app.state.scheduler
        assert timer is not None and timer.running

        def woven() -> bool:
            listed = {j["id"]: j for j in httpx.get(f"{base}/jobs", trust_env=False).json()}
            return listed["main:weave"]["last_result"] == "did_work"

        wait_for(woven)
        listed = {j["id"]: j for j in httpx.get(f"{base}/jobs", trust_env=False).json()}
        assert listed["main:weave"]["scheduled"] and listed["main:weave"]["next_run"]
    assert not timer.running
    assert not [t for t in threading.enumerate() if t.name.startswith("kura-job-")]


# -- surfaces -------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


JSON = {"content-type": "application/json"}


@pytest.mark.anyio
async def test_rest_jobs_list_and_run(settings) -> None:
    assert settings.scheduler.enabled is False  # tests never start it unless they ask
    async with in_process(make_app(settings)) as client:
        listed = (await client.get("/jobs")).json()
        assert [j["id"] for j in listed] == ["main:distill", "main:drain", "main:evolve", "main:weave"]
        assert set(listed[0]) >= {"next_run", "last_start", "last_end", "last_result", "last_error", "running"}
        r = await client.post("/jobs/main:weave/run", headers=JSON, content="{}")
        assert r.status_code == 200 and r.json()["result"] == "did_work"
        r = await client.post("/s/main/jobs/weave/run", headers=JSON, content="{}")
        assert r.json()["result"] == "nothing_to_do"
        listed = {j["id"]: j for j in (await client.get("/s/main/jobs")).json()}
        assert listed["main:weave"]["last_result"] == "nothing_to_do" and listed["main:weave"]["runs"] == 2
        for path, status, code in [
            ("/jobs/nope/run", 404, "job_not_found"),
            ("/jobs/main:nope/run", 404, "job_not_found"),
            ("/jobs/ghost:weave/run", 404, "store_not_found"),
            ("/s/ghost/jobs/weave/run", 404, "store_not_found"),
            ("/jobs/main:weave/run?store=ghost", 404, "store_not_found"),
        ]:
            r = await client.post(path, headers=JSON, content="{}")
            assert r.status_code == status and r.json()["error"]["code"] == code, path
        r = await client.post("/jobs/main:weave/run")  # no JSON content type: refused at the door
        assert r.status_code == 415


@pytest.mark.anyio
async def test_rest_job_run_needs_the_write_token(kura_home: Path) -> None:
    settings = load_settings(
        embedder={"kind": "hash"},
        stores={"main": {"read_token": "r" * 20, "write_token": "w" * 20}, "work": {}, "other": {}},
    )
    async with in_process(make_app(settings)) as client:
        listed = (await client.get("/jobs")).json()  # no token: the open stores only
        assert {j["store"] for j in listed} == {"work", "other"}
        assert (await client.get("/s/main/jobs")).status_code == 401
        read = {"authorization": "Bearer " + "r" * 20, **JSON}
        assert (await client.post("/jobs/main:weave/run", headers=read, content="{}")).status_code == 403
        write = {"authorization": "Bearer " + "w" * 20, **JSON}
        assert (await client.post("/jobs/main:weave/run", headers=write, content="{}")).status_code == 200
        r = await client.post("/s/work/jobs/main:weave/run", headers=write, content="{}")
        assert r.status_code == 400 and r.json()["error"]["code"] == "selectors_disagree"


@pytest.mark.anyio
async def test_mcp_jobs_tools(settings) -> None:
    from test_mcp import mcp_client

    async with mcp_client(make_app(settings)) as client:
        listed = await client.call_tool("kura_jobs", {})
        assert not listed.is_error
        assert [j["id"] for j in listed.structured_content["result"]][-1] == "main:weave"
        ran = await client.call_tool("kura_job_run", {"job": "weave"})
        assert not ran.is_error and ran.structured_content["result"] == "did_work"
        bad = await client.call_tool("kura_job_run", {"job": "main:nope"})
        assert bad.is_error and "unknown job" in bad.content[0].text


def test_cli_jobs(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["jobs", "run", "main:weave"]) == 0
    assert "did_work" in capsys.readouterr().out
    assert main(["jobs", "run", "weave"]) == 2
    assert main(["jobs", "run", "main:drain"]) == 2  # no model: nothing to do, said so
    assert "needs a model" in capsys.readouterr().out
    assert main(["jobs", "run", "main:nope"]) == 1
    assert "unknown job" in capsys.readouterr().err
    assert main(["jobs", "--json"]) == 0
    listed = {j["id"]: j for j in json.loads(capsys.readouterr().out)}
    assert listed["main:weave"]["runs"] == 2 and listed["main:weave"]["last_result"] == "nothing_to_do"
    assert main(["jobs"]) == 0
    assert "main:weave" in capsys.readouterr().out
