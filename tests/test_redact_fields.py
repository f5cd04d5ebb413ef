"""Every field a person or a model fills in is redacted before it is stored or logged: feedback notes,
forget and snapshot reasons, review resolutions, working memory (SPEC §4; issue 11, item 2)."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from fake_secrets import GH_TOKEN
from test_forget import holding

from kura_server.schemas import FeedbackRequest, RememberRequest, UpdateRequest
from kura_server.schemas.review import ReviewResolveRequest
from kura_server.schemas.session import WorkingMemoryWrite
from kura_server.service import Kura
from kura_server.session.working import WorkingState

SAID = f"password = hunter2 and the token {GH_TOKEN}"
PLANTED = ("hunter2", GH_TOKEN)


def add(kura: Kura, text: str, **kw) -> str:
    result = kura.remember(RememberRequest(content=text, **kw))
    assert result.action == "ADD", result
    return result.slug


def test_no_field_keeps_a_secret(kura: Kura, kura_home: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    fed = add(kura, "The archive lives on the slow disk; the fast NVMe disk is scratch space only.", confidence="low")
    gone = add(kura, "Deploys to production need the release tag signed with the hardware key.")
    kura.feedback(FeedbackRequest(slug=fed, direction="up", note=SAID))
    kura.feedback(FeedbackRequest(slug=fed, direction="down", note=SAID))
    below = kura.feedback(FeedbackRequest(slug=fed, direction="down", note=SAID))  # at low: a review item
    assert below.review_id is not None
    kura.review_resolve(below.review_id, ReviewResolveRequest(action="approve", note=SAID))
    kura.snapshot(reason=SAID)
    kura.forget(gone, reason=SAID)
    variables = {"db_password": "hunter2", "gh": GH_TOKEN}
    state = WorkingState(goal=SAID, notes=[SAID], decisions=[SAID], variables=variables)
    out = kura.wm_write(WorkingMemoryWrite(scope="global", state=state))
    assert out.state is not None and out.state.variables["db_password"] == "[REDACTED:password]"
    for secret in PLANTED:
        assert holding(kura_home, secret) == [], secret
        assert secret not in caplog.text
    audit = kura.engine("main").store.audit_lines()
    forget = next(a for a in audit if a["event"] == "forget")
    assert forget["reason"].startswith("password = [REDACTED:password]")
    assert [s.reason for s in kura.snapshots()][0].startswith("password = [REDACTED")


# red team: credentials in shapes an agent's transcript carries, remembered as a person would paste them;
# none of them reaches a memory file, MEMORY.md, the index, an evidence manifest or the audit log.
PASTED = {
    "Hunter2Pass": [
        "curl -u admin:Hunter2Pass https://api.internal/health works from the bastion.",
        "Log in to the registry with docker login -u admin -p Hunter2Pass before pushing.",
        "The staging DB creds are user=app pass=Hunter2Pass host=db.internal for now.",
    ],
    "Tr0ub4dor9x": ["The router admin password is: Tr0ub4dor9x (changed in May)."],
    "Chat1234x": ["Le mdp du wifi de la maison est Chat1234x depuis janvier."],
    "S3cr3tPw": ["The worker reads export DB_PASS=S3cr3tPw from its unit file."],
}


def test_pasted_credentials_reach_no_file(kura: Kura, kura_home: Path) -> None:
    for texts in PASTED.values():
        for text in texts:
            add(kura, text)
    kura.close()
    for secret in PASTED:
        assert holding(kura_home, secret) == [], secret


def test_a_secret_named_in_one_field_is_masked_in_the_others(kura: Kura, kura_home: Path) -> None:
    """The body names it ("password is …"); the title and the trigger repeat it bare (red team)."""
    slug = add(
        kura,
        "The router admin password is Tr0ub4dor9 since the May reset.",
        title="Router Tr0ub4dor9",
        description="router admin login Tr0ub4dor9",
    )
    kura.update(
        slug, UpdateRequest(title="Router again Tr0ub4dor9", content="The router password is Tr0ub4dor9 still.")
    )
    kura.close()
    assert holding(kura_home, "Tr0ub4dor9") == []
