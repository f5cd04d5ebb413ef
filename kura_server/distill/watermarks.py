"""Watermarks and reservations: how far each journal has been drunk, per store, and who drinks now.

State lives in the store's workshop folder ``_watermarks/``: one ``<journal_id>.json`` per journal
(``{"journal", "position", "lease"}``), written atomically and only under that journal's file lock
(``<journal_id>.lock``, held across threads and processes). Stores share nothing: two stores
drinking from one journal each keep their own watermark.

The *sip* protocol (SPEC §4, "reserve before drinking")::

    res = marks.reserve(path, upto)        # under the lock, BEFORE reading; None: someone else holds it
    if res is not None:
        result = adapter.read(path, res.start, until=res.upto)
        ...                                # distil; ids from span_id(res.journal_id, start, end)
        marks.commit(res, result.position) # the watermark moves (never back); or release(res) on failure

One lease per journal, not stacked stretches: where a stretch ends is known only once it has been
read (a partial last line, a reply still streaming, an open paragraph), so the next stretch cannot be
handed out before the first one's end is known. Two distillers on one store work on different
journals side by side; on one journal the second gets nothing until the first commits (then it gets
the next stretch), releases (then the same stretch), or dies. A lease expires after
``lease_seconds``; while it is held, a keeper thread started by ``reserve`` renews it every third of
that (``renew``), and ``commit`` / ``release`` stop the keeper, so a distillation longer than the lease
keeps its stretch and a dead holder stops renewing. A lease whose process is gone from this host is
reclaimed at once; a lease on another host lapses ``lease_seconds`` after its last renewal. A commit
with a lost lease is refused (``reservation_lost``): the stretch may be in other hands. Watermarks only
move forward: a commit or merge keeps the later position — except ``restart``, below.

A byte watermark also keeps what it was taken over (:class:`Identity`: the file's device and inode,
and a digest of the 4 KiB just before the position, ``journals.base.tail_digest``), given to
``commit``. :func:`rewritten` says why a journal no longer holds what its watermark was taken over:
shorter than the position (truncated, rotated by copytruncate, replaced by a shorter file), or other
bytes before it (replaced, or truncated and written past the position again). The bytes decide, not
the inode: a copy with the same bytes (a backup tool's restore, an editor's save-by-rename that only
appended) goes on from the watermark, since reading it again would cost model calls for nothing. The
caller then ``restart`` s the reservation: the watermark is dropped, under the lease, and the journal
is read from its start (span ids, drafts and reconcile make that idempotent). A sequence watermark
(a JSON journal rewritten whole by design) is rewritten only when the journal holds fewer messages. A
watermark saved before identities were kept (no ``identity``) is trusted while the journal is at
least as long, and gets one at its next commit: nothing is read again for want of it.

A watermark also counts the runs in which the model answered the batch that starts at it with
nothing usable (:class:`Failure`, ``fail``): the pipeline skips that batch once the count reaches its
limit. The count is dropped once the watermark moves past it.
"""

from __future__ import annotations

import hashlib
import logging
import os
import socket
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock
from pydantic import BaseModel, ConfigDict, ValidationError

from .. import jsontext
from ..errors import KuraError, held, invalid
from ..store.paths import atomic_write, open_regular, read_regular, safe_child
from ..write.redact import redact
from .journals.base import Position, tail_digest

log = logging.getLogger("kura.distill")

FOLDER = "_watermarks"
LEASE_SECONDS = 900.0


def journal_id(path: Path | str) -> str:
    """A stable id for a journal: a hash of its resolved absolute path (symlinks followed)."""
    resolved = os.path.normcase(str(Path(path).expanduser().resolve()))
    return "j" + hashlib.sha256(resolved.encode("utf-8")).hexdigest()[:20]


def span_id(journal_id: str, start: int, end: int) -> str:
    """The idempotent id of what the stretch ``[start, end)`` of a journal produces (a rerun reuses it)."""
    if not 0 <= start <= end:
        raise invalid(f"a span runs forward from 0: got [{start}, {end})")
    return "s" + hashlib.sha256(f"{journal_id}:{start}:{end}".encode()).hexdigest()[:24]


class Lease(BaseModel):
    model_config = ConfigDict(frozen=True)

    token: str
    pid: int
    host: str
    expires: float


class Identity(BaseModel):
    """What a byte watermark was taken over: the file (device, inode) and a digest of (up to) the 4 KiB
    just before the position."""

    model_config = ConfigDict(frozen=True)

    device: int
    inode: int
    tail: str


class Failure(BaseModel):
    """The batch that starts at unit ``at`` got an unusable answer in ``runs`` runs; the last ``reason``."""

    model_config = ConfigDict(frozen=True)

    at: int
    runs: int
    reason: str


class Reservation(BaseModel):
    """A claim on a journal from ``start`` (``None``: its beginning) up to unit ``upto`` (``None``: its end);
    ``identity``: what the watermark at ``start`` was taken over (``None``: not known)."""

    model_config = ConfigDict(frozen=True)

    journal_id: str
    journal: str
    token: str
    start: Position | None
    upto: int | None
    expires: float
    identity: Identity | None = None


class _State(BaseModel):
    journal: str
    position: Position | None = None
    identity: Identity | None = None  # None: a sequence watermark, or one saved before identities were kept
    failed: Failure | None = None
    lease: Lease | None = None


def identify(path: Path, end: int) -> Identity:
    """What ``path`` holds before byte ``end`` now (a missing file raises ``FileNotFoundError``)."""
    with open_regular(path) as f:
        st = os.fstat(f.fileno())
        return Identity(device=st.st_dev, inode=st.st_ino, tail=tail_digest(f, end))


def rewritten(path: Path, position: Position, identity: Identity | None, extent: int) -> str | None:
    """Why the journal ``path``, now ``extent`` units long, no longer holds what the watermark ``position``
    was taken over (``identity``); ``None`` when it still does."""
    if extent < position.value:
        what = "bytes" if position.unit == "byte" else "messages"
        return f"it holds {extent} {what}, fewer than its watermark ({position.value}): truncated or replaced"
    if identity is None or position.unit != "byte":
        return None
    try:
        now = identify(path, position.value)
    except FileNotFoundError:
        return None  # gone meanwhile: the read says so
    if now.tail == identity.tail:
        return None
    other = "another file, with " if (now.device, now.inode) != (identity.device, identity.inode) else ""
    return f"{other}other bytes before its watermark ({position.value}) than were read: replaced"


def later(a: Position | None, b: Position) -> Position:
    """The later of two positions of one journal (the monotonic merge)."""
    if a is None:
        return b
    if a.unit != b.unit:
        raise invalid(f"cannot merge a {b.unit} position into a {a.unit} watermark")
    return b if b.value > a.value else a


def _process_gone(lease: Lease) -> bool:
    """Whether the lease's process is known dead (only on this host, only where signal 0 probes)."""
    if os.name != "posix" or lease.host != socket.gethostname() or lease.pid == os.getpid():
        return False
    try:
        os.kill(lease.pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # exists, owned by someone else
        return False
    return False


class _Keeper:
    """Renews one held reservation every ``every`` seconds until stopped or the lease is lost."""

    def __init__(self, marks: Watermarks, reservation: Reservation, every: float) -> None:
        self.marks = marks
        self.reservation = reservation
        self.every = every
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"kura-lease-{reservation.journal_id}", daemon=True)

    def _run(self) -> None:
        while not self.stopped.wait(self.every):
            try:
                self.marks.renew(self.reservation)
            except KuraError as exc:
                if exc.code == "reservation_lost":
                    return  # committed or released elsewhere, or taken over: nothing left to keep
                log.warning("renewing the lease on %s failed: %s", self.reservation.journal, exc.message)
            except OSError as exc:  # a full disk or a vanished folder: try again at the next beat
                log.warning("renewing the lease on %s failed: %s", self.reservation.journal, exc)

    def stop(self) -> None:
        self.stopped.set()
        if self.thread is not threading.current_thread():
            self.thread.join()


_keepers: dict[str, _Keeper] = {}  # lease token → its keeper (any Watermarks of this process stops it)
_keepers_lock = threading.Lock()


def _keep(marks: Watermarks, reservation: Reservation) -> None:
    keeper = _Keeper(marks, reservation, marks.lease_seconds / 3)
    with _keepers_lock:
        _keepers[reservation.token] = keeper
    keeper.thread.start()


def _stop_keeping(reservation: Reservation) -> None:
    with _keepers_lock:
        keeper = _keepers.pop(reservation.token, None)
    if keeper is not None:
        keeper.stop()


class Watermarks:
    """The watermarks and leases of one store."""

    def __init__(
        self,
        root: Path,
        *,
        lease_seconds: float = LEASE_SECONDS,
        lock_timeout: float = 30.0,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.root = Path(root).expanduser().absolute()
        self.lease_seconds = lease_seconds
        self.lock_timeout = lock_timeout
        self.clock = clock

    # -- state -------------------------------------------------------------------------------------

    def _file(self, jid: str, suffix: str) -> Path:
        folder = safe_child(self.root, FOLDER)
        folder.mkdir(parents=True, exist_ok=True)
        return safe_child(folder, jid + suffix)

    @contextmanager
    def _locked(self, journal: Path | str, jid: str | None = None) -> Iterator[tuple[str, _State]]:
        jid = jid or journal_id(journal)
        lock = FileLock(str(self._file(jid, ".lock")), thread_local=False)
        busy = f"the watermark of {journal} stayed locked"
        with held(lock, self.lock_timeout, "watermark_busy", busy, poll_interval=0.005):
            yield jid, self._load(jid, journal)

    def _load(self, jid: str, journal: Path | str) -> _State:
        path = self._file(jid, ".json")
        try:
            return _State.model_validate(jsontext.loads(read_regular(path)))
        except FileNotFoundError:
            return _State(journal=str(Path(journal).expanduser().absolute()))
        except (ValueError, ValidationError) as e:
            raise KuraError("watermark_corrupt", f"watermark file {path} cannot be read: {e}", status=500) from None

    def _save(self, jid: str, state: _State) -> None:
        atomic_write(self._file(jid, ".json"), state.model_dump_json(indent=1) + "\n")

    def _stale(self, lease: Lease) -> bool:
        return lease.expires <= self.clock() or _process_gone(lease)

    # -- reading and merging ---------------------------------------------------------------------

    def position(self, journal: Path | str) -> Position | None:
        """How far ``journal`` has been consumed in this store (``None``: not at all)."""
        return self.saved(journal)[0]

    def saved(self, journal: Path | str) -> tuple[Position | None, Identity | None]:
        """The watermark of ``journal`` and what it was taken over (``None``: not known)."""
        with self._locked(journal) as (_, state):
            return state.position, state.identity

    def failure(self, journal: Path | str) -> Failure | None:
        """The unusable answers counted for the batch at the watermark of ``journal``."""
        with self._locked(journal) as (_, state):
            return state.failed

    def merge(self, journal: Path | str, position: Position) -> Position:
        """Move the watermark to ``position`` if that is later; return the watermark."""
        with self._locked(journal) as (jid, state):
            merged = later(state.position, position)
            if merged != state.position:
                self._save(jid, state.model_copy(update={"position": merged}))
            return merged

    # -- reservations ----------------------------------------------------------------------------

    def reserve(self, journal: Path | str, upto: int | None = None) -> Reservation | None:
        """Claim the stretch after the watermark (up to unit ``upto``), or ``None`` if it is held.

        The lease renews itself (a keeper thread) until ``commit`` or ``release``: end every reservation
        with one of them (``stretch`` does it for a ``with`` block).
        """
        reservation = self._claim(journal, upto)
        if reservation is not None:
            _keep(self, reservation)
        return reservation

    def _claim(self, journal: Path | str, upto: int | None) -> Reservation | None:
        with self._locked(journal) as (jid, state):
            if state.lease is not None and not self._stale(state.lease):
                return None
            lease = Lease(
                token=uuid.uuid4().hex,
                pid=os.getpid(),
                host=socket.gethostname(),
                expires=self.clock() + self.lease_seconds,
            )
            self._save(jid, state.model_copy(update={"lease": lease}))
            return Reservation(
                journal_id=jid,
                journal=state.journal,
                token=lease.token,
                start=state.position,
                upto=upto,
                expires=lease.expires,
                identity=state.identity,
            )

    def _held(self, state: _State, reservation: Reservation) -> Lease:
        if state.lease is None or state.lease.token != reservation.token:
            raise KuraError(
                "reservation_lost",
                f"the reservation on {reservation.journal} expired and was taken over: its stretch may be read "
                "again by another distiller, so nothing was committed",
                status=409,
            )
        return state.lease

    def renew(self, reservation: Reservation) -> Reservation:
        """Extend a held lease by ``lease_seconds`` from now (the keeper started by ``reserve`` calls it)."""
        with self._locked(reservation.journal, reservation.journal_id) as (jid, state):
            lease = self._held(state, reservation).model_copy(update={"expires": self.clock() + self.lease_seconds})
            self._save(jid, state.model_copy(update={"lease": lease}))
            return reservation.model_copy(update={"expires": lease.expires})

    def commit(self, reservation: Reservation, position: Position, identity: Identity | None = None) -> Position:
        """Move the watermark to ``position`` (where the read of the stretch stopped; ``identity``: what the
        journal held before it, read with the stretch) and end the lease. A failure count the watermark
        moves past is dropped.

        The lease stops renewing whatever happens: a refused commit leaves it to lapse (or to ``release``).
        """
        _stop_keeping(reservation)
        start = reservation.start
        if start is not None and (position.unit != start.unit or position.value < start.value):
            raise invalid(f"position {position.unit} {position.value} is before the reserved stretch's start")
        if reservation.upto is not None and position.value > reservation.upto:
            raise invalid(f"position {position.value} is past the reserved stretch's end ({reservation.upto})")
        with self._locked(reservation.journal, reservation.journal_id) as (jid, state):
            self._held(state, reservation)
            merged = later(state.position, position)
            ident = identity if merged == position else state.identity
            failed = state.failed if state.failed is not None and merged.value <= state.failed.at else None
            update = {"position": merged, "identity": ident, "failed": failed, "lease": None}
            self._save(jid, state.model_copy(update=update))
            return merged

    def restart(self, reservation: Reservation) -> Reservation:
        """The journal was rewritten (:func:`rewritten`): drop its watermark, under the held lease, and hand
        back the reservation from the journal's start (the one move backwards)."""
        with self._locked(reservation.journal, reservation.journal_id) as (jid, state):
            self._held(state, reservation)
            self._save(jid, state.model_copy(update={"position": None, "identity": None, "failed": None}))
        return reservation.model_copy(update={"start": None, "identity": None})

    def fail(self, reservation: Reservation, at: int, reason: str) -> int:
        """Count a run in which the batch starting at unit ``at`` got an unusable answer (a count for another
        place starts again at 1); the runs counted so far."""
        with self._locked(reservation.journal, reservation.journal_id) as (jid, state):
            self._held(state, reservation)
            runs = state.failed.runs + 1 if state.failed is not None and state.failed.at == at else 1
            failed = Failure(at=at, runs=runs, reason=redact(reason).text)  # a model's words: masked at this door
            self._save(jid, state.model_copy(update={"failed": failed}))
            return runs

    def release(self, reservation: Reservation) -> bool:
        """Give the stretch back unread (a failure or a crash path); ``False`` if the lease was already gone."""
        _stop_keeping(reservation)
        with self._locked(reservation.journal, reservation.journal_id) as (jid, state):
            if state.lease is None or state.lease.token != reservation.token:
                return False
            self._save(jid, state.model_copy(update={"lease": None}))
            return True

    @contextmanager
    def stretch(self, journal: Path | str, upto: int | None = None) -> Iterator[Reservation | None]:
        """``reserve`` for a ``with`` block: a stretch not committed inside the block is released."""
        reservation = self.reserve(journal, upto)
        try:
            yield reservation
        finally:
            if reservation is not None:
                self.release(reservation)
