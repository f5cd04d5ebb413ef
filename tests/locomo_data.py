"""Where the LoCoMo development half is, for tests that measure on ordinary conversation.

The data set is never copied into the repository: it sits at ``../shared/data/locomo/locomo-dev.json``
relative to the repository root (here and in CI); from a git worktree nested deeper, an ancestor's
``shared/`` is used. Tests skip with a clear reason when it is absent.
"""

from __future__ import annotations

from pathlib import Path

RELATIVE = Path("shared/data/locomo/locomo-dev.json")


def locomo_dev_path() -> Path | None:
    """``<ancestor of the repository root>/shared/data/locomo/locomo-dev.json``, the nearest that exists."""
    root = Path(__file__).resolve().parents[1]
    for ancestor in root.parents:
        candidate = ancestor / RELATIVE
        if candidate.is_file():
            return candidate
    return None


SKIP_REASON = f"LoCoMo is not here: expected ../{RELATIVE} next to the repository (see bench/README.md)"
