"""Round 50 (honest13): honest facts the gate refused, each beside the lie it must still refuse.

- an acronym is a name for coverage too: "I did my masters at MIT" backs "The user studied at MIT" — it was dropped,
  "mit" read as the German stop word, so the claim's only content word left was "studied". A word the claim writes
  in capitals (``base._acronyms``: round 49 read it as a name for a relation's object only) is now a content word
  of the claim, and one the quotes write in capitals is carried (``carried.coverage``, ``base._carried``): "DIE
  LINKE", "CON Edison", "PER University", "ONE Championship", "ETH" alike; a claim naming an acronym no quote holds
  ("studied at MIT" behind "my masters at Stanford", "in Boston") stays dropped, and another's study stays refused;
- the person as the one who does it: "I'm the one who paints in our family" backs "The user paints" — it was sent
  to review by the others rule, "I'm the one who" read as someone else named. "The one", "the only person", "celle"
  after a being of the first person only (``subject._as_one_who``: "I'm", "am", "suis", or "was" after "I") is the
  person, and so are "Soy la única que …", "Sou o que …"; "I'm not the one who …", "Ana was the one who …",
  "She's the one who …", "I married the one who …", "Elle est celle qui …" stay refused;
- a visit said by going or being there ("Je suis allée à Kyoto" → "L'utilisatrice a visité Kyoto", kept on main) with
  a time beside it: "Je suis allée à Kanazawa en avril" was dropped ('visité' read as a thing after "a", has, folded
  as "à", swapped for the quote's "avril": ``carried.swapped`` now leaves out the verb of a relation a source says,
  ``carried._related_verb``), and "Ich war letzten Sommer in Tottori" was sent to review (``_SAID_ABROAD``'s German
  visit now lets two words stand between "war" and "in", never "nicht", "nie"); a wish to go, a sibling's trip, a
  book about the place, "nie", "jamais" stay refused.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # an acronym the claim and the quote both write
        ("I did my masters at MIT", "The user studied at MIT"),
        ("I did my masters at MIT.", "The user did a masters at MIT."),
        ("I'm doing a PhD at ETH", "The user studies at ETH"),
        ("I volunteer with DIE LINKE every weekend", "The user volunteers with DIE LINKE"),
        ("I work at CON Edison", "The user works at CON Edison"),
        ("I studied at PER University", "The user studied at PER University"),
        ("I work at ONE Championship", "The user works at ONE Championship"),
        ("I work in IT", "The user works in IT"),
        # the person as the one who does it
        ("I'm the one who paints in our family", "The user paints"),
        ("I was the one who painted the mural in the hallway", "The user painted the mural"),
        ("I am the one who drives the kids to school", "The user drives the kids to school"),
        ("I'm the one who fixes the bikes in our house", "The user fixes bikes"),
        ("Je suis celle qui peint dans la famille", "L'utilisatrice peint"),
        ("Soy la que pinta en mi familia", "La usuaria pinta"),
        ("Soy la única que cocina.", "La usuaria cocina."),
        ("Sou o que cozinha em casa.", "O usuário cozinha."),
        ("I'm a person who paints", "The user paints"),
        # a visit said by going or being there
        ("Je suis allée à Kyoto", "L'utilisatrice a visité Kyoto"),
        ("Je suis allée à Kanazawa en avril.", "L'utilisatrice a visité Kanazawa."),
        ("Nous sommes allés à Porto l'été dernier.", "L'utilisateur a visité Porto."),
        ("Ich war letzten Sommer in Tottori.", "Der Nutzer hat Tottori besucht."),
        ("Wir waren 2019 in Lissabon.", "Der Nutzer hat Lissabon besucht."),
        ("Fui a Kioto", "La usuaria visitó Kioto"),
        ("Sono stata a Kyoto", "L'utente ha visitato Kyoto"),
        ("Ich war in Kyoto", "Der Nutzer hat Kyoto besucht"),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # an acronym no quote holds, another's study
        ("I did my masters at Stanford", "The user studied at MIT"),
        ("I did my masters in Boston", "The user studied at MIT"),
        ("I did my masters at MIT", "The user studied at Stanford"),
        ("My sister did her masters at MIT", "The user studied at MIT"),
        ("I volunteer every weekend", "The user volunteers with DIE LINKE"),
        # someone else as the one who does it, or the person not
        ("I'm not the one who paints in our family", "The user paints"),
        ("Ana is the one who paints in our family", "The user paints"),
        ("Ana was the one who painted the mural", "The user painted the mural"),
        ("She's the one who paints in our family", "The user paints"),
        ("You're the one who paints", "The user paints"),
        ("My brother is the one who cooks", "The user cooks"),
        ("I'm friends with the one who paints", "The user paints"),
        ("I married the one who paints", "The user paints"),
        ("Elle est celle qui peint", "L'utilisatrice peint"),
        ("Ana es la que cocina en casa.", "La usuaria cocina."),
        ("No soy el que cocina en casa.", "El usuario cocina."),
        ("Conozco a la que cocina.", "La usuaria cocina."),
        ("She is a person who paints", "The user paints"),
        # a visit only wished for, or another's
        ("Je voudrais aller à Kyoto", "L'utilisatrice a visité Kyoto"),
        ("Mon frère est allé à Kyoto", "L'utilisatrice a visité Kyoto"),
        ("Mi hermana fue a Kioto", "La usuaria visitó Kioto"),
        ("Mia sorella è stata a Kyoto", "L'utente ha visitato Kyoto"),
        ("Mein Bruder war in Kyoto", "Der Nutzer hat Kyoto besucht"),
        ("Ich war noch nie in Tottori.", "Der Nutzer hat Tottori besucht."),
        ("Ich war leider nicht in Tottori.", "Der Nutzer hat Tottori besucht."),
        ("Je ne suis jamais allée à Kanazawa.", "L'utilisatrice a visité Kanazawa."),
        ("Mon frère est allé à Kanazawa en avril.", "L'utilisatrice a visité Kanazawa."),
        ("Je voudrais aller à Kanazawa en avril.", "L'utilisatrice a visité Kanazawa."),
        ("J'ai lu un livre sur Kanazawa en avril.", "L'utilisatrice a visité Kanazawa."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
