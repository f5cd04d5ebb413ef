"""Support: do a claim's own quotes carry it? (issue 11, item 5)

A quote that exists is not yet a quote that supports: "The team decided to switch the parser cache to
Postgres" quoting "The parser reads TOML and JSON." shares one word with it. Two measures, read on
the fold (casefolded, accents and look-alikes folded) with the gate's one stem matcher
(``words._words_match``):

* **coverage** (``carried``) — the claim's content words (names, nouns, verbs; not stop words, not the words that
  credit a decision, which the attribution rule reads) and the numbers the quotes hold (each counts
  twice: a quote holding the claim's exact number carries its precise part), found in the quotes: at
  least ``SUPPORT`` of them. Chinese and Japanese text is read by its characters. A number no quote
  holds is the number rule's to refuse, not counted here. A claim of ``FEW`` content words or fewer
  holds every thing it names, when a quote names one it leaves out (``swapped``): "The user writes the
  frontend" is not "I write the backend", though half its words are. A claim of the person's that holds nothing
  to look for (no content word, acronym, number or name: "The user has a son", the Spanish "son" a function word)
  is not carried by any quote (``checkable``).
* **binding** (``binding``) — words a short clause of the claim binds that its quotes bind otherwise (``rebound``):
  "Caching runs on Postgres" is not "Billing runs on Postgres. Caching uses Redis.", nor "The API key is rotated
  monthly" "We rotate certificates monthly. The API key is in Vault."; and a number said with what its quote says of
  the number after it (``shifted``): "The tests take 20 minutes locally" is not "Our tests take 5 minutes locally and
  20 on CI".
* **subject** (``subject``) — a claim's subject that its quotes continue by a noun it leaves out (``continued``):
  "Maria prefers tabs" is not "Maria's manager prefers tabs".
* **rank** (``rank``) — the top a claim says of what its quotes rank after it (``unranked``): "The user is the oldest
  of four siblings" is not "I'm the second oldest of four siblings".
* **degree** (``rank``) — a skill's top a claim says of what its quotes say a little of (``raised``): "The user speaks
  fluent Japanese" is not "I can speak a little Japanese".
* **trade** (``rank``) — a short claim's selling its quotes say no trade of (``sold``): "The user sells Windows" is
  not "I use Windows at work".
* **polarity** (``polarity``) — a word the claim affirms that its quotes only negate, or (when they negate nothing)
  the reverse (``flipped``): "The index uses Postgres" is the opposite of "We use SQLite, not Postgres".
* **tense** (``tense``) — a word the claim says in the present that the person's quotes say only of a state that
  has ended (``dated``): "The team uses Jenkins" is not "Last year we used Jenkins", nor "Last year we
  switched to Jenkins, now we use GitLab".
* **plan** (``plan``) — a word the claim says as so that the person's quotes say only as a plan or the future, a duty
  or a wish (``planned``): "The team uses Postgres" is not "We're going to migrate to Postgres next month", "We should
  use Postgres", "I wish we used Postgres".
* **limits** (``limits``) — a word the claim says plainly that the person's quotes say only on a condition, almost,
  for a time or only in a scope the claim leaves out (``limited``): "The team ships on Monday" is not "If the tests
  pass, we ship on Monday", nor "The team finished the migration" "We nearly finished the migration".
* **names** (``names``) — a name in the claim (a product, a person, a place, a code: "Postgres", "Marta", "p95")
  must be in a quote: a claim that brings its own names brings its own facts.
* **certainty** (``stance``) — words of attribution, certainty or emphasis ("confirmed", "in writing", "insisted",
  "signed off", "always", "definitely", "siempre", "一定" …) that no quote carries. "confirmed",
  "agreed", "approved" and "signed off" are carried by the person's bare yes ("Yes, go ahead."). A
  decision, a preference or a plan ("decided", "prefers", "plans to") needs a quote's sentence that says
  it (``unbacked_stance``), or the person deciding.

And more, each in its module: a state the person ended (``ending``: ``ended``, ``said_ended``; and a thing said new
that the quotes say only as one had: ``made_new``), a thing said then
taken back (``tense``: ``taken_back``), a text the person makes, plays or pastes (``fiction``), a thing said used or
related to of another (``relation``), someone else's words (``subject``: ``others``), other states (``states``), heads
and substitutes (``heads``), roles (``roles``: ``beside_role``, a kind of person the person is only where a quote
predicates it of them) and a doing had done by another (``caused``), comparisons
(``compared``), opposites (``opposites``, ``polarity``: ``contradicted``, ``opposed``). The pieces they share (claim
words, the person as a subject, their kin, clauses, names) are in ``base``; a module imports only those below it: base,
plan, stance, ending, tense, fiction, relation, opposites, compared, carried, subject, states, binding, heads, roles,
rank, limits, polarity, names.
"""

from __future__ import annotations

from .base import SUPPORT, of_the_person
from .binding import rebound, shifted
from .carried import FEW, checkable, coverage, placed, swapped
from .compared import inverted
from .ending import ended, made_new, said_ended
from .fiction import fictional, pasted, quoted_line, quoted_only
from .heads import chained, headed, substituted
from .limits import for_a_time, limited, widened
from .names import missing_names
from .plan import planned
from .polarity import avoided, contradicted, flipped, opposed, restricted, says_whole, unless_turned
from .rank import multiplied, raised, reranked, sold, unranked
from .relation import used
from .roles import as_role, beside_role, caused, reasoned, swapped_roles
from .stance import (
    EVERY_DAY,
    person_sources,
    persons_decision,
    sure_against,
    sure_alone,
    unbacked_certainty,
    unbacked_stance,
)
from .states import ADDED, added, excepted, other_state
from .subject import continued, death_added, died, others
from .tense import dated, taken_back

__all__ = [
    "ADDED",
    "EVERY_DAY",
    "FEW",
    "SUPPORT",
    "added",
    "as_role",
    "avoided",
    "beside_role",
    "caused",
    "chained",
    "checkable",
    "continued",
    "contradicted",
    "coverage",
    "dated",
    "death_added",
    "died",
    "ended",
    "excepted",
    "fictional",
    "flipped",
    "for_a_time",
    "headed",
    "inverted",
    "limited",
    "made_new",
    "missing_names",
    "multiplied",
    "of_the_person",
    "opposed",
    "other_state",
    "others",
    "pasted",
    "person_sources",
    "persons_decision",
    "placed",
    "planned",
    "quoted_line",
    "quoted_only",
    "raised",
    "reasoned",
    "rebound",
    "reranked",
    "restricted",
    "said_ended",
    "says_whole",
    "shifted",
    "sold",
    "substituted",
    "sure_against",
    "sure_alone",
    "swapped",
    "swapped_roles",
    "taken_back",
    "unbacked_certainty",
    "unbacked_stance",
    "unless_turned",
    "unranked",
    "used",
    "widened",
]
