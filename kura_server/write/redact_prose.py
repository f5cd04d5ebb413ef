"""Secrets without a format: a password, PIN or key named in prose, and random tokens with no label.

:mod:`.redact_rules` catches what a credential's format or a ``key = "value"`` assignment gives away.
People also say "the staging password is Tr0ub4dor&3x", "pw: hunter2", "la contraseña es Gato2024",
"密码是abc123", paste an AWS secret next to its key id, or a random token with no word at all. The rules
here read a label word, a separator and the value after it, and mask the value when it looks like
what the label names — a word ("the password is required", "the key is patience") is prose:

* **password** (password, passwd, passphrase, passcode, pw, pwd, contraseña, mot de passe, mdp, Passwort,
  Kennwort, senha, пароль, şifre, كلمة المرور, पासवर्ड, 密码, 口令, パスワード; an environment variable's ``_PASS=``), a
  word or two of qualifier ("for the admin user", "del
  wifi", "от почты"), then ``=``, ``:``, a dash (``—``, ``–``), "is/was/are", "es", "est", "c'est",
  "ist", "é", "是"… (a colon after the verb too), "set/changed to": a value of 4+ chars with a digit, a
  symbol or inner capitals (``hunter2``), or 4-12 digits; never a placeholder, a reference
  (``self.password``), a call or a path;
* **pin** (PIN, PIN code, PUK, OTP, one-time code, door/gate/alarm/safe/security/verification code, PIN-код, 验证码,
  暗証番号) after ``:`` or a verb, or a blank and closing their clause ("PIN 4821"): 4-12 digits, or their words ("my
  PIN is four eight two one");
* **passphrase** (kind ``password``) after a password word: 3-6 words joined by ``-`` or ``_`` (by ``.`` after
  "passphrase"), or separated by blanks to the sentence's end, none of them a word prose needs (a function
  word, what a password is like, a verb's or an adverb's form, a name in code): "the password is stored in
  1Password" is prose;
* **password** also: one plain word after an English or Russian password word and ``:`` or a verb, closing its
  sentence or line or going on after a comma or a conjunction ("The password is swordfish.", "… swordfish and nobody
  knows it", "pass: letmein" at a line's start, "мой пароль — swordfish"), no word prose needs there
  (:func:`_prose_word`); the same after a Spanish, French, German or Portuguese password word
  (:func:`_foreign_prose_word`: "mein Passwort ist Sonnenblume"), a Russian word after Russian's
  (:func:`_russian_prose_word`: "мой пароль — рыбамеч"), and after a Chinese, Japanese or Korean one
  (:func:`_cjk_password`: "密码是swordfish", "비밀번호는 swordfish", a capitalised one closing its clause or made the
  password by a verb: "密码是 Swordfish。", "パスワードはSwordfishにした", "把密码改成 Swordfish",
  "パスワードを…に変えた"); a line of a password word and one word, no compound's ("password swordfish"; "password
  reset" stays; after "пароль" it may go on after a comma); a user's password in a pair ("login: bob / hunter2",
  "username admin, password admin", "user: admin pass: letmein");
* **password** spelled out as said aloud, a word and its number's words ("my password is sunflower twenty two",
  "girasol veintidós", "Sonnenblume zweiundzwanzig": :func:`_check_spelled`), or digits said one by one;
* **password** and **pin** said before their label ("hunter2 is my password", "4821 is my PIN": :func:`_check_before`),
  a key's emoji as a password word ("🔑 hunter2"), a CJK label, a blank and digits ("密码 123456": :func:`_cjk_spaced`);
* **security_answer**: a security question's answer where the text frames it as one ("security answer: Fluffy",
  "my mother's maiden name is Van der Berg", "Security questions:\nfirst pet: Rex"; "the name of my first pet was Rex"
  and "first pet: Rex" alone stay: :func:`_check_answer`);
* **password**, **pin**, **secret** in a table's column under a header that names one ("| site | user |
  password |" over "| gmail | bob | Swordfish2024 |"; with no delimiter row, tab-separated, a CSV's
  "service,user,password" over "bank,ana,swordfish", an HTML table's, and an HTML row of a field and its value
  "<tr><td>password</td><td>swordfish</td></tr>", columns a blank splits under a header of no word prose needs:
  "site user password" over "gmail bob swordfish"), read a table at a time, not a rule (:func:`table_spans`);
* **seed_phrase**: 12-24 words after "seed phrase", "recovery phrase", "mnemonic"…, numbered 1, 2, 3 … or not;
  **wifi_password**: a plain word after "wifi key", "wifi:", "WLAN-Schlüssel", "clave del wifi";
* **passport_number**, **driver_license** (6-16 capitals and digits, 5+ digits), **bank_account** (named as one,
  or beside a bank's code), **bank_code** (an ABA routing number passing its check digit, a sort code) after
  their label;
* **pin** also: a code word whose qualifier names a lock ("the code to the front door is 4821", "… to the shed is
  4-21-7") or, with nothing naming it, a dial's numbers or a PIN closing its clause where nothing failed ("the code is
  4-21-7", "the code is 4821", "le code est 4821", "der Code ist 4821", "code: 4821", "код — 4821"), a PIN word and
  '#' ("gate code #4821"), a lock's combination ("the safe combination is 12-34-56"; with no lock, a dial's three or
  four numbers: "the combination is 4-21-7");
* **national_id**: a PRC id, a My Number, a Taiwan and a Hong Kong id after their label, passing their check digit,
  and a Korean resident registration number after its label, its birth date valid (since October 2020 its last digit
  is no check digit); a passport's number after a Chinese or Japanese label
  (**passport_number**);
* **recovery_code** (recovery/backup/scratch codes, "2FA backup code") after ``:`` or a verb: one code or a
  list of them, each 3-12 letters and digits with a digit, in up to four ``-`` groups (after a blank, one code of
  groups each holding a digit: "backup code 8f3k-2m9x");
* **card_cvv** (CVV, CVC, security code) after its label: 3-4 digits;
* **secret** (key, token, secret, clave, llave, clé, Schlüssel, chave, 密钥, 令牌) after ``:`` or a verb:
  8+ chars with letters and digits that are not all word or number segments (``llama3-8b-instruct``),
  a version, a date or a path. ``key = …`` in code is any dict key: assignments are
  :mod:`.redact_rules`' ``assigned_secret``.

Markdown around a label or its value is read through ("**Password:** …", "**The password is** …",
"the password is **…**"; see :data:`.redact_rules.LABEL_END`): the value goes, the marks stay.

A chat's laugh after a value closes nothing ("the password is swordfish lol"), nor does when it holds ("12345 is my
password since March", "Sonnenblume seit März"); an arrow is a separator for a value with a digit or a symbol
("password → hunter2"), and for one word closing its line that no menu or lambda puts there ("password →
swordfish", "pw => swordfish", "Password → Swordfish"; "Settings → password → security", "password -> reset",
"Password → Change" stay), as a hyphen between blanks or glued to the label is after a label opening its clause
("password - sunflower", "password- sunflower", "pass — sunflower" opening a line, a passphrase's words: "passphrase -
correct horse battery staple" or in title case, "Passphrase - Correct Horse Battery Staple", and after a foreign word
in lower case or capitalised: "mot de passe - tournesol", "Passwort - Sonnenblume"; "Password - Reset", "Password -
Quick Start Guide", "passphrase - use four random words", "Passwort - wiederherstellen", "Contraseña - Cambiar"
stay), or glued to the value where the label opens its line ("password -sunflower"; "openssl passwd -crypt" stays).
Backup codes and a Wi-Fi key after a note's hyphen read as after a blank and ':' ("backup codes - 8f3k-2m9x",
"Wi-Fi - sunflower22"); a PIN after an aside set off by commas as after its label ("the gate code, if you need it,
is 4821"), and one written into code (``DEFAULT_PIN = 4821``: a hard-coded PIN is a secret). A remark in round brackets
or a chat's shorthand after a value closes its clause as a laugh does ("password: sunflower (case sensitive)", "the
code is 4821 btw"); a capitalised word in -ing after a German or Dutch password word is a noun ("Kennwort -
Schmetterling"); a foreign label reads after a record's field ("Usuário: ana / Senha - Girassol") and with a service
named after it ("Mot de passe Gmail - Tournesol"); a PIN typed a digit and a blank at a time ("PIN 4 8 2 1"), a Wi-Fi
key a chat hands over ("here's the wifi: Sunflower22"; "Wifi: Casa2024" stays a name), a code word whose qualifier
names a card or an alarm in another language ("le code de la carte est 4821").
A Spanish, French, German or Portuguese password word before '='
reads as "password" does (``Kennwort = Sonnenblume``, ``contraseña=girasol``), and an environment variable's name in
capitals takes a plain word (``POSTGRES_PASSWORD=letmein``). A key ending in "pass" after '_', '-' or '.' reads as
"pass:" opening a line (``ansible_become_pass: quillmarsh``); Spanish "clave" is a password only as a line's label
before one lower-case
word ("Clave: girasol"; "Palabra clave: …", "Clave: la documentación" stay). A qualifier may quote what it names or
hold a host's dots, as a terminal's prompt does ("Password for 'https://bob@github.com': …", "Enter passphrase for key
'…': correct horse" — two words only after such a prompt). The password's word in Catalan, Italian, Dutch, Polish,
Swedish, Danish, Norwegian, Finnish, Turkish, Hungarian, Romanian, Indonesian and Malay reads as the Spanish one does
("wachtwoord: zonnebloem", "Hasło: …", "Lösenord: …"; a form's word in each stays), and Portuguese "chave", Czech
"heslo" and Greek "κωδικός" as "clave" does; a capitalised word after them is a heading's only as an abstract noun
("Clave: Paciencia" stays, "Clave: Girasol" goes). A Wi-Fi's key after a router's label ("WPA key: …", "Network
security key: …"), after "wifi:" in lower case, beside its network ("wifi: Casa / …", "SSID Casa pass …") or after
"code"/"key" on a line naming the Wi-Fi is 8 to 63 characters, as WPA's is; a user and a password after a login word
and a blank ("login bob / …") or before the device they are for ("bob / … for the router") need a password's shape.
A judgement about a value
is no one's password ("12345 is a bad password", "… the most common password"); a PIN may be said digit by digit or
end in '#' ("4-8-2-1", "4821#").
A password, token or "api/access/secret… key" word followed by its value with only a blank between
("passwd hunter2", "token a94a8fe5…") needs a stricter value (6+ chars with a digit / 16+ chars).
A 40-character AWS secret is masked when an access key id is within 300 characters or "aws secret
(access) key" names it. A token of 20+ chars with no label is masked when it looks random (see
:func:`_random_token`): its character classes change at most boundaries, it has no word segments, it
is not hex (hashes and commit ids are not secrets), not an alphabet, not in a URL's host or path.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from datetime import date

from .redact_rules import (
    BLANKS,
    CMDLET_RE,
    CONFIG_PASSWORD_LINE_RE,
    CONFIG_SECRET_LINE_RE,
    EMPHASIS,
    FOREIGN_PASSWORD_STARTS,
    FOREIGN_PASSWORD_WORDS,
    GAP,
    LABEL_END,
    MARKER_RE,
    PATH_RE,
    REFERENCE_RE,
    SEP_END,
    SETTING_WORDS,
    VERB_FORM_RE,
    Rule,
    check_config_line,
    in_sed_substitution,
    in_url_user,
    is_placeholder,
    is_sequential,
    looks_random,
    names_a_scheme,
)

__all__ = ["GENERIC_KINDS", "PROSE_RULES", "listed_spans", "table_spans"]

# Kinds these rules name; a span another rule also covers takes the other rule's (more precise) kind.
GENERIC_KINDS = ("secret", "password", "pin", "high_entropy_string")

# --------------------------------------------------------------------------------------------------
# Labels, separators and values
# --------------------------------------------------------------------------------------------------

# Arabic's (كلمة المرور, كلمة السر, "my password" كلمة مروري) and Hindi's password words: a password after them is typed
# in ASCII and read as after an English one, one plain word too (see _LONE_LABELS)
_ARABIC_HINDI_WORDS = r"كلمة\s{1,8}(?:ال)?(?:مرور|سر)ي?(?![\u0621-\u064a])|पासवर्ड(?![\u0900-\u097f])"
_ARABIC_HINDI_STARTS = ("كلمة", "पासवर्ड")
# A key's or a lock's emoji used as the label ("🔑 hunter2", "🔐: swordfish2024"); a variation selector after one is
# read as nothing (text.INVISIBLE)
_EMOJI_WORDS = "\U0001f511|\U0001f510|\U0001f5dd"  # 🔑 🔐 🗝
_EMOJI_STARTS = ("\U0001f511", "\U0001f510", "\U0001f5dd")
# How a chat shortens or splits "password" ("pswd: …", "p/w: …", "pword", "pass word"), read as it is
_PASSWORD_SHORT = r"pass[ -]word|passw|pswd|pwrd|pword|p/w"
_PASSWORD_WORDS = (
    rf"pass(?:word|wd|phrase|code)|pass[ _-]phrase|{_PASSWORD_SHORT}|pwd|pw|psk|{_EMOJI_WORDS}"  # "PEM pass phrase"
    r"""|(?<=["'])pass(?=["'][ \t]{0,8}:)"""  # a JSON or a YAML key "pass" ({"pass": "hunter2"})
    r"|(?<=[/|,;•·][ \t])pass(?=[ \t]{0,8}:)"  # "pass:" after a list's separator ("wifi: MyHome_5G / pass: …")
    rf"|{FOREIGN_PASSWORD_WORDS}|mdp|пароль"  # with Turkish "şifre", "şifrem" (my password), "şifresi" (its)
    rf"|{_ARABIC_HINDI_WORDS}"
    r"|(?<=_)(?-i:PASS)(?=[ \t]{0,8}=)"  # an environment variable's _PASS (``DB_PASS=…``, ``SMTP_PASS="…"``)
)
# what a lock's code opens ("garage opener", "front door keypad", "lockbox")
_LOCK_WORDS = (
    r"(?:(?:door|gate|alarm|safe|lock|entry|garage|vault)(?:[\s-]{1,8}(?:opener|door|keypad|entry|remote|box|disarm))?"
    r"|lock-?box|key[\s-]?(?:box|safe|pad)|padlock)"
)
# A lock's code in Spanish, French, Italian and Portuguese, the lock named after the code word and its genitive ("el
# código de la puerta", "nouveau code d'alarme", "il codice della porta", "o código do alarme", "el código del portón"),
# German's compounds ("Türcode", "Alarmcode", "Tresor-Code") and its genitive or "für" ("der Code für das Tor", "Code
# der Haustür"), and French's "digicode" (a building's door keypad): what the English "door code", "alarm code" name;
# a gate's bars too ("la reja", "la verja", "la cancela", "la grille", "la barrière"). A code of anything else stays
# ("el código postal", "le code d'erreur", "der Code für das Projekt").
_FOREIGN_LOCKS = (
    r"puerta|port[oó]n|portal|alarma|caja[ \t]fuerte|candado|garaje|reja|verja|cancela|porte|portail|alarme"
    r"|coffre(?:-fort)?|cadenas|grille|barri[eè]re|garage|immeuble|porta|portone|cancello|allarme|cassaforte|lucchetto"
    r"|port[ãa]o|cofre|cadeado|garagem"
    # and the access a code gives, or the building it lets one into ("el código de acceso", "le code d'accès", "il
    # codice d'accesso", "o código de acesso", "le code de l'immeuble", "o código do prédio")
    r"|acceso|acc[eè]s|accesso|acesso|edificio|pr[ée]dio|b[aâ]timent"
)
_GERMAN_LOCKS = r"t[üu]r|haust[üu]r|tor|garagentor|alarm|tresor|schloss|schlie(?:ß|ss)fach"
_GERMAN_ACCESS = r"zugangs|zutritts|eingangs"  # "Zugangscode", "Zutrittscode", "Eingangscode": an access's code
_FOREIGN_LOCK_CODES = (
    r"(?:code|c[oó]digo|codice|clave)[ \t]{1,8}"  # Spanish "clave" a lock's code too ("la clave del portón")
    r"(?:de(?:l|[ \t]{1,8}la|[ \t]{1,8}l['’])?|d['’]|du|della|dello|dell['’]|di|da|do)"
    rf"[ \t]{{0,8}}(?:{_FOREIGN_LOCKS})(?![^\W\d_])"
    rf"|code[ \t]{{1,8}}(?:f[üu]r[ \t]{{1,8}}(?:die|das|den)|der|des|vom)[ \t]{{1,8}}"
    rf"(?:{_GERMAN_LOCKS}|alarmanlage|garage)"
    r"(?:e?s)?(?![^\W\d_])"
    rf"|(?:{_GERMAN_LOCKS}|{_GERMAN_ACCESS})-?code|digicode"
)
_PIN_WORDS = (
    r"pin(?:[\s-]?(?:code|number|код(?![а-яё])))?|pincode|puk(?:[\s-]?code)?|passcode|geheimzahl|الرقم\s{1,8}السري|пин(?:[\s-]?код)?(?![а-яё])|one[\s-]time\s{1,64}(?:code|password)|otp"
    # a lock's code, what opens it named between ("garage opener code", "front door keypad code", "lockbox code"), its
    # own ("the lockbox's code"), or the code it is "with" ("a lockbox with the code 3917")
    rf"|{_LOCK_WORDS}(?:['’]s|\s{{1,8}}with\s{{1,8}}(?:the|a|its))?\s{{1,64}}code"
    r"|(?:unlock|disarm|security|verification|2fa|access)\s{1,64}code"
    rf"|{_FOREIGN_LOCK_CODES}"
)
# A lock that opens to a code alone, named with no "code" ("alarm: 4821", "keypad 2580#", "lockbox: 3917", "garage
# 4821"): read by :func:`_check_bare_lock`. A bare gate's or door's number is not (a release gate, a gate at an airport,
# a room's door).
_BARE_LOCK_WORDS = r"alarm|key[\s-]?pad|lock-?box|key[\s-]?(?:box|safe)|padlock|garage(?:[\s-]{1,8}door)?"
_BARE_LOCK_STARTS = ("alarm", "key", "lock", "padlock", "garage")
# (and a one-time code's seed: "TOTP seed JBSWY3DPEHPK3PXP", "2fa seed: …")
_KEY_WORDS = r"key|token|secret|clave|llave|cl[ée]|schl[üu]ssel|chave|(?:totp|otp|2fa|mfa|authenticator)[\s-]{0,8}seed"
# Where each list's words start, lower-cased (the rules' anchors)
_PASSWORD_STARTS = (
    *("pass", "pw", "psk", "mdp", "пароль", "pswd", "p/w"),
    *FOREIGN_PASSWORD_STARTS,
    *_ARABIC_HINDI_STARTS,
    *_EMOJI_STARTS,
)
_PIN_STARTS = (
    *("pin", "one", "otp", "door", "gate", "alarm", "safe", "lock", "entry", "garage", "vault", "security", "access"),
    "verification",
    *("key", "padlock", "unlock", "disarm"),
    *("2fa", "пин", "الرقم", "passcode", "geheimzahl", "puk"),
    # _FOREIGN_LOCK_CODES: a code word and a blank, a German lock glued or hyphenated to "code"
    *("code ", "code\t", "código", "codigo", "codice", "digicode", "haust", "garagentor", "schlie"),
    *("türc", "tür-", "turc", "tur-", "torc", "tor-", "tresorc", "tresor-", "schlossc", "schloss-"),
    *("zugangs", "zutritts", "eingangs", "clave"),
)
_KEY_STARTS = (
    *("key", "token", "secret", "clave", "llave", "clé", "cle", "schl", "chave"),
    *("totp", "otp", "2fa", "mfa", "authenticator"),
)
# "api key X" names a key with no separator; "key X" alone is any key ("the key ingredient")
_KEY_QUALIFIER_RE = re.compile(
    r"(?i)(?:api|access|secret|auth|private|signing|encryption|master|session|client|deploy|ssh)[\s_-]?$"
)
# A qualifier's word: a host's or a file's name may hold dots ("for bob@db01.example.com", "for /home/bob/.ssh/id_rsa"),
# a terminal's prompt quotes what it asks for ("Password for 'https://bob@github.com': …", "Enter passphrase for key
# '/home/bob/.ssh/id_ed25519': …", curl's "Enter host password for user 'bob': …")
_QUALIFIER_WORD = r"[^\s:=,;.!?\"'`]{1,64}(?:\.[^\s:=,;.!?\"'`]{1,64}){0,4}(?:'s(?=[ \t]))?"  # "the user's cabin"
# These rules are tried where a label word starts (``Rule.anchors``), and a rejected match does not move
# the scan past itself, so every repeat here is bounded (see BLANKS): one label costs a bounded read.
# A word or two may stand between a label and the verb: "the password for the admin user is …", a genitive's article
# in German, French, Italian, Portuguese ("Geheimzahl der Karte: …", "le code des volets", "senha das contas"), a
# preposition and its article in one ("Passwort zum Router", "la contraseña al servidor", "o código de acesso ao
# prédio", "mot de passe au serveur").
_QUALIFIER = (
    rf"(?:{BLANKS}(?:for|of|on|to|at|in|de|del|della|des|der|dos|das|para|du|pour|für|von|vom|do|da|per|di|al|ao|au|zum|zur"
    r"|от|для|к|ко|на|у|в|во|с|со)"
    rf"(?:{BLANKS}(?:{_QUALIFIER_WORD}|'[^'\n]{{1,128}}'|\"[^\"\n]{{1,128}}\")){{1,4}}?"
    r"|[ \t]{1,8}\([^()\n]{1,64}\)"  # or in brackets: "the password (for the NAS) is …"
    r"|[ \t]{1,8}again)?"  # or asked again (ssh-keygen's "Enter same passphrase again:")
)
# after a verb, a blank or the Markdown that closes before one ("**The password is** …": see SEP_END)
_VERB_END = rf"(?:{BLANKS}|(?=[*_]{{1,3}}\s))"
_SEP = (
    rf"(?P<sep>{GAP}(?::=|=>|={{1,3}}){GAP}|{GAP}[:：]{GAP}"
    rf"|{BLANKS}(?:[—–]{BLANKS})?это{_VERB_END}"  # Russian's copula ("мой пароль — это …"), before the dash alone
    rf"|{BLANKS}[—–]{BLANKS}|[—–]"
    # before "is": "… (has been) set/changed to"
    rf"|{BLANKS}(?:(?:(?:has|had|have){BLANKS})?(?:is|was|been|got){BLANKS})?(?:set|changed|reset|updated){BLANKS}"
    rf"to{_VERB_END}"
    # and in Spanish, French, Italian, Portuguese, German ("cambió a", "a changé pour", "è cambiato in", "mudou para",
    # "geändert auf")
    rf"|{BLANKS}(?:(?:ha|se){BLANKS})?cambi(?:ó|o|ado){BLANKS}a{_VERB_END}"
    rf"|{BLANKS}(?:a|est){BLANKS}chang[ée]e?{BLANKS}(?:pour|en|à){_VERB_END}"
    rf"|{BLANKS}(?:(?:è|e['’]|é)(?:{BLANKS}stat[oa])?{BLANKS})?cambiat[oa]{BLANKS}(?:in|a){_VERB_END}"
    rf"|{BLANKS}(?:(?:foi){BLANKS})?(?:mudou|mudad[oa]|alterad[oa]|trocad[oa]){BLANKS}para{_VERB_END}"
    rf"|{BLANKS}(?:(?:wurde|ist){BLANKS})?ge(?:ä|ae)ndert{BLANKS}(?:auf|in|zu){_VERB_END}"
    # Swedish's copula ("lösenordet är …", "mitt lösenord är …"), and after their own language's password word alone
    # Danish's and Norwegian's ("passordet er …", "adgangskoden er …", "kodeordet er …"), Polish's ("hasło to …", "moje
    # hasło jest …") and Czech's or Slovak's ("heslo je …"): "er", "to", "je" and "jest" are other languages' words too
    # ("the password to the vault", "password er hunter2" is no Danish), so each is read after its own labels (a fixed
    # lookbehind each: the label ends right before the blank). What follows is read as after "is" ("lösenordet är
    # långt", "heslo je povinné" stay: _OTHER_PROSE); after Polish "to" a typed value only (_check_lone_foreign).
    rf"|{BLANKS}är{_VERB_END}"
    r"|(?:(?<=passord)|(?<=passordet)|(?<=kodeord)|(?<=kodeordet)|(?<=adgangskode)|(?<=adgangskoden))"
    rf"{BLANKS}er{_VERB_END}"
    rf"|(?<=has[łl]o){BLANKS}(?:to|jest){_VERB_END}|(?<=heslo){BLANKS}je{_VERB_END}"
    rf"|{BLANKS}(?:is|was|are|es|era|est|c['’]est|ist|war|lautet|é|è|هي|है)"
    rf"(?:{BLANKS}(?:now|still|just|actually|literally|simply|ahora|maintenant|jetzt|agora))?(?:{GAP}:)?{_VERB_END})"
)
_CJK_PUNCT = "，。；：！？、（）「」"
# A bare value ends before a blank, a quote or a closing bracket (trailing punctuation stays outside);
# never before "(" or "[": ``getpass()`` and ``os.environ["X"]`` are code, not a value. A value in
# Markdown emphasis ends before the emphasis closes ("**Tr0ub4dor&3x**"). A URL query's or a form body's value ends
# before '&' and the next parameter's name (a letter first) and '=' (``password=Girasol2024&user=me``: a '&' inside a
# query's value is written %26), as the assignments' does (:mod:`.redact_rules`); a '&' in a password stays
# ("Tr0ub4dor&3x").
_VALUE = (
    r"""(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{0,255}?)(?P=q)"""
    rf"""|{EMPHASIS}(?P<bare>[^\s"'`,;()\[\]{{}}<>{_CJK_PUNCT}]{{1,256}}?)"""
    rf"""(?=(?(em)(?P=em))[.,;:!?)\]]{{0,64}}(?:$|[\s"'`,;)\]}}>{_CJK_PUNCT}]|&[A-Za-z_][\w.\-]{{0,63}}=)))"""
)


# Separators a chat or a table uses: "'s" for "is" ("my password's hunter2", "my PIN's 4821"), a hyphen before a blank,
# between blanks or glued to the label as a note's colon is ("password - hunter2", "password- hunter2", "pin- 4821"), a
# table's cell ("| password | hunter2 |"), an arrow. Read only by the rules whose value needs a digit or a symbol, or
# is a PIN: a word after them is as often what the password is like or a menu's ("the password's fine", "Password -
# Reset", "| password | string |", "Settings → Password → Security").
_ARROWS = r"->|-->|→|⇒|➡|👉"
_CHAT_SEP = (
    rf"(?P<sep>['’]s{_VERB_END}|[ \t]{{0,64}}-[ \t]{{1,64}}|[ \t]{{1,64}}\|[ \t]{{1,64}}"
    rf"|{GAP}(?:{_ARROWS}){GAP})"  # an arrow ("password -> hunter2", "Password → hunter2", "password 👉 hunter2")
)
# An arrow or a fat arrow ("password → swordfish", "pw => swordfish") before one plain word: read by
# :func:`_check_arrow_word` alone, which tells a note from a menu's path and from code
_ARROW_SEP = rf"(?P<sep>{GAP}(?:{_ARROWS}|=>){GAP})"
# A chat's "'s" for "is" before one plain word closing its sentence or line ("the password's sunflower"): read as after
# "is" (:func:`_check_lone_word`: "the password's fine", "… too short", "… in the vault" stay), the other chat
# separators not ("Password - Reset", "| password | string |"). "'s" is a possessive's as well ("check the password's
# owner."), so the label opens its clause (:func:`_check_is_word`).
_IS_SEP = rf"(?P<sep>['’]s{_VERB_END})"
# A chat's question answered by its next word ("password? sunflower", "wifi password? sunflower"): read as after "is"
# (:func:`_check_lone_word`: "password? what password?", "Forgot password? Reset" stay), but for a chat's own answer to
# the question ("password? nope", "the wifi password? dunno")
_ASKED_SEP = r"(?P<sep>\?[ \t]{1,8})"
_REPLIES = frozenset("nope nah yep yup yeah dunno idk maybe later anyone huh hmm lol same what why".split())  # noqa: SIM905


def _check_asked_word(m: re.Match[str]) -> bool:
    return m.group("bare").lower() not in _REPLIES and _check_lone_word(m)


_CLAUSE_START = (
    r"(?i)(?:(?:^|\n[ \t]{0,8})(?:[-*•][ \t]{1,8})?|[.!?:;,(]\s{0,8}"  # a line's start, after a list's bullet too
    r"|(?<![A-Za-z])(?:and|but|so|btw|oh|ok|okay|also|fyi|hey|yeah|now)[ \t]{1,8})"
    r"(?:(?:my|our|the|your|his|her|their)[ \t]{1,8})?"
)
_IS_START_RE = re.compile(rf"{_CLAUSE_START}(?:[\w-]{{1,24}}[ \t]{{1,8}})?$")
# a note's label before a hyphen may name what it opens in two words ("cabin router password - …")
_NOTE_START_RE = re.compile(rf"{_CLAUSE_START}(?:[\w-]{{1,24}}[ \t]{{1,8}}){{0,2}}$")
_ARROWS_RE = re.compile(_ARROWS)


def _prose_pattern(words: str, *, bare_sep: bool, value: str = _VALUE, sep: str = _SEP) -> re.Pattern[str]:
    """``LABEL [qualifier] SEP VALUE``; with ``bare_sep`` also ``LABEL VALUE`` (one blank). Markdown may
    close the label ("**Password**: …", "__token__ …") and close after the separator ("**Password:** …")."""
    seps = rf"(?:{_QUALIFIER}{sep}|(?P<blank>[ \t]{{1,64}}))" if bare_sep else rf"{_QUALIFIER}{sep}"
    return re.compile(
        rf"(?i)(?P<label>{words})(?![A-Za-z0-9]){LABEL_END}{seps}{SEP_END}{value}",
    )


# Chinese verbs that set a password to a value ("把密码改成 …", "密码设成了 …", "密码已经设置为 …"), as English "set to"
_CJK_SET_TO = r"(?:已经|已經|已)?(?:改|设|設|换|換|更改|修改|重置|设置|設置|设定|設定)(?:成|为|為)了?"


def _cjk_pattern(words: str) -> re.Pattern[str]:
    """``LABEL 是 VALUE``: no blank needed around a CJK label (Korean's topic particle 는/은 after it is its verb; a
    colon or a comma may follow the verb: "密码是: …", "パスワードは、…"), or a Chinese verb setting it to the value
    ("密码改成 …"), or an object's particle (Japanese を, Korean 를/을: "パスワードを…に変えた", read by the rule's
    check), or only a blank (``cblank``: "密码 123456", read by :func:`_cjk_spaced`); the value is the run of ASCII
    after it, in CJK quotes or not ("パスワードは「…」です")."""
    return re.compile(
        rf"(?:{words}){GAP}(?:(?:是|为|為|は|는|은)(?:{GAP}[:：、，,])?|{_CJK_SET_TO}|(?P<obj>を|를|을)|:|：|=|—|–"
        r"|(?P<cblank>(?<=[ \t])))"
        rf"{GAP}[「『“‘]?"
        r"(?P<bare>[!-~]{1,256}?)(?=[.,;:!?)\]]{0,64}(?:[^!-~]|$))"
    )


_DIGITS_RE = re.compile(r"\d{4,12}")
_VERSION_RE = re.compile(r"v?\d+(?:\.\d+)+[\w.+\-]*")
_DATE_RE = re.compile(r"\d{4}-\d{2}-\d{2}[\w:.+\-]*|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}")
# A segment that reads as a word, a number or a model-style name part ("llama3", "8b", "v2", "Q4").
_WORD_SEGMENT_RE = re.compile(r"[A-Za-z][a-z]*\d*|[A-Z]+\d*|\d+[a-zA-Z]{0,2}")
_SEGMENT_SPLIT_RE = re.compile(r"[/_\-+.:@=]+")
# a password manager's name is not a password ("the password is in Bitwarden", a table's "| gmail | Bitwarden |")
_PRODUCTS = frozenset({"1password", "bitwarden", "lastpass", "keepass", "keepassxc", "dashlane", "keychain"})


def _value(m: re.Match[str]) -> str:
    quoted: str | None = m.group("quoted")
    return quoted if quoted is not None else m.group("bare")


# a character written as JSON escapes: a model's reply is JSON, and read decoded too (models/scrub.py), where
# "password \u2192 hunter2" is "password → hunter2" — the escape is the arrow, not the password
_JSON_ESCAPES_RE = re.compile(r"(?:\\u[0-9a-fA-F]{4}){1,2}")


def _plain(value: str) -> bool:
    """True for what is never a secret whatever the label: placeholders, references, paths, URLs."""
    return (
        is_placeholder(value)
        or names_a_scheme(value)  # "password: bcrypt" names how passwords are hashed
        or value.lower() in _PRODUCTS
        or CMDLET_RE.fullmatch(value) is not None
        or "://" in value
        or REFERENCE_RE.fullmatch(value) is not None
        or PATH_RE.fullmatch(value) is not None
    )


def _words_only(value: str) -> bool:
    """Every segment between separators is a word or a number: ``llama3-8b-instruct``, ``BSD-3-Clause``."""
    parts = [p for p in _SEGMENT_SPLIT_RE.split(value) if p]
    return all(_WORD_SEGMENT_RE.fullmatch(p) for p in parts)


def _keyish(value: str) -> bool:
    """A key's or token's value: letters and digits, not words, a version, a date or a path."""
    return (
        len(value) >= 8
        and any(c.isdigit() for c in value)
        and any(c.isalpha() for c in value)
        and not _plain(value)
        and not _words_only(value)
        and _VERSION_RE.fullmatch(value) is None
        and _DATE_RE.fullmatch(value) is None
    )


def _passwordish(value: str) -> bool:
    """A password's value: a digit, a symbol or inner capitals (``hunter2``), or a PIN-like number."""
    return len(value) >= 4 and not _plain(value) and (looks_random(value) or _DIGITS_RE.fullmatch(value) is not None)


def _code_sep(m: re.Match[str]) -> bool:
    sep = m.group("sep")
    return sep is not None and "=" in sep


def _glued(m: re.Match[str]) -> bool:
    """A letter or digit stands right before the label ("compass: …"), but for an environment variable's
    capitals glued to PASSWORD/PASSWD (``PGPASSWORD=…``, ``MYSQLPASSWD=…``) and a camel-case key's last word glued to
    its value by '=' (``mavenPassword=…``, ``storePassword=…``: :func:`_camel_key`)."""
    before = m.string[m.start() - 1]
    if not before.isalnum():
        return False
    label = m.groupdict().get("label") or ""
    return not (before.isupper() and label.isupper() and label.startswith("PASSW")) and not _camel_key(m)


# what a camel-case key names done to a password, not the password: a form's or an account's action on it
# (``forgotPassword=link``, ``showPassword=true``, ``resetPassword=email``)
_PASSWORD_ACTIONS = frozenset(
    "forgot forget reset show hide toggle reveal remember generate validate verify check hash require expire".split()  # noqa: SIM905
)
_CAMEL_WORD_RE = re.compile(r"[A-Za-z][a-z0-9]{0,31}$")


def _camel_key(m: re.Match[str]) -> bool:
    """The label is a camel-case key's last word, '=' glued after it (Gradle's ``mavenPassword=…``, an Android
    ``keystore.properties``' ``storePassword=…``): a name typed as code names it, its value as typed — but for a key
    naming an action on the password (_PASSWORD_ACTIONS)."""
    label = m.groupdict().get("label") or ""
    at = m.start()
    if not (
        at
        and m.string[at - 1].islower()
        and label[:1] == "P"
        and label[1:].islower()
        and label.lower().startswith("passw")
        and m.groupdict().get("sep") == "="
    ):
        return False
    word = _CAMEL_WORD_RE.search(m.string, max(0, at - 32), at)
    return word is not None and word.group().lower() not in _PASSWORD_ACTIONS


_IN_MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]{0,28}$")  # "[REDACTED:cli_password] …" names no password


def _labelled(check: Callable[[re.Match[str]], bool]) -> Callable[[re.Match[str]], bool]:
    """``check`` behind a word boundary before the label; ``_`` and ``-`` join a prefix (``db_password``)."""

    def bounded(m: re.Match[str]) -> bool:
        at = m.start()
        if at and (_glued(m) or _IN_MARKER_RE.search(m.string, max(0, at - 40), at)):
            return False
        return check(m)

    return bounded


def _strict(value: str) -> bool:
    """The value after a password word and only a blank ("passwd hunter2", "密码 hunter2"): 6+ characters with a
    lower-case letter and a digit ("password reset", "密码 MD5" are not), and not a JSON escape (a reply's raw
    ``password \\u2192 hunter2`` is "password → hunter2": the escape is the arrow)."""
    return (
        len(value) >= 6
        and any(c.islower() for c in value)
        and any(c.isdigit() for c in value)
        and _JSON_ESCAPES_RE.fullmatch(value) is None
    )


def _env_name(m: re.Match[str]) -> bool:
    """The label is an environment variable's name, in capitals: ``_PASS`` and ``_PWD`` after a name's part
    (``DB_PASS``, ``MYSQL_PWD``; ``PWD=`` alone is the shell's directory), ``PASSWORD``, ``PASSWD`` and ``PASSPHRASE``
    after one too (``POSTGRES_PASSWORD``, ``PGPASSWORD``, ``BORG_PASSPHRASE``) or alone (``PASSWORD=…``)."""
    label = m.group("label")
    before = m.string[m.start() - 1] if m.start() else "\n"
    if label in ("PASS", "PWD"):
        return before == "_"
    return label in ("PASSWORD", "PASSWD", "PASSPHRASE") and (before in "_ \t\n" or before.isupper())


def _typed_name(m: re.Match[str]) -> bool:
    """The label names a value in code, written as typed: an environment variable's (:func:`_env_name`), a URL query's
    parameter (``jdbc:postgresql://db/app?user=bob&password=Girasol``: '?' or '&' before it), a long option's
    (``--password=Girasol``), or any key's with '=' glued on both sides (``password=girasol``, ``vault kv put
    secret/db password=girasol``, ``mavenPassword=girasol``): a key=value pair is typed, where prose writing of a
    password puts a blank or a verb (a bare ``password = Girasol`` may be prose's, and stays)."""
    before = m.string[max(0, m.start() - 2) : m.start()]
    return (
        _env_name(m)
        or before[-1:] in ("?", "&")
        or before == "--"
        or (m.groupdict().get("sep") == "=" and not _kwarg(m))
    )


def _kwarg(m: re.Match[str]) -> bool:
    """The label is a call's keyword argument (``Login(password=Girasol)``, ``f(user=u, password=Secret)``): code
    passes a name there, a variable's or a constant's, not a value typed. A list's comma glued to the key is a
    connection string's (``user=bob,password=girasol``)."""
    before = m.string[max(0, m.start() - 16) : m.start()]
    stripped = before.rstrip(" \t")
    return stripped.endswith("(") or (stripped.endswith(",") and len(stripped) < len(before))


_NEXT_PARAMETER_RE = re.compile(r"&[A-Za-z_][\w.\-]{0,63}=")  # ``?password=&user=bob``: an empty value, the next name


def _check_password(m: re.Match[str]) -> bool:
    value = _value(m)
    if _NEXT_PARAMETER_RE.match(value) or in_sed_substitution(m, value):
        return False
    if m.group("label") != "PASS" and m.group("label").lower() == "pass":  # a test's too ({"pass": "true"}, "pass: 12")
        return _passwordish(value) and not value.isdigit()
    if m.group("quoted") is not None:
        return len(value.strip()) >= 4 and not _plain(value)
    if m.group("label") == "PASS" and value.isdigit():  # ``MAX_PASS=1000`` counts passes
        return False
    if m.groupdict().get("blank") is not None:  # "passwd hunter2": no separator, so a stricter value
        strict = _strict(value)
        if m.group("label") in _EMOJI_STARTS:  # "🔑 hunter2", not a heading's "🔐 OAuth2 setup"
            return strict and _LONE_END_RE.match(m.string, m.end()) is not None
        return strict or _joined_passphrase(value, dots=False) or _spaced_digits(m)
    # an environment variable's password ("export MYSQL_PWD=swordfish", "DB_PASS=letmein"): a plain word too, and a
    # capitalised one ("DB_PASSWORD=Girasol": a shell's value is written as typed, no sentence opens after '='); a URL
    # query's and a long option's the same (_typed_name: "?user=bob&password=Girasol", "--password=Girasol")
    if (
        _typed_name(m)
        and _code_sep(m)
        and value.isalpha()
        and (value.islower() or value.istitle())
        and not (_prose_word(value) or _plain(value))
    ):
        return True
    # emphasis opened on the first word and closed further on ("Password: *see the vault*") is no symbol
    value = value.lstrip("*_")
    dots = "phrase" in m.group("label").lower()
    return _passwordish(value) or (not _code_sep(m) and _joined_passphrase(value, dots=dots))


# A passphrase: three to six words. Prose after a password word is made of the same letters, so no word of
# a passphrase may be one prose needs — a function word, a word that says what a password is like, a verb's
# or an adverb's form (-ed, -ing, -ly) — nor, joined by '.', a name code uses ("self.password").
_PROSE_WORDS = frozenset(
    """a an the of to in on at for by with from as and or but nor not no so if is are was were be been being
    am do does did done has have had it its this that these those my your our their his her me you we they
    he she i what which who whom when where why how than then too very just also only still now here there
    all any some more most less few much many one two same such own other each every both either neither
    up down out off over under again once about into onto upon per via can could will would should must
    may might shall let get got see use new old long short strong weak secure safe easy hard simple
    complex different wrong right unique random case sensitive good bad great fine okay ok sure really
    quite pretty super kind sort like always never ever yet already enough please thanks
    characters character letters digits symbols words word part
    mine yours hers theirs ours nothing something anything everything none nobody somewhere elsewhere inside
    below above attached there back gone ready set unset blank empty unknown default optional mandatory
    temporary permanent valid invalid incorrect true false yes null nil same different fine ok
    plaintext cleartext public private shared hidden visible known lost obvious
    trivial generic basic standard personal current previous original initial final actual whatever
    important irrelevant redundant insecure unsafe compromised broken ugly stupid silly dumb terrible awful
    horrible ridiculous tricky complicated confusing annoying impossible memorable unchangeable
    str string bytes int integer bool boolean float number text char varchar object any union list dict
    tuple unicode binary secretstr secretbytes field input prompt hint label mask tbd tba todo na
    forgotten written stolen taken given chosen shown seen gotten enter submit login logout signin signup
    continue cancel next show hide reveal toggle confirm change reset update save edit copy generate forgot
    remember""".split()  # noqa: SIM905 - a word list
)
_CODE_NAMES = frozenset(
    """self cls this args kwargs opts options settings config cfg conf env environ os ctx request req params
    secrets vault password passwd passphrase pwd pw secret key token value values get hash""".split()  # noqa: SIM905
)
# what a password is like, by its ending: stealable, accessible, dangerous, useful, useless, sensitive
_LIKE_RE = re.compile(r"[a-z]{2,}(?:able|ible|ous|ful|less|ive)")


# a word that is prose alone after "the password is", and a passphrase's word all the same
# and what a chat says a password is like ("the password's garbage", "… is ancient")
_PROSE_ALONE = frozenset(
    "correct garbage trash rubbish junk ancient weird funny cute dead confidential".split()  # noqa: SIM905 - a word list
)


def _prose_word(word: str, *, alone: bool = False) -> bool:
    """A word prose needs, so never a password alone or a passphrase's word: a function word, what a password
    is like (its comparative too: longer, easiest), a verb's or an adverb's form, a name in code or a type."""
    w = word.lower()
    return (
        (alone and w in _PROSE_ALONE)
        or w in _PROSE_WORDS
        or w in _CODE_NAMES
        or w in _PRODUCTS
        or VERB_FORM_RE.fullmatch(w) is not None
        or _LIKE_RE.fullmatch(w) is not None
        or any(w.endswith(end) and (w[: -len(end)] + e) in _PROSE_WORDS for end in ("er", "est") for e in ("", "e"))
        or any(w.endswith(end) and w[: -len(end)] + "y" in _PROSE_WORDS for end in ("ier", "iest"))
    )


_JOINED_RE = re.compile(r"[A-Za-z]{2,24}(?P<j>[-_.])[A-Za-z]{2,24}(?:(?P=j)[A-Za-z]{2,24}){1,4}")
# 2-6 words and blanks (two only after a terminal's prompt: :func:`_check_spaced_passphrase`), then the sentence's or
# the line's end, or a closing quote or bracket
_SPACED = (
    r"""(?P<bare>[A-Za-z]{2,24}(?:[ \t][A-Za-z]{2,24}){1,5})"""
    r"""(?=[.!?]{0,3}[ \t]{0,64}(?:\n|$)|[.!?]{1,3}\s|[.!?]{0,3}["'`)\]])"""
)


# a word naming a password itself, in any language read here: words that name the password are about it ("Senha -
# Esqueci minha senha", I forgot my password; "passphrase: reset your password"), never a passphrase's own
_NAMES_PASSWORD_RE = re.compile(
    rf"(?i)(?:{_PASSWORD_SHORT}|pass(?:word|wd|phrase|code)|pwd|pw|pin|{FOREIGN_PASSWORD_WORDS})"
)


# the articles and prepositions (contracted with their article too) a Spanish, French, German, Italian or Portuguese
# instruction joins its words with ("pregunta al entrenador", "demande au coach", "frag den Trainer", "chiedi al coach",
# "pergunte ao treinador"): a function word, so never a passphrase's, as English's are (_PROSE_WORDS)
_FOREIGN_FUNCTION_WORDS = frozenset(
    """al del a à au aux de des du den dem zum zur beim mit ao aos às do da dos das no na il lo gli ai dal della
    con avec com per por para pour""".split()  # noqa: SIM905 - a word list
)


def _passphrase_words(words: list[str]) -> bool:
    return (
        3 <= len(words) <= 6
        and not any(map(_prose_word, words))
        and not any(w.lower() in _FOREIGN_FUNCTION_WORDS for w in words)
        and not any(_NAMES_PASSWORD_RE.fullmatch(w) for w in words)
    )


def _joined_passphrase(value: str, *, dots: bool) -> bool:
    """Three to six words joined by '-' or '_' (``correct-horse-battery-staple``); by '.' with ``dots``
    (``tango.lima.echo.nine``: after "passphrase" and a separator; a host name is words and dots too)."""
    m = _JOINED_RE.fullmatch(value)
    return m is not None and (dots or m.group("j") != ".") and _passphrase_words(value.split(m.group("j")))


# A password that is one plain word ("The password is swordfish.", "Password: monkey", "pass: letmein" at a line's
# start): after an English password word and ':' or a verb, a word of letters alone, closing the sentence or the
# line (or before a closing quote or bracket), or before a comma, a semicolon or a conjunction the sentence goes on
# with ("the password is swordfish, don't tell anyone", "… swordfish and nobody knows it"), and no word prose needs
# there (see _prose_word: "the password is required / wrong / temporary / mine"). Not after '=' (code:
# ``password = raw``), nor with only a blank after the label ("password manager", "password reset" are compound
# nouns). Spanish, French, German and Portuguese labels read the same way, their words for what a password is like
# listed too (_foreign_prose_word: "la contraseña es obligatoria", "das Passwort ist abgelaufen").
_LONE_LABELS = (
    rf"pass(?:word|wd|phrase|code)|pass[ _-]phrase|{_PASSWORD_SHORT}|pwd|pw|psk|пароль|{_ARABIC_HINDI_WORDS}"
    # "pass:" opening its line (or "pass —", "pass - …": a dash for the colon), or closing a key's name after '_', '-'
    # or '.' (Ansible's ``ansible_become_pass:``, ``ansible_ssh_pass:``, ``smtp.pass:``)
    r"|(?<![^\n])pass(?=[ \t]{0,64}:|[ \t]{0,8}--?[ \t]|[ \t]{1,8}[—–][ \t])|(?<=[A-Za-z0-9][_.-])pass(?=[ \t]{0,64}:)"
)
_LONE_STARTS = ("pass", "pw", "psk", "пароль", "pswd", "p/w", *_ARABIC_HINDI_STARTS)
_LONE_FOREIGN_LABELS = rf"{FOREIGN_PASSWORD_WORDS}|mdp"
_LONE_FOREIGN_STARTS = ("mdp", *FOREIGN_PASSWORD_STARTS)
# where a lone word ends: its sentence's or line's end, a closing quote or bracket, or a clause going on after a
# comma, a semicolon or a conjunction ("swordfish, don't tell", "swordfish and nobody knows it")
_GOES_ON = r"[,;][ \t]|[ \t]{1,64}(?:and|but|so|or|y|pero|et|mais|und|aber|mas|и|но)[ \t,]"
# a chat's laugh or its shorthand after a value closes nothing ("the password is swordfish lol", "12345 is my password
# haha", "jaja", "the code is 4821 btw", "… fyi", "… I think"), nor does a remark in brackets about the value
# ("password: sunflower (case sensitive)", "PIN 4821 (the old one)")
_LAUGHS = (
    r"(?i:lol|lmao|rofl|xd|mdr|kkk|(?:ha|he|ja|je){2,4}|btw|fyi|iirc|afaik|tbh|imo|i[ \t]think|i[ \t]believe"
    r"|i[ \t]guess|je[ \t]crois|glaube[ \t]ich|creo|acho)"
)
_REMARK = r"(?:[ \t]{1,8}\([^()\[\]\n]{1,40}\))?"  # in round brackets: a redaction's marker is in square ones
_LAUGH = rf"(?:[ \t]{{1,8}}{_LAUGHS})?{_REMARK}"
_LAUGH_RE = re.compile(_LAUGHS)  # and never the password itself ("my password lol")
# nor does when it has been or will be the password ("12345 is my password since March", "… swordfish until Friday",
# "Sonnenblume seit März", "girasol desde marzo"): one to three words after "since", "until" and their words
_SINCE = (
    r"(?:[ \t]{1,8}(?i:since|until|till|desde|hasta|depuis|jusqu['’]?[aà]|seit|bis)"
    r"(?:[ \t]{1,8}[^\W_][\w'’-]{0,23}){1,3})?"
)
_LONE_END = (
    rf"""(?:{_SINCE}{_LAUGH}(?:[.!]{{0,3}}[ \t]{{0,64}}(?:\r?\n|$)|[.!]{{1,3}}\s|[.!]{{0,3}}["'`)\]]|{_GOES_ON}))"""
)
_LONE_END_RE = re.compile(_LONE_END)
_LONE = rf"{EMPHASIS}(?P<bare>[A-Za-z]{{3,32}})(?=(?(em)(?P=em)){_LONE_END})"
_LONE_LETTERS = rf"{EMPHASIS}(?P<bare>[^\W\d_]{{3,32}})(?=(?(em)(?P=em)){_LONE_END})"  # "piñata", "Sonnenblume"

# What a password is like, where it is or whose, in Spanish, French, German and Portuguese (accents dropped): a
# word of one language is read as prose in all, as the gate reads its function words.
_FOREIGN_PROSE = frozenset(
    """obligatoria obligatorio necesaria necesario correcta correcto incorrecta incorrecto nueva nuevo vieja viejo
    antigua antiguo larga largo corta corto facil dificil debil fuerte segura seguro insegura inseguro secreta
    secreto igual misma mismo mia mio tuya tuyo suya suyo nuestra nuestro temporal valida valido invalida invalido
    vacia vacio opcional distinta distinto diferente unica unico otra otro esta este esa ese esto eso aqui alli
    ahi nada ninguna ninguno importante personal simple complicada complicado muy mas menos demasiado bastante
    la el lo las los una uno unos unas de del en que no si ya aun todavia tambien cual publica publico privada
    obligatoire necessaire incorrect incorrecte correct correcte faux fausse bon bonne mauvais mauvaise nouveau
    nouvelle ancien ancienne vieux vieille long longue court courte facile difficile faible fort forte sur sure
    secret secrete vide valide invalide temporaire optionnel optionnelle facultatif identique meme pareil
    different differente unique le les un une du des dans trop tres plus moins deja toujours encore aussi ici
    mien mienne tien tienne sien sienne notre votre leur personnel personnelle simple pas rien quoi quel quelle
    requis requise perdu perdue
    falsch richtig korrekt inkorrekt neu alt lang kurz einfach schwer schwach stark sicher unsicher geheim leer
    gleich derselbe dasselbe dieselbe anders meins deins seins ihres unseres hier dort da weg nicht kein keins
    nichts sehr zu noch schon auch immer bekannt unbekannt optional pflicht ein eine der die das im in auf
    obrigatoria obrigatorio incorreta incorreto correta correto nova novo velha velho longa longo curta curto
    fraca fraco forte segura seguro secreta secreto vazia vazio minha meu tua teu sua seu nossa nosso mesma
    mesmo outra outro aqui ali muito mais menos ja ainda tambem
    anzeigen ausblenden einblenden andern eingeben vergessen zurucksetzen bestatigen speichern anmelden abmelden
    pflichtfeld erforderlich mostrar ocultar cambiar olvidada olvidado restablecer confirmar guardar entrar
    iniciar afficher masquer modifier oublie reinitialiser confirmer enregistrer connexion esconder alterar
    redefinir esqueceu esqueci salvar valor valores valeur wert""".split()  # noqa: SIM905 - a word list
)
# by its ending, in lower case (a capitalised word there is a noun, a name: "das Passwort ist Schwertfisch"): a
# participle (caducada, expiré, abgelaufen, geändert, perdida), what a password is like (peligrosa, dangereux,
# gültig, wichtig, möglich, vorläufig, valable, pénible, typisch)
_FOREIGN_FORM_RE = re.compile(
    r"[a-z]{2,}(?:ada|ado|adas|ados|ida|ido|idas|idos|ee|ees|ble|bles|osa|oso|eux|euse|ive|if|ment|mente"
    r"|ig|lich|bar|los|sam|isch|haft|ell|al)|[a-z]{0,6}ge[a-z]{2,}(?:t|en)"
)


def _folded(word: str) -> str:
    """``word`` lower-cased, its accents dropped ("Pflicht" → "pflicht", "débil" → "debil", "gültig" → "gultig")."""
    return unicodedata.normalize("NFKD", word.lower()).encode("ascii", "ignore").decode()


# The same in Catalan, Italian, Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Turkish, Hungarian, Romanian,
# Indonesian and Malay, Czech and Slovak (FOREIGN_PASSWORD_WORDS' other languages, "heslo"): a form's words (required,
# wrong, forgotten, show, hide, change, new, old, strong, weak, secret, empty, invalid), whose, where, "no" — folded as
# a value is
_OTHER_PROSE = frozenset(
    map(
        _folded,
        """obligatòria obligatori incorrecta correcta oblidada nova antiga forta feble secreta buida invàlida vàlida
        amagar canviar desar meva teva aquí
        obbligatoria richiesta errata sbagliata corretta dimenticata nuova vecchia debole segreta vuota mostra nascondi
        cambia salva mia tua qui
        vereist verplicht onjuist juist fout vergeten wijzigen tonen verbergen nieuw nieuwe oud oude sterk zwak geheim
        leeg ongeldig geldig veilig onveilig mijn jouw hetzelfde hier daar niet geen niets opslaan invoeren bevestigen
        herstellen
        wymagane wymagany nieprawidłowe nieprawidłowy prawidłowe błędne błędny zapomniane nowe nowy stare stary silne
        słabe tajne puste niepoprawne poprawne pokaż ukryj zmień zapisz moje twoje tutaj nie brak długie krótkie trudne
        łatwe proste bezpieczne ważne
        krävs obligatoriskt fel felaktigt rätt glömt glömd nytt nya gammalt starkt svagt hemligt tomt ogiltigt giltigt
        visa dölj ändra spara mitt ditt här inte ingen långt kort svårt enkelt lätt säkert osäkert samma viktigt
        påkrævet obligatorisk forkert glemt nyt gammel gammelt stærk svag hemmelig tom ugyldig gyldig vis skjul ændr
        gem min din ikke langt svært nemt let sikkert usikkert samme vigtigt viktig
        påkrevd feil sterkt svakt hemmelig ugyldig endre lagre
        vaadittu pakollinen väärä väärin oikea unohtunut unohdettu uusi vanha vahva heikko salainen tyhjä virheellinen
        kelvollinen näytä piilota vaihda tallenna minun sinun tässä ei
        povinné povinne vyžadované nesprávné nesprávne správné správne chybné zapomenuté zabudnuté nové staré silné
        slabé tajné prázdné neplatné platné zobrazit skrýt změnit uložit zobraziť skryť zmeniť uložiť moje tvoje zde
        dlouhé krátké těžké snadné jednoduché bezpečné stejné důležité
        tu ne
        gerekli zorunlu yanlış hatalı doğru unuttum unutuldu yeni eski güçlü zayıf gizli boş geçersiz geçerli göster
        gizle değiştir kaydet benim senin burada yok
        kötelező szükséges hibás helytelen helyes elfelejtett új régi erős gyenge titkos üres érvénytelen érvényes
        mutat elrejt megváltoztat mentés enyém tiéd itt nem nincs
        obligatorie necesară greșită incorectă corectă uitată nouă veche puternică slabă secretă goală invalidă
        validă afișează ascunde schimbă salvează mea aici nu
        wajib diperlukan salah benar lupa baru lama kuat lemah rahasia rahsia kosong tidak sah tampilkan sembunyikan
        ubah simpan tukar saya anda sini""".split(),  # noqa: SIM905 - a word list
    )
)


def _foreign_prose_word(word: str, *, capitals: bool = False, germanic: bool = False) -> bool:
    """A word prose needs after a Spanish, French, German or Portuguese password word: what a password is like,
    where it is or whose, a function word, a participle, a form's buttons ("la contraseña es incorrecta", "das
    Passwort ist abgelaufen", "le mot de passe est expiré", "Passwort: Anzeigen"); English ones too ("mot de
    passe: required"). By its ending only in lower case, or with ``capitals`` (after ':' a form's word is
    capitalised: "Kennwort: Erforderlich"). After a German or Dutch password word (``germanic``) a capitalised word
    in -ling is a noun made by German's and Dutch's suffix -ling ("Schmetterling", "Frühling", "Liebling"), no English
    gerund; one in another -ing is English's, a status a screen shows ("Passwort: Loading", "Kennwort: Pending")."""
    w = _folded(word)
    german_noun = germanic and word[:1].isupper() and w.endswith("ling") and w not in _PROSE_WORDS
    return (
        (_prose_word(word, alone=True) and not german_noun)
        or w in _FOREIGN_PROSE
        or w in _OTHER_PROSE
        or (
            (capitals or word[0].islower())
            and (word.lower().endswith(("é", "ée")) or _FOREIGN_FORM_RE.fullmatch(w) is not None)
        )
    )


def _lone_word(value: str) -> bool:
    """One plain word that may be a password: no word prose needs, no placeholder, no laugh ("my password lol")."""
    return not (_prose_word(value, alone=True) or _plain(value) or _LAUGH_RE.fullmatch(value))


def _check_lone_word(m: re.Match[str]) -> bool:
    return not _code_sep(m) and _lone_word(m.group("bare"))


# A password spelled out as it is said aloud, a voice transcript's ("my password is sunflower twenty two", "Tulipa
# seven", "mi contraseña es girasol veintidós", "mot de passe : tournesol vingt-deux", "Passwort ist Sonnenblume
# zweiundzwanzig", "senha é girassol vinte e dois"): one plain word, then the words of its number, closing the clause —
# "sunflower22" as a transcript writes it. Number words are a closed class in each language read here (accents dropped;
# German's and Italian's tens joined to their units). The word is no word prose needs (:func:`_lone_word`,
# :func:`_foreign_prose_word`: "the password is twenty two characters long", "… valid for thirty days", "… the same
# one" stay), nor a noun that a number counts or ranks ("the password is number one", "… step two").
_NUMBER_WORDS = frozenset(
    """zero oh one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen
    seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand
    cero uno una dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete
    dieciocho diecinueve veinte veintiuno veintiuna veintidos veintitres veinticuatro veinticinco veintiseis
    veintisiete veintiocho veintinueve treinta cuarenta cincuenta sesenta setenta ochenta noventa cien ciento mil
    un une deux trois quatre cinq sept huit neuf dix onze douze treize quatorze quinze seize vingt vingts trente
    quarante cinquante soixante cent mille
    null eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf dreizehn vierzehn funfzehn sechzehn siebzehn
    achtzehn neunzehn zwanzig dreissig vierzig funfzig sechzig siebzig achtzig neunzig hundert tausend
    due quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto
    diciannove venti trenta quaranta sessanta settanta ottanta novanta cento
    um dois duas quatorze dezesseis dezasseis dezessete dezassete dezoito dezenove dezanove vinte quarenta
    oitenta cem""".split()  # noqa: SIM905 - a word list
)
_JOINED_NUMBER_RE = re.compile(
    r"(?:ein|zwei|drei|vier|funf|sechs|sieben|acht|neun)und(?:zwanzig|dreissig|vierzig|funfzig|sechzig|siebzig|achtzig"
    r"|neunzig)"
    r"|(?:vent|trent|quarant|cinquant|sessant|settant|ottant|novant)(?:a|i)?(?:uno|due|tre|quattro|cinque|sei|sette"
    r"|otto|nove)"
)
_NUMBER_AND = frozenset({"and", "y", "e", "et", "und"})
_COUNTED = frozenset(
    """number no num step level chapter page part phase rule option item round day week month year room line section
    version plan top""".split()  # noqa: SIM905 - a word list
)
_SPELLED = (
    rf"(?P<bare>[^\W\d_]{{3,32}}(?:[ \t]{{1,4}}[^\W\d_]{{1,16}}(?:-[^\W\d_]{{1,16}}){{0,2}}){{1,5}}?)(?={_LONE_END})"
)


def _number_word(word: str) -> bool:
    w = _folded(word.replace("ß", "ss"))
    return all(part in _NUMBER_WORDS or _JOINED_NUMBER_RE.fullmatch(part) for part in w.split("-"))


def _check_spelled(m: re.Match[str]) -> bool:
    if _code_sep(m):
        return False
    first, *number = m.group("bare").split()
    inner = number[1:-1]
    return (
        _number_word(number[0])
        and _number_word(number[-1])
        and all(_number_word(w) or w.lower() in _NUMBER_AND for w in inner)
        and not _number_word(first)
        and first.lower() not in _COUNTED
        and _lone_word(first)
        and not _foreign_prose_word(first)
    )


def _opens_clause(m: re.Match[str], start: re.Pattern[str] = _IS_START_RE, *, qualified: bool = False) -> bool:
    """The label opens its clause, a determiner and a word before it at most (``start``: "the password's …", "btw my
    wifi password's …", "- pw - …" as a list's item), and nothing stands between it and its separator but, when
    ``qualified``, what it is for ("the password for the vpn - …")."""
    return (qualified or m.string[m.end("label") : m.start("sep")].strip("*_") == "") and start.search(
        m.string, max(0, m.start() - 64), m.start()
    ) is not None


def _check_is_word(m: re.Match[str]) -> bool:
    """A plain word after "password's" where the label opens its clause ("the password's sunflower", "btw my wifi
    password's sunflower"), not a compound's noun or a plural ("the password's length", "the password's rules"), nor
    after a qualifier, where "'s" is the qualifier's noun's ("a password in a table's column or …")."""
    value = m.group("bare").lower()
    return (
        _opens_clause(m)
        and value not in _AFTER_PASSWORD
        and value not in _PASSWORD_HAS
        and not value.endswith("s")
        and _check_lone_word(m)
    )


# what stands before a fat arrow's label in code: a lambda's parameter list or an argument ("(pw => valid)",
# "map(password => …)", "const f = pw => …")
_ARROW_CODE_BEFORE_RE = re.compile(r"[(,=][ \t]{0,8}$")


# What a menu or a settings page puts after "Password" as its item, capitalised, that no other list here names
# ("Password → Manage", "Password → Autofill"); its items in the plural, a verb's form or a word prose needs
# ("Password → Settings", "Password → Required", "Password → Change") are read as such already
_MENU_ITEMS = frozenset(
    """manage autofill privacy account advanced general profile verify recover create delete remove add enable disable
    view open edit help more menu tab section passkey sign apply close done""".split()  # noqa: SIM905 - a word list
)


def _check_arrow_word(m: re.Match[str]) -> bool:
    """A word after a password word and an arrow, closing its sentence or line ("password → swordfish", "pw =>
    swordfish", "Password → Swordfish"): not a menu's path (an arrow before the label too: "Settings → password →
    security"), nor what a password flow does next ("password -> reset", "password → expired"), nor a lambda ("(pw =>
    valid)", "f = pw => ok") or a code's name ("my_password => bar"). Capitalised, it is a menu's item when a menu
    names one (:data:`_MENU_ITEMS`, "Password → Change", "Password → Settings"): a password is written as typed, and
    one word a menu does not name, capitalised after an arrow, is as typed ("Password → Swordfish")."""
    value = m.group("bare")
    line = m.string[m.string.rfind("\n", 0, m.start()) + 1 : m.start()]
    if "=" in m.group("sep") and line[-1:] in ("_", ".", ":", "$", "@"):  # a code's name: "my_password => bar"
        return False
    if value[:1].isupper() and value[1:].islower():
        value = value.lower()
        if value.endswith("s") or value in _MENU_ITEMS:
            return False
    return (
        value.islower()
        and value not in _AFTER_PASSWORD
        and _ARROWS_RE.search(line) is None
        and _ARROW_CODE_BEFORE_RE.search(line) is None
        and m.string[m.end() : m.end() + 1] not in (")", "]")
        and _lone_word(value)
    )


# A note's hyphen between blanks, or glued to the label as a colon is, before one plain word closing its line ("password
# - sunflower", "password- sunflower", "pw - sunflower", "pass -- sunflower" opening a line), as a dash is ("password —
# sunflower"): read as after an arrow
# (:func:`_check_arrow_word`: "Password - Reset", "password - required", "Password - Manage" stay), the label opening
# its clause ("Settings - Password - Security" is a menu's path, "I forgot my password - typical" a remark)
# — or glued to the value after a blank ("password -sunflower"), as a command line writes an option: a note's only
# where the label opens its line (a bullet or a possessive before it at most: "openssl passwd -crypt", "mysql -u bob
# --password -verbose" are commands), and not a command's own name ("passwd -stdin", "pwd -logical"); before digits
# (a PIN's: an option is a word, "-482193" none) one word may name what the label is for ("phone passcode -482193")
_DASH_SEP = r"(?P<sep>[ \t]{0,8}--?[ \t]{1,8}|[ \t]{1,8}-(?=[^\W_]))"
_GLUED_START = (
    r"(?i)(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,8})?(?:(?:my|our|the|mi|mon|ma|mein|meine|minha|meu|la|il|el)[ \t]{1,8})?"
)
_GLUED_LINE_RE = re.compile(rf"{_GLUED_START}$")
_GLUED_DIGITS_LINE_RE = re.compile(rf"{_GLUED_START}(?:[^\W\d_][\w-]{{0,23}}[ \t]{{1,8}})?$")
_COMMANDS = frozenset({"passwd", "pwd"})


def _dash_note(m: re.Match[str]) -> bool:
    """A note's hyphen between blanks, or one glued to the value after a label that opens its line and is no command's
    name."""
    if not m.group("sep").endswith("-"):
        return True
    line = _GLUED_DIGITS_LINE_RE if m.string[m.end("sep") : m.end()].isdigit() else _GLUED_LINE_RE
    return (
        m.group("label").lower() not in _COMMANDS
        and line.search(m.string, max(0, m.start() - 48), m.start()) is not None
    )


def _noted(check: Callable[[re.Match[str]], bool]) -> Callable[[re.Match[str]], bool]:
    """``check`` after a note's hyphen (:data:`_DASH_SEP`), the label opening its clause as a note's does: a lock's
    code or a PIN ("lockbox - 3917", "padlock combo - 12-34-56", "PIN -4821", "phone passcode -482193")."""
    return lambda m: _dash_note(m) and _opens_clause(m, _NOTE_START_RE, qualified=True) and check(m)


def _check_dash_word(m: re.Match[str]) -> bool:
    return _dash_note(m) and _opens_clause(m, _NOTE_START_RE, qualified=True) and _check_arrow_word(m)


# Password words in Chinese, Japanese and Korean; after one, a password is written in ASCII (the keyboard it is typed
# on): one with a digit or a symbol, or one plain word that is no English word prose needs there — in lower case
# wherever the sentence goes ("密码是swordfish", "パスワードはswordfish です", "비밀번호는 swordfish"), capitalised or
# with inner capitals only where the clause closes after it ("密码是 Swordfish。", "パスワードは「Swordfish」です"):
# one the sentence goes on from is a name ("密码是Google账号的", the Google account's; "パスワードはiPhoneと同じ",
# the same as the iPhone's), one in capitals an acronym ("비밀번호는 SMS로 받았어요", it came by SMS).
_CJK_PASSWORD_WORDS = r"密码|密碼|口令|パスワード|비밀번호|패스워드|비번"
_CJK_LONE_RE = re.compile(r"[A-Za-z]{3,32}")
# where a clause closes after a value: the text's or the line's end, punctuation, a closing quote, a copula that
# asks nothing (です, not ですか; 입니다, 이에요, 예요, 이야, 야), or a verb that makes the value the password after
# its particle (Japanese に, Korean 로/으로: "パスワードはSwordfishにした", "비밀번호는 Swordfish로 바꿨어"; a name the
# sentence goes on from by another verb stays: "パスワードはChromeに保存した", "비밀번호는 Gmail로 보냈어")
_CJK_MADE = (
    r"[」』”’]?[ \t]{0,8}(?:に(?:し(?:た|ました|てる|ている|てあ|てお|とい|ます|よう)|する|変え|変更|設定|決め)"
    r"(?![^。．.!！\n]{0,16}[か？?])|(?:으로|로)[ \t]{0,8}(?:했|해|바꿨|바꿔|바꾸|변경|설정|정했))"
)
_CJK_MADE_RE = re.compile(_CJK_MADE)
_CJK_CLOSE_RE = re.compile(
    r"[ \t]{0,8}(?:$|\r?\n|[。．.!！，,、;；」』”’)）]|(?:です|でした)(?!か)|(?:입니다|이에요|예요|이야|야)(?![가-힣])"
    rf"|{_CJK_MADE})"
)


def _cjk_password(m: re.Match[str]) -> bool:
    """A password after a CJK password word: with a digit or a symbol, :func:`_passwordish`; of letters, a word prose
    does not need, in lower case, or capitalised or with inner capitals closing its clause (a name otherwise)."""
    value = m.group("bare")
    if m.group("obj") is not None and _CJK_MADE_RE.match(m.string, m.end()) is None:
        return False  # "パスワードをメールで送った": the password is what the verb acts on, not made the value
    if _CJK_LONE_RE.fullmatch(value) is None:
        return _passwordish(value)
    if _prose_word(value, alone=True) or _plain(value) or value.isupper():
        return False
    return value.islower() or _CJK_CLOSE_RE.match(m.string, m.end()) is not None


def _spaced_digits(m: re.Match[str]) -> bool:
    """4-12 digits after a password word and a blank, closing their clause ("şifre 1234", "password 482193"); not a
    year ("password 2024", a heading's). After a word that is also a PIN's ("passcode") they are a PIN."""
    value = m.group("bare")
    return (
        _pin(value)
        and _YEAR_RE.fullmatch(value) is None
        and _PIN_WORD_RE.fullmatch(m.group("label")) is None  # "Passcode 4821" is the PIN rule's
        and _LONE_END_RE.match(m.string, m.end()) is not None
    )


_YEAR_RE = re.compile(r"(?:19|20)[0-9]{2}")
_PIN_WORD_RE = re.compile(rf"(?i){_PIN_WORDS}")


def _cjk_spaced(check: Callable[[re.Match[str]], bool]) -> Callable[[re.Match[str]], bool]:
    """``check``; with only a blank after the CJK label, the value must be 4-12 digits closing its clause ("密码
    123456", "暗証番号 4821", "비밀번호 4821"), or after a password word :func:`_strict`'s value closing it ("密码
    hunter2", as "passwd hunter2" reads): a number the sentence goes on from counts or dates ("密码 2024 年改的"), and a
    word after the label and a blank is as often what it is or does ("密码 MD5 加密", "密码 sha256 加密")."""

    def spaced(m: re.Match[str]) -> bool:
        if m.group("cblank") is None:
            return check(m)
        value = m.group("bare")
        strict = check is _cjk_password and _strict(value)
        return (_pin(value) or strict) and _CJK_CLOSE_RE.match(m.string, m.end()) is not None

    return spaced


# A password noted with no ':' or verb: "password swordfish", "my password swordfish", "pw letmein", "мой пароль
# swordfish" — a line that is the label (after "my", "our", "the", or Russian's "мой", "наш"), one blank and one
# lower-case word in Latin letters and nothing else. Anywhere else a word after "password" and a blank
# makes a compound noun or a clause ("password reset", "the password manager", "I changed my password yesterday"),
# and so it does on such a line too: a word prose needs (_prose_word), a word the technical text puts after a password
# word and a blank or that makes a compound noun with it, or says when (_AFTER_PASSWORD), a word ending in 's' (a
# plural, a verb: "password rules", "password rotates"), or a capitalised one ("Password Reset" is a heading) is not
# read. The line ends at a line break, the text's end, or a JSON string's closing quote: a model's reply is JSON, read
# with its escapes decoded (models/scrub.py), where a noted line closes its string ("…noted it:\nмой пароль …", …).
# After Russian's password word the line may go on after a comma or a conjunction ("мой пароль swordfish, никому не
# говори"): a word in Latin letters there is not the sentence's own, whereas an English line goes on from a compound
# noun as often ("my password habit, honestly, is bad").
_NOTE = rf"(?P<bare>[a-z]{{3,32}})(?=[.!]{{0,3}}[ \t]{{0,64}}(?:\r?\n|$|\")|(?P<goes>{_GOES_ON}))"
_NOTE_LINE_RE = re.compile(r"(?i)(?:^|\n)[ \t]{0,8}(?:(?:my|our|the|мой|наш)[ \t]{1,8})?$")
_AFTER_PASSWORD = frozenset(
    """reset manager policy flow rule value file option change input string component field hash prompt strength
    length expiry expiration recovery protection generator vault box form page screen dialog entry history complexity
    storage salt auth authentication attempt check validation validator update leak breach keeper store sheet security
    reuse hygiene entropy database rotation requirement mismatch error sync combination pair twice today yesterday
    tonight later soon""".split()  # noqa: SIM905 - a word list
)


def _check_noted(m: re.Match[str]) -> bool:
    """A line of a password word, one blank and one lower-case word that is no compound's, a plural or a verb; after
    Russian's password word, the line may go on after a comma or a conjunction."""
    value = m.group("bare")
    head = m.string[max(0, m.start() - 24) : m.start()]
    return (
        m.group("blank") is not None
        and (m.group("goes") is None or m.group("label").lower() == "пароль")
        and _NOTE_LINE_RE.search(head) is not None
        and value.islower()
        and not value.endswith("s")
        and value not in _AFTER_PASSWORD
        and _check_lone_word(m)
    )


# where a line ends right after a value (a config's ``Kennwort = Sonnenblume``), or the JSON string holding it: a
# model's reply is read decoded too (models/scrub.py), where the line goes on with its string's close
_LINE_END_RE = re.compile(r'[ \t]{0,64}(?:\r?\n|$|")')


# What a Scandinavian, Polish or Czech copula says of the password in lower case, by its form: the word agrees with
# the neuter noun ("lösenordet", "passordet", "hasło", "heslo"), so a participle or an adjective there ends in '-t' in
# Swedish, Danish and Norwegian ("Lösenordet är bytt", "… ändrat", "… utgånget", "passordet er endret", "adgangskoden
# er udløbet"), in '-e' in Polish ("hasło jest zmienione", "… nieaktualne"), in '-o', '-é', '-ě' or '-e' in Czech
# ("heslo je změněno", "… nastaveno", "… špatně"): read as prose, where a password typed in lower case ends otherwise
# ("lösenordet är girasol"); a capitalised one is a name ("lösenordet är Tranbär")
_COPULA_FORMS = {"är": "t", "er": "t", "jest": "e", "je": "oéěe"}  # each copula: the last letters its forms end in


def _copula_form(sep: str, value: str) -> bool:
    """``value`` after one of _COPULA_FORMS' copulas, in lower case and ending as a word agreeing with the label."""
    ending = _COPULA_FORMS.get(sep.lower())
    return ending is not None and value.islower() and value[-1] in ending


def _check_lone_foreign(m: re.Match[str]) -> bool:
    """As :func:`_check_lone_word`; "mdp" is also a Markov decision process: only before "est" or "c'est". After
    '=' too, where the word closes its line (``Kennwort = Sonnenblume``, ``contraseña=girasol``): code names its
    variables in English, and a name it gives one in these languages ends in '(', '.', '_' or a bracket
    (``senha = input(…)``, ``senha = hash_senha``), or is the password's word itself (``senha = senha``)."""
    sep = m.group("sep").strip(" \t:")
    if m.group("label").lower() == "mdp" and sep not in ("est", "c'est", "c’est"):
        return False
    if sep.lower() == "to" or _copula_form(sep, m.group("bare")):  # Polish "X to Y" defines as often ("hasło to
        return False  # podstawa"): a typed value only
    if _code_sep(m) and (m.group("label").lower() == "mdp" or _LINE_END_RE.match(m.string, m.end()) is None):
        return False
    colon = ":" in m.group("sep")
    value = m.group("bare")
    germanic = _GERMANIC_LABEL_RE.search(m.group("label")) is not None
    return not _foreign_prose_word(value, capitals=colon, germanic=germanic) and not _plain(value)


# where a note's label opens its line in these languages: a list's bullet, a possessive or an article, or one word
# naming what it is for ("mi contraseña - …", "Gmail Passwort - …"; "olvidé mi contraseña - típico" is a remark's)
# — or after a record's field and its separator on the line ("Usuário: ana / Senha - Girassol", "user: bob | Passwort -
# Sonnenblume"; "Einstellungen / Passwort - Ändern" is a menu's path: no field's colon before it)
_FOREIGN_NOTE_START_RE = re.compile(
    r"(?i)(?:(?:^|\n)[ \t]{0,8}(?:[-*•][ \t]{1,8})?(?:(?:mi|mis|tu|su|el|la|mon|ma|le|mein|meine|das|dein|deine"
    r"|minha|meu|a|o|il|mio|mia|mijn|het|de)[ \t]{1,8})?(?:[\w-]{1,24}[ \t]{1,8})?"
    r"|(?:^|\n)[ \t]{0,8}[^\W\d_][\w-]{0,23}[ \t]{0,8}:[ \t]{0,8}[^\s/|,;]{1,40}[ \t]{0,8}[/|,;][ \t]{1,8})$"
)


# What a form or a menu puts after a password word and a hyphen, by the word's ending in the label's language: an
# infinitive, the action it offers — German and Dutch ones after a verb's prefix ("Passwort - Zurücksetzen",
# "wiederherstellen", "Wachtwoord - Herstellen"; a noun ends in -en as often: "Kuchen", "Garten"), Spanish, French,
# Portuguese, Catalan and Italian ones in -ar, -er, -ir, -re ("Contraseña - Cambiar", "Mot de passe - Modifier",
# "Senha - Alterar") — or an abstract noun a heading names (_HEADING_NOUN_RE: "Passwort - Sicherheit", "Contraseña -
# Recuperación")
_GERMANIC_LABEL_RE = re.compile(r"(?i)passwort|kennwort|wachtwoord")
_ROMANCE_LABEL_RE = re.compile(r"(?i)contrase|mot|mdp|senha|parola")
_GERMANIC_INFINITIVE_RE = re.compile(
    r"(?:ab|an|auf|aus|be|bei|ein|ent|er|fest|her|hin|los|mit|nach|uber|um|ver|vor|weg|wieder|zer|zu|zuruck|"
    r"in|op|ont|uit|toe|terug)[a-z]{2,}(?:en|ern|eln)"
)
_ROMANCE_INFINITIVE_RE = re.compile(r"[a-z]{2,}(?:ar|er|ir|re)")


def _form_item(m: re.Match[str], value: str) -> bool:
    """``value`` after a foreign password word and a note's hyphen reads as a form's or a menu's item: an infinitive
    in the label's language, or a heading's abstract noun."""
    folded = _folded(value)
    label = m.group("label")
    if _GERMANIC_LABEL_RE.match(label) and _GERMANIC_INFINITIVE_RE.fullmatch(folded):
        return True
    if _ROMANCE_LABEL_RE.match(label) and _ROMANCE_INFINITIVE_RE.fullmatch(folded):
        return True
    return _HEADING_NOUN_RE.fullmatch(folded) is not None


# Romance languages name what a password is for after it, a service's name as it is written ("Mot de passe Gmail -
# Tournesol", "Contraseña Netflix - Girasol", "Senha Nubank - Girassol"): one capitalised word between the label and
# the note's hyphen, no word prose needs ("Contraseña Segura - Consejos" is a heading's)
_NAMED_DASH_SEP = rf"(?:[ \t]{{1,8}}(?P<service>(?-i:[A-Z])[\w.&]{{1,23}}))?{_DASH_SEP}"


def _check_dash_foreign(m: re.Match[str]) -> bool:
    """One word after a Spanish, French, German, Portuguese … password word and a note's hyphen, as after its colon
    ("mot de passe - tournesol", "contraseña- girasol"), the label opening its line as a note's does
    (:data:`_FOREIGN_NOTE_START_RE`) and the word closing it, in lower case as typed or capitalised as a noun is in
    German and at a note's start ("Passwort - Sonnenblume", "Contraseña - Girasol") — not a form's or a menu's item
    (:func:`_form_item`: "Passwort - wiederherstellen", "Mot de passe - Modifier", "Passwort - Sicherheit"), nor one
    by its ending (a participle: "Mot de passe - Oublié"), nor after a word of a language read less here (capitalised
    after "hasło", "lösenord" … a menu's item is not told from a noun)."""
    value, service = m.group("bare"), m.group("service")
    if service is not None and _foreign_prose_word(service, capitals=True):
        return False
    capitalised = value[:1].isupper() and value[1:].islower()
    if capitalised and not (_GERMANIC_LABEL_RE.match(m.group("label")) or _ROMANCE_LABEL_RE.match(m.group("label"))):
        return False
    return (
        (
            value.islower()
            or (
                capitalised
                and not _foreign_prose_word(
                    value, capitals=True, germanic=_GERMANIC_LABEL_RE.search(m.group("label")) is not None
                )
            )
        )
        and not _form_item(m, value)
        and _dash_note(m)
        and _opens_clause(m, _FOREIGN_NOTE_START_RE, qualified=True)
        and _LINE_END_RE.match(m.string, m.end()) is not None
        and _check_lone_foreign(m)
    )


# Spanish "clave" is a password and a key point alike ("Clave: girasol" at a login; "Palabra clave: marketing", "Idea
# clave: …", "Clave: la documentación" are prose), and so are Portuguese "chave" (a key), Czech and Slovak "heslo" (a
# motto, a dictionary's headword) and Greek "κωδικός" (a code): a password only as a line's label ("Clave:", "Mi
# clave:", "Clave del banco:", "Heslo:"), its colon, and one word in Latin letters closing the line that is no word
# prose needs (_foreign_prose_word), or a value with a digit or a symbol (_passwordish). Capitalised, the word is a
# heading's when its ending makes it an abstract noun ("Clave: Paciencia", "Chave: Comunicação", "Heslo: Kvalita"); a
# key point is written with an article or several words, a password as typed ("Clave: Girasol", "Clave: GIRASOL").
_CLAVE_WORDS = r"clave|chave|heslo|κωδικός(?:[ \t]{1,8}πρόσβασης)?"
_CLAVE_STARTS = ("clave", "chave", "heslo", "κωδικ")
_CLAVE_LINE_RE = re.compile(r"(?i)(?:^|\n)[ \t]{0,8}(?:(?:mi|minha|meu|moje|můj|mé)[ \t]{1,8})?$")
_CLAVE_END_RE = re.compile(r'[.!]{0,3}[ \t]{0,64}(?:\r?\n|$|")')
_HEADING_NOUN_RE = re.compile(
    r"[a-z]{2,}(?:cion|sion|dad|tad|encia|ancia|ismo|eza|miento|cao|sao|dade|ost|ita|ung|heit|keit|schaft|tion)"
)


def _typed_in_capitals(m: re.Match[str], value: str) -> bool:
    """A word in capitals after a label that is not ("Clave: GIRASOL"): typed so, as a password is, 5+ letters (an
    acronym is shorter: "Clave: RSA", "Clave: DNI"); a line all in capitals ("CLAVE: PACIENCIA") is a heading's."""
    return len(value) >= 5 and value.isupper() and not m.group("label").isupper()


def _check_clave(m: re.Match[str]) -> bool:
    value = _value(m)
    head = m.string[max(0, m.start() - 16) : m.start()]
    # a colon, or Czech's copula after "heslo" (_SEP reads "je" there alone: "moje heslo je girasol77")
    if m.group("sep").strip().lower() not in (":", "je") or _CLAVE_LINE_RE.search(head) is None:
        return False
    if not value.isalpha():  # "Clave: girasol77"; not "Clave: 2024", "Clave: v2.1"
        return _passwordish(value) and not any(r.fullmatch(value) for r in (_YEAR_RE, _VERSION_RE, _DATE_RE))
    if _copula_form(m.group("sep").strip(), value):  # "heslo je změněno"
        return False
    folded = _folded(value)
    return (
        len(folded) == len(value)  # typed in Latin letters ("Κωδικός: Απαιτείται" is the form's)
        and (
            value.islower()
            or ((value[1:].islower() or _typed_in_capitals(m, value)) and _HEADING_NOUN_RE.fullmatch(folded) is None)
        )
        and _CLAVE_END_RE.match(m.string, m.end()) is not None
        and not _foreign_prose_word(value, capitals=True)
        and not _plain(value)
    )


# Romanian's "parolă" written without its accent, as Italian "parola" (a word) is: a password by its line — a value
# with a digit or a symbol ("Parola: floarea77"), or one word read as after "parolă" (_check_lone_foreign) where
# Romanian is written within _ROMANIAN_NEAR characters (its letters ă, â, î, ș, ț, or a word of a login's form or a
# sentence: "Utilizator: ion\nParola: floarea", "Parola mea este floarea"); "Parola: ciao" and "Parola: floarea"
# alone stay, Italian as well.
_PAROLA = r"parola(?:[ \t]{1,8}mea)?"
_PAROLA_SEP = rf"(?P<sep>{GAP}[:：]{GAP}|{BLANKS}este{BLANKS})"
_ROMANIAN_NEAR = 160
_ROMANIAN_RE = re.compile(
    r"(?i)[ăâîșşțţ]|(?<![^\W\d_])(?:utilizator(?:ul)?|contul|este|mea|meu|pentru|nume|sau|acest|aceasta|parolei)(?![^\W\d_])"
)


def _check_parola(m: re.Match[str]) -> bool:
    value = _value(m)
    if not value.isalpha():  # "Parola: floarea77"; not "Parola: 2024", "Parola: v2.1"
        return _passwordish(value) and not any(r.fullmatch(value) for r in (_YEAR_RE, _VERSION_RE, _DATE_RE))
    near = m.string[max(0, m.start() - _ROMANIAN_NEAR) : m.end() + _ROMANIAN_NEAR]
    return (
        _ROMANIAN_RE.search(near.replace(m.group("label"), "", 1)) is not None
        and _CLAVE_END_RE.match(m.string, m.end()) is not None
        and not _foreign_prose_word(value, capitals=True)
        and not _plain(value)
    )


# A password that is one Russian word ("мой пароль — рыбамеч", "пароль: ласточка, никому не говори"): after Russian's
# password word and ':', a dash or "это", a word of Cyrillic letters read where a lone word is (_LONE_END), and no word
# prose needs there (_russian_prose_word): what a password is like, whose, where, a form's state or button, a word
# saying it is secret ("пароль: неверный", "мой пароль — это секрет", "Пароль: Показать", "пароль — везде").
_RUSSIAN_PROSE = frozenset(
    """мой моя моё мои твой твоя твоё свой своя своё наш наша наше ваш ваша ваше его её их этот эта это эти тот та то
    те такой такая такое какой какая который которая один одна одно все всё весь вся сам сама сами они она оно что
    кто где как когда нет есть был была было были будет тоже также ничего никакой никто ничей нету неизвестен
    неизвестна неизвестно просто сложно легко важно обязательно правильно неправильно верно неверно надёжно
    безопасно секретно везде всегда нигде никогда здесь там тут сейчас теперь ещё уже очень слишком давно временно
    опять снова ниже выше внизу вверху далее прежде секрет тайна ерунда пустяк отстой проблема звёздочки цифры буквы
    символы пусто ошибка подсказка дефолт скрыт скрыта открыт открыта закрыт закрыта забыт забыта задан задана указан
    указана взломан взломана сломан сломана утерян утеряна потерян потеряна изменена изменено сохранена сохранено
    удалена удалено создан создана показан показана написан написана забыл забыла забыли сменил сменила
    сменили поменял поменяла поменяли изменил изменила изменили
    истёк истекла утёк утекла украли взломали слили""".replace("ё", "е").split()  # noqa: SIM905 - a word list
)
# by its ending, in lower case (after ':' a form's word is capitalised: "Пароль: Неверный"): an adjective or a
# participle (простой, неверный, временная, новое, изменён, зашифрован), a verb (показать, требуется, отсутствует).
# An adjective ends in -ий only after a velar, a hushing consonant or a soft н ("Средний", "Хороший", "Короткий",
# "Текущий", "третий"): a name ends in it after others ("Пароль: Дмитрий", "Юрий", "Анатолий"), and is read as a
# password. Nor is -ний after a vowel but и an adjective's ("синий"; "Евгений", "Арсений", "Антоний" are names), nor
# -гий after р ("строгий", "долгий"; "Георгий" is a name).
_RUSSIAN_FORM_RE = re.compile(
    r"[а-я]{1,}(?:ый|(?:[кхжшчщт]|(?<!р)г|(?<![аеоуыэюя])н)ий|ой|ая|яя|ое|ее|ые|ие|ого|его|ому|ему|ую|юю|ым|им|ых|их|ен)"
    r"|[а-я]{2,}[аяеиоуы]ть(?:ся)?|[а-я]{1,}(?:ает|яет|еет|ует|ится|ется|ются|ятся|ают|яют|уют)|[а-я]{2,}ован"
)
_CYRILLIC_RE = re.compile(r"[а-яёА-ЯЁ]{3,32}")


def _russian_prose_word(word: str, *, capitals: bool = False) -> bool:
    """A word prose needs after Russian's password word: listed, or by its ending in lower case (or with
    ``capitals``); 'ё' is read as 'е'."""
    w = word.lower().replace("ё", "е")
    return w in _RUSSIAN_PROSE or ((capitals or word[0].islower()) and _RUSSIAN_FORM_RE.fullmatch(w) is not None)


def _check_lone_russian(m: re.Match[str]) -> bool:
    """A Cyrillic word after "пароль" and ':', a dash or "это" that is no word prose needs (a Latin one is
    :func:`_check_lone_word`'s)."""
    value = m.group("bare")
    colon = ":" in m.group("sep")
    return (
        not _code_sep(m)
        and _CYRILLIC_RE.fullmatch(value) is not None
        and not _russian_prose_word(value, capitals=colon)
    )


# A terminal's prompt for a password, opening its line: "Enter passphrase for key '…':", "Enter PEM pass phrase:",
# "[sudo] password for bob:", "Retype new password:", or quoting what it asks for ("Password for 'https://…':") — what
# follows its colon on the line is what was typed
_PROMPT_RE = re.compile(
    r"(?i)(?:^|\n)[ \t]{0,8}(?:\[sudo\][ \t]{1,8}|(?:enter|retype|confirm|repeat|verify)\b[^\n]{0,40})$"
)


def _check_spaced_passphrase(m: re.Match[str]) -> bool:
    """Three to six words separated by blanks, to the sentence's end ("Passphrase: purple monkey dishwasher"); two
    after a terminal's prompt and its colon ("Enter passphrase for key '/home/bob/.ssh/id_ed25519': correct horse")."""
    words = m.group("bare").split()
    if len(words) == 2:
        head = m.string[max(0, m.start() - 64) : m.start()]
        asked = m.string[m.start() : m.start("sep")]
        if ":" not in m.group("sep") or not ("'" in asked or _PROMPT_RE.search(head)):
            return False
        return not _code_sep(m) and not any(map(_prose_word, words))
    return not _code_sep(m) and _passphrase_words(words)


# What a heading after "Password - " names, capitalised, that no other list here does: a document's kind or part
# ("Password - Quick Start Guide", "Passphrase - Setup Notes For Staff"); its plurals, what a password flow has
# (_AFTER_PASSWORD: "Password - Account Recovery Options") and a menu's items (_MENU_ITEMS) are read as such already
_HEADING_WORDS = frozenset(
    """guide overview tutorial introduction intro faq summary checklist basics primer walkthrough handbook manual
    reference documentation docs setup instructions howto help support start getting started chapter section step
    appendix note notes readme changelog""".split()  # noqa: SIM905 - a word list
)


def _heading_words(words: list[str]) -> bool:
    """Words each capitalised that name a heading's topic: one of them a document's kind (:data:`_HEADING_WORDS`),
    what a password flow has or a menu's item, or a plural ("Password - Best Practices"; "Walrus" is none).
    Capitalised words naming none of that are a passphrase typed in title case ("Passphrase - Correct Horse Battery
    Staple")."""
    if not all(w[:1].isupper() for w in words):
        return False
    lowered = [w.lower() for w in words]
    return any(
        w in _HEADING_WORDS
        or w in _AFTER_PASSWORD
        or w in _MENU_ITEMS
        or w in _PASSWORD_HAS
        or (w.endswith("s") and not w.endswith(("ss", "us", "is")))  # a plural; not "Walrus", "Glass", "Iris"
        for w in lowered
    )


def _check_dash_passphrase(m: re.Match[str]) -> bool:
    """Three to six words after a password word and a note's hyphen ("passphrase - correct horse battery staple",
    "wifi passphrase- purple monkey dishwasher", "Passphrase - Correct Horse Battery Staple"), the label opening its
    clause as a note's does (:func:`_check_dash_word`; "I forgot my passphrase - happens every week" is a remark's),
    none a word prose needs ("passphrase - use four random words" is advice, "Password - Forgot Your Login" a form's)
    and not a heading's words (:func:`_heading_words`: "Password - Quick Start Guide")."""
    words = m.group("bare").split()
    return (
        not _heading_words(words)
        and _dash_note(m)
        and _opens_clause(m, _NOTE_START_RE, qualified=True)
        and _check_spaced_passphrase(m)
    )


# A password said after words that stand between it and its label ("The password for the VPN is the name of my dog,
# Rex2019", "The VPN password, if you need it, is Rex2019", "my password? hunter2xyz", "Password hint: dog name +
# year: Rex2019" — a hint that holds the value gives the value away): an English password word, then up to 96
# characters of the same sentence and line (no quote but a word's apostrophe, no bracket, '=' or ';': code is not read
# here), then ',', ':', '?' or "is"/"was", and a value closing its sentence or line. Words between say as often what
# the password is not ("… is the one on the sticky note", "… is in 1Password", "my password? I forgot it again"), so
# the value must be one a person types: 6+ characters with a lower-case letter and a digit (_strict), and not a short
# word and a number as a program's or an algorithm's name is written ("password hasher is argon2", "hashing: sha256",
# "… is python3"). With ',' or ':' the words between must say what it is ("is", "was", "hint").
_LATER_LABELS = r"pass(?:word|wd|phrase)|pwd|pw"
_LATER_BETWEEN = r"(?:[^\n.!?=;\"'’`(){}\[\]<>]|(?<=[A-Za-z])['’](?=[A-Za-z])){0,96}?"  # "the cabin's router"
_LATER_VALUE = r"(?P<bare>[A-Za-z0-9!@#$%^&*_+\-]{3,64})(?=[.!]{0,3}[ \t]{0,64}(?:\r?\n|$|\")|[.!]{1,3}\s)"
_LATER_RE = re.compile(
    rf"(?i)(?P<label>{_LATER_LABELS})(?![A-Za-z0-9])(?P<between>{_LATER_BETWEEN})"
    r"(?P<sep>[ \t]{0,8}[,:?][ \t]{1,8}|[ \t]{1,8}(?:is|was)[ \t]{1,8})" + _LATER_VALUE
)
_PROGRAM_NAME_RE = re.compile(r"[a-z]{1,6}[0-9]{1,4}")  # argon2, sha256, pbkdf2, base64, python3, utf8
_LATER_SAYS_RE = re.compile(r"(?i)(?<![A-Za-z])(?:is|was|hint)(?![A-Za-z])")
# An aside between commas, right after the label or its qualifier ("The VPN password, if you need it, is hunter",
# "The password for the NAS, as you know, is …"): the sentence is "the password is …" with the aside set off, so a
# plain word there is read as after "the password is" (:func:`_lone_word`: "… is resettable", "… is mandatory"
# stay), where a noun before the aside makes the label a compound's ("The password policy, if you ask me, is strict")
_LATER_ASIDE_RE = re.compile(
    r"(?i)(?:[ \t]{1,8}(?:for|of|on|to|at)(?:[ \t]{1,8}[\w'’-]{1,24}){1,4})?[ \t]{0,8},[^,]{1,64},[ \t]{0,8}"
)


_LATER_NAME_RE = re.compile(r"(?i)(?<![A-Za-z])name(?:[ \t]{1,8}of(?:[ \t]{1,8}[\w'’-]{1,24}){1,4})?[ \t]{0,8}$")


def _later_value(value: str) -> bool:
    """A value a person types (:func:`_strict`), not a program's or an algorithm's name, a version or a date."""
    return (
        _strict(value)
        and _PROGRAM_NAME_RE.fullmatch(value) is None
        and not _plain(value)
        and not any(r.fullmatch(value) for r in (_VERSION_RE, _DATE_RE))
    )


def _check_later(m: re.Match[str]) -> bool:
    value, between, sep = m.group("bare"), m.group("between"), m.group("sep").strip()
    says = _LATER_SAYS_RE.search(between) is not None
    if sep == "?":  # "my password? hunter2xyz"
        if between.strip(" \t,") and not says:
            return False
    elif not between.strip() or (sep in (",", ":") and not says):  # "password: …" is the label rules' own
        return False
    if (value.isalpha() or (_strict(value) and value.isalnum())) and _lone_word(value):
        # a short name and a number as well as a plain word: set off by the aside, "the password … is" says it
        if sep in ("is", "was") and _LATER_ASIDE_RE.fullmatch(between):
            return True
        # the words between say it is a name, the name after them ("The password is my dog's name: Rex")
        if sep in (",", ":") and says and _LATER_NAME_RE.search(between) and value[0].isupper():
            return True
    return _later_value(value)


# A password set to a value by a verb before the label ("I set my password to hunter2xyz", "I changed the VPN
# password to Mittens", "I set my password to my cat's name, Mittens"): "set"/"change"/"reset"/"update"/"make" and a
# determiner before the label, "to" after it, then the value closing its sentence or line, after words ending in a
# comma or not. A typed value (:func:`_later_value`), or one plain word no prose needs, capitalised as a name is or
# set off by the comma: a lower-case word right after "to" is a verb's ("I set my password to expire.").
# The value may be followed by when it was set, closing the clause after it ("I changed the password to Girasol77
# yesterday", "I changed my wifi password to girasol77 last week", "… to Lavanda2 two days ago", "… this morning",
# "… on Monday"): a time said after the value is no part of it, and no verb's object ("set the password to expire in
# 90 days" is still a verb's: "in 90 days" is no such time, and "expire" no value).
_DAY_NAMES = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_SET_WHEN = (
    r"(?:[ \t]{1,8}(?:yesterday|today|tonight|earlier(?:[ \t]{1,8}today)?|again|recently|just[ \t]{1,8}now"
    r"|(?:this|last)[ \t]{1,8}(?:morning|afternoon|evening|night|week|weekend|month|year|time|" + _DAY_NAMES + r")"
    r"|on[ \t]{1,8}" + _DAY_NAMES + r"|(?:a|an|one|two|three|four|five|six|a[ \t]{1,8}few"
    r"|a[ \t]{1,8}couple[ \t]{1,8}of)[ \t]{1,8}(?:minutes?|hours?|days?|weeks?|months?|years?)[ \t]{1,8}ago))?"
)
_SET_TO_RE = re.compile(
    rf"(?i)(?P<label>{_LATER_LABELS})(?![A-Za-z0-9])[ \t]{{1,8}}to[ \t]{{1,8}}"
    rf"(?:(?P<between>{_LATER_BETWEEN}),[ \t]{{1,8}})?"
    rf"(?P<bare>[A-Za-z0-9!@#$%^&*_+\-]{{3,64}})(?={_SET_WHEN}(?:[.!]{{0,3}}[ \t]{{0,64}}(?:\r?\n|$|\")|[.!]{{1,3}}\s))"
)
_SET_VERB_BEFORE_RE = re.compile(
    r"(?i)(?<![A-Za-z])(?:set|changed?|reset|switched|updated?|made|make)[ \t]{1,8}"
    r"(?:my|the|our|his|her|their|its|your)[ \t]{1,8}(?P<role>(?:[\w'’-]{1,24}[ \t]{1,8}){0,2})$"
)
# What a password is set to do, a verb after "set … password to" ("I set the admin password to expire.")
_PASSWORD_DOES = frozenset(
    """expire rotate renew sync lock unlock lapse refresh match reset change update autofill autosave save remember
    require prompt default""".split()  # noqa: SIM905 - a word list
)


def _check_set_to(m: re.Match[str]) -> bool:
    verb = _SET_VERB_BEFORE_RE.search(m.string, max(0, m.start() - 80), m.start())
    if verb is None:
        return False
    value = m.group("bare")
    if _later_value(value):
        return True
    # "change", "reset" and "update" take no verb after "to" as "set" and "make" do ("set my password to expire");
    # nor does a system's or a role's password ("set the admin password to letmein"), but for what a password is
    # set to do ("I set the admin password to expire.")
    changed = verb.group(0).lower().startswith(("chang", "reset", "updat", "switch"))
    role = verb.group("role").strip() != "" and value.lower() not in _PASSWORD_DOES
    named = changed or role or m.group("between") is not None or (value[0].isupper() and value[1:].islower())
    return named and value.isalpha() and _lone_word(value)


# Chat's shorthand "pass" and one blank before the password, the note opening its line or after a list's separator
# ("pass girasol77", "wifi: Casa / pass Lavanda22"): "pass" and a blank are a verb's as often ("pass the salt", "I
# forgot to pass the ball", "pass 2 of the build"), so the value is one a person types (:func:`_later_value`: six
# characters or more with a lower-case letter and a digit, no program's name, version or date), closing its line or
# sentence (_LONE_END: "… lol", "… since May" too); the label in lower case or capitalised (a test run's "PASS
# test_login2" is no note).
_PASS_NOTE_RE = re.compile(
    r"(?:(?<![^\n])[ \t]{0,8}|(?<=[/|,;•·][ \t]))(?P<label>(?-i:[Pp]ass))[ \t]{1,8}"
    rf"(?P<bare>[A-Za-z0-9!@#$%^&*_+\-]{{6,64}})(?={_LONE_END})"
)


def _check_pass_note(m: re.Match[str]) -> bool:
    return _later_value(m.group("bare"))


# A password changed from one value to another ("the password was changed from tulip to sunflower", "I changed my
# password from tulip to sunflower"): both are secrets (an old password is often still in use somewhere), each one
# value read as after "set … to" (:func:`_changed_value`), the verb after the label or before it (_SET_VERB_BEFORE_RE);
# one rule masks the old value, a second the new ("… changed from weekly to monthly", "… from the old one to a new
# one" stay)
_CHANGED_WORD = r"[A-Za-z0-9!@#$%^&*_+\-]{3,64}"


def _changed_from_pattern(secret: str) -> re.Pattern[str]:
    old, new = ("bare", "other") if secret == "old" else ("other", "bare")
    return re.compile(
        rf"(?i)(?P<label>{_LATER_LABELS})(?![A-Za-z0-9])"
        r"(?P<after>[ \t]{1,8}(?:(?:has|had|have)[ \t]{1,8})?(?:(?:is|was|been|got)[ \t]{1,8})?"
        r"(?:changed|switched|reset|updated))?"
        rf"[ \t]{{1,8}}from[ \t]{{1,8}}(?P<{old}>{_CHANGED_WORD})[ \t]{{1,8}}to[ \t]{{1,8}}(?P<{new}>{_CHANGED_WORD})"
        r"(?=[.!]{0,3}[ \t]{0,64}(?:\r?\n|$|\")|[.!]{1,3}\s|,[ \t])"
    )


def _changed_value(value: str) -> bool:
    return _later_value(value) or (value.isalpha() and _lone_word(value))


def _check_changed_from(m: re.Match[str]) -> bool:
    if m.group("after") is None and _SET_VERB_BEFORE_RE.search(m.string, max(0, m.start() - 80), m.start()) is None:
        return False
    return _changed_value(m.group("bare")) and _changed_value(m.group("other"))


# A password said before its label: "hunter2 is my password", "swordfish2024 es mi contraseña", "Sonnenblume ist mein
# Passwort", "4821 is my PIN" — a value, a copula, a determiner ("my", "the", "mi", "mein", "мой"…) and at most two
# words ("my wifi password"), then the label closing its clause, after a qualifier or not ("… is the password for the
# NAS."); a label the sentence goes on from makes a compound noun ("Bitwarden is my password manager"). The value is
# a password's (a digit, a symbol, inner capitals: _passwordish), quoted, or one plain word opening its sentence or
# line that is no word prose needs ("Swordfish is my password."; "This is my password.", "Here is my password." stay);
# after a determiner or a word, a plain word is the sentence's own noun ("My birthday is my password"). The rule is
# scanned from every blank (no label starts it); each repeat is bounded, so a line costs a bounded read per position.
_BEFORE_DETERMINERS = (
    r"my|our|the|his|her|their|your|mi|tu|su|nuestr[ao]|la|el|mon|ma|ton|notre|votre|le|mein|meine|dein|unser|das"
    r"|minha|meu|nossa|a|o|mia|mio|il|мой|наш|твой|ваш"
)
_BEFORE_COPULA = (
    r"(?P<sep>[ \t]{1,8}(?:is|was|es|era|est|ist|war|é|è|это|[—–](?:[ \t]{1,8}это)?)"
    r"(?:[ \t]{1,8}(?:also|still|now|actually|ahora|jetzt|auch|aussi|agora|também))?)"
)


def _before_pattern(words: str) -> re.Pattern[str]:
    """``VALUE is my [word [word]] LABEL [qualifier]`` closing its clause; the value opens a token."""
    return re.compile(
        rf"""(?i)(?<!\S){EMPHASIS}(?:(?P<q>["'`“])(?P<quoted>[^"'`”\s][^"'`”\n]{{3,63}}?)["'`”]"""
        rf"""|(?P<bare>[^\s"'`“”(){{}}\[\]<>,;]{{3,64}}+))(?(em)(?P=em))"""
        rf"{_BEFORE_COPULA}[ \t]{{1,8}}(?:(?:{_BEFORE_DETERMINERS})[ \t]{{1,8}}){{1,2}}"
        rf"(?:[^\W\d_][\w'’-]{{0,23}}[ \t]{{1,8}}){{0,2}}(?P<label>{words})(?![\w-]){_QUALIFIER}(?={_LONE_END})"
    )


_BEFORE_PASSWORD_WORDS = (
    r"pass(?:word|wd|phrase|code)|pw|contrase(?:ñ|n)a|mot[ \t]{1,8}de[ \t]{1,8}passe|passwort|kennwort|senha|пароль"
)
# and a code a service texts ("482193 is your verification code", "G-482193 is your Google verification code")
_BEFORE_PIN_WORDS = (
    r"pin(?:[ \t-]?(?:code|number))?|geheimzahl|пин-?код"
    r"|(?:verification|security|confirmation|login|sign-?in|one[ \t-]time|authentication|2fa|otp)[ \t]{1,8}code|otp"
    rf"|{_LOCK_WORDS}[ \t]{{1,8}}code"  # and a lock's ("4821 is the gate code", "2580 is our garage door code")
)
_SENTENCE_START_RE = re.compile(r"(?:^|[.!?]\s|\n)[ \t]{0,8}$")
_LETTERS_RE = re.compile(r"[^\W\d_]{3,32}")


# A judgement about a value is no one's secret: "12345 is a bad password" (English "a" after "is" classes the value,
# where Portuguese "a senha" is "the password"), "password1 is the most common password", "admin is the default
# password", "12345 es la peor contraseña"; "12345 is my old password" says whose it is
_JUDGED = frozenset({"most", "least", "worst", "best", "default", "peor", "mejor", "pire", "meilleur"})


def _judged(m: re.Match[str]) -> bool:
    """The words between the copula and the label class the value or rank it ("a bad", "the most common", "the
    weakest"), not say whose password it is."""
    words = m.string[m.end("sep") : m.start("label")].lower().split()
    if words[:1] == ["a"] and m.group("sep").split()[0].lower() in ("is", "was"):
        return True
    return any(w in _JUDGED or (w.endswith("est") and _prose_word(w)) for w in words)


def _check_before(m: re.Match[str]) -> bool:
    """A password before its label: quoted, a password's value, or a plain word opening its sentence or line; not a
    judgement about it (:func:`_judged`)."""
    value = _value(m)
    if MARKER_RE.search(value) or _plain(value) or _judged(m):
        return False
    if m.group("quoted") is not None or _passwordish(value) or _joined_passphrase(value, dots=False):
        return True  # "correct-horse-battery-staple is my passphrase", as after its label
    opens = _SENTENCE_START_RE.search(m.string, max(0, m.start() - 10), m.start()) is not None
    return (
        opens
        and _LETTERS_RE.fullmatch(value) is not None
        and not value.isupper()
        and not _foreign_prose_word(value, capitals=True)
        and not _russian_prose_word(value, capitals=True)
    )


# A password said before its label as what one uses it as: "use girasol77 as the password", "I used Girasol77 as my
# wifi password", "we picked 'Lav4nda!' as our passphrase" — a verb of choosing, the value, "as", a determiner that
# says whose ("the", "my", "your"…; not "a": "never use 12345 as a password" classes the value), at most two words
# ("wifi", "admin") and the label closing its clause, as _before_pattern's copula reads it. The value is read as there
# (:func:`_check_used_as`): quoted, a password's value, or one plain word capitalised as a name ("use Girasol as the
# password"); a lower-case word is prose's ("use something as the password", "use it as the password"), and the label
# before a noun makes a compound ("use Bitwarden as the password manager"). Not after a negation ("don't use …",
# "never use …": advice about a value, not one given).
_USED_AS_RE = re.compile(
    r"(?i)(?<![A-Za-z])(?P<verb>use|used|using|uses|pick|picked|choose|chose|chosen|try|tried|enter|entered|type|typed)"
    r"""[ \t]{1,8}(?:(?P<q>["'`“])(?P<quoted>[^"'`”\s][^"'`”\n]{3,63}?)["'`”]"""
    r"""|(?P<bare>[^\s"'`“”(){}\[\]<>,;]{3,64}+))[ \t]{1,8}as[ \t]{1,8}"""
    rf"(?P<det>(?:(?:{_BEFORE_DETERMINERS})[ \t]{{1,8}}){{1,2}})(?:[^\W\d_][\w'’-]{{0,23}}[ \t]{{1,8}}){{0,2}}"
    rf"(?P<label>{_BEFORE_PASSWORD_WORDS})(?![\w-]){_QUALIFIER}(?={_LONE_END})"
)
_NEGATED_BEFORE_RE = re.compile(r"(?i)(?:\b(?:never|not|avoid)|n['’]t)[ \t]{1,8}$")


def _check_used_as(m: re.Match[str]) -> bool:
    value = _value(m)
    if (
        MARKER_RE.search(value)
        or _plain(value)
        or m.group("det").split()[0].lower() in ("a", "an")
        or _NEGATED_BEFORE_RE.search(m.string, max(0, m.start() - 16), m.start())
    ):
        return False
    if m.group("quoted") is not None or _passwordish(value) or _joined_passphrase(value, dots=False):
        return True
    return value.isalpha() and value[0].isupper() and value[1:].islower() and _lone_word(value)


_SERVICE_CODE_RE = re.compile(r"[A-Z]{1,3}-([0-9]{4,8})")  # a service's prefix before its code: Google's "G-482193"


# A code a service texts, said by what it is for ("Use 482193 to verify your account", "Enter code 482193 to sign in",
# "Use code 4821 to log in"): "use"/"enter" and 6-8 digits, or 4-8 after "code", then "to" and what a login does
# next. A port, a promotion or a year goes on otherwise ("use 8080 to log in" is four digits, "use code 123456 to
# get 20% off" buys).
_TEXTED_CODE_RE = re.compile(
    r"(?i)(?:use|enter|type)[ \t]{1,8}(?:(?:the|this|your)[ \t]{1,8})?"
    r"(?:(?P<code>(?:(?:verification|security|login|one-time|2fa)[ \t]{1,8})?(?:code|otp))[ \t:]{1,8})?"
    r"(?P<bare>[0-9]{4,8})[ \t]{1,8}to[ \t]{1,8}"
    r"(?:verify|sign[ \t-]?in|log[ \t-]?in|confirm|complete|reset|authenticate|activate|access)(?![A-Za-z])"
)


def _check_texted_code(m: re.Match[str]) -> bool:
    return m.group("code") is not None or len(m.group("bare")) >= 6


def _check_pin_before(m: re.Match[str]) -> bool:
    if m.group("quoted") is not None:
        return False
    value = _value(m)
    prefixed = _SERVICE_CODE_RE.fullmatch(value)
    return _pin(prefixed.group(1) if prefixed else value)


# An account's recovery answer: a secret by its use, not by its words — a pet's or a mother's name is an honest fact
# anywhere else. It is read only where the text frames it as the answer to a security question: after "security
# answer", "secret answer", "answer to my security question" (and their Spanish, French and German words), after
# "answer" with a security question named in the 120 characters before ("Security question: first pet? Answer:
# Rex"), and after "mother's maiden name", the recovery question's own words ("my mother's maiden name is Okafor"),
# where the answer must be a name (capitalised). One to three words closing their clause, none a word prose needs
# ("the security answer is case sensitive", "my mother's maiden name was a common one" stay); "my first pet was
# a dog named Rex", "my mom's name is Ada", "her maiden name is Smith" say no security question and stay.
_ANSWER_WORDS = (
    r"(?:security|secret|recovery)[ \t-]{1,8}(?:question[ \t-]{1,8})?answers?"
    r"|answer[ \t]{1,8}to[ \t]{1,8}(?:my|the|your|a)[ \t]{1,8}(?:security|secret|recovery)[ \t]{1,8}questions?"
    r"|answer|(?P<maiden>(?:mother|mom|mum)(?:['’]?s)?[ \t]{1,8}maiden[ \t]{1,8}name)"
    r"|respuesta[ \t]{1,8}(?:de[ \t]{1,8}seguridad|secreta)|r[ée]ponse[ \t]{1,8}secr[èe]te|sicherheitsantwort"
    # a recovery question's field ("first pet: Rex"), read only where a security question is named before it
    r"|(?P<field>first[ \t]{1,8}(?:pet|car|school|teacher|job|concert)(?:['’]s[ \t]{1,8}name)?"
    r"|(?:childhood|best)[ \t]{1,8}friend|(?:city|town)[ \t]{1,8}(?:of[ \t]{1,8}birth|born)|birth[ \t]{1,8}city"
    r"|favou?rite[ \t]{1,8}(?:teacher|food|book|movie|colou?r|team))"
)
_ANSWER_STARTS = (
    *("security", "secret", "recovery", "answer", "mother", "mom", "mum"),
    *("first", "childhood", "best", "city", "town", "birth", "favorite", "favourite"),
    *("respuesta", "réponse", "reponse", "sicherheitsantwort"),
)
_ANSWER_WORD = r"[^\W\d_][\w'’-]{0,31}"
# or the answer named as one right after it, in brackets or after a dash or a comma ("my mother's maiden name is
# Kowalski (security question)", "the name of my first pet was Fluffy — that's my security answer")
_SECURITY_TAIL = (
    r"[ \t]{0,8}(?:\(|[—–]|--?|,)[ \t]{0,8}[^\n.!?()\"“”]{0,40}?"  # no quote: a list's next example is no tail
    r"(?:security|secret|recovery)[ \t-]{1,8}(?:question|answer)"
)
_SECURITY_TAIL_RE = re.compile(rf"(?i){_SECURITY_TAIL}")
_ANSWER = (
    rf"""(?:(?P<q>["“])(?P<quoted>[^"”\s][^"”\n]{{0,63}}?)["”]|{EMPHASIS}"""
    rf"(?P<bare>{_ANSWER_WORD}(?:[ \t]{_ANSWER_WORD}){{0,2}})(?=(?(em)(?P=em))(?:{_LONE_END}|(?i:{_SECURITY_TAIL}))))"
)
_SECURITY_QUESTION_RE = re.compile(r"(?i)(?:security|secret|recovery)[ \t-]{1,8}questions?")
_SECURITY_QUESTION_BEFORE = 120  # characters before a bare "answer" where a security question names it
# what a mother's maiden name is said to be that is no name: a people's or a language's adjective ("my mother's
# maiden name is Polish", "… is Irish"), capitalised as a name is
_NATIONALITIES = frozenset(
    """polish irish english scottish welsh british spanish danish swedish finnish turkish kurdish jewish flemish
    cornish french dutch german italian russian ukrainian czech slovak hungarian romanian bulgarian serbian croatian
    slovenian greek albanian norwegian icelandic estonian latvian lithuanian belarusian portuguese chinese japanese
    korean vietnamese thai filipino indonesian malaysian indian pakistani bengali persian iranian iraqi syrian
    lebanese arab arabic armenian georgian israeli egyptian moroccan algerian nigerian ghanaian kenyan ethiopian
    somali african american canadian mexican brazilian argentinian argentine chilean peruvian colombian venezuelan
    cuban australian maltese swiss austrian belgian basque catalan sicilian hebrew yiddish latin
    european asian scandinavian slavic nordic celtic gaelic hispanic latino latina common unusual""".split()  # noqa: SIM905
)


def _check_answer(m: re.Match[str]) -> bool:
    """A security question's answer: after a bare "answer" or a recovery question's field ("first pet:") only with a
    security question named before it; after "mother's maiden name" a name; no word of it one prose needs. '=' is
    code's, but for a field a security question names before it ("security question: first pet = biscuit")."""
    label = m.group("label").lower()
    if label == "answer" or m.group("field") is not None:
        before = m.string[max(0, m.start() - _SECURITY_QUESTION_BEFORE) : m.start()]
        if _SECURITY_QUESTION_RE.search(before) is None and _SECURITY_TAIL_RE.match(m.string, m.end()) is None:
            return False
    if _code_sep(m) and (m.group("field") is None or m.group("sep").strip() != "="):
        return False
    if m.group("quoted") is not None:
        return not _plain(m.group("quoted"))
    words = m.group("bare").split()
    if m.group("maiden") is not None:  # a name, its particles in lower case or not ("Van der Berg", "de la Cruz")
        if not (words[-1][0].isupper() and all(w[0].isupper() or w.lower() in _PARTICLES for w in words)):
            return False
        if any(w.lower() in _NATIONALITIES for w in words):
            return False
        words = [w for w in words if w.lower() not in _PARTICLES]
    return not any(_foreign_prose_word(w) or _russian_prose_word(w) for w in words) and not _plain(m.group("bare"))


# the particles of a family name ("Van der Berg", "de la Cruz", "dos Santos", "von Trapp", "bin Laden")
_PARTICLES = frozenset("van der den de del della di da dos das du la le von zu ter ten bin ibn al el".split())  # noqa: SIM905


# A Wi-Fi network's key: "the wifi key is purplemonkey", "wifi: purplemonkey", "wifi password purplemonkey", "clave
# del wifi: girasol", "WLAN-Schlüssel: Sonnenblume" — a plain word, as a lone password is read (no word prose needs
# there, nor one that says how the Wi-Fi is: "wifi: on", "wifi: free", "the wifi is slow"). A bare "wifi" takes ':'
# and a lower-case word only (with a verb it is the network that is described, a capitalised word is its name);
# with a password word after "wifi", ':' and a verb are the password rules' ("the wifi password is …"): this rule
# reads it only with a blank, the word closing its sentence.
_WIFI_WORDS = (
    r"(?:wi-?fi|wlan)(?:[\s-]{1,64}(?P<wkey>key|code|pass(?:word|wd|code)?|pw|psk|passwort|kennwort|schl[üu]ssel))?"
    r"|wlan-?(?P<wkey2>schl[üu]ssel|passwort|kennwort)"
    r"|(?:clave|contrase(?:ñ|n)a|cl[ée]|code|mot\s{1,64}de\s{1,64}passe|senha|chave)\s{1,64}d(?:el?|u|o|a)\s{1,64}wi-?fi"
    # a router's label or Windows' ("WPA key", "WPA2-PSK key", "WPA passphrase", "Network security key")
    r"|(?P<wkey3>wpa[23]?(?:[\s-]{1,8}(?:psk|personal))?[\s-]{1,8}(?:key|passphrase)|wpa[23]?-psk"
    r"|wpa[23]?(?=[ \t]{0,8}:)"  # a router's sticker: "WPA2: sunflower42"
    r"|network[\s-]{1,8}(?:security[\s-]{1,8})?key)"
)
_WIFI_STARTS = (
    *("wifi", "wi-fi", "wlan", "clave", "contrase", "cle", "clé", "code", "mot", "senha", "chave", "wpa", "network"),
)
_WIFI_STATES = frozenset(
    """on off free fast slow spotty flaky patchy poor decent excellent down up stable unstable included gratis
    gratuit kostenlos lento lenta rapide rapido langsam schnell network name ssid router hotspot guest home office
    public open none yes no""".split()  # noqa: SIM905 - a word list
)


_WIFI_PASSWORD_RE = re.compile(r"pass|pw|psk|kennwort|contrase|senha")


def _check_wifi(m: re.Match[str]) -> bool:
    value, label = m.group("bare"), m.group("label").lower()
    key = m.group("wkey") or m.group("wkey2") or m.group("wkey3")
    if label in ("wpa", "wpa2", "wpa3"):  # "WPA2: AES" is its cipher; a key there is :func:`_check_wifi_key`'s
        return False
    if key is None and label.replace("-", "").strip() in ("wifi", "wlan"):
        # "the wifi is slow" describes the network; a capitalised word after "wifi:" is its name ("Wifi: Starbucks")
        if m.group("sep") is None or m.group("sep").strip() not in (":", "：") or not value.islower():
            return False
    elif _WIFI_PASSWORD_RE.search(label):  # "wifi password: …", "contraseña del wifi es …" are the password rules'
        after = m.string[m.end() : m.end() + 2]
        if m.group("blank") is None or not (after == "" or after[0] in "\n.!" or after[0] in "\"')]"):
            return False
    return (
        not _code_sep(m) and _folded(value) not in _WIFI_STATES and not _foreign_prose_word(value) and not _plain(value)
    )


# A Wi-Fi key with a digit or a symbol ("wifi key: sunflower42", "WPA key: sunflower42", "wifi: sunflower42"): 8 to 63
# characters, as WPA's passphrase is, after a Wi-Fi key's label and ':' or a verb, or after a bare "wifi" and ':' (a
# password word after "wifi" is the password rules'); not a standard, a band or a speed ("wifi: 802.11ac", "WPA2-PSK
# key: AES-128"), a security mode ("wifi key: WPA2-PSK"), not a path, a date or a version
_WIFI_NOT_KEY_RE = re.compile(r"(?i:[\d.]+[a-z]{0,6}|802\.\S+)|[A-Z]{2,8}-?[0-9]{1,4}|WPA[23]?(?:-[A-Z]{2,8}){1,2}")


_SSID_BAND_RE = re.compile(r"(?i)(?:2\.4|5)g(?:hz)?(?![a-z])")  # a network's name gives its band ("casa_5g")


def _wifi_key_value(m: re.Match[str]) -> bool:
    """The match's value is a WPA key's: quoted, or with a digit or a symbol, 8 to 63 characters, no standard's."""
    value = _value(m)
    return (
        8 <= len(value) <= 63
        and (m.group("quoted") is not None or _passwordish(value))
        and "/" not in value
        and _WIFI_NOT_KEY_RE.fullmatch(value) is None
        and not any(r.fullmatch(value) for r in (_VERSION_RE, _DATE_RE))
    )


# "here's the wifi: Sunflower22": a chat handing the Wi-Fi over hands what one needs to join it, its key (the
# network's name is on every phone's list); a capitalised word there is the key where it has a digit and closes the
# line ("Wifi: Casa2024" alone, "here's the wifi: Casa_5G", "here's the wifi: Sunflower Cafe" stay names)
_HANDED_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:here['’]?s|here[ \t]{1,8}is|heres|voici|voil[aà]|aqu[ií][ \t]{1,8}(?:est[aá]|tienes)"
    r"|hier[ \t]{1,8}(?:ist|das)|ecco|aqui[ \t]{1,8}(?:est[aá]|vai))[ \t]{1,8}"
    r"(?:(?:the|our|my|le|notre|mon|el|la|mi|das|der|unser|il|o|a|nosso|nossa)[ \t]{1,8})?$"
)


def _handed_key(m: re.Match[str], value: str) -> bool:
    return (
        _HANDED_RE.search(m.string, max(0, m.start() - 32), m.start()) is not None
        and _strict(value)
        and _LINE_END_RE.match(m.string, m.end()) is not None
    )


def _check_wifi_key(m: re.Match[str]) -> bool:
    """As above; with only a blank after a router's label ("WPA key sunflower42", "wifi key sunflower42"), a value
    with a lower-case letter and a digit closing its line ("WPA key length 63", "WPA key management" are no keys);
    after a note's hyphen as after ':', the label opening its clause ("Wi-Fi - sunflower22", "wifi key - …")."""
    label = m.group("label").lower()
    key = m.group("wkey") or m.group("wkey2") or m.group("wkey3")
    if _code_sep(m) or (m.group("wkey3") is None and _WIFI_PASSWORD_RE.search(label)):
        return False
    dashed = "-" in (m.group("sep") or "")
    if dashed and not (_dash_note(m) and _opens_clause(m, _NOTE_START_RE)):
        return False  # a note's hyphen for its colon ("Wi-Fi - sunflower22"), not a remark's ("I hate this wifi - …")
    if label in ("wpa", "wpa2", "wpa3"):  # a router's sticker: "WPA2: sunflower42" ("WPA2: enabled" is its mode)
        return _strict(_value(m)) and _wifi_key_value(m)
    if m.groupdict().get("blank") is not None:
        return (
            (m.group("wkey3") is not None or m.group("wkey") in ("key", "code"))
            and _strict(_value(m))
            and _LONE_END_RE.match(m.string, m.end()) is not None
            and _wifi_key_value(m)
        )
    # a bare "wifi:" names the network as often ("wifi: MyHome_5G / pass: …", "Wifi: Casa2024"); a key's word before
    # the Wi-Fi's names the key ("la clave del wifi es girasol22", "le code du wifi : …")
    if key is None and label.replace("-", "").strip() in ("wifi", "wlan"):
        value = _value(m)
        # "the wifi is sunflower77": after a verb, only a key with a lower-case letter and a digit ("the wifi is 5GHz",
        # "the wifi is down" stay)
        said = m.group("sep").strip().lower() in ("is", "was") and _strict(value)
        if (
            (m.group("sep").strip() not in (":", "：") and not said and not dashed)
            or not (value[0].islower() or _handed_key(m, value))
            or _SSID_BAND_RE.search(value) is not None
            or _LONE_END_RE.match(m.string, m.end()) is None
        ):
            return False
    return _wifi_key_value(m)


# A Wi-Fi network's key said after the network ("The wifi is 'Casa' and the code is sunflower42", "Wi-Fi: Casa, key:
# sunflower42"): "code" or "key" and ':' or a verb, a Wi-Fi word before it on its line within _WIFI_BEFORE characters,
# and a key's value as above (a plain word there is as often what fixes it: "the wifi is down and the key is patience")
_WIFI_NAMED_BEFORE_RE = re.compile(r"(?i)(?<![\w-])(?:wi-?fi|wlan|ssid)(?![\w-])[^\n]{0,120}$")
_WIFI_BEFORE = 128


# A plain word is read there when the line names the network, quoted or called so ("The wifi is 'Casa' and the code is
# sunflower", "the wifi is called Casa and the key is sunflower"): 8 to 63 letters, as WPA's key is, closing the line or
# the sentence, and no word prose needs or that says how the network is
_WIFI_NAME_GIVEN_RE = re.compile(
    r"(?i)(?<![\w-])(?:wi-?fi|wlan|ssid)(?![\w-])[^\n]{0,64}?(?:['\"‘“][^'\"‘’“”\n]{1,32}['\"’”]|\b(?:called|named)\b)"
)


def _check_wifi_code(m: re.Match[str]) -> bool:
    if _code_sep(m):
        return False
    head = m.string[max(0, m.start() - _WIFI_BEFORE) : m.start()]
    if _WIFI_NAMED_BEFORE_RE.search(head) is None:
        return False
    value = _value(m)
    if m.group("quoted") is None and value.isalpha():
        return (
            8 <= len(value) <= 63
            and _WIFI_NAME_GIVEN_RE.search(head) is not None
            and _CLAVE_END_RE.match(m.string, m.end()) is not None
            and _folded(value) not in _WIFI_STATES
            and not _foreign_prose_word(value)
            and not _plain(value)
        )
    return _wifi_key_value(m)


# A wallet's seed (recovery) phrase: 12, 15, 18, 21 or 24 words of 3-8 letters (BIP-39's lengths and words) after
# its label and ':' or a verb, the run closing its sentence or line or going on after a comma or a conjunction;
# every word of the run is masked, the label stays. Prose after the label is made of function words: at most a
# quarter of the run's words may be ones prose needs ("the recovery phrase is stored in the safe" is five words).
# "seed" alone is such a label too ("seed: abandon ability …"): a test run's random seed is a number ("seed: 42"), and
# twelve words are none.
_SEED_WORDS = (
    rf"(?:secret{BLANKS})?(?:seed|recovery|backup|mnemonic|wallet)[\s-]{{1,64}}(?:phrase|words|sentence)|mnemonic|seed"
    rf"|frase{BLANKS}(?:semilla|de{BLANKS}recuperaci[oó]n)|phrase{BLANKS}de{BLANKS}r[ée]cup[ée]ration"
    rf"|wiederherstellungsphrase|frase{BLANKS}de{BLANKS}recupera[çc][ãa]o"
)
_SEED_STARTS = ("secret", "seed", "recovery", "backup", "mnemonic", "wallet", "frase", "phrase", "wiederherstellungs")
# A word may be numbered, as a wallet shows them and people copy them ("1. abandon 2. ability …", "1) abandon", one a
# line, "word 1: abandon").
_SEED_NUMBER = r"(?:(?:word[ \t]{1,8})?[0-9]{1,2}[.):][ \t]{0,8})?"
_SEED_WORD = rf"{_SEED_NUMBER}[a-z]{{3,8}}"
_SEED_SEP = r"(?:,?[ \t]{1,8}|,?[ \t]{0,8}\r?\n[ \t]{0,8})"
_SEED = (
    "(?P<bare>"
    + "|".join(rf"{_SEED_WORD}(?:{_SEED_SEP}{_SEED_WORD}){{{n - 1}}}" for n in (24, 21, 18, 15, 12))
    + rf")(?![A-Za-z])(?={_LONE_END}|[.!?]{{0,3}}$)"
)
_SEED_NUMBER_RE = re.compile(_SEED_NUMBER + r"(?=[a-z])")


def _check_seed(m: re.Match[str]) -> bool:
    """Numbered, the words are numbered 1, 2, 3 … in order (a list of 12 things is no seed phrase's by its numbers
    alone: the label says it is); and at most a quarter of the words are ones prose needs."""
    bare = m.group("bare")
    numbers = [int(n) for n in re.findall(r"([0-9]{1,2})[.):]", bare)]
    words = re.split(r"[\s,]+", _SEED_NUMBER_RE.sub("", bare).strip())
    in_order = not numbers or numbers == list(range(1, len(words) + 1))
    return not _code_sep(m) and in_order and 4 * sum(map(_prose_word, words)) <= len(words)


# --------------------------------------------------------------------------------------------------
# Credential pairs: a user name and its password, named together
# --------------------------------------------------------------------------------------------------

# "login: bob / hunter2", "creds are admin/admin", "creds for the NAS: admin/Hunter2Pass": a login word, its
# separator, then user '/' or ':' password. The password goes, the user stays. A Wi-Fi's network and its key are such a
# pair too ("wifi: Casa / sunflower42"). With only a blank after the login word ("login bob / hunter2xyz"), only a
# password that looks like one, or the user again, is read.
# A label naming both fields, the user's and the password's ("user/pass: ana / sunflower", "login & password: …",
# "usuario/contraseña: …", "identifiant/mdp : …"): what follows is the pair, whatever joins it
_BOTH_WORDS = (
    r"(?P<both>(?:user(?:[\s_-]?name)?|login|e-?mail|usuario|usu[aá]rio|utilisateur|identifiant|benutzer(?:name)?"
    r"|utente|nome[\s_-]utente)(?:[ \t]{0,8}[/&+][ \t]{0,8}|[ \t]{1,8}(?:and|y|et|und|e)[ \t]{1,8})"
    rf"(?:pass(?:word|wd)?|pwd|pw|mdp|{FOREIGN_PASSWORD_WORDS}))"
)
# (and the credentials' word in Spanish, Portuguese, Italian, French and German: "mis credenciales: juan / …", "mes
# identifiants : …", "meine Zugangsdaten: …", a password there one that looks like one: "nom / prénom" names fields)
_PAIR_WORDS = (
    rf"{_BOTH_WORDS}|log[\s-]?ins?|creds|credentials?"
    r"|(?P<foreign>credencia(?:les|is)|credenziali|identifiants?|zugangsdaten|anmeldedaten)|(?P<wifi>wi-?fi|wlan|ssid)"
)
_PAIR_STARTS = (
    *("log", "cred", "wifi", "wi-fi", "wlan", "ssid", "zugangsdaten", "anmeldedaten"),
    *("user", "e-mail", "email", "usu", "utili", "identif", "benutzer", "utente", "nome"),
)
_PAIR = (
    r"""["'`]?(?P<user>[\w.@+\-]{1,64})["'`]?(?P<joint>[ \t]{0,8}[/:][ \t]{0,8})"""
    r"""(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{0,127}?)(?P=q)"""
    r"""|(?P<bare>[^\s"'`,;()\[\]{}<>/]{1,128}?)(?=[.,;:!?)\]]{0,64}(?:$|[\s"'`,;)\]}>])))"""
)
# "username admin, password admin", "user: admin pass: letmein", "username: bob\npassword: dragon": a user
# word and a user, then a password word and a password, each after ':', '=', "is" or a blank.
_USER_WORDS = r"user(?:[\s_-]?name)?|usr|login|ssid|wi-?fi|wlan"  # and a Wi-Fi's name: "SSID Casa pass sunflower42"
_USER_STARTS = ("user", "usr", "login", "ssid", "wifi", "wi-fi", "wlan")
_PAIR_SEP = rf"(?:{GAP}[:=]{GAP}|{BLANKS}(?:is|was){BLANKS}|[ \t]{{1,64}})"
_USER_PAIR = (
    rf"""["'`]?(?P<user>[\w.@+\-]{{1,64}})["'`]?"""
    r"(?:[,;]?[ \t]{1,8}(?:and[ \t]{1,8})?|[,;]?[ \t]{0,8}\r?\n[ \t]{0,8}|[ \t]{0,8}/[ \t]{0,8})"
    r"(?:(?:the|my|its|their)[ \t]{1,8})?(?:pass(?:word|wd|phrase)?|pw|pwd)(?![A-Za-z0-9])"
    rf"{LABEL_END}(?P<psep>{_PAIR_SEP})"
    rf"""{EMPHASIS}(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{{0,127}}?)(?P=q)"""
    rf"""|(?P<bare>[^\s"'`,;()\[\]{{}}<>]{{1,128}}?)(?=(?(em)(?P=em))[.,;:!?)\]]{{0,64}}(?:$|[\s"'`,;)\]}}>])))"""
)


# a password's word and its separator where a pair's password would stand: the label of the field after the user's
# ("login: juan / pass: sonnenblume", "user: ana / password = Girasol"), not its value
_NEXT_LABEL_RE = re.compile(rf"(?i)(?:pass(?:word|wd|phrase)?|pwd|pw|mdp|{FOREIGN_PASSWORD_WORDS})[ \t]{{0,8}}[:=]")


# a user's name of lower-case words joined by dots ("juan.perez", "ana.m.silva"), as accounts are named: read as a
# reference in code elsewhere (``self.password``), a name beside its password here, but for code's own receiver
_DOTTED_USER_RE = re.compile(r"(?!(?:self|this|cls)\.)[a-z][a-z0-9]{0,31}(?:\.[a-z][a-z0-9]{0,31}){1,3}")


def _pair_value(user: str, value: str, *, quoted: bool, word: bool = True) -> bool:
    """A password beside its user: quoted, or with a digit, a symbol or inner capitals, or (with ``word``) a plain
    lower-case word that is no word prose needs ("Login: admin / Settings" is a menu: its words are capitalised),
    or the user's own name again ("admin/admin")."""
    if _plain(value) or _prose_word(user, alone=True) or (_plain(user) and not _DOTTED_USER_RE.fullmatch(user)):
        return False
    if quoted:
        return bool(value.strip())
    return (
        value == user
        or _passwordish(value)
        or (word and value.isalpha() and value.islower() and len(value) >= 3 and not _prose_word(value, alone=True))
    )


def _check_pair(m: re.Match[str]) -> bool:
    """user/password after a login word. Glued by '/' or ':' with no blank, a plain word is a path's
    ("login: django/contrib") and digits after ':' a port ("login: localhost:8080"): only a password that looks
    like one, or the user again, is read there — but for a plain word after ':' closing the clause, a login's
    user:password as curl and a URL write it ("my login is ana:sunflower"; no path is joined by ':'), and after a label
    naming both fields ("user/pass: ana/sunflower"), where the pair is the user's and the password's."""
    joint, value, user = m.group("joint"), _value(m), m.group("user")
    if _code_sep(m) or (joint.strip() == ":" and value.isdigit()) or (user.isdigit() and value.isdigit()):
        return False  # a port ("login: localhost:8080"), a fraction or a range ("logins 2023/2024")
    if m.group("quoted") is None and _NEXT_LABEL_RE.match(m.string, m.start("bare")) is not None:
        return False  # the next field's label ("login: juan / pass: sonnenblume"): the user-pair rule reads its value
    if m.group("wifi") is not None and not 8 <= len(value) <= 63:  # WPA's key: 8 to 63 characters
        return False
    spaced = joint != joint.strip() and m.group("blank") is None
    # a default login's name ("router login admin / letmein"): its plain word closing the clause is its password
    closes = _LONE_END_RE.match(m.string, m.end()) is not None
    default = _LOGIN_USER_RE.fullmatch(user) is not None and closes
    colon = joint == ":" and closes and m.group("blank") is None  # "login bob:alice" names no password
    word = (spaced or default or colon or m.group("both") is not None) and m.group("foreign") is None
    return _pair_value(user, value, quoted=m.group("quoted") is not None, word=word)


# user '/' password with no login word, said to be for a device or a page that takes a login ("bob / hunter2xyz for the
# router", "admin/Hunter2Pass on the NAS"): the password one that looks like one, or the user again ("admin / admin");
# not two forms of one name ("IPv4 / IPv6 for the router", "WPA2/WPA3 on the modem"), nor a fraction or a date (a
# user opens with a letter), nor "and / or" (words prose needs)
_DEVICE_WORDS = (
    r"router|modem|nas|admin|server|vpn|wi-?fi|camera|printer|switch|firewall|dashboard|panel|portal|console|account"
    r"|gateway|access[ \t]point|box|db|database|ftp|cpanel|webmail|wordpress|ui"
)
_DEVICE_PAIR_RE = re.compile(
    r"(?i)(?<![\w/.:@~-])(?P<user>[A-Za-z][\w.@+-]{0,63})[ \t]{0,8}/[ \t]{0,8}"
    r"""(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{0,127}?)(?P=q)|(?P<bare>[^\s/"'`,;()<>\[\]{}]{4,128}?))"""
    r"[ \t]{1,8}(?:for|on|to|at|of)[ \t]{1,8}(?:(?:the|my|our|your|this|that|his|her|their)[ \t]{1,8})?"
    rf"(?:[\w-]{{1,24}}[ \t]{{1,8}}){{0,2}}(?:{_DEVICE_WORDS})(?![\w-])"
)
_DEVICE_WORD_RE = re.compile(rf"(?i)(?<![\w-])(?:{_DEVICE_WORDS})(?![\w-])")
_DIGITLESS_RE = re.compile(r"[\d_.-]")


def _check_device_pair(m: re.Match[str]) -> bool:
    user, value = m.group("user"), _value(m)
    if user != value and _DIGITLESS_RE.sub("", user).lower() == _DIGITLESS_RE.sub("", value).lower():
        return False  # "IPv4 / IPv6", "WPA2/WPA3"
    return _pair_value(user, value, quoted=m.group("quoted") is not None, word=False)


# A default login ("admin/admin123", "root/toor1", "guest/guest", "login pi/raspberry", "ssh in as pi/raspberry"): a
# name devices and databases ship with, '/', and a password, the pair standing as a word of its own — not a path's
# ("/admin/admin123", "root/bin", "admin/settings"), nor a URL's, nor a year or a version ("admin/2024", "root/v1.2").
# Written alone, the password looks like one or is the name again; where a login word stands before it on its line
# (_LOGIN_BEFORE_RE), a plain word no prose needs counts too ("login: root/toor"). The Raspberry Pi's "pi" is read only
# so: "pi" before '/' is math ("pi/2+eps", "16*pi/13125*h2"), so its pair is glued to no operator and its password
# is a password's characters (_PI_VALUE_RE).
_DEFAULT_USERS = r"admin|administrator|root|ubnt|guest|postgres|cisco|manager|supervisor"
_LOGIN_USERS = rf"{_DEFAULT_USERS}|pi"
_LOGIN_USER_RE = re.compile(rf"(?i){_LOGIN_USERS}")
_DEFAULT_PAIR_RE = re.compile(
    rf"(?i)(?<![\w/.:@~\\-])(?P<user>{_LOGIN_USERS})/"
    r"""(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{0,63}?)(?P=q)|(?P<bare>[^\s/\\"'`,;()<>\[\]{}]{4,64}?))"""
    r"""(?=[.,;:!?)\]]{0,3}(?:$|[\s"'`,;)\]}>]))"""
)
_LOGIN_BEFORE_RE = re.compile(
    r"(?i)(?<![A-Za-z])(?:log(?:s|ged|ging)?[ \t-]?(?:in|on)s?|creds|credentials?|ssh|sign(?:s|ed)?[ \t-]?in"
    r"|user(?:[ \t_-]?name)?)(?![A-Za-z])[^\n]{0,72}$"
)
_PI_VALUE_RE = re.compile(r"[A-Za-z0-9!@#$%&_-]{4,64}")
_OPERATORS = "*+=(^"


# An account's e-mail address and its password, as a combo list or a chat pastes them ("ana@corp.com:Sunflower!9",
# "Netflix: ana@corp.com / Sunflower!9"): the address, ':' or '/', and a password that looks like one (a digit, a
# symbol, inner capitals), closing its token; not a port ("bob@db01.example.com:5432"), nor a repository's or a
# file's path after scp's or git's ':' ("git@github.com:kura/kura.git", "ana@host.com:notes.txt": no '.' or '/'). With
# only a blank between them, a login word before the address on its line ("netflix login ana@x.com sunflower77"; not
# ssh's, whose next word is a command) and the password closing its clause ("login ana@x.com then click Reset" stays).
# A password manager's export row joins them by a comma with no blank or a pipe, the row going on after one
# ("Gmail,ana@gmail.com,Sunflower!9,https://gmail.com", "Netflix | ana@x.com | sunflower77"); prose's comma takes a
# blank.
_EMAIL_PAIR_RE = re.compile(
    r"(?<![\w.+-])[\w.+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}"
    r"(?:[ \t]{0,8}[:/][ \t]{0,8}|(?P<row>,|[ \t]{0,8}\|[ \t]{0,8})|(?P<blank>[ \t]{1,8}))"
    r"(?P<bare>[^\s/\\\"'`,;()<>\[\]{}.:@|]{4,64}?)(?=[.,;!?)]{0,3}(?:$|[ \t\r\n\"])|(?(row)[ \t]{0,8}[,|]|(?!)))"
)


# a URL's scheme before the address in the same word: ``mongodb://bob@db.example.com/appdb?authSource=admin`` is a
# URL's user and host, the path after them a database's name, no login's password (the URL rules read its password)
_URL_AUTHORITY_RE = re.compile(r"://[^\s/]{0,128}$")


def _check_email_pair(m: re.Match[str]) -> bool:
    value = m.group("bare")
    if _URL_AUTHORITY_RE.search(m.string, max(0, m.start() - 136), m.start()) is not None:
        return False
    if m.group("blank") is not None:
        login = _LOGIN_BEFORE_RE.search(m.string, max(0, m.start() - 96), m.start())
        if login is None or login.group().lower().startswith("ssh") or _LONE_END_RE.match(m.string, m.end()) is None:
            return False
    return not value.isdigit() and any(c.isalpha() for c in value) and _passwordish(value)


# A disk's recovery key: BitLocker's 48 digits in eight groups of six, each a multiple of 11 below 720896 (its own
# check, so read with no label), and a key of six groups of four capitals and digits after "recovery key" (FileVault's)
_BITLOCKER_RE = re.compile(r"(?<![0-9-])(?P<bare>[0-9]{6}(?:-[0-9]{6}){7})(?![0-9-])")
_FILEVAULT_RE = re.compile(
    r"(?i)(?:recovery|filevault|bitlocker)[ \t-]{1,8}(?:recovery[ \t-]{1,8})?key[ \t]{0,8}(?::|=|is)?[ \t]{0,8}"
    r"(?P<bare>(?-i:[A-Z0-9]{4}(?:-[A-Z0-9]{4}){5}))(?![A-Za-z0-9-])"
)


def _check_bitlocker(m: re.Match[str]) -> bool:
    return all(int(g) % 11 == 0 and int(g) < 720896 for g in m.group("bare").split("-"))


def _check_default_pair(m: re.Match[str]) -> bool:
    """The name has no digit, so "admin/admin123" is a password beside it, not a second form of it."""
    value, quoted = _value(m), m.group("quoted") is not None
    if any(r.fullmatch(value) for r in (_YEAR_RE, _VERSION_RE, _DATE_RE)):
        return False
    login = _LOGIN_BEFORE_RE.search(m.string, max(0, m.start() - 96), m.start()) is not None
    if m.group("user").lower() == "pi" and not (
        login
        and (m.start() == 0 or m.string[m.start() - 1] not in _OPERATORS)
        and (quoted or _PI_VALUE_RE.fullmatch(value))
    ):
        return False
    return _pair_value(m.group("user"), value, quoted=quoted, word=login)


# what a password has or goes through, a compound noun's second word after "password"
_PASSWORD_HAS = frozenset(
    """policy policies rules requirements requirement length complexity history expiry expiration hash hashes
    manager prompt field change changes reset rotation strength storage file check checks age aging
    generator vault protection screen page dialog setup box form recovery""".split()  # noqa: SIM905 - a word list
)


# what opens a verb's object or its partner after an imperative ("pass: ask the coach", "password: check with Ana",
# "pass: ask IT", "password: find it in 1Password"): a determiner, a personal pronoun, "with", or a preposition and a
# personal pronoun after it ("pass: ask for it", "password: ask about it", "pw: wait for me") — a plain word before
# one is an instruction, no password. A preposition before a determiner or a name stays a password's note
# ("pass: girasol for the wifi", "pw: lavanda for Netflix"): only a pronoun after it makes the word a verb
_OBJECT_OPENER_RE = re.compile(
    r"[ \t]{1,8}(?:the|a|an|my|your|our|his|her|their|this|that|with|it|me|us|him|them|someone|somebody|IT"
    r"|(?:for|about|from|to|at)[ \t]{1,8}(?:it|me|us|him|her|them))"
    r"(?![\w'’-])"
)


def _check_user_pair(m: re.Match[str]) -> bool:
    """With only a blank after the password word, a plain word makes a compound noun ("user bob password reset",
    "User Alice password policy"): only a password that looks like one, or the user again, is read there. A plain
    lower-case word opening an object ("login: juan / pass: ask the coach": :data:`_OBJECT_OPENER_RE`) is an
    instruction for where the password is."""
    value = _value(m)
    if (
        m.group("quoted") is None
        and value.isalpha()
        and value.islower()
        and _OBJECT_OPENER_RE.match(m.string, m.end()) is not None
    ):
        return False
    spaced = m.group("psep").strip() == ""
    # a default login's name or a user@host ("user pi password raspberry", "ssh ana@host password sunflower"): its
    # plain word closing the clause is its password, but for what a password has ("user admin password policy")
    word = not spaced or (
        (_LOGIN_USER_RE.fullmatch(m.group("user")) is not None or "@" in m.group("user"))
        and _LONE_END_RE.match(m.string, m.end()) is not None
        and _value(m).lower() not in _PASSWORD_HAS
        and not _value(m).lower().endswith("s")  # a plural is a compound's noun ("the root password managers")
    )
    return _pair_value(m.group("user"), _value(m), quoted=m.group("quoted") is not None, word=word)


# The same pair with no user word before it: a default login's name or a user@host, then the password word and a blank
# or ':' ("root password letmein", "ssh ana@10.0.0.5 password sunflower", "admin pw: letmein"); read by
# :func:`_check_user_pair` ("root password rotation", "ana@corp.com password reset" stay). And a form's one-letter
# labels, "u:" and "p:" ("u: ana p: sunflower77"): the user opens with a letter ("u: 3 p: 0.05" is statistics').
_USERLESS_PAIR_RE = re.compile(
    rf"(?i)(?<![\w/.:@~\\-])(?P<user>{_LOGIN_USERS}|[\w.+-]{{1,64}}@[A-Za-z0-9-]{{1,63}}(?:\.[A-Za-z0-9-]{{1,63}}){{0,8}})"
    r"[ \t]{1,8}(?:pass(?:word|wd)?|pw|pwd)(?![A-Za-z0-9])"
    rf"(?P<psep>[ \t]{{0,8}}:[ \t]{{0,8}}|[ \t]{{1,8}})"
    rf"""{EMPHASIS}(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{{0,127}}?)(?P=q)"""
    rf"""|(?P<bare>[^\s"'`,;()\[\]{{}}<>]{{1,128}}?)(?=(?(em)(?P=em))[.,;:!?)\]]{{0,64}}(?:$|[\s"'`,;)\]}}>])))"""
)
_LETTER_PAIR_RE = re.compile(
    r"(?i)(?<![\w.-])u[ \t]{0,8}:[ \t]{0,8}(?P<user>[A-Za-z][\w.@+-]{0,63})[ \t,;/|]{1,8}"
    r"p(?P<psep>[ \t]{0,8}:[ \t]{0,8})"
    r"""(?:(?P<q>["'`])(?P<quoted>[^"'`\s][^"'`\n]{0,127}?)(?P=q)"""
    r"""|(?P<bare>[^\s"'`,;()\[\]{}<>]{1,128}?)(?=[.,;:!?)\]]{0,64}(?:$|[\s"'`,;)\]}>])))"""
)


# --------------------------------------------------------------------------------------------------
# Ids and bank accounts named by their label: a passport's, a driving licence's, a bank account's number, a
# routing number (its ABA check digit), a sort code
# --------------------------------------------------------------------------------------------------

_NUMBER_WORD = r"(?:[\s-]{1,64}(?:number|num|no\.?|nr\.?|#))?"
_PASSPORT_WORDS = rf"passport{_NUMBER_WORD}|pasaporte|passeport|reisepass(?:nummer)?|passaporte|паспорт[а-я]{{0,2}}"
_PASSPORT_STARTS = ("passport", "pasaporte", "passeport", "reisepass", "passaporte", "паспорт")
_LICENCE_WORDS = (
    rf"(?:driver(?:['’]?s)?|driving){BLANKS}licen[cs]e{_NUMBER_WORD}|licencia{BLANKS}de{BLANKS}conducir"
    rf"|permis{BLANKS}de{BLANKS}conduire|führerschein(?:nummer)?|carteira{BLANKS}de{BLANKS}motorista"
    rf"|водительск[а-я]{{0,3}}{BLANKS}(?:удостоверени[а-я]|прав[а-я]?)"
)
_LICENCE_STARTS = ("driver", "driving", "licencia", "permis", "führerschein", "carteira", "водительск")
# an id: 6-16 letters and digits, in up to four blank- or '-'-separated groups, with 5+ digits (checked)
_ID_VALUE = r"(?P<bare>[A-Za-z0-9]{1,16}(?:[ -][A-Za-z0-9]{1,16}){0,3})(?![A-Za-z0-9]|[ -][0-9])"


def _id_number(m: re.Match[str]) -> bool:
    """A document's number: 6-16 letters and digits with 5+ digits, its letters capitals ("X12345678",
    "MORGA657054SM9IJ"); "2024", "12 pages", "expires in 2030" are not."""
    value = m.group("bare")
    core = value.replace(" ", "").replace("-", "")
    return (
        not _code_sep(m)
        and 6 <= len(core) <= 16
        and sum(c.isdigit() for c in core) >= 5
        and not any(c.islower() for c in core)
        and _DATE_RE.fullmatch(value) is None
    )


_ACCOUNT_WORDS = (
    rf"(?:bank{BLANKS})?(?:account|acct|a/c){_NUMBER_WORD}|n[úu]mero{BLANKS}de{BLANKS}cuenta"
    rf"|num[ée]ro{BLANKS}de{BLANKS}compte|kontonummer|n[úu]mero{BLANKS}da{BLANKS}conta|номер{BLANKS}сч[её]та"
)
_ACCOUNT_STARTS = ("bank", "account", "acct", "a/c", "numero", "número", "numéro", "kontonummer", "номер")
# an account number is named as one ("account number", "acct", "bank account", "número de cuenta"…), or a
# bank's code stands near it: "account 12345678 sort code 12-34-56", "routing 021000021 account 123456789"
_ACCOUNT_NAMED_RE = re.compile(r"(?i)number|num|no\.?$|nr|#|bank|acct|a/c|cuenta|compte|konto|conta|сч")
_BANK_NEAR_RE = re.compile(r"(?i)\b(?:sort[\s-]{1,8}code|routing|aba|iban|swift|bic|bsb|bank)\b")
_BANK_NEAR = 100  # characters either side of an account number where a bank word names it one
_ACCOUNT_VALUE = r"(?P<bare>[0-9]{2,17}(?:[ -][0-9]{2,17}){0,3})(?![0-9A-Za-z]|[ -][0-9])"


def _check_account(m: re.Match[str]) -> bool:
    digits = m.group("bare").replace(" ", "").replace("-", "")
    if _code_sep(m) or not 6 <= len(digits) <= 17:
        return False
    if _ACCOUNT_NAMED_RE.search(m.group("label")):
        return True
    text = m.string
    near = text[max(0, m.start() - _BANK_NEAR) : m.end() + _BANK_NEAR]
    return _BANK_NEAR_RE.search(near) is not None


def aba_routing(digits: str) -> bool:
    """An ABA routing number's check: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10."""
    d = [int(c) for c in digits]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


_ROUTING_WORDS = rf"(?:aba{BLANKS})?routing(?:{BLANKS}transit)?{_NUMBER_WORD}|aba{_NUMBER_WORD}|rtn"
_ROUTING_STARTS = ("aba", "routing", "rtn")
_SORT_CODE_WORDS = r"sort[\s-]{1,64}code"


def _check_routing(m: re.Match[str]) -> bool:
    return not _code_sep(m) and aba_routing(m.group("bare"))


# "the code to the front door is 4821": a code word whose qualifier names what it opens ("the area code
# is 415", "the error code is 500" name no lock)
_LOCKS_RE = re.compile(
    r"(?i)\b(?:doors?|gates?|alarms?|safes?|locks?|padlocks?|lockers?|garages?|entrances?|entry|building|house"
    r"|apartment|flat|keypad|vault|storage|shed|bike|suitcase|phone|sim|atm|card|wifi|wi-fi|router|laptop"
    r"|cajas?|candados?|coffre|cadenas|tresor|schloss|schließfach|portail|portes?|puertas?|port[oó]n|t[üu]r|haust[üu]r"
    # a card's, an alarm's, a phone's, a locker's in the languages the code rule reads ("le code de la carte est 4821")
    r"|cartes?|tarjetas?|cartas?|cart[ãa]o|karten?|alarmes?|alarmas?|allarmes?|alarmanlage|cadeados?|cofres?"
    r"|portas?|port[ãa]o|portone|cancello|casiers?|casilleros?|armadietto|garaje|garagem|handy|portables?"
    r"|t[ée]l[ée]phones?|tel[ée]fonos?|telefon|celular|m[óo]vil|cellulare|telem[óo]vel"
    # a gate in German, a building, the entering a code lets one do ("der Code zum Öffnen des Tors", "el código para
    # entrar al edificio", "o código de acesso ao prédio"; an access's own code is a PIN word: "the code for access
    # control is 4512 lines long" names none)
    r"|(?:das|dem|des|vom|zum)[ \t]{1,8}tor(?:e?s)?|edificios?|pr[ée]dios?|immeubles?|b[aâ]timents?|geb[äa]ude"
    r"|eingang|entrar|entrer|entrare)\b"
    r"|(?<![^\W\d_])(?:домофон|двер|сейф|замк|замок|подъезд|калитк|ворот|гараж|ячейк)[а-я]{0,3}(?![^\W\d_])"
)


def _check_lock_code(m: re.Match[str]) -> bool:
    """A PIN, or a combination's groups of digits ("the code to the shed is 4-21-7"), after a code word whose
    qualifier names a lock; with none, after a code word nothing names (:func:`_unnamed_code`), a dial's numbers or a
    PIN closing its clause (:func:`_unnamed_pin`)."""
    qualifier = m.string[m.end("label") : m.start("sep")]
    combination = _COMBINATION_GROUPS_RE.fullmatch(_value(m).strip()) is not None and not _code_sep(m)
    if _LOCKS_RE.search(qualifier) is not None:
        return _check_pin(m) or combination
    if not _unnamed_code(m):
        return False
    return (combination and _dialled(_value(m).strip())) or _unnamed_pin(m)


# "the code is 4-21-7", "the code is 4821", "le code est 4821", "der Code ist 4821", "el código es 4821", "Code: 4821":
# a code word with only a determiner before it (or a sentence's or a line's start), no qualifier after it and a verb
# or ':' — what it is the code of left unsaid; "the error code is 4-21-7", "the area code is 415", "the code for the
# project is 4-21-7", "zip code: 10115", "le code d'erreur est …" name or show what it is.
_UNNAMED_CODE_RE = re.compile(
    r"(?i)(?:^[ \t]{0,8}|[.!?;(\"'][ \t]{1,8}|(?<![^\W\d_])(?:the|my|our|your|his|her|their"
    r"|le|mon|notre|ton|votre|son|leur|der|mein|unser|dein|euer|sein|ihr|el|mi|tu|su|nuestro|o|meu|nosso"
    r"|il|mio|nostro|мой|наш|твой|ваш)[ \t]{1,8})$",
    re.M,
)
_UNNAMED_CODE_BEFORE = 24  # characters before "code" read for its determiner
_CODE_WORDS = ("code", "código", "codigo", "codice", "код")  # a code word in one, and where the code rule is tried
_CODE_LABELS = r"codes?|c[oó]digos?|codice|код(?![а-яё])"
_UNNAMED_CODE_SEPS = (
    "is", "was", "est", "ist", "war", "lautet", "es", "era", "é", "è", ":", "：", "—", "–", "это", "— это",
)  # fmt: skip


def _unnamed_code(m: re.Match[str]) -> bool:
    """A code word alone, after a determiner or at a sentence's or a line's start, then "is" or "was" (est, ist, es,
    é, è) or ':': nothing says what it is."""
    at, sep = m.start(), m.group("sep").strip().lower()
    return (
        m.group("label").lower() in _CODE_WORDS
        and m.end("label") == m.start("sep")
        and sep in _UNNAMED_CODE_SEPS
        and _UNNAMED_CODE_RE.search(m.string, max(0, at - _UNNAMED_CODE_BEFORE), at) is not None
    )


# What a bare number after an unnamed code is when the sentence says something failed: its error's or status's code
# ("the request failed and the code is 1045"), read back to the sentence's start
_FAILED_RE = re.compile(
    r"(?i)(?<![^\W\d_])(?:error|errno|exit|status|http|response|return(?:ed|s)?|fail(?:ed|s|ure)?|crash(?:ed|es)?"
    r"|exception|erreur|[ée]chec|fehler|fehlgeschlagen|errore|erro|falh[ao]u?|ошибк[а-я]{0,3}|сбо[йя])(?![^\W\d_])"
)
_FAILED_BEFORE = 80  # characters before the code word read for a failure


def _unnamed_pin(m: re.Match[str]) -> bool:
    """A PIN's 4-12 digits after a code word nothing names, closing its clause ("the code is 4821.", "… 4821, don't
    tell"; "the code is 200 lines" counts lines), in a sentence where nothing failed (an error's code: "it crashed and
    the code is 1045"); three digits are a status's ("the code is 404"). A field's "code: 4821" is read back over the
    sentences and lines before it: a record's other lines name what failed ("error:\n  code: 40001", "Login failed.
    Code: 1045")."""
    return _check_pin(m) and _LONE_END_RE.match(m.string, m.end()) is not None and _nothing_failed(m)


def _nothing_failed(m: re.Match[str]) -> bool:
    """No failure is named before an unnamed code: in its sentence, or after ':' in the sentences and lines before."""
    before = m.string[max(0, m.start() - _FAILED_BEFORE) : m.start()]
    if not any(colon in m.group("sep") for colon in ":："):
        before = before[max(before.rfind(". "), before.rfind("\n")) + 1 :]  # the same sentence
    return _FAILED_RE.search(before) is None


# Ids labelled in Chinese or Japanese, where the password rule reads CJK labels: a passport's number (护照号码,
# パスポート番号), a PRC resident id (身份证号: 17 digits and a check character, ISO 7064 MOD 11-2), a Japanese My
# Number (マイナンバー, 個人番号: 12 digits, the last a check digit). No blank is needed around a CJK label.
_CJK_ID_SEP = r"[ \t]{0,8}(?:是|为|為|は|는|은|:|：|=)?[ \t]{0,8}"
_CJK_PASSPORT_RE = re.compile(
    rf"(?:护照|護照|旅券|パスポート)(?:号码|號碼|号|號|番号)?{_CJK_ID_SEP}(?P<bare>[A-Z0-9]{{6,16}})(?![A-Za-z0-9])"
)
_PRC_ID_RE = re.compile(
    rf"(?:身份证|身份證)(?:号码|號碼|号|號)?{_CJK_ID_SEP}(?P<bare>[0-9]{{17}}[0-9Xx])(?![A-Za-z0-9])"
)
_MY_NUMBER_RE = re.compile(
    rf"(?:マイナンバー|個人番号)(?:カード)?(?:の)?(?:番号)?{_CJK_ID_SEP}"
    r"(?P<bare>[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4})(?![0-9])"
)


def prc_id(value: str) -> bool:
    """A PRC resident id's check character: Σ digit·(2^(17-i) mod 11) mod 11 picks it from "10X98765432"."""
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    total = sum(int(c) * w for c, w in zip(value[:17], weights, strict=True))
    return "10X98765432"[total % 11] == value[17].upper()


def my_number(value: str) -> bool:
    """A My Number's check digit: 11 − Σ Pn·Qn mod 11 (0 when that remainder is 0 or 1), Pn the n-th digit from
    the right before it, Qn = n + 1 for n ≤ 6, n − 5 after."""
    digits = [int(c) for c in value if c.isdigit()]
    rest = sum(p * (n + 1 if n <= 6 else n - 5) for n, p in enumerate(reversed(digits[:11]), start=1)) % 11
    return digits[11] == (0 if rest <= 1 else 11 - rest)


# A Korean resident registration number (주민등록번호: YYMMDD-GNNNNNN, after "주민등록번호", "주민번호", "RRN" or
# "resident registration number"), a Taiwan national id (身分證字號: a letter and 9 digits, the last a check digit) and
# a Hong Kong identity card's number (香港身份證, HKID: one or two letters, 6 digits and a check character, often in
# brackets), each after its label, only when its check holds (a Korean number's: its birth date and the digit after
# it, korean_rrn).
_ID_IS = rf"(?:{_CJK_ID_SEP}|[ \t]{{1,8}}is[ \t]{{1,8}})"
_KOREAN_RRN_RE = re.compile(
    rf"(?:주민등록번호|주민번호|(?i:resident{BLANKS}registration{BLANKS}number)|(?<![A-Za-z0-9])(?i:rrn)){_ID_IS}"
    r"(?P<bare>[0-9]{6}-?[0-9]{7})(?![0-9])"
)
_TAIWAN_ID_RE = re.compile(
    rf"(?:(?:身分證|身份證|身分证|身份证)(?:字號|字号|號碼|号码|統一編號|號|号)?"
    rf"|(?i:taiwan(?:ese)?{BLANKS}(?:national{BLANKS})?id(?:{BLANKS}(?:number|no\.?))?)){_ID_IS}"
    r"(?P<bare>[A-Z][0-9]{9})(?![A-Za-z0-9])"
)
_HKID_RE = re.compile(
    rf"(?:(?:香港)?(?:身份證|身分證|身份证)(?:號碼|号码|號|号)?"
    rf"|(?i:hkid|hong{BLANKS}kong{BLANKS}id(?:{BLANKS}card)?(?:{BLANKS}(?:number|no\.?))?)){_ID_IS}"
    r"(?P<bare>[A-Z]{1,2}[0-9]{6}(?:\([0-9A]\)|[0-9A]))(?![A-Za-z0-9])"
)


# the century a Korean resident registration number's seventh digit says: 1, 2 (5, 6 for a foreigner) born in the
# 1900s, 3, 4 (7, 8) in the 2000s
_RRN_CENTURY = {"1": 1900, "2": 1900, "5": 1900, "6": 1900, "3": 2000, "4": 2000, "7": 2000, "8": 2000}


def korean_rrn(value: str) -> bool:
    """A Korean resident registration number: its first six digits a birth date (YYMMDD) that exists in the century
    its seventh digit says (1-4, 5-8 for a foreigner). Its last digit was a check digit until October 2020 and is
    random since (the last six digits no longer say where the person was registered), so no check tells a new number
    from a mistyped old one: the label and the date are all there is to read."""
    digits = value.replace("-", "")
    century = _RRN_CENTURY.get(digits[6])
    if century is None:
        return False
    try:
        date(century + int(digits[:2]), int(digits[2:4]), int(digits[4:6]))
    except ValueError:
        return False
    return True


# a Taiwan id's letter as two digits (A 10 … Z 33, in the order the ids were first issued, I, O, W… last)
_TAIWAN_LETTERS = {c: n for n, c in enumerate("ABCDEFGHJKLMNPQRSTUVXYWZIO", start=10)}


def taiwan_id(value: str) -> bool:
    """A Taiwan national id's check: its letter's two digits and its 9 digits, weighted 1, 9, 8 … 1, 1, sum to a
    multiple of 10."""
    tens, units = divmod(_TAIWAN_LETTERS[value[0]], 10)
    digits = [tens, units, *map(int, value[1:])]
    return sum(x * w for x, w in zip(digits, (1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1), strict=True)) % 10 == 0


def hkid(value: str) -> bool:
    """A Hong Kong identity card's check character: with one letter a blank (36) before it, the letters (A 10 …) and
    6 digits weighted 9 … 2 and the check (A for 10) sum to a multiple of 11."""
    chars = value.replace("(", "").replace(")", "")
    body, check = chars[:-1].rjust(8), chars[-1]
    total = sum((36 if c == " " else int(c, 36)) * w for c, w in zip(body, range(9, 1, -1), strict=True))
    return (total + int(check, 36)) % 11 == 0


def _cjk_id(m: re.Match[str]) -> bool:
    value = m.group("bare")
    return sum(c.isdigit() for c in value) >= 5


# A lock's combination: "the safe combination is 12-34-56", "my locker combo is 24-12-36", "the combination to the
# safe is 36-24-36" — two to six groups of 1-3 digits, or 3-8 digits, with a lock's word in the label's qualifier
# or just before it ("a combination of 3 factors" names no lock), or with none a dial's numbers (_dialled).
# (Italian's "combinazione" too)
_COMBINATION_WORDS = r"combinations?|combos?|combinaci[oó]n|combinaison|kombination|combina[çc][ãa]o|combinazion[ei]"
_COMBINATION_STARTS = ("combina", "combo", "kombination")
_COMBINATION_GROUPS = r"[0-9]{1,3}(?:[ -][0-9]{1,3}){1,5}"
_COMBINATION_VALUE = rf"(?P<bare>{_COMBINATION_GROUPS}|[0-9]{{3,8}})(?![0-9A-Za-z]|[ -][0-9])"
_COMBINATION_GROUPS_RE = re.compile(_COMBINATION_GROUPS)
_LOCK_BEFORE = 32  # characters before the label where a lock's word names what it opens ("the bike lock combo")


def _dialled(value: str) -> bool:
    """A dial lock's combination said with no lock: three or four numbers, one of them 10 or more ("the combination is
    4-21-7"); "my favourite combo is 1-2-3" (a boxing combination) and "the combination is 4-4-2" (a team's
    formation) are numbers of one digit, two groups a score ("combo is 2-1")."""
    groups = re.split(r"[ -]", value)
    return 3 <= len(groups) <= 4 and any(int(g) >= 10 for g in groups)


def _check_combination(m: re.Match[str]) -> bool:
    """After ':' or a verb, a lock's word near or a dial's numbers; after a blank only ("locker combo 12 34 56") or a
    note's hyphen ("padlock combo - 12-34-56"), a lock's word and three to six groups closing the clause ("the lock
    combo 2 3" is a score, "combo 3 times" none)."""
    if _code_sep(m):
        return False
    before = m.string[max(0, m.start() - _LOCK_BEFORE) : m.start()]
    before = before[max(before.rfind("."), before.rfind("\n")) + 1 :]  # the same sentence
    if m.groupdict().get("blank") is not None or "-" in m.group("sep"):  # after a blank or a note's hyphen
        groups = re.split(r"[ -]", m.group("bare"))
        return (
            _LOCKS_RE.search(before) is not None
            and 3 <= len(groups) <= 6
            and _LONE_END_RE.match(m.string, m.end()) is not None
        )
    lock = _LOCKS_RE.search(before + " " + m.string[m.end("label") : m.start("sep")]) is not None
    return lock or _dialled(m.group("bare"))


# Recovery and backup codes, one or a list ("8f3k-2m9x, 7h1q-4z8p"): each 3-12 letters and digits with a
# digit, in up to four '-' groups; a list (of at most 32) goes on by ',' or ';' and blanks, "and", or a new
# line and a list's bullet.
_CODE = r"(?=[A-Za-z-]{0,51}[0-9])[A-Za-z0-9]{3,12}(?:-[A-Za-z0-9]{3,12}){0,3}(?![A-Za-z0-9-])"
_CODE_SEP = r"(?:[,;]?[ \t]{1,8}(?:and[ \t]{1,8})?|[,;]?\n[ \t]{0,8}(?:[-*][ \t]{1,8})?)"
_CODES = rf"(?P<secret>{_CODE}(?:{_CODE_SEP}{_CODE}){{0,31}})"
_RECOVERY_WORDS = (
    r"(?:(?:2fa|mfa|two[\s-]factor|account|github|google)\s{1,64})?"
    r"(?:recovery|backup|scratch|emergency)(?:\s{1,64}(?:codes?|keys?)|[\s-]codes?)"
    # the same in Spanish, Portuguese, French, Italian and German ("códigos de respaldo", "codes de secours", "codici di
    # backup", "Wiederherstellungscodes"): a code word and what it is kept for
    r"|c[oó]digos?[ \t]{1,8}de[ \t]{1,8}(?:respaldo|recuperaci[oó]n|recupera[çc][ãa]o|backup|reserva|emerg[eê]ncia)"
    r"|codes?[ \t]{1,8}de[ \t]{1,8}(?:secours|r[ée]cup[ée]ration|sauvegarde)"
    r"|codic[ei][ \t]{1,8}di[ \t]{1,8}(?:backup|recupero|riserva|emergenza)"
    r"|(?:wiederherstellungs|notfall|sicherungs)-?codes?"
)
_RECOVERY_STARTS = (
    *("2fa", "mfa", "two", "account", "github", "google", "recovery", "backup", "scratch", "emergency"),
    *("código", "codigo", "code", "codic", "wiederherstellungs", "notfall", "sicherungs"),
)
_SPACED_CODE_RE = re.compile(r"[0-9]{4,12}|(?=[^a-z]*[a-z])[A-Za-z0-9]{8,12}(?:-[A-Za-z0-9]{3,12}){0,3}")


# a recovery key of three or more groups of four digits ("recovery key 1234-5678-9012-3456"): one code is enough
_GROUPED_KEY_RE = re.compile(r"[0-9]{4}(?:-[0-9]{4}){2,7}")
# one code of two to four '-' groups, each of 4+ letters and digits holding a digit ("backup code 8f3k-2m9x", "recovery
# code 4829-1038"), as a code generator draws them: one code is enough after a blank too. A group with no digit is a
# word's ("backup code BUG-1234" is a ticket's), and a group of letters only a name's.
_DRAWN_GROUP = r"(?=[A-Za-z]{0,12}[0-9])[A-Za-z0-9]{4,12}"
_DRAWN_CODE_RE = re.compile(rf"{_DRAWN_GROUP}(?:-{_DRAWN_GROUP}){{1,3}}")
# a drawn code whose every group holds a letter and a digit: what no word, date, count or ticket is, said anywhere
_MIXED_GROUP = r"(?=[0-9]{0,11}[A-Za-z])(?=[A-Za-z]{0,11}[0-9])[A-Za-z0-9]{4,12}"
_MIXED_CODE_RE = re.compile(rf"{_MIXED_GROUP}(?:-{_MIXED_GROUP}){{1,3}}")


def _check_recovery(m: re.Match[str]) -> bool:
    """After ':' or a verb, the codes; after a blank only ("backup code 4829 1038"), two or more codes of 4+ digits or
    of 8+ characters with a lower-case letter, not all years, closing the clause ("backup codes 2023 2024" are years,
    "recovery key 1 of 2" counts, "backup code 404" is none), or one key of grouped digits (:data:`_GROUPED_KEY_RE`) or
    one drawn code of groups (:data:`_DRAWN_CODE_RE`: "backup code 8f3k-2m9x"; "backup code 2023-2024" are years).
    After a note's hyphen, as after a blank ("backup codes - 8f3k-2m9x, 7h2p-4q8z"; "backup code - 2024 review" is
    a heading's), the label opening its clause — or not, where the one code is drawn with a letter and a digit in each
    group (:data:`_MIXED_CODE_RE`: "I lost my backup code - 8f3k-2m9x"; "I hate backup codes - 2024-2025" stays)."""
    dashed = "-" in (m.group("sep") or "")
    mixed = _MIXED_CODE_RE.fullmatch(m.group("secret").strip()) is not None
    if dashed and not (mixed or _opens_clause(m, _NOTE_START_RE, qualified=True)):
        return False
    if _code_sep(m):
        return False
    if m.groupdict().get("blank") is None and not dashed:
        return True
    codes = [c for c in re.split(r"[,;\s]+|(?<=\s)and(?=\s)", m.group("secret")) if c]
    if len(codes) == 1 and (_GROUPED_KEY_RE.fullmatch(codes[0]) or _DRAWN_CODE_RE.fullmatch(codes[0])):
        groups = codes[0].split("-")
        dated = all(g.isdigit() for g in groups) and _YEAR_RE.fullmatch(groups[0]) is not None  # "2022-0815"
        years = all(_YEAR_RE.fullmatch(g) for g in groups)
        return not (years or (dated and len(groups) == 2)) and _LONE_END_RE.match(m.string, m.end()) is not None
    return (
        len(codes) >= 2
        and all(_SPACED_CODE_RE.fullmatch(c) or _DRAWN_CODE_RE.fullmatch(c) for c in codes)
        and not all(_YEAR_RE.fullmatch(c) for c in codes)
        and _LONE_END_RE.match(m.string, m.end()) is not None
    )


_CVV_WORDS = (
    r"cvv2?|cvc2?|cv2|security\s{1,64}code|card[\s-]{1,64}(?:security|verification)[\s-]{1,64}(?:code|value|number)"
)
_CVV_STARTS = ("cvv", "cvc", "cv2", "card", "security")


_CARD_NEAR_RE = re.compile(r"(?i)\b(?:cards?|back|visa|mastercard|amex|exp(?:iry|ires?|iration)?)\b")
_CARD_NEAR = 40  # characters after a bare "security code NNN" where a card's word makes it the card's


def _check_cvv(m: re.Match[str]) -> bool:
    """Not in code (``cvv = 123`` is a test fixture's), and with no separator only after CVV/CVC itself or with a
    card's word near ("security code 123 on the back"; "security code 2024 release" is a title)."""
    if _code_sep(m):
        return False
    if m.group("blank") is None or m.group("label").lower().startswith("cv"):
        return True
    return _CARD_NEAR_RE.search(m.string, m.end(), m.end() + _CARD_NEAR) is not None


def _pin(value: str) -> bool:
    return _DIGITS_RE.fullmatch(value) is not None


# PIN words that name what a code opens
_LOCK_PIN_RE = re.compile(
    r"(?i)door|gate|alarm|safe|lock|entry|garage|vault|key[\s-]?(?:box|safe|pad)|padlock|disarm"
    r"|(?:code|c[oó]digo|codice)[ \t]|t[üu]r|haust[üu]r|tor|tresor|schloss|schlie|digicode"  # _FOREIGN_LOCK_CODES
)


def _noted_equals(m: re.Match[str]) -> bool:
    """A note's '=' for a colon ("pin = 4821", "my bank pin = 4821"): one '=', the label opening its clause (a word or
    two before it, :data:`_NOTE_START_RE`) and the value closing its clause — not a comparison ("pin == 4821")."""
    return (
        m.group("sep").strip() == "="
        and _opens_clause(m, _NOTE_START_RE)
        and _LONE_END_RE.match(m.string, m.end()) is not None
    )


def _check_pin(m: re.Match[str]) -> bool:
    """4-12 digits after a PIN word and ':', a note's '=' (:func:`_noted_equals`) or a verb; after a blank only ("PIN
    4821", "door code 4821"), closing their clause or after a word naming a lock ("PIN 4821 1234" is no PIN's, "security
    code 2024 release" a title; "the gate code 4821 for the building" is the gate's)."""
    blank = m.groupdict().get("blank") is not None
    lock = _LOCK_PIN_RE.match(m.group("label")) is not None
    if blank and _LONE_END_RE.match(m.string, m.end()) is None and not lock:
        return False
    value = _value(m).strip()
    # a lock's code may be a dial's numbers too ("the safe code is 17-4-33", as "the safe combination is 17-4-33")
    dialled = lock and _COMBINATION_GROUPS_RE.fullmatch(value) is not None and "-" in value and _dialled(value)
    return (not _code_sep(m) or _noted_equals(m)) and (_pin_value(value) or dialled)


# A PIN written into code: a name whose last part names a PIN (``self.pin``, ``DEFAULT_PIN``, ``pin_code``,
# ``card.passcode``) assigned 4-12 digits, bare or quoted, ending its statement (a line's end, ';', ',', a comment, a
# call's or a code span's close: ``unlock(pin=4821)``, `` `ALARM_PIN = 4821` ``).
# A hard-coded PIN is a secret as a hard-coded password is (``self.password = "…"`` is assigned_secret's): the file
# holds it. A comparison (``pin == 4821``) holds none, a pin of a board (``LED_PIN = 17``) is one or two digits, and a
# name going on after the PIN's word names something about it (``pin_length = 4096``, ``pin_attempts = 3``).
_CODE_PIN_RE = re.compile(
    r"(?i)(?<![A-Za-z0-9])(?P<label>pin(?:[_-]?code)?|pincode|passcode)(?![\w-])"
    r"[ \t]{0,8}(?::[ \t]{0,8}[\w.\[\]]{1,32}[ \t]{0,8})?=(?!=)[ \t]{0,8}"
    r"(?P<q>[\"']?)(?P<bare>[0-9]{4,12})(?P=q)(?![\w.])[ \t]{0,8}(?=[;,#`)]|//|\r?\n|$)"
)


# An aside set off by commas between a PIN's label and its verb ("the garage code, if you need it, is 4821", "my PIN,
# as you know, is 4821"): the sentence is "the code is …" with the aside set off, as a password's is
# (:data:`_LATER_ASIDE_RE`); read after a verb only (a ',' then ':' is a list's: "PIN, CVV, expiry: …")
_ASIDE_SEP = r"[ \t]{0,8},[^,\n]{1,64}," + _SEP


def _check_aside_pin(m: re.Match[str]) -> bool:
    return any(c.isalpha() for c in m.group("sep")) and _check_pin(m)


# a 24-hour clock's time written as four digits ("alarm: 0630", "alarm 2215"): an alarm's time, not its code. An alarm
# is set on a clock's five-minute steps, or written with its hour's leading zero as a 24-hour clock writes a morning's
# time ("alarm: 0647", 06:47); "alarm: 1234" (12:34) is the keypad's code people leave it at, and so is a time's on a
# note that names other codes near it ("door 4821, alarm: 0647", "garage: 4821\nalarm: 0647": _CODES_NAMED_RE)
_HHMM_RE = re.compile(r"(?:[01][0-9]|2[0-3])[0-5][05]|0[0-9][0-5][0-9]")
_CODES_NAMED_RE = re.compile(  # not a marker's kind ("[REDACTED:pin]")
    r"(?i)(?<![A-Za-z:])(?:codes?|pins?|passcode|door|gate|garage|safe|lock-?box|key[\s-]?pad|padlock|wifi|password)"
    r"(?![A-Za-z])"
)
_CODES_NEAR = 120  # characters either side of an alarm's time where another code's word makes it a code


def _check_bare_lock(m: re.Match[str]) -> bool:
    """A code after a lock's word with no "code" ("alarm: 4821", "keypad 2580#"): a PIN's digits (:func:`_pin_value`)
    closing their clause ("the alarm is 4821 decibels" measures it), after a blank no year ("keypad 2024" names a
    model); after "alarm" not four digits a clock reads ("alarm: 0630", "alarm: 0647" are when it rings; "an alarm: 7
    am" is none), but in a note that names other codes ("gate 4821, alarm: 0647")."""
    value = _value(m).strip()
    if _code_sep(m) or not _pin_value(value) or _LONE_END_RE.match(m.string, m.end()) is None:
        return False
    if m.groupdict().get("blank") is not None and _YEAR_RE.fullmatch(value.rstrip("#")):
        return False
    if m.group("label").lower() != "alarm" or _HHMM_RE.fullmatch(value.rstrip("#")) is None:
        return True
    before, after = m.string[max(0, m.start() - _CODES_NEAR) : m.start()], m.string[m.end() : m.end() + _CODES_NEAR]
    return _CODES_NAMED_RE.search(f"{before}\n{after}") is not None


# a PIN said digit by digit ("the alarm code is 4-8-2-1"); a date's or a dial's groups have more digits
_KEYPAD_RE = re.compile(r"[0-9](?:-[0-9]){3,11}")


def _pin_value(value: str) -> bool:
    """A PIN: 4-12 digits, a keypad's enter key '#' after them or not ("pin: 4821#"), or said digit by digit."""
    return _pin(value.rstrip("#")) or _KEYPAD_RE.fullmatch(value) is not None


# A PIN said digit by digit in words, as it is read aloud or dictated ("my PIN is four eight two one", "door code: one
# nine, seven, three"): 4-12 digits' words after a PIN word and ':' or a verb, closing their clause
# (:func:`_check_said`; "the PIN is four digits", "PIN: one or two" say none) — or typed so, a digit and a blank at a
# time ("PIN 4 8 2 1", "the code is 4 8 2 1"), after a PIN word and only a blank too, closing their clause
_SAID_DIGIT = r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SAID_PIN = (
    rf"(?P<bare>{_SAID_DIGIT}(?:(?:[ \t]{{1,4}}|[ \t]{{0,4}}[,-][ \t]{{0,4}}){_SAID_DIGIT}){{3,11}}(?![A-Za-z])"
    r"|[0-9](?:[ \t][0-9]){3,11}(?![\w.,-]))"
)


def _check_said(m: re.Match[str]) -> bool:
    return not _code_sep(m) and _LONE_END_RE.match(m.string, m.end()) is not None


def _check_said_code(m: re.Match[str]) -> bool:
    """After a code word, as a PIN's digits are (:func:`_check_lock_code`): a lock named in its qualifier ("the code to
    the shed is four two one seven"), or nothing named and nothing failed ("the code is four eight two one")."""
    qualifier = m.string[m.end("label") : m.start("sep")]
    named = _LOCKS_RE.search(qualifier) is not None or (_unnamed_code(m) and _nothing_failed(m))
    return named and _check_said(m)


def _check_key(m: re.Match[str]) -> bool:
    if _code_sep(m):  # ``key = …`` in code is any dict key; assignments are assigned_secret's
        return False
    if in_url_user(m):
        return False
    value = _value(m)
    if m.group("blank") is not None:
        named = m.group("label").lower() != "key" or _KEY_QUALIFIER_RE.search(
            m.string, max(0, m.start() - 12), m.start()
        )
        return bool(named) and len(value) >= 16 and _keyish(value)
    return _keyish(value.strip())


def _bare(check: Callable[[str], bool]) -> Callable[[re.Match[str]], bool]:
    return lambda m: check(m.group("bare"))


# --------------------------------------------------------------------------------------------------
# AWS secret keys: 40 characters of base64, recognisable only by what stands next to them
# --------------------------------------------------------------------------------------------------

_AWS_ID_RE = re.compile(r"(?<![A-Z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Z0-9])")
_AWS_NEAR = 300  # chars either side of a 40-char value where a key id makes it the secret


def _check_aws_near_id(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if not (any(c.isupper() for c in value) and any(c.islower() for c in value)):  # a SHA-1 is lowercase hex
        return False
    text = m.string
    return _AWS_ID_RE.search(text, max(0, m.start() - _AWS_NEAR), m.end() + _AWS_NEAR) is not None


# --------------------------------------------------------------------------------------------------
# Tokens with no label
# --------------------------------------------------------------------------------------------------

# A run of token characters and its padding, read once: the run is possessive and the pattern cannot fail
# after it (the right edge is checked in _random_token), so a long run is never re-read from inside.
_TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-=")
_TOKEN_RE = re.compile(r"[A-Za-z0-9+/_\-]{20,}+={0,2}+")
_HEX_RE = re.compile(r"[0-9a-fA-F\-]+")
_DATA_URI_RE = re.compile(r"(?i)base64(?:,|%2C)$")
# A time stamp with a short suffix: kura's snapshot and proposal ids (20261201T134543Z-95a865), log names.
_STAMPED_RE = re.compile(r"[0-9]{8}T?[0-9]{4,6}Z?[-_][0-9a-fA-F]{1,12}")
_MIN_MIXING = 0.25  # class changes per boundary: random base62 ≈ 0.44, camelCase names ≈ 0.15
_MIN_ENTROPY = 3.5  # bits per char


def _char_class(c: str) -> int:
    return 0 if c.isupper() else 1 if c.islower() else 2 if c.isdigit() else 3


def _mixing(core: str) -> float:
    """Share of adjacent letter/digit pairs that change class, Capitalised words not counted."""
    pairs = changes = 0
    for a, b in zip(core, core[1:], strict=False):
        ca, cb = _char_class(a), _char_class(b)
        if ca == 3 or cb == 3:
            continue
        pairs += 1
        changes += ca != cb and not (ca == 0 and cb == 1)
    return changes / pairs if pairs else 0.0


def _entropy(core: str) -> float:
    n = len(core)
    return -sum(k / n * math.log2(k / n) for k in Counter(core).values())


_URL_BACK = 2048  # how far back a token's URL may start (a longer run before it: not exempt, so masked)


def _in_url_path(text: str, at: int) -> bool:
    """The token sits in a URL's host or path (a document id, not a credential); a query string is not exempt."""
    since = max(0, at - _URL_BACK)
    run_start = max(since, max(text.rfind(c, since, at) for c in " \t\r\n\"'<>()[]") + 1)
    run = text[run_start:at]
    return "://" in run and "?" not in run


def _random_token(m: re.Match[str]) -> bool:
    value = m.group(0)
    core = value.rstrip("=")
    at = m.start()
    if m.end() < len(m.string) and m.string[m.end()] in _TOKEN_CHARS:  # the token goes on: not its edge
        return False
    if at and m.string[at - 1] == ".":  # the tail of a dotted name or a version
        return False
    if core.startswith("xn--") or _DATA_URI_RE.search(m.string, max(0, at - 10), at):  # punycode, inline image
        return False
    return (
        len(core) >= 20
        and _HEX_RE.fullmatch(core.strip("/+_-")) is None
        and _STAMPED_RE.fullmatch(core) is None
        and not is_sequential(core)
        and not _words_only(core)
        and not _in_url_path(m.string, at)
        and _mixing(core) >= _MIN_MIXING
        and _entropy(core) >= _MIN_ENTROPY
    )


def _prose_rule(
    kind: str,
    words: str,
    starts: tuple[str, ...],
    check: Callable[[re.Match[str]], bool],
    *,
    bare_sep: bool,
    value: str = _VALUE,
    sep: str = _SEP,
) -> Rule:
    """A label rule: tried where one of ``starts`` occurs (lower-cased), behind a word boundary."""
    hint = re.compile("(?i)" + "|".join(map(re.escape, starts)))  # when the text cannot be lower-cased in place
    pattern = _prose_pattern(words, bare_sep=bare_sep, value=value, sep=sep)
    return Rule(kind, pattern, _labelled(check), hint=hint, anchors=starts)


# --------------------------------------------------------------------------------------------------
# A Markdown table's column under a secret's header
# --------------------------------------------------------------------------------------------------

# "| site | user | password |\n|---|---|---|\n| gmail | bob | Swordfish2024 |": each row alone says nothing, the header
# names the column. One pass per table: its delimiter row (GFM: pipes, dashes, colons), the header row above it, the
# index of each column whose header names a secret, then that cell of each row below, until a line with no pipe. A
# header names a secret when a secret's word is its last word (the column's noun: "Wi-Fi password", "Password
# (NAS)", "PIN", "API token"; "Password manager", "Password changed" name something else), and "key" alone names
# none (a keyboard's or a config's key column).
_TABLE_DELIMITER_RE = re.compile(r"(?m)^[ \t]{0,64}\|?[ \t]{0,64}:?-[-:| \t\r]*+$")
_TABLE_HEAD = r"(?i)(?:[^\W\d_][\w'’-]{0,24}[ \t]{1,8}){0,2}(?:%s)(?:[ \t]{0,8}\([^()\n]{0,32}\))?"
_TABLE_PASSWORD_WORDS = (
    r"pass(?:word|wd|phrase|code)|pwd|pw|contrase(?:ñ|n)a|mot[ \t]de[ \t]passe|mdp|passwort|kennwort|senha|пароль|şifre"
    r"|密码|密碼|口令|パスワード|비밀번호"
)
_TABLE_KEY_WORDS = r"(?:api|access|secret|auth|private|client)[ \t_-]?(?:key|token|secret)|token|secret"
_TABLE_CELL_MARKS = "*_`~ \t"  # Markdown around a cell's value, read through (the value goes, the marks stay)
_TABLE_WORD_RE = re.compile(r"[^\W\d_]{3,32}")


def _table_cells(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The cells of the row ``text[start:end]``, each as the span of its text (blanks and Markdown marks trimmed);
    one leading and one trailing pipe are the row's edges, not cells."""
    row = text[start:end].rstrip()
    lead = len(row) - len(row.lstrip())
    at, stop = start + lead, start + len(row)
    if text.startswith("|", at):
        at += 1
    if stop > at and text[stop - 1] == "|":
        stop -= 1
    cells = []
    while True:
        bar = text.find("|", at, stop)
        cell_end = stop if bar == -1 else bar
        left, right = at, cell_end
        while left < right and text[left] in _TABLE_CELL_MARKS:
            left += 1
        while right > left and text[right - 1] in _TABLE_CELL_MARKS:
            right -= 1
        cells.append((left, right))
        if bar == -1:
            return cells
        at = bar + 1


def _table_password(value: str) -> bool:
    """A cell under a password's header is the password unless it says where one is or what became of it: empty,
    a dash or a tick, in brackets ("(in 1Password)"), a password manager's name, a word prose needs ("yes", "none",
    "same", "rotated", "unknown"), a date or a count ("rotated 2024-05", "12"). Several words are a passphrase only
    when no word is one prose needs ("correct horse battery staple"; "see vault" stays)."""
    if not any(c.isalnum() for c in value) or value[0] in "([{<":
        return False
    words = value.split()
    if len(words) > 1:
        return all(_TABLE_WORD_RE.fullmatch(w) for w in words) and _passphrase_words(words)
    if _passwordish(value):
        return True
    return (
        _TABLE_WORD_RE.fullmatch(value) is not None
        and not _plain(value)
        and not _foreign_prose_word(value)
        and not _russian_prose_word(value)
    )


# (kind, header, the cell's check): a "pass" column alone is as often a test's passes, so its count stays
_TABLE_COLUMNS: tuple[tuple[str, re.Pattern[str], Callable[[str], bool]], ...] = (
    ("password", re.compile(_TABLE_HEAD % _TABLE_PASSWORD_WORDS), _table_password),
    ("password", re.compile(_TABLE_HEAD % "pass"), lambda value: not value.isdigit() and _table_password(value)),
    ("pin", re.compile(_TABLE_HEAD % rf"{_PIN_WORDS}|暗証番号"), _pin_value),  # a pinout's "4", "GPIO17" stay
    ("secret", re.compile(_TABLE_HEAD % _TABLE_KEY_WORDS), _keyish),
)


_Column = tuple[int, str, Callable[[str], bool]]


def _secret_columns(text: str, heads: list[tuple[int, int]]) -> list[_Column]:
    """(index, kind, check) of each header cell that names a secret (:data:`_TABLE_COLUMNS`)."""
    return [
        (i, kind, check)
        for i, (a, b) in enumerate(heads)
        for kind, pattern, check in _TABLE_COLUMNS
        if pattern.fullmatch(text, a, b)
    ]


def _secret_cells(text: str, cells: list[tuple[int, int]], columns: list[_Column]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of each of a row's cells under a secret's column that reads as one."""
    return [
        (*cells[i], kind)
        for i, kind, check in columns
        if i < len(cells) and cells[i][1] > cells[i][0] and check(text[slice(*cells[i])])
    ]


def _markdown_spans(text: str) -> list[tuple[int, int, str]]:
    """The secret cells of every Markdown table: its delimiter row, the header above it, the rows below until a line
    with no pipe. Linear: a line is read as a header once and as a row once (a delimiter row inside a table already
    read starts no table)."""
    if "|" not in text or "-" not in text:
        return []
    found: list[tuple[int, int, str]] = []
    read_to = 0
    for delimiter in _TABLE_DELIMITER_RE.finditer(text):
        if delimiter.start() < read_to or "|" not in delimiter.group() or delimiter.start() == 0:
            continue
        head_end = delimiter.start() - 1
        head_start = text.rfind("\n", 0, head_end) + 1
        if "|" not in text[head_start:head_end]:
            read_to = delimiter.end()
            continue
        columns = _secret_columns(text, _table_cells(text, head_start, head_end))
        read_to = delimiter.end()
        if not columns:
            continue
        while read_to < len(text):
            row_start = read_to + 1
            row_end = text.find("\n", row_start)
            row_end = len(text) if row_end == -1 else row_end
            if "|" not in text[row_start:row_end]:
                break
            found.extend(_secret_cells(text, _table_cells(text, row_start, row_end), columns))
            read_to = row_end
    return found


# A table with no Markdown delimiter row: pipes ("| site | password |\n| gmail | Swordfish |"), tabs (a spreadsheet's
# copy) or a CSV's commas or semicolons ("service,user,password\nbank,ana,swordfish"). Its header is a line whose
# cells name a secret; its rows are the lines after it split by the same character into as many cells. A comma or a
# semicolon is a CSV's only with no blank after any in the header (prose puts one: "call mum, change the password").
# A line with none of them is split by its blanks (a terminal's or a note's aligned columns: "site user password" over
# "gmail bob swordfish"), read only where no prose can be (:func:`_blank_header`, :func:`_blank_row`).
_SPLITTERS = "\t|,;"
_BLANK_CELL_RE = re.compile(r"[^ \t\r]++")
_BLANK_HEAD_WIDTH = 8  # a header split by blanks names at most this many columns
# a column's noun a header split by blanks may hold though prose needs it elsewhere ("login password")
_HEADER_NOUNS = frozenset({"user", "login", "database", "number", "owner", "hint"})


def _split_row(text: str, start: int, end: int, splitter: str) -> list[tuple[int, int]]:
    """The cells of ``text[start:end]`` split by ``splitter`` (a pipe row's own reading: :func:`_table_cells`), each
    trimmed of blanks, Markdown marks and a CSV's quotes."""
    if splitter == "|":
        return _table_cells(text, start, end)
    if splitter == " ":
        return [m.span() for m in _BLANK_CELL_RE.finditer(text, start, end)]
    cells, at = [], start
    while True:
        cut = text.find(splitter, at, end)
        left, right = at, end if cut == -1 else cut
        while left < right and text[left] in _TABLE_CELL_MARKS + "\"'\r":
            left += 1
        while right > left and text[right - 1] in _TABLE_CELL_MARKS + "\"'\r":
            right -= 1
        cells.append((left, right))
        if cut == -1:
            return cells
        at = cut + 1


def _splitter(line: str) -> str | None:
    """The character a line is split by: a tab, a pipe opening the line (a shell's pipe does not: "cat log | head"),
    or a CSV's comma or semicolon with no blank after it; else a blank, between words of at most
    :data:`_BLANK_HEAD_WIDTH` (a longer line is prose's or a log's)."""
    for splitter in _SPLITTERS:
        if splitter in line:
            if splitter == "|" and not line.lstrip().startswith("|"):
                return None
            if splitter in ",;" and any(c in " \t" for c in line.split(splitter)[1][:1]):
                return None
            return splitter
    return " " if 2 <= len(line.split(None, _BLANK_HEAD_WIDTH)) <= _BLANK_HEAD_WIDTH else None


_HEAD_WORD_RE = re.compile(r"[^\W\d_][\w’'-]{0,31}")


def _blank_header(text: str, heads: list[tuple[int, int]], columns: list[_Column]) -> bool:
    """A line split by blanks is a table's header when each cell is one word and none but a secret's column is a word
    prose needs ("site user password"; "change your password", "my old password", "Password reset" are prose)."""
    secret = {i for i, _, _ in columns}
    return all(
        _HEAD_WORD_RE.fullmatch(text, a, b) is not None
        and (
            i in secret
            or text[a:b].lower() in _HEADER_NOUNS
            or not (_prose_word(text[a:b]) or text[a:b].lower() in _AFTER_PASSWORD)
        )
        for i, (a, b) in enumerate(heads)
    )


def _blank_row(text: str, cells: list[tuple[int, int]]) -> bool:
    """A row split by blanks holds no word prose needs: a line of a sentence does ("on the fridge", "ask me first")."""
    return not any(_prose_word(text[a:b].strip(".,;:!?")) for a, b in cells)


# where a JSON string closes on a line of a model's decoded reply (``…bank,ana,swordfish"}``, ``…", "kind": …``); a
# CSV's quoted cells close before the comma itself (``"bank","ana"``)
_JSON_CLOSE_RE = re.compile(r'"(?=[ \t]{0,8}[}\]]|,[ \t]{1,8}")')


def _delimited_spans(text: str) -> list[tuple[int, int, str]]:
    """The secret cells of every table with no delimiter row (pipes, tabs, a CSV): one pass over the lines, each read
    as a header or as a row once. A pipe table with a delimiter row under its header is :func:`_markdown_spans`'."""
    if "\n" not in text:
        return []
    found: list[tuple[int, int, str]] = []
    columns: list[_Column] = []
    splitter, width, rows = (
        "",
        0,
        0,
    )  # the table being read (width 0: none); a table whose header names no secret is read,
    at = 0  # so that its rows start no table ("| password | string |" is a schema's row, not a header)
    # a table split by blanks with two columns is one only from its second row ("Wifi Password" over "Ask Mum" is a
    # heading and a line): its first row's cells wait here
    waiting: list[tuple[int, int, str]] = []
    while at < len(text):
        line_end = text.find("\n", at)
        line_end = len(text) if line_end == -1 else line_end
        close = _JSON_CLOSE_RE.search(text, at, line_end)  # a model's reply: the line ends where its string does
        end = line_end if close is None else close.start()
        if width and _splitter(text[at:end]) == splitter:
            if _TABLE_DELIMITER_RE.fullmatch(text, at, end):
                columns = []  # a Markdown table's: read by _markdown_spans
                at = line_end + 1
                continue
            cells = _split_row(text, at, end, splitter)
            if len(cells) == width and (splitter != " " or _blank_row(text, cells)):
                cells_found = _secret_cells(text, cells, columns)
                if splitter == " " and width == 2 and rows == 0:
                    waiting = cells_found
                else:
                    found.extend((*waiting, *cells_found))
                    waiting = []
                rows += 1
                at = line_end + 1
                continue
        width, rows, waiting = 0, 0, []
        line_splitter = _splitter(text[at:end])
        if line_splitter is not None:
            heads = _split_row(text, at, end, line_splitter)
            # a header names every column: a code's list ("r'BEGIN PRIVATE KEY',") leaves its last one empty
            if len(heads) >= 2 and all(any(c.isalnum() for c in text[a:b]) for a, b in heads):
                named = _secret_columns(text, heads)
                if line_splitter != " " or _blank_header(text, heads, named):
                    columns, splitter, width = named, line_splitter, len(heads)
        at = line_end + 1
    return found


# An HTML table: each <tr>'s <th>/<td> cells, the header a row that names a secret ("<tr><th>site</th><th>password
# </th></tr>", the rows after it until </table>), or a row of two cells whose first names one and whose second is a
# <td>: a field and its value ("<tr><td>password</td><td>swordfish</td></tr>")
_HTML_ROW_RE = re.compile(
    r"(?i)<tr\b[^<>]{0,256}>(?P<row>(?:(?!</?tr\b|</table)[^\0]){0,4096}?)(?:</tr>|(?=<tr\b|</table))"
)
_HTML_CELL_RE = re.compile(
    r"(?i)<(?P<tag>t[dh])\b[^<>]{0,256}>[ \t\r\n]{0,64}(?P<cell>[^<>]{0,256}?)[ \t\r\n]{0,64}</t[dh]>"
)


def _html_spans(text: str) -> list[tuple[int, int, str]]:
    """The secret cells of every HTML table: a header row's columns, or a field's row of two cells. Linear: each row
    is read once (its pattern is bounded, and a row ends where the next begins)."""
    folded = text.lower()
    if "<tr" not in folded:
        return []
    found: list[tuple[int, int, str]] = []
    columns: list[_Column] = []
    table_end = -1
    for row in _HTML_ROW_RE.finditer(text):
        if row.start() > table_end:
            columns = []
            close = folded.find("</table", row.end())
            table_end = len(text) if close == -1 else close
        cells = list(_HTML_CELL_RE.finditer(text, row.start("row"), row.end("row")))
        spans = [c.span("cell") for c in cells]
        pair = _secret_columns(text, spans[:1]) if len(cells) == 2 and cells[1].group("tag").lower() == "td" else []
        if pair:
            found.extend(_secret_cells(text, spans[1:], [(0, kind, check) for _, kind, check in pair]))
        elif columns:
            found.extend(_secret_cells(text, spans, columns))
        else:
            columns = _secret_columns(text, spans)
    return found


# A list under a plural secret's label: "PINs: bank 4821, card 9371", "passwords:\n1. gmail - sunflower22\n2. …".
# The plural names what each item holds, as a table's header names its column: each item is what it opens (one to
# three words: a bank, a card, a site) and its value, after a blank, a note's hyphen, ':' or '='. The label opens its
# line (a word or two before it: "my passwords:", "bank PINs:", a heading's '#' or '*'), and is followed on its line by
# ':' and the items, comma- or semicolon-separated, or ends its line and the items follow, one a line as a list's
# (numbered or bulleted, up to _LISTED_LINES), or a table's rows of two cells with no header ("passwords:\n| gmail |
# sunflower22 |": the label names the column a header would). A value reads as the kind's: a PIN's digits, no year; a
# password's letters and digits (:func:`_passwordish`), no version's. An item with no such label ("1. gmail -
# sunflower22" alone, "| gmail | sunflower22 |" alone) stays: a list of sites and what follows them names no secret. A
# string's opening quote opens a line as a line's start does: a model's reply is JSON, and the list may open the string
# ("body": "PINs: bank 4821, card 9371").
_LISTED_LABELS = (
    ("pin", r"pins|pin[ \t-]codes|pin-?numbers|passcodes|pin-?nummern|pin-?codes|c[oó]digos[ \t]pin|codici[ \t]pin"),
    (
        "password",
        r"pass(?:word|wd|phrase)s|pwds|contrase(?:ñ|n)as|mots[ \t]de[ \t]passe"
        r"|passw(?:ö|oe)rter|kennw(?:ö|oe)rter|senhas",
    ),
)
_LISTED_HEAD = (
    r"(?im)(?:^|(?<=\"))[ \t]{0,8}[#*_>]{0,6}[ \t]{0,4}(?:[^\W\d_][\w'’-]{0,24}[ \t]{1,4}){0,2}"
    r"(?:%s)[*_]{0,3}[ \t]{0,4}"
)
_LISTED_RES = tuple(
    (kind, re.compile(_LISTED_HEAD % words + r"(?::[ \t]{0,8}(?P<inline>[^\n]{1,400}+)|:?[*_]{0,3}[ \t]{0,8}$)"))
    for kind, words in _LISTED_LABELS
)
_LISTED_NAME = r"[^\W\d_][\w.'’&-]{0,32}"
_LISTED_ITEM_RE = re.compile(
    rf"[ \t]{{0,8}}(?:[0-9]{{1,2}}[.)]|[-*•]|\|)?[ \t]{{0,8}}(?P<name>{_LISTED_NAME}(?:[ \t]{_LISTED_NAME}){{0,2}})"
    r"(?:[ \t]{1,8}|[ \t]{0,8}[-–—:=|][ \t]{0,8})[*_`]{0,2}(?P<value>[^\s,;*_`|]{4,64})[*_`]{0,2}[ \t]{0,8}"
    r"(?:\|[ \t]{0,8})?"  # or a table's row of two cells, with no header: the label above names its column
)
_LISTED_BULLET_RE = re.compile(r"[ \t]{0,8}(?:[0-9]{1,2}[.)]|[-*•]|\|)[ \t]")
_LISTED_LINES = 20


def _listed_value(kind: str, value: str) -> bool:
    if kind == "pin":
        return _pin_value(value) and _YEAR_RE.fullmatch(value) is None
    return _passwordish(value) and _VERSION_RE.fullmatch(value) is None and not _plain(value)


def _listed_item(text: str, start: int, end: int, kind: str) -> tuple[int, int, str] | None:
    m = _LISTED_ITEM_RE.fullmatch(text, start, end)
    if m is None or _prose_word(m.group("name").split()[0]) or not _listed_value(kind, m.group("value")):
        # ... or an item a quote closes, the end of the string it stands in: a list in a JSON string (a model's
        # reply, read with its escapes decoded) goes on after its last item with the rest of the reply on its line
        quote = text.find('"', start, end)
        return _listed_item(text, start, quote, kind) if quote != -1 else None
    return (*m.span("value"), kind)


def listed_spans(text: str) -> list[tuple[int, int, str]]:
    """The values of a list under a plural secret's label (:data:`_LISTED_LABELS`)."""
    found: list[tuple[int, int, str]] = []
    for kind, head in _LISTED_RES:
        for m in head.finditer(text):
            if m.group("inline") is not None:
                at = m.start("inline")
                for part in re.finditer(r"[^,;]+", m.group("inline")):
                    if (item := _listed_item(text, at + part.start(), at + part.end(), kind)) is not None:
                        found.append(item)
                continue
            line_start = m.end() + 1
            for _ in range(_LISTED_LINES):
                if line_start >= len(text):
                    break
                line_end = text.find("\n", line_start)
                line_end = len(text) if line_end == -1 else line_end
                if _LISTED_BULLET_RE.match(text, line_start, line_end) is None:
                    break
                if (item := _listed_item(text, line_start, line_end, kind)) is not None:
                    found.append(item)
                line_start = line_end + 1
    return found


_CONFIG_PASSWORD_HINT = re.compile(
    r"(?i)pass|pwd|contrase|kennwort|senha|wachtwoord|has[łl]o|l[öo]senord|adgangskode|salasana|[şs]ifre|jelsz|parol|kata"
)


def _config_value(m: re.Match[str]) -> bool:
    """A config file's line (:func:`.redact_rules.check_config_line`), its bare value no word prose needs."""
    return check_config_line(m) and not (m.group("bare") is not None and _prose_word(m.group("bare")))


def _config_key_value(m: re.Match[str]) -> bool:
    """A token's or a key's config line (:func:`_config_value`), its bare value no lower-case word: a setting's keyword
    there (``token = auto``, ``secret = keyring``), where a key or a token is random or written with a capital. But a
    property's dotted name with '=' glued (``stripe.secret=girasol``, as Firebase's ``functions:config:set`` takes it):
    a key=value typed, its lower-case word the value as the shell's ``export API_TOKEN=girasol`` is, a setting's keyword
    or a verb's form aside (``jwt.secret=auto``, ``csrf.token=disabled``)."""
    bare = m.group("bare")
    if bare is None or not (bare.isalpha() and bare.islower()):
        return _config_value(m)
    return (
        m.group("dots") is not None
        and m.group("sep") == "="
        and bare not in SETTING_WORDS
        and VERB_FORM_RE.fullmatch(bare) is None
        and _config_value(m)
    )


def table_spans(text: str) -> list[tuple[int, int, str]]:
    """The secret cells of every table in ``text``: (start, end, kind) of each cell under a header that names a
    password, a PIN or a token, when the cell reads as one (:data:`_TABLE_COLUMNS`) — a Markdown table's, one with no
    delimiter row (pipes, tabs, a CSV), an HTML table's."""
    return [*_markdown_spans(text), *_delimited_spans(text), *_html_spans(text)]


PROSE_RULES: tuple[Rule, ...] = (
    Rule(
        "aws_secret_key",
        re.compile(
            r"(?i)aws[\s_-]{0,8}secret(?:[\s_-]{0,8}access)?[\s_-]{0,8}key[\"'`]?"
            r"(?:\s{0,64}(?:[:=]>?|:=)|\s{1,64}(?:is|was))?\s{0,64}[\"'`]?"
            r"(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"
        ),
        anchors=("aws",),
    ),
    Rule(
        "aws_secret_key",
        re.compile(r"(?<![A-Za-z0-9/+])(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])"),
        _check_aws_near_id,
        hint=re.compile("AKIA|ASIA|ABIA|ACCA|A3T"),
        token=True,
    ),
    _prose_rule("password", _PASSWORD_WORDS, _PASSWORD_STARTS, _check_password, bare_sep=True),
    _prose_rule("pin", _PIN_WORDS, _PIN_STARTS, _check_pin, bare_sep=True),
    _prose_rule("pin", _PIN_WORDS, _PIN_STARTS, _check_aside_pin, bare_sep=False, sep=_ASIDE_SEP),
    Rule("pin", _CODE_PIN_RE, _labelled(_bare(_pin)), hint=re.compile("(?i)pin|passcode"), anchors=("pin", "passcode")),
    _prose_rule("secret", _KEY_WORDS, _KEY_STARTS, _check_key, bare_sep=True),
    _prose_rule("password", _PASSWORD_WORDS, _PASSWORD_STARTS, _check_password, bare_sep=False, sep=_CHAT_SEP),
    _prose_rule("pin", _PIN_WORDS, _PIN_STARTS, _check_pin, bare_sep=False, sep=_CHAT_SEP),
    _prose_rule("pin", _BARE_LOCK_WORDS, _BARE_LOCK_STARTS, _check_bare_lock, bare_sep=True),
    _prose_rule("pin", _BARE_LOCK_WORDS, _BARE_LOCK_STARTS, _noted(_check_bare_lock), bare_sep=False, sep=_DASH_SEP),
    _prose_rule("pin", _PIN_WORDS, _PIN_STARTS, _noted(_check_pin), bare_sep=False, sep=_DASH_SEP),
    _prose_rule("pin", _PIN_WORDS, _PIN_STARTS, _check_said, bare_sep=True, value=_SAID_PIN),
    _prose_rule("pin", _CODE_LABELS, _CODE_WORDS, _check_said_code, bare_sep=False, value=_SAID_PIN),
    # a passphrase of words separated by blanks, to the sentence's end (or a line's, or a closing quote)
    _prose_rule("password", _PASSWORD_WORDS, _PASSWORD_STARTS, _check_spaced_passphrase, bare_sep=False, value=_SPACED),
    _prose_rule(
        "password",
        _PASSWORD_WORDS,
        _PASSWORD_STARTS,
        _check_dash_passphrase,
        bare_sep=False,
        value=_SPACED,
        sep=_DASH_SEP,
    ),
    # a password said after words between it and its label ("the password for the VPN is the name of my dog, Rex2019")
    Rule("password", _LATER_RE, _labelled(_check_later), hint=re.compile("(?i)pass|pw"), anchors=("pass", "pw")),
    Rule("password", _SET_TO_RE, _labelled(_check_set_to), hint=re.compile("(?i)pass|pw"), anchors=("pass", "pw")),
    Rule("password", _PASS_NOTE_RE, _check_pass_note, hint=re.compile("[Pp]ass[ \t]")),
    *(
        Rule(
            "password",
            _changed_from_pattern(which),
            _labelled(_check_changed_from),
            hint=re.compile("(?i)pass|pw"),
            anchors=("pass", "pw"),
        )
        for which in ("old", "new")
    ),
    # a user and a password named together
    _prose_rule("password", _PAIR_WORDS, _PAIR_STARTS, _check_pair, bare_sep=True, value=_PAIR),
    _prose_rule("password", _USER_WORDS, _USER_STARTS, _check_user_pair, bare_sep=True, value=_USER_PAIR),
    # hinted by a device's word alone, whole: "/" then up to 256 characters before it cost a text of slashes 256 steps
    # a character (a mebibyte of "/" two minutes); the pattern then reads the pair before the word
    Rule("password", _DEVICE_PAIR_RE, _check_device_pair, hint=_DEVICE_WORD_RE),
    Rule("password", _DEFAULT_PAIR_RE, _check_default_pair, hint=re.compile(rf"(?i)(?:{_LOGIN_USERS})/")),
    Rule("password", _EMAIL_PAIR_RE, _check_email_pair, hint=re.compile("@")),
    Rule(
        "password",
        _USERLESS_PAIR_RE,
        _check_user_pair,
        hint=re.compile(rf"(?i)(?:@[^\s@]{{1,253}}|{_LOGIN_USERS})[ \t]{{1,8}}p(?:ass|w)"),
    ),
    Rule("password", _LETTER_PAIR_RE, _check_user_pair, hint=re.compile(r"(?i)(?<![\w.-])u[ \t]{0,8}:")),
    Rule("recovery_code", _BITLOCKER_RE, _check_bitlocker, hint=re.compile(r"[0-9]{6}-[0-9]{6}-")),
    Rule("recovery_code", _FILEVAULT_RE, hint=re.compile("(?i)key"), anchors=("recovery", "filevault", "bitlocker")),
    # ids and bank accounts after their label
    _prose_rule("passport_number", _PASSPORT_WORDS, _PASSPORT_STARTS, _id_number, bare_sep=True, value=_ID_VALUE),
    _prose_rule("driver_license", _LICENCE_WORDS, _LICENCE_STARTS, _id_number, bare_sep=True, value=_ID_VALUE),
    _prose_rule("bank_account", _ACCOUNT_WORDS, _ACCOUNT_STARTS, _check_account, bare_sep=True, value=_ACCOUNT_VALUE),
    _prose_rule(
        "bank_code",
        _ROUTING_WORDS,
        _ROUTING_STARTS,
        _check_routing,
        bare_sep=True,
        value=r"(?P<bare>[0-9]{9})(?![0-9A-Za-z])",
    ),
    _prose_rule(
        "bank_code",
        _SORT_CODE_WORDS,
        ("sort",),
        lambda m: not _code_sep(m),
        bare_sep=True,
        value=r"(?P<bare>[0-9]{2}(?P<sc>[ -]?)[0-9]{2}(?P=sc)[0-9]{2})(?![0-9A-Za-z]|[ -][0-9])",
    ),
    # a password of one plain word, closing its sentence or line
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_lone_word, bare_sep=False, value=_LONE),
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_noted, bare_sep=True, value=_NOTE),
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_arrow_word, bare_sep=False, value=_LONE, sep=_ARROW_SEP),
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_is_word, bare_sep=False, value=_LONE, sep=_IS_SEP),
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_dash_word, bare_sep=False, value=_LONE, sep=_DASH_SEP),
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_asked_word, bare_sep=False, value=_LONE, sep=_ASKED_SEP),
    _prose_rule(
        "password", _LONE_FOREIGN_LABELS, _LONE_FOREIGN_STARTS, _check_lone_foreign, bare_sep=False, value=_LONE_LETTERS
    ),
    # a password spelled out as it is said: a word and its number's words ("sunflower twenty two")
    _prose_rule(
        "password",
        rf"{_LONE_LABELS}|{_LONE_FOREIGN_LABELS}",
        (*_LONE_STARTS, *_LONE_FOREIGN_STARTS),
        _check_spelled,
        bare_sep=False,
        value=_SPELLED,
    ),
    # or digits alone said one by one, as a PIN's are ("the password is one two three four five six")
    _prose_rule("password", _LONE_LABELS, _LONE_STARTS, _check_said, bare_sep=False, value=_SAID_PIN),
    _prose_rule(
        "password",
        _LONE_FOREIGN_LABELS,
        _LONE_FOREIGN_STARTS,
        _check_dash_foreign,
        bare_sep=False,
        value=_LONE_LETTERS,
        sep=_NAMED_DASH_SEP,
    ),
    _prose_rule("password", r"пароль", ("пароль",), _check_lone_russian, bare_sep=False, value=_LONE_LETTERS),
    _prose_rule("password", _CLAVE_WORDS, _CLAVE_STARTS, _check_clave, bare_sep=False),
    _prose_rule("password", _PAROLA, ("parola",), _check_parola, bare_sep=False, sep=_PAROLA_SEP),
    _prose_rule("pin", _CODE_LABELS, _CODE_WORDS, _check_lock_code, bare_sep=False),
    # a password or a PIN said before its label ("hunter2 is my password", "4821 is my PIN")
    Rule(
        "password",
        _before_pattern(_BEFORE_PASSWORD_WORDS),
        _check_before,
        hint=re.compile("(?i)pass|pw|contrase|mot|kennwort|senha|пароль"),
    ),
    Rule(
        "password",
        _USED_AS_RE,
        _labelled(_check_used_as),
        hint=re.compile(r"(?i)[ \t]as[ \t]"),
        anchors=("use", "pick", "choose", "chose", "try", "tried", "enter", "type"),
    ),
    Rule(
        "pin",
        _before_pattern(_BEFORE_PIN_WORDS),
        _check_pin_before,
        hint=re.compile("(?i)pin|geheimzahl|пин|code|otp"),
    ),
    Rule(
        "pin",
        _TEXTED_CODE_RE,
        _labelled(_check_texted_code),
        hint=re.compile("(?i)use|enter|type"),
        anchors=("use", "enter", "type"),
    ),
    _prose_rule("security_answer", _ANSWER_WORDS, _ANSWER_STARTS, _check_answer, bare_sep=False, value=_ANSWER),
    _prose_rule(
        "security_answer", _ANSWER_WORDS, _ANSWER_STARTS, _check_answer, bare_sep=False, value=_ANSWER, sep=_ASKED_SEP
    ),
    _prose_rule("seed_phrase", _SEED_WORDS, _SEED_STARTS, _check_seed, bare_sep=False, value=_SEED),
    _prose_rule("wifi_password", _WIFI_WORDS, _WIFI_STARTS, _check_wifi, bare_sep=True, value=_LONE_LETTERS),
    _prose_rule("wifi_password", _WIFI_WORDS, _WIFI_STARTS, _check_wifi_key, bare_sep=True),
    _prose_rule("wifi_password", _WIFI_WORDS, _WIFI_STARTS, _check_wifi_key, bare_sep=False, sep=_DASH_SEP),
    _prose_rule("wifi_password", r"code|key", ("code", "key"), _check_wifi_code, bare_sep=False),
    _prose_rule(
        "pin",
        _COMBINATION_WORDS,
        _COMBINATION_STARTS,
        _check_combination,
        bare_sep=True,
        value=_COMBINATION_VALUE,
    ),
    _prose_rule(
        "pin",
        _COMBINATION_WORDS,
        _COMBINATION_STARTS,
        _noted(_check_combination),
        bare_sep=False,
        value=_COMBINATION_VALUE,
        sep=_DASH_SEP,
    ),
    # "gate code #4821": a PIN word, then '#' and its digits
    _prose_rule(
        "pin",
        _PIN_WORDS,
        _PIN_STARTS,
        lambda m: not _code_sep(m),
        bare_sep=True,
        value=r"#[ \t]{0,8}(?P<bare>[0-9]{4,12})(?![0-9A-Za-z])",
    ),
    _prose_rule("recovery_code", _RECOVERY_WORDS, _RECOVERY_STARTS, _check_recovery, bare_sep=True, value=_CODES),
    _prose_rule(
        "recovery_code", _RECOVERY_WORDS, _RECOVERY_STARTS, _check_recovery, bare_sep=False, value=_CODES, sep=_DASH_SEP
    ),
    # a card's security code: 3-4 digits after its label ("CVV 123", "CVC: 4821", "security code is 123")
    _prose_rule(
        "card_cvv", _CVV_WORDS, _CVV_STARTS, _check_cvv, bare_sep=True, value=r"(?P<bare>[0-9]{3,4})(?![0-9A-Za-z])"
    ),
    Rule("password", _cjk_pattern(_CJK_PASSWORD_WORDS), _cjk_spaced(_cjk_password), hint=re.compile("[密口パ비패]")),
    Rule(
        "pin",
        _cjk_pattern(r"暗証番号|验证码|驗證碼|(?i:pin)码"),
        _cjk_spaced(_bare(_pin)),
        hint=re.compile("[暗验驗码]"),
    ),
    Rule(
        "secret",
        _cjk_pattern(r"密钥|密鑰|秘钥|令牌|トークン|秘密鍵"),
        lambda m: m.group("cblank") is None and _keyish(m.group("bare")),
        hint=re.compile("[密秘令ト]"),
    ),
    Rule("passport_number", _CJK_PASSPORT_RE, _cjk_id, hint=re.compile("[护護旅パ]")),
    Rule("national_id", _PRC_ID_RE, _bare(prc_id), hint=re.compile("身份")),
    Rule("national_id", _MY_NUMBER_RE, _bare(my_number), hint=re.compile("[マ個]")),
    Rule("national_id", _KOREAN_RRN_RE, _bare(korean_rrn), hint=re.compile("(?i)주민|resident|rrn")),
    Rule("national_id", _TAIWAN_ID_RE, _bare(taiwan_id), hint=re.compile("(?i)身[分份]|taiwan")),
    Rule("national_id", _HKID_RE, _bare(hkid), hint=re.compile("(?i)身[分份]|hkid|hong")),
    # a config file's line (redact_rules' _config_line), its value no word prose needs ("DB_PASSWORD=changed")
    Rule("password", CONFIG_PASSWORD_LINE_RE, _config_value, hint=_CONFIG_PASSWORD_HINT),
    Rule("assigned_secret", CONFIG_SECRET_LINE_RE, _config_key_value, hint=re.compile(r"(?i)secret|key|token")),
    Rule("high_entropy_string", _TOKEN_RE, _random_token, token=True),
)
