"""The forms only a past has, in Spanish, Portuguese, French, German and Italian: one table for the two readings
that ask whether something is told in a past tense — recall's time vote (a bare weekday names a day gone by only
in a question told in a past: ``recall/periods.py``) and the write gate's tense reading (a claim in the present
whose quotes say it in the past: ``write/gate/words.py``). Standard library only, cheap to import: recall reads it
on the event loop, before the write gate's rules are loaded.

What the table holds, per language: the common irregular pasts and the pasts of "be" and "have" (any case), the
regular endings no present has, and a compound past — an auxiliary, then (a clitic or one adverb between) a
participle; German's participle anywhere after it ("haben wir am Freitag entschieden"). Endings and participles
are read in words written in lower case ("José", "André" are names; "Geburtstag" a German noun). With "be"
("ist", "est", "è") only the verbs of motion and change (and French and Italian reflexives) make a past: "was ist
am Freitag passiert" is one, "was ist am Freitag geplant" (what is planned) is not. A form that is a present as
well ("decidimos", "hablamos", "falamos": the first person plural of the first and third conjugations) is not a
past, nor a French conditional ("voudrait", "aimerais", "pourrait": the future's stem and the imperfect's
ending). The text is read as written: an accent tells a past from a present ("trabajó", "trabajo"; "lavorò",
"lavoro").

**Which language.** The time vote knows it (the weekday's name); the gate does not, so it reads a text with the
tables of the languages its function words vote for (:func:`languages`): a text whose words are as English as
anything else gets none ("war", "era", "he has" are English words), a text that holds no function word of any of
them all five.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

# Per language: (past words, endings, auxiliaries, participles, participles after "be"; words that end like a
# past and are not one, a pattern read from a word's start).
_PAST_FORMS: dict[str, tuple[str, str, str, str, str, str]] = {
    "es": ("fui|fue|fuimos|fuiste|fueron|hice|hizo|hicimos|hiciste|hicieron|tuve|tuvo|tuvimos|tuvieron|estuve|"
           "estuvo|estuvimos|estuvieron|dije|dijo|dijimos|dijiste|dijeron|pude|pudo|pudimos|pudieron|puse|puso|"
           "pusimos|pusieron|quise|quiso|quisimos|quisieron|vinimos|vinieron|supe|supo|supimos|trajimos|trajeron|"
           "dio|dimos|dieron|vi|vio|vimos|viste|vieron|hubo|era|eras|éramos|eran|había|habías|habíamos|habían|"
           "iba|íbamos|iban|tenía|teníamos|tenían|hacía|hacíamos|hacían|estaba",
           "é|ó|í|aron|ieron",
           "he|has|ha|hemos|habéis|han|había|habíamos|habían",
           r"\w*[ai]d[oa]s?|hecho|dicho|visto|puesto|escrito|vuelto|roto|abierto|resuelto|devuelto|propuesto",
           "",
           # (and the Hungarian "user", a memory's subject: "A felhasználó orvos")
           "café|bebé|puré|comité|carné|chalé|porqué|felhasználó|"
           # (words in -í that are no first person's past: adverbs, nouns, the adjectives of peoples)
           "aquí|allí|ahí|así|esquí|rubí|maniquí|colibrí|jabalí|bisturí|alhelí|frenesí|maní|israelí|marroquí|"
           "iraquí|iraní|paquistaní|pakistaní|saudí|kuwaití|yemení|bengalí|sefardí|guaraní"),
    "pt": ("fiz|fez|fizemos|fizeste|fizeram|fui|foi|fomos|foste|foram|tive|teve|tivemos|tiveram|estive|esteve|"
           "estivemos|estiveram|disse|dissemos|disseram|pude|pôde|pudemos|puderam|quis|quisemos|quiseram|trouxe|"
           "trouxemos|trouxeram|soube|soubemos|houve|veio|viemos|vieram|vi|viu|viram|pus|pôs|pusemos|puseram|"
           "deu|deram|era|eras|éramos|eram|tinha|tínhamos|tinham|havia|fazia|fazíamos|faziam|aconteceu|"
           # (the -er/-ir preterite's first person, whose -i many nouns end in: "sushi", "táxi", "safari")
           "vivi|nasci|cresci|morri|parti|conheci|aprendi|escrevi|perdi|vendi|comi|bebi|corri|decidi|recebi|"
           "escolhi|abri|senti|sofri|segui|subi|descobri|esqueci|dormi|saí|caí",
           "ou|aram|eram|iram|ei|iu|eu",
           "", "", "",
           "estou|museu|europeu|judeu|ateu|plebeu|jóquei|hóquei"),
    "fr": ("était|étaient|étais|étions|étiez|avait|avaient|avais",
           "aient|ait|ais",
           "ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient",
           r"\w*(?:é|ée|és|ées)|faits?|dits?|pris|mis|eu|été|vu|lu|su|pu|dû|voulu|fini|choisi|reçu|écrit|ouvert|"
           "offert|compris|appris|perdu|vendu|attendu|entendu|répondu|rendu|prévu|dormi|suivi|obtenu|tenu|vécu|"
           "grandi|réussi|bâti|rempli|vieilli|connu|couru|bu|cru|promue?s?",
           r"\w*(?:allé|venu|arrivé|parti|sorti|entré|resté|tombé|rentré|retourné|passé|monté|descendu|né|mort)"
           "(?:e|s|es)?",
           "fait|lait|trait|souhait|plait|parfait|portrait|extrait|retrait|attrait|forfait|bienfait|jamais|"
           "désormais|desormais|français|francais|anglais|japonais|irlandais|écossais|ecossais|hollandais|portugais|"
           "polonais|libanais|lyonnais|marseillais|palais|relais|délais|delais|marais|mauvais|biais|rabais|engrais|"
           # the conditional: the future's stem and the imperfect's ending ("aimerais", "pourrait", "voudraient")
           r"\w*(?:era|rra|dra)i(?:s|t|ent)|(?:aur|saur|devr)ai(?:s|t|ent)"),
    "de": ("war|waren|warst|wart|hatte|hatten|hattest|hattet|wurde|wurden|wurdest|gab|ging|gingen|kam|kamen|sagte|"
           "sagten|machte|machten|sah|sahen|traf|trafen|sprach|sprachen|fand|fanden|dachte|dachten|wollte|wollten|"
           "konnte|konnten|musste|mussten|entschied|beschloss|besprach|aß|aßen",
           "",
           "habe|hast|hat|haben|habt",
           # the lookahead reads the word's end once, before the "ge" inside it is looked for (without it a long
           # word full of "ge" and no such end is re-read to its end from each: quadratic)
           r"(?=[a-zäöüß]*(?:t|en)(?![\w-]))(?:ge|be|ent|er|ver|zer|emp|miss|[a-zäöü]+ge)[a-zäöüß]{2,}(?:t|en)"
           r"|[a-zäöüß]{3,}iert|getan",
           r"[a-zäöü]*(?:passiert|geschehen|gewesen|gegangen|gefahren|gekommen|geblieben|geflogen|gelaufen|"
           "gereist|gestorben|gefallen|gezogen|getreten|geworden|gewachsen|geboren)",
           ""),
    "it": ("era|erano|eravamo|ero|eri|aveva|avevano|avevamo|avevo|fu|furono|fece|fecero|facemmo|disse|dissero|"
           "venne|vennero|ebbe|ebbero|vide|videro|decise|decisero|prese|presero|mise|misero",
           "ò|arono|erono|irono|ammo|immo|avamo|evamo|ivamo|evano|ivano",
           "ho|hai|ha|abbiamo|avete|hanno|avevo|aveva|avevamo|avevano",
           r"\w*(?:at|ut|it)[oaie]|fatt[oaie]|dett[oaie]|pres[oaie]|mess[oaie]|vist[oaie]|scritt[oaie]|lett[oaie]|"
           "decis[oaie]|chiest[oaie]|rispost[oaie]|spes[oaie]|scelt[oaie]|discuss[oaie]|pers[oaie]|vint[oaie]|"
           "apert[oaie]|offert[oaie]|chius[oaie]",
           r"successo|successa|stat[oaie]|\w*(?:andat|venut|arrivat|partit|uscit|entrat|tornat|rimast|accadut|"
           "capitat|nat|mort|diventat|cresciut|vissut)[oaie]",
           "però|perciò|ciò|può|falò|oblò|comò"),
}  # fmt: skip
# "be" per language (its compound past takes :data:`_PAST_FORMS`' participles after "be", and any participle
# after a reflexive pronoun: "s'est passé", "si è deciso"), and the words that may stand between an auxiliary
# and its participle.
_BE = {
    "es": "", "pt": "",
    "fr": "suis|es|est|sommes|êtes|sont|étais|était|étions|étiez|étaient",
    "de": "bin|bist|ist|sind|seid",
    "it": "sono|sei|è|e'|siamo|siete|era|erano|eravamo",
}  # fmt: skip
_REFLEXIVE = {"fr": r"s['’]|se\s+", "it": r"si\s+|ci\s+"}
_BETWEEN = r"(?:-t)?(?:-(?:je|tu|il|elle|on|nous|vous|ils|elles))?(?:\s+(?:pas|déjà|bien|ya|já|già|mai|non|poi))?\s+"
_LOWER = r"(?=[a-zß-ÿ])"  # a word written in lower case (endings and participles are read only there)


def _past_tense(lang: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The pattern of a text told in a past tense of ``lang`` (:data:`_PAST_FORMS`), searched case aside: its word
    lists case aside, its endings and participles in lower case. As two parts: the alternatives read at one place,
    and German's compound pasts, each an opener (the auxiliary) and a closer (the participle) read anywhere after
    it on its line — the pattern is the first part, then each pair as ``opener.*?closer``."""
    words, endings, aux, participles, after_be, not_past = _PAST_FORMS[lang]
    w = r"(?<![\w-])"  # a word's start (after an elision too: "qu'avons", "qu'était")
    alts = [rf"{w}(?:{words})(?!\w)"]  # "étions-nous"
    if endings:
        alts.append(rf"(?-i:{w}(?!(?:{not_past or '$^'})\b){_LOWER}\w{{3,}}(?:{endings}))(?![\w-])")
    past_participle, be = rf"(?-i:{_LOWER}(?:{participles}))(?![\w-])", _BE[lang]
    if lang == "de":  # the participle at the clause's end, not after "zu" ("haben wir am Freitag zu erledigen")
        return "|".join(alts), (
            (rf"{w}(?:{aux})\b", rf"(?<!\bzu\s){w}{past_participle}"),
            (rf"{w}(?:{be})\b", rf"{w}(?-i:{_LOWER}(?:{after_be}))(?![\w-])"),
        )
    if aux:
        alts.append(rf"{w}(?:{aux}){_BETWEEN}{past_participle}")
        if be:
            alts.append(rf"{w}(?:{be}){_BETWEEN}(?-i:{_LOWER}(?:{after_be}))(?![\w-])")
            alts.append(rf"{w}(?:{_REFLEXIVE[lang]})(?:{be}){_BETWEEN}{past_participle}")
    return "|".join(alts), ()


def _pattern(lang: str) -> str:
    at_one_place, across = _past_tense(lang)
    return "|".join([at_one_place, *(f"{opener}.*?{closer}" for opener, closer in across)])


PAST_TENSE = {lang: _pattern(lang) for lang in _PAST_FORMS}
"""Per language, the pattern of a text told in a past tense of it, searched case aside (read by
:func:`_past_spans`, which finds what its ``finditer`` finds)."""


@functools.cache
def _compiled(lang: str) -> tuple[re.Pattern[str], tuple[tuple[re.Pattern[str], re.Pattern[str]], ...]]:
    """``_past_tense(lang)``'s parts compiled when first asked (a daemon's start need not pay for them)."""
    at_one_place, across = _past_tense(lang)
    pairs = tuple((re.compile(o, re.IGNORECASE), re.compile(c, re.IGNORECASE)) for o, c in across)
    return re.compile(at_one_place, re.IGNORECASE), pairs


class _Ahead:
    """The first match of ``rx`` in ``text`` at or after a place, asked for places that never go back: a search
    runs again only from past the match it last found, so all of them read the text once."""

    def __init__(self, rx: re.Pattern[str], text: str) -> None:
        self.rx, self.text, self.searched = rx, text, False
        self.found: re.Match[str] | None = None

    def at(self, place: int) -> re.Match[str] | None:
        if not self.searched or (self.found is not None and self.found.start() < place):
            self.found, self.searched = self.rx.search(self.text, place), True
        return self.found


_NEWLINE = re.compile("\n")


def _compound_pasts(text: str, opener: re.Pattern[str], closer: re.Pattern[str]) -> Iterator[tuple[int, int]]:
    """``opener.*?closer`` where each opener of ``text`` would match it (from the opener to the first closer after
    it on its line: ``.`` is not a newline), in order — each opener's closer found by one forward reading of the
    text, not by a scan from every opener to its line's end (quadratic in a line full of auxiliaries)."""
    closers, newlines = _Ahead(closer, text), _Ahead(_NEWLINE, text)
    for m in opener.finditer(text):  # an opener is a whole word: finditer meets every one
        c, line_end = closers.at(m.end()), newlines.at(m.end())
        if c is not None and (line_end is None or c.start() < line_end.start()):
            yield m.start(), c.end()


def _past_spans(text: str, lang: str) -> Iterator[tuple[int, int]]:
    """The spans of ``re.finditer(PAST_TENSE[lang], text, re.IGNORECASE)``, in time linear in the text: at each
    place the alternatives in their order (the first part's, then German's pairs), the leftmost match first, the
    next searched from its end."""
    at_one_place, pairs = _compiled(lang)
    if not pairs:
        yield from (m.span() for m in at_one_place.finditer(text))
        return
    local = _Ahead(at_one_place, text)
    heads: list[tuple[Iterator[tuple[int, int]], tuple[int, int] | None]] = []
    for opener, closer in pairs:
        found = _compound_pasts(text, opener, closer)
        heads.append((found, next(found, None)))
    place = 0
    while True:
        m = local.at(place)
        best = m.span() if m is not None else None
        for k, (found, head) in enumerate(heads):
            while head is not None and head[0] < place:  # inside the last match: finditer starts past it
                head = next(found, None)
            heads[k] = (found, head)
            if head is not None and (best is None or head[0] < best[0]):
                best = head
        if best is None:
            return
        yield best
        place = best[1]


def told_in_a_past(text: str, lang: str) -> bool:
    """Whether ``text`` (as written) says something in a past tense of ``lang`` by the table."""
    return next(_past_spans(text, lang), None) is not None


_WORD_END = re.compile(r"[\w'’-]+$")
_AFTER_A_WORD_END = re.compile(r"(?<![\w'’-])" + _WORD_END.pattern)  # searched from a word's start only


def past_words(text: str, lang: str) -> list[tuple[int, int]]:
    """Where ``text`` (as written) holds a past of ``lang`` by the table, as the spans of its words: the past
    word itself ("trabajé", "fue", "utilisait"), or the participle of a compound past ("travaillé" after "ai",
    "gearbeitet" after "habe")."""
    out: list[tuple[int, int]] = []
    for start, end in _past_spans(text, lang):
        # the match's last word: ``_WORD_END.search(text, start, end)``, which would re-read each word of a long
        # match to its end from each of its letters
        word = _WORD_END.match(text, start, end) or _AFTER_A_WORD_END.search(text, start + 1, end)
        assert word is not None  # every alternative ends on a word
        out.append(word.span())
    return out


# Function words that tell a text's language (as written, lower-cased; an elided word with its apostrophe):
# only those no other of the six languages says often.
_FUNCTION_WORDS = {
    lang: frozenset(words.split())
    for lang, words in {
        "en": "i we the and is are was were of to my our at with for it this that you have has they he she his "
        "her not be will would",
        "es": "el los las del yo nosotros estoy estamos es son y pero ahora muy con una por para lo mi mis nuestro "
        "nuestra hemos ya también en",
        "pt": "o os da das dos na nas eu nós estou estamos é são e mas agora muito com uma para meu minha nosso "
        "nossa também já em",
        "fr": "le les des du je j' nous vous est sont suis et avec chez dans pour une qu' c' n' m' s' l' d' mais "
        "maintenant pas en",
        "de": "ich wir der das und ist bei mit nicht jetzt habe haben ein eine einen auf für zu von sind mein meine "
        "unser unsere dem",
        "it": "il lo gli io noi sono ho abbiamo per con una uno che ora adesso mio mia nostro nostra della nel "
        "nella è e non ma anche già l' d'",
    }.items()
}
_VOTED = re.compile(r"[^\W\d_]+['’]?")


def languages(text: str) -> tuple[str, ...]:
    """The languages whose tables read ``text``: those whose function words (``_FUNCTION_WORDS``) it holds most
    often — none when English is among them, all five when it holds none of any."""
    words = [w.replace("’", "'") for w in _VOTED.findall(text.lower())]
    counts = {lang: sum(w in table for w in words) for lang, table in _FUNCTION_WORDS.items()}
    best = max(counts.values())
    if not best:
        return tuple(_PAST_FORMS)
    if counts["en"] == best:
        return ()
    return tuple(lang for lang in _PAST_FORMS if counts[lang] == best)
