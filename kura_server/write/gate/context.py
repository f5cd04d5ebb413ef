"""What the candidate rules ask of a candidate's evidence: the person's support, which quotes bear on
the claim, whether the claim is strong. One ``_Ctx`` per candidate, its answers cached."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from .asks import answered, granted, is_question, polar, replied, sentences, stated, unreal, untagged, yes_or_no
from .models import Candidate, FoundQuote, GateConfig, QuoteFailure
from .normalise import fold
from .numbers import _DERIVED_WORDS, _FIRST_PERSON, _numbers
from .sources import Sources
from .support import (
    SUPPORT,
    continued,
    coverage,
    dated,
    flipped,
    missing_names,
    persons_decision,
    quoted_line,
    says_whole,
    swapped,
)
from .support.base import _claim_words
from .words import (
    _CLAUSE_START,
    _CONFIRM,
    _NOT_ME,
    _REJECT,
    _SENTENCE_START,
    _TENTATIVE,
    _VI_PERSON,
    _credits_person,
    _flat,
    _is_negative,
    _overlaps,
    _own_words,
    qualified_yes,
)

_STRONG_KINDS = frozenset({"decision", "preference", "landmine"})
# The words an age is said with ("38 years old", "38 años", "38 ans", "38 Jahre alt"): a claim of the person's age that
# says them says nothing besides its number ("The user is 38 years old" behind "I'm 38").
_AGE_WORDS = frozenset({"year", "years", "old", "ano", "anos", "ans", "an", "jahre", "jahr", "alt", "anni", "anno"})
# A yes-or-no question that offers a choice: a "yes" to it picks none ("Kafka or RabbitMQ?").
_CHOICE = re.compile(r"\w\s+(?:or|o|ou|oder)\s+\w")

# A reply that is only a "sure" or its like ("sure", "Sure.", "oh sure", "yeah sure", "sure thing", "ok", "okay then",
# "alright", "fine", "k", "mm", "if you say so", "sure, whatever"), folded: a yes to a question, but to a statement or a
# request only a shrug, a humouring or a "go on" (``_Ctx.reply_unsaid``). Not a "yes", "right" or "correct".
_SHRUG_WORD = r"sure(?:\s+thing)?|ok(?:ay)?|k+|fine|alright|all\s+right|m+|mhm+|hm+|cool|whatever|if\s+you\s+say\s+so"
_BARE_SURE = re.compile(rf"^\W*(?:(?:oh|yeah|well|{_SHRUG_WORD})\W+)*(?:{_SHRUG_WORD})(?:\W+then)?\W*$")


def _says_condition(claim: str, condition: str, word: str) -> bool:
    """Does ``claim`` say the condition a qualified yes gave (``words.qualified_yes``): its leading word and every
    content word and name of it ("on Fridays" of "only on fridays", "after the audit")? A claim that drops it says
    the turn as the person did not ("The user works from home" after "Yes, but only on Fridays")."""
    folded = _flat(claim)
    return (
        re.search(rf"\b{re.escape(word)}\b", folded) is not None
        and coverage(condition, [claim])[0] >= 1.0
        and not missing_names(condition, [claim])
    )


def _after_quoted_block(written: str) -> str:
    """What stands before a quote on its lines after the last line a ">" opens (an e-mail or a forum post quoted),
    when the quote's own line is not one: the quoted block ends there, and what it says is not the person's clause."""
    lines = written.split("\n")
    if quoted_line(lines[-1]):
        return written
    last = max((i for i, line in enumerate(lines[:-1]) if quoted_line(line)), default=None)
    return written if last is None else "\n".join(lines[last + 1 :])


def _questions(turn: str, answer: str) -> list[str]:
    """The question sentences of the assistant's ``turn`` a reply (folded ``answer``) answers: the ones it
    shares a content word with ("GitHub Actions" answers "Which CI provider, GitHub Actions or
    GitLab?"), else the turn's only question; none when it asks several and the reply shares a word with
    none (which one it answers is not for a machine to tell)."""
    asked = [s for s in sentences(turn) if is_question(s)]
    shared = [s for s in asked if _overlaps(answer, _flat(s))]
    return shared or (asked if len(asked) == 1 else [])


@dataclass
class _Ctx:
    candidate: Candidate
    folded: str
    sources: Sources
    quotes: list[FoundQuote]
    failed: list[QuoteFailure]
    config: GateConfig
    _cache: dict[str, object] = field(default_factory=dict)

    def user_support(self) -> tuple[list[FoundQuote], list[FoundQuote], list[FoundQuote]]:
        """USER quotes that back the candidate, that might (a machine cannot tell), and that cannot.

        Backs: same polarity as the candidate (a bare "no" backs only a negative claim; otherwise no word
        of the claim that the quote, with what it answers, negates while the claim affirms it, or the
        reverse: ``polarity.flipped``), not tentative ("maybe we could…", "we may", "probably": read by sentence,
        a musing sentence leaves the quote's others that carry the claim stated), and
        supports that claim: its words (with the assistant's turn a bare yes/no replies to, or the
        question an answer replies to: ``said_with``) hold the claim's names and at least
        ``base.SUPPORT`` of its content words (``carried.coverage``), read without what it reports
        another speaker the claim does not name said (``words._own_words``: "My boss decided to use
        Postgres" is the boss's decision, "Ana said we should use Rust" Ana's view; "My colleague Ana
        wants Rust" still backs "Ana wants Rust"). Cannot: a question, or a quote that carries the claim
        only in those reported words. Might: anything else, e.g. "no, keep SQLite" behind an affirmative
        claim, a quote about something else, or a yes that answers nothing quoted (what the person meant
        is not for a machine to read).
        """
        cached = self._cache.get("user")
        if cached is not None:
            return cached  # type: ignore[return-value]
        backs: list[FoundQuote] = []
        weak: list[FoundQuote] = []
        cannot: list[FoundQuote] = []
        negative = _is_negative(self.folded)
        for q in self.quotes:
            if q.cls != "USER":
                continue
            confirm = bool(_CONFIRM.match(_flat(q.source)))
            # the quote without its questions (a polite request to the assistant stays: ``asks.stated``)
            text, asked = stated(q.source) if not confirm else (q.source, False)
            t = _flat(text)
            reject = not confirm and bool(_REJECT.match(t))
            musing = (_TENTATIVE.search(t) or unreal(t)) and not confirm
            if musing:
                # a sentence that muses leaves the others stated ("We use Postgres. Maybe we should try CockroachDB
                # someday."): what they carry is said as a fact, when they hold every word of the claim the musing
                # does ("Maybe Postgres for analytics too" is no fact of analytics)
                split = sentences(text)
                mused = [x for x in split if _TENTATIVE.search(f := _flat(x)) or unreal(f)]
                # (what an unreal condition supposes undone was done: ``asks.granted``)
                plain = " ".join([*(x for x in split if x not in mused), *filter(None, map(granted, mused))])
                claim = self.claim_stated() or self.candidate.text
                left = set(coverage(claim, [plain])[1]) - set(coverage(claim, [" ".join(mused)])[1])
                if plain and not reject and not left and self._supports([plain, *self.said_with(q)[1:]], reject):
                    text, t, musing = plain, _flat(plain), False
            if not t.strip():
                cannot.append(q)  # it only asks
            elif (reject and not negative) or musing:
                weak.append(q)  # a bare "no" behind an affirmative claim, or the person musing
            else:
                said = [text, *self.said_with(q)[1:]]
                own, speakers = self.unnamed(q, text)
                if speakers:
                    # what the person reports someone the claim does not name said is not theirs
                    if self._supports([own, *said[1:]], reject):
                        said = [own, *said[1:]]
                    else:
                        (cannot if self._supports(said, reject) else weak).append(q)
                        continue
                # what it states does not carry the claim: if it asked something, the claim is what it asked
                (backs if self._supports(said, reject) else cannot if asked else weak).append(q)
        self._cache["user"] = (backs, weak, cannot)
        return backs, weak, cannot

    def _supports(self, said: list[str], reject: bool) -> bool:
        """``said`` carries the claim: its names, ``base.SUPPORT`` of its content words, and no "not"
        the claim drops or adds (``polarity.flipped``; not read behind a bare "no")."""
        # the claim drops (or adds) a "not" the person's words apply to its own words, or says in the present
        # what they say of the past
        claim = self.claim_stated() or self.candidate.text  # a question in the claim asserts nothing
        turned = not reject and bool(flipped(claim, said) or dated(claim, said))
        share, _ = coverage(claim, said)
        carried = share >= SUPPORT and not swapped(claim, said)
        carried = carried and not continued(claim, said)
        return carried and not missing_names(claim, said) and not turned

    def claim_stated(self) -> str:
        """The candidate's text without its question sentences (``asks.stated``); empty when it only asks."""
        cached = self._cache.get("claim_stated")
        if cached is None:
            self._cache["claim_stated"] = cached = stated(self.candidate.text)[0]
        return cached  # type: ignore[return-value]

    def unnamed(self, q: FoundQuote, text: str | None = None) -> tuple[str, list[str]]:
        """A USER quote's words without what it reports other speakers the claim does not name said, and
        those speakers (``words._own_words``: "I heard Ana say she is moving to Berlin" is Ana's, "My boss,
        Tom, said we should move to Kubernetes" Tom's); the quote as it is when it reports no one, or the
        claim names who it reports ("Ana is moving to Berlin")."""
        own, speakers = _own_words(_flat(q.source if text is None else text))
        claim = _VI_PERSON.sub(" ", self.folded)  # "Người dùng" names no "mọi người" (everyone)
        if q.cls != "USER" or not speakers or any(_overlaps(s, claim) for s in speakers):
            return q.source if text is None else text, []
        return own, speakers

    def own_evidence(self) -> tuple[list[str], list[str]]:
        """``evidence_text`` with each USER quote read without what it reports a speaker the claim does not
        name said (``unnamed``), and those speakers."""
        texts: list[str] = []
        speakers: list[str] = []
        for q in self.quotes:
            own, who = self.unnamed(q)
            texts += [own, *self.said_with(q)[1:]]
            speakers += [s for s in who if s not in speakers]
        return texts, speakers

    def reported(self, q: FoundQuote) -> list[str]:
        """The other speakers a USER quote reports the words of ("my boss", "ana")."""
        return _own_words(_flat(q.source))[1]

    def said_with(self, q: FoundQuote) -> list[str]:
        """What a quote says: its words, and for the person's reply, what it replies to in the assistant's
        turn before it (the nearest SELF segment, with no USER turn between): for a bare yes/no the whole
        turn ("No, keep SQLite" answers "I suggest Redis"), for any other reply only the question it
        answers ("Apache-2.0" answers "Which license should the CLI ship under?"; ``_questions``), never
        what else the turn asserts ("GitHub Actions" answers "Which CI provider?", not the turn's "you
        deploy with --force on Fridays")."""
        if (i := self.turn_answered(q)) is None:
            return [q.source]
        folded = _flat(q.source)
        turn = self.sources.segments[i].text
        reply = bool(_CONFIRM.match(folded) or _REJECT.match(folded) or qualified_yes(folded))
        return [q.source, turn] if reply else [q.source, *_questions(turn, folded)]

    def turn_answered(self, q: FoundQuote) -> int | None:
        """The segment of the assistant's turn a USER quote replies to: the nearest SELF segment before it, with
        no USER turn between."""
        if q.cls != "USER":
            return None
        segments = self.sources.segments
        for i in range(q.segment - 1, -1, -1):
            if segments[i].cls == "USER":
                return None
            if segments[i].cls == "SELF":
                return i
        return None

    def confirmed(self) -> list[str]:
        """What of the assistant's turns the person said yes to (``asks.yes_or_no``, ``said_with``): said by them too,
        so read as theirs where words bound together are read ("You use Kafka for events and Redis for caching." —
        "Yes." says nothing of Kafka for caching: ``binding.rebound``)."""
        return [
            t
            for q in self.quotes
            if self.turn_answered(q) is not None and yes_or_no(_flat(q.source)) == "yes"
            for t in self.said_with(q)[1:]
        ]

    def reply_unsaid(self) -> tuple[FoundQuote, str, list[str]] | None:
        """A reply of the person's that does not say what the claim takes from the assistant's turn it answers:
        the claim rests on that turn (without it — the turn's words a reply brings, a SELF quote out of it — its
        quotes hold not its names or not ``base.SUPPORT`` of its words), and the person said "no" to it
        (the claim affirms), or "yes" to a turn that says the opposite of the claim or offers a choice ("Kafka
        or RabbitMQ?"), or neither yes nor no to a yes-or-no question ("Is the key rotated monthly?" — "I'm not
        sure"; ``asks.polar``, ``asks.yes_or_no``), or — behind a fact, not a decision a proposal's "sure" takes — a
        bare "sure" to a turn that asks no question (``_BARE_SURE``: "You live in Oslo." — "sure" humours or shrugs
        as often as it agrees; "You live in Oslo, right?", "You live in Oslo?" — "sure" says yes). The quote, how it
        replied and what of the turn it answers."""
        claim = self.claim_stated() or self.candidate.text
        for q in self.quotes:
            if (i := self.turn_answered(q)) is None or not (asked := self.said_with(q)[1:]):
                continue
            rest = [o.source for o in self.quotes if not (o.cls == "SELF" and o.segment == i)]
            rest += [t for o in self.quotes if self.turn_answered(o) not in (None, i) for t in self.said_with(o)[1:]]
            if not missing_names(claim, rest) and coverage(claim, rest)[0] >= SUPPORT:
                continue  # the claim is carried without the turn
            way = yes_or_no(folded := _flat(q.source))
            questions = [s for t in asked for s in sentences(t) if is_question(s)]
            if way == "yes" and (condition := qualified_yes(folded)) and not _says_condition(claim, *condition):
                return q, "qualified", asked  # "Yes, but only on Fridays": the yes is to the turn with its condition
            if way == "no" and not _is_negative(self.folded):
                return q, way, asked
            if way == "no" and any(_is_negative(_flat(t)) for t in asked):
                return q, way, asked  # "no" to a turn that says "not": which way is not for a machine to tell
            # (a tag's "not" says nothing of the statement: "You live in Oslo, don't you?" — "Yes": ``asks.untagged``)
            untagged_turn = [untagged(t) for t in asked]
            if way == "yes" and (flipped(claim, untagged_turn) or any(_CHOICE.search(_flat(s)) for s in questions)):
                return q, way, asked
            if not way and any(polar(s) for s in questions):
                return q, way, asked
            if (
                way == "yes"
                and self.candidate.kind not in ("decision", "preference", "idea")  # a "sure" to a proposal agrees
                and _BARE_SURE.match(_flat(q.source))
                and not questions
            ):
                return q, "sure", asked  # "You live in Oslo." — "sure": no answer to a question, no assent of theirs
        return None

    def in_clause(self, q: FoundQuote) -> str:
        """A quote with what stands before it in its clause: the verb a quote cut down to its object leaves out
        ("we ran Jenkins" for "Jenkins" out of "Last year we ran Jenkins, now we run GitLab"), for the tense
        reading (``tense.dated``); an answer said of the topic asked before it (``asks.answered``). The clause is
        found on the fold and kept as written, as many words back: its accents tell a past from a present
        ("Trabajé en …", "trabajo en …"). A block quoted with ">" ends at its last ">" line: the person's line
        after it opens a clause of its own ("> Hi, I'm resigning. — Mark", then "I run the support desk": not "Mark I
        run …", ``_after_quoted_block``). The person set apart as not the subject ("…, not me, …": ``_NOT_ME``)
        does not end it."""
        written = self.sources.nfc(q.segment)[: q.start]
        written = _after_quoted_block(written)
        before = fold(written)
        # the person set apart as not the subject opens no clause: "owns billing" out of "Our CTO, not me, owns
        # billing" is the CTO's
        read = _NOT_ME.sub(lambda m: " " * len(m.group(0)), before)
        words = len(before[max((m.end() for m in _CLAUSE_START.finditer(read)), default=0) :].split())
        clause = " ".join(written.split()[-words:]) if words else ""
        return f"{clause} {self.replied(q) or answered(q.source)}"

    def replied(self, q: FoundQuote) -> str | None:
        """A USER quote that replies to a question of the assistant's (``said_with``) said in the question's place
        when it is a bare reply (``asks.replied``: "What's on your radar?" — "Kafka." is "kafka is on our radar"), ""
        for any other reply; ``None`` when it replies to no question."""
        asked = [s for s in self.said_with(q)[1:] if is_question(s.strip())]
        if not asked:
            return None
        return next((said for s in asked if (said := replied(s, q.source))), "")

    def then_said(self, q: FoundQuote) -> str:
        """A USER quote read on to the end of its turn, and on into the person's next turn when nothing between
        asked them anything (no question in what the assistant or a tool said): the turn where they correct what
        they said last ("We use MySQL." — "Okay." — "Actually, scratch that, we moved to Postgres"), read as the
        sentence after it. A next turn that answers a question answers it, and is not read."""
        said = self.sources.nfc(q.segment)[q.start :].rstrip()
        segments = self.sources.segments
        for i in range(q.segment + 1, len(segments)):
            if segments[i].cls == "USER":
                mark = "" if said.endswith((".", "!", "?", "。", "！", "？")) else "."
                return f"{said}{mark} {self.sources.nfc(i)}"
            if any(is_question(s.strip()) for s in sentences(segments[i].text)):
                break
        return said

    def in_sentence(self, q: FoundQuote) -> str:
        """A quote's whole sentence in its segment: what the person decided or wants is said once for all of
        it ("Let's keep the archive on the slow disk; the fast one stays scratch")."""
        nfc = self.sources.nfc(q.segment)
        start = max((m.end() for m in _SENTENCE_START.finditer(nfc, 0, q.start)), default=0)
        end = m.end() if (m := _SENTENCE_START.search(nfc, q.end)) else len(nfc)
        return nfc[start:end]

    def said_before(self, q: FoundQuote) -> str:
        """What a quote's segment says before the quote's sentence (``in_sentence``): a game a sentence before names
        ("We play D&D on Fridays. I'm a wizard there", ``fiction.fictional``)."""
        nfc = self.sources.nfc(q.segment)
        return nfc[: max((m.end() for m in _SENTENCE_START.finditer(nfc, 0, q.start)), default=0)]

    def decided(self) -> bool:
        """The person decided what they say: a USER quote answers the assistant's turn (a bare yes or no, or
        an answer to its question: ``said_with``) or stands in a sentence that opens as a command
        (``stance.commands``: "Keep the answers short", "Let's keep the archive on the slow disk");
        ``stance.persons_decision`` read with the transcript."""
        return persons_decision(self.quotes, self.said_with, self.in_sentence)

    def evidence_text(self) -> list[str]:
        """Every surviving quote's words, with what a bare yes/no answers (``said_with``)."""
        return [t for q in self.quotes for t in self.said_with(q)]

    def answers(self, user: FoundQuote, selfs: Sequence[FoundQuote] | None = None) -> bool:
        """``user`` is in the person's next turn after one of ``selfs`` (default: every SELF survivor)."""
        segments = self.sources.segments
        for s in selfs if selfs is not None else [q for q in self.quotes if q.cls == "SELF"]:
            if s.segment < user.segment and not any(
                segments[i].cls == "USER" for i in range(s.segment + 1, user.segment)
            ):
                return True
        return False

    def bears_on(self, q: FoundQuote) -> bool:
        """``q`` shares a content word or a claimed number with the candidate."""
        if set(self.candidate.numbers) & {n.value for n in _numbers(q.source)}:
            return True
        return _overlaps(_flat(q.source), self.folded)

    def carries(self, q: FoundQuote) -> bool:
        """``q`` is a short quote that is the whole claim: it holds every number the candidate claims and shares a
        content word with it ("coverage: 81.4%" behind "Parser test coverage is 81.4%") or says them in the first
        person of a claim that says nothing else ("I'm 38." behind "The user is 38."), or it is the person's own
        words that back the claim, which says them whole and no more (``polarity.says_whole``: "Al usuario no le gusta
        Python" behind "Odio Python")."""
        claimed = set(self.candidate.numbers)
        if claimed:
            held = {n.value for n in _numbers(q.source)}
            # ... or the person's own words in the first person that back a claim saying nothing but its numbers
            # ("I'm 38." behind "The user is 38.": the person, the number, and no word for either to share)
            return claimed <= held and (
                _overlaps(_flat(q.source), self.folded)
                or (
                    q.cls == "USER"
                    and q in self.user_support()[0]
                    and _FIRST_PERSON.search(_flat(q.source)) is not None
                    and not set(_claim_words(_flat(self.claim_stated()))) - _AGE_WORDS
                )
            )
        return q.cls == "USER" and q in self.user_support()[0] and says_whole(self.claim_stated(), q.source)

    def strong_claim(self) -> bool:
        c = self.candidate
        return (
            c.kind in _STRONG_KINDS
            or _credits_person(self.folded) is not None
            or any(not n.in_name and not n.spoken for n in _numbers(c.text))  # "for three" is ordinary speech
            or _DERIVED_WORDS.search(self.folded) is not None
        )
