"""The web UI: a small static app (``static/``, shipped in the package, no build step, nothing fetched
from elsewhere) over the REST routes, served by the daemon at ``/ui`` and ``/s/<store>/ui``.

Every action the page offers is a REST call, so it goes through the same service operations, the same
door (Host, Origin, body size) and the same tokens. What this module adds:

- the page and its files, each with a strict Content-Security-Policy (scripts from this server only, no
  inline script or style, no frames, no form posts, fetches to this server only);
- ``GET /ui/session``: the daemon's CSRF token (this run's, in the same-origin JSON only, never a cookie,
  for the page to send back as ``X-Kura-CSRF``; see ``security.csrf_refusal``), the stores and, for the
  selected store, what the request's bearer token (if any) allows.
"""

from __future__ import annotations

from importlib import resources
from typing import Annotated

from fastapi import APIRouter, Path, Request
from fastapi.responses import JSONResponse, Response

from ... import errors
from ..security import check_token, may_read
from ..tokens import store_tokens

__all__ = ["CSP", "router"]

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
_HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-cache",
}
_TYPES = {".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
_STATIC = resources.files(__package__) / "static"
FILES = frozenset(f.name for f in _STATIC.iterdir() if f.is_file() and "." + f.name.rpartition(".")[2] in _TYPES)

router = APIRouter(include_in_schema=False)


def _file(name: str) -> Response:
    if name not in FILES:  # only the shipped files, by exact name: no path is ever built from the request
        raise errors.not_found("file", f"no UI file {name[:80]!r}")
    media = _TYPES["." + name.rpartition(".")[2]]
    return Response((_STATIC / name).read_bytes(), media_type=f"{media}; charset=utf-8", headers=_HEADERS)


@router.get("/ui")
async def page() -> Response:
    return _file("index.html")


@router.get("/s/{store_name}/ui")
async def store_page(request: Request, store_name: Annotated[str, Path(max_length=64)]) -> Response:
    request.app.state.kura.resolve(store=store_name)  # an unknown store: the usual 404 listing the known ones
    return _file("index.html")


@router.get("/ui/static/{name}")
async def static(name: Annotated[str, Path(max_length=64)]) -> Response:
    return _file(name)


def _access(request: Request, store: str) -> dict[str, object]:
    """What this request's bearer token allows on ``store`` (and the store's own write policy)."""
    kura = request.app.state.kura
    cfg = kura.settings.stores[store]
    allowed = {}
    for what, write in (("read", False), ("write", True)):
        try:
            check_token(kura.settings, store, request.headers.get("authorization"), write=write)
            allowed[what] = True
        except errors.KuraError:
            allowed[what] = False
    return {
        **allowed, "write_policy": cfg.write_policy,
        "needs_token": bool(store_tokens(cfg, write=True)),
    }  # fmt: skip


@router.get("/ui/session")
@router.get("/s/{store_name}/ui/session")
async def session(request: Request) -> JSONResponse:
    """The page's session: the daemon's CSRF token, the stores (names, labels, policies; never a store's
    token), the selected store and what the request's token allows there."""
    kura = request.app.state.kura
    q = request.query_params
    name = request.path_params.get("store_name") or q.get("store")
    store = kura.resolve(store=name) if name else kura.resolve()
    auth = request.headers.get("authorization")
    body = {
        "csrf": request.app.state.csrf,
        "store": store,
        "access": _access(request, store),
        "stores": [
            {"name": s.name, "label": s.label if may_read(kura.settings, s.name, auth) else None, "default": s.default}
            for s in kura.stores()
        ],  # every name (the switcher offers it; the page then asks for its token), a label only where readable
    }
    return JSONResponse(body, headers={**_HEADERS, "Cache-Control": "no-store"})
