"""Lies the gate still let through on h55-base — a gift read as the person's making abroad, a trade called read as
the person's own doing — each refused now by a general reading, each beside an honest twin that is still kept:

- a thing given or received, said made by the person in another language ("Me regalaron una bufanda" → "El usuario
  tejió una bufanda", "On m'a offert une écharpe" → "L'utilisateur a tricoté une écharpe", "Mir wurde ein Schal
  geschenkt" → "Der Nutzer hat einen Schal gestrickt", "Me dieron un pastel" → "El usuario hizo un pastel"): the
  claim's knitting, sewing and weaving were read by no family abroad, only by coverage, where the thing alone holds
  half the claim. They are the art family's now (``relation._RELATION_ABROAD``: "tejió", "a tricoté", "ha cucito",
  "tricotou", "gestrickt", "genäht"), whose quote needs a word of the making (``_SAID_ABROAD``); and a thing given
  to the person or received ("me dieron", "on m'a donné", "mi hanno dato", "me deram", "recibí", "j'ai reçu", "ho
  ricevuto", "recebi", "bekommen", "erhalten") is come by as a thing bought is (``relation._ACQUIRED``): no making
  by the light verb ("hizo", "a fait", "ha fatto", "fez"). A gift kept is had, as a thing bought is: "Me regalaron
  una bufanda" backs "El usuario tiene una bufanda" (``words._received``, a change whose result stands, and
  ``relation._USING``); a thing the person gave is not ("Regalé una bufanda a mi madre", "J'ai offert une écharpe
  à ma mère": the giver's, no clitic of the person before the verb);
- a professional called, phoned, booked, sent for or a thing taken to one ("I called a plumber for the leak" → "The
  user fixed the leak", "I took my car to the mechanic" → "The user repaired the car", "Llamé a un fontanero por la
  fuga" → "El usuario arregló la fuga"): ``roles.caused`` read a trade hired only where its noun was the claim's verb
  ("hired a painter" → "painted"); the thing the trade was called for, about or to do ("for the leak", "to fix the
  roof", "my car" taken to the mechanic, "por la fuga", "pour la fuite", "wegen des Lecks") is now read too: a claim
  that the person did to it what no quote says they did is the trade's doing, reviewed. Not a claim that names the
  trade ("The user called a plumber", "… took their car to the mechanic"), nor one of having ("The user had a
  leak"), nor a doing the person says plainly too ("I called a plumber for the leak, then fixed it myself"); an
  agent noun the other languages' way ("fontanero", "plombier", "idraulico", "encanador", "Klempner").

Ordering sits with buying: "I ordered a pizza" → "The user made a pizza" was refused already (the make family), as
"J'ai commandé une pizza" → "L'utilisateur a fait une pizza" (round 53's light verb). A French kin word with its
hyphen ("ma grand-mère m'a tricoté une écharpe") is another's now (``base._KIN``)."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a gift is no making, abroad ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Me regalaron una bufanda.", "El usuario tejió una bufanda."),
        ("On m'a offert une écharpe.", "L'utilisateur a tricoté une écharpe."),
        ("Mir wurde ein Schal geschenkt.", "Der Nutzer hat einen Schal gestrickt."),
        ("Ich habe einen Schal geschenkt bekommen.", "Der Nutzer hat einen Schal gestrickt."),
        ("Ganhei um cachecol de presente.", "O usuário tricotou um cachecol."),
        ("Me regalaron un vestido.", "El usuario cosió un vestido."),
        ("On m'a offert une robe.", "L'utilisateur a cousu une robe."),
        ("Mi hanno regalato un vestito.", "L'utente ha cucito un vestito."),
        ("Me deram um vestido.", "O usuário costurou um vestido."),
        ("Ich habe ein Kleid bekommen.", "Der Nutzer hat ein Kleid genäht."),
        ("Compré una manta.", "El usuario tejió una manta."),
        ("J'ai acheté un pull.", "L'utilisateur a tricoté un pull."),
        ("Ma grand-mère m'a tricoté une écharpe.", "L'utilisateur a tricoté une écharpe."),
        # ... nor by the light verb
        ("Me dieron un pastel.", "El usuario hizo un pastel."),
        ("Recibí una tarta de cumpleaños.", "El usuario hizo una tarta."),
        ("J'ai reçu un gâteau.", "L'utilisateur a fait un gâteau."),
        ("On m'a donné un gâteau.", "L'utilisateur a fait un gâteau."),
        ("Ho ricevuto una torta.", "L'utente ha fatto una torta."),
        ("Mi hanno dato una torta.", "L'utente ha fatto una torta."),
        ("Me deram um bolo.", "O usuário fez um bolo."),
        ("Ganhei um bolo de aniversário.", "O usuário fez um bolo."),
        ("Ich habe einen Kuchen erhalten.", "Der Nutzer hat einen Kuchen gemacht."),
    ],
)
def test_a_gift_is_no_making_abroad(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Tejí una bufanda.", "El usuario tejió una bufanda."),
        ("Estoy tejiendo una manta.", "El usuario teje una manta."),
        ("Cosí un vestido para la boda.", "El usuario cosió un vestido."),
        ("J'ai tricoté une écharpe.", "L'utilisateur a tricoté une écharpe."),
        ("J'ai cousu une robe.", "L'utilisateur a cousu une robe."),
        ("Je tricote un pull pour ma sœur.", "L'utilisateur tricote un pull."),
        ("Ho fatto a maglia una sciarpa.", "L'utente ha fatto a maglia una sciarpa."),
        ("Ho cucito un vestito.", "L'utente ha cucito un vestito."),
        ("Tricotei um cachecol.", "O usuário tricotou um cachecol."),
        ("Costurei um vestido.", "O usuário costurou um vestido."),
        ("Ich habe einen Schal gestrickt.", "Der Nutzer hat einen Schal gestrickt."),
        ("Ich habe ein Kleid genäht.", "Der Nutzer hat ein Kleid genäht."),
        ("Ich stricke gern Socken.", "Der Nutzer strickt Socken."),
        # a gift said as received, or kept: had
        ("Me regalaron una bufanda.", "El usuario recibió una bufanda de regalo."),
        ("On m'a offert une écharpe.", "L'utilisateur a reçu une écharpe."),
        ("Mir wurde ein Schal geschenkt.", "Der Nutzer hat einen Schal bekommen."),
        ("Me regalaron una bufanda.", "El usuario tiene una bufanda."),
        ("On m'a offert une écharpe.", "L'utilisateur a une écharpe."),
        ("Mi hanno regalato una sciarpa.", "L'utente ha una sciarpa."),
        ("Me deram um cachecol.", "O usuário tem um cachecol."),
        ("Recibí un reloj.", "El usuario tiene un reloj."),
        ("J'ai reçu une montre.", "L'utilisateur a une montre."),
        ("Ho ricevuto un orologio.", "L'utente ha un orologio."),
        ("Recebi um relógio.", "O usuário tem um relógio."),
        ("Ich habe einen Schal bekommen.", "Der Nutzer hat einen Schal."),
        ("Mir wurde ein Schal geschenkt.", "Der Nutzer hat einen Schal."),
        ("Ich habe einen Schal geschenkt bekommen.", "Der Nutzer hat einen Schal."),
        ("Compré un coche.", "El usuario tiene un coche."),
        ("Comprei um carro.", "O usuário tem um carro."),
        # the French kin word is still the person's kin
        ("Ma grand-mère habite à Lyon.", "La grand-mère de l'utilisateur habite à Lyon."),
    ],
)
def test_a_making_or_a_gift_had_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Regalé una bufanda a mi madre.", "El usuario tiene una bufanda."),
        ("J'ai offert une écharpe à ma mère.", "L'utilisateur a une écharpe."),
        ("Ho regalato una sciarpa a mia madre.", "L'utente ha una sciarpa."),
        ("Ich habe meiner Mutter einen Schal geschenkt.", "Der Nutzer hat einen Schal."),
    ],
)
def test_a_gift_given_away_is_not_had(said: str, claim: str) -> None:
    refused(said, claim)


# --- a trade called does what it was called for ------------------------------------------------------------------

_ANOTHERS_DOING = "had another do"


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I called a plumber for the leak.", "The user fixed the leak."),
        ("I called an electrician about the wiring.", "The user fixed the wiring."),
        ("I called a plumber to fix the leak.", "The user fixed the leak."),
        ("I called a roofer about the gutters.", "The user cleaned the gutters."),
        ("I got a handyman in to fix the fence.", "The user fixed the fence."),
        ("We booked a decorator for the living room.", "The user painted the living room."),
        ("I sent for a technician about the boiler.", "The user repaired the boiler."),
        ("I took my car to the mechanic.", "The user repaired the car."),
        ("I took my laptop to a repair shop.", "The user fixed their laptop."),
        ("I brought my bike to the mechanic.", "The user repaired the bike."),
        ("Llamé a un fontanero por la fuga.", "El usuario arregló la fuga."),
        ("Contraté a un pintor para el salón.", "El usuario pintó el salón."),
        ("Llevé el coche al mecánico.", "El usuario arregló el coche."),
        ("Ho chiamato un idraulico per la perdita.", "L'utente ha riparato la perdita."),
        ("Ho chiamato un elettricista per l'impianto.", "L'utente ha sistemato l'impianto."),
        ("Ho portato la macchina dal meccanico.", "L'utente ha riparato la macchina."),
        ("Chamei um encanador para o vazamento.", "O usuário consertou o vazamento."),
        ("Liguei para um eletricista por causa da tomada.", "O usuário consertou a tomada."),
        ("Levei o carro ao mecânico.", "O usuário consertou o carro."),
        ("Ich habe einen Klempner wegen des Lecks gerufen.", "Der Nutzer hat das Leck repariert."),
        ("Ich habe einen Elektriker für die Steckdose bestellt.", "Der Nutzer hat die Steckdose repariert."),
    ],
)
def test_a_trade_called_does_what_it_was_called_for(said: str, claim: str) -> None:
    assert _ANOTHERS_DOING in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # French says the trade's repairing with a verb no quote holds: dropped already
        ("J'ai appelé un plombier pour la fuite.", "L'utilisateur a réparé la fuite."),
        ("J'ai emmené la voiture chez le garagiste.", "L'utilisateur a réparé la voiture."),
        ("I booked a cleaner for Friday.", "The user cleaned the flat."),
        # ordering is buying: no making
        ("I ordered a pizza.", "The user made a pizza."),
        ("J'ai commandé une pizza.", "L'utilisateur a fait une pizza."),
    ],
)
def test_a_trade_called_or_a_thing_ordered_is_refused_already(said: str, claim: str) -> None:
    refused(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I fixed the leak myself after calling a plumber.", "The user fixed the leak."),
        ("I called a plumber for the leak, then fixed it myself.", "The user fixed the leak."),
        ("I took my car to the mechanic and then washed the car.", "The user washed the car."),
        ("I called a plumber for the leak.", "The user had a leak."),
        ("I called a plumber for the leak.", "The user called a plumber."),
        ("I called a plumber for the leak.", "The user needed a plumber for the leak."),
        ("I called a plumber for the leak.", "The user dealt with a leak."),
        ("I called a roofer about the gutters.", "The user called a roofer."),
        ("I took my car to the mechanic.", "The user took their car to the mechanic."),
        ("I am a plumber; I fix leaks.", "The user fixes leaks."),
        ("I'm an electrician and I fix wiring.", "The user fixes wiring."),
        ("I called my mom.", "The user called their mom."),
        ("I called a friend about the party and planned the party.", "The user planned the party."),
        ("I hired a tutor for my son.", "The user has a son."),
        ("Llamé a un fontanero por la fuga.", "El usuario tenía una fuga."),
        ("Llamé a un fontanero por la fuga.", "El usuario llamó a un fontanero."),
        ("Llamé a mi madre.", "El usuario llamó a su madre."),
        ("J'ai appelé ma mère.", "L'utilisateur a appelé sa mère."),
    ],
)
def test_the_persons_own_doing_or_the_call_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
