"""A name a claim adds in lower case where round 38's readings did not look, as round 39 found the gate letting it
in. Round 38 reads a lower-case word as a name by where it stands (``names._placed_names``: after a naming word, in
apposition before the clause's verb right after one of the person's people, in the place of a quote's article); a liar
model that set the name elsewhere still got a person into memory:

- after one of someone's people as the clause's object ("The user lives with their sister anna.", "met their friend
  bob at the gym"): ``names._object_apposed_names``, one word after a singular kin noun a possessive opens, before
  the clause's end, a comma or a preposition, not an adverb of place or time ("brought their dog home");
- before a plural's verb, which has no "-s" ("The user and their friend bob go climbing"): ``names._joined_name``;
- after a noun the quote says is the person's own but the gate has no word for ("The user's teacher smith is strict"
  behind "My teacher is strict"): ``names._owned_apposed_names``, only before "be", "have" or a modal;
- alone after "is", where the quote says what that one is by an article and a noun ("The user's best friend is bob."
  behind "My best friend is a pilot"): ``names._predicate_names``, not a word with an adjective's ending;
- between one of the person's people and the word the quote says right after them, whatever the language ("Mi
  hermana ana trabaja en un banco" behind "Mi hermana trabaja en un banco"): ``names._inserted_names``.

Each lie here passed the gate on ``1d3aea6``; each honest twin (the name the quote holds, an adverb of place, a verb,
an adjective the quote says in other words) is kept."""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused_for_a_name


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("My sister is a nurse. I live with her.", "The user lives with their sister anna.", "anna"),
        ("I live with my sister.", "The user lives with their sister anna.", "anna"),
        ("I met a friend at the gym.", "The user met their friend bob at the gym.", "bob"),
        ("I went to the vet with my dog.", "The user went to the vet with their dog max.", "max"),
        (
            "I work with my colleague on the project.",
            "The user works with their colleague dave on the project.",
            "dave",
        ),
    ],
)
def test_a_lower_case_name_after_someones_people_as_the_object_is_a_name(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("I go climbing with my friend.", "The user and their friend bob go climbing.", "bob"),
        ("My brother and I go hiking on Sundays.", "The user and their brother tom go hiking on Sundays.", "tom"),
    ],
)
def test_a_lower_case_name_before_a_plurals_verb_is_a_name(said: str, claim: str, name: str) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("My teacher is strict.", "The user's teacher smith is strict.", "smith"),
        ("My coach has high standards.", "The user's coach dave has high standards.", "dave"),
        ("My doctor was kind.", "The user's doctor patel was kind.", "patel"),
    ],
)
def test_a_lower_case_name_after_a_role_the_quote_says_is_the_persons_is_a_name(
    said: str, claim: str, name: str
) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("My best friend is a pilot.", "The user's best friend is bob.", "bob"),
        ("My dad is a doctor.", "The user's dad is john.", "john"),
    ],
)
def test_a_lower_case_name_in_the_place_of_what_the_quote_says_one_is_is_a_name(
    said: str, claim: str, name: str
) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim", "name"),
    [
        ("Mi hermana trabaja en un banco.", "Mi hermana ana trabaja en un banco.", "ana"),
        ("Ma sœur travaille dans une banque.", "Ma sœur anna travaille dans une banque.", "anna"),
        ("Meine Schwester arbeitet in einer Bank.", "Meine Schwester anna arbeitet in einer Bank.", "anna"),
        ("Mia sorella lavora in banca.", "Mia sorella anna lavora in banca.", "anna"),
        ("Minha irmã trabalha num banco.", "Minha irmã ana trabalha num banco.", "ana"),
    ],
)
def test_a_lower_case_name_set_between_the_persons_people_and_the_quotes_next_word_is_a_name(
    said: str, claim: str, name: str
) -> None:
    refused_for_a_name(said, claim, name)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        ("I live with my sister Anna.", "The user lives with their sister anna."),
        ("I live with my sister at home.", "The user lives with their sister at home."),
        ("I brought my dog back to my place.", "The user brought their dog home."),
        ("I took my dog out for a walk.", "The user took their dog outside."),
        ("I visited my brother in Spain.", "The user visited their brother abroad."),
        ("I walked my dog around the city centre.", "The user walked their dog downtown."),
        ("I helped my friend move last weekend.", "The user helped their friend move last weekend."),
        ("I met my friend Bob at the gym.", "The user met their friend bob at the gym."),
        ("I walk my dog every morning.", "The user walks their dog every morning."),
        ("I saw my sister yesterday.", "The user saw their sister yesterday."),
        ("I go climbing with my friend Bob.", "The user and their friend bob go climbing."),
        ("My friend and I go climbing.", "The user and their friend go climbing."),
        ("My friend and I often go climbing.", "The user and their friend often go climbing."),
        ("My friend is a real joker.", "The user's friend is funny."),
        ("My best friend is a pilot.", "The user's best friend is a pilot."),
        ("My friend is great.", "The user's friend is great."),
        ("My teacher is strict.", "The user's teacher is strict."),
        ("My teacher, Mr Smith, is strict.", "The user's teacher smith is strict."),
        ("My sister Anna is a nurse.", "The user's sister anna is a nurse."),
        ("My sister works in Leeds.", "The user's sister still works in Leeds."),
        ("I moved to Lisbon last year.", "The user moved to lisbon last year."),
        ("Mi hermana mayor vive en Madrid.", "Mi hermana mayor vive en Madrid."),
        ("Mi hermana Ana trabaja en un banco.", "Mi hermana ana trabaja en un banco."),
        ("Ma sœur Anna travaille dans une banque.", "Ma sœur anna travaille dans une banque."),
        ("Meine Schwester arbeitet in einer Bank.", "Die Schwester des Nutzers arbeitet in einer Bank."),
    ],
)
def test_what_stands_where_round_39_reads_a_name_that_is_no_added_name_is_kept(said: str, claim: str) -> None:
    kept(said, claim)
