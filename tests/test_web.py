"""The web UI's server side: the page and its files (shipped, with a strict CSP), the session and its
CSRF token, the forgery rule on a real socket, and the reads the UI adds (trail, graph, seeds, tossed,
doctor's fix). The page itself runs in a real browser in tests/test_web_browser.py."""

from __future__ import annotations

import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest
from daemon import in_process, make_app, real_server
from starlette.routing import Route
from test_rest import FACT, assert_error, write_config

from kura_server.distill import drafts as records
from kura_server.settings import load_settings
from kura_server.surfaces import rest
from kura_server.surfaces.web import CSP, FILES
from kura_server.surfaces.web import router as web_router

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "kura_server" / "surfaces" / "web" / "static"
JSON = {"content-type": "application/json"}
pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_the_page_files_ship_in_the_package_and_reference_only_each_other() -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]["kura_server"]
    assert "surfaces/web/static/*" in data
    assert {"index.html", "app.js", "api.js", "dom.js", "md.js", "style.css"} <= FILES
    assert {p.name for p in STATIC.iterdir()} == FILES
    html = (STATIC / "index.html").read_text()
    assert set(re.findall(r'(?:src|href)="/ui/static/([^"]+)"', html)) == {"app.js", "style.css"}
    assert "<script>" not in html and "style=" not in html  # nothing inline: the CSP forbids it
    for js in STATIC.glob("*.js"):
        text = js.read_text()
        for imported in re.findall(r'from "\./([^"]+)"', text):
            assert imported in FILES, (js.name, imported)
        # The page never turns data into markup, never evaluates text, never fetches elsewhere.
        for banned in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"):
            assert banned not in text, (js.name, banned)
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", "") and "https://" not in text


async def test_the_page_is_served_with_a_strict_csp(kura_home: Path) -> None:
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        for path in ("/ui", "/s/main/ui"):
            r = await c.get(path)
            assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
            assert r.headers["content-security-policy"] == CSP
            assert r.headers["x-content-type-options"] == "nosniff" and r.headers["x-frame-options"] == "DENY"
            assert 'src="/ui/static/app.js"' in r.text
        assert "script-src 'self'" in CSP and "default-src 'none'" in CSP and "unsafe" not in CSP
        r = await c.get("/ui/static/app.js")
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/javascript")
        assert r.headers["content-security-policy"] == CSP
        assert (await c.get("/ui/static/style.css")).headers["content-type"].startswith("text/css")
        for bad in ("/ui/static/nope.js", "/ui/static/..%2Fsecurity.py", "/ui/static/__init__.py"):
            assert_error(await c.get(bad), 404)
        assert_error(await c.get("/s/nope/ui"), 404, "store_not_found")
        assert_error(await c.get("/s/nope/ui/session"), 404, "store_not_found")
        assert "/ui" not in (await c.get("/openapi.json")).json()["paths"]  # the page is not an API route


async def test_the_session_says_what_a_token_allows(kura_home: Path) -> None:
    write_config(
        kura_home,
        "[stores.main]\nlabel = 'Everyday'\n[stores.secret]\nlabel = 'Health records'\n"
        "read_token = 'r-token-123'\nwrite_token = 'w-token-456'\n",
    )
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        r = await c.get("/ui/session")
        body = r.json()
        assert body["store"] == "main" and body["access"]["read"] and body["access"]["write"]
        # every name (the switcher offers it), a token store's label only with its token, as /stores
        assert {s["name"]: s["label"] for s in body["stores"]} == {"main": "Everyday", "secret": None}
        assert "Health records" not in r.text
        shown = (await c.get("/ui/session", headers={"authorization": "Bearer r-token-123"})).json()["stores"]
        assert {s["name"]: s["label"] for s in shown} == {"main": "Everyday", "secret": "Health records"}
        assert "token" not in r.text.replace('"needs_token"', "")  # no store's token ever leaves
        access = (await c.get("/s/secret/ui/session")).json()["access"]
        assert access == {"read": False, "write": False, "write_policy": "open", "needs_token": True}
        read = {"authorization": "Bearer r-token-123"}
        access = (await c.get("/s/secret/ui/session", headers=read)).json()["access"]
        assert access["read"] and not access["write"]
        access = (await c.get("/ui/session?store=secret", headers={"authorization": "Bearer w-token-456"})).json()
        assert access["store"] == "secret" and access["access"]["write"]


def test_browser_writes_need_the_session_token_on_a_real_socket(kura_home: Path) -> None:
    """The forgery rule: a state-changing request that carries an Origin or a Cookie must come from this
    very origin and hold the daemon's token; requests without either (curl, SDKs) are unchanged."""
    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url, httpx.Client(base_url=url) as c:
        me = {"origin": url, **JSON}
        # curl and the SDKs: no Origin, no cookie, unchanged.
        assert c.post("/remember", json={"content": FACT}).status_code == 200
        # A browser without the token: refused before anything runs, whatever the route and method.
        assert_error(c.post("/remember", json={"content": FACT}, headers=me), 403, "csrf_refused")
        assert_error(c.request("PATCH", "/memory/x", json={"title": "t"}, headers=me), 403, "csrf_refused")
        assert_error(c.delete("/memory/x", headers={"origin": url}), 403, "csrf_refused")
        assert_error(c.post("/s/main/feedback", json={"slug": "x", "direction": "up"}, headers=me), 403)
        assert c.get("/memories", headers={"origin": url}).status_code == 200  # reads are not concerned

        token = c.get("/ui/session").json()["csrf"]
        assert re.fullmatch(r"[A-Za-z0-9_-]{43}", token)
        assert c.get("/s/main/ui/session").json()["csrf"] == token  # the daemon's one token, every tab's

        # Any cookie (another loopback port's: cookies are not port-isolated) marks a browser: the header
        # must hold the daemon's token.
        cookie = {"cookie": "other=1"}
        assert_error(c.post("/recall", json={"question": "disk"}, headers=cookie), 403, "csrf_refused")
        assert_error(c.post("/recall", json={"question": "disk"}, headers={**cookie, "x-kura-csrf": "x" * 43}), 403)
        ok = {**me, "x-kura-csrf": token}
        r = c.post("/recall", json={"question": "slow disk"}, headers=ok)
        assert r.status_code == 200 and r.json()["memories"]
        slug = r.json()["memories"][0]["slug"]
        assert c.post("/feedback", json={"slug": slug, "direction": "up"}, headers=ok).status_code == 200
        # Another loopback port is another site's page: same-site, not same-origin.
        other = {**ok, "origin": "http://127.0.0.1:1"}
        assert_error(c.post("/feedback", json={"slug": slug, "direction": "up"}, headers=other), 403, "csrf_refused")
        assert_error(c.delete(f"/memory/{slug}", headers={"origin": "http://localhost:1", "x-kura-csrf": token}), 403)
        assert c.delete(f"/memory/{slug}?reason=test", headers={"origin": url, "x-kura-csrf": token}).status_code == 200
        # The MCP endpoints keep their transport's own checks (no CSRF token asked).
        r = c.post("/mcp", json={"jsonrpc": "2.0", "id": 1, "method": "ping"}, headers=me)
        assert r.status_code != 403 or r.json().get("error", {}).get("code") != "csrf_refused"

    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url:  # another run: another token
        r = httpx.post(f"{url}/remember", json={"content": FACT}, headers={"x-kura-csrf": token, "origin": url})
        assert_error(r, 403, "csrf_refused")


def test_the_csrf_token_is_no_cookie(kura_home: Path) -> None:
    """Cookies are not port-isolated: a cookie kura set would be sent to the server of any page on
    another loopback port. GET /ui/session hands the daemon's token out in its JSON only."""
    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url, httpx.Client(base_url=url) as c:
        for path in ("/ui", "/ui/session", "/s/main/ui/session"):
            r = c.get(path)
            assert r.status_code == 200 and "set-cookie" not in r.headers, path
        assert not c.cookies


def test_a_cookie_planted_by_another_port_does_not_shadow_the_token(kura_home: Path) -> None:
    """A page on another loopback port can plant ``kura_csrf=…; path=/s/``, which the browser sends
    first on the UI's writes: no cookie's value counts, only the daemon's token in the header does."""
    with real_server(make_app(load_settings(embedder={"kind": "hash"}))) as url, httpx.Client(base_url=url) as c:
        token = c.get("/ui/session").json()["csrf"]
        assert c.post("/remember", json={"slug": "victim", "content": FACT}).status_code == 200
        planted = "A" * 43
        ok = {"origin": url, "x-kura-csrf": token, "cookie": f"kura_csrf={planted}; kura_csrf={token}", **JSON}
        assert c.post("/s/main/feedback", json={"slug": "victim", "direction": "up"}, headers=ok).status_code == 200
        # A cookie repeated in the header is no token (double-submit with a planted cookie).
        forged = {**ok, "x-kura-csrf": planted}
        r = c.post("/s/main/feedback", json={"slug": "victim", "direction": "up"}, headers=forged)
        assert_error(r, 403, "csrf_refused")


async def test_the_daemon_serves_no_page_that_loads_another_host(kura_home: Path) -> None:
    """Every HTML page the daemon serves loads only from the daemon, under the UI's CSP: FastAPI's /docs
    and /redoc (scripts and fonts from CDNs, on kura's own origin) are off; /openapi.json stays."""
    app = make_app(load_settings(embedder={"kind": "hash"}))
    async with in_process(app) as c:
        for path in ("/docs", "/redoc", "/docs/oauth2-redirect", "/s/main/docs"):
            assert_error(await c.get(path), 404)
        assert (await c.get("/openapi.json")).json()["info"]["title"] == "kura"
        # The app's own routes and the routers it includes (FastAPI builds those on the first request).
        routes = [*app.router.routes, *web_router.routes, *rest.router.routes]
        rest_paths = [r.path for r in rest.router.routes if isinstance(r, Route)]
        gets = {
            r.path.replace("{store_name}", "main")
            for r in routes
            if isinstance(r, Route) and "GET" in (r.methods or ()) and not re.search(r"\{(?!store_name\})", r.path)
        }
        gets |= {f"/s/main{p}" for p in gets & set(rest_paths)} | {"/docs", "/redoc"}  # FastAPI's, should they return
        pages = set()
        for path in sorted(gets):
            r = await c.get(path)
            if not r.headers.get("content-type", "").startswith("text/html"):
                continue
            pages.add(path)
            assert r.headers["content-security-policy"] == CSP, path
            links = Links()
            links.feed(r.text)
            assert links.found, path
            for link in links.found:
                parts = urlsplit(link)
                assert not parts.scheme and not parts.netloc and link.startswith(("/", "#")), (path, link)
        assert {"/ui", "/s/main/ui"} <= pages  # the UI, at least, was read


class Links(HTMLParser):
    """Every ``src`` and ``href`` of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.found += [v for k, v in attrs if k in ("src", "href") and v is not None]


async def test_the_reads_the_ui_adds(kura_home: Path) -> None:
    app = make_app(load_settings(embedder={"kind": "hash"}))
    async with in_process(app) as c:
        one = {"content": "The deploy key rotates monthly; see [[backup-plan]] and [[nowhere-at-all]].", "slug": "keys"}
        two = {"content": "Backups run nightly to the slow disk, which [[keys]] explains.", "slug": "backup-plan"}
        lone = {"content": "The office plant is watered on Fridays by whoever is in.", "slug": "plant", "type": "user"}
        for body in (one, two, lone):
            assert (await c.post("/remember", json=body)).status_code == 200
        assert (await c.patch("/memory/keys", json={"title": "Deploy keys"})).status_code == 200
        assert (await c.post("/recall", json={"question": "office plant watering"})).status_code == 200

        trail = (await c.get("/memory/keys/trail")).json()
        assert trail["links_out"] == [{"slug": "backup-plan", "dead": False}, {"slug": "nowhere-at-all", "dead": True}]
        assert trail["links_in"] == ["backup-plan"]
        assert trail["evidence_id"].startswith("sha256:") and trail["evidence"]["kind"] == "manual"
        assert trail["evidence"]["quotes"][0] == {"class": "USER", "text": one["content"]}
        assert [a["event"] for a in trail["audit"]] == ["add", "update"]
        assert (await c.get("/s/main/memory/plant/trail")).json()["links_in"] == []
        assert_error(await c.get("/memory/nope/trail"), 404)
        assert_error(await c.get("/memory/Bad.Slug/trail"), 400, "unsafe_path")

        graph = (await c.get("/graph")).json()
        assert {n["slug"] for n in graph["nodes"]} == {"keys", "backup-plan", "plant"}
        assert {(e["source"], e["target"], e["dead"]) for e in graph["edges"]} == {
            ("keys", "backup-plan", False), ("keys", "nowhere-at-all", True), ("backup-plan", "keys", False)
        }  # fmt: skip
        assert graph["islands"] == ["plant"]
        counts = {n["slug"]: n["retrieval_count"] for n in graph["nodes"]}
        assert counts["plant"] >= 1 and graph["recalls_by_type"]["user"] == counts["plant"]

        assert (await c.get("/seeds")).json() == [] and (await c.get("/drafts/tossed")).json() == []
        store = app.state.kura.engine("main").store
        for n in range(3):  # as the distiller and the drain write them
            records.seeds(store).add({"id": f"s{n}", "idea": f"idea {n}", "reason": "unconfirmed", "quotes": []})
            records.tossed(store).add({"draft": f"d{n}", "reason": f"reason {n}", "title": f"t{n}", "body": "b"})
        records.seeds(store).add({"confirms": "s1", "by": "x"})
        seeds = (await c.get("/seeds")).json()
        assert [r["record"]["id"] for r in seeds] == ["s2", "s0"] and seeds[0]["at"]  # newest first, s1 confirmed
        tossed = (await c.get("/drafts/tossed?limit=2")).json()
        assert [(t["record"]["draft"], t["record"]["reason"]) for t in tossed] == (
            [("d2", "reason 2"), ("d1", "reason 1")]
        )
        assert_error(await c.get("/drafts/tossed?limit=0"), 422)
        r = await c.post("/doctor/fix", json={})
        assert r.status_code == 200 and r.json()["fixed"] and r.json()["store"] == "main"


async def test_doctor_fix_needs_the_write_token(kura_home: Path) -> None:
    write_config(kura_home, "[stores.main]\nwrite_token = 'w-1'\n")
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        assert_error(await c.post("/doctor/fix", json={}), 401, "token_required")
        assert (await c.post("/doctor/fix", json={}, headers={"authorization": "Bearer w-1"})).status_code == 200
