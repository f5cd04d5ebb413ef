"""The secrets' eighteenth round (round 46): what people say or paste with a secret in it that redaction still kept — a
password after a note's hyphen or a dash ("password - sunflower", "pass — sunflower"), password's abbreviations with '='
or ':' ("pw = sunflower", "pwd=sunflower", "pwd: sunflower", "pswd: …", "p/w: …"), a password's hash as a password file
holds it (htpasswd's "ana:$apr1$…", /etc/shadow's "$6$…", bcrypt's, Argon2's, LDAP's "{SSHA}…", a secretsdump line;
before, the scheme and the salt were left and only a random-looking tail masked, or nothing), a PIN said in words ("my
PIN is four eight two one"), a SIM's PUK, a one-time code's seed — each in one table beside the honest look-alike that
must stay as it was written: a menu's item, what a password must be, the shell's working directory, code, a scheme named
in prose, a commit or a checksum, LaTeX, prices, how many digits a PIN has, a random seed. An alarm's four digits with
the hour's leading zero ("alarm: 0647") are a 24-hour clock's morning time and stay, as "wake alarm at 06:47" does;
beside other codes ("garage: 4821 / alarm: 0647") and named a code ("alarm code 0647") they are a code.
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up

_BCRYPT = "$2b$12$KIXQJ8a0yZ5Qh1eQy3Zt2uS5mHk1Q9xwq8YjWc1x6Fh3dQp0aR1bC"
_SHA512 = "$6$Qw3rTy7u$kP2mN8vL4xZ9cB1nM5qW7eR3tY6uI0oP2aS4dF8gH1jK3lZ5xC7vB9nM1qW3eR5tY7uI9oP1aS3dF5gH7jK9l."
_YESCRYPT = "$y$j9T$F5Jx5fExrKuJdmrRpJ9jY.$Yq8KsLHtDmHl2k1CmLmHpN2q/8Y3OXcq9n0R5cB5rT6"
_ARGON2 = "$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG"
_PBKDF2 = "pbkdf2_sha256$600000$Xk3pQ9rT2mW7$Zq8vN4xL1cB6nM3kJ9hG5fD2sA7pQ0wE8rT1yU4iO6="


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written)
CASES = [
    # 1. a password after a note's hyphen, or after "pass" and a dash opening a line (new)
    ("password - sunflower", ["sunflower"]),
    ("pw - sunflower", ["sunflower"]),
    ("pass — sunflower", ["sunflower"]),
    ("pass - sunflower", ["sunflower"]),
    ("password -- sunflower", ["sunflower"]),
    ("- wifi password - sunflower", ["sunflower"]),
    ("my password - Sunflower", ["Sunflower"]),
    # pinned, masked on main already
    ("password — sunflower", ["sunflower"]),
    ("password - sunflower77", ["sunflower77"]),
    # ... and a menu's item, what a password must be, a menu's path, a remark, a reply, a boarding pass
    ("Password - Reset", []),
    ("Password - Manage", []),
    ("password - required", []),
    ("password - 8 characters minimum", []),
    ("password - validation", []),
    ("Settings - Password - Security", []),
    ("I forgot my password - typical", []),
    ("pass - thanks", []),
    ("Pass — not today", []),
    ("boarding pass - gate", []),
    # 2. password's abbreviations with '=' or ':' (new)
    ("pw = sunflower", ["sunflower"]),
    ("pwd=sunflower", ["sunflower"]),
    ("PW=sunflower", ["sunflower"]),
    ("pwd: sunflower", ["sunflower"]),
    # pinned, masked on main already
    ("pw: sunflower", ["sunflower"]),
    ("password = sunflower", ["sunflower"]),
    # ... and how a chat shortens or splits the word, with a dash after what the password is for (new)
    ("pswd: sunflower", ["sunflower"]),
    ("p/w: sunflower", ["sunflower"]),
    ("pword: sunflower", ["sunflower"]),
    ("pass word: sunflower", ["sunflower"]),
    ("password for the vpn - sunflower", ["sunflower"]),
    ("Cabin router password - lakkasuovesi", ["lakkasuovesi"]),
    # ... and the shell's working directory, code, a name too short to tell from a variable's, a week, a care worker,
    # a remark, a menu's item
    ("pwd: /home/ana", []),
    ("pwd=/home/ana; ls", []),
    ("PWD=/home/ana", []),
    ("pwd = os.getcwd()", []),
    ("pw = getpass()", []),
    ("pw = stored", []),
    ("pwd: command not found", []),
    ("rent is £200 p/w, bills included", []),
    ("my PSW is Maria.", []),
    ("I changed the password for the vpn - finally", []),
    ("password for ana - Reset", []),
    ("pword reset", []),
    # 3. a password's hash, whole: its scheme, parameters and salt with it (new)
    ("ana:$apr1$Xy12abcd$Qm8vXlpQz1dk3Jd9Yx7t01", ["$apr1$Xy12abcd$Qm8vXlpQz1dk3Jd9Yx7t01"]),
    (f"ana:{_SHA512}:19700:0:99999:7:::", [_SHA512]),
    (f"ana:{_YESCRYPT}:19000:0:99999:7:::", [_YESCRYPT]),
    (f"the hash is {_BCRYPT}", [_BCRYPT]),
    (_ARGON2, [_ARGON2]),
    (_PBKDF2, [_PBKDF2]),
    ("ana:{SSHA}K3Dp9vQ2mX8rL4tN7wZ1yB6cF0hJ5sA=", ["{SSHA}K3Dp9vQ2mX8rL4tN7wZ1yB6cF0hJ5sA="]),
    (
        "Administrator:500:aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0:::",
        ["aad3b435b51404eeaad3b435b51404ee:31d6cfe0d16ae931b73c59d7e0c089c0"],
    ),
    # ... and a scheme named in prose, a placeholder, LaTeX, prices, a commit, a checksum, a locked account
    ("$2b$ is bcrypt's prefix", []),
    ("the hash starts with $6$ and then the salt", []),
    ("$6$salt$hash", []),
    ("in LaTeX $x$ and $y$ are variables", []),
    ("prices went from $5 to $6$ per unit", []),
    ("{SHA} is the scheme ldap uses", []),
    ("commit a94a8fe5ccb19ba61c4c0873d391e987982fbbd3", []),
    ("sha256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", []),
    ("ana:!:19000:0:99999:7:::", []),
    # 4. an alarm's four digits: a code named or among codes (pinned and new), a morning's time kept (decided)
    ("alarm code 0647", ["0647"]),
    ("alarm code: 0647", ["0647"]),
    ("door 4821, alarm: 0647", ["0647"]),
    ("garage: 4821\nalarm: 0647", ["4821", "0647"]),
    ("alarm: 1234", ["1234"]),
    ("alarm: 0647", []),
    ("alarm 0647", []),
    ("the alarm is 0647", []),
    ("wake alarm at 06:47", []),
    ("alarm: 06:47", []),
    ("alarm: 0630", []),
    # 5. a PIN or a lock's code said in words (new)
    ("my PIN is four eight two one", ["four eight two one"]),
    ("PIN: four eight two one", ["four eight two one"]),
    ("my pin is four-eight-two-one, don't tell anyone", ["four-eight-two-one"]),
    ("the door code is one nine seven three", ["one nine seven three"]),
    ("the code is four eight two one", ["four eight two one"]),
    ("the code to the shed is four two one seven", ["four two one seven"]),
    # ... and how many digits, a choice, too few, an error's code
    ("the PIN is four digits", []),
    ("PIN: one or two", []),
    ("my pin is one two", []),
    ("the PIN has four or five digits", []),
    ("it failed and the code is four oh four one", []),
    ("the error code is four oh four one", []),
    # 6. a SIM's PUK, a one-time code's seed (new)
    ("SIM PUK: 84736251", ["84736251"]),
    ("PUK code 84736251", ["84736251"]),
    ("TOTP seed JBSWY3DPEHPK3PXP", ["JBSWY3DPEHPK3PXP"]),
    ("2fa seed: JBSWY3DPEHPK3PXP", ["JBSWY3DPEHPK3PXP"]),
    # pinned, masked on main already
    ("my TOTP secret is JBSWY3DPEHPK3PXP", ["JBSWY3DPEHPK3PXP"]),
    # ... and where a PUK is, where a seed is kept, a random seed, a seed's length
    ("the PUK is printed on the SIM card holder", []),
    ("the TOTP seed is stored in the app", []),
    ("random seed 42", []),
    ("seed: 20240101", []),
    ("TOTP seed length is 160 bits", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
