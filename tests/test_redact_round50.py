"""The secrets' twenty-second round (round 50): what people say or paste with a secret in it that redaction still kept,
and what it masked that is none — an environment variable's password written capitalised ("DB_PASSWORD=Girasol": a
shell's value is written as typed, no sentence opens after '='), a list under a plural secret's label, as a table's
header names its column ("PINs: bank 4821, card 9371", "passwords:\\n1. gmail - sunflower22", in es, fr, de, pt too;
"1. gmail - sunflower22" alone names no secret and stays), and, over-masked on main, an English status in -ing after a
German label ("Passwort: Loading": only -ling, German's and Dutch's noun suffix, makes "Schmetterling" a noun). Each in
one table beside the honest look-alike that must stay as written: another variable's name, a constant, a list of
rules, a board's pins, years, a version, a status.
"""

from __future__ import annotations

import json

import pytest
from redaction import assert_masked

from kura_server.models.scrub import scrub_text
from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written)
CASES = [
    # 1. a capitalised word after an environment variable's password name (new)
    ("DB_PASSWORD=Girasol", ["Girasol"]),
    ("export DB_PASSWORD=Girasol", ["Girasol"]),
    ("MYSQL_PWD=Tournesol", ["Tournesol"]),
    ("docker run -e POSTGRES_PASSWORD=Marigold postgres", ["Marigold"]),
    ("export DB_PASSWORD=girasol", ["girasol"]),
    # ... and another variable's name, a constant, a placeholder's word
    ("APP_NAME=Girasol", []),
    ("DB_PASSWORD=None", []),
    ("DB_PASSWORD=True", []),
    ("DB_PASSWORD=Null", []),
    ("PASSWORD=Secret", []),
    ("DB_HOST=Girasol", []),
    # 2. a list under a plural secret's label: on its line after ':' or one item a line below it (new)
    ("PINs: bank 4821, card 9371", ["4821", "9371"]),
    ("my PINs: bank 4821; card 9371", ["4821", "9371"]),
    ("PIN codes: front door 5830, garage 6047", ["5830", "6047"]),
    ("passwords:\n1. gmail - sunflower22\n2. netflix - bluebird7\nthat's all", ["sunflower22", "bluebird7"]),
    ("## Passwords\n- gmail: sunflower22\n- bank: Tulip2024\n", ["sunflower22", "Tulip2024"]),
    ("Contraseñas:\n- gmail - girasol77\n- banco - tulipan42", ["girasol77", "tulipan42"]),
    ("Mots de passe :\n1. gmail - tournesol9", ["tournesol9"]),
    ("Passwörter:\n- Gmail - sonnenblume7\n- Bank - tulpe2024", ["sonnenblume7", "tulpe2024"]),
    ("Senhas: gmail girassol7, banco tulipa42", ["girassol7", "tulipa42"]),
    # ... and an item with no such label, a board's pins, years, rules, a version, a date, a note of where they are
    ("1. gmail - sunflower22", []),
    ("PINs: GPIO 17, 18", []),
    ("PINs: rotated 2024", []),
    ("PINs: bank 2024", []),
    ("passwords: min 8 chars, max 64", []),
    ("Passwords:\n1. use a manager\n2. never reuse them", []),
    ("passwords: see v2.3.1 notes", []),
    ("passwords: updated 2024-05-01", []),
    ("passphrases: list in vault", []),
    ("sites:\n1. gmail - sunflower22", []),
    # 3. an English status in -ing after a German or Dutch label is no German noun (over-masked on main)
    ("Passwort: Loading", []),
    ("Kennwort: Pending", []),
    ("Passwort - Processing", []),
    ("Wachtwoord: Waiting", []),
    # ... and German's nouns in -ling still masked
    ("Passwort: Sperling", ["Sperling"]),
    ("Kennwort - Zwilling", ["Zwilling"]),
    # 4. shapes probed this round that main already reads (kept here so they stay read)
    ("machine api.example.com login bob password sunflower22", ["sunflower22"]),
    ("curl -u bob:sunflower22 https://x.io", ["sunflower22"]),
    ("db:\n  password: Girasol\n", ["Girasol"]),
    ('[db]\npassword = "Girasol"', ["Girasol"]),
    ("[10:02] bob: pw is sunflower22", ["sunflower22"]),
    ("il pin della carta è 4821", ["4821"]),
    ("o PIN do cartão é 4821", ["4821"]),
    ("$ git pin -4821", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


def test_a_note_of_accounts_is_masked_item_by_item() -> None:
    text = "\n".join(["Trip prep", "PINs: bank 7314, card 2958", "Passwords:", "- gmail - larkspur31", "- bank - v2"])
    assert_masked(text, ["7314", "2958", "larkspur31"])


@pytest.mark.parametrize(
    ("body", "secrets", "kept"),
    [
        ("The user opened two accounts.\n\nPINs: bank 6183, card 2746", ["6183", "2746"], "bank"),
        ("PINs: bank 6183, card 2746", ["6183", "2746"], "card"),
        (
            "The user made accounts.\n\npasswords:\n1. gmail - cormorant58\n2. netflix - heronblue4",
            ["heronblue4"],
            "netflix",
        ),
        ("PINs: GPIO 17, 18", [], "GPIO 17, 18"),
    ],
)
def test_a_list_in_a_models_json_reply_is_masked_to_its_last_item(body: str, secrets: list[str], kept: str) -> None:
    """A model's reply is JSON: the list's last item is followed on its line by the string's closing quote and the rest
    of the reply, and the list may open the string. The reply cache holds what ``scrub_text`` leaves (found by
    ``tests/test_gate_corpus_pipeline.py``'s reply-cache check, not by a plain text's)."""
    raw = json.dumps({"candidates": [{"body": body, "kind": "fact"}]})
    scrubbed = scrub_text(raw)
    assert json.loads(scrubbed)["candidates"][0]["kind"] == "fact"  # still the reply it was
    for secret in secrets:
        assert secret not in scrubbed
    assert kept in scrubbed
