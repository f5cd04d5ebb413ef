"""Lies the gate still let through on h56-w2base — another's deed, a death, a thing merely received, read as the
person's now — each refused now by a general reading, each beside an honest twin that is still kept:

- a deed another did to the person's thing ("The vet treated my dog's limp" → "The user treated the dog's limp"):
  ``subject._named_subject`` read a clause as someone else's only when no word of the person's stood anywhere in it,
  so the "my" of the object ("my dog's limp") made the vet's deed the person's. Now the person's words that stand
  after the claim's verb as its object or its owner (``_MY_OBJECT``: "my", "me", "our", "us", "mi", "mon", "mein",
  "meu") leave the subject before the verb its doer — not after a verb of having or being ("Ana has my dog this week"
  still says the person's dog). A perfect abroad is read at its participle after the auxiliary the claim says
  (``participle``: "Le vétérinaire a soigné mon chien", "Il veterinario ha curato il mio cane" behind "L'utilisateur
  a soigné le chien");
- one of the person's people whose clause goes on to their death ("My brother was murdered in 2015" → "The user has
  a brother", "Mi esposa, ya fallecida, amaba las rosas", "Ma femme est décédée l'an dernier", "Mein Bruder ist 2015
  gestorben", "Mio fratello è stato ucciso", "Meu irmão foi assassinado"): ``ending._FORMER`` read a kin gone only by
  a word before ("my late wife") or just after ("mi padre fallecido"); now a death said of them, a name and a comma
  or an adverb or a relative pronoun between (``ending._KIN_DIED``: "My brother Anselm was murdered", "Mi esposa
  Rosaura, ya fallecida", "My sister, who died in 2010, loved horses", "Mi hermana, que murió en 2010"),
  makes them a kin who was — not "nearly died" (``_NEARLY``), not "my brother killed a spider" (his deed), not "my
  brother's dog died" (the kin a possessor);
- a thing received named by its sender ("Recibí un email de Google" → "The user uses Google", "Ich habe eine E-Mail
  von Google bekommen", "I got an email from Google", "Recebi um email do Google"): ``relation._USING`` reads a
  receiving abroad as had ("Recibí un reloj") and the German "habe" as having; now what stands after "from", "de",
  "von", "da", "do" in a clause of receiving (``relation._sent_by``) is who sent it, no thing used or had;
- the person said to be another's spouse, partner or friend ("Jorvik and I went hiking" → "The user is Jorvik's
  husband", "… is the husband of Jorvik"): ``relation._RELATION_NOUN_CLAIM`` read only "Jorvik is the user's
  husband"; now the person said to be the other's, in a relation that holds both ways (``_BOTH_WAYS``: not an
  employee, whom the other hired), needs what marriage, romance or friendship needs;
- a thing of the person's ended by a later clause that opens with "so" ("I took my old laptop to the repair shop but
  it was dead, so I threw it away" → "The user owns a laptop"), and abroad with "así que", "alors", "donc", "also",
  "quindi", "então" ("…, así que lo dejé"): ``ending._ENDED_LATER`` opened only on and/but/then.

Kept: the person's own treating ("I treated my dog's limp"), the person's dog behind the vet's deed ("The user has a
dog", "The user's dog had a limp"), "Ana has my dog this week" → has a dog, a brother alive ("My brother lives in
Leeds"), one who nearly died, a wife named and loved ("Ma femme adore Lyon"), a thing received and had ("Recibí un
reloj de mi abuela"), a service used ("Uso Gmail de Google"), "I'm Jorvik's husband", a marriage said ("Jorvik and I
got married in June" → "The user is Jorvik's wife"), a friend named ("My friend Jorvik and I went hiking" → "The user
is Jorvik's friend"), a laptop taken in for repair, a bike kept ("… and I ride it every day, so I love it").

Left: "Der Tierarzt hat meinen Hund behandelt" → "Der Nutzer hat den Hund behandelt" (the German participle at the
clause's end), "Then she adopted my cat" → "The user adopted a cat" (a pronoun subject with the person's object: read
by ``_another_opens``, which still stops at any word of the person's), "My therapist helped me a lot" → "The user
helped a lot" (one of the person's people not in ``_KIN``), "El usuario es el marido de Jorvik" (the relation noun
claim read in English only), "The mechanic repaired my car" → "The user has a car" and "My father died and my brother
lives in Leeds" → "The user has a brother" (refused by the tense reading of a past clause: honest claims lost before
this round, not by it); "My son has died" → "The user has a son" ("son" is a stop word, the French and Spanish "son",
so no reading of a kin ended weighs it: "My late son" passes too); "Meine Schwester, die 2010 gestorben ist, …" (a
German relative clause, its verb last)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- another's deed done to the person's thing ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("The vet treated my dog's limp.", "The user treated the dog's limp."),
        ("The vet treated my dog.", "The user treated the dog."),
        ("Ana treated my dog's limp.", "The user treated the dog's limp."),
        ("The plumber fixed my sink.", "The user fixed the sink."),
        ("The mechanic repaired my car.", "The user repaired the car."),
        ("Melanie took my kids to the park.", "The user took the kids to the park."),
        ("Last year Ana painted my kitchen.", "The user painted the kitchen."),
        ("Ana drove me to work.", "The user drove to work."),
        ("Ana bought my old car.", "The user bought a car."),
        ("Maria speaks Japanese with my kids.", "The user speaks Japanese."),
        ("El veterinario curó la cojera de mi perro.", "El usuario curó la cojera del perro."),
        ("El veterinario ha curado a mi perro.", "El usuario ha curado al perro."),
        ("Le vétérinaire a soigné mon chien.", "L'utilisateur a soigné le chien."),
        ("Le vétérinaire de Quimper a soigné la patte de mon chien.", "L'utilisateur a soigné la patte du chien."),
        ("Der Tierarzt behandelte meinen Hund.", "Der Nutzer behandelte den Hund."),
        ("Il veterinario ha curato il mio cane.", "L'utente ha curato il cane."),
        ("O veterinário tratou o meu cão.", "O usuário tratou o cão."),
    ],
)
def test_another_s_deed_to_the_person_s_thing_is_not_theirs(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I treated my dog's limp.", "The user treated the dog's limp."),
        ("The vet treated my dog's limp.", "The user's dog had a limp."),
        ("The vet treated my dog's limp.", "The user has a dog."),
        ("The vet has my dog.", "The user has a dog."),
        ("I fixed my sink.", "The user fixed the sink."),
        ("I took my kids to the park.", "The user took the kids to the park."),
        ("My kids and I went to the beach.", "The user went to the beach."),
        ("Ana and I drove to work.", "The user drove to work."),
        ("I speak Japanese with my kids.", "The user speaks Japanese."),
        ("I love cooking, Ana loves my lasagna.", "The user loves cooking."),
        ("Curé la cojera de mi perro.", "El usuario curó la cojera del perro."),
        ("J'ai soigné mon chien.", "L'utilisateur a soigné le chien."),
        ("Le vétérinaire a soigné mon chien.", "L'utilisateur a un chien."),
        ("Ho curato il mio cane.", "L'utente ha curato il cane."),
    ],
)
def test_the_person_s_own_deed_and_thing_are_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- one of the person's people whose clause says their death -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My brother was murdered in 2015.", "The user has a brother."),
        ("My brother was killed in a crash.", "The user has a brother."),
        ("My brother Anselm was murdered in Tarragona in 2015.", "The user has a brother named Anselm."),
        ("My wife, sadly, passed away in May.", "The user has a wife."),
        ("Mi esposa, ya fallecida, amaba las rosas.", "El usuario tiene una esposa."),
        ("Mi esposa Rosaura, ya fallecida, amaba las rosas de Cuenca.", "El usuario tiene una esposa llamada Rosaura."),
        ("Mi hermano fue asesinado en 2015.", "El usuario tiene un hermano."),
        ("Ma femme est décédée l'an dernier.", "L'utilisateur a une femme."),
        ("Ma femme Ghislaine est décédée l'an dernier à Vannes.", "L'utilisateur a une femme, Ghislaine."),
        ("Mein Bruder wurde 2015 ermordet.", "Der Nutzer hat einen Bruder."),
        ("Mein Bruder Jochen ist 2015 in Kassel gestorben.", "Der Nutzer hat einen Bruder namens Jochen."),
        ("Mio fratello è stato ucciso nel 2015.", "L'utente ha un fratello."),
        ("Meu irmão foi assassinado em 2015.", "O usuário tem um irmão."),
        ("My sister, who died in 2010, loved horses.", "The user has a sister."),
        ("Mi hermana, que murió en 2010, amaba los caballos.", "El usuario tiene una hermana."),
        ("Ma sœur, qui est décédée en 2010, adorait les chevaux.", "L'utilisateur a une sœur."),
        ("Mia sorella, che è morta nel 2010, amava i cavalli.", "L'utente ha una sorella."),
        ("Minha irmã, que faleceu em 2010, amava cavalos.", "O usuário tem uma irmã."),
    ],
)
def test_a_kin_whose_death_is_told_is_not_had_now(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("My brother lives in Leeds.", "The user has a brother."),
        ("My brother Osric lives in Leeds.", "The user has a brother named Osric."),
        ("My brother's dog died.", "The user's brother had a dog."),
        ("My brother was murdered in 2015.", "The user's brother was murdered in 2015."),
        ("Mi esposa ama las rosas.", "El usuario tiene una esposa."),
        ("Mi esposa Leocadia ama las rosas de Cuenca.", "El usuario tiene una esposa llamada Leocadia."),
        ("Ma femme adore Lyon.", "L'utilisateur a une femme."),
        ("Ma femme Solange adore Lyon.", "L'utilisateur a une femme, Solange."),
        ("Mein Bruder wohnt in Berlin.", "Der Nutzer hat einen Bruder."),
        ("Mio fratello vive a Roma.", "L'utente ha un fratello."),
        ("Meu irmão mora em Lisboa.", "O usuário tem um irmão."),
        ("My brother nearly died in 2015.", "The user's brother nearly died in 2015."),
        ("My sister, who lives in Leeds, loves horses.", "The user has a sister."),
        ("My sister, who nearly died in 2010, loves horses.", "The user has a sister."),
        ("My sister, who mourned her husband, loves horses.", "The user has a sister."),
        ("Mi hermana, que vive en Soria, ama los caballos.", "El usuario tiene una hermana."),
    ],
)
def test_a_kin_alive_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing received, named by its sender --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Recibí un email de Google.", "The user uses Google."),
        ("Recibí un email de Zalando sobre mi pedido.", "The user uses Zalando."),
        ("Ich habe eine E-Mail von Google bekommen.", "The user uses Google."),
        ("Ich habe von Google eine E-Mail bekommen.", "The user uses Google."),
        ("I got an email from Google.", "The user uses Google."),
        ("Recebi um email do Google.", "The user uses Google."),
        ("J'ai reçu un email de Google.", "The user uses Google."),
        ("Ho ricevuto una email da Google.", "The user uses Google."),
    ],
)
def test_a_sender_is_no_thing_used(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Uso Gmail de Google.", "The user uses Google."),
        ("Uso el correo de Fastmail para todo.", "The user uses Fastmail."),
        ("We use Gmail from Google.", "The user uses Google."),
        ("Recibí un reloj.", "El usuario tiene un reloj."),
        ("Recibí un reloj de mi abuela en Navidad.", "El usuario tiene un reloj."),
        ("I got a Tesla.", "The user owns a Tesla."),
    ],
)
def test_a_thing_used_or_received_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- the person said to be another's spouse, partner or friend ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Jorvik and I went hiking.", "The user is Jorvik's husband."),
        ("Jorvik and I almost tied the knot.", "The user is Jorvik's wife."),
        ("Jorvik and I went hiking.", "The user is the husband of Jorvik."),
        ("Jorvik and I went hiking.", "The user is Jorvik's boyfriend."),
        ("Thorvald and I went hiking in the Cairngorms.", "The user is Thorvald's husband."),
    ],
)
def test_the_person_as_another_s_spouse_needs_a_marriage(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm Jorvik's husband.", "The user is Jorvik's husband."),
        ("I'm Leofric's husband, we live in Perth.", "The user is Leofric's husband."),
        ("My wife Jorvik and I went hiking.", "The user is Jorvik's husband."),
        ("Jorvik and I got married in June.", "The user is Jorvik's wife."),
        ("I married Jorvik last year.", "The user is Jorvik's husband."),
        ("Jorvik and I tied the knot.", "The user is Jorvik's wife."),
        ("My girlfriend Jorvik and I went hiking.", "The user is Jorvik's boyfriend."),
        ("My friend Jorvik and I went hiking.", "The user is Jorvik's friend."),
        ("Jorvik is my best friend.", "The user is Jorvik's friend."),
        ("Jorvik hired me last year.", "The user is Jorvik's employee."),
    ],
)
def test_the_person_as_another_s_spouse_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a thing ended by a later clause opening with "so" --------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        (
            "I took my old laptop to the repair shop but it was dead, so I threw it away.",
            "The user owns a laptop.",
        ),
        ("I bought a bike last year but never rode it, so I sold it.", "The user owns a bike."),
        ("Empecé con la cerámica, pero no tenía tiempo, así que lo dejé.", "El usuario hace cerámica."),
        ("J'ai commencé la poterie mais c'était trop cher, alors j'ai arrêté.", "L'utilisateur fait de la poterie."),
        ("Ich habe mit Töpfern angefangen, aber es war zu teuer, also habe ich aufgehört.", "Der Nutzer töpfert."),
        ("Ho iniziato la ceramica, ma costava troppo, quindi ho smesso.", "L'utente fa ceramica."),
        ("Comecei a fazer cerâmica, mas era caro, então parei.", "O usuário faz cerâmica."),
    ],
)
def test_a_thing_ended_so_is_not_held(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I took my laptop to the repair shop.", "The user owns a laptop."),
        ("I took my laptop to the repair shop, so I'm without it this week.", "The user owns a laptop."),
        ("I bought a bike last year and I ride it every day, so I love it.", "The user owns a bike."),
    ],
)
def test_a_thing_kept_so_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
