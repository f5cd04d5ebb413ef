"""Support, states: a state the claim says that the quotes say of another time, place or kind (``other_state``), what
it leaves out (``excepted``) or adds (``added``)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...redact_rules import MARKER_RE
from ..words import (
    _LEFT_OUT,
    _PROPOSAL_TAKEN,
    _PROPOSED,
    _USER_LEFT_OUT,
    _WORD,
    _bare,
    _flat,
    _is_negative,
    _polarity,
    _wed,
    _words_match,
)
from .base import (
    _claim_words,
    _clauses,
)
from .carried import (
    coverage,
)
from .ending import (
    _SENTENCE_STOP,
)

# States of one kind that exclude each other (folded words, as patterns on a word): a claim that says one its
# sources never say, where they say another of its kind, says another fact ("The user is married to Anna" behind
# "I'm engaged to Anna"; "The user lives in Berlin" behind "I'm in Berlin for a conference"; "The user studies at
# Stanford" behind "I got into Stanford but went to Berkeley"; "The user owns a flat in Leeds" behind "I rent a flat in
# Leeds"). Each kind: its states, each a pattern of its words.
_STATES: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = tuple(
    (kind, tuple(re.compile(rf"^(?:{state})$") for state in states))
    for kind, states in (
        (
            "partner",
            (
                r"married|marry|marries|marriage|wed|weds|wedded|husband|wife|spouse|casad[oa]s?|casei|casou|marie|mariee"
                r"|mari|verheiratet|ehemann|ehefrau|sposat[oa]|marit[oa]|moglie|esposa|esposo|marido",
                r"engaged|engagement|fiance|fiancee|prometid[oa]|comprometid[oa]|verlobt\w*|noiv[oa]s?",
                r"dating|boyfriend|girlfriend|novi[oa]",
                # (a proposal, yes or no not said, is no engagement: "I proposed to Lena", "Le pedí matrimonio a
                # Lena" behind "The user is engaged to Lena", ``words._PROPOSED`` read as "proposed")
                r"proposed|proposal|proposing",
                r"divorc\w*|geschieden|scheidung|divorzi\w*",
                r"separated|separating|separation|separad[oa]s?|separee?s?|getrennt|separat[oa]",
                r"widow|widowed|widower|viud[oa]|veuf|veuve|verwitwet|witwer?|vedov[oa]",
            ),
        ),
        (
            "home",
            (
                # (and moved there: "I moved to Oslo in 2019", "we settled in Oslo")
                r"live|lives|living|lived|reside\w*|resident|based|home|vivo|vive|vivimos|viven|vivir|habit\w*|wohn\w*"
                r"|abit\w*|moro|mora|moramos|moved|relocated|settled",
                # (and a place only seen or stayed at: "I want to see Berlin", "I'm stuck in Oslo for the night", "I'm
                # in Oslo for work": ``_STAY_FOR``)
                r"visit\w*|trip|vacation|holiday|conference|tourist|travel\w*|viaje|vacaciones|visita\w*|voyage"
                r"|vacances|reise|urlaub|besuch\w*|viaggio|vacanz\w*|ferias|see|seeing|stuck|stranded"
                r"|layover|stopover|passing|for\s.+|right\s+now|at\s+the\s+moment",
                # a place gone to daily or for a season: "I commute to Berlin", "I spend summers in Berlin"
                r"commut\w*|pendl\w*|pendel\w*|summers|winters",
                # ... or come from or raised in ("I'm from Berlin originally", "I'm from Oslo", "I was raised in Oslo";
                # "I grew up in Oslo", "I was born in Oslo" are a past: ``dated``; a "from" of origin only:
                # ``_origin_only``)
                r"from|originally|hometown|native|raised",
                # ... or only moving to ("I'm moving to Oslo", "We're relocating to Oslo"; "The user plans to move to
                # Berlin" behind "I want to see Berlin one day")
                r"moving|move|moves|relocating|relocate|relocation",
            ),
        ),
        (
            "school",
            (
                r"stud(?:y|ies|ying|ent|ents)|enrolled|attend\w*|major\w*|estudi\w*|etudi\w*|studier\w*|student\w*"
                r"|studia\w*|matricul\w*",
                r"admitted|admission\w*|accepted|waitlist\w*|admitid[oa]|zugelassen|ammess[oa]",
                r"graduat\w*|alumn\w*|egresad[oa]|diplome|abschluss|laure\w*",
            ),
        ),
        (
            "tenure",
            (
                r"own|owns|owned|owning|owner|owners|homeowner|landlord|propietari[oa]s?|duen[oa]s?|eigentumer\w*"
                r"|proprietaire\w*|proprietari[oa]|proprietari[oa]s?",
                r"rent|rents|rented|renting|renter|renters|tenant|tenants|lease|leases|leased|leasing|sublet\w*|borrow"
                r"|borrows|borrowed|borrowing|alquil\w*|arrend\w*|inquilin[oa]s?|miete|mieten|mietet|gemietet|mieter\w*"
                r"|locataire\w*|affitt\w*|alug\w*",
            ),
        ),
    )
)


# A stay in a place for a purpose or a span ("I'm in Oslo for work", "… for the night", "… for a few days", "… right
# now"), read as a stay of ``_STATES``' "home" kind.
_STAY_FOR = re.compile(
    r"\b(?:i'm|i\s+am|we're|we\s+are|i'll\s+be|i\s+will\s+be)\s+(?:\w+\s+){0,3}?in\s+[\w' -]+?\s+"
    r"(?P<span>for\s+(?:work|business|(?:a|an|the|one|two|three|few|couple|this|next)\s+(?:(?:few|couple\s+of)\s+)?(?:night|nights|day|days|week|weeks"
    r"|weekend|month|months|summer|meeting|conference|wedding|while|funeral))|right\s+now|at\s+the\s+moment)\b"
)


# "From" of where one comes from: after a form of "be" or "come" ("I'm from Oslo", "The user is originally from
# Oslo", "… comes from Oslo"), not a thing's ("a scarf from my mom", "the train from Oslo").
_NOT_ORIGIN = re.compile(
    r"(?<!\bis\s)(?<!\bam\s)(?<!\bare\s)(?<!\bi'm\s)(?<!\bwe're\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bbe\s)"
    r"(?<!\bcome\s)(?<!\bcomes\s)(?<!\bcame\s)(?<!\bhail\s)(?<!\bhails\s)(?<!\boriginally\s)(?<!\bboth\s)"
    r"\bfrom\b"
)


def _origin_only(folded: str) -> str:
    """A folded text with each "from" that says no origin (``_NOT_ORIGIN``) blanked, for ``other_state``."""
    return _NOT_ORIGIN.sub("    ", folded)


def other_state(claim: str, sources: Iterable[str]) -> list[tuple[str, str]]:
    """Each state of a kind (``_STATES``) the claim says and no source says, with the one of its kind a source says
    instead ("married" where the sources say "engaged"): a person engaged is not married, one at a conference does not
    live there. A claim that says both states, or sources that say the claim's too, are not read. An idiom of a wedding
    or an engagement is read as the state it begins (``words._wed``: "I proposed to Lena and she said yes" says
    "engaged", so not "married"), and a proposal alone as a proposal ("Le pedí matrimonio a Lena": not "engaged")."""
    said = [_bare(w) for w in _WORD.findall(_origin_only(_flat(MARKER_RE.sub(" ", claim))))]
    held = [_bare(w) for t in sources for w in _WORD.findall(_origin_only(_wed(_flat(t))))]
    # a proposal abroad read as one ("Le pedí matrimonio a Lena"), and one taken up as the engagement it begins ("… y
    # dijo que sí", "I proposed to Lena and she said yes": ``words._PROPOSAL_TAKEN``)
    held += ["proposed" for t in sources for _ in _PROPOSED.finditer(_flat(t))]
    held += ["engaged" for t in sources if _PROPOSAL_TAKEN.search(_flat(t))]
    held += [m.group("span") for t in sources for m in _STAY_FOR.finditer(_flat(t))]
    out: list[tuple[str, str]] = []
    for _kind, states in _STATES:
        claimed = [i for i, state in enumerate(states) if any(state.match(w) for w in said)]
        if len(claimed) != 1:
            continue
        own = states[claimed[0]]
        if any(own.match(w) for w in held):
            continue
        others = [w for w in held for i, state in enumerate(states) if i != claimed[0] and state.match(w)]
        # (a word that tells more than "from" does, when one is held: "originally" of "I'm from Berlin originally")
        other = next((w for w in others if w != "from"), others[0] if others else None)
        if other is not None:
            out.append((next(w for w in said if own.match(w)), other))
    return out


def excepted(claim: str, sources: Iterable[str]) -> list[str]:
    """Where a source leaves the person out of what its sentence says of a whole (``words._LEFT_OUT``: "Nobody in my
    family has diabetes except me", "Everyone except me uses vim", "Todos menos yo fuman") and the claim says every
    content word of that sentence but not that the person is left out (``words._USER_LEFT_OUT``): "Nobody in the
    user's family has diabetes" says it of a family the person is in. The words left out ("except me"). A claim that
    says what the person alone does ("The user has diabetes", "The user does not use vim": the whole's "not" turned)
    does not say the sentence's whole, and is not read."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    if _USER_LEFT_OUT.search(flat):
        return []
    claimed = [_bare(w) for w in _WORD.findall(flat)]
    out: list[str] = []
    for source in sources:
        for _start, _stop, sentence, left in _leaving_out(_flat(source)):
            whole = _claim_words(sentence)
            said = all(any(_words_match(w, c) for c in claimed) for w in whole)
            if whole and said and _is_negative(sentence) == _is_negative(flat):
                out.append(left)
    return out


def _leaving_out(text: str) -> list[tuple[int, int, str, str]]:
    """Each sentence of a folded text that leaves the person out of what it says of a whole (``words._LEFT_OUT``:
    "Nobody in my family has diabetes except me", "Todos menos yo fuman"): its span, what it says of the whole (the
    sentence without the words that leave the person out) and those words ("except me")."""
    out: list[tuple[int, int, str, str]] = []
    for m in _LEFT_OUT.finditer(text):
        start = max((s.end() for s in _SENTENCE_STOP.finditer(text, 0, m.start())), default=0)
        stop = _SENTENCE_STOP.search(text, m.end())
        end = stop.start() if stop else len(text)
        out.append((start, end, f"{text[start : m.start()]} {text[m.end() : end]}", m.group(0).strip()))
    return out


def _person_polarity(text: str) -> tuple[list[tuple[str, bool]], bool]:
    """Each word of a folded text with whether a negation applies to it as the person has it (``words._polarity``),
    and whether the text negates anything for them: a sentence that leaves the person out of what it says of a whole
    (``_leaving_out``) says the opposite of them — "Nobody in my family has diabetes except me" has it, "Everyone in my
    family has diabetes except me" does not."""
    rest = text
    turned: list[tuple[str, bool]] = []
    for start, stop, sentence, _left in _leaving_out(text):
        rest = rest[:start] + " " * (stop - start) + rest[stop:]
        negated = not _is_negative(sentence)
        turned += [(w, negated) for w, _ in _polarity(sentence)]
    return [*_polarity(rest), *turned], _is_negative(rest) or any(neg for _, neg in turned)


# The fewest content words of a clause that says something of its own (``added``).
ADDED = 2


def added(claim: str, sources: Iterable[str]) -> list[str]:
    """The clauses of a claim (cut as ``_clauses`` cuts them: at a comma, a "but", an "and" …) that say ``ADDED``
    content words or more and not one its sources carry: a clause of its own, which a sentence's share of carried words
    (``SUPPORT``) lets through when the rest of the sentence restates them ("The nightly backup runs at 02:00 on the
    NAS and emails the finance team", "…, encrypted with the offsite key", "… und rollt montags zurück"). A clause
    that says one word of its sources in other words keeps it ("Nightly backup: 02:00, on the NAS"; "… over Paddle,
    which was too expensive"). Each as its folded words."""
    texts = list(sources)
    out: list[str] = []
    for clause in _clauses(_flat(MARKER_RE.sub(" ", claim))):
        share, missing = coverage(clause, texts)
        if share == 0 and len(missing) >= ADDED:
            out.append(" ".join(clause.split()))
    return out
