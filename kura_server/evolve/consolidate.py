"""Consolidate: read the store, find what could be merged, faded or re-checked, write nothing.

1. **Pairs**: each memory's nearest dense neighbours in its own scope, from the vectors the index
   already holds (numpy, one block of rows at a time), most similar first.
2. **Rule merges** (always, model or not): a pair where one memory merely repeats the other (title,
   trigger and body) is merged by the one near-duplicate rule writes use
   (``write.reconcile.find_duplicate``, at ``[write] duplicate_cosine``): the covering memory stays,
   the repeat goes.
3. **Judged pairs** (with a thinker): the remaining pairs at ``[evolve] pair_cosine`` or above, at most
   ``max_pairs``, are judged MERGE / CONFLICT / UNRELATED. A reply that is not that JSON goes to
   review (never forced into a verdict); CONFLICT goes to review; a MERGE touching a safety memory
   goes to review (evolve never changes one).
4. **Re-check** the oldest memories past ``recheck_days``: to review (the thinker first lets through
   the ones that are durable as written).
5. **Fade** memories never recalled and older than ``fade_days``: one confidence step down; one
   already at ``low`` is suggested for archiving, in review.

Each memory takes part in at most one change per cycle; the next cycle sees the result.
"""

from __future__ import annotations

import datetime as dt
import logging
import random
import re
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..embed.base import Embedder
from ..errors import KuraError
from ..index.index import STOPWORDS, Index
from ..index.usage import Usage
from ..models import ModelClient, TokenMeter, parse_json_object, prompt
from ..settings import EvolveConfig
from ..store.memory import Memory, is_safety
from ..write.reconcile import Neighbour, find_duplicate
from .proposal import Fade, Flag, Loaded, Merge, Proposal, RetentionQuery, fade_step
from .trigger import flag_key
from .verify import top_slugs

log = logging.getLogger("kura.evolve")
_WORD = re.compile(r"\w+", re.UNICODE)
BLOCK = 1024


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    similarity: float


def neighbour_pairs(index: Index, per_memory: int, floor: float) -> list[Pair]:
    """Pairs of memories in one scope whose stored dense vectors are at least ``floor`` alike."""
    slugs, scopes, vectors = index.dense_vectors()
    n = len(slugs)
    if n < 2:
        return []
    scope_ids = np.unique(np.array(scopes), return_inverse=True)[1]
    k = min(per_memory, n - 1)
    found: dict[tuple[int, int], float] = {}
    for start in range(0, n, BLOCK):
        sims = vectors[start : start + BLOCK] @ vectors.T
        rows = np.arange(sims.shape[0])
        sims[rows, rows + start] = -1.0  # not its own neighbour
        sims[scope_ids[start : start + BLOCK, None] != scope_ids[None, :]] = -1.0
        best = np.argpartition(-sims, k - 1, axis=1)[:, :k] if k < n else np.argsort(-sims, axis=1)[:, :k]
        for r, cols in enumerate(best):
            i = start + r
            for j in cols:
                s = float(sims[r, j])
                if s >= floor:
                    key = (min(i, int(j)), max(i, int(j)))
                    found[key] = max(found.get(key, s), s)
    pairs = [Pair(slugs[i], slugs[j], s) for (i, j), s in found.items()]
    return sorted(pairs, key=lambda p: (-p.similarity, p.a, p.b))


def _key(kind: str, slugs: Sequence[str], loaded: Loaded) -> str:
    """A flag about these memories as they are now (their bytes): the same flag next cycle, a new one
    once a person changed them. (Re-check and archive flags key on the memory's date instead: evolve's
    own fade changes the bytes, not the question.)"""
    return flag_key(kind, ((s, loaded.sha.get(s, "")[:12]) for s in slugs))


def _render(label: str, mem: Memory) -> str:
    dates = ", ".join(f"{k} {v}" for k, v in (("created", mem.created), ("updated", mem.updated)) if v) or "none"
    return (
        f"Memory {label} (slug {mem.slug})\nTitle: {mem.title}\nTrigger: {mem.trigger}\nType: {mem.type}\n"
        f"Tags: {', '.join(mem.tags) or '-'}\nDates: {dates}\nBody:\n{mem.body.strip()}\n"
    )


class Consolidator:
    def __init__(
        self,
        *,
        config: EvolveConfig,
        duplicate_cosine: float,
        models: ModelClient | None,
        meter: TokenMeter,
        today: dt.date,
    ) -> None:
        self.config = config
        self.duplicate_cosine = duplicate_cosine
        self.models = models if models is not None and models.configured else None
        self.meter = meter
        self.today = today
        self.notes: list[str] = []
        self._word_cache: dict[str, tuple[frozenset[str], frozenset[str]]] = {}

    def propose(
        self,
        proposal: Proposal,
        loaded: Loaded,
        index: Index,
        usage: Usage,
        embedder: Embedder,
        *,
        candidates: int,
        rrf_k: int,
    ) -> Proposal:
        mems = loaded.memories
        busy: set[str] = set()
        floor = min(self.duplicate_cosine, self.config.pair_cosine)
        pairs = [p for p in neighbour_pairs(index, self.config.neighbours, floor) if p.a in mems and p.b in mems]
        judged = 0
        for pair in pairs:
            if pair.a in busy or pair.b in busy:
                continue
            merge = self._rule_merge(pair, mems)
            if merge is None and self.models is not None and pair.similarity >= self.config.pair_cosine:
                if judged >= self.config.max_pairs:
                    continue
                judged += 1
                merge = self._judge(pair, proposal, loaded)
            if merge is None:
                continue
            safe = [s for s in (merge.keep, merge.remove) if is_safety(mems[s], self.config.safety_tags)]
            if safe:
                proposal.flags.append(
                    Flag(
                        kind="merge_safety",
                        slugs=[merge.keep, merge.remove],
                        key=_key("merge_safety", [merge.keep, merge.remove], loaded),
                        reason=f"{merge.by} merge of {merge.remove} into {merge.keep} touches a safety memory "
                        f"({', '.join(safe)}): a person decides ({merge.reason})",
                    )
                )
                continue
            proposal.merges.append(merge)
            busy |= {merge.keep, merge.remove}
        self._rechecks(proposal, loaded, busy)
        self._fades(proposal, loaded, usage, busy)
        for slug in sorted({s for m in proposal.merges for s in (m.keep, m.remove)} | {f.slug for f in proposal.fades}):
            proposal.base[slug] = loaded.sha[slug]
        # links into a merged-away memory get rewritten: their files are touched too
        gone = {m.remove for m in proposal.merges}
        for slug, mem in mems.items():
            if gone & set(mem.links):
                proposal.base[slug] = loaded.sha[slug]
        proposal.retention = self._retention(proposal, loaded, index, embedder, candidates=candidates, rrf_k=rrf_k)
        proposal.notes.extend(self.notes)
        return proposal

    # -- merges -------------------------------------------------------------------------------------

    def _words(self, mem: Memory) -> tuple[frozenset[str], frozenset[str]]:
        """(the words ``covered`` needs found, every word): a cheap necessary condition, cached."""
        got = self._word_cache.get(mem.slug)
        if got is None:
            every = frozenset(w.lower() for w in _WORD.findall(mem.search_text()))
            got = (every - STOPWORDS or every, every)
            self._word_cache[mem.slug] = got
        return got

    def _rule_merge(self, pair: Pair, mems: dict[str, Memory]) -> Merge | None:
        """The write path's near-duplicate rule, both ways: the memory that says it all stays."""
        a, b = mems[pair.a], mems[pair.b]
        if a.scope != b.scope or a.type != b.type:
            return None
        wa, wb = self._words(a), self._words(b)
        if not (wa[0] <= wb[1] or wb[0] <= wa[1]):
            return None  # neither can cover the other: find_duplicate would say no, more slowly
        # Whole texts, title and trigger included: a memory whose body repeats another's but whose title
        # or trigger says more is not redundant (its recognition handle would be lost with it).
        least, ta, tb = self.duplicate_cosine, a.search_text(), b.search_text()
        a_in_b = find_duplicate(ta, [Neighbour(b.slug, tb, pair.similarity)], min_similarity=least)
        b_in_a = find_duplicate(tb, [Neighbour(a.slug, ta, pair.similarity)], min_similarity=least)
        if a_in_b is None and b_in_a is None:
            return None
        if a_in_b is not None and b_in_a is not None:  # the same words: keep the older, then the first slug
            keep, gone = sorted((a, b), key=lambda m: (m.created or self.today, m.slug))
            why = "exact duplicate"
        else:
            keep, gone = (b, a) if a_in_b is not None else (a, b)
            why = (
                "near-duplicate: every content word, number and negation of it (title and trigger too) is in the other"
            )
        return Merge(keep=keep.slug, remove=gone.slug, similarity=round(pair.similarity, 4), by="rule", reason=why)

    def _ask(self, task: str, material: str, unavailable: str) -> str | None:
        """The thinker's reply to ``material`` under prompt ``task``; ``None`` when it cannot be reached
        (then the rest of the cycle runs on rules alone, and the notes say from where)."""
        assert self.models is not None
        messages = [{"role": "system", "content": prompt(task)}, {"role": "user", "content": material}]
        try:
            return self.models.chat("thinker", messages, json_mode=True, meter=self.meter).text
        except KuraError as exc:
            if not exc.code.startswith("model_"):
                raise
            self.notes.append(f"{unavailable}: {exc.message}")
            log.warning("evolve: %s", self.notes[-1])
            self.models = None
            return None

    def _judge(self, pair: Pair, proposal: Proposal, loaded: Loaded) -> Merge | None:
        a, b = sorted((loaded.memories[pair.a], loaded.memories[pair.b]), key=lambda m: m.slug)
        material = f"Pair: {a.slug} | {b.slug}\n\n" + _render("A", a) + "\n" + _render("B", b)
        text = self._ask("evolve_judge", material, f"thinker unavailable from pair {a.slug}/{b.slug} on, rules only")
        if text is None:
            return None
        reply, _rejects = parse_json_object(text)
        verdict = str((reply or {}).get("verdict", "")).strip().upper()
        reason = " ".join(str((reply or {}).get("reason", "")).split())[:300]
        slugs = [a.slug, b.slug]
        if verdict not in ("MERGE", "CONFLICT", "UNRELATED"):
            proposal.flags.append(
                Flag(
                    kind="invalid_model_output",
                    slugs=slugs,
                    key=_key("invalid", slugs, loaded),
                    reason=f"the thinker's judgement of {a.slug} / {b.slug} is not MERGE, CONFLICT or UNRELATED: "
                    f"{text[:200]!r}",
                )
            )
            return None
        if verdict == "UNRELATED":
            return None
        if verdict == "CONFLICT":
            proposal.flags.append(
                Flag(
                    kind="conflict",
                    slugs=slugs,
                    key=_key("conflict", slugs, loaded),
                    reason=f"{a.slug} and {b.slug} disagree: {reason or 'the thinker gave no reason'}",
                )
            )
            return None
        keep_slug = str((reply or {}).get("keep", "")).strip()
        if keep_slug not in slugs:
            keep_slug = max((a, b), key=lambda m: (len(m.body), -len(m.slug))).slug
        gone_slug = b.slug if keep_slug == a.slug else a.slug
        body = reply.get("body") if reply else None
        return Merge(
            keep=keep_slug,
            remove=gone_slug,
            similarity=round(pair.similarity, 4),
            by="model",
            reason=reason or "the thinker judged them the same fact",
            body=str(body).strip() + "\n" if isinstance(body, str) and body.strip() else None,
        )

    # -- re-check and fade --------------------------------------------------------------------------

    def _old(self, loaded: Loaded, days: int, busy: set[str]) -> list[Memory]:
        cutoff = self.today - dt.timedelta(days=days)
        old = [
            m
            for s, m in loaded.memories.items()
            if s not in busy
            and m.age_date is not None
            and m.age_date < cutoff
            and not is_safety(m, self.config.safety_tags)
        ]
        return sorted(old, key=lambda m: (m.age_date, m.slug))

    def _rechecks(self, proposal: Proposal, loaded: Loaded, busy: set[str]) -> None:
        for mem in self._old(loaded, self.config.recheck_days, busy)[: self.config.recheck_limit]:
            age = (self.today - mem.age_date).days if mem.age_date else 0
            reason = f"{age} days old (last dated {mem.age_date}): does it still hold?"
            material = f"Today: {self.today}\n\n" + _render("M", mem)
            text = self._ask("evolve_recheck", material, "thinker unavailable for re-checks") if self.models else None
            if text is not None:
                reply, _ = parse_json_object(text)
                verdict = str((reply or {}).get("verdict", "")).strip().upper()
                if verdict == "KEEP":
                    continue
                if verdict == "RECHECK":
                    reason += " The thinker: " + " ".join(str((reply or {}).get("reason", "")).split())[:300]
                else:
                    reason += f" (the thinker's answer was not KEEP or RECHECK: {text[:120]!r})"
            proposal.flags.append(
                Flag(kind="recheck", slugs=[mem.slug], key=f"recheck:{mem.slug}@{mem.age_date}", reason=reason)
            )

    def _fades(self, proposal: Proposal, loaded: Loaded, usage: Usage, busy: set[str]) -> None:
        recalled = {slug for slug, count in usage.top(10**9) if count > 0}
        done = 0
        for mem in self._old(loaded, self.config.fade_days, busy):
            if done >= self.config.fade_limit:
                break
            if mem.slug in recalled:
                continue
            done += 1
            after = fade_step(mem.confidence)
            why = f"never recalled, last dated {mem.age_date}"
            if after is None:
                proposal.flags.append(
                    Flag(
                        kind="archive",
                        slugs=[mem.slug],
                        key=f"archive:{mem.slug}@{mem.age_date}",
                        reason=f"{why}, already at low confidence: archive it?",
                    )
                )
                continue
            proposal.fades.append(Fade(slug=mem.slug, before=mem.confidence, after=after, reason=why))

    # -- the retention query set --------------------------------------------------------------------

    def _retention(
        self, proposal: Proposal, loaded: Loaded, index: Index, embedder: Embedder, *, candidates: int, rrf_k: int
    ) -> list[RetentionQuery]:
        """Titles and triggers of the touched memories first, then a sample of the rest (seeded by the
        proposal id, so the set is fixed and can be re-run), each with its top-5 now."""
        if not proposal.has_changes:
            return []
        merged = [s for m in proposal.merges for s in (m.remove, m.keep)]
        touched = list(dict.fromkeys(merged + [f.slug for f in proposal.fades]))
        rest = sorted(set(loaded.memories) - set(touched))
        random.Random(proposal.id).shuffle(rest)
        chosen = (touched + rest)[: max(self.config.retention_queries, 1)]
        out = []
        for slug in chosen:
            mem = loaded.memories[slug]
            query = f"{mem.title}. {mem.trigger}"[:500]
            out.append(
                RetentionQuery(
                    query=query, source=slug, top=top_slugs(index, embedder, query, candidates=candidates, rrf_k=rrf_k)
                )
            )
        return out
