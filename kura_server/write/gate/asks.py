"""What a person's words do besides stating a fact: ask a question, muse on an unreal condition, or ask the
assistant for something politely.

* A **question** states nothing: "Should we use Postgres?" backs no "The team uses Postgres". A quote is
  read without its question sentences (``stated``): "We use Postgres. Should we switch?" still states
  "We use Postgres".
* A **polite request** is a question addressed to the assistant ("could / can / would / will you …",
  "¿puedes …?", "pourrais-tu …", "kannst du …", "potresti …", "você pode …") that says "please" or carries a
  standing-policy cue ("always", "from now on", "in future", "every reply", a reply's form: "answer",
  "respond", "short", "in Spanish"; ``request``): it is the person's request and backs what the same command
  would back ("Could you always answer in Spanish?" backs "The user wants answers in Spanish"). "Can you
  read PDFs?" and "Could you see my screen?" carry neither and stay questions about the assistant. This is
  the support reading only: for the instruction detectors a question is never a command.
* An **unreal condition** ("If we used Postgres, it would be faster", "Si usáramos Postgres, sería …") is a
  musing, not a fact (``unreal``); so is a sentence that opens a supposition or an example ("Suppose the budget
  is 50k", "For example, say the server is at …", "Supongamos que …", "Angenommen, …").
* A claim that **says the asking or the doubt** ("The user asked whether to use Postgres", "The user is not
  sure whether the team uses Postgres") states what was said (``says_asking``).

Every pattern reads the fold (``words._flat``: lower case, accents dropped).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .imperatives import _LANGUAGES
from .words import _CONFIRM, _REJECT, _SUPPOSED_UNDONE, _TENTATIVE, _flat, qualified_yes

# A sentence of a text: it ends at a mark and the space after it (a Chinese or Japanese mark ends one
# without a space, and so does the Arabic question mark "؟"; "Node.js" and "Apache-2.0" are inside one), or at a line
# break.
_SENTENCE = re.compile(r"(?:[^.!?\n。！？؟]|[.!?](?=\S))+(?:[.!?]+|[。！？؟]+)?")


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, stripped."""
    return [s for m in _SENTENCE.finditer(text) if (s := m.group(0).strip())]


# A question a particle asks without its mark: Chinese "吗" ending it ("我应该搬到柏林吗"), Japanese "です
# か", "ますか", "でしょうか" ending it ("ベルリンに住むべきですか"), Turkish "mı" and its persons as the last
# word ("Berlin'e taşınmalı mıyım"; not a bare "mi" or "mu": "I ran 5 mi"), Arabic "هل" opening it ("هل
# أنتقل إلى برلين").
_UNMARKED_QUESTION = re.compile(
    r"(?:[吗嗎]|ですか|ますか|でしょうか|(?<!\w)(?:m[ıü]|m[ıiuü](?:y[ıiuü]m|s[ıiuü]n|y[ıiuü]z|s[ıiuü]n[ıiuü]z)))[.。!！\s]*$"
    r"|^\W*[وف]?هل\s"
    # ... and an Indonesian "apakah" opening it ("Apakah saya harus pindah ke Bandung"), a Korean ending that asks
    # ("서울에 살아야 할까요", "…습니까"; not "-니까요", because)
    r"|^\W*[Aa]pakah\s|(?:(?<!니)까요|습니까)[.!\s]*$"
    # ... and the Russian "ли" after the word it asks of, opening the sentence ("Стоит ли мне стать врачом")
    r"|^\W*\w+\s+ли\s"
)


def is_question(sentence: str) -> bool:
    """The sentence ends in a question mark (before closing quotation marks), the Arabic "؟" among them, or asks by a
    particle without one (``_UNMARKED_QUESTION``)."""
    return sentence.rstrip("\"')»”」』 ").endswith(("?", "？", "؟")) or _UNMARKED_QUESTION.search(sentence) is not None


_LEAD = (
    r"hey|hi|ok|okay|so|also|and|oh|please|pls|plz|por\s+favor|bitte|s'il\s+te\s+plait|s'il\s+vous\s+plait"
    r"|per\s+favore|y|et|und|e"
)
# Asking the assistant ("you") whether it will do something, in the languages the gate reads (folded).
_ADDRESSED = re.compile(
    rf"^\W*(?:(?:{_LEAD})\W+)*(?:"
    r"would\s+you\s+mind|do\s+you\s+mind|(?:could|can|would|will|won't|wouldn't|couldn't)\s+you"
    r"|puedes|podrias|puede|podria|pueden|podrian|(?:te|le)\s+importaria"
    r"|pourrais-tu|pourriez-vous|pouvez-vous|peux-tu|(?:est-ce\s+que\s+)?(?:tu\s+peux|vous\s+pouvez|tu\s+pourrais"
    r"|vous\s+pourriez)"
    r"|kannst\s+du|konntest\s+du|konnen\s+sie|konnten\s+sie|wurdest\s+du|wurden\s+sie"
    r"|puoi|potresti|puo|potrebbe|potete|potreste"
    r"|(?:(?:voce|tu)\s+)?(?:pode|poderia|podes|poderias|podem|poderiam)"
    r")\b"
)
_PLEASE = re.compile(
    r"\b(?:please|pls|plz|kindly|por\s+favor|porfa|s'il\s+te\s+plait|s'il\s+vous\s+plait|stp|svp|bitte"
    r"|per\s+favore|per\s+piacere|por\s+gentileza)\b"
)
# A reply's language named in Spanish, French, German, Italian or Portuguese (folded): "en inglés", "en anglais", "auf
# Englisch", "in inglese", "em inglês". Read here for a polite request, and by ``instructions`` for an order.
IN_LANGUAGE_ABROAD = (
    r"en\s+(?:espanol|ingles|frances|aleman|italiano|portugues|castellano)"
    r"|en\s+(?:francais|anglais|espagnol|allemand|italien|portugais)"
    r"|auf\s+(?:deutsch|englisch|spanisch|franzosisch|italienisch|portugiesisch)"
    r"|in\s+(?:italiano|inglese|spagnolo|francese|tedesco|portoghese)"
    r"|em\s+(?:portugues|ingles|espanhol|frances|alemao|italiano)"
)
# A standing policy or a reply's form: what makes "could you …?" a request for how the assistant answers
# from now on, not a question about what it can do ("Can you read PDFs?").
_STANDING = re.compile(
    r"\b(?:always|from\s+now\s+on|going\s+forward|henceforth|in\s+(?:the\s+)?future|by\s+default|every\s+time"
    r"|each\s+time|(?:every|each|all|your)\s+(?:\w+\s+)?(?:answers?|repl(?:y|ies)|responses?|messages?)"
    r"|answer|answers|reply|replies|respond|responses?|short(?:er)?|brief(?:ly)?|concise(?:ly)?"
    rf"|(?:in|into)\s+(?:{_LANGUAGES})"
    # Spanish, French, German, Italian, Portuguese
    r"|siempre|a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|en\s+(?:el\s+)?futuro|cada\s+vez|respond\w*"
    r"|contest\w*|cort[oa]s?|breves?|toujours|desormais|dorenavant|a\s+partir\s+de\s+maintenant|a\s+l'avenir"
    r"|repond\w*|courte?s?|immer|ab\s+jetzt|von\s+nun\s+an|kunftig|in\s+zukunft|antwort\w*|kurz\w*|sempre"
    r"|d'ora\s+in\s+poi|da\s+ora\s+in\s+poi|in\s+futuro|rispond\w*|brev[ie]|a\s+partir\s+de\s+agora"
    rf"|daqui\s+(?:em\s+diante|para\s+a\s+frente)|no\s+futuro|curt[oa]s?|{IN_LANGUAGE_ABROAD})\b"
)


def request(sentence: str) -> bool:
    """``sentence`` is a polite request to the assistant: a question addressed to "you" that says "please" or
    carries a standing-policy cue ("Could you always answer in Spanish?", "¿Puedes responder siempre en
    español?"); not "Can you read PDFs?"."""
    if not is_question(sentence):
        return False
    folded = _flat(sentence)
    return bool(_ADDRESSED.match(folded)) and bool(_PLEASE.search(folded) or _STANDING.search(folded))


def requests(text: str) -> bool:
    """A sentence of ``text`` is a polite request (``request``)."""
    return any(request(s) for s in sentences(text))


# A statement closed with a tag ("…, right?", "…, isn't it?", "…, ¿verdad?", "…, n'est-ce pas ?"): it states.
_TAG = re.compile(
    r"(?:,\s*(?:right|huh|eh|no|yes|ok|okay|correct|true|verdad|cierto|n'est-ce\s+pas|oder|gell|nicht|vero|non\s+e"
    r"\s+vero|certo|nao\s+e)|,?\s+(?:isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|can't|haven't|hasn't)"
    r"\s+(?:it|they|you|we|i|he|she|there))\W*[?？]\W*$"
)


# Where a sentence that ends in a question asks the listener something back after a statement of its own ("I
# finished another pottery project - want to see a pic?", "I finished it, do you want to see it?", "Terminé otro
# proyecto, ¿quieres verlo?"): a dash or a comma before a question put to "you" (or "want to", "wanna", "care to"
# with the "you" left out), or a Spanish "¿" inside the sentence.
_ASKED_BACK = re.compile(
    r"(?:\s[-–—]\s*|,\s*|\s)(?=¿)|(?:\s[-–—]\s*|,\s+)(?=(?:and\s+|so\s+|but\s+)?(?:wanna|want\s+to|care\s+to"
    r"|(?:do|did|have|can|could|would|will|are|were|got)\s+you|what\s+about|how\s+about|how\s+are|what's\s+up"
    r"|what\s+do\s+you|how\s+do\s+you|any\s+(?:plans|ideas|thoughts|news)|you\s+\w+)\b)",
    re.IGNORECASE,
)


# An English question that opens as one (an auxiliary or a question word first): "Is the staging DB still pg-1, do
# you know?" asks the whole way.
_ASKS_FIRST = re.compile(
    rf"^\W*(?:(?:{_LEAD})\W+)*(?:is|are|was|were|am|do|does|did|can|could|should|would|will|shall|have|has|had|may"
    r"|might|must|isn't|aren't|don't|doesn't|didn't|won't|what|which|who|whom|whose|where|when|why|how)\b"
)


# A yes-or-no question: English with its auxiliary first ("Do you use Kafka?", "Is the key rotated monthly?", "Should
# the job run on Fridays?"), a French "est-ce que", or a statement closed with a tag ("You use Kafka, right?": _TAG).
# A question word first asks for something a reply names ("Which CI do you use?" — "GitHub Actions"); a question of
# another language without "est-ce que" or a tag is not read as either.
_POLAR = re.compile(
    rf"^\W*(?:(?:{_LEAD})\W+)*(?:(?:is|are|was|were|am|do|does|did|can|could|should|would|will|shall|have|has|had"
    r"|may|might|must)(?:n't)?|est-ce\s+qu)\b"
)
# A short answer that says yes or no by its auxiliary ("We do.", "It is.", "We don't.", "They haven't, no."): what a
# yes-or-no question asks of, said again by a pronoun and the question's verb.
_ECHO = re.compile(
    r"^\W*(?:i|we|you|they|he|she|it|that|there)\s+(?P<aux>do|does|did|am|is|are|was|were|can|could|will|would"
    r"|should|have|has|had)(?P<not>n't|\s+not)?(?=\W*$|\s*[,;.!]\s*(?:\w+\W*){0,3}$)"
)


def polar(question: str) -> bool:
    """``question`` asks yes or no (``_POLAR``, ``_TAG``): what it asks is said only by the reply's yes."""
    q = _flat(question)
    return bool(_POLAR.match(q) or _TAG.search(q))


def untagged(text: str) -> str:
    """``text`` folded, the tag that closes each of its statements left out (``_TAG``: "you live in oslo, don't you?"
    is "you live in oslo?", "vous habitez a nantes, n'est-ce pas ?" "vous habitez a nantes?"): the tag's "not" asks
    the listener to agree, and says no "not" of what the statement says."""
    return " ".join(_TAG.sub("?", _flat(s)) for s in sentences(text))


def yes_or_no(reply: str) -> str:
    """How the person's ``reply`` (folded) answers a yes-or-no question or a turn that proposes or states:
    ``"yes"`` (a confirmation first: ``words._CONFIRM``, or an echo, "We do."; or a yes with a condition of its own,
    ``words.qualified_yes``: "Yes, but only on Fridays"), ``"no"`` (``words._REJECT``, "We don't."), ``""`` neither
    ("I'm not sure", "Every day", "Kafka, mostly")."""
    if _CONFIRM.match(reply) or qualified_yes(reply):
        return "yes"
    if _REJECT.match(reply):
        return "no"
    if m := _ECHO.match(reply):
        return "no" if m.group("not") else "yes"
    return ""


# A question asked back that asks about the statement itself, with nothing of its own ("…, do you think?",
# "…, would you say?"): the statement is what it asks.
_ASKS_ABOUT_IT = re.compile(r"^\W*(?:(?:do|don't)\s+you\s+think|you\s+think|would(?:n't)?\s+you\s+say)\W*$")


def _statement_before(sentence: str) -> str:
    """What a question sentence states before it asks back (``_ASKED_BACK``): three words or more that are no
    question themselves (no "?", no "¿", not opening as a question: ``_ASKS_FIRST``); empty when it only asks."""
    cuts = [m.start() for m in _ASKED_BACK.finditer(sentence)]
    head = sentence[: cuts[-1]].strip() if cuts else ""
    if len(head.split()) < 3 or is_question(head) or "¿" in head or _ASKS_FIRST.match(_flat(head)):
        return ""
    if _ASKS_ABOUT_IT.match(_flat(sentence[cuts[-1] :])):
        return ""  # "Postgres is faster, do you think?": what it states is what it asks
    return head


# An indirect question: a sentence that opens by asking someone to find out ("Check whether billing runs on Postgres",
# "Find out which version prod runs", "See if …", "Verify that …", "Comprueba si …", "Vérifie si …", "Prüf, ob …",
# "Controlla se …", "Verifique se …"): it asks what follows, as a question does. Not "Make sure that …" (a request
# to make it so).
_INDIRECT = re.compile(
    rf"^\W*(?:(?:{_LEAD})\W+)*(?:(?:can|could|would|will)\s+you\s+)?(?:"
    r"(?:check|find\s+out|figure\s+out|work\s+out|verify|confirm|determine|investigate|double[-\s]?check)"
    r"(?:\s+for\s+me)?\s+(?:whether|if|which|what|who|where|when|how|that)"
    r"|(?:see|ask|test|look\s+into|look\s+up)(?:\s+for\s+me)?\s+(?:whether|if)"
    r"|(?:comprueba|averigua|verifica|revisa|confirma|compruebe|averigue|verifique|confirme|descubre)\s+(?:si|que"
    r"|cual|cuales|cuando|donde|quien|como)|(?:mira|mire)\s+si"
    r"|(?:verifie|controle|trouve|confirme|demande)(?:\s+\w+)?\s+(?:si|s'|que|quel|quelle|quels|quelles)"
    r"|(?:regarde|vois)\s+(?:si|s')"
    r"|(?:pruf|prufe|finde\s+heraus|klar|klare)(?:\s+\w+)?\W+(?:ob|welche[rsnm]?|was|wer|wo|wann|wie|dass)"
    r"|(?:schau|sieh)(?:\s+\w+)?\W+ob"
    r"|(?:controlla|verifica|scopri|conferma|descubra|confira|checa)\s+(?:se|che|quale|quali|quando|dove|chi|come|qual"
    r"|quais|onde|quem)|(?:guarda|veja)\s+se"
    r")\b"
)


def indirect(sentence: str) -> bool:
    """``sentence`` opens as an indirect question (``_INDIRECT``): it asks what follows."""
    return _INDIRECT.match(_flat(sentence)) is not None


# A question that only names a topic ("Kafka?", "¿Kafka?", "Postgres?": one to three words, none of them asking),
# and a pronoun of a thing in the sentence after it that takes the topic up: "it", "them" ("Yes, we use it", "We've
# used it for years"), a German "es", "ihn", a Romance one before its verb where a clause opens or after a subject
# or a "yes" ("Sí, lo usamos", "Oui, on l'utilise", "Sì, lo usiamo").
_TOPIC = re.compile(r"^\W*[^\W\d_][\w.+#'-]*(?:\s+[\w.+#'-]+){0,2}\W*$")
_TAKEN_UP = re.compile(
    r"\b(?P<it>it|them|es|ihn)\b"
    r"|(?:^|[,;:]\s*|\b(?:on|nous|je|yo|nosotros|noi|io|nos|eu|si|sí|oui|sì|sim)\s+)"
    r"(?:(?P<clitic>lo|la|los|las|le|les|li)\b(?=\s+\w)|(?P<elided>l')(?=\w))",
    re.IGNORECASE,
)


def _answered(question: str, answer: str) -> str:
    """``answer`` said of the topic ``question`` names, when it only names one (``_TOPIC``, not opening as a question:
    ``_ASKS_FIRST``) and ``answer``, the sentence after it, takes it up (``_TAKEN_UP``: its pronoun made the topic):
    "Kafka? Yes, we use it." is "Yes, we use Kafka.", "¿Kafka? Sí, lo usamos." "Sí, Kafka usamos."; "" otherwise
    ("Kafka? Not for us." says nothing of Kafka the readings could read: it stays a question)."""
    q = _flat(question)
    if not _TOPIC.match(q) or _ASKS_FIRST.match(q) or is_question(answer) or not (m := _TAKEN_UP.search(answer)):
        return ""
    topic = question.strip().strip("¿?？ ")
    group = next(g for g in ("it", "clitic", "elided") if m.group(g))
    gap = " " if group == "elided" else ""
    return f"{answer[: m.start(group)]}{topic}{gap}{answer[m.end(group) :]}"


@lru_cache(maxsize=256)  # each reading of meaning asks it of the same quotes
def answered(text: str) -> str:
    """``text`` with each answer to a topic asked before it said of that topic, in the question's place
    (``_answered``): "Kafka? Yes, we use it." is "Yes, we use Kafka." — what the readings of a verb (a past, a plan, an
    ending, a "not") read of the topic's word. A text with no such answer is returned as it is."""
    said = sentences(text)
    out: list[str] = []
    i = 0
    while i < len(said):
        if i + 1 < len(said) and is_question(said[i]) and (answer := _answered(said[i], said[i + 1])):
            out.append(answer)
            i += 2
        else:
            out.append(said[i])
            i += 1
    return " ".join(out) if len(out) < len(said) else text


# A question of the assistant's that asks for a thing by a question word ("What do you use for events?", "Which one do
# you want to try?", "What's on your radar?", "What did your last company use?"), folded: the question word and the
# noun it takes, then its auxiliary (none when the question word is the subject), its subject and its verb (the word
# before the first preposition, else the last), the rest; and the person's side as the person says it.
_AUX = r"do|does|did|would|will|could|should|can|are|is|were|was|have|has"
_WH_ASKS = re.compile(
    rf"^\W*(?:so\s+|and\s+|ok(?:ay)?\s+)?(?:what|which|who)(?:\s+(?!(?:{_AUX})\b)[\w-]+){{0,2}}?"
    r"(?:(?P<is>'s|\s+(?:is|are|was|were))\s+(?P<pred>(?!(?:you|your)\b).+)"
    rf"|\s+(?P<aux>{_AUX})\s+(?P<rest>.+))$"
)
_PREPOSITION = re.compile(
    r"\s+(?=(?:for|to|in|on|at|with|as|from|by|of|into|now|nowadays|these|today|currently|mostly|most|right|there"
    r"|here)\b)"
)
_YOURS = {"you": "we", "your": "our", "yours": "ours", "you're": "we're", "you've": "we've", "yourself": "ourselves"}


def replied(question: str, answer: str) -> str:
    """``answer``, a bare reply that only names a thing (one to three words, ``_TOPIC``), said in the place of what
    the assistant's ``question`` asks for by a question word, the question turned to the person's words (``_WH_ASKS``;
    "you" is "we", "your" "our", "did" "used to"): "What do you use for events?" — "Kafka." is "we do use kafka for
    events", "What's on your radar for next quarter?" — "Kafka." "kafka is on our radar for next quarter", "Which one
    do you want to try?" "we do want kafka to try", "What did your last company use?" "our last company used to use
    kafka" — what the readings of use, a past, a plan or another party read of the thing. "" when it is not such a
    reply or such a question."""
    a = _flat(answer).strip(" .!")
    q = re.split(r",|\s+or\s+", _flat(question).strip().rstrip("?？ "))[0].strip()
    if not _TOPIC.match(a) or is_question(answer) or not (m := _WH_ASKS.match(q)):
        return ""
    turn = " ".join(_YOURS.get(w, w) for w in (m.group("pred") or m.group("rest")).split())
    if m.group("pred"):
        copula = m.group("is").strip().replace("'s", "is")
        return f"{a} {copula} {turn}"
    parts = _PREPOSITION.split(turn, maxsplit=1)
    head, tail = parts[0], (parts[1] if len(parts) > 1 else "")
    *subject, verb = head.split() or [""]
    aux = "used to" if m.group("aux") == "did" else m.group("aux")
    if not subject:
        return ""
    return " ".join(x for x in (" ".join(subject), aux, verb, a, tail) if x)


def stated(text: str) -> tuple[str, bool]:
    """``text`` without its question sentences, an indirect one too (``indirect``: "Check whether …", "Find out
    which …") (a topic the next sentence answers is kept, as said: ``_answered``; a polite request is kept: it says
    what the person wants; so is a
    statement closed with a tag, "…, right?", and what a sentence states before it asks back, "I finished another
    pottery project - want to see a pic?": ``_statement_before``), and whether it left one out. Nothing left: the
    text only asks."""
    kept: list[str] = []
    asked = False
    for s in sentences(answered(text)):
        if (is_question(s) and not request(s) and not _TAG.search(_flat(s))) or indirect(s):
            asked = True
            if head := _statement_before(s):
                kept.append(head)
        else:
            kept.append(s)
    return " ".join(kept), asked


# An unreal condition: "if" and a conditional ("If we used Postgres, it would be faster"), or "if" and a past
# subjunctive ("Si usáramos Postgres", "Se usassimo Postgres", "Se usássemos Postgres", "Si on utilisait").
_UNREAL = re.compile(
    r"\b(?:if|si|wenn|falls)\b.*\b(?:would|'d|were|seria|serian|seriamos|podria|podriamos|habria|tendria"
    r"|\w+(?:ariamos|eriamos|iriamos)|serait|serions|seraient|aurait|pourrait|pourrions|\w+(?:erions|irions)"
    r"|wurde|wurden|wurdest|ware|waren|hatte|hatten|sarebbe|sarebbero|saremmo|potrebbe|potremmo|avrebbe"
    r"|\w+(?:rebbe|rebbero|remmo)|poderia|poderiamos|teria|\w+ariam)\b"
    r"|\b(?:if|si)\s+(?:\w+\s+)?(?!(?:para|fait|sait|sais|mais|jamais|plait|vais|vrai)\b)\w+(?:aramos|ieramos|ara"
    r"|iera|aran|ieran|ase|iese|asemos|iesemos|ais|ait|ions|aient)\b"
    r"|\bse\s+(?:\w+\s+)?\w+(?:assemos|essemos|issemos|asse|esse|isse|assimo|essimo)\b"
    # ... and the past subjunctive of being and having, or the first person's, right after "if" ("Se fossi ricco
    # comprerei una barca", "Se avessi tempo", "Si fuera rico", "Si tan solo tuviera", "Se eu fosse rico", "Si j'étais
    # riche", "Si seulement j'avais"), Swedish "om jag vore" and Finnish "jos" before a conditional ("Om jag vore rik",
    # "Jos olisin rikas"); not "se stessi" (themselves), the "sí" of a yes before a comma, nor a simile ("Hablo inglés
    # como si fuera nativo", "come se fossi", "comme si j'étais")
    r"|(?<!\bcomo\s)(?<!\bcome\s)\b(?:si|se)\s+(?:(?:tan\s+solo|solo|seulement|solamente|eu|io|yo|tu)\s+)?(?:fuera|fueras|fueramos|fueran|fuese"
    r"|fuesemos|fossi|fosse|fossimo|fossemos|fossem|(?!stess)\w+(?:assi|essi|issi))\b"
    r"|(?<!\bcomme\s)\bsi\s+(?:seulement\s+)?(?:j'|tu\s+|nous\s+|on\s+)\w+(?:ais|ait|ions)\b"
    r"|\bom\s+(?:jag|vi|du)\s+(?:vore|hade\s+varit)\b|\bjos\s+(?:mina\s+|me\s+)?\w+isi(?:n|mme|t|tte|vat)?\b"
    # ... and English's "if" said by the verb before the person, opening a sentence that goes on to a conditional
    # ("Had I known, I would have moved to Oslo", "Were I rich, I'd buy a boat")
    r"|(?:^|(?<=[.!?;]\s))\W*(?:had|were)\s+(?:i|we)\b[^.!?]*?\b(?:would|'d|could|might)\b"
    # ... and German's ("Wäre ich reich, würde ich ein Haus kaufen", "Hätte ich Zeit, würde ich …"; the fold reads
    # "wäre", "hätte" as "ware", "hatte")
    r"|(?:^|(?<=[.!?;]\s))\W*(?:ware|waren|hatte|hatten)\s+(?:ich|wir)\b[^.!?]*?\b(?:wurde|wurden|konnte|konnten)\b"
    # ... and the "not" of a French or Spanish one of the past ("Si je n'avais pas déménagé, …", "Si no me hubiera
    # mudado, …": ``words._SUPPOSED_UNDONE``)
    rf"|\b(?:{_SUPPOSED_UNDONE})\b"
)


# A sentence that opens a supposition or an example ("Suppose the budget is 50k", "For example, say the server is
# at …", "Let's say …", "Imagine …", "Supongamos que …", "Pongamos que …", "Supposons que …", "Angenommen, …",
# "Nehmen wir an …", "Supponiamo che …", "Suponhamos que …", "Por exemplo, …"): what follows is not a fact.
_SUPPOSED = re.compile(
    rf"(?:^|[.!?;]\s+)\W*(?:(?:{_LEAD})\W+)*(?:"
    r"suppose|supposing|let's\s+say|let\s+us\s+say|imagine|for\s+example|for\s+instance|hypothetically"
    r"|say,?\s+(?:that\s+|the\s+|we\s+|our\s+|it\s+|you\s+|i\s+|a\s+|an\s+)"
    r"|supongamos|suponte|pongamos\s+que|imaginemos|imaginate|por\s+ejemplo|hipoteticamente|digamos\s+que"
    r"|supposons|imaginons|imaginez|par\s+exemple|disons\s+que|admettons|hypothetiquement"
    r"|angenommen|nehmen\s+wir\s+an|stell\s+dir\s+vor|zum\s+beispiel|sagen\s+wir|hypothetisch"
    r"|supponiamo|immaginiamo|immagina|per\s+esempio|ad\s+esempio|diciamo\s+che|ipoteticamente"
    r"|suponhamos|suponha|imagina|por\s+exemplo)\b"
)


# A text handed over for a task, or shown as an example: the person asks for words to be proofread, translated,
# summarised, rephrased or written ("Proofread this: …", "Fix the grammar: …", "Translate 'we use …' into German",
# "Write a tweet: '…'", "Reply to this email: …", "Traduce al inglés: …", "Übersetze: …", "Traduis : …"), or labels
# them a sample ("Example: …", "Here's a sample answer for the interview: …", "e.g. …", "Schreib ein Beispiel wie: …",
# "Give me a placeholder like: …"): what follows the colon, or
# stands inside the quotation marks, is the text, not the person's statement. Verbs that also name other work
# ("fix", "check", "correct", "format", "edit", "improve") hand text over only with a text for their object ("Fix
# the grammar:", not "Fix the deploy:"; "Correct:" alone confirms); a label of the person's own ("Note:", "FYI:",
# "Update:", "Context:", "For the record:") and an example of what is theirs ("Example of what we run: …") hand
# nothing over. Read on the fold, from the opening of a sentence or a comma's clause.
_TEXT_OBJECT = (
    r"(?:(?:this|that|my|the|your|our)\s+)?(?:(?:following|short|long|whole|first|last|next)\s+)?"
    r"(?:grammar|spelling|typos?|punctuation|wording|phrasing|tone|style|text|sentences?|paragraphs?|draft|copy"
    r"|e-?mail|message|letter|bio|post|tweet|caption|reply|answer|response|essay|article|paper|translation)\b"
)
_GENRE = (
    r"(?:tweet|toot|thread|post|e-?mail|message|reply|letter|note|caption|headline|bio|blurb|announcement|paragraph"
    r"|sentence|text|essay|article|story|review|answer|response|comment|slogan|tagline|description|summary|pitch"
    r"|cover\s+letter|status\s+update|press\s+release)s?\b"
)
_HANDED = re.compile(
    rf"(?:^|(?<=[.!?,;])\s)\s*(?:(?:{_LEAD}|kindly|now|then)\W+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|(?:help\s+me|i\s+need\s+you\s+to|i\s+want\s+you\s+to)\s+)?"
    r"(?P<frame>(?:"
    # English verbs of text work, any object
    r"proof-?read|translate|summari[sz]e|rephrase|reword|paraphrase|re-?write|polish|shorten|simplify|copy-?edit"
    r"|spell-?check|tl;?dr"
    # ... and those that do other work too, with a text for their object
    rf"|(?:fix|correct|check|edit|improve|format|clean\s+up|tidy\s+up|proof)\s+(?:up\s+)?{_TEXT_OBJECT}"
    r"|check\s+the\s+(?:spelling|grammar)\s+of|format\s+(?:this|that|it|the\s+following)\s+(?:as|in|into)\b|turn\s+(?:this\s+|that\s+|it\s+|the\s+following\s+)?into"
    rf"|(?:write|draft|compose|craft|generate)\s+(?:me\s+|us\s+)?(?:a|an|the|this|my|some|one)\s+(?:[\w-]+\s+){{0,3}}?{_GENRE}"
    r"|(?:reply|respond)\s+to\s+(?:this|that|the|his|her|their|my)\b|answer\s+(?:this|that|the\s+following)\b"
    # a sample: a label before a colon, or an "e.g." that opens a line
    r"|(?:(?:write|give|schreib|schreibe|gib|escribe|dame|ecris|donne|scrivi|dammi|escreva|me\s+de)\s+(?:me\s+|mir\s+)?)?"
    r"(?:an?\s+|the\s+|my\s+|ein\s+|un\s+|una\s+|une\s+|um\s+|uno\s+)?"
    r"(?:example|sample|template|mock|placeholder|ejemplo|exemple|beispiel|esempio|exemplo)"
    r"(?:\s+(?:answer|text|sentence|response|reply|input|output|data|email|message|post|tweet|paragraph|entry))*"
    r"(?:\s+(?:like|such\s+as|wie|etwa|como|comme|come))?\s*(?=:)"
    r"|here(?:'s|\s+is|\s+are)\s+(?:an?\s+|my\s+|the\s+|some\s+)?(?:sample|example|draft|template|mock)\b|e\.g\."
    # Spanish, French, German, Italian, Portuguese (folded)
    r"|traduce|traduzca|traducir|traduceme|corrige|corrija|corregir|corrigeme|resume|resuma|resumir|reescribe"
    r"|reescriba|reformula|reformule|parafrasea|parafrasee|redacta|redacte"
    r"|traduis|traduisez|traduire|corrigez|corriger|relis|relisez|resumez|reformulez|reecris|reecrivez|redige|redigez"
    r"|ubersetze|ubersetz|ubersetzen|korrigiere|korrigier|korrigieren|fasse|formuliere|uberarbeite|lektoriere"
    r"|traduci|tradurre|correggi|correggere|riassumi|riassumere|riscrivi|riformula|parafrasa"
    r"|traduza|traduz|traduzir|corrigir|resuma|reescreva|parafraseie)(?!\w))"
    # the frame runs on to a colon, or to an opening quotation mark, within its line
    r"""(?:[^:"\n]{0,160}?(?P<mark>:|"|(?<=\s)'))?"""
)
_CLOSING = re.compile(r""""|'(?!\w)""")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


def handed(before: str) -> str | None:
    """The frame that hands over the text a quote is cut from (``_HANDED``), ``before`` being what stands before the
    quote in its segment, folded; None when there is none. The text handed over is what follows the frame's colon to
    the end of its sentence, or what stands inside the quotation marks it opens (or that open right after its colon),
    up to where they close."""
    for m in _HANDED.finditer(before):
        mark, tail = m.group("mark"), before[m.end() :]
        if mark == ":" and (opened := re.match(r"\s*[\"']", tail)):
            mark, tail = opened.group(0).strip(), tail[opened.end() :]
        inside = mark in ('"', "'") and not _CLOSING.search(tail)
        if inside or (mark == ":" or m.group("frame") == "e.g.") and not _SENTENCE_END.search(tail):
            return before[m.start("frame") : m.end()].strip()
    return None


# An unreal condition that supposes undone what the person did ("Had I not moved to Leeds, I would never have met my
# wife", "Had we not switched to Postgres, …"): its clause says what was done (``granted``).
_UNDONE_SUPPOSED = re.compile(
    rf"^\W*(?:had\s+(?P<who>i|we)\s+not|{_SUPPOSED_UNDONE})\s+(?P<done>[^,;:.!?]+)", re.IGNORECASE
)
# ... said as done: the French subject and auxiliary without "ne … pas", the Spanish pluperfect for the subjunctive
_AS_DONE = {"hubiera": "habia", "hubiese": "habia", "hubieramos": "habiamos", "hubiesemos": "habiamos"}


def granted(sentence: str) -> str:
    """What a sentence's unreal condition supposes undone, said as done (``_UNDONE_SUPPOSED``): "Had I not moved to
    Leeds, I would never have met my wife." → "I had moved to Leeds."; "Si je n'avais pas déménagé, …" → "j'avais
    demenage."; "Si no me hubiera mudado, …" → "me habia mudado."; "" for any other sentence (folded, but for the
    English). What it goes on to say would have been is still a musing."""
    m = _UNDONE_SUPPOSED.match(sentence) or _UNDONE_SUPPOSED.match(_flat(sentence))
    if m is None:
        return ""
    done = m.group("done").strip()
    if m.group("fr"):
        subject = "j'" if m.group("fr").startswith("je") else m.group("fr")[:-2]  # "je n'" → "j'", "nous n'" → "nous "
        return f"{subject}{m.group('aux')} {done}."
    if m.group("haber"):
        return f"{m.group('es') or ''}{_AS_DONE[m.group('haber')]} {done}."
    return f"{m.group('who')} had {done}."


def unreal(folded: str) -> bool:
    """A folded text holds an unreal condition (``_UNREAL``) or opens a supposition or an example
    (``_SUPPOSED``): a musing, not a fact."""
    return _UNREAL.search(folded) is not None or _SUPPOSED.search(folded) is not None


# A claim that reports the asking or the doubt, not the thing asked about.
_ASKING = re.compile(
    r"\b(?:asked|asks|asking|wondered|wonders|wondering|whether|unsure|not\s+sure|uncertain|undecided|doubts?"
    r"|doubted|questions?|questioned|pregunt\w*|dud\w*|no\s+(?:esta|estaba)\s+segur[oa]|insegur[oa]|indecis[oa]"
    r"|se\s+demand\w*|demande|n'est\s+pas\s+sur\w*|incertain\w*|hesit\w*|fragt\w*|gefragt|ob|unsicher"
    r"|nicht\s+sicher|chied\w*|chiesto|chiese|domand\w*|non\s+e\s+sicur[oa]|incert[oa]|pergunt\w*"
    r"|nao\s+tem\s+certeza"
    # the supposition or the example itself ("The user supposed …", "a hypothetical budget", "for example")
    r"|suppos\w*|hypothetic\w*|example|supuesto|supon\w*|hipotetic\w*|ejemplo|exemple|beispiel|esempio"
    r"|exemplo|ipotetic\w*)\b"
)


# A claim that reports what the person advised, recommended, suggested or requested ("The user's advice for writers
# includes reading lots", "The user recommended using Postgres", "El usuario pidió migrar la facturación a Postgres"):
# it says the advice or the request, not that it was followed (``advises``; "asked" is ``says_asking``'s).
_ADVISING = re.compile(
    r"\b(?:advice|advises|advised|advising|recommend\w*|suggest\w*|tips?|urg(?:e|es|ed|ing)|encourag\w*"
    r"|requested|requests|consejos?|aconsej\w*|recomend\w*|suger\w*|pidio|pidieron|pide|piden|pediu|pediram"
    r"|conseil\w*|suggere\w*|ratschlag\w*|empfiehlt|empfahl|empfohlen|gebeten|consigli\w*|raccomand\w*)\b"
)


def advises(folded: str) -> bool:
    """The folded claim reports advice, a recommendation, a suggestion or a request (``_ADVISING``)."""
    return _ADVISING.search(folded) is not None


def says_asking(folded: str) -> bool:
    """The folded claim says the asking or the doubt ("The user asked whether …", "… is not sure whether …")."""
    return _ASKING.search(folded) is not None


def muses(folded: str) -> bool:
    """The folded claim asks or muses itself: it says the asking or the doubt (``says_asking``), is tentative
    (``words._TENTATIVE``) or sets an unreal condition (``unreal``) — what a question or a musing said, not a fact
    made of it."""
    return says_asking(folded) or _TENTATIVE.search(folded) is not None or unreal(folded)
