"""Echoes: what the store already holds, indexed once per run for the echo rule."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Iterator

from .models import DEFAULT_CONFIG, GateConfig
from .normalise import _find_clean, normalise

EchoCheck = Callable[[str], bool]


def _echo_form(text: str) -> str:
    return normalise(html.unescape(text))  # recall output is XML-escaped: "R&amp;D" is "R&D"


class Echoes:
    """The store's existing texts (bodies, titles, index-line triggers), normalised once.

    A quote is an echo when it has at least ``min_words`` words and occurs (word-bounded) in a store
    text, when a store text of at least ``min_words`` words occurs in it, or when it equals a store
    text outright. Shorter fragments ("SQLite", "42 ms") are everywhere and prove nothing.
    """

    def __init__(self, texts: Iterable[str], *, min_words: int = DEFAULT_CONFIG.echo_min_words) -> None:
        forms = [f for f in (_echo_form(t) for t in texts) if f]
        self.min_words = min_words
        self._exact = frozenset(forms)
        self._long = [f for f in forms if len(f.split()) >= min_words]
        self._all = "\x00".join(forms)
        # Long texts by their first word, as stored (``_raw``) and also XML-escaped (``_any``: recall
        # output escapes). A text occurring in another starts inside one of its words and runs on with
        # a space, so its first word is a suffix of a word there: only those few are searched, not all.
        self._raw: dict[str, list[str]] = {}
        self._any: dict[str, list[str]] = {}
        for s in self._long:
            self._raw.setdefault(s.split(" ", 1)[0], []).append(s)
            for form in dict.fromkeys((s, html.escape(s, quote=False), html.escape(s))):
                self._any.setdefault(form.split(" ", 1)[0], []).append(form)

    @staticmethod
    def _starting_in(text: str, by_first: dict[str, list[str]]) -> Iterator[str]:
        """The texts of ``by_first`` that may occur in ``text``: their first word ends a word of it."""
        seen: set[str] = set()
        for word in set(text.split(" ")):
            for i in range(len(word)):
                for form in by_first.get(word[i:], ()):
                    if form not in seen:
                        seen.add(form)
                        yield form

    def covers(self, text: str, start: int, end: int) -> bool:
        """Does a stored text (of ``min_words`` or more) occur in normalised ``text`` around ``[start, end)``?
        A short quote cut from a longer echo is still an echo. Checked raw and XML-escaped."""
        for form in self._starting_in(text, self._any):
            pos = text.find(form, max(0, end - len(form)))
            while 0 <= pos <= start:
                if pos + len(form) >= end:
                    return True
                pos = text.find(form, pos + 1)
        return False

    def __call__(self, quote: str) -> bool:
        q = _echo_form(quote)
        if not q:
            return False
        if q in self._exact:
            return True
        if len(q.split()) >= self.min_words and _find_clean(self._all, q, limit=1):
            return True
        return any(_find_clean(q, text, limit=1) for text in self._starting_in(q, self._raw))


def _echo_check(store: Iterable[str] | EchoCheck | None, config: GateConfig) -> EchoCheck | None:
    if store is None or isinstance(store, Echoes):
        return store
    if callable(store):
        return store
    return Echoes(store, min_words=config.echo_min_words)
