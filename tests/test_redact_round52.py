"""The secrets' twenty-fourth round (round 52): the shapes round 51 left open and config files a person pastes, probed
one by one on main — each mended where it leaked, pinned where it was already masked — beside the honest look-alike that
stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a URL query's (or a form body's) short label "pass" names a password where the query names a user beside it (a
  login's pair: ``?user=bob&pass=Girasol``, ``username=bob&pass=…``) or the URL's path is a login's (``/login?pass=…``,
  ``/auth``, ``/session``); elsewhere "pass" is a pass's, a test's or a stage's (``?pass=1``, ``&pass=true``,
  ``?page=2&pass=all``, ``?level=4&pass=Girasol``), and a flag's value or a count of one to three digits is no password
  even beside a user (``?user=bob&pass=3``, ``?student=bob&pass=yes``);
- a Kubernetes Secret's block scalar (``password: |`` then the value indented on the lines after it, ``config.yaml:
  >-``): its lines are the Secret's value, each masked, and the read of the block goes on after it (a templated line
  stays);
- a config file's line — a key naming a secret opens its line, its value closes it, written as typed, not said —: a
  Java ``.properties`` dotted name (``spring.datasource.password=Girasol``: not code's ``self.password = pw``), a key
  under an INI file's ``[section]`` (``~/.pypirc``, ``my.cnf``, ``[database]``), an ``.env``'s or a shell's assignment
  in capitals, '=' glued, ``export`` or not, quoted or not, a comment after it (``export API_TOKEN='Girasol'``,
  ``SECRET_KEY=Girasol # dev``; a password's word was read so already, a token's and a secret's key's were not), a
  quoted literal assigned to a name's "pass" (a ``.tfvars``' ``admin_pass = "Girasol"``). Not: a bare ``password =
  Girasol`` with no section above it (prose may write it), a sentence (``secret: see the vault``), a word prose needs
  (``password = changed``), an enum's constant (``logging.level.password=DEBUG``), ``MAX_PASS=1000``, a token's or a
  key's bare lower-case word (a setting's keyword there: ``token = auto``; a password's is read, as the shell's was);
- a call given a secret's name and its value, both quoted: PHP's ``define('DB_PASSWORD', 'Girasol42');`` (a
  ``wp-config.php``), ``os.environ.setdefault("API_TOKEN", "…")``; WordPress's stock ``'put your unique phrase here'``
  and a message (``t("password", "Enter password")``) stay;
- a lock's code in Spanish, French, Italian, Portuguese and German, as English "door code", "alarm code" were read: the
  lock named after the code word ("el código de la puerta", "nouveau code d'alarme", "il codice della porta", "o código
  do alarme"), German's compounds ("Türcode", "Alarmcode") and French's "digicode"; and "changed to" in those languages
  ("cambió a", "a changé pour", "è cambiato in", "mudou para", "geändert auf"). "the code review changed", "el código
  postal", "le code d'erreur" stay;
- over-masked on main, now kept: an address inside a URL (``mongodb://bob@db.example.com/appdb?authSource=admin``) is
  the URL's user and host, the path after it a database's name, no login's password.

Probed and already masked on main, pinned here: a docker-compose ``environment:`` list and map (``- DB_PASSWORD=…``,
``DB_PASSWORD: …``), Ansible's ``ansible_become_pass`` / ``ansible_password``, a ``.tfvars``' ``db_password = "…"``, an
``.npmrc``'s ``_authToken=`` and ``_auth=``, a Git credential helper's line, a Wi-Fi QR payload's ``P:``, ``nmcli …
password`` and ``wifi-sec.psk``, ``htpasswd -b``, a ``mongodb://`` and ``mongodb+srv://`` URI, ``mongosh
--password``, English "the door code changed to 5830" and "new alarm code 6047".
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
    # 1. a URL query's "pass" beside a user or on a login's path (new), and a pass's, a test's, a stage's
    ("https://x.io/api?user=bob&pass=Girasol", ["Girasol"]),
    ("https://x.io/api?pass=Marigold&username=ana", ["Marigold"]),
    ("ftp://files.example.org/get?login=ana&pass=Tulipa7", ["Tulipa7"]),
    ("https://x.io/login?pass=Girasol", ["Girasol"]),
    ('curl -d "email=ana@x.io&pass=Marigold" https://x.io/session', ["Marigold"]),
    ("see https://x.io/auth?user=ana&pass=Tulipa7, it works", ["Tulipa7"]),
    ("https://x.io/a?pass=1", []),
    ("https://x.io/a?x=1&pass=true", []),
    ("https://x.io/a?page=2&pass=all", []),
    ("https://x.io/game?level=4&pass=Girasol", []),
    ("https://x.io/exam?student=bob&pass=yes", []),
    ("https://x.io/report?user=bob&pass=3", []),
    ("https://x.io/login?user=bob&pass=${PASS}", []),
    # 2. a config file's line (new): .properties, an INI section, an .env's capitals, a .tfvars' quoted "pass"
    ("spring.datasource.password=Girasol", ["Girasol"]),
    ("spring.datasource.password = Girasol", ["Girasol"]),
    ("db.pass=Marigold", ["Marigold"]),
    ("app.secret.key=Marigold", ["Marigold"]),
    ("[database]\nhost = db\npassword = Girasol\n", ["Girasol"]),
    ("[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = bob\npassword = Girasol\n", ["Girasol"]),
    ("[client]\nuser = root\npassword = Marmelo   # set by hand\n", ["Marmelo"]),
    ("[smtp]\npass = Marigold\n", ["Marigold"]),
    ("[db]\nkennwort = Marmelo\n", ["Marmelo"]),
    ("export API_TOKEN='Girasol'", ["Girasol"]),
    ("export SECRET_KEY=Girasol", ["Girasol"]),
    ("SECRET_KEY=Marigold # dev", ["Marigold"]),
    ("export GITHUB_TOKEN=Marmelo", ["Marmelo"]),
    (
        "# .env\nexport DB_PASSWORD=\"Girasol42\"  # prod\nexport DB_HOST=db.local\nexport API_TOKEN='Tulipa'\n",
        [
            "Girasol42",
            "Tulipa",
        ],
    ),
    ('admin_pass = "Girasol"', ["Girasol"]),
    # ... and a username, a URL, a name, a count, a path, a sentence, a word, a constant, no section, code
    ("spring.datasource.username=bob", []),
    ("spring.datasource.url=jdbc:postgresql://db/app", []),
    ("app.name=Girasol", []),
    ("app.token.ttl=3600", []),
    ("export TOKEN_TTL=3600", []),
    ("export PASSWORD_FILE=/run/secrets/db", []),
    ("export SECRET_KEY=$SECRET_KEY", []),
    ("DB_HOST=db.local", []),
    ("MAX_PASS=1000", []),
    ("PASSWORD_MIN_LENGTH=12", []),
    ("[docs]\nsecret: see the vault\n", []),
    ("## Setup\n[link]\npassword: reset it first", []),
    ("[profile]\npassword = changed\n", []),
    ("[pytest]\naddopts = -q\npass = 1\n", []),
    ("[server]\nport = 8080\nmax_tokens = 4096\n", []),
    ("[auth]\ntoken_url = https://x.io/token\n", []),
    ("logging.level.password=DEBUG", []),
    ("password = Girasol", []),
    ("    self.password = pw", []),
    ('first_pass = "true"', []),
    ('token = "abc"', []),
    ("[options]\ntoken = auto\n", []),
    ("[ui]\npassword = hidden\n", []),
    ("[testenv]\npassenv = HOME\npass_env = CI\n", []),
    ("[mysqld]\nvalidate_password.policy = MEDIUM\n", []),
    ("[policy]\npassword_min = 12\npassword_max = 64\n", []),
    ("[paths]\nsecret = /etc/app/secret\n", []),
    ("[ldap]\nbind_password = Marmelo\n", ["Marmelo"]),
    ("[credentials]\naws_secret_access_key = Marmelo\n", ["Marmelo"]),
    # 3. a call given a secret's name and its value, both quoted (new), and a stand-in, a message, a host
    ("define('DB_PASSWORD', 'Girasol42');", ["Girasol42"]),
    ("define( 'DB_PASSWORD', 'Girasol' );", ["Girasol"]),
    ('os.environ.setdefault("API_TOKEN", "Marigold")', ["Marigold"]),
    ("define('AUTH_KEY', 'put your unique phrase here');", []),
    ("define('DB_HOST', 'localhost');", []),
    ("define('DB_USER', 'wpuser');", []),
    ("define('DB_PASSWORD', '');", []),
    ("define('DB_PASSWORD', getenv('DB_PASSWORD'));", []),
    ('t("password", "Enter password")', []),
    ('t("password_label", "Password")', []),
    # 4. a lock's code in es, fr, it, pt, de (new), "changed to" in them; a postcode, an error's, a length
    ("el código de la puerta cambió a 5830", ["5830"]),
    ("el código de la puerta ha cambiado a 5830", ["5830"]),
    ("nuevo código de la alarma 6047", ["6047"]),
    ("nouveau code d'alarme 6047", ["6047"]),
    ("le code du portail a changé pour 5830", ["5830"]),
    ("le digicode est 4821", ["4821"]),
    ("der Türcode ist jetzt 5830", ["5830"]),
    ("neuer Alarmcode 6047", ["6047"]),
    ("Türcode geändert auf 5830", ["5830"]),
    ("il codice della porta è cambiato in 5830", ["5830"]),
    ("nuovo codice dell'allarme 6047", ["6047"]),
    ("il codice del cancello è stato cambiato in 5830", ["5830"]),
    ("o código da porta mudou para 5830", ["5830"]),
    ("novo código do alarme 6047", ["6047"]),
    ("o código do portão foi alterado para 5830", ["5830"]),
    ("la contraseña cambió a Girasol42", ["Girasol42"]),
    ("the code review changed", []),
    ("el código postal es 28013", []),
    ("el código postal cambió a 28013", []),
    ("le code d'erreur est 5830", []),
    ("el precio cambió a 5830", []),
    ("el código de la puerta tiene 4 dígitos", []),
    ("der Türcode hat 4 Stellen", []),
    ("la contraseña cambió a las cinco", []),
    # ... probes the readings were not written for: another host, other locks, a goal, a boarding gate, a release
    ("http://192.168.1.1/cgi-bin/luci?username=root&pass=Sobreiro", ["Sobreiro"]),
    ("el código del garaje es 4821", ["4821"]),
    ("le code du coffre-fort : 4821", ["4821"]),
    ("il codice del lucchetto 4821", ["4821"]),
    ("o código do cadeado é 4821", ["4821"]),
    ("Tresorcode: 4821", ["4821"]),
    ("Garagentor-Code 4821", ["4821"]),
    ("the tor code 2024 release", []),
    ("Tür code 2024", []),
    ("der Torcode für das Fußballspiel", []),
    ("le code de la porte 3", []),
    ("el código de la puerta de embarque es B12", []),
    # ... and templated, empty, referenced and stand-in values, a code kept elsewhere
    ('ansible_become_pass: "{{ vault_become_pass }}"', []),
    ("environment:\n  - DB_PASSWORD=${DB_PASSWORD}\n", []),
    ("spring.datasource.password=${DB_PASSWORD}", []),
    ("spring.datasource.password=", []),
    ("spring.datasource.password-file=/run/secrets/db", []),
    ("db_password = var.db_password", []),
    ("[pypi]\nusername = __token__\npassword = <your token>\n", []),
    ("export API_TOKEN=", []),
    ("https://x.io/login?user=bob&pass=", []),
    ("git config --global credential.helper store", []),
    ("le code de la porte est dans le tiroir", []),
    ("Der Türcode steht im Handbuch", []),
    # 5. over-masked on main: an address inside a URL, its path after it (now kept)
    ("mongodb://bob@db.example.com/appdb?authSource=admin", []),
    ("mongodb+srv://bob:Girasol42@cluster0.ab1cd.mongodb.net/app?retryWrites=true", ["Girasol42"]),
    ("ana@example.com/hunter22", ["hunter22"]),
    # 6. probed and already masked on main (pinned)
    ("services:\n  db:\n    environment:\n      - DB_PASSWORD=Girasol\n      - DB_HOST=db\n", ["Girasol"]),
    ("services:\n  db:\n    environment:\n      DB_PASSWORD: Girasol\n      DB_HOST: db\n", ["Girasol"]),
    ('environment:\n  - "MYSQL_ROOT_PASSWORD=Girasol"\n', ["Girasol"]),
    ("services:\n  db:\n    environment:\n      - DB_HOST=db\n      - DB_PORT=5432\n", []),
    ("ansible_become_pass: Girasol", ["Girasol"]),
    ("ansible_password: Girasol", ["Girasol"]),
    ('ansible_become_password: "Girasol42"', ["Girasol42"]),
    ("ansible_user: bob", []),
    ('db_password = "Girasol42"', ["Girasol42"]),
    ('db_host = "db.internal"', []),
    ("//registry.npmjs.org/:_authToken=Girasol42", ["Girasol42"]),
    ("_auth=Ym9iOkdpcmFzb2w=", ["Ym9iOkdpcmFzb2w="]),
    ("registry=https://registry.npmjs.org/", []),
    ("https://bob:Girasol42@github.com", ["Girasol42"]),
    ("WIFI:T:WPA;S:Home;P:Girasol42;;", ["Girasol42"]),
    ("WIFI:S:Home;T:WPA;P:Girasol;H:false;;", ["Girasol"]),
    ("WIFI:T:nopass;S:Home;;", []),
    ("nmcli dev wifi connect Home password Girasol42", ["Girasol42"]),
    ("nmcli con modify Home wifi-sec.psk Girasol", ["Girasol"]),
    ("nmcli dev wifi list", []),
    ("htpasswd -b /etc/nginx/.htpasswd bob Girasol42", ["Girasol42"]),
    ("htpasswd -c .htpasswd bob", []),
    ("mongodb://bob:Girasol@db:27017/app", ["Girasol"]),
    ("mongosh --username bob --password Girasol", ["Girasol"]),
    ("the door code changed to 5830", ["5830"]),
    ("new alarm code 6047", ["6047"]),
    ("the zip code changed to 90210", []),
    ("the door code changed to the new format", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_or_said_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


SECRET_BLOCKS = [
    ("kind: Secret\nstringData:\n  password: |\n    Girasol42\n  token: Tulipa\n", ["Girasol42", "Tulipa"]),
    (
        "kind: Secret\nstringData:\n  cert: |\n    Girasol42\n\n    Marigold\n"
        "  token: Tulipa\nmetadata:\n  name: app\n",
        ["Girasol42", "Marigold", "Tulipa"],
    ),
    ("kind: Secret\nstringData:\n  config.yaml: >-\n    Girasol42\n  token: Tulipa\n", ["Girasol42", "Tulipa"]),
    ("kind: Secret\nstringData:\n  password: |\n    ${DB_PASSWORD}\n", []),
    ("kind: Secret\nstringData:\n  password: |\nmetadata:\n  name: x\n", []),
    ("apiVersion: v1\nkind: ConfigMap\ndata:\n  app.conf: |\n    log_level = debug\n  mode: prod\n", []),
]


@pytest.mark.parametrize(("text", "secrets"), SECRET_BLOCKS)
def test_a_secret_manifests_block_scalar_is_its_value(text: str, secrets: list[str]) -> None:
    """Left open by round 51: a block scalar's line stopped the read of the block."""
    assert_masked(text, secrets)


@pytest.mark.parametrize(
    ("body", "secret", "kept"),
    [
        ("Published the package.\n\n[pypi]\nusername = joana\npassword = Funcho", "Funcho", "joana"),
        ("The app's config:\nspring.datasource.password=Girasol", "Girasol", "spring.datasource.password"),
        ("Set it up:\nexport API_TOKEN='Tulipa'", "Tulipa", "API_TOKEN"),
    ],
)
def test_a_config_line_in_a_models_json_reply_is_masked(body: str, secret: str, kept: str) -> None:
    """A config file's line that ends a JSON string runs on into the string's closing quote and the rest of the reply
    (``…\\npassword = Funcho"}``); its value ends at the quote, as the line's end (the lead's merge: the corpus
    pipeline's reply-cache check found `r52-se-secret-pypirc` kept)."""
    raw = json.dumps({"candidates": [{"body": body, "kind": "fact"}]})
    scrubbed = scrub_text(raw)
    assert json.loads(scrubbed)["candidates"][0]["kind"] == "fact"  # still the reply it was
    assert secret not in scrubbed
    assert kept in scrubbed
