"""Import: memories another tool wrote, each through the store's one write pipeline.

Every memory goes through :class:`~kura_server.write.pipeline.Writer` ``remember`` exactly as a manual
write does — redaction, the gate, the near-twin check (a near twin is skipped), the evidence manifest —
with ``surface="import"``. Its evidence says where it came from, honestly: ``kind: import``, the format,
the source and the row or file, class ``TOOL`` (read from a file, not said by the person to kura). A
second import of the same source is a NOOP: the same manifest already backs a memory.

Before writing, each memory that had a name where it came from (a host file's slug, a note's file
name, an export's slug) is given its slug when it is free — else a new one, made from it as a derived
slug is (``deploy-window`` → ``deploy-window-2``) — and ``[[links]]`` to names of the import are
rewritten to the slugs they got, so a folder of notes keeps its links and none is left pointing at a
memory of the store that only shares a name. Names match as links are typed: case-folded and in one
Unicode normal form (a vault from a Mac has its file names in NFD, its links typed in NFC). Repeats
inside the import (the same words) are skipped; a row that cannot be read, or that redaction and the
gate refuse, is refused with the reason. Nothing is dropped without a line in the report.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from .. import errors
from ..store.memory import IMPORT_SLUG_CHARS, IMPORT_SLUG_WORDS, LINK, new_slug
from ..write.pipeline import Writer
from ..write.redact import redact_value
from .sources import Incoming

Outcome = Literal["imported", "skipped", "refused"]
EVIDENCE_CLASS = "TOOL"  # what kura saw: text read from a file another tool wrote (see the module docstring)
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Imported:
    """What became of one incoming memory."""

    where: str
    outcome: Outcome
    title: str | None = None
    slug: str | None = None
    reason: str | None = None
    redacted: list[str] = field(default_factory=list)


def _key(text: str) -> str:
    """The words of ``text``, case-folded: two texts with the same key say the same thing."""
    return " ".join(_WORD.findall(text.casefold()))


def name_key(name: str) -> str:
    """A name as a ``[[link]]`` matches it: case-folded, in Unicode's composed form (NFC), so ``Café``
    typed as one code point finds a file name that spells it ``e`` + U+0301 (macOS)."""
    return unicodedata.normalize("NFC", unicodedata.normalize("NFD", name).casefold())


class _Taken:
    """The slugs a new memory of the import cannot have: the store's, those given earlier in the plan,
    and one other memories of the store still ``[[link]]`` to (a forgotten memory's: the new memory
    would inherit links that meant another, as for a derived slug)."""

    def __init__(self, writer: Writer) -> None:
        self.writer = writer
        self.slugs = set(writer.eng.store.slugs())

    def __contains__(self, slug: object) -> bool:
        return slug in self.slugs or (isinstance(slug, str) and bool(self.writer.eng.index.linking_to(slug)))


def _relink(body: str, slugs: dict[str, str]) -> str:
    """``[[Name]]`` / ``[[Name|shown]]`` to a name of the import → ``[[slug|Name]]`` / ``[[slug|shown]]``."""

    def swap(m: re.Match[str]) -> str:
        name = m.group(1).strip()
        slug = slugs.get(name_key(name))
        if slug is None or slug == name:
            return m.group(0)
        rest = m.group(0)[2 + len(m.group(1)) : -2]  # "|shown", "#heading" or ""
        return f"[[{slug}{rest if rest.startswith('|') else '|' + name + rest}]]"

    return LINK.sub(swap, body)


class Importer:
    """Incoming memories into one store through its ``writer``."""

    def __init__(self, writer: Writer, *, fmt: str, source: str) -> None:
        self.writer = writer
        self.fmt = fmt
        self.source = source

    def run(
        self, items: Sequence[Incoming], *, dry_run: bool = False, progress: Callable[[int, int], None] | None = None
    ) -> list[Imported]:
        slugs = self._plan(items)
        seen: dict[str, str] = {}
        report: list[Imported] = []
        for n, item in enumerate(items, 1):
            report.append(self._one(item, slugs, seen, dry_run))
            if progress is not None:
                progress(n, len(items))
        return report

    def _plan(self, items: Sequence[Incoming]) -> dict[str, str]:
        """Each name of the import (:func:`name_key`) → the slug its memory will ask for: its own where
        free, else a new one made from it. Every own slug that is free is kept first, so a new one never
        takes the name another memory of the import brings."""
        taken = _Taken(self.writer)
        owner: dict[str, Incoming] = {}  # each free slug → the first item that brings it
        for item in items:
            if item.problem is not None or item.slug is None:
                item.slug = None  # unusable (or no name): the write pipeline derives one
            elif item.slug not in taken.slugs:
                owner.setdefault(item.slug, item)
        taken.slugs |= set(owner)
        slugs: dict[str, str] = {}
        for item in items:
            if item.slug is None:
                continue
            if owner.get(item.slug) is not item:  # taken: in the store, or by another item of the import
                item.slug = new_slug(item.slug, taken, IMPORT_SLUG_WORDS, IMPORT_SLUG_CHARS)
                taken.slugs.add(item.slug)
            slugs |= {name_key(name): item.slug for name in item.names}
        return slugs

    def _one(self, item: Incoming, slugs: dict[str, str], seen: dict[str, str], dry_run: bool) -> Imported:
        title = item.title
        if item.problem is not None:
            return Imported(item.where, "refused", title, None, item.problem)
        key = _key(item.body)
        if key in seen:
            return Imported(item.where, "skipped", title, None, f"the same text as {seen[key]} of this import")
        seen.setdefault(key, item.where)
        try:
            written = self.writer.remember(
                _relink(item.body, slugs), title=title, trigger=item.trigger, type=item.type, tags=item.tags,
                scope=item.scope, confidence=item.confidence, valid_from=item.valid_from, valid_to=item.valid_to,
                slug=item.slug, surface="import", evidence=self._evidence(item), created=item.created,
                updated=item.updated, dry_run=dry_run,
            )  # fmt: skip
        except errors.KuraError as exc:
            if exc.status >= 500:  # the disk, the index: not this memory's fault — the import stops
                raise
            return Imported(item.where, "refused", title, None, f"{exc.code}: {exc.message}")
        if written.action == "NOOP":
            for name in item.names:  # links to it lead to the memory that already says it
                slugs[name_key(name)] = written.slug
            return Imported(item.where, "skipped", title, written.slug, written.reason, written.redacted)
        return Imported(item.where, "imported", title, written.slug, written.reason, written.redacted)

    def _evidence(self, item: Incoming) -> dict[str, Any]:
        """Where the memory came from (no copy of its text: the memory holds it, redacted)."""
        manifest: dict[str, Any] = {
            "kind": "import", "format": self.fmt, "source": self.source, "where": item.where, "class": EVIDENCE_CLASS,
        }  # fmt: skip
        if item.origin_id is not None:
            manifest["id"] = item.origin_id
        if item.created is not None:
            manifest["created"] = item.created.isoformat()
        return redact_value(manifest)
