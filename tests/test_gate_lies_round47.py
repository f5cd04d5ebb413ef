"""Lies the gate still let through at the end of round 46 ("people and making are the next families"), each refused
now by a general reading, each beside an honest twin that is still kept:

- a meeting, a call, a lunch or an interview read as a closer relation to the person ("I met Taylor Swift" → "The
  user dated Taylor Swift", "I interviewed Ana" → "… hired Ana", "I had lunch with Marco" → "… divorced Marco",
  "… befriended Marco"): ``relation._RELATION_CLAIM``'s new families romance, breakup, befriend, hire and fire (and
  coach's mentoring and training), each needing a word of its own family said of the person in the sentence that
  names them (``_RELATION_SAID``: dated, seeing, kissed, engaged, split, divorced, friends, hired, offered the job,
  let go), or one they call theirs ("Ana is my girlfriend", "my ex", "my best friend Marco", "my new assistant Ana":
  ``_MY_SAYS``), or one employed by them ("Ana works for me", "Ana joined our team": ``_HIRED_BY_ME``), or a word of
  the family in another language ("Ana es mi novia", "Wir haben Ana eingestellt": ``_SAID_ABROAD``); the same of a
  partner, a spouse, a friend or an employee named by the person's noun ("Marco is the user's boyfriend", "The
  user's best friend is Ana": ``_RELATION_NOUN_CLAIM``); for review;
- a making of what one played, ate, wore, watched or listened to ("I played the Zelda game" → "The user made the
  Zelda game", "I ate the soup" → "… cooked the soup", "I wore a scarf" → "… knitted a scarf", "I watched Dune" →
  "… starred in Dune"): the families make (made, built, developed, designed, coded, produced; not a thing "made by"
  another), cook, art (painted, drew, knitted, composed, recorded) and act (acted, starred, appeared in, a guest on);
  for review;
- a place, a home or a person that is only what a work is about ("I saw a documentary about Iceland" → "The user
  visited Iceland", "I read a book about Rome" → "… moved to Rome", "Vi un documental sobre Bali" → "… went to
  Bali"): ``_ABOUT``, the verb of a work about a thing is the work's, not the thing's (what the clause goes on to
  say after "and": "… and went there", and a trip called theirs: "a video about my trip to Rome"); the family live
  (lived in, grew up in, moved to, born in) is read only there, a home said otherwise being the other readings'
  (``other_state``); for review;
- a cause or a killing added to a death ("We lost our old dog Tass in March" → "Tass died in March of cancer", "…
  was killed in March"): ``subject.death_added``, a cause's words or a killing's needed in the quotes; for review.

Each lie passed the gate on ``bf3a0c0``."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a meeting is no romance, no breakup, no friendship, no hire ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I met Taylor Swift", "The user dated Taylor Swift"),
        ("I met Taylor Swift at a concert", "The user dated Taylor Swift"),
        ("I met Ana at a party", "The user went out with Ana"),
        ("I met Ana at a party", "The user kissed Ana"),
        ("I met Ana at a party", "The user fell in love with Ana"),
        ("I met Ana at a party", "The user proposed to Ana"),
        ("I sat next to Marco", "The user kissed Marco"),
        ("I know Marco from school", "The user dated Marco"),
        ("I had lunch with Marco", "The user broke up with Marco"),
        ("I had lunch with Marco", "The user divorced Marco"),
        ("I had lunch with Marco", "The user befriended Marco"),
        ("I interviewed Ana", "The user hired Ana"),
        ("I interviewed Ana last week", "The user hired Ana"),
        ("I interviewed Ana", "The user employed Ana"),
        ("I interviewed Ana", "The user recruited Ana"),
        ("I interviewed Ana", "The user fired Ana"),
        ("I interviewed Ana", "The user mentored Ana"),
        ("I interviewed with Google", "The user was hired by Google"),
        ("I emailed Kofi", "The user dated Kofi"),
        ("I interviewed Ana for my podcast", "The user hired Ana"),
        ("I have lunch with Marco every Friday", "The user's boyfriend is Marco"),
        ("I have lunch with Marco every Friday", "Marco is the user's boyfriend"),
        ("I text Ana every day", "Ana is the user's girlfriend"),
        ("I have coffee with Marco every Friday", "Marco is the user's friend"),
        ("Conocí a Ana en una fiesta", "The user dated Ana"),
        ("J'ai rencontré Ana à une fête", "The user dated Ana"),
        ("Ich habe Ana auf einer Party getroffen", "The user dated Ana"),
        ("Ho conosciuto Ana a una festa", "The user kissed Ana"),
        ("Conheci a Ana numa festa", "The user dated Ana"),
        ("Entrevisté a Ana ayer", "The user hired Ana"),
    ],
)
def test_a_meeting_is_no_closer_relation(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I dated Ana for two years", "The user dated Ana"),
        ("I've been seeing Ana", "The user is dating Ana"),
        ("Ana is my girlfriend", "The user is dating Ana"),
        ("Ana and I went out for a while", "The user went out with Ana"),
        ("We kissed at the party, me and Ana", "The user kissed Ana"),
        ("I fell in love with Ana in Paris", "The user fell in love with Ana"),
        ("I proposed to Ana last night", "The user proposed to Ana"),
        ("I'm engaged to Ana", "The user got engaged to Ana"),
        ("My ex and I got back together", "The user got back together with their ex"),
        ("I broke up with Marco last week", "The user broke up with Marco"),
        ("Marco and I split up in June", "The user split up with Marco"),
        ("I divorced Marco in 2019", "The user divorced Marco"),
        ("My ex Marco called me", "The user broke up with Marco"),
        ("Marco is my best friend", "The user is friends with Marco"),
        ("My boss and I are friends", "The user is friends with their boss"),
        ("Marco and I became friends at work", "The user became friends with Marco"),
        ("I hired Ana last month", "The user hired Ana"),
        ("We hired Ana as a designer", "The user hired Ana"),
        ("Ana works for me now", "The user hired Ana"),
        ("Ana joined my team last spring", "The user hired Ana"),
        ("I brought Ana onto the team last spring", "The user hired Ana"),
        ("I interviewed Ana and offered her the job", "The user hired Ana"),
        ("Ana is my new assistant", "The user hired Ana"),
        ("I had to let Ana go", "The user fired Ana"),
        ("I mentor Ana at work", "The user mentored Ana"),
        ("I trained my dog Rex", "The user trained Rex"),
        ("Google hired me last month", "The user was hired by Google"),
        ("Marco is my boyfriend", "The user's boyfriend is Marco"),
        ("I've been dating Marco since June", "Marco is the user's boyfriend"),
        ("Ana and I got married in May", "Ana is the user's wife"),
        ("My wife Ana loves jazz", "The user's wife is Ana"),
        ("Marco and I have been friends since school", "Marco is the user's friend"),
        ("Ana is my new assistant", "Ana is the user's assistant"),
        ("Salgo con Ana desde marzo", "The user dated Ana"),
        ("Ana es mi novia", "The user dated Ana"),
        ("Ana ist meine Freundin", "The user dated Ana"),
        ("Ana è la mia fidanzata", "The user dated Ana"),
        ("Contraté a Ana el mes pasado", "The user hired Ana"),
        ("Wir haben Ana letzten Monat eingestellt", "The user hired Ana"),
        ("I met Ana at a party", "The user met Ana"),
        ("I interviewed Ana", "The user interviewed Ana"),
    ],
)
def test_a_closer_relation_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- what one played, ate, wore or watched is not what one made -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I played the Zelda game", "The user made the Zelda game"),
        ("I played the Zelda game", "The user developed the Zelda game"),
        ("I played the Zelda game", "The user designed the Zelda game"),
        ("I played a game made by Nintendo", "The user made the game"),
        ("I played a game my friend made", "The user made the game"),
        ("Jugué a Zelda todo el fin de semana", "The user made Zelda"),
        ("J'ai joué à Zelda tout le week-end", "The user made Zelda"),
        ("I tried the soup Ana cooked", "The user cooked the soup"),
        ("I drove a Tesla", "The user built a Tesla"),
        ("I visited the bridge", "The user built the bridge"),
        ("I threw the vase at the wall", "The user made the vase"),
        ("I ate the soup", "The user cooked the soup"),
        ("I ate the soup", "The user made the soup"),
        ("I ate a cake at Ana's bakery", "The user baked a cake"),
        ("I had lunch at Noma", "The user cooked at Noma"),
        ("I shop at Ana's bakery", "The user baked at Ana's bakery"),
        ("I wore a scarf", "The user knitted a scarf"),
        ("I bought a scarf", "The user knitted a scarf"),
        ("I saw the mural", "The user painted the mural"),
        ("I listened to the album Folklore", "The user recorded Folklore"),
        ("I watched Dune", "The user starred in Dune"),
        ("I watched the movie Dune", "The user acted in Dune"),
        ("I listened to the Daily", "The user appeared on the Daily"),
        ("I listened to the Daily", "The user was a guest on the Daily"),
    ],
)
def test_a_thing_used_is_not_made(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I built the game in Godot", "The user made a game"),
        ("I made a game called Ember", "The user developed Ember"),
        ("I designed the Zelda fan game myself", "The user designed the Zelda fan game"),
        ("We developed the app over a year", "The user built the app"),
        ("I coded the website in React", "The user built the website"),
        ("I finally finished the bookshelf I was working on", "The user built a bookshelf"),
        ("I put together a bookshelf from IKEA", "The user built a bookshelf"),
        ("Check out this vase I threw on the wheel", "The user made a vase"),  # a potter's making (the lead's mend)
        ("I whipped up some pasta for dinner", "The user made pasta"),
        ("I made the soup from scratch", "The user cooked the soup"),
        ("I baked a cake for Ana", "The user baked a cake"),
        ("I made a cake for Ana", "The user baked a cake"),
        ("I'm a chef at Noma", "The user cooked at Noma"),
        ("I knitted a scarf for my mom", "The user knitted a scarf"),
        ("I painted the mural on our street", "The user painted the mural"),
        ("I did a painting of a sunset", "The user painted a sunset"),
        ("We shot a short film last summer", "The user made a short film"),
        ("I recorded Folklore in a cabin", "The user recorded Folklore"),
        ("I acted in Dune", "The user acted in Dune"),
        ("I had a small role in Dune", "The user acted in Dune"),
        ("I played Hamlet in the school play", "The user acted in the school play"),
        ("I was on the Daily last week", "The user appeared on the Daily"),
        ("I played the Zelda game", "The user played the Zelda game"),
    ],
)
def test_a_making_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a work about a place is no visit, no home ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I saw a documentary about Antarctica", "The user went to Antarctica"),
        ("I saw a documentary about Iceland", "The user visited Iceland"),
        ("I saw a documentary about Iceland", "The user travelled to Iceland"),
        ("I read a book about Rome", "The user lived in Rome"),
        ("I read a book about Rome", "The user moved to Rome"),
        ("I read a book about Rome", "The user grew up in Rome"),
        ("J'ai lu un livre sur Rome", "The user lived in Rome"),
        ("Ich habe ein Buch über Bali gelesen", "The user lived in Bali"),
        # (refused already on bf3a0c0 by other readings: kept as probes of the work read as a topic)
        ("We watched a film on Patagonia", "The user visited Patagonia"),
        ("I saw pictures of Marco's wedding", "The user married Marco"),
        ("I watched a documentary about Iceland's volcanoes", "The user visited Iceland"),
        ("Vi un documental sobre Bali", "The user went to Bali"),
        ("J'ai vu un documentaire sur Bali", "The user went to Bali"),
        ("Ho visto un documentario su Bali", "The user went to Bali"),
    ],
)
def test_a_work_about_a_place_is_no_visit(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I went to Antarctica last year", "The user went to Antarctica"),
        ("I saw a documentary about Antarctica and went there last year", "The user went to Antarctica"),
        ("I made a video about my trip to Rome", "The user visited Rome"),
        ("I saw a documentary about Antarctica", "The user saw a documentary about Antarctica"),
        ("I read a book about Rome", "The user read a book about Rome"),
        ("I wrote a book about Rome", "The user wrote a book about Rome"),
        ("I lived in Rome for five years", "The user lived in Rome"),
        ("I grew up in Rome", "The user grew up in Rome"),
        ("I'm from Rome originally", "The user grew up in Rome"),
        ("I was born in Rome", "The user was born in Rome"),
        ("We moved to Rome last year", "The user lived in Rome"),
        ("My flat in Rome is tiny", "The user lived in Rome"),
        ("I'm renting a flat in Lisbon", "The user lives in Lisbon"),
        ("I've been in Lisbon for three years now", "The user lives in Lisbon"),
        ("Lisbon has been home for three years", "The user lives in Lisbon"),
        ("I'm a Lisbon local", "The user lives in Lisbon"),
        ("Viví en Berlín dos años", "The user lived in Berlin"),
    ],
)
def test_a_visit_or_a_home_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a cause or a killing added to a death ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We lost our old dog Tass in March", "The user's dog Tass died in March of cancer"),
        ("We lost our old dog Tass in March", "The user's dog Tass was killed in March"),
        ("We lost our old dog Tass in March", "Tass died of old age in March"),
        ("Our cat Pixel died on Sunday", "The user's cat Pixel died on Sunday from poisoning"),
    ],
)
def test_a_cause_added_to_a_death(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We lost our old dog Tass in March", "The user's dog Tass died in March"),
        ("My aunt died of cancer last year", "The user's aunt died of cancer last year"),
        ("My aunt died of cancer last year", "The user's aunt died last year"),
        ("My grandmother passed away in May after a stroke", "The user's grandmother died of a stroke in May"),
        ("My uncle was killed in a car accident in 2019", "The user's uncle died in a car accident in 2019"),
        ("My dad died in the spring of 2019", "The user's dad died in the spring of 2019"),
        ("My grandpa died in his sleep", "The user's grandpa died in his sleep"),
    ],
)
def test_a_death_as_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- the lead's mends after the merge: a doing only wished for, a love another holds -------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Kyoto was amazing, I wish I could go", "The user visited Kyoto"),
        ("Kyoto looks amazing, I wish I could go", "The user went to Kyoto"),
        ("Google is great, I'd love to work there", "The user works at Google"),
        ("The Lakers are my team, I dream of playing for them", "The user played for the Lakers"),
    ],
)
def test_a_doing_only_wished_for_is_not_done(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Ana has a love for sailing", "The user loves sailing"),
        ("Ana's love for sailing is contagious", "The user loves sailing"),
        ("My brother has a love of jazz", "The user loves jazz"),
    ],
)
def test_a_love_another_holds_is_not_the_person_s(said: str, claim: str) -> None:
    refused(said, claim, rule=None)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Kyoto was amazing, I went there in May", "The user visited Kyoto"),
        ("I visited Kyoto and I'd love to go back", "The user visited Kyoto"),
        ("I could finally visit Kyoto last spring", "The user visited Kyoto"),
        ("I work at Google and I'd love to stay", "The user works at Google"),
        ("I've always had a love for horses!", "The user loves horses"),
        ("My love for jazz started in college", "The user loves jazz"),
        ("We share a love of jazz", "The user loves jazz"),
    ],
)
def test_a_doing_or_a_love_said_of_the_person_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
