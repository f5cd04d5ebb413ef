"""Support, certainty and stance: words of attribution, certainty or emphasis no quote carries
(``unbacked_certainty``), a decision, a preference or a plan no quote says (``unbacked_stance``), the person's
commands and decisions; a yes said against its question or alone (``sure_against``, ``sure_alone``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ..asks import is_question, requests, sentences
from ..imperatives import find_imperative
from ..models import FoundQuote
from ..normalise import _Text, fold
from ..numbers import _SPELLED
from ..words import (
    _CONFIRM,
    _DISLIKED,
    _GOAL,
    _LETS,
    _REJECT,
    _WORD,
    _bare,
    _content_words,
    _disliked,
    _flat,
    _folded,
    _overlaps,
    _words_match,
    qualified_yes,
)
from .base import (
    _YOU,
    _is_claim_token,
)

# A statement the person takes back in the same turn, by a word that corrects it ("We use Kafka. Actually, no, we use
# Pulsar.", "Scratch that", "Wait, no:", "sorry, I mean Pulsar", "Just kidding", "perdón, quise decir", "non,
# pardon", "ich meine Pulsar", "anzi", "quer dizer", "Nein, stimmt nicht", "不对", "間違えました", "Ошибся"), or in the
# turn after it (``_Ctx.then_said``), read on the fold where it opens a sentence or a clause: what stands before it,
# back to the start of its sentence (of the one before, when it opens its own, ``_BEFORE_MARK``: "Actually, scratch
# that"), is taken back, and the rest of its sentence is the correction. Not "Actually, we also use Pulsar" (no "no"),
# "Actually, no complaints" (a "no" of a noun), "Oh no, …" (dismay), "My mistake was …", nor "I mean," / "I mean it"
# / "ich meine, dass" (a filler before a clause of its own).
# A joke said as one takes back all it follows, whatever comes after it ("I love Java — just kidding, I can't stand
# it", "Я люблю Java — шучу", "冗談です", "开玩笑的"); not "I'm not kidding", "не шучу", "冗談じゃない" (no joke). A
# word that says a joke alone ("kidding", "je rigole", "Spaß", "mentira") only where it ends its clause: "Je rigole
# souvent avec eux", "Das macht Spaß", "No kidding, I'm a millionaire" say none.
_JOKE = re.compile(
    r"just\s+kidding|only\s+joking|jk\b|es\s+broma|je\s+plaisante|scherzavo|brincadeira"
    r"|(?:(?:i'm|i\s+am)\s+)?(?:kidding|joking|(?:estoy\s+)?bromeando|bromeo|mentira|je\s+rigole|je\s+blague"
    r"|c'est\s+une\s+blague|(?:(?:war\s+)?nur\s+|kleiner\s+)?(?:spass|scherz))(?=\s*(?:[,.;!?)]|$))"
    # ... and a dream said after what it takes back ("I'm a millionaire... in my dreams", "…, en mis sueños", "…, dans
    # mes rêves"), a laugh after it too; the "/s" a sarcastic line ends with ("I'm a millionaire /s")
    r"|(?:in\s+my\s+dreams|en\s+mis\s+suenos|dans\s+mes\s+reves|nei\s+miei\s+sogni|in\s+meinen\s+traumen)"
    r"(?=\s*(?:[,.;!?)]|$|lol\b|haha|jaja|mdr\b))|/s(?=\s*(?:[.!]|$))"
    # ... and the sarcasm's tags "said no one ever", "wink wink", a "yeah right" that ends its sentence and a laugh
    # before "no" ("I love waiting in line, said no one ever", "I'm totally a doctor, wink wink", "I'm a millionaire.
    # Yeah right.", "I'm a doctor, haha no")
    r"|said\s+no(?:\s*one|body)\s+ever\b|wink\W+wink\b|(?:yeah|yea|yeh)\W+right(?=\s*(?:[.!)]|$))|(?:ha(?:ha)+|lol|lmao|jaja(?:ja)*)\W+no+\b(?!\s+\w)"
    rf"|(?:{'|'.join(_folded('шучу шутка пошутил пошутила'))})\b"
    rf"|{fold('冗談')}(?!{fold('じゃ')}|{fold('では')})|开玩笑(?:的|啦|呢)|开个玩笑"
)
# A bare "sure" a sentence opens with, a comma after it, before what the person is, has or earns ("Sure, I'm a
# millionaire.", "Claro, soy millonario.", "Ja klar, ich bin Millionär.", "C'est ça, je suis millionnaire.", "Certo,
# sono milionario."): sarcasm when it answers nothing. After a turn of the assistant's it agrees or answers ("Are you a
# nurse?" — "Sure, I'm a nurse."; "Tell me about yourself." — "Claro, soy enfermera."), which only the transcript tells
# (``sure_alone``); so does a "Sure!" of its own ("Sure! I'm lactose intolerant, …") and a sentence that speaks to
# someone ("Sure, I am always there for you!": ``_YOU``).
_SURE = re.compile(
    # ... and a scoff that is sarcasm whatever came before ("Yeah right, I'm a millionaire", "Haha yeah right, I'm
    # totally a millionaire", "As if I'm a millionaire"): no one agrees or answers by it
    r"^\W*(?:(?:(?:ha(?:ha)+|lol|lmao|pf+t?|oh|jaja(?:ja)*)\W+)?(?P<scoff>(?:yeah|yea|yeh|ya)\s+right\b\W*|as\s+if\b,?\s*)"
    r"|(?P<oh>oh\W+)?(?:sure|claro|ja\W+klar|na\W+klar|c'est\W+ca|certo|come\W+no)\s*,\s*"
    r"(?:(?:and|y|und|et|e|because|porque|parce\s+que|weil|perche)\s+)?"
    # ... and "right" or "yeah" before an "and" or a "because" ("Right, because I'm made of money", "Yeah, and I'm the
    # Queen of England"); not "Yeah, I'm …" nor "Yeah, because I'm …", an answer as often
    r"|(?P<mock>right\s*,?\s+(?:because|cause|and)|(?:yeah|yea)\s*,?\s+and)\s+)"
    r"(?:(?:i|we)(?:'m|'re|'ve|\s+am|\s+are|\s+have(?!\s+to\b)|\s+own|\s+make|\s+earn|\s+totally)\b(?!\s+not\b)"
    r"|(?:yo\s+)?(?:soy|tengo|gano)\b|ich\s+(?:bin|habe|besitze|verdiene)\b|(?:moi\s+)?(?:je\s+suis|j'ai)\b"
    r"|(?:io\s+)?(?:sono|ho)\b)"
)


# What asks the person to tell of themselves without a question mark ("Tell me about yourself.", "Describe your job.",
# "Cuéntame de ti.", "Parle-moi de toi.", "Erzähl mir von dir.", "Parlami di te."), as the fold reads it: a "sure"
# after it agrees to tell.
_TELL = re.compile(
    r"(?:^|[.!?]\s+)\W*(?:(?:so|ok|okay|please|now)\W+)?(?:tell\s+(?:me|us)|describe|introduce\s+yourself|share"
    r"|let\s+me\s+know|talk\s+(?:to\s+me\s+)?about|cuentame|dime|hablame|presentate|parle-moi|dis-moi"
    r"|raconte-moi|presente-toi|decris|erzahl|erzahle|sag\s+mir|beschreib|stell\s+dich\s+vor|parlami|dimmi"
    r"|raccontami|presentati|descrivi|conte-me|me\s+conta|fale\s+(?:de|sobre)|diga-me)\b"
)


# A suggestion of the assistant's, what the person might do ("You should buy a yacht.", "Why don't you buy a yacht?",
# "Deberías comprarte un yate", "Tu devrais acheter un yacht", "Du solltest dir eine Yacht kaufen", "Dovresti comprare
# una barca"), as the fold reads it: a "sure" agrees to it by taking it up.
_SUGGESTS = re.compile(
    r"\b(?:you\s+(?:should|could|ought\s+to|might\s+want\s+to|may\s+want\s+to|need\s+to)|why\s+(?:don't|not)"
    r"|how\s+about|maybe\s+you|(?:i'd|i\s+would)\s+(?:suggest|recommend)|i\s+(?:suggest|recommend)|deberias|podrias"
    r"|por\s+que\s+no|que\s+tal\s+si|tu\s+devrais|vous\s+devriez|tu\s+pourrais|vous\s+pourriez|pourquoi\s+ne\s+pas"
    r"|du\s+solltest|sie\s+sollten|du\s+konntest|warum\s+nicht|dovresti|potresti|perche\s+non|(?:voce\s+)?deveria"
    r"|devias|deverias|por\s+que\s+nao)\b"
)


def sure_against(sentence: str, turn: str) -> bool:
    """A folded sentence of the person's opens with a "sure" before what they are or have (``_SURE``), speaks to no
    one (no ``_YOU``), and replies to the assistant's ``turn`` (its folded text) taking up none of its words, where that
    agrees to nothing: the turn suggests what the person might do (``_SUGGESTS``: "You should buy a yacht." — "Sure,
    I'm a millionaire."); or says something, asking nothing (no question, no request to tell: ``_TELL``), and the
    "sure" mocks ("Right, because I'm made of money", "Yeah, and I'm the Queen of England", "Oh sure, …"); or it is an
    "oh sure" to a question, saying more of its own than a count ("Are you rich?" — "Oh sure, I'm a millionaire.").
    These answer: "Are you a nurse?" — "Oh sure, I'm a nurse.", "Do you have kids?" — "Oh sure, I have two.", "Tell me
    about yourself." — "Sure, I'm a nurse.", "You should visit Leeds." — "Sure, I'm in Leeds next week." and "You seem
    to know a lot about medicine." — "Sure, I'm a nurse."."""
    m = _SURE.match(sentence)
    if m is None or any(w in _YOU for w in _WORD.findall(sentence)):
        return False
    if m.group("scoff") is not None:
        return True
    if _overlaps(sentence, turn):
        return False
    if _SUGGESTS.search(turn):
        return True
    if any(is_question(s) for s in sentences(turn)) or _TELL.search(turn):
        # what the reply says past its "I'm" or "I have", a count aside ("Do you have kids?" — "Oh sure, I have two.")
        said = [w for w in _content_words(sentence[m.end() :]) if not (w.isdigit() or w in _SPELLED)]
        return m.group("oh") is not None and bool(said)
    return m.group("oh") is not None or m.group("mock") is not None


def sure_alone(sentence: str, *, answering: bool) -> bool:
    """A folded sentence of the person's opens with a bare "sure" before what they are, have or earn (``_SURE``),
    speaks to no one (no ``_YOU``) and their turn answers no turn of the assistant's (not ``answering``): sarcasm,
    "Sure, I'm a millionaire."."""
    if answering or _SURE.match(sentence) is None:
        return False
    return not any(w in _YOU for w in _WORD.findall(sentence))


# --------------------------------------------------------------------------------------------------
# Certainty, emphasis and credit a text may not add
# --------------------------------------------------------------------------------------------------

# A claim's word of frequency or of much ("often", "usually", "regularly", "every day", "all the time", "a lot";
# "always" is read on its own, more strictly), and what carries one like it in a quote: a word of frequency, a count
# per time ("twice a week", "every Monday", "on weekends", "most mornings"), a word of much ("lots", "tons", "so much",
# "many"), a love ("I love Rust" carries "likes Rust a lot"). "rarely", "hardly ever", "seldom", "once",
# "occasionally", "sometimes" carry none.
_TIMES = r"(?:day|night|morning|evening|afternoon|week|weekend|month|year|summer|winter|spring|autumn|\w+day)s?"
_OFTEN_SAID = (
    r"\b(often|usually|regularly|frequently|constantly|routinely|habitually|(?:daily|nightly)(?!\s+\w)|all\s+the\s+time|a\s+lot|lots"
    rf"|(?:every|each)\s+(?:single\s+|other\s+)?{_TIMES}"
    # ... in the other languages the gate reads (folded): "a menudo", "todos los días", "souvent", "tous les jours",
    # "oft", "häufig", "jeden Tag", "spesso", "ogni giorno", "muitas vezes", "todos os dias"
    r"|a\s+menudo|con\s+frecuencia|frecuentemente|regularmente|todos\s+los\s+dias|cada\s+dia|souvent|frequemment"
    r"|regulierement|tous\s+les\s+jours|chaque\s+jour|oft|haufig|regelmassig|jeden\s+tag|taglich|spesso"
    r"|regolarmente|ogni\s+giorno|tutti\s+i\s+giorni|muitas\s+vezes|frequentemente|todos\s+os\s+dias)\b"
)
_OFTEN_CARRIED = (
    r"\b(?:always|often|usual|regular|frequent|constant|routine|habitual|typically|normally|generally|religiously"
    rf"|all\s+the\s+time|every\b|each\b|daily|nightly|weekly|monthly|most\s+(?:{_TIMES}|of\s+the\s+time)|on\s+{_TIMES}"
    rf"|(?:a|an|per)\s+{_TIMES}|(?:times|twice)\s+(?:a|an|per)\b|(?:many|several|countless|multiple|numerous)\s+times"
    r"|whenever|keep\s+\w+ing|tend\s+to|a\s+lot|lots|tons?|loads|plenty|so\s+(?:much|many)|many|much|heav(?:y|ily)"
    r"|addict|obsess|lov(?:e|es|ed|ing)\b|ador|really|big\s+fan"
    r"|a\s+menudo|frecuen|regular|todos|todas|cada|siempre|mucho|souvent|frequem|tous|toutes|chaque|toujours"
    r"|beaucoup|oft|haufig|regelmassig|jede[nrms]?\b|taglich|immer|viel(?:e[nrs]?)?\b|spesso|ogni|tutti|sempre|molto"
    r"|muitas\s+vezes|muito|frequente)"
)
# ... and "every day" a claim says, carried only by a frequency of every day ("every morning", "twice a day", "daily"),
# not one of some days ("I run on weekends", "every weekday", "three times a week" behind "The user runs every day").
_DAILY_SAID = (
    r"\b((?:every|each)\s+(?:single\s+)?day|daily(?!\s+\w)|day\s+in,?\s+day\s+out|todos\s+los\s+dias|cada\s+dia"
    r"|tous\s+les\s+jours|chaque\s+jour|jeden\s+tag|taglich|ogni\s+giorno|tutti\s+i\s+giorni|todos\s+os\s+dias)\b"
)
_DAILY_CARRIED = (
    r"\b(?:(?:every|each)\s+(?:single\s+|blessed\s+|waking\s+)?(?:day|morning|evening|night|afternoon|lunch(?:time)?"
    r"|breakfast|dinner)|daily|nightly|(?:a|per)\s+day|day\s+in|all\s+the\s+time|constantly|religiously"
    r"|todos\s+los\s+dias|cada\s+(?:dia|manana|noche)|diari\w*|tous\s+les\s+(?:jours|matins|soirs)|chaque\s+(?:jour|matin"
    r"|soir)|quotidien\w*|jeden\s+(?:tag|morgen|abend)|taglich|ogni\s+(?:giorno|mattina|sera)|tutti\s+i\s+giorni"
    r"|todos\s+os\s+dias)"
)
# A word that denies the frequency after it in its clause ("The user does not drink often", "… rarely drinks a lot").
_OFTEN_DENIED = re.compile(
    r"\b(?:not|never|no|hardly|barely|scarcely|rarely|seldom|nunca|jamas|nicht|nie|kaum|selten|ne|pas|jamais|non|mai"
    r"|nao)\b|n't\b"
)

# (what the text says, what a quote must carry: a pattern on the fold; "yes" = a bare yes of the person)
_CERTAINTY: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = tuple(
    (re.compile(said), re.compile(carried), yes)
    for said, carried, yes in (
        (r"\bconfirm(?:s|ed|ing|ation)?\b", r"\bconfirm|\bconfirmo", True),
        (r"\bagreed\b|\bagreement\b", r"\bagre", True),
        (r"\bapprov(?:ed|al|es)\b", r"\bapprov|\blgtm\b", True),
        (r"\bsign(?:ed|s)?[\s-]+off\b|\bsign-?off\b", r"\bsign(?:ed|s)?[\s-]+off|\bsign-?off|\blgtm\b", True),
        (r"\bin\s+writing\b|\bwritten\s+(?:confirmation|approval|agreement)\b", r"\bwrit", False),
        (r"\binsist(?:s|ed|ing|ence)?\b", r"\binsist", False),
        (
            r"\w[,\s]+(always)\b",
            # "whenever" is every time ("Whenever I travel, I pack my camera"), not as often as the person can
            # ("whenever I can", "whenever possible", "whenever I get the chance", "whenever I have time")
            r"\balways\b|\bevery\s+(?:time|single)\b"
            r"|\bwhenever\b(?!\s+(?:[\w']+\s+){0,3}?(?:can|could|possible|chance|able|manage|time|free)\b)",
            False,
        ),  # a sentence opening "Always" is a command
        # how often, said more often than any quote says it ("I hardly ever drink", "I've been to Paris once" behind
        # "The user drinks often", "… often goes to Paris"; "I drink tea" behind "… drinks a lot of tea"): a word of
        # frequency or of much must be carried by one of its like; a claim that denies it is not read
        # (``_denied``: "The user does not drink often")
        (_OFTEN_SAID, _OFTEN_CARRIED, False),
        (r"\bdefinite(?:ly)?\b", r"\bdefinite", False),
        # "certain" of a sureness ("is certain", "certain that", "certainly"), not the determiner of some ("certain
        # yoga poses", "a certain café")
        (
            r"\bcertainly\b|\bfor\s+sure\b|\bcertain(?=\s*(?:$|[.,;:!?)]|\s(?:that|of|about|whether|if|it|he|she|they"
            r"|we|i|this|what|how|to)\b))|(?<!\ba\s)(?<!\ban\s)(?<!\bthe\s)\bcertain\b(?!\s+[^\W\d_])",
            r"\bcertain|\bfor\s+sure\b",
            False,
        ),
        (r"\babsolute(?:ly)?\b", r"\babsolute", False),
        (r"\bguarantee[ds]?\b", r"\bguarantee", False),
        (r"\bexplicit(?:ly)?\b", r"\bexplicit", False),
        (r"\bfirmly\b", r"\bfirm", False),
        (r"\bstrong(?:ly)?\s+(?:prefer|insist|want|recommend|object|disagree)", r"\bstrong", False),
        (r"\bnon-?negotiable\b|\bwithout\s+exception\b|\bunder\s+no\s+circumstances\b", r"negotia|exception", False),
        (r"\bunanimous(?:ly)?\b|\bofficial(?:ly)?\b|\bfinal(?:ized|ised)?\s+decision\b", r"unanim|offici|final", False),
        (r"\brepeatedly\b|\bseveral\s+times\b|\bmore\s+than\s+once\b", r"repeated|again|times", False),
        # a rule kept strictly or only ("The user is strictly vegan", "a strict vegetarian", "eats exclusively fish")
        (r"\bstrict(?:ly)?\b|\bexclusive(?:ly)?\b", r"\bstrict|\bexclusiv", False),
        (r"\bestricto\b|\bestricta\b|\bestrictamente\b|\bexclusivamente\b", r"estrict|exclusiv", False),
        (r"\bstreng(?:e[nrms]?|stens)?\b|\bausschliesslich\b", r"\bstreng|ausschliess", False),
        (r"\bstricte(?:ment)?\b|\bexclusivement\b", r"\bstrict|exclusiv", False),
        (r"\bsiempre\b", r"\bsiempre\b", False),
        (r"\bdefinitivamente\b|\babsolutamente\b|\bsin\s+excepcion\b", r"definitiv|absolut|excepcion", False),
        (r"\bconfirmo\b|\bconfirmado\b", r"\bconfirm", True),
        (r"\binsistio\b|\bha\s+insistido\b", r"\binsist", False),
        (r"\bpor\s+escrito\b", r"escrit", False),
        # German, French, Portuguese and Italian (accents folded away): "always", "without exception", "in writing"
        (r"\b(?:immer|stets)\b", r"\b(?:immer|stets|jedes\s+mal)\b", False),
        (
            r"\bdefinitiv\b|\bauf\s+jeden\s+fall\b|\bunbedingt\b|\bohne\s+ausnahme\b|\bgarantiert\b",
            r"definitiv|jeden\s+fall|unbedingt|ausnahme|garant",
            False,
        ),
        (r"\bschriftlich\b", r"schriftlich", False),
        (r"\bbestatigt\b", r"bestatig", True),
        (r"\btoujours\b", r"\btoujours\b|\bencore\b|\bchaque\s+fois\b|\btout\s+le\s+temps\b", False),
        (
            r"\bdefinitivement\b|\babsolument\b|\bsans\s+exception\b|\bgaranti(?:e|s|es)?\b",
            r"definitiv|absolu|exception|garanti",
            False,
        ),
        (r"\bpar\s+ecrit\b", r"ecrit", False),
        (r"\bsempre\b", r"\bsempre\b|\bainda\b|\bancora\b", False),
        (r"\bsem\s+excecao\b|\bsenza\s+eccezione\b|\bassolutamente\b", r"excec|eccez|assolut|absolut", False),
        # Russian, as the fold reads it: "always", "without fail", "without exception", "guaranteed", "in writing"
        *(
            (rf"\b(?:{'|'.join(_folded(said))})\b", rf"{'|'.join(_folded(carried))}", False)
            for said, carried in (
                ("всегда", "всегда каждый"),
                ("обязательно непременно", "обязательн непременн"),
                ("исключения", "исключени"),
                ("гарантированно гарантировано", "гарантир"),
                ("письменно", "письменн"),
            )
        ),
        # Japanese: "always", "without fail", "absolutely", "confirmed"
        (
            "|".join(map(fold, ["必ず", "常に", "いつも", "絶対"])),
            "|".join(map(fold, ["必ず", "常に", "いつも", "絶対", "毎回"])),
            False,
        ),
        (fold("確認"), fold("確認"), True),
        (r"一定|必须|务必|绝对", r"一定|必须|务必|绝对", False),
        (r"总是|始终|永远|一直", r"总是|始终|永远|一直", False),
        (r"确认|确定", r"确认|确定", True),
        (r"坚持", r"坚持", False),
        (r"书面", r"书面", False),
    )
)


# The nouns and adjectives of a liking ("I'm a huge fan of jazz", "I have a passion for sailing", "I'm fond of old
# maps", "I have a soft spot for jazz", "I'm crazy about tennis"): the liking's verb's stance, held by the person only
# when they are its subject, a few words before it ("I'm a huge fan", "my passion"; not "Ana has a passion for
# sailing", ``_LIKING_HELD``).
_LIKING_NOUN = (
    r"\b(?:passion(?:ate)?|fans?\s+of|fond\s+of|soft\s+spot|obsessed|crazy\s+about|nuts\s+about|mad\s+about"
    r"|keen\s+on"
    # ... in Spanish, French, German, Italian and Portuguese ("Mi pasión es la vela", "Ma passion, c'est la voile",
    # "Meine Leidenschaft ist das Segeln", "La mia passione è la vela", "A minha paixão é a vela", "Soy fan del jazz",
    # "Je suis passionné de voile")
    r"|pasion|passione|paixao|leidenschaft|apasionad[oa]s?|passionn(?:e|ee|es|ees)|appassionat[oaie]"
    r"|apaixonad[oa]s?|fans?\s+(?:de|del|des|du|di|do|da))\b"
)
# ... and "love" said as a noun ("I've always had a love for horses"; not "Ana has a love for sailing"): held as the
# others are, though the stance reads the verb's word itself
_LIKING_NOUN_AT = re.compile(rf"{_LIKING_NOUN}|\blove\s+(?:for|of)\b")
_LIKING_HELD = re.compile(
    r"\b(?:i|i'm|im|i've|ive|we|we're|we've|my|our"
    # (the first person of the other languages: "mi pasión", "soy fan", "ma passion", "je suis", "meine
    # Leidenschaft", "ich bin", "la mia passione", "sono", "a minha paixão", "sou")
    r"|mi|mis|yo|soy|ma|mon|mes|je|suis|mein|meine|ich|bin|mia|mio|miei|mie|io|sono|minha|meu|eu|sou)"
    r"\s+(?:[\w'-]+\s+){0,4}?$"
)


# A decision, a preference or a plan credited to someone (what says it, what a quote must carry to say it
# too: the same verb in another form, or a word of the same stance), in English and Spanish (accents folded
# away). "We use Jenkins" carries none: "The team decided to use Jenkins", "prefers", "plans to" add what
# it does not say. What the person decided carries all three (``unbacked_stance``). A preference is carried only of
# what its own words are of (``of_object``, ``_stance_of``); a decision or a plan is carried by a time or a "will"
# that names no object of its own ("I'm moving to Arendal next month").
_STANCE: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = tuple(
    (re.compile(said), re.compile(carried), of_object)
    for said, carried, of_object in (
        (
            r"\b(decid(?:e|es|ed|ing)|cho(?:se|sen|oses?|osing)|pick(?:s|ed)|select(?:s|ed)|opt(?:s|ed)"
            r"|settled\s+on|went\s+with|goes\s+with|decidio|decidieron|decidimos|ha\s+decidido|eligio|eligieron"
            r"|elegimos|escogio|escogimos|opto|optamos|se\s+decanto)\b",
            r"\b(?:decid|decision|cho(?:s|os|ice)|pick|select|opt(?:s|ed|ing)?\b|settl|went\s+with"
            rf"|go(?:es|ing)?\s+with|{_LETS.pattern}|we'll|we\s+will|i'll|i\s+will|agree|elig|eleg|escog|acord"
            r"|opt[oa]|decant|quedamos|vamos\s+a|usemos|hagamos)",
            False,
        ),
        (
            r"\b(prefer(?:s|red|ring)?|wants?|wanted|wish(?:es|ed)?|(?:would|'d)\s+(?:like|rather)|likes|liked"
            r"|dislikes|disliked|loves|loved|hates|hated|prefiere|preferia|prefirio|quiere|queria|quiso|desea"
            r"|le\s+gusta"
            # ... and the verbs of a liking the other languages credit the person with ("El usuario ama la vela", "Al
            # usuario le encanta …", "L'utilisateur adore …", "Der Nutzer liebt …", "All'utente piace …")
            r"|ama|aman|adora|adoran|les?\s+(?:encantan?|apasionan?)|aime|aiment|adore|adorent|liebt|lieben|mag"
            r"|piace|piacciono|gosta|gostam"
            # (and French "apprécie", "plaît": "L'utilisateur apprécie les chiens", "Les chiens plaisent à …")
            r"|apprecie|apprecient|plait|plaisent)\b",
            r"\b(?:prefer|want|wish|like|love|hate|dislike|rather|favou?rite|please|pls|plz|prefier|quier|quer|quis"
            rf"|dese|gust|odi|detest|loath|despis|odei|hass|encant|ador|apasion|lieb|piac|gost|apprec|plai[st])"
            rf"|{_DISLIKED.pattern}"
            r"|\b(?:am(?:o|a|as|an|amos|ar|are)|aim(?:e|es|ons|ez|ent|er)|mag)\b"
            # a search the person says is a want ("I'm looking for a job at Google" backs "The user wants to work at
            # Google"; "Busco trabajo en …", "Je cherche …", "Ich suche …")
            r"|\b(?:(?:looking|searching|hunting)\s+for|seeking|busco|buscamos|buscando|(?:re)?cherch(?:e|ons)"
            r"|such(?:e|en))\b"
            # ... and a goal, a dream or a trying ("My goal is to run a marathon" backs "The user wants to run a
            # marathon", "I'm trying to be vegan" "The user wants to be vegan")
            rf"|\b(?:{_GOAL}|trying\s+to)\b"
            # ... and the nouns and adjectives of a liking ("I'm a huge fan of jazz", "I have a passion for sailing",
            # "I'm fond of old maps", "I have a soft spot for jazz", "I'm crazy about tennis"): the verb's stance
            rf"|{_LIKING_NOUN}",
            True,
        ),
        (
            r"\b(plan(?:s|ned|ning)?\s+(?:to|on)|intend(?:s|ed)?\s+to|planea|planean|piensa\s+en)\b",
            r"\b(?:plan|intend|going\s+to|gonna|wanna|can(?:'t|not|\s+not)\s+wait\s+to|will|'ll|next|schedul|tomorrow"
            r"|soon|about\s+to|want"
            r"|planea|vamos\s+a|voy\s+a|pensamos)",
            False,
        ),
    )
)

# ... and a liking raised to a passion ("I like jazz" → "The user is passionate about jazz", "… loves jazz", "Me gusta
# el jazz" → "… es una apasionada del jazz", "Ich mag Jazz" → "… ist begeistert von Jazz"): a degree the quote must say
# too, by a word of love or passion or an intensifier of the liking ("I really like jazz", "I like hiking a lot") —
# read only where a quote says the milder liking (``_MILD_LIKING``), the degree it names lower ("It's important to me",
# "I've been working on it for years" name no degree to raise).
_PASSION_STANCE: tuple[re.Pattern[str], re.Pattern[str], bool] = (
    re.compile(
        r"\b(loves|loved|adores|adored|(?:is|was)\s+(?:passionate|obsessed|crazy|nuts|mad|fanatical)\s+(?:about|with)"
        r"|(?:is|was)\s+(?:a\s+)?(?:huge|big|great|die-hard|diehard)\s+fan\s+of|apasionad[oa]|passionn(?:e|ee)"
        r"|begeistert|appassionat[oa]|apaixonad[oa]|les?\s+(?:encantan?|apasionan?)|adora|adore|liebt|ama)\b"
    ),
    re.compile(
        r"\b(?:lov|ador|amo\b|ama\b|passion|pasion|paixao|leidenschaft|obsess|crazy|nuts|mad\s+about|fan|fanatic"
        r"|favou?rite|encant|apasion|lieb|begeist|appassion|apaixon|really|so\s+much|a\s+lot|huge|big|absolutely"
        r"|truly|can't\s+get\s+enough|into|mucho|muchisimo|beaucoup|sehr|molto|muito|tanto|tant|enorm)"
    ),
    True,
)
_MILD_LIKING = re.compile(
    r"\b(?:like|likes|liked|enjoy|enjoys|enjoyed|gusta|gustan|gusto|gustaba|aime|aimes|aimons|aimais|mag|mogen"
    r"|piace|piacciono|piaceva|gosto|gostamos|gostava)\b"
)


def commands(text: str) -> bool:
    """The person's words open a sentence as a command ("Keep the answers short") or say "let's" ("Let's keep
    the archive on the slow disk") or ask the assistant for it politely ("Could you always answer in Spanish?":
    ``asks.request``): what they decided, what they want."""
    return (
        _LETS.search(_flat(text)) is not None
        or find_imperative(_Text.of(text), strict=True) is not None
        or requests(text)
    )


# "Every day" said where the quotes say some days only (``_DAILY_SAID``), read after the readings of an opposite and of
# a part ("We deploy weekly" → "… daily" is the opposite; "Only on weekends do I cook" → "… every day" only of some).
EVERY_DAY: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = (
    (re.compile(_DAILY_SAID), re.compile(_DAILY_CARRIED), False),
)


def unbacked_certainty(
    text: str,
    quotes: Sequence[FoundQuote],
    confirmed: Sequence[str] = (),
    table: tuple[tuple[re.Pattern[str], re.Pattern[str], bool], ...] = _CERTAINTY,
) -> list[str]:
    """The words of attribution, certainty or emphasis in ``text`` that no quote carries, nor an assistant's turn the
    person said yes to (``confirmed``: "Do you run every day?" — "yes"); of ``table``'s, ``EVERY_DAY`` being the
    other."""
    folded = _flat(text)
    carried = [_flat(t) for t in [*(q.source for q in quotes), *confirmed]]
    said_yes = any(q.cls == "USER" and _CONFIRM.match(_flat(q.source)) for q in quotes)
    out: list[str] = []
    for said, backed_by, yes in table:
        m = said.search(folded)
        if m is None or (yes and said_yes) or any(backed_by.search(c) for c in carried):
            continue
        if said.pattern in (_OFTEN_SAID, _DAILY_SAID) and _denied(folded, m.start()):
            continue
        out.append(m.group(m.lastindex or 0))
    return out


def _denied(folded: str, at: int) -> bool:
    """Does the clause of a folded text before ``at`` deny what follows (``_OFTEN_DENIED``)?"""
    return bool(_OFTEN_DENIED.search(re.split(r"[.;:!?\n]|,|\bbut\b", folded[:at])[-1]))


# Where the object of a stance word ends: the clause's end, or a new clause of its own subject ("We use Postgres at
# work, but I prefer MySQL": the preference is of MySQL; "I prefer MySQL and Postgres" keeps both).
_STANCE_OBJECT_END = re.compile(
    r"[.;!?]|,\s*(?:(?:but|and|so|though|yet)\s+)?(?:i|we|they|he|she|it|you)\b"
    r"|\s+(?:but|because|while|whereas|though|although|yet)\b|\s+(?:and|so)\s+(?:i|we|they|he|she|it|you)\b"
)


_WORD_TAIL = re.compile(r"[\w']*")


def _stance_object(text: str, at: int) -> list[str]:
    """The content words of what a stance word ending at ``at`` of the folded ``text`` is of: after the rest of the
    word ("prefer" of "preferred"), to where its object ends (``_STANCE_OBJECT_END``)."""
    tail = _WORD_TAIL.match(text, at)
    rest = text[tail.end() if tail else at :]
    end = _STANCE_OBJECT_END.search(rest)
    return [w for w in map(_bare, _WORD.findall(rest[: end.start() if end else len(rest)])) if _is_claim_token(w)]


# Who holds a stance, when it is another than the person: the subject right before the stance word in its clause, one
# of the person's people or groups ("My team loves Jira", "my wife prefers Trello", "the whole office hates Slack",
# "my team at the Grenaa office loves Asana"),
# everyone or a third person ("Everyone loves Jira", "they like it") — not "I", "we", "my team and I" (a clause of its
# own), nor "my favourite".
_STANCE_HOLDER = re.compile(
    r"(?:^|[,;:]|\b(?:but|and|though|although|while|whereas|so|yet)\b)\s*"
    r"(?P<who>(?:my|our|his|her|their|the)\s+(?!favou?rite\b)[\w'-]+(?:\s+(?!favou?rite\b)[\w'-]+)?"
    # (... and where they are: "my team at the Grenaa office")
    r"(?:\s+(?:at|in|from|on)\s+(?:(?:the|my|our)\s+)?[\w'-]+(?:\s+[\w'-]+)?)?|everyone"
    r"|everybody|people|most\s+people|they|he|she|nobody)"
    r"\s+(?:(?:all|also|still|just|really|truly|absolutely|totally|actually|seem\s+to|seems\s+to)\s+)*$"
)
# ... and the person saying they share it ("My team loves Jira and so do I", "…, me too", "…, and I do too").
_STANCE_SHARED = re.compile(r"\b(?:so\s+do\s+i|as\s+do\s+i|me\s+too|i\s+do\s+too|and\s+i\s+do|i\s+too)\b")


# A stance of dislike, where a stance word opens ("hates", "disliked", "can't stand", "odio"): no liking, as a liking is
# no dislike ("…, but I hate it" carries no love of it).
_HATING = re.compile(r"(?:hat|dislik|detest|loath|despis|odi|odei|hass)|" + _DISLIKED.pattern)
# ... unless a "not" stands just before it ("I don't hate it"): what it then says is not for this reading to tell
_NOT_BEFORE = re.compile(r"\b(?:not|never|don't|doesn't|didn't|dont|no)\s+(?:\w+\s+)?$")


_USER_HOLDS = re.compile(
    r"\b(?:user|usuari[oa]|utilisat(?:eur|rice)|(?:be)?nutzer(?:in)?|utente)\s+"
    r"(?:(?:\w+ly|also|still|just|always|now|does|did|do|has|had|truly|le|les|tambien|aussi|auch|anche|tambem"
    r"|siempre|toujours|immer|sempre|realmente|vraiment|wirklich|davvero)\s+)*$"
)


def _others_stance(text: str, at: int) -> bool:
    """Is the stance word at ``at`` of the folded ``text`` held by another than the person (``_STANCE_HOLDER``: "My
    team loves Jira", "Everyone loves Jira"), one the person does not say they share (``_STANCE_SHARED``)?"""
    return _STANCE_HOLDER.search(text[:at]) is not None and _STANCE_SHARED.search(text) is None


def _stance_of(
    object_words: Sequence[str], text: str, backed_by: re.Pattern[str], person: bool = False, hating: bool = False
) -> bool:
    """Does a stance word of the folded ``text`` (``backed_by``) carry the stance of what the claim says it of
    (``object_words``, the claim's words after its stance word that ``text`` says)? Yes unless every one of them is
    followed, up to where its object ends (``_STANCE_OBJECT_END``), by words of its own and none of the claim's: "I
    prefer MySQL" is no preference of the Postgres the sentence says the person uses at work; "I prefer it", "Postgres
    is what I prefer" say no other. A stance the claim says of the person (``person``) is not carried by one another
    holds (``_others_stance``: "My team loves Jira, but I hate it" carries no love of Jira of the person's), nor by
    its opposite of an object left unsaid (``_HATING``: the claim's ``hating`` or not; "I hate it" is no love)."""
    for m in backed_by.finditer(text):
        if person and _others_stance(text, m.start()):
            continue
        if person and _LIKING_NOUN_AT.match(text, m.start()) and not _LIKING_HELD.search(text, 0, m.start()):
            continue  # "Ana has a passion for sailing": hers
        own = _stance_object(text, m.end())
        # (an opposite of what the stance names itself the reading of opposites drops: "I hate Python")
        if (
            person
            and not own
            and (_HATING.match(text, m.start()) is not None) != hating
            and not _NOT_BEFORE.search(text, max(0, m.start() - 30), m.start())
        ):
            continue
        if not own or not object_words or any(_words_match(w, o) for w in own for o in object_words):
            return True
    return False


def unbacked_stance(claim: str, carried: Sequence[str]) -> list[str]:
    """The decision, preference or plan ``claim`` credits (``_STANCE``) that no text of ``carried`` (its
    quotes, each in its whole sentence) says, or says only of something else the text says too (``_stance_of``: "We
    use Postgres at work, but I prefer MySQL" carries no preference of Postgres). Not read when the person decided:
    the caller's to tell (a bare yes or no, an answer to the assistant's question, a command: ``commands``)."""
    folded = _disliked(_flat(claim))  # "The user can't stand cilantro" says a hating
    texts = [_flat(t) for t in carried]
    out: list[str] = []
    mild = any(_MILD_LIKING.search(t) for t in texts)
    for said, backed_by, of_object in (*_STANCE, _PASSION_STANCE) if mild else _STANCE:
        if not (m := said.search(folded)):
            continue
        # what the claim says it of, to where that object ends ("… a summer job he wanted, but is staying positive":
        # nothing)
        claimed = _stance_object(folded, m.end()) if of_object else []
        told = [w for w in claimed if any(_words_match(w, _bare(t)) for x in texts for t in _WORD.findall(x))]
        # (a stance of the person's: the claim's stance word has the user for its subject, not "the user's team", nor
        # "producers who liked it")
        person = of_object and _USER_HOLDS.search(folded, 0, m.start()) is not None
        hating = _HATING.match(m.group(1)) is not None
        if not any(_stance_of(told, t, backed_by, person, hating) for t in texts):
            out.append(m.group(1))
    return out


def persons_decision(
    quotes: Sequence[FoundQuote],
    answers: Callable[[FoundQuote], Sequence[str]] | None = None,
    sentence: Callable[[FoundQuote], str] | None = None,
) -> bool:
    """The person decided what they say: a USER quote answers the assistant's turn (``answers`` reads it with
    more than its own words) or its sentence opens as a command or says "let's" (``commands``). The one
    reading for both callers, with what each has: the candidate rules have the transcript (``_Ctx.decided``:
    ``answers`` is ``_Ctx.said_with``, a bare yes or no with the turn it replies to and any other reply with
    the question it answers; ``sentence`` the quote's whole sentence, ``_Ctx.in_sentence``); the composed-text
    re-scan has the surviving quotes alone (the defaults: a bare yes or no with the SELF quote before it,
    ``person_sources``, and the quote's own words)."""
    replies = answers or (lambda q: person_sources(quotes, q))
    read = sentence or (lambda q: q.source)
    return any(q.cls == "USER" and (len(replies(q)) > 1 or commands(read(q))) for q in quotes)


def person_sources(quotes: Sequence[FoundQuote], user: FoundQuote) -> list[str]:
    """What a USER quote says: its words, and for a bare yes/no, the SELF quote it answers (the nearest
    surviving SELF quote before it)."""
    folded = _flat(user.source)
    if not (_CONFIRM.match(folded) or _REJECT.match(folded) or qualified_yes(folded)):
        return [user.source]
    before = [q for q in quotes if q.cls == "SELF" and q.segment < user.segment]
    return [user.source, *([max(before, key=lambda q: q.segment).source] if before else [])]
