"""Support's shared pieces: a claim's content words and where its quotes carry them, the person and the team as a
subject, their kin and their parties, clauses, and the names a text says."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ....cjk import CJK, CJK_CHARS
from ...redact_rules import MARKER_RE
from ..imperatives import _ADDRESS
from ..normalise import BRAHMIC, fold
from ..numbers import _SPELLED, _numbers
from ..words import (
    _BE,
    _CLAUSE_START,
    _MARKS,
    _STOP,
    _WORD,
    _WORD_CHAR,
    _at_work,
    _bare,
    _disliked,
    _flat,
    _folded,
    _seq,
    _wed,
    _words_match,
    _wordset,
)

SUPPORT = 0.5
"""The share of a claim's content words (and held numbers) its quotes must carry."""

# Words that say who decided, or carry no claim of their own: the attribution rule reads the first.
_NOT_CLAIM = _STOP | _wordset(
    """team teams group everyone everybody company they now currently still really actually use uses used
    using decide decision decisions choose choice chosen picked pick picks selected select opted opt
    prefer prefers preference liked like dislike dislikes disliked hate hates hated love loves loved
    agree agreed agrees approve approved approves confirm confirmed confirms reject rejected rejects
    decline declined declines insist insisted insists request requested requests asked ask settled
    went goes wish wishes would rather want need needs needed plan plans planned planning going
    told says say stated mentioned note noted per
    equipo decidimos acordamos elegimos decidido decidieron acordo acordaron eligio prefieren quieren
    insistio confirmo aprobo rechazo acepto pidio opto desea
    encanta encantan apasiona apasionan ama aman adora adoran aime aiment adore adorent liebt lieben mag piace
    piacciono gosta gostam
    gruppe equipe groupe equipa grupo squadra gruppo"""
)
# The Spanish and Portuguese verb of using, which carries no claim of its own as "use" does not, after a "no" that
# is no Portuguese article ("El usuario no usa Windows" behind "Ya no uso Windows": "usa" is no thing the quote
# lacks). Not in ``_NOT_CLAIM``, which ``_names`` reads: "the USA" is a name.
_USE_VERBS = _wordset("usar uso usas usa usamos usan usam utilizar utilizo utiliza utilizamos utilizan utilizam")
# One hiragana character (katakana spell names: "ベルリン").
_HIRAGANA = re.compile("[\u3040-\u309f]")
_CJK_STOP = frozenset(
    "的了是在我们你他她它这那和与及或也都就要会能把被让给对从到为于吗呢吧啊用户个一不有说はをのにとも"
)
# The Chinese and Japanese words that frame the person in the third person ("用户", "团队", "ユーザー",
# "チーム"), as the fold reads them: no claim of their own ("团队用Kafka" restates "我们用Kafka").
_CJK_FRAME = re.compile("|".join(fold(w) for w in ("用户", "团队", "ユーザー", "チーム")))


@lru_cache(maxsize=1 << 16)
def _is_claim_word(word: str) -> bool:
    """A content word a claim says (not a stop word, a word of credit, or a spelled-out count); kept, as
    ``words._words_match`` is: every reading asks it of the same words again."""
    return (
        len(word) >= 3
        and word not in _NOT_CLAIM
        and word not in _USE_VERBS
        and not CJK.search(word)
        and not all(p in _SPELLED for p in re.split(r"[-\s]+", word) if p)
    )


def _is_claim_token(word: str) -> bool:
    """A content word as the polarity and tense readings take it: a claim word, or a Chinese or Japanese
    character that is not a stop character (``words._tokens`` reads each as a word)."""
    return _is_claim_word(word) or (len(word) == 1 and CJK.match(word) is not None and word not in _CJK_STOP)


# A judgement framed by "find" ("The user finds it rewarding", "finds that struggles make it worth it", "finds joy in
# dancing", "finding peace in nature"; "trouve ça génial", "lo encuentra agotador", "findet es anstrengend", "lo trova
# rilassante", "acha isso ótimo"): the verb says no more than "is … to them", as "thinks" does — what the claim holds
# is the judgement's words, the feeling or the quality ("rewarding", "joy"), which the quotes must carry ("It's so
# rewarding", "Dancing brings me joy"). Only before "it" or "them" and a word that is no place nor time (not "finds it
# in the drawer", "found it yesterday"), or before a feeling found in something (``_FEELING_FOUND``); not the "find" of
# a search ("finds bugs", "found a puppy", "found this opportunity on a forum"). Read of a claim (``carried.coverage``,
# ``tense.dated``).
_FEELING_FOUND = (
    r"joy|peace|comfort|solace|fulfil+ment|satisfaction|happiness|meaning|purpose|empowerment|inspiration|strength"
    r"|pleasure|relief|relaxation|refreshment|healing|freedom|hope|motivation|confidence|calm|contentment|gratitude"
    r"|excitement|balance|escape"
)
_JUDGING_FIND = re.compile(
    r"\b(?P<verb>find|finds|finding|found|trouve|trouves|trouvent|encuentra|encuentro|encuentran|findet|finde|finden"
    r"|trova|trovo|trovano|acha|acho|acham)\s+"
    r"(?=(?:it|them|ca|cela|lo|la|los|las|es|sie|isso)\s+(?!(?:in|at|on|under|behind|near|back|again|out|there|here"
    r"|yesterday|today|online|everywhere|somewhere|en|dans|sous|im|unter|no|na|em|sotto|hier|ayer|ieri|ontem)\b)[^\W\d_]"
    rf"|(?:(?:a|an|some|real|great|deep|such|true|much|so\s+much)\s+)*(?:{_FEELING_FOUND})\b)"
)


def _judged(folded: str) -> str:
    """A folded text with each "find" that frames a judgement (``_JUDGING_FIND``) left out: the judgement's words are
    what it says."""
    return _JUDGING_FIND.sub(" ", folded)


def _judging_verbs(folded: str) -> frozenset[str]:
    """The verbs of a folded text that frame a judgement (``_JUDGING_FIND``), read as no word of what it says."""
    return frozenset(m.group("verb") for m in _JUDGING_FIND.finditer(folded))


def _claim_words(folded: str) -> list[str]:
    """The content words of a folded text (each once; the person's place of work said as "at work":
    ``words._at_work``), and its CJK characters (not those of a word that frames the person, ``_CJK_FRAME``)."""
    kept = [w for w in map(_bare, _WORD.findall(_at_work(folded))) if _is_claim_word(w)]
    kept += [ch for ch in CJK.findall(_CJK_FRAME.sub(" ", folded)) if ch not in _CJK_STOP]
    return list(dict.fromkeys(kept))


# A number's digits as a word, read beside the words (``_WORD`` opens none with a digit): ``others``.
_DIGITS = re.compile(r"(?<![\w.,])\d+(?![\w])")


def _is_told_token(word: str) -> bool:
    """A content token (``_is_claim_token``) or a number: whose a state is and when it holds are read of an age or a
    count too ("My son is 38" does not back "The user is 38", nor "I was 38 when we met", nor "I'll be 40 next
    month": ``others``, ``dated``, ``planned``)."""
    return _is_claim_token(word) or word.isdigit()


def _tokens_said(folded: str) -> list[str]:
    """The content tokens of a folded text, in order (``_is_claim_token``), and its short names ("Go", "JS", "CI": two
    letters, not a stop word): what a comparison's side or a number's scope says."""
    return [w for w in map(_bare, _WORD.findall(folded)) if _is_claim_token(w) or (len(w) == 2 and w not in _STOP)]


def _found(word: str, pool: Sequence[str], cjk: str) -> bool:
    if CJK.fullmatch(word):
        return word in cjk
    return any(_words_match(word, w) for w in pool)


# "no longer" and "anymore" say a "not" of the present, no content of their own ("The user no longer works at Acme").
_NO_LONGER = re.compile(r"\bno\s+longer\b|\banymore\b")


@lru_cache(maxsize=256)
def _carried(texts: tuple[str, ...]) -> tuple[tuple[str, ...], str, frozenset[str]]:
    """What ``coverage`` reads of its sources, whatever the claim: their content words, their CJK text and the
    numbers they hold. Read once per set of sources: the re-scan asks ``coverage`` of every sentence and clause of a
    composed text against the same quotes."""
    # an idiom of dislike is the hating it says, no standing ("I can't stand cilantro": ``words._disliked``)
    # ... and an idiom of a wedding or an engagement the state it begins ("We tied the knot": ``words._wed``)
    folded = [_wed(_disliked(_flat(t))) for t in texts]
    # (and the acronyms they write, names as a claim's are: "MIT", ``_acronyms``)
    pool = tuple(w for f in folded for w in _claim_words(f)) + tuple(a for t in texts for a in sorted(_acronyms(t)))
    held = frozenset(n.value for t in texts for n in _numbers(t) if not n.in_name)
    return pool, "".join(folded), held


# What may stand between the person as a claim's subject and its verb: an adverb of time, a "not" before the verb
# ("El usuario ya no fuma", "L'utilisateur ne fume plus", "O usuário não fuma").
_BEFORE_VERB = _wordset("ya no ne non nao nem still also tambien aussi anche tambem ancora encore todavia aun ainda")


# A claim's verb of having or owning ("The user has a laptop", "… owns a car", "El usuario tiene un coche"), as
# ``_persons_verb`` gives it: what ``roles.taken_in`` backs and ``ending``'s thing bought off the person ends.
_HAVING = _wordset("has have owns own possesses tiene tienen a possede possedes hat besitzt ha possiede tem possui")


@lru_cache(maxsize=1 << 12)
def _persons_verb(folded: str) -> tuple[str, tuple[str, ...]]:
    """The verb of a claim whose subject is the person or the team (``_PERSON_SUBJECT``, ``_TEAM_SUBJECT``), the
    first word after it that is not in ``_BEFORE_VERB``, and the words after the verb; ("", ()) for any other
    claim. Asked of every sentence and clause the re-scan reads: its answers are kept."""
    subject = _PERSON_SUBJECT.match(folded) or _TEAM_SUBJECT.match(folded)
    after = [_bare(w) for w in _WORD.findall(folded[subject.end() :])] if subject else []
    at = next((i for i, w in enumerate(after) if w not in _BEFORE_VERB), len(after))
    return (after[at], tuple(after[at + 1 :])) if at < len(after) else ("", ())


# Words that introduce a thing: an article, a possessive or a preposition (English, Spanish, Portuguese,
# French, Italian; a German noun is a name, ``missing_names``), and an elided one on its word ("d'Airbus").
# The prepositions among them that set a thing beside what a clause says (a place, a time, a scope, a companion:
# "at work", "en el trabajo", "with friends"; ``placed``), not what it is "of", nor what it is for or about ("4
# espacios para la sangría" behind "Usa 4 espacios": the purpose a paraphrase names, no fact of its own).
_SETTING_BESIDE = _wordset(
    "in on at with from by into onto over under en con dans sur avec chez au aux em com nel nella"
) | frozenset(_folded("في مع عند"))
# What such a preposition says with no thing beside it: a bound or an adverb ("at least", "at most", "at first", "at
# all", "at once", "por fin").
_NO_SETTING = _wordset("least most first last all once fin")
_INTRODUCERS = _SETTING_BESIDE | _wordset(
    """the a an this these those my your his her its our their of for about el la los las un una unos unas del al
    de para por mi tu su sus le les une des du pour mon ma mes ton ta tes son sa ses o os as um uma uns
    umas do da dos das no na nos nas pelo pela il lo gli uno della dello dei degli delle per"""
)


# A claim about the person: its subject is the person in the third person ("The user works at …", "El usuario vive
# en …", "L'utilisateur habite …", "Der Nutzer wohnt …", "L'utente vive …", "O usuário mora …", "Użytkownik mieszka …",
# "Kullanıcı doktor";
# not "the user's"), its article left out as a title leaves it ("User allergic to peanuts", "Usuario vive en Valencia",
# "Nutzer wohnt …").
_PERSON_SUBJECT = re.compile(
    r"^\W*(?:the\s+(?:user|person)|user|(?:(?:el|la)\s+)?usuari[oa]|l'utilisat(?:eur|rice)|utilisat(?:eur|rice)"
    r"|(?:(?:der|die)\s+)?(?:be)?nutzer(?:in)?|l'utente|utente|(?:(?:o|a)\s+)?(?:usuari[oa]|utilizador[a]?)"
    r"|uzytkownik|uzytkowniczka|kullanici|pengguna"
    # Dutch, Swedish, Norwegian, Danish, Czech, Hungarian, Finnish, Greek ("De gebruiker woont in Gent", "Användaren bor
    # i Malmö", "Uživatel bydlí v Praze", "A felhasználó orvos", "Käyttäjä asuu Helsingissä", "Käyttäjällä on koira"
    # (the user has), "Ο χρήστης μένει …")
    r"|(?:de\s+)?gebruiker|anvandaren|brukeren|brugeren|uzivatel(?:ka)?|(?:a\s+)?felhasznalo|kayttaja(?:lla)?"
    # (the Greek article folds to a Latin letter, "Ο" to "o", "Η" to "h": ``_EL_ARTICLES``)
    rf"|(?:(?:o|h|{fold('η')})\s+)?(?:{'|'.join(_folded('χρήστης χρήστρια'))})"
    rf"|{'|'.join(_folded('пользовательница пользователь юзер пользователю المستخدمة المستخدم'))}"
    rf"|{'|'.join(_folded('उपयोगकर्ता यूज़र ব্যবহারকারী பயனர்'))}"
    rf"|(?:y\s+)?{fold('пользователя')}"
    # Vietnamese ("Người dùng sống ở Hà Nội")
    r"|nguoi\s+dung)(?!'s)\s+"
)


# A claim about the person in a language whose verb ends its clause (Turkish).
_VERB_LAST = re.compile(r"^\W*kullanici\b")
# The Turkish "was" a noun takes as its suffix, on the fold ("-dı", "-tı", "-ydı" and their persons): "Doktordum" (I
# was a doctor), "Avukattım", "Öğrenciydim", "Öğretmendik" (we were). English words end alike ("victim", "stadium",
# "random"): read only on a word that is a Turkish claim's own word and the suffix (``_turkish_was``).
_TR_WAS = re.compile(r"y?[dt][iu](?:m|n|k|niz|nuz|lar|ler)?")


def _turkish_was(claimed: str, said: str) -> bool:
    """Whether ``said`` (a quote's word, folded) is ``claimed`` (a Turkish claim's word, folded) with the suffix of
    its past (``_TR_WAS``): "doktordum" of "doktor" — "Kullanıcı doktor" is not "Doktordum"."""
    return len(claimed) >= 3 and said.startswith(claimed) and _TR_WAS.fullmatch(said, len(claimed)) is not None


def of_the_person(folded: str) -> bool:
    """Whether a claim (folded) is about the person: the person its subject (``_PERSON_SUBJECT``)."""
    return _PERSON_SUBJECT.match(folded) is not None


_ARTICLES = _wordset("the el la il lo o a le der die das")
# ... and the plural ones before a possessive, which an opening noun phrase may start with too ("Las mis hermanas" is
# no Spanish, but "As minhas irmãs", "Os meus irmãos", "Gli amici miei", "I miei fratelli" are Portuguese and Italian;
# the Italian "i" only before a possessive: it is the English "I")
_PLURAL_ARTICLES = _wordset("los las os as gli")
# The people (and pets) of a person's life, as the fold reads them: "my laptop runs Arch" and "my main editor is
# Neovim" say the person's own things, "my wife works at Google" another's life.
_KIN = _wordset(
    """wife husband partner spouse boyfriend girlfriend fiance fiancee brother brothers sister sisters mother father
    mom mum dad mommy daddy parents son sons daughter daughters kid kids child children baby cousin uncle aunt
    grandma grandpa grandmother grandfather niece nephew friend friends colleague colleagues coworker coworkers
    boss manager roommate flatmate neighbour neighbor neighbours neighbors dog cat stepdad stepmom stepfather
    stepmother stepson stepdaughter stepbrother stepsister grandson granddaughter grandkids grandchildren
    cunado cunada suegro suegra suegros sobrino sobrina nieto nieta cunhado cunhada sogro sogra sobrinho sobrinha
    neto neta schwager schwagerin schwiegermutter schwiegervater neffe nichte enkel enkelin cognato cognata suocero
    suocera nipote
    esposa esposo mujer marido novio novia pareja hermano hermana hermanos madre padre padres hijo hija hijos primo
    prima tio tia abuelo abuela amigo amiga amigos colega companero companera jefe jefa vecino vecina perro gato
    femme mari copain copine conjoint frere soeur sœur sœurs soeurs mere pere parents fils fille enfants
    cousin cousine oncle tante ami amie amis collegue patron patronne cheffe voisin voisine chien chat grand-mere
    grand-pere grands-parents
    frau mann freund freundin bruder schwester mutter vater eltern sohn tochter kinder kind cousine onkel tante oma
    opa kollege kollegin chef chefin nachbar nachbarin hund katze
    moglie marito fidanzato fidanzata compagno compagna fratello sorella madre padre genitori figlio figlia figli
    cugino cugina zio zia nonno nonna amico amica amici collega capo vicino vicina cane gatto
    esposo marido namorado namorada irmao irma mae pai pais filho filha filhos primo prima tio tia avo amigo amiga
    colega chefe vizinho vizinha cachorro cao gato
    hermanas hijas amigas primos primas abuelos abuelas tios tias vecinos vecinas colegas companeros companeras
    cunados sobrinos nietos freres filles cousins cousines amies collegues voisins voisines oncles tantes copains
    copines schwestern freunde freundinnen kollegen kolleginnen nachbarn sohne enkelkinder fratelli sorelle figlie
    amiche cugini cugine nonni zii zie colleghi vicini vicine nipoti irmaos irmas filhas avos amigas vizinhos vizinhas
    brat siostra zona maz mama tata syn corka dzieci dziecko przyjaciel przyjacioł przyjaciołka kolega kolezanka
    szef szefowa sasiad sasiadka rodzice pies kot
    vrouw partner vriend vriendin broer broers zus zussen moeder vader ouders zoon dochter kinderen neef oom
    tante opa oma collega baas buurman buurvrouw hond kat
    fru sambo pojkvan flickvan bror syster mamma pappa mor foraldrar son dotter barn kusin kollega chef
    granne hund katt kone mann samboer kjæreste kæreste søster sønn søn datter foreldre forældre sjef nabo
    manzelka manzel bratr sestra matka otec rodice dcera deti kamarad kamaradka pritel pritelkyne soused sousedka pes
    kocka
    kakak adik ibu ayah bapak istri suami anak teman pacar tetangga sepupu paman bibi nenek kakek"""
) | frozenset(
    _folded(
        """жена муж сестра брат мама папа мать отец сын дочь друг подруга коллега начальник начальница парень девушка
        сосед соседка дядя тётя бабушка дедушка родители дети ребёнок собака кошка"""
        # Greek, before "μου" (``_EL_MY_AFTER``: "ο αδερφός μου", "η γυναίκα μου")
        """ αδερφός αδερφή αδελφός αδελφή αδέρφια μητέρα μάνα μαμά πατέρας μπαμπάς γονείς γυναίκα σύζυγος άντρας
        άνδρας γιος κόρη παιδί παιδιά φίλος φίλη φίλοι συνάδελφος αφεντικό προϊστάμενος γείτονας γειτόνισσα ξάδερφος
        ξαδέρφη θείος θεία γιαγιά παππούς αγόρι κοπέλα σκύλος γάτα"""
        # ... and as "у моей сестры есть", "моему брату нравится" say them (genitive, dative)
        """ жены жене мужа мужу сестры сестре брата брату мамы маме папы папе матери отца отцу сына сыну дочери друга
        другу подруги подруге коллеги коллеге начальника начальнику парня парню девушки девушке соседа соседу соседки
        соседке дяди дяде тёти тёте бабушки бабушке дедушки дедушке родителей родителям детей детям ребёнка ребёнку"""
        # Hindi, Bengali, Tamil, after "मेरा/मेरी/मेरे", "আমার", "என்" (``words._MY``)
        """ भाई बहन पत्नी पति माँ माता पिता पापा मम्मी बेटा बेटी बच्चे दोस्त सहकर्मी बॉस पड़ोसी भाई बहन
        ভাই বোন স্ত্রী স্বামী মা বাবা ছেলে মেয়ে বন্ধু
        அண்ணன் தம்பி அக்கா தங்கை மனைவி கணவர் அம்மா அப்பா மகன் மகள் நண்பர்"""
    )
)
# ... and in Arabic, where "my" is the noun's ending ("أخي" my brother, "زوجتي" my wife): one word, read as "my" and
# the noun ("أخي يعمل في بنك" does not back "المستخدم يعمل في بنك").
_AR_MY_KIN = frozenset(
    _folded("أخي أختي أمي أبي زوجي زوجتي ابني ابنتي صديقي صديقتي زميلي زميلتي مديري جاري جارتي عمي خالي عمتي خالتي")
)
# ... and in Turkish, where "my" is the noun's suffix too ("Annem doktor" my mother, "Kardeşim Berlin'de yaşıyor" my
# brother or sister, "Eşim", "Arkadaşım"), on the fold.
_TR_MY_KIN = _wordset(
    """annem babam kardesim abim agabeyim ablam esim kocam karim oglum kizim arkadasim patronum mudurum komsum
    teyzem amcam dayim halam ninem dedem anneannem babaannem kuzenim sevgilim nisanlim meslektasim annemler"""
)
# ... their genitive ("Annemin arkadaşı doktor", my mother's friend), and after "benim" (my: "Benim annem doktor").
_TR_MY_KIN |= frozenset(f"{kin}{ending}" for kin in _TR_MY_KIN for ending in ("in", "un"))
_TR_MY = _wordset("benim")
# ... and in Finnish, Hungarian and Indonesian, whose "my" is the noun's ending too, on the fold: Finnish "-ni"
# ("Veljeni on lääkäri" my brother, "Siskoni asuu Berliinissä", "Vaimoni"; and "my brother has", its adessive:
# "Veljelläni on koira"), Hungarian "-m" ("A bátyám orvos" my elder
# brother, "Anyám", "A feleségem Budapesten dolgozik"), Indonesian "-ku" ("Kakakku tinggal di Bandung"). Whole words
# only: "Olen lääkäri", "Orvos vagyok" name no one.
_MY_ENDING_KIN = _wordset(
    """veljeni siskoni sisareni aitini isani vaimoni mieheni poikani tyttareni lapseni lapsiani ystavani kaverini
    poikaystavani tyttoystavani tyokaverini kollegani pomoni esimieheni naapurini serkkuni setani enoni tatini
    mummoni vaarini isoaitini isoisani vanhempani puolisoni koirani kissani
    veljellani siskollani sisarellani aidillani isallani vaimollani miehellani pojallani tyttarellani lapsellani
    lapsillani ystavallani kaverillani poikaystavallani tyttoystavallani tyokaverillani kollegallani pomollani
    naapurillani serkullani vanhemmillani puolisollani
    batyam ocsem noverem hugom testverem anyam anyukam apam apukam felesegem ferjem fiam lanyom gyerekem gyerekeim
    baratom baratnom barataim kollegam fonokom szomszedom unokatestverem nagymamam nagyapam parom kutyam macskam
    kakakku adikku ibuku ayahku bapakku istriku suamiku anakku temanku pacarku bosku tetanggaku sepupuku"""
)
# ... and the Finnish genitive of one of them, which names someone's people after a verb put first ("Tampereella asuu
# siskon perhe", in Tampere lives my sister's family): ``_kin_after_verb``.
_FI_KIN_OF = _wordset(
    """siskon veljen sisaren aidin isan vaimon miehen pojan tyttaren lapsen ystavan kaverin poikaystavan tyttoystavan
    tyokaverin kollegan pomon esimiehen naapurin serkun sedan enon tadin mummon vaarin isoaidin isoisan vanhempien
    puolison"""
)


def _kin_after_verb(toks: Sequence[str], verb: str) -> int | None:
    """Where one of someone's people stands right after the claim's verb in a Finnish clause that puts its subject last
    ("Tampereella asuu siskoni", "Tampereella asuu siskon perhe"): one of ``_MY_ENDING_KIN`` or a genitive
    (``_FI_KIN_OF``) is the subject the verb says it of; else None."""
    kin = _MY_ENDING_KIN | _FI_KIN_OF
    return next((k for k in range(1, len(toks)) if toks[k - 1] == verb and toks[k] in kin), None)


def _fi_first_person(verb: str, word: str) -> bool:
    """A Finnish word that is the claim's verb in the third person ("asuu", "työskentelee", folded) said in the first
    ("asun", "työskentelen"): the person says it of themselves ("Siskoni kanssa asun Tampereella", with my sister I
    live in Tampere)."""
    return len(verb) > 3 and verb[-1] == verb[-2] and verb[-1] in "aeiouy" and word == verb[:-1] + "n"


# ... and in Greek and Indonesian, whose "my" follows its noun ("Ο αδερφός μου είναι γιατρός", "Η αδερφή μου μένει
# στο Βερολίνο", "Kakak saya dokter"), the Greek noun's article before it (``_EL_ARTICLES``); the kin words are
# ``_KIN``'s (the Indonesian among the Latin ones: "kakak", "istri", "ibu"); and the possessive the Romance languages
# may set after their noun, its article before it ("Gli amici miei vivono a Roma", "Il fratello mio suona", "Un amigo
# mío trabaja en Indra", "Os amigos meus moram em Braga", "La casa nostra"), folded.
_MY_AFTER_KIN = (
    frozenset(_folded("μου"))
    | _wordset("saya aku")
    | _wordset("mio mia miei mie mios mias meu minha meus minhas nostro nostra nostri nostre nuestro nuestra nuestros")
    | _wordset("nuestras nosso nossa nossos nossas")
)
_EL_ARTICLES = frozenset(fold(f) for w in ("ο", "η", "οι") for f in (w, w.capitalize()))  # "Η" folds to "h"
# ... and in Vietnamese, whose "my" ("tôi", "mình") follows its kin word of one word or two ("Vợ tôi sống ở Hà Nội",
# "Anh trai tôi là bác sĩ", "Mẹ mình …"), on the fold (its tones gone): read only before that "my", as each of these
# is a word of other languages too ("me", "con", "ban").
_VI_KIN = frozenset(
    tuple(kin.split("_"))
    for kin in _seq(
        """vo chong me bo ba ma cha anh chi em con ban ong co chu cau di sep anh_trai chi_gai em_trai em_gai con_trai
        con_gai ban_trai ban_gai ban_be nguoi_yeu dong_nghiep hang_xom bo_me ong_noi ba_noi ong_ngoai ba_ngoai anh_ho
        chi_ho em_ho"""
    )
)
_VI_MY = _wordset("toi minh")
# ... the one of them a name folds to as well ("Minh"), and how the name is written: with a capital and without the tone
# of "mình"
_VI_MY_AS_NAME = _wordset("minh")
_VI_NAMED_AS_MY = frozenset({"Minh", "MINH"})
# Another party a clause may say a thing of, the person's or not ("our competitor", "the client", "everyone", "most
# teams"), or a text that says it ("the tutorial", "the job ad", "the proposal"): what it uses is not the person's.
_PARTIES = _wordset(
    """competitor competitors rival rivals client clients customer customers vendor vendors supplier suppliers
    provider providers contractor contractors agency consultant consultants everyone everybody people industry
    teams companies startups folks developers devs engineers tutorial tutorials course book docs documentation
    example examples guide article blog video job ad posting proposal template demo
    competidor competidores competencia cliente clientes proveedor proveedores todos curso libro documentacion
    ejemplo guia articulo konkurrent konkurrenten konkurrenz kunde kunden anbieter lieferant alle kurs buch doku
    beispiel anleitung artikel concurrent concurrents fournisseur fournisseurs tous tutoriel cours livre exemple
    concorrente concorrenti fornitore fornitori tutti corso esempio articolo concorrentes fornecedor fornecedores
    livro exemplo artigo"""
)
# ... said without an article or a possessive ("Everyone uses Kafka", "Alle nutzen Kafka"), or after a word of how
# many ("Most teams use Kafka"); and what after it makes it the person's own ("Everyone on our team uses Kafka",
# "Todos aquí usan Kafka", "Alle unsere Dienste nutzen Kafka").
_PARTIES_BARE = _wordset("everyone everybody people todos alle tous tutti")
_HOW_MANY = _wordset("most many other several some")
_OURS_AFTER = _wordset("team here equipo aqui hier ici qui equipe squadra")
# The person's people who work beside them: of a claim about the team they are the team ("My colleague set up our
# Kafka cluster"), not someone else whose life is theirs alone.
_TEAMMATES = _wordset(
    """colleague colleagues coworker coworkers boss manager colega colegas companero companera jefe jefa collegue
    patron patronne cheffe kollege kollegin chef chefin collega capo chefe"""
)
# A claim about the person's side as a team ("The team uses Kafka", "El equipo usa Kafka", "Das Team nutzt Kafka"),
# read as ``_PERSON_SUBJECT`` is.
_TEAM_SUBJECT = re.compile(
    r"^\W*(?:(?:the|our)\s+(?:team|company|org|organi[sz]ation|startup)|we|(?:el|nuestro)\s+equipo|l'equipe"
    r"|notre\s+equipe|(?:das|unser)\s+team|(?:il|la|o|a)\s+(?:nostro\s+)?(?:team|squadra|equipe|time))\s+"
)
_SUBJECTS = _wordset("i we yo nosotros nosotras je nous ich wir eu nos io noi ik wij jag jeg saya aku kami toi")
_SUBJECTS |= frozenset(
    # ... and Arabic "I", "we" ("أنا طبيب": not someone the person names)
    _folded("я мы मैं हम আমি আমরা நான் நாங்கள் أنا نحن")
)
# ... but the "i" of a Swedish, Norwegian or Danish clause, which is "in" ("Min bror bor i Malmö"): a clause that
# opens with their "min" (``words._MY_BEFORE_KIN``) is read without it (``others``)
_IN_NORDIC = _wordset("i")
# the person as a subject joined to another ("Me and my sister work at a bank", "У меня и моей сестры есть собака")
_ME = _wordset("me moi") | frozenset(_folded("меня мне"))
_DOERS = _wordset("they he she user person")
# ... and the person as a memory says them, in the third person: "The user's wife works at Google" is someone of
# theirs, "the user" (not a possessor) the person.
_THEIRS = frozenset({"user's", "person's"})
_PERSON = frozenset({"user", "person"})
# ... and as the other languages say it, the one of theirs before the person ("La esposa del usuario", "La femme de
# l'utilisateur", "Die Frau des Nutzers", "La moglie dell'utente", "A esposa do usuário"): the noun, then the person.
_OF_THE_PERSON = (
    r"\s+(?:del|de\s+la|de|des|der|della|dello|do|da|di|dell'|de\s+l')\s*"
    r"(?:usuari[oa]|utilisat(?:eur|rice)|(?:be)?nutzer(?:s|in)?|utente|utilizador[a]?)\b"
)
_OF_THE_PERSON_AT = re.compile(_OF_THE_PERSON)
_THEIRS_AFTER = re.compile(rf"^\W*(?:(?:la|el|le|il|lo|a|o|die|der|das)\s+)?(?P<kin>[\w'-]+){_OF_THE_PERSON}")


# A conjunction that may open a clause of its own ("My wife works at Google and I work at Meta"), and the words
# that say the person shares what another does ("… and I live there too", "…, and so do I", "anch'io"; not the "too"
# of a degree, "it was too slow").
_AND = re.compile(
    rf"\b(?:and|y|e|et|und|{'|'.join(_folded('и'))}"
    # ... and Finnish, Hungarian, Indonesian and Greek "and" before "I" or "we" ("Veljeni on lääkäri ja minä olen
    # opettaja", "A bátyám orvos és én tanár vagyok", "Kakak saya dokter dan saya guru", "… και εγώ …"): "ja" alone
    # is German "yes", "es" Spanish "is", "Dan" a name
    rf"|(?:ja|es|dan|{fold('και')})(?=\s+(?:mina|me|en|mi|saya|aku|kami|{'|'.join(_folded('εγώ εμείς'))})\b))\b"
    # ... and a Korean verb's "and", "but" ("-고", "-는데", "-지만") before "I" ("우리 형은 부산에 살고 저는
    # 서울에 살아요")
    r"|(?<=[고데만])\s+(?=(?:저는|나는|제가|내가|저도|나도)(?!\w))"
)
_SHARED = re.compile(
    r"\b(?:too(?!\s+[\w'])|also|as\s+well|likewise|both|tambien|aussi|auch|anche|tambem|pure"
    r"|(?:so|as)\s+(?:do|does|did|am|is|are|was|were|have|has)\s+(?:i|we)|me\s+too|anch'io|anche\s+io"
    # ... and "like me" closing its clause ("Ana adopted a cat, like me", "…, como yo", "…, comme moi", "…, wie ich")
    r"|(?:like|como|comme|wie|come)\s+(?:me|yo|moi|ich|eu)(?=\s*(?:[,.;:!?)]|$))"
    rf"|{'|'.join(_folded('أيضا كذلك'))})\b"
)


# Italian "è" and Portuguese "é" ("is"), which the fold makes the "e" of "and": a word of their own, marked before the
# fold ("e_"), so that "Mio fratello è medico a Milano" and "Você é ótimo em Java" stay one clause (``others``).
_IS_ACCENTED = re.compile(r"(?<![^\W\d_])[èéÈÉ](?![^\W\d_])")


def _clauses(folded: str, *, appositions: bool = False) -> list[str]:
    """The clauses of a folded text: cut where a clause starts (``_CLAUSE_START``) and at "and" (``_AND``); with
    ``appositions``, a part set off by a comma that opens with an article read with the part before
    (``_appositions``) — never one after "and", which opens a clause of its own ("… and the dog is called Tofu")."""
    parts = _appositions(folded) if appositions else _CLAUSE_START.split(folded)
    return [c for part in parts for c in _AND.split(part)]


# What the person thinks, believes or has heard, opening what they think it of ("I think my neighbour works at Google",
# "… and think that my brother lives in Leeds", "Creo que mi hermano vive en Madrid", "Je pense que ma sœur …", "Ich
# glaube, mein Bruder …"): the clause after it has a subject of its own.
_THOUGHT = re.compile(
    r"\s*(?:(?:i|we)\s+)?(?:(?:also|really|still|honestly|just|kind\s+of|sometimes|often)\s+)?"
    r"(?:think|thought|believe|guess|suppose|reckon|know|heard|hear|feel|suspect|bet|hope|doubt|wonder|imagine)"
    r"(?:\s+(?:that|about\s+how|how))?\s+(?=(?:my|our)\b)"
    r"|\s*(?:creo|pienso|supongo|acho|penso|je\s+pense|je\s+crois|je\s+suppose|ich\s+glaube|ich\s+denke)"
    r"\W+(?:que|qu'|dass\s+)?\s*(?=(?:mi|mis|mon|ma|mes|meu|minha|mein|meine|meinen)\b)"
)


def _thought(clause: str) -> re.Match[str] | None:
    """``_THOUGHT`` opening ``clause`` (folded), when what the person thinks opens with one of their people ("my
    neighbour", ``_KIN``): "I think my job at Google is boring" is the person's own."""
    if (m := _THOUGHT.match(clause)) is None:
        return None
    words = [_bare(w) for w in _WORD.findall(clause, m.end(), m.end() + 60)[:2]]
    return m if len(words) == 2 and words[1] in _KIN else None


class Other(NamedTuple):
    """Someone a source says a claim's words of (``others``): one of the person's people (``kin``), or another party
    or a text ("our competitor", "the tutorial")."""

    who: str
    kin: bool


# The Korean particles and endings the tokens read as syllables of their own ("사용자는", "서울에", "살아요"): no
# word of what a claim says, and no word a past of another clause holds ("…살았는데 지금은 서울에 살아요"); and
# the Korean claim's own frame, the person ("사용자").
_KO_PARTICLES = frozenset("은는을를에요")
_LINKING_VERBS = _BE | _wordset("has have had")

# The one the person speaks to, as a clause's subject ("You're great at Rust", "You know Kubernetes better than anyone",
# "Du bist echt gut in Python", "Tu es le responsable", "Eres muy bueno con SQL", "Você é ótimo em Java"): the
# assistant, or whoever the person quotes saying it — what the person says of "you" is not what they say of
# themselves. German "du" only before a verb in "-st" ("du bist", "du hast"; French "du" is "of the"), and a Spanish
# or Polish verb that says "you are" alone ("eres", "jesteś"). Not a clause with the person in it too ("You know I'm
# a nurse", "You and I both like Rust").
_YOU = _wordset("you you're you've you'll you'd tu vous usted voce eres jestes") | frozenset(_folded("ты вы"))
_OUR = _wordset(
    """our nuestro nuestra nuestros nuestras notre nos unser unsere unserem unseren unserer nostro nostra nostri nostre
    nosso nossa nossos nossas"""
)
# A group one is a member of, not a place one is in ("a team", "a book club", "the choir"; not "the office", "a class")
_GROUP_WORDS = """club clubs team teams group groups choir choirs band bands league society association union crew squad
    troupe chapter circle committee board"""
# What a person is one of, not what they run, when they call it theirs ("our book club", "my team", "our church",
# "my company"): a member's word as much as an owner's.
_MEMBERSHIP = _wordset(
    f"""{_GROUP_WORDS} class classes church gym school community congregation company firm office department lab
    unit"""
)


def _capitalised(text: str) -> frozenset[str]:
    """The folded words ``text`` writes with a capital: a name, where a subject is read as someone's."""
    return frozenset(_flat(w) for w in _WORD.findall(text) if w[:1].isupper())


def _acronyms(claim: str) -> frozenset[str]:
    """The folded words a claim writes in capitals ("MIT", "UCLA", "DIE", "CON"): an acronym is a name, never a stop
    word of a language ("graduated from MIT" names the institute, not the German "mit"); none of a claim written all
    in capitals."""
    if not re.search(r"[a-z]", claim):
        return frozenset()
    return frozenset(_bare(_flat(w)) for w in re.findall(r"\b[A-Z][A-Z0-9]{1,}\b", MARKER_RE.sub(" ", claim)))


def _appositions(folded: str) -> list[str]:
    """The parts of a folded text (cut at ``_CLAUSE_START``), a noun phrase set off after one ("I work at Acme, a small
    startup in Porto") read as part of the one before: a part cut at a comma that opens with an article says no fact
    of its own. A sentence that opens with one ("… monthly. The API key is in Vault.") is a fact of its own."""
    out: list[str] = []
    start, cut, carried = 0, "", ""
    for m in [*_CLAUSE_START.finditer(folded), None]:
        clause = carried + folded[start : m.start() if m else len(folded)]
        carried = ""
        opening = _WORD.match(clause.strip())
        if cut in (",", ";") and m and m.group(0) == "pero" and opening and len(_WORD.findall(clause)) <= 3:
            # Italian "però" after the subject it sets against the clause before ("Adoro il tennis, il calcio però mi
            # annoia"): the subject is its clause's, not an apposition of the one before
            carried = clause + " "
        elif out and cut == "," and opening and opening.group(0) in _ARTICLES | {"an"}:
            out[-1] += " " + clause
        else:
            out.append(clause)
        if m:
            start, cut = m.end(), m.group(0)
    return out


@lru_cache(maxsize=1024)
def _short_names(claim: str) -> frozenset[str]:
    """The names a claim says that are too short to be content words ("Go", "R", "JS"), folded: read as content
    words where a "not" is read (``flipped``, ``negated_opposites``)."""
    return frozenset(n for n in map(_flat, _names(claim)) if not _is_claim_token(n))


# A name: a word with a capital past a sentence's first word (or opening one before a verb that credits
# someone), a capital inside it (SQLite, DuckDB), two capitals or more (AWS, DBA), or letters and digits
# mixed (p95, gpt4o).
_TOKEN = re.compile(
    rf"[^\W_{CJK_CHARS}](?:{_WORD_CHAR}|[.+#'{_MARKS}-])*(?:{_WORD_CHAR}|[+#{_MARKS}])|[^\W_{CJK_CHARS}]"
)


def _opens_sentence(text: str, at: int) -> bool:
    """Whether a word at ``at`` opens a sentence: only blanks before it, or a sentence's end (``.!?:;``) or a line
    break before it and blanks. Read back over the blanks before it, never the whole text before it (that, for
    every word of a long text, is quadratic)."""
    start = at
    while start and text[start - 1].isspace():  # str.isspace is re's \s
        start -= 1
    return not start or text[start - 1] in ".!?:;" or "\n" in text[start:at]


def _labels_value(text: str, at: int, end: int) -> bool:
    """Whether the word from ``at`` to ``end`` is a label's whole value: a colon before it on its line, and its
    clause ending right after it ("Employer: Barclays.", "a dog: Rex", "Security answer: Pemberwick"). Such a
    capital names something, where a colon's capital before more words opens a sentence ("Note: Backups run
    nightly"). Reads only the blanks around the word."""
    start = at
    while start and text[start - 1] in " \t":
        start -= 1
    if not start or text[start - 1] != ":":
        return False
    while end < len(text) and text[end] in " \t":
        end += 1
    return end == len(text) or text[end] in ".,;!?)\n\r"


# A capitalised word that opens a sentence is a name when a verb that credits someone follows it: "Ana
# chose Postgres" names who chose ("Backups run nightly" names no one).
_CREDITED = re.compile(
    r"\s+(?:(?:also|then|finally|already|just)\s+)?(?:decided|decides|chose|chooses|picked|picks|selected|said|says"
    r"|told|wants|wanted|prefers|preferred|insisted|insists|agreed|agrees|approved|approves|confirmed|confirms"
    r"|asked|asks|requested|requests|rejected|rejects|proposed|proposes|suggested|suggests|owns|leads|signed"
    r"|decidio|eligio|dijo|quiere|prefiere)\b"
)


# A word of a script of India or Southeast Asia (``normalise.BRAHMIC``: Devanagari to Sinhala, Thai, Lao, Myanmar,
# Khmer): no capital tells a name there ("मुंबई" is written as "रहता" is), so each content word of a claim in one is
# read as a name its quotes must hold ("उपयोगकर्ता मुंबई में रहता है" behind "मैं दिल्ली में रहता हूँ" brings its own city).
_UNCASED = re.compile(f"[{BRAHMIC}]")


def _names(text: str) -> list[str]:
    """The names a text says (``_named``), as a new list."""
    return list(_named(text))


# A command's long flag ("--force", "--no-verify"): a name of what a command is told, which a memory says only as its
# quotes do ("The team deploys with --force" behind "We deploy on Fridays" adds an instruction).
_FLAG = re.compile(r"(?<![\w-])--[a-z][\w-]*", re.IGNORECASE)


_CLOCK_TOKEN = re.compile(r"\d{1,2}(?::\d{2})?[ap]m", re.IGNORECASE)


@lru_cache(maxsize=2048)
def _named(text: str) -> tuple[str, ...]:
    """The names a text says: addresses, a command's flags (``_FLAG``), words with capitals or digits where prose
    has none (not a capital that opens a sentence, unless a verb that credits someone follows), and the content
    words of a script without capitals (``_UNCASED``). Read once per text: the readings ask it of
    the same quotes again and again."""
    text = MARKER_RE.sub(" ", text)  # a redaction mask is ours, not a name the text says
    out: list[str] = [m.group(0).rstrip(".,;:") for m in _ADDRESS.finditer(text)]  # addresses are names too
    text = _ADDRESS.sub(" ", text)
    out += [m.group(0) for m in _FLAG.finditer(text)]  # and a command's flags ("--force")
    for m in _TOKEN.finditer(text):
        word = _bare(m.group(0))  # "d'Airbus" names Airbus
        upper = sum(ch.isupper() for ch in word)
        opening = _opens_sentence(text, m.start()) and not _CREDITED.match(text, m.end())
        opening = opening and not _labels_value(text, m.start(), m.end())
        mixed = any(ch.isdigit() for ch in word) and any(ch.isalpha() for ch in word)
        mixed = mixed and not _CLOCK_TOKEN.fullmatch(word)  # "2am" is a time (``numbers._clock``), no name
        named = upper >= 2 or (upper and not opening) or (upper and not word[0].isupper()) or mixed
        named = named or (_UNCASED.match(word) is not None and _is_claim_word(_flat(word)))
        if named and _flat(word) not in _NOT_CLAIM:
            out.append(word)
    return tuple(dict.fromkeys(out))


# English weekdays and months as people shorten them ("Last Fri", "on Thu", "in Sept"): a claim's "Friday" is
# the quote's "Fri".
_SHORT_NAMES: dict[str, frozenset[str]] = {
    full: frozenset(short.split("|"))
    for full, short in (
        pair.split(":")
        for pair in _seq(
            """monday:mon tuesday:tue|tues wednesday:wed thursday:thu|thur|thurs friday:fri saturday:sat
            sunday:sun january:jan february:feb march:mar april:apr june:jun july:jul august:aug
            september:sep|sept october:oct november:nov december:dec"""
        )
    )
}


def _shortened(word: str, texts: Sequence[str]) -> bool:
    """A folded weekday or month (``_SHORT_NAMES``) a text (as written) holds as people shorten it, capitalised
    ("Last Fri", "on Thu": not "the sun", "I sat")."""
    short = _SHORT_NAMES.get(word, frozenset())
    return any(w.lower() in short and w[0].isupper() for t in texts for w in _WORD.findall(t))
