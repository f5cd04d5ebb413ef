"""The ``/health`` body: what the app's route (``rest.admin.health``) and the front (``front.py``, before
the app is built) both answer. Light on purpose: the front imports it before FastAPI, the service or the
models are imported (``tests/test_startup.py``)."""

from __future__ import annotations

from typing import Literal

from .. import __version__
from ..settings import Settings

EmbedderState = Literal["loaded", "loading", "not loaded", "failed"]
WarmState = Literal["not started", "warming", "done"]


def health_body(settings: Settings, embedder: EmbedderState, warm: WarmState) -> dict[str, object]:
    """Liveness: ``ok``, the version, the stores served, whether the embedder is loaded yet, and whether
    the warm-up (the embedder, the stores on disk, the write path) is over."""
    return {
        "status": "ok", "version": __version__, "stores": sorted(settings.stores), "embedder": embedder, "warm": warm,
    }  # fmt: skip
