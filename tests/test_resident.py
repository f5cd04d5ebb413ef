"""Running resident: the service templates' bytes, `kura service ... --dry-run` per OS, the log file."""

from __future__ import annotations

import plistlib
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from kura_server import resident
from kura_server.settings import load_settings
from kura_server.surfaces.cli import main

ROOT = Path(__file__).resolve().parents[1]
CONFIG = {
    "kura.service": ROOT / "config" / "systemd" / "kura.service",
    "dev.kura.daemon.plist": ROOT / "config" / "launchd" / "dev.kura.daemon.plist",
    "kura-start.cmd": ROOT / "config" / "windows" / "kura-start.cmd",
    "register-task.ps1": ROOT / "config" / "windows" / "register-task.ps1",
}


@pytest.fixture(autouse=True)
def fake_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Path.home() inside the test's folder: nothing here may touch the real ~/.config or ~/Library."""
    home = tmp_path / "user-home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    return home


def test_config_is_the_one_source_and_the_package_ships_it_byte_for_byte() -> None:
    assert set(CONFIG) == set(resident.TEMPLATES)
    for name, path in CONFIG.items():
        assert resident.template(name) == path.read_bytes(), (
            f"kura_server/resources/service/{name} differs from {path.relative_to(ROOT)}: config/ is the source; "
            f"copy it over the packaged one"
        )


@pytest.mark.parametrize("name", ["kura-start.cmd", "register-task.ps1"])
def test_windows_scripts_are_pure_ascii_with_crlf(name: str) -> None:
    data = CONFIG[name].read_bytes()
    assert all(b < 128 for b in data), [i for i, b in enumerate(data) if b >= 128][:5]
    assert not data.startswith(b"\xef\xbb\xbf")  # no BOM either
    assert data.count(b"\n") > 10 and data.count(b"\n") == data.count(b"\r\n"), "every line ends with CRLF"
    assert data.endswith(b"\r\n")


def test_start_script_restarts_three_times_then_leaves_a_marker() -> None:
    text = CONFIG["kura-start.cmd"].read_text(encoding="ascii")
    assert 'set "RESTARTS=3"' in text and 'set "WAIT_S=60"' in text
    assert "if %ATTEMPT% GTR %RESTARTS% goto failed" in text
    assert "KURA-FAILED-TO-START.txt" in text and "--log-file" in text
    assert "timeout " not in text.replace("timeout.exe", "")  # timeout.exe needs a console a task lacks


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_install_dry_run_linux(capsys: pytest.CaptureFixture[str], kura_home: Path, fake_home: Path) -> None:
    code, out, _ = run(capsys, "service", "install", "--dry-run", "--os", "linux")
    assert code == 0
    unit = fake_home / ".config" / "systemd" / "user" / "kura.service"
    assert f"would write {unit}:" in out
    assert f'    Environment="KURA_HOME={kura_home}"' in out
    assert f'    Environment="KURA_CONFIG={kura_home / "kura.toml"}"' in out
    assert '    ExecStart="' in out and '" serve' in out and "@KURA_" not in out
    assert "would run: systemctl --user daemon-reload" in out
    assert "would run: systemctl --user enable --now kura.service" in out
    assert f"would write {kura_home / 'kura.toml'}:" in out  # the service names its config: one is made
    assert not unit.exists() and not (kura_home / "kura.toml").exists()  # a dry run touches nothing


def test_install_dry_run_macos(capsys: pytest.CaptureFixture[str], kura_home: Path, fake_home: Path) -> None:
    code, out, _ = run(capsys, "service", "install", "--dry-run", "--os", "macos")
    plist_path = fake_home / "Library" / "LaunchAgents" / "dev.kura.daemon.plist"
    assert code == 0 and f"would write {plist_path}:" in out
    assert "would run: launchctl bootstrap gui/" in out and str(plist_path) in out
    settings = load_settings()
    plan = resident.plan("install", "macos", settings, kura_home / "kura.toml")
    data = plistlib.loads(dict(plan.write)[plist_path])
    logs = fake_home / "Library" / "Logs" / "kura"
    assert data["Label"] == "dev.kura.daemon" and data["RunAtLoad"] is True
    assert data["ProgramArguments"][1:] == ["serve", "--log-file", f"{logs}/kura.log"]
    assert data["EnvironmentVariables"] == {"KURA_HOME": str(kura_home), "KURA_CONFIG": str(kura_home / "kura.toml")}
    assert data["KeepAlive"] == {"SuccessfulExit": False} and data["ThrottleInterval"] == 60
    assert not plist_path.exists()


def test_install_dry_run_windows(capsys: pytest.CaptureFixture[str], kura_home: Path) -> None:
    code, out, _ = run(capsys, "service", "install", "--dry-run", "--os", "windows")
    assert code == 0
    start, register = kura_home / "service" / "kura-start.cmd", kura_home / "service" / "register-task.ps1"
    assert f"would write {start}:" in out and f"would write {register}:" in out
    assert f"would run: powershell.exe -NoProfile -ExecutionPolicy Bypass -File {register} -StartScript {start}" in out
    assert f"-KuraHome {kura_home} -KuraConfig {kura_home / 'kura.toml'}" in out
    settings = load_settings()
    plan = resident.plan("install", "windows", settings, kura_home / "kura.toml")
    assert dict(plan.write)[start] == CONFIG["kura-start.cmd"].read_bytes()  # the bytes, CRLF and all
    assert not start.exists()


def test_uninstall_and_status_dry_run(capsys: pytest.CaptureFixture[str], kura_home: Path) -> None:
    code, out, _ = run(capsys, "service", "uninstall", "--dry-run", "--os", "linux")
    assert code == 0 and "would run: systemctl --user disable --now kura.service" in out
    assert "would remove" in out and "kura.service" in out
    code, out, _ = run(capsys, "service", "uninstall", "--dry-run", "--os", "windows")
    assert code == 0 and "-Unregister" in out
    code, out, _ = run(capsys, "service", "status", "--dry-run", "--os", "macos")
    assert code == 0 and "would run: launchctl print gui/" in out and "/dev.kura.daemon" in out
    code, out, _ = run(capsys, "service", "status", "--dry-run", "--os", "windows")
    assert code == 0 and "schtasks.exe /Query /TN kura" in out


def test_bad_os_and_foreign_os_without_dry_run(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "service", "install", "--dry-run", "--os", "beos")
    assert code == 1 and "choose linux, macos or windows" in err
    other = "windows" if resident.current_os() != "windows" else "linux"
    code, _, err = run(capsys, "service", "install", "--os", other)
    assert code == 1 and "use --dry-run" in err


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="systemd-analyze not installed")
def test_rendered_unit_parses(kura_home: Path, tmp_path: Path) -> None:
    plan = resident.plan("install", "linux", load_settings(), kura_home / "kura.toml")
    unit = tmp_path / "kura.service"
    unit.write_bytes([data for path, data in plan.write if path.name == "kura.service"][0])
    done = subprocess.run(
        ["systemd-analyze", "verify", "--man=no", str(unit)], capture_output=True, text=True, timeout=60, check=False
    )
    # "verify" also complains about a missing binary or a missing user manager here; a syntax error
    # in the unit reads "Unknown key", "Invalid" or "bad-setting".
    assert not any(w in done.stderr for w in ("Unknown key", "Invalid", "bad-setting", "Failed to parse")), done.stderr


LOGGING = """
import logging, logging.config, sys
from pathlib import Path
from kura_server.surfaces.logs import log_config
logging.config.dictConfig(log_config("INFO", file=Path(sys.argv[1])))
logging.getLogger("kura.scheduler").info("scheduler started")
logging.getLogger("uvicorn.error").info("Uvicorn running")
handler = logging.getLogger().handlers[0]
print(type(handler).__name__, handler.maxBytes, handler.backupCount)
"""


def test_log_file_rotates_and_takes_kura_and_uvicorn(tmp_path: Path) -> None:
    log = tmp_path / "kura.log"
    done = subprocess.run([sys.executable, "-c", LOGGING, str(log)], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["RotatingFileHandler", str(10 * 1024 * 1024), "5"]
    text = log.read_text()
    assert "INFO kura.scheduler: scheduler started" in text and "INFO uvicorn.error: Uvicorn running" in text
    assert done.stderr == ""  # nothing on stderr once the file is set


@pytest.mark.skipif(resident.current_os() != "linux", reason="a real systemctl --user run")
def test_install_without_a_user_bus_leaves_nothing_behind(
    capsys: pytest.CaptureFixture[str],
    kura_home: Path,
    fake_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # No user bus: the real systemctl --user fails to connect (or is not installed): either way, it fails.
    monkeypatch.setenv("DBUS_SESSION_BUS_ADDRESS", f"unix:path={tmp_path / 'no-bus'}")
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "no-runtime"))
    kura_home.mkdir(parents=True)
    before = sorted(fake_home.rglob("*")), sorted(kura_home.rglob("*"))
    code, out, err = run(capsys, "service", "install")
    assert code == 1
    assert err.strip().splitlines() == [
        "kura: error: kura service install failed: exit 1 (what it wrote was rolled back)"
    ]
    unit = fake_home / ".config" / "systemd" / "user" / "kura.service"
    assert f"rolled back: removed {unit}" in out and f"rolled back: removed {kura_home / 'kura.toml'}" in out
    assert (sorted(fake_home.rglob("*")), sorted(kura_home.rglob("*"))) == before  # not even the folders stay


def test_a_failed_install_puts_back_a_file_it_replaced(tmp_path: Path) -> None:
    kept, new = tmp_path / "kura.toml", tmp_path / "deep" / "er" / "unit"
    kept.write_bytes(b"# mine\n")
    plan = resident.Plan("linux", "install", write=[(kept, b"# theirs\n"), (new, b"x")])
    plan.run.append(resident.Step([sys.executable, "-c", "raise SystemExit(4)"]))
    lines: list[str] = []
    assert plan.execute(lines.append) == 4
    assert kept.read_bytes() == b"# mine\n" and not (tmp_path / "deep").exists()
    assert f"rolled back: restored {kept}" in lines
