"""Lies the gate still let through at the end of round 45, each refused now by a general reading, each beside an
honest twin that is still kept:

- a purchase, a visa or a German booking read as the doing ("I bought a guitar for lessons" → "The user plays
  guitar", "I got my visa for Japan" → "… went to Japan", "Ich habe einen Tisch im Noma reserviert" → "Der Nutzer hat
  im Noma gegessen"): round 45's ``ending._PREP`` takes the thing bought for what is to come and a visa, a permit or
  shots for a place, ``_PREP_ROMANCE`` the German "ich habe … reserviert / gebucht" and tickets "gekauft", released
  by ``_PREP_DONE``'s "und … gegessen"; a claim that says the event is to come ("will", "going": ``_PREP_FUTURE``)
  escapes the reading only when it says no past of its own ("… will see Adele and went to the show"); for review;
- a verb swapped under the same thing beyond round 45's running family: a job, a race or a game, a win, a visit
  ("I visited Ana's shop" → "The user worked at Ana's shop", "I read about the Louvre" → "… visited the Louvre",
  "I watched the Tour de France" → "… rode in the Tour de France", "I watched the Oscars" → "… won an Oscar", "I
  emailed Stanford" → "… studied at Stanford", "I met Ana at the gala" → "… married Ana"):
  ``relation._RELATION_CLAIM``'s families work, compete, win, visit, study, marry and write, each needing its own verb
  said of the person in the sentence that names the thing (``_RELATION_SAID``), or the person at, in or on it
  (``_BEING_AT``: "I'm a nurse at …", "I'm on the Lakers", "I'm in Bali"), or a trip, a job, a degree they call
  theirs (``_MY_SAYS``); for review;
- "our" or "I have" read as running ("Our book club meets on Mondays" → "The user runs a book club", "I have a
  membership at the gym" → "… runs the gym"): a group one is of is a member's word (``_MEMBERSHIP``), and a having
  backs a running only of the thing itself; for review;
- the English "tot" read as the German "dead" ("My tot is sick" → "The user's tot died"): ``_DEATH_SAID``'s "tot"
  only after its verb ("ist … tot"); for review.

Each lie passed the gate on ``908fb9e``."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a purchase, a visa, a German booking is a preparation ------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a guitar for lessons", "The user plays guitar"),
        ("I got my visa for Japan", "The user went to Japan"),
        ("I got my shots for Thailand", "The user went to Thailand"),
        ("Ich habe einen Tisch im Noma reserviert", "Der Nutzer hat im Noma gegessen"),
        ("Ich habe Karten für das Konzert gekauft", "Der Nutzer hat das Konzert gesehen"),
        ("I bought tickets to the Adele show", "The user will see Adele and went to the show"),
        ("I booked a flight to Rome", "The user asked about Rome and visited it"),
    ],
)
def test_a_purchase_or_a_visa_is_not_the_event(said: str, claim: str) -> None:
    assert "only sought" in refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a guitar for lessons", "The user bought a guitar"),
        ("I bought a guitar for lessons", "The user owns a guitar"),
        ("I bought a guitar for lessons and I play it every day", "The user plays guitar"),
        ("I play guitar", "The user plays guitar"),
        ("I got my visa for Japan", "The user has a visa for Japan"),
        ("I got my visa for Japan and went there in May", "The user went to Japan"),
        ("Ich habe einen Tisch im Noma reserviert", "Der Nutzer hat einen Tisch im Noma reserviert"),
        ("Ich habe einen Tisch im Noma reserviert und wir haben dort gegessen", "Der Nutzer hat im Noma gegessen"),
        ("Ich habe im Noma gegessen", "Der Nutzer hat im Noma gegessen"),
        ("Ich habe Karten für das Konzert gekauft", "Der Nutzer hat Karten für das Konzert gekauft"),
        ("I bought tickets to the Adele show", "The user is going to the Adele show"),
        ("I bought tickets to the Adele show", "The user will see Adele"),
    ],
)
def test_a_purchase_said_as_one_or_done_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a verb swapped under the same thing: a job, a race, a win, a visit, a school, a spouse, a book -------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I visited Ana's shop", "The user worked at Ana's shop"),
        ("I shop at Ana's bakery", "The user works at Ana's bakery"),
        ("I bank with Chase", "The user works at Chase"),
        ("I use Figma", "The user works at Figma"),
        ("I pass the Lisbon office every day", "The user works at the Lisbon office"),
        ("I watched the Tour de France", "The user rode in the Tour de France"),
        ("I watched the World Cup final", "The user played in the World Cup final"),
        ("I follow the Lakers", "The user plays for the Lakers"),
        ("I root for Arsenal", "The user plays for Arsenal"),
        ("I watched the Oscars", "The user won an Oscar"),
        ("I read about the Louvre", "The user visited the Louvre"),
        ("I dream of Iceland", "The user visited Iceland"),
        ("I read about Everest", "The user climbed Everest"),
        ("I called the Ritz", "The user stayed at the Ritz"),
        ("I streamed the Coachella set", "The user attended Coachella"),
        ("I looked at the Bauhaus museum", "The user visited the Bauhaus museum"),
        ("I emailed Stanford", "The user studied at Stanford"),
        ("I visited Stanford", "The user studied at Stanford"),
        ("I met Ana at the gala", "The user married Ana"),
        ("I read Ana's novel", "The user wrote Ana's novel"),
        ("I subscribed to the Times", "The user writes for the Times"),
        # (the merge's mends below keep what is said; what only resembles them stays for review)
        ("I read about the Louvre and it was amazing.", "The user visited the Louvre."),
        ("We got tickets for the Tindra concert and it was expensive.", "The user went to the Tindra concert."),
        ("My advice to Ana is to keep working at Google.", "The user works at Google."),
        ("I told Ana to keep working at Google.", "The user works at Google."),
    ],
)
def test_a_verb_swapped_under_the_same_thing(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I work at Ana's shop", "The user works at Ana's shop"),
        ("I'm employed at Ana's shop", "The user works at Ana's shop"),
        ("I have a job at Ana's shop", "The user works at Ana's shop"),
        ("I'm a nurse at St Mary's hospital", "The user works at St Mary's hospital"),
        ("I've been at Stripe for two years", "The user works at Stripe"),
        ("I got hired at Stripe last month", "The user works at Stripe"),
        ("I teach at Lincoln High", "The user works at Lincoln High"),
        ("I rode in the Tour de France", "The user rode in the Tour de France"),
        ("I'm on the Lakers", "The user plays for the Lakers"),
        ("I play point guard for the Lakers", "The user plays for the Lakers"),
        ("I'm in the Leeds choir", "The user sings in the Leeds choir"),
        ("I got first place in the Mainz chess open", "The user won the Mainz chess open"),
        ("I visited the Louvre", "The user visited the Louvre"),
        ("We had a blast at the Louvre", "The user visited the Louvre"),
        ("I saw the Mona Lisa at the Louvre", "The user visited the Louvre"),
        ("Visiting the Louvre was great", "The user visited the Louvre"),
        ("My trip to Lisbon was amazing", "The user went to Lisbon"),
        ("We spent a week in Lisbon", "The user visited Lisbon"),
        ("I'm in Bali right now", "The user went to Bali"),
        ("We summited Kilimanjaro", "The user climbed Kilimanjaro"),
        ("I was at the Oscars", "The user attended the Oscars"),
        ("I graduated from Stanford", "The user studied at Stanford"),
        ("I did my PhD at Stanford", "The user studied at Stanford"),
        ("Stanford was where I got my degree", "The user studied at Stanford"),
        ("I got into Cornell but went to Tufts", "The user went to Tufts"),
        ("Me and my sister work at a hospital", "The user works at a hospital"),
        ("Honestly I think my job at the brewery is getting boring", "The user works at the brewery"),
        ("Ana and I got married in 2019", "The user married Ana"),
        ("Ana is my wife", "The user married Ana"),
        ("Acme hired me last month", "The user works at Acme"),
        ("I'm a columnist at the Times", "The user writes for the Times"),
        ("I wrote a novel called Ember", "The user wrote a novel called Ember"),
        # (round 46's merge: what one keeps on doing, one does; a preparation the sentence says came is the visit)
        ("My plan is to keep working at Google.", "The user works at Google."),
        ("My goal is to continue studying at Stanford.", "The user studies at Stanford."),
        ("We got tickets for the Tindra concert and it was a blast!", "The user went to the Tindra concert."),
        ("I booked a table at Noma and it was amazing.", "The user ate at Noma."),
    ],
)
def test_the_same_verb_or_its_kin_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- "our" and "I have" are no running; the English "tot" no death ----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("Our book club meets on Mondays", "The user runs a book club"),
        ("I have a membership at the gym", "The user runs the gym"),
        ("My tot is sick", "The user's tot died"),
    ],
)
def test_a_member_or_a_tot_is_no_owner_or_death(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I run our book club", "The user runs a book club"),
        ("Our book club meets on Mondays", "The user is in a book club"),
        ("I have a bakery", "The user runs a bakery"),
        ("My bakery opens at six", "The user runs a bakery"),
        ("Mein Opa ist tot", "Der Opa des Nutzers ist gestorben"),
        ("Mein Opa ist seit zwei Jahren tot", "Der Opa des Nutzers ist gestorben"),
    ],
)
def test_a_running_or_a_death_said_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
