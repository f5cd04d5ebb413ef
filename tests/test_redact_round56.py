"""The secrets' twenty-seventh round (round 56): what round 55 left (each leaked or over-masked on h56-base), mended
as a shape, beside the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a sed substitution naming a password's, a secret's or a token's key (``s/password=.*/password=girasol/``,
  ``s|^DB_PASSWORD=.*|DB_PASSWORD=Girasol|``, ``s/password: .*/password: girasol/``, perl's ``-pi -e`` the same): it
  writes or finds that line of a config file, so the value is as typed up to sed's delimiter — the prose rules' value
  ran over it (``girasol/`` read as a path's shape, ``Girasol77/`` masked with its slash) and a pattern's value ran
  into the replacement (``s/password=girasol/password=lavanda/`` masked as one). ``redact_rules``' two sed rules read
  the pattern's and the replacement's value, as an option's setting is (``_check_option_setting``: four characters
  or more); ``in_sed_substitution`` keeps the prose rule (``_check_password``) and the assignment rule
  (``_check_assigned``) off it. What is no value stays: a pattern's wildcard (``.*``), a backreference (``\\1``),
  an expansion (``$NEWPASS``, ``${PW}``), a placeholder (``REDACTED``), an empty replacement, a verb's form
  (``required``), a path (``password_file=\\/run\\/pw``), a short word (``s/password=old/password=new/``), a sed
  naming no secret (``s/foo/bar/``, ``s/pass/fail/g``);
- Firebase's ``functions:config:set db.user=bob db.pass=girasol``: the option-setting rule read the pairs before the
  key's only joined by ',' (Helm's ``--set a=1,b.password=…``); joined by blanks, as Firebase and Ansible's ``-e
  "db_user=bob db_password=…"`` take several, quoted or not, they are read too;
- a plain-text ``.htpasswd`` line ``bob:girasol`` (Apache's file takes a plain password on Windows and with
  ``htpasswd -p``): read under the file's name — on the line naming it (``.htpasswd: bob:girasol``, ``htpasswd
  file: …``) or below it with only such lines (or a code fence) between (``_check_htpasswd_line``); a bare
  ``user:word`` elsewhere stays (``chown bob:staff``, a score list ``bob:12``), and a line with no value
  (``user:password``) or a sentence about the file ("the .htpasswd file holds user:hash lines");
- over-masked on h56-base, now kept: a login pair's "password" followed by an instruction (``login: juan / pass: ask
  the coach``, "password: check with Ana", "password: find it in 1Password"): a plain lower-case word before a
  determiner, a pronoun or "with" (``redact_prose._OBJECT_OPENER_RE``, read by ``_check_user_pair``) opens a verb's
  object, no password; and a password label's instruction in Spanish, French, German, Italian and Portuguese
  ("contraseña: pregunta al entrenador", "mot de passe : demande au coach", "Passwort: frag den Trainer"), masked
  whole as a three-word passphrase: an article or a preposition of those languages is a function word, never a
  passphrase's (``redact_prose._FOREIGN_FUNCTION_WORDS`` in ``_passphrase_words``).

Probed and already masked on h56-base, pinned here: httpie's ``-a bob:'girasol'`` with the password alone quoted (and
double-quoted, and the pair quoted), ``curl -u``/``--user``, ``wget --password=``/``--http-password=``, ``mysql
-pgirasol``/``-p'girasol'``, ``docker login -p``/``--password``, ``echo … | docker login --password-stdin``, a
``.netrc`` line and its multi-line form, a ``.pgpass`` line; "pass: ask the coach" and "pass: the ball to Ana" alone
were kept already.

Left: "login: juan / pass: ask for it" (a preposition after the verb: "girasol for the wifi" is a password's note, so
"for" opens no object here); ``s/^\\(password\\s*=\\s*\\).*/\\1girasol/`` (the key inside a group, the value glued to a
backreference); ``sed -i 's/password=.*/password=girasol/'`` with a one-to-three-character value (``abc``) stays, as
an option's setting does.
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
    # 1. a sed substitution's key=value, up to the delimiter (new), and what is no value there
    ("sed -i 's/password=.*/password=girasol/' app.conf", ["girasol"]),
    ('sed -i "s/password=.*/password=girasol/" app.conf', ["girasol"]),
    ("sed -i 's|password=.*|password=girasol|' app.conf", ["girasol"]),
    ("sed -i 's#^password=.*#password=Girasol77#' app.conf", ["Girasol77"]),
    ("sed -i 's/^DB_PASSWORD=.*/DB_PASSWORD=girasol/' .env", ["girasol"]),
    ("sed -i 's/password: .*/password: girasol/' config.yml", ["girasol"]),
    ("sed -i 's/token=.*/token=lavanda/' app.conf", ["lavanda"]),
    ("sed -i 's/password=girasol/password=lavanda/' conf.ini", ["girasol", "lavanda"]),
    ("perl -pi -e 's/password=.*/password=girasol/' app.conf", ["girasol"]),
    ("s/password=.*/password=girasol/", ["girasol"]),
    ("sed -i 's/password=.*/password=REDACTED/' conf.ini", []),
    ("sed -i 's/password=.*/password=/' conf.ini", []),
    ("sed -i 's/password=.*/password=$NEWPASS/' app.conf", []),
    ('sed -i "s/password=.*/password=${PW}/" app.conf', []),
    ("sed -i 's/password=.*/password=\\1/' app.conf", []),
    ("sed -i 's/secret=.*/secret=required/' a.conf", []),
    ("sed -i 's/password_file=.*/password_file=\\/run\\/pw/' conf.ini", []),
    ("sed -i 's/password=old/password=new/' conf.ini", []),
    ("sed -i 's/foo/bar/' file", []),
    ("sed 's/pass/fail/g' results.txt", []),
    # 2. Firebase's and Ansible's pairs joined by blanks (new), Helm's by ','
    ("firebase functions:config:set db.user=bob db.pass=girasol", ["girasol"]),
    ('firebase functions:config:set db.user="bob" db.pass="girasol"', ["girasol"]),
    ("firebase functions:config:set db.user=bob db.pass=girasol --project prod", ["girasol"]),
    ("firebase functions:config:set slack.channel=general slack.token=lavanda", ["lavanda"]),
    ('ansible-playbook site.yml -e "db_user=bob db_password=girasol"', ["girasol"]),
    ("helm install x ./chart --set db.user=bob,db.password=girasol", ["girasol"]),
    ("firebase functions:config:set db.user=bob db.pass=$DB_PASS", []),
    ("firebase functions:config:set app.mode=live app.region=eu", []),
    ('ansible-playbook site.yml -e "db_user=bob db_port=5432"', []),
    # 3. a plain .htpasswd line under the file's name (new), and a user:word elsewhere
    (".htpasswd:\nbob:girasol", ["girasol"]),
    (".htpasswd:\nbob:girasol\nana:lavanda", ["girasol", "lavanda"]),
    ("/etc/nginx/.htpasswd:\n```\nbob:girasol\n```", ["girasol"]),
    ("My .htpasswd has two users:\nbob:girasol\nana:lavanda", ["girasol", "lavanda"]),
    (".htpasswd: bob:girasol", ["girasol"]),
    ("htpasswd file: bob:girasol", ["girasol"]),
    ("nginx .htpasswd entry: bob:girasol", ["girasol"]),
    ("bob:girasol", []),
    ("bob:girasol\nana:lavanda", []),
    (".htpasswd:\nuser:password", []),
    ("the .htpasswd file holds user:hash lines", []),
    (".htpasswd is at /etc/nginx\nratio 3:1", []),
    ("scores:\nbob:12\nana:9", []),
    ("chown bob:staff file", []),
    ("bob:$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/", ["$apr1$r31.....$HqJZimcKQFAMYayBlzkrA/"]),
    # 4. a login pair's instruction, a foreign label's instruction (over-masked on h56-base, now kept)
    ("login: juan / pass: ask the coach", []),
    ("login: juan / password: ask the coach", []),
    ("user: juan\npass: ask the coach", []),
    ("username: bob, password: check with Ana", []),
    ("user: ana / password: find it in 1Password", []),
    ("admin pw: ask IT", []),
    ("pass: ask the coach", []),
    ("pass: the ball to Ana", []),
    ("usuario: juan / contraseña: pregunta al entrenador", []),
    ("contraseña: pregunta al entrenador", []),
    ("mot de passe : demande au coach", []),
    ("Passwort: frag den Trainer", []),
    ("login: juan / senha: pergunte ao treinador", []),
    ("utente: juan / password: chiedi al coach", []),
    ("login: juan / pass: girasol", ["girasol"]),
    ("login: juan / pass: girasol for the wifi", ["girasol"]),
    ("user: bob pass: girasol user: ana pass: lavanda", ["girasol", "lavanda"]),
    ("pass: girasol", ["girasol"]),
    ("Passphrase: purple monkey dishwasher", ["purple monkey dishwasher"]),
    ("contraseña: caballo bateria grapa", ["caballo bateria grapa"]),
    ("Passwort: blaue Sonne Haus", ["blaue Sonne Haus"]),
    # 5. pinned: other tools' equivalents, already masked
    ("http -a bob:'girasol' example.org", ["girasol"]),
    ('http -a bob:"girasol" example.org', ["girasol"]),
    ("http -a 'bob:girasol' example.org", ["girasol"]),
    ("curl -u bob:girasol https://x.example.com", ["girasol"]),
    ("curl --user bob:girasol https://x.example.com", ["girasol"]),
    ("wget --user=bob --password=girasol https://x.example.com", ["girasol"]),
    ("wget --http-password=girasol https://x.example.com", ["girasol"]),
    ("mysql -u root -pgirasol appdb", ["girasol"]),
    ("mysql -u root -p'girasol' appdb", ["girasol"]),
    ("docker login -u bob -p girasol", ["girasol"]),
    ("docker login -u bob --password girasol", ["girasol"]),
    ("echo girasol | docker login -u bob --password-stdin", ["girasol"]),
    ("machine example.com login bob password girasol", ["girasol"]),
    ("machine example.com\n  login bob\n  password girasol", ["girasol"]),
    ("db.example.com:5432:appdb:bob:girasol", ["girasol"]),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_or_said_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
