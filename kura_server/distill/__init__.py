"""Distillation: journals → classed evidence → candidates → gate → drafts → poured memories (SPEC §4).

``journals/`` is the raw-material layer: one adapter per host format turns a native log into clean,
redacted, classed turns (``USER`` / ``TOOL`` / ``ACT`` / ``SELF``), read incrementally from a position.
``watermarks`` records how far each journal has been consumed, per store, and hands out stretches under
a cross-process lease so two distillers never drink the same water.
"""
