"""The recall and profile blocks say nothing twice (issue 15, item 5): a memory written without a
description of its own has the body's first sentence as its trigger and the body's first words as its
title; the blocks print each once. Real renders through the service, token figures before and after."""

from __future__ import annotations

import re
from html import escape

from kura_server.recall.render import Shown, render_block, restates, shown
from kura_server.schemas import RecallRequest, RememberRequest
from kura_server.service import Kura
from kura_server.store.memory import Memory, derive_title, derive_trigger
from kura_server.weave.tokens import estimate_tokens

# What people and agents remember: mostly one or two sentences, given without a description.
PLAIN = [
    "The archive lives on the slow disk; the fast NVMe disk is scratch space only.",
    "Deploys to production need the release tag signed with the hardware key.",
    "The nightly backup job runs at 03:00 and keeps 14 daily snapshots.",
    "Alice owns the billing service and reviews every schema migration.",
    "The staging database is restored from the Sunday dump every Monday at 06:00. Anything written "
    "to staging over the weekend is lost on Monday morning, so long tests run from Tuesday on.",
    "The user prefers answers in British English and short paragraphs without bullet lists.",
    "Port 8443 on the gateway is the admin console; it is only reachable through the VPN.",
    "The CI runners cache pip wheels in /var/cache/ci-wheels and clear it on the first of the month.",
    "Bob is on call in even weeks and Carol in odd weeks; pages go to the on-call phone first.",
    "The invoice PDF generator breaks on names longer than 80 characters, so the names are truncated first.",
    "The quarterly access review covers every production account, the break-glass credentials kept in the "
    "safe, the CI deploy identities and the contractors' VPN profiles, and it is signed off by two people.",
]
# Some carry a description of their own: it says something the body does not start with.
DESCRIBED = [
    (
        "The search cluster was moved to three nodes in May after the disk failures of April; "
        "the old single node is kept read-only for a month.",
        "⚠ search runs on three nodes now; the old one is read-only",
    ),
    (
        "## Release checklist\n\nA release is tagged, built as a wheel and smoke-tested against staging "
        "before it is announced in the release channel with its changelog link.",
        "release steps: tag → wheel → smoke on staging → announce",
    ),
]


def _before(item: Shown) -> str:
    """A ``<memory>`` element as the block printed it before issue 15: title, trigger and body, always."""
    m = item.memory
    return (
        f'<memory slug="{escape(m.slug)}" title="{escape(m.title)}" type="{m.type}" scope="{m.scope}" '
        f'confidence="{m.confidence}">\n{escape(m.trigger, quote=False)}\n{escape(item.body, quote=False)}\n</memory>\n'
    )


def _elements(block: str) -> list[str]:
    return re.findall(r"<memory .*?</memory>\n", block, flags=re.S)


def test_the_recall_block_says_each_sentence_once(kura: Kura) -> None:
    for text in PLAIN:
        assert kura.remember(RememberRequest(content=text)).action == "ADD"
    for text, description in DESCRIBED:
        assert kura.remember(RememberRequest(content=text, description=description)).action == "ADD"
    total = len(PLAIN) + len(DESCRIBED)
    result = kura.recall(RecallRequest(question="where do backups, deploys and the archive live?", k=total))
    block = result.block
    assert len(_elements(block)) == total, block

    for text in PLAIN:  # the body once; its first sentence (the trigger) and first words (the title) not again
        first = re.split(r"(?<=[.!?])\s", text)[0]
        assert block.count(escape(first, quote=False)) == 1, first
    long_one = next(e for e in _elements(block) if "quarterly access review" in e)
    said = long_one.split(">\n", 1)[1]
    assert "…" not in said and said.count("quarterly") == 1  # its trigger, cut at 160 with …, is not printed
    assert "title=" not in "".join(e for e in _elements(block) if "⚠" not in e and "release" not in e)
    for text, description in DESCRIBED:  # a description of its own is printed, and so is the body
        assert escape(description, quote=False) in block
        assert escape(text.split("\n")[-1], quote=False)[:60] in block
    assert 'title="Release checklist"' not in block  # the body's heading says it

    # The figures: the same memories rendered as they were before, against what is printed now.
    store = kura.engine("main").store
    before = sum(estimate_tokens(_before(shown(store.read(m.slug), 1200))) for m in result.memories)
    after = sum(estimate_tokens(e) for e in _elements(block))
    print(f"memory elements: {before} tokens before, {after} after ({after / before:.0%})")
    assert after <= 0.7 * before, (before, after)


def test_the_profile_block_says_each_sentence_once(kura: Kura) -> None:
    facts = [
        "The user prefers answers in British English and short paragraphs without bullet lists.",
        "The user works from Lisbon and is usually online between 09:00 and 18:00 local time.",
    ]
    for text in facts:
        kura.remember(RememberRequest(content=text, type="user"))
    kura.remember(RememberRequest(content=facts[0].replace("British", "plain"), type="user", title="Writing style"))
    block = kura.context("global").profile_block
    assert block.startswith("<user_profile") and len(_elements(block)) == 3
    for text in facts:
        assert block.count(text) == 1
    assert block.count('title="') == 1 and 'title="Writing style"' in block  # a title of its own stays


def test_restates() -> None:
    body = "The nightly backup job runs at 03:00 and keeps 14 daily snapshots."
    assert restates(body, body)
    assert restates("The nightly backup job runs at 03:00…", body, prefix=True)
    assert restates("The nightly backup job ru…", body, prefix=True)  # cut inside a word, marked
    assert not restates("The nightly backup job ru", body, prefix=True)  # a different word, unmarked
    assert restates("**The nightly** backup: job", body, prefix=True)  # marks and punctuation do not count
    assert restates("keeps 14 daily snapshots", body)
    assert not restates("keeps 14 daily snapshots", body, prefix=True)
    assert not restates("The nightly backup job runs at 04:00", body)
    assert not restates(body + " More.", body)


def test_a_body_cut_shorter_than_its_trigger_is_not_said_twice() -> None:
    """A one-sentence memory longer than its trigger (the first 160 characters), recalled with a small
    ``body_chars``: the cut body is the trigger's first words again, so only the trigger is printed."""
    content = (
        "The archive lives on the slow disk and the fast NVMe disk is scratch only, because the other way "
        "round burns the write endurance of the expensive drive for nothing at all. A second sentence."
    )
    mem = Memory(slug="archive-lives-slow", title=derive_title(content), trigger=derive_trigger(content), body=content)
    for body_chars in (60, 120):
        item = shown(mem, body_chars)
        assert item.truncated
        element = _elements(render_block("main", "hybrid", [item], 4000))[0]
        said = element.split(">\n", 1)[1]
        assert said.count("The archive lives") == 1, element
        assert escape(mem.trigger, quote=False) in said and "title=" not in element
    whole = _elements(render_block("main", "hybrid", [shown(mem, 1200)], 4000))[0]  # the body whole: said once
    assert whole.count("The archive lives") == 1 and "A second sentence." in whole
