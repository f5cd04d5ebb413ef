"""The secrets' twentieth round (round 48): what people say or paste with a secret in it that redaction still kept —
a passphrase after a note's hyphen typed in title case ("Passphrase - Correct Horse Battery Staple": before, any
line of capitalised words was read as a heading's), a capitalised word after a German, Dutch or Romance password word
and a note's hyphen ("Passwort - Sonnenblume", "Contraseña - Girasol", "Mot de passe - Tournesol"), a hyphen glued to
the value where the label opens its line ("password -sunflower"), backup or recovery codes and a Wi-Fi key after a
note's hyphen ("backup codes - 8f3k-2m9x, 7h2p-4q8z", "Wi-Fi - sunflower22"), a PIN after an aside set off by commas
("the garage code, if you need it, is 4821"), a lock's code and a joined passphrase said before their label ("4821 is
the gate code", "correct-horse-battery-staple is my passphrase"), German "lautet" after a code word ("der Code
lautet 4821"), and a PIN written into code (``DEFAULT_PIN = 4821``, ``pin_code = "4821"``: a hard-coded PIN is a
secret as a hard-coded password is, the file holds it; ``self.pin = 4821`` was masked on main and stays so) — and what
it masked that is no secret: a menu's verb after a password word ("Passwort - wiederherstellen", recover password) and
a sentence naming the password ("Senha - Esqueci minha senha", I forgot my password). Each in one table beside the
honest look-alike that must stay as written: a heading naming a document's kind, a flow's part or a plural, a form's
infinitive or participle, a heading's abstract noun, a command's option, a network's name, a remark, a comparison, a
board's pin, a name about the PIN, a port.
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
    # 1. a passphrase after a note's hyphen typed in title case (new)
    ("Passphrase - Correct Horse Battery Staple", ["Correct Horse Battery Staple"]),
    ("passphrase - Correct Horse Battery Staple", ["Correct Horse Battery Staple"]),
    ("Passphrase - Purple Monkey Dishwasher", ["Purple Monkey Dishwasher"]),
    ("Wifi Passphrase - Orange Tiger Lamp River", ["Orange Tiger Lamp River"]),
    ("Disk passphrase - Walrus Saffron Anvil Meadow", ["Walrus Saffron Anvil Meadow"]),
    ("Passphrase – Correct Horse Battery Staple", ["Correct Horse Battery Staple"]),
    # pinned, masked on main already
    ("passphrase: Tango Lima Echo Nine", ["Tango Lima Echo Nine"]),
    ("passphrase - correct horse battery staple", ["correct horse battery staple"]),
    # ... and a heading's words: a document's kind, a flow's part, a menu's item, a plural; advice; a remark
    ("Password - Quick Start Guide", []),
    ("Password - Best Practices", []),
    ("Password - Tips Tricks Notes", []),
    ("Password - Account Recovery Options", []),
    ("Password - Forgot Your Login", []),
    ("Password - Security Settings Page", []),
    ("passphrase - use four random words", []),
    ("password policy - at least 12 characters", []),
    ("I forgot my passphrase - Happens Every Week", []),
    # a sentence naming the password is about it (was masked on main)
    ("Senha - Esqueci minha senha", []),
    ("senha - esqueci minha senha", []),
    ("passphrase: forgot my passwort again", []),
    # 2. a capitalised word after a German, Dutch or Romance password word and a note's hyphen (new)
    ("Passwort - Sonnenblume", ["Sonnenblume"]),
    ("Mot de passe - Tournesol", ["Tournesol"]),
    ("Contraseña - Girasol", ["Girasol"]),
    ("Senha - Girassol", ["Girassol"]),
    ("Wachtwoord - Zonnebloem", ["Zonnebloem"]),
    ("Mein Kennwort - Gänseblümchen", ["Gänseblümchen"]),
    ("Parola d'ordine - Girasole", ["Girasole"]),
    ("Contraseña del banco - Girasol", ["Girasol"]),
    ("- Gmail Passwort - Pusteblume", ["Pusteblume"]),
    # pinned, masked on main already
    ("mot de passe - tournesol", ["tournesol"]),
    ("Passwort: Sonnenblume", ["Sonnenblume"]),
    # ... and a form's or a menu's item: an infinitive in the label's language (lower case too: was masked on main),
    # a participle, a heading's abstract noun, a form's word, a menu's path, a word after a label read less here
    ("Passwort - wiederherstellen", []),
    ("Passwort - Wiederherstellen", []),
    ("Passwort - Zurücksetzen", []),
    ("passwort - zurücksetzen", []),
    ("Passwort - Ändern", []),
    ("Passwort - Sicherheit", []),
    ("Mot de passe - Modifier", []),
    ("Mot de passe - Oublié", []),
    ("Mot de passe - oublié ?", []),
    ("Mot de passe - Réinitialisation", []),
    ("Mot de passe - Sécurité", []),
    ("Contraseña - Cambiar", []),
    ("Contraseña - Recuperación", []),
    ("Contraseña - Olvidada", []),
    ("Senha - Alterar", []),
    ("Senha - Redefinir", []),
    ("Passwort - Erforderlich", []),
    ("Contraseña - Nueva", []),
    ("Einstellungen - Passwort - Sicherheit", []),
    ("Einstellungen - Passwort - Sonnenblume", []),
    ("Hasło - Słonecznik", []),
    # 3. a hyphen glued to the value where the label opens its line (new)
    ("password -sunflower", ["sunflower"]),
    ("my password -sunflower", ["sunflower"]),
    ("Passwort -Sonnenblume", ["Sonnenblume"]),
    ("contraseña -girasol", ["girasol"]),
    ("password -correct horse battery staple", ["correct horse battery staple"]),
    # ... and a command's option, a form's word, a suspended hyphen
    ("openssl passwd -crypt", []),
    ("passwd -stdin", []),
    ("mysql -u bob --password -verbose", []),
    ("password -required", []),
    ("password -reset", []),
    ("password -and PIN-based", []),
    # 4. backup or recovery codes and a Wi-Fi key after a note's hyphen (new)
    ("backup codes - 8f3k-2m9x, 7h2p-4q8z", ["8f3k-2m9x, 7h2p-4q8z"]),
    ("recovery code - 8f3k-2m9x", ["8f3k-2m9x"]),
    ("- github recovery codes - 4829 1038", ["4829 1038"]),
    ("Wi-Fi - sunflower22", ["sunflower22"]),
    ("- wifi - girasol2024", ["girasol2024"]),
    ("WPA key - sunflower22", ["sunflower22"]),
    ("wifi -sunflower22", ["sunflower22"]),
    # pinned, masked on main already: a backup code with the sentence going on
    ("backup code 8f3k-2m9x, keep it somewhere safe", ["8f3k-2m9x"]),
    ("my recovery code is 8f3k-2m9x and I wrote it on a card", ["8f3k-2m9x"]),
    # ... and a heading, a meeting, a remark, a version, a network's name, a band, a standard
    ("backup code - 2024 review", []),
    ("backup code review on Friday", []),
    ("I lost my backup code - 8f3k-2m9x I think", ["8f3k-2m9x"]),  # round 49: a drawn code said in a remark
    ("Backup code - v2-rollout", []),
    ("wifi - Casa2024", []),
    ("Wifi - MyHome_5G", []),
    ("wifi - 5GHz only", []),
    ("wifi - 802.11ac", []),
    ("I hate this wifi - slow2death", []),
    # 5. a PIN after an aside set off by commas (new)
    ("the garage code, if you need it, is 4821", ["4821"]),
    ("the door code, as you know, is 4821.", ["4821"]),
    ("my PIN, as always, is 4821", ["4821"]),
    ("el PIN, como sabes, es 4821", ["4821"]),
    # ... and a list, where it is, how often it failed
    ("PIN, CVV, expiry: 4821", []),
    ("the gate code, which changed in 2024, is on the fridge", []),
    ("the pin, as I said, was wrong 2024 times", []),
    ("the pin - it's on the fridge note", []),
    # 6. a lock's code and a joined passphrase before their label, German "lautet" after a code word (new)
    ("4821 is the gate code", ["4821"]),
    ("2580 is our garage door code", ["2580"]),
    ("correct-horse-battery-staple is my passphrase", ["correct-horse-battery-staple"]),
    ("der Code lautet 4821", ["4821"]),
    # ... and a year, a gate's number, an error's code, a product's name
    ("1998 is the year the gate code changed", []),
    ("Gate 12 is the gate code", []),
    ("der Fehlercode lautet 4821", []),
    ("well-known-brand-name is my favourite password manager", []),
    # 7. a PIN written into code: a hard-coded secret (new; decided)
    ("DEFAULT_PIN = 4821", ["4821"]),
    ('pin_code = "4821"', ["4821"]),
    ("PIN_CODE=4821", ["4821"]),
    ("card.passcode = '482193';", ["482193"]),
    ("self.pin = 4821  # card PIN", ["4821"]),
    ("pin: int = 4821", ["4821"]),
    ("The script sets `DOOR_PIN = 5528` at the top.", ["5528"]),
    ("unlock(pin=4821)", ["4821"]),
    # pinned, masked on main already
    ("self.pin = 4821", ["4821"]),
    ("pin = 4821", ["4821"]),
    # ... and a comparison, a board's pin, a name about the PIN, a sum, another name, a port
    ("if self.pin == 4821:", []),
    ("assert pin != 4821", []),
    ("self.pin = 17", []),
    ("LED_PIN = 17", []),
    ("self.pin_length = 4821", []),
    ("self.pin_attempts = 3", []),
    ("pin_count = 4821", []),
    ("pin = 4821 + offset", []),
    ("spin = 4821", []),
    ("self.port = 4821", []),
    ("port = 4821", []),
    # 8. a lock's code, a PIN and a combination after a note's hyphen, between blanks or glued to the digits (new)
    ("lockbox - 3917", ["3917"]),
    ("keypad - 4821#", ["4821#"]),
    ("garage - 4821", ["4821"]),
    ("PIN -4821", ["4821"]),
    ("padlock combo - 12-34-56", ["12-34-56"]),
    ("bike lock combo - 4 7 1 9", ["4 7 1 9"]),
    ("Backup codes -8f3k-2m9x", ["8f3k-2m9x"]),
    # ... and an alarm's time, a count, a score, a word before the label, a negative number
    ("alarm - 0630", []),
    ("I hit the keypad - 4821 times", []),
    ("the lock combo - 2 3", []),
    ("combo - 12-34-56", []),
    ("phone passcode -482193", ["482193"]),  # round 49: a word naming what the label is for, before digits
    ("pin -1", []),
    # 9. a Wi-Fi's key named by a key's word before the Wi-Fi's (new), a security mode kept (was masked on main)
    ("la clave del wifi es girasol22", ["girasol22"]),
    ("le code du wifi est tournesol22", ["tournesol22"]),
    ("la clave del wifi es la de siempre", []),
    ("la clave del wifi es WPA2-PSK", []),
    ("wifi key: WPA2-PSK", []),
    # 10. a genitive's article between a label and its separator (new)
    ("Geheimzahl der Karte: 4821", ["4821"]),
    ("das Passwort der Bank ist Sonnenblume", ["Sonnenblume"]),
    ("la password della banca è girasole", ["girasole"]),
    ("a senha das contas é girassol22", ["girassol22"]),
    ("le mot de passe des comptes est tournesol", ["tournesol"]),
    # ... and what a password is like
    ("das Passwort der Firma ist geheim", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


def test_a_note_of_several_lines_is_masked_line_by_line() -> None:
    text = "Notes:\n- Wi-Fi - sunflower22\n- door code - 4821\n- Passwort - Sonnenblume\n- Passwort - Ändern"
    assert_masked(text, ["sunflower22", "4821", "Sonnenblume"])
