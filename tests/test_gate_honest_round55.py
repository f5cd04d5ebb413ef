"""Round 55 (honest16): honest facts the gate refused, each beside the lie it must still refuse.

- a state another's act begins on the person: "Ana promoted me to manager" backs "The user is a manager" — it was sent
  to review as a past ("promoted" the simple past of what it names), and "My boss made me team lead" dropped as the
  boss's. A verb of conferring a post with the person its object right after it — promote, appoint, elect, name,
  nominate, hire, employ, recruit; "made" before a post's noun (``words._OFFICE``, one or more: "made me team lead",
  "… us partners"; not "made me coffee", "made me wait"); "took me on" — begins a state of the person's, which stands
  until a quote ends it (``words._conferred``, a change as ``words._CHANGE``'s: "They hired me as a nurse" passed
  already); it
  is the person's being the role (``roles._conferred_on``) and their clause, not the one's who confers it
  (``subject.others``). An offer is one only when the sentence goes on to the person's taking it up ("Google offered me
  the job and I accepted", ``words._offered``, ``words._ACCEPTED``; the job then theirs, ``relation``'s work), and
  "accept" is a decision (``words._CHANGE``: "I accepted a job at Google"). Abroad: the person's clitic before the
  verb or their passive ("me ascendieron a", "me nombraron", "on m'a promu", "ils m'ont embauché comme", "mi hanno
  promosso a", "me promoveram a", "fui promovido a"; ``words._conferred_abroad``), German's "wurde zum … befördert".
  Not a post another gets ("Ana was promoted", "They appointed her treasurer", "On a promu Paul directeur"), nor one
  almost conferred (``limits._ALMOST_CHANGED``), nor in a text that puts the person out of it again ("…, then fired
  me", "… but I quit", "… pero renuncié", "…, puis on m'a licencié": ``words._DISMISSED``), nor an offer turned down
  or only made.
- an event that begins a state, said by a lexicalised idiom whose meaning is the state: "We tied the knot in May"
  backs "The user is married", "He proposed and I said yes!" "The user is engaged" (``words._wed``: read as "got
  married", "got engaged", as coverage reads an idiom of dislike as the hating it says); a proposal said yes to begins
  the engagement as an offer taken up does ("Tobiah proposed to me and I said yes": ``words._PROPOSAL_TAKEN``). Only
  the person's ("I", "we" its subject; the proposal's asker or the one who said yes), in the past told plainly: not
  "My sister tied the knot", "She proposed to him and he said yes", "He proposed and I said no", "We almost tied the
  knot", "We're going to tie the knot", "Tobiah proposed to me" (no yes), nor a text that ends it ("… but divorced in
  2015", "… but we called it off": ``words._WED_ENDED``).
- a causative whose doing is the person's: "I had a paper published last year" backs "The user published a paper" —
  ``roles.caused`` read "had X published" as another's doing. An author is said to publish, an artist to exhibit,
  their own work a publisher prints or a gallery hangs (``roles._MADE_PUBLIC``); "I had the car repaired", "… the
  book translated", "… the flyers printed" stay another's doing.
"""

from __future__ import annotations

import pytest
from gate_verdict import kept, refused


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # a post conferred on the person
        ("Ana promoted me to manager.", "The user is a manager."),
        ("My boss made me team lead.", "The user is a team lead."),
        ("The hospital took me on as a nurse.", "The user works as a nurse."),
        ("They appointed me treasurer of the club.", "The user is the treasurer of the club."),
        ("The members elected me chair of the board.", "The user is the chair of the board."),
        ("The board named me head of sales.", "The user is the head of sales."),
        ("They made me captain of the team.", "The user is the captain of the team."),
        ("She named me her successor.", "The user is her successor."),
        ("They made us partners in the firm.", "The user is a partner in the firm."),
        # an offer taken up, a job accepted
        ("Google offered me the job and I accepted.", "The user works at Google."),
        ("Acme offered me a position and I took it.", "The user works at Acme."),
        ("I accepted a job at Google.", "The user works at Google."),
        # abroad
        ("Me ascendieron a gerente.", "El usuario es gerente."),
        ("Me nombraron directora.", "El usuario es directora."),
        ("Fui promovido a gerente.", "O usuário é gerente."),
        ("Me promoveram a gerente.", "O usuário é gerente."),
        ("On m'a promu directeur.", "L'utilisateur est directeur."),
        ("Ils m'ont embauché comme infirmier.", "L'utilisateur travaille comme infirmier."),
        ("Ich wurde zum Teamleiter befördert.", "Der Nutzer ist Teamleiter."),
        ("Mi hanno promosso a direttore.", "L'utente è direttore."),
        # an idiom whose meaning is the state
        ("We tied the knot in May.", "The user is married."),
        ("We got hitched last summer in Reno.", "The user is married."),
        ("My sister and I tied the knot with our partners in a double wedding.", "The user is married."),
        ("He proposed and I said yes!", "The user is engaged."),
        ("Tobiah proposed to me and I said yes.", "The user is engaged to Tobiah."),
        # a work of the person's made public
        ("I had a paper published last year.", "The user published a paper."),
        ("I had two poems published in a journal.", "The user published two poems."),
        ("I had my paintings exhibited at the gallery.", "The user exhibited paintings at the gallery."),
    ],
)
def test_honest_kept(said: str, claim: str) -> None:
    kept(said, claim)


@pytest.mark.parametrize(
    ("said", "claim"),
    [
        # another's post, one almost conferred, one ended, an offer not taken
        ("Ana was promoted to manager.", "The user is a manager."),
        ("They appointed her treasurer.", "The user is the treasurer."),
        ("The club elected my sister treasurer.", "The user is the treasurer."),
        ("My boss made my colleague team lead.", "The user is a team lead."),
        ("They almost promoted me to manager.", "The user is a manager."),
        ("They nearly made me captain of the team.", "The user is the captain of the team."),
        ("Ana promoted me to manager, but I quit last year.", "The user is a manager."),
        ("They promoted me to manager, then fired me in March.", "The user is a manager."),
        ("They promoted me to manager, then laid me off.", "The user is a manager."),
        ("They offered me the job at Google but I turned it down.", "The user works at Google."),
        ("Google offered me the job.", "The user works at Google."),
        ("Google offered me the job and I accepted, but I quit in June.", "The user works at Google."),
        ("Google offered my sister the job and she accepted.", "The user works at Google."),
        # "made" with no post after it
        ("My boss made me coffee.", "The user is coffee."),
        ("My boss made me a sandwich.", "The user is a sandwich."),
        ("My aunt made me pancakes.", "The user is pancakes."),
        ("They made me wait.", "The user waits."),
        ("My manager made me redo the report.", "The user redoes the report."),
        ("The coach made me run laps.", "The user runs laps."),
        # a verb of conferring in its other senses
        ("Last year we promoted the blog on Reddit.", "The user promotes the blog on Reddit."),
        # abroad: another's, almost, ended, declined
        ("Ascendieron a mi hermano a gerente.", "El usuario es gerente."),
        ("Ana fue promovida a gerente.", "El usuario es gerente."),
        ("Mein Bruder wurde zum Teamleiter befördert.", "Der Nutzer ist Teamleiter."),
        ("On a promu Paul directeur.", "L'utilisateur est directeur."),
        ("Casi me ascendieron a gerente.", "El usuario es gerente."),
        ("Me ascendieron a gerente, pero renuncié el año pasado.", "El usuario es gerente."),
        ("On m'a promu directeur, puis on m'a licencié.", "L'utilisateur est directeur."),
        ("Mi hanno promosso a direttore, poi mi hanno licenziato.", "L'utente è direttore."),
        ("Fui promovido a gerente, mas me demitiram em maio.", "O usuário é gerente."),
        ("Ich wurde zum Teamleiter befördert, aber letztes Jahr wurde ich entlassen.", "Der Nutzer ist Teamleiter."),
        ("Me ofrecieron el puesto en Telefónica pero lo rechacé.", "El usuario trabaja en Telefónica."),
        # an idiom another's, declined, almost, planned, ended
        ("My sister tied the knot in June.", "The user is married."),
        ("She proposed to him and he said yes.", "The user is engaged."),
        ("He proposed and I said no.", "The user is engaged."),
        ("We almost tied the knot.", "The user is married."),
        ("We're going to tie the knot next year.", "The user is married."),
        ("We tied the knot in 2010 but divorced in 2015.", "The user is married."),
        ("Tobiah proposed to me.", "The user is engaged to Tobiah."),
        ("Tobiah almost proposed to me.", "The user is engaged to Tobiah."),
        ("Tobiah proposed a merger and we accepted.", "The user is engaged to Tobiah."),
        ("Tobiah proposed to me and I said yes, but we called it off in May.", "The user is engaged to Tobiah."),
        ("Tobiah proposed to me and I said yes. Sadly we broke up in May.", "The user is engaged to Tobiah."),
        # a causative whose doing is another's
        ("I had the car repaired.", "The user repaired the car."),
        ("I had the book translated into French.", "The user translated the book into French."),
        ("I had the flyers printed.", "The user printed the flyers."),
        ("My sister had a paper published.", "The user published a paper."),
        ("I almost had a paper published.", "The user published a paper."),
        ("I want to have a paper published.", "The user published a paper."),
    ],
)
def test_lie_refused(said: str, claim: str) -> None:
    refused(said, claim, rule=None)
