"""The source stretch: the classified segments, normalised once and searchable as one string."""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

from .models import Segment
from .normalise import _find_clean, _normalise_map


@dataclass(frozen=True)
class _Hit:
    segment: int
    start: int  # in the normalised segment text
    end: int


class Sources:
    """The classified segments of a stretch, normalised once and searchable as one string."""

    _SEP = "\x00"  # never in normalised text (controls are dropped)

    def __init__(self, segments: Sequence[Segment]) -> None:
        self.segments: tuple[Segment, ...] = tuple(segments)
        self._norm: list[tuple[str, list[int], str]] = [_normalise_map(s.text) for s in self.segments]
        self._starts: list[int] = []
        parts: list[str] = []
        pos = 0
        for norm, _, _ in self._norm:
            self._starts.append(pos)
            parts.append(norm)
            pos += len(norm) + 1
        self._all = self._SEP.join(parts)

    @classmethod
    def of(cls, segments: Sequence[Segment] | Sources) -> Sources:
        return segments if isinstance(segments, Sources) else cls(segments)

    def locate(self, quote: str) -> list[_Hit]:
        """Every word-bounded occurrence of the normalised ``quote`` inside one segment."""
        if not quote:
            return []
        hits: list[_Hit] = []
        for pos in _find_clean(self._all, quote, limit=len(self._all)):
            seg = bisect.bisect_right(self._starts, pos) - 1
            start = pos - self._starts[seg]
            hits.append(_Hit(seg, start, start + len(quote)))
        return hits

    def contains(self, quote: str) -> bool:
        return bool(quote) and bool(_find_clean(self._all, quote, limit=1))

    def span(self, hit: _Hit) -> tuple[int, int, str]:
        """The hit as ``(start, end, text)`` in the NFC form of its segment."""
        _, where, nfc = self._norm[hit.segment]
        start, end = where[hit.start], where[hit.end - 1] + 1
        return start, end, nfc[start:end]

    def nfc(self, segment: int) -> str:
        return self._norm[segment][2]

    def normalised(self, segment: int) -> str:
        return self._norm[segment][0]
