"""Import and export: memories from other tools into a store (through the write pipeline, as manual
writes), a store out as a tar of its markdown or as JSON lines (``kura_server/transfer/``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import IO, Literal

from .. import errors
from ..schemas import ExportResult, ImportedItem, ImportResult
from ..store.paths import remove_file, rename_into_place, synced_writer
from .engines import Engines, writable
from .memory import Memories

ExportFormat = Literal["tar", "tar.gz", "jsonl"]


class Transfer:
    """``kura import`` and ``kura export``."""

    def __init__(self, engines: Engines, memories: Memories) -> None:
        self.engines = engines
        self.memories = memories

    def import_memories(
        self, source: str | Path, *, format: str | None = None, store: str | None = None, mode: str | None = None,
        dry_run: bool = False, progress: Callable[[int, int], None] | None = None,
    ) -> ImportResult:  # fmt: skip
        """Read ``source`` (a host memory directory, a JSON / JSONL export, a folder of notes) and write
        each memory as a manual write does (redaction, the gate, the near-twin check); ``dry_run``
        writes nothing and says what would happen."""
        from ..transfer import sources  # the readers of other tools' formats: on the first import
        from ..transfer.importer import Importer

        eng = self.engines.open(store, mode)
        writable(eng, manual=True)  # an import is a person's doing, like remember
        path = Path(source)
        shape, items = sources.read(path, format)
        importer = Importer(self.memories.writer(eng), fmt=shape, source=path.name or str(path))
        done = importer.run(items, dry_run=dry_run, progress=progress)
        rows = [ImportedItem(**vars(d)) for d in done]
        return ImportResult(
            store=eng.name, source=str(path), format=shape, dry_run=dry_run, items=rows,
            imported=sum(r.outcome == "imported" for r in rows), skipped=sum(r.outcome == "skipped" for r in rows),
            refused=sum(r.outcome == "refused" for r in rows),
        )  # fmt: skip

    def export_store(
        self, fmt: ExportFormat, *, path: str | Path | None = None, stream: IO[bytes] | None = None,
        workshop: bool = False, store: str | None = None, mode: str | None = None,
    ) -> ExportResult:  # fmt: skip
        """Write the store as a tar (``tar`` / ``tar.gz``: its markdown; ``workshop`` adds the ``_``
        folders but the index) or as JSON lines, to the file ``path`` (written whole, then renamed into
        place) or into ``stream``."""
        if path is not None and stream is not None:
            raise errors.invalid("export to a file or to a stream, not both")
        if workshop and fmt == "jsonl":
            raise errors.invalid("--all exports the workshop folders, which only a tar holds: use --format tar")
        from ..transfer import exporter

        eng = self.engines.open(store, mode)

        def write(out: IO[bytes]) -> tuple[int, int]:
            if fmt == "jsonl":
                n = exporter.export_jsonl(eng.store, out)
                return n, n
            return exporter.export_tar(eng.store, out, gzip=fmt == "tar.gz", workshop=workshop)

        if stream is not None:
            memories, files = write(stream)
            return ExportResult(store=eng.name, path=None, format=fmt, memories=memories, files=files)
        if path is None:
            raise errors.invalid("export to a file or to a stream: give one")
        target = Path(path).expanduser().absolute()
        if not target.parent.is_dir():
            raise errors.invalid(f"cannot export to {str(target)!r}: its folder does not exist")
        tmp = target.with_name(f".{target.name}.tmp")
        try:
            with synced_writer(tmp) as out:
                memories, files = write(out)
            rename_into_place(tmp, target)
        finally:
            remove_file(tmp)
        return ExportResult(store=eng.name, path=str(target), format=fmt, memories=memories, files=files)
