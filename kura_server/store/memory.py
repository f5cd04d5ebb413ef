"""One memory = one markdown file: YAML front matter + body (SPEC §2).

Reads the layout agent hosts already write (``name``, ``description``, ``metadata.type`` or a top-level
``type``), keeps front matter keys it does not know, and writes the full kura layout back.
"""

from __future__ import annotations

import datetime as dt
import itertools
import re
from collections.abc import Container, Sequence
from typing import Any, Literal

import yaml
from pydantic import BaseModel, Field

from ..cjk import CJK
from ..write.redact_rules import MARKER_RE
from .paths import SLUG
from .romanize import romanize

MemoryType = Literal["user", "feedback", "project", "reference"]
Confidence = Literal["high", "medium", "low"]
TYPES: tuple[str, ...] = ("user", "feedback", "project", "reference")
CONFIDENCES: tuple[str, ...] = ("low", "medium", "high")
# ``\Z``, never ``$``; a name neither holds ``..`` nor ends in '.' (a folder name on Windows drops it).
MAX_BYTES = 65_536  # the default of [write] max_memory_bytes: the largest memory file written, and read to index
SCOPE = re.compile(r"\A(global|(?:repo|agent):(?!.*\.\.)[a-z0-9](?:[a-z0-9._-]{0,98}[a-z0-9_-])?)\Z")
LINK = re.compile(r"\[\[([^\[\]\n|#]{1,120})(?:[|#][^\[\]\n]*)?\]\]")
# libyaml's safe loader when PyYAML was built with it: the same rules, ~10x faster (evolve, rebuilds and
# weaves parse every file of a store). Front matter holding an anchor ('&') goes through _NoAliases instead.
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
MAX_FRONT_MATTER = 64 * 1024  # characters: a header is a few lines; more is not front matter (a YAML bomb)
_NEWLINES = re.compile(r"\r\n?")


class _NoAliases(yaml.SafeLoader):
    """The safe loader, refusing every alias (``*a``): a "billion laughs" header never expands."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            raise yaml.composer.ComposerError(None, None, "aliases are not allowed", self.peek_event().start_mark)
        return super().compose_node(parent, index)


class FileProblem(BaseModel):
    """What is wrong with one file of a store (``kura doctor`` lists these): its code and a reason."""

    code: str
    path: str
    message: str


_KNOWN = {
    "name", "title", "description", "metadata", "type", "tags", "scope", "confidence",
    "created", "updated", "valid_from", "valid_to", "evidence",
}  # fmt: skip


class MemoryHeader(BaseModel):
    """What a memory says about itself besides its text: the one set of header fields every shape of a
    memory shares (the file, an index row, a recalled block, a draft). The trigger is ``description:``
    in the file's front matter and on some wire schemas; inside kura it is ``trigger`` everywhere."""

    title: str
    trigger: str = Field(description="The recognition trigger: the line MEMORY.md shows.")
    type: MemoryType = "project"
    tags: list[str] = Field(default_factory=list)
    scope: str = "global"
    confidence: Confidence = "medium"

    def header(self) -> dict[str, Any]:
        """The header fields alone, e.g. to build another shape of the same memory."""
        return {name: getattr(self, name) for name in MemoryHeader.model_fields}


HEADER_FIELDS: tuple[str, ...] = tuple(MemoryHeader.model_fields)


class Memory(MemoryHeader):
    """A memory as kura understands it: one markdown file. ``slug`` is the file name without ``.md``."""

    slug: str
    created: dt.date | None = None
    updated: dt.date | None = None
    valid_from: dt.date | None = None
    valid_to: dt.date | None = None
    evidence: str | None = None
    body: str = ""
    # Keys as YAML read them: ``1:``, ``null:``, ``2024-01-01:`` are a number, None, a date, written back the same.
    extra: dict[Any, Any] = Field(default_factory=dict, description="Front matter kura does not use.")

    @property
    def links(self) -> list[str]:
        """Slugs this memory links to with ``[[slug]]``, in order, without repeats."""
        seen: dict[str, None] = {}
        for m in LINK.finditer(self.body):
            seen.setdefault(m.group(1).strip().lower(), None)
        return list(seen)

    @property
    def age_date(self) -> dt.date | None:
        """When the memory was last true to its own text: its dates, never the file's mtime."""
        return self.updated or self.created or self.valid_from

    def index_line(self) -> str:
        """``- [Title](slug.md) — trigger``: one line, no newlines inside."""
        return index_line(self.slug, self.title, self.trigger)

    def search_text(self) -> str:
        """What retrieval reads: title, trigger and body."""
        return search_text(self.title, self.trigger, self.body)

    def embed_text(self) -> str:
        """What the embedder reads: :func:`embed_text` (a write and a rebuild embed the same text)."""
        return embed_text(self.title, self.trigger, self.body)


def search_text(title: str, trigger: str, body: str) -> str:
    """What retrieval reads of a memory: title, trigger and body."""
    return f"{title}\n{trigger}\n{body}".strip()


def embed_text(title: str, trigger: str, body: str) -> str:
    """What the embedder reads of a memory: :func:`search_text` less a trigger the body already begins
    with, words and spaces alike (a derived trigger is the body's first sentence, cut with ``…`` when
    long: a one-sentence fact was read twice). The title stays (e5 reads a passage as a title and its
    text). Encoding costs about a millisecond a token on two cores."""
    head = _one_line(body[: 4 * len(trigger) + 16])
    if _begins(head, _one_line(trigger).removesuffix("…").rstrip()):
        return f"{title}\n{body}".strip()
    return search_text(title, trigger, body)


def _begins(text: str, prefix: str) -> bool:
    """``text`` starts with ``prefix`` and the prefix ends at a word's end ("The" does not begin "There")."""
    if not text.startswith(prefix):
        return False
    return not prefix or len(text) == len(prefix) or not (prefix[-1].isalnum() and text[len(prefix)].isalnum())


def scopes_for(scope: str | None) -> list[str] | None:
    """A scope recalls itself plus ``global``; no scope recalls every scope."""
    if scope is None:
        return None
    return ["global"] if scope == "global" else [scope, "global"]


def index_line(slug: str, title: str, trigger: str) -> str:
    """The ``MEMORY.md`` line of a memory: ``- [Title](slug.md) — trigger``."""
    shown = _one_line(title).replace("]", ")").replace("[", "(")
    return f"- [{shown}]({slug}.md) — {_one_line(trigger)}"


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _date(value: Any) -> dt.date | None:
    if value in (None, ""):
        return None
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    try:
        return dt.date.fromisoformat(str(value).strip()[:10])
    except ValueError:
        return None


def decode_memory(raw: bytes) -> str | None:
    """A memory file's bytes as text, or ``None`` when they are not text (a NUL byte, a UTF-16 or UTF-32
    byte order mark: a binary or UTF-16 file is never read as a memory's text). Invalid UTF-8 is replaced."""
    if b"\x00" in raw or raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return None
    return raw.decode("utf-8", errors="replace")


def front_matter(text: str) -> tuple[dict[Any, Any], str, str | None]:
    """(header, body, problem) of a memory's text: no front matter is a bare body (host notes); front matter
    that does not parse to a mapping (broken YAML, an alias, a value its tag cannot be — ``2024-02-30`` —,
    over :data:`MAX_FRONT_MATTER`) leaves the whole text as the body, and its problem is named
    (``front_matter_invalid``, ``front_matter_too_large``). A file saved by a Windows editor reads as any
    other: a leading UTF-8 byte order mark is dropped and ``\r\n`` (or a lone ``\r``) is a newline, as in
    what kura writes. A key YAML reads as other than text (``1:``, ``null:``, ``2024-01-01:``) stays as read."""
    text = text.removeprefix("\ufeff")
    if "\r" in text:
        text = _NEWLINES.sub("\n", text)
    if not text.startswith("---"):
        return {}, text, None
    end = re.search(r"^---[ \t]*$", text[3:], flags=re.M)
    if end is None:
        return {}, text, None
    raw = text[3 : 3 + end.start()]
    if len(raw) > MAX_FRONT_MATTER:
        return {}, text, "front_matter_too_large"
    loader = _NoAliases if "&" in raw else _YAML_LOADER  # no anchor, no alias: the fast loader is safe
    try:
        loaded = yaml.load(raw, Loader=loader)  # safe: SafeLoader (or its C twin), never the full loader
    except Exception:  # a YAMLError, or what a tag's constructor raises on its value: ValueError for the date
        return {}, text, "front_matter_invalid"  # 2024-02-30, KeyError for `!!bool maybe`, AttributeError…
    if not isinstance(loaded, dict):
        return {}, text, None if loaded is None and not raw.strip() else "front_matter_invalid"
    return loaded, text[3 + end.end() :].lstrip("\n"), None


_PROBLEMS = {
    "not_text": "not a text file (binary, or UTF-16/UTF-32): not indexed as a memory's text",
    "not_utf8": "holds bytes that are not UTF-8: they are read as U+FFFD",
    "front_matter_invalid": (
        "its front matter is not a YAML mapping (broken YAML, an alias, or a value such as the date 2024-02-30 "
        "that cannot be): read as plain text"
    ),
    "front_matter_too_large": f"its front matter is over {MAX_FRONT_MATTER} characters: read as plain text",
    "scope_normalised": (
        "its scope is written in capitals or with spaces around it: read trimmed and lower-cased, and written so "
        "when kura next changes the memory"
    ),
    "scope_invalid": (
        "its scope is not a kura scope ('global', 'repo:<name>' or 'agent:<name>'): kept as written, so only a "
        "recall of every scope finds the memory, never a scoped one; correct the scope line"
    ),
}


def read_scope(value: Any) -> tuple[str, str | None]:
    """A front matter's ``scope:`` as kura reads it, and what is wrong with it (a :func:`file_problem` code).
    None (or blank) is ``global``. One in capitals or with spaces around it is read trimmed and lower-cased
    (``scope_normalised``). One that is still not a kura scope is kept as written (``scope_invalid``): it
    never widens to ``global`` (it is nobody's scope, so only a recall of every scope finds the memory),
    and a rewrite of the file keeps it."""
    raw = "" if value is None else str(value)
    scope = raw.strip().lower()
    if not scope:
        return "global", None
    if SCOPE.match(scope):
        return scope, None if scope == raw else "scope_normalised"
    return raw.strip(), "scope_invalid"


def file_problem(name: str, raw: bytes) -> FileProblem | None:
    """What is wrong with a memory file's bytes, if anything (``kura doctor``'s per-file warnings)."""
    text = decode_memory(raw)
    if text is None:
        code = "not_text"
    elif "\ufffd" in text and "\ufffd".encode() not in raw:
        code = "not_utf8"
    else:
        meta, _, problem = front_matter(text)
        code = problem or read_scope(meta.get("scope"))[1] or ""
    return FileProblem(code=code, path=name, message=f"{name}: {_PROBLEMS[code]}") if code else None


def parses(raw: bytes) -> bool:
    """Whether a memory file's bytes read as a memory: text (:func:`decode_memory`) whose front matter, if
    it has one, is a mapping (:func:`front_matter`: no ``front_matter_invalid`` or ``_too_large``). A file
    that does not is still indexed as the sync reads it (plain text, or a memory without text) and named
    by ``kura doctor`` (:func:`file_problem`), but gets no ``MEMORY.md`` line when put there by hand."""
    text = decode_memory(raw)
    return text is not None and front_matter(text)[2] is None


def memory_from_bytes(slug: str, raw: bytes, *, title_hint: str | None = None) -> Memory:
    """A memory from its file's bytes: a file that is not text is a memory without text."""
    return parse_memory(slug, decode_memory(raw) or "", title_hint=title_hint)


def parse_memory(slug: str, text: str, *, title_hint: str | None = None) -> Memory:
    """Parse a memory file. Files without front matter are read as a bare body (host notes)."""
    meta, body, _ = front_matter(text)
    nested = meta.get("metadata")
    metadata: dict[str, Any] = nested if isinstance(nested, dict) else {}
    mtype = str(metadata.get("type") or meta.get("type") or "project").strip().lower()
    confidence = str(meta.get("confidence") or "medium").strip().lower()
    tags = meta.get("tags") or []
    if isinstance(tags, str):
        tags = [t.strip() for t in tags.split(",") if t.strip()]
    scope = read_scope(meta.get("scope"))[0]
    trigger = str(meta.get("description") or "").strip() or _first_sentence(body)
    title = str(meta.get("title") or title_hint or _title_from(meta.get("name"), slug)).strip()
    extra = {k: v for k, v in meta.items() if k not in _KNOWN}
    if isinstance(meta.get("metadata"), dict):
        extra_meta = {k: v for k, v in meta["metadata"].items() if k != "type"}
        if extra_meta:
            extra["metadata"] = extra_meta
    return Memory(
        slug=slug,
        title=title or slug,
        trigger=_one_line(trigger),
        type=mtype if mtype in TYPES else "project",
        tags=[str(t) for t in tags] if isinstance(tags, list) else [],
        scope=scope,
        confidence=confidence if confidence in CONFIDENCES else "medium",
        created=_date(meta.get("created")),
        updated=_date(meta.get("updated")),
        valid_from=_date(meta.get("valid_from")),
        valid_to=_date(meta.get("valid_to")),
        evidence=str(meta["evidence"]) if meta.get("evidence") else None,
        body=body.rstrip() + "\n" if body.strip() else "",
        extra=extra,
    )


def render_memory(mem: Memory) -> str:
    """The file text for ``mem``: kura's front matter layout, then the body."""
    meta: dict[str, Any] = {
        "name": mem.slug,
        "title": mem.title,
        "description": _one_line(mem.trigger),
        "metadata": {"type": mem.type, **(mem.extra.get("metadata") or {})},
    }
    if mem.tags:
        meta["tags"] = list(mem.tags)
    meta["scope"] = mem.scope
    meta["confidence"] = mem.confidence
    for key in ("created", "updated", "valid_from", "valid_to"):
        value = getattr(mem, key)
        if value is not None:
            meta[key] = value.isoformat()
    if mem.evidence:
        meta["evidence"] = mem.evidence
    meta.update({k: v for k, v in mem.extra.items() if k != "metadata"})
    dumper = _YAML_DUMPER if _c_safe(meta) else yaml.SafeDumper
    front = yaml.dump(meta, Dumper=dumper, sort_keys=False, allow_unicode=True, width=10_000)
    return f"---\n{front}---\n\n{mem.body.strip()}\n"


# libyaml's emitter (~7x faster) where it writes the very bytes PyYAML's writes: every string short and
# of ASCII or the Basic Multilingual Plane's printable letters (é, —, …, 中). Beyond (an emoji, U+2028,
# U+FEFF) the two differ — libyaml escapes what PyYAML writes as is — so PyYAML's writes those.
_YAML_DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
_C_SAFE = re.compile("[\x00-\x7f\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd]{0,999}")


def _c_safe(value: Any) -> bool:
    """Whether every string (key or value) in ``value`` is one :data:`_C_SAFE` allows (shorter than 1000)."""
    if isinstance(value, str):
        return _C_SAFE.fullmatch(value) is not None
    if isinstance(value, dict):
        return all(_c_safe(k) and _c_safe(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return all(_c_safe(v) for v in value)
    return True


def _title_from(name: Any, slug: str) -> str:
    text = str(name).strip() if name else slug
    if re.fullmatch(r"[a-z0-9_-]+", text):
        text = re.sub(r"[-_]+", " ", text).strip()
        return text[:1].upper() + text[1:]
    return text


# A sentence ends at . ! ? before a space or the end, or at a full stop of Chinese and Japanese (no space follows).
_SENTENCE = re.compile(r"(.+?(?:[.!?](?=\s|$)|[。！？]))")


def _first_sentence(text: str, limit: int = 160) -> str:
    # Only the head counts (a longer sentence is cut to ``limit``): flatten a prefix long enough, never the
    # whole text, and match at the start — a search retried at every position is quadratic in the text.
    size = 4 * limit
    while True:
        flat = _one_line(re.sub(r"[#*_`>]+", " ", text[:size]))
        if size >= len(text) or len(flat) > limit + 2:
            break
        size *= 4
    m = _SENTENCE.match(flat)
    sentence = m.group(1) if m else flat
    if len(sentence) > limit:
        sentence = sentence[: limit - 1].rsplit(" ", 1)[0] + "…"
    return sentence


# A title in a script written without spaces (Chinese, Japanese) is one "word" however long: it keeps this many
# of those characters, about what eight words say elsewhere (one such character carries about a word, cjk.py).
TITLE_CJK_CHARS = 20


def derive_title(content: str, max_words: int = 8) -> str:
    """A short title from free text (first sentence, first words — or first :data:`TITLE_CJK_CHARS` characters
    of Chinese, Japanese or Korean), used when none is given."""
    sentence = _first_sentence(content, limit=200).rstrip(".!?。！？…")
    words = sentence.split()
    title = " ".join(words[:max_words])
    cut = len(words) > max_words
    past = next(itertools.islice(CJK.finditer(title), TITLE_CJK_CHARS, None), None)
    if past is not None:  # the first character past the kept ones: the title ends before it
        title, cut = title[: past.start()].rstrip(" 、，,;；:："), True
    return title + "…" if cut else title


def derive_trigger(content: str) -> str:
    """A mechanical trigger line (no model): the first sentence, cut to ~160 characters."""
    return _first_sentence(content)


# The words a slug leaves out: articles, prepositions, conjunctions and the copula of the languages whose
# words a slug is made of (English, Spanish, Portuguese, French, Italian, German; Russian and Greek as
# romanized) — never a negation ("no", "ne", "not": the slug of a rule must keep it), nor one that is also an
# English content word (son, ton, os, dos: a son, a ton, the OS, a DoS).
_STOP = frozenset(
    """the a an of to in on and or is are was for it that
    el la los las un una unos unas de del al y en con para por es se su que
    o as um uma do da das em na com
    le les une des du et ou est sont dans pour avec sur au aux
    il lo gli di da nel per
    der die das den dem des ein eine einen und oder ist sind nach von zu im auf fur bei aus
    v i s k po ob iz za ot dlya eto kak
    to ta tou tis kai einai se apo gia me stin sto""".split()  # noqa: SIM905 (words read as words)
)
_ELISION = re.compile(r"(?<=[a-z])'(?=[a-z])")
# A new slug is short: the map shows it on every line, so each character is paid for on every turn. Its
# first SLUG_WORDS distinct content words, a word past the second only while the slug stays within
# SLUG_CHARS (bench/README.md "Shorter slugs": 3 words, 20 characters let the default map hold 500 typical
# memories whole); a name taken from a file (an import) keeps up to IMPORT_SLUG_WORDS / IMPORT_SLUG_CHARS.
SLUG_WORDS = 3
SLUG_CHARS = 20
IMPORT_SLUG_WORDS = 6
IMPORT_SLUG_CHARS = 60
SLUG_HEAD = 1000  # characters of a text read for its slug (romanized one by one: a whole book would take seconds)


def new_slug(
    text: str, taken: Container[str] = frozenset(), max_words: int = SLUG_WORDS, max_chars: int = SLUG_CHARS
) -> str:
    """A lowercase kebab-case slug from ``text``, unique against ``taken`` (``-2``, ``-3``… appended).

    Its first ``max_words`` distinct words after the stopwords (all words when every one is a stopword);
    the first two always, a later one only while the slug stays within ``max_chars``, and never more
    than :data:`IMPORT_SLUG_CHARS` characters. Words in another script are romanized (:mod:`.romanize`);
    digits alone out of a text in words, or no word at all, give ``memory``. A redaction mask is no word:
    ``[REDACTED:password]`` never becomes part of a slug."""
    clean = MARKER_RE.sub(" ", text).lstrip()
    if len(clean) > SLUG_HEAD:  # the first words are all a slug is made of; a word the cut splits is left out
        clean = next(iter(clean[:SLUG_HEAD].rsplit(maxsplit=1)), "")
    ascii_text = _ELISION.sub("", romanize(clean))  # "don't" is one word, dont: not "don" and "t"
    words = [w for w in re.findall(r"[a-z0-9]+", ascii_text) if w not in _STOP] or re.findall(r"[a-z0-9]+", ascii_text)
    kept: list[str] = []
    for w in dict.fromkeys(words):  # a word said once: "tests-before-tests" says nothing "tests-before" does not
        if len(kept) == max_words or (len(kept) >= 2 and len("-".join([*kept, w])) > max_chars):
            break
        kept.append(w)
    if all(w.isdigit() for w in kept) and any(c.isalpha() for c in clean):
        kept = []  # digits alone out of a text in words (3階, "the 3"): a number names nothing
    base = "-".join(kept)[:IMPORT_SLUG_CHARS].strip("-") or "memory"
    slug, n = base, 2
    while slug in taken or not SLUG.fullmatch(slug):  # taken, or a name Windows refuses (con → con-2)
        slug = f"{base}-{n}"
        n += 1
    return slug


WARNING = "⚠"


def is_safety(mem: MemoryHeader, safety_tags: Sequence[str]) -> bool:
    """A safety memory: tagged with one of ``[evolve] safety_tags`` (default safety, landmine, pinned) or
    marked ⚠ in its title or trigger. No machine process changes or removes one: evolve refuses the
    proposal, distillation sends the change to review."""
    tags = {t.lower() for t in mem.tags}
    return bool(tags & {t.lower() for t in safety_tags}) or WARNING in mem.title or WARNING in mem.trigger
