"""Support, ended: what the person's quotes say has ended (``ended``, ``said_ended``), and the words an ended state
carries (``_ended_by``, ``_kept``)."""

from __future__ import annotations

import itertools
import re
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache

from ...redact_rules import MARKER_RE
from ..words import (
    _CHANGE,
    _CONFERRAL_WORD,
    _DISMISSED,
    _MODIFIER,
    _MY,
    _OFFICE,
    _PAST_TIME,
    _SPAN_COUNT,
    _STOP,
    _WORD,
    _bare,
    _bases,
    _flat,
    _is_negative,
    _past_of,
    _present_forms,
    _words_match,
    _wordset,
    told_in_the_past,
)
from .base import (
    _HAVING,
    _KIN,
    _OUR,
    _is_claim_token,
    _names,
    _persons_verb,
    of_the_person,
)
from .plan import (
    _only_so,
    _says_past,
    _tells_a_past,
    _told_before,
)

# A claim that says a thing holds no more, by a "not" of the present ("The user does not smoke", "… no longer works at
# Acme", "… isn't a smoker anymore"; "El usuario (ya) no fuma", "O usuário não fuma", "L'utilisateur ne fume pas",
# "Der Nutzer raucht nicht (mehr)"), not one that says it never was or did not hold then (``_NOT_THEN``). Spanish and
# Portuguese: "no" / "não" before a verb of the present (its third person: "fuma", "bebe", "tiene", "tem", "es"), not
# an imperfect ("no fumaba", "não fumava", "no bebía") nor a preterite (folded "no fumó" ends in "o").
_NO_LONGER_CLAIM = re.compile(
    r"\b(?:no\s+longer|not\s+any\s*more|anymore|(?:does|do|is|are|am|has|have)\s+not|(?:doesn|don|isn|aren|hasn|haven)'?t"
    r"|(?:no|nao)\s+(?:(?:se|lo|la|le|les|lhe|o|a)\s+)?(?:es|son|tem|e|(?!\w*(?:aba|abas|aban|ava|avam|ia|ian|iam)\b)\w+"
    r"(?:a|e|an|en|am|em))|n(?:e\s+|')[\w]+\s+(?:pas|plus)|nicht|kein\w*)\b"
)
_NOT_THEN = re.compile(
    r"\b(?:never|not\s+ever|did\s+not|didn'?t|was\s+not|were\s+not|wasn'?t|weren'?t|had\s+not|hadn'?t"
    r"|nunca|jamas|jamais|nie|niemals|fue|era|foi|war|waren|hatte|hatten|\w+te\s+(?:nicht|kein\w*)"
    r"|nicht\s+ge\w+(?:t|en)|n'(?:a|avait|ont|avaient|etait)\s+(?:pas|jamais)\s+(?!de\b|d')\w+"
    r"|\w+(?:ait|aient)\s+(?:pas|plus))\b"
)
# The word a "not" of the present says besides the "not" when it says "no longer" ("nicht mehr", "ne … plus"): no
# content of its own where the claim says what the person ended.
_STILL = _wordset("mehr plus")


def _ending_match(word: str, other: str) -> bool:
    """``_words_match``, a bare verb's silent "e" dropped as "-ing" drops it ("smoke" as "smoking", "drive" as
    "driving"): what the person ended is said by its "-ing" ("I quit smoking"), what the claim says no longer holds
    by the bare verb ("does not smoke")."""
    if _words_match(word, other):
        return True
    return len(word) >= 5 and word.endswith("e") and word[-2] not in "aeiou" and _words_match(word[:-1], other)


@lru_cache(maxsize=1024)
def _ended_by(claim: str, texts: tuple[str, ...]) -> tuple[str, ...]:
    """The content words of a claim that says a thing holds no more (``_NO_LONGER_CLAIM``) which ``texts`` hold only
    in a span the person says they ended (``_own_ended_spans``: not what was only tried, nor what a "not" or a
    failing holds back, nor what someone else ended) and whose last word (its thing, a time it names aside) the claim
    says: "The user does not smoke" behind "I quit smoking", "… no longer has a car" behind "I sold my car", "… no
    longer works at Acme" behind "I quit my job at Acme last year" — not "… does not drink tea" behind "I stopped
    drinking coffee", nor "The user does not smoke" behind "My brother quit smoking". The negation is what the
    ending says, not one added: ``coverage`` counts these words carried, ``flipped`` and ``dated`` read them so."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if _NO_LONGER_CLAIM.search(folded) is None or _NOT_THEN.search(folded):
        return ()
    said = [w for w in map(_bare, _WORD.findall(folded)) if _is_claim_token(w)]
    held: list[tuple[str, bool]] = []
    for source in texts:
        text = _EX.sub("ex ", _flat(source))
        spans = []
        for a, b in _own_ended_spans(text):
            thing = [_bare(w) for w in _WORD.findall(_PAST_TIME.sub(" ", text[a:b])) if _is_claim_token(_bare(w))]
            if thing and any(_ending_match(w, thing[-1]) for w in said):
                spans.append((a, b))
        # a word the span holds in part is in it ("d'utiliser", whose elided "d'" the ending verb reads)
        held += [
            (_bare(m.group(0)), any(m.start() < b and a < m.end() for a, b in spans)) for m in _WORD.finditer(text)
        ]
    held = [h for h in held if _is_claim_token(h[0])]
    out = [w for w in said if (seen := [so for h, so in held if _ending_match(w, h)]) and all(seen)]
    return tuple(dict.fromkeys(out))


def _kept(claim: str, texts: Sequence[str]) -> list[str]:
    """The content words of a negative claim that ``texts`` hold only where an ending verb is held back
    (``_kept_spans``): "The user does not smoke" behind "I didn't quit smoking" or "I failed to quit smoking"."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _is_negative(folded) or any(rx.search(folded) for rx in (_ENDED_AFTER, _MOVED_OFF)):
        return []  # a claim that says the ending verb itself says its "not" ("I can't stop thinking about it")
    held: list[tuple[str, bool]] = []
    for source in texts:
        text = _EX.sub("ex ", _flat(source))
        spans = _kept_spans(text)
        held += [(m.group(0), any(a <= m.start() < b for a, b in spans)) for m in _WORD.finditer(text)]
    return _only_so(_WORD.findall(folded), held)


# A state the person says ended, by a verb rather than a tense: what follows an ending verb, up to where its
# object stops ("We have stopped using Kafka", "We replaced Kafka with NATS": Kafka, not NATS), and what stands
# before a passive one ("Kafka was rejected last sprint"), in the six languages the gate reads (folded: accents
# gone). A simple past ("We stopped using Kafka") the tense reading has already; the perfect ("have stopped"), the
# present ("we quit") and the other languages' "dejar de", "smettere di", "aufhören" it does not. "stop" ends only
# what is done ("stopped using"; "the bus stops at Main Street" ends nothing). What was called off did not happen
# ("They cancelled my flight to Tokyo", "We called off the trip", "My flight was cancelled": ``_ENDED_BEFORE``), and
# what was sold is no longer had ("I sold my car"). What was called off (``off``) is read even behind a claim that
# says a past ("The user flew to Tokyo"), unless the claim says it was called off itself (``_OFF_CLAIM``).
# A thing the person sold or gave away in the other languages ("Vendí mi reloj", "He vendido el coche", "Vendi o meu
# carro", "J'ai vendu ma voiture", "Ho venduto la macchina", "Ich verkaufte mein Auto"; "Regalé mi bici", "Doei o meu
# sofá", "Dei a minha guitarra", "J'ai donné mon vélo", "Ho regalato la mia bici", "Ich verschenkte mein Rad"): the
# person its giver, by the verb's own form or its auxiliary's; not a clitic of the person before it, the receiver
# ("Me regalaron un reloj", "On m'a vendu une voiture", "Mi hanno regalato una bici", "Me regalé un reloj", "Je me suis
# offert une montre": a thing come by, or one the person treated themself to, is had); a verb of giving that is no
# gift's own ("dar", "donner", "dare") only before a thing of the person's ("Dei uma festa" gives no thing away).
_PARTED_ABROAD = (
    r"(?:vendi|vendimos|doei|(?<!\bme\s)(?<!\bnos\s)(?<!\bse\s)regale|done(?=\s+(?:mis?|nuestr[oa]s?)\b)"
    # (the Portuguese "we" sold or gave away, whose past is its present's form, before a thing of "ours": "Vendemos a
    # nossa casa", "Doamos os nossos móveis" — as "Vendimos la casa" says it; not "Vendemos bolos", a trade)
    r"|(?:vendemos|doamos)(?=\s+(?:(?:o|a|os|as)\s+)?noss[oa]s?\b)"
    r"|dei(?=\s+(?:o|a|os|as)\s+(?:meus?|minhas?|noss[oa]s?)\b))"
    r"|(?:(?<=\bhe\s)|(?<=\bhemos\s)|(?<=\bai\s)|(?<=\bavons\s)|(?<=\bho\s)|(?<=\babbiamo\s))"
    r"(?:vendido|regalado|vendue?s?|vendut[oaie]|regalat[oaie]|(?:donnee?s?|offerte?s?)(?=\s+(?:mon|ma|mes|notre|nos)\b)"
    r"|dat[oaie](?=\s+(?:(?:la|il|i|le|lo|gli)\s+)?(?:mi[oa]|miei|mie|nostr[oaie])\b)|dat[oaie]\s+via)"
    r"|(?:(?<=\bich\s)|(?<=\bwir\s))(?:verkauften?|verschenkten?)"
)
_FORCED = r"(?:(?<=\bhad\sto\s)|(?<=\bforced\sto\s)|(?<=\bforced\sme\sto\s)|(?<=\bforced\sus\sto\s))"
_ENDING = (
    r"(?:(?:stop|stops|stopped|stopping|ceased)(?=\s+\w+ing\b)|quit|quits|quitting|retired|decommissioned|abandoned"
    r"|ditched|scrapped|(?P<off>cancell?ed|called\s+off|postponed|skipped|put\s+off|missed(?=\s+the\b))|sold"
    r"|replaced|replace|got\s+rid\s+of|get\s+rid\s+of|gave\s+up(?:\s+on)?|given\s+up(?:\s+on)?|phased\s+out"
    r"|ruled\s+out|turned\s+down|rejected|uninstalled|shut\s+down"
    # a job the person was put out of ("I was fired from Google", "I got laid off by Meta", "Me despidieron de
    # Google", "J'ai été viré de Thales", "Fui demitido da Vale"): a leaving, not a being at
    r"|(?:fired|sacked|dismissed|axed|resigned)\s+(?:from|by|at)|(?:laid\s+off|let\s+go)(?:\s+(?:from|by|at))?"
    # (not "echar de menos", to miss: "Echo de menos a mi marido")
    r"|(?:despidieron|despidio|echaron|echo|despedir)\s+de(?!\s+menos\b)|despedid[oa]s?\s+de|(?:vire|viree|virer|licencie|licenciee"
    r"|licencier|renvoye|renvoyee|renvoyer)\s+(?:de|d'|du|par)|(?:demitid[oa]|demitiram)\s+(?:da|do|de)|licenziat[oa]\s+da"
    r"|(?:deje|dejo|dejamos|dejaron|dejaste|dejado)\s+de|abandonamos|abandonaron|abandone|reemplazamos|reemplace"
    r"|reemplazaron|sustituimos|sustituyeron|descartamos|descartaron|descarte|retiramos"
    r"|(?:deixei|deixou|deixamos|deixaram|deixado|parei|parou|paramos|pararam|parado)\s+de|abandonei|substituimos"
    r"|substituiram|descartei|descartamos"
    r"|(?:arrete|arretes|cesse)\s+d(?:e\b|')|abandonne|remplace|remplaces|renonce\s+a"
    r"|aufgehort(?:\s*,)?|abgeschafft|ersetzt|aufgegeben|abgelost|verworfen|ausgemustert|abgeschaltet"
    r"|smesso\s+di|smettiamo\s+di|abbandonato|sostituito|scartato|dismesso|rinunciato\s+a"
    rf"|{_PARTED_ABROAD}"
    # a parting the person was made to do is done ("I had to sell my guitar", "We had to rehome our rabbit", "I was
    # forced to give up my horse", "We ended up selling the boat"): the modal says only that it was forced (not "I
    # have to sell my car", still to come, nor "I had to feed my horse", no parting)
    rf"|{_FORCED}(?:sell|give\s+(?:up|away)|re-?home|part\s+with|euthani[sz]e|surrender)"
    r"|(?<=\bended\sup\s)(?:selling|giving\s+(?:up|away)|re-?homing|parting\s+with|euthani[sz]ing))"
)
# ... and a parting whose particle follows its thing ("We had to give our cat away", "I gave my horse away"): the thing
# between the verb and the particle; an animal put down is put to death, its own words between the verb and "down",
# its name too ("I had to put my dog down", "we put our old dog Rex to sleep"; not "I put the box down", "I put the
# puppy down for a nap"): the animal (``pet``).
_PARTED_AROUND = re.compile(
    rf"(?:{_FORCED}give|\bgave)\s+(?P<object>(?:my|our|his|her|their|the)\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+"
    r"(?:away|up)(?!\s+(?:for|to|with|on|at)\b)"
)
_ANIMALS = r"(?:dog|cat|pet|pupp(?:y|ie)|kitten|horse|pon(?:y|ie)|bird|rabbit|bunn(?:y|ie)|hamster|ferret|parrot)s?"
_PUT_DOWN = (
    r"put\s+(?:(?P<pet>(?:my|our|his|her|their|the)\s+(?:[\w'-]+\s+){0,2}?" + _ANIMALS + r"(?:\s+[\w'-]+)?)\s+)?"
    r"(?:down(?!\s+(?:for|on|at|to|onto|into|beside|by|next|near|in\s+(?:the|a|an|my|our|his|her|its|their))\b)"
    r"|to\s+sleep)"
)
_PUT_DOWN_AT = re.compile(rf"\b{_PUT_DOWN}\b")
# What was only tried is not adopted either ("We have tested Redis", "Probamos Redis", "Testamos o Redis"): a simple
# past of English and a compound past of French, German and Italian the tense readings have already, not the
# English perfect ("have tried") nor a first person plural of Spanish and Portuguese that is present and preterite
# at once.
_TRIED = (
    r"(?:tried|tested|evaluated|trialled|trialed|piloted|prototyped|benchmarked)(?:\s+out)?|experimented\s+with"
    r"|probamos|probaron|testeamos|evaluamos|experimentamos(?:\s+con)?|testamos|testei|testaram|experimentei"
    r"|experimentaram|avaliamos|avaliei|probo|probado|testeo|testeado|evaluo|evaluado|testou|testado|experimentou"
    r"|experimentado|avaliou|avaliado"
)
_ENDED_AFTER = re.compile(
    rf"\b(?:{_ENDING}|(?P<tried>{_TRIED}))(?:(?<=,)|\b)"  # ("aufgehört, X zu …")
    # (a "ma" right after a French participle is "my", no Italian "but": "J'ai vendu ma voiture")
    r"(?P<object>(?:(?<=[uest])\s+ma\b)?[^.;!?]*?)(?=\s+(?:with|by|for|in\s+favou?r\s+of|and|but|so|because|since|while|con|por|par|avec"
    r"|pour|mit|durch|zugunsten|per|e|et|und|y|pero|mais|aber|ma|mas|porque|parce|perche|weil|denn)\b|[,.;!?]|$)"
)
# An aim, a try or a sign-up the sentence goes on to say was reached ("…, so I took lessons and now I play", "… and
# finally did", "I signed up for the marathon and finished it"): what it aimed at is done.
_AIM_REACHED = (
    r"(?![^.;!?]*\b(?:and|so)\s+(?:then\s+|now\s+)?(?:i\s+|we\s+)?"
    r"(?:now(?!\s+(?:i\s+|we\s+)?(?:want|wish|hope|plan|would|'d|need|still))|finally|eventually|did|managed|succeeded"
    r"|finished|completed)\b)"
)
# ... and a try the sentence goes on to say worked ("I tried to eat less sugar and it worked", "… and it paid off",
# "…, which worked"): a try that worked was done. Only a try (not a want, a plan, a forgetting), nor a fruit denied
# ("… and it didn't work"), nor what the try helped with ("I tried to fix the car, which helped me learn a lot": what
# it helped is no success of the try).
_TRY_BORE_FRUIT = (
    r"(?!(?:(?<=tried)|(?<=trying)|(?<=attempted)|(?<=attempting))"
    r"[^.;!?]*(?:,\s*|\b(?:and|so)\s+)(?:which|that|this|it)\s+(?:really\s+|finally\s+|actually\s+|totally\s+)?"
    r"(?:worked|paid\s+off)\b)"
)
_GRANTED = (
    r"got(?!\s+(?:turned|rejected|denied|refused|nothing|no\b|outbid|passed\s+over))|won|landed|bought|rented|took"
    r"|received|joined|made\s+it|passed|accepted|hired|picked|chose|selected|signed|approved|granted|gave|said\s+yes"
    r"|(?:was|were)\s+(?:accepted|picked|chosen|selected|given|approved|granted|hired|offered)|worked\s+out"
)
_WENT = r"|went|attended|came|showed\s+up|had\s+(?:such\s+)?(?:a\s+)?(?:blast|ball|fun|(?:\w+\s+)?time)"
# ... and the event judged as lived, the judgement closing its clause ("I bought tickets for the show and it was
# amazing", "… and it was a blast!", "… and they were incredible"): what was had is what came. Not what the preparation
# itself was ("… and it was expensive", "… and it was easy", "… and it was great value").
_WENT += (
    r"|(?:was|were)\s+(?:(?:so|really|truly|absolutely|just|pretty|super|such)\s+)?(?:an?\s+)?"
    r"(?:amazing|awesome|great|fantastic|incredible|wonderful|fun|blast|unforgettable|magical|brilliant|epic|lovely"
    r"|beautiful|the\s+best|so\s+much\s+fun)(?=\s*(?:[.,;!?]|$|(?:and|but|so)\b))"
)
_GRANTED_AFTER = (
    r"[^.;!?]*\b(?:and|so)\s+(?:then\s+|finally\s+|eventually\s+)?(?:i\s+|we\s+|they\s+|he\s+|she\s+|it\s+)?"
)
_SEEKING_GRANTED = rf"(?!{_GRANTED_AFTER}(?:{_GRANTED})\b)"
_INVITATION_GRANTED = rf"(?!{_GRANTED_AFTER}(?:{_GRANTED}{_WENT})\b)"
_LIVED = rf"{_GRANTED_AFTER}(?:{_GRANTED}{_WENT})\b"  # (the same, said: ``_says_related``'s visit)
# What the person only works toward, seeks or failed at is not what they have or do (the learning is not the
# speaking, the offer not the job, the failed exam not the certificate): what follows a verb of learning, failing,
# applying, interviewing, hiring or an offer, up to where its object stops ("I'm learning Spanish", "I failed the AWS
# exam", "I got an offer from Google", "I applied to Stripe", "I'm interviewing with Meta", "We're hiring a Rust
# engineer": the hiring is not the having, "We're expecting our first child": the child is to come, "I'm looking for
# a job at Google", "Busco trabajo en Google", "Ich
# suche einen Job bei Google", "Je cherche un emploi chez Google": the search is not the job); an offer the sentence
# says was taken ("… and took it", "… and accepted the offer") is the job. The learning in French, Spanish and German
# too ("J'apprends le japonais", "J'essaie d'apprendre le japonais", "Estoy aprendiendo japonés", "Ich lerne
# Japanisch", "Sto imparando a guidare"), and a learning to do is not the doing ("I'm learning to drive").
# A claim that says any of them itself ("The user is learning Spanish", "… received an offer from Google", "El
# usuario está aprendiendo japonés"), or a search or a want ("The user is looking for a job at Google", "El usuario
# busca trabajo en Google", "… wants to work at Google") is not read by it (``_SOUGHT_CLAIM``).
_SOUGHT_WHO = (
    r"\b(?:i|we|he|she|they|i'm|we're|he's|she's|they're|i've|we've|am|is|are|was|were|been|have|has|had)"
    r"(?:\s+(?:just|also|still|currently|now|recently|already|slowly|started|began|begun|start|starting|got|get"
    r"|gotten|even|finally))?\s+"
)
# A preparation is not the event it prepares for (``prep``): what was booked, reserved, scheduled, what tickets or a
# quote were got for, what was packed or trained for, enrolled in, is half done or only begun ("I booked a table at
# Noma", "I bought tickets to the Coldplay concert", "I scheduled a dentist appointment for Friday", "I packed for the
# trip to Lisbon", "I trained for the Berlin marathon", "I got a quote for solar panels", "I enrolled in a pottery
# class", "I'm half done with my thesis", "I started reading Dune", "Reservé una mesa en Noma", "J'ai réservé une
# table chez Noma"): the booking is not the dinner, the training not the race. Not a preparation the sentence goes on
# to say was done ("… and we ate there", "… and finished it", ``_PREP_DONE``).
_PREP_DONE = (
    rf"(?!{_GRANTED_AFTER}(?:ate|dined|saw|watched|stayed|camped|ran|finished|completed|did|made\s+it|flew|visited"
    rf"|enjoyed|loved|installed|play|played|use|used|wear|wore|rode|drove"
    rf"|got\s+(?:it|them)\s+(?:done|installed){_WENT})\b"
    # (in German the participle ends the clause: "… und wir haben dort gegessen")
    r"|[^.;!?]*\bund\b[^.;!?]*\b(?:gegessen|gesehen|besucht|gewesen|geflogen|gelaufen|gefahren|gespielt)\b)"
)
_PREP = (
    r"(?:booked|reserved|scheduled|pre-?ordered|(?:bought|got|purchased|booked|have|has)"
    r"(?=\s+(?:[\w'-]+\s+){0,3}?(?:tickets?|passes|seats?)\b)"
    r"|(?:got|received|requested|asked\s+for)\s+(?:a\s+|an\s+|some\s+|two\s+|three\s+)?(?:quotes?|estimates?)"
    r"\s+(?:for|on|from)|packed(?:\s+(?:my|our|the|a)\s+(?:bags?|suitcases?))?\s+for|(?:trained|training|train)\s+for"
    r"|(?:enrolled|enrolling)\s+(?:in|for)|rsvp'?d\s+(?:to|for)|(?:getting|got|get)\s+ready\s+for"
    # ... what was bought or rented for an event ("I rented a tux for the gala": the gala is to come), submitted or
    # pitched to whom would take it ("I submitted my paper to NeurIPS"), listed for sale ("I listed my car for sale")
    # ... the thing bought and all ("I bought a guitar for lessons": the guitar is not yet played)
    r"|(?:bought|rented|ordered|purchased)(?=\s+(?:[\w'-]+\s+){1,3}?for"
    r"(?!\s+(?:sale|free|cheap|years?|months?|weeks?|days?|\d)))|(?:submitted|pitched)\s+(?:[\w'-]+\s+){0,3}?to"
    # ... and a visa, a permit, the shots got for a place ("I got my visa for Japan": the visa is not the journey)
    r"|(?:(?:got|get|received|obtained|have|has)\s+)?(?:my|our|a|an|the|his|her|their)\s+(?:[\w'-]+\s+)?"
    r"(?:visas?|permits?|vaccinations?|shots|jabs)\s+(?:for|to)"
    r"|(?:listed|put)(?=\s+(?:[\w'-]+\s+){0,3}?(?:for\s+sale|on\s+the\s+market)\b)"
    r"|(?:half|halfway|partly|partway|mostly)\s+(?:done|through|finished)(?:\s+with)?"
    r"|(?:(?<=\bstarted\s)|(?<=\bbegan\s)|(?<=\bbegun\s)|(?<=\bstarting\s))"
    r"(?=(?:reading|watching|writing|building|knitting|sewing|renovating)\b))"
)
# ... in Spanish, French and German, where the verb says its person ("Reservé una mesa en Noma", "Compré entradas
# para el concierto", "J'ai réservé une table chez Noma", "J'ai acheté des billets pour le concert", "Ich habe einen
# Tisch im Noma reserviert", "Ich habe Karten für das Konzert gekauft": the German participle ends the clause, and
# what it books stands before it), folded
_PREP_ROMANCE = (
    r"(?:(?:asked|invited)\s+(?:me|us)\s+to|on\s+(?:my|our)\s+way\s+to"  # ("Ana invited me to her party")
    r"|reserve|reservamos|(?:he|hemos)\s+reservado|(?:j'ai|nous\s+avons|on\s+a)\s+reserve"
    r"|(?:compre|compramos|consegui|conseguimos|(?:he|hemos)\s+(?:comprado|conseguido))"
    r"(?=\s+(?:[\w'-]+\s+){0,2}?(?:entradas|boletos)\b)"
    r"|(?:j'ai|nous\s+avons|on\s+a)\s+(?:achete|pris|eu)(?=\s+(?:[\w'-]+\s+){0,2}?(?:billets|places)\b)"
    r"|(?:ich|wir)\s+(?:habe|haben|hab)(?=[^.;!?]*?\b(?:reserviert|gebucht|vorbestellt)\b"
    r"|\s+(?:[\w'-]+\s+){0,2}?(?:karten|tickets|eintrittskarten)\b[^.;!?]*?\b(?:gekauft|besorgt|bestellt)\b))"
)
_SOUGHT = re.compile(
    _SOUGHT_WHO + r"(?:learning|learn|learns|studying|study|studies|practi[cs]ing|failed|flunked"
    rf"|(?:applied|applying)\s+(?:to|for|at){_SEEKING_GRANTED}"
    # ... and a race, a course, a contest signed up for ("I signed up for the marathon": the sign-up is not the run)
    rf"|(?:signed\s+up|registered|entered)\s+for{_AIM_REACHED}"
    # ... and what was asked for, bid on, auditioned or tried out for, competed or was put up for ("I asked for a
    # raise", "I asked my boss for a raise", "I requested a transfer", "I bid on the house on Elm Street", "I made an
    # offer on the house", "I auditioned for the choir", "I tried out for the team", "I was nominated for the award",
    # "I hoped for a promotion", "I was offered a seat on the board", "I was invited to the wedding", "I'm on the
    # waiting list for a kidney"): the asking, the offer, the invitation is not the getting
    r"|(?:(?:asked|asking|asks)(?:\s+(?:(?:my|our|his|her|their|the|a|an)\s+)?(?!for\b)[\w'-]+)?\s+for"
    r"|requested|requesting|(?:bid|bidding|bids)\s+(?:on|for)"
    r"|(?:made|make|put\s+in|submitted|placed)\s+(?:an?\s+)?(?:offer|bid)\s+(?:on|for)"
    r"|(?:auditioned|auditioning)\s+(?:for|with|at)|(?:tried|trying)\s+out\s+for|(?:competed|competing)\s+for"
    r"|(?:hoped|hoping|wished|wishing|prayed|praying)\s+for"
    r"|(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bgot\s)|(?<=\bget\s))offered"
    rf"|(?:(?<=\bwas\s)|(?<=\bwere\s)|(?<=\bbeen\s)|(?<=\bgot\s)|(?<=\bget\s))invited(?:\s+to)?{_INVITATION_GRANTED}"
    r"|on\s+(?:the|a)\s+wait(?:ing)?[\s-]?list\s+(?:for|at)"
    rf"|(?:nominated|shortlisted|considered)(?:\s+(?!for\b)[\w'-]+){{0,2}}?\s+for){_SEEKING_GRANTED}"
    rf"|(?:interviewed|interviewing)\s+(?:at|with|for){_SEEKING_GRANTED}|preparing\s+for|hiring|recruiting"
    r"|(?:looking|searching|hunting|seeking)\s+for|seeking|expecting"
    # ... and a home, a school, a job looked at or toured ("I'm looking at apartments in Austin", "touring schools
    # in Leeds", "house-hunting in Porto"): what is looked at is not yet had
    r"|(?:looking|shopping|touring|viewing|browsing|looked|shopped|toured|viewed|browsed)"
    r"\s+(?:at\s+|around\s+(?:for\s+)?)?(?=(?:\w+\s+){0,2}?"
    r"(?:apartments?|flats?|houses?|homes?|condos?|places?|rentals?|propert(?:y|ies)|schools?|colleges?|universit(?:y|ies)"
    rf"|jobs?|positions?|roles?|openings?)\b){_SEEKING_GRANTED}|(?:house|apartment|flat|home|job)[\s-]hunting)"
    r"\b(?!\s+to\s+(?:become|be|buy|own)\b)"
    r"(?:(?<=learning)(?:\s+how)?\s+to\b)?"  # "I'm learning to drive": what is learnt is the driving
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|to|for|with)\b|[,.;!?]|$)"
    rf"|(?:{_SOUGHT_WHO}{_PREP}|\b{_PREP_ROMANCE})\b{_PREP_DONE}"
    r"(?P<prep>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|y|pero|et|mais|und|aber)\b|[,.;!?]|$)"
    r"|\b(?:got|get|have|has|had|received|an|job)\s+(?:a\s+|an\s+|the\s+)?(?:job\s+)?offers?\s+(?:from|at|with)\b"
    r"(?![^.;!?]*\band\s+(?:i\s+|we\s+)?(?:took|accepted|signed)\s+(?:it|them|the\s+(?:offer|job|position|role))\b)"
    r"(?P<offer>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|to|for|with)\b|[,.;!?]|$)"
    r"|(?:(?:\bj'|\b(?:je|nous|on)\s+)(?:(?:essaie|essaye|essayons|commence|commencons|veux|voulons)\s+(?:d'|de\s+|a\s+))?"
    r"(?:apprends|apprenons|apprend|apprendre|etudie|etudions|etudier)\b"
    r"|\b(?:(?:estoy|estamos|esta|estan)\s+(?:aprendiendo|estudiando)|aprendo|aprendemos"
    r"|(?:intento|intentamos|quiero|queremos|empiezo|empece)\s+(?:a\s+)?aprender)\b"
    r"|\b(?:ich\s+lerne|wir\s+lernen|lerne\s+ich|lernen\s+wir|ich\s+studiere)\b"
    r"|\b(?:sto|stiamo)\s+(?:imparando|studiando)(?:\s+a)?\b"
    r"|\b(?:(?:je|nous|on)\s+(?:re)?cherch(?:e|ons)|busco|buscamos|(?:estoy|estamos)\s+buscando|ich\s+suche"
    r"|wir\s+suchen|suche\s+ich|suchen\s+wir)\b)"
    r"(?P<learnt>[^.;!?]*?)(?=\s+(?:y|et|und|e|pero|mais|aber|ma|para|pour|fur|per|porque|parce|weil|perche)\b|[,.;!?]|$)"
    # what the person studies, trains or works to become they are not yet ("I'm studying to become a lawyer", "I'm
    # training to be a nurse", "saving up to buy a house")
    r"|\b(?:studying|training|preparing|working|aiming|striving|saving(?:\s+up)?)\s+to\s+(?:become|be|buy|own)\b"
    r"(?P<goal>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    # ... and a role said as one not yet had ("I'm a nurse in training", "a trainee pilot", "an aspiring actor", "a
    # student nurse", "an apprentice electrician", "my future job as a chef", "a lawyer-to-be")
    r"|\b(?:aspiring|future|would-be|wannabe|soon-to-be|trainee|student|apprentice|prospective)\s+(?P<trainee>[\w'-]+)"
    r"|\b(?P<to_be>[\w'-]+?)(?:\s+in\s+training|-to-be)\b"
)
# What the person says they failed to do did not happen ("I failed to migrate the database to Postgres", "I was
# unable to get the job", "we never managed to ship it"): the rest of the clause after "to", "to" and all (a plain
# "not" the polarity reading has already: "I couldn't migrate …", "I didn't manage to …"). Nor did what they only
# wanted, meant, hoped, planned, tried or forgot to do (``aim``: "I wanted to learn piano", "I meant to call my mom",
# "I forgot to pay rent", "I tried to learn Spanish but gave up"), nor what they tried and gave up on (``attempt``: "I
# attempted the climb but turned back", "I tried yoga but quit"): an aim or an attempt is not the deed. Not an aim
# the sentence goes on to say was reached ("…, so I took lessons and now I play", "… and finally did"), nor "I
# managed to finish", "I tried sushi", "I forgot my keys". The object stops where a new clause opens ("I meant to
# tell you I moved to Oslo": the move is said).
_FAILED_TO = re.compile(
    # (an offer to do is no deed whoever offers it: "Ana offered to drive me to the airport")
    r"\b(?:i|we|he|she|they|[\w'-]+(?=\s+(?:offered|volunteered)\s+to\b))(?:'d|'ve)?"
    r"(?:\s+(?:just|also|still|again|finally|eventually|ultimately|simply|completely"
    r"|really|always|once|originally|had|have))?\s+"
    r"(?:failed|(?:was|were)\s+unable|never\s+managed|(?:didn't|did\s+not|didnt)\s+manage"
    r"|(?P<aim>wanted|meant|hoped|planned|intended|aimed|wished|tried|attempted|forgot|neglected|promised|expect(?:ed)?"
    r"|offered|volunteered"
    r"|(?:keep|keeps|kept)\s+(?:meaning|trying|forgetting)"
    r"|(?:was|were)\s+(?:hoping|planning|meaning|trying|intending|aiming|attempting)"
    r"|(?:(?:have|has|had)\s+)?been\s+(?:hoping|planning|meaning|intending))(?=\s+to\b)"
    # (an aim to tell of something is no aim of it: "I wanted to tell you about the talk I gave")
    r"(?!\s+to\s+(?:tell|say|mention|share|ask|talk|let\s+(?:you|them)\s+know|update|remind|add|note|point\s+out"
    r"|(?:fill|catch)\s+(?:you|him|her|them|everyone)\s+(?:in|up)|show\s+(?:you|him|her|them|everyone)|check\s+in"
    r"|thank|apologi[sz]e)\b)"
    rf"{_AIM_REACHED}{_TRY_BORE_FRUIT})\s+to\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|i|we|that)\b|[,.;!?]|$)"
    r"|\b(?:i|we|he|she|they)(?:\s+(?:also|once|first|really))?\s+(?:tried|attempted)\s+(?!to\b)"
    r"(?P<attempt>[^.;!?]*?)(?=\s*,?\s+but\s+(?:then\s+)?(?:nobody|no\s+one|nothing|(?:(?:i|we|it|they|he|she)\s+)?"
    r"(?:gave\s+up|turned\s+(?:back|around)|(?:didn't|did\s+not|couldn't|could\s+not|wasn't|was\s+not|wouldn't)"
    r"(?!\s+(?:like|love|enjoy|care|mind)\b)|failed|quit|stopped|never|bailed|backed\s+out|refused"
    r"|had\s+to\s+(?:stop|quit|turn\s+back|give\s+up)))\b)"
)
# ... and a try in the other languages the gate reads ("Intenté mantener la calma, pero entré en pánico", "J'ai essayé
# de réparer la voiture, sans succès", "Ich habe versucht, ruhig zu bleiben", "Ho provato a riparare la bici", "Tentei
# consertar a bicicleta, mas não consegui"): what was tried, up to where its clause stops, did not happen — unless the
# sentence goes on to say it worked (``_TRY_WORKED``: "Intenté arreglar la bici y lo conseguí", "… et j'ai réussi", "…
# und es hat geklappt", "… e ci sono riuscito", "… e deu certo"), as the English try that bore fruit.
_TRY_WORKED = (
    r"(?![^.;!?]*\b(?:y|et|und|e)\s+(?:(?:al\s+final|finalmente|por\s+fin|enfin|finalement|endlich|alla\s+fine|no\s+final)"
    r"\s+)?(?:(?:lo|la|le|l')\s*)?(?:consegui|conseguimos|logre|logramos|funciono|salio\s+bien|j'ai\s+reussi"
    r"|(?:nous\s+avons|on\s+a)\s+reussi|ca\s+a\s+(?:marche|fonctionne)|(?:es\s+)?hat\s+(?:es\s+)?(?:geklappt|funktioniert)"
    r"|(?:ich\s+)?habe\s+es\s+geschafft|(?:es\s+)?ist\s+(?:mir|uns)\s+gelungen|ci\s+sono\s+riuscit[oa]"
    r"|ci\s+siamo\s+riuscit[ie]|ha\s+funzionato|funcionou|deu\s+certo)\b)"
)
_INFINITIVE = r"(?=\s+(?:(?:me|te|se|nos|lo|la|le|les|o|a)\s+)?[\w-]+(?:ar|er|ir)(?:me|te|se|lo|la|le|nos|los|las)?\b)"
_TRIED_ABROAD = re.compile(
    # (Spanish and Portuguese before an infinitive: "Tentamos o restaurante novo" is no try to do)
    r"\b(?:(?:intente|intentamos|(?:he|hemos)\s+intentado|intentaba|intentabamos|(?:trate|tratamos|trataba)\s+de"
    rf"|(?:he|hemos)\s+tratado\s+de|tentei|tentamos|tentava|(?:tenho|temos)\s+tentado){_INFINITIVE}"
    r"|(?:j'ai|nous\s+avons|on\s+a)\s+(?:essaye|tente)\s+(?:de\b|d')|j'essayais\s+(?:de\b|d')"
    r"|(?:ich|wir)\s+(?:habe|haben|hab)\s+(?:[\w']+\s+){0,2}?versucht|(?:ich|wir)\s+versuchten?|versuchte\s+ich"
    r"|(?:ho|abbiamo)\s+(?:provato\s+(?:a|ad)|(?:cercato|tentato)\s+di)\b|provavo\s+a|cercavo\s+di"
    rf"){_TRY_WORKED}\s*,?\s*"
    r"(?P<tried>[^.;!?]*?)(?=\s+(?:y|pero|porque|et|mais|parce|und|aber|weil|e|ma|perche|mas)\b|[,.;!?]|$)"
)
# A search done for one of the person's people is theirs ("I'm looking for a job at Google for my son", "Estoy
# buscando trabajo en Google para mi hijo", "Je cherche un emploi chez Google pour ma fille", "Ich suche einen Job
# bei Google für meinen Bruder"): "for", a possessive of the first person and one of ``_KIN``, right after what is
# sought.
_FOR_MY = re.compile(rf"(?:\s*,)?\s+(?:for|para|pour|fur|per)\s+(?:{'|'.join(sorted(_MY))})\s+(?P<kin>[\w'-]+)")


def _sought_for_kin(text: str, at: int, claimed: Sequence[str]) -> bool:
    """Does a search that ends at ``at`` of a folded text go on "for my son" (``_FOR_MY``), one the claim (its words,
    ``claimed``) does not name? Then what is sought is the son's, whatever the claim says of a want."""
    m = _FOR_MY.match(text, at)
    return m is not None and m.group("kin") in _KIN and not any(_words_match(m.group("kin"), w) for w in claimed)


# A school the person only got into, was accepted or admitted to ("I got into Stanford but went to Berkeley", "I was
# accepted at Oxford", "Me admitieron en Harvard", "J'ai été admis à Polytechnique"): what follows, up to where its
# object stops, read behind a claim that they went, studied or graduated there (``_ATTENDED_CLAIM``) — an admission
# is no attendance. Not "… and went there" or "… and graduated in 2014" (an "and" that says they did), nor "I got
# into running" behind "The user runs" (no school claimed).
_ADMITTED = re.compile(
    r"(?:\b(?:got|get|gotten|getting)\s+(?:into|accepted\s+(?:to|at|into|by))"
    r"|\b(?:was|were|been|am|i'm|we're)\s+(?:accepted|admitted)\s+(?:to|at|into|by)"
    r"|\bme\s+(?:admitieron|aceptaron)\s+en|\b(?:fui|fue)\s+(?:admitid|aceptad)[oa]s?\s+en"
    r"|\b(?:j'ai|il\s+a|elle\s+a|nous\s+avons)\s+ete\s+(?:admis|accepte)e?s?\s+(?:a|au|en|dans))\b"
    r"(?![^.;!?]*\b(?:and|y|et)\s+(?:i\s+|we\s+)?(?:went|attended|enrolled|studied|graduated|started|fui|estudie"
    r"|j'y\s+suis\s+alle|j'y\s+ai\s+etudie)\b)"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while|y|pero|et|mais)\b|[,.;!?]|$)"
)
_ATTENDED_CLAIM = re.compile(
    r"\b(?:went\s+to|goes\s+to|go\s+to|attend\w*|stud(?:y|ies|ied)\s+(?:at|in)|graduat\w*|alumn\w*|student\s+at"
    r"|enrolled|estudi\w*\s+en|fue\s+a|egresad\w*|etudi\w*\s+a|diplome\w*)\b"
)


# A claim that says the event is still to come says the preparation too ("The user is going to Rome", "The user will
# see Coldplay", "… is on their way to Madrid"), unless it says a past of its own ("The user will see Adele and went to
# the show": what went is no preparation).
_PREP_FUTURE = re.compile(
    r"\b(?:(?:is|are|am|been)\s+\w+ing|plan\w*|going|will|upcoming|coming\s+up|heading|on\s+\w+\s+way"
    r"|va\s+a|ira|vont|wird|werden)\b"
)
_OFF_CLAIM = re.compile(r"\b(?:cancel\w*|call\w*\s+off|postpon\w*|put\s+off|delay\w*|resched\w*|skip\w*|miss\w*)\b")
_SOUGHT_CLAIM: dict[str, re.Pattern[str]] = {
    kind: re.compile(rf"\b(?:{words})\b")
    for kind, words in (
        (
            "learning",
            r"learn\w*|stud(?:y|ies|ying|ied|ent|ents)|practi[cs]\w*|prepar\w*|course|courses|class|classes|lessons?"
            r"|exams?|tests?|beginner|learner|aprend\w*|apprend\w*|estudi\w*|etudi\w*|lern\w*|impar\w*|studia\w*"
            r"|curso|cours|kurs\w*|principiante|debutant\w*|anfanger\w*",
        ),
        ("failing", r"fail\w*|flunk\w*|unable|exams?|tests?"),
        (
            "aiming",
            r"want\w*|meant|means?|meaning|hop(?:e|es|ed|ing)|plan\w*|intend\w*|intent\w*|aim\w*|wish\w*|tr(?:y|ies|ied|ying)"
            r"|attempt\w*|forg[eo]t\w*|neglect\w*|goal\w*|gave\s+up|give(?:s|n)?\s+up|turn\w*\s+back|promis\w*"
            r"|expect\w*|offer\w*|volunteer\w*"
            # (a try said in the other languages: "El usuario intentó …", "… a essayé de …", "… hat versucht …")
            r"|intent\w*|trat\w*\s+de|essay\w*|tent(?:e|a|ou|ado|ava)\w*|versuch\w*|provat\w*|(?:cercat|tentat)\w*",
        ),
        (
            "testing",
            r"test\w*|screen\w*|results?|suspect\w*|check\w*|biops\w*|await\w*|possib\w*|prueba\w*|examen\w*"
            r"|depist\w*|getestet|untersuch\w*",
        ),
        (
            "seeking",
            r"appl(?:y|ies|ying|ied)|applica\w*|interview\w*|hir(?:e|es|ed|ing)|recruit\w*|offer\w*|prepar\w*"
            r"|look(?:s|ed|ing)?\s+(?:for|at|around)|shop(?:s|ped|ping)|tour(?:s|ed|ing)|view(?:s|ed|ing)|brows\w*"
            r"|ask(?:s|ed|ing)?|request\w*|bid(?:s|ding)?|audition\w*|tr(?:y|ies|ied|ying)\s+out|tryouts?|compet\w*"
            r"|nominat\w*|shortlist\w*|invit\w*|wait\w*"
            r"|search\w*|seek\w*|hunt\w*|want\w*|wish\w*|hop(?:e|es|ed|ing)|pray\w*|busc\w*|quier\w*"
            r"|becom(?:e|es|ing)|aim\w*|goal\w*|aspir\w*|train\w*|sav(?:e|es|ing)\s+up|expect\w*|pregnan\w*|due"
            r"|student|apprentic\w*|future|would-be|wannabe|to-be|prospective|sign\w*\s+up|regist\w*|enter\w*"
            r"|(?:re)?cherch\w*|veut|voudr\w*|such(?:e|t|en)|gesucht|mocht\w*|will",
        ),
        (
            "preparing",
            r"book(?:ed|ing|ings)|reserv\w*|schedul\w*|appointments?|tickets?|pass(?:es)?|seats?|pre-?order\w*"
            r"|quotes?|estimates?|pack\w*|train\w*|enrol\w*|class(?:es)?|courses?|lessons?|halfway"
            r"|half\s+(?:done|through|finished)|partly|partway|mostly|start\w*|began|begun|begin\w*|prepar\w*"
            r"|on\s+\w+\s+way"
            r"|entradas|boletos|billets|compr\w*|achet\w*|rsvp\w*|ready|bought|buy\w*|rent\w*"
            r"|order\w*|purchas\w*|submit\w*|pitch\w*|listed|listing|sale|selling|market|invit\w*"
            r"|ask\w*\s+(?:(?:the\s+)?user\s+|them\s+|him\s+|her\s+)?to"
            # (what was bought is had: "The user owns a guitar", "The user has a visa for Japan")
            r"|own(?:s|ed)?|(?:has|have|had|got)\s+(?:a|an|the|some|new|his|her|their)|visas?|permits?|vaccin\w*"
            r"|shots|jabs|gebucht|buch\w*|karten|gekauft|kauf\w*|bestell\w*|vorbestell\w*",
        ),
    )
}
# What the person is only tested for, or awaits a test of, they are not said to have ("I got tested for a nut allergy;
# results next week", "I'm getting screened for ADHD", "They're checking whether I have diabetes", "I'm waiting on
# my diabetes test results", "Me están haciendo pruebas de celiaquía"): what follows the test, up to where its object
# stops, and what stands between the waiting and the test.
_TESTED_FOR = re.compile(
    r"\b(?:tested|testing|screened|screening|checked|evaluated|examined)\s+for\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    r"|\b(?:checking|check|see|seeing|find\s+out|finding\s+out|know)\s+(?:whether|if)\s+(?:i|we)\s+"
    r"(?:have|has|am|are|'m|got)\b(?P<whether>[^.;!?]*?)(?=\s+(?:and|but|because|so|since|while)\b|[,.;!?]|$)"
    r"|\b(?:waiting\s+(?:on|for)|awaiting)\b(?P<awaited>[^.;!?]*?\b(?:tests?|results?|diagnosis|biopsy)\b)"
    r"|\b(?:prueba|pruebas|analisis|test)\s+(?:de|del|para)\b(?P<prueba>[^.;!?]*?)(?=\s+(?:y|pero|porque)\b|[,.;!?]|$)"
)
# ... unless the sentence goes on to say the person has it ("I got tested for a nut allergy and I'm allergic", "… and
# it came back positive", "Me hicieron pruebas de celiaquía y soy celíaco", "… y dio positivo"): a test that found what
# it looked for (``_confirmed_test``; what it found read up to 80 characters on).
_CONFIRMED = re.compile(
    r"\s*,?\s+(?:and|but|so|y|pero|asi\s+que)\s+(?:(?:it\s+)?turns?\s+out\s+)?"
    r"(?:i'm|i\s+am|im|i\s+have|i've\s+got|i\s+do|it's|it\s+is|it\s+was|it\s+came\s+back|i\s+tested|soy|tengo|estoy"
    r"|(?:salio|dio|resulto)(?=\s+positiv))\b(?P<found>[^.;!?,]{0,80})"
)


def _confirmed_test(m: re.Match[str]) -> bool:
    """Does the sentence go on, right after what a test looked for (a match of ``_TESTED_FOR``), to say the person has
    it (``_CONFIRMED``): "positive", or words of what was tested for and nothing else ("allergic" of "a nut allergy";
    not "allergic to cats"), with no "not"?"""
    c = _CONFIRMED.match(m.string, m.end())
    if c is None or m.lastgroup not in ("object", "prueba") or _is_negative(c.group("found")):
        return False
    tested = [_bare(w) for w in _WORD.findall(m.group(m.lastgroup)) if _is_claim_token(_bare(w))]
    found = [w for w in map(_bare, _WORD.findall(c.group("found"))) if _is_claim_token(w)]
    if any(w.startswith("positiv") for w in found):
        return True
    return bool(found) and all(any(_words_match(f, t) for t in tested) for f in found)


# Which of them a match of ``_SOUGHT`` is, by the verb it opens with (a search in French, Spanish or German is a
# seeking; the rest of the "learnt" group a learning).
_SOUGHT_FAILING = re.compile(r"\b(?:failed|flunked)\b")
_SOUGHT_LEARNING = re.compile(
    r"\b(?:learning|learn|learns|studying|study|studies|practi[cs]ing|preparing|j'|je|nous|estoy|estamos|esta|estan"
    r"|on(?=\s+(?:apprend|etudi|essai|essay|commence|veut))"  # (French "on", not the "on" of "I bid on the house")
    r"|aprendo|aprendemos|intento|intentamos|quiero|queremos|empiezo|empece|ich\s+lerne|wir\s+lernen|lerne|lernen"
    r"|ich\s+studiere|sto|stiamo)\b(?!\s+(?:buscando|(?:re)?cherch))"
)


def _sought_kind(m: re.Match[str]) -> str:
    """What a match of ``_SOUGHT`` says the person only works toward: "failing" ("I failed the AWS exam"), "learning"
    ("I'm learning Spanish", "I'm studying at Stanford", "J'apprends le japonais") or "seeking" (an application, an
    interview, an offer, a hiring, a search, what they work to become: "I'm studying to become a lawyer")."""
    head = m.string[m.start() : m.start(m.lastgroup or 0)]
    searched = re.search(r"\b(?:busco|buscamos|buscando|(?:re)?cherch\w*|suche|suchen)\b", head)
    if m.lastgroup == "prep":
        return "preparing"
    if m.lastgroup in ("offer", "goal", "trainee", "to_be") or searched:
        return "seeking"
    if _SOUGHT_FAILING.search(head):
        return "failing"
    return "learning" if _SOUGHT_LEARNING.search(head) else "seeking"


# What was moved off is what ended, up to where it went ("We moved off Heroku to Fly.io": Heroku ended, Fly.io is
# what is now), and so what a thing was moved, rescheduled, changed or switched from ("The meeting was moved from
# Monday to Tuesday": Monday is no more).
_MOVED_OFF = re.compile(
    r"\b(?:moved\s+(?:away\s+)?(?:off(?:\s+of)?|away\s+from)"
    r"|(?:moved|rescheduled|changed|switched|shifted|pushed|bumped|migrated)(?:\s+(?:it|them|back|over))?\s+from)\b"
    r"(?P<object>[^.;!?]*?)(?=\s+(?:to|onto|into|for|with|and|but)\b|[,.;!?]|$)"
)
# A state the person ends in a later clause of the same sentence, by a verb whose object is a pronoun or left out ("I
# moved to Berlin in 2019 and left in 2022", "… and moved back to Munich", "We adopted Kafka and dropped it in 2022", "I
# took up pottery, then stopped", "… but gave it up", "I bought a laptop and threw it away", "… and gave it to my son";
# as a consequence too, "… but it was dead, so I threw it away", "… así que lo dejé", "… alors j'ai arrêté"):
# what the sentence said before the "and" is what ended. The verb stands bare, or before a pronoun, and goes on only
# with the clause's end, a time or a place it went ("in 2022", "after two years", "to Munich"); an object of its own
# ("and left my job", "and dropped Redis") ends that, not what came before, and "left it at home" ends nothing, nor a
# stop on the way ("and stopped for lunch").
# ... and the same told in the perfect, a "since" before or after the verb ("I joined a band, but I've since moved on",
# "… but I've moved on since", "I was made captain, but we have since left"): what the person has moved on from is
# what came before, as "… and moved on" says.
_ENDED_LATER = re.compile(
    r"\b(?:and|but|then|so)\s+(?:(?:then|later|eventually|finally|soon)\s+)?"
    r"(?:(?:i|we|he|she|they)(?:'ve|\s+have|\s+has|'d|\s+had)?\s+)?(?:(?:since|now|already)\s+)?"
    r"(?:left|moved\s+(?:back|away|out|on)|dropped|quit|sold|abandoned|ditched|scrapped|retired|uninstalled"
    r"|removed|replaced|phased\s+out|shut\s+down|gave\s+up(?:\s+on)?|got\s+rid\s+of|moved\s+off"
    r"|stopped(?:\s+using|(?!\s+(?:for|in|to|at|by)\b))"
    # (the particle after its pronoun: "I took up pottery but gave it up", "… and lost interest")
    r"|gave\s+(?:it|them|that)\s+up|lost\s+interest(?:\s+in)?"
    # a thing thrown or given away ("I bought a laptop and threw it away", "… but gave them away")
    r"|(?:threw|tossed)\s+(?:it|them|that)\s+(?:away|out)|gave\s+(?:it|them|that)\s+away|donated|binned|trashed"
    r"|gave(?=\s+(?:it|them)\s+to\s+(?!me\b|us\b))"  # (to another: "… and gave it to my son")
    # a skill learned and lost ("I learned to swim but forgot how", "… but I've forgotten it")
    r"|forgot(?:\s+how)?|(?:have\s+|(?:i|we)'ve\s+)?forgotten(?:\s+how)?|lost\s+the\s+knack)"
    r"(?:\s+(?:it|them|that|there|this|those|these))?(?:\s+since)?"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:in|to|for|after|last|when|because|\d+|two|three|four|five|a\s+(?:few|year|month)"
    r"|years?|months?|soon|later)\b)"
    # ... and the same in the other languages, a few words (a pronoun, an auxiliary, "luego", a time) before the verb
    # ("Empecé con la cerámica pero lo dejé", "J'ai commencé la poterie mais j'ai arrêté", "… aber wieder
    # aufgehört", "… ma poi ho smesso", "Comecei a fazer cerâmica mas parei"), or turned the page ("… pero ya pasé
    # página", "… mais je suis passée à autre chose", "… aber ich bin weitergezogen", "… ma ho voltato pagina", "… mas
    # já virei a página")
    r"|\b(?:pero|y|luego|asi\s+que|mais|et|puis|alors|donc|aber|und|dann|also|deshalb|ma|e|poi|quindi|cosi|mas|depois"
    r"|entao|por\s+isso)\s+(?:[\w']+\s+){0,5}?"
    r"(?:deje|dejamos|abandone|abandonamos|arrete|arretee|arretes|abandonne|abandonnee|laisse\s+tomber|aufgehort"
    r"|aufgegeben|abgebrochen|smesso|mollato|mollata|abbandonato|abbandonata|lasciato\s+perdere|parei|paramos"
    r"|desisti|desistimos|larguei|abandonei|pase\s+pagina|pase\s+a\s+otra\s+cosa|passee?s?\s+a\s+autre\s+chose"
    r"|tourne\s+la\s+page|weitergezogen|voltato\s+pagina|passat[oa]\s+ad\s+altro|virei\s+a\s+pagina"
    r"|segui\s+em\s+frente)"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:despues|tras|al\s+cabo|au\s+bout|apres|nach|dopo|depois|\d+)\b)"
)
_SENTENCE_STOP = re.compile(r"[.;!?\n]")
# ... and a later clause that puts the person out of a post or a job the part before says they held or were given,
# by a dismissal told in the passive or by another ("I was promoted to manager, then fired in March", "I got promoted,
# then got laid off", "They made me captain, but then they demoted me", "… and was let go in May"), or by their own
# leaving of it ("… but I resigned", "… then stepped down"): the post ended, as "Ana promoted me to manager but I quit"
# reads (``words._DISMISSED``). Only behind a post or a job (``_POST_HELD``), from the clause that names it: a firing
# ends no home ("I moved to Berlin, got a job at Acme and got fired" ends the job, not Berlin).
_DISMISSED_LATER = re.compile(
    # (or opening the next sentence, of the post the one before names: "I was promoted to manager. Then I got fired.",
    # "…; two months later I was let go")
    # (or after "before", "only to": "… before being fired in March", "… only to be laid off")
    r"(?:\b(?:and|but|then|so|before|only\s+to)\s+|(?:^|(?<=[.;!?\n]))\s*)"
    r"(?:(?:then|later|eventually|soon|suddenly|just|(?:a|one|two|three|four|five|six|a\s+few|\d+)\s+(?:days?|weeks?"
    r"|months?|years?)\s+later),?\s+)?(?:(?:i|we)\s+)?"
    # (a bare participle, its "was" left out, only before the clause's end or a time: "then fired two people" is the
    # person's firing of others)
    r"(?:(?:(?:got|was|were|been|being|getting|be|have\s+been|(?:i|we)'ve\s+been)\s+(?:fired|sacked|dismissed|demoted|axed|laid\s+off"
    r"|let\s+go|made\s+redundant)"
    r"|(?:(?:the|my|our)\s+)?(?:they|he|she|[\w'-]+)\s+(?:fired|sacked|dismissed|demoted|replaced)\s+(?:me|us)"
    r"|(?:(?:the|my|our)\s+)?(?:they|he|she|[\w'-]+)\s+(?:laid|let)\s+(?:me|us)\s+(?:off|go))"
    # (not "fired from my job": a dismissal that names what it ended ends that)
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:in|on|at|after|last|when|because|the|a|\d+|two|three|four|five|soon|later"
    r"|again|too)\b)"
    r"|(?:fired|sacked|dismissed|demoted|laid\s+off|let\s+go|made\s+redundant|resigned|stepped\s+(?:down|aside(?:\s+for\s+[\w'-]+)?)"
    r"|got\s+the\s+(?:sack|boot|axe|chop)|got\s+canned"
    # (the post lost, or the person out of work now: "…, but lost the job in March", "…; I'm unemployed now")
    r"|lost\s+(?:(?:the|that|this|my)\s+(?:job|post|position|role|title|seat|gig|spot)|it)"
    r"|(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:now\s+)?(?:unemployed|jobless|out\s+of\s+(?:a\s+)?(?:work|job)"
    r"|between\s+jobs)"
    # (the post's term run out: "I was elected chair, but my term ended in May", "… my mandate expired", "… my
    # tenure is over"; not one still running: "… and my term runs until May", "… my term ends in May")
    r"|(?:my|our|the)\s+(?:term|mandate|tenure|stint|captaincy|presidency|chairmanship)(?:\s+of\s+office)?"
    r"\s+(?:(?:has|had)\s+)?(?:ended|expired|ran\s+out|run\s+out|finished|(?:is|was)\s+(?:over|up|done)"
    r"|came\s+to\s+an\s+end)"
    # (the employer gone: "I was promoted to manager, but the company went bust", "… the firm folded", "… the
    # startup shut down", "… the club was dissolved"; not "the company is growing", nor a close of a day: "the shop
    # closed on Sunday" — only closed down)
    r"|(?:the|my|our|that)\s+(?:company|firm|employer|startup|business|agency|shop|store|studio|club|team|league)"
    r"\s+(?:(?:has|had)\s+)?(?:went|gone)\s+(?:bust|under|bankrupt|belly[\s-]up|out\s+of\s+business)"
    r"|(?:the|my|our|that)\s+(?:company|firm|employer|startup|business|agency|shop|store|studio|club|team|league)"
    r"\s+(?:(?:has|had)\s+)?(?:folded|collapsed|shut\s+down|closed\s+down|(?:was|got|has\s+been)\s+(?:dissolved"
    r"|shut\s+down|closed\s+down|wound\s+up|liquidated))"
    # (the person gone on to other work: "They promoted me to manager, but I changed jobs", "… then I switched
    # companies", "… but I left the company"; not "changed teams", a post kept across teams)
    r"|(?:changed|switched|swapped)\s+(?:jobs|employers|companies|firms|careers)"
    r"|left\s+(?:the|that)\s+(?:company|firm|job|post|role))"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:in|on|after|last|when|because|soon|later|again|now)\b))"
)
# ... and the same abroad: a later clause, after its "but", "then" or "and" and a few words (a subject, a clitic, an
# auxiliary), that puts the person out of a post the part before confers (``words._CONFERRAL_WORD``): a dismissal
# (``words._DISMISSED``: "On m'a élu président du club, puis on m'a viré", "Me eligieron presidenta, pero me
# echaron", "Mi hanno eletto presidente, ma poi mi hanno cacciato"), the post's term run out ("pero mi mandato
# terminó", "mais mon mandat a pris fin", "aber meine Amtszeit ist abgelaufen", "ma il mio mandato è scaduto", "mas o
# meu mandato acabou"), the employer gone ("pero la empresa quebró", "mais l'entreprise a fait faillite", "aber die
# Firma ging pleite", "ma l'azienda è fallita", "mas a empresa faliu") or the person gone to other work ("pero cambié
# de trabajo", "mais j'ai changé de boulot", "aber ich habe den Job gewechselt", "ma ho cambiato lavoro", "mas mudei
# de emprego"). Not a clause of when or whom ("después de que despidieron a Juan": its words stop at "de", "que"),
# nor another put out ("pero despidieron a Juan").
_OUT_ABROAD = re.compile(
    r"(?:(?:mi|el)\s+mandato\s+(?:termino|acabo|expiro|vencio|se\s+acabo|se\s+termino)"
    r"|mon\s+mandat\s+(?:a\s+pris\s+fin|s'est\s+(?:termine|acheve)|est\s+(?:termine|fini)|a\s+expire)"
    r"|meine\s+amtszeit\s+(?:ist\s+(?:abgelaufen|vorbei|zu\s+ende)|endete|lief\s+ab)"
    r"|il\s+mio\s+mandato\s+(?:e\s+(?:finito|scaduto|terminato)|fini|scadde)"
    r"|(?:o\s+)?meu\s+mandato\s+(?:acabou|terminou|expirou)"
    r"|(?:la|mi)\s+(?:empresa|compania|firma)\s+(?:quebro|cerro|desaparecio|fue\s+a\s+la\s+quiebra|se\s+fue\s+a\s+pique)"
    r"|(?:l'entreprise|la\s+societe|la\s+boite|mon\s+employeur)\s+(?:a\s+fait\s+faillite|a\s+ferme|a\s+coule"
    r"|a\s+disparu|a\s+mis\s+la\s+cle\s+sous\s+la\s+porte)"
    r"|(?:die|meine)\s+firma\s+(?:ging\s+pleite|ist\s+pleite(?:\s+gegangen)?|hat\s+zugemacht|ging\s+insolvent"
    r"|ist\s+insolvent)"
    r"|(?:l'azienda|la\s+ditta|la\s+societa)\s+(?:e\s+fallita|ha\s+chiuso|ha\s+fallito)"
    r"|a\s+empresa\s+(?:faliu|fechou|quebrou|foi\s+a\s+falencia)"
    r"|cambie\s+de\s+(?:trabajo|empleo|empresa)|j'ai\s+change\s+de\s+(?:travail|boulot|poste|job|boite|entreprise)"
    r"|(?:den|meinen)\s+(?:job|arbeitgeber|arbeitsplatz)\s+gewechselt|ho\s+cambiato\s+lavoro"
    r"|(?:mudei|troquei)\s+de\s+(?:emprego|trabalho|empresa))"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:en|in|im|nel|em|no|na|el|au|hace|il|vor|tras|apres|nach|dopo|depois|despues|\d+)\b)"
)
# (the clause's start, where a dismissal or an end of the post opens: read at each of the few words that may come first)
_LATER_ABROAD = re.compile(
    r"\b(?:pero|y|luego|despues|mais|et|puis|ensuite|aber|und|dann|ma|e|poi|mas|depois)\s+"
    r"(?:(?!(?:de|que|a|di|da|dass|als|quand|cuando|quando|wenn|come|como|comme|porque|parce|weil|perche)\b)[\w']+\s+)"
    r"{0,4}?"
    rf"(?=(?:{_OUT_ABROAD.pattern})|(?:{_DISMISSED.pattern}))"
)
_POST_HELD = re.compile(
    rf"\b(?:promot\w*|appoint\w*|elect\w*|named|nominat\w*|hired|employed|recruited|made|became|job|post|position"
    rf"|role|gig|joined|{'|'.join(sorted(_OFFICE))})\b"
)
# ... and a later clause that says what the clause before had died, ran away or was lost, its subject a pronoun of it
# ("We adopted a cat, but she died", "I bought a bike and it got stolen", "We got a puppy, but sadly he ran away",
# "Adoptamos un gato, pero se murió", "Nous avons adopté un chat, mais il est mort", "Wir haben eine Katze adoptiert,
# aber sie ist gestorben", "Abbiamo adottato un gatto, ma è morto", "Adotamos um gato, mas ele morreu"): what ended
# is a thing the clause before names after an article or a possessive (``_things_before``), not its verb or its place
# ("I moved to Leeds to be near my mom, but she died": the mom, not Leeds); opening its own sentence, a thing the
# sentence before names ("We adopted a cat. Sadly she died in March.").
_GONE_LATER = re.compile(
    r"(?:\b(?P<conj>and|but|then|pero|y|mais|et|aber|und|ma|e|mas)\s+|(?:^|(?<=[.;!?\n]))\s*)"
    r"(?:(?:then|later|eventually|sadly|tragically|unfortunately|soon|lamentablemente|malheureusement|leider|purtroppo"
    r"|infelizmente)\W+)?"
    r"(?:(?P<who>he|she|it|they)\s+(?:(?:sadly|tragically|later|eventually|then|soon|suddenly)\s+)?(?:died|passed\s+(?:away|on)"
    r"|ran\s+away|(?:was|were|got)\s+(?:stolen|lost|killed|run\s+over|put\s+(?:down|to\s+sleep)|destroyed|totall?ed"
    r"|written\s+off))"
    r"|(?:(?:el|ella|luego|despues)\s+)?(?:se\s+(?:murio|perdio|escapo)|murio|fallecio|(?:la|lo)\s+robaron)"
    r"|(?:il|elle)\s+(?:est\s+(?:mort|morte|decedee?)|s'est\s+enfuie?|a\s+ete\s+volee?)"
    r"|(?:er|sie|es)\s+(?:ist\s+(?:[\w']+\s+){0,3}?(?:gestorben|weggelaufen)|starb|wurde\s+gestohlen)"
    r"|(?:(?:lui|lei|poi)\s+)?(?:e\s+(?:mort[oa]|scappat[oa])|mori|(?:me\s+)?l'hanno\s+rubat[oa])"
    r"|(?:(?:ele|ela|depois)\s+)?(?:morreu|faleceu|fugiu|foi\s+roubad[oa]))\b"
)
_THING_OPENS = _wordset(
    "a an the my our this that his her their un una el la mi mis nuestro nuestra une le mon ma mes notre ein eine einen"
    " einem mein meine meinen unser unsere il lo mio mia nostro nostra um uma o meu minha nosso nossa"
)
_THING_ENDS = _MODIFIER | _wordset("of de del des du a au von vom mit fur di da per em com do na no para y et und e")
_HUMAN_KIN = _KIN - _wordset("dog cat dogs cats perro gato chien chat hund katze cane gatto cachorro cao")


def _things_before(text: str, start: int, end: int, who: str | None) -> list[tuple[int, int]]:
    """The spans of the things a folded ``text`` names between ``start`` and ``end`` after an article or a
    possessive (``_THING_OPENS``), up to a preposition or another article: what a later clause's pronoun may stand
    for; not one of the person's people when it is "it" (``_HUMAN_KIN``)."""
    words = list(_WORD.finditer(text, start, end))
    out: list[tuple[int, int]] = []
    for k, w in enumerate(words):
        if w.group(0) not in _THING_OPENS:
            continue
        thing = [v for v in itertools.takewhile(lambda v: v.group(0) not in _THING_OPENS | _THING_ENDS, words[k + 1 :])]
        if thing and not (who == "it" and any(v.group(0) in _HUMAN_KIN for v in thing)):
            out.append((thing[0].start(), thing[-1].end()))
    return out


def _ended_later(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that a later clause of their sentence ends (``_ENDED_LATER``): from the
    sentence's start to the "and" that opens the ending; and the things a later clause says died or were lost
    (``_GONE_LATER``)."""
    stops = [m.end() for m in _SENTENCE_STOP.finditer(text)]

    def opening(at: int) -> int:
        return stops[i - 1] if (i := bisect_right(stops, at)) else 0

    spans = [(opening(m.start()), m.start()) for m in _ENDED_LATER.finditer(text)]
    for m in _DISMISSED_LATER.finditer(text):
        start = _told_before(text, m.start())  # (opening its own sentence: the sentence before's)
        if m.start() > start and (post := _POST_HELD.search(text, start, m.start())):
            clause = max((c.end() for c in re.finditer(r"[,;]", text[: post.start()])), default=0)
            spans.append((max(clause, start), m.start()))
    for m in _LATER_ABROAD.finditer(text):
        start = opening(m.start())
        if (
            # (another put out: "despidieron a Juan")
            (_OUT_ABROAD.match(text, m.end()) or not re.match(r"\S+\s+(?:a|al|ad)\b", text[m.end() :]))
            and (post := _CONFERRAL_WORD.search(text, start, m.start()))
        ):
            clause = max((c.end() for c in re.finditer(r"[,;]", text[: post.start()])), default=0)
            spans.append((max(clause, start), m.start()))
    # (with the holding told, "as mayor"; behind a past, not a perfect: "I've lived in Berlin since 2010 and worked …")
    for m in _HELD_OUT.finditer(text):
        held = text[opening(m.start()) : m.start()]
        if _tells_a_past(held) and "since" not in held and not _CONFERRED_AGAIN.search(text, m.end()):
            spans.append((opening(m.start()), m.end()))
    for m in _GONE_LATER.finditer(text):
        # (opening its sentence, its things are the sentence before's: "We adopted a cat. Sadly she died in March.")
        end = m.start() if m.group("conj") else opening(m.start())
        if end > 0:
            spans += _things_before(
                text, opening(end - 1) if not m.group("conj") else opening(end), end, m.group("who")
            )
    return spans


# German puts what was replaced before "durch" and the participle last ("Wir haben Jenkins durch GitLab ersetzt": a
# change whose result stands, ``words._CHANGE_ELSEWHERE``, and Jenkins what it left).
_ENDED_DURCH = re.compile(r"(?P<object>[^.,;!?]*?)\s+durch\s+[^.,;!?]*?\s(?:ersetzt|abgelost)\b")
_ENDED_BEFORE = re.compile(
    r"(?P<object>[^.,;!?]*?)\s+(?:was|were|got|has\s+been|have\s+been|had\s+been|fue|fueron|foi|foram|a\s+ete"
    r"|wurde|wurden|e\s+stato|e\s+stata)\s+(?:rejected|dropped|retired|removed|replaced|decommissioned|deprecated"
    r"|abandoned|scrapped|(?P<off>cancell?ed|called\s+off|postponed|put\s+off)|sold|phased\s+out|ruled\s+out|turned\s+down"
    # ... and a thing of the person's lost to a theft, a wreck or a vet ("My old bike got stolen", "My car was written
    # off in the crash", "Our dog was put down", "Mi bici fue robada", "Mon vélo a été volé", "Mein Rad wurde
    # gestohlen"), unless the sentence says it came back ("… but I got it back")
    r"|(?:stolen|written\s+off|totall?ed|wrecked|destroyed|repossessed|put\s+down|put\s+to\s+sleep|euthani[sz]ed"
    r"|robad[oa]s?|volee?s?|gestohlen|rubat[oa]|roubad[oa]s?)"
    r"(?![^.;!?]*\b(?:got\s+(?:it|them|him|her)\s+back|(?:found|recovered|returned)\s+(?:it|them|him|her)"
    r"|(?:it|they|he|she)\s+(?:was|were|got)\s+(?:found|recovered|returned))\b)"
    r"|shut\s+down|rechazad[oa]s?|descartad[oa]s?"
    r"|abandonad[oa]s?|reemplazad[oa]s?|substituid[oa]s?|rejete|abandonne|remplace|abgelehnt|abgeschafft|ersetzt"
    r"|verworfen|scartat[oa]|abbandonat[oa]|sostituit[oa])\b"
)

# ... and what a predicate of being says is no more, its thing the subject: a time of it over or gone ("The era of cheap
# flights is over", "The days of long walks are gone", "My running days are over", "Die Zeit der langen Spaziergänge
# ist vorbei", "Los tiempos de los paseos largos terminaron", "Il tempo delle lunghe passeggiate è finito": a word of a
# span of time, ``_ERA``), or anything said to be past ("Long walks are a thing of the past", "My gaming nights are
# history", "… are behind me"). Not any event over ("My shift at the hospital is over", "The meeting with my boss is
# over": an event ends and its setting stays), nor "done", "finished", which also say a work made ("The kitchen is
# done"). And the same said first ("Se acabaron los paseos largos", "C'est fini, les longues promenades", "Vorbei
# sind die langen Spaziergänge").
# ... and a habit or a pastime over: what the verb says many of, a plural ("Long walks are over", "Lange Spaziergänge
# sind vorbei", "Le lunghe passeggiate sono finite", "Les longues promenades sont finies": a run of doings, not one
# event as "The meeting is over" is), a bare gerund ("Smoking is over": the doing itself), or anything said over for
# the person ("The meeting is over for me", "fini pour moi", "vorbei für mich": the person's part in it ended) —
# not people, whose being over is a visit ("My parents were over last night", ``_over_ended``).
_ENDED_OVER = re.compile(
    r"(?P<object>[^.,;!?]*?)\s+(?:(?P<many>are|were|'re|have\s+been|sind|waren|son|eran|estan|sont|etaient|sono"
    r"|erano|sao|eram|foram)|is|was|'s|has\s+been|ist|war|es|era|esta|est|c'est|etait|e|foi)"
    r"\s+(?P<mine_de>fur\s+(?:mich|uns)\s+)?(?:(?:long|now|already|all|finally|well\s+and\s+truly|pretty"
    r"\s+much|definitely|ja|ya|deja|gia|schon|lange|endgultig)\s+)*"
    r"(?:(?P<past>a\s+thing\s+of\s+the\s+past|things\s+of\s+the\s+past|history|behind\s+(?:me|us)|geschichte|historia"
    r"|storia|cosa\s+del\s+pasado|cosa\s+del\s+passato|coisas?\s+do\s+passado|(?:choses?\s+)?du\s+passe"
    r"|de\s+l'histoire\s+ancienne)"
    r"|over|gone|at\s+an\s+end|vorbei|voruber|zu\s+ende|terminad[oa]s?|acabad[oa]s?|finie?s?|terminee?s?"
    # (over for the person is over: "The era of remote work is over for me", "… for good"; not "came over for dinner")
    r"|finit[oaie]|passat[oaie]|passad[oa]s?)\b"
    r"(?P<mine>\s+(?:for\s+(?:me|us|good)|pour\s+(?:moi|nous)|fur\s+(?:mich|uns)|per\s+(?:me|noi)"
    r"|para\s+(?:mi|nosotros|mim|nos))\b)?"
    # (nor over a measure, "above": "My grades are over 90", "Prices are over budget")
    r"(?!\s+(?:to|there|here|with|for(?!\s+(?:me|us|good)\b)|by|from|at|the|a|an|my|our|his|her|\d+|budget|capacity"
    r"|half|twice|double|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|hundred|a\s+hundred)\b)"
)
_ERA = re.compile(
    r"\b(?:era|eras|age|days|times|years|zeit|zeiten|tage|jahre|epoca|tiempos?|dias|epoque|temps|jours|tempi|tempo"
    r"|giorni|anni|tempos|anos)\b"
)
_OVER_FIRST = re.compile(
    r"\b(?:se\s+(?:acabo|acabaron|termino|terminaron)|c'est\s+fini|vorbei\s+(?:ist|sind)|acabou(?:-se)?"
    r"|acabaram(?:-se)?)\s*,?\s+(?P<object>[^.,;!?]+)"
)
# ... and an "enough of" opening a clause, said of a habit given up ("Schluss mit langen Spaziergängen", "Basta con le
# lunghe passeggiate", "Chega de caminhadas longas", "C'en est fini des longues promenades", "Mit den langen
# Spaziergängen ist es vorbei"); only at a clause's start ("O trem chega de Lisboa" arrives, "Basta con poco").
_OVER_ENOUGH = re.compile(
    r"(?<![^.,;!?])\s*(?:(?:schluss\s+mit|basta\s+(?:con|coi|col|colle|coll')|chega\s+de|c'en\s+est\s+fini\s+d\w*"
    # ... and "fini" or "finito" before its thing's article ("Fini les longues promenades", "Fini le tennis", "Finite
    # le lunghe passeggiate"; not "J'ai fini les devoirs", a task done, past no clause's start)
    r"|(?:finie?s?|finit[oaie])(?=\s+(?:les|le|la|l'|il|lo|i|gli)\b))\s+"
    r"(?P<object>[^.,;!?]+)|mit\s+(?P<mit>[^.,;!?]+?)\s+ist\s+es\s+(?:(?:jetzt|nun|endgultig|schon)\s+)?(?:vorbei|aus)\b)"
)
# ... and the same with its thing cut off before it by a comma, a pronoun taking it up ("Les longues promenades,
# c'est fini", "Long walks, that's over", "Las caminatas largas, se acabó", "Lange Spaziergänge, das ist vorbei", "Le
# lunghe passeggiate, è finita", "Os passeios longos, isso acabou"): the clause holds nothing but the over, and what
# it says over is the thing before the comma. (Read from a clause's start only, so in time linear in the text.)
# ... and the person done with a thing, or through with it ("I'm done with long walks", "We're finally through with
# Jenkins", "I am so done with smoking"): a habit or a thing had given up — not the day's work ended ("I'm done with
# work for today", "… for now", "… tonight": ``_FOR_THE_DAY``), nor "never done with" (no adverb of ending before it).
_OVER_DONE = re.compile(
    r"\b(?:i'm|im|i\s+am|we're|we\s+are)\s+(?:(?:so|totally|completely|finally|officially|really|just|all|now"
    r"|definitely)\s+)*(?:done|through)\s+with\s+(?P<object>[^.,;!?]+)"
)
_FOR_THE_DAY = re.compile(r"\b(?:for\s+(?:today|now|the\s+day|the\s+night|the\s+week|this\s+week)|today|tonight)\b")
_OVER_AFTER = re.compile(
    r"(?<![^.,;!?])(?P<object>[^.,;!?]+),\s*(?:(?:that's|that\s+is|it's|it\s+is|those\s+are|they're|c'est"
    r"|ca\s+c'est|das\s+ist|das\s+war|es\s+ist|eso|isso|questo\s+e|e|ist|sind)\s+)?"
    r"(?:(?:all|now|long|already|ya|deja|schon|gia|ja|bien|definitivamente|endgultig)\s+)*"
    r"(?:over|done\s+with|finie?s?|terminee?s?|vorbei|voruber|(?:se\s+)?(?:acabo|acabaron|termino|terminaron)"
    r"|finit[oaie]|acabou(?:-se)?|acabaram(?:-se)?|era|history|a\s+thing\s+of\s+the\s+past|du\s+passe"
    r"|de\s+l'histoire\s+ancienne|cosa\s+del\s+pasado|cosa\s+del\s+passato|coisa\s+do\s+passado|geschichte|storia)"
    r"(?=\s*(?:$|[.,;!?]|(?:for|pour|fur|per|para)\s+(?:me|us|moi|nous|mich|uns|noi|mi|mim|nos|good)\b))"
)


# ``_ENDED_DURCH`` and ``_ENDED_BEFORE`` open with a lazy run that stops only at a clause's end (.,;!?): a search
# retried at every position of a clause that holds no ending re-read the rest of the clause from each (quadratic in
# a long clause). A match from a position succeeds from every earlier position of its clause, so it is searched
# where finditer stands (the text's start, a match's end) and else only at a clause's start: the same matches.
_AT_CLAUSE = {
    rx: re.compile(r"(?<![^.,;!?])(?:" + rx.pattern + ")") for rx in (_ENDED_DURCH, _ENDED_BEFORE, _ENDED_OVER)
}


def _by_clause(rx: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``rx.finditer(text)`` for ``_ENDED_DURCH``, ``_ENDED_BEFORE`` or ``_ENDED_OVER``, read in time linear in the
    text."""
    at = 0
    while at <= len(text) and (m := rx.match(text, at) or _AT_CLAUSE[rx].search(text, at + 1)):
        yield m
        at = m.end()


# A role that ended, said by a word before it ("my former boss Ana", "my ex-boss", "mi exjefa", "mon ancien
# employeur Acme", "mein ehemaliger Chef", "il mio ex capo", "o meu antigo chefe"): the role, and the name that
# follows it, are what was. A role of several words runs on to the name that follows within four ("my former team
# lead Ana", "il mio ex datore di lavoro Acme", "mi antiguo jefe de equipo Ana"). "ex-" and "ex" glued to a role
# ("exjefa") are read apart first (``_EX``).
# ... and one of the person's people said as dead by a word before them ("my late wife", "my deceased father", "mi
# difunto marido", "mon défunt mari", "feu mon père", "mein verstorbener Mann", "il mio defunto marito", "o meu
# falecido marido") or after them ("mi padre fallecido", "mon père décédé", "mio padre scomparso", "meu pai
# falecido"): a kin who was, as a former role is (``_KIN``: not "my late shift", "a late dinner"). So too one whose
# clause goes on to their death (``_KIN_DIED``: "My brother was murdered in 2015", "Mi esposa, ya fallecida, amaba las
# rosas", "Ma femme est décédée", "Mein Bruder ist gestorben", "Mio fratello è morto", "Meu irmão morreu"): the kin is
# the one who died, not one the person has now (not "my brother killed a spider": his deed; nor "my brother's dog
# died": the kin a possessor).
_KIN_WORD = rf"(?:{'|'.join(sorted(_KIN, key=len, reverse=True))})"
_GONE = (
    r"late|deceased|departed|dead|difunt[oa]s?|fallecid[oa]s?|finad[oa]s?|defunte?s?|regrettee?s?|verstorbene[nrms]?"
    r"|selige[nrms]?|defunt[oa]|defunti|compiant[oa]|scompars[oa]|falecid[oa]s?"
)
_KIN_DIED = (
    r"(?:(?:ya|already|sadly|tragically|recently|deja|bereits|schon|gia|ja|leider)\s*,?\s+)?"
    r"(?:(?:has|had)\s+)?(?:died|passed\s+(?:away|on)|(?:is|was|has\s+been)\s+(?:dead|deceased)"
    r"|(?:was|were|got|has\s+been|had\s+been)\s+(?:killed|murdered|shot\s+dead|slain)"
    r"|fallecid[oa]s?|falleci[oó]|muri[oó]|(?:ha|habia)\s+(?:muerto|fallecido)|(?:fue|ha\s+sido)\s+asesinad[oa]"
    r"|(?:est|etait)\s+(?:decedee?|morte?)|(?:a\s+ete|fut)\s+(?:tuee?|assassinee?)"
    r"|(?:ist|war)\s+(?:[\w'-]+\s+){0,3}?(?:gestorben|verstorben|tot|ermordet\s+worden|umgekommen)|starb|wurde\s+(?:[\w'-]+\s+){0,3}?ermordet"
    r"|(?:e|era)\s+(?:mort[oa]|mancat[oa]|scompars[oa]|decedut[oa])|(?:e|fu)\s+stat[oa]\s+uccis[oa]"
    r"|morreu|faleceu|(?:foi)\s+assassinad[oa])\b"
)
_NEARLY = r"(?:almost|nearly|never|not|barely|narrowly|could|would|might|may|will|can|casi|presque|fast|quasi|quase)"
_FORMER = re.compile(
    r"\b(?:(?:former|previous|ex|ancien(?:ne)?s?|ehemalige[nrms]?|fruhere[nrms]?|antigu[oa]s?|antig[oa]s?)\s+"
    rf"|(?:{_GONE})\s+(?={_KIN_WORD}\b)|feue?\s+(?:mon|ma|mes)\s+(?={_KIN_WORD}\b))"
    r"(?P<role>[\w'-]+)(?P<more>(?:\s+[\w'-]+){0,4})"
    rf"|\b(?P<kin>{_KIN_WORD})\s+(?:fallecid[oa]s?|difunt[oa]s?|decedee?s?|defunte?s?|verstorbene[nrms]?|scompars[oa]"
    r"|falecid[oa]s?|deceased)\b"
    # (a name between: "my brother Anselm was murdered"; not a word that keeps the death from being: "nearly died")
    # (and a relative clause of it: "My sister, who died in 2010, loved horses", "mi hermana, que murió")
    rf"|\b(?P<died>{_KIN_WORD}(?:\s+(?!{_NEARLY}\b)[\w'-]+)?)\s*,?\s+(?:(?:who|que|qui|che)\s+)?{_KIN_DIED}"
)
_EX = re.compile(r"\bex-|\bex(?=(?:jef|novi|mari|espos|compan|soci|chef|patr)\w)")


# What a claim says is no more, by a word rather than a tense ("The user used to live in Leeds", "formerly worked at
# Google", "El usuario solía vivir en Leeds", "Der Nutzer wohnte früher in Leeds"), and what says a past or an end in
# its quotes: a simple past (``told_in_the_past``), a former role, or a word of time gone by or of ending.
_SAID_ENDED = re.compile(
    r"\b(?:used\s+to|formerly|previously|solia\w*|antiguamente|anteriormente|autrefois|auparavant"
    r"|fruher|ehemals|vormals)\b"
)
_PAST_SAID = re.compile(
    r"\b(?:used\s+to|formerly|previously|former|ago|until|anymore|any\s+more|no\s+longer|quit|left|stopped|moved|ex"
    r"|once|years?|back\s+then|solia\w*|antes|hace|hasta|ya\s+no|avant|jusqu|fruher|bis|nicht\s+mehr|seit)\b"
)


def said_ended(claim: str, sources: Iterable[str]) -> list[str]:
    """The word by which a claim says what it says is no more (``_SAID_ENDED``: "used to", "formerly", "solía",
    "früher") when no source tells a past or an end of anything (``told_in_the_past``, ``_PAST_SAID``): "The user used
    to live in Leeds" behind "I live in Leeds" says the person left. A claim that says so of a past its quotes tell
    ("I lived in Leeds for years", "I was in Leeds until 2019") is the tense readings'."""
    m = _SAID_ENDED.search(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return []
    texts = [_flat(t) for t in sources]
    if any(told_in_the_past(t) or _PAST_SAID.search(t) for t in texts):
        return []
    return [m.group(0)]


def _kin_or_claim_token(word: str) -> bool:
    """A claim token (``base._is_claim_token``), or a word of one of the person's people (``_KIN``) that is a stop word
    too ("son"), as ``_FORMER`` weighs a role."""
    return word in _KIN or _is_claim_token(word)


def _former(text: str, folded: str) -> list[tuple[int, int]]:
    """The spans of a folded text (read with ``_EX`` applied) that ``_FORMER`` says were: the role, and up to the
    name that follows it within four words when ``text`` (as written) says one there."""
    names = {_flat(n) for n in _names(text)}
    out: list[tuple[int, int]] = []
    for m in _FORMER.finditer(folded):
        if m.group("kin") or m.group("died"):
            out.append(m.span(m.lastgroup or 0))
            continue
        end = m.end("role")
        for w in _WORD.finditer(folded, m.start("more"), m.end("more")):
            if _bare(w.group(0)) in names:
                end = w.end()
                break
        out.append((m.start("role"), end))
    return out


# What keeps an ending verb from having ended anything: a "not", or a failing, trying, wanting or planning, just
# before it ("I didn't quit smoking", "I never quit", "I failed to quit smoking", "I want to stop drinking", "No he
# dejado de fumar", "Não parei de fumar", "Je n'ai pas arrêté de fumer", "Ich habe nicht aufgehört").
_UNDONE = re.compile(
    r"\b(?:not|never|\w+n't|didnt|dont|doesnt|havent|hasnt|wont|cant|cannot|couldnt"
    r"|(?:no|nao|nunca|jamas)(?:\s+(?:he|hemos|ha|tenho|temos|tem))?|pas|jamais|nicht|nie|niemals"
    r"|(?:failed|unable|tried|trying|try|tries|want|wants|wanted|going|plan|planning|planned|need|needs|hope|hoping"
    r"|manage|decided|deciding|thinking\s+about|considering))"
    r"(?:\s+(?:yet|really|actually|ever|fully|completely|totally|quite|to|of))?\s+$"
)


def _undone(text: str, at: int) -> bool:
    """Does ``_UNDONE`` stand just before ``at`` in a folded text?"""
    return _UNDONE.search(text, max(0, at - 40), at) is not None


# The units of a stretch of time ("two terms", "a couple of years", "un año", "zwei Jahre"; its count
# ``words._SPAN_COUNT``), one table: ``_HELD_OUT`` reads a post held for the units a post is counted in
# (``_TERM_UNIT``), ``limits._STRETCH_SPAN`` any.
_TERM_UNIT = r"terms?|years?|seasons?|months?|decades?|mandates?"
_SPAN_UNIT = (
    rf"(?:{_TERM_UNIT}|days?|weeks?|summers?|winters?|semesters?|while|bit|spell"
    r"|dias?|semanas?|mes|meses|anos?|tiempo|temporada|jours?|semaines?|mois|ans|annees?|temps|giorn[oi]|settiman[ae]"
    r"|mes[ei]|ann[oi]|tempo|po'|tag|tage|woche|wochen|monat|monate|jahr|jahre|weile|zeit)"
)


# A post or a state whose holding a later clause of its sentence tells done, in a simple past bounded by a stretch
# ("They elected me mayor in 2010 and I served two terms", "I became mayor and served until 2018", "… and held the post
# for three years", "I got a job at Google and worked there for five years"): a holding told whole in the past is over,
# as "I took up pottery for a month" is (``limits._STRETCH_SPAN``), unlike a perfect or a "since" ("… and I've served
# ever since", "I've served as mayor since 2010"), which run up to now. The holding verb stands bare, before a pronoun,
# "there" or the post's word, "as" the post; then the stretch: a count of terms, years, seasons, "for" one, or "until" a
# time gone ("until 2018", "until last year", "until I retired"; not "until now", "until next year").
_HELD_OUT = re.compile(
    r"\b(?:and|but|then)\s+(?:(?:then|later)\s+)?(?:(?:i|we)\s+)?"
    r"(?:served|held\s+(?:it|that|the\s+(?:post|office|seat|title|position|role|job|chair))|stayed(?:\s+on)?|remained"
    r"|sat\s+on\s+(?:it|them)|(?:worked|lived|played|sang|stayed|was|were)\s+there|led\s+(?:it|them)|ran\s+(?:it|them))"
    r"(?:\s+(?:in\s+office|in\s+the\s+(?:post|role|job|position)|as\s+(?:the\s+|a\s+|an\s+|their\s+|our\s+)?[\w'-]+"
    r"(?:\s+(?!for\b|until\b|till\b)[\w'-]+)?))?"
    rf"\s+(?:(?:for\s+)?{_SPAN_COUNT}\s+(?:(?:full|more|long|whole|consecutive)\s+)?(?:{_TERM_UNIT})"
    r"|(?:until|till|through)\s+(?!now\b|today\b|next\b|this\b|tomorrow\b)(?:(?:19|20)\d\d|last\s+\w+|\d+\s+years?\s+ago"
    r"|(?:i|we)\s+\w+ed|(?:i|we)\s+(?:left|quit|moved|got|took|went|lost)|recently|the\s+end\s+of))\b"
    # (and the other languages' terms served out: "… y serví dos mandatos", "… et j'ai fait deux mandats", "… e ho
    # servito due mandati", "… e cumpri dois mandatos", "… und war zwei Amtszeiten im Amt")
    rf"|\b(?:y|et|e|und)\s+(?:servi|cumpli|ejerci|j'ai\s+(?:fait|servi|accompli|exerce)|ho\s+(?:servito|fatto)"
    rf"|(?:ich\s+)?(?:war|diente|blieb)(?:\s+(?:im\s+amt|dort))?)\s+(?:(?:durante|por|pendant|per|fur)\s+)?{_SPAN_COUNT}"
    r"\s+(?:mandatos?|mandats?|mandati|periodos?|legislaturas?|amtszeiten|amtsperioden)\b"
)
# ... but not one the text goes on to say was conferred on the person again ("…, and I was reelected in 2022", "In 2022
# I was elected again", "fui reelegido", "j'ai été réélu", "ich wurde wiedergewählt", "sono stato rieletto", "fui
# reeleito"): a new term begun is held, as the first was until it was served out. Not one only run for or lost ("…,
# and I ran for reelection", "… lost reelection"), nor another's ("Ana was reelected").
_CONFERRED_AGAIN = re.compile(
    r"\b(?:(?:i|we)\s+(?:was|were|got|have\s+been|'ve\s+been)\s+(?:re-?elected|re-?appointed|(?:elected|appointed)\s+again)"
    r"|re-?elected\s+(?:me|us)|(?:i|we)\s+won\s+(?:re-?election|(?:a|another|my)\s+(?:[\w-]+\s+)?term)"
    r"|fui\s+reelegid[oa]|me\s+reeligieron|(?:j'ai|nous\s+avons)\s+ete\s+reelue?s?|(?:ich|wir)\s+wurden?\s+wiedergewahlt"
    r"|(?:sono|siamo)\s+stat[oaie]\s+riellett[oaie]|fui\s+reeleit[oa])\b"
)
# A post one holds at a time, a later clause says another holds now, the post's word its own ("Last year they named me
# captain, but now Ana is captain", "I became treasurer in 2019; these days my sister is the treasurer", "…, but Ana's
# the captain now", "…, aber jetzt ist Ana Kapitänin", "…, pero ahora Ana es la capitana"), or took over, replaced
# or succeeded the person in ("…, but Ana replaced me as captain", "…, then Ana took over as captain"): the person's
# holding of it ended (``_handed_on``). Not one held by several ("now Ana is a captain too", "Ana and I are captains
# now", "now Ana is a manager": an indefinite, a "too", the person among them), nor another post ("now Ana is
# vice-captain").
_NOW_WORD = (
    r"(?:now|these\s+days|nowadays|today|currently|ahora|hoy|maintenant|desormais|jetzt|inzwischen|ora|adesso|agora)"
)
_BE_WORD = r"(?:is|es|est|ist|e)"
_SHARED = r"(?:too|also|as\s+well|with\s+me|alongside|jointly|tambien|aussi|auch|anche|tambem)"
_POST_OPENS = r"(?:(?:the|our|their|el|la|le|der|die|il|lo|o|a)\s+)?"
_WHO = (
    r"(?:(?!(?:i|we|you|yo|je|ich|io|eu|nous|wir|me|moi|mich|mim|us|and|y|et|und|e|it|that|this|there)\b)[\w'-]+"
    r"(?:\s+(?!(?:is|es|est|ist|e|and|y|et|und)\b)[\w'-]+)?)"
)
_HANDED_ON = re.compile(
    r"(?:\b(?:and|but|so|y|pero|et|mais|und|aber|ma|mas|e)\s+|(?<=[.;!?\n])\s*|^\s*)"
    rf"(?:{_NOW_WORD}\s*,?\s+{_WHO}(?:\s+{_BE_WORD}|(?<='s))\s+{_POST_OPENS}"
    # (a cleft, the holder put first: "but now it's Ana who is captain", "… it's Ana who's the captain", "mais
    # maintenant c'est Ana la capitaine", "… c'est Ana qui est la capitaine")
    rf"|{_NOW_WORD}\s*,?\s+(?:it's|it\s+is|c'est)\s+{_WHO}\s+(?:(?:who's|who\s+is|qui\s+est)\s+)?{_POST_OPENS}"
    rf"|{_NOW_WORD}\s+{_BE_WORD}\s+{_WHO}\s+{_POST_OPENS}"
    rf"|{_WHO}(?:\s+{_BE_WORD}|(?<='s))\s+{_POST_OPENS}(?=[\w'-]+(?:\s+[\w'-]+)?\s+{_NOW_WORD}\b)"
    rf"|{_WHO}\s+(?:(?:then|later|eventually)\s+)?(?:replaced\s+me|succeeded\s+me|took\s+over\s+from\s+me|took\s+over"
    r"|took\s+my\s+place)\s+as\s+" + _POST_OPENS + r")"
    rf"(?P<post>[\w'-]+(?:\s+(?!{_NOW_WORD}\b|{_SHARED}\b)[\w'-]+)?)(?![\w'-])(?!\s+{_SHARED}\b)"
)

# ... and the post named again, with another as who holds it now ("I was made captain, but now the captain is Ana", "…
# but the captain is Ana now", "Me nombraron capitana, pero ahora la capitana es Ana", "… mais maintenant le président,
# c'est Ana", "… ma ora la capitana è Ana", "… mas agora a capitã é a Ana", "… aber die Kapitänin ist jetzt Ana"): the
# post first, its holder after the copula, and a now said (``_handed_on`` asks that the part before says the post).
# Not the person again ("now the captain is me"), nor one shared ("… is Ana too").
_HOLDER = (
    rf"(?:\s+{_BE_WORD}\s*,?|\s*,?\s*c'est)\s+(?!(?:me|moi|mich|mi|mim|still|again|also)\b)"
    rf"(?![^.,;!?]{{0,40}}\b{_SHARED}\b){_WHO}(?![\w'-])"
)
_POST_NAMED = rf"{_POST_OPENS}(?P<post>[\w'-]+(?:\s+(?!{_BE_WORD}\b|{_NOW_WORD}\b|c'est\b)[\w'-]+)?)"
_NAMED_AGAIN = re.compile(
    r"(?:\b(?:and|but|so|y|pero|et|mais|und|aber|ma|mas|e)\s+|(?<=[.;!?\n])\s*|^\s*)"
    # (the now before the post, after it, after the copula or last: ``now`` tells whether it came first)
    rf"(?P<now>{_NOW_WORD}\s*,?\s+)?{_POST_NAMED}(?:\s+{_NOW_WORD}{_HOLDER}"
    rf"|\s+{_BE_WORD}\s+{_NOW_WORD}\s+(?![^.,;!?]{{0,40}}\b{_SHARED}\b){_WHO}(?![\w'-])"
    rf"|{_HOLDER}(?(now)|\s+{_NOW_WORD}\b))"
)


# ... and the same post said by a word that stands for any ("now Ana has the job", "these days Ana holds the post", "Ana
# has my old role now"), or taken over with no post said ("…, but then Ana took over", "Ana replaced me in May"), or by
# the other languages' pronoun of it or their word for a post ("pero ahora lo es Ana", "ahora Ana tiene el puesto",
# "Ana me reemplazó", "maintenant c'est Ana qui a le poste", "Ana m'a remplacé", "jetzt hat Ana den Posten", "Ana hat
# übernommen", "ora lo è Ana", "Ana mi ha sostituito", "agora a Ana tem o cargo", "a Ana me substituiu"): another holds
# what the person held, whatever it was. Not one shared ("now Ana has a job too"), nor another's thing ("now Ana has
# the job she wanted": the noun ends its clause).
_POST_NOUN = (
    r"(?:job|role|position|post|title|spot|seat|office|gig|puesto|cargo|trabajo|poste|boulot|travail|posten|stelle"
    r"|amt|rolle|posto|ruolo|incarico|lavoro|emprego|funcao)"
)
# ... what a charge of the whole is run by, or one stands in ("runs the team", "is in charge", "dirige l'équipe", "está
# al mando", "è al comando", "está no comando"): a post held, not a thing's care ("in charge of the kit").
_CHARGE_OF = (
    r"(?:team|squad|club|group|crew|unit|department|office|show|band|choir|equipo|equipe|groupe|mannschaft|squadra"
    r"|gruppo)"
)
_IN_CHARGE = (
    r"(?:(?:runs|leads|heads|manages|captains|coaches|(?:is\s+)?(?:running|leading|heading|managing))"
    r"\s+(?:(?:the|our|my)\s+" + _CHARGE_OF + r"|it|things|the\s+show)"
    r"|(?:is|'s)\s+in\s+charge|(?:esta|e)\s+(?:al\s+mando|a\s+cargo|al\s+comando|no\s+comando)"
    r"|(?:qui\s+)?(?:dirige|mene|commande)|est\s+aux\s+commandes|(?:dirige|lidera|guida|comanda|chefia)\s+"
    r"(?:el|la|le|l'|il|lo|o|a)\s*"
    + _CHARGE_OF
    # (or wears the post's token: "but Ana wears the armband now", "now Ana has the armband", "ahora Ana lleva el
    # brazalete", "maintenant c'est Ana qui porte le brassard", "jetzt trägt Ana die Binde", "ora Ana porta la fascia",
    # "agora a Ana usa a braçadeira"; the person's own is no other's: "I wear the armband proudly")
    + r"|(?:qui\s+)?(?:wears|is\s+wearing|'s\s+wearing|has|holds|carries|lleva|porta|porte|tragt|usa|veste)"
    r"\s+(?:the|el|la|le|die|den|a|o)\s+(?:captain's\s+)?(?:armband|brazalete|brassard|binde|kapitansbinde|fascia"
    r"|bracadeira))"
)
_TOOK_OVER_END = r"(?=\s*(?:[.,;!?]|$)|\s+(?:in|on|at|from|after|last|this|when|since|now|later|two|three|\d+)\b)"
_HANDED_ON_HELD = re.compile(
    r"(?:\b(?:and|but|so|y|pero|et|mais|und|aber|ma|mas|e)\s+|(?<=[.;!?\n])\s*|^\s*)"
    rf"(?:(?:{_NOW_WORD}\s*,?\s+)?{_WHO}\s+(?:has|holds|'s\s+got|has\s+got|tiene|ocupa|a|occupe|hat|ha|tem|ocupa)\s+"
    rf"(?:the|my|that|el|mi|ese|le|mon|ce|den|die|das|meinen|meine|il|mio|o|meu)\s+(?:old\s+|former\s+)?"
    rf"{_POST_NOUN}(?:\s+{_NOW_WORD})?(?=\s*(?:[.,;!?]|$))"
    rf"|{_NOW_WORD}\s+(?:hat|tiene|tem|ha|a)\s+{_WHO}\s+(?:den|die|das|el|o|a|il|le)\s+{_POST_NOUN}(?=\s*(?:[.,;!?]|$))"
    rf"|{_NOW_WORD}\s*,?\s+(?:lo\s+es|lo\s+e|o\s+e|c'est|e|ist\s+es)\s+{_WHO}(?=\s*(?:[.,;!?]|$)|\s+qui\b)"
    rf"|{_WHO}\s+(?:(?:then|later|eventually|soon|has\s+since|luego|despues|ensuite|puis|dann|spater|poi|depois)\s+)?"
    r"(?:took\s+over|has\s+taken\s+over|replaced\s+me|succeeded\s+me|took\s+my\s+place|took\s+my\s+(?:job|role"
    r"|position|post|spot|seat)"
    # (a post's token or its command taken: "Ana took the armband in May", "… took the reins", "… took charge")
    r"|took\s+(?:over\s+)?(?:the\s+(?:armband|reins|helm)|charge|command)(?!\s+of\b)"
    # (or was given it: "Ana got the job in May", "… was given the post")
    r"|(?:got|was\s+given|was\s+handed)\s+(?:the|my)\s+(?:job|role|position|post|title|spot|seat|armband)"
    r"|me\s+(?:reemplazo|sustituyo|relevo|substituiu)|m'a\s+remplacee?|a\s+pris\s+le\s+relais"
    r"|hat\s+(?:mich\s+ersetzt|ubernommen)|mi\s+ha\s+sostituit[oa]|(?:tomo|tomou)\s+el\s+relevo)"
    rf"{_TOOK_OVER_END}"
    # (another in charge now: "but Ana's in charge now", "these days Ana runs the team", "ahora Ana está al mando",
    # "maintenant c'est Ana qui dirige", "jetzt leitet Ana das Team", "ora Ana è al comando", "agora a Ana está no
    # comando"; the now said, and the charge of the whole, not of a thing: "Ana's in charge of the kit" keeps the post)
    rf"|(?P<charge>{_NOW_WORD}\s*,?\s+(?:c'est\s+)?{_WHO}\s+{_IN_CHARGE}"
    rf"|{_WHO}(?:\s+is|'s)\s+in\s+charge\s+{_NOW_WORD}{_TOOK_OVER_END}"
    rf"|{_WHO}\s+{_IN_CHARGE}\s+{_NOW_WORD}{_TOOK_OVER_END}"
    rf"|{_NOW_WORD}\s+(?:leitet|fuhrt)\s+{_WHO}\s+(?:das|die|den)\s+{_CHARGE_OF}"
    rf"|{_NOW_WORD}\s+tragt\s+{_WHO}\s+die\s+(?:kapitans)?binde)"
    # (the post gone to another: "the job went to Ana in May", "el puesto pasó a Ana", "le poste est allé à Ana", "der
    # Posten ging an Ana", "il posto è andato ad Ana", "o cargo passou para a Ana")
    # (not the old one a new post left: "I was promoted to manager, and my old job went to Ana")
    rf"|(?:the|my|that|el|mi|le|mon|der|mein|il|mio|o|meu)\s+{_POST_NOUN}\s+(?:then\s+)?(?:went|passed|was\s+given"
    r"|was\s+handed|paso|fue|est\s+allee?|est\s+passee?|a\s+ete\s+donnee?|ging|e\s+andat[oa]|e\s+passat[oa]|passou|foi)"
    rf"\s+(?:on\s+|over\s+)?(?:to|a|al|para|an|ad)\s+{_WHO}{_TOOK_OVER_END}"
    # (or handed on by the person: "I handed it over to Ana", "I passed the job on to Ana", "se lo pasé a Ana", "je
    # l'ai passé à Ana", "ich habe es an Ana übergeben", "l'ho passato ad Ana", "passei o cargo para a Ana")
    rf"|(?:(?:i|we)\s+(?:then\s+|later\s+)?(?:handed|passed|gave)\s+(?:it|that|the\s+{_POST_NOUN}|my\s+{_POST_NOUN})"
    r"\s+(?:over|on)|(?:i|we)\s+(?:then\s+|later\s+)?(?:handed|passed)\s+(?:it\s+)?(?:over|on)"
    r"|se\s+lo\s+(?:pase|cedi|di)|le\s+cedi\s+el\s+puesto|je\s+l'ai\s+(?:passee?|cedee?|transmise?)"
    r"|(?:ich|wir)\s+(?:habe|haben)\s+(?:es|ihn|sie|den\s+posten|das\s+amt)\s+an|l'ho\s+(?:passat[oa]|cedut[oa])"
    r"|passei\s+(?:o|a)\s+(?:cargo|posto|funcao))"
    rf"\s+(?:to|a|al|an|ad|para)\s+{_WHO}(?:\s+(?:ubergeben|abgegeben|weitergegeben))?{_TOOK_OVER_END})"
)


def _handed_on(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that a later clause hands on to another (``_HANDED_ON``): from the opening of its
    sentence (of the sentence before, when it opens its own) to where that clause starts, and the post's word in it,
    when the part before says the same post (its last word, ``words._words_match``): what the person held, and what
    another now holds."""
    out: list[tuple[int, int]] = []
    for m in (*_HANDED_ON.finditer(text), *_NAMED_AGAIN.finditer(text)):
        opening = _told_before(text, m.start())  # ("… Now Ana is captain.": the sentence before)
        heads = [w for w in _WORD.finditer(text, m.start("post"), m.end("post")) if w.group(0) not in _STOP]
        before = _WORD.findall(text[opening : m.start()])
        # the post's head, its last word ("team lead": the lead, not the team), one the part before says
        if heads and any(_words_match(heads[-1].group(0), b) for b in before):
            out += [(opening, m.start()), heads[-1].span()]
    # (a post said by a word for any, or taken over: what the part before said the person held, ``_HANDED_ON_HELD``)
    # (a charge another has now ends only a post the part before tells conferred in a past: "I was made captain, but
    # these days Ana runs the team"; not "I'm the captain, and these days Ana runs the team", a coach beside a captain)
    out += [
        (opening, m.start())
        for m in _HANDED_ON_HELD.finditer(text)
        for opening in (_told_before(text, m.start()),)
        if not m.group("charge") or _tells_a_past(text[opening : m.end()])
    ]
    return out


# A title held for the period it names ("employee of the month", "player of the year", "man of the match", "empleado
# del mes", "employé du mois", "Mitarbeiter des Monats", "giocatore dell'anno", "funcionário do mês"), said in a
# sentence dated in a past (a year, "last year", "two years ago"; not "since 2019"): it was held for that period, not
# since (``_period_held``). A claim of it now ("The user is employee of the month" behind "They named me employee of
# the month in 2019") is one of a period over; "… was employee of the month in 2019" says the past itself.
_PERIOD_TITLE = re.compile(
    # (the title conferred, won or become: "named me", "was voted", "won", "became", "me nombraron", "on m'a nommé",
    # "zum … gewählt"; not "the highlight of the year", "the end of the month")
    r"\b(?:named|voted|elected|chosen|crowned|picked|made|became|become|won|awarded|nombrad[oa]|nombraron|elegid[oa]"
    r"|eligieron|nommee?|elue?|zum|zur|nominat[oa]|elett[oa]|eleit[oa]|nomead[oa]|nomearam)"
    r"\s+(?:(?:me|us|the|el|la|le|il|o|a)\s+)?(?P<title>(?:[\w'-]+\s+)?[\w'-]+\s+(?:of\s+the\s+(?:day|week|month|year|season|decade|match|game|tournament)"
    r"|(?:del|de\s+la)\s+(?:dia|semana|mes|ano|temporada|partido)|(?:du|de\s+la|de\s+l')\s*(?:jour|semaine|mois|annee"
    r"|saison|match)|(?:des|der)\s+(?:tages|woche|monats|jahres|saison|spiels)|(?:del|della|dell')\s*(?:giorno|settimana"
    r"|mese|anno|stagione|partita)|(?:do|da)\s+(?:dia|semana|mes|ano|temporada|partida|jogo)))\b"
)
_PERIOD_PAST = re.compile(
    r"\b(?<!since\s)(?<!desde\s)(?<!depuis\s)(?<!seit\s)(?<!dal\s)(?:(?:in|en|im|nel|em)\s+)?(?:19|20)\d\d\b"
    rf"|\b(?:last\s+(?:year|season)|{_SPAN_COUNT}\s+years?\s+ago"
    r"|el\s+ano\s+pasado|hace\s+\w+\s+anos?|l'annee\s+derniere|l'an\s+dernier|il\s+y\s+a\s+\w+\s+ans|letztes\s+jahr"
    r"|vor\s+\w+\s+jahren|l'anno\s+scorso|\w+\s+anni\s+fa|o\s+ano\s+passado|ha\s+\w+\s+anos)\b"
)


def _period_held(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that name a title held for its period (``_PERIOD_TITLE``) in a sentence dated in a
    past (``_PERIOD_PAST``)."""
    return [
        m.span("title")
        for sentence in re.finditer(r"[^.;!?\n]+", text)
        if _PERIOD_PAST.search(sentence.group(0))
        for m in _PERIOD_TITLE.finditer(text, sentence.start(), sentence.end())
    ]


# A bare gerund's doing ("Smoking is over", "Drinking coffee is over for me"), not a noun in "-ing" of a thing or an
# event ("Spring is over", "The wedding is over": after no article, still no doing); and the people whose being
# over is a visit, not an end ("My parents were over", "The kids are over", "Friends were over last night").
_GERUND = re.compile(
    r"\s*(?!(?:morning|evening|spring|thing|wedding|meeting|building|ceiling|king|ring|string|wing"
    r"|sibling|darling|pudding|briefing|hearing|screening|gathering|outing|offering|opening"
    r"|ending|beginning|setting|training|recording|booking)\b)\w{3,}ing\b"
)
# ... and German's doing said as a noun, its infinitive after "das" ("Das Klettern ist vorbei", "Das Rauchen ist zu
# Ende": the doing itself, as a bare gerund is), not an event or a thing so named ("Das Treffen ist vorbei", "Das
# Essen", "Das Rennen", "Das Wochenende").
_GERUND_DE = re.compile(
    r"\s*das\s+(?!(?:treffen|essen|abendessen|mittagessen|rennen|leben|spiel|wochenende|konzert|verfahren|examen"
    r"|zeichen|wetter|fenster|zimmer|madchen|kissen|wissen|vertrauen)\b)[^\W\d_]{3,}(?:en|rn|ln)\s*"
)
_VISITORS = _HUMAN_KIN | _wordset(
    """they we you people folks guests visitors relatives in-laws ellos ellas nosotros invitados ils nous invites
    sie wir gaste leute loro noi ospiti eles nos convidados gente"""
)


def _over_ended(m: re.Match[str]) -> bool:
    """Does an ``_ENDED_OVER`` match say a thing the person did or had is over: a past ("a thing of the past"), a span
    of time (``_ERA``), or many of a thing, a bare gerund (``_GERUND``) or anything over for the person — not people
    (``_VISITORS``)."""
    thing = m.group("object")
    if m.group("past") or _ERA.search(thing):
        return True
    words = _WORD.findall(thing)
    if not words or words[-1] in _VISITORS:
        return False
    return bool(
        m.group("many") or m.group("mine") or m.group("mine_de") or _GERUND.match(thing) or _GERUND_DE.fullmatch(thing)
    )


def _ended_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text (read with ``_EX`` applied) that a verb says ended or were only tried
    (``_ENDED_AFTER``, ``_MOVED_OFF``, ``_ENDED_BEFORE``, ``_ENDED_DURCH``, ``_ENDED_BEI``, ``_ended_later``)."""
    spans = [
        m.span("object") for rx in (_ENDED_AFTER, _MOVED_OFF, _ENDED_BEI, _PARTED_AROUND) for m in rx.finditer(text)
    ]
    spans += [m.span("pet") for m in _PUT_DOWN_AT.finditer(text) if m.group("pet")]
    spans += [m.span("object") for rx in (_ENDED_BEFORE, _ENDED_DURCH) for m in _by_clause(rx, text)]
    over = (m for m in _by_clause(_ENDED_OVER, text) if _over_ended(m))
    spans += [m.span("object") for m in (*over, *_OVER_FIRST.finditer(text), *_OVER_AFTER.finditer(text))]
    spans += [m.span("object") if m.group("object") else m.span("mit") for m in _OVER_ENOUGH.finditer(text)]
    spans += [m.span("object") for m in _OVER_DONE.finditer(text) if not _FOR_THE_DAY.search(m.group("object"))]
    return spans + _ended_later(text) + _period_held(text)


# The person as who ended it: "I" or "we" at most two words before the ending verb ("I quit", "we finally dropped",
# "I have completely given up", "J'ai arrêté de", "Ich habe aufgehört", "Eu parei de"; not "My brother quit", "I
# think he quit"), or a Spanish or Portuguese verb whose ending says its first person ("Dejé de", "He dejado de",
# "Deixei de", "Paramos de"; not "dejó de", which folds to the first person's present "dejo").
_OWN_SUBJECT = re.compile(r"\b(?:i|we|i've|we've|ive|weve|yo|nosotros|eu|j'ai|je|nous|ich|wir)(?:\s+[\w']+){0,2}\s+$")
_OWN_FORM = re.compile(
    r"(?:deje|dejamos|deixei|deixamos|parei|paramos|abandone|abandonamos|abandonei|reemplace|reemplazamos|sustituimos"
    r"|substituimos|descarte|descartamos|descartei|retiramos)\b"
    r"|(?<=\bhe\s)(?:dejado|parado)\b|(?<=\bhemos\s)(?:dejado|parado)\b|(?<=\btenho\s)(?:deixado|parado)\b"
    r"|(?<=\btemos\s)(?:deixado|parado)\b"
    rf"|(?:{_PARTED_ABROAD})\b"  # ("Vendí", "Regalé", "Doei", "He vendido", "Ho venduto": ``_PARTED_ABROAD``)
)


# The German perfect of ending with its thing before the verb, the person its subject ("Ich habe mit dem Rauchen
# aufgehört", "Wir haben letztes Jahr mit Jenkins aufgehört"): the thing, a few words at most, with no "not" between.
_ENDED_MIT = re.compile(
    r"\b(?:ich|wir)\s+(?:habe|haben|hab)(?:\s+(?!nicht\b|nie\b|kaum\b)[\w']+){0,4}?\s+mit\s+"
    r"(?P<object>(?:[\w']+\s+){0,4}?)aufgehort\b"
)
# ... and a job the person was put out of, its employer after "bei" or "von" before the participle ("Ich wurde bei
# Google entlassen", "Bei Google bin ich entlassen worden", "Mir wurde bei Google gekündigt", "Ich bin von Acme
# gefeuert worden"): the employer, up to the words of tense and time between it and the verb.
_ENDED_BEI = re.compile(
    r"\b(?:bei|von)\s+(?P<object>[^.,;!?]{1,40}?)\s+(?:(?:bin|ist|sind|wurde|wurden|war|waren|hat|haben|habe|ich|wir"
    r"|mir|mich|uns|gerade|jetzt|letztes|letzten|letzte|jahr|monat|woche|im|vor|einem|einer|zwei|drei)\s+)*"
    r"(?:entlassen|gekundigt|gefeuert|rausgeworfen|rausgeflogen|freigestellt)\b"
)


def _own_ended_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that the person says they ended (``_OWN_SUBJECT`` before an ending verb of
    ``_ENDED_AFTER`` or ``_MOVED_OFF``, not what was only tried nor what ``_UNDONE`` holds back; the German "mit …
    aufgehört", ``_ENDED_MIT``), or that a passive ends of a thing of theirs (``_ENDED_BEFORE`` after "my", "our":
    "My flight was cancelled")."""
    verbs = [*(m for m in _ENDED_AFTER.finditer(text) if m.group("tried") is None), *_MOVED_OFF.finditer(text)]
    spans = [
        m.span("object")
        for m in verbs
        if not _undone(text, m.start())
        and (_OWN_SUBJECT.search(text, max(0, m.start() - 40), m.start()) or _OWN_FORM.match(text, m.start()))
    ]
    spans += [m.span("object") for m in _ENDED_MIT.finditer(text)]
    for m in _by_clause(_ENDED_BEFORE, text):
        first = _WORD.search(text, m.start("object"), m.end("object"))
        if first is not None and first.group(0) in _MY | _OUR:
            spans.append(m.span("object"))
    return spans


def _kept_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that an ending verb would end but a "not", a failing or a wish holds back
    (``_UNDONE``: "I didn't quit smoking", "I failed to quit smoking"): what still holds."""
    verbs = [*(m for m in _ENDED_AFTER.finditer(text) if m.group("tried") is None), *_MOVED_OFF.finditer(text)]
    return [m.span("object") for m in verbs if _undone(text, m.start())]


def _called_off_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that a verb says were called off (``_ENDED_AFTER``'s and ``_ENDED_BEFORE``'s
    ``off``: "They cancelled my flight to Tokyo", "The trip was called off"): what did not happen."""
    after = [m.span("object") for m in _ENDED_AFTER.finditer(text) if m.group("off") is not None]
    return after + [m.span("object") for m in _by_clause(_ENDED_BEFORE, text) if m.group("off") is not None]


def _aim_said(m: re.Match[str], claim: str) -> bool:
    """The folded ``claim`` says the aim ``m`` (``_FAILED_TO``'s) as an aim: its verb after a "to" of purpose ("The
    user joined a church to feel closer to a community" of "I wanted to feel closer to a community", "… dyed his hair
    to stand out" of "I wanted to stand out"), where "The user felt closer …" would say it reached."""
    verb = re.match(r"\s*([\w']+)", m.group("object") or "") if m.group("aim") else None
    return verb is not None and re.search(rf"\bto\s+{re.escape(verb.group(1))}\b", claim) is not None


# Where the sentence goes on after an aim's object by an "and" (``_aim_done``), up to where its clause stops, and what
# after the aim's verb done there says it was done to what was aimed at ("… and called her", "… and learned it").
_AND_THEN = re.compile(r"\s*,?\s+and\s+(?P<then>[^.,;:!?]*)")
_DONE_OBJECT = _wordset("it them her him us that this so out")


def _aim_done(m: re.Match[str], text: str) -> bool:
    """The aim ``m`` (``_FAILED_TO``'s) its folded sentence ``text`` goes on to say was done by its own verb, in a
    past or an "-ing" form, after an "and" and with no "not" ("I offered to help Ana move and spent Saturday helping
    her", "I meant to call my mom and called her on Sunday", "I wanted to learn piano and learned it in a year"): what
    was aimed at is done, when the verb's object is a pronoun or a word of the aim's own. Not "… and then refused to
    help" (a bare form), "… and never called" (a "not"), "… and learned guitar" (another object), nor "… and spent
    Saturday carrying boxes" (another verb: whether the carrying was the helping is not for a machine to tell)."""
    verb = re.match(r"\s*([\w']+)", m.group("object") or "") if m.group("aim") else None
    then = _AND_THEN.match(text, m.end())
    if verb is None or then is None or _is_negative(then.group("then")):
        return False
    base, aimed = verb.group(1), [w for w in _WORD.findall(m.group("object"))[1:] if w not in _STOP]
    words = _WORD.findall(then.group("then"))
    return "instead" not in words and any(
        (_past_of(w, base) or (w.endswith("ing") and w in _present_forms(base)))
        and (k + 1 == len(words) or words[k + 1] in _DONE_OBJECT or words[k + 1] in aimed)
        for k, w in enumerate(words)
    )


# A thing of the person's that another bought or took over from them ("The dealer bought my old car", "A collector
# bought my guitar", "Ana bought my old bike", "El concesionario compró mi coche viejo", "Le concessionnaire a acheté
# ma vieille voiture", "Der Händler hat mein altes Auto gekauft", "Il concessionario ha comprato la mia vecchia
# macchina", "A concessionária comprou o meu carro velho"): sold, as "I sold my old car" says — a buying is the
# buyer's having begun (``words._CHANGE``), and the seller's ended. The buyer the word before the verb, none of the
# person's ("I", "we", "my brother", "my parents": "My parents bought my first car" is a gift, and kin are
# ``subject``'s; ``_bought_off``), and not what is bought for the person ("… bought my ticket", "… my lunch", "… for
# me"), nor a story believed ("nobody bought my excuse"). Read only behind a claim of having (``base._HAVING``: "The
# user has a car"): a work of the person's bought ("People bought my paintings") is still theirs to have made. What
# the sentence goes on to get again ("… and I got a new one", ``_ONE_AGAIN``) is had still.
_PAID_FOR = (
    r"(?:tickets?|flights?|fares?|lunch|dinner|breakfast|brunch|meals?|drinks?|coffees?|beers?|groceries|food|round"
    r"|gifts?|presents?|story|excuses?|lies?|pitch|idea|explanation)"
)
_NOT_BUYER = (
    r"(?<!\bmy\s)(?<!\bour\s)(?<!\bmi\s)(?<!\bmon\s)(?<!\bma\s)(?<!\bmein\s)(?<!\bmeine\s)(?<!\bmio\s)"
    r"(?<!\bmia\s)(?<!\bmeu\s)(?<!\bminha\s)"
    r"(?!(?:i|we|you|me|us|yo|je|ich|wir|io|eu|nous|and|but|so|then|who|that|which|y|et|und|e|ma|mas|pero|mais|aber)"
    r"\b)(?P<buyer>[\w'-]+)"
)
_BOUGHT_OFF = re.compile(
    rf"\b{_NOT_BUYER}\s+(?:(?:finally|just|eventually|already|quickly|happily|then)\s+)?"
    r"(?:(?:bought|purchased|snapped\s+up|bought\s+up|took\s+over)\s+"
    r"(?P<object>(?:my|our)(?:\s+(?!(?:for|to|from|at|in|on|off|with|and|but|so|then|last|yesterday|today|this|when"
    r"|after|because|before|while)\b)[\w'-]+){1,3})(?!\s+(?:for|to)\s+(?:me|us)\b)"
    # (the other languages: "compró mi coche", "a acheté ma voiture", "ha comprato la mia macchina", "comprou o meu
    # carro", "hat mein Auto gekauft", "kaufte mein Auto")
    r"|(?:compro|adquirio|(?:a|ont)\s+achete|ha\s+comprato|hanno\s+comprato|comprou|compraram|kaufte|kauften)\s+"
    r"(?P<object_ab>(?:(?:la|il|le|i|o|a|os|as)\s+)?(?:mis?|nuestr[oa]s?|ma|mon|mes|notre|nos|mi[oa]|miei|mie"
    r"|nostr[oaie]|meus?|minhas?|noss[oa]s?|mein|meine|meinen|unser|unsere|unseren)(?:\s+[\w'-]+){1,3}?)"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:y|et|und|e|pero|mais|aber|ma|mas|por|pour|fur|per|para|hace|il|vor|ha|en|im|nel|no)\b)"
    r"|(?:hat|haben)\s+(?P<object_de>(?:mein|meine|meinen|unser|unsere|unseren)(?:\s+[\w'-]+){1,3}?)\s+gekauft)\b"
)
_PAID_FOR_AT = re.compile(rf"\b{_PAID_FOR}$")


_ONE_OF = _wordset("a an the one un une uno una el la le der die ein eine einen il um uma o")


def _bought_off(text: str) -> list[tuple[int, int]]:
    """The spans of a folded text that another bought off the person (``_BOUGHT_OFF``): their thing, sold — not by one
    of the person's people said bare ("Dad bought my first car": a gift), only one said by an article ("a neighbour",
    "un voisin")."""
    out: list[tuple[int, int]] = []
    for m in _BOUGHT_OFF.finditer(text):
        before = _WORD.findall(text, max(0, m.start() - 12), m.start())
        if m.group("buyer") in _KIN and not (before and before[-1] in _ONE_OF):
            continue
        out += [
            m.span(g)
            for g in ("object", "object_ab", "object_de")
            if m.group(g) and not _PAID_FOR_AT.search(m.group(g))
        ]
    return out


# A thing parted with that the sentence goes on to say was got again, "one" standing for its kind ("I sold my old car
# and bought a new one", "Vendí mi coche viejo y compré uno nuevo", "J'ai vendu ma voiture et j'en ai acheté une
# neuve", "Ho venduto la macchina e ne ho comprata una nuova", "Vendi o carro e comprei um novo", "… und ein neues
# gekauft", "… and got another"), in the clause that follows it: the kind is had still; only its age, which the new
# one's is set against, ended.
_ONE_AGAIN = re.compile(
    # (the German participle after its thing first: "Ich habe mein altes Auto verkauft und ein neues gekauft")
    r"(?:\s+(?:verkauft|verschenkt|weggegeben))?"
    r"\s*,?\s*(?:(?:and|y|e|et|und|then|luego|puis|poi|depois|dann|so|also|alors|donc|quindi|asi\s+que|entao)\s+)+"
    r"(?:(?:i|we|yo|eu|j'|nous|io|ich|wir)\s*)?"
    r"(?:(?:bought|got|purchased|ordered)\s+(?:(?:myself|me|us)\s+)?(?:(?:a|an)\s+(?:[\w'-]+\s+){0,2}?one|another)"
    r"|(?:(?:me|nos)\s+)?(?:compre|compramos|consegui)\s+(?:otr[oa]|un[oa]\s+(?:nuev[oa]|mejor|usad[oa]))"
    r"|(?:comprei|compramos)\s+(?:outr[oa]|uma?\s+(?:nov[oa]|melhor|usad[oa]))"
    r"|en\s+(?:ai|avons)\s+achete\w*\s+(?:une?\s+(?:autre|neuve?|neuf|nouvel(?:le)?)|une?\s+\w+\s+(?:neuve?|neuf))"
    r"|ne\s+(?:ho|abbiamo)\s+comprat[oaie]\s+(?:un'?\s*altr[oa]|un[oa]?\s+nuov[oa])"
    r"|(?:ein|eine|einen)\s+(?:neue[sn]?|andere[sn]?)\s+gekauft|kaufte\s+(?:mir\s+|uns\s+)?(?:ein|eine|einen)\s+neue)\b"
)
# ... the age set against the new one's ("old", "viejo", "vieille", "vecchio", "velho", "alt")
_AGED = _wordset(
    """old older former previous viejo vieja viejos viejas antiguo antigua anterior vieux vieil vieille ancien
    ancienne vecchio vecchia vecchi vecchie velho velha antigo antiga alt alte alten altes alter"""
)


# A thing of the person's that gave out by itself ("My old laptop died", "My phone broke", "Mi portátil se murió",
# "Mon ordinateur est tombé en panne", "Mein Laptop ist kaputtgegangen"): parted with as a thing sold is, for
# ``got_again`` — what a sentence goes on to say was got again ("… so I bought a new one") is had still.
_GAVE_OUT = re.compile(
    r"\b(?P<object>(?:my|our|mi|mis|nuestr[oa]|mon|ma|mes|notre|mein|meine|unser|unsere|il\s+mio|la\s+mia|o\s+meu"
    r"|a\s+minha)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?:finally\s+)?(?:died|broke(?:\s+down)?|gave\s+out|conked\s+out"
    r"|crashed|froze|went\s+(?:dead|flat)|ran\s+out\s+of\s+(?:battery|charge|power)|stopped\s+working|se\s+(?:murio|rompio|estropeo)|est\s+(?:mort|tombee?\s+en\s+panne)|s'est\s+casse\w*"
    r"|(?:ist|sind)\s+kaputt(?:gegangen)?|si\s+e\s+rott[oa]|e\s+mort[oa]|morreu|quebrou)\b"
)
# The German perfect of a parting, its thing before the participle ("Ich habe mein altes Auto verkauft", "Wir haben
# unser Sofa verschenkt"): the thing, for ``got_again`` (the tense reading has the past of it).
_PARTED_DE = re.compile(
    r"\b(?:ich|wir)\s+(?:habe|haben|hab)\s+(?P<object>(?:mein|meine|meinen|unser|unsere|unseren)\s+(?:[\w'-]+\s+){0,2}?"
    r"[\w'-]+)(?=\s+(?:verkauft|verschenkt|weggegeben)\b)"
)


# ... or what a sentence goes on to say the person brought back to life, the same one by a pronoun ("My phone died so I
# charged it", "My laptop crashed, so I restarted it", "My car broke down and I had it fixed", "… so we got it
# repaired"): a thing that gave out for a while and works again is had still — "My phone died" alone, or "… so I threw
# it away" (``_ENDED_LATER``), is no revival.
_BACK_AGAIN = re.compile(
    # (a few words of its setting between: "My tablet froze during the flight, so I rebooted it")
    r"(?:\s+(?!(?:and|then|so|but)\b)[\w'-]+){0,6}?\s*,?\s*(?:(?:and|then|so|but)\s+){1,2}(?:(?:i|we)\s+)?(?:(?:just|quickly|finally|simply)\s+)?"
    r"(?:(?:(?:re)?charged|restarted|rebooted|reset|fixed|repaired|revived|jump-?started|plugged)\s+(?:it|him|her)"
    r"|(?:had|got)\s+(?:it|him|her)\s+(?:fixed|repaired|serviced|looked\s+at))\b"
)


def got_again(folded: str) -> list[str]:
    """The words of each thing a folded text says was parted with and got again (``_ONE_AGAIN``: "I sold my old car
    and bought a new one"; one that gave out, ``_GAVE_OUT``: "My old laptop died so I bought a new one"; a German
    perfect's, ``_PARTED_DE``), its age (``_AGED``) left out: the kind is had now, as ``ended`` reads it, and no past
    of it either (``tense.dated``: "The user has a car"); and of each that gave out and was brought back to life, age
    and all (``_BACK_AGAIN``: "My phone died so I charged it")."""
    spans = [(a, b, b) for a, b in _ended_spans(folded)]
    spans += [(*m.span("object"), m.end()) for rx in (_GAVE_OUT, _PARTED_DE) for m in rx.finditer(folded)]
    revived = [(*m.span("object"), m.end()) for m in _GAVE_OUT.finditer(folded)]
    return [
        w
        for a, b, then in spans
        if _ONE_AGAIN.match(folded, then)
        for w in _WORD.findall(folded[a:b])
        if w not in _AGED
    ] + [w for a, b, then in revived if _BACK_AGAIN.match(folded, then) for w in _WORD.findall(folded[a:b])]


# A claim's word that a thing of the person's is new ("The user has a new phone", "… a brand-new car", "… tiene un
# teléfono nuevo", "… a un nouveau téléphone", "… hat ein neues Handy", "… ha un telefono nuovo", "… tem um telefone
# novo"); not one new to a thing, a beginner ("The user is new to Python"), nor the Portuguese "de novo", again.
_NEW = _wordset(
    """new brand-new nuevo nueva nuevos nuevas nouveau nouvel nouvelle nouveaux nouvelles neuf neuve neufs neuves neu
    neue neuer neues neuen nuovo nuova nuovi nuove novo nova novos novas"""
)
_NEW_TO = _wordset("to at in here around de con en dans a zu da")
# ... and what says a thing new or come by in its quotes: a word of newness or of a first time, or of a getting
# (``words._CHANGE``'s buying, adopting, switching, starting; got, received, won, given, ordered, inherited; a thing
# tried, met or found: "I tried a recipe", "I met a friend at the gym"; "compré", "j'ai acheté", "gekauft",
# "bekommen", "ho comprato", "ricevuto", "comprei", "ganhei")
_NEW_SAID = _NEW | _wordset("brand latest replacement another upgraded upgrade fresh recently newest first never")
_GOT = _CHANGE | _wordset(
    "get receive win give order inherit find rent lease build make take gift try discover explore learn meet visit"
)
_GOT_FORMS = _wordset("got gotten given gifted received ordered won inherited")
_GOT_ABROAD = re.compile(
    r"compr\w+|achet\w+|gekauft|kaufte\w*|bekommen|bekam\w*|gekriegt|erhalten|adopt\w+|ricevut\w*|receb\w+"
    r"|recib\w+|regal\w+|offert\w*|geschenkt|ganhe\w*|consegu\w+|trouve\w*|encontr\w+|ordin\w+|pedi\w*"
)


def made_new(claim: str, sources: Iterable[str]) -> list[str]:
    """The word by which a claim says a thing of the person's is new (``_NEW``: "The user has a new phone") when its
    sources hold the thing (a content word beside the new word, two words either side: "phone", "telefono") but say
    neither a newness nor any getting (``_NEW_SAID``, ``_GOT``, ``_GOT_ABROAD``): "My phone died so I charged it", "I
    love my phone", "I walk my dog every day" say a thing the person had, the same one revived or kept, no new one.
    A getting said anywhere is left to the other readings: "I bought a phone", "I got a puppy last week", "I changed
    jobs" back a new one as a paraphrase does."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    # (a comma ends a thing: "The user's new pup, Shadow": the pup)
    words = [w for part in re.split(r"[,;:()]", folded) for w in (*_WORD.findall(part), ",")]
    at = [
        k
        for k, w in enumerate(words)
        if w in _NEW and not (k and words[k - 1] == "de") and not (k + 1 < len(words) and words[k + 1] in _NEW_TO)
    ]
    if not at:
        return []  # no newness said: nothing to read (the common case, kept cheap)
    said = [_bare(w) for t in sources for w in _WORD.findall(_flat(MARKER_RE.sub(" ", t)))]
    if any(
        w in _NEW_SAID or w in _GOT_FORMS or any(b in _GOT for b in _bases(w)) or _GOT_ABROAD.fullmatch(w) for w in said
    ):
        return []
    out: list[str] = []
    for k in at:
        head = _new_head(words, k)
        if head and any(_words_match(head, w) for w in said):
            out.append(words[k])
    return out


# The new word written after its thing ("un teléfono nuevo", "une voiture neuve", "un telefono nuovo", "um telefone
# novo"), and the verb of being before one that ends its clause ("The user's phone is new").
_NEW_AFTER = _wordset("nuevo nueva nuevos nuevas neuf neuve neufs neuves nuovo nuova nuovi nuove novo nova novos novas")
_IS_NEW = _wordset("is are was es son est sont ist sind e sono")


def _new_head(words: Sequence[str], k: int) -> str:
    """The thing a claim's new word ``words[k]`` says new, by its head: the last of the content words right after it
    ("new running shoes": the shoes, not the running), the one before it for a new word written after its thing
    (``_NEW_AFTER``: "teléfono nuevo"), or the subject's last word before a "be" ("phone is new"); "" for none."""
    if k >= 2 and words[k - 1] in _IS_NEW and _is_claim_token(_bare(words[k - 2])):
        return _bare(words[k - 2])
    if words[k] in _NEW_AFTER and k and _is_claim_token(_bare(words[k - 1])):
        return _bare(words[k - 1])
    after = list(
        itertools.takewhile(lambda w: w != "," and _is_claim_token(_bare(w)) and w not in _NEW, words[k + 1 : k + 4])
    )
    return _bare(after[-1]) if after else ""


def ended(claim: str, sources: Iterable[str]) -> list[str]:
    """The affirmative claim's content words that its sources say only as a state that ended by a verb
    (``_ENDED_AFTER``, ``_MOVED_OFF``, ``_ENDED_BEFORE``): "The team uses Kafka" behind "We have stopped using Kafka",
    "We moved off Kafka to NATS", "We replaced
    Kafka with NATS", "Kafka was rejected", "Dejamos de usar Kafka", "Abbiamo smesso
    di usare Kafka", "Wir haben aufgehört, Kafka zu nutzen", and what was only tried (``_TRIED``: "We have tested
    Kafka", "Probamos Kafka"); what a later clause of its sentence ends by a verb whose object is a pronoun or
    left out (``_ENDED_LATER``: "I moved to Berlin in 2019 and left in 2022", "We adopted Kafka and dropped it"), or
    whose pronoun died or was lost (``_GONE_LATER``: "We adopted a cat, but she died"); a parting the person had to
    make (``_FORCED``: "I had to sell my guitar", "I had to put my dog down"), a thing of theirs stolen or written off
    (``_ENDED_BEFORE``), a try abroad (``_TRIED_ABROAD``: "Intenté mantener la calma");
    and a role said as a former one (``_FORMER``: "Ana is the user's boss" behind "my
    former boss Ana", "L'utilisateur travaille chez Acme" behind "mon ancien employeur Acme", "The user has a wife"
    behind "my late wife") when the sources hold
    none of the claim's words outside it ("Ana runs a bakery" behind "My former boss Ana now runs a bakery" says
    what Ana does now). A claim that says an ending, a former role, a negation or the past itself is not read ("The
    team stopped using Kafka", "Ana was the user's boss"), nor a word a source says outside the ended span ("… with
    NATS"). A job the person was put out of ended too ("I was fired from Google", "I got laid off by Meta"), and a
    search done for one of their people (``_sought_for_kin``: "I'm looking for a job at Google for my son") is read
    even behind a claim that says a search or a want. A school the person only got into is not one they went to
    (``_ADMITTED``: "I got into Stanford but went to Berkeley" behind "The user went to Stanford"). A post whose holding
    a later clause tells done (``_HELD_OUT``: "They elected me mayor in 2010 and I served two terms"), a title held for
    a period gone by (``_period_held``: "They named me employee of the month in 2019"), and, for a claim of the
    person's, a post a later clause says another holds now (``_handed_on``: "…, but now Ana is captain") ended too."""
    flat = _EX.sub("ex ", _flat(MARKER_RE.sub(" ", claim)))
    # a claim that says an ending or a past of its own is read only for what was sought (``_SOUGHT``), one that
    # says a learning, an offer … itself only for what ended
    ending = not (
        any(rx.search(flat) for rx in (_ENDED_AFTER, _MOVED_OFF, _ENDED_LATER, _AT_CLAUSE[_ENDED_BEFORE], _FORMER))
        or _says_past(flat, claim)
    )
    # (a claim that says a learning is not read for one; an application or a search it says no word of is read:
    # "The user studies at Stanford" behind "I'm applying to Stanford")
    said = {kind for kind, rx in _SOUGHT_CLAIM.items() if rx.search(flat)}
    if _PREP_FUTURE.search(flat) and not _says_past(flat, claim):
        said.add("preparing")
    off = _OFF_CLAIM.search(flat) is None
    having = _persons_verb(flat)[0] in _HAVING
    if _is_negative(flat) or not (ending or len(said) < len(_SOUGHT_CLAIM) or off):
        return []
    held: list[tuple[str, bool]] = []
    former: list[tuple[str, bool]] = []
    for source in sources:
        text = _EX.sub("ex ", _flat(source))
        spans = [
            m.span(m.lastgroup or 0)
            for m in _SOUGHT.finditer(text)
            if _sought_kind(m) not in said or _sought_for_kin(text, m.end(), [_bare(w) for w in _WORD.findall(flat)])
        ]
        spans += [
            m.span(m.lastgroup or 0)
            for m in _FAILED_TO.finditer(text)
            if ("failing" if m.group("aim") is None and m.group("attempt") is None else "aiming") not in said
            and not _aim_said(m, flat)
            and not _aim_done(m, text)
        ]
        spans += [m.span("tried") for m in _TRIED_ABROAD.finditer(text)] if "aiming" not in said else []
        spans += (
            [m.span(m.lastgroup or 0) for m in _TESTED_FOR.finditer(text) if not _confirmed_test(m)]
            if "testing" not in said
            else []
        )
        spans += _called_off_spans(text) if off and not ending else []
        spans += [m.span("object") for m in _ADMITTED.finditer(text)] if _ATTENDED_CLAIM.search(flat) else []
        roles = _former(source, text) if ending else []
        if ending:
            spans += _ended_spans(text)
            spans += _bought_off(text) if having else []  # ("The dealer bought my old car": "The user has a car")
            spans += _handed_on(text) if of_the_person(flat) else []  # (another's claim: "Ana is the captain")
        again = [(a, b) for a, b in spans if _ONE_AGAIN.match(text, b)]
        held += [
            (w, any(a <= m.start() < b for a, b in spans if (a, b) not in again or w in _AGED))
            for m in _WORD.finditer(text)
            for w in (m.group(0),)
        ]
        former += [(m.group(0), any(a <= m.start() < b for a, b in roles)) for m in _WORD.finditer(text)]
    words = _WORD.findall(flat)
    # (a kin word is weighed as the former role it is, though it be a stop word elsewhere: the French and Spanish "son"
    # is the English one too, "The user has a son" behind "My son has died", "My late son")
    was = _only_so(words, former, _kin_or_claim_token)
    now = _only_so(words, [(w, not so) for w, so in former], _kin_or_claim_token)
    return list(dict.fromkeys(_only_so(words, held) + (was if was and not now else [])))
