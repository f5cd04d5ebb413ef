"""A lying model writes secrets of its own into every reply of a distillation: none of them reaches the
store (memory files, MEMORY.md, the index and its WAL, evidence manifests, seeds, review items, ledgers,
the reply cache), the logs, or a later prompt.

The model is the scripted server on a real socket; the secrets are public examples built from pieces
(the AWS documentation's key pair, which every model has seen, a GitHub token, a password in prose, a JWT).
"""

from __future__ import annotations

import json
import logging
import re
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fake_secrets import AWS_ID as AWS_KEY_ID
from fake_secrets import AWS_SECRET as AWS_SECRET_KEY
from fake_secrets import GH_TOKEN, JWT, PASSWORD
from model_server import ModelServer

from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas.writes import RememberRequest
from kura_server.service import Kura
from kura_server.settings import load_settings

pytestmark = pytest.mark.socket

PLANTED = (AWS_KEY_ID, AWS_SECRET_KEY, GH_TOKEN, PASSWORD, JWT)


def _forms(secret: str) -> set[str]:
    """How a planted value can sit in a file: plain, JSON-escaped, '/'-escaped, a distinctive piece of it;
    lower-cased too (the full-text index stores folded tokens)."""
    forms = {secret, json.dumps(secret)[1:-1], secret.replace("/", "\\/"), secret[:12], secret[-12:]}
    return forms | {f.lower() for f in forms}


LEAK_FORMS = sorted(set().union(*(_forms(s) for s in PLANTED)))

USER_SQLITE = "We use SQLite with sqlite-vec for the index, not Postgres."
USER_OWNER = "The release owner is Marta Ruiz, she signs off every release."
SPOT = {
    "candidates": [
        {
            "text": f"The index uses SQLite with sqlite-vec, not Postgres (key {AWS_KEY_ID} {AWS_SECRET_KEY}).",
            "kind": "decision",
            "type": "project",
            "quotes": [{"class": "USER", "text": USER_SQLITE}],
        },
        {
            "text": f"Marta Ruiz is the release owner and signs off every release (password {PASSWORD}).",
            "kind": "fact",
            "type": "project",
            "quotes": [{"class": "USER", "text": USER_OWNER}],
        },
        {
            "text": f"A numpy brute-force index could be tried, pushed with {GH_TOKEN}.",
            "kind": "idea",
            "quotes": [{"class": "SELF", "text": "I suggest we also try a numpy brute-force index."}],
        },
    ]
}
# the reply stops inside a last candidate: that piece goes to the review queue as the raw reply
SPOT_REPLY = json.dumps(SPOT)[:-2] + f', {{"text": "session cookie {JWT} and {GH_TOKEN} cut off mid-'
# The composed text says what its evidence says (the gate re-scans it: a sentence of its own, "session …",
# would be refused whole); the secrets ride along inside the backed sentences.
COMPOSE_SQLITE = {
    "title": f"Index on SQLite, key {AWS_KEY_ID}",
    "trigger": f"index store: SQLite with sqlite-vec {GH_TOKEN}",
    "type": "project",
    "body": f"The index uses SQLite with sqlite-vec, not Postgres, key {AWS_KEY_ID} / {AWS_SECRET_KEY}.",
}
COMPOSE_OWNER = {
    "title": "Release owner Marta Ruiz",
    "trigger": f"Marta Ruiz signs off releases {JWT}",
    "type": "project",
    "body": f"Marta Ruiz is the release owner; she signs off every release. Password: {PASSWORD}.",
}
DRAIN_FIX = {
    "verdict": "fix",
    "reason": f"the key {AWS_KEY_ID} belongs in the body",
    "title": "Release owner",
    "trigger": f"Marta Ruiz; the password is {PASSWORD}",
    "body": f"Marta Ruiz is the release owner; she signs off every release {GH_TOKEN}.",
}
DRAIN_TOSS = {"verdict": "toss", "reason": f"it leaks {AWS_SECRET_KEY} next to {AWS_KEY_ID} and {JWT}"}
NOVELTY = {"action": "ADD", "target": None, "relation": "NEW", "reason": f"new; compare {GH_TOKEN}"}


def _plain(secret: str) -> str:
    return secret


def script(server: ModelServer, disguise: Callable[[str], str] = _plain) -> None:
    """Script the lying model; ``disguise`` rewrites each planted secret as the model writes it."""

    def say(reply: str) -> str:
        for secret in PLANTED:
            reply = reply.replace(secret, disguise(secret))
        return reply

    server.on("# Task: spot", say(SPOT_REPLY))
    server.on("<fact>\nThe index uses SQLite", say(json.dumps(COMPOSE_SQLITE, ensure_ascii=False)))
    server.on("<fact>\nMarta Ruiz", say(json.dumps(COMPOSE_OWNER, ensure_ascii=False)))
    server.on("# Task: novelty", say(json.dumps(NOVELTY, ensure_ascii=False)))
    server.on("Title: Release owner", say(json.dumps(DRAIN_FIX, ensure_ascii=False)))
    server.on("# Task: drain", say(json.dumps(DRAIN_TOSS, ensure_ascii=False)))


@pytest.fixture
def kura(kura_home: Path, server: ModelServer, journals: Path) -> Iterator[Kura]:
    settings = load_settings(
        home=kura_home,
        embedder={"kind": "hash"},
        models={"cache": True, "thinker": server.profile()},
        stores={"main": {"path": kura_home / "stores" / "main"}},
        distill={"journals": {"fixture": {"path": journals, "store": "main", "adapter": "jsonl", "glob": "*.jsonl"}}},
    )
    service = Kura(settings, embedder=HashEmbedder())
    yield service
    service.close()


def _leaks(data: str) -> list[str]:
    folded = data.lower()
    return [form for form in LEAK_FORMS if form.lower() in folded]


def test_secrets_a_lying_model_writes_reach_nothing(
    kura: Kura, server: ModelServer, kura_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    script(server)
    ran = kura.distill_run()
    assert ran.did_work and not ran.errors, ran
    drained = kura.drain()
    assert drained.did_work, drained
    assert drained.fixed or drained.poured, drained  # something the model wrote went into memory
    assert kura.review_list(), "the cut-off piece should wait in the review queue"
    kura.close()  # checkpoint the index's WAL: what is on disk is all there is

    store = kura_home / "stores" / "main"
    assert any("[REDACTED:" in p.read_text(errors="replace") for p in store.rglob("*.md")), "masks were written"
    assert list((store / "_cache" / "models").glob("*.json")), "the reply cache was used"
    leaked = {
        str(path.relative_to(kura_home)): found
        for path in kura_home.rglob("*")
        if path.is_file() and (found := _leaks(path.read_bytes().decode("utf-8", "replace")))
    }
    assert not leaked, leaked
    sent = [json.dumps(body, ensure_ascii=False) for body in server.bodies]
    assert len(sent) > 3 and not [s for s in sent if _leaks(s)], "a planted secret was sent on to a model"
    assert not _leaks(caplog.text)
    assert not _leaks(json.dumps([ran.model_dump(), drained.model_dump()], ensure_ascii=False, default=str))


def _math(secret: str) -> str:
    """Mathematical bold letters and digits (𝐀𝐊𝐈𝐀…)."""
    return "".join(
        chr(0x1D400 + ord(c) - 65) if "A" <= c <= "Z" else chr(0x1D41A + ord(c) - 97) if "a" <= c <= "z"
        else chr(0x1D7CE + ord(c) - 48) if c.isdigit() else c
        for c in secret
    )  # fmt: skip


def _every_six(between: str) -> Callable[[str], str]:
    return lambda s: between.join(s[i : i + 6] for i in range(0, len(s), 6))


# How a model can write a secret so that it reads the same but matches no pattern written for ASCII:
# full-width letters (ＡＫＩＡ…) or mathematical ones (𝐀𝐊𝐈𝐀…), zero-width spaces or variation selectors inside
# it, or control characters as its JSON writes them (a NUL, a colour code: ``\u0000``, ``\u001b[31m``).
DISGUISES: dict[str, Callable[[str], str]] = {
    "full-width": lambda s: "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in s),
    "mathematical": _math,
    "zero-width": _every_six("\u200b"),
    "variation selector": _every_six("\ufe0f"),
    "NUL": _every_six("\\u0000"),
    "colour code": _every_six("\\u001b[31m"),
}
_CONTROLS = re.compile(r"\\u00(?:1b\[[0-9;]*m|00)|\x1b\[[0-9;]*m|\x00")


def _as_read(data: str) -> str:
    """What a person or a model reads: compatibility forms as ASCII, what shows nothing gone (format
    characters, variation selectors, control characters and colour codes, raw or as JSON escapes)."""
    data = unicodedata.normalize("NFKC", _CONTROLS.sub("", data))
    return "".join(c for c in data if unicodedata.category(c) != "Cf" and not "\ufe00" <= c <= "\ufe0f")


@pytest.mark.parametrize("disguise", list(DISGUISES))
def test_secrets_a_lying_model_disguises_reach_nothing(
    kura: Kura, server: ModelServer, kura_home: Path, caplog: pytest.LogCaptureFixture, disguise: str
) -> None:
    caplog.set_level(logging.DEBUG)
    script(server, DISGUISES[disguise])
    ran = kura.distill_run()
    drained = kura.drain()
    kura.close()

    leaked = {
        str(path.relative_to(kura_home)): found
        for path in kura_home.rglob("*")
        if path.is_file() and (found := _leaks(_as_read(path.read_bytes().decode("utf-8", "replace"))))
    }
    assert not leaked, leaked
    sent = [_as_read(json.dumps(body, ensure_ascii=False)) for body in server.bodies]
    assert not [s for s in sent if _leaks(s)], "a planted secret was sent on to a model"
    assert not _leaks(_as_read(caplog.text))
    assert ran.did_work and not ran.errors, ran
    assert drained.fixed or drained.poured, drained  # read as it reads, the same memory as undisguised
    assert list((kura_home / "stores" / "main" / "_cache" / "models").glob("*.json")), "the reply cache was used"


# A card number and a passphrase (a public test card, the XKCD passphrase), built from pieces: a person pastes
# them into a manual write and into the conversation, and the lying model writes them where it wrote the AWS
# secret and the password.
CARD = "4539 1488 " + "0343 6467"
PASSPHRASE = "correct-horse-" + "battery-staple"
CARD_FORMS = sorted(_forms(CARD) | _forms(CARD.replace(" ", "")) | _forms(PASSPHRASE))


def test_a_card_number_and_a_passphrase_reach_nothing(
    kura: Kura, server: ModelServer, kura_home: Path, journals: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    swap = {PASSWORD: PASSPHRASE, AWS_SECRET_KEY: CARD}
    script(server, lambda secret: swap.get(secret, secret))
    pasted = f"The office wifi password is {PASSPHRASE}. The company card is {CARD}, for the hotel."
    turn = {"role": "user", "content": pasted, "timestamp": "2026-11-20T09:03:00Z"}
    with (journals / "session.jsonl").open("a", encoding="utf-8") as f:
        f.write(json.dumps(turn) + "\n")
    written = kura.remember(RememberRequest(content=pasted, title=f"Office wifi {PASSPHRASE}", tags=["office"]))
    assert written.action == "ADD" and {"card_number", "password"} <= set(written.redacted), written
    ran = kura.distill_run()
    drained = kura.drain()
    assert ran.did_work and not ran.errors, ran
    assert drained.fixed or drained.poured, drained
    kura.close()

    texts = [p.read_text(errors="replace") for p in (kura_home / "stores" / "main").rglob("*.md")]
    assert any("[REDACTED:card_number]" in t for t in texts) and any("[REDACTED:password]" in t for t in texts)
    leaked = {
        str(path.relative_to(kura_home)): found
        for path in kura_home.rglob("*")
        if path.is_file()
        and (found := [f for f in CARD_FORMS if f in path.read_bytes().decode("utf-8", "replace").lower()])
    }
    assert not leaked, leaked
    sent = json.dumps(server.bodies, ensure_ascii=False).lower()
    assert not [f for f in CARD_FORMS if f in sent], "a card or passphrase was sent on to a model"
    assert not [f for f in CARD_FORMS if f in caplog.text.lower()]
