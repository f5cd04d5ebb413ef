"""Word tables and shapes of text, read on the fold (casefolded, accents and look-alikes folded):
credit to the person, proposals, judgements, a bare yes or no, text addressed to AI readers, and
the content words two texts share."""

from __future__ import annotations

import bisect
import itertools
import re
import unicodedata
from collections.abc import Callable, Sequence
from functools import lru_cache

from ...cjk import CJK_CHARS
from ...pasts import languages, past_words
from .normalise import fold, kept, mark_class, pasts_kept
from .screen import search

# The combining marks inside a word of any script (``normalise.mark_class``): a Hindi word holds its vowel signs.
_MARKS = mark_class()


def _wordset(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _seq(text: str) -> list[str]:
    return text.split()


# Words whose accent is all that tells them from a function word the fold would make of them: "thé" (tea) folds to
# "the", Spanish "té" and Italian "tè" (tea) to "te", "maïs" (maize) to "mais". The fold reads each as its letters
# and an "_" ("the_"), a word no stop list holds, the same in the claim and in its quotes ("L'utilisateur déteste le
# thé" behind "Je déteste le café" says a thing the quote lacks). A fixed list: "für", "était", "está", "você", "qué"
# are the function words their fold is, and stay so. And Vietnamese "chẳng" (not), which folds as the name "Chang":
# "chang_" is the negative its tones say (``_VI_NEGATIVE``).
_ACCENTED_CONTENT = re.compile(r"(?<![^\W\d_])(?:t[éèe]|th[éèe]|ma[ïi]s|chẳng)(?![^\W\d_])", re.I)


def _accented(m: re.Match[str]) -> str:
    word = m.group(0)
    return f"{fold(word)}_" if not word.isascii() else word


@kept(1 << 12)
def _flat(text: str) -> str:
    """``text`` folded (``fold``) and single-spaced: what every reading of the gate reads, a word only its accent
    tells from a stop word read as itself (``_ACCENTED_CONTENT``), a Spanish past as no English command
    (``normalise.pasts_kept``). Kept: each reading asks it of the same claim and
    quotes again (a pure function of the text)."""
    if not text.isascii():
        text = pasts_kept(_ACCENTED_CONTENT.sub(_accented, unicodedata.normalize("NFC", text)))
    return " ".join(fold(text).split())


def _folded(words: str) -> list[str]:
    """Words of a script the fold maps in part to Latin letters (Cyrillic), as it reads them: lower case,
    capitalised and in capitals (a word's capitals fold as its lower case, "Мы" as "мы", unless every one
    looks like a Latin letter: "НЕТ" folds to "het"). A form that folds to Latin letters only is left out:
    it could be a Latin word ("НЕ" folds to "he": ``_LATIN_FOLDED`` reads it beside Cyrillic)."""
    forms = {fold(f) for w in words.split() for f in (w, w[:1].upper() + w[1:], w.upper())}
    return sorted((f for f in forms if not f.isascii()), key=len, reverse=True)


def _one_of(words: str) -> str:
    """A group that matches any of ``words`` as the fold reads them (``_folded``), longest first."""
    return "(?:" + "|".join(_folded(words)) + ")"


def _any(patterns: Sequence[re.Pattern[str]], folded: str) -> re.Match[str] | None:
    """The first of a table's patterns found in ``folded``, each asked only of a text that holds a string every match
    of it holds (``screen.search``)."""
    for p in patterns:
        if m := search(p, folded):
            return m
    return None


_PERSON = r"(?:the\s+)?(?:user|person|human|owner|operator)"
_CREDIT_VERBS = (
    r"(?:(?:has|had|have)\s+)?(?:decided|decides|decide|chose|chosen|chooses|choose|picked|picks|selected"
    r"|selects|opted|opts|prefers|preferred|prefer|wants|wanted|likes|liked|dislikes|disliked|hates|hated"
    r"|loves|loved|agreed|agrees|approved|approves|confirmed|confirms|rejected|rejects|declined|declines"
    r"|insisted|insists|requested|requests|asked\s+(?:for|to|that)|settled\s+on|went\s+with|goes\s+with"
    r"|would\s+(?:like|rather|prefer)|'d\s+(?:like|rather|prefer)|wishes|signed\s+off"
    r"|(?:does\s+not|doesn't|did\s+not|didn't|never)\s+(?:want|like)"
    r"|is\s+(?:fine|happy|ok|okay|comfortable)\s+with|said|says|stated|states|thinks|thought|believes|believed)"
)
_CREDIT: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        rf"\b{_PERSON}(?:'s\s+(?:team|company|org|manager|boss|lead|client))?\s+(?:\w+\s+){{0,2}}?{_CREDIT_VERBS}\b",
        r"\b(?:the\s+)?user's\s+(?:own\s+)?(?:decision|choice|preference|request|wish|call|pick)\b",
        r"\b(?:per|at|by)\s+(?:the\s+)?user's\s+(?:request|decision|choice|preference|wish)\b",
        r"\bas\s+(?:the\s+)?user\s+(?:asked|requested|wanted|wished|prefers|decided)\b",
        r"\b(?:requested|chosen|decided|preferred|approved|picked)\s+by\s+(?:the\s+)?user\b",
        r"\buser-(?:approved|chosen|requested|preferred)\b",
        r"\bwe\s+(?:\w+\s+)?(?:decided|agreed|chose|settled\s+on|went\s+with|opted|picked|selected"
        r"|committed\s+to|are\s+going\s+with|will\s+go\s+with)\b",
        r"\b(?:the\s+user\s+and\s+i|i\s+and\s+the\s+user)\b",
        rf"\b(?:the\s+)?(?:team|group|company|org|organi[sz]ation|client|customer|everyone|everybody|they)\s+"
        rf"(?:\w+\s+){{0,2}}?{_CREDIT_VERBS}\b",
        r"\b(?:team|group|joint|unanimous|user)\s+(?:decision|choice|agreement|consensus)\b",
        r"\b(?:jointly|together)\s+(?:decided|agreed|chose)\b",
        r"\bit\s+was\s+agreed\b",
        # Spanish (accents are folded away)
        r"\b(?:el|la)\s+(?:usuari[oa]|persona|duen[oa])\s+(?:\w+\s+){0,2}?(?:decidio|decide|ha\s+decidido"
        r"|habia\s+decidido|eligio|elige|ha\s+elegido|escogio|prefiere|preferia|prefirio|quiere|queria"
        r"|quiso|pidio|pide|aprobo|confirmo|rechazo|acepto|acordo|opto|se\s+decanto|se\s+quedo\s+con"
        r"|desea|no\s+quiere|odia)\b",
        r"\b(?:al|a\s+la)\s+(?:usuari[oa]|persona)\s+(?:no\s+)?le\s+(?:gusta|gustan|encanta|parece\s+bien"
        r"|molesta)\b",
        r"\b(?:decidimos|acordamos|elegimos|escogimos|optamos|hemos\s+decidido|hemos\s+acordado"
        r"|hemos\s+elegido|quedamos\s+en|nos\s+decantamos|nos\s+quedamos\s+con)\b",
        r"\b(?:a|por)\s+(?:peticion|pedido|decision)\s+del\s+usuari[oa]\b",
        r"\bla\s+(?:decision|eleccion|preferencia)\s+del\s+usuari[oa]\b",
        r"\b(?:el|la)\s+(?:usuari[oa]|persona|equipo)\s+(?:\w+\s+){0,2}?(?:insistio|insiste|ha\s+insistido"
        r"|confirmo|ha\s+confirmado|acordo|decidio|aprobo|firmo|dio\s+el\s+visto\s+bueno)\b",
        r"\b(?:el\s+equipo|todos)\s+(?:\w+\s+){0,2}?(?:decidio|decidieron|acordo|acordaron|eligio|eligieron"
        r"|prefiere|prefieren|quiere|quieren)\b",
        # French, German, Italian, Portuguese: the person credited with a liking or a wish
        r"\bl'(?:utilisat(?:eur|rice)|utente)\s+(?:\w+\s+){0,2}?(?:prefere|aime|adore|deteste|veut|voulait"
        r"|a\s+choisi|a\s+decide|preferisce|vuole|voleva|ama|odia|adora|ha\s+scelto|ha\s+deciso)\b",
        r"\b(?:der|die)\s+(?:be)?nutzer(?:in)?\s+(?:\w+\s+){0,2}?(?:bevorzugt|mag|mochte|liebt|hasst|will"
        r"|hat\s+entschieden|hat\s+sich\s+entschieden|entschied|wahlte|hat\s+gewahlt)\b",
        r"\ball'utente\s+(?:non\s+)?piace\b",
        r"\b(?:o|a)\s+usuari[oa]\s+(?:\w+\s+){0,2}?(?:prefere|quer|queria|gosta|ama|odeia|adora|decidiu"
        r"|escolheu)\b",
        # Chinese (no word boundaries)
        r"(?:用户|使用者|他们|团队|大家|我们|咱们)(?:已经|已|也|都|一直)?(?:决定|选择|选了|希望|想要|要求|喜欢|偏好|更喜欢"
        r"|坚持|确认|同意|批准|拒绝|不想|不要|签字|签核|拍板|商定|约定)",
    )
)

# "let's", "let us": a proposal in the assistant's words, a decision in the person's (``stance.commands``).
_LETS = re.compile(r"\blet(?:'s|\s+us)\b")

_PROPOSAL: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\bi\s+(?:would\s+|'d\s+)?(?:suggest|propose|recommend|advise)\b",
        r"\b(?:i'll|i\s+will|i\s+am\s+going\s+to|i'm\s+going\s+to|i\s+plan\s+to|i\s+intend\s+to)\b",
        _LETS.pattern,
        r"\bwe\s+(?:could(?!n't)|might|may|can(?!'t|not)|should(?!n't)|ought\s+to)\b",
        r"\byou\s+(?:could|might|may|can)\s+(?:try|consider|use|switch|move|add)\b",
        r"\b(?:maybe|perhaps|possibly)\b",
        r"\b(?:how\s+about|what\s+about|what\s+if|why\s+not|shall\s+we|should\s+we|could\s+we)\b",
        r"\bit\s+(?:might|may|could|would)\s+be\s+(?:worth|better|good|nice|wise)\b",
        r"\b(?:one|another)\s+option\b|\ban?\s+(?:option|idea|alternative|proposal)\s+(?:is|would\s+be)\b",
        r"\bmy\s+(?:suggestion|proposal|recommendation)\b|\b(?:the|my)\s+plan\s+is\b",
        r"\bworth\s+(?:trying|considering|exploring)\b",
        # Spanish
        r"\b(?:sugiero|propongo|recomiendo|podriamos|podemos|deberiamos|podrias|quiza|quizas|hagamos"
        r"|usemos|probemos|vamos\s+a|voy\s+a)\b",
        r"\b(?:tal\s+vez|a\s+lo\s+mejor|que\s+tal\s+si|y\s+si|por\s+que\s+no|una\s+opcion"
        r"|seria\s+(?:mejor|bueno|buena\s+idea)|mi\s+(?:propuesta|sugerencia|recomendacion))\b",
    )
)

_JUDGEMENT: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\b(?:i|i've|i'd)\s+(?:\w+\s+){0,2}?(?:think|thought|believe|believed|judge|judged|assess"
        r"|assessed|suspect|suspected|conclude|concluded|guess|guessed|estimate|estimated|reckon"
        r"|consider|considered|expect|expected|feel|felt|doubt|doubted|found|find|read\s+this\s+as)\b",
        r"\bi(?:'m|\s+am)\s+(?:\w+\s+)?(?:sure|confident|convinced|unsure|not\s+sure)\b",
        r"\bin\s+my\s+(?:view|opinion|assessment|judg(?:e)?ment|estimation|reading|experience)\b",
        r"\bmy\s+(?:assessment|judg(?:e)?ment|read|reading|guess|hunch|impression|take|view)\s+(?:is|was)\b",
        r"\bthe\s+assistant\s+(?:\w+\s+)?(?:thinks|thought|believes|believed|judged|judges|assessed"
        r"|assesses|suspects|suspected|concluded|concludes|found|estimates|estimated|considers|considered)\b",
        r"\b(?:creo|pienso|considero|juzgo|sospecho|estimo|opino|supongo|diria|me\s+parece)\b",
        r"\ben\s+mi\s+(?:opinion|valoracion|juicio|evaluacion)\b",
        r"\bmi\s+(?:valoracion|impresion|evaluacion|juicio)\s+es\b",
        r"\bel\s+asistente\s+(?:cree|creyo|considera|considero|juzga|juzgo|estima|estimo|sospecha)\b",
    )
)

# A bare yes / no: the reply word, then punctuation, or at most three more words and the end.
_REPLY_END = r"(?=\s*[,.!;:)\-]|(?:\s+[\w']+){0,3}\s*[.!]*\s*$)"
# An assent said as more than a "yes" ("That's right", "That's correct", "Indeed", "True", "You got it", "Spot on",
# "Así es", "Genau", "Stimmt", "C'est ça", "Exactement", "Isso mesmo", "Esatto", and "oui", "ja", "sim"), folded: the
# yes it is when only punctuation or the reply's end follows ("true love is rare", "genau das Gegenteil" say
# something of their own).
_ASSENT = (
    r"(?:(?:that|it)'s|that\s+is|thats)\s+(?:right|correct|true|so)|indeed|true|very\s+true|you\s+got\s+it"
    r"|spot\s+on|precisely|asi\s+es|eso\s+es|es\s+cierto|cierto|exactamente|genau|stimmt|richtig|jawohl|ja"
    r"|c'est\s+(?:ca|exact|vrai|juste)|exactement|tout\s+a\s+fait|effectivement|oui|isso\s+mesmo|exato|exatamente"
    r"|e\s+verdade|sim|esatto|esattamente|proprio\s+cosi|e\s+vero|giusto"
)
# What takes a yes back as it is said: a scoff ("yeah, right", "right, whatever", "yes, if you say so"), or a "but",
# a "not" or an opposite right after it ("True, but I moved to Bergen last year", "Stimmt nicht", "Exactly the
# opposite"); and a "right" that is an adverb of place or time ("right up my street", "right out of the question",
# "right now").
_YES_TAKEN_BACK = (
    r"(?!\W*(?:oh\W+)?(?:yeah|yea|ya|yeh)\W+right\W*$)"
    r"(?!\W*(?:[\w']+\W+){0,2}(?:whatever(?:\s+you\s+say)?|if\s+you\s+say\s+so)\W*$)"
)
_YES_NOT_AFTER = (
    r"(?<!right(?=\s+(?:up|out|down|off|away|now|here|there|back|behind|next|after|before|over|through|into|in|on|at"
    r"|by|around|along|across|under|above|below|beside|between|to|from|with|where|when|then|as)\b))"
    r"(?!\s*[,.;:!\-]*\s*(?:but|though|although|except|however|pero|aunque|mais|aber|doch|jedoch|ma(?!')|mas"
    r"|contudo|porem)\b)"
    r"(?!(?:\s+[\w']+){0,2}?\s+(?:not|nicht|no(?!\s+(?:problem|worries|doubt)\b)|non|nao|ne|pas|opposite|contrary"
    r"|contraire|contrario|gegenteil|wrong|falsch|faux|sbagliato|errado|equivocado)\b)"
)
_CONFIRM = re.compile(
    r"^" + _YES_TAKEN_BACK + r"\W*(?:(?:oh|ah|well|ok|okay|yes|yeah|hmm)\W+)*(?:(?:yes|yeah|yep|yup|ok|okay|sure"
    r"|agreed|agree|correct"
    r"|right|exactly|absolutely|definitely|of\s+course|sounds\s+(?:good|great|fine|right)|go\s+(?:ahead|for\s+it)"
    r"|do\s+it|let's\s+do\s+(?:it|that|this)|go\s+with\s+(?:it|that|this)|that\s+works|works\s+for\s+me"
    r"|perfect|great|fine|please\s+do|lgtm|ship\s+it|approved|no\s+problem|no\s+worries|si|vale|de\s+acuerdo"
    r"|adelante|hazlo|dale|perfecto|claro|correcto|exacto|me\s+parece\s+bien|por\s+supuesto|好的|好|可以|行|对)"
    r"(?!\w)"
    + _YES_NOT_AFTER
    + _REPLY_END
    + r"|(?:"
    + _ASSENT
    + r")(?!\w)"
    + _YES_NOT_AFTER
    + r"(?=\s*[,.!;:)\-]|\s*$|\s+(?:i|we|it|they|he|she)\s+(?:do|does|did|am|is|are|was|were|have|has|had)\W*$))"
)
# A yes the person qualifies with a condition, a time or a place and nothing else ("Yes, but only on Fridays", "Yes,
# but after the audit", "Sure, though just in summer"; folded): the yes it is, to the turn with that condition
# (``qualified_yes``: a claim of it says the condition too). Not a "but" that goes on to a clause of its own ("Yes,
# but I moved to Bergen last year": a subject of its own takes the yes back) nor one that says "not" ("Yes, but not
# on Fridays": which way is not for a machine to tell), nor a long one.
# ... its condition a time: "on" Fridays, "in" summer, "at" night, "by" March, "around" noon, not a place or a thing
# ("Yes, but in Bergen" to "Do you live in Tromsø?" says another town, no condition).
_WHEN_WORDS = (
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|days?|nights?|holidays?|mornings?|evenings?"
    r"|afternoons?|summers?|winters?|springs?|autumns?|falls?|noon|midnight|lunch|lunchtime|dinner|breakfast|weeks?"
    r"|months?|years?|quarters?|january|february|march|april|may|june|july|august|september|october|november"
    r"|december|end|start|beginning|middle|today|tomorrow|\d+(?:st|nd|rd|th|am|pm|:\d\d)?"
)
_QUALIFIED_YES = re.compile(
    r"^\W*(?:(?:oh|ah|well)\W+)*(?:yes|yeah|yep|yup|sure|right|correct|exactly|absolutely|definitely|of\s+course"
    r"|(?:that|it)'s\s+(?:right|correct|true)|true|indeed)\s*[,;:.!-]*\s*(?:but|though)\s+"
    r"(?P<condition>(?:(?:only|just|mostly|mainly|usually|always|once)\s+)?"
    r"(?P<word>after|before|until|till|during|when|once|if|every|each|within|between|weekends|weekdays|mornings"
    r"|evenings|nights|(?:on|in|at|by|around)(?=\s+(?:the\s+|a\s+|\w+\s+)?(?:" + _WHEN_WORDS + r")\b))"
    r"\b[^.!?;:,]*?)\s*[.!]*\s*$"
)
_QUALIFIER_TAKES_BACK = re.compile(
    r"\b(?:not|no|never|nothing|none|n't|\w+n't|i|i'm|i've|i'd|i'll|we|we're|we've|we'd|we'll|you|you're|he|she|they"
    r"|they're|my|our|your)\b"
)


def qualified_yes(folded: str) -> tuple[str, str] | None:
    """A reply (folded) that says yes with a condition of its own (``_QUALIFIED_YES``): the condition ("only on
    fridays", "after the audit") and its leading word ("on", "after"); ``None`` for any other reply. At most six words
    of condition, none that says "not" or brings a subject of its own (``_QUALIFIER_TAKES_BACK``)."""
    if len(folded) > 200 or ("but" not in folded and "though" not in folded):
        return None  # the common case, kept cheap; a reply of more says more than a condition
    m = _QUALIFIED_YES.match(folded)
    if m is None or len(m.group("condition").split()) > 6 or _QUALIFIER_TAKES_BACK.search(m.group("condition")):
        return None
    return m.group("condition"), m.group("word")


_REJECT = re.compile(
    r"^\W*(?:no|nope|nah|don't|do\s+not|never|not|let's\s+not|rather\s+not|i'd\s+rather\s+not|stop|cancel"
    r"|mejor\s+no|ni\s+hablar|不要|不|别)(?!\w)" + _REPLY_END
)
# The person musing is not the person deciding: a tentative USER quote backs no decision. "may" is
# the month after a preposition, before a day or on its own ("in May", "May 3rd", "by May.").
_MAY = (
    r"(?<!\bin\s)(?<!\bof\s)(?<!\bby\s)(?<!\bon\s)(?<!\bto\s)(?<!\bfor\s)(?<!\bfrom\s)(?<!\buntil\s)"
    r"(?<!\btill\s)(?<!\bsince\s)(?<!\bbefore\s)(?<!\bafter\s)(?<!\bduring\s)(?<!\bearly\s)(?<!\blate\s)"
    r"(?<!\bmid\s)(?<!\bmid-)(?<!\bnext\s)(?<!\blast\s)(?<!\bthis\s)(?<!\bend\s)(?<!\d\s)"
    r"\bmay\b(?![\s-]*\d)(?!\s*(?:[,.;:!?)]|$))"
)
_TENTATIVE = re.compile(
    r"\b(?:maybe|perhaps|possibly|probably|hopefully|we\s+(?:could|might)|i\s+might|what\s+if|how\s+about|what\s+about"
    r"|should\s+we|could\s+we|shall\s+we|why\s+not|not\s+sure|unsure|uncertain\s+(?:whether|if)"
    r"|wonder(?:s|ed|ing)?\s+(?:whether|if)|doubts\s+(?:that|whether|if)"
    # ... and as a memory says them of the person, in the third person ("The user is unsure whether the team uses
    # Postgres", "The team might move to Go", "The user wonders whether …")
    r"|(?:the\s+(?:team|user|person|company)|they|he|she)\s+(?:could|might)"
    # (an adverb between, "we're seriously considering"; not "X is great considering we …", a "given")
    r"|(?:am|are|is|was|were|be|been|'m|'re|'s)\s+(?:(?:\w+ly|also|still|now|even|just|not|already|again)\s+)?"
    r"(?:considering|contemplating|weighing|mulling|evaluating|trialing|trialling|piloting|exploring)"
    r"|considering\s+(?:\w+ing|whether|if)|thinking\s+(?:about|of)|toying\s+with"
    # ... hearsay and looks ("I'm supposedly the best cook", "I look like a runner, apparently", "I seem to be …"), and
    # the unreal "I'd be" with no "if" before it ("In another life I'd be a chef")
    # (and as a memory says them: "The user looks like a runner", "The user would be happy to help")
    r"|apparently|supposedly|allegedly|reportedly|seemingly"
    r"|(?:i|we|the\s+(?:team|user|person)|they|he|she)\s+(?:look|looks|seem|seems)\s+(?:like|to\s+be)"
    r"|(?:i|we|they|he|she)'d\s+be|(?:i|we|the\s+(?:team|user|person)|they|he|she)\s+would\s+be"
    # ... what the person only could be ("I could be a nurse", "I could be allergic to nuts", "I could have been a
    # doctor"; not "I could swim at four", a past ability, nor "I could not sleep"), and a feeling that it is so ("I
    # feel like I'm allergic to nuts", "… as if I'm …"; not "I feel like pizza", "I feel like a new person")
    r"|\bi\s+could\s+(?:(?:also|still|even|easily|well|actually|totally|probably|just)\s+)?(?:be|have\s+been)\b"
    r"|(?:i|we|the\s+(?:user|person)|they|he|she)\s+(?:feel|feels|felt)\s+(?:like|as\s+(?:if|though))"
    r"\s+(?:i|i'm|we|we're|the\s+user|they|they're|he|she|he's|she's)\b"
    # Spanish, Portuguese, French, German (accents folded away)
    r"|tal\s+vez|quizas?|a\s+lo\s+mejor|podriamos|que\s+tal\s+si|y\s+si|probablemente|posiblemente|ojala"
    r"|(?:estamos|estoy|estou)\s+(?:pensando|considerando)|nos\s+planteamos|talvez|provavelmente|possivelmente"
    r"|poderiamos|peut-etre|probablement|eventuellement|on\s+pourrait|nous\s+pourrions|(?:on|nous)\s+envisage"
    r"|j'envisage|(?:on|je)\s+pense\s+a|nous\s+pensons\s+a|vielleicht|eventuell|wahrscheinlich|moglicherweise"
    r"|(?:wir|ich)\s+uberlege|(?:wir|ich)\s+denken?\s+daruber\s+nach"
    # ... and "thinking of doing" said by "think" before an infinitive ("Je pense déménager à Berlin", "Pienso
    # mudarme a Lisboa", "Penso di trasferirmi a Roma", "Penso em mudar para o Porto")
    r"|(?:je|nous)\s+(?:pense|pensons|songe|songeons)\s+(?:a\s+)?\w+(?:er|ir|re)|(?:pienso|pensamos)\s+\w+(?:ar|er|ir)(?:me|nos)?"
    r"|(?:penso|pensiamo|sto\s+pensando)\s+di|(?:penso|pensamos)\s+em\s+\w+(?:ar|er|ir)"
    # Italian, and a doubt said outright ("no estoy seguro", "je ne suis pas sûr", "ich bin nicht sicher")
    r"|forse|probabilmente|magari|potremmo|stiamo\s+(?:pensando|valutando)|non\s+(?:ne\s+)?sono\s+sicur[oa]"
    r"|no\s+estoy\s+segur[oa]|nao\s+tenho\s+certeza|(?:ne\s+)?suis\s+pas\s+(?:tres\s+)?sur|nicht\s+sicher"
    # a doubt or a disbelief said by its verb ("I doubt we use …", "Dudo que …", "Je doute qu'…", "Ich bezweifle,
    # dass …", "Ich glaube nicht, dass …": the comma ends the clause a "nicht" reaches), not "no doubt"
    r"|(?:i|we)\s+(?:really\s+|kind\s+of\s+|sort\s+of\s+)?doubt|dudo|dudamos|(?:je|on|nous)\s+dout\w*"
    r"|bezweifl\w*|(?:glaube|glauben|denke|denken)\s+nicht\s*,?\s+dass|dubito|dubitiamo|duvido|duvidamos"
    r"|no\s+creo\s+que|(?:je\s+)?ne\s+(?:pense|crois)\s+pas\s+qu|non\s+credo\s+che|nao\s+(?:acho|creio)\s+que)\b"
    rf"|{_MAY}|也许|或许|大概|可能(?!性)|考虑"
    # Russian, Arabic, Japanese and Korean: "maybe", "perhaps", "probably" ("Может быть, я перейду на Kotlin",
    # "ربما أنتقل إلى دبي"; "может" alone is "can"), a Japanese "may" or a "thinking of" after what it hedges
    # ("来月引っ越すかもしれません", "犬を飼おうかと考えています", as the fold reads them), a Korean "might"
    # ("이사할지도 몰라요", "이사할 수도 있어요")
    rf"|(?:{'|'.join(_folded('может'))})(?:\s+(?:{'|'.join(_folded('быть'))})\b|\s*,)"
    # ... and "thinking of doing" ("Думаю купить машину": "думаю" before an infinitive)
    rf"|\b(?:{'|'.join(_folded('думаю думаем'))})\s+\w+(?:{'|'.join(_folded('ть ти чь'))})\b"
    rf"|\b(?:{'|'.join(_folded('возможно наверное наверно вероятно пожалуй'))}|ربما|لعل|لربما)\b"
    rf"|(?<!\w)(?:{'|'.join(_folded('शायद संभवतः হয়তো ஒருவேளை'))})(?!\w)"  # Hindi, Bengali, Tamil: maybe
    rf"|{'|'.join(fold(w) for w in _seq('かもしれ たぶん おそらく かと考え かと思 だろう でしょう'))}|多分(?!钟|鐘)"
    r"|지도\s*몰|지도\s*모르|수도\s*있|아마도?(?=\s|[,.]|$)"
    # Turkish "maybe", "probably", "I suppose" ("Belki İzmir'e taşınırım"); Polish "maybe" where it opens its clause
    # ("Może się przeprowadzę": "może" inside one is "can"), "perhaps", "probably" ("chyba", not "chyba że", unless)
    r"|\b(?:belki|galiba|muhtemelen|sanirim|herhalde|byc\s+moze|prawdopodobnie|chyba(?!\s+ze))\b"
    r"|(?:^|[.!?;:,]\s*)moze\b"
    # Dutch, Swedish, Norwegian, Danish: maybe, probably, "I am thinking of" ("Misschien verhuis ik naar Utrecht",
    # "Kanske flyttar jag till Malmö", "Kanskje flytter jeg", "Måske flytter jeg": the fold reads "maske", German's
    # mask too, so only opening its clause or after a subject and a verb)
    r"|\b(?:misschien|waarschijnlijk|wellicht|(?:ik|we|wij)\s+overweeg\w*|denk\w*\s+erover\s+na|kanske|kanskje"
    r"|formodligen|antagligen|troligen|mojligen|sannsynligvis|muligens|antakelig|sandsynligvis|muligvis|formentlig)\b"
    r"|(?:^|[.!?;:,]\s*)maske\b|\b(?:jeg|vi|det|han|hun)\s+(?:\w+\s+)?maske\b"
    # Czech (its "možná" opening its clause: Polish "można" is "one may"), Hungarian, Finnish: maybe, probably
    r"|(?:^|[.!?;:,]\s*)mozna\b|\b(?:pravdepodobne|nejspis|talan|valoszinuleg|esetleg|ehka|kenties|luultavasti"
    r"|todennakoisesti|mahdollisesti)\b"
    # Greek: maybe, probably ("Ίσως μετακομίσω στη Θεσσαλονίκη")
    rf"|(?<!\w)(?:{'|'.join(_folded('ίσως μάλλον πιθανώς πιθανόν'))})(?!\w)"
    # Indonesian: maybe, probably ("Mungkin saya pindah ke Bandung")
    r"|\b(?:mungkin|barangkali|kemungkinan|sepertinya)\b"
    # Vietnamese, on the fold (its tones gone): maybe ("Có lẽ tôi sẽ sống ở Hà Nội")
    r"|\bco\s+le\b"
)
# A hedge of how sure the person is of what they say ("I'm pretty sure the key rotates every 90 days", "if I remember
# correctly", "afaik", "si no me equivoco", "soweit ich weiß", "si je me souviens bien"): what follows it in its clause
# is said as they believe it, and a plain claim leaves the limit out (``limits.limited``).
_UNSURE = re.compile(
    r"\b(?:(?:pretty|fairly|reasonably|almost|quite)\s+(?:sure|certain|confident)|iirc|afaik|as\s+far\s+as\s+i\s+know"
    r"|if\s+i\s+(?:remember|recall)(?:\s+(?:correctly|right))?|si\s+no\s+me\s+equivoco|si\s+mal\s+no\s+recuerdo"
    r"|soweit\s+ich\s+weiss|wenn\s+ich\s+mich\s+(?:recht|richtig)\s+erinnere|si\s+je\s+me\s+souviens\s+bien"
    r"|se\s+non\s+sbaglio|se\s+nao\s+me\s+engano)\b"
)
# ... and any hedge the person puts on what they say ("I think the key rotates every 90 days", "Я думаю, …", "…と思い
# ます", "…것 같아요", "أظن …"), read where a quote is cut from behind it (``quotes._cut_frame``: quote the hedge too).
# Not as a limit of a whole quote, nor as a musing of a whole sentence: people say a view, or a plain fact of
# themselves, after "I think" too often ("I think painting helps me relax after work", "I think my new job at Siemens
# is great", "I guess I've always loved hiking"). Not "I believe in", "I think of", "I think so".
_HEDGE = re.compile(
    rf"{_UNSURE.pattern}|\b(?:i\s+(?:think|guess|believe"
    r"|suppose|reckon|assume|figure)(?!\s+(?:in|of|about|out|so|not)\b)|creo\s+que"
    r"|supongo\s+que|je\s+(?:pense|crois|suppose)\s+qu(?:e|')|ich\s+(?:glaube|denke|vermute)|(?:penso|credo)\s+(?:che|di)"
    r"|acho\s+que"
    rf"|{'|'.join(_folded('думаю кажется полагаю'))}|اظن|اعتقد)\b"
    rf"|{'|'.join(fold(w) for w in _seq('と思 と考え'))}|것\s*같|생각"
)
# A wish is not a fact either: a quote cut out of one leaves out that it is wished for (cut_frame). It
# still backs what the person wants ("I'd like answers in Spanish"), so it is not tentative.
_WISH = re.compile(
    r"\b(?:would\s+(?:like|love|prefer)|'d\s+(?:like|love|prefer)|ideally|(?:i|we)\s+wish|(?:me|nos)\s+gustaria"
    r"|(?:eu\s+)?gostaria|gostariamos|j'aimerais|(?:on|nous)\s+aimeri?(?:ons|ait)|(?:ich|wir)\s+(?:wurden?|hatten?)\s+gern"
    r"|(?:ich|wir)\s+wunschte\w*|wunschte\s+(?:mir|uns)|vorrei|vorremmo|(?:mi|ci)\s+piacerebbe|quem\s+dera"
    r"|queria\s+que|quisiera|quisieramos"
    # ... and German's wish by its verb before the person ("Wäre ich doch Millionär", "Hätte ich nur ein Auto", "Wären
    # wir bloß reich"; the fold reads "wäre" as "ware")
    r"|(?:ware|waren|hatte|hatten)\s+(?:ich|wir)\s+(?:doch|nur|bloss|blo)\b)\b"
)
# Russian, as the fold reads it (``_folded``): not, no, never, nor, without, nothing, nobody, nowhere,
# none, must not; "НЕ" in capitals folds to Latin "he" (``_LATIN_FOLDED``).
_RU_NEGATIVE = _folded("не нет никогда ни без ничего никто никого нигде никакой никакая никакие никакого нельзя")
# Arabic, as the fold reads it: not (of the present, the past, the future), is not.
_AR_NEGATIVE = _folded("لا لم لن ليس ليست لست لسنا ليسوا")
# ... and the spoken "not" of Egypt and the Levant ("أنا مش طبيب"), not "ما" (also "what")
_AR_NEGATIVE += _folded("مش مب")
# Hindi, Bengali, Tamil, Telugu: not, is not, there is not (a word of its own after the verb or before it: "मैं दिल्ली
# में नहीं रहता", "আমি ঢাকায় থাকি না", "நான் சென்னையில் இல்லை").
_INDIC_NEGATIVE = _folded("नहीं न मत ना নয় না নেই নি নই নও নন இல்லை அல்ல மாட்டேன் மாட்டார் లేదు కాదు")
# Turkish, on the fold: is not (its persons), there is none, I do not want ("Vejetaryen değilim", "Arabam yok",
# "Doktor olmak istemiyorum"); another verb's "not" is a suffix inside it ("içmiyorum"), which a quote must then hold.
_TR_NEGATIVE = _wordset(
    """degil degilim degiliz degilsin degilsiniz degiller degildim degildik degildi yok istemiyorum istemiyoruz
    istemem istemeyiz"""
)
# Dutch, Swedish, Norwegian, Danish: not, no, never, nothing, nobody, nowhere, without ("Ik ben niet getrouwd", "Ik heb
# geen kinderen", "Jag är inte gift", "Jeg er ikke gift", "Jeg har ingen børn"); not "nietje" (a staple), a word of
# its own. Czech says "not" on its verb ("nejsem" I am not, "nebydlím" I do not live, "nemám" I have not): its
# commonest verbs so negated, and never, nothing, nobody, no ("žádný"). Hungarian: is not, there is not, never,
# nothing ("nem" is Portuguese's "nem" too, read already). Finnish: the verb of negation but its "en" and "et" (a
# French or Scandinavian word: ``_SAID_NOT`` reads them before the verb they negate). Greek: not, never, without.
_NL_NEGATIVE = _wordset("niet geen nooit niets niks niemand nergens zonder")
_NORDIC_NEGATIVE = _wordset("inte icke ej aldrig ingen inget inga ingenting utan ikke aldri intet uten uden")
_CS_NEGATIVE = _wordset(
    """nejsem nejsi neni nejsme nejste nejsou nemam nemas nema nemame nemate nemaji nebydlim nebydlime nebydli
    nepracuji nepracuju nepracujeme nepracuje nekourim nekouri nepiju nepiji nepije nejim neji nemluvim nemluvi
    nevlastnim nevlastni nechodim nechodi nepouzivam nepouziva nepouzivame nejezdim nejezdi neumim neumi neznam
    nezna nehraju nehraji nehraje nestuduji nestuduju nestuduje nevarim nevari nechci nechce nikdy nic nikdo nikde
    zadny zadna zadne zadnou zadneho"""
)
_HU_NEGATIVE = _wordset("nincs nincsen nincsenek sincs soha sosem semmi senki sehol nelkul")
_FI_NEGATIVE = _wordset("ei emme ette eivat")
_EL_NEGATIVE = frozenset(_folded("δεν μην μη ποτέ όχι χωρίς"))
# Indonesian: not, is not, not yet, without ("Saya tidak tinggal di Bandung", "Saya bukan dokter", "Saya belum
# menikah"); Korean, whose "not" and "there is none" are syllables of the verb the tokens read one by one ("서울에
# 살지 않아요", "차가 없어요"; not "안", also the "안" of "안녕", "안에", inside).
_ID_NEGATIVE = _wordset("tidak bukan belum tak nggak gak enggak tanpa")
_KO_NEGATIVE = frozenset("않없")
# Vietnamese, on the fold (its tones gone): not, not yet ("Tôi không hút thuốc", "Tôi chưa kết hôn"), and "chẳng" as
# its tones tell it from the name "Chang" (``_ACCENTED_CONTENT``: "Tôi chẳng thích cà phê")
_VI_NEGATIVE = _wordset("khong chua chang_")
_NEGATIVE_WORDS = (
    _wordset(
        "not no never none without cannot can't won't don't doesn't didn't isn't aren't wasn't weren't "
        "against rejected rejects declined declines refused refuses dropped nobody nothing nowhere neither nor "
        # a verb or an adjective that says the "not" itself ("I refuse to use Windows", "we lack tests", "I'm unable to
        # drive"; not "avoid", whose "not" is of its object alone: "To avoid burnout I run every morning")
        "refuse lack lacks lacked lacking unable "
        # a prohibition said as a rule negates what it forbids ("Never force-push to main" is "Force-pushing to main is
        # forbidden"), in the languages the gate reads
        "forbid forbids forbidden prohibit prohibits prohibited ban bans banned disallowed off-limits verboten "
        "prohibido prohibida prohibidos prohibidas interdit interdite interdits interdites vietato vietata vietati "
        "proibido proibida proibidos "
        "no-one noone nunca nada sin jamas tampoco rechazo rechazado descarto descartado nadie ninguno ninguna "
        "ningun ni ne pas jamais aucun aucune rien sans nao nem nenhum nenhuma ninguem sem "
        "nicht nichts kein keine keinen keinem keiner keines nie niemals niemand weder ohne "
        "non nessuno nessuna niente nulla senza nemmeno neanche neppure nope nah "
        "不 没 别 別 未 无"  # Chinese, before the verb (``_tokens`` reads each character as a word)
    )
    | frozenset(_RU_NEGATIVE)
    | frozenset(_AR_NEGATIVE)
    | frozenset(_INDIC_NEGATIVE)
    | _TR_NEGATIVE
    | _NL_NEGATIVE
    | _NORDIC_NEGATIVE
    | _CS_NEGATIVE
    | _HU_NEGATIVE
    | _FI_NEGATIVE
    | _EL_NEGATIVE
    | _ID_NEGATIVE
    | _KO_NEGATIVE
    | _VI_NEGATIVE
)
# A Russian negation in capitals folds to Latin letters only ("НЕ ИСПОЛЬЗУЕМ" reads "he иcпoльзyeм"): read
# as the negation beside a word that holds Cyrillic.
_LATIN_FOLDED = {fold(w.upper()): fold(w) for w in ("не", "нет") if fold(w.upper()).isascii()}
_CYRILLIC = re.compile("[\u0400-\u04ff]")
# "X instead of Y", "X rather than Y", "X except (for) Y" ("excluding", "other than", "apart from", "minus"): Y is
# negated, X is not ("We use Postgres except for analytics", "We use those tools apart from Kafka", "salvo para", "sauf
# pour", "außer für", "tranne che per", "exceto para"; "apart from" may say "besides" too: a claim it negates goes to
# review, which a machine cannot tell). One token ("instead_of") that
# negates only what follows it in its clause (a word such as "statt" in "Das Meeting findet statt" negates
# nothing), in every language the gate reads.
_INSTEAD = re.compile(
    r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|en\s+(?:lugar|vez)\s+de|em\s+(?:lugar|vez)\s+de"
    r"|ao\s+inves\s+de|au\s+lieu\s+de|plutot\s+que|invece\s+di|anziche|piuttosto\s+che"
    r"|except(?:\s+for)?|excepting|excluding|other\s+than|apart\s+from|minus|excepto|exceptuando|salvo|a\s+excepcion\s+de|con\s+excepcion\s+de|sauf"
    r"|a\s+l'exception\s+de|ausser|ausgenommen|mit\s+ausnahme\s+von|tranne(?:\s+che)?|eccetto|fuorche"
    r"|ad\s+eccezione\s+di|exceto|a\s+excecao\s+de|com\s+excecao\s+de"
    r"|(?:an)?statt(?!\s*(?:[,.;:!?)]|$|und\b|oder\b|aber\b))"
    rf"|{'|'.join(_folded('вместо'))})\b"
)
_INSTEAD_TOKEN = "instead_of"
# Chinese and Japanese are written without spaces: the negation reading takes each character as a word
# ("我不用Python" is 我 不 用 python), but for the few words whose first character is a negation and
# that negate nothing ("不过" however, "不仅" not only, "未来" future, "别人" others, "少ない" few, "なければ
# ならない" must: kept whole). A Japanese verb is negated by its ending ("使いません", "使っていない",
# "使わなかった"): one token ("ja_not") that negates its whole clause, the object standing before the verb.
_CJK_KEPT = sorted(
    {
        fold(w)
        for w in _seq(
            "不过 不仅 不但 不只 不管 不错 不少 不同 无论 没错 未来 别人 別人 少ない 危ない "
            "なければならない なければいけない ないといけない なくてはいけない"
        )
    },
    key=len,
    reverse=True,
)
_JA_NOT = "|".join(fold(w) for w in ("ません", "なかった", "ない"))
# ... and the Korean "is not" ("의사가 아니에요", "아닙니다"), one token as the Japanese ending is (its syllables alone
# are those of other words)
_JA_NOT += "|아니(?=[에예야다라])|아닙"
# ... the Korean "not" said before its verb, a word of its own ("담배를 안 피워요"; not the "안" of "안녕", "안에",
# inside, which a syllable follows in the word, nor the surname Ahn before a title: "안 씨", "안 선생님")
_KO_TITLES = "씨|님|선생|교수|박사|대표|사장|부장|과장|팀장|작가|감독|의원"
_JA_NOT += f"|(?<![\uac00-\ud7af])안(?=\\s+[\uac00-\ud7af])(?!\\s+(?:{_KO_TITLES}))"
# ... and the spoken Arabic "I have no", "there is no" ("ما عندي سيارة"; "ما" alone is "what" too: ``_AR_NEGATIVE``),
# not "all I have", "this is what I have" ("كل ما عندي", "هذا ما عندي")
_JA_NOT += rf"|(?<!\w)(?<!{fold('كل')}\s)(?<!{fold('هذا')}\s){fold('ما')}(?=\s+{fold('عند')})"
_JA_NOT_TOKEN = "ja_not"
_NEG_TOKEN = re.compile(
    rf"(?P<kept>{'|'.join(_CJK_KEPT)})|(?P<ja>{_JA_NOT})|[{CJK_CHARS}]|(?:(?![{CJK_CHARS}])[\w{_MARKS}'-])+"
)

# Where a clause starts, on the fold: what stands before it does not govern what follows ("instead" is
# read as ``_INSTEAD`` before "of").
# A sentence, or a part of one a ";" sets off, as the composed-text re-scan and the request's report read them.
_SENTENCE_PART = re.compile(r"[^.!?;\n]+")
_CLAUSE_START = re.compile(
    r"[.!?;:,\n()\"«»“”。、]|\s[-–—]\s|\b(?:but|however|(?:even\s+)?though|although|instead(?!\s+of\b)|yet(?!\s+to\b)"
    r"|pero|sino|aunque|mas|sondern"
    # German "doch" as "but" without its comma, before a subject of its own ("Ich liebe Tennis doch ich hasse Golf")
    # or a noun and its verb acting on the person ("… doch Fußball langweilt mich", "… doch der Lärm stört mich");
    # not the particle ("Das ist doch gut", "Ich liebe doch Tennis", "Komm doch mit")
    r"|doch(?=\s+(?:ich|wir|er|man|(?:(?:der|die|das|mein|meine)\s+)?[\w-]+\s+[\w-]+\s+(?:mich|mir|uns))\b)"
    # Italian "but" before its subject or a verb of the first person ("…, ma sono allergico ai cani", "ma io …")
    r"|ma(?=\s+(?:io|noi|sono|siamo|ho|abbiamo|non|mi|ci|adoro|amo|odio|preferisco)\s"
    # ... or before an article or a possessive no French "ma" (itself a possessive) takes ("…, ma il calcio mi annoia",
    # "ma lo sci …", "ma mia madre …")
    r"|\s+(?:il|lo|gli|i|la|le|un|uno|una|mio|mia|miei|mie|questo|questa|quello|quella)\s|\s+l')"
    # "whereas", a contrast as "but" is ("Adoro el tenis mientras que el fútbol me aburre", "Le thé me calme alors que
    # le café m'énerve"), and "while" before a clause of its own ("I love tennis while football bores me"; not "a
    # while", nor a time it says: "while hiking", "while on the trip"; not German "während", a preposition as often)
    r"|whereas|mientras|enquanto|mentre|(?:tandis|alors)\s+que?|(?<!\ba\s)while(?!\s+(?:\w+ing|still|on|in|at)\b)"
    # "and" or "so" before a subject of its own opens a clause as a comma would ("I don't smoke and I run every day")
    r"|(?:and|so)(?=\s+(?:i|we|he|she|they|i'm|we're|i've|we've|i'd|we'd|i'll|we'll)\s)|(?:et|und|e)(?=\s+(?:je|j'|nous"
    r"|ich|wir|io|noi|eu|nos)\b)"
    rf"|mais|aber|{'|'.join(_folded('но однако зато хотя'))}"
    # Dutch, Finnish, Greek "but"; Swedish, Norwegian, Danish "but" and Dutch and their "and" before a subject of its
    # own ("Ik ben niet getrouwd maar ik heb een vriendin", "Jag är inte gift men jag har en flickvän"; "men" is English
    # too)
    rf"|maar|mutta|{'|'.join(_folded('αλλά'))}|(?:men|en|och|og)(?=\s+(?:ik|we|wij|jag|jeg|vi)\b))\b"
    # Japanese "but" after a polite or a past ending, more said after it ("住んでいましたが今は…"; not the subject's
    # "が", "私が", nor the question's "か", which the fold reads alike: "使っていますか？", "…ますかと聞いた")
    r"|(?:"
    + "|".join(f"(?<={fold(end)})" for end in ("ました", "ます", "です", "でした", "ていた"))
    + rf")(?:{fold('が')})(?=\w)(?![{fold('と')}{fold('っ')}])"
)
_SENTENCE_START = re.compile(r"[.!?\n。]")
# The person set apart as not the subject, inside the clause it names ("Maria, not me, speaks Japanese", "Our CTO (not
# me) owns billing", "Marie, pas moi, parle japonais", "Mein Bruder, nicht ich, wohnt in Wien"): no clause of its
# own — who does it stands before it (``subject.others``, ``_Ctx.in_clause``).
_NOT_ME = re.compile(r"[,(]\s*(?:(?:and|but)\s+)?(?:not|pas|nicht|no)\s+(?:me|moi|ich|yo|i)\s*[,)]")
# A condition a sentence opens with ("If the tests pass, we ship on Monday", "Si pasan los tests, …", "Wenn die
# Tests grün sind, …", "Se i test passano, …"; "si" and "se" before a comma of their sentence only, and not as a
# word of its own: "Se usa Postgres", "Si usa Postgres" and "Sí, usamos …" are no condition): what follows it is
# said only on that condition.
# An "if" that offers or advises, not a condition on what is said ("If you need any help, let me know!", "Definitely
# worth a read if you're looking for something", "I could help you if you want").
_POLITE_IF = (
    r"(?!\s+you(?:'re|'d|\s+are|\s+would)?\s+(?:want|wanna|like|need|wish|prefer|looking|interested|ever|have\s+time"
    r"|get\s+a\s+chance|feel|fancy|care)\b)"
)
_CONDITION = re.compile(
    r"^\W*(?:(?:only|solo|nur|seulement|soltanto|somente|apenas)\s+)?(?:if\b"
    + _POLITE_IF
    + r"|unless|in\s+case|provided|assuming|once|as\s+long\s+as|s[ie](?!\s*,)(?=[^.!?;]*,)|salvo|a\s+menos\s+que"
    r"|a\s+moins\s+qu"
    r"|a\s+meno\s+che|wenn|falls|sofern|solange)\b"
    # Chinese and Russian (a Han character has no word boundary before the next one: "如果公司批准的话，…")
    rf"|^\W*(?:如果|要是|假如|只要|{'|'.join(_folded('если'))}\b)"
    # Hindi ("अगर मैं दिल्ली में रहता तो …", "यदि …"), as the fold reads it
    rf"|^\W*(?:{'|'.join(_folded('अगर यदि'))})(?!\w)"
)
# ... and a Japanese clause a sentence opens with, as the fold reads it (the fold drops the voicing mark: "ば" is "は"):
# a conditional form before its comma ("予算が通れば、…", "買えば、", "行けば、", "東京なら、", "決まったら、"); not
# "これは、", "それは、" (a topic), nor a form the fold makes one with a particle ("については", "幸せは").
_JA_CONDITION = re.compile(
    rf"(?:(?<![{fold('こそあど')}]){fold('れば')}|{fold('えば')}|{fold('けば')}|なら|ならは|たら)[,、]\s*$"
)
# ... and one said inside a clause, in English and German ("We ship on Monday if the tests pass", "…, but only if
# the tests pass", "Wir deployen am Montag, wenn die Tests grün sind"): not "even if", "as if", "if so", nor the
# "if" that asks ("I don't know if", "we wonder if", "check if": a whether).
_CONDITION_WITHIN = re.compile(
    r"(?<!\beven\s)(?<!\bas\s)(?<!\bwhat\s)(?<!\bknow\s)(?<!\bknew\s)(?<!\bwonder\s)(?<!\bwondering\s)"
    r"(?<!\bwondered\s)(?<!\bask\s)(?<!\basked\s)(?<!\basking\s)(?<!\bsee\s)(?<!\bcheck\s)(?<!\bchecking\s)"
    r"(?<!\bsure\s)(?<!\bunsure\s)(?<!\btell\s)(?<!\bdecide\s)(?<!\bdoubt\s)"
    r"\b(?:if(?!\s+(?:so|not|any|anything|ever|needed|necessary|possible|only)\b)"
    + _POLITE_IF
    + r"|unless|as\s+long\s+as"
    r"|provided\s+that|on\s+condition\s+that|wenn|falls|sofern|solange)\b"
)

# ... and in Spanish, French, Italian and Portuguese ("Desplegamos el lunes si pasan los tests", "Nous déployons lundi
# si les tests passent", "Rilasciamo lunedì se i test passano", "Implantamos na segunda se os testes passarem"): "si"
# not as a yes ("…, sí"), nor after a verb that asks ("no sé si", "je me demande si"), nor "même si", "como si",
# "comme si", "y si", nor French "si" before a word it intensifies ("si bien", "pas si mal"); Italian "si" is a
# pronoun ("si usa"), so only a text Spanish or French votes for is read for it (``limits._conditioned``). "se" is
# Spanish's pronoun as well: read only before an article, a pronoun or a negation Spanish does not put after it
# ("se i test", "se os testes", "se non", "se não", "se tudo") or a future subjunctive ("se passarem").
_SI_WITHIN = re.compile(
    r"(?<!\bse\s)(?<!\bsabe\s)(?<!\bsaber\s)(?<!\bsabemos\s)(?<!\bpregunto\s)(?<!\bpregunta\s)(?<!\bver\s)"
    r"(?<!\bdemande\s)(?<!\bdemandons\s)(?<!\bsais\s)(?<!\bsait\s)(?<!\bsavoir\s)(?<!\bvoir\s)(?<!\bcomme\s)"
    r"(?<!\bmeme\s)(?<!\bcomo\s)(?<!\baun\s)(?<!\bincluso\s)(?<!\bni\s)(?<!\bet\s)(?<!\by\s)(?<!\bpas\s)"
    r"(?<!\baussi\s)(?<!\bdecidir\s)(?<!\bcomprobar\s)(?<!\bverifier\s)"
    r"\bsi\b(?!\s*(?:[,.!?;:)]|$))(?!\s+(?:bien|peu|tant|mal|tard|loin|vite|souvent|longtemps|fort|grand\w*|beau|belle"
    r"|bon|bonne|facile|simple|rapide\w*|lent\w*|cher|chere|content\w*|heureu\w*|important\w*|que|senor|senora)\b)"
)
_SE_WITHIN = re.compile(
    r"(?<!\bmesmo\s)(?<!\bcomo\s)(?<!\bcome\s)(?<!\banche\s)(?<!\bsei\s)(?<!\bsabe\s)(?<!\bso\s)"
    r"\bse\s+(?:(?:i|il|gli|os|o|as|um|uma|uns|umas|non|nao|tutto|tudo|ci|noi|voi|nos|eu|ele|ela|eles|elas|voce|io|tu"
    r"|lui|lei|loro)\b|\w+(?:rem|armos|ermos|irmos)\b)"
)

# A condition a sentence goes on to set right after what it says ("We'll move to Kubernetes if the budget is approved",
# "I'll take the job unless they cut the remote days", "…, but only if the team learns it", "Launch is on May 4,
# assuming legal signs off", "Wir ziehen nach Hamburg, wenn ich die Stelle bekomme", "Compraremos el piso si el banco
# aprueba", "Я перееду, если дадут визу"), read where the said part ends: ``_CONDITION_WITHIN`` and ``_SI_WITHIN``
# there, with what they read before it ("even if" is none), or the words that set one only after what they govern.
_THEN_IF = re.compile(r"[\s,;–—-]*(?:(?:but|yet)\s+)?(?:only\s+)?")
_SET_AFTER = re.compile(
    r"(?:assuming|in\s+case|provided|on\s+condition|as\s+long\s+as|a\s+condition\s+qu|pourvu\s+qu|sauf\s+si"
    rf"|a\s+menos\s+que|siempre\s+(?:y\s+cuando|que)|con\s+tal\s+de|{'|'.join(_folded('если'))})\b"
)

# ... and a future the person puts off until something comes to pass, "when" or "once" right after it, no comma
# between ("I'll retire the old API when all clients are on v2", "We're going to move to Kafka once we scale"); not
# "when" after a past or a present ("I moved when I was ten", "I call her when I'm bored": what is so), nor one a comma
# sets apart ("I'll be in Berlin next week, when the conference starts": a time).
_WILL = re.compile(r"\b(?:will|(?:i|we|you|he|she|they|it)'ll|shall|going\s+to|gonna)\b")
_WHEN_THEN = re.compile(r"\s+(?:when|whenever|once)\s")


def sets_condition(said: str, after: str) -> bool:
    """Whether the folded text ``after`` opens with a condition on ``said``, the folded words before it in its
    sentence (``_THEN_IF``: a comma, "but only", then ``_CONDITION_WITHIN``, ``_SI_WITHIN`` or ``_SET_AFTER``; a
    "when" right after a future, ``_WHEN_THEN``)."""
    text = f"{said} {after}"
    at = m.end() if (m := _THEN_IF.match(text, len(said))) else len(said)
    if _WHEN_THEN.match(text, len(said)) and _WILL.search(said):
        return True
    return any(p.match(text, at) for p in (_CONDITION_WITHIN, _SI_WITHIN, _SET_AFTER))


# A word of "almost" in the languages the gate reads, each whole ("I almost quit", "Casi nos casamos", "Ci siamo quasi
# sposati", "beinahe"): the German "fast", also the English "fast", is left to each reader (``limits._ALMOST``,
# ``relation._NEARLY``).
_ALMOST_WORDS = r"almost|nearly|casi|quase|presque|quasi|beinahe"


# A word that says a thing is so only barely, next to not at all ("I barely speak Spanish", "I hardly know him",
# "Apenas hablo español", "Je parle à peine espagnol", "Ich spreche kaum Spanisch"): read after a quote
# (``_SELDOM_AFTER``) and as a limit a claim leaves out (``limits.limited``, which reads a quote cut from behind it
# with its clause).
_BARELY_WORDS = r"hardly|barely|scarcely|kaum|apenas|a\s+peine"
_BARELY = re.compile(rf"\b(?:{_BARELY_WORDS})\b")
# ... but before a past that says a thing reached or done, it grades how, and takes nothing back: "I barely passed the
# exam" passed it ("Apenas aprobé el examen", "J'ai à peine réussi l'examen", "Ich habe die Prüfung kaum bestanden"),
# as "I barely slept" or "I barely know him" did not sleep or know much. Not when "any" or "ever" measures what was
# done ("I barely made any money", "I barely won anything"): that says little of it.
_BARELY_DID = _wordset(
    "passed made managed survived finished completed won escaped qualified graduated caught reached arrived beat"
    " scraped squeaked squeezed aprobe aprobo aprobamos gane gano logre logro consegui consiguio termine termino"
    " sobrevivi sobrevivio llegue llego alcance alcanzo reussi gagne fini survecu atteint obtenu attrape"
    " bestanden geschafft gewonnen uberlebt erreicht"
)
_BARELY_ANY = re.compile(r"\b(?:any|anything|anyone|ever|ningun|ninguna|nada|rien|aucun|aucune|nichts|kein\w*)\b")

# What a sentence goes on to say right after what is said, that the said part leaves out (``quotes._cut_frame``; each
# read on the folded text after the quote, a filler before it skipped: "…, well, hardly ever"):
_FILLERS = r"(?:(?:well|um+|uh+|erm?|hmm+|oh|ah|bueno|pues|enfin|bon|bref|ben|euh|naja|nun|tja)[\s,;:–—-]+)*"
_FILLED = r"^[\s,;:–—-]*" + _FILLERS
# ... that it is so seldom or no more, by a word the negation reading does not read as a "not": "hardly ever", "barely",
# "rarely these days", "kaum noch", "apenas", "rara vez", "rarement", "à peine", "di rado", "редко", and spoken French's
# "plus" with its "ne" dropped ("Je travaille chez Airbus, enfin plus depuis janvier", "…, plus maintenant"); a clause
# of its own, nothing more in it than a time ("I run on weekends — hardly ever these days"): "…, rarely on Sundays" and
# "…, plus Redis" say something else.
_SELDOM_AFTER = re.compile(
    _FILLED + rf"(?:{_BARELY_WORDS}|rarely|seldom|selten|rara\s+vez|rarement|raramente|di\s+rado"
    rf"|plus|{'|'.join(_folded('редко'))})"
    r"(?:\s+(?:ever|anymore|any\s+more|now|these\s+days|nowadays|lately|at\s+all|noch|mehr|jetzt|ya|maintenant"
    r"|du\s+tout|(?:since|seit|depuis|desde|dal|dalla|dai)\s+[^,.;:!?]+))*\s*(?:[,.;:!?]|$)"
)
# ... that it was undone: found false ("I was diagnosed with diabetes, but it turned out to be a mistake", "…. It
# was a false alarm", "pero resultó ser un error", "mais c'était une erreur", "aber das war ein Irrtum"), or begun
# again after a "but" ("I quit smoking last year but started again", "pero volví a fumar", "mais j'ai recommencé",
# "aber ich habe wieder angefangen"; "…, and I started again at a new company" is another thing begun).
_UNDONE_AFTER = re.compile(
    r"^[\s,;:.!–—-]*"  # found false: in its own sentence too ("…. It was a false alarm")
    + _FILLERS
    + r"(?:(?:but|though|although|which|and|pero|aunque|y|mais|et|aber|doch|und)\s+)?"
    r"(?:(?:it|that|this|he|she|they)\s+)?"
    r"(?:(?:turned|turns)\s+out\s+(?:to\s+(?:be|have\s+been)\s+)?|(?:was|were|is)\s+(?:just\s+|only\s+)?"
    r"|(?:resulto|resulta)\s+(?:ser\s+)?|(?:fue|era)\s+(?:solo\s+)?|c'etait\s+|c'est\s+|(?:das\s+)?war\s+)"
    r"(?:wrong|false|untrue|not\s+(?:true|the\s+case)|a\s+(?:mistake|misdiagnosis|false\s+(?:alarm|positive)|hoax|scam"
    r"|misunderstanding)|an\s+error|falso|mentira|un\s+error|una\s+(?:falsa\s+alarma|equivocacion)"
    r"|faux|une\s+erreur|une\s+fausse\s+alerte|ein\s+(?:irrtum|fehler|fehlalarm)|falsch)"
    # its clause ends there: not "it was wrong of me to wait"
    r"(?=\s*(?:after\s+all|in\s+the\s+end|anyway|al\s+final|finalement|doch)?\s*(?:[,.;:!?)]|$))"
    # begun again after a "but", or "or at least I was" ("I'm fluent in Italian, or at least I was")
    + "|"
    + _FILLED
    + r"(?:(?:but|pero|mais|aber)\s+(?:(?:i|we|then|soon|later)\s+)*(?:(?:started|began)\s+(?:again|back)|relapsed)"
    r"|or\s+at\s+least\s+(?:i|we)\s+(?:was|were|used\s+to(?:\s+be)?|did)|pero\s+(?:luego\s+)?(?:volvi|volvimos)\s+a"
    r"|mais\s+(?:j'ai|on\s+a|nous\s+avons)\s+(?:recommence|repris)"
    r"|aber\s+(?:ich\s+habe|ich\s+hab|wir\s+haben)\s+wieder\s+angefangen)\b"
)
# ... that the person is left out of it ("Everyone on the team uses vim except me", "but me", "todos menos yo", "tout le
# monde sauf moi", "alle außer mir", "все, кроме меня"): what everyone does is not said of the person.
_EXCEPT = (
    r"(?:except(?:\s+for)?|but|apart\s+from|other\s+than|excepto|salvo|menos|sauf|a\s+part|ausser|bis\s+auf|tranne"
    r"|eccetto|exceto|fora|" + "|".join(_folded("кроме")) + r")\s+"
)
_BUT_ME_WORDS = (
    _EXCEPT
    + r"(?:me|myself|us|yo|mi|nosotros|moi|nous|mir|mich|uns|noi|eu|mim|"
    + "|".join(_folded("меня нас"))
    + r")(?![\w'])"
)
_BUT_ME = re.compile(_FILLED + _BUT_ME_WORDS)
# ... said inside the quote ("Nobody in my family has diabetes except me", "Everyone except me uses vim"), and the
# person left out as a claim says it ("except the user", "menos el usuario", "sauf l'utilisateur", "außer dem Nutzer").
_LEFT_OUT = re.compile(r"(?<![\w'])" + _BUT_ME_WORDS)
_USER_LEFT_OUT = re.compile(
    r"(?<![\w'])" + _EXCEPT + r"(?:(?:the|el|la|l'|dem|den|der|il|o|a)\s*)?"
    r"(?:user|person|usuari[oa]|utilisat(?:eur|rice)|(?:be)?nutzer\w*|utente|utilizador[a]?)\b"
)
# ... whose it is, after it: a possessive standing for its owner after a copula the quote stops at ("That repo is"
# out of "That repo is Priya's project") or set off after the thing ("Peanut allergy — my son's", "…, c'est celle
# de ma sœur", "… es de mi hermana", "… est à mon frère", "大阪のマンションは姉のものです"); a possessive before
# another noun after a comma says something else ("Peanut butter, John's favourite").
_COPULA_END = re.compile(r"(?:^|\s)(?:is|are|was|were|c'est|est|es|era|ist|war|sono)$")
_OWNER = (
    r"(?:(?:my|his|her|our|their|your)\s+)?(?!(?:it|that|he|she|what|there|here|let|who|where|how)'s)"
    r"[^\W\d_][\w-]*'s?(?![\w'])"
)
_WHOSE_AFTER = re.compile(
    _FILLED + rf"(?:(?:it's|that's|it\s+is|that\s+is)\s+)?{_OWNER}(?=\s*(?:[,.;:!?)]|$|not\b|and\b|too\b))"
    r"|^[\s,;:–—-]*(?:c'est\s+|ce\s+sont\s+|elle\s+est\s+|il\s+est\s+)?(?:celle|celui|celles|ceux)\s+(?:de|d'|du|des)"
    r"|^\s*(?:es|son|era|eran)\s+(?:(?:la|el|los|las)\s+)?de\s+(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?)\s"
    r"|^\s*(?:est|sont|etait)\s+a\s+(?:ma|mon|mes|ta|ton|tes|sa|son|ses|notre|nos)\s"
    rf"|^\s*{fold('は')}[^\s,.、。]{{1,8}}?の(?:もの|{fold('です')}|た)"
)
_OWNER_AFTER_COPULA = re.compile(rf"^\s*(?:{_OWNER}|mine|hers|his|ours|theirs|yours)(?![\w'])")


def whose_after(said: str, after: str) -> str | None:
    """Whose the folded text ``after`` says ``said`` (the folded words before it) is, when it goes on to say it right
    after (``_WHOSE_AFTER``, ``_OWNER_AFTER_COPULA`` after a ``said`` that stops at a copula), or None."""
    if m := _WHOSE_AFTER.match(after):
        return m.group(0)
    if _COPULA_END.search(said) and (m := _OWNER_AFTER_COPULA.match(after)):
        return m.group(0)
    return None


# --------------------------------------------------------------------------------------------------
# What a negation applies to (the polarity of each word)
# --------------------------------------------------------------------------------------------------

# The "not" of an unreal condition of the past in French and Spanish, as the fold reads it ("Si je n'avais pas
# déménagé, …", "Si nous n'étions pas partis, …", "Si no me hubiera mudado, …"): the subject and the auxiliary, which
# ``asks.granted`` reads too.
_SUPPOSED_UNDONE = (
    r"si\s+(?P<fr>je\s+n'|nous\s+n'|on\s+n')(?P<aux>avais|avions|avait|etais|etions|etait)\s+pas"
    r"|si\s+no\s+(?P<es>(?:me|nos|te|se|lo|la|le)\s+)?(?P<haber>hubiera|hubiese|hubieramos|hubiesemos)"
)
# A memory the person says they will keep ("I'll never forget seeing my play staged", "We'll always remember that trip",
# "I won't ever forget the day we met"): what is remembered was so, neither denied by its "never" nor still to come by
# its "will", which reach the remembering only (``kept_memory``). Not a duty remembered ("I'll never forget to lock
# the door": a habit, or a promise), nor a reminder ("Don't forget …": ``_unreminded``), nor a forgetting denied as a
# habit ("I don't forget birthdays").
_KEPT_MEMORY = re.compile(
    r"\b(?:i|we)(?:'ll|\s+will|\s+shall)\s+(?:always\s+remember|never\s+(?:ever\s+)?forget)\b"
    r"|\b(?:i|we)\s+(?:won't|will\s+not)\s+(?:ever\s+)?forget\b"
)
_KEPT_MEMORY_SAID = re.compile(rf"(?:{_KEPT_MEMORY.pattern})(?!\s+to\b)")
# The remembering said without its "not", word for word ("never forget" is "always remember").
_REMEMBERING = {"never": "always", "won't": "will", "not": "always", "forget": "remember"}


def kept_memory(folded: str) -> str:
    """``folded`` with each memory the person says they will keep (``_KEPT_MEMORY``) said as the remembering it is, a
    comma after it ("i'll never forget seeing my play staged" → "i'll always remember, seeing my play staged"): its
    "will" ends with its clause, and what is remembered is read as a clause of its own, no future and not denied;
    a claim that the person forgot it, or did not see it, says what they did not ("forgot" against "remember":
    ``polarity.opposed``; a "not" added: ``polarity.flipped``). Word for word: what reads its words reads as many."""
    return _KEPT_MEMORY_SAID.sub(
        lambda m: re.sub(r"[\w']+", lambda w: _REMEMBERING.get(w.group(0), w.group(0)), m.group(0)) + ",", folded
    )


# Negative words that negate nothing ("not only", "without a doubt", "no problem"), and the "not" of an unreal
# condition said by the verb before the person ("Had I not moved to Leeds, I would never have met my wife", "Si je
# n'avais pas déménagé", "Si no me hubiera mudado": ``_SUPPOSED_UNDONE``): what it supposes undone is what was done.
_NO_NEGATION = re.compile(
    r"\b(?:(?:not|n't|don't|doesn't|didn't|dont|doesnt|didnt)\s+(?:only|just|merely|simply)"
    r"|no\s+(?:doubt|matter|problem|worries)|without\s+(?:a\s+)?doubt|sin\s+duda"
    r"|sans\s+doute|ohne\s+zweifel|nicht\s+nur|nao\s+so"
    # ... and an eagerness or a wonder said by a "not" ("I can't wait to see it", "I still can't believe I won"): what
    # follows is so, not denied (not "don't forget": "I don't forget birthdays" denies forgetting, and "Don't forget to
    # book the flight" is a reminder, no deed: ``_unreminded``)
    r"|(?:can't|cannot|can\s+not|couldn't)\s+(?:wait|believe)"
    # ... and a thing or a person dropped off or by, a delivery or a visit, no giving up ("I dropped my phone off at
    # the repair shop", "I dropped the kids off at school", "I dropped by the office"; not "We dropped Paddle")
    r"|dropped(?=\s+(?:off|by|in)\b|\s+(?:the|my|our|his|her|their|a|an|some)\s+(?:[\w'-]+\s+){0,2}?off\b))\b"
    r"|(?:^|(?<=[.!?;]\s))\W*(?:had\s+(?:i|we)\s+not|" + _SUPPOSED_UNDONE + r")\b"
)
# ... and the French "ne … que", an "only": "Je ne parle que français" speaks French, "Je n'ai qu'un chat" has one —
# the "ne" before a "que" of its clause with no "pas", "plus", "jamais" … between (``_ne_que_spans``).
_NE_QUE_PART = re.compile(r"[^.;!?,:]+")
_NE_QUE_WORDS = re.compile(
    r"(?P<ne>\bn(?:e\s+|'))|(?P<que>\bqu(?:e\b|'))"
    r"|\b(?:pas|plus|jamais|rien|personne|aucun|aucune|guere|point|ni|nul|nulle)\b"
)


def _ne_que_spans(folded: str) -> list[tuple[int, int]]:
    """The spans of each French "ne" / "n'" of a folded text that a "que" / "qu'" of its clause follows with no "pas",
    "plus", "jamais" … between (``_NE_QUE_WORDS``): an "only", not a "not". Read in one pass of each clause: a long
    text of "ne"s costs no more than its length."""
    out: list[tuple[int, int]] = []
    for part in _NE_QUE_PART.finditer(folded):
        pending: list[tuple[int, int]] = []
        for m in _NE_QUE_WORDS.finditer(folded, part.start(), part.end()):
            if m.group("ne"):
                pending.append(m.span())
            else:  # a "que" makes each "ne" before it an only; a "pas" makes them negations
                out += pending if m.group("que") else []
                pending = []
    return out


def _ne_que_unsaid(folded: str) -> str:
    """``folded`` with the "ne" of each "ne … que" blanked (``_ne_que_spans``): what is left says no "not"."""
    parts, at = [], 0
    for start, end in _ne_que_spans(folded):
        parts += [folded[at:start], " " * (end - start)]
        at = end
    return "".join([*parts, folded[at:]])


# An idiom of dislike said by a "not" ("I can't stand cilantro", "I cannot bear loud music", "No soporto el cilantro",
# "Não aguento coentro", "Je ne supporte pas la coriandre", "Ich kann Koriander nicht ausstehen"): read as the hating
# it says (``_disliked``), not as a "not" of the thing — "The user dislikes cilantro" is what it says, "The user likes
# cilantro" its opposite. Not a standing or a bearing ("I can't stand up for long", "I can't stand in line", "I can't
# bear to watch"), nor a past ("I couldn't stand him then" is no dislike now).
_DISLIKED = re.compile(
    r"\b(?P<en>(?:can't|cant|cannot)\s+(?:stand|bear|stomach|abide))\b(?!\s+(?:up|in|on|by|for|still|there|here|to"
    r"|around|back|out|down|alone|next|with|at|aside|firm|straight|guard|trial|a\s+chance|being)\b)"
    r"|\b(?P<es>no\s+(?:soporto|aguanto))\b|\b(?P<pt>nao\s+(?:suporto|aguento))\b|\b(?P<fr>ne\s+supporte\s+pas)\b"
    r"|\bkann\s+(?P<de>[\w'-]+(?:\s+[\w'-]+)?)\s+nicht\s+(?:ausstehen|leiden)\b"
)
_HATE = {"en": "hates", "es": "odio", "pt": "odeio", "fr": "deteste", "de": "hasse"}


def _disliked(folded: str) -> str:
    """``folded`` with each idiom of dislike (``_DISLIKED``) said as the hating it says: "i hates cilantro" (the form
    the stance reading knows), "no odio el cilantro" → "odio el cilantro", "hasse koriander"."""

    def said(m: re.Match[str]) -> str:
        lang = m.lastgroup or "en"
        return f"hasse {m.group('de')}" if lang == "de" else _HATE[lang]

    return _DISLIKED.sub(said, folded)


# An idiom whose meaning is the state a wedding or an engagement begins, said of the person: "I tied the knot", "we
# got hitched" (married; not "My sister tied the knot"), a proposal the person made or took, then a yes ("He proposed
# and I said yes!"): read as the plain verb it stands for (``_wed``), as "got married" is. Only the past told plainly:
# not one almost, not or never done, wished, planned or on a condition ("We almost tied the knot", "We're going to
# tie the knot", "If we tie the knot"), not in a text that ends it ("… and divorced in 2015"), not another's yes ("She
# proposed to him and he said yes").
# A proposal is said too by asking the other to marry one ("I asked Lena to marry me and she said yes", "Tobiah asked
# me to marry him and I said yes"), and its yes by an acceptance ("… and she accepted").
_WED_IDIOM = re.compile(
    r"\b(?:i|we)\s+(?:(?:finally|just|officially|secretly|actually)\s+)?(?:tied\s+the\s+knot|got\s+hitched)\b"
    r"|\b(?P<asker>\w+)\s+(?:proposed\b(?:\s+to\s+(?P<to>\w+))?|(?P<asking>asked\s+(?P<asked>\w+)\s+to\s+marry\s+(?:me|him|her|them)\b))"
    r"[^.!?;]{0,40}?\b(?P<yes>\w+)\s+(?:said\s+yes|accepted)\b"
)
_WED_NOT = re.compile(
    r"\b(?:almost|nearly|not|never|didn't|didnt|if|wish|want|wanted|hope|planning|plan|going|gonna|will|would"
    r"|might|should)\b[^.!?;]*$"
)
_WED_ENDED = re.compile(
    r"\b(?:divorc\w*|separated|split\s+up|broke\s+(?:it\s+|up\s+)?off|broke\s+up|called\s+(?:it\s+|the\s+wedding\s+)?off"
    r"|widow\w*|annul\w*"
    # (and the breakup abroad: "…, pero luego rompimos", "nos separamos", "ci siamo lasciati", "on s'est séparés",
    # "wir haben uns getrennt", "terminamos", "divorziati")
    r"|rompimos|rompi\s+con|lo\s+dejamos|terminamos|(?:nos|se)\s+separ(?:amos|aron)|separad[oa]s|lasciat[oiae]"
    r"|separat[oiae]|separe(?:e|s|es)?|getrennt|divorzi\w*|separamos)\b"
)


def _wed(folded: str) -> str:
    """``folded`` with each idiom of a wedding or an engagement of the person's (``_WED_IDIOM``) followed by the plain
    words it means ("… got married", "… got engaged"), where nothing before it in its clause takes it back
    (``_WED_NOT``) and the text ends nothing (``_WED_ENDED``)."""
    if _WED_ENDED.search(folded):
        return folded

    def said(m: re.Match[str]) -> str:
        if _WED_NOT.search(folded[max(0, m.start() - 40) : m.start()].split(",")[-1]):
            return m.group(0)
        if m.group("yes") is None:
            return f"{m.group(0)} got married"
        mine = "i" in (m.group("asker"), m.group("yes")) or "me" in (m.group("to"), m.group("asked"))
        text = m.group(0)
        if m.group("asking"):  # the asking said as the proposal it is: its "marry" is no wedding
            a, b = m.start("asking") - m.start(), m.end("asking") - m.start()
            text = f"{text[:a]}proposed to {m.group('asked')}{text[b:]}"
        return f"i got engaged, {text}" if mine else text

    return _WED_IDIOM.sub(said, folded)


# Portuguese "não … mais" is "no longer" ("Não usamos mais Kafka"): its "mais" is no French "but" that starts a
# clause (``_CLAUSE_START``), read as "anymore" by the negation reading.
_NAO_MAIS = re.compile(r"\b((?:nao|nunca|nem)\s+(?:[\w'-]+\s+){1,3})mais\b")
# Spoken French drops the "ne" of "ne … plus": in a list, "et plus" before its last item says that item no longer ("Nous
# utilisons Postgres, Redis et plus Kafka"), read as "et pas" (what follows the "and" negated: ``_negation_start``).
# Not "and more" ("…, Redis et plus encore", "… et plus de Kafka", "… et plus"), nor a comparison ("…, stable et plus
# rapide", "… et plus que Kafka"): a word of quantity, of comparison or an adjective of speed, ease or worth after it.
_ET_PLUS = re.compile(
    r"(,[^.!?;:]*\bet\s+)plus(?=\s+(?!(?:de|d'|du|des|en|encore|que|qu'|tard|loin|tot|souvent|rien|personne|jamais|ni"
    r"|ou|a|au|aux|le|la|les|l'|un|une|grand\w*|petit\w*|vite|bien|mal|rapide\w*|lent\w*|simple\w*|facile\w*"
    r"|cher\w*|fiable\w*|stable\w*|sur|sure|sures|surs|important\w*|longtemps|beau\w*|belle\w*|bon\w*|haut\w*"
    r"|bas|basse\w*|fort\w*|gros\w*|grosse\w*|lourd\w*|leger\w*|legere\w*|moderne\w*|recent\w*|ancien\w*"
    r"|nouveau\w*|nouvelle\w*|vieux|vieille\w*|souple\w*|robuste\w*|efficace\w*|performant\w*|puissant\w*"
    r"|propre\w*|clair\w*|utile\w*|pratique\w*)\b)[\w'-])"
)
# Negations that govern their whole clause wherever they stand: German and French put the negation
# after the verb ("Wir benutzen Kafka nicht mehr", "Kafka n'est pas utilisé"), and Spanish, Portuguese
# and Italian before it, the subject often first ("Kafka nunca se usa", "Kafka non è usato").
_NEG_CLAUSE = _wordset(f"nicht nie niemals ne jamais nunca jamas tampoco nao nem non {_JA_NOT_TOKEN}")
# ... and so do Dutch and the Scandinavian languages, the "not" after the verb as in German ("Ik woon niet meer in
# Amsterdam", "Jag bor inte längre i Malmö"), Czech, Hungarian, Finnish and Greek, whose "not" is the verb or stands
# before it with the subject often first or left out; not the "no" of a noun ("geen", "ingen"), as English "no" is not.
_NEG_CLAUSE |= (
    _wordset("niet nooit inte icke ej aldrig ikke aldri nincs nincsen soha sosem")
    | (_CS_NEGATIVE - _wordset("nic nikdo nikde zadny zadna zadne zadnou zadneho"))
    | _FI_NEGATIVE
    | _EL_NEGATIVE
    | _ID_NEGATIVE
    | _KO_NEGATIVE
)
# An English negation governs what follows it ("We don't use Kafka", "SQLite, not Postgres", "with no
# replicas", "Ana is no longer the owner"), unless it negates a passive ("Kafka is not used", "Redis
# won't be used"): then its subject too. After a conjunction, only what follows ("… and not Postgres").
_BE = _wordset("is are was were am be been being isn't aren't wasn't weren't ain't")
_SKIPPED = _wordset("longer more yet really even always ever actually currently be been being")
# Before an "-ed" word, what makes it an adjective of the present, not a past: a degree ("I'm so excited", "we are
# very pleased") after a form of "be", or a verb of seeming or of staying so ("I feel blessed", "it looks finished", "It
# helps me stay focused", "I keep motivated", "she remains committed"; "I stayed focused" is a past by its own verb).
_DEGREE = _wordset("so very too super quite pretty extremely totally truly deeply incredibly absolutely")
# An adverb of focus or of time that stands between a form of "be" and the adjective it holds, as a degree does ("I'm
# also excited to mentor dancers", "we're still pleased", "we're both thrilled", "I'm now retired"): the "-ed" word is
# the state said now, no past ("I also worked there": its "I" is the subject, and the past stands).
_FOCUS = _wordset("also still now both all")
_LINKING = _wordset(
    "feel feels seem seems look looks sound sounds stay stays staying keep keeps keeping remain remains remaining "
    "become becomes"
)
_PARTICIPLES = _wordset(
    "run done made built kept set put shut held sent spent left lost found paid sold told hit cut read written "
    "taken given chosen seen known shown driven broken hidden frozen spoken gone"
)
_CONJ = _wordset("and or nor y o e et ou und oder")
# What an elliptical negation holds besides the negation ("…, not anymore", "…, pero ya no").
_COMPLETERS = _wordset(
    "any anymore more longer yet really though now again ever actually always at all thanks today "
    "mehr plus maintenant ya mas nunca jamais meer langre lenger længere"
) | frozenset(_folded("уже больше"))


# A clause that only fills or hesitates ("well", "I mean", "bueno", "pues", "enfin", "bon", "naja", "ну"): a clause
# that is only a negation after it ("I drink coffee every morning, well, not anymore", "Vivo en Madrid, bueno, ya no")
# reaches back past it to the clause before, as it does with nothing between; one that opens with it ("…, well not
# anymore") is still only a negation. Not "ok", "sure", "right", "fine": they agree, and what follows may not.
_FILLER = _wordset("well um umm uh uhm erm hmm mean bueno pues enfin bon bref ben euh naja tja") | frozenset(
    _folded("ну")
)


def _filler(toks: Sequence[str]) -> bool:
    """A clause of fillers only (``_FILLER``; "I mean" holds a stop word)."""
    return any(t in _FILLER for t in toks) and all(t in _FILLER or t in _STOP for t in toks)


# An idiom that says "not at all" without a "not" ("I trust the staging numbers about as far as I can throw them"):
# read as the "not at all" it says.
_NOT_AT_ALL = re.compile(
    r"\b(?:(?:about|only|just)\s+)?as\s+far\s+as\s+(?:i|we|you)\s+(?:can|could)\s+throw\s+(?:it|them|him|her|that)\b"
)

# A "not" said without one (``_said_not``), read as the "not" it says: a degree that takes back what it seems to say
# ("I'm far from rich", "I'm anything but organised", "Estoy lejos de ser rico", "Je suis loin d'être riche", "Ich bin
# alles andere als reich", "Sono tutt'altro che ricco", "Sou tudo menos organizado"), what is still to be done ("I have
# yet to run a marathon"), what the person would sooner die than do ("I'd rather die than use Windows", "Prefiero
# morir antes que usar Windows", "Plutôt mourir que d'utiliser Windows", "Lieber sterbe ich, als Windows zu benutzen":
# read as "instead of", ``_INSTEAD``) and sarcasm said by how it opens ("Yeah right, like I'd ever use Windows", "As if
# I would", "Como si yo usara Windows", "Comme si j'utilisais Windows", "Als ob ich Windows benutzen würde"). Not a
# place one is far from ("I'm far from home this week", "I live far from the office", "Vivo lejos de Madrid"), nor
# "anything, but I …", "rather" in a comparison ("rather taller than"), a simile ("Hablo como si fuera nativo", "like I
# said"). Each pattern's one named group that matches is the word said as the negation (the names differ only as a
# pattern's alternatives must).
# A scoff after a question ("No way", "Ha!", "Not a chance", "Yeah right", "I wish"): ``_SAID_NOT``'s echo.
_SCOFF = (
    r"(?:no\s+way|nope|no|nah|never|hardly|ha(?:ha)*|lol|lmao|as\s+if|yeah\s+right|in\s+my\s+dreams|no\s+chance|pff+t?"
    r"|not\s+(?:a\s+chance|likely|really|at\s+all|even\s+close|in\s+a\s+million\s+years)|(?:are\s+)?you\s+(?:kidding|joking)"
    r"|you're\s+(?:kidding|joking)|(?:i\s+)?wish)\b"
)
_SAID_NOT: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), said)
    for pattern, said in (
        (
            r"(?:\b(?:am|is|are|was|were|be|been|being|im|feel|feels|felt|seem|seems|seemed|look|looks|sound|sounds)"
            r"|'m|'re|'s)\s+(?:(?:still|so|very|really|pretty|quite|way|\w+ly)\s+)?(?P<not>far)\s+from\b"
            r"(?!\s+(?:home|here|there|the|my|our|your|his|her|their|this|that|these|those|it|them|him|me|us|you"
            r"|everything|everyone|everybody|anyone|anything|anywhere|where|shore|town|downtown|land|civili[sz]ation|work"
            r"|school|campus|family|friends)\b)"
            r"|\b(?P<being>far)\s+from\s+being\b",
            "not",
        ),
        (r"\banything\s+(?P<not>but)\b(?!\s+(?:i|we|you|he|she|they|it|i'm|i've|i'd|we're|it's|that|this)\b)", "not"),
        (r"\b(?:lejos|longe)\s+(?P<not>de)\s+(?:ser|estar|tener|ter)\b|\b(?:todo|tudo)\s+(?P<menos>menos)\b", "no"),
        (r"\bloin\s+(?P<not>d')(?:etre|avoir)\b", "n'"),
        (r"\balles\s+andere\s+(?P<not>als)\b", "nicht"),
        # Finnish "en" / "et" (I, you do not: "En ole naimisissa"), a French or Scandinavian word elsewhere: read as
        # its "ei" before the verb it negates
        (
            r"\b(?P<not>en|et)\s+(?=(?:ole|ollut|asu|asunut|tee|halua|tieda|puhu|syo|juo|polta|tyoskentele|kayta"
            r"|pida|osaa|voi|aio|omista|harrasta|aja)\b)",
            "ei",
        ),
        (r"\btutt'altro\s+(?P<not>che)\b", "non"),
        (r"(?:\b(?:have|has|had|am|is|are|was|were|ive|im)|'ve|'m|'re|'s)\s+(?:still\s+)?(?P<not>yet)\s+to\b", "not"),
        (
            r"(?:\b(?:would|had)|'d|^|(?<=[.!?;:,]))\s*(?:much\s+)?(?:rather|sooner)\s+(?!than\b)(?:[\w'-]+\s+){1,5}?"
            r"(?P<not>than)\b"
            r"|\b(?:prefiero|prefiere|preferiria|preferimos|prefieren|prefiro|prefere|preferia)\s+"
            r"(?:[\w'-]+\s+){1,5}?(?P<antes>antes)\s+(?:que|de|do)\b"
            r"|(?:^|(?<=[.!?;:,]))\s*plutot\s+(?:[\w'-]+\s+){1,5}?(?P<que>que\b|qu')"
            r"|\blieber\b[^.!?;:]{1,60}?\b(?P<als>als)\b",
            _INSTEAD_TOKEN,
        ),
        # what the person prefers a thing over, as a claim says "I'd rather use Linux than Windows" ("The user prefers
        # Linux over Windows", "… Linux to Windows"): the same "instead of"; not the "to" of where one goes or what one
        # listens to ("prefers going to the gym", "prefers listening to jazz", "prefers to work alone")
        (
            r"\bprefer(?:s|red|ring)?\s+(?:[\w'-]+\s+){1,4}?(?:(?P<over>over)|(?<!ing\s)(?<!\bgo\s)(?<!\bcome\s)"
            r"(?<!\bget\s)(?<!\bmove\s)(?<!\btalk\s)(?<!\btravel\s)(?<!\blisten\s)(?<!\bstick\s)(?<!\bswitch\s)"
            r"(?<!\bwalk\s)(?<!\bdrive\s)(?<!\bcommute\s)(?<!\bfly\s)(?<!\bride\s)(?<!\bstay\s)(?P<to>to))\b"
            r"(?!\s+(?:be|have|do|go|get|use|work|stay|keep|make|take|live|eat|play|see|read|write)\b)",
            _INSTEAD_TOKEN,
        ),
        (
            r"(?:^|(?<=[.!?;:,\n]))\s*(?:(?:yeah|yea|ya|oh|sure)\s+right\s+)?(?:(?P<not>like)|as\s+(?P<if>if))\s+"
            r"(?:i|we)(?:'d|\s+would|\s+could|\s+will|\s+ever)\b"
            # ... and "as if I'm", opening its sentence or after "yeah right" ("Yeah right, as if I'm a millionaire"),
            # not after a comma alone ("I felt great, as if I was 20 again")
            r"|(?:(?:^|(?<=[.!?;:\n]))\s*|\b(?:yeah|yea|ya|sure)\s+right\W+)as\s+(?P<as_if>if)\s+(?:i|we)"
            r"(?:'m|'re|\s+am|\s+are|\s+was|\s+were|\s+have|'ve|\s+had|\s+own|\s+make|\s+earn)\b(?!\s+not\b)",
            "not",
        ),
        # ... and sarcasm said by "yeah right" alone before what the person is, has or earns ("Yeah right, I'm a
        # millionaire", "Ya, claro, soy millonario"): read as a "not" before it. Not a "sure", "oh sure" or "claro",
        # which answer a question or a request as often ("Are you a nurse?" — "Oh sure, I'm a nurse": only the turn
        # before tells, ``stance.sure_alone``, ``stance.sure_against``), nor "Yeah, right, I have to call him" (a
        # duty agreed to)
        (
            r"(?:^|(?<=[.!?;:\n]))\s*(?:(?:yeah|yea|ya|yeh)\W+right\W+|ya\W+claro\W+)(?P<not>)(?="
            r"(?:i|we)(?:'m|'re|'ve|\s+am|\s+are|\s+have(?!\s+to\b)|\s+own|\s+make|\s+earn|\s+totally)\b(?!\s+not\b)"
            r"|(?:soy|tengo|gano)\b)",
            "not ",
        ),
        # ... and what the person echoes of themselves as a question and scoffs at ("Me, a nurse? No way", "Me? A
        # nurse? Ha!", "A nurse? Me? Not a chance", "Me, live in Oslo? Yeah right"): read as a "not" before it. Not
        # "Me? Yes, a nurse", "Me? A nurse, yes" (no scoff after the question)
        (
            r"(?:^|(?<=[.!?;:\n]))\s*(?:(?:me|us)\W+(?P<not>)(?=[^.!?\n]{1,60}?\?+\W*" + _SCOFF + ")"
            r"|(?P<scoffed>)(?=[^.!?\n]{1,60}?\?+\W*(?:me|us)\W*\?+\W*" + _SCOFF + "))",
            "not ",
        ),
        (r"(?:^|(?<=[.!?;:,\n]))\s*como\s+(?P<not>si)\b", "no"),
        (r"(?:^|(?<=[.!?;:,\n]))\s*comme\s+(?P<not>si\b|s')", "ne "),
        (
            r"(?:^|(?<=[.!?;:,\n]))\s*(?:als\s+(?P<not>ob)\b|(?P<als>als)\s+(?:wurde|wurden|hatte|hatten|ware|waren)"
            r"\s+(?:ich|wir)\b)",
            "nicht",
        ),
    )
)


@lru_cache(maxsize=1 << 14)
def _said_not(folded: str) -> str:
    """``folded`` with each "not" said without one (``_SAID_NOT``) said as the negation it is: "i'm far from rich" →
    "i'm not from rich", "i have yet to run" → "i have not to run", "i'd rather die than use" → "i'd rather die
    instead_of use" (one word for another: the words read are the text's). Kept: the negation reading asks it of the
    same texts again and again."""
    for rx, said in _SAID_NOT:
        if not search(rx, folded):
            continue

        def one(m: re.Match[str], said: str = said) -> str:
            name = next(n for n, v in m.groupdict().items() if v is not None)
            a, b = m.start(name) - m.start(), m.end(name) - m.start()
            return m.group(0)[:a] + said + m.group(0)[b:]

        folded = rx.sub(one, folded)
    return folded


def said_not_before(sentence: str, quote: str) -> bool:
    """Whether the folded words before a quote in its sentence say a "not" of it without one that neither says alone
    (``_SAID_NOT`` read on the two together: sarcasm, "yeah right," before "i'm a millionaire", "as if" before "i own
    a yacht"; "i'm far" before "from rich"). A "not" said with one is the clause's to read, and a preference's other
    half ``set_against``'s: "I'd rather work from home," before "as a freelancer I earn more" takes nothing back."""
    whole = _unreminded(f"{sentence} {quote}")
    return not any(_negator(t) for t in _tokens(whole)) and any(_negator(t) for t in _tokens(_said_not(whole)))


def _negator(tok: str) -> bool:
    return (
        tok in _NEGATIVE_WORDS or tok == _JA_NOT_TOKEN or tok.endswith("n't") or (tok.startswith("n'") and len(tok) > 2)
    )


@lru_cache(maxsize=1 << 14)
def _tokens(text: str) -> tuple[str, ...]:
    """The words of a folded text as the negation reading sees them: "instead of" and its kin one token
    (``_INSTEAD``), a Russian "НЕ" that folded to Latin letters read as "не" beside Cyrillic, a Chinese or
    Japanese character a word of its own and a Japanese negative ending one token (``_NEG_TOKEN``). Kept: the
    readings of polarity, tense and plans ask it of the same clauses again and again."""
    toks = [
        _JA_NOT_TOKEN if m.group("ja") else m.group(0)
        for m in _NEG_TOKEN.finditer(_INSTEAD.sub(f" {_INSTEAD_TOKEN} ", text))
    ]
    for i, tok in enumerate(toks):
        if tok in _LATIN_FOLDED and any(_CYRILLIC.search(t) for t in toks[max(0, i - 1) : i + 2]):
            toks[i] = _LATIN_FOLDED[tok]
    return tuple(toks)


def _passive(toks: Sequence[str], i: int) -> bool:
    """The negation at ``toks[i]`` negates a passive: a form of "be" around it, then a participle."""
    be = toks[i] in _BE or (i > 0 and (toks[i - 1] in _BE or toks[i - 1].endswith(("'s", "'re", "'m"))))
    j = i + 1
    while j < len(toks) and toks[j] in _SKIPPED:
        be = be or toks[j] in _BE
        j += 1
    nxt = toks[j] if j < len(toks) else ""
    return be and (nxt in _PARTICIPLES or (len(nxt) > 4 and nxt.endswith("ed")))


def _negation_start(toks: Sequence[str]) -> int | None:
    """The index in a clause's words from which a negation applies (0: the whole clause), or None."""
    start: int | None = None
    for i, tok in enumerate(toks):
        if tok == _INSTEAD_TOKEN:
            start = i + 1 if start is None else min(start, i + 1)
            continue
        if not _negator(tok):
            continue
        if i and toks[i - 1] in _CONJ:
            s = i + 1
        elif (
            tok in _NEG_CLAUSE
            or tok.startswith("n'")
            or _passive(toks, i)
            or all(t in _COMPLETERS or t in _STOP for t in toks[i + 1 :])  # "Kafka is used no more"
        ):
            return 0
        else:
            s = i + 1
        start = s if start is None else min(start, s)
    return start


def _elliptical(toks: Sequence[str]) -> bool:
    """A clause that is a negation and nothing more ("not anymore", "ya no"): it negates the clause before."""
    return any(_negator(t) for t in toks) and all(
        _negator(t) or t in _COMPLETERS or t in _STOP or t in _FILLER for t in toks
    )


# A negation said by a verb of refusing or dropping ("We dropped Paddle", "I rejected the offer", "Descartamos
# Paddle"): what a reason after it says is said as so ("… because it was too slow", "… porque era lento", "… parce
# qu'il était trop lent", "… weil es zu langsam war"), not dropped with it. Not "not" or "never", whose reach a
# "because" does not end ("I didn't quit because I was bored" may deny the reason: a machine cannot tell).
_DROPPING = _wordset("rejected rejects declined declines refused refuses dropped rechazo rechazado descarto descartado")
# The one word that opens a reason, as the token reading sees it (``roles._REASON`` reads a reason's phrases: "due
# to", "for its", "потому что" …).
_BECAUSE = _wordset("because porque parce weil perche")


def _reasoned(toks: Sequence[str]) -> list[Sequence[str]]:
    """A clause's words, cut before a reason (``_BECAUSE``) that follows a negation said only by a verb of refusing or
    dropping (``_DROPPING``): the reason is a clause of its own, which that negation does not reach."""
    negators = [i for i, t in enumerate(toks) if _negator(t)]
    if not negators or any(toks[i] not in _DROPPING for i in negators):
        return [toks]
    at = next((i for i, t in enumerate(toks) if t in _BECAUSE and i > negators[-1]), None)
    return [toks] if at is None else [toks[:at], toks[at:]]


# ... and the reason said of what is dropped, by a pronoun ("We dropped Paddle because it was too slow", "… porque era
# demasiado lento", "… parce qu'il était trop lent", "… weil es zu langsam war"): read as said of it ("paddle was too
# slow"). Only a pronoun or, in Spanish and Italian, a verb of being with none: "… because Stripe was cheaper" says
# nothing of Paddle.
_DROPPED_REASON = re.compile(
    rf"\b(?:{'|'.join(sorted(_DROPPING))})\s+(?P<thing>[^.,;:!?\n]+?)\s+(?:{'|'.join(sorted(_BECAUSE - {'parce'}))}"
    r"|parce\s+qu(?:'|e\s+))\s*(?:(?:it|they|il|elle|ils|elles|es|er|sie)\s+|(?=(?:era|es|fue|estaba|erano|e)\b))"
    r"(?P<said>[^.;:!?\n]+)"
)


def _dropped_reasons(folded: str) -> list[str]:
    """The reasons a folded text gives for what it says was dropped or refused, said of that thing
    (``_DROPPED_REASON``): "we dropped paddle because it was too slow" gives "paddle was too slow"."""
    return [f"{m.group('thing')} {m.group('said')}" for m in _DROPPED_REASON.finditer(folded)]


# A negation of a state, said by "be" ("I'm not alone", "This job is no cakewalk", "The roads weren't great") or by
# "without" ("without fear"), reaches its short predicate only (a word or two): an "and" before another doing ("… and
# have a great community", "… and having the courage to …"), or before a subject of its own ("Moving wasn't easy and
# acceptance wasn't either"), or a "so" after it ("… so lots of homes were ruined") opens
# a clause of its own. Not a negated doing ("We're not using Kafka and Redis", "Kafka isn't used and …"), nor an "and"
# between two states ("I'm not vegan and gluten-free"), nor an "or" ("I'm not tired or hungry").
_STATE_NOT = _wordset("not no")
_NOT_BEING = _wordset("isn't wasn't aren't weren't ain't without")
_DOING_AFTER_AND = _wordset("have has had get gets got feel feels felt")


def _predicated(toks: Sequence[str]) -> list[Sequence[str]]:
    """A clause's words, cut before the "and" or "so" that follows a negation of a state and its short predicate
    (``_STATE_NOT``, ``_NOT_BEING``): what follows is a clause of its own, which that negation does not reach."""
    for i, tok in enumerate(toks):
        before = toks[i - 1] if i else ""
        state = tok in _NOT_BEING or (tok in _STATE_NOT and (before in _BE or before.endswith(("'m", "'re", "'s"))))
        if not state or i + 1 >= len(toks) or toks[i + 1].endswith(("ing", "ed")):
            continue
        for j in range(i + 2, min(i + 4, len(toks) - 1)):
            after = toks[j + 1]
            # "… and acceptance wasn't either", "… and the new job was great": a subject of its own and its "be"
            subject = any(t in _BE for t in toks[j + 2 : j + 5])
            if toks[j] == "so" or (
                toks[j] == "and" and (after.endswith("ing") or after in _DOING_AFTER_AND or subject)
            ):
                return [toks[:j], toks[j:]]
    return [toks]


@lru_cache(maxsize=1 << 14)
def _polarity(folded: str, *, whole: bool = False) -> tuple[tuple[str, bool], ...]:
    """Each word of a folded text, in order, with whether a negation applies to it: a negation governs
    what follows it in its clause, or its whole clause (``_negation_start``; Portuguese "não … mais" read whole,
    ``_NAO_MAIS``; French "et plus" before a list's last item read as "et pas", ``_ET_PLUS``); a clause that is only a
    negation ("…, not anymore"; after a filler, ``_FILLER``: "…, well, not anymore") negates the clause before it — in
    its sentence, or the sentence before when it opens
    its own ("Kafka? Not for us.", "We use Kafka. Not anymore.") — or, set off inside a list after its "and" ("We use
    Postgres, Redis, and, not anymore, Kafka", "… Redis and (no longer) Kafka", "… and - not anymore - Kafka"), the
    clause after it. Negative words that negate
    nothing ("not only", "without a doubt") are not read, nor the "not" of an idiom of dislike, read as the hating it
    says (``_disliked``: "I can't stand cilantro"); an idiom that says "not at all" is read as one (``_NOT_AT_ALL``:
    "… as far as I can throw them"). With ``whole``, a negation anywhere in a
    clause marks all of it (whether the clause says "not" at all). Kept, as a tuple (a cached answer no caller can
    change): the readings of meaning ask it of the same claim and quotes again and again, and the composed-text
    re-scan of the claim once more."""
    out: list[tuple[str, bool]] = []
    before: range = range(0)
    read = _ne_que_unsaid(
        _NO_NEGATION.sub(" ", _NOT_AT_ALL.sub(" not at all", _disliked(_said_not(_unreminded(kept_memory(folded))))))
    )
    read = _ET_PLUS.sub(r"\1pas", _NAO_MAIS.sub(r"\1anymore", read))
    for sentence in _SENTENCE_START.split(read):
        ahead = False  # an elliptical negation after a list's "and": it negates the item that follows
        behind: range = range(0)
        opening = True  # the sentence's first clause: an elliptical one reaches back to the sentence before
        parts = (
            p for clause in _CLAUSE_START.split(sentence) for r in _reasoned(_tokens(clause)) for p in _predicated(r)
        )
        for toks in parts:
            if not toks:
                continue
            if _filler(toks):  # "well,": what follows reaches back past it
                out += [(t, False) for t in toks]
                continue
            start = _negation_start(toks)
            start = 0 if whole and start is not None else start
            base = len(out)
            if start is not None and _elliptical(toks):
                ahead = not opening and bool(before) and out[before[-1]][0] in _CONJ
                behind = before if ahead else range(0)  # negated after all if no item follows ("… and, not anymore.")
                for i in () if ahead else before:
                    out[i] = (out[i][0], True)
                out += [(t, i >= start) for i, t in enumerate(toks)]
            else:
                out += [(t, ahead or (start is not None and i >= start)) for i, t in enumerate(toks)]
                ahead = False
            before, opening = range(base, len(out)), False
        if ahead:
            for i in behind:
                out[i] = (out[i][0], True)
            ahead = False
    return tuple(out)


# --------------------------------------------------------------------------------------------------
# What a past applies to (the tense of each word): a state the text says has ended
# --------------------------------------------------------------------------------------------------

# Words after which a clause says what was and is no more: what follows them in the clause is the past
# ("Last year we used Jenkins", "We used to run Jenkins", "Ana was the release owner", "We had a Mac",
# "We formerly ran Jenkins"). Not "used" after "be" or "get" (a passive, "Kafka is used", or "I'm used
# to tabs"), not "was"/"were" before a participle or "to" (an event whose result may stand: "The index
# was moved to SQLite"), not "had to"; "was used" is the past of its whole clause, its subject too. A "not" of the past
# is the past too ("I didn't drink coffee last year", "I wasn't able to work", "I did not own a car in 2019"), and so
# is a could-not said of a past time (``_ABILITY_PAST``: "I couldn't help my club last season", "I could not swim as
# a kid"); not "I couldn't agree more", "I couldn't live without coffee", a could-not of now.
_PAST_FROM = _wordset("used was were had formerly previously wasn't weren't hadn't didn't did couldn't could")
_NEGATED_PAST = {"wasn't": "was", "weren't": "were", "hadn't": "had"}
_ABILITY_PAST = re.compile(
    r"\b(?:last\s+(?:year|month|week|quarter|spring|summer|autumn|fall|winter|time|season|semester|term|night"
    r"|weekend)|yesterday|ago|in\s+(?:19|20)\d\d|as\s+an?\s+(?:kid|child|teen\w*|boy|girl|student|baby)|when\s+i\s+was"
    r"|growing\s+up|back\s+then|at\s+the\s+time|in\s+(?:high\s+)?school|in\s+college)\b"
)
_GET = _BE | _wordset("get gets got getting gotten")
# The Russian pasts of a state, each gender and number: was, lived, worked, studied, smoked, used, did, played, loved,
# owned, had.
_RU_PAST_STATE = """был была были жил жила жили работал работала работали учился училась учились курил курила курили
    пользовался пользовалась пользовались использовал использовала использовали занимался занималась занимались
    играл играла играли любил любила любили владел владела владели имел имела имели"""
# Arabic "if", before a "was" that is no past ("إذا كنت طبيبا", "لو كنت").
_AR_IF = "".join(rf"(?<!{w}\s)" for w in _folded("إذا لو إن"))
# Words that say it of the whole clause wherever they stand ("We ran Jenkins until last year", "Antes
# usábamos Jenkins", "Solíamos usar Jenkins", "Nous avions l'habitude d'utiliser Jenkins", "Eravamo soliti usare
# Jenkins", "Früher nutzten wir Jenkins", "Раньше мы использовали Jenkins", "我们以前用Jenkins", "从前我住在北京",
# "昔は東京に住んでいました"; not "昔から", "since long ago", which runs on to now), in every language the gate reads
# negation in (accents folded away).
_PAST_CLAUSE = re.compile(
    r"\b(?:(?:until|till|up\s+to)\s+(?:last\s+(?:year|month|week|quarter|spring|summer|autumn|fall|winter)"
    r"|recently|yesterday)|in\s+the\s+past|back\s+then"
    r"|solia|solias|soliamos|soliais|solian|antes(?!\s+(?:de|del|do|da|dos|das|que)\b)|anteriormente|antiguamente"
    r"|costumava|costumavamos|costumavam|antigamente|autrefois|auparavant|jadis|anciennement"
    r"|fruher(?!\s+als\b)|damals|ehemals|in\s+passato|solevo|solevamo|solevano"
    r"|(?:avais|avait|avions|aviez|avaient)\s+l'habitude|(?:ero|era|eravamo|erano)\s+solit[oaie]"
    rf"|{'|'.join(_folded('раньше прежде ранее когда-то'))}"
    # Dutch, Swedish, Norwegian, Danish, Czech, Hungarian, Finnish: "formerly", "in the old days" ("Vroeger woonde ik in
    # Gent", "Förr var jag lärare", "Tidligere jobbet jeg i Telenor", "Dřív jsem pracoval …", "Korábban Budapesten
    # dolgoztam"; not Czech "dříve" nor Hungarian "régen", which fold to English "drive" and German "Regen"); "før"
    # (before) only before its verb and subject ("Før bodde jeg i Oslo"; not "før jul")
    r"|vroeger|destijds|forr|forut|tidigare|tidligere|engang|driv|kdysi|korabban|aiemmin|entisesti"
    r"|før(?=\s+\w+\s+(?:jeg|vi)\b)"
    # Polish: formerly, once ("Kiedyś mieszkałem w Krakowie"), and the person's own past by its ending, which the fold
    # keeps ("Mieszkałem w Krakowie", "Paliłam", "Pracowaliśmy …"; "-ł", "-ła" alone end nouns too: "stół", "szkoła"),
    # not a change that holds (became, moved, married, bought, began, got, was born, finished: "Zostałem lekarzem",
    # "Przeprowadziłem się do Krakowa"); and a claim's own past of the person ("Użytkownik mieszkał w Krakowie")
    r"|kiedys|dawniej|(?!zosta|przeprowadzi|przeni|wyprowadzi|ozeni|kupi|zacz|dosta|urodzi|skonczy)"
    r"\w{2,}(?:ł(?:em|am|es|as)|łysmy|lismy|łyscie|liscie)|uzytkownik(?:czka)?\s+(?:\w+\s+)?\w{2,}ł[ao]?"
    # Indonesian: formerly, once ("Dulu saya tinggal di Bandung", "Saya pernah tinggal …")
    r"|dulu|dahulu|dulunya|pernah"
    # Vietnamese, on the fold: once, formerly, in the old days ("Tôi đã từng là bác sĩ", "Trước đây tôi sống ở Hà Nội",
    # "Ngày xưa tôi hút thuốc"; "từng" after the person or "đã" only: "từng ngày" is "day by day")
    r"|(?:toi|minh|đa)\s+tung|truoc\s+day|hoi\s+truoc|ngay\s+xua"
    # Finnish, Hungarian: the person's "was", "had" and the pasts of a state ("Olin lääkäri", "Asuin Helsingissä",
    # "Orvos voltam", "Budapesten laktam"; and a claim's "volt", "A felhasználó orvos volt")
    r"|olin|olimme|asuin|asuimme|tyoskentelin|tyoskentelimme|pelasin|poltin|opiskelin"
    # (and the Finnish "I had", "we had": "Minulla oli koira"; "oli" alone is Italian's "oils")
    r"|(?:minulla|meilla)\s+oli"
    r"|voltam|voltunk|volt|voltak|laktam|laktunk|eltem|dolgoztam|dolgoztunk|tanultam|dohanyoztam|jatszottam"
    # ... and a clause told in the simple past, its subject beside its verb: Dutch "-de" / "-te" ("Ik werkte bij
    # Philips", "De gebruiker woonde in Gent"), Swedish "-de" / "-te" ("Jag jobbade på Volvo"; not "inte"), Norwegian
    # and Danish "-et" / "-te" / "-de" ("Jeg jobbet", "Jeg arbejdede"), and their "was", "had" ("Jag var lärare")
    r"|(?:ik|gebruiker)\s+\w{2,}(?:de|te)n?|\w{2,}(?:de|te)\s+ik"
    r"|(?:jag|anvandaren)\s+(?!inte\b)\w{2,}(?:de|te)|(?!inte\b)\w{2,}(?:de|te)\s+jag"
    r"|(?:jeg|brukeren|brugeren)\s+\w{2,}(?:et|te|de)|\w{2,}(?:et|te|de)\s+jeg"
    r"|(?:jag|jeg|anvandaren|brukeren|brugeren)\s+(?:var|hade|hadde|havde)|(?:var|hade|hadde|havde)\s+(?:jag|jeg))\b"
    r"|以前|曾经|从前|かつて|昔(?!から)"
    # Greek "in the old days" ("Παλιά δούλευα στην Αθήνα"; opening its clause: "παλιά" is "old" before a noun)
    rf"|(?:^|[.!?;:,]\s*)(?:{'|'.join(_folded('παλιά παλιότερα'))})(?!\w)"
    # ... and the Greek "was" and the imperfect of a state ("Ήμουν γιατρός", "Έμενα στο Βερολίνο", "Δούλευα …")
    rf"|(?<!\w){_one_of('ήμουν ήμασταν ήταν έμενα έμενε ζούσα ζούσε δούλευα δούλευε κάπνιζα κάπνιζε είχα είχαμε')}"
    r"(?!\w)"
    # Hindi: "before", and the past of "be" that ends a clause told in the past ("मैं पहले दिल्ली में रहता था")
    rf"|(?<!\w)(?:{'|'.join(_folded('पहले था थी थे'))})(?!\w)"
    # a Chinese clause told of last year, the year before, last month or week ("去年我在腾讯工作": Chinese has no
    # tense but its time word); not "从去年" (since last year), nor a change it tells of, which holds on ("去年我
    # 开始在腾讯工作", "去年搬到了北京", "去年加入了腾讯")
    r"|(?<![从自])(?:去年|前年|上个月|上个?星期|上周)(?![^。，,.!?]*(?:开始|起|以来|搬|加入|换|转|决定|选|买|结婚|嫁|生))"
    # a Japanese state told in the past, by its ending ("東京に住んでいました", "Javaを使っていた", "学生でした";
    # folded, "で" reads "て"): not "ていただく" (a favour received), "ていたい" (a wish), "ていたら", "でしたら" (if);
    # and "だった" where its clause ends ("学生だった。", "好きだったけど", "エンジニアだったが"): the fold reads it
    # "たった", "only" before what it counts ("たった一人", "たった3人", "たったの"), and "たった今", just now
    rf"|{fold('ていました')}|{fold('ていた')}(?![いらくた])|{fold('でした')}(?!ら)"
    rf"|{fold('だった')}(?=$|[^\w]|{'|'.join(map(fold, ('けど', 'けれど', 'が', 'し', 'から', 'ので', 'と')))})"
    # Russian: a state in the past by its verb ("Я жил в Берлине", "Я был врачом", "Я работала в Google", "Я курил";
    # the imperfective of a state, not a change that holds: "Я переехал в Берлин", "Я стал врачом")
    rf"|\b(?:{'|'.join(_folded(_RU_PAST_STATE))})\b"
    # Arabic: "was", "used to" ("كنت أعيش في برلين", "كنت طبيبا", "وكان أخي …"; not after "if": "إذا كنت", "لو كنت"),
    # previously, in the past
    rf"|{_AR_IF}(?<!\w)[وف]?(?:{'|'.join(_folded('كنت كنا كان كانت كانوا سابقا'))})(?!\w)"
    rf"|(?<!\w){fold('في')}\s+{fold('الماضي')}(?!\w)"
    # Turkish: formerly, in the past, and a state told in the past ("Eskiden Berlin'de yaşıyordum", "Berlin'de
    # yaşardım"; not "yardım", help)
    # Korean: formerly ("예전에 서울에 살았어요") and a past by its syllable ("살았어요", "일했습니다", "의사였어요",
    # and contracted: "피웠어요", "다녔어요", "봤어요")
    r"|예전에|옛날에|[았었였했웠왔갔봤됐졌렸켰쳤셨썼녔](?=[어습다던])"
    r"|\b(?:eskiden|onceden|gecmiste|\w+yordu(?:m|k|n|nuz)?|\w+yorlardi|\w{3,}(?:ardi|erdi|irdi|urdu)(?:m|k)?)\b"
)
# A simple past of its own ("lived", "ran"; not after "be", "have" or "get": "is handled", "have
# lived"): the claim a quote says it of reads "lives" as the present the quote does not say. English
# irregular verbs have no rule, so their pasts are a table, each with the verb it is the past of ("ran" is
# "run" in the past): the common irregular verbs whose simple past is not also their present ("put", "set",
# "read") or a common noun ("bit", "rose", "wound", "dove", "spat", "bore", "ground"), British "-t" pasts
# ("learnt", "burnt") among them. The pasts of "be", "have", "do" and "get" are
# auxiliaries as often as verbs of their own: read as ``_PAST_FROM`` ("was", "were", "had"), never as the
# past of a claim's verb (``_past_of``).
_AUXILIARY_PAST = _wordset("was were had did got")
_IRREGULAR_PAST: dict[str, str] = {
    past: base
    for past, base in (
        pair.split(":")
        for pair in _seq(
            """ate:eat became:become began:begin bent:bend blew:blow bought:buy brought:bring broke:break
        built:build came:come caught:catch chose:choose clung:cling dealt:deal drew:draw drank:drink
        drove:drive dug:dig fed:feed fell:fall felt:feel fled:flee flew:fly forbade:forbid forgave:forgive
        forgot:forget fought:fight found:find froze:freeze gave:give grew:grow heard:hear hid:hide held:hold
        hung:hang kept:keep knew:know laid:lay led:lead left:leave lent:lend lost:lose made:make meant:mean
        met:meet oversaw:oversee paid:pay rang:ring rebuilt:rebuild rewrote:rewrite rode:ride ran:run
        sang:sing sank:sink sat:sit sent:send shook:shake shot:shoot slept:sleep slid:slide
        sold:sell sought:seek spent:spend spoke:speak spun:spin stood:stand stole:steal stuck:stick
        struck:strike swam:swim swore:swear swept:sweep swung:swing taught:teach thought:think threw:throw
        told:tell took:take tore:tear understood:understand undertook:undertake upheld:uphold woke:wake
        wore:wear won:win withdrew:withdraw wrote:write went:go saw:see arose:arise awoke:awake beheld:behold
        bled:bleed bred:breed burnt:burn crept:creep dreamt:dream flung:fling foresaw:foresee foretold:foretell
        forsook:forsake knelt:kneel leapt:leap learnt:learn lit:light misled:mislead mistook:mistake
        misunderstood:misunderstand outgrew:outgrow overcame:overcome overheard:overhear overran:overrun
        overtook:overtake overthrew:overthrow partook:partake redid:redo resold:resell retold:retell shone:shine
        shrank:shrink slung:sling sped:speed spelt:spell spilt:spill sprang:spring stank:stink strode:stride
        strove:strive stung:sting trod:tread underwent:undergo undid:undo wept:weep withheld:withhold
        withstood:withstand wove:weave wrung:wring"""
        )
    )
}
_NOT_PAST = _wordset("embed hundred need speed feed seed proceed succeed exceed red bed shed")
# ... and the "-ed" pasts of four letters, which the length that keeps "bed", "red" and "need" out leaves out too: "My
# dad died last year" is a past as "My dad passed away last year" is.
_SHORT_PAST = _wordset("died tied lied owed")
# The Spanish, Portuguese and Italian imperfect of the first conjugation ("usaba", "usávamos", "usava", "abitavo",
# "usavamo"), and the Italian of the second and third but its "-ivo", "-iva" (adjectives: "attivo", "definitiva"):
# "vivevo", "viveva", "scrivevamo", "dormivano".
_IMPERFECT = re.compile(
    r"\w{2,}(?:aba|abas|abamos|abais|aban|ava|avas|avamos|avam|avano|avo|avamo)"
    r"|\w{3,}(?:evo|eva|evamo|evano|ivamo|ivano)"
)
# ... and the words that end like one and are not: the present of the verbs in -abar, -avar and -avare ("graba",
# "acaban", "grava", "gravam", "scavano": their imperfect is "grababa", "gravava") and a few nouns and adjectives.
# Read as a past, "Mi hermano graba podcasts" made a claim in the present look told in the past, so a quote that
# says it ended ("grababa …, ahora hace vídeos") no longer contradicted it.
_NOT_IMPERFECT = frozenset(
    f"{stem}{ending}"
    for stems, endings in (
        ("ac gr al menosc tr destr", "aba abas abamos aban"),  # acabar, grabar, alabar, menoscabar, trabar
        ("cl agr gr tr cr esc desagr", "ava avas avamos avam avo"),  # clavar, agravar, gravar, travar, cravar, escavar
        ("sc ric aggr", "ava avano avo"),  # (Italian) scavare, ricavare, aggravare
    )
    for stem in stems.split()
    for ending in endings.split()
) | _wordset(
    "brava bravas bravo octava octavas esclava esclavas eslava eslavas guayaba guayabas jabas schiavo ottavo octavo "
    "esclavo eslavo centavo gustavo "
    # words that end like the Italian "-evo", "-eva": Spanish and Portuguese presents and subjunctives, nouns
    "conlleva releva subleva renueva relevo atrevo atreva escrevo escreva escrevam descrevo descreva inscrevo "
    "inscreva prescrevo prescreva subscrevo medioevo longevo primevo allievo allieva rilievo sollievo geneva ginevra "
    # the present of the Italian verbs in "-levare" ("rileva", "solleva"; their imperfect is "rilevava") and of the
    # Spanish "renovar", "promover", "remover", "llover" ("renuevo", "promueva")
    "rilevo rileva rilevano solleva sollevo sollevano prelevo preleva prelevano allevo alleva allevano elevano "
    "renuevo renuevan renuevas promuevo promueva promuevan remuevo remueva llueva"
)
_PERFECT = _GET | _wordset("has have having 've 'd")
_WRITTEN_WORD = re.compile(r"[\w'’-]+")
_IMPERFECT_LANGS = frozenset({"es", "pt", "it"})  # the languages ``_IMPERFECT`` reads
_OPENING_LETTER = re.compile(r"(?:^|(?<=[.!?\n]))\s*[^\W\d_]")
# What follows a past that opens its sentence, its subject in the verb, and not a name (whose verb follows it: "José
# vive en Madrid", "André habite à Lyon"): a preposition of place or time, or an article, the verb's complement
# ("Crecí en Sevilla", "Viví en Lyon", "Nací en 1990", "Trabajé para una ONG"). Not "de", "da", "di", "du", which
# follow a name as often ("José de la Cruz"), nor a name's "y".
_OPENING_COMPLEMENT = _wordset(
    """en em a al ao aos as no na nos nas con com avec por para pour dans chez in nel nella nello el la los las le
    les lo il un una une uno um uma hasta desde"""
)


def _lower_one(m: re.Match[str]) -> str:
    """A sentence's opening letter in lower case (kept when its lower case is longer: the offsets stay)."""
    low = m.group(0).lower()
    return low if len(low) == len(m.group(0)) else m.group(0)


@lru_cache(maxsize=1 << 12)
def _unenglish_ed(written: str) -> frozenset[str]:
    """The words ``written`` (a text as written) ends in "-ed" with a letter English does not write: a noun of another
    language, not an English past (``_simple_past``): Hungarian "ügyvéd" (lawyer), "szomszéd" (neighbour), "ebéd"
    (lunch) — "A felhasználó ügyvéd" says the present."""
    return frozenset(
        word
        for m in _WRITTEN_WORD.finditer(written)
        if not m.group(0).isascii() and (word := _fold_word(m.group(0))).endswith("ed")
    )


@lru_cache(maxsize=1 << 12)
def _written_pasts(written: str) -> tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]]:
    """The words ``written`` (a text as written: its accents tell "trabajó" from "trabajo") says in a past of
    Spanish, Portuguese, French, German or Italian (``pasts.past_words``, in the languages ``pasts.languages``
    reads it in), each as its word on the fold and which of that word's occurrences it is (the fold makes
    "lavorò" and "lavoro" one word: "Lavorò per Enel, ora lavoro per Eni"), with the first conjugation's
    imperfect of Spanish, Portuguese and Italian (``_IMPERFECT``, read here with its subject in the verb:
    "Abitavo a Roma"); and those that are a past only read in lower case, opening a sentence ("Trabajé en
    Telefónica": a past, or a name, "José"; ``_tense`` takes it for the claim's verb, or for a verb where its
    complement follows it: ``_OPENING_COMPLEMENT``). The gate reads the
    same quote for many rules: its answers are kept (a pure function of the text)."""
    if not written or not (langs := languages(written)):
        return frozenset(), frozenset()
    lowered = _OPENING_LETTER.sub(_lower_one, written)
    found = [{a for lang in langs for a, _ in past_words(text, lang)} for text in (written, lowered)]
    found[1] -= found[0]
    imperfects = not _IMPERFECT_LANGS.isdisjoint(langs)
    if not found[0] and not found[1] and not imperfects:
        return frozenset(), frozenset()
    words = list(_WRITTEN_WORD.finditer(written))
    starts = [m.start() for m in words]
    kind: dict[int, int] = {}  # a word's index → 0: a past, 1: a past only read in lower case
    for k in (1, 0):
        for a in found[k]:
            kind[bisect.bisect_right(starts, a) - 1] = k
    out: tuple[set[tuple[str, int]], set[tuple[str, int]]] = (set(), set())
    seen: dict[str, int] = {}
    for n, m in enumerate(words):
        word = _fold_word(m.group(0))
        key = (word, seen.get(word, 0))
        seen[word] = key[1] + 1
        if n in kind:
            out[kind[n]].add(key)
        elif imperfects and _imperfect_form(word):
            # the imperfect in lower case, or opening a sentence ("Abitavo a Roma"; not "Bratislava")
            if m.group(0)[0].islower():
                out[0].add(key)
            elif lowered[m.start()] != written[m.start()]:
                out[1].add(key)
    return frozenset(out[0]), frozenset(out[1])


def _naming(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` gives a thing its name (``_NAMING``): a name follows it (no word of ``_STOP``: "called me",
    "named after"), and "a", "an" or a count opens the noun before it, an adjective allowed, after a verb of
    having or a "with" (``_HAS_NAMED``): "I have a beagle called Rex", "I had a little cat named Mochi", "two cats
    named Mochi and Yuzu" — not "My brother called Ana", "A recruiter called yesterday". So too after a noun that is
    what a preposition or the person's verb takes (``_named_object``), the name opening with "the" allowed: "I go to
    a gym called FitZone", "I'm in a choir called Voces", "I play in a band called The Owls"."""
    if toks[i] not in _NAMING or i + 1 >= len(toks):
        return False
    if toks[i + 1] not in _STOP and any(
        k >= 1 and (toks[k] in _ONE_OR_COUNT or toks[k].isdigit()) and toks[k - 1] in _HAS_NAMED for k in (i - 2, i - 3)
    ):
        return True
    # (a name of a group or a work may open with "the": "a band called The Owls", "a pub named The Crown")
    name = toks[i + 2] if toks[i + 1] == "the" and i + 2 < len(toks) else toks[i + 1]
    return name not in _STOP and any(_named_object(toks, k, i) for k in (i - 2, i - 3, i - 4))


# A preposition whose object a naming participle may follow ("to a gym called FitZone", "in a band called The Owls",
# "for a startup called Loop"): a preposition's object is no subject, so what follows the noun is no verb of its. Not
# "as", "since", "before", "after", "till": they open a clause too ("as a friend called Ana …").
_NAMED_AFTER = _wordset("in on at to by from with for into onto of near inside within about")
# The subject of a verb whose object a naming participle may follow ("I read a book called Dune", "we use an app
# called Notion").
_NAMED_BY = _wordset("i we i've we've")
_NAME_OPENS = _wordset("the my our")  # what opens the noun besides "a", "an" or a count
# A verb that takes a clause with its "that" left out, whose next noun may be that clause's subject ("I think a
# neighbour called Ana", "I heard a friend named …"; ``_REPORT_VERB`` besides): no naming after it.
_TAKES_CLAUSE = _wordset(
    """know knew see saw hear notice noticed find found feel felt remember remembered guess bet suppose hope wish
    mean meant realise realised realize realized doubt assume assumed imagine imagined swear swore"""
)


def _named_object(toks: Sequence[str], k: int, i: int) -> bool:
    """The noun ``toks[k + 1 : i]`` (a word or two of an adjective before it) that an article, a possessive or a count
    at ``toks[k]`` opens is what a preposition (``_NAMED_AFTER``) or the person's verb (after "I", "we":
    ``_NAMED_BY``; not one that takes a clause, ``_TAKES_CLAUSE``, ``_REPORT_VERB``) takes, so the participle at
    ``toks[i]`` that follows it is its name's, not its verb."""
    if k < 1 or not (toks[k] in _ONE_OR_COUNT or toks[k].isdigit() or toks[k] in _NAME_OPENS):
        return False
    if any(t in _STOP or t in _NAMING for t in toks[k + 1 : i]):
        return False
    before = toks[k - 1]
    if before in _NAMED_AFTER:
        return True
    return (
        k >= 2
        and toks[k - 2] in _NAMED_BY
        and before not in _STOP
        and before not in _TAKES_CLAUSE
        and _REPORT_VERB.fullmatch(before) is None
    )


def _describing(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is a participle that describes the noun before it, no past of anyone's: an "-ed" form or one of
    ``_PARTICIPLES`` that goes on with a preposition (``_MODIFIER``), after a noun that a determiner or a count opens,
    two adjectives allowed, after a verb of having or being or a "with" (``_HAS_DESCRIBED``): "It's a delicious
    dessert made with blueberries", "I have a bike built in 1990", "a tent with a floor sewn into it" — not "A friend
    moved to Berlin" (no such verb before), "I made a cake with blueberries" (no noun before)."""
    tok = toks[i]
    if not (tok.endswith("ed") or tok in _PARTICIPLES) or i + 1 >= len(toks) or toks[i + 1] not in _MODIFIER:
        return False
    return any(
        (toks[k] in _DETERMINERS or toks[k] in _ONE_OR_COUNT or toks[k].isdigit())
        and toks[k - 1] in _HAS_DESCRIBED
        and not any(t in _SUBJECT_END or t in _BE or t in _PERFECT for t in toks[k + 1 : i])
        for k in range(max(i - 4, 1), i - 1)
    )


@lru_cache(maxsize=1 << 16)
def _fold_word(word: str) -> str:
    return fold(word)


def _simple_past(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is a simple past: an "-ed" form, an irregular past or a Romance imperfect, not after a
    form of "be", "have" or "get", nor a thing's name's participle (``_naming``) nor one that describes a noun
    (``_describing``)."""
    tok = toks[i]
    if _naming(toks, i) or _describing(toks, i):
        return False
    past = (
        tok in _IRREGULAR_PAST
        or tok in _AUXILIARY_PAST
        or (len(tok) > 4 and tok.endswith("ed") and tok not in _NOT_PAST)
        or tok in _SHORT_PAST
        or _imperfect_form(tok)
    )
    j = i - 1
    while j >= 0 and (toks[j] in _SKIPPED - _BE or toks[j] in _DEGREE or toks[j] in _FOCUS):
        j -= 1
    before = toks[j] if j >= 0 else ""
    return (
        past
        and before not in _PERFECT
        and before not in _LINKING
        and not before.endswith(("'s", "'re", "'m", "'ve"))
        and (i == 0 or toks[i - 1] not in _NOUN_BEFORE)
    )


# Words after which a past form is a noun or an adjective, no verb: an article, a possessive or a preposition ("lost in
# thought", "a broken arm", "my lost keys", "with mixed feelings").
_NOUN_BEFORE = _wordset("a an the my your his her our their its in on at of for with from into about without")


def imperfect(word: str) -> bool:
    """Whether ``word`` is a Spanish, Portuguese or Italian imperfect of the first conjugation as the gate reads
    one (``_IMPERFECT``: "usábamos", "estava", "parlavano"). Recall's time vote asks it of a Romance question
    naming a bare weekday."""
    return _imperfect_form(fold(word))


def _imperfect_form(folded: str) -> bool:
    """A folded word is the first conjugation's imperfect (``_IMPERFECT``), not a word that only ends like one
    (``_NOT_IMPERFECT``)."""
    return _IMPERFECT.fullmatch(folded) is not None and folded not in _NOT_IMPERFECT


def told_in_the_past(text: str) -> bool:
    """Whether ``text`` says something in the simple past, as the gate reads a past (:func:`_simple_past`): an
    "-ed" form, an irregular past or the past of "be", "have", "do" ("what did we decide", "who spoke", "what
    happened"), a Romance imperfect — not a participle after a form of "be", "have" or "get" ("what's
    scheduled", "who is invited"). Recall's time vote asks it of a question naming a bare weekday."""
    toks = _tokens(fold(text))
    return any(_simple_past(toks, i) for i in range(len(toks)))


def ed_bases(word: str) -> tuple[str, ...]:
    """What an -ed form may be the past of: "lived" → "live", "deployed" → "deploy", "stopped" → "stop",
    "carried" → "carry" (candidates: the caller checks which one it knows)."""
    return (word[:-1], word[:-2], word[:-3], word[:-3] + "y")


def _present_forms(base: str) -> frozenset[str]:
    """A verb's present forms: the base, its third person ("runs", "goes", "carries") and its "-ing" form
    ("running", "writing")."""
    if re.search(r"[^aeiou]y$", base):
        third = base[:-1] + "ies"
    elif re.search(r"(?:[sxzo]|[cs]h)$", base):
        third = base + "es"
    else:
        third = base + "s"
    ing = {base + "ing", base + base[-1] + "ing", *([base[:-1] + "ing"] if base.endswith("e") else [])}
    return frozenset({base, third, *ing})


def _past_of(past: str, word: str) -> bool:
    """``past`` (a simple past: ``_simple_past``) is the past of the verb ``word`` says in the present, in
    another form: "ran" of "runs", "went" of "goes", "deployed" of "deploys", "lived" of "lives" (not of
    "lived"; not the pasts of the auxiliaries, ``_AUXILIARY_PAST``)."""
    if word == past or past in _AUXILIARY_PAST:
        return False
    if past in _IRREGULAR_PAST:
        bases: tuple[str, ...] = (_IRREGULAR_PAST[past],)
    elif past.endswith("ed"):  # deployed, lived, stopped, carried
        bases = ed_bases(past)
    else:
        return False
    return any(word in _present_forms(b) for b in bases if len(b) >= 2)


# A time a perfect runs on through to now ("since 2019", "for years", "for a decade", "all my life"): the continuative
# perfect (``_past_from``).
_RUNS_ON = re.compile(
    r"\b(?:since|all\s+my\s+life|forever|for\s+(?:(?:about|almost|nearly|over|more\s+than|the\s+(?:past|last))\s+)?"
    r"(?:years|months|weeks|decades|ages|ever|long|a\s+(?:while|long\s+time|year|decade|month|few)|\d+|two|three|four"
    r"|five|six|seven|eight|nine|ten|several|many|a\s+couple))\b"
)


# ... and what may end it, said after it in the text ("… for years but she died", "… until last spring"): a clause's
# split drops its "but", so the text is read whole
_HAD = re.compile(r"\bhad\b")
_RUN_ENDS = re.compile(r"\b(?:but|until|till|though|although|however|yet)\b")


def _past_from(toks: Sequence[str], i: int, *, runs_on: bool = True, renamed: bool = False) -> int | None:
    """Where the past a word of ``_PAST_FROM`` at ``toks[i]`` says starts (0: the whole clause), or None.
    ``runs_on``: whether a perfect of "have" may be read as running on to now (no ``_RUN_ENDS`` after a "had");
    ``renamed``: whether the text says the person's name changed after (``_RENAMED``)."""
    tok = toks[i]
    if tok not in _PAST_FROM:
        return None
    if tok == "did" and toks[i + 1 : i + 2] not in (("not",), ["not"]):
        return None  # "I did yoga": a simple past of its own
    if tok in ("could", "couldn't") and not _ABILITY_PAST.search(" ".join(toks)):
        return None  # "I couldn't agree more", "I could help you"
    tok = _NEGATED_PAST.get(tok, tok)
    before = toks[i - 1] if i else ""
    j = i + 1
    while j < len(toks) and toks[j] in _SKIPPED:
        j += 1
    nxt = toks[j] if j < len(toks) else ""
    if tok == "used":
        if before in _PERFECT - _wordset("was were") or before.endswith(("'s", "'re", "'m", "'ve")):
            return None  # a passive, "I'm used to tabs", the perfect ("I have used Vim for years")
        if before in _NO_SUBJECT:
            return None  # a participle read as an adjective: "a used car"
        return 0 if before in ("was", "were") else i + 1
    if tok == "had" and runs_on:
        k = i - 1
        while k >= 0 and (toks[k] in _SKIPPED - _BE or toks[k] in _DEGREE):
            k -= 1
        if (
            k >= 0
            and (toks[k] in ("has", "have", "having") or toks[k].endswith("'ve"))
            and ("always" in toks[k:i] or _RUNS_ON.search(" ".join(toks[i + 1 :])))
        ):
            # the continuative perfect of "have" runs on to now ("I've always had a dog", "We have had the café
            # since 2019", "I've had a dog for years"), as "I have always lived in Oslo" does; not the perfect of an
            # experience ("I have had a cat, but she died"), nor one the text goes on to end (``runs_on``: "I have had a
            # cat for years but she died"), nor the past perfect ("I'd had a dog")
            return None
    if tok in ("was", "were", "had"):
        if nxt == "used":
            return 0
        if nxt in _CONFERRED_NAME and before in ("i", "we") and not renamed:
            return None  # "I was named Lucia after my grandmother": the naming given the person, a conferral
        if nxt in _NAMING and tok != "had":
            return i + 1  # "My cat was called Mochi": a name it had, as "My cat was black" is a colour it had
        if nxt in ("to", "going", "about") or nxt in _PARTICIPLES or (len(nxt) > 4 and nxt.endswith("ed")):
            return None
    return i + 1


# What stands before a word that is no subject of it: an article, a possessive, a preposition, "to" ("the
# deployed service", "a used car", "with tested code"): a past there is a participle read as an adjective.
_NO_SUBJECT = _wordset(
    """the a an this these those that my your his her its our their some any no each every to of in on at
    for with from by into onto over under about as than"""
)
# A participle after a noun that goes on with one of these modifies the noun ("the API hosted on Fly", "a
# service deployed to prod"): read so after an article or a possessive, it has no subject of its own.
_DETERMINERS = _wordset("the a an this that these those my your his her its our their")
_MODIFIER = _wordset("on in at to by from with for into onto under over via as across behind")
# The participles that give a thing its name ("a beagle called Rex", "two cats named Mochi and Yuzu", "my cat is
# called Mochi", "a book titled Dune", "a gym dubbed the Cave"): after a noun that "a", "an" or a count opens, no
# past of the noun's; between "is" and the name, no noun.
_NAMING = _wordset("called named nicknamed titled entitled dubbed")
# ... of which a passive of the person's own naming is a conferral, as "I was promoted" is: the name (or the post,
# "I was named team lead") given stands, where "I was called Lucia as a kid" says a name they went by then.
_CONFERRED_NAME = _wordset("named christened baptized baptised")
# ... not in a text that says the name changed or is not the one gone by ("… but I changed my name to Lu", "… but I go
# by Lu", "… but everyone calls me Lu"): the name given is then the past the text tells, as a post is behind a
# dismissal (``_DISMISSED``).
_RENAMED = re.compile(
    r"\b(?:changed|change|changing)\s+(?:(?:my|our)\s+)?(?:(?:first|last|legal)\s+)?names?\b|\brenamed\s+(?:myself|me|us)\b"
    r"|\b(?:i|we)\s+(?:now\s+|just\s+|only\s+|actually\s+)?go\s+by\b|\b(?:calls|call)\s+me\b"
    # (abroad: "cambié de nombre", "j'ai changé de prénom", "ho cambiato nome", "habe meinen Namen geändert", "mudei de
    # nome", "tout le monde m'appelle Lu")
    r"|\b(?:cambie|change|cambiato|mudei)\s+(?:de\s+|mi\s+|mon\s+|il\s+mio\s+|o\s+meu\s+)?(?:nombre|nom|prenom|nome)\b"
    r"|\bnamen\s+(?:\w+\s+){0,2}?geandert\b|\b(?:tout\s+le\s+monde|on)\s+m'appelle\b"
)
# ... and as the other languages the gate reads write them after the thing they name ("un perro llamado Max", "une
# sœur nommée Anna", "ein Hund namens Max", "un cane chiamato Max", "um cão chamado Max"; the fold drops accents).
_NAMING |= _wordset(
    """llamado llamada llamados llamadas apodado apodada nomme nommee appele appelee surnomme surnommee genannt namens
    chiamato chiamata soprannominato soprannominata chamado chamada apelidado apelidada"""
)
_ONE_OR_COUNT = _wordset("a an two three four five six seven eight nine ten several")
# What has a named thing before its "a" ("I have a dog named Rex", "We got a puppy called Max", "a house with a cat
# named Mochi", "There's a café called Luna"); "A friend called Ana about the trip" has none: its "called" is a past.
_HAS_NAMED = _wordset(
    "have has had having got get gets own owns owned adopt adopted bought keep keeps kept with is was are were there's"
)
# What stands before a noun that a participle then describes: a verb of having or "with" (``_HAS_NAMED``), or a
# "be" joined to its subject ("It's a dessert made with blueberries", "That's a bike built in 1990").
_HAS_DESCRIBED = _HAS_NAMED | _wordset("it's that's here's there's what's they're we're you're i'm am")
# Where a past's subject starts, walking back from the verb: a word that opens a subordinate clause or
# joins another verb ("because Postgres was slow", "and ran the tests"), or another verb's past.
_SUBJECT_END = _NO_SUBJECT | _wordset(
    "and or nor then so because when while since after before if unless until whereas where which who whom"
)
# A subject that carries the one before it into the next clause ("The staging DB ran on pg-1, now it runs
# on pg-2"): what changed is the rest, the subject stands.
_CARRYING = _wordset("it they he she it's they're he's she's")
_OPENING = _wordset("now and so then today")  # what may stand before that subject
# Verbs whose past says when a state began, not that it ended: a change into the state a claim names (the
# result stands until the person says otherwise: "I switched to Neovim", "We moved the index to SQLite",
# "I bought a Tesla" — owning is what buying starts) and a decision ("We chose Postgres"); read as the base
# the irregular table or ``ed_bases`` gives. A change out of a state ("sold", "left", "dropped") is no such
# verb: its past is the past of what it names.
_CHANGE = _wordset(
    """switch move migrate change convert port upgrade downgrade replace swap adopt install add enable buy purchase
    acquire join become start begin decide choose pick select opt settle agree transition shift relocate transfer
    standardise standardize introduce implement integrate roll launch found establish create rename hire marry
    subscribe register enrol enroll accept"""
)
# Irregular participles that differ from the past (``_IRREGULAR_PAST``), by the verb: "The parser is
# written in Rust" states what "I wrote the parser in Rust" left (``_result_of``).
_IRREGULAR_PARTICIPLE: dict[str, str] = dict(
    pair.split(":")
    for pair in _seq(
        """begin:begun blow:blown break:broken choose:chosen draw:drawn drink:drunk drive:driven eat:eaten
        fall:fallen fly:flown forbid:forbidden forgive:forgiven forget:forgotten freeze:frozen give:given
        grow:grown hide:hidden know:known ride:ridden ring:rung rewrite:rewritten run:run sing:sung sink:sunk
        shake:shaken speak:spoken steal:stolen swim:swum swear:sworn take:taken tear:torn throw:thrown
        undertake:undertaken wake:woken wear:worn write:written withdraw:withdrawn go:gone see:seen
        come:come become:become oversee:overseen arise:arisen awake:awoken foresee:foreseen forsake:forsaken
        mistake:mistaken outgrow:outgrown overcome:overcome overtake:overtaken overthrow:overthrown redo:redone
        shrink:shrunk spring:sprung stink:stunk strive:striven stride:stridden tread:trodden undergo:undergone
        undo:undone weave:woven partake:partaken"""
    )
)


def _bases(past: str) -> tuple[str, ...]:
    """The verbs a simple past may be the past of: the irregular table's, or an -ed form's candidates."""
    if past in _IRREGULAR_PAST:
        return (_IRREGULAR_PAST[past],)
    return ed_bases(past) if past.endswith("ed") else ()


def _result_of(past: str, present: frozenset[str]) -> bool:
    """A claim's present words say the state ``past`` left, in its participle ("The CLI is built in Go"
    behind "We built the CLI in Go", "is written" behind "wrote", "is tagged" behind "tagged")."""
    return past in present or any(_IRREGULAR_PARTICIPLE.get(b) in present for b in _bases(past))


# An age said in words, as "turned" reaches it ("turned six", "turned forty-two").
_AGE_SPELLED = re.compile(
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen"
    r"|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six"
    r"|seven|eight|nine))?)"
)


def _changes(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is a simple past of a change into a state or a decision (``_CHANGE``, a phrasal one: ``_TAKEN_UP``,
    an age reached: "turned 52", a skill learned: ``_learned_to``), or a verb of saying, thinking or deciding (what it
    reports is not its past)."""
    tok = toks[i]
    phrasal = i + 1 < len(toks) and toks[i + 1] in _TAKEN_UP.get(tok, ()) and not _taken_up_as_accepted(toks, i + 2)
    # an age reached ("I turned 52 last month", "My son Eli turned six last week"): the age they are now
    after = toks[i + 1] if i + 1 < len(toks) else ""
    aged = tok == "turned" and (after.isdigit() or _AGE_SPELLED.fullmatch(after) is not None)
    return (
        phrasal
        or aged
        or _conferred(toks, i)
        or _learned_to(toks, i)
        or _REPORT_VERB.fullmatch(tok) is not None
        or any(b in _CHANGE for b in _bases(tok))
    )


# A verb of conferring a post, with the person its object ("Ana promoted me to manager", "They appointed me treasurer",
# "The members elected me chair", "They named me head of sales", "We recruited us a coach" is no such: the person is
# the object, "me" or "us", right after the verb): another's act begins a state of the person's, which stands until
# a quote ends it, as "I was promoted to manager" (a passive: no past of its own) and "They hired me as a nurse" do.
# "took me on (as …)" is the phrasal one; "made" only with a post after it (``_OFFICE``: "My boss made me team lead",
# "… made us partners"; not "made me coffee", "made me wait", "made me happy"); "offered me" only where its sentence
# goes on to the person's acceptance (``_ACCEPTED``, ``_offered``: "Google offered me the job and I accepted"; not "…
# but I turned it down", "They offered me the job").
_CONFER = _wordset("promote appoint elect name nominate hire employ recruit reappoint reelect")
_OFFICE = _wordset(
    """lead leader head chief chair chairman chairwoman chairperson captain partner manager director president
    supervisor coordinator editor treasurer secretary officer deputy principal foreman boss owner admin administrator
    steward mentor organiser organizer moderator maintainer ambassador spokesperson representative"""
)
_ACCEPTED = re.compile(
    r"\b(?:i|we)\s+(?:(?:gladly|happily|immediately|finally|just)\s+)?(?:accepted|took\s+(?:it|the\s+(?:job|offer|post"
    r"|position|role))|said\s+yes|signed)\b"
)


def _conferred(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is a past of a verb of conferring a post (``_CONFER``, "made" before a post, "took … on") with the
    person its object: the state it begins is theirs (``_changes``)."""
    tok = toks[i]
    if i + 1 >= len(toks) or toks[i + 1] not in ("me", "us"):
        return False
    after = list(toks[i + 2 : i + 6])
    if tok == "made":  # a post after it, an article, a possessive or a word of its own before ("team lead")
        post = any(t in _OFFICE or t[:-1] in _OFFICE for t in after[:3])  # "partner", "partners"
        return post and not any(t in _NO_SUBJECT - _DETERMINERS for t in after[:1])
    if tok == "took":
        return "on" in after[:1]
    return any(b in _CONFER for b in _bases(tok))


# ... but not in a text that puts the person out of it again ("They promoted me to manager, then fired me", "… and
# laid me off in May", "… but I quit"): the post conferred is then the past the text tells.
_DISMISSED = re.compile(
    # (not one the person did to another: "Ana promoted me to manager and I fired Bob", "j'ai licencié Bob")
    r"\b(?<!\bi\s)(?<!\bwe\s)(?<!\bi've\s)(?<!\bwe've\s)(?<!\bi\shave\s)(?<!j'ai\s)"
    r"(?:fired|sacked|dismissed|demoted|axed|laid\s+(?:\w+\s+)?off|licenci\w*|licenzi\w*)"
    r"|\b(?:let\s+(?:me|us)\s+go|stepped\s+down"
    # (not a leaving that did not come: "I almost quit", "I never left", "I didn't quit")
    r"|replaced\s+(?:me|us)|(?:i|we)\s+(?:(?!(?:almost|nearly|never|not|didn't|didnt|nearly|wanted|want|wanna|could"
    r"|would|should|might|won't|wont|can't|cant)\b)\w+\s+)?(?:quit|left|resigned|retired)"
    # (abroad: "renuncié", "me despidieron", "dimití", "on m'a licencié", "j'ai démissionné", "mi hanno licenziato",
    # "mi sono dimesso", "me demitiram", "pedi demissão", "ich wurde entlassen", "ich habe gekündigt")
    r"|renunci\w*|despid\w*|dimit\w*|demission\w*|dimess[oa]|demiti\w*|demissao"
    r"|entlassen|gekundigt|gefeuert|rausgeworfen"
    # (and the colloquial: "me echaron", "me botaron", "on m'a viré", "ils m'ont virée", "rausgeschmissen", "mi hanno
    # cacciato", "me mandaram embora", "fui mandado embora")
    r"|(?:me|nos)\s+(?:echaron|botaron|corrieron)|(?:m'a|m'ont|nous\s+a|nous\s+ont)\s+(?:viree?s?|jetee?s?)"
    r"|rausgeschmissen|(?:mi|ci)\s+hanno\s+cacciat[oaie]|mandad[oa]s?\s+embora|(?:me|nos)\s+mandaram\s+embora"
    # (and out of work now: "ahora estoy en paro", "maintenant je suis au chômage", "jetzt bin ich arbeitslos", "ora
    # sono disoccupato", "agora estou desempregado")
    r"|estoy\s+(?:en\s+paro|desemplead[oa]|sin\s+trabajo)|je\s+suis\s+(?:au\s+chomage|sans\s+emploi)"
    r"|bin\s+(?:jetzt\s+)?arbeitslos|sono\s+disoccupat[oa]|estou\s+desempregad[oa]"
    # (or the post lost: "perdí el puesto", "me quedé sin trabajo", "j'ai perdu mon poste", "habe die Stelle im März
    # verloren", "ho perso il posto", "perdi o emprego")
    r"|perdi\s+(?:el|mi|o|meu|o\s+meu)\s+(?:puesto|trabajo|empleo|cargo|emprego|posto|trabalho)"
    r"|me\s+quede\s+sin\s+(?:trabajo|empleo|puesto)|(?:j'ai|nous\s+avons)\s+perdu\s+(?:mon|le|notre|ce)\s+(?:poste|travail"
    r"|emploi|boulot|job)|(?:die|meine|den|meinen)\s+(?:stelle|job|posten|arbeit)\s+(?:\w+\s+){0,4}?verloren"
    r"|(?:ho|abbiamo)\s+perso\s+(?:il\s+mio|il|mio)\s+(?:posto|lavoro|incarico))\b"
)


# ... a word of a post conferred, in any of the languages ("promoted", "hired", "made", "ascendieron", "on m'a promu",
# "befördert"): a dismissal told before the first of them ended an earlier job, not the post conferred after it
# (``_dismissed``: "Perdí el trabajo en 2019, pero luego me ascendieron a gerente").
_CONFERRAL_WORD = re.compile(
    r"\b(?:promot|appoint|elect|named|nominat|hired|employ|recruit|made|became|ascend|nombr|promov|promu|promoss|nomm"
    r"|nomin|elegid|elig|elett|eleit|contrat|embauch|assunt|befordert|ernannt|gewahlt|eingestellt)\w*"
    r"|\belue?s?\b"  # (the French "élu": "on m'a élue présidente")
)


def _dismissed(folded: str) -> bool:
    """A folded text puts the person out of a post (``_DISMISSED``) after the first word that confers one
    (``_CONFERRAL_WORD``), or anywhere when it names none: the post conferred is not held."""
    first = _CONFERRAL_WORD.search(folded)
    return _DISMISSED.search(folded, first.start() if first else 0) is not None


# A post conferred on the person in the other languages the gate reads, as the fold writes it, up to the role it
# confers: the person's clitic, an auxiliary, the verb ("me ascendieron a", "me nombraron", "me contrataron como", "on
# m'a promu", "ils m'ont embauché comme", "mi hanno promosso a", "me promoveram a"), or the person's passive ("fui
# promovido a", "j'ai été nommé", "sono stato promosso a"); German puts the verb after the role ("ich wurde zum
# Teamleiter befördert": ``_DE_PASSIVE``). Not another's ("on a promu Paul directeur", "ascendieron a mi hermano").
_CONFERRED_ABROAD = re.compile(
    r"(?:\b(?:me|mi|nos|ci)\s+|\bm')(?:(?:ha|han|hanno|ho|a|ont|avait|avaient)\s+)?"
    r"|\b(?:fui|fuimos|fomos|(?:sono|siamo)\s+stat[oaie]|(?:j'ai|nous\s+avons)\s+ete)\s+"
)
_CONFER_VERB_ABROAD = re.compile(
    r"(?:ascend|nombr|promov|promu|promoss|nomm|nomin|elegid|elett|eleit|contrat|embauch|assunt)\w*\s*"
    r"(?:\b(?:a|al|como|comme|come|en\s+tant\s+que)\s+)?"
)


def _conferred_abroad(folded: str) -> list[re.Match[str]]:
    """Each post a folded text says conferred on the person abroad (``_CONFERRED_ABROAD``), up to where its role
    starts."""
    return [
        v for m in _CONFERRED_ABROAD.finditer(folded) if (v := _CONFER_VERB_ABROAD.match(folded, m.end())) is not None
    ]


def _offered(toks: Sequence[str], i: int, sentence: str) -> bool:
    """``toks[i]`` is "offered" with the person its object, or "proposed" (to them or to no one said), in a folded
    ``sentence`` that goes on to their acceptance (``_ACCEPTED``: "… and I accepted", "He proposed and I said yes"): an
    offer or a proposal taken up begins what it offered, as a conferral does (``_conferred``)."""
    if toks[i] in _PROPOSING:
        return _PROPOSAL_TAKEN.search(sentence) is not None
    after = toks[i + 1] if i + 1 < len(toks) else ""
    return _ACCEPTED.search(sentence) is not None and toks[i] == "offered" and after in ("me", "us")


# A proposal of marriage to the person, or to no one said, that they said yes to ("He proposed and I said yes", "Tobiah
# proposed to me on the pier and I said yes"; not "… proposed a merger and we accepted"), or the person's own to
# another that the other said yes to ("I proposed to Lena and she said yes", "… last summer, and Lena said yes!"): the
# engagement is the person's either way (``_wed``). Not another's ("She proposed to him and he said yes"), nor one
# said no to.
# ... a proposal said by asking the other to marry one, the yes said by an acceptance ("I asked Lena to marry me and
# she said yes", "I proposed to Lena and she accepted"), and the person's proposal in the other languages, the other's
# yes after it ("Le pedí matrimonio a Lena y dijo que sí", "J'ai demandé Lena en mariage et elle a dit oui", "Pedi a
# Lena em casamento e ela disse sim", "Ich habe Lena einen Antrag gemacht und sie hat ja gesagt", "Ho chiesto a Lena
# di sposarmi e ha detto di sì"). Not one said no to, nor only asked.
# The person's proposal abroad, by the words that say it ("Le pedí matrimonio a Lena", "J'ai demandé Lena en mariage",
# "Pedi a Lena em casamento", "Ich habe Lena einen Antrag gemacht", "Ho chiesto a Lena di sposarmi"), one table:
# ``_PROPOSAL_TAKEN`` reads the yes after each, ``_PROPOSED`` the proposal alone.
# (the proposal asked abroad in so many words, "Le pedí a Lena que se casara conmigo", "Ho chiesto la mano di Lena")
_PROPOSED_ES = (
    r"(?:(?:(?:le|les)\s+)?(?:pedi|propuse)\s+(?:(?:la|el)\s+)?matrimonio\s+a\s+\w+"
    r"|(?:le\s+)?pedi\s+(?:a\s+)?\w+\s+que\s+(?:se\s+)?(?:casara|casase)\s+conmigo)"
)
_PROPOSED_FR = r"j'ai\s+demande\s+\w+\s+en\s+mariage"
_PROPOSED_PT = (
    r"(?:pedi\s+(?:a\s+)?\w+\s+em\s+casamento|(?:lhe\s+)?pedi\s+(?:a\s+)?\w+\s+que\s+(?:se\s+)?casasse\s+comigo)"
)
_PROPOSED_DE = r"ich\s+(?:habe|hab)\s+\w+\s+(?:einen\s+)?(?:heirats)?antrag\s+gemacht"
_PROPOSED_IT = r"(?:(?:ho|abbiamo)\s+)?chiesto\s+(?:(?:a\s+)?\w+\s+di\s+sposarmi|la\s+mano\s+(?:di|a)\s+\w+)"
_PROPOSAL_TAKEN = re.compile(
    r"\b(?:proposed(?:\s+to\s+(?:me|us))?|asked\s+(?:me|us)\s+to\s+marry\s+(?:him|her|them))"
    r"(?:\s+(?:on|at|in)\b[^,;]*?)?,?\s+(?:and\s+)?i\s+(?:said\s+yes|accepted)\b"
    r"|\b(?:i|we)\s+(?:(?:finally|just|officially)\s+)?(?:proposed\s+to\s+(?!me\b|us\b)\w+"
    r"|asked\s+(?!me\b|us\b)\w+\s+to\s+marry\s+me)"
    r"(?:\s+(?:on|at|in|last)\b[^,;]*?)?,?\s+(?:and\s+)?(?:she|he|they|\w+)\s+(?:said\s+yes|accepted)\b"
    rf"|\b{_PROPOSED_ES}[^,;.!?]{{0,30}}?,?\s+y\s+(?:(?:ella|el|me)\s+)*(?:dijo\s+que\s+si|acepto)\b"
    rf"|\b{_PROPOSED_FR}[^,;.!?]{{0,30}}?,?\s+et\s+(?:elle|il|\w+)\s+a\s+(?:dit\s+oui|accepte)\b"
    rf"|\b{_PROPOSED_PT}[^,;.!?]{{0,30}}?,?\s+e\s+(?:(?:ela|ele)\s+)?(?:disse\s+(?:que\s+)?sim|aceitou)\b"
    rf"|\b{_PROPOSED_DE}[^,;.!?]{{0,30}}?,?\s+und\s+(?:sie|er)\s+hat\s+(?:ja\s+gesagt|angenommen)\b"
    rf"|\b{_PROPOSED_IT}[^,;.!?]{{0,30}}?,?\s+e\s+(?:(?:lei|lui|mi)\s+)*ha\s+(?:detto\s+(?:di\s+)?si|accettato)\b"
)
# ... and the proposal alone, yes or no not said ("Le pedí matrimonio a Lena"): ``states.other_state`` reads it as the
# proposal it is, no engagement.
_PROPOSED = re.compile(rf"\b(?:{_PROPOSED_ES}|{_PROPOSED_FR}|{_PROPOSED_PT}|{_PROPOSED_DE}|{_PROPOSED_IT})\b")
# The verbs that say the proposal: each is read by ``_PROPOSAL_TAKEN`` on its sentence (``_offered``).
_PROPOSING = _wordset("proposed asked pedi propuse demande gemacht chiesto")


# The pasts of a phrasal verb of a start or a choice, by their particle: what it starts the person does still until
# they say they stopped ("I took up pottery" backs "The user does pottery", "I took over the bakery", "I took on the
# treasurer's role", "We went with Postgres"), as "I started pottery" does (``_CHANGE``; "I got into climbing" is
# read so already: "got" is no past of what it names).
_TAKEN_UP: dict[str, tuple[str, ...]] = {"went": ("with",), "took": ("up", "over", "on")}
# ... not "take up" in its senses of accepting or filling ("I took up their offer of a pottery class", "… an
# invitation to a choir rehearsal", "It took up too much time"): its object, a few words on, is what was offered or
# what was filled.
_ACCEPTED_OR_FILLED = _wordset(
    """offer offers invitation invitations invite challenge suggestion proposal opportunity chance deal space room
    time hours much most lot seat seats"""
)


def _taken_up_as_accepted(toks: Sequence[str], k: int) -> bool:
    """The object from ``toks[k]`` of a phrasal start (``_TAKEN_UP``), up to a preposition, holds a word of
    accepting or filling (``_ACCEPTED_OR_FILLED``)."""
    for tok in toks[k : k + 5]:
        if tok in _ACCEPTED_OR_FILLED:
            return True
        if tok in _MODIFIER or tok == "of":
            return False
    return False


def _learned_to(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is "learned" or "learnt" before "to" or "how to": a skill the person came to have, which they have
    still until they say they lost it ("I learned to swim as a kid" backs "The user can swim"; "… but forgot how" is
    ``ending._ENDED_LATER``'s)."""
    return toks[i] in ("learned", "learnt") and i + 1 < len(toks) and toks[i + 1] in ("to", "how")


# The same changes and decisions in the other languages' pasts (``_written_pasts``), as the fold reads their
# stems ("cambié", "migramos", "pasamos a", "sommes passés", "ho scelto", "habe gewechselt", "sind umgestiegen"), a
# start too ("empecé con la cerámica", "comencé", "me aficioné a la escalada").
_CHANGE_ELSEWHERE = re.compile(
    r"(?:cambi|migr|mud|troc|adopt|adot|instal|empez|empec|comenz|comenc|comec|aficion|inizi|cominci|commenc|opt|pas"
    r"|eleg|elig|escog"
    r"|escolh|chois|scel|decid|decis|bascul|demenag|trasfer|compr|achet|contrat|embauch|assun|spos|mari"
    # (a post conferred: "me ascendieron a gerente", "me nombraron directora", "on m'a promu directeur", "mi hanno
    # promosso", "fui promovido a gerente", as ``_conferred`` reads the English)
    r"|ascend|nombr|promov|promu|promoss|nomm|nomin|elegid|elett|eleit)"
    r"|(?:gewechselt|umgestiegen|umgezogen|migriert|entschieden|gewahlt|installiert|eingefuhrt|angefangen"
    r"|begonnen|gestartet|ubergegangen|eingestellt|geheiratet|gekauft|ersetzt|abgelost|befordert|ernannt)$"
)


# The "and" of the other languages the gate reads: a past after it has its subject in the verb, or in the clause
# before ("Me eligieron alcalde en 2010 y serví dos mandatos": the serving's past starts at "serví").
_AND_ABROAD = _wordset("y e et und")
# ... and a perfect's auxiliary of the third person between the "and" and the past: its subject is in the auxiliary
# ("Ho chiesto a Lena di sposarmi e ha detto di sì": "ha detto" is Lena's saying, Lena no subject of a past)
_AND_AUXILIARY = _wordset("ha han hanno a ont hat haben ist sind tem")
# A name given the person in Spanish or Portuguese, its clitic before the verb and the name right after ("Mis padres
# me llamaron Lucía", "Me pusieron Lucía por mi abuela", "Meus pais me chamaram de Lúcia"): a conferral, as "My
# parents named me Lucia" is (``_conferred``). Not a call ("Me llamaron ayer del banco", "Me llamaron por teléfono"),
# nor what was put on them ("Me pusieron una multa"): a preposition, an article or a time after the verb.
_NAMED_ABROAD = _wordset("llamaron pusieron chamaram")
# ... and in the perfect of French and Italian, the person's clitic before the auxiliary and the participle after it
# ("Mes parents m'ont appelée Lucie", "On m'a prénommé Marc", "Mi hanno chiamata Lucia", "Ci hanno chiamati …"), its
# passive ("Je me suis appelée …" is no naming: a reflexive, not read), and the German perfect or past, the person's
# "mich" before the name and the participle after it ("Meine Eltern haben mich Lucia genannt", "Sie nannten mich
# Lucia"). Not a call ("On m'a appelé hier", "Mi hanno chiamato ieri", "Sie haben mich gestern angerufen"), nor a
# wish ("Meine Eltern wollten mich Lucia nennen": no participle, no past of naming).
_NAMED_PARTICIPLE = _wordset(
    """appele appelee appeles appelees prenomme prenommee prenommes prenommees chiamato chiamata chiamati chiamate"""
)
_NAMED_AUXILIARY = _wordset("m'a m'ont m'avaient m'avait hanno avevano ha")
_NAMED_DE = _wordset("genannt getauft nannten nannte tauften")
_NO_NAME_AFTER = _wordset(
    """a al ante con de del desde en para por sin sobre tras un una unos unas el la los las lo le les mi mis tu su sus
    ayer hoy anoche anteayer manana esta este otra otro varias varios muchas muchos dos tres todo todos ya tambien
    o os um uma ontem hoje no na do da pelo pela ao
    au aux avec dans pour sur des du hier ce cette ma mon plusieurs encore aussi souvent toujours jamais
    alla allo dal dalla per il gli uno ieri oggi stamattina stasera spesso sempre ancora anche mai
    nach so immer oft nie nicht gestern heute damals als einen eine ein zu bei am im an auf mit von fast beinahe"""
)


def _named_abroad(toks: Sequence[str], i: int) -> bool:
    """``toks[i]`` is a verb of naming abroad with the person its object and a name after it, no call's nor a thing's
    word (``_NO_NAME_AFTER``): ``_NAMED_ABROAD`` after the person's clitic ("me llamaron lucia", "me chamaram de
    lucia"), a French or Italian participle (``_NAMED_PARTICIPLE``) after the person's clitic and an auxiliary
    ("m'ont appelee lucie", "mi hanno chiamata lucia"), or a German one (``_NAMED_DE``) with "mich" or "uns" before
    the name ("haben mich lucia genannt", "nannten mich lucia")."""
    tok = toks[i]
    if tok in _NAMED_DE:
        if tok in ("nannten", "nannte", "tauften"):  # "Sie nannten mich Lucia": the name after "mich"
            k = i + 2 if i + 2 < len(toks) and toks[i + 1] in ("mich", "uns") else -1
        else:  # "haben mich Lucia genannt", "… mich Lucia Maria genannt": the name between "mich" and the participle
            k = next((j + 1 for j in range(max(0, i - 3), i - 1) if toks[j] in ("mich", "uns")), -1)
        return k > 0 and toks[k] not in _NO_NAME_AFTER
    if tok in _NAMED_PARTICIPLE:
        if i < 1 or toks[i - 1] not in _NAMED_AUXILIARY:
            return False
        # (the Italian auxiliary after the person's clitic: "mi hanno chiamata", "ci hanno chiamati")
        if toks[i - 1] in ("hanno", "avevano", "ha") and (i < 2 or toks[i - 2] not in ("mi", "ci")):
            return False
        k = i + 1
    elif tok in _NAMED_ABROAD and i > 0 and toks[i - 1] in ("me", "nos"):
        k = i + 2 if tok == "chamaram" and i + 1 < len(toks) and toks[i + 1] == "de" else i + 1  # "me chamaram de …"
    else:
        return False
    return k < len(toks) and toks[k] not in _NO_NAME_AFTER


_DE_PASSIVE = _wordset("wurde wurden")
_DE_CONFERRED = _wordset("befordert ernannt")  # a post conferred ("Ich wurde zum Teamleiter befördert")
# ... and the Spanish and Portuguese passive of one said by its first person ("fui promovido a gerente", "fui nombrada
# directora", "fomos contratados"): the change is the participle after it, not the past of "be".
_ROMANCE_PASSIVE = _wordset("fui fuimos fomos")
# ... and the French and Italian perfect passive of one, after the person's auxiliary ("J'ai été promue cheffe
# d'équipe", "Nous avons été embauchés", "Sono stata promossa a direttrice"): "été", "stato" then the participle
_PERFECT_PASSIVE = {
    "ete": _wordset("j'ai avons"),
    **dict.fromkeys(_wordset("stato stata stati state"), _wordset("sono siamo")),
}
_GOT_INTO = _wordset("meti metimos")
# ... and a thing come by as a gift or received, whose having stands as a thing bought's does ("Me regalaron una
# bufanda", "On m'a offert une écharpe", "Mi hanno regalato una sciarpa", "Me deram um cachecol", "Recibí un reloj",
# "J'ai reçu une montre", "Ho ricevuto un orologio", "Recebi um relógio", "Ich habe einen Schal bekommen", "Mir wurde
# ein Schal geschenkt"): a verb of giving only with the person its receiver, a clitic before it ("me", "m'a", "mi
# hanno"; not "Regalé una bufanda a mi madre", "J'ai offert une écharpe à ma mère": the giver's); one sold to the
# person is come by so too ("Me vendieron un coche", "On m'a vendu une voiture"; not "Vendí mi coche": the seller's)
# The one list of a thing come to the person abroad, read here per token (``_received``) and by ``relation`` over a
# folded clause: a past of receiving the person says, a verb of giving or selling after the clitic of the person, the
# German passive of a gift to them ("Mir wurde ein Schal geschenkt"). ``_USING`` reads the Spanish and Portuguese and
# the German passive as had (``_CAME_TO_ME_HAD``); ``_ACQUIRED`` reads all as come by, not made (``_CAME_TO_ME``) — a
# French, Italian or German verb of receiving names what came as readily as a thing had ("J'ai reçu un email de
# Google" says no Google used).
_RECEIVED_ES_PT = r"recib(?:i|imos|ido|ida)|receb(?:i|emos|ido|ida)|ganhei|ganhamos"
_RECEIVED_ELSEWHERE = r"ricevut[oaie]|ricevei|ricevo|recue?s?|bekommen|bekam|bekamen|erhalten|erhielt|gekriegt"
_GIVEN_ES_PT = r"regal\w*|dieron|dio|dado|deram|deu|vend\w*"
_GIVING = rf"{_GIVEN_ES_PT}|offert\w*|donne\w*|dato|presentea\w*|verkauft"
_TO_ME_SAID = r"(?:(?:me|nos|mi|ci|nous)\s+|m')(?:(?:han|ha|hanno|a|ont)\s+)?"
_CAME_TO_ME_HAD = (
    rf"{_RECEIVED_ES_PT}|(?:me|nos)\s+(?:(?:han|ha)\s+)?(?:{_GIVEN_ES_PT})"
    r"|(?:mir|uns)\s+(?:wurde|wurden)\s+(?:[\w'-]+\s+){0,4}?geschenkt"
)
_CAME_TO_ME = rf"{_CAME_TO_ME_HAD}|{_RECEIVED_ELSEWHERE}|{_TO_ME_SAID}(?:{_GIVING})"
# (a token already read as a past: any person's past of receiving, "recibió", "bekamen")
_RECEIVED = re.compile(rf"(?:recib|ricev|receb)\w*|{_RECEIVED_ES_PT}|{_RECEIVED_ELSEWHERE}")
_GIVEN = re.compile(_GIVING)
_TO_ME = _wordset("me nos mi ci m'a m'ont nous")


def _received(toks: Sequence[str], i: int) -> bool:
    """``toks[i]``, a past of another language, says a thing came to the person (``_RECEIVED``, ``_GIVEN``)."""
    t = toks[i]
    if _RECEIVED.fullmatch(t) or (t in _DE_PASSIVE and toks[-1] in ("geschenkt", "gegeben") and "mir" in toks):
        return True
    if t == "geschenkt" and toks[i + 1 : i + 2] in (("bekommen",), ("gekriegt",)):
        return True  # "Ich habe einen Schal geschenkt bekommen"
    return _GIVEN.fullmatch(t) is not None and not _TO_ME.isdisjoint(toks[max(0, i - 2) : i])


def _changed_from(toks: Sequence[str], i: int) -> range:
    """What the change at ``toks[i]`` says it left: the words after its "from", up to a "to" or "into" ("We
    switched from Jenkins to GitLab": Jenkins is the state that ended)."""
    j = next((k for k in range(i + 1, len(toks)) if toks[k] == "from"), len(toks))
    end = next((k for k in range(j + 1, len(toks)) if toks[k] in ("to", "into")), len(toks))
    return range(j + 1, end)


# What makes a clause finite after a noun phrase: a form of "be", "have", "do" or a modal.
_FINITE = _BE | _wordset("has have had does do did will would can could shall should may might must won't can't")


def _finite_after(toks: Sequence[str], k: int, simple: Sequence[bool]) -> bool:
    """A finite verb stands in ``toks[k:]``: a form of "be", "have", "do", a modal, a simple past, or a word in
    "-s" that goes on with a word that is no preposition or conjunction ("serves the docs", "runs nightly";
    not "Ansible scripts" at the clause's end nor "docs for …")."""
    for m in range(k, len(toks)):
        tok = toks[m]
        nxt = toks[m + 1] if m + 1 < len(toks) else ""
        third = len(tok) > 3 and tok.endswith("s") and not tok.endswith(("ss", "'s", "us", "is"))
        if tok in _FINITE or simple[m] or (third and nxt and nxt not in _MODIFIER and nxt not in _CONJ):
            return True
    return False


# A personal pronoun is a whole subject: what stands before it is no part of it ("I've been revising the recipe I made
# for my family": the recipe is the object of a relative clause that leaves out its "that", not made's subject).
_PRONOUN_SUBJECT = _wordset("i we you he she they")


def _subject(toks: Sequence[str], i: int, simple: Sequence[bool]) -> int | None:
    """Where the subject of the finite past at ``toks[i]`` starts (the words before it back to the clause's
    start, a word of ``_SUBJECT_END`` or another past), or None when no subject stands before it (a
    participle: "the deployed service", "a used car", a clause that opens with it), or when a form that is
    a participle too follows a noun an article or a possessive introduces, goes on with a preposition
    (``_MODIFIER``) and a finite verb follows it (``_finite_after``: "Our API hosted on Fly serves the docs"
    is the API's serving; "Last year the team deployed with Ansible" has no verb but "deployed", the
    team's past)."""
    j = i - 1
    while j >= 0 and toks[j] in _SKIPPED - _BE:
        j -= 1
    if j < 0 or toks[j] in _NO_SUBJECT:
        return None
    participle = toks[i].endswith("ed") or toks[i] in _PARTICIPLES
    modifies = j > 0 and toks[j - 1] in _DETERMINERS and i + 1 < len(toks) and toks[i + 1] in _MODIFIER
    if participle and modifies and _finite_after(toks, i + 1, simple):
        return None
    if toks[j] in _PRONOUN_SUBJECT:  # "the recipe I made": a noun before it heads a relative clause, no subject
        return j
    while j >= 0 and toks[j] not in _SUBJECT_END and not simple[j]:
        j -= 1
    return j + 1


# Words that say the present anew against what an earlier clause of the sentence said ("Last year we switched
# to Jenkins, now we use GitLab"), in the languages the gate reads the past in (accents folded away).
_NOW = re.compile(
    r"\b(?:now|nowadays|today|currently|these\s+days|at\s+present|ahora|hoy|actualmente|hoy\s+en\s+dia"
    r"|jetzt|heute|inzwischen|mittlerweile|maintenant|aujourd'hui|desormais|agora|hoje|atualmente|adesso|oggi"
    rf"|{'|'.join(_folded('теперь сейчас'))})\b"
)
# "and now", "y ahora": where a clause that says the present anew starts inside a clause.
_AND_NOW = re.compile(
    r"\b(?:and|but|y|pero|e|et|und)\s+(?=(?:now|today|ahora|hoy|jetzt|maintenant|agora)\b)"
    # ... and Russian "и / а / но теперь, сейчас" ("Я был в отпуске в Италии и теперь работаю в Милане")
    rf"|\b(?:{'|'.join(_folded('и а но'))})\s+(?=(?:{'|'.join(_folded('теперь сейчас'))})\b)"
    # ... and Indonesian "tapi / dan sekarang", Korean "지금은", "이제는" ("예전에 부산에 살았는데 지금은 서울에
    # 살아요")
    r"|\b(?:tapi|tetapi|dan)\s+(?=sekarang\b)|(?<=\s)(?=(?:지금|이제|요즘)(?:은|는)?\s)"
)
# A count of a stretch of time, one table ("two years ago", "for a couple of weeks", "served two terms", "un año"):
# read here, by ``tense._WAS_BACK``, ``ending._HELD_OUT``, ``ending._PERIOD_PAST`` and ``limits._STRETCH_SPAN``.
_SPAN_COUNT = (
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of|a\s+couple|several|few|some"
    r"|\d+|un|una|une|uno|um|uma|dos|deux|due|dois|tres|trois|unos|unas|quelques|alcuni|alcune|qualche|alguns|algumas)"
)
# When a clause says it happened ("Last year", "in 2022", "two years ago", "el año pasado", "hace dos años").
_PAST_TIME = re.compile(
    r"\b(?:last\s+(?:year|month|week|quarter|spring|summer|autumn|fall|winter|time)|yesterday"
    rf"|{_SPAN_COUNT}\s+(?:years?|months?|weeks?|days?)\s+ago"
    r"|in\s+(?:19|20)\d\d|el\s+(?:ano|mes|trimestre|verano|invierno)\s+pasado|la\s+semana\s+pasada|ayer"
    r"|hace\s+(?:\d+|un|una|dos|tres|cuatro|cinco|unos|unas|varios|varias)\s+(?:anos|ano|meses|mes|semanas|semana|dias)"
    r"|en\s+(?:19|20)\d\d)\b"
)
# A Spanish preterite of a change into a state or a decision (cambiar, migrar, pasar(se) a, mudarse, adoptar,
# instalar, empezar, comenzar, elegir, decidir, optar: "migramos", "se cambió", "pasamos a", "eligieron"). The
# gate does not read the Spanish preterite as a past (its first person plural is the present's, "usamos"), so a
# change is read only where a later clause undoes it (``_tense``).
_ES_CHANGE = re.compile(
    r"\b(?:(?:cambi|migr|mud|adopt|instal|empez|comenz|opt)(?:e|o|amos|aron|aste|asteis)|empece|comence"
    r"|pas(?:e|o|amos|aron)\s+a|(?:eleg|elig|decid)(?:i|io|imos|ieron))\b"
)
# What in a clause that says the present anew carries on what the earlier clause said ("…, now we use it for
# everything", "…, now she leads the team", "…, we still use it"): it goes on, it does not undo it.
_GOES_ON = _CARRYING | _wordset(
    "him her them its their his still also too both lo todavia aun tambien sigue seguimos siguen"
)
# The endings of a Spanish, Portuguese or Italian verb, longest first ("usa", "usamos", "usan" are "us"): how a
# clause that says the present anew is read for the claim's verb (``_undoes``).
_ROMANCE_ENDINGS = sorted(
    _wordset("o as a amos ais an e es emos eis en imos is ar er ir aba aban abamos ia ian iamos aron ieron io i"),
    key=len,
    reverse=True,
)


def _romance_stem(word: str) -> str:
    return next((word[: -len(e)] for e in _ROMANCE_ENDINGS if word.endswith(e) and len(word) - len(e) >= 2), word)


def _verb_of(past: str, present: frozenset[str]) -> bool:
    """A past of another language (``_written_pasts``) is another form of a word the claim says in the present
    ("trabajé" of "trabaja", "trabalhei" of "trabalha", "abitavo" of "abita")."""
    return any(w != past and (_words_match(past, w) or _romance_stem(past) == _romance_stem(w)) for w in present)


def _undoes(toks: Sequence[str], clause: str, present: frozenset[str]) -> bool:
    """A clause says the present anew against what an earlier clause of its sentence said: it holds a word of
    ``_NOW``, says one of the claim's present words (its verb or what it says is: "now we use GitLab" for
    "The team uses Jenkins", "usamos" for "usa"), and carries nothing on (``_GOES_ON``)."""
    if not _NOW.search(clause) or any(t in _GOES_ON for t in toks):
        return False
    said = [w for w in present if w not in _STOP and not _NOW.fullmatch(w)]
    return any(
        _words_match(t, w) or _romance_stem(t) == _romance_stem(w)
        for t in toks
        if t not in _STOP and not _NOW.fullmatch(t)
        for w in said
    )


@lru_cache(maxsize=1 << 14)
def _sentences(folded: str) -> tuple[tuple[str, ...], ...]:
    """A folded text's sentences, each as its clauses, as the tense readings cut it (``_tense``, ``_future``): at
    ``_CLAUSE_START``, and before "and now" (``_AND_NOW``). Kept, as tuples (a cached answer no caller can change):
    each reading of tense and plans cuts the same texts again."""
    return tuple(
        tuple(c for part in _CLAUSE_START.split(sentence) for c in _AND_NOW.split(part))
        for sentence in _SENTENCE_START.split(folded)
    )


def _goes_on_by_participle(toks: Sequence[str], clause: str) -> bool:
    """A clause of a claim that only carries on the one before by an "-ing" form ("The user used to compete in dance
    shows, winning first place at fifteen"; "…, roasting marshmallows, and hiking"), by a "could not" ("The user
    sprained his wrist, had to skip matches, and couldn't help his club": "could" is the past of "can"), by an
    apposition with no verb of its own ("The user took a photo at Mossy Cove, a calm spot"), by a phrase a preposition
    opens ("The user felt like she was in a fairy tale at the waterfall, with calming water sounds") or by a list's
    item of a word or two ("… improved the user's accuracy, agility, and speed"): told in the tense of that one,
    unless it says the present anew (``_NOW``)."""
    rest = [t for t in toks if t not in _CONJ]
    first = rest[0] if rest else ""
    if _NOW.search(clause) is not None:
        return False
    verbs = [t for t in rest if t.endswith(("s", "n't", "'ll", "'d", "'ve")) or t in _FINITE]
    if len(rest) <= 2 and not verbs:  # "and speed"; not "and plays", "and friends", "and can't run", "and will run"
        return True
    if first in ("a", "an") or first in _MODIFIER:  # an apposition, a phrase: no verb of its own
        return not any(t in _APPOSITION_VERBS or t.endswith(("'s", "'re")) for t in rest)  # "a band that plays"
    could_not = first in ("couldn't", "couldnt") or rest[:2] == ["could", "not"]
    return (len(first) > 4 and first.endswith("ing")) or could_not


# What makes an apposition say a clause of its own: a relative word or a verb of the present ("…, a spot that is
# calm", "…, a band that still plays").
_APPOSITION_VERBS = _wordset(
    "that who which where whose is are has have does do am remains stays lives works runs uses"
)


@lru_cache(maxsize=1 << 14)
def _tense(
    folded: str, *, loose: bool = False, present: frozenset[str] = frozenset(), written: str = ""
) -> tuple[tuple[str, bool, bool], ...]:
    """Each word of a folded text, in order, with whether it is said of a state that has ended, and
    whether it is itself a simple past (``_simple_past``). The past runs from a word of ``_PAST_FROM``
    to the end of its clause, over the whole clause for ``_PAST_CLAUSE``, and over the next clause of its
    sentence from a clause that says nothing else ("Until last year, we ran Jenkins"). With ``present``
    (the words a claim says in the present: how the person's quotes are read), a clause told in a finite
    simple past, any verb's with its subject before it, is the past from its subject to its end ("Last
    year we ran Jenkins" is the past of "The team uses Jenkins", "Last year Ana was the owner, now Bo is
    the owner" of "Ana is the owner"), and so is what follows "used", "was", "were", "had" with the subject
    before them; not the past of a change into a state or a decision (``_changes``: "I switched to
    Neovim"; what follows its "from" is the past: ``_changed_from``), nor one whose result the claim
    states (``_result_of``: "We built the CLI in Go" behind "The CLI is built in Go"), nor a subject a
    later clause of the sentence carries on by a pronoun ("The staging DB ran on pg-1, now it runs on
    pg-2"). A clause that says the present anew (``_undoes``: "…, now we use GitLab"; a clause is cut before
    "and now" for it) makes the past of the clauses before it in its sentence that a change (``_changes``, a
    Spanish preterite of one, ``_ES_CHANGE``) or a time (``_PAST_TIME``: "last year", "el año pasado") says:
    "Last year we switched to Jenkins, now we use GitLab" is the past of "The team uses Jenkins". With
    ``loose`` (how a claim is read), any past but a verb of saying, thinking or deciding makes
    its whole clause the past: "The team switched from Jenkins to GitHub Actions" says nothing of the
    present of Jenkins. ``written``, the text as written (``folded`` is its fold), is read for the pasts of
    the other languages (``_written_pasts``: "Trabajé en Telefónica", "J'ai travaillé chez Renault", "Ich habe
    bei Siemens gearbeitet"): each is a simple past, a finite one, read as an English one is — from its
    subject, or from itself when none stands before it ("Trabajé …": the subject is in the verb). Kept, as a
    tuple (a cached answer no caller can change): the readings of the past ask it of the same claim and quotes
    again, and the composed-text re-scan of the claim once more."""
    out: list[tuple[str, bool, bool]] = []
    had = _HAD.search(folded)  # (a perfect's "had", then an end word after it: one pass each)
    runs_on = had is None or _RUN_ENDS.search(folded, had.end()) is None
    written_pasts, opening_pasts = _written_pasts(written)
    occurrences: dict[str, int] = {}
    dismissed = _dismissed(folded)  # a post conferred is not held (``_conferred``)
    renamed = _RENAMED.search(folded) is not None  # nor a name given (``_CONFERRED_NAME``)
    called_off = _WED_ENDED.search(folded) is not None  # nor an engagement taken up (``_offered``)
    for clauses in _sentences(folded):
        carried = False
        told = False  # loose: the clause before was told in the past whole
        subjects: list[int] = []  # where in ``out`` the subjects of this sentence's pasts are
        undoable: list[range] = []  # where in ``out`` the clauses of this sentence a later one may undo are
        for clause in clauses:
            toks = _tokens(clause)
            if not toks:
                continue
            other = [False] * len(toks)  # a past of another language (``_written_pasts``)
            for i, tok in enumerate(toks):
                key = (tok, occurrences.get(tok, 0))
                other[i] = key in written_pasts or (
                    key in opening_pasts
                    and (_verb_of(tok, present) or (i + 1 < len(toks) and toks[i + 1] in _OPENING_COMPLEMENT))
                )
                occurrences[tok] = occurrences.get(tok, 0) + 1
            unenglish = _unenglish_ed(written) if written else frozenset()
            simple = [o or (_simple_past(toks, i) and toks[i] not in unenglish) for i, o in enumerate(other)]
            changes = [
                simple[i]
                and (
                    (_changes(toks, i) and not ((dismissed or renamed) and _conferred(toks, i)))
                    or (_offered(toks, i, " ".join(clauses)) and not dismissed and not called_off)
                    or (
                        other[i]
                        and _CHANGE_ELSEWHERE.match(t) is not None
                        and not (dismissed and _CONFER_VERB_ABROAD.match(t))  # "me ascendieron …, pero renuncié"
                    )
                    # a name given the person ("Mis padres me llamaron Lucía": ``_NAMED_ABROAD``)
                    or (other[i] and _named_abroad(toks, i) and not renamed)
                    # a start said by a reflexive "meterse en" ("me metí en la escalada", "nos metimos en el coro")
                    or (other[i] and t in _GOT_INTO and i > 0 and toks[i - 1] in ("me", "nos"))
                    # the German passive of a change ("Jenkins wurde durch GitLab ersetzt"): its participle last
                    or (
                        other[i]
                        and t in _DE_PASSIVE
                        and _CHANGE_ELSEWHERE.match(toks[-1]) is not None
                        and not (dismissed and toks[-1] in _DE_CONFERRED)  # "…, aber ich wurde entlassen"
                    )
                    or (
                        (t in _ROMANCE_PASSIVE or (i > 0 and toks[i - 1] in _PERFECT_PASSIVE.get(t, ())))
                        and _CHANGE_ELSEWHERE.match(toks[i + 1] if i + 1 < len(toks) else "") is not None
                        and not dismissed
                    )
                    or (other[i] and _received(toks, i))
                )
                for i, t in enumerate(toks)
            ]
            starts = [
                s for i in range(len(toks)) if (s := _past_from(toks, i, runs_on=runs_on, renamed=renamed)) is not None
            ]
            base = len(out)
            ended: set[int] = set()  # what a change says it left ("from Jenkins")
            if present:
                first = next((t for t in toks if t not in _SKIPPED and t not in _OPENING), "")
                if first in _CARRYING:  # the subject goes on in the present
                    for k in subjects:
                        out[k] = (out[k][0], False, out[k][2])
                subjects = []
                for i, tok in enumerate(toks):
                    if changes[i] and not _REPORT_VERB.fullmatch(tok):  # "heard stories from a sailor": who told
                        ended.update(_changed_from(toks, i))
                    # the claim's verb: "ran" / "runs"; not a conferral's, whose word in the claim is the state it
                    # began ("My parents named me Lucia" behind "The user's name is Lucia")
                    own = (
                        simple[i]
                        and not (_conferred(toks, i) and not renamed)
                        and any(_past_of(tok, w) for w in present)
                    )
                    verb = (
                        own
                        or (tok in _PAST_FROM and _past_from(toks, i, runs_on=runs_on, renamed=renamed) is not None)
                        or (
                            simple[i]
                            and tok not in _AUXILIARY_PAST
                            and not changes[i]
                            and (other[i] or not _result_of(tok, present))  # "travaillé" folds to "travaille"
                        )
                    )
                    if (
                        verb
                        and other[i]
                        and i > 0
                        and (
                            toks[i - 1] in _AND_ABROAD
                            or (i > 1 and toks[i - 1] in _AND_AUXILIARY and toks[i - 2] in _AND_ABROAD)
                        )
                    ):
                        starts.append(i)  # "…, y serví dos mandatos": its subject in the verb, none before the "and"
                    elif verb and (s := _subject(toks, i, simple)) is not None:
                        starts.append(s)
                        subjects += range(base + s, base + i)
                    elif verb and other[i]:
                        starts.append(i)  # "Trabajé en Telefónica": its subject is in the verb
                    elif own:
                        starts.append(i + 1)
            if loose:
                said = [not _REPORT_VERB.fullmatch(t) for t in toks]
                starts = [0] if any(s and k for s, k in zip(simple, said, strict=True)) or starts else starts
                if told and _goes_on_by_participle(toks, clause):  # "…, winning first place", "…, roasting …"
                    starts = [0]
            marker = _PAST_CLAUSE.search(clause) is not None
            start = 0 if carried or marker else min(starts, default=None)
            told = start == 0
            out += [(t, (start is not None and i >= start) or i in ended, simple[i]) for i, t in enumerate(toks)]
            if present and _undoes(toks, clause, present):  # "…, now we use GitLab": what came before has ended
                for k in (k for r in undoable for k in r):
                    out[k] = (out[k][0], True, out[k][2])
                undoable = []
            elif present and (
                _PAST_TIME.search(clause)
                or _ES_CHANGE.search(clause)
                or any(changes[i] and not _REPORT_VERB.fullmatch(t) for i, t in enumerate(toks))
            ):
                undoable.append(range(base, len(out)))
            # a clause that is only the past's marker ("Formerly,", "Until last year,") says it of the next
            rest = _tokens(_PAST_CLAUSE.sub(" ", clause))
            carried = (marker or bool(starts)) and all(t in _STOP or t in _PAST_FROM for t in rest)
    return tuple(out)


# --------------------------------------------------------------------------------------------------
# What a future applies to: a plan, or what the text says will be
# --------------------------------------------------------------------------------------------------

# Words that say their clause of what is to come, a plan or a future ("We're going to migrate to Postgres next
# month", "We'll add replicas", "Vamos a migrar a Postgres", "Migraremos", "Nous allons migrer", "Wir werden
# umsteigen", "Stiamo per migrare", "il mese prossimo"), on the fold (accents folded away): the whole clause is
# said of the future, as ``_PAST_CLAUSE`` says it of the past. Not "going to" a place or a habit ("going to the
# gym"), not "as soon as", "de pronto" (suddenly), "por la mañana" (in the morning), "heute Morgen".
# The Hangul syllables that close in "ㄹ": a Korean verb's form before a future's "거", "예정", "계획" ("이사할").
_RIEUL_FINAL = "".join(chr(0xAC00 + i * 28 + 8) for i in range(19 * 21))
_FUTURE_CLAUSE = re.compile(
    r"\b(?:will|shall|gonna|\w+'ll|about\s+to|(?<!\bas\s)soon(?!\s+as\b)|tomorrow|upcoming"
    r"|going\s+to(?!\s+(?:the|a|an|my|our|your|his|her|their|this|that|these|those|work|school|bed|church)\b"
    # (nor a place or an event in the plural gone to as a habit, "going to meetings every week", "going to concerts a
    # lot these days": a verb after "to" ends in "s" only after an "s" or a "u", "discuss", "focus"; a habit's word
    # after it makes the progressive a habit, where "We're going to Athens in May" is a plan: the fold reads no capital)
    r"|\s+[a-z]+[a-rtv-z]s\b(?=[^.;!?]*\b(?:every|each|regularly|weekly|daily|monthly|often|usually|always"
    r"|a\s+lot|these\s+days|nowadays|on\s+\w+days)\b))"
    r"|plan(?:s|ning)?\s+(?:to|on)|intend(?:s|ing)?\s+to"
    # a future said of the past, after a verb of saying ("I told my boss I'd quit", "I said I would call"; not "I'd
    # quit" a past's "had": "I said I'd finished", "… I'd already quit")
    r"|(?:told|tell|tells|said|say|says|promised|promise|swore|swear|warned|threatened|assured)\s+(?:[\w']+\s+){0,8}?"
    r"(?:that\s+)?(?:i|we|they|he|she)(?:\s+would|'d)\s+(?!(?:have|had|been|already|just|never|ever)\b|\w+(?:ed|en)\b)"
    # an eagerness for what is to come ("I can't wait to open my bakery", "Can't wait 'til my studio opens"; not a
    # "not": ``_NO_NEGATION``)
    r"|(?:can't|cannot|can\s+not)\s+wait"
    # an age to come ("I'm turning 30 in May"; not "… turning 30 today", the age it is)
    r"|(?:i'm|im|i\s+am|we're|we\s+are|he's|she's|is)\s+(?:\w+ly\s+)?turning\s+\d+(?!\s+(?:today|now)\b)"
    r"|next\s+(?:week|month|year|quarter|sprint|release|spring|summer|autumn|fall|winter|monday|tuesday|wednesday"
    r"|thursday|friday|weekend)|later\s+this\s+(?:week|month|year|quarter)"
    # Spanish and Portuguese: "ir a" / "ir" + an infinitive, the future of the first person plural
    r"|(?:voy|vas|va|vamos|vais|van)\s+a\s+\w+(?:ar|er|ir)(?:lo|la|los|las|le|les|nos|se)?"
    r"|(?:vou|vai|vamos|vao|irei|iremos|irao)\s+(?:(?:me|te|se|nos|lhe|lhes)\s+)?\w+(?:ar|er|ir)"
    r"|\w+(?:[aei]r|dr|br)emos"
    r"|(?:el|la)\s+(?:semana|mes|ano|trimestre)\s+que\s+viene|(?:semana|mes|ano)\s+que\s+vem"
    r"|(?:el|la|no|na)\s+(?:proxim[oa])\s+(?:semana|mes|ano|trimestre)|(?:semana|mes|ano)\s+proxim[oa]"
    r"|(?<!\bla\s)(?<!\blas\s)manana(?!s)|(?<!\bde\s)pronto|en\s+breve|em\s+breve|amanha"
    r"|(?:tenemos|esta)\s+previsto|planeamos|planejamos|pretendemos"
    # French: "aller" + an infinitive, the future, "le mois prochain"
    r"|(?:vais|vas|va|allons|allez|vont)\s+(?:\w+\s+)?\w+(?:er|ir|re)|\w+(?:erons|eront|erai|erez)"
    r"|(?:aur|ser|fer|ir|pourr|devr|viendr)(?:ons|ont|ai)|sera|fera|aura"
    r"|(?:mois|semaine|annee|trimestre)\s+prochaine?|prochaine?\s+(?:mois|semaine|annee)|demain|bientot"
    r"|prochainement|(?:nous|on)\s+prevoi?(?:yons|t)"
    # German: "nächsten Monat" ("werden" + an infinitive: ``_werden_future``)
    r"|nachste[nsr]?\s+(?:woche|monat|jahr|quartal|montag"
    r"|dienstag|mittwoch|donnerstag|freitag)|(?<!\bheute\s)(?<!\bguten\s)morgen|bald|demnachst|geplant|wir\s+planen"
    # Italian: "stare per" + an infinitive, the future, "il mese prossimo"
    r"|(?:sto|stai|sta|stiamo|state|stanno)\s+per\s+\w+(?:are|ere|ire)|\w+(?:[aei]r|dr|vr)(?:emo|anno)"
    r"|(?:mese|anno|settimana)\s+prossim[oa]|prossim[oa]\s+(?:mese|anno|settimana)|domani|tra\s+poco"
    r"|abbiamo\s+in\s+programma"
    # Turkish: the future of the first person ("taşınacağım", "taşınacağız"), "I plan"; Polish: "będę", "będziemy" (I,
    # we will), "I plan"
    r"|\w{2,}(?:acag|eceg)(?:im|iz)|planliyorum|planliyoruz|bede|bedziemy|planuje|planujemy)\b"
    # Korean: a verb's "-ㄹ" before "거" / "것" / "예정" / "계획" ("이사할 거예요", "갈 겁니다", "이사할
    # 예정이에요"; not "거의", almost), "-겠-" ("이사하겠습니다"), and next year, month, week, tomorrow
    rf"|(?<=[{_RIEUL_FINAL}]\s)(?:거(?!의)|겁|것|예정|계획)\w*|\w겠(?:다|어|습니다|지)|내년|다음\s*(?:주|달|해)|내일"
    # Dutch: "zal" / "zullen" (will; not "ga", the habit too: "Ik ga elke dag naar de sportschool"), "van plan", next
    # year, soon; Swedish, Norwegian, Danish: "ska" / "skal" after or before its subject, "kommer att" / "kommer til å",
    # next year; Czech "budu" (I will be), Hungarian "fogok" (I will), next year; Finnish "aion" (I intend)
    r"|\b(?:(?:ik|we|wij|jij|hij|zij)\s+(?:zal|zullen)|(?:zal|zullen)\s+(?:ik|we|wij)|van\s+plan|binnenkort"
    r"|volgend[e]?\s+(?:week|maand|jaar)|(?:jag|vi|jeg)\s+(?:ska|skal)|(?:ska|skal)\s+(?:jag|vi|jeg)"
    r"|kommer\s+(?:att|til\s+a)|nasta\s+(?:ar|vecka|manad)|neste\s+(?:ar|uke|maned)|n(?:æ|ae)ste\s+(?:ar|uge|maned)"
    r"|snart|budu|budeme|pristi\s+(?:rok|tyden|mesic)|fogok|fogunk|jovore|aion|aiomme|ensi\s+(?:vuonna|viikolla))\b"
    # Greek: "θα" before its verb (the future), next year
    rf"|(?<!\w)(?:{'|'.join(_folded('θα'))})(?!\w)"
)
# A goal or a dream, which is not yet ("My goal is to run a marathon", "My dream is to live in Japan", "Mi sueño es
# vivir en Japón", "Mon rêve est de vivre au Japon", "Mein Traum ist es, in Japan zu leben", "Il mio sogno è …"): read
# as a want (``_WANT``), and it says one (``stance._STANCE``: "The user wants to run a marathon").
_GOAL = (
    r"(?:(?:my|our)\s+)?(?:goal|dream|aim|ambition|plan|hope|wish)\s+is\s+to"
    # (in the other languages after "my" or "our": "Meta es …", "Meta e Google" name a company)
    r"|(?:mi|nuestro|nuestra|meu|minha|nosso|nossa)\s+(?:sueno|meta|objetivo|ilusion|sonho)\s+(?:es|e)"
    r"|(?:mon|notre)\s+(?:reve|objectif|souhait)\s+(?:est|c'est)\s+(?:de|d')"
    r"|(?:mein|unser)\s+(?:traum|ziel|wunsch)\s+ist(?:\s+es)?|(?:mio|nostro)\s+(?:sogno|obiettivo)\s+e"
)
# What ought to be or is wished for is not yet either, read as a plan is: a duty ("We should use Redis", "We need
# to use Redis", "Deberíamos usar Redis", "Tenemos que …", "On devrait utiliser …", "Il faut …", "Wir sollten …",
# "Wir müssen …", "Dovremmo usare …", "Devemos usar …") or a wish (``_WISH``: "I wish we used Rust", "J'aimerais
# qu'on utilise …", "Ich wünschte, wir würden …", "Vorrei che usassimo …"; ``_WANT``). "Should we …?" is a question
# (``asks``).
_DUTY = (
    r"should|must|ought\s+to|(?:need|needs|have|has)\s+to|(?:had|'d)\s+better"
    r"|deberiamos|debemos|deberia|debo|debe|(?:tenemos|tengo|tiene)\s+que|hay\s+que|necesitamos|necesito"
    r"|deveriamos|devemos|deveria|devo|deve|(?:temos|tenho|tem)\s+(?:que|de)|precisamos|preciso"
    r"|devrait|devrions|devrais|devons|doit|(?:je|tu)\s+dois|faut|faudrait|avons\s+besoin\s+d"
    r"|sollten|sollen|sollte|soll|musst|mussen|muss|konnten"
    # ... and what is expected of one, said as if it were so ("I'm supposed to be vegan", "Se supone que soy vegano",
    # "Je suis censé être végan")
    r"|supposed\s+to|se\s+supone\s+que|(?:suis|es|est|sommes|etes|sont)\s+cense(?:e|s|es)?"
    r"|dovremmo|dobbiamo|dovrei|dovrebbe|bisogna|abbiamo\s+bisogno\s+di"
)
# What a past want or a "would like" asks leave to tell or ask, not a state wanted ("Queria dizer que …", "Quería
# contarte …", "Volevo dirti …", "Je voudrais te demander …"), a pronoun or "only" between.
_TELLING = (
    r"\s+(?:(?:te|lhe|vos|le|les|ti|vi|vous|solo|so|apenas|solamente|juste|seulement)\s+)*"
    r"(?:diz|cont|fal|pergunt|sab|avis|agradec|ped|mostr|dec|pregunt|coment|compart|dir|chied|raccont|ringraz"
    r"|demand|remerci|partag|savoir|te\s+dire|vous\s+dire)"
)
# ... and what is wanted, hoped or tried for ("We want to use Redis", "We hope to …", "We're trying to …", "Nous voulons
# utiliser …", "Wir wollen / möchten … nutzen", "Vogliamo usare …", "Esperamos usar …"); not the past "wanted to"
# ("I wanted to tell you about my school event", a motive told) nor the habit "I try to …".
_WANT = (
    r"(?:want|wants|hope|hopes|hoping|trying|aim|aims|aiming)\s+to|quiero|queremos"
    # ... and trying, under way ("Estoy intentando ser vegano", "Estou tentando …", "Sto cercando di …"; not the habit
    # "Intento correr cada día")
    r"|(?:estoy|estamos|estou)\s+(?:intentando|tratando\s+de|tentando)|(?:sto|stiamo)\s+cercando\s+di"
    # ... and trying for a state or to give something up, habit or not ("I try to be vegan", "I try to quit smoking",
    # "Intento ser vegano", "Intento dejar de fumar", "Ich versuche, vegan zu leben", "J'essaie d'être végane", "Cerco
    # di smettere"; German "versuchen" whatever it tries, the clause after its comma with it): the state is not said
    # to be reached. Not a habit of doing ("I try to run every day"), nor "stay" ("I try to stay active" goes on:
    # ``_GOES_ON_CLAUSE``)
    r"|(?:i|we)\s+(?:always\s+|really\s+)?try\s+to\s+(?:be|become|quit|stop|give\s+up"
    r"|go\s+(?:vegan|vegetarian|veggie|keto|sober|dry|gluten|dairy|sugar|meat|plant))"
    r"|(?:intento|intentamos|procuro|procuramos|(?:trato|tratamos)\s+de)\s+(?:ser|estar|dejar\s+de|volverme|hacerme)"
    r"|(?:tento|tentamos)\s+(?:ser|estar|parar\s+de|deixar\s+de|virar)"
    r"|(?:j'essaie|j'essaye|nous\s+essayons|on\s+essaie)\s+(?:de\s+|d')(?:etre|devenir|arreter)"
    r"|(?:cerco|cerchiamo)\s+di\s+(?:essere|diventare|smettere)"
    r"|(?:ich|wir)\s+versuche?n?"
    # a thing wanted where it is not ("I want it on Postgres", "we want them on Netlify"), a proposal ("let's move
    # them to Netlify") and what it is time for ("time to move them to Netlify"; not "took time to", "spend time to")
    r"|(?:want|wants)\s+(?:it|them|this|that|these|those|\w+)\s+(?:on|in|at|moved|migrated|hosted|running|deployed)"
    r"|let's|(?:it's|its|it\s+is|now|high|about)\s+time\s+to|(?<!\w\s)(?<!\w)time\s+to"
    r"|(?:espero|esperamos)\s+\w+(?:ar|er|ir)\b"
    r"|quero|veux|veut|voulons|voulez|veulent|will|wollen|mochte|mochten|voglio|vogliamo|vuole|vogliono"
    rf"|{_GOAL}"
    # Dutch, Swedish, Norwegian, Danish: "I / we want", "hope", "try", "would like" after or before the subject ("Ik wil
    # dokter worden", "Later wil ik …", "Jag vill bli läkare", "Jeg vil bli lege", "Jeg håber at blive læge"; not "Wil",
    # a name, nor Danish "vil", the future, without its subject: either is not yet)
    r"|(?:ik|we|wij|jag|vi|jeg)\s+(?:wil|willen|hoop|hopen|probeer|proberen|vill|hoppas|forsoker|vil|haper|haber"
    r"|prover)|(?:wil|willen|hoop|vill|vil)\s+(?:ik|we|wij|jag|vi|jeg)|zou(?:den)?\s+graag|(?:ik|we)\s+zou(?:den)?\s+"
    r"(?:willen|graag)"
    # Czech, Hungarian, Finnish: I / we want, would like, hope ("Chci být lékařem", "Chtěl bych …", "Orvos akarok
    # lenni", "Szeretnék orvos lenni", "Haluan lääkäriksi")
    r"|chci|chceme|chtel[a]?\s+bych|chteli\s+bychom|rad[a]?\s+bych|doufam|akarok|akarunk|szeretnek|szeretnenk|remelem"
    r"|haluan|haluamme|haluaisin|haluaisimme|toivon|toivomme|toivoisin|yritan"
    # Vietnamese, on the fold, after the person: want, will, intend, hope, am about to ("Tôi muốn sống ở Hà Nội", "Tôi
    # sẽ chuyển đến Hà Nội", "Tôi dự định …"; "muốn" alone folds as "muộn", late)
    r"|(?:toi|minh)\s+(?:rat\s+)?(?:muon|se|dinh|du\s+dinh|hy\s+vong|mong|sap)"
    # Spanish, Portuguese, Italian, French: the past want of a state ("Eu queria ser médico", "Quería vivir en
    # Lisboa", "Volevo fare il medico", I wanted to be: it never came), "would like" ("Je voudrais être médecin"), a
    # dream, a hope or an intent ("Sonho em ser médico", "Sueño con …", "Sogno di …", "Je rêve de …", "Spero di
    # diventare …", "J'espère devenir …", "Pretendo morar em Lisboa", "Planeo mudarme", "Pienso mudarme a Lisboa").
    # Not a want to tell or ask ("Queria dizer que sou médico", "Volevo dirti che vivo a Roma", "Je voudrais te dire
    # que …": a motive told, as English "wanted to tell"), nor "pienso que" (I think that).
    rf"|(?:queria|queriamos|volevo|volevamo|voudrais|voudrions)(?!{_TELLING})"
    # ... and another's past want for the person, which no more came than the person's own ("Mis padres querían
    # llamarme Lucía", "Queriam me chamar de Lúcia", "Volevano chiamarmi Lucia", "Ils voulaient m'appeler Lucie" behind
    # "La usuaria se llama Lucía": a name wished is not the one given)
    rf"|(?:querian|queriam|voleva|volevano|voulait|voulaient)(?!{_TELLING})"
    r"|(?:sonho|sonhamos)\s+(?:em|com)|(?:sueno|sonamos)\s+con|(?:sogno|sogniamo|spero|speriamo)\s+di"
    r"|(?:je\s+reve|nous\s+revons)\s+(?:de|d')|j'espere|nous\s+esperons|ho\s+intenzione\s+di"
    r"|pretendo|pretendemos|planejo|planejamos|planeo|planeamos|pienso\s+(?!que\b)\w+(?:ar|er|ir)(?:me|nos)?"
    r"|(?:tenho|temos)\s+vontade\s+de|(?:tengo|tenemos)\s+ganas\s+de"
    # Polish: want, would like, wanted, hope, dream, intend ("Chcę zostać lekarzem", "Chciałbym mieszkać w
    # Krakowie", "Chciałem …", "Mam nadzieję …", "Marzę o …", "Zamierzam …", "Planuję …"; the fold keeps "ł")
    r"|chce|chcemy|chciałbym|chciałabym|chcielibysmy|chciałem|chciałam|mam\s+nadzieje|marze\s+o|zamierzam|planuje"
    # Greek: I / we want, hope, intend, plan, dream, try ("Θέλω να γίνω γιατρός", "Ελπίζω να μείνω …")
    rf"|{_one_of('θέλω θέλουμε ελπίζω ελπίζουμε σκοπεύω σκοπεύουμε σχεδιάζω σχεδιάζουμε ονειρεύομαι προσπαθώ')}"
)
# ... and what is allowed ("We are allowed to use AWS", "permitted to", "Podemos usar AWS", "Nous pouvons utiliser …",
# "Wir dürfen AWS nutzen", "Possiamo usare …"; the first person plural, and German "darf"): that it may be is not that
# it is. Not English "can" or "able to", nor German "können": what people say they can do they mostly do ("now I'm
# able to make a living", "Being able to help them was rewarding"); nor the second person, which asks ("¿Puedes
# responder siempre en español?"); nor "was / were allowed to".
_MAY_TO = (
    r"(?<!\bwas\s)(?<!\bwere\s)(?:allowed|permitted|authori[sz]ed|cleared)\s+to"
    r"|podemos|pouvons|on\s+peut|possiamo|durfen|darf"
)
# Hindi, as the fold reads it (its vowel signs kept: ``normalise.BRAHMIC``; no "\b" ends a word at a vowel sign): the
# future by its ending on the verb ("मैं डॉक्टर बनूँगा", "रहेगा", "करेंगे"; not "लगा", "भागा", pasts), a want or a duty
# ("चाहता हूँ", "चाहिए"), a plan ("योजना"), "next" ("अगले साल"); a Bengali want ("আমি ডাক্তার হতে চাই") and a Tamil
# "must" or "want" ("வேண்டும்", and "விரும்பு" after an infinitive: "டாக்டர் ஆக விரும்புகிறேன்").
_INDIC_TO_BE = (
    rf"[\u0942\u0947\u094b\u0948][\u0901\u0902]?\u0917[\u093e\u0940\u0947](?![\w{_MARKS}])"
    rf"|(?<![\w{_MARKS}])(?:{'|'.join(_folded('चाह योजना अगले अगली इच्छा চাই চান চায় ইচ্ছা வேண்டும்'))})"
    rf"|{fold('க')}\s+{fold('விரும்ப')}"
)
# Chinese: a want, a hope, a dream, a plan ("我想当医生", "我希望成为医生", "我打算搬到柏林"), "will"
# after its subject ("我将搬到柏林", "我明年要搬到柏林", "用户要…"), "about to" ("快要", "就要") and next
# year, month, week, tomorrow. Not the "想" of a thought, a memory, a missing or an idea ("想法", "想起",
# "想念", "想到", "理想", "感想"), nor "I think" before a clause's subject ("我想你应该知道…", "我想他是对
# 的"), nor the "要" of "要求" (demand), "要是" (if), nor "将近" (nearly).
_ZH_TO_BE = (
    r"想要|(?<![思理感回猜联构幻妄])想(?![法起念到象像我你您他她它咱大])|希望|梦想|夢想|打算|计划|計劃|准备|準備"
    r"|(?<=[我们們他她户戶])(?:要(?![求是])|将(?!近|军)|將(?!近|軍))|快要|就要|明年|下(?:个|個)?(?:月|周|星期|礼拜)|明天"
)
# Japanese, as the fold reads it ("で" reads "て"): "-たい" after a verb's stem ("医者になりたい", "住みたいで
# す"; not "大変", "大切", "大抵" in kana, "だいたい", "…に対して"), "-たがる" of another ("なりたがってい
# る"; not "したがって", therefore), a plan ("予定", "つもり"), "I think I will" ("引っ越そうと思っていま
# す", "なろうと考えています"), a dream or a goal ("夢は", "目標は", "医者を目指しています"), next year,
# month, week, tomorrow, the future.
_JA_TO_BE = (
    rf"(?<=[いきしちにひみりえけせてねへめれ見寝出来])(?<!たい){fold('たい')}(?!へん|せつ|てい|して|した)"
    rf"|(?<!し)たか(?:って|る|り)"
    rf"|{'|'.join(fold(w) for w in _seq('予定 つもり うと思 うと考え 夢は 夢です 目標は 目指'))}"
    r"|来年|来月|来週|明日|将来"
)
# Arabic, as the fold reads it (its hamza left out; "و" and "ف" may join before): I, we, he, she want ("أريد أن أصبح
# طبيبا"), would like, wish, hope, desire, plan, intend ("أتمنى", "أود", "نأمل", "أرغب", "أخطط", "أنوي"), my dream,
# my goal, "will" ("سوف"), next year, month, week, tomorrow. Not "أمل" alone (a name); the future's "سأ" joined to its
# verb is read as written (``_AR_FUTURE_WRITTEN``): folded it is the "سا" of "سافرت" (I travelled).
_AR_TO_BE = (
    r"(?<!\w)[وف]?(?:"
    + "|".join(
        _folded(
            "أريد نريد يريد تريد يريدون أود نود يود تود أتمنى نتمنى يتمنى تتمنى نأمل يأمل تأمل أرغب نرغب يرغب ترغب "
            "أخطط نخطط يخطط تخطط أنوي ننوي ينوي تنوي حلمي حلمه حلمها هدفي هدفه هدفها سوف غدا"
        )
    )
    + rf"|{_one_of('العام السنة الشهر الأسبوع')}\s+{_one_of('المقبل المقبلة القادم القادمة')})(?!\w)"
)
# Russian, as the fold reads it: want, would like, hope, dream, be about to, plan, intend, try ("Я хочу стать
# врачом", "Я хотел бы …", "Я бы хотел …", "Я надеюсь …", "Я мечтаю …", "Я собираюсь переехать", "Я планирую …",
# "Я пытаюсь стать вегетарианцем"), "буду" and its persons before an infinitive ("Я буду жить в Берлине"), my
# dream, my goal, next year, month, week, tomorrow, soon, "I will move", "I will become". Not "хотел" alone ("Я
# хотел рассказать", a motive told, as English "wanted to").
_RU_TO_BE = (
    r"\b(?:"
    + "|".join(
        _folded(
            "хочу хочешь хочет хотим хотите хотят хочется хотелось надеюсь надеется надеемся мечтаю мечтает мечтаем "
            "собираюсь собирается собираемся собираются планирую планирует планируем планируют намерен намерена "
            "пытаюсь пытается пытаемся завтра скоро "
            # ... and the future of a move or a change, which the present has no form of ("Я перееду в Берлин", "Я
            # стану врачом")
            "перееду переедем переедет стану станем станет уеду уедем поеду поедем"
        )
    )
    + rf"|{_one_of('хотел хотела хотели')}\s+{_one_of('бы')}|{_one_of('бы')}\s+{_one_of('хотел хотела хотели')}"
    + rf"|{_one_of('буду будешь будет будем будете будут')}\s+\w+{_one_of('ть ти чь ться')}"
    + rf"|{_one_of('моя')}\s+{_one_of('мечта цель')}|{_one_of('следующем следующей будущем')}\s+\w+)\b"
)
# Turkish, on the fold (accents and the dotless "ı" folded away): want ("Doktor olmak istiyorum", "Kullanıcı doktor
# olmak istiyor", "isterim"), hope ("umuyorum", "umarım"), if only ("Keşke doktor olsam"), my dream, my goal
# ("Hayalim doktor olmak", "Amacım …"), intend, next year, month, week, tomorrow. Not "istiyordum" (I wanted, a
# motive told).
_TR_TO_BE = (
    r"\b(?:isti(?:yorum|yoruz|yorsun|yor|yorlar)(?!du)|isterim|isteriz|umuyorum|umuyoruz|umuyor|umarim"
    r"|hayalim|hayalimiz|amacim|amacimiz|hedefim|hedefimiz|niyetindeyim|keske|seneye|yarin"
    r"|gelecek\s+(?:yil|sene|ay|hafta))\b"
)
# ... and what the person only feigns or is kept from ("I pretend to like jazz", "Finjo que me gusta", "Je fais semblant
# d'aimer"; "I'm too old to learn piano", "Soy demasiado mayor para aprender piano"): the verb after it is not said to
# be so (a learning is ``ending._SOUGHT``'s: "I'm learning to drive"). Not "too" as "as well".
_UNREACHED = (
    r"(?:pretend|pretends|pretending|pretended)\s+to|finjo|fingimos|finge|fingen|(?:fais|fait|faisons|font)\s+semblant"
    # ... a pretence before what the person is or has ("I pretend I'm a doctor", "I act like I'm rich", "I act like a
    # millionaire", "I'm posing as a doctor", "Hago como que soy rico", "Me hago pasar por médico", "Fingo di essere
    # medico", "Faccio finta di …", "Faço de conta que …", "Je fais comme si …"); not "act as" (a role held: "I act as
    # the team lead"), nor what others act like ("… and my colleagues act like family")
    r"|(?:pretend|pretends|pretending|pretended)(?:\s+that)?(?=\s+(?:i|i'm|we|we're)\b)"
    r"|(?:i|we|i'm|i\s+am|we're)\s+(?:(?:always|just|often|sometimes|still)\s+)?(?:act|acted|acting)\s+(?:like|as\s+if"
    r"|as\s+though)|(?:i|we|i'm|i\s+am|we're)\s+(?:pose|posed|posing)\s+as"
    r"|(?:hago|hacemos|hace)\s+como\s+(?:que|si)|(?:me|nos|se)\s+(?:hago|hacemos|hace)\s+pasar\s+por"
    r"|fingo|fingiamo|faccio\s+finta|facciamo\s+finta|faco\s+de\s+conta|(?:fais|fait|faisons)\s+comme\s+si"
    # the person's own "too … to" ("I'm too old to learn piano"; "Life's too short to …" says nothing of them)
    r"|(?:i'm|i\s+am|we're|we\s+are|i\s+feel|we\s+feel|(?:the\s+)?(?:user|person)\s+(?:is|feels))"
    r"\s+(?:\w+\s+)?too\s+\w+\s+to"
    r"|(?:soy|estoy|somos|estamos|(?:el\s+)?usuario\s+(?:es|esta))\s+demasiado\s+\w+\s+para"
    r"|(?:je\s+suis|nous\s+sommes|l'utilisateur\s+est)\s+trop\s+\w+\s+pour"
)
# Indonesian: want, will, plan, hope, a dream, a duty, next year, tomorrow ("Saya ingin menjadi dokter", "Saya mau
# tinggal di Bandung", "Saya akan pindah ke Bandung", "Saya berencana …", "Saya harus …").
_ID_TO_BE = (
    r"\b(?:ingin|mau|akan|berencana|rencananya|berniat|berharap|semoga|bercita-cita|harus|sebaiknya|besok"
    r"|(?:tahun|bulan|minggu)\s+depan)\b"
)
# Korean, whose tokens are syllables: want ("서울에 살고 싶어요": "싶"), a plan ("계획", "예정"), next year, the
# future's "거예요" after its verb ("이사할 거예요"), a duty ("살아야 해요": "야" before "해", "돼", "하").
_KO_TO_BE = r"싶|계획|예정|내년|다음\s*달|\s(?:거예요|거에요|겁니다|거야)|야\s*(?:해|돼|하|겠)"
_TO_BE = re.compile(
    rf"{_FUTURE_CLAUSE.pattern}|\b(?:{_DUTY}|{_WANT}|{_MAY_TO}|{_UNREACHED})\b|{_WISH.pattern}|{_INDIC_TO_BE}"
    rf"|{_ZH_TO_BE}|{_JA_TO_BE}|{_AR_TO_BE}|{_RU_TO_BE}|{_TR_TO_BE}|{_ID_TO_BE}|{_KO_TO_BE}"
)
# What ought to be, a view of its own: a quote that says it keeps the person's view without the hedge before it ("we
# should move to Kubernetes" out of "I think we should move to Kubernetes", ``quotes._cut_frame``).
_OUGHT = re.compile(rf"\b(?:{_DUTY})\b")
# The words of a claim that say a plan, a need, a goal, a trying or a decision of its own ("The team plans to
# migrate", "decided to migrate", "the user needs the figures a week before", "El equipo quiere migrar", "El sueño del
# usuario es vivir en Japón", "El usuario intenta ser vegano"): its clause is not said to be so now.
_INTENT_CLAUSE = re.compile(
    r"\b(?:plans?|planned|planning|intends?|intended|aims?|aiming|expects?|wants?|wanted|wanting|wishes|needs?|needed"
    r"|hopes?|hoping|prefers?|aspires?|aspired|aspiring|goals?|dreams?\s+(?:of|(?:was|is|were)\s+to)|next\s+(?:move|step)s?"
    r"|suenos?|objetivos?|reves?|objectifs?|traum|ziele?|sogno|obiettivo|sonho|tries|intenta|intentan|trata\s+de"
    r"|tenta|essaie|versucht|cerca\s+di"
    r"|decided|decides|chose|chooses"
    r"|agreed|scheduled|planea|planean|pretende|quiere|quieren|decidio|decidieron|prevoit|envisage|veut"
    r"|plant|will|prevede|vuole|intende"
    # Turkish: his or her dream, goal ("Kullanıcının hayali doktor olmak"; the person's own are ``_TR_TO_BE``)
    r"|hayali|amaci|hedefi"
    # Dutch, Swedish, Norwegian, Danish, Czech, Hungarian, Finnish, Greek ("De gebruiker wil dokter worden", "… zal
    # naar Utrecht verhuizen", "Användaren vill bli läkare", "Brukeren vil bli lege", "Uživatel chce být lékařem", "A
    # felhasználó orvos akar lenni", "Käyttäjä haluaa lääkäriksi", "Ο χρήστης θέλει να γίνει γιατρός")
    r"|wil|hoopt|probeert|zal|zullen|vill|hoppas|planerar|forsoker|ska|vil|haper|haber|planlegger|skal|chce|planuje"
    r"|bude|akar|szeretne|tervez"
    r"|haluaa|toivoo|aikoo|suunnittelee"
    # Spanish, Portuguese, Italian, French, Polish, Indonesian: a past want, a dream, a hope, an intent of theirs ("El
    # usuario quería ser médico", "O usuário sonha em ser piloto", "L'utente voleva fare il medico", "Pengguna ingin
    # tinggal di Surabaya")
    r"|queria|queriam|querian|voleva|volevano|voulait|voudrait|sonha|suena|sogna|reve|spera|espere|planeja"
    r"|chciał|chciała|chciałby|chciałaby|ingin|mau|akan|berencana|berharap)\b"
    rf"|(?<!\w)(?:{'|'.join(_folded('θέλει σκοπεύει σχεδιάζει'))})(?!\w)"
)
# A future that carries on what is ("We will keep using Postgres", "Seguiremos usando Postgres", "Wir werden
# Postgres weiterhin nutzen"), a memory kept as ``kept_memory`` says it ("That's a memory I'll never forget"): said of
# now as well.
_GOES_ON_CLAUSE = re.compile(
    r"\b(?:keep|continue|still|stay|remain|seguir\w*|segui\w*|continua\w*|sigue\w*|weiter\w*|continue\w*"
    r"|toujours|ancora|rimarr\w*|restera\w*|always\s+remember(?=\W*$))\b"
)
# An accented ending only the future has, as written ("migrará", "migrarán", "migrarão", "migrerà", "farò"):
# the fold makes "migrará" the subjunctive's "migrara".
_FUTURE_WRITTEN = re.compile(r"\b\w{2,}(?:rá|rán|rão|rà|rò)(?!\w)", re.IGNORECASE)
_NOT_FUTURE_WRITTEN = _wordset("pero perche")
# Arabic: the future's "سأ" joined to a verb of the first person ("سأنتقل إلى برلين", "وسأصبح طبيبا"), as
# written: on the fold it is the "سا" of "سافرت" (I travelled).
_AR_FUTURE_WRITTEN = re.compile(r"(?<!\w)[وف]?سأ\w{2,}")
# The French future as written in lower case, third person singular, first singular and third plural ("utilisera",
# "vivra", "prendrai", "finiront"): no French present ends so; not a noun in "-éra" ("opéra", "caméra") or one of
# ``_NOT_FRENCH_FUTURE``. Read only in a text that is French (``_french``): Spanish, Portuguese and Italian presents
# end so ("genera", "lavora", "entra").
_FRENCH_FUTURE = re.compile(r"(?<![\w'’])[a-zàâçèéêëîïôûùüÿœ]{2,}[a-zàâçêëîïôûùüÿœ]r(?:a|ai|ont)(?![\w'’])")
_NOT_FRENCH_FUTURE = _wordset(
    "extra extras mantra cobra tantra sutra ultra hydra tiara sierra tundra chakra agora zebra para vrai minerai front "
    "affront"
)
# ... and after a French subject pronoun, whatever the vote ("Migration vers Postgres: on utilisera Postgres" holds no
# French function word), a clitic or a "ne" between: "on … -ra", "je … -rai", "ils / elles … -ront" (no French
# present ends so after them; "nous livrons", "vous entrez" are presents). Not the Finnish "on" (is, has) after the
# one who has it ("Minulla on koira", "Käyttäjällä on koira": I have, the user has a dog).
_FR_CLITICS = r"\s*(?:(?:ne|le|la|les|y|en)\s+|[nl]['’])*"
_FRENCH_FUTURE_AFTER = re.compile(
    rf"(?<![\w'’])(?:(?<!ll[aä]\s)on{_FR_CLITICS}(?P<on>[a-zàâçèéêëîïôûùüÿœ]{{2,}}ra)|(?:je\s+|j['’]){_FR_CLITICS}"
    rf"(?P<je>[a-zàâçèéêëîïôûùüÿœ]{{2,}}rai)|(?:ils|elles){_FR_CLITICS}(?P<ils>[a-zàâçèéêëîïôûùüÿœ]{{2,}}ront))"
    r"(?![\w'’])"
)
# The Italian future written without its accent, as an ASCII keyboard types it ("usera", "usero", "sara", "fara"),
# read only in a text Italian votes for and Spanish and Portuguese do not (``_italian``): a regular "-erà", "-erò"
# (not a word that ends so and is none: ``_NOT_ITALIAN_FUTURE``) or an irregular one.
_ITALIAN_FUTURE_BARE = re.compile(
    r"\b(?:\w{2,}er[oa]|(?:sar|far|avr|potr|dovr|andr|vorr|verr|vedr|sapr|vivr|dir|star|dar)[oa])\b"
)
_NOT_ITALIAN_FUTURE = _wordset(
    """opera genera spera supera considera tollera libera modera accelera dispera esagera venera altera impera
    bandiera carriera primavera intera leggera fiera miniera galera frontiera maniera atmosfera sfera schiera
    preghiera lettera camera cameriera tessera numero intero pensiero mistero davvero leggero sincero straniero
    impero spero opero genero libero supero considero severo altero cavaliere faro dara"""
)
# What tells French from Italian, Spanish and Portuguese in a text their function words tie on: an "è" inside a
# word ("frère", "système") or a letter only French writes; against Italian alone, an "é" inside a word
# ("équipe": Italian writes "é" only at a word's end, "perché").
_FRENCH_MARK = re.compile(r"è\w|[œîûë]", re.IGNORECASE)
_NOT_ITALIAN_MARK = re.compile(r"é\w", re.IGNORECASE)


def _french(written: str) -> bool:
    """``written`` is read as French for its futures: French is among the languages its function words vote for
    (``pasts.languages``) and no other Romance language is, or a mark only French writes tells it from them."""
    langs = set(languages(written))
    if "fr" not in langs:
        return False
    others = langs & {"es", "pt", "it"}
    return (
        not others
        or bool(_FRENCH_MARK.search(written))
        or (others == {"it"} and bool(_NOT_ITALIAN_MARK.search(written)))
    )


def _italian(written: str) -> bool:
    """``written`` is read as Italian for its futures typed without accents (``_ITALIAN_FUTURE_BARE``): Italian is
    among the languages its function words vote for, and Spanish and Portuguese are not (all five: none holds)."""
    langs = set(languages(written))
    return "it" in langs and not langs & {"es", "pt"}


# "and" before a future (its subject between or none): where a clause of what is to come starts inside a clause
# that began in the present ("We use Postgres and will add replicas next month", "… y vamos a añadir réplicas", "…
# et nous allons ajouter", "… and should add replicas").
_AND_FUTURE = re.compile(
    r"\b(?:and|y|e|et|und)\s+(?=(?:(?:we|i|they|he|she|it|you|nous|on|wir|ich)\s+)?(?:will|shall|\w+'ll|gonna"
    r"|(?:am|is|are|\w+'re|\w+'m)\s+going\s+to|vamos\s+a|van\s+a|va\s+a|vou|vamos|allons|vais|werden|werde"
    rf"|{_DUTY}|{_WANT}|(?:(?:am|is|are)\s+)?(?:{_MAY_TO}))\b)"
    # ... and in Russian, Arabic and Turkish ("Я работаю программистом и хочу стать тимлидом", "أعمل مهندسا وأريد أن
    # أصبح مديرا": "و" joined to the want, "İstanbul'da çalışıyorum ve doktor olmak istiyorum": the want ends it)
    rf"|\b(?:{'|'.join(_folded('и а но'))})\s+(?=(?:(?:{'|'.join(_folded('я мы'))})\s+)?{_RU_TO_BE})"
    rf"|(?<=\s)(?=[وف])(?={_AR_TO_BE})|\bve\s+(?=[^,.;!?]*{_TR_TO_BE})"
)


# What goes on with a claim's plan or want after a comma: a clause that opens (past "and", "or") with a bare verb — not
# a subject, an article, a form of "be" or "have", a verb in "-s" or "-ed" ("…, uses Redis" says what is).
_LIST_GOES_ON = re.compile(
    r"^\W*(?:(?:and|or)\s+)?(?!(?:and|or|i|we|you|he|she|it|they|the|a|an|this|that|these|those|my|his|her|their|our|its"
    r"|is|are|was|were|be|been|has|have|had|does|did|who|which)\b)[a-z]+(?<!s)(?<!ed)\b"
)
# A reason or a manner said of a want, a duty or what is allowed ("They understand why I want to volunteer", "… how we
# need to grow"): where what is to be starts inside a clause that began as so. Not a relative without its pronoun
# ("Postgres is the database we want to use": the want is Postgres's).
_WHY_WANT = re.compile(
    rf"\b(?=(?:why|how|because|since)\s+(?:i|we|they|he|she|you)\s+(?:\w+\s+)?(?:{_DUTY}|{_WANT}|{_MAY_TO})\b)"
)
# ... and a want or a plan in a relative clause that closes its clause, after the noun it tells of ("I'm proud of
# researching visa requirements for countries I want to visit", "I bought a map of the islands we plan to visit", "a
# book about places I'd like to see"): the want is the countries', the islands' — the noun it tells of is what is
# wanted ("a house we hope to buy" is no house had) —, what comes before them is so. Not after
# a being ("Postgres is the database we want to use": the want names the thing, ``_copular``), nor when the relative
# goes on past its verb (``_RELATIVE_WANT``'s end: "… countries I want to visit, and …" is cut there anyway).
_RELATIVE_WANT = re.compile(
    r"(?<=[a-z])\s+(?=(?:that\s+|which\s+)?(?:i|we|you|they)\s+(?:really\s+|still\s+|also\s+)?"
    r"(?:want|plan|hope|wish|'d\s+like|would\s+like|(?:am|are|'m|'re)\s+(?:planning|hoping))\s+to\s+\w+"
    r"(?:\s+(?:in|to|at|with|on|for|from))?\s*$)"
)
_COPULAR = re.compile(r"\b(?:is|are|was|were|'s|'re|be|been|es|son|est|sont|ist|sind|e)\s+(?:[\w']+\s+){0,3}?$")
_HEAD_NOUN = re.compile(r"(?:\b(?:the|a|an|some|any|my|our|these|those|this|that)\s+)?\b[\w'-]+$")
_NOT_NOUN = _wordset("i we you they he she it think know knew thought said say says feel guess believe sure hope")


def _relative_want(clause: str) -> list[str]:
    """``clause`` cut before a want of a relative clause that closes it (``_RELATIVE_WANT``), after a noun that no
    being names (``_COPULAR``)."""
    m = _RELATIVE_WANT.search(clause)
    if m is None:
        return [clause]
    before = clause[: m.start()]
    words = before.split()
    if not words or words[-1] in _NOT_NOUN or _COPULAR.search(before + " "):
        return [clause]
    head = _HEAD_NOUN.search(before)  # the noun it tells of is what is wanted: "a house we hope to buy"
    at = head.start() if head else m.start()
    return [clause[:at], clause[at:]]


# A doing the person only spoke, read, heard, dreamed or thought of: "about" or "of" and a verb's -ing after a word of
# talk, a telling or a medium (three words at most between, no "and") or right after one of a thought ("We talked
# about moving to Oslo", "I talked with my brother about opening a bakery", "what my coach told me about quitting", "I
# read an article about quitting sugar", "I had a dream about winning the lottery", "a documentary about climbing
# Everest", "I thought about moving"): what follows is said, not done — read as what is to be, from the "about" on
# (``_future``). Not a feeling about a thing done ("I'm proud of finishing the marathon", "happy about getting the
# job"), nor a noun in -ing ("talked about the wedding", "about nothing").
_SPOKEN_OF = re.compile(
    r"\b(?:(?:talk|talks|talked|talking|spoke|speak|speaks|speaking|chat|chats|chatted|chatting|joke|joked|joking"
    r"|told|tells|tell|telling|asked|asks|ask|asking|heard|hear|hears|hearing|read|reads|reading|article|articles|book"
    r"|books|post|posts|blog|podcast|podcasts|documentary|documentaries|video|videos|film|films|movie|movies|show|shows"
    r"|story|stories|news|lecture|course|class)(?:\s+(?!(?:and|or|but|y|et|und)\b)[\w']+){0,3}?"  # "told me about"
    r"|dream|dreams|dreamed|dreamt|dreaming|thought|think|thinks|idea|fantasy|fantasized|fantasize)\s+"
    r"(?=(?:about|of)\s+(?!(?:nothing|something|anything|everything|thing|things|spring|king|ring|morning|evening"
    r"|wedding|weddings|meeting|meetings|building|buildings|ceiling|during|beijing|sterling|darling|pudding)\b)"
    r"[a-z]{2,}ing\b)"
)


def _spoken_apart(clause: str) -> list[tuple[str, bool]]:
    """``clause`` cut before each doing it only speaks of (``_SPOKEN_OF``), each part with whether it is one."""
    cuts = [m.end() for m in _SPOKEN_OF.finditer(clause)]
    bounds = [0, *cuts, len(clause)]
    return [(clause[a:b], i > 0) for i, (a, b) in enumerate(itertools.pairwise(bounds)) if clause[a:b].strip()]


# German "werden" with an infinitive is the future ("Das Team wird GitLab nutzen", "Ich werde Vater"), with a
# participle the present's passive ("GitLab wird vom Team genutzt", "Die Daten werden verschlüsselt").
_WERDEN = _wordset("werde wirst wird werden werdet")
# A German participle on the fold: "ge-" or a prefix before "-t" ("genutzt", "verwendet", "eingesetzt",
# "repariert"), "ge-" before "-en" ("geschrieben", "abgeschlossen": not an infinitive that starts so, "gehen",
# "abgeben"), or a strong participle after an inseparable prefix (``_DE_PARTICIPLES``).
_DE_PARTICIPLE = re.compile(
    r"(?:(?:an|ab|auf|aus|bei|ein|fest|her|hin|los|mit|nach|um|vor|weg|zu|zuruck|durch|uber|unter)?ge\w+t"
    r"|(?:be|ver|er|ent|zer|emp|miss|uber|unter|hinter|wider)\w+t|\w+iert"
    r"|(?:an|ab|auf|aus|bei|ein|fest|her|hin|los|mit|nach|um|vor|weg|zu|zuruck|durch)?ge\w{3,}en)"
)
_DE_INFINITIVES = _wordset(
    "gehen geben gewinnen geniessen gehoren gelten geschehen gestehen gewohnen gebrauchen gestalten genehmigen "
    "gewahren gelingen gefallen gedenken gewinnen geraten"
)
_DE_PARTICIPLES = _wordset(
    "verboten beschrieben entschieden verstanden empfohlen betrieben vertrieben verschoben bezogen erzogen "
    "vollzogen verglichen entworfen verworfen beworben erworben begonnen besprochen versprochen entsprochen "
    "betroffen verbunden empfunden erfunden verschwunden unterschrieben ubernommen unternommen vernommen "
    "benommen entnommen begriffen ergriffen beschlossen verschlossen erschlossen entschlossen bewiesen verwiesen "
    "erwiesen entlassen zerbrochen unterbrochen gebrochen"
)


# What may stand before a request in a clause of its own ("Okay, migrate billing to Postgres", "Great, move the
# server …"): ``_future`` still reads the next clause as the sentence's opening.
_INTERJECTION = _wordset("ok okay alright sure right well great cool fine hey hi thanks")


def _werden_future(toks: Sequence[str]) -> bool:
    """A German clause says the future (or a becoming) with "werden": the verb that goes with it — the clause's
    last word, or the one before "werden" when it closes the clause ("…, weil wir GitLab nutzen werden") — is no
    participle (``_DE_PARTICIPLE``)."""
    for i, tok in enumerate(toks):
        if tok not in _WERDEN:
            continue
        verb = toks[-1] if i < len(toks) - 1 else (toks[i - 1] if i else "")
        participle = verb in _DE_PARTICIPLES or (
            _DE_PARTICIPLE.fullmatch(verb) is not None and verb not in _DE_INFINITIVES
        )
        if not participle:
            return True
    return False


def _told(toks: Sequence[str]) -> bool:
    """A clause's words tell a simple past (``_simple_past``)."""
    return any(_simple_past(toks, i) for i in range(len(toks)))


@lru_cache(maxsize=1 << 14)
def _future(
    folded: str, *, loose: bool = False, written: str = "", requested: Callable[..., bool] | None = None
) -> tuple[tuple[str, bool], ...]:
    """Each word of a folded text, in order (the words ``_tense`` reads), with whether it is said of what is to
    come: a clause that holds a word of ``_FUTURE_CLAUSE`` ("going to", "will", "next month", "vamos a migrar",
    "nous allons migrer", "wir werden", "stiamo per"), a duty or a wish (``_TO_BE``: "we should", "deberíamos",
    "I wish we used", "vorrei che") or a future as written (``written``, the text as written:
    ``_FUTURE_WRITTEN``, "migrará"; French ``_FRENCH_FUTURE`` and ``_FRENCH_FUTURE_AFTER``, Italian without its
    accent ``_ITALIAN_FUTURE_BARE``), cut as ``_tense`` cuts it (``_sentences``), and the next clause of its
    sentence from a clause that says nothing else ("Next month, we migrate to Postgres"), a want told as a reason
    from its "why" on (``_WHY_WANT``); not a clause that carries
    on what is (``_GOES_ON_CLAUSE``: "We will keep using Postgres"). With ``loose`` (how a
    claim is read) a plan or decision of its own marks its clause too (``_INTENT_CLAUSE``: "The team plans to
    migrate"), and the clauses of a list that go on from it (``_LIST_GOES_ON``). With ``requested``
    (``imperatives.requested``, passed in: that module reads this one) the clause that opens a sentence, or a part of
    one a ";" sets off (``_SENTENCE_PART``), as a command asking something done is what is to be ("Move the build
    server to the basement", "Okay, please migrate billing to Postgres", "Billing runs on MySQL; migrate it to
    Postgres"), in a sentence that tells no past ("Put in a ton of late nights but finally got it done": a subject left
    out); and a later clause marked a request ("…, so please move it to Postgres", "…, y mígrala a Postgres") that
    tells no past of its own. Kept, as a tuple (a cached answer no caller can change): the readings of plans ask it
    of the same claim and quotes again, and the composed-text re-scan of the claim once more."""
    written_future = {
        f for m in _FUTURE_WRITTEN.finditer(written) if (f := _fold_word(m.group(0))) not in _NOT_FUTURE_WRITTEN
    }
    written_future |= {_fold_word(m.group(0)) for m in _AR_FUTURE_WRITTEN.finditer(written)}
    if written and _french(written):
        written_future |= {
            f for m in _FRENCH_FUTURE.finditer(written) if (f := _fold_word(m.group(0))) not in _NOT_FRENCH_FUTURE
        }
    if written:
        written_future |= {
            _fold_word(m.group("on") or m.group("je") or m.group("ils"))
            for m in _FRENCH_FUTURE_AFTER.finditer(written.lower())
        }
    if written and _italian(written):
        written_future |= {
            f for m in _ITALIAN_FUTURE_BARE.finditer(fold(written)) if (f := m.group(0)) not in _NOT_ITALIAN_FUTURE
        }
    out: list[tuple[str, bool]] = []
    # a sentence, or a part of one a ";" sets off: a request opens it ("Billing runs on MySQL; migrate it to Postgres")
    for part in _SENTENCE_PART.findall(kept_memory(folded)):
        # the clauses a dash sets off ("Billing runs on MySQL — migrate it to Postgres")
        dashed = {_CLAUSE_START.split(part[m.end() :], maxsplit=1)[0] for m in _DASH.finditer(part)}
        for clauses in _sentences(part):
            out += _future_clauses(clauses, dashed, loose, written_future, requested)
    return tuple(out)


# A dash that sets a clause off ("Billing runs on MySQL - move it to Postgres"), and the "then" a clause may open with.
_DASH = re.compile(r"\s[-–—]\s")
_THEN = re.compile(r"^\W*(?:and\s+)?then\b")


def _future_clauses(
    clauses: Sequence[str],
    dashed: set[str],
    loose: bool,
    written_future: set[str],
    requested: Callable[..., bool] | None,
) -> list[tuple[str, bool]]:
    """``_future`` of one sentence's clauses (``dashed``: the ones a dash sets off)."""
    out: list[tuple[str, bool]] = []
    carried = listing = False
    told = _tokens(" ".join(clauses))  # a request opens its sentence, which tells no past ("Put in late nights …")
    opening = requested is not None and not _told(told)
    before: Sequence[str] = ()  # the words of the clause before
    for whole, clause, spoken in (
        (w, piece, of)
        for w in clauses
        for part in _AND_FUTURE.split(w)
        for why in _WHY_WANT.split(part)
        for cut in _relative_want(why)
        for piece, of in _spoken_apart(cut)
    ):
        toks = _tokens(clause)
        if not toks:
            continue
        marker = spoken or _TO_BE.search(clause) or (loose and _INTENT_CLAUSE.search(clause))
        # a claim's list goes on with what it plans or wants ("The user's goal is to get stronger, improve her
        # endurance, and …"): a clause that opens with a bare verb, no subject of its own (``_LIST_GOES_ON``)
        listed = listing and _LIST_GOES_ON.match(clause) is not None
        future = carried or listed or bool(marker) or any(t in written_future for t in toks) or _werden_future(toks)
        if requested is not None and not future:
            # the opening clause as a command; a later one only as a command marked a request ("…, so please move
            # it to Postgres", "…, y mígrala a Postgres"): a bare verb there goes on with the subject before ("We
            # roast marshmallows, tell stories …"), and it tells no past of its own
            # ... or a command after "then" or a dash that follows a statement of no one's doing ("Billing runs
            # on MySQL, then move it to Postgres"; not "We build the image, then push it to ECR")
            sequel = (
                (_THEN.match(clause) is not None or (whole in dashed and whole.startswith(clause)))
                and bool(before)
                and not any(t in _DOER for t in before)
            )
            future = requested(clause) if opening else requested(clause, later=True, sequel=sequel) and not _told(toks)
        future = future and not _GOES_ON_CLAUSE.search(clause)  # "Keep the backups on the slow disk" holds
        out += [(t, future) for t in toks]
        rest = _tokens(_TO_BE.sub(" ", clause))
        carried = bool(marker) and all(t in _STOP for t in rest)
        listing = loose and (bool(marker) or listed)
        opening = opening and all(t in _STOP or t in _INTERJECTION for t in toks)  # "Okay, move the server …"
        before = toks
    return out


# Text addressed to AI readers: the shape of an instruction planted in a document or web page.
_AI_ADDRESSED: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        r"\b(?:note|message|instructions?|attention|notice|reminder|memo|p\.?\s?s)\.?\s+(?:to|for)\s+"
        r"(?:(?:any|all|the)\s+)?"
        r"(?:ai|llms?|agents?|assistants?|language\s+models?|bots?|models?|claude|gpt|chatgpt)\b",
        r"\bif\s+you(?:'re|\s+are)\s+(?:an?\s+)?(?:ai|llm|language\s+model|assistant|agent|bot|claude|chatgpt"
        r"|gpt)\b",
        r"\b(?:ai|llm)s?(?:\s+(?:agents?|assistants?|models?|systems?))?\s+(?:reading|processing|parsing|summari[sz]ing"
        r"|seeing)\s+(?:this|these)\b",
        r"\b(?:dear|hey|hi|attention)\s+(?:ai|llm|assistant|agent|claude|chatgpt|gpt)\b",
        # Spanish, Portuguese, French, German, Chinese, Japanese: "nota para el asistente", "note à l'IA" …
        r"\b(?:nota|mensaje|aviso|instrucciones|mensagem|recado|note|avis|hinweis|nachricht)\s+"
        r"(?:para|a|al|ao|aos|pour|an|fur)\s+(?:(?:el|la|los|las|o|os|a|as|l'|le|les|den|die|das|alle)\s*)?"
        r"(?:ia|ai|asistentes?|assistentes?|assistants?|agentes?|ki|bots?|modelos?|modeles?|llms?)\b",
        r"(?:给|致)(?:ai|助手|智能体|模型)|(?:助手|智能体)(?:请)?注意|(?:ai|アシスタント|エージェント)への(?:指示|メモ|注意)",
        # Whoever reads the text, told what to do when they read it: a memory's reader is the agent ("When you read
        # this, …", "Cuando leas esto …", "Wenn du das liest …", "이 메모를 읽으면 …"). "When you read this book"
        # names a book: "this" must end its phrase or name the note itself.
        r"\b(?:when|whenever|once|as\s+soon\s+as|after)\s+you\s+(?:read|load|recall|retrieve)\s+"
        r"(?:this\s*[,:;.!\u2013\u2014-]|this\s+(?:memory|note|message|entry)\b)",
        r"\b(?:cuando\s+leas\s+esto|al\s+leer\s+esta\s+(?:memoria|nota))\b"
        r"|\b(?:quand|lorsque|des\s+que)\s+(?:tu|vous)\s+(?:lis|liras|lisez|lirez)\s+(?:ceci|cette\s+note)\b"
        r"|\b(?:wenn|sobald|falls)\s+(?:du|sie)\s+(?:das|dies|diese\s+notiz)\s+(?:liest|lesen)\b"
        r"|\b(?:quando|appena)\s+(?:leggi|leggerai)\s+(?:questo|questa\s+nota)\b"
        r"|\bquando\s+(?:voce\s+)?(?:ler|leres)\s+(?:isto|isso|esta\s+nota)\b"
        r"|\b(?:gdy|kiedy)\s+to\s+(?:przeczytasz|czytasz)\b|\bbunu\s+(?:okudugunda|okuyunca)\b"
        rf"|{fold('когда')}\s+(?:{fold('ты')}\s+)?(?:{fold('прочитаешь|прочтешь')})\s+{fold('это')}\b"
        r"|(?<!\w)(?:이\s*(?:메모|글|기억|메시지)(?:를|을)|이것을|이걸)\s*읽으면"
        rf"|{fold('(?:これ|このメモ)を読んだら')}|(?:读到|看到)(?:这条|此)(?:记忆|消息|笔记)?(?:时|后|的时候)",
    )
)
_INJECTION_LABELS = ("role marker", "prompt", "override", "persona", "cover story", "favour")

_STOP = _wordset(
    """a an the and or but if of to in on at by for with from as is are was were be been being has have
    had do does did it its this that these those there here than then so not no yes also just very
    can could would should will shall may might must i we you he she they me him us our my your their his her
    them what which who whom when where why how all any each every some more most other such only own same
    too into over under about after before again per via
    user users person human assistant decided decides chose prefers preferred wants wanted likes said
    el la los las lo un una unos unas de del al y o que en con para por es son fue era ser se su sus
    le les mi tu nos usuario usuaria usuarios persona asistente decidio prefiere quiere
    der die das den dem des ein eine einen einem einer eines ich wir sie er ihr ihm ihn ihre ihren ihrem
    sein seine seinen seinem seiner unser unsere ist sind bin war waren wird werden wurde wurden hat
    haben habe hatte und oder auch bei mit von aus auf fur zum zur nach seit als dass
    nutzer nutzerin nutzers benutzer benutzerin anwender anwenderin mensch
    une du au aux il elle ils elles je vous lui leur leurs sa ses est sont suis etait etaient sera ont
    avait et ou mais pour avec dans sur chez qui utilisateur utilisatrice utilisateurs personne
    os as um uns umas da dos em na nas ao aos pelo pela ele ela eles elas eu voce seu sua seus suas
    sao foi eram esta estao estava tem sou com utilizador utilizadora pessoa
    gli uno della dello dei degli delle alla nel nella io noi lei loro suo suoi sono erano essere
    ha hanno stato stata di da tra fra che anche utente utenti
    adalah"""
) | frozenset(
    _folded(
        """пользователь пользователя пользователю пользователем пользователе пользовательница пользовательницы
        юзер юзера человек меня мне мной нас нам нами его её ему ими них мой моя моё мои моего моей моих наш
        наша наше наши нашего нашей наших они она оно был была было были есть быть это эта этот эти что как
        так для при или тоже также уже"""
    )
    # Arabic: the user (a memory's third person), the team, and the prepositions of three letters or more
    + _folded("المستخدم المستخدمة الفريق على إلى الى عن منذ هذا هذه الذي التي")
    # Greek "is" ("Ο χρήστης είναι γιατρός")
    + _folded("είναι")
    # Hindi, Bengali, Tamil: the user, I and we, the copula, the commonest postpositions and "and"
    + _folded(
        "उपयोगकर्ता उपयोगकर्ताओं यूज़र मैं हम में है हैं हूँ था थी थे का की के को से पर और भी यह वह "
        "ব্যবহারকারী আমি আমরা এবং ও பயனர் நான் நாங்கள் மற்றும்"
    )
)
"""Words that carry no claim of their own, in the languages the gate reads (English, Spanish, German,
French, Portuguese, Italian, Russian, some Arabic, Hindi, Bengali and Tamil): articles, pronouns, the copulas and
auxiliaries, the commonest prepositions and conjunctions, and the words a third-person memory frames the person with
("the user", "der Nutzer", "l'utilisateur", "o usuário", "l'utente", "пользователь"). The fold drops accents ("fur",
"etait", "sao"). The gate does not guess a text's language: a word that is a function word in one of
them ("die", "war", "son") is one in all."""

# A French or Italian elided article, pronoun or preposition on the word it is written onto
# ("l'utilisateur", "d'Airbus", "j'habite", "qu'il", "dell'utente").
_ELIDED = re.compile(
    r"^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|un|dell|dall|nell|sull|all|coll|quell|quest)'(?=[^\W\d_])", re.I
)


@lru_cache(maxsize=1 << 16)
def _bare(word: str) -> str:
    """A word as the content-word measures read it: without an English possessive ("user's") or an
    elided word before it ("l'utilisateur" is "utilisateur")."""
    return _ELIDED.sub("", word.removesuffix("'s"))


_UNIT_SKIP = _wordset("new more extra additional other total overall altogether nuevos nuevas mas otros otras")
# A letter, digit or "_" of a script written with spaces: a word ends where Chinese or Japanese text
# starts, so "Python" and "34" are words of their own in "用户用Python写后端", "用户今年34岁" (whose
# characters are read one by one: ``carried.coverage``). The one definition the gate's words and
# names are cut with (``_WORD`` here, ``base._TOKEN``), both of which also hold a combining mark inside a word of
# any script (``_MARKS``, a vowel sign of Devanagari, Bengali, Tamil …: "दिल्ली" is one word, not "द" and "लल"; kept
# out of this class, which would then need an alternation read at every letter).
_WORD_CHAR = rf"[^\W{CJK_CHARS}]"
_WORD = re.compile(rf"[^\W\d_{CJK_CHARS}](?:{_WORD_CHAR}|['{_MARKS}-])*")
# Someone of the person's: a possessive of the first person before a noun ("my wife", "mi hermano", "ma femme",
# "mein Bruder", "mio fratello", "minha esposa", "mój brat", "моя сестра"), its article ("il mio", "o meu") before it.
_MY = _wordset(
    "my mi mis mon ma mes mein meine meinem meinen meiner mio mia miei mie meu minha meus minhas moj moja moje"
)
_MY |= frozenset(_folded("мой моя моё мои моего моей моему моим моих"))
_MY |= frozenset(_folded("मेरा मेरी मेरे आमार என்"))  # Hindi, Bengali, Tamil
_MY |= _wordset("mijn m'n mitt mina muj moji")  # Dutch, Swedish, Czech
# ... and Swedish, Norwegian and Danish "min" ("min bror", "min kone"), read only before one of the person's people
# (``base._KIN``): "10 min" is minutes.
_MY_BEFORE_KIN = _wordset("min")


def _content_words(folded: str) -> list[str]:
    words = (_bare(w) for w in _WORD.findall(folded))
    return [w for w in words if len(w) >= 3 and w not in _STOP]


def _stem_match(a: str, b: str, *, prefix: int, common: int) -> bool:
    """Same word up to inflection: equal, one a prefix (of ``prefix``+ chars) of the other, or sharing
    their first ``common`` characters."""
    if a == b:
        return True
    short, long_ = sorted((a, b), key=len)
    if len(short) >= prefix and long_.startswith(short):
        return True
    shared = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        shared += 1
    return shared >= common


# Russian endings of verbs (present and past), adjectives and nouns, as the fold reads them, longest first:
# "живу" and "живёт" are both "жив", "храню" and "хранит" "хран" (a word with no Cyrillic letter is not read
# for them). A fixed list, not a stemmer: one ending off, three letters kept.
_RU_ENDINGS = sorted(
    {
        fold(e)
        for e in _seq(
            """ешь ете ишь ите ют ут ят ат ет ит ем им ю у ла ло ли л ами ями ах ях ом ой ей ую юю ая яя ое ее
            ые ие ый ий ого его ому ему ых их ым а я о е ы и ь"""
        )
    },
    key=len,
    reverse=True,
)


def _stem(word: str) -> str:
    """The word without one regular English ending ("runs" → "run", "failing" → "fail", "stopped" →
    "stop", "failures" → "fail"), or a Russian one when it has a Cyrillic letter (``_RU_ENDINGS``), kept
    at three letters or more."""
    if _CYRILLIC.search(word):
        return next((word[: -len(e)] for e in _RU_ENDINGS if word.endswith(e) and len(word) - len(e) >= 3), word)
    for suffix in ("ures", "ure", "ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            base = word[: -len(suffix)]
            return base[:-1] if len(base) > 3 and base[-1] == base[-2] else base
    return word


# Words people say for one another, read as one word (folded, each group as its stems: ``_stem``): "eldest" is
# "oldest" and "elder" "older" ("the eldest of three"); "basic" is "a little" of a skill ("knows basic Japanese"
# behind "I know a little Japanese": ``rank.raised`` still reads a top raised from it).
_ONE_WORD: dict[str, frozenset[str]] = {
    w: group
    for group in (frozenset(g.split()) for g in ("oldest eldest", "older elder", "little basic"))
    for w in group
}
# The person's place of work, however they say it ("in my job", "at my job", "on the job", "at work", "at my work"):
# the content words read it as "at work" (``base._claim_words``). Only the place: a job is no work elsewhere
# ("after losing her job" is not "your hard work").
_AT_WORK = re.compile(r"\b(?:in|at|on)\s+(?:(?:my|our|his|her|their|the)\s+)?(?:job|work)\b")


def _at_work(folded: str) -> str:
    """A folded text with each way of saying the person's place of work said as "at work" (``_AT_WORK``)."""
    return _AT_WORK.sub("at work", folded) if "job" in folded else folded


def _alike(word: str) -> frozenset[str]:
    """The words read as one with ``word`` (``_ONE_WORD``, by its stem), itself among them."""
    return _ONE_WORD.get(_stem(word), frozenset({word}))


# The vowel signs that end a word of a script of India or Southeast Asia: Hindi inflects by them ("रहता", "रहती",
# "रहते": lives, said of a man, a woman, many or with respect), so a word is read without them (two letters at least
# left: "का", "की", "के" stay three words).
_LAST_SIGNS = re.compile(f"(?<=[^{_MARKS}][^{_MARKS}])[{_MARKS}]+$")


# A Spanish verb's first person of the preterite keeps its sound by its spelling: "empecé", "busqué", "llegué" (folded
# "empece", "busque", "llegue") are "empezar", "buscar", "llegar" ("empezó", "buscó", "llegó").
_RESPELT = (("ce", "z"), ("que", "c"), ("gue", "g"))
_ES_VERB_ENDING = re.compile(r"(?:o|a|amos|an|ar|aron|aba|aban)$")


def _respelt(a: str, b: str) -> bool:
    """``a`` is a Spanish first-person preterite respelt (``_RESPELT``) of the verb ``b`` is a form of."""
    for said, letter in _RESPELT:
        m = _ES_VERB_ENDING.search(b) if a.endswith(said) and len(a) - len(said) >= 3 else None
        if m is not None and b[: m.start()] == a[: -len(said)] + letter:
            return True
    return False


@lru_cache(maxsize=1 << 16)
def _words_match(a: str, b: str) -> bool:
    """Same word up to inflection (``_stem_match``, ``_stem``, a Brahmic word's last vowel sign: ``_LAST_SIGNS``, a
    Spanish preterite's spelling: ``_respelt``) or one people say for the other (``_ONE_WORD``): every reading of the
    gate asks it of the same pairs again, so its answers are kept (a pure function of two words)."""
    return (
        _stem_match(a, b, prefix=4, common=5)
        or _stem(a) == _stem(b)
        or _stem(b) in _ONE_WORD.get(_stem(a), ())
        or (not a.isascii() and a[-1:] != b[-1:] and _LAST_SIGNS.sub("", a) == _LAST_SIGNS.sub("", b) != a)
        or (a[-1:] == "e" and _respelt(a, b))
        or (b[-1:] == "e" and _respelt(b, a))
    )


# The present's person endings a claim restates a verb the person said of themselves by, as the fold reads them:
# what "I" or "we" say ("fumo", "fumamos"; Italian "fumiamo"; French "fumons"; German "rauche", "nutzen") and what a
# memory says of "the user" or "the team" ("fuma", "fuman", "fumam"; "fument"; "raucht", "nutzen"). A short stem
# shares too few letters for ``_stem_match`` ("fumo" and "fuma" three), so these pairs are read here, and only of
# the claim's verb after the person as its subject (``carried.coverage``): "hijo" and "hija" are two people. And the
# languages that inflect more: Finnish "-n" against a long vowel ("asun" → "asuu", "työskentelen" → "työskentelee"),
# Hungarian "-om", "-em", "-ok", "-ek" against "-ik" ("lakom" → "lakik", "dolgozom" → "dolgozik"), Czech "-u", "-im"
# against "-e", "-i" ("hraju" → "hraje", "bydlím" → "bydlí"), Polish "-ę" against "-i" ("palę" → "pali"), Greek "-ω"
# against "-ει" ("μένω" → "μένει"): without them an honest claim in these languages lost its verb and its subject
# both, and coverage refused it ("Asun Helsingissä." → "Käyttäjä asuu Helsingissä.").
_FIRST_ENDINGS = _wordset("o amos emos imos iamo mos ons e en n om em ok ek u im") | frozenset(_folded("ω"))
_THIRD_ENDINGS = _wordset("a e an en am em ano ono ent t et u ik i") | frozenset(_folded("ει"))


def _ending_off(word: str, endings: frozenset[str]) -> set[str]:
    """The stems of ``word`` (three letters or more) left by one of ``endings``."""
    return {word[: -len(e)] for e in endings if word.endswith(e) and len(word) - len(e) >= 3}


# Arabic says the person of a present verb by its first letter: "أعمل" (I work; the fold reads "أ" as "ا"), "نعمل" (we
# work) against "يعمل" (he works), "تعمل" (she works) — "المستخدم يعمل في بنك" behind "أعمل في بنك".
_AR_FIRST = frozenset(_folded("أ ن"))
_AR_THIRD = frozenset(_folded("ي ت"))


# The verbs whose first and third persons share no stem the endings leave ("tengo" → "tiene", "soy" → "es", "tenho"
# → "tem", "ho" → "ha", "habe" → "hat"; "El usuario tiene 38 años" behind "Tengo 38 años").
_IRREGULAR_THIRD = {
    "tengo": ("tiene",),
    "tenemos": ("tiene", "tienen"),
    "soy": ("es",),
    "somos": ("es", "son"),
    "estoy": ("esta",),
    "voy": ("va",),
    "tenho": ("tem",),
    "temos": ("tem", "tem"),
    "sou": ("e",),
    "estou": ("esta",),
    "ho": ("ha",),
    "abbiamo": ("ha", "hanno"),
    "sono": ("e",),
    "habe": ("hat",),
    "bin": ("ist",),
    "suis": ("est",),
    "ai": ("a",),
    "j'ai": ("a",),
}


@lru_cache(maxsize=1 << 14)
def _person_form(said: str, claimed: str) -> bool:
    """Whether ``claimed`` (a claim's verb of the person or the team) is the verb ``said`` (a word of the person's
    quote) in the third person: one stem, a first-person ending on the one and a third-person ending on the other
    ("fumo" → "fuma", "odio" → "odia", "odeio" → "odeia", "fumons" → "fume", "koche" → "kocht", "nutzen" →
    "nutzt"; ``_FIRST_ENDINGS``, ``_THIRD_ENDINGS``), or in Arabic by its first letter ("اعمل" → "يعمل":
    ``_AR_FIRST``, ``_AR_THIRD``)."""
    if said[:1] in _AR_FIRST and claimed[:1] in _AR_THIRD and len(said) >= 3:
        return said[1:] == claimed[1:]
    if claimed in _IRREGULAR_THIRD.get(said, ()):
        return True
    return not _ending_off(said, _FIRST_ENDINGS).isdisjoint(_ending_off(claimed, _THIRD_ENDINGS))


# The person a Vietnamese memory is about, "người dùng" (the user), on the fold: its "người" (person) is the one of
# "mọi người" (everyone), no speaker a claim names.
_VI_PERSON = re.compile(r"^\W*nguoi\s+dung\b")


def _overlaps(a_folded: str, b_folded: str) -> bool:
    """Do the two texts share a content word (equal, or the same stem: 'postgres'/'postgresql')?"""
    bw = _content_words(b_folded)
    return any(_words_match(a, b) for a in _content_words(a_folded) for b in bw)


def _is_negative(folded: str) -> bool:
    """Does a folded text say a "not" (or set one thing against another: ``_INSTEAD_TOKEN``)? Not one of the words
    that negate nothing (``_NO_NEGATION``: "I'm not only a doctor", "I don't just run")."""
    toks = _tokens(_NO_NEGATION.sub(" ", _said_not(_unreminded(kept_memory(folded)))))
    return _INSTEAD_TOKEN in toks or any(_negator(t) for t in toks)


# A preference cut at the word it sets its other half against ("I prefer Linux to" | "using Windows", "Prefiero Linux a"
# | "usar Windows", "Je préfère Linux à", "Preferisco Linux a", "Prefiro Linux a"): read only where a quote starts
# after it — in a whole sentence "to" and "a" say too much else ("I prefer walking to work", "Prefiero ir a Madrid").
_PREFERRED_TO = re.compile(
    r"\b(?:prefer(?:s|red)?|prefiero|prefiere|preferimos|prefiro|prefere|preferisco|preferiamo|(?:je\s+)?prefere)"
    r"\s+(?:[\w'-]+\s+){1,5}?(?:to|a)$"
)


def set_against(folded: str) -> bool:
    """A folded text ends at the word a preference sets its other half against (``_SAID_NOT``: "i'd rather use linux
    than", "lieber linux, als"; ``_PREFERRED_TO``: "i prefer linux to"): a quote that starts after it ("Windows zu
    benutzen", "using Windows") is the half the person would rather not, wherever a comma cuts the clause."""
    folded = folded.rstrip()
    toks = _tokens(_said_not(folded))
    return (bool(toks) and toks[-1] == _INSTEAD_TOKEN) or _PREFERRED_TO.search(folded) is not None


# A reminder the person opens what they say with, a "not" in it that negates the forgetting, not what follows: "Don't
# forget (that) I'm vegan", "No olvides que soy celíaca", "N'oublie pas que je suis diabétique", "Vergiss nicht,
# dass …", "Не забудь, что …", "别忘了我对青霉素过敏" say the fact. The whole clause before the quote is the frame and
# nothing else ("please", "and", "oh" aside), and it ends as a statement follows: English "that" or nothing ("Don't
# forget to use Kafka" asks for a deed, "to" is no frame); in Spanish, French, German and Russian the "que", "dass",
# "что" (their infinitive would stand in the quote: "No olvides usar Kafka"); in Chinese, the quote opens with the
# person or someone of theirs ("别忘了用Kafka" asks for a deed).
_FORGET_LEAD = rf"\W*(?:(?:oh|and|also|but|please|pls|plz|just|y|et|und|{'|'.join(_folded('и а также'))})\W+)*"
_FORGET_EN = r"(?:don't|do\s+not|dont|never)\s+forget(?:\W+(?:please|pls))?"
_FORGET_THAT = (
    r"(?:(?:no|nunca)\s+(?:te\s+)?olvides(?:\s+de)?|n'oublie(?:z)?\s+(?:pas|jamais)|vergiss\s+nicht"
    rf"|vergessen\s+sie\s+nicht|(?:{'|'.join(_folded('никогда'))}\s+)?(?:{'|'.join(_folded('не'))})\s+"
    rf"(?:{'|'.join(_folded('забудь забывай забудьте'))}))\W+(?:que|qu'|dass|{'|'.join(_folded('что'))})"
)
_FORGET_ZH = r"别忘了|别忘记|不要忘了|不要忘记|别忘"
_ZH_PERSONS = r"我|咱|他|她"
_NOT_FORGETTING = re.compile(rf"^{_FORGET_LEAD}(?:{_FORGET_EN}(?:\W+that)?|{_FORGET_THAT}|(?P<zh>{_FORGET_ZH}))\W*$")
_ZH_PERSON = re.compile(rf"^(?:{_ZH_PERSONS})")
# The same reminder opening a sentence that goes on to say its statement ("Don't forget that I'm vegan.", "Don't
# forget, my sister is allergic", "No olvides que soy vegano", "别忘了我对青霉素过敏"): read without it, its "not"
# negates nothing of the statement. In English it ends at "that" or before the person ("I", "we", "my", "our"):
# "Don't forget to book the flight" and "Don't forget the milk" ask for a deed, and keep their "not".
_REMINDER_OPENING = re.compile(
    rf"(?:^|(?<={_SENTENCE_START.pattern})){_FORGET_LEAD}(?:{_FORGET_EN}(?:\W+that\b|(?=\W+(?:i|i'm|im|we|we're|my|our)\b))|{_FORGET_THAT}"
    rf"|(?:{_FORGET_ZH})(?=\s*(?:{_ZH_PERSONS})))"
)


def _unreminded(folded: str) -> str:
    """``folded`` with each sentence's opening reminder (``_REMINDER_OPENING``) blanked: what it reminds of is said,
    its "not" negating the forgetting only ("Don't forget that I'm vegan" says the person is vegan, and does not back
    "The user is not vegan")."""
    return _REMINDER_OPENING.sub(" ", folded)


def _reminds(clause: str, quote: str) -> bool:
    """Whether ``clause`` (folded: the words before ``quote`` in its clause) is only a reminder that negates the
    forgetting ("don't forget that", "no olvides que", "别忘了" before "我…"), which says the quote
    (``_NOT_FORGETTING``)."""
    if (m := _NOT_FORGETTING.match(clause)) is None:
        return False
    return not m.group("zh") or _ZH_PERSON.match(quote.lstrip()) is not None


def _credits_person(folded: str) -> re.Match[str] | None:
    return _any(_CREDIT, folded)


# --------------------------------------------------------------------------------------------------
# Another speaker's words the person reports ("My boss decided to …", "Ana said we should …")
# --------------------------------------------------------------------------------------------------

# Russian verbs of saying, thinking or deciding, as the fold reads them ("Мой друг сказал, что …", "Начальник
# считает, что …").
_RU_REPORT = "|".join(
    _folded(
        """сказал сказала сказали говорит говорят говорил говорила говорили думает думают думал думала считает считают
        считал считала решил решила решили хочет хотят хотел хотела написал написала пишет утверждает утверждал"""
    )
)
_HI_REPORT = "|".join(_folded("कहा कहते कहता कहती कहें सोचता सोचती सोचते मानता मानती मानते चाहता चाहती चाहते"))
# "that" in Hindi, which opens what a speaker is reported with.
_HI_THAT = rf"(?<![\w{_MARKS}]){fold('कि')}(?![\w{_MARKS}])"
# A verb of saying, thinking or deciding (English, Spanish, Portuguese, French, German, Russian, Hindi; accents
# folded).
_REPORT_VERB = re.compile(
    r"\b(?:said|says|say|saying|heard|told|tells|tell\s+me|thinks|think|thought|believes|believe|believed|claims"
    r"|claim|claimed|decided|decides|wants|wanted|insists|insisted|insisting|wrote|writes|suggested|suggests"
    r"|argues|argued|reckons|prefers|preferred|mentioned|mentions"
    r"|dice|dicen|dijo|dijeron|piensa|piensan|cree|creen|creyo|decidio|decidieron|quiere|quieren|queria"
    r"|insiste|insistio|opina|afirma|afirmo|diz|dizem|disse|disseram|acha|acham|pensa|acredita|decidiu|quer|querem"
    r"|dit|disent|pense|pensent|croit|croient|a\s+decide|veut|veulent|affirme"
    r"|sagt|sagte|sagen|meint|meinte|denkt|glaubt|behauptet|entschied|hat\s+entschieden"
    # (the German plural and past: "Alle denken, ich bin reich", "Meine Eltern glauben …", "Sie dachten …"; not
    # "meinen", also "my")
    r"|denken|dachte|dachten|glauben|glaubte|glaubten|behaupten|behauptete|sagten|meinten"
    # (Vietnamese, on the fold: thinks, says, that the person … — "Mọi người nghĩ tôi giàu"; not the person's own "Tôi
    # nghĩ …", nor the "Nội" of "Hà Nội", "ông nội", "bà nội" before "tôi")
    r"|(?<!toi\s)(?<!minh\s)(?<!ha\s)(?<!ong\s)(?<!ba\s)(?:nghi|noi)(?:\s+(?:rang|la))?(?=\s+(?:toi|minh)\b)"
    r"|dicono|diceva|dicevano|pensano|credono|hanno\s+detto"
    # a liking or a wish: another person's stance ("My wife prefers …", "Mi jefe quiere …", "Ma femme préfère …",
    # "Meine Frau bevorzugt …", "Il mio capo vuole …", "Minha esposa gosta …") is theirs, not the person's
    r"|likes|liked|loves|loved(?!\s+ones?\b)|hates|hated|dislikes|disliked|enjoys"  # ("our loved ones": no verb)
    r"|prefiere|prefieren|preferia|gusta|gustan|gustaba|encanta|encantan|ama|aman|odia|odian|adora|adoran|detesta"
    r"|prefere|preferem|gosta|gostam|odeia|odeiam"
    r"|preferent|aime|aiment|adore|adorent|deteste|detestent"
    r"|bevorzugt|bevorzugen|mag|mogen|mochte|mochten|liebt|lieben|hasst|hassen"
    r"|preferisce|preferiscono|vuole|vogliono|amano|piace|piacciono|piaceva|odiano"
    rf"|{_RU_REPORT})\b"
    # Hindi (said, says, thinks, believes, wants: "मेरा दोस्त सोचता है कि …", "मेरे भाई ने कहा कि …"), where no "\b"
    # ends a word at its vowel sign
    rf"|(?<![\w{_MARKS}])(?:{_HI_REPORT})(?![\w{_MARKS}])"
)
# Verbs whose subject is what is liked, the liker their object ("me gusta", "mi piace", "a mí me encanta"):
# with only the person's object pronouns before them, the person speaks.
_PLEASES = _wordset("gusta gustan gustaba encanta encantan piace piacciono piaceva")
_PLEASED_PERSON = _wordset("a me mi nos ci")
# Hearsay with no speaker: a verb of saying in the third person that opens its clause, its subject left unsaid
# ("Dicen que la API es pública", "Dizem que …", "Dicono che …": they say).
_IMPERSONAL = _wordset("dicen dice dijo dijeron dizem diz disse disseram dicono diceva dicevano") | frozenset(
    _folded("говорят")
)
# Hearing, or being told: after the person as its subject, what follows is another speaker's words and
# the person only its hearer ("I heard Ana say she is moving", "I heard that …", "we were told …", "I'm told …", "oí
# que …", "ouvi dizer …", "j'ai entendu …", "ich habe gehört, …"); the speaker is who they heard say it
# ("ana"), or the hearing itself ("heard") when the text does not say. Not "I hear you," (I understand)
# nor "heard of" (knowing a thing exists).
_HEARD = re.compile(
    r"\b(?:(?:over)?hear[ds]?(?!\s+(?:of\b|you\s*(?:[,.;:!?]|$)))|(?:was|were|been|got|get|am|i'm|are|we're)\s+told"
    r"|oi|escuche"
    r"|escuchamos|ouvi|ouvimos|entendu|gehort"
    rf"|{'|'.join(_folded('слышал слышала слышали'))})\b"
)
# Whom hearsay comes from, after "according to" ("according to my mom", "according to them", "según mi madre", "d'après
# ma mère", "laut meiner Mutter"): a person by a word of kin or of a role, a pronoun, people at large, or a name alone
# (a word with no article that is no record: "according to Anna", not "according to plan"). A record the person reads
# ("according to the schedule", "according to my doctor's test") is no speaker: what it says of them is theirs to say.
_HEARSAY_PERSON = (
    r"(?:mom|mum|mother|mama|ma|dad|father|papa|parents|family|wife|husband|partner|spouse|boyfriend|girlfriend"
    r"|fiance|fiancee|friends?|buddy|mates?|boss|manager|doctors?|doc|gp|dentist|therapist|teachers?|coach|sister"
    r"|brother|siblings?|grandma|grandmother|granny|grandpa|grandfather|aunt|uncle|cousins?|colleagues?|co-?workers?"
    r"|neighbou?rs?|kids|son|daughter|ex|roommates?|flatmates?|in-laws|folks|madre|padre|padres|mama|papa|esposa"
    r"|esposo|amigos?|amigas?|jefe|jefa|medico|mere|pere|parents|femme|mari|amis?|amie|patron|mutter|vater|eltern|frau"
    r"|mann|freund|freundin|chef|arzt|arztin)(?![\w'])"
)
_HEARSAY_RECORD = _wordset(
    """plan plans schedule schedules tradition legend protocol custom law rules policy science research records data
    instructions google wikipedia"""
)
_HEARSAY_FROM = (
    r"(?:according\s+to|segun|d'apres|selon|laut)\s+(?P<who>(?:(?:my|his|her|their|our|your|the|mi|mis|su|sus|el|la"
    r"|los|las|ma|mon|mes|sa|son|ses|la|le|les|meiner|meinem|meinen|der|dem|den)\s+)?(?:[\w-]+\s+){0,2}?"
    rf"{_HEARSAY_PERSON}|them|him|her|people|everyone|everybody|others|some|many|most|experts|ellos|ellas|todos|eux"
    r"|(?!(?:my|his|her|their|our|your|the|a|an|mi|mis|su|el|la|ma|mon|le|les|meiner|meinem|der|dem|den)\b)[a-z][\w-]*"
    r"(?=\s*(?:[,.;:!?]|$)))"
)
# ... said before what it reports ("According to my mom, I'm a great cook"), to its clause's end.
_HEARSAY_OPENS = re.compile(
    rf"^\W*(?:(?:and|but|so|well|also|y|pero|et|mais|und|aber)\s+)?(?:{_HEARSAY_FROM}"
    r"|(?P<rumour>rumou?r\s+has\s+it|word\s+(?:is|has\s+it)|legend\s+has\s+it)(?:\s+that)?\b)"
)
# ... and hearsay said after it, a tag that closes a clause ("I'm a great cook, or so they say", "…, everyone says so",
# "…, people tell me", "…, I'm told", "I'm allergic to nuts according to my mom", "…, o eso dicen", "…, paraît-il"):
# the clause before it, back to where a new subject may speak, is the hearsay's.
_HEARSAY_TAIL = re.compile(
    r"(?:,\s*|\s+[-–—]\s*|\s+)(?:(?:or\s+)?so\s+(?:(?P<they>they|people|everyone|everybody|others|folks)\s+(?:say|says"
    r"|said|claim|claims|tell\s+me)|(?:i'm|i\s+am|i've\s+been|i\s+was)\s+told|i\s+(?:hear|heard|gather))"
    r"|(?P<many>they|people|everyone|everybody|others|folks|my\s+\w+)\s+(?:say|says|said|claim|claims|tell\s+me"
    r"|told\s+me|keep\s+telling\s+me|thinks?|believes?|reckons?)(?:\s+so)?|(?:or\s+)?(?:so\s+)?rumou?r\s+has\s+it|(?:i'm|i\s+am|i've\s+been|i\s+was|we're|we\s+were)\s+told"
    rf"|(?:or\s+)?{_HEARSAY_FROM}|(?:o\s+)?eso\s+dicen|parait-il|(?:ou\s+)?du\s+moins\s+c'est\s+ce\s+qu'on\s+dit)"
    # (a place or a time after it: "…, or so they say in Kiruna", "… according to my aunt in Vaasa")
    r"(?:\s+(?:in|at|around|here|there|back\s+home|online|these\s+days)(?:\s+[\w'-]+){0,2})?"
    r"\s*(?=[.!?;,)]|$|\s+(?:and|but|so|y|pero|et|mais|und|aber)\b)"
)


def _hearsay_after(after: str) -> str | None:
    """The hearsay tag that closes the clause right after a quote (folded: ``_HEARSAY_TAIL``, ", or so they say"), or
    None: a quote cut from before it leaves out whose word it is."""
    m = _HEARSAY_TAIL.match(after)
    return m.group(0).strip(" ,-–—") if m and (m.group("who") or "") not in _HEARSAY_RECORD else None


def _hearsay_tails(folded: str) -> list[tuple[int, int, str]]:
    """Each clause a hearsay tag closes (``_HEARSAY_TAIL``), with its tag, as ``(start, end, speaker)``: from the last
    place before the tag where a new subject may speak, or a clause ends, to the tag's end."""
    out: list[tuple[int, int, str]] = []
    for m in _HEARSAY_TAIL.finditer(folded):
        if not _WORD.search(folded, 0, m.start()):
            continue  # a tag with nothing before it reports nothing ("They say so.")
        before = [
            b.start()
            for b in (*_REPORT_END.finditer(folded, 0, m.start()), *_VOICE_START.finditer(folded, 0, m.start()))
        ]
        lo = max([b for b in before if _WORD.search(folded[b : m.start()])], default=0)
        who = next((g for g in (m.group("who"), m.group("they"), m.group("many")) if g), None)
        who = who or m.group(0).strip(" ,-–—")
        if _WORD.fullmatch(who) and who in _HEARSAY_RECORD:
            continue
        out.append((lo, m.end(), who))
    return out


# Whom the person heard it from ("I heard some stories from an old veteran"; not "heard from" with nothing heard named
# before it, nor "de", which also says what was heard of).
_HEARD_FROM = re.compile(r"(?<!heard)(?<!hear)(?<!hears)\s+from\s+(.+)")
# The person speaking for themselves: a first-person subject ("I said", "we decided", "je pense"; "j'…").
_FIRST_PERSON = _wordset(
    "i i'm i've i'd i'll we we're we've we'd we'll yo nosotros nosotras je nous ich wir eu"
) | frozenset(_folded("я мы मैं हम"))
# The subject of a clause that says someone's doing ("We build the image", "They build it"), after which a bare verb
# goes on with that subject ("…, then push it to ECR").
_DOER = _FIRST_PERSON | _wordset("they he she you")
# The person speaking of themselves, in the languages the gate reads, as the fold reads them (accents dropped:
# "notre", "nosso"; Russian through ``_folded``): the subjects above and every other form — object,
# possessive, and a few verbs that say "I have", "I am", "I was" without a pronoun ("tengo", "tenho", "ho",
# "estuve") —, the French elided ones ("j'habite", "m'appelle"), and the Chinese and Japanese ones (written without
# spaces: read anywhere; Japanese with its voiced marks dropped, "ぼく" reads "ほく"). What ``numbers`` reads a
# number the person states as their own by.
_FIRST_PERSON_FORMS = (
    _FIRST_PERSON
    | _wordset(
        """my mine me myself our ours us let's mi mis nuestro nuestra nuestros nuestras nos vamos tengo tenemos
        quiero queremos voy soy estoy estuve fui hice estou estive sou mich mir mein meine meinem meinen meiner
        meines uns unser unsere unserem unseren unserer unseres moi mon ma mes notre mim comigo meu meus minha minhas
        nosso nossos nossa nossas conosco tenho temos somos io noi mio mia miei mie nostro nostra nostri nostre ho
        abbiamo"""
    )
    | frozenset(
        _folded("я меня мне мной мой моя моё мои моего моей моих мы нас нам нами наш наша наше наши нашего нашей наших")
    )
)
_FIRST_PERSON_ELIDED = ("j'", "m'")
_FIRST_PERSON_CJK = tuple(fold(w) for w in ("我", "私", "僕", "ぼく", "俺", "わたし"))
# Words before such a verb that are no speaker ("it says", "that means"), or the person's own side (their
# team deciding is credit to the team, the attribution rule's to read).
_NO_SPEAKER = _wordset("it this that there here what which so team teams group company org equipo equipe equipa")
_SPEAKER_FILLER = _wordset("keeps kept keep always also still just really then now already")
# A verb that has the person do what follows it ("It made me think …", "They let us decide …"), and the person as its
# object.
# A negated verb that opens a message's clause with its subject, the writer's "I", left unsaid ("Haven't talked in a
# while", "Can't wait", "Didn't expect …"). Not "don't" (an order, said to "you") nor "doesn't", "isn't" (an "it").
_UNSAID_I = _wordset("haven't hadn't didn't can't couldn't wasn't won't wouldn't shouldn't")
_CAUSING = _wordset("made makes make let lets helped helps help had got gets")
_PERSON_OBJECT = _wordset("me us")
# Where what a speaker said ends: a sentence mark, a ";", a dash, or "but" and its kin.
_REPORT_END = re.compile(
    r"[.!?;\n]|\s[-–—]\s|\b(?:but|however|though|although|instead|yet|pero|sino|aunque|mais|aber)\b"
)
# Where a new subject may speak within it: a quotation mark, a colon, a bracket, "and", "that", "when" …
_VOICE_START = re.compile(
    r"[\"«»“”:()]|\b(?:and|so|then|that|when|whenever|because|since|while|y|que|cuando|porque|et|quand|und"
    r"|dass|wenn|weil|quando"
    rf"|{'|'.join(_folded('и что когда потому'))})\b|{_HI_THAT}"
)

# What opens the words a speaker is reported with ("Ana said that we …", "Mi jefe dijo que …", 'You wrote "we …'):
# they stay the speaker's, whoever their subject is.
_REPORTED_OPENING = re.compile(rf"[\"«“:]|(?:that|que|dass|{'|'.join(_folded('что'))})\b|{_HI_THAT}")


# A word of a stretch a speaker may say, its vowel signs in it ("मैं", not "म").
_SPOKEN_WORD = re.compile(rf"[\w{_MARKS}'-]+")


def _later_voice(chunk: str, at: int) -> tuple[str, int] | None:
    """Another speaker and their verb of saying later in a stretch whose first verb is the person's (``_voice``), after
    a comma or nothing ("Can't say I'm surprised, my boss thinks …": "my boss"); None when none speaks."""
    for later in _REPORT_VERB.finditer(chunk, at):
        by = _SPOKEN_WORD.findall(chunk[at : later.start()].rpartition(",")[2])
        mine = any(w in _FIRST_PERSON or w.startswith("j'") for w in by)
        if by and not mine and not all(w in _STOP or w in _SPEAKER_FILLER or w in _NO_SPEAKER for w in by):
            return " ".join(w for w in by if w not in _SPEAKER_FILLER), later.end()
    return None


def _voice(chunk: str) -> tuple[str, int] | None:
    """Who speaks in a stretch of folded text: ``(speaker, end of the frame)`` when it opens with another
    speaker and a verb of saying, thinking or deciding ("my colleague keeps saying …"), ``("", 0)`` when
    the person speaks (a first-person subject: "I said …", "we decided …"), ``None`` when it tells
    neither."""
    words = _SPOKEN_WORD.findall(chunk)
    if hearsay := _HEARSAY_OPENS.match(chunk):
        return hearsay.group("who") or hearsay.group("rumour"), hearsay.end()  # "According to my mom, I'm a great cook"
    heard = _HEARD.search(chunk)
    if heard and all(
        w in _FIRST_PERSON or w.startswith("j'") or w in _STOP or w in _SPEAKER_FILLER
        for w in _SPOKEN_WORD.findall(chunk[: heard.start()])
    ):
        said = _REPORT_VERB.search(chunk, heard.end())
        who = _SPOKEN_WORD.findall(chunk[heard.end() : said.start()]) if said else []
        if not said and (source := _HEARD_FROM.search(chunk, heard.end())):
            who = _SPOKEN_WORD.findall(source.group(1))  # "I heard some stories from a veteran named Samuel"
        return " ".join(w for w in who if w not in _STOP) or heard.group(0), (said or heard).end()
    if m := _REPORT_VERB.search(chunk):
        who = _SPOKEN_WORD.findall(chunk[: m.start()])
        if who and who[0] in _UNSAID_I:
            # a message's clause that opens with its verb, its "I" unsaid: the verb of saying is the person's when no
            # one stands before it after that clause ("Haven't talked in days, wanted to let you know …", "Didn't
            # think …"), else who does ("Can't say I'm surprised, my boss thinks …")
            _, comma, tail = chunk[: m.start()].rpartition(",")
            rest = _SPOKEN_WORD.findall(tail) if comma else who[1:]
            if all(w in _STOP or w in _SPEAKER_FILLER for w in rest):
                return _later_voice(chunk, m.end()) or ("", 0)
            who = rest if comma else who
        if len(who) > 1 and who[-2] in _CAUSING and who[-1] in _PERSON_OBJECT:
            return "", 0  # the person made to say or think it ("It made me think …", "They let us decide …")
        if m.group(0) in _PLEASES and all(w in _PLEASED_PERSON for w in who):
            return ("", 0) if who else None  # "me gusta …": the person's own liking
        if not who and m.group(0) in _IMPERSONAL:
            return m.group(0), m.end()  # "dicen que …": someone, unnamed, said it
        if (
            who
            and not any(w in _FIRST_PERSON or w.startswith("j'") for w in who)
            and not all(w in _NO_SPEAKER for w in who)
            and not any(w in _NO_SPEAKER - _STOP for w in who)  # the person's team
        ):
            return " ".join(w for w in who if w not in _SPEAKER_FILLER), m.end()
    if any(w in _FIRST_PERSON or w.startswith("j'") for w in words) or (words and words[0] in _UNSAID_I):
        return "", 0  # (… or a clause that opens with its verb, its "I" unsaid: "Haven't talked to you in a bit")
    return None


def _voices(folded: str) -> list[tuple[int, int, str | None]]:
    """Each stretch of a folded text between the places a new subject may speak, as ``(start, end,
    speaker)``: the other speaker whose words it reports ("" the person's own; None when nothing says). A
    report runs on until the person speaks again or its sentence or clause ends (``_REPORT_END``)."""
    ends = {m.start() for m in _REPORT_END.finditer(folded)}
    # (a clause a hearsay tag closes is the hearsay's: "I'm a great cook, or so they say")
    tails = _hearsay_tails(folded)
    bounds = sorted(
        {0, len(folded)}
        | ends
        | {m.start() for m in _VOICE_START.finditer(folded)}
        | {at for t in tails for at in t[:2]}
    )
    out: list[tuple[int, int, str | None]] = []
    speaker: str | None = None
    person = False  # the person is the subject the sentence runs on with
    subject = ""  # the subject of the stretch before, when it tells no one's words (``_clause_subject``)
    answered = False  # the report so far said only yes or no
    for start, end in zip(bounds, bounds[1:], strict=False):
        if tail := next((t for t in tails if t[0] <= start < t[1]), None):
            out.append((start, end, tail[2]))
            speaker, person, answered = None, False, False
            continue
        if answered and not _REPORTED_OPENING.match(folded, start):
            speaker = None  # "They said yes, and it has been fulfilling for me": the report was its yes
        answered = False
        prior = person  # "…, but wanted to tell you": a "but" goes on with the subject before it
        if start in ends:
            speaker, person = None, False
        elif speaker and _REPORTED_OPENING.match(folded, start):
            out.append((start, end, speaker))  # what the speaker is quoted or reported with is theirs, "we" or not
            answered = bool(_BARE_ANSWER.fullmatch(folded, start, end))  # "Dijo que sí, y adopté …"
            continue
        voice = _voice(folded[start:end])
        if voice is not None and voice[0] in _JOINING | _BUT and (person or (prior and start in ends)):
            voice = ("", 0)  # "I just get deep in thought and think about my life": the person thinks
        elif voice is not None and voice[0] in _JOINING and subject and start not in ends:
            voice = (subject, voice[1])  # "One of the actors came up to me and told me …": the actor tells
        if voice is not None:
            speaker, person = voice[0] or None, not voice[0]
        out.append((start, end, speaker))
        answered = voice is not None and bool(voice[0]) and bool(_BARE_ANSWER.fullmatch(folded, start + voice[1], end))
        subject = _clause_subject(folded[start:end]) if voice is None else ""
    return out


# The verbs a clause's subject ends before (``_clause_subject``): a form of "be", "have", "do" or a modal.
_SUBJECT_ENDS = _BE | _wordset("has have had do does did will would can could shall should may might must")


def _clause_subject(stretch: str) -> str:
    """The subject a stretch of folded text that tells no one's words opens with: its words before its verb (a past
    in "-ed" or of ``_IRREGULAR_PAST``, or ``_SUBJECT_ENDS``), five at most, not the person nor a thing
    (``_NO_SPEAKER``): "one of the actors" of "one of the actors came up to me", "my sister" of "my sister visited
    me"; "" when none is told so — the "and" after it then goes on with that subject (``_voices``)."""
    words = _SPOKEN_WORD.findall(stretch)
    verbs = (
        i
        for i, w in enumerate(words)
        if w in _IRREGULAR_PAST or w in _SUBJECT_ENDS or (len(w) > 4 and w.endswith("ed"))
    )
    at = next(verbs, 0)
    who = words[:at]
    if not who or len(who) > 5 or any(w in _FIRST_PERSON or w in _PERSON_OBJECT or w in _NO_SPEAKER for w in who):
        return ""
    return "" if all(w in _STOP for w in who) else " ".join(who)


# A speaker's place held by a word that joins a clause to the one before: the subject is that clause's ("I get deep
# in thought and think about my life", "… y pienso …"); the person's when that clause is theirs.
_JOINING = _wordset("and so then y et und e")
_BUT = _wordset("but pero mais aber ma mas")
# A report that says only yes or no ("They said yes, and …", "Dijeron que sí, y …"): what follows is not theirs,
# unless it goes on as the report does ("My boss said yes, that we can use Kafka", "dijo que sí, que …").
_BARE_ANSWER = re.compile(r"\W*(?:that\s+|que\s+)?(?:yes|no|sure|ok|okay|si|oui|non|ja|nein)\W*")


def _reporter(before: str, quote: str) -> str | None:
    """The other speaker whose words a quote is cut from, leaving the frame out: "we should move to
    Kubernetes" out of "My manager thinks we should move to Kubernetes". ``before`` and ``quote`` are
    folded; None when the person speaks, or the quote holds the frame itself (the attribution rule reads
    that)."""
    text = f"{before} {quote}"
    cut = len(before) + 1
    if any(lo <= cut < hi for lo, hi, _ in _hearsay_tails(text)):
        return None  # the quote holds the hearsay's tag ("I'm a great cook, or so they say")
    for start, end, speaker in reversed(_voices(text)):
        if start > cut:
            continue  # a stretch inside the quote
        if not speaker:
            return None
        frame = _voice(text[start:end])
        # the frame that names the speaker stands before the quote; one inside it is the attribution rule's
        return None if frame and frame[0] and start + frame[1] > cut else speaker
    return None


# The person saying that what they just reported is so, closing the report's sentence ("Everyone says I speak
# Japanese well, and I do.", "…, which is true", "Todos dicen que hablo bien japonés, y es verdad", "…, et c'est
# vrai", "…, und das stimmt", "…, ed è vero", "…, e é verdade"): the words reported are the person's own too. Not
# after "but" (the report ends there: "Everyone says I don't speak Japanese, but I do" says the opposite), and not
# a confirmation with more after it ("and I do think so", "and I don't agree"), nor "and I do" after a "not" (the
# person then denies what was said of them: "Everyone says I can't cook, and I can").
_REPORT_CONFIRMED = re.compile(
    r"(?:^|[\s,])(?:(?:and|y|et|und|e|ed)\s+(?:(?P<echo>i\s+(?:do|am|can|have|did|really\s+do))|(?:it's|it\s+is|that's"
    r"|that\s+is)\s+(?:true|right)|they(?:'re|\s+are)\s+right|(?:es|eso\s+es)\s+(?:verdad|cierto)|tienen\s+razon"
    r"|asi\s+es|c'est\s+(?:vrai|le\s+cas)|ils\s+ont\s+raison|(?:das|es)\s+stimmt|sie\s+haben\s+recht|e\s+vero"
    r"|hanno\s+ragione|e\s+verdade|tem\s+razao)|which\s+is\s+true|lo\s+cual\s+es\s+(?:verdad|cierto)"
    r"|ce\s+qui\s+est\s+vrai|was\s+stimmt)\s*(?=[.!?;\n]|$)"
)


def _reports_the_person(report: str) -> bool:
    """Whether what a report says (folded, its frame left out) is said of the person: its subject, after the word
    that opens it, is the first person ("that I speak …", "que je parle …", "dass ich …"), or in Spanish, Italian
    and Portuguese a verb of the first person ("que hablo …"); not "my brother", "she", "Ana"."""
    words = [w.removeprefix("qu'") for w in _WORD.findall(report)]
    while words and (words[0] in _REPORTED_OPENERS or not words[0]):
        words = words[1:]
    if not words:
        return False
    first = words[0]
    return first in _FIRST_PERSON or first.startswith("j'") or (first not in _STOP and first.endswith("o"))


_REPORTED_OPENERS = _wordset("that que dass che qu") | frozenset(_folded("что"))


def _unframed(folded: str) -> str:
    """A folded text with the frame of each report the person then says is so (``_REPORT_CONFIRMED``) blanked:
    "everyone says I speak Japanese well, and I do" reads "I speak Japanese well, and I do", the person's own
    words. A report of someone else's doing ("Everyone says my brother speaks Japanese, and it's true") keeps its
    frame (``_reports_the_person``)."""
    if not _REPORT_CONFIRMED.search(folded):
        return folded  # the common case, kept cheap
    out = folded
    pending: list[tuple[int, int]] = []  # the reports of the sentence read so far, each from its frame's start
    for start, end, speaker in _voices(folded):
        if _REPORT_END.match(folded, start):
            pending = []  # a sentence, or a "but", ends what a confirmation may say is so
        if speaker:
            pending.append((start, end))
        if pending and (confirmed := _REPORT_CONFIRMED.search(folded[start:end])):
            frames = [(at, at + frame[1]) for at, to in pending if (frame := _voice(folded[at:to])) and frame[0]]
            said = folded[frames[0][1] : start + confirmed.start()] if frames else ""
            # "and I do" echoes only what is said without a "not" ("Everyone says I can't cook, and I can" denies it)
            if said and _reports_the_person(said) and not (confirmed.group("echo") and _is_negative(said)):
                for lo, hi in frames:
                    out = out[:lo] + " " * (hi - lo) + out[hi:]
            pending = []
        elif not speaker:
            pending = []
    return out


def _own_words(folded: str) -> tuple[str, list[str]]:
    """A folded text without what it reports other speakers said, and those speakers. A report the person then says
    is so is their own words (``_unframed``)."""
    kept: list[str] = []
    speakers: list[str] = []
    folded = _unframed(folded)
    for start, end, speaker in _voices(folded):
        if speaker:
            if speaker not in speakers:
                speakers.append(speaker)
            if mark := _SENTENCE_START.match(folded, start):
                kept.append(mark.group(0))  # the sentence before ends here, whoever speaks after
        else:
            kept.append(folded[start:end])
    return " ".join(kept), speakers
