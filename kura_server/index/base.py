"""The interface the derived index offers the rest of kura.

:class:`~kura_server.index.index.Index` (SQLite: FTS5, sqlite-vec, a sparse-term table) is the one
implementation today; a second (PostgreSQL + pgvector) fits behind the same methods and must pass
``tests/test_backend_contract.py``. The members are those the engine, the service and the surfaces call
today. Rows are addressed by an integer id the index assigns (stable until the memory is removed or
re-upserted); retrievers return ``(id, score)`` with higher scores better.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import numpy as np

from ..embed.base import SparseVec
from ..store.memory import Memory

if TYPE_CHECKING:
    from .index import Index, IndexedState, Row


@runtime_checkable
class MemoryIndex(Protocol):
    embedder_id: str
    dim: int

    # -- lifecycle
    def needs_rebuild(self) -> str | None:
        """Why the index cannot be used as it is (new, another schema, another embedder); None when it can."""

    def leftover(self) -> list[Path]:
        """The files a rebuild that died left beside the index (``kura doctor`` names them)."""

    def remove_leftover(self) -> int:
        """Remove what :meth:`leftover` finds (write lock held); how many files went."""

    def reset(self) -> None:
        """Empty it and record this schema and embedder (the first step of a rebuild)."""

    def rebuilding(self) -> AbstractContextManager[MemoryIndex]:
        """A fresh index of the same settings, in a place of its own, for a rebuild to fill; put in this
        one's place in one step when the block ends without an error, dropped otherwise. Its readers (other
        processes' too) see this index whole until then, never half of the new one."""

    def generation(self) -> str:
        """What changes with every write of its content, by any process (a rebuild and a restore too): the
        engine looks at it on each use, to notice another process's rebuild."""

    def set_aside_damaged(self, exc: BaseException) -> str | None:
        """When ``exc`` says its storage is damaged: moved out of the way (a fresh one is made by the next
        rebuild) and the reason to rebuild returned; None, nothing done, for any other error."""

    def damaged_copies(self) -> list[Path]:
        """What :meth:`set_aside_damaged` moved away and kept (doctor reports each)."""

    def whole(self) -> bool:
        """Whether its storage checks out page by page (costly: asked only after a read met damage)."""

    def close(self) -> None: ...

    def warm(self) -> None:
        """Load now what its first search would load (the daemon's warm-up); nothing when nothing is held."""

    # -- writing
    def upsert(
        self, items: Sequence[tuple[Memory, IndexedState]], dense: np.ndarray, sparse: Sequence[SparseVec] | None
    ) -> None:
        """Insert or replace memories with their vectors, all or nothing."""

    def touch(self, items: Iterable[tuple[str, IndexedState]]) -> None:
        """New change stamps for rows whose content did not change."""

    def remove(self, slugs: Iterable[str]) -> None: ...

    def purge(self, slugs: Iterable[str]) -> None:
        """Remove memories so that no copy of their text stays in the index's files (a forget)."""

    # -- reading
    def state(self) -> dict[str, IndexedState]:
        """What is indexed: slug → the change stamp and hash it was indexed at (sync and drift read it)."""

    def held(self) -> dict[str, IndexedState] | None:
        """:meth:`state`, asked before a rebuild replaces the index; None when it cannot say (none yet,
        another schema's)."""

    def count(self) -> int: ...

    def has_memories(self) -> bool: ...

    def rows(self, ids: Sequence[int]) -> dict[int, Row]: ...

    def ids_of(self, slugs: Sequence[str]) -> dict[str, int]: ...

    def days(self, ids: Sequence[int]) -> dict[int, dt.date]:
        """The day each of these memories is about (``valid_from``, else ``created``), where it has one."""

    def endings(self, ids: Sequence[int], chars: int = 200) -> dict[int, str]:
        """The last ``chars`` characters of each of these memories' bodies."""

    def commonplace(self, words: Sequence[str], share: float) -> set[str]:
        """Of ``words``, those more than ``share`` of the memories hold (full-text, the word itself)."""

    def rows_of(self, slugs: Sequence[str]) -> dict[str, Row]:
        """The rows of these slugs (those the index holds), by slug."""

    def evidence_owner(self, evidence: str) -> str | None:
        """The memory whose ``evidence`` is this manifest id, if one is (a pour done before a crash)."""

    def evidence_of(self, slugs: Sequence[str]) -> set[str]:
        """The evidence manifest ids the rows of these slugs name."""

    def lines(self, scopes: Sequence[str] | None) -> list[tuple[int, str, str, str]]:
        """(id, slug, title, trigger) of every memory in the scopes, in index order."""

    def slugs_of_type(self, type: str, scopes: Sequence[str] | None) -> list[str]: ...

    def links_from(self, ids: Sequence[int], per_source: int | None = None) -> list[tuple[int, str]]:
        """(source id, target slug) of the ``[[links]]`` of these rows; with ``per_source``, at most that
        many of each row's, the first by target slug (what a recall follows of one memory is bounded)."""

    def linking_to(self, slug: str) -> list[str]:
        """The slugs of the memories that link to ``slug`` (itself left out), sorted."""

    def texts(self) -> Iterator[tuple[str, str, str, str]]:
        """(slug, title, trigger, body) of every memory, streamed."""

    def dense_vectors(self) -> tuple[list[str], list[str], np.ndarray]:
        """Every memory's slug, scope and stored dense vector, in index order."""

    # -- retrieval: (id, score), best first; ``scopes`` None means every scope
    def search_dense(
        self, query: np.ndarray, k: int, scopes: Sequence[str] | None, free: Callable[[], int] | None = None
    ) -> list[tuple[int, float]]:
        """``free``: how many cores the search may use now (asked only when it pays to split it)."""

    def search_fts(
        self, question: str, k: int, scopes: Sequence[str] | None, *, stems: bool | None = None
    ) -> list[tuple[int, float]]: ...

    def search_sparse(self, query: SparseVec, k: int, scopes: Sequence[str] | None) -> list[tuple[int, float]]: ...


if TYPE_CHECKING:
    _index_is_a_memory_index: type[MemoryIndex] = Index  # mypy checks the SQLite index fits
