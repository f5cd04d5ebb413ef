"""The secrets' twenty-sixth round (round 55): the leaks and over-masks the lead probed on h55-base, then the shapes of
config files and command lines not yet read — each mended where it leaked, pinned where it was already masked —
beside the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- why "girasol" differed from "sunflower": no word list — ``password=…``'s assignment reading took a bare value of
  eight characters or more (``sunflower``, nine; ``required``, eight, was masked too), and the prose's one-word reading
  stops at '='. Length decides nothing about a password: a password's key with '=' glued on both sides
  (``password=girasol``, ``pwd=girasol``, ``vault kv put secret/db password=girasol``, a camel-case key's last word:
  Gradle's ``mavenPassword=``, an Android ``keystore.properties``' ``storePassword=``/``keyPassword=``) is a key=value
  typed, as a URL query's or a long option's already was: its plain word, lower-case or capitalised, is the value.
  What is no value stays, glued or not, whatever its length: a verb's or an adverb's form (``password=required``,
  ``password = encrypted``), a word prose needs (``password=reset`` in a URL query, ``password=change``), a constant in
  capitals (``logging.level.password=DEBUG``), code's reference (``password=self.password``), a flag, a camel-case key
  naming an action on the password (``forgotPassword=link``, ``showPassword=true``), a call's keyword argument (code
  passes a name there: ``Login(password=Girasol)``). Round 52's bare ``password = Girasol`` with blanks around '='
  stays (prose may write it so); glued '=' is typed, not prose;
- a request's ``Authorization: Bearer``/``Token`` header closing after a value of four to seven characters (httpie's
  ``'Authorization:Bearer girasol'``): the header's value is the credential whatever it reads (eight or more were read
  already); a stand-in (``Bearer token``, ``<token>``, ``TOKEN``) and a verb's form (``Bearer expired``) stay;
- httpie's ``-a user:PASS`` (``-a user`` alone prompts) and ``-A bearer -a TOKEN``; AWS SSM's ``put-parameter
  --value`` where the parameter is a ``SecureString`` (a ``String``'s value is configuration); an ``echo`` in a tool's
  password command (restic's, rclone's ``--password-command 'echo …'``, borg's ``BORG_PASSCOMMAND``): it prints the
  password itself (``'pass show restic'`` reads a store: kept); Firebase's ``functions:config:set key=value`` read as
  Helm's ``--set`` (round 53);
- a property's dotted name ending in a secret's or a token's word, '=' glued (``stripe.secret=girasol``): typed, its
  lower-case word the value as the shell's ``export API_TOKEN=girasol`` is (round 53); a setting's keyword
  (``jwt.secret=auto``) and a verb's form (``csrf.token=disabled``) stay; round 52's ``token = auto`` with blanks too;
- fish's ``set -x API_TOKEN first``: masked, as bash's ``export API_TOKEN=first`` is (round 53: the shell hands the
  value as typed; a plain word after the name is the value); ``set -x EDITOR vim`` names no secret;
- over-masked on h55-base, now kept: a pattern's wildcard is no value (sed's ``s/password=.*/password=REDACTED/``,
  ``grep -E 'token=.+'``); an empty query value before the next parameter (``?password=&user=bob`` masked
  ``&user=bob``).

Not mended, with the reason: the replacement of a sed substitution glued to its delimiter (``s/password=.*/password=
girasol/``): the value reads ``girasol/``, a path's shape; a plain-text ``.htpasswd`` line ``bob:girasol`` (htpasswd
stores hashes, which are read; ``user:word`` alone is a ratio's, a time's or a label's as often); an httpie ``-a
bob:'girasol'`` with the password alone in quotes.

Probed and already masked on h55-base, pinned here: a ``~/.docker/config.json`` ``"auth"``, ``npm config set
//registry.npmjs.org/:_authToken``, ``pip config set global.index-url https://user:…@…``, ``signing.password=`` in
``gradle.properties``, an ``.htpasswd`` hash line, PowerShell's ``ConvertTo-SecureString '…' -AsPlainText``, "la clave
del wifi es girasol", "das WLAN-Passwort ist sonnenblume"; ``git config --global credential.helper 'store'`` is kept.
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
    # 1. a password's key glued to a plain word by '=' (new), whatever its length; and what is no value
    ("password=girasol", ["girasol"]),
    ("db password=girasol", ["girasol"]),
    ("vault kv put secret/db password=girasol", ["girasol"]),
    ("pwd=girasol", ["girasol"]),
    ("the password=girasol for the db", ["girasol"]),
    ("Password=Tulipa", ["Tulipa"]),
    ("passphrase=lavanda", ["lavanda"]),
    ("password=sunflower", ["sunflower"]),
    ("password=quillmarsh", ["quillmarsh"]),
    ("password: girasol", ["girasol"]),
    ("mavenPassword=girasol", ["girasol"]),
    (
        "storePassword=girasol\nkeyPassword=lavanda\nkeyAlias=upload\nstoreFile=upload-keystore.jks",
        ["girasol", "lavanda"],
    ),
    ("newPassword=Tulipa", ["Tulipa"]),
    ("password = Girasol", []),
    ("mavenPassword = girasol", []),
    ("password=required", []),
    ("password = required", []),
    ("secret_key = encrypted", []),
    ("https://x.example.com/login?password=reset", []),
    ("the password=change flow", []),
    ("logging.level.password=DEBUG", []),
    ("password=self.password", []),
    ("password=true", []),
    ("forgotPassword=link", []),
    ("showPassword=true", []),
    ("resetPassword=email", []),
    ("passwordMinLength=12", []),
    ("hashPassword=bcrypt", []),
    ("keyAlias=upload", []),
    ("user=bob,password=girasol", ["girasol"]),
    ("Login(password=Girasol)", []),
    ("connect(host, password=Secret)", []),
    # 2. a short header credential (new), and a stand-in
    ("http POST api.example.com/x 'Authorization:Bearer girasol'", ["girasol"]),
    ("curl -H 'Authorization: Bearer lavanda' https://x.example.com", ["lavanda"]),
    ("Authorization: Token Tulipa", ["Tulipa"]),
    ("Authorization: Bearer token", []),
    ("'Authorization: Bearer <token>'", []),
    ("Authorization: Bearer TOKEN", []),
    ("Authorization: Bearer expired", []),
    ("the Authorization: Bearer header is required", []),
    # 3. httpie, SSM, a password command, Firebase (new), and their twins
    ("http -a bob:girasol api.example.com", ["girasol"]),
    ("https --auth ana:Lavanda77 api.example.com/me", ["Lavanda77"]),
    ("http -A bearer -a girasol api.example.com", ["girasol"]),
    ("http --auth-type=bearer --auth=Tulipa88x api.example.com", ["Tulipa88x"]),
    ("http -a bob api.example.com", []),
    ("http -a bob:$PASS api.example.com", []),
    ("http GET api.example.com/users page==2", []),
    ("aws ssm put-parameter --name /db/pass --value Girasol77 --type SecureString", ["Girasol77"]),
    ("aws ssm put-parameter --type SecureString --name /db/pass --value girasol", ["girasol"]),
    ("aws ssm put-parameter --name /app/region --value eu-west-1 --type String", []),
    ("aws ssm get-parameter --name /db/pass --with-decryption", []),
    ("restic --password-command 'echo girasol' backup ~", ["girasol"]),
    ('rclone sync . remote: --password-command "echo Lavanda"', ["Lavanda"]),
    ('BORG_PASSCOMMAND="echo girasol"', ["girasol"]),
    ("restic --password-command 'pass show restic' backup ~", []),
    ('BORG_PASSCOMMAND="cat ~/.borg-pass"', []),
    ("restic --password-file ~/.restic-pass backup ~", []),
    ("firebase functions:config:set stripe.secret=girasol", ["girasol"]),
    ("firebase functions:config:set stripe.secret=Girasol77", ["Girasol77"]),
    ("firebase functions:config:set stripe.mode=live", []),
    ("firebase functions:config:get stripe.secret", []),
    # 4. a property's dotted secret or token, '=' glued (new), and a setting's keyword
    ("stripe.secret=girasol", ["girasol"]),
    ("spring.datasource.secret=lavanda", ["lavanda"]),
    ("stripe.secret=${STRIPE_SECRET}", []),
    ("jwt.secret=auto", []),
    ("csrf.token=disabled", []),
    ("spring.security.token=required", []),
    ("token = auto", []),
    # 5. fish's set -x as bash's export (pinned)
    ("set -x API_TOKEN first", ["first"]),
    ("export API_TOKEN=first", ["first"]),
    ("set -x EDITOR vim", []),
    # 6. a pattern's wildcard, an empty query value (over-masked on h55-base, now kept)
    ("sed -e 's/password=.*/password=REDACTED/' conf.ini", []),
    ("sed -i 's/^password=.*/password=/' conf.ini", []),
    ("grep -E 'token=.+' app.log", []),
    ("sed -i 's/password=.*/password=Girasol77/' conf.ini", ["Girasol77"]),
    ("https://x.example.com/login?password=&user=bob", []),
    ("https://x.example.com/login?password=&user=bob&pass=Girasol77", ["Girasol77"]),
    # 7. pinned: config files and commands already read
    ('{"auths": {"https://index.docker.io/v1/": {"auth": "Ym9iOmdpcmFzb2w="}}}', ["Ym9iOmdpcmFzb2w="]),
    ("npm config set //registry.npmjs.org/:_authToken girasol", ["girasol"]),
    ("pip config set global.index-url https://user:girasol@pypi.example.com/simple", ["girasol"]),
    ("git config --global credential.helper 'store'", []),
    ("signing.password=girasol\nsigning.keyId=24875D73", ["girasol"]),
    ("bob:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/", ["$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/"]),
    ("ConvertTo-SecureString 'Girasol77' -AsPlainText -Force", ["Girasol77"]),
    ('$pw = ConvertTo-SecureString "girasol" -AsPlainText -Force', ["girasol"]),
    ("la clave del wifi es girasol", ["girasol"]),
    ("das WLAN-Passwort ist sonnenblume", ["sonnenblume"]),
    ("la clave del éxito es girasol", []),
    ("das WLAN ist schnell", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_or_said_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
