"""Weave and prefill (SPEC §5): the store's index woven into one cache-stable block for a system prompt.

- ``tokens``   the one token estimate (~4 characters per token, 1 per CJK character)
- ``layers``   pinned / fresh / compressed, age from the memory's own dates
- ``compress`` the ``Compressor`` protocol, the mechanical trim, the store-aware ``Distinct``, full lines
  said once, the on-disk answer cache
- ``order``    source order (``MEMORY.md`` first, then by slug) and the check every weave runs
- ``block``    header template (refused if it could carry a date, time or counter), wrapper, ETag
- ``prefill``  what a weave returns: the block, its ETag, each line and layer, the report
- ``loom``     ``weave()``: fit the budget by shortening the fresh window, never dropping a line
- ``quality``  index lines that say nothing specific, and pairs that could be swapped
- ``stored``   the ``_weave/`` folder (the stored map, the scribe's cached lines) and what a forget drops
"""

from .block import DEFAULT_HEADER, build_header, header_problem
from .compress import CachedCompressor, Compressor, Distinct, Mechanical, Vetted, full_line, trim_line
from .layers import Layer
from .loom import weave, weave_store
from .order import source_order, verify
from .prefill import LayerWeight, Prefill, WeaveReport, Weight, WovenLine
from .quality import Finding, check_lines, check_memories
from .tokens import cut_to_tokens, estimate_tokens

__all__ = [
    "DEFAULT_HEADER",
    "CachedCompressor",
    "Compressor",
    "Distinct",
    "Finding",
    "Layer",
    "LayerWeight",
    "Mechanical",
    "Prefill",
    "Vetted",
    "WeaveReport",
    "Weight",
    "WovenLine",
    "build_header",
    "check_lines",
    "check_memories",
    "cut_to_tokens",
    "estimate_tokens",
    "full_line",
    "header_problem",
    "source_order",
    "trim_line",
    "verify",
    "weave",
    "weave_store",
]
