"""Prompt texts shipped in ``kura_server/resources/prompts/``: the shared charter and the role prompts.

The charter goes byte-identical at the front of every role's system message (the client puts it
there), so a local model serves every role from one cached prefix. Changing a single byte of it
invalidates that cache and every cached reply: edit it deliberately.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources

from ..errors import KuraError

SEPARATOR = "\n"  # between the charter (which ends with a newline) and a role prompt
_NAME = re.compile(r"\A[a-z0-9][a-z0-9_-]{0,63}\Z")


@cache
def prompt(name: str) -> str:
    """The text of ``resources/prompts/<name>.md`` (e.g. ``prompt("spot")``), read once."""
    if not _NAME.fullmatch(name):
        raise KuraError("prompt_not_found", f"prompt name {name!r} must match {_NAME.pattern}", status=500)
    file = resources.files("kura_server.resources").joinpath("prompts", f"{name}.md")
    if not file.is_file():
        raise KuraError("prompt_not_found", f"no prompt {name!r} in kura_server/resources/prompts/", status=500)
    return file.read_text(encoding="utf-8")


def charter() -> str:
    """The shared text at the front of every role's system message."""
    return prompt("charter")
