"""LoCoMo-format data for the retrieval benchmark: conversations, turns, questions, observation facts.

The developers' file is split into two fixed halves by conversation id (:func:`half_of`): settings are
chosen on ``tuning`` and reported separately on ``held-out`` (``bench/README.md``).
"""

from __future__ import annotations

import datetime as dt
import re
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .. import jsontext

HALVES = ("tuning", "held-out")
_ID = re.compile(r"D:?(\d+):0*(\d+)")


def half_of(sample_id: str) -> str:
    """``tuning`` when the CRC-32 of the conversation id is even, else ``held-out``: fixed, by id alone."""
    return HALVES[zlib.crc32(sample_id.encode("utf-8")) % 2]


@dataclass(frozen=True)
class Turn:
    dia_id: str
    session: int
    speaker: str
    text: str
    caption: str | None
    date: str


@dataclass(frozen=True)
class Observation:
    """One of LoCoMo's ``observation`` facts: a short atomic fact and the turns it came from."""

    text: str
    dia_ids: tuple[str, ...]
    session: int
    speaker: str
    date: str


@dataclass(frozen=True)
class Question:
    text: str
    evidence: tuple[str, ...]
    category: int


@dataclass(frozen=True)
class Conversation:
    sample_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]
    observations: tuple[Observation, ...] = ()


def normalise_ids(raw: Sequence[str]) -> list[str]:
    """``D:11:26`` → ``D11:26``, ``D30:05`` → ``D30:5``, ``"D8:6; D9:17"`` → two ids; junk dropped."""
    out: list[str] = []
    for item in raw:
        for m in _ID.finditer(str(item)):
            ident = f"D{int(m.group(1))}:{int(m.group(2))}"
            if ident not in out:
                out.append(ident)
    return out


def load(path: Path) -> list[Conversation]:
    data = jsontext.loads(Path(path).read_text(encoding="utf-8"))
    convs: list[Conversation] = []
    for sample in data:
        conv = sample["conversation"]
        sessions = sorted(
            (int(m.group(1)) for key in conv if (m := re.fullmatch(r"session_(\d+)", key))),
        )
        turns = []
        for n in sessions:
            date = str(conv.get(f"session_{n}_date_time", ""))
            for t in conv[f"session_{n}"]:
                ids = normalise_ids([t["dia_id"]])
                if ids:
                    turns.append(Turn(ids[0], n, t["speaker"], t["text"], t.get("blip_caption"), date))
        known = {t.dia_id for t in turns}
        questions = []
        for qa in sample["qa"]:
            evidence = tuple(e for e in normalise_ids(qa.get("evidence", [])) if e in known)
            if evidence:
                questions.append(Question(str(qa["question"]), evidence, int(qa["category"])))
        observations = tuple(_observations(sample.get("observation") or {}, conv, known))
        convs.append(
            Conversation(sample.get("sample_id", str(len(convs))), tuple(turns), tuple(questions), observations)
        )
    return convs


def _observations(raw: dict[str, Any], conv: dict[str, Any], known: set[str]) -> Iterator[Observation]:
    """``session_N_observation: {speaker: [[fact, dia_id or [dia_ids]], ...]}`` → facts whose ids are known."""
    for key in sorted(raw, key=lambda k: int(m.group(1)) if (m := re.search(r"(\d+)", k)) else 0):
        m = re.fullmatch(r"session_(\d+)_observation", key)
        if not m or not isinstance(raw[key], dict):
            continue
        n = int(m.group(1))
        date = str(conv.get(f"session_{n}_date_time", ""))
        for speaker, facts in raw[key].items():
            for fact in facts:
                if not isinstance(fact, list | tuple) or len(fact) < 2:
                    continue
                ids = fact[1] if isinstance(fact[1], list) else [fact[1]]
                dia = tuple(i for i in normalise_ids([str(x) for x in ids]) if i in known)
                if dia and str(fact[0]).strip():
                    yield Observation(str(fact[0]).strip(), dia, n, str(speaker), date)


_SESSION_DAY = re.compile(r"(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})")
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def session_day(date: str) -> dt.date | None:
    """A LoCoMo session date (``1:56 pm on 8 May, 2023``) as a day: what a memory written that day
    carries as ``created``; None when it does not parse."""
    m = _SESSION_DAY.search(date)
    if not m or m.group(2)[:3].lower() not in _MONTHS:
        return None
    try:
        return dt.date(int(m.group(3)), _MONTHS.index(m.group(2)[:3].lower()) + 1, int(m.group(1)))
    except ValueError:
        return None


def turn_text(turn: Turn) -> str:
    text = f"{turn.speaker}: {turn.text}"
    if turn.caption:
        text += f" [shares a photo: {turn.caption}]"
    return text


def memory_text(turns: Sequence[Turn], i: int, protocol: str) -> str:
    turn = turns[i]
    if protocol == "plain":
        return turn_text(turn)
    lines = [f"({turn.date})"]
    if i > 0 and turns[i - 1].session == turn.session:
        lines.append(turn_text(turns[i - 1]))
    lines.append(turn_text(turn))
    return "\n".join(lines)


@dataclass(frozen=True)
class Doc:
    """One memory of a protocol's store: its text, the dia ids it stands for, and what it links to."""

    slug: str
    text: str
    dia_ids: tuple[str, ...]
    session: int
    speaker: str
    date: str
    links: tuple[str, ...] = ()  # the slugs it links to: a turn, the turns before and after it in its session


def docs(conv: Conversation, protocol: str) -> list[Doc]:
    """The memories a protocol indexes for one conversation: its turns (each linked to the turns before
    and after it in its session), or its observation facts (unlinked, like distilled memories that
    name no other)."""
    if protocol == "observations":
        return [
            Doc(f"obs-{i}", o.text, o.dia_ids, o.session, o.speaker, o.date) for i, o in enumerate(conv.observations)
        ]
    turns = conv.turns
    out = []
    for i, t in enumerate(turns):
        near = tuple(
            turns[j].dia_id.lower().replace(":", "-")
            for j in (i - 1, i + 1)
            if 0 <= j < len(turns) and turns[j].session == t.session
        )
        slug = t.dia_id.lower().replace(":", "-")
        out.append(Doc(slug, memory_text(turns, i, protocol), (t.dia_id,), t.session, t.speaker, t.date, near))
    return out
