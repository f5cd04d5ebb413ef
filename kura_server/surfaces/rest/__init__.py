"""REST routes: each one parses, picks the store, checks the token, calls one service operation.

Every route exists twice: at the root (``/recall``) and under a store prefix (``/s/<name>/recall``).
The store may also come from ``?store=`` / ``?mode=`` or a ``store`` / ``mode`` body field; selectors
that disagree are a 400, an unknown store a 404 listing the known ones.

- ``_common``  store selection, tokens, the documented errors, the worker thread
- ``memory``   recall, remember / read / update / forget / feedback, the memory list, index, prefill
- ``session``  working memory, transcripts, context, session end
- ``distill``  distillation runs, drafts, drain, the night run, the review queue
- ``admin``    doctor, profile, jobs, evolve, snapshots, rollback, stores, health, the onboarding texts
- ``inspect``  a memory's trail, the links graph, seeds, tossed drafts, doctor's fix (the web UI's reads)
- ``lane``     recall, remember and context served ahead of FastAPI's router (what an agent calls every turn)
"""

from __future__ import annotations

from fastapi import APIRouter

from . import admin, distill, inspect, memory, session
from ._common import store_path
from .lane import Lane

__all__ = ["LEAN", "Lane", "router", "store_path"]

# One flat router (the app includes it twice: at the root and under /s/<name>/), in this order.
PARTS = (memory, session, distill, admin, inspect)
router = APIRouter(routes=[route for part in PARTS for route in part.router.routes])

# The routes the lane serves (``lane.py``): what an agent calls on every turn.
LEAN = (memory.recall, memory.remember, session.context)
