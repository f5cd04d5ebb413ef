"""The secrets' twenty-eighth round (round 57): what round 56 left (each leaked or over-masked on h57-base), and new
shapes probed, mended as a shape beside the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a sed substitution whose pattern keeps the key in a group and whose replacement opens on its backreference
  (``s/^\\(password\\s*=\\s*\\).*/\\1girasol/``, ``s/\\(DB_PASSWORD=\\).*/\\1Girasol77/``, sed -E's
  ``s/^(token: ).*/\\1lavanda/``): leaked on h57-base — round 56's sed rules read a key glued to its '=' in the
  pattern or the replacement, and here the replacement names no key. The group closes on the key's '=' or ':', so what
  the replacement writes after ``\\1`` is that key's value: ``redact_rules``' third sed rule (the group, then
  ``\\[1-9]`` and the value up to the delimiter) reads it as an option's setting (``_check_option_setting``). What is
  no value stays: an expansion (``\\1$NEWPASS``), a second backreference (``\\1\\2``), a placeholder
  (``\\1REDACTED``), a group closing on no secret's key (``\\(port\\s*=\\s*\\)``, ``\\(user = \\)``);
- a sed value under four characters (``s/password=.*/password=ab1/``) stays, as round 56 kept it: a one-to-three
  character value is below every password policy's minimum, and the same value is kept wherever a key gives it
  (``password=ab1``, ``DB_PASSWORD=ab1``, "my password is ab1"); in a sed line it is mostly a stand-in typed for a
  test (``old``, ``new``, ``abc``, ``x``) — masking it there alone would make sed the one place a three-character
  value is read as a password, and would lose "s/password=old/password=new/", which a person writes to say what a
  script does;
- a Stripe secret or restricted key typed short (``stripe.key=sk_live_girasol``): leaked (the Stripe rule wants 16
  characters after the prefix, and "key" alone names no secret as a config key). The prefix ``sk_live_``/``sk_test_``
  /``rk_…`` names a secret key whatever follows it (``redact_rules``' second ``stripe_key`` rule: four to fifteen
  characters, no placeholder's: ``sk_live_xxxx``, ``sk_live_example``); ``pk_`` is the publishable key, public;
- dotted properties' pairs on one line parted by blanks (``stripe.key=… stripe.secret=girasol``, ``db.user=bob
  db.password=Girasol77``): the secret's pair beside another leaked — the config line's rule reads a key's value to
  the line's end, and the assignment rule wants eight characters bare. ``redact_rules``' two dotted-pairs rules read
  the secret key's pair after or before another dotted pair, its value up to the blank, as an option's setting
  (``stripe.mode=live stripe.secret=auto`` and ``app.token=$TOKEN`` stay; ``a=1 b=2 secret=…``, no dotted name,
  is no property list);
- a long option naming a token, a secret or an API key with its value after a blank (``curl --token girasol77 …``,
  ``kubectl --token Girasol77 get pods``, ``--client-secret …``, ``--api-key 'Lav4nda!'``): leaked ('=' glued was
  masked). ``redact_rules``' option rule reads a bare value that looks typed (``looks_random``: a digit among
  letters, a symbol, inner capitals) and a quoted one as typed; "use the --token flag", "pass --token instead",
  ``--token $GH_TOKEN``, ``--token <TOKEN>``, ``--token-file ~/.tok`` stay;
- over-masked on h57-base, now kept: a login pair's password label followed by an instruction whose verb takes a
  preposition and a pronoun (``login: juan / pass: ask for it``, "password: ask about it"): ``ask`` was masked as the
  password. ``redact_prose._OBJECT_OPENER_RE`` reads a preposition and a personal pronoun after the plain word as its
  object (a verb); a preposition before a determiner or a name stays a password's note ("pass: girasol for the wifi",
  "pw: lavanda for Netflix": masked).

Probed and already masked on h57-base, pinned here: a TOML/INI ``password = "…"``, YAML ``password: …``, a .netrc
line, a .pgpass line, docker's config.json ``auth``, a kubeconfig's ``token:``, .npmrc's ``_authToken`` and
``_password``, pip.conf's ``index-url`` with a password, git's credential URL, JDBC's, SMTP's and Redis' URLs with a
password, ``mysql -p…``/``--password=``, ``--token=…``, prose in six languages ("my password is …", "la contraseña
es …", "das Passwort lautet …", "mon mot de passe est …", "la password è …", "a senha é …") and chat's "pw …".

Left: ``--token girasol`` (a plain lower-case word after the option: prose writes "--token flag" there too); "use
girasol77 as the password" (the value before its label); "I changed the password to Girasol77 yesterday" (a word
after the value: "changed my password to girasol77" alone is masked); "pass girasol77" (the short label "pass" and a
blank: "pass the salt" is prose); "mitt lösenord är girasol", "moje hasło to girasol" (Swedish and Polish prose);
Kubernetes' ``- name: DB_PASSWORD`` / ``value: girasol77`` with the value under eight characters as typed on two
lines when the name line is alone; "login: juan / pass: girasol for it" is kept now (read as an instruction, as
"ask for it" is) — a password typed before "for it" is rare, but it is a doubt.
"""

from __future__ import annotations

import pytest
from redaction import assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written) — each leaked or was over-masked on
# h57-base
CASES = [
    # 1. a sed substitution's backreference, then the key's value
    ("s/^\\(password\\s*=\\s*\\).*/\\1girasol/", ["girasol"]),
    ("s/\\(DB_PASSWORD=\\).*/\\1Girasol77/", ["Girasol77"]),
    ("sed -i 's/\\(DB_PASSWORD=\\).*/\\1Girasol77/' .env", ["Girasol77"]),
    ("sed -E 's/^(token: ).*/\\1lavanda/' config.yml", ["lavanda"]),
    ("sed -i 's|^\\(api_key = \\).*|\\1lavanda99|' app.ini", ["lavanda99"]),
    # 2. a Stripe key typed short, and the secret's dotted pair beside another
    ("stripe.key=sk_live_girasol stripe.secret=girasol", ["sk_live_girasol", "girasol"]),
    ("stripe.secret=girasol stripe.key=sk_live_girasol", ["girasol", "sk_live_girasol"]),
    ("stripe.key=sk_live_girasol", ["sk_live_girasol"]),
    ("my props: slack.channel=ops slack.api_key=lavanda", ["lavanda"]),
    ("db.user=bob db.secret=lavanda db.port=5432", ["lavanda"]),
    # 3. a long option's token after a blank
    ("curl --token girasol77 https://api.example.com", ["girasol77"]),
    ("kubectl --token Girasol77 get pods", ["Girasol77"]),
    ("heroku login --client-secret Girasol77", ["Girasol77"]),
    ("deploy --api-key 'Lav4nda!' --env prod", ["Lav4nda!"]),
    # 4. a login pair's instruction with a preposition and a pronoun (over-masked on h57-base, now kept)
    ("login: juan / pass: ask for it", []),
    ("user: ana / password: ask about it", []),
]

# the honest look-alikes beside each new reading, and what round 56 or earlier masked already (pinned: these pass on
# h57-base too; they keep the new readings from taking the person's words)
PINNED = [
    # 1. no value after the backreference, a short one, no secret's key
    ("sed -i 's/^\\(password\\s*=\\s*\\).*/\\1$NEWPASS/' app.conf", []),
    ("sed -i 's/^\\(password\\s*=\\s*\\).*/\\1\\2/' app.conf", []),
    ("sed -i 's/^\\(password\\s*=\\s*\\).*/\\1REDACTED/' app.conf", []),
    ("sed -i 's/^\\(password\\s*=\\s*\\).*/\\1abc/' app.conf", []),
    ("sed -i 's/^\\(port\\s*=\\s*\\).*/\\15432/' app.conf", []),
    ("sed -i 's/^\\(user = \\).*/\\1juan/' my.cnf", []),
    ("s/password=.*/password=ab1/", []),
    ("s/password=old/password=new/", []),
    ("s/password=.*/password=girasol/", ["girasol"]),
    # 2. a Stripe prefix with no key, a publishable key, settings beside each other
    ("sk_test_xxxx", []),
    ("sk_live_example", []),
    ("keys start with sk_live_ and are secret", []),
    ("pk_live_girasol", []),
    ("stripe.mode=live stripe.secret=auto", []),
    ("stripe.mode=live app.token=$TOKEN", []),
    ("stripe.mode=live stripe.region=eu", []),
    ("jwt.secret=required csrf.token=disabled", []),
    # 3. an option about the token, an expansion, a placeholder, prose
    ("use the --token flag", []),
    ("pass --token instead of a password", []),
    ("gh auth login --token $GH_TOKEN", []),
    ("tool --token <TOKEN>", []),
    ("tool --token-file ~/.tok", []),
    ("tool --secret-name prod-db", []),
    ("the --token option takes v2 tokens", []),
    ("vault login --token=girasol77", ["girasol77"]),
    # 4. an instruction kept, a password's note masked
    ("pass: ask the coach", []),
    ("login: juan / pass: girasol", ["girasol"]),
    ("login: juan / pass: girasol for the wifi", ["girasol"]),
    ("user: ana / pw: lavanda for Netflix", ["lavanda"]),
    # 5. config formats, URLs and prose already masked, and prose that is no password
    ('password = "girasol77"', ["girasol77"]),
    ("  password: girasol77", ["girasol77"]),
    ("machine api.example.com login juan password girasol77", ["girasol77"]),
    ("db.example.com:5432:mydb:juan:girasol77", ["girasol77"]),
    ('{"auths": {"registry.example.com": {"auth": "anVhbjpnaXJhc29sNzc="}}}', ["anVhbjpnaXJhc29sNzc="]),
    ("//registry.example.com/:_password=Z2lyYXNvbDc3", ["Z2lyYXNvbDc3"]),
    ("index-url = https://juan:girasol77@pypi.example.com/simple", ["girasol77"]),
    ("https://juan:girasol77@github.com/org/repo.git", ["girasol77"]),
    ("jdbc:postgresql://db.example.com:5432/app?user=juan&password=girasol77", ["girasol77"]),
    ("smtp://juan:girasol77@smtp.example.com:587", ["girasol77"]),
    ("redis://:girasol77@redis.example.com:6379/0", ["girasol77"]),
    ("mysql -u root -pgirasol77", ["girasol77"]),
    ("my password is girasol", ["girasol"]),
    ("la contraseña es girasol", ["girasol"]),
    ("das Passwort lautet girasol", ["girasol"]),
    ("mon mot de passe est girasol", ["girasol"]),
    ("la password è girasol", ["girasol"]),
    ("a senha é girasol", ["girasol"]),
    ("pw girasol", ["girasol"]),
    ("the password policy requires 12 characters", []),
    ("pass the salt", []),
    ("token ring network", []),
    ("the password is on the sticky note", []),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_secret_left_by_round_56_is_masked_and_an_instruction_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize(("text", "secrets"), PINNED)
def test_the_look_alikes_stay_and_the_pinned_shapes_are_masked(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize(
    ("text", "secrets"),
    [
        # a model's reply read raw (the reply cache keeps it so): a JSON escape opens the pairs, the string's close ends
        # them (found by the corpus' pipeline run at the merge: r57-sc-dotted-pairs, r57-sc-stripe-short-pair)
        ('{"body": "Set up.\\n\\nbot.name=maestrina bot.token=zambujo"}', ["zambujo"]),
        ('{"body": "Done.\\n\\nstripe.key=sk_live_tremo stripe.secret=pechincha"}', ["sk_live_tremo", "pechincha"]),
        ('{"body": "Set up.\\n\\nstripe.mode=live stripe.secret=auto"}', []),
    ],
)
def test_a_dotted_pair_in_a_model_s_raw_reply_is_masked(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)
