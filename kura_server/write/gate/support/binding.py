"""Support, binding: words a short clause of the claim binds that its quotes bind otherwise (``rebound``), and a
number said with what its quote says of the number after it (``shifted``)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from functools import cache
from typing import NamedTuple

from ...redact_rules import MARKER_RE
from ..numbers import _GRADE, _grades
from ..words import (
    _CLAUSE_START,
    _MY,
    _STOP,
    _WORD,
    _bare,
    _flat,
    _person_form,
    _sentences,
    _stem_match,
    _words_match,
    _wordset,
)
from .base import (
    _AND,
    _DOERS,
    _KIN,
    _SUBJECTS,
    _THEIRS,
    _claim_words,
    _clauses,
    _is_claim_word,
    _names,
    _persons_verb,
    _tokens_said,
)
from .fiction import (
    _things,
)
from .subject import (
    _BETWEEN,
    _INNER_DOT,
    _REFERS,
    _kin_and_me,
)
from .tense import (
    _taken_back_spans,
)

# The verbs of liking, which a claim's content words leave out (``_NOT_CLAIM``): read with what they bind ("I like tea.
# I dislike coffee." does not back "The user likes coffee").
_LIKING = _wordset("like likes liked love loves loved enjoy enjoys enjoyed dislike dislikes disliked hate hates hated")
# ... and in the other languages the gate reads (folded: "Me encantan los gatos", "J'adore les chats", "Ich liebe
# Katzen", "Mi piacciono i gatti", "Eu adoro gatos")
_LIKING |= _wordset(
    """gusta gustan encanta encantan amo adoro odio odia detesto aime aimes aimons adore adores deteste detestent
    liebe liebt mag magst hasse hasst piace piacciono gosto gosta odeio adora adoran adorano ama aman amano odia"""
)
# ... of them, the ones of fondness: a claim's word of fondness is bound where a quote says any ("Adoro il tennis, ma il
# calcio mi annoia" does not back "All'utente piace il calcio": the fondness is the tennis's, whichever verb says it)
_FONDNESS = _LIKING - _wordset(
    "dislike dislikes disliked hate hates hated odio odia detesto deteste detestent hasse hasst odeio"
)
# A number standing on its own ("Postgres 15", "has 4 replicas"; not the digits of "v2", nor "4GB", a measure): a
# clause binds it as it binds a name.
_BOUND_NUMBER = re.compile(r"(?<![\w'.,:-])\d+(?![\w'-]|[.,:]\d)")
# ... and a number with a unit of distance, weight or time written on to it ("I run 5k on Mondays and 10k on Fridays",
# "The meeting is at 3pm, lunch at noon"): a measure, bound as a number is ("10k" on Fridays, not on Mondays). Not a
# version ("v2": a letter before it), nor a size a machine prints ("37G", "4GB": a table's columns bind across its
# lines).
_BOUND_MEASURE = re.compile(
    r"(?<![\w'.,:-])\d+(?:[.,]\d+)?(?:k|km|mi|m|cm|mm|ft|kg|lbs?|am|pm|h|hrs?|mins?)(?![\w'-]|[.,:]\d)"
)
_BOUND_TOKEN = re.compile(rf"{_WORD.pattern}|{_BOUND_MEASURE.pattern}|{_BOUND_NUMBER.pattern}")


# A gapped clause: after a comma or "and", two noun phrases and no verb, the verb of the clause before left out ("The
# blue key opens the shed, the red one the garage", "My husband drives the Volvo and my daughter the Fiat", "La llave
# azul abre el cobertizo, la roja el garaje"): what the second phrase says is the first's, as the clause before binds
# its own (the garage is the red one's, not the blue key's). Each phrase opens with an article or a possessive and
# holds at most two words; the gap ends its sentence or its clause.
_DETERMINER = (
    r"(?:the|a|an|my|our|his|her|their|your|el|la|los|las|un|una|mi|mis|le|les|une|mon|ma|mes|il|lo|gli|o|os|as|um"
    r"|uma|meu|minha|der|die|das|ein|eine|mein|meine)"
)
_GAP = rf"{_DETERMINER}\s+[\w'-]+(?:\s+[\w'-]+)?\s+{_DETERMINER}\s+[\w'-]+(?:\s+[\w'-]+)?"
_GAP_CUT = re.compile(rf",(?=\s*{_GAP}\s*(?:[.!?;]|$))")
_GAP_CLAUSE = re.compile(rf"(?:(?:and|y|et|und|e)\s+)?{_GAP}")


def _grade_word(grade: str) -> str:
    """A grade's letter as a word of its own, its letter first ("A" → "a-grade", "B+" → "bplus-grade"): no two
    grades one word up to inflection (``_words_match``)."""
    sign = {"+": "plus", "-": "minus", "\u2212": "minus"}.get(grade[1:], "")
    return f"{grade[0].lower()}{sign}-grade"


def _graded(text: str) -> str:
    """``text`` with each grade said by its letter (``numbers._GRADE``: "I got a C in chemistry") written as a word
    (``_grade_word``): a grade is bound as a name is ("my sister got an A": the A is hers, not the person's C in
    chemistry), where the letter alone is no word the clause holds ("a" is an article)."""
    return _GRADE.sub(lambda m: f"{m.group(0)[: m.start('g') - m.start()]}{_grade_word(m.group('g'))}", text)


# A predicate after a form of "be" and before the preposition it takes — an adjective's or a participle's complement
# ("I'm allergic to dogs", "afraid of snakes", "good at chess", "married to Clara", "proud of my garden", "soy
# alérgico a los perros", "je suis allergique aux chiens", "ich bin allergisch gegen Hunde", "sono allergico ai
# gatti", "sou alérgica a gatos"; folded): the predicate governs the noun its preposition takes, as a verb of liking
# governs its object (``_Bound.governed``: "allergic" is said of the dogs, not of the cats the person loves).
_PREDICATE_OF = re.compile(
    r"(?:\b(?:am|is|are|was|were|be|been|soy|eres|es|somos|son|era|estoy|esta|estamos|estan|suis|est|sommes|sont"
    r"|etais|etait|bin|bist|ist|sind|war|sono|sei|e|siamo|sou|estou|sao"
    # ... or a noun after a verb of having ("I have a fear of snakes", "tengo miedo de las arañas", "j'ai peur des
    # chiens", "ho paura dei ragni", "tenho medo de cães", "ich habe Angst vor Hunden")
    r"|(?:have|has|tengo|tiene|tienes|tenemos|ai|avons|habe|hat|haben|ho|hai|abbiamo|tenho|tem|temos)"
    r"(?:\s+(?:a|an|un|une|una|um|uma))?"
    r"|(?:he|she|it|that)'s)|'m|'re)\s+"
    r"(?:(?:so|very|really|too|quite|super|extremely|muy|tres|sehr|molto|muito)\s+)?(?P<head>[^\W\d_][\w'-]*)\s+"
    r"(?:to|of|at|with|about|in|on|a|al|de|del|en|con|au|aux|du|des|avec|gegen|auf|an|mit|von|vor|ai|agli|alla"
    r"|alle|allo|di|dei|della|ao|aos|da|do|das|dos|com|em)\b"
)


# A verb's participle after a form of "be" or "get" ("The API key is rotated monthly", "The logs are backed up"): the
# clause's subject is what the verb is done to.
_PARTICIPLE = r"(?:\w+(?:ed|en)|kept|built|held|made|sent|set|run|done|paid|sold|bought|put|shut|cut|hung|read)"
_PASSIVE = re.compile(
    r"\b(?:is|are|was|were|be|been|being|gets?|got|getting)\s+(?:(?:\w+ly|now|still|also|always|usually|all)\s+)?"
    rf"(?P<verb>{_PARTICIPLE})\b"
)


# The one a text speaks to, by name: set off by a comma where a sentence starts or ends ("Maria, thanks a lot!", "I
# appreciate our friendship too, Caroline."), or after a greeting or a thanks ("Thanks Nate!", "Hi Jon,"), as the
# fold reads it (``rebound`` reads it against the names it knows).
_VOCATIVE = re.compile(
    r"(?:^|[.!?]\s+)([\w'-]+),|,\s*([\w'-]+)\s*(?:[.!?]|$)"
    r"|\b(?:thanks|thank\s+you|hi|hey|hello|dear|gracias|hola|merci|salut|danke|hallo|grazie|ciao|obrigad[oa])"
    r"\s+([\w'-]+)"
)


# Whom a clause's verb acts on, the person ("Dogs make me sneeze", "Swimming relaxes me", "El té me da sueño", "Le thé
# me donne sommeil", "Tee macht mich müde", "Il tè mi fa dormire", "O chá me dá sono"; folded) — what stands before
# it is the clause's cause, a subject bound to the effect its clause says —, and a claim's word for the person ("Dogs
# make the user sneeze", "El té le da sueño al usuario"); or, in a clause that acts on no "me", a part of the person's
# after a possessive, its subject and verb before it ("Running hurts my knees", "Tea upsets my stomach": "Running hurts
# the user's knees"; not "…, improving my stamina", a verb alone).
# (French "me" elided before its verb is "m'" written on to it: "le foot m'ennuie"; not English "I'm", nothing after it)
_ACTED_ON_ME = re.compile(r"\b(?:me|us|nos|m'|mich|mir|uns|mi)(?![\w'])|\bm'(?=[^\W\d_])")
_ACTED_ON_MINE = re.compile(r"\b(?:my|our)\s+(?=\w)")
# ... and a clause that says a predicate of its own subject, with a form of "be" ("Cats are fine", "El café está bien",
# "Le café est bon", "Kaffee ist okay"), the person its subject ("I love hiking") or acting on the person: no noun
# phrase a list cut off ("Both cats | and dogs make me sneeze").
_OWN_PREDICATE = re.compile(
    r"\b(?:is|are|was|were|esta|estan|es|son|era|est|sont|etait|ist|sind|war|waren|i|we|yo|je|ich|wir|io|eu)\b"
    r"|\w'(?:s|re|m)\b|\bj'"
    # ... or, where the subject goes unsaid, a verb of liking in the first person ("Adoro il tennis", "Gosto de nadar",
    # "Odio el golf"): the person its subject as "I" is
    r"|\b(?:adoro|amo|odio|detesto|gosto|odeio|prefiero|prefiro|preferisco)\b"
    # ... or any verb whose first person ends in "-o" opening the clause before an article or a preposition ("Juego al
    # tenis", "Gioco a tennis", "Jogo no clube")
    r"|^\s*[^\W\d_]{2,}o\s+(?:al|a|el|la|los|las|o|os|as|il|lo|gli|de|del|do|da|di|en|em|no|na|con|com|in|un|una|uno"
    r"|um|uma)\s"
)
_ACTED_ON_USER = re.compile(
    r"\b(?:users?|usuari[oa]s?|utilisat(?:eur|rice)s?|(?:be)?nutzer(?:in)?|utente|utilizador[a]?)\b(?!')"
)
_ACTED_ON_USERS = re.compile(r"\busers?'s?(?=\s+\w)")
# ... and the person's judgment of a thing, said with the verb of finding after them ("The user finds waltz fun", "…
# found the film boring"): the thing is the subject of what the person finds it, as "Waltz is fun for the user" says
_FINDS = re.compile(r"\s+(?:finds|found|find|considers|considered)\s")


class _Bound(NamedTuple):
    """The content words of a clause (``_bare``, in order) and its numbers (``_BOUND_NUMBER``), the ones it names — a
    name (``_names``), a number, or a thing an article, a possessive or a preposition introduces (``_things``) —,
    whether it refers back (``_REFERS``), and (a claim's clause, ``done``) what it says a verb is done to: (the verb,
    the thing) — the subject of a participle ("The API key is rotated monthly": rotated, api and key), or a thing right
    after the clause's first word ("The team rotates the API key": rotates, api) — and the subject of its participle;
    and the predicates it says take a preposition (``heads``, ``_PREDICATE_OF``: "allergic" of "I'm allergic to
    dogs")."""

    words: list[str]
    named: set[str]
    refers: bool = False
    patients: frozenset[tuple[str, str]] = frozenset()
    subject: frozenset[str] = frozenset()
    heads: frozenset[str] = frozenset()
    gap: bool = False
    cause: tuple[str, ...] = ()
    stated: bool = False

    def done(self, clause: str) -> _Bound:
        """This clause (of a claim) with what it says its verb is done to (``patients``)."""
        m = _PASSIVE.search(clause)
        if m and (subject := frozenset(_bare(w) for w in _WORD.findall(clause[: m.start()])) & set(self.words)):
            verb = _bare(m.group("verb"))
            return self._replace(patients=frozenset((verb, w) for w in subject), subject=subject)
        if len(self.words) > 1 and self.words[1] in self.named and self.words[0] not in self.named:
            opening = _WORD.findall(clause[: clause.find(self.words[0])])
            # a subject right before the verb ("The team rotates …", "We rotate …"), not a word that goes on from the
            # clause before ("then playing in local leagues") nor a verb the clause opens with
            if opening and (opening[-1] in _SUBJECTS | _DOERS or opening[-1] not in _STOP | _BETWEEN):
                return self._replace(patients=frozenset({(self.words[0], self.words[1])}))
        return self

    @classmethod
    def of(cls, clause: str, names: set[str]) -> _Bound:
        raw = _BOUND_TOKEN.findall(clause)
        # someone of the person's, after a possessive ("my son", "the user's daughter", "mi hija"): named, a stop
        # word or not ("son")
        kin = {_bare(w) for before, w in zip(["", *raw], raw, strict=False) if before in _MY | _THEIRS and w in _KIN}
        words = [
            w
            for w in map(_bare, raw)
            if (_is_claim_word(w) or w in _LIKING or w[0].isdigit() or w in kin or w in names) and "'" not in w
        ]
        named = {w for w in words if w in names or w in kin} | (set(_things(clause)) & set(words))
        heads = frozenset(_bare(m.group("head")) for m in _PREDICATE_OF.finditer(clause))
        gap = _GAP_CLAUSE.fullmatch(clause.strip(" .!?;")) is not None
        me = _ACTED_ON_ME.search(clause)
        mine = _ACTED_ON_MINE.search(clause) if me is None else None
        acted = me or mine
        before = [] if acted is None else cls.of(clause[: acted.start()], names).words
        cause = tuple(w for w in before if not w.endswith("ly"))  # not an adverb ("honestly it helps me")
        if mine is not None and len(cause) < 2:
            cause, mine = (), None  # a verb alone before the person's part ("…, improving my stamina")
        stated = me is not None or mine is not None or _OWN_PREDICATE.search(clause) is not None
        return cls(words, named, _REFERS.search(clause) is not None, heads=heads, gap=gap, cause=cause, stated=stated)

    def causes(self, clause: str, names: set[str]) -> frozenset[tuple[str, str]]:
        """(A claim's clause) each (word, cause): a content word of the clause and one of its subject's before the
        person it acts on ("Cats make the user sneeze": sneeze and make, of cats), none if the clause opens with the
        person ("The user says …")."""
        m = _ACTED_ON_USER.search(clause) or _ACTED_ON_USERS.search(clause)
        before: Sequence[str] = () if m is None else _Bound.of(clause[: m.start()], names).words
        if m is not None and (found := _FINDS.match(clause, m.end())):
            # "The user finds waltz fun": what the person finds a way is its subject, as "Waltz is fun for the user"
            before = _Bound.of(clause[found.end() :], names).words
        return frozenset((y, x) for x in before for y in self.words if y != x)

    def after(self, before: _Bound) -> _Bound:
        """A clause after "and" that names nothing of its own, as it goes on from the clause ``before``: a list's
        next item in its last word's place ("likes tea and coffee": "likes coffee"), or more words said of what
        that clause names ("Billing runs on Postgres and is backed up nightly"), or by a participle of what its own
        participle is said of ("The API key is stored in Vault and rotated every month": the API key, not Vault)."""
        if before.subject and self.words and re.fullmatch(_PARTICIPLE, self.words[0]):
            # "The API key is stored in Vault and rotated monthly": said of the subject (the API key), not of Vault;
            # and with what it names ("The API is implemented and written in Rust": the API in Rust)
            patients = frozenset((self.words[0], w) for w in before.subject)
            named = (before.named & before.subject) | self.named
            if not self.named:
                return _Bound(self.words, named, patients=patients, subject=before.subject)
            subject = [w for w in before.words if w in before.subject]
            return _Bound([*subject, *self.words], named, patients=patients, subject=before.subject)
        if self.named or not before.words:
            return self
        if len(self.words) == 1:
            return _Bound([*before.words[:-1], *self.words], before.named, heads=before.heads)
        return _Bound(self.words, before.named, heads=before.heads)

    def beside(self, word: str) -> set[str]:
        """The content words right before and after ``word`` in the clause (what a verb is said with: "we rotate
        certificates", "certificates are rotated")."""
        pairs = list(zip(self.words, self.words[1:], strict=False))
        return ({b for a, b in pairs if _words_match(a, word)} | {a for a, b in pairs if _words_match(b, word)}) - {
            word
        }

    def governed(self, word: str) -> set[str]:
        """The content words right after ``word`` in the clause, a verb of liking or a predicate that takes a
        preposition (``_PREDICATE_OF``): what it governs ("like tea", "allergic to dogs")."""
        if word not in _LIKING and not any(_words_match(word, h) for h in self.heads):
            return set()
        return {b for a, b in zip(self.words, self.words[1:], strict=False) if _words_match(a, word)} - {word}

    def anchors(self, word: str, causes: frozenset[tuple[str, str]] = frozenset()) -> set[str]:
        """What the clause names beside ``word``, what it governs, and its causes (``causes``)."""
        return (self.named - {word}) | self.governed(word) | {x for y, x in causes if y == word}


BOUND = 4
"""A claim's clause of at most this many content words is read for words bound otherwise (``rebound``)."""


def _rival(
    held: Sequence[_Bound], where: Iterable[int], word: str, mine: _Bound, *, named: bool | None, verb: bool = False
) -> str:
    """What every clause of ``held`` (at ``where``) that holds ``word`` says with it and the claim's clause does not:
    a thing it names (``named``), what ``word`` governs there (not ``named``), or any content word (``None``: not in
    a clause that refers back, which may say ``word`` of what another names); with ``verb``, also the words right
    beside it ("we rotate certificates": what the verb is done to; not in a clause that refers back, "we rotate it");
    "" if one says nothing else."""
    found = ""
    for i in where:
        h = held[i]
        if len(h.words) > BOUND or ((named is None or verb) and h.refers):
            return ""  # a long clause says more than one fact's words: no parallel fact's
        near = (
            h.words
            if named is None
            else list(h.named - {word}) + list(h.governed(word)) + (list(h.beside(word)) if verb else [])
            if named
            else list(h.governed(word)) + (list(h.beside(word)) if verb else [])
        )
        rivals = [z for z in near if not any(_words_match(z, w) for w in mine.words)]
        if not rivals:
            return ""
        found = found or rivals[0]
    return found


def _cause_rival(held: Sequence[_Bound], where: Iterable[int], mine: _Bound) -> str:
    """The cause (``_Bound.cause``) every clause of ``held`` (at ``where``) says the effect of that the claim's clause
    does not say ("dogs" of "Cats are fine but dogs make me sneeze" for "Cats make the user sneeze"); "" if one says
    none, or refers back ("I love dogs, they make me sneeze")."""
    found = ""
    for i in where:
        h = held[i]
        rivals = [z for z in h.cause if not any(_words_match(z, w) for w in mine.words)]
        if h.refers or len(h.words) > BOUND or not rivals:
            return ""
        found = found or rivals[0]
    return found


def _says(words: Sequence[str], said: Sequence[str]) -> bool:
    """``words`` hold the content words ``said`` in a row (each as ``_words_match`` reads it)."""
    n = len(said)
    return any(
        all(_words_match(a, b) for a, b in zip(words[i : i + n], said, strict=True)) for i in range(len(words) - n + 1)
    )


def _joined(part: str, held: Sequence[_Bound], names: set[str]) -> list[tuple[str, str, str]]:
    """An item a claim's part joins to a list its sources say without it: the part without "and" and the item says a
    source clause's content words in a row ("Deploys to prod and staging need the release tag signed" behind "Deploys to
    prod need the release tag signed", "The API key and certificates are stored in Vault" behind "The API key is stored
    in Vault"), and every clause of the sources that holds the item says it with none of what follows it
    and with another word ("Staging deploys run nightly"): the item, the first word said of it, that other word."""
    out: list[tuple[str, str, str]] = []
    for m in _AND.finditer(part):
        tail = part[m.end() :]
        first = next((t for t in _WORD.finditer(tail) if _bare(t.group(0)) not in _STOP), None)  # past its article
        if first is None or not _is_claim_word(item := _bare(first.group(0))):
            continue
        rest = tail[first.end() :]
        said = _Bound.of(f"{part[: m.start()]} {rest}", names).words
        predicate = _Bound.of(rest, names).words
        if not predicate or not any(_says(h.words, said) for h in held):
            continue
        items = {i for i, h in enumerate(held) if any(_words_match(item, v) for v in h.words)}
        if not items or any(_words_match(p, v) for i in items for p in predicate for v in held[i].words):
            continue  # said of the item too
        if rival := _rival(held, items, item, _Bound.of(part, names), named=None):
            out.append((item, predicate[0], rival))
    return out


def _corrected(folded: str) -> list[str]:
    """The clause a correction of one word corrects, said with it ("I live in Leeds, I mean Bristol": "i live in leeds
    bristol", Bristol where the person lives): the last clause of what it takes back (``_taken_back_spans``), when the
    correction says one content word or none beside it ("… I mean Bristol", "quiero decir, en Bristol"); not a clause
    of its own ("Actually, no, we use Pulsar for search" says search, not billing). What it takes back is
    ``taken_back``'s to refuse."""
    out: list[str] = []
    for (a, b), (c, d) in _taken_back_spans(folded):
        before = [part for part in _clauses(folded[a:b]) if part.strip(" ,")]
        if before and len(_claim_words(folded[c:d])) <= 1:
            out.append(f"{before[-1]} {folded[c:d]}")
    return out


def _undotted(folded: str) -> str:
    """A folded text with the dot inside a name read as a space: "index.db" holds its clause together, where
    ``_CLAUSE_START`` would cut it ("$ sqlite3 index.db 'PRAGMA journal_mode=WAL'" binds WAL to the index)."""
    return _INNER_DOT.sub(" ", folded)


def rebound(claim: str, sources: Iterable[str]) -> list[tuple[str, str, str]]:
    """Words a clause of the claim binds together that its sources bind otherwise: a thing the claim names (a name,
    a number standing on its own, someone of the person's after a possessive, a thing an article or a preposition
    introduces, or the word right after the other) and another of its content
    words that no one clause of the sources holds together, where every clause that holds the other word names
    another thing the claim's clause does not say — "Caching runs on Postgres" behind "Billing runs on Postgres.
    Caching uses Redis." (caching is said with Redis), "The user lives in Berlin" behind "I live in Munich and work in
    Berlin", "Bob leads infra" behind "Alice leads infra, Bob leads data", "Production uses Postgres 15" behind
    "Staging uses Postgres 15, production still uses Postgres 13", "The user's daughter plays piano" behind "My son
    plays piano and my daughter plays violin". A word its clause says with nothing else named, or in a clause that
    refers back (``_REFERS``), may be said of what another clause names ("We moved billing to Postgres. It's been
    stable since." backs "Billing has been stable on Postgres"): only a competing binding is read. A verb the claim
    says is done to its thing (``_Bound.done``: "The API key is rotated monthly", "The team rotates the API key") is
    bound to it: a verb every clause of the sources says beside another word ("We rotate certificates monthly") and a
    thing every clause says with another ("The API key is in Vault") is a verb bound to another thing — not the word
    after any verb of any claim, which refused hundreds of LoCoMo's honest facts. And an item joined to a list the
    sources say without it (``_joined``: "Deploys to prod and staging need the release tag signed" behind "Deploys to
    prod need the release tag signed. Staging deploys run nightly."). Clauses as ``others`` cuts them (a sentence
    that opens with an article no apposition); each (thing, word, the thing the sources say it with) once."""
    claim, texts = _graded(claim), [_graded(t) for t in sources]
    names = {_flat(_bare(n)) for t in [claim, *texts] for n in _names(t)}
    names |= {n for t in [claim, *texts] for n in _BOUND_NUMBER.findall(_flat(t)) + _BOUND_MEASURE.findall(_flat(t))}
    graded = {_grade_word(g) for t in [claim, *texts] for g in _grades(t)}
    names |= graded
    held = [
        _Bound.of(c, names)
        for t in texts
        for c in _with_me(_clauses(_GAP_CUT.sub(";", _undotted(_flat(t))), appositions=True), names)
    ]
    held += [_Bound.of(c, names) for t in texts for c in _corrected(_flat(t))]
    out: list[tuple[str, str, str]] = []
    where: dict[str, set[int]] = {}  # the clauses of the sources that hold a word of the claim

    @cache
    def near(word: str) -> set[int]:  # ... and by its first three letters, a pair held together ("vive", "vivo"; not
        # "hijo" and "hija", two people; nor an A and a C, two grades)
        if word in _KIN or word in graded:
            return where[word]
        return {i for i, h in enumerate(held) if any(_stem_match(word, v, prefix=3, common=3) for v in h.words)}

    before = _Bound([], set())
    verb = _persons_verb(_flat(claim))[0]
    flats = [_flat(t) for t in texts]
    addressed = {_bare(next(filter(None, m.groups()))) for f in flats for m in _VOCATIVE.finditer(f)} & names
    for part in _CLAUSE_START.split(_flat(MARKER_RE.sub(" ", claim))):
        if any(part.strip() in f for f in flats):
            continue  # a part of the claim its sources say as it is binds nothing anew
        out += _joined(part, held, names)
        heads = _Bound.of(part, names).heads  # (a predicate before "and": Italian "è", folded, is read as "e")
        for k, clause in enumerate(_AND.split(part)):
            mine = _Bound.of(clause, names).done(clause)
            mine = mine._replace(heads=mine.heads | heads)
            causes = mine.causes(clause, names)
            if k:
                mine = mine.after(before)
            before = mine
            if len(mine.words) > BOUND:
                continue  # a long clause is no recombination of short facts
            for w in mine.words:
                if w not in where:
                    # (the claim's verb of the person, in the first person, is that clause's too: "tiene" of "Tengo 38
                    # años"; not "hija" of "hijo", two people)
                    where[w] = {
                        i
                        for i, h in enumerate(held)
                        if any(
                            _words_match(w, v) or (w == verb and _person_form(v, w)) or {w, v} <= _FONDNESS
                            for v in h.words
                        )
                    }
            if own := [w for w in mine.words if not where[w]]:
                if len(own) > 2 or mine.named & set(own):
                    continue  # a clause that says words or a thing of its own is no recombination of the quotes'
                # one word of its own that names nothing ("The API is written in Rust" behind "The API is in Go and the
                # worker in Rust": "written") leaves what the clause binds as it was; not the one the person speaks
                # to ("Maria, thanks a lot! Your support is really encouraging"), whom the claim's own words of
                # thanks or of feeling bind to what they said ("The user values Maria's support")
                kept = [w for w in mine.words if where[w]]
                if addressed.isdisjoint([*kept, *mine.named]):
                    mine = mine._replace(words=kept)
                else:
                    continue
            for y in mine.words:
                for x in mine.anchors(y, causes):
                    if _words_match(x, y) or not where.get(x) or where[x] & where[y]:
                        continue
                    if (
                        (y, x) in causes
                        and (rival := _cause_rival(held, where[y], mine))
                        and all(held[i].stated and not held[i].refers for i in where[x])
                        and not near(x) & near(y)
                    ):
                        # the claim binds the effect to a subject the quotes bind another to ("Cats are fine but dogs
                        # make me sneeze": sneezing is the dogs', not the cats')
                        out.append((x, y, rival))
                        continue
                    done = (y, x) in mine.patients  # the claim says the verb is done to that thing
                    rival = _rival(held, where[y], y, mine, named=x in mine.named, verb=done)
                    if (
                        rival
                        and (
                            x in names
                            or rival in names
                            or x in _KIN
                            or rival in _KIN
                            or x in mine.governed(y)
                            or done
                            or any(held[i].gap for i in where[y])  # a gapped clause binds it to its own phrase
                        )
                        and _rival(held, where[x], x, mine, named=None)
                        and not near(x) & near(y)
                    ):
                        out.append((x, y, rival))
    return list(dict.fromkeys(out))


def _with_me(clauses: list[str], names: Collection[str]) -> list[str]:
    """Clauses with one of the person's people before "and I" read as one with the clause of the person after it
    (``_kin_and_me``): "my friend Ola" and "I run a bakery" bind Ola to the bakery as "Ola and I run a bakery" does."""
    out: list[str] = []
    for c in clauses:
        if out and _kin_and_me(out[-1], c, names):
            out[-1] = f"{out[-1]} and {c}"
        else:
            out.append(c)
    return out


def _scope(clause: str, at: int) -> list[str]:
    """The content words (and short names: "CI") of a folded clause after its number ending at ``at``, past the word
    right after that number when that word is its unit ("5 minutes locally": "locally"; "20 on CI": "ci")."""
    words = _tokens_said(clause[at:])
    after = _WORD.match(clause[at:].lstrip())
    return words[1:] if words and after and _bare(after.group(0)) == words[0] else words


def shifted(claim: str, sources: Iterable[str]) -> list[tuple[str, str, str]]:
    """A number a claim says with what its sources say of another number of the same sentence, the second said
    after the first with its words left out ("Our tests take 5 minutes locally and 20 on CI": 20 is said of CI, its
    taking and minutes carried over): "The tests take 20 minutes locally", "The tests take 5 minutes on CI" — as (the
    claim's number, its word the source says of the other, the other number). The words carried over from the first
    ("tests", "minutes") belong to both; what follows each number (past its unit) belongs to that number alone
    (``_scope``). A claim that says both numbers, or a word of its own number's scope, is not read."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    numbers = set(_BOUND_NUMBER.findall(flat))
    claimed = _tokens_said(flat)

    def says(words: list[str]) -> list[str]:
        return [w for w in claimed if any(_words_match(w, v) for v in words)]

    out: list[tuple[str, str, str]] = []
    for clauses in ([c for part in parts for c in _AND.split(part)] for t in sources for parts in _sentences(_flat(t))):
        for first, then in zip(clauses, clauses[1:], strict=False):
            gap = _BOUND_NUMBER.match(then.strip())
            full = list(_BOUND_NUMBER.finditer(first))
            if not gap or len(full) != 1:
                continue
            one, other = full[0].group(0), gap.group(0)
            mine, theirs = _scope(first, full[0].end()), _scope(then.strip(), gap.end())
            if not mine or not theirs:
                continue  # a number with nothing after it of its own ("5 or 6") scopes nothing
            for said, held, rival, own in ((other, one, mine, theirs), (one, other, theirs, mine)):
                if said in numbers and held not in numbers and not says(own) and (moved := says(rival)):
                    out.append((said, moved[0], held))
    return list(dict.fromkeys(out))
