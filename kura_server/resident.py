"""Running resident: the service files for each OS (``kura service``).

The templates are ``config/`` at the top of the repository (what a person reads and may use by
hand); the package ships byte-identical copies in ``resources/service/`` so that ``pip install``
users have them (setuptools cannot package files outside the package). ``tests/test_resident.py``
fails when the two differ. ``@NAME@`` placeholders are filled in here; the Windows scripts have
none (they take their paths as arguments).

An install is a :class:`Plan` — files to write or remove, commands to run — so ``--dry-run`` prints
exactly what a real run would do, and a real run does exactly that.
"""

from __future__ import annotations

import contextlib
import os
import platform
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any, Literal
from xml.sax.saxutils import escape

from .errors import invalid
from .settings import Settings

OS = Literal["linux", "macos", "windows"]
SYSTEMD_UNIT = "kura.service"
LAUNCHD_LABEL = "dev.kura.daemon"
TASK_NAME = "kura"
LOG_MAX_BYTES = 10 * 1024 * 1024
LOG_BACKUPS = 5
TEMPLATES = ("kura.service", "dev.kura.daemon.plist", "kura-start.cmd", "register-task.ps1")


def current_os() -> OS:
    return {"Darwin": "macos", "Windows": "windows"}.get(platform.system(), "linux")  # type: ignore[return-value]


def template(name: str) -> bytes:
    """A shipped service template, as bytes (the Windows scripts' bytes matter)."""
    return resources.files("kura_server.resources").joinpath("service", name).read_bytes()


def kura_executable(target: OS) -> str:
    """The ``kura`` console script of this installation: beside this Python, else on PATH."""
    name = "kura.exe" if target == "windows" else "kura"
    beside = Path(sys.executable).with_name(name)
    if beside.is_file():
        return str(beside)
    found = shutil.which("kura")
    return str(Path(found).absolute()) if found else name


@dataclass
class Step:
    argv: list[str]
    may_fail: bool = False  # e.g. unloading what may not be loaded

    def show(self) -> str:
        return " ".join(shlex.quote(a) for a in self.argv)


@dataclass
class Plan:
    """What ``kura service <action>`` does: write these files, remove those, run these commands."""

    os: OS
    action: str
    write: list[tuple[Path, bytes]] = field(default_factory=list)
    remove: list[Path] = field(default_factory=list)
    run: list[Step] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def describe(self) -> list[str]:
        out = [f"kura service {self.action} ({self.os}):"]
        for path, data in self.write:
            out.append(f"would write {path}:")
            out += ["    " + line for line in data.decode("utf-8").splitlines()]
        out += [f"would remove {p}" for p in self.remove]
        out += [f"would run: {s.show()}" for s in self.run]
        out += [f"note: {n}" for n in self.notes]
        return out

    def execute(self, echo: Any = print) -> int:
        """Do it; the exit code of the first command that failed (0 when all went well). When one
        fails, every file this run wrote is put back as it was (removed if it was new), and so are
        the folders it made: a failed install leaves nothing behind."""
        undo: list[tuple[Path, bytes | None]] = []
        made: list[Path] = []
        for path, data in self.write:
            made += reversed([d for d in path.parents if not d.exists()])
            undo.append((path, path.read_bytes() if path.is_file() else None))
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            echo(f"wrote {path}")
        for step in self.run:
            rc = _run(step, echo)
            if rc:
                _undo(undo, made, echo)
                return rc
        for path in self.remove:
            if path.exists():
                path.unlink()
                echo(f"removed {path}")
        for note in self.notes:
            echo(f"note: {note}")
        return 0


def _run(step: Step, echo: Any) -> int:
    """One command, its output echoed; its exit code (0 for a step that may fail)."""
    echo(f"running: {step.show()}")
    try:
        done = subprocess.run(step.argv, capture_output=True, text=True, timeout=120, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        if step.may_fail:
            return 0
        echo(f"failed: {exc}")
        return 1
    for line in (done.stdout + done.stderr).splitlines():
        echo(f"    {line}")
    return 0 if step.may_fail else done.returncode


def _undo(written: list[tuple[Path, bytes | None]], made: list[Path], echo: Any) -> None:
    for path, before in reversed(written):
        if before is None:
            path.unlink(missing_ok=True)
            echo(f"rolled back: removed {path}")
        else:
            path.write_bytes(before)
            echo(f"rolled back: restored {path}")
    for folder in reversed(made):
        with contextlib.suppress(OSError):  # not empty: something else put a file there meanwhile
            folder.rmdir()


def _fill(text: bytes, values: dict[str, str], *, xml: bool = False) -> bytes:
    out = text.decode("utf-8")
    for key, value in values.items():
        out = out.replace(f"@{key}@", escape(value) if xml else value)
    return out.encode("utf-8")


def _uid() -> str:
    return str(os.getuid()) if hasattr(os, "getuid") else "$(id -u)"


def plan(action: str, target: OS, settings: Settings, config: Path) -> Plan:
    """The plan for ``action`` (install | uninstall | status) on ``target``, for this installation."""
    if action not in ("install", "uninstall", "status"):
        raise invalid(f"unknown action {action!r}: install, uninstall or status")
    home = settings.home
    values = {"KURA_EXE": kura_executable(target), "KURA_HOME": str(home), "KURA_CONFIG": str(config)}
    p = Plan(target, action)
    if target == "linux":
        unit = Path.home() / ".config" / "systemd" / "user" / SYSTEMD_UNIT
        ctl = ["systemctl", "--user"]
        if action == "install":
            p.write.append((unit, _fill(template("kura.service"), values)))
            p.run += [Step([*ctl, "daemon-reload"]), Step([*ctl, "enable", "--now", SYSTEMD_UNIT])]
            p.notes.append("logs: journalctl --user -u kura.service (journald rotates them)")
            p.notes.append("to keep kura running while you are logged out: loginctl enable-linger $USER")
        elif action == "uninstall":
            p.run += [Step([*ctl, "disable", "--now", SYSTEMD_UNIT], may_fail=True)]
            p.remove.append(unit)
            p.notes.append(f"then: {' '.join(ctl)} daemon-reload")
        else:
            p.run.append(Step([*ctl, "status", "--no-pager", SYSTEMD_UNIT]))
    elif target == "macos":
        plist = Path.home() / "Library" / "LaunchAgents" / f"{LAUNCHD_LABEL}.plist"
        logs = Path.home() / "Library" / "Logs" / "kura"
        domain = f"gui/{_uid()}"
        if action == "install":
            values["LOG_DIR"] = str(logs)
            p.write.append((plist, _fill(template("dev.kura.daemon.plist"), values, xml=True)))
            p.run += [
                Step(["mkdir", "-p", str(logs)]),
                Step(["launchctl", "bootout", f"{domain}/{LAUNCHD_LABEL}"], may_fail=True),
                Step(["launchctl", "bootstrap", domain, str(plist)]),
            ]
            p.notes.append(f"logs: {logs}/kura.log (rotated by kura: {LOG_BACKUPS} files of 10 MB)")
        elif action == "uninstall":
            p.run.append(Step(["launchctl", "bootout", f"{domain}/{LAUNCHD_LABEL}"], may_fail=True))
            p.remove.append(plist)
        else:
            p.run.append(Step(["launchctl", "print", f"{domain}/{LAUNCHD_LABEL}"]))
    else:
        folder = home / "service"
        start, register = folder / "kura-start.cmd", folder / "register-task.ps1"
        ps = ["powershell.exe", "-NoProfile", "-ExecutionPolicy", "Bypass", "-File", str(register)]
        if action == "install":
            p.write += [(start, template("kura-start.cmd")), (register, template("register-task.ps1"))]
            p.run.append(Step([*ps, "-StartScript", str(start), "-KuraExe", values["KURA_EXE"],
                               "-KuraHome", str(home), "-KuraConfig", str(config)]))  # fmt: skip
            p.notes.append(f"logs: {home / 'logs'}; after 3 failed restarts: {home / 'KURA-FAILED-TO-START.txt'}")
            p.notes.append("from an elevated PowerShell the task runs in the background (S4U); else headless")
        elif action == "uninstall":
            p.run.append(Step([*ps, "-Unregister"], may_fail=True))
            p.remove += [start, register]
        else:
            p.run.append(Step(["schtasks.exe", "/Query", "/TN", TASK_NAME, "/V", "/FO", "LIST"]))
    if action == "install" and not config.is_file():
        # The service names its config file explicitly: make sure there is one (defaults apply).
        p.write.insert(0, (config, b"# kura configuration: kura.example.toml lists every key and its default.\n"))
    return p
