"""Lies the gate still let through on h56-base — a habit said over, a house sold by a Portuguese "we", a deed done by
a trade the person called, read as the person's — each refused now by a general reading, each beside an honest twin
that is still kept:

- a habit or a pastime said over with no word of time ("Long walks are over for me" → "The user takes long walks",
  "Lange Spaziergänge sind vorbei", "Le lunghe passeggiate sono finite", "Les longues promenades, c'est fini"): round
  55 ended a thing over only when its subject was a span of time (``ending._ERA``) or a past ("a thing of the past"),
  so that one event over ("My shift at the hospital is over", "The meeting is over") keeps its setting. What says a
  habit rather than one event is now read too (``ending._over_ended``): a plural subject — the verb's number,
  ``_ENDED_OVER``'s ``many`` ("are", "sind", "sono", "sont", "son", "são": a run of doings over), a bare gerund
  ("Smoking is over": ``_GERUND``, not "The wedding", "Spring"), or anything said over for the person ("over for me",
  "fini pour moi", "für mich vorbei", "finita per me", "acabou para mim": the person's part in it ended) — not people,
  whose being over is a visit ("My parents were over", ``_VISITORS``), nor over a measure ("My grades are over 90").
  And the thing cut off before a comma and taken up by a pronoun ("Les longues promenades, c'est fini", "Long walks,
  that's over", "Lange Spaziergänge, das ist vorbei", "Os passeios longos, isso acabou": ``ending._OVER_AFTER``);
  "coisa do passado", "du passé" are a past as "cosa del pasado" is; and an "enough of" opening a clause ("Schluss mit
  langen Spaziergängen", "Basta con le lunghe passeggiate", "Chega de caminhadas longas", "C'en est fini des longues
  promenades", "Mit den langen Spaziergängen ist es vorbei": ``ending._OVER_ENOUGH``; not "… chega de Porto", an
  arrival after a clause's start);
- a thing sold or given away by the Portuguese "we" ("Vendemos a nossa casa" → "O usuário tem uma casa"): the
  preterite "vendemos", "doamos" is the present's form, so ``ending._PARTED_ABROAD`` read only "vendi", "doei"; now
  before a thing of "ours" ("a nossa casa", "nossos móveis") it is a parting as "Vendimos la casa" is — not "Vendemos
  bolos", a trade;
- a deed done by one of a trade the person called ("I called a vet about my dog's limp" → "The user treated the dog's
  limp"): ``roles._TRADE`` read a trade only by an agent's ending ("plumber", "electrician", "mechanic"); a healer
  named otherwise ("vet", "doctor", "nurse", "physio"), one who keeps a place ("the landlord", "the council"), a
  service named by its deed ("a tow truck", "a cleaning service", "the repair service"), and abroad "-ario", "-aire",
  "médecin", "la grúa", "Arzt", "-dienst" are trades now, each doing what it is called for; "Llamé al veterinario"
  reads the article in "al", "ao"; and German's "wegen" reads a thing of up to six words ("wegen der Pfote meines
  Dackels in Husum gerufen").

Kept: a habit said as the person's ("Long walks are my thing"), one event over ("My meeting is over", "My shift at the
hospital is over"), a time over beside the person's own clause ("Winter is over and I'm back to long walks"), a
visit ("The kids are over at my mom's"), a house bought ("Compramos a nossa casa em 2019"), a sale said as a sale, a
trade ("Vendemos bolos na feira"), the person's own treating ("I treated my dog's limp myself", "I called a vet and
treated my dog's limp myself"), the calling itself, and a vet's own work ("I'm a vet and I treated a dog's limp").
Left: "Fini les longues promenades" (a bare "fini" opening a clause, also "finished": "Fini mes devoirs"), "I'm
done with long walks" (also a task finished), "Das Klettern ist vorbei" (a German singular nominalised infinitive,
read as no habit), "I called a surgeon about my knee" → "The user operated on the knee" (a claim's object after a
preposition is read as its setting), "Vendemos a casa" (a Portuguese "we" before a bare article: past or present),
"J'ai appelé le vétérinaire pour la boiterie de mon chien" → "L'utilisateur a soigné …" (dropped by another reading,
"soigné" no quote holds)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a habit or a pastime said over ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Long walks are over for me.", "The user takes long walks."),
        ("Long walks are over.", "The user takes long walks."),
        ("Long walks, that's over.", "The user takes long walks."),
        ("Smoking is over for me.", "The user smokes."),
        ("Smoking is over.", "The user smokes."),
        ("Le lunghe passeggiate sono finite.", "L'utente fa lunghe passeggiate."),
        ("Le lunghe passeggiate, è finita.", "L'utente fa lunghe passeggiate."),
        ("L'arrampicata è finita per me.", "L'utente fa arrampicata."),
        ("Les longues promenades, c'est fini.", "L'utilisateur fait de longues promenades."),
        ("Les longues promenades sont finies.", "L'utilisateur fait de longues promenades."),
        ("Les longues promenades, c'est du passé.", "L'utilisateur fait de longues promenades."),
        ("L'escalade, c'est fini pour moi.", "L'utilisateur fait de l'escalade."),
        ("Lange Spaziergänge sind vorbei.", "Der Nutzer macht lange Spaziergänge."),
        ("Lange Spaziergänge, das ist vorbei.", "Der Nutzer macht lange Spaziergänge."),
        ("Das Klettern ist für mich vorbei.", "Der Nutzer klettert."),
        ("Las caminatas largas, se acabó.", "El usuario hace caminatas largas."),
        ("La escalada se acabó para mí.", "El usuario hace escalada."),
        ("Os passeios longos, isso acabou.", "O usuário faz passeios longos."),
        ("Os passeios longos são coisa do passado.", "O usuário faz passeios longos."),
        ("A escalada acabou para mim.", "O usuário faz escalada."),
        ("Schluss mit langen Spaziergängen.", "Der Nutzer macht lange Spaziergänge."),
        ("Mit den langen Spaziergängen ist es vorbei.", "Der Nutzer macht lange Spaziergänge."),
        ("Basta con le lunghe passeggiate.", "L'utente fa lunghe passeggiate."),
        ("Chega de caminhadas longas.", "O usuário faz caminhadas longas."),
        ("C'en est fini des longues promenades.", "L'utilisateur fait de longues promenades."),
    ],
)
def test_a_habit_said_over_is_not_kept(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Long walks are my thing.", "The user takes long walks."),
        ("My meeting is over.", "The user has a meeting."),
        ("My shift at the hospital is over.", "The user works at the hospital."),
        ("My shifts at the hospital are over for today.", "The user works at the hospital."),
        ("The meeting with my boss is over.", "The user has a boss."),
        ("Winter is over and I'm back to long walks.", "The user takes long walks."),
        ("The holidays are over and long walks are back.", "The user takes long walks."),
        ("The kids are over at my mom's.", "The user has kids."),
        ("Long walks are overrated.", "The user takes long walks."),
        ("My worries are over, I got the job at Google.", "The user works at Google."),
        ("My grades are over 90 this year.", "The user has grades over 90."),
        ("Schluss mit dem Rauchen, ich jogge jetzt.", "Der Nutzer joggt."),
        ("Fumar, se acabó. Ahora corro.", "El usuario corre."),
        ("Moro em Lisboa e o meu irmão chega de Porto hoje.", "O usuário mora em Lisboa."),
        ("Basta con poco per essere felici, io nuoto ogni giorno.", "L'utente nuota ogni giorno."),
    ],
)
def test_an_event_over_or_a_habit_kept_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing sold or given away by the Portuguese "we" ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Vendemos a nossa casa.", "O usuário tem uma casa."),
        ("Vendemos nossa casa.", "O usuário tem uma casa."),
        ("Doamos os nossos móveis.", "O usuário tem móveis."),
    ],
)
def test_a_house_we_sold_is_no_longer_had(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Compramos a nossa casa em 2019.", "O usuário tem uma casa."),
        ("Vendemos a nossa casa.", "O usuário vendeu uma casa."),
        ("Vendemos a nossa casa e compramos outra.", "O usuário tem uma casa."),
        ("Vendemos bolos na feira.", "O usuário vende bolos."),
    ],
)
def test_a_house_bought_or_a_sale_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a deed done by one of a trade the person called -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I called a vet about my dog's limp.", "The user treated the dog's limp."),
        ("I called the vet about my dog's limp.", "The user treated the limp."),
        ("I called a nurse about my fever.", "The user treated the fever."),
        ("I called a tow truck for my car.", "The user towed the car."),
        ("I called a cleaning service for the carpets.", "The user cleaned the carpets."),
        ("I called the repair service about my washing machine.", "The user repaired the washing machine."),
        ("Llamé al veterinario por la cojera de mi perro.", "El usuario trató la cojera del perro."),
        ("Ho chiamato il veterinario per la zoppia del cane.", "L'utente ha curato la zoppia del cane."),
        ("Chamei o veterinário por causa da manqueira do meu cachorro.", "O usuário tratou a manqueira do cachorro."),
        ("Ich habe den Tierarzt wegen des Hinkens gerufen.", "Der Nutzer hat das Hinken behandelt."),
        ("Ich habe einen Arzt wegen meines Ausschlags gerufen.", "Der Nutzer hat den Ausschlag behandelt."),
        ("Ich habe den Tierarzt wegen der Pfote meines Dackels in Ulm gerufen.", "Der Nutzer hat die Pfote behandelt."),
        ("Ich habe den Abschleppdienst für mein Auto gerufen.", "Der Nutzer hat das Auto abgeschleppt."),
        ("I called the council about the pothole.", "The user fixed the pothole."),
        ("I called my landlord about the mould.", "The user removed the mould."),
        ("Llamé a la grúa por mi coche.", "El usuario remolcó el coche."),
        ("Ho chiamato il medico per la febbre di mio figlio.", "L'utente ha curato la febbre del figlio."),
    ],
)
def test_a_deed_of_a_trade_called_is_not_the_persons(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I treated my dog's limp myself.", "The user treated the dog's limp."),
        ("I called a vet and treated my dog's limp myself.", "The user treated the dog's limp."),
        ("I called a vet about my dog's limp.", "The user called a vet about the dog's limp."),
        ("I called a vet about my dog's limp.", "The user has a dog."),
        ("I'm a vet and I treated a dog's limp today.", "The user treated a dog's limp."),
        ("Llamé al fontanero.", "El usuario llamó al fontanero."),
        ("I called the council about the pothole and then fixed the pothole myself.", "The user fixed the pothole."),
        ("I called a cleaning service and then cleaned the carpets myself.", "The user cleaned the carpets."),
        ("I'm a nurse and I treated a patient's fever.", "The user treated a patient's fever."),
    ],
)
def test_the_persons_own_deed_or_the_call_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
