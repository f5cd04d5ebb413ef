"""The distillation gate's inputs and outputs, and its tunables (``GateConfig``, built from the settings)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, computed_field, field_validator

from ...settings import Settings, WriteConfig
from .numbers import find_numbers

Provenance = Literal["USER", "TOOL", "ACT", "SELF"]
Kind = Literal["fact", "decision", "preference", "landmine", "judgement", "idea"]
Outcome = Literal["pass", "drop", "seed", "review"]
Bucket = Literal["high", "medium", "low"]


def _upper(value: object) -> object:
    return value.strip().upper() if isinstance(value, str) else value


class Segment(BaseModel):
    """One classified piece of the source stretch (a turn, a tool result, an action's output)."""

    model_config = ConfigDict(populate_by_name=True, frozen=True)

    cls: Provenance = Field(alias="class")
    text: str
    where: str = Field(default="", description="Source reference: journal path and offset, turn id, …")

    _up = field_validator("cls", mode="before")(_upper)


class Quote(BaseModel):
    """A quote as the brain gave it: the class it claims and the words."""

    model_config = ConfigDict(populate_by_name=True, frozen=True)

    cls: Provenance = Field(alias="class")
    text: str

    _up = field_validator("cls", mode="before")(_upper)


class Candidate(BaseModel):
    """A memory the brain proposes. The numbers it claims are read from ``text``, never taken from it."""

    text: str
    kind: Kind = "fact"
    quotes: list[Quote] = Field(default_factory=list)

    @field_validator("kind", mode="before")
    @classmethod
    def _lower(cls, value: object) -> object:
        return value.strip().lower() if isinstance(value, str) else value

    @computed_field  # type: ignore[prop-decorator]
    @property
    def numbers(self) -> list[str]:
        """The numbers the text claims (canonical form), in order."""
        return find_numbers(self.text)


class FoundQuote(BaseModel):
    """A surviving quote and where it was found."""

    model_config = ConfigDict(populate_by_name=True)

    cls: Provenance = Field(alias="class", description="The class of the segment it was found in.")
    claimed: Provenance = Field(description="The class the brain claimed.")
    text: str = Field(description="The quote as the brain gave it.")
    source: str = Field(description="The exact source words it matched (NFC form): the span, not the segment.")
    segment: int = Field(description="Index of the segment in the input.")
    where: str
    start: int = Field(description="Offset of the match in the NFC form of the segment text.")
    end: int

    @property
    def reclassed(self) -> bool:
        return self.cls != self.claimed


class QuoteFailure(BaseModel):
    """A quote that did not survive, and the quote rule that refused it."""

    quote: Quote
    rule: str
    reason: str


class Verdict(BaseModel):
    """What the gate decided for one candidate."""

    candidate: Candidate
    outcome: Outcome
    rule: str | None = Field(description="The rule that decided; None when the candidate passed.")
    reason: str
    quotes: list[FoundQuote] = Field(description="Surviving quotes, in the order given.")
    failed: list[QuoteFailure] = Field(default_factory=list)
    confidence: Bucket


class Problem(BaseModel):
    """One thing wrong with a composed memory text."""

    rule: Literal[
        "number",
        "quotation",
        "dead_link",
        "support",
        "attribution",
        "certainty",
        "instruction",
        "markup",
        "length",
        "secret",
    ]
    detail: str


@dataclass(frozen=True)
class GateConfig:
    """Tunables. ``min_chars`` is ``[write] min_chars`` (``from_settings``; the default is the settings
    model's). The others are the rules' own constants, not settings: ``number_classes`` follows SPEC §4
    (a number needs a TOOL/ACT quote behind it)."""

    min_chars: int = WriteConfig().min_chars
    number_classes: frozenset[str] = frozenset({"TOOL", "ACT"})
    echo_min_words: int = 4
    short_quote_words: int = 3
    # What the gate reads of a model's reply, at most (a reply may hold 1 MiB; the readings are linear, but a
    # hostile candidate of that length would still hold a distillation for minutes): a candidate is one atomic
    # fact, a quote an excerpt of one segment.
    max_chars: int = 1_000
    max_quote_chars: int = 2_000
    max_quotes: int = 12

    @classmethod
    def from_settings(cls, settings: Settings) -> GateConfig:
        """The gate as configured: ``[write] min_chars`` applies to distilled candidates as to manual writes."""
        return cls(min_chars=settings.write.min_chars)


DEFAULT_CONFIG = GateConfig()
