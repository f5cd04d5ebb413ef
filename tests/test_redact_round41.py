"""The secrets' thirteenth round (round 41): what people paste with a password in it that redaction still kept — the
password's word in more languages before ':' and one word (Dutch "wachtwoord:", Polish "Hasło:", Swedish
"Lösenord:", Danish, Norwegian, Finnish, Turkish, Hungarian, Romanian, Indonesian, Catalan, Italian), the words that
name a password and something else as well, read as Spanish "Clave:" is (Portuguese "Chave:", Czech "Heslo:", Greek
"Κωδικός:"), a capitalised word after "Clave:", a Wi-Fi's key (a router's "WPA key:", "wifi: Casa / …", "SSID Casa pass
…", "the wifi is 'Casa' and the code is …"), a user and a password with no ':' ("login bob / …", "bob / … for the
router"), ftp's ``user NAME PASS`` and more command lines' options — each beside the honest look-alike that must stay
as it was written: a form's word, a motto, a heading, a network's name, "and / or", a fraction, a path.
"""

from __future__ import annotations

import pytest
from redaction import assert_kept, assert_masked

from kura_server.write.redact import warm_up


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (text, the values masked, in order): each kept whole on 3ba7b37
MASKED = [
    # the password's word in more languages, ':' and one word closing the line (or a value with a digit)
    ("wachtwoord: zonnebloem77", ["zonnebloem77"]),
    ("wachtwoord: zonnebloem", ["zonnebloem"]),
    ("Wachtwoord: Zonnebloem", ["Zonnebloem"]),
    ("Het wachtwoord is zonnebloem.", ["zonnebloem"]),
    ("wachtwoord = zonnebloem", ["zonnebloem"]),
    ("Hasło: slonecznik77", ["slonecznik77"]),
    ("hasło: slonecznik", ["slonecznik"]),
    ("Lösenord: solros77", ["solros77"]),
    ("lösenord: solros", ["solros"]),
    ("Adgangskode: solsikke", ["solsikke"]),
    ("passord: solsikke", ["solsikke"]),
    ("Salasana: auringonkukka", ["auringonkukka"]),
    ("şifre: aycicegi", ["aycicegi"]),
    ("Jelszó: napraforgo", ["napraforgo"]),
    ("parolă: floarea", ["floarea"]),
    ("Kata sandi: bunga", ["bunga"]),
    ("kata laluan: bunga77", ["bunga77"]),
    ("Contrasenya: gira", ["gira"]),
    ("Parola d'ordine: girasole", ["girasole"]),
    ("Usuario: ana\nClave: Girasol", ["Girasol"]),
    # the words that name a password and a key, a motto or a code, read as "Clave:" is
    ("Clave: Girasol", ["Girasol"]),
    ("Chave: girassol", ["girassol"]),
    ("Chave: Girassol", ["Girassol"]),
    ("Minha chave: girassol77", ["girassol77"]),
    ("Heslo: slunecnice", ["slunecnice"]),
    ("Heslo: slunecnice77", ["slunecnice77"]),
    ("Κωδικός: ilianthos", ["ilianthos"]),
    ("κωδικός πρόσβασης: ilianthos77", ["ilianthos77"]),
    # a Wi-Fi's key: a router's label, after "wifi:", beside the network's name, after the network in a sentence
    ("WPA key: sunflower42", ["sunflower42"]),
    ("WPA2 key: sunflower42", ["sunflower42"]),
    ("WPA2-PSK key: sunflower42", ["sunflower42"]),
    ("WPA key: sunflower", ["sunflower"]),
    ("Network security key: sunflower42", ["sunflower42"]),
    ("wifi key: sunflower42", ["sunflower42"]),
    ("wifi: sunflower42", ["sunflower42"]),
    ("the wifi is 'Bergfink' and the code is lindwurm77", ["lindwurm77"]),
    ("wifi: Casa / sunflower42", ["sunflower42"]),
    ("wifi: Casa / sunflower", ["sunflower"]),
    ("SSID Casa pass sunflower42", ["sunflower42"]),
    ("The wifi is 'Casa' and the code is sunflower42", ["sunflower42"]),
    ("Wi-Fi: Casa, key: sunflower42", ["sunflower42"]),
    # a user and a password with no ':' after the login word, or none at all but the device it is for
    ("login bob / hunter2xyz", ["hunter2xyz"]),
    ("login bob/hunter2xyz", ["hunter2xyz"]),
    ("bob / hunter2xyz for the router", ["hunter2xyz"]),
    ("admin/Hunter2Pass on the NAS", ["Hunter2Pass"]),
    # ftp's own "user NAME PASS" after the line that runs ftp, or at its prompt
    ("ftp db01.example.com\nuser bob hunter2xyz", ["hunter2xyz"]),
    ("$ ftp -n db01\nuser bob quillmarsh", ["quillmarsh"]),
    ("ftp> open db01\nConnected to db01.\nftp> user bob quillmarsh", ["quillmarsh"]),
    # more command lines' options that take the password
    ("svn checkout --username bob --password quillmarsh https://svn.example.com/app", ["quillmarsh"]),
    ("ldapsearch -x -D cn=admin,dc=example,dc=com -w quillmarsh", ["quillmarsh"]),
    ("mosquitto_pub -h broker -u bob -P quillmarsh -t home/temp -m 21", ["quillmarsh"]),
    ("unrar x -pquillmarsh backup.rar", ["quillmarsh"]),
]

# Masked on 3ba7b37 already (the brief's list, checked): kept here so that they stay masked
ALREADY_MASKED = [
    ("Senha: girassol77", ["girassol77"]),
    ("senha: girassol", ["girassol"]),
    ("Şifre: aycicegi77", ["aycicegi77"]),
    ("login: bob / hunter2xyz", ["hunter2xyz"]),
    ("wifi: sunflower", ["sunflower"]),
    ("mongo -u bob -p hunter2xyz", ["hunter2xyz"]),
    ("redis-cli -a hunter2xyz", ["hunter2xyz"]),
    ("psql --password=hunter2xyz", ["hunter2xyz"]),
    ("mysqldump -u root --password=hunter2xyz db", ["hunter2xyz"]),
    ("[client]\nuser=bob\npassword=hunter2xyz", ["hunter2xyz"]),
    ("DATABASE_PWD=quillmarsh", ["quillmarsh"]),
    ("jdbc:sqlserver://db01:1433;databaseName=app;user=bob;password=quillmarsh;", ["quillmarsh"]),
    ("Server=db01;Database=app;User Id=bob;Password=quillmarsh;", ["quillmarsh"]),
    ('psql "host=db01 user=bob password=quillmarsh"', ["quillmarsh"]),
    ("keytool -storepass quillmarsh", ["quillmarsh"]),
]

# Honest look-alikes: each must stay as written
KEPT = [
    # a form's word after the password's word, in its language
    "Wachtwoord: vergeten",
    "Wachtwoord: Vereist",
    "Wachtwoord vergeten?",
    "Het wachtwoord moet minstens acht tekens hebben.",
    'wachtwoord = input("Wachtwoord: ")',
    "Hasło: Nieprawidłowe",
    "Lösenord: Glömt",
    "passord: glemt",
    "Salasana: väärä",
    "Şifre: yanlış",
    "Jelszó: hibás",
    "Kata sandi: salah",
    "Contrasenya: Incorrecta",
    "Parola d'ordine: sbagliata",
    "Parola: ciao",
    # a key point, a keyword, a motto, a heading's abstract noun, a code
    "Clave: Paciencia",
    "Clave: Comunicación",
    "CLAVE: PACIENCIA",  # round 42 masks "Clave: GIRASOL" (a password typed in capitals); a line in capitals stays
    "Palabra clave: Marketing",
    "Palavra-chave: marketing",
    "Chave: Comunicação",
    "Chave: obrigatória",
    "A chave: paciência",
    "Heslo: Kvalita",
    "Naše heslo: kvalita",
    "Heslo: nesprávné",
    "Κωδικός: Απαιτείται",
    "Κωδικός: 2024",
    # a network's name, its band, its standard, what is wrong with it
    "wifi: MyHome_5G",
    "wifi: casa_5g",
    "Wifi: Casa2024",
    "wifi: 802.11ac",
    "wifi: 5GHz",
    "wifi: WPA2",
    "WPA key: AES-128",
    "wifi: 2024-01-02",
    "wifi: wpa2",
    "wifi: home / office",
    "wifi: on / off",
    "Wi-Fi: 2.4 / 5 GHz",
    "SSID Casa pass through",
    "The wifi is down and the key is patience.",
    "The wifi is slow; the key is to restart the router.",
    "The wifi router's code is GPL-2.0",
    # "and / or", a path, a fraction, a range, a date, two forms of one name, a menu
    "login page / dashboard",
    "log in and / or register",
    "login 2023/2024",
    "logins: 2023/2024",
    "login 12/05/2024",
    "Login: admin / Settings",
    "the login flow / signup flow",
    "login via /api/v2/auth",
    "log in with google/apple",
    "wifi and/or ethernet",
    "IPv4 / IPv6 for the router",
    "WPA2/WPA3 on the modem",
    "and / or for the router",
    "read/write access to the database",
    "TCP/UDP for the firewall",
    "1/2 of the server",
    "2.4GHz/5GHz on the router",
    "docs/setup.md for the router",
    # ftp's "user" with no ftp before it, a variable, prose after "FTP"; options that prompt
    "user bob hunter2xyz",
    "ftp> user bob",
    "ftp db01\nuser bob $FTP_PW",
    "FTP is old\nuser guide first",
    "ldapsearch -x -D cn=admin -W",
    "unrar x -p- backup.rar",
]


@pytest.mark.parametrize(("text", "secrets"), MASKED + ALREADY_MASKED)
def test_a_secret_people_and_tools_paste_is_masked(text: str, secrets: list[str]) -> None:
    assert_masked(text, secrets)


@pytest.mark.parametrize("text", KEPT)
def test_its_honest_look_alike_is_kept(text: str) -> None:
    assert_kept(text)


@pytest.mark.parametrize(
    ("raw", "secret"),
    [
        ('{"body": "The family visits Utrecht.\\n\\nwachtwoord: zonnebloem"}', "zonnebloem"),
        ('{"body": "The user set up the router.\\n\\nWPA key: sunflower42"}', "sunflower42"),
        ('{"body": "The user set up the router.\\n\\nwifi: Casa / sunflower42"}', "sunflower42"),
        ('{"body": "The bank login.\\n\\nUsuario: ana\\nClave: Girasol"}', "Girasol"),
    ],
)
def test_a_secret_closing_a_models_json_string_is_masked(raw: str, secret: str) -> None:
    """A model's reply is JSON, read decoded too (models/scrub.py): there the line ends in the string's close."""
    from kura_server.models.scrub import scrub_text

    assert secret not in scrub_text(raw)
