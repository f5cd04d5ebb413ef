"""Chinese, Japanese and Korean: the scripts written without spaces between words, where one character
carries about what a word does elsewhere. One definition for the gate's claim words (a quote must hold
a claim's characters) and full-text search (runs indexed as character pairs, ``index/fts.py``)."""

from __future__ import annotations

import re

# Han: extension A, the unified block, compatibility ideographs and the supplementary planes' extensions.
HAN_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
HAN = re.compile(f"[{HAN_CHARS}]")
# Hiragana, katakana, Hangul compatibility jamo, Han and Hangul syllables.
CJK_CHARS = f"\u3040-\u30ff\u3131-\u318e\uac00-\ud7af{HAN_CHARS}"
CJK = re.compile(f"[{CJK_CHARS}]")
CJK_RUN = re.compile(f"[{CJK_CHARS}]+")


def holds_cjk(text: str) -> bool:
    """Whether ``text`` holds a character of these scripts."""
    return not text.isascii() and CJK.search(text) is not None
