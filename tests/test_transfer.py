"""``kura import`` and ``kura export`` (issue 15): fixture exports of each kind (tests/fixtures/import/)
imported through the one write path — redaction, the gate, near twins — with a report of every row;
a store exported as a tar of its markdown and as JSONL, and the JSONL imported back to the same memories."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import shutil
import tarfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from fake_secrets import PASSWORD

from kura_server.embed.hashing import HashEmbedder
from kura_server.errors import KuraError
from kura_server.schemas import ImportResult, RememberRequest, UpdateRequest
from kura_server.service import Kura
from kura_server.settings import load_settings
from kura_server.surfaces.cli import main
from kura_server.transfer import sources
from kura_server.transfer.exporter import memory_row
from kura_server.write.pipeline import Writer

FIXTURES = Path(__file__).parent / "fixtures" / "import"


def outcomes(result: ImportResult) -> dict[str, tuple[str, str | None]]:
    return {i.where: (i.outcome, i.reason) for i in result.items}


def manifest_of(kura: Kura, slug: str) -> dict:
    store = kura.engine("main").store
    digest = store.read(slug).evidence.removeprefix("sha256:")
    return json.loads((store.root / "_evidence" / f"{digest}.json").read_text())


# -- import ------------------------------------------------------------------------------------------


def test_a_host_memory_s_own_description_is_kept_and_one_that_repeats_its_first_sentence_gives_way_to_the_hook(
    kura: Kura, tmp_path: Path
) -> None:
    """docs/IMPORT.md: a host memory keeps its `description`; one that only repeats the body's first sentence
    cannot be told from a derived one, so the `MEMORY.md` hook is taken instead."""
    source = tmp_path / "host"
    source.mkdir()
    body = "The shop database is Postgres 16 on the db box."
    for slug, description in (("shop-db", body), ("shop-cache", "where the shop caches pages")):
        text = f"Redis 7 on the cache box holds the shop's pages for {slug}." if slug == "shop-cache" else body
        (source / f"{slug}.md").write_text(
            f"---\nname: {slug}\ndescription: {description}\nmetadata:\n  type: project\n---\n\n{text}\n"
        )
    (source / "MEMORY.md").write_text(
        "- [Shop db](shop-db.md) — the shop database\n- [Shop cache](shop-cache.md) — the cache\n"
    )
    result = kura.import_memories(source)
    assert result.imported == 2, result.items
    store = kura.engine("main").store
    assert store.read("shop-db").trigger == "the shop database"  # the hook: the description was the first sentence
    assert store.read("shop-cache").trigger == "where the shop caches pages"  # its own description


def test_a_host_memory_directory_merges_into_an_existing_store(kura: Kura, tmp_path: Path) -> None:
    owner = "Alice owns the billing service and reviews every schema migration that touches it."
    twin = kura.remember(RememberRequest(content=owner)).slug
    kura.remember(RememberRequest(content="The release day of the old shop was Monday.", slug="release-day"))
    source = tmp_path / "host"
    shutil.copytree(FIXTURES / "host", source)
    (source / "staging-login.md").write_text(f"The staging admin password is {PASSWORD} for the ops account.\n")
    (source / "Loose Note.md").write_text("A note whose file name is no slug is reported, never dropped.\n")

    result = kura.import_memories(source)
    assert (result.format, result.imported, result.skipped, result.refused) == ("host", 3, 1, 1)
    got = {i.where: i for i in result.items}
    assert got["billing-reviewer.md"].outcome == "skipped" and got["billing-reviewer.md"].slug == twin
    assert "near-duplicate" in (got["billing-reviewer.md"].reason or "")
    store = kura.engine("main").store
    docker = store.read("build-in-docker")  # its own slug, free here: kept
    assert docker.trigger == "CI builds inside the rust:1.83 image, never on the host"
    assert docker.links == [twin]  # the link to the skipped memory leads to the one that says it
    release = store.read(got["release-day.md"].slug or "")  # its slug was taken: a new one
    assert release.slug != "release-day" and release.trigger == "releases go out on Thursdays"  # MEMORY.md's hook
    assert store.read("release-day").body.startswith("The release day of the old shop")  # untouched
    login = got["staging-login.md"]
    assert login.outcome == "imported" and login.redacted and PASSWORD not in store.read_text(login.slug or "")
    assert not any(PASSWORD in p.read_text() for p in (store.root / "_evidence").iterdir())

    manifest = manifest_of(kura, "build-in-docker")  # imported, not said by the person
    assert manifest == {
        "class": "TOOL",
        "format": "host",
        "kind": "import",
        "source": "host",
        "where": "build-in-docker.md",
    }
    assert [a["surface"] for a in store.audit_lines() if a["event"] == "add"][-3:] == ["import"] * 3

    again = kura.import_memories(source)  # a second import changes nothing
    assert again.imported == 0 and again.skipped == 4
    assert "--format notes" in (got["Loose Note.md"].reason or "")


def test_a_mem0_json_export(kura: Kura, tmp_path: Path) -> None:
    result = kura.import_memories(FIXTURES / "mem0.json")
    assert (result.format, result.imported, result.skipped, result.refused) == ("json", 2, 1, 2)
    got = outcomes(result)
    assert got["mem0.json#3"][0] == "refused" and got["mem0.json#3"][1].startswith("gate_instruction:")
    assert got["mem0.json#4"] == ("skipped", "the same text as mem0.json#1 of this import")
    assert got["mem0.json#5"] == ("refused", "no text: expected one of text, memory, body, content")
    tea = kura.engine("main").store.read(result.items[0].slug or "")
    assert tea.body.startswith("Prefers tea over coffee") and tea.type == "user"  # a row about a user
    assert (str(tea.created), str(tea.updated), tea.tags) == ("2024-05-01", "2024-06-11", ["food", "preferences"])
    assert manifest_of(kura, tea.slug)["id"] == "3f1c2a4e-0b7d-4c55-9a51-1d2f3e4a5b6c"

    plain = kura.import_memories(FIXTURES / "memories.json")  # a bare JSON array
    assert (plain.imported, plain.refused) == (2, 0)
    assert kura.engine("main").store.read(plain.items[0].slug or "").type == "reference"
    wrapped = tmp_path / "export.json"
    wrapped.write_text(json.dumps({"memories": [{"text": "The lab printer is on the third floor, room 3.14."}]}))
    assert kura.import_memories(wrapped).imported == 1
    wrapped.write_text(json.dumps({"rows": []}))
    with pytest.raises(KuraError, match="'results' or 'memories' list"):
        kura.import_memories(wrapped)


def test_a_jsonl_export(kura: Kura) -> None:
    result = kura.import_memories(FIXTURES / "rows.jsonl")
    assert (result.format, result.imported, result.skipped, result.refused) == ("jsonl", 3, 0, 2)
    got = outcomes(result)
    assert got["rows.jsonl:3"][0] == "refused" and got["rows.jsonl:3"][1].startswith("not JSON")
    assert got["rows.jsonl:4"][0] == "refused" and "'Not A Scope' is not a kura scope" in got["rows.jsonl:4"][1]
    store = kura.engine("main").store
    wifi, standup, wiki = (store.read(i.slug or "") for i in result.items if i.outcome == "imported")
    assert (wifi.type, wifi.tags, str(wifi.created)) == ("reference", ["office"], "2024-05-01")  # epoch seconds
    assert (standup.tags, standup.scope, str(standup.created)) == (["team", "rituals"], "repo:shop", "2024-05-02")
    assert wiki.body.startswith("Standup notes go to the team wiki")  # `memory` for `text`


# Where str.splitlines() also ends a line. A JSON line ends at "\n" only: json.dumps escapes the C0 ones,
# but U+0085, U+2028 and U+2029 stay raw in what the export writes (ensure_ascii=False).
LINE_BREAKS = "\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def test_jsonl_rows_end_at_a_newline_only(tmp_path: Path) -> None:
    texts = [f"Shed {n} keeps the ladders{c}and the paint stays there all winter." for n, c in enumerate(LINE_BREAKS)]
    rows = [json.dumps({"text": text}, ensure_ascii=False) for text in texts]
    path = tmp_path / "rows.jsonl"
    for ending in ("\n", "\r\n"):
        path.write_bytes((ending.join(rows) + ending).encode("utf-8"))
        shape, items = sources.read(path)
        assert shape == "jsonl"
        assert [(i.where, i.body, i.problem) for i in items] == [
            (f"rows.jsonl:{n}", text, None) for n, text in enumerate(texts, 1)
        ]


def test_deeply_nested_json_is_refused_in_one_line(
    kura: Kura, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    deep = "[" * 100_000 + "]" * 100_000  # deeper than the parser recurses
    (tmp_path / "deep.json").write_text(deep)
    with pytest.raises(KuraError, match="'deep.json' is not JSON: nested too deeply to read"):
        kura.import_memories(tmp_path / "deep.json")
    fact = "The archive lives on the slow disk; the fast one is scratch."
    (tmp_path / "deep.jsonl").write_text(f"{deep}\n{json.dumps({'text': fact})}\n")
    result = kura.import_memories(tmp_path / "deep.jsonl")
    assert outcomes(result)["deep.jsonl:1"] == ("refused", "not JSON: nested too deeply to read")
    assert (result.imported, result.refused) == (1, 1)  # the row after it is read
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["import", str(tmp_path / "deep.json")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("kura: error: 'deep.json' is not JSON") and "Traceback" not in err


def test_a_folder_of_notes(kura: Kura) -> None:
    result = kura.import_memories(FIXTURES / "notes")
    assert (result.format, result.imported, result.refused) == ("notes", 3, 0)
    assert sorted(i.where for i in result.items) == [
        "Alice Martins.md",
        "Search Decisions.md",
        "projects/Project Alpha.md",
    ]
    store = kura.engine("main").store
    alpha, alice, search = store.read("project-alpha"), store.read("alice-martins"), store.read("search-decisions")
    assert alpha.title == "Project Alpha" and not alpha.body.startswith("#")  # the heading is the title, once
    assert alpha.tags == ["project", "work-alpha"] and str(alpha.created) == "2024-02-10"
    assert "[[alice-martins|Alice Martins]]" in alpha.body and "[[search-decisions|the decision log]]" in alpha.body
    assert set(alpha.links) <= set(store.slugs())  # the links resolve in the store
    assert search.title == "Search Decisions" and search.body.startswith("Meilisearch was chosen")  # first heading
    assert alice.title == "Alice Martins" and alice.tags == ["people"] and str(alice.created) == "2023-11-20"


@pytest.mark.parametrize("format", ["host", "notes"])
def test_an_imported_file_s_scope_is_read_lower_cased_and_one_that_is_no_scope_is_refused(
    kura: Kura, tmp_path: Path, format: str
) -> None:
    """As the store reads it: a scope in capitals is the scope; one that is still none is never imported as
    ``global`` (it would reach every scope's recall): the file is refused, saying why."""
    head = "---\ntitle: {}\ndescription: {}\nscope: {}\n---\n\n{}\n"
    (tmp_path / "payroll-rotation.md").write_text(head.format(
        "Payroll rotation", "payroll credentials", "repo:PayrollApp", "Payroll credentials rotate every Monday."
    ))  # fmt: skip
    (tmp_path / "team-rotation.md").write_text(head.format(
        "Team rotation", "team credentials", "team/payroll", "Team credentials rotate every Friday."
    ))  # fmt: skip
    result = kura.import_memories(tmp_path, format=format)
    got = outcomes(result)
    assert got["payroll-rotation.md"][0] == "imported" and got["team-rotation.md"][0] == "refused"
    assert "'team/payroll' is not a kura scope" in (got["team-rotation.md"][1] or "")
    (imported,) = [i.slug for i in result.items if i.outcome == "imported"]
    assert kura.engine("main").store.read(imported or "").scope == "repo:payrollapp"


def test_a_dry_run_writes_nothing_and_says_the_same(kura: Kura, kura_home: Path) -> None:
    dry = kura.import_memories(FIXTURES / "mem0.json", dry_run=True)
    root = kura.engine("main").store.root
    assert dry.dry_run and dry.imported == 2 and kura.list() == [] and not (root / "_evidence").exists()
    assert not any(a["event"] == "add" for a in kura.engine("main").store.audit_lines())
    real = kura.import_memories(FIXTURES / "mem0.json")
    assert [(i.where, i.outcome) for i in dry.items] == [(i.where, i.outcome) for i in real.items]


def test_the_progress_callback_and_bad_sources(kura: Kura, tmp_path: Path) -> None:
    steps: list[tuple[int, int]] = []
    kura.import_memories(FIXTURES / "memories.json", progress=lambda done, total: steps.append((done, total)))
    assert steps == [(1, 2), (2, 2)]
    with pytest.raises(KuraError, match="nothing to import"):
        kura.import_memories(tmp_path / "missing.json")
    (tmp_path / "notes.txt").write_text("hello")
    with pytest.raises(KuraError, match="give --format"):
        kura.import_memories(tmp_path / "notes.txt")
    with pytest.raises(KuraError, match="format json reads a file"):
        kura.import_memories(FIXTURES / "notes", format="json")


def test_import_on_a_frozen_store_is_refused(kura_home: Path) -> None:
    frozen = Kura(load_settings(embedder={"kind": "hash"}, stores={"main": {"write_policy": "frozen"}}))
    with pytest.raises(KuraError) as info:
        frozen.import_memories(FIXTURES / "memories.json")
    assert info.value.status == 403
    frozen.close()


def test_a_name_the_store_already_has_gets_a_new_slug_and_the_import_s_links_follow_it(
    kura: Kura, tmp_path: Path
) -> None:
    plants = "Office plants are watered by Lena on Monday mornings before nine."
    kura.remember(RememberRequest(content=plants, slug="deploy-window"))
    rows = [
        {"slug": "deploy-window", "text": "Production deploys are allowed only between 14:00 and 16:00 UTC."},
        {"slug": "rollback-plan", "text": "If a release breaks checkout, revert within the [[deploy-window]]."},
        {"slug": "deploy-window-2", "text": "The second deploy window on Fridays was dropped after the outage."},
    ]
    source = tmp_path / "other.jsonl"
    source.write_text("".join(json.dumps(row) + "\n" for row in rows))
    result = kura.import_memories(source)
    assert [(i.where, i.outcome, i.slug) for i in result.items] == [
        ("other.jsonl:1", "imported", "deploy-window-3"),  # taken here; -2 is another row's own name
        ("other.jsonl:2", "imported", "rollback-plan"),
        ("other.jsonl:3", "imported", "deploy-window-2"),
    ]
    store = kura.engine("main").store
    plan = store.read("rollback-plan")
    assert "[[deploy-window-3|deploy-window]]" in plan.body and plan.links == ["deploy-window-3"]
    assert (
        store.read("deploy-window").body.strip() == plants
    )  # the store's own memory: untouched, linked by nothing new


def test_validity_dates_come_in_from_every_format(kura: Kura, tmp_path: Path) -> None:
    dated = "---\ntitle: Offsite in Porto\nvalid_from: '2023-05-02'\nvalid_to: '2023-05-05'\n---\n\n{}\n"
    host, notes = tmp_path / "host", tmp_path / "notes"
    for folder, fact in ((host, "The team offsite was held in Porto."), (notes, "The Lisbon offsite had a boat.")):
        folder.mkdir()
        (folder / "offsite.md").write_text(dated.format(fact))
    (host / "MEMORY.md").write_text("- [Offsite](offsite.md) — the offsite\n")
    row = {"text": "The Berlin offsite met in Kreuzberg.", "metadata": {"valid_from": "2023-05-02"}}
    (tmp_path / "rows.jsonl").write_text(json.dumps({**row, "valid_to": "2023-05-05T18:00:00Z"}) + "\n")
    store = kura.engine("main").store
    for source in (host, notes, tmp_path / "rows.jsonl"):
        (item,) = kura.import_memories(source).items
        mem = store.read(item.slug or "")
        assert (str(mem.valid_from), str(mem.valid_to)) == ("2023-05-02", "2023-05-05"), source


def test_a_row_or_a_file_name_that_is_not_unicode_is_one_refused_row(
    kura: Kura, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    rows = (
        '[{"text": "The build cache lives on the NVMe drive under /srv/cache."},\n'
        ' {"text": "The badge reader \\ud800 at the side door resets every night."},\n'
        ' {"text": "Customer refunds above 500 euros need a second approver.", "title": "Refunds \\udc80"},\n'
        ' {"text": "The staging VPN drops idle sessions after one hour."}]'
    )
    (tmp_path / "rows.json").write_text(rows)
    (tmp_path / "rows.jsonl").write_text("\n".join(json.dumps(r) for r in json.loads(rows)))
    why = "text is not valid Unicode (a lone surrogate, or a name whose bytes are not UTF-8)"
    for name, sep in (("rows.json", "#"), ("rows.jsonl", ":")):
        result = kura.import_memories(tmp_path / name)
        assert [(i.where, i.outcome, i.reason) for i in result.items][1:3] == [
            (f"{name}{sep}2", "refused", why),
            (f"{name}{sep}3", "refused", why),
        ]
        assert result.items[3].outcome != "refused"  # the rows after it are read
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / "Plans.md").write_text("The quarterly plans are reviewed in the first week of each quarter.\n")
    with open(os.path.join(os.fsencode(vault), b"caf\xe9 notes.md"), "w") as f:  # a Latin-1 name (an old zip)
        f.write("The espresso machine is descaled every month by the facilities team.\n")
    result = kura.import_memories(vault)
    assert [(i.where, i.outcome, i.reason) for i in result.items] == [
        ("Plans.md", "imported", None),
        ("caf\\xe9 notes.md", "refused", why),  # its name as its bytes say it
    ]
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    for source in (tmp_path / "rows.json", vault):
        assert main(["import", str(source), "--json"]) == 2  # everything was there already, or refused
        out, err = capsys.readouterr()
        assert json.loads(out)["refused"] >= 1 and "Traceback" not in err
    writer = kura.engine("main")  # the library's write path refuses it the same way: 422, one line
    with pytest.raises(KuraError) as info:
        Writer(writer, kura.settings.write).remember("The badge reader \ud800 at the side door resets nightly.")
    assert (info.value.status, info.value.message) == (422, f"content: {why}: nothing was written")


@pytest.mark.parametrize("form", ["NFC", "NFD"])
def test_a_link_finds_its_note_whatever_unicode_form_the_file_name_is_in(kura: Kura, tmp_path: Path, form: str) -> None:
    vault = tmp_path / "vault"
    vault.mkdir()
    name = unicodedata.normalize(form, "Café Lisboa")  # NFD: what a Mac's file system hands back
    (vault / f"{name}.md").write_text("The Café Lisboa team meets at the bakery on Thursdays for planning.\n")
    typed = unicodedata.normalize("NFD" if form == "NFC" else "NFC", "Café Lisboa")  # the other form
    (vault / "Plans.md").write_text(f"Quarterly plans are reviewed with [[{typed}]] first, then shared.\n")
    assert kura.import_memories(vault).imported == 2
    plans = kura.engine("main").store.read("plans")
    assert plans.links == ["cafe-lisboa"] and f"[[cafe-lisboa|{typed}]]" in plans.body
    assert kura.doctor().ok


# -- export ------------------------------------------------------------------------------------------


@pytest.fixture
def filled(kura: Kura) -> Iterator[Kura]:
    kura.import_memories(FIXTURES / "notes")
    kura.import_memories(FIXTURES / "rows.jsonl")
    kura.remember(RememberRequest(content="The build cache is wiped on Sundays.", tags=["ops"], confidence="high"))
    yield kura


def test_export_a_tar_of_the_markdown(filled: Kura, tmp_path: Path) -> None:
    store = filled.engine("main").store
    out = filled.export_store("tar.gz", path=tmp_path / "main.tar.gz")
    with tarfile.open(tmp_path / "main.tar.gz") as tar:
        files = {m.name: tar.extractfile(m).read() for m in tar.getmembers()}  # type: ignore[union-attr]
    assert files == dict(store.raw_files()) and "MEMORY.md" in files  # byte for byte, no workshop
    assert (out.memories, out.files) == (len(store.slugs()), len(store.slugs()) + 1)
    filled.export_store("tar", path=tmp_path / "all.tar", workshop=True)
    with tarfile.open(tmp_path / "all.tar") as tar:
        names = tar.getnames()
    assert "_audit/audit.jsonl" in names and any(n.startswith("_evidence/") for n in names)
    assert not any(n.startswith(("_index/", "_locks/")) for n in names)
    assert not list(tmp_path.glob(".*.tmp"))


class Pipe(io.RawIOBase):
    """Standard output into a pipe: written to, never sought or told."""

    def __init__(self) -> None:
        self.data = bytearray()

    def writable(self) -> bool:
        return True

    def write(self, b: bytes) -> int:  # type: ignore[override]
        self.data += b
        return len(b)


def test_export_a_tar_into_a_pipe(filled: Kura) -> None:
    store = filled.engine("main").store
    for fmt in ("tar", "tar.gz"):
        pipe = Pipe()
        filled.export_store(fmt, stream=pipe, workshop=True)
        with tarfile.open(fileobj=io.BytesIO(pipe.data)) as tar:
            names = tar.getnames()
        assert "MEMORY.md" in names and "_audit/audit.jsonl" in names and len(names) > len(store.slugs()) + 1


def round_trip(source: Kura, tmp_path: Path) -> list[dict]:
    """Export ``source`` as JSONL, import it into a fresh store: every row imported and the memories the
    same, field for field; the exported rows."""
    buffer = io.BytesIO()
    source.export_store("jsonl", stream=buffer)
    rows = [json.loads(line) for line in buffer.getvalue().decode().split("\n") if line]
    export = tmp_path / "main.jsonl"
    export.write_bytes(buffer.getvalue())
    fresh = Kura(
        load_settings(embedder={"kind": "hash"}, stores={"main": {"path": tmp_path / "fresh"}}), embedder=HashEmbedder()
    )
    result = fresh.import_memories(export)
    assert (result.imported, result.skipped, result.refused) == (len(rows), 0, 0), result.items
    before = [memory_row(m) for m in source.engine("main").store.read_all()]
    after = [memory_row(m) for m in fresh.engine("main").store.read_all()]
    assert after == before
    fresh.close()
    return rows


def test_jsonl_round_trip_into_a_fresh_store(filled: Kura, tmp_path: Path) -> None:
    slug = filled.remember(RememberRequest(content="The team offsite was held in Porto at the riverside hotel.")).slug
    filled.update(slug, UpdateRequest(valid_from=dt.date(2023, 5, 2), valid_to=dt.date(2023, 5, 5)))  # ended
    rows = round_trip(filled, tmp_path)
    assert set(rows[0]) == {"slug", "title", "description", "body", "type", "tags", "scope", "confidence",
                            "created", "updated", "valid_from", "valid_to", "links"}  # fmt: skip
    offsite = next(row for row in rows if row["slug"] == slug)
    assert (offsite["valid_from"], offsite["valid_to"]) == ("2023-05-02", "2023-05-05")  # and back, as before


def test_jsonl_round_trip_keeps_every_line_break(kura: Kura, tmp_path: Path) -> None:
    facts = [
        "The staging database is rebuilt every night at two.", "Invoices go out on the first working day.",
        "The VPN drops idle sessions after an hour.", "Alice reviews every schema migration.",
        "The office printer only takes A4 paper.", "Backups of the wiki are kept for ninety days.",
        "The deploy checklist has two steps: build then ship.", "Release notes are written in British English.",
    ]  # fmt: skip
    for fact, brk in zip(facts, LINE_BREAKS, strict=True):
        kura.remember(RememberRequest(content=f"{fact}{brk}It has been so since the spring of 2023."))
    bodies = "".join(m.body for m in kura.engine("main").store.read_all())
    assert "\u2028" in bodies and "\u2029" in bodies  # kept by the write path (the C0 and C1 ones are not)
    assert len(round_trip(kura, tmp_path)) == len(facts)


def test_the_cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    assert main(["import", str(FIXTURES / "mem0.json"), "--dry-run"]) == 0
    out = capsys.readouterr().out
    assert "would import 2, skipped 1, refused 2" in out and "gate_instruction" in out and "dry run" in out
    assert main(["import", str(FIXTURES / "mem0.json"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["imported"] == 2
    assert main(["import", str(FIXTURES / "mem0.json")]) == 2  # nothing new
    assert "imported 0, skipped 3, refused 2" in capsys.readouterr().out
    assert main(["export", str(tmp_path / "out.jsonl"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["memories"] == 2
    assert len((tmp_path / "out.jsonl").read_text().splitlines()) == 2
    assert main(["export", str(tmp_path / "out.zip")]) == 1
    assert "give --format" in capsys.readouterr().err
    assert main(["export", str(tmp_path / "x.jsonl"), "--all"]) == 1
    assert "only a tar holds" in capsys.readouterr().err
    for command in ("import", "export"):
        assert main([command, "--help"]) == 0 and "Example" in capsys.readouterr().out
