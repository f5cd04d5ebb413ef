"""Lies the gate still let through on h56-w2base — a post or a job not held now, handed on, lost, or not yet begun, read
as held — each refused now by a general reading, each beside an honest twin that is still kept:

- a job whose start lies ahead with no past before it ("I start a new job at Google in March" → "The user works at
  Google"): round 55's ``plan._started_ahead`` read a start ahead only as the start of a state a past before it came by
  ("I got a job at Google; I start in March"). A start ahead that names the job or its workplace itself, a word for a
  job or a name after "at", "en", "chez", "bei", "da", "na" (``plan._JOB_NAMED``), is now to come from the start to its
  time: "my first day at Google is Monday", "my new job at Google starts in March", "Empiezo en Google en marzo", "Je
  commence chez Renault lundi", "Comincio da Fiat a marzo", "Começo na Petrobras em março" (``plan._START_AHEAD`` reads
  the first day's place and the other languages' "mi primer día en", "mon premier jour chez", "je commence chez",
  "comincio da");
- a post another holds now said by a charge of the whole ("I was made captain, but Ana's in charge now", "… these days
  Ana runs the team", "… ahora Ana está al mando", "… maintenant c'est Ana qui dirige l'équipe", "… jetzt leitet Ana das
  Team", "… ora Ana è al comando", "… agora a Ana está no comando"): ``ending._HANDED_ON_HELD``'s ``charge``
  (``ending._IN_CHARGE``, ``ending._CHARGE_OF``), the now said and the part before telling the post conferred in a past;
  a post that went to another ("the job went to Ana in May", "el puesto pasó a Ana") or that the person handed on ("I
  handed it over to Ana", "se lo pasé a Ana", "je l'ai passé à Ana"), or whose token or command another took ("Ana took
  the armband in May", "… took the reins") — the same reading's new alternatives;
- a dismissal after "before being" or "only to be" ("I was promoted to manager before being fired in March"), a post
  lost ("…, but lost the job in March"), the person out of work now ("…; I'm unemployed now"), stepped aside, got the
  sack: ``ending._DISMISSED_LATER``;
- the colloquial dismissals abroad ("pero me echaron", "me botaron", "puis on m'a viré", "aber dann rausgeschmissen",
  "me mandaram embora", "ahora estoy en paro"), and the post lost abroad ("perdí el puesto", "me quedé sin trabajo",
  "j'ai perdu mon poste", "die Stelle … verloren", "ho perso il posto", "perdi o emprego"): ``words._DISMISSED``, which
  ``roles._conferred_at`` and the conferral of ``words._tense`` read; and French's "promu" is a participle of the
  compound past now (``pasts._PAST_FORMS``: "On m'a promu directeur chez Gaudrier Frères, puis on m'a licencié" passed
  on the base, the claim's place keeping the role reading from refusing it, and "a promu" read as no past).

Kept: a job started ("I started a new job at Google in March"), a job held beside a new project ahead ("I work at Google
and start a new project in March"), a post still held ("I was made captain and I still am"), another's charge of a thing
("Ana's in charge of the kit, and I'm captain"), another who runs something else ("… and now Ana runs the kitchen"), a
thing handed on that is no post ("I handed the old armband to Ana"), a thing lost that is no post ("… but lost my keys",
"… but lost the final"), and the person firing someone: round 56's ``words._DISMISSED`` read any "fired" as the person's
dismissal, so "Ana promoted me to manager and I fired Bob" was refused; a firing (or a "licencié") by "I", "we", "j'ai"
is now the person's deed, not their dismissal.
Left: "On m'a élu président du club, puis on m'a viré" → "L'utilisateur est président du club" passes ("élu" as a
participle made "On m'a élu président du club" a past, no change, and refused that honest claim: left out); "J'ai été
promue cheffe d'équipe chez Lumaret" is refused (on the base too); "I'm the captain, and these days Ana runs the team"
is kept (a present post beside another's charge: a coach beside a captain may be so); "I was unemployed for a year
before being hired as a manager" → "The user is a manager" is refused by another reading (a stretch, on the base too); a
dismissal abroad still reads the text after the first word of a conferral (``words._dismissed``, new: one told before it
ended an earlier job, "Perdí el trabajo en 2019, pero luego me ascendieron a gerente", which the base refused for
"renuncié"), not only its own clause; "J'ai perdu mon boulot en 2019, puis on m'a promu directeur chez Lumaret" is
refused (the role reading, on the base too). Still through: "I was made captain, but Ana wears the armband now", "I was
elected chair, but my term ended in May", "I was promoted to manager, but the company went bust", "I was promoted to
manager, but my contract wasn't renewed", "Me nombraron capitana, pero ahora la capitana es Ana"."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a job whose start lies ahead ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I start a new job at Google in March.", "The user works at Google."),
        ("I'm starting a new job at Google next month.", "The user works at Google."),
        ("My first day at Google is Monday.", "The user works at Google."),
        ("Empiezo en Google en marzo.", "El usuario trabaja en Google."),
        ("Je commence chez Renault lundi.", "L'utilisateur travaille chez Renault."),
        ("Comincio da Fiat a marzo.", "L'utente lavora da Fiat."),
        ("Começo na Petrobras em março.", "O usuário trabalha na Petrobras."),
        ("My new job at Google starts in March.", "The user works at Google."),
        ("Mi nuevo trabajo en Telefónica empieza en marzo.", "El usuario trabaja en Telefónica."),
        ("Mon nouveau poste chez Renault commence lundi.", "L'utilisateur travaille chez Renault."),
        ("Meine neue Stelle bei Siemens beginnt im März.", "Der Benutzer arbeitet bei Siemens."),
    ],
)
def test_a_job_whose_start_lies_ahead_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I started a new job at Google in March.", "The user works at Google."),
        ("I started at Google in March.", "The user works at Google."),
        ("I work at Google and start a new project in March.", "The user works at Google."),
        ("I'm starting a new job at Google next month.", "The user is starting a new job at Google next month."),
        ("I start a new job at Google in March.", "The user will start a job at Google in March."),
        ("My new job at Google started in March.", "The user works at Google."),
        ("My new job at Google starts in March.", "The user will work at Google."),
    ],
)
def test_a_job_started_or_one_held_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a post another is in charge of now, went to, or was handed on ---------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain, but Ana's in charge now.", "The user is the captain."),
        ("I was made captain, but these days Ana runs the team.", "The user is the captain."),
        ("I was made captain, but the job went to Ana in May.", "The user is the captain."),
        ("I was made captain, but I handed it over to Ana.", "The user is the captain."),
        ("Me nombraron capitán, pero ahora Ana está al mando.", "El usuario es capitán."),
        ("On m'a nommé capitaine, mais maintenant c'est Ana qui dirige l'équipe.", "L'utilisateur est capitaine."),
        ("Ich wurde zum Kapitän gewählt, aber jetzt leitet Ana das Team.", "Der Benutzer ist Kapitän."),
        ("Mi hanno nominato capitano, ma ora Ana è al comando.", "L'utente è capitano."),
        ("Me nomearam capitão, mas agora a Ana está no comando.", "O usuário é capitão."),
        ("Me nombraron capitán, pero el puesto pasó a Ana.", "El usuario es capitán."),
        ("Me nombraron capitán, pero se lo pasé a Ana.", "El usuario es capitán."),
        ("On m'a nommé capitaine, mais je l'ai passé à Ana.", "L'utilisateur est capitaine."),
        ("I was made captain, but Ana took the armband in May.", "The user is the captain."),
        ("I was made captain, but I stepped aside for Ana.", "The user is the captain."),
        ("I was made captain, but Ana's running the team now.", "The user is the captain."),
        ("I got promoted to manager, and got the sack in March.", "The user is a manager."),
        ("I was made captain, but Ana got the job in May.", "The user is the captain."),
    ],
)
def test_a_post_handed_on_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was made captain and I still am.", "The user is the captain."),
        ("Ana's in charge of the kit, and I'm captain.", "The user is the captain."),
        ("I was made captain and Ana's in charge of the kit now.", "The user is the captain."),
        ("I was made captain, and now Ana runs the kitchen.", "The user is the captain."),
        ("I was made captain, and I handed the old armband to Ana.", "The user is the captain."),
        ("I was made captain; these days I run the team.", "The user is the captain."),
        ("I'm the captain, and these days Ana runs the kitchen.", "The user is the captain."),
        ("I was made captain, and Ana took charge of the kit in May.", "The user is the captain."),
        ("I was made captain and took the armband from Ana in May.", "The user is the captain."),
        ("I was made captain after Ana stepped aside.", "The user is the captain."),
    ],
)
def test_a_post_still_held_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a post lost, a dismissal after "before being", the colloquial dismissals abroad ---------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I was promoted to manager before being fired in March.", "The user is a manager."),
        ("I got promoted to manager, but lost the job in March.", "The user is a manager."),
        ("I was promoted to manager; I'm unemployed now.", "The user is a manager."),
        ("I was promoted to manager, only to be laid off in May.", "The user is a manager."),
        ("Me ascendieron a gerente, pero me echaron en marzo.", "El usuario es gerente."),
        ("Me ascendieron a gerente, pero me botaron.", "El usuario es gerente."),
        ("Me ascendieron a gerente; ahora estoy en paro.", "El usuario es gerente."),
        ("On m'a promu directeur, puis on m'a viré.", "L'utilisateur est directeur."),
        ("Ich wurde zum Teamleiter befördert, aber dann rausgeschmissen.", "Der Benutzer ist Teamleiter."),
        ("Mi hanno promosso a direttore, ma poi mi hanno licenziato.", "L'utente è direttore."),
        ("Me promoveram a gerente, mas depois me mandaram embora.", "O usuário é gerente."),
        (
            "On m'a promu directeur chez Gaudrier Frères, puis on m'a licencié.",
            "L'utilisateur est directeur chez Gaudrier Frères.",
        ),
        ("I got promoted to manager but got canned in March.", "The user is a manager."),
        ("Fui ascendido a gerente, pero me quedé sin trabajo.", "El usuario es gerente."),
        ("Me ascendieron a gerente, pero perdí el puesto en marzo.", "El usuario es gerente."),
        ("On m'a promu directeur, mais j'ai perdu mon poste en mars.", "L'utilisateur est directeur."),
        ("Ich wurde zum Teamleiter befördert, habe die Stelle aber im März verloren.", "Der Benutzer ist Teamleiter."),
        ("Mi hanno promosso a direttore, ma ho perso il posto a marzo.", "L'utente è direttore."),
        ("Me promoveram a gerente, mas perdi o emprego em março.", "O usuário é gerente."),
    ],
)
def test_a_post_lost_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ana promoted me to manager and I fired Bob.", "The user is a manager."),
        ("I got promoted to manager, and I fired two people in March.", "The user is a manager."),
        ("On m'a promu directeur, et j'ai licencié Paul.", "L'utilisateur est directeur."),
        ("I was promoted to manager, but lost my keys in March.", "The user is a manager."),
        ("I was made captain, but lost the final in May.", "The user is the captain."),
        ("I was promoted to manager before being sent to Berlin.", "The user is a manager."),
        ("I was promoted to manager; I'm busy now.", "The user is a manager."),
        ("On m'a promu directeur chez Gaudrier Frères.", "L'utilisateur est directeur chez Gaudrier Frères."),
        (
            "On m'a promu directeur chez Gaudrier Frères, et j'ai licencié Paul.",
            "L'utilisateur est directeur chez Gaudrier Frères.",
        ),
        ("I was promoted to manager, and my old job went to Ana.", "The user is a manager."),
        ("Perdí el trabajo en 2019, pero luego me ascendieron a gerente en Acme.", "El usuario es gerente."),
        ("Renuncié a mi trabajo en 2019, pero luego me ascendieron a gerente en Acme.", "El usuario es gerente."),
        ("I lost my job in 2019, but then Acme hired me as a manager.", "The user is a manager."),
        ("Ana got the job in May, and I'm the captain.", "The user is the captain."),
        ("I was made captain, and Ana got the job she wanted at Google.", "The user is the captain."),
    ],
)
def test_a_post_kept_beside_a_firing_of_another_or_a_thing_lost(said: str, claim: str) -> None:
    kept(said, claim)
