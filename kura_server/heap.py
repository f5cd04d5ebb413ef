"""The C heap under Python: glibc's malloc, where this process has it (Linux, not musl).

glibc keeps what is freed inside its heap for the next allocation; after a one-off bulk of temporaries —
the embedder's graph, a store's vectors read from the index, a scan of every file — that free memory
would count in the daemon's RSS for good. :func:`trim` hands it back. Nothing here reads the environment
or the settings (``settings.bound_malloc_arenas`` caps the arenas, from the environment).
"""

from __future__ import annotations

import ctypes
import sys
from typing import Any


def glibc() -> Any | None:
    """This process's C library when it is glibc (Linux, not musl), else None (macOS, Windows, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None)
    except OSError:
        return None
    return libc if hasattr(libc, "gnu_get_libc_version") else None


def trim() -> bool:
    """Give the heap's free pages back to the system (glibc's ``malloc_trim``; ~0.5 ms on a 300 MB heap):
    after a one-off bulk whose freed temporaries glibc would otherwise keep. False where there is no glibc
    (macOS, Windows, musl)."""
    libc = glibc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True
