"""The secrets' nineteenth round (round 47): what people say or paste with a secret in it that redaction still kept — a
passphrase of words after a note's hyphen ("passphrase - correct horse battery staple"), a hyphen glued to the label
as a colon is ("password- sunflower", "pin- 4821"), a note's '=' after a PIN word ("pin = 4821"; before, any '=' after
one was read as code's), one backup or recovery code after a blank ("backup code 8f3k-2m9x": before, two were needed),
a login's user:password with a plain word after ':' ("login: ana:sunflower") and a pair after a label naming both
fields ("user/pass: ana / sunflower", "usuario/contraseña: …"), a word after a foreign password word and a note's
hyphen ("mot de passe - tournesol", as after its colon), and an otpauth URI's secret masked to its own
parameter, the issuer and the digits kept (a URL query's '&' before the next name and '=' ends a value: a '&' inside
one is written %26) — each in one table beside the honest look-alike that must stay as it was written: advice on what
a passphrase should be, a heading's capitalised words, a remark after a hyphen, a suspended hyphen ("password- and
PIN-based"), a comparison in code, a verb "pin", a ratio, a time, a ticket's id, years, a path, a port, a menu's words.
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written)
CASES = [
    # 1. a passphrase of words after a note's hyphen, the hyphen between blanks or glued to the label (new)
    ("passphrase - correct horse battery staple", ["correct horse battery staple"]),
    ("my passphrase - correct horse battery staple", ["correct horse battery staple"]),
    ("wifi passphrase- purple monkey dishwasher", ["purple monkey dishwasher"]),
    ("password - tango lima echo nine", ["tango lima echo nine"]),
    ("passphrase -- orange tiger lamp river.", ["orange tiger lamp river"]),
    ("Passwort - blaue katze tanzt", ["blaue katze tanzt"]),
    ("contraseña - perro verde feliz", ["perro verde feliz"]),
    # pinned, masked on main already
    ("passphrase: correct horse battery staple", ["correct horse battery staple"]),
    ("passphrase — correct horse battery staple", ["correct horse battery staple"]),
    # ... and advice on what one should be (words prose needs: decided), a heading, a remark, where it is
    ("passphrase - use four random words", []),
    ("password - at least twelve characters", []),
    ("password policy - at least 12 characters", []),
    ("passphrase - long and memorable", []),
    ("password - something we rotate monthly", []),
    ("password - see the vault entry", []),
    ("Password - Forgot Your Login", []),
    ("I forgot my passphrase - happens every week", []),
    # 2. a hyphen glued to the label, as a colon is (new)
    ("password- sunflower", ["sunflower"]),
    ("password- hunter2", ["hunter2"]),
    ("pass- sunflower", ["sunflower"]),
    ("pin- 4821", ["4821"]),
    ("Kennwort- Sonnenblume7", ["Sonnenblume7"]),
    ("mot de passe - tournesol", ["tournesol"]),
    ("contraseña- girasol", ["girasol"]),
    ("mi contraseña - girasol", ["girasol"]),
    ("senha - girassol", ["girassol"]),
    ("Gmail Passwort - sonnenblume", ["sonnenblume"]),
    ("- contraseña del wifi - girasol", ["girasol"]),
    # ... and a menu's item, a suspended hyphen, a compound, a remark
    ("olvidé mi contraseña - típico", []),
    ("Einstellungen - Passwort - Sicherheit", []),
    ("contraseña - obligatoria", []),
    ("mot de passe - oublié", []),
    ("la contraseña - ya sabes", []),
    ("mdp - tournesol", []),
    ("Password- Reset", []),
    ("password- and PIN-based login", []),
    ("password- or key-based auth", []),
    ("password-protected file", []),
    ("I forgot my password- typical", []),
    # 3. a note's '=' after a PIN word (new)
    ("pin = 4821", ["4821"]),
    ("my pin = 4821", ["4821"]),
    ("PIN=4821", ["4821"]),
    ("bank card pin = 4821.", ["4821"]),
    ("door code = 4821", ["4821"]),
    ("otp = 482193", ["482193"]),
    # ... and a comparison, a verb, a sum, a pin's number on a board, a ratio, a time
    ("if pin == 4821:", []),
    ("pin the tab = 4821", []),
    ("pin = 4821 + offset", []),
    ("pin = 13", []),
    ("the ratio 4821:1", []),
    ("meet at 10:30", []),
    # 4. one backup or recovery code after a blank (new)
    ("backup code 8f3k-2m9x", ["8f3k-2m9x"]),
    ("recovery code 8f3k-2m9x", ["8f3k-2m9x"]),
    ("my github backup code 7h2j-k4p1.", ["7h2j-k4p1"]),
    ("the backup code 4829-1038", ["4829-1038"]),
    ("scratch code a1b2-c3d4-e5f6", ["a1b2-c3d4-e5f6"]),
    ("backup codes 8f3k-2m9x 7h2j-k4p1", ["8f3k-2m9x 7h2j-k4p1"]),
    # pinned, masked on main already
    ("recovery code: 8f3k-2m9x", ["8f3k-2m9x"]),
    ("my backup code is 8f3k-2m9x", ["8f3k-2m9x"]),
    # ... and a meeting, a ticket, years, a date, a version, a model's name
    ("backup code review on Friday", []),
    ("backup code BUG-1234", []),
    ("backup code 2023-2024", []),
    ("recovery key 2022-0815", []),
    ("backup code v2.1-beta", []),
    ("backup code gpt4-turbo", []),
    # 5. a login's user:password, and a pair after a label naming both fields (new)
    ("login: ana:sunflower", ["sunflower"]),
    ("my login is ana:sunflower", ["sunflower"]),
    ("login: ana:sunflower, then 2fa", ["sunflower"]),
    ("creds: ana:sunflower", ["sunflower"]),
    ("user/pass: ana / sunflower", ["sunflower"]),
    ("user/pass: ana/sunflower", ["sunflower"]),
    ("username/password: ana / sunflower", ["sunflower"]),
    ("login & password: ana / sunflower", ["sunflower"]),
    ("usuario/contraseña: ana / girasol", ["girasol"]),
    ("identifiant/mdp : ana / tournesol", ["tournesol"]),
    ("Benutzer/Passwort: ana / sonnenblume", ["sonnenblume"]),
    # pinned, masked on main already
    ("my login is ana:sunflower77", ["sunflower77"]),
    ("user/pass: ana / sunflower77", ["sunflower77"]),
    # ... and a path, a port, a menu's, what the pair is, a scheme with the sentence going on
    ("login: django/contrib", []),
    ("login: localhost:8080", []),
    ("login: Settings:Security", []),
    ("user/pass: see the wiki", []),
    ("user/pass auth is deprecated", []),
    ("login: oauth:google for the team", []),
    ("login bob:alice", []),
    # 6. an otpauth URI: the secret's parameter only, the issuer and the digits kept (decided)
    ("otpauth://totp/Acme:ana?secret=JBSWY3DPEHPK3PXP&issuer=Acme", ["JBSWY3DPEHPK3PXP"]),
    ("otpauth://totp/Acme:ana?secret=JBSWY3DPEHPK3PXP&issuer=Acme&digits=6&period=30", ["JBSWY3DPEHPK3PXP"]),
    ("otpauth://totp/Acme:ana?issuer=Acme&secret=JBSWY3DPEHPK3PXP", ["JBSWY3DPEHPK3PXP"]),
    (
        "https://x.example/cb?access_token=ya29a0AfH6SMBx1y2z3&token_type=Bearer&expires_in=3599",
        ["ya29a0AfH6SMBx1y2z3"],
    ),
    # ... and a '&' inside a password, not a query's (pinned)
    ("password=Tr0ub4dor&3x", ["Tr0ub4dor&3x"]),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
