"""The source order of the map, and the check that a woven map follows it.

Source order: the entries of ``MEMORY.md`` in their order, then any memory missing from it, by slug.
Every weave checks that its lines name exactly these memories in exactly this order: a mismatch is an
error, never a silently different map.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..errors import KuraError, invalid
from ..store.memory import Memory
from ..store.store import ENTRY


def source_order(memories: Iterable[Memory], index_order: Sequence[str] = ()) -> tuple[list[Memory], list[str]]:
    """The memories in source order, and the ``MEMORY.md`` slugs that name no memory (dangling lines)."""
    by_slug: dict[str, Memory] = {}
    for mem in memories:
        if mem.slug in by_slug:
            raise invalid(f"memory {mem.slug!r} appears twice in the weave input")
        by_slug[mem.slug] = mem
    ordered: list[Memory] = []
    placed: set[str] = set()
    dangling: list[str] = []
    for slug in index_order:
        if slug in placed:
            continue
        if slug in by_slug:
            ordered.append(by_slug[slug])
            placed.add(slug)
        else:
            dangling.append(slug)
    ordered.extend(by_slug[s] for s in sorted(by_slug) if s not in placed)
    return ordered, dangling


def verify(expected: Sequence[str], lines: Sequence[str]) -> None:
    """Raise ``weave_mismatch`` unless ``lines`` are index lines naming ``expected``, one each, in order."""
    named: list[str | None] = []
    for line in lines:
        m = ENTRY.match(line) if "\n" not in line else None
        named.append(m.group("file") if m else None)
    if named == list(expected):
        return
    if len(named) != len(expected):
        where = f"{len(named)} lines for {len(expected)} memories"
    else:
        i = next(i for i, (a, b) in enumerate(zip(named, expected, strict=True)) if a != b)
        where = f"line {i + 1} names {named[i]!r} where the index has {expected[i]!r}"
    raise KuraError(
        "weave_mismatch",
        f"the woven map does not follow the source index ({where}); nothing was published",
        status=500,
        detail={"expected": len(expected), "woven": len(named)},
    )
