"""The secrets' fifteenth round (round 43): what people say or paste with a secret in it that redaction still kept — a
plain-word password after an aside or set by a verb before its label ("The VPN password, if you need it, is hunter",
"I set my password to my cat's name, Mittens"), a security answer named as one after it ("my mother's maiden name is
Kowalski (security question)"), a lock's code with what opens it named between ("the garage opener code: 7731",
"the lockbox code is 0412"), the Raspberry Pi's default login said as a login ("login pi/raspberry"), and what a
terminal or a phone shows ("482193 is your verification code", a Wi-Fi profile's ``<keyMaterial>``, "WPA2: …") — each
in one table beside the honest look-alike that must stay as it was written: where the password is, what a policy is
like, a people's adjective, a status or an area code, math's "pi/2".
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written). "new": kept whole on main before round 43.
CASES = [
    # 1. a plain-word password after an aside between commas, or set by a verb before its label (new)
    ("The VPN password, if you need it, is hunter", ["hunter"]),
    ("The VPN password, if you need it, is hunter2", ["hunter2"]),
    ("The password for the NAS, if anyone asks, is marigold", ["marigold"]),
    ("I set my password to my cat's name, Mittens", ["Mittens"]),
    ("I changed my password to Mittens.", ["Mittens"]),
    ("I set my password to hunter2xyz", ["hunter2xyz"]),
    ("I changed the password to marigold", ["marigold"]),
    ("The password is my dog's name: Rex", ["Rex"]),
    ("The password is the name of our cat, Miisu", ["Miisu"]),
    ("my password is literally hunter", ["hunter"]),
    ("the password has been changed to marigold", ["marigold"]),
    # a qualifier's word in the possessive, as a model rewrites "our cabin" (new)
    ("The router password at the user's Kiruna cabin is fjallsippa", ["fjallsippa"]),
    # ... and what the password is not, where it is, what it is like, a verb after "set … to", a compound's noun
    ("The VPN password, if you need it, is in 1Password", []),
    ("The VPN password, if you need it, is on the sticky note", []),
    ("The VPN password, if you need it, is the same as before", []),
    ("the password, if you forgot it, is resettable", []),
    ("The password policy, if you ask me, is strict", []),
    ("The password, I think, is expired", []),
    ("I set my password to expire.", []),
    ("I changed my password to something stronger.", []),
    ("She changed her password to python3", []),
    ("The password is my dog's name: easy to remember", []),
    # decided: the word "password" itself stays ("my password is literally password"); masked, every "password" in
    # the text would go with it, a value found once being masked wherever it stands
    ("my password is literally password", []),
    # 2. a security answer named as one right after it (new)
    ("my mother's maiden name is Kowalski (security question)", ["Kowalski"]),
    ("the name of my first pet was Fluffy — that's my security answer", ["Fluffy"]),
    ("my first pet's name was Fluffy (security answer)", ["Fluffy"]),
    # pinned, masked on main already
    ("security question: first car? Answer: Corolla", ["Corolla"]),
    ("my mother's maiden name is Kowalski", ["Kowalski"]),
    # ... and a people's adjective (masked on main), a question asked about, a pet named with no security question
    ("my mother's maiden name is Polish", []),
    ("my mother's maiden name is Irish", []),
    ("I asked about security questions at the bank", []),
    ("the name of my first pet was Fluffy", []),
    # 3. a lock's code with what opens it named between, a phone's unlock code, a code a service texts (new)
    ("the garage opener code: 7731", ["7731"]),
    ("the lockbox code is 0412", ["0412"]),
    ("front door keypad code: 7731", ["7731"]),
    ("phone unlock code is 482193", ["482193"]),
    ("482193 is your verification code", ["482193"]),
    ("G-482193 is your Google verification code", ["G-482193"]),
    # pinned, masked on main already
    ("door code 4821#", ["4821#"]),
    ("alarm code is 1234", ["1234"]),
    ("gate code 2580", ["2580"]),
    ("the key safe code is 0412", ["0412"]),
    ("Your verification code is 482193", ["482193"]),
    # ... and a status, an error, a zip, a country's and an area's code, a ticket's number
    ("status code: 404", []),
    ("error code 1234", []),
    ("zip code 10001", []),
    ("code 7731 in the ticket", []),
    ("country code: 47", []),
    ("area code 212", []),
    ("404 is the status code", []),
    # 4. the Raspberry Pi's default login said as a login (new); "login: root/toor" was an honest twin of
    # tests/test_redact_prose.py before this round
    ("login pi/raspberry", ["raspberry"]),
    ("ssh in as pi/raspberry", ["raspberry"]),
    ("user pi password raspberry", ["raspberry"]),
    ("default login for the pi is pi/raspberry", ["raspberry"]),
    ("The user logs in to the weather station at the Bodø marina as pi/multebaer", ["multebaer"]),
    ("login: root/toor", ["toor"]),
    # ... and math, a pair with no login word, a compound noun after a default user's "password"
    ("pi/raspberry", []),
    ("pi/2+eps", []),
    ("16*pi/13125*h2", []),
    ("user inputs pi/2 as the angle", []),
    ("user admin password policy", []),
    ("user root password reset", []),
    ("login: root/bin/bash", []),
    # 5. what a terminal shows (new): a Wi-Fi profile netsh exported with key=clear, a router's sticker
    ("<keyMaterial>sunflower42</keyMaterial>", ["sunflower42"]),
    ("SSID: Kastanie\nWPA2: sunflower42", ["sunflower42"]),
    # an e-mail address and its password as a combo list or a chat pastes them, a disk's recovery key, a disarm code
    ("ana@corp.com:Sunflower!9", ["Sunflower!9"]),
    ("Netflix: ana@corp.com / Sunflower!9", ["Sunflower!9"]),
    (
        "BitLocker recovery key: 123453-234564-345675-456786-567897-678909-701019-690129",
        ["123453-234564-345675-456786-567897-678909-701019-690129"],
    ),
    ("alarm disarm code 4821", ["4821"]),
    ("disarm code: 4821", ["4821"]),
    # pinned, masked on main already (FileVault's key by the secret rule; it is the recovery key rule's now)
    ("FileVault recovery key: B2C4-D7XS-9ZDP-4Q8J-VPWE-KP8F", ["B2C4-D7XS-9ZDP-4Q8J-VPWE-KP8F"]),
    ("smbclient //nas/share -U ana%S3cretPw", ["S3cretPw"]),
    ("xfreerdp /u:ana /p:S3cretPw /v:host", ["S3cretPw"]),
    ("ldapsearch -x -D cn=admin,dc=corp -w S3cretPw", ["S3cretPw"]),
    ("7z a -pS3cretPw archive.7z files", ["S3cretPw"]),
    ("WIFI:T:WPA;S:MyHome;P:sunflower42;;", ["sunflower42"]),
    ("nmcli dev wifi connect MyHome password sunflower42", ["sunflower42"]),
    ("Server=db01;Database=app;User Id=ana;Password=S3cretPw;", ["S3cretPw"]),
    ("[sudo] password for ana: hunter2xyz", ["hunter2xyz"]),
    # ... and a router's mode, an empty element, a repository's path, a port, a file, a word, an address, a year, six
    # groups of digits that fail BitLocker's check
    ("git@github.com:kura/kura.git", []),
    ("bob@db01.example.com:5432", []),
    ("scp notes.txt ana@host.com:notes.txt", []),
    ("ana@corp.com / Marketing", []),
    ("Email me at ana@corp.com: Thanks!", []),
    ("ana@corp.com / bob@corp.com", []),
    ("ana@corp.com/2024", []),
    ("123456-234567-345678-456789-567890-678901-789012-890123", []),
    ("WPA2: enabled", []),
    ("WPA2: AES", []),
    ("<keyMaterial></keyMaterial>", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
