"""Round 47 (honest10): honest facts the gate refused, each beside the lie it must still refuse.

- volunteering is work, unpaid ("I volunteer at the shelter" backs "The user works at the shelter",
  ``relation._RELATION_SAID``) — while a shopping there, a giving to it or another's volunteering say no work;
- what one takes out of one's oven one baked ("Just took the bread out of the oven" backs "The user baked bread") —
  while a bread taken out of a bag, or out of the oven by another, was baked by no one the sentence says;
- a sentence that opens with an adverb and the verb, its subject dropped ("Just baked bread", "Finally finished the
  quilt"), is the speaker's, as one that opens with the verb (``relation._DROPPED_ADVERB``);
- a place judged in the past tense is a place lived ("I loved the Louvre", "The Louvre was amazing", "J'ai adoré le
  Prado" back "The user visited …", ``relation._JUDGED_PAST``), when the claim says a place visited — while the present
  ("I love Kyoto": a taste), a thing of or about the place ("the Louvre's website", "the Louvre documentary"), a
  judgement heard ("I heard Kyoto was amazing"), shown ("… in the film") or wished ("I would have loved …") say none;
- the continuative perfect of "have" runs on to now, as any verb's does ("I've always had a dog", "We've had the
  bakery for a decade", ``words._RUNS_ON``) — while "I had a dog", "I'd had a dog" and the perfect of an experience
  ("I have had a cat but she died") stay a past;
- the nouns and adjectives of a liking carry the liking ("I'm a huge fan of jazz", "I have a passion for sailing",
  ``stance._LIKING_NOUN``), the person's only — while "Ana has a passion for sailing", "I'm not a fan of jazz" and
  "I used to be a fan" stay refused.

Probed and kept already on h47-merge (here so they stay kept): "I decorated the cake myself", "My band released our
first album" → "… recorded an album".
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # volunteering is work
        ("I volunteer at the shelter", "The user volunteers at the shelter"),
        ("I volunteer at the shelter", "The user works at the shelter"),
        ("I've been volunteering at the animal shelter", "The user works at the animal shelter"),
        ("I volunteer at the food bank on Saturdays", "The user works at the food bank"),
        # a bake taken out of the oven, a dropped subject
        ("Just took the bread out of the oven", "The user baked bread"),
        ("Pulled the lasagna out of the oven an hour ago", "The user baked lasagna"),
        ("Just baked bread", "The user baked bread"),
        # a place judged in the past tense
        ("I loved the Louvre", "The user visited the Louvre"),
        ("The Louvre was amazing", "The user visited the Louvre"),
        ("We loved Kyoto", "The user visited Kyoto"),
        ("Lisbon was stunning", "The user visited Lisbon"),
        ("We really enjoyed Porto last spring", "The user went to Porto"),
        ("J'ai adoré le Prado", "The user visited the Prado"),
        ("Me encantó el Prado", "The user visited the Prado"),
        ("Der Prado war toll", "The user visited the Prado"),
        # the continuative perfect of "have"
        ("I've always had a dog", "The user has a dog"),
        ("I have had a dog since 2019", "The user has a dog"),
        ("We've had the bakery for a decade", "The user has a bakery"),
        ("I've always had a love for horses!", "The user loves horses"),
        # the nouns of a liking
        ("I have a passion for sailing", "The user loves sailing"),
        ("I'm a huge fan of jazz", "The user loves jazz"),
        ("I'm fond of old maps", "The user likes old maps"),
        ("I have a soft spot for jazz", "The user likes jazz"),
        ("I'm passionate about fashion trends", "The user loves fashion trends"),
        # kept on h47-merge already
        ("I decorated the cake myself", "The user decorated a cake"),
        ("My band released our first album", "The user's band recorded an album"),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # no work
        ("I shop at Ana's shop", "The user works at Ana's shop"),
        ("I donate to the food bank", "The user works at the food bank"),
        ("My mom volunteers at the shelter", "The user works at the shelter"),
        ("I volunteered to bring snacks", "The user works at the shelter"),
        # no bake
        ("I took the bread out of the bag", "The user baked bread"),
        ("My dad took the bread out of the oven", "The user baked bread"),
        ("Could you take the bread out of the oven?", "The user baked bread"),
        ("I bought bread from the bakery", "The user baked bread"),
        # no visit
        ("I love the Louvre's website", "The user visited the Louvre"),
        ("The Louvre's website was amazing", "The user visited the Louvre"),
        ("I loved the Louvre documentary", "The user visited the Louvre"),
        ("I love Kyoto", "The user visited Kyoto"),
        ("Lisbon is stunning", "The user visited Lisbon"),
        ("I heard Kyoto was amazing", "The user visited Kyoto"),
        ("We loved Kyoto in the film", "The user visited Kyoto"),
        ("My sister said Lisbon was stunning", "The user visited Lisbon"),
        ("My friend loved the Louvre", "The user visited the Louvre"),
        ("I would have loved the Louvre", "The user visited the Louvre"),
        ("I read about the Louvre and it was amazing.", "The user visited the Louvre."),
        ("I loved the Louvre", "The user works at the Louvre"),
        # a past of "have"
        ("I had a dog", "The user has a dog"),
        ("I'd had a dog before we moved", "The user has a dog"),
        ("I have had a cat but she died last year", "The user has a cat"),
        ("I have had a cat for years but she died", "The user has a cat"),  # the lead's mend
        ("We've had the café since 2019 until we sold it in May", "The user has a café"),
        ("We had a café until 2020", "The user has a café"),
        # no liking of the person's
        ("Ana has a passion for sailing", "The user loves sailing"),
        ("My brother is a huge fan of jazz", "The user loves jazz"),
        ("I'm not a fan of jazz", "The user likes jazz"),
        ("I used to be a fan of jazz", "The user loves jazz"),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
