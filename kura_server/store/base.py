"""The interface a store offers the rest of kura: the truth of one named memory.

:class:`~kura_server.store.store.Store` (a folder of markdown files and ``MEMORY.md``) is the one
implementation today; a second (team stores on PostgreSQL) fits behind the same methods and must pass
``tests/test_backend_contract.py``. The members are those the engine, the service and the surfaces call
today (``tests/test_backend_contract.py`` checks that callers use nothing else).

Four members are about this machine's files whatever holds the memories: ``root`` (the folder of the
store's workshop state: audit, review queue, drafts, locks…), ``workshop`` (a sub-folder of it),
``path_of`` (a memory's file: the indexer stats and hashes it to see what changed) and ``index_path``
(``MEMORY.md``). Each is checked when asked for: no symlink out of the store, none at all in the workshop.
``scan`` gives each memory's change stamp (size and mtime of its file, for markdown).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .memory import Memory

if TYPE_CHECKING:
    from .store import FileStat, IndexEntry, Store


@runtime_checkable
class MemoryStore(Protocol):
    name: str
    root: Path
    settle: Callable[[], object] | None  # finishes what a crash left half-done; called as the write lock is taken

    # -- layout and locking
    def ensure(self) -> None:
        """Create the store if it does not exist yet (an empty index of lines included)."""

    def workshop(self, name: str, *, create: bool = True) -> Path:
        """The workshop folder ``name`` (it starts with ``_``), created on demand; never a symlink."""

    def path_of(self, slug: str) -> Path:
        """The file of memory ``slug`` (an invalid slug is ``unsafe_path``, a symlink out of the store too)."""

    def index_path(self) -> Path:
        """The file of ``MEMORY.md`` (a symlink out of the store is ``unsafe_path``)."""

    def write_lock(self, wait: float | None = None) -> AbstractContextManager[None]:
        """Serialise this store's writers: threads and processes alike (held elsewhere too long: 503
        ``store_busy``); taking it first runs :attr:`settle` when :meth:`interrupted` names a marker."""

    def interrupted(self) -> list[str]:
        """The ids of the bulk changes (a rollback, an evolve's apply) a crash left half-done."""

    def restore_strays(self) -> list[str]:
        """What the bulk changes' folder holds that is no marker and no staging (``kura doctor`` names it)."""

    # -- reading
    def scan(self) -> tuple[dict[str, FileStat], list[str]]:
        """Every memory's change stamp by slug, and the names of files that cannot be memories."""

    def slugs(self) -> list[str]:
        """Every memory's slug, sorted."""

    def exists(self, slug: str) -> bool: ...

    def read(self, slug: str) -> Memory:
        """One memory (unknown: ``not_found``)."""

    def sha256(self, slug: str) -> str:
        """The hash of a memory's file, its bytes as on disk (hex): what a write's ``expect`` compares with."""

    def read_all(self) -> Iterator[Memory]: ...

    def read_text(self, slug: str) -> str:
        """A memory exactly as stored (its rendered markdown)."""

    def index_entries(self) -> list[IndexEntry]:
        """The lines of ``MEMORY.md``, in their order."""

    def raw_files(self) -> Iterator[tuple[str, bytes]]:
        """Every memory and ``MEMORY.md`` as file name → bytes (snapshots)."""

    # -- writing (callers hold write_lock)
    def write(self, mem: Memory, rendered: str | None = None) -> None:
        """Add or replace one memory and its ``MEMORY.md`` line, atomically (``rendered``: the file's text,
        when the caller has rendered it already)."""

    def delete(self, slug: str) -> None:
        """Remove one memory and its line (unknown: ``not_found``)."""

    def unlist(self, slugs: Collection[str], moved: Mapping[str, str] | None = None) -> None:
        """The ``MEMORY.md`` lines of the memories ``slugs`` whose files are gone taken out (a renamed one's,
        ``moved``: old slug → new, made to name the new one), atomically; the other lines kept."""

    def enlister(self) -> Callable[[list[Memory]], None]:
        """One sync's or rebuild's way of appending the ``MEMORY.md`` lines of memories put in the store by
        hand, a batch at a time, as a write appends one, in order; one a line names already left as it is."""

    def apply(self, writes: list[Memory], deletes: list[str]) -> None:
        """Many writes and deletes at once (evolve)."""

    def rewrite_index_file(self) -> int:
        """Repair the broken ``MEMORY.md`` lines (dead, repeated, missing), every other line kept byte for
        byte; returns the lines changed."""

    def restore_files(self, files: Mapping[str, bytes]) -> tuple[list[str], list[str]]:
        """Make the store exactly ``files`` (a rollback); returns (names written, slugs removed)."""

    # -- audit
    def audit(self, event: str, **fields: Any) -> None: ...

    def audit_lines(self) -> list[dict[str, Any]]: ...


if TYPE_CHECKING:
    _store_is_a_memory_store: type[MemoryStore] = Store  # mypy checks the markdown store fits
