"""The woven map (prefill) and index-line tidying."""

from __future__ import annotations

import datetime as dt
import hashlib
import json

from .. import errors
from ..engine import StoreEngine
from ..models import TokenMeter, prompt
from ..schemas import (
    TidyResult,
    TidyRewrite,
    UpdateRequest,
)
from ..store.paths import atomic_write
from ..weave import CachedCompressor, Prefill, check_memories, weave_store
from ..weave.scribe import ScribeCompressor
from .base import ServiceBase, log


class WeaveOps(ServiceBase):
    """prefill (stored while the store and the day are unchanged), tidy."""

    # -- the woven map ----------------------------------------------------------------------

    def prefill(self, *, rebuild: bool = False, store: str | None = None, mode: str | None = None) -> Prefill:
        """The store's prefill block: the stored weave while the store and the day are unchanged,
        else woven again (by the scribe when a model is configured, else trimmed mechanically)."""
        eng = self._open(store, mode)
        eng.store.ensure()
        today = dt.date.today()
        folder = eng.store.workshop("_weave")
        stamp = self._weave_fingerprint(eng, today)
        saved = folder / "prefill.json"
        if not rebuild and saved.is_file():
            try:
                data = json.loads(saved.read_text(encoding="utf-8"))
                if data.get("fingerprint") == stamp:
                    return Prefill.model_validate(data["prefill"])
            except (ValueError, KeyError):
                log.warning("store %s: stored prefill unreadable; weaving again", eng.name)
        compressor = None
        if self.models.configured:
            scribe = ScribeCompressor(self.models, TokenMeter())
            compressor = CachedCompressor(scribe, folder / "lines", namespace=scribe.namespace)
        result = weave_store(eng.store, self.settings.weave, today=today, compressor=compressor)
        atomic_write(saved, json.dumps({"fingerprint": stamp, "prefill": result.model_dump(mode="json")}))
        log.info(
            "store %s: woven, %d lines, %d tokens of %d%s", eng.name, len(result.lines), result.report.tokens,
            result.report.budget_tokens, "" if result.report.fits else " (does not fit)",
        )  # fmt: skip
        return result

    def tidy(self, *, store: str | None = None, mode: str | None = None) -> TidyResult:
        """Find index lines that say nothing specific or could be swapped; with a model, rewrite them
        (each new trigger passes redaction and the gate, through ``update``)."""
        eng = self._open(store, mode)
        mems = {m.slug: m for m in eng.store.read_all()}
        findings = check_memories(mems.values())
        result = TidyResult(store=eng.name, findings=[f.model_dump() for f in findings])
        if not findings:
            return result
        if not self.models.configured:
            result.needs_model = True
            return result
        self._writable(eng)  # rewrites go through update, a manual write
        meter = TokenMeter()
        done: set[str] = set()
        for finding in findings:
            for slug in finding.slugs:
                if slug in done or slug not in mems:
                    continue
                done.add(slug)
                mem = mems[slug]
                others = [mems[o].index_line() for o in finding.slugs if o != slug and o in mems]
                context = f"Flagged: {finding.kind}: {finding.reason}" + (
                    f"\nOther line: {others[0]}" if others else ""
                )
                messages = [
                    {"role": "system", "content": prompt("tidy_trigger")},
                    {"role": "user", "content": f"Title: {mem.title}\nBody:\n{mem.body}\n"
                     f"Current trigger: {mem.description}\n{context}"},
                ]  # fmt: skip
                after = " ".join(self.models.chat("scribe", messages, meter=meter).text.split()).strip("\"'")
                if not after or len(after) > 200 or after == mem.description:
                    result.refused.append({"slug": slug, "reason": "empty, too long or unchanged"})
                    continue
                try:
                    self.update(slug, UpdateRequest(description=after), store=eng.name, surface="tidy")
                except errors.KuraError as exc:
                    result.refused.append({"slug": slug, "reason": exc.message})
                    continue
                result.rewritten.append(TidyRewrite(slug=slug, before=mem.description, after=after))
        result.tokens = meter.usage()
        return result

    def _weave_fingerprint(self, eng: StoreEngine, today: dt.date) -> str:
        """Everything a weave depends on: the files (names, sizes, mtimes), MEMORY.md, the day, the config."""
        files, _ = eng.store.scan()
        digest = hashlib.sha256()
        digest.update(today.isoformat().encode())
        digest.update(self.settings.weave.model_dump_json().encode())
        scribe = self.settings.models.profile("scribe")
        digest.update((scribe.model if scribe else "mechanical").encode())
        for slug in sorted(files):
            digest.update(f"{slug}\0{files[slug].size}\0{files[slug].mtime_ns}\n".encode())
        index_file = eng.store.root / "MEMORY.md"
        digest.update(index_file.read_bytes() if index_file.is_file() else b"")
        return digest.hexdigest()
