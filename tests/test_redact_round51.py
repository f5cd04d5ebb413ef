"""The secrets' twenty-third round (round 51): shapes a person pastes or says with a password in it, probed one by one
on main — each mended where it leaked, pinned where it was already masked — beside the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a password typed in code is written as typed, a capitalised word too: a URL query's parameter
  (``jdbc:postgresql://db/app?user=bob&password=Girasol``), a long option's (``--password=Girasol``), the one word an
  option that takes nothing else is given (``sshpass -p Girasol``, ``docker login -p Marigold``), a Dockerfile's older
  ``ENV NAME value`` (read as Windows' ``setx NAME value`` already was; the instruction opens its line);
- ``Authorization: Basic bob:Tulipa7`` — Basic's login unencoded is the password after the user's name;
- a Kubernetes Secret's ``data:`` and ``stringData:`` values, whatever each key is named: the manifest declares them
  secret (a ConfigMap's ``data:`` is configuration and stays);
- a password spelled out as said aloud (a voice transcript's): one plain word and its number's words ("sunflower twenty
  two", "girasol veintidós", "tournesol vingt-deux", "Sonnenblume zweiundzwanzig", "girasole ventidue", "girassol vinte
  e dois"), or digits said one by one; "twenty two characters long", "number one", "valid for thirty days" stay;
- backup codes named in Spanish, Portuguese, French, Italian, German ("códigos de respaldo", "codes de secours",
  "codici di backup", "Wiederherstellungscodes"); an Italian lock's combination ("combinazione della cassaforte");
- one table row with no header (``| gmail | sunflower22 |``, left open last round): NOT read alone — nothing names the
  column, and the row is shaped as a parts list's, a host table's or a score's (``| web | web01 |``, ``| R2 | 4k7 |``),
  as "1. gmail - sunflower22" alone stays. Read where something names it: rows under a plural secret's label
  ("passwords:\\n| gmail | sunflower22 |": the label names the column a header would), under a header (as before), or
  beside an email address (a login's pair, as before);
- over-masked on main, now kept: a URL's user named like a secret (``https://x-access-token:ghs_…@github.com/…``: the
  token goes, the host and the path stay), a PowerShell cmdlet assigned (``$pw = ConvertTo-SecureString "…"``: a call,
  its quoted argument masked).

Probed and already masked on main, pinned here: a ``.pgpass`` line, an ADO.NET connection string, JDBC's
``password=Tulipa7``, ``mysql -pTulipa7``, ``sshpass -p 'Tulipa7'``, ``PGPASSWORD=… psql``, PowerShell's
``$env:DB_PASSWORD = "Girasol"``, ``set DB_PASSWORD=Girasol``, ``ENV DB_PASSWORD=Girasol``, base64 Basic, a token in a
git remote, a recovery phrase, English backup codes, a safe's combination in en/es/fr/de/pt.
"""

from __future__ import annotations

import json

import pytest
from redaction import assert_masked

from kura_server.models.scrub import scrub_text
from kura_server.write.redact import redact, warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


GHP = "ghp_" + "Vk7Qm2Xr9Lp4Tn8Wz3Hs6Jd1Fb5Gc0Ya2Ke"
SEED = "abandon ability able about above absent absorb abstract absurd abuse access accident"
SECRET_MANIFEST = (
    "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\n"
    "stringData:\n  api-key: Girasol\n  username: rosalind\ndata:\n  password: R2lyYXNvbDQy\n"
)

# (text, the values masked in order; [] when the text must stay as written)
CASES = [
    # 1. a password typed in code: a URL query's, a long option's, an option's one word, a Dockerfile's ENV (new)
    ("jdbc:postgresql://db:5432/app?user=bob&password=Girasol", ["Girasol"]),
    ("https://api.example.com/login?user=bob&password=Marigold", ["Marigold"]),
    ("mysql -u bob --password=Girasol app", ["Girasol"]),
    ("sshpass -p Girasol ssh bob@host", ["Girasol"]),
    ("docker login -u bob -p Marigold registry.io", ["Marigold"]),
    ("ENV DB_PASSWORD Girasol", ["Girasol"]),
    ("FROM postgres:16\nENV POSTGRES_USER bob\nENV POSTGRES_PASSWORD Marigold\nEXPOSE 5432", ["Marigold"]),
    ("setx DB_PASSWORD Girasol", ["Girasol"]),
    # ... and a placeholder, a form's word, another variable, a file's path, an ENV named in prose
    ("https://x.io/login?password=None", []),
    ("git clone --password=Hidden", []),
    ("sshpass -p Password ssh bob@host", []),
    ("zip -P Option is insecure", []),
    ("mysql -u bob -p Appdb", []),
    ("ENV APP_NAME Girasol", []),
    ("ENV DB_PASSWORD_FILE /run/secrets/db", []),
    ("ENV DB_PASSWORD $DB_PASSWORD", []),
    ("ENV TOKEN_TTL 3600", []),
    ("set the ENV var DB_PASSWORD before the build", []),
    # 2. Basic's login unencoded (new), and the word "Basic" in prose
    ("Authorization: Basic bob:Tulipa7", ["Tulipa7"]),
    ('curl -H "Authorization: Basic bob:Girasol" https://x.io', ["Girasol"]),
    ("Authorization: Basic user:password", []),
    ("Authorization: Basic auth is deprecated", []),
    # 3. a Kubernetes Secret's values, whatever their key (new); a ConfigMap's and templated values stay
    (SECRET_MANIFEST, ["Girasol", "rosalind", "R2lyYXNvbDQy"]),
    ("apiVersion: v1\nkind: ConfigMap\ndata:\n  log_level: debug\n  app_name: Girasol\n", []),
    ('kind: Secret\nstringData:\n  password: ${DB_PASSWORD}\n  token: "{{ .Values.token }}"\n', []),
    ("The kind: Secret resource holds data:", []),
    # 4. a password spelled out as said aloud (new)
    ("my password is sunflower twenty two", ["sunflower twenty two"]),
    ("My password is Tulipa seven, don't tell anyone", ["Tulipa seven"]),
    ("password: heron forty one", ["heron forty one"]),
    ("the wifi password is lantern ninety", ["lantern ninety"]),
    ("the password is one two three four five six", ["one two three four five six"]),
    ("mi contraseña es girasol veintidós", ["girasol veintidós"]),
    ("mon mot de passe est tournesol vingt-deux", ["tournesol vingt-deux"]),
    ("mein Passwort ist Sonnenblume zweiundzwanzig", ["Sonnenblume zweiundzwanzig"]),
    ("la mia password è girasole ventidue", ["girasole ventidue"]),
    ("minha senha é girassol vinte e dois", ["girassol vinte e dois"]),
    ("the password is hunter two and nobody knows it", ["hunter two"]),
    # ... and a length, a rank, a validity, a count, a word prose needs
    ("my password is twenty two characters long", []),
    ("the password is sunflower twenty two characters long", []),
    ("the password is number one", []),
    ("the password is valid for thirty days", []),
    ("the password is the same one", []),
    ("the password is weak two", []),
    ("the password has twenty two characters", []),
    ("the password is one or two words", []),
    ("la contraseña es nueva dos", []),
    ("das Passwort ist neu zwei", []),
    # 5. backup codes in es, pt, fr, it, de, and an Italian lock's combination (new)
    ("códigos de respaldo: 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("códigos de recuperação: 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("codes de secours : 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("codici di backup: 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("Wiederherstellungscodes: 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("el código de recuperación es 8f3k-2m9x", ["8f3k-2m9x"]),
    ("la combinazione della cassaforte è 12-34-56", ["12-34-56"]),
    ("combinazione del lucchetto: 4-21-7", ["4-21-7"]),
    # ... and advice, a count, a lottery's combination, colours, a recipe's and a score's numbers
    ("códigos de respaldo: guárdalos en un lugar seguro", []),
    ("codes de secours : 2 restants", []),
    ("la combinazione vincente è 12-34-56", []),
    ("la combinazione è rosso, verde e blu", []),
    ("the combination is red, blue and green", []),
    ("bake 12-34-56 minutes", []),
    ("the score was 12-34-56", []),
    # 6. a table's rows with no header: read under a plural secret's label (new), not alone
    ("passwords:\n| gmail | sunflower22 |\n| bank | tulipa42 |", ["sunflower22", "tulipa42"]),
    ("## Passwords\n| gmail | sunflower22 |", ["sunflower22"]),
    ("Contraseñas:\n| correo | girasol77 |", ["girasol77"]),
    ("PINs:\n| bank | 4821 |\n| card | 9371 |", ["4821", "9371"]),
    ("| gmail | ana.souza@gmail.com | sunflower22 |", ["sunflower22"]),
    ("| gmail | sunflower22 |", []),
    ("| bank | Tulipa7 |", []),
    ("| web | web01 |", []),
    ("Parts:\n| resistor | 10k |\n| R2 | 4k7 |", []),
    ("passwords:\n| rule | value |\n|---|---|\n| min length | 12 |", []),
    ("passwords:\n| python | 3.11.4 |", []),
    ("| Package | Version |\n|---|---|\n| django | 4.2.1 |", []),
    # 7. over-masked on main: a URL's user named like a secret, a cmdlet assigned
    (f"https://x-access-token:{GHP}@github.com/bob/repo.git", [GHP]),
    ('$pw = ConvertTo-SecureString "Girasol42" -AsPlainText -Force', ["Girasol42"]),
    ("$password = Read-Host -AsSecureString", []),
    ("jdbc:sqlserver://db01:1433;databaseName=app;user=bob;password=quillmarsh;", ["quillmarsh"]),
    # probes the readings were not written for
    ("the password is London twenty twelve", ["London twenty twelve"]),
    ("My password is Chapter eleven", []),
    ("Her password was about twenty", []),
    ("https://x.io/a?page=2&password=reset", []),
    ("PINs:\n| GPIO | 17 |", []),
    ("passwords:\n| admin | see vault |", []),
    ("los códigos de respaldo están en el cajón", []),
    ("ENV NODE_ENV production", []),
    ("ENV API_KEY_URL https://x.io", []),
    # 8. probed and already masked on main (pinned)
    ("db.example.com:5432:app:bob:Girasol42", ["Girasol42"]),
    ("localhost:5432:*:postgres:Tulipa", ["Tulipa"]),
    ("Server=myServer;Database=app;User Id=bob;Password=Tulipa7;", ["Tulipa7"]),
    ("Data Source=srv;Initial Catalog=db;User ID=sa;Pwd=Margarida9;", ["Margarida9"]),
    ("jdbc:mysql://h/db?user=bob&password=Tulipa7", ["Tulipa7"]),
    ("mysql -u bob -pTulipa7 app", ["Tulipa7"]),
    ("sshpass -p 'Tulipa7' ssh bob@host", ["Tulipa7"]),
    ("PGPASSWORD=Girasol psql -h db -U bob", ["Girasol"]),
    ('$env:DB_PASSWORD = "Girasol"', ["Girasol"]),
    ("set DB_PASSWORD=Girasol", ["Girasol"]),
    ("ENV DB_PASSWORD=Girasol", ["Girasol"]),
    ("Authorization: Basic Ym9iOlR1bGlwYTc=", ["Ym9iOlR1bGlwYTc="]),
    (f"my wallet's recovery phrase is {SEED}", [SEED]),
    ("backup codes: 4821-9371, 5830-6047", ["4821-9371, 5830-6047"]),
    ("the safe combination is 12-34-56", ["12-34-56"]),
    ("la combinación de la caja fuerte es 12-34-56", ["12-34-56"]),
    ("la combinaison du coffre est 12-34-56", ["12-34-56"]),
    ("die Kombination des Tresors ist 12-34-56", ["12-34-56"]),
    ("a combinação do cofre é 12-34-56", ["12-34-56"]),
    ("git remote add origin https://github.com/bob/repo.git", []),
    ("I moved my savings to the bank on Friday", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_or_said_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


def test_a_token_in_a_git_remote_is_masked_and_the_host_kept() -> None:
    """Masked on main already (its span takes the '//' before the token with it: the random-token reading's)."""
    text = f"git remote add origin https://{GHP}@github.com/bob/repo.git"
    result = redact(text)
    assert GHP not in result.text
    assert result.text.endswith("@github.com/bob/repo.git")


def test_a_secret_manifest_in_a_models_json_reply_stays_a_reply() -> None:
    """A model's reply is JSON, read decoded too: the Secret's last value is followed on its line by the string's close
    and the rest of the reply, which stays (found by the corpus's reply-cache check, as round 50's lists were)."""
    body = "The user moved the mailer.\n\nkind: Secret\nstringData:\n  smtp-key: Carqueja"
    scrubbed = scrub_text(json.dumps({"candidates": [{"body": body, "kind": "fact"}]}))
    assert json.loads(scrubbed)["candidates"][0]["kind"] == "fact"
    assert "Carqueja" not in scrubbed


def test_a_secret_manifest_is_read_through_a_comment_and_a_blank_line() -> None:
    text = "kind: Secret\nstringData:\n  a: Tulipa   # the old one\n\n  b: x#y\nmetadata:\n  name: app\n"
    assert_masked(text, ["Tulipa", "x#y"])
