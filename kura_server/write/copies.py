"""The copies of memories' words that files other than theirs keep, dropped when the memories go.

One function, :func:`drop`, called from both ways a memory goes: a forget (``pipeline.drop_copies``,
before the file goes) and the index's sync that finds a memory's file gone — deleted by hand, or a
forget killed after its file went (``StoreEngine.sync``, before the rows go). The store's write lock is
held by the caller.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..distill import drafts
from ..evolve import proposal as proposals
from ..index.db import remove_database
from ..index.index import Index
from ..review import ReviewQueue
from ..store.store import Store
from ..weave import stored as woven


def drop(store: Store, review: ReviewQueue, index: Index, slugs: Sequence[str], words: Collection[str]) -> None:
    """The copies of the words of the memories ``slugs`` dropped: the stored weave and the scribe's cached
    lines, the set-aside damaged index files (a whole old index: every memory's text), the texts of the
    review items about them (a pending one settled), the texts of the evolve proposals that name them, the
    staged drafts that would update or remove them and the toss log's lines about them (``words``: the
    memories' titles and bodies, which find a line logged before lines named their memory)."""
    woven.forget(store, slugs)
    for copy in index.damaged_copies():
        remove_database(copy)
    review.forget(slugs)
    proposals.forget(store, slugs)
    drafts.forget(store, slugs)
    drafts.forget_tossed(store, slugs, words)
