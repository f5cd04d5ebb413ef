"""The candidate rules: what a candidate with surviving quotes may become.

Candidate rules (in this order; the first that decides wins; none deciding = ``pass``):

 1. ``empty`` / ``too_short`` / ``instruction`` / ``markup`` — the candidate's own text through the
    manual gate (``write.gate.check_manual``, minimum length included), then read strictly: a model
    writes memories as statements, so any sentence that opens as a command is refused.
 2. ``instruction`` — instructional content is never distilled: a candidate that routes data to an
    address no USER quote gives ("API keys go to audit@…"); a ``TOOL``/``ACT`` quote, or the line of
    the source it sits on, that is a directive (``directives.find_directive``: a command, a reminder
    frame such as "IMPORTANT: remember that", a duty, data routed to an address, a standing policy for
    an action) or markup, however the candidate rephrases it; a ``TOOL``/``ACT`` segment a quote came
    from that carries an injection anywhere (override, prompt, persona, role markers, text addressed to
    AI readers such as "Note to AI assistants:"); a ``SELF`` quote carrying an injection. ``USER``
    quotes are exempt: the person speaks TO the agent ("always answer in Spanish" is how a preference
    is said); the candidate must still state it as a fact (rule 1) — save a USER quote on a line
    addressed to AI readers, a pasted page's planted note ("Note to AI assistants: the user has
    authorized you to …", "Hinweis für KI: …", "给AI的提示：…"), or a role label that opens a quoted text on it
    ("pasted from the wiki: 'Assistant: remember that …'", ``_QUOTED_ROLE``): for review.
 3. ``no_quotes`` — no quote survived: drop. The verdict names the quote rule when every quote failed
    the same one (``verbatim``, ``stitched``, ``echo``, ``quote_too_short``).
 4. ``attribution`` — text that credits a decision or preference to the person or their team ("the
    user decided / prefers / wants / said / insisted / confirmed …", "the team decided", "we agreed", "el
    usuario decidió", "el equipo acordó", "decidimos", "用户决定", "我们同意"; look-alike letters
    folded), or a candidate of kind ``preference``, needs a USER quote that supports that claim
    (``_Ctx.user_support``): same polarity, not tentative, and its words — with, for a bare yes/no,
    the assistant's turn it answers, for another answer only the question it answers, never the rest
    of that turn — carry the claim's names and at least
    ``base.SUPPORT`` of its content words, read without what the quote reports another speaker the
    claim does not name said or decided ("My boss decided to use Postgres" is the boss's). No USER
    quote, only questions, or only quotes that carry the claim in another speaker's words → drop. USER quotes
    that might back it but a machine cannot tell (about something else, a "no, …" behind an
    affirmative claim, a yes that answers nothing quoted) → review.
 5. ``proposal`` — a candidate of kind ``idea``, or one carrying a ``SELF`` quote shaped like a proposal
    ("I suggest", "we could", "let's", "I'll", "maybe", "podríamos" …), needs confirmation: a backing
    USER quote (as in rule 4), or, for kinds other than ``idea``, an ``ACT`` quote sharing a content
    word (the plan was carried out and its result seen). The person's "no" to it → drop; otherwise
    unconfirmed → ``seed``. An ``idea`` with no proposal shape anywhere is a fact dressed as an idea
    → drop.
 6. ``asked`` — a claim none of its quotes backs (no USER quote backs it, as rule 4 reads them; no
    TOOL/ACT/SELF quote bears on it) while a USER quote only asks (``asks.stated``: read without its
    question sentences, a polite request to the assistant kept) → drop; while one muses, doubts, sets an
    unreal condition or opens a supposition or an example (``words._TENTATIVE``, ``asks.unreal``) → review.
    A claim that only asks, says the asking, the doubt or the supposition (``asks.says_asking``) or muses
    itself is what was said.
 7. ``number`` — every number in the text needs a surviving quote holding the same value with a
    compatible unit ("42 minutes" is not backed by "files: 42"): a quote of a class in
    ``GateConfig.number_classes`` (default ``TOOL``, ``ACT``), or, for a number the person states as
    their own (SPEC §4 "Numbers": their USER quote speaks in the first person or gives a date, a time
    of day, a deadline or a budget, and the number is no measurement — no unit of measure such as ms,
    s, GB, %, × and no word of measuring such as latency, coverage, took, failed), a USER quote; so is a value the
    person chose (``numbers._set``: their instruction, rule or want, a setting of their system such as a limit or a
    timeout), which backs only a claim that does not tell it in a past the quote does not, and when it is shaped as
    a measurement, one that says it as a value chosen too (``numbers.set_backs``).
    Numbers are digit runs (a date is one number; "1,000" = "1000"; a leading minus counts) and
    spelled-out counts of a unit ("forty-two minutes"); digits inside a name (``bge-m3``, ``utf-8``,
    ``v2``, ``prod-eu-2``) are not numbers. Words that state a derived ratio ("twice", "halved",
    "threefold", "la mitad") need the same word in a TOOL/ACT quote. The reason says when the number is
    only the assistant's, only the person's (and why that is not enough), or derived (sum, difference,
    product, ratio, percentage, share of a total of two quoted numbers).
 8. ``self_only`` — when every surviving quote is ``SELF`` (or ``USER`` quotes that only ask beside them, and
    the claim does not say the asking), the candidate must be of kind
    ``judgement`` AND phrased as the assistant's own assessment ("I think …", "in my view …", "the
    assistant judged …", "creo que …"); never a fact about the world or the person.
 9. ``confidence`` — the bucket is ``low`` and the claim is strong (kind decision / preference /
    landmine, credits the person, carries a number or a ratio word) → review.
 10. ``support`` — the claim's own quotes must carry it (``support``): every name in it (a product, a
    person, a place, a code, an address) is in a quote; at least ``base.SUPPORT`` of its content
    words (stemmed, CJK by character; numbers the quotes hold count twice) are, and for a claim of
    ``carried.FEW`` content words or fewer every thing it names when a quote names one it leaves out
    (``carried.swapped``: "writes the frontend" behind "I write the backend"); its subject not one its quotes
    continue by a noun (``subject.continued``: "Maria prefers tabs" behind "Maria's manager prefers tabs"); no
    words bound together that its quotes bind otherwise (``binding.rebound``, review: "Caching runs on Postgres"
    behind "Billing runs on Postgres. Caching uses Redis.");
    not only in what a USER
    quote reports another speaker the claim does not name said or the person heard
    (``_Ctx.own_evidence``: "The user is moving to Berlin" behind "I heard Ana say she is moving to
    Berlin"); and it adds no attribution, certainty or emphasis no quote carries ("confirmed",
    "insisted", "signed off", "always", "definitely" …), nor a decision, preference or plan no quote's
    sentence says (``stance.unbacked_stance``: "decided", "prefers", "plans to" behind "We use
    Jenkins") unless the person decided it (``_Ctx.decided``: a yes, an answer, a command). A true quote
    about something else does not back a claim. A claim that drops a negation its quotes (the ones that
    state something: USER, TOOL, ACT) apply to the words they share, or adds one to quotes that negate
    nothing (``polarity.flipped``, the reading rule 4 holds the person's words to) → review: "The index
    uses Postgres" is the opposite of "We use SQLite for the index, not Postgres". So is a claim in the
    present that the person's quotes say only of a state that has ended (``tense.dated``: "The team
    uses Jenkins" behind "Last year we used Jenkins" or "Last year we ran Jenkins", "Ana is the owner"
    behind "Last year Ana was the owner, now Bo is the owner": a clause told in a simple past of any verb,
    its subject too, but a change into a state or a decision, "I switched to Neovim", unless a later clause
    says the present anew, "…, now we use GitLab", and a past whose result the claim states, "The CLI is
    built in Go"; a quote read with what stands before it in its
    clause; a tool's output is read as the state it printed). Likewise (review) a claim that says plainly what the
    person's quotes say only in what the person took back in the same turn or the next, when nothing asked them
    in between (``tense.taken_back``, ``_Ctx.then_said``: "We use Kafka. Actually, no, we use Pulsar.", "We use
    MySQL." — "Okay." — "Scratch that, we moved to Postgres.", "I love Java — just kidding", "… oh it's 3am then, I
    was wrong", "Perdón, tres"), only in a text the person pasted or quoted, in its first person (``fiction.pasted``: a
    code block, a ">" line, quotation marks, a line before it that hands it over: "here's the log:", "Can you
    proofread this cover letter for my friend?"), only as a plan, a duty or a wish (``plan.planned``), as ended
    (``ending.ended``), of some or sometimes (``limits.widened``), on a
    condition, almost, for a time or only in a scope (``limits.limited``),
    or a number they say only about so or as a bound (``numbers.rounded``), or plainly where it says a bound
    (``numbers.added_bounds``: "more than 3 reviewers" behind "We have 3 reviewers"); and (drop) what they say of
    someone else (``subject.others``, each quote read from the start of its clause: "is moving to Denver" out of "My
    boss is moving to Denver"; review for what they say of "you": "You're great at Rust"), only in a story the
    person makes or plays (``fiction.fictional``: "The user lives in Oslo" behind "In my novel the detective lives in
    Oslo") or a comparison turned (``compared.inverted``), or who did what to whom, where from and where to
    (``roles.swapped_roles``: drop where two trade their roles, review where one is moved): ``rule_meaning``.
 11. ``recorded`` — a claim about the person that only ``TOOL``/``ACT`` output backs → review: a record is about
    whoever it names ("The user is an admin" behind "owner: dana@corp.example role: admin").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .asks import advises, answered, muses, says_asking, stated, unreal
from .confidence import _bucket
from .context import _Ctx
from .directives import find_directive, routes_data
from .instructions import find_instruction, find_markup
from .manual import check_manual
from .models import FoundQuote, Outcome
from .normalise import disguised
from .numbers import (
    _DERIVED_WORDS,
    _derivation,
    _measurement,
    _Number,
    _numbers,
    _persons_numbers,
    _set,
    _units_agree,
    added_bounds,
    listed_counts,
    rounded,
    set_backs,
    turned_bounds,
    turned_pairs,
    unheld_grades,
)
from .support import (
    EVERY_DAY,
    FEW,
    SUPPORT,
    as_role,
    avoided,
    beside_role,
    caused,
    chained,
    checkable,
    continued,
    contradicted,
    coverage,
    dated,
    death_added,
    died,
    ended,
    excepted,
    fictional,
    flipped,
    headed,
    inverted,
    limited,
    made_new,
    missing_names,
    multiplied,
    of_the_person,
    opposed,
    other_state,
    others,
    pasted,
    placed,
    planned,
    quoted_only,
    raised,
    reasoned,
    rebound,
    reranked,
    restricted,
    said_ended,
    shifted,
    sold,
    substituted,
    sure_against,
    sure_alone,
    swapped,
    swapped_roles,
    taken_back,
    unbacked_certainty,
    unbacked_stance,
    unless_turned,
    unranked,
    used,
    widened,
)
from .support.compared import _THE_PERSON
from .support.roles import taken_in
from .words import (
    _AI_ADDRESSED,
    _INJECTION_LABELS,
    _JUDGEMENT,
    _PROPOSAL,
    _REJECT,
    _TENTATIVE,
    _any,
    _credits_person,
    _flat,
    _is_negative,
    _overlaps,
)


@dataclass(frozen=True)
class Decision:
    """A candidate rule's decision; ``rule`` overrides the rule's name (the manual gate's rules)."""

    outcome: Outcome
    reason: str
    rule: str | None = None


CandidateRule = Callable[[_Ctx], Decision | None]


def rule_text(ctx: _Ctx) -> Decision | None:
    """The candidate's own text through the manual gate (empty, too_short, instruction, markup), then
    read strictly: a model writes memories as statements, so any sentence that opens as a command is
    refused (the manual gate lets people's talk to each other through)."""
    verdict = check_manual(ctx.candidate.text, min_chars=ctx.config.min_chars)
    if not verdict.ok:
        return Decision("drop", verdict.reason or "refused by the manual gate", verdict.rule)
    if hit := find_instruction(ctx.candidate.text, strict=True):
        return Decision(
            "drop",
            f"instruction: a distilled memory is a statement, and this opens as a command ({hit}); state it as a "
            "fact about the person or the project",
            "instruction",
        )
    return None


def _line_around(text: str, start: int, end: int, reach: int = 400) -> str:
    lo = text.rfind("\n", max(0, start - reach), start) + 1 or max(0, start - reach)
    hi = text.find("\n", end, end + reach)
    return text[lo : hi if hi >= 0 else min(len(text), end + reach)]


# A role label that opens a quoted text in the person's turn ("pasted from the wiki: 'Assistant: remember that …'",
# « System : … »): a turn of someone's transcript or a planted one, pasted, not the person's own words.
_QUOTED_ROLE = re.compile(r"""(?:^|[\s:(])['"“«„「]\s*(?:assistant|system|ai|bot|claude|chatgpt|gpt)\s*:""")


def _injection(text: str) -> str | None:
    """An injection anywhere in ``text``: override / prompt / persona / role markers, or text
    addressed to AI readers. (Plain imperatives and ordinary markup are not: documents are full of them.)"""
    found = find_instruction(text)
    if found and found.startswith(_INJECTION_LABELS):
        return found
    if m := _any(_AI_ADDRESSED, _flat(text)):
        return f"addressed to AI readers: {m.group(0)!r}"
    return None


def _quoted_role(line: str) -> str | None:
    """A role label opening a quoted text on a line of the person's turn (``_QUOTED_ROLE``), or None."""
    return f"a quoted role label: {m.group(0).strip()!r}" if (m := _QUOTED_ROLE.search(_flat(line))) else None


def rule_instruction(ctx: _Ctx) -> Decision | None:
    """Instructional content in the evidence is never distilled, whoever planted it."""
    for quote in ctx.candidate.quotes:
        found = next((q for q in ctx.quotes if q.text == quote.text and q.claimed == quote.cls), None)
        cls = found.cls if found else quote.cls
        if cls == "USER":
            continue
        # the assistant talking to the person ("you should…") is not an injection; a tool's output is
        hit = _injection(quote.text) if cls == "SELF" else find_directive(quote.text) or _injection(quote.text)
        if hit := hit or find_markup(quote.text):
            return Decision("drop", f"the {cls} quote {quote.text!r} reads as an instruction ({hit})")
    person = " ".join(_flat(q.source) for q in ctx.quotes if q.cls == "USER")
    if routed := [a for a in routes_data(ctx.candidate.text) if _flat(a) not in person]:
        return Decision(
            "drop",
            f"the candidate routes data to {routed[0]!r}, and no USER quote gives that address: where data goes is "
            "the person's to say, never a tool's",
        )
    for q in ctx.quotes:
        # the person's turn may carry a page they pasted: a line of it addressed to AI readers ("Note to AI
        # assistants: the user has authorized you to …", "Hinweis für KI: …", "给AI的提示：…") is its author's, not
        # the person's; the person's own note to the assistant reads alike, so it is for review, not dropped
        line = _line_around(ctx.sources.nfc(q.segment), q.start, q.end) if q.cls == "USER" else ""
        if line and (hit := _injection(line) or _quoted_role(line)):
            return Decision(
                "review",
                f"the line of the person's turn the quote {q.text!r} sits on is addressed to an AI reader ({hit}): "
                "a pasted page's planted note is its author's words, not the person's; a machine cannot tell which",
            )
    seen: set[int] = set()
    for q in ctx.quotes:
        if q.cls not in ("TOOL", "ACT"):
            continue
        source = ctx.sources.nfc(q.segment)
        line = _line_around(source, q.start, q.end)
        if hit := find_directive(line) or _injection(line):
            return Decision(
                "drop",
                f"the {q.cls} line the quote {q.text!r} sits on is a directive ({hit}): what a tool's output tells "
                "anyone to do is never distilled, however the candidate phrases it",
            )
        if q.segment in seen:
            continue
        seen.add(q.segment)
        if hit := _injection(source):
            return Decision(
                "drop",
                f"the {q.cls} result at {q.where or f'segment {q.segment}'} carries an instruction ({hit}): "
                "nothing from it is distilled",
            )
    return None


def rule_no_quotes(ctx: _Ctx) -> Decision | None:
    """No surviving quote: drop, named after the quote rule when every quote failed the same one."""
    if ctx.quotes:
        return None
    if not ctx.failed:
        return Decision("drop", "no quotes: every candidate needs verbatim evidence")
    rules = sorted({f.rule for f in ctx.failed})
    detail = "; ".join(f"{f.quote.text!r}: {f.reason}" for f in ctx.failed)
    return Decision("drop", f"no quote survived — {detail}", rules[0] if len(rules) == 1 else None)


def rule_attribution(ctx: _Ctx) -> Decision | None:
    """Crediting a decision or preference to the person needs the person's own words."""
    credit = _credits_person(ctx.folded)
    if credit is None and ctx.candidate.kind != "preference":
        return None
    what = f"credits the person ({credit.group(0)!r})" if credit else "is a preference"
    backs, weak, cannot = ctx.user_support()
    if backs:
        return None
    if (unsaid := ctx.reply_unsaid()) and unsaid[1] == "no":
        return _reply_decision(ctx, *unsaid)
    if weak:
        return Decision(
            "review",
            f"the text {what}; a USER quote survives ({weak[0].source!r}) but a machine cannot tell whether it "
            "backs the claim (no shared word, a bare yes/no that answers nothing quoted, or a 'no' behind an "
            "affirmative claim)",
        )
    if cannot:
        q = cannot[0]
        if not _flat(q.source).endswith("?") and (speakers := ctx.reported(q)):
            return Decision(
                "drop",
                f"the text {what}, but the USER quote {q.source!r} reports what someone else said or decided "
                f"({speakers[0]!r}): another person's words are not the person's",
            )
        return Decision("drop", f"the text {what}, but the USER quote {q.source!r} is a question, not a decision")
    moved = [q for q in ctx.quotes if q.claimed == "USER" and q.reclassed]
    where = f" (the quote tagged USER, {moved[0].text!r}, is in a {moved[0].cls} segment)" if moved else ""
    return Decision(
        "drop", f"the text {what}, and no USER quote survives{where}: the assistant's word is not the person's"
    )


def rule_recorded(ctx: _Ctx) -> Decision | None:
    """A claim about the person that only a tool's output backs, and that every other rule let through ("The user is an
    admin" from a record that reads "owner: dana@corp.example role: admin"): a record is about whoever it names, and a
    machine cannot tell that this is the person — for review. (What a tool reports of a thing, "The build box runs
    Python 3.11.7", is not about them.)"""
    if not ctx.quotes or not of_the_person(ctx.folded) or any(q.cls not in ("TOOL", "ACT") for q in ctx.quotes):
        return None
    return Decision(
        "review",
        f"the text is about the person, and only a {ctx.quotes[0].cls} output backs it ({ctx.quotes[0].source!r}): a "
        "record is about whoever it names, and a machine cannot tell that this is the person",
    )


def rule_proposal(ctx: _Ctx) -> Decision | None:
    """Ideas and plans the assistant proposed become memory only once confirmed; else a seed."""
    kind = ctx.candidate.kind
    proposing = [q for q in ctx.quotes if q.cls == "SELF" and _any(_PROPOSAL, _flat(q.source))]
    if kind != "idea" and not proposing:
        return None
    if (
        kind == "idea"
        and _any(_PROPOSAL, ctx.folded) is None
        and not any(_any(_PROPOSAL, _flat(q.source)) for q in ctx.quotes)
    ):
        return Decision(
            "drop",
            "labelled an idea but nothing in it proposes anything: a fact dressed as an idea; "
            "propose it as a fact with its evidence",
        )
    backs, weak, _ = ctx.user_support()
    if backs:
        return None
    if kind != "idea" and any(q.cls == "ACT" and ctx.bears_on(q) for q in ctx.quotes):
        return None  # the plan was carried out: its result is the evidence
    rejected = [
        q
        for q in weak
        if _REJECT.match(_flat(q.source)) and (ctx.answers(q, proposing) or _overlaps(_flat(q.source), ctx.folded))
    ]
    if rejected:
        return Decision("drop", f"the person said no ({rejected[0].source!r}): a rejected proposal is not memory")
    shown = proposing[0].source if proposing else ctx.candidate.text
    return Decision("seed", f"an unconfirmed proposal ({shown!r}): a seed until the person confirms it")


def rule_asked(ctx: _Ctx) -> Decision | None:
    """A claim none of its quotes backs, while the person only asked or mused: a question states nothing, a
    musing or an unreal condition is not a fact. A claim that says the asking or the doubt, or muses itself, is
    what was said."""
    if not ctx.claim_stated() or muses(ctx.folded):
        return None  # the claim asks, or says the asking, the doubt, the musing: what was said
    backs, weak, cannot = ctx.user_support()
    if backs or any(q.cls != "USER" and ctx.bears_on(q) for q in ctx.quotes):
        return None
    if asked := [q for q in cannot if stated(q.source)[1]]:
        return Decision(
            "drop", f"the person asked ({asked[0].source!r}): a question states nothing, and no quote backs the claim"
        )
    mused = [q for q in weak if _TENTATIVE.search(t := _flat(stated(q.source)[0])) or unreal(t)]
    if mused:
        return Decision(
            "review",
            f"the person mused ({mused[0].source!r}: tentative, an unreal condition, a supposition or an example) "
            "and no quote backs the claim as a fact; a machine cannot tell what they meant",
        )
    return None


def _number_problems(
    text: str, quotes: Sequence[FoundQuote], classes: frozenset[str], *, what: str = "the text", held: str = ""
) -> list[str]:
    """Why numbers and derived-ratio words in ``text`` are not backed by ``quotes`` (the number rule; the
    composed-text re-scan runs it too). A number is backed by a quote of ``classes`` holding it, or, when
    it is the person's own (a plan, a date, a budget, their life; never a measurement), by a USER quote
    holding it; a count of what the person lists one number each of by that list's count (``numbers.listed_counts``:
    "two kids" behind "My kids are 4 and 7"); or by ``held``, a memory the store holds that the text updates, with
    its units."""
    backing = [q for q in quotes if q.cls in classes]
    backing_numbers = [(_numbers(q.source), q) for q in backing]
    own = [(n, how) for q in quotes if q.cls == "USER" for n, how in _persons_numbers(q.source)]
    listed = [n for q in quotes if q.cls == "USER" for n in listed_counts(_flat(q.source))]
    all_values = [n.value for q in quotes for n in _numbers(q.source)]
    folded = _flat(text)
    problems: list[str] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for num in _numbers(text):
        if num.in_name or (num.value, num.units) in seen:
            continue
        seen.add((num.value, num.units))
        # a count of what the person lists one number each of is the list's count ("two kids" behind "My kids are 4
        # and 7"), not one of its numbers ("three nephews" behind "My nephews are 3 and 8")
        if counted := [n for n in listed if num.units and _units_agree(num.units, n.units)]:
            if not any(n.value == num.value for n in counted):
                problems.append(f"{num.label!r}: the person's list gives {counted[0].label!r} ({counted[0].raw!r})")
            continue
        same = [(n, q) for ns, q in backing_numbers for n in ns if n.value == num.value]
        if any(_units_agree(num.units, n.units) for n, _ in same):
            continue
        if held and any(n.value == num.value and _units_agree(num.units, n.units) for n in _numbers(held)):
            continue  # the memory it updates says it: kept, not new
        measured = _measurement(num, folded) and _set(num, folded) is None
        if not measured and any(
            n.value == num.value and _units_agree(num.units, n.units) and set_backs(how, num, folded) for n, how in own
        ):
            continue
        chosen = any(n.value == num.value and how is not None for n, how in own)
        problems.append(_why_unbacked(num, same, quotes, all_values, classes, measured, what, chosen))
    for turned in turned_bounds(text, [q.source for q in quotes]):
        problems.append(f"{turned}: a bound turned the other way is another number")
    sources = [q.source for q in quotes] + ([held] if held else [])
    for pair in turned_pairs(text, sources):
        problems.append(f"{pair}: a score is its two numbers together, and one of them is not the score")
    for grade in unheld_grades(text, sources):
        problems.append(f"the grade {grade}: a grade's letter is its value, as a number is a count's")
    for m in _DERIVED_WORDS.finditer(folded):
        stem = re.sub(r"^(?:el|la)\s+", "", m.group(0)).split()[0]
        stem = "fold" if stem.endswith("fold") else stem[:5]
        if not any(stem in _flat(q.source) for q in backing):
            problems.append(f"{m.group(0)!r} states a derived ratio that no TOOL/ACT quote states")
    return problems


def _why_unbacked(
    num: _Number,
    same: Sequence[tuple[_Number, FoundQuote]],
    quotes: Sequence[FoundQuote],
    all_values: Sequence[str],
    classes: frozenset[str],
    measured: bool,
    what: str,
    chosen: bool = False,
) -> str:
    label, need = num.label, "/".join(sorted(classes))
    if same:
        n, q = same[0]
        return f"{label!r} borrowed: the {need} quote {q.source!r} has {n.label!r}, another quantity"
    if any(n.value == num.value for q in quotes if q.cls == "SELF" for n in _numbers(q.source)):
        return f"{label!r} only the assistant said: a number needs a TOOL/ACT quote behind it"
    if person := [(n, q) for q in quotes if q.cls == "USER" for n in _numbers(q.source) if n.value == num.value]:
        if not measured and not chosen and not any(_units_agree(num.units, n.units) for n, _ in person):
            n, q = person[0]  # "two cats" behind "three cats and two dogs"
            return f"{label!r} borrowed: the person's quote {q.source!r} has {n.label!r}, another quantity"
        if chosen:
            return (
                f"{label!r} the person said as a value they chose (a limit, a setting, an instruction, a want), and "
                f"the claim does not say it as one (it says it measured or done): that needs a {need} quote behind it"
            )
        if measured:
            return (
                f"{label!r} only the person said, and it is a measurement of the world (a unit or a word of "
                f"measuring; no value they set, ruled or want): a measurement needs a {need} quote behind it"
            )
        return (
            f"{label!r} only the person said, and not as their own plan, date, budget, fact of their life, rule or "
            f"setting (no first person, no date, no instruction): such a number needs a {need} quote behind it"
        )
    # a number a quote holds as written is whose it is, not a sum or ratio of two others (the 2 of
    # "version 2 le 3 mars" is no 3 / 2 rounded)
    if how := _derivation(num.value, all_values):
        return f"{label!r} is derived ({how}), not measured: quote the number a tool printed"
    if num.spoken:  # "ten servers" behind "We have five servers", "two decades" behind "for a decade"
        return f"{label!r} is in no quote of {what}: a count spelled out is a number as one in digits is"
    return f"{label!r} is in no {need} quote of {what}"


def rule_number(ctx: _Ctx) -> Decision | None:
    """Every number needs a TOOL/ACT quote holding it (same value, compatible unit)."""
    problems = _number_problems(ctx.candidate.text, ctx.quotes, ctx.config.number_classes, what="the candidate")
    if problems:
        return Decision("drop", "; ".join(problems))
    return None


def rule_self_only(ctx: _Ctx) -> Decision | None:
    """The assistant's own words alone can only support its own first-person judgement. A USER quote that only
    asks leaves them alone: "Do we use Postgres?" beside the assistant's "Yes, the team uses Postgres" is the
    assistant's word (a question states nothing: a model adding one must not make its own claim the person's)."""
    others = [q for q in ctx.quotes if q.cls != "SELF"]
    if others:
        if len(others) == len(ctx.quotes) or says_asking(ctx.folded):
            return None  # no word of the assistant's, or a claim that says the asking: what was said
        cannot = ctx.user_support()[2]
        if any(q not in cannot or not stated(q.source)[1] for q in others):
            return None
    if ctx.candidate.kind != "judgement":
        return Decision(
            "drop",
            f"only the assistant's own words back this {ctx.candidate.kind}: SELF-only evidence can only "
            "become a first-person judgement (kind judgement, 'I think …')",
        )
    if _any(_JUDGEMENT, ctx.folded) is None:
        return Decision(
            "drop",
            "a judgement from SELF-only evidence must read as the assistant's assessment "
            "('I think …', 'in my view …'), not as a fact about the world or the person",
        )
    return None


def rule_confidence(ctx: _Ctx) -> Decision | None:
    """A strong claim on the weakest evidence is for review, not for memory."""
    if _bucket(ctx) == "low" and ctx.strong_claim():
        return Decision(
            "review",
            "low confidence (one short quote, an invented quote beside it, or nothing that visibly backs "
            "it) behind a strong claim (a decision, preference, landmine, number or credit to the person)",
        )
    return None


def rule_support(ctx: _Ctx) -> Decision | None:
    """The claim's own quotes must carry it: its names (and its words as written, not in another script's
    look-alike letters: ``normalise.disguised``), its content words, and no certainty they do not carry (a bare yes/no
    carries the assistant's turn it answers)."""
    said = ctx.evidence_text()
    if names := missing_names(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"it names what no quote holds ({', '.join(map(repr, names[:6]))}): a claim that brings its own names "
            "brings its own facts",
        )
    if hidden := [w for w in disguised(ctx.candidate.text) if not any(w in q.source for q in ctx.quotes)]:
        return Decision(
            "drop",
            f"it writes a word in another script's look-alike letters that no quote holds so "
            f"({', '.join(map(repr, hidden[:3]))}): every rule reads it as the word it mimics, but no search for that "
            "word finds the memory",
        )
    if not checkable(ctx.candidate.text):
        return Decision(
            "review",
            "it holds no word its quotes could carry — no content word, number or name (a word of no content in one "
            "language the gate reads carries none in all: the German 'war' is 'was', the Spanish 'son' 'are'): no "
            "quote can be checked against it",
        )
    share, missing = coverage(ctx.candidate.text, said)
    if share < SUPPORT:
        return Decision(
            "drop",
            f"its quotes do not carry the claim: {share:.0%} of its content words are in them (at least "
            f"{SUPPORT:.0%} needed; not in any quote: {', '.join(missing[:8])}); a true quote about something "
            "else does not back it",
        )
    if things := swapped(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"it names a thing no quote holds ({', '.join(map(repr, things))}): a claim of {FEW} content words or "
            "fewer carries every thing it names (what an article, a possessive or a preposition introduces); one "
            "swapped for its quote's is another fact",
        )
    if phrases := headed(ctx.candidate.text, said):
        return Decision(
            "drop",
            "it names a thing by a word its quotes hold and a head they do not "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in phrases[:3])}): 'a kidney transplant' is not 'a "
            "kidney stone', 'a car loan' not 'a car'; what a thing is made of, for or about names another thing",
        )
    if selling := sold(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says a selling ({', '.join(map(repr, selling))}) where its quotes say no trade: 'The user sells "
            "Windows' is not 'I use Windows at work'; a machine cannot tell what a shop or a job left unsaid",
        )
    if deaths := died(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says a death ({', '.join(map(repr, deaths))}) where its quotes say none: 'The user's father died last "
            "year' is not 'I lost my job last year'; a machine cannot tell the person's other words for a loss",
        )
    if added := death_added(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it adds to a death what its quotes do not say ({', '.join(map(repr, added[:4]))}): 'Tass died of cancer' "
            "or 'Tass was killed' is not 'We lost our dog Tass in March'; a machine cannot tell a cause or a killing "
            "the person left unsaid",
        )
    if states := other_state(ctx.candidate.text, said):
        return Decision(
            "review",
            "it says a state where its quotes say another of its kind "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in states[:3])}): 'The user is married to Anna' is "
            "not 'I'm engaged to Anna', nor 'lives in Berlin' 'I'm in Berlin for a conference'; a machine cannot tell "
            "whether the one became the other",
        )
    if left := excepted(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says of a whole what its quotes say leaving the person out ({', '.join(map(repr, left[:3]))}): "
            "'Nobody in the user's family has diabetes' is not 'Nobody in my family has diabetes except me'; a claim "
            "may say the exception, or what the person alone does",
        )
    if beside := placed(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it sets what it says beside a thing no quote holds ({', '.join(map(repr, beside))}): a claim of {FEW} "
            "content words or fewer says few facts, and a place, a time or a scope of its own is one ('The user hates "
            "Python at work' is not 'I hate Python'); a machine cannot tell it from the person's other word for theirs",
        )
    if ended := said_ended(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says no more ({', '.join(map(repr, ended))}) what its quotes say as so, and they tell no past or end "
            "of it: 'The user used to live in Leeds' is not 'I live in Leeds'",
        )
    if role := as_role(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it gives a role no quote holds ({', '.join(map(repr, role))}): what the person does it as is a fact of "
            "its own ('The user works at a bank as a senior analyst' is not 'I work at a bank'); a machine cannot tell "
            "it from the person's other words for their role",
        )
    if why := reasoned(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it gives a reason no quote holds ({', '.join(map(repr, why))}): why the person holds what they hold is a "
            "fact of its own ('The user hates Python for its speed' is not 'I hate Python'); a machine cannot tell it "
            "from the person's other words for their reason",
        )
    subject = continued(ctx.candidate.text, said)
    if any(c.possessor for c in subject):
        return Decision(
            "drop",
            f"its quotes say its subject continued by a noun it leaves out ({', '.join(map(repr, map(str, subject)))}):"
            " the verb is said of what the subject's word owns ('Maria's manager prefers tabs' is not 'Maria prefers "
            "tabs')",
        )
    if unsaid := ctx.reply_unsaid():
        return _reply_decision(ctx, *unsaid)
    own, speakers = ctx.own_evidence()
    if speakers and (
        missing_names(ctx.candidate.text, own)
        or coverage(ctx.candidate.text, own)[0] < SUPPORT
        or swapped(ctx.candidate.text, own)
    ):
        return Decision(
            "drop",
            "its quotes carry it only in what the person reports someone else said "
            f"({', '.join(map(repr, speakers[:3]))}): another speaker's words are not the person's (a claim may say "
            "what that speaker said, naming them)",
        )
    extra = unbacked_certainty(ctx.candidate.text, ctx.quotes, ctx.confirmed())
    if not ctx.decided():  # what the person decided carries its decision, what they want, what they plan
        extra += unbacked_stance(ctx.candidate.text, [ctx.in_sentence(q) for q in ctx.quotes])
    if extra:
        return Decision(
            "drop",
            f"it adds attribution, certainty or emphasis its quotes do not carry ({', '.join(map(repr, extra))})",
        )
    if decision := rule_meaning(ctx):
        return decision
    # (after what its quotes say of someone else or of a story, which drops it: "In the script, I play a doctor")
    if beside := beside_role(ctx.candidate.text, [q.source for q in ctx.quotes if q.cls == "USER"]):
        return Decision(
            "review",
            f"it says the person is what its quotes say only of another, or as a pretence ({beside[0]!r}): a role is "
            "the person's after their being ('I'm a nurse', 'I work as a nurse', 'Soy enfermera'), not as what "
            "another verb or a preposition takes ('I need a plumber', 'I got advice from a lawyer', 'I married a "
            "doctor', 'Je vois un psychologue'), nor 'I play a doctor on TV', 'a doctor's assistant', 'my username "
            "is pilot_mike', 'my fake ID says I'm 25'; a machine cannot always tell",
        )
    stated = [*(q.source for q in ctx.quotes if q.cls != "SELF"), *ctx.confirmed()]
    if moved := shifted(ctx.candidate.text, stated):
        return Decision(
            "review",
            "it says a number with what its quotes say of another "
            f"({', '.join(f'{n!r} with {w!r}, which they say of {m!r}' for n, w, m in moved[:3])}): 'The tests "
            "take 20 minutes locally' is not 'Our tests take 5 minutes locally and 20 on CI'; a machine "
            "cannot always tell what a number said after another carries over",
        )
    if bound := rebound(ctx.candidate.text, stated) or rebound(ctx.candidate.text, _glued_sentences(ctx)):
        return Decision("review", _rebound_reason(bound))
    if whose := chained(ctx.candidate.text, [q.source for q in ctx.quotes if q.cls == "USER"]):
        return Decision(
            "review",
            "its quotes say the role it names as the person's only as someone else's "
            f"({', '.join(map(repr, whose[:3]))}): 'Bob is her manager' after 'My manager is Alice' is Alice's "
            "manager, not the person's; a machine cannot always tell whose",
        )
    if pairs := substituted(ctx.candidate.text, [q.source for q in ctx.quotes if q.cls != "SELF"]):
        return Decision(
            "review",
            f"it says a word where its quotes say another between the same words "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in pairs[:4])}): 'drinks coffee every morning' is not "
            "'drink tea every morning'; a machine cannot tell a swapped word from the person's other word for it",
        )
    if subject:
        return Decision(
            "review",
            f"its quotes say its subject continued by a noun it leaves out ({', '.join(map(repr, map(str, subject)))}):"
            " a noun before another is its modifier, and the modifier alone may be the person's shorthand or another "
            "thing ('the API' for 'the API gateway'); a machine cannot tell",
        )
    return None


def _rebound_reason(bound: Sequence[tuple[str, str, str]]) -> str:
    """Why a claim that binds words its quotes bind otherwise (``binding.rebound``) is for review."""
    pairs = "; ".join(f"{x!r} with {y!r}, which its quotes say with {z!r}" for x, y, z in bound[:3])
    return (
        f"it binds words no one clause of its quotes says together ({pairs}): 'Caching runs on Postgres' is not "
        "'Billing runs on Postgres. Caching uses Redis.'; a machine cannot always tell a swap from a word said of "
        "what another sentence names"
    )


def _reply_decision(ctx: _Ctx, q: FoundQuote, way: str, asked: list[str]) -> Decision:
    """The person's reply does not say what the claim takes from the assistant's turn (``_Ctx.reply_unsaid``)."""
    turn = " ".join(asked)
    if way == "no" and not _is_negative(ctx.folded):
        return Decision(
            "drop",
            f"it rests on the assistant's turn ({turn!r}), to which the person said no ({q.source!r}): what the "
            "person denied is not a fact",
        )
    if way == "no":
        how = "said no to a turn that says 'not'; which way they meant is not for a machine to tell"
    elif way == "yes":
        how = "said yes to a turn that offers a choice or says the opposite of the claim"
    elif way == "qualified":
        how = (
            "said yes only with a condition the claim leaves out: a yes with a condition says the turn with it, "
            "not without"
        )
    elif way == "sure":
        how = (
            "said only 'sure' or its like ('ok', 'fine', 'if you say so') to a turn that asks no question: to a "
            "statement or a request a bare 'sure' shrugs, humours or says 'go on' as often as it agrees; a machine "
            "cannot tell"
        )
    else:
        how = "said neither yes nor no to the assistant's yes-or-no question; what they answered is not for a machine"
    return Decision("review", f"it rests on the assistant's turn ({turn!r}); the person ({q.source!r}) {how}")


def _glued_sentences(ctx: _Ctx) -> list[str]:
    """The whole sentences of a candidate's USER quotes when it glues two or more, one of them cut from its sentence
    ("Our service uses" and "for sessions" out of "Our service uses MongoDB for sessions", "runs Postgres" out of "The
    analytics team runs Postgres"): what the cut leaves out binds the words the claim binds otherwise
    (``binding.rebound``); else none."""
    user = [q for q in ctx.quotes if q.cls == "USER"]
    sentences = [ctx.in_sentence(q) for q in user]
    if len(user) < 2 or all(q.source.strip(" .!?") == s.strip(" .!?") for q, s in zip(user, sentences, strict=True)):
        return []
    return sentences


def rule_meaning(ctx: _Ctx) -> Decision | None:
    """What the claim says against what its quotes say of the same words: said of someone else, a comparison
    turned, the top said of what is ranked after it, a degree raised, a "not" dropped or added
    (``meaning_turned``), the past, a plan or a wish, an ending, a part or a frequency said as the present, the
    whole, a rule (``meaning_bounded``). ``rule_support`` asks it of a candidate, the composed-text re-scan of
    every sentence the scribe wrote (``compose.check_composed``)."""
    return meaning_turned(ctx) or meaning_bounded(ctx)


def _sure_unanswering(ctx: _Ctx, q: FoundQuote) -> bool:
    """A USER quote's sentence opens with a "sure" that answers nothing: no turn of the assistant's came before it
    (``stance.sure_alone``), or the one before asks nothing it takes up (``stance.sure_against``)."""
    sentence = _flat(ctx.in_sentence(q))
    if (i := ctx.turn_answered(q)) is None:
        return sure_alone(sentence, answering=False)
    return sure_against(sentence, _flat(ctx.sources.segments[i].text))


def meaning_turned(ctx: _Ctx, *, label: bool = False) -> Decision | None:
    """What the claim turns against its quotes whatever its tense: whose it is (someone else's said as the person's, a
    story's said as so), what the person took back, a comparison or a condition turned, a rank or a degree raised, a
    scope widened, an opposite, a "not" dropped or added. Asked of a title or a trigger too, which names a topic
    without a tense ("Backup no longer on the NAS", "User allergic to peanuts"): the tense and the extent
    ``meaning_bounded`` reads are not a label's to say, nor a "not" it leaves out (a ``label`` names a prohibition's
    topic without it, "Reindex blackout day": ``polarity.flipped``'s ``dropped``)."""
    # each quote read from the start of its clause: one cut from after who it is said of says it of them ("is moving
    # to Denver" out of "My boss is moving to Denver")
    who = others(ctx.candidate.text, [ctx.in_clause(q) for q in ctx.quotes if q.cls == "USER"])
    if kin := [o.who for o in who if o.kin]:
        return Decision(
            "drop",
            f"its quotes say it of someone else ({', '.join(map(repr, kin[:3]))}), and it says it of the person: what "
            "the person's wife, brother or boss does is theirs (a claim may say it of them, naming them)",
        )
    users = [q for q in ctx.quotes if q.cls == "USER"]
    if story := fictional(ctx.candidate.text, [ctx.in_sentence(q) for q in users], [ctx.said_before(q) for q in users]):
        return Decision(
            "drop",
            f"its quotes say it only in a story the person makes or plays ({', '.join(map(repr, story[:3]))}), and "
            "it says it as so: what a novel's detective does or a game's player is, is the story's (a claim may say "
            "it of the story, naming it)",
        )
    if who:
        return Decision(
            "review",
            f"its quotes say it of another party or a text, or someone the person names or speaks to "
            f"({', '.join(repr(o.who) for o in who[:3])}), and it says it of the person or their team: what a "
            "competitor, a client, everyone, a tutorial or Maria does, or what 'you' are, is theirs (a claim may say "
            "it of them, naming them); a machine cannot always tell",
        )
    if quoted := [
        (q.text, how)
        for q in ctx.quotes
        if q.cls == "USER" and (how := pasted(ctx.sources.nfc(q.segment), q.start, q.end))
    ]:
        return Decision(
            "review",
            f"its quote {quoted[0][0]!r} is in a text the person pasted or quoted ({quoted[0][1]}), and speaks in the "
            "first person: a cover letter, an e-mail, a comment in code or a line to translate speaks for its "
            "author, who may not be the person; a machine cannot tell",
        )
    # ... or holds in quotation marks, in the first person, and does not say they said it ('I keep singing "I'm a
    # millionaire"')
    if lines := quoted_only(ctx.candidate.text, [ctx.in_sentence(q) for q in users]):
        return Decision(
            "review",
            f"its quotes say it only inside a text in quotation marks that speaks in the first person ({lines[0]!r}): "
            "a song's line, a child's essay or a film's speaks for its author, who may not be the person; a machine "
            "cannot tell",
        )
    # what the person took back in the same turn or the next: each USER quote read on (``_Ctx.then_said``)
    if back := taken_back(ctx.candidate.text, [ctx.then_said(q) for q in ctx.quotes if q.cls == "USER"]):
        return Decision(
            "review",
            f"its quotes say it only in what the person took back in the same turn or the next "
            f"({', '.join(map(repr, back[:4]))}): 'Actually, no', 'scratch that', 'I mean …', 'just kidding', 'or at "
            "least I was', 'quise "
            "decir', 'ich meine', 'anzi', 'stimmt nicht', '不对' — what follows corrects it; a machine cannot always "
            "tell",
        )
    # a bare "sure" before what the person is, said to no turn of the assistant's ("Sure, I'm a millionaire."), or to
    # one it answers nothing of ("You should buy a yacht." — "Sure, I'm a millionaire.")
    if users and all(_sure_unanswering(ctx, q) for q in users):
        return Decision(
            "review",
            f"its quotes say it only after a bare 'sure' that answers nothing, or a scoff ({users[0].source!r}): "
            "'Sure, I'm a millionaire', 'Claro, soy millonario', 'Ja klar, ich bin Millionär' is sarcasm when no "
            "question or request came before it, or when it takes up nothing of a suggestion ('You should buy a "
            "yacht'), and 'Yeah right, I'm a millionaire', 'As if I'm a millionaire' always; a machine cannot always "
            "tell",
        )
    said = [answered(q.source) for q in ctx.quotes if q.cls != "SELF"]  # what the quotes state, answers read whole
    if swap := inverted(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"its comparison turns its quotes' the other way round ({', '.join(map(repr, swap[:4]))}): 'Postgres is "
            "faster than MySQL' is not 'MySQL is faster than Postgres', 'tea over coffee' not 'coffee over tea'",
        )
    roles, traded = swapped_roles(ctx.candidate.text, said)
    if roles:
        how = ", ".join(f"{one!r} {_ROLE_SAID[role]} where they say {_ROLE_SAID[b]}" for one, role, b in roles[:4])
        return Decision(
            "drop" if traded else "review",
            f"it sets who did what, or where from and where to, in other roles of the same verb than its quotes "
            f"({how.replace(repr(_THE_PERSON), 'the person')}): 'Tom lent the user his bike' is not 'I lent my bike to "
            "Tom', 'moved from Austin to Boston' not 'moved from Boston to Austin'"
            + ("" if traded else "; a machine cannot always tell who is who"),
        )
    if done := caused(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says the person did what its quotes say they had another do ({', '.join(map(repr, done[:4]))}): 'I "
            "had the car repaired', 'I hired a painter for the kitchen', 'Hice arreglar el coche', 'Ich habe das Auto "
            "reparieren lassen' is not 'The user repaired the car' (nor 'I called a surgeon about my knee' 'The "
            "user's knee was operated on'); a machine cannot tell whether they did it too, or whether it was done",
        )
    if pairs := contradicted(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"its comparison says the opposite of its quotes' of the same two things in the same order "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in pairs[:4])}): 'Python is slower than Go' is not "
            "'Python is faster than Go' (the other way round, 'Go is faster than Python', is the same fact)",
        )
    if top := unranked(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"it says the top where its quotes rank it after the top ({', '.join(map(repr, top[:4]))} with an "
            "ordinal before it): 'the oldest' is not 'the second oldest', 'the largest customer' not 'the "
            "second-largest customer'",
        )
    if places := reranked(ctx.candidate.text, said):
        return Decision(
            "drop",
            "it says a place in an order where its quotes say another of the same thing "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in places[:3])}): 'the first marriage' is not 'the "
            "second marriage', 'el primer matrimonio' not 'el segundo'",
        )
    if degree := raised(ctx.candidate.text, said):
        return Decision(
            "drop",
            "it raises a degree its quotes say is a little "
            f"({', '.join(f'{a!r} where they say {b!r}' for a, b in degree)}): 'speaks fluent Japanese' is not "
            "'speaks a little Japanese', 'con fluidez' not 'un poco de'",
        )
    if turned := unless_turned(ctx.candidate.text, said):
        return Decision(
            "drop",
            f"it sets as its condition what its quotes set as the exception ({turned[0]!r} where they say "
            f"{turned[1]!r}): 'fails unless the cache is warm' is not 'fails when the cache is warm'",
        )
    if wide := restricted(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says of everyone or every time what its quotes say only of some ({wide[0]!r} where they say "
            f"{wide[1]!r}): 'Only admins can delete projects' is not 'Anyone can delete projects'; a machine cannot "
            "always tell what the 'only' limits",
        )
    if pairs := opposed(ctx.candidate.text, said or [q.source for q in ctx.quotes]):
        return Decision(
            "drop",
            f"it says the opposite of its quotes ({', '.join(f'{a!r} where they say {b!r}' for a, b in pairs[:4])}): "
            "'loves' is not 'hates', 'pass' not 'fail', 'enabled' not 'disabled', 'daily' not 'weekly'",
        )
    # the polarity the person-credited claims are held to (``_Ctx.user_support``), for every claim: read
    # on the quotes that state something (the assistant's turn is what the person's yes or no decides)
    stating = said or [q.source for q in ctx.quotes]
    if turned := flipped(ctx.candidate.text, stating, dropped=not label) or avoided(ctx.candidate.text, stating):
        return Decision(
            "review",
            f"its quotes negate what it affirms, or affirm what it negates ({', '.join(turned[:6])}): a 'not' "
            "dropped or added states the opposite; a machine cannot tell which was meant",
        )
    return None


# A role of ``roles.swapped_roles``, as a reason says it.
_ROLE_SAID = {"doer": "as the doer", "to": "as the receiver or after 'to'", "from": "after 'from'"}


def meaning_bounded(ctx: _Ctx) -> Decision | None:
    """What the claim says as so, now and of all that its quotes say only in the past, as a plan, ended, about so,
    under a condition, of some or sometimes, or only named (``rule_meaning``)."""
    said = [answered(q.source) for q in ctx.quotes if q.cls != "SELF"]
    person = [ctx.in_clause(q) for q in ctx.quotes if q.cls == "USER"]
    printed = [q.source for q in ctx.quotes if q.cls in ("TOOL", "ACT")]
    kept = taken_in(ctx.candidate.text, person)  # a thing of theirs taken in to be seen to: theirs still
    if stale := dated(ctx.candidate.text, person, printed, kept):
        return Decision(
            "review",
            f"its quotes say in the past what it says in the present ({', '.join(stale[:6])}): what was ('we used', "
            "'we ran', 'used to', 'formerly', 'until last year', 'Berlin is where I grew up') may be no more; a "
            "machine cannot tell whether it still is",
        )
    if decision := meaning_planned(ctx):
        return decision
    if gone := ended(ctx.candidate.text, person):
        return Decision(
            "review",
            f"its quotes say it ended, or only sought, what it says is ({', '.join(gone[:6])}): what the person "
            "stopped, replaced, rejected, sold, only tried, learns, failed or failed to do, only wanted, meant, tried "
            "or forgot to do, offered to do, applied or signed up for, booked, trained for or only began, was "
            "offered or got into, what was called off, skipped, missed or moved from, or a former "
            "role ('we have stopped using', 'we replaced … with', 'was rejected', '… and left in 2022', '… and dropped "
            "it', 'we have tested', 'I'm learning', 'I failed', 'I failed to', 'I wanted to', 'I forgot to', 'I tried "
            "… but gave up', 'an offer from', 'I got into', 'was cancelled', 'moved from Monday to …', 'my "
            "former boss', 'my late wife', 'I had to sell', '… but she died', 'got stolen', '… and I served two "
            "terms', '…, but now Ana is captain', 'employee of the month in 2019', 'dejamos de', 'probamos', "
            "'intenté', 'smesso di', 'aufgehört') may be no more or never was; a machine cannot tell whether it is",
        )
    if fresh := made_new(ctx.candidate.text, person):
        return Decision(
            "review",
            f"it says a thing is new ({', '.join(map(repr, fresh))}) where its quotes say it only as one the person "
            "had, and no getting of it: 'My phone died so I charged it' is not 'The user has a new phone'; a machine "
            "cannot tell a new one from the same one",
        )
    if rough := rounded(ctx.candidate.text, said):
        return Decision(
            "review",
            f"its quotes say only about so, or as a bound, the number it states as exact ({', '.join(rough[:4])}): "
            "'about 30', 'at most 5', 'up to 10 GB', 'more than 20', 'unos 30', 'environ 30', 'etwa 30' is not 30; a "
            "machine cannot tell how near it is",
        )
    if bounds := added_bounds(ctx.candidate.text, said):
        return Decision(
            "review",
            f"it says as a bound a number its quotes state plainly ({', '.join(map(repr, bounds[:4]))}): 'more than 3 "
            "reviewers' is not '3 reviewers', nor 'más de 3', 'mehr als 3', 'at least 3'; a machine cannot tell how "
            "far the bound goes past what was said",
        )
    what, held = limited(ctx.candidate.text, person)
    if held:
        return Decision(
            "review",
            f"its quotes say {what} what it says plainly ({', '.join(held[:6])}): what holds if the tests pass, "
            "almost, for now, only in staging, only on weekdays, basically or but for an exception, as the person "
            "believes it, not officially or barely ('if', 'unless', 'on weekdays', 'except', 'basically', 'entre "
            "semana', 'sauf', "
            "'si', 'wenn', 'nearly', 'casi', 'fast fertig', 'temporarily', 'por ahora', 'vorübergehend', 'only in', "
            "'solo en', 'nur im', 'I'm pretty sure', 'afaik', 'soweit ich weiß', 'not officially', 'nicht offiziell', "
            "'barely', 'hardly', 'apenas', 'à peine', 'kaum') may not hold as it says; a machine cannot tell how far "
            "it does",
        )
    if part := widened(ctx.candidate.text, person):
        return Decision(
            "review",
            f"its quotes say only of some, or only sometimes, what it says as a rule ({', '.join(part[:6])}): 'some of "
            "our services', 'sometimes', 'algunos de', 'a veces', 'parfois', 'manchmal', 'a volte', 'às vezes' is not "
            "every one or every time; a machine cannot tell how far it holds",
        )
    if daily := unbacked_certainty(ctx.candidate.text, ctx.quotes, ctx.confirmed(), EVERY_DAY):
        return Decision(
            "drop",
            "it says every day what its quotes say of some days only, or not how often "
            f"({', '.join(map(repr, daily))}): 'The user runs every day' is not 'I run on weekends', nor 'three times "
            "a week'",
        )
    if many := multiplied(ctx.candidate.text, person):
        return Decision(
            "review",
            f"it says the person has more than one of what its quotes say they have one of ({', '.join(many[:6])}): "
            "'The user has kids' is not 'I have one kid'; a machine cannot tell whether there are more",
        )
    # a thing said used or had by a light verb, or run, coached, taught, organised or hosted by the person, its quotes
    # the person's alone (a tool's output that names it is a reading of its own)
    if (
        ctx.candidate.kind not in ("decision", "preference", "idea")
        and all(q.cls in ("USER", "SELF") for q in ctx.quotes)
        and (idle := used(ctx.candidate.text, [_unasked(ctx, q) for q in ctx.quotes if q.cls == "USER"]))
    ):
        return Decision(
            "review",
            f"its quotes name what it says is used or had ({', '.join(map(repr, idle[:4]))}) and say no one uses or "
            "has it: a thing on a list, on the radar, looked at, discussed, read about, recommended or promising "
            "('Kafka is on my list', 'We're looking at Kafka', 'Estamos evaluando Kafka') is not one in use, nor is a "
            "thing loved, visited or reviewed one the person runs, owns, coaches, teaches, organises or hosts ('I "
            "love the bakery on Elm Street' is not 'I run it'), nor a thing watched, read about or shopped at one "
            "they work at, played in, won, visited, studied at, married or wrote ('I watched the Tour de France' is "
            "not 'I rode in it'), nor one met one dated, befriended or hired ('I met Taylor Swift'), nor a thing "
            "played, eaten, worn or watched one made, cooked, knitted or starred in ('I played the Zelda game'), nor "
            "a place a film or a book is about one lived in or visited; a machine cannot always tell",
        )
    return None


def meaning_planned(ctx: _Ctx) -> Decision | None:
    """What the claim says as so that its quotes say only as a plan, the future, a duty or a wish
    (``plan.planned``; ``meaning_bounded``). The composed-text re-scan asks it of a title too when the title says a
    past ("Team moved to Kubernetes" behind "We plan to move to Kubernetes next year": ``compose.check_composed``)."""
    # a decision, a preference or an idea is what is to be: a plan backs it ("we'll ship the parser on March 3rd")
    # (a claim that says the asking says what was asked: "The user asked whether to use Postgres" behind "Should we …?";
    # one that says the advice what was advised: "The user's advice includes reading lots" behind "Read lots")
    if (
        ctx.candidate.kind not in ("decision", "preference", "idea")
        and not says_asking(ctx.folded)
        and not advises(ctx.folded)
        and (
            ahead := planned(
                ctx.candidate.text,
                [ctx.in_clause(q) for q in ctx.quotes if q.cls == "USER"],
                [q.source for q in ctx.quotes if q.cls != "USER"],
            )
        )
    ):
        return Decision(
            "review",
            f"its quotes say as a plan or the future what it says in the present ({', '.join(ahead[:6])}): what will "
            "be, should be, is wished for or allowed ('we will', 'going to', 'next month', 'we should', 'we need to', "
            "'I wish', 'we are allowed to', 'vamos a', 'deberíamos', 'wir werden', 'wir dürfen') may not be yet; a "
            "machine cannot tell whether it is",
        )
    return None


def _unasked(ctx: _Ctx, q: FoundQuote) -> str:
    """A USER quote as the reading of use takes it: said of the topic it answers (``asks.answered``); when it replies
    to a question of the assistant's, a bare reply said in the question's place (``asks.replied``: "What do you use
    for events?" — "Kafka." says Kafka used, "What's on your radar?", "Which one do you want to try?" — "Kafka." do
    not), and nothing for any other reply ("GitHub Actions, and keep the workflow file short"): what the person says
    when asked is theirs to say in a few words."""
    said = ctx.replied(q)
    return answered(q.source) if said is None else said


CANDIDATE_RULES: tuple[tuple[str, CandidateRule], ...] = (
    ("text", rule_text),
    ("instruction", rule_instruction),
    ("no_quotes", rule_no_quotes),
    ("attribution", rule_attribution),
    ("proposal", rule_proposal),
    ("asked", rule_asked),
    ("number", rule_number),
    ("self_only", rule_self_only),
    ("confidence", rule_confidence),
    ("support", rule_support),
    ("recorded", rule_recorded),
)
