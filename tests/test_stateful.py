"""A model-based stateful test of the service (Hypothesis ``RuleBasedStateMachine``): random sequences of
remember / update / forget / feedback / rebuild / snapshot / rollback, a host editing, adding and removing
memory files behind kura's back, and crash-and-reopen (a new ``Kura`` on the same home), checked after
every step against a model of the truth — slug → (body, confidence): the files, ``MEMORY.md``, the index
rows, ``list``, recall and ``doctor`` all agree with it.

The run in every ``pytest`` is derandomised and bounded; ``-m slow`` runs a long random one
(``SLOW_EXAMPLES`` examples, 200 by default, of up to 40 steps).
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from kura_server.embed.hashing import HashEmbedder
from kura_server.index.db import connect
from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.store.paths import atomic_write

SUBJECTS = ["The build server", "The staging database", "Marta's laptop", "The release branch", "The VPN gateway"]
FACTS = ["lives in rack", "is rebuilt every night from dump", "rotates its key every", "needs ticket number"]
STEPS = ("low", "medium", "high")
pytestmark = pytest.mark.usefixtures("one_tls_context")  # crash-and-reopen opens many services


class KuraMachine(RuleBasedStateMachine):
    """The store as the model says it must be."""

    def __init__(self) -> None:
        super().__init__()
        self.home = Path(tempfile.mkdtemp(prefix="kura-stateful-"))
        self.kura = self._open()
        self.model: dict[str, tuple[str, str]] = {}  # slug → (body, confidence)
        self.taken: dict[str, dict[str, tuple[str, str]]] = {}  # snapshot id → the model then
        self.pristine: set[str] = set()  # remembered and never changed since: title and trigger match the body
        self.n = 0

    def _open(self) -> Kura:
        return Kura(load_settings(home=self.home, embedder={"kind": "hash"}), embedder=HashEmbedder())

    @property
    def root(self) -> Path:
        return self.home / "stores" / "main"

    def fact(self, subject: int, fact: int) -> str:
        """A new fact: its own number and word, so no two are near-duplicates and recall can name it."""
        self.n += 1
        return f"{SUBJECTS[subject]} {FACTS[fact]} {self.n * 7 + 3}; tag zq{self.n}x."

    def teardown(self) -> None:
        self.kura.close()
        shutil.rmtree(self.home, ignore_errors=True)

    @initialize()
    def start(self) -> None:
        self.kura.doctor()  # the store exists (MEMORY.md, index) before the first step

    # -- the service ------------------------------------------------------------------------------

    @rule(subject=st.integers(0, 4), fact=st.integers(0, 3), named=st.booleans())
    def remember(self, subject: int, fact: int, named: bool) -> None:
        body = self.fact(subject, fact)
        slug = f"m{self.n}" if named else None
        result = self.kura.remember(RememberRequest(content=body, slug=slug))
        assert result.action == "ADD", result
        assert slug is None or result.slug == slug
        self.model[result.slug] = (body, "medium")
        self.pristine.add(result.slug)

    @precondition(lambda self: self.pristine & set(self.model))
    @rule(data=st.data())
    def remember_again(self, data: st.DataObject) -> None:
        """The same words again: a NOOP naming the memory (its title and trigger were derived from them;
        after an update or an edit they were not, and the near-duplicate rule may rightly see two memories)."""
        slug = data.draw(st.sampled_from(sorted(self.pristine & set(self.model))))
        result = self.kura.remember(RememberRequest(content=self.model[slug][0]))
        assert (result.action, result.slug) == ("NOOP", slug), result

    @precondition(lambda self: self.model)
    @rule(data=st.data(), subject=st.integers(0, 4), fact=st.integers(0, 3))
    def update(self, data: st.DataObject, subject: int, fact: int) -> None:
        slug = data.draw(st.sampled_from(sorted(self.model)))
        body = self.fact(subject, fact)
        assert self.kura.update(slug, UpdateRequest(content=body)).action == "UPDATE"
        self.model[slug] = (body, self.model[slug][1])
        self.pristine.discard(slug)

    @precondition(lambda self: self.model)
    @rule(data=st.data())
    def forget(self, data: st.DataObject) -> None:
        slug = data.draw(st.sampled_from(sorted(self.model)))
        assert self.kura.forget(slug).action == "DELETE"
        del self.model[slug]

    @precondition(lambda self: self.model)
    @rule(data=st.data(), up=st.booleans())
    def feedback(self, data: st.DataObject, up: bool) -> None:
        slug = data.draw(st.sampled_from(sorted(self.model)))
        body, level = self.model[slug]
        result = self.kura.feedback(FeedbackRequest(slug=slug, direction="up" if up else "down"))
        step = STEPS.index(level) + (1 if up else -1)
        after = STEPS[min(max(step, 0), 2)]
        assert (result.confidence_before, result.confidence_after) == (level, after)
        assert (result.review_id is not None) == (not up and level == "low")
        self.model[slug] = (body, after)

    @rule()
    def rebuild(self) -> None:
        assert self.kura.rebuild().memories == len(self.model)

    @rule()
    def snapshot(self) -> None:
        self.taken[self.kura.snapshot().id] = dict(self.model)

    @precondition(lambda self: self.taken)
    @rule(data=st.data())
    def rollback(self, data: st.DataObject) -> None:
        kept = sorted(set(self.taken) & {s.id for s in self.kura.snapshots()})  # the oldest are pruned
        if not kept:
            return
        snap = data.draw(st.sampled_from(kept))
        result = self.kura.rollback(snap)
        self.taken[result.undo_snapshot] = dict(self.model)
        self.model = dict(self.taken[snap])

    # -- a host, behind kura's back ---------------------------------------------------------------

    @precondition(lambda self: self.model)
    @rule(data=st.data(), subject=st.integers(0, 4), fact=st.integers(0, 3))
    def edit_file(self, data: st.DataObject, subject: int, fact: int) -> None:
        """An editor saves a new body (temp file, rename: what most editors and agent hosts do)."""
        slug = data.draw(st.sampled_from(sorted(self.model)))
        path = self.root / f"{slug}.md"
        front = path.read_text(encoding="utf-8").split("\n---\n", 1)[0]
        body = self.fact(subject, fact)
        atomic_write(path, f"{front}\n---\n\n{body}\n")
        self.model[slug] = (body, self.model[slug][1])
        self.pristine.discard(slug)

    @rule(subject=st.integers(0, 4), fact=st.integers(0, 3))
    def add_file(self, subject: int, fact: int) -> None:
        """A host writes a memory of its own layout, and its ``MEMORY.md`` line."""
        body = self.fact(subject, fact)
        slug = f"host-{self.n}"
        atomic_write(self.root / f"{slug}.md", f"---\nname: {slug}\ndescription: {body}\n---\n\n{body}\n")
        index = (self.root / "MEMORY.md").read_text(encoding="utf-8")
        atomic_write(self.root / "MEMORY.md", index.rstrip("\n") + f"\n- [{slug}]({slug}.md) — {body}\n")
        self.model[slug] = (body, "medium")

    @precondition(lambda self: self.model)
    @rule(data=st.data())
    def delete_file(self, data: st.DataObject) -> None:
        """A host removes a memory: the file and its ``MEMORY.md`` line."""
        slug = data.draw(st.sampled_from(sorted(self.model)))
        (self.root / f"{slug}.md").unlink()
        lines = (self.root / "MEMORY.md").read_text(encoding="utf-8").splitlines()
        atomic_write(self.root / "MEMORY.md", "\n".join(x for x in lines if f"]({slug}.md)" not in x) + "\n")
        del self.model[slug]

    @rule()
    def crash_and_reopen(self) -> None:
        self.kura.close()
        self.kura = self._open()

    # -- the truth, after every step --------------------------------------------------------------

    @invariant()
    def files_and_memory_md_agree(self) -> None:
        files = {p.stem for p in self.root.glob("*.md")} - {"MEMORY"}
        assert files == set(self.model)
        entries = [e.slug for e in self.kura.engine("main").store.index_entries()]
        assert sorted(entries) == sorted(self.model), entries  # one line each, none left over
        listed = {m.slug: m.confidence for m in self.kura.list()}
        assert listed == {slug: level for slug, (_, level) in self.model.items()}
        for slug, (body, _) in self.model.items():
            assert self.kura.get(slug).body.strip() == body

    @invariant()
    def index_and_recall_agree(self) -> None:
        report = self.kura.doctor()
        assert report.ok and report.memories == len(self.model) and report.index_rows == len(self.model), report
        conn = connect(self.root / "_index" / "index.sqlite", vec=False)
        try:
            rows = {s: (b.strip(), c) for s, b, c in conn.execute("SELECT slug, body, confidence FROM memories")}
        finally:
            conn.close()
        assert rows == self.model
        for slug, (body, _) in self.model.items():
            tag = re.search(r"zq\d+x", body).group()  # type: ignore[union-attr]
            hits = self.kura.recall(RecallRequest(question=tag, k=1, thinker=False)).memories
            assert [h.slug for h in hits] == [slug], (tag, hits)


CI = settings(
    derandomize=True,
    max_examples=12,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_the_service_agrees_with_its_model() -> None:
    run_state_machine_as_test(KuraMachine, settings=CI)


@pytest.mark.slow
def test_the_service_agrees_with_its_model_long() -> None:
    examples = int(os.environ.get("SLOW_EXAMPLES", "200"))
    run_state_machine_as_test(
        KuraMachine,
        settings=settings(
            max_examples=examples, stateful_step_count=40, deadline=None, suppress_health_check=list(HealthCheck)
        ),
    )
