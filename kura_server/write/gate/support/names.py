"""Support, names: a name in the claim (a product, a person, a place, a code) that no quote holds
(``missing_names``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from ....cjk import CJK
from ...redact_rules import MARKER_RE
from ..normalise import fold
from ..words import (
    _AUXILIARY_PAST,
    _BE,
    _CLAUSE_START,
    _FINITE,
    _IRREGULAR_PAST,
    _MY,
    _NAMING,
    _NOW,
    _PAST_TIME,
    _WORD,
    _bare,
    _flat,
    _naming,
    _seq,
    _words_match,
    _wordset,
)
from .base import (
    _ARTICLES,
    _DOERS,
    _INTRODUCERS,
    _KIN,
    _OF_THE_PERSON_AT,
    _PERSON,
    _SETTING_BESIDE,
    _SUBJECTS,
    _TOKEN,
    _is_claim_word,
    _names,
    _shortened,
)
from .binding import (
    _LIKING,
)
from .fiction import (
    _STATE_VERBS,
)
from .heads import (
    _DETERMINING,
    _WHERE_OR_WHEN,
    _runs,
)
from .subject import (
    _BETWEEN,
    _HE_SHE,
    _IS_HAS,
)

# A name written in lower case ("The user's sister anna is a nurse"): no capital tells it, and no list of names
# could ("anna" is spelt as "older" is), so it is read by where it stands (``_placed_names``). After a word that gives
# a name (``words._NAMING``: "a nurse named anna", "un perro llamado max", "ein Hund namens max"), after "name is"
# and the other languages' "se llama", "s'appelle", "si chiama", "heißt"; and right after one of the person's people
# (``_KIN``, an article or a possessive before it) as their apposition: set off by commas ("sister, anna, is"), or
# before the clause's verb ("sister anna is", "friend bob works", "mi hermana ana es").
_NAME_IS = _wordset("name nombre nom nome")  # ... before "is" ("her name is anna", "su nombre es ana")
_NAME_SE = _wordset("se si")  # ... before one of these ("se llama", "si chiama", "se chama")
_NAME_VERB = _wordset("llama chiama chama")
_NAME_VERB_ALONE = _wordset("s'appelle heisst")  # ... as written ("s'appelle", German "heißt")
_CLAUSE_END = re.compile(r"[.;:!?()\n]")  # what ends an apposition's clause ("sister (older) is": no name after it)
_OPENS_NOUN = _INTRODUCERS | _ARTICLES | _MY  # what opens a noun: "the", "their", "mi", "die", "meine"
# A phrase of time, which no name opens ("yesterday", "last weekend", "today": ``words._NOW``, ``words._PAST_TIME``).
_TIME_AT = re.compile(rf"{_NOW.pattern}|{_PAST_TIME.pattern}")
# The person, as the subject of an English "called" that is the verb of calling ("The user called support").
_CALLER = _PERSON | _HE_SHE | _SUBJECTS | _DOERS | _wordset("you who")


def _verb_like(word: str) -> bool:
    """A folded word that may be its clause's verb: a form of "be", "have", "do" or a modal (``words._FINITE``), a
    verb of a state (``_STATE_VERBS``: "lives", "vive", "wohnt"), "be" or "have" in another language (``_IS_HAS``),
    an irregular past ("got"), or an English form in "-s" or "-ed" ("works", "moved"; not "-ss", "-us", "-is", nor a
    compound: "nature-inspired"). Not a verb that is also an article or a preposition (``_INTRODUCERS``: French "a" is
    English "a")."""
    if word in _INTRODUCERS:
        return False
    english = len(word) > 3 and "-" not in word
    return (
        word in _FINITE
        or word in _STATE_VERBS
        or word in _IS_HAS
        or word in _IRREGULAR_PAST
        or word in _AUXILIARY_PAST
        or (english and (word.endswith("ed") or (word.endswith("s") and not word.endswith(("ss", "us", "is")))))
    )


def _name_like(word: str) -> bool:
    """A folded word that may be a name: a content word (``_is_claim_word``), none of the person's people
    (``_KIN``), no adverb a subject and its verb may hold between them (``_BETWEEN``, "-ly": "sister recently moved",
    "sister now lives", "sister also works"), no word that opens a clause ("however": ``words._CLAUSE_START``) and no
    English form in "-ing" ("her kids having", "friends watching")."""
    return (
        _is_claim_word(word)
        and word not in _KIN
        and word not in _BETWEEN
        and not word.endswith(("ly", "ing"))
        and not _CLAUSE_START.fullmatch(word)
    )


class _Placed:
    """A claim's words as ``_placed_names`` reads them: each folded (``toks``, ``_bare``; ``raw`` as written) with
    what stands between it and the next (``after``: a comma, a clause's end or only blanks)."""

    def __init__(self, claim: str) -> None:
        self.folded = _flat(MARKER_RE.sub(" ", claim))
        self.found = list(_WORD.finditer(self.folded))
        self.raw = [m.group(0) for m in self.found]
        self.toks = [_bare(w) for w in self.raw]
        ends = [m.start() for m in self.found[1:]] + [len(self.folded)]
        self.after = [self.folded[m.end() : e] for m, e in zip(self.found, ends, strict=False)]  # none: no word

    def opens_noun(self, k: int) -> bool:
        """Word k opens a noun as an article or a possessive does ("the", "their", "mi", "user's")."""
        return k >= 0 and not self.after[k].strip() and (self.toks[k] in _OPENS_NOUN or self.raw[k].endswith("'s"))

    def ends(self, i: int) -> bool:
        """The clause ends after word i."""
        return i + 1 >= len(self.toks) or _CLAUSE_END.search(self.after[i]) is not None

    def verb_after(self, i: int, *, strong: bool) -> bool:
        """The clause's verb follows word i, an adverb allowed between (``_BETWEEN``, "-ly": "anna recently moved"):
        ``_verb_like``, or with ``strong`` only a form of "be", "have", "do" or a modal."""
        j = i + 1
        while (
            j < len(self.toks)
            and not self.after[j - 1].strip()
            and (self.toks[j] in _BETWEEN or self.toks[j].endswith("ly"))
        ):
            j += 1
        if j >= len(self.toks) or self.after[j - 1].strip():
            return False
        return self.toks[j] in _FINITE or self.toks[j] in _IS_HAS if strong else _verb_like(self.toks[j])

    def name_at(self, i: int, *, bound: bool, english: bool = True) -> list[str]:
        """The name that starts at word i: one word, or two when the second ends where a name may end ("anna
        smith"); none when a phrase of time starts there ("last weekend"). ``bound``: an apposition's, which the
        clause's verb or a comma must follow — after a word that may be a verb itself, only "be", "have" or a modal,
        and only they in a clause no English article or possessive opens (``english``: "mi hermana mayor vive")."""
        toks = self.toks
        if i >= len(toks) or not _name_like(toks[i]) or _TIME_AT.match(self.folded, self.found[i].start()):
            return []
        two = [toks[i : i + 2]] if i + 1 < len(toks) and not self.after[i].strip() else []
        for name in [*two, [toks[i]]]:
            k = i + len(name) - 1
            if len(name) == 2 and (any(map(_verb_like, name)) or not _name_like(name[1])):
                continue
            verb = _verb_like(toks[k])
            if (
                ("," in self.after[k] and not verb)
                or self.verb_after(k, strong=verb or not english)
                or (not bound and (len(name) == 1 or self.ends(k)))
            ):
                return name
        return []


def _given_names(words: _Placed) -> list[str]:
    """The words a naming word gives (``_NAME_IS``'s comment: "named anna", "se llama max", "name is max"). An English
    "called" right after the one who calls ("The user called support", "Her mom called yesterday") is the verb of
    calling: what follows it is read only as an apposition, before the verb or set off by a comma ("sister called
    anna is"), unless "a" and a verb of having before the noun make it a name's (``words._naming``: "has a dog called
    biscuit who")."""
    toks, out = words.toks, []
    for i, tok in enumerate(toks[:-1]):
        if words.after[i].strip():
            continue
        before = toks[i - 1] if i else ""
        if (
            tok in _NAMING
            or words.raw[i] in _NAME_VERB_ALONE
            or (tok in _NAME_VERB and before in _NAME_SE)
            or (tok in _IS_HAS and before in _NAME_IS and not words.after[i - 1].strip())
        ):
            calling = tok == "called" and (before in _CALLER or before in _KIN) and not _naming(toks, i)
            out += words.name_at(i + 1, bound=calling)
    return out


def _apposed_names(words: _Placed) -> list[str]:
    """The words in apposition right after one of the person's people (``_KIN``, an article or a possessive before
    it, an adjective allowed between: "the user's best friend"): set off by a comma and ending with a comma or the
    clause ("sister, anna, is"; no participle: "mom, retired, lives"; after "del usuario" and the like,
    ``_OF_THE_PERSON``, only so: "la hermana del usuario, ana, es"), or one or two words before the clause's verb
    ("sister anna is", "sister anna smith works"). Not after a possessor ("sister's husband"), nor after a plural,
    whose verb may have no "-s" ("her kids enjoy")."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks):
        opener = (
            i - 1
            if words.opens_noun(i - 1)
            else i - 2
            if words.opens_noun(i - 2) and _is_claim_word(toks[i - 1])
            else None
        )
        if tok not in _KIN or words.raw[i].endswith("'s") or opener is None:
            continue
        english = toks[opener] in _DETERMINING or words.raw[opener].endswith("'s")
        j, gap = i + 1, after[i]
        if m := _OF_THE_PERSON_AT.match(words.folded, words.found[i].end()):
            j = next((k for k in range(i + 1, len(toks)) if words.found[k].start() >= m.end()), len(toks))
            if "," not in after[j - 1]:
                continue
            gap = after[j - 1]
        if j >= len(toks) or _CLAUSE_END.search(gap):
            continue
        if "," in gap:
            name = words.name_at(j, bound=False)  # ... no participle ("the user's mom, retired, lives …")
            last = j + len(name) - 1
            out += name if name and not toks[last].endswith("ed") and ("," in after[last] or words.ends(last)) else []
        elif not gap.strip() and not (tok.endswith("s") and not tok.endswith("ss")):
            out += words.name_at(j, bound=True, english=english) or _joined_name(words, opener, j)
    return out


# The verbs a plural subject says with no "-s" that the gate knows without a list of its own: the present of the
# irregular verbs (``words._IRREGULAR_PAST``'s: "go", "swim", "run") and of liking ("like", "love", "enjoy").
_BARE_VERBS = frozenset(_IRREGULAR_PAST.values()) | frozenset(w for w in _LIKING if not w.endswith(("s", "d")))


def _joined_name(words: _Placed, opener: int, j: int) -> list[str]:
    """An English word in apposition after one of the person's people who are the second of two subjects joined by
    "and" ("The user and their friend bob go climbing"): the plural's verb has no "-s" (``_BARE_VERBS``, or "be",
    "have", a modal), which ``_Placed.name_at`` reads as no verb."""
    toks = words.toks
    if opener < 1 or toks[opener - 1] != "and" or words.after[opener - 1].strip() or j + 1 >= len(toks):
        return []
    if toks[opener] not in _POSSESSIVES and not words.raw[opener].endswith("'s"):
        return []
    name = toks[j]
    if not _name_like(name) or _verb_like(name) or name in _BARE_VERBS or words.after[j].strip():
        return []
    return [name] if toks[j + 1] in _BARE_VERBS or toks[j + 1] in _FINITE else []


# The English possessives that make the noun after them one of someone's people ("their sister", "his friend"), and
# what may follow a name set after such a noun as a clause's object: a preposition that goes on with the clause
# ("met their friend bob at the gym", "went with her dog max to the vet").
_POSSESSIVES = _wordset("my your his her their our")
_AFTER_OBJECT = _SETTING_BESIDE | _wordset("to for about")


def _object_apposed_names(words: _Placed) -> list[str]:
    """English words in apposition after one of someone's people as the clause's object ("lives with their sister
    anna.", "met their friend bob at the gym"): one word right after a singular kin noun (``_KIN``) a possessive opens
    ("their", "his", "the user's"), that ends the clause, meets a comma or meets a preposition (``_AFTER_OBJECT``).
    What stands there and is no name is an adverb of place or time ("brought their dog home", "visits their mom
    often", "called their mom yesterday": ``_WHERE_OR_WHEN``, ``_name_like``, ``_TIME_AT``), a quality the object is
    left in, at the clause's end (``_ADJECTIVE_ENDINGS``: "keeps their dog happy"), or a verb ("saw their
    dog got out", "let their dog sleep": ``_verb_like`` reads "-s", "-ed" and the irregular pasts; a bare verb after
    "help", "let" or "make" is its quote's own word, held)."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[:-1]):
        possessed = i and not after[i - 1].strip() and (toks[i - 1] in _POSSESSIVES or words.raw[i - 1].endswith("'s"))
        if tok not in _KIN or not possessed or words.raw[i].endswith("'s") or after[i].strip():
            continue
        if tok.endswith("s") and not tok.endswith("ss"):
            continue  # a plural's people are no one name ("their kids")
        j = i + 1
        if not _name_like(toks[j]) or _verb_like(toks[j]) or toks[j] in _WHERE_OR_WHEN:
            continue
        if _TIME_AT.match(words.folded, words.found[j].start()):
            continue
        if (words.ends(j) or "," in after[j]) and not toks[j].endswith(_ADJECTIVE_ENDINGS):
            out.append(toks[j])  # ... not a quality the object is left in ("keeps their dog happy")
        elif not after[j].strip() and toks[j + 1] in _AFTER_OBJECT:
            out.append(toks[j])
    return out


def _owned_apposed_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """English words in apposition after a noun the quotes say is the person's own ("my teacher", "my coach": a
    word between "my" and "be", "have" or a modal in ``quoted``, the quotes' runs; not "my favourite book is", whose
    "favourite" is no noun) and the claim opens with a possessive ("The user's teacher smith is strict" behind "My
    teacher is strict"): one of the person's people the gate has no word for (``_KIN``), read as
    ``_apposed_names`` reads theirs, but only before "be", "have" or a modal ("teacher smith is"), since a noun of
    the person's own things meets another noun as often ("the user's car insurance costs")."""
    toks, out = words.toks, []
    owned = {q[k + 1] for q in quoted for k, w in enumerate(q[:-2]) if w in _MY and q[k + 2] in _FINITE}
    for i, tok in enumerate(toks[:-2]):
        if tok not in owned or tok in _KIN or words.raw[i].endswith("'s") or words.after[i].strip():
            continue
        if not i or words.after[i - 1].strip() or not (toks[i - 1] in _POSSESSIVES or words.raw[i - 1].endswith("'s")):
            continue
        name = words.name_at(i + 1, bound=True)
        if name and words.verb_after(i + len(name), strong=True):
            out += name
    return out


# The endings of English adjectives ("funny", "helpful", "generous", "creative", "loyal", "energetic", "reliable",
# "pregnant", "different", "childish", "fearless", "older", "handsome"): a word with one after "is" is a quality.
_ADJECTIVE_ENDINGS = tuple(_seq("y ful ous ive al ic able ible ant ent ish less er est some"))


def _predicate_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """An English word alone after "is" or "was" that ends a clause whose subject is one of the person's people
    (``_KIN``, a possessive before it, an adjective allowed between: "The user's best friend is bob."), where a quote
    says what that one is by an article and a noun ("My best friend is a pilot"): a bare word in the noun's place is a
    name or a quality the quote does not give ("is bob"), held only if a quote says it. Not a word with an adjective's
    ending (``_ADJECTIVE_ENDINGS``: "is funny" behind "is a real joker" says what the quote does in other words)."""
    toks, out = words.toks, []
    for i, tok in enumerate(toks[:-2]):
        if tok not in _KIN or words.raw[i].endswith("'s") or toks[i + 1] not in _BE or words.after[i].strip():
            continue
        opened = any(
            words.opens_noun(k) and toks[k] not in _ARTICLES and (k == i - 1 or _is_claim_word(toks[i - 1]))
            for k in (i - 1, i - 2)
        )
        k = i + 2
        if not opened or words.after[i + 1].strip() or not (words.ends(k) or "," in words.after[k]):
            continue
        if not _name_like(toks[k]) or _verb_like(toks[k]) or toks[k].endswith(_ADJECTIVE_ENDINGS):
            continue
        if _TIME_AT.match(words.folded, words.found[k].start()):
            continue
        if any(q[n] == tok and q[n + 1] in _BE and q[n + 2] in _AN for q in quoted for n in range(len(q) - 2)):
            out.append(toks[k])
    return out


# What goes on after a phrase of time: a word before its sentence ends (``_inserted_names``).
_CLAUSE_GOES_ON = re.compile(r"[^\w.;:!?]*\w")


def _inserted_names(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """A word set between one of the person's people (``_KIN``, an article or a possessive before it) and the word a
    quote says right after that noun ("Mi hermana ana trabaja en un banco" behind "Mi hermana trabaja en un banco";
    ``quoted``, the quotes' runs): in apposition whatever the language, which no verb's shape need tell ("trabaja"
    is spelt as an adjective is). A quality set there ("mi hermana mayor vive" behind "mi hermana vive") is a detail
    the quote does not give either. Not a verb before a phrase of time (``_TIME_AT``): "The user's mom died last
    year" behind "I lost my mom last year" says the mom's death, no name of hers."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[:-2]):
        if tok not in _KIN or words.raw[i].endswith("'s") or after[i].strip() or after[i + 1].strip():
            continue
        if not (words.opens_noun(i - 1) or (words.opens_noun(i - 2) and _is_claim_word(toks[i - 1]))):
            continue
        name, then = toks[i + 1], toks[i + 2]
        if not _name_like(name) or name in _WHERE_OR_WHEN or _TIME_AT.match(words.folded, words.found[i + 1].start()):
            continue
        if name in _NAMING:
            continue  # "The user has a son named Leo": the word of naming gives the name, which ``_placed_names`` reads
        when = _TIME_AT.match(words.folded, words.found[i + 2].start()) if _verb_like(name) else None
        if when and not _CLAUSE_GOES_ON.match(words.folded, when.end()):
            continue  # "The user's mom died last year."; not "… fred last year moved", "… died last year in a crash"
        if any(q[n] == tok and _words_match(then, q[n + 1]) for q in quoted for n in range(len(q) - 1)):
            out.append(name)
    return out


# English prepositions a place follows ("moved to lisbon", "lives in porto", "is from kyiv"), and the bare nouns that
# follow them with no article and name no place ("moved to town", "went to work", "is in hospital", "at night").
_BEFORE_PLACE = _wordset("to in at from near into")
_BARE_AFTER = _wordset(
    """town work school home bed church college class hospital prison jail court sea lunch dinner breakfast time
    person general public night practice office campus uni university city country abroad training therapy rehab
    heaven mind place"""
)


def _inserted_places(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """An English word a claim sets after a preposition of place (``_BEFORE_PLACE``), no article before it, between two
    words a quote says side by side, or after the word a quote's run ends with ("The user moved to lisbon last year"
    behind "I moved last year", "… moved to lisbon" behind "I moved."; ``quoted``, the quotes' runs): a bare singular
    after "to" or "in" is a place's name (not "town", "work", "school": ``_BARE_AFTER``), and the quote says none."""
    toks, after, out = words.toks, words.after, []
    for i, tok in enumerate(toks[1:-1], 1):
        if tok not in _BEFORE_PLACE or after[i - 1].strip() or after[i].strip():
            continue
        j = i + 1
        name = toks[j]
        if not _name_like(name) or _verb_like(name) or name in _WHERE_OR_WHEN or name in _BARE_AFTER:
            continue
        if _TIME_AT.match(words.folded, words.found[j].start()):
            continue  # "moved in 2019", "moved in march" are the calendar's
        verb, then = toks[i - 1], (toks[j + 1] if j + 1 < len(toks) and not after[j].strip() else None)
        side = any(
            _words_match(verb, q[n]) and (q[n + 1 : n + 2] == [] if then is None else _words_match(then, q[n + 1]))
            for q in quoted
            for n in range(len(q) - (then is not None))
        )
        if side and (then is not None or words.ends(j)):
            out.append(name)
    return out


# English prepositions before a thing a quote sets with its article ("at a bank", "on a quiet street", "for a startup";
# not "to", whose verb takes none: "to gather input"), and the articles that describe a name after it ("stripe, a
# startup").
_BEFORE_THING = _SETTING_BESIDE | _wordset("for")
_AN = _wordset("a an")


def _in_an_articles_place(words: _Placed, quoted: Sequence[Sequence[str]]) -> list[str]:
    """English words that name a thing where a quote says it with an article (``quoted``: the quotes' runs, as
    ``_runs`` reads them): one or two words between a preposition and a noun where a quote sets an article before
    that noun after the same preposition ("works at acme bank" behind "I work at a bank", "lives on elm street" behind
    "I live on a quiet street": a singular noun after a preposition takes an article, and a word in its place names the
    thing), and a word set off before "a" and a noun a quote says so ("works for stripe, a startup" behind "I work for
    a startup": the quote's words describe what the claim names)."""
    toks, after, out = words.toks, words.after, []

    def says(at: Sequence[str], n: str) -> bool:
        """A quote's run says an article, then the noun within three words, what stands between them no word of the
        claim's ("a quiet street", not "a flat near" behind "a flat in berlin near")."""
        return any(
            w in _DETERMINING
            and any(
                _words_match(n, x) and not set(at[k + 1 : k + 1 + d]) & set(toks)
                for d, x in enumerate(at[k + 1 : k + 4])
            )
            for k, w in enumerate(at)
        )

    for i, tok in enumerate(toks[:-2]):
        if tok in _BEFORE_THING and not after[i].strip():
            for m in (1, 2):
                named, n = toks[i + 1 : i + 1 + m], i + 1 + m
                if n >= len(toks) or any(after[k].strip() for k in range(i, n)) or not _is_claim_word(toks[n]):
                    continue
                if _TIME_AT.match(words.folded, words.found[n].start()):
                    continue  # no noun: "moved to town last year"
                if all(_name_like(w) and not _verb_like(w) for w in named) and any(
                    says(q[k + 1 :], toks[n]) for q in quoted for k, w in enumerate(q) if w == tok
                ):
                    out += named
        described = after[i].strip() == "," and toks[i + 1] in _AN and _name_like(tok) and not _verb_like(tok)
        if described and any(says(q, toks[i + 2]) for q in quoted):
            out.append(tok)
    return out


@lru_cache(maxsize=2048)
def _placed_names(claim: str) -> tuple[str, ...]:
    """The words of a claim (folded) that stand where a name stands, whatever their case (``_NAME_IS``'s comment):
    the words a naming word gives (``_given_names``) and the words in apposition right after one of the person's people
    (``_apposed_names``) or someone's people as an object (``_object_apposed_names``)."""
    words = _Placed(claim)
    return tuple(dict.fromkeys([*_given_names(words), *_apposed_names(words), *_object_apposed_names(words)]))


# The weekdays and months, Monday first, in the languages the gate reads, as the fold writes them: a claim's weekday
# or month is a name whatever its case ("La réunion est jeudi" names Thursday as "Thursday" does), and held by a
# source that says the same day or month in another of these languages ("The user was born in March" behind "Nací
# en marzo"). English and German write them with a capital; read in lower case only where no other word is spelt so
# (not "may", "march", "marco": a Spanish frame, an Italian name; Portuguese weekdays only with their "-feira",
# "segunda" being "second").
_CALENDAR: dict[str, str] = {
    word: f"{kind}{i}"
    for kind, rows in (
        (
            "d",
            """monday lunes lundi montag lunedi segunda-feira
            tuesday martes mardi dienstag martedi terca-feira
            wednesday miercoles mercredi mittwoch mercoledi quarta-feira
            thursday jueves jeudi donnerstag giovedi quinta-feira
            friday viernes vendredi freitag venerdi sexta-feira
            saturday sabado samedi samstag sonnabend
            sunday domingo dimanche sonntag domenica""",
        ),
        (
            "m",
            """january enero janvier januar janner gennaio janeiro
            february febrero fevrier februar febbraio fevereiro
            march marzo mars marz
            april abril avril aprile
            may mayo mai maggio maio
            june junio juin juni giugno junho
            july julio juillet juli luglio julho
            august agosto aout
            september septiembre setiembre septembre settembre setembro
            october octubre octobre oktober ottobre outubro
            november noviembre novembre
            december diciembre decembre dezember dicembre dezembro""",
        ),
    )
    for i, row in enumerate(rows.splitlines(), 1)
    for word in row.split()
}
# ... the ones read only with their capital (English and German nouns, and a word another language spells so).
_CALENDAR_CAPITAL = _wordset("may march august")


def _calendar(word: str, *, claimed: bool = False) -> str | None:
    """The weekday or month a word as written says (``_CALENDAR``: "d2" Tuesday, "m3" March; a plural or German
    adverb's "-s" read off: "Tuesdays", "dienstags"), or ``None``. A word read only with its capital
    (``_CALENDAR_CAPITAL``) counts in lower case in a source, as people type ("born in march"), but not in a claim,
    and "may" never (a source's "I may move in March" holds no May); Portuguese "março" is read as written ("marco"
    folded is a Spanish frame)."""
    f = _flat(word)
    if word.lower() == "março":
        return _CALENDAR["marz"]
    day = _CALENDAR.get(f) or (_CALENDAR.get(f[:-1]) if f.endswith("s") and f != "mars" else None)
    if day and f.rstrip("s") in _CALENDAR_CAPITAL and not word[:1].isupper() and (claimed or f == "may"):
        return None
    return day


# ... and as Chinese, Japanese and Korean write them, on the fold, with no word boundaries to read them by: a weekday
# by its number after "星期", "礼拜" or "周" ("星期二", "周日"), Japanese by its element before "曜" ("火曜日"), Korean
# before "요일" ("화요일"); a month by its number before "月" or "월" ("三月", "3月", "十二月", "5월"), not one a longer
# number ends ("十二月" is no February), nor "月曜". Not a count of weeks ("一周三次", three times a week; "每周两天"),
# nor "一直", "一样" and the like a "周" stands before ("这周一直下雨", it has rained all week).
_CJK_CALENDAR = re.compile(
    rf"(?:{fold('星期')}|{fold('礼拜')}|{fold('禮拜')}|{fold('周')}|{fold('週')})(?P<d>[二三四五六日天]|一(?![直样樣般定共些切起向半下点點会會致旦同]))"
    r"(?![次回遍趟天个個晚小节節堂号號分年月周週])"
    r"|(?P<j>[月火水木金土日])曜"
    r"|(?P<k>[월화수목금토일])요일"
    r"|(?<![0-9一二三四五六七八九十])(?P<m>1[0-2]|[1-9]|十[一二]?|[一二三四五六七八九])(?:月(?!曜)|월)"
)
_CJK_DAY = {**{c: i for i, c in enumerate("一二三四五六", 1)}, "日": 7, "天": 7}
_CJK_MONTH = {**{c: i for i, c in enumerate("一二三四五六七八九十", 1)}, "十一": 11, "十二": 12}


def _cjk_calendar(folded: str) -> list[tuple[str, str]]:
    """The weekdays and months a folded text says in Chinese, Japanese or Korean (``_CJK_CALENDAR``), each as written
    and as ``_CALENDAR`` codes it ("d2" Tuesday, "m3" March): "会議は火曜日です" says ("火曜", "d2")."""
    if not CJK.search(folded):
        return []
    out = []
    for m in _CJK_CALENDAR.finditer(folded):
        if m.group("d"):
            out.append((m.group(0), f"d{_CJK_DAY[m.group('d')]}"))
        elif m.group("j"):
            out.append((m.group(0), f"d{'月火水木金土日'.index(m.group('j')) + 1}"))
        elif m.group("k"):
            out.append((m.group(0), f"d{'월화수목금토일'.index(m.group('k')) + 1}"))
        else:
            n = m.group("m")
            out.append((m.group(0), f"m{int(n) if n.isdigit() else _CJK_MONTH[n]}"))
    return out


def _missing_days(claim: str, texts: Sequence[str]) -> list[str]:
    """The weekdays and months a claim says (``_calendar``; "May" only with its capital; ``_cjk_calendar``) that no
    source says in any language, nor as people shorten it (``_shortened``: "Last Fri"): "The user was born in May"
    behind "I was born in March", "La réunion est jeudi" behind "La réunion est mardi", "会议在星期四" behind
    "会议在星期二"."""
    said = [(w, day) for w in _TOKEN.findall(claim) if (day := _calendar(w, claimed=True))]
    said += _cjk_calendar(fold(claim))
    if not said:  # most claims name no day: the sources are not read
        return []
    held = {day for t in texts for w in _TOKEN.findall(t) if (day := _calendar(w))}
    held |= {day for t in texts for _, day in _cjk_calendar(fold(t))}
    return [w for w, day in said if day not in held and not _shortened(_flat(w), texts)]


_COMPOUND_HEAD = 5  # the fewest letters of a name a longer word may end with (``_held_whole``)


def _held_whole(name: str, joined: str) -> bool:
    """Whether the sources (folded, joined) hold a folded name as written, no letter of a longer word before it nor
    after it ("ana" is not held by "hermana", nor "tim" by "time", nor "max" by "maximum") — but a name of five letters
    or more may end a longer word, the head of a German compound ("Älteste" in "Zweitälteste")."""
    before = "" if len(name) >= _COMPOUND_HEAD else r"(?<!\w)"
    return re.search(rf"{before}{re.escape(name)}(?!\w)", joined) is not None


def missing_names(claim: str, sources: Iterable[str]) -> list[str]:
    """The names in ``claim`` (products, people, places, codes; one in lower case where a name stands:
    ``_placed_names``) that no source holds (a weekday or a month held as
    people shorten it counts: ``_SHORT_NAMES``; or in another language: ``_calendar``), and the weekdays and months it
    says in lower case that no source says (``_missing_days``)."""
    texts = list(sources)
    folded = [_flat(t) for t in texts]
    pool = [_bare(w) for f in folded for w in _WORD.findall(f)]
    joined = " ".join(folded)
    missing = []
    days = _missing_days(claim, texts)
    named = _names(claim)
    written = {_flat(n) for n in named}
    words, runs = _Placed(claim), [r for f in folded for r in _runs(f)]
    placed = [*_placed_names(claim), *_in_an_articles_place(words, runs), *_owned_apposed_names(words, runs)]
    placed += [*_predicate_names(words, runs), *_inserted_names(words, runs), *_inserted_places(words, runs)]
    for name in [*named, *dict.fromkeys(w for w in placed if w not in written)]:
        n = _flat(name)
        if _held_whole(n, joined) or any(_words_match(part, w) for part in _WORD.findall(n) for w in pool):
            continue
        if _shortened(n, texts) or (_calendar(name) and name not in days):
            continue
        missing.append(name)
    missing += [w for w in _named_as_words(claim, texts) if w not in missing]
    return missing + [d for d in days if d not in missing]


def _written_as_name(word: str, text: str) -> bool:
    """Does ``text`` write ``word`` (folded) with a capital, not one that opens its sentence ("My boss Anna is …";
    not "Strict bosses are the worst")?"""
    return any(
        m.group(0)[:1].isupper()
        and _flat(m.group(0)) == word
        and (not _OPENS_HERE.search(text[: m.start()]) or _IS_ITS_NAME.match(text, m.end()))
        for m in _WORD.finditer(text)
    )


_OPENS_HERE = re.compile(r"(?:^|[.!?\n\"“]|(?:^|\n)\s*[-*•])\s*$")  # a sentence, a quotation, a list's item opens here
_IS_ITS_NAME = re.compile(r"\s+(?:is|was|'s)\s+(?:[\w']+\s+){1,3}?name\b", re.IGNORECASE)  # "Rex is his name"


def _named_as_words(claim: str, sources: Sequence[str]) -> list[str]:
    """The words a claim gives as names by a word of naming (``_given_names``: "The user's boss is named Strict", "… is
    called Smith"; a word of letters only, not "kura-core") that its sources hold only as a word, not a name: in lower
    case where the source writes capitals ("My boss is strict"), and never given a name there by a word of naming. A
    source that writes no capital cannot tell ("my boss is called strict"), nor does one that gives it as a name ("My
    boss is called Strict", "My boss Anna is strict")."""
    written = [t for t in sources if any(c.isupper() for c in t)]
    given = _given_names(_Placed(claim)) if written else []
    if not given:
        return []
    folded = [_flat(t) for t in written]
    named_there = {n for t in written for n in _given_names(_Placed(t))}
    out = []
    for word in given:
        held = any(re.search(rf"(?<!\w){re.escape(word)}(?!\w)", f) for f in folded)
        if not word.isalpha() or word in named_there or not held:
            continue  # a name no source holds at all is ``missing_names``'s to read
        if not any(_written_as_name(word, t) for t in written):
            out.append(word)
    return out
