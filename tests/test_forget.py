"""Forget forgets: after a forget, no byte under KURA_HOME holds the memory's text (files, SQLite, WAL)."""

from __future__ import annotations

import errno
import json
import shutil
import sqlite3
import threading
from collections.abc import Callable, Sequence
from contextlib import closing
from pathlib import Path

import pytest
from faults import Faults
from model_server import ModelServer
from test_distill import before_each_pour, make_kura, script, script_reversal

from kura_server.distill import drain as drain_module
from kura_server.distill import pipeline as pipeline_module
from kura_server.distill.drafts import Draft, Drafts
from kura_server.distill.pipeline import Distiller
from kura_server.distill.stages import Asker, Composed, DrainVerdict, Novelty
from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.index.index import Index, Row
from kura_server.recall.pipeline import Query, Recalled, Recaller
from kura_server.review import ReviewItem, ReviewQueue
from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest, ReviewResolveRequest
from kura_server.service import Kura
from kura_server.settings import Settings, load_settings
from kura_server.store.memory import Memory
from kura_server.surfaces.cli import main
from kura_server.write.gate import FoundQuote, Verdict
from kura_server.write.pipeline import Writer

CANARY = "zorblatquux"
OTHERS = [
    "The archive lives on the slow disk; the fast NVMe disk is scratch space only.",
    "Deploys to production need the release tag signed with the hardware key.",
    "The nightly backup job runs at 03:00 and keeps 14 daily snapshots.",
    "Alice owns the billing service and reviews every schema migration.",
]


def holding(root: Path, needle: str) -> list[str]:
    """Every file under ``root`` whose bytes hold ``needle`` (any case), as paths relative to it."""
    low = needle.lower().encode()
    return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and low in p.read_bytes().lower())


def test_forget_leaves_no_byte_of_the_text(kura: Kura, kura_home: Path) -> None:
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    text = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    kura.remember(RememberRequest(content=text, title=f"The {CANARY} relay", slug="relay-restarts"))
    for text in OTHERS[:2]:  # more index writes after it, so its text sits in older FTS segments too
        kura.remember(RememberRequest(content=text + " Checked again on Friday."))
    assert kura.recall(RecallRequest(question=f"{CANARY} relay")).memories
    kura.feedback(FeedbackRequest(slug="relay-restarts", direction="up"))
    assert holding(kura_home, CANARY)  # the probe finds it before the forget
    kura.forget("relay-restarts", reason="obsolete")
    assert holding(kura_home, CANARY) == []
    line = kura.engine("main").store.audit_lines()[-1]
    assert line["event"] == "forget" and line["slug"] == "relay-restarts" and line["reason"] == "obsolete"
    assert len(line["sha256"]) == 64 and "title" not in line
    assert all(m.slug != "relay-restarts" for m in kura.recall(RecallRequest(question="kernel patch window")).memories)
    assert len(kura.list()) == len(OTHERS) + 2  # the others are still there and still found


def test_forget_keeps_a_manifest_another_memory_points_at(kura: Kura, kura_home: Path) -> None:
    eng = kura.engine("main")
    writer = Writer(eng, kura.settings.write)
    manifest = {"kind": "distill", "candidate": "shared words", "quotes": [{"class": "USER", "text": "shared words"}]}
    a = writer.remember(OTHERS[0], slug="first-one", evidence=manifest)
    writer.remember(OTHERS[1], slug="second-one")
    writer.update("second-one", {"tags": ["shared"]}, evidence=manifest)  # one evidence, two memories
    evidence = eng.store.read(a.slug).evidence
    assert evidence is not None and eng.store.read("second-one").evidence == evidence
    path = kura_home / "stores" / "main" / "_evidence" / f"{evidence.removeprefix('sha256:')}.json"
    writer.forget("first-one")
    assert path.is_file()  # the second memory still rests on it
    writer.forget("second-one")
    assert not path.exists()


def test_forgetting_a_distilled_memory_leaves_no_byte_of_it(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    distilled = make_kura(kura_home, server, journals)  # the journal lies outside KURA_HOME: the agent's file
    script(server)
    distilled.distill_run()
    assert "release-owner-marta" in distilled.drain().poured
    said = ("Marta Ruiz", "signs off every release")
    assert all(holding(kura_home, text) for text in said)  # its manifest holds the candidate and the quote
    distilled.forget("release-owner-marta")
    assert [holding(kura_home, text) for text in said] == [[], []]
    assert len(distilled.list()) == 2
    distilled.close()


def test_kura_forget_takes_the_memory_out_of_the_stored_weave(
    kura_home: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """`kura forget` with no daemon (nothing weaves again): the stored map (`_weave/prefill.json`), which
    quotes every memory's title and trigger, goes with the memory; the next prefill weaves anew."""
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    for text in OTHERS[:2]:
        assert main(["remember", text]) == 0
    relay = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    assert main(["remember", relay, "--slug", "relay-restarts"]) == 0
    assert main(["prefill"]) == 0 and CANARY in capsys.readouterr().out
    assert holding(kura_home, CANARY)
    assert main(["forget", "relay-restarts", "--reason", "obsolete"]) == 0
    assert holding(kura_home, CANARY) == []
    assert main(["prefill"]) == 0
    woven = capsys.readouterr().out
    assert "(relay-restarts.md)" not in woven and "The archive lives" in woven


def test_forget_drops_the_staged_drafts_that_would_change_the_memory_and_the_drain_writes_none_of_them(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A staged draft that would remove a memory holds its body, one that would update it was composed from
    it: a forget drops them with the memory. A forget that lands while the drain runs (the draft loaded
    and judged, about to pour) finds the pour refused under the write lock — the memory is gone — and the
    UPDATE is never written as a new memory."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    vacuum = f"Nightly VACUUM {CANARY} keeps the Postgres [[index-db]] fast."
    distilled.remember(RememberRequest(content=vacuum, slug="vacuum-job"))
    script_reversal(server, invalid="vacuum-job")
    distilled.distill_run()  # an UPDATE of index-db, a DELETE of vacuum-job (its body in the draft)
    targets = {d.target for d in distilled.drafts()}
    assert {"index-db", "vacuum-job"} <= targets and holding(kura_home, CANARY)
    distilled.forget("vacuum-job", reason="private")
    assert holding(kura_home, CANARY) == []
    assert "vacuum-job" not in {d.target for d in distilled.drafts()}
    before = {m.slug for m in distilled.list()}

    def forget_index_db(draft: Draft) -> None:
        if draft.target == "index-db":
            distilled.forget("index-db", reason="wrong")

    before_each_pour(monkeypatch, forget_index_db)
    drained = distilled.drain()
    assert not drained.tossed and not drained.errors and "index-db" not in drained.poured
    assert {m.slug for m in distilled.list()} == (before - {"index-db"}) | set(drained.poured)
    assert not any("sqlite" in slug for slug in drained.poured)  # the UPDATE was not written as an ADD
    distilled.close()


def test_a_forget_that_lands_while_the_distiller_composes_an_update_of_the_memory_stages_no_draft_of_it(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The distiller reads a memory and has the scribe compose its UPDATE (a model call: minutes, under no
    lock); a forget that lands meanwhile finds no draft to drop. The draft — the scribe restated the
    memory — is staged under the write lock only while the memory is there: here, not at all."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content=f"The index uses Postgres on {CANARY}.", slug="index-db"))
    body = f"The index uses SQLite with sqlite-vec, not Postgres on {CANARY}."  # the scribe restates the memory
    merged = {"title": "Index on SQLite", "trigger": "SQLite with sqlite-vec", "type": "project", "body": body}
    server.on("<fact>\nThe index uses SQLite", json.dumps(merged))
    script_reversal(server, invalid="nothing-here")
    real = Distiller._compose

    def compose(self: Distiller, text: str, verdict: Verdict, mtype: str, old: Memory | None) -> Composed | None:
        out = real(self, text, verdict, mtype, old)
        if old is not None and old.slug == "index-db":
            distilled.forget("index-db", reason="private")
        return out

    monkeypatch.setattr(Distiller, "_compose", compose)
    ran = distilled.distill_run()
    assert ran.staged and "index-db" not in {d.target for d in distilled.drafts()}  # the others were staged
    assert holding(kura_home, CANARY) == []
    distilled.close()


def test_a_forget_that_lands_while_the_thinker_judges_a_dependant_queues_no_propagation_item_about_it(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The distiller asks the thinker whether the memories that depend on a changed one still hold (a model
    call, under no lock); a forget of a dependant lands before the answer is queued. The answer's
    `propagation` item (its reason quotes the memory) is queued under the write lock only while the
    memories it is about are there: here, not at all."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    vacuum = f"Nightly VACUUM {CANARY} keeps the Postgres [[index-db]] fast."
    distilled.remember(RememberRequest(content=vacuum, slug="vacuum-job"))
    doubt = {"slug": "vacuum-job", "verdict": "review", "reason": f"VACUUM {CANARY} may need Postgres"}
    server.on("# Task: propagation", json.dumps({"verdicts": [doubt]}))
    script_reversal(server, invalid="vacuum-job")
    real = pipeline_module.propagate

    def propagate(
        ask: Asker, before: str, change: str, dependants: Sequence[tuple[str, str]]
    ) -> dict[str, tuple[str, str]]:
        out = real(ask, before, change, dependants)
        distilled.forget("vacuum-job", reason="private")
        return out

    monkeypatch.setattr(pipeline_module, "propagate", propagate)
    ran = distilled.distill_run()
    assert not ran.errors and ran.staged and not ran.review  # the UPDATE of index-db was staged
    assert distilled.review_list() == [] and holding(kura_home, CANARY) == []
    distilled.close()


def test_a_forget_that_lands_while_the_thinker_reconciles_queues_no_conflict_about_the_memory(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reconcile cannot tell how a candidate relates to a memory (the thinker's UNSURE, its reason quoting
    the memory); a forget of the memory lands before the `conflict` item is queued: none is."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(
        RememberRequest(content=f"Nightly VACUUM {CANARY} keeps the Postgres index fast.", slug="vacuum-job")
    )
    unsure = {"action": "UNSURE", "target": "vacuum-job", "reason": f"the {CANARY} job may say otherwise"}
    server.on("<candidate>\nMarta Ruiz", json.dumps(unsure))
    script(server)
    real = pipeline_module.novelty

    def novelty(ask: Asker, text: str, quotes: Sequence[FoundQuote], near: Sequence[tuple[str, str]]) -> Novelty:
        out = real(ask, text, quotes, near)
        if out.action == "UNSURE":
            distilled.forget("vacuum-job", reason="private")
        return out

    monkeypatch.setattr(pipeline_module, "novelty", novelty)
    ran = distilled.distill_run()
    assert not ran.errors and ran.staged and not ran.review
    assert distilled.review_list() == [] and holding(kura_home, CANARY) == []
    distilled.close()


def test_a_forget_that_lands_while_the_drain_judges_a_draft_of_the_memory_leaves_no_word_in_the_toss_log(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A draft that would remove a memory holds its body; the drain's scribe judges it (a model call) while
    a forget of the memory lands, and tosses it. The toss log keeps a draft's text only while its memory is
    there, looked at under the write lock: here the reason alone."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    vacuum = f"Nightly VACUUM {CANARY} keeps the Postgres [[index-db]] fast."
    distilled.remember(RememberRequest(content=vacuum, slug="vacuum-job"))
    script_reversal(server, invalid="vacuum-job")
    distilled.distill_run()
    real = drain_module.judge_draft

    def judge(ask: Asker, shown: str, mtype: str) -> DrainVerdict:
        if CANARY in shown:  # the DELETE of vacuum-job
            distilled.forget("vacuum-job", reason="private")
            return DrainVerdict("toss", "not needed", None)
        return real(ask, shown, mtype)

    monkeypatch.setattr(drain_module, "judge_draft", judge)
    drained = distilled.drain()
    assert [t["reason"] for t in drained.tossed] == ["not needed"]
    assert holding(kura_home, CANARY) == []
    distilled.close()


def test_forget_blanks_the_settled_review_item_the_memory_was_written_from(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    """A memory written by settling a review item (the distiller could not decide; the person approved):
    forgetting it takes its words out of the settled item (`_review/resolved/`: the proposal, the quotes, the
    reason — the thinker's words), which keeps its id, kind and how it was settled."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    unsure = {"action": "UNSURE", "target": "index-db", "reason": "cannot tell"}
    server.on("<candidate>\nThe index uses SQLite", json.dumps(unsure))
    script(server)
    distilled.distill_run()
    conflict = next(i for i in distilled.review_list() if i.kind == "conflict")
    out = distilled.review_resolve(conflict.id, ReviewResolveRequest(action="approve", note="checked"))
    assert out.write is not None and out.write.action == "UPDATE" and out.write.slug == "index-db"
    said = "SQLite with sqlite-vec"
    assert said in distilled.get("index-db").body
    settled = kura_home / "stores" / "main" / "_review" / "resolved" / f"{conflict.id}.json"
    assert said in settled.read_text()
    distilled.forget("index-db", reason="not true")
    assert holding(kura_home, said) == []
    item = json.loads(settled.read_text())
    assert item["id"] == conflict.id and item["kind"] == "conflict" and item["reason"] != conflict.reason
    assert item["proposal"] is None and "quotes" not in item["payload"] and item["payload"]["span"]
    assert item["resolution"]["action"] == "approve" and item["resolution"]["note"] == "checked"
    assert item["resolution"]["write"]["slug"] == "index-db"
    distilled.close()


VACUUM = f"Nightly VACUUM {CANARY} keeps the Postgres [[index-db]] fast."


def index_and_vacuum(kura_home: Path, server: ModelServer, journals: Path) -> Kura:
    """A store with `index-db` and `vacuum-job` (which links to it and holds the canary), and a thinker that
    cannot tell whether a candidate changes `vacuum-job` (reconcile answers UNSURE, quoting the canary)."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    distilled.remember(RememberRequest(content=VACUUM, slug="vacuum-job"))
    unsure = {"action": "UNSURE", "target": "vacuum-job", "reason": f"the {CANARY} job may say otherwise"}
    server.on("<candidate>\nMarta Ruiz", json.dumps(unsure))
    return distilled


def test_forget_settles_the_pending_review_items_about_the_memory_without_its_words(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    """A memory a person has not settled yet: a `conflict` (reconcile could not tell; the thinker's reason
    quotes it, a candidate is its proposal) and a `propagation` item (the change it follows was tossed; the
    thinker's reason quotes it) wait in `_review/`. Forgetting it settles both `dropped`, their words out —
    approving one could no longer write them back — and leaves no byte of it in the store."""
    distilled = index_and_vacuum(kura_home, server, journals)
    invalid = {"slug": "vacuum-job", "verdict": "invalid", "reason": f"VACUUM {CANARY} needs Postgres"}
    server.on("# Task: propagation", json.dumps({"verdicts": [invalid]}))
    server.on("Title: Index on SQLite", json.dumps({"verdict": "toss", "reason": "not the person's decision"}))
    script_reversal(server, invalid="vacuum-job")
    distilled.distill_run()
    distilled.drain()
    pending = {i.kind: i for i in distilled.review_list()}
    assert {"conflict", "propagation"} <= set(pending) and {i.slug for i in pending.values()} == {"vacuum-job"}
    assert all(CANARY in i.reason for i in pending.values()) and pending["conflict"].proposal
    assert holding(kura_home / "stores" / "main" / "_review", CANARY)
    distilled.forget("vacuum-job", reason="private")
    assert holding(kura_home, CANARY) == []
    assert distilled.review_list() == []
    folder = kura_home / "stores" / "main" / "_review" / "resolved"
    for kind, was in pending.items():
        item = json.loads((folder / f"{was.id}.json").read_text())
        assert (item["kind"], item["slug"], item["proposal"]) == (kind, "vacuum-job", None)
        assert item["resolution"] == {"action": "dropped", "forgotten": ["vacuum-job"], "write": None}
        assert "quotes" not in item["payload"] and item["payload"]["span"]
    distilled.close()


def test_a_review_discard_that_forgets_the_memory_keeps_none_of_its_words(kura: Kura, kura_home: Path) -> None:
    """Discarding a `low_confidence` item forgets its memory; the item is settled with the person's choice and
    without the reason, which quoted the memory (the person's feedback note did)."""
    kura.remember(
        RememberRequest(content=f"The {CANARY} relay restarts every Tuesday.", slug="relay", confidence="low")
    )
    review_id = kura.feedback(FeedbackRequest(slug="relay", direction="down", note=f"the {CANARY} relay is gone"))
    item_id = review_id.review_id
    assert item_id is not None and CANARY in kura.review_list()[0].reason
    out = kura.review_resolve(item_id, ReviewResolveRequest(action="discard", note="checked"))
    assert out.write is not None and out.write.action == "DELETE"
    assert holding(kura_home / "stores" / "main" / "_review", CANARY) == []  # (the audit line keeps the note)
    settled = json.loads((kura_home / "stores" / "main" / "_review" / "resolved" / f"{item_id}.json").read_text())
    assert settled["kind"] == "low_confidence" and settled["resolution"]["action"] == "discard"


class Watched:
    """A store's thread lock (``Store.write_lock`` takes it first) that says when a thread has to wait for it."""

    def __init__(self, lock: threading.RLock, waited: threading.Event) -> None:
        self.lock, self.waited = lock, waited

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        if self.lock.acquire(blocking=False):
            return True
        self.waited.set()
        return self.lock.acquire(blocking, timeout)

    def release(self) -> None:
        self.lock.release()


def in_thread(act: Callable[[], object], done: threading.Event | None = None) -> tuple[threading.Thread, list[object]]:
    """``act`` started in a thread; what it returned or raised lands in the list (then ``done`` is set)."""
    out: list[object] = []

    def run() -> None:
        try:
            out.append(act())
        except Exception as exc:
            out.append(exc)
        if done is not None:
            done.set()

    thread = threading.Thread(target=run)
    thread.start()
    return thread, out


def conflict_about_relay(kura: Kura) -> str:
    """A memory ``relay`` and a pending ``conflict`` item about it whose reason and proposal quote it."""
    kura.remember(RememberRequest(content=f"The {CANARY} relay restarts every Tuesday.", slug="relay"))
    return kura.engine("main").review.add(
        "conflict", f"the {CANARY} relay may restart on Mondays", slug="relay",
        proposal=f"The {CANARY} relay restarts every Monday.",
    )  # fmt: skip


def test_an_approve_that_read_its_item_before_a_forget_came_writes_no_word_back(
    kura: Kura, kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person approves a `conflict` item (its proposal quotes the memory) and a forget of the memory comes
    after the approve read the item. Resolving holds the store's write lock from reading the item to closing
    it, so the forget waits for the approve's write, then takes it out with the memory: never the approve
    writing the memory's words back after the forget."""
    item_id = conflict_about_relay(kura)
    store = kura.engine("main").store
    read, waited_or_forgot = threading.Event(), threading.Event()
    monkeypatch.setattr(store, "_thread_lock", Watched(store._thread_lock, waited_or_forgot))
    real_get = ReviewQueue.get

    def get(self: ReviewQueue, item: str) -> ReviewItem:
        found = real_get(self, item)
        read.set()
        assert waited_or_forgot.wait(30)  # the forget waits for the lock, or (read under no lock) is done
        return found

    monkeypatch.setattr(ReviewQueue, "get", get)
    resolver, resolved = in_thread(lambda: kura.review_resolve(item_id, ReviewResolveRequest(action="approve")))
    assert read.wait(30)
    forgetter, forgot = in_thread(lambda: kura.forget("relay", reason="private"), waited_or_forgot)
    resolver.join(60)
    forgetter.join(60)
    assert not resolver.is_alive() and not forgetter.is_alive()
    (out,) = resolved
    assert not isinstance(out, Exception) and out.write is not None and out.write.slug == "relay", out
    assert not isinstance(forgot[0], Exception), forgot
    assert holding(kura_home, CANARY) == [] and kura.list() == []
    settled = kura_home / "stores" / "main" / "_review" / "resolved" / f"{item_id}.json"
    assert json.loads(settled.read_text())["resolution"]["action"] == "approve"  # once, by the person


def test_an_approve_of_an_item_a_forget_is_settling_answers_as_for_a_settled_item(
    kura: Kura, kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The forget first: an approve that comes while it settles the items about the memory waits for the
    write lock, then finds its item settled (`dropped`, its words out) and answers what resolving any
    settled item answers (404 `review_item_not_found`); nothing is written."""
    item_id = conflict_about_relay(kura)
    store = kura.engine("main").store
    settling, waited = threading.Event(), threading.Event()
    monkeypatch.setattr(store, "_thread_lock", Watched(store._thread_lock, waited))
    real_forget = ReviewQueue.forget

    def forget(self: ReviewQueue, slugs: Sequence[str]) -> None:
        settling.set()
        assert waited.wait(30)  # the approve waits for the lock
        real_forget(self, slugs)

    monkeypatch.setattr(ReviewQueue, "forget", forget)
    forgetter, forgot = in_thread(lambda: kura.forget("relay", reason="private"))
    assert settling.wait(30)
    resolver, resolved = in_thread(lambda: kura.review_resolve(item_id, ReviewResolveRequest(action="approve")))
    forgetter.join(60)
    resolver.join(60)
    assert not resolver.is_alive() and not forgetter.is_alive()
    (err,) = resolved
    with pytest.raises(KuraError) as settled:
        kura.review_resolve(item_id, ReviewResolveRequest(action="approve"))  # any settled item's answer
    assert isinstance(err, KuraError) and (err.code, err.status) == (settled.value.code, settled.value.status)
    assert (err.code, err.status) == ("review_item_not_found", 404)
    assert holding(kura_home, CANARY) == [] and kura.list() == []
    item = json.loads((kura_home / "stores" / "main" / "_review" / "resolved" / f"{item_id}.json").read_text())
    assert item["resolution"] == {"action": "dropped", "forgotten": ["relay"], "write": None}


def test_a_memory_file_deleted_by_hand_is_forgotten_as_a_forget_forgets_it(
    kura_home: Path, server: ModelServer, journals: Path
) -> None:
    """A memory's file deleted by hand does not go through a forget: the index's sync that finds it gone
    forgets it as a forget does. Before its rows are purged, the copies of its words go — the review items
    about it settled `dropped` without them, the staged drafts that would change it dropped, the toss log's
    lines of it emptied (one logged before lines named their memory is known by the words its rows held) —
    and its `MEMORY.md` line (the map never shows the agent a memory that is not there; the other lines
    as they were)."""
    distilled = index_and_vacuum(kura_home, server, journals)
    script_reversal(server, invalid="vacuum-job")
    distilled.distill_run()  # an UPDATE of index-db, a DELETE of vacuum-job (its body), a conflict about it
    (conflict,) = distilled.review_list()
    assert conflict.slug == "vacuum-job" and {"index-db", "vacuum-job"} <= {d.target for d in distilled.drafts()}
    log = kura_home / "stores" / "main" / "_distill" / "tossed.jsonl"
    older = {"at": "2026-01-01T00:00:00+00:00", "draft": "dolder", "reason": "older", "body": VACUUM}
    log.write_text(json.dumps(older) + "\n")  # as a drain logged it before lines named their memory
    root = kura_home / "stores" / "main"
    lines = (root / "MEMORY.md").read_text().splitlines()
    (root / "vacuum-job.md").unlink()
    assert holding(kura_home, CANARY)
    assert distilled.recall(RecallRequest(question="Postgres index")).memories  # the store used: synced
    assert holding(kura_home, CANARY) == []
    assert (root / "MEMORY.md").read_text().splitlines() == [x for x in lines if "(vacuum-job.md)" not in x]
    targets = {d.target for d in distilled.drafts()}
    assert distilled.review_list() == [] and "index-db" in targets and "vacuum-job" not in targets
    item = json.loads((root / "_review" / "resolved" / f"{conflict.id}.json").read_text())
    assert item["resolution"] == {"action": "dropped", "forgotten": ["vacuum-job"], "write": None}
    assert json.loads(log.read_text())["body"] is None
    doctor = distilled.doctor()
    assert doctor.ok and not doctor.warnings and doctor.drift.orphan_lines == [], (doctor.drift, doctor.warnings)
    distilled.close()


def test_forget_removes_the_set_aside_copies_of_a_damaged_index(kura_home: Path, settings: Settings) -> None:
    """A damaged index file is set aside whole (`index.sqlite.damaged-<time>`, for a look) and holds every
    memory's text: a forget removes such copies with the memory's rows."""
    kura = Kura(settings, embedder=HashEmbedder())
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    relay = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    kura.remember(RememberRequest(content=relay, slug="relay-restarts"))
    kura.close()  # the last connection checkpoints the WAL into index.sqlite
    index = kura_home / "stores" / "main" / "_index" / "index.sqlite"
    data = bytearray(index.read_bytes())
    data[:16] = b"garbage-garbage!"  # the header damaged, every page of text left as it was
    index.write_bytes(bytes(data))
    kura = Kura(settings, embedder=HashEmbedder())
    assert kura.recall(RecallRequest(question="kernel patch window")).memories  # set aside and rebuilt
    (copy,) = kura.engine("main").index.damaged_copies()
    assert copy.name in holding(copy.parent, CANARY)  # (the rebuilt index.sqlite holds it too)
    kura.forget("relay-restarts")
    assert holding(kura_home, CANARY) == [] and not copy.exists()
    assert len(kura.list()) == len(OTHERS) and kura.doctor().ok
    kura.close()


def counted(kura: Kura) -> list[str]:
    """The slugs ``usage.sqlite`` holds a row for, read from the file (a slug carries its memory's title words)."""
    with closing(sqlite3.connect(kura.engine("main").store.root / "_stats" / "usage.sqlite")) as conn:
        return sorted(slug for (slug,) in conn.execute("SELECT slug FROM usage"))


def test_a_recall_count_written_after_the_forget_creates_no_row_for_the_memory(
    kura: Kura, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A recall's bump is written later, in a batch: a recall that picked the memory before its forget
    counts it after the forget (in this process), and another process's batch may still hold a bump of it.
    Neither brings back a row for the slug: a batch counts only the memories there when it is written."""
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    relay = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."
    kura.remember(RememberRequest(content=relay, slug="relay-restarts"))
    other = Kura(kura.settings, embedder=HashEmbedder())  # another process's service on the same store
    other.engine("main").usage.flush_s = 3600  # its batch waits for the flush below
    question = RecallRequest(question=f"{CANARY} relay kernel patch window")
    assert "relay-restarts" in {m.slug for m in other.recall(question).memories}  # its bump pending there
    real = Recaller._walk

    def walk(self: Recaller, index: Index, start: Sequence[Row], q: Query) -> list[Recalled]:
        if any(r.slug == "relay-restarts" for r in start):  # picked: the forget lands before the count
            kura.forget("relay-restarts", reason="private")
        return real(self, index, start, q)

    monkeypatch.setattr(Recaller, "_walk", walk)
    assert "relay-restarts" in {m.slug for m in kura.recall(question).memories}
    kura.engine("main").usage.flush()
    assert "relay-restarts" not in counted(kura) and counted(kura)  # the others picked are counted
    other.engine("main").usage.flush()
    assert "relay-restarts" not in counted(kura)
    other.close()


def test_forget_takes_the_memory_s_words_out_of_the_toss_log(
    kura_home: Path, server: ModelServer, journals: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The drain's toss log (`_distill/tossed.jsonl`) keeps a tossed draft's title and text, and a draft about
    a memory quotes it: a DELETE's holds its body, an UPDATE's was composed from it. Forgetting the memory
    later takes them out of the log with the scribe's reason (it may quote them); the line's time, draft
    and memory stay, and the lines about other memories are left as they were. A line logged before
    lines named their memory is known by the memory's own words (a DELETE's)."""
    distilled = make_kura(kura_home, server, journals)
    distilled.remember(RememberRequest(content="The index uses Postgres with pgvector.", slug="index-db"))
    vacuum = f"Nightly VACUUM {CANARY} keeps the Postgres [[index-db]] fast."
    distilled.remember(RememberRequest(content=vacuum, slug="vacuum-job"))
    script_reversal(server, invalid="vacuum-job")
    distilled.distill_run()
    ids = {d.target: d.id for d in distilled.drafts()}
    # the DELETE as staged before drafts named their cause: the scribe judges it though its cause is tossed
    drafts = Drafts(distilled.engine("main").store)
    drafts.stage(drafts.load(ids["vacuum-job"]).model_copy(update={"cause": None}))
    real = drain_module.judge_draft

    def judge(ask: Asker, shown: str, mtype: str) -> DrainVerdict:
        if "(memory " in shown:  # the UPDATE of index-db, the DELETE of vacuum-job
            return DrainVerdict("toss", "it repeats what the memory says", None)
        return real(ask, shown, mtype)

    monkeypatch.setattr(drain_module, "judge_draft", judge)
    assert len(distilled.drain().tossed) == 2
    log = kura_home / "stores" / "main" / "_distill" / "tossed.jsonl"
    older = {"at": "2026-01-01T00:00:00+00:00", "draft": "dolder", "reason": f"older: {CANARY}", "body": vacuum}
    with log.open("a") as f:  # as a drain logged it before lines named their memory
        f.write(json.dumps(older) + "\n")
    assert CANARY in log.read_text()
    distilled.forget("vacuum-job", reason="private")
    assert holding(kura_home, CANARY) == []
    lines = {r["draft"]: r for r in map(json.loads, log.read_text().splitlines())}
    assert set(lines) == {ids["index-db"], ids["vacuum-job"], "dolder"}
    gone = lines[ids["vacuum-job"]]
    assert gone["target"] == "vacuum-job" and gone["title"] is None and gone["body"] is None and gone["at"]
    assert "repeats" not in gone["reason"] and lines["dolder"]["body"] is None
    assert "SQLite" in lines[ids["index-db"]]["body"]  # about a memory still there: as logged
    distilled.forget("index-db", reason="wrong")
    update = {r["draft"]: r for r in map(json.loads, log.read_text().splitlines())}[ids["index-db"]]
    assert update["body"] is None and update["title"] is None and update["target"] == "index-db"
    distilled.close()


RELAY = f"The {CANARY} relay restarts every Tuesday after the kernel patch window closes."


def questioned(kura: Kura, slug: str = "relay", content: str = RELAY) -> str:
    """A low-confidence memory ``slug`` and the pending review item a feedback down queued about it, whose
    reason quotes the person's note (the canary): the item's id."""
    kura.remember(RememberRequest(content=content, slug=slug, confidence="low"))
    item = kura.feedback(FeedbackRequest(slug=slug, direction="down", note=f"the {CANARY} relay is gone"))
    assert item.review_id is not None and CANARY in kura.review_list()[0].reason
    return item.review_id


def resolution(kura_home: Path, item_id: str) -> dict[str, object]:
    return json.loads((kura_home / "stores" / "main" / "_review" / "resolved" / f"{item_id}.json").read_text())


@pytest.mark.parametrize("how", ["synced at open", "rebuilt at open", "rebuilt when asked"])
def test_a_file_deleted_by_hand_while_no_kura_looked_is_forgotten_when_the_index_is_rebuilt(
    kura_home: Path, settings: Settings, how: str
) -> None:
    """A memory's file deleted by hand while the store was closed (or before a `kura rebuild` looked): the
    index the store opens with (synced, or rebuilt for another embedder's vectors) or the one a rebuild
    replaces still holds its rows, and what it held tells which files went since it last saw them. Their
    copies go as a sync's would: the review item about it settled `dropped` without its words, its
    `MEMORY.md` line out."""
    kura = Kura(settings, embedder=HashEmbedder())
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    item_id = questioned(kura)
    root = kura_home / "stores" / "main"
    if how != "rebuilt when asked":
        kura.close()
    (root / "relay.md").unlink()
    assert holding(root / "_review", CANARY)
    if how == "rebuilt at open":  # the index as another embedder left it: rebuilt for this one's vectors
        with closing(sqlite3.connect(root / "_index" / "index.sqlite")) as conn, conn:
            conn.execute("UPDATE meta SET value = 'hash-v0' WHERE key = 'embedder'")
    if how != "rebuilt when asked":
        kura = Kura(settings, embedder=HashEmbedder())
        assert kura.recall(RecallRequest(question="kernel patch window")).memories  # the store opened
    else:
        assert kura.rebuild().memories == len(OTHERS)
    assert kura.review_list() == [] and holding(kura_home / "stores" / "main" / "_review", CANARY) == []
    assert resolution(kura_home, item_id)["resolution"] == {"action": "dropped", "forgotten": ["relay"], "write": None}
    doctor = kura.doctor()
    assert doctor.ok and doctor.drift.orphan_lines == [] and doctor.index_rows == len(OTHERS), doctor.drift
    kura.close()


def test_a_memory_renamed_by_hand_keeps_its_review_items_under_its_new_name(kura: Kura, kura_home: Path) -> None:
    """A file renamed by hand, its bytes as they were, is the same memory under a new name: the sync that
    finds the old name gone and the new one there moves the review items about it to the new slug (still
    pending, their words kept) and its `MEMORY.md` line names the new file where it stood. A later forget
    of the new name finds them."""
    for text in OTHERS[:2]:
        kura.remember(RememberRequest(content=text))
    item_id = questioned(kura)
    kura.remember(RememberRequest(content=OTHERS[2]))
    root = kura_home / "stores" / "main"
    lines = (root / "MEMORY.md").read_text().splitlines()
    (root / "relay.md").rename(root / "relay-restarts.md")
    assert kura.recall(RecallRequest(question="kernel patch window")).memories  # the store used: synced
    (item,) = kura.review_list()
    assert (item.id, item.slug, item.kind) == (item_id, "relay-restarts", "low_confidence") and CANARY in item.reason
    moved = [line.replace("(relay.md)", "(relay-restarts.md)") for line in lines]
    assert (root / "MEMORY.md").read_text().splitlines() == moved
    assert kura.doctor().ok
    kura.forget("relay-restarts", reason="private")
    assert kura.review_list() == [] and holding(kura_home / "stores" / "main" / "_review", CANARY) == []
    assert resolution(kura_home, item_id)["resolution"] == {
        "action": "dropped",
        "forgotten": ["relay-restarts"],
        "write": None,
    }


def test_a_memory_renamed_and_changed_by_hand_is_forgotten_under_its_old_name(kura: Kura, kura_home: Path) -> None:
    """A file renamed by hand and changed too is a memory gone and another one come: the review items about
    the old name are settled `dropped`, as for a file deleted by hand."""
    item_id = questioned(kura)
    root = kura_home / "stores" / "main"
    text = (root / "relay.md").read_text().replace(CANARY, "garden")
    (root / "relay-restarts.md").write_text(text)
    (root / "relay.md").unlink()
    assert kura.recall(RecallRequest(question="kernel patch window")).memories
    assert kura.review_list() == [] and holding(root / "_review", CANARY) == []
    assert resolution(kura_home, item_id)["resolution"] == {"action": "dropped", "forgotten": ["relay"], "write": None}
    assert "(relay.md)" not in (root / "MEMORY.md").read_text()


def test_a_hand_deleted_memory_s_line_goes_whole_or_not_at_all_whatever_write_fails(
    kura_home: Path, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sync that finds a memory's file deleted by hand takes its `MEMORY.md` line out as the write path
    changes the file (a temp file, fsynced, renamed over it): for n = 1, 2, … the n-th write, fsync, rename
    or SQLite write of that sync fails, and `MEMORY.md` is as it was or without the line, never half
    written, no temp file left; the next use finishes it."""
    kura = Kura(settings, embedder=HashEmbedder())
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    questioned(kura)
    kura.close()
    before = (kura_home / "stores" / "main" / "MEMORY.md").read_text()
    after = "".join(line for line in before.splitlines(keepends=True) if "(relay.md)" not in line)
    assert after != before
    (kura_home / "stores" / "main" / "relay.md").unlink()
    faults = Faults.install(monkeypatch)
    failed: list[str] = []
    for n in range(1, 200):
        home = tmp_path / f"n{n}"
        shutil.copytree(kura_home, home)
        root = home / "stores" / "main"
        again = Kura(load_settings(home=home, embedder={"kind": "hash"}), embedder=HashEmbedder())
        faults.arm(n, errno.EIO)
        try:
            again.engine("main").index  # noqa: B018 - opened and synced: the file found gone
        except Exception as exc:
            failed.append(f"{faults.fired}: {exc!r}")
        finally:
            faults.disarm()
        assert (root / "MEMORY.md").read_text() in (before, after), faults.fired
        assert not list(root.rglob("*.tmp"))
        again.engine("main").index  # noqa: B018 - the next use finishes what the failure stopped
        assert (root / "MEMORY.md").read_text() == after and again.review_list() == []
        assert holding(root / "_review", CANARY) == [] and again.doctor().ok
        again.close()
        if not faults.fired:
            break
        shutil.rmtree(home)
    else:
        raise AssertionError("the sync never got through")
    assert len(failed) >= 8, failed  # the item settled, MEMORY.md, the rows: each step of the sync


def test_a_memory_file_added_by_hand_gets_the_line_a_write_gives_it_once(kura: Kura, kura_home: Path) -> None:
    """A memory file put in the store by hand is on the map: the sync that indexes it appends its `MEMORY.md`
    line, byte for byte the line (and the file) a write of it makes; a later sync adds none, and a file a
    line already names (a person wrote its line first, in their own words) keeps that one line as it is."""
    for text in OTHERS[:2]:
        kura.remember(RememberRequest(content=text))
    root = kura_home / "stores" / "main"
    before = (root / "MEMORY.md").read_bytes()
    kura.remember(RememberRequest(content=RELAY, slug="relay"))
    written, raw = (root / "MEMORY.md").read_bytes(), (root / "relay.md").read_bytes()
    kura.forget("relay", reason="put back by hand")
    assert (root / "MEMORY.md").read_bytes() == before
    (root / "relay.md").write_bytes(raw)
    assert "relay" in {m.slug for m in kura.recall(RecallRequest(question="kernel patch window")).memories}
    assert (root / "MEMORY.md").read_bytes() == written
    (root / "MEMORY.md").write_bytes(written + b"- [Backups, my words](backups.md) - the slow disk\n")
    (root / "backups.md").write_text("The nightly backup job writes to the slow archive disk.\n")
    assert kura.recall(RecallRequest(question="nightly backup job")).memories  # synced again
    assert (root / "MEMORY.md").read_bytes() == written + b"- [Backups, my words](backups.md) - the slow disk\n"
    doctor = kura.doctor()
    assert doctor.ok and doctor.drift.missing_lines == doctor.drift.duplicate_lines == [], doctor.drift


@pytest.mark.parametrize("how", ["sync", "rebuild"])
def test_a_line_that_only_mentions_a_file_is_not_its_line(kura: Kura, kura_home: Path, how: str) -> None:
    """A memory's line whose trigger links to another file (``see [Rollback](rollback-plan.md)``) does not name
    that file: put in the store by hand, the file gets its own line from the sync or rebuild that finds it, as a
    write of it does (doctor had found it with no line: ``missing_lines``, ``ok: false``)."""
    kura.remember(RememberRequest(
        content="The deploy checklist lives in the ops wiki under release.",
        description="Deploy steps; see [Rollback](rollback-plan.md) too",
    ))  # fmt: skip
    root = kura_home / "stores" / "main"
    before = (root / "MEMORY.md").read_bytes()
    assert b"](rollback-plan.md)" in before
    (root / "rollback-plan.md").write_text("Rollback: revert the release tag and redeploy the previous build.\n")
    if how == "rebuild":
        kura.rebuild()
    else:
        assert "rollback-plan" in {m.slug for m in kura.recall(RecallRequest(question="revert release tag")).memories}
    line = kura.engine("main").store.read("rollback-plan").index_line()
    assert (root / "MEMORY.md").read_bytes() == before + line.encode() + b"\n"
    doctor = kura.doctor()
    assert doctor.ok and doctor.drift.missing_lines == [], doctor.drift


@pytest.mark.parametrize("how", ["sync", "rebuild"])
def test_a_hand_added_memory_s_line_is_there_once_whatever_write_of_its_sync_or_rebuild_fails(
    kura_home: Path, settings: Settings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """The line of a file put in the store by hand is appended before the file is indexed: for n = 1, 2, …
    the n-th write, fsync, rename or SQLite write of the sync that finds it (or of a `kura rebuild`) fails,
    and `MEMORY.md` is as it was or with the line, no temp file left; the next use finishes the sync and the
    file has its line, once (were it indexed first, a failure after its rows left it indexed and never on
    the map; a rebuild that gave it none would leave it so)."""
    kura = Kura(settings, embedder=HashEmbedder())
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    kura.remember(RememberRequest(content=RELAY, slug="relay"))
    root = kura_home / "stores" / "main"
    after, raw = (root / "MEMORY.md").read_text(), (root / "relay.md").read_bytes()
    kura.forget("relay", reason="put back by hand")
    kura.close()
    before = (root / "MEMORY.md").read_text()
    (root / "relay.md").write_bytes(raw)
    faults = Faults.install(monkeypatch)
    failed: list[str] = []
    for n in range(1, 200):
        home = tmp_path / f"n{n}"
        shutil.copytree(kura_home, home)
        store = home / "stores" / "main"
        again = Kura(load_settings(home=home, embedder={"kind": "hash"}), embedder=HashEmbedder())
        faults.arm(n, errno.EIO)
        try:
            if how == "sync":
                again.engine("main").index  # noqa: B018 - opened and synced: the file found new
            else:
                again.rebuild()  # the file new to the fresh index, as to a sync
        except Exception as exc:
            failed.append(f"{faults.fired}: {exc!r}")
        finally:
            faults.disarm()
        assert (store / "MEMORY.md").read_text() in (before, after), faults.fired
        assert not list(store.rglob("*.tmp"))
        again.engine("main").index  # noqa: B018 - the next use finishes what the failure stopped
        assert (store / "MEMORY.md").read_text() == after, faults.fired
        assert again.doctor().ok and again.recall(RecallRequest(question="kernel patch window")).memories
        again.close()
        if not faults.fired:
            break
        shutil.rmtree(home)
    else:
        raise AssertionError(f"the {how} never got through")
    assert len(failed) >= 3, failed  # the line's fsync and append, the rows


@pytest.mark.parametrize("how", ["rebuilt when asked", "rebuilt at open"])
def test_a_rebuild_gives_a_memory_file_added_by_hand_its_line_once(
    kura_home: Path, settings: Settings, how: str
) -> None:
    """Files dropped in the store folder, then a `kura rebuild` (or an index rebuilt at open for another
    embedder's vectors) before any sync looked: the rebuild indexes them and puts them on the map as a sync
    does (`Store.enlister`), the line byte for byte the one a write of the file makes. A file that does not read
    as a memory gets none (doctor names it), one a line names keeps that one line, and a second rebuild adds
    nothing."""
    kura = Kura(settings, embedder=HashEmbedder())
    for text in OTHERS:
        kura.remember(RememberRequest(content=text))
    root = kura_home / "stores" / "main"
    kura.remember(RememberRequest(content=RELAY, slug="relay"))
    written, raw = (root / "MEMORY.md").read_bytes(), (root / "relay.md").read_bytes()
    kura.forget("relay", reason="put back by hand")
    before = (root / "MEMORY.md").read_bytes()
    line = written.removeprefix(before)  # the line a write of it appends
    assert line != written and line.count(b"\n") == 1 and b"](relay.md)" in line
    mine = b"- [Backups, my words](backups.md) - the slow disk\n"
    (root / "MEMORY.md").write_bytes(before + mine)
    kura.close()
    (root / "relay.md").write_bytes(raw)
    (root / "backups.md").write_text("The nightly backup job writes to the slow archive disk.\n")
    (root / "broken-yaml.md").write_bytes(b"---\ntitle: [unclosed\ndescription: x: y: z\n---\nzebra notes\n")
    if how == "rebuilt at open":  # the index as another embedder left it: rebuilt for this one's vectors
        with closing(sqlite3.connect(root / "_index" / "index.sqlite")) as conn, conn:
            conn.execute("UPDATE meta SET value = 'hash-v0' WHERE key = 'embedder'")
    kura = Kura(settings, embedder=HashEmbedder())
    if how == "rebuilt at open":
        assert kura.recall(RecallRequest(question="kernel patch window")).memories  # the store opened
    else:
        assert kura.rebuild().memories == len(OTHERS) + 3
    assert (root / "MEMORY.md").read_bytes() == before + mine + line
    assert kura.rebuild().memories == len(OTHERS) + 3  # again: nothing added
    assert (root / "MEMORY.md").read_bytes() == before + mine + line
    drift = kura.doctor().drift
    assert drift.missing_lines == ["broken-yaml"] and drift.duplicate_lines == drift.not_indexed == [], drift
    kura.close()
