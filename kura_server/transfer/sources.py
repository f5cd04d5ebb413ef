"""What other tools wrote, read as :class:`Incoming` memories (nothing here writes).

Three shapes:

- ``host``  — a host memory directory (markdown files and a ``MEMORY.md``: what opens as a store);
- ``json`` / ``jsonl`` — rows of ``{text, metadata, created_at}`` as mem0 and similar tools export them
  (a JSON array, a ``{"results": [...]}`` or ``{"memories": [...]}`` wrapper, or one object a line;
  ``memory``, ``body`` and ``content`` stand for ``text``); ``kura export --format jsonl`` writes this
  shape too;
- ``notes`` — a folder of markdown notes (basic-memory, Obsidian): the front matter kura has a field
  for is kept, ``[[links]]`` are kept, the title is the front matter's, else the first heading, else the
  file name.

A row that cannot be read becomes an :class:`Incoming` with a ``problem``: the import reports it,
never drops it silently. So does one whose text is not Unicode text (a lone surrogate: JSON's
``"\\ud800"``, a note whose file name is not UTF-8): no file could hold it, and the rows after it are read.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, cast

from .. import errors, jsontext
from ..store.memory import (
    CONFIDENCES,
    IMPORT_SLUG_CHARS,
    IMPORT_SLUG_WORDS,
    SCOPE,
    TYPES,
    Confidence,
    MemoryType,
    derive_trigger,
    new_slug,
    parse_memory,
    read_scope,
)
from ..store.paths import read_regular_text, validate_slug
from ..store.store import INDEX_FILE, Store
from ..write.redact import redact
from ..write.text import NOT_UNICODE, is_unicode, shown

Format = Literal["host", "json", "jsonl", "notes"]
FORMATS: tuple[str, ...] = ("host", "json", "jsonl", "notes")
_TEXT_KEYS = ("text", "memory", "body", "content")
_HEADING = re.compile(r"\A#{1,6}[ \t]+(.+?)[ \t#]*(?:\n|\Z)")
MAX_TAGS = 20
_SCOPES = "'global', 'repo:<name>' or 'agent:<name>'"
_FOREIGN = (
    "not a memory file of a store (a name other than lowercase letters, digits and '-', or a link out of "
    "the folder): import the folder with --format notes to read its files as notes"
)


@dataclass
class Incoming:
    """One memory as another tool had it. ``where`` says where it was (a file, a row); ``names`` are
    what ``[[links]]`` call it there; ``slug`` the name it would like to keep."""

    where: str
    body: str
    title: str | None = None
    trigger: str | None = None
    type: MemoryType = "project"
    tags: list[str] = field(default_factory=list)
    scope: str = "global"
    confidence: Confidence = "medium"
    created: dt.date | None = None
    updated: dt.date | None = None
    valid_from: dt.date | None = None
    valid_to: dt.date | None = None
    slug: str | None = None
    names: tuple[str, ...] = ()
    origin_id: str | None = None
    problem: str | None = None

    def unicode(self) -> Incoming:
        """This item, or, when a text of it is not Unicode text (a lone surrogate), one refused for that:
        nothing of it is kept (no file, manifest or report could hold it) but where it was."""
        texts = [self.body, self.title or "", self.trigger or "", self.scope, self.origin_id or "", *self.tags]
        if all(map(is_unicode, [*texts, *self.names])):
            return self
        return Incoming(where=self.where, body="", problem=NOT_UNICODE)


def detect(path: Path) -> Format:
    """The shape of ``path``: a folder with a ``MEMORY.md`` is a host memory directory, another folder
    notes, a ``.json`` file JSON, a ``.jsonl`` / ``.ndjson`` file JSON lines."""
    if path.is_dir():
        return "host" if (path / INDEX_FILE).is_file() else "notes"
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".ndjson"):
        return "jsonl"
    if suffix == ".json":
        return "json"
    raise errors.invalid(f"cannot tell what {path.name!r} holds: give --format ({' | '.join(FORMATS)})")


def read(path: Path, fmt: str | None = None) -> tuple[Format, list[Incoming]]:
    """Every memory at ``path`` in the shape ``fmt`` (detected when None), in a stable order."""
    path = path.expanduser()
    if not path.exists():
        raise errors.invalid(f"nothing to import at {str(path)!r}: no such file or folder")
    if fmt is not None and fmt not in FORMATS:
        raise errors.invalid(f"unknown import format {fmt!r}: one of {', '.join(FORMATS)}")
    shape: Format = detect(path) if fmt is None else fmt  # type: ignore[assignment]  # checked just above
    folder = shape in ("host", "notes")
    if folder != path.is_dir():
        raise errors.invalid(f"format {shape} reads a {'folder' if folder else 'file'}: {str(path)!r} is not one")
    if shape == "host":
        return shape, list(_host(path))
    if shape == "notes":
        return shape, list(_notes(path))
    try:
        text = read_regular_text(path)
    except (OSError, UnicodeDecodeError, errors.KuraError) as exc:  # (KuraError: not a regular file)
        raise errors.invalid(f"cannot read {shown(path.name)!r}: {exc}") from None
    name = shown(path.name)
    return shape, list(_rows_of_json(text, name) if shape == "json" else _rows_of_jsonl(text, name))


# -- host memory directories and notes --------------------------------------------------------------


def _given_trigger(trigger: str, body: str) -> str | None:
    """The trigger a file gave itself, or None when it is only the body's first sentence (derived again)."""
    return None if not trigger or trigger == derive_trigger(body) else trigger


def _host(root: Path) -> Iterator[Incoming]:
    source = Store("import", root)
    hooks = {e.slug: e.trigger for e in source.index_entries()}
    for mem in source.read_all():
        trigger = _given_trigger(mem.trigger, mem.body) or hooks.get(mem.slug) or None
        yield Incoming(
            where=f"{mem.slug}.md", body=mem.body, title=mem.title, trigger=trigger, type=mem.type,
            tags=clean_tags(mem.tags), scope=mem.scope, confidence=mem.confidence, created=mem.created,
            updated=mem.updated, valid_from=mem.valid_from, valid_to=mem.valid_to, slug=mem.slug, names=(mem.slug,),
            problem=_scope_problem(mem.scope),
        )  # fmt: skip
    for name in source.scan()[1]:  # what the store would not read either: said, not dropped
        yield Incoming(where=name, body="", problem=_FOREIGN)


def _note_files(root: Path) -> Iterator[Path]:
    """The ``.md`` files under ``root``, in order, outside hidden and workshop folders (``.obsidian``, ``_x``)."""
    for path in sorted(root.rglob("*.md")):
        parts = path.relative_to(root).parts
        if path.is_file() and not any(p.startswith((".", "_")) for p in parts):
            yield path


def _notes(root: Path) -> Iterator[Incoming]:
    taken: set[str] = set()
    for path in _note_files(root):
        where = path.relative_to(root).as_posix()
        if not is_unicode(where):  # a name that is not UTF-8 (a zip from another system): no memory can hold it
            yield Incoming(where=shown(where), body="", problem=NOT_UNICODE)
            continue
        try:
            text = read_regular_text(path)
        except (OSError, UnicodeDecodeError, errors.KuraError) as exc:  # (KuraError: not a regular file)
            yield Incoming(where=where, body="", problem=f"cannot read the file: {exc}")
            continue
        stem = path.stem
        named = redact(stem).text == stem  # a secret in a name stays out; a note keeps the name it was given
        slug = new_slug(stem, taken, IMPORT_SLUG_WORDS, IMPORT_SLUG_CHARS) if named else None
        if slug is not None:
            taken.add(slug)
        mem = parse_memory(slug or "note", text, title_hint=stem)
        body, title = mem.body, mem.title
        trigger = _given_trigger(mem.trigger, body)
        heading = _HEADING.match(body)
        if heading is not None and title in (stem, heading.group(1).strip()):  # no title above the heading's
            title = heading.group(1).strip()
            body = body[heading.end() :].lstrip("\n")  # the title says it: the heading is not said twice
        extra = mem.extra
        aliases = extra.get("aliases") or []
        names = [stem, title, str(extra.get("permalink") or "")]
        names += [str(a) for a in (aliases if isinstance(aliases, list) else [aliases])]
        yield Incoming(
            where=where, body=body, title=title, trigger=trigger, type=mem.type, tags=clean_tags(mem.tags),
            scope=mem.scope, confidence=mem.confidence, created=mem.created or when(extra.get("date")),
            updated=mem.updated, valid_from=mem.valid_from, valid_to=mem.valid_to, slug=slug,
            names=tuple(n for n in names if n), problem=_scope_problem(mem.scope),
        ).unicode()  # fmt: skip


# -- JSON rows ---------------------------------------------------------------------------------------


def _rows_of_json(text: str, name: str) -> Iterator[Incoming]:
    try:
        data = jsontext.loads(text)
    except ValueError as exc:
        raise errors.invalid(f"{name!r} is not JSON: {exc}") from None
    if isinstance(data, dict):
        wrapped = next((data[k] for k in ("results", "memories") if isinstance(data.get(k), list)), None)
        if wrapped is None:
            raise errors.invalid(f"{name!r}: expected a list of rows, or an object with a 'results' or 'memories' list")
        data = wrapped
    if not isinstance(data, list):
        raise errors.invalid(f"{name!r}: expected a list of rows")
    for n, row in enumerate(data, 1):
        yield from_row(row, f"{name}#{n}")


def _rows_of_jsonl(text: str, name: str) -> Iterator[Incoming]:
    """One row a line. A line ends at ``\n`` only (a ``\r`` before it is JSON whitespace): a row may hold
    U+2028, U+2029 or U+0085 raw in a string — the export writes them so — where ``str.splitlines``
    would cut it in two."""
    for n, line in enumerate(text.split("\n"), 1):
        if not line.strip():
            continue
        try:
            row = jsontext.loads(line)
        except ValueError as exc:
            yield Incoming(where=f"{name}:{n}", body="", problem=f"not JSON: {exc}")
            continue
        yield from_row(row, f"{name}:{n}")


def _pick(row: Mapping[str, Any], meta: Mapping[str, Any], *keys: str) -> Any:
    """The first of ``keys`` the row (then its ``metadata``) gives a value for."""
    for source in (row, meta):
        for key in keys:
            if source.get(key) not in (None, "", []):
                return source[key]
    return None


def from_row(row: Any, where: str) -> Incoming:
    """One exported row as an :class:`Incoming` (or one with a ``problem`` saying why it cannot be)."""
    if not isinstance(row, dict):
        return Incoming(where=where, body="", problem="not an object: each row is {text, metadata, created_at}")
    raw_meta = row.get("metadata")
    meta: Mapping[str, Any] = raw_meta if isinstance(raw_meta, dict) else {}
    body = _pick(row, meta, *_TEXT_KEYS)
    if not isinstance(body, str) or not body.strip():
        return Incoming(where=where, body="", problem=f"no text: expected one of {', '.join(_TEXT_KEYS)}")
    mtype = str(_pick(row, meta, "type") or "").strip().lower()
    if mtype not in TYPES:
        mtype = "user" if row.get("user_id") else "project"  # a mem0 row about a user is a fact about the person
    scope = read_scope(_pick(row, meta, "scope"))[0]
    confidence = str(_pick(row, meta, "confidence") or "medium").strip().lower()
    slug = _pick(row, meta, "slug")
    title, trigger = _pick(row, meta, "title"), _pick(row, meta, "description", "trigger")
    origin = _pick(row, meta, "id")
    return Incoming(
        where=where, body=body, title=str(title) if title else None, trigger=str(trigger) if trigger else None,
        type=cast(MemoryType, mtype), tags=clean_tags(_pick(row, meta, "tags", "categories")), scope=scope,
        confidence=cast(Confidence, confidence) if confidence in CONFIDENCES else "medium",
        created=when(_pick(row, meta, "created", "created_at")),
        updated=when(_pick(row, meta, "updated", "updated_at")), valid_from=when(_pick(row, meta, "valid_from")),
        valid_to=when(_pick(row, meta, "valid_to")), slug=_slug_or_none(slug),
        names=(str(slug),) if slug else (), origin_id=str(origin) if origin else None,
        problem=_scope_problem(scope),
    ).unicode()  # fmt: skip


def _scope_problem(scope: str) -> str | None:
    """Why an item is refused for its scope (one that is not a kura scope never becomes ``global``), if it is."""
    return None if SCOPE.match(scope) else f"scope {scope[:60]!r} is not a kura scope ({_SCOPES})"


# -- small readers -----------------------------------------------------------------------------------


def _slug_or_none(value: Any) -> str | None:
    if not isinstance(value, str):
        return None
    try:
        return validate_slug(value)
    except errors.KuraError:
        return None


def when(value: Any) -> dt.date | None:
    """A date from what exports write: a date, an ISO date or time (``2024-05-01T10:00:00Z``), epoch seconds."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            return dt.datetime.fromtimestamp(value / 1000 if value > 1e11 else value, dt.UTC).date()
        except (OverflowError, OSError, ValueError):
            return None
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()[:10])
        except ValueError:
            return None
    return None


def clean_tags(value: Any) -> list[str]:
    """Tags as kura keeps them (letters, digits, ``-``, ``_``; at most 40 characters, 20 tags): ``#a/b`` → ``a-b``."""
    items = value.split(",") if isinstance(value, str) else value if isinstance(value, list) else []
    tags: dict[str, None] = {}
    for item in items:
        tag = re.sub(r"[^\w-]+", "-", str(item).strip().lstrip("#")).strip("-")[:40].strip("-")
        if tag:
            tags.setdefault(tag, None)
    return list(tags)[:MAX_TAGS]
