"""The peer for `scripts/bench --zero-sum`: scipy's HiGHS
(`scipy.optimize.linprog(method="highs")`, floating point) on matrix games
in the `zero-sum` input format of docs/problems.md.

Usage: python scipy_zero_sum.py < INPUT

For each game, the column player's LP: minimise v subject to
A q <= v (every row), sum q = 1, q >= 0, v free. Prints one line per game:
the value (a float) and the seconds linprog spent (the call alone: the
interpreter's start-up, the import and the parsing are left out, which is
scipy's best case).
"""

import sys
import time

if __name__ == "__main__" and sys.argv[1:2] in (["-h"], ["--help"]):
    print(__doc__.strip())
    sys.exit(0)
try:
    import numpy as np
    from scipy.optimize import linprog
except ImportError:
    sys.exit("error: scipy and numpy are not installed (scripts/bench --zero-sum sets up /tmp/scipy-venv)")


def main():
    if sys.argv[1:]:
        sys.exit("error: usage: scipy_zero_sum.py < INPUT (no arguments)")
    tokens = sys.stdin.read().split()
    at = 0

    def take():
        nonlocal at
        if at == len(tokens):
            sys.exit(f"error: the input ends after {at} tokens")
        at += 1
        try:
            return int(tokens[at - 1])
        except ValueError:
            sys.exit(f"error: token {at} is {tokens[at - 1]!r}, not an integer")

    for _ in range(take()):
        m, n = take(), take()
        a = np.array([[take() for _ in range(n)] for _ in range(m)], dtype=float)
        cost = np.zeros(n + 1)
        cost[n] = 1.0
        a_ub = np.hstack([a, -np.ones((m, 1))])
        a_eq = np.hstack([np.ones((1, n)), np.zeros((1, 1))])
        bounds = [(0, None)] * n + [(None, None)]
        start = time.perf_counter()
        result = linprog(cost, A_ub=a_ub, b_ub=np.zeros(m), A_eq=a_eq, b_eq=[1.0], bounds=bounds, method="highs")
        seconds = time.perf_counter() - start
        if result.status != 0:
            sys.exit(f"error: linprog: {result.message}")
        print(f"{result.fun!r} {seconds!r}")


if __name__ == "__main__":
    main()
