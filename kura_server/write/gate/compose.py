"""The composed text, re-scanned: what is wrong with the memory the scribe wrote from a verdict's quotes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from pydantic import ValidationError

from ...cjk import CJK
from ...store.memory import LINK
from ..redact import redact
from .asks import muses
from .context import _Ctx
from .instructions import find_instruction, find_markup
from .manual import check_manual
from .models import DEFAULT_CONFIG, Candidate, FoundQuote, GateConfig, Problem, Segment, Verdict
from .normalise import _find_clean, _is_label, disguised, normalise
from .numbers import find_numbers, turned_halves
from .rules import _number_problems, _rebound_reason, meaning_planned, meaning_turned, rule_asked, rule_meaning
from .sources import Sources
from .support import (
    ADDED,
    FEW,
    SUPPORT,
    added,
    as_role,
    checkable,
    continued,
    coverage,
    excepted,
    flipped,
    headed,
    missing_names,
    other_state,
    person_sources,
    persons_decision,
    placed,
    reasoned,
    rebound,
    said_ended,
    sold,
    swapped,
    unbacked_certainty,
    unbacked_stance,
)
from .support.base import _CJK_FRAME, _DOERS, _KIN, _OUR, _SUBJECTS, _THEIRS, _claim_words
from .words import _MY, _SENTENCE_PART, _WORD, _credits_person, _flat, _folded, _tense, _wordset

# What may close a quotation that is the sentence's around it, not the quoted text's (``check_composed``).
_SENTENCE_MARKS = ",.;:"
# "…" (curly and guillemets are normalised to it), or '…' whose apostrophes inside sit between letters
_QUOTATION = re.compile(r'"([^"\n]+)"|(?<!\w)\'((?:[^\'\n]|(?<=\w)\'(?=\w))+?)\'(?!\w)')


# The longest text a model writes that is read (the readings are linear, but a hostile reply of a megabyte would hold
# a distillation or an evolve cycle for minutes): a memory the scribe composes, or a tidied index line; a rewrite
# of two memories, each at most what a write takes (``schemas.writes``: 20,000 characters).
COMPOSED_CHARS = 8_000
REWRITE_CHARS = 40_000


def _too_long(text: str, limit: int) -> list[Problem]:
    return [Problem(rule="length", detail=f"{len(text):,} characters: a model's text is read up to {limit:,}")]


def check_composed(
    text: str,
    evidence: Verdict | Sequence[FoundQuote],
    known_slugs: Iterable[str],
    *,
    config: GateConfig = DEFAULT_CONFIG,
    claim: str | None = None,
    kind: str | None = None,
    replaces: str | None = None,
) -> list[Problem]:
    """What is wrong with the memory text the scribe composed from a verdict's surviving quotes (and, for an update,
    ``replaces``: the body of the memory it changes, whose names and words the text may keep though no quote says
    them — the store holds them already; what it must keep is ``update_problems``'s).

    Pass the body and the index line, not the front matter (its dates are not claims). Finds: numbers
    no quote backs as the number rule asks (``number``); text in quotation marks that is not verbatim in
    a surviving quote (``quotation``); ``[[links]]`` to slugs not in ``known_slugs`` (``dead_link``);
    names the evidence does not hold, and a sentence (a title or trigger line is one) whose content
    words the evidence does not carry as the support rule asks, ``base.SUPPORT`` of them
    (``support``; the evidence is the surviving quotes, the assistant's turn a bare yes/no answers, and
    ``claim``, the candidate the gate passed: a Verdict's own by default; the drain passes the one its
    evidence kept); a sentence that credits the person without a USER quote that supports that sentence
    (``attribution``); attribution, certainty or emphasis no quote
    carries (``certainty``: "confirmed in writing", "insisted", "always", "definitely" …), and a decision,
    preference or plan ("decided", "prefers", "plans to") that neither a quote nor ``claim`` says, unless
    the person decided it (``stance.unbacked_stance``, ``stance.persons_decision``: the candidate rule's
    reading, ``certainty``); a sentence that says what the quotes say otherwise — of someone else, turned, without
    its "not", in the past, as a plan, a wish, an ending, of some or sometimes, or that a question or a musing
    only asks (``rules.rule_meaning``, ``rules.rule_asked``: each sentence read as a candidate of ``kind``, the
    candidate's by default, is read; ``support`` / ``asked``); a word in another script's look-alike letters that
    no quote holds ("Gооgle": ``normalise.disguised``, ``support``); instructions (read strictly) and prompt markup.
    """
    if len(text) > COMPOSED_CHARS:  # read no further (``_too_long``)
        return _too_long(text, COMPOSED_CHARS)
    quotes = list(evidence.quotes if isinstance(evidence, Verdict) else evidence)
    if claim is None and isinstance(evidence, Verdict):
        claim = evidence.candidate.text
    if kind is None:
        kind = evidence.candidate.kind if isinstance(evidence, Verdict) else "fact"
    said = [t for q in quotes for t in (person_sources(quotes, q) if q.cls == "USER" else [q.source])]
    said += [claim] if claim else []
    said += [LINK.sub(" ", replaces)] if replaces else []
    numbers = _number_problems(text, quotes, config.number_classes, held=replaces or "")
    problems: list[Problem] = [Problem(rule="number", detail=d) for d in numbers]
    quoted = [normalise(q.source) for q in quotes]
    for m in _QUOTATION.finditer(normalise(text)):
        # a comma or a stop before the closing mark is the sentence's, as English sets it ('"The Name of the Wind,"
        # describing it as …' of a quote that says '"The Name of the Wind" is great'); a "?" or a "!" is the quote's
        inner = (m.group(1) or m.group(2) or "").strip().rstrip(_SENTENCE_MARKS).strip()
        if inner and not any(_find_clean(q, inner, limit=1) for q in quoted):
            problems.append(Problem(rule="quotation", detail=f"{inner!r} is quoted but is in no surviving quote"))
    known = {s.strip().lower() for s in known_slugs}
    for m in LINK.finditer(text):
        slug = m.group(1).strip().lower()
        if slug not in known:
            problems.append(Problem(rule="dead_link", detail=f"[[{m.group(1)}]] links to no memory in the store"))
    if hidden := [w for w in disguised(text) if not any(w in q.source for q in quotes)]:
        problems.append(
            Problem(rule="support", detail=f"look-alike letters of another script: {', '.join(map(repr, hidden[:3]))}")
        )
    if names := missing_names(_cue_nouns(text), said):
        problems.append(
            Problem(rule="support", detail=f"names what no surviving quote holds: {', '.join(map(repr, names[:6]))}")
        )
    problems += _coverage_problems(text, said, labels=2)  # the title and the trigger; the body's lines are read
    problems += _meaning_problems(text, quotes, kind, config, claim or "")
    if replaces:  # what it keeps of the memory it updates, said as that memory says it (whose, when, how sure)
        problems += meaning_problems(text, [replaces, *([claim] if claim else [])])
    problems += _attribution_problems(text, quotes)
    problems += [
        Problem(rule="certainty", detail=f"{word!r}: attribution, certainty or emphasis no surviving quote carries")
        for word in unbacked_certainty(text, quotes, [claim] if claim else [])  # the claim passed the same reading
    ]
    if not persons_decision(quotes):  # what the person decided carries its decision, what they want, what they plan
        problems += [
            Problem(rule="certainty", detail=f"{word!r}: a decision, preference or plan no surviving quote says")
            for word in unbacked_stance(text, said)
        ]
    if hit := find_instruction(text, strict=True):
        problems.append(Problem(rule="instruction", detail=hit))
    if hit := find_markup(text):
        problems.append(Problem(rule="markup", detail=hit))
    # a detail quotes the scribe's words, and goes back to the scribe and into logs: never a secret in it
    return [p.model_copy(update={"detail": redact(p.detail).text}) for p in problems]


def check_rewrite(text: str, sources: Sequence[str], *, words: bool = True) -> list[Problem]:
    """What is wrong with a model's rewrite of memories it was shown (an evolve merge of two into one; a tidied
    index line of one, ``words`` False: it may say "DB" for "database", its words are not read):
    it may say their facts in other words and fewer, nothing else — a name or a number they do not hold,
    a sentence whose content words they do not carry (as composed text, ``base.SUPPORT``), or a "not"
    dropped or added against them (``polarity.flipped``), or a sentence that says what they say otherwise — in the
    past, as a plan, ended, of some, of someone else, turned, or only mused (``_meaning_problems``, each memory read
    as the person's words: "The team plans to migrate to Postgres" and "The team uses MySQL" merged as "The team
    uses Postgres"). All ``support`` problems."""
    if len(text) > REWRITE_CHARS:
        return _too_long(text, REWRITE_CHARS)
    problems: list[Problem] = []
    if names := [n for n in missing_names(text, sources) if words or not _abbreviates(n, sources)]:
        problems.append(
            Problem(rule="support", detail=f"names what the memories do not: {', '.join(map(repr, names[:6]))}")
        )
    held = {n for source in sources for n in find_numbers(source)}
    if new := [n for n in dict.fromkeys(find_numbers(text)) if n not in held]:
        problems.append(Problem(rule="support", detail=f"numbers the memories do not hold: {', '.join(new[:6])}"))
    if turned := turned_halves(text, sources):
        problems.append(
            Problem(
                rule="support", detail=f"times the memories say in the other half of the day: {', '.join(turned[:6])}"
            )
        )
    if words:
        problems += _coverage_problems(text, sources, labels=0)  # a rewrite is a body: none of its lines is a label
    if bound := rebound(text, sources):
        problems.append(Problem(rule="support", detail=_rebound_reason(bound)))
    problems += meaning_problems(text, sources)
    return [p.model_copy(update={"detail": redact(p.detail).text}) for p in problems]


def _abbreviates(name: str, sources: Sequence[str]) -> bool:
    """Whether ``name`` is a short form of what ``sources`` say, as an index line writes one: two to five capitals that
    are the initials of as many words in a row ("PR" of "pull request") or the letters, in order, of one word that
    opens with the first ("DB" of "database", "PG" of "Postgres")."""
    if not re.fullmatch(r"[A-Z]{2,5}", name):
        return False
    letters = name.lower()
    for source in sources:
        found = [w.lower() for w in _WORD.findall(source)]
        for i, word in enumerate(found):
            if "".join(w[0] for w in found[i : i + len(letters)]) == letters:
                return True
            rest = iter(word[1:])
            if word[0] == letters[0] and all(c in rest for c in letters[1:]):
                return True
    return False


def check_line(text: str, sources: Sequence[str]) -> list[Problem]:
    """What is wrong with a model's index line of a memory that is not written through the writer (the scribe's shorter
    line in the map every agent reads): what the manual gate refuses (an instruction, markup), a secret, and what
    ``check_rewrite`` reads of a rewrite of ``sources`` (the memory's line) but its words — a name or a number of its
    own, a "not" turned, a plan made the present. A tidied trigger is written through the writer, which runs the
    first two."""
    verdict = check_manual(text, min_chars=1)
    if not verdict.ok:
        rule = "instruction" if verdict.rule == "instruction" else "markup" if verdict.rule == "markup" else "length"
        return [Problem(rule=rule, detail=verdict.reason or "empty")]
    if (masked := redact(text)).text != text:
        return [Problem(rule="secret", detail=f"holds what reads as a secret ({', '.join(masked.kinds)})")]
    return check_rewrite(text, sources, words=False)


def dropped(text: str, sources: Sequence[str], *, changed: str = "") -> list[str]:
    """What of ``sources`` a model's rewrite of them no longer says: each of their clauses (``_clauses``) whose names
    or numbers ``text`` does not all hold, or whose content words it carries fewer of than ``base.SUPPORT``
    (``coverage`` read the other way: the rewrite as the evidence). A rewrite may say their facts in other words and
    fewer words, never fewer facts: an evolve merge of two memories' bodies ("The office plants are watered on
    Mondays" as the merge of that and "Invoices are retained for ten years"), an UPDATE's body of the memory it
    changes. ``changed``: the fact an UPDATE brings; a clause that shares a content word with it is what it changes
    and is not read ("The user lives in Bergen and works at Equinor" changed by "The user lives in Oslo now" keeps
    "works at Equinor"). Each clause dropped (its first 80 characters); empty: nothing."""
    if len(text) > REWRITE_CHARS:
        return [f"a rewrite of over {REWRITE_CHARS:,} characters"]  # not read (check_rewrite refuses it too)
    lost = []
    held = set(find_numbers(text))
    for source in sources:
        for clause in _clauses(source):
            if changed and coverage(clause, [changed])[0] > 0:
                continue  # of what changed (a clause with no content word is covered by anything: not read)
            if (
                missing_names(clause, [text])
                or any(n not in held for n in find_numbers(clause))
                or coverage(clause, [text])[0] < SUPPORT
            ):
                lost.append(clause if len(clause) <= 80 else clause[:79] + "…")
    return [redact(d).text for d in dict.fromkeys(lost)]


def update_problems(old: str | None, body: str, new: str) -> list[str]:
    """What is wrong with ``body``, an update of the memory whose body was ``old`` by the fact ``new``, in the words
    the scribe is told it (as the re-scan tells its problems): what it drops of the memory that the new fact does not
    change (``dropped``), and what it drops of the new fact — the memory's own words are allowed in an update
    (``check_composed``'s ``replaces``), so the memory as it was would pass for one, the new fact lost. None for a new
    memory (``old`` None)."""
    if old is None:
        return []
    problems = []
    if gone := dropped(body, [old], changed=new):
        shown = "; ".join(repr(g) for g in gone[:4])
        problems.append(f"support: it drops what the memory it updates says and the new fact does not change: {shown}")
    if unsaid := dropped(body, [new]):
        problems.append(f"support: it does not say the new fact: {'; '.join(repr(g) for g in unsaid[:4])}")
    return problems


# Where a sentence of a memory divides into the facts it states (``dropped``): a CJK sentence's end or semicolon, and a
# conjunction joining two of them (a list's "and" divides too: "peanuts and shellfish" are two things, each kept).
_JOINS = re.compile(r"[。！？；]|,?\s+(?:and|but|while|whereas|y|pero|et|mais|und|aber|e|ma)\s+", re.IGNORECASE)


def _clauses(text: str) -> Iterable[str]:
    """The clauses of a memory's body: each sentence of it (``_read``, its links out: they are the dead-link check's;
    none of a body's lines is a label) divided at ``_JOINS``."""
    for sentence, _label in _read(text, labels=0):
        yield from (part for c in _JOINS.split(sentence) if (part := " ".join(c.split())))


def meaning_problems(text: str, sources: Sequence[str]) -> list[Problem]:
    """What ``text`` (a model's rewrite of what it was shown: an evolve merge, a tidied index line) says
    otherwise than ``sources`` say of the same words: a "not" dropped or added (``polarity.flipped``), or a
    sentence that says in the present what they say in the past, as a plan, ended, of someone else, turned
    (``_meaning_problems``, each source read as the person's words). Names, numbers and words they do not carry
    are not read here (an index line may say "DB" for "database"). All ``support`` problems."""
    if len(text) > COMPOSED_CHARS:
        return _too_long(text, COMPOSED_CHARS)
    if turned := flipped(text, sources):
        return [Problem(rule="support", detail=f"says the opposite of the memories about: {', '.join(turned[:6])}")]
    read = [
        FoundQuote(cls="USER", claimed="USER", text=t, source=t, segment=i, where="", start=0, end=len(t))
        for i, t in enumerate(sources)
    ]
    return _meaning_problems(text, read, "fact", DEFAULT_CONFIG, "")


def _meaning_problems(
    text: str, quotes: Sequence[FoundQuote], kind: str, config: GateConfig, claim: str
) -> list[Problem]:
    """Each sentence of the composed text (``_read``: not a line the gate-passed ``claim`` opens with, a title cut from
    it; a label — a title, a trigger — read only for whose it is and its polarity, ``rules.meaning_turned``: "User
    allergic to peanuts", "Backup no longer on NAS"; a cue that speaks of the person as a sentence, ``_told_cue``)
    read against the quotes as the gate reads a candidate's meaning (``rules.rule_meaning``; ``rules.rule_asked`` too
    when the candidate says the asking or the doubt itself, or none is given): the scribe may say the candidate in other
    words, not turn it into what the gate refuses — "The team plans to migrate to Postgres" composed as "The team uses
    Postgres", "The user's wife works at Google" as "The user works at Google", "The user is not sure whether the team
    uses Postgres" as "The team uses Postgres". Each quote is read as its own
    segment (the evidence a draft keeps is its quotes)."""
    if not quotes:
        return []
    src = Sources.of([Segment(cls=q.cls, text=q.source) for q in quotes])
    found = [q.model_copy(update={"segment": i, "start": 0, "end": len(src.nfc(i))}) for i, q in enumerate(quotes)]
    cited = [{"class": q.cls, "text": q.source} for q in quotes]
    problems: list[Problem] = []
    passed = " ".join(_flat(claim).split())
    # what a question or a musing only asks is read when the candidate said the asking or the doubt (the gate found
    # its quotes back it as a fact otherwise), or when no candidate is given
    asks = not passed or muses(passed)
    cut = "\n".join(
        line for line in text.splitlines() if not (passed and passed.startswith(" ".join(_flat(line).split())))
    )
    for sentence, label in _read(cut):
        try:
            candidate = Candidate.model_validate({"text": sentence, "kind": kind, "quotes": cited})
        except ValidationError:
            continue  # no claim the gate would read (too short, not a kind it knows)
        ctx = _Ctx(candidate, _flat(sentence), src, found, [], config)
        # a title or a trigger names a topic: read for whose it is and its polarity, not its tense (``meaning_turned``);
        # one that tells a past tells it done, and is read for a plan said as done too ("Team moved to Kubernetes")
        decision = (
            meaning_turned(ctx, label=True) or (meaning_planned(ctx) if _tells_past(sentence) else None)
            if label and not _told_cue(sentence)
            else (rule_asked(ctx) if asks else None) or rule_meaning(ctx)
        )
        if decision:
            problems.append(_not_carried(sentence, decision.reason))
    return problems


def _tells_past(label: str) -> bool:
    """A title or a trigger says a simple past of its own ("Team moved to Kubernetes", "Equipo migró a Kubernetes";
    not "Kubernetes migration", "Move to Kubernetes"): it tells what it names as done (``words._tense``)."""
    return any(simple for _, _, simple in _tense(_flat(label), loose=True, written=label))


def _read(text: str, labels: int | None = None) -> Iterable[tuple[str, bool]]:
    """The composed text as the re-scan reads it: each line's sentences with their links taken out (one that is
    only links is not read), and a label (a line of at most six words that does not end as a sentence: a title
    such as "Reindex blackout day", a trigger; or a cue of when to recall, ``_cue``, of any length) as itself,
    whole, marked as one. ``labels``: how many of the first lines may be a label (the title and the trigger); a line
    of the body shaped as one ("The user lives in Leeds.\nallergic to penicillin") is read as a sentence, or a body's
    short line would say what no quote holds, under the whole text's share. ``None``: any line."""
    for i, line in enumerate(text.splitlines()):
        if (_is_label(line) and (labels is None or i < labels)) or _cue(line):
            yield LINK.sub(" ", line), True
            continue
        for m in _SPAN.finditer(line):
            sentence = m.group(0).strip()
            bare = LINK.sub(" ", sentence)
            if bare != sentence and len(_claim_words(_flat(bare))) <= 1:
                continue
            yield bare, False


# A line that opens as a cue of when to recall the memory — a trigger written as a situation: "when suggesting food or
# recipes", "whenever payments come up", "if asked about the stack", "cuando se habla de medicamentos", "quand on parle
# du lieu de vie", "wenn es um den Wohnort geht", "когда речь о месте жительства" (read on the line as written, lower
# case: the fold maps Cyrillic to Latin look-alikes) — or closes as one in Chinese and Japanese ("推荐食物时",
# "ペットの話題のとき"). Not a sentence: it does not end as one.
_CUE_OPENS = re.compile(r"^\W*(?:when(?:ever)?|if\s+asked\s+about|cuando|quand|lorsque|wenn|когда)\s", re.IGNORECASE)
_CUE_CLOSES = re.compile(r"(?:时|時|とき|の際)\W*$")
# The person or someone of theirs, in a cue: one that says what the person (or their wife, their team) does or is is
# a claim, and read as one ("whenever the user deploys with --force", "wenn der Nutzer in Berlin wohnt", "when the
# user's employer calls"); one that names only a topic or the reader's task is not ("when suggesting food").
_PERSON_WORDS = (
    _SUBJECTS
    | _DOERS
    | _THEIRS
    | _MY
    | _OUR
    | _wordset(
        """me mine ours us their them his him her hers users usuario usuaria usuarios utilisateur utilisatrice nutzer
        nutzerin nutzers benutzer"""
    )
    | frozenset(_folded("я мы наш наша пользователь пользователя пользователю пользовательница"))
)
_OF_PERSON_CJK = re.compile("|".join((_CJK_FRAME.pattern, "我", "他", "她")))


def _cue(line: str) -> bool:
    """A line that says when to recall the memory, not a claim (``_CUE_OPENS``, ``_CUE_CLOSES``): it is read for the
    names, numbers and instructions it says and, as a title is, for whose it is and its polarity, but its words are no
    part of what the evidence must carry. Not one that speaks of the person or anyone of theirs (``_told_cue``)."""
    return _cue_shape(line) and not _of_person(line)


def _told_cue(line: str) -> bool:
    """A cue that speaks of the person or anyone of theirs (``_PERSON_WORDS``): one that tells what they do or are
    ("when the user drinks alcohol" behind "I don't drink alcohol") cannot be told by its words from one that names
    their situation ("when the user travels"), so it is measured as a label or a sentence is, as before, and its
    meaning read as a sentence's, "not" and all (``_meaning_problems``)."""
    return _cue_shape(line) and _of_person(line)


# The most content words a cue says beside its "when" (Chinese and Japanese: twice as many characters): a topic or the
# reader's task takes a few ("when suggesting food or recipes": three; "when food, recipes or restaurants come up":
# four); a longer line that opens with "when" tells a situation and what follows it — a claim, measured as one ("when
# deploys fail the team rolls back to heroku and skips the tests": seven, which passed as a cue).
CUE_WORDS = 4


def _cue_shape(line: str) -> bool:
    """A line that opens or closes as a cue of when (``_CUE_OPENS``, ``_CUE_CLOSES``), does not end as a sentence and
    says no more than ``CUE_WORDS`` content words beside its "when"."""
    bare = line.strip()
    if not bare or re.search(r"[.!?]$", bare) or not (_CUE_OPENS.match(bare) or _CUE_CLOSES.search(bare)):
        return False
    said = _claim_words(_flat(_CUE_CLOSES.sub(" ", _CUE_OPENS.sub(" ", bare, count=1))))
    hanzi = sum(1 for w in said if CJK.fullmatch(w))
    return len(said) - hanzi <= CUE_WORDS and hanzi <= 2 * CUE_WORDS


def _of_person(line: str) -> bool:
    """A line that names the person or anyone of theirs (``_PERSON_WORDS``, ``_OF_PERSON_CJK``)."""
    flat = _flat(line)
    return bool(set(_WORD.findall(flat)) & _PERSON_WORDS or _OF_PERSON_CJK.search(flat))


# The words a cue says its reader's task or a talk by, not its topic ("when suggesting food", "when Python comes up",
# "when working on the backend", "cuando se habla de …", "quand on parle de …", "wenn es um … geht", "когда речь о …").
_CUE_TASK = _wordset(
    """suggest suggests suggesting suggested recommend recommends recommending choose chooses choosing plan plans
    planning work works working discuss discusses discussing discussed talk talks talking ask asks asking asked
    come comes coming up mention mentions mentioning mentioned topic topics question questions help helping
    habla hablar hablando trata parle parler parlant geht gehen spricht sprechen"""
) | frozenset(_folded("речь говорим говорят разговор"))
# How a cue says a thing is done: with, without or by something, or "and" before another doing ("when deploying with
# force and skipping the tests", "cuando se despliega sin pasar los tests"); not "and" before a topic
# ("jazz and blues").
_CUE_MANNER = re.compile(r"\b(?:with|without|by|and\s+(?=\w+ing\b)|con|sin|mit|ohne|avec|sans|senza)\b")
# A cue that says someone is something ("when his wife is pregnant", "cuando su esposa está embarazada"): a state, not
# a doing or a place ("when his wife is cooking", "… is at work").
_CUE_STATE = re.compile(
    r"\b(?:is|are|was|were|esta|estan|es|son|est|sont|ist|sind)\s+(?!(?:\w+ing|at|in|on|with|away|about|asked|en"
    r"|a|au|chez|con|bei|im|in|unterwegs|zu|um)\b)[a-z]"
)


def _cue_problem(line: str, said: Sequence[str]) -> Problem | None:
    """What a cue of when to recall says that the evidence does not carry. A cue of a topic (``_cue``) says words
    the memory need not hold ("when suggesting food or recipes" over "I'm allergic to peanuts", "when recommending jazz
    albums or concerts" over "I love jazz"); one that says the memory's own words and then how it is done, by words
    of its own (``_CUE_MANNER``: "with", "without", "and" before another doing), tells the memory otherwise: "when
    deploying with force and skipping the tests" over "We deploy on Fridays", "cuando se despliega sin pasar los
    tests". A cue that says someone of the person's is something (``_CUE_STATE``, ``base._KIN``: "when his wife is
    pregnant", "cuando su esposa está embarazada") tells a fact of them, and is measured as a sentence; not one that
    says the person is ("when the user is hungry", "… is travelling": a situation as often as a fact)."""
    flat = _flat(line)
    if _CUE_STATE.search(flat) and not _KIN.isdisjoint(_WORD.findall(flat)) and (_cue(line) or _told_cue(line)):
        share, missing = coverage(line, said)
        return _uncarried(line, share, missing) if share < SUPPORT else None
    if _cue(line):
        bare = _flat(_CUE_OPENS.sub(" ", line, count=1))
        if not (m := _CUE_MANNER.search(bare)):
            return None
        before = " ".join(w for w in _WORD.findall(bare[: m.start()]) if w not in _CUE_TASK)
        how = " ".join(w for w in _WORD.findall(bare[m.end() :]) if w not in _CUE_TASK)
        said_how, missing = coverage(how, said)
        if _claim_words(how) and said_how == 0 and coverage(before, said)[0] > 0:
            why = f"a cue that says how the memory's own words are done, by words no quote holds ({', '.join(missing)})"
            return _not_carried(line, why)
    return None


# A German noun after its article or a preposition that holds one ("um den Wohnort", "beim Essen"): German writes every
# noun with a capital, so in a cue it names a topic ("wenn es um den Wohnort geht"), not a name the evidence must hold.
_GERMAN_ARTICLED = re.compile(
    r"\b(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|im|am|zum|zur|beim|vom|ins)\s+([A-ZÄÖÜ][a-zäöüß]+)\b"
)

# ... and the topics a German cue names with no article ("wenn es um Getränke oder Restaurants geht", "wenn es um
# Essen geht", "bei Medikamenten"): a fixed list of the common nouns a reader's cue names its topic by, as the fold
# reads them, since a bare German noun cannot be told from a name by its letters. Any other bare capital ("um
# Berlin", "bei Siemens") is still a name.
_GERMAN_TOPICS = frozenset(
    map(
        _flat,
        _wordset(
            """Essen Getränke Getränken Trinken Alkohol Restaurants Restaurant Rezepte Rezepten Kochen Ernährung
            Mahlzeiten Lebensmittel Einkaufen Einkäufe Reisen Urlaub Flüge Flügen Hotels Arbeit Beruf Jobs Familie
            Kinder Kindern Eltern Haustiere Haustieren Tiere Gesundheit Medikamente Medikamenten Allergien Ärzte
            Arzttermine Termine Terminen Sport Training Musik Filme Filmen Bücher Büchern Serien Geschenke Geschenken
            Geburtstage Kleidung Geld Finanzen Wohnung Wohnort Umzug Auto Autos Schule Studium Sprachen Programmieren
            Code Projekte Projekten Wein Weine Weinen Bier Kaffee Tee Fleisch Gemüse Obst Süßigkeiten Desserts
            Snacks Diät Fitness Wandern Laufen Garten Haushalt Computer Technik Spiele Spielen Hobbys Freunde Freunden
            Partner Kollegen Veranstaltungen Feiern Partys Konzerte Museen Bars Kneipen Cafés Zug Bahn Fahrrad"""
        ),
    )
)
_GERMAN_BARE = re.compile(r"\b[A-ZÄÖÜ][a-zäöüß]+\b")


def _cue_nouns(text: str) -> str:
    """``text`` for the names reading: in a German cue (``_cue``), a noun after its article (``_GERMAN_ARTICLED``) or
    a topic of ``_GERMAN_TOPICS`` in lower case, as a common noun of another language is written. Any other noun with
    no article ("um Berlin"), a capital inside a word or a digit ("den BMW", "das X5-Projekt") is still read as a
    name."""
    return "\n".join(
        _GERMAN_BARE.sub(_topic_lowered, _GERMAN_ARTICLED.sub(lambda m: m.group(0).lower(), line))
        if _cue(line) and "wenn" in line.lower()
        else line
        for line in text.splitlines()
    )


# ... and a noun a German suffix makes of a verb or an adjective, which names no company, place or person
# ("Ernährung", "Verpflichtungen", "Gesundheit", "Sehenswürdigkeiten", "Freundschaften", "Reservierungen",
# "Spezialitäten"): a topic whatever the list holds. Not "-ion" ("Orion", "Champion" are brands).
_GERMAN_NOUN_SUFFIX = re.compile(r"(?:ung|heit|keit|schaft|tät)(?:en)?$")


def _topic_lowered(m: re.Match[str]) -> str:
    """A bare capitalised word of a German cue in lower case when it is a topic (``_GERMAN_TOPICS``,
    ``_GERMAN_NOUN_SUFFIX``)."""
    word = m.group(0)
    return word.lower() if _flat(word) in _GERMAN_TOPICS or _GERMAN_NOUN_SUFFIX.search(word) else word


# A sentence for the coverage check: a mark ends it only before a space or the end ("Apache-2.0",
# "Node.js" and "81.4%" are inside one).
_SPAN = re.compile(r"(?:[^.!?;\n]|[.!?;](?=[^\s.!?;]))+")


def _coverage_problems(text: str, said: Sequence[str], labels: int | None = None) -> list[Problem]:
    """The composed text must be carried by the evidence as a candidate is (``carried.coverage``,
    ``base.SUPPORT``): a true quote does not back a body about something else. Each sentence on its
    own (the words it binds together as its evidence binds them, ``binding.rebound``; and each clause of it:
    one of ``states.ADDED`` content words or more, not one carried, is a thing of its own the rest of the
    sentence does not carry, ``states.added``; a place, a time or a scope set beside what a short sentence says, or
    a reason or a role, that no quote holds, ``carried.placed``, ``roles.reasoned``, ``roles.as_role``: "The user
    hates Python at work" composed over "I hate Python"; a selling, a state of another kind, a whole the person is
    left out of, or an end the evidence does not say, ``rank.sold``, ``states.other_state``, ``states.excepted``,
    ``ending.said_ended``: "The user is married to Anna" composed over "I'm engaged to Anna"), and the whole text; a
    label (a line of at most six words that does not end as a sentence: a title such as "Reindex blackout day", a
    trigger) names its topic and is read with the whole text only, and a cue of when to recall ("when suggesting
    food or recipes", ``_cue``) not at all: it says no fact (one that speaks of the person is measured, ``_told_cue``).
    A link is the dead-link check's, and a label before links ("Related:", "See") says nothing."""
    problems: list[Problem] = []
    read: list[str] = []  # what the whole-text measure reads
    for sentence, label in _read(text, labels):
        if not _cue(sentence):  # a cue of when to recall says nothing the evidence must carry
            read.append(sentence)
        if label:
            if problem := _cue_problem(sentence, said):
                problems.append(problem)
            continue
        share, missing = coverage(sentence, said)
        if share < SUPPORT:
            problems.append(_uncarried(sentence, share, missing))
        elif not checkable(sentence):
            problems.append(_not_carried(sentence, "it holds no word the evidence could carry (function words only)"))
        elif heads := continued(sentence, said):
            why = f"it says its subject where the evidence continues it by a noun ({', '.join(map(str, heads))})"
            problems.append(_not_carried(sentence, why + ", another thing"))
        elif things := swapped(sentence, said):
            why = f"it names a thing no quote holds ({', '.join(things)}; a sentence of {FEW} content words or "
            problems.append(_not_carried(sentence, why + "fewer carries every thing it names)"))
        elif phrases := headed(sentence, said):
            named = ", ".join(a for a, _ in phrases)
            why = f"it names a thing by a word the evidence holds and a head it does not ({named}"
            problems.append(_not_carried(sentence, why + ": a thing made of, for or about it is another thing)"))
        elif beside := placed(sentence, said):
            why = f"it sets what it says beside a thing no quote holds ({', '.join(beside)}; a sentence of {FEW} "
            problems.append(_not_carried(sentence, why + "content words or fewer says few facts, a setting is one)"))
        elif reason := reasoned(sentence, said):
            problems.append(_not_carried(sentence, f"it gives a reason no quote holds ({', '.join(reason)})"))
        elif role := as_role(sentence, said):
            problems.append(_not_carried(sentence, f"it gives a role no quote holds ({', '.join(role)})"))
        elif selling := sold(sentence, said):
            problems.append(
                _not_carried(sentence, f"it says a selling ({', '.join(selling)}) where no quote says a trade")
            )
        elif states := other_state(sentence, said):
            why = ", ".join(f"{a!r} where the evidence says {b!r}" for a, b in states[:3])
            problems.append(
                _not_carried(sentence, f"it says a state where the evidence says another of its kind ({why})")
            )
        elif left := excepted(sentence, said):
            why = f"it says of a whole what the evidence says leaving the person out ({', '.join(left)})"
            problems.append(_not_carried(sentence, why))
        elif ended := said_ended(sentence, said):
            why = f"it says no more ({', '.join(ended)}) what the evidence says as so"
            problems.append(_not_carried(sentence, why))
        elif bound := rebound(sentence, said):
            problems.append(_not_carried(sentence, _rebound_reason(bound)))
        elif own := added(sentence, said):
            why = f"a clause of it says what no quote holds ({'; '.join(map(repr, own[:3]))}: {ADDED} content words "
            problems.append(_not_carried(sentence, why + "or more, not one carried)"))
    if not problems:
        share, missing = coverage("\n".join(read), said)
        if share < SUPPORT:
            problems.append(_uncarried(text, share, missing))
    return problems


def _uncarried(text: str, share: float, missing: Sequence[str]) -> Problem:
    return _not_carried(
        text,
        f"{share:.0%} of its content words are in it (at least {SUPPORT:.0%} needed; not in any quote: "
        f"{', '.join(missing[:8])})",
    )


def _not_carried(text: str, why: str) -> Problem:
    """The support problem of a sentence of ``text`` its evidence does not carry, and why."""
    shown = " ".join(text.split())
    return Problem(rule="support", detail=f"its evidence does not carry {shown[:120]!r}: {why}")


def _attribution_problems(text: str, quotes: Sequence[FoundQuote]) -> list[Problem]:
    """Each sentence that credits the person needs a USER quote that supports that sentence (its words,
    or a bare yes with the SELF quote it answers)."""
    users = [q for q in quotes if q.cls == "USER"]
    problems: list[Problem] = []
    for m in _SENTENCE_PART.finditer(text):
        sentence = m.group(0).strip()
        credit = _credits_person(_flat(sentence))
        if credit is None:
            continue
        if not users:
            detail = f"credits the person ({credit.group(0)!r}) with no USER quote behind it"
        elif max(coverage(sentence, person_sources(quotes, u))[0] for u in users) < SUPPORT:
            detail = f"credits the person ({credit.group(0)!r}) with a claim no USER quote supports: {sentence!r}"
        else:
            continue
        problems.append(Problem(rule="attribution", detail=detail))
    return problems
