"""Every identifier a caller can give is refused whole when it holds a control character, a trailing
newline, a path separator, ``..`` or a Windows device name — with a 4xx in the one error shape, and
nothing stored. Python's ``$`` matches before a final ``\\n``: every identifier pattern ends in ``\\Z``.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.scheduler.board import JobBoard
from kura_server.schemas import FeedbackRequest, RecallRequest, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import STORE_NAME, load_settings, register_store
from kura_server.store.memory import SCOPE, new_slug
from kura_server.store.paths import SLUG, validate_slug
from kura_server.surfaces.app import create_app

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
RESERVED = ["con", "prn", "aux", "nul", *(f"com{n}" for n in range(1, 10)), *(f"lpt{n}" for n in range(1, 10))]
CONTROLS = [chr(c) for c in (*range(0x20), 0x7F, *range(0x80, 0xA0), 0x2028, 0x2029)]
ONCE = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

word = st.from_regex(r"[a-z0-9]{1,12}", fullmatch=True)


def _spliced(parts: tuple[str, str, str]) -> str:
    return "".join(parts)


def _cased(name: str, suffix: str, upper: bool) -> str:
    return (name.upper() if upper else name) + suffix


def bad(prefix: str = "") -> st.SearchStrategy[str]:
    """Names that must be refused: ``prefix`` + a valid word spoiled by one of the five faults.
    Windows device names are tried bare (they name a file or a folder only where nothing precedes them)."""
    faults = st.one_of(
        st.tuples(word, st.sampled_from(CONTROLS), st.one_of(st.just(""), word)).map(_spliced),
        word.map(lambda w: w + "\n"),
        word.map(lambda w: w + "\r\n"),
        st.tuples(word, st.sampled_from(["/", "\\"]), word).map(_spliced),
        st.tuples(st.sampled_from(["", "a"]), st.just(".."), st.sampled_from(["", "b", "/x"])).map(_spliced),
    )
    device = st.tuples(st.sampled_from(RESERVED), st.sampled_from(["", ".md", ".txt", ".tar.gz"]), st.booleans())
    return st.one_of(faults.map(lambda w: prefix + w), device.map(lambda t: _cased(*t)))


def refused(call: Callable[[], Any]) -> None:
    """``call`` fails with a 4xx ``KuraError`` (or the schema's ``ValidationError``, a 400 at every surface)."""
    try:
        call()
    except KuraError as exc:
        assert 400 <= exc.status < 500, exc
    except ValidationError:
        pass
    else:
        raise AssertionError("accepted")


def nothing_stored(root: Path) -> None:
    """Only ``MEMORY.md`` (without entries) and ``_`` workshop folders in the store: no memory file."""
    names = sorted(os.listdir(root)) if root.is_dir() else []
    assert [n for n in names if n != "MEMORY.md" and not n.startswith("_")] == [], names
    if (root / "MEMORY.md").is_file():
        assert "](" not in (root / "MEMORY.md").read_text(encoding="utf-8")


# -- the patterns themselves -----------------------------------------------------------------------


@given(name=bad())
@settings(max_examples=150, deadline=None)
@example(name="evil\n")
@example(name="CON")
@example(name="com1.md")
def test_no_identifier_pattern_takes_a_spoiled_name(name: str) -> None:
    for pattern in (SLUG, STORE_NAME, SCOPE):
        assert pattern.match(name) is None and pattern.fullmatch(name) is None
    with pytest.raises(KuraError) as exc:
        validate_slug(name)
    assert exc.value.status == 400


@given(scope=st.one_of(bad("repo:"), bad("agent:"), bad("global")))
@settings(max_examples=200, deadline=None)
@example(scope="global\n")
@example(scope="repo:kura\n")
def test_no_scope_takes_a_spoiled_name(scope: str) -> None:
    assert SCOPE.match(scope) is None


def test_the_scope_grammar_has_no_dot_dot_and_no_trailing_dot() -> None:
    for good in ("global", "repo:kura", "repo:a.b", "agent:claude-code", "repo:con"):
        assert SCOPE.match(good), good
    for spoiled in ("global\n", "repo:a..b", "repo:a.", "repo:", "agent:.x", "Global"):
        assert SCOPE.match(spoiled) is None, spoiled


@pytest.mark.parametrize("title", ["Con", "NUL", "com1", "lpt9 "])
def test_a_derived_slug_never_names_a_windows_device(title: str) -> None:
    slug = new_slug(title)
    assert SLUG.match(slug) and slug.endswith("-2")


# -- the library -----------------------------------------------------------------------------------


@pytest.fixture
def seeded(kura: Kura) -> Iterator[tuple[Kura, Path]]:
    kura.snapshot()  # so a snapshot folder exists: a bad id must be refused before any lookup
    yield kura, kura.engine("main").store.root


@given(name=bad())
@ONCE
@example(name="evil\n")
def test_the_library_refuses_every_spoiled_slug(seeded: tuple[Kura, Path], name: str) -> None:
    kura, root = seeded
    refused(lambda: kura.remember(RememberRequest(content=FACT, slug=name)))
    refused(lambda: kura.get(name))
    refused(lambda: kura.update(name, UpdateRequest(confidence="high")))
    refused(lambda: kura.forget(name))
    refused(lambda: kura.feedback(FeedbackRequest(slug=name, direction="up")))
    nothing_stored(root)


@given(name=st.one_of(bad(), bad("repo:"), bad("agent:")))
@ONCE
@example(name="global\n")
def test_the_library_refuses_every_spoiled_scope(seeded: tuple[Kura, Path], name: str) -> None:
    kura, root = seeded
    refused(lambda: kura.remember(RememberRequest(content=FACT, scope=name)))
    refused(lambda: kura.recall(RecallRequest(question="archive", scope=name)))
    refused(lambda: kura.wm_read(name))
    refused(lambda: kura.wm_clear(name))
    refused(lambda: kura.list(scope=name))
    nothing_stored(root)


@given(name=bad())
@ONCE
def test_the_library_refuses_every_spoiled_store_mode_and_id(seeded: tuple[Kura, Path], name: str) -> None:
    kura, root = seeded
    refused(lambda: kura.remember(RememberRequest(content=FACT), store=name))
    refused(lambda: kura.recall(RecallRequest(question="archive"), mode=name))
    refused(lambda: kura.rollback(name))
    refused(lambda: kura.review_resolve(name, _approve()))
    refused(lambda: JobBoard(kura).run_job(name))
    refused(lambda: JobBoard(kura).run_job(f"{name}:weave"))
    refused(lambda: register_store(name, None))
    nothing_stored(root)


def _approve() -> Any:
    from kura_server.schemas import ReviewResolveRequest

    return ReviewResolveRequest(decision="discard")


# -- REST ------------------------------------------------------------------------------------------


@pytest.fixture
def client(kura_home: Path) -> Iterator[tuple[TestClient, Path]]:
    cfg = load_settings(embedder={"kind": "hash"})
    app = create_app(cfg, kura=Kura(cfg, embedder=HashEmbedder()))
    with TestClient(app, base_url="http://127.0.0.1:8000") as c:
        assert c.post("/snapshots", json={}).status_code == 200
        yield c, cfg.store_path("main")


def rest_refused(response: Any) -> None:
    assert 400 <= response.status_code < 500, response.text
    body = response.json()
    assert set(body) == {"error"} and body["error"]["code"] and body["error"]["message"]


@given(name=bad())
@ONCE
@example(name="evil\n")
def test_rest_refuses_every_spoiled_slug_and_id(client: tuple[TestClient, Path], name: str) -> None:
    c, root = client
    # every character escaped, the dots too: a client folds a bare ".." segment away ("/memory/.." is sent as "/",
    # the index), so the name would never reach the route it is meant to spoil
    path = quote(name, safe="").replace(".", "%2E")
    rest_refused(c.post("/remember", json={"content": FACT, "slug": name}))
    rest_refused(c.get(f"/memory/{path}"))
    rest_refused(c.patch(f"/memory/{path}", json={"confidence": "high"}))
    rest_refused(c.delete(f"/memory/{path}"))
    rest_refused(c.post("/feedback", json={"slug": name, "direction": "up"}))
    rest_refused(c.post("/rollback", json={"snapshot": name}))
    rest_refused(c.post(f"/review/{path}/resolve", json={"decision": "discard"}))
    rest_refused(c.post(f"/jobs/{path}/run"))
    rest_refused(c.post("/recall", params={"store": name}, json={"question": "archive"}))
    rest_refused(c.post("/recall", params={"mode": name}, json={"question": "archive"}))
    nothing_stored(root)


@given(name=st.one_of(bad(), bad("repo:"), bad("agent:")))
@ONCE
@example(name="global\n")
def test_rest_refuses_every_spoiled_scope(client: tuple[TestClient, Path], name: str) -> None:
    c, root = client
    rest_refused(c.post("/remember", json={"content": FACT, "scope": name}))
    rest_refused(c.post("/recall", json={"question": "archive", "scope": name}))
    rest_refused(c.get("/wm", params={"scope": name}))
    rest_refused(c.get("/memories", params={"scope": name}))
    nothing_stored(root)


def test_files_with_spoiled_names_put_there_by_hand_are_not_memories(kura: Kura) -> None:
    """Finding 2's store: a file ``evil⏎.md`` and a ``con.md`` are never read as memories, so ``MEMORY.md``,
    doctor and the prefill stay whole."""
    kura.remember(RememberRequest(content=FACT, slug="archive-disk"))
    root = kura.engine("main").store.root
    for name in ("evil\n.md", "con.md", "NUL.md"):
        (root / name).write_text("---\ntitle: Evil\n---\nA line that splits the index.\n", encoding="utf-8")
    assert [m.slug for m in kura.list()] == ["archive-disk"]
    report = kura.doctor(fix=True)
    assert report.ok and report.memories == 1, report
    again = kura.doctor()
    assert again.ok and again.fixed == []
    assert kura.prefill().report.fits is not None
    lines = [line for line in (root / "MEMORY.md").read_text(encoding="utf-8").splitlines() if "](" in line]
    assert len(lines) == 1 and "(archive-disk.md)" in lines[0]
