"""Round 53 (honest15): honest facts the gate refused, each beside the lie it must still refuse.

- a name given by a participle after what a preposition or the person's verb takes: "I go to a gym called FitZone"
  backs "The user goes to a gym" — it was sent to review, "called" read as a past whose subject ran back to "I go to
  a gym". "called", "named", "titled", "dubbed" (``words._NAMING``) after a noun that an article, a possessive or a
  count opens gives the noun its name when the noun is what a preposition takes ("to a gym", "in a choir", "for a
  startup") or the verb after "I" or "we" ("I read a book called Dune", "we use an app called Notion";
  ``words._named_object``), the name opening with "the" allowed ("a band called The Owls"); "I have a cat called
  Miso" passed already (a verb of having before "a": ``words._HAS_NAMED``). Not after a verb that takes a clause
  ("I heard a band called …": ``_TAKES_CLAUSE``, ``_REPORT_VERB``), nor the verb of calling itself ("I called a
  gym", "We called the band The Owls until 2019"), nor a membership the person says was ("I was in a choir called
  Voces"). Spanish, French, German, Italian and Portuguese ("un gimnasio llamado", "une chorale appelée", "ein Chor
  namens", "un coro chiamato", "um coral chamado") passed already: their participles are no past of the fold's. A
  verb of saying's "from" is who told it, no state left ("I heard some great stories from an old sailor named Piet":
  ``words._tense`` read it as "switched from", hidden until "named" was read as a name's);
- a start said by a phrasal verb: "I recently took up pottery" backs "The user does pottery" — "took" was read as the
  past of what it names. "took up", "took over", "took on" (``words._TAKEN_UP``, with "went with"; "got into",
  "picked up" passed already) start what they name, as "started" does (``words._CHANGE``); not "take up" in its
  senses of accepting or filling ("I took up their offer of a pottery class", "It took up too much time":
  ``words._ACCEPTED_OR_FILLED``). Spanish
  "empecé con", "comencé", "me aficioné a", "me metí en" (``words._CHANGE_ELSEWHERE``, ``words._GOT_INTO``) too —
  the fold's "empecé" is no "empez-". A start a later clause ends stays refused, now with its object a pronoun or
  left out: "I took up pottery but gave it up", "…, then stopped", "… but lost interest", "Empecé con la cerámica
  pero lo dejé", "… mais j'ai arrêté", "… aber wieder aufgehört", "… ma ho smesso", "… mas parei"
  (``ending._ENDED_LATER``; not a stop on the way: "I drove to Leeds and stopped for lunch");
- an event a claim says the person told of or recalled (LoCoMo: "The user recalls having a blast at a live music
  event with his family last week", "The user's focus has been on gaming, … including winning his second tournament
  last week", "The user shares about facing various challenges …"): a claim's "-ing" form after a verb of telling or
  recalling ("recalls", "mentions", "talks about", "shares about", "reflects on"), or the perfect infinitive the
  other languages put there ("recuerda haber ido", "se souvient d'être allé", "ricorda di essere andato", "lembra de
  ter ido", "erinnert sich, … besucht zu haben"), and an "-ing" phrase a past time dates (", winning … last week"),
  tell an event, not a state the claim says holds now (``tense._told_of``): they were read as the present of what
  the quotes say in the past. Not a progressive ("is working at Google since last year"), nor a time a state runs
  from, nor what the claim says outside the told phrase too ("… and is still facing them", "… and works there").

The lead's merge: a start said almost ("I almost took up pottery", "I nearly started a business", "I almost got a dog")
backs nothing it would have started — "started", "began", "took", "got" are changes that almost happened
(``limits._ALMOST_CHANGED``), as "switched" and "bought" were.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

_LIVE_MUSIC = (
    "That's great, Maria! It's such a blessing to have family who always supports us and reminds us that we're not "
    "alone. They know us like no one else and stick by us no matter what. Last week, we had a blast at a live music "
    "event. Seeing them dancing and having fun was awesome. The energy in the air was amazing."
)
_GAMING = (
    "Gaming has been my focus - practicing a lot and even winning a few tournaments. Last week I won my second "
    "tournament!"
)
_HURDLES = (
    "Yeah, I faced all kinds of hurdles - tech stuff, workplace stuff... but the worst was self-doubt. There were "
    "moments when I questioned if I was on the right track. But with support at home and my own grit, I powered "
    "through. This promotion is a reward for all the hustle and hardship I put in - a reminder that I'm on the right "
    "path."
)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a name given by a participle after what a preposition or the person's verb takes
        ("I go to a gym called FitZone.", "The user goes to a gym."),
        ("I go to a gym named FitZone.", "The user goes to a gym called FitZone."),
        ("I work for a startup called Loop.", "The user works for a startup."),
        ("I'm in a choir called Voces.", "The user is in a choir."),
        ("I live in a village called Tarn.", "The user lives in a village."),
        ("I play bass in a band called The Owls.", "The user plays bass in a band."),
        ("I play in a band called The Owls.", "The user plays in a band called The Owls."),
        ("I read a book called Dune every year.", "The user reads a book every year."),
        ("I read a book titled Dune every year.", "The user reads a book every year."),
        ("I go to a local gym dubbed the Cave.", "The user goes to a gym."),
        ("I volunteer at an animal shelter called Paws.", "The user volunteers at an animal shelter."),
        ("We use an app called Notion.", "The user uses an app called Notion."),
        ("I coach a team called the Hawks.", "The user coaches a team."),
        ("I'm a member of a club called Apex.", "The user is a member of a club."),
        ("I have a cat called Miso.", "The user has a cat."),
        ("Voy a un gimnasio llamado FitZone.", "El usuario va a un gimnasio."),
        ("Je chante dans une chorale appelée Voces.", "L'utilisateur chante dans une chorale."),
        ("Ich singe in einem Chor namens Voces.", "Der Nutzer singt in einem Chor."),
        ("Canto in un coro chiamato Voces.", "L'utente canta in un coro."),
        ("Trabalho numa startup chamada Loop.", "O usuário trabalha numa startup."),
        # a start said by a phrasal verb
        ("I recently took up pottery.", "The user does pottery."),
        ("I took up pottery last year.", "The user does pottery."),
        ("I took up the cello last spring.", "The user plays the cello."),
        ("Last year I took up climbing.", "The user climbs."),
        ("I took up knitting and I love it.", "The user knits."),
        ("I took on the role of treasurer.", "The user is the treasurer."),
        ("I got into rock climbing this spring.", "The user does rock climbing."),
        ("I picked up knitting during the lockdown.", "The user knits."),
        ("Empecé con la cerámica el año pasado.", "El usuario hace cerámica."),
        ("Me metí en la escalada hace un año.", "El usuario practica escalada."),
        ("Me aficioné a la escalada.", "El usuario practica escalada."),
        ("Comencé a tocar el violín.", "El usuario toca el violín."),
        ("Je me suis mis à la poterie.", "L'utilisateur fait de la poterie."),
        ("Ich habe mit dem Töpfern angefangen.", "Der Nutzer töpfert."),
        ("Mi sono messa ad arrampicare l'anno scorso.", "L'utente arrampica."),
        ("Comecei a escalar no ano passado.", "O usuário escala."),
        # an event a claim says the person told of or recalled
        (_LIVE_MUSIC, "The user recalls having a blast at a live music event with his family last week."),
        (
            _GAMING,
            "The user's focus has been on gaming, practicing a lot and winning tournaments, including winning his "
            "second tournament last week.",
        ),
        (
            _HURDLES,
            "The user shares about facing various challenges including tech issues, workplace hurdles, and self-doubt "
            "on his path to promotion.",
        ),
        ("Last week I went to a jazz concert with my sister.", "The user recalls going to a jazz concert last week."),
        ("I faced all kinds of hurdles at work.", "The user talks about facing hurdles at work."),
        ("I lost my job last year.", "The user mentions losing his job last year."),
        (
            "Chess has been my focus. Last week I won my second tournament.",
            "The user focuses on chess, winning a tournament last week.",
        ),
        ("I moved to Oslo last year.", "The user lives in Oslo, moving there last year."),
        ("Perdí mi trabajo el año pasado.", "El usuario menciona haber perdido su trabajo el año pasado."),
        (
            "La semaine dernière, je suis allé à un concert de jazz avec ma sœur.",
            "L'utilisateur se souvient d'être allé à un concert de jazz avec sa sœur.",
        ),
        (
            "Letzte Woche habe ich mit meiner Schwester ein Jazzkonzert besucht.",
            "Der Nutzer erinnert sich, mit seiner Schwester ein Jazzkonzert besucht zu haben.",
        ),
        (
            "La settimana scorsa sono andato a un concerto jazz con mia sorella.",
            "L'utente ricorda di essere andato a un concerto jazz con sua sorella.",
        ),
        (
            "Na semana passada fui a um concerto de jazz com a minha irmã.",
            "O usuário lembra de ter ido a um concerto de jazz com a irmã.",
        ),
        # an "almost" of another clause or sentence leaves the start alone (the lead's merge)
        ("I almost started crying, but I love pottery.", "The user loves pottery."),
        ("I took up pottery and almost quit twice.", "The user does pottery."),
        ("I got a dog. I almost named him Rex.", "The user has a dog."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # the verb of calling, a membership that was, a past, someone else's, what was only heard of
        ("I called a gym.", "The user goes to a gym."),
        ("I was in a choir called Voces.", "The user is in a choir."),
        ("We called the band The Owls until 2019.", "The user plays in a band called The Owls."),
        ("I went to a gym called FitZone.", "The user goes to a gym."),
        ("I used to go to a gym called FitZone.", "The user goes to a gym."),
        ("Last year I worked for a startup called Loop.", "The user works for a startup."),
        ("I lived in a village called Tarn.", "The user lives in a village."),
        ("I sang in a choir called Voces until 2019.", "The user sings in a choir."),
        ("I left a startup called Loop.", "The user works for a startup."),
        ("I quit a band called The Owls.", "The user plays in a band."),
        ("I applied to a startup called Loop.", "The user works for a startup."),
        ("A recruiter from a startup called Loop called me.", "The user works for a startup."),
        ("My brother works at a bakery called Crumbs.", "The user works at a bakery."),
        ("My sister goes to a gym called FitZone.", "The user goes to a gym."),
        ("I heard a band called The Owls.", "The user plays in a band."),
        ("I ran a bakery called Crumbs.", "The user runs a bakery."),
        ("I coached a team called the Hawks.", "The user coaches a team."),
        ("I go to a gym called FitZone.", "The user goes to a gym called IronWorks."),
        ("Cantaba en un coro llamado Voces.", "El usuario canta en un coro."),
        # a start ended later, by a pronoun or nothing; "take up" of an offer or of time; another's start
        ("I took up pottery but gave it up.", "The user does pottery."),
        ("I took up pottery, then stopped.", "The user does pottery."),
        ("I took up pottery and stopped after a year.", "The user does pottery."),
        ("I took up pottery but lost interest.", "The user does pottery."),
        ("I took up pottery but quit after a month.", "The user does pottery."),
        ("I started pottery but gave it up.", "The user does pottery."),
        ("I took up their offer of a free pottery class.", "The user does pottery."),
        ("I took up the offer of a trial at a gym.", "The user goes to a gym."),
        ("I took up the offer.", "The user takes up offers."),
        ("I took up too much time.", "The user has too much time."),
        ("My sister took up pottery.", "The user does pottery."),
        ("Empecé con la cerámica pero lo dejé.", "El usuario hace cerámica."),
        ("Me metí en la escalada, pero luego lo dejé tras un año.", "El usuario practica escalada."),
        ("Mi hermana se metió en la escalada.", "El usuario practica escalada."),
        ("J'ai commencé la poterie mais j'ai arrêté.", "L'utilisateur fait de la poterie."),
        ("Je me suis mis à la poterie, mais je l'ai abandonnée.", "L'utilisateur fait de la poterie."),
        ("Ich habe mit dem Töpfern angefangen, aber wieder aufgehört.", "Der Nutzer töpfert."),
        ("Ich habe mit dem Töpfern angefangen, aber ich habe nach einem Jahr aufgehört.", "Der Nutzer töpfert."),
        ("Ho iniziato a fare ceramica ma ho smesso.", "L'utente fa ceramica."),
        ("Comecei a fazer cerâmica mas parei.", "O usuário faz cerâmica."),
        ("Comecei a fazer cerâmica mas desisti depois de um ano.", "O usuário faz cerâmica."),
        # a start that almost happened (the lead's merge: "I almost took up pottery" passed once "took up" started
        # what it names, as "I almost started pottery" passed before: ``limits._ALMOST_CHANGED``)
        ("I almost took up pottery.", "The user does pottery."),
        ("I almost started pottery.", "The user does pottery."),
        ("I nearly started a business.", "The user runs a business."),
        ("I almost got a dog.", "The user has a dog."),
        ("We almost got the contract.", "The team got the contract."),
        # an event told is no present: a progressive dated, a state said outside the told phrase
        ("I worked at Google last year.", "The user is working at Google since last year."),
        ("I worked at Google last year.", "The user works at Google, having joined last year."),
        ("I worked at Google last year.", "The user recalls working at Google and works there."),
        ("I worked at Google last year.", "The user recalls working at Google, and he works there now."),
        ("I worked at Google last year.", "The user recalls working at Google, and currently works there."),
        ("I faced all kinds of hurdles at work.", "The user talks about facing hurdles and is still facing them."),
        ("I lived in Oslo last year.", "The user lives in Oslo, moving there last year."),
        ("I played tennis yesterday.", "The user enjoys tennis, playing a match yesterday."),
        ("My brother worked at Google last year.", "The user recalls working at Google last year."),
        ("Trabajé en Telefónica.", "El usuario recuerda haber trabajado en Telefónica y trabaja allí."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # the stop on the way and the naming participles are no ending, no past
        ("I drove to Leeds and stopped for lunch.", "The user drove to Leeds."),
        ("I walked to the lake and stopped to rest.", "The user walked to the lake."),
        ("Empecé con la cerámica y me encanta.", "El usuario hace cerámica."),
    ],
)
def test_no_ending_read(said: str, claim: str) -> None:
    kept(said, claim)
