"""What the weave keeps in a store's ``_weave/`` folder, and what a forget takes out of it.

``prefill.json`` is the stored map (served while the store and the day are unchanged) and ``lines/``
the scribe's cached short lines (:class:`~.compress.CachedCompressor`, one folder per memory). Both
quote memories' titles and triggers: :func:`forget` removes the stored map (the next prefill weaves
again) and the lines of the memories named (:func:`forget_lines`).
"""

from __future__ import annotations

from collections.abc import Iterable

from ..store.paths import remove_file, safe_child
from ..store.store import Store
from .compress import drop_lines

FOLDER = "_weave"
PREFILL = "prefill.json"
LINES = "lines"


def forget(store: Store, slugs: Iterable[str]) -> None:
    """The stored map removed and the cached lines of ``slugs`` dropped (the store's write lock held)."""
    here = store.workshop(FOLDER, create=False)
    if not here.is_dir():
        return
    remove_file(safe_child(here, PREFILL))
    forget_lines(store, slugs)


def forget_lines(store: Store, slugs: Iterable[str]) -> None:
    """The scribe's cached lines of ``slugs`` dropped (the store's write lock held): a forget's, and a weave's
    of the memories a forget took while it wove (``Weaving._publish``)."""
    here = store.workshop(FOLDER, create=False)
    if not here.is_dir():
        return
    lines = safe_child(here, LINES)
    for slug in slugs:
        drop_lines(lines, slug)
