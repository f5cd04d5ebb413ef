"""Terminal and markup injection: no control character is stored (``write/text.py``), and what the CLI
prints of a store is made safe first (``surfaces/terminal.py``): escapes shown, never obeyed; rich
markup shown, never parsed."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from rich.console import Console

from kura_server.schemas import RecallRequest, RememberRequest, UpdateRequest, WorkingMemoryWrite
from kura_server.service import Kura
from kura_server.session.working import WorkingState
from kura_server.surfaces.terminal import plain, safe
from kura_server.write.text import clean_controls

ATTACK = "\x1b]0;pwned\x07\x1b[2J\x1b[H\x07The deploy key rotates every ninety days;\x1b[31m see\x1b[0m the runbook."
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
SHOWN_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# Text heavy in what breaks terminals and rich: controls, brackets, slashes, backslashes, bidi marks.
nasty = st.text(
    alphabet=st.one_of(
        st.sampled_from(list("[]/\\#@=:; \t\nabcXYZ019") + ["\x1b", "\x07", "\r", "\x9b", "\x9d", "\u202e", "\u2066"]),
        st.characters(codec="utf-8"),
    ),
    max_size=80,
)


# -- what is stored --------------------------------------------------------------------------------


def test_escape_sequences_are_removed_whole() -> None:
    assert clean_controls(ATTACK) == "The deploy key rotates every ninety days; see the runbook."
    assert clean_controls("\x1b]8;;https://evil.example\x1b\\a link\x1b]8;;\x1b\\") == "a link"  # hyperlink
    assert clean_controls("one\r\ntwo\rthree\x00\x7f\x85") == "one\ntwo\nthree"
    assert clean_controls("kept:\ttab\nnewline café 日本 ⚠") == "kept:\ttab\nnewline café 日本 ⚠"


@given(text=nasty)
@settings(max_examples=300, deadline=None)
@example(text="\x1b[")
@example(text="\x9b\x1b]")
def test_clean_text_holds_no_control_and_is_stable(text: str) -> None:
    cleaned = clean_controls(text)
    assert CONTROL.search(cleaned) is None
    assert clean_controls(cleaned) == cleaned
    if CONTROL.search(text.replace("\r", "")) is None:
        assert cleaned == text.replace("\r\n", "\n").replace("\r", "\n")  # nothing else is touched


def test_no_write_stores_a_control_character(kura: Kura) -> None:
    slug = kura.remember(RememberRequest(content=ATTACK, title="\x1b[2JKey\x07 rotation")).slug
    kura.update(slug, UpdateRequest(description="Rotation\x1b]0;x\x07 every ninety days"))
    root = kura.engine("main").store.root
    for path in (root / f"{slug}.md", root / "MEMORY.md"):
        assert CONTROL.search(path.read_text(encoding="utf-8").replace("\n", "")) is None, path
    mem = kura.get(slug)
    assert mem.body.strip() == clean_controls(ATTACK) and mem.title == "Key rotation"
    block = kura.recall(RecallRequest(question="deploy key rotation")).block
    assert "\x1b" not in block and "\x07" not in block
    kura.wm_write(WorkingMemoryWrite(scope="global", state=WorkingState(goal="\x1b[2Jship\x07 it")))
    assert kura.wm_read("global").state.goal == "ship it"  # type: ignore[union-attr]


def test_text_that_is_only_controls_is_empty(kura: Kura) -> None:
    from kura_server.errors import KuraError

    with pytest.raises(KuraError) as exc:
        kura.remember(RememberRequest(content="\x1b[2J\x1b[H\x07" * 20))
    assert exc.value.code == "gate_empty"


# -- what is printed -------------------------------------------------------------------------------


def rendered(markup: str) -> str:
    console = Console(
        file=io.StringIO(), width=10_000, color_system=None, highlight=False, soft_wrap=True, tab_size=1, emoji=False
    )
    console.print(markup, end="")
    return console.file.getvalue()  # type: ignore[attr-defined]


@given(text=nasty)
@settings(max_examples=300, deadline=None)
@example(text="[[/ops/runbook]]")
@example(text="ends in a backslash \\")
@example(text="[bold red]not a style[/]")
@example(text="\\[b]")
@example(text="a\\\\\\")
def test_safe_text_prints_as_itself_through_rich(text: str) -> None:
    shown = plain(text)
    assert SHOWN_UNSAFE.search(shown) is None
    expected = shown.replace("\t", " ")  # rich expands a tab (to one column here)
    assert rendered(f"[bold]{safe(text)}[/] [dim]{safe(text)}[/]") == f"{expected} {expected}"


def test_plain_shows_each_control_as_its_escape() -> None:
    assert plain("\x1b[2J\x07\rok\t\n\u202e") == "\\x1b[2J\\x07\\x0dok\t\n\\u202e"
    assert json.loads(json.dumps(plain(ATTACK))) == plain(ATTACK)


# -- the CLI (helper `surfaces` is moving it: these turn green once its prints go through safe) --------


@pytest.fixture
def hand_edited(kura: Kura, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A memory a person edited by hand: a raw escape sequence and a link rich reads as a closing tag."""
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    slug = kura.remember(RememberRequest(content="The on-call runbook lives in the ops wiki.", slug="runbook")).slug
    path = kura.engine("main").store.root / f"{slug}.md"
    title = r'title: "Runbook \\e]0;pwned\\a\\e[2J [[/ops/runbook]]"'  # YAML's escapes for ESC and BEL
    text = re.sub(r"(?m)^title: .*$", title, path.read_text("utf-8"))
    path.write_text(text + "\n" + ATTACK + " See [[/ops/runbook]].\n", encoding="utf-8")
    kura.close()
    return path


def test_cli_doctor_survives_markup_in_content(hand_edited: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from kura_server.surfaces.cli import main

    assert main(["doctor"]) in (0, 1)
    out = capsys.readouterr().out
    assert "[[/ops/runbook]]" in out and "\x1b" not in out


@pytest.mark.parametrize("argv", [["show", "runbook"], ["recall", "runbook ops wiki"], ["list"]])
def test_cli_never_prints_a_raw_escape(hand_edited: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    from kura_server.surfaces.cli import main

    assert main(argv) == 0
    captured = capsys.readouterr()
    assert "\x1b" not in captured.out and "\x07" not in captured.out
