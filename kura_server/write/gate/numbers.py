"""Numbers: what a text claims (digit runs and spelled-out counts of a unit, with the words that
qualify them), how a number could be derived from two others, and whether a number the person said
is their own (a plan, a date, a budget, a fact of their life) or a measurement of the world."""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from ...cjk import CJK_RUN
from ...pasts import languages
from .imperatives import instructs
from .normalise import fold, normalise
from .words import (
    _DUTY,
    _FIRST_PERSON_CJK,
    _FIRST_PERSON_ELIDED,
    _FIRST_PERSON_FORMS,
    _MARKS,
    _STOP,
    _UNIT_SKIP,
    _WANT,
    _flat,
    _folded,
    _seq,
    _stem_match,
    _wordset,
    told_in_the_past,
)

_NUMBER = re.compile(r"\d{4}-\d{1,2}-\d{1,2}(?!\d)|\d+(?:[.,:]\d+)*")  # a date is one number
_LEADING_PUNCT = "([{\"'¿¡~≈<>$€£¥#+-±×*@"
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
_UNIT_ALIASES: dict[str, str] = {
    **dict.fromkeys(_wordset("s sec secs second seconds segundo segundos"), "second"),
    **dict.fromkeys(_wordset("ms msec msecs millisecond milliseconds milisegundo milisegundos"), "ms"),
    **dict.fromkeys(_wordset("min mins minute minutes minuto minutos"), "minute"),
    **dict.fromkeys(_wordset("h hr hrs hour hours hora horas"), "hour"),
    **dict.fromkeys(_wordset("d day days dia dias"), "day"),
    **dict.fromkeys(_wordset("gb gib gigabyte gigabytes"), "gb"),
    **dict.fromkeys(_wordset("mb mib megabyte megabytes"), "mb"),
    **dict.fromkeys(_wordset("kb kib kilobyte kilobytes"), "kb"),
    **dict.fromkeys(_wordset("tb tib terabyte terabytes"), "tb"),
    **dict.fromkeys(_wordset("% percent pct porcentaje"), "%"),
    **dict.fromkeys(_wordset("x × times veces"), "x"),
    **dict.fromkeys(_wordset("日 号 號"), "日"),  # the day of a month: "3号" is "3日"
}
# How often the person does something: "a week", "per day", "every month" after a count of times ("three times a
# week", "twice a year", "dos veces por semana", "zweimal pro Woche"): a habit of theirs, not a ratio of two
# measurements nor a speed-up ("3x faster", "twice as fast"). Folded: accents gone.
_PER_PERIOD = (
    r"\s+(?:all'|(?:a|an|per|every|each|this|last|next|a\s+la|al|por|par|pro|am|im|alla)\s+)"
    r"(?:day|night|week|weekend|month|year|morning|evening|dia|noche|semana|mes|ano|jour|nuit|semaine|mois|an"
    r"|tag|nacht|woche|monat|jahr|giorno|notte|settimana|mese|anno)\b"
)
# What follows "twice" or "3 times" when it is a ratio ("twice as fast", "3 times faster", "twice the price", "three
# times more"; not how often, "twice this month"): ``_DERIVED_WORDS``. Anywhere else it counts the times something was
# done ("I failed my driving test twice", "I've been to Rome 3 times"): the person's own count, no measurement
# (``_measurement``).
_RATIO_AFTER = (
    rf"(?!{_PER_PERIOD})\s+(?:as|the|that|this|what|more|less|many|much|over|faster|slower|bigger|smaller|larger"
    r"|higher|lower|longer|shorter|cheaper|quicker|better|worse|[^\W\d_]+er\s+than)\b"
)
# A count of times said in one word: "once" before how often ("once a week"; a lone "once" is mostly "once I get
# home"), "twice" and "thrice" wherever they are no ratio: ``_spelled_numbers``.
_TIMES = {"once": 1, "twice": 2, "thrice": 3}
_TIMES_A = re.compile(rf"\b(?:(once)(?={_PER_PERIOD})|(twice|thrice)\b(?!{_RATIO_AFTER}))")
# Two said as a couple ("a couple of kids", "un par de hijos", "un paio di figli", "um par de filhos"): a count of two,
# read as "two kids" is (``_spelled_numbers``), so "The user has two kids" is backed and "… three kids" is not. Not "a
# few", "unos pocos", "ein paar" (German's "a few": the fold cannot tell it from "ein Paar", a pair), nor a couple
# that is no count ("a couple", "the couple of the year", "a married couple"), nor one of a stretch of time, which it
# gives only roughly ("a couple of years ago" may be three).
_COUPLE_OF = re.compile(
    r"\b(?:a\s+couple\s+of|un\s+par\s+de|un\s+paio\s+di|um\s+par\s+de)\b"
    r"(?!\s+(?:years?|months?|weeks?|days?|hours?|minutes?|decades?|nights?|times|anos?|mes(?:es)?|semanas?|dias?"
    r"|horas?|minutos?|veces|vezes|anni|mesi|settimane|giorni|ore|volte)\b)"
)
_DERIVED_WORDS = re.compile(
    rf"\b(?:(?:twice|thrice)(?={_RATIO_AFTER})|(?:doubl|tripl|quadrupl)(?:ed|es|ing)|(?:double|triple)\s+(?:the|as)"
    r"|halv(?:ed|es|ing)"
    r"|half\s+(?:as|the|of)|(?:two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|\d+)[\s-]?fold"
    r"|el\s+doble|la\s+mitad|el\s+triple|duplic\w+|triplic\w+)\b"
)


def _canonical(raw: str, negative: bool = False) -> str:
    digits = "".join(str(unicodedata.decimal(c)) if c.isdecimal() else c for c in raw)
    if _THOUSANDS.fullmatch(digits):
        digits = digits.replace(",", "")
    head = re.match(r"\d+", digits)
    assert head is not None
    value = (head.group(0).lstrip("0") or "0") + digits[head.end() :]
    return f"-{value}" if negative and value.strip("0.,:") else value


# Japanese writes its particles and copula onto the unit ("34歳です", "34歳だ"): the unit is what stands
# before the first kana of them.
_KANA_TAIL = re.compile(r"(?<=[^\u3040-\u309f])[\u3040-\u309f].*")


def _fold_unit(word: str) -> str:
    return _unit_of(fold(word))


def _unit_of(folded: str) -> str:
    w = _KANA_TAIL.sub("", folded)
    return _UNIT_ALIASES.get(w, w)


# Spelled-out numbers: an English count of two or more is a number wherever it stands ("five servers", "twenty
# plants", "two decades", "a dozen plants"), qualified by the words after it as a digit one is — a claim that changes
# a count by spelling it ("We have five servers" behind "The team has ten servers") is refused as a digit one is, and
# one that writes it in digits ("The team has 5 servers") is backed. Not "one" (a pronoun or an article far more often
# than a count), not "zero", German too, and Spanish's "dos", "tres", "mil" only before a unit of measure ("dos
# minutos") or, "dos" and "tres", after a Spanish word that makes them a count ("tengo dos hijos":
# ``_SPANISH_COUNT_AFTER``): "dos" is Portuguese's "of the", "tres" French's "très" folded (``_COUNTS``).
_SPELLED: dict[str, int] = {
    **{w: i for i, w in enumerate(_seq("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                  "fourteen fifteen sixteen seventeen eighteen nineteen"))},
    **{w: 10 * i for i, w in enumerate(_seq("_ _ twenty thirty forty fifty sixty seventy eighty ninety")) if i > 1},
    **{w: i for i, w in enumerate(_seq("cero uno dos tres cuatro cinco seis siete ocho nueve diez"))},
    "doce": 12, "quince": 15, "veinte": 20, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
    "setenta": 70, "ochenta": 80, "noventa": 90, "cien": 100, "ciento": 100, "mil": 1000,
    "hundred": 100, "thousand": 1000, "million": 10**6, "billion": 10**9, "dozen": 12,
    **{w: i for i, w in enumerate(_seq("_ _ zwei drei vier funf sechs sieben acht neun zehn elf zwolf")) if i > 1},
    "zwanzig": 20, "dreissig": 30, "vierzig": 40, "funfzig": 50, "hundert": 100, "tausend": 1000,
}  # fmt: skip
_SCALES = {
    "dozen": 12,
    "hundred": 100,
    "cien": 100,
    "ciento": 100,
    "thousand": 1000,
    "mil": 1000,
    "million": 10**6,
    "billion": 10**9,
    "hundert": 100,
    "tausend": 1000,
}
_SPELLED_WORD = "|".join(sorted(_SPELLED, key=len, reverse=True))
_SPELLED_RUN = re.compile(rf"\b(?:{_SPELLED_WORD})(?:(?:\s+|-)(?:(?:and|y)\s+)?(?:{_SPELLED_WORD}))*\b")
_KNOWN_UNIT = re.compile(r"\s?(%|(?:per\s+cent|por\s+ciento)\b|[^\W\d_]+)")


# The words a count is read from wherever it stands (not "zero", not "one" alone: ``_spelled_value``): English, German
# ("Ich habe zwei Kinder"), and the Spanish ones no other language the gate reads says otherwise ("cinco", "seis" are
# Portuguese's too; not "dos", "tres", "mil").
_COUNTS = frozenset(_seq(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
    "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand million billion dozen "
    "zwei drei vier funf sechs sieben acht neun zehn elf zwolf zwanzig dreissig vierzig funfzig hundert tausend "
    "cuatro cinco seis siete ocho nueve diez doce quince veinte treinta cuarenta cincuenta"
))  # fmt: skip
# Ordinals as the fold writes them, each with its value, a row a value: English, Spanish, Portuguese, Italian, French,
# and German's with their endings (``_ORDINALS_DE``). A place in an order is no count (``_COUNTS``): "my second
# marriage" says one marriage. Read with the noun after it (``rank.reranked``: "first marriage" is not "second
# marriage"), and from two on as the rank before a superlative (``rank._ORDINAL``: "the second oldest").
_ORDINALS: dict[str, int] = {
    w: i
    for i, row in enumerate((
        "",
        "first primer primero primera primeiro primeira primo prima premier premiere",
        "second segundo segunda secondo seconda deuxieme seconde",
        "third tercer tercero tercera terceiro terceira terzo terza troisieme",
        "fourth cuarto cuarta quarto quarta quatrieme",
        "fifth quinto quinta cinquieme",
        "sixth sexto sexta sesto sesta sixieme",
        "seventh septimo septima setimo setima settimo settima septieme",
        "eighth octavo octava oitavo oitava ottavo ottava huitieme",
        "ninth noveno novena nono nona neuvieme",
        "tenth decimo decima dixieme",
        "eleventh",
        "twelfth",
    ))
    for w in row.split()
}  # fmt: skip
_ORDINALS_DE = {
    stem + end: i
    for i, stem in enumerate(_seq("_ erst zweit dritt viert funft sechst siebt acht neunt zehnt"))
    if i
    for end in ("e", "er", "es", "en", "em")
}
_ORDINALS.update(_ORDINALS_DE)
# Spanish's "dos" and "tres", read as counts only where they stand as one (``_spelled_numbers``): right after a word
# of Spanish no other language the gate reads puts before them — a verb of having or being, an article, a
# possessive, "con", "cada", "hace", "durante" ("Tengo dos hijos", "hay tres servidores", "mis dos hermanos", "cada dos
# semanas", "hace tres meses"). Not Portuguese's "dos" ("a casa dos meus pais", "um dos filhos"), nor French's "très"
# ("c'est très bien", "j'ai très faim"): no such word before them.
_SPANISH_COUNTS = _wordset("dos tres")
_SPANISH_COUNT_AFTER = _wordset(
    """tengo tienes tiene tenemos tienen tenia tenian tuve tuvo tuvimos tuvieron hay habia hubo somos eran fueron los
    las unos unas mis tus sus nuestros nuestras con cada hace durante"""
)
_RUN_WORD = re.compile(r"[^\s-]+")


def _spelled_parts(run: str) -> list[tuple[int, int, list[str]]]:
    """The numbers a run of spelled words says, each as its span in the run and its words: a tens word joins a unit
    after it ("twenty-four"), a scale joins what is before it ("two hundred", "two dozen") and what is after it
    ("hundred and five"), anything else starts a number of its own ("twenty-four seven" is 24 and 7, "between two and
    three" two numbers)."""
    parts: list[tuple[int, int, list[str]]] = []
    last: str | None = None  # the word before, None at a number's start; "and" after a scale
    for m in _RUN_WORD.finditer(run):
        w = m.group(0)
        if w in ("and", "y"):
            last = w if last in _SCALES else None
            continue
        v = _SPELLED[w]
        if w in _SCALES:
            joins = last is not None and (last not in _SCALES or _SPELLED[last] < v)
        else:
            joins = (
                last in _SCALES
                or last in ("and", "y")
                or (last is not None and _SPELLED[last] in range(20, 100, 10) and 1 <= v <= 9)
            )
        if joins and parts:
            start, _, words = parts[-1]
            parts[-1] = (start, m.end(), [*words, w])
        else:
            parts.append((m.start(), m.end(), [w]))
        last = w
    return parts


def _spelled_value(words: Sequence[str]) -> int | None:
    if list(words) in (["one"], ["uno"]):
        return None  # a pronoun or an article far more often than a count
    total = current = 0
    for w in words:
        v = _SPELLED[w]
        if w in _SCALES:
            if v >= 1000:
                total += max(current, 1) * v
                current = 0
            else:
                current = max(current, 1) * v
        else:
            current += v
    return total + current


# A time of day is one value however it is written: "2 a.m.", "2am", "2:00 AM" and "02:00" are 2 in the morning,
# "2 p.m.", "2pm" and "14:00" 2 in the afternoon, "half past six" and "6:30" one time, "six o'clock" and "6:00" another
# (``_clock``). Its value is the clock's on a twelve-hour dial, a whole hour as its hour ("2", "6:30": "at 2" is the
# 2 of "2:00", as it always was), and its half of the day ("am", "pm"), when the text says it, its first qualifying
# word; a time that does not say its half ("2:00", "half past six") is either, and one that says it is the other
# half's no time ("2 p.m." behind "2 a.m.": ``_units_agree``).
_MERIDIEM = re.compile(r"\s?([ap])\.?\s?m\b\.?", re.IGNORECASE)
_OCLOCK = re.compile(r"\s?o['’]?\s?clock\b", re.IGNORECASE)
_HALVES = frozenset({"am", "pm"})
# ... and a time of day counts nothing: a count of things is no time ("2 servers" behind "We run 2:00 servers"), the
# mark every time's units open with (``_units_agree``)
_CLOCK_UNIT = ":clock"
# An age said after "aged", "age", "ages" ("2 kids aged 5 and 7", "a son, age 9", "Kinder im Alter von 5"): a mark
# on the number (``_AGE_UNIT``), which ``_units_agree`` holds apart from a count of anything but years ("The user has
# 5 kids" is no "aged 5"; "The user's kids are 5 and 7" and "… is 5 years old" are).
_AGE_UNIT = ":age"
_AGE_BEFORE = re.compile(
    r"\b(?:aged|ages?|edad(?:es)?|alter(?:\s+von)?|de\s+edad)\s+(?:\d+\s*(?:,|and|&|y|und|et)?\s*)*$", re.IGNORECASE
)
_AGE_WORDS = ("years", "old", "months", "yo")
_HOURS = {w: i for i, w in enumerate(_seq("_ one two three four five six seven eight nine ten eleven twelve")) if i}
_HOUR_WORD = "|".join(sorted(_HOURS, key=len, reverse=True))
_HALF_PAST = re.compile(r"\b(?:half|quarter|o'?\s?clock)\b|\b[ap]\.m\b", re.IGNORECASE)
_PAST_TO = re.compile(r"\b(half|quarter)\s+(past|after|to)\s+$", re.IGNORECASE)
_CLOCK_WORDS = re.compile(
    rf"\b(?:(?P<part>half|quarter)\s+(?P<way>past|after|to)\s+(?P<h>{_HOUR_WORD}|\d{{1,2}}(?![\d:.,]))"
    rf"|(?P<w>{_HOUR_WORD})(?:(?P<oclock>\s?o'?\s?clock)|\s(?P<half>[ap])\.?\s?m\b\.?))"
)


def _clock(hour: int, minute: int, half: str | None) -> tuple[str, tuple[str, ...]] | None:
    """The value and half of the day of a time on the clock (``_MERIDIEM``), or ``None`` when it is no time: an hour
    past 23 or a minute past 59, or a half of the day said after an hour past 12 ("14 pm")."""
    if hour > 23 or minute > 59 or (half and not 1 <= hour <= 12):
        return None
    if not half and hour > 12:
        hour, half = hour - 12, "pm"
    elif not half and hour == 0:
        hour, half = 12, "am"
    return f"{hour}:{minute:02d}" if minute else str(hour), (_CLOCK_UNIT, *((half,) if half else ()))


def _clock_numbers(flat: str) -> tuple[list[_Number], list[tuple[int, int]]]:
    """The times of day a folded line says in words ("half past six", "quarter to 7", "six o'clock", "seven p.m.";
    ``_CLOCK_WORDS``), each a number as its digits are (``_clock``), and where they stand (``_spelled_numbers`` reads
    no count there: the six of "half past six" is no six)."""
    out: list[_Number] = []
    spans: list[tuple[int, int]] = []
    for m in _CLOCK_WORDS.finditer(flat):
        if m.group("part"):
            hour = _HOURS.get(m.group("h")) or int(m.group("h"))
            minute = 30 if m.group("part") == "half" else 15
            if m.group("way") == "to":
                if m.group("part") == "half":
                    continue  # "half to" is no English time
                hour, minute = (hour - 1) or 12, 45
            clock = _clock(hour, minute, None) if 1 <= hour <= 12 else None
        else:
            clock = _clock(_HOURS[m.group("w")], 0, f"{m.group('half')}m" if m.group("half") else None)
        if clock is not None:
            units, label_end = _qualifiers(flat, m.end(), folded=True)
            out.append(_Number(clock[0], m.group(0), (*clock[1], *units), flat[m.start() : label_end], False))
            spans.append(m.span())
    return out, spans


def _clock_at(t: str, raw: str, value: str, end: int) -> tuple[str, tuple[str, ...], int] | None:
    """The time of day digits ``raw`` (canonical ``value``) ending at ``end`` of ``t`` write (``_clock``), with where
    what says it ends: "2 a.m.", "2:30pm", "6 o'clock", "14:00", "02:00" ("2:00" says no half of the day); ``None``
    for no time ("2 kids", "3:45:10")."""
    if not (hm := re.fullmatch(r"(\d{1,2})(?::(\d{2}))?", value)):
        return None
    hour, minute = int(hm.group(1)), int(hm.group(2) or 0)
    if half := _MERIDIEM.match(t, end):
        clock = _clock(hour, minute, f"{half.group(1).lower()}m")
        return (*clock, half.end()) if clock else None
    if (oclock := _OCLOCK.match(t, end)) and 1 <= hour <= 12:
        clock = _clock(hour, minute, None)
        return (*clock, oclock.end()) if clock else None
    if hm.group(2):
        clock = _clock(hour, minute, "am" if raw[0] == "0" and hour < 12 else None)
        return (*clock, end) if clock else None
    return None


@lru_cache(maxsize=1 << 12)
def clock_words(claim: str, held: frozenset[str]) -> frozenset[str]:
    """The words a claim says a time of day by whose value ``held`` holds ("half", "past" of "half past nine" behind
    "9:30"; ``_clock_numbers``): the number says them, they are no content of their own."""
    if not held or not _HALF_PAST.search(claim):
        return frozenset()  # the common case, kept cheap
    return frozenset(
        w for n in _clock_numbers(_flat(claim))[0] if n.value in held for w in re.findall(r"[^\W\d_]+", n.label)
    )


def turned_halves(text: str, sources: Sequence[str]) -> list[str]:
    """The times of day ``text`` says in one half of the day that ``sources`` say only in the other ("2 p.m." or
    "14:00" behind "2 a.m."; ``_clock``), each as its label: another time, as another number is. A time that does not
    say its half ("2:00") is either."""
    theirs = [n for t in sources for n in _numbers(t) if not n.in_name]
    out = [
        n.label
        for n in _numbers(text)
        if (half := _HALVES & set(n.units))
        and (same := [o for o in theirs if o.value == n.value])
        and all(_HALVES & set(o.units) and not half & set(o.units) for o in same)
    ]
    return list(dict.fromkeys(out))


def _spelled_numbers(text: str) -> list[_Number]:
    flat = _flat(text)
    out, clocks = _clock_numbers(flat)
    timed = {at for a, b in clocks for at in range(a, b)}  # where a time of day stands, each a few characters
    for m in _SPELLED_RUN.finditer(flat):
        for s, e, words in _spelled_parts(m.group(0)):
            start, end = m.start() + s, m.start() + e
            if start in timed:
                continue
            if (value := _spelled_value(words)) is None:
                continue
            raw = flat[start:end]
            unit = _KNOWN_UNIT.match(flat, end)
            word = re.sub(r"\s+", " ", unit.group(1)) if unit else ""
            folded = {"per cent": "%", "por ciento": "%"}.get(word, _fold_unit(word))
            if unit is not None and folded in _UNIT_ALIASES.values():
                out.append(_Number(str(value), raw, (folded,), f"{raw} {word}", False))
                continue
            before = _WORD_BEFORE.search(flat, max(0, start - 80), start)
            spanish = before is not None and before.group(1) in _SPANISH_COUNT_AFTER
            if value >= 2 and all(w in _COUNTS or (spanish and w in _SPANISH_COUNTS) for w in words):
                units, label_end = _qualifiers(flat, end, folded=True)
                named = before is not None and before.group(1) in _LABEL_NOUNS  # "room two": a label noun's
                out.append(_Number(str(value), raw, units, flat[start:label_end], False, named, spoken=True))
    # how often, in one word ("twice a week" is two times a week: "three times a week" does not back it)
    out += [
        _Number(str(_TIMES[word]), word, ("x",), m.group(0), False)
        for m in _TIMES_A.finditer(flat)
        for word in (m.group(1) or m.group(2),)
    ]
    for m in _COUPLE_OF.finditer(flat):
        units, label_end = _qualifiers(flat, m.end(), folded=True)
        out.append(_Number("2", m.group(0), units, flat[m.start() : label_end], False, spoken=True))
    return out


@dataclass(frozen=True)
class _Number:
    value: str  # canonical: thousands separators and leading zeros gone ("1,000" → "1000", "09" → "9")
    raw: str
    units: tuple[str, ...]  # folded words that qualify it ("42 minutes", "42GB", "files: 42")
    label: str  # the number with its first qualifying word, as written
    in_name: bool  # the digits belong to a name: v2, bge-m3, utf-8, sha256, x86_64
    named: bool = False  # it names what the word before it is: rack 4, port 8080, Kubernetes 1.29 (``_names_one``)
    spoken: bool = False  # a count spelled out with no unit of measure after it ("two kids"): ordinary speech


@lru_cache(maxsize=1 << 14)
def _numbers(text: str) -> tuple[_Number, ...]:
    """Every number in ``text`` with the words that qualify it (digits, then spelled-out counts of a unit).
    What qualifies a number is on its line: a title "Release Version 2" over a trigger line is no "2
    Release" (the gate and the composed-text re-scan read a number alike, on one line or several). Kept, as a tuple
    (a cached answer no caller can change): the rules of numbers ask it of the same claim and quotes again."""
    lines = text.splitlines()
    return tuple(n for line in lines for n in (*_digit_numbers(line), *_cjk_numbers(line), *_spelled_numbers(line)))


# Chinese and Japanese numerals before a counter or a unit ("两个孩子", "五月三号", "猫を二匹", "三十五歳", "每周两次"):
# the number they say, qualified as the digits written there would be, so "用户有三个孩子" behind "我有两个孩子" is
# another number and "5月3日" behind "五月三号" the same. Only before a counter: a numeral inside a word says no
# number ("一起", "十分" very, "万一" in case, "千万" by all means); one ("一个", "一つ") is an article as "one" is.
_CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7,
               "八": 8, "九": 9}  # fmt: skip
_CJK_POWERS = {"十": 10, "百": 100, "千": 1000, "万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}
_CJK_COUNTERS = _seq(
    """个 個 位 名 人 月 日 号 號 岁 歲 歳 才 年 次 天 周 週 点 點 时 時 小时 小時 分钟 分鐘 秒
    本 台 只 隻 匹 头 頭 条 條 件 家 种 種 倍 元 块 塊 度 回 杯 斤 公里 米 层 層 楼 樓
    ヶ月 か月 ヵ月 カ月 つ 枚 冊 階 週間 日間 時間 部 张 張 间 間 所 套 辆 輛 节 節
    门 門 座 栋 棟 届 季 集 期 代"""
)
# ... or a numeral that ends in a scale and says a digit ("两万", "二十万", "三千", "一亿": "年薪两万", "二十万粉丝"),
# counter or none: a number on its own (not "千万" by all means, "万一" in case, "百万富翁" a millionaire, which say
# no digit). A scale after Arabic digits is theirs ("2万" is 20000: ``_CJK_SCALE``).
_CJK_NUMERAL_CHARS = "".join((*_CJK_DIGITS, *_CJK_POWERS))
_CJK_NUMERAL = re.compile(
    rf"(?<![\d{_CJK_NUMERAL_CHARS}])(?:[{_CJK_NUMERAL_CHARS}]+"
    rf"(?=(?:{'|'.join(sorted(set(_CJK_COUNTERS), key=len, reverse=True))}))"
    rf"|[{_CJK_NUMERAL_CHARS}]*[{''.join(_CJK_DIGITS)}][{_CJK_NUMERAL_CHARS}]*[百千万萬亿億](?![{_CJK_NUMERAL_CHARS}]))"
)


def _cjk_value(numeral: str) -> int | None:
    """The value of a run of Chinese or Japanese numerals ("三十五" 35, "两百" 200, "一万二千" 12000), or ``None`` when
    it is not one number ("三五", a range)."""
    total = myriads = section = 0
    digit: int | None = None
    for ch in numeral:
        if ch in _CJK_DIGITS:
            if digit is not None:
                return None
            digit = _CJK_DIGITS[ch]
        elif _CJK_POWERS[ch] == 10**8:  # "一亿二千万": the myriads below it are counted apart
            total += (myriads + section + (digit or 0)) * 10**8 or 10**8
            myriads = section = 0
            digit = None
        elif _CJK_POWERS[ch] == 10**4:
            myriads += (section + (digit or 0)) * 10**4 or 10**4
            section, digit = 0, None
        else:
            section += (1 if digit is None else digit) * _CJK_POWERS[ch]
            digit = None
    return total + myriads + section + (digit or 0)


def _cjk_numbers(line: str) -> list[_Number]:
    """The Chinese and Japanese numerals of ``line`` before a counter (``_CJK_NUMERAL``), each qualified as digits
    written there would be (``_qualifiers`` on the line with every numeral written in digits: "五月三号" is "5月3号"),
    its label the line's own words."""
    if line.isascii():  # most lines: no numeral to read, and no need to normalise the line again
        return []
    t = normalise(line)
    found = [(m, v) for m in _CJK_NUMERAL.finditer(t) if (v := _cjk_value(m.group(0))) is not None]
    if not found:
        return []
    parts: list[str] = []
    anchors: list[tuple[int, int]] = []  # where each numeral's digits end in the written line, and the numeral in t
    done = 0
    for m, value in found:
        parts += [t[done : m.start()], str(value)]
        anchors.append((sum(map(len, parts)), m.end()))
        done = m.end()
    written = "".join(parts) + t[done:]
    out: list[_Number] = []
    for (m, value), (end, orig_end) in zip(found, anchors, strict=True):
        if value == 1:
            continue
        units, label_end = _qualifiers(written, end)
        label = t[m.start() : orig_end] + written[end:label_end]
        out.append(_Number(str(value), m.group(0), units, label, False, spoken=True))
    return out


def _digit_numbers(line: str) -> list[_Number]:
    t = normalise(line)
    out: list[_Number] = []
    for m in _NUMBER.finditer(t):
        start, end = m.span()
        chunk_start = t.rfind(" ", 0, start) + 1
        # what the digits are written onto, past any Chinese or Japanese before them: "v2" is a name,
        # the 34 of "今年34岁" a number
        chunk = CJK_RUN.split(t[chunk_start:start])[-1].lstrip(_LEADING_PUNCT)
        in_name = bool(chunk) and not chunk[0].isdigit()
        negative = start > 0 and t[start - 1] == "-" and (start == 1 or t[start - 2] in " ([=:~")
        value = _canonical(m.group(0), negative)
        if _PAST_TO.search(t, max(0, start - 20), start):
            continue  # "half past 6": a time of day, read in words (``_clock_numbers``)
        if clock := None if in_name else _clock_at(t, m.group(0), value, end):
            value, end = clock[0], clock[2]
        elif scale := _SCALE.match(t, end):  # "$12k" is 12000, "1.2M users" 1200000: the letter is no unit
            value, end = _scaled(value, _SCALE_LETTERS[scale.group(0).lower()]), scale.end()
        elif scale := _CJK_SCALE.match(t, end):
            value, end = _scaled(value, _CJK_POWERS[scale.group(0)]), scale.end()
        folded_units, label_end = _qualifiers(t, end)
        decade = _DECADE.match(t, start) and _DECADE_BEFORE.search(t, max(0, start - 6), start)
        if folded_units[:1] == ("second",) and decade:
            folded_units = ("decade", *folded_units[1:])  # "the 1900s", "the '80s": a decade, no seconds
        if clock:
            folded_units = (*clock[1], *folded_units)
        elif _AGE_BEFORE.search(t, max(0, start - 40), start):
            folded_units = (_AGE_UNIT, *folded_units)
        label = t[start - negative : label_end]
        if not folded_units and (tag := re.search(r"([^\W\d_]+)\s*[:=]\s*$", t[max(0, start - 40) : start])):
            folded_units = (_fold_unit(tag.group(1)),)  # "files: 42", "duration_min=42"
            label = f"{tag.group(1)}: {m.group(0)}"
        out.append(_Number(value, m.group(0), folded_units, label, in_name, _names_one(t[max(0, start - 200) : start])))
    return out


# A decade written as its first year with an "s" ("the 1900s", "the 1980s", "the '80s", "in the 90s"): after "the" or
# an apostrophe, a year or two digits ending in 0, the "s" no second.
_DECADE = re.compile(r"(?:1\d|20)\d0s\b|\d0s\b")
_DECADE_BEFORE = re.compile(r"(?:\bthe\s+'?|['’])$", re.IGNORECASE)
_ATTACHED = re.compile(r"-?([^\W\d_]+|%)| ?(%)")
# A scale written onto digits, as people write amounts and counts: "12k", "$20K", "1.2M users" (not "m", metres; the
# scales said in words are ``_SCALES``).
_SCALE = re.compile(r"(?:k|K|M)(?![^\W_])")
_SCALE_LETTERS = {"k": 1000, "m": 10**6}
# ... and a Chinese or Japanese scale written onto digits ("2万粉丝", "1.5亿", "3千"): 2万 is 20000, as 两万 is.
_CJK_SCALE = re.compile(r"[千万萬亿億](?![万萬亿億])")


def _scaled(value: str, scale: int) -> str:
    """``value`` (canonical digits, a decimal point at most) times ``scale``, canonical: "1.2" × 10⁶ is "1200000"."""
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", value):
        return value  # a time, a date, a list of numbers: no amount to scale
    scaled = Decimal(value) * scale
    return str(scaled.quantize(Decimal(1))) if scaled == scaled.to_integral_value() else str(scaled.normalize())


_NEXT_WORD = re.compile(r" ([^\W\d_][\w'-]*)")


_RELATIVE = frozenset({"that", "who"})


def _qualifiers(t: str, end: int, folded: bool = False) -> tuple[tuple[str, ...], int]:
    """The words that qualify a number ending at ``end`` of ``t`` (folded: ``_fold_unit``) and where its label ends:
    a unit written onto it ("42GB", "3x", "40%", "42-minute") and up to two words after it, not a word of ``_STOP``
    and past a word of ``_UNIT_SKIP`` ("42 new files": the unit is "files"). Read from ``end`` on, never a copy of the
    rest of the line (a line of a thousand numbers is read once); ``folded``: ``t`` is folded already."""
    units: list[str] = []
    label_end = pos = end
    if g := _ATTACHED.match(t, pos):
        units.append(g.group(1) or g.group(2))
        label_end = pos = g.end()
    while len(units) < 2 and (w := _NEXT_WORD.match(t, pos)):
        word = w.group(1) if folded else fold(w.group(1))
        if units and word in _RELATIVE and (verb := _NEXT_WORD.match(t, w.end())):
            units.append(verb.group(1))  # "7 people that attended": the people are attendees
            break
        if word in _STOP:
            break
        if not units:
            label_end = w.end()
        if word not in _UNIT_SKIP:
            units.append(w.group(1))
        pos = w.end()
    return tuple(_unit_of(u) if folded else _fold_unit(u) for u in units), label_end


# Words a number after them names one of, not counts ("rack 4", "port 8080", "room 12"; "4 racks" counts).
_LABEL_NOUNS = _wordset(
    """rack port room floor version release build box node host server vlan ticket issue pr step phase chapter page
    line level gate desk bay slot shelf row column channel sprint milestone extension apartment unit suite building
    terminal platform zone region tier season episode cluster shard partition namespace
    puerto sala planta piso servidor nodo porta andar salle etage serveur raum stock"""
)
_WORD_BEFORE = re.compile(r"([^\W\d_][\w'-]*)\s*$")


def _names_one(before: str) -> bool:
    """Does a number written after ``before`` (its line up to the number) name what the word before it is — a label
    noun ("rack 4", "port 8080") or a name written in capitals inside its sentence ("Kubernetes 1.29", "Postgres 15")
    — rather than count or measure it ("has 40 cases", "is 100")?"""
    if not (m := _WORD_BEFORE.search(before)):
        return False
    word = m.group(1)
    if fold(word) in _LABEL_NOUNS:
        return True
    opens = not before[: m.start()].strip() or before[: m.start()].rstrip()[-1] in ".!?:;\"'(["
    return word[0].isupper() and not opens and fold(word) not in _STOP


def find_numbers(text: str) -> list[str]:
    """The numbers ``text`` claims, canonical, in order; digits inside names (v2, bge-m3) are not numbers."""
    return [n.value for n in _numbers(text) if not n.in_name]


def _units_agree(a: Sequence[str], b: Sequence[str]) -> bool:
    """Either side unqualified, or some qualifying word in common ('minutes'/'min', 'passing'/'passed')."""
    if (_AGE_UNIT in a) != (_AGE_UNIT in b):
        counted = b if _AGE_UNIT in a else a
        if any(not any(_unit_eq(x, w) for w in _AGE_WORDS) for x in counted if x != _CLOCK_UNIT):
            return False  # "5 kids" is no "aged 5"
        a, b = [x for x in a if x != _AGE_UNIT], [x for x in b if x != _AGE_UNIT]
    if (_CLOCK_UNIT in a) != (_CLOCK_UNIT in b):
        counted = b if _CLOCK_UNIT in a else a
        if any(x not in _HALVES for x in counted):
            return False  # "2 servers" is no "2:00"
    a, b = [x for x in a if x != _CLOCK_UNIT], [x for x in b if x != _CLOCK_UNIT]
    if not a or not b:
        return True
    if (half_a := _HALVES & set(a)) or _HALVES & set(b):
        if half_a and (half_b := _HALVES & set(b)) and half_a != half_b:
            return False  # "2 p.m." is no "2 a.m." (``_clock``), whatever else they share
        a, b = [x for x in a if x not in _HALVES], [x for x in b if x not in _HALVES]
        if not a or not b:
            return True
    return any(_unit_eq(x, y) for x in a for y in b)


def _unit_eq(a: str, b: str) -> bool:
    return _stem_match(a, b, prefix=3, common=4)


def _as_float(value: str) -> float | None:
    if ":" in value or value.count(".") > 1 or value.count(",") > 1:
        return None
    try:
        return float(value.replace(",", "."))
    except ValueError:
        return None


def _derivation(value: str, pool: Sequence[str]) -> str | None:
    """How ``value`` could be computed from two numbers of ``pool`` (sum, difference, product, ratio,
    percentage, share of a total, percentage change), or ``None``."""
    n = _as_float(value)
    if n is None:
        return None
    decimals = len(value.split(".")[1]) if "." in value else 0
    tolerance = 0.5 * 10**-decimals + 1e-9
    nums = [(v, f) for v in dict.fromkeys(pool) if (f := _as_float(v)) is not None][:30]
    for i, (va, a) in enumerate(nums):
        for vb, b in nums[i + 1 :]:
            options = [(a + b, f"{va} + {vb}"), (abs(a - b), f"{va} - {vb}"), (a * b, f"{va} × {vb}")]
            for x, y, vx, vy in ((a, b, va, vb), (b, a, vb, va)):
                if y:
                    options += [
                        (x / y, f"{vx} / {vy}"),
                        (100 * x / y, f"{vx} / {vy} × 100"),
                        (100 * (x - y) / y, f"({vx} - {vy}) / {vy} × 100"),
                    ]
                if x + y:
                    options.append((100 * x / (x + y), f"{vx} / ({vx} + {vy}) × 100"))
            for result, how in options:
                if abs(result - n) <= tolerance:
                    return how
    return None


# --------------------------------------------------------------------------------------------------
# The person's own numbers (SPEC §4 "Numbers")
# --------------------------------------------------------------------------------------------------
#
# A number or date the person states about their own plans, decisions, life or preferences ("we'll
# ship on March 3rd", "my budget is 2,000", "I have 3 kids"), and a value they chose — a rule, an instruction, a want,
# a setting of their system ("Keep lines under 100 characters", "Our API rate limit is 100 requests per minute":
# ``_set``) — is backed by their USER quote holding it; a measurement or result of the world ("our p95 is 250 ms",
# "coverage is 81%") still needs a tool.

_MEASURE_UNITS = frozenset({"ms", "second", "gb", "mb", "kb", "tb", "%", "x"})
# Russian as stems, as the fold reads them: latency, coverage, measured, errors, tests.
_RU_MEASURE = _folded("задержк латентност покрыти измер ошибк тест")
# "hit" measures what a thing hit ("the cache hit rate", "we hit 300 signups"), not what the person hit ("I hit the
# winning free throw").
# "failed" and "passed" measure what a thing failed or passed ("2 tests failed", "the suite passed 40 checks"), and a
# count of what was passed ("I passed 40 of 42 tests"), not what the person did ("I failed my driving test twice", "I
# passed the bar exam in 2019"), nor a death ("My grandpa passed away in 2015").
_MEASURE_WORDS = re.compile(
    r"\b(?:latenc(?:y|ies)|p\d{2,3}|throughput|coverage|bench(?:mark)?s?|measur(?:e|ed|es|ing|ement)s?"
    r"|uptime|downtime|qps|rps|tps|cpu|ram|accuracy|precision|recall|f1|fail(?:ures?|s|ing)|pass(?:es|ing)"
    r"|(?:failed|passed)(?=\s+(?:(?:all|only|just)\s+)?\d)|(?<!\bi\s)(?<!\buser\s)(?:failed|passed(?!\s+away))"
    r"|errors?|warnings?|faster|slower|speed(?:up)?|rate|hits|hit(?=\s+\d)"
    r"|(?<!\bi\s)(?<!\bwe\s)(?<!\buser\s)(?<!\bteam\s)hit"
    r"|misses|tardo|tarda|latencia"
    r"|cobertura|fallaron|fallos|errores|rendimiento"
    r"|latenz|abdeckung|durchsatz|dauert|dauerte|gemessen|fehler|latence|couverture|debit|mesure|erreurs|echecs"
    r"|latencia|copertura|latenza|misurat[oaie]|errori|falhas|erros)\b"
    rf"|\b(?:{'|'.join(_RU_MEASURE)})\w*"
)
# The person speaking of themselves: any first-person form the gate reads (``words._FIRST_PERSON_FORMS``,
# the one list; a Hindi one ends at its vowel sign, where no "\b" is: "मैं"), a French elided one ("j'ai"), a Chinese
# or Japanese one anywhere.
_FIRST_PERSON = re.compile(
    rf"\b(?:{'|'.join(map(re.escape, sorted(_FIRST_PERSON_FORMS, key=len, reverse=True)))})"
    rf"(?:\b|(?<=[{_MARKS}])(?![\w{_MARKS}]))"
    rf"|\b(?:{'|'.join(_FIRST_PERSON_ELIDED)})\w*|{'|'.join(_FIRST_PERSON_CJK)}"
)
# French "on" said for "we" ("On garde les sauvegardes 30 jours sur S3", "Et on déploie deux fois par jour"): the
# subject opening a clause, in a text French's function words vote for (``pasts.languages``: English "on", "On
# Mondays we …", is no one), before no verb of saying, thinking or knowing ("On dit que …", "On pense que …": people
# in general, not the person's side).
_ON_WE = re.compile(
    r"(?:^|[.!?;:,]\s*|\b(?:et|mais|donc|alors|ici|maintenant|aujourd'hui)\s+)on\s+"
    r"(?!(?:dit|disait|raconte|racontait|pense|pensait|croit|croyait|sait|savait|dirait|entend|pretend|suppose"
    r"|peut\s+dire|estime|affirme)\b)(?:n'|ne\s+)?\w"
)
# A date, a time of day, a deadline or a budget: months, weekdays and their kin in the same languages
# (Russian in the forms a date takes: "3 марта", "в пятницу").
_RU_DATED = _folded(
    "январь января январе февраль февраля феврале март марта марте апрель апреля апреле май мая мае июнь июня "
    "июне июль июля июле август августа августе сентябрь сентября сентябре октябрь октября октябре ноябрь ноября "
    "ноябре декабрь декабря декабре понедельник понедельника вторник вторника среда среду среды четверг четверга "
    "пятница пятницу пятницы суббота субботу субботы воскресенье сегодня завтра неделя неделю неделе недели месяц "
    "месяца месяце год года году срок срока сроку бюджет бюджета бюджете дедлайн дедлайна"
)
_DATED = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday"
    r"|today|tomorrow|tonight|week|month|year|quarter|deadline|due|budget|enero|febrero|marzo|abril|mayo"
    r"|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miercoles|jueves|viernes"
    r"|sabado|domingo|manana|semana|mes|presupuesto|plazo"
    r"|januar|februar|marz|mai|juni|juli|oktober|dezember|montag|dienstag|mittwoch|donnerstag|freitag"
    r"|samstag|sonntag|heute|morgen|woche|monat|jahr|quartal|frist"  # German
    r"|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|lundi|mardi|mercredi"
    r"|jeudi|vendredi|samedi|dimanche|aujourd'hui|demain|semaine|mois|annee|echeance"  # French
    r"|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|dezembro|segunda|terca|quarta|quinta|sexta"
    r"|hoje|amanha|mes|ano|prazo|orcamento"  # Portuguese
    r"|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|lunedi|martedi|mercoledi"
    r"|giovedi|venerdi|sabato|domenica|oggi|domani|settimana|mese|anno|scadenza)\b"  # Italian
    rf"|\b(?:{'|'.join(_RU_DATED)})\b"
    r"|\d(?:st|nd|rd|th)\b|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b|[$€£¥]|月|日|号|周|年"
    r"|\b(?:half|quarter)\s+(?:past|to)\s|\bo'?\s?clock\b|\b[ap]\.m\b"  # a time of day in words: ``_clock``
)


# Words of measuring that tell of a doing: what something took or scored. The person's own doing — "It took us two
# hours", "I scored 40 points", as a memory says it "The user scored 40 points", "took the team two hours" — is a
# fact of their life; anything else's ("The build takes 12 minutes", "the model scored 0.82") is a measurement.
# Read in the number's own sentence: "The tests took 40 minutes; I have 3 kids" measures the 40, not the 3. What a
# doing of the person's own life takes is theirs too: "My commute takes twenty minutes", "Our drive to the cabin took
# three hours", as a memory says it "The user's commute takes 20 minutes" — "my"/"our" (or "the user's") before a
# doing of a day or a trip (``_OWN_DOINGS``), a few words before "takes"/"took"; not a thing of theirs that runs ("My
# build takes 12 minutes", "Our deploy takes 20 minutes", "My laptop takes a minute to boot": a measurement).
_DOING_WORDS = re.compile(r"\b(?:took|takes|score[sd]?)\b")
_OWN_DOINGS = (
    r"commutes?|drives?|walks?|runs?|jogs?|rides?|bike\s+rides?|hikes?|swims?|workouts?|routines?|trips?|journeys?"
    r"|flights?|travel|naps?|sleep|showers?|baths?|cooking|meal\s+prep|practices?|lessons?|classes?|shifts?"
    r"|school\s+runs?|treks?|climbs?|walk\s+to\s+\w+|way\s+(?:to|home)"
)
_PERSON_DOES = re.compile(
    r"\b(?:i|we|the\s+user|the\s+team)\s+(?:(?:only|just|really|finally|also|both|all|even|usually|always|once)\s+)?"
    r"(?:took|takes|score[sd]?)\b|\b(?:took|takes)\s+(?:me|us|the\s+user|the\s+team)\b"
    rf"|\b(?:my|our|the\s+user's|the\s+team's)\s+(?:[^\W\d_][\w'-]*\s+){{0,2}}?(?:{_OWN_DOINGS})\b"
    r"(?:\s+[^\W\d][\w'-]*){0,6}?\s+(?:(?:usually|normally|typically|always|often|only|just)\s+)?(?:took|takes)\b"
)
# What the person does as a habit, in a unit of measure or not: "I typically hold it for 30-60 seconds", "We usually
# rest 90 seconds between sets", "I tend to nap for 20 minutes", as a memory says it "The user typically holds …" — the
# person the one who does it, a word of habit before their verb (not a verb of seeing what the world measured: "We
# usually see 200 ms").
_PERSON_HABIT = re.compile(
    r"\b(?:i|we|the\s+user|the\s+team)\s+(?:(?:usually|typically|normally|generally|often|always|mostly|regularly"
    r"|tend\s+to|tends\s+to|like\s+to|likes\s+to|try\s+to|tries\s+to)\s+)+"
    r"(?!(?:see|sees|get|gets|hit|hits|measure|measures|observe|observes|record|records|average|averages|notice"
    r"|notices|clock|clocks)\b)[^\W\d_]"
)
_SENTENCE_END = re.compile(r"[.;!?]\s|\n")


def _sentence_of(num: _Number, folded: str) -> str:
    """The sentence of ``folded`` (a text's fold) that says ``num``; the whole text when it cannot be told."""
    at = folded.find(_flat(num.label))
    if at < 0:
        return folded
    starts = [m.end() for m in _SENTENCE_END.finditer(folded, 0, at)]
    end = _SENTENCE_END.search(folded, at)
    return folded[starts[-1] if starts else 0 : end.start() + 1 if end else len(folded)]


def _measurement(num: _Number, folded: str) -> bool:
    """Is ``num`` (in a text whose fold is ``folded``) a measurement of the world: a unit of measure
    (ms, s, GB, %, ×; not a count of times a week, which is a habit) or a word of measuring beside it
    (latency, coverage, failed …; "took", "scored" in its sentence unless the person is who did it)?"""
    units = set(num.units)
    sentence = _sentence_of(num, folded)
    label = re.escape(_flat(num.label))
    if "x" in units and (
        re.search(label + _PER_PERIOD, sentence)
        or (
            re.search(r"(?:\btimes|twice|thrice)$", _flat(num.label))
            and re.search(label + rf"(?!{_RATIO_AFTER})", sentence)
        )
    ):
        units.discard("x")  # how often, or how many times it was done: no ratio
    if _MEASURE_WORDS.search(folded) is not None:
        return True
    if units & _MEASURE_UNITS:
        return _PERSON_HABIT.search(sentence) is None
    return _DOING_WORDS.search(sentence) is not None and _PERSON_DOES.search(sentence) is None


# What the person set, not what the world measured: a value of their own system someone chose — a limit, a cap, a
# quota, a maximum or minimum, a timeout, a threshold, a retention, an interval, a target (folded: accents gone).
_SETTING_NOUNS = (
    r"limits?|caps?|quotas?|max|maximum|min|minimum|time-?outs?|ttl|thresholds?|retention|intervals?|ceiling"
    r"|targets?|cut-?off|limites?|maximo|minimo|umbral|tope|cuota|intervalo|plafond|seuil|maximum|grenze|grenzwert"
    r"|obergrenze|zeitlimit|schwellenwert|intervall|soglia|massimo|intervallo|teto|limiar"
)
# ... or says it as their rule or wish: a duty or a want (``words._DUTY``, ``words._WANT`` — not "will", the English
# future, which ``_WANT`` holds as German's "want"), a want of a thing ("I want test coverage above 80%") ...
_WANTED = re.compile(rf"\b(?!will\b)(?:{_DUTY}|{_WANT}|wants?|prefers?)\b")
# ... or as a value set, pinned, capped, limited, kept or held ("The client's timeout is set to 30 seconds", "CI pins
# Python to 3.11", "Lines are kept under 100 characters", "Each stretch is held for 30-60 seconds").
_SET_VERBS = re.compile(
    r"\b(?:keeps|pins|caps|rotates"
    r"|(?:is|are|be|stays?)\s+(?:kept|held|set|pinned|capped|limited|rotated|configured|throttled|fixed)"
    r"|(?:set|pinned|capped|limited|fixed)\s+(?:[\w'-]+\s+){0,4}?(?:to|at))\b"
)
# A number said as about so or as a bound ("about 30 services", "at most 5 replicas", "up to 10 GB", "more than 20",
# "a maximum of 7", "30+", "30-ish", "30 or so", "unos 30", "más de 20", "como máximo 7", "a lo sumo 7", "environ 30",
# "plus de 20", "au maximum 7", "etwa 30", "mehr als 20", "höchstens 7", "maximal 7", "circa 30", "più di 20", "cerca
# de 30", "mais de 20"; folded: accents gone): the words before it (``_ABOUT``), read by ``_ROUGHLY`` and, between a
# setting and its value, by ``_SETTING`` ("The limit is at most 7 retries").
_ABOUT = (
    r"about|around|roughly|approximately|approx|nearly|almost|circa|some|at\s+(?:the\s+)?(?:most|least|max|maximum"
    r"|minimum)|up\s+to|(?:no\s+|not\s+)?(?:more|less|fewer)\s+than|over|under|above|below|maximum\s+of|minimum\s+of"
    r"|unos|unas|alrededor\s+de|aproximadamente|cerca\s+de|casi|mas\s+de|menos\s+de|hasta"
    r"|como\s+(?:mucho|maximo|minimo)|a\s+lo\s+sumo|(?:maximo|minimo)\s+de"
    r"|al\s+menos|por\s+lo\s+menos|environ|a\s+peu\s+pres|presque|plus\s+de|moins\s+de|jusqu'a|au\s+plus|au\s+moins"
    r"|au\s+(?:maximum|minimum)|pres\s+de|etwa|ungefahr|rund|ca|fast|mehr\s+als|weniger\s+als|bis\s+zu|hochstens"
    r"|mindestens|wenigstens|maximal|minimal|uber|unter"
    r"|quasi|piu\s+di|meno\s+di|fino\s+a|al\s+massimo|almeno|oltre|quase|mais\s+de|ate|no\s+(?:maximo|minimo)"
    r"|pelo\s+menos"
)
# The setting a number is the value of stands before it with at most two more words of its name and linking words
# between ("Our API rate limit is 100", "The max upload size is 25 MB", "Set the HTTP timeout to 30 seconds", "Das
# Timeout ist auf 30 Sekunden"), not in a clause that goes on to say what else is so ("The timeout means requests
# take 30 seconds").
_LINK = (
    r"is|are|was|were|be|been|set|to|at|of|on|in|now|currently|stays?|remains?|sits|per|the|a|an|ist|sind|auf|bei"
    r"|liegt|est|sont|de|es|son|en|esta|e|di|sta"
)
_SETTING = re.compile(
    rf"\b(?:{_SETTING_NOUNS})\b(?:\s+(?!(?:{_LINK})\b)[\w'-]+){{0,2}}(?:\s*[:=]|\s+(?:{_LINK})\b)*"
    rf"(?:\s+(?:{_ABOUT})\.?)?\s*$"
)
_CLAUSE_END = re.compile(r",\s")


@lru_cache(maxsize=64)
def _cuts(folded: str) -> tuple[list[int], list[int]]:
    """Where the clauses of ``folded`` may start (after a sentence's end or a comma, ``_SENTENCE_END``,
    ``_CLAUSE_END``) and where they may end, each in order: read once a text."""
    marks = [m for pattern in (_SENTENCE_END, _CLAUSE_END) for m in pattern.finditer(folded)]
    return sorted(m.end() for m in marks), sorted(m.start() for m in marks)


@lru_cache(maxsize=256)
def _clauses_at(label: str, folded: str) -> tuple[tuple[str, int], ...]:
    starts, ends = _cuts(folded)
    out: list[tuple[str, int]] = []
    at = folded.find(label)
    while at >= 0 and label:
        start = starts[i - 1] if (i := bisect.bisect_right(starts, at)) else 0
        end = ends[j] if (j := bisect.bisect_left(ends, at)) < len(ends) else len(folded)
        out.append((folded[start:end], at - start))
        at = folded.find(label, at + len(label))
    return tuple(out)


def _clauses_of(num: _Number, folded: str) -> tuple[tuple[str, int], ...]:
    """Each clause of ``folded`` (a text's fold) that says ``num``, with where ``num`` stands in it: its sentence
    (``_SENTENCE_END``) up to and from the commas around it ("Use 4 spaces, never tabs": the 4's is "Use 4 spaces").
    Every time the text says it: "The timeout is 30 seconds, and requests take 30 seconds" says two 30s."""
    return _clauses_at(_flat(num.label), folded)


@lru_cache(maxsize=256)
def _told_past(num: _Number, folded: str) -> bool:
    """Is ``num`` told in a past (``words.told_in_the_past``) in a clause of ``folded`` that says it?"""
    return any(told_in_the_past(clause) for clause, _ in _clauses_of(num, folded))


@lru_cache(maxsize=256)
def _set(num: _Number, folded: str) -> str | None:
    """How ``num`` (in a text whose fold is ``folded``) is a value the person chose, not one the world measured, each
    time the text says it (``_clauses_of``): ``"setting"`` when its clause names a setting it is the value of
    (``_SETTING``: "Our API rate limit is 100 requests per minute", "The max upload size is 25 MB", "a 30-second
    timeout"); ``"wanted"`` when it says a duty or a want (``_WANTED``: "Coverage must stay above 80 percent", "I want
    test coverage above 80%"); ``"set"`` when it opens as their instruction (``imperatives.instructs``: "Set the HTTP
    timeout to 30 seconds", "Never run more than 2 migrations in one deploy") or says the value set (``_SET_VERBS``:
    "Lines are kept under 100 characters"); else ``None`` ("Our error rate is 2 percent", "The build takes 12
    minutes")."""
    readings: list[str | None] = []
    for clause, at in _clauses_of(num, folded):
        if _SETTING.search(clause[:at]) or any(re.fullmatch(_SETTING_NOUNS, u) for u in num.units):
            readings.append("setting")
        elif _WANTED.search(clause):
            readings.append("wanted")
        elif instructs(clause) or _SET_VERBS.search(clause):
            readings.append("set")
        else:
            return None
    return min(readings, key=("set", "wanted", "setting").index) if readings else None


@lru_cache(maxsize=256)
def set_backs(chosen: tuple[str, bool, bool] | None, num: _Number, folded: str) -> bool:
    """Does a number the person's quote says as a value they chose (``chosen``: ``_set``'s reading, whether it is
    shaped as a measurement and whether the quote tells it in a past; ``None``: their own otherwise, read no further)
    back ``num`` of a claim whose fold is ``folded``? Not told in a past the quote does not tell (``_told_past``; a
    want is no past: "The user wants the p95 kept under 300 ms"): "Rotate the keys every 90 days" backs no "The keys
    were last rotated 90 days ago", "We capped uploads at 25 MB" backs "The team capped uploads at 25 MB". A
    measurement-shaped one only a claim that says it as a value chosen too — "Our API rate limit is 100 requests per
    minute" backs no "The API serves 100 requests per minute" — and a want or a duty no claim that it is kept so ("I
    want test coverage above 80%" backs no "Test coverage is kept above 80%")."""
    if chosen is None:
        return True
    how, measured, past = chosen
    claimed = _set(num, folded)
    if not past and claimed != "wanted" and _told_past(num, folded):
        return False
    return not measured or (claimed is not None and (claimed != "set" or how != "wanted"))


# The person speaking of themselves without saying "I", as people do: English that opens on a verb of their life with
# no subject ("quit smoking 3 years ago", "have 3 cats", "got 2 kids"; not a verb in the third person, "Has 40
# cases", nor a verb that commands, "Run 3 replicas"), and Japanese, which leaves its speaker out: a sentence with
# no topic or subject of its own (no は, が, も: "猫を2匹飼っています", "35歳です"; not "サーバーが3台あります",
# "テストは40件です") that ends on a verb of doing ("…ています", "…ました", "…ます"; not one of being there,
# "40件あります", nor hearsay, "…そうです") or on an age. And who the person is, said the way forums say it: a few
# words that open the text and end on "here" ("Type 1 diabetic here.", "Mom of 3 here, …"; not a plural's count,
# "Only 3 servers here", nor a sentence with a verb of being, "The config is here").
_SPEAKER_DROPPED = re.compile(
    r"^\W*(?:(?:just|also|finally|recently|already|only|still)\s+)?(?:have|had|got|quit|moved|started|left|turned"
    r"|been|lost|gained|bought|sold|spent|finished|graduated|married|worked|lived|adopted|raised)\b"
    r"|^\W*(?!(?:[\w'-]+\s+){0,4}(?:is|are|was|were|be|been|'s|'re)\b)(?:[\w'-]+\s+){0,4}(?:\d+|[\w'-]*[^\Ws]|[\w'-]*ss)"
    r"\s+here\s*(?:[.!,;:]|$)"
)
_JA_SPEAKER_DROPPED = re.compile(
    rf"^[^{fold('はがも')}。！？]*(?:(?<!{fold('そう')})(?<!{fold('あり')})"
    rf"(?:{'|'.join(fold(w) for w in ('ています', 'ている', 'ていました', 'ました', 'ます'))})"
    rf"|(?:歳|才){fold('です')})[。！!]?$"
)


def _own_number(source: str) -> bool:
    """Does the person's quote state something of their own: in the first person (French "on" for "we" too,
    ``_ON_WE``; the person left out as people leave themselves out, ``_SPEAKER_DROPPED``), or a date, a time of day, a
    deadline or a budget?"""
    folded = _flat(source)
    return (
        _FIRST_PERSON.search(folded) is not None
        or _DATED.search(folded) is not None
        or (_ON_WE.search(folded) is not None and "fr" in languages(folded))
        or _SPEAKER_DROPPED.match(folded) is not None
        or _JA_SPEAKER_DROPPED.match(folded) is not None
    )


# A count the person gives as a list of one number each, of a plural noun of theirs ("My kids are 4 and 7", "Our cats
# are 3, 5 and 9"): as many as the list holds, of that noun ("two kids"; ``listed_counts``). Not a list of several
# nouns ("My kid is 4 and my niece is 7"), nor of another's ("Her kids are 4 and 7").
_LISTED = re.compile(
    r"\b(?:my|our)\s+(?P<noun>[^\W\d_][\w'-]*s)\s+(?:are|were)\s+"
    r"(?P<list>\d+(?:\s*,\s*\d+)*,?\s+and\s+\d+)(?![\w.,'-]*\d|\s*(?:[%$€£]|and\b|or\b))"
)


def listed_counts(folded: str) -> list[_Number]:
    """The counts a folded quote of the person's gives as a list (``_LISTED``), each a number of its noun, spelled as
    ordinary speech is ("two kids" behind "My kids are 4 and 7"): a claim's count of that noun is that count, and no
    number of the list ("three nephews" behind "My nephews are 3 and 8")."""
    out: list[_Number] = []
    for m in _LISTED.finditer(folded):
        count = str(len(re.findall(r"\d+", m.group("list"))))
        noun = m.group("noun")
        out.append(_Number(count, m.group(0), (noun,), f"{count} {noun}", False, spoken=True))
    return out


def _persons_numbers(source: str) -> list[tuple[_Number, tuple[str, bool, bool] | None]]:
    """The numbers of a USER quote that it may back, never a measurement of the world: all when it is the person's
    own (in the first person or dated), else those that name what they follow ("The build server is in rack 4", "Le
    cluster tourne sous Kubernetes 1.29": the person's word on their world's names; a count or a figure of it — "the
    suite has 40 cases" — is a tool's to give) and the counts they spell out ("your two interests": ordinary speech,
    which backs the same count spelled or in digits), and the values they chose (``_set``: "Keep lines under 100
    characters", "Our API rate limit is 100 requests per minute"), each with its reading, whether it is shaped as a
    measurement and whether it is told in a past (``set_backs`` reads the claim by them; ``None`` for the others)."""
    own = _own_number(source)
    folded = _flat(source)
    out: list[tuple[_Number, tuple[str, bool, bool] | None]] = []
    for n in _numbers(source):
        if n.in_name:
            continue
        measured = _measurement(n, folded)
        if (own or n.named or n.spoken) and not measured:
            out.append((n, None))
        elif how := _set(n, folded):
            out.append((n, (how, measured, _told_past(n, folded))))
    return out


# A number after the words of ``_ABOUT`` (or "~", "<", "≥" …), or before "+", "-ish", "or so", "or more", "odd".
_ROUGHLY = re.compile(
    rf"(?:\b(?:{_ABOUT})\.?\s+|[~≈<>≤≥]\s*)(?P<n>\d+(?:[.,:]\d+)*)"
    r"|(?P<m>\d+(?:[.,:]\d+)*)(?:\+|\s*-?ish\b|(?:\s+[^\W\d_][\w'-]*)?\s+or\s+(?:so|more|less|fewer)\b|[\s-]odd\b)"
)
# Which way a bound of ``_ROUGHLY`` points: a least ("at least 20", "20 minutes or more", "more than 20", "20+", "al
# menos", "au moins", "mindestens") or a most ("at most 20", "up to 20", "no more than 20", "20 or less", "hasta",
# "au plus", "höchstens"); about so is neither.
_AT_LEAST = re.compile(
    r"(?:at\s+(?:the\s+)?(?:least|minimum)|minimum\s+of|(?:no|not)\s+(?:less|fewer)\s+than"
    r"|(?<!no\s)(?<!not\s)more\s+than|over|above|mas\s+de|como\s+minimo|minimo\s+de"
    r"|al\s+menos|por\s+lo\s+menos|plus\s+de|au\s+moins|au\s+minimum|mehr\s+als|mindestens|wenigstens|minimal|uber"
    r"|piu\s+di|almeno|oltre|mais\s+de|pelo\s+menos|no\s+minimo|[>≥])[\s.]*$|\+$|\bor\s+more$"
)
_AT_MOST = re.compile(
    r"(?:at\s+(?:the\s+)?(?:most|max|maximum)|maximum\s+of|up\s+to|(?:no|not)\s+more\s+than"
    r"|(?<!no\s)(?<!not\s)(?:less|fewer)\s+than|under|below|hasta|como\s+(?:mucho|maximo)|a\s+lo\s+sumo|maximo\s+de"
    r"|menos\s+de|jusqu'a|au\s+plus|au\s+maximum|moins\s+de|bis\s+zu|hochstens|maximal|weniger\s+als|unter"
    r"|fino\s+a|al\s+massimo|meno\s+di|ate|no\s+maximo|[<≤])[\s.]*$|\bor\s+(?:less|fewer)$"
)


# A range's two ends ("30-60 seconds", "30–60", "30 to 60", "between 30 and 60", "from 30 to 60", "entre 30 y 60",
# "zwischen 30 und 60"): neither is said alone ("I typically hold it for 30-60 seconds" is no "… for 60 seconds").
_RANGE = re.compile(
    r"(?<![\w.,:-])(?:(?:between|entre|zwischen|tra|fra)\s+(?P<a>\d+(?:[.,]\d+)?)\s+(?:and|y|e|et|und)\s+"
    r"|(?P<b>\d+(?:[.,]\d+)?)\s*(?:[-–—]|\s(?:to|a|bis|au)\s)\s*)(?P<c>\d+(?:[.,]\d+)?)(?![\w]|[.,:-]\d)"
)


# A score said as a pair, what was scored and out of what ("7 out of 10", "7/10", "3 of 5", "7 sur 10", "7 von 10", "7
# su 10", "7 de 10", "7 em 10"): one number of the pair is not the score ("I scored 7 out of 10" holds a 10, and no
# "10 out of 10"), so a claim's pair must be a pair its sources say (``turned_pairs``). Not a date's ("12/05/2024").
_PAIR = re.compile(
    r"(?<![\w.,/:-])(?P<a>\d+(?:[.,]\d+)?)\s*(?:/|\s(?:out\s+of|outta|of|sur|von|su|de|em)\s)\s*(?P<b>\d+(?:[.,]\d+)?)"
    r"(?![\w/]|[.,:]\d)"
)


def _pairs(text: str) -> list[tuple[str, str]]:
    """The pairs ``text`` says (``_PAIR``), in digits or spelled out ("seven out of ten"), each as its two canonical
    values."""
    return [(_canonical(m.group("a")), _canonical(m.group("b"))) for m in _PAIR.finditer(_digitised(_flat(text)))]


def turned_pairs(claim: str, sources: Sequence[str]) -> list[str]:
    """The pairs a claim says ("scored 10 out of 10") where its sources say pairs and none of them is it ("I scored 7
    out of 10"): each as ``"'10 out of 10' where they say '7 out of 10'"``. A claim's pair its sources say as none (no
    pair at all) is the number rule's to read number by number."""
    theirs = [p for t in sources for p in _pairs(t)]
    if not theirs:
        return []
    out = [
        f"'{a} out of {b}' where they say '{theirs[0][0]} out of {theirs[0][1]}'"
        for a, b in _pairs(claim)
        if (a, b) not in theirs
    ]
    return list(dict.fromkeys(out))


# A grade said by its letter, A to F with its plus or minus, after a verb of getting or scoring it or an article ("I
# got a C in chemistry", "received an A-", "a B+ on the exam", "a grade of B"): the letter is the grade's value, as a
# number is a count's, and no word the coverage reads (a letter is no content word, and "a" is an article: "The user
# got an A in chemistry" held every word of "I got a C in chemistry"). Written with its capital; the letter ends its
# clause or comes before what the grade was in or for ("in", "on", "for", "this term"), not before a noun of its own
# ("a C compiler", "a B-movie", "plan B").
_GRADE = re.compile(
    r"(?i:\b(?:got|get|gets|getting|received?|receiving|earned?|earning|scored?|scoring|achieved?|pulled"
    r"|grade\s+of|mark\s+of|an?)\s+(?:an?\s+)?)(?P<g>[A-F][+\-\u2212]?)"
    r"(?=\s*(?:$|[.,;:!?)]|(?i:(?:in|on|for|from|at|average|overall|grade|this|last|again|too|and|but|so|as)\b)))"
)


def _grades(text: str) -> frozenset[str]:
    """The grades ``text`` says by their letter (``_GRADE``), a minus written as a hyphen."""
    return frozenset(m.group("g").replace("\u2212", "-") for m in _GRADE.finditer(text))


def unheld_grades(claim: str, sources: Sequence[str]) -> list[str]:
    """The grades a claim says (``_GRADE``: "The user got an A in chemistry") that no source says: not as a grade
    (theirs, when they say one: "I got a C in chemistry") nor as the letter alone ("My grade: A"). Each as its
    letter and the grades the sources say."""
    theirs = frozenset(g for t in sources for g in _grades(t))
    out = []
    for grade in sorted(_grades(claim) - theirs):
        alone = re.compile(rf"(?<![\w+\-]){re.escape(grade)}(?![\w+\-])")
        if theirs or not any(alone.search(t) for t in sources):
            said = f"where they say {', '.join(map(repr, sorted(theirs)))}" if theirs else "said by none"
            out.append(f"{grade!r} {said}")
    return out


def _digitised(folded: str) -> str:
    """``folded`` with each number spelled out written in digits ("about twenty" as "about 20", "between two and three"
    as "between 2 and 3"): what ``_ROUGHLY`` and ``_RANGE`` read."""
    out: list[str] = []
    at = 0
    for m in _SPELLED_RUN.finditer(folded):
        for s, e, words in _spelled_parts(m.group(0)):
            if (value := _spelled_value(words)) is not None:
                out += [folded[at : m.start() + s], str(value)]
                at = m.start() + e
    return "".join(out) + folded[at:]


def _rough_values(text: str) -> list[str]:
    """The canonical values ``text`` says as about so or as a bound (``_ROUGHLY``) or as a range's end (``_RANGE``),
    each time it says one, in digits or spelled out ("about twenty")."""
    folded = _digitised(_flat(text))
    return [_canonical(m.group("n") or m.group("m")) for m in _ROUGHLY.finditer(folded)] + [
        _canonical(v) for m in _RANGE.finditer(folded) for v in (m.group("a") or m.group("b"), m.group("c"))
    ]


# A negation before a bound in its clause turns it ("Never run more than 2 migrations" is at most 2).
_BOUND_NEGATED = re.compile(
    r"\b(never|not|don't|doesn't|didn't|won't|can't|cannot|shouldn't|mustn't|nunca|jamais|nie|nicht|mai)\b"
    r"[^.,;:!?]*$"
)


@lru_cache(maxsize=1 << 14)
def _bound_words(text: str) -> tuple[tuple[str, str, str], ...]:
    """Each bound ``text`` says (``_ROUGHLY``), in digits or spelled out: its canonical value, the way it points
    (``"least"``, ``"most"``; about so is no bound) and the words it is said by ("no more than", "or more"). Kept,
    as a tuple: each reading of bounds asks it of the same texts again."""
    out: list[tuple[str, str, str]] = []
    folded = _digitised(_flat(text))
    for m in _ROUGHLY.finditer(folded):
        said = m.group(0)
        words = said[: m.start("n") - m.start()] if m.group("n") else said[m.end("m") - m.start() :]
        for way, other, pattern in (("least", "most", _AT_LEAST), ("most", "least", _AT_MOST)):
            if pattern.search(words):
                negated = _BOUND_NEGATED.search(folded[max(0, m.start() - 40) : m.start()])
                out.append((_canonical(m.group("n") or m.group("m")), other if negated else way, words))
                break
    return tuple(out)


def _bounds(text: str) -> list[tuple[str, str]]:
    """Each bound ``text`` says (``_bound_words``): its canonical value and the way it points."""
    return [(value, way) for value, way, _ in _bound_words(text)]


@lru_cache(maxsize=1024)
def unbound(text: str) -> str:
    """``text`` folded (its numbers in digits) with the negation each bound says its way by taken out: the "no" of
    "no more than 7" and a "not" or a "never" that turns one (``_BOUND_NEGATED``: "Never run more than 2 migrations"
    is at most 2): what ``polarity.flipped`` reads, a bound saying its way and no "not" — "No more than 2 migrations
    run" and "Never run more than 2 migrations", "The limit is at most 7" and "… no more than 7" say the migrations and
    the limit so alike, and "We allow no more than 9 retries" negates nothing "The team allows no retries" could
    say."""
    folded = _digitised(_flat(text))
    cut: list[tuple[int, int]] = []
    for m in _ROUGHLY.finditer(folded):
        if m.group("n") and (no := re.match(r"(?:no|not)\s", m.group(0))):
            cut.append((m.start(), m.start() + no.end()))
        elif (neg := _BOUND_NEGATED.search(folded, max(0, m.start() - 40), m.start())) is not None:
            cut.append(neg.span(1))
    for a, b in cut:
        folded = folded[:a] + " " * (b - a) + folded[b:]
    return folded


def carried_bounds(claim: str, sources: Sequence[str]) -> frozenset[str]:
    """The words of each bound a claim says that its sources say of the same value the same way, in words of their
    own ("at least" in "The team needs at least 3 reviewers" behind "We need a minimum of 3 reviewers", "maximum" in
    "L'équipe autorise au maximum 7 essais" behind "Nous autorisons au plus 7 essais"): the bound is carried, and its
    words name no thing of the claim's. A bound they say the other way, or not at all, carries none ("more than 3"
    behind "We have 3 reviewers")."""
    theirs = {b for t in sources for b in _bounds(t)}
    return frozenset(
        w for value, way, words in _bound_words(claim) if (value, way) in theirs for w in re.findall(r"[\w']+", words)
    )


def turned_bounds(claim: str, sources: Sequence[str]) -> list[str]:
    """The bounds a claim says one way that its sources say only the other ("The build takes at most 20 minutes"
    behind "The build takes at least 20 minutes"; "at least" and "20 minutes or more", "at most", "up to", "no more
    than" and "20 or less" each point one way): each as ``"'at most 20' where they say 'at least 20'"``. A bound its
    sources also say its way, or the number they also say plainly, is not read."""
    theirs = [b for t in sources for b in _bounds(t)]
    plain = [n.value for t in sources for n in _numbers(t) if not n.in_name]
    out: list[str] = []
    for value, way in _bounds(claim):
        ways = {w for v, w in theirs if v == value}
        if ways and way not in ways and plain.count(value) <= sum(v == value for v, _ in theirs):
            other = "most" if way == "least" else "least"
            out.append(f"'at {way} {value}' where they say 'at {other} {value}'")
    return list(dict.fromkeys(out))


def added_bounds(claim: str, sources: Sequence[str]) -> list[str]:
    """The bounds a claim says of a number its sources say plainly and never as a bound (``_bound_words``: "more than
    3" in "The team has more than 3 reviewers" behind "We have 3 reviewers", "más de 3", "mehr als 3", "at least 3"):
    a bound is another number, as the exact one said of a bound is (``rounded``, the other way round). About so is no
    bound ("about 30" behind "30" says it less precisely, not otherwise). Each as its words and value ("more than
    3")."""
    claimed = _bound_words(claim)
    if not claimed:
        return []  # no bound said: nothing to read of the sources (the common case, kept cheap)
    theirs = {value for t in sources for value, _ in _bounds(t)}
    plain = {n.value for t in sources for n in _numbers(t) if not n.in_name}
    out = [
        f"{words}{value}" if words.endswith(" ") else f"{value}{words}"  # "more than 3", "20 minutes or more", "20+"
        for value, _, words in claimed
        if value in plain and value not in theirs
    ]
    return list(dict.fromkeys(out))


def rounded(claim: str, sources: Sequence[str]) -> list[str]:
    """The numbers a claim states as exact that its sources state only as about so or as a bound: "The team runs 30
    services" behind "We run about 30 services", "The team has 5 replicas" behind "We have at most 5 replicas",
    "El equipo tiene 20 servicios" behind "Tenemos más de 20 servicios". A claim that says the same number
    approximately itself ("about 30", "more than 20" — any word of ``_ROUGHLY``), and a number a source also says
    plainly, are not read."""
    rough = [v for t in sources for v in _rough_values(t)]
    said = [n.value for t in sources for n in _numbers(t) if not n.in_name]
    claimed_rough = set(_rough_values(claim))
    out = [
        n.label
        for n in _numbers(claim)
        if not n.in_name
        and n.value not in claimed_rough
        and n.value in rough
        and rough.count(n.value) >= said.count(n.value)
    ]
    return list(dict.fromkeys(out))
