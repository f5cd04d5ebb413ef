"""The secrets' twenty-ninth round (round 58): what round 57 left (each leaked on h58-base), mended as a shape beside
the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a password said before its label as what one uses it as ("use girasol77 as the password", "use Girasol77 as your
  password", "I used Lavanda as my wifi password."): leaked — ``_before_pattern`` reads "VALUE is my password", a
  copula, and here a verb of choosing and "as" stand between. ``redact_prose._USED_AS_RE`` (``_check_used_as``) reads
  use/pick/choose/try/enter/type, the value, "as", a determiner that says whose and the label closing its clause; the
  value as ``_check_before`` reads it (quoted, a password's value, a capitalised plain word). "use a strong password",
  "use something as the password", "use 12345 as a password" ("a" classes it), "never use … as your password" and
  "use Bitwarden as the password manager" (a compound) stay;
- a password set or changed to a value with when it was said after it ("I changed the password to Girasol77
  yesterday", "I changed my wifi password to girasol77 last week"): leaked — ``_SET_TO_RE`` wanted the value to close
  its sentence. ``redact_prose._SET_WHEN`` reads a time after the value (yesterday, today, this/last week, on a
  weekday, N days ago) as no part of it; "set the password to expire in 90 days" and "I changed the password policy
  yesterday" stay;
- chat's shorthand "pass" and a blank before the password ("pass girasol77"): leaked — "pass" and a blank are a
  verb's. ``redact_prose._PASS_NOTE_RE`` reads it opening its line or after a list's separator, the value one a person
  types (``_later_value``: six characters or more, a lower-case letter and a digit, no program's name or version);
  "pass the salt", "I forgot to pass the ball", "pass python3", a test run's "PASS test_login2" stay;
- a token's long option before a lower-case word (``kubectl get pods --token girasol``, "run `kubectl get pods
  --token girasol` to list them"): leaked — round 57 read only a value that looks typed, and a code span's closing
  backtick was read into the value. ``redact_rules._command_option_word`` reads a plain word there where the words
  before the option on its line are a command's (back to the line's start, a backtick, a prompt, a colon, or "ran",
  "run", "with", "using", "via": a program's name first, no word of a sentence about the option); the option's value
  ends before a backtick. "use the --token flag", "pass --token instead", "The CLI accepts --token alongside --user",
  ``--token-file ~/.kube/token``, "the token ring network" stay;
- Swedish's, Danish's and Norwegian's, Polish's and Czech's copulas after their password words ("Lösenordet är
  girasol77", "passordet er …", "adgangskoden er …", "moje hasło to girasol77", "heslo je …"): leaked (their labels
  were read before ':' alone). ``redact_prose._SEP`` reads "är", and "er", "to"/"jest", "je" after their own
  language's labels only (a fixed lookbehind each: "the password to the vault" is English); Danish "kodeord(et)" joins
  ``redact_rules.FOREIGN_PASSWORD_WORDS``. After Polish "to" a typed value only ("Silne hasło to podstawa."); what a
  password is like stays ("lösenordet är långt": ``_OTHER_PROSE``), and a lower-case word agreeing with the neuter
  label as a participle or an adjective does (``redact_prose._copula_form``: '-t' after "är"/"er", '-e' after
  "jest", '-o'/'-é'/'-ě'/'-e' after "je": "Lösenordet är bytt.", "passordet er endret", "hasło jest zmienione",
  "heslo je změněno"), and "hasło wyborcze", "lösenordet måste vara långt".

Probed and already masked on h58-base (not pinned here: the CI budget): "set the password to girasol77", "pw:
girasol77", "pwd girasol77", Kubernetes' ``- name: DB_PASSWORD`` / ``value: girasol77`` (quoted too, and indented
under ``env:``), "lösenord: …", "hasło: …", "wachtwoord: …", "adgangskode: …", "passord: …", "heslo: …", "şifre: …";
``- name: LOG_LEVEL`` / ``value: debug`` stays.

Left: "hasło to girasol" (a plain word after Polish "to": read as a definition); a value followed by a comma after its
time ("I set the password to Girasol77 this morning, then left."); a command in a sentence with no word that
introduces it ("I tried kubectl --token girasol yesterday": "tried" opens no command here); "use girasol as the
password" (a lower-case plain word there is as often prose's); Swedish or Danish labels with a qualifier before the
copula ("lösenordet till wifi är …"); a set-to with more than two words between the determiner and the label ("I
changed the Tavira rowing club tablet's password to Salinas58": ``_SET_VERB_BEFORE_RE`` reads two); a lower-case
password ending as the copula's agreeing word does ("lösenordet är kompot", "heslo je jablko": read as prose);
"lösenord: bytt" is masked (as on h58-base: the colon's rule reads no form).
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order) — each leaked on h58-base
CASES = [
    # 1. the value used as the password
    ("use girasol77 as the password", ["girasol77"]),
    ("use Girasol77 as your password", ["Girasol77"]),
    ("I used Lavanda as my wifi password.", ["Lavanda"]),
    ("we picked 'Lav4nda!' as our passphrase", ["Lav4nda!"]),
    # 2. set or changed to a value, then when
    ("I changed the password to Girasol77 yesterday", ["Girasol77"]),
    ("I changed my wifi password to girasol77 last week", ["girasol77"]),
    ("I reset my password to lavanda two days ago.", ["lavanda"]),
    # 3. chat's "pass" and a blank
    ("pass girasol77", ["girasol77"]),
    ("ok here:\npass Lavanda22\nthanks", ["Lavanda22"]),
    # 4. a token's option before a plain word on a command's line
    ("kubectl get pods --token girasol", ["girasol"]),
    ("$ kubectl --token lavanda get nodes", ["lavanda"]),
    ("run `kubectl get pods --token girasol` to list them", ["girasol"]),
    # 5. Scandinavian, Polish and Czech copulas
    ("Lösenordet är girasol77", ["girasol77"]),
    ("mitt lösenord är girasol", ["girasol"]),
    ("passordet er girasol77", ["girasol77"]),
    ("adgangskoden er lavanda", ["lavanda"]),
    ("moje hasło to girasol77", ["girasol77"]),
    ("hasło jest Lavanda22", ["Lavanda22"]),
    ("heslo je girasol77", ["girasol77"]),
    ("kodeord: girasol77", ["girasol77"]),
]

# the honest look-alikes beside each new reading (they stay on h58-base too; they keep the new readings from taking
# the person's words)
KEPT = [
    "use a strong password",
    "use something as the password",
    "use password123 as a password",
    "never use 12345 as your password",
    "use Bitwarden as the password manager",
    "I changed the password policy yesterday",
    "set the password to expire in 90 days",
    "pass the salt",
    "I forgot to pass the ball",
    "PASS test_login2",
    "use the --token flag",
    "The CLI accepts --token alongside --user",
    "kubectl get pods --token-file ~/.kube/token",
    "the token ring network",
    "hasło wyborcze",
    "Silne hasło to podstawa.",
    "lösenordet är långt",
    "lösenordet måste vara långt",
    "heslo je změněno",
    "Lösenordet är bytt.",
    "password er hunter2",
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_secret_left_by_round_57_is_masked(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize("text", KEPT)
def test_the_look_alikes_stay(text: str) -> None:
    assert_masked(text, [])
