"""Round 52 (honest14): honest facts the gate refused, each beside the lie it must still refuse.

- one of the person's people called theirs in a past clause: "Seeing my kids' smiles was so awesome" backs "The user
  values special moments with her kids" — it was sent to review by the tense reading, "kids" said only in a past
  clause. "my kids", "mis hijos", "mes enfants", "meinen Kindern" (``base._KIN`` after a possessive of the person) is
  a relation held as they speak, as a group they call theirs is (``tense._MY_KIN``, read with ``_MY_GROUP``): only
  where the clause tells of something else (its object, after a preposition, a possessor: "my daughter's birthday"),
  not its subject ("My grandfather was a farmer"), not one marked as gone ("my ex-husband"), nor in a clause that ends
  the relation ("I lost my husband", "I divorced my wife", "Perdí a mi padre") or that a past's time or marker dates
  ("Last year I walked my dog", "I used to walk my dog");
- a judgement framed by "find": "It's empowering to make a positive difference" backs "The user finds empowerment in
  making a positive difference" — "finds" was read as the quote's past "find" ("helped me find out who I am"), and
  counted as a content word no quote carries. "finds it rewarding", "finds joy in", "trouve le jardinage relaxant"
  (``base._JUDGING_FIND``) say no more than "is … to them": the judgement's words are what the claim holds, and the
  quotes must carry them, in the present (``carried.coverage``, ``tense.dated``); "finds bugs", "found this
  opportunity on a forum", "finds it in the drawer" stay a finding;
- what the person learned and tells in the present: "I learnt that my own happiness is the most important thing" backs
  "The user now prioritizes his own happiness" — the whole sentence was read as the past of "learnt". A clause after a
  past verb of coming to know ("learned", "realized", "taught me", "aprendí que", "j'ai compris que", "ich habe
  gelernt, dass") told in a present of "be", "have", "can" or "do" is held now, as English keeps a content still true
  in the present (``tense._LEARNT``), the person the one who learned, the clause's subject no one else (the lead's
  merge: "Ana found out that she is allergic", "I realized that my brother is allergic to nuts" are not the
  person's); "I learned that Ana was the owner" is still the past;
- a try the sentence says worked: "I tried to fix the leak myself and it worked" backs "The user fixed the leak" — it
  was sent to review, what was only tried read as not done. A try followed in its sentence by "and it worked", "which
  paid off" (``ending._TRY_BORE_FRUIT``) was done; a try that failed ("but I panicked", "and it didn't work"), a try
  alone, a want, a plan or a forgetting whatever follows, and what a try helped ("I tried to stay calm and asked for
  assistance, which helped me handle the situation": the lead's merge narrowed it, "I tried to fix the car, which
  helped me learn a lot" is no car fixed) stay refused;
- a want that closes a relative clause: "I'm proud of researching visa requirements for countries I want to visit"
  backs "The user is researching visa requirements" — the want was read over its whole clause. A want or a plan of a
  relative clause after the noun it tells of ("countries I want to visit", "the islands we plan to visit",
  ``words._RELATIVE_WANT``) is that noun's: the noun stays wanted ("a house we hope to buy" is no house bought), what
  comes before it is so; not after a being ("Postgres is the database we want to use");
- "going to" a plural: "I'm going to meetings every week" backs "The user goes to meetings every week" — it was read
  as a future. "going to" before a word in the plural is a going to a place or an event (no verb after "to" ends in
  "s" but after an "s" or a "u": "discuss", "focus"), as before "the", "my", "work" (``words._FUTURE_CLAUSE``), when a
  habit's word follows it ("every week", "a lot these days"; the lead's merge: "We're going to Athens in May" is a
  plan — the fold reads no capital).
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused

_KIDS = (
    "Hey Caroline! Last night was amazing! We celebrated my daughter's birthday with a concert surrounded by music, "
    "joy and the warm summer breeze. Seeing my kids' smiles was so awesome, and I'm so thankful for our special "
    "moments together."
)
_EMPOWERING = (
    "Thanks, Mel. Finding self-acceptance was a long process, but now I'm ready to offer love and support to those "
    "who need it. It's empowering to make a positive difference in someone's life."
)
_HAPPINESS = (
    "I used to be scared to death of what people would think, but I learnt that my own happiness is the most "
    "important thing."
)
_CALM = "I tried to stay calm and asked for assistance, which helped me handle the situation and make it back safely."


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # one of the person's people called theirs in a past clause
        (_KIDS, "The user values special moments with her kids and is grateful for them."),
        ("Seeing my kids' smiles was so awesome.", "The user has kids."),
        ("We celebrated my daughter's birthday at the lake.", "The user has a daughter."),
        ("I cooked dinner for my husband.", "The user has a husband."),
        ("I met my boyfriend at the lake.", "The user has a boyfriend."),
        ("Vi las sonrisas de mis hijos en el parque.", "La usuaria tiene hijos."),
        ("J'ai emmené mes enfants au zoo.", "L'utilisatrice a des enfants."),
        ("Ich war mit meinen Kindern im Zoo.", "Die Nutzerin hat Kinder."),
        ("Ho portato i miei figli al mare.", "L'utente ha dei figli."),
        ("Levei meus filhos ao parque.", "O usuário tem filhos."),
        # a judgement framed by "find"
        (_EMPOWERING, "The user finds empowerment in making a positive difference in someone's life."),
        ("Dancing brings me so much joy.", "The user finds joy in dancing."),
        ("Pottery is so relaxing for me.", "The user finds pottery relaxing."),
        ("Yeah, I saw it! It's a great way to escape reality!", "The user finds it a great way to escape reality."),
        ("Le jardinage, c'est tellement relaxant.", "L'utilisatrice trouve le jardinage relaxant."),
        ("La jardinería es muy relajante para mí.", "La usuaria encuentra relajante la jardinería."),
        # what the person learned and tells in the present
        (_HAPPINESS, "The user used to be scared of what people would think, but now prioritizes his own happiness."),
        ("I learned that patience is the key to baking bread.", "Patience is the key to baking bread."),
        ("Last year I found out that the clinic is closed on Sundays.", "The clinic is closed on Sundays."),
        ("It taught me that kindness is never wasted.", "The user believes kindness is never wasted."),
        ("Aprendí que la paciencia es la clave del pan.", "La usuaria cree que la paciencia es la clave del pan."),
        ("J'ai compris que la patience est la clé du pain.", "L'utilisatrice pense que la patience est la clé."),
        (
            "Ich habe gelernt, dass Geduld der Schlüssel zum Brot ist.",
            "Die Nutzerin glaubt, dass Geduld der Schlüssel zum Brot ist.",
        ),
        # a try whose doing bore its fruit
        ("I tried to fix the leak myself and it worked.", "The user fixed the leak."),
        ("I tried to shorten my commute by cycling, which paid off.", "The user shortened the commute by cycling."),
        # a want that closes a relative clause
        (
            "I'm proud of researching visa requirements for countries I want to visit.",
            "The user is researching visa requirements.",
        ),
        ("I bought a map of the islands we plan to visit.", "The user bought a map."),
        ("I'm knitting a scarf for the trip we're planning to take.", "The user is knitting a scarf."),
        # "going to" a plural
        ("I'm going to meetings every week.", "The user goes to meetings every week."),
        ("I'm going to concerts with my sister a lot these days.", "The user goes to concerts."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a relation ended, gone, dated, or the past told of them
        ("I lost my husband last year.", "The user has a husband."),
        ("I lost my husband.", "The user has a husband."),
        ("I divorced my wife.", "The user has a wife."),
        ("I broke up with my boyfriend at the lake.", "The user has a boyfriend."),
        ("My grandfather was a farmer.", "The user has a grandfather."),
        ("Perdí a mi padre.", "La usuaria tiene padre."),
        ("I used to walk my dog every morning.", "The user has a dog."),
        ("Last year I walked my dog every morning.", "The user has a dog."),
        ("I went to the park with my ex-husband.", "The user has a husband."),
        ("I visited my father's grave on Sunday.", "The user has a father."),
        ("I scattered my mother's ashes at the lake.", "The user has a mother."),
        ("We held a memorial for my brother.", "The user has a brother."),
        ("Fui al entierro de mi abuelo.", "La usuaria tiene abuelo."),
        ("J'ai assisté à l'enterrement de mon oncle.", "L'utilisateur a un oncle."),
        ("Ich habe meinen Vater verloren.", "Der Nutzer hat einen Vater."),
        ("I was at my grandma's funeral.", "The user has a grandma."),
        ("My daughter lived in Paris.", "The user's daughter lives in Paris."),
        ("I cooked dinner for my husband.", "The user cooks dinner for her husband."),
        # a judgement said of the past, of another, or denied; a finding that is no judgement
        ("I used to find gardening relaxing.", "The user finds gardening relaxing."),
        ("I found joy in dancing when I was a kid.", "The user finds joy in dancing."),
        ("Dancing brought me joy in college.", "The user finds joy in dancing."),
        ("My sister finds pottery relaxing.", "The user finds pottery relaxing."),
        ("Pottery is not relaxing for me.", "The user finds pottery relaxing."),
        ("I found my keys in the drawer.", "The user finds it in the drawer."),
        # what was learned told in the past, or learned by another
        ("I learned that Ana was the owner.", "Ana is the owner."),
        ("Last year I found out that the clinic was closed on Sundays.", "The clinic is closed on Sundays."),
        ("Aprendí que la paciencia era la clave del pan.", "La usuaria cree que la paciencia es la clave del pan."),
        (
            "Ich habe gelernt, dass Geduld der Schlüssel zum Brot war.",
            "Die Nutzerin glaubt, dass Geduld der Schlüssel zum Brot ist.",
        ),
        ("My sister learned that patience is the key to baking bread.", "The user believes patience is the key."),
        ("Ana found out that she is allergic to nuts.", "The user is allergic to nuts."),
        ("I learned that she is allergic to nuts.", "The user is allergic to nuts."),
        ("I realized that my brother is allergic to nuts.", "The user is allergic to nuts."),
        ("I learned that Ana is allergic to nuts.", "The user is allergic to nuts."),
        ("I learned that Ángela is allergic to nuts.", "The user is allergic to nuts."),
        # a try that failed, a try alone, a want or a forgetting whatever follows
        ("I tried to stay calm, but I panicked.", "The user stayed calm."),
        ("I tried to stay calm, which was hard.", "The user stayed calm."),
        ("I tried to fix the leak and it didn't work.", "The user fixed the leak."),
        ("I tried to fix the leak.", "The user fixed the leak."),
        ("I forgot to pay rent, which let me buy the concert tickets.", "The user paid rent."),
        ("I wanted to learn piano, which helped me nothing.", "The user learned piano."),
        ("My brother tried to stay calm, which helped him get home.", "The user stayed calm."),
        # what a try helped is no success of the try
        (_CALM, "The user stayed calm."),
        ("I tried to fix the car, which helped me learn a lot.", "The user fixed the car."),
        # the wanted noun, a want of a being, a want alone
        ("I bought a map of the islands we plan to visit.", "The user visited the islands."),
        ("I bought a map of the islands we plan to visit.", "The user bought a map of the islands."),
        ("I'm saving for a house we hope to buy.", "The user bought a house."),
        ("Postgres is the database we want to use.", "The team uses Postgres."),
        ("Lisbon is a city I want to live in.", "The user lives in Lisbon."),
        ("I want to research visa requirements.", "The user is researching visa requirements."),
        ("I think we want to use Redis.", "The team uses Redis."),
        # a future "going to" a verb, or a plural dated ahead
        ("I'm going to fix bugs tomorrow.", "The user fixes bugs."),
        ("I'm going to discuss it with Ana.", "The user discusses it with Ana."),
        ("I'm going to focus on sales.", "The user focuses on sales."),
        ("I'm going to dress up as a witch.", "The user dresses up as a witch."),
        # a place in the plural gone to once is a plan (the lead's merge: the fold reads no capital)
        ("We're going to Athens in May.", "The user visited Athens."),
        ("I'm going to Texas for a conference.", "The user went to Texas."),
        ("I'm going to concerts next month.", "The user goes to concerts."),
        ("We're going to concerts next month.", "The user goes to concerts."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
