"""The linear reading of the pasts (``kura_server/pasts.py``: ``past_words``, ``told_in_a_past``) gives the same
answers as the regex it replaced (German's ``aux\\b.*?participle`` searched by ``finditer``, quadratic in a line full
of auxiliaries), kept here, not in the code: the module as it was at OLD (a commit) is loaded from git.

``python bench/experiments/redos/pasts_same.py [N] [OLD]`` from the repository's root
(``PYTHONPATH=$PWD:$PWD/clients/src``): every text of LoCoMo (``../shared/data/locomo/locomo-dev.json``: turns,
observations, summaries, questions), of the gate corpus (``kura_server/bench/data/gate_corpus.json``), and N random
texts (default 100,000) built from the module's own words (its auxiliaries, "be", past words, participles), other
words, punctuation, newlines and glue (half of them from German's auxiliaries and participles mostly) — each as
written and lower-cased, in the five languages. Prints the counts and every difference; exits 1 on one.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from kura_server import pasts

ROOT = Path(__file__).resolve().parents[3]
OTHER_WORDS = (  # participles of each kind, "zu", glue and cases the table's lists do not hold
    "gemacht entschieden passiert gegangen getan studiert gegeben abgegeben vergessen geßt gege ge gegeget "
    "erledigt bezahlt zerbrochen mitgenommen aufgegeben telefoniert geschehen gewesen umgezogen geworden "
    "allé été travaillé passée arrivés andato fatto stato successo hecho trabajado falou trabalhei trabajé "
    "lavorò zu Zu wir am Freitag x a durch was ich der nicht si se s' d' qu' l' -t-il -nous pas ya già "
    "Gemacht GEMACHT Habe HAT Ist ß é ä aß"
)


def old_module(commit: str):  # type: ignore[no-untyped-def]
    source = subprocess.run(
        ["git", "show", f"{commit}:kura_server/pasts.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    path = Path(tempfile.mkdtemp()) / "old_pasts.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location("old_pasts", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def strings(node: object) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, dict):
        return [s for v in node.values() for s in strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in strings(v)]
    return []


def vocabulary() -> list[str]:
    plain = re.compile(r"^[^\W\d_]+$")
    words = {w for forms in pasts._PAST_FORMS.values() for part in forms for w in part.split("|") if plain.match(w)}
    words |= {w for be in pasts._BE.values() for w in be.split("|") if w}
    words |= set(OTHER_WORDS.split())
    return sorted(words)


def main() -> None:
    args = sys.argv[1:]
    n = int(args[0]) if args else 100_000
    old = old_module(args[1] if len(args) > 1 else "863bcd0")
    texts = strings(json.loads((ROOT.parent / "shared/data/locomo/locomo-dev.json").read_text()))
    texts += strings(json.loads((ROOT / "kura_server/bench/data/gate_corpus.json").read_text()))
    fixed = len(texts)
    words = vocabulary()
    marks = [" ", " ", " ", "  ", ", ", ". ", "\n", " \n ", "-", "'", "’", ";", "", "? ", " zu "]
    rng = random.Random(26)
    german = pasts._PAST_FORMS["de"][2].split("|") + pasts._BE["de"].split("|")
    german += [w for w in words if w.startswith("ge") or w.endswith(("iert", "en", "t"))] + ["zu", "Zu", "wir", "x"]
    for k in range(n):  # half of them German's auxiliaries, participles and "zu" mostly
        vocab = german if k % 2 else words
        texts.append("".join(rng.choice(vocab) + rng.choice(marks) for _ in range(rng.randint(0, 14))))
    diffs = compared = found = compound = 0
    pairs = pasts._compiled("de")[1]
    for k, text in enumerate(texts):
        for variant in (text, text.lower()):
            for lang in pasts._PAST_FORMS:
                want, got = old.past_words(variant, lang), pasts.past_words(variant, lang)
                told = old.told_in_a_past(variant, lang), pasts.told_in_a_past(variant, lang)
                compared += 1
                found += bool(want)
                if lang == "de":  # a German compound past, the reading made linear
                    compound += any(next(pasts._compound_pasts(variant, o, c), None) for o, c in pairs)
                if want != got or told[0] != told[1]:
                    diffs += 1
                    print(json.dumps({"lang": lang, "text": variant, "old": want, "new": got, "told": told}))
        if k + 1 == fixed:
            print(f"corpora: {fixed} texts", file=sys.stderr)
    print(json.dumps({"texts": len(texts), "of_corpora": fixed, "random": n, "readings": compared,
                      "with_a_past": found, "german_compound": compound, "differences": diffs}))  # fmt: skip
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
