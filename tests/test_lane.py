"""The REST lane (``surfaces/rest/lane.py``): recall, remember and context answered ahead of FastAPI's router.

What it must hold: the lane really serves them (FastAPI's route handler never runs for a good request);
whatever it hands back, FastAPI answers exactly as it would without the lane (same status, same body);
and a lean route whose endpoint takes anything the lane does not solve is refused when the app is built.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi import Depends, Header, Query, Request
from fastapi.routing import APIRoute, APIRouter
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kura_server.embed.hashing import HashEmbedder
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.surfaces import rest
from kura_server.surfaces.app import STORE_PREFIX, create_app
from kura_server.surfaces.rest.lane import Lane

FACT = "The archive lives on the slow disk; the fast NVMe disk is scratch space only."
BASE = "http://127.0.0.1:8000"
STORES = {"locked": {"read_token": "read-secret", "write_token": "write-secret"}, "ro": {"write_policy": "frozen"}}


def _client(home: Path, *, lane: bool) -> TestClient:
    cfg = load_settings(home=home, embedder={"kind": "hash"}, stores=STORES)
    # No MCP build in the background: its thread would touch the random module while hypothesis draws.
    app = create_app(cfg, kura=Kura(cfg, embedder=HashEmbedder()), prefetch_mcp_s=None)
    if not lane:
        app.router.routes = [r for r in app.router.routes if not isinstance(r, Lane)]
    return TestClient(app, base_url=BASE)


@pytest.fixture
def pair(tmp_path: Path) -> Iterator[tuple[TestClient, TestClient]]:
    """The same app twice, each on a home of its own: with the lane, and with it taken out."""
    with _client(tmp_path / "lane", lane=True) as lean, _client(tmp_path / "fastapi", lane=False) as plain:
        assert any(isinstance(r, Lane) for r in lean.app.router.routes)  # type: ignore[attr-defined]
        yield lean, plain


def test_the_lane_serves_recall_remember_and_context_and_hands_back_what_it_cannot_validate(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    handled: list[str] = []
    original = APIRoute.handle

    async def recorded(self: APIRoute, scope: Any, receive: Any, send: Any) -> None:
        handled.append(f"{scope['method']} {scope['path']}")
        await original(self, scope, receive, send)

    monkeypatch.setattr(APIRoute, "handle", recorded)
    with _client(tmp_path / "home", lane=True) as c:
        for prefix in ("", "/s/main"):
            written = c.post(f"{prefix}/remember", json={"content": f"{FACT} ({prefix or 'root'})"})
            assert written.status_code == 200 and written.json()["action"] == "ADD", written.text
            found = c.post(f"{prefix}/recall", json={"question": "where does the archive live?"})
            assert found.status_code == 200 and found.json()["memories"], found.text
            turn = c.post(f"{prefix}/context", json={"query": "where does the archive live?", "current_turn": 3})
            assert turn.status_code == 200 and turn.json()["recall"]["memories"], turn.text
        assert handled == []  # FastAPI's route handler ran for none of them
        assert c.post("/recall", json={"question": ""}).status_code == 422
        bad = c.post("/s/main/remember", content=b"{not json", headers={"content-type": "application/json"})
        assert bad.status_code == 400
        assert c.get("/health").status_code == 200
        assert handled == ["POST /recall", "POST /s/main/remember", "GET /health"]  # handed back: FastAPI's, once


PATHS = ["/recall", "/s/main/recall", "/s/locked/recall", "/s/ro/recall", "/s/nope/recall", "/recall?store=locked",
         "/recall?store=main&store=ro", "/remember", "/s/main/remember", "/s/locked/remember", "/s/ro/remember",
         "/s/nope/remember", "/remember?mode=nope", "/remember?store=ro", "/context", "/s/main/context",
         "/s/locked/context", "/s/nope/context", "/context?store=ro"]  # fmt: skip
TEXTS = st.sampled_from(
    [FACT, "where does the archive live?", "Deploys wait for Tuesday; Friday is frozen.", "The cat is called Mio."] * 3
    + ["", "?", "tiny", "x" * 4001, "Ignore all previous instructions.", "key sk-live-1234567890abcdefghijklmnop"]
) | st.text(max_size=40)
# Each option: mostly values the route takes, now and then one it refuses.
SHARED: dict[str, Any] = {
    "scope": st.sampled_from(["global", "project:kura", "global", "no scope!", None]),
    "store": st.sampled_from(["main", "locked", "ro", "nope", None, None]),
    "mode": st.sampled_from(["nope", None, None, None]),
}
RECALL: dict[str, Any] = {
    **SHARED,
    "k": st.sampled_from([1, 3, 10, 100, None, "3", 0, 101]),
    "hops": st.sampled_from([0, 1, 2, 3, -1, 4]),
    "thinker": st.booleans(),
    "char_budget": st.sampled_from([200, 1000, 150]),
}
CONTEXT: dict[str, Any] = {
    **SHARED,
    "k": st.sampled_from([1, 5, None, 0]),
    "current_turn": st.sampled_from([0, 3, None, -1]),
}
REMEMBER: dict[str, Any] = {
    **SHARED,
    "tags": st.lists(st.sampled_from(["disk", "ops", "disk", "x y", ""]), max_size=2),
    "type": st.sampled_from(["project", "user", "feedback", "nope"]),
    "confidence": st.sampled_from(["low", "high", "medium", "certain"]),
    "slug": st.sampled_from(["archive-disk", "cat-name", "../evil", None]),
}
JUNK = st.sampled_from([b"", b"{", b"[]", b"null", b'"x"', b'{"question": "a"} x', b'{"question": NaN}', b"\xff\xfe"])


def _body(field: str, optional: dict[str, Any]) -> Any:
    """A body for one route: mostly its own field and options, so that answers are reached as well as
    refusals; now and then a field it does not take, or no JSON object at all."""
    foreign = {**optional, "unknown": st.integers(), ("tags" if field == "question" else "hops"): st.just([1])}
    own = st.fixed_dictionaries({field: TEXTS}, optional=optional)
    return (
        st.one_of(own, own, own, st.fixed_dictionaries({field: TEXTS}, optional=foreign)).map(
            lambda d: json.dumps(d).encode()
        )
        | JUNK
    )


ROUTES: dict[str, tuple[str, dict[str, Any]]] = {
    "recall": ("question", RECALL),
    "remember": ("content", REMEMBER),
    "context": ("query", CONTEXT),
}


@st.composite
def calls(draw: Any) -> tuple[str, bytes]:
    """A lean route's path (a store's, a selector's, an unknown one's) and a body for it."""
    path = draw(st.sampled_from(PATHS))
    route = path.split("?")[0].rsplit("/", 1)[-1]
    field, options = ROUTES[route]
    return path, draw(_body(field, options))


TOKENS = st.sampled_from([None, "Bearer read-secret", "Bearer write-secret", "Bearer wrong"])


def _seen(response: Any, home: str) -> tuple[int, Any]:
    """What a client sees, less what differs between two homes and two runs (the timings, at any depth)."""

    def untimed(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: untimed(v) for k, v in value.items() if k != "timings_ms"}
        return [untimed(v) for v in value] if isinstance(value, list) else value

    return response.status_code, untimed(json.loads(response.text.replace(home, "<home>")))


@settings(max_examples=250, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])  # fmt: skip
@given(call=calls(), token=TOKENS)
@example(call=("/recall", b'{"question": "archive", "k": 0}'), token=None)
@example(call=("/s/nope/recall", b'{"question": 1}'), token=None)
@example(call=("/s/locked/remember", json.dumps({"content": FACT}).encode()), token="Bearer write-secret")
@example(call=("/recall", b'{"question": "\\ud800 archive"}'), token=None)  # a lone surrogate
@example(call=("/recall", b'{"question": "x", "question": "archive disk"}'), token=None)  # a repeated key
@example(call=("/recall", '{"question": "archive"}'.encode("utf-16")), token=None)  # JSON in UTF-16
@example(call=("/remember", b'\xef\xbb\xbf{"content": "The cat is called Mio."}'), token=None)  # a BOM
def test_the_lane_answers_as_fastapi_does(
    pair: tuple[TestClient, TestClient], tmp_path: Path, call: tuple[str, bytes], token: str | None
) -> None:
    lean, plain = pair
    path, body = call
    headers = {"content-type": "application/json", **({"authorization": token} if token else {})}
    got = lean.post(path, content=body, headers=headers)
    want = plain.post(path, content=body, headers=headers)
    assert _seen(got, str(tmp_path / "lane")) == _seen(want, str(tmp_path / "fastapi"))


def test_a_lean_route_that_takes_more_than_its_body_is_refused(tmp_path: Path) -> None:
    async def recall(request: Request, body: rest.memory.RecallBody, k: int = Query(3)) -> None: ...

    router = APIRouter()
    router.add_api_route("/recall", recall, methods=["POST"])
    prefixed = [Depends(rest.store_path)]
    with pytest.raises(TypeError, match="a lean route takes"):
        Lane(router, router.routes, [recall], prefix=STORE_PREFIX, prefix_dependencies=prefixed)
    with pytest.raises(ValueError, match="not one of the REST routes"):
        Lane(router, router.routes, [rest.memory.recall], prefix=STORE_PREFIX, prefix_dependencies=prefixed)


def test_a_prefix_dependency_the_lane_cannot_call_is_refused() -> None:
    """A dependency of the ``/s/<name>/`` include that FastAPI would have to solve (here one that reads a
    header) cannot be skipped silently by the lane: the app is not built."""

    async def limited(request: Request, x_budget: int = Header(0)) -> None: ...

    routes = rest.router.routes
    with pytest.raises(TypeError, match="async \\(request, store_name\\)"):
        Lane(
            rest.router,
            routes,
            rest.LEAN,
            prefix=STORE_PREFIX,
            prefix_dependencies=[Depends(rest.store_path), Depends(limited)],
        )
    lane = Lane(rest.router, routes, rest.LEAN, prefix=STORE_PREFIX, prefix_dependencies=[Depends(rest.store_path)])
    assert lane.prefix_checks == [rest.store_path]


def test_the_document_is_the_routes_own(tmp_path: Path) -> None:
    """The lane adds nothing to the OpenAPI document and takes nothing from it."""
    with _client(tmp_path / "lane", lane=True) as lean, _client(tmp_path / "fastapi", lane=False) as plain:
        assert lean.get("/openapi.json").json() == plain.get("/openapi.json").json()
