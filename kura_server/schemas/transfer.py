"""Import and export: what ``kura import`` did with each memory, what ``kura export`` wrote."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .base import _Out


class ImportedItem(_Out):
    where: str = Field(description="Where it was: a file of the folder, or 'export.json#3' (row 3).")
    outcome: Literal["imported", "skipped", "refused"]
    title: str | None = None
    slug: str | None = Field(None, description="The memory written (or, skipped, the one that already says it).")
    reason: str | None = Field(None, description="Why it was skipped or refused (the gate's rule, a near twin, …).")
    redacted: list[str] = Field(default_factory=list, description="Kinds of secrets masked in it.")


class ImportResult(_Out):
    store: str
    source: str
    format: Literal["host", "json", "jsonl", "notes"]
    dry_run: bool
    imported: int
    skipped: int
    refused: int
    items: list[ImportedItem]


class ExportResult(_Out):
    store: str
    path: str | None = Field(description="The file written (None: written to the stream given).")
    format: Literal["tar", "tar.gz", "jsonl"]
    memories: int
    files: int = Field(description="Files in the archive (tar), or lines written (jsonl).")
