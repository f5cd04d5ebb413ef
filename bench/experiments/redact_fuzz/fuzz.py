"""The fuzz that found redaction's super-linear shapes (bench/README.md, "Redaction of hostile long lines").

    python bench/experiments/redact_fuzz/fuzz.py SEED

40 texts of 32,000 characters, each one short random unit of 1-4 of the tokens below repeated; prints the
five slowest with their seconds. `kura bench gate --hostile` measures the shapes it found.
"""

import random
import sys
import time

from kura_server.write.redact import redact

TOKENS = ["pass", "'", '"', "=", ":", "key", " ", "token", "://", "eyJ", "-----BEGIN ", "AKIA", "secret",
          "password is ", "-p", "\\", "@", "sk-", "a", "1", "`", "**", "_", "\n", "-u ", "Bearer ", "user:", "pw",
          "=>", "mysql ", "curl ", "-----END", "PRIVATE KEY", "{", "}", ",", "/", "?", "&", "#"]  # fmt: skip

redact("warm")
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
timed = []
for _ in range(40):
    pick = random.sample(TOKENS, random.randint(1, 4))
    unit = "".join(random.choice(pick) for _ in range(random.randint(1, 6)))
    text = (unit * (32000 // len(unit) + 1))[:32000]
    started = time.perf_counter()
    redact(text)
    timed.append((time.perf_counter() - started, unit))
for seconds, unit in sorted(timed, reverse=True)[:5]:
    print(f"{seconds:6.2f} s  unit={unit!r}")
