"""Secrets are masked before anything else sees text.

``redact`` is the first door of every write (SPEC §4): it runs before any model reads the text and
before anything touches disk. Two detectors feed it:

* our own rule table (``RULES``): one compiled pattern per kind, aimed at the credentials an agent's
  transcript actually carries (cloud keys, VCS and chat tokens, model-provider keys, PEM blocks,
  JWTs, passwords in URLs, bearer headers, ``password = "…"`` assignments);
* the precise plugins of detect-secrets, called in process (see ``_detectors``).

Every finding is a span of the original text; overlapping spans merge; each merged span is replaced
whole by ``[REDACTED:<kind>]``, so nothing of the value survives but the kind. The output is a fixed
point: ``redact`` rescans what it produced until nothing new is found, and existing markers are
opaque, so ``redact(redact(x).text)`` changes nothing.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = ["MARKER_RE", "RULES", "Finding", "Redaction", "Rule", "mask", "redact", "warm_up"]

MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")
_MAX_PASSES = 4  # rescans of the masked text; in practice the second one finds nothing


def mask(kind: str) -> str:
    """The marker that replaces a secret of ``kind``."""
    return f"[REDACTED:{kind}]"


@dataclass(frozen=True)
class Finding:
    """One masked span: ``text[start:end]`` of the ORIGINAL text was a secret of ``kind``."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class Redaction:
    """The masked text and what was masked (positions point into the original text)."""

    text: str
    findings: tuple[Finding, ...]

    @property
    def changed(self) -> bool:
        return bool(self.findings)

    @property
    def kinds(self) -> tuple[str, ...]:
        """The distinct kinds masked, sorted (for logs and audit lines: never the values)."""
        return tuple(sorted({f.kind for f in self.findings}))


# --------------------------------------------------------------------------------------------------
# Value checks shared by the rules
# --------------------------------------------------------------------------------------------------

_PLACEHOLDER_RE = re.compile(
    r"""(?ix)^(?:
        \$\{?[a-z_][a-z0-9_]*\}?            # $VAR, ${VAR}
      | \{\{.*\}\} | \{[^{}]*\} | <[^<>]*> | \[[^\[\]]*\]   # {{tmpl}}, {name}, <your-token>, [token]
      | %\([^)]*\)s | %s
      | [x*•·._\-]+                         # xxxxxxxx, ********, ........
      | your[_\-\s].* | .*[_\-]here         # your_token_here, paste-key-here
      | redacted | placeholder | example | dummy | none | null | undefined | hidden | masked
      | password | passwd | secret | token | api[_\-]?key
    )$""",
)
_ENV_NAME_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")  # api_key = OPENAI_API_KEY: a reference
_NUMBER_RE = re.compile(r"[\d.,_]+")
_PATH_RE = re.compile(r"(?:~|\.{1,2})?/[\w.\-]+(?:/[\w.\-]*)*")


def _is_placeholder(value: str) -> bool:
    v = value.strip()
    return bool(_PLACEHOLDER_RE.match(v) or _ENV_NAME_RE.fullmatch(v))


def _looks_random(value: str) -> bool:
    """A bare value after ``key:`` in prose must look unlike a word ("Token: short-lived" is prose)."""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    return (
        (has_digit and has_alpha)
        or re.search(r"[!@#$%^&*+=?~|]", value) is not None
        or re.search(r"[a-z][A-Z]", value) is not None
    )


def _nonspace(value: str) -> int:
    return sum(1 for c in value if not c.isspace())


def _check_assigned(m: re.Match[str]) -> bool:
    quoted, bare = m.group("quoted"), m.group("bare")
    sep = m.group("sep").strip().lower()
    if quoted is not None:
        return _nonspace(quoted) >= 8 and not _is_placeholder(quoted)
    if bare is None or sep in {"is", "was"} or _is_placeholder(bare):
        return False
    if _NUMBER_RE.fullmatch(bare) or _PATH_RE.fullmatch(bare):  # max_token: 100000000, secret: /run/x
        return False
    return sep != ":" or _looks_random(bare)


def _check_url_password(m: re.Match[str]) -> bool:
    return not _is_placeholder(m.group("secret"))


def _needs_digit(m: re.Match[str]) -> bool:
    """Vendor keys are random: a hyphenated word run ("sk-learn-style-…") is not one."""
    value = m.group("secret") if "secret" in m.re.groupindex else m.group(0)
    return any(c.isdigit() for c in value)


# --------------------------------------------------------------------------------------------------
# Our own rules: one table, in priority order (an earlier rule names the kind of a merged span)
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """A compiled pattern; the secret is group ``secret`` when the pattern has one, else the match."""

    kind: str
    pattern: re.Pattern[str]
    check: Callable[[re.Match[str]], bool] | None = None
    hint: re.Pattern[str] | None = None  # a cheap necessary condition: no hint in the text, no scan
    token: bool = False  # the match must start a token (checked here: a lookbehind slows re 10x)


_R = r"(?![A-Za-z0-9_])"  # right edge of a token
_RD = r"(?![A-Za-z0-9_\-])"  # right edge of a token that may contain '-'
_PEM_BEGIN = r"-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
_PEM_END = r"-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----"
_SECRET_WORD = (
    r"(?:pass(?:word|wd|phrase)|secret|api[_\-]?key|apikey|access[_\-]?key|auth[_\-]?key"
    r"|private[_\-]?key|client[_\-]?secret|token)"
)


def _tok(kind: str, pattern: str, check: Callable[[re.Match[str]], bool] | None = None) -> Rule:
    """A vendor token: a literal prefix (fast to find), whole tokens only."""
    return Rule(kind, re.compile(pattern), check, token=True)


RULES: tuple[Rule, ...] = (
    # A whole PEM block, armour lines included; a block cut off before its END line is masked
    # through its base64 body.
    Rule("private_key", re.compile(rf"{_PEM_BEGIN}.*?{_PEM_END}", re.S)),
    Rule(
        "private_key",
        re.compile(
            rf"{_PEM_BEGIN}(?:[ \t]*\r?\n[A-Za-z][\w-]*:[^\n]*)*"  # Proc-Type: / DEK-Info: headers
            r"(?:\s*[A-Za-z0-9+/]{16,}={0,2})*(?:\s*\n[A-Za-z0-9+/]+={0,2}(?=[ \t]*(?:\r?\n|\Z)))?"
        ),
    ),
    _tok("aws_access_key", rf"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{{16}}{_R}"),
    Rule(
        "aws_secret_key",
        re.compile(
            r"(?i)aws_?secret(?:_?access)?_?key[\"'`]?\s*(?::=|=>|=|:)\s*[\"'`]?"
            r"(?P<secret>[^\s\"'`,;]{8,})"
        ),
    ),
    _tok("github_token", rf"gh[pousr]_[A-Za-z0-9]{{30,255}}{_R}"),
    _tok("github_token", rf"github_pat_[A-Za-z0-9_]{{22,255}}{_R}"),
    _tok("gitlab_token", rf"glpat-[A-Za-z0-9_\-]{{20,}}{_RD}"),
    Rule("slack_webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[\w/\-]+")),
    _tok("slack_token", rf"xox[abeoprs]-[A-Za-z0-9\-]{{10,}}{_RD}"),
    _tok("slack_token", rf"xapp-\d-[A-Za-z0-9\-]{{10,}}{_RD}"),
    _tok("anthropic_key", rf"sk-ant-[A-Za-z0-9_\-]{{20,}}{_RD}", _needs_digit),
    _tok("openai_key", rf"sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{{20,}}{_RD}", _needs_digit),
    _tok("google_api_key", rf"AIza[0-9A-Za-z_\-]{{35}}{_RD}"),
    _tok("stripe_key", rf"[srp]k_(?:live|test)_[0-9A-Za-z]{{16,}}{_R}"),
    _tok("npm_token", rf"npm_[A-Za-z0-9]{{36}}{_R}"),
    _tok("huggingface_token", rf"hf_[A-Za-z0-9]{{30,}}{_R}", _needs_digit),
    _tok("jwt", rf"eyJ[A-Za-z0-9_\-]{{8,}}\.[A-Za-z0-9_\-]{{8,}}\.[A-Za-z0-9_\-]*{_RD}"),
    # scheme://user:PASSWORD@host: only the password goes (the last '@' before the path ends it).
    Rule(
        "url_password",
        re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]{1,20}://[^\s:/?#@\"'<>]*:(?P<secret>[^\s/?#\"'<>]+)@"),
        _check_url_password,
        hint=re.compile(r"://"),
    ),
    Rule(
        "bearer_token",
        re.compile(
            r"(?i)\bauthorization\b[\"'`]?\s*[:=]\s*[\"'`]?(?:bearer|token|basic|digest|apikey)\s+"
            r"(?P<secret>[A-Za-z0-9\-._~+/]{8,}=*)"
        ),
        hint=re.compile(r"(?i)authorization"),
    ),
    Rule(
        "bearer_token",
        re.compile(r"(?i)\bbearer\s+(?P<secret>(?=[A-Za-z0-9\-._~+/]*\d)[A-Za-z0-9\-._~+/]{16,}=*)"),
        hint=re.compile(r"(?i)bearer"),
    ),
    # key = value assignments: ``db_password = "…"``, ``GITHUB_TOKEN=…``, ``"api_key": "…"``,
    # ``the password is "…"``. A bare value after ':' must not look like a word (prose uses colons).
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?ix)
            (?<![A-Za-z0-9])
            [A-Za-z0-9_.\-]*?{_SECRET_WORD}(?:[_\-]?(?:key|value|hash|string|\d+))?
            ["'`\]]?\s*
            (?P<sep>:=|=>|={{1,3}}|:|\s(?:is|was)\s)\s*
            (?: (?P<q>["'`])(?P<quoted>[^"'`\n]{{1,256}}?)(?P=q)
              | (?P<bare>[^\s"'`,;()\[\]{{}}<>]{{8,256}}+)(?![(\[])
            )""",
        ),
        _check_assigned,
        hint=re.compile(r"(?i)pass|secret|key|token"),
    ),
)

_SECRET_GROUPS = ("secret", "quoted", "bare")


# --------------------------------------------------------------------------------------------------
# detect-secrets, in process
# --------------------------------------------------------------------------------------------------
#
# We do not go through ``detect_secrets.core.scan.scan_line`` under ``transient_settings``: both
# rewrite the library's process-wide settings singleton on every call (not safe when two requests
# redact at once), and ``BasePlugin.analyze_line`` may verify a finding over the network when that
# global setting says so. Instead each precise plugin is built once and asked for the raw values in a
# line (``analyze_string``: pure regex work), and the library's own heuristic filters are applied
# here. The high-entropy plugins are left out except Base64 on quoted strings, with a calibrated
# floor (below) so prose, short hashes, UUIDs, paths and version numbers pass untouched.

# (module in detect_secrets.plugins, class, our kind, generic?, hint). A generic plugin looks at key
# names or entropy rather than a vendor's token format, so it also gets the id/indirect-reference
# filters. A hint is a cheap necessary condition for the plugin's own patterns: a line without it is
# not handed to the plugin (the keyword plugin alone would otherwise cost ~0.6 ms per 500 chars).
_KEYISH = r"(?i)key|pw|pass|secret|token|contrase"
# Every pattern the keyword plugin uses on ad-hoc text needs a quote as well as a key word.
_KEYISH_QUOTED = r"(?i)(?:key|pw|pass|secret|contrase).*?[\"'`]|[\"'`].*?(?:key|pw|pass|secret|contrase)"
_DS_PLUGINS: tuple[tuple[str, str, str, bool, str | None], ...] = (
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
    hint: re.Pattern[str] | None


@lru_cache(maxsize=1)
def _detectors() -> tuple[tuple[_Detector, ...], Any]:
    """Build the detect-secrets plugins once (the import alone costs ~0.2 s)."""
    heuristic = importlib.import_module("detect_secrets.filters.heuristic")
    built = []
    for module, cls, kind, generic, hint in _DS_PLUGINS:
        plugin_cls = getattr(importlib.import_module(f"detect_secrets.plugins.{module}"), cls)
        plugin = plugin_cls(limit=_ENTROPY_LIMIT) if cls.endswith("HighEntropyString") else plugin_cls()
        built.append(_Detector(kind, plugin, generic, re.compile(hint) if hint else None))
    return tuple(built), heuristic


def warm_up() -> None:
    """Pay detect-secrets' start-up cost now (call it when the server starts)."""
    _detectors()
    redact("warm-up: password = 'not-a-real-one-123'")


_EDGE_STRIP = " \t\r\n\"'`=:,;"
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-+=")
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
        or _is_placeholder(value)
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
        and not ("/" in value and _PATH_RE.fullmatch(value))
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


def _expand(line: str, start: int, end: int) -> tuple[int, int]:
    """Grow a reported value over adjoining token characters (a plugin may report part of a token)."""
    while start > 0 and line[start - 1] in _TOKEN_CHARS:
        start -= 1
    while end < len(line) and line[end] in _TOKEN_CHARS:
        end += 1
    return start, end


# --------------------------------------------------------------------------------------------------
# Spans
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    kind: str
    rank: int  # lower wins the kind of a merged span


_KIND_RANK: dict[str, int] = {}
for _rule in RULES:
    _KIND_RANK.setdefault(_rule.kind, len(_KIND_RANK))
for _entry in _DS_PLUGINS:
    _KIND_RANK.setdefault(_entry[2], len(_KIND_RANK))


def _span(start: int, end: int, kind: str) -> _Span:
    return _Span(start, end, kind, _KIND_RANK[kind])


def _starts_token(text: str, at: int) -> bool:
    return at == 0 or not (text[at - 1].isalnum() or text[at - 1] == "_")


def _rule_spans(text: str) -> Iterator[_Span]:
    for rule in RULES:
        if rule.hint is not None and rule.hint.search(text) is None:
            continue
        for m in rule.pattern.finditer(text):
            if rule.token and not _starts_token(text, m.start()):
                continue
            if rule.check is not None and not rule.check(m):
                continue
            group = next((g for g in _SECRET_GROUPS if g in rule.pattern.groupindex and m.group(g)), None)
            start, end = m.span(group) if group else m.span()
            if end > start:
                yield _span(start, end, rule.kind)


def _library_spans(text: str) -> Iterator[_Span]:
    detectors, heuristic = _detectors()
    for offset, line in _lines(text):
        if len(line.strip()) < 8:
            continue
        for det in detectors:
            if det.hint is not None and det.hint.search(line) is None:
                continue
            for value in {str(raw).strip(_EDGE_STRIP) for raw in det.plugin.analyze_string(line)}:
                at = line.find(value) if value else -1
                if at == -1 or not _ds_keep(det, value, line, at, heuristic):
                    continue
                while at != -1:
                    start, end = _expand(line, at, at + len(value))
                    yield _span(offset + start, offset + end, det.kind)
                    at = line.find(value, at + len(value))


def _repeats(text: str, spans: list[_Span]) -> Iterator[_Span]:
    """A value found once is masked wherever else it appears whole (a secret pasted twice)."""
    seen: set[str] = set()
    for s in spans:
        value = text[s.start : s.end]
        if len(value) < 8 or value in seen:
            continue
        seen.add(value)
        pattern = re.compile(rf"(?<![A-Za-z0-9]){re.escape(value)}(?![A-Za-z0-9])")
        for m in pattern.finditer(text):
            yield _span(m.start(), m.end(), s.kind)


def _merge(spans: list[_Span]) -> list[_Span]:
    merged: list[_Span] = []
    for s in sorted(spans, key=lambda s: (s.start, -s.end)):
        if merged and s.start < merged[-1].end:
            last = merged[-1]
            best = last if last.rank <= s.rank else s
            merged[-1] = _Span(last.start, max(last.end, s.end), best.kind, best.rank)
        else:
            merged.append(s)
    return merged


def _outside_markers(text: str, spans: list[_Span]) -> list[_Span]:
    """Existing markers are opaque: clip them out of every span, keep what still holds a letter/digit."""
    markers = [m.span() for m in MARKER_RE.finditer(text)]
    if not markers:
        return spans
    kept: list[_Span] = []
    for s in spans:
        pieces = [(s.start, s.end)]
        for m_start, m_end in markers:
            next_pieces = []
            for a, b in pieces:
                if m_end <= a or m_start >= b:
                    next_pieces.append((a, b))
                    continue
                if a < m_start:
                    next_pieces.append((a, m_start))
                if m_end < b:
                    next_pieces.append((m_end, b))
            pieces = next_pieces
        kept.extend(_Span(a, b, s.kind, s.rank) for a, b in pieces if any(c.isalnum() for c in text[a:b]))
    return kept


def _scan(text: str) -> list[_Span]:
    spans = [*_rule_spans(text), *_library_spans(text)]
    if not spans:
        return []
    spans.extend(_repeats(text, spans))
    return _merge(_outside_markers(text, _merge(spans)))


# --------------------------------------------------------------------------------------------------
# Applying and mapping back
# --------------------------------------------------------------------------------------------------


def _apply(text: str, spans: list[_Span]) -> tuple[str, list[tuple[int, int, int, int]]]:
    """Mask ``spans`` (original coordinates); return the text and (orig_start, orig_end, new_start,
    new_end) for each marker."""
    out: list[str] = []
    placed: list[tuple[int, int, int, int]] = []
    pos = 0
    length = 0
    for s in spans:
        out.append(text[pos : s.start])
        length += s.start - pos
        marker = mask(s.kind)
        out.append(marker)
        placed.append((s.start, s.end, length, length + len(marker)))
        length += len(marker)
        pos = s.end
    out.append(text[pos:])
    return "".join(out), placed


def _to_original(pos: int, placed: list[tuple[int, int, int, int]], *, is_end: bool) -> int:
    """Map a position in the masked text back to the original; inside a marker → the marker's edge."""
    shift = 0
    for o_start, o_end, n_start, n_end in placed:
        if pos < n_start or (is_end and pos == n_start):
            break
        if pos < n_end or (is_end and pos == n_end):
            return o_end if is_end else o_start
        shift = o_end - n_end
    return pos + shift


def redact(text: str) -> Redaction:
    """Mask every secret in ``text``; findings point into ``text`` (not into the masked result)."""
    spans = _scan(text)
    if not spans:
        return Redaction(text, ())
    masked, placed = _apply(text, spans)
    for _ in range(_MAX_PASSES):
        extra = _scan(masked)
        if not extra:
            break
        back = [
            _Span(
                _to_original(s.start, placed, is_end=False),
                _to_original(s.end, placed, is_end=True),
                s.kind,
                s.rank,
            )
            for s in extra
        ]
        spans = _merge(spans + back)
        masked, placed = _apply(text, spans)
    return Redaction(masked, tuple(Finding(s.kind, s.start, s.end) for s in spans))
