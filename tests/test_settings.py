from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from kura_server.errors import KuraError
from kura_server.settings import Settings, load_settings, register_store

ROOT = Path(__file__).resolve().parents[1]


def test_defaults_without_a_config_file(kura_home: Path) -> None:
    s = load_settings()
    assert s.home == kura_home
    assert s.default_store == "main"
    assert s.store_path("main") == kura_home / "stores" / "main"
    assert s.server.host == "127.0.0.1" and s.server.port == 8085
    assert s.embedder.kind == "e5-int8"


def test_toml_then_env_override(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text('[recall]\nk = 5\nhops = 2\n[stores.eq]\nlabel = "EQ"\n[modes]\neq = "eq"\n')
    monkeypatch.setenv("KURA_RECALL__K", "3")
    s = load_settings()
    assert s.recall.k == 3  # env beats the file
    assert s.recall.hops == 2  # the file beats the default
    assert s.modes == {"eq": "eq"} and s.stores["eq"].label == "EQ"


def test_config_file_precedence(tmp_path: Path, kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("[recall]\nk = 1\n")
    env_file = tmp_path / "env.toml"
    env_file.write_text("[recall]\nk = 2\n")
    flag_file = tmp_path / "flag.toml"
    flag_file.write_text("[recall]\nk = 3\n")
    assert load_settings().recall.k == 1
    monkeypatch.setenv("KURA_CONFIG", str(env_file))
    assert load_settings().recall.k == 2
    assert load_settings(flag_file).recall.k == 3


@pytest.mark.parametrize(
    ("toml", "key"),
    [
        ("[recal]\nk = 1\n", "recal"),
        ("[recall]\nkk = 1\n", "recall.kk"),
        ("[recall]\nk = 0\n", "recall.k"),
        ("[stores.main]\nwrite_policy = 'sometimes'\n", "stores.main.write_policy"),
        ("[stores.Bad]\n", "stores.Bad"),
        ("[modes]\neq = 'nowhere'\n", "modes.eq"),
        ("[stores.a]\npath = '/tmp/kura-x'\n[stores.b]\npath = '/tmp/kura-x'\n", "same directory"),
        ("[stores.a]\npath = '/tmp/kura-x'\n[stores.b]\npath = '/tmp/kura-x/inner'\n", "inside"),
        ("[embedder]\nkind = 'bge-m3'\n", "embedder.path"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = ''\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = ' '\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = '/etc/host*'\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = '../stores/main/*.md'\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = 'logs/../../*.md'\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = 'C:/logs/*.jsonl'\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = '\\\\host\\share\\*.jsonl'\n", "distill.journals.j.glob"),
        ("[distill.journals.j]\npath = '/tmp/kura-j'\nglob = 'logs\\..\\x.md'\n", "distill.journals.j.glob"),
        ("[evolve]\nfade_days = 1000000\n", "evolve.fade_days"),
        ("[evolve]\nrecheck_days = 100000000000\n", "evolve.recheck_days"),
        ("[evolve]\ninterval_days = inf\n", "evolve.interval_days"),
        ("[distill]\nidle_min = inf\n", "distill.idle_min"),
        ("[recall]\nmemory_vectors_mb = inf\n", "recall.memory_vectors_mb"),
        ("[server]\nmax_body_bytes = 1099511627776\n", "server.max_body_bytes"),
        ("[stores.main]\nread_token = ''\n", "stores.main.read_token"),
        ("[stores.main]\nwrite_token = '  '\n", "stores.main.write_token"),
        ("[stores.main]\nread_token = 'r-1 '\n", "stores.main.read_token"),
    ],
)
def test_bad_config_fails_closed_naming_the_key(tmp_path: Path, toml: str, key: str) -> None:
    path = tmp_path / "kura.toml"
    path.write_text(toml)
    with pytest.raises(KuraError) as info:
        load_settings(path)
    assert info.value.code == "config_invalid"
    assert key in info.value.message


def test_not_toml_and_missing_explicit_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("this is = = not toml")
    with pytest.raises(KuraError, match="not valid TOML"):
        load_settings(bad)
    with pytest.raises(KuraError, match="does not exist"):
        load_settings(tmp_path / "nope.toml")


def test_unknown_env_override_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KURA_RECALL__NOPE", "1")
    with pytest.raises(KuraError, match="recall.nope"):
        load_settings()


def test_a_bad_value_names_the_variable_that_set_it(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("[recall]\nk = 5\n")
    monkeypatch.setenv("KURA_RECALL__K", "abc")
    with pytest.raises(KuraError) as info:
        load_settings()
    assert info.value.message.startswith("invalid configuration (environment variable KURA_RECALL__K): recall.k: ")
    monkeypatch.delenv("KURA_RECALL__K")
    monkeypatch.setenv("KURA_RECALL", '{"k": "abc"}')  # a whole section as JSON
    with pytest.raises(KuraError, match=r"^invalid configuration \(environment variable KURA_RECALL\): recall\.k"):
        load_settings()
    monkeypatch.delenv("KURA_RECALL")
    (kura_home / "kura.toml").write_text("[recall]\nk = 'abc'\n")  # the file's own mistake is the file's
    with pytest.raises(KuraError, match=rf"^invalid configuration \({re.escape(str(kura_home / 'kura.toml'))}\)"):
        load_settings()


def _fields(model: type[BaseModel], prefix: str = "") -> list[str]:
    names = []
    for name, field in model.model_fields.items():
        ann = field.annotation
        if isinstance(ann, type) and issubclass(ann, BaseModel):
            names += _fields(ann, f"{prefix}{name}.")
        else:
            names.append(prefix + name)
    return names


def test_every_setting_is_documented_in_the_example() -> None:
    text = (ROOT / "kura.example.toml").read_text()
    tomllib.loads(text)  # the example itself is valid TOML
    from kura_server.settings import JournalSource, StoreConfig

    assert "[stores.main]" in text and "[modes]" in text and "[distill.journals." in text
    tables = {"stores", "modes", "distill.journals"}
    named = [f"stores.{n}" for n in StoreConfig.model_fields] + [f"distill.j.{n}" for n in JournalSource.model_fields]
    for name in [n for n in _fields(Settings) if n not in tables] + named:
        leaf = name.split(".")[-1]
        assert re.search(rf"^#?\s*{leaf}\s*=", text, re.M), f"{name} is not documented in kura.example.toml"
        section = name.rsplit(".", 1)[0] if "." in name else None
        if section and not section.startswith(("stores", "distill.j")):
            assert f"[{section}]" in text, f"section [{section}] missing"


# Keys the example sets to a value that is not the default; each says so on its own line ("an example").
EXAMPLE_VALUES = {"stores.main.label"}


def _keys(data: dict[str, Any], prefix: str = "") -> list[str]:
    keys = []
    for key, value in data.items():
        keys += _keys(value, f"{prefix}{key}.") if isinstance(value, dict) else [prefix + key]
    return keys


def _value(dump: dict[str, Any], key: str) -> Any:
    for part in key.split("."):
        dump = dump[part]
    return dump


def test_the_example_sets_every_key_to_its_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The example says it lists every key "with its default", and is meant to be copied: a value in it that
    # is not the code's default changes a copying user's kura without a word (it once dropped "pinned"
    # from [evolve] safety_tags). Each key is compared after validation, as kura would read it.
    for name in [n for n in os.environ if n.startswith("KURA_")]:
        monkeypatch.delenv(name)  # the environment would override the file and the defaults alike
    text = (ROOT / "kura.example.toml").read_text()
    (tmp_path / "empty.toml").write_text("")
    example = load_settings(ROOT / "kura.example.toml").model_dump()
    default = load_settings(tmp_path / "empty.toml").model_dump()
    keys = _keys(tomllib.loads(text))
    assert "evolve.safety_tags" in keys and set(keys) >= EXAMPLE_VALUES
    for key in keys:
        set_to, default_value = _value(example, key), _value(default, key)
        if key in EXAMPLE_VALUES:
            leaf = key.rsplit(".", 1)[-1]
            (line,) = [ln for ln in text.splitlines() if re.match(rf"{leaf}\s*=", ln)]
            assert set_to != default_value and "# an example" in line, f"{key}: {line!r}"
        else:
            assert set_to == default_value, f"kura.example.toml: {key} = {set_to!r}, the default is {default_value!r}"


def test_example_config_loads(tmp_path: Path) -> None:
    s = load_settings(ROOT / "kura.example.toml", home=tmp_path)
    assert s.stores["main"].label == "Everyday memory"


def test_register_store(kura_home: Path, tmp_path: Path) -> None:
    file = register_store("work", tmp_path / "work-mem")
    assert file == kura_home / "kura.toml"
    s = load_settings()
    assert s.store_path("work") == tmp_path / "work-mem"
    with pytest.raises(KuraError) as info:
        register_store("work", None)
    assert info.value.code == "store_exists"
    with pytest.raises(KuraError):  # would put a store inside another: refused, file unchanged
        register_store("inner", tmp_path / "work-mem" / "x")
    assert "inner" not in file.read_text()
    with pytest.raises(KuraError):
        register_store("../evil", None)
