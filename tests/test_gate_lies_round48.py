"""Lies the gate still let through at the end of round 47 — a claim one step stronger than what was said — each
refused now by a general reading, each beside an honest twin that is still kept:

- a relation's word another holds read as the person's ("I met Ana's boyfriend" → "The user dated Ana", "I met my
  sister's husband Tom" → "… married Tom", "Conocí al novio de Ana" → "… dated Ana"): a family's noun after another's
  possessive is theirs (``relation._HELD_BY_ANOTHER``; the person is it only by being it: "I'm Ana's boyfriend"), one
  word between "my" and the noun is not another's ("my sister's husband": ``_MY_SAYS``), and abroad a noun "de Ana",
  "d'Ana", "di Ana", "da Ana" after an article is Ana's (``_held_abroad``; "Soy el novio de Ana" is the person's);
- owning read as making ("I bought a painting" → "The user painted a painting", "I got a knitted scarf" → "… knitted
  a scarf", "Took the frozen pizza out of the oven" → "… baked a pizza"): a gerund or participle after an article
  names the thing, not the person's doing, and of a making any word but a maker's ("a sketch", "a recipe"; not "I'm a
  baker": ``_MADE_THING``); a dish bought ready and heated is not baked (``_READY``);
- a judged place read as a home or an event attended ("I loved Lisbon" → "The user lived in Lisbon", "I loved the
  Tour de France" → "… attended the Tour de France"): a place only judged in the past backs a visit, never a home
  (``_says_related``' live family), and a word of the thing's own name is no verb of the person's ("the Tour");
- a spectator read as a player or a maker ("I watched the Lakers game" → "The user played for the Lakers", "I watched
  Ana bake a cake" → "… baked a cake"): a family's word a verb of watching governs is what was watched (``_WATCHED``);
- a going to another's event read as the event's doing ("I went to Ana's graduation at Yale" → "The user graduated
  from Yale", "I was at my friend's wedding in Rome" → "… married in Rome"): a verb of going to another's thing is a
  visit only (``_GONE_TO_ANOTHERS``), and a wedding's place is read as "married in" (``_RELATION_CLAIM``);
- a plan or a musing read as done ("I'm planning a trip to Japan" → "The user visited Japan", "Je pense déménager à
  Berlin" → "… moved to Berlin"): a plan not yet lived is wished (``_WISHED``), and "think" before an infinitive in
  French, Spanish, Italian, Portuguese, German is a musing (``words._TENTATIVE``).

Each lie passed the gate on ``937b169``; each is sent to review."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

# --- a relation's word another holds is theirs ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I met Ana's boyfriend", "The user dated Ana"),
        ("I met Ana's new boyfriend at the party", "The user dated Ana"),
        ("I met Ana's ex at the party", "The user dated Ana"),
        ("I met Ana's girlfriend Lia", "The user dated Lia"),
        ("I had coffee with Marco's girlfriend", "The user dated Marco"),
        ("I know Ana's husband", "The user married Ana"),
        ("I met my sister's husband Tom", "The user married Tom"),
        ("I met my sister's husband", "The user married my sister's husband"),
        ("I met Ana's best friend Lia", "The user befriended Lia"),
        ("I met Ana's boss", "The user worked for Ana"),
        ("I talked to Ana's boss", "The user hired Ana"),
        ("Conocí al novio de Ana", "The user dated Ana"),
        ("Conocí a la novia de Marco", "The user dated Marco"),
        ("J'ai rencontré le copain d'Ana", "The user dated Ana"),
        ("Ho conosciuto il ragazzo di Ana", "The user dated Ana"),
        ("Conheci o namorado da Ana", "The user dated Ana"),
    ],
)
def test_a_relation_another_holds_is_theirs(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I'm Ana's boyfriend", "The user dated Ana"),
        ("I'm Marco's wife", "The user married Marco"),
        ("I was Ana's husband for ten years", "The user married Ana"),
        ("Ana's my girlfriend", "The user dated Ana"),
        ("Soy el novio de Ana", "The user dated Ana"),
        ("Je suis le copain d'Ana", "The user dated Ana"),
        ("Ana es mi novia", "The user dated Ana"),
        ("Salgo con Ana", "The user dated Ana"),
        ("I married Ana in Rome", "The user married Ana"),
    ],
)
def test_a_relation_the_person_is_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- owning is not making ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I bought a painting", "The user painted a painting"),
        ("I bought a painting of Venice", "The user painted Venice"),
        ("I own a painting by Lia", "The user painted a painting"),
        ("I bought a drawing of a fox", "The user drew a fox"),
        ("I bought a sketch of Venice", "The user sketched Venice"),
        ("I bought a recording of the concert", "The user recorded the concert"),
        ("I got a knitted scarf for my birthday", "The user knitted a scarf"),
        ("I got a knitted sweater", "The user knitted a sweater"),
        ("I got a handmade quilt from my aunt", "The user sewed a quilt"),
        ("We bought some baked goods at the market", "The user baked goods"),
        ("I have a recipe for banana bread", "The user baked banana bread"),
        ("I met the hiring manager at Acme", "The user hired the manager"),
        ("Took the frozen pizza out of the oven", "The user baked a pizza"),
        ("Pulled the leftover lasagna out of the oven", "The user baked lasagna"),
    ],
)
def test_a_thing_had_is_not_made(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I painted this last summer", "The user painted"),
        ("I knitted my niece a scarf", "The user knitted a scarf"),
        ("I did a painting of my dog", "The user painted my dog"),
        ("I finished a painting of Venice", "The user painted Venice"),
        ("I'm working on a painting of Venice", "The user painted Venice"),
        ("I bought a painting and painted one myself", "The user painted a painting"),
        ("I brought a cake I baked", "The user baked a cake"),
        ("Just took the bread out of the oven", "The user baked bread"),
        ("Took the lasagna out of the oven", "The user baked lasagna"),
        ("I helped Ana paint her flat", "The user painted the flat"),
    ],
)
def test_a_thing_made_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a judged place is a visit at most; a name's word is no verb ------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I loved Lisbon", "The user lived in Lisbon"),
        ("I loved Berlin", "The user lived in Berlin"),
        ("We enjoyed Kyoto", "The user lived in Kyoto"),
        ("Me encantó Lisboa", "The user lived in Lisboa"),
        ("J'ai adoré Lisbonne", "The user lived in Lisbonne"),
        ("I loved the Tour de France", "The user attended the Tour de France"),
        ("I loved the Olympics", "The user attended the Olympics"),
    ],
)
def test_a_judged_place_is_no_home(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I loved the Louvre", "The user visited the Louvre"),
        ("We loved Kyoto", "The user went to Kyoto"),
        ("I lived in Lisbon for two years and loved it", "The user lived in Lisbon"),
        ("I loved living in Lisbon", "The user lived in Lisbon"),
        ("I loved Lisbon when I lived there", "The user lived in Lisbon"),
        ("I attended the Tour de France and loved it", "The user attended the Tour de France"),
        ("I loved the Tour de France when I went in 2019", "The user attended the Tour de France"),
    ],
)
def test_a_place_lived_or_visited_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a spectator is no player, no maker -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I watched the Lakers game", "The user played for the Lakers"),
        ("I watched the Lakers game", "The user played in the Lakers game"),
        ("I saw the Celtics game last night", "The user played for the Celtics"),
        ("I watched the Yankees match", "The user played for the Yankees"),
        ("I watched Ana bake a cake", "The user baked a cake"),
        ("I watched Ana paint the mural", "The user painted the mural"),
    ],
)
def test_a_spectator_is_no_player(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I played in the Lakers game", "The user played in the Lakers game"),
        ("I had a game with the Hawks", "The user played for the Hawks"),
        ("I'm on the Hawks team", "The user played for the Hawks"),
        ("I watched the game and played after", "The user played in the game"),
    ],
)
def test_a_player_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a going to another's event is a visit ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I went to Ana's graduation at Yale", "The user graduated from Yale"),
        ("I was at my friend's wedding in Rome", "The user married in Rome"),
        ("Ich war bei der Hochzeit meiner Schwester in Rom", "The user married in Rom"),
        ("I went to Ana's wedding", "The user married Ana"),
        ("I went to Ana Lopez's wedding", "The user married Ana Lopez"),
        ("I went to Omar Reyes's graduation at Yale", "The user graduated from Yale"),
        ("I flew to my cousin's wedding in Lima", "The user married in Lima"),
    ],
)
def test_another_s_event_is_not_the_person_s(said: str, claim: str) -> None:
    refused(said, claim, "review")


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I went to Yale", "The user studied at Yale"),
        ("I went to King's College in London", "The user studied at King's College"),
        ("We got married in Rome", "The user got married in Rome"),
        ("We got married in Rome", "The user married in Rome"),
        ("My wedding in Rome was perfect", "The user married in Rome"),
        ("I went to my friend's house in Rome", "The user visited Rome"),
        ("I went to Ana's wedding in Rome", "The user visited Rome"),
    ],
)
def test_the_person_s_own_event_is_kept(said: str, claim: str) -> None:
    kept(said, claim)


# --- a plan or a musing is not done -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "claim", "rule"),
    [
        ("I'm planning a trip to Japan", "The user visited Japan", "support"),
        ("We're planning a trip to Peru", "The user went to Peru", "support"),
        ("Je pense déménager à Berlin", "The user moved to Berlin", "asked"),
        ("Penso di trasferirmi a Roma", "The user moved to Roma", "asked"),
        ("Penso em mudar para o Porto", "The user moved to Porto", "asked"),
        ("Ich denke darüber nach, nach Wien zu ziehen", "The user moved to Wien", "asked"),
    ],
)
def test_a_plan_is_not_done(said: str, claim: str, rule: str) -> None:
    refused(said, claim, "review", rule=rule)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("We planned a trip to Japan and went in May", "The user visited Japan"),
        ("I had a great trip to Japan", "The user visited Japan"),
        ("My trip to Japan was amazing", "The user visited Japan"),
        ("Me mudé a Lisboa", "The user moved to Lisboa"),
    ],
)
def test_a_trip_made_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
