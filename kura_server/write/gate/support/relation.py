"""Support, relation: a thing the claim says the person uses or is related to that the quotes say of another, or
otherwise (``used``)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from functools import lru_cache

from ...redact_rules import MARKER_RE
from ..words import (
    _ACCEPTED,
    _ALMOST_WORDS,
    _CAME_TO_ME,
    _CAME_TO_ME_HAD,
    _MY,
    _PROPOSAL_TAKEN,
    _RECEIVED,
    _WED_ENDED,
    _WORD,
    _bare,
    _flat,
    _is_negative,
    _words_match,
)
from .base import (
    _GROUP_WORDS,
    _HOW_MANY,
    _KIN,
    _ME,
    _MEMBERSHIP,
    _OUR,
    _OURS_AFTER,
    _PERSON,
    _PERSON_SUBJECT,
    _SUBJECTS,
    _acronyms,
    _claim_words,
    _is_claim_word,
    _names,
)
from .ending import (
    _LIVED,
    _PREP,
)
from .fiction import (
    _things,
)
from .stance import (
    _STANCE_SHARED,
)
from .tense import (
    _in_my_group,
)

# A claim that someone uses or has a thing, by a light verb ("The team uses Kafka", "Billing runs on Postgres", "The
# user owns a Tesla", "El equipo usa Kafka", "Das Team nutzt Kafka"), as the fold reads it: its content words (the
# verb left out) are the thing's name, so any quote that names the thing would carry it (``used``).
_USED_CLAIM = re.compile(
    r"\b(?:uses?|utilis(?:e|es|ent|ons)|usa|usan|usamos|utiliza|utilizan|utilizza|utilizzano|usano|nutz(?:t|en)"
    r"|benutz(?:t|en)|verwende(?:t|n)|(?:runs?|relies|rely|depends?|builds?|built|is|are|'s|'re)\s+on|owns?"
    # "has" that has, not the perfect's ("The user has been a nurse for 12 years", "has lived", "has become")
    # (but "has been using Kafka", "has owned a Tesla" say the using)
    r"|(?:has|have)(?!\s+(?:(?:\w+ly|also|always|never|just|since)\s+)?(?:been(?!\s+(?:\w+ly\s+)?(?:using|running"
    r"|relying|depending|building|owning|on)\b)|become|had|got|gotten|done|made|known|grown|seen|taken|gone"
    r"|(?!used\b|owned\b)\w+ed)\b)"
    r"|tiene|tienen|tem|hat)\b"
)
# A claim that says its thing only as wanted, planned or denied is the other readings' ("The team plans to use
# Kafka", "The team will use Kafka", "The team does not use Kafka").
_HAVING = re.compile(r"owns?|has|have|tiene|tienen|tem|hat")
_USED_NOT_PLAIN = re.compile(
    r"\b(?:to|will|would|could|might|may|should|must|can|not|n't|never|no|nunca|nicht|kein\w*|pas|non|nao)\b|n't\b"
)
# A thing bought abroad, told in its past ("Compré", "Comprei", "Ho comprato"): ``_USING`` reads it as had,
# ``_ACQUIRED``, with the other forms of buying, as come by.
_BOUGHT_ABROAD = r"compr(?:e|o|amos|aron|ado|ada|ei|ou|aram|ato|ata|ati|ate)"
# What says a thing is the person's side's in use or owned, in the clause that names it: a verb of using or having
# (the tense readings judge its tense, ``others`` its subject), being on it, a possessive on it or on what it is part
# of ("our Kafka cluster", "our stack: Postgres, Redis, Kafka", "my main editor is Neovim"), or an identity built on
# it ("a Kafka shop", "a Neovim person"). A name on a list of wishes, on the radar, looked at, discussed, read about,
# recommended or said to be promising says none of these.
_USING = re.compile(
    r"\b(?:us(?:e|es|ed|ing)|utili[sz]\w*|run(?:s|ning)?|ran|rel(?:y|ies|ied|ying)|depend\w*|deploy\w*"
    r"|buil(?:d|ds|ding|t)|host\w*|stor(?:e|es|ed|ing)|handl\w*|(?:go(?:es|ing)?|went|gone)\s+(?:all\s+)?through"
    r"|(?:switch|mov|migrat|port|transition)\w*\s+(?:[\w.'-]+\s+){0,3}?(?:over\s+)?to|adopt\w*|roll\w*\s+out|replac\w*"
    r"|chose|chosen|choos\w*|picked|selected|opted|settled\s+on|(?:go|goes|went|going)\s+with|standardi[sz]ed\s+on"
    r"|(?:pleased|happy|satisfied|content)\s+with|own(?:s|ed|ing)?|driv(?:e|es|ing|en)|drove"
    r"|bought|buy|power(?:s|ed)?|backed|based|on\s+top\s+of|via|process\w*|writ(?:e|es|ing|ten)|wrote|cod(?:e|es|ed"
    r"|ing)|program\w*|work(?:s|ed|ing)?\s+(?:with|in)|ship\w*|serv(?:e|es|ed|ing)|maintain\w*|rent\w*|leas(?:e|es"
    r"|ed|ing)|subscri\w*|licens\w*|pay\w*|paid|ha(?:s|ve|d|ving)(?!\s+(?:\w+ed|been|read|seen|heard|thought|done"
    r"|gone|made|spoken|taken|given|found|not|never|always|already|just|also|to|a\s+look|an\s+eye)\b)|got|gotten"
    # Spanish, French, German, Italian, Portuguese
    r"|us(?:a|an|amos|o|aba\w*|ar|ado|ando|iamo|ano|are|ato)|corr(?:e|en|emos|iendo)|tenemos|tengo|tiene\w*|teni\w*"
    r"|migr\w*|funciona\w*|tourn\w*|avons|avez|nutz\w*|benutz\w*|verwend\w*|setz\w*(?:\s+\w+){0,3}\s+ein|einsetz\w*"
    r"|lauf\w*|lauft|habe|haben|hat|hatte\w*|abbiamo|hanno|gir(?:a|ano|iamo)|temos|tenho|tem|roda\w*|ersetzt|abgelost"
    r"|reemplaz\w*|remplac\w*|sostitu\w*|substitu\w*|elegi\w*|eligi\w*|(?:pass|cambi|mud)\w*\s+(?:a|al|au|ad|para)"
    r"|umgestiegen|gewechselt|umgezogen"
    # (a thing bought, sold to the person or come by as a gift abroad, had as "I bought a Tesla" says it owned:
    # "Compré un coche", "Me vendieron un coche", "Me regalaron una bufanda", "Recibí un reloj", "Me deram um
    # cachecol", "Mir wurde ein Schal geschenkt": ``words._CAME_TO_ME_HAD``)
    rf"|{_BOUGHT_ABROAD}|{_CAME_TO_ME_HAD})\b"
)
# What makes a clause's subject the person's side ("our", "my", "… on our team", "… here"), and what opens another
# party's with a word of whose or how many ("our competitor", "most teams"): ``others`` reads them per clause.
_SIDE = _MY | _OUR | _OURS_AFTER
# a clause with one of these in it is the person's (``_named_subject``): "My laptop runs Arch" says the person's
# thing, "Everyone on the team uses vim" their side; "Our CTO owns billing" someone of theirs
_PERSONS_OWN = _SUBJECTS | _ME | _MY | _PERSON | _OURS_AFTER
_WHOSE_OR_HOW_MANY = _MY | _OUR | _HOW_MANY
_POSSESSED = r"(?:" + "|".join(sorted(_MY | _OUR)) + r")"
# ... but not a list of what is weighed or wished for ("my list: Kafka, NATS", "our roadmap: Kafka")
_WEIGHED = (
    r"(?:list|radar|roadmap|shortlist|wishlist|plans?|proposal|options?|candidates?|ideas?|goals?|dreams?|todo"
    r"|backlog|agenda)"
)
_THEIRS_WHOLE = re.compile(
    rf"^\W*(?:the\s+)?{_POSSESSED}\s+(?!(?:[\w'-]+\s+){{0,2}}{_WEIGHED}\b)(?:[\w'-]+\s+){{0,3}}?[\w'-]+\s*"
    r"(?::|=|\b(?:is|are|es|son|ist|sind|est|sont|e|sono|sao)\b)"
)
# A thing said to be the part of a system a clause before says used, by "the" and the part's noun ("Kafka is the event
# bus", "Redis is the cache", "Harbor is the registry"): the person's system's part. Not what is so of the thing in the
# world ("Kafka is the industry standard / the obvious choice / the default", "the database of choice").
_ROLE = (
    r"[\w.+#'-]+\s+(?:is|are)\s+(?:also\s+|still\s+)?the\s+(?:main\s+|primary\s+)?(?:event\s+bus|message\s+bus"
    r"|bus|cache|queue|job\s+queue|task\s+queue|message\s+queue|message\s+broker|broker|database|db|datastore|data"
    r"\s+store|store|ci|ci\s+server|build\s+server|registry|container\s+registry|proxy|reverse\s+proxy|load\s+balancer"
    r"|gateway|api\s+gateway|scheduler|orchestrator|search\s+engine|search\s+index|index|warehouse|data\s+warehouse"
    r"|backend|frontend|runtime|web\s+server|cdn|dns|monitoring|tracing|logging|metrics\s+store|secrets\s+store|vault"
    r"|identity\s+provider|idp|feature\s+store|object\s+store|blob\s+store|stream|pipeline)"
    r"(?!\s+(?:of|for)\s+(?:choice|the\s+industry|most|everyone|many))\b"
)
_USED_PART = re.compile(
    # a dash that opens a correction ("We use MySQL — no, Postgres", "… - sorry, I mean Postgres") does not set off a
    # clause of its own: what it corrects to is said used by the verb before it (``_TAKEN_BACK`` reads what it takes
    # back)
    r"[.!?](?=\s|$)|[;\n()\"«»“”。]|\s[-–—]\s(?!(?:no|sorry|oops|wait|actually|i\s+mean|or\s+rather)\b)|\b(?:but|however|though|although|yet|pero|aunque|mais|aber)\b"
    # a comma before a clause of its own, a word and its verb ("We use Postgres, Kafka is on the roadmap"); not a
    # list's commas ("Our stack: Postgres, Redis, Kafka"), nor before the part a thing plays in the system the clause
    # before says used ("We use Postgres, Kafka is the event bus": ``_ROLE``)
    rf"|,\s+(?!{_ROLE})(?=[\w.+#'-]+\s+(?:is|are|was|were|looks?|seems?|would|might|could|may|will|isn't|aren't)\b)"
)


# A thing said to be the person's by a possessive pronoun after "be" ("The house in Lyon is mine", "Those bikes are
# ours", "La casa en Lyon es mía", "Das Haus ist meins", "La maison est à moi", "… c'est la mienne", "… gehört mir",
# "La casa è mia", "A casa é minha"): had, as "my house" is, when said after the thing and not denied. Not "my" before
# another's noun ("The house is my sister's"), which names its owner.
_MINE = re.compile(
    r"(?:\b(?:is|are|'s|'re|es|son|ist|sind|est|sont|e|sono|sao)\s+(?:(?:all|really|actually|still)\s+)?"
    r"(?:mine|ours|mi[oa]s?|nuestr[oa]s?|meins|meiner|meine|unser(?:e|es|s)?|a\s+(?:moi|nous)|nostr[oaie]|me[ui]|minhas?"
    r"|meus|noss[oa]s?)|\bc'est\s+(?:la|le|les)\s+(?:mienn?e?s?|notres?)|\bgehor(?:t|en)\s+(?:mir|uns))(?!\s*[\w'])"
)


# A thing received names its sender after "from" ("I got an email from Google", "Recibí un email de Google", "Ich
# habe eine E-Mail von Google bekommen", "Recebi um email do Google", "Ho ricevuto una email da Google"): the sender
# is who sent it, not a thing the person uses or has, whatever the clause's verb of having or receiving says of the
# thing sent ("Recibí un reloj": a watch had). Any person's past of receiving abroad is ``words._RECEIVED``'s.
_RECEIVING = re.compile(rf"\b(?:receiv\w*|got|gotten|get|gets|getting|{_RECEIVED.pattern})\b")
_SENDER_BEFORE = (
    r"\b(?:from|de|del|des|du|d'|von|vom|da|dal|dalla|dallo|do)\s*(?:(?:the|el|la|le|l'|der|dem|il|lo|o|a)\s*)?"
)


def _sent_by(clause: str, word: str) -> bool:
    """Whether a folded clause of receiving (``_RECEIVING``) names ``word`` as what sent it (``_SENDER_BEFORE``)."""
    if _RECEIVING.search(clause) is None:
        return False
    return re.search(rf"{_SENDER_BEFORE}{re.escape(word)}\b", clause) is not None


# A verb of using under a modal of what might be ("We would use Kafka", "… could run on Kafka", "we'd pick"): none in
# use ("What would you use for the event bus?" — "Kafka.", ``asks.replied``).
_MIGHT = re.compile(r"\b(?:would|could|might|may|'d)\s+(?:(?:\w+ly|just|also|still|probably)\s+)?$")


# bounded: a resident daemon reads quotes of up to 2,000 characters, one distillation after another
@lru_cache(maxsize=1024)
def _says_used(clause: str, word: str) -> bool:
    """Whether a folded clause that holds ``word`` says it in use or had (``_USING``, ``_THEIRS_WHOLE``, ``_MINE``)."""
    w = re.escape(word)
    if _sent_by(clause, word):
        return False
    return bool(
        any(not _MIGHT.search(clause, max(0, m.start() - 40), m.start()) for m in _USING.finditer(clause))
        or _THEIRS_WHOLE.match(clause)
        # "the house in lyon is mine", not "… is not mine", nor "the car is mine, the house …"
        or (re.search(rf"\b{w}\b[^,;:]*?{_MINE.pattern}", clause) is not None and not _is_negative(clause))
        or re.search(
            rf"\b(?:am|is|are|was|were|been|be|being|'m|'re|'s|im|estamos|somos|sind|sommes|siamo)\s+(?:\w+\s+)?(?:on|en|auf|sur|su|em|with)\s+(?:the\s+|a\s+|an\s+)?{w}",
            clause,
        )
        or re.search(rf"\b{_POSSESSED}\s+(?:[\w.+#'-]+\s+){{0,2}}{w}", clause)
        # "Redis is our cache", not "Kafka is our next candidate"
        or re.search(rf"\b{w}\s+(?:is|are|was|were)\s+{_POSSESSED}\s+(?!(?:[\w'-]+\s+){{0,2}}{_WEIGHED}\b)", clause)
        or re.search(rf"{w}(?:-based|-powered|\s+(?:shop|house|user|users|person|people|guy|gal))\b", clause)
    )


def _used_objects(claim: str) -> list[str]:
    """The things a claim says are used or had by a light verb (``_USED_CLAIM``), as the fold reads them: every
    content word after the verb, when each is a name (or, after a verb of having, a thing: ``_names``, ``_things``),
    the content words before it are at most two, and the claim says it plainly (``_USED_NOT_PLAIN``); else none."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    m = _USED_CLAIM.search(folded)
    if m is None or _USED_NOT_PLAIN.search(folded):
        return []
    objects = _claim_words(folded[m.end() :])
    # a name and the words it is cut into ("Fly.io" is "fly" and "io", "Node.js" "node" and "js")
    named = {part for n in _names(claim) for part in (_flat(n), *_WORD.findall(_flat(n)))}
    if _HAVING.fullmatch(m.group(0)):  # what one has may be a thing ("The user owns a car"), what one is on a name
        named |= set(_things(folded))
    if not objects or any(w not in named for w in objects) or len(_claim_words(folded[: m.start()])) > 2:
        return []
    return objects


# A claim that the person (alone or with another) stands in a relation to a thing by a verb of running or teaching it
# ("The user runs a bakery on Elm Street", "The user and Ola run a bakery", "The user coaches the football team"): its
# object's head word (the last content word before a preposition) and the verb's family. The verbs of running a thing
# are one family (one who owns, manages, founded, leads or heads a bakery runs it in the sense a memory means); a
# coach, a teacher, an organiser and a host each only their own verb; and so a worker, a rider or player, a winner, a
# visitor, a student, a spouse and an author ("The user works at Ana's shop", "… rode in the Tour de France", "… won
# an Oscar", "… visited the Louvre", "… studied at Stanford", "… married Ana", "… wrote Ana's novel": one watched,
# read about or shopped at is none of them). A claim that the person owns a thing is
# ``_used_objects``' (a verb of having: "I bought a Tesla" backs "The user owns a Tesla").
_RELATION_FAMILY = {
    "run": "run",
    "manag": "run",
    "operat": "run",
    "found": "run",
    "lead": "run",
    "head": "run",
    "chair": "run",
    "direct": "run",
    "coach": "coach",
    "teach": "teach",
    "organi": "organise",
    "host": "host",
    "work": "work",
    "compet": "compete",
    "win": "win",
    "visit": "visit",
    "study": "study",
    "marri": "marry",
    "wrote": "write",
    # ... and a closer relation to a person than a meeting, a call or a lunch ("The user dated Taylor Swift", "… hired
    # Ana", "… broke up with Marco", "… became friends with their boss" behind "I met …", "I interviewed …", "I had
    # lunch with …"), and a making of what one played, ate, watched or wore ("The user made the Zelda game", "… cooked
    # the soup", "… painted the mural", "… starred in Dune"), and a home of what one saw a film about ("… lived in
    # Rome"): each its own family of verbs
    "member": "member",
    "romance": "romance",
    "breakup": "breakup",
    "befriend": "befriend",
    "hire": "hire",
    "fire": "fire",
    "make": "make",
    "cook": "cook",
    "art": "art",
    "act": "act",
    "live": "live",
    "buy": "buy",
}
_GROUPS = "|".join((*_GROUP_WORDS.split(), "orchestra", "ensemble", "guild", "fraternity", "sorority"))
_RELATION_CLAIM = re.compile(
    r"^\W*(?:(?:the\s+)?user|[\w'-]+\s+and\s+the\s+user)(?:\s+(?:and|&)\s+(?:their\s+|his\s+|her\s+)?[\w'-]+)?\s+"
    r"(?:(?:also|still|now|currently|jointly|together|\w+ly|has|have|had|been|is|are|was|were|got|became)\s+){0,2}"
    # (a closer relation to a person first: "made friends with", "went out with", not a making nor a visit)
    # (a membership now: "The user is on a team", "… is in a book club", "… is a member of the choir")
    r"(?P<verb>(?P<member>(?:on|in|part\s+of|(?:an?\s+)?(?:active\s+)?member\s+of|belongs?\s+to)"
    rf"(?=\s+(?:a|an|the|their|his|her)\s+(?:[\w'-]+\s+){{0,2}}?(?:{_GROUPS})\b))"
    r"|(?P<romance>dated|dates|dating|(?:went|goes|go|going)\s+out\s+with|kissed|kisses|slept\s+with"
    r"|hooked\s+up\s+with|fell\s+(?:in\s+love\s+with|for)|(?:proposed|proposes)\s+to|engaged\s+to"
    r"|in\s+a\s+relationship\s+with|back\s+together\s+with|flirted\s+with)"
    r"|(?P<breakup>(?:broke|breaks)\s+up\s+with|split\s+(?:up\s+)?(?:with|from)|divorced|divorces|dumped|dumps"
    r"|separated\s+from)"
    r"|(?P<befriend>befriended|befriends|made\s+friends\s+with|(?:(?:good|close|best|old)\s+)?friends\s+with)"
    r"|(?P<fire>fired|fires|sacked|laid\s+off)"
    r"|(?P<run>run|runs|ran|running)|(?P<manag>manag(?:e|es|ed))"
    r"|(?P<operat>operat(?:e|es|ed))|(?P<found>(?:co-?)?founded)|(?P<lead>leads?|led)|(?P<head>heads?|headed)"
    r"|(?P<chair>chairs?|chaired)|(?P<direct>directs?|directed)|(?P<coach>coach(?:es|ed)?|mentor(?:s|ed)?|trained|trains)"
    r"|(?P<teach>(?:teach(?:es)?|taught)(?:\s+(?:at|in)\b)?)|(?P<organi>organi[sz](?:e|es|ed))|(?P<host>hosts?|hosted)"
    # ... and a job, a race or a game, a win, a visit: what the person works at, rides or plays in, won, went to
    r"|(?P<work>(?:works?|worked|working)\s+(?:at|for|in)|(?:employed|hired)\s+(?:at|by|in))"
    r"|(?P<compet>(?:rode|rides?|raced?|races|competed|competes?|played|plays?|performed|performs?|sang|sings?"
    r"|ran|runs)\s+(?:in|for|at)|(?:plays?|played)\s+(?:[\w'-]+\s+)?for)"
    r"|(?P<win>won|wins)"
    r"|(?P<visit>visited|visits|toured|tours|(?:went|goes|been|travell?ed|travels|flew|flies)\s+to"
    r"|(?:stayed|stays)\s+(?:at|in)|attended|attends|climbed|climbs|hiked|hikes)"
    r"|(?P<study>(?:studied|studies|study)\s+(?:at|in)|graduated\s+from)"
    # (a wedding's place, "The user got married in Rome": married where)
    # (a bond of marriage held, "The user is married to Ana": the spouse its thing)
    r"|(?P<marri>(?:married|wed)\s+(?:in|to)|married|marries|wed)"
    r"|(?P<wrote>wrote|writes|authored|(?:writes|wrote)\s+for)"
    # (after a job's "employed at": "The user employed Ana" hired her)
    r"|(?P<hire>hired|hires|employed|employs|recruited|recruits|(?:took|takes)\s+on|onboarded)"
    # (a thing bought: "The user bought a watch", a gift received is none)
    r"|(?P<buy>bought|buys|purchased|purchases)"
    r"|(?P<make>made|makes|built|builds|developed|develops|created|creates|designed|designs|programmed|coded"
    r"|produced|produces|invented|invents|engineered|manufactured)"
    r"|(?P<cook>(?:cooked|cooks|baked|bakes|brewed|brews|grilled|roasted)(?:\s+(?:at|in|for))?)"
    r"|(?P<art>painted|paints|drew|draws|sketched|sculpted|carved|knitted|knits|knit|sewed|sewn|sews|crocheted"
    r"|composed|composes|recorded|records|photographed|filmed|illustrated|wove|woven)"
    r"|(?P<act>(?:acted|acts|starred|stars|appeared|appears|featured|cast)\s+(?:in|on)|(?:a\s+)?guest\s+on)"
    r"|(?P<live>(?:lived|lives|living|resided|resides|born|raised|grew\s+up)\s+in|(?:moved|relocated|emigrated)\s+to))\s+"
    r"(?!(?:on|to|into|in|out|away|home|back|off|up|down|late|for|with|around|across|through|over|from|at|by)\b)"
    r"(?P<object>[^,;:.!?]+)"
)
_RELATION_OBJECT_END = re.compile(
    r"\b(?:on|in|at|near|for|with|of|about|from|since|by|to|until|every|each|and|who|which|that|when|where|while"
    # (a time after the thing: "… has been to Rome once", "… attended a convention last Friday")
    r"|as|after|before|during|once|twice|last|this|yesterday|today|recently|ago|again|making"
    # (what the thing shows or stands for: "… created a mural symbolizing courage", "… a painting inspired by autumn")
    r"|inspired|depicting|showing|featuring|symboli[sz]ing|representing)\b"
)
# What a quote says of the person in that family, the person the subject ("I run", "We've been running", "Ola and I
# opened", "I'm the owner of"), a few words between and none another's ("My wife runs a bakery" is hers).
# A dish bought ready, only heated: frozen, store-bought, ready-made, leftover, a takeaway's
_READY = (
    r"(?:frozen|store-?bought|shop-?bought|ready-?made|pre-?made|premade|pre-?cooked|precooked|leftovers?"
    r"|takeaway|takeout|microwave|oven-?ready|supermarket|bought)\b"
)
_RELATION_SAID = {
    "run": (
        r"run|runs|running|ran|own|owns|owned|owning|owners?|co-?owners?|manag\w*|operat\w*|found|founded|founding"
        r"|founders?|co-?found\w*|start|starts|started|starting|open|opens|opened|opening|set\s+up|setting\s+up"
        r"|lead|leads|leading|led|leaders?|head|heads|headed|heading|chair\w*|direct|directs|directed|directing"
        r"|directors?|ceo|boss|proprietors?|in\s+charge"
    ),
    "coach": r"coach\w*|mentor\w*|train\w*",
    # a group one is in is joined, belonged to, led, formed, played, sung or trained with (not only named: "I quit my
    # team", "My former team won the league" name a group left)
    "member": (
        r"members?|membership|part\s+of|join(?:ed|ing|s)?|belong\w*|lead(?:s|ing)?|led|manag\w*|form(?:ed|ing)?"
        r"|(?:co-?)?found(?:ed|ing)?|start(?:ed|ing)?|play\w*|sing\w*|sang|perform\w*|compet\w*|rac(?:e|es|ed|ing)"
        r"|ride\w*|rode|row(?:s|ed|ing)?|captain\w*|co-?captain\w*|teammates?|bandmates?|practi[cs]\w*|train\w*"
        r"|rehears\w*|volunteer\w*|meet\w*|met|go|goes|going|attend\w*|drum\w*|dance\w*|danc\w*"
    ),
    "teach": r"teach\w*|taught|tutor\w*|instruct\w*",
    "organise": r"organi[sz]\w*",
    "host": r"host\w*",
    "work": (
        # (volunteering is work, unpaid: "I volunteer at the shelter", "I've been volunteering at the food bank")
        r"volunteer\w*"
        r"|work|works|worked|working|jobs?|employ\w*|staff|hired|intern\w*|co-?workers?|colleagues?|boss|shifts?"
        r"|joined|started|career|position|role|employer|workplace|teach\w*|taught|tutor\w*|promot\w*|trabaj\w*"
        r"|travaill\w*"
        r"|arbeit\w*|lavor\w*|trabalh\w*"
    ),
    "compete": (
        r"rode|ride\w*|riding|rac\w*|compet\w*|play\w*|perform\w*|sang|sing\w*|ran|run\w*|particip\w*"
        r"|took\s+part|entered|team|squad|roster|captain|teammates?|cycl\w*|swim\w*|swam|match\w*|games?|fought"
        r"|fight\w*|member|joined|made\s+(?:it|the)"
    ),
    "win": r"win|wins|winning|won|winner|champion\w*|first\s+place|gold|medals?|trophy|title|victor\w*|beat",
    "visit": (
        r"visit\w*|went|go|goes|going|gone|been|travel\w*|trip|tour\w*|stay\w*|attend\w*|flew|fly|flying|drove"
        r"|driv\w*|came|come|coming|saw|seen|see|seeing|there|holiday|vacation\w*|explor\w*|hik\w*|walk\w*"
        r"|spent|spend\w*|back|return\w*|arriv\w*|landed|ate|eat|dined|was|were|am|'m|live\w*|moved|took|trek\w*"
        r"|climb\w*|summit\w*|camp\w*|sail\w*|cruis\w*|stopped|checked|honeymoon\w*|road\s+trip|made\s+it"
        r"|had\s+(?:such\s+)?(?:a\s+)?(?:blast|ball|fun|(?:\w+\s+)?time)"
    ),
    "study": (
        r"stud\w*|graduat\w*|alum\w*|degrees?|phd|masters?|bachelors?|major\w*|minor\w*|class\w*|campus|enroll?\w*"
        r"|went|attend\w*|semesters?|freshman|sophomore|junior|senior|professors?|thesis|dorms?|college|school"
    ),
    "marry": r"marri\w*|marry\w*|wed|wedding|husband|wife|spouse|fianc\w*|tied\s+the\s+knot|got\s+hitched",
    "write": r"writ\w*|wrote|author\w*|column\w*|journalist|reporter|published|publish\w*|penned|draft\w*",
    # a meeting, a call, a lunch, an interview is none of these: a romance is dated, seen, gone out with, kissed, loved,
    # engaged or wed, a partner or an ex; a breakup broken up, split, divorced; a friend a friend; a hire hired,
    # employed, taken on or offered the job; a firing a firing
    "romance": (
        r"dat(?:e|es|ed|ing)|seeing|(?:go|goes|went|going|gone)\s+out|boyfriends?|girlfriends?|partners?"
        r"|relationship|(?:got|get|gets|getting|are|were|been|be|back)\s+together|kiss\w*|in\s+love|fell\s+for"
        r"|romanc\w*|romantic|engag\w*|fianc\w*|propos\w*|marri\w*|marry|wed|wedding|wife|husband|spouse"
        r"|hook\w*\s+up|slept\s+with|sleep\w*\s+with|ex|exes|crush|sweetheart|lovers?|flirt\w*"
    ),
    "breakup": (
        r"br(?:oke|eak|eaks|eaking)\s+up|breakup|break-up|split\w*|divorc\w*|dump\w*|separat\w*|ex|exes"
        r"|ended\s+(?:it|things)"
    ),
    "befriend": r"friend\w*|buddy|buddies|pals?|bff|besties?|mates?",
    "hire": (
        r"hir(?:e|es|ed|ing)|employ\w*|recruit\w*|onboard\w*|(?:took|take|takes|taking|brought|bring)\s+(?:\w+\s+)?"
        r"on(?:to)?|offer\w*"
    ),
    # ... a thing bought is bought, paid for, ordered, shopped for, bid on or got; not one got as a gift: for a
    # birthday, a holiday, as a present, from one of the person's people ("I got a watch for my birthday", "I got a
    # scarf from my mom"), nor one given or received ("I was given a watch", "I received a watch")
    "buy": (
        r"b(?:ought|uy|uys|uying)|purchas\w*|order(?:ed|ing|s)?|shopp\w*|paid|pay(?:s|ing)?|splurg\w*|spent|spend\w*"
        r"|picked\s+up|grabbed|snagged|treated\s+(?:myself|ourselves)|invested|afford\w*|bid|bids|bidding|auction\w*"
        r"|(?:got|get|gets|getting|gotten)(?![^.;!?]*\b(?:for\s+(?:(?:my|our)\s+(?:(?![\w-]+'s\b)[\w'-]+\s+)?)?"
        r"(?:birthday|bday|christmas"
        r"|xmas|anniversary|graduation|wedding|retirement|hanukkah|eid|diwali)|as\s+an?\s+(?:[\w'-]+\s+)?(?:gift"
        rf"|present)|(?:from|by)\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:{'|'.join(sorted(_KIN))}))\b)"
    ),
    "fire": (
        r"fir(?:e|es|ed|ing)|sack\w*|laid\s+(?:\w+\s+)?off|lay\w*\s+(?:\w+\s+)?off|let\s+(?:\w+\s+)?go|dismiss\w*"
        r"|terminat\w*"
    ),
    # ... what one played, ate, watched, wore or bought is not what one made: a making is made, built, created,
    # developed, designed, coded, written, produced, crafted, finished, worked on (not a thing "made by" another); a
    # dish cooked, baked, made, whipped up; a picture, a garment or a song painted, drawn, knitted, sewn, composed,
    # recorded; a film or a show acted, starred, appeared or played in
    "make": (
        r"(?:ma(?:de|ke|kes|king)|buil(?:d|ds|t|ding)|develop\w*|creat\w*|design\w*|cod(?:e|ed|es|ing)|program\w*"
        r"|produc\w*|invent\w*|engineer\w*|manufactur\w*|craft\w*|wr(?:ote|ite|ites|iting|itten)|author\w*"
        r"|put\s+together|assembl\w*|knit\w*|sew\w*|sewn|crochet\w*|paint\w*|dr(?:ew|aw|aws|awing|awn)|sketch\w*"
        r"|sculpt\w*|carv\w*|cook\w*|bak(?:e|es|ed|ing)|brew\w*|compos\w*|record\w*|film(?:ed|ing)|direct\w*|shot"
        r"|shoot\w*|did|done|finish\w*|complet\w*|work(?:ed|ing)?\s+on|whip\w*\s+up|homemade|handmade|diy"
        r"|thr(?:ew|own|ow|ows|owing)(?=[^.;!?\n]{0,40}\bwheel\b))"  # a potter throws a pot on the wheel
        r"(?!\s+(?:by|por|par|von|da|de)\b)"
    ),
    "cook": (
        # (what one takes out of one's oven one baked: "Just took the bread out of the oven")
        # (not a thing bought ready and only heated: "Took the frozen pizza out of the oven", "… the leftovers")
        rf"(?:took|take|takes|taking|pulled|pull|pulls|pulling|got)\s+(?:(?!{_READY})[\w'-]+\s+){{0,4}}?out\s+of"
        r"\s+(?:the|my|our)\s+oven"
        r"|cook\w*|bak(?:e|es|ed|ing)|bakers?|brew\w*|grill\w*|roast\w*|fr(?:y|ied|ies|ying)|chefs?|kitchen"
        r"|ma(?:de|ke|kes|king)|prepar\w*|homemade|recipes?|whip\w*\s+up|prep(?:ped|ping)?|fix(?:ed|ing)?"
    ),
    "art": (
        r"(?:paint\w*|dr(?:ew|aw|aws|awing|awn)|sketch\w*|sculpt\w*|carv\w*|knit\w*|sew\w*|sewn|crochet\w*|compos\w*"
        r"|record\w*|photograph\w*|film(?:ed|ing)|shot|illustrat\w*|wove|weav\w*|woven|ma(?:de|ke|kes|king)"
        r"|creat\w*|did|done|finish\w*|homemade|handmade|work(?:ed|ing)?\s+on)"
        r"(?!\s+(?:by|por|par|von|da|de)\b)"
    ),
    "act": (
        r"act(?:ed|ing|s|or|ors|ress)?|starr\w*|star|stars|appear\w*|cast|roles?|play(?:ed|ing|s)?"
        r"|guest\w*|featur\w*|perform\w*|interviewed|episode"
    ),
    # ... and a home what one read a book or saw a film about: lived, grew up, born, raised, moved, rented
    "live": (
        r"liv(?:e|es|ed|ing)|grew\s+up|grow\w*\s+up|raised|born|mov(?:e|ed|es|ing)|resid\w*|relocat\w*|emigrat\w*"
        r"|settled"
    ),
}
# ... and, of the families a meeting or a using is not, the words of the other languages the gate reads, anywhere in
# the sentence (their subject is often the verb's ending: "Salgo con Ana", "Contraté a Ana", "Ana ist meine
# Freundin", "Wir haben Ana eingestellt", "Viví en Berlín")
_SAID_ABROAD = {
    family: re.compile(rf"\b(?:{words})\b")
    for family, words in (
        (
            "romance",
            r"novi[oa]s?|pareja|cop(?:ain|ine)|petite?\s+amie?|freundin|fidanzat[oa]|ragazz[oa]|namorad[oa]s?"
            r"|sal(?:go|e|imos|io)\s+con|esposa|esposo|marido|mulher|moglie|marito|ehemann|ehefrau|casad[oa]s?"
            r"|sposat[oa]|verheiratet|verlobt|prometid[oa]|saliendo\s+con|sors\s+avec|sortons\s+ensemble|esco\s+con"
            r"|usciamo\s+insieme|namor(?:o|amos|ei)|(?:bin|sind)\s+mit\s+(?:[\w'-]+\s+){1,2}?zusammen",
        ),
        ("breakup", r"rompi\w*|rompimos|quitte|quittes|getrennt|lasciat[oa]|separad[oa]s?|divorci\w*"),
        # ... a marriage: a wedding the person had, a spouse they call theirs ("Nos casamos en 2019", "Je me suis
        # mariée avec Ana", "Wir haben geheiratet", "Ci siamo sposati", "Casei com a Ana", "mi marido", "ma femme")
        (
            "marry",
            r"(?:me|nos|se)\s+cas(?:e|o|amos|aron)|casad[oa]s?|casei|casamos|casou|(?:me|nous)\s+(?:suis|sommes)\s+marie\w*"
            r"|on\s+s'est\s+marie\w*|marie(?:e|s|es)?\s+(?:a|avec)|epous\w*|verheiratet|geheiratet|heirat\w*"
            r"|sposat[oaie]|sposa(?:to|ta|ti|te)|(?:mi|mia|mio|meu|minha|mon|ma|mein|meine)\s+(?:marido|esposa|esposo"
            r"|mulher|mari|femme|marito|moglie|mann|frau|ehemann|ehefrau)",
        ),
        ("befriend", r"befreundet|amig[oa]s?|amie?s?|cop(?:ain|ine)s?|freunde?|freundin\w*|amic[oa]|amici|amiche"),
        ("hire", r"contrat[eoa]\w*|contratt\w*|embauch\w*|eingestellt|einstell\w*|assunt[oa]"),
        # ... a job, a study, a teaching post said by its verb in the first person, or by the person's being one
        # ("Ahora trabajo en el refugio", "Je travaille chez Renault", "Ich arbeite bei Siemens", "Soy voluntaria en
        # el refugio", "Estudio en la UNAM", "Soy profesora en la escuela")
        (
            "work",
            r"trabaj(?:o|amos|e|aba|abamos|ado|ando)|travaill(?:e|ons|ais|ait|e|ant)|arbeit(?:e|en)|gearbeitet"
            r"|lavor(?:o|iamo|avo|ato|ando)|trabalh(?:o|amos|ei|ava|ado|ando)|volunt(?:ari[oa]|eer)\w*|benevole"
            r"|volontaire|volontari[oa]|ehrenamtlich"
            # (one of the staff there, "Soy enfermera en el Hospital La Paz", "Je suis infirmière à l'hôpital")
            r"|(?:soy|sou|suis|bin|sono)\s+(?!(?:stat[oa]|ete|gewesen|sido)\b)(?:[\w'-]+\s+){1,2}?"
            r"(?:en|a|au|chez|bei|in|im|an|am|presso|no|na|em|al|alla|nel|nella)\b"
            r"|(?:mi|mon|ma|mein|meine|il\s+mio|o\s+meu)\s+(?:trabajo|empleo"
            r"|travail|emploi|job|arbeit|stelle|lavoro|trabalho|emprego)",
        ),
        (
            "study",
            r"estudi(?:o|amos|e|aba|ado)|etudi(?:e|ons|ais|ait|ant)|studiere|studieren|studiert|studio|studiamo"
            r"|studiavo|studiato|estud(?:o|amos|ei|ava|ado)|graduad[oa]|gradue|diplom(?:e|ee)|laureat[oa]",
        ),
        (
            "teach",
            r"enseno|ensenamos|ensene|ensenaba|enseign(?:e|ons|ais|ait)|unterrichte|lehre|insegn(?:o|iamo|avo|ato)"
            r"|ensin(?:o|amos|ei|ava)|(?:soy|suis|bin|sono|sou)\s+(?:(?:un|una|une|ein|eine|uno|um|uma)\s+)?"
            r"(?:profesor[a]?|maestr[oa]|professeur|enseignant\w*|lehrer\w*|professor\w*|insegnante)",
        ),
        # ... a win, a race, a visit in the first person ("Gané el torneo", "J'ai gagné", "Wir haben gewonnen",
        # "Corrí la maratón", "Estuve en Kioto", "Je suis allée à Kyoto", "Sono stata a Kyoto")
        (
            "win",
            r"gane|ganamos|ganado|gagne|gagnons|gagnee|gewonnen|gewann|gewinne|vinto|vinsi|ganhei|ganhamos|venci"
            r"|vencemos|campeon[a]?|campea|champion(?:ne)?|sieger\w*|vincitor\w*",
        ),
        (
            "compete",
            r"corri|corrimos|corrido|cours|couru|courons|gelaufen|laufe|lief|corso|corro|corsi|particip(?:e|o|amos|ado"
            r"|ato|ei|ons)|teilgenommen|compet(?:i|imos|ido|e|itions?)|gareggiat[oa]",
        ),
        (
            "visit",
            r"visite|visitamos|visitado|visitei|visitato|visitai|besucht|besuchte|(?:fui|fuimos)\s+a|estuve\s+en"
            r"|estuvimos\s+en|suis\s+allee?|sommes\s+alle(?:e?s)?|(?:bin|waren|war)\s+(?:(?!(?:nicht|nie|nimmer|kein\w*)\b)[\w'-]+\s+){0,2}?(?:in|nach)|sono\s+stat[oa]"
            r"|siamo\s+stat[ie]|(?:fui|fomos)\s+(?:a|ao|para)|estive\s+em|viaje|viajamos|voyage|gereist|viaggiato"
            r"|viajei",
        ),
        ("fire", r"despid\w*|licenci\w*|gefeuert|gekundigt|entlassen|licenzi\w*|demiti\w*"),
        # ... a thing bought, paid for or ordered ("Compré un reloj", "J'ai acheté une montre", "Ich habe eine Uhr
        # gekauft", "Ho comprato un orologio", "Comprei um relógio", a thing sold to the person: "Me vendieron un
        # coche"; a gift is none: "Me regalaron un reloj")
        (
            "buy",
            r"compr\w*|achet\w*|gekauft|kauf(?:e|te|ten|en)|pag(?:ue|o|amos|ado|ei|amos|ato|ai)|paye\w*|bezahlt"
            r"|encarg\w*|command(?:e|ee|es|ons)|bestellt|ordinat[oaie]|encomend\w*|pedi|pedimos|adquir\w*"
            r"|acquistat[oaie]|acquist(?:o|ai|iamo)|(?:me|nos|m'a|m'ont|mi\s+(?:ha|hanno))\s+vend\w*",
        ),
        (
            "make",
            r"hice|hicimos|hecho|fabriqu\w*|gemacht|gebaut|fatto|fiz|fizemos|feito|constru(?:i|yo|imos|ido|ida|it|its"
            r"|ite|ito|ita|iu)|desarroll\w*|developp\w*|entwickelt|sviluppat\w*|desenvolv\w*",
        ),
        (
            "cook",
            r"cocin\w*|koch(?:e|t|te|ten)|gekocht|backe|backt|backte|gebacken|cucin(?:o|iamo|avo|at\w*)|cozinh\w*"
            r"|horne\w*|cuisin(?:e|ee|es|ons|ais|ait|er)|assei|assamos",
        ),
        (
            "art",
            r"pint(?:e|o|amos|ado|ada|ura)|dibuj\w*|peint\w*|dessin\w*|gemalt|zeichn\w*|gezeichnet|dipint\w*|disegn\w*"
            r"|grabad\w*|grabamos|enregistr\w*|aufgenommen|tej(?:i|ido|ida|emos|o)|tricot\w*|gestrickt|strick\w*"
            r"|tejiendo|cosido|cosida|cosemos|cosiendo|cosi(?=\s+(?:un|una|unos|unas|el|la|los|las|mi|mis)\b)"
            r"|cousu\w*|couds|genaht|nahe|gehakelt|hakle|cucit[oaie]|cucio|cucendo|a\s+maglia|costur\w*|teci|tecemos",
        ),
        (
            "live",
            r"vivo|viv(?:i|imos|ia|iamos|ido)|grandi|habit(?:e|o|ons|ait|ais|amos|ado|ava)|wohn\w*|gelebt|leb(?:e|t|te|ten)"
            r"|abit(?:o|a|ato|ava|iamo)|cresci\w*|naci|nacido|nacida|geboren|sono\s+nat[oa]|mud(?:e|ei|amos|ado|ada|aron)"
            r"|demenag\w*|umgezogen|trasferit[oa]|mor(?:o|amos|ei|ava)|je\s+vis|vivons|vivais|vecu"
            # (the other persons and the gerunds: "Viviamo a Roma", "Vivemos em Braga", "Estoy viviendo en Sevilla",
            # "Sto vivendo a Roma"; and a settling: "Je me suis installé à Lyon", "Me instalé en Sevilla")
            r"|viviamo|vivevo|vivevamo|vivemos|viviendo|vivendo|(?:me|nous)\s+(?:suis|sommes)\s+installe\w*"
            r"|(?:me|nos)\s+instal(?:e|amos)",
        ),
    )
}
# ... and the light verb's making ("hizo", "a fait", "ha fatto", "fez", "gemacht": ``_RELATION_ABROAD``'s light), said
# by any word of a making, a dish or a picture made ("Hice un pastel", "J'ai cuisiné un gâteau", "I baked it")
_LIGHT_SAID = ("make", "cook", "art")
_RELATION_SAID["light"] = "|".join(f"(?:{_RELATION_SAID[f]})" for f in _LIGHT_SAID)
_SAID_ABROAD["light"] = re.compile("|".join(f"(?:{_SAID_ABROAD[f].pattern})" for f in _LIGHT_SAID))
# A thing the person came by, bought, ordered or was given ("Compré un pastel", "J'ai acheté un gâteau", "Comprei um
# bolo", "Ho comprato una torta", "Ich habe einen Kuchen gekauft", "I ordered a cake"): a thing bought is not made,
# and the light verb's claim ("El usuario hizo un pastel") is refused against it (``used``); the light verb's other
# doings ("hizo un viaje", "fait du vélo") name no thing bought. A thing received is come by as well: given ("Me
# dieron un pastel", "On m'a donné un gâteau", "Mi hanno dato una torta", "Me deram um bolo", "Ganhei um bolo"),
# received ("Recibí", "J'ai reçu", "Ho ricevuto", "Recebi", "Ich habe einen Kuchen bekommen / erhalten").
_ACQUIRED = re.compile(
    rf"\b(?:bought|buy|buys|buying|purchas\w*|ordered|order|orders|{_BOUGHT_ABROAD}"
    r"|compr(?:a|as|aste|ados|adas|ar|are|iamo|avo|ava)|pedi|pedimos|encargu\w*|encarg(?:o|ado|ada|amos)"
    r"|regal(?:o|aron|ado|ada|ato|ata)|achet\w*|command(?:e|ee|es|ons|ait)|offert\w*|gekauft|kauf(?:e|te|ten)"
    rf"|bestellt\w*|bestelle|geschenkt|ordinat[oaie]|encomend\w*|presentead[oa]|{_CAME_TO_ME})\b"
)
# The person at, in or on the thing itself, or in a role there ("I'm at Stripe", "I've been at Stripe for two years",
# "I'm on the Lakers", "I'm in Bali", "I'm a nurse at St Mary's", "I was at the Oscars"): a job, a team, a visit said
# without their verb (the thing's word follows, ``_being_at``); and a trip the person calls theirs ("my trip to
# Lisbon", "our honeymoon in Bali") says a visit (``_MY_SAYS``).
_BEING_AT = (
    r"\b(?:i'm|im|i\s+am|we're|we\s+are|i\s+was|we\s+were|(?:i've|we've|i\s+have|we\s+have)\s+been)\s+"
    r"(?:(?:a|an)\s+(?:[\w'-]+\s+){0,2}?)?(?:on|in|at|with|for)\s+(?:[\w'-]+\s+){0,3}?"
)
# ... families a sentence says of its thing, not a clause only ("I was in the final of the Valorant tournament, and I
# won!"); a sentence that opens with their verb says it of the speaker ("Been only to Rome once"). Among them a job, a
# team, a visit, a part is said by being at, on or in the thing (``_AT_FAMILIES``: "I was on the Daily"; not a romance
# by being with a person, nor a home by being in a town).
_AT_FAMILIES = ("work", "compete", "win", "visit", "study", "marry", "write", "act", "member")
_SENTENCE_FAMILIES = (
    *_AT_FAMILIES,
    "romance",
    "breakup",
    "befriend",
    "hire",
    "fire",
    "make",
    "cook",
    "art",
    "live",
    "light",
    "buy",
)
_MY_SAYS = {
    # (one word may stand between, not another's: "my sister's husband" is hers, not the person's)
    # (nor theirs in the plural: "my parents' house")
    family: re.compile(rf"\b{_POSSESSED}\s+(?:(?![\w-]+'(?:s\b|\s))[\w'-]+\s+)?(?:{nouns})\b")
    for family, nouns in (
        (
            "visit",
            r"trips?|visits?|holidays?|vacations?|tours?|stay|honeymoon|travels?|journey|time|day|night|evening|weekend",
        ),
        # ... a job they call theirs a work ("my job at the brewery", "my shift at the café")
        ("work", r"jobs?|shifts?|internship|position|role|office|boss|colleagues?|co-?workers?|workplace|employer"),
        # ... a spouse they call theirs a marriage ("Ana is my wife")
        ("marry", r"wife|husband|spouse|wedding"),
        # ... a degree they call theirs a study ("I did my PhD at Stanford", "Stanford was where I got my degree")
        (
            "study",
            r"phd|degrees?|masters?|bachelors?|doctorate|thesis|dissertation|major|semesters?|classes|courses?|dorm"
            r"|professors?|alma\s+mater",
        ),
        # ... a partner, an ex, a friend, one employed they call theirs ("Ana is my girlfriend", "my ex", "my best
        # friend Ana", "my assistant Ana"), a home ("my flat in Rome"), a making ("my own game")
        ("romance", r"boyfriend|girlfriend|partner|fianc\w*|wife|husband|spouse|ex|crush|date|sweetheart|lover"),
        ("breakup", r"ex|ex-\w+"),
        ("befriend", r"friends?|buddy|pal|bff|bestie|mate"),
        ("hire", r"employees?|hires?|assistants?|interns?|staff|nanny|contractors?"),
        # (and as the other languages call it theirs: "mi casa en Sevilla", "mon appartement à Lyon", "meine Wohnung
        # in Bonn", "a minha casa em Braga", "mi ciudad natal")
        (
            "live",
            r"home|hometown|house|apartment|flat|neighbou?rhood|neighbou?rs|rent|landlord|landlady|roommates?"
            r"|flatmates?|casa|piso|apartamento|departamento|hogar|barrio"
            r"|maison|appartement|quartier|wohnung|haus|zuhause|heimatstadt|heimat|appartamento|quartiere|bairro"
            r"|(?:ciudad|pueblo|ville|citta|cidade)\s+natale?",
        ),
        ("make", r"own|creations?|inventions?|handiwork"),
        ("art", r"own|creations?|artwork|handiwork"),
        ("cook", r"own|recipe|cooking|baking"),
    )
}
# "I trained for the Mainz marathon and ran it", "I got into Cornell but went to Tufts" (read on its own too, where
# the first verb's word was a thing's: "I watched the game and played after")
_RELATION_AND = r"\b(?:i|we)\b[^,;]*?\b(?:and|but|then)\s+(?:(?:also|then|now|still|later|\w+ly)\s+)?"
_RELATION_SUBJECT = (
    r"(?:\b(?:i|we|i'm|im|we're|i've|ive|we've|i'd|we'd)\s+(?:(?!(?:my|his|her|their|your|our)\b)[\w'-]+\s+){0,3}?"
    rf"|{_RELATION_AND}"
    # "Me and my sister work at a hospital"
    r"|\bme\s+and\s+(?:(?:my|our)\s+)?[\w'-]+\s+)"
)


# A work about a thing ("a documentary about Antarctica", "a book on Rome", "un documental sobre Bali", "ein Buch
# über Rom", the verb that governs it and what stands between them): the thing is its topic, no place the person
# went to nor a person they dated (``_says_related`` cuts it, keeping what the topic goes on to say: "a video about
# my trip to Rome").
_ABOUT_WORK = (
    r"\b(?:documentar\w*|docs?|doku\w*|books?|novels?|films?|movies?|shows?|series|episodes?|articles?|podcasts?"
    r"|videos?|vlogs?|lectures?|talks?|essays?|papers?|stor(?:y|ies)|photos?|pictures?|posts?|reports?|biograph\w*"
    r"|memoirs?|programm?e?s?|reportages?|libros?|peliculas?|documental(?:es)?|articulos?|livres?|documentaires?"
    r"|emissions?|buch|bucher|artikel|sendung\w*|documentari[oa]?|articol[oi]|livros?|filmes?|documentarios?)"
    r"\s+(?:about|on|of|regarding|sobre|sur|uber|ueber|su|sul|sulla|de|del|della|da|do|dos)\s+"
)
_ABOUT = rf"{_ABOUT_WORK}(?:[\w'-]+\s+){{0,3}}?"


# One employed by the person, said of them ("Ana works for me", "Ana joined our team").
_HIRED_BY_ME = (
    r"\b(?:works?|worked|working)\s+for\s+(?:me|us)\b"
    r"|\b(?:joined|joins|started\s+(?:at|on|with))\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:team|company|staff|business|firm|shop)\b"
)


def _about_cut(m: re.Match[str]) -> str:
    """A work about a thing, and the verb that governs it, cut from a clause (``_ABOUT``): the person stays the
    subject of what the clause goes on to say after "and" ("I saw a documentary about Antarctica and went there"),
    not of the topic's words (a mark no word is: "I saw pictures of Marco's wedding" is not "I wed Marco")."""
    return " i ~ " if m.group("i") else " ~ "


# ... and a relation said by the person's noun for another ("The user's boyfriend is Marco", "Ana is the user's
# girlfriend", "The user's best friend is Marco"): the noun's family, the other's name its thing.
_RELATION_NOUNS = {
    "romance": "boyfriend|girlfriend|partner|fiance|fiancee|lover",
    "marry": "wife|husband|spouse",
    "befriend": "friend|buddy|bff",
    "hire": "employee|assistant|hire",
}
_NOUN_FAMILY = {noun: family for family, nouns in _RELATION_NOUNS.items() for noun in nouns.split("|")}
_NOUN_MODIFIER = r"(?:(?:new|current|best|close|good|old|longtime|long-time)\s+)?"
_BOTH_WAYS = "|".join(noun for noun, family in _NOUN_FAMILY.items() if family != "hire")
_RELATION_NOUN_CLAIM = re.compile(
    rf"^\W*(?:(?:the\s+)?user's|their)\s+{_NOUN_MODIFIER}(?P<noun>{'|'.join(_NOUN_FAMILY)})\s+(?:is|was|named|called)\s+"
    r"(?P<object>[^,;:.!?]+)"
    rf"|^\W*(?P<other>[^,;:.!?]+?)\s+(?:is|was)\s+(?:the\s+)?user's\s+{_NOUN_MODIFIER}(?P<noun2>{'|'.join(_NOUN_FAMILY)})\b"
    # ... and the person said to be the other's, a relation that holds both ways ("The user is Jorvik's husband", "The
    # user is the wife of Jorvik", "… is Ana's boyfriend"; not "… is Ana's employee", which Ana hired)
    rf"|^\W*(?:the\s+)?user\s+(?:is|was)\s+(?:(?P<owner>[^,;:.!?]+?)'s?\s+|(?:the|a)\s+){_NOUN_MODIFIER}"
    rf"(?P<noun3>{_BOTH_WAYS})\b(?:\s+of\s+(?P<of>[^,;:.!?]+))?"
)


# ... and a marriage said of the person and another together ("The user and Jorvik are married", "Jorvik and the
# user got married"): the other its thing.
_MARRIED_PAIR = re.compile(
    r"^\W*(?:(?:the\s+)?user\s+and\s+(?P<other>[\w'-]+(?:\s+[\w'-]+)?)|(?P<other2>[\w'-]+(?:\s+[\w'-]+)?)\s+and\s+"
    r"the\s+user)\s+(?:are|were|got|have\s+been)\s+(?:(?:now|happily|recently|just|both)\s+)?(?:married|wed)\b"
)


def _relation_object(claim: str) -> tuple[str, str, tuple[str, ...]] | None:
    """The family, the head word and the words of what a claim says the person runs, owns, manages, coaches,
    teaches, organises or hosts, works at, rides or plays in, won, visited, studied at, married or wrote, dated, broke
    up with, befriended, hired or fired, made, cooked, painted or knitted, starred in or lived in
    (``_RELATION_CLAIM``), said plainly (``_USED_NOT_PLAIN``); else None."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if noun := _RELATION_NOUN_CLAIM.match(folded):
        held = noun.group("object") or noun.group("of") or ""
        cut = _RELATION_OBJECT_END.search(held)
        obj = noun.group("other") or noun.group("owner") or (held[: cut.start()] if cut else held)
        named = _claim_words(obj)
        family = _NOUN_FAMILY[noun.group("noun") or noun.group("noun2") or noun.group("noun3")]
        return (family, named[-1], tuple(named)) if named else None
    if pair := _MARRIED_PAIR.match(folded):
        named = _claim_words(pair.group("other") or pair.group("other2"))
        return ("marry", named[-1], tuple(named)) if named else None
    if (found := _abroad_match(folded)) is not None and (abroad := _relation_abroad(found)) is not None:
        return abroad
    m = _RELATION_CLAIM.match(folded)
    # (the verb's own "to": "The user went to Japan")
    if m is None or _USED_NOT_PLAIN.search(f"{folded[: m.start('verb')]} {folded[m.end('verb') :]}"):
        return None
    family = _RELATION_FAMILY[next(k for k in _RELATION_FAMILY if m.group(k))]
    obj = m.group("object")
    cut = _RELATION_OBJECT_END.search(obj)
    obj = obj[: cut.start()] if cut else obj
    # (an acronym, and a membership's group, are the object's words: "MIT", "a team")
    kept = _acronyms(claim) | (frozenset(_WORD.findall(obj)) if family == "member" else frozenset())
    words = [w for w in map(_bare, _WORD.findall(obj)) if _is_claim_word(w) or w in kept] or _claim_words(obj)
    return (family, words[-1], tuple(dict.fromkeys(words))) if words else None


# ... and as the other languages the gate reads say a job, a study or a teaching post of the person ("La usuaria
# trabaja en el refugio", "L'utilisateur travaille chez Renault", "Der Nutzer arbeitet bei Siemens", "L'utente lavora
# presso la clinica", "O usuário estuda na USP", "El usuario enseña en la universidad"): the verb in the third person
# after the person, and its thing up to a word that opens another phrase (``_ABROAD_OBJECT_END``).
_ADVERB_ABROAD = (
    r"(?:ya|todavia|aun|ahora|tambien|actualmente|encore|aussi|maintenant|actuellement|auch|jetzt|noch|derzeit"
    r"|ancora|anche|ora|attualmente|ainda|agora|tambem|atualmente)"
)
_RELATION_ABROAD = re.compile(
    rf"\s*(?:{_ADVERB_ABROAD}\s+){{0,2}}(?:"
    r"(?P<work>trabaja\s+(?:en|para|con)|travaille\s+(?:a|au|aux|chez|pour|dans|en)"
    r"|arbeitet\s+(?:bei|in|im|an|am|fur)|lavora\s+(?:a|in|per|presso|al|alla|allo|nel|nella|nello|da)"
    r"|trabalha\s+(?:em|no|na|nos|nas|para)"
    r"|(?:es|est|ist|e|fait\s+du)\s+(?:voluntari[oa]|benevole|volontaire|ehrenamtlich|volontari[oa])\s+(?:en|a|au|chez|bei|in|im|presso|no|na|em))"
    r"|(?P<study>estudia\s+(?:en|a)|etudie\s+(?:a|au|en|dans)|studiert\s+(?:an|in|am|im)|studia\s+(?:a|in|al|alla|presso)"
    r"|estuda\s+(?:em|no|na|nos|nas))"
    r"|(?P<teach>ensena\s+(?:en|a)|enseigne\s+(?:a|au|en|dans)|unterrichtet\s+(?:an|in|am|im)|lehrt\s+(?:an|in|am|im)"
    r"|insegna\s+(?:a|in|al|alla|presso)|ensina\s+(?:em|no|na|nos|nas))"
    # ... a win, a race run, a visit, a picture painted ("La usuaria ganó el premio Goya", "L'utilisateur a couru le
    # marathon de Lyon", "La usuaria visitó Kioto", "L'utilisatrice a peint un tableau")
    r"|(?P<win>gano|gana|ha\s+ganado|(?:a\s+)?gagne|gewinnt|gewann|ha\s+vinto|vinse|vince|ganhou|ganha|venceu)"
    r"|(?P<compete>corrio|corre|ha\s+corrido|(?:a\s+)?couru|court|lauft|lief|ha\s+corso|corse|correu"
    r"|(?:ha\s+)?particip(?:o|a|ado|ato|ou)\s+(?:en|in|em|no|na|al|alla|a)|(?:a\s+)?participe\s+(?:a|au|aux))"
    r"|(?P<visit>visito|visita|ha\s+visitado|(?:a\s+)?visite|besucht|besuchte|ha\s+visitato|visitou"
    r"|(?:viajo|fue)\s+a|estuvo\s+en|(?:est|e)\s+allee?\s+(?:a|au|en)|(?:foi|viajou)\s+(?:a|ao|para)|esteve\s+em)"
    r"|(?P<art>pinto|pinta|ha\s+pintado|(?:a\s+)?peint|malt|malte|ha\s+dipinto|dipinse|dipinge|pintou|dibujo|dibuja"
    r"|ha\s+dibujado|(?:a\s+)?dessine|zeichnet|ha\s+disegnato|disegna|desenhou"
    # (a garment knitted, sewn or woven: "El usuario tejió una bufanda", "L'utilisateur a tricoté une écharpe",
    # "L'utente ha fatto a maglia una sciarpa", "O usuário tricotou um cachecol"; a thing given is none of them)
    r"|tejio|teje|ha\s+tejido|cosio|ha\s+cosido|(?:a\s+)?tricote|(?:a\s+)?cousu|coud|strickt|strickte|naht|nahte"
    r"|ha\s+(?:fatto|lavorato)\s+a\s+maglia|lavora\s+a\s+maglia|ha\s+cucito|cuce|tricotou|tricota|costurou|costura"
    r"|teceu)"
    # ... a dish cooked or baked, a person dated, a town lived in ("L'utilisateur a cuisiné un gâteau", "La usuaria
    # sale con Ana", "O usuário mora no Porto"): a meal bought, a person met, a town loved is none of them
    r"|(?P<cook>cocino|cocina|ha\s+cocinado|horneo|hornea|ha\s+horneado|(?:a\s+)?cuisine|kocht|kochte|backt|backte"
    r"|ha\s+cucinato|cucina|cozinhou|cozinha|assou)"
    r"|(?P<romance>sale\s+con|esta\s+saliendo\s+con|sort\s+avec|esce\s+con|namora(?:\s+com)?"
    r"|(?:es|est|e|ist)\s+(?:(?:el|la|le|il|o|a|der|die)\s+)?(?:novi[oa]|copain|copine|petite?\s+amie?|fidanzat[oa]"
    r"|ragazz[oa]|namorad[oa]|freund|freundin)\s+(?:de|di|da|do|von))"
    r"|(?P<live>vive\s+(?:en|a|in|em|no|na)|habite\s+(?:a|au|aux|en|dans)|habite|wohnt\s+(?:in|im|an|am)|lebt\s+(?:in|im)"
    r"|abita\s+(?:a|in|al|alla|nel|nella)|mora\s+(?:em|no|na|nos|nas))"
    # ... and a thing made by the light verb ("El usuario hizo un pastel", "L'utilisateur a fait un gâteau", "L'utente
    # ha fatto una torta", "O usuário fez um bolo", "Der Nutzer macht Kuchen"): a making, or any doing ("hizo un
    # viaje", "fait du vélo"), which ``used`` reads only against a thing the quotes say bought (``_ACQUIRED``)
    r"|(?P<light>hizo|hace|ha\s+hecho|(?:a\s+)?fait|fa|ha\s+fatto|fece|fez|faz|tem\s+feito|macht|machte)"
    # ... a thing bought ("El usuario compró un reloj", "L'utilisateur a acheté une montre", "L'utente ha comprato un
    # orologio", "O usuário comprou um relógio"): a thing given is none
    r"|(?P<buy>compro|compra|ha\s+comprado|(?:a\s+)?achete|achete|ha\s+comprato|comprou|kauft|kaufte)"
    # ... a bond of marriage held ("El usuario está casado con Jorvik", "L'utilisateur est marié à Ana", "L'utente è
    # sposato con Ana", "O usuário é casado com Ana"): the spouse its thing
    r"|(?P<marry>(?:esta|es|est|e)\s+(?:casad[oa]|mariee?|sposat[oa])\s+(?:con|com|avec|a))"
    r")\s+(?P<object>[^,;:.!?]+)"
    # (German's perfect ends with its participle: "Der Nutzer hat den Grimme-Preis gewonnen", "… ist den Hamburg-
    # Marathon gelaufen", "… hat Wien besucht", "… hat ein Bild gemalt")
    r"|\s*(?:hat|ist)\s+(?P<object_de>[^,;:.!?]+?)\s+(?:(?P<win_de>gewonnen)|(?P<compete_de>gelaufen)"
    r"|(?P<visit_de>besucht)|(?P<art_de>gemalt|gezeichnet|gestrickt|genaht|gehakelt)|(?P<cook_de>gekocht|gebacken)|(?P<light_de>gemacht)"
    r"|(?P<buy_de>gekauft))\W*$"
    # (... and German's dating by its particle: "Der Nutzer ist mit Anna zusammen", "… geht mit Anna aus")
    r"|\s*(?:ist|geht)\s+mit\s+(?P<object_mit>[^,;:.!?]+?)\s+(?:(?P<romance_de>zusammen|aus)|(?P<marry_de>verheiratet))\W*$"
)
_ABROAD_FAMILIES = (
    "marry",
    "work",
    "study",
    "teach",
    "win",
    "compete",
    "visit",
    "art",
    "cook",
    "romance",
    "live",
    "light",
    "buy",
)
_ABROAD_OBJECT_END = re.compile(
    r"\b(?:de|del|des|du|di|della|von|vom|da|do|dos|das|desde|depuis|seit|da|como|comme|als|come|cada|chaque|jeden"
    r"|ogni|todos|tous|y|et|und|e|que|qui|der|die|das|wo|donde|ou|hace|il|vor|fa|ha)\b(?!')"
)


def _abroad_match(folded: str) -> re.Match[str] | None:
    """A folded claim's relation said in Spanish, French, German, Italian or Portuguese (``_RELATION_ABROAD``), read
    after the person it names (``_PERSON_SUBJECT``); else None."""
    person = _PERSON_SUBJECT.match(folded)
    return None if person is None else _RELATION_ABROAD.match(folded, person.end())


def _relation_abroad(m: re.Match[str]) -> tuple[str, str, tuple[str, ...]] | None:
    """The family, the head word and the words of the job, study, teaching post, win, race, visit, picture, dish,
    date or home a claim's relation said abroad (``_abroad_match``) names; None if it names no word."""
    family = next(k for k in _ABROAD_FAMILIES if m.group(k) or m.groupdict().get(f"{k}_de"))
    obj = m.group("object") or m.group("object_de") or m.group("object_mit")
    cut = _ABROAD_OBJECT_END.search(obj, 1)
    words = _claim_words(obj[: cut.start()] if cut else obj)
    return (family, words[-1], tuple(words)) if words else None


# A making a claim says with no thing made ("The user painted", "The user knits", "The user bakes on weekends"): the
# verb of the family (``_RELATION_CLAIM``'s make, art and cook) and nothing after it but a time, a place or a manner.
_MAKING_ALONE = re.compile(
    r"^\W*(?:the\s+)?user\s+(?:(?:also|still|now|\w+ly|has|have|had|been)\s+){0,2}"
    r"(?:(?P<art>painted|paints|drew|draws|sketched|sketches|sculpted|sculpts|knitted|knits|knit|sewed|sews"
    r"|crocheted|crochets|composed|composes|illustrated|illustrates|wove|weaves)"
    r"|(?P<cook>cooked|cooks|baked|bakes|brewed|brews)"
    r"|(?P<make>built|builds|designed|designs|coded|codes|programmed|programs|invented|invents|crafted|crafts))"
    r"(?=\s*(?:$|[,;:.!?]|(?:on|in|at|for|with|as|every|each|last|this|yesterday|today|recently|again|once|twice"
    r"|often|sometimes|regularly|daily|weekly|a\s+lot)\b))"
)


def _making_alone(claim: str) -> tuple[str, str] | None:
    """The family and the verb of a making a claim says with no thing made (``_MAKING_ALONE``); else None."""
    m = _MAKING_ALONE.match(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return None
    family = next(k for k in ("art", "cook", "make") if m.group(k))
    return family, m.group(family)


# A word the person may open a sentence with before its verb, its subject dropped ("Just baked bread", "Finally
# finished the quilt", "Recently moved to Lyon").
_DROPPED_ADVERB = r"(?:(?:just|finally|already|also|recently|today|yesterday|again)\s+)"

# A place the person judges in the past tense, as one judges what one lived there ("I loved the Louvre", "We really
# enjoyed Kyoto", "The Louvre was amazing", "Me encantó el Louvre", "J'ai adoré le Louvre"): an evaluation of a place
# as experienced says a visit, when the claim says a place visited (``_PLACE_VISIT``; not an event attended, which one
# may have loved on a screen). Not the present ("I love the Louvre": a taste), nor a thing of the place or about it
# ("I loved the Louvre's website", "I loved the Louvre documentary": a word after the name is the head), nor another
# thing judged ("I read about the Louvre and it was amazing").
_JUDGED_AFTER = (
    r"(?=\s*(?:$|[,.!?;:)]|(?:so|and|but|when|while|in|on|last|this|that|during|too|a\s+lot|very|though"
    # (and as the other languages go on: "Me encanta Cuenca en otoño", "Ich liebe Lindau am Bodensee")
    r"|en|a|au|im|am|em|no|na|y|et|und|e|pero|mais|aber|ma|mas|muy|mucho|beaucoup|sehr|molto|muito)\b))"
)
_JUDGED_PAST = (
    r"\b(?:i|we)\s+(?:(?:really|absolutely|totally|just|truly|so|also|both|all)\s+){0,2}"
    r"(?:loved|enjoyed|adored|liked|hated|disliked)\s+(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|\b(?:me\s+encanto|me\s+gusto|j'ai\s+(?:adore|aime)|mi\s+e\s+piaciut[oa]|adorei|gostei)\s+(?:(?:el|la|le|les|il|lo|o|a|de)\s+)?"
    r"(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|{w}\s+(?:was|were|fue|era|war|etait|foi)\s+(?:(?:so|really|absolutely|just|truly|totally|incredibly|pretty)\s+)?"
    r"(?:amazing|incredible|awesome|beautiful|stunning|breathtaking|gorgeous|wonderful|fantastic|great|magical"
    r"|unforgettable|impressive|spectacular|lovely|fun|crowded|packed|overrated|disappointing|underwhelming"
    r"|increible|precioso|preciosa|genial|incroyable|magnifique|superbe|toll|wunderschon|fantastico|bellissim[oa]"
    r"|incrivel|lindo|linda)\b"
)
_PLACE_VISIT = re.compile(
    r"\b(?:visited|visits|toured|tours|(?:went|goes|been|travell?ed|travels|flew|flies)\s+to|(?:stayed|stays)\s+(?:at|in))\b"
)


# ... and not a judgement heard from others or of a picture of it ("I heard Kyoto was amazing", "Kyoto was amazing in
# the film", "Kyoto looked stunning in your photos"): what the clause reports or shows is not lived
_JUDGED_NOT_LIVED = re.compile(
    r"\b(?:heard|hear|hears|told|tells|say|says|said|apparently|supposedly|reportedly|read|reviews?|documentar\w*"
    r"|books?|novels?|films?|movies?|shows?|series|episodes?|videos?|photos?|pictures?|pics?|games?|websites?|site"
    r"|apps?|tv|online|instagram|youtube"
    # (... nor one wished for: "Kyoto was amazing, I wish I could go", "I never went, but Kyoto was amazing")
    r"|wish\w*|hope\w*|want\w*|plan\w*|someday|one\s+day|would|could|never|if)\b"
)


# ... and a place the person judges now, or misses ("I love Seville", "I hate Madrid in summer", "I miss Oslo", "Paris
# is my favourite city", "Me encanta Sevilla", "J'adore Lyon", "Ich liebe Hamburg", "Adoro Lisboa", "Amo Roma"): a
# taste for a town, or one left, says no home there (the live family, ``_says_related``); "I love living in Seville"
# says its verb.
_JUDGED_NOW = (
    r"\b(?:i|we)\s+(?:(?:really|absolutely|totally|just|truly|so|also|both|all|still)\s+){0,2}"
    r"(?:love|enjoy|adore|like|hate|dislike|miss)\s+(?:(?:the|our|my)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|\b(?:me\s+encanta|me\s+gusta|echo\s+de\s+menos|extrano|j'adore|j'aime|mi\s+piace|adoro|amo|gosto\s+d[eao]"
    r"|ich\s+liebe|ich\s+mag|ich\s+vermisse)\s+(?:(?:el|la|le|les|il|lo|o|a|de)\s+)?(?:[\w'-]+\s+){0,2}?{w}"
    rf"{_JUDGED_AFTER}"
    r"|{w}\s+(?:is|es|est|ist|e|é)\s+(?:my|mi|ma|mon|meine?|la\s+mia|il\s+mio|a\s+minha|o\s+meu)\s+"
    r"(?:favou?rite|fave|favorit[ao]|preferid[ao]|preferee?|lieblings\w*)\b"
)


# ... whose clause says the living all the same, in another language: a word of ``_SAID_ABROAD``'s live family, or
# its verb after the judgement ("Me encanta vivir en Sevilla", "J'adore habiter à Lyon", "Adoro morar em Lisboa")
_LIVING_INFINITIVES = r"vivir|viver|vivre|habiter|morar|leben|abitare"
_LIVING_ABROAD = re.compile(rf"{_SAID_ABROAD['live'].pattern}|\b(?:{_LIVING_INFINITIVES})\b")
# ... said of the person: not a form only another's is in ("Marco abita a Torino", "Ana wohnt in Bonn"), nor one
# another's plural shares with the person's without the person's "wir" ("Die Müllers wohnen in Bonn"; "Wir wohnen in
# Bonn"), nor the bare infinitive with no first person before it ("Es caro vivir en Sevilla"; "Me encanta vivir en
# Sevilla", "J'adore habiter à Lyon", "Adoro morar em Lisboa")
_LIVING_THIRD = re.compile(r"wohnt|wohnte|lebt|lebte|abita|abitava|habitait")
_LIVING_PLURAL_DE = re.compile(r"wohnen|wohnten|leben|lebten")
_LIVING_INFINITIVE = re.compile(_LIVING_INFINITIVES)
_FIRST_PERSON_ABROAD = re.compile(
    r"\b(?:me|mi|yo|je|j'\w+|moi|ich|io|eu|nos|nous|wir|noi|adoro|amo|gosto|quiero|voglio|quero|mag|liebe)\b"
)


def _living_abroad(clause: str) -> bool:
    """Whether a folded clause says the person's living in another language (``_LIVING_ABROAD``), not another's."""
    return any(
        not _LIVING_THIRD.fullmatch(m.group(0))
        and (_LIVING_PLURAL_DE.fullmatch(m.group(0)) is None or re.search(r"\bwir\b", clause) is not None)
        and (_LIVING_INFINITIVE.fullmatch(m.group(0)) is None or _FIRST_PERSON_ABROAD.search(clause, 0, m.start()))
        for m in _LIVING_ABROAD.finditer(clause)
    )


def _judged_now(clause: str, word: str) -> bool:
    """Whether a folded clause judges the place ``word`` now, or misses it (``_JUDGED_NOW``)."""
    return re.search(_JUDGED_NOW.replace("{w}", rf"\b{re.escape(word)}\b"), clause) is not None


# ... and a town called home without a possessive ("Seville is home now", "Seville has become our home", "back home in
# Seville", "I'm going home to Seville"; not "I flew home from Seville": the home is elsewhere), or the person based
# there ("I'm based in Seville", "We're now based out of Seville")
_HOME_OF_TOWN = (
    r"{w}\s+(?:is|was|has\s+been|have\s+been|became|has\s+become|feels\s+like|is\s+now|now)\s+"
    r"(?:(?:now|really|finally|truly)\s+)?(?:(?:my|our)\s+)?(?:new\s+|second\s+|true\s+)?home\b"
    r"|\bhome\s+(?:is|was)\s+(?:now\s+)?{w}|\bhome\s+(?:in|to)\s+{w}|\bcall(?:s|ed|ing)?\s+{w}\s+home\b"
    # ... or the town the person's own, a possessive right before it ("my city", "our town", "mi ciudad", "ma ville",
    # "meine Stadt"; not "my favourite city", a taste)
    rf"|\b{_POSSESSED}\s+(?:city|town|village|ciudad|pueblo|ville|stadt|dorf|citta|paese|cidade|vila)\b"
    r"|\b(?:i'm|im|we're|(?:i|we)\s+(?:am|are)|(?:i've|we've|(?:i|we)\s+have)\s+been)\s+(?:(?:now|currently|still)\s+)?"
    r"based\s+(?:in|out\s+of|at)\s+{w}"
    # ... or a stay there for good, or for years, or the person's being there for years ("I'm staying in Guimarães
    # until at least 2030", "We're staying in Seville for good", "I've been in Lisbon for three years now"; not "I'm
    # staying in Seville for a week", "I've been in Lisbon since Monday": a visit)
    r"|\b(?:stay\w*|remain\w*|settl\w*|(?:i've|we've|(?:i|we)\s+have)\s+been(?:\s+here)?)\s+(?:on\s+)?(?:in|at)\s+{w}\b"
    r"[^,;]*?\b(?:for\s+good|permanently|indefinitely|long[\s-]term|for\s+(?:(?:the|a|many|several|a\s+few|\w+)\s+)*"
    r"(?:years|decades)|since\s+\d{4}|until\s+(?:at\s+least\s+)?(?:\d{4}|retirement))"
    # ... or the simple present of staying, a habit of where one sleeps ("I stay in Glasgow", as Scots and Indian
    # English say living; not "I'm staying in Glasgow", "I stayed in Glasgow")
    r"|\b(?:i|we)\s+(?:(?:still|now|currently)\s+)?stay\s+in\s+{w}"
    # ... or a home the person rents ("I'm renting a flat in Lisbon"; not "I rented a car in Lisbon")
    r"|\b(?:rent\w*|leas(?:e|es|ed|ing)|sublet\w*)\s+(?:(?:a|an|the|this|that|my|our)\s+)?(?:[\w'-]+\s+)?"
    r"(?:flat|apartment|house|room|place|studio|condo|home)\b"
    # ... or the person one of the town's people ("I'm a Lisbon local", "We're residents of Lyon")
    r"|\b(?:i'm|im|we're|(?:i|we)\s+(?:am|are))\s+(?:(?:a|an|the)\s+)?(?:[\w'-]+\s+){0,2}?(?:locals?|residents?|inhabitants?)\b"
    # ... or an origin there, where one grew up ("I'm from Rome originally"): a home of the past, which a claim of
    # the present over-reads (``states.other_state``: "from")
    r"|\b(?:i'm|im|we're|(?:i|we)\s+(?:am|are))\s+(?:originally\s+)?from\s+{w}"
)


# ... the verb said of the person: after their subject ("I live", "My wife and I live", "where I grew up", "I love
# living in Seville"), or opening its sentence, its subject dropped or its gerund the person's doing ("Born and
# raised in Tampa", "Been living in Tampa for years", "Moving to Tampa was the best decision"); not another's ("Half
# my class moved to Tampa", "The Smiths live in Tampa", "The cost of living in Tampa is high")
_LIVING_SAID = tuple(
    re.compile(pattern)
    for pattern in (
        rf"{_RELATION_SUBJECT}(?:{_RELATION_SAID['live']})\b",
        rf"{_RELATION_AND}(?:{_RELATION_SAID['live']})\b",
        rf"^\W*(?:{_DROPPED_ADVERB})?(?:been\s+)?(?:{_RELATION_SAID['live']})\b",
        # (the person as one who did it: "As someone who grew up in Ohio, …", "I'm someone who moved a lot")
        r"(?:\bas|\b(?:i'm|im|i\s+am|we're|we\s+are))\s+(?:someone|somebody|a\s+person|one|people)\s+who\s+"
        rf"(?:(?:has|have|had|was|were|\w+ly)\s+)?(?:{_RELATION_SAID['live']})\b",
    )
)


# A home the person lets to others ("I let out my flat in Seville to students", "We rent our house in Lyon out", "I rent
# my flat in Bonn to a couple", "My flat in Seville is rented out", "… is on Airbnb", "Ich vermiete meine Wohnung in
# Bonn"): the landlord's, no home of theirs; "I'm renting a flat in Lisbon" is the tenant's (``_HOME_OF_TOWN``). Cut
# from the clause (the verb, the home and what the letting says up to its "out" or "to"): what the rest says of the
# town is read ("I live in Seville and let out a room to students").
_HOMES = r"(?:flat|apartment|house|room|place|studio|condo|home|property|villa|cottage|cabin|loft|wohnung|haus)s?"
_LETTING = r"(?:let|lets|letting|rent|rents|rented|renting|leas(?:e|es|ed|ing)|sublet\w*)"
_LET_OUT = re.compile(
    rf"\b{_LETTING}\s+out\s+(?:(?:my|our|the|a|an)\s+)?(?:[\w'-]+\s+)?{_HOMES}\b"
    rf"|\b{_LETTING}\s+(?:my|our)\s+(?:[\w'-]+\s+)?{_HOMES}\b[^,;]*?\b(?:out\b|to\s+(?!(?:the|be|live|stay|pay|cover"
    r"|make|help|get|work|me|us)\b))"
    rf"|\b{_HOMES}\b[^,;]*?\b(?:is|are|was|'s)\s+(?:(?:now|currently|still|all)\s+)?(?:(?:rented|let|leased|sublet)\s+"
    r"(?:out|to)\b|(?:listed\s+)?on\s+airbnb\b)"
    rf"|\bvermiet\w*\s+(?:[\w'-]+\s+){{0,2}}?{_HOMES}\b"
)


def _says_home(clause: str, word: str) -> bool:
    """Whether a folded clause that names the town ``word`` says a home there: a verb of the family said of the
    person (lived, grew up, moved, settled, resided: ``_LIVING_SAID``, or the other languages', ``_living_abroad``),
    a home the person calls theirs ("my flat in Seville", "our house", "my hometown", ``_MY_SAYS``), or the town
    called home or theirs ("I've called Seville home since 2010", "my city, Seville"), the person based there, a
    local, a stay for good, a home rented (``_HOME_OF_TOWN``). A town only named is no home: the person's flight
    there, its food, its weather, a job or a flat bought there ("My flight to Seville leaves at 9", "Seville is
    beautiful in spring", "I work in Seville", "I bought a flat in Seville", "Mi vuelo a Sevilla sale a las 9"); nor
    the person being there ("I'm in Seville", "Here in Seville it's hot"), which a visit says as well as a home; nor
    a moving out of it ("I moved out of Tampa", "We moved from Tampa to Denver"). A town the person only judges is
    no home either, though they call it theirs ("I loved Lisbon" a visit at most, ``_JUDGED_PAST``; "I love Lisbon",
    "I miss my hometown Lisbon" a taste or a home left, ``_JUDGED_NOW``), unless its verb says the living ("I love
    living in Seville", "Me encanta vivir en Sevilla", "…, ich wohne hier")."""
    # (a moving out of the town is a leaving of it: "I moved out of Tampa", "We moved from Tampa to Denver")
    clause = re.sub(rf"\b(?:mov|relocat|emigrat)\w*\s+(?:out\s+of|away\s+from|from)\s+{re.escape(word)}\b", " ", clause)
    # (nor is a home let to others: "I let out my flat in Seville", ``_LET_OUT``)
    clause = _LET_OUT.sub(" ", clause)
    if _living_abroad(clause) or any(said.search(clause) for said in _LIVING_SAID):
        return True
    # (the person in the third person, as a memory or a claim says them, a source of an update's re-scan: "The user
    # lives in Bergen", "El usuario vive en Sevilla")
    if _PERSON_SUBJECT.match(clause) and (
        re.search(rf"\b(?:{_RELATION_SAID['live']})\b", clause) or _SAID_ABROAD["live"].search(clause)
    ):
        return True
    if _judged_as_lived(clause, word) or _judged_now(clause, word):
        return False
    # (not a home left: "my old flat in Seville", "our former house", "my previous apartment")
    mine = _MY_SAYS["live"].search(clause)
    return (mine is not None and re.search(r"\b(?:old|former|previous|last|ex)\b", mine.group(0)) is None) or re.search(
        _HOME_OF_TOWN.replace("{w}", rf"\b{re.escape(word)}\b"), clause
    ) is not None


def _judged_as_lived(clause: str, word: str) -> bool:
    """Whether a folded clause judges the place ``word`` in the past tense, as one lived (``_JUDGED_PAST``), and
    reports no other's word nor a picture of it (``_JUDGED_NOT_LIVED``)."""
    return (
        re.search(_JUDGED_PAST.replace("{w}", rf"\b{re.escape(word)}\b"), clause) is not None
        and _JUDGED_NOT_LIVED.search(clause) is None
    )


# A wish or a hope before a verb: what it wants done is not done ("I wish I could go", "I'd love to work there", "I
# hope to visit"; "We'd been married" is a past), read a few words before the person's subject and up to the verb
_WISHED = re.compile(
    r"\b(?:wish\w*|hop(?:e|es|ed|ing)|wanna|want\w*|would|(?:i|we)'d\s+(?:love|like)|dream\w*|long\s+to"
    # ... or a plan not yet lived ("I'm planning a trip to Japan", "We plan to move to Lyon")
    r"|(?:am|are|'m|'re|is|'s)\s+planning|plan\s+(?:to|on))\b"
)
# ... unless the clause says the wish came true ("I always wanted to visit Japan and finally did")
_WISH_DONE = re.compile(r"\b(?:finally|eventually|at\s+last|(?:and|but)\s+(?:then\s+)?(?:i\s+|we\s+)?did)\b")
# ... nor a doing that only almost came to be, the word of "almost" between the person and the verb, an idiom or not
# ("Jorvik and I almost tied the knot", "We nearly got hitched", "I almost married Ana", "Casi nos casamos", "Nous
# avons presque épousé …", "Ci siamo quasi sposati", "Wir hätten fast geheiratet"): a change that did not happen, as
# ``limits._almost`` reads one of the claim's own words
_WEDDING_AHEAD = re.compile(
    r"\b(?:plan\w*|organi[sz]\w*|prepar\w*|book(?:ed|ing)|upcoming|next|will|shall|going\s+to|gonna|\w+'ll|soon"
    r"|(?:is|are|'s)\s+(?:in|on|set\s+for|scheduled\s+for)|save\s+the\s+date|engaged|fianc\w*|can't\s+wait)\b"
)
_NEARLY = re.compile(rf"\b(?:{_ALMOST_WORDS}|fast|not\s+quite)\b")


# The word of a family that names a thing or another's relation, not the person's doing, where the reading finds it
# after the person's subject:
# - a gerund or a participle after an article is a noun or an adjective, the thing's ("I bought a painting", "I got a
#   knitted scarf", "I met the hiring manager", "I went to a wedding"): what the person did is the verb before it;
# - a relation's noun after another's possessive is theirs ("I met Ana's boyfriend", "I met Ana's girlfriend Lia"):
#   the person is the one related only when they are it ("I'm Ana's boyfriend");
# - a word of the thing's own name is its name ("I loved the Tour de France": no tour the person made).
# - a family's noun after a spectator's verb is what the person watched ("I watched the Lakers game", "I saw the
#   match"), or another's doing the person watched ("I watched Ana bake a cake"), not their part in it;
_WATCHED = re.compile(
    r"^\W*[\w']+\s+(?:(?:just|also|only|\w+ly)\s+)?(?:watched|watch|watching|saw|seen|streamed|viewed|followed)\s+"
    r"(?:(?!(?:and|but|then|or)\b)[\w'-]+\s+){1,2}$"
)
# - a going to another's event or home is a visit, not its other families ("I went to Ana's graduation at Yale" is
#   no study at Yale, "I went to my sister's wedding" no marriage), unless it is the thing's own name ("I went to
#   King's College");
_GONE_TO_ANOTHERS = re.compile(
    r"\s+(?:to|at|for)\s+(?:(?:my|our|his|her|their|the)\s+)?(?:[\w-]+\s+)?(?!(?:user|person)'s\b)(?P<holder>[\w-]+)'s\b"
)
_GOING = re.compile(r"went|go|goes|going|gone|came|come|coming|been")
_MADE_THING = re.compile(r"(?:\b(?:a|an|the|some|this|that|these|those)\s+)$")
_MADE_FORM = re.compile(r"\w+(?:ing|ed|en|wn|made)")
# ... of a making, any word but a maker's ("a sketch", "a recipe"; not "I'm a baker")
_MAKING = ("make", "art", "cook", "light")
_MAKER = re.compile(r"\w+(?:ers?|ors?)|chefs?")
_HELD_BY_ANOTHER = re.compile(r"\b(?!(?:user|person)'s\b)[\w-]+'s\s+(?:[\w'-]+\s+)?$")
_BEING_IT = re.compile(r"\W*(?:i'm|im|we're|(?:i|we)\s+(?:am|are|was|were)|(?:i've|we've|(?:i|we)\s+have)\s+been)\b")


def _not_the_persons(clause: str, m: re.Match[str], family: str, named: Collection[str]) -> bool:
    """Whether the family's word a subject reading found (``m``'s group "said") is a thing's or another's, not the
    person's doing (``_MADE_THING``, ``_HELD_BY_ANOTHER``, a word of the thing's own name ``named``)."""
    before = clause[m.start() : m.start("said")]
    word = m.group("said")
    return (
        (
            _MADE_THING.search(before) is not None
            and (_MADE_FORM.fullmatch(word) is not None or (family in _MAKING and _MAKER.fullmatch(word) is None))
        )
        or (_HELD_BY_ANOTHER.search(before) is not None and _BEING_IT.match(before) is None)
        or _WATCHED.match(before) is not None
        or (
            family != "visit"
            and _GOING.fullmatch(word) is not None
            and (gone := _GONE_TO_ANOTHERS.match(clause, m.end("said"))) is not None
            and _bare(gone.group("holder")) not in named
        )
        or word in named
    )


# ... and, in the other languages, a relation's noun another holds, said after it ("el novio de Ana", "le copain
# d'Ana", "il ragazzo di Ana", "o namorado da Ana"): the person is the one related only when they are it ("Soy el
# novio de Ana", "Je suis le copain d'Ana")
_ABROAD_HELD_BEFORE = re.compile(r"\b(?:el|al|la|le|il|lo|o|a|du|der|den|dem|des|un|una|une|uno|um|uma)\s+$")
_ABROAD_HELD_AFTER = re.compile(r"\s+(?:(?:de|di|da|do|del|della|dello|dos|das|des|du|von|vom)\b|d')")
_ABROAD_BEING = re.compile(r"\b(?:soy|fui|era|sono|ero|sou|suis|etais|bin|war)\b")


def _held_abroad(clause: str, m: re.Match[str]) -> bool:
    """Whether a relation's word said in another language (``_SAID_ABROAD``) is another's (``_ABROAD_HELD_AFTER``)."""
    return (
        _ABROAD_HELD_BEFORE.search(clause, 0, m.start()) is not None
        and _ABROAD_HELD_AFTER.match(clause, m.end()) is not None
        and _ABROAD_BEING.search(clause, 0, m.start()) is None
    )


# A stance shared, as the other languages say it ("e anch'io", "y yo también", "moi aussi", "ich auch", "eu também")
_SHARED_ABROAD = re.compile(
    r"\b(?:anch'io|anche\s+io|yo\s+tambien|tambien\s+yo|moi\s+aussi|ich\s+auch|eu\s+tambem|tambem\s+eu)\b"
)


def _says_related(clause: str, family: str, word: str, named: Collection[str] = ()) -> bool:
    """Whether a folded clause that holds ``word`` says the person in ``family``'s relation to it: a verb or noun of
    the family with the person its subject, or (of running) the thing said theirs ("my bakery", "the bakery is
    mine"; not "our book club"), or (of a job, a game, a visit) the person at, in or on it ("I'm a nurse at St
    Mary's", "I'm on the Lakers"), or a trip, a job, a degree, a partner they call theirs ("my trip to Lisbon", "Ana
    is my girlfriend", ``_MY_SAYS``), or a word of the family in another language (``_SAID_ABROAD``); the thing only
    the topic of a work ("a documentary about Antarctica", ``_ABOUT``) is not the verb's."""
    w = re.escape(word)
    said = _RELATION_SAID[family]
    about = re.search(rf"{_ABOUT}{w}\b", clause) is not None
    # (a home the other readings judge, ``other_state``, but for a town only a work is about: "I read a book about
    # Rome" is no life there; the rest must say a home, ``_says_home``)
    if family == "live" and not about:
        return _says_home(clause, word)
    # the thing only what a book, a film or a talk is about ("I saw a documentary about Antarctica", "I read a book
    # about Rome", "Vi un documental sobre Bali"): the verb's is the work, not the thing (``_ABOUT``)
    if about:
        clause = re.sub(rf"(?P<i>\b(?:i|we)\s+(?:[\w'-]+\s+){{0,3}}?)?{_ABOUT_WORK}", _about_cut, clause)
    # ... or a gerund of it that opens the clause, the person's doing ("Organizing a basketball camp for kids in my
    # hometown was an awesome experience")
    opening = re.match(rf"\W*(?:{said})\b", clause)
    subject_said = (
        m
        for subject in (_RELATION_SUBJECT, _RELATION_AND)
        for m in re.finditer(rf"{subject}(?P<said>{said})\b", clause)
        # (not a doing only wished for: "Kyoto was amazing, I wish I could go", "I'd love to work there")
        if (_WISHED.search(clause, max(0, m.start() - 16), m.end()) is None or _WISH_DONE.search(clause) is not None)
        and _NEARLY.search(clause, m.start(), m.start("said")) is None
        and not _not_the_persons(clause, m, family, named)
    )
    if next(subject_said, None) is not None or (opening and opening.group(0).endswith("ing")):
        return True
    if family in _SAID_ABROAD and any(
        not _held_abroad(clause, a) and _NEARLY.search(clause, max(0, a.start() - 24), a.start()) is None
        for a in _SAID_ABROAD[family].finditer(clause)
    ):
        return True
    if family in _SENTENCE_FAMILIES and (
        (family in _AT_FAMILIES and re.search(rf"{_BEING_AT}{w}\b", clause))
        # ("Been only to Rome once", "Just baked bread": the speaker's, its subject dropped, an adverb before it)
        or re.match(rf"\W*(?:{_DROPPED_ADVERB})?(?:{said})\b", clause)
        # ("My plan is to keep working at Google": what one keeps on doing, one does)
        or re.search(rf"\bmy\s+[\w'-]+\s+is\s+to\s+(?:keep|continue)\s+(?:on\s+)?(?:{said})\b", clause)
        # (a preparation the sentence says came: "We got tickets for the Tindra concert and it was a blast!", the
        # event lived, as ``ended`` reads it)
        or (family == "visit" and re.search(_PREP, clause) and re.search(_LIVED, clause))
        # ("My brother works at Google, and so do I", "Mio fratello lavora a Roma, e anch'io")
        or (
            (_STANCE_SHARED.search(clause) is not None or _SHARED_ABROAD.search(clause) is not None)
            and re.search(rf"\b(?:{said})\b", clause) is not None
        )
        # ("I'm the only one at home who cooks": the person is the one who does it)
        or re.search(
            rf"{_BEING_IT.pattern}\s+(?:the\s+)?(?:only\s+)?(?:one|person)\s+(?:[\w'-]+\s+){{0,3}}?(?:who|that)\s+"
            rf"(?:(?:\w+ly|also|still)\s+)?(?:{said})\b",
            clause,
        )
    ):
        return True
    if family != "run":
        # (... and a job the thing gave them: "Acme hired me last month", "The clinic took me on", an offer of it the
        # person took up: "Acme offered me the job and I accepted", ``words._ACCEPTED``)
        hired = family == "work" and (
            re.search(r"\b(?:(?:hired|employs|employed|recruited|pays)\s+(?:me|us)|took\s+(?:me|us)\s+on)\b", clause)
            or (re.search(r"\boffered\s+(?:me|us)\b", clause) and _ACCEPTED.search(clause))
        )
        # (... and a proposal the person said yes to: "Tobiah proposed to me and I said yes", ``words._PROPOSAL_TAKEN``)
        if family == "romance" and _PROPOSAL_TAKEN.search(clause) and not _WED_ENDED.search(clause):
            return True
        # (... and one employed by them: "Ana works for me", "Ana joined my team")
        hired = hired or (family == "hire" and re.search(_HIRED_BY_ME, clause))
        # (... and a group the person calls theirs, not one left: "My team won the league", ``_MY_GROUP``)
        mine = family == "member" and word in _in_my_group(clause)
        # (not a wedding still to come: "We're planning our wedding for June", "Our wedding is next year")
        own = _MY_SAYS[family].search(clause) if family in _MY_SAYS else None
        ahead = own is not None and own.group(0).endswith("wedding") and _WEDDING_AHEAD.search(clause) is not None
        return bool(hired) or mine or (own is not None and not ahead)
    # ... a having of the thing itself ("I have a bakery", "we've had the café since 2019"; not "I have a membership
    # at the gym": what is had is the membership)
    if re.search(
        rf"{_RELATION_SUBJECT}(?:have|has|had|having|'ve)\s+(?:(?!{_RELATION_OBJECT_END.pattern})[\w'-]+\s+)"
        rf"{{0,3}}?{w}\b",
        clause,
    ):
        return True
    # "my bakery", "our little corner bakery"; not "my wife runs a bakery", "my wife's bakery", nor a group one is
    # of ("our book club meets on Mondays", "my team", "our church": ``_MEMBERSHIP``)
    return word not in _MEMBERSHIP and bool(
        re.search(rf"\b{_POSSESSED}\s+(?:(?!(?:a|an|the|and|or)\b)[\w-]+\s+){{0,2}}?{w}", clause)
        or (re.search(rf"\b{w}\b[^,;:]*?{_MINE.pattern}", clause) is not None and not _is_negative(clause))
    )


_AND_PART = re.compile(r"\s+(?:and|y|et|e|und)\s+")


def _part_with(clause: str, word: str) -> str:
    """The stretch of a folded ``clause`` between its "and"s (``_AND_PART``) that holds ``word`` (its first; the
    whole clause when none does)."""
    return next((p for p in _AND_PART.split(clause) if word in map(_bare, _WORD.findall(p))), clause)


def used(claim: str, sources: Iterable[str]) -> list[str]:
    """The things a claim says are used or had by a light verb ("The team uses Kafka", "Billing runs on Postgres",
    "The user owns a Tesla": ``_used_objects``) that its sources name only where no clause says them used or had
    (``_says_used``): "Kafka is on my list", "We're looking at Kafka", "Kafka looks promising", "Estamos evaluando
    Kafka", "Kafka is the industry standard" name Kafka and say no one uses it. Who the clause says uses it is
    ``others``' reading ("Our competitor uses Kafka"). A source that names the thing in no clause the coverage rule
    reads."""
    objects = _used_objects(claim)
    related = _relation_object(claim)
    if (alone := _making_alone(claim)) is not None:
        # a making said with no thing made: some sentence must say the person's making, not the made thing's noun
        family, verb = alone
        said = (c for text in sources for c in re.split(r"[.!?;]+", _flat(text)))
        return [] if any(_says_related(c, family, verb) for c in said) else [verb]
    if not objects and related is None:
        return []
    clauses = [
        (c, dict.fromkeys(map(_bare, _WORD.findall(c)))) for text in sources for c in _USED_PART.split(_flat(text))
    ]
    out: list[str] = []
    for word in objects:
        holding = [(c, t) for c, toks in clauses for t in toks if _words_match(word, t)]
        if holding and not any(_says_used(c, t) for c, t in holding):
            out.append(word)
    if related is not None and related[1] not in out:
        family, word, named = related
        if family in _SENTENCE_FAMILIES:
            clauses = [
                (c, dict.fromkeys(map(_bare, _WORD.findall(c))))
                for text in sources
                for c in re.split(r"[.!?;]+", _flat(text))
            ]
        holding = [(c, t) for c, toks in clauses for t in toks if _words_match(word, t)]
        place = family == "visit" and _PLACE_VISIT.search(_flat(claim)) is not None
        # (the light verb's thing is read only where a quote says it bought: "hizo un viaje" is a trip — it, not
        # another thing the sentence goes on to say was come by: "J'ai fait un gâteau et on m'a offert des fleurs")
        if family == "light" and not any(_ACQUIRED.search(_part_with(c, t)) for c, t in holding):
            holding = []
        if holding and not any(
            _says_related(c, family, t, named) or (place and _judged_as_lived(c, t)) for c, t in holding
        ):
            out.append(word)
    return out
