"""Round 49 (honest12): honest facts the gate refused, each beside the lie it must still refuse.

- a member of a group the person calls theirs: "My book club met on Tuesday" backs "The user is a member of a book
  club" — the member's word ("member", "miembro", "membre", "Mitglied", "membro": ``carried._MEMBER``) is carried by
  the membership round 48 reads (``tense._MY_GROUP``), no thing the short claim swapped in (``carried.swapped``);
  another's group ("My sister's book club"), one left ("I left my book club"), an old one and a dated one stay
  refused;
- a group the person says they are part of by a relative clause in the present ("I asked friends to join the virtual
  support group I am a part of", a LoCoMo observation sent to review; "the rowing club I'm a member of", "the choir
  that I'm in": ``tense._GROUP_IM_IN``) is a membership held now, whatever the tense of the clause the group stands
  in — while a relative that says no membership ("the clinic I am still fond of", "the house we are selling") leaves
  the past of "I worked at", "I lived in" as it was, and "the club I was in" says no present;
- a dash between blanks inside a name or a menu's path ("Passwort - Zurücksetzen", "Ajustes - Privacidad",
  "Kowalczyk - Brandt") that the claim and its quote both say is no clause break (``tense._undashed``): the claim
  "The user clicked Passwort - Zurücksetzen in the Aínsa clinic app" is one clause told in the past, as its quote is
  (it was sent to review for "Aínsa" read as present after the dash) — and a dash the quote sets between clauses
  stays one ("We used Jenkins - GitLab is what we use now"); "Last year we ran Bamberg - Nord, now we run Bamberg -
  Süd" no longer backs "The team runs Bamberg - Nord" (it passed on main: "Nord" read apart);
- an adverb of focus or of time between a form of "be" and its "-ed" adjective ("I'm also excited to mentor dancers",
  "we're still pleased", "I'm now retired": ``words._FOCUS``) keeps the adjective a state said now, as a degree does
  ("I'm so excited") — a LoCoMo observation ("I'm also excited to guide and mentor aspiring dancers") was sent to
  review as a past; "We also used Jenkins", "I still used Emacs last year" stay pasts.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a member of a group the person calls theirs
        ("My book club met on Tuesday.", "The user is a member of a book club."),
        ("My chess club meets on Fridays.", "The user is a member of a chess club."),
        ("Our church choir sang at the fair.", "The user is a member of a church choir."),
        ("I go to the gym with my climbing group.", "The user is a member of a climbing group."),
        # a group the person says they are part of
        (
            "I asked family and friends to join the virtual support group I am a part of.",
            "The user is part of a virtual support group.",
        ),
        (
            "I invited my cousin to the Orlik rowing club I'm a member of.",
            "The user is a member of the Orlik rowing club.",
        ),
        ("Yesterday I brought cake to the Tamsk choir that I'm in.", "The user is in the Tamsk choir."),
        # a dash inside a name or a menu's path
        (
            "In the Aínsa clinic app I clicked Passwort - Zurücksetzen.",
            "The user clicked Passwort - Zurücksetzen in the Aínsa clinic app.",
        ),
        (
            "In the Lurra bank app I opened Ajustes - Privacidad.",
            "The user opened Ajustes - Privacidad in the Lurra bank app.",
        ),
        (
            "In the Fenwick portal I picked Compte – Sécurité.",
            "The user picked Compte – Sécurité in the Fenwick portal.",
        ),
        ("I work at Kowalczyk - Brandt Architekten.", "The user works at Kowalczyk - Brandt Architekten."),
        ("I eat at Bar - Restaurant Solvik every Friday.", "The user eats at Bar - Restaurant Solvik every Friday."),
        # an adverb between "be" and its "-ed" adjective
        (
            "I'm also excited to guide and mentor aspiring dancers on their dreams.",
            "The user aspires to guide and mentor aspiring dancers on their dreams.",
        ),
        ("We're still pleased with the Quillon printer.", "The team is pleased with the Quillon printer."),
        ("I'm now retired from the Vetch mill.", "The user is retired from the Vetch mill."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # no group of the person's now
        ("My sister's book club met on Tuesday.", "The user is a member of a book club."),
        ("My brother's chess club meets on Fridays.", "The user is a member of a chess club."),
        ("I left my book club.", "The user is a member of a book club."),
        ("I quit my running club.", "The user is a member of a running club."),
        ("My old band played covers.", "The user is a member of a band."),
        ("Last year my team won the cup.", "The user is a member of a team."),
        ("My chess club meets on Fridays.", "The user is a member of a golf club."),
        (
            "I invited my cousin to the Orlik rowing club I was a member of.",
            "The user is a member of the Orlik rowing club.",
        ),
        (
            "I invited my cousin to the Orlik rowing club my sister is a member of.",
            "The user is a member of the Orlik rowing club.",
        ),
        # a relative in the present that says no membership
        ("I worked at the Brenna clinic I am still fond of.", "The user works at the Brenna clinic."),
        ("I lived in the Dunmore house we are selling.", "The user lives in the Dunmore house."),
        ("We used the Tessaly tracker we are replacing.", "The team uses the Tessaly tracker."),
        ("Yesterday I took my nephew to the Karvik dojo I'm training at.", "The user trains at the Karvik dojo."),
        # a dash between clauses, or one the quote does not say so
        ("We used Jenkins - GitLab is what we use now.", "The team uses Jenkins."),
        ("Last year we ran Bamberg - Nord, now we run Bamberg - Süd.", "The team runs Bamberg - Nord."),
        ("We used to eat at Bar - Restaurant Solvik.", "The user eats at Bar - Restaurant Solvik."),
        ("I worked at Kowalczyk - Brandt Architekten until 2019.", "The user works at Kowalczyk - Brandt Architekten."),
        # a past after an adverb, its subject before it
        ("We also used Jenkins before GitLab.", "The team uses Jenkins."),
        ("I also lived in Ravensk for a year.", "The user lives in Ravensk."),
        ("We all used Trello back then.", "The team uses Trello."),
        ("I still used Emacs last year.", "The user uses Emacs."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
