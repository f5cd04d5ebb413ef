"""What a weave returns: the block, its validator, each memory's line and layer, and a report."""

from __future__ import annotations

from pydantic import BaseModel, Field

from .layers import Layer


class WovenLine(BaseModel):
    slug: str
    layer: Layer
    line: str = Field(description="The line as woven (before XML escaping).")
    tokens: int = Field(description="Estimated tokens of the line.")


class LayerWeight(BaseModel):
    lines: int = 0
    tokens: int = 0


class Weight(BaseModel):
    """Where the tokens go when the map does not fit: per layer, the frame, and the heaviest lines."""

    frame_tokens: int = Field(description="Wrapper, header and notice.")
    layers: dict[str, LayerWeight]
    heaviest: list[WovenLine] = Field(description="The largest lines of the smallest map, largest first.")
    note: str


class WeaveReport(BaseModel):
    budget_tokens: int
    tokens: int = Field(description="Estimated tokens of the block (see weave.tokens).")
    bytes: int
    fits: bool
    fresh_days: int = Field(description="The fresh window configured.")
    fresh_days_used: int = Field(description="The fresh window actually used (shortened to fit).")
    steps: int = Field(description="Fresh windows tried, the configured one included.")
    layers: dict[str, LayerWeight]
    compressor: str
    compressor_fallbacks: int = Field(0, description="Lines a compressor failed on or answered badly: trimmed.")
    missing_from_index: list[str] = Field(default_factory=list, description="Memories MEMORY.md does not list.")
    dangling_index_entries: list[str] = Field(
        default_factory=list, description="MEMORY.md entries that name no memory (not woven)."
    )
    weight: Weight | None = Field(None, description="Set when even the smallest map exceeds the budget.")


class Prefill(BaseModel):
    store: str
    text: str = Field(description="The block a host injects verbatim, byte-identical for the same input.")
    etag: str = Field(description="SHA-256 of text, hex.")
    lines: list[WovenLine]
    report: WeaveReport
