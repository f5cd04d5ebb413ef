"""The secrets' twenty-fifth round (round 53): the leaks and over-masks the lead probed on h53-base, then the shapes of
config files, command lines and URLs not yet read — each mended where it leaked, pinned where it was already masked —
beside the honest look-alike that stays.

Decided, each with its reason (a secret is what gives access: a value a person would not want in a memory store that
others' agents read):

- a key's or a salt's constant in capitals (WordPress's eight ``AUTH_KEY`` … ``NONCE_SALT``, ``ENCRYPTION_KEY``,
  ``HASHIDS_SALT``) signs cookies or encrypts: its value is read where it is generated — sixteen characters or more,
  random, no run of five letters in one case — in a call (``define('AUTH_SALT', '…')``) and on an .env's, a shell's or
  a Compose file's line (``AUTH_SALT=…``, ``WORDPRESS_NONCE_SALT: '…'``); a cache's or a sort's key
  (``define('CACHE_KEY', 'posts')``, ``SORT_KEY=created_at_desc_2024``, ``WP_CACHE_KEY_SALT`` 'example.com_') stays;
- a shell's assignment of a key's, a token's or a secret's name in capitals, '=' glued, at a command's start (its
  line's, after ``export``/``env``/``sudo``, ';', '&&', '|', other assignments) or after a container's option
  (``docker run -e``, ``--build-arg``, ``--from-literal=``), a Dockerfile's ``ENV``/``ARG``, make's variables, a
  Compose environment's list item and its map's key (``API_TOKEN: girasol``), systemd's ``Environment=``, cmd's ``set``
  (one word closing its line), PowerShell's ``$env:``, fish's ``set -x``, ``launchctl setenv``, a program's
  ``os.environ["…"] = "…"``: the shell hands the value as typed, so
  a lower-case or a capitalised word is the value, a command after it or not (``export API_TOKEN=girasol``,
  ``SECRET_KEY=Girasol ./run.sh``); a setting's keyword (``auto``, ``default``, ``disabled``…), a constant in
  capitals, an expansion, a path and a value under four characters stay, and so does a sentence quoting one (``set
  API_TOKEN=girasol in your shell``);
- a command line's option giving a setting as key=value, the key naming a password, a token or a key (Helm's ``--set``,
  Terraform's ``-var``, Ansible's ``-e``/``--extra-vars``, Java's ``-D``, Gradle's ``-P``), a request's header named for
  a token or a key (``curl -H "PRIVATE-TOKEN: …"``), a URL query's ``access_token``/``token``/``api_key``
  (``?page_token`` is a page's), a libpq conninfo's ``password=``, a token given as a URL's user (``https://<40
  hex>@github.com``): each is the credential whatever it reads;
- a login said as user / password with a dotted user ("my bank login is juan.perez / Girasol!77"): a dotted name is an
  account's, no code's reference, beside its password (``self.user`` stays code's);
- a hashing scheme's or a storage's name is no password — bcrypt, scrypt, yescrypt, argon2(i|d|id), pbkdf2(_sha256),
  md5, sha1 … sha512, scram-sha-256, ssha, the crypt schemes, plain(text), clear(text): an algorithm's name is public
  and opens nothing (``[auth]`` ``password = bcrypt``, "the password is bcrypt"), read so where a key names a setting
  as well as a value (a config's line, an assignment, prose's label) — not where the format puts a password alone (a
  URL's ``bob:plain@``, ``mysql -pbcrypt``, a ``.pgpass`` line: the value there is the password); "none" and "null"
  were already placeholders; "changeme" stays masked (a stock default is still the login's password until it is
  changed, as ``tests/test_redact_prose.py`` pins it); a value with a digit or a symbol is read as before
  (``bcrypt77``);
- a URL query's or a form body's value ends before '&', a name and '=' (``password=Girasol2024&user=me`` masks
  ``Girasol2024``); a '&' inside a password stays (``Tr0ub4dor&3x``, ``Tr0ub4dor&3x=1``: a name opens with a letter);
- a login pair's next field's label is no value: "login: juan / pass: sonnenblume" masks the value, not "pass";
- the credentials' word in Spanish, Portuguese, Italian, French and German ("mis credenciales: juan / Girasol!77",
  "credenciais", "credenziali", "mes identifiants", "meine Zugangsdaten") is a login word as English "creds" is, its
  password one that looks like one (a digit, a symbol, inner capitals: "mes identifiants : nom / prénom" names fields);
- a netrc's ``default`` entry and its ``account``, redis-cli's ``--pass``, ``sudo --stdin``, a connection string's
  ``user=`` (``jdbc:sqlserver://db;user=sa;password=…``), Oracle's JDBC thin login (``jdbc:oracle:thin:bob/…@db``),
  twine's ``-p``, ``npm config set …:_authToken TOKEN``, hostapd's ``wpa_passphrase=``, ``vault login TOKEN``, a Teams
  incoming webhook's path, a secret store's value (``az keyvault secret set --value``, ``aws secretsmanager …
  --secret-string``, the keychain's ``security add-generic-password -w``, ``gcloud secrets create … --data-file=-``
  read from a pipe or a here-string, ``docker secret create NAME - <<< …``), a platform's environment (``heroku
  config:set``, ``fly secrets set``), ``ssh-keygen -P`` (the old passphrase), ``openssl pkcs12 -password pass:``,
  ``gpg --passphrase`` and ``--passphrase-fd 0`` fed by a pipe or a here-string, ``curl --oauth2-bearer``, and what
  ``echo`` writes into a file named for a password, a secret or a token (``echo girasol > ~/.vault_pass``): read as
  their twins already were;
- a lock's code: a gate's bars ("el código de la reja", "la verja", "le code de la grille", "la barrière") and German's
  "der Code für das Tor", "Code der Haustür", "zum Öffnen des Tors" (not "der Code für das Projekt", "zur Prüfung"); an
  access's code ("access code", "código de acceso", "code d'accès", "codice d'accesso", "Zugangscode") and a
  building's or entering's ("le code de l'immeuble", "el código para entrar al edificio"); Spanish "clave" before a
  lock ("la clave del portón": "la clave del éxito" stays). A qualifier may open with "al", "ao", "au", "zum", "zur".

Not mended, with the reason: ``mysqldump --password Girasol appdb`` — mysql's ``--password`` with a blank prompts,
and the word after it is the database (mysql(1)); an INI's ``secret_key = girasol`` (a lower-case word under a token's
or a key's key is a setting's keyword there, as round 52 decided: a real key is random and is read).

Probed and already masked on h53-base, pinned here: a netrc ``machine`` line, a ``.pgpass`` line, ``redis-cli -a``,
``mysqldump --password=``, an rclone and an s3cmd config, a JDBC URL's ``password=``, Slack's and Discord's webhooks,
``echo … | sudo -S``, "the gate code is 4512#" and its es/fr/de/it/pt twins, a git remote's token (its span is the
token's alone: no ``//`` before it).
"""

from __future__ import annotations

import json

import pytest
from redaction import assert_masked

from kura_server.models.scrub import scrub_text
from kura_server.write.redact import redact, warm_up

_SALT = "x7#kP2!qLm9@vR4$zT8&wY1^nB6*cF3"
_GHP = "ghp_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789"


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked in order; [] when the text must stay as written)
CASES = [
    # 1. a key's or a salt's constant (new), and a cache's, a sort's, a stand-in
    (f"define('AUTH_SALT', '{_SALT}');", [_SALT]),
    ("define( 'NONCE_KEY', 'q9!Wz3@Lk7#Pm2$Rt6%Yb1^Hc5&Nd8*J' );", ["q9!Wz3@Lk7#Pm2$Rt6%Yb1^Hc5&Nd8*J"]),
    ("define('SECURE_AUTH_SALT', 'Q;m|4Xe}zP-v8K(2sL+/r9T]wN@7hJ%c');", ["Q;m|4Xe}zP-v8K(2sL+/r9T]wN@7hJ%c"]),
    ("define('ENCRYPTION_KEY', 'def00000a1b2c3d4e5f6a7b8c9d0e1f2');", ["def00000a1b2c3d4e5f6a7b8c9d0e1f2"]),
    (f"WORDPRESS_NONCE_SALT: '{_SALT}'", [_SALT]),
    (f"      WORDPRESS_LOGGED_IN_SALT: {_SALT}", [_SALT]),
    ("AUTH_SALT=x7#kP2qLm9vR4zT8wY1nB6cF3", ["x7#kP2qLm9vR4zT8wY1nB6cF3"]),
    ('export HASHIDS_SALT="k3J9x8Q2m1N7b4V6"', ["k3J9x8Q2m1N7b4V6"]),
    ("define('NONCE_SALT', 'Girasol');", []),
    ("define('CACHE_KEY', 'posts');", []),
    ("define('SORT_KEY', 'created_at_desc_2024');", []),
    ("define('WP_CACHE_KEY_SALT', 'example.com_');", []),
    ("define('PRIMARY_KEY', 'user_id');", []),
    ("CACHE_KEY=posts_by_author", []),
    ("PRIMARY_KEY: user_id", []),
    ("ENCRYPTION_KEY=${ENCRYPTION_KEY}", []),
    # 2. a shell's assignment at a command's start or after a container's option (new), and a sentence, a keyword
    ("export API_TOKEN=girasol", ["girasol"]),
    ("export SECRET_KEY=Girasol ./run.sh", ["Girasol"]),
    ("SECRET_KEY=Girasol ./run.sh", ["Girasol"]),
    ("env API_TOKEN=girasol npm start", ["girasol"]),
    ("$ DB_HOST=db API_TOKEN=girasol npm start", ["girasol"]),
    ("cd app && SECRET_KEY=Girasol python manage.py runserver", ["Girasol"]),
    ("docker run -e API_TOKEN=girasol app", ["girasol"]),
    ("docker build --build-arg NPM_TOKEN=girasol .", ["girasol"]),
    ("kubectl create secret generic api --from-literal=API_TOKEN=girasol", ["girasol"]),
    ('export API_TOKEN="girasol"', ["girasol"]),
    ("ENV API_TOKEN=girasol", ["girasol"]),
    ("ARG NPM_TOKEN=girasol", ["girasol"]),
    ("environment:\n  - API_TOKEN=girasol\n", ["girasol"]),
    ("environment:\n  API_TOKEN: girasol\n", ["girasol"]),
    ("make deploy API_TOKEN=girasol", ["girasol"]),
    ("env:\n  GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n", []),
    ("env:\n  API_TOKEN: auto\n", []),
    ("data:\n  SECRET_NAME: app-secrets\n", []),
    ("  TOKEN_URL: https://x.example.com/token", []),
    ("- API_TOKEN is required", []),
    ('$env:API_TOKEN = "girasol"', ["girasol"]),
    ("[Service]\nEnvironment=API_TOKEN=girasol\n", ["girasol"]),
    ("systemctl set-environment API_TOKEN=girasol", ["girasol"]),
    ("launchctl setenv API_TOKEN girasol", ["girasol"]),
    ("set API_TOKEN=girasol", ["girasol"]),
    ("set -gx API_TOKEN girasol", ["girasol"]),
    ('os.environ["API_TOKEN"] = "girasol"', ["girasol"]),
    ("ENV['API_TOKEN'] = 'girasol'", ["girasol"]),
    ('os.environ["API_TOKEN"] = token', []),
    ("$env:API_TOKEN = $null", []),
    ("set -x TOKEN_TTL 3600", []),
    ("we set API_TOKEN carefully", []),
    ("Set API_TOKEN to your key", []),
    ("export API_TOKEN=auto", []),
    ("API_TOKEN=$API_TOKEN ./run.sh", []),
    ("export TOKEN_TTL=3600", []),
    ("MAX_TOKENS=4096 ./run.sh", []),
    ("set API_TOKEN=girasol in your shell", []),
    ("the docs say SECRET_KEY=Girasol is bad", []),
    ("export SECRET_KEY=NONE", []),
    ("export SECRET_KEY=abc", []),
    ("export API_KEY_FILE=/run/secrets/key", []),
    # 3. an option's key=value, a header, a query's token, a conninfo, a URL's user (new), and their look-alikes
    ("helm install app ./chart --set db.password=Girasol", ["Girasol"]),
    ("helm install app ./chart --set postgresql.auth.password=girasol --set image.tag=v2", ["girasol"]),
    ("helm upgrade app ./chart --set-string apiToken=Girasol", ["Girasol"]),
    ("helm install app ./chart --set image.tag=v2,db.password=Girasol", ["Girasol"]),
    ('terraform apply -var "db_password=Girasol"', ["Girasol"]),
    ("mvn deploy -Dpassword=Girasol", ["Girasol"]),
    ("java -Dspring.datasource.password=Girasol -jar app.jar", ["Girasol"]),
    ("gradle publish -PmavenPassword=Girasol", ["Girasol"]),
    ('ansible-playbook site.yml --extra-vars "ansible_password=Girasol"', ["Girasol"]),
    ("ansible-playbook site.yml -e ansible_become_pass=girasol", ["girasol"]),
    ("gcc -DPASSWORD_LEN=8 main.c", []),
    ("cmake -DENABLE_TOKEN=ON ..", []),
    ("helm install app ./chart --set db.password=${DB_PASSWORD}", []),
    ("helm install app ./chart --set ingress.enabled=true", []),
    ("java -Dtoken.ttl=3600 -jar app.jar", []),
    ('curl -H "PRIVATE-TOKEN: Girasol" https://gitlab.example.com/api/v4/projects', ["Girasol"]),
    ("curl -H 'X-Vault-Token: girasol' https://vault:8200/v1/secret", ["girasol"]),
    ('curl --header "Api-Key: Girasol" https://x.example.com', ["Girasol"]),
    ('curl -H "X-Token-Expiry: 3600" https://x.example.com', []),
    ('curl -H "X-API-Key: $API_KEY" https://x.example.com', []),
    ('curl -H "Accept: application/json" https://x.example.com', []),
    ("https://api.example.com/v1/data?access_token=girasol", ["girasol"]),
    ("https://api.example.com/v1/data?token=Girasol&page=2", ["Girasol"]),
    ("GET /api/items?access_token=girasol HTTP/1.1", ["girasol"]),
    ("https://api.example.com/v1/data?token=true", []),
    ("https://api.example.com/v1/data?page_token=Girasol", []),
    ("https://api.example.com/v1/data?token=${TOKEN}", []),
    ("https://api.example.com/v1/data?token=1", []),
    ("see the docs for ?token=girasol usage", []),
    ('psql "host=db user=bob password=Girasol dbname=app"', ["Girasol"]),
    ("psql \"dbname=app password='Girasol 7' host=db\"", ["Girasol 7"]),
    ('psql "host=db user=bob password=$PGPASS"', []),
    (
        "git clone https://9f8e7d6c5b4a39281716f5e4d3c2b1a09f8e7d6c@github.com/x/y.git",
        ["9f8e7d6c5b4a39281716f5e4d3c2b1a09f8e7d6c"],
    ),
    ("https://bob@bitbucket.org/x/y.git", []),
    ("ssh://git@github.com/x/y.git", []),
    ("https://averyveryverylongusername@host.com", []),
    # 4. a login said as user / password with a dotted user (new); code's receiver, a module's path
    ("my bank login is juan.perez / Girasol!77", ["Girasol!77"]),
    ("login: ana.silva / sunflower", ["sunflower"]),
    ("login: self.user / self.password", []),
    # ... and the credentials' word in es, pt, it, fr, de (new): a password that looks like one
    ("mis credenciales del banco: juan / Girasol!77", ["Girasol!77"]),
    ("as minhas credenciais: juan / Girasol!77", ["Girasol!77"]),
    ("le mie credenziali: juan / Girasol!77", ["Girasol!77"]),
    ("mes identifiants : juan / Girasol!77", ["Girasol!77"]),
    ("meine Zugangsdaten: juan / Girasol!77", ["Girasol!77"]),
    ("mes identifiants : nom / prénom", []),
    ("meine Zugangsdaten: siehe Wiki / Confluence", []),
    ("las credenciales están en el gestor / la bóveda", []),
    ("the login is handled by auth.views / LoginView", []),
    # 5. a hashing scheme's name (now kept), and a password with a digit or a symbol, a stock default
    ("[auth]\npassword = bcrypt", []),
    ("[auth]\npassword = argon2id", []),
    ("[auth]\npassword = scram-sha-256", []),
    ("[auth]\npassword = SHA512-CRYPT", []),
    ("[auth]\npassword = plain", []),
    ("password: bcrypt", []),
    ("the password is bcrypt", []),
    ("export DB_PASSWORD=sha256", []),
    ("[auth]\npassword = bcrypt77", ["bcrypt77"]),
    ("[auth]\npassword = Bcrypt!9", ["Bcrypt!9"]),
    ("[auth]\npassword = changeme", ["changeme"]),
    ("https://bob:plain@db.example.com", ["plain"]),
    ("mysql -u root -pbcrypt app", ["bcrypt"]),
    ("db:5432:app:bob:bcrypt", ["bcrypt"]),
    # 6. a query's value ends before '&name=' (over-masked on main); a '&' in a password stays
    ("password=Girasol2024&user=me", ["Girasol2024"]),
    ("https://x.example.com/y?user=bob&password=Girasol77&db=app", ["Girasol77"]),
    ('curl -d "password=Girasol2024&user=me" https://x.example.com/login', ["Girasol2024"]),
    ("the password is Tr0ub4dor&3x", ["Tr0ub4dor&3x"]),
    ("password: Tr0ub4dor&3x=1", ["Tr0ub4dor&3x=1"]),
    # 7. a pair's next label is no value (over-masked on main)
    ("login: juan / pass: sonnenblume", ["sonnenblume"]),
    ("login: juan / contraseña: girasol", ["girasol"]),
    ("creds: bob / pw: hunter22", ["hunter22"]),
    ("login: juan / Girasol77", ["Girasol77"]),
    # 8. a command's or a file's login read as its twins (new), and its look-alikes
    ("default login anonymous password Girasol", ["Girasol"]),
    ("machine ftp.example.org login bob account acme password Girasol", ["Girasol"]),
    ("the default login is admin", []),
    ("by default login requires a password", []),
    ("redis-cli --pass Girasol", ["Girasol"]),
    ("redis-cli --pass Girasol -h db ping", ["Girasol"]),
    ('echo "Girasol" | sudo --stdin reboot', ["Girasol"]),
    ("jdbc:sqlserver://db;user=sa;password=Girasol;databaseName=app", ["Girasol"]),
    ("jdbc:oracle:thin:bob/Girasol@db:1521/ORCL", ["Girasol"]),
    ("jdbc:oracle:thin:@db:1521/ORCL", []),
    ("twine upload -u __token__ -p Girasol dist/*", ["Girasol"]),
    ("twine upload --password=Girasol77 dist/*", ["Girasol77"]),
    ("twine upload -p $TWINE_PASSWORD dist/*", []),
    ("npm config set //registry.npmjs.org/:_authToken girasol77", ["girasol77"]),
    ("npm config set //registry.npmjs.org/:_authToken ${NPM_TOKEN}", []),
    ("wpa_passphrase=girasol77", ["girasol77"]),
    ("wpa_passphrase=${WIFI_PASS}", []),
    ("vault login s.Girasol77abcDEF", ["s.Girasol77abcDEF"]),
    ("vault login -address=https://vault:8200 s.Girasol77abcDEF", ["s.Girasol77abcDEF"]),
    ("vault login -method=userpass username=bob", []),
    ("vault login using the UI", []),
    ("run vault login first", []),
    (
        "https://contoso.webhook.office.com/webhookb2/abc-def@123/IncomingWebhook/0123456789abcdef0123456789abcdef/"
        "a1b2c3d4-a1b2-a1b2-a1b2-a1b2c3d4e5f6/V2abc-XYZ_123",
        ["0123456789abcdef0123456789abcdef/a1b2c3d4-a1b2-a1b2-a1b2-a1b2c3d4e5f6/V2abc-XYZ_123"],
    ),
    ("mysqldump --password Girasol appdb", []),
    # ... a platform's environment and a secret store's value (new), and their look-alikes
    ("heroku config:set -a shop API_TOKEN=girasol", ["girasol"]),
    ("fly secrets set API_TOKEN=girasol", ["girasol"]),
    ("heroku config:set NODE_ENV=production", []),
    ("az keyvault secret set --vault-name v --name api-token --value girasol", ["girasol"]),
    ("az keyvault secret set --vault-name v --name api-token --value $TOKEN", []),
    ("aws secretsmanager create-secret --name app --secret-string girasol", ["girasol"]),
    ("aws secretsmanager get-secret-value --secret-id app", []),
    ("security add-generic-password -a bob -s app -w girasol", ["girasol"]),
    ("security add-generic-password -a bob -s app -w", []),
    ("gcloud secrets create api-token --data-file=-  <<< girasol", ["girasol"]),
    ("echo -n girasol | gcloud secrets create api-token --data-file=-", ["girasol"]),
    ("docker secret create db_password - <<< girasol", ["girasol"]),
    ("gcloud secrets create api-token --data-file=token.txt", []),
    # ... a key's old passphrase, pkcs12's, gpg's, curl's bearer, a password file written by echo (new)
    ("ssh-keygen -p -P girasol -N marigold -f ~/.ssh/id_ed25519", ["girasol", "marigold"]),
    ("openssl pkcs12 -export -in c.pem -out c.p12 -password pass:girasol", ["girasol"]),
    ("gpg --batch --passphrase girasol -d secrets.gpg", ["girasol"]),
    ("gpg --batch --passphrase-fd 0 -d secrets.gpg <<< girasol", ["girasol"]),
    ("echo girasol | gpg --batch --passphrase-fd 0 -d secrets.gpg", ["girasol"]),
    ("gpg --passphrase-file pass.txt -d x.gpg", []),
    ("curl --oauth2-bearer girasol https://x.example.com", ["girasol"]),
    ("echo girasol > ~/.vault_pass", ["girasol"]),
    ("printf '%s' 'Girasol 7' > secrets/db_password.txt", ["Girasol 7"]),
    ('echo "Girasol" >> token.txt', ["Girasol"]),
    ("echo done > build.log", []),
    ('echo "ssh-rsa AAAA" >> ~/.ssh/authorized_keys', []),
    ("echo $DB_PASSWORD > /run/secrets/db", []),
    ('echo "the password is set" > notes.txt', []),
    # 9. a lock's code: a gate's bars, German's "für das Tor" (new); a project's code, a gate's size
    ("el código de la reja es 4512#", ["4512#"]),
    ("Der Code für das Tor ist 4512#", ["4512#"]),
    ("der Code der Haustür ist 4512", ["4512"]),
    ("der Code des Tores lautet 4512", ["4512"]),
    ("le code de la grille est 4512#", ["4512#"]),
    ("le code de la barrière : 4512", ["4512"]),
    ("der Code für das Projekt ist 4512", []),
    ("la reja mide 4512 mm", []),
    ("el código de la reja es de hierro", []),
    ("Der Code für das Tor steht im Handbuch", []),
    # ... an access's code and a building's, Spanish "clave" for a lock's code, German "zum", "al"/"ao" (new)
    ("the access code is 4512", ["4512"]),
    ("el código de acceso es 4512", ["4512"]),
    ("le code d'accès est 4512#", ["4512#"]),
    ("il codice d'accesso è 4512", ["4512"]),
    ("o código de acesso ao prédio é 4512", ["4512"]),
    ("der Zugangscode ist 4512", ["4512"]),
    ("le code de l'immeuble est 4512", ["4512"]),
    ("la clave del portón es 4512", ["4512"]),
    ("la clave de la alarma es 4512", ["4512"]),
    ("der Code zum Öffnen des Tors ist 4512", ["4512"]),
    ("el código para entrar al edificio es 4512", ["4512"]),
    ("le code pour entrer est 4512", ["4512"]),
    ("la clave del éxito es la constancia", []),
    ("the access code review is on Monday", []),
    ("el código de acceso a la API está en la documentación", []),
    ("der Zugangscode kommt per SMS", []),
    ("the code for the Tor relay is 4512", []),
    ("the code for access control is 4512 lines long", []),
    ("el código al final es 4512", []),
    ("der Code zur Prüfung ist 4512", []),
    # 10. probed and already masked on h53-base (pinned)
    ("machine api.example.com login bob password Girasol", ["Girasol"]),
    ("machine api.example.com\n  login bob\n  password Girasol", ["Girasol"]),
    ("host.example.com:5432:appdb:bob:Girasol", ["Girasol"]),
    ("*:*:*:postgres:Girasol", ["Girasol"]),
    ("redis-cli -a Girasol", ["Girasol"]),
    ("redis-cli -h db -a Girasol ping", ["Girasol"]),
    ("mysqldump -u root --password=Girasol appdb", ["Girasol"]),
    ("mysql -u root -pGirasol appdb", ["Girasol"]),
    ("[mydrive]\ntype = ftp\nhost = ftp.example.com\nuser = bob\npass = Girasol", ["Girasol"]),
    ("[remote]\ntype = s3\nsecret_access_key = Girasol", ["Girasol"]),
    ("jdbc:mysql://h/db?user=u&password=Girasol", ["Girasol"]),
    ("jdbc:mysql://db:3306/app?user=bob&password=Girasol&useSSL=false", ["Girasol"]),
    (
        "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        ["https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"],
    ),
    ("echo Girasol | sudo -S apt update", ["Girasol"]),
    ("echo 'Girasol' | sudo -S reboot", ["Girasol"]),
    ("sudo -S apt update <<< Girasol", ["Girasol"]),
    ("the gate code is 4512#", ["4512#"]),
    ("el código del portón es 4512#", ["4512#"]),
    ("le code du portail est 4512#", ["4512#"]),
    ("der Torcode ist 4512#", ["4512#"]),
    ("il codice del cancello è 4512#", ["4512#"]),
    ("o código do portão é 4512#", ["4512#"]),
    (f"git remote add origin https://{_GHP}@github.com/ana/notes.git", [_GHP]),
    (
        "https://x-access-token:ghs_abcdefghijklmnopqrstuvwxyz0123456789@github.com/x/y",
        ["ghs_abcdefghijklmnopqrstuvwxyz0123456789"],
    ),
]


@pytest.mark.parametrize(("text", "secrets"), CASES)
def test_a_pasted_or_said_secret_is_masked_and_its_look_alike_kept(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize(
    ("text", "token"),
    [
        (f"git remote add origin https://{_GHP}@github.com/ana/notes.git", _GHP),
        (f"git remote set-url origin https://{_GHP}@github.com/ana/notes.git", _GHP),
        (f"url = https://{_GHP}@github.com/ana/notes.git", _GHP),
    ],
)
def test_a_git_remotes_token_is_masked_alone(text: str, token: str) -> None:
    """The lead asked: the finding's span is the token's, not the ``//`` before it nor the host after it."""
    result = redact(text)
    assert [text[f.start : f.end] for f in result.findings] == [token]
    assert "https://[REDACTED:github_token]@github.com/ana/notes.git" in result.text


@pytest.mark.parametrize(
    ("body", "secret", "kept"),
    [
        ("Set it up:\nexport API_TOKEN=girasol", "girasol", "API_TOKEN"),
        ("ENV API_TOKEN=girasol", "girasol", "ENV API_TOKEN"),
        ("fly secrets set API_TOKEN=girasol", "girasol", "fly secrets set"),
        ("Deploy: helm install app ./chart --set db.password=Cardal", "Cardal", "db.password"),
        ("vault login s.Girasol77abcDEF", "Girasol77", "vault login"),
        ("default login anonymous password Girasol", "Girasol", "anonymous"),
        ('DB: psql "host=db user=ana password=Zimbral dbname=loja"', "Zimbral", "dbname=loja"),
    ],
)
def test_a_command_line_in_a_models_json_reply_is_masked(body: str, secret: str, kept: str) -> None:
    """A model's reply is JSON, read decoded too (``models/scrub.py``): a command line that opens a JSON string or
    ends one (``…API_TOKEN=girasol"}``) is read as on its own line."""
    raw = json.dumps({"candidates": [{"body": body, "kind": "fact"}]})
    scrubbed = scrub_text(raw)
    assert json.loads(scrubbed)["candidates"][0]["kind"] == "fact"
    assert secret not in scrubbed
    assert kept in scrubbed
