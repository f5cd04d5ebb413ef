"""Index-line quality (SPEC §1, §5): find triggers that say nothing specific, and pairs that could be swapped.

A trigger is a *recognition* trigger: proper nouns, numbers, ⚠ landmines, the conclusion reached.
Deterministic rules, no model (the rewrite, ``kura distill tidy``, is a later stage):

- **vague**: no trigger; a trigger that only repeats the title; or a trigger with no specific marker
  (number, proper noun or identifier, landmine or negation word) that is too short or made of
  generic words only.
- **swappable**: two triggers whose content words overlap so much (Jaccard ≥ ``overlap``) that
  either could sit under the other memory and still read fine. Found with an exact prefix-filtered
  similarity join, so it stays fast on large stores.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Literal

from pydantic import BaseModel

from ..index.index import STOPWORDS
from ..store.memory import Memory
from .tokens import CJK

# A number stays whole (127.0.0.1:8085, 2.13.0): two lines that differ by a number are told apart by it.
_WORD = re.compile(r"\d(?:[\w.:/,-]*\w)?|[^\W_]+(?:['’][^\W_]+)?")
_DIGIT = re.compile(r"\d")
# An identifier or a quoted name: foo.py, a/b, snake_case, bge-m3, `code`, "a name".
_IDENTIFIER = re.compile(r"\w[./_:~\\]\w|\w-[^\W\d]*\d|`[^`]+`|\"[^\"]{2,}\"|“[^”]{2,}”")
_ACRONYM = re.compile(r"\b[A-Z][A-Z0-9]+\b|\b[a-z]+[A-Z]\w*|\b[A-Z][a-z]+[A-Z]\w*")
_SENTENCE = re.compile(r"[.!?;:…]\s+|\s[—–-]+\s")
_PRONOUNS = {"I", "I'm", "I've", "I'd", "I'll", "I’m", "I’ve", "I’d", "I’ll"}
_LANDMINE = {
    "⚠", "never", "not", "no", "don't", "doesn't", "didn't", "won't", "can't", "cannot", "isn't", "avoid",
    "instead", "unless", "except", "landmine", "beware", "careful", "warning", "breaks", "broke", "fails",
    "failed", "crash", "crashes", "must", "only", "rather", "decided", "chose", "because",
}  # fmt: skip
GENERIC = frozenset({
    "information", "info", "notes", "note", "stuff", "thing", "things", "various", "misc", "miscellaneous",
    "general", "important", "details", "detail", "update", "updates", "updated", "settings", "setting",
    "config", "configuration", "preferences", "preference", "user", "users", "project", "projects", "task",
    "tasks", "work", "working", "data", "issue", "issues", "problem", "problems", "fix", "fixes", "fixed",
    "discussion", "discussed", "something", "related", "context", "memory", "memories", "remember", "topic",
    "topics", "etc", "overview", "summary", "relevant", "useful", "helpful", "good", "bad", "new", "old",
    "current", "recent", "regarding", "thoughts", "idea", "ideas", "item", "items", "point", "points", "aspect",
    "aspects", "certain", "different", "approach", "way", "ways", "process", "help", "talked", "talk",
    "conversation", "mentioned", "session", "meeting", "question", "questions", "answer", "answers", "code",
    "system", "feature", "features", "change", "changes", "made", "make", "use", "uses", "used", "using",
    "know", "likes", "like", "wants", "want", "needs", "need", "basics", "background", "plan", "plans",
    "status", "progress", "review",
})  # fmt: skip

FindingKind = Literal["vague", "swappable"]


class Finding(BaseModel):
    kind: FindingKind
    slugs: list[str]
    reason: str
    overlap: float | None = None


def words(text: str) -> list[str]:
    """Content words of a trigger: lower-cased words without stopwords; each CJK character is a word."""
    if not CJK.search(text):
        return [lw for w in _WORD.findall(text) if (lw := _plain(w)) not in STOPWORDS]
    out: list[str] = []
    for w in _WORD.findall(text):
        if CJK.search(w):
            out.extend(ch for ch in w if not ch.isspace())
        elif (lw := _plain(w)) not in STOPWORDS:
            out.append(lw)
    return out


def _plain(word: str) -> str:
    return word.lower().removesuffix("'s").removesuffix("’s")


def _specific(trigger: str) -> bool:
    """A number, a proper noun or identifier, or a landmine/decision word."""
    if "⚠" in trigger or _DIGIT.search(trigger):
        return True
    if _IDENTIFIER.search(trigger) or _ACRONYM.search(trigger):
        return True
    for sentence in _SENTENCE.split(trigger):
        tokens = _WORD.findall(sentence)
        if any(t.lower() in _LANDMINE for t in tokens):
            return True
        # A capitalised word that does not start its sentence names something.
        if any(t[:1].isupper() and t not in _PRONOUNS for t in tokens[1:]):
            return True
    return False


def _weight(ws: Sequence[str]) -> float:
    """How many words a list is worth: a CJK character counts half."""
    return sum(0.5 if CJK.match(w) else 1.0 for w in ws)


def vague_reason(
    title: str, trigger: str, *, min_words: int = 4, trigger_words: Sequence[str] | None = None
) -> str | None:
    """Why ``trigger`` says nothing specific, or None when it is a usable recognition trigger."""
    if not trigger.strip():
        return "no trigger: the line shows only the title"
    ws = words(trigger) if trigger_words is None else trigger_words
    if ws and set(ws) <= set(words(title)):
        return "the trigger only repeats the title"
    if _specific(trigger):
        return None
    if _weight(ws) < min_words:
        return f"too short ({len(ws)} content words) and nothing specific: no name, number or landmine"
    if all(w in GENERIC for w in ws):
        return "generic words only, no name, number or landmine: it would fit many memories"
    return None


def swappable_pairs(word_sets: Sequence[frozenset[str]], overlap: float = 0.7) -> list[tuple[int, int, float]]:
    """Index pairs ``(i, j)``, i < j, whose word sets have Jaccard similarity ≥ ``overlap``.

    Exact prefix filtering: with the words of every set ranked rarest first, two sets that reach
    ``overlap`` share a word within the first ``|x| - ceil(overlap·|x|) + 1`` words of each.
    """
    df = Counter(w for s in word_sets for w in s)
    order = sorted((i for i, s in enumerate(word_sets) if s), key=lambda i: (len(word_sets[i]), i))
    postings: dict[str, list[int]] = {}
    found: list[tuple[int, int, float]] = []
    for x in order:
        sx = word_sets[x]
        nx = len(sx)
        ranked = sorted(sx, key=lambda w: (df[w], w))
        prefix = ranked[: nx - math.ceil(overlap * nx - 1e-9) + 1]
        least = overlap * nx - 1e-9  # a set smaller than this cannot reach ``overlap`` with x
        seen: set[int] = set()
        for w in prefix:
            for y in postings.get(w, ()):
                if y in seen:
                    continue
                seen.add(y)
                sy = word_sets[y]
                if len(sy) < least:
                    continue
                shared = len(sx & sy)
                sim = shared / (nx + len(sy) - shared)
                if sim >= overlap:
                    found.append((min(x, y), max(x, y), round(sim, 3)))
        for w in prefix:
            postings.setdefault(w, []).append(x)
    return sorted(found)


def check_lines(items: Iterable[tuple[str, str, str]], *, min_words: int = 4, overlap: float = 0.7) -> list[Finding]:
    """Findings for ``(slug, title, trigger)`` items: vague lines in order, then swappable pairs."""
    rows = list(items)
    trigger_words = [words(trigger) for _, _, trigger in rows]
    findings = [
        Finding(kind="vague", slugs=[slug], reason=reason)
        for (slug, title, trigger), ws in zip(rows, trigger_words, strict=True)
        if (reason := vague_reason(title, trigger, min_words=min_words, trigger_words=ws))
    ]
    sets = [frozenset(ws) for ws in trigger_words]
    for i, j, sim in swappable_pairs(sets, overlap):
        shared = sorted(sets[i] & sets[j])
        findings.append(
            Finding(
                kind="swappable",
                slugs=[rows[i][0], rows[j][0]],
                reason=f"the triggers share {round(sim * 100)}% of their words ({', '.join(shared[:8])}): "
                "either line could sit under the other memory",
                overlap=sim,
            )
        )
    return findings


def check_memories(memories: Iterable[Memory], *, min_words: int = 4, overlap: float = 0.7) -> list[Finding]:
    """:func:`check_lines` over memories' titles and triggers."""
    return check_lines(((m.slug, m.title, m.trigger) for m in memories), min_words=min_words, overlap=overlap)
