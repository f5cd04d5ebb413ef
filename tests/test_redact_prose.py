"""Secrets without a format: prose labels in several languages, short passwords, AWS secret keys next to
their id, random tokens with no label — and the ordinary text that must pass untouched, measured on
LoCoMo's conversations.

Fake secrets are built from pieces so that this file does not trip secret scanners itself.
"""

from __future__ import annotations

import base64
import json
import random
import string

import pytest
from fake_secrets import AWS_ID, AWS_SECRET, PASSWORD
from locomo_data import SKIP_REASON, locomo_dev_path

from kura_server.bench.locomo import load
from kura_server.models.scrub import scrub_text
from kura_server.write.redact import MARKER_RE, Redaction, mask, redact, warm_up
from kura_server.write.redact_rules import luhn

HEX40 = "a94a8fe5ccb19ba6" + "1c4c0873d391e987982fbbd3"
RANDOM_B62 = "X7fG2kLp9QzR4m" + "N8vB3wY6tH1jD5"
RANDOM_URLSAFE = "q8Zr3-Kp0vW_xT5" + "nLm2YbA9sEf7G"
PW = PASSWORD
REGISTRY_AUTH = base64.b64encode(b"admin:" + PASSWORD.encode()).decode()
DISCORD_TOKEN = RANDOM_B62 + RANDOM_URLSAFE + "Zx9Qw8Er7Ty6Ui5Op4As3Df2"
SEED_WORDS = "abandon ability able about above absent absorb abstract absurd abuse access accident".split()  # noqa: SIM905
# numbered lists people write, one lower-case word of 3-8 letters each, of a seed phrase's lengths (12, 24)
SHOPPING = "milk eggs bread butter cheese apples rice pasta onions garlic coffee yogurt".split()  # noqa: SIM905
SPELLING = (  # noqa: SIM905 - a word list
    "because friend island listen answer thumb castle whistle knight wrinkle ghost rhythm "
    "library february animal believe caught doubt enough guard heart minute picture quarter"
).split()


@pytest.fixture(scope="module", autouse=True)
def _warm() -> None:
    warm_up()


# (kind, secret, sentence with {} where the secret goes): the secret alone is masked, the prose stays.
MUST_MASK: list[tuple[str, str, str]] = [
    # passwords named in prose
    ("password", PW, "The staging database password is {} for the admin user"),
    ("password", PW, "The password for the admin user is {}."),
    ("password", "hunter2", "password = {}"),
    ("password", "hunter2", "PASSWORD={}"),
    ("password", "hunter2", "pw: {}"),
    ("password", "hunter2", "passwd {}"),
    ("password", "Winter2024", "my password was changed to {}!"),
    ("password", "Gato-2024", "the wifi password is now {}"),
    ("password", "482193", "the password is {}"),
    ("assigned_secret", "correct-h0rse", "The passphrase: {}"),  # the assignment rule names it first
    ("password", "Gato2024", "la contraseña es {}"),
    ("password", "Gato2024", "La contraseña del wifi es {}, no la compartas."),
    ("password", "Soleil2024", "le mot de passe est {}"),
    ("password", "Sommer2024", "Das Passwort ist {}."),
    ("password", "Praia2024", "a senha é {}"),
    ("password", "abc123", "密码是{}，请记住"),
    ("password", "hunter2", "我的密码是 {} ，别告诉别人"),
    ("password", "Abc12345", "密码：{}"),
    ("password", "hunter2", "パスワードは{}です"),
    # a qualifier in Russian ("пароль от/для/к/на/у …"), and the dash as the separator, in every language
    ("password", "Zq9xLm2Pw", "Мой пароль от почтового сервера: {}, его сменили в понедельник."),
    ("password", "Zq9xLm2Pw", "пароль для сервера: {}"),
    ("password", "Zq9xLm2Pw", "пароль от wifi — {}"),
    ("password", "Zq9xLm2Pw", "пароль к роутеру на даче: {}"),
    ("password", "Zq9xLm2Pw", "пароль у админа — {}"),
    ("password", "Zq9xLm2Pw", "the wifi password — {}"),
    ("password", "Zq9xLm2Pw", "the password for the mail server – {}"),
    ("password", "Zq9xLm2Pw", "la contraseña del wifi — {}"),
    ("password", "Zq9xLm2Pw", "das Passwort für den Server — {}"),
    ("password", "Zq9xLm2Pw", "le mot de passe du wifi—{}"),
    ("password", "Zq9xLm2Pw", "密码 — {}"),
    ("password", "Zq9xLm2Pw", "パスワード — {}"),
    ("pin", "4821", "the door code — {}"),
    # red team: a colon after the verb, French "c'est" and "mdp", a `_pass` variable
    ("password", "Tr0ub4dor9", "the password is: {}"),
    ("password", "perro1234", "la contraseña es: {}"),
    ("password", "macaco99", "minha senha é: {}"),
    ("password", "Chat1234", "mon mot de passe c'est {}"),
    ("password", "Chat1234x", "le mdp du wifi est {}"),
    ("password", "Chat1234x", "mdp: {}"),
    ("assigned_secret", "S3cr3tPw", "export DB_PASS={}"),
    ("assigned_secret", "S3cr3tPw99", "smtp_pass: {}"),
    ("assigned_secret", "S3cr3tPw99", '{{"user": "admin", "pass": "{}"}}'),
    ("assigned_secret", "Hunter2Pass", "DB creds: user=app pass={} host=db.internal"),
    ("assigned_secret", "Hunter2Pass", "user: admin\npass: {}"),
    # red team: a password given on a command line
    ("cli_password", "Hunter2Pass", "curl -u admin:{} https://api.internal/health works from the bastion."),
    ("cli_password", "Hunter2Pass", "docker login -u admin -p {} registry.example.com"),
    ("cli_password", "Hunter2Pass", "mysql -uroot -p{} app"),
    ("cli_password", "Hunter2Pass", "sshpass -p {} ssh admin@bastion"),
    ("cli_password", "S3cretRedis!", "redis-cli -a {} ping"),
    # ... in shell quotes, single or double: what is inside the quotes goes, the quotes and the command stay
    ("cli_password", PW, "sshpass -p '{}' ssh deploy@web1"),
    ("cli_password", PW, 'sshpass -p "{}" ssh deploy@web1'),
    ("cli_password", PW, "sshpass -v -p '{}' ssh -p 2222 deploy@web1"),
    ("cli_password", PW, "docker login -u admin -p '{}' registry.local"),
    ("cli_password", PW, 'docker login -u admin -p "{}" registry.local'),
    ("cli_password", PW, "docker login --password '{}' registry.local"),
    ("cli_password", PW, 'docker login --password="{}" registry.local'),
    ("cli_password", PW, "mysql -u root -p'{}' app"),
    ("cli_password", PW, 'mysql -u root -p"{}" app'),
    ("cli_password", PW, "redis-cli -a '{}' ping"),
    ("cli_password", PW, 'redis-cli -a "{}" ping'),
    ("cli_password", PW, "curl -u admin:'{}' https://api.local"),
    ("cli_password", PW, 'curl -u admin:"{}" https://api.local'),
    ("cli_password", PW, "curl --user='admin':'{}' https://api.local"),
    # a quoted value is the password whatever it reads: a plain word, blanks, the other quote, an escape
    ("cli_password", "letmein", "sshpass -p '{}' ssh admin@bastion"),
    ("cli_password", "correct horse battery", "redis-cli -a '{}' ping"),
    ("cli_password", "correct horse battery", "curl -u 'admin:{}' https://api.local"),
    ("cli_password", 'it"s-Hunter2', "sshpass -p '{}' ssh admin@bastion"),
    ("cli_password", "it's-Hunter2", 'sshpass -p "{}" ssh admin@bastion'),
    ("cli_password", 'Hun\\"ter2', 'sshpass -p "{}" ssh admin@bastion'),
    ("cli_password", 'Hun\\"ter2', 'curl -u "admin:{}" https://api.local'),
    # a quote left open: the word after it
    ("cli_password", PW, "sshpass -p '{} ssh deploy@web1"),
    # red team: a label in Markdown emphasis or code marks, as models write it; the marks and the label stay
    ("assigned_secret", PW, "**Password:** {}"),
    ("assigned_secret", PW, "- **password**: {}"),
    ("assigned_secret", PW, "__Password__: {}"),
    ("assigned_secret", PW, "*Password*: {}"),
    ("assigned_secret", PW, "_password_: {}"),
    ("assigned_secret", PW, "**DB_PASSWORD**={}"),
    ("assigned_secret", PW, "`db_password`: {}"),
    ("assigned_secret", PW, "**`DB_PASSWORD`**: {}"),
    ("assigned_secret", PW, "**Password:**\n{}"),
    ("assigned_secret", HEX40, "**Token:** {}"),
    ("assigned_secret", HEX40, "- __token__: {}"),
    ("password", "hunter2", "**pw:** {}"),
    ("password", "hunter2", "* **Password**: {}"),
    ("password", PW, "**The staging password is** {}"),
    ("password", PW, "**The password is:** {}"),
    ("password", "Winter2024", "**password changed to** {}"),
    ("pin", "4821", "**PIN:** {}"),
    ("pin", "4821", "**Door code**: {}"),
    ("secret", RANDOM_B62[:16], "**API key** {}"),
    ("secret", "9xQ2mB7kL4pZ8wR3", "**The secret is** {}"),
    # ... and a value in emphasis or code marks: the value goes, its marks stay
    ("assigned_secret", PW, "**Password:** **{}**"),
    ("assigned_secret", PW, "Password: *{}*"),
    ("assigned_secret", PW, "__Password__: __{}__"),
    ("assigned_secret", PW, "**Password:** `{}`"),
    ("assigned_secret", PW, "password: `{}`"),
    ("password", PW, "the password is **{}**."),
    ("password", "hunter2", "pw: _{}_"),
    ("secret", HEX40, "the deploy token is **{}**"),
    # PINs and one-time codes: digits after a PIN word and a separator
    ("pin", "4821", "the pin is {}"),
    ("pin", "4821", "PIN: {}"),
    ("pin", "4821", "The door code is {} for the side entrance."),
    ("pin", "4821", "el pin es {}"),
    ("pin", "482193", "验证码是 {}"),
    # keys, tokens and secrets named in prose: the value must look like one
    ("secret", RANDOM_B62[:16], "the API key is {}"),
    ("secret", HEX40, "token {}"),
    ("secret", HEX40, "The deploy token is {} (rotated weekly)."),
    ("secret", "9xQ2mB7kL4pZ8wR3", "The secret is {}"),
    ("secret", "7f3a9c2e1b8d4f6a", "the session token is {}"),
    ("secret", "Xk9mP2vL5qR8", "la clave es {}"),
    ("secret", "a94a8fe5ccb19ba61c4c", "令牌是 {}"),
    # an AWS secret key: 40 chars that only their neighbour or their label makes a secret
    ("aws_secret_key", AWS_SECRET, "the AWS secret key is {}"),
    ("aws_secret_key", AWS_SECRET, "aws secret access key: {}"),
    # random tokens with no label at all
    ("high_entropy_string", RANDOM_B62, "use {} for the webhook"),
    ("high_entropy_string", RANDOM_URLSAFE, "WEBHOOK={}"),
    ("url_signature", "Zx9Qw8Er7Ty6Ui5Op4As3Df2", "https://api.example.com/v1/export?sig={}"),
    # red team: signed URLs (a hex signature is masked for its parameter's name), Vault and Google OAuth tokens
    (
        "url_signature",
        HEX40 + "0123456789abcdef01234567",
        "https://b.s3.amazonaws.com/f?X-Amz-Date=20261202&X-Amz-Signature={}",
    ),
    ("url_signature", "AbCdEf0123456789%2BxyZ%3D", "https://acct.blob.core.windows.net/c/f?sv=2021-06-08&sp=r&sig={}"),
    ("vault_token", "hvs." + RANDOM_B62 + RANDOM_URLSAFE, "VAULT_TOKEN is {} for the CI role"),
    ("google_oauth_token", "ya29." + RANDOM_B62 + RANDOM_URLSAFE, "the access token {} expires in an hour"),
    # passphrases after a password word: 3-6 words joined by '-', '_' or '.', or separated by blanks to the
    # sentence's end, none of them a word prose needs (see MUST_NOT_MASK for the prose that stays)
    ("password", "correct-horse-battery-staple", "The wifi password is {}."),
    ("password", "Correct-Horse-Battery-Staple", "The wifi password is {}."),
    ("password", "correct_horse_battery_staple", "the password is {}"),
    ("password", "tango.lima.echo.nine", "the vault passphrase: {}"),
    ("password", "correct-horse-battery-staple", "(password {})"),
    ("password", "purple monkey dishwasher", "Passphrase: {}"),
    ("password", "correct horse battery staple", "The wifi password is {}."),
    ("password", "Correct Horse Battery Staple", "my passphrase is {}! Keep it safe."),
    # a password of one plain word after an English password word and ':' or a verb, closing its sentence or line
    ("password", "swordfish", "The password is {}."),
    ("password", "sunshine", "my password is {}"),
    ("password", "correcthorse", "my wifi password is {}"),
    ("password", "dragon", "pw: {}"),
    ("password", "letmein", "pass: {}"),
    ("password", "monkey", "Password: {}"),
    ("password", "monkey", "**Password:** {}"),
    ("password", "Trustno", "the router password was changed to {}!"),
    ("password", "hunter", "(the admin password is {})"),
    ("password", "changeme", "user: admin\npassword: {}\nhost: db"),
    # ... or going on after a comma, a semicolon or a conjunction
    ("password", "swordfish", "My password is {} and nobody knows it."),
    ("password", "swordfish", "the password is {}, don't tell anyone"),
    ("password", "swordfish", "the password is {}; the user is bob"),
    ("password", "swordfish", "The password is {} but I may change it."),
    # ... after a Spanish, French, German or Portuguese password word
    ("password", "girasol", "mi contraseña es {}"),
    ("password", "tournesol", "mon mot de passe est {}"),
    ("password", "Sonnenblume", "mein Passwort ist {}"),
    ("password", "Schwertfisch", "das Passwort ist {}"),
    ("password", "girassol", "a senha é {}, não contes"),
    ("password", "piñata", "la contraseña del wifi es {}."),
    ("password", "tournesol", "le mdp est {}"),
    ("password", "Sonnenblume", "Passwort: {}"),
    # a wallet's seed phrase: 12-24 words after its label, every word of the run masked, the label kept
    (
        "seed_phrase",
        "apple banana cherry dog elephant frog grape house island jungle kite lemon",
        "recovery phrase: {}",
    ),
    (
        "seed_phrase",
        "apple banana cherry dog elephant frog grape house island jungle kite lemon",
        "my seed phrase is {} and I keep it offline",
    ),
    (
        "seed_phrase",
        "apple banana cherry dog elephant frog grape house island jungle kite lemon",
        "Secret Recovery Phrase: {}.",
    ),
    (
        "seed_phrase",
        "apple banana cherry dog elephant frog grape house island jungle kite lemon mango nut orange",
        "mnemonic: {}",
    ),
    ("seed_phrase", "apple banana cherry dog elephant frog grape house island jungle kite lemon", "frase semilla: {}"),
    (
        "seed_phrase",
        "apple banana cherry dog elephant frog grape house island jungle kite lemon",
        "phrase de récupération : {}",
    ),
    (
        "seed_phrase",
        "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
        "the wallet's seed words are {}",
    ),
    # a Wi-Fi network's key
    ("wifi_password", "purplemonkey", "the wifi key is {}"),
    ("wifi_password", "purplemonkey", "wifi: {}"),
    ("wifi_password", "purplemonkey", "wifi password {}"),
    ("wifi_password", "purplemonkey", "Wi-Fi code: {}, the network is Home5"),
    ("wifi_password", "Sonnenblume", "WLAN-Schlüssel: {}"),
    ("wifi_password", "girasol", "la clave del wifi es {}"),
    # a lock's combination, a PIN after '#'
    ("pin", "12-34-56", "the safe combination is {}"),
    ("pin", "24-12-36", "my locker combo is {}"),
    ("pin", "36-24-36", "the combination to the safe is {}"),
    ("pin", "1234", "the bike lock combo is {}."),
    ("pin", "4821", "gate code #{}"),
    ("card_cvv", "123", "security code {} on the back"),
    ("cli_password", "supersecret", "mysqladmin -u root -p{} status"),
    # ids labelled in Chinese or Japanese: a passport's number, a PRC id and a My Number passing their check digit
    ("passport_number", "E12345678", "护照号码 {}"),
    ("passport_number", "E12345678", "我的护照号码是{}。"),
    ("national_id", "11010519491231002X", "身份证号 {}"),
    ("national_id", "110101199003074573", "身份证号码：{}"),
    ("national_id", "123456789018", "マイナンバー {}"),
    ("national_id", "1234 5678 9018", "個人番号は{}です"),
    # a one-word password after a Russian, Chinese, Japanese or Korean password word (written in ASCII: the keyboard
    # it is typed on), and Korean labels for any password
    ("password", "swordfish", "мой пароль — {}"),
    ("password", "swordfish", "пароль: {}"),
    ("password", "swordfish", "Пароль от почты — {}, никому не говори."),
    ("password", "swordfish", "мой пароль — это {} и никто не знает"),
    ("password", "hunter2", "пароль это {}"),
    ("password", "swordfish", "密码是{}"),
    ("password", "swordfish", "密码：{}"),
    ("password", "swordfish", "パスワードは{} です"),
    ("password", "swordfish", "비밀번호는 {}"),
    ("password", "hunter2", "비밀번호: {}입니다"),
    # a password noted with no ':' or verb, a line of its own
    ("password", "swordfish", "password {}"),
    ("password", "swordfish", "my password {}."),
    ("password", "letmein", "shed:\npw {}\nbike: blue"),
    # a numbered or listed seed phrase after its label
    ("seed_phrase", " ".join(f"{i}. {w}" for i, w in enumerate(SEED_WORDS, 1)), "seed phrase: {}"),
    ("seed_phrase", "\n".join(SEED_WORDS), "seed phrase:\n{}"),
    ("seed_phrase", "\n".join(f"{i}) {w}" for i, w in enumerate(SEED_WORDS, 1)), "My recovery phrase:\n{}\n"),
    ("seed_phrase", "\n".join(f"word {i}: {w}" for i, w in enumerate(SEED_WORDS, 1)), "mnemonic:\n{}"),
    # ids labelled in Korean, Chinese (Taiwan, Hong Kong) or English, passing their check digit
    ("national_id", "800101-1234560", "주민등록번호 {}"),
    ("national_id", "8001011234560", "제 주민등록번호는 {}입니다"),
    ("national_id", "A123456789", "身分證字號：{}"),
    ("national_id", "A123456789", "my Taiwan ID is {}"),
    ("national_id", "A123456(3)", "HKID {}"),
    ("national_id", "A123456(3)", "香港身份證號碼是{}。"),
    # a combination's groups after a code word naming a lock, or after "combination" with no lock: a dial's numbers
    ("pin", "4-21-7", "the code to the shed is {}"),
    ("pin", "4-21-7", "the combination is {}"),
    ("pin", "36-24-36", "Combination: {}."),
    # a line of "мой пароль" (or "наш пароль") and one word, as "my password swordfish"
    ("password", "swordfish", "мой пароль {}"),
    ("password", "swordfish", "Наш пароль {}."),
    ("password", "letmein", "роутер:\nмой пароль {}\n"),
    # … going on after a comma or a conjunction (a Latin word after Russian's password word is not the sentence's own)
    ("password", "swordfish", "мой пароль {}, никому не говори"),
    ("password", "swordfish", "Наш пароль {} и никто не знает"),
    # one Russian word after Russian's password word and ':', a dash or "это", as one English word is read
    ("password", "рыбамеч", "мой пароль — {}"),
    ("password", "ласточка", "пароль: {}, никому не говори"),
    ("password", "солнышко", "Пароль от почты — {}."),
    ("password", "котик", "мой пароль — это {} и никто не знает"),
    ("password", "Дмитрий", "мой пароль — {}"),
    # after a CJK password word: a capitalised word or one with inner capitals closing its clause, a value after '是:',
    # 'は、' or in CJK quotes
    ("password", "Swordfish", "密码是 {}"),
    ("password", "Swordfish", "我的密码是{}。"),
    ("password", "Swordfish", "パスワードは{}です"),
    ("password", "Swordfish", "비밀번호는 {}입니다"),
    ("password", "SwordFish", "密码：{}，别告诉别人"),
    ("password", "Tr0ub4dor", "パスワードは「{}」です"),
    ("password", "Swordfish", "パスワードは『{}』"),
    ("password", "Swordfish2024", "密码是“{}”"),
    ("password", "Tr0ub4dor", "パスワードは、{} です"),
    ("password", "Swordfish2024", "密码是: {}"),
    # … or before a verb that makes it the password, after its particle (Japanese に, Korean 로)
    ("password", "Swordfish", "パスワードは{}にした"),
    ("password", "Swordfish", "パスワードは{}にしました。"),
    ("password", "Swordfish", "パスワードは {} に変えた"),
    ("password", "Swordfish", "パスワードは{}にしておいた"),
    ("password", "Swordfish", "비밀번호는 {}로 바꿨어"),
    # … or set to it: a Chinese verb of setting (改成, 设成, 设置为, 换成), a Japanese or Korean object's particle
    # (を, 를) and a verb that makes it the password
    ("password", "swordfish2024", "把密码改成 {}"),
    ("password", "hunter2", "密码设成了 {}"),
    ("password", "hunter2", "我把密码换成了{}，别告诉别人"),
    ("password", "Swordfish2024", "我把密码设置为 {}"),
    ("password", "Swordfish", "我把wifi密码改成了 {}。"),
    ("password", "Tr0ub4dor", "密码已经改成 {} 了"),
    ("password", "swordfish2024", "パスワードを{}に変えた"),
    ("password", "Swordfish", "パスワードを「{}」に変更しました"),
    ("password", "swordfish2024", "비밀번호를 {}로 바꿨어"),
    ("password", "Swordfish", "비밀번호를 {}로 바꿨어"),
    # a capitalised Russian name after "Пароль:" — an adjective ends in -ий only after a velar, a hushing consonant, a
    # soft н or т ("Пароль: Средний" stays)
    ("password", "Дмитрий", "Пароль: {}"),
    ("password", "Анатолий", "пароль: {}"),
    # a password named by its label is masked even when it is a common word or a brand, as in English: "我的密码是
    # Google。" says the password is "Google" (a name the sentence goes on from stays: "密码是 Google 账号的")
    ("password", "Google", "我的密码是 {}。"),
    ("password", "Google", "The password is {}."),
    # a Korean resident registration number after its label, its birth date valid: since October 2020 its last digit
    # is no check digit (these fail the old one)
    ("national_id", "900101-5234567", "주민등록번호 {}"),
    ("national_id", "800101-1234561", "RRN {}"),
    ("national_id", "200229-3123456", "my RRN is {}"),
    ("national_id", "0203154123456", "resident registration number: {}"),
    ("national_id", "950615-2345678", "제 주민번호는 {}입니다"),
    # a code word nothing names, and a dial's numbers
    ("pin", "4-21-7", "the code is {}"),
    ("pin", "12-34-56", "Code is {}."),
    ("pin", "36-24-36", "I think the code was {}, right?"),
    # a PIN after a code word nothing names, closing its clause, in English, French, German, Spanish, Portuguese and
    # Italian; a dial's numbers in French
    ("pin", "4821", "the code is {}"),
    ("pin", "4821", "The code is {}, don't tell anyone."),
    ("pin", "482193", "Your code is {}."),
    ("pin", "4-21-7", "le code est {}"),
    ("pin", "4821", "Le code est {}."),
    ("pin", "4821", "der Code ist {}"),
    ("pin", "4821", "el código es {}"),
    ("pin", "4821", "o código é {}"),
    ("pin", "4821", "il codice è {}"),
    # … or after ':' at a line's start ("code: 4821", a form's field); a PIN word and a blank, the digits closing their
    # clause or the word naming a lock
    ("pin", "4821", "code: {}"),
    ("pin", "4821", "Code: {}"),
    ("pin", "482193", "My code: {}."),
    ("pin", "4-21-7", "the bike lock\ncode: {}"),
    ("pin", "4821", "PIN {}"),
    ("pin", "4821", "my PIN {}, don't tell anyone"),
    ("pin", "4821", "door code {}"),
    ("pin", "48213", "the gate code {} for the building"),
    ("pin", "483920", "verification code {}"),
    # … in Russian: "код" nothing names, or a lock's ("код от домофона"), a PIN word ("PIN-код", "пин")
    ("pin", "4821", "код: {}"),
    ("pin", "4821", "мой код — {}"),
    ("pin", "4821", "код от домофона — {}"),
    ("pin", "4821", "PIN-код: {}"),
    ("pin", "4821", "пин-код {}"),
    # a password after Arabic's, Hindi's or Turkish's password word; an environment variable's _PASS
    ("password", "swordfish2024", "كلمة المرور: {}"),
    ("password", "swordfish2024", "كلمة المرور هي {}"),
    ("password", "hunter2", "كلمة السر: {}"),
    ("password", "swordfish", "كلمة المرور هي {}"),
    ("password", "swordfish2024", "पासवर्ड: {}"),
    ("password", "swordfish2024", "मेरा पासवर्ड {} है"),
    ("password", "swordfish2024", "şifre: {}"),
    ("password", "swordfish2024", "Şifrem {}"),
    ("password", "swordfish2024", "wifi şifresi: {}"),
    ("password", "hunter2", "export DB_PASS={}"),
    ("password", "hunter2", 'SMTP_PASS="{}"'),
    # "'s" for "is" before a password with a digit or a symbol, a PIN; Arabic's PIN word
    ("password", "hunter2", "my password's {}"),
    ("password", "Swordfish2024", "My password’s {}, don't tell"),
    ("pin", "4821", "my PIN's {}"),
    # … a hyphen between blanks, a table's cell; "passcode" and German "Geheimzahl" as PIN words
    ("password", "hunter2", "Password - {}"),
    ("password", "hunter2", "| password | {} |"),
    ("pin", "4821", "| PIN | {} |"),
    ("pin", "482193", "Passcode {}"),
    ("pin", "4821", "Geheimzahl: {}"),
    ("pin", "4821", "meine Geheimzahl ist {}"),
    ("pin", "4821", "الرقم السري: {}"),
    ("pin", "4821", "الرقم السري {}"),
    # a user and a password named together: after a login word (user / password), or each after its own word
    ("password", "hunter2", "login: bob / {}"),
    ("password", "admin", "creds are admin/{}"),
    ("password", "Hunter2Pass", "The ops wiki login is admin / {} for now."),
    ("password", "Hunter2Pass", "creds for the NAS: admin/{}"),
    ("password", "dragon", "login: bob / {}"),
    ("password", "admin", "username admin, password {}"),
    ("password", "letmein", "user: admin pass: {}"),
    ("password", "dragon", "username: bob\npassword: {}"),
    # mysql, mysqldump and mariadb take the password glued to -p: any word there is one
    ("cli_password", "supersecret", "mysql -u root -p{}"),
    ("cli_password", "letmein", "mysqldump -uroot -p{} app > app.sql"),
    # a .pgpass line (host:port:database:user:password), on a line of its own or after ".pgpass"
    ("pgpass_password", "s3cretPw", "db.example.com:5432:app:bob:{}"),
    ("pgpass_password", "s3cretPw", "*:*:*:bob:{}"),
    ("pgpass_password", "dragon", "# ~/.pgpass\n  localhost:5432:*:postgres:{}\n"),
    ("pgpass_password", "s3cretPw", "my .pgpass is db.example.com:5432:app:bob:{}."),
    ("pgpass_password", "pw\\:x", "in ~/.pgpass: `localhost:5432:app:bob:{}`"),
    # ids and bank accounts after their label, in the password rule's languages (routing numbers and sort codes:
    # English); an id has 5+ digits and capitals, an account number is named as one or a bank's code stands near
    ("passport_number", "X12345678", "my passport number is {}"),
    ("passport_number", "123456789", "Passport No. {}, issued 2019"),
    ("passport_number", "X1234567", "mi número de pasaporte es {}"),
    ("passport_number", "45 03 123456", "номер паспорта: {}"),
    ("driver_license", "D1234567", "my driver license is {}"),
    ("driver_license", "MORGA657054SM9IJ", "driver's licence number: {}"),
    ("driver_license", "B072RRE2I55", "Führerschein: {}"),
    ("bank_account", "12345678", "my account number is {}"),
    ("bank_account", "1234567890", "Kontonummer: {}"),
    ("bank_account", "12-34-5678901", "bank account: {}"),
    ("bank_code", "021000021", "the ABA routing number is {}"),
    ("bank_code", "12-34-56", "sort code {}"),
    # payment cards: 13-19 digits in a card network's range that pass Luhn, labelled or not, grouped or not
    ("card_number", "4111 1111 1111 1111", "My card number is {}."),
    ("card_number", "4111111111111111", "card {}"),
    ("card_number", "5555-5555-5555-4444", "the company Mastercard: {}"),
    ("card_number", "3782 822463 10005", "Amex {}, the business one"),
    ("card_number", "4539148803436467", "charge {} for the hotel"),
    # an order number that passes as a card is masked: the two cannot be told apart, and a card leaked costs
    # more than an order number lost (a 16-digit order number that passes Luhn in a card's range is rare)
    ("card_number", "4111111111111111", "order #{}"),
    # a card's security code after its label
    ("card_cvv", "123", "CVV {}"),
    ("card_cvv", "4821", "the CVC is {}"),
    ("card_cvv", "123", "card security code: {}"),
    # recovery and backup codes, one or a list; a code word whose qualifier names a lock
    ("recovery_code", "8f3k-2m9x, 7h1q-4z8p", "the recovery codes are {}"),
    ("recovery_code", "483920", "My 2FA backup code: {}"),
    ("recovery_code", "1a2b3c4d\n5e6f7g8h\n9i0j1k2l", "GitHub recovery codes:\n{}\n(printed, in the safe)"),
    ("recovery_code", "ab12-cd34 and ef56-gh78", "the backup codes are {}."),
    ("pin", "4821", "The code to the front door is {}"),
    ("pin", "19840", "the code for the garage is {}."),
    # a US SSN beside its word; an IBAN, labelled or not (its country's length and mod-97 check)
    ("ssn", "123-45-6789", "My SSN is {}."),
    ("ssn", "123-45-6789", "{} (my social security number)"),
    ("ssn", "123456789", "SSN: {}"),
    ("iban", "DE89 3704 0044 0532 0130 00", "My IBAN is {}."),
    ("iban", "GB82WEST12345698765432", "wire it to {} by Friday"),
    ("iban", "FR1420041010050500013M02606", "IBAN {}"),
    # a Wi-Fi network's QR payload
    ("wifi_password", "Hunter2Pass", "WIFI:S:home;T:WPA;P:{};;"),
    ("wifi_password", "purple\\;monkey", "WIFI:T:WPA;S:cabin;P:{};H:false;;"),
    # ... and wpa_supplicant's pre-shared key
    ("password", "Hunter2Pass", 'network={{\n  ssid="home"\n  psk="{}"\n}}'),
    # an environment variable's capitals glued to PASSWORD (postgres' PGPASSWORD), a short value too
    ("password", "hunter2", "PGPASSWORD={} psql -h db -U app"),
    # a registry login as Docker's config.json and .npmrc keep it: base64 of user:password
    ("registry_auth", REGISTRY_AUTH, '{{"auths": {{"registry.local": {{"auth": "{}"}}}}}}'),
    ("registry_auth", REGISTRY_AUTH, "_auth={}"),
    # a Discord webhook's token (the URL's path: no secret otherwise)
    ("discord_webhook", DISCORD_TOKEN, "Alerts go to https://discord.com/api/webhooks/112233445566778899/{}"),
    # a key's or a lock's emoji as the label; with a blank, a password with a digit closing its line
    ("password", "hunter2", "🔑 {}"),
    ("password", "swordfish2024", "🔐: {}"),
    ("password", "Tr0ub4dor&3", "wifi 🗝️ {}"),
    # the password before its label: a password's value, quoted, or a plain word opening its sentence
    ("password", "hunter2", "{} is my password"),
    ("password", "swordfish2024", "{} es mi contraseña"),
    ("password", "swordfish2024", "{} ist mein Passwort"),
    ("password", "hunter2", "{} est mon mot de passe"),
    ("password", "hunter2", "{} é a minha senha"),
    ("password", "hunter2", "{} — мой пароль"),
    ("password", "Swordfish2024", "{} is the wifi password"),
    ("password", "Tr0ub4dor&3", "{} is the password for the NAS."),
    ("password", "hunter2", "OK so {} is my password, don't tell anyone"),
    ("password", "correct horse", '"{}" is my password'),
    ("password", "Swordfish", "{} is my password."),
    ("password", "Sonnenblume", "{} ist mein Passwort."),
    ("pin", "4821", "{} is my PIN"),
    ("password", "Kestrel4417", "{} is the user's wifi password."),  # as a model writes it
    # a CJK password or PIN word, a blank and digits closing their clause
    ("password", "123456", "密码 {}"),
    ("password", "123456", "密码 {}，别告诉别人"),
    ("password", "4821", "비밀번호 {}"),
    ("pin", "4821", "暗証番号 {}"),
    ("pin", "4821", "暗証番号 {}です"),
    # a Russian name in -ний after a vowel but и, in -гий after р
    ("password", "Евгений", "Пароль: {}"),
    ("password", "Арсений", "Пароль: {}"),
    ("password", "Георгий", "Пароль: {}"),
    # a JSON key "pass" or "pass_phrase" with a short value (the assignment rule wants 8 characters)
    ("password", "hunter2", '{{"pass": "{}"}}'),
    ("password", "hunter2", '{{"credentials": {{"user": "bob", "pass": "{}"}}}}'),
    ("password", "hunter2", '{{"pass_phrase": "{}"}}'),
    # a plain word where a command's option takes only the password
    ("cli_password", "swordfish", "curl -u bob:{} https://api.example.com"),
    ("cli_password", "swordfish", "docker login -u bob -p {} registry.example.com"),
    ("cli_password", "swordfish", "sshpass -p {} ssh admin@bastion"),
    ("cli_password", "foobared", "redis-cli -a {} ping"),
    ("cli_password", "marzipanic.", "The user checks the staging API with curl -u ana:{}"),  # the period goes with it
    # commands whose option takes only the password (round 37)
    ("cli_password", "swordfish", "zip -P {} secret.zip notes.txt"),
    ("cli_password", "swordfish", "unzip -P {} secret.zip"),
    ("cli_password", "swordfish", "7z a -p{} archive.7z docs/"),
    ("cli_password", "swordfish", "openssl enc -aes-256-cbc -k {} -in a.txt -out a.enc"),
    ("cli_password", "swordfish", "openssl rsa -in key.pem -passin pass:{} -out plain.pem"),
    ("cli_password", "swordfish", "smbclient //nas/share -U bob%{}"),
    ("cli_password", "swordfish", "htpasswd -b /etc/nginx/.htpasswd bob {}"),
    ("cli_password", "swordfish", "htpasswd -nb bob {}"),
    ("cli_password", "swordfish", "net use Z: \\\\nas\\share /user:bob {}"),
    ("cli_password", "swordfish", "echo '{}' | sudo -S apt update"),
    ("cli_password", "swordfish", "echo {} | sudo -k -S true"),
    ("cli_password", "swordfish", "curl -ubob:{} https://api.example.com"),
    ("cli_password", "swordfish", "mongo -u bob -p {} admin"),
    ("cli_password", "swordfish", "mongosh --password {} mongodb://db"),
    ("password", "swordfish", "export MYSQL_PWD={}"),
    ("password", "letmein", "DB_PASS={} ./run.sh"),
    # a chat's laugh after the value, an arrow, a qualifier in brackets, "pass:" mid-line, a keypad's PIN, a CJK label,
    # a blank and a word with a digit, a Turkish label, a blank and digits (round 37)
    ("password", "12345", "{} is my password lol"),
    ("password", "swordfish", "the password is {} lol"),
    ("password", "swordfish", "la contraseña es {} jajaja"),
    ("password", "hunter2", "password -> {}"),
    ("password", "hunter2", "Password → {}"),
    ("password", "hunter2", "password 👉 {}"),
    ("password", "hunter2", "password (for the NAS) is {}"),
    ("password", "Tr0ub4dor", "wifi: MyHome_5G / pass: {}"),
    ("pin", "4-8-2-1", "alarm code is {}"),
    ("pin", "4821#", "the gate code is {}"),
    ("pin", "4821#", "pin: {}"),
    ("password", "hunter2", "密码 {}"),
    ("password", "1234", "şifre {}"),
    ("airtable_token", "patXk3fG7qL2mN9pR." + HEX40 + "0123456789abcdef01234567", "AIRTABLE token: {} for the CRM"),
]


def _leaks(secret: str, output: str, template: str) -> list[str]:
    """Runs of 5+ chars of the secret that survive into the output (not template text)."""
    output = MARKER_RE.sub("", output)
    return [
        secret[i : i + 5]
        for i in range(len(secret) - 4)
        if secret[i : i + 5] in output and secret[i : i + 5] not in template
    ]


@pytest.mark.parametrize(
    ("kind", "secret", "template"), MUST_MASK, ids=[f"{c[0]}-{i}" for i, c in enumerate(MUST_MASK)]
)
def test_secrets_in_prose_are_masked(kind: str, secret: str, template: str) -> None:
    text = template.format(secret)
    result = redact(text)
    assert result.text == template.format(mask(kind))
    assert not _leaks(secret, result.text, template)
    (finding,) = result.findings
    assert text[finding.start : finding.end] == secret
    assert redact(result.text) == Redaction(result.text, ())


def test_an_aws_secret_key_next_to_its_id_is_masked() -> None:
    for text in (
        f"{AWS_ID} {AWS_SECRET}",
        f"Access key {AWS_ID} and secret {AWS_SECRET}",
        f"id={AWS_ID}\nsecret={AWS_SECRET}",
        f"keys: {AWS_ID} / {AWS_SECRET} (the AWS docs' example pair)",
    ):
        result = redact(text)
        assert AWS_ID not in result.text and "bPxRfiCY" not in result.text, text
        assert result.kinds == ("aws_access_key", "aws_secret_key"), text
    # 40 chars of base64 with no key id anywhere near and no label: nothing says it is AWS's
    lone = "The blob " + "ab" * 5 + "CDEFghij" * 4 + " stays"
    assert "aws_secret_key" not in redact(lone).kinds


def test_random_tokens_with_no_label_are_masked() -> None:
    """Seeded random tokens of 20-64 chars (base62, base64, url-safe base64, AWS-secret shaped): ≥ 97 % masked.

    The rest are strings whose letters come in long same-class runs (a random string can look like a word).
    """
    rng = random.Random(20261201)
    alphabets = {
        "base62": string.ascii_letters + string.digits,
        "base64": string.ascii_letters + string.digits + "+/",
        "urlsafe": string.ascii_letters + string.digits + "-_",
    }
    tokens = [
        "".join(rng.choice(chars) for _ in range(rng.randint(20, 64)))
        for chars in alphabets.values()
        for _ in range(200)
    ]
    masked = sum(token not in redact(f"We used {token} yesterday.").text for token in tokens)
    assert masked / len(tokens) >= 0.97, f"{masked} of {len(tokens)} random tokens masked"


# Ordinary text that carries the label words, hashes, ids, versions and names: nothing is masked.
MUST_NOT_MASK = [
    "evolve proposal 20261201T134543Z-95a865 rejected; kept in _evolve/proposals/20261201T134543Z-95a865.json",
    # commit ids and digests are not secrets, in prose or in a diffstat
    "Fixed in a3f9c2e; see also commit e83c5163316f89bfbde7d9ab23ca2e25604af290.",
    "The image digest is sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824.",
    " .../7c1e5a2b-3f4d-4c8e-9a61-2b7d0e4f9c13.jsonl |   27 +",
    "Request 123e4567-e89b-12d3-a456-426614174000 failed twice.",
    # label words in ordinary sentences
    "The key is patience. Balance is key, and the key to success is hard work.",
    "That's the key to making a difference.",
    "The password is required; the password is too short; the password is 12 characters long.",
    "Password: see the vault entry. Reset the password for the admin user.",
    "Show your boarding pass: gate B12, seat 14C. Use bypass=true, compass: N45E12, I'll pass: maybe2morrow.",
    "The MDP is a 4x4 grid; in the MDP: states s1 to s4. C'est la vie; mdp est un acronyme.",
    "The signature field is at https://docs.example.com/forms?page=signature&sig=short, see the design.",
    "if ok: pass; x == pass; pass == 3; docker run -u 1000:1000 img; curl -u 1000:1000 x; curl -u admin x",
    'curl -u "$USER:$PASS" https://x; docker login -u admin --password-stdin; mysql -u root -p mydb',
    "The mysql -p flag prompts for a password; mysql -P 3306 -h db.",
    # quoted values that are no password: a shell expansion, a placeholder, an empty password, a flag that
    # means something else, a command the rule does not target
    'docker login -p "$(cat ~/.docker-pw)" r; docker login -p "${{ secrets.REGISTRY_PASSWORD }}" r',
    "docker login -p $(cat pw) r; sshpass -p \"$SSHPASS\" ssh x; mysql -p'' app",
    "mysql -u root -p'your_password' app; redis-cli -a '<password>' ping",
    "mysql -u root -p -e 'SELECT 1'; sshpass -f ~/.pw ssh -p '2222' host; redis-cli -h cache -p '6379' ping",
    "grep -p 'Tr0ub4dor&3x' notes.txt; tar -cpf 'backup-2024.tar' .; git log -p 'HEAD~3..HEAD'",
    "The user's password manager is 1Password and the password is in 1Password.",
    # Markdown emphasis: bold text, labels with no secret after them, emphasised words after a label
    "**Note:** the deploy runs on Friday; **bold** text, *italics*, __underlined__ and `code` stay.",
    "**Password policy:** at least 12 characters. Password policy: at least 12 characters.",
    "**Password:** see the vault entry. **Token:** short-lived. **Secret:** rotate monthly. **Key:** `Ctrl+S`",
    "Password: **required**; the password is *very* long; token: **short-lived**; Password: *see the vault*",
    "**Password:** _none_; **Passwords** are rotated; **API key:** in the vault; **Token count:** 4096",
    "**The password is** required; **the key is** patience; **PIN:** _four digits_",
    "username = __token__ for PyPI uploads; a __secret__ santa; the **token** budget is 32k",
    "The token count is 4096; max_tokens = 4096; token budget of 32k per call.",
    "The GPIO pin is 17, pin 13 drives the LED, and she wore a spiderman pin on her purse.",
    "The area code is 415, the error code is 500, the zip code is 94110.",
    "It's no secret that the secret is to keep going; secret santa is on Friday.",
    "A token of appreciation; token: short-lived; token llama3-8b-instruct-v2 is the default.",
    "key: 2024-01-01, key F5 refreshes, the key ingredient is salt.",
    "la clave es la paciencia; la contraseña es muy larga; 密码是什么？",
    "用户喜欢简短的回答，密码保存在密码管理器里。",
    # a dash that opens an aside, and Russian prose about a password with no value in it
    "The password — which nobody remembers — was changed in May; the key — and this matters — is patience.",
    "The password policy — 12 characters minimum — applies; the token — gpt-4o-mini — is the default.",
    "пароль от почты — это важно; пароль от wifi знает только Маша; пароль для сервера хранится в менеджере.",
    # code that names a secret without holding one
    "password = self.password; password = getpass(); api_key = settings.OPENAI_API_KEY",
    "self.user, self.password = user, password",
    "userid = passwd = acct = ''",
    'getpass.getpass("IMAP password for %s on %s: " % (USER, host))',
    # names, versions, alphabets, encodings, document ids in URLs
    "AutoModelForCausalLM and NeedCurrentDirectoryForExePathW and test_redact_is_idempotent_on_arbitrary_text",
    "Models: gpt-4o-mini-2024-07-18, llama-3.1-70b-instruct, Qwen2.5-Coder-32B-Instruct-AWQ.",
    "A nightly build is named v22.0.0-nightly20240424ddd0a9e494 on the mirror.",
    "_b32alphabet = b'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'",
    "idna.encode('Königsgäßchen') gives b'xn--knigsgchen-b4a3dun'",
    "![logo](data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAA4AAAASCAYAAABrXO8xAAAACXBIWXMAAAsTAAALEwEAmpwY)",
    "The design doc: https://docs.google.com/document/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
    "Paths like numpy/random/src/mt19937/LICENSE and third_party/pybind11/LICENSE, BSD-3-Clause-Open-MPI.",
    # prose after a password word: words a passphrase has none of (function words, what a password is like,
    # a verb's or an adverb's form), joined or not
    "the password is stored in 1Password; the password is easy to remember; the password is required.",
    "The password is the same as my email one. The password is out-of-date, not state-of-the-art.",
    "the password is one-of-a-kind; the password is auto-generated; my password is super secret now",
    "The password was changed yesterday by Bob. The password is something I forgot again.",
    "The passphrase is three random words. Password: none of your business",
    "The wifi password is on the fridge door. My password is my dog's name. What is your password?",
    "password reset-link-expired; the password manager-of-choice; passwords-and-keys are here",
    "Use password=self.password and passphrase: config.db.passphrase",
    # one word after a password word that says what the password is like, where it is or what it does: prose
    "the password is required. The password is wrong! the password is expired; the password is weak",
    "the password is long. The password is the same as before. The password is in 1Password.",
    "The password is stored in Vault. The password is changing. The password is fine. It is temporary.",
    "the password is blank. The password is empty. The password is unknown. The password is my dog's name.",
    "the password is correct. The password is incorrect. The password is optional. The password is mine.",
    "the password is stronger. The password is easier. The password is unguessable. The password is useless.",
    "the password field is empty; reset your password; password: see the vault; pass: the ball to me",
    "Login / Sign up. What is the password? Is the password cheese? The password is nothing.",
    "Passwort: falsch. la contraseña es incorrecta. password manager. Forgot password? Password reset.",
    "def connect(user, password: str):\n    password: str\n    password = getpass()\n    if password == stored:",
    ":param password: The password.\n:type password: str\npass: false\npw: none",
    # ... and a clause going on after it, in English or in the other languages (what a password is like, whose)
    "the password is long, complex and unique; the password is hashed and salted; password: str, optional",
    "the password is plaintext, which is bad; the password is required, so ask; the password is mine, not yours",
    "the password is swordfish-themed? The password is weak; change it.",
    "la contraseña es obligatoria; la contraseña es incorrecta, inténtalo de nuevo; mi contraseña es la misma",
    "le mot de passe est incorrect; le mot de passe est expiré, changez-le; le mot de passe est trop court",
    "das Passwort ist abgelaufen; das Passwort ist falsch, bitte neu eingeben; das Passwort ist Pflicht",
    "a senha é fraca; a senha é obrigatória, e a senha é secreta. Passwort: falsch. mot de passe: requis",
    # a form's words after a password word's ':', capitalised; "mdp" is also a Markov decision process
    "Passwort: Anzeigen\nKennwort: Erforderlich\nMot de passe : Oublié\nContraseña: Mostrar\nSenha: Esqueceu",
    "In the MDP: transitions.\nMDP: states",
    # after a seed phrase's, a Wi-Fi's, a combination's or a code's label: prose, a state, a network's name, no lock
    "the recovery phrase is stored in the safe; my seed phrase is written on paper in the drawer at home",
    "the recovery phrase is twelve words you should write down on paper and keep in a safe place",
    "the wifi is slow today; wifi: on; Wifi: free; wifi: yes; Wi-Fi: enabled; Wifi: Starbucks; the wifi is down",
    "wifi password reset; wifi password change. The wifi key is on the router. my wifi key is secret",
    "the combination of Python and Rust; a combination of 3 factors; the safe combination is in the drawer",
    "the gate code is on the sticky note; door code: ask Bob; error code 4821; the status code is 404",
    "the zip code is 10001; the area code is 415; the promo code expired; gate B12; my favourite number is 4821",
    "security code 2024 release; error code #4821; issue #4821; the gate code # 12",
    "mysqladmin -pX status; mysqladmin -u root -p status",
    # a CJK id label before a number that fails its check digit, or no id
    "身份证号 110101199003074578; マイナンバー 123456789012; 护照号码 ABC",
    # after a Russian, Chinese, Japanese or Korean password word: a word in its own script, prose, an acronym
    "пароль: неверный; мой пароль — это важно; пароль — required; пароль: None; пароль — это тоже required",
    "密码是什么？密码：required；パスワードは必須です；パスワードはOK です",
    "비밀번호는 SMS로 받았어요. 비밀번호를 잊어버렸어요. 비밀번호는 required",
    "密码是Google账号的密码。비밀번호는 Gmail이랑 같아요. パスワードはGmailと同じ",
    # a password word, a blank and a word: a compound noun, a heading, a clause, a word in a sentence
    "password reset\npassword manager\nPassword Reset\npassword field\npassword rules\npassword rotates",
    "password reuse\npassword entropy\nthe password security\nThe server refused the username/\npassword combination.",
    "I changed my password yesterday.\nI forgot my password again\nForgot password\npassword required",
    "the password swordfish-themed\nReset password\nPassword Swordfish\npassword policy\npassword protected",
    "Enter your password swordfish style, then the user password prompt",
    # a numbered list after a seed phrase's label that is no run of 12-24 words numbered from 1; numbered lists of 12
    # or 24 single lower-case words with no label (a seed phrase's shape: see the xfail below)
    "seed phrase: 2. abandon 3. ability 4. able 5. about 6. above 7. absent 8. absorb 9. abstract 10. absurd "
    "11. abuse 12. access 13. accident",
    "shopping:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(SHOPPING, 1)),
    " ".join(f"{i}. {w}" for i, w in enumerate(SHOPPING, 1)),
    "Spelling words for Friday: " + " ".join(f"{i}. {w}" for i, w in enumerate(SPELLING, 1)),
    "the recovery phrase is:\n1. written on paper\n2. kept in a safe",
    # Korean ids whose birth date does not exist or whose seventh digit says no century (0, 9), Taiwan and Hong Kong
    # ids whose check fails, or no id; numbers after a combination word that a dial does not show: one digit each (a
    # boxing combination, a formation), two (a score)
    "주민등록번호 801301-1234561; 주민등록번호 800230-1234561; 주민등록번호 010229-3123456; "
    "주민등록번호 800101-9234567; 주민번호 800101-0234567; 身分證字號 A123456788; HKID A123456(4); 身份證 ABC",
    "my favourite combo is 1-2-3; the combination is 4-4-2; combo is 2-1; code to success 4-21-7",
    # 13 digits with no Korean id's label, a valid birth date and the old check digit or not: an order id, a time
    # stamp, a tracking number; "RRN" before a card payment's 12-digit retrieval reference number
    "order 800101-1234560 shipped; order id 8001011234568; ts 1733356800000; parcel 950615-2345678 is in transit",
    "the RRN of the card payment is 123456789012; RRN: 4021 7712 3456",
    # a code word that a word names (an error's, an area's, a project's, source code), a value that is no dial's
    "the error code is 4-21-7; the area code is 415; the code is in src/; the code for the project is 4-21-7",
    "the source code is 12-34-56 lines; the zip code is 10-001; the code is 1-2-3; the code is 2-1",
    "le code d'erreur est 4-21-7; el código de área es 415; barcode is 12-34-56",
    # a bare number after a code word: what it counts, a status's three digits, an error's code in a sentence saying
    # something failed, a code word a word names (in French, Spanish, German too)
    "the code is in the repo; the code is 200 lines; error code is 404; zip code is 10115; area code is 212",
    "the code is 404; The request failed and the code is 1045. It crashed; the code is 1045. the code is 4000 lines",
    "der Code ist 200 Zeilen lang; le code postal est 75001; le code d'erreur est 4821; el código postal es 28001",
    "Der Fehlercode ist 4821; the source code is 1000 lines; the code for the project is 4821",
    # a field's code that a word names, a status's three digits, a failure in the record before it; a PIN word and a
    # blank before digits that go on, a title's year, a chip's pin
    "error code: 404\nerror code: 4821\nstatus code: 200\nzip code: 10115\nexit code: 1\narea code: 212",
    "HTTP status code: 5030\npostal code: 75001\ncountry code: 4930\nLine 12, code: 4821",
    "error:\n  code: 40001\n  message: invalid token\nLogin failed. Code: 1045",
    "PIN 1234 5678 is the range; security code 2024 release; the pin 2048 chip; pin 13",
    # after a CJK password word set to what is no password: a name the sentence goes on from, a length; a Japanese or
    # Korean object's verb that does not make it the password (saved, sent, received, typed in), a question
    "把密码改成 Google 账号的那个; 把密码改成更安全的; 密码改成 8 位以上; 密码改成了 MD5 加密",
    "パスワードをChromeに保存した。パスワードをGmailで送った。パスワードをswordfish2024に変えますか？",
    "パスワードをhunter2で入力した。비밀번호를 Gmail로 보냈어. 비밀번호를 SMS로 받았어요.",
    "비밀번호를 hunter2 사이트에 입력했어",
    # after Arabic's, Hindi's or Turkish's password word, their own words (required, wrong, show, at least 8
    # characters, I forgot my password); an environment variable's count of passes
    "şifre: gerekli\nşifre en az 8 karakter olmalı\nşifremi unuttum\nŞifre: Göster\nşifreleme: AES256",
    "كلمة المرور: مطلوبة\nكلمة المرور هي 8 أحرف على الأقل\nكلمة السر هي الحل\nكلمة المرور: required",
    "पासवर्ड: ज़रूरी\nपासवर्ड है ना?\nमेरा पासवर्ड भूल गया\nपासवर्ड: required",
    "MAX_PASS=1000\nFIRST_PASS=true\nBYPASS=hunter2",
    # "'s" before what a password is like, its length, where it is, a name's; Arabic's PIN word before no PIN
    "the password's 8 characters; the password's length is 12; The password's fine. the password's in 1Password",
    "password's expired; the PIN's 4 digits; the password for bob's laptop is on the fridge",
    # a hyphen or a table's cell before a menu's word, a type, a length; a regular expression's alternation
    "Password - Reset\nSettings - Password - Change\n| password | string | the user's password |",
    "| Password | Required |",
    '| password | min 8 chars |\npassword - 8 characters minimum\nr"password|passwd|pwd"\npassword|hunter2',
    "the passcode 482193 for the door is the lobby's; passcode 2024 edition",
    "الرقم السري للبطاقة\nالرقم السري 4 أرقام",
    # Russian words that start as a PIN or a code word, a code an error's, a failure before it, a count
    "пинг: 4821\nкодекс: 4821\nКод ошибки: 4821\nОшибка. Код: 1045\nкод — 200 строк",
    # after "Пароль:", a capitalised adjective in -ий (a strength meter's word)
    "Пароль: Средний\nПароль: Хороший\nПароль: Короткий\nПароль: Текущий\nпароль — последний\nмой пароль — синий",
    # after a Russian possessive and a password word, a compound's word, a heading's, a Russian word, inside a sentence
    "мой пароль reset\nнаш пароль manager\nмой пароль Gmail\nмой пароль слишком простой\n"
    "я ввёл мой пароль swordfish вчера",
    # … going on after a comma from a compound's word or a capitalised one; in English, from any word (a compound noun
    # as often: see the xfail below)
    "мой пароль manager, и всё; мой пароль Gmail, как всегда\nmy password habit, honestly, is bad",
    # after Russian's password word, a Russian word prose needs: what a password is like, a form's state or button,
    # where it is, a verb; capitalised after ':' (a form's word, or a name the list does not tell)
    "мой пароль — это секрет; мой пароль — простой; пароль — везде; пароль: изменён; пароль — такой же",
    "Пароль: Показать\nПароль: требуется\nПароль: отсутствует\nПароль: Неверный\nмой пароль истёк\nпароль — ерунда",
    "Пароль: создан\nпароль: зашифрован\nПароль: Сменить",
    # after a CJK password word: a name the sentence goes on from, a question, an acronym
    "密码是GitHub账号的密码。パスワードはiPhoneと同じ。パスワードは、Gmailと同じです。密码是 Google 账号的",
    "密码是Swordfish吗？パスワードは Swordfish ですか？密码是 Swordfish？비밀번호는 SMS로 받았어요",
    # … a name before a particle and a verb that does not make it the password (saved in Chrome, sent by Gmail), a
    # question
    "パスワードはChromeに保存した。パスワードはGmailに届いた。パスワードはSwordfishにしますか？",
    "비밀번호는 Gmail로 보냈어",
    # a login word before what is no pair, a speaker's label, code, a port, a path, a time
    "Login / Sign up. login: admin / Settings. login: django/contrib. login: localhost:8080. creds: bob:Settings",
    "user: what is the weather\nassistant: sunny. username and password required. Username or password incorrect.",
    # round 43: "login: root/toor" left this line: a default login said after "login" is masked now, as "login
    # pi/raspberry" is (tests/test_redact_round43.py); a path after "login:" stays ("login: root/bin/bash")
    "the user bob password reset failed; user admin password change; User Alice password policy; login: root/bin/bash",
    "Email:\nPassword:\nLogin\n\nPassword: Enter\nPassword: Forgotten\nThe password is stolen.\nPassword: Show",
    "connect(username=user, password=pw); login(username, password); username, password = creds",
    "mysql -u root -p mydb; mysql -u root -p$MYSQL_PWD app; ``mysql -pPASS``; `mysql -p…`; mysqladmin -pX status",
    "docker run -p 8080:80 nginx; 10:30:00:foo:bar; *:*:*:bob:password; a:b:c:d:e",
    # label words of ids and accounts before what is no id: too few digits, a date, lower case, no bank near; a
    # routing number that fails its check digit, a route
    "the passport photo is from 2024; passport expires 2030-01-01; passport 12 pages; the driver license fee 125",
    "AWS account 123456789012; account 12345678 was suspended; the account is 20240101 old",
    "the routing number 021000022 is a typo; the route is 021000021; routing table 10.0.0.0/8",
    # numbers that are no card: Luhn fails, a timestamp in ms, µs or ns, phones, decimals, tracking numbers
    "order #4111111111111112; ticket 123456789012345 was closed.",
    "The timestamps 1733356800000, 1733356800000000 and 1733356800123456789.",
    # a time stamp in a Wayback URL, a 64-bit integer (a seed) that passes Luhn: no card has their length
    "https://web.archive.org/web/20100314204946/http://example.com; seeds [4220315081820346526, 7177518203]",
    "Call me at +1 415 555 0100 or 415-555-0100; +44 20 7946 0958; +8613812345678.",
    "0.1 + 0.2 = 0.30000000000000004, and 3.4111111111111111 rounds down.",
    "USPS tracking 9400 1000 0000 0000 0000 00; the 4111 1111 1111 1111 22 series.",
    # codes that open nothing, and code words with no code
    "The area code is 415, the error code is 500, the code for the project is 2024.",
    "the code to success is 1234 small steps; security code 2024 release; CVV is three digits",
    "The backup code is in the repo; the backup codes are printed; recovery codes are in 1Password.",
    "the security code is on the back of the card",
    # an SSN's shape with no SSN word, an SSN that is never issued, an IBAN's shape that fails its check
    "The part number is 123-45-6789. SSN format: NNN-NN-NNNN, e.g. 000-12-3456 or 666-12-3456.",
    "My ISBN is 978-3-16-148410-0; DE12 is a code; DE89 3704 0044 0532 0130 01 is a typo.",
    # base64 that is no login, a label glued to a word, a webhook's id alone
    '"auth": "aGVsbG8gd29ybGQ=" is base64 of hello world; compass: N45E12; UPSK=3; a PSK is a shared key.',
    "The webhook https://discord.com/api/webhooks/112233445566778899 posts to #alerts.",
    # a key's or a lock's emoji before a heading's words, a word with a digit the line goes on from
    "🔐 OAuth2 setup\n🔑 Key takeaways\n🔑 Python3 tips for beginners\n🔐 Security update 2024\n🔐 2FA enabled",
    # a word before "is my password" that is prose, the sentence's own noun, or a label the sentence goes on from
    "Fluffy is my cat. This is my password manager. Bitwarden is my password manager. Chrome is my password keeper.",
    "This is my password. Here is my password. What is my password? My birthday is my password. It is my password.",
    "Nothing is my password. Das ist mein Passwort. Esto es mi contraseña. Face ID is my password.",
    "1Password is my password manager; Bitwarden es mi gestor de contraseñas; Gmail is my password recovery email.",
    "2024 is the year my password expired. That is the password. Below is my password:",
    "Bitwarden is the user's password manager. Chrome is the user’s password keeper.",
    # a CJK password word, a blank and a number the sentence goes on from, or a word
    "密码 2024 年改的; 密码 8 位以上; 密码 MD5 加密",
    # Russian adjectives in -ний and -гий: a strength meter's or a form's words
    "Пароль: Строгий\nПароль: Долгий\nПароль: Синий\nПароль: Последний\nПароль: Крайний\nПароль: Зимний",
    # a key "pass" in a test's record
    '{"pass": "true"}; {"pass": "skipped"}; {"result": "pass"}; if x == "pass": return',
    # documentation's stand-ins after a command's password option, mysql's database after --password and a blank
    "curl -u user:pass https://x; sshpass -p password ssh x; docker login -u bob -p token r",
    "mysql --password mydb",
    # the same commands with no password given, or a sentence about the option (round 37)
    "zip -P is deprecated; use zip -P with care; unzip -P asks nothing; 7z a -p archive.7z docs/; 7z -p prompts",
    "openssl enc -k is weak; use -pass env:PASSWORD; smbclient -U bob //nas/share",
    "htpasswd -b is insecure because the password shows in ps; htpasswd -c /etc/nginx/.htpasswd bob",
    "net use Z: \\\\nas\\share /user:bob /persistent:yes; net use Z: \\\\nas\\share /user:bob *",
    "echo $PASSWORD | sudo -S apt update; echo done | tee log; mongosh -p prompts for it; mongodb://localhost:27017",
    "curl -uuser:pass https://x; curl --user-agent foo https://x",
    "USE_PWD=true\ncd $PWD\nPWD=/home/bob\nexport MYSQL_PWD=$PW",
    "my password manager is 1Password; Pin 4 on the header is ground",
    "the password is required lol\nI forgot my password haha\nmy password lol",
    "Settings → Password → Security\nSettings → Password → Change\npassword -> reset flow",
    "password (optional) is required; the password (see below) is long",
    "boarding pass: gate 12; tests: 40, pass: 1204, fail: 2; wifi: home / pass: yes",
    "the alarm code is 2024-05-01; pin: 4#; the code is 1-2",
    "密码 sha256 加密; 密码 MD5 加密",
    "password 2024\nşifre 2024'te değişti",
]


@pytest.mark.parametrize("text", MUST_NOT_MASK)
def test_ordinary_text_with_label_words_is_untouched(text: str) -> None:
    assert redact(text) == Redaction(text, ())


@pytest.mark.parametrize(
    ("text", "masked"),
    [
        ("account 12345678 sort code 12-34-56", "account [REDACTED:bank_account] sort code [REDACTED:bank_code]"),
        ("sort code 12-34-56 account 12345678", "sort code [REDACTED:bank_code] account [REDACTED:bank_account]"),
        ("routing 021000021 account 123456789", "routing [REDACTED:bank_code] account [REDACTED:bank_account]"),
    ],
)
def test_an_account_number_beside_its_banks_code_is_masked_with_it(text: str, masked: str) -> None:
    assert redact(text).text == masked


def test_a_prc_id_and_a_my_number_are_told_by_their_check_digit() -> None:
    """Of the eleven last characters after a PRC id's 17 digits, and the ten after a My Number's 11, one passes."""
    passing = [c for c in "0123456789X" if redact(f"身份证号 11010119900307457{c}").changed]
    assert passing == ["3"]
    passing = [d for d in string.digits if redact(f"マイナンバー 12345678901{d}").changed]
    assert passing == ["8"]


def test_a_routing_number_is_told_by_its_check_digit() -> None:
    """Of the ten last digits after 02100002, one passes the ABA check: only that one is masked."""
    passing = [d for d in string.digits if redact(f"routing number 02100002{d}").changed]
    assert passing == ["1"]


def test_a_card_its_security_code_and_expiry_in_one_sentence() -> None:
    """The number and its security code go; the expiry and the holder's name, with no number, point at no card."""
    text = "My card is 4111-1111-1111-1111, exp 09/27, CVV 123."
    result = redact(text)
    assert result.text == "My card is [REDACTED:card_number], exp 09/27, CVV [REDACTED:card_cvv]."
    assert result.kinds == ("card_cvv", "card_number")
    assert redact("Visa 4111 1111 1111 1111 exp 09/27 John Smith").text == (
        "Visa [REDACTED:card_number] exp 09/27 John Smith"
    )


def _luhn_completed(rng: random.Random, prefix: str, length: int) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    return next(body + d for d in string.digits if luhn(body + d))


def test_card_numbers_are_told_by_luhn() -> None:
    """Seeded card numbers of every network's shape are masked, bare or in fours; the same numbers with
    the last digit changed (a Luhn failure) are not."""
    rng = random.Random(20261205)
    shapes = [("4", 16), ("4", 13), ("51", 16), ("2221", 16), ("34", 15), ("37", 15), ("36", 14), ("6011", 16)]
    for prefix, length in shapes * 25:
        card = _luhn_completed(rng, prefix, length)
        wrong = card[:-1] + str((int(card[-1]) + 1) % 10)
        grouped = " ".join(card[i : i + 4] for i in range(0, len(card), 4))
        for number in (card, grouped):
            assert redact(f"paid with {number} today").text == "paid with [REDACTED:card_number] today", number
        assert not redact(f"paid with {wrong} today").changed, wrong


def test_an_iban_is_told_by_its_check_digits() -> None:
    """Any one character of an IBAN changed fails mod 97: none of those is masked, the IBAN is."""
    iban = "DE89370400440532013000"
    assert redact(f"IBAN {iban}").text == "IBAN [REDACTED:iban]"
    for i in range(4, len(iban)):
        for d in "0123456789":
            if d != iban[i]:
                changed = iban[:i] + d + iban[i + 1 :]
                assert not redact(f"IBAN {changed}").changed, changed


def test_a_mask_is_never_re_masked_by_the_prose_rules() -> None:
    text = "the password is [REDACTED:password] and token [REDACTED:secret] and pin: [REDACTED:pin]"
    assert redact(text) == Redaction(text, ())


def test_a_masks_own_word_is_no_label() -> None:
    """``[REDACTED:aws_access_key] next-word``: the word of a mask kura wrote labels nothing after it."""
    for text in (
        "[REDACTED:aws_access_key] S3bucket2024exports",
        "docker login -p [REDACTED:cli_password] registry-mirror-eu",
    ):
        assert redact(text) == Redaction(text, ()), text


# --------------------------------------------------------------------------------------------------
# False positives on ordinary conversation
# --------------------------------------------------------------------------------------------------

FALSE_POSITIVE_BUDGET = 0.005  # at most 0.5 % of LoCoMo's turns may get any mask


def test_false_positives_on_locomo_turns_stay_under_half_a_percent(capsys: pytest.CaptureFixture[str]) -> None:
    path = locomo_dev_path()
    if path is None:
        pytest.skip(SKIP_REASON)
    turns = [turn.text for conv in load(path) for turn in conv.turns]
    assert len(turns) > 2000
    masked = [text for text in turns if redact(text).changed]
    rate = len(masked) / len(turns)
    with capsys.disabled():
        print(f"\nredact on LoCoMo-dev: {len(masked)} of {len(turns)} turns masked ({rate:.2%})")
    assert rate <= FALSE_POSITIVE_BUDGET, masked[:20]


def test_text_that_lower_cases_to_another_length_takes_the_slow_path_with_the_same_result() -> None:
    # "İ".lower() is two characters: the label anchors cannot be found in a lower-cased copy
    text = f"İstanbul office: the password is {PASSWORD}, pw: hunter2, the pin is 4821."
    assert redact(text).text == (
        "İstanbul office: the password is [REDACTED:password], pw: [REDACTED:password], the pin is [REDACTED:pin]."
    )


@pytest.mark.xfail(
    strict=True,
    reason="docs/TRUST.md: user:password with no label and no scheme is not a URL (a rule for it would mask every "
    "host:port, time and 'key:value'); after a login word, a capitalised plain word is a menu's ('login: admin / "
    "Settings') and one glued by '/' a path's ('login: django/contrib')",
)
@pytest.mark.parametrize(
    "text",
    [
        "Use admin:Hunter2Pass to log in to the Grafana dashboard at grafana.local.",
        # a capitalised plain word after a login word reads as a menu's, glued by '/' as a path's
        "login: admin / Swordfish",
        "creds: bob/Hunter",
    ],
)
def test_a_credential_pair_the_pair_rules_do_not_read_is_masked(text: str) -> None:
    assert redact(text).changed


@pytest.mark.xfail(
    strict=True,
    reason="docs/TRUST.md, what redaction cannot do: a passphrase of words prose needs, or joined by '.' after "
    "'password' (a host name reads the same), a card grouped unlike a card, an SSN with no SSN word, ids of other "
    "countries, bank account numbers with no label; a one-word password with no ':' or verb inside a sentence",
)
@pytest.mark.parametrize(
    "text",
    [
        "the password is the cat sat on the mat",
        "I wrote down password swordfish for the shed",
        "the password is tango.lima.echo.nine",
        "card 41 11 11 11 11 11 11 11",
        "My number is 123-45-6789",
        "NI number: QQ 12 34 56 C",
    ],
)
def test_what_the_card_id_and_passphrase_rules_do_not_catch(text: str) -> None:
    assert redact(text).changed


def test_a_korean_resident_registration_number_is_told_by_its_birth_date() -> None:
    """A number issued since October 2020 ends in a random digit: after its label, every last digit is masked; its
    month, its day (in the century its seventh digit says: 2000 was a leap year, 2001 was not) and that digit are
    read."""
    passing = [d for d in string.digits if redact(f"주민등록번호 800101-123456{d}").changed]
    assert passing == list(string.digits)
    months = [f"{m:02}" for m in range(20) if redact(f"주민등록번호 80{m:02}01-1234567").changed]
    assert months == [f"{m:02}" for m in range(1, 13)]
    centuries = [d for d in string.digits if redact(f"주민등록번호 000229-{d}234567").changed]
    assert centuries == ["3", "4", "7", "8"]  # 29 February 2000; 1900 was no leap year
    assert not redact("주민등록번호 010229-3234567").changed
    # with no label, 13 digits are any number's, whatever their date and check digit
    assert not redact("order 800101-1234560 shipped").changed


def test_taiwan_and_hong_kong_ids_are_told_by_their_check_digit() -> None:
    """Of the ten last digits after a Taiwan id's 9, and of the eleven check characters of a Hong Kong id, one
    passes: only that one is masked."""
    passing = [d for d in string.digits if redact(f"身分證字號 A12345678{d}").changed]
    assert passing == ["9"]
    passing = [c for c in "0123456789A" if redact(f"HKID A123456({c})").changed]
    assert passing == ["3"]
    passing = [c for c in "0123456789A" if redact(f"HKID AB987654({c})").changed]
    assert len(passing) == 1


@pytest.mark.xfail(
    strict=True,
    reason="docs/TRUST.md: a seed phrase with no label, numbered or not: without BIP-39's word list (in no dependency "
    "of kura's), '1. abandon 2. ability …' is a numbered list of 12 lower-case words, as a shopping or a spelling list "
    "is (those stay: MUST_NOT_MASK); and in English a noted password going on after a comma, which a compound noun "
    "does as often ('my password habit, honestly, is bad' stays)",
)
@pytest.mark.parametrize(
    "text",
    [
        " ".join(f"{i}. {w}" for i, w in enumerate(SEED_WORDS, 1)),
        "\n".join(f"{i}) {w}" for i, w in enumerate(SEED_WORDS * 2, 1)),
        "my password swordfish, don't tell anyone",
    ],
)
def test_a_seed_phrase_with_no_label_and_an_english_noted_password_going_on(text: str) -> None:
    assert redact(text).changed


def test_a_noted_password_that_closes_a_json_string_is_masked_in_a_models_reply() -> None:
    """A model's reply is JSON, read with its escapes decoded: a noted line ends where its string does, and the reply
    cache keeps the reply as it came (the parsers read each string alone)."""
    for body, word in (
        ("The user noted it:\nмой пароль snegovik", "snegovik"),
        ("noted:\npassword swordfish", "swordfish"),
    ):
        scrubbed = scrub_text(json.dumps({"candidates": [{"text": body, "kind": "fact"}]}, ensure_ascii=False))
        assert word not in scrubbed and "[REDACTED:password]" in scrubbed
        assert json.loads(scrubbed)["candidates"][0]["kind"] == "fact"
    for body in ("x\npassword reset", "password manager", "noted:\nmy password Gmail", "I typed password swordfish"):
        raw = json.dumps({"text": body}, ensure_ascii=False)
        assert scrub_text(raw) == raw


@pytest.mark.parametrize(
    "text",
    [
        "my mother's maiden name is Okafor",
        "Mother's maiden name: Smith",
        "My mother's maiden name was Smith, like half of Ohio.",
        "security answer: Fluffy",
        "The security answer is Blue Honda.",
        "Security question: what was your first pet? Answer: Rex",
        "the answer to my security question is Fluffy",
        'secret answer: "Blue Honda"',
        "respuesta de seguridad: Firulais",
        "Sicherheitsantwort: Bello",
        "Security questions:\nfirst pet: Rex",
        "Recovery questions for the bank — city born: Lagos",
        "security question: my first pet was Rex",
        "my mother's maiden name is Van der Berg",
        "Mother's maiden name: van der Berg",
        "my mother's maiden name is de la Cruz",
    ],
)
def test_a_security_questions_answer_is_masked_where_the_text_frames_it_as_one(text: str) -> None:
    """docs/TRUST.md: an account's recovery answer is a secret by its use. It is masked after "security answer",
    "secret answer", "answer to my security question", "mother's maiden name" (the recovery question's own words),
    and after "answer" with a security question named before it; the rest of the sentence stays."""
    result = redact(text)
    assert [f.kind for f in result.findings] == ["security_answer"]
    assert result.text.startswith(text[: result.findings[0].start])


@pytest.mark.parametrize(
    "text",
    [
        "the name of my first pet was Rex",
        "my first pet was a dog named Rex",
        "my mom's name is Ada",
        "her maiden name is Smith",
        "my mother's maiden name was a common one",
        "Answer: Rex",
        "The answer is Paris.",
        "the security answer is case sensitive",
        "the security answer is required",
        "security answers are stored hashed",
        "first pet: Rex",
        "favorite teacher: Mr Okafor",
        "my mother's maiden name was la",
    ],
)
def test_a_pets_or_a_mothers_name_said_as_a_fact_is_kept(text: str) -> None:
    """docs/TRUST.md: a pet's, a mother's or anyone's name is an honest fact unless the text frames it as a security
    question's answer; a word prose needs after a security answer's label is what the answer is like."""
    assert redact(text) == Redaction(text, ())


def test_a_keys_emoji_escaped_as_a_surrogate_pair_in_a_models_reply_is_read_as_the_label() -> None:
    """A model's reply is JSON, where an emoji outside the basic plane may be written as two escapes (``\\ud83d\\udd11``
    for 🔑): they are one character as JSON reads them, so the password after it is masked there too."""
    for body in ("The user set up a router. 🔑 Rzv7quil", "🔐: swordfish2024"):
        raw = json.dumps({"candidates": [{"text": body, "kind": "fact"}]})  # ensure_ascii: the emoji escaped
        assert "\\ud83d" in raw
        scrubbed = scrub_text(raw)
        assert "Rzv7quil" not in scrubbed and "swordfish2024" not in scrubbed
        assert json.loads(scrubbed)["candidates"][0]["text"].endswith("[REDACTED:password]")


# (table, the cells masked, in order): a Markdown table's column under a password's, a PIN's or a token's header
TABLES_MASKED = [
    (
        "| site | user | password |\n|---|---|---|\n| gmail | bob | Swordfish2024 |\n| bank | bob | rosebud |",
        ["Swordfish2024", "rosebud"],
    ),
    ("site | user | Password\n--- | --- | ---\ngmail | bob | **hunter2**\n\nafter | the | table", ["hunter2"]),
    ("| Wi-Fi | Password (5 GHz) |\n| :-- | --: |\n| home | Tr0ub4dor&3 |", ["Tr0ub4dor&3"]),
    ("| site | pass |\n|---|---|\n| nas | `letmein` |", ["letmein"]),
    ("| site | password |\n|---|---|\n| wifi | correct horse battery staple |", ["correct horse battery staple"]),
    ("| cuenta | contraseña |\n|---|---|\n| banco | Girasol |", ["Girasol"]),
    ("| 网站 | 密码 |\n|---|---|\n| 邮箱 | abc12345 |", ["abc12345"]),
    ("| Account | PIN |\n|:--|--:|\n| Visa | 4821 |\n| gate | 9034# |", ["4821", "9034"]),
    ("| Service | API token |\n|---|---|\n| openai | " + RANDOM_B62 + " |", [RANDOM_B62]),
    ("Notes:\r\n| site | password |\r\n|---|---|\r\n| gmail | Swordfish |\r\n", ["Swordfish"]),
]
# the same headers over cells that say where a password is or what became of it, and tables that name no secret
TABLES_KEPT = [
    "| site | user | password |\n|---|---|---|\n| gmail | bob | — |\n| a | b | (in 1Password) |\n| c | d | see vault |"
    "\n| e | f | yes |\n| g | h | no |\n| i | j | rotated 2024-05 |\n| k | l | Bitwarden |\n| m | n | |\n| o | p | ✓ |"
    "\n| q | r | same as above |\n| s | t | n/a |\n| u | v | 12 |",
    "| Pin | Function |\n|---|---|\n| 4 | ground |\n| GPIO17 | LED |",
    "| Key | Action |\n|---|---|\n| Ctrl+Shift+P | palette |",
    "| Option | Password manager |\n|---|---|\n| team | Swordfish |",
    "| user | password changed |\n|---|---|\n| bob | yesterday |",
    "| test | pass | fail |\n|---|---|---|\n| unit | 1204 | 0 |\n| lint | yes | no |",
    "| Setting | Password |\n|---|---|\n| Min length | 12 |\n| Max age | 90 days |\n| Complexity | required |",
    "the password column is empty",
    "| password |\n|---|\n| a password in a sentence stays |",
]


@pytest.mark.parametrize(("table", "secrets"), TABLES_MASKED)
def test_a_tables_column_under_a_secrets_header_is_masked(table: str, secrets: list[str]) -> None:
    """docs/TRUST.md: a row of a Markdown table says nothing alone; its header names the column. Each cell under a
    header whose last word is a password, PIN or token word is masked when it reads as one; the rest of the table
    stays."""
    result = redact(table)
    for secret in secrets:
        assert secret not in result.text
    masked = [table[f.start : f.end] for f in result.findings]
    assert [m.strip("`*#") for m in masked] == secrets
    assert MARKER_RE.sub("", result.text).count("|") == table.count("|")


@pytest.mark.parametrize("table", TABLES_KEPT)
def test_a_tables_column_that_says_where_a_password_is_or_names_no_secret_is_kept(table: str) -> None:
    """A dash, a tick, a note in brackets, a password manager's name, yes/no, a date or a count under a password's
    header says where the password is or what became of it; a pinout's pin, a keyboard's key, a password manager's
    column or a test's passes name no secret."""
    assert redact(table) == Redaction(table, ())


def test_a_table_is_read_once_however_many_delimiter_rows_it_holds(monkeypatch: pytest.MonkeyPatch) -> None:
    """One pass per table: a line is split into cells at most twice (as a header, as a row), so a text of
    delimiter rows under a password's header costs its length, not its square."""
    from kura_server.write import redact_prose

    calls = []
    split = redact_prose._table_cells
    monkeypatch.setattr(redact_prose, "_table_cells", lambda text, a, b: calls.append(b - a) or split(text, a, b))
    for unit in ("| password |\n|---|\n", "| password |\n|---|\n| a1b2 |\n\n", "|-\n"):
        calls.clear()
        text = unit * 2000
        redact_prose.table_spans(text)
        assert len(calls) <= 2 * text.count("\n") + 2, unit
        assert sum(calls) <= 2 * len(text), unit


def test_an_arrow_escaped_in_a_models_reply_is_read_as_the_separator_not_as_the_password() -> None:
    """A model's reply is JSON with its non-ASCII escaped: "password → hunter2" is ``password \\u2192 hunter2`` there.
    Read raw, the escape after "password" and a blank looked like a password (letters and digits) and was masked,
    which left no arrow for the decoded view to read; an escape is the character it stands for, never the value."""
    for body in ("The user set up a NAS in the garage. password → Vexl9qa2", "password 👉 hunter2x"):
        raw = json.dumps({"candidates": [{"text": body, "kind": "fact"}]})  # ensure_ascii: the arrow escaped
        assert "\\u" in raw
        scrubbed = scrub_text(raw)
        assert "Vexl9qa2" not in scrubbed and "hunter2x" not in scrubbed
        assert json.loads(scrubbed)["candidates"][0]["text"].endswith(" [REDACTED:password]")
