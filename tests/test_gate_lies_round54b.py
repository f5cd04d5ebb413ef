"""Lies the gate still let through on h54-base — "The user is a N" (a role, a trade, a kind of person) backed by a
quote where N is someone the person meets, needs, hires or hears from — each refused now by a general reading, each
beside an honest twin that is still kept:

- a role the person is, read the other way round (``roles._predicated``): a list of verbs that say another ("I see a
  therapist", "I work with a nurse", "I married a pilot": ``roles._BESIDE_ROLE``) cannot end, so a claim that the person
  **is** a N ("The user is a lawyer", "… works as a nurse", "El usuario es fisioterapeuta", "L'utilisateur est
  psychologue", "Der Nutzer ist Anwalt", "L'utente è …", "O usuário é …") is backed only where a quote predicates N of
  the person: after their being ("I'm a nurse", "I've been a nurse", "I became a nurse", "Soy enfermera", "Je suis
  infirmière", "Ich bin Krankenpfleger", "Sono infermiere", "Sou enfermeira"), "as" of the person ("As a nurse, I …", "I
  work as a nurse", "trabajo como enfermera", "ich arbeite als …", "en tant qu'…"), "we nurses", "being a nurse", a
  coordination or a list after their being ("I'm a mother, a wife, and a nurse"), "one of the nurses", "a bit of a
  nerd", "a nurse like me", an answer alone ("Me? Yes, a nurse"), a post "of" names or one raised "to" ("I took on the
  role of treasurer", "I got promoted to staff geologist"). Where N's determiner follows another verb or a preposition
  ("I need a plumber", "I got advice from a lawyer", "Voy a un fisioterapeuta", "Je vois un psychologue", "Ich brauche
  einen Anwalt"), or an apposition to another ("my grandfather, a sailor"), or "as" after another ("I hired her as a
  nanny"), the claim goes to review. An English claim's article says N is a noun; another language's claim has none ("es
  fisioterapeuta"), so there a determiner before N in a quote says it ("un fisioterapeuta"), and N said bare is read as
  before ("Faccio l'infermiere", "Trabajo de abogada"). An English claim without an article ("The user is happy", "… is
  allergic") is an adjective's: read as before. A claim that says more of the role after it ("The user is a lawyer at a
  big firm", "… a nurse who works nights") is read for the role too, when it has its article;
- an agent noun the person does the verb of ("I paint landscapes" → "The user is a painter", "I'm thrilled about
  dancing each day" → "… a dancer", one of LoCoMo's honest observations): one who does it is one, and the reading
  leaves it to coverage (``roles._does_agent``; not "I hired a painter to paint the kitchen", the painter's doing).

Decided: "I trained as a nurse" (the tense reading's review: a training is past), "I want to be a nurse" (the plan
reading's), "I'm studying to be a nurse" (the ending reading's: not yet one), "Being a nurse is hard" (kept: the
person's own sentence about being one says they are).

Probed and left: "como", "comme", "come" are "as" and "like" both ("Habla como un abogado" would back "es abogado");
"I was told nurses are overworked" (dropped already as another's words); "My job as a nurse is tiring" (refused by
the reading of another party's, not this one); "Ich bin von Beruf Anwalt" (a preposition between the being and the
role stops the walk; kept only as any bare role in German is)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

OBJECT = "not as what another verb or a preposition takes"

# --- a role that another verb or a preposition takes is not what the person is ------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I get advice from a lawyer.", "The user is a lawyer."),
        ("I got advice from a lawyer.", "The user is a lawyer."),
        ("I need a plumber.", "The user is a plumber."),
        ("We hired a designer.", "The user is a designer."),
        ("I need a writer for my blog.", "The user is a writer."),
        ("I talk to a counselor every week.", "The user is a counselor."),
        ("I play chess with a banker on Sundays.", "The user is a banker."),
        ("I need a plumber and an electrician.", "The user is an electrician."),
        ("I need such a lawyer.", "The user is a lawyer."),
        ("I hired a painter to paint the kitchen.", "The user is a painter."),
        ("I got advice from a lawyer at a big firm.", "The user is a lawyer at a big firm."),
        ("I need a nurse who works nights.", "The user is a nurse who works nights."),
    ],
)
def test_a_role_another_verb_or_a_preposition_takes_is_not_the_persons(said: str, claim: str) -> None:
    assert OBJECT in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Voy a un fisioterapeuta.", "El usuario es fisioterapeuta."),
        ("Je vois un psychologue.", "L'utilisateur est psychologue."),
        ("Ich brauche einen Anwalt.", "Der Nutzer ist Anwalt."),
        ("J'ai besoin d'un avocat.", "L'utilisateur est avocat."),
        ("Ho bisogno di un idraulico.", "L'utente è idraulico."),
        ("Vado da uno psicologo.", "L'utente è psicologo."),
    ],
)
def test_a_role_another_verb_takes_in_another_language_is_not_the_persons(said: str, claim: str) -> None:
    assert OBJECT in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I heard stories from an old sailor named Piet.", "The user is a sailor."),
        ("I heard stories from my grandfather, a sailor.", "The user is a sailor."),
        ("I hired her as a nanny.", "The user is a nanny."),
        ("I hired Marisol as a nanny for the twins.", "The user is a nanny."),
        ("I know Priya as a colleague.", "The user is a colleague."),
        ("A lawyer in Boston called me.", "The user is a lawyer."),
        ("I see him as a mentor.", "The user is a mentor."),
    ],
)
def test_a_role_said_of_another_beside_it_is_not_the_persons(said: str, claim: str) -> None:
    assert OBJECT in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm a nurse.", "The user is a nurse."),
        ("I am an ER nurse.", "The user is a nurse."),
        ("I've been a nurse for ten years.", "The user is a nurse."),
        ("I became a nurse last year.", "The user is a nurse."),
        ("I'm a lawyer at a big firm.", "The user is a lawyer at a big firm."),
        ("I'm a nurse who works nights.", "The user is a nurse who works nights."),
        ("I'm a night-shift nurse.", "The user is a nurse."),
        ("I'm a registered nurse.", "The user is a nurse."),
        ("I'm the nurse on the ward.", "The user is a nurse."),
        ("I'm your nurse for today.", "The user is a nurse."),
        ("I'm the only nurse here.", "The user is a nurse."),
        ("I am currently a nurse.", "The user is a nurse."),
        ("I'm also a teacher.", "The user is a teacher."),
        ("I'm an artist.", "The user is an artist."),
        ("I'm a single parent and it's hard.", "The user is a single parent."),
        ("I'm a transgender woman.", "The user is a transgender woman."),
        ("We're teachers at the same school.", "The user is a teacher."),
        ("Me and my husband are both teachers.", "The user is a teacher."),
        ("I'm not only a doctor", "The user is a doctor"),
    ],
)
def test_a_role_after_the_persons_being_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("As a nurse, I work long shifts.", "The user is a nurse."),
        ("As a nanny, I look after twins.", "The user is a nanny."),
        ("I work as a nurse.", "The user is a nurse."),
        ("I work nights as an ER nurse.", "The user is an ER nurse."),
        ("I've worked as a paramedic for years.", "The user is a paramedic."),
        ("I'm in my second year as a nurse.", "The user is a nurse."),
        ("We nurses never get a break.", "The user is a nurse."),
        ("Being a nurse is hard.", "The user is a nurse."),
        ("I'm a mother, a wife, and a nurse.", "The user is a nurse."),
        ("I'm a mother and a nurse.", "The user is a nurse."),
        ("I, a teacher, can tell you kids are tired.", "The user is a teacher."),
        ("I'm one of the nurses on the ward.", "The user is a nurse."),
        ("When you're a nurse like me, you see everything.", "The user is a nurse."),
        ("Me? Yes, a nurse", "The user is a nurse"),
        ("I'm a bit of a nerd.", "The user is a nerd."),
        ("I'm more of a cat person.", "The user is a cat person."),
        ("I'm such a nerd.", "The user is a nerd."),
        ("I'm quite the cook.", "The user is a cook."),
        ("I work for a startup as a data scientist.", "The user is a data scientist."),
        ("My role as a team lead is tough.", "The user is a team lead."),
        ("I love being a dad.", "The user is a dad."),
        ("Me? Yes, a sommelier, in Beaune.", "The user is a sommelier in Beaune."),
        ("I got promoted to staff geologist", "The user is a staff geologist."),
        ("I hold the post of club secretary.", "The user is the club secretary."),
        ("I took on the role of a mentor for new hires.", "The user is a mentor."),
    ],
)
def test_a_role_as_the_person_or_beside_their_being_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Soy enfermera.", "El usuario es enfermera."),
        ("Soy abogada desde 2010.", "La usuaria es abogada."),
        ("Trabajo como enfermera.", "El usuario es enfermera."),
        ("Trabajo de abogada en Lima.", "El usuario es abogada."),
        ("Je suis infirmière.", "L'utilisateur est infirmière."),
        ("Je suis avocate à Lyon.", "L'utilisateur est avocate."),
        ("Je travaille comme plombier.", "L'utilisateur est plombier."),
        ("Je travaille en tant qu'infirmière.", "L'utilisateur est infirmière."),
        ("Ich bin Krankenpfleger.", "Der Nutzer ist Krankenpfleger."),
        ("Ich arbeite als Krankenpfleger.", "Der Nutzer ist Krankenpfleger."),
        ("Ich bin selbst Tischler.", "Der Nutzer ist Tischler."),
        ("Sono infermiere.", "L'utente è infermiere."),
        ("Lavoro come infermiere.", "L'utente è infermiere."),
        ("Faccio l'infermiere da anni.", "L'utente è infermiere."),
        ("Sou enfermeira.", "O usuário é enfermeira."),
        ("Sou advogado em Lisboa.", "O usuário é advogado."),
        ("Trabalho como advogado.", "O usuário é advogado."),
    ],
)
def test_a_role_the_person_is_in_another_language_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- an agent noun whose verb the person does ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I paint landscapes every weekend.", "The user is a painter."),
        ("I love to write short stories.", "The user is a writer."),
        (
            "I love running my own dance studio and helping dancers of all ages. I'm thrilled about dancing each day.",
            "The user is a dancer who runs his own dance studio.",
        ),
    ],
)
def test_an_agent_noun_whose_verb_the_person_does_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- decided by the other readings; adjectives read as before -----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim", "why"),
    [
        ("I trained as a nurse.", "The user is a nurse.", "in the past"),
        ("I want to be a nurse.", "The user is a nurse.", "as a plan"),
        ("I'm studying to be a nurse.", "The user is a nurse.", "only sought"),
        ("I'm not a teacher.", "The user is a teacher.", "negate"),
    ],
)
def test_a_role_not_yet_past_or_negated_is_the_other_readings(said: str, claim: str, why: str) -> None:
    assert why in refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm allergic to cats.", "The user is allergic."),
        ("I'm happy with my job.", "The user is happy."),
        ("I'm a huge fan of jazz.", "The user is a fan."),
        ("I'm 25 and single.", "The user is 25 and single."),
        ("I'm swamped with the kids and work.", "The user is currently managing kids and work."),
    ],
)
def test_an_adjective_a_tie_or_a_number_is_read_as_before(said: str, claim: str) -> None:
    kept(said, claim)
