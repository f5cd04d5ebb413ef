"""detect-secrets, in process: the library's precise plugins with its heuristic filters, calibrated for prose.

We do not go through ``detect_secrets.core.scan.scan_line`` under ``transient_settings``: both
rewrite the library's process-wide settings singleton on every call (not safe when two requests
redact at once), and ``BasePlugin.analyze_line`` may verify a finding over the network when that
global setting says so. Instead each precise plugin is built once and asked for the raw values in a
line (``analyze_string``: pure regex work), and the library's own heuristic filters are applied
here. The high-entropy plugins are left out except Base64 on quoted strings, with a calibrated
floor (below) so prose, short hashes, UUIDs, paths and version numbers pass untouched (unquoted
tokens with no label are :mod:`.redact_prose`'s).
"""

from __future__ import annotations

import importlib
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .redact_rules import MARKER_RE, PATH_RE, is_placeholder, is_sequential

__all__ = ["LIBRARY_KINDS", "detectors", "library_spans"]

# (module in detect_secrets.plugins, class, our kind, generic?, hint). A generic plugin looks at key
# names or entropy rather than a vendor's token format, so it also gets the id/indirect-reference
# filters. A hint is a cheap necessary condition for the plugin's own patterns: a line without it is
# not handed to the plugin (the keyword plugin alone would otherwise cost ~0.6 ms per 500 chars). A hint
# is a pattern with no unbounded ``.*`` (searched at every position of a long line, one would cost the
# square of its length), or a tuple of such patterns that must all be found.
_KEYISH = r"(?i)key|pw|pass|secret|token|contrase"
# Every pattern the keyword plugin uses on ad-hoc text (as we hand them to it: keyword_patterns) needs a
# quote as well as a key word (in either order).
_KEYISH_QUOTED = (r"(?i)key|pw|pass|secret|contrase", r"[\"']")
_DS_PLUGINS: tuple[tuple[str, str, str, bool, str | tuple[str, ...] | None], ...] = (
    ("keyword", "KeywordDetector", "assigned_secret", True, _KEYISH_QUOTED),
    ("private_key", "PrivateKeyDetector", "private_key", False, r"PRIVATE KEY|PuTTY"),
    ("aws", "AWSKeyDetector", "aws_access_key", False, None),
    ("basic_auth", "BasicAuthDetector", "url_password", False, r"://"),
    ("jwt", "JwtTokenDetector", "jwt", False, r"eyJ"),
    ("slack", "SlackDetector", "slack_token", False, r"(?i)xox|hooks\.slack"),
    ("stripe", "StripeDetector", "stripe_key", False, r"k_live_"),
    ("twilio", "TwilioKeyDetector", "twilio_key", False, r"AC|SK"),
    ("azure_storage_key", "AzureStorageKeyDetector", "azure_storage_key", False, r"AccountKey="),
    ("mailchimp", "MailchimpDetector", "mailchimp_key", False, r"-us\d"),
    ("sendgrid", "SendGridDetector", "sendgrid_key", False, r"SG\."),
    ("npm", "NpmDetector", "npm_token", False, r"_authToken"),
    ("pypi_token", "PypiTokenDetector", "pypi_token", False, r"pypi-"),
    ("github_token", "GitHubTokenDetector", "github_token", False, r"gh[pousr]_"),
    ("gitlab_token", "GitLabTokenDetector", "gitlab_token", False, r"gl|GR1348941"),
    ("discord", "DiscordBotTokenDetector", "discord_token", False, None),
    ("ibm_cloud_iam", "IbmCloudIamDetector", "ibm_cloud_key", False, _KEYISH),
    ("ibm_cos_hmac", "IbmCosHmacDetector", "ibm_cos_key", False, r"(?i)secret"),
    ("softlayer", "SoftlayerDetector", "softlayer_key", False, r"(?i)key|pw|pass|token|softlayer"),
    ("cloudant", "CloudantDetector", "cloudant_credential", False, r"(?i)key|pw|pass|token|cloudant"),
    ("artifactory", "ArtifactoryDetector", "artifactory_token", False, r"AKC|AP"),
    ("square_oauth", "SquareOAuthDetector", "square_secret", False, r"sq0csp-"),
    ("telegram_token", "TelegramBotTokenDetector", "telegram_token", False, r"\d:"),
    ("openai", "OpenAIDetector", "openai_key", False, r"T3BlbkFJ"),
    ("high_entropy_strings", "Base64HighEntropyString", "high_entropy_string", True, r"[\"']"),
)
_ENTROPY_LIMIT = 4.5  # bits/char; a random base64 string of ≥ 24 chars clears it, words and hex do not
_ENTROPY_MIN_LEN = 20


@dataclass(frozen=True)
class _Detector:
    kind: str
    plugin: Any
    generic: bool
    hints: tuple[re.Pattern[str], ...]  # all found in a line, or the plugin is not asked
    patterns: dict[re.Pattern[str], int] | None = None  # the keyword plugin's patterns, as we hand them to it

    def values(self, text: str) -> Iterator[Any]:
        if self.patterns is None:
            return iter(self.plugin.analyze_string(text))
        return iter(self.plugin.analyze_string(text, denylist_regex_to_group=self.patterns))


def keyword_patterns(keyword: Any) -> dict[re.Pattern[str], int]:
    r"""The keyword plugin's own patterns for text (``QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP``), made linear
    in what they read. As shipped, one window of ``secretsecret…secret"`` cost ~170 ms (the key word's ``\w*``
    suffix gives characters back to the ``[^\s]{0,50}?`` after it: a cube of the run) and every backtick
    read on to the next ``'``/``"`` (a backtick may also close the value: a square). Two changes:

    * the suffix ``\w*`` after a key word is possessive: nothing after it that can fail matches a word
      character, so giving them back never makes a match (the same values are found);
    * a value is quoted with ``'`` or ``"``, not a backtick. A backtick-quoted value after one of our own
      key words is still our ``assigned_secret``'s (and the prose rules'); one after the plugin's other key
      words (``service_key = `…```) is not found (``docs/TRUST.md``, limits)."""
    suffix, quote = keyword.DENYLIST_REGEX, keyword.QUOTE  # "(api_?key|…)\w*", "['\"`]" (pinned in a test)
    patterns = {}
    for pattern, group in keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP.items():
        source = pattern.pattern.replace(suffix, suffix + "+").replace(quote, r"""[\'"]""")
        patterns[re.compile(source, pattern.flags)] = group
    return patterns


@lru_cache(maxsize=1)
def detectors() -> tuple[tuple[_Detector, ...], Any]:
    """Build the detect-secrets plugins once (the import alone costs ~0.2 s)."""
    heuristic = importlib.import_module("detect_secrets.filters.heuristic")
    built = []
    for module, cls, kind, generic, hint in _DS_PLUGINS:
        plugin_module = importlib.import_module(f"detect_secrets.plugins.{module}")
        plugin_cls = getattr(plugin_module, cls)
        plugin = plugin_cls(limit=_ENTROPY_LIMIT) if cls.endswith("HighEntropyString") else plugin_cls()
        hints = () if hint is None else (hint,) if isinstance(hint, str) else hint
        patterns = keyword_patterns(plugin_module) if module == "keyword" else None
        built.append(_Detector(kind, plugin, generic, tuple(re.compile(h) for h in hints), patterns))
    return tuple(built), heuristic


_EDGE_STRIP = " \t\r\n\"'`=:,;"
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+=")
_TOKEN_RUN_RE = re.compile(r"[A-Za-z0-9_\-+=]+")
# The plugins' own patterns cost the square of what they read on some lines (``eyJ`` or ``key = "`` over
# and over, long quote-heavy JSON): a line longer than _WINDOW is read in windows of _WINDOW characters,
# each sharing _OVERLAP with the next, so a finding of up to _OVERLAP characters (key word, quotes and
# value) stands whole in one of them, and one line costs a bounded amount per character.
_WINDOW = 1024
_OVERLAP = 256
_HEX_RE = re.compile(r"[0-9a-fA-F\-]+")
_WORDISH_RE = re.compile(r"[A-Z]+|[a-z]+")  # an all-caps or all-lowercase word: not a vendor token


# ``secret_name = "prod-db"``, ``password_file: "/run/x"``: the key names where a secret is, not one.
_REFERENCE_KEY_RE = re.compile(
    r"(?i)(?:name|file|path|dir|id|ref|arn|url|uri|env|var|field|count|len|length|size|type|format"
    r"|manager|store|location|hint|policy|rotation|prompt|question)s?[\"'`\]]*\s*(?:[:=!]=?=?|=>|:=)?\s*"
    r"@?[\"'`]?$"
)
_CONTEXT = 80  # chars before a value that the line-level filters look at


def _ds_keep(det: _Detector, value: str, line: str, at: int, heuristic: Any) -> bool:
    """The library's default heuristic filters, plus our calibration for prose (cheap checks first)."""
    if (
        len(value) < 4
        or heuristic.is_sequential_string(value)
        or heuristic.is_potential_uuid(value)
        or heuristic.is_templated_secret(value)
        or heuristic.is_prefixed_with_dollar_sign(value)
        or heuristic.is_not_alphanumeric_string(value)
        or is_placeholder(value)
        or MARKER_RE.search(value)
    ):
        return False
    if not det.generic:
        return not _WORDISH_RE.fullmatch(value)
    if det.kind == "high_entropy_string" and not (
        len(value) >= _ENTROPY_MIN_LEN
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _HEX_RE.fullmatch(value)
        and not is_sequential(value)
        and not ("/" in value and PATH_RE.fullmatch(value))
        and det.plugin.calculate_shannon_entropy(value) > _ENTROPY_LIMIT
    ):
        return False
    # The library runs its indirect-reference check on the whole line, and its regex is quadratic
    # (~1 ms on 500 chars): we give it the assignment the value sits in.
    before = line[max(0, at - _CONTEXT) : at]
    window = before + line[at : at + len(value) + 2]
    return not (
        heuristic.is_likely_id_string(value, window, det.plugin)
        or heuristic.is_indirect_reference(window)
        or _REFERENCE_KEY_RE.search(before)
    )


def _lines(text: str) -> Iterator[tuple[int, str]]:
    offset = 0
    for line in text.splitlines(keepends=True):
        yield offset, line
        offset += len(line)


def _windows(line: str) -> Iterator[tuple[int, str]]:
    """(offset in ``line``, text) of the stretches the plugins read: the line, or overlapping windows of it."""
    if len(line) <= _WINDOW:
        yield 0, line
        return
    for start in range(0, len(line), _WINDOW - _OVERLAP):
        yield start, line[start : start + _WINDOW]
        if start + _WINDOW >= len(line):
            return


class _Tokens:
    """A line's runs of token characters, found once when first asked (a long line may hold many values)."""

    def __init__(self, line: str) -> None:
        self.line = line
        self.runs: list[tuple[int, int]] | None = None
        self.starts: list[int] = []

    def _run(self, at: int) -> tuple[int, int]:
        """The run holding ``line[at]`` (a token character)."""
        if self.runs is None:
            self.runs = [m.span() for m in _TOKEN_RUN_RE.finditer(self.line)]
            self.starts = [start for start, _ in self.runs]
        return self.runs[bisect_right(self.starts, at) - 1]

    def expand(self, start: int, end: int) -> tuple[int, int]:
        """Grow a reported value over adjoining token characters (a plugin may report part of a token)."""
        line = self.line
        if start > 0 and line[start - 1] in _TOKEN_CHARS:
            start = self._run(start - 1)[0]
        if end < len(line) and line[end] in _TOKEN_CHARS:
            end = self._run(end)[1]
        return start, end


def library_spans(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, kind) of every value a detect-secrets plugin finds and our filters keep."""
    built, heuristic = detectors()
    for offset, line in _lines(text):
        if len(line.strip()) < 8:
            continue
        tokens = _Tokens(line)
        for base, window in _windows(line):
            for det in built:
                if not all(hint.search(window) for hint in det.hints):
                    continue
                for value in {str(raw).strip(_EDGE_STRIP) for raw in det.values(window)}:
                    at = window.find(value) if value else -1
                    if at == -1 or not _ds_keep(det, value, line, base + at, heuristic):
                        continue
                    while at != -1:
                        start, end = tokens.expand(base + at, base + at + len(value))
                        yield offset + start, offset + end, det.kind
                        at = window.find(value, at + len(value))


LIBRARY_KINDS: tuple[str, ...] = tuple(dict.fromkeys(entry[2] for entry in _DS_PLUGINS))
