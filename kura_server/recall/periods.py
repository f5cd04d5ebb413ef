"""The period a question names, and the dates a memory's text names, as ranges of days (the time vote).

A question's period is absolute ("in June", "in May 2023", "on May 8, 2023", "in 2022", "2023-05-08") or
relative to the recall's own today (:func:`today`, the daemon's local date; a test passes a fixed one):
"yesterday", "last week", "three days ago", "in the last 10 days", "last May", "la semana pasada",
"hace tres días", "le mois dernier", "letzte Woche", "no mês passado", "tre giorni fa" — English, Spanish,
Portuguese, French, German and Italian. An absolute date in the question wins over a relative phrase
("last week, as mentioned on November 6, 2023" asks about November 2023). Conventions:

* **last week** is the calendar week before this one, Monday to Sunday (ISO); **N weeks ago** the ISO week N
  before this one; **last weekend** that week's Saturday and Sunday; **N days ago** that one day;
* **last month / N months ago** the calendar month; **last year / N years ago** the calendar year;
  **last May** the latest May before this month;
* **this week / month / year** (and "earlier this …") the whole calendar period;
* a **weekday** ("on Friday", "last Friday", "el viernes (pasado)", "vendredi (dernier)", "am / letzten
  Freitag", "na sexta-feira (passada)", "venerdì (scorso)") the latest such day before today, today
  excluded; "last Friday" the same day (:func:`_weekday` says why); "next Friday", "this Friday", "on
  Fridays", a name ("Domingo", "Friday Night Lights") none; a **bare weekday** ("on Friday", "el viernes",
  "am Freitag", "vendredi") only in a question told in a past tense of its language ("what did we decide on
  Friday", "¿qué hicimos el viernes?", "was haben wir am Freitag gemacht?", "qu'avons-nous fait vendredi ?"),
  none in the present ("¿qué hacemos el viernes?", "was machen wir am Freitag?") or in a form both past and
  present ("¿qué decidimos el viernes?": ``pasts.PAST_TENSE``);
* a **season** — the meteorological season of the **northern hemisphere** (no setting: spring is March–May,
  summer June–August, autumn / fall September–November, winter December of the year named through February of
  the next, so "winter 2022" is December 2022 – February 2023): "last summer" ("el verano pasado", "l'été
  dernier", "letzten Sommer", "no verão passado", "l'estate scorsa") the latest whole one that ended before
  today (asked in July, the year before's), "this summer" ("cet hiver", "quest'inverno") the one holding today,
  else this year's, "in the summer of 2022" ("en invierno de 2022", "im Winter 2022") that year's; a season's
  name with no such word ("summer clothes", "Fall Out Boy", "in the summer") none;
* **in the last / past N days (weeks, months)** the days from N units before today to today;
* a day named with its month ("on May 8, 2023") asks for its **month**, as before: LoCoMo's questions date
  an event by the session that told it, not by the day it happened;
* a month named **without a year** is that month of any year (:attr:`Period.month`).

**Why tables here and not a library.** Measured 2026-12-04 (``bench/README.md`` "Relative and non-English
periods in the time vote"): ``dateparser`` 1.5.0, given the six languages, costs 0.15 s to import and 0.26 s
for its first call (it loads its language data), then **1.8–3.4 ms per question — one naming no period too**
(a whole recall at 10k is ~9–12 ms), and it answers wrongly where it matters: "la semana pasada",
"hace tres días" and "le mois dernier" gave nothing, "last week" one day seven days back, "we" a date, "may"
and "the march" months. These tables cost ~3 µs for a question naming no period (one pass of a word
regex and a set test; the English-only parser before them ~2.6 µs) and ~20 µs for one that names one.

**Words that are also months or times elsewhere**: a month name other than an English one (and English "may" and
"march", a verb; "june", "april" and "august", given names: "what did June say?") counts only after a
preposition of its language ("en mayo", "im Mai", "in May", "since April"; not "of April's plan") or with a day
or a year beside it ("June 2023", "on June 3"; "last June" is the latest June before this month); an abbreviated
month only with a day or a year ("Sept. 2022"; "mar" is the sea); French "hier" only in a question holding a
French word ("nous", "qu'", …: German "hier" is "here"); "ago" only as a word ("Chicago"). A wrong period is not
harmless: it adds one vote (``time_weight / (rrf_k + rank)``, up to 1/11 ≈ 0.09 against ~0.25 for a memory all
three retrievers rank first) to the candidates dated in it, and it counts as one more asked word, held by them,
in the coverage cue. Measured on LoCoMo (a false "in May" given to every question that names no period): R@10
0.819 → 0.772 on plain, 0.819 → 0.786 on context — so a word is read as a period only when it cannot be much
else. When no candidate is dated in it, or every one is, a period costs nothing.
"""

from __future__ import annotations

import datetime as dt
import functools
import re
import sys
from dataclasses import dataclass

from .. import waits
from ..pasts import told_in_a_past


def today() -> dt.date:
    """The recall's today: the daemon's local date (the one place recall reads the clock for a period)."""
    return dt.date.today()


@dataclass(frozen=True)
class Period:
    """The days ``start`` to ``end`` (both included); or, with ``month`` set and no days, that month of any
    year (a month named without one)."""

    start: dt.date | None = None
    end: dt.date | None = None
    month: int | None = None

    @property
    def span(self) -> int:
        """Its length in days (a month of any year: 31)."""
        return (self.end - self.start).days + 1 if self.start and self.end else 31


def _last_day(year: int, month: int) -> int:
    """The number of days of the month."""
    return ((dt.date(year + month // 12, month % 12 + 1, 1)) - dt.timedelta(days=1)).day


def month_of(year: int, month: int) -> Period:
    return Period(dt.date(year, month, 1), dt.date(year, month, _last_day(year, month)))


def year_of(year: int) -> Period:
    return Period(dt.date(year, 1, 1), dt.date(year, 12, 31))


def any_year(month: int) -> Period:
    return Period(month=month)


def season_of(year: int, season: int) -> Period:
    """The season (0 spring, 1 summer, 2 autumn, 3 winter) of the year: the meteorological season of the northern
    hemisphere, three whole months from March, June, September or December (winter runs into the next year)."""
    return Period(*_season_days(year, season))


def _season_days(year: int, season: int) -> tuple[dt.date, dt.date]:
    month = 3 + 3 * season
    end_year, end_month = _shift(year, month + 2, 0)
    return dt.date(year, month, 1), dt.date(end_year, end_month, _last_day(end_year, end_month))


def _day(year: int, month: int, day: int | None) -> Period:
    """The day, when it is one of the month's; else the month."""
    if day is not None and 1 <= day <= _last_day(year, month):
        d = dt.date(year, month, day)
        return Period(d, d)
    return month_of(year, month)


_VAGUE = 27  # an asked period shorter than this (a day, a week, "the last 10 days") takes no vaguer date


def within(asked: Period, dated: Period) -> bool:
    """Whether a memory dated ``dated`` (a day the index holds, a date its text names) falls in the asked
    period: the days overlap — and, for an asked period shorter than a month, the date is no vaguer than
    it ("May 2023" is not "last week"). A month of any year matches a period inside that month."""
    if asked.month is not None or dated.month is not None:
        if asked.month is not None and dated.month is not None:
            return asked.month == dated.month
        if dated.month is not None and asked.span < _VAGUE:
            return False
        days, month = (dated, asked.month) if asked.month is not None else (asked, dated.month)
        assert days.start is not None and days.end is not None
        return days.start.year == days.end.year and days.start.month == days.end.month == month
    assert asked.start and asked.end and dated.start and dated.end
    if dated.start > asked.end or dated.end < asked.start:
        return False
    return asked.span >= _VAGUE or dated.span <= asked.span


# ---- the tables -----------------------------------------------------------------------------------------

_ENGLISH = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december")  # fmt: skip
# Each language's month names (accents as written, and as often typed without them), and the words that
# stand before a month named alone ("en mayo", "im Mai").
_MONTH_NAMES: dict[str, tuple[str, ...]] = {
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre|setiembre",
           "octubre", "noviembre", "diciembre"),
    "pt": ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
           "novembro", "dezembro"),
    "fr": ("janvier", "février|fevrier", "mars", "avril", "mai", "juin", "juillet", "août|aout", "septembre",
           "octobre", "novembre", "décembre|decembre"),
    "de": ("januar|jänner", "februar", "märz|maerz", "april", "mai", "juni", "juli", "august", "september",
           "oktober", "november", "dezember"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
           "novembre", "dicembre"),
}  # fmt: skip
_BEFORE_MONTH = {
    "en": "in|during|since|until|till|by|of|early|late|mid|before|after",
    "es": "en|de|desde|hasta|para|mediados de|principios de|finales de",
    "pt": "em|de|desde|até|ate|para|meados de|início de|inicio de|fim de",
    "fr": "en|de|d'|d’|depuis|jusqu'en|jusqu’en|début|debut|fin|mi-|mi",
    "de": "im|seit|bis|ab|vom|anfang|ende|mitte",
    "it": "a|ad|di|da|in|nel|entro|fino a|inizio|fine|metà",
}
_MONTH_OF: dict[str, int] = {}  # every name, lower-cased → its month
_PREPS_OF: dict[str, set[str]] = {}  # a name → the words that may stand before it alone
for _lang, _names in (("en", _ENGLISH), *_MONTH_NAMES.items()):
    for _n, _alts in enumerate(_names, start=1):
        for _name in _alts.split("|"):
            _MONTH_OF[_name] = _n
            _PREPS_OF.setdefault(_name, set()).update(_BEFORE_MONTH[_lang].split("|"))
_ABBREVIATED = {m[:3]: n for n, m in enumerate(_ENGLISH, start=1)} | {"sept": 9}
# English names that count wherever they stand: not "may" and "march" (verbs) nor "june", "april" and "august"
# (given names: "What did June say about the trip?", "Is August coming to dinner?")
_LOOSE = {m for m in _ENGLISH if m not in ("may", "march", "june", "april", "august")}

# Numbers written as words (one to ten, and the articles that say one), in the six languages.
_NUMBER_WORDS = {
    1: "a|an|one|un|una|uno|une|um|uma|ein|eine|einem|einer|einen",
    2: "two|dos|dois|duas|deux|zwei|due",
    3: "three|tres|três|trois|drei|tre",
    4: "four|cuatro|quatro|quatre|vier|quattro",
    5: "five|cinco|cinq|fünf|funf|cinque",
    6: "six|seis|sechs|sei",
    7: "seven|siete|sete|sept|sieben|sette",
    8: "eight|ocho|oito|huit|acht|otto",
    9: "nine|nueve|nove|neuf|neun",
    10: "ten|diez|dez|dix|zehn|dieci",
}
_NUMBER_OF = {w: n for n, ws in _NUMBER_WORDS.items() for w in ws.split("|")}
_N = r"(?P<n>\d{1,3}|[^\W\d_]+)"  # a number, or a word read as one (_NUMBER_OF) or not at all

# The unit a word names: a day, a week, a weekend, a month, a year.
_DAY_W = r"days?|días?|dias?|jours?|tag(?:en|e)?|giorn[oi]"
_WEEK_W = r"weeks?|semanas?|semaines?|wochen?|settiman[ae]"
_MONTH_W = r"months?|mes(?:es)?|mês|mois|monat(?:en|e)?|mes[ei]"
_YEAR_W = r"years?|años?|anos?|ans?|années?|annees?|jahr(?:en|e)?|ann[oi]"
_WEEKEND_W = r"weekend|week-end|fin de semana|fim de semana|wochenende|fine settimana"
_UNIT = rf"(?P<unit>{_WEEKEND_W}|{_DAY_W}|{_WEEK_W}|{_MONTH_W}|{_YEAR_W})"


def _unit(word: str) -> str:
    w = word.lower()
    if re.fullmatch(_WEEKEND_W, w):
        return "weekend"
    for unit, pattern in (("day", _DAY_W), ("week", _WEEK_W), ("month", _MONTH_W), ("year", _YEAR_W)):
        if re.fullmatch(pattern, w):
            return unit
    raise ValueError(word)


# Relative phrases: what each resolves to — "ago" (the unit ``n`` back), "last" (one back), "this" (this one),
# "lately" (from ``n`` units before today to today), a number of days back ("1fr": French "hier") — the
# words one of which it holds (only the phrases whose words the question holds are searched for: one
# search costs 2-7 µs), and its pattern.
_RELATIVE: list[tuple[str, str, str]] = [
    # English
    ("ago", "ago", rf"{_N}\s+{_UNIT}\s+ago"),
    ("lately", "last past", rf"(?:in|over|during|within|for)\s+the\s+(?:last|past)\s+(?:{_N}\s+)?{_UNIT}"),
    ("last", "last previous", rf"(?:last|previous)\s+{_UNIT}"),
    ("this", "this", rf"(?:(?:earlier|so\s+far)\s+)?this\s+{_UNIT}"),
    ("0", "today tonight this", r"today|tonight|this\s+morning|this\s+afternoon|this\s+evening"),
    ("2", "yesterday", r"the\s+day\s+before\s+yesterday"),
    ("1", "yesterday last", r"yesterday|last\s+night"),
    # Spanish
    ("ago", "hace", rf"hace\s+{_N}\s+{_UNIT}"),
    ("lately", "últimos últimas ultimos ultimas", rf"en\s+(?:los|las)\s+[úu]ltim[oa]s\s+(?:{_N}\s+)?{_UNIT}"),
    ("last", "pasado pasada", rf"{_UNIT}\s+pasad[oa]"),
    ("this", "esta este", rf"(?:est[ae])\s+{_UNIT}"),
    ("0", "hoy", r"hoy"),
    ("2", "anteayer antier antes", r"anteayer|antier|antes\s+de\s+ayer"),
    ("1", "ayer anoche", r"ayer|anoche"),
    # Portuguese
    ("ago", "há ha", rf"h[áa]\s+{_N}\s+{_UNIT}"),
    ("ago", "atrás atras", rf"{_N}\s+{_UNIT}\s+atr[áa]s"),
    ("lately", "últimos últimas ultimos ultimas", rf"n[oa]s\s+[úu]ltim[oa]s\s+(?:{_N}\s+)?{_UNIT}"),
    ("last", "passado passada", rf"{_UNIT}\s+passad[oa]"),
    ("this", "esta este nesta neste", rf"(?:nest|est)[ae]\s+{_UNIT}"),
    ("0", "hoje", r"hoje"),
    ("2", "anteontem", r"anteontem"),
    ("1", "ontem", r"ontem"),
    # French
    ("ago", "il", rf"il\s+y\s+a\s+{_N}\s+{_UNIT}"),
    ("lately", "derniers dernières dernieres",
     rf"(?:ces|au\s+cours\s+des|pendant\s+les|durant\s+les)\s+(?:{_N}\s+)?derni[eè]re?s\s+{_UNIT}"),
    ("last", "dernier dernière derniere passé passée passee", rf"{_UNIT}\s+(?:derni[eè]re?|pass(?:é|ée|ee))"),
    ("this", "cette ce cet", rf"(?:cette|ce|cet)\s+{_UNIT}"),
    ("0", "aujourd", r"aujourd['’]hui"),
    ("2", "avant", r"avant-hier"),
    ("1fr", "hier", r"hier"),
    # German
    ("ago", "vor", rf"vor\s+{_N}\s+{_UNIT}"),
    ("lately", "letzten vergangenen", rf"in\s+den\s+(?:letzten|vergangenen)\s+(?:{_N}\s+)?{_UNIT}"),
    ("last", "letzte letzten letztes letztem vergangene vergangenen vergangenes vergangenem vorige vorigen voriges",
     rf"(?:letzte[nms]?|vergangene[nms]?|vorige[nms]?)\s+{_UNIT}"),
    ("this", "diese diesen dieses diesem", rf"diese[nms]?\s+{_UNIT}"),
    ("0", "heute", r"heute"),
    ("2", "vorgestern", r"vorgestern"),
    ("1", "gestern", r"gestern"),
    # Italian
    ("ago", "fa", rf"{_N}\s+{_UNIT}\s+fa"),
    ("lately", "ultimi ultime", rf"(?:negli|nelle)\s+ultim[ie]\s+(?:{_N}\s+)?{_UNIT}"),
    ("last", "scorso scorsa passato passata", rf"{_UNIT}\s+(?:scors[oa]|passat[oa])"),
    ("last", "scorso scorsa", rf"(?:lo|la|il)\s+scors[oa]\s+{_UNIT}"),
    ("this", "questa questo quest", rf"(?:questa|questo|quest['’])\s*{_UNIT}"),
    ("0", "oggi", r"oggi"),
    ("2", "altro altroieri", r"l['’]altro\s*ieri|altroieri"),
    ("1", "ieri", r"ieri"),
]  # fmt: skip
_RELATIVE_RES = [(kind, frozenset(cues.split()), rf"(?<![\w-]){pattern}(?![\w-])") for kind, cues, pattern in _RELATIVE]

# Weekdays, Monday first, each language's names (accents as written and as often typed without them), and
# the words around one that make it a day gone by: before it ("on", "el", "am", "last", "lo scorso") and
# after it ("pasado", "dernier", "scorso"). A name none of them stands beside counts only in French and
# Italian, which say "vendredi", "venerdì" alone for the last one — written in lower case (a capital is a
# name: "Domenica"), not after an article (French "le vendredi", Italian "il venerdì": on Fridays). A word
# saying a day to come beside it ("next", "próximo", "prochain", "nächsten", "prossimo", "que vem") or
# English "will", "shall", "tomorrow" in the question, or a question not told in a past tense of the weekday's
# language (``pasts.PAST_TENSE``: "what are we doing on Friday", "¿qué hacemos el viernes?", "was machen wir
# am Freitag?"): no period. Portuguese "segunda" … "sexta" are also
# ordinals ("na segunda vez"): alone only with "passada" after them, else as "segunda-feira".
_WEEKDAYS: dict[str, tuple[str, ...]] = {
    "en": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    "es": ("lunes", "martes", "miércoles|miercoles", "jueves", "viernes", "sábado|sabado", "domingo"),
    "pt": ("segunda-feira|segunda", "terça-feira|terca-feira|terça|terca", "quarta-feira|quarta",
           "quinta-feira|quinta", "sexta-feira|sexta", "sábado|sabado", "domingo"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "de": ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag|sonnabend", "sonntag"),
    "it": ("lunedì|lunedi", "martedì|martedi", "mercoledì|mercoledi", "giovedì|giovedi", "venerdì|venerdi",
           "sabato", "domenica"),
}  # fmt: skip
_WEEKDAY_BEFORE = {  # (words that make it the last one, words after which it is the last one only as "on")
    "en": ("last|this past|past", "on"),
    "es": ("el pasado", "el"),
    "pt": ("", "na|no"),
    "fr": ("", ""),
    "de": ("am letzten|am vergangenen|am vorigen|letzten|vergangenen|vorigen", "am"),
    "it": ("lo scorso|la scorsa|scorso|scorsa", ""),
}
_WEEKDAY_AFTER = {"es": "pasado", "pt": "passada|passado", "fr": "dernier", "it": "scorso|scorsa"}
# A bare weekday (no word above beside it: "el viernes", "am Freitag", "vendredi") names a day gone by only in
# a question told in a past tense of its language — English as the write gate reads a past (``told_in_the_past``:
# "what did we decide on Friday"), the other five by the table of the forms only a past has (``pasts.PAST_TENSE``,
# the one the write gate reads too: its irregular pasts, the endings no present has, the compound pasts).
# Spanish, Portuguese and Italian also read the first conjugation's imperfect as the write gate does
# (``imperfect``: "estábamos", "estava"). A form that is a present as well ("decidimos", "hablamos", "falamos") is
# not a past, so such a question gets no period — a wrong one costs more than a missing one (the module's
# docstring).
_NEXT_WORDS = ("next|this|coming|upcoming|próximo|proximo|próxima|proxima|que viene|que vem|prochain|ce|"
               "nächsten|nächster|nächste|naechsten|kommenden|diesen|prossimo|prossima|questo|questa")  # fmt: skip
_HABIT_BEFORE = frozenset({"le", "les", "chaque", "il", "i", "ogni", "di"})
_FUTURE = frozenset({"will", "shall", "tomorrow"})
_GATE_WORDS = "kura_server.write.gate.words"  # the write gate's reading of a past (``told_in_the_past``)
_WEEKDAY_OF: dict[str, int] = {}
_WEEKDAY_LANGS: dict[str, list[str]] = {}  # "domingo", "sábado": Spanish and Portuguese
for _lang, _names in _WEEKDAYS.items():
    for _n, _alts in enumerate(_names):
        for _name in _alts.split("|"):
            _WEEKDAY_OF[_name] = _n
            _WEEKDAY_LANGS.setdefault(_name, []).append(_lang)
_WEEKDAY_CUES = frozenset(w for name in _WEEKDAY_OF for w in name.split("-"))
_WEEKDAY_NAMES = "|".join(sorted(_WEEKDAY_OF, key=len, reverse=True))
_WEEKDAY = rf"(?<![\w-])(?P<wd>{_WEEKDAY_NAMES})(?![\w-])(?:\s+(?P<after>[^\W\d_]+(?:\s+(?:viene|vem))?))?"

# Seasons, spring first, each language's names: the meteorological seasons of the northern hemisphere (spring is
# March to May, summer June to August, autumn September to November, winter December to February of the next
# year). French "été" is also "been" and Italian "estate" an English word: each only after an elision or a word of
# its own language (``_SEASON_AFTER``: "l'été", "en été", "cet été", "quest'estate", "la scorsa estate").
_SEASONS: dict[str, tuple[str, ...]] = {
    "en": ("spring", "summer", "autumn|fall", "winter"),
    "es": ("primavera", "verano", "otoño|otono", "invierno"),
    "pt": ("primavera", "verão|verao", "outono", "inverno"),
    "fr": ("printemps", "été|ete", "automne", "hiver"),
    "de": ("frühling|fruehling|frühjahr|fruehjahr", "sommer", "herbst", "winter"),
    "it": ("primavera", "estate", "autunno", "inverno"),
}  # fmt: skip
_SUMMER_FR = r"(?:(?<=['’])|(?<=\ben\s)|(?<=\bcet\s))"
_SEASON_AFTER = {"été": _SUMMER_FR, "ete": _SUMMER_FR, "estate": r"(?:(?<=['’])|(?<=questa\s)|(?<=scorsa\s))"}
# A season is a period only with a word saying which: "last" (the latest whole one ended before today), "this"
# (the one holding today, else this year's) or a year beside it ("summer 2022", "el verano de 2022": that year's;
# winter 2022 is December 2022 to February 2023). ``{s}``: the language's season, ``{y}``: a year. "the last
# summer we spent there", "her last fall": a summer, a fall, not last year's.
_SEASON_PHRASES: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("last", r"(?:(?<!\bthe\s)(?<!\bher\s)(?<!\bhis\s)(?<!\bmy\s)(?<!\bour\s)(?<!\btheir\s)(?<!\byour\s)"
                    r"(?<!['’]s\s)(?:last|previous)|past)\s+{s}"),
           ("this", r"this\s+{s}"), ("year", r"{s}\s+(?:of\s+)?{y}")),
    "es": (("last", r"{s}\s+pasad[oa]|pasad[oa]\s+{s}"), ("this", r"est[ae]\s+{s}"),
           ("year", r"{s}\s+(?:del?\s+)?{y}")),
    "pt": (("last", r"{s}\s+passad[oa]"), ("this", r"n?est[ae]\s+{s}"), ("year", r"{s}\s+(?:de\s+)?{y}")),
    "fr": (("last", r"{s}\s+(?:derni(?:er|ère|ere)|pass(?:é|ée|e|ee))"), ("this", r"(?:cet|ce)\s+{s}"),
           ("year", r"{s}\s+(?:de\s+)?{y}")),
    "de": (("last", r"(?:letzte[nms]?|vergangene[nms]?|vorige[nms]?)\s+{s}"), ("this", r"diese[nms]?\s+{s}"),
           ("year", r"{s}\s+{y}")),
    "it": (("last", r"{s}\s+(?:scors[oa]|passat[oa])|scors[oa]\s+{s}"), ("this", r"quest(?:[oa]\s+|['’]\s*){s}"),
           ("year", r"{s}\s+(?:del\s+|di\s+)?{y}")),
}  # fmt: skip
_SEASON_OF = {name: n for names in _SEASONS.values() for n, alts in enumerate(names) for name in alts.split("|")}
_SEASON_CUES = frozenset(_SEASON_OF)


def _season_re(kind: str) -> str:
    """The pattern of a season phrase of ``kind`` ("last", "this", "year") in any of the six languages."""
    out = []
    for lang, phrases in _SEASON_PHRASES.items():
        names = "|".join(_SEASON_AFTER.get(n, "") + n for alts in _SEASONS[lang] for n in alts.split("|"))
        for k, phrase in phrases:
            if k == kind:
                out.append(phrase.format(s=f"(?:{names})", y=r"(?:19|20)\d\d"))
    return rf"(?<![\w-])(?:{'|'.join(out)})(?!\w)"


_SEASON_RES = {kind: _season_re(kind) for kind in ("last", "this", "year")}


@functools.cache
def _regex(pattern: str) -> re.Pattern[str]:
    """A question's pattern (case aside), compiled when a question first needs it: the relative phrases and
    the six languages' month names compiled at import cost ~35 ms (~0.6 ms each phrase, their unit words as
    alternatives), which the daemon's start need not pay."""
    return re.compile(pattern, re.IGNORECASE)


_LAST_CUES = frozenset({"last", "pasado", "passado", "letzten", "vergangenen", "scorso", "dernier", "derniers"})
_RELATIVE_CUES = frozenset().union(*(cues for _, cues, _ in _RELATIVE_RES)) | _LAST_CUES
_FRENCH = r"\b(?:nous|vous|qu['’]|que|quoi|est|avons|avez|ont|on|il|elle|je|j['’]|le|la|les|des|du)\b"

# A month named with an optional day and year, in any of the six languages ("May 8, 2023", "8 de mayo de
# 2023", "8. Mai 2023", "l'8 maggio"); an abbreviated English month as before ("Sept. 2022").
_ALL_NAMES = sorted([*_MONTH_OF, *_ABBREVIATED], key=len, reverse=True)
_DAY_NUM = r"\d{1,2}(?:st|nd|rd|th|\.|º|°|er)?"
_NAMES = "|".join(_ALL_NAMES)
_NAMED_ANY = (
    rf"(?:(?<!\d)(?P<d1>{_DAY_NUM})\s+(?:(?:of|de)\s+)?)?(?<![\w])(?P<name>{_NAMES})(?:\.(?!\w))?(?![\w])"
    rf"(?:\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b)?,?(?:\s+(?:de\s+|del\s+)?(?P<year>(?:19|20)\d\d)\b)?"
)
_LAST_BEFORE = r"\b(?:last|pasado|letzten|vergangenen|scorso)$"
_LAST_AFTER = r"\s+(?:pasado|passado|derniers?|scorso)\b"
_FULL_NAMES = "|".join(sorted(_MONTH_OF, key=len, reverse=True))
_LAST_MONTH = (
    rf"(?:\b(?:last|pasado|letzten|vergangenen|scorso)\s+(?P<a>{_FULL_NAMES})"
    rf"|(?<![\w])(?P<b>{_FULL_NAMES})\s+(?:pasado|passado|derniers?|scorso))(?![\w])"
)

# Dates a memory's text names (absolute only): ISO, English month names (an abbreviated one, "Jan", "mar",
# only with a day or a year), the other five languages' below.
_MONTH = r"(?P<month>" + "|".join(m[:3] + f"(?:{m[3:]})?" for m in _ENGLISH) + r"|sept)\.?"
_YEAR = r"(?P<year>(?:19|20)\d\d)"
# "May 2023", "8 May, 2023", "May 8, 2023", "in June": a month with an optional day and year near it.
_NAMED = re.compile(
    rf"(?i)\b(?:(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH}(?![a-z])"
    rf"(?:\s+(?P<d2>\d{{1,2}})(?:st|nd|rd|th)?\b)?,?(?:\s+{_YEAR})?"
)
_ISO = re.compile(r"\b(?P<year>(?:19|20)\d\d)-(?P<month>[01]\d)(?:-(?P<day>[0-3]\d))?\b")
# The other five languages' month names in a text ("el 8 de mayo de 2023", "am 8. Mai 2023", "le 1er juillet
# 2022", "l'8 maggio 2023", "marzo de 2022", "im März 2022"): only with a day before or a year after them —
# a text holding one names a digit, so the pre-check of :func:`text_periods` still holds.
_FOREIGN_NAMES = "|".join(sorted((n for n in _MONTH_OF if n not in _ENGLISH), key=len, reverse=True))
# Searched from a digit (a day), or back from a year ``_BARE_YEAR`` found (a month and year): a search for
# the names themselves, at every letter of the text, cost ~2.5x the English patterns.
_DAY_FOREIGN = (
    rf"(?P<d1>\d{{1,2}})(?:\.|º|°|er)?\s+(?:de\s+)?(?P<name>{_FOREIGN_NAMES})(?![\w])"
    rf"(?:,?\s+(?:de\s+|del\s+)?(?P<year>(?:19|20)\d\d)\b)?"
)
_BEFORE_YEAR = rf"(?<![\w])(?P<name>{_FOREIGN_NAMES}),?\s+(?:de\s+|del\s+)?$"
_BARE_YEAR = re.compile(rf"\b{_YEAR}\b")
_DIGIT = re.compile(r"\d")
_MONTH_LETTERS = tuple(m[:3] for m in _ENGLISH)

# The pre-check: a question holding none of these words (nor a digit) names no period, and costs one pass of
# a word regex; the patterns above cost ~20x that.
_WORDS = re.compile(r"[^\W\d_]+")
_MONTH_CUES = frozenset({*_MONTH_OF, *_ABBREVIATED})
_CUES = _MONTH_CUES | _RELATIVE_CUES | _WEEKDAY_CUES


def _relative(question: str, words: set[str], now: dt.date, months: bool) -> Period | None:
    """The earliest relative phrase of the question (``words``: its words, lower-cased), resolved against
    ``now``; ``months``: whether it holds a month's name ("last May")."""
    best: tuple[int, Period] | None = None
    for kind, cues, regex in _RELATIVE_RES:
        if cues.isdisjoint(words) or (m := _regex(regex).search(question)) is None:
            continue
        if best is not None and m.start() >= best[0]:
            continue
        if kind == "1fr" and not _regex(_FRENCH).search(question):
            continue  # "hier" in a question with no French word: German "here"
        if (found := _resolve(kind, m.groupdict().get("n"), m.groupdict().get("unit"), now)) is not None:
            best = (m.start(), found)
    day = _weekday(question, words, now) if not _WEEKDAY_CUES.isdisjoint(words) else None
    if day is not None and (best is None or day[0] < best[0]):
        best = day
    season = _season(question, now) if not _SEASON_CUES.isdisjoint(words) else None
    if season is not None and (best is None or season[0] < best[0]):
        best = season
    last = _regex(_LAST_MONTH).search(question) if months and not _LAST_CUES.isdisjoint(words) else None
    if last is not None and (best is None or last.start() < best[0]):
        month = _MONTH_OF[(last.group("a") or last.group("b")).lower()]
        best = (last.start(), month_of(now.year if month < now.month else now.year - 1, month))
    return best[1] if best else None


def _weekday(question: str, words: set[str], now: dt.date) -> tuple[int, Period] | None:
    """The first weekday the question names as a day gone by (the rules at :data:`_WEEKDAYS`): the latest
    such day before ``now`` (today excluded: asked on a Friday, "on Friday" is a week back), with its place.
    "last Friday" is that same day — the one most people mean, and the two readings (the latest Friday, or
    the one of the week before this) differ only when that weekday has passed this week already."""
    for m in _regex(_WEEKDAY).finditer(question):
        name = m.group("wd").lower()
        before = question[: m.start()].rstrip().lower()
        after = (m.group("after") or "").lower()
        if _ends_with_any(before, _NEXT_WORDS) or re.fullmatch(_NEXT_WORDS, after):
            continue  # "next Friday", "vendredi prochain", "diesen Freitag": a day to come or unclear
        if any(_gone_by(m, name, lang, before, after, words) for lang in _WEEKDAY_LANGS[name]):
            back = (now.weekday() - _WEEKDAY_OF[name] - 1) % 7 + 1
            d = now - dt.timedelta(days=back)
            return m.start(), Period(d, d)
    return None


def _gone_by(m: re.Match[str], name: str, lang: str, before: str, after: str, words: set[str]) -> bool:
    """Whether the weekday ``m`` found, read as ``lang``'s, names a day gone by (:data:`_WEEKDAYS`)."""
    last_before, on = _WEEKDAY_BEFORE[lang]
    if _ends_with_any(before, last_before) or (lang in _WEEKDAY_AFTER and re.fullmatch(_WEEKDAY_AFTER[lang], after)):
        return True  # "last Friday", "el viernes pasado", "letzten Freitag", "vendredi dernier"
    if lang == "pt" and "-" not in name and _WEEKDAY_OF[name] < 5:
        return False  # "na segunda vez": the ordinal
    if lang == "en" and (not _FUTURE.isdisjoint(words) or (after and m.string[m.end("wd") :].lstrip()[:1].isupper())):
        return False  # "what will we do on Friday", "on Friday Night Lights": a day to come, a title
    if not _told_in_the_past(m.string, lang):
        return False  # "what are we doing on Friday", "¿qué hacemos el viernes?": asked in the present
    if on:
        return _ends_with_any(before, on)  # "on Friday", "el viernes", "am Freitag", "na sexta-feira"
    if lang not in ("fr", "it") or m.group("wd")[0].isupper():
        return False  # "Domenica ha detto": a name (French and Italian write a weekday in lower case)
    # "le vendredi", "il venerdì": on Fridays; "mardi gras": the feast
    return (before.split() or [""])[-1] not in _HABIT_BEFORE and not (lang == "fr" and after == "gras")


def _told_in_the_past(question: str, lang: str) -> bool:
    """Whether the question is told in a past tense of ``lang`` (``pasts.told_in_a_past``; English and the Romance
    imperfects as the write gate reads them)."""
    if lang != "en" and told_in_a_past(question, lang):
        return True
    if lang not in ("en", "es", "pt", "it"):
        return False
    if _GATE_WORDS not in sys.modules:  # loaded on the first write or the warm-up, not at kura serve's start:
        waits.check("the write gate's rules to load")  # an import may wait on another thread's (the loop may not)
    from ..write.gate.words import imperfect, told_in_the_past

    if lang == "en":
        return told_in_the_past(question)
    return any(imperfect(word) for word in _WORDS.findall(question.lower()))


def _season(question: str, now: dt.date) -> tuple[int, Period] | None:
    """The first season the question names as "last" or "this" one (:data:`_SEASON_PHRASES`), with its place: the
    latest whole one that ended before ``now`` ("last summer", asked in July, is the year before's), or the one
    holding ``now``, else this year's."""
    best: tuple[int, Period] | None = None
    for kind in ("last", "this"):
        if (m := _regex(_SEASON_RES[kind]).search(question)) is None or (best is not None and m.start() >= best[0]):
            continue
        season, year = _season_named(m.group()), now.year
        if kind == "last":
            while _season_days(year, season)[1] >= now:
                year -= 1
        elif _season_days(year - 1, season)[0] <= now <= _season_days(year - 1, season)[1]:
            year -= 1  # in January, this winter is the one begun in December
        best = (m.start(), season_of(year, season))
    return best


def _season_named(phrase: str) -> int:
    """Which season a season phrase names (0 spring … 3 winter)."""
    return next(_SEASON_OF[w] for w in _WORDS.findall(phrase.lower()) if w in _SEASON_OF)


def _ends_with_any(text: str, alternatives: str) -> bool:
    """Whether ``text`` ends with one of the ``|``-separated words, as a whole word."""
    return bool(alternatives) and any(text.endswith(w) and _starts_word(text, w) for w in alternatives.split("|"))


def _resolve(kind: str, words: str | None, unit_word: str | None, now: dt.date) -> Period | None:
    if kind[0].isdigit():
        d = now - dt.timedelta(days=int(kind[0]))
        return Period(d, d)
    assert unit_word is not None
    unit = _unit(unit_word)
    n = 1 if words is None else (int(words) if words.isdigit() else _NUMBER_OF.get(words.lower(), 0))
    if n == 0 and words is not None:
        return None  # "many years ago", "los últimos meses sin …": no number, no period
    if unit == "day" and kind in ("this", "last"):
        return None  # "the last day of the trip", "this tag": no period
    if kind == "this":
        return _back(now, unit, 0)
    if kind in ("ago", "last"):
        if kind == "ago" and unit == "weekend":
            return None
        return _back(now, unit, n if kind == "ago" else 1)
    return _lately(now, unit, n)


def _shift(year: int, month: int, back: int) -> tuple[int, int]:
    k = year * 12 + month - 1 - back
    return k // 12, k % 12 + 1


def _back(now: dt.date, unit: str, n: int) -> Period:
    """The calendar ``unit`` ``n`` before the one holding ``now`` (0: that one)."""
    if unit == "day":
        d = now - dt.timedelta(days=n)
        return Period(d, d)
    if unit in ("week", "weekend"):
        monday = now - dt.timedelta(days=now.weekday() + 7 * n)
        if unit == "weekend":
            return Period(monday + dt.timedelta(days=5), monday + dt.timedelta(days=6))
        return Period(monday, monday + dt.timedelta(days=6))
    if unit == "month":
        return month_of(*_shift(now.year, now.month, n))
    return year_of(now.year - n)


def _lately(now: dt.date, unit: str, n: int) -> Period:
    """From ``n`` units before ``now`` to ``now``."""
    if unit in ("day", "week", "weekend"):
        return Period(now - dt.timedelta(days=n * (1 if unit == "day" else 7)), now)
    year, month = _shift(now.year, now.month, n * (12 if unit == "year" else 1))
    return Period(dt.date(year, month, min(now.day, _last_day(year, month))), now)


def _absolute(question: str, digit: bool, months: bool, seasons: bool = False) -> Period | None:
    """The first absolute date a question names, at the grain it was asked before (a year, a month; a season
    with its year: "summer 2022"). ``digit``, ``months``, ``seasons``: whether it holds a digit, a month's name, a
    season's (else those patterns are not run)."""
    if digit and (m := _ISO.search(question)) and 1 <= int(m.group("month")) <= 12:
        return month_of(int(m.group("year")), int(m.group("month")))
    for m in _regex(_NAMED_ANY).finditer(question) if months else ():
        name = m.group("name").lower()
        month = _MONTH_OF.get(name) or _ABBREVIATED[name]
        if m.group("year"):
            return month_of(int(m.group("year")), month)
        if m.group("d1") or m.group("d2"):
            return any_year(month)
        before = question[: m.start("name")].rstrip().lower()
        if _regex(_LAST_BEFORE).search(before) or _regex(_LAST_AFTER).match(question, m.end("name")):
            continue  # "last December", "mayo pasado": the latest one before today (:func:`_relative`)
        if name in _LOOSE:
            return any_year(month)
        if question.startswith(("'s", "’s"), m.end("name")):
            continue  # "of April's plan": a person's, not a month
        if name in _MONTH_OF and any(before.endswith(p) and _starts_word(before, p) for p in _PREPS_OF[name]):
            return any_year(month)
    if digit and seasons and (m := _regex(_SEASON_RES["year"]).search(question)):
        return season_of(int(_BARE_YEAR.findall(m.group())[-1]), _season_named(m.group()))
    if digit and (m := _BARE_YEAR.search(question)):
        return year_of(int(m.group("year")))
    return None


def _starts_word(text: str, tail: str) -> bool:
    at = len(text) - len(tail)
    return at == 0 or not text[at - 1].isalnum() or tail[0] in "'’"


def asked_period(question: str, now: dt.date | None = None) -> Period | None:
    """The period a question names, or None: an absolute date first, else the earliest relative phrase
    resolved against ``now`` (by default :func:`today`)."""
    low = question.lower()
    found = _WORDS.findall(low)
    digit = _DIGIT.search(low) is not None
    if not digit and _CUES.isdisjoint(found):
        return None  # no digit and no word a period is said with: one pass of a word regex (~3 µs)
    words = set(found)
    months = not words.isdisjoint(_MONTH_CUES)
    relative = not words.isdisjoint(_RELATIVE_CUES) or not words.isdisjoint(_WEEKDAY_CUES)
    seasons = digit and not words.isdisjoint(_SEASON_CUES)
    if (digit or months) and (period := _absolute(question, digit, months, seasons)) is not None:
        return period
    return _relative(question, words, now or today(), months) if relative else None


def text_periods(text: str) -> list[Period]:
    """Every date a memory's text names: a day when it says one (``2023-05-08``, ``8 May, 2023``), else its
    month or year; a month without a year as :func:`any_year`. ISO dates, English month names, and the other
    five languages' with a day or a year beside them (``8 de mayo de 2023``, ``am 8. Mai 2023``)."""
    low = text.lower()
    digit = _DIGIT.search(text) is not None
    if not digit and not any(m in low for m in _MONTH_LETTERS):
        return []  # no digit and no month's first letters: no date (the patterns below cost ~20x this test)
    out: list[Period] = []
    spans: list[tuple[int, int]] = []
    for m in _ISO.finditer(text):
        day = int(m.group("day")) if m.group("day") else None
        if 1 <= int(m.group("month")) <= 12:
            out.append(_day(int(m.group("year")), int(m.group("month")), day))
        spans.append(m.span())
    for m in _NAMED.finditer(text):
        name = m.group("month").lower()
        said = m.group("d1") or m.group("d2")
        if not m.group("year") and not said and (name == "may" or name.rstrip(".") not in _ENGLISH):
            continue  # "may" alone is the verb far more often than the month; "mar", "Jan" alone: the sea, a name
        month = _MONTH_LETTERS.index(name[:3]) + 1
        out.append(
            _day(int(m.group("year")), month, int(said) if said else None) if m.group("year") else any_year(month)
        )
        spans.append(m.span())
    for m in _regex(_DAY_FOREIGN).finditer(text) if digit else ():
        if m.start() and (text[m.start() - 1].isdigit() or text[m.start() - 1] == "."):
            continue  # "123 mayo", "1.5 mai": not a day
        said, year, month = int(m.group("d1")), m.group("year"), _MONTH_OF[m.group("name").lower()]
        out.append(_day(int(year), month, said) if year else any_year(month))
        spans.append(m.span())
    for m in _BARE_YEAR.finditer(text) if digit else ():
        if not any(a <= m.start() < b for a, b in spans):
            named = _regex(_BEFORE_YEAR).search(text, max(0, m.start() - 20), m.start())
            year = int(m.group("year"))
            out.append(month_of(year, _MONTH_OF[named.group("name").lower()]) if named else year_of(year))
    return out
