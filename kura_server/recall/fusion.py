"""Reciprocal rank fusion: each retriever votes 1 / (k + rank) for its candidates."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field


@dataclass
class Fused:
    id: int
    score: float = 0.0
    ranks: dict[str, int] = field(default_factory=dict)  # retriever → 1-based rank

    def why(self) -> str:
        return " · ".join(f"{path} #{rank}" for path, rank in sorted(self.ranks.items(), key=lambda x: x[1]))


def rrf(rankings: Mapping[str, Sequence[int]], k: int, weights: Mapping[str, float] | None = None) -> list[Fused]:
    """Fuse ranked id lists (a path's vote is ``weight / (k + rank)``); ties keep first-seen order."""
    fused: dict[int, Fused] = {}
    for path, ids in rankings.items():
        weight = (weights or {}).get(path, 1.0)
        for rank, rid in enumerate(ids, start=1):
            item = fused.setdefault(rid, Fused(rid))
            item.score += weight / (k + rank)
            item.ranks[path] = rank
    return sorted(fused.values(), key=lambda f: -f.score)
