"""Support, tense: a word a claim says in the present that the person's quotes say only of a state that has ended
(``dated``), and a thing said, then taken back (``taken_back``)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from itertools import pairwise

from ....cjk import HAN
from ...redact_rules import MARKER_RE
from ..asks import sentences
from ..normalise import fold
from ..numbers import _SPELLED
from ..words import (
    _CARRYING,
    _MY,
    _PAST_CLAUSE,
    _PAST_TIME,
    _SENTENCE_START,
    _SPAN_COUNT,
    _WORD,
    _bare,
    _flat,
    _folded,
    _person_form,
    _tense,
    _words_match,
    _wordset,
)
from .base import (
    _CJK_FRAME,
    _KIN,
    _KO_PARTICLES,
    _MEMBERSHIP,
    _VERB_LAST,
    _capitalised,
    _is_claim_token,
    _is_told_token,
    _judging_verbs,
    _names,
    _persons_verb,
    _turkish_was,
)
from .ending import (
    _ended_by,
    _says_past,
    got_again,
)
from .plan import (
    _only_so,
)
from .stance import (
    _JOKE,
)

# A cleft that puts a place or a time first ("Berlin is where I grew up", "2019 was when we ran Jenkins"): read as
# the clause it stands for ("I grew up in Berlin"), so its verb's tense is what the place's is.
_CLEFT = re.compile(
    r"(?:^|(?<=,))(?P<lead>\s*)(?P<what>[^.,;!?\n]+?)\s+(?:is|was|'s)\s+(?:where|when)\s+(?P<rest>[^.,;!?\n]+)", re.I
)


def _uncleft(text: str) -> str:
    """``text`` with each English cleft of a place or a time (``_CLEFT``) said as the clause it stands for."""
    return re.sub(r"[^.;!?\n]+", lambda s: _CLEFT.sub(r"\g<lead>\g<rest> in \g<what>", s.group(0), count=1), text)


# A "he" or "she" opening a sentence stands for the one name the sentence before says ("My neighbor Tomas fixed my bike
# yesterday. He is a mechanic."), with what the person calls them by, one word after "my" or "our": what it says in the
# present is said of "my neighbor Tomas", so "Tomas is a mechanic" and "The user's neighbor Tomas is a mechanic" are no
# present of a past (``dated``). A name of several words is one name ("Ana Lopez"); a place ("at university in Umeå")
# is no one. Not when the sentence before says
# two names or more ("I met Priya and Maya at uni. She is a chemist now": which one is not for a machine to tell), nor
# the "my" of a former one ("my old flatmate Priya": the name alone).
_SUBJECT_PRONOUN = re.compile(r"(?:he|she)(?='s\b|\s)", re.IGNORECASE)
_PLACE_BEFORE = r"\b(?:in|at|from|to|near|of)\s+(?:[^\W\d_][\w'-]*\s+)?"  # a place's name: "in Umeå", "to New York"
_CALLED = r"(?:\b(?:my|our)\s+(?!(?:old|former|ex|late|previous|then)\b)[^\W\d_][\w'-]*\s+)?\b"


def _named_again(text: str) -> str:
    """``text`` with a sentence's opening "he" or "she" put as the one name the sentence before says."""
    split = sentences(text)
    if len(split) < 2:
        return text
    out = split[:1]
    for before, sentence in pairwise(split):
        names = [n for n in _names(before) if not re.search(_PLACE_BEFORE + re.escape(n) + r"\b", before)]
        said = re.search(_CALLED + r"\s+".join(map(re.escape, names)) + r"\b", before, re.IGNORECASE) if names else None
        if said and (m := _SUBJECT_PRONOUN.match(sentence)):
            sentence = said.group(0) + sentence[m.end() :]
        out.append(sentence)
    return " ".join(out)


# A cleft that puts a thing first and who does it after "what" ("Go.js is what my friend uses", "Go.js es lo que usa
# mi amigo", "Go.js est ce que mon ami utilise", "Go.js ist das, was mein Freund benutzt"), as the fold reads it: read
# as the clause it stands for ("my friend uses Go.js"), so its subject opens it. A verb before its subject, as Spanish
# puts it, goes after the subject when that is "my …" ("usa mi amigo" → "mi amigo usa").
_CLEFT_WHAT = re.compile(
    r"(?:^|(?<=[.;!?\n]))(?P<lead>\s*)(?P<what>[^;!?\n,]+?)\s+(?:is|was|'s|es|era|fue|est|etait|ist|war)\s+"
    r"(?:what|lo\s+que|ce\s+qu(?:e\s+|')|das\s*,?\s*was|was)\s*(?P<rest>[^.,;!?\n]+)"
)
_MY_AFTER_VERB = re.compile(rf"(?P<verb>[\w']+)\s+(?P<who>(?:{'|'.join(sorted(_MY))})\s+[\w'-]+)(?P<tail>.*)")


def _unclefted(folded: str) -> str:
    """``folded`` with each cleft of a thing (``_CLEFT_WHAT``) whose doer is "my …" said as the clause it stands
    for, its subject first; the person's own ("Go.js is what I use") and another party's are left as said."""

    def said(m: re.Match[str]) -> str:
        rest = m.group("rest").strip()
        if (v := _MY_AFTER_VERB.fullmatch(rest)) and v.group("verb") not in _MY:
            rest = f"{v.group('who')} {v.group('verb')}{v.group('tail')}"
        elif rest.split(" ", 1)[0] not in _MY:
            return m.group(0)  # "Kafka is what everyone recommends": a thing named, not one of the person's people
        return f"{m.group('lead')}{rest} {m.group('what').strip()}"

    return _CLEFT_WHAT.sub(said, folded)


def _framed_only(folded: str) -> frozenset[str]:
    """The characters a folded claim says only in its Chinese or Japanese frame (``_CJK_FRAME``: "ユーザー", "用户"):
    the person, not a word of what it says of them — "ー" and "サ" of "ユーザーは教師をしている" are not the ones of
    "デザイナーでした"."""
    if not (frame := _CJK_FRAME.findall(folded)):
        return frozenset()
    return frozenset("".join(frame)) - set(_CJK_FRAME.sub(" ", folded))


# A group the person calls theirs ("my hiking club", "our church choir"), a few words before its noun: a membership
# held as they speak, whatever the tense of the clause it stands in — "Some of my hiking club friends came" tells in
# the past what the friends did, and names the club the person is in now. Not a group marked as left ("my old club",
# "my former team"), another's ("my sister's club": the possessive's word holds no "'s"), nor what a verb takes ("I
# left my book club", "I quit my team": the possessive opens its clause or follows a preposition, not "out of"), nor
# one in a clause a past's time or marker dates ("Last year my team won", "Back then our band played covers",
# ``_PAST_TIME``, ``_PAST_CLAUSE``). A group so said is said whole too: "some of my hiking club friends" is some of the
# friends, not of the club (``widened``).
_MY_GROUP = re.compile(
    r"(?:^\s*|\b(?<!\bout\s)(?:of|with|at|in|from|for|to|by|on|among|and)\s+)"
    r"(?P<group>(?:my|our)\s+(?!(?:old|former|ex|late|previous|then|first)\b)(?:(?!(?:a|an|the|and|or)\b)[\w-]+\s+){0,2}"
    rf"(?:{'|'.join(sorted(_MEMBERSHIP))}))\b"
)


# A group the person says they are part of, by a relative clause in the present after it ("the virtual support group I
# am a part of", "the rowing club we're members of", "the choir that I'm in"): a membership held as they speak, in a
# clause of its own, whatever the tense of the clause the group stands in ("I asked friends to join the support group
# I am a part of"). Its words, and the member's ("part", "member"), are said now; not a "was" ("the club I was in").
_GROUP_IM_IN = re.compile(
    r"\b(?:the|a|an|my|our|this|that)\s+(?P<group>(?:(?!(?:i|we|that|which)\b)[\w-]+\s+){1,4}?)(?:that\s+|which\s+)?"
    r"(?:i\s+am|i'm|im|we\s+are|we're)\s+(?P<member>(?:(?:a|an)\s+)?(?:part|members?)\s+of|in)\b"
)


# A fan's verb before the group ("I cheer for my team", "we root for our team", "I'm a fan of my team", "I'm pulling
# for my choir"): who cheers a group on stands outside it, in the crowd, whatever they call it — no membership (not
# one who plays, sings or works for it: "I play for my team every Sunday").
_FAN_OF = re.compile(
    r"\b(?:cheer(?:s|ed|ing)?(?:\s+on)?|root(?:s|ed|ing)?|pull(?:s|ed|ing)?|yell(?:s|ed|ing)?|scream(?:s|ed|ing)?"
    r"|shout(?:s|ed|ing)?|clap(?:s|ped|ping)?|fans?|supporters?)\s+(?:for|of)\s+$"
)


# One of the person's people they call theirs ("my kids", "mis hijos", "mes enfants", "meine Kinder", "i miei figli",
# "meus filhos"; ``base._KIN``), a word between: a relation held as they speak, as a group is (``_MY_GROUP``), whatever
# the tense of the clause it stands in — "Seeing my kids' smiles was so awesome" tells in the past what the person saw,
# and names the kids they have now. Only where the clause tells of something else — its object, after a preposition,
# or a possessor ("my daughter's birthday") —, not its subject ("My grandfather was a farmer", "My dog ran away": what
# the clause says of them may be what ended them); not one marked as gone ("my late wife", "my ex-husband"), nor in a
# clause that ends the relation (``_KIN_ENDED``: "I lost my husband", "I divorced my wife", "Perdí a mi padre") or a
# past's time or marker dates (as a group's).
_GONE_BEFORE = (
    r"(?!(?:old|former|ex|late|previous|then|first|dead|deceased|estranged|ancien|ancienne|antiguo|antigua|difunt[oa]"
    r"|fallecid[oa]|verstorbene[nrm]?|defunt[oa]?|falecid[oa])\b)"
)
_MY_KIN = re.compile(
    rf"(?P<before>[\w']+\s+)?(?:{'|'.join(sorted(_MY))})\s+{_GONE_BEFORE}"
    rf"(?:[^\W\d_][\w]*\s+)?(?P<kin>{'|'.join(sorted(_KIN))})n?(?P<of>'s?)?(?![\w-])"
)
# A word before "my" that opens a clause, one of the person's people its subject ("… and my sister moved to Leeds").
_OPENS_CLAUSE = _wordset(
    """and but or so then when while because since after before until that who if as though although y pero o cuando
    porque que si et mais ou quand parce qui und aber oder als weil dass wenn ma quando perche che se mas porque"""
)
# The words of a death, a funeral or a mourning, one list: read in a clause that ends a relation (``_KIN_ENDED``)
# and for a death the quotes say (``subject._DEATH_SAID``).
_DEATH_WORDS = (
    r"die[sd]?|dying|dead|death|deceased|passed\s+(?:away|on)|passing|killed|murdered|funeral|buried|burial|obituary"
    r"|mourn\w*|grie(?:f|ve|ved|ving)|widow\w*|rip|muri\w*|muert\w*|falleci\w*|faleceu|morreu|mort\w*|deced\w*"
    r"|gestorben|verstorben|starb|morto|morta"
)
# A clause that ends a relation: a death, a loss, a parting, a mourning ("lost my dad", "divorced", "broke up with my
# boyfriend", "moved out of my boyfriend's flat", "my father's grave", "perdí a mi padre", "j'ai perdu ma mère", "ich
# habe meinen Vater verloren", "ho perso mio padre", "perdi meu pai").
_KIN_ENDED = re.compile(
    rf"\b(?:{_DEATH_WORDS}|lost|losing|divorc\w*"
    r"|broke\s+up|break\s+up|split\s+(?:up|from)|separated|left|leaving|dumped|miss(?:ed|ing)?|no\s+longer|anymore"
    r"|perdi|perdimos|perdu|quitte\w*|separ\w*"
    r"|verloren|geschieden|getrennt|verlassen|perso|lasciat\w*|divorzi\w*"
    r"|deixei|deixou|dejo|deje"
    # ... and a mourning: a grave, the ashes, a memorial, a burial ("I visited my father's grave", "I scattered my
    # mother's ashes", "Fui al entierro de mi abuelo", "l'enterrement de mon oncle", "das Grab meiner Oma")
    r"|graves?|tombs?|ashes|urn|memorial|cemetery|graveyard|eulogy"
    r"|condolences|moved\s+out|entierro|tumba|cenizas|velorio|cementerio|luto|funerailles|obseques"
    r"|tombe|enterrement|cendres|cimetiere|deuil|grab|beerdigung|asche|friedhof|trauer\w*|funerale|tomba|ceneri"
    r"|sepoltura|cimitero|lutto|enterro|tumulo|cinzas|velorio|cemiterio)\b"
)
_PAST_DATED = re.compile(rf"{_PAST_TIME.pattern}|{_PAST_CLAUSE.pattern}|\bused\s+to\b")


# ... and one of them as the subject of a clause of its own that says them in the present ("My father died and my
# brother lives in Leeds", "My mother passed away, but my sister still works in Porto"): a relation held now, whatever
# the clause before it ended — the death belongs to the father, not the brother. The clause runs from the "my" to the
# next mark or conjunction, and must not end the relation itself (``_KIN_ENDED``: "… and my brother is dead"); its verb
# a present of the third person ("lives", "is", "has"), an adverb of the present before it ("still", "now"). Not "My
# brother died" (no present), nor one marked as gone (``_GONE_BEFORE``: "… and my ex wife lives in Leeds").
_KIN_NOW = re.compile(
    rf"(?:^|\b(?:and|but|while|whereas|though|although|so)\s+)(?:my|our)\s+{_GONE_BEFORE}(?:[\w-]+\s+)?"
    rf"(?P<kin>{'|'.join(sorted(_KIN))})"
    r"\s+(?:(?:still|now|also|currently|actually)\s+)?(?P<verb>[a-z]{2,}s|is)\b(?P<rest>(?:(?!\s(?:and|but|so|while"
    r"|whereas|though|although)\b)[^,.;:!?\n])*)"
)


def _kin_now(folded: str) -> list[str]:
    """The word of each of the person's people a folded text says in the present in a clause of its own
    (``_KIN_NOW``), no end of them in that clause (``_KIN_ENDED``), no past time dating it (``_PAST_DATED``)."""
    return [
        m.group("kin")
        for m in _KIN_NOW.finditer(folded)
        if m.group("verb") not in _THEN_FINITE
        and not _KIN_ENDED.search(m.group(0))
        and not _PAST_DATED.search(m.group(0))
    ]


# ... and "the kids" a parent takes to school or fetches ("I dropped the kids off at school", "I picked up the children
# from daycare", "I drove the kids to school"): the person's own children, said as a family says them — the errand of
# a parent (not "I taught the kids at school", "the kids next door were loud": no relation of the person's).
_THE_KIDS = re.compile(
    r"\b(?:drop|drops|dropped|dropping|pick|picks|picked|picking)\s+(?:(?:off|up)\s+the\s+(?P<a>kids|children)\b"
    r"|the\s+(?P<b>kids|children)\s+(?:off|up)\b)"
    r"|\b(?:took|take|takes|taking|drove|drive|drives|driving|walked|walk|walks|walking)\s+the\s+(?P<c>kids|children)"
    r"\s+to\s+(?:school|daycare|nursery|kindergarten|preschool)\b"
)


def _my_kin(clause: str) -> list[str]:
    """The word of each of the person's people a folded clause names (``_MY_KIN``) as a relation held now: not its
    subject, not in a clause that ends it (``_KIN_ENDED``)."""
    if _KIN_ENDED.search(clause):
        return []
    return [
        m.group("kin")
        for m in _MY_KIN.finditer(clause)
        if m.group("of") or (m.group("before") and m.group("before").strip() not in _OPENS_CLAUSE)
    ]


# What the person learned, found out or was shown that holds now: a clause after a past verb of coming to know ("I
# learnt that my own happiness is the most important thing", "it made me realize it's those moments that bring joy",
# "It taught me that hope exists", "Aprendí que la familia es lo primero", "J'ai compris que la santé est ce qui
# compte", "Ich habe gelernt, dass Geduld wichtig ist") told in the present, as English tells a content still true
# where the past would have moved it back ("I learned that Ana was the owner" — still the past: the owner then). Its
# words are said now; the knowing verb's own clause is what it was. Read when the clause holds a present of "be",
# "have", "can" or "do" (``_NOW_FINITE``) and no past of them (``_THEN_FINITE``).
_LEARNT = re.compile(
    # (the person the one who came to know: "I learned", "we realized", what taught or showed them, a verb of the
    # first person abroad; not "Ana found out that she is allergic": hers)
    r"\b(?:(?:i|we|i've|we've)\s+(?:(?:have|had|also|finally|just|really|recently|eventually|then)\s+){0,2}"
    r"(?:learn(?:ed|t)|reali[sz]ed?|discovered|found\s+out|understood|noticed|figured\s+out|knew)"
    r"|(?:taught|showed|shown|reminded|told)\s+(?:me|us)|made\s+(?:me|us)\s+reali[sz]e|aprendi|aprendimos|descubri"
    r"|descubrimos|entendi|comprendi|(?:me|nos)\s+di(?:mos)?\s+cuenta(?:\s+de)?"
    r"|(?:j'ai|nous\s+avons)\s+(?:appris|compris|realise|decouvert)"
    r"|(?:ich|wir)\s+(?:habe|haben)\s+(?:[\w']+\s+){0,3}?(?:gelernt|erkannt|verstanden)"
    r"|(?:mir|uns)\s+(?:wurde|ist)\s+klar|(?:mir|uns)\s+(?:ist\s+)?klar\s+geworden"
    r"|ho\s+(?:imparato|capito|scoperto)|abbiamo\s+(?:imparato|capito|scoperto)|mi\s+sono\s+res[oa]\s+conto"
    r"|percebi|descobri|aprendemos|percebemos)\s*,?\s+(?:(?:that|que|qu'|dass|che)\s*)?(?P<what>[^,.;:!?\n]+)"
)
_NOW_FINITE = _wordset(
    """is are am 's 're it's that's there's what's isn't aren't has have can does do es son esta estan tiene tienen
    hay est sont ont c'est ist sind hat haben gibt sono hanno sao tem estao"""
)
_THEN_FINITE = _wordset(
    """was were had did could would wasn't weren't hadn't didn't era eran fue fueron estaba tenia habia etait etaient
    avait avaient war waren hatte hatten gab ero erano aveva avevano foi foram estava tinha havia"""
)


# ... and not what was learned of someone else ("I learned that she is allergic", "I realized that my brother is
# allergic to nuts", "I found out Ana is pregnant"): a clause whose subject is another's says nothing of the person, and
# the claim that says it of them is ``subject.others``' to read, which takes the knowing clause for the person's. (Not
# "él", "il": they fold to the Spanish and the Italian article.)
_THIRD_PERSON = _wordset(
    """he she they he's she's they're his her their him them ella ellos ellas elle ils elles er sie lui lei loro ele
    ela eles elas"""
)


def _learnt_now(folded: str, written: str = "") -> list[str]:
    """The words of each clause the person learned that holds now (``_LEARNT``): told in the present, its subject
    no one else (``_THIRD_PERSON``, one of the person's people, a name ``written`` spells with a capital)."""
    capitals = _capitalised(written) - {"i"}
    return [
        w
        for m in _LEARNT.finditer(folded)
        if (said := re.findall(r"[\w']+", m.group("what")))
        and any(w in _NOW_FINITE for w in said)
        and not any(w in _THEN_FINITE for w in said)
        and said[0] not in _THIRD_PERSON
        and said[0] not in capitals
        and not (said[0] in _MY and len(said) > 1 and said[1] in _KIN)
        for w in _WORD.findall(m.group("what"))
    ]


def _in_my_group(folded: str) -> list[str]:
    """The words of each group the folded text says the person is in (``_MY_GROUP``), in a clause no past dates and
    not after a fan's verb (``_FAN_OF``), of each they say they are part of (``_GROUP_IM_IN``), the member's word
    with them, and of each of their people they name as theirs (``_my_kin``)."""
    clauses = [c for c in re.split(r"[,.;:!?\n]+", folded) if not _PAST_DATED.search(c)]
    return (
        [
            w
            for clause in clauses
            for m in _MY_GROUP.finditer(clause)
            if _FAN_OF.search(clause[: m.start("group")]) is None
            for w in _WORD.findall(m.group("group"))[1:]
        ]
        + [w for m in _GROUP_IM_IN.finditer(folded) for w in _WORD.findall(f"{m.group('group')} {m.group('member')}")]
        + [w for clause in clauses for w in _my_kin(clause)]
        + [next(k for k in m.group("a", "b", "c") if k) for clause in clauses for m in _THE_KIDS.finditer(clause)]
        + _kin_now(folded)
    )


# A post at a place the person was at, taken up again by "there" in a later clause that says them in the present (or
# starting a new post there): "I was at Google for years; I start a new role there in March", "I worked at Acme for a
# decade and I'm still there", "… and I still work there": the stay the past told goes on. Only "there" with a post's
# word or a working's (not "I lived in Paris for years; I visit there often": a visit is no stay), and only the place
# named last before it ("I was at Google for years; I start a new role at Meta": no "there", no Google).
_STILL_THERE = re.compile(
    r"\b(?:i|we)(?:'m|\s+am|\s+are|'re)?\s+(?:(?:still|now|also|just|soon)\s+)?"
    r"(?:(?:start|starting|begin|beginning|take|taking|took|get|getting|got|landed|accepted|have)\s+(?:a|an|my|our|the)\s+"
    r"(?:(?:new|different|bigger|senior|better)\s+)?(?:role|job|position|post|title)"
    r"|work|working|employed|based|still)\s+there\b"
)
_AT_PLACE = r"\b(?:at|with|for|in)\s+"


def _still_there(folded: str, written: str) -> list[str]:
    """The words of the place a folded text says the person holds a post at still (``_STILL_THERE``): the name
    ``written`` spells with a capital that stands last after "at", "with", "for" or "in" before it; and "work", the
    post's doing ("I worked at Siemens for ten years; I take a new position there" backs "The user works at
    Siemens")."""
    out: list[str] = []
    for m in _STILL_THERE.finditer(folded):
        before = folded[: m.start()]
        named = [
            (p.end(), n)
            for n in {_flat(n) for n in _names(written)}
            for p in re.finditer(_AT_PLACE + re.escape(n) + r"\b", before)
        ]
        if named:
            out += [*_WORD.findall(max(named)[1]), "work"]  # (a post held there is work there: "I worked at …")
    return out


# A hyphen or an en dash between blanks inside a name or a menu's path ("Passwort - Zurücksetzen", "Settings - Privacy",
# "Bar - Restaurant Sol"): its words on either side written with a capital, as a label's or a name's are.
_NAMED_DASH = re.compile(r"(?<![\w'-])(?P<before>[^\W\d_][\w'-]*)\s+[-–]\s+(?P<after>[^\W\d_][\w'-]*)(?![\w'-])")


def _undashed(claim: str, sources: list[str]) -> tuple[str, list[str]]:
    """``claim`` and its ``sources`` with each dash of a name or a menu's path (``_NAMED_DASH``) the claim and a
    source both say, the same words on either side, written as a blank: no clause break, but the one name the quote
    names ("The user clicked Passwort - Zurücksetzen in the Aínsa clinic app" behind "In the Aínsa clinic app I
    clicked Passwort - Zurücksetzen" is one clause, told in the past whole). A dash the claim alone says, or one
    between words a source does not say so, stays the clause break it is ("We used Jenkins - now we use GitLab")."""
    if "-" not in claim and "–" not in claim:
        return claim, sources  # no dash: nothing to read (the common case, kept cheap)

    def named(text: str) -> set[str]:
        return {
            _dash_key(m)
            for m in _NAMED_DASH.finditer(text)
            if m.group("before")[0].isupper() and m.group("after")[0].isupper()
        }

    if not (shared := named(claim) & set().union(*map(named, sources))):
        return claim, sources

    def undash(text: str) -> str:
        return _NAMED_DASH.sub(
            lambda m: f"{m.group('before')} {m.group('after')}" if _dash_key(m) in shared else m.group(0), text
        )

    return undash(claim), [undash(t) for t in sources]


def _dash_key(m: re.Match[str]) -> str:
    """A dashed name's words, folded, as ``_undashed`` matches a claim's to a source's."""
    return f"{fold(m.group('before'))} {fold(m.group('after'))}"


# What a claim says the person told of, recalled or reflected on by an "-ing" form ("The user recalls going to a jazz
# concert", "… mentions losing his job", "… talks about facing hurdles at work"), or by the perfect infinitive the
# other languages put there ("El usuario recuerda haber ido a un concierto", "L'utilisateur se souvient d'être allé
# …", "L'utente ricorda di essere andato …", "O usuário lembra de ter ido …", "Der Nutzer erinnert sich, bei Siemens
# gearbeitet zu haben"): an event told, in whatever tense the person told it, not a state the claim says holds now
# (``_TOLD_OF``); and an "-ing" phrase a past time dates ("…, winning his second tournament last week":
# ``_ING_DATED``), told in the past. Not a progressive ("is working at Acme since last year"), nor a time a state runs
# from or to ("since last year", "as of last week"), nor a phrase with a subject or a clause of its own ("going to
# the gym she joined last month", "… and works there").
_TOLD_ENDS = r"(?:(?!\s+(?:and|but|or|while|because|so|though|although|y|pero|et|mais|e|ma|mas|und|aber)\b)[^,.;:!?])*"
# ... in English over a list's items too ("facing challenges including tech issues, workplace hurdles, and
# self-doubt"), up to a clause: a comma or an "and" before a subject, a verb's form or a word in "-s" or "-ed"
# or an adverb ("…, and he works there", "… and is still facing them", "… and moved", "… and currently works").
_TOLD_LIST = (
    r"(?:(?!\s+(?:but|while|because|so|though|although)\b|(?:\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)"
    r"(?:he|she|they|i|we|it|you|is|are|am|was|were|has|have|had|does|do|did|can|could|will|would|still|now|who"
    r"|which|that|also|[\w'-]+(?:s|ed|ly))\b)[^.;:!?])*"
)
_TOLD_OF = (
    re.compile(
        r"\b(?:recall|remember|mention|reminisc|talk|speak|spoke|share|reflect|describe|tell|told)\w*"
        rf"(?:\s+(?:about|of|on))?\s+(?P<what>\w+ing\b{_TOLD_LIST})"
    ),
    re.compile(
        r"\b(?:recuerda|menciona|cuenta|relata|rememora|se\s+souvient|mentionne|raconte|evoque|ricorda|menziona"
        r"|racconta|lembra|relembra|conta)\s+(?:de\s+|d'|di\s+)?"
        rf"(?P<what>(?:haber|avoir|etre|aver|avere|essere|ter)\s+\w+{_TOLD_ENDS})"
    ),
    re.compile(
        r"\b(?:erinnert\s+sich|erwahnt|erzahlt)(?:\s+daran)?\s*,?\s+(?P<what>[^,.;:!?]*?\bzu\s+(?:haben|sein))\b"
    ),
    # a loss or an end the claim dates what it says by ("The user is starting a business after losing his job",
    # "… after leaving the army", "… after selling her car"): told as what came before, no present of its own
    re.compile(
        r"\bafter\s+(?P<what>(?:losing|leaving|quitting|selling|finishing|retiring\s+from|closing|ending)\b"
        r"(?:\s+(?:his|her|their|the|a|an|my|our)\b)?"
        r"(?:\s+(?!(?:and|but|or|so|he|she|they|is|are|was|were|has|have|who|which|that)\b)[\w'-]+){0,2})"
    ),
)
_ING_DATED = re.compile(
    r"(?<!\bis\s)(?<!\bare\s)(?<!\bam\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)(?<!\bbeen\s)(?<!\bkeeps\s)"
    r"\b(?P<what>\w{3,}ing\b(?:\s+(?!(?:since|from|as|starting|beginning|until|till|through|and|but|he|she|they|i|we"
    rf"|it|that|which|who|where|when)\b)[\w'-]+)*?\s+(?:{_PAST_TIME.pattern}))"
)


def _told_of(folded: str) -> frozenset[str]:
    """The words of a folded claim it says only as an event told or dated (``_TOLD_OF``, ``_ING_DATED``): not one it
    says outside them too ("… talks about facing hurdles and is still facing them")."""
    spans = [m.span("what") for rx in (*_TOLD_OF, _ING_DATED) for m in rx.finditer(folded)]
    told = {_bare(w) for a, b in spans for w in _WORD.findall(folded, a, b)}
    rest = "".join(c if not any(a <= i < b for a, b in spans) else " " for i, c in enumerate(folded))
    return frozenset(told - {_bare(w) for w in _WORD.findall(rest)})


def dated(claim: str, sources: Iterable[str], printed: Iterable[str] = (), kept: Iterable[str] = ()) -> list[str]:
    """The claim's content words that it says in the present and its sources say only of a state that
    has ended (``words._tense``): "The team uses Jenkins" behind "Last year we used Jenkins, now we use
    GitHub Actions", "We used to use Jenkins", "Solíamos usar Jenkins"; "The user lives in Berlin" behind
    "I lived in Berlin" (its own word, in a simple past the claim does not say), and a clause told in a
    simple past of any verb, its subject included ("Last year we ran Jenkins, now we use GitLab" behind "The
    team uses Jenkins", "Last year Ana was the owner, now Bo is the owner" behind "Ana is the owner"; not a
    change into a state or a decision, nor a past whose result the claim states: ``words._tense``). A claim
    that names what its sources name only in the present ("The team uses Netlify for the docs" behind "Last
    year we deployed the docs with Ansible, now we use Netlify") is read for its names alone: what the
    present leaves unsaid is its context. A cleft of a place or a time is read as the clause it stands for
    (``_uncleft``: "Berlin is where I grew up" as "I grew up in Berlin"). A claim that says the past itself ("The
    team used Jenkins last year", "switched from Jenkins") is not read. The pasts of French, Italian, German, Spanish
    and Portuguese are read on the texts as written ("Trabajé en Telefónica", "J'ai travaillé chez Renault":
    ``words._written_pasts``). What a tool ``printed`` is read as the state it printed, in any tense ("3 failed"
    backs "Three tests fail", a column headed "Used"). A "not" of the present said of what the sources say ended is
    what the past says (``_ended_by``: "The user does not drink coffee" behind "I stopped drinking coffee"). The
    claim's verb of the person is its quote's verb in the first person too (``words._person_form``: "المستخدم يدخن"
    behind "كنت أدخن", I used to smoke). A Turkish claim's word is said in the past by the suffix of the past on it
    (``_turkish_was``: "Kullanıcı doktor" behind "Doktordum"). A number is read as a word (``_is_told_token``): "The
    user is 38" behind "I was 38 when we met". What a past clause says held now is read as the present: a group the
    person is in and one of their people they call theirs (``_in_my_group``: "Seeing my kids' smiles was so awesome"
    backs "The user has kids"), and what they learned told in the present (``_learnt_now``: "I learnt that my own
    happiness is the most important thing"), and the words ``kept`` another reading says held now (``roles.taken_in``:
    "I took my laptop to the repair shop" backs "The user owns a laptop"), and a thing parted with and got again
    (``ending.got_again``: "I sold my old car and bought a new one" backs "The user has a car"), and a post at a place
    taken up again by "there" (``_still_there``: "I was at Google for years; I start a new role there"). A claim's
    "find" of a judgement is none of its words (``base._JUDGING_FIND``: "The user finds joy in dancing" behind
    "Finding the school was luck. Dancing brings me joy")."""
    claim, sources = _undashed(MARKER_RE.sub(" ", claim), list(sources))
    gone = _ended_by(claim, tuple(sources))  # "does not smoke" behind "I stopped smoking" says what the past ended
    said = _tense(_flat(claim), loose=True, written=claim)
    told = _told_of(_flat(claim))  # "recalls going to a concert", "…, winning a tournament last week": an event told
    present = frozenset(w for w, past, simple in said if not past and not simple and _bare(w) not in told)
    held = [
        (_bare(w), past, simple)
        for t in (_named_again(_uncleft(x)) for x in sources)
        for w, past, simple in _tense(_flat(t), present=present, written=t)
    ]
    held += [(_bare(w), False, False) for t in printed for w, _, _ in _tense(_flat(t))]
    held += [(_bare(w), False, False) for t in sources for w in (*_in_my_group(_flat(t)), *_learnt_now(_flat(t), t))]
    held += [(_bare(w), False, False) for w in kept]
    held += [(_bare(w), False, False) for t in sources for w in got_again(_flat(t))]  # "… and bought a new one"
    held += [(_bare(w), False, False) for t in sources for w in _still_there(_flat(t), t)]  # "…; a new role there"
    held = [h for h in held if _is_told_token(h[0])]
    names = [part for n in _names(claim) for part in _WORD.findall(_flat(n))]
    frame = _framed_only(_flat(claim)) | _judging_verbs(_flat(claim))  # "finds it rewarding": what it finds is said
    frame |= told
    verb = _persons_verb(_flat(claim))[0]  # the person's verb, said in the first person too: "يدخن" behind "كنت أدخن"
    turkish = _VERB_LAST.match(_flat(claim)) is not None  # "Kullanıcı doktor" behind "Doktordum"
    out: list[str] = []
    anchored = False  # the claim names what its sources name only in the present
    for word, past, simple in said:
        word = _bare(word)
        if past or simple or not _is_told_token(word) or word in gone or word in frame or word in _KO_PARTICLES:
            continue
        seen = [
            p or (s and w != word) or (turkish and _turkish_was(word, w))
            for w, p, s in held
            if _words_match(word, w) or (word == verb and _person_form(w, word))
        ]
        if seen and all(seen):
            out.append(word)
        anchored = anchored or (bool(seen) and not any(seen) and word in names)
    if anchored:  # what the present leaves unsaid ("for the docs") is its context; a name is the state that ended
        out = [w for w in out if w in names]
    return list(dict.fromkeys(out))


# Saying one was wrong, at the end of a sentence that says what is so instead, takes back the sentence before it ("I
# think the cron runs at midnight." — "oh it's 3am then, I was wrong", "Perdón, son tres, me equivoqué"); opening
# its sentence, what it follows ("I was wrong: it's 3am"). Not "I was wrong about …" (its own object), nor after a
# sentence that says what was wrong itself ("I thought it'd be boring, but I was wrong": ``_WRONG_WAS``).
_WRONG = re.compile(
    r"(?:i\s+was|i'm|i\s+am)\s+wrong(?!\s+(?:about|to|when|on|in|that|with|for|again)\b)"
    r"|me\s+equivoque|estaba\s+equivocad[oa]|me\s+he\s+equivocado|je\s+me\s+suis\s+trompee?|j'avais\s+tort"
    r"|ich\s+habe\s+mich\s+geirrt|ich\s+lag\s+falsch|mi\s+sono\s+sbagliat[oa]|me\s+enganei|eu\s+estava\s+errad[oa]"
)
_WRONG_WAS = re.compile(
    r"\b(?:but|thought|think|expected|assumed|believed|figured|guessed|pero|pense|pensaba|crei|creia|mais|pensais"
    r"|croyais|aber|dachte|ma|pensavo|credevo|mas|achei|achava)\b"
)
# An apology before a number alone, the number it corrects to ("Tengo dos hijos." — "Perdón, tres, me olvidé del
# bebé.", "Sorry, four", "Pardon, trois"): not before a name or a word ("Sorry, guys", "Perdón, Ana").
_SORRY = r"(?:sorry|perdon|perdona|pardon|entschuldigung|scusa|scusate|desculpa)"
_SORRY_COUNT = rf"{_SORRY}\W+(?:\d+|{'|'.join(sorted(_SPELLED, key=len, reverse=True))})(?=\s*[,;.!]|\s*$)"
# ... and an apology or a German "äh" between two commas inside a sentence, before a word or two that end it: what it
# corrects to ("I live in Leeds, sorry, Bristol.", "Vivo en Leeds, perdón, Bristol.", "J'habite à Lyon, pardon,
# Lille.", "Ich wohne in Köln, äh, Bonn."); not one that opens its sentence ("Sorry, Ana."), nor before a clause
# ("…, sorry, I have to go").
_SORRY_WORD = (
    rf"(?:(?<=,)|(?<=,\s))(?:{_SORRY}|ah|ahm)\s*,\s*(?=(?:en|a|in|to|at|au|nach|em|no|na)?\s*[^\W\d][\w'.-]*"
    r"(?:\s+[^\W\d][\w'.-]*)?\s*(?:[.!?;\n]|$))"
)
# ... and a present taken back to a past right after it, with no word of its own but a time it ended ("I'm a nurse, or
# at least I was until 2019", "I live in Oslo, well, I did until May", "I'm a nurse — or used to be", "…, at least I
# was"): the present is what was; it takes back what it follows as a joke does. Not "…, at least I was trained as one".
_WAS_BACK = re.compile(
    r"(?:(?:or|well)\W+(?:at\s+least\W+|rather\W+)?|at\s+least\W+)(?:(?:i|we)\s+)?(?:was|were|did|used\s+to(?:\s+be)?)"
    r"(?=\s*(?:[,.;:!?)\-–—]|$)|\s+(?:until|till|up\s+(?:un)?til|before|back\s+(?:then|in)|in\s+\d{4}"
    rf"|{_SPAN_COUNT}\s+(?:years?|months?|weeks?)\s+ago|once)\b)"
)
_TAKEN_BACK = re.compile(
    r"(?:^|(?<=[.!?,;:\-–—。、])|(?<=\blol|\bmdr)|(?<=\blmao|\bhaha|\bjaja)|(?=\s/s\b))\s*(?P<mark>"
    r"(?:actually|wait|oops|sorry|um+|uh+|erm?|hmm+)\W+no(?=\s*[,:;.!\-–—]|\s*$)|no\W+(?:wait|sorry|actually)\b"
    r"|(?:scratch|strike|forget|ignore|disregard)\s+that"
    r"|(?:forget|ignore)\s+what\s+i\s+(?:just\s+)?said|(?:my\s+(?:bad|mistake)|correction)(?=\s*[,:;.!\-–—])|or\s+rather"
    r"|(?:(?:sorry|oops|erm?|um+|uh+|wait)\W+)?i\s+mean[t]?\b(?!\s*[,:;.!?]|\s+(?:it|that|this|you|we|they|he|she|i"
    r"|the|like|what|really|honestly|seriously|well|to|if|when|as|in|no)\b)"
    rf"|{_SORRY_COUNT}|{_SORRY_WORD}|(?:perdon\W+)?(?:quise|quiero)\s+decir|no\W+perdon|perdon\W+no\b|mejor\s+dicho"
    r"|non\W+pardon|pardon\W+(?:non\b|je\s+veux\s+dire)|je\s+voulais\s+dire|enfin\s+non|ou\s+plutot"
    r"|ich\s+mein(?:e|te)\b(?!\s*,)|nein\W+(?:warte|sorry|moment)\b|(?:warte|sorry|moment)\W+nein\b|besser\s+gesagt"
    r"|anzi\b|volevo\s+dire|intendevo|cioe\W+no\b|no\W+scusa|scusa\W+(?:no\b|intendevo)"
    r"|quer\s+dizer|quis\s+dizer|ou\s+melhor|nao\W+desculpa|desculpa\W+nao\b"
    r"|(?:nein\W+)?(?:das\s+)?stimmt\s+(?:so\s+)?nicht\b|不对|说错了|搞错了|間違えました|間違えた|間違いました"
    rf"|(?:{'|'.join(_folded('ошибся ошиблась поправка'))})\b"
    rf"|(?P<joke>{_JOKE.pattern})|(?P<wrong>{_WRONG.pattern})|{_WAS_BACK.pattern})"
)
_SORRY_AT = re.compile(_SORRY_WORD)
_SENTENCE_END = re.compile(rf"(?:{_SENTENCE_START.pattern})+\s*")  # a run of the marks that end a sentence
# What may stand before the mark and leave it opening its sentence ("Actually, scratch that", "Oh, sorry, I mean …").
_BEFORE_MARK = re.compile(r"\W*(?:(?:actually|oh|ah|ok|okay|well|hmm+|um+|uh+|wait|sorry|no|nein|non)\W+)*")
# A word of a folded text as what is taken back is read: a word, or a Chinese or Japanese character (``HAN``).
_SAID_WORD = re.compile(rf"{_WORD.pattern}|{HAN.pattern}")


def _taken_back_spans(text: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Each span of a folded text the person takes back (``_TAKEN_BACK``), with the correction that follows it — or,
    for a ``_WRONG`` that ends its sentence, the one that stands before it."""
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for m in _TAKEN_BACK.finditer(text):
        at = m.start("mark")
        starts = [0, *(e.end() for e in _SENTENCE_END.finditer(text, 0, at))]
        opens = _BEFORE_MARK.fullmatch(text, starts[-1], at) is not None
        start = starts[-1] if not opens or len(starts) == 1 else starts[-2]
        end = e.start() if (e := _SENTENCE_END.search(text, m.end())) else len(text)
        if m.group("wrong") and not opens:
            if len(starts) == 1 or text[m.end() : end].strip(" ,;:!-–—") or _WRONG_WAS.search(text, starts[-1], at):
                continue  # "I thought Python was slow, but I was wrong": what it follows is what was wrong
            out.append(((starts[-2], starts[-1]), (starts[-1], at)))
            continue
        out.append(((start, at), (m.end(), end)))
    return out


def _name_for_name(text: str, named: set[str], back: tuple[int, int], correction: tuple[int, int]) -> bool:
    """Is a span taken back by a bare apology (``_SORRY_WORD``: "…, sorry, Bristol.") one that ends in a name the
    correction replaces by a name (``named``: the source's names, folded)? "I live in Leeds, sorry, Bristol" is; "I
    can't make it tonight, sorry, Ana" speaks to Ana. A span any other mark takes back is."""
    if not _SORRY_AT.match(text, back[1]):
        return True
    last = _WORD.findall(text, back[0], back[1])[-1:]
    return bool(last) and _bare(last[0]) in named and any(_bare(w) in named for w in _WORD.findall(text, *correction))


def taken_back(claim: str, sources: Iterable[str]) -> list[str]:
    """The claim's content words its sources say only in what the person took back in the same turn
    (``_taken_back_spans``): "The team uses Kafka" behind "We use Kafka. Actually, no, we use Pulsar." or "We use
    Kafka, I mean Pulsar". A claim that carries what the correction brings ("The team uses Pulsar") is held to its
    names only: the correction keeps the words it does not replace ("use"). Words are read with their Chinese and
    Japanese characters (``_SAID_WORD``: "私は大阪に住んでいます。" — "間違えました、神戸です。")."""
    held: list[tuple[str, bool]] = []
    brought: set[str] = set()
    outright = False  # a joke or a "wrong" takes back what it follows whatever the correction brings
    past = _says_past(_flat(MARKER_RE.sub(" ", claim)), claim)  # "The user was a nurse" says what "or I was" keeps
    for source in sources:
        text = _flat(source)
        named = {_bare(_flat(n)) for n in _names(source)}
        # a correction that refers back to what it corrects and names nothing new keeps it ("Wait, no, we use it for
        # logs only"; not "Scratch that, we back it up with Longhorn"), but not after a joke ("— just kidding, I
        # can't stand it")
        spans = [
            (back, (c, d))
            for back, (c, d) in _taken_back_spans(text)
            if _name_for_name(text, named, back, (c, d))
            and not (past and _WAS_BACK.match(text, back[1]))
            and (
                _JOKE.match(text, back[1])
                or _WAS_BACK.match(text, back[1])
                or _WRONG.match(text, d)
                or not (set(_WORD.findall(text, c, d)) & _CARRYING)
                or any(_bare(w) in named for w in _WORD.findall(text, c, d))
            )
        ]
        for (a, b), (c, d) in spans:
            outright = outright or bool(_JOKE.match(text, b) or _WAS_BACK.match(text, b) or _WRONG.match(text, d))
            back = {_bare(w) for w in _SAID_WORD.findall(text, a, b)}
            brought |= {w for w in map(_bare, _SAID_WORD.findall(text, c, d)) if w not in back and _is_claim_token(w)}
        held += [(m.group(0), any(a <= m.start() < b for (a, b), _ in spans)) for m in _SAID_WORD.finditer(text)]
    if not brought and not outright:
        return []
    words = _SAID_WORD.findall(_CJK_FRAME.sub(" ", _flat(claim)))
    only = _only_so(words, held)
    if only and any(_words_match(_bare(w), n) for w in words for n in brought):
        names = [_bare(_flat(n)) for n in _names(claim)]
        only = [w for w in only if any(_words_match(w, n) for n in names)]
    return only
