"""The turn hooks (kura_client.hooks) run as the hosts run them: a subprocess, the recorded hook input on stdin.

Here each runs as ``python -m kura_client.hooks.<name>`` (the console scripts ``kura-claude-stop``,
``kura-codex-stop``, ``kura-kimi-stop`` call the same ``main``: tests/test_client_venv.py runs those).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import kura_client

CLIENT_SRC = str(Path(kura_client.__file__).resolve().parents[1])  # where kura_client is imported from
FIX = Path(__file__).parent / "fixtures" / "hooks"


def run(
    script: str, fixture: str | bytes, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess:
    data = fixture if isinstance(fixture, bytes) else (FIX / fixture).read_bytes()
    module = f"kura_client.hooks.{script.removesuffix('.py')}"
    env = {**(os.environ if env is None else env), "PYTHONPATH": CLIENT_SRC}
    return subprocess.run([sys.executable, "-m", module, *args], input=data, capture_output=True, timeout=30, env=env)


def test_claude_stop_hook_blocks_every_n_turns(tmp_path: Path) -> None:
    state = ["--every", "3", "--state-dir", str(tmp_path), "--scope", "repo:shop"]
    outputs = [run("claude_stop.py", "claude_stop.json", *state) for _ in range(7)]
    assert all(p.returncode == 0 for p in outputs)
    fired = [i + 1 for i, p in enumerate(outputs) if p.stdout.strip()]
    assert fired == [3, 6]
    answer = json.loads(outputs[2].stdout)
    assert answer["decision"] == "block"
    assert "kura_remember" in answer["reason"] and "kura_wm_write" in answer["reason"]
    assert "3 turns in this session" in answer["reason"] and "scope repo:shop" in answer["reason"]
    # the Stop that follows a block is the hook's own doing: it passes and is not a turn
    follow = run("claude_stop.py", "claude_stop_active.json", *state)
    assert follow.returncode == 0 and follow.stdout == b""
    counts = [json.loads(p.read_text()) for p in tmp_path.glob("claude-*.json")]
    assert len(counts) == 1 and counts[0]["turns"] == 7 and counts[0]["checked_at"] == 6
    assert counts[0]["session"] == "7c1e5a2b-3f4d-4c8e-9a61-2b7d0e4f9c13"


def test_sessions_are_counted_apart_and_env_configures(tmp_path: Path) -> None:
    env = {"KURA_DISTIL_EVERY": "2", "KURA_HOOK_STATE": str(tmp_path), "PATH": "/usr/bin:/bin"}
    payload = json.loads((FIX / "claude_stop.json").read_text())
    other = json.dumps({**payload, "session_id": "another-session"}).encode()
    assert run("claude_stop.py", "claude_stop.json", env=env).stdout == b""
    assert run("claude_stop.py", other, env=env).stdout == b""  # a turn of another session
    assert json.loads(run("claude_stop.py", "claude_stop.json", env=env).stdout)["decision"] == "block"
    assert len(list(tmp_path.glob("claude-*.json"))) == 2


def test_kimi_stop_hook_blocks_with_exit_2(tmp_path: Path) -> None:
    state = ["--every", "2", "--state-dir", str(tmp_path)]
    first = run("kimi_stop.py", "kimi_stop.json", *state)
    assert first.returncode == 0 and first.stdout == b"" and first.stderr == b""
    second = run("kimi_stop.py", "kimi_stop.json", *state)
    assert second.returncode == 2 and second.stdout == b""
    assert "kura_remember" in second.stderr.decode() and "2 turns in this session" in second.stderr.decode()
    assert run("kimi_stop.py", "kimi_stop.json", *state).returncode == 0
    assert list(tmp_path.glob("kimi-*.json")) and not list(tmp_path.glob("claude-*.json"))


def test_hooks_fail_open(tmp_path: Path) -> None:
    for script in ("claude_stop.py", "kimi_stop.py"):
        for bad in (b"not json", b"[1, 2]", b"", b"[" * 100_000 + b"]" * 100_000):  # the last: past the parser
            done = run(script, bad, "--every", "1", "--state-dir", str(tmp_path))
            assert done.returncode == 0 and done.stdout == b"" and done.stderr == b"", (script, bad[:20], done.stderr)
        done = run(script, "kimi_stop.json", "--every", "nope", "--state-dir", str(tmp_path))
        assert done.returncode == 0 and done.stdout == b"" and b"kura hook" in done.stderr
        assert b"SystemExit" not in done.stderr
        blocked = tmp_path / "file-not-dir"
        blocked.write_text("x")
        done = run(script, "kimi_stop.json", "--every", "1", "--state-dir", str(blocked))
        assert done.returncode == 0 and done.stdout == b"" and b"kura hook" in done.stderr
    other_event = json.dumps({"hook_event_name": "PreToolUse", "session_id": "s"}).encode()
    assert run("claude_stop.py", other_event, "--every", "1", "--state-dir", str(tmp_path)).stdout == b""


def test_hook_help_and_a_bad_option(tmp_path: Path) -> None:
    # --help is an answer, not a failure; a bad option says what is wrong and, failing open, still exits 0
    # (argparse's exit 2 would tell Claude Code and Kimi Code not to stop, turn after turn).
    for script in ("claude_stop.py", "codex_stop.py", "kimi_stop.py"):
        helped = run(script, b"", "--help")
        assert (helped.returncode, helped.stderr) == (0, b""), script
        assert b"--every" in helped.stdout and b"--state-dir" in helped.stdout and b"--scope" in helped.stdout
        bad = run(script, "claude_stop.json", "--every", "abc", "--state-dir", str(tmp_path))
        assert (bad.returncode, bad.stdout) == (0, b""), script
        said = bad.stderr.decode()
        assert said.startswith("usage:") and "error: argument --every: invalid int value: 'abc'\n" in said
        assert said.endswith("'abc'\nkura hook: bad option (see above): no check this turn; fix the hook's command\n")
    assert not list(tmp_path.iterdir())  # nothing counted


def test_codex_stop_hook_blocks_every_n_turns(tmp_path: Path) -> None:
    state = ["--every", "2", "--state-dir", str(tmp_path)]
    outputs = [run("codex_stop.py", "codex_stop.json", *state) for _ in range(4)]
    assert all(p.returncode == 0 for p in outputs)
    assert [i + 1 for i, p in enumerate(outputs) if p.stdout.strip()] == [2, 4]
    answer = json.loads(outputs[1].stdout)
    assert set(answer) == {"decision", "reason"}  # Codex refuses unknown fields in a Stop answer
    assert answer["decision"] == "block" and "kura_remember" in answer["reason"]
    follow = json.loads((FIX / "codex_stop.json").read_text()) | {"stop_hook_active": True}
    assert run("codex_stop.py", json.dumps(follow).encode(), *state).stdout == b""
    assert list(tmp_path.glob("codex-*.json")) and not list(tmp_path.glob("claude-*.json"))


def test_importing_a_hook_loads_neither_the_client_nor_an_http_library() -> None:
    """A hook runs once per turn: importing it must not pull in the REST client or any HTTP library
    (``kura_client`` loads its client on first use)."""
    probe = "import sys, kura_client.hooks.claude_stop, kura_client.hooks.codex_stop, kura_client.hooks.kimi_stop; "
    probe += "print(sorted(m for m in ('http.client', 'httpx', 'kura_client.client') if m in sys.modules))"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, timeout=30, env={**os.environ, "PYTHONPATH": CLIENT_SRC}
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode().strip() == "[]"
    assert kura_client.KuraClient.__module__ == "kura_client.client"  # and the client is there on first use
