"""Round 56 (honest18): honest facts the gate refused by a misreading, each beside the lie it must still refuse.

- a proposal said by asking, or accepted: "I asked Lena to marry me and she said yes" and "I proposed to Lena and she
  accepted" back "The user is engaged to Lena" — the first was read as a wedding ("engaged" where the quotes say
  "marry": ``states.other_state``), the second as a past. ``words._WED_IDIOM`` reads the asking as the proposal it is
  (``words._wed`` rewrites it "… proposed to Lena …", so its "marry" backs no "is married") and an acceptance as the
  yes; ``words._PROPOSAL_TAKEN`` (read by ``words._offered`` over ``words._PROPOSING``) reads both, "Tobiah asked me to
  marry him and I said yes", and the person's proposal abroad with the other's yes after it ("Le pedí matrimonio a
  Lena y dijo que sí", "J'ai demandé Lena en mariage et elle a dit oui", "Pedi a Lena em casamento e ela disse sim",
  "Ich habe Lena einen Antrag gemacht und sie hat ja gesagt"). Not one only asked, said no to, ended, another's, nor
  a wedding ("… is married to Lena").
- a passive naming: "I was named Lucia after my grandmother" backs "The user's name is Lucia" — ``words._past_from``
  read "was named" as a name had then, as "My cat was called Mochi" rightly is. The person's own passive of a
  conferring naming (``words._CONFERRED_NAME``: named, christened, baptized, after "I" or "we") is a conferral, as "I
  was promoted" is ("I was named employee of the month" too) — unless the text says the name changed or is not the
  one gone by (``words._RENAMED``: "…, but I changed my name to Lu", "… but everyone calls me Lu"), which now holds
  the active back too ("My parents named me Lucia, but I changed my name to Lu" passed before). Not "My sister was
  named …", "I was almost named …", "I was called Lucia as a kid".
- a naming abroad: "Mis padres me llamaron Lucía" backs "El nombre del usuario es Lucía" — a past; a verb of naming
  with the person's clitic and a name after it (``words._named_abroad``: "me llamaron", "me pusieron", "me chamaram
  de") is a conferral. Not a call ("Me llamaron ayer del banco").
- a Spanish term served out, then a new one: "Me eligieron alcalde en 2010 y serví dos mandatos, y en 2022 fui
  reelegido" backs "El usuario es alcalde" — ``words._tense`` walked the subject of "serví" back past the "y" to
  "alcalde"; a past of another language right after its "and" (``words._AND_ABROAD``) has its subject in the verb.
  ``ending._HELD_OUT`` now reads the terms served out abroad ("y serví dos mandatos", "et j'ai fait deux mandats",
  "e ho servito due mandati"), so "Me eligieron alcalde en 2010 y serví dos mandatos" stays refused.
- a thing parted with and got again, more ways: "J'ai vendu ma vieille voiture et j'en ai acheté une neuve" —
  ``ending._ENDED_AFTER`` stopped its object at "ma" (an Italian "but"): a "ma" right after a French participle is
  "my"; "Ich habe mein altes Auto verkauft und ein neues gekauft" — the German perfect of a parting
  (``ending._PARTED_DE``, its participle skipped by ``ending._ONE_AGAIN``); "My old laptop died so I bought a new one"
  — a thing of the person's that gave out by itself (``ending._GAVE_OUT``: died, broke, "se murió", "est tombé en
  panne", "ist kaputtgegangen") is parted with for ``ending.got_again``, "so" a link too. Not one not got again, got
  as another thing, only wanted, another's, nor its age ("The user has an old laptop").
- a thing made beside one come by: "J'ai fait un gâteau et on m'a offert des fleurs" backs "L'utilisateur a fait un
  gâteau" — ``relation.used`` read the light verb's thing as bought because its clause said a thing come by; it now
  reads the "and"-part that holds the thing (``relation._part_with``). Not "On m'a offert des fleurs" → "… a acheté
  des fleurs".
- a time counted back by "some": "I started yoga some weeks ago" backs "The user does yoga" — ``limits._SOMETIMES``
  read "some weeks" as a frequency; not before "ago", "later", "before" … ("Some weeks I do yoga" stays one).
- a loss dated by (LoCoMo): "Losing my job was hard, but I'm starting my own business now" backs "The user is
  starting his own business after losing his job" — ``tense.dated`` read "job" as said in the present. A claim's
  "after" + a gerund of a loss or an end ("after losing his job", "after leaving the army", ``tense._TOLD_OF``) tells
  what came before, as "recalls losing his job" does. Not a word the claim says outside it ("The user works at Acme
  after losing his job at Acme"), nor another event ("… lives in Lisbon after moving to Berlin").
- a thing dropped off: "I dropped my phone off at the repair shop" backs "The user has a phone" — "dropped" was read
  as a negation (``words._NEGATIVE_WORDS``); "dropped" before "off", "by", "in" or a thing and "off" negates nothing
  (``words._NO_NEGATION``), and ``roles.taken_in`` reads the phone as had. "We dropped Paddle" stays a dropping.

Left: the Italian proposal ("Ho chiesto a Lena di sposarmi e ha detto di sì": read as a role of another's,
``roles``); a proposal only asked abroad passes ("Le pedí matrimonio a Lena." and "Pedi a Lena em casamento." →
engaged: the Spanish and Portuguese "pedí"/"pedi" read as no past — on the base too); "Mis padres querían llamarme
Lucía" → "El nombre del usuario es Lucía" passes (another's wish abroad: on the base too); "Me llamaron Lucía por mi
abuela" (refused by ``names``: "nombre"); "Me eligieron alcalde en 2010 y en 2014 me reeligieron" (a past);
"J'ai été élu maire en 2010 et j'ai fait deux mandats, et en 2022 j'ai été réélu" (a past); "I dropped the kids off
at school" → "The user has kids" (a past); "My phone died so I charged it" → "The user has a phone" (a past);
"My parents named me after my grandmother Lucia" → "The user's name is Lucia" passes (and its passive), a name read
into "after my grandmother Lucia"; "They promoted me to manager, but I changed jobs" → "The user is a manager" passes
(a change of jobs is no ``_DISMISSED``: on the base too).
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a proposal said by asking, or accepted, and abroad
        ("I asked Lena to marry me and she said yes.", "The user is engaged to Lena."),
        ("I asked Lena to marry me and she said yes.", "Lena is engaged to the user."),
        ("I proposed to Lena and she accepted.", "The user is engaged to Lena."),
        ("Tobiah asked me to marry him and I said yes.", "The user is engaged to Tobiah."),
        ("He proposed and I accepted.", "The user is engaged."),
        ("Le pedí matrimonio a Lena y dijo que sí.", "El usuario está comprometido con Lena."),
        ("J'ai demandé Lena en mariage et elle a dit oui.", "L'utilisateur est fiancé à Lena."),
        ("Pedi a Lena em casamento e ela disse sim.", "O usuário está noivo de Lena."),
        ("Ich habe Lena einen Antrag gemacht und sie hat ja gesagt.", "Der Nutzer ist mit Lena verlobt."),
        # a passive naming of the person's, and a naming abroad
        ("I was named Lucia after my grandmother.", "The user's name is Lucia."),
        ("I was named Lucia.", "The user's name is Lucia."),
        ("I was christened Lucia.", "The user's name is Lucia."),
        ("I was named employee of the month in May.", "The user is employee of the month."),
        ("Mis padres me llamaron Lucía.", "El nombre del usuario es Lucía."),
        ("Meus pais me chamaram de Lúcia.", "O nome do usuário é Lúcia."),
        # a Spanish term served out, then a new one
        ("Me eligieron alcalde en 2010 y serví dos mandatos, y en 2022 fui reelegido.", "El usuario es alcalde."),
        # a thing sold (French 'ma', German perfect) or given out, and got again
        ("J'ai vendu ma vieille voiture et j'en ai acheté une neuve.", "L'utilisateur a une voiture."),
        ("Ich habe mein altes Auto verkauft und ein neues gekauft.", "Der Nutzer hat ein Auto."),
        ("My old laptop died so I bought a new one.", "The user has a laptop."),
        ("My old laptop broke and I bought a new one.", "The user has a laptop."),
        ("Mi portátil viejo se murió y compré uno nuevo.", "El usuario tiene un portátil."),
        ("Mon vieil ordinateur est tombé en panne et j'en ai acheté un neuf.", "L'utilisateur a un ordinateur."),
        # a thing made beside another come by
        ("J'ai fait un gâteau et on m'a offert des fleurs.", "L'utilisateur a fait un gâteau."),
        ("J'ai fait un gâteau et j'ai acheté des fleurs.", "L'utilisateur a fait un gâteau."),
        # a time counted back by 'some'
        ("I started yoga some weeks ago.", "The user does yoga."),
        ("I took up yoga some days ago.", "The user does yoga."),
        # a thing dropped off
        ("I dropped my phone off at the repair shop.", "The user has a phone."),
        ("I dropped my laptop off at the repair shop.", "The user owns a laptop."),
        # a loss dated by
        (
            "Losing my job was hard, but I'm starting my own business now.",
            "The user is starting his own business after losing his job.",
        ),
        ("I left the army in 2019 and now I teach.", "The user teaches after leaving the army."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a proposal only asked, said no to, ended, another's, or a wedding
        ("I asked Lena to marry me.", "The user is engaged to Lena."),
        ("I asked Lena to marry me and she said no.", "The user is engaged to Lena."),
        ("I asked Lena to marry me and she said yes, but we broke up in May.", "The user is engaged to Lena."),
        ("My brother asked Lena to marry him and she said yes.", "The user is engaged to Lena."),
        ("I asked Lena to marry me and she said yes.", "The user is married to Lena."),
        ("I proposed to Lena and she accepted.", "The user is married to Lena."),
        ("I asked Lena to dinner and she said yes.", "The user is engaged to Lena."),
        ("Le pedí matrimonio a Lena y dijo que no.", "El usuario está comprometido con Lena."),
        ("J'ai demandé Lena en mariage.", "L'utilisateur est fiancé à Lena."),
        ("J'ai demandé Lena en mariage et elle a dit non.", "L'utilisateur est fiancé à Lena."),
        ("Ich habe Lena einen Antrag gemacht.", "Der Nutzer ist mit Lena verlobt."),
        # a naming another's, almost, a name gone by then, or changed
        ("My sister was named Lucia after my grandmother.", "The user's name is Lucia."),
        ("I was almost named Lucia.", "The user's name is Lucia."),
        ("I was called Lucia as a kid.", "The user's name is Lucia."),
        ("I was named Lucia, but I changed my name to Lu.", "The user's name is Lucia."),
        ("I was named Lucia but everyone calls me Lu.", "The user's nickname is Lucia."),
        ("My parents named me Lucia, but I changed my name to Lu.", "The user's name is Lucia."),
        ("My cat was called Mochi.", "The user's cat is called Mochi."),
        # a call, no naming
        ("Me llamaron ayer del banco.", "El usuario tiene un banco."),
        # a Spanish term served out, or lost
        ("Me eligieron alcalde en 2010 y serví dos mandatos.", "El usuario es alcalde."),
        ("Me eligieron alcalde en 2010 y serví dos mandatos, y en 2022 perdí.", "El usuario es alcalde."),
        # a thing sold and not got again, or only its age
        ("J'ai vendu ma vieille voiture.", "L'utilisateur a une voiture."),
        ("J'ai vendu ma voiture.", "L'utilisateur a une voiture."),
        ("J'ai vendu ma vieille voiture et j'ai acheté un vélo.", "L'utilisateur a une voiture."),
        ("J'ai vendu ma vieille voiture et j'en ai acheté une neuve.", "L'utilisateur a une vieille voiture."),
        ("Ich habe mein altes Auto verkauft.", "Der Nutzer hat ein Auto."),
        ("Ich habe mein altes Auto verkauft und ein neues Fahrrad gekauft.", "Der Nutzer hat ein Auto."),
        ("Ich habe mein altes Auto verkauft und ein neues gekauft.", "Der Nutzer hat ein altes Auto."),
        # a thing that gave out and was not got again, or another's
        ("My old laptop died.", "The user has a laptop."),
        ("My old laptop died so I bought a new phone.", "The user has a laptop."),
        ("My old laptop died and I want to buy a new one.", "The user has a laptop."),
        ("My old laptop died so I bought a new one.", "The user has an old laptop."),
        ("My sister's laptop died so she bought a new one.", "The user has a laptop."),
        # a thing come by, not bought
        ("On m'a offert des fleurs.", "L'utilisateur a acheté des fleurs."),
        ("J'ai fait un gâteau et on m'a offert des fleurs.", "L'utilisateur a acheté des fleurs."),
        # a start ended, or a frequency
        ("I started yoga some weeks ago but quit.", "The user does yoga."),
        ("Some weeks I do yoga.", "The user does yoga."),
        # a dropping, the trade's doing, another's thing
        ("We dropped Paddle.", "The team uses Paddle."),
        ("I dropped my phone off at the repair shop.", "The user repaired the phone."),
        ("I dropped my sister's phone off at the repair shop.", "The user has a phone."),
        # a loss dated by: what else it says
        ("Losing my job was hard, but I'm starting my own business now.", "The user has a job."),
        ("Losing my job at Acme was hard.", "The user works at Acme after losing his job at Acme."),
        ("I moved to Berlin after leaving Lisbon.", "The user lives in Lisbon after moving to Berlin."),
        ("I sold my car last year and now I cycle.", "The user has a car after selling his car."),
        ("I left the army in 2019 and now I teach.", "The user is in the army."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
