"""The redactor's own rule table: credential formats and ``key = value`` assignments.

One compiled pattern per kind, aimed at the credentials an agent's transcript actually carries (cloud
keys, VCS and chat tokens, model-provider keys, PEM blocks, JWTs, passwords in URLs, bearer headers,
``password = "…"`` assignments, a field a secret's name names and its value (``- name: DB_PASSWORD`` / ``value:
…``, ``<add key="Password" value="…"/>``, ``<password>…</password>``), a connection string's ``Pwd=``, a Wi-Fi QR
payload's password, a registry's base64 login, a ``.pgpass`` and a ``.netrc`` line, a session's cookie, a key's or a
salt's constant, a URL query's token and a token as a URL's user, a request's token header, a libpq conninfo), the
passwords command lines take (``curl -u``, ``mysql -p``, ``openssl passwd``, ``htpasswd -b``, ``net user``, a secret
store's ``--value``…), the secrets an environment is given (``SECRET_KEY=… ./run.sh``, ``export API_TOKEN=…``,
``docker run -e``, ``ENV``, ``$env:``, an option's ``--set db.password=…``), numbers
a check digit makes precise (payment cards by Luhn, IBANs by mod 97, US SSNs beside their word), and the value checks
the rules share.
Secrets in prose and tokens with no label are :mod:`.redact_prose`'s; the detect-secrets plugins are
:mod:`.redact_library`'s; :mod:`.redact` applies them all.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Callable
from dataclasses import dataclass

__all__ = [
    "BASE_RULES",
    "BLANKS",
    "CONFIG_PASSWORD_LINE_RE",
    "CONFIG_SECRET_LINE_RE",
    "CMDLET_RE",
    "EMPHASIS",
    "FOREIGN_PASSWORD_STARTS",
    "FOREIGN_PASSWORD_WORDS",
    "GAP",
    "LABEL_END",
    "MARKER_RE",
    "PATH_RE",
    "REFERENCE_RE",
    "Rule",
    "SEP_END",
    "SETTING_WORDS",
    "VERB_FORM_RE",
    "check_config_line",
    "in_sed_substitution",
    "in_url_user",
    "is_placeholder",
    "is_sequential",
    "looks_random",
    "names_a_scheme",
    "secret_manifest_spans",
]

MARKER_RE = re.compile(r"\[REDACTED:[a-z0-9_]+\]")

# Markdown around a label and its value, as models write it: "**Password:** …", "- __token__: …",
# "`api_key`: …", "password: **…**". A label may end in a quote, "]", emphasis or code marks; its
# emphasis may close after the separator ("**Password:** …"); a value in emphasis (group ``em``) is read
# without it, so "**required**" is the word, not a value with symbols in it. Patterns that use EMPHASIS
# end their bare value with ``(?(em)(?P=em))``.
LABEL_END = r"""["'`\]*_]{0,4}"""
# Blanks between the words of a label, its separator and its value: at most 64 (column alignment, not
# a page of spaces), so a rule tried at every label word reads a bounded stretch from it.
BLANKS = r"\s{1,64}"
GAP = r"\s{0,64}"
SEP_END = rf"(?:[*_]{{1,3}}{BLANKS})?"
EMPHASIS = r"(?P<em>\*{1,3}|_{1,3})?"

# The password's word in Spanish, French, German and Portuguese, as prose says it ("mot de passe") and as a name
# writes it (``mot_de_passe``, ``DB_KENNWORT``): the assignments read it as "password" (``Kennwort = Sonnenblume``),
# the prose rules too (:mod:`.redact_prose`). Then the words that name nothing but a password in Catalan, Italian,
# Dutch, Polish, Swedish, Danish, Norwegian, Finnish, Turkish, Hungarian, Romanian, Indonesian and Malay
# ("contrasenya", "parola d'ordine", "wachtwoord", "hasło", "lösenord", "adgangskode", "passord", "salasana", "şifre",
# "jelszó", "parolă", "kata sandi", "kata laluan"), their definite forms too ("lösenordet", "passordet"); Italian's
# "parola" alone is a word, Romanian's without its accent too, and "heslo", "chave", "κωδικός" name a motto, a key, a
# code as well (read as Spanish "clave" is: :mod:`.redact_prose`)
FOREIGN_PASSWORD_WORDS = (
    r"contrase(?:ñ|n)a|mot[\s_\-]{1,64}de[\s_\-]{1,64}passe|passwort|kennwort|senha"
    r"|contrasenya|parola[\s_\-]{1,8}d['’_]?ordine|wachtwoord|has[łl]o|l[öo]senord(?:et)?|adgangskoden?|passord(?:et)?|kodeord(?:et)?"
    r"|salasana|[şs]ifre(?:m|miz|n|niz|si)?|jelsz[óo]|parolă|kata[\s_\-]{1,8}(?:sandi|laluan)"
)
# where those words start, lower-cased (the prose rules' anchors)
FOREIGN_PASSWORD_STARTS = (
    *("contrase", "mot", "passwort", "kennwort", "senha", "parola", "wachtwoord", "hasło", "haslo", "lösenord"),
    *("losenord", "adgangskode", "passord", "kodeord", "salasana", "şifre", "sifre", "jelszó", "jelszo", "parolă"),
    "kata",
)

# --------------------------------------------------------------------------------------------------
# Value checks shared by the rules
# --------------------------------------------------------------------------------------------------

_PLACEHOLDER_RE = re.compile(
    r"""(?ix)^(?:
        \$\{?[a-z_][a-z0-9_]*\}?            # $VAR, ${VAR}
      | \{\{.*\}\} | \{[^{}]*\} | <[^<>]*> | \[[^\[\]]*\]   # {{tmpl}}, {name}, <your-token>, [token]
      | %\([^)]*\)s | %s | %[a-z_][a-z0-9_]*%    # %(name)s, %s, Windows' %VAR%
      | [x*•·._\-]+                         # xxxxxxxx, ********, ........
      | \.[*+].*                            # a pattern's wildcard: sed's s/password=.*/…/, grep's password=.+
      | your[_\-\s].* | .*[_\-]here         # your_token_here, paste-key-here
      | redacted | placeholder | example | dummy | none | null | undefined | hidden | masked
      | password | passwd | secret | token | api[_\-]?key | """
    + FOREIGN_PASSWORD_WORDS  # "Kennwort = Passwort" translates a word
    + ")$",
)
# A password's hashing scheme or how it is stored, as a setting names it under a password's key (``[auth]`` ``password =
# bcrypt``, "password: argon2id", Dovecot's ``SHA512-CRYPT``, ``PLAIN``): an algorithm's name, public, opens nothing.
# Read where a key names a setting as well as a value (a config's line, an assignment, prose's label): not where the
# format puts a password alone (a URL's, a ``.pgpass`` line's, ``mysql -p…``: the value there is the password)
_SCHEME_RE = re.compile(
    r"""(?ix)(?:bcrypt|scrypt|yescrypt|argon2(?:id|i|d)?|pbkdf2(?:[_\-]sha-?(?:1|256|512))?|md5
        | sha-?(?:1|224|256|384|512) | scram-sha-?(?:1|256)|s?sha|(?:md5|sha-?(?:256|512)|blf|des)-crypt|crypt
        | plain(?:text)?|clear(?:text)?)"""
)


def names_a_scheme(value: str) -> bool:
    """``value`` is a password's hashing scheme's or storage's name (:data:`_SCHEME_RE`)."""
    return _SCHEME_RE.fullmatch(value.strip()) is not None


_ENV_NAME_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")  # api_key = OPENAI_API_KEY: a reference
_NUMBER_RE = re.compile(r"[\d.,_]+")
REFERENCE_RE = re.compile(r"[A-Za-z_]+(?:\.[A-Za-z_]+)+")  # self.password, args.db_pw, settings.KEY
PATH_RE = re.compile(r"(?:~|\.{1,2})?/[\w.\-]+(?:/[\w.\-]*)*")


def is_placeholder(value: str) -> bool:
    v = value.strip()
    return bool(_PLACEHOLDER_RE.match(v) or _ENV_NAME_RE.fullmatch(v))


def looks_random(value: str) -> bool:
    """A bare value after ``key:`` in prose must look unlike a word ("Token: short-lived" is prose)."""
    has_digit = any(c.isdigit() for c in value)
    has_alpha = any(c.isalpha() for c in value)
    return (
        (has_digit and has_alpha)
        or re.search(r"[!@#$%^&*+=?~|]", value) is not None
        or re.search(r"[a-z][A-Z]", value) is not None
    )


_RUNS = ("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789")


def is_sequential(core: str) -> bool:
    """An alphabet or a counting run ("abcdefgh", "ABCDEFGHIJ…", "12345678"): a table, not a secret."""
    return any(run[i : i + 6] in core for run in _RUNS for i in range(len(run) - 5))


def _nonspace(value: str) -> int:
    return sum(1 for c in value if not c.isspace())


# PowerShell's cmdlets are named Verb-Noun from its approved verbs: ``$pw = ConvertTo-SecureString "…" -AsPlainText``,
# ``$pw = Read-Host -AsSecureString`` assign what the call returns (its quoted argument is read by the cli rule)
CMDLET_RE = re.compile(
    r"(?:Get|Set|Read|New|Invoke|Import|Export|ConvertTo|ConvertFrom|Add|Find|Select|Join|Format|Out|Unprotect)"
    r"-[A-Z][A-Za-z]{1,48}"
)


# a URL's scheme before a label in the same word: the label is the URL's user ("https://x-access-token:ghs_…@github.com/…"),
# whose password the URL rules read up to its '@', not a secret's name over the host and the path after it
_IN_URL_USER_RE = re.compile(r"://[\w.~%+\-]{0,64}$")


def in_url_user(m: re.Match[str]) -> bool:
    """The match opens inside a URL's user name (``https://x-access-token:…@host``)."""
    return _IN_URL_USER_RE.search(m.string, max(0, m.start() - 72), m.start()) is not None


# a verb's or an adverb's form, lower-case (-ed, -ing, -ly): what a form or a setting says of a field ("required",
# "missing", "encrypted"), never a value typed for it
VERB_FORM_RE = re.compile(r"[a-z]{3,}(?:ed|ing|ly)")


def _check_assigned(m: re.Match[str]) -> bool:
    quoted, bare = m.group("quoted"), m.group("bare")
    sep = m.group("sep").strip().lower()
    if quoted is not None:
        return _nonspace(quoted) >= 8 and not is_placeholder(quoted)
    if bare is None or sep in {"is", "was"} or is_placeholder(bare) or CMDLET_RE.fullmatch(bare) or in_url_user(m):
        return False
    if VERB_FORM_RE.fullmatch(bare.rstrip(".,;:!?")):  # password=required, secret = encrypted
        return False
    if in_sed_substitution(m, bare):  # s/password=old/password=new/: the sed rules read each value
        return False
    if names_a_scheme(bare):  # password = bcrypt
        return False
    # max_token: 100000000, secret: /run/x, password = self.password
    if _NUMBER_RE.fullmatch(bare) or PATH_RE.fullmatch(bare) or REFERENCE_RE.fullmatch(bare):
        return False
    return sep != ":" or looks_random(bare)


def _check_header_credential(value: str) -> bool:
    """A header's credential: no stand-in (``Bearer token``, ``Bearer <token>``, ``Bearer TOKEN``), no verb's form."""
    return not (is_placeholder(value) or VERB_FORM_RE.fullmatch(value) or (value.isalpha() and value.isupper()))


def _check_url_password(m: re.Match[str]) -> bool:
    return not is_placeholder(m.group("secret"))


# A URL query's or a form body's short label "pass" (``?user=bob&pass=Girasol``) names a password where the query names
# a user beside it (a login's pair) or the URL's path is a login's (``/login?pass=…``): elsewhere "pass" is a pass's, a
# test's or a stage's ("?pass=1", "&pass=true", "?page=2&pass=all"), and a flag's value, a count of one to three digits
# or a word a form puts there is no password in either.
_QUERY_USER_RE = re.compile(r"(?i)(?:^|[?&])(?:user(?:[_\-]?(?:name|id))?|usr|uname|login|uid|e-?mail|account)=[^&#]")
_LOGIN_PATH_RE = re.compile(
    r"(?i)/(?:log[_\-]?in|sign[_\-]?in|log[_\-]?on|auth(?:enticate|orize)?|session)(?:\.\w{1,8})?/?$"
)
_QUERY_FLAGS = frozenset("all any none on off ok skip fail failed true false yes no".split())  # noqa: SIM905
_URL_BREAKS = " \t\r\n\"'<>`"
_URL_READ = 2048  # characters read either side of the label for its URL or its form's body


def _check_query_pass(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if (
        is_placeholder(value)
        or _EXPANSION_RE.search(value)
        or value.lower() in _QUERY_FLAGS
        or value.lower() in _SCHEMA_WORDS
        or (value.isdigit() and len(value) < 4)
    ):
        return False
    text, at = m.string, m.start()
    window = text[max(0, at - _URL_READ) : at]
    start = at - len(window) + 1 + max(window.rfind(c) for c in _URL_BREAKS)
    end = min(len(text), m.end() + _URL_READ)
    for c in _URL_BREAKS:
        found = text.find(c, m.end(), end)
        end = end if found == -1 else found
    path, question, query = text[start:end].partition("?")
    return _QUERY_USER_RE.search(query if question else path) is not None or (
        bool(question) and _LOGIN_PATH_RE.search(path) is not None
    )


# A URL query's parameter named for a token or a key alone (``?access_token=…``, ``&token=…``, ``?api_key=…``,
# ``?private_token=…``): whoever holds the URL holds the access, whatever the value reads; a flag's, a placeholder's or
# a short count's value is none (``?token=true``, ``?token=1``), nor a parameter naming a page's or a sync's token
# (``?page_token=…``: the name opens after '?' or '&' only)
def _check_query_token(m: re.Match[str]) -> bool:
    value = m.group("secret")
    if (
        len(value) < 4
        or is_placeholder(value)
        or _EXPANSION_RE.search(value)
        or value.lower() in _QUERY_FLAGS
        or value.lower() in _SCHEMA_WORDS
    ):
        return False
    text, at = m.string, m.start()
    window = text[max(0, at - _URL_READ) : at]
    start = at - len(window) + 1 + max(window.rfind(c) for c in _URL_BREAKS)
    return "://" in text[start:at] or text.startswith("/", start)


_EXPANSION_RE = re.compile(r"\$[({]|`")  # $(cat ~/.pw), ${{ secrets.PW }}, `cat pw`: the shell fills it in


def _check_named_value(m: re.Match[str]) -> bool:
    """The value of a field a secret's name names (``name: DB_PASSWORD`` / ``value: …``, ``<add key="Password"
    value="…"/>``, ``<password>…</password>``): anything but a placeholder, an expansion the shell or a template fills
    in (``${DB_PASSWORD}``, ``{{ .Values.pw }}``), a reference or a path; a word of what a field is ("string",
    "required") is a schema's, not a value (_SCHEMA_WORDS)."""
    quoted = m.groupdict().get("quoted")
    value = (quoted if quoted is not None else m.group("bare")).strip()
    return bool(value) and not (
        is_placeholder(value)
        or _EXPANSION_RE.search(value)
        or value.startswith(("{{", "%", "#{"))
        or REFERENCE_RE.fullmatch(value)
        or PATH_RE.fullmatch(value)
        or value.lower() in _SCHEMA_WORDS
        or not any(c.isalnum() for c in value)
    )


def _check_argument_value(value: str) -> bool:
    """A call's quoted value is no message: one token, or blanks in a random one (a salt may hold a blank); never one
    addressing its reader ("put your unique phrase here": WordPress's stock stand-in)."""
    if re.search(r"(?i)\byour\b", value):
        return False
    return " " not in value.strip() or (looks_random(value) and any(c.isdigit() for c in value))


# A constant named a key or a salt, in capitals (WordPress's eight: ``AUTH_KEY``, ``SECURE_AUTH_KEY``,
# ``LOGGED_IN_KEY``, ``NONCE_KEY`` and their ``*_SALT``; ``ENCRYPTION_KEY``, ``SIGNING_KEY``, ``HASHIDS_SALT``): such a
# key or salt signs cookies or encrypts, and is generated, so its value is read where it is random, sixteen characters
# or more, no run of five letters in one case in it (_check_keyed: ``define('CACHE_KEY', 'posts')``,
# ``define('SORT_KEY', 'created_at_desc_2024')``, ``define('WP_CACHE_KEY_SALT', 'example.com_')`` name a cache's or a
# sort's key)
_WORD_RUN_RE = re.compile(r"[a-z]{5}|[A-Z]{5}")
_KEYED_CONSTANT = r"(?P<keyed>(?-i:[A-Z][A-Z0-9]{0,31}(?:_[A-Z0-9]{1,32}){0,6}_(?:KEY|SALT)))"


def _check_keyed(m: re.Match[str]) -> bool:
    """A key's or a salt's constant (:data:`_KEYED_CONSTANT`): its value random, sixteen characters or more."""
    if m.group("keyed") is None:
        return True
    value = (m.group("quoted") if m.group("quoted") is not None else m.group("bare")).strip()
    return (
        len(value) >= 16
        and looks_random(value)
        and _WORD_RUN_RE.search(value) is None
        and not (is_sequential(value) or is_placeholder(value))
    )


# the secret's words a config file's key is made of: a password's, and "pass" and "pwd" as a name's part writes them
_CONFIG_PASSWORD_WORD = rf"pass(?:word|wd|phrase)?|pwd|{FOREIGN_PASSWORD_WORDS}"
_CONFIG_KEY_WORD = r"secret|token|api[_\-]?key|apikey|access[_\-]?key|auth[_\-]?key|private[_\-]?key"
_INI_HEADER_RE = re.compile(r"[ \t]{0,8}\[[\w .:\-\"']{1,64}\][ \t]{0,64}\r?")
_INI_LINE_RE = re.compile(r"[ \t]{0,8}(?:[#;][^\n]{0,1024}|[\w.\-]{1,64}[ \t]{0,8}[=:][^\n]{0,1024})?\r?")
_INI_BACK = 4096  # characters read back for the section's header
_CODE_RECEIVERS = ("self.", "this.", "cls.")


def _in_ini_section(m: re.Match[str]) -> bool:
    """Only an INI file's lines (``key = value``, comments, blank lines) stand between the line and a ``[section]``
    header above it."""
    text, at = m.string, m.start()
    lines = text[max(0, at - _INI_BACK) : at].split("\n")[:-1]
    for line in reversed(lines):
        if _INI_HEADER_RE.fullmatch(line):
            return True
        if not _INI_LINE_RE.fullmatch(line):
            return False
    return False


def check_config_line(m: re.Match[str]) -> bool:
    """The line of :func:`_config_line` is a config file's: a property's dotted name, not code's (``self.pw = pw``, a
    call, a statement's ';'), unindented; an assignment in capitals, '=' glued and its value one word as the shell
    reads it; one of a quoted literal (a ``.tfvars``' ``admin_pass = "Girasol"``, as ``password = "…"`` is read); or a
    key under an INI section. The value as a named value's (:func:`_check_named_value`), four characters or more, a
    bare one no sentence (:func:`_check_argument_value`: "secret: see the vault") nor an enum's constant in capitals
    (``logging.level.password=DEBUG``), and no number after "pass" alone (``MAX_PASS=1000`` counts passes)."""
    key, sep = m.group("key"), m.group("sep")
    quoted = m.group("quoted")
    value = quoted if quoted is not None else m.group("bare")
    if (
        not _check_named_value(m)
        or len(value.strip()) < 4
        or names_a_scheme(value)
        or (value.isdigit() and key.lower().endswith("pass"))
        or (quoted is None and not _check_argument_value(value))
        or (value.isalpha() and value.isupper())
    ):
        return False
    if m.group("dots") is not None:
        line_start = m.string.rfind("\n", 0, m.start("dots")) + 1
        return (
            m.start("dots") == line_start
            and not m.group("dots").startswith(_CODE_RECEIVERS)
            and "(" not in value
            and not value.endswith(";")
            and m.group("export") is None
        )
    if key.isupper() and sep == "=":
        return quoted is not None or not any(c.isspace() for c in value)
    if quoted is not None and sep.strip() == "=":
        return len(value.strip()) >= 4
    return m.group("export") is None and _in_ini_section(m)


# what a schema or a form puts where a value would be
_SCHEMA_WORDS = frozenset(
    """string str text varchar char bytes int integer bool boolean required optional true false yes no none null nil
    empty hidden secret masked encrypted redacted password input field value""".split()  # noqa: SIM905 - a word list
)


# what documentation writes after ``user:`` or ``-p`` for the password (is_placeholder's words besides)
_CLI_PLACEHOLDERS = frozenset({"pass", "pwd", "pw", "mypassword", "mypass", "yourpass", "pass123"})
# a sentence may end after it; a shell's value is written as typed, capitalised too ("sshpass -p Girasol")
_CLI_WORD_RE = re.compile(r"[A-Za-z][a-z]{2,63}[.,;:!?]{0,3}")
# what a sentence about an option puts after it ("zip -P option is insecure", "7z -p then the archive")
_CLI_PROSE = frozenset(
    """the and then option options flag flags switch argument parameter value with for are was not only instead which
    that this here there prompts asks""".split()  # noqa: SIM905 - a word list
)


def _check_cli_password(m: re.Match[str]) -> bool:
    """A bare value must not look like a variable; a quoted one is the password whatever it reads. A bare word is
    the password where the option takes nothing else (:func:`_cli_word`)."""
    found = m.groupdict()
    bare = found.get("bare")
    value = bare if bare is not None else found.get("secret") or found["quoted"]
    if is_placeholder(value) or _EXPANSION_RE.match(value):
        return False
    return bare is None or (looks_random(bare) and not REFERENCE_RE.fullmatch(bare)) or _cli_word(m, bare)


def _cli_word(m: re.Match[str], bare: str) -> bool:
    """A plain word, lower-case or capitalised, after ``curl -u user:``, ``docker login -p``, ``sshpass -p`` or
    ``redis-cli -a`` is the password: the option takes nothing else ("curl -u bob:swordfish", "sshpass -p Girasol"),
    but for documentation's stand-ins ("curl -u user:pass"). Not after mysql's ``-p`` and a blank, nor its
    ``--password`` and a blank: that word is the database (``mysql -p mydb`` prompts for the password)."""
    if (m.groupdict().get("db") or "").lower() in _GLUED_P:
        return False
    word = bare.lower()
    return (
        _CLI_WORD_RE.fullmatch(bare) is not None
        and word not in _CLI_PLACEHOLDERS
        and word.rstrip(".,;:!?") not in _CLI_PROSE
        and not is_placeholder(word.rstrip(".,;:!?"))
    )


def _check_piped_password(m: re.Match[str]) -> bool:
    """What ``echo`` pipes into a command that reads a password: :func:`_check_cli_password`'s reading, but for
    ``chpasswd`` a ``user:password`` line, whatever the password reads ("echo done | chpasswd" is no login)."""
    if m.group("chpasswd") is None:
        return _check_cli_password(m)
    value = m.group("quoted") if m.group("quoted") is not None else m.group("bare")
    user, colon, password = value.partition(":")
    return bool(user and colon and password) and not (is_placeholder(password) or _EXPANSION_RE.match(password))


# what may stand before a session cookie's word in its name: a server's own prefix (PHPSESSID, JSESSIONID,
# ASP.NET_SessionId) or a name's part before a separator (``laravel_session``, ``_gitlab_session``, ``connect.sid``)
_SESSION_PREFIX_RE = re.compile(r"(?i)(?:php|j|asp\.net_|[\w\-]{0,64}?[._\-])?")
_SESSION_NAME_RE = re.compile(r"[\w.\-]{0,64}$")
_UUID_RE = re.compile(r"(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def _check_session(m: re.Match[str]) -> bool:
    """A session cookie's value: its word starts the name or follows a prefix a server gives it (not ``ssid=`` nor
    ``obsessid``); the value is random-looking, letters and digits both (``sessionid=k3j9x8q2m1n7b4v6c5``), not a
    placeholder, an alphabet or a counting run (``session_id=20240501`` is a date; ``session=production`` a word),
    nor a UUID (a log's or an agent's session is named by one; a server's login cookie is not written so)."""
    head = _SESSION_NAME_RE.search(m.string, max(0, m.start() - 64), m.start())
    prefix = head.group() if head else ""
    if prefix and _SESSION_PREFIX_RE.fullmatch(prefix) is None:
        return False
    value = m.group("secret")
    digits = sum(c.isdigit() for c in value)
    letters = sum(c.isalpha() for c in value)
    return (
        digits >= 2
        and letters >= 2
        and _UUID_RE.fullmatch(value) is None
        and not (is_placeholder(value) or is_sequential(value))
    )


_NMCLI_SETS_RE = re.compile(r"\b(?:connect|add|modify|mod)\b")  # nmcli joins or sets up a network
_SUDO_S_RE = re.compile(r"\s-[A-Za-z]{0,8}S(?![A-Za-z])")  # sudo reads the password from its input (-S)


def _check_htpasswd(m: re.Match[str]) -> bool:
    """htpasswd takes the password on its line only with ``-b``; with ``-n`` it writes to its output and names no
    file (``htpasswd -nb bob PASS``), else the file comes first (``htpasswd -B -b .htpasswd bob PASS``)."""
    flags = "".join(word.lstrip("-") for word in m.group("opts").split() if word.startswith("-"))
    return "b" in flags and ("n" in flags) == (m.group("file") is None)


_GLUED_P = ("mysql", "mysqldump", "mysqladmin", "mariadb")  # -p<value>: the password, whatever it reads (mysql(1))
_GLUED_VALUE_RE = re.compile(r"(?=[^`,;()<>$]*[A-Za-z0-9])[^`,;()<>$]+")


def _check_db_password(m: re.Match[str]) -> bool:
    """mysql, mysqldump, mysqladmin and mariadb take the password glued to -p (``-psupersecret``), so any word glued
    there is one; a word after ``-p`` and a blank is the database (``mysql -p mydb`` prompts for the password). Not a
    placeholder in capitals (``-pPASS``), an ellipsis or what Markdown and prose put after it (``-p…`,``)."""
    found = m.groupdict()
    bare, db = found["bare"], (found.get("db") or "").lower()
    if bare is not None and found.get("glued") is not None and db in _GLUED_P:
        return (
            _GLUED_VALUE_RE.fullmatch(bare) is not None
            and not (bare.isalpha() and bare.isupper())
            and not (is_placeholder(bare) or bare.startswith("-"))
        )
    return _check_cli_password(m)


def _whole_jwt(m: re.Match[str]) -> bool:
    """All three parts are there (the pattern leaves them optional: see the ``jwt`` rule)."""
    return m.group(0).count(".") >= 2


def _needs_digit(m: re.Match[str]) -> bool:
    """Vendor keys are random: a hyphenated word run ("sk-learn-style-…") is not one."""
    value = m.group("secret") if "secret" in m.re.groupindex else m.group(0)
    return any(c.isdigit() for c in value)


# --------------------------------------------------------------------------------------------------
# Our own rules: one table, in priority order (an earlier rule names the kind of a merged span)
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rule:
    """A compiled pattern; the secret is group ``secret`` when the pattern has one, else the match."""

    kind: str
    pattern: re.Pattern[str]
    check: Callable[[re.Match[str]], bool] | None = None
    hint: re.Pattern[str] | None = None  # a cheap necessary condition: no hint in the text, no scan
    token: bool = False  # the match must start a token (checked here: a lookbehind slows re 10x)
    # Lower-case literals where a match can start: the rule's (case-insensitive) pattern is tried only
    # where one occurs in the lower-cased text (``str.find`` is ~20x faster than ``re`` scanning for a
    # ``(?i)`` alternation of words).
    anchors: tuple[str, ...] = ()


_R = r"(?![A-Za-z0-9_])"  # right edge of a token
_RD = r"(?![A-Za-z0-9_\-])"  # right edge of a token that may contain '-'
# Every repeat in these patterns is bounded, or is a possessive run of one character set in a rule that
# scans with ``finditer`` (``tests/test_redact.py::test_every_rule_costs_a_bounded_pass_per_character``
# lists those rules and why each is linear): one text is scanned in time linear in its length.
# A PEM label is a few words ("RSA", "ENCRYPTED", "OPENSSH", "PGP … BLOCK"); a key's body has no "-----"
# before its END line, and the largest in use (RSA-16384, PKCS#8) is ~12,700 characters of base64.
_PEM_BEGIN = r"-----BEGIN[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
_PEM_END = r"-----END[ A-Z0-9]{0,40}PRIVATE KEY(?: BLOCK)?-----"
_PEM_BODY = r"(?>(?:[^-]|-(?!----)){0,16384})"
_PEM_LINE = 16384
_SECRET_WORD = (
    r"(?:pass(?:word|wd|phrase)|(?<=[_\-\"'])pass|(?<![^\s])pass(?=\s*+=(?!=))|(?<![^\n])pass(?=\s*+:)"
    # password's abbreviations opening a name before '=' ("pw = sunflower", "pwd=sunflower"); the shell's ``PWD=``
    # holds a path, which is no value (_check_assigned)
    r"|(?<![A-Za-z0-9_])pwd?(?=\s*+=(?!=))"
    r"|secret|api[_\-]?key|apikey|access[_\-]?key|auth[_\-]?key"
    rf"|private[_\-]?key|client[_\-]?secret|token|{FOREIGN_PASSWORD_WORDS})"
)


# A part of a name after its secret word that names something about the secret, not the secret: its name,
# file, type, URL, length, expiry, policy… (``secret_name = "prod-db-credentials"``, ``TOKEN_URL=…``).
_ABOUT_THE_SECRET = (
    r"(?:names?|files?|paths?|dirs?|folder|types?|kind|format|ur[il]s?|links?|endpoint|hosts?|ports?|arn|ref"
    r"|length|len|size|count|min|max|limit|expiry|expires?|expiration|ttl|timeout|age|hint|policy|rules?"
    r"|header|prefix|suffix|env|var|field|label|mode|manager|store|provider|backend|source|location|version)"
)


# A config file's line: a key naming a secret opens its line, its value closes it (a comment after it), whatever
# the value reads — a file's value is written as typed, not said: a Java ``.properties`` name
# (``spring.datasource.password=Girasol``), a key under an INI file's ``[section]`` (``.pypirc``'s, ``my.cnf``'s,
# ``[database]``'s ``password = Girasol``), a shell's or an ``.env`` file's assignment in capitals
# (``export API_TOKEN='Girasol'``, ``SECRET_KEY=Girasol``: '=' glued, as the shell needs): :func:`check_config_line`;
# tried after the prose rules, which name a password's kind first (:mod:`.redact_prose`).
def _config_line(words: str) -> re.Pattern[str]:
    return re.compile(
        r"(?m)^[ \t]{0,8}(?P<export>export[ \t]{1,8})?(?P<dots>(?:[A-Za-z][\w\-]{0,64}\.){1,8})?"
        rf"(?P<key>(?:[\w\-]{{0,64}}[_.\-])??(?i:{words})"
        rf"(?:[_\-.](?!(?i:{_ABOUT_THE_SECRET})(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}+){{0,4}})"
        r"(?P<sep>[ \t]{0,8}[=:][ \t]{0,8})"
        r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'#;!][^\n"]{0,255}?))"""
        # (a comment after it; or a JSON string's close, a model's reply read decoded: ``…\npassword = Funcho"}``)
        r"""[ \t]{0,64}(?:[ \t][#;][^\n]{0,256})?\r?(?:"[^\n]{0,4096})?$"""
    )


# a password's key (read as the prose's password, kind ``password``) and a key's or a token's (``assigned_secret``)
CONFIG_PASSWORD_LINE_RE = _config_line(_CONFIG_PASSWORD_WORD)
CONFIG_SECRET_LINE_RE = _config_line(_CONFIG_KEY_WORD)


def _shell_quoted(group: str, *, single: str = "sq", prefix: str = "") -> str:
    """A shell-quoted value on one line, ``'…'`` or ``"…"`` (a backslash escapes inside double quotes):
    ``prefix`` then the inside as group ``group``; ``single`` names the group that records a single quote."""
    inside = rf"""(?>(?:(?({single})[^'\n]|(?:[^"\\\n]|\\.))){{1,256}})"""
    return rf"""(?:(?P<{single}>')|"){prefix}(?P<{group}>{inside})(?({single})'|")"""


# A shell's assignment of a key's, a token's or a secret's name, in capitals, '=' glued, its value one shell word (bare
# or quoted): at a command's start — its line's, after ';', '&', '|', '(' or a prompt's '$', after ``export``, ``env``
# or ``sudo``, or after other assignments — whether a command follows it on its line (``SECRET_KEY=Girasol ./run.sh``,
# ``env API_TOKEN=girasol npm start``: the shell hands the command the value) or not (``export API_TOKEN=girasol``); or
# given
# to a container, an image or a Secret by its option (``docker run -e API_TOKEN=girasol``, ``--build-arg``, ``kubectl
# create secret … --from-literal=API_TOKEN=girasol``). The shell passes a value as typed, so a lower-case or a
# capitalised word is the value; not a setting's keyword (``API_TOKEN=auto``), a schema's word, an expansion, a
# reference, a path, a constant in capitals, nor under four characters (:func:`_check_shell_assignment`). A
# password's name is the prose rules' (``PGPASSWORD=Girasol psql``: :mod:`.redact_prose`).
_SHELL_SECRET_NAME_RE = re.compile(
    rf"(?:[A-Z0-9]{{1,32}}_){{0,6}}?(?i:{_CONFIG_KEY_WORD})"
    rf"(?:_(?!(?i:{_ABOUT_THE_SECRET})(?![A-Za-z0-9]))[A-Z0-9]{{1,32}}){{0,4}}"
)
_COMMAND_START_RE = re.compile(
    # a prompt's '$', a list's item (Compose's ``environment:``), a Dockerfile's ``ENV`` or ``ARG``, make's targets
    # before its variables (``make deploy API_TOKEN=…``)
    r"[ \t]{0,8}(?:\$[ \t]{1,8}|-[ \t]{1,8}|(?:ENV|ARG)[ \t]{1,8}|g?make(?:[ \t]{1,8}[^\s=]{1,256}){0,8}[ \t]{1,8}"
    # and a platform's command that sets its apps' environment (``heroku config:set``, ``fly secrets set``)
    r"|(?:heroku|dokku)[ \t]{1,8}config:set(?:[ \t]{1,8}[^\s=]{1,64}){0,4}[ \t]{1,8}"
    r"|fly(?:ctl)?[ \t]{1,8}secrets[ \t]{1,8}set(?:[ \t]{1,8}[^\s=]{1,64}){0,4}[ \t]{1,8}"
    # systemd's (a unit's ``Environment=``, ``systemctl set-environment``), and cmd's ``set`` (its value runs to the
    # line's end: read where one word closes the line, "set API_TOKEN=girasol in your shell" is a sentence)
    r"|systemctl[ \t]{1,8}(?:--user[ \t]{1,8})?set-environment[ \t]{1,8}|Environment=|(?P<set>(?i:set)[ \t]{1,8}))?"
    r"(?:(?:export|env|sudo|doas|command|exec|nohup|time)(?:[ \t]{1,8}-[A-Za-z\-]{1,16}){0,4}[ \t]{1,8}){0,2}"
    r"(?:[A-Za-z_][A-Za-z0-9_]{0,64}=\S{0,256}[ \t]{1,8}){0,8}"
)
_ENV_OPTION_RE = re.compile(r"(?:^|[ \t])(?:-e|--env|--build-arg|--from-literal)(?:[ \t]{1,8}|=)$")
_COMMAND_BREAKS = ';&|(`"'  # and a quote opening a string (``"API_TOKEN=…"``, a model's JSON reply's string)
SETTING_WORDS = frozenset("auto default disabled enabled unset keyring prompt inherit ask".split())  # noqa: SIM905


def _shell_value(m: re.Match[str]) -> bool:
    """An environment variable's value named by :data:`_SHELL_SECRET_NAME_RE`: four characters or more, a named value's
    (:func:`_check_named_value`), no setting's keyword, no constant in capitals."""
    return _shell_value_of(m.group("key"), m)


def _shell_value_of(key: str, m: re.Match[str]) -> bool:
    quoted = m.group("quoted")
    value = quoted if quoted is not None else m.group("bare")
    return not (
        _SHELL_SECRET_NAME_RE.fullmatch(key) is None
        or len(value.strip()) < 4
        or not _check_named_value(m)
        or value.lower() in SETTING_WORDS
        or (value.isalpha() and value.isupper())
    )


def _check_shell_assignment(m: re.Match[str]) -> bool:
    """:data:`_SHELL_SECRET_NAME_RE`'s assignment at a command's start or after a container's option."""
    text, at = m.string, m.start()
    if (at and text[at - 1] in "$.-/:{") or not _shell_value(m):
        return False
    line = text.rfind("\n", max(0, at - _ARGS), at) + 1
    if line == 0 and at > _ARGS:
        line = at - _ARGS
    prefix = text[line:at]
    if _ENV_OPTION_RE.search(prefix[-24:]) is not None:
        return True
    start = max(prefix.rfind(c) for c in _COMMAND_BREAKS) + 1  # "a && API_TOKEN=… cmd", "$(API_TOKEN=… cmd)"
    command = _COMMAND_START_RE.fullmatch(prefix, start)
    if command is None:
        return False
    return command.group("set") is None or _LINE_CLOSES_RE.match(text, m.end()) is not None


_LINE_CLOSES_RE = re.compile(r'[ \t]{0,64}(?:\r?\n|$|")')
# The same names set by other shells' and systems' own words: PowerShell's ``$env:API_TOKEN = "…"``, fish's ``set -x
# API_TOKEN …`` (``-gx``, ``-Ux``), launchd's ``launchctl setenv API_TOKEN …``, and a program's environment's item
# (``os.environ["API_TOKEN"] = "…"``, Ruby's ``ENV['API_TOKEN'] = '…'``, ``process.env["API_TOKEN"] = …``): read as
# the shell's (:func:`_shell_value`), the name in capitals; fish's and launchctl's at a command's start, the value
# closing it ("we set API_TOKEN carefully" is a sentence)
_OTHER_ENV_RE = re.compile(
    r"(?m)(?:\$env:(?P<ps>)|(?:^|(?<=[;&|(]))[ \t]{0,8}(?:[$>][ \t]{1,8})?"
    r"(?:set(?:[ \t]{1,8}-[a-zA-Z]{1,4}){0,3}|launchctl[ \t]{1,8}setenv)[ \t]{1,8}(?P<fish>)"
    r"""|\b(?:environ|ENV|env)\[(?P<kq>["']))"""
    r"(?P<key>[A-Za-z][A-Za-z0-9_]{0,96}+)"
    r"""(?(ps)[ \t]{0,8}=[ \t]{0,8}|(?(fish)[ \t]{1,8}|(?P=kq)\][ \t]{0,8}=[ \t]{0,8}))"""
    rf"""(?:{_shell_quoted("quoted")}|(?(kq)(?!)|(?P<bare>[^\s'"`;&|<>()$\\]{{1,256}}+)))"""
    r"""(?=[ \t]{0,64}(?:$|[\n;&|"]))"""
)


def _check_other_env(m: re.Match[str]) -> bool:
    """:data:`_OTHER_ENV_RE`'s assignment: the name in capitals (PowerShell's in any case), a shell's value."""
    key = m.group("key")
    return (key.isupper() or m.group("ps") is not None) and _shell_value_of(key.upper(), m)


# the words a header's or an option's key names a secret by
_HEADER_SECRET_WORD = (
    r"token|api[_\-]?key|apikey|secret|pass(?:word|wd)?|auth[_\-]?key|access[_\-]?key|private[_\-]?key"
)
_OPTION_SECRET_WORD = rf"{_CONFIG_PASSWORD_WORD}|{_CONFIG_KEY_WORD}"


def _check_option_setting(m: re.Match[str]) -> bool:
    """An option's key=value: the value four characters or more, a named value's (:func:`_check_named_value`), no
    setting's keyword, no constant in capitals (``-DENABLE_TOKEN=ON``), no number after "pass" alone."""
    quoted = m.groupdict().get("quoted")
    value = (quoted if quoted is not None else m.group("bare")).strip()
    return not (
        len(value) < 4
        or not _check_named_value(m)
        or value.lower() in SETTING_WORDS
        or (value.isalpha() and value.isupper())
        or (value.isdigit() and m.group("key").lower().endswith("pass"))
    )


# The command an option belongs to, read back from the option on its line: the words after the line's start, a code
# span's backtick, a prompt's '$' or '>', a colon, or a word that introduces a command in prose ("ran", "run", "with",
# "using", "via": "I ran kubectl --token …", "deployed it with kubectl --token …"); its first word a program's name
# (lower case), none a word of a sentence about the option (_CLI_PROSE and _COMMAND_PROSE: "use the --token flag",
# "you can add --token here", "The CLI accepts --token alongside --user" opens on no program)
_COMMAND_BEFORE = 512  # characters read back from an option
_COMMAND_OPENERS = frozenset({"ran", "run", "runs", "running", "with", "using", "via", "$", ">"})
_PROGRAM_RE = re.compile(r"[a-z][\w.\-/]{0,63}")
_COMMAND_PROSE = frozenset(
    "a an to of in on is it use uses used pass add set you your we i can should must try".split()  # noqa: SIM905
)


def _command_option_word(m: re.Match[str]) -> bool:
    """A plain word after a token's long option (``kubectl get pods --token girasol``): the option's value where the
    words before the option on its line are a command's (see _COMMAND_OPENERS) and the value is no word of a sentence
    about the option (``--token instead``, ``the --token option takes …``)."""
    bare = m.group("bare")
    if bare is None or not bare.isalpha() or len(bare) < 4 or bare.lower() in _CLI_PROSE:
        return False
    before = m.string[max(0, m.start() - _COMMAND_BEFORE) : m.start()]
    before = before[max(before.rfind("\n"), before.rfind("`")) + 1 :]
    command: list[str] = []
    for word in reversed(before.split()):
        if word.lower() in _COMMAND_OPENERS or word.endswith(":"):
            break
        command.insert(0, word)
    return (
        bool(command)
        and _PROGRAM_RE.fullmatch(command[0]) is not None
        and not {w.lower() for w in command} & (_CLI_PROSE | _COMMAND_PROSE)
    )


# A sed substitution opened (``s/``, ``s|``: its delimiter, group ``d``, one of those scripts use); its replacement
# opens after the pattern (a '\' escapes the delimiter there) and the delimiter again
_SED_START = r"(?<![\w\-])s(?P<d>[/|#,:@!])"
_SED_PATTERN = r"(?:(?!(?P=d))[^\n\\]|\\[^\n]){0,256}(?P=d)"
_SED_HINT = re.compile(r"(?<![\w\-])s[/|#,:@!]")
_SED_KEY_RE = re.compile(rf"{_SED_START}(?:{_SED_PATTERN})?\^?[\w.\-]{{0,64}}$")
_SED_READ = 400  # characters read back from a label for its substitution's opening


def in_sed_substitution(m: re.Match[str], value: str) -> bool:
    """The label stands in a sed substitution's pattern or replacement and ``value`` runs over its delimiter
    (``s/password=.*/password=girasol/``, ``s/password=girasol/…/``): the sed rules read the value up to it."""
    at = m.start()
    found = _SED_KEY_RE.search(m.string, max(0, at - _SED_READ), at)
    return found is not None and found.group("d") in value


_CURL_USER = r"""[^\s:"'$]++"""
# How far an option may stand from its command ("curl -s -X POST -H '…' -u user:pw"): a command line, not a
# transcript; the scan also stops at the next mention of the command (that one is tried on its own).
_ARGS = 256
# A password after its option, bare or in shell quotes
_CLI_VALUE = rf"""(?:{_shell_quoted("quoted")}|["']?(?P<bare>[^\s"']++))"""


# a line that runs an ftp client on a host (``ftp db01``, ``$ ftp -n 10.0.0.5``), ftp's prompt, or its greeting
# (``Connected to db01.``), within _FTP_BACK characters before the ``user`` line
_FTP_LINE_RE = re.compile(
    r"(?m)^[ \t]{0,8}(?:(?:\$[ \t]{0,8})?ftp(?:[ \t]{1,8}-[a-zA-Z]{1,8}){0,4}[ \t]{1,8}[\w.:@-]{1,253}[ \t]*\r?$"
    r"|ftp>|Connected[ \t]to[ \t]\S)"
)
_FTP_BACK = 2048


def _command(name: str) -> str:
    """The command ``name`` and what stands before its option: within _ARGS characters on its line, up to the
    command's next mention (that one is tried on its own), then a blank."""
    return rf"\b{name}\b(?:(?!\b{name}\b)[^\n|;&]){{0,{_ARGS}}}?\s"


# mongo's shells and tools take the password after -p as docker login does (``mongo -u bob -p swordfish admin``)
_DB_LOGIN = (
    r"\b(?:(?:docker|podman|helm\s{1,64}registry|az)\s{1,64}login|mysql|mysqldump|mysqladmin|mariadb"
    r"|mongo(?:sh|dump|restore|export|import)?)\b"
)


# --------------------------------------------------------------------------------------------------
# Numbers a check digit makes precise: payment cards (Luhn), IBANs (ISO 13616 mod 97), and US SSNs beside
# their word
# --------------------------------------------------------------------------------------------------


def luhn(digits: str) -> bool:
    """The Luhn check a payment card's last digit makes true (ISO/IEC 7812)."""
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def _card_network(digits: str) -> bool:
    """The number's length is one its network issues for its first digits (ISO/IEC 7812 ranges): Visa 4 (13 or
    16), Mastercard 51-55 and 2221-2720 (16), Amex 34/37 (15), Diners 30-305/36/38/39 (14 or 16), JCB
    3528-3589, Discover, UnionPay and Maestro (5x/6x: 16). 17-19-digit cards are left out: a 64-bit integer in
    decimal (a seed, an id) is 19 digits, a time stamp 14 (``20100314204946``)."""
    n, two, four = len(digits), digits[:2], digits[:4]
    if digits[0] == "4":
        return n in (13, 16)
    if two in ("34", "37"):
        return n == 15
    if two in ("36", "38", "39") or "300" <= digits[:3] <= "305":
        return n in (14, 16)
    return n == 16 and (
        "51" <= two <= "55"
        or "2221" <= four <= "2720"
        or "3528" <= four <= "3589"
        or two in ("50", "56", "57", "58")
        or digits[0] == "6"
    )


def _check_card(m: re.Match[str]) -> bool:
    """A card number: its network's length (_card_network), and Luhn (a timestamp in ms or µs, a snowflake id
    start with 1; a decimal's digits are not one)."""
    at, text = m.start(), m.string
    if at > 1 and text[at - 1] in ".," and text[at - 2].isdigit():  # the decimals of a number (0.1 + 0.2)
        return False
    digits = re.sub(r"[ -]", "", m.group("secret"))
    return _card_network(digits) and luhn(digits) and len(set(digits)) > 1


# Each country's IBAN length (ISO 13616 registry, SWIFT release 2024): the length and the mod-97 check
# together leave about one string in 10,000 of the shape by chance.
_IBAN_LENGTHS = {
    country: length
    for length, countries in {
        15: "NO",
        16: "BE",
        18: "DK FI FK FO GL NL SD",
        19: "MK SI",
        20: "AT BA EE KZ LT LU MN XK",
        21: "CH HR LI LV",
        22: "BG BH CR DE GB GE IE ME RS VA",
        23: "AE GI IL IQ OM SO TL",
        24: "AD CZ ES MD PK RO SA SE SK TN VG",
        25: "LY PT ST",
        26: "IS TR",
        27: "BI DJ FR GR IT MC MR SM",
        28: "AL AZ BY CY DO GT HU LB NI PL SV",
        29: "BR EG PS QA UA",
        30: "JO KW MU YE",
        31: "MT SC",
        32: "LC",
        33: "RU",
    }.items()
    for country in countries.split()
}


def _check_iban(m: re.Match[str]) -> bool:
    """An IBAN: its country's length, and the number its letters make (A=10 … Z=35), the first four
    characters moved to the end, is 1 modulo 97."""
    iban = m.group(0).replace(" ", "").upper()
    if _IBAN_LENGTHS.get(iban[:2]) != len(iban):
        return False
    return int("".join(str(int(c, 36)) for c in iban[4:] + iban[:4])) % 97 == 1


_SSN_WORD_RE = re.compile(r"(?i)\b(?:ssns?|social[\s-]{1,8}security(?:[\s-]{1,8}(?:number|no\b\.?|#))?)(?![A-Za-z0-9])")
_SSN_NEAR = 48  # characters either side of the number where its word makes it an SSN, in the same sentence
_SENTENCE_END_RE = re.compile(r"[.!?;][\s)\]\"']|\n")


def _check_ssn(m: re.Match[str]) -> bool:
    """NNN-NN-NNNN (or 9 digits) as the SSA issues them (area not 000, 666 or 9xx; group not 00; serial
    not 0000), with an SSN word within _SSN_NEAR characters: the shape alone is any number."""
    digits = re.sub(r"[ -]", "", m.group(0))
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    if area in {"000", "666"} or area[0] == "9" or group == "00" or serial == "0000":
        return False
    text = m.string
    for word in _SSN_WORD_RE.finditer(text, max(0, m.start() - _SSN_NEAR), min(len(text), m.end() + _SSN_NEAR)):
        between = text[word.end() : m.start()] if word.end() <= m.start() else text[m.end() : word.start()]
        if _SENTENCE_END_RE.search(between) is None:
            return True
    return False


_PGPASS_WORD = r"(?:[^:\\\s\"'`]|\\.)"
_PGPASS = r"(?P<host>[A-Za-z0-9._\-]{1,253}|\*):(?:[0-9]{1,5}|\*):" + _PGPASS_WORD + r"{1,64}:[A-Za-z_][\w.@\-]{0,63}:"
_PGPASS_HINT = re.compile(r":(?:[0-9]{1,5}|\*):")


def _check_pgpass(m: re.Match[str]) -> bool:
    """The host is a name, an address or '*' (``10:30:00:foo:bar`` is a time), the password no placeholder."""
    host = m.group("host")
    return (host == "*" or re.search(r"[A-Za-z.]", host) is not None) and not is_placeholder(m.group("secret"))


# a credentials file's user:password line (``bob:girasol``): a user's name, ':', a password with no ':' and no blank
_CREDENTIAL_LINE = r"(?P<user>[A-Za-z_][\w.@\-]{0,63}):(?P<secret>[^\s:\"'`$]{1,128})"
_CREDENTIAL_LINE_RE = re.compile(rf"[ \t]{{0,8}}{_CREDENTIAL_LINE}[ \t]{{0,8}}\r?")
_HTPASSWD_HINT = re.compile(r"(?i)htpasswd")
_HTPASSWD_NAME_RE = re.compile(r"(?i)(?<![\w\-])\.?htpasswd\b")
_FENCE_RE = re.compile(r"[ \t]{0,8}(?:```|~~~)[\w\-]{0,16}[ \t]{0,8}\r?")
_CREDENTIAL_LINES_BACK = 32  # lines read back for the file's name


def _check_htpasswd_line(m: re.Match[str]) -> bool:
    """A plain ``.htpasswd`` line (:data:`_CREDENTIAL_LINE`) under the file's name: on the line itself (the second
    rule's), or on a line above with only such lines (or a code fence) between; the password no placeholder nor a
    schema's word (``user:password``, ``bob:string``), nor a number (a ratio, a time: ``bob:2``)."""
    value = m.group("secret")
    if is_placeholder(value) or value.lower() in _SCHEMA_WORDS or _NUMBER_RE.fullmatch(value) or value.startswith("$"):
        return False
    text, at = m.string, m.start("user")
    line_start = text.rfind("\n", 0, at) + 1
    if _HTPASSWD_NAME_RE.search(text, line_start, at):
        return True
    lines = text[max(0, line_start - 4096) : max(0, line_start - 1)].split("\n")
    for line in reversed(lines[-_CREDENTIAL_LINES_BACK:]):
        if _HTPASSWD_NAME_RE.search(line):
            return not _CREDENTIAL_LINE_RE.fullmatch(line)
        if not (_CREDENTIAL_LINE_RE.fullmatch(line) or _FENCE_RE.fullmatch(line)):
            return False
    return False


def _decodes_to_a_login(m: re.Match[str]) -> bool:
    """Base64 of ``user:password`` (as an HTTP basic login is written), both parts there."""
    try:
        login = base64.b64decode(m.group("secret"), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        return False
    user, colon, password = login.partition(":")
    return bool(colon and user and password) and login.isprintable()


# A crypt(3) scheme's id ($1$ MD5, $apr1$ Apache's, $5$/$6$ SHA-crypt, $y$/$gy$ yescrypt, $7$ scrypt, Argon2's,
# passlib's PBKDF2 and scrypt), its parameters ("rounds=5000", "v=19", "m=65536,t=3,p=4", a cost), a salt, then the hash
_CRYPT_IDS = r"1|apr1|md5|5|6|y|gy|7|sha1|sha256|sha512|argon2(?:id|i|d)|pbkdf2(?:-sha[0-9]{1,3})?|scrypt"
_CRYPT_PARAMS = r"(?:[a-z]{1,8}=[0-9]{1,10}(?:,[a-z]{1,8}=[0-9]{1,10}){0,4}|[0-9]{1,10})"
_CRYPT_B64 = r"[./A-Za-z0-9+]"
_CRYPT_HASH = rf"{_CRYPT_B64}{{16,128}}={{0,2}}"


# A property's dotted name (``stripe.``, ``spring.datasource.``: its parts before the last) and a pair of such a name
# '=' glued and a value with no blank, as a properties dump lists them on one line
_DOTTED_NAME = r"[A-Za-z][\w\-]{0,64}\.(?:[A-Za-z][\w\-]{0,64}\.){0,6}"
_DOTTED_PAIR = rf"""{_DOTTED_NAME}[\w\-]{{1,64}}=(?:"[^"\n]{{0,256}}"|'[^'\n]{{0,256}}'|[^\s"'=]{{1,256}})"""


def _tok(kind: str, pattern: str, check: Callable[[re.Match[str]], bool] | None = None) -> Rule:
    """A vendor token: a literal prefix (fast to find), whole tokens only."""
    return Rule(kind, re.compile(pattern), check, token=True)


BASE_RULES: tuple[Rule, ...] = (
    # A whole PEM block, armour lines included; a block cut off before its END line is masked
    # through its base64 body (lines of at most _PEM_LINE characters, at most 1024 of them).
    Rule("private_key", re.compile(rf"{_PEM_BEGIN}{_PEM_BODY}{_PEM_END}")),
    Rule(
        "private_key",
        re.compile(
            rf"{_PEM_BEGIN}(?:[ \t]{{0,64}}\r?\n[A-Za-z][\w-]{{0,64}}:[^\n]{{0,256}}){{0,8}}"  # Proc-Type: / DEK-Info:
            rf"(?:\s{{0,64}}[A-Za-z0-9+/]{{16,{_PEM_LINE}}}={{0,2}}){{0,1024}}"
            rf"(?:\s{{0,64}}\n[A-Za-z0-9+/]{{1,{_PEM_LINE}}}={{0,2}}(?=[ \t]{{0,64}}(?:\r?\n|\Z)))?"
        ),
    ),
    _tok("aws_access_key", rf"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{{16}}{_R}"),
    Rule(
        "aws_secret_key",
        re.compile(
            r"(?i)aws_?secret(?:_?access)?_?key[\"'`]?\s*+(?::=|=>|=|:)\s*+[\"'`]?"
            r"(?P<secret>[^\s\"'`,;]{8,}+)"
        ),
    ),
    # A possessive run of a token's characters ends where the token does: the right-edge check after it
    # is implied, and a long run is read once (a greedy one would be re-read from every inner prefix).
    _tok("github_token", rf"gh[pousr]_[A-Za-z0-9]{{30,255}}+{_R}"),
    _tok("github_token", rf"github_pat_[A-Za-z0-9_]{{22,255}}+{_R}"),
    _tok("gitlab_token", r"glpat-[A-Za-z0-9_\-]{20,}+"),
    Rule("slack_webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows|triggers)/[\w/\-]++")),
    # A Microsoft Teams (Office 365) incoming webhook: its path after ``IncomingWebhook/`` lets anyone post to the
    # channel
    Rule(
        "teams_webhook",
        re.compile(
            r"https://[\w.\-]{0,64}(?:outlook\.office(?:365)?\.com|webhook\.office\.com)/webhookb?2?/[\w.@\-]{1,256}"
            r"/IncomingWebhook/(?P<secret>[0-9a-f]{32}/[0-9a-f\-]{36}(?:/[\w\-]{1,128}){0,2})"
        ),
        hint=re.compile("IncomingWebhook"),
    ),
    # A Discord webhook: its id, then the token that lets anyone post (a URL path is otherwise no secret)
    Rule(
        "discord_webhook",
        re.compile(
            r"https://(?:(?:ptb|canary)\.)?discord(?:app)?\.com/api/(?:v\d{1,2}/)?webhooks/[0-9]{17,20}/"
            r"(?P<secret>[A-Za-z0-9_\-]{60,100})(?![A-Za-z0-9_\-])"
        ),
        hint=re.compile("discord"),
    ),
    # Slack: "plan for tokens of up to 255 characters"
    _tok("slack_token", rf"xox[abeoprs]-[A-Za-z0-9\-]{{10,255}}+{_RD}"),
    _tok("slack_token", rf"xapp-\d-[A-Za-z0-9\-]{{10,255}}+{_RD}"),
    _tok("anthropic_key", r"sk-ant-[A-Za-z0-9_\-]{20,}+", _needs_digit),
    _tok("openai_key", r"sk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_\-]{20,}+", _needs_digit),
    _tok("google_api_key", rf"AIza[0-9A-Za-z_\-]{{35}}{_RD}"),
    _tok("stripe_key", rf"[srp]k_(?:live|test)_[0-9A-Za-z]{{16,}}+{_R}"),
    # A Stripe secret or restricted key typed short (``stripe.key=sk_live_girasol``, a test's or a note's): the
    # prefix names a secret key whatever follows it, four characters or more but for a placeholder's
    # (``sk_live_xxxx``, ``sk_test_example``); the publishable key (``pk_``) is public
    _tok(
        "stripe_key",
        rf"[sr]k_(?:live|test)_[0-9A-Za-z]{{4,15}}+{_R}",
        lambda m: not is_placeholder(m.group()[8:]) and len(set(m.group()[8:].lower())) > 1,
    ),
    _tok("npm_token", rf"npm_[A-Za-z0-9]{{36}}{_R}"),
    _tok("huggingface_token", rf"hf_[A-Za-z0-9]{{30,}}+{_R}", _needs_digit),
    _tok("google_oauth_token", r"ya29\.[0-9A-Za-z_\-]{20,}+"),
    _tok("vault_token", r"hv[sbr]\.[A-Za-z0-9_\-]{24,}+"),
    # Airtable's personal access token: "pat", a 14-character id, '.', 64 hex (the random-token rule reads neither half)
    _tok("airtable_token", rf"pat[A-Za-z0-9]{{14}}\.[0-9a-f]{{64}}{_R}"),
    # header.payload.signature; the parts after the header are optional in the pattern (checked in
    # _whole_jwt), so an attempt that reads a long run of header characters always ends in a match and
    # the scan moves past the run instead of re-reading it from every "eyJ" inside it.
    _tok("jwt", r"eyJ[A-Za-z0-9_\-]{8,}+(?:\.[A-Za-z0-9_\-]{8,}+\.[A-Za-z0-9_\-]*+)?", _whole_jwt),
    # A password's hash as a password file or a database stores it (htpasswd's ``ana:$apr1$…``, /etc/shadow's
    # ``ana:$6$…``, bcrypt's ``$2b$12$…``, Argon2's, PBKDF2's and scrypt's, LDAP's ``{SSHA}…``, Django's
    # ``pbkdf2_sha256$…``, a secretsdump line's LM:NT pair): whole, its scheme's parameters and salt too — it opens the
    # password to a cracker as the password does to a login. A scheme's name alone ("$2b$ is bcrypt's prefix", "{SHA}")
    # holds no hash, and a hex digest with no scheme (a commit, a checksum) is no one's password.
    Rule(
        "password_hash",
        re.compile(
            rf"""(?P<secret>\$(?:{_CRYPT_IDS})\$(?:{_CRYPT_PARAMS}\$){{0,2}}(?:{_CRYPT_B64}{{1,64}}\$){{1,2}}{_CRYPT_HASH}"""
            rf"""|\$2[abxy]?\$[0-9]{{2}}\$[./A-Za-z0-9]{{50,60}}"""
            rf"""|pbkdf2_sha(?:1|256)\$[0-9]{{1,10}}\${_CRYPT_B64}{{1,64}}\$[A-Za-z0-9+/]{{16,128}}={{0,2}}"""
            rf"""|(?i:\{{(?:S?SHA(?:1|256|384|512)?|S?MD5|PBKDF2[-_A-Z0-9]{{0,16}})\}})[A-Za-z0-9+/]{{16,256}}={{0,2}})"""
            r"""(?![./A-Za-z0-9+=$])"""
        ),
        hint=re.compile(r"[${]"),
    ),
    Rule(
        "password_hash",
        re.compile(r"(?m)^[^\s:]{1,64}:[0-9]{1,10}:(?P<secret>[0-9a-fA-F]{32}:[0-9a-fA-F]{32}):::"),
        hint=re.compile(":::"),
    ),
    # scheme://user:PASSWORD@host: only the password goes (the last '@' before the path ends it).
    Rule(
        "url_password",
        re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]{1,20}://[^\s:/?#@\"'<>]*+:(?P<secret>[^\s/?#\"'<>]+)@"),
        _check_url_password,
        hint=re.compile(r"://"),
    ),
    # With no scheme, as a share's address is written ("//bob:hunter2xyz@nas/share", mount's and smbclient's): the '//'
    # opening a word, a user's name, and a host's after '@' (an XPath's "//x:label[@for=$id]" has a bracket)
    Rule(
        "url_password",
        re.compile(r"(?<![\w/:])//[A-Za-z0-9._\-]{1,64}:(?P<secret>[^\s/?#\"'<>\[\]@]{1,128})@(?=[A-Za-z0-9])"),
        _check_url_password,
        hint=re.compile(r"//[A-Za-z0-9._\-]{1,64}:"),
    ),
    # A URL query's or a form body's "pass" beside a user's parameter or on a login's path (_check_query_pass)
    Rule(
        "url_password",
        re.compile(r"(?i)[?&]pass=(?P<secret>[^&#\s\"'<>`]{1,256}?)(?=[.,;:!?)]{0,3}(?:$|[&#\s\"'<>`]))"),
        _check_query_pass,
        hint=re.compile(r"(?i)[?&]pass="),
    ),
    # A token given as a URL's user, no password after it, as git and pip take one (``https://TOKEN@github.com/o/r.git``:
    # an old GitHub token's 40 hex, a random run): twenty letters and digits or more, both in it, no separator (a name
    # has one, or is shorter: ``https://bob@bitbucket.org``, ``ssh://git@host``), no alphabet's or counting run
    Rule(
        "url_token",
        re.compile(r"\b[A-Za-z][A-Za-z0-9+.\-]{1,20}://(?P<secret>[A-Za-z0-9]{20,255}+)@(?=[A-Za-z0-9])"),
        lambda m: (
            sum(c.isdigit() for c in m.group("secret")) >= 2
            and sum(c.isalpha() for c in m.group("secret")) >= 2
            and not is_sequential(m.group("secret"))
        ),
        hint=re.compile(r"://[A-Za-z0-9]{20}"),
    ),
    # A URL query's token or key (_check_query_token)
    Rule(
        "url_token",
        re.compile(
            r"(?i)[?&](?:(?:access|auth|private|id|refresh)[_\-]?token|token|api[_\-]?key|apikey|client[_\-]?secret)="
            r"(?P<secret>[^&#\s\"'<>`]{1,256}?)(?=[.,;:!?)]{0,3}(?:$|[&#\s\"'<>`]))"
        ),
        _check_query_token,
        hint=re.compile(r"(?i)token=|key=|secret="),
    ),
    # A signed URL's signature (S3 and GCS pre-signed URLs, Azure SAS): whoever holds the URL has the access.
    Rule(
        "url_signature",
        re.compile(r"(?i)[?&](?:x-amz-signature|x-goog-signature|signature|sig)=(?P<secret>[A-Za-z0-9%+/=_\-]{16,}+)"),
        hint=re.compile(r"(?i)sig"),
    ),
    Rule(
        "bearer_token",
        re.compile(
            r"(?i)\bauthorization\b[\"'`]?\s*+[:=]\s*+[\"'`]?(?:bearer|token|basic|digest|apikey)\s++"
            r"(?P<secret>[A-Za-z0-9\-._~+/]{8,}+=*+)"
        ),
        hint=re.compile(r"(?i)authorization"),
    ),
    # a shorter one where the header closes after it, a request's as typed (httpie's ``'Authorization:Bearer girasol'``,
    # a header's line): the header's value is the credential whatever it reads (_check_header_credential)
    Rule(
        "bearer_token",
        re.compile(
            r"(?i)\bauthorization\b[\"'`]?[ \t]*+[:=][ \t]*+[\"'`]?(?:bearer|token)[ \t]++"
            r"(?P<secret>[A-Za-z0-9\-._~+/]{4,7}+=*+)(?=[\"'`]|[ \t]*+(?:\r?\n|$))"
        ),
        lambda m: _check_header_credential(m.group("secret")),
        hint=re.compile(r"(?i)authorization"),
    ),
    # Basic's login written as it is before base64 ("Authorization: Basic bob:Tulipa7"): the password after the user's
    # name and ':'
    Rule(
        "bearer_token",
        re.compile(
            r"(?i)\bauthorization\b[\"'`]?\s*+[:=]\s*+[\"'`]?basic[ \t]{1,64}[^\s:\"'`]{1,64}:"
            r"(?P<secret>[^\s\"'`]{1,128})"
        ),
        _check_url_password,
        hint=re.compile(r"(?i)authorization"),
    ),
    Rule(
        "bearer_token",
        re.compile(r"(?i)\bbearer\s++(?P<secret>(?=[A-Za-z\-._~+/]*+\d)[A-Za-z0-9\-._~+/]{16,}+=*+)"),
        hint=re.compile(r"(?i)bearer"),
    ),
    # A session's cookie (``Cookie: sessionid=…``, ``PHPSESSID=…``, ``JSESSIONID=…``, ``laravel_session=…``,
    # ``connect.sid=…``): whoever holds it is logged in as its owner (_check_session)
    Rule(
        "session_cookie",
        re.compile(
            r"(?i)(?:session(?:[_\-]?id)?|sessid|sid)[ \t]{0,8}=[ \t]{0,8}[\"']?"
            r"(?P<secret>[A-Za-z0-9%._\-+/]{16,512}+={0,2})(?![A-Za-z0-9%._\-+/=])"
        ),
        _check_session,
        hint=re.compile(r"(?i)sess|sid"),
    ),
    # A password given on a command line: ``curl -u user:PASS`` (``-uuser:PASS``), ``docker login -p PASS``,
    # ``mysql -pPASS``, ``mongo -p PASS``, ``sshpass -p PASS``, ``redis-cli -a PASS``, bare or in shell quotes
    # (``-p 'PASS'``, ``-p"PASS"``, ``user:'PASS'``, ``'user:PASS'``: what is inside the quotes goes; a quote left
    # open, the word after it).
    # A bare value must not look like a word or a variable; no value is a shell expansion (``"$(cat ~/.pw)"``).
    # The option is looked for within _ARGS characters of the command, up to the command's next mention.
    Rule(
        "cli_password",
        re.compile(
            rf"{_command('curl')}(?:-u\s{{0,64}}|--user(?:\s{{1,64}}|=))"
            rf"""(?:{_shell_quoted("secret", single="usq", prefix=_CURL_USER + ":")}"""  # 'user:PASS'
            rf"""|["']?{_CURL_USER}["']?:(?:{_shell_quoted("quoted")}|["']?(?P<bare>[^\s"'@]++)))"""
        ),
        _check_cli_password,
        hint=re.compile(r"(?i)curl"),
    ),
    Rule(
        "cli_password",
        re.compile(
            rf"(?:(?P<db>{_DB_LOGIN})(?:(?!{_DB_LOGIN})[^\n|;&]){{0,{_ARGS}}}?\s(?:-p(?P<glued>(?!\s))?\s{{0,64}}"
            r"|--password(?:\s{1,64}|=))"
            # redis-cli's -a and its long form --pass (-p is the port)
            rf"|\bredis-cli\b(?:(?!\bredis-cli\b)[^\n|;&]){{0,{_ARGS}}}?\s(?:-a|--pass)\s{{1,64}}"
            # sshpass's own -p, not its command's (ssh -p 2222)
            r"|\bsshpass(?:\s{1,64}-(?:v|P\s{0,64}\S{1,256})){0,8}\s{1,64}-p\s{0,64})"
            rf"{_CLI_VALUE}"
        ),
        _check_db_password,
        hint=re.compile(r"(?i)login|sshpass|mysql|mariadb|redis-cli|mongo"),
    ),
    # Commands whose option takes only the password, the same reading: ``zip -P PASS`` and ``unzip -P PASS``,
    # ``7z a -pPASS`` (glued: ``-p`` alone prompts), ``openssl enc -k PASS`` and ``-pass pass:PASS``, ``smbclient -U
    # user%PASS``, ``htpasswd -b FILE user PASS`` (``-nb user PASS``: no file), ``net use … /user:bob PASS`` (or the
    # password after the share), ``ssh-keygen -N PASS``, ``wget --http-password PASS``, and what ``echo`` pipes into
    # ``sudo -S``, ``docker login --password-stdin``, ``chpasswd`` or ``passwd --stdin`` (each reads the password from
    # its input); remote desktops' and ftp clients' ``-p``, ``/p:``, ``-u user,PASS``, keytool's ``-storepass``, ``gh
    # secret set --body``.
    *(
        Rule("cli_password", re.compile(rf"{_command(command)}{option}{_CLI_VALUE}"), _check_cli_password, hint=hint)
        for command, option, hint in (
            (r"(?:un)?zip", r"(?:-P|--password)\s{1,64}", re.compile("zip")),
            (r"7z[az]?", r"-p(?=[^\s-])", re.compile("7z")),
            ("openssl", r"(?:-k\s{1,64}|-pass(?:in|out|word)?\s{1,64}pass:)", re.compile("openssl")),
            ("smbclient", r"""(?:-U|--user(?:=|\s))\s{0,64}["']?[^\s%"']{1,64}%""", re.compile("smbclient")),
            # smbclient's password is also its one word after the share (``smbclient //nas/share PASS -U bob``) or,
            # options aside, after the user (``-U bob PASS``); any option is a dash's
            ("smbclient", r"(?://|\\\\)\S{1,256}\s{1,64}(?![-/\\])", re.compile("smbclient")),
            (
                "smbclient",
                r"""(?:-U|--user(?:=|\s))\s{0,64}[^\s%"'-][^\s%"']{0,63}\s{1,64}(?![-/\\])""",
                re.compile("smbclient"),
            ),
            ("(?i:net)[ \t]{1,8}(?i:use)", r"/(?i:u(?:ser)?):\S{1,64}\s{1,64}", re.compile(r"(?i)net[ \t]{1,8}use")),
            # the password right after the share, as Windows documents it (``net use \\nas\share PASS /user:bob``)
            ("(?i:net)[ \t]{1,8}(?i:use)", r"\\\\\S{1,256}\s{1,64}(?![/*])", re.compile(r"(?i)net[ \t]{1,8}use")),
            ("ssh-keygen", r"-N\s{1,64}", re.compile("ssh-keygen")),  # the new key's passphrase
            ("ssh-keygen", r"-P\s{1,64}", re.compile("ssh-keygen")),  # and the old one's (``ssh-keygen -p -P OLD``)
            ("gpg2?", r"--passphrase(?:\s{1,64}|=)", re.compile("gpg")),  # gpg's passphrase on its command line
            ("curl", r"--oauth2-bearer\s{1,64}", re.compile("curl")),  # curl's OAuth 2 bearer token
            ("twine", r"(?:-p|--password)(?:\s{1,64}|=)", re.compile("twine")),  # a package index's password or token
            # a secret store's own value: Azure Key Vault's, AWS Secrets Manager's, macOS's keychain's ``-w``
            (r"az[ \t]{1,8}keyvault[ \t]{1,8}secret[ \t]{1,8}set", r"--value(?:\s{1,64}|=)", re.compile("keyvault")),
            (r"aws[ \t]{1,8}secretsmanager", r"--secret-string(?:\s{1,64}|=)", re.compile("secretsmanager")),
            (r"security[ \t]{1,8}add-(?:generic|internet)-password", r"-w\s{1,64}", re.compile("add-")),
            # npm's registry login set on its command line (``npm config set //registry/:_authToken TOKEN``)
            (r"npm[ \t]{1,8}config[ \t]{1,8}set", r"\S{0,256}:_(?:authToken|auth|password)\s{1,64}", re.compile("npm")),
            ("wget", r"--(?:http-|ftp-|proxy-)?password\s{1,64}", re.compile("wget")),
            ("(?:sqlcmd|bcp|osql)", r"-P\s{0,64}", re.compile("sqlcmd|bcp|osql")),  # SQL Server's: -U user -P PASS
            # remote desktops, Sysinternals, ftp clients, Java's keystores, GitHub's CLI
            ("(?:rdesktop|psexec|ncftp)", r"-p\s{1,64}", re.compile("rdesktop|psexec|ncftp")),
            ("(?:x|wl)freerdp", r"/p:", re.compile("freerdp")),
            ("lftp", r"-u\s{1,64}[^\s,]{1,64},", re.compile("lftp")),
            ("keytool", r"-(?:src|dest)?(?:store|key)pass\s{1,64}", re.compile("keytool")),
            (r"gh[ \t]{1,8}secret[ \t]{1,8}set", r"(?:-b\s{1,64}|--body(?:\s{1,64}|=))", re.compile("secret")),
            # Windows' ``setx DB_PASSWORD PASS``; iwctl's and x11vnc's options that take only the password
            ("(?i:setx)", rf"(?i:\w{{0,64}}?{_SECRET_WORD}\w{{0,32}})\s{{1,64}}", re.compile("(?i)setx")),
            # and a Dockerfile's ``ENV NAME value`` (its older form, no '='), read as setx's; the instruction opens its
            # line
            ("(?<![^\n])ENV", rf"(?i:\w{{0,64}}?{_SECRET_WORD}\w{{0,32}})[ \t]{{1,64}}", re.compile("ENV")),
            ("iwctl", r"--passphrase(?:\s{1,64}|=)", re.compile("iwctl")),
            ("x11vnc", r"-passwd\s{1,64}", re.compile("x11vnc")),
            # Subversion's ``--password PASS``, OpenLDAP's tools' ``-w PASS`` (``-W`` prompts), Mosquitto's clients'
            # ``-P PASS``, rar's ``-pPASS`` (glued: ``-p`` alone prompts, ``-p-`` asks none)
            ("svn", r"--password\s{1,64}", re.compile("svn")),
            (r"ldap(?:search|add|modify|delete|passwd|whoami|compare|modrdn|exop)", r"-w\s{1,64}", re.compile("ldap")),
            (r"mosquitto_(?:pub|sub|rr)", r"-P\s{1,64}", re.compile("mosquitto")),
            (r"(?:un)?rar", r"-p(?=[^\s-])", re.compile("rar")),
            # httpie's login (``http -a bob:PASS``: ``-a bob`` alone prompts) and its bearer token (``-A bearer -a
            # TOKEN``)
            ("https?", r"""(?:-a|--auth)(?:\s{1,64}|=)["']?[^\s:"'$]{1,64}:""", re.compile("http")),
            (
                "https?",
                r"(?:-A|--auth-type)(?:\s{1,64}|=)bearer\s{1,64}(?:-a|--auth)(?:\s{1,64}|=)",
                re.compile("bearer"),
            ),
            # AWS Systems Manager's encrypted parameter: its ``--value`` is the secret it stores (a ``String``'s is
            # configuration)
            (
                r"aws[ \t]{1,8}ssm[ \t]{1,8}put-parameter(?=[^\n]{0,512}SecureString)",
                r"--value(?:\s{1,64}|=)",
                re.compile("SecureString"),
            ),
        )
    ),
    # A command that prints the password for a tool that asks for one (restic's and rclone's ``--password-command``,
    # borg's ``BORG_PASSCOMMAND``): an ``echo`` there prints the password itself, whatever it reads
    Rule(
        "cli_password",
        re.compile(
            r"(?:--password-command|(?i:passcommand))(?:[ \t]{1,64}|=)(?P<oq>[\"'])[ \t]{0,8}echo[ \t]{1,64}"
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'`$]{1,256}))[ \t]{0,8}(?P=oq)"""
        ),
        _check_cli_password,
        hint=re.compile(r"(?i)password-command|passcommand"),
    ),
    # ``openssl passwd [-1|-5|-6|-apr1] [-salt S] PASS`` and mysqladmin's ``password NEW`` (which sets the account's
    # password): the command's options, then the password closing the command line (``$(openssl passwd -1 PASS)``)
    Rule(
        "cli_password",
        re.compile(
            r"\b(?:openssl[ \t]{1,8}passwd(?P<passwd>)|mysqladmin)"
            r"(?:[ \t]{1,64}-(?:salt|in|u|h|P)[ \t]{1,64}[^\s-]\S{0,255}"  # an option and its argument
            r"|[ \t]{1,64}-(?!(?:salt|in)\b)[\w-]{1,16}(?:=\S{1,64})?){0,8}"
            r"(?(passwd)|[ \t]{1,64}password)"
            rf"""[ \t]{{1,64}}(?:{_shell_quoted("quoted")}|(?P<bare>[^\s"'()]++))(?=[ \t]{{0,64}}(?:$|[\n|;&)]))"""
        ),
        _check_cli_password,
        hint=re.compile("passwd|mysqladmin"),
    ),
    # Right after the command's own words, nothing else between: Windows' ``net user NAME PASS [/add]`` (``*``
    # prompts), ``wpa_passphrase SSID PASS``, ``rabbitmqctl add_user|change_password NAME PASS``; each closing its
    # command line or before an option
    Rule(
        "cli_password",
        re.compile(
            r"(?:(?i:\bnet[ \t]{1,8}user)[ \t]{1,64}[^\s/*\"]{1,64}"
            r"""|\brabbitmqctl[ \t]{1,8}(?:add_user|change_password)[ \t]{1,64}[^\s"'-]\S{0,63}"""
            r"""|\bwpa_passphrase[ \t]{1,64}(?:"[^"\n]{1,64}"|\S{1,64}))"""
            # or a JSON string's close: a model's reply is read decoded too (models/scrub.py)
            rf"""[ \t]{{1,64}}(?![/*]){_CLI_VALUE}(?=[ \t]{{0,64}}(?:$|[\n|;&>"]|/))"""
        ),
        _check_cli_password,
        hint=re.compile(r"(?i)net[ \t]{1,8}user|wpa_passphrase|rabbitmqctl"),
    ),
    # ftp's own ``user NAME PASS`` command (a password after the user logs in at once): at its prompt (``ftp> user bob
    # PASS``), or opening a line after a line that runs ftp (``ftp db01`` … ``user bob PASS``), closing its line
    Rule(
        "cli_password",
        re.compile(
            r"(?:(?<=\n)|^)[ \t]{0,8}(?P<prompt>ftp>[ \t]{0,8})?user[ \t]{1,8}[^\s\"'-][^\s\"']{0,63}[ \t]{1,8}"
            rf"""{_CLI_VALUE}(?=[ \t]{{0,64}}(?:$|[\n"]))"""
        ),
        lambda m: (
            (
                m.group("prompt") is not None
                or _FTP_LINE_RE.search(m.string, max(0, m.start() - _FTP_BACK), m.start()) is not None
            )
            and _check_cli_password(m)
        ),
        hint=re.compile(r"(?i)ftp"),
    ),
    # PowerShell's ``ConvertTo-SecureString "PASS" -AsPlainText``: a quoted string (a variable is no password)
    Rule(
        "cli_password",
        re.compile(r"(?i:\bconvertto-securestring(?:[ \t]{1,64}-string)?)[ \t]{1,64}" + _shell_quoted("quoted")),
        _check_cli_password,
        hint=re.compile(r"(?i)securestring"),
    ),
    # nmcli's Wi-Fi key where it joins or sets up a network (``nmcli dev wifi connect SSID password PASS``, ``nmcli
    # con modify X wifi-sec.psk PASS``)
    Rule(
        "cli_password",
        re.compile(
            rf"{_command('nmcli')}(?:password|(?:wifi-sec|802-11-wireless-security)\.psk)\s{{1,64}}{_CLI_VALUE}"
        ),
        lambda m: _NMCLI_SETS_RE.search(m.group(0)) is not None and _check_cli_password(m),
        hint=re.compile("nmcli"),
    ),
    # An Oracle login on its command line: ``sqlplus USER/PASS@db`` (``expdp``, ``impdp``, ``sqlldr``, ``rman target``),
    # and in a JDBC URL, as Oracle's driver takes it (``jdbc:oracle:thin:USER/PASS@host:1521/ORCL``)
    Rule(
        "cli_password",
        re.compile(
            r"(?:\b(?:sqlplus|expdp|impdp|sqlldr|rman[ \t]{1,8}target)(?:\s{1,64}-\w{1,16}){0,4}\s{1,64}"
            r"|\bjdbc:oracle:(?:thin|oci8?):)[\"']?"
            r"""[A-Za-z][\w$#]{0,63}/(?P<bare>[^\s@/"']{1,128})(?=@|\s|$|["'])"""
        ),
        _check_cli_password,
        hint=re.compile(r"sqlplus|expdp|impdp|sqlldr|rman|jdbc:oracle"),
    ),
    # Vault's login with a token (``vault login TOKEN``, ``vault login -address=… TOKEN``): the token, a random one (a
    # method's login names its fields: ``vault login -method=userpass username=bob``)
    Rule(
        "vault_token",
        re.compile(
            r"\bvault[ \t]{1,8}login(?:[ \t]{1,64}-[\w\-]{1,32}(?:=\S{1,256})?){0,8}[ \t]{1,64}"
            r"""(?P<secret>[^\s=\-"'][^\s="']{7,255})(?=[ \t]{0,64}(?:$|[\n|;&"]))"""
        ),
        lambda m: looks_random(m.group("secret")) and not is_placeholder(m.group("secret")),
        hint=re.compile("vault"),
    ),
    # Redis: ``requirepass PASS``, ``masterauth PASS`` (a redis.conf line), ``AUTH [USER] PASS`` at redis-cli's prompt
    Rule(
        "cli_password",
        re.compile(
            r"(?m)(?:^[ \t]{0,64}(?:requirepass|masterauth)"
            r"""|>[ \t]{0,8}(?i:auth)(?:[ \t]{1,64}[^\s"']{1,64})??)"""
            rf"[ \t]{{1,64}}{_CLI_VALUE}(?=[ \t]{{0,64}}$)"
        ),
        _check_cli_password,
        hint=re.compile(r"(?i)requirepass|masterauth|auth"),
    ),
    # A CIFS share's mount options: ``-o username=bob,password=PASS`` (``pass=``), a comma ending the value
    Rule(
        "cli_password",
        re.compile(
            r"\bmount(?:\.cifs)?\b[^\n|;&]{0,256}?\s-o\s{1,64}(?:[^\s,]{1,256},){0,16}?pass(?:word)?="
            r"""(?P<bare>[^\s,"']{1,256})"""
        ),
        _check_cli_password,
        hint=re.compile("mount"),
    ),
    # A password given to a command that reads it from its input, in a here-string: ``sudo -S <<< PASS``,
    # ``vncpasswd -f <<< PASS``, ``passwd --stdin <<< PASS``, ``docker login --password-stdin <<< PASS``
    Rule(
        "cli_password",
        re.compile(
            r"(?:\b(?P<sudo>sudo)\b|\bvncpasswd\b|\bpasswd[ \t]{1,8}--stdin|--password-stdin"
            r"|\b(?:docker|podman)[ \t]{1,8}secret[ \t]{1,8}create\b|--data-file=-|--passphrase-fd[ \t]{1,8}0\b)"
            rf"(?P<args>[^\n|;&<]{{0,{_ARGS}}})<<<[ \t]{{0,64}}{_CLI_VALUE}"
        ),
        lambda m: (
            (m.group("sudo") is None or _SUDO_S_RE.search(m.group("args")) is not None) and _check_cli_password(m)
        ),
        hint=re.compile("<<<"),
    ),
    # An expect script's answer to a password prompt: ``expect "*assword:" { send "PASS\r" }`` (on the next line too)
    Rule(
        "cli_password",
        re.compile(
            r"""\bexpect[ \t]{1,64}(?:-\w{1,8}[ \t]{1,64})?"[^"\n]{0,64}(?i:assword|passphrase)[^"\n]{0,64}"\s{0,64}"""
            r"""\{?\s{0,64}send[ \t]{1,64}(?:--[ \t]{1,8})?"(?P<quoted>[^"\n]{1,128}?)(?:\\[rn])?(?=")"""
        ),
        _check_cli_password,
        hint=re.compile("expect"),
    ),
    Rule(
        "cli_password",
        re.compile(
            # its options, one or several (``-b``, ``-B -b``, ``-B -C 10 -b``), then with -n the user and the password,
            # else a file (a path, or a name with "passwd"), the user, the password (_check_htpasswd: -b among them)
            r"\bhtpasswd(?P<opts>(?:\s{1,64}-(?:C\s{1,64}[0-9]{1,2}|[A-Za-z]{1,8})){1,6})"
            r"(?:\s{1,64}(?P<file>(?=\S{0,256}(?:[/.]|passwd))\S{1,256}))?"
            rf"\s{{1,64}}(?!-)\S{{1,64}}\s{{1,64}}{_CLI_VALUE}"
        ),
        lambda m: _check_htpasswd(m) and _check_cli_password(m),
        hint=re.compile("htpasswd"),
    ),
    Rule(
        "cli_password",
        re.compile(
            rf"""\b(?:echo|printf)\s{{1,8}}(?:-[ne]{{1,2}}\s{{1,8}})?(?:{_shell_quoted("quoted")}|(?P<bare>[^\s"'|;&]++))"""
            r"[ \t]{0,64}\|[ \t]{0,64}(?:sudo(?:[ \t]{1,64}-[A-Za-z]{1,8}){0,4}?[ \t]{1,64}"
            r"(?:-[A-Za-z]{0,8}S(?![A-Za-z])|--stdin\b)"
            rf"|{_DB_LOGIN}[^\n|;&]{{0,{_ARGS}}}?--password-stdin"  # docker login reads it from its input too
            # a secret made from its input: ``docker secret create NAME -``, ``kubectl create secret … =/dev/stdin``
            r"|(?:docker|podman)[ \t]{1,8}secret[ \t]{1,8}create\b|kubectl[ \t]{1,8}create[ \t]{1,8}secret\b"
            # and a cloud's secret store, its version read from the input (``gcloud secrets create NAME --data-file=-``)
            r"|gcloud[ \t]{1,8}secrets[ \t]{1,8}(?:create|versions[ \t]{1,8}add)\b"
            rf"[^\n|;&]{{0,{_ARGS}}}?--data-file=-"
            r"|gpg2?\b[^\n|;&]{0,256}?--passphrase-fd[ \t]{1,8}0\b"  # and gpg its passphrase
            r"|(?:sudo[ \t]{1,8})?(?P<chpasswd>chpasswd)\b"  # and chpasswd a user:password line
            r"|(?:sudo[ \t]{1,8})?passwd[ \t]{1,8}--stdin\b)"  # and passwd --stdin (Red Hat's) the password alone
        ),
        _check_piped_password,
        hint=re.compile("sudo|password-stdin|chpasswd|secret|passwd|passphrase-fd"),
    ),
    # What ``echo`` writes into a file named for a password, a secret or a token (``echo girasol > ~/.vault_pass``,
    # ``printf '%s' … > secrets/db_password.txt``: a password file, as Ansible's, Docker's and restic's read)
    Rule(
        "cli_password",
        re.compile(
            rf"""\b(?:echo|printf)[ \t]{{1,8}}(?:-[ne]{{1,2}}[ \t]{{1,8}}|(?P<fq>["'])%s\\?n?(?P=fq)[ \t]{{1,8}})?"""
            rf"""(?:{_shell_quoted("quoted")}|(?P<bare>[^\s"'|;&<>]++))[ \t]{{0,64}}>>?[ \t]{{0,64}}"""
            r"""["']?(?:[\w.~\-]{0,128}/){0,8}[\w.\-]{0,64}?(?i:pass(?:word|wd)?|pwd|secret|token)[\w.\-]{0,64}(?![\w/])"""
        ),
        _check_cli_password,
        hint=re.compile(r"\b(?:echo|printf)\b"),  # not ">" then 512 characters: a run of ">" read 512 times over
    ),
    # A connection string's password (ADO.NET, ODBC, JDBC's SQL Server): ``Server=db;User ID=sa;Pwd=swordfish;``, read
    # where the string names its server or user before it (a ``Pwd=`` alone is the shell's working directory)
    Rule(
        "assigned_secret",
        re.compile(
            r"(?i)(?:server|data[ \t]source|host|uid|user(?:[ \t]?id|name)?|database|initial[ \t]catalog|dsn)"
            r"[ \t]{0,8}="
            r"[^=\n]{0,256}?;[ \t]{0,8}(?:pwd|password)[ \t]{0,8}=[ \t]{0,8}"
            r"(?P<bare>[^;\"'\s]{1,256}+)(?=[ \t]{0,8}(?:;|\"|'|$))",
            re.M,
        ),
        _check_named_value,
        hint=re.compile(r"(?i)pwd|password"),
    ),
    # A libpq connection string's password, its keywords' pairs parted by blanks (``psql "host=db user=bob
    # password=Girasol dbname=app"``, ``dbname=app password='Girasol 7'``): after another of its keywords
    Rule(
        "assigned_secret",
        re.compile(
            r"""(?<![\w.\-])(?:host|hostaddr|port|dbname|user|sslmode|service|application_name|connect_timeout)="""
            r"""(?:'[^'\n]{0,256}'|[^\s'"=]{1,256})"""
            r"""(?:[ \t]{1,8}[a-z_]{1,32}=(?:'[^'\n]{0,256}'|[^\s'"=]{1,256})){0,8}?"""
            r"""[ \t]{1,8}password=(?:'(?P<quoted>[^'\n]{1,256})'|(?P<bare>[^\s'"]{1,256}))"""
        ),
        _check_named_value,
        hint=re.compile("password="),
    ),
    # A .netrc line (curl's, git's, ftp's logins): ``machine HOST login USER password PASS``, whatever PASS reads; the
    # ``default`` entry's too (``default login anonymous password PASS``: any other host's), and ``account`` before it
    Rule(
        "assigned_secret",
        re.compile(
            r"(?:\bmachine\s{1,64}\S{1,256}|(?<![^\s\"])default)\s{1,64}login\s{1,64}\S{1,256}"
            rf"(?:\s{{1,64}}account\s{{1,64}}\S{{1,256}})?\s{{1,64}}password\s{{1,64}}{_CLI_VALUE}"
        ),
        _check_named_value,
        hint=re.compile("machine|default"),
    ),
    # A sed substitution naming a password's, a secret's or a token's key, '=' or ':' after it, in its replacement
    # (``s/password=.*/password=girasol/``, ``s|^DB_PASSWORD=.*|DB_PASSWORD=Girasol|``: it writes that line of a config
    # file) or in its pattern (``s/password=girasol/…/``: the line it finds): the value as typed up to sed's delimiter
    # (the prose rules' value would run over it: :func:`in_sed_substitution`), read as an option's setting is
    # (:func:`_check_option_setting`: four characters or more); a pattern's wildcard (``.*``), a backreference
    # (``\1``, ``&``), an expansion (``$NEW``) or a placeholder (``REDACTED``) is none
    *(
        Rule(
            "assigned_secret",
            re.compile(
                rf"""{_SED_START}{part}\^?(?P<key>[\w.\-]{{0,64}}?(?i:{_OPTION_SECRET_WORD}))[ \t]{{0,8}}[=:]"""
                r"""[ \t]{0,8}(?P<bare>(?:(?!(?P=d))[^\s"'`\\&$]){1,128})(?P=d)"""
            ),
            _check_option_setting,
            hint=_SED_HINT,
        )
        for part in (_SED_PATTERN, "")
    ),
    # The same substitution with the key kept by a group of the pattern and the replacement opening on its
    # backreference (``s/^\(password\s*=\s*\).*/\1girasol/``, ``s/\(DB_PASSWORD=\).*/\1Girasol77/``, sed -E's
    # ``s/^(token: ).*/\1lavanda/``): the group closes on the key's '=' or ':' (blanks or ``\s*`` about it), so what
    # the replacement writes after ``\1`` is the key's value, up to the delimiter, read as above; a second
    # backreference (``\1\2``), an expansion (``\1$NEW``) or a placeholder (``\1REDACTED``) is none
    Rule(
        "assigned_secret",
        re.compile(
            rf"""{_SED_START}\^?\\?\((?:\\s\*|[ \t]\*?){{0,2}}(?P<key>[\w.\-]{{0,64}}?(?i:{_OPTION_SECRET_WORD}))"""
            r"""(?:\\s[*+]?|[ \t][*+]?){0,2}[=:](?:\\s[*+]?|[ \t][*+]?){0,2}\\?\)"""
            rf"""{_SED_PATTERN}\\[1-9](?P<bare>(?:(?!(?P=d))[^\s"'`\\&$]){{1,128}})(?P=d)"""
        ),
        _check_option_setting,
        hint=_SED_HINT,
    ),
    # A Wi-Fi network's QR payload (``WIFI:S:home;T:WPA;P:…;;``): the P field, up to its ';' (``\;`` escapes).
    Rule(
        "wifi_password",
        re.compile(r"WIFI:(?:[A-Z]:(?:[^;\\\n]|\\.){0,64};){0,4}P:(?P<secret>(?:[^;\\\n]|\\.){1,64})"),
        lambda m: not is_placeholder(m.group("secret")),
        hint=re.compile("WIFI:"),
    ),
    # hostapd's and wpa_supplicant's network key (``wpa_passphrase=…``, ``sae_password=…``: the line's value, a WPA
    # passphrase of 8 to 63 characters, whatever it reads)
    Rule(
        "wifi_password",
        re.compile(r"(?m)^[ \t]{0,8}(?:wpa_passphrase|sae_password)=(?P<secret>[^\n]{8,63}?)[ \t]{0,64}\r?$"),
        lambda m: not (is_placeholder(m.group("secret")) or _EXPANSION_RE.search(m.group("secret"))),
        hint=re.compile("wpa_passphrase=|sae_password="),
    ),
    # A .pgpass line, host:port:database:user:password (PostgreSQL's password file; '\:' escapes a colon): on a
    # line of its own, or after ".pgpass". The fourth field is a user name; the port is digits or '*'.
    Rule(
        "pgpass_password",
        re.compile(rf"(?m)^[ \t]{{0,64}}{_PGPASS}(?P<secret>{_PGPASS_WORD}{{1,256}})[ \t]{{0,64}}$"),
        _check_pgpass,
        hint=_PGPASS_HINT,
    ),
    Rule(
        "pgpass_password",
        re.compile(
            rf"\.pgpass\b[^\n]{{0,64}}?[\s:=>][ \t]{{0,8}}[\"'`]?{_PGPASS}"
            rf"""(?P<secret>{_PGPASS_WORD}{{1,256}}?)(?=[.,;)]{{0,3}}(?:\s|\Z|["'`]))"""
        ),
        _check_pgpass,
        hint=_PGPASS_HINT,
    ),
    # A plain-text ``.htpasswd`` line, user:password (Apache's and nginx's basic-auth file takes a plain password
    # too, on Windows and with ``htpasswd -p``): read under the file's name, the line naming it and only such lines
    # above (a code fence too), or after the name on its own line; a bare ``user:word`` elsewhere is as often a ratio,
    # a time or a label's (``chown bob:staff``; "the .htpasswd file holds user:hash lines" names no line). A hash
    # there is the crypt rule's.
    Rule(
        "password",
        re.compile(rf"""(?m)^[ \t]{{0,8}}{_CREDENTIAL_LINE}[ \t]{{0,8}}(?:\r?$|(?="))"""),  # or a JSON string's close
        _check_htpasswd_line,
        hint=_HTPASSWD_HINT,
    ),
    Rule(
        "password",
        re.compile(
            r"""(?i:\.?htpasswd(?:[ \t]{1,8}(?:file|line|entry))?)[ \t]{0,8}(?::|=>|->)?[ \t]{1,8}[\"'`]?"""
            rf"""{_CREDENTIAL_LINE}"""
            r"""(?=[.,;)]{0,3}(?:\s|\Z|["'`]))"""
        ),
        _check_htpasswd_line,
        hint=_HTPASSWD_HINT,
    ),
    # A payment card number: 13-16 digits, bare or in the groups cards print (4-4-4-4, 4-4-4-1, Amex's 4-6-5,
    # Diners' 4-6-4), of its network's length and passing Luhn (_check_card). Labelled or not: such a number is
    # rarely anything else (an order number that happens to be one is masked).
    _tok(
        "card_number",
        r"(?P<secret>[0-9]{13,16}+|[0-9]{4}(?P<g>[ -])[0-9]{4}(?P=g)[0-9]{4}(?P=g)[0-9]{1,4}"
        r"|[0-9]{4}(?P<a>[ -])[0-9]{6}(?P=a)[0-9]{4,5})(?![0-9])(?![ .,-][0-9])",
        _check_card,
    ),
    # An IBAN, labelled or not: two letters, two check digits, then 11-30 letters and digits, bare or in
    # groups of four; its country's length and the mod-97 check make it precise (_check_iban).
    _tok("iban", r"[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])", _check_iban),
    # A US Social Security number: NNN-NN-NNNN (or nine digits) with an SSN word near it (_check_ssn).
    Rule(
        "ssn",
        re.compile(r"(?<![0-9-])[0-9]{3}(?P<s>[ -]?)[0-9]{2}(?P=s)[0-9]{4}(?![0-9]|-[0-9])"),
        _check_ssn,
        hint=re.compile(r"(?i)ssn|social[\s-]{1,8}security"),
    ),
    # A registry's login as Docker and npm store it: ``"auth": "<base64 of user:password>"`` (Docker's
    # config.json), ``_auth=…`` (.npmrc); the value is masked when it decodes to ``user:password``.
    Rule(
        "registry_auth",
        re.compile(
            r"""(?:"auth"[ \t]{0,64}:[ \t]{0,64}"|(?<![A-Za-z0-9])_auth[ \t]{0,64}=[ \t]{0,64}["']?)"""
            r"(?P<secret>[A-Za-z0-9+/]{8,1024}={0,2})(?![A-Za-z0-9+/=])"
        ),
        _decodes_to_a_login,
        hint=re.compile('_auth|"auth"'),
    ),
    # A field whose name names a secret, then its value: Kubernetes' and Compose's environment (``- name: DB_PASSWORD``
    # then ``value: swordfish``; ``{"name": "DB_PASSWORD", "value": "swordfish"}``), .NET's appSettings (``<add
    # key="Password" value="swordfish" />``). The name is read as an assignment's (_SECRET_WORD, and no part after it
    # that names something about the secret: ``DB_PASSWORD_FILE``).
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?ix)\b(?:name|key)["']?[ \t]{{0,8}}[:=][ \t]{{0,8}}["']?[\w.\-]{{0,64}}?{_SECRET_WORD}"""
            rf"""(?:[_\-](?!{_ABOUT_THE_SECRET}(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}+){{0,4}}["']?"""
            r"""[ \t]{0,8},?\s{1,64}(?:-[ \t]{1,8})?["']?value["']?[ \t]{0,8}[:=][ \t]{0,8}"""
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'<>,}\]]{1,256}+))"""
        ),
        _check_named_value,
        hint=re.compile(r"(?i)value"),
    ),
    # A call given a secret's name and its value, both quoted: PHP's ``define('DB_PASSWORD', 'Girasol42');`` (a
    # wp-config.php), ``os.environ.setdefault("API_TOKEN", "…")``, ``setenv("DB_PASS", "…")``: the name is read as the
    # field's above, the value as a named value's but for a sentence's (a message: _check_argument_value)
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?i)\([ \t]{{0,64}}(?P<nq>["'])(?:[\w.\-]{{0,64}}?{_SECRET_WORD}"""
            rf"""(?:[_\-](?!{_ABOUT_THE_SECRET}(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}+){{0,4}}|{_KEYED_CONSTANT})(?P=nq)"""
            r"""\s{0,64},\s{0,64}(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)[ \t]{0,64}[,)]"""
        ),
        lambda m: _check_named_value(m) and _check_argument_value(m.group("quoted")) and _check_keyed(m),
        hint=re.compile(r"\([ \t]{0,64}[\"']"),
    ),
    # A key's or a salt's constant on its line, as an .env, a shell or a Compose file's environment gives it
    # (``AUTH_SALT=…``, ``export NONCE_KEY='…'``, ``- WORDPRESS_AUTH_SALT=…``, ``WORDPRESS_NONCE_SALT: '…'``): read as
    # the call's above (_check_keyed)
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?m)^[ \t]{{0,64}}(?:-[ \t]{{1,8}})?(?:export[ \t]{{1,8}})?["']?{_KEYED_CONSTANT}"""
            r"""[ \t]{0,8}[=:][ \t]{0,8}"""
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'#]\S{0,255}))["']?"""
            r"""(?:[ \t]{1,64}#[^\n]{0,256}|[ \t]{0,64})\r?(?:"[^\n]{0,4096})?$"""
        ),
        lambda m: _check_keyed(m) and _check_named_value(m),
        hint=re.compile(r"_(?:KEY|SALT)"),
    ),
    # The same name set by PowerShell, fish, launchd, or a program's environment's item (_check_other_env)
    Rule("assigned_secret", _OTHER_ENV_RE, _check_other_env, hint=re.compile(r"(?i)secret|token|key")),
    # The same name as an environment's map key in YAML, indented (Compose's ``environment:``, a workflow's ``env:``):
    # ``API_TOKEN: girasol``
    Rule(
        "assigned_secret",
        re.compile(
            r"(?m)^[ \t]{1,64}(?P<key>[A-Z][A-Z0-9_]{0,96}+):[ \t]{1,8}"
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'#|>&*!%@`{\[][^\s"']{0,255}))"""
            r"""(?:[ \t]{1,64}#[^\n]{0,256}|[ \t]{0,64})\r?(?:"[^\n]{0,4096})?$"""
        ),
        _shell_value,
        hint=re.compile(r"(?i)secret|token|key"),
    ),
    # A request's header named for a token, a key or a password, given on a command line (``curl -H "PRIVATE-TOKEN:
    # …"``, ``-H 'X-API-Key: …'``, ``--header "X-Vault-Token: …"``, wget's and httpie's too): the header is the
    # credential whatever it reads (``Authorization`` is the bearer rules'); not a header about the secret
    # (``X-Token-Expiry``), a placeholder or an expansion
    Rule(
        "assigned_secret",
        re.compile(
            r"""(?:\s-H|--header)(?:[ \t]{1,8}|=)(?P<hq>["'])[ \t]{0,8}"""
            rf"""(?P<name>[\w\-]{{0,64}}?(?i:{_HEADER_SECRET_WORD})"""
            rf"""(?:-(?!(?i:{_ABOUT_THE_SECRET})(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}){{0,3}})[ \t]{{0,8}}:[ \t]{{0,8}}"""
            r"""(?P<bare>[^"'\s](?:(?!(?P=hq))[^\n]){0,255}?)[ \t]{0,8}(?P=hq)"""
        ),
        lambda m: (
            len(m.group("bare").strip()) >= 4
            and m.group("bare").strip().lower() not in SETTING_WORDS
            and _check_named_value(m)
        ),
        hint=re.compile(r"-H|--header"),
    ),
    # A command line's option that gives a setting as key=value, the key naming a password, a token or a key: Helm's
    # ``--set db.password=…`` (``--set-string``), Terraform's ``-var "db_password=…"``, Ansible's ``-e`` and
    # ``--extra-vars``, Java's ``-Dspring.datasource.password=…``, Gradle's ``-PmavenPassword=…``, Docker's ``-e`` and
    # ``--build-arg``, kubectl's ``--from-literal=``: the value is written as typed, whatever it reads
    # (:func:`_check_option_setting`); a chart's ``existingSecret`` names a Secret to read, no value. The pairs before
    # the key's are joined by ',' (Helm's) or by blanks: Firebase's ``functions:config:set db.user=bob db.pass=…`` and
    # Ansible's ``-e "db_user=bob db_password=…"`` take several in one
    Rule(
        "assigned_secret",
        re.compile(
            r"""(?:(?<=\s)|^)(?:--set(?:-string)?|--extra-vars|--build-arg|--env|--from-literal|-var|-e|-D|-P"""
            r"""|functions:config:set)"""
            r"""(?:[ \t]{1,8}|=|(?<=D|P))(?P<oq>["']?)"""
            r"""(?:[\w.\-]{1,64}=(?:"[^"\n]{0,256}"|'[^'\n]{0,256}'|[^\s,"']{0,256})(?:,|[ \t]{1,8})){0,8}"""
            rf"""(?P<key>[\w.\-]{{0,64}}?(?<!(?i:existing))(?i:{_OPTION_SECRET_WORD})"""
            rf"""(?:[_\-.](?!(?i:{_ABOUT_THE_SECRET})(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}){{0,4}})="""
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s,"']{1,256}+))(?P=oq)(?=[\s,"]|$)"""
        ),
        lambda m: _check_option_setting(m),
        hint=re.compile(r"--set|--extra-vars|--build-arg|--env|--from-literal|-var|-e|-D|-P|config:set"),
    ),
    # A long option naming a token, a secret or an API key, its value after a blank (``curl … --token girasol77``,
    # ``kubectl --token eyJ… get pods``, ``deploy --api-key 'Lav4nda!'``, ``--client-secret Girasol77``): the value
    # '='-glued is the assignment rule's; after a blank the word may be prose's ("the --token flag", "pass --token
    # instead"), so a bare value is read when it looks typed (:func:`looks_random`: a digit among letters, a symbol,
    # inner capitals) and as an option's setting (:func:`_check_option_setting`); a quoted one as typed. An option about
    # the secret (``--token-file``, ``--secret-name``), an expansion (``--token $GH_TOKEN``) or a placeholder
    # (``--token <TOKEN>``) is none. A plain word (``kubectl get pods --token girasol``, "I ran kubectl --token
    # girasol") is read where the words before the option are a command's (:func:`_command_option_word`), not a
    # sentence's about the option
    Rule(
        "assigned_secret",
        re.compile(
            r"""(?<=\s)--(?P<key>(?:[a-z0-9]{1,16}-){0,3}(?:token|secret|api-?key|access-key|auth-key|private-key))"""
            r"""(?![\w\-=])[ \t]{1,8}"""
            # a code span's backtick closes the value ("run `kubectl --token girasol` first")
            r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s"'`$<\-][^\s"'`]{0,255}+))(?=[\s`]|$)"""
        ),
        lambda m: (
            _check_option_setting(m)
            and (m.group("quoted") is not None or looks_random(m.group("bare")) or _command_option_word(m))
        ),
        hint=re.compile(r"--"),
    ),
    # Dotted properties' pairs on one line parted by blanks, with no command before them (``stripe.key=… stripe.secret=
    # girasol``, ``db.user=bob db.password=girasol``, as a properties dump or ``firebase functions:config:get``'s flat
    # listing prints them): the config line's rule reads a key's value to the line's end, so a secret's pair beside
    # others was left whole. The secret key's pair after one or more such pairs, or before one: its value up to the
    # blank, read as an option's setting (:func:`_check_option_setting`: ``stripe.mode=live stripe.secret=auto`` and
    # ``app.token=$TOKEN`` stay); every name dotted, as a property's is (``a=1 b=2`` is no config's)
    *(
        Rule(
            "assigned_secret",
            re.compile(
                rf"""(?:^|(?<=[\s"'`])|(?<=\\[nrt])){before}"""
                rf"""(?P<key>{_DOTTED_NAME}[\w\-]{{0,64}}?(?i:{_OPTION_SECRET_WORD})"""
                rf"""(?:[_\-](?!(?i:{_ABOUT_THE_SECRET})(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}){{0,4}})="""
                r"""(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,256})(?P=q)|(?P<bare>[^\s,"'=]{1,256}+))"""
                rf"""{after}"""
            ),
            _check_option_setting,
            hint=re.compile(r"(?i)\.[\w\-]{0,64}(?:secret|token|key|pass|pwd)"),
        )
        for before, after in (
            # (in a model's reply read raw, its JSON escapes and its string's close stand for the blank and the end:
            # ``"…\\nbot.name=maestrina bot.token=…"}``)
            (rf"(?:{_DOTTED_PAIR}[ \t]{{1,8}}){{1,8}}", r'(?=\s|$|\\[nrt]|")'),
            ("", rf"(?=[ \t]{{1,8}}{_DOTTED_PAIR})"),
        )
    ),
    # A shell's assignment of a key's, a token's or a secret's name at a command's start (_check_shell_assignment)
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?P<key>[A-Z][A-Z0-9_]{{0,96}}+)=(?:{_shell_quoted("quoted")}|(?P<bare>[^\s'"`;&|<>()$\\]{{1,256}}+))"""
            r"(?=[ \t]{1,64}[^\s#]|[ \t]{0,64}(?:[;&|\"]|\r?\n|$))"  # (or a JSON string's close: a model's reply)
        ),
        _check_shell_assignment,
        hint=re.compile(r"(?i)secret|token|key"),
        token=True,
    ),
    # An XML element named for a password (``<password>swordfish</password>``, Maven's ``<password>`` in
    # settings.xml, ``<db:password>``), and a Wi-Fi profile's key that ``netsh wlan export profile key=clear`` writes
    # (``<keyMaterial>sunflower42</keyMaterial>``)
    Rule(
        "assigned_secret",
        re.compile(
            r"(?i)<(?P<tag>[\w.:\-]{0,32}?(?:pass(?:word|wd|phrase)|pwd|keymaterial))>"
            r"[ \t]{0,8}(?P<bare>[^<>\s]{1,256})[ \t]{0,8}</(?P=tag)>"
        ),
        _check_named_value,
        hint=re.compile(r"(?i)<[^>]{0,32}(?:pass|pwd|keymaterial)"),
    ),
    # key = value assignments: ``db_password = "…"``, ``GITHUB_TOKEN=…``, ``"api_key": "…"``,
    # ``the password is "…"``. A bare value after ':' must not look like a word (prose uses colons).
    # The match starts at the key word: whatever stands before it in the name (``db_``, ``GITHUB_``) is
    # not read (reading it lazily from every token start made a long name cost the square of its length).
    # After it, up to four more parts of the name (``DB_PASSWORD_PROD``, ``SECRET_KEY_BASE``,
    # ``API_TOKEN_V2``), none of them a word that names something about the secret rather than the secret
    # (``secret_name``, ``password_file``, ``token_url``: see _ABOUT_THE_SECRET). A bare value ends before '&' and a
    # name and '=' after it: a URL query's next parameter (``otpauth://…?secret=JBSW…&issuer=Acme``: the issuer is a
    # service's name, no secret; a '&' inside a query's value is written %26), a '&' in a password stays
    # (``password=Tr0ub4dor&3x``).
    Rule(
        "assigned_secret",
        re.compile(
            rf"""(?ix)
            {_SECRET_WORD}(?:[_\-]?(?:key|value|hash|string|\d++))?
            (?:[_\-](?!{_ABOUT_THE_SECRET}(?![A-Za-z0-9]))[A-Za-z0-9]{{1,32}}+){{0,4}}
            {LABEL_END}\s*
            (?P<sep>:=|=>|={{1,3}}|:|\s(?:is|was)\s)\s*+{SEP_END}
            (?: (?P<q>["'`])(?P<quoted>[^"'`\n]{{1,256}}?)(?P=q)
              | {EMPHASIS}(?P<bare>(?(em)
                    [^\s"'`,;()\[\]{{}}<>]{{8,256}}?(?=(?P=em)(?![*_A-Za-z0-9(\[]))
                  | (?>(?:[^\s"'`,;()\[\]{{}}<>&]|&(?![\w.\-]{{1,64}}=)){{8,256}})(?![(\[])))
            )""",
        ),
        _check_assigned,
        hint=re.compile(r"(?i)pass|pw|secret|key|token|contrase|kennwort|senha"),
    ),
)


# --------------------------------------------------------------------------------------------------
# A Kubernetes Secret's values: the manifest declares them secret, whatever each key is named
# --------------------------------------------------------------------------------------------------

# ``kind: Secret`` opening its line in a YAML document (``---`` lines part documents), then the document's ``data:``
# (base64) and ``stringData:`` (as typed) blocks: every value indented under them is the Secret's, whatever its key
# (``api-key: Girasol``, ``username: bob``), but for a placeholder or a template's expansion (``${DB_PASSWORD}``, ``{{
# .Values.pw }}``). A ConfigMap's ``data:`` is configuration, read as any text.
_SECRET_KIND_RE = re.compile(r"""(?m)^[ \t]{0,64}kind:[ \t]{0,8}["']?Secret["']?[ \t]{0,64}\r?$""")
_DOCUMENT_END_RE = re.compile(r"(?m)^---")
_SECRET_BLOCK_RE = re.compile(r"(?m)^(?P<indent>[ \t]{0,64})(?:stringData|data):[ \t]{0,64}\r?$")
_SECRET_ENTRY_RE = re.compile(
    r"""(?P<indent>[ \t]{1,64})[\w.\-]{1,253}:[ \t]{1,64}(?:(?P<q>["'])(?P<quoted>[^"'\n]{1,1024})(?P=q)"""
    r"""|(?P<bare>[^\s#"](?:[^\n#"]|(?<![ \t])#){0,1023}?))"""
    # a YAML comment after it, or a JSON string's close (a model's reply is read decoded too)
    r"""(?:[ \t]{1,64}#[^\n]{0,1024}|[ \t]{0,64})\r?(?:"[^\n]{0,4096})?"""
)
_SECRET_ENTRIES = 64  # lines read under one block


def secret_manifest_spans(text: str) -> list[tuple[int, int, str]]:
    """The values of every Kubernetes Secret's ``data:`` and ``stringData:`` in ``text``: (start, end, kind)."""
    if "Secret" not in text:
        return []
    found: list[tuple[int, int, str]] = []
    read_to = 0
    for kind in _SECRET_KIND_RE.finditer(text):
        if kind.start() < read_to:
            continue
        before = text.rfind("\n---", 0, kind.start())
        start = 0 if before == -1 else before + 1
        after = _DOCUMENT_END_RE.search(text, kind.end())
        end = len(text) if after is None else after.start()
        read_to = end
        for block in _SECRET_BLOCK_RE.finditer(text, start, end):
            found.extend(_secret_entries(text, block.end() + 1, end, len(block.group("indent"))))
    return found


# a block scalar's indicator (``password: |``, ``config.yaml: >-``, ``key: |2+``): the value is the lines indented under
# its key that follow, each masked whole (a ``|`` or a ``>`` alone is no value)
_BLOCK_SCALAR_RE = re.compile(r"[|>](?:[+\-]?[1-9]?|[1-9][+\-])")


def _secret_entries(text: str, at: int, end: int, indent: int) -> list[tuple[int, int, str]]:
    found: list[tuple[int, int, str]] = []
    block: int | None = None  # the indent of the key whose block scalar is being read
    for _ in range(_SECRET_ENTRIES):
        if at >= end:
            break
        line_end = text.find("\n", at, end)
        line_end = end if line_end == -1 else line_end
        line = text[at:line_end]
        if not line.strip():  # a blank line inside the block
            at = line_end + 1
            continue
        if block is not None:
            content = line.lstrip(" \t")
            if len(line) - len(content) > block:  # a line of the block scalar's value
                content = content.rstrip()
                start = at + len(line) - len(line.lstrip(" \t"))
                if not (is_placeholder(content) or _EXPANSION_RE.search(content) or content.startswith("{{")):
                    found.append((start, start + len(content), "assigned_secret"))
                at = line_end + 1
                continue
            block = None
        m = _SECRET_ENTRY_RE.fullmatch(text, at, line_end)
        if m is None or len(m.group("indent")) <= indent:
            break
        group = "quoted" if m.group("quoted") is not None else "bare"
        value = m.group(group)
        if group == "bare" and _BLOCK_SCALAR_RE.fullmatch(value):
            block = len(m.group("indent"))
        elif not (is_placeholder(value) or _EXPANSION_RE.search(value) or value.startswith(("{{", "|", ">"))):
            found.append((m.start(group), m.end(group), "assigned_secret"))
        at = line_end + 1
    return found
