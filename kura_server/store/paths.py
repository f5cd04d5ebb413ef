"""Safe paths and file writes: the only way kura turns user input into a file it touches, and the only
file-system writers outside ``store/`` may call (the markdown itself is written by :class:`Store` only).

:func:`contained` is the one containment check: every path built from input goes through it, either
as a plain name under a root (:func:`safe_child`), as a path inside a store checked when it is opened
(:func:`resolve_inside`), or as a given path that must lie under one of some roots (a journal under the
configured journal roots).

Symlinks inside a store: a memory file or ``MEMORY.md`` may be one only if it resolves inside the store
root, outside its workshop folders; a workshop folder or file (``_index/``, ``_review/``, …, anything
:func:`safe_child` names by default) never is one. Anything else is ``unsafe_path`` (409: the store on
disk is unsafe, not the request).

Every file kura reads in a store, a journal or an import is opened by :func:`open_regular` (or read by
:func:`read_regular` / :func:`read_regular_text`): only a regular file is read; a pipe, a socket or a
device is ``unsafe_path`` at once, never waited on (:func:`unsafe_entries` finds both kinds for doctor), and so
is a folder where kura keeps a file or a file where it keeps a folder (:func:`wrong_kind`).
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, BinaryIO

from .. import jsontext
from ..errors import KuraError, disk_errors, unsafe_path

# Windows refuses its device names as file names, in any case and with any extension (``con.md``):
# kura runs at logon there. A lookahead for every pattern that names a file or folder.
WINDOWS_RESERVED = r"(?!(?i:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|\Z))"
# A slug names one memory file: lowercase letters and digits, words joined by '-' (or '_', which
# memory directories written by agent hosts use). A leading '_' is reserved for workshop folders.
# ``\Z``, never ``$`` (which also matches before a final newline).
SLUG = re.compile(rf"\A{WINDOWS_RESERVED}[a-z0-9](?:[a-z0-9_-]{{0,118}}[a-z0-9])?\Z")


def validate_slug(slug: str) -> str:
    """Return ``slug`` if it is a valid memory slug, else raise ``unsafe_path``/``invalid``."""
    if not isinstance(slug, str) or not SLUG.fullmatch(slug):
        shown = repr(slug)[:80]
        raise unsafe_path(
            f"invalid slug {shown}: use lowercase letters, digits and '-' (no dots, slashes, spaces or control "
            "characters, not a Windows device name such as con, nul or com1)"
        )
    return slug


def contained(path: Path | str, roots: Iterable[Path | str], *, roots_resolved: bool = False) -> Path | None:
    """``path`` resolved (``~`` expanded, symlinks followed) if it is one of ``roots`` or lies inside one
    of them (each resolved the same way, unless ``roots_resolved`` says they are); else ``None``. The one
    containment check in kura. A path that names no file at all (a NUL in it, ``~user`` for no such user, a
    symlink loop) is inside nothing."""
    try:
        resolved = Path(path).expanduser().resolve()
    except (ValueError, RuntimeError, OSError):
        return None
    for root in roots:
        base = Path(root) if roots_resolved else Path(root).expanduser().resolve()
        if resolved == base or resolved.is_relative_to(base):
            return resolved
    return None


def unsafe_link(message: str) -> KuraError:
    """A symlink (or a lexical escape) found on disk inside a store: the store is unsafe to serve as it
    is (409), whatever the request was; ``kura doctor`` lists it."""
    return KuraError("unsafe_path", message, status=409)


def wrong_kind(path: Path | str, *, folder: bool) -> KuraError:
    """An entry of a store that is not the kind kura keeps under its name: a folder named ``MEMORY.md`` or
    ``<slug>.md`` (kura keeps a file there), or a file named ``_undo`` (``folder``: kura keeps a workshop
    folder there). Nothing is read or written through it: ``unsafe_path`` (409); ``kura doctor`` lists it."""
    what = "is not a folder, where kura keeps a workshop folder" if folder else "is a folder, where kura keeps a file"
    return unsafe_link(
        f"{Path(path).name!r} {what}: nothing is read or written through it; move it aside (see kura doctor)"
    )


def through_a_file(path: Path | str) -> KuraError:
    """``path``, or one of its parents, is a file (or a pipe…) where kura needs a folder: a ``KURA_HOME`` or
    a store path given as a file's (``NotADirectoryError`` on the way to it). ``unsafe_path`` (409) naming
    that part, the first that is not a folder, never the OS's error."""
    path = Path(path)
    blocker = next((p for p in (*reversed(path.parents), path) if p.exists() and not p.is_dir()), path)
    where = "" if blocker == path else f" (on the way to {str(path)!r})"
    return unsafe_link(
        f"{str(blocker)!r} is not a folder, where kura needs one{where}: nothing is read or written through "
        "it; move it aside, or point KURA_HOME or the store's path elsewhere"
    )


def make_folder(path: Path) -> None:
    """Create the folder ``path`` (and its parents) unless it is there; a file (or a pipe…) in its place is
    :func:`wrong_kind` (409), one on the way to it :func:`through_a_file`, never ``FileExistsError``."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise wrong_kind(path, folder=True) from None
    except NotADirectoryError:
        raise through_a_file(path) from None


def resolve_inside(root: Path, path: Path, *, links: bool = False) -> Path:
    """``path``, which lies under ``root``, proven safe to open now: it resolves inside ``root`` (the one
    check, :func:`contained`), and unless ``links`` no part of it below ``root`` is a symlink at all (with
    ``links``, a symlink is followed to a file inside ``root`` but not into a ``_`` workshop folder).
    ``root`` itself may be a symlink (a store folder kept elsewhere). Returns ``path`` as given."""
    given = Path(path).expanduser()
    try:
        rel = given.relative_to(Path(root).expanduser())
    except ValueError:
        rel = None
    if rel is None or ".." in rel.parts:
        raise unsafe_link(f"{given.name!r} is not inside its store")
    _inside(Path(root).expanduser().resolve(), rel, links=links)
    return given


def _inside(base: Path, rel: Path, *, links: bool) -> None:
    """The check of :func:`resolve_inside` for ``rel`` (no ``..``) under the resolved ``base``. With no
    symlink below ``base`` (the common case: an ``lstat`` per part), ``base / rel`` is itself resolved and
    inside; otherwise :func:`contained` decides (and without ``links`` any symlink is refused)."""
    workshop = links and rel.as_posix().startswith("_")  # followable refuses it, link or not
    if not workshop and not _link_below(base, rel):
        return
    resolved = followable(base, base / rel) if links else contained(base / rel, [base], roots_resolved=True)
    if resolved is None:
        raise unsafe_link(
            f"{rel.as_posix()!r} is a symlink out of its store (or into its workshop): refused (see kura doctor)"
        )
    if not links:
        raise unsafe_link(f"{rel.as_posix()!r} is a symlink: workshop files and folders never are (see kura doctor)")


def _link_below(base: Path, rel: Path) -> bool:
    """Whether a part of ``base / rel`` below ``base`` is a symlink (a part that does not exist is none)."""
    path = base
    for part in rel.parts:
        path = path / part
        try:
            if stat.S_ISLNK(os.lstat(path).st_mode):
                return True
        except (FileNotFoundError, NotADirectoryError):
            return False
    return False


def followable(base: Path, path: Path) -> Path | None:
    """``path`` resolved, if it lies inside the store ``base`` (resolved) and not in one of its workshop folders."""
    resolved = contained(path, [base], roots_resolved=True)
    return None if resolved is None or resolved.relative_to(base).as_posix().startswith("_") else resolved


def unsafe_entries(root: Path) -> tuple[list[str], list[str], list[str]]:
    """What kura refuses in the store at ``root``, as paths relative to it, sorted, in one walk: the symlinks
    it will not open (a ``.md`` file — a memory, ``MEMORY.md`` — that resolves outside the store or into
    its workshop, and any symlink that is a workshop folder or lies inside one), what it would read that
    is not a regular file (a ``.md`` entry or a workshop file that is a pipe, a socket or a device:
    :func:`open_regular` refuses each), and what is not the kind kura keeps under its name (a ``.md`` that
    is a folder, a ``_`` name — a workshop folder's — that is not one: :func:`wrong_kind`). Other entries
    are not kura's and are not looked at."""
    base = Path(root).expanduser().resolve()
    links: list[str] = []
    odd: list[str] = []
    kind: list[str] = []
    if not base.is_dir():
        return links, odd, kind
    with os.scandir(base) as it:
        entries = [(e.name, e.is_symlink(), e.is_dir(follow_symlinks=False)) for e in it]
    for name, link, folder in entries:
        if name.startswith("_") and link:
            links.append(name)
        elif name.startswith("_") and folder:
            for dirpath, dirnames, filenames in os.walk(base / name):  # never follows a link
                rel = Path(dirpath).relative_to(base)
                for n in dirnames + filenames:
                    mode = _mode(Path(dirpath) / n, follow=False)
                    if stat.S_ISLNK(mode):
                        links.append((rel / n).as_posix())
                    elif _special(mode):
                        odd.append((rel / n).as_posix())
        elif name.startswith("_"):
            kind.append(name)  # a file (or a pipe…) where only workshop folders are kept
        elif name.endswith(".md") and link and followable(base, base / name) is None:
            links.append(name)
        elif name.endswith(".md"):
            mode = _mode(base / name, follow=True)
            if _special(mode):
                odd.append(name)
            elif stat.S_ISDIR(mode):
                kind.append(name)
    return sorted(links), sorted(odd), sorted(kind)


def _mode(path: Path, *, follow: bool) -> int:
    """``path``'s file type and mode; 0 when it is gone (or a link to nowhere, followed)."""
    try:
        return os.stat(path, follow_symlinks=follow).st_mode
    except OSError:
        return 0


def _special(mode: int) -> bool:
    """A pipe, a socket or a device: something there that is neither a file nor a folder (a link is
    judged before this is asked)."""
    return mode != 0 and not (stat.S_ISREG(mode) or stat.S_ISDIR(mode))


def safe_child(root: Path, name: str, *, links: bool = False) -> Path:
    """``root / name``, proven to stay inside ``root`` before any open: a plain relative name, and no
    symlink on the way (with ``links``, a symlink that resolves inside ``root`` is followed: memory files)."""
    if not name or "\x00" in name or name.startswith(("/", "\\")) or Path(name).is_absolute():
        raise unsafe_path(f"path {name[:80]!r} is not a plain name inside its store")
    parts = Path(name).parts
    if any(p in ("..", ".") for p in parts) or "\\" in name or ":" in name:
        raise unsafe_path(f"path {name[:80]!r} leaves its store")
    base = root.resolve()
    _inside(base, Path(name), links=links)
    return base / name


_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # (none on Windows, which has no FIFOs in its file system)
_READ_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_BINARY", 0) | getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_EUID = getattr(os, "geteuid", None)  # (none on Windows, whose files have no owner id)


def open_regular(path: Path | str, *, private: bool = False) -> BinaryIO:
    """``path`` opened to read, if it is a regular file (after links). A pipe, a socket or a device where
    kura expects a file would block its open or its read for ever — a FIFO named ``MEMORY.md`` held the
    store's write lock with it — so it is opened without waiting and refused: ``unsafe_path`` (409), as
    a link out of a store is. A missing file or a folder raise as ``open`` does (``FileNotFoundError``,
    ``IsADirectoryError``). ``private``: a file kura trusts as its own (the daemon's runtime file) — not a
    link (``ELOOP``), and this user's, which no one else may write; another's is ``unsafe_path``."""
    fd = os.open(path, _READ_FLAGS | (_NOFOLLOW if private else 0))
    try:
        st = os.fstat(fd)
        mode = st.st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(mode):
            raise unsafe_link(f"{Path(path).name!r} is not a regular file (a pipe, a socket or a device): not read")
        if private and _EUID is not None and (st.st_uid != _EUID() or mode & (stat.S_IWGRP | stat.S_IWOTH)):
            raise unsafe_link(f"{Path(path).name!r} is another user's or others may write it: not read")
        if _NONBLOCK:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: Path | str) -> bytes:
    """The bytes of ``path``, a regular file (:func:`open_regular`)."""
    with open_regular(path) as f:
        return f.read()


def read_regular_text(path: Path | str, *, errors: str = "strict") -> str:
    """The UTF-8 text of ``path``, a regular file (:func:`open_regular`), newlines read as ``open`` reads them."""
    with io.TextIOWrapper(open_regular(path), encoding="utf-8", errors=errors) as f:
        return f.read()


def read_records(path: Path | str) -> list[Any]:
    """The records of a JSONL file kura appends to (a regular file), in order. A record ends at ``\n`` only
    (not ``splitlines``: U+2028 in a record's string is no line end), and a line that is not JSON — the
    torn last line of an append a crash cut short — is skipped, never fatal."""
    out = []
    for line in read_regular_text(path).split("\n"):
        if line.strip():
            try:
                out.append(jsontext.loads(line))
            except ValueError:
                continue
    return out


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def atomic_write(path: Path, data: bytes | str | Iterable[bytes], *, sync_dir: bool = True) -> None:
    """Write ``data`` so a crash leaves either the old file or the new one, never half of either.

    temp file in the same directory → write → fsync → rename over the target → fsync the directory.
    ``sync_dir=False`` leaves the last step to the caller, whose next write in the same directory
    makes both renames durable with one directory fsync (the rename is atomic either way). ``data`` may
    be chunks of bytes, written as they come: a file too big to build whole in memory first.
    """
    with _swapped_in(path, sync_dir) as f:
        if isinstance(data, str | bytes):
            f.write(data.encode("utf-8") if isinstance(data, str) else data)
        else:
            for chunk in data:
                f.write(chunk)


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def atomic_extend(path: Path, source: BinaryIO, raw: bytes, keep: int, tail: bytes, *, sync_dir: bool = True) -> None:
    """:func:`atomic_write` of ``raw[:keep] + tail``, where ``raw`` is what ``source`` (the file at
    ``path``, open for reading) holds: the kept bytes are copied file to file inside the kernel where
    it can (``copy_file_range``: no 1 MB string built and written back at a 10k-memory ``MEMORY.md``),
    else written from ``raw``. A copy that comes up short (the file changed under us) is redone from
    ``raw``: the new file is ``raw[:keep] + tail`` either way."""
    with _swapped_in(path, sync_dir) as f:
        if _kernel_copy(source.fileno(), f.fileno(), keep) == keep:
            f.seek(keep)  # where the kernel left the file's offset, said to the buffered file too
        else:
            f.seek(0)
            f.truncate()
            f.write(memoryview(raw)[:keep])
        f.write(tail)


# copy_file_range's "not here" (an old kernel, a file system or platform without it): copy in Python.
_NO_KERNEL_COPY = frozenset({errno.ENOSYS, errno.EXDEV, errno.EINVAL, errno.EOPNOTSUPP, errno.ENOTSUP, errno.EBADF})


def _kernel_copy(src: int, dst: int, count: int) -> int:
    """Copy the first ``count`` bytes of ``src`` to ``dst`` (from its offset on) in the kernel; returns
    the bytes copied (fewer: the source is shorter, or the kernel cannot do it here)."""
    copy = getattr(os, "copy_file_range", None)
    done = 0
    try:
        while copy is not None and done < count:
            n = copy(src, dst, count - done, done)
            if n == 0:
                break
            done += n
    except OSError as exc:
        if exc.errno not in _NO_KERNEL_COPY:
            raise  # a full disk, an I/O error: the write's own failure
    return done


@contextlib.contextmanager
def _swapped_in(path: Path, sync_dir: bool) -> Iterator[BinaryIO]:
    """A temp file next to ``path`` to fill; once the block ends it is fsynced and renamed over ``path``
    (then the directory fsynced, with ``sync_dir``); an error in the block removes it."""
    directory = path.parent
    make_folder(directory)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        try:
            os.replace(tmp, path)
        except IsADirectoryError:
            raise wrong_kind(path, folder=False) from None
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    if sync_dir:
        fsync_dir(directory)


def fsync_dir(directory: Path) -> None:
    """Make a rename or unlink in ``directory`` durable (a no-op where directories cannot be opened)."""
    if os.name == "nt":  # pragma: no cover - Windows has no directory fds
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def append_line(path: Path, line: str) -> None:
    """Append one line durably (audit logs, queues): :func:`append_bytes` of the line and its newline."""
    make_folder(path.parent)
    append_bytes(path, (line.rstrip("\n") + "\n").encode("utf-8"))


@disk_errors()  # an I/O error: its KuraError
def truncate_to(path: Path, size: int) -> None:
    """Cut ``path`` back to its first ``size`` bytes, durably (a torn tail, an append undone)."""
    with open(path, "r+b") as f:
        f.truncate(size)
        f.flush()
        os.fsync(f.fileno())


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def append_bytes(path: Path, data: bytes) -> None:
    """Append ``data`` at the end of ``path`` (created if missing) and fsync it: an O_APPEND write, no
    copy of what the file holds. A crash mid-append can leave a part of ``data`` at the end (a torn
    tail): the file's reader must know how to find and repair one (``MEMORY.md``: its memory files)."""
    with open(path, "ab") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


@contextlib.contextmanager
def synced_writer(path: Path) -> Iterator[BinaryIO]:
    """``path`` opened for writing (created or truncated), flushed and fsynced when the block ends
    without an error. For a file written whole and then renamed into place (alone or in its folder).
    A full disk or an I/O error, in the block too, leaves as its ``KuraError`` (507, …)."""
    with disk_errors(), open(path, "wb") as f:
        yield f
        f.flush()
        os.fsync(f.fileno())


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def create_private(path: Path, text: str) -> bool:
    """Create ``path`` holding ``text``, readable by its owner only (mode 0600), only if it does not
    exist; False when it already does (another writer created it first)."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    return True


@disk_errors()  # a full disk or an I/O error: its KuraError (507, …)
def rename_into_place(source: Path, target: Path) -> None:
    """Move a finished file or folder to ``target`` in one atomic rename, made durable."""
    os.replace(source, target)
    fsync_dir(target.parent)


def remove_file(path: Path) -> bool:
    """Remove one workshop file; True when it was there."""
    try:
        path.unlink()
    except FileNotFoundError:
        return False
    return True


def remove_older(folder: Path, before: float, keep: Iterable[str] = ()) -> int:
    """Remove the ``*.json`` files of the workshop folder ``folder`` last written before ``before`` (seconds
    since the epoch, against each file's mtime), but none whose stem is in ``keep``; each reached through
    :func:`safe_child` from the folder's parent (a linked folder or file is never followed). How many went."""
    if not folder.is_dir():
        return 0
    kept, gone = set(keep), 0
    for found in sorted(folder.glob("*.json")):
        if found.stem in kept:
            continue
        path = safe_child(folder.parent, f"{folder.name}/{found.name}")
        try:
            old = path.stat().st_mtime < before
        except FileNotFoundError:
            continue
        if old and path.is_file() and remove_file(path):
            gone += 1
    return gone


def remove_empty_folder(path: Path) -> bool:
    """Remove a workshop folder if it is empty (and not a link); True when it went."""
    try:
        path.rmdir()
    except OSError:  # not empty, a link, already gone
        return False
    return True


def remove_tree(path: Path) -> None:
    """Remove a workshop folder and everything in it (what is already gone is no error)."""
    shutil.rmtree(path, ignore_errors=True)
