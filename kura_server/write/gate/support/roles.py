"""Support, roles: a role the person is said to be (``as_role``, ``beside_role``), a reason said (``reasoned``), and
who did what to whom (``swapped_roles``), or had another do (``caused``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ...redact_rules import MARKER_RE
from ..normalise import fold
from ..words import (
    _CLAUSE_START,
    _IRREGULAR_PAST,
    _MY,
    _SKIPPED,
    _WORD,
    _bare,
    _conferred,
    _conferred_abroad,
    _dismissed,
    _flat,
    _words_match,
    _wordset,
)
from .base import (
    _AND,
    _ARTICLES,
    _HAVING,
    _KIN,
    _PERSON_SUBJECT,
    _claim_words,
    _clauses,
    _is_claim_word,
    _names,
    _persons_verb,
    _shortened,
)
from .carried import (
    FEW,
    coverage,
)
from .compared import (
    _THE_PERSON,
)

# A reason a claim gives for what it says, as the fold reads it: "because (of)", "due to", "owing to", "thanks to",
# "for" before "its" or "being" ("for its speed", "for being fast"; not "works for Google", "pays for lunch", a
# purpose: ``placed``; nor "for his", "for her", what is done for someone or to some end: "a pie for his kids", "tips
# for his business", seven of LoCoMo's honest observations), "weil", "wegen", "porque", "debido a", "a causa de",
# "gracias a", "parce que", "à cause de", "grâce à", "perché", "poiché", "por causa de", "потому что", "из-за", "因为",
# "由于". What follows it, to the end of its clause (``_CLAUSE_START``, "and"), is the reason (``reasoned``).
_BECAUSE_RU, _OWING_RU = r"\s+".join(map(fold, ["потому", "что"])), fold("из-за")
_REASON = re.compile(
    r"\b(?:(?:because(?:\s+of)?|due\s+to|owing\s+to|thanks\s+to|on\s+account\s+of|weil|wegen|porque|debido\s+a"
    r"|a\s+causa\s+de|gracias\s+a|a\s+cause\s+d(?:e|u|es)|grace\s+a|perche|poiche|por\s+causa\s+d[eoa]s?)\b"
    r"|for\s+(?=(?:its|being)\b)|parce\s+qu(?:e\b|')|a\s+cause\s+d')"
    rf"|(?<!\w)(?:{_BECAUSE_RU}|{_OWING_RU})(?!\w)|{fold('因为')}|{fold('由于')}"
)


REASONED = 2
"""A claim that says at most this many content words beside the reason it gives is read for it (``reasoned``)."""


def reasoned(claim: str, sources: Iterable[str]) -> list[str]:
    """The words of a reason a short claim gives (``_REASON``: "because …", "for its …", "weil …", "porque …",
    "parce que …") that no source holds: "The user hates Python for its speed" behind "I hate Python", "Der Nutzer
    hasst Python, weil es langsam ist" behind "Ich hasse Python". Why the person holds what they hold is a fact of
    its own, and the one a paraphrase adds most easily; a reason its quotes say ("… because it's slow" behind "I hate
    Python because it's so slow") is theirs. Read as ``placed`` reads a setting, of a short claim: when what it says
    beside its reason is ``REASONED`` content words or fewer ("hates Python", "hasst Python"), a fact a reason of its
    own stands out in. A longer one is mostly a paraphrase of a reason the person gave in their own words ("The user
    had a setback due to an injury" for "I had a setback. Last month I got hurt", "initiated a community food drive
    due to the impact of unemployment" for "Seeing the effect unemployment has … made me decide"): read, it refused
    LoCoMo's honest observations."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    spans = [m for m in _REASON.finditer(folded)]
    if not spans:
        return []  # no reason given: nothing to read (the common case, kept cheap)
    why: set[str] = set()
    fact = folded
    for m in spans:
        rest = _CLAUSE_START.split(folded[m.end() :], maxsplit=1)[0]
        reason = _AND.split(rest, maxsplit=1)[0]
        why |= set(_claim_words(reason))
        fact = fact.replace(m.group(0) + reason, " ")
    if len(_claim_words(fact)) > REASONED:
        return []
    texts = list(sources)
    return [w for w in coverage(claim, texts)[1] if w in why and not _shortened(w, texts)]


# A role a claim says the person works in ("works at a bank as a senior analyst", "volunteers at the shelter as a
# vet", "travaille chez Airbus en tant que pilote"), as the fold reads it: "as" and an article, or "en tant que", after
# a word of working within its clause (``_AT_WORK``), then the role, up to three words that end at a function word or
# the clause's end. Not what is done as a workout or a hobby ("is doing kickboxing as a workout"): no work.
_AT_WORK = (
    r"\b(?:work\w*|job|jobs|employ\w*|hired|serv(?:e|es|ed|ing)|volunteer\w*|join\w*|career|position|role|intern\w*"
    r"|trabaj\w*|travaill\w*|arbeit\w*|lavor\w*)\b(?:(?!\b(?:and|but|y|et|und|pero|mais|aber)\b)[^.,;:!?()]){0,60}?"
)
_AS_ROLE = re.compile(
    _AT_WORK + r"(?P<said>\b(?:as\s+(?:an?|the)\b|en\s+tant\s+qu(?:e\b|'))\s*"
    r"(?P<role>(?:[\w'-]+\s+){0,2}?[\w'-]+))"
    r"(?=\s+(?:at|in|for|on|with|and|but|since|from|to|who|which|where|when|while|because|the|a|an|this|that|his|her"
    r"|their|my|our|before|after|during|until|chez|a|de|du|des|pour|dans|depuis|et|mais)\b|\s*[.,;:!?()]|\s*$)"
)


def as_role(claim: str, sources: Iterable[str]) -> list[str]:
    """The words of a role a short claim says the person acts in (``_AS_ROLE``: "The user works at a bank as a senior
    analyst" behind "I work at a bank") that no source holds, when what it says beside the role is ``FEW`` content
    words or fewer and its quotes hold those word for word: the role is a fact of its own, and one a paraphrase adds
    easily. A role its quotes say ("I'm a senior analyst at a bank") is theirs; a claim in another language than its
    quotes ("works as an engineer in 東京" behind "私は東京でエンジニアをしています") is not read."""
    claim = MARKER_RE.sub(" ", claim)
    folded = _flat(claim)
    spans = list(_AS_ROLE.finditer(folded))
    if not spans:
        return []  # no role said: nothing to read (the common case, kept cheap)
    role = {w for m in spans for w in _claim_words(m.group("role"))}
    fact = folded
    for m in spans:
        fact = fact.replace(m.group("said"), " ")
    if not role or len(_claim_words(fact)) > FEW:
        return []
    texts = list(sources)
    missing = coverage(claim, texts)[1]
    if any(w in missing for w in _claim_words(fact) if w not in role):
        return []  # the rest not carried word for word either (another language's quote): coverage's to read
    return [w for w in missing if w in role and not _shortened(w, texts)]


# What a claim says the person is ("The user is a doctor", "The user is an ER doctor", "The user works as a nurse",
# "The user is 25", "El usuario es fisioterapeuta", "L'utilisateur est psychologue", "Der Nutzer ist Anwalt", "L'utente
# è infermiere", "O usuário é enfermeira"), as the fold reads it: the role, its head its last word (a number's "years
# old" left off); ``noun`` its article, which says the role is a noun (a kind of person: "is a nurse"), not an
# adjective ("is allergic", "is happy").
_BEING_CLAIM = re.compile(
    r"^\W*(?:(?P<en>(?:the\s+)?(?:user|person)\s+(?:is|was|works\s+as))"
    r"|(?:(?:el|la)\s+)?usuari[oa]\s+es|l'utilisat(?:eur|rice)\s+est|(?:(?:der|die)\s+)?(?:be)?nutzer(?:in)?\s+ist"
    r"|l'utente\s+e|(?:(?:o|a)\s+)?(?:usuari[oa]|utilizador[a]?)\s+e)"
    r"\s+(?:(?P<noun>an?|the|un|una|une|um|uma|ein|eine)\s+)?(?P<role>(?:[\w'-]+\s+){0,2}?[\w'-]+)"
    r"(?:(?:\s+years?(?:\s+old)?)?\W*$"
    # ... or a noun's before what the claim says more of it ("The user is a lawyer at a big firm", "… a nurse who works
    # nights", "… a teacher, and …"; not "of": "a fan of jazz", "a member of a club" say a tie, not a kind of person)
    r"|(?P<more>\s*[,;]|\s+(?:who|that|which|whose|at|in|for|with|and|from|on|since|based|near)\b))"
)
# What says the person is the role: a form of "be", "as", "become" (walking back from the role, the nearer of these and
# ``_BESIDE_ROLE`` decides).
_BEING_ROLE = _wordset(
    "i i'm am is are was were we're be been being as become becomes became becoming soy somos era suis bin"
)
# ... and what says the role is another's the person plays, lives or works beside: "I play a doctor on TV", "I work
# with doctors", "I married a doctor", "I see a doctor weekly", "I work for a pilot", "I'm married to a doctor".
_BESIDE_ROLE = _wordset(
    """play plays played playing portray portrays portrayed portraying with for to beside near married marry marries
    marrying dating date dated dates met meet meets see sees saw seeing visit visits visited know knew"""
)
_BESIDE_ROLE_REACH = 4
# ... but a "to" after a word of being raised or named to a role says the person became it ("I got promoted to senior
# engineer", "I was appointed to head of sales").
_RAISED_TO = _wordset("promoted promote promotes appointed elected named upgraded bumped")
_ROLE_ARTICLES = _wordset("the a an")


def _conferred_on(toks: Sequence[str], j: int) -> bool:
    """``toks[j]`` is the person ("me", "us") after a verb of conferring a post, the post after it
    (``words._conferred``: "Ana promoted me to manager", "They appointed me treasurer", "My boss made me team lead";
    not "made me coffee"): the person is it."""
    return toks[j] in ("me", "us") and j > 0 and _conferred(toks, j - 1)


def _conferred_at(folded: str, start: int) -> bool:
    """A role at ``start`` of a folded sentence is one conferred on the person abroad (``words._conferred_abroad``:
    "me ascendieron a gerente", "on m'a promu directeur"), in a sentence that does not put them out of it again
    (``words._dismissed``: "…, puis on m'a licencié")."""
    return not _dismissed(folded) and any(v.end() == start for v in _conferred_abroad(folded[:start]))


# ... and a pretence before it in its sentence: "My fake ID says I'm 25", "I pretend I'm a doctor", "I lied that I'm
# a pilot" is no more so than a role played.
_PRETENCE = re.compile(
    r"\b(?:fake[ds]?|faking|forged|counterfeit|false|pretend\w*|pose[ds]?\s+as|posing\s+as|impersonat\w*"
    r"|lie[ds]?\s+(?:about|that)|lying\s+(?:about|that)"
    # ... or a costume ("I dressed up as a nurse", "I'm going as a nurse", "my costume is a nurse", "I cosplay a pilot")
    r"|dress(?:ed|es|ing)?\s+(?:up\s+)?as|(?:going|went|go|goes)\s+as|costumes?|cosplay\w*)\b"
)
# ... or after it: a costume's occasion ("I'm a nurse for Halloween", "… for the costume party", "… for carnival").
_COSTUME_AFTER = re.compile(
    r"[\w'-]+(?:\s+(?!and\b|but\b)[\w'-]+){0,3}?\s+for\s+(?:halloween|carnival|carnaval|purim|fasching|karneval"
    r"|cosplay|comic[\s-]?con|(?:the|a|our|my|this)\s+(?:costume|fancy[\s-]dress|dress[\s-]up|halloween)\s+party)\b"
)
_ROLE_STOP = re.compile(r"[.;!?\n]|\b(?:but|actually|really|truly|in\s+fact|in\s+reality)\b")
# Where a sentence ends for this reading: a mark not inside a word ("nurse.jane@mail.com" is one address).
_ROLE_SENTENCE = re.compile(r"[.!?\n\u3002](?!\w)")
# A word inside a handle, an address or a user name ("pilot_mike", "pilot99", "@pilot", "nurse.jane@mail.com").
_IN_HANDLE = re.compile(r"[_\d@]")
_ROLE_NOT_NOUN = _wordset(
    """of in at on with from to for by about into than and or not no near like as over under after before behind de
    del en au aux du des da di von aus bei mit a em na nel nella al"""
    # ("with" abroad: "L'utente è fidanzato con Lena", "L'utilisateur est en couple avec Lena" say a tie to Lena, as
    # "… is engaged to Lena" does, not a kind of person Lena is)
    " con avec com"
)
# Where a quote predicates a role of the person (``_predicated``): a form of "be" or "become" after "I" or "we" ("I'm a
# nurse", "I've been a nurse", "I became a nurse", "we're nurses", "being a nurse", "Soy enfermera", "Je suis
# infirmière", "Ich bin Krankenpfleger", "Sono infermiere", "Sou enfermeira"), "as" ("I work as a nurse", "As a nurse,
# I …", "trabajo como enfermera", "je travaille comme infirmière", "ich arbeite als Krankenpfleger", "en tant
# qu'infirmière"), "we" itself before it ("we nurses").
_PERSONS_BEING = _wordset(
    """i'm am we're be been being become becomes became becoming as soy somos era fui fuimos sido siendo ser como suis
    sommes etais ete etre devenu devenue comme tant bin sind war waren gewesen geworden wurde als sono siamo ero
    eravamo stato stata essere diventato diventata come sou"""
)
# ... "is", "are", "was", "were" only after "I" or "we" ("I was a nurse"; not "my sister is a dentist", "who is a …")
_BE_AFTER_PERSON = _wordset("is are was were")
_BEING_PERSON = _wordset("i we")
# ... and the person alone as a subject right before a word, which makes the word their verb ("Ich koche wie ein
# Koch": "koche" is cooking, not "Koch" the role; "Je cuisine", "Yo cocino", "Io cucino", "Eu cozinho", "I nurse my
# baby"); not "we" ("wir Köche", "nous cuisiniers" are nouns: "we nurses").
_VERB_PERSON = _wordset("i ich je yo io eu")
# ... but "as", "being" after another ("I hired her as a nanny", "I see him as a mentor", "my dad being a sailor",
# "such as a lawyer", "as well as a nurse") say it of that one.
_AS_OTHERS = _wordset("him her them it you such well same someone somebody people everyone one")
# What opens the noun phrase of a role (an article, a possessive: "a nurse", "your nurse", "un psychologue", "einen
# Anwalt") and what may stand between the person's being and it ("I'm also a nurse", "I'm really a nurse"); a
# coordination ("I'm a mother and a nurse") carries the conjunct before it over.
_ROLE_DETERMINERS = _wordset(
    """a an the un una une uno um uma ein eine einen einem einer eines el la le les lo il los las os der die das den
    dem my your his her their our its mi mis tu tus su sus mon ma mes ton ta son sa notre votre leur mein meine meinen
    meinem dein deine seine ihr ihre ihren unser unsere mio mia meu minha this that another"""
)
_ROLE_ADVERBS = _wordset(
    """also still now just only merely simply already always once even too both all currently such quite rather auch
    ya tambien aussi anche"""
)
# ... "not" before one of them keeps the being ("I'm not only a doctor", "I'm not just a doctor, I'm also a dad")
_NOT_ONLY = _wordset("only just merely simply solo seulement nur")
# A role said as an answer alone ("Me? Yes, a nurse", "Me? A nurse, yes"): nothing but these around it in its sentence.
_ANSWER_WORDS = _wordset("yes yeah yep no nope well oh um uh si oui ja sim")
# ... and one the person says they share with another ("When you're a nurse like me, …", "… como yo", "… wie ich").
_LIKE_ME = re.compile(r"\s+(?:like\s+(?:me|myself|us)|como\s+yo|comme\s+moi|wie\s+ich|come\s+me|como\s+eu)\b")
# ... and a post "of" names, the person's to hold or to play ("I took on the role of treasurer", "I hold the post of
# secretary"; a role played is ``_not_being``'s: "I play the role of Hamlet").
_POST_OF = _wordset("role roles position post job title office rank duties")
# ... and a part or a kind of them "of" names ("one of the nurses", "a bit of a nerd", "more of a cat person").
_PART_OF = _wordset("one kind sort bit something type more")
_ROLE_AND = _wordset("and or y e et und o ou ed")
_ROLE_NEGATION = _wordset("not no never nie nicht kein keine keinen pas jamais nunca nao non")
_ROLE_MODIFIERS = 3
"""How many words (an adjective, a noun of a compound: "a night-shift nurse", "an old sailor") a role's head is read
back over to its determiner."""


def _not_being(folded: str, toks: Sequence[str], at: int, start: int) -> bool:
    """Whether the role word ``toks[at]`` (at ``start`` in its folded sentence ``folded``) is said of another than the
    person: after a pretence in its sentence (``_PRETENCE``), before a costume's occasion (``_COSTUME_AFTER``), or
    after a word of playing or being beside (``_BESIDE_ROLE``) nearer than one of being (``_BEING_ROLE``)."""
    if any(_PRETENCE.search(part) for part in _ROLE_STOP.split(folded[:start])[-1:]):
        return True
    if _COSTUME_AFTER.match(folded, start):
        return True
    if _conferred_at(folded, start):
        return False  # "me ascendieron a gerente": being it
    for i in reversed(range(max(0, at - _BESIDE_ROLE_REACH), at)):
        before = toks[i]
        raised = i and (toks[i - 1] in _RAISED_TO or _conferred_on(toks, i - 1))
        if (
            before in _BEING_ROLE
            or _conferred_on(toks, i)
            or (before == "to" and raised and not _ROLE_ARTICLES & set(toks[i + 1 : at]))
        ):
            return False  # "promoted to" it is being it ("I got promoted to senior engineer"; not "… to assist the …")
        if before in _BESIDE_ROLE:
            return True
    return False


# The indefinite article after "como", "comme", "come" that makes it "like" ("Habla como un abogado", "Il parle comme un
# avocat", "Parla come un avvocato", "Fala como um advogado"), where the bare noun makes it "as", a role ("Trabajo como
# abogado", "Je travaille comme avocat", "Lavoro come avvocato"), as "wie ein" is to "als" in German.
_LIKENED = _wordset("un una une uno um uma")


def _being_at(toks: Sequence[str], j: int, others: frozenset[str]) -> bool:
    """Whether ``toks[j]`` says the person is what follows it (``_PERSONS_BEING``, ``_BE_AFTER_PERSON``): "am", "been",
    "as", "soy"; "was" after "I"; not "as", "being" after another (``others``: "her as a nanny", "my dad being a
    sailor", "I hired Marisol as a nanny")."""
    w, before = toks[j], toks[j - 1] if j else ""
    if w == "of" and before in _POST_OF:
        return True  # "the role of a treasurer"
    if w in ("of", "among") and j:  # "I'm one of the nurses", "I'm among the nurses", "I'm a bit of a nerd"
        k = j - 2 if w == "of" else j - 1
        while k >= 0 and toks[k] in _ROLE_DETERMINERS:
            k -= 1
        return (w == "among" or before in _PART_OF) and k >= 0 and _being_at(toks, k, others)
    if w in _BE_AFTER_PERSON:
        # ("me and my husband are both teachers", "my wife and I were nurses")
        near = toks[max(0, j - 5) : j]
        return before in _BEING_PERSON or (w in ("are", "were") and "and" in near and bool({"i", "me"} & set(near)))
    if w in ("como", "comme", "come") and j + 1 < len(toks) and toks[j + 1] in _LIKENED:
        return False  # "como un abogado", "comme un avocat", "come un avvocato": a likeness, not a role
    if w in ("as", "being", "als", "como", "comme", "come"):
        return before not in others
    return w in _PERSONS_BEING or _conferred_on(toks, j)  # "… made me a partner"


def _predicated(
    sentence: str, spans: Sequence[re.Match[str]], toks: Sequence[str], at: int, others: frozenset[str], head: str = ""
) -> bool | None:
    """Whether the role word ``toks[at]`` (``spans[at]`` in ``sentence``) is predicated of the person: True after
    their being (``_being_at``: "I'm a nurse", "I'm an ER nurse", "I work as a nurse", "Soy enfermera", "we nurses",
    "I'm a mother and a nurse"), False where its determiner follows anything else — the object of another verb or of
    a preposition ("I need a plumber", "I got advice from a lawyer", "Je vois un psychologue", "Ich brauche einen
    Anwalt", "my grandfather, a sailor") —, None for a word said bare after neither ("I nurse my baby")."""

    def apart(j: int) -> bool:  # a comma or a stop between toks[j] and the word after it
        return bool(re.search(r"[,;:()]", sentence[spans[j].end() : spans[j + 1].start()]))

    i = at - 1
    if i >= 0 and toks[i] in ("we", "us") and not apart(i):
        return True  # "we nurses", "us nurses"
    if i >= 0 and toks[i] in _VERB_PERSON and not apart(i) and toks[at] != head:
        # "Ich koche", "je cuisine": the person's verb the role's word is read as, not what they are (not the role
        # itself: "…, dass ich Vegetarier bin", a German clause's verb last)
        return False
    if _conferred_at(sentence, spans[at].start()):
        return True  # "me ascendieron a gerente", "mi hanno promosso a direttore"
    if _LIKE_ME.match(sentence, spans[at].end()):
        return True  # "a nurse like me"

    def answer() -> bool:
        """The role alone in its sentence but for a yes or a no, and a place after a comma: an answer ("Me? Yes, a
        nurse", "Me? A nurse, yes", "Me? Yes, a sommelier, in Beaune"; not "A lawyer in Boston called me")."""
        after = toks[at + 1 :]
        if at + 1 < len(toks) and apart(at) and toks[at + 1] in _ROLE_NOT_NOUN and len(after) <= 3:
            after = []
        return all(t in _ANSWER_WORDS for t in (*toks[:i], *after))

    for step in range(_ROLE_MODIFIERS + 1):
        if i < 0 or apart(i) or toks[i] in _ROLE_NEGATION:
            return None
        if toks[i] in _ROLE_DETERMINERS:
            if answer():
                return True
            j = i - 1
            while (
                j >= 0
                and not apart(j)
                and (
                    toks[j] in _ROLE_ADVERBS
                    or (len(toks[j]) > 4 and toks[j].endswith("ly"))
                    or (toks[j] in _ROLE_NEGATION and toks[j + 1] in _NOT_ONLY)
                )
            ):
                j -= 1  # "I'm also a nurse", "I'm really a nurse", "I'm not only a doctor"
            if j < 0:
                return False
            if apart(j) and toks[j] in ("i", "me", "myself"):
                return True  # "I, a nurse, …"
            if apart(j) or toks[j] in _ROLE_AND:
                return j > 0 and _predicated(sentence, spans, toks, j - (toks[j] in _ROLE_AND), others) is True
            return _being_at(toks, j, others)
        if toks[i] in _PERSONS_BEING or toks[i] in _BE_AFTER_PERSON:
            return _being_at(toks, i, others) or None
        raised = i and (toks[i - 1] in _RAISED_TO or _conferred_on(toks, i - 1))
        post = toks[i] == "of" and i and toks[i - 1] in _POST_OF
        if (toks[i] == "to" and raised) or post or _conferred_on(toks, i):
            return True  # "I got promoted to staff geologist", "I took on the role of treasurer", "… made me team lead"
        if toks[i] in _RAISED_TO and i >= 2 and toks[i - 1] in _PASSIVE_OF_ME and toks[i - 2] in ("i", "we"):
            # the person's passive of a conferral, the post right after it ("I was named team lead", "I got appointed
            # treasurer", "We were elected co-chairs"): conferred on them, as "… made me team lead" is; not in a
            # sentence that puts them out of it again (``words._dismissed``)
            return not _dismissed(sentence)
        if toks[i] in _ROLE_NOT_NOUN or step >= 1 and toks[i].endswith("ed"):
            return None
        i -= 1
    return None


_PASSIVE_OF_ME = _wordset("was were got")


_AGENT_PERSON = _wordset("i i'm i've i'd i'll we we're my")


def _does_agent(head: str, sources: Iterable[str]) -> bool:
    """Whether a quote says the person does what the agent noun ``head`` names one for ("dancer", "painter", "writer",
    "sailor": its verb, "-er" or "-or" off, "e" kept or not): the verb after "I", "we" or "my" in its clause, no
    determiner between them ("I paint", "I'm thrilled about dancing each day", "I love to write"; not "I hired a
    painter to paint the kitchen", the painter's doing). One who does it is one, as much as one who says they are."""
    if not head.endswith(("er", "or")) or len(head) < 5:
        return False
    stems = {head[:-2], head[:-1]}
    forms = {b + end for b in stems for end in ("", "s", "es", "ing", "ed", "d")} - {head}
    for text in sources:
        for clause in re.split(r"[.!?;,:\n]", _flat(text)):
            person = False
            for w in map(_bare, _WORD.findall(clause)):
                if w in _AGENT_PERSON:
                    person = True
                elif w in _ROLE_DETERMINERS and w not in _MY:
                    person = False  # another's noun between ("I hired a painter to paint")
                elif person and w in forms:
                    return True
    return False


def beside_role(claim: str, sources: Iterable[str]) -> list[str]:
    """What a claim says the person is (``_BEING_CLAIM``) that its sources say only of another, or as a pretence
    (``_not_being``): "The user is a doctor" behind "I play a doctor on TV", "I work with doctors", "I married a
    doctor", "I'm a doctor's assistant"; "The user is a pilot" behind "My username is pilot_mike"; "The user is 25"
    behind "My fake ID says I'm 25". One place where the person is it is enough ("I'm a doctor at St Mary's", "I
    work as a pilot", "I'm 25, and my fake ID says 21"); a claim whose role no source holds is coverage's to read.
    A kind of person said with its article ("The user is a lawyer", "… a lawyer at a big firm") or in another language
    ("El usuario es fisioterapeuta") is read the other way round too: backed only where a quote predicates it of the
    person (``_predicated``), not where it is what another verb or a preposition takes ("I need a plumber", "I got
    advice from a lawyer", "Voy a un fisioterapeuta"), nor an agent noun's whose verb the person does
    (``_does_agent``: "I paint" backs "… a painter")."""
    m = _BEING_CLAIM.match(_flat(MARKER_RE.sub(" ", claim)))
    if m is None:
        return []
    *role, head = m.group("role").split()
    if any(w in _ROLE_NOT_NOUN for w in role) or any(
        w.endswith("ing") for w in role[:1] or ([] if m.group("noun") else [head])
    ):
        # not a noun's phrase ("a fan of Python", "based in Austin", "is house-hunting"): another reading's; a word
        # after an article is a noun's, "-ing" or not ("is a king", "is a sibling")
        return []
    number = head.isdigit()
    if m.group("more") and (number or m.group("noun") is None):
        return []  # a number, or what is no noun's, said with more ("25 and single", "managing kids and work")
    if _does_agent(head, sources):
        return []  # the person does what the role's noun names one for ("I'm thrilled about dancing each day")
    # an English claim's article says the role is a noun (a kind of person); another language's, a determiner before
    # it in a quote (``_predicated``'s False); an English claim without one ("is happy") is read as before
    english = m.group("en") is not None
    strict = english and m.group("noun") is not None
    said: list[str] = []
    for text in sources:
        others = _AS_OTHERS | _KIN | {_flat(n) for n in _names(text)}  # who "as", "being" may follow of another
        for sentence in _ROLE_SENTENCE.split(_flat(text)):
            if number:
                for n in re.finditer(rf"(?<![\w.,]){re.escape(head)}(?![\w]|[.,]\d)", sentence):
                    toks = [_bare(w) for w in _WORD.findall(sentence[: n.start()])]
                    if not _not_being(sentence, toks, len(toks), n.start()):
                        return []
                    said.append(sentence[: n.end()].strip())
                continue
            spans = list(re.finditer(rf"{_WORD.pattern}|[\w@]+", sentence))
            toks = [_bare(s.group(0)) for s in spans]
            for i, s in enumerate(spans):
                parts = [_bare(p) for p in _IN_HANDLE.split(s.group(0)) if p]
                if not any(_words_match(head, p) for p in parts):
                    continue
                # someone's ("a doctor's assistant"), or inside a name of the person's ("pilot_mike", "pilot99",
                # "nurse.jane@mail.com")
                whose = s.group(0).endswith(("'s", "s'")) and i + 1 < len(spans)
                handle = bool(_IN_HANDLE.search(s.group(0)) or re.match(r"[.@]\w", sentence[s.end() :]))
                handle = handle or sentence[max(0, s.start() - 1) : s.start()] in ("@", ".")
                if not (whose or handle) and not _not_being(sentence, toks, i, s.start()):
                    # (an English claim with its article backed only where the person is it; another language's
                    # not where a determiner's noun is another's; an English one without, as before)
                    being = _predicated(sentence, spans, toks, i, others, head)
                    if being if strict else (english or being is not False):
                        return []
                said.append(" ".join(toks[max(0, i - 2) : i + 2]))
    return list(dict.fromkeys(said))


# Who does what to whom in a clause (``_roles``): the person — "I", "me", "we" of a quote, "the user" of a claim (not a
# possessive: "my sister", "the user's sister" is the sister) —, one of their people (``_KIN``), or a name (a word
# written with a capital), each with its place around the clause's verb: the doer before it, the receiver after it
# (or after "to", "into", "for"), where it came "from"; in a passive ("was hired by"), the subject receives and the
# one after "by" does. A place said after "from" or "to" keeps that place too ("from Boston to Austin").
_ROLE_PERSON = _wordset("i me myself we us i'm i've i'd i'll we're we've user users team")
_ROLE_PREPOSITIONS = {"from": "from", "to": "to", "into": "to", "towards": "to", "toward": "to", "for": "to"}
_ROLE_PASSIVE = _wordset("is are was were been being be get gets got gotten getting")
# What a span after "from" or "to" skips before its words ("to the office", "from my sister").
_ROLE_SKIP = _ARTICLES | _MY | _wordset("a an his her their our your its")
# Verbs whose doer and receiver do it to each other ("I met Tom" is "Tom met the user"): not read, nor a clause that
# says so ("each other", "together").
_MUTUAL = _wordset(
    """meet meets met meeting marry marries married marrying date dates dated dating divorce divorces divorced
    divorcing"""
)
_MUTUAL_CLAUSE = re.compile(r"\b(?:each\s+other|one\s+another|together)\b")
# The roles the other way round: the doer where the quotes say the receiver or the origin, the origin where they say
# the destination (and the reverse of each).
_TURNED_ROLES = frozenset(
    {("doer", "to"), ("to", "doer"), ("doer", "from"), ("from", "doer"), ("from", "to"), ("to", "from")}
)


def _roles(text: str, names: frozenset[str]) -> list[tuple[str, dict[str, str]]]:
    """Each clause of ``text`` with someone or somewhere in it (``_ROLE_PERSON``): its verb (the first content word
    after its first participant, or the clause's first when it has none; "" for none at all, whose places after
    "from" and "to" alone are read) and each participant's role —
    "doer", "to" (a receiver, or where it goes), "from" —, the person as ``_THE_PERSON``. "Tom lent me his bike":
    ("lent", {"tom": "doer", _THE_PERSON: "to"}); "I moved from Boston to Austin": ("moved", {_THE_PERSON: "doer",
    "boston": "from", "austin": "to"}). ``names``: the names (folded) of the texts read together (``_role_names``)."""
    out: list[tuple[str, dict[str, str]]] = []
    for clause in _clauses(_flat(MARKER_RE.sub(" ", text))):
        if _MUTUAL_CLAUSE.search(clause):
            continue
        words = _WORD.findall(clause)

        def who(w: str) -> str | None:
            if w in _ROLE_PERSON:
                return _THE_PERSON
            bare = _bare(w)
            return bare if bare == w and (bare in _KIN or bare in names) else None

        verb, at, doer, passive = None, 0, None, False
        first = next((i for i, w in enumerate(words) if who(w)), None)
        for i in range(first or 0, len(words)):
            if (one := who(words[i])) is not None:
                if doer is not None:  # a second before a verb ("The user has a dog allergy"): no subject read
                    doer = None
                    break
                doer = one
                passive = passive or words[i].endswith(("'m", "'re"))  # "I'm engaged to Anna": "I am"
            elif words[i] in _ROLE_PASSIVE and doer is not None:
                passive = True
            elif _is_claim_word(_bare(words[i])) and words[i] not in _ROLE_PREPOSITIONS and words[i] not in _SKIPPED:
                verb, at = _bare(words[i]), i  # (not "currently", "really": "The user is currently reading …")
                break
        if verb in _MUTUAL:
            continue
        if verb is None:  # no verb ("… and then from Rome to Oslo"): only where from and where to
            verb, at, doer = "", -1, None
        # a verb in "-ing" is no passive: "I'm reading 'Dune' by Frank Herbert": the person reads, Herbert wrote
        passive = (
            passive
            and not verb.endswith("ing")
            and (verb.endswith(("ed", "en")) or verb in _IRREGULAR_PAST or "by" in words[at:])
        )
        roles: dict[str, str] = {}
        if doer is not None and first is not None and first < at:
            roles[doer] = "to" if passive else "doer"
        place = "object" if verb else "with"  # the role of who follows
        for w in words[at + 1 :]:
            if w in _ROLE_PREPOSITIONS or w in ("by", "with"):
                place = _ROLE_PREPOSITIONS.get(w, "doer" if passive and w == "by" else "with")
            elif (one := who(w)) is not None:
                roles.setdefault(one, "to" if place == "object" else place)
            elif w not in _ROLE_SKIP and place != "object":
                place = "with"  # what follows is of another kind ("to work at Acme"): no role read
        if roles:
            out.append((verb, roles))
    return out


def _role_names(texts: Iterable[str]) -> frozenset[str]:
    """The names (``_names``, folded) of a claim and its sources, read together: a name that opens a sentence ("Tom
    owes me 50 dollars") is one where another of them says it inside one ("The user owes Tom …"); "Please" never."""
    return frozenset(_flat(n) for t in texts for n in _names(t))


def _doers_of(text: str, verbs: frozenset[str], names: frozenset[str]) -> set[str]:
    """Who ``text`` says does one of ``verbs`` (``_roles``): the doers of an act's two ends (``_CONVERSES``)."""
    return {
        one for verb, roles in _roles(text, names) if verb in verbs for one, role in roles.items() if role == "doer"
    }


def swapped_roles(claim: str, sources: Iterable[str]) -> tuple[list[tuple[str, str, str]], bool]:
    """Who or where a claim sets in another role of the same verb than its sources do (``_roles``): "Tom lent the user
    his bike" behind "I lent my bike to Tom", "The user owes Tom 50 dollars" behind "Tom owes me 50 dollars", "The
    user moved from Austin to Boston" behind "I moved from Boston to Austin" — each as (the one, its role in the claim,
    in the sources), and whether two of them trade their roles (the whole turned: the doer and the receiver, the
    origin and the destination). One the sources also say in the claim's role (of any verb: "I flew from Paris to Rome
    and then from Rome to Oslo" backs "flew from Rome") turns nothing, nor a verb done to each other (``_MUTUAL``:
    "Ana married the user" behind "I married Ana")."""
    texts = list(sources)
    names = _role_names([claim, *texts])
    said = [r for t in texts for r in _roles(t, names)]
    if not said:
        return [], False
    turned: list[tuple[str, str, str]] = []
    for verb, roles in _roles(claim, names):
        theirs = [r for v, r in said if verb and v and _words_match(verb, v)]
        if len(roles) < 2:  # one alone ("Kubernetes move", a title) tells no role against another
            continue
        for one, role in roles.items():
            if any(r.get(one) == role for _, r in said):  # said in this role somewhere ("… and then from Rome")
                continue
            held = {r[one] for r in theirs if one in r}
            if other := next((h for h in sorted(held) if (role, h) in _TURNED_ROLES), None):
                turned.append((one, role, other))
    traded = any(a[1] == b[2] and a[2] == b[1] for a in turned for b in turned if a is not b)
    return list(dict.fromkeys(turned)), traded


# A doing the person had another do (a causative), as the fold reads it: the person is its cause, another its doer.
# - "have" or "get" and the thing done, a participle after it ("I had the car repaired", "I got my hair cut", "We're
#   having the kitchen painted", "I had my car stolen": the person's thing, another's doing); not a thing named by a
#   participle ("a dog named Rex"), nor an adjective before its noun ("I had a broken arm": a word must stand between);
# - "have" or "make" and another doing it, said by a determiner or a pronoun ("I had the mechanic fix the car", "I
#   made my kids clean their rooms", "I had someone look at it"; not "let", a permission: "I let my hair grow", nor
#   "I had to answer", "Had I not moved", "I have yet to run");
# - another hired, paid, got, asked or told to do it, said so too ("I hired someone to paint the kitchen", "I got my
#   brother to fix the car"; not a resource: "I got a chance to fix it", "I paid 500 dollars to fix the car" is the
#   person's fixing as much; nor "I got invited to join", "I got so close to finishing"), or one whose trade is the
#   doing hired, paid, booked or called ("I hired a painter for the kitchen", "I booked a photographer": the painter
#   paints);
# - the other languages' causatives: "hice/mandé arreglar el coche", "me cortaron el pelo" (a "they" done to the
#   person), "j'ai fait réparer la voiture", "ich habe das Auto reparieren lassen", "ich ließ das Auto reparieren",
#   "ho fatto riparare la macchina", "mandei consertar o carro".
_DETERMINER = r"(?:my|our|the|a|an|his|her|their|its|this|that|these|those|some|both|all|mi|mis)"
_PARTICIPLE = (
    r"(?!(?:named|called|titled|entitled|dubbed|nicknamed|labell?ed|used|needed|wanted|planned|booked)\b)"
    r"(?:\w+(?:ed|en|wn)|cut|done|made|built|put|set|shut|sold|sent|hung|dug|shorn|spun|bound|taught|brought|laid|lit)"
)
_NO_VERB = r"(?:for|of|with|in|on|at|to|from|about|and|or|but|so|as|than|like|into|by)"
_RESOURCE = (
    r"(?!(?:the|a|an|some|enough|more|no|my|our)\s+(?:\w+\s+)?(?:chance|time|opportunity|moment|money|minutes?|hours?"
    r"|days?|weeks?|months?|years?|dollars?|euros?|pounds?|bucks|cash|loan|job)\b)"
)
# One of a trade, by its agent noun ("a plumber", "an electrician", "a painter", "a locksmith", "a handyman", "the
# mechanic"), or the place it works at ("the garage", "a repair shop", "the vet"); what it was called for, about or to
# do follows up to the clause's end ("for the leak", "about the wiring", "to fix the roof"; not past an "and", "then",
# "after": "I called a plumber and fixed the leak myself" says the person's own doing after it).
# ... and one named by no agent's ending: a healer of people or animals ("the vet", "a doctor", "a nurse", "the
# surgeon", "a physio", "the GP"), one who keeps a place ("the landlord", "the council", "the super"), or a service
# named by the deed it does ("a tow truck", "a cleaning service", "a towing company", "pest control"): each does what
# it is called for (treats, mends, tows, cleans) as a plumber fixes.
_TRADE = (
    r"(?:\w{3,}(?:er|or|ian|ist|smith|man|ic)s?|vets?|docs?|nurses?|surgeons?|physios?|gp|midwife|maids?|landlord"
    r"|landlady|council|super"
    r"|(?:\w+ing|tow|repair|pest\s+control)\s+(?:service|company|firm|crew|team|truck)s?|pest\s+control)"
)
_TRADE_PLACE = r"(?:garage|vet|salon|(?:[\w'-]+\s+)?shop)(?:'s)?"
_CALLED_SPAN = (
    r"(?:(?!\b(?:and|but|then|so|because|after|before|while|when|since|though|although|until|myself|ourselves"
    r"|y|pero|luego|despues|et|mais|puis|apres|e|ma|poi|dopo|mas|depois|und|aber|dann)\b)[^,;:.!?()])+"
)
_CALLED_FOR = rf"(?P<for>\s+(?:for|about|over|regarding|to)\s+{_CALLED_SPAN})?"
# ... and as the other languages name one (Spanish, Portuguese, Italian "fontanero", "electricista", "mecánico",
# "encanador", "pedreiro", "idraulico", "imbianchino"; French "plombier", "électricien", "garagiste", "dépanneur";
# German "Klempner", "Elektriker", "Mechaniker", "Chirurg", which the German reading after an article reads alone),
# after an article or a possessive
# (and a healer's "-ario", "-aire", "médecin": "el veterinario", "le vétérinaire", "il veterinario", "o veterinário",
# "le médecin"; a surgeon: "el cirujano", "il chirurgo", "o cirurgião"; a tow truck: "la grúa", "la dépanneuse", "o
# reboque")
_TRADE_ABROAD = (
    r"(?:\w{3,}(?:ero|era|eiro|eira|ista|iste|ico|ica|or|ora|ore|aio|aia|ier|iere|ien|ienne|eur|euse|ino|ario|aria"
    r"|aire)s?|medecins?|cirujan[oa]s?|chirurg(?:o|a|hi)|cirurgi(?:ao|a|oes)|grua|grue|depanneuse|reboque)"
)
_DETERMINER_ABROAD = (
    r"(?:un|una|uno|une|um|uma|el|la|le|il|lo|o|a|mi|mon|ma|meu|minha|mio|nuestro|notre|einen|eine|den|die|ein"
    r"|unseren|meinen)"
)
_CAUSED = re.compile(
    rf"\b(?:had|have|has|having|'ve|got|get|gets|getting|gotten)\s+(?:{_DETERMINER}\s+(?:[\w'-]+\s+){{1,3}}?"
    rf"|(?:it|them)\s+)(?P<done>{_PARTICIPLE})\b"
    # (the verb after a noun phrase of one or two words, said with the second, and its own object after it; no gerund,
    # no preposition: "I had fun cooking", "I had a similar experience.", "I've had a great respect for our military")
    rf"|\b(?:had|have|has|made|make|makes)\s+(?:{_DETERMINER}\s+[\w'-]+\s+|(?:someone|somebody|him|them)\s+)"
    rf"(?!(?:named|called)\b)(?P<bare>(?:(?!\w+ing\b|{_NO_VERB}\b)[\w'-]+\s+)?(?!\w+ing\b|{_NO_VERB}\b)\w+)"
    rf"(?=\s+(?:{_DETERMINER}|it|them|me|us|him|up|out|over|down|off)\b)"
    rf"|\b(?:hired|hire|hires|paid|pay|pays|got|get|gets|asked|ask|asks|told|tell|tells|convinced|persuaded|begged)\s+"
    rf"{_RESOURCE}(?:{_DETERMINER}\s+(?:[\w'-]+\s+){{1,2}}?|(?:someone|somebody|him|them)\s+)to\s+(?P<to>\w+)\b"
    # (and what the other was got to do it to, a determiner's noun right after it: "I got a mechanic to look at my
    # car", "… to check the pipes"; not "I got some news to share - I joined a gym")
    rf"(?P<to_what>(?:\s+(?:at|over|into|through|on))?\s+{_DETERMINER}"
    r"(?:\s+(?!(?:and|but|then|so|in|at|on|for|to|with|from|by|after|before|because)\b)[\w'-]+){1,2})?"
    r"|\b(?:hired|hire|hires|hiring|paid|pay|pays|booked|book|called|call|phoned|phone|rang|ring|brought\s+in"
    r"|sent\s+for|send\s+for)\s+(?:(?:in|out|over)\s+)?"
    rf"{_DETERMINER}\s+(?:[\w'-]+\s+)??(?P<trade>{_TRADE})\b(?:\s+(?:in|out|over))?{_CALLED_FOR}"
    # (one got or found is one of a trade only as the doer: "I got a handyman in to fix the fence"; not "I got a
    # computer for my birthday", "I found a charger for my phone")
    rf"|\b(?:got|get|found)\s+{_DETERMINER}\s+(?:[\w'-]+\s+)??(?P<trade_got>{_TRADE})\b"
    rf"(?P<for_got>\s+in\s+(?:for|about|over|regarding|to)\s+{_CALLED_SPAN})?"
    # ... or a thing taken to one of a trade ("I took my car to the mechanic", "… to the garage", "I brought my laptop
    # to a repair shop"): the thing's doing is the trade's
    r"|\b(?:took|take|takes|taking|brought|bring|brings|sent|send|dropped)\s+(?P<brought>"
    rf"{_DETERMINER}\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+(?:off\s+)?(?:in\s+)?(?:to|at)\s+(?:the|a|an|my|our|their)\s+"
    rf"(?:[\w'-]+\s+)??(?P<trade_at>{_TRADE}|{_TRADE_PLACE})\b"
    # ... and as the other languages call or hire one ("Llamé a un fontanero por la fuga", "J'ai appelé un plombier
    # pour la fuite", "Ho chiamato un idraulico per la perdita", "Chamei um encanador para o vazamento", "Ich habe
    # einen Klempner wegen des Lecks gerufen"), or take a thing to one ("Llevé el coche al mecánico", "J'ai emmené la
    # voiture chez le garagiste", "Ho portato la macchina dal meccanico", "Levei o carro ao mecânico")
    r"|\b(?:llame|llamamos|llamado|contrate|contratamos|contratado|appele|appelle|contacte|engage|embauche"
    r"|fait\s+venir|chiamato|chiamai|chiamo|contattato|chamei|chamamos|chamado|liguei\s+para|contratei)\s+"
    # (after "al", "ao", the article in it: "Llamé al veterinario")
    rf"(?:(?:al|ao)\s+|(?:(?:a|para)\s+)?(?:{_DETERMINER_ABROAD}\s+|l'))"
    rf"(?:[\w'-]+\s+)??(?P<trade_ab>{_TRADE_ABROAD})\b"
    rf"(?P<for_ab>\s+(?:por|para|pour|per|a\s+causa\s+d\w*|por\s+causa\s+d\w*|a\s+cause\s+d\w*)\s+{_CALLED_SPAN})?"
    r"|\b(?:lleve|llevamos|llevado|emmene|amene|depose|porte|portato|portai|levei|levamos|levado)\s+"
    rf"(?P<brought_ab>{_DETERMINER_ABROAD}\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+)\s+(?:al|a\s+la|chez(?:\s+(?:le|la))?|au"
    rf"|dal|dalla|ao|a|para\s+o)\s+(?:[\w'-]+\s+)??(?P<trade_at_ab>{_TRADE_ABROAD}|garage|taller|officina|oficina)\b"
    rf"|\b(?:{_DETERMINER_ABROAD})\s+(?P<trade_de>\w+(?:er|iker)(?:in)?|\w*arzt(?:in)?|\w+dienst|chirurg(?:en|in)?)\s+"
    r"(?P<for_de>(?:wegen|fur|fuer)\s+(?:[\w'-]+\s+){0,6}?)?(?:gerufen|bestellt|geholt|angerufen|beauftragt"
    r"|kommen\s+lassen)\b"
    # Spanish, French, Italian, Portuguese: the verb of making or sending and the infinitive ("hice arreglar", "fait
    # réparer", "fatto riparare", "mandei consertar"); a "they" done to the person ("me cortaron el pelo")
    r"|\b(?:hice|hizo|hicimos|hicieron|hecho|mande|mando|mandamos|mandaron|mandado|fait|fais|faisons|faire|ferai"
    r"|fatto|fatta|faccio|feci|facciamo|fare|fece|mandei|mandou|mandaram|fiz|fizemos|fez)\s+"
    r"(?P<inf>\w+(?:ar|er|ir|re))\b"
    r"|\b(?:me|nos)\s+(?:(?:lo|la|los|las)\s+)?(?P<they>\w+(?:aron|ieron))\b"
    # German: the infinitive and "lassen" ("… reparieren lassen", "ließ das Auto reparieren")
    r"|\b(?P<inf_de>\w+en)\s+(?:lassen|gelassen|lasse|lasst|liess|liessen)\b"
    r"|\b(?:lasse|lasst|liess|liessen)\s+(?:[\w'-]+\s+){0,4}?(?P<inf_de2>\w+en)(?=\s*(?:$|[,.;!?]))"
)
_CAUSED_GROUPS = (
    "done",
    "bare",
    "to",
    "trade",
    "for",
    "trade_got",
    "for_got",
    "brought",
    "trade_ab",
    "for_ab",
    "brought_ab",
    "for_de",
    "inf",
    "they",
    "inf_de",
    "inf_de2",
)
# ... of which the thing a trade was called for or taken to ("for the leak", "my car", "por la fuga"): a claim that
# says the person did something to it says the trade's doing (``caused``), unless it names the trade itself ("The user
# called a plumber", "The user drove the car to the mechanic") or the quotes say the person's doing too.
_CALLED_FOR_GROUPS = ("for", "for_got", "brought", "for_ab", "brought_ab", "for_de", "to_what")
_TRADE_GROUPS = ("trade", "trade_got", "trade_at", "trade_ab", "trade_at_ab", "trade_de")
# ... but not a work of the person's made public ("I had a paper published", "I had my paintings exhibited at the
# gallery", "I've had two poems published"): a publisher prints and a gallery hangs, yet an author is said to publish
# and an artist to exhibit their own work, the doing the claim says ("The user published a paper") — not so a work
# another does on the thing ("I had the book translated", "I had the flyers printed").
_MADE_PUBLIC = _wordset("published exhibited")
# ... but not what another was got to help with, teach, show or join the person in: the doing is the person's too ("I
# got a tutor to help me with my essay", "I asked a friend to join me on the hike")
_WITH_ME = _wordset("help assist teach show join accompany support guide coach train")
# What stands between the person and a claim's verb in a perfect ("The user has repaired", "L'utilisateur a réparé",
# "Der Nutzer hat … repariert": the participle at the end), or a reflexive ("El usuario se cortó el pelo"): the verb
# is the participle after it, not a thing had ("The user has kids").
_AUXILIARY = _wordset("has have had a ha hat ist tem se si s'est")
_PARTICIPLE_AFTER = re.compile(
    r"\w+(?:ed|en|wn|e|i|u|is|it|ado|ido|ato|uto|ito|ada|ida|ata|uta|ita|t)|cut|done|made|built|put|set|sold|sent|hung"
)


# A claim that says a thing of the person's had a doing done to it, in the passive ("The user's knee was operated on",
# "The user's car was repaired", "… got fixed", "La rodilla del usuario fue operada", "La voiture de l'utilisateur a
# été réparée", "Das Auto des Nutzers wurde repariert", "La macchina dell'utente è stata riparata", "O carro do
# usuário foi consertado"): the thing (``thing``) and the participle (``done``), as the fold reads them.
_THEIR_THING_DONE = re.compile(
    r"^\W*(?:the\s+(?:user|person)'s\s+(?P<thing>(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:was|were|got|has\s+been|have\s+been"
    r"|had\s+been|is\s+being|was\s+being)\s+(?:(?:just|finally|already|successfully)\s+)?(?P<done>" + _PARTICIPLE + r")"
    r"|(?:el|la|los|las|le|les|l'|il|lo|i|gli|o|a|os|as|das|der|die|den)\s*(?P<thing_ab>(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?:del|de\s+la|de\s+l'|do|da|dell'|della|dello|des|der)\s*(?:usuari[oa]|utilisat(?:eur|rice)|utente"
    r"|(?:be)?nutzer(?:in|s)?|utilizador(?:a)?)\s+(?:fue|fueron|ha\s+sido|han\s+sido|foi|foram|a\s+ete|ont\s+ete"
    r"|e\s+stat[oa]|sono\s+stat[ie]|wurde|wurden|ist|sind)\s+(?P<done_ab>\w+))\b"
)


def _trades_called(
    sources: Iterable[str],
) -> tuple[list[tuple[str, list[tuple[int, int]], list[tuple[int, int]]]], set[str], set[str]]:
    """Each source's causatives (``_CAUSED``), read once: its folded text with the spans of their doings and of the
    trades they name; the words of what a trade was called for or taken to; and the trades' heads."""
    spans: list[tuple[str, list[tuple[int, int]], list[tuple[int, int]]]] = []
    called_for: set[str] = set()  # the words of what a trade was called for or taken to
    trades: set[str] = set()
    for text in sources:
        said = _flat(MARKER_RE.sub(" ", text))
        found = list(_CAUSED.finditer(said))
        spans.append(
            (
                said,
                [
                    m.span(g)
                    for m in found
                    for g in _CAUSED_GROUPS
                    if m.group(g) and not (g == "done" and m.group(g) in _MADE_PUBLIC)
                ],
                [m.span(g) for m in found for g in _TRADE_GROUPS if m.group(g)],
            )
        )
        for m in found:
            called_for |= {
                _bare(w)
                for g in _CALLED_FOR_GROUPS
                if m.group(g) and (g != "to_what" or m.group("to") not in _WITH_ME)
                for w in _WORD.findall(m.group(g))
            }
            # (the trade's head: "shop" of "the repair shop")
            trades |= {_bare(_WORD.findall(m.group(g))[-1]) for g in _TRADE_GROUPS if m.group(g)}
    return spans, called_for, trades


def _names_a_trade(claimed: list[str], trades: set[str]) -> bool:
    """Whether a claim's words name one of ``trades`` (by their heads, singular or plural: "The user called a surgeon",
    "… a plumber"): then the claim says the trade's part itself."""
    return bool(trades & {f for w in claimed for f in (w, f"{w}s", w.removesuffix("s"))})


def _done_to_theirs(m: re.Match[str], folded: str, sources: Iterable[str]) -> list[str]:
    """The participle of a claim that says a thing of the person's had a doing done to it (``_THEIR_THING_DONE``: "The
    user's knee was operated on") when its sources say only that one of a trade was called about that thing or it was
    taken to one ("I called a surgeon about my knee", "I took my car to the mechanic"), and no doing of it: that the
    surgeon operated, the mechanic repaired, is what a call or a visit leaves unsaid (a consult, a quote, a "can't be
    fixed"). Not a claim that names the trade itself ("The user's knee was seen by a surgeon"), nor a doing a source
    says ("I had my knee operated on", "My knee was operated on last year", "… and he operated on it")."""
    done = m.group("done") or m.group("done_ab")
    thing = _WORD.findall(m.group("thing") or m.group("thing_ab"))
    texts = list(sources)
    if not _is_claim_word(done) or any(_words_match(done, _bare(w)) for t in texts for w in _WORD.findall(_flat(t))):
        return []
    _spans, called_for, trades = _trades_called(texts)
    claimed = [_bare(w) for w in _WORD.findall(folded)]
    if _names_a_trade(claimed, trades):
        return []
    return [done] if any(_words_match(_bare(w), t) for w in thing for t in called_for) else []


def caused(claim: str, sources: Iterable[str]) -> list[str]:
    """The verbs a claim says the person did that its sources say only as done by another for them (``_CAUSED``): "The
    user repaired the car" behind "I had the car repaired", "… painted the kitchen" behind "I hired a painter for the
    kitchen", "El usuario arregló el coche" behind "Hice arreglar el coche", "Der Benutzer hat das Auto repariert"
    behind "Ich habe das Auto reparieren lassen". Each word of the claim's verb (``base._persons_verb``; a perfect's
    participle after its auxiliary, German's at the end) that a source holds only where a causative says its doing.
    A claim that says the causative itself ("The user had the car repaired", "… hired a painter") turns nothing, nor a
    source that says the doing plainly too ("I had it repaired, then repaired it again myself"). A claim that says the
    doing done to a thing of the person's, in the passive, is read for a trade only called about it
    (``_done_to_theirs``: "The user's knee was operated on" behind "I called a surgeon about my knee")."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if (their := _THEIR_THING_DONE.match(folded)) and not _CAUSED.search(folded):
        return _done_to_theirs(their, folded, sources)
    verb, after = _persons_verb(folded)
    if not verb or _CAUSED.search(folded) or not _PERSON_SUBJECT.match(folded):
        return []
    verbs = [verb]
    if verb in _AUXILIARY:
        # (German's participle ends its clause: "Der Nutzer hat das Auto repariert")
        last = after[-1:] if verb in ("hat", "ist") else ()
        verbs = [w for w in (*after[:1], *last) if _PARTICIPLE_AFTER.fullmatch(w) and w not in _AUXILIARY]
    spans, called_for, trades = _trades_called(sources)
    claimed = [_bare(w) for w in _WORD.findall(folded)]
    out: list[str] = []
    for v in verbs:
        if not _is_claim_word(v) or v in _NO_DOING:
            continue
        # (a word of the trade's own name is no doing of the person's: "repair" in "I took my laptop to the repair
        # shop")
        held = [
            any(a <= t.start() and t.end() <= b for a, b in done)
            for said, done, trade in spans
            for t in _WORD.finditer(said)
            if _words_match(v, _bare(t.group(0))) and not any(a <= t.start() and t.end() <= b for a, b in trade)
        ]
        if held and all(held):
            out.append(v)
        elif not held and called_for and not _names_a_trade(claimed, trades):
            # a verb no quote says, done to what a trade was called for ("The user fixed the leak" behind "I called a
            # plumber for the leak"; not "The user called a plumber", "… drove the car to the mechanic"); German's
            # object stands before its participle ("Der Nutzer hat das Leck repariert")
            at = after.index(v) if v in after else -1
            done_to = _object_of(after[:at] if at == len(after) - 1 else after[at + 1 :])
            if any(_words_match(w, t) for w in done_to for t in called_for):
                out.append(v)
    # ... and a word of the claim that the sources hold only in the name of a trade called (``_TRADE_GROUPS``), its
    # doing said by it ("The user had surgery on the knee" behind "I called a surgeon about my knee": the surgeon
    # operates; "… does plumbing" behind "I called a plumber"), unless the claim names the trade itself ("The user
    # called a surgeon")
    if trades and not _names_a_trade(claimed, trades):
        for w in claimed:
            if not _is_claim_word(w) or w in out:
                continue
            held = [
                any(a <= t.start() and t.end() <= b for a, b in trade)
                for said, _done, trade in spans
                for t in _WORD.finditer(said)
                if _words_match(w, _bare(t.group(0)))
            ]
            if held and all(held):
                out.append(w)
    return out


# What opens a thing the person calls theirs ("my laptop", "mi coche", "ma voiture", "meinen Wagen", "la mia macchina",
# "o meu carro"), as the fold writes it.
_THEIR_THING = re.compile(
    r"^(?:(?:my|our|mi|mis|nuestro|nuestra|mon|ma|mes|notre|mein|meine|meinen|unser|unsere|unseren|meu|minha|nosso"
    r"|nossa)|(?:el|la|il|lo|o|a)\s+(?:mio|mia|meu|minha|nostro|nostra|nosso|nossa))\s+"
)


# One of a trade who saw to a thing of the person's ("The mechanic repaired my car", "The plumber fixed my sink",
# "A technician serviced our boiler", "The vet treated my dog"): the trade's deed, not the person's (``subject``'s
# ``_MY_OBJECT``), on a thing the person has — as one taken in for repair is (``_CAUSED``'s "brought"). Only a verb of
# seeing to it: a trade that took, bought, towed or scrapped it ("The dealer bought my old car") says no having.
_SEEN_TO = re.compile(
    rf"\b(?:the|a|an|my|our)\s+(?:[\w'-]+\s+)??{_TRADE}\s+(?:(?:just|finally|already|quickly|kindly)\s+)?"
    r"(?:repaired|fixed|mended|patched|serviced|cleaned|washed|checked|inspected|tuned(?:\s+up)?|looked\s+at|unclogged"
    r"|unblocked|treated|examined|vaccinated|groomed|painted|upgraded)\s+(?P<thing>(?:my|our)\s+[\w-]+"
    r"(?:\s+(?!(?:and|but|so|then|for|in|at|on|with|to|from|by|after|before|while|again|yesterday|today|last|this)\b)"
    r"[\w-]+){0,2})(?!['\w-])"
)


def taken_in(claim: str, sources: Iterable[str]) -> list[str]:
    """For a claim of the person's having (``_HAVING``), the words of each thing its sources say the person took or
    brought, theirs, to one of a trade (``_CAUSED``'s "brought": "I took my laptop to the repair shop", "Llevé mi
    coche al mecánico"), or one of a trade saw to (``_SEEN_TO``: "The mechanic repaired my car"): to have one's own
    thing seen to says one has it, as "my laptop" does; not what else it says of the thing ("The user's laptop is
    broken"), "my sister's laptop" is no thing of theirs, and a thing the text goes on to sell or lose is ``ending``'s
    to read."""
    if _persons_verb(_flat(MARKER_RE.sub(" ", claim)))[0] not in _HAVING:
        return []
    things: list[str] = []
    for folded in map(_flat, sources):
        taken = [m.group(g) for m in _CAUSED.finditer(folded) for g in ("brought", "brought_ab") if m.group(g)]
        for b in taken:
            if (t := _THEIR_THING.match(b)) and "'s" not in b:
                things += _WORD.findall(b[t.end() :])
        things += [w for m in _SEEN_TO.finditer(folded) for w in _WORD.findall(m["thing"])[1:]]
    return things


# What ends a claim's object, walking on from its verb: a preposition ("The user dealt with the leak", "… drove the car
# to the mechanic": what follows is a setting), or a conjunction.
_OBJECT_END = _wordset(
    """for of with in on at to from about by into over and or but con en de por para pour avec dans chez mit fur bei
    von zu wegen per di da com em no na"""
)
# ... and a claim's verb of having, owning, needing or getting, which says no doing ("The user got a quote for the
# roof", "The user owns a laptop" behind "I took my laptop to the repair shop": the thing taken is the person's)
_NO_DOING = _wordset(
    """got get gets need needs needed want wants wanted tiene tenia avait brauchte own owns owned possess possesses
    posee possede besitzt possiede possui"""
)


def _object_of(words: Sequence[str]) -> list[str]:
    """The content words of a claim's object (``words`` after its verb) up to a preposition (``_OBJECT_END``)."""
    end = next((i for i, w in enumerate(words) if w in _OBJECT_END), len(words))
    return [w for w in words[:end] if _is_claim_word(w)]
