"""A bounded schemathesis run against the daemon's own OpenAPI document, in process (ASGI), no network.

Every REST operation is fuzzed with schema-valid (positive) and, where it has inputs beside the path,
schema-invalid (negative) requests, on a store seeded with two memories plus a token-guarded store
(so 401s and 200s are reached, not only 404s). Checked on every response:

* never a 5xx, except a 503 with the error shape naming a component this app lacks (the fuzzed app
  has no model, so distillation answers ``model_unavailable``);
* a 4xx carries the JSON error shape ``{"error": {"code": str, "message": str, ...}}``;
* a 2xx conforms to the document (body schema, content type, headers).

What the document says about *errors* is checked apart: every status the daemon sends is documented
(``test_error_statuses_are_documented``) and every documented 4xx has the error shape
(``test_documented_error_schema_is_the_error_shape``). ``/recall`` always gets an explicit example
with a question that has no word at all (it once made the dense retriever return NULL distances).

Bounded and reproducible: ``derandomize=True`` (the examples depend only on the test's code), no
example database, ``max_examples`` per operation fixed below. The app's lifespan is entered by
schemathesis' ASGI client when the schema is loaded and left in the fixture's teardown. Every request
carries ``Host: 127.0.0.1`` (the app answers 421 to the test client's default ``testserver``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import schemathesis
from fastapi.routing import APIRoute
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from schemathesis import checks
from schemathesis.generation import GenerationMode
from schemathesis.python import asgi

from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.surfaces import rest
from kura_server.surfaces.app import create_app

BASE_URL = "http://127.0.0.1"
MAX_EXAMPLES = 25  # per operation; 30 operations -> ~750 requests, a few seconds
SURVEY_EXAMPLES = 6  # per operation, for the documentation survey
SEEDED = ("backups-slow-disk", "deploy-friday")
STORES = ("main", "locked")
UNAVAILABLE = {"model_unavailable", "embedder_unavailable"}

FUZZ = settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    database=None,
    deadline=None,  # a loaded CI machine must not turn a slow request into a failure
    suppress_health_check=[HealthCheck.too_slow],
)


def _operations() -> list[tuple[str, str]]:
    """(METHOD, path) of every REST route, at the root and under ``/s/{store_name}``."""
    ops: list[tuple[str, str]] = []
    for prefix in ("", "/s/{store_name}"):
        for route in rest.router.routes:
            if isinstance(route, APIRoute):
                ops += [(method, prefix + route.path) for method in sorted(route.methods)]
    return ops


OPERATIONS = _operations()

# Cases every run tries first (hypothesis ``@example``), whatever the generator draws: each one found a
# bug once. ``path_parameters`` are filled in per operation.
EXPLICIT: dict[str, list[dict[str, Any]]] = {
    "/recall": [{"body": {"question": "?"}}],  # a question with no letter or digit
}


def _param(method: str, path: str) -> Any:
    return pytest.param(method, path, id=f"{method} {path}")


@pytest.fixture(scope="module")
def document(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The OpenAPI document as an app of this code generates it (~0.3 s an app, FastAPI's pydantic schemas): once for
    the module, then served by each test's own app. It is the code's — its routes and models —, not a store's or a
    setting's (``test_the_document_is_the_code_s``)."""
    return _generated(tmp_path_factory.mktemp("document"), {})


def _generated(home: Any, stores: dict[str, Any]) -> dict[str, Any]:
    settings_ = load_settings(home=home, embedder={"kind": "hash"}, stores=stores)
    kura = Kura(settings_, embedder=HashEmbedder())
    try:
        return create_app(settings_, kura=kura).openapi()
    finally:
        kura.close()


@pytest.fixture
def schema(kura_home: Any, document: dict[str, Any]) -> Iterator[Any]:
    settings_ = load_settings(embedder={"kind": "hash"}, stores={"locked": {"read_token": "read-secret"}})
    kura = Kura(settings_, embedder=HashEmbedder())
    kura.remember(RememberRequest(content="Backups go to the slow disk; the fast one is scratch.", slug=SEEDED[0]))
    kura.remember(
        RememberRequest(content="Deploys happen on Tuesdays; the team freezes releases on Fridays.", slug=SEEDED[1])
    )
    # The routes are built on their first request, on the app's event loop: built in the background beside the test's
    # thread (the prefetch), FastAPI's ``warnings.catch_warnings`` races the test's, and a warning it silences is an
    # error here. Generating the document built them all at once before it came from ``document``.
    app = create_app(settings_, kura=kura, prefetch_mcp_s=None)
    app.openapi = lambda: document  # type: ignore[method-assign]  # FastAPI's way to serve a document of one's own
    try:
        # Loading the document enters the app's lifespan (schemathesis' ASGI client keeps it running).
        yield schemathesis.openapi.from_asgi("/openapi.json", app, headers={"Host": "127.0.0.1"})
    finally:
        asgi.shutdown_lifespans()  # leaves the lifespan: MCP session managers stop, kura.close()


def _strategy(operation: Any) -> Any:
    """Positive cases as generated, positive cases pinned to real stores / slugs, and negative cases."""
    params = list(operation.iter_parameters())
    in_path = {p.name for p in params if p.location.value == "path"}
    pins = {tuple((k, v) for k, v in (("store_name", s), ("slug", m)) if k in in_path) for s in STORES for m in SEEDED}
    strategies = [operation.as_strategy(GenerationMode.POSITIVE)]
    strategies += [operation.as_strategy(GenerationMode.POSITIVE, path_parameters=dict(p)) for p in sorted(pins) if p]
    if any(p.location.value != "path" for p in params) or len(operation.body):
        # Negative cases need an input beyond the path (a path segment cannot be made schema-invalid).
        strategies.append(operation.as_strategy(GenerationMode.NEGATIVE))
    return st.one_of(strategies)


def _error_shape(response: Any) -> str | None:
    """Why a 4xx body is not ``{"error": {"code": str, "message": str, ...}}`` (``None`` when it is)."""
    ctype = ", ".join(response.headers.get("content-type", []))  # schemathesis: lowercase keys, list values
    if not ctype.startswith("application/json"):
        return f"content-type {ctype!r}"
    try:
        body = response.json()
    except ValueError:
        return "not JSON"
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return "no 'error' object"
    if not isinstance(error.get("code"), str) or not isinstance(error.get("message"), str):
        return "'error' lacks a string 'code' or 'message'"
    return None


def test_the_document_is_the_code_s(kura_home: Any, document: dict[str, Any]) -> None:
    """An app of other stores and settings generates the same document: the one generated for the module stands for
    each test's app."""
    stores = {"locked": {"read_token": "read-secret"}, "other": {"path": kura_home / "other"}}
    assert _generated(kura_home, stores) == document


def test_every_route_is_in_the_document(schema: Any) -> None:
    documented = {(method.upper(), path) for path, ops in schema.raw_schema["paths"].items() for method in ops}
    assert documented == set(OPERATIONS)


@pytest.mark.parametrize(("method", "path"), [_param(m, p) for m, p in OPERATIONS])
def test_operation(schema: Any, method: str, path: str) -> None:
    operation = schema[path][method]
    conformance = [
        checks.response_schema_conformance,
        checks.content_type_conformance,
        checks.response_headers_conformance,
    ]

    @FUZZ
    @given(case=_strategy(operation))
    def fuzz(case: Any) -> None:
        response = case.call(base_url=BASE_URL)
        if response.status_code == 503:  # a component this app does not have (no model): said, not crashed
            assert _error_shape(response) is None and response.json()["error"]["code"] in UNAVAILABLE, response.text
            return
        case.validate_response(response, checks=[checks.not_a_server_error])
        if 400 <= response.status_code < 500:
            problem = _error_shape(response)
            assert problem is None, f"{response.status_code} {problem}: {response.text[:300]}\n{case.as_curl_command()}"
        elif response.status_code < 400:
            case.validate_response(response, checks=conformance)

    pinned = {"store_name": "main"} if "{store_name}" in path else {}
    for kwargs in EXPLICIT.get(path.removeprefix("/s/{store_name}"), []):
        fuzz = example(case=operation.Case(path_parameters=pinned, **kwargs))(fuzz)
    fuzz()


def test_error_statuses_are_documented(schema: Any) -> None:
    """A survey over every operation: each status the daemon sends is one the document lists."""
    undocumented: dict[tuple[str, int], str] = {}
    for method, path in OPERATIONS:
        operation = schema[path][method]

        @settings(FUZZ, max_examples=SURVEY_EXAMPLES)
        @given(case=_strategy(operation))
        def survey(case: Any) -> None:
            try:
                response = case.call(base_url=BASE_URL)
            except Exception:  # a server error, raised through the ASGI transport: test_operation's business
                return
            try:
                case.validate_response(response, checks=[checks.status_code_conformance])
            except BaseExceptionGroup:  # schemathesis' FailureGroup: record it, go on
                key = (case.operation.label, response.status_code)
                undocumented.setdefault(key, case.as_curl_command())

        survey()
    assert not undocumented, "undocumented statuses:\n" + "\n".join(
        f"  {label} -> {status}: {curl}" for (label, status), curl in sorted(undocumented.items())
    )


def _resolve(document: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in node:
        target: Any = document
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def test_documented_error_schema_is_the_error_shape(schema: Any) -> None:
    document = schema.raw_schema
    wrong = []
    for path, ops in document["paths"].items():
        for method, op in ops.items():
            for status, response in op.get("responses", {}).items():
                if not status.startswith("4"):
                    continue
                body = _resolve(document, response.get("content", {}).get("application/json", {}).get("schema", {}))
                if "error" not in body.get("required", ()):
                    wrong.append(f"{method.upper()} {path} {status}: {body.get('title', body)}")
    assert not wrong, "error responses documented without the error shape:\n" + "\n".join(wrong)


@pytest.mark.parametrize("status", ["409", "503"])
def test_every_route_on_a_store_documents_its_409_and_503(schema: Any, status: str) -> None:
    """Any store may answer 409 (a symlink kura refuses, ``unsafe_path``; a strict review gate's
    ``review_pending`` on a recall) and 503 (another process kept its write lock, ``store_busy``): every
    operation that acts on a store (it takes ``?store=``) says so — but the onboarding note, which takes one only
    to name it (its URLs, its token header) and reads nothing of it. A fuzzer can make neither happen, so the
    survey above would not find them missing."""
    document = schema.raw_schema
    missing = [
        f"{method.upper()} {path}"
        for path, ops in document["paths"].items()
        for method, op in ops.items()
        if any(p.get("name") == "store" for p in op.get("parameters", []))
        and "onboarding" not in op.get("tags", [])
        and status not in op.get("responses", {})
    ]
    assert not missing, f"store routes without a documented {status}:\n" + "\n".join(missing)
    assert "store_busy" in document["paths"]["/memories"]["get"]["responses"]["503"]["description"]
    assert "review_pending" in document["paths"]["/recall"]["post"]["responses"]["409"]["description"]
