"""JSON text nested past the parser's recursion, or holding a number too long to read, is refused as malformed
text is — a 400 ``invalid_json`` saying why, one CLI line, a model reply kept for review — never a crash
(``kura_server/jsontext.py``: the one parse; ``tests/test_layers.py::test_one_json_parse`` holds that nothing
else calls ``json.loads``). The model's replies are in ``test_distill.py`` (``nested_reply``, ``nested_body``)
and ``test_recognition.py``. docs/DESIGN.md names this file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from daemon import in_process, make_app

from kura_server import errors, jsontext
from kura_server.distill.journals.base import decode_args
from kura_server.settings import load_settings
from kura_server.surfaces.cli import main

DEEP = "[" * 100_000 + "]" * 100_000  # 200 kB: under every body limit, past the parser's recursion
LONG_NUMBER = "9" * (sys.get_int_max_str_digits() + 1)
JSON = {"content-type": "application/json"}


def test_every_refusal_of_the_one_parse_is_a_value_error() -> None:
    with pytest.raises(jsontext.NotJSON, match="^nested too deeply to read$"):
        jsontext.loads(DEEP)
    with pytest.raises(jsontext.NotJSON, match=f"^a number has more than {sys.get_int_max_str_digits()} digits$"):
        jsontext.loads(f'{{"k": {LONG_NUMBER}}}')
    with pytest.raises(json.JSONDecodeError):
        jsontext.loads('{"k": ')
    assert issubclass(jsontext.NotJSON, ValueError)
    assert jsontext.loads(b'{"k": [1, 2.5, "x", null]}') == {"k": [1, 2.5, "x", None]}
    assert jsontext.loads("[" * 50 + "]" * 50) == eval("[" * 50 + "]" * 50)  # nesting within reach is read


def test_a_hook_s_own_error_leaves_as_itself() -> None:
    def refuse(pairs: list[tuple[str, object]]) -> dict[str, object]:
        raise errors.KuraError("duplicate_key", "twice")

    with pytest.raises(errors.KuraError, match="twice"):
        jsontext.loads('{"a": 1}', object_pairs_hook=refuse)


def test_a_tool_call_s_arguments_nested_too_deeply_stay_text() -> None:
    """A host's journal line whose tool arguments are a JSON string nested past the parser: kept as the text
    it is, as any arguments that are not JSON are."""
    assert decode_args(DEEP) == DEEP
    assert decode_args('{"path": "a.py"}') == {"path": "a.py"}


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
@pytest.mark.parametrize(
    ("method", "path", "raw", "why"),
    [
        ("POST", "/recall", f'{{"question": "where?", "k": {DEEP}}}', "nested too deeply to read"),
        ("POST", "/s/main/remember", f'{{"content": {DEEP}}}', "nested too deeply to read"),
        ("PUT", "/wm", f'{{"state": {{"goal": "x", "variables": {{"v": {DEEP}}}}}}}', "nested too deeply to read"),
        ("POST", "/recall", f'{{"question": "where?", "k": {LONG_NUMBER}}}', "a number has more than"),
        ("PUT", "/s/main/wm", f'{{"state": {{"goal": "x", "variables": {{"v": {LONG_NUMBER}}}}}}}', "a number has"),
    ],
)
async def test_a_body_nested_too_deeply_or_with_a_number_too_long_is_invalid_json(
    kura_home: Path, anyio_backend: str, method: str, path: str, raw: str, why: str
) -> None:
    """On the lane's routes (``/recall``, ``/remember``) and FastAPI's (``PUT /wm``): 400 ``invalid_json``
    naming why, in the one error shape — FastAPI alone answered "There was an error parsing the body"."""
    async with in_process(make_app(load_settings(embedder={"kind": "hash"}))) as c:
        r = await c.request(method, path, content=raw.encode(), headers=JSON)
        assert r.status_code == 400, r.text
        error = r.json()["error"]
        assert error["code"] == "invalid_json" and error["message"].startswith("the request body is not valid JSON: ")
        assert why in error["message"], error
        assert (await c.get("/memories")).json() == []
        r = await c.post("/recall", content=b'{"question": "still serving?"}', headers=JSON)
        assert r.status_code == 200, r.text


def test_a_conversation_nested_too_deeply_is_one_cli_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KURA_EMBEDDER__KIND", "hash")
    (tmp_path / "deep.json").write_text(DEEP)
    assert main(["session-end", "--conversation", str(tmp_path / "deep.json")]) == 1
    err = capsys.readouterr().err
    assert err == "kura: error: --conversation is not JSON: nested too deeply to read\n", err
