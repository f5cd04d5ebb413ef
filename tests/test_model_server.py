"""The scripted model server's rules: looked up by a whole line, answered as a scan in order would."""

from __future__ import annotations

import itertools
from typing import Any

from model_server import ModelServer, Request

RULES = [
    ("<fact>\nThe user lives in Oslo.\n", "oslo"),
    ("<fact>\nThe user lives in Oslo.\n", "oslo again"),  # never: the first rule wins
    ("lives in Oslo", "mid-line"),  # no whole line: read against every request
    ("user lives in Oslo.\n</fact>", "tail"),  # neither of its lines is whole
    ("\nThe body.\n\nIts second paragraph.\n</draft>", "draft"),
    ("# Task: novelty", "novelty"),
    (None, "anything"),
]
BODIES = [
    "<fact>\nThe user lives in Oslo.\n</fact>",
    "<fact>\nThe user lives in Oslo. Nearby.\n</fact>",  # the line is not whole: only the mid-line rule
    "<draft>\nThe body.\n\nIts second paragraph.\n</draft>",
    "<draft>\nThe body.\n\nAnother paragraph.\n</draft>",
    "# Task: novelty\nIs it new?",
    "nothing any rule holds",
]


def _scan(rules: list[tuple[str | None, str]], body: dict[str, Any]) -> str:
    """The rule a scan of every rule in order picks (the server's answer before rules were looked up by line)."""
    for contains, text in rules:
        if contains is None or any(contains in str(m["content"]) for m in body["messages"]):
            return text
    return "ok"


def _answer(server: ModelServer, body: dict[str, Any]) -> str:
    step = server._answer(Request(path="/v1/chat/completions", headers={}, body=body))
    assert step.text is not None
    return step.text


def test_every_order_of_the_rules_answers_as_a_scan_in_order_would() -> None:
    for order in itertools.permutations(RULES, 3):
        server = ModelServer()
        for contains, text in order:
            server.on(contains, text)
        for content in BODIES:
            body = {"model": "m", "messages": [{"role": "system", "content": "You are kura."}, {"content": content}]}
            assert _answer(server, body) == _scan(list(order), body), (order, content)
        server._httpd.server_close()


def test_a_rule_for_one_model_answers_only_that_model() -> None:
    server = ModelServer()
    server.on("<fact>\nThe user lives in Oslo.\n", "big", model="big-model")
    server.on("<fact>\nThe user lives in Oslo.\n", "any")
    body = {"messages": [{"content": BODIES[0]}]}
    assert _answer(server, {**body, "model": "big-model"}) == "big"
    assert _answer(server, {**body, "model": "local-small"}) == "any"
    server.reset()
    assert _answer(server, {**body, "model": "big-model"}) == "ok"
    server._httpd.server_close()
