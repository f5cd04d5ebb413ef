"""The woven map (prefill) and index-line tidying (the work is in ``kura_server/weave/``)."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Mapping
from contextlib import suppress
from pathlib import Path

from .. import errors, jsontext
from ..engine import StoreEngine
from ..models import ModelClient, TokenMeter
from ..schemas import TidyResult, TidyRewrite
from ..store.paths import atomic_write, read_regular, read_regular_text, safe_child
from ..store.store import ENTRY, FileStat
from ..weave import CachedCompressor, Compressor, Distinct, Prefill, Vetted, check_memories, stored, weave
from ..weave.scribe import ScribeCompressor
from .engines import Engines, log, writable

TRIES = 3  # weaves in a row while the store keeps changing under them; the last is returned unsaved
PUBLISH_WAIT_S = 1.0  # the write lock waited for to store a weave: a read is not held up by a long import


class Weaving:
    """prefill (stored while the store and the day are unchanged), tidy."""

    def __init__(self, engines: Engines, models: ModelClient) -> None:
        self.engines = engines
        self.models = models
        self._verdicts: dict[str, dict[bytes, str | None]] = {}  # a store's last weave's (Vetted)

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
                data = jsontext.loads(read_regular_text(saved))
                if data.get("fingerprint") == stamp:
                    return Prefill.model_validate(data["prefill"])
            except (ValueError, KeyError):
                log.warning("store %s: stored prefill unreadable; weaving again", eng.name)
        for attempt in range(1, TRIES + 1):
            result, cached = self._weave(eng, folder, today)
            if self._publish(eng, saved, stamp, today, result, cached) or attempt == TRIES:
                break
            stamp = self._fingerprint(eng, today)  # the store moved while it wove: again, over what it is now
        log.info(
            "store %s: woven, %d lines, %d tokens of %d%s", eng.name, len(result.lines), result.report.tokens,
            result.report.budget_tokens, "" if result.report.fits else " (does not fit)",
        )  # fmt: skip
        return result

    def _weave(self, eng: StoreEngine, folder: Path, today: dt.date) -> tuple[Prefill, CachedCompressor | None]:
        """One weave of the store as it reads now, under no lock (by the scribe when a model is configured,
        else :class:`Distinct`); the scribe's answer cache too when it is used and answered throughout."""
        memories = list(eng.store.read_all())
        compressor: Compressor
        scribe = cached = None
        if self.models.configured:
            scribe = ScribeCompressor(self.models, TokenMeter())
            cached = CachedCompressor(scribe, safe_child(folder, stored.LINES), namespace=scribe.namespace)
            # the cache's answers too, read on every weave: the verdicts of the store's last weave taken as they were
            compressor = Vetted(cached, _short_line_problem, self._verdicts.get(eng.name))
        else:
            compressor = Distinct(memories)  # no model: each line keeps the store's rarest words
        order = [e.slug for e in eng.store.index_entries()]
        result = weave(memories, self.engines.settings.weave, today=today, store=eng.store.name,
                       compressor=compressor, index_order=order)  # fmt: skip
        if isinstance(compressor, Vetted):
            self._verdicts[eng.name] = compressor.verdicts
        return result, cached if scribe is not None and scribe.failure is None else None

    def _publish(
        self, eng: StoreEngine, saved: Path, stamp: str, today: dt.date, result: Prefill,
        cached: CachedCompressor | None,
    ) -> bool:  # fmt: skip
        """Store ``result``, woven from the store whose fingerprint was ``stamp``, under the store's write lock:
        only while the store still has that fingerprint. A write that landed since (a forget: its memory's
        line is in ``result``) leaves it unsaved (False) and the scribe's lines it wrote of the memories no
        longer there dropped — a forget that came while it wove took them out before the weave put them
        back. A full disk or a busy store saves nothing (the stored weave is a cache: a read must not fail)."""
        try:
            with eng.store.write_lock(PUBLISH_WAIT_S):
                files, _ = eng.store.scan()
                if self._fingerprint(eng, today, files) != stamp:
                    stored.forget_lines(eng.store, [line.slug for line in result.lines if line.slug not in files])
                    log.info("store %s: the store changed while it wove; not saved", eng.name)
                    return False
                atomic_write(saved, json.dumps({"fingerprint": stamp, "prefill": result.model_dump(mode="json")}))
            if cached is not None:
                cached.prune()  # the lines of memories changed or gone since: this weave did not use them
        except errors.KuraError as exc:
            if exc.code not in errors.STORAGE_CODES and exc.code != "store_busy":
                raise
            log.warning("store %s: the prefill was not saved (%s); woven again next time", eng.name, exc.message)
        return True

    def tidy(self, *, store: str | None = None, mode: str | None = None) -> TidyResult:
        """Find index lines that say nothing specific or could be swapped; with a model, rewrite them
        (each new trigger passes redaction and the gate: the write pipeline's update, made only while the
        memory's file is the one read — a correction that lands while the scribe writes stays, the memory
        reported skipped)."""
        eng = self.engines.open(store, mode)
        shas: dict[str, str] = {}  # each file's hash before it is read: a rewrite applies only while it holds
        for slug in eng.store.slugs():
            with suppress(FileNotFoundError):  # removed while we scanned
                shas[slug] = eng.store.sha256(slug)
        mems = {m.slug: m for m in eng.store.read_all() if m.slug in shas}
        findings = check_memories(mems.values())
        result = TidyResult(store=eng.name, findings=[f.model_dump() for f in findings])
        if not findings:
            return result
        if not self.models.configured:
            result.needs_model = True
            return result
        writable(eng)  # rewrites are manual writes
        from ..weave.tidy import rewrite_triggers  # (the write path: imported by the first rewrite)
        from ..write.gate import check_rewrite
        from ..write.pipeline import Writer

        writer = Writer(eng, self.engines.settings.write)

        def write(slug: str, trigger: str) -> None:
            """A new index line says what its memory says — its title, body and the line it replaces — no otherwise
            (the gate's readings of meaning: a line "Billing runs on Postgres" over "The team plans to move billing
            to Postgres" is refused) and no more: no name or number of its own. Its words are free ("DB")."""
            mem = mems[slug]
            if problems := check_rewrite(trigger, [mem.title, mem.body, mem.trigger], words=False):
                raise errors.refused("gate_support", f"the line says what the memory does not: {problems[0].detail}")
            writer.update(slug, {"trigger": trigger}, surface="tidy", expect=shas[slug])

        meter = TokenMeter()
        done = rewrite_triggers(mems, findings, self.models, meter, write)
        result.rewritten = [TidyRewrite(slug=r.slug, before=r.before, after=r.after) for r in done.rewritten]
        result.refused, result.skipped = done.refused, done.skipped
        result.tokens = meter.usage()
        return result

    def _fingerprint(self, eng: StoreEngine, today: dt.date, files: Mapping[str, FileStat] | None = None) -> str:
        """Everything a weave depends on: the files (names, sizes, mtimes; ``files`` when the caller has
        scanned them), MEMORY.md, the day, the config."""
        if files is None:
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


def _short_line_problem(line: str, answer: str) -> str | None:
    """What is wrong with the scribe's shorter ``answer`` for the map's ``line`` of a memory: it keeps the line's title
    as given (the prompt's "the same prefix, exactly") and its trigger says what the line says (title and trigger) in
    fewer words, nothing more or otherwise (``gate.check_line``). Its shape — one line, the same memory, no longer — is
    the loom's to read."""
    from ..write.gate import check_line  # the write path's readings: loaded by the first scribe answer

    was, now = ENTRY.match(line), ENTRY.match(answer)
    if was is None or now is None:
        return None
    if now.group("title") != was.group("title"):
        return f"another title than the memory's: {now.group('title')[:60]!r}"
    problems = check_line(now.group("trigger"), [was.group("title"), was.group("trigger")])
    return f"{problems[0].rule}: {problems[0].detail}" if problems else None
