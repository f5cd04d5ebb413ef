"""``kura bench``: the benchmarks; each prints the machine, medians and p95s (``--json`` for the data)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape

from ...errors import invalid
from ._common import JsonOpt, ModeOpt, StoreOpt, err, out, service

app = typer.Typer(help="Benchmarks: each prints the machine, medians and p95s (`--json` for the data).")


# The daemon benchmarks' (http, ab) shared options: the synthetic store's size, where it is kept between runs,
# and the wait for a quiet machine before timing.
MemoriesOpt = Annotated[int, typer.Option("--memories", help="Size of the synthetic store.", min=10)]
StoreCacheOpt = Annotated[
    Path | None,
    typer.Option(help="A folder where the synthetic store is kept between runs (built once, copied each run)."),
]
SettleOpt = Annotated[
    float,
    typer.Option(
        "--settle",
        min=0,
        help="Before each timed phase (http: the sequential and write phases; ab: the blocks), wait up to this"
        " many seconds for the CPU pressure to fall below the encoder's busy line (0: no wait).",
    ),
]


def _sizes(text: str, option: str = "--sizes") -> list[int]:
    try:
        sizes = [int(s) for s in text.split(",") if s.strip()]
    except ValueError:
        raise invalid(f"{option} takes whole numbers separated by commas, not {text!r}") from None
    if not sizes or min(sizes) < 1:
        raise invalid(f"{option} needs at least one positive size")
    return sizes


def _bench_progress(label: str, done: int, total: int) -> None:
    err.print(f"[dim]{label}: {done}/{total}[/]")


def _emit_bench(report: dict[str, Any], as_json: bool, lines: Callable[[dict[str, Any]], Iterable[str]]) -> None:
    if as_json:
        print(json.dumps(report, indent=2))
    else:
        for line in lines(report):
            out.print(escape(line))


@app.command("locomo")
def bench_locomo(
    file: Annotated[Path, typer.Argument(help="A LoCoMo-format JSON file.", exists=True, dir_okay=False)],
    protocol: Annotated[
        str, typer.Option(help="Comma-separated: plain (turn alone), context, observations (LoCoMo's facts).")
    ] = "plain,context,observations",
    cache: Annotated[
        Path | None, typer.Option(help="A folder where encodings persist between runs (a sweep pays once).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Retrieval quality: R@5/10/25/50 and MRR per category for fts, dense, sparse and hybrid (and
    hybrid+thinker when a model is configured).

    Example: `kura bench locomo ../shared/data/locomo/locomo-dev.json`
    """
    from ...bench import locomo

    protocols = [p.strip() for p in protocol.split(",") if p.strip()]
    unknown = [p for p in protocols if p not in locomo.CHOICES]
    if unknown or not protocols:
        raise invalid(f"unknown protocol {unknown}: choose from {', '.join(locomo.CHOICES)}")
    kura = service()
    cfg = kura.settings.recall
    thinker = None
    if kura.models.configured:
        thinker = locomo.Thinker(kura.models, cfg.recognition_chars, cfg.thinker_weight, cfg.thinker_timeout_s)
    report = locomo.run(
        file, kura.embedder, protocols=protocols, candidates=cfg.candidates, rrf_k=cfg.rrf_k, thinker=thinker,
        recall=cfg, cache=cache, progress=_bench_progress,
    )  # fmt: skip
    _emit_bench(report, as_json, locomo.table)


@app.command("retention")
def bench_retention(
    k: Annotated[int, typer.Option(help="Memories recall returns per question.")] = 5,
    as_json: JsonOpt = False,
) -> None:
    """Distil a fixture transcript with planted facts and distractors using the configured models, then
    score recall per category (decision, number, negation, reversal, conditional, chronology, landmine,
    returning, distractor). Scoring needs no model; the distillation does.

    Example: `kura --config ~/.kura/kura.toml bench retention --json`
    """
    from ...bench import retention

    kura = service()
    kura.models.profile("brain")  # says clearly that a model is needed, before any work
    report = retention.run(kura.settings, embedder=kura.embedder, k=k)
    _emit_bench(report, as_json, retention.lines)


@app.command("gate")
def bench_gate(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000",
    repeats: Annotated[int, typer.Option(min=1, max=100, help="Runs per size.")] = 5,
    corpus: Annotated[
        bool, typer.Option("--corpus", help="The adversarial corpus instead: lies in, honest kept.")
    ] = False,
    hostile: Annotated[
        bool, typer.Option("--hostile", help="Redaction of hostile long lines instead: seconds per text.")
    ] = False,
    chars: Annotated[int, typer.Option(min=1000, max=1 << 24, help="With --hostile: characters per text.")] = 1 << 20,
    as_json: JsonOpt = False,
) -> None:
    """The distiller's own time without a model: building the echo index over a store of N memories
    (once per run) and the evidence gate over a transcript's candidates (once per batch). With
    `--corpus`: the adversarial corpus through the gate, per category (attacks through: must be 0).
    With `--hostile`: redaction (the first door of every write and turn) of texts shaped to make its
    patterns re-read a long line, `--chars` each (default 1 MiB, the body limit); best of `--repeats`.

    Example: `kura bench gate --sizes 1000,10000`, `kura bench gate --corpus`, `kura bench gate --hostile`
    """
    from ...bench import gate

    if hostile:
        _emit_bench(gate.run_hostile(chars=chars, repeats=repeats), as_json, gate.hostile_lines)
        return
    if corpus:
        _emit_bench(gate.run_corpus(), as_json, gate.corpus_lines)
        return
    report = gate.run(sizes=_sizes(sizes), repeats=repeats)
    _emit_bench(report, as_json, gate.lines)


@app.command("compress")
def bench_compress(store: StoreOpt = None, mode: ModeOpt = None, as_json: JsonOpt = False) -> None:
    """store_ratio of a store: tokens in its distilled memories and index lines / tokens of raw journal
    its recorded batches consumed (estimated tokens; manual writes not counted).

    Example: `kura bench compress --store main`
    """
    from ...bench import compress

    kura = service()
    report = compress.measure(kura.engine(kura.resolve(store, mode)).store)
    _emit_bench(report, as_json, compress.lines)


@app.command("weave")
def bench_weave(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "100,500,1000,10000",
    as_json: JsonOpt = False,
) -> None:
    """Weave time, prefill size, line recognition and capacity per store size (synthetic memories, no model).

    Example: `kura bench weave --sizes 100,1000`
    """
    from ...bench import weave as weave_bench

    report = weave_bench.run(sizes=_sizes(sizes))
    _emit_bench(report, as_json, weave_bench.lines)


@app.command("latency")
def bench_latency(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000,100000",
    queries: Annotated[int, typer.Option(help="Questions per size.", min=10)] = 200,
    as_json: JsonOpt = False,
) -> None:
    """Recall p50/p95 in process at each size, beside the floor (encode + KNN + FTS) of the same run.

    Example: `kura bench latency --sizes 1000,10000`
    """
    from ...bench import scale

    report = scale.latency(service().embedder, _sizes(sizes), queries, progress=_bench_progress)
    _emit_bench(report, as_json, scale.latency_lines)


@app.command("rebuild")
def bench_rebuild(
    n: Annotated[int, typer.Option("--n", help="Memories to embed and index.", min=10)] = 1000,
    as_json: JsonOpt = False,
) -> None:
    """Rebuild throughput against the raw embedder throughput on the same texts, and peak RSS.

    Example: `kura bench rebuild --n 2000`
    """
    from ...bench import scale

    report = scale.rebuild(service().embedder, n, progress=_bench_progress)
    _emit_bench(report, as_json, scale.rebuild_lines)


@app.command("encode")
def bench_encode(
    questions: Annotated[int, typer.Option(help="Questions asked one at a time (and by the callers).", min=10)] = 100,
    concurrency: Annotated[str, typer.Option(help="Comma-separated counts of concurrent callers.")] = "2,16",
    memories: Annotated[int, typer.Option(help="Short memories encoded as a rebuild does.", min=10)] = 300,
    as_json: JsonOpt = False,
) -> None:
    """The embedder alone: one question at a time p50/p95, concurrent callers' throughput and p95, short
    memories per second; with the team sizes given, the OpenMP environment and the load average.

    Example: `kura bench encode --concurrency 2,16`
    """
    from ...bench import encode

    report = encode.run(
        service().embedder, questions=questions, concurrency=_sizes(concurrency, "--concurrency"), memories=memories,
        progress=_bench_progress,
    )  # fmt: skip
    _emit_bench(report, as_json, encode.lines)


@app.command("idle")
def bench_idle(
    seconds: Annotated[float, typer.Option(help="Seconds measured per variant.", min=5)] = 30.0,
    memories: Annotated[int, typer.Option(help="Size of the synthetic store.", min=10)] = 1000,
    as_json: JsonOpt = False,
) -> None:
    """Scheduler overhead on an idle daemon: process CPU time of `kura serve` without the scheduler,
    with it as shipped, and with every job looking every 3 s (Linux: reads /proc).

    Example: `kura bench idle --seconds 60`
    """
    from ...bench import idle

    report = idle.run(seconds=seconds, memories=memories, progress=_bench_progress)
    _emit_bench(report, as_json, idle.lines)


@app.command("http")
def bench_http(
    memories: MemoriesOpt = 1000,
    requests: Annotated[
        int, typer.Option("--requests", help="Questions compared in and out of process; load budget.", min=10)
    ] = 300,
    concurrency: Annotated[int, typer.Option("--concurrency", help="Concurrent clients.", min=1, max=256)] = 16,
    restarts: Annotated[
        int, typer.Option("--restarts", help="Then starts on the store: its warm-up, its first requests.", min=0)
    ] = 3,
    store_cache: StoreCacheOpt = None,
    settle: SettleOpt = 30.0,
    as_json: JsonOpt = False,
) -> None:
    """The daemon over loopback HTTP: /recall overhead vs in process, throughput, start time, RSS, and the
    first requests after a start.

    Example: `kura bench http --memories 1000 --requests 300 --concurrency 16 --restarts 3`
    """
    from ...bench import http

    kura = service()
    report = http.run(
        kura.embedder, kura.settings.embedder, n_memories=memories, requests=requests, concurrency=concurrency,
        progress=_bench_progress, store_cache=store_cache, settle_s=settle, restarts=restarts,
    )  # fmt: skip
    _emit_bench(report, as_json, http.lines)


@app.command("ab")
def bench_ab(
    other: Annotated[Path, typer.Argument(help="Another checkout's root folder (the one holding kura_server/).")],
    memories: MemoriesOpt = 10_000,
    blocks: Annotated[int, typer.Option("--blocks", help="Blocks, the order turned each one.", min=1)] = 4,
    questions: Annotated[int, typer.Option("--questions", help="Recalls per block and daemon.", min=1)] = 80,
    store_cache: StoreCacheOpt = None,
    settle: SettleOpt = 30.0,
    as_json: JsonOpt = False,
) -> None:
    """This checkout's daemon against another's: recall over HTTP in alternating blocks, same store.

    Example: `kura bench ab ../kura-main --memories 10000 --blocks 4 --questions 80 --store-cache ~/.cache/kura-bench`
    """
    from ...bench import ab

    kura = service()
    try:
        report = ab.run(
            kura.embedder, kura.settings.embedder, other, n_memories=memories, blocks=blocks, questions=questions,
            store_cache=store_cache, settle_s=settle, progress=_bench_progress,
        )  # fmt: skip
    except ValueError as exc:
        raise invalid(str(exc)) from None
    _emit_bench(report, as_json, ab.lines)


@app.command("soak")
def bench_soak(
    seconds: Annotated[float, typer.Option("--seconds", help="How long the load runs.", min=1)] = 300.0,
    clients: Annotated[int, typer.Option("--clients", help="Concurrent clients.", min=1, max=256)] = 16,
    as_json: JsonOpt = False,
) -> None:
    """A real daemon under mixed recall / remember / forget on three stores: throughput, p50/p95/p99 per
    operation, errors (must be 0), RSS growth (must be flat), exit time after SIGTERM.

    Example: `kura bench soak --seconds 300 --clients 16 --json > bench/results-soak-<date>.json`
    """
    from ...bench import soak

    report = soak.run(service().settings.embedder, clients=clients, seconds=seconds, progress=_bench_progress)
    _emit_bench(report, as_json, soak.lines)


@app.command("evolve")
def bench_evolve(
    sizes: Annotated[str, typer.Option(help="Comma-separated store sizes.")] = "1000,10000",
    repeats: Annotated[int, typer.Option(help="Runs of each timing per size.", min=1)] = 5,
    embedder: Annotated[
        str, typer.Option(help="hash: the fast toy embedder (default); configured: the one in kura.toml.")
    ] = "hash",
    as_json: JsonOpt = False,
) -> None:
    """Evolve cycle time, snapshot time and rollback time on synthetic stores (rules mode, no model).

    Example: `kura bench evolve --sizes 1000,10000`
    """
    from ...bench import evolve as evolve_bench
    from ...embed.hashing import HashEmbedder

    if embedder not in ("hash", "configured"):
        raise invalid(f"--embedder is hash or configured, not {embedder!r}")
    emb = HashEmbedder() if embedder == "hash" else service().embedder
    report = evolve_bench.run(emb, _sizes(sizes), repeats=repeats, progress=_bench_progress)
    _emit_bench(report, as_json, evolve_bench.lines)
