"""Which tokens open a store, and where one may go: the rules, in a module of their own so the command line
can ask them without the door's imports (``cli/_common.by_daemon`` sends the token the rule names, and
only to a loopback address: ``cli/running.find``)."""

from __future__ import annotations

import ipaddress

from pydantic import SecretStr

from ..settings import StoreConfig


def store_tokens(cfg: StoreConfig, *, write: bool) -> tuple[SecretStr, ...]:
    """The tokens that open a store for a read (``write=False``) or a write: none means the store is open
    to whoever reaches the server. The one "is it guarded" rule: the remote-bind policy, the token check
    and the web page's ``needs_token`` all ask it (settings refuse an empty token, so a token set is one
    that guards)."""
    if write:
        token = cfg.write_token if cfg.write_token is not None else cfg.read_token
        return () if token is None else (token,)
    if cfg.read_token is None:
        return ()
    return tuple(t for t in (cfg.read_token, cfg.write_token) if t is not None)


def is_loopback(host: str) -> bool:
    """Whether a bind address only listens on this machine (``localhost``, ``127.0.0.0/8``, ``::1``): the
    remote-bind policy's question (``security.remote_hosts``), and where a command sends a store's token."""
    if host.lower() in ("localhost", "localhost."):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False
