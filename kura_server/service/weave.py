"""The woven map (prefill) and index-line tidying (the work is in ``kura_server/weave/``)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json

from .. import errors
from ..engine import StoreEngine
from ..models import ModelClient, TokenMeter
from ..schemas import TidyResult, TidyRewrite
from ..store.paths import atomic_write, read_regular, read_regular_text, safe_child
from ..weave import CachedCompressor, Compressor, Distinct, Prefill, check_memories, stored, weave
from ..weave.scribe import ScribeCompressor
from .engines import Engines, log, writable


class Weaving:
    """prefill (stored while the store and the day are unchanged), tidy."""

    def __init__(self, engines: Engines, models: ModelClient) -> None:
        self.engines = engines
        self.models = models

    def prefill(self, *, rebuild: bool = False, store: str | None = None, mode: str | None = None) -> Prefill:
        """The store's prefill block: the stored weave while the store and the day are unchanged,
        else woven again (by the scribe when a model is configured, else trimmed mechanically)."""
        eng = self.engines.open(store, mode)
        eng.store.ensure()
        today = dt.date.today()
        folder = eng.store.workshop(stored.FOLDER)
        stamp = self._fingerprint(eng, today)
        saved = safe_child(folder, stored.PREFILL)
        if not rebuild and saved.is_file():
            try:
                data = json.loads(read_regular_text(saved))
                if data.get("fingerprint") == stamp:
                    return Prefill.model_validate(data["prefill"])
            except (ValueError, KeyError):
                log.warning("store %s: stored prefill unreadable; weaving again", eng.name)
        memories = list(eng.store.read_all())
        compressor: Compressor
        scribe = cached = None
        if self.models.configured:
            scribe = ScribeCompressor(self.models, TokenMeter())
            compressor = cached = CachedCompressor(scribe, safe_child(folder, stored.LINES), namespace=scribe.namespace)
        else:
            compressor = Distinct(memories)  # no model: each line keeps the store's rarest words
        order = [e.slug for e in eng.store.index_entries()]
        result = weave(memories, self.engines.settings.weave, today=today, store=eng.store.name,
                       compressor=compressor, index_order=order)  # fmt: skip
        try:
            atomic_write(saved, json.dumps({"fingerprint": stamp, "prefill": result.model_dump(mode="json")}))
            if cached is not None and scribe is not None and scribe.failure is None:
                cached.prune()  # the lines of memories changed or gone since: this weave did not use them
        except errors.KuraError as exc:  # the stored weave is a cache: a full disk must not fail a read
            if exc.code not in errors.STORAGE_CODES:
                raise
            log.warning("store %s: the prefill was not saved (%s); woven again next time", eng.name, exc.message)
        log.info(
            "store %s: woven, %d lines, %d tokens of %d%s", eng.name, len(result.lines), result.report.tokens,
            result.report.budget_tokens, "" if result.report.fits else " (does not fit)",
        )  # fmt: skip
        return result

    def tidy(self, *, store: str | None = None, mode: str | None = None) -> TidyResult:
        """Find index lines that say nothing specific or could be swapped; with a model, rewrite them
        (each new trigger passes redaction and the gate: the write pipeline's update)."""
        eng = self.engines.open(store, mode)
        mems = {m.slug: m for m in eng.store.read_all()}
        findings = check_memories(mems.values())
        result = TidyResult(store=eng.name, findings=[f.model_dump() for f in findings])
        if not findings:
            return result
        if not self.models.configured:
            result.needs_model = True
            return result
        writable(eng)  # rewrites are manual writes
        from ..weave.tidy import rewrite_triggers  # (the write path: imported by the first rewrite)
        from ..write.pipeline import Writer

        writer = Writer(eng, self.engines.settings.write)
        meter = TokenMeter()
        done = rewrite_triggers(
            mems,
            findings,
            self.models,
            meter,
            lambda slug, trigger: writer.update(slug, {"trigger": trigger}, surface="tidy"),
        )
        result.rewritten = [TidyRewrite(slug=r.slug, before=r.before, after=r.after) for r in done.rewritten]
        result.refused = done.refused
        result.tokens = meter.usage()
        return result

    def _fingerprint(self, eng: StoreEngine, today: dt.date) -> str:
        """Everything a weave depends on: the files (names, sizes, mtimes), MEMORY.md, the day, the config."""
        files, _ = eng.store.scan()
        digest = hashlib.sha256()
        digest.update(today.isoformat().encode())
        settings = self.engines.settings
        digest.update(settings.weave.model_dump_json().encode())
        scribe = settings.models.profile("scribe")
        digest.update((scribe.model if scribe else "mechanical").encode())
        for slug in sorted(files):
            digest.update(f"{slug}\0{files[slug].size}\0{files[slug].mtime_ns}\n".encode())
        index_file = eng.store.index_path()
        digest.update(read_regular(index_file) if index_file.is_file() else b"")
        return digest.hexdigest()
