"""Redaction: every secret kind is masked whole, positions point into the original, prose is untouched.

Fake secrets are built from pieces so that this file does not trip secret scanners itself.
"""

from __future__ import annotations

import importlib
import re
import re._compiler as sre_compiler
import re._constants as sre_constants
import re._parser as sre_parser
import time
from collections.abc import Iterator

import pytest
from fake_secrets import ALNUM36, AWS_ID, AWS_SECRET, GH_TOKEN, JWT, PASSWORD
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kura_server.write import redact as redact_module
from kura_server.write.redact import MARKER_RE, RULES, Finding, Redaction, _occurrences, mask, redact, warm_up
from kura_server.write.redact_library import _WINDOW, _windows, detectors, keyword_patterns, library_spans
from kura_server.write.text import INVISIBLE, clean_controls

# --------------------------------------------------------------------------------------------------
# Fake secrets, assembled
# --------------------------------------------------------------------------------------------------

AWS_STS_ID = "ASIA" + "Y34FZKBOKMUTVV7A"
PEM = (
    "-----BEGIN RSA " + "PRIVATE KEY-----\n"
    "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n"
    "VTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u+qKhbwKfBstIs+bMY2Zkp18gnTxK\n"
    "Lxoa2Xs=\n"
    "-----END RSA " + "PRIVATE KEY-----"
)
OPENSSH = (
    "-----BEGIN OPENSSH " + "PRIVATE KEY-----\n"
    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
    "QyNTUxOQAAACBnbdNxpnb2sGkyIDzZQbkvVKm3WafcDr1wCCJpPHVXIQAAAJi0Rn8rtEZ/\n"
    "-----END OPENSSH " + "PRIVATE KEY-----"
)
SLACK_HOOK = "https://hooks.slack.com/services/" + "T0123ABCD/B0123ABCD/" + "aBcD1234eFgH5678iJkL9012"
SENDGRID = "SG." + "ngeVfQFYQlKU0ufo8x5d1A" + "." + "TwL2iGABf9DHoTf-09kqeF8tAmbihYzrnopKc-1s5cr"

# (kind, secret, sentence with {} where the secret goes, the part of the secret that gets masked)
# The masked part is the whole secret unless the secret carries a readable prefix that is not secret.
CASES: list[tuple[str, str, str]] = [
    ("aws_access_key", AWS_ID, "The CI user's key id is {} (rotated in May)."),
    ("aws_access_key", AWS_STS_ID, "Temporary creds started with {} yesterday."),
    ("aws_secret_key", AWS_SECRET, "In ~/.aws/credentials: aws_secret_access_key = {}"),
    ("aws_secret_key", AWS_SECRET, "export AWS_SECRET_ACCESS_KEY={}"),
    ("github_token", "ghp_" + ALNUM36, "Push with {} from the bot account."),
    ("github_token", "gho_" + ALNUM36, "OAuth token {} belongs to the app."),
    ("github_token", "ghu_" + ALNUM36, "User-to-server token: {}"),
    ("github_token", "ghs_" + ALNUM36, "The Actions token was {} in the log."),
    ("github_token", "ghr_" + ALNUM36, "Refresh token {} expired."),
    (
        "github_token",
        "github_pat_" + "11ABCDEFG0" + "abcdefghijkl_" + ALNUM36 + "XyZ09",
        "Fine-grained PAT {}",
    ),
    ("gitlab_token", "glpat-" + "xYz12AbC34dEf56GhI78", "GitLab runner uses {} for clones."),
    ("slack_token", "xoxb-" + "1234567890-" + "1234567890123-" + "aBcDeFgHiJkLmNoPqRsTuVwX", "Bot: {}"),
    ("slack_token", "xoxp-" + "1234567890-" + "0987654321-" + "abcdef123456", "User token {} works."),
    ("slack_token", "xoxa-" + "2-" + "1234567890-" + "abcdef123456abcd", "App token {} here."),
    ("slack_token", "xoxr-" + "1234567890-" + "abcdef123456abcd", "Refresh {} here."),
    ("slack_token", "xapp-" + "1-" + "A0123BCDEF-" + "1234567890123-" + "abcdef0123456789", "Socket: {}"),
    ("slack_webhook", SLACK_HOOK, "Alerts post to {} every hour."),
    ("openai_key", "sk-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z", "OPENAI key {} is the team's."),
    ("openai_key", "sk-proj-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z_Q7", "Project key {} (billing)."),
    ("anthropic_key", "sk-ant-" + "api03-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z-AA", "Claude key {} in CI."),
    ("google_api_key", "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY", "Maps key {} restricted to prod."),
    ("stripe_key", "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "Stripe secret {} lives in Vault."),
    ("stripe_key", "rk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "Restricted key {} for reports."),
    ("stripe_key", "pk_live_" + "4eC39HqLyjWDarjtT1zdp7dc", "Publishable {} on the site."),
    ("private_key", PEM, "The deploy key is:\n{}\nkeep it offline."),
    ("private_key", OPENSSH, "id_ed25519:\n{}"),
    ("jwt", JWT, "Session cookie was {} for alice."),
    ("npm_token", "npm_" + ALNUM36, "npm publish token {} is scoped."),
    ("huggingface_token", "hf_" + "aBcDeFgHiJ1234567890kLmNoPqRsTuVwX", "HF read token {} for downloads."),
    # detect-secrets plugins with no rule of our own
    ("sendgrid_key", SENDGRID, "Mail goes out with {} from the worker."),
    ("twilio_key", "SK" + "0123456789abcdef" + "0123456789abcdef", "Twilio API key {} for SMS."),
    ("mailchimp_key", "0123456789abcdef" + "0123456789abcdef" + "-us12", "Newsletter key {} (old)."),
    (
        "pypi_token",
        "pypi-AgEIcHlwaS5vcmc" + "CJDU3ZGJiYmQ4LTRjNzYtNGRkOC05OWI5LWUyZjRhNWYxYjE2NgACKlszLCJk" + "x" * 12,
        "Upload {}",
    ),
]

# Secrets that only part of the sentence masks: (kind, secret, sentence, expected output)
PARTIAL: list[tuple[str, str, str, str]] = [
    (
        "url_password",
        "s3cr3t-Pa55",
        "DB is postgres://alice:{}@db.internal:5432/app",
        "DB is postgres://alice:[REDACTED:url_password]@db.internal:5432/app",
    ),
    (
        "url_password",
        "p@ss" + "w0rd!x",
        "redis://:{}@cache:6379/0",
        "redis://:[REDACTED:url_password]@cache:6379/0",
    ),
    (
        "bearer_token",
        "abc123DEF456ghi789jkl",
        "curl -H 'Authorization: Bearer {}' https://api.example.com",
        "curl -H 'Authorization: Bearer [REDACTED:bearer_token]' https://api.example.com",
    ),
    (
        "bearer_token",
        "dXNlcjpwYXNzd29yZDEyMw==",
        "Authorization: Basic {}",
        "Authorization: Basic [REDACTED:bearer_token]",
    ),
    ("assigned_secret", "hunter2hunter2", 'password = "{}"', 'password = "[REDACTED:assigned_secret]"'),
    ("assigned_secret", "Tr0ub4dor&3x", "passwd: {}", "passwd: [REDACTED:assigned_secret]"),
    ("assigned_secret", "s3cr3t-v4lue-xyz", "client_secret={}", "client_secret=[REDACTED:assigned_secret]"),
    (
        "assigned_secret",
        "Zx9Qw8Er7Ty6Ui5Op4",
        '{{"api_key": "{}"}}',
        '{"api_key": "[REDACTED:assigned_secret]"}',
    ),
    ("assigned_secret", "abcd1234efgh5678", "DEPLOY_TOKEN={}", "DEPLOY_TOKEN=[REDACTED:assigned_secret]"),
    ("assigned_secret", "48213377", 'pin_password = "{}"', 'pin_password = "[REDACTED:assigned_secret]"'),
    (
        "assigned_secret",
        "correct horse battery",
        "The wifi password is '{}'.",
        "The wifi password is '[REDACTED:assigned_secret]'.",
    ),
]


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


def _rebuild(original: str, findings: tuple[Finding, ...]) -> str:
    """Apply findings to the original text: must give the redacted text exactly."""
    out, pos = [], 0
    for f in findings:
        out.append(original[pos : f.start])
        out.append(mask(f.kind))
        pos = f.end
    out.append(original[pos:])
    return "".join(out)


def _leaks(secret: str, output: str, template: str) -> list[str]:
    """Runs of 6+ chars of the secret that survive into the output (not template text, not a kind hint)."""
    output = MARKER_RE.sub("", output)
    return [
        secret[i : i + 6]
        for i in range(len(secret) - 5)
        if secret[i : i + 6] in output and secret[i : i + 6] not in template
    ]


@pytest.mark.parametrize(("kind", "secret", "template"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_each_kind_is_masked_whole(kind: str, secret: str, template: str) -> None:
    text = template.format(secret)
    result = redact(text)
    assert result.text == template.format(mask(kind))
    assert secret not in result.text
    assert not _leaks(secret, result.text, template)
    assert [f.kind for f in result.findings] == [kind]
    (finding,) = result.findings
    assert text[finding.start : finding.end] == secret
    assert result.changed and result.kinds == (kind,)


@pytest.mark.parametrize(("kind", "secret", "template", "expected"), PARTIAL)
def test_only_the_secret_part_is_masked(kind: str, secret: str, template: str, expected: str) -> None:
    text = template.format(secret)
    result = redact(text)
    assert result.text == expected
    assert not _leaks(secret, result.text, template)
    (finding,) = result.findings
    assert finding.kind == kind
    assert text[finding.start : finding.end] == secret


def test_several_secrets_positions_point_into_the_original() -> None:
    gh = "ghp_" + ALNUM36
    text = f"key {AWS_ID}; then\npassword = 'hunter2hunter2'\nand {gh} and again {AWS_ID}."
    result = redact(text)
    assert [(f.kind, text[f.start : f.end]) for f in result.findings] == [
        ("aws_access_key", AWS_ID),
        ("assigned_secret", "hunter2hunter2"),
        ("github_token", gh),
        ("aws_access_key", AWS_ID),
    ]
    assert _rebuild(text, result.findings) == result.text
    for secret in (AWS_ID, gh, "hunter2hunter2"):
        assert secret not in result.text


def test_a_value_found_once_is_masked_everywhere_it_appears() -> None:
    text = 'db_password = "Pl4inTextPw!" ... later I typed Pl4inTextPw! into the prompt'
    result = redact(text)
    assert "Pl4inTextPw" not in result.text
    assert len(result.findings) == 2


def test_overlapping_findings_merge_into_one_mask() -> None:
    # The generic assignment rule and the GitHub rule both cover this value: one mask, the precise kind.
    gh = "ghp_" + ALNUM36
    result = redact(f'GITHUB_TOKEN="{gh}"')
    assert result.text == 'GITHUB_TOKEN="[REDACTED:github_token]"'
    assert len(result.findings) == 1


def test_unterminated_pem_block_is_masked_through_its_body() -> None:
    body = PEM.split("-----END")[0]
    result = redact("pasted half a key:\n" + body + "\nthen the session ended")
    assert "MIIEowIBAAKCAQEA" not in result.text
    assert "Lxoa2Xs" not in result.text
    assert result.text.endswith("then the session ended")


def test_existing_markers_are_opaque() -> None:
    text = 'password = "[REDACTED:assigned_secret]" and token [REDACTED:github_token] done'
    assert redact(text) == Redaction(text, ())


# --------------------------------------------------------------------------------------------------
# What must NOT be masked
# --------------------------------------------------------------------------------------------------

UNTOUCHED = [
    "The user prefers short answers and runs the test suite before every commit.",
    "The API key for staging lives in the vault; the password policy needs 12 chars.",
    "Token: short-lived, expires in 1h. Secret: rotate monthly. Password: see the 1Password entry.",
    "Commit 3f2a9c1 fixed it; e83c5163316f too; full sha e83c5163316f89bfbde7d9ab23ca2e25604af290.",
    'Request id 123e4567-e89b-12d3-a456-426614174000 and "123e4567-e89b-12d3-a456-426614174000".',
    "Paths: /usr/local/lib/python3.11/site-packages, ~/.config/kura/kura.toml, ./scripts/deploy.sh",
    'Quoted paths "kura_server/write/redact" and "src/kura_server/store/index_v2" stay.',
    "Versions: v1.2.3, 3.11.7, python==3.11, numpy>=1.26, sqlite-vec 0.1.9, node@20.11.1.",
    "Dates like 2026-03-04T12:00:00Z and durations like 1h30m stay.",
    "https://example.com/a/b?x=1&y=2, http://localhost:8080/path, ssh://git@github.com:22/org/repo",
    "git@github.com:org/repo.git, alice@example.com, 10.0.0.5:5432, 203.0.113.7",
    "El usuario prefiere respuestas cortas y la contraseña se guarda en el gestor.",
    "用户喜欢简短的回答，密码保存在密码管理器里。",
    'tokenizer = "bert-base-uncased"; max_tokens = 4096; token_count: 123456789',
    'secret_name = "prod-db-credentials"; password_file: "/run/secrets/db"',
    'password = os.environ["DB_PASSWORD"]; api_key = OPENAI_API_KEY; token = "${GITHUB_TOKEN}"',
    "password: <your password>, token=xxxxxxxxxxxx, secret: ********",
    "Risk-free sk-learn-style pipelines and the desk-booking-system-v-two are live.",
    "APACHECONFIG and ACCOUNTINGDEPT are uppercase words; SKELETONKEYS too.",
    "Bearer tokens are used for the API; Authorization: required for every endpoint.",
    "Use `git log --oneline -n 20` and `docker run -e FOO=bar image:1.2`.",
    "sha256 2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824 of hello",
    "The connection string format is postgres://user:password@host/db (placeholders).",
    "The user's password manager is 1Password; the team's secret store is Vault.",
]


@pytest.mark.parametrize("text", UNTOUCHED)
def test_ordinary_text_is_untouched(text: str) -> None:
    assert redact(text) == Redaction(text, ())


# A name with more after its secret word (an environment, a version, a role): the value is the secret all
# the same. What the later parts name about the secret (its name, file, URL, type, length, expiry) is not.
SUFFIXED = {
    "DB_PASSWORD_PROD": "Zq9xLm2Pw",
    "SECRET_KEY_BASE": "9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "API_TOKEN_V2": "Q7rT5uVabZq9xLm2",
    "GITHUB_TOKEN_RO": "Hn4Kp8Wq2Zr6Ty1x",
    "STRIPE_SECRET_LIVE": "Hn4Kp8Wq2Zr6Ty1y",
    "DB_PASS_PROD": "Zq9xLm2Px",
    "db-password-staging-eu": "hunter2hunter2",
}


@pytest.mark.parametrize(("name", "value"), SUFFIXED.items())
def test_a_name_with_more_after_its_secret_word_has_its_value_masked(name: str, value: str) -> None:
    for text in (f"{name}={value}", f'{name}: "{value}"', f"export {name}='{value}'"):
        result = redact(text)
        assert value not in result.text and result.kinds == ("assigned_secret",), (text, result.text)


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD_PROD=${DB_PASSWORD}; SECRET_KEY_BASE=/run/secrets/rails; API_TOKEN_V2=OPENAI_API_KEY",
        'token_url = "https://auth.example.com/oauth/token"; TOKEN_TYPE=bearer_token_v2',
        'password_min_length = 12; token-expiry = 3600; secret_store_name = "prod-vault-main"',
        "DB_PASSWORD_PROD is set in the vault; API_TOKEN_V2: see the vault entry",
        'TOKEN_URL=https://auth.example.com/token; client_secret_file: "client_secret_v2.json"',
    ],
)
def test_a_suffixed_name_for_a_reference_or_an_attribute_is_untouched(text: str) -> None:
    assert redact(text) == Redaction(text, ())


# --------------------------------------------------------------------------------------------------
# Properties
# --------------------------------------------------------------------------------------------------

VENDOR_SECRETS = [
    AWS_ID,
    "ghp_" + ALNUM36,
    "xoxb-" + "1234567890-" + "abcdef123456abcd",
    "sk-ant-" + "api03-" + "Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z",
    "AIza" + "SyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
    "sk_live_" + "4eC39HqLyjWDarjtT1zdp7dc",
    JWT,
]
# Random text with the characters that matter to the rules: quotes, '=', ':', '@', '/', brackets, newlines.
NOISE = st.lists(
    st.sampled_from(
        [*"abcXYZ019 _-=:'\"`@/.[]{}\n\t", "password", "token", "://", "Bearer ", "é", "密", "[REDACTED:jwt]"]
    ),
    max_size=40,
).map("".join)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(st.tuples(NOISE, st.sampled_from(VENDOR_SECRETS)), max_size=4), tail=NOISE)
def test_redact_is_idempotent_and_consistent(parts: list[tuple[str, str]], tail: str) -> None:
    text = "".join(f"{noise} {secret} " for noise, secret in parts) + tail
    first = redact(text)
    # idempotent: the masked text is a fixed point, markers are never re-flagged
    assert redact(first.text) == Redaction(first.text, ())
    # every inserted secret is gone
    for _, secret in parts:
        assert secret not in first.text
    # findings are sorted, disjoint, inside the original, and rebuild the output exactly
    ends = 0
    for f in first.findings:
        assert ends <= f.start < f.end <= len(text)
        ends = f.end
    assert _rebuild(text, first.findings) == first.text


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=200))
def test_redact_is_idempotent_on_arbitrary_text(text: str) -> None:
    first = redact(text)
    assert redact(first.text).text == first.text
    assert _rebuild(text, first.findings) == first.text


# --------------------------------------------------------------------------------------------------
# Speed
# --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("unit", ["\x9d", "\x90a", "\x1b]", "\x9b0", "a\x00"])
def test_a_long_line_of_control_characters_reads_in_one_pass(unit: str) -> None:
    """Redaction reads past escape sequences (``_as_read``), as ``clean_controls`` removes them: a line of
    string introducers with no terminator is one pass for both, not one pass per introducer (a hang guard, on the
    process's own CPU time: a loaded machine's wait for a core is no hang — 3 s of the clock at a load of 22)."""
    text = unit * (100_000 // len(unit))
    for work in (redact, clean_controls):
        t0 = time.process_time()
        work(text)
        assert time.process_time() - t0 < 2.0, work


_REPEATS = (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT)
_ONE_SET = (
    sre_constants.IN,
    sre_constants.LITERAL,
    sre_constants.NOT_LITERAL,
    sre_constants.ANY,
    sre_constants.CATEGORY,
)


def _unbounded_repeats(items) -> Iterator[tuple[object, list]]:  # noqa: ANN001 - re._parser's parse tree
    """(kind of repeat, what it repeats) for every repeat with no upper bound anywhere in a parsed pattern:
    groups, branches, lookarounds and conditionals too."""
    for op, arg in items:
        parts: list = []
        if op in _REPEATS:
            if arg[1] == sre_constants.MAXREPEAT:
                yield op, list(arg[2])
            parts = [arg[2]]
        elif op == sre_constants.SUBPATTERN:
            parts = [arg[3]]
        elif op == sre_constants.ATOMIC_GROUP:
            parts = [arg]
        elif op == sre_constants.BRANCH:
            parts = list(arg[1])
        elif op in (sre_constants.ASSERT, sre_constants.ASSERT_NOT):
            parts = [arg[1]]
        elif op == sre_constants.GROUPREF_EXISTS:
            parts = [p for p in arg[1:] if p is not None]
        for part in parts:
            yield from _unbounded_repeats(part)


def _unbounded(items) -> bool:  # noqa: ANN001 - re._parser's parse tree
    """A repeat with no upper bound anywhere in a parsed pattern."""
    return any(True for _ in _unbounded_repeats(items))


def test_the_library_hints_cost_one_pass_over_a_line() -> None:
    """A hint is searched at every position of every line: one unbounded repeat in it (``key.*?"``) costs
    the square of a long line's length — a 96,000-character note held the whole daemon for 20 s."""
    built, _ = detectors()
    assert built and all(hint.pattern for det in built for hint in det.hints)
    for det in built:
        for hint in det.hints:
            assert not _unbounded(sre_parser.parse(hint.pattern)), (det.kind, hint.pattern)
    line = "pass " * 20_000  # key words and no quote: the keyword plugin is not asked (nor was it before)
    assert list(library_spans(line)) == []
    assert redact('pw "hunter2-Tr0ub4dor&3x"').text != 'pw "hunter2-Tr0ub4dor&3x"'  # the quote after the key word


# Rules with a repeat that has no upper bound, and why one text still costs a bounded amount per character
# (every such repeat is a possessive run of one character set: it reads a run once and gives nothing back).
# A rule scanned with finditer moves past a match whether the rule's check keeps it or not; so a run is
# re-read only by another attempt that reaches it, and for each rule below no two attempts reach one run.
_LINEAR_RUNS = {
    "aws_secret_key": "from the literal key name: blanks, then the value, which ends the pattern",
    "gitlab_token": "literal prefix, then the token's run, which ends the pattern",
    "slack_webhook": "literal URL, then the path's run, which ends the pattern",
    "anthropic_key": "literal prefix, then the token's run, which ends the pattern",
    "openai_key": "literal prefix, then the token's run, which ends the pattern",
    "stripe_key": "literal prefix with '_', then a run without '_': no other prefix inside one run",
    "huggingface_token": "literal prefix with '_', then a run without '_': no other prefix inside one run",
    "google_oauth_token": "literal prefix, then the token's run, which ends the pattern",
    "vault_token": "literal prefix, then the token's run, which ends the pattern",
    "jwt": "the header's run always ends in a match (the rest is optional, _whole_jwt checks it): the scan "
    "moves past it; the payload's run is not re-read but as the next attempt's header",
    "url_password": "from '://': the user and password runs stop at '/', so before the next '://'",
    "url_signature": "from '?sig='-like literals: the value's run stops at '?'/'&', before the next one",
    "bearer_token": "from the literal word: blanks, then the value's run, which ends the pattern",
    "cli_password": "the option is looked for within a bounded stretch of the command; the user and value "
    "runs follow the option, and the value ends the pattern",
    "assigned_secret": "from the key word: its digits, the blanks after it and after the separator",
    "high_entropy_string": "the run and its padding end the pattern (the edge is checked in _random_token)",
}
# Every other rule has only bounded repeats: the card number's digits ({13,19}, possessive), an IBAN's groups,
# an SSN's, a list of recovery codes (at most 32 codes of at most 4 groups), a passphrase's 3-6 words.
# Greedy runs that must give characters back (linear still: one run, given back once).
_GIVE_BACK = {
    "assigned_secret": r"the blanks before the separator give one back to '\s(?:is|was)\s'",
    "url_password": "the password gives characters back to the last '@' in it",
}


def test_every_rule_costs_a_bounded_pass_per_character() -> None:
    """Redaction runs on every write and every transcript turn: one long line must not cost the square of
    its length (a 32,000-character line of ``sk-tokentokensk-sk-`` took 43 s, ``token`` and 20,000
    underscores tens of seconds, ``curl curl …`` 8 s). Checked on the patterns' structure, not timed (the
    times are ``kura bench gate --hostile``'s): a repeat is bounded, or it is a possessive (or listed greedy)
    run of one character set in a rule listed above with the reason; a rule tried at label words (anchors)
    has none at all, since a match its check rejects does not move that scan past itself."""
    seen: dict[str, set] = {}
    for rule in RULES:
        assert rule.hint is None or not _unbounded(sre_parser.parse(rule.hint.pattern)), rule.hint.pattern
        runs = list(_unbounded_repeats(sre_parser.parse(rule.pattern.pattern, rule.pattern.flags)))
        for op, repeated in runs:
            assert len(repeated) == 1 and repeated[0][0] in _ONE_SET, (rule.kind, repeated)
            greedy = op == sre_constants.MAX_REPEAT and rule.kind in _GIVE_BACK
            assert op == sre_constants.POSSESSIVE_REPEAT or greedy, (rule.kind, op, repeated)
            seen.setdefault(rule.kind, set()).add(op)
        assert not (runs and rule.anchors), rule.kind
    assert set(seen) == set(_LINEAR_RUNS), set(seen) ^ set(_LINEAR_RUNS)
    assert {k for k, ops in seen.items() if sre_constants.MAX_REPEAT in ops} == set(_GIVE_BACK)


def _rereads(hint: re.Pattern[str]) -> bool:
    """After an opening literal, a repeat longer than 64 that may hold that literal again."""
    parsed = sre_parser.parse(hint.pattern, hint.flags)
    if not parsed.data or parsed.data[0][0] is not sre_constants.LITERAL:
        return False
    opener = chr(parsed.data[0][1])
    repeats = (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT, sre_constants.POSSESSIVE_REPEAT)
    return any(
        op in repeats and av[1] > 64 and sre_compiler.compile(av[2], hint.flags).fullmatch(opener) is not None
        for op, av in parsed.data[1:]
    )


def test_no_hint_reads_a_long_stretch_after_a_character_the_stretch_can_hold() -> None:
    """A hint is searched over the whole text before its rule: one that opens on a character and then reads up to N
    more that may be that character again reads a run of it N times over (the device pair's ``/[^\\n]{0,256}…`` and
    the redirect's ``>[^\\n]{0,512}…`` made a mebibyte of ``/`` or ``>`` cost one or two minutes). Checked on the
    hints' structure, the two old hints first."""
    assert _rereads(re.compile(r"(?i)/[^\n]{0,256}(?:router|modem)"))
    assert _rereads(re.compile(r"(?i)>[^\n]{0,512}(?:pass|pwd|secret|token)"))
    assert not _rereads(re.compile(r"(?i)@[^\s@]{1,253}"))  # "@" cannot recur in it: a run of "@" is read once
    assert [rule.hint.pattern for rule in RULES if rule.hint is not None and _rereads(rule.hint)] == []


def test_a_finding_across_a_window_boundary_of_a_long_line_is_found() -> None:
    """The detect-secrets plugins read a long line in overlapping windows (their own patterns cost the
    square of what they read): a finding that a window boundary cuts is whole in the next window, and its
    position is the line's."""
    value = "correcthorsebatterystaple9"  # after a key word only the keyword plugin knows, and not random
    finding = f'service_key = "{value}"'
    start = _WINDOW - 10
    line = "x " * (start // 2) + finding + " and" * 600
    assert start < _WINDOW < start + len(finding) and len(line) > 2 * _WINDOW
    cuts = [(base, base + len(window)) for base, window in _windows(line)]
    assert any(a < start < b < start + len(finding) for a, b in cuts)  # a window ends inside the finding
    at = line.index(value)
    assert (at, at + len(value), "assigned_secret") in set(library_spans(line))
    assert redact(line).text == line.replace(value, "[REDACTED:assigned_secret]")


def test_the_keyword_plugin_reads_its_own_patterns_made_linear() -> None:
    r"""The keyword plugin's patterns, as shipped, cost up to the cube of a window (``secretsecret…"``: 174 ms
    for 1,024 characters). We hand it the same patterns with the key word's ``\w*`` suffix possessive and
    ``'``/``"`` as the quotes (not the backtick): on text without backticks it finds what it found."""
    keyword = importlib.import_module("detect_secrets.plugins.keyword")
    shipped = keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP
    ours = keyword_patterns(keyword)
    assert keyword.DENYLIST_REGEX.endswith(r"\w*") and keyword.QUOTE == r"""[\'"`]"""  # what we rewrite
    assert list(ours.values()) == list(shipped.values())
    for mine, theirs in zip(ours, shipped, strict=True):
        assert mine.pattern != theirs.pattern
        assert mine.pattern.replace(keyword.DENYLIST_REGEX + "+", "").replace(r"""[\'"]""", "") == (
            theirs.pattern.replace(keyword.DENYLIST_REGEX, "").replace(keyword.QUOTE, "")
        )
    plugin = keyword.KeywordDetector()
    for text in [
        'db_password = "hunter2-Tr0ub4dor"',
        "service_key: 'aZ81kQp0xx'",
        'if ("Tr0ub4dor&3x" == my_password) {',
        'private_key_file "s3cr3t-value";',
        "api_key_primary => 'k-19aa7c2e'",
        'secretsecretsecret_name: "x9abc"',
        "password_secure = \"abc\" and secret2 = 'def'",
    ]:
        expected = set(plugin.analyze_string(text))
        assert expected, text
        assert set(plugin.analyze_string(text, denylist_regex_to_group=ours)) == expected, text


@pytest.mark.parametrize(
    ("near", "far"),
    [
        # a run of blanks inside a prose label is read up to 64 long
        ("the password is" + " " * 64 + "Tr0ub4dor&3x", "the password is" + " " * 65 + "Tr0ub4dor&3x"),
        # a command line's password option is looked for within 256 characters of the command
        ("curl " + "-H x " * 50 + "-u admin:S3cr3t!x", "curl " + "-H x " * 52 + "-u admin:S3cr3t!x"),
    ],
)
def test_the_bounds_that_keep_redaction_linear_are_where_the_limits_say(near: str, far: str) -> None:
    """docs/TRUST.md, what redaction cannot do: the bounds that keep one text's cost linear."""
    assert redact(near).changed
    assert not redact(far).changed


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.text(alphabet="ab1!- _", max_size=60),
    picks=st.lists(st.tuples(st.integers(0, 60), st.integers(6, 16)), min_size=1, max_size=4),
)
def test_values_are_found_wherever_they_stand_whole(text: str, picks: list[tuple[int, int]]) -> None:
    """The values found once are looked for all at once (one pass over the text's tokens): every place a
    value stands whole, as a search for each value on its own finds it (or overlapping it, same value)."""
    values = {text[i : i + n]: "password" for i, n in picks if len(text[i : i + n]) >= 6}
    found = {(s.start, s.end) for s in _occurrences(text, values)}
    for value in values:
        for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(value)}(?![A-Za-z0-9])", text):
            assert m.span() in found, (text, value)
    for start, end in found:
        assert text[start:end] in values
        assert not re.match(r"[A-Za-z0-9]", text[start - 1 : start] or "-")
        assert not re.match(r"[A-Za-z0-9]", text[end : end + 1] or "-")


# red team: a secret written through characters that show nothing, or in full-width letters, reads the
# same to a person and a model; it is masked whole, and the positions point into the text as given.
@pytest.mark.parametrize(
    "disguised",
    [
        GH_TOKEN[:14] + "\u200b" + GH_TOKEN[14:],  # a zero-width space inside
        GH_TOKEN[:10] + "\u2062" + GH_TOKEN[10:20] + "\u00ad" + GH_TOKEN[20:],  # invisible times, soft hyphen
        "".join(chr(ord(c) + 0xFEE0) for c in AWS_ID),  # ＡＫＩＡ…
        AWS_ID[:4] + "\ufeff" + AWS_ID[4:8] + "\u202e" + AWS_ID[8:],  # a BOM, a bidi override
        # what shows nothing but is no format character (Unicode's default-ignorable code points)
        AWS_ID[:4] + "\ufe0f" + AWS_ID[4:],  # a variation selector
        AWS_ID[:4] + "\U000e0100" + AWS_ID[4:12] + "\U000e01ef" + AWS_ID[12:],  # supplementary ones
        GH_TOKEN[:10] + "\u034f" + GH_TOKEN[10:],  # the combining grapheme joiner
        AWS_ID[:4] + "\u180b" + AWS_ID[4:8] + "\u180f" + AWS_ID[8:],  # Mongolian free variation selectors
        AWS_ID[:4] + "\u17b4" + AWS_ID[4:8] + "\u17b5" + AWS_ID[8:],  # Khmer inherent vowels
        AWS_ID[:2] + "\u115f" + AWS_ID[2:4] + "\u1160" + AWS_ID[4:8] + "\u3164" + AWS_ID[8:12] + "\uffa0" + AWS_ID[12:],
        AWS_ID[:4] + "\u2800" + AWS_ID[4:],  # the braille pattern blank
        # control characters and terminal escape sequences (a coloured grep, a NUL a model wrote)
        AWS_ID[:4] + "\x1b[31m" + AWS_ID[4:],
        AWS_ID[:4] + "\x1b[01;31m\x1b[K" + AWS_ID[4:8] + "\x1b[m\x1b[K" + AWS_ID[8:],
        AWS_ID[:4] + "\x00" + AWS_ID[4:10] + "\x7f" + AWS_ID[10:],
        AWS_ID[:4] + "\x1b" + AWS_ID[4:],  # a lone ESC: read as an escape, it would take the I with it
        AWS_ID[:4] + "\x9b" + AWS_ID[4:],  # the one-byte CSI
        GH_TOKEN[:12] + "\x1b]0;x\x07" + GH_TOKEN[12:],  # a window title set in the middle
        # compatibility forms NFKC reads as ASCII: mathematical letters and digits
        "".join(
            chr(0x1D400 + ord(c) - 65) if c.isupper() else chr(0x1D7CE + ord(c) - 48) if c.isdigit() else c
            for c in AWS_ID
        ),  # bold 𝐀𝐊𝐈𝐀…
        "".join(
            chr(0x1D670 + ord(c) - 65) if c.isupper() else chr(0x1D7F6 + ord(c) - 48) if c.isdigit() else c
            for c in AWS_ID
        ),  # monospace 𝙰𝙺𝙸𝙰…
    ],
)
def test_a_secret_disguised_by_invisible_or_full_width_characters_is_masked(disguised: str) -> None:
    text = f"deploy with {disguised} tonight"
    result = redact(text)
    assert result.text.startswith("deploy with [REDACTED:") and result.text.endswith("] tonight"), result.text
    (finding,) = result.findings
    assert text[finding.start : finding.end] == disguised
    assert redact(result.text) == Redaction(result.text, ())


@pytest.mark.parametrize(
    "text",
    [
        "la familia 👨\u200d👩\u200d👧 y el cafe\u0301, ｈｏｌａ，amigos\u200b.",
        "❤\ufe0f 葛\U000e0100 x² + y² = z², 𝐁𝐨𝐥𝐝 and 𝚖𝚘𝚗𝚘, 한\u3164글 ⠀ done\u00a0!",
        "\x1b[1;32mPASSED\x1b[0m 12 tests in 3.4s\r\n\x1b]0;build\x07\x00 ok\x7f",
    ],
)
def test_invisible_characters_alone_change_nothing(text: str) -> None:
    assert redact(text) == Redaction(text, ())


@pytest.mark.parametrize(
    "text",
    [
        "The staging pass\ufe0fword is " + PASSWORD + " for the team.",  # the label the prose rules read
        "DB_HOST=db.internal\nDB_\x1b[01;31m\x1b[KPASS\x1b[m\x1b[KWORD=Hunter2-prod-77\n",  # grep --color
        "\x1b]0;password=Hunter2-prod-77\x07 the title a script set",  # a window title's text is text too
    ],
)
def test_a_secret_label_split_by_what_shows_nothing_still_names_its_secret(text: str) -> None:
    masked = redact(text).text
    assert PASSWORD not in masked and "Hunter2-prod-77" not in masked, masked
    assert "[REDACTED:" in masked


def test_the_characters_skipped_are_unicodes_default_ignorable_ones() -> None:
    """``text.INVISIBLE`` is written out by hand (ranges, from DerivedCoreProperties.txt): every code point
    Unicode calls default-ignorable is in it (checked against the ``regex`` module's table)."""
    regex = pytest.importorskip("regex")
    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    ours = re.compile(f"[{INVISIBLE}]")
    missing = [hex(c) for c in range(0x110000) if ignorable.match(chr(c)) and not ours.match(chr(c))]
    assert missing == []


@pytest.mark.xfail(
    strict=True,
    reason="existing masks are opaque (so redacting twice changes nothing): a fake '[REDACTED:x]' written into "
    "a token splits it, and a look-alike letter (Cyrillic 'Е') ends a vendor format early. Only whoever holds the "
    "secret can write it so (the model never sees one unmasked); reading through masks and look-alikes would "
    "have to keep the fixed point",
)
@pytest.mark.parametrize(
    "text",
    [
        "AKIA[REDACTED:x]" + AWS_ID[4:],
        "password: [REDACTED:password]Tr0ub4dor9",
        AWS_ID[:-1] + "\u0415",  # Cyrillic capital IE for the final E
    ],
)
def test_a_secret_split_by_a_fake_mask_or_a_look_alike_is_masked(text: str) -> None:
    masked = redact(text).text
    assert AWS_ID[4:] not in masked and "Tr0ub4dor9" not in masked and AWS_ID[:-1] not in masked


def test_a_short_clean_text_is_remembered_and_a_secret_never_is() -> None:
    """A short text found to hold nothing is remembered, and read as before; one with a secret in it is never kept
    (no secret outlives its call), nor a long text; a remembered text read with another's secrets (``also``:
    ``redact_together``) is read anew, and its secret masked."""
    redact_module._CLEAN.clear()  # a bare value another test read is a clean text (no word names it a secret)
    clean = "The user deploys with cargo-dist on Fridays."
    assert redact(clean) == Redaction(clean, ())
    assert clean in redact_module._CLEAN
    assert redact(clean) == Redaction(clean, ())
    secret = f"my password is {PASSWORD}"
    assert redact(secret).changed and redact(secret).changed
    assert {clean} == redact_module._CLEAN
    long = "ordinary words " * 20
    assert redact(long) == Redaction(long, ()) and long not in redact_module._CLEAN
    assert redact("hunter22") == Redaction("hunter22", ()) and "hunter22" in redact_module._CLEAN
    assert redact("hunter22", also={"hunter22": "password"}).text == mask("password")
    for i in range(redact_module._CLEAN_MAX + 1):  # bounded: emptied when full
        redact(f"note {i}")
    assert len(redact_module._CLEAN) <= redact_module._CLEAN_MAX
