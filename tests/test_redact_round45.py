"""The secrets' seventeenth round (round 45): what people say or paste with a secret in it that redaction still kept —
a login typed as a pair with no user word ("u: ana p: sunflower77", "netflix login ana@x.com sunflower77", "ssh
ana@host password sunflower", "root password letmein"), a password answering a question ("password? sunflower") or
said to be the Wi-Fi ("the wifi is sunflower77"), a lock's code with no "code" ("garage 4821", "alarm: 1234"), a
recovery key of grouped digits, a security question's answer after '=' or '?', a password manager's export row — each
in one table beside the honest look-alike that must stay as it was written: statistics, a menu's next step, ssh's
port, a compound noun, a chat's reply, the Wi-Fi's state, a garage's count or year, an alarm's time, where a key is.
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
    # 1. a login typed as a pair without a label word (new)
    ("u: ana p: sunflower77", ["sunflower77"]),
    ("U: ana, P: Sunflower!9", ["Sunflower!9"]),
    ("netflix login ana@x.com sunflower77", ["sunflower77"]),
    ("login: ana@x.com sunflower77", ["sunflower77"]),
    ("ssh ana@host password sunflower", ["sunflower"]),
    ("ssh ana@10.0.0.5 password sunflower", ["sunflower"]),
    ("root password letmein", ["letmein"]),
    ("root pw letmein", ["letmein"]),
    # pinned, masked on main already
    ("admin password: letmein", ["letmein"]),
    ("login ana / sunflower77", ["sunflower77"]),
    ("user: ana pass: sunflower", ["sunflower"]),
    # ... and statistics, a menu's next step, ssh's port and command, a compound noun, what a password needs
    ("u: 3 p: 0.05", []),
    ("login ana@x.com then click Reset", []),
    ("ssh ana@host -p 2222", []),
    ("ssh ana@db.example.com uptime", []),
    ("root password rotation", []),
    ("root password reset", []),
    ("the admin password expired", []),
    ("admin password required", []),
    ("the admin password screen.", []),
    ("the root password managers.", []),
    ("ana@corp.com password reset", []),
    # 2. a password after a question mark, the Wi-Fi said to be a key (new)
    ("password? sunflower", ["sunflower"]),
    ("What's the wifi password? sunflower", ["sunflower"]),
    ("the wifi is sunflower77", ["sunflower77"]),
    ("our wifi was tulpan2024 until the new router", ["tulpan2024"]),
    # pinned, masked on main already
    ("wifi: sunflower77", ["sunflower77"]),
    # ... and a question asked back, a chat's reply, a menu, the Wi-Fi's state, its band, its name
    ("password? what password?", []),
    ("Forgot password? Reset", []),
    ("password? nope", []),
    ("password? no idea", []),
    ("Forgot your password? Click here.", []),
    ("the wifi is down", []),
    ("the wifi is slow again", []),
    ("the wifi is 5GHz", []),
    ("the wifi is MyHome_5G", []),
    ("the wifi is casa_5g", []),
    # 3. a lock's code with no "code", a recovery key of grouped digits (new)
    ("garage 4821", ["4821"]),
    ("garage: 4821", ["4821"]),
    ("the garage door 4821", ["4821"]),
    ("alarm: 1234", ["1234"]),
    ("recovery key 1234-5678-9012-3456", ["1234-5678-9012-3456"]),
    # pinned, masked on main already
    ("the garage code 4821", ["4821"]),
    ("backup codes: 1234-5678 2345-6789", ["1234-5678 2345-6789"]),
    # ... and a gate's number (decided: a release gate, an airport's), a garage's count, year or size, an alarm's time
    # on a clock's five-minute step, where a key is, years
    ("gate: 4821", []),
    ("gate: staging", []),
    ("garage 2", []),
    ("garage door 2019 model", []),
    ("garage 2019", []),
    ("the garage is 4821 square feet", []),
    ("alarm: 0630", []),
    ("alarm 2215", []),
    ("alarm: 0545", []),
    ("recovery key stored in the vault", []),
    ("recovery key 1 of 2", []),
    ("backup code 2023-2024-2025", []),
    # 4. a security question's answer after a form's '=' or a question mark (new)
    ("security question: first pet = biscuit", ["biscuit"]),
    ("security question: first pet? biscuit", ["biscuit"]),
    ("mother's maiden name? Halloran", ["Halloran"]),
    # pinned, masked on main already
    ("mother's maiden name: Halloran", ["Halloran"]),
    # ... and what a security question is, a field with no question named, a first car said in prose (decided)
    ("security question: add one for new users", []),
    ("answer the security questions again", []),
    ("first pet = biscuit", []),
    ("security question: first pet? what pet?", []),
    ("mother's maiden name? no idea", []),
    ("my first car was a Corolla", []),
    # 5. a password manager's export row, its address and password joined by a comma or a pipe (new)
    ("Gmail,ana@gmail.com,Sunflower!9,https://gmail.com", ["Sunflower!9"]),
    ("Netflix | ana@x.com | sunflower77", ["sunflower77"]),
    # pinned, masked on main already: the export with its header, a .netrc line, docker's, curl's flags, k8s' data
    (
        "name,url,username,password\nNetflix,https://netflix.com,ana@x.com,Sunflower77!",
        ["Sunflower77!"],
    ),
    ("machine api.example.com login ana password sunflower77", ["sunflower77"]),
    ("docker login -u ana --password sunflower77 registry.example.com", ["sunflower77"]),
    ("curl -u ana:sunflower77 https://api.example.com", ["sunflower77"]),
    ("data:\n  password: c3VuZmxvd2VyNzc=", ["c3VuZmxvd2VyNzc="]),
    # ... and a row with no password, a prose comma, a table's role, a repository's path
    ("Gmail,ana@gmail.com,,https://gmail.com", []),
    ("ana@gmail.com,2024,active", []),
    ("email ana@x.com, Bob2 and then", []),
    ("| ana@x.com | Admin |", []),
    ("git@github.com:kura/kura.git", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
