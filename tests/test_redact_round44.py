"""The secrets' sixteenth round (round 44): what people say or paste with a secret in it that redaction still kept — a
role's password set by a verb to a plain word ("I set the admin password to letmein"), a lock's code with no "code"
or "with the code" ("alarm: 4821", "keypad 2580#", "a lockbox with the code 3917"), a chat's "password's" and a
password changed from one value to another ("the password's sunflower", "the password was changed from tulip to
sunflower"), a wallet's seed after "seed:" alone, and what a phone shows ("Use 482193 to verify your account",
"482193 is your Amazon OTP") — each in one table beside the honest look-alike that must stay as it was written: what
a password is set to do, a status, an error, a zip or an area code, an alarm's time, a ticket's number, what a
password is like or where it is, a test run's random seed.
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written). "new": kept whole on main before round 44.
CASES = [
    # 1. a role's or a system's password set by a verb to a plain word (new)
    ("I set the admin password to letmein", ["letmein"]),
    ("I set the root password to letmein", ["letmein"]),
    ("I set the wifi password to letmein", ["letmein"]),
    ("We set the router password to kantarell.", ["kantarell"]),
    ("I set the database password to letmein", ["letmein"]),
    ("I set the team's password to letmein", ["letmein"]),
    # ... and what a password is set to do, a plain word with no role named (round 43's decision), words after "to"
    ("I set the admin password to expire monthly", []),
    ("I set the admin password to expire.", []),
    ("I set the guest password to rotate", []),
    ("set the password to something stronger", []),
    ("set the password to the one in 1Password", []),
    ("I set my password to expire.", []),
    ("I set the admin password to default.", []),
    # 2. a lock's code with no "code", its own code, the code it is "with", a dial's numbers after a lock's code (new)
    ("a lockbox with the code 3917", ["3917"]),
    ("the front door with the code 4821", ["4821"]),
    ("alarm: 4821", ["4821"]),
    ("the alarm is 4821, then press arm", ["4821"]),
    ("keypad 2580#", ["2580#"]),
    ("keypad: 2580", ["2580"]),
    ("lockbox: 3917", ["3917"]),
    ("the lockbox's code is 3917", ["3917"]),
    ("the vault code is 4821", ["4821"]),
    ("the safe code is 17-4-33", ["17-4-33"]),
    # pinned, masked on main already
    ("the safe's combination is 17-4-33", ["17-4-33"]),
    ("the door code's 4821", ["4821"]),
    ("bike lock code 4821", ["4821"]),
    # ... and a status, an error, a zip or an area code, an alarm's time, a ticket's number, a year, a measure
    ("status code: 404", []),
    ("error code 1234", []),
    ("zip code 10001", []),
    ("alarm at 6:30", []),
    ("an alarm: 7 am", []),
    ("alarm: 0630", []),
    ("set an alarm for 0700", []),
    ("keypad 2024", []),
    ("the alarm is 4821 decibels", []),
    ("the code 3917 in the ticket", []),
    ("area code 212", []),
    ("the door code is 1-2", []),
    ("security code 12-34-56", []),
    ("the door's code of conduct", []),
    ("the vault code is in git", []),
    # 3. a chat's "password's" before a plain word, a password changed from one value to another (both go) (new)
    ("the password's sunflower", ["sunflower"]),
    ("btw my wifi password's sunflower", ["sunflower"]),
    ("the password was changed from tulip to sunflower", ["tulip", "sunflower"]),
    ("I changed my password from tulip to sunflower", ["tulip", "sunflower"]),
    ("The wifi password has been changed from Tulip2020 to Sunflower!9.", ["Tulip2020", "Sunflower!9"]),
    # pinned, masked on main already
    ("pw: sunflower", ["sunflower"]),
    ("passwd sunflower", ["sunflower"]),
    ("old password: tulip, new password: sunflower", ["tulip", "sunflower"]),
    # ... and what a password is like, where it is, when it changed, a possessive's noun, what it changed between
    ("the password's too short", []),
    ("the password's in the vault", []),
    ("the password's fine", []),
    ("the password's garbage", []),
    ("The password's expired.", []),
    ("the password's length", []),
    ("check the password's owner.", []),
    # a qualifier's noun's "'s" (a TRUST.md line the first draft masked)
    ("undoes it, a password in a table's column or after a command's option", []),
    ("the password was changed yesterday", []),
    ("the password was changed from weekly to monthly", []),
    ("I changed the password from the old one to a new one", []),
    ("the password was changed from md5 to bcrypt", []),
    # 4. a wallet's seed after "seed" alone (new); "recovery words:" and "mnemonic:" pinned, masked on main already
    (
        "seed: abandon ability able about above absent absorb abstract absurd abuse access accident",
        ["abandon ability able about above absent absorb abstract absurd abuse access accident"],
    ),
    (
        "my seed is abandon ability able about above absent absorb abstract absurd abuse access accident",
        ["abandon ability able about above absent absorb abstract absurd abuse access accident"],
    ),
    (
        "recovery words: abandon ability able about above absent absorb abstract absurd abuse access accident",
        ["abandon ability able about above absent absorb abstract absurd abuse access accident"],
    ),
    (
        "mnemonic: abandon ability able about above absent absorb abstract absurd abuse access accident",
        ["abandon ability able about above absent absorb abstract absurd abuse access accident"],
    ),
    # ... and a test run's random seed (a number: a run's seed is no one's secret), where the seed words are, prose
    ("seed: 42", []),
    ("the seed words are on paper in the safe", []),
    ("random seed: the quick brown fox jumps over the lazy dog and then the cat", []),
    # 5. one rule for a default login's pair (round 42's written alone, round 43's said as a login): pinned
    ("admin/admin123", ["admin123"]),
    ("login pi/raspberry", ["raspberry"]),
    ("login: root/toor", ["toor"]),
    ("pi/raspberry", []),
    ("16*pi/13125*h2", []),
    ("login: root/bin/bash", []),
    # 6. what a phone shows or a chat pastes (new): a texted code said by what it is for, an OTP before its label, a
    # default login's pair spaced after a login word
    ("Use 482193 to verify your account", ["482193"]),
    ("Enter code 482193 to sign in", ["482193"]),
    ("Use code 4821 to log in", ["4821"]),
    ("482193 is your Amazon OTP", ["482193"]),
    ("router login admin / letmein", ["letmein"]),
    # ... and a port, a promotion, a menu
    ("use 8080 to log in", []),
    ("use code 123456 to get 20% off", []),
    ("Type 2 to confirm", []),
    ("Login admin / Settings", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
