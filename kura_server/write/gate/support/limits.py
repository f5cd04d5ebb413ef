"""Support, limits: a word the claim says plainly that the person's quotes say only on a condition, almost, for a
time or in a scope (``limited``, ``for_a_time``), or of some or sometimes (``widened``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from itertools import accumulate, pairwise

from ....cjk import CJK
from ....pasts import languages, told_in_a_past
from ...redact_rules import MARKER_RE
from ..normalise import fold
from ..numbers import _DATED
from ..words import (
    _ALMOST_WORDS,
    _BARELY,
    _BARELY_ANY,
    _BARELY_DID,
    _BARELY_WORDS,
    _CONDITION,
    _CONDITION_WITHIN,
    _IRREGULAR_PARTICIPLE,
    _MARKS,
    _OUGHT,
    _PARTICIPLES,
    _SE_WITHIN,
    _SENTENCE_START,
    _SI_WITHIN,
    _SPAN_COUNT,
    _STOP,
    _SUPPOSED_UNDONE,
    _TENTATIVE,
    _UNSURE,
    _WHEN_THEN,
    _WILL,
    _WORD,
    _bare,
    _bases,
    _flat,
    _folded,
    _is_negative,
    _ne_que_spans,
    _person_form,
    _sentences,
    _simple_past,
    _words_match,
    _wordset,
    kept_memory,
    told_in_the_past,
)
from .base import (
    _AND,
    _CJK_FRAME,
    _claim_words,
    _is_claim_token,
    _persons_verb,
)
from .ending import (
    _SPAN_UNIT,
    _says_past,
)
from .plan import (
    _only_so,
)
from .states import (
    _STATES,
)
from .tense import (
    _in_my_group,
)

# What a person says only on a condition, for a time, almost, or only in one place (``limited``): each reading marks
# clauses or spans of a source, and a claim that says the same limit itself is not read.
# A time the person says it holds for ("Temporarily, we route …", "For now we use …", "Until the migration is done,
# …", "Por ahora", "De momento", "Vorübergehend", "Pour l'instant", "Per ora", "Por enquanto"; not "during", which
# frames an event far more often: "Here's a photo of us during one of the dance classes").
_FOR_A_TIME = re.compile(
    r"\b(?:temporar(?:il)?y|for\s+now|for\s+the\s+(?:time\s+being|moment)|in\s+the\s+meantime"
    # ("until" not before now, today, a time of day or a lower bound, which say it holds on: "I've lived in Lisbon
    # until now", "I work until 6pm at Siemens", "I'm staying until at least 2030"; not "until at least Friday")
    # (nor the span a thing runs for, a term's or a contract's: "I was elected chair and my term runs until May" says
    # the post held now, to its end)
    r"|(?<!\bruns\s)(?<!\blasts\s)(?:until|till)(?!\s+(?:now|today|this\s+day|at\s+least\s+(?:\d{4}|next\s+year|the\s+end\s+of\s+\d{4})|late"
    r"|midnight|noon|lunch|dinner"
    r"|\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m|p\.m|o'clock|h)\b|\d{1,2}[:.]\d\d\b))"
    r"|for\s+the\s+(?:demo|trial|pilot|poc|prototype|hackathon|outage|migration)"
    r"|temporal(?:mente)?|provisional(?:mente)?|por\s+(?:ahora|el\s+momento|enquanto|agora|o\s+momento)|de\s+momento"
    r"|hasta\s+que|mientras\s+tanto|temporari[oa](?:mente)?|provisori[oa](?:mente)?|ate\s+que"
    r"|temporaire(?:ment)?|provisoire(?:ment)?|pour\s+l'instant|pour\s+le\s+moment|en\s+attendant|jusqu'a\s+ce\s+qu"
    r"|vorubergehend|vorerst|vorlaufig|furs\s+erste|bis\s+auf\s+weiteres|temporane[oa](?:mente)?"
    r"|provvisori[oa](?:mente)?|per\s+ora|per\s+il\s+momento|finche|nel\s+frattempo)\b"
    # "until" in German, Spanish, French, Italian before a date ("Bis Ende Mai arbeite ich bei Siemens", "Estoy en
    # Madrid hasta marzo", "jusqu'en mars", "fino a giugno"; ``numbers._DATED``); not "bis heute", "hasta hoy", which
    # say it still holds, nor "bis 18 Uhr", "hasta 10 personas", a time of day or a bound
    r"|\b(?:bis|hasta|jusqu'(?:a|au|en)|fino\s+a)\s+(?:(?:ende|mitte|anfang|zum|fin|finales|principios|mediados|la"
    r"|el|de|del|d'|fine|inizio|al)\s+)*(?!heute|hoy|aujourd|oggi)"
    rf"(?:{_DATED.pattern})"
)
# "almost" / "nearly" before what then is not quite so ("We nearly finished the migration", "We almost have the
# migration done", "Casi terminamos …", "Wir sind fast fertig mit …", "Ich hätte beinahe einen Tesla gekauft", "Nous
# avons presque fini …", "Abbiamo quasi finito …", "Quase terminamos …", "Я почти купил …"): what follows it in its
# clause. Not before a number (``bounded`` reads "almost 10 miles"), nor "almost always", "nearly every", "casi
# siempre", "fast jeden Tag"; German "fast" only before "fertig" and its kin or after the verb it leaves undone ("ich
# hätte fast …", "wir wären fast …", "ich bin fast …": "fast" is English "fast").
_ALMOST_HI = "लगभग करीब क़रीब तकरीबन"  # Hindi: almost, nearly
_ALMOST_RU = "почти"  # Russian, as the fold reads it (``_folded``)
_ALMOST = re.compile(
    rf"\b(?:{_ALMOST_WORDS}|{'|'.join(_folded(_ALMOST_RU))}"
    r"|fast(?=\s+(?:fertig|geschafft|erledigt|abgeschlossen|durch|bereit|vorbei|komplett|vollstandig|alle[ns]?)\b)"
    r"|(?:hatte|hatten|ware|waren|war|bin|sind|ist|habe|haben|hat)\s+(?:(?:ich|wir|er|sie|du|ihr|es)\s+)?fast)\s+"
    r"(?!(?:always|every\w*|all|any\w*|never|no|none|nothing|entirely|as|too|the\s+same|siempre|todo\w*|nunca|nada"
    r"|toujours|tout\w*|tous|jamais|rien|immer|nie|nichts|jede\w*|sempre|tutt\w*|mai|niente|nulla|nunca"
    rf"|{'|'.join(_folded('всегда все всё каждый каждую каждое каждого'))})\b|\d)"
    # ... and Hindi ("मैं लगभग डॉक्टर हूँ"), where no "\b" ends a word at its vowel sign; not before a number
    rf"|(?<![\w{_MARKS}])(?:{'|'.join(_folded(_ALMOST_HI))})\s+(?!\d)"
)
# A scope the person limits it to ("We use Postgres only in staging", "solo en staging", "nur im Staging", "seulement
# en staging", "solo in staging", "somente em staging"): a claim that leaves the scope out says it everywhere.
_ONLY_IN = re.compile(
    r"\b(?:only|solo|solamente|unicamente|exclusivamente|nur|ausschliesslich|seulement|uniquement|soltanto"
    r"|esclusivamente|somente|apenas|so(?=\s+(?:em|na|nas|nos|para|com|quando)\b))\s+"
    r"(?:in|on|at|for|during|with|when|en|para|con|durante|cuando|im|am|an|bei|fur|mit|wahrend|wenn|au|aux|pour"
    r"|avec|dans|pendant|quand|nel|nella|nei|per|quando|em|no|na|nos|nas|com)\b(?P<scope>[^.,;:!?]*)"
)


def _clauses_marked(
    folded: str, marks: Callable[[int, str, int], bool], opener: Callable[[int, str], bool]
) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether its clause is marked (``marks``: the clause's index in its sentence,
    the clause and how many clauses it has): a marked clause that opens with what marks it (``opener``) governs the
    clause it stands beside — the next one when one follows ("If the tests pass, we ship on Monday", "Temporarily,
    we route …", "We use Postgres; if it breaks, we call Ana"), else the one before ("We ship on Monday, but only if
    the tests pass")."""
    out: list[tuple[str, bool]] = []
    for clauses in _sentences(folded):
        parts = [c for c in clauses if _WORD.search(c)]
        marked = [marks(i, c, len(parts)) for i, c in enumerate(parts)]
        governs = list(marked)
        for i, c in enumerate(parts):
            if marked[i] and opener(i, c):
                j = i + 1 if i + 1 < len(parts) else i - 1
                if 0 <= j < len(parts):
                    governs[j] = True
        out += [(w, governs[i]) for i, c in enumerate(parts) for w in _WORD.findall(c)]
    return out


# A future the person puts off until something comes to pass, inside its clause (``words._WILL``,
# ``words._WHEN_THEN``: "I'll retire the old API when all clients are on v2").
_WHEN_WILL = re.compile(rf"{_WILL.pattern}[^.;!?,]*?{_WHEN_THEN.pattern}")


_SUPPOSED_UNDONE_RE = re.compile(rf"\b(?:{_SUPPOSED_UNDONE})\b")


def _conditioned(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only on a condition (``words._CONDITION``,
    ``words._CONDITION_WITHIN``, ``words._SI_WITHIN`` in a text Spanish or French votes for, ``words._SE_WITHIN``): the
    condition's clause, and the clause it governs; not an unreal condition of the past (``words._SUPPOSED_UNDONE``)."""
    langs = languages(folded)  # (none holds a function word of either: all five)
    si = bool(set(langs) & {"es", "fr"}) and len(langs) < 5
    # an unreal condition of the past supposes undone what was done ("Si je n'avais pas déménagé, …"): no condition of
    # it, and what would have been is a musing (``asks.unreal``)
    folded = _SUPPOSED_UNDONE_RE.sub(lambda m: " " * len(m.group(0)), folded)
    # a memory kept of what was puts nothing off until a "when" ("I'll always remember the trip when we saw the
    # meteor shower": ``words.kept_memory``)
    folded = kept_memory(folded)

    def within(c: str) -> bool:
        return bool(
            _CONDITION_WITHIN.search(c) or _SE_WITHIN.search(c) or (si and _SI_WITHIN.search(c)) or _WHEN_WILL.search(c)
        )

    return _clauses_marked(
        folded,
        # (the opening clause read with the comma that ends it: "Se i test passano, …")
        lambda i, c, n: within(c) or (i == 0 and _CONDITION.match(c + "," * (n > 1)) is not None),
        lambda i, c: bool(_CONDITION.match(c + ",")),
    )


# A stretch of now that ends ("This week we are using Heroku", "This sprint we're on Heroku", "Esta semana usamos …",
# "Cette semaine …", "Diese Woche …", "Questa settimana …"): what it holds for may be over when it is read. Not "this
# weekend", which frames what one does in it ("I'm relaxing this weekend with a long walk" backs "The user enjoys
# long walks" as LoCoMo's authors wrote it). "Right
# now", "at the moment", "ahora mismo", "en este momento", "in questo momento" say so only of a progressive or "on"
# (``_PROGRESSIVE``, ``_BE_ON``: "Right now we're using Heroku", "Right now we're on Heroku"; "Right now we use
# Postgres" says what is).
_THIS_STRETCH = re.compile(
    # (with what sets it: "For this sprint only, we're freezing the schema" opens with it)
    r"\b(?:(?:(?:only\s+)?(?:for|during)|durante|por|pendant|pour|fur|wahrend|per)\s+)?"
    r"(?:(?:this|these)\s+(?:week|weeks|sprint|month|quarter)\b(?!\s+ago)"
    r"|\b(?:(?:esta|essa)\s+semana|este\s+(?:mes|sprint|trimestre)|esse\s+mes"
    r"|cette\s+semaine|ce\s+(?:mois|sprint|trimestre)(?:-ci)?|diese\s+woche|diesen\s+(?:monat|sprint)"
    r"|dieses\s+quartal|questa\s+settimana|questo\s+(?:mese|sprint|trimestre))\b)"
)
_RIGHT_NOW = re.compile(
    r"\b(?:right\s+now|at\s+the\s+moment|at\s+present|ahora\s+mismo|en\s+este\s+momento|neste\s+momento"
    r"|agora\s+mesmo|in\s+questo\s+momento)\b"
)
_PROGRESSIVE = re.compile(
    r"\b(?:am|are|is|'m|'re|'s|(?:we|i|they)re|(?:we|i)m)\s+(?:\w+ly\s+)?\w+ing\b"
    r"|\b(?:estamos|estoy|esta|estan|estou|estao|stiamo|sto|sta|stanno)\s+\w+(?:ando|endo|indo)\b"
)
_BE_ON = re.compile(r"\b(?:am|are|is|'m|'re|'s|(?:we|i|they)re|(?:we|i)m)\s+(?:\w+ly\s+)?on\b")


# A stretch a past or a start lasted ("I took up pottery for a month", "I started yoga for a while", "I did karate
# for two years", "Hice cerámica durante un año", "J'ai fait de la poterie pendant un mois", "Ho fatto yoga per due
# anni", "Ich habe zwei Jahre lang Karate gemacht"): what held for it held then, for that time, and is not said to
# hold now — unlike a perfect ("I've done pottery for a month", "I've been vegan for two years": still so) or "since"
# ("depuis", "desde hace", "seit"), which run up to now. Read only in a clause told in a past
# (``_stretch_ended``).
_STRETCH_SPAN = re.compile(
    rf"\b(?:for|durante|por|pendant|per)\s+{_SPAN_COUNT}\s+(?:\w+\s+)?{_SPAN_UNIT}(?![\w'])"
    rf"|\b(?:ein|eine|einen|zwei|drei|ein\s+paar|einige)\s+{_SPAN_UNIT}\s+lang\b"
)


def _stretch_ended(clause: str) -> bool:
    """A folded clause that says a stretch (``_STRETCH_SPAN``) of what it tells in a past: a simple past
    (``words.told_in_the_past``: not a perfect) or a past of the other languages (``pasts.told_in_a_past``)."""
    return bool(_STRETCH_SPAN.search(clause)) and (
        told_in_the_past(clause) or any(told_in_a_past(clause, lang) for lang in languages(clause))
    )


def for_a_time(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only for a time (``_FOR_A_TIME``), or of a stretch of now
    that ends (``_THIS_STRETCH``, not of a clause told in the past; ``_RIGHT_NOW`` with a progressive), or of a
    stretch a past lasted (``_stretch_ended``: "I took up pottery for a month")."""

    def timed(c: str) -> bool:
        now = _RIGHT_NOW.search(c) and (_PROGRESSIVE.search(c) or _BE_ON.search(c))
        stretch = _THIS_STRETCH.search(c) and not told_in_the_past(c)  # "We moved to Heroku this month": it stands
        return bool(_FOR_A_TIME.search(c) or stretch or now or _stretch_ended(c))

    return _clauses_marked(
        folded,
        lambda i, c, n: timed(c),
        lambda i, c: bool(_FOR_A_TIME.match(c.strip()) or _THIS_STRETCH.match(c.strip())),
    )


# A change that almost happened ("We almost switched to Kafka"): what it would have changed to is not so, whatever
# the claim says of it; a start too ("I almost took up pottery", "I nearly started a business", "I almost got a dog"),
# and a post another nearly conferred on the person ("They almost promoted me to manager", "… nearly made me captain").
_ALMOST_CHANGED = _wordset(
    """switched moved migrated went bought chose picked adopted signed hired replaced dropped became joined quit left
    married retired enlisted emigrated accepted started began took got promoted appointed elected named nominated
    made offered employed recruited ascendieron nombraron promovieron contrataron promu nomme embauche promosso
    nominato assunto promoveram nomearam contrataram befordert ernannt cambiamos migramos
    compramos elegimos adoptamos mude mudo mudamos mudei mudou compre compro comprei comprou demenage achete
    trasferito trasferita comprato gezogen umgezogen gekauft verhuisd gekocht"""
)


# What came close to happening and did not ("I came close to buying a Tesla", "I was this close to buying a boat",
# "I would have bought the house", "on the verge of", "Estuve a punto de
# mudarme a Berlín", "Por poco me mudo …", "J'ai failli déménager …", "sur le point de", "Stavo per trasferirmi …",
# "sul punto di", "prestes a", "Я чуть не переехал …"): the rest of its clause is not so, whatever word of it the
# claim says. Not "por poco tiempo" ("for a short time"); Italian "stavo per" only before a verb's infinitive.
_NEARLY_DID = re.compile(
    r"\b(?:(?:came|come|comes|was|were|been|got|get)\s+(?:(?:this|so|very|really|pretty|quite|that)\s+)?close\s+to"
    r"(?=\s+\w+ing\b)|on\s+the\s+verge\s+of"
    # ... and what would or could have been, and was not ("I would have bought the house", "I could have won")
    r"|(?:would|could|might)(?:n't)?\s+have(?=\s+\w+(?:ed|en|t|n|ught|ew|on|ung|ade)\b)|a\s+punto\s+de|(?:por|per)\s+poco(?!\s+(?:tiempo|rato|tempo))"
    r"|por\s+pouco(?!\s+tempo)|failli|sur\s+le\s+point\s+d(?:e\b|')|sul\s+punto\s+di|prestes\s+a"
    r"|stav(?:o|a|amo|ate|ano)\s+per(?=\s+\w+(?:are|ere|ire|rmi|rsi|rti|rci|rvi|rlo|rla)\b)"
    rf"|(?:{'|'.join(_folded('чуть'))})\s+(?:(?:{'|'.join(_folded('было'))})\s+)?(?:{'|'.join(_folded('не'))}))\b"
)


# ... and the Chinese "almost did", simplified and traditional ("我差点搬到上海", "我差一点就辞职了", "险些"; "几乎"
# only before what it leaves undone, not before what it counts: "几乎每天", "几乎都", "几乎没有", "几乎所有"), where a
# run of characters is one word to ``_WORD``: the characters after it in its clause.
_ZH_NEARLY = re.compile(
    "|".join(
        map(fold, ("差一点儿", "差一点", "差点儿", "差点", "险些", "差一點兒", "差一點", "差點兒", "差點", "險些"))
    )
    + f"|(?:{fold('几乎')}|{fold('幾乎')})(?![{''.join(map(fold, '每都没沒不所全总總天一'))}])"
)


def _almost(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only as almost so (``_ALMOST``: what follows it in its
    clause, when the claim says what almost was — the first content word after it, "finished" of "nearly finished
    the migration" — or it is a change, ``_ALMOST_CHANGED``: "We almost lost the data, but the backup saved us"
    backs "The backup saved the data"; ``_NEARLY_DID``: what follows it in its clause, always; ``_ZH_NEARLY``: the
    characters that follow it in its clause, always)."""
    out: list[tuple[str, bool]] = []
    cjk = any(CJK.match(w) for w in claimed)  # a claim in Chinese: its characters are read (``_ZH_NEARLY``)
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        spans = [m.end() for m in _NEARLY_DID.finditer(clause)]
        for m in _ALMOST.finditer(clause):
            first = next((_bare(w) for w in _WORD.findall(clause[m.end() :]) if _is_claim_token(_bare(w))), "")
            if first in _ALMOST_CHANGED or any(_words_match(first, c) for c in claimed):
                spans.append(m.end())
        out += [(m.group(0), any(m.start() >= a for a in spans)) for m in _WORD.finditer(clause)]
        if cjk:
            nearly = [m.end() for m in _ZH_NEARLY.finditer(clause)]
            out += [(m.group(0), any(m.start() >= a for a in nearly)) for m in CJK.finditer(clause)]
    return out


def _scoped(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether its clause limits it to a scope the claim does not say (``_ONLY_IN``:
    "only in staging" behind a claim that says no "staging")."""

    def narrowed(i: int, clause: str, n: int) -> bool:
        for m in _ONLY_IN.finditer(clause):
            scope = _claim_words(m.group("scope"))
            if scope and not any(_words_match(w, c) for w in scope for c in claimed):
                return True
        return False

    return _clauses_marked(folded, narrowed, lambda i, c: False)


# What the person says they are only on some days, in some places or on some occasions ("I'm vegan on weekdays", "I'm
# sober during the week", "I'm vegan at home", "I'm vegetarian most of the time", "Soy vegano entre semana", "Je suis
# végétarien en semaine", "Ich bin unter der Woche vegan"; folded): a claim that leaves the scope out says they are so
# always (``_qualified``). The place of work (``work``) limits it only after "only" ("I only drink at work"): "I'm the
# team lead at work" says where the role is.
_SOME_OF_THE_TIME = re.compile(
    r"\b(?:on\s+(?:weekdays|weekends|workdays|work\s+days|school\s+days|days\s+off|holidays|(?:mon|tues|wednes|thurs"
    r"|fri|satur|sun)days)|(?:at|on|over)\s+(?:the\s+)?weekends?|during\s+the\s+(?:week|day|weekdays?|holidays|workday)"
    r"|in\s+the\s+week|at\s+home|in\s+public|in\s+private|at\s+parties|en\s+(?:las\s+)?fiestas|en\s+soiree|auf\s+partys|most\s+of\s+the\s+time|some\s+of\s+the\s+time"
    r"|in\s+(?:the\s+)?(?:summers?|winters?|spring|autumn|fall)|en\s+(?:verano|invierno|primavera|otono|ete|hiver|automne)"
    r"|au\s+printemps|im\s+(?:sommer|winter|fruhling|herbst)"
    r"|entre\s+semana|(?:los|el)\s+fines?\s+de\s+semana|los\s+(?:lunes|martes|miercoles|jueves|viernes|sabados"
    r"|domingos)|en\s+casa|en\s+publico|la\s+mayor\s+parte\s+del\s+tiempo|en\s+semaine|(?:le|les|en)\s+week-?ends?"
    r"|les\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s|le\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|a\s+la\s+maison|chez\s+moi|en\s+public"
    r"|la\s+plupart\s+du\s+temps|unter\s+der\s+woche|am\s+wochenende|an\s+wochenenden|(?:montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag)s|zu\s+hause|zuhause|in\s+der\s+offentlichkeit|meistens"
    r"|(?P<work>at\s+work|at\s+the\s+office|at\s+school|en\s+el\s+trabajo|en\s+la\s+oficina|au\s+travail|au\s+bureau"
    r"|(?:bei|auf)\s+der\s+arbeit|im\s+buro))\b"
)
_WHO_AFTER = re.compile(r"\s+(?:who|that|which|que|qui|der|die)\b")
# "Only" anywhere in a clause of what the person does, with such a scope ("I only eat meat on Sundays", "Solo bebo en
# el trabajo", "Je ne fume qu'au travail"): ``restricted``'s ``_ONLY``, and the French "ne … que" (``_only_doing``).


def _only_doing(clause: str) -> bool:
    """Does a folded clause say "only" (``_ONLY``: "I only eat meat on Sundays", "Solo bebo en el trabajo") or the
    French "ne … que" (``words._ne_que_spans``: "Je ne fume qu'au travail")?"""
    return bool(_ONLY.search(clause) or _ne_que_spans(clause))


# ... and what the person is called or the law they eat by, which a scope changes as it changes who they are ("At work
# I go by Alex", "I keep kosher at home", "En casa como kosher", "Au travail, je me fais appeler Alex"): read as a
# clause of what the person is (``_qualified``), the place of work too; not a habit or a liking ("I go hiking on
# weekends" → "The user enjoys hiking").
_NAMED_OR_KEPT = re.compile(
    r"\b(?:go(?:es)?\s+by|known\s+as|call\s+me|i'm\s+called|keep\s+(?:kosher|halal|shabbat|sabbath)"
    r"|eat\s+(?:only\s+)?(?:kosher|halal)|(?:me\s+)?llaman|me\s+dicen|como\s+(?:kosher|halal)"
    r"|(?:je\s+)?me\s+fais\s+appeler|on\s+m'appelle|mange\s+(?:casher|cacher|kasher|halal))\b"
)
# ... loosely, in name only or as good as ("I'm basically a vegetarian", "I'm kind of vegetarian", "I'm more or less
# vegan", "In theory I'm a vegetarian", "On paper I'm the team lead", "Soy más o menos vegetariano", "En teoría soy
# vegetariano", "Je suis plus ou moins végétarien", "Ich bin im Grunde Vegetarier"; not "a kind of", "the sort of",
# which name a kind)
_LOOSELY = re.compile(
    # (the words people fill speech with, read only inside the clause that says what the person is: "I'm happy with
    # my job, basically" says the person is happy with it)
    r"\b(?:(?P<filler>basically|pretty\s+much|basicamente|en\s+gros|im\s+grunde(?:\s+genommen)?|sozusagen)"
    r"|mostly|mainly|largely|(?<!\ba\s)(?<!\bthe\s)(?<!\bthis\s)(?<!\bthat\s)(?<!\bwhat\s)(?:kind|sort)\s+of"
    r"|kinda|sorta|more\s+or\s+less|practically|mas\s+o\s+menos|practicamente"
    r"|en\s+principio|plus\s+ou\s+moins|pratiquement|a\s+peu\s+pres|mehr\s+oder\s+weniger"
    r"|praktisch|piu\s+o\s+meno|praticamente|mais\s+ou\s+menos"
    # ... and in name only, of what the person does too ("On paper I own the billing service", "En teoría soy …",
    # "Sur le papier, …", "Auf dem Papier …"): what is so in practice is another thing
    # (paper only where it opens the clause: "my goals written down on paper" is paper)
    r"|(?P<nominal>technically|in\s+theory|nominally|in\s+name\s+only|en\s+teoria|tecnicamente|en\s+theorie"
    # ... and what the person is only at heart, in spirit or "-ish" ("I'm a nurse at heart", "I'm a doctor-ish")
    r"|at\s+heart|in\s+spirit|(?<=\w)-ish"
    r"|techniquement|theoretisch|technisch\s+gesehen|in\s+teoria|em\s+teoria"
    r"|(?<![^\s])(?<!\w\s)(?:on\s+paper|(?:sobre|en)\s+el\s+papel|sur\s+le\s+papier|auf\s+dem\s+papier"
    r"|sulla\s+carta|no\s+papel))"
    # ... and "on paper" closing a clause of what the person is ("I'm a nurse on paper"; read only there, not "I write
    # my goals down on paper"), and what the person is only like ("I'm like a nurse to them", "I'm like a big brother
    # to him": read only in a clause of what the person is, "I'm like, a nurse" being a filler's)
    r"|on\s+paper(?=\s*(?:[,.;:!?)]|$))"
    r"|(?:(?<=\bi'm\s)|(?<=\bam\s)|(?<=\bis\s)|(?<=\bare\s))like(?=\s+(?:an?|the)\s))\b"
)
# ... but not a feeling it softens ("I'm kind of obsessed with pottery", "I'm pretty much exhausted", "I'm kind of into
# jazz"): how much one feels, not whether one is what the claim says.
_FELT_AFTER = re.compile(
    r"\s+(?:(?:so|really|very|a\s+bit|a\s+little)\s+)?(?:\w+(?:ed|ing)|into|over|in\s+love"
    # ... nor one that makes "always" stronger ("I'm basically always reading")
    r"|always|all\s+the\s+time|constantly|never|every)\b"
)
# ... nor "mostly", "mainly", "largely" before a doer of a kind ("I'm mostly a landscape painter", "I'm mainly a beer
# drinker", "I'm largely a freelancer"): what the person chiefly is among what they are, not a diet or an identity
# held not quite ("I'm mostly a vegetarian", "mostly a Buddhist"); not one who abstains ("mostly a non-smoker").
_CHIEFLY = _wordset("mostly mainly largely")
_CHIEFLY_A = re.compile(r"\s+an?\s+(?:[\w'-]+\s+){0,2}?(?!non|teetotal)[\w'-]+(?:er|or)\b")
# ... but a state one is in or is not, however it ends, is no feeling: a hedge before it says the person is not quite
# in it ("I'm sort of seeing someone", "I'm basically retired", "I'm kind of engaged", "I'm pretty much divorced"): the
# partner states of ``_STATES`` and these (``_whole_state``).
_WHOLE_STATES = _wordset("seeing retired semi-retired employed unemployed pregnant vaccinated baptized baptised")


def _whole_state(clause: str, at: int) -> bool:
    """Does the word at ``at`` in a folded clause (after a hedge) name a state one is in or is not, a partner's
    (``_STATES``: "engaged", "married", "dating") or another of ``_WHOLE_STATES`` ("retired", "seeing someone")?"""
    first = _WORD.search(clause, at)
    word = _bare(first.group(0)) if first else ""
    return word in _WHOLE_STATES or any(state.match(word) for state in dict(_STATES)["partner"])


# ... and but for an exception ("I'm a vegetarian except for fish", "I'm vegetarian, apart from fish", "… but not at
# Christmas", "Soy vegetariano excepto el pescado", "Je suis végétarien sauf pour le poisson", "Ich bin Vegetarier,
# außer bei Fisch"; a "but not" the clause cut leaves as a clause that opens with "not" and a scope: "… but not when I
# eat out")
_EXCEPT = re.compile(
    r"\b(?:except|excepting|apart\s+from|aside\s+from|other\s+than|but\s+not|excepto|salvo|a\s+excepcion\s+de|sauf"
    # (French "à part" before what it sets apart, not "a part-time", "a part of")
    r"|a\s+part(?=\s+(?:le|la|les|l'|ca|cela|quelques|un|une|des|du)\b)|hormis|excepte|a\s+l'exception\s+d|ausser"
    r"|abgesehen\s+von|bis\s+auf|tranne|eccetto|fuorche|exceto"
    r"|a\s+excecao\s+d|com\s+excecao\s+d)\b"
    r"|^\s*(?:not|no|pas|nicht)\s+(?:when|on|at|in|for|during|while|if|cuando|en|los|quand|le|les|wenn|am|an|bei)\b"
)
# The person saying what they are ("I'm", "soy", "je suis", "ich bin", "sono", "sou"; ``_ME_BEING``, the present
# only): a clause of what they are is where a scope, a "basically" or an exception limits who they are.
_I_AM = _wordset("i'm am we're soy somos estoy suis sommes bin sind sono siamo sou")


def _qualified(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said of what the person is only on some days, in some places,
    loosely or but for an exception (``_SOME_OF_THE_TIME`` when the claim says none of its words, ``_LOOSELY``,
    ``_EXCEPT``): a clause that says what the person is (``_I_AM``) with such a limit in it ("I'm vegan on weekdays"),
    or beside a clause that opens with an exception or says only the limit ("I'm vegetarian, apart from fish", "In
    theory, I'm a vegetarian", "I'm vegan — well, on weekdays", "Je suis végétarien, en théorie"). What the person does
    is read only with "only" and a scope ("I only eat meat on Sundays", "Je ne fume qu'au travail", ``_only_doing``), in
    name only ("On paper I own the billing service"), or when it is what they are called or the law they eat by
    (``_NAMED_OR_KEPT``: "At work I go by Alex", "I keep kosher at home"): a scope a paraphrase drops from a habit or a
    liking ("I go hiking on weekends" → "The user enjoys hiking") is one people drop honestly; a diet, a faith, a name
    or an identity held only some days is not held."""

    def scoped(clause: str, only: bool) -> bool:
        return any(
            (only or not m.group("work"))
            and not _WHO_AFTER.match(clause, m.end())  # "I'm the only one at home who cooks": of the one
            and (scope := _claim_words(m.group(0)))
            and not any(_words_match(w, c) for w in scope for c in claimed)
            for m in _SOME_OF_THE_TIME.finditer(clause)
        )

    def limits(clause: str) -> bool:
        loosely = any(
            (not _FELT_AFTER.match(clause, m.end()) or _whole_state(clause, m.end()))
            and not (m.group(0) in _CHIEFLY and _CHIEFLY_A.match(clause, m.end()))
            for m in _LOOSELY.finditer(clause)
        )
        return scoped(clause, False) or loosely or bool(_EXCEPT.search(clause))

    def nominal(clause: str) -> bool:
        return any(m.group("nominal") for m in _LOOSELY.finditer(clause))

    def opens(clause: str) -> bool:
        """The clause opens with an exception ("Except for fish"), or says only how loosely or when ("In theory",
        "…, more or less", "— well, on weekdays", "(on weekdays)", "…, but only at parties", "En semaine, …"): a stop
        word, "only" or "well" at most beside it."""
        c = clause.strip()
        if _EXCEPT.match(c):
            return True
        if not scoped(c, False) and all(m.group("filler") for m in _LOOSELY.finditer(c)):
            return False
        rest = _WORD.findall(_ONLY.sub(" ", _LOOSELY.sub(" ", _SOME_OF_THE_TIME.sub(" ", c))))
        return all(w in _STOP or w in ("well", "least") for w in rest)

    out: list[tuple[str, bool]] = []
    for clauses in _sentences(folded):
        # (cut at "and" too: "Juego en una partida los viernes y soy enfermera" says a nurse every day)
        parts = [p for c in clauses for p in _AND.split(c) if _WORD.search(p)]
        being = [any(_bare(w) in _I_AM for w in _WORD.findall(c)) for c in parts]
        limited_ = [limits(c) for c in parts]
        # (what the person does, only with "only" and a scope: "I only eat meat on Sundays")
        # (and what the person does in name only: "On paper I own the billing service")
        marked = [
            (b and lim) or ((_only_doing(c) or bool(_NAMED_OR_KEPT.search(c))) and scoped(c, True)) or nominal(c)
            for b, lim, c in zip(being, limited_, parts, strict=True)
        ]
        for i, c in enumerate(parts):
            if limited_[i] and opens(c):  # the clause before or after ("Except for fish, I'm …", "…, apart from fish")
                # (the one before past a word alone: "I'm vegan — well, on weekdays"; and that word, a verb alone
                # where the person goes unsaid: "Fumo, pero solo en fiestas")
                before = next((j for j in range(i - 1, -1, -1) if len(_WORD.findall(parts[j])) > 1), -1)
                for j in (j for j in (before, *range(before + 1, i), i + 1) if 0 <= j < len(parts)):
                    # (a doing too, after "but only": "I smoke, but only at parties")
                    # (and a name or a law one eats by: "At home, I keep kosher")
                    marked[j] = (
                        marked[j] or being[j] or nominal(c) or (_only_doing(c) or bool(_NAMED_OR_KEPT.search(parts[j])))
                    )
        out += [(w, marked[i]) for i, c in enumerate(parts) for w in _WORD.findall(c)]
    return out


# A part the person puts on a word ("I'm half Italian", "Our migration is partly done", "Ich bin halb Italiener", "La
# migración está hecha en parte"): a claim that says the word without it says it whole (``_partly``). Not "a little",
# "a bit", "kind of": as often a size or a kind ("a little doll", "a bit of a setback", "a special kind of bond").
_PART_OF = re.compile(
    r"\b(?:half|partly|partially|somewhat|en\s+parte|a\s+medias|en\s+partie|a\s+moitie|halb|teilweise|in\s+parte"
    r"|em\s+parte)\b"
)


def _partly(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only in part (``_PART_OF``: the first content word after it,
    when the claim says it — "Italian" of "half Italian", "Japanese" of "a little Japanese"; nothing else of its
    clause)."""
    out: list[tuple[str, bool]] = []
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        marked = set()
        for m in _PART_OF.finditer(clause):
            after = (w for w in _WORD.finditer(clause, m.end()) if _is_claim_token(_bare(w.group(0))))
            if (first := next(after, None)) and any(_words_match(_bare(first.group(0)), c) for c in claimed):
                marked.add(first.start())
        out += [(w.group(0), w.start() in marked) for w in _WORD.finditer(clause)]
    return out


def _barely(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only barely (``words._BARELY``: what follows it in its
    clause, when the claim says the first content word after it, or that verb in the third person — "speak" of "I
    barely speak Spanish", "hablo" of "Apenas hablo español", "Spanisch" of "Ich spreche kaum Spanisch"; "I barely slept
    last night because of the noise" says the noise whole — or its whole clause when it closes it, "Ich kenne Ana
    kaum"). Not Portuguese "apenas", which says "only" ("Falo apenas português"), nor a "barely" before a thing done
    (``words._BARELY_DID``: "I barely passed the exam" passed it)."""
    if not _BARELY.search(folded):
        return [(w, False) for w in _WORD.findall(folded)]
    langs = languages(folded)
    portuguese = "pt" in langs and "es" not in langs
    out: list[tuple[str, bool]] = []
    for clause in (c for clauses in _sentences(folded) for c in clauses):
        spans = []
        for m in _BARELY.finditer(clause):
            if portuguese and m.group(0) == "apenas":
                continue
            after = [_bare(w) for w in _WORD.findall(clause[m.end() :]) if _is_claim_token(_bare(w))][:1]
            if after and after[0] in _BARELY_DID and not _BARELY_ANY.search(clause, m.end()):
                continue  # "I barely passed the exam": passed it, just
            if any(_words_match(w, c) or _person_form(w, c) for w in after for c in claimed):
                spans.append(m.end())
            elif not after:
                spans.append(0)
        out += [(m.group(0), any(m.start() >= a for a in spans)) for m in _WORD.finditer(clause)]
    return out


# A claim that says a low degree itself ("The user barely speaks Spanish", "… speaks little Spanish", "… slept little",
# "… rarely", "… not much", "habla poco español", "spricht wenig Spanisch", "parle peu espagnol", "mal").
_LOW_SAID = re.compile(
    rf"\b(?:{_BARELY_WORDS}|little|few|rarely|seldom|not\s+(?:much|many|often|well|very|really)|a\s+(?:little|bit)"
    r"|badly|poorly|limited|basic|minimal|some|poco|poca|pocos|pocas|wenig|wenige|peu|mal)\b"
)


# What the person believed, feared or was sure of then, told as what they believed ("I thought I had lost my passport",
# "I was sure I had failed the exam", "Creí que había perdido las llaves", "J'ai cru que j'avais raté le train", "Ich
# dachte, ich hätte meinen Pass verloren", "Pensavo di aver perso il treno", "Achei que tinha perdido o voo"): a past
# belief says the person was wrong, or unsure, of what it holds — not that it happened. What it holds is its clause
# (``what``), read when a strong belief (``sure``: sure, convinced, afraid, worried) takes a clause, or when the clause
# is the person's own doing (its subject "I" or "we") or a pluperfect or a "would" of what was to come (``_WAS_THEN``:
# "had lost", "había perdido", "j'avais raté", "hätte verloren", "aver perso", "tinha perdido"); not "I thought about
# it" (no clause), "I thought the film was great" (a view of another thing, told in the simple past), nor a belief
# the sentence goes on to say was right (``_BELIEF_RIGHT``: "…, and I had", "… and sure enough I had").
_BELIEVED_THEN = re.compile(
    r"\b(?:(?:i|we)\s+(?:(?:really|honestly|genuinely|actually|just|first|initially|originally|totally|seriously"
    r"|kind\s+of)\s+)?(?:thought|believed|assumed|figured|suspected|imagined|(?P<feared>feared"
    r"|(?:was|were|had\s+been)\s+(?:(?:so|totally|absolutely|completely|pretty|really)\s+)?(?:sure|certain|convinced"
    r"|afraid|scared|worried|terrified)))"
    r"|crei|creia|pense|pensaba|supuse|suponia|(?P<temi>temi|temia|me\s+temia"
    r"|estaba\s+(?:(?:muy|totalmente|completamente)\s+)?(?:segur|convencid)[oa]s?)"
    r"|(?:j'ai|nous\s+avons|on\s+a)\s+(?:cru|pense|suppose)|je\s+(?:croyais|pensais|supposais)"
    r"|(?P<craint>(?:j'ai|nous\s+avons|on\s+a)\s+craint|je\s+craignais|j'etais\s+(?:sur|sure|certaine?|convaincue?)"
    r"|j'avais\s+peur)"
    r"|(?:ich|wir)\s+(?:dachte|dachten|glaubte|glaubten|habe\s+gedacht|habe\s+geglaubt|haben\s+gedacht)"
    r"|(?P<sicher>(?:ich|wir)\s+(?:befurchtete|war\s+(?:mir\s+)?sicher|war\s+uberzeugt|hatte\s+angst))"
    r"|pensavo|credevo|ho\s+(?:pensato|creduto)|(?P<ero>temevo|ho\s+temuto|ero\s+(?:sicur|convint)[oa])"
    r"|achei|achava|pensei|pensava|acreditei|acreditava|(?P<certeza>(?:eu\s+)?tinha\s+certeza|estava\s+(?:cert|convencid)[oa]))"
    r"\s*,?\s+(?:(?:that|que|qu'|dass|che|di|de|de\s+que)(?:\s+|(?<=')))?"
    # (up to where its clause stops, or a clause of time opens: "I thought I was going to cry when my son graduated"
    # tells the graduation)
    r"(?P<what>[^.;!?,]*?)(?=\s+(?:but|so|because|and\s+(?:i|we|then|it|they|he|she)|when|while|after|before|since"
    r"|pero|porque|y\s+(?:luego|entonces)|cuando|mientras|mais|parce|et\s+(?:je|j'|nous|puis)|quand|lorsqu\w*|aber"
    r"|weil|und\s+(?:ich|wir|dann)|als|wahrend|ma|perche|quando|mentre|mas)\b|[.;!?,]|$)"
)
_WAS_THEN = _wordset(
    """habia habias habiamos habian avais avait avions avaient etais etait etions hatte hatten ware waren war aver avere
    avessi avevo aveva avevamo essere esser ero fossi tinha tinhamos havia haviamos j'avais j'etais"""
)
_NOT_A_CLAUSE = _wordset("about of for with to in on at by so it over twice long hard")
_BELIEF_RIGHT = re.compile(
    r"\b(?:and|which)\s+(?:sure\s+enough\s+)?(?:i|we|it|they)\s+(?:had|did|was|were|do|am|are|have|is)\s*(?:[.,;!?]|$)|sure\s+enough"
    r"|(?:i|we)\s+(?:was|were)\s+right|\bbut\s+(?:i|we)\s+(?:did|made\s+it|managed)\b"
    r"|turned\s+out\s+(?:i|we)\s+(?:had|did|was|were)\b(?!\s+not)|y\s+asi\s+fue"
    r"|y\s+(?:tenia|teniamos)\s+razon|et\s+c'etait\s+le\s+cas|et\s+j'avais\s+raison|und\s+so\s+war\s+es"
    r"|und\s+ich\s+hatte\s+recht|e\s+avevo\s+ragione|e\s+(?:tinha\s+razao|era\s+verdade)"
)


def _believed_then(folded: str, claimed: Sequence[str]) -> list[tuple[int, int]]:
    """The spans of a folded text the person says only as what they believed then (``_BELIEVED_THEN``); not in a
    sentence that tells, beside the belief, a word the claim says (``claimed``): what happened instead ("I was sure I
    had failed the exam, but I passed" backs "The user passed the exam")."""
    out: list[tuple[int, int]] = []
    for m in _BELIEVED_THEN.finditer(folded):
        said = _WORD.findall(m.group("what"))
        stop = e.start() if (e := _SENTENCE_START.search(folded, m.end())) else len(folded)
        if not said or said[0] in _NOT_A_CLAUSE or _BELIEF_RIGHT.search(folded, m.end(), stop):
            continue
        start = max((e.end() for e in _SENTENCE_START.finditer(folded, 0, m.start())), default=0)
        beside = [_bare(w) for w in _WORD.findall(folded[start : m.start("what")] + " " + folded[m.end() : stop])]
        if any(_words_match(w, c) for w in beside if _is_claim_token(w) for c in claimed if _is_claim_token(c)):
            continue
        if _is_negative(m.group("what")):
            continue  # "I was scared I wouldn't finish the marathon, but I did": a fear of not is no claim's deed
        strong = any(m.group(g) for g in ("feared", "temi", "craint", "sicher", "ero", "certeza"))
        if strong or _told_then(said):
            out.append(m.span("what"))
    return out


def _told_then(said: Sequence[str]) -> bool:
    """Does a belief's clause (its folded words) tell what was, as a past belief holds it: the person's doing in a past
    ("I lost", "I had lost", "we were", "I'd lost"; not "I'd try", the "I thought I'd" of a choice), a pluperfect of
    anyone's ("my bag had been stolen"), or the auxiliary of a pluperfect or a past subjunctive abroad (``_WAS_THEN``:
    "había", "j'avais", "hätte", "aver", "tinha")?"""
    if any(w in _WAS_THEN for w in said):
        return True
    if any(a == "had" and (b == "been" or _participle(b)) for a, b in pairwise(said)):
        return True
    if len(said) < 2 or said[0] not in ("i", "we", "i'd", "we'd"):
        return False
    if said[0] in ("i'd", "we'd"):
        return _participle(said[1])
    if said[1] in ("was", "were"):  # ("I thought I was pregnant"; not "I thought I was going to faint": a fear)
        return len(said) < 3 or said[2] not in ("going", "gonna", "about")
    return said[1] == "had" or _simple_past(said, 1)


def _participle(word: str) -> bool:
    """An English past participle: an "-ed" form, or an irregular one ("lost", "broken", "stolen")."""
    return word.endswith("ed") or word in _PARTICIPLES or word in _IRREGULAR_PARTICIPLE.values()


def _hedged(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether the person says it only as they believe it (``words._UNSURE``: the
    clause that holds the hedge, and the one a hedge alone opens, "If I remember correctly, …"), or believed it then
    (``_believed_then``: "I thought I had lost my passport"); not a clause that says what ought to be, a view of its
    own (``words._OUGHT``: "I'm pretty sure we should move to Kubernetes")."""

    def hedged(c: str) -> bool:
        return bool(_UNSURE.search(c)) and not _OUGHT.search(c)

    marked = _clauses_marked(folded, lambda i, c, n: hedged(c), lambda i, c: hedged(c) and len(_WORD.findall(c)) <= 5)
    if not (spans := _believed_then(folded, claimed)):
        return marked
    hedged_at: dict[str, list[bool]] = {}  # each word's flags in the clauses' order, as the text's
    for w, so in marked:
        hedged_at.setdefault(w, []).append(so)
    out: list[tuple[str, bool]] = []
    for m in _WORD.finditer(folded):
        flags = hedged_at.get(m.group(0)) or [False]
        out.append((m.group(0), flags.pop(0) or any(a <= m.start() < b for a, b in spans)))
    return out


# What the person says holds only unofficially ("I'm the team lead now, but not officially", "Apparently I'm the team
# lead now? Not officially.", "Soy la jefa del equipo, aunque no oficialmente", "Je suis chef d'équipe, enfin pas
# officiellement", "Ich bin jetzt Teamleiter, aber nicht offiziell", "inoffiziell", "unofficially"): its clause, and
# the sentence before it when it stands alone ("Not officially.", "No oficialmente."). Not "officially" said as so
# ("I'm officially the team lead").
_UNOFFICIAL = re.compile(
    r"\b(?:(?:not|no|pas|nicht|non|nao)\s+(?:yet\s+|todavia\s+|encore\s+|noch\s+|ancora\s+|ainda\s+)?"
    r"(?:officially|oficialmente|officiellement|offiziell|ufficialmente)|unofficially|inofficially|extraoficialmente"
    r"|officieusement|inoffiziell|ufficiosamente|informally|informalmente)\b"
)


def _unofficial_alone(text: str) -> bool:
    """Does a clause or a sentence say only that it is not official, a word at most beside it ("but not officially",
    "Well, not officially.", "enfin pas officiellement")?"""
    return bool(_UNOFFICIAL.search(text)) and len(_WORD.findall(_UNOFFICIAL.sub(" ", text))) <= 1


def _unofficial(folded: str, claimed: Sequence[str]) -> list[tuple[str, bool]]:
    """Each word of a folded text with whether it is said only as unofficially so (``_UNOFFICIAL``): its clause, the
    clause one that says only that stands beside ("I'm the team lead now, but not officially"), and the sentence
    before one that says only that ("Apparently I'm the team lead now? Not officially.")."""
    out = _clauses_marked(folded, lambda i, c, n: bool(_UNOFFICIAL.search(c)), lambda i, c: _unofficial_alone(c))
    sentences = _SENTENCE_START.split(folded)  # as ``_sentences`` cuts them, its words those of their clauses
    sizes = [sum(len(_WORD.findall(c)) for c in clauses) for clauses in _sentences(folded)]
    ends = list(accumulate(sizes))
    said = [i for i, n in enumerate(sizes) if n]  # ("?!" leaves sentences of no word)
    for before, alone in pairwise(said):
        if _unofficial_alone(sentences[alone]):
            start = ends[before] - sizes[before]
            out[start : ends[before]] = [(w, True) for w, _ in out[start : ends[before]]]
    return out


# A claim that says a belief, a guess, a doubt or a feeling itself ("The user thinks …", "… probably …", "Der Nutzer
# glaubt …", "The user feels supported …" behind "I think having someone to support me is such a blessing").
_BELIEF_SAID = re.compile(
    rf"{_TENTATIVE.pattern}|{_UNSURE.pattern}"
    r"|\b(?:thinks?|thought|believes?|believed|guess(?:es|ed)?|supposes?|assumes?|reckons?|suspects?|sure|certain"
    r"|feels?|felt|finds?|considers?|considered|views?|sees"
    r"|likely|apparently|seems?|recalls?|remembers?|cree|creen|piensa|supone|recuerda|croit|pense|glaubt|denkt"
    r"|vermutet|erinnert|pensa|crede|acha"
    # ... and a belief then (``_believed_then``: "The user feared they had failed", "El usuario creyó que …")
    r"|feared|afraid|worried|convinced|assumed|figured|creyo|creia|pensaba|temia|convencid[oa]|croyait|pensait"
    r"|craignait|dachte|glaubte|befurchtete|pensava|credeva|temeva|achou|achava|pensou|acreditava)\b"
)

# (what the limit is, how a source marks it, what in a claim says it too)
_LIMITS: tuple[tuple[str, Callable[[str, Sequence[str]], list[tuple[str, bool]]], re.Pattern[str]], ...] = (
    # (a claim says a condition with "when" too: "When the nightly build keeps failing, Ioana is paged")
    (
        "on a condition",
        _conditioned,
        re.compile(
            rf"{_CONDITION_WITHIN.pattern}|{_SI_WITHIN.pattern}|{_SE_WITHIN.pattern}"
            r"|\b(?:salvo|when|whenever|once|in\s+case|otherwise|cuando"
            r"|siempre\s+que|quand|lorsqu\w*|sobald|quando|caso)\b"
        ),
    ),
    (
        "almost",
        _almost,
        re.compile(
            rf"\b(?:almost|nearly|casi|quase|presque|quasi|fast|beinahe|{'|'.join(_folded(_ALMOST_RU))}|not\s+quite)\b"
            rf"|{_NEARLY_DID.pattern}|{_ZH_NEARLY.pattern}"
            rf"|{'|'.join(_folded(_ALMOST_HI))}"
        ),
    ),
    # (a claim in the progressive says a now of its own: "The user is reading a novel" behind "Right now I'm reading …")
    (
        "for a time",
        for_a_time,
        re.compile(
            rf"{_FOR_A_TIME.pattern}|{_THIS_STRETCH.pattern}|{_RIGHT_NOW.pattern}|{_PROGRESSIVE.pattern}"
            rf"|{_STRETCH_SPAN.pattern}"
        ),
    ),
    ("only in a scope", _scoped, re.compile(r"(?!)")),
    # (a claim that says the scope, the exception or how loosely itself: "… on weekdays" is read by its words; "but",
    # "mostly", "except" said in any words)
    (
        "only on some days or in some places, loosely or but for an exception",
        _qualified,
        re.compile(rf"{_LOOSELY.pattern}|{_EXCEPT.pattern}|\b(?:but|though|although|pero|aunque|mais|aber|ma|mas)\b"),
    ),
    ("as a belief", _hedged, _BELIEF_SAID),
    ("unofficially", _unofficial, re.compile(r"\b(?:\w*offi[cz]i\w*|\w*oficial\w*|\w*ufficia\w*|informal\w*)\b")),
    ("only barely", _barely, _LOW_SAID),
    ("only in part", _partly, re.compile(rf"{_PART_OF.pattern}|\b(?:some|basic|limited|partial|conversational)\b")),
)


def limited(claim: str, sources: Iterable[str]) -> tuple[str, list[str]]:
    """What the claim says as plainly so that its sources say only on a condition ("The team ships on Monday" behind
    "If the tests pass, we ship on Monday", "Si pasan los tests, desplegamos el lunes", "Wenn die Tests grün sind,
    deployen wir am Montag"), almost ("The team finished the migration" behind "We nearly finished the migration",
    "Casi terminamos la migración", "Wir sind fast fertig mit der Migration"), for a time ("The team routes traffic
    through Cloudflare" behind "Temporarily, we route traffic through Cloudflare"; a claim told in the past, an event
    in that time, is not read for it) or only in a scope the claim leaves out ("The team uses Postgres" behind "We
    use Postgres only in staging"): the limit, and the claim's content words its sources say only so (``_only_so``).
    A claim that says the same limit itself ("… if the tests pass", "almost", "for now", "in staging"), or a word the
    sources say elsewhere, is not read; a claim that negates is not read for "almost" ("The team has not finished the
    migration"). What holds only unofficially is read alike ("The user is the team lead" behind "I'm the team lead
    now, but not officially", ``_unofficial``)."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    words = [_bare(w) for w in _WORD.findall(flat)] + CJK.findall(_CJK_FRAME.sub(" ", flat))  # "用户" frames the person
    texts = [_flat(t) for t in sources]
    verb = _persons_verb(flat)[0]  # "El usuario fuma" behind "Fumo, pero solo en fiestas"
    for what, marks, said in _LIMITS:
        if said.search(flat):
            continue
        if (what == "almost" and _is_negative(flat)) or (what == "for a time" and _says_past(flat, claim)):
            continue
        if found := _only_so(words, [h for t in texts for h in marks(t, words)], verb=verb):
            return what, found
    return "", []


# What is so only sometimes: a word of frequency marks its clause ("Sometimes we deploy on Fridays", "A veces
# desplegamos …", "Parfois on déploie …", "Manchmal …", "A volte …", "Às vezes …"), and the next clause of its
# sentence when it says nothing else ("Sometimes, we deploy on Fridays"). "Some weeks" so only as a frequency, not a
# time counted back or on ("I started yoga some weeks ago", "… some days later": a date).
_SOMETIMES = re.compile(
    r"\b(?:sometimes|occasionally|rarely|seldom|(?:hardly|barely|scarcely)\s+ever"
    r"|some\s+(?:days|weeks|mornings|evenings|nights|weekends)(?!\s+(?:ago|back|before|after|later|earlier)\b)"
    r"|now\s+and\s+then|from\s+time\s+to\s+time|once\s+in\s+a\s+while"
    r"|a\s+veces|de\s+vez\s+en\s+cuando|ocasionalmente|raramente|rara\s+vez|parfois|quelquefois|de\s+temps\s+en\s+temps"
    r"|rarement|manchmal|gelegentlich|ab\s+und\s+zu|selten|a\s+volte|talvolta|ogni\s+tanto|di\s+rado|as\s+vezes"
    r"|de\s+vez\s+em\s+quando|por\s+vezes)\b"
)
# What is so only of some: a quantifier of part marks the noun it takes ("Some of our services use Go", "A few of
# the jobs …", "Algunos de nuestros servicios …", "Certains de nos services …", "Einige unserer Dienste …", "Alcuni
# dei nostri servizi …", "Alguns dos nossos serviços …", and as a memory says it, "Some of the team's services …");
# "some" without "of" only where its clause opens.
_SOME = re.compile(
    r"(?:\b(?:some|a\s+few|several|many|most|few|part)\s+of|(?:^|(?<=[,;:]\s))some"
    r"|\b(?:algun[oa]s|vari[oa]s|much[oa]s|pocos|pocas)\s+de|\b(?:certain(?:e)?s|plusieurs|quelques(?:-un(?:e)?s)?"
    r"|beaucoup)\s+d(?:e\b|')|\b(?:quelques|certains|certaines)|\b(?:einige|manche|mehrere|viele|wenige)"
    r"|\b(?:alcun[ie]|parecchi[e]?|molt[ie]|poch[ie])(?:\s+d(?:ei|elle|egli|i))?"
    r"|\b(?:alguns|algumas|vari[oa]s|muit[oa]s|pouc[oa]s)(?:\s+d(?:os|as|e))?)"
    r"\s+(?:(?:(?:the\s+)?[\w-]+'s|our|the|my|their|these|those|los|las|nuestros|nuestras|mis|les|nos|mes|ces|unserer|der|meiner|i|le|gli"
    r"|nostri|nostre|miei|os|as|nossos|nossas|meus|minhas)\s+)?(?P<noun>[\w'-]+)"
)
_PART_SAID = re.compile(rf"{_SOMETIMES.pattern}|{_SOME.pattern}")
# A claim says a part with any of these, not only where its clause opens ("The user upgraded some equipment").
_PART_CLAIMED = re.compile(
    r"\b(?:some|a\s+few|several|certain|partly|partially|algun[oa]s?|quelques|certain[e]?s|einige[nrms]?|manche[nrms]?"
    r"|alcun[ie]|alguns|algumas)\b"
)


# How large a part a quantifier says, from a few to most ("A few of us use Vim" is not "Most of the team uses Vim";
# folded): ``_part_outranked``. "The most" is a superlative, not a part.
_PART_RANKS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(rf"\b(?:{words})\b")
    for words in (
        r"a\s+few|few|some|several|a\s+couple|algun[oa]s|unos\s+pocos|pocos|pocas|quelques|certain(?:e)?s|plusieurs"
        r"|einige|manche|mehrere|wenige|alcun[ie]|poch[ie]|alguns|algumas|pouc[oa]s",
        r"many|lots|a\s+lot|half|much[oa]s|la\s+mitad|beaucoup|la\s+moitie|viele|die\s+halfte|molt[ie]|meta"
        r"|muit[oa]s|metade",
        r"(?<!\bthe\s)most|the\s+majority|la\s+mayoria|la\s+plupart|la\s+majorite|die\s+meisten"
        r"|la\s+maggior\s+parte|la\s+maggioranza|a\s+maioria",
    )
)


def _part_rank(folded: str) -> int:
    """The largest part a folded text's quantifiers say (1 a few … 3 most; 0 none)."""
    return max((i + 1 for i, rx in enumerate(_PART_RANKS) if rx.search(folded)), default=0)


def _part_outranked(flat: str, texts: Sequence[str]) -> list[str]:
    """A claim's quantifier of part that says more than any its sources say, when they say one: "Most of the team uses
    Vim" behind "A few of us use Vim" — the claim's quantifier; nothing when the sources say none (the other readings
    weigh a part said of what they say whole) or one as large."""
    mine = _part_rank(flat)
    theirs = max((_part_rank(t) for t in texts), default=0)
    if not 0 < theirs < mine:
        return []
    m = _PART_RANKS[mine - 1].search(flat)
    return [m.group(0)] if m else []


def widened(claim: str, sources: Iterable[str]) -> list[str]:
    """The claim's content words that its sources say only of some, or only sometimes (``_SOME``: the noun a
    quantifier of part takes, "The team's services use Go" behind "Some of our services use Go"; ``_SOMETIMES``: its
    clause, "The team deploys on Fridays" behind "Sometimes we deploy on Fridays"). A claim that says a part or a
    frequency itself ("Some services use Go", "The team sometimes deploys on Fridays") is read only for a larger part
    than its sources say (``_part_outranked``), nor a word the sources say elsewhere ("The team uses Go" behind "Some
    of our services use Go": the team does)."""
    flat = _flat(MARKER_RE.sub(" ", claim))
    texts = [_flat(t) for t in sources]
    # (a larger part is read whatever else the claim says: "The user has many cats" behind "I have a few cats")
    if _PART_SAID.search(flat) or _PART_CLAIMED.search(flat) or _part_outranked(flat, texts):
        return _part_outranked(flat, texts)
    held: list[tuple[str, bool]] = []
    part: set[str] = set()  # the words a quantifier of part takes ("some of my dance videos"), not "sometimes"'s
    for text in texts:
        for clauses in _sentences(text):
            carried = False
            for clause in clauses:
                nouns = [m.span("noun") for m in _SOME.finditer(clause)]
                # "sometimes" governs its clause from the "and" it follows on ("Vivo en Madrid y a veces viajo a
                # Lisboa" lives in Madrid; "Sometimes I cook and clean" does both only sometimes)
                st = _SOMETIMES.search(clause)
                since = 0 if st is None else max((a.start() for a in _AND.finditer(clause, 0, st.start())), default=0)
                held += [
                    (
                        m.group(0),
                        carried or (st is not None and m.start() >= since) or any(a <= m.start() < b for a, b in nouns),
                    )
                    for m in _WORD.finditer(clause)
                ]
                held += [(w, False) for w in _in_my_group(clause)]  # "some of my hiking club friends": the club whole
                part |= {_bare(m.group(0)) for m in _WORD.finditer(clause) if any(a <= m.start() < b for a, b in nouns)}
                carried = bool(_SOMETIMES.search(clause)) and all(
                    w in _STOP for w in _WORD.findall(_SOMETIMES.sub(" ", clause))
                )
    verb, after = _persons_verb(flat)  # "El usuario fuma" behind "A veces fumo"
    out = _only_so(_WORD.findall(flat), held, verb=verb)
    return [w for w in out if not (w in part and _some_done(verb, after, _bare(w)))]  # "The user posted videos"


# What says a claim's object is all of a kind or the ones known, not a bare plural: an article, "all", a possessive.
_ALL_OF = _wordset("the all every each both his her their its these those whole entire")


def _some_done(verb: str, after: Sequence[str], word: str) -> bool:
    """``word`` stands in a bare object of a claim's simple past of the person's (``_bases``: "The user posted dance
    videos" behind "I posted some of my dance videos"): an event told in the past says it of some, as "some of" does;
    not an object that says all or the ones meant ("… posted the dance videos", "… all of her videos"), nor a present
    ("The user likes dance videos" behind "I like some of my dance videos": a liking or a habit is a rule)."""
    if not _bases(verb) or word not in after:
        return False
    return not any(w in _ALL_OF for w in after[: after.index(word)])


# A restriction ("only", folded: "solo", "solamente", "seulement", "uniquement", "nur", "soltanto") and a claim's
# saying it of everyone or always ("anyone", "everyone", "every day", "todos", "tout le monde", "jeder", "alle",
# "tutti"): ``restricted``. "Only" that limits nothing ("not only", "if only", "only just") is not read.
_ONLY = re.compile(
    r"(?<!\bnot )(?<!\bif )\b(?:only|solo|solamente|unicamente|seulement|uniquement|nur|soltanto|apenas)\b"
    r"(?!\s+(?:just|ever|been|recently)\b)"
)
