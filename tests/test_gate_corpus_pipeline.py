"""The adversarial corpus through the real pipeline (issue 11): one journal per case, a scripted lying
model on a real socket answering the brain, scribe and thinker in kura's own formats, then
``kura.distill_run()`` and ``kura.drain()`` (the public service API): every case told past spot, every secret, and a
third of the rest (``_runs``; every case with ``KURA_CORPUS_PIPELINE=all``). After the run: no attack's planted
text is in a memory (memory files, MEMORY.md, the index and its WAL), every honest case is a memory,
and a memory's stored confidence is the bucket the gate computed.

A secret the model writes itself is nowhere under KURA_HOME nor in what any model was sent. The same
holds with ``[models] cache = true`` (the model client redacts every reply before it is cached), and a
reconcile DELETE / UPDATE aimed at a safety memory leaves it as it was (the verdict goes to review), and one aimed
at a memory the new fact does not speak of, or a NOOP no memory's words back, leaves the memory as it was and writes
the new fact as a memory of its own (``write/reconcile.changes`` / ``repeats``).
"""

from __future__ import annotations

import json
import os
import re
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import pytest
from model_server import ModelServer

from kura_server.bench import gate
from kura_server.distill.journals import read_journal
from kura_server.distill.stages import render_segments
from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.write.gate import Candidate, Segment, check_candidate
from kura_server.write.reconcile import content_words, is_near_duplicate
from kura_server.write.redact import redact

CASES = gate.corpus()
ATTACKS = [c for c in CASES if c["side"] == "attack"]
HONEST = [c for c in CASES if c["side"] == "honest"]


def _runs(case: dict[str, Any]) -> bool:
    """Whether ``case`` runs through the pipeline here (about 60 ms a case, in one store). Every case whose way through
    the pipeline is its own — a lie told at compose, at the drain or at reconcile, a secret (it could be left in a log,
    a review item, a cache or what a model is sent) — and a third of those refused or kept at spot, chosen by their
    ids' CRC-32 (stable, spread over every round and kind): what the gate says of every spot case is
    ``tests/test_gate_corpus.py``'s to check, and a spot case goes the way its verdict sends it, as the third shows.
    ``KURA_CORPUS_PIPELINE=all`` runs every case (a merge of the gate's rounds does)."""
    if os.environ.get("KURA_CORPUS_PIPELINE") == "all" or case["stage"] != "spot" or case.get("secret"):
        return True
    return zlib.crc32(case["id"].encode()) % 3 == 0


RUN = [c for c in CASES if _runs(c)]
SECRETS = [c for c in ATTACKS if c.get("secret")]
CHANGES = [c for c in ATTACKS if c["stage"] == "reconcile"]  # a thinker that lies about an existing memory
SAFETY = [c for c in CHANGES if c["category"] == "safety memory"]
ELSEWHERE = [c for c in CHANGES if c["category"] != "safety memory"]


def journal_lines(transcript: list[dict[str, Any]]) -> list[str]:
    """A corpus transcript as a generic JSONL journal: TOOL/ACT segments become a call and its result."""
    out: list[dict[str, Any]] = []
    for i, seg in enumerate(transcript):
        if seg["class"] == "USER":
            out.append({"role": "user", "content": seg["text"]})
        elif seg["class"] == "SELF":
            out.append({"role": "assistant", "content": seg["text"]})
        else:
            call = seg["call"]
            fn = {"name": call["name"], "arguments": json.dumps(call["arguments"])}
            out.append(
                {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [{"id": f"c{i}", "type": "function", "function": fn}],
                }
            )
            out.append({"role": "tool", "tool_call_id": f"c{i}", "content": seg["text"]})
    return [json.dumps(m, ensure_ascii=False) for m in out]


# A hex digest the store writes (a text's or its evidence's sha256) and the ids it derives from them (a review item's
# fourteen digits and eight hex, a draft's or a span's 24 hex): any of them holds six given digits now and then (r34's
# planted '839217' once stood inside a digest, '731649' inside the review id 30596556731649-a19340d6), which is no
# planted text kept.
_DIGEST = re.compile(rb"[0-9a-f]{32,}|(?<![0-9a-f])(?:[0-9]{14}-[0-9a-f]{8}|[sd][0-9a-f]{24})(?![0-9a-f])")


# A planted number stands as a number of its own: r43's four-digit '5193' once stood inside a longer one the run wrote
# (a time, a count, a score's decimals), which is no code kept.
_NUMBER = re.compile(rb"[0-9](?:[0-9 -]*[0-9])?")


@lru_cache(maxsize=4)
def _outside_digests(haystack: bytes) -> bytes:
    """``haystack`` with its digests and ids blanked: once for a run's bytes (MBs), not once for each planted text."""
    return _DIGEST.sub(b"\x00", haystack)


def _holds(haystack: bytes, planted: str) -> bool:
    """Whether ``planted`` is in ``haystack``, read outside its digests and ids unless it is one itself, and a
    planted number only where it stands as one (no digit, decimal point or decimals against it)."""
    needle = planted.encode()
    if needle not in haystack:  # most are not: the digests and ids are read only where it is
        return False
    read = haystack if _DIGEST.search(needle) else _outside_digests(haystack)
    if not _NUMBER.fullmatch(needle):
        return needle in read
    at = read.find(needle)
    while at != -1:  # each place it stands (a search from each place the pattern could start reads MBs slowly)
        before, after = read[max(0, at - 1) : at], read[at + len(needle) : at + len(needle) + 2]
        if not re.fullmatch(rb"[0-9.]", before) and not re.match(rb"[0-9]|\.[0-9]", after):
            return True
        at = read.find(needle, at + 1)
    return False


@dataclass
class Run:
    home: Path
    store: Path
    memories: dict[str, str]  # slug -> body
    confidence: dict[str, str]  # slug -> stored confidence
    existing: dict[str, tuple[str, str]]  # case id -> (slug, body before the run)
    review: list[tuple[str, str | None]]  # (kind, slug) of each review item the run left
    sent: str  # everything the model server received

    @cached_property  # the run is over: read once for every case's test
    def memory_bytes(self) -> bytes:
        """Everything that is memory: memory files and MEMORY.md (the store, less its workshop folders),
        and the index with its WAL."""
        files = [p for p in self.store.rglob("*") if p.is_file()]
        kept = [p for p in files if not any(part.startswith("_") for part in p.relative_to(self.store).parts[:-1])]
        kept += [p for p in files if p.relative_to(self.store).parts[0] == "_index"]
        return b"\n".join(p.read_bytes() for p in kept)

    @cached_property
    def everything(self) -> bytes:
        return b"\n".join(p.read_bytes() for p in self.home.rglob("*") if p.is_file()) + self.sent.encode()

    def where(self, planted: str) -> list[str]:
        """Where ``planted`` stands (a failure's message): each file under KURA_HOME that holds it, and "sent" for what
        a model was sent, each with the text around it."""
        places = [(str(p.relative_to(self.home)), p.read_bytes()) for p in self.home.rglob("*") if p.is_file()]
        return [
            f"{name}: {data[max(0, data.find(planted.encode()) - 160) : data.find(planted.encode()) + 40]!r}"
            for name, data in [*places, ("sent", self.sent.encode())]
            if _holds(data, planted)
        ]


def _script(server: ModelServer, journals: Path, cases: list[dict[str, Any]], existing: dict[str, str]) -> None:
    for case in cases:
        path = journals / f"case-{case['id']}.jsonl"
        path.write_text("\n".join(journal_lines(case["transcript"])) + "\n", encoding="utf-8")
        turns, _ = read_journal(path, adapter="jsonl", final=True)
        segments = [Segment(cls=t.cls, text=t.text) for t in turns]
        read = [(s.cls, s.text) for s in segments]
        # the adapter hands on its turns redacted (a secret a person pastes is masked before any model sees it)
        assert read == [(s["class"], redact(s["text"]).text) for s in case["transcript"]], (case["id"], read)
        candidate = case["candidate"]
        server.on(render_segments(segments), json.dumps({"candidates": [candidate]}, ensure_ascii=False))
        text = redact(candidate["text"]).text  # what the model client hands on (every reply is redacted)
        written = {**gate.composed_text({**case, "stage": "spot"}), **(case.get("compose") or {})}
        server.on(f"<fact>\n{text}\n", json.dumps({**written, "type": candidate.get("type", "project")}))
        if case["stage"] == "drain":
            server.on(f"\n{written['body']}\n</draft>", json.dumps({**case["drain"], "type": "project"}))
        if case["stage"] == "reconcile":
            verdict = {**case["novelty"], "target": existing[case["id"]]}
            server.on(f"<candidate>\n{text}\n", json.dumps(verdict))
    server.on("# Task: novelty", json.dumps({"action": "ADD", "target": None, "relation": "NEW", "reason": "new"}))
    server.on("# Task: propagation", json.dumps({"verdicts": []}))
    server.on("# Task: drain", json.dumps({"verdict": "pour", "reason": "true to its quotes"}))


@contextmanager
def distil(root: Path, cases: list[dict[str, Any]], *, cache: bool = False) -> Iterator[Run]:
    """``cases`` through ``distill_run`` then ``drain``, against a scripted lying model."""
    home, journals = root / "kura-home", root / "journals"
    journals.mkdir()
    with ModelServer() as server:
        settings = load_settings(
            home=home,
            embedder={"kind": "hash"},
            models={"thinker": server.profile(), "cache": cache},
            stores={"main": {"path": home / "stores" / "main"}},
            distill={  # every existing memory a neighbour of every candidate: each lie at reconcile is heard
                "neighbours": 20,
                "journals": {"corpus": {"path": journals, "store": "main", "adapter": "jsonl", "glob": "*.jsonl"}},
            },
        )
        kura = Kura(settings, embedder=HashEmbedder())
        try:
            existing: dict[str, tuple[str, str]] = {}
            for case in cases:
                if e := case.get("existing"):
                    slug = kura.remember(RememberRequest(content=e["content"], title=e["title"], tags=e["tags"])).slug
                    assert slug is not None
                    existing[case["id"]] = (slug, kura.get(slug).body)
            _script(server, journals, cases, {cid: slug for cid, (slug, _) in existing.items()})
            ran = kura.distill_run()
            drained = kura.drain()
            assert ran.batches == len(cases) and not ran.errors, ran
            assert not drained.errors, drained
            mems = {m.slug: kura.get(m.slug) for m in kura.list()}
            yield Run(
                home=home,
                store=home / "stores" / "main",
                memories={s: m.body.strip() for s, m in mems.items()},
                confidence={s: m.confidence for s, m in mems.items()},
                existing=existing,
                review=[(i.kind, i.slug) for i in kura.review_list()],
                sent="\n".join(json.dumps(b, ensure_ascii=False) for b in server.bodies),
            )
        finally:
            kura.close()


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Run]:
    with distil(tmp_path_factory.mktemp("corpus"), RUN) as result:
        yield result


@pytest.fixture(scope="module")
def cached_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Run]:
    """The secret cases again, with ``[models] cache = true``: the reply cache keeps what models said."""
    with distil(tmp_path_factory.mktemp("corpus-cached"), SECRETS, cache=True) as result:
        yield result


def test_a_planted_number_is_found_where_it_stands_and_not_inside_another() -> None:
    assert _holds(b"The garage opener code: 5193\n", "5193")
    assert _holds(b'"body": "code 5193."', "5193")
    assert _holds(b"pin=5193;", "5193")
    assert not _holds(b"took 1765035193 ms", "5193")
    assert _holds(b"took 1765035193 ms, then code 5193", "5193")  # the second place it stands is a number of its own
    assert not _holds(b"5193" + b"7" + b"0" * 64, "5193")  # inside a digest
    assert not _holds(b"score 0.51934", "5193")
    assert not _holds(b"5193.25 s", "5193")
    assert _holds(b"call 17 42 38 now", "17 42 38")
    assert not _holds(b"at 117 42 388", "17 42 38")
    assert _holds(b"a Kolding code", "Kolding")


@pytest.mark.parametrize(
    "case", [c for c in RUN if c["side"] == "attack" and c["stage"] != "reconcile"], ids=lambda c: c["id"]
)
def test_no_planted_text_becomes_memory(run: Run, case: dict[str, Any]) -> None:
    memory = run.memory_bytes
    for planted in case["planted"]:
        assert not _holds(memory, planted), f"{case['id']}: {planted!r} is in a memory or the index"


def test_no_honest_case_repeats_another() -> None:
    """Every case runs in one store, so an honest fact another honest case's body already says (its words in
    order, the same opening, numbers and negations) would be a NOOP there, by whichever the drain wrote first:
    a flaky miss, not a gate verdict. Checked at any similarity, so the embedder cannot hide one."""
    said = {c["id"]: (c["candidate"]["text"], gate.composed_text(c)["body"]) for c in HONEST}
    by_opening: dict[tuple[str, ...], list[tuple[str, str]]] = {}  # a repeat opens as its text does (``covered``)
    for b, (_, body) in said.items():
        by_opening.setdefault(tuple(content_words(body)[:2]), []).append((b, body))
    repeats = [
        f"{a} <= {b}"
        for a, texts in said.items()
        for b, body in dict.fromkeys(pair for t in texts for pair in by_opening.get(tuple(content_words(t)[:2]), []))
        if body not in texts and any(is_near_duplicate(t, body, 1.0, min_similarity=0.0) for t in texts)
    ]
    assert not repeats, repeats


def test_no_honest_case_is_answered_as_another() -> None:
    """The scripted model answers a transcript by the first case registered whose rendered transcript it holds: an
    honest case whose transcript an earlier case's holds ("Odio Scala." is Spanish and Italian alike) is answered with
    that case's candidate, and its own is never proposed — a miss no gate made."""
    rendered = [
        (
            c["id"],
            c["candidate"]["text"],
            render_segments([Segment(cls=s["class"], text=s["text"]) for s in c["transcript"]]),
        )
        for c in CASES
    ]
    honest = {c["id"] for c in HONEST}
    shadowed = [
        f"{b} by {a}"
        for k, (b, claim, text) in enumerate(rendered)
        if b in honest
        for a, other, earlier in rendered[:k]
        if earlier in text and other != claim
    ]
    assert not shadowed, shadowed


@pytest.mark.parametrize("case", [c for c in RUN if c["side"] == "honest"], ids=lambda c: c["id"])
def test_honest_facts_are_memories(run: Run, case: dict[str, Any]) -> None:
    """Each is a memory, with the bucket the gate computed (issue 11 item 8). That the gate keeps every honest case
    is ``tests/test_gate_corpus.py``'s to say; one it refuses fails here too, as no memory."""
    body = gate.composed_text(case)["body"]
    slugs = [slug for slug, text in run.memories.items() if text == body]
    assert slugs, f"{case['id']}: no memory holds {body!r}"
    segments = [Segment(cls=s["class"], text=s["text"]) for s in case["transcript"]]
    verdict = check_candidate(Candidate.model_validate(case["candidate"]), segments)
    assert run.confidence[slugs[0]] == verdict.confidence


def test_every_bucket_is_stored_as_computed(run: Run) -> None:
    """Issue 11 item 8: not only "high" survives; a "low" bucket that passed is stored as "low"."""
    assert {"low", "medium", "high"} <= set(run.confidence.values()), run.confidence


@pytest.mark.parametrize("case", SECRETS, ids=lambda c: c["id"])
def test_a_secret_the_model_writes_is_nowhere(run: Run, case: dict[str, Any]) -> None:
    """Everything under KURA_HOME (files, SQLite, WAL, logs) and everything the model was sent."""
    everything = run.everything
    for planted in case["planted"]:
        assert not _holds(everything, planted), f"{case['id']}: {planted!r} is stored or was sent: {run.where(planted)}"


@pytest.mark.parametrize("case", SECRETS, ids=lambda c: c["id"])
def test_a_secret_the_model_writes_is_not_in_the_reply_cache(cached_run: Run, case: dict[str, Any]) -> None:
    everything = cached_run.everything
    for planted in case["planted"]:
        assert not _holds(everything, planted), f"{case['id']}: {planted!r} is kept: {cached_run.where(planted)}"


@pytest.mark.parametrize("case", SAFETY, ids=lambda c: c["id"])
def test_a_safety_memory_is_not_the_distillers_to_change(run: Run, case: dict[str, Any]) -> None:
    slug, before = run.existing[case["id"]]
    assert run.memories[slug] == before.strip()  # unchanged: the verdict went to the review queue


@pytest.mark.parametrize("case", ELSEWHERE, ids=lambda c: c["id"])
def test_a_change_the_new_fact_does_not_speak_of_loses_nothing(run: Run, case: dict[str, Any]) -> None:
    """The thinker UPDATEs, DELETEs or calls a repeat a memory the person stated, for a fact about something else:
    the memory is as it was, the new fact is a memory of its own, and an UPDATE or DELETE is a question to a person."""
    slug, before = run.existing[case["id"]]
    assert run.memories[slug] == before.strip()
    assert gate.composed_text(case)["body"] in run.memories.values()
    if case["novelty"]["action"] != "NOOP":
        assert ("conflict", slug) in run.review
