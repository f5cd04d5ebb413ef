"""What came close to happening and did not, as round 38's lead found it said as done: "I came close to buying a
Tesla" is not "The user bought a Tesla", nor "Estuve a punto de mudarme a Berlín" "El usuario se mudó a Berlín" —
the rest of the clause after such a turn is not so (``limits._NEARLY_DID``), and "almost" in German after the verb
it leaves undone ("Ich hätte fast …", "beinahe"), in Russian ("почти") and with a Portuguese or German change verb
(``limits._ALMOST``, ``limits._ALMOST_CHANGED``). Each lie passed the gate on ``6ed7633``; each honest twin beside
it passes."""

from __future__ import annotations

import pytest
from gate_verdict import gate_verdict


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I came close to buying a Tesla.", "The user bought a Tesla."),
        ("Estuve a punto de mudarme a Berlín.", "El usuario se mudó a Berlín."),
        ("Por poco me mudo a Berlín.", "El usuario se mudó a Berlín."),
        ("J'ai failli déménager à Berlin.", "L'utilisateur a déménagé à Berlin."),
        ("J'ai failli acheter une Tesla.", "L'utilisateur a acheté une Tesla."),
        ("Stavo per trasferirmi a Berlino.", "L'utente si è trasferito a Berlino."),
        ("Ich hätte fast einen Tesla gekauft.", "Der Benutzer hat einen Tesla gekauft."),
        ("Ich hätte beinahe einen Tesla gekauft.", "Der Benutzer hat einen Tesla gekauft."),
        ("Ich wäre fast nach Berlin gezogen.", "Der Benutzer ist nach Berlin gezogen."),
        ("Ich bin fast nach Berlin gezogen.", "Der Benutzer ist nach Berlin gezogen."),
        ("Quase me mudei para Berlim.", "O usuário se mudou para Berlim."),
        ("Я почти купил Теслу.", "Пользователь купил Теслу."),
    ],
)
def test_what_came_close_to_happening_is_not_said_as_done(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert (verdict.outcome, verdict.rule) == ("review", "support"), verdict.reason
    assert "its quotes say almost what it says plainly" in verdict.reason


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a Tesla.", "The user bought a Tesla."),
        ("I came close to buying a Tesla.", "The user came close to buying a Tesla."),
        ("Estuve a punto de mudarme a Berlín.", "El usuario estuvo a punto de mudarse a Berlín."),
        # a year the person says of themselves by a verb alone ("estuve", "fui": words._FIRST_PERSON_FORMS)
        ("Estuve a punto de mudarme a Berlín en 2019.", "El usuario estuvo a punto de mudarse a Berlín en 2019."),
        ("Estuve en Lima en 2019.", "El usuario estuvo en Lima en 2019."),
        ("Viví en Berlín por poco tiempo.", "El usuario vivió en Berlín."),  # "for a short time"
        ("Gané la carrera por poco.", "El usuario ganó la carrera."),  # won narrowly: nothing follows it
        ("Stavo per strada quando ha chiamato.", "L'utente era per strada."),  # no infinitive after "stavo per"
        ("Ich habe einen Tesla gekauft.", "Der Benutzer hat einen Tesla gekauft."),
        ("Ich laufe fast jeden Tag.", "Der Benutzer läuft fast jeden Tag."),  # no verb left undone before "fast"
        ("I run fast.", "The user runs fast."),  # English "fast"
        ("Me mudé a Berlín.", "El usuario se mudó a Berlín."),
        ("Mudei-me para Berlim.", "O usuário mudou-se para Berlim."),
        ("Я купил Теслу.", "Пользователь купил Теслу."),
        ("I moved to Berlin, and I was about to quit my job too.", "The user moved to Berlin."),
    ],
)
def test_what_happened_or_is_said_with_its_almost_is_kept(said: str, claim: str) -> None:
    verdict = gate_verdict(said, claim)
    assert verdict.outcome == "pass", verdict.reason
