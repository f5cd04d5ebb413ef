"""The secrets' twenty-first round (round 49): what people say or paste with a secret in it that redaction still kept —
a German noun in -ing after a German or Dutch password word, read as an English gerund ("Kennwort - Schmetterling":
-ing is no German verb's ending, "Schmetterling", "Frühling", "Liebling" are nouns), a foreign label that does not
open its line (after a record's field and its separator: "Usuário: ana / Senha - Girassol"; with the service named
after it, as Romance languages name it: "Mot de passe Gmail - Tournesol"), a remark in round brackets or a chat's
shorthand after the value ("password: sunflower (case sensitive)", "the code is 4821 btw", "… I think", "… je
crois"), a PIN typed a digit and a blank at a time ("PIN 4 8 2 1"), a PIN glued to a note's hyphen after a word
naming what it is for ("phone passcode -482193"), a Wi-Fi key a chat hands over ("here's the wifi: Sunflower22"),
a code word whose qualifier names a card, an alarm or a phone in French, Spanish, Italian, Portuguese, German ("le
code de la carte est 4821"), one backup code drawn with a letter and a digit in each group said in a remark ("I lost
my backup code - 8f3k-2m9x I think"). Each in one table beside the honest look-alike that must stay as written: a
form's required field with its remark, a status's code, a German form's words, a heading's noun, a network's name, a
menu's path, a heading's adjective, a board's pins, a count, years, a ticket, a postcode.
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
    # 1. a capitalised word in -ing after a German or Dutch password word is a German noun, no English gerund (new)
    ("Kennwort - Schmetterling", ["Schmetterling"]),
    ("Passwort: Schmetterling", ["Schmetterling"]),
    ("mein Passwort ist Frühling", ["Frühling"]),
    ("Passwort - Liebling", ["Liebling"]),
    ("Kennwort: Zwilling", ["Zwilling"]),
    ("Wachtwoord - Vlinderling", ["Vlinderling"]),
    # ... and a German form's words, a heading's noun, an English one after an English label, a Romance heading
    ("Passwort: Wird geladen", []),
    ("Passwort - Einstellung", []),
    ("Kennwort - Änderung", []),
    ("Passwort - Sicherheit", []),
    ("Kennwort: Erforderlich", []),
    ("password: Something", []),
    ("Mot de passe - Marketing", []),
    ("Contraseña - Marketing", []),
    # 2. a foreign label after a record's field and its separator (new)
    ("Usuário: ana / Senha - Girassol", ["Girassol"]),
    ("usuario: ana, contraseña - girasol", ["girasol"]),
    ("user: bob | Passwort - Sonnenblume", ["Sonnenblume"]),
    ("user: ana | senha - girassol", ["girassol"]),
    # ... and a menu's path, a form's infinitive after a field
    ("Einstellungen / Passwort - Ändern", []),
    ("Settings / Passwort - Zurücksetzen", []),
    ("Usuário: ana / Senha - Alterar", []),
    # 3. a service named after a Romance (or German) password word, before the note's hyphen (new)
    ("Mot de passe Gmail - Tournesol", ["Tournesol"]),
    ("Contraseña Netflix - Girasol", ["Girasol"]),
    ("- Senha Nubank - Girassol", ["Girassol"]),
    ("Passwort Gmail - Pusteblume", ["Pusteblume"]),
    # ... and a heading's adjective there, a participle
    ("Contraseña Segura - Consejos", []),
    ("Senha Forte - Dicas", []),
    ("Mot de passe Oublié - Aide", []),
    # 4. a remark in round brackets or a chat's shorthand after the value (new)
    ("password: sunflower (case sensitive)", ["sunflower"]),
    ("the password is swordfish (case sensitive)", ["swordfish"]),
    ("le mot de passe est tournesol (sans majuscule)", ["tournesol"]),
    ("das Passwort ist sonnenblume (klein geschrieben)", ["sonnenblume"]),
    ("the code is 4821 btw", ["4821"]),
    ("the code is 4821 fyi", ["4821"]),
    ("the password is swordfish I think", ["swordfish"]),
    ("le code est 4821 je crois", ["4821"]),
    ("la contraseña es girasol creo", ["girasol"]),
    ("PIN 4821 (the old one)", ["4821"]),
    # ... and what a password is like with its remark, a status's code, a count, an error's code, a remark going on
    ("password: required (case sensitive)", []),
    ("password: optional (see docs)", []),
    ("the password is long (and random)", []),
    ("the code is 404 btw", []),
    ("the code is 200 lines btw", []),
    ("the error code is 4821 btw", []),
    ("der Code ist 404 glaube ich", []),
    ("my password btw", []),
    ("the password is in the vault (see below)", []),
    # a redaction's marker in square brackets is no remark (the masked text reads clean)
    ("le code du wifi est tournesol22", ["tournesol22"]),
    # 5. a PIN typed a digit and a blank at a time (new)
    ("PIN 4 8 2 1", ["4 8 2 1"]),
    ("my PIN is 4 8 2 1", ["4 8 2 1"]),
    ("PIN: 4 8 2 1", ["4 8 2 1"]),
    ("the code is 4 8 2 1", ["4 8 2 1"]),
    ("PIN four eight two one", ["four eight two one"]),
    # ... and a board's pins, a count, too many digits, a decimal, an error's code
    ("connect pin 1 2 3 4 to ground", []),
    ("the PIN has 4 8 2 1", []),
    ("PIN 1 2 3 4 5 6 7 8 9 1 2 3 4", []),
    ("PIN 4 8 2 1.5", []),
    ("the error code is 4 8 2 1", []),
    # 6. a PIN glued to a note's hyphen after a word naming what the label is for, or a list's hyphen (new)
    ("phone passcode -482193", ["482193"]),
    ("my phone passcode -482193", ["482193"]),
    ("- bank PIN -4821", ["4821"]),
    # ... and a command's option, a word after the label's word, a negative count
    ("laptop password -sunflower", []),
    ("openssl passwd -crypt", []),
    ("run passcode -1", []),
    ("mysql -u bob --password -verbose", []),
    # 7. a Wi-Fi key a chat hands over: a capitalised word with a digit closing the line (new)
    ("here's the wifi: Sunflower22", ["Sunflower22"]),
    ("here is the wifi: Marigold47", ["Marigold47"]),
    ("voici le wifi : Tournesol22", ["Tournesol22"]),
    # ... and a network's name: alone after "wifi:", with its band, in two words, before the password's label
    ("Wifi: Casa2024", []),
    ("wifi: Sunflower Cafe", []),
    ("here's the wifi: Casa_5G", []),
    ("here's the wifi: Sunflower Cafe", []),
    ("here's the wifi: NETGEAR42", []),
    ("here's the wifi: Sunflower22 and the password is on the fridge", []),
    # 8. a code word whose qualifier names a card, an alarm, a phone, a gate in the Romance languages or German (new)
    ("le code de la carte est 4821", ["4821"]),
    ("el código de la alarma es 4821", ["4821"]),
    ("el código de la tarjeta es 4821", ["4821"]),
    ("der Code der Karte ist 4821", ["4821"]),
    ("o código do cartão é 4821", ["4821"]),
    ("il codice del cancello è 4821", ["4821"]),
    ("le code du portable est 4821", ["4821"]),
    # ... and an error's code of the card, a status, a country's prefix, a postcode
    ("le code d'erreur de la carte est 4821", []),
    ("le code de la carte est 404", []),
    ("le code de la carte est FR12", []),
    ("le code postal est 75001", []),
    # 9. one backup code drawn with a letter and a digit in each group, where the label opens no clause (new)
    ("I lost my backup code - 8f3k-2m9x I think", ["8f3k-2m9x"]),
    ("I lost my backup code - 8f3k-2m9x", ["8f3k-2m9x"]),
    # ... and years, a ticket, a reference in a sentence
    ("I hate backup codes - 2024-2025", []),
    ("I lost my backup code - BUG-1234", []),
    ("I lost my backup code - see ticket AB12-CD34 later", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


def test_a_login_record_is_masked_field_by_field() -> None:
    text = "\n".join(
        [
            "Usuário: ana / Senha - Girassol",
            "wifi: Casa2024",
            "PIN 4 8 2 1 (cartão)",
            "notes: password: required (case sensitive)",
        ]
    )
    assert_masked(text, ["Girassol", "4 8 2 1"])
