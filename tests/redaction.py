"""Redaction's checks on one pasted text, as the rounds' tests ask them (``tests/test_redact_round*.py``): one helper,
not a copy in each file."""

from __future__ import annotations

from kura_server.write.redact import Redaction, redact


def assert_masked(text: str, secrets: list[str]) -> None:
    """Redaction finds exactly ``secrets`` in ``text``, none is left in what it returns, and that is clean (with no
    secrets: ``text`` is kept as it is)."""
    if not secrets:
        assert_kept(text)
        return
    result = redact(text)
    assert [text[f.start : f.end] for f in result.findings] == secrets
    for secret in secrets:
        assert secret not in result.text
    assert redact(result.text) == Redaction(result.text, ())


def assert_kept(text: str) -> None:
    """Redaction finds nothing in ``text``."""
    assert redact(text) == Redaction(text, ())
