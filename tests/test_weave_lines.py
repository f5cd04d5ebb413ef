"""The map's line cost (issue 17): full lines said once, compressed lines that keep the rarest words."""

from __future__ import annotations

import datetime as dt

from kura_server.bench.recognition import Recognition
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import WeaveConfig
from kura_server.store.memory import Memory, derive_title, derive_trigger, new_slug
from kura_server.store.store import ENTRY
from kura_server.weave import Distinct, estimate_tokens, full_line, trim_line, verify, weave

TODAY = dt.date(2026, 8, 19)
CONTENT = "The archive lives on the slow disk; the fast NVMe disk is scratch only."


def manual(content: str, **kw: object) -> Memory:
    return Memory(slug=new_slug(content), title=derive_title(content), trigger=derive_trigger(content), **kw)  # type: ignore[arg-type]


def test_a_manual_memory_s_full_line_says_its_content_once() -> None:
    mem = manual(CONTENT)
    assert mem.index_line().count("The archive lives") == 2  # the index line on disk repeats itself
    line = full_line(mem)
    assert line == f"- [{CONTENT}]({mem.slug}.md)" and line.count("The archive lives") == 1
    assert ENTRY.match(line).group("file") == mem.slug  # type: ignore[union-attr]
    signed = "Production deploys need a signed tag."
    other = Memory(slug="deploy-tag", title="Release signing", trigger=signed)
    assert full_line(other) == other.index_line()  # a title that says something else stays


def test_a_title_the_slug_already_says_is_not_said_again() -> None:
    signed = "Production deploys need a signed tag."
    assert full_line(Memory(slug="deploy-tag", title="Deploy tag", trigger=signed)) == f"- [{signed}](deploy-tag.md)"
    assert (
        full_line(Memory(slug="archive-disk", title="The archive on the disk", trigger="x")) == "- [x](archive-disk.md)"
    )
    kept = [
        Memory(slug="deploy-fridays", title="Never deploy Fridays", trigger=signed),  # a negation the slug lacks
        Memory(slug="migrations", title="⚠ Migrations", trigger="run them with a snapshot"),  # a landmine mark
        Memory(slug="kubernetes-1-29", title="Kubernetes 1.29", trigger="the cluster version"),  # 1.29 is not 1-29
        Memory(slug="cafe-rules", title="Café rules", trigger="house rules"),  # an accent the slug folded away
    ]
    for mem in kept:
        assert full_line(mem) == mem.index_line(), mem.title


def test_compressed_lines_keep_the_rarest_words_not_the_first() -> None:
    common = "the service restarts nightly and the logs rotate weekly"
    memories = [
        Memory(slug=f"note-{i}", title=f"Note {i}", trigger=f"{common} on host {name}")
        for i, name in enumerate(("Quokka", "Wombat", "Numbat"))
    ]
    distinct = Distinct(memories)
    for mem, name in zip(memories, ("Quokka", "Wombat", "Numbat"), strict=True):
        line = distinct.compress(mem.index_line(), 6)
        assert name in line and ENTRY.match(line).group("file") == mem.slug, line  # type: ignore[union-attr]
        assert estimate_tokens(line) <= 6 + 2 and line.endswith(f"]({mem.slug}.md)")
        assert len(line) < len(trim_line(mem.index_line(), 6))
        assert name not in trim_line(mem.index_line(), 6)  # the first words miss what tells them apart
    # words the slug says are not said again; one word stays however long the slug (the slug says enough here)
    long = manual("Kerberos tickets for the staging cluster expire after ten hours unless renewed by cron.")
    line = Distinct([long, *memories]).compress(long.index_line(), 2)
    shown = ENTRY.match(line).group("title")  # type: ignore[union-attr]
    assert shown and not any(w in shown.lower().split() for w in long.slug.split("-"))


def test_a_compressed_line_stops_once_it_shows_enough_rare_words() -> None:
    common = "ledger nightly backup rotate"
    filler = [Memory(slug=f"filler-{i}", title=f"Filler {i}", trigger=common) for i in range(4)]
    # the slug says one of the memory's rarest words (zanzibar): one more word is enough
    named = Memory(slug="zanzibar-ledger", title="Zanzibar ledger", trigger=f"{common} quokka wombat numbat")
    # the slug says none of them: words are added, rarest first, until two are on the line
    bare = Memory(slug="ledger-rotate", title="Ledger rotate", trigger=f"{common} quokka wombat numbat")
    distinct = Distinct([*filler, named, bare])
    assert distinct.compress(named.index_line(), 40) == "- [quokka…](zanzibar-ledger.md)"
    assert distinct.compress(bare.index_line(), 40) == "- [quokka wombat…](ledger-rotate.md)"
    distinct.enough = 3  # without the stop at two, the same budget holds the third rare word too
    assert distinct.compress(bare.index_line(), 40) == "- [quokka wombat numbat…](ledger-rotate.md)"


def test_the_woven_map_uses_both_forms_and_still_parses() -> None:
    memories = [manual(f"{w} copy: {CONTENT}", type="user") for w in ("Alpha", "Beta")] + [
        manual(f"Release {w} ships with the {w} changelog and a signed tag.", updated=TODAY - dt.timedelta(days=90))
        for w in ("gamma", "delta", "epsilon")
    ]
    p = weave(memories, WeaveConfig(), today=TODAY, store="s", compressor=Distinct(memories))
    by_layer = {x.slug: (x.layer, x.line) for x in p.lines}
    for mem in memories:
        layer, line = by_layer[mem.slug]
        assert line == (full_line(mem) if layer == "pinned" else Distinct(memories).compress(mem.index_line(), 12))
    verify(sorted(m.slug for m in memories), [x.line for x in p.lines])  # each line names its memory, in order
    check = Recognition(sorted(memories, key=lambda m: m.slug)).check([x.line for x in p.lines])
    assert check["identifies"] == 1.0 and p.report.compressor == "distinct"


def test_the_service_weaves_with_distinct_and_leaves_memory_md_alone(kura: Kura) -> None:
    kura.remember(RememberRequest(content=CONTENT, slug="archive-disk", type="user"))
    root = kura.engine(kura.resolve(None, None)).store
    on_disk = root.root.joinpath("MEMORY.md").read_text()
    assert f"](archive-disk.md) — {CONTENT}" in on_disk  # the file's line format is unchanged
    woven = kura.prefill(rebuild=True)
    assert woven.report.compressor == "distinct" and f"- [{CONTENT}](archive-disk.md)" in woven.text


def test_an_existing_store_s_memory_md_still_weaves_and_doctor_stays_clean(kura: Kura) -> None:
    """MEMORY.md's line format is untouched: a store written before (and lines a host wrote in its own
    ``* [Title](slug.md): trigger`` form) parses, doctor finds no drift, and the map says each title once."""
    signed = "Production deploys need a signed tag."
    kura.remember(
        RememberRequest(content=signed, title="Deploy tag", description=signed, slug="deploy-tag", type="user")
    )
    kura.remember(RememberRequest(content=CONTENT, slug="archive-disk", type="feedback"))
    root = kura.engine(kura.resolve(None, None)).store.root
    index = root.joinpath("MEMORY.md")
    assert f"- [Deploy tag](deploy-tag.md) — {signed}" in index.read_text()  # written as before
    index.write_text(
        index.read_text().replace(
            f"- [Deploy tag](deploy-tag.md) — {signed}", f"* [Deploy tag](deploy-tag.md): {signed}"
        )
    )
    report = kura.doctor()
    assert report.ok and not report.drift.missing_lines and not report.drift.orphan_lines and report.prefill.fits
    woven = kura.prefill(rebuild=True)
    lines = {x.slug: x.line for x in woven.lines}
    assert lines == {"deploy-tag": f"- [{signed}](deploy-tag.md)", "archive-disk": f"- [{CONTENT}](archive-disk.md)"}
    verify(["deploy-tag", "archive-disk"], list(lines.values()))


def test_the_default_map_holds_500_typical_memories_whole() -> None:
    """Issue 17's goal on the bench's synthetic store (a sixth pinned, half manual, half distilled, slugs
    made as a write makes them): 500 memories fit the default 8,000-token budget with every pinned line
    whole, and a compressed line costs at most 14 tokens on average (each line rounded up)."""
    from kura_server.bench.weave import TODAY as BENCH_DAY
    from kura_server.bench.weave import synthetic_memories

    memories = synthetic_memories(500)
    assert all(len(m.slug.split("-")) <= 3 for m in memories)  # new slugs: three words at most
    config = WeaveConfig()
    prefill = weave(
        memories, config, today=BENCH_DAY, store="bench", compressor=Distinct(memories),
        index_order=[m.slug for m in memories],
    )  # fmt: skip
    assert prefill.report.fits and prefill.report.tokens <= config.budget_tokens
    compressed = [x.tokens for x in prefill.lines if x.layer == "compressed"]
    pinned = [x for x in prefill.lines if x.layer == "pinned"]
    by_slug = {m.slug: m for m in memories}
    assert len(pinned) >= 80 and all(x.line == full_line(by_slug[x.slug]) for x in pinned)  # whole, not cut
    assert compressed and sum(compressed) / len(compressed) <= 14
