"""The per-quote rules: what makes a quote evidence.

Per-quote rules (each quote, in this order; a quote that fails is listed in ``Verdict.failed``):

``quote_too_short``
    fewer than 2 letters or digits: matches anywhere, proves nothing.
``verbatim``
    the quote, normalised (``normalise``: NFC; whitespace runs → one space; curly/straight quotes,
    guillemets, dashes, NBSP, ellipsis, zero-width characters folded; case NOT folded), must occur in
    one source segment, starting and ending on word boundaries (so "4" is not found in "42"). A
    quote found only in a segment of another class is **re-classed** to the class where it was found
    (least trusted first: SELF, TOOL, ACT, USER): the model's tag is never trusted, the transcript is.
    Every later rule reads the found class, so a ``USER`` tag on the assistant's words backs nothing
    that needs the person.
``stitched``
    not verbatim, but made of two to four verbatim pieces (three words or more each, or pieces joined
    by an ellipsis): half from one place, half from another. Fails like a paraphrase, named apart.
``cut_frame``
    the quote is cut out of a sentence that frames it otherwise, and leaves the frame out: a possessive it
    stops at, leaving out the noun it owns ("The house in Lyon is my" out of "… is my sister's"), a negation of
    its own clause before it ("use Kafka" out of "We decided not to use Kafka"), an owner it goes on to name
    (``words.whose_after``: "Peanut allergy" out of "Peanut allergy — my son's", "La maison à Nantes" out of "…, c'est
    celle de ma sœur"), a negation after it that
    reaches back to it (``words._polarity``: "Wir benutzen Kafka" out of "Wir benutzen Kafka nicht
    mehr", "We use Kafka" out of "We use Kafka, not anymore", "…, well, not anymore", "…, bueno, ya no"; not ", not
    Postgres", which negates something else), a clause after it that says it seldom or no more without a "not"
    (``words._SELDOM_AFTER``: "…, hardly ever these days", "…, kaum noch", "…, enfin plus depuis janvier") or leaves the
    person out of it (``words._BUT_ME``: "Everyone on the team uses vim" out of "… except me", "… menos yo"), or
    undoes it (``words._UNDONE_AFTER``: "I was diagnosed with diabetes" out of "…, but it turned out to be a mistake",
    "I quit smoking" out of "… but started again"),
    a musing, a wish or a hedge (``words._TENTATIVE``, ``words._WISH``, ``words._HEDGE``: "switch to
    Bun" out of "We might / I might / may switch to Bun", "We are considering …", "I'd like to …", "the key rotates
    every 90 days" out of "I'm pretty sure the key rotates …" or "I'm not sure, but I think the key rotates …", "я
    перейду на Kotlin" out of "Может быть, я перейду …"; after it, an ending glued on, ``_glued``: "犬を飼おう" out of
    "犬を飼おうかと考えています", "이사할" out of "이사할지도 몰라요"; not a view the quote says itself: "we should
    move to Kubernetes" out of "I think we should …"), another speaker's words the
    person reports (``words._reporter``: "we should move to Kubernetes" out of "My manager thinks we should
    move to Kubernetes", "I prefer tabs" out of "My colleague keeps saying I prefer tabs", "Python is slow"
    out of "… when people say Python is slow": a subject that is not the person — a name, "my boss", "he",
    "people", "you" — and a verb of saying, thinking or deciding before the quote in its clause; the
    person's own "I said / we decided / I think …" is no such frame, what they heard or were told is:
    "she is moving" out of "I heard Ana say she is moving"), a past its sentence says it of, in the
    person's words (``words._tense``: "Jenkins" out of "Last year we used Jenkins", "use Jenkins" out of
    "We used to use Jenkins", "我在腾讯工作" out of "去年我在腾讯工作"; a quote that holds its past is not cut), a time
    its sentence says it holds for (``limits.for_a_time``: "I'm on parental leave" out of "… until March", "we're
    freezing the schema" out of "For this sprint only, …"; not "until now", "until 6pm", "until at least 2030"), a
    condition the sentence
    opens with ("we ship on Monday" out of "If the tests pass, we ship on Monday") or sets right after it
    (``words.sets_condition``: "we ship on Monday" out of "We ship on Monday if the tests pass", "…, unless …",
    "…, assuming …", "…, wenn …", "… si …", "…, если …") or a question mark
    that ends it ("the deploy runs on Fridays" out of "Is it true that the deploy runs on Fridays?",
    "私は糖尿病" out of "私は糖尿病なのでしょうか?"; a statement closed with a tag, "…, right?", is no question), a
    text handed over for a task or shown as a sample
    (``asks.handed``: "we use Kafka" out of "Proofread this: we use Kafka", "Translate 'we use Kafka' into
    German", "Write a tweet: '…'", "Example: …", "Übersetze: …"; not "Note: …", "Correct: …", "Fix the deploy: …")
    or a supposition its sentence opens with (``asks._SUPPOSED``: "Suppose / Imagine / For example, we use
    Kafka"). The clause runs from a sentence mark, a
    comma, a colon, a line break or "but"/"pero"/"mais"/"aber"… to the quote (and on to its end after
    it); the sentence from a sentence mark or a line break. Quote the frame too.
``echo``
    the quote is already in the store (the store reading itself back through a tool result, or a
    hook that injected recalled memories): it is, contains, or sits inside a stored text of four
    words or more, or it equals a stored text (XML-escaped forms count). Not new material.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from .asks import _SUPPOSED, handed
from .echoes import EchoCheck, Echoes
from .models import FoundQuote, Provenance, Quote, QuoteFailure
from .normalise import fold, normalise
from .sources import Sources, _Hit
from .support import for_a_time
from .words import (
    _BUT_ME,
    _CLAUSE_START,
    _CONDITION,
    _HEDGE,
    _JA_CONDITION,
    _MY,
    _OUGHT,
    _SELDOM_AFTER,
    _SENTENCE_START,
    _TENTATIVE,
    _UNDONE_AFTER,
    _WISH,
    _WORD,
    _hearsay_after,
    _is_negative,
    _polarity,
    _reminds,
    _reporter,
    _tense,
    said_not_before,
    set_against,
    sets_condition,
    whose_after,
)

# When a quote is not in a segment of the class it claims, it takes the class where it WAS found,
# least trusted first.
_RECLASS_ORDER: tuple[Provenance, ...] = ("SELF", "TOOL", "ACT", "USER")

# Korean syllables: a Korean clause ends in what it says of the verb before it, a word apart ("이사할 것 같아요").
_HANGUL = re.compile("[\uac00-\ud7a3]")

_WRAPPERS = re.compile(r'^(?:\.\.\.|["\'])+\s*|\s*(?:\.\.\.|["\'])+$')


def _prepare_quote(text: str) -> str:
    """Normalised quote without wrapping quotation marks or leading/trailing ellipses."""
    q = normalise(text)
    stripped = _WRAPPERS.sub("", q).strip()
    return stripped or q


@dataclass
class _QuoteCtx:
    quote: Quote
    norm: str
    sources: Sources
    echo: EchoCheck | None
    found: FoundQuote | None = None
    hit: _Hit | None = None


QuoteRule = Callable[[_QuoteCtx], str | None]


def quote_rule_too_short(ctx: _QuoteCtx) -> str | None:
    """A quote of fewer than 2 letters or digits matches anywhere."""
    if sum(ch.isalnum() for ch in ctx.norm) < 2:
        return "too short to be evidence: quote at least a few words"
    return None


def quote_rule_verbatim(ctx: _QuoteCtx) -> str | None:
    """Found word-bounded in one segment; re-classed to where it was found if not in its claimed class."""
    hits = ctx.sources.locate(ctx.norm)
    if not hits:
        if _stitch_pieces(ctx.norm, ctx.sources) is not None:
            return None  # the stitched rule names it
        return "not found verbatim in any source segment (paraphrased, re-cased, or words added or cut)"
    segs = ctx.sources.segments
    chosen = next((h for h in hits if segs[h.segment].cls == ctx.quote.cls), None)
    if chosen is None:
        for cls in _RECLASS_ORDER:
            if chosen := next((h for h in hits if segs[h.segment].cls == cls), None):
                break
    assert chosen is not None
    ctx.hit = chosen
    seg = segs[chosen.segment]
    start, end, source = ctx.sources.span(chosen)
    ctx.found = FoundQuote(
        cls=seg.cls,
        claimed=ctx.quote.cls,
        text=ctx.quote.text,
        source=source,
        segment=chosen.segment,
        where=seg.where,
        start=start,
        end=end,
    )
    return None


_ELLIPSIS = re.compile(r"\s*(?:\[\.\.\.\]|\(\.\.\.\)|\.\.\.)\s*")


def _stitch_pieces(quote: str, sources: Sources, *, max_pieces: int = 4, min_words: int = 3) -> list[str] | None:
    """The verbatim pieces ``quote`` is stitched from, or ``None`` when it is not a stitch."""
    parts = [p for p in _ELLIPSIS.split(quote) if p.strip()]
    pieces: list[str] = []
    for part in parts:
        words = part.split(" ")
        i = 0
        while i < len(words):
            if not sources.contains(words[i]):
                return None
            j = i + 1
            while j < len(words) and sources.contains(" ".join(words[i : j + 1])):
                j += 1
            piece = " ".join(words[i:j])
            whole_part = i == 0 and j == len(words)
            if not whole_part and j - i < min_words:
                return None
            pieces.append(piece)
            i = j
    return pieces if 2 <= len(pieces) <= max_pieces else None


def quote_rule_stitched(ctx: _QuoteCtx) -> str | None:
    """Not verbatim, but made of verbatim pieces from different places."""
    if ctx.found is not None:
        return None
    pieces = _stitch_pieces(ctx.norm, ctx.sources)
    assert pieces is not None  # verbatim let it through only as a stitch
    return "stitched from separate places, not one verbatim span: " + " | ".join(repr(p) for p in pieces)


def _glued(quote: str, after: str) -> str:
    """What follows a quote that stops inside a run of text written without spaces (Japanese, Chinese, Korean's
    endings), up to the end of its clause: the ending it leaves out ("かと考えています", "지도 몰라요",
    "なのでしょうか?" after a quote that stops at "飼おう", "이사할", "糖尿病"; a Korean ending a word apart too:
    "것 같아요" after "이사할"); "" after a quote that stops at a space or a mark (``after`` keeps the space that
    follows the quote)."""
    if not (after[:1].isalnum() or (_HANGUL.search(quote[-1:]) and after.strip()[:1].isalnum())):
        return ""
    return re.split(r"[,;:、\n]", after, maxsplit=1)[0]


def _held_for_a_time(sentence: str, quote: str, trailing: str) -> str:
    """The sentence a quote is cut from (``sentence``, the quote, ``trailing``: folded, in order, their ends
    stripped) when it says the quote's clause holds only for a time the quote leaves out (``limits.for_a_time``),
    else ""."""
    whole = f"{sentence} {quote} {trailing}"
    first = len(_WORD.findall(sentence))
    marked = [timed for _, timed in for_a_time(whole, ())][first : first + len(_WORD.findall(quote))]
    if any(marked) and not any(timed for _, timed in for_a_time(quote, ())):
        return whole.strip()
    return ""


def _cut_frame(before: str, quote: str, after: str, *, person: bool = True) -> str | None:
    """What frames a quote in its segment that the quote leaves out (all three parts folded), or None. The
    past is read in the ``person``'s words only (a tool prints a state: "3 failed", a column "Used")."""
    # a quote that stops at a possessive and leaves out the noun it owns ("The house in Lyon is my" out of "… is my
    # sister's", "belongs to my" out of "belongs to my neighbour")
    if (said := _WORD.findall(quote)) and said[-1] in _MY and (owned := _WORD.match(after.lstrip())):
        return f"cut from before whose it is (… {said[-1]!r} {owned.group(0)!r})"
    # ... or at "mine" before what it is the person's for ("The house in Lyon is mine" out of "… is mine to look after")
    if said and said[-1] in ("mine", "ours") and (purpose := re.match(r"\s*to\s+\w+", after)):
        return f"cut from before what it is theirs for (… {said[-1]!r}{purpose.group(0)!r})"
    # ... or before the owner it goes on to name ("Peanut allergy" out of "Peanut allergy — my son's", "That repo is"
    # out of "That repo is Priya's project", "La maison à Nantes, c'est celle de ma sœur", "姉のものです")
    if owner := whose_after(quote, after):
        return f"cut from before whose it is (… {owner.strip(' ,;:–—-')!r})"
    clause = before[max((m.end() for m in _CLAUSE_START.finditer(before)), default=0) :]
    sentence = before[max((m.end() for m in _SENTENCE_START.finditer(before)), default=0) :]
    if clause.strip() and _is_negative(clause) and not _reminds(clause, quote):  # "don't forget that …" says it
        return f"cut from after the negation that governs it ({clause.strip()!r} …)"
    if sentence.strip() and set_against(sentence):  # "Lieber Linux, als" | "Windows zu benutzen"
        return f"cut from after the negation that governs it ({sentence.strip()!r} …)"
    # ... or a "not" said without one that only the sentence before it with the quote says (``words._SAID_NOT``:
    # "I'm a millionaire" out of "Yeah right, I'm a millionaire" or "Yeah right, as if I'm a millionaire")
    if sentence.strip() and said_not_before(sentence, quote):
        return f"cut from after the sarcasm or the negation that governs it ({sentence.strip()!r} …)"
    if speaker := _reporter(before, quote):
        return f"cut from what someone else said ({speaker!r} …): another speaker's words are not the person's"
    if tag := _hearsay_after(after):
        return f"cut from before the hearsay that frames it (… {tag!r}): another speaker's words are not the person's"
    if frame := handed(before):
        return f"cut from a text handed over for a task or shown as a sample ({frame!r} …): it is not the person's own"
    if sentence.strip() and _SUPPOSED.search(sentence) and not _SUPPOSED.search(quote):
        return f"cut from a supposition or an example ({sentence.strip()[:60]!r} …)"
    # what hedges it: in its clause before it, a hedge alone its sentence opens with ("Maybe, we'll switch …", "I'm
    # not sure, but I think …", "Может быть, я перейду …"), or an ending glued to it (``_glued``: "犬を飼おう" out of
    # "犬を飼おうかと考えています", "이사할" out of "이사할지도 몰라요")
    head = sentence.split(",", 1)[0] if "," in sentence and len(sentence.split(",", 1)[0].split()) <= 3 else ""
    glued = _glued(quote, after)
    for musing in (_TENTATIVE, _WISH, _HEDGE):
        if musing is _HEDGE and _OUGHT.search(quote):
            continue  # a view of its own ("we should move to Kubernetes" out of "I think we should …")
        if musing.search(f"{head} {clause} {quote[:40]}{glued}") and not musing.search(quote):
            return f"cut from a musing ({' '.join(f'{head} {clause}'.split()) or glued!r} …)"
    # a negation after the quote in its sentence that reaches back to it ("Wir benutzen Kafka nicht mehr",
    # "We use Kafka, not anymore"); one that negates something else ("We use SQLite, not Postgres") does not
    trailing = _SENTENCE_START.split(after, maxsplit=1)[0]
    polarity = _polarity(quote)
    if any(neg and not was for (_, neg), (_, was) in zip(_polarity(f"{quote} {trailing}"), polarity, strict=False)):
        return f"cut from before the negation that governs it (… {trailing.strip()!r})"
    # ... or a clause that says it seldom or no more without a "not" ("I run on weekends — hardly ever these days",
    # "Je travaille chez Airbus, enfin plus depuis janvier"), or leaves the person out ("… uses vim except me")
    if _SELDOM_AFTER.match(after):
        return f"cut from before what says it seldom or no more (… {trailing.strip()[:60]!r})"
    if _BUT_ME.match(after):
        return f"cut from before what leaves the person out of it (… {trailing.strip()[:60]!r})"
    if _UNDONE_AFTER.match(after):
        return f"cut from before what undoes it (… {after.strip()[:60]!r})"
    # a past its sentence says it of, left out ("Jenkins" out of "Last year we used Jenkins", "use Jenkins"
    # out of "We used to use Jenkins"); a quote that says the past itself ("we used Jenkins") is not cut
    alone = [past for _, past, _ in _tense(quote)]
    said = list(_tense(f"{sentence} {quote} {trailing}")[len(_tense(sentence)) :][: len(alone)])
    if person and not any(alone) and any(past for _, past, _ in said):
        return f"cut from a past its sentence says it of ({f'{sentence} {quote} {trailing}'.strip()[:60]!r})"
    # a time its sentence says it holds for, left out ("I'm on parental leave" out of "… until March", "we're freezing
    # the schema" out of "For this sprint only, we're freezing the schema": ``limits.for_a_time``); a quote that
    # tells its own past ("I lived in Berlin" out of "Until 2019 I lived in Berlin") says it is over already
    told = any(past or simple for _, past, simple in _tense(quote, loose=True))
    if person and not told and (held := _held_for_a_time(sentence, quote, trailing)):
        return f"cut from a time it holds for ({held[:60]!r})"
    if sentence.strip() and (_CONDITION.match(sentence) or _JA_CONDITION.search(sentence)):
        return f"cut from the consequence of a condition ({sentence.strip()[:60]!r} …)"
    # ... or one the sentence sets right after it ("We'll move to Kubernetes" out of "We'll move to Kubernetes if the
    # budget is approved", "Launch is on May 4" out of "…, assuming legal signs off"); a quote that holds it is not cut
    if sets_condition(quote, trailing):
        return f"cut from before the condition that governs it (… {trailing.strip()[:60]!r})"
    rest = re.split(r"[.!\n]", after, maxsplit=1)[0]
    # A question: its sentence ends in '?' and the quote leaves out how it asks — words before it ("Is it
    # true that …") or the mark alone; a statement closed with a tag ("…, right?") is still a statement.
    # A question asked by an ending glued to the quote ("私は糖尿病" out of "私は糖尿病なのでしょうか?") is one too.
    if "?" in rest and "?" not in quote and (sentence.strip() or not rest.split("?", 1)[0].strip() or "?" in glued):
        return "cut from a question (its sentence ends in '?')"
    return None


def quote_rule_cut_frame(ctx: _QuoteCtx) -> str | None:
    """Cut out of a sentence that frames it otherwise (a negation, a musing, another speaker's words, a
    condition, a question)."""
    if ctx.hit is None:
        return None
    text = ctx.sources.normalised(ctx.hit.segment)
    before, quote, after = (
        fold(part) for part in (text[: ctx.hit.start], text[ctx.hit.start : ctx.hit.end], text[ctx.hit.end :])
    )
    # (the fold strips the space after the quote, which tells a quote that stops at a word from one glued on:
    # ``_glued``)
    after = " " * text[ctx.hit.end : ctx.hit.end + 1].isspace() + after
    if frame := _cut_frame(before, quote, after, person=ctx.sources.segments[ctx.hit.segment].cls == "USER"):
        return f"{frame}: quote the frame too"
    return None


def quote_rule_echo(ctx: _QuoteCtx) -> str | None:
    """Already in the store: the store reading itself back."""
    if ctx.echo is None:
        return None
    if ctx.echo(ctx.norm):
        return "already in the store (the store read back through a tool result): not new material"
    hit = ctx.hit
    if (
        isinstance(ctx.echo, Echoes)
        and hit
        and ctx.echo.covers(ctx.sources.normalised(hit.segment), hit.start, hit.end)
    ):
        return "cut from a stored memory the source repeats (the store read back): not new material"
    return None


QUOTE_RULES: tuple[tuple[str, QuoteRule], ...] = (
    ("quote_too_short", quote_rule_too_short),
    ("verbatim", quote_rule_verbatim),
    ("stitched", quote_rule_stitched),
    ("cut_frame", quote_rule_cut_frame),
    ("echo", quote_rule_echo),
)
_FABRICATION = frozenset({"quote_too_short", "verbatim", "stitched", "cut_frame"})


def _check_quote(quote: Quote, sources: Sources, echo: EchoCheck | None) -> FoundQuote | QuoteFailure:
    ctx = _QuoteCtx(quote, _prepare_quote(quote.text), sources, echo)
    for name, rule in QUOTE_RULES:
        reason = rule(ctx)
        if reason is not None:
            return QuoteFailure(quote=quote, rule=name, reason=reason)
    assert ctx.found is not None
    return ctx.found
