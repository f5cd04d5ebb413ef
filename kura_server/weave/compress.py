"""Compressing an index line for the map's third layer: a model when one is given, else mechanically.

Two mechanical forms, no model: :func:`trim_line` (the title kept, the trigger cut at a word — what
``weave`` falls back to) and :class:`Distinct`, which knows the whole store and keeps a line's
*rarest* words instead of its first ones (the service's compressor when no model is configured).
:func:`full_line` is a whole line as the map shows it: the content once plus its link, no title that
only repeats what the trigger or the slug says.

A :class:`Compressor` gets a whole index line (``- [Title](slug.md) — trigger``) and a budget in
tokens for the trigger part, and returns a shorter line for the same memory. The scribe model
implements it in a later stage; :class:`CachedCompressor` wraps any compressor with an on-disk cache
keyed by the source line and the budget, so a steady-state re-weave asks the model nothing.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Protocol, runtime_checkable

from ..index.index import STOPWORDS
from ..store.memory import _STOP as SLUG_STOPWORDS
from ..store.memory import Memory
from ..store.paths import (
    SLUG,
    atomic_write,
    read_regular_text,
    remove_empty_folder,
    remove_file,
    remove_tree,
    safe_child,
)
from ..store.store import ENTRY
from .quality import words
from .tokens import CJK, UNITS_PER_TOKEN, cut_to_tokens, units

_ASCII_SYMBOL = re.compile(r"[$+<=>^`|~]")
_SURFACE = re.compile(r"\d(?:[\w.:/,-]*\w)?|[^\W_]+(?:['’][^\W_]+)*")


@runtime_checkable
class Compressor(Protocol):
    """Shortens one index line; ``budget_tokens`` is what the trigger (the text after the dash) may take."""

    def compress(self, line: str, budget_tokens: int) -> str: ...


def trim_line(line: str, budget_tokens: int) -> str:
    """The mechanical trim: keep ``- [Title](slug.md) — ``, cut the trigger at a word boundary, mark it ``…``."""
    m = ENTRY.match(line)
    if m is None:
        return cut_to_tokens(line, budget_tokens)[0]
    trigger, _ = cut_to_tokens(m.group("trigger"), budget_tokens)
    return line[: m.start("trigger")] + trigger


def full_line(mem: Memory) -> str:
    """A whole line of the map: the memory's content once plus its link. When every word of the title is
    already said — by the trigger (a manual memory: title and trigger both the content's first words) or
    by the slug (a title the slug was made from) — the trigger alone is the link text,
    ``- [trigger](slug.md)``; a title that says anything more keeps the index line."""
    trigger = " ".join(mem.trigger.split())
    if not trigger or not title_said(mem.title, trigger, mem.slug):
        return mem.index_line()
    shown = trigger.replace("]", ")").replace("[", "(")
    return f"- [{shown}]({mem.slug}.md)"


def title_said(title: str, trigger: str, slug: str) -> bool:
    """Whether the line says everything ``title`` does without it: each of its words in ``trigger`` or in
    ``slug`` (case aside; only the articles and prepositions a slug leaves out are not looked for —
    "not", "never", "only" are), and each symbol (⚠) in ``trigger``."""
    flat = " ".join(title.split()).rstrip("…").rstrip()
    if not flat or trigger.lower().startswith(flat.lower()):
        return True
    if any(ch not in trigger for ch in _symbols(flat)):
        return False
    in_slug = set(slug.split("-"))
    # a slug is plain a-z0-9 words: "1.29" is not its "1-29", nor "café" its "cafe"
    rest = [w for w in _SURFACE.findall(flat.lower()) if w not in SLUG_STOPWORDS and w not in in_slug]
    if not rest:
        return True
    in_trigger = set(_SURFACE.findall(trigger.lower()))
    return all(w in in_trigger for w in rest)


def _symbols(text: str) -> list[str]:
    """The symbols of ``text`` (⚠, $, <, =): characters of Unicode category S."""
    if text.isascii():
        return _ASCII_SYMBOL.findall(text)
    return [ch for ch in text if unicodedata.category(ch).startswith("S")]


class Distinct:
    """The mechanical compressor that knows the store: a compressed line keeps the memory's *rarest*
    words (fewest memories of the store use them), in their own order, as ``- [words…](slug.md)``.

    The whole line is held to about ``budget_tokens + 2`` tokens, link included; words the slug already
    says are not repeated. A line's words are what tell it from its neighbours, so the first words of a
    long sentence ("The archive lives on the…") are the wrong ones to keep. At least ``least`` word is
    kept however long the slug; past it, once the line shows ``enough`` of its memory's ``rarest`` words
    (the slug's count: it is on the line anyway), another word tells it apart no further and is not added.
    """

    name = "distinct"
    least = 1  # words kept however long the slug: a line that shows none says nothing the slug does not
    rarest = 3  # a memory's distinctive words: its ``rarest`` content words in the store ...
    enough = 2  # ... of which a line that shows ``enough`` is told apart from every other line

    def __init__(self, memories: Iterable[Memory]) -> None:
        self.df: Counter[str] = Counter()
        for mem in memories:
            self.df.update(set(words(f"{mem.title} {mem.trigger}")))

    def compress(self, line: str, budget_tokens: int) -> str:
        m = ENTRY.match(line)
        if m is None:
            return trim_line(line, budget_tokens)
        slug = m.group("file")
        link = f"- []({slug}.md)"
        room = (budget_tokens + 2) * UNITS_PER_TOKEN - units(link)
        pool, by_slug = self._pool(f"{m.group('title')} {m.group('trigger')}", set(slug.split("-")))
        ranked = sorted(pool)
        target = {key for _, _, key, _ in ranked[: self.rarest]}
        shown = len(target & by_slug)
        need = min(self.enough, len(target))
        kept: list[tuple[int, str]] = []
        used = 1  # the ellipsis
        for _, pos, key, w in ranked:
            if key in by_slug:
                continue
            if shown >= need and len(kept) >= self.least:
                break
            cost = w[1] + 1
            if used + cost > room and len(kept) >= self.least:
                continue
            kept.append((pos, w[0]))
            used += cost
            shown += key in target
        words_shown = " ".join(w for _, w in sorted(kept)).replace("]", ")").replace("[", "(")
        if len(kept) < len(pool) - len(by_slug):
            words_shown += "…"
        out = f"- [{words_shown}]({slug}.md)"
        return out if units(out) < units(line) else line

    def _pool(self, text: str, said: set[str]) -> tuple[list[tuple[int, int, str, tuple[str, int]]], set[str]]:
        """Each content word of ``text`` once, as (df, position, key, (surface form, weight)), and the
        keys among them that ``said`` (the slug's words) already shows."""
        plain = not CJK.search(text)  # the common case: one word is one key, its weight its length
        seen: set[str] = set()
        pool: list[tuple[int, int, str, tuple[str, int]]] = []
        for pos, w in enumerate(_SURFACE.findall(text)):
            key = w.lower().removesuffix("'s").removesuffix("’s") if plain else next(iter(words(w)), "")
            if not key or key in STOPWORDS or key in seen:
                continue
            seen.add(key)
            pool.append((self.df.get(key, 0), pos, key, (w, len(w) if plain else units(w))))
        return pool, {key for _, _, key, _ in pool if key in said}


class Mechanical:
    """The compressor used without a model: :func:`trim_line`. Deterministic and free."""

    name = "mechanical"

    def compress(self, line: str, budget_tokens: int) -> str:
        return trim_line(line, budget_tokens)


class Vetted:
    """``inner``'s answers, each read by ``vet(line, answer)`` before it is used — the scribe's, and its cache's, read
    on every weave by the write gate's reading of an index line (given by the service): an answer it finds wrong
    (the reason) raises, and the loom trims the line mechanically instead.

    The reading costs milliseconds a line and every weave reads every answer again: a verdict is a function of the
    line and the answer alone, so those of the last weave (``known``, held in memory by the caller — never on disk,
    where a file in a store may have been written by anyone) are taken as they were, and this weave's are kept in
    ``verdicts`` for the next (as many as the map's lines: what a weave no longer uses goes with it)."""

    def __init__(
        self,
        inner: Compressor,
        vet: Callable[[str, str], str | None],
        known: Mapping[bytes, str | None] | None = None,
    ) -> None:
        self.inner = inner
        self.vet = vet
        self.name = compressor_name(inner)
        self.known = known or {}
        self.verdicts: dict[bytes, str | None] = {}  # the digest of (line, answer) → what is wrong, or None

    def compress(self, line: str, budget_tokens: int) -> str:
        out = self.inner.compress(line, budget_tokens)
        key = hashlib.blake2b(f"{line}\0{out}".encode(), digest_size=16).digest()  # 16 bytes a line held, not two lines
        wrong = self.verdicts[key] = self.known[key] if key in self.known else self.vet(line, out)
        if wrong is not None:
            raise ValueError(f"its line was refused: {wrong}")
        return out


def compressor_name(compressor: Compressor) -> str:
    return str(getattr(compressor, "name", type(compressor).__name__))


class CachedCompressor:
    """``inner`` behind a directory of cached answers, one small file per (namespace, budget, line).

    ``namespace`` should name what produced the answers (e.g. the scribe model), so another model
    does not reuse them. Files are written atomically; a failed call caches nothing. A line's answers
    sit in a folder named after its memory (``<slug>/<hash>.txt``), so a forget drops them by name
    (:func:`drop_lines`); :meth:`prune` drops every answer this compressor did not use (after a weave:
    the lines of memories since changed or gone).
    """

    def __init__(self, inner: Compressor, directory: Path, namespace: str = "") -> None:
        self.inner = inner
        self.directory = directory
        self.namespace = namespace
        self.name = compressor_name(inner)
        self.hits = 0
        self.misses = 0
        self.used: set[Path] = set()

    def path_for(self, line: str, budget_tokens: int) -> Path:
        key = hashlib.sha256(f"{self.namespace}\0{budget_tokens}\0{line}".encode()).hexdigest()
        m = ENTRY.match(line)
        slug = m.group("file") if m is not None and SLUG.fullmatch(m.group("file")) else "_"  # "_": no slug's
        return self.directory / slug / f"{key}.txt"

    def compress(self, line: str, budget_tokens: int) -> str:
        path = self.path_for(line, budget_tokens)
        self.used.add(path)
        cached: str | None
        try:
            cached = read_regular_text(path)
        except FileNotFoundError:
            cached = self._earlier(path)
        if cached is not None:
            self.hits += 1
            return cached
        self.misses += 1
        out = self.inner.compress(line, budget_tokens)
        atomic_write(path, out)
        return out

    def _earlier(self, path: Path) -> str | None:
        """The answer as an earlier kura kept it (``<hash[:2]>/<hash>.txt``), moved to its memory's folder
        (the next :meth:`prune` removes the old one): no model call is asked again for a new layout."""
        try:
            cached = read_regular_text(self.directory / path.name[:2] / path.name)
        except FileNotFoundError:
            return None
        atomic_write(path, cached)
        return cached

    def prune(self) -> int:
        """Remove every cached answer this compressor did not use (and the folders left empty); the count."""
        gone = 0
        for top, folders, files in os.walk(self.directory, topdown=False):  # links not followed
            here = Path(top)
            for name in files:
                if here / name not in self.used:
                    with contextlib.suppress(OSError):  # a cache: what cannot go now goes next time
                        gone += remove_file(here / name)
            for name in folders:
                remove_empty_folder(here / name)  # not empty (or a link): kept
        return gone


def drop_lines(directory: Path, slug: str) -> None:
    """Remove the cached answers of the memory ``slug`` (a forget's: they hold its title and trigger)."""
    if SLUG.fullmatch(slug) and directory.is_dir():
        remove_tree(safe_child(directory, slug))
