"""What the review queue and evolve keep once settled: settled review items (``_review/resolved/``) and
evolve proposals (``_evolve/proposals/``) older than ``[review] keep_settled_days`` are removed at each
evolve look; newer ones stay, a pending item is never touched, nor a proposal a pending item names. A
forget reads every settled item and every proposal, so what it reads stays bounded."""

from __future__ import annotations

import datetime as dt
import os
import time
from pathlib import Path

import pytest

from kura_server.distill import drafts
from kura_server.embed.hashing import HashEmbedder
from kura_server.evolve.proposal import Proposal
from kura_server.evolve.snapshots import new_id
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings

DAY = 86_400.0


def aged(path: Path, days: float) -> None:
    """The file's time set ``days`` back (when it was settled, as far as pruning looks)."""
    when = time.time() - days * DAY
    os.utime(path, (when, when))


def proposal(kura: Kura, **fields: object) -> Path:
    eng = kura.engine("main")
    made = Proposal(
        id=new_id(), store="main", created=dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), how="rules",
        **fields,
    )  # fmt: skip
    return made.save(eng.store)


def queue(kura: Kura, n: int) -> list[str]:
    review = kura.engine("main").review
    return [review.add("low_confidence", f"item {i}", proposal=f"A thing {i} to check.") for i in range(n)]


def setup_store(kura: Kura) -> dict[str, Path]:
    """Review items and proposals of each kind, old (100 days) and new (1 day); their files by name."""
    kura.remember(RememberRequest(content="The archive lives on the slow disk; the fast disk is scratch only."))
    eng = kura.engine("main")
    review = eng.review
    folder = eng.store.root / "_review"
    pending_old, settled_old, settled_new, pending_naming = queue(kura, 4)
    for item_id in (settled_old, settled_new):
        review.close(review.get(item_id), {"action": "discard"})
    kept_for_a_person = proposal(kura, status="rejected", rejected_reason="retention: a query lost its top hit")
    named = review.get(pending_naming)
    review.close(named, {"action": "discard"})  # re-queued below, naming the rejected proposal
    pending_naming = review.add(
        "evolve_rejected_proposal", "rejected", payload={"source": "evolve", "proposal": kept_for_a_person.stem}
    )
    files = {
        "pending_old": folder / f"{pending_old}.json",
        "pending_naming": folder / f"{pending_naming}.json",
        "settled_old": folder / "resolved" / f"{settled_old}.json",
        "settled_new": folder / "resolved" / f"{settled_new}.json",
        "settled_named": folder / "resolved" / f"{named.id}.json",
        "proposal_old": proposal(kura, status="applied"),
        "proposal_dry_old": proposal(kura, status="dry_run"),
        "proposal_new": proposal(kura, status="applied"),
        "proposal_named_old": kept_for_a_person,
    }
    for name, path in files.items():
        assert path.is_file(), name
        aged(path, 1 if name.endswith("_new") else 100)
    return files


def test_settled_review_items_and_proposals_past_the_retention_go_at_the_evolve_look(kura: Kura) -> None:
    files = setup_store(kura)
    result = kura.evolve()
    assert result.store == "main"
    gone = sorted(name for name, path in files.items() if not path.exists())
    assert gone == ["proposal_dry_old", "proposal_old", "settled_named", "settled_old"]
    pending = {i.id for i in kura.review_list()}
    assert {files["pending_old"].stem, files["pending_naming"].stem} <= pending  # pending: never touched


@pytest.mark.parametrize("case", ["retention 0", "dry run", "frozen store"])
def test_nothing_is_pruned_with_a_retention_of_0_by_a_dry_run_or_in_a_frozen_store(kura_home: Path, case: str) -> None:
    writer = Kura(load_settings(embedder={"kind": "hash"}), embedder=HashEmbedder())
    files = setup_store(writer)
    writer.close()
    config: dict[str, object] = {
        "retention 0": {"review": {"keep_settled_days": 0}},
        "dry run": {},
        "frozen store": {"stores": {"main": {"write_policy": "frozen"}}},
    }[case]
    kura = Kura(load_settings(embedder={"kind": "hash"}, **config), embedder=HashEmbedder())
    try:
        kura.evolve(dry_run=case == "dry run")
    finally:
        kura.close()
    assert [name for name, path in files.items() if not path.is_file()] == []


def test_the_toss_log_keeps_its_lines_as_long_as_settled_items(kura: Kura) -> None:
    """The drain's toss log (``_distill/tossed.jsonl``: what it did not write, and why) is read whole by
    every forget, which takes a forgotten memory's words out of it: its lines older than the retention go
    at the evolve look, newer ones and one whose time does not read stay."""
    kura.remember(RememberRequest(content="The archive lives on the slow disk; the fast disk is scratch only."))
    store = kura.engine("main").store
    log = drafts.tossed(store)
    for n in range(3):
        log.add({"draft": f"d{n}", "target": None, "reason": "refused at pour", "title": f"T{n}", "body": f"B{n}"})
    lines = log.read()
    lines[0]["at"] = (dt.datetime.now(dt.UTC) - dt.timedelta(days=100)).isoformat(timespec="seconds")
    lines[1]["at"] = "not a time"
    log.rewrite(lines)
    kura.evolve()
    assert [r["draft"] for r in log.read()] == ["d1", "d2"]
