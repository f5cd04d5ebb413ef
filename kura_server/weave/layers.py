"""Which layer a memory's line belongs to: pinned, fresh (full line) or compressed.

Age comes from the dates written inside the memory (``Memory.age_date``: updated, else created, else
valid_from), never from file mtimes: a copy or checkout touches every mtime and would make the whole
store "fresh". A memory with no date is never fresh. A date in the future counts as today.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Collection, Iterable
from typing import Literal

from ..store.memory import Memory

Layer = Literal["pinned", "fresh", "compressed"]
PIN_TAG = "pinned"


def is_pinned(mem: Memory, pinned_types: Collection[str]) -> bool:
    """A pinned type (``user``, ``feedback`` by default) or a ``pinned`` tag."""
    return mem.type in pinned_types or any(t.strip().lower() == PIN_TAG for t in mem.tags)


def age_days(mem: Memory, today: dt.date) -> int | None:
    """Whole days since the memory's own date (0 for today or later); None when it carries no date."""
    when = mem.age_date
    return None if when is None else max((today - when).days, 0)


def layer_of(pinned: bool, age: int | None, window: int) -> Layer:
    """Pinned beats fresh; fresh means younger than ``window`` days."""
    if pinned:
        return "pinned"
    return "fresh" if age is not None and age < window else "compressed"


def windows(ages: Iterable[int | None], fresh_days: int) -> list[int]:
    """The fresh windows to try, widest first: ``fresh_days``, then each shorter window that compresses more.

    Window ``a`` compresses every memory ``a`` days old or older, so the distinct ages below
    ``fresh_days`` are the only steps that change the map; the last step compresses every unpinned line.
    """
    steps = sorted({a for a in ages if a is not None and a < fresh_days}, reverse=True)
    return [fresh_days, *steps]
