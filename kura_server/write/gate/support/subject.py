"""Support, subject: a claim's subject that its quotes continue by a noun it leaves out (``continued``), say of
someone else (``others``), or of the person (``of_the_person``); a death added (``died``, ``death_added``)."""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from typing import NamedTuple

from ....cjk import CJK, HAN
from ....pasts import languages, past_words
from ...redact_rules import MARKER_RE
from ..normalise import fold
from ..words import (
    _AUXILIARY_PAST,
    _BECAUSE,
    _FIRST_PERSON_FORMS,
    _IRREGULAR_PAST,
    _MY,
    _MY_BEFORE_KIN,
    _NAMING,
    _NOT_ME,
    _NOT_PAST,
    _SHORT_PAST,
    _SKIPPED,
    _STOP,
    _VI_PERSON,
    _WORD,
    _bare,
    _conferred,
    _conferred_abroad,
    _flat,
    _named_abroad,
    _tokens,
    _unframed,
    _unreminded,
    _words_match,
    _wordset,
)
from .base import (
    _AR_MY_KIN,
    _ARTICLES,
    _DIGITS,
    _EL_ARTICLES,
    _IN_NORDIC,
    _INTRODUCERS,
    _IS_ACCENTED,
    _KIN,
    _KO_PARTICLES,
    _LINKING_VERBS,
    _ME,
    _MY_AFTER_KIN,
    _MY_ENDING_KIN,
    _OUR,
    _PARTIES,
    _PARTIES_BARE,
    _PERSON,
    _PERSON_SUBJECT,
    _PLURAL_ARTICLES,
    _SHARED,
    _SUBJECTS,
    _TEAM_SUBJECT,
    _TEAMMATES,
    _THEIRS,
    _THEIRS_AFTER,
    _TR_MY,
    _TR_MY_KIN,
    _VERB_LAST,
    _VI_KIN,
    _VI_MY,
    _VI_MY_AS_NAME,
    _VI_NAMED_AS_MY,
    _YOU,
    Other,
    _capitalised,
    _claim_words,
    _clauses,
    _fi_first_person,
    _is_claim_token,
    _is_claim_word,
    _is_told_token,
    _kin_after_verb,
    _names,
    _persons_verb,
    _thought,
)
from .ending import _ANIMALS, _PUT_DOWN
from .fiction import (
    _CJK_I,
)
from .plan import (
    _only_so,
)
from .relation import (
    _PERSONS_OWN,
    _RELATION_OBJECT_END,
    _SIDE,
    _USING,
    _WHOSE_OR_HOW_MANY,
    _used_objects,
)
from .tense import (
    _DEATH_WORDS,
    _TAKEN_BACK,
    _unclefted,
)

# Words that may stand between a subject and its verb and leave the subject as it is: an adverb ("The API now
# uses Redis", "Maria really prefers tabs", "Ana herself leads it"); a word in "-ly" is one too; and a reason's
# "because", which opens a clause of its own ("Dejamos Paddle porque era lento": "porque" continues no noun).
_BETWEEN = (
    _SKIPPED
    | _BECAUSE
    | _wordset(
        """now still also too then today already often usually sometimes never always just only mainly mostly
    herself himself themselves itself myself ourselves yourself alone"""
    )
)


def _spans(folded: str) -> list[tuple[str, bool, bool]]:
    """The words of a folded text (``_bare``), each with whether only spaces stand between it and the next
    (no comma, no bracket: "Maria, my manager, prefers" is an apposition), and whether it is a possessor
    ("maria's")."""
    found = list(_WORD.finditer(folded))
    return [
        (
            _bare(m.group(0)),
            i + 1 < len(found) and not folded[m.end() : found[i + 1].start()].strip(),
            m.group(0).endswith("'s"),
        )
        for i, m in enumerate(found)
    ]


class Continued(NamedTuple):
    """A claim's subject word its sources continue by a noun the claim leaves out (``continued``)."""

    head: str  # the claim's word ("maria", "api")
    noun: str  # the noun the sources continue it with ("manager", "gateway")
    possessor: bool  # the sources say the word as its possessor ("maria's manager"), not as a modifier ("api gateway")

    def __str__(self) -> str:
        return self.head + ("'s" if self.possessor else "") + " " + self.noun


def continued(claim: str, sources: Iterable[str]) -> list[Continued]:
    """The words that head a claim's subject whose sources continue the subject with a noun the claim leaves
    out: "Maria prefers tabs" behind "Maria's manager prefers tabs", "The user's sister lives in Berlin"
    behind "My sister's husband lives in Berlin", "The API uses Redis" behind "The API gateway uses Redis". In
    English the head of a noun phrase is its last word before the verb: a quote that says the claim's subject
    word, then a word the claim does not say, then the claim's next word ("maria's manager prefers") says its
    verb of another thing. A possessor is never the subject (``Continued.possessor``: the caller refuses
    it); a noun before another noun is its modifier, and a claim that names the modifier alone may be the
    shorthand the person uses ("Staging runs on k3s" behind "The staging cluster runs on k3s") or another
    thing ("The API" for "the API gateway"): a machine cannot tell. A word before the subject's head ("The
    old server runs Debian" behind "The server runs Debian"), an adverb (``_BETWEEN``, "-ly"), an apposition
    set off by commas ("Maria, my manager, prefers tabs") or a name right after a noun that is no possessor
    ("My dog Rex sleeps in the office"), a noun the claim says elsewhere ("My wife's name is Ana" behind "The
    user's wife is named Ana") or a quote that also says the two words together is no such thing. The
    claim's subject is read from its opening: past its articles and possessives ("The user's sister"), the
    words its sources say in the same order, up to the first pair they do not; a claim that opens with a
    pronoun or a verb ("We use …") has no subject to read."""
    toks = _spans(_flat(MARKER_RE.sub(" ", claim)))
    i = 0
    while i < len(toks) and (toks[i][0] in _INTRODUCERS or toks[i][2]):  # "The user's sister": past "the user's"
        i += 1
    if i >= len(toks) or toks[i][0] in _STOP:
        return []
    texts = list(sources)
    spans = [_spans(_flat(t)) for t in texts]
    said = {w for w, _, _ in toks}
    names: set[str] | None = None  # the sources' names, read when a noun stands between
    for _ in range(3):  # a subject of three words at most
        if i + 1 >= len(toks) or not toks[i][1]:
            return []
        head, nxt = toks[i][0], toks[i + 1][0]
        together = False
        found: list[Continued] = []
        for words in spans:
            for k in range(len(words) - 1):
                if not (words[k][1] and _words_match(words[k][0], head)):
                    continue
                if _words_match(words[k + 1][0], nxt):
                    together = True
                elif k + 2 < len(words) and words[k + 1][1] and _words_match(words[k + 2][0], nxt):
                    n = words[k + 1][0]
                    if n in _STOP or n in _BETWEEN or n in _NAMING or n.endswith("ly"):
                        continue  # no noun: a word between, or the name's participle ("my cat is called Mochi")
                    if any(_words_match(n, w) for w in said):
                        continue  # the claim says that noun too, in another place ("wife's name" / "wife is named")
                    if names is None:
                        names = {_flat(_bare(x)) for t in texts for x in _names(t)}
                    if n in names and not words[k][2]:
                        continue  # a name after a noun is the same thing named ("my dog Rex", "my manager Maria")
                    found.append(Continued(head, n, words[k][2]))
        if together:
            i += 1
            continue
        return sorted(found, key=lambda c: not c.possessor)[:1]
    return []


# Chinese and Japanese: one of the person's people opening a clause, as the fold reads it ("我哥哥住在北京",
# "我的妻子在谷歌工作", "私の兄は東京に住んでいる", "兄は東京に住んでいる": a Japanese kin word before its
# particle), and a claim about the person ("用户…", "ユーザーは…"; not "用户的哥哥…", which names them).
_CJK_KIN_WORDS = (
    "哥哥 姐姐 弟弟 妹妹 妈妈 爸爸 母亲 父亲 妻子 老婆 丈夫 老公 儿子 女儿 孩子 朋友 同事 老板 男朋友 女朋友 父母 邻居 "
    "兄 姉 弟 妹 母 父 妻 夫 息子 娘 友達 友人 同僚 上司 彼氏 彼女 両親"
)
_CJK_KIN_ALT = "|".join(sorted(map(fold, _CJK_KIN_WORDS.split()), key=len, reverse=True))
# ... and Korean, after "my" or "our" and before its particle ("우리 형은 서울에 살아요", "제 남편은 의사예요")
_KO_KIN_WORDS = (
    "형 오빠 언니 누나 동생 남동생 여동생 남편 아내 와이프 엄마 아빠 어머니 아버지 부모님 아들 딸 친구 남자친구 "
    "여자친구 동료 상사 사장님 이웃"
)
_KO_KIN_ALT = "|".join(sorted(_KO_KIN_WORDS.split(), key=len, reverse=True))
_CJK_KIN = re.compile(
    rf"\s*(?:(?:{fold('我的')}|{fold('我')})(?P<zh>{_CJK_KIN_ALT})"
    rf"|(?:(?:{fold('私の')}|{fold('僕の')}|{fold('俺の')})?(?P<ja>{_CJK_KIN_ALT})(?:{fold('は')}|{fold('が')}|{fold('も')}))"
    rf"|(?:제|내|우리|저의|나의)\s*(?P<ko>{_KO_KIN_ALT})(?:은|는|이|가|도))"
)
_CJK_PERSON_CLAIM = re.compile(rf"\s*(?:{fold('用户')}|{fold('ユーザー')}|사용자)(?!{fold('的')}|{fold('の')}|의)")
_KO_FRAME = frozenset("사용자")
_HANGUL = re.compile("[\uac00-\ud7af]")


def _cjk_others(folded: str, texts: Sequence[str]) -> list[Other]:
    """``others`` for a claim about the person that says Han characters ("用户住在北京", "The user lives in 北京"):
    those its sources (folded) hold only in a clause one of the person's people opens (``_CJK_KIN``: "我哥哥住在北京")
    or the one they speak to (``_CJK_YOU``: "你很擅长Rust", with no "我" or "私" in it) — not in one of the person's
    own ("我住在上海", "我和哥哥住在北京") — are said of them."""
    if not (_CJK_PERSON_CLAIM.match(folded) or _PERSON_SUBJECT.match(folded)):
        return []
    said = {ch for ch in _claim_words(folded) if HAN.fullmatch(ch)}
    # ... or Korean syllables, but its particles and its frame ("사용자는 서울에 살아요")
    said |= {ch for ch in _claim_words(folded) if _HANGUL.fullmatch(ch)} - _KO_PARTICLES - _KO_FRAME
    theirs: set[str] = set()
    mine: set[str] = set()
    who: list[Other] = []
    for text in texts:
        for clause in _clauses(text):
            if m := _CJK_KIN.match(clause):
                theirs |= set(clause[m.end() :])
                who.append(Other(m.group(0).strip(), True))
            elif (m := _CJK_YOU.match(clause)) and not _CJK_I.search(clause):
                theirs |= set(clause[m.end() :])  # "你很擅长Rust": the one the person speaks to
                who.append(Other(m.group(0).strip(), False))
            else:
                mine |= set(clause)  # the person's own, or no one's named: not read as another's
    only = said - mine
    return list(dict.fromkeys(who)) if only and only <= theirs else []


# Someone else named as the subject of a claim's very verb, the verb as the claim says it: "Maria speaks Japanese",
# "Our CTO owns billing", "She works at Google" behind "The user speaks Japanese" — the person says their own verb in
# the first person ("I speak Japanese"), in the third only of someone else. Not a word that names no one ("it is",
# "there is", "this is", "what is"), nor a clause with the person or their thing in it ("Maria and I speak Japanese",
# "My laptop runs Arch"). The person set apart as not the subject (``_NOT_ME``) is not in it. A verb that only links
# ("is", "has", "es", "ist") has things for subjects as often ("the skill is awesome", "the kids had fun"): read
# only after "he" or "she", or one word the source writes with a capital ("Tom is allergic to shellfish"). An adverb
# that opens a clause with no subject names no one either, its capital a sentence's ("Just moved to Denver last week!",
# "Finally got my license", "Recently started running").
_NAMES_NO_ONE = _wordset(
    """it this that there what which who whoever here these those everything something nothing just finally recently
    already also still only actually basically honestly literally totally definitely probably maybe perhaps today
    yesterday now then soon later lately eventually officially suddenly luckily unfortunately fortunately sadly
    happily anyway anyways somehow apparently obviously clearly seriously ultimately originally initially currently
    once twice again never always often sometimes usually rarely seldom"""
)
_HE_SHE = _wordset("he she il elle el ella ele ela lui lei er")
# ... in Chinese and Japanese, opening a clause as the fold reads it ("你很擅长Rust", "あなたはRustが得意ですね")
_CJK_YOU = re.compile(rf"\s*(?:{fold('あなた')}|{fold('你')}|{fold('您')})")
# ... and a claim that names the one spoken to says what it says of them ("The user told the assistant it is great
# at Rust")
_SPOKEN_TO = _wordset("assistant ai bot chatbot you")


# "Be" and "have" as a claim says them of the person, and as the person says them to "you" ("you're", "du bist", "tu
# es", "eres", "você é", "tu sei", "jesteś"; "é" as ``_IS_ACCENTED`` marks it).
_IS_HAS = _LINKING_VERBS | _wordset("ist hat es est e jest ma tiene tem ha")
_YOU_ARE = _wordset("you're you've are were have had bist hast es est eres e_ sei hai jestes masz tienes")


# ... said of anyone: "you" after a "when" or an "if" ("When you're a nurse you see everything", "Cuando eres
# enfermera lo ves todo", "Quand tu es infirmière, tu vois tout"), and a verb a few words after "you" ("You get used to
# living in Berlin", "You never stop being a teacher"): what the person says of anyone, or of the one they speak to,
# is not what they say of themselves. "I'm a teacher; you never stop being one" says it of the person too.
_YOU_WHEN = _wordset("when whenever once if cuando si quand lorsque")
_YOU_BEING = _YOU_ARE | _wordset("be being")


def _addressed(opening: Sequence[str], toks: Sequence[str], verb: str) -> bool:
    """A clause (its words ``toks``, ``opening`` from its first word past an article) says the claim's ``verb`` of the
    one the person speaks to (``_YOU``, German "du" before a verb in "-st"), and of no one of the person's: the verb
    itself after "you" ("You know Kubernetes" behind "The user knows Kubernetes"), or "be" or "have" said to them
    ("You're great at Rust"). What the person does to them — praises, thanks, encourages, advises ("You can use
    coconut oil" behind "The user offers tips") — is the person's own, and is not read."""
    if not verb or not opening or set(toks) & _FIRST_PERSON_FORMS:
        return False
    if not (opening[0] in _YOU or (opening[0] == "du" and len(opening) > 1 and opening[1].endswith("st"))):
        return False
    if verb in _IS_HAS:
        return opening[0] in _YOU_ARE or any(w in _YOU_BEING for w in opening[1:5])
    return any(_words_match(verb, w) for w in opening[1:6])


# The person's words that stand after a verb as its object or its object's owner ("my", "me", "our", "us", "mi",
# "mon", "mein", "meu"): ``_named_subject`` reads a clause with them as someone else's when that one opens it.
_MY_OBJECT = _MY | _OUR | _wordset("me us")


def _named_subject(
    toks: Sequence[str],
    verb: str,
    capitals: frozenset[str],
    persons: frozenset[str],
    opening: Opening | None = None,
    participle: str = "",
    final: str = "",
) -> int:
    """Where the claim's ``verb`` stands in a clause's words (``toks``) after a subject of at most four words that is
    someone else (``_NAMES_NO_ONE`` aside, no word of the person's, French "j'…" among them, but their object after
    the verb, ``_MY_OBJECT``: "The vet treated my dog"), or 0; a perfect abroad read at its participle after the
    auxiliary the claim says (``participle``: "Le vétérinaire a soigné mon chien"); after a verb that
    only links, a subject of one word, "he" or "she" or a word its source writes with a capital (``capitals``). A verb
    that is also an article or a preposition (``_INTRODUCERS``) is not read, nor a subject that is the person as one
    who does it ("I'm someone who runs", "As someone who grew up in Ohio": ``_as_one_who``). ``persons``: the words of
    the person's own in the claim's language (``_PERSONS_OWN``, or a Vietnamese claim's ``_VI_MY``). A clause that
    does not say the claim's verb there may still open with someone else and their verb (``_another_opens``, read
    with the claim's ``opening``): "Ana adopted a cat" behind "The user has a cat" — the length of that subject."""
    if not toks:
        return 0
    at = toks.index(verb) if verb in toks and verb not in _INTRODUCERS else 0  # French "a" (has) is "à" folded too
    aux = 0
    if len(participle) > 3 and participle in toks[2:6] and toks[toks.index(participle) - 1] == verb:
        # ... and a perfect abroad by its participle after the same auxiliary ("Le vétérinaire a soigné mon chien",
        # "Il veterinario ha curato il mio cane" behind "L'utilisateur a soigné le chien")
        at, verb, aux = toks.index(participle), participle, 1
    elif len(final) > 3 and verb in toks[1:5] and final in toks[toks.index(verb) + 2 : toks.index(verb) + 8]:
        # ... and a German perfect, its participle at the clause's end (``final``) a few words after the same
        # auxiliary ("Der Tierarzt hat meinen Hund behandelt" behind "Der Nutzer hat den Hund behandelt"): the
        # subject stands before the auxiliary, the doing is the participle's
        at, verb = toks.index(verb), final
    size = at - aux  # (the subject's words, before the auxiliary)
    # the person's words only after the claim's verb are its object, not its doer: "The vet treated my dog's limp" is
    # the vet's deed done to the person's dog, "Ana taught me Spanish" Ana's teaching
    mine = [i for i, w in enumerate(toks) if w in persons or w.startswith("j'")]
    # (not after a verb of having or being: "Ana has my dog this week" still says the person's dog)
    done = verb not in _LINKING_VERBS and len(verb) > 3
    if mine and not (done and 0 < size <= 4 and all(i > at and toks[i] in _MY_OBJECT for i in mine)):
        return 0
    if not 0 < size <= 4 and opening is not None:
        lead = _leading(toks)  # "Then she adopted a cat", "Last year he retired"
        size = _another_opens(toks[lead:], capitals, opening) if lead < len(toks) else 0
        return lead + size if size else 0
    # ... past an adverb or a conjunction of time that opens the clause ("Then she adopted my cat", "Later Ana
    # adopted my cat" behind "The user adopted a cat": ``_leading``), the subject after it
    # Not past a "now": who does it now beside the person is a thing shared or handed on ("I joined the choir last
    # year, but now Ana sings in it" keeps "The user sings in the choir"), the ending's to weigh (``_HANDED_ON_HELD``).
    lead = _leading(toks[:at]) if toks[0] in _NAMES_NO_ONE else 0
    lead = 0 if any(t in _NOW_OPENS for t in toks[:lead]) else lead
    if not 0 < size - lead <= 4 or toks[lead] in _NAMES_NO_ONE:
        return 0
    if any(toks[r] in _RELATIVE | _RELATIVE_AFTER_PEOPLE and _as_one_who(toks[:r]) for r in range(1, at)):
        return 0
    if (verb in _LINKING_VERBS or len(verb) <= 3) and not (
        size - lead == 1 and (toks[lead] in _HE_SHE or toks[lead] in capitals)
    ):
        return 0
    return size


# A clause that opens with someone else and their verb, whatever verb the claim says: a change or a state told of
# them is theirs in other words too ("Ana adopted a cat", "She took up the violin", "He got married in June" behind
# "The user has a cat", "… plays the violin", "… is married"; "Marta adoptó un gato", "Elle a adopté un chat"). The
# subject: a pronoun of the third person (``_THIRD_PERSON``; the Spanish "él" only as its source writes it, the
# article "el" folded alike, "il" only in a French claim, an Italian one's article, and "he" only in an English one
# and before no Spanish participle, "He dejado de fumar" saying "I have"; "they" not when the claim says them too:
# "… seeing them have fun" behind "They had fun"), or one or two words the source writes with a capital (a name),
# and the noun after it when it is a possessor ("Ana's husband bought a house"), that the claim does not say — a
# thing the claim speaks of opens a clause as often ("Postgres powers billing", "Seville is beautiful": the claim's
# "Postgres", "Seville") — and that is no word that names no one (``_NAMES_NO_ONE``, "Luckily", "Yesterday"; abroad
# ``_OPENS_ABROAD``, "Ayer adopté un gato"), no doing ("Painting helps"), no contraction ("Don't", "What's"), no
# function word; past an adverb, a conjunction of time or reason or a time opening the clause (``_leading``: "Then
# she adopted a cat", "Last year he retired"). Its verb after it (past a word between,
# ``_BETWEEN``): in an English claim's source, after a name, a past ("adopted", "got", ``_IRREGULAR_PAST``) or "be"
# or "have" before a participle ("Ana was promoted", "Ana has retired") — a sentence opens with a capital on a noun
# as often ("Nature is so inspiring", "Dance floors help"), and a greeting or a thanks too ("Congrats on the
# promotion", "Hey Mel"); after a pronoun, a past, a present in "-s" or an auxiliary (``_AUXILIARY``). In another
# language's, a word that is no article or preposition (``_INTRODUCERS``; French "a", has, aside), and after a name
# a past the tables read (``pasts.past_words``), or an auxiliary and its participle a few words on. A clause with
# the person in it is not read (``persons``, ``_FIRST_PERSON_FORMS``).
_THIRD_PERSON = (_HE_SHE - _wordset("el il")) | _wordset("they ils elles ellos ellas sie loro eles elas")
_THEM = _wordset("they them their theirs themselves")
_AUXILIARY = _AUXILIARY_PAST | _LINKING_VERBS | _wordset("is does will would gets can could should might may must")
_PARTICIPLE_ES = ("ado", "ido", "cho", "sto", "rto", "ito")
_OPENERS = _wordset("because when after since before while once then cuando despues quand apres als nachdem quando")
_WHICH_TIME = _wordset("last this next")
_NOW_OPENS = _wordset("now nowadays currently ahora maintenant jetzt ora agora")
_TIME_NOUNS = _wordset("year week month summer winter spring autumn fall weekend night morning evening time")
_AUXILIARY_ABROAD = _wordset("a ha han hanno ont ist hat sind haben e_ est sont se si sich tem foi")
# ... of which German's, whose participle ends its clause ("Der Nutzer hat den Hund behandelt")
_GERMAN_AUXILIARY = _wordset("ist hat sind haben")
_ITS_VERB_TOO = _wordset("a")  # French "a" (has), which folds as "à" and the English article
_OPENS_ABROAD = _wordset(
    """apenas casi solo todavia aun presque seulement encore fast nur noch quasi ancora quase ainda
    ayer hoy ahora anoche luego despues entonces finalmente recien ya siempre nunca antes tambien hier
    aujourd'hui maintenant puis ensuite enfin deja toujours jamais avant recemment finalement gestern heute jetzt dann
    danach endlich schon immer nie vorher kurzlich ieri oggi ora adesso poi dopo finalmente gia sempre mai prima
    recentemente ontem hoje agora depois entao ja nunca"""
)


class Opening(NamedTuple):
    """What ``_another_opens`` reads of a claim and one source: the claim's words, its language, whether the source
    writes the Spanish "él"."""

    claimed: frozenset[str]  # the claim's words, folded and bare
    english: bool  # the claim says "the user" ("The user has a cat")
    french: bool  # the claim says "l'utilisateur"
    el: bool  # the source writes "él", not the article "el"
    pasts: frozenset[str]  # the source's pasts abroad, folded ("adoptó", "acheté": ``pasts.past_words``)
    possessors: frozenset[str]  # the names the source writes as a possessor ("ana" of "Ana's husband")


def _opening(folded: str, source: str) -> Opening:
    """The ``Opening`` of a folded claim and one source."""
    english = re.match(r"\W*(?:the\s+)?(?:user|person)\b", folded) is not None
    return Opening(
        frozenset(_bare(w) for w in _WORD.findall(folded)),
        english,
        re.match(r"\W*l?'?utilisat", folded) is not None,
        re.search(r"(?<!\w)[ÉéÈè]l(?!\w)", source) is not None,
        frozenset()
        if english
        else frozenset(_bare(_flat(source[a:b])) for lang in languages(source) for a, b in past_words(source, lang)),
        frozenset(_bare(_flat(w)) for w in _WORD.findall(source) if w[:1].isupper() and w.endswith("'s")),
    )


def _another_opens(toks: Sequence[str], capitals: frozenset[str], opening: Opening) -> int:
    """The length of the subject a clause's words (``toks``) open with, when it is someone else and their verb follows
    it (``_THIRD_PERSON`` or a name, ``capitals`` the words the source writes with one); 0 when it is not."""
    if any(w in _FIRST_PERSON_FORMS for w in toks):
        return 0
    first = toks[0]
    pronoun = first in _THIRD_PERSON or (first == "el" and opening.el) or (first == "il" and opening.french)
    if first == "he" and (not opening.english or (len(toks) > 1 and toks[1].endswith(_PARTICIPLE_ES))):
        return 0  # the Spanish "he" (I have): "He dejado de fumar"
    if pronoun and first in _THEM and opening.claimed & _THEM:
        return 0
    size = 1 if pronoun else 0
    while (
        not pronoun and size < min(2, len(toks)) and _a_name(toks[size], capitals | opening.possessors, opening.claimed)
    ):
        size += 1
    if 0 < size < len(toks) - 1 and not pronoun and toks[size - 1] in opening.possessors and _a_noun(toks[size]):
        size += 1  # "Ana's husband bought a house": the one Ana has
    at = _past_between(toks, size)
    if not size or at >= len(toks) or toks[at] == "y":  # "Il y a …": there is
        return 0
    word = toks[at]
    if not opening.english:
        if word in _INTRODUCERS and word not in _ITS_VERB_TOO:
            return 0
        # after a name, a past the tables read, or its participle after an auxiliary or a reflexive and a few words
        # ("Marta adoptó", "Marie a acheté", "Carlos se mudó", "Jonas ist nach Hamburg gezogen"): a verb in the first
        # person opens a sentence with a capital too, the subject in it ("Hablo alemán", "Intenté arreglar la moto",
        # "Pensé que era una buena idea")
        then = toks[at + 1 : at + 5] if word in _AUXILIARY_ABROAD else ()
        return size if pronoun or word in opening.pasts or any(w in opening.pasts for w in then) else 0
    if _a_past(word) or word == "got":
        return size
    if pronoun:
        present = len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is"))
        return size if present or word in _AUXILIARY else 0
    after = _past_between(toks, at + 1)
    participle = after < len(toks) and (_a_past(toks[after]) or toks[after].endswith("en"))
    return size if word in _LINKING_VERBS and participle else 0


def _a_noun(word: str) -> bool:
    """Is an English word after a possessor its noun, no verb by its form ("Ana's husband", not "Ana's adopted")?"""
    return word not in _STOP and word not in _AUXILIARY and word not in _BETWEEN and not _a_past(word)


def _leading(toks: Sequence[str]) -> int:
    """How many words open a clause before its subject: adverbs (``_NAMES_NO_ONE`` but its pronouns, ``_OPENS_ABROAD``),
    a conjunction of time or reason (``_OPENERS``: "Because she adopted a cat, …") and a time said by "last", "this" or
    "next" and its noun ("Last year she took up the violin")."""
    at = 0
    while at < len(toks):
        if toks[at] in _OPENERS or (toks[at] in _NAMES_NO_ONE and toks[at] not in _STOP) or toks[at] in _OPENS_ABROAD:
            at += 1
        elif toks[at] in _WHICH_TIME and at + 1 < len(toks) and toks[at + 1] in _TIME_NOUNS:
            at += 2
        else:
            return at
    return at


def _past_between(toks: Sequence[str], at: int) -> int:
    """Where the first word of ``toks`` from ``at`` that is no word between (``_BETWEEN``, "-ly") stands."""
    while at < len(toks) and (toks[at] in _BETWEEN or toks[at].endswith("ly")):
        at += 1
    return at


def _a_past(word: str) -> bool:
    """Is an English word a simple past or a participle by its form ("adopted", "bought", ``_IRREGULAR_PAST``)?"""
    return (
        word in _IRREGULAR_PAST
        or word in _SHORT_PAST
        or (len(word) > 4 and word.endswith("ed") and word not in _NOT_PAST)
    )


def _a_name(word: str, capitals: frozenset[str], claimed: frozenset[str]) -> bool:
    """Is a clause's opening word one its source writes with a capital (``capitals``) as a name: no word that names no
    one, no function word, no contraction, no doing in "-ing" or manner in "-ly", none the claim says (``claimed``)?"""
    return (
        word in capitals
        and len(word) > 1
        and "'" not in word
        and word not in _NAMES_NO_ONE
        and word not in _OPENS_ABROAD
        and word not in _STOP
        and not word.endswith(("ing", "ly"))
        and not any(_words_match(word, w) for w in claimed)
    )


def _kin_then_my(opening: Sequence[str]) -> int:
    """Where in a clause's words (``opening``, past any article ``others`` skips) the "my" that follows its noun
    (``_MY_AFTER_KIN``) stands, when they open with one of the person's people and it, the Greek noun's article
    before them ("Η αδερφή μου μένει στο Βερολίνο", "Kakak saya tinggal di Bandung", "Anh trai tôi sống ở Hà Nội");
    0 when they do not. That "my"
    ("saya", "aku") is no subject of the person's."""
    at = 1 if opening and opening[0] in _EL_ARTICLES else 0
    if len(opening) > at + 2 and opening[at] in _KIN and opening[at + 1] in _MY_AFTER_KIN:
        return at + 1
    # the Vietnamese kin word of two words or one, then its "my" ("Anh trai tôi …", "Vợ tôi …": ``_VI_KIN``)
    return next(
        (n for n in (2, 1) if len(opening) > n + 1 and tuple(opening[:n]) in _VI_KIN and opening[n] in _VI_MY), 0
    )


# One of the person's named in a clause ("my sister", "some of my sister's friends"), and a later clause of the same
# text whose subject is "he" or "she", after its conjunction ("…, even though she just joined", "…; he works there"):
# that one, not the person (``others``) — unless the clause says the person too ("she and I").
_MY_KIN_NAMED = re.compile(rf"\b(?:my|our)\s+(?:[\w-]+\s+)?(?:{'|'.join(sorted(_KIN))})(?:'s)?\b")
_PRONOUN_SUBJECT = re.compile(
    r"\s*(?:(?:(?:even\s+)?though|although|but|and|so|because|since|while|when|as)\s+)?(?P<who>he|she)\s"
    r"(?!.*\b(?:i|me|we|us)\b)"
)


def others(claim: str, sources: Iterable[str]) -> list[Other]:
    """Who its sources say the claim's words of, when the claim says them of the person and the sources only of
    someone of theirs: "The user works at Google" behind "My wife works at Google", "El usuario vive en Madrid"
    behind "Mi hermano vive en Madrid", "Der Nutzer wohnt in Berlin" behind "Mein Bruder wohnt in Berlin". A clause
    of a source (cut at ``_CLAUSE_START`` and at "and") that opens with a possessive of the first person and a noun
    ("my wife", "il mio capo": one of ``_KIN``; not "my laptop") and holds no subject of the first person is
    someone else's; the claim's words after its subject that the sources hold only in such clauses (``_only_so``)
    are said of them. "My wife and I live in Madrid" is the person's too, and so is a source that says the person
    shares it ("… and I live there too"). A memory's third person reads alike: "The user's wife", "La esposa del
    usuario", "La femme de l'utilisateur", "Die Frau des Nutzers" (``_THEIRS_AFTER``). A claim that names the other
    ("The user's wife works at Google", "The user is helping her cousin find a place after a tough time", "The user
    and her kids finished a painting") is not about the person alone: not read. A claim of the team ("The team uses
    Kafka", ``_TEAM_SUBJECT``) and one that says a thing used or had (``_used_objects``: "Billing runs on Postgres")
    read alike, and so does a clause of another party or a text (``_PARTIES``: "Our competitor uses Kafka", "The
    tutorial uses Kafka", "Everyone uses Kafka", "Most teams use Kafka"), not one of the person's (``kin`` false). A
    cleft is read as the clause it stands for (``_unclefted``: "Go.js is what my friend uses" is my friend's), and a
    name with a dot inside as one word (``_dotless``)."""
    folded = _dotless(_flat(MARKER_RE.sub(" ", claim)))
    m = _PERSON_SUBJECT.match(folded) or _TEAM_SUBJECT.match(folded)
    sources = list(sources)
    # "Don't forget that my wife …": what opens is "my wife"; "Todos dicen que hablo japonés, y es verdad": "hablo";
    # "Go.js is what my friend uses": "my friend" too; "è", "é" not read as "and"
    texts = [_unclefted(_unframed(_unreminded(_dotless(_flat(_IS_ACCENTED.sub("e_", t)))))) for t in sources]
    if CJK.search(folded) and (cjk := _cjk_others(folded, texts)):
        return cjk
    if (m is None and not _used_objects(claim)) or any(_SHARED.search(t) for t in texts):
        return []
    team = m is None or _PERSON_SUBJECT.match(folded) is None
    # a Turkish claim puts its verb last ("Kullanıcı Berlin'de yaşıyor"): the word after its subject is none, so no
    # subject is read before it in a source ("Artık Berlin'de yaşıyorum" names no one)
    verb, predicate = ("", ()) if team or _VERB_LAST.match(folded) else _persons_verb(folded)
    participle = predicate[0] if predicate and verb in _AUXILIARY_ABROAD else ""  # "L'utilisateur a soigné …"
    final = predicate[-1] if len(predicate) > 1 and verb in _GERMAN_AUXILIARY else ""  # "Der Nutzer hat … behandelt"
    # a Vietnamese claim's person says "mình" (I) too, which folds as the name "Minh": the person's there alone
    # (and only the Vietnamese ones: "Hà Nội" folds as the Italian "noi", we)
    vietnamese = _VI_PERSON.match(folded) is not None
    own = _VI_MY if vietnamese else _SUBJECTS
    held: list[tuple[str, bool]] = []
    who: list[Other] = []
    kins: list[str] = []
    named_words: list[str] = []  # someone the person names as the subject: a claim that names them too is not read
    spoken_to: set[str] = set()  # "you", as the person says it
    for text, source in zip(texts, sources, strict=True):
        # the words the source writes with a capital, read only for a claim with the person's verb (``_named_subject``)
        capitals = _capitalised(source) if verb else frozenset()
        opened = _opening(folded, source) if verb else None  # what a clause opening with someone else is read by
        # a Vietnamese "Minh" its source writes with its capital and without the tone of "mình" (I) is a name ("Minh
        # thích cà phê"): not the person's
        minh_named = vietnamese and any(w in _VI_NAMED_AS_MY for w in _WORD.findall(source))
        persons = (_VI_MY - _VI_MY_AS_NAME if minh_named else _VI_MY) if vietnamese else _PERSONS_OWN
        before: list[str] = []
        clauses = _clauses(_NOT_ME.sub(" ", text))
        kin_named = False  # a clause before names one of the person's ("some of my sister's friends came")
        for ci, clause in enumerate(clauses):
            if mark := _TAKEN_BACK.match(clause) or _thought(clause):
                # a correction says its clause anew ("I live in Leeds, I mean my sister lives in Bristol"), and what
                # the person thinks is a clause of its own ("I think my neighbour works at Google"): read from after
                # its mark, not its "I"
                clause = clause[mark.end() :]
            raw = _WORD.findall(clause)
            toks = [_bare(w) for w in raw]
            if any(w in _SUBJECTS for w in toks) and _REFERS.search(clause) and _USING.search(clause):
                # the person's side uses what the clause before names, by a pronoun of it ("Our client uses Kafka
                # and we run it for them")
                held += [(w, False) for w in before]
            # a clause after the person alone is one subject with them ("I and my sister work at a bank", "Я и моя
            # сестра работаем в банке"): theirs too
            with_me = bool(before) and all(w in _SUBJECTS | _ME for w in before)
            before = toks
            # (past an adverb or a conjunction of time that opens the clause, when one of the person's people follows
            # it: "Then my sister adopted a cat", "Yesterday my boss moved to Leeds", "Luego mi hermana adoptó un
            # gato": ``_leading``; not a thing of theirs, "Honestly my job at the cidery is getting dull")
            skip = _leading(toks)
            kin_next = 0 < skip < len(toks) - 1 and toks[skip] in _MY and toks[skip + 1] in _KIN
            opening = toks[skip:] if kin_next else toks
            while opening and (
                opening[0] in _ARTICLES
                or opening[0] in _PLURAL_ARTICLES
                or (opening[0] == "i" and len(opening) > 1 and opening[1] in _MY)
            ):
                opening = opening[1:]
            my_after = 0
            mine = bool(opening) and (opening[0] in _MY | _MY_BEFORE_KIN or raw[len(toks) - len(opening)] in _THEIRS)
            theirs = _THEIRS_AFTER.match(clause)
            at = len(toks) - len(opening)  # where the opening noun phrase starts, its article before it
            lead = at  # (the articles before it say no one: the Italian "i" is no "I")
            pair = len(opening) > 1 and opening[0] in _WHOSE_OR_HOW_MANY and opening[1] in _PARTIES
            party = (
                bool(opening)
                and (pair or (opening[0] in _PARTIES and (at > 0 or opening[0] in _PARTIES_BARE)))
                and not any(w in _SIDE for w in opening[1 + pair :])
            )
            kin = (
                (len(opening) > 1 and mine and opening[1] in _KIN and not any(w in _PERSON for w in raw))
                or (theirs is not None and theirs.group("kin") in _KIN)
                or (len(opening) > 1 and (opening[0] in _AR_MY_KIN or opening[0] in _TR_MY_KIN))
                or (len(opening) > 1 and opening[0] in _MY_ENDING_KIN)
                or (my_after := _kin_then_my(opening)) > 0
                or (len(opening) > 2 and opening[0] in _TR_MY and opening[1] in _TR_MY_KIN)
            )
            if not kin and verb and (inverted := _kin_after_verb(toks, verb)) is not None:
                kin, at = True, inverted  # "Tampereella asuu siskoni": the subject after its verb
            he = None if kin or not kin_named else _PRONOUN_SUBJECT.match(clause)
            pronoun = he is not None
            if he is not None:
                kin, at = True, len(_WORD.findall(clause[: he.start("who")]))  # "…, even though she just joined"
            kin_named = kin_named or _MY_KIN_NAMED.search(clause) is not None
            if kin and team and (opening[1] in _TEAMMATES or any(w in _SIDE for w in opening[2:])):
                # of a claim about the team, one of it ("My colleague uses Kafka": for review), or said of what is
                # the team's ("My colleague set up our Kafka cluster": the team's)
                kin = False
                party = not any(w in _SIDE for w in opening[2:])
            # (a Swedish, Norwegian or Danish clause opening with "min" reads its "i" as "in": "Min bror bor i Malmö")
            subjects = own - _IN_NORDIC if opening and opening[0] in _MY_BEFORE_KIN else own
            # ... and one of the person's, named or not, before "and I" ("My friend Ola and I run a bakery", "My wife
            # Kari and I moved to Tromsø"): one subject with them, as after the person alone
            following = clauses[ci + 1] if ci + 1 < len(clauses) else ""
            with_me = with_me or (kin and _kin_and_me(clause, following, {_flat(_bare(n)) for n in _names(source)}))
            # "When you're a nurse, you see everything": said of "you" after the "when" (``_YOU_WHEN``)
            heard = opening[1:] if opening[:1] and opening[0] in _YOU_WHEN else opening
            you = not (with_me or kin or party) and _addressed(heard, toks, verb)
            named = (
                0
                if with_me or kin or party or you
                else _named_subject(toks, verb, capitals, persons, opened, participle, final)
            )
            subjects = subjects - _VI_MY_AS_NAME if minh_named else subjects
            # (nor the "my" after the kin word: "Kakak saya tinggal di Bandung")
            said = [w for i, w in enumerate(toks) if i >= lead and not (kin and my_after and i == at + my_after)]
            own_said = any(w in subjects or _fi_first_person(verb, w) for w in said)
            # ... or a post another confers on the person ("My boss made me team lead", "My manager promoted me to
            # lead": ``words._conferred``), which is the person's to hold, not the one's who confers it
            own_said = own_said or any(_conferred(toks, k) for k in range(lead, len(toks)))
            own_said = own_said or bool(_conferred_abroad(clause))  # "ils m'ont embauché comme infirmier"
            # ... and a name another gives the person abroad ("Mis padres me llamaron Lucía", "Mes parents m'ont appelée
            # Lucie", "Meine Eltern haben mich Lucia genannt": ``words._named_abroad``), as "My parents named me
            # Lucia" is the person's name (``_conferred``)
            if not own_said:  # (read on the clause's tokens as the tense reads them, the clitic kept: "m'ont")
                said_toks = _tokens(clause)
                own_said = any(_named_abroad(said_toks, k) for k in range(len(said_toks)))
            other = not own_said and not with_me and (kin or party or you or bool(named))
            rel = None if other else _relative_of_others(toks)
            held += [(w, other or (rel is not None and i > rel)) for i, w in enumerate(toks)]
            held += [(n, other) for n in _DIGITS.findall(clause)]  # "My son is 38": an age is said of someone too
            if rel is not None:
                # "I can't stand people who smoke": what the relative clause says is the people's
                who.append(Other(raw[rel - 1], False))
                named_words += [toks[rel - 1], *(d for w in toks[rel + 1 :] for d in _doers(w))]
            if you:
                # "You're great at Rust": the one the person speaks to
                who.append(Other(raw[len(toks) - len(heard)], False))
                spoken_to.add(raw[len(toks) - len(heard)])
            elif named:
                # "Maria speaks Japanese", "Our CTO owns billing": someone the person names
                who.append(Other(" ".join(raw[:named]), False))
                named_words += [w for w in toks[:named] if _is_claim_word(w)]
            elif other and theirs is not None and theirs.group("kin") in _KIN:
                who.append(Other(theirs.group(0).strip(), True))
                kins.append(theirs.group("kin"))
            elif other:
                # "my wife", "our competitor", "most teams"; "the tutorial", "everyone"
                span = (
                    raw[at : at + 1] if pronoun else raw[at : at + 2] if kin or pair else raw[max(0, at - 1) : at + 1]
                )
                who.append(Other(" ".join(span), kin))
                kins += toks[at : at + 2]
    claimed = _WORD.findall(folded[m.end() :] if m is not None else folded)
    if (rel := _relative_of_others([_bare(w) for w in claimed])) is not None:
        claimed = claimed[:rel]  # "… a food drive for people who lost their jobs": the claim says whose it is too
    elif (rel := _relative_of_a_thing([_bare(w) for w in claimed])) is not None:
        claimed = claimed[:rel]  # "… a pup from a shelter, which brings them joy": the pup's, as "She brings joy"
    elif m is not None:
        claimed += _DIGITS.findall(folded, m.end())
    if (
        any(_bare(w) == _bare(k) for w in claimed for k in kins if k in _KIN | _PARTIES)
        or any(_bare(w) in named_words for w in claimed)
        or not (only := _only_so(claimed, held, _is_told_token, verb))
    ):
        return []
    if all(o.who in spoken_to for o in who) and not _said_to_them(claimed, predicate, only):
        return []
    return list(dict.fromkeys(who))


def _kin_and_me(clause: str, following: str, names: Collection[str]) -> bool:
    """Is a folded clause only one of the person's people, by their kin word and a name (``names``, folded) of up to
    two words ("my friend Ola", "my wife"), and does the clause after it (``following``) open with the person as a
    subject ("and I run a bakery")? Then the two are one subject: "My friend Ola and I run a bakery" is the person's
    too and binds Ola to the bakery; "My friend Ola runs a bakery" is not the person's."""
    toks = [_bare(w) for w in _WORD.findall(clause)]
    nxt = [_bare(w) for w in _WORD.findall(following)][:1]
    if not (2 <= len(toks) <= 4 and nxt and toks[1] in _KIN and toks[0] in _MY | _MY_BEFORE_KIN):
        return False
    # (a Swedish, Norwegian or Danish "min bror og i …" reads its "i" as "in")
    subjects = _SUBJECTS - _IN_NORDIC if toks[0] in _MY_BEFORE_KIN else _SUBJECTS
    return all(w in names for w in toks[2:]) and nxt[0] in subjects | _ME


# A death a claim says (folded: "died", "passed away", "was killed"; not "die", the German article), and what says one
# in the quotes: a word of dying, a death, a funeral or a mourning, or the person's loss of one of theirs ("I lost my
# dad last year", "we lost our dog in May"; not "I lost my job", nor "my dad's watch"): ``died``.
# (an animal put down: ``ending._PUT_DOWN``)
_DEATH_CLAIMED = re.compile(rf"\b(?:died|dead|death|deceased|passed\s+(?:away|on)|killed|{_PUT_DOWN})\b")
_LOST_ONE = (
    r"\blost\s+(?:my|our|his|her|their)\s+(?:\w+\s+){0,2}?"
    rf"(?:{'|'.join(sorted(_KIN))}|{_ANIMALS}|grandparents?)\b(?!'s)"
)
_DEATH_SAID = re.compile(
    rf"\b(?:{_DEATH_WORDS}|late\s+(?:husband|wife|father|mother|dad|mom|mum)"
    rf"|{_PUT_DOWN}|no\s+longer\s+with\s+us"
    # (the German "tot" after its verb, "Mein Opa ist seit zwei Jahren tot"; not the English "my tot is sick")
    r"|(?:ist|sind|war|waren)\s+(?:[\w'-]+\s+){0,3}?tot)\b|" + _LOST_ONE
)


def died(claim: str, sources: Iterable[str]) -> list[str]:
    """A claim's death (``_DEATH_CLAIMED``) that its sources say nowhere (``_DEATH_SAID``): "The user's father died
    last year" behind "I lost my job last year" (its time is the quote's, its kin word one the coverage of content
    words forgives) says a death no one spoke of; behind "I lost my dad last year" it says what was said."""
    deaths = [m.group(0) for m in _DEATH_CLAIMED.finditer(_flat(MARKER_RE.sub(" ", claim)))]
    if not deaths or any(_DEATH_SAID.search(_flat(t)) for t in sources):
        return []
    return deaths


# What a claim adds to a death its quotes say: a cause ("… died of cancer", "… from a stroke", "… after a long
# illness", "… in a car crash", "… because of the heat": its words up to a time or a place, ``_RELATION_OBJECT_END``),
# or a killing where they say a loss ("… was killed", "… was murdered"): the quotes' words of it, or of any killing
# (``_KILLING_SAID``), needed.
_DEATH_CAUSE = re.compile(
    r"\b(?:died|dies|dead|death|passed\s+(?:away|on)|killed|lost)\b[^,.;:!?]*?"
    r"\b(?:of|from|after|because\s+of|due\s+to|following|in\s+(?:a|an)|by\s+(?:a|an|the))\s+(?P<cause>[^,.;:!?]+)"
)
_KILLING_CLAIMED = re.compile(r"\b(?:killed|murdered|was\s+shot|were\s+shot|got\s+shot|slain)\b")
_KILLING_SAID = re.compile(
    r"\b(?:kill\w*|murder\w*|shot|shoot\w*|slain|hit|run\s+over|ran\s+over|crash\w*|accident\w*|attack\w*|struck"
    r"|drown\w*|stabbed|war|mat(?:o|aron|ado)|tue\w*|getotet|ucciso|uccisa|morto\s+in)\b"
)


def death_added(claim: str, sources: Iterable[str]) -> list[str]:
    """What a claim adds to a death (``_DEATH_CLAIMED``, said in its sources: ``died``): the content words of a cause
    none of its sources holds ("The user's dog Tass died of cancer" behind "We lost our old dog Tass in March":
    'cancer'), or a killing none says ("… was killed in March": 'killed'). "… died of cancer" behind "my aunt died of
    cancer" adds nothing."""
    folded = _flat(MARKER_RE.sub(" ", claim))
    if not _DEATH_CLAIMED.search(folded):
        return []
    texts = [_flat(t) for t in sources]
    said = {_bare(w) for t in texts for w in _WORD.findall(t)}
    out: list[str] = []
    for m in _DEATH_CAUSE.finditer(folded):
        cause = m.group("cause")
        cut = _RELATION_OBJECT_END.search(cause)
        words = _claim_words(cause[: cut.start()] if cut else cause)
        out += [w for w in words if not w.isdigit() and not any(_words_match(w, t) for t in said)]
    killing = _KILLING_CLAIMED.search(folded)
    if killing and not any(_KILLING_SAID.search(t) for t in texts):
        out.append(killing.group(0))
    return list(dict.fromkeys(out))


# A relative clause's pronoun ("people who smoke", "les gens qui fument"), and those that are one only after people
# ("guys that surf", "la gente que fuma": "que" and "that" open other clauses too); what it says is its noun's, unless
# the person is what the noun is ("I'm someone who runs every morning", "Soy de las que madrugan").
_RELATIVE = _wordset("who qui")
_RELATIVE_AFTER_PEOPLE = _wordset("that que")
# ... and after "the only one", whose noun is no one but the relative clause's doer ("Ella es la única que cocina",
# "Ela é a única que cozinha", "Lei è l'unica che cucina"): hers, unless the person is the one ("Soy la única que
# cocina", ``_as_one_who``)
_RELATIVE_AFTER_ONE = _wordset("that que che")
_THE_ONLY = _wordset("unica unico unicas unicos seule seul seules seuls")
_PEOPLE = _wordset(
    """people guys men women folks persons someone anyone everyone those gente personas tipos chicos chicas hombres
    mujeres alguien gens personnes types mecs filles hommes femmes ceux celles"""
)
_ME_BEING = _wordset("i'm am was we're are were soy somos era eramos suis sommes etais bin sind war")
# ... and the person as one who does it, opening a clause ("As someone who grew up in Ohio, …", "Como alguien que creció
# en Ohio", "Comme quelqu'un qui …", "Como alguém que …"): what the relative clause says is the person's.
_AS = _wordset("as como comme come")
_ONE_WHO = _wordset("someone somebody alguien quelqu'un qualcuno alguem")


def _doers(verb: str) -> tuple[str, ...]:
    """Who does what an English verb says, as a claim may name them ("smoke" → "smokers", "surf" → "surfers", "run"
    → "runners"): a claim that names the people a relative clause is about says what the person says of them."""
    return tuple(verb + end for end in ("r", "rs", "er", "ers", verb[-1:] + "er", verb[-1:] + "ers"))


# What stands between the person being and the noun when the noun is someone else: a preposition or a doing ("I'm
# friends with someone who …", "I'm married to a guy who …", "I'm dating someone who …").
_BESIDE_ONE = _wordset("with to for like near from about after behind beside con avec mit")


def _being_one(toks: Sequence[str]) -> bool:
    """Do a clause's words up to a relative pronoun say the person is the noun ("I'm someone", "I'm one of those
    people", ``_ME_BEING``), not someone beside them ("I'm friends with someone", "I'm dating someone": ``_BESIDE_ONE``,
    a word in "-ing")?"""
    at = max((i for i, w in enumerate(toks) if w in _ME_BEING), default=-1)
    return at >= 0 and not any(w in _BESIDE_ONE or w.endswith("ing") for w in toks[at + 1 :])


# ... and the person being the one who does it, a noun that is no one but the relative clause's doer ("I'm the one
# who paints in our family", "I was the only person who cooked", "Je suis celle qui peint", "Soy la única que
# cocina", "Sou o que cozinha"): after a being of the first person only ("I'm", "am", "soy", "suis", "sou", or "was"
# after "I"; not "Ana was the one who …", nor "I'm not the one who …").
_THE_ONE = _wordset("one person celui celle el la unico unica o a")
_THE_ONE_BEFORE = _wordset("the a an only very seul seule el la o")
_I_BEING = _wordset("i'm am we're soy somos suis sommes bin sou")
_I_WAS = _wordset("was were era etais war")


def _as_one_who(toks: Sequence[str]) -> bool:
    """Do a clause's words up to a relative pronoun say the person as one who does it ("as someone", "como alguien":
    ``_AS``, ``_ONE_WHO``), or the person being one ("I'm someone", ``_ME_BEING``; not "I'm friends with someone"), or
    the one ("I'm the one", ``_THE_ONE``)?"""
    if len(toks) >= 2 and toks[-1] in _ONE_WHO and (toks[-2] in _ME_BEING or (len(toks) == 2 and toks[0] in _AS)):
        return True
    if not toks or toks[-1] not in _THE_ONE:
        return False
    at = len(toks) - 1
    while at > 0 and toks[at - 1] in _THE_ONE_BEFORE:
        at -= 1
    being = toks[at - 1] if at > 0 else ""
    return being in _I_BEING or (being in _I_WAS and at > 1 and toks[at - 2] in _SUBJECTS)


def _relative_of_others(toks: Sequence[str]) -> int | None:
    """Where the first relative clause of a clause's words starts (its pronoun: ``_RELATIVE``, or
    ``_RELATIVE_AFTER_PEOPLE`` after a word of ``_PEOPLE``, ``_RELATIVE_AFTER_ONE`` after ``_THE_ONLY``) when its
    noun is not the person ("I hate people who lie",
    "Je déteste les gens qui fument"), else None ("I'm someone who runs", "me, who …")."""
    for r in range(1, len(toks)):
        if (
            toks[r] in _RELATIVE
            or (toks[r] in _RELATIVE_AFTER_PEOPLE and toks[r - 1] in _PEOPLE)
            or (toks[r] in _RELATIVE_AFTER_ONE and toks[r - 1] in _THE_ONLY)
        ):
            if toks[r - 1] in _SUBJECTS | _ME or _being_one(toks[:r]) or _as_one_who(toks[:r]):
                return None
            return r
    return None


# What opens a relative clause of a thing a claim names ("a pup from a shelter, which brings them joy", "a company
# that tanked", "a book that he's hooked on"): "which", or "that" after a noun an article or a possessive opens (no verb
# by its form between: "believes that", "is sure that" are no noun's).
_WHICH = _wordset("which")
_A_NOUN_OPENS = _wordset("a an the his her their its this")


def _relative_of_a_thing(toks: Sequence[str]) -> int | None:
    """Where a relative clause of a thing opens in a claim's words after its subject (``toks``), or None: what it says
    is that thing's, as a source's "she" or "they" says it ("She brings so much joy", "They tanked")."""
    for r in range(1, len(toks)):
        if toks[r] in _WHICH:
            return r
        if toks[r] == "that":
            noun = next((i for i in range(r - 1, max(-1, r - 5), -1) if toks[i] in _A_NOUN_OPENS), None)
            if noun is not None and not any(_a_past(w) or w in _AUXILIARY for w in toks[noun + 1 : r]):
                return r
    return None


def _said_to_them(claimed: Sequence[str], predicate: Sequence[str], only: Sequence[str]) -> bool:
    """What the person says of "you" is what the claim says of them: its predicate's first content word is said only
    of "you" (``only``: "great" in "The user is great at Rust" behind "You're great at Rust"), and it names no one
    spoken to ("The user told the assistant it is great at Rust"). "The user is supportive of Caroline" behind "You
    found your true self" says what the person is towards them, not what they are."""
    if any(_bare(w) in _SPOKEN_TO for w in claimed):
        return False
    first = next((w for w in map(_bare, predicate) if _is_claim_token(w)), "")
    return any(_words_match(first, w) for w in only)


# A pronoun of a thing said before ("… runs on MySQL; please migrate it to Postgres", "Wir nutzen MySQL und migrieren
# es"): its clause may say its words of what another clause names.
_REFERS = re.compile(r"\b(?:it|its|them|they|their|es|ihn|sie)\b")


# A dot between two letters: inside a file's or a package's name ("index.db", "Node.js"), not a sentence's end.
_INNER_DOT = re.compile(r"(?<=[^\W\d])\.(?=[^\W\d])")


def _dotless(folded: str) -> str:
    """A folded text with the dot inside a name left out: "go.js" one word ("gojs"), which a clause holds and a claim
    says as one, where ``_CLAUSE_START`` would cut it and two short words ("go", "js") say nothing (``others``)."""
    return _INNER_DOT.sub("", folded)
