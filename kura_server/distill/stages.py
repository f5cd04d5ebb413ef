"""The model stages of distillation: spot (brain), novelty and propagation (thinker), compose and
drain (scribe). Each builds its messages from a prompt file, asks the model, and checks the reply's
shape; what it cannot use is returned as a :class:`~kura_server.models.salvage.Reject` (for the
review queue) or raised as ``model_error`` when nothing of the reply is usable.

Everything a stage sends was redacted before (journal turns leave their adapter redacted; memories
were redacted when written): no stage sees a secret.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..errors import KuraError
from ..models import ModelClient, TokenMeter, prompt
from ..models.salvage import Reject, parse_json_list, parse_json_object
from ..settings import Role
from ..store.memory import TYPES
from ..write.gate import Candidate, FoundQuote, Segment

KINDS = ("fact", "decision", "preference", "landmine", "judgement", "idea")


@dataclass
class Asker:
    """What every stage needs to ask a model: the client, the meter, the reply cache folder."""

    models: ModelClient
    meter: TokenMeter
    cache_dir: Path | None = None

    def ask(self, role: Role, task: str, material: str) -> str:
        messages = [{"role": "system", "content": prompt(task)}, {"role": "user", "content": material}]
        return self.models.chat(role, messages, json_mode=True, meter=self.meter, cache_dir=self.cache_dir).text


def _unusable(stage: str, why: str, reply: str) -> KuraError:
    return KuraError(
        "model_error",
        f"the {stage} reply was unusable ({why}); nothing from it was kept",
        status=502,
        detail={"stage": stage, "reply": reply[:2000]},
    )


def _obj(stage: str, reply: str) -> dict[str, Any]:
    obj, rejects = parse_json_object(reply)
    if obj is None:
        raise _unusable(stage, rejects[0].reason if rejects else "no JSON object", reply)
    return obj


# -- spot -------------------------------------------------------------------------------------------


def render_segments(segments: Sequence[Segment]) -> str:
    return "\n\n".join(f"[{i} {s.cls}]\n{s.text}" for i, s in enumerate(segments))


def spot(
    ask: Asker, segments: Sequence[Segment], context: str | None, ideas: Sequence[str] = ()
) -> tuple[list[tuple[Candidate, str | None]], list[Reject]]:
    """The brain's candidates (each with the memory type it suggests) for one batch, and the pieces of
    its reply that were not candidates.

    A reply with no usable candidate AND something unusable in it raises ``model_error``: the batch
    is not consumed (its watermark does not move), the reply goes to review by the caller.
    """
    material = ""
    if context:
        material += f"<background>\n{context}\n</background>\n\n"
    if ideas:
        shown = "\n".join(f"- {idea}" for idea in ideas)
        material += f"<unconfirmed_ideas>\n{shown}\n</unconfirmed_ideas>\n\n"
    material += f"<transcript>\n{render_segments(segments)}\n</transcript>"
    reply = ask.ask("brain", "spot", material)
    obj, rejects = parse_json_object(reply)
    if obj is not None and isinstance(obj.get("candidates"), list):
        items: list[Any] = obj["candidates"]
    else:
        items, rejects = parse_json_list(reply)
        if obj is not None and not items:
            rejects = [Reject(reply, "a JSON object without a 'candidates' list")]
    candidates: list[tuple[Candidate, str | None]] = []
    for item in items:
        try:
            if not isinstance(item, dict) or not isinstance(item.get("quotes"), list):
                raise ValueError("a candidate is an object with text, kind and a quotes list")
            kind = str(item.get("kind", "fact")).strip().lower()
            mtype = str(item.get("type", "")).strip().lower()
            candidate = Candidate(text=str(item["text"]), kind=kind if kind in KINDS else "fact", quotes=item["quotes"])
            candidates.append((candidate, mtype if mtype in TYPES else None))
        except (KeyError, ValueError, TypeError, ValidationError) as exc:
            rejects.append(Reject(json.dumps(item, ensure_ascii=False)[:2000], f"not a candidate: {exc}"[:300]))
    if not candidates and rejects:
        raise _unusable("spot", rejects[0].reason, reply)
    return candidates, rejects


# -- novelty --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Novelty:
    action: str  # ADD | UPDATE | DELETE | NOOP | UNSURE
    target: str | None
    relation: str
    reason: str


def _evidence_text(quotes: Sequence[FoundQuote]) -> str:
    return "\n".join(f"- {q.cls}: {q.source}" for q in quotes)


def novelty(ask: Asker, text: str, quotes: Sequence[FoundQuote], neighbours: Sequence[tuple[str, str]]) -> Novelty:
    """ADD / UPDATE / DELETE / NOOP against ``neighbours`` ((slug, text) pairs); UNSURE when the model
    cannot tell or names a memory that is not among them (the caller sends UNSURE to review)."""
    shown = "\n\n".join(f"slug: {slug}\n{body}" for slug, body in neighbours)
    material = (
        f"<candidate>\n{text}\nEvidence:\n{_evidence_text(quotes)}\n</candidate>\n\n<existing>\n{shown}\n</existing>"
    )
    obj = _obj("novelty", ask.ask("thinker", "novelty", material))
    action = str(obj.get("action", "")).strip().upper()
    target = obj.get("target")
    target = str(target).strip().lower() if target not in (None, "", "null") else None
    reason = str(obj.get("reason", ""))[:300]
    relation = str(obj.get("relation", "")).strip().upper()
    known = {slug for slug, _ in neighbours}
    if action not in ("ADD", "UPDATE", "DELETE", "NOOP", "UNSURE"):
        return Novelty("UNSURE", None, relation, f"the thinker answered {action or 'nothing'!r}: {reason}")
    if action in ("UPDATE", "DELETE") and target not in known:
        return Novelty("UNSURE", target, relation, f"{action} of {target!r}, which is not a neighbour: {reason}")
    return Novelty(action, target if action in ("UPDATE", "DELETE", "UNSURE") and target in known else None, relation,
                   reason)  # fmt: skip


# -- propagation ----------------------------------------------------------------------------------


def propagate(
    ask: Asker, before: str, change: str, dependants: Sequence[tuple[str, str]]
) -> dict[str, tuple[str, str]]:
    """``slug → (verdict, reason)`` for each dependant: invalid / review / unaffected. A dependant the
    model does not judge, or judges with another word, is ``review`` (never silently unaffected)."""
    shown = "\n\n".join(f"slug: {slug}\n{body}" for slug, body in dependants)
    material = f"<before>\n{before}\n</before>\n<change>\n{change}\n</change>\n\n<dependants>\n{shown}\n</dependants>"
    obj = _obj("propagation", ask.ask("thinker", "propagate", material))
    listed = obj.get("verdicts")
    verdicts: list[Any] = listed if isinstance(listed, list) else []
    out: dict[str, tuple[str, str]] = {}
    for v in verdicts:
        if isinstance(v, dict) and str(v.get("slug", "")).strip().lower() in dict(dependants):
            word = str(v.get("verdict", "")).strip().lower()
            out[str(v["slug"]).strip().lower()] = (
                word if word in ("invalid", "review", "unaffected") else "review",
                str(v.get("reason", ""))[:300],
            )
    for slug, _ in dependants:
        out.setdefault(slug, ("review", "the thinker gave no verdict for it"))
    return out


# -- compose and drain ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Composed:
    title: str
    trigger: str
    type: str
    body: str


def _composed(stage: str, obj: dict[str, Any], reply: str, default_type: str) -> Composed:
    title, trigger = (" ".join(str(obj.get(k) or "").split()) for k in ("title", "trigger"))
    body = str(obj.get("body") or "").strip()
    if not title or not body:
        raise _unusable(stage, "no title or body", reply)
    mtype = str(obj.get("type", default_type)).strip().lower()
    return Composed(title[:200], (trigger or title)[:400], mtype if mtype in TYPES else default_type, body)


def compose(
    ask: Asker, text: str, quotes: Sequence[FoundQuote], mtype: str, replaces: str | None, problems: Sequence[str] = ()
) -> Composed:
    material = f"<fact>\n{text}\n</fact>\n<quotes>\n{_evidence_text(quotes)}\n</quotes>\nSuggested type: {mtype}\n"
    if replaces:
        material += f"<replaces>\n{replaces}\n</replaces>\n"
    if problems:
        material += "Your previous text was refused: " + "; ".join(problems) + ". Write it again without that.\n"
    reply = ask.ask("scribe", "compose", material)
    return _composed("compose", _obj("compose", reply), reply, mtype)


@dataclass(frozen=True)
class DrainVerdict:
    verdict: str  # pour | fix | toss
    reason: str
    fixed: Composed | None


def judge_draft(ask: Asker, shown: str, mtype: str) -> DrainVerdict:
    reply = ask.ask("scribe", "drain", shown)
    obj = _obj("drain", reply)
    verdict = str(obj.get("verdict", "")).strip().lower()
    reason = str(obj.get("reason", ""))[:300]
    if verdict == "fix":
        return DrainVerdict("fix", reason, _composed("drain", obj, reply, mtype))
    if verdict not in ("pour", "toss"):
        raise _unusable("drain", f"verdict {verdict or 'missing'!r}", reply)
    return DrainVerdict(verdict, reason, None)
