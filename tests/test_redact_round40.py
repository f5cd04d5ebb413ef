"""The secrets' twelfth round (round 40): what people paste from a config or a terminal with a password in it that
redaction still kept — an Ansible or YAML key ending in ``_pass`` before a plain word (``ansible_become_pass:
quillmarsh``), Spanish "Clave:" before one word, a terminal's prompt quoting what it asks for (git's "Password for
'https://…':", ssh's "Enter passphrase for key '…':", curl's "Enter host password for user 'bob':", kinit's "Password
for bob@EXAMPLE.COM:", OpenSSL's "Enter PEM pass phrase:", ssh-keygen's "Enter same passphrase again:") with the typed
answer after it, two words after such a prompt, ``echo … | passwd --stdin`` and ``rabbitmqctl add_user NAME PASS`` —
each beside the honest look-alike that must stay as it was written: a pass of a build, a key point, a prompt with
nothing typed, a placeholder.
"""

from __future__ import annotations

import pytest
from redaction import assert_kept, assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked, in order): each kept whole on 73cb143
MASKED = [
    # a YAML or Ansible key ending in "pass" after '_', '-' or '.', before a plain word
    ("ansible_become_pass: quillmarsh", ["quillmarsh"]),
    ("  ansible_ssh_pass: quillmarsh", ["quillmarsh"]),
    ("all:\n  vars:\n    ansible_become_pass: quillmarsh\n", ["quillmarsh"]),
    ("vault_pass: quillmarsh", ["quillmarsh"]),
    ("smtp.pass: quillmarsh", ["quillmarsh"]),
    ("db-pass: quillmarsh", ["quillmarsh"]),
    # Spanish "clave" as a line's label, then one lower-case word closing the line (or a value with a digit)
    ("Clave: girasol", ["girasol"]),
    ("Usuario: ana\nClave: girasol\nBanco: Santander", ["girasol"]),
    ("Mi clave: girasol", ["girasol"]),
    ("Clave del banco: girasol.", ["girasol"]),
    ("Clave: girasol77", ["girasol77"]),
    # a terminal's prompt that quotes what it asks for, and the answer typed after it
    ("Password for 'https://bob@github.com': quillmarsh", ["quillmarsh"]),
    ("Password for 'https://bob@github.com': hunter2xyz", ["hunter2xyz"]),
    ("Username for 'https://github.com': bob\nPassword for 'https://bob@github.com': quillmarsh", ["quillmarsh"]),
    ("Enter passphrase for key '/home/bob/.ssh/id_ed25519': quillmarsh", ["quillmarsh"]),
    ("Enter passphrase for key '/home/bob/.ssh/id_ed25519': correct horse", ["correct horse"]),
    ("Enter passphrase for key '/home/bob/.ssh/id_ed25519': correct horse battery", ["correct horse battery"]),
    ("Enter passphrase for /home/bob/.ssh/id_rsa: quillmarsh", ["quillmarsh"]),
    ("Enter host password for user 'bob': quillmarsh", ["quillmarsh"]),
    ("kinit bob@EXAMPLE.COM\nPassword for bob@EXAMPLE.COM: quillmarsh", ["quillmarsh"]),
    ("Enter PEM pass phrase: quillmarsh", ["quillmarsh"]),
    ("Enter same passphrase again: quillmarsh", ["quillmarsh"]),
    ("Enter same passphrase again: correct horse", ["correct horse"]),
    ("[sudo] password for bob: purple monkey", ["purple monkey"]),
    ("Password for 'https://bob@github.com': correct horse", ["correct horse"]),
    ("The password for 'admin' is swordfish.", ["swordfish"]),
    # commands that read the password from their input or take it after a user's name
    ('echo "quillmarsh" | passwd --stdin bob', ["quillmarsh"]),
    ("echo quillmarsh | sudo passwd --stdin bob", ["quillmarsh"]),
    ("rabbitmqctl add_user bob quillmarsh", ["quillmarsh"]),
    ("rabbitmqctl change_password bob 'quillmarsh'", ["quillmarsh"]),
]

# Masked on 73cb143 already (the brief's list, checked): kept here so that they stay masked
ALREADY_MASKED = [
    ("ansible_become_pass: hunter2xyz", ["hunter2xyz"]),
    ("become_password: quillmarsh", ["quillmarsh"]),
    ("vault_password: quillmarsh", ["quillmarsh"]),
    ("Contraseña: girasol77", ["girasol77"]),
    ("Mot de passe : tournesol", ["tournesol"]),
    ("Passwort: sonnenblume", ["sonnenblume"]),
    ("bob@db01's password: quillmarsh", ["quillmarsh"]),
    ("[sudo] password for bob: quillmarsh", ["quillmarsh"]),
    ("$ ssh bob@db01\nPassword: quillmarsh", ["quillmarsh"]),
    ("$ su -\nPassword: quillmarsh", ["quillmarsh"]),
    ("$ mysql -u root -p\nEnter password: quillmarsh", ["quillmarsh"]),
    ("db01:5432:app:bob:quillmarsh", ["quillmarsh"]),
    ("machine api.example.com login bob password quillmarsh", ["quillmarsh"]),
    ("curl -u bob:quillmarsh https://api.example.com", ["quillmarsh"]),
    ("sshpass -p quillmarsh ssh bob@db01", ["quillmarsh"]),
    ("mysql -u root -pquillmarsh", ["quillmarsh"]),
    ("PGPASSWORD=quillmarsh psql", ["quillmarsh"]),
    ("mongodb+srv://bob:quillmarsh@cluster0.example.net/app", ["quillmarsh"]),
    ("ansible all -m ping -e ansible_ssh_pass=quillmarsh", ["quillmarsh"]),
    ("DSN=app;UID=bob;PWD=quillmarsh", ["quillmarsh"]),
]

# Honest look-alikes: each must stay as written
KEPT = [
    # a pass of a build or a test, a template, a word prose needs, a pass glued into a word
    "first_pass: done",
    "second_pass: enabled",
    "ansible_become_pass: yes",
    'ansible_become_pass: "{{ vault_become_pass }}"',
    "ansible_become_pass: '{{ vault_become_pass }}'",
    "bypass: quillmarsh",
    "compass: north",
    "lint-pass: true",
    # "clave" as a key point, a keyword, a value's name, a motto, a capitalised heading's word, not a label's line
    "Clave: la documentación",
    "Palabra clave: marketing",
    "Palabras clave: redes, ventas",
    "Idea clave: sostenibilidad",
    "La clave: paciencia",
    "La clave es girasol",
    "Clave: importante",
    "Clave: obligatoria",
    "Clave: olvidada",
    "clave: valor",
    "Clave: Paciencia",  # capitalised, an abstract noun is a heading's word (round 41 masks "Clave: Girasol")
    "Clave: girasol, no se la digas a nadie",
    "Clave: 2024",
    "Clave: v2.1",
    "Clave: ${CLAVE}",
    "Clave = girasol",
    # a prompt with nothing typed, or prose after it, or a placeholder
    "Password for 'https://bob@github.com': ",
    "Password for 'https://bob@github.com':\nremote: Invalid username or password.",
    "I typed the password for 'https://bob@github.com': it failed.",
    "Enter passphrase for key '/home/bob/.ssh/id_ed25519': not again",
    "Enter passphrase for key '/home/bob/.ssh/id_ed25519': <hidden>",
    "Enter your password: see above",
    "I said enter the password: correct horse",
    "Passphrase: correct horse",
    "Password: Ask Mum",
    "The password for db01.example.com is required.",
    "The password for the NAS. It is fine.",
    "the pass phrase is long",
    "Enter PEM pass phrase:",
    "I typed the password again: it failed.",
    "I reset the password again: done.",
    # a command that prompts, or a variable
    'echo "$PW" | passwd --stdin bob',
    "passwd --stdin bob < pwfile",
    "rabbitmqctl add_user bob",
    'rabbitmqctl add_user bob "$RABBIT_PW"',
    "rabbitmqctl list_users",
    "mysql -u root --password quillmarsh",
]


@pytest.mark.parametrize(("text", "secrets"), MASKED + ALREADY_MASKED)
def test_a_secret_people_and_tools_paste_is_masked(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize("text", KEPT)
def test_its_honest_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


def test_rabbitmqctl_closing_a_models_json_string_is_masked() -> None:
    """Decoded, the reply's line ends in its string's close, not a line break (found by the corpus's reply cache)."""
    from kura_server.models.scrub import scrub_text

    raw = '{"body": "The bakery\'s queue.\\n\\nrabbitmqctl add_user orders quimbertal", "type": "user"}'
    assert "quimbertal" not in scrub_text(raw)


def test_a_yaml_pass_key_in_a_models_reply_is_masked() -> None:
    """A model's reply is JSON, read decoded too (models/scrub.py): there the key's line ends in the string's close."""
    from kura_server.models.scrub import scrub_text

    raw = '{"body": "The user runs the playbook.\\n\\nansible_become_pass: quillmarsh"}'
    assert "quillmarsh" not in scrub_text(raw)
