"""JSON text, parsed once the same way wherever it comes from: a request's body, a model's reply, a host's
journal, an import, a file in a store.

The standard library's ``json.loads`` refuses malformed text with ``json.JSONDecodeError`` (a ``ValueError``),
which is what every caller in kura catches. Two refusals are not that: text nested deeper than the
interpreter's stack (``[`` × 100,000 is 200 kB, under every body limit) raises ``RecursionError``, and an
integer of more digits than ``sys.get_int_max_str_digits()`` a bare ``ValueError`` whose message tells a
programmer to raise that limit. The first went through ``except ValueError`` as a crash — a model's reply
nested deeply failed the distillation that asked for it, ``kura session-end --conversation`` printed a
traceback — and each caller that knew of it caught it again by hand. :func:`loads` is the one parse: both
are :class:`NotJSON`, a ``ValueError`` saying why. ``tests/test_layers.py`` holds that nothing else in
``kura_server`` calls ``json.loads`` or ``json.load``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

__all__ = ["TOO_DEEP", "NotJSON", "loads"]

TOO_DEEP = "nested too deeply to read"


class NotJSON(ValueError):
    """JSON text refused for what it holds, not for its syntax: nested too deeply, a number too long."""


def loads(text: str | bytes, **kwargs: Any) -> Any:
    """``json.loads(text, **kwargs)``, whose every refusal is a ``ValueError``: ``json.JSONDecodeError`` for
    malformed text, :class:`NotJSON` for text nested too deeply or a number too long to read. An error an
    ``object_pairs_hook`` raises leaves as itself."""
    try:
        return json.loads(text, **kwargs)
    except RecursionError:
        raise NotJSON(TOO_DEEP) from None
    except json.JSONDecodeError:
        raise
    except ValueError as exc:
        if type(exc) is not ValueError:  # a hook's own subclass: not the parser's to rename
            raise
        limit = sys.get_int_max_str_digits()  # the parser's one other ValueError
        raise NotJSON(f"a number has more than {limit} digits") from None
