"""A manual write at speed (issue 14): the embedder reads a memory's words once — a derived title or
trigger repeats the body's head and is not encoded twice — a rebuild stores the vector the write did,
and the encoding runs before the store's write lock (another write does not wait for it)."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import pytest

from kura_server.embed.hashing import HashEmbedder
from kura_server.schemas import RememberRequest
from kura_server.service import Kura
from kura_server.settings import Settings
from kura_server.store.memory import derive_title, derive_trigger, embed_text, search_text

FACT = "The staging database is pg-staging-2 on port 5433 behind the bastion."
LONG = (
    "The nightly export of the billing ledger runs from the reporting replica in the second rack at two in "
    "the morning, and its files go to the cold bucket. Nobody reads them before the audit."
)


@pytest.mark.parametrize("body", [FACT, LONG, "Deploys\n  freeze   on Fridays. After noon, nothing ships at all."])
def test_a_derived_title_and_trigger_are_not_encoded_again(body: str) -> None:
    title, trigger = derive_title(body), derive_trigger(body)
    assert title in search_text(title, trigger, body)  # retrieval's text keeps them
    assert embed_text(title, trigger, body) == body


def test_a_title_or_trigger_that_says_more_is_encoded() -> None:
    assert embed_text("Staging DB", derive_trigger(FACT), FACT) == f"Staging DB\n{FACT}"
    assert embed_text(derive_title(FACT), "when connecting to staging", FACT) == f"when connecting to staging\n{FACT}"
    assert embed_text("Staging DB", "when connecting", FACT) == search_text("Staging DB", "when connecting", FACT)
    assert embed_text("", "", FACT) == FACT


def test_the_write_stores_the_vector_a_rebuild_computes(kura: Kura) -> None:
    slugs = [
        kura.remember(RememberRequest(content=FACT)).slug,
        kura.remember(RememberRequest(content=LONG, title="Billing export", description="when the ledger moves")).slug,
    ]
    eng = kura.engine("main")
    ids, _, written = eng.index.dense_vectors()
    mem = eng.store.read(slugs[0])
    assert np.allclose(written[ids.index(slugs[0])], HashEmbedder().passage([FACT])[0], atol=1e-6)
    assert mem.embed_text() == FACT
    kura.rebuild(store="main")
    ids_after, _, rebuilt = eng.index.dense_vectors()
    for slug in slugs:
        assert np.allclose(written[ids.index(slug)], rebuilt[ids_after.index(slug)], atol=1e-6)


class _Held(HashEmbedder):
    """The hash embedder, holding the encoding of one text until released."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text, self.encoding, self.release = text, threading.Event(), threading.Event()

    def passage(self, texts: list[str]) -> np.ndarray:
        if self.text in texts:
            self.encoding.set()
            assert self.release.wait(30), "never released"
        return super().passage(texts)


@pytest.fixture
def held(settings: Settings) -> Iterator[tuple[Kura, _Held]]:
    embedder = _Held(LONG)
    service = Kura(settings, embedder=embedder)
    service.remember(RememberRequest(content="The first memory opens the index before the race."))
    yield service, embedder
    embedder.release.set()
    service.close()


def test_a_write_does_not_wait_for_another_s_encoding(held: tuple[Kura, _Held]) -> None:
    kura, embedder = held
    slow: list[str] = []
    first = threading.Thread(target=lambda: slow.append(kura.remember(RememberRequest(content=LONG)).action))
    first.start()
    assert embedder.encoding.wait(30)
    fast: list[str] = []
    second = threading.Thread(target=lambda: fast.append(kura.remember(RememberRequest(content=FACT)).action))
    second.start()
    second.join(30)  # while the first one is encoding (under the lock, it would wait for the release)
    done_while_held = fast == ["ADD"]
    embedder.release.set()
    second.join(30)
    assert done_while_held
    first.join(30)
    assert slow == ["ADD"]
    assert {e.slug for e in kura.engine("main").store.index_entries()} == set(kura.engine("main").store.slugs())
