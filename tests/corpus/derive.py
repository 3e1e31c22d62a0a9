#!/usr/bin/env python3
"""Derive the corpus's expected outputs from the games' rules, without the
library: a plain search of each game (Python, std only) on the entry's
`.in`, compared with its `.out`.

    tests/corpus/derive.py           check every entry it can derive
    tests/corpus/derive.py NAME...   only those entries
    tests/corpus/derive.py --print NAME   print what it derives

Heaps up to 10^18 go through what a search of the small heaps shows and a
theorem carries further (a subtraction game's window recurring, the octal
periodicity theorem, Zeckendorf's representation, the halving recursion
followed to the heap itself), each stated where it is used. Entries whose
answers are no search's (the matrix and bimatrix games, Conway's
notation) are checked by certificate: the strategies printed are tested
against every pure reply, and the canonical forms against values worked
by hand in the comments below.

Not part of the test command (scripts/check-corpus compares the programs'
outputs with the `.out` files): run it when an `.in` or `.out` changes.
"""

import sys
from fractions import Fraction
from functools import lru_cache
from math import gcd
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.setrecursionlimit(100_000)


def mex(values):
    values = set(values)
    m = 0
    while m in values:
        m += 1
    return m


def tokens(name):
    return iter((HERE / f"{name}.in").read_text().split())


def ints(it, k):
    return [int(next(it)) for _ in range(k)]


def xor_all(values):
    x = 0
    for v in values:
        x ^= v
    return x


def first_second(x):
    return "First" if x else "Second"


def retrograde(states, moves):
    """Win/lose/draw of every state of a finite graph game (normal play,
    endless play a draw), by working back from the states with no move."""
    result = {}
    preds = {s: [] for s in states}
    left = {}
    for s in states:
        ms = moves(s)
        left[s] = len(ms)
        for t in ms:
            preds[t].append(s)
    queue = [s for s in states if left[s] == 0]
    for s in queue:
        result[s] = "L"
    i = 0
    while i < len(queue):
        s = queue[i]
        i += 1
        for p in preds[s]:
            if p in result:
                continue
            if result[s] == "L":
                result[p] = "W"
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    result[p] = "L"
                    queue.append(p)
    return {s: result.get(s, "D") for s in states}


def period_of(values):
    """The smallest period p the list shows, with the smallest pre-period
    pre: values[n + p] == values[n] for every n >= pre the list has, over
    at least 3p + 50 values (so a run at the end is no period). The
    callers prove it by a theorem, whose bound they check."""
    n = len(values)
    for p in range(1, n):
        pre = n - p
        while pre > 0 and values[pre - 1] == values[pre - 1 + p]:
            pre -= 1
        if pre + 3 * p + 50 <= n:
            return pre, p
    raise AssertionError("no period in the values")


# --- search::Game: take 1 or 2, or split a heap of 3 or more in two.
def own_game():
    @lru_cache(None)
    def g(n):
        options = [g(n - t) for t in (1, 2) if t <= n]
        if n >= 3:
            options += [g(a) ^ g(n - a) for a in range(1, n // 2 + 1)]
        return mex(options)

    it = tokens("own-game")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(str(xor_all(g(h) for h in ints(it, k))))
    return out


# --- search::Game::ordered: HackerRank's chessboard game on 15 x 15.
def ordered():
    @lru_cache(None)
    def g(x, y):
        options = []
        for dx, dy in ((-2, 1), (-2, -1), (1, -2), (-1, -2)):
            u, v = x + dx, y + dy
            if 1 <= u <= 15 and 1 <= v <= 15:
                options.append(g(u, v))
        return mex(options)

    it = tokens("ordered")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(first_second(xor_all(g(*ints(it, 2)) for _ in range(k))))
    return out


def subtraction_values(moves, count):
    g = []
    for n in range(count):
        g.append(mex(g[n - s] for s in moves if s <= n))
    return g


def subtraction_at(moves, n, g, pre, p):
    return g[n] if n < len(g) else g[pre + (n - pre) % p]


# --- periodic::Pattern: the subtraction game {2, 5, 6}, counts of losses.
def pattern():
    it = tokens("pattern")
    moves = ints(it, int(next(it)))
    g = subtraction_values(moves, 2000)
    # A subtraction game's values are a function of the max(S) values
    # before: a window that recurs repeats for ever. 2000 values are far
    # more than pre + p + max(S) for the period found.
    pre, p = period_of(g)
    assert pre + p + max(moves) < len(g)
    out = []
    for _ in range(int(next(it))):
        n = int(next(it))
        value = subtraction_at(moves, n, g, pre, p)
        if n < len(g):
            losses = sum(1 for v in g[: n + 1] if v == 0)
        else:
            head = sum(1 for v in g[:pre] if v == 0)
            block = g[pre : pre + p]
            full, rest = divmod(n + 1 - pre, p)
            losses = head + full * block.count(0) + block[:rest].count(0)
        out.append(f"{value} {losses}")
    return out


# --- subtraction::SubtractionGame.
def subtraction():
    it = tokens("subtraction")
    moves = ints(it, int(next(it)))
    g = subtraction_values(moves, 2000)
    pre, p = period_of(g)
    assert pre + p + max(moves) < len(g)
    out = []
    for _ in range(int(next(it))):
        v = subtraction_at(moves, int(next(it)), g, pre, p)
        out.append(f"{v} {first_second(v)}")
    return out


# --- the same game read with proconio (AtCoder mode).
def subtraction_atcoder():
    it = tokens("subtraction-atcoder")
    moves = ints(it, int(next(it)))
    g = subtraction_values(moves, 2000)
    pre, p = period_of(g)
    assert pre + p + max(moves) < len(g)
    return [" ".join(str(subtraction_at(moves, n, g, pre, p)) for n in ints(it, int(next(it))))]


# --- subtraction::interval_subtraction_grundy: take L to R.
def interval_subtraction():
    it = tokens("interval-subtraction")
    out = []
    for _ in range(int(next(it))):
        l, r, k = ints(it, 3)
        # The plain table: period L + R (the window argument above), with
        # L + R + R values enough to prove it.
        g = subtraction_values(range(l, r + 1), 4 * (l + r))
        assert all(g[n] == g[n + l + r] for n in range(len(g) - l - r))
        x = xor_all(g[h % (l + r)] for h in ints(it, k))
        out.append(f"{x} {first_second(x)}")
    return out


# --- nim_exceptions::NimExceptions: the small heaps searched by the rules;
# past them every heap that is not listed reaches every smaller heap, so
# its value is the first one missing below it, a value no smaller heap
# has (the module's lemma: the values below any heap are 0 … M − 1); a
# listed big heap's one forbidden target is then the only heap of its
# value.
def nim_exceptions():
    it = tokens("nim-exceptions")
    forbidden, shortcut = {}, set()
    for _ in range(int(next(it))):
        kind, h = next(it), int(next(it))
        if kind == "F":
            forbidden.setdefault(h, set()).add(h - int(next(it)))
        else:
            shortcut.add(h)
    small = 200
    assert all(h < small for h in shortcut) and all(h < small or len(f) == 1 for h, f in forbidden.items())
    g = []
    for n in range(small):
        g.append(0 if n in shortcut else mex(g[m] for m in range(n) if m not in forbidden.get(n, ())))
    repeats = sum(1 for n in range(small) if g[n] in g[:n])

    def value(n):
        if n < small:
            return g[n]
        if n in forbidden:
            (hole,) = forbidden[n]
            assert hole >= small
            return hole - repeats
        # (A listed big heap below n would be one more repeat.)
        assert not any(small <= h < n for h in forbidden)
        return n - repeats

    def first_move(n, target):
        """The smallest m < n with value target that n may move to."""
        if n < small:
            return next((m for m in range(n) if g[m] == target and m not in forbidden.get(n, ())), None)
        candidates = [m for m in range(small) if g[m] == target]
        if target >= small - repeats:
            candidates.append(target + repeats)  # its only heap, fresh
        return next((m for m in candidates if m < n and m not in forbidden.get(n, ())), None)

    out = []
    for _ in range(int(next(it))):
        heaps = ints(it, int(next(it)))
        x = xor_all(value(h) for h in heaps)
        answer = "Second"
        if x:
            for i, h in enumerate(heaps):
                m = first_move(h, value(h) ^ x)
                if m is not None:
                    answer = f"First {i + 1} {m}"
                    break
        out.append(answer)
    return out


# --- range_moves::range_grundy_table: HDU 1729's boxes.
def range_moves():
    it = tokens("range-moves")
    out = []
    for _ in range(int(next(it))):
        x = 0
        for _ in range(int(next(it))):
            s, c = ints(it, 2)
            # g[stones in the box], filled from the full box down.
            g = {s: 0}
            for stones in range(s - 1, -1, -1):
                g[stones] = mex(g[stones + a] for a in range(1, min(stones * stones, s - stones) + 1))
            x ^= g[c]
        out.append("Yes" if x else "No")
    return out


# --- halving::DigitRecurrence: halve, or take one from an odd heap.
def halving():
    @lru_cache(None)
    def g(n):
        # The rules themselves, followed down: ⌊n/2⌋ and n − 1 (n odd);
        # n − 1 is even and its only move is to ⌊(n−1)/2⌋ = ⌊n/2⌋, so the
        # recursion is 2 log n deep even at 10^18.
        if n == 0:
            return 0
        options = [g(n // 2)]
        if n % 2 == 1:
            options.append(g(n - 1))
        return mex(options)

    it = tokens("halving")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(str(xor_all(g(h) for h in ints(it, k))))
    return out


# --- dynamic_subtraction::DynamicSubtraction: Fibonacci Nim and kin.
def fibonacci_nim():
    @lru_cache(None)
    def wins(left, cap):
        return any(not wins(left - x, k_now * x) for x in range(1, min(cap, left) + 1))

    it = tokens("fibonacci-nim")
    out = []
    for _ in range(int(next(it))):
        k, n = ints(it, 2)
        if n <= 200:
            k_now = k
            wins.cache_clear()
            moves = [x for x in range(1, n) if not wins(n - x, k * x)]
            out.append(str(moves[0]) if moves else "Lose")
        else:
            # Fibonacci Nim (k = 2) past a search: the smallest winning
            # first move is the smallest term of n's Zeckendorf sum
            # (Whinihan 1963), none when n is a Fibonacci number.
            assert k == 2
            fib = [1, 2]
            while fib[-1] <= n:
                fib.append(fib[-1] + fib[-2])
            rest, smallest = n, None
            for f in reversed(fib):
                if f <= rest:
                    rest -= f
                    smallest = f
            out.append("Lose" if smallest == n else str(smallest))
    return out


def octal_values(code, count):
    """Values of an octal game from its code, every option marked."""
    digits = [int(d) for d in code.split(".")[1]]
    g = []
    for n in range(count):
        options = set()
        for t, d in enumerate(digits, 1):
            if d & 1 and n == t:
                options.add(0)
            if d & 2 and n > t:
                options.add(g[n - t])
            if d & 4 and n >= t + 2:
                options.update(g[a] ^ g[n - t - a] for a in range(1, (n - t) // 2 + 1))
        g.append(mex(options))
    return g


# --- octal::OctalGame: heaps at 10^18.
def octal():
    it = tokens("octal")
    out = []
    for _ in range(int(next(it))):
        code = next(it)
        k = int(next(it))
        heaps = ints(it, k)
        g = octal_values(code, 700)
        pre, p = period_of(g)
        t = len(code.split(".")[1])
        # The octal periodicity theorem: agreement on pre <= n < 2 pre + p
        # + t proves the period for every n >= pre.
        assert 2 * max(pre, 1) + 2 * p + t <= len(g)
        out.append(str(xor_all(g[h] if h < len(g) else g[pre + (h - pre) % p] for h in heaps)))
    return out


def octal_first_values():
    it = tokens("octal-values")
    code, n = next(it), int(next(it))
    return [" ".join(map(str, octal_values(code, n)))]


# --- take_break::TakeBreakGame: rules `t p h u`, every option marked.
def take_break():
    it = tokens("take-break")
    out = []
    for _ in range(int(next(it))):
        rules = [ints(it, 4) for _ in range(int(next(it)))]
        heaps = ints(it, int(next(it)))
        g = []
        for n in range(700):
            options = set()
            for t, p, h, u in rules:
                if n < h:
                    continue
                if p == 0 and n == t:
                    options.add(0)
                if p == 1 and n > t:
                    options.add(g[n - t])
                if p == 2 and n >= t + 2:
                    options.update(g[a] ^ g[n - t - a] for a in range(1, (n - t) // 2 + 1) if not (u and 2 * a == n - t))
            g.append(mex(options))
        if max(heaps) < len(g):
            out.append(str(xor_all(g[h] for h in heaps)))
            continue
        # Past the table only for rules an octal code says (every rule from
        # its natural heap, splits allowing equal parts): the octal
        # periodicity theorem, its bound checked.
        assert all(h <= t + p and not u for t, p, h, u in rules)
        pre, q = period_of(g)
        assert 2 * max(pre, 1) + 2 * q + max(t for t, _, _, _ in rules) <= len(g)
        out.append(str(xor_all(g[h] if h < len(g) else g[pre + (h - pre) % q] for h in heaps)))
    return out


# --- split_game::SplitGame.
def split_game():
    it = tokens("split-game")
    out = []
    for _ in range(int(next(it))):
        m, p, u, k = ints(it, 4)

        @lru_cache(None)
        def g(n):
            if n < m:
                return 0
            return mex(g(a) ^ g(n - a) for a in range(p, n // 2 + 1) if n - a >= p and not (u and 2 * a == n))

        x = xor_all(g(h) for h in ints(it, k))
        out.append(f"{x} {first_second(x)}")
    return out


# --- dag_grundy: the divisor game, several tokens, the first winning move.
def dag_grundy():
    it = tokens("dag-grundy")
    n = int(next(it))
    moves = {u: [u - d for d in range(1, u) if u % d == 0] for u in range(1, n + 1)}
    g = {}
    for u in range(1, n + 1):
        g[u] = mex(g[v] for v in moves[u])
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        tokens_ = ints(it, k)
        x = xor_all(g[t] for t in tokens_)
        answer = "Second"
        if x:
            for i, t in enumerate(tokens_):
                good = sorted(v for v in moves[t] if g[v] == g[t] ^ x)
                if good:
                    answer = f"First {i + 1} {good[0]}"
                    break
        out.append(answer)
    return out


def read_graph(it):
    n, m = ints(it, 2)
    edges = [tuple(ints(it, 2)) for _ in range(m)]
    succ = {v: [] for v in range(1, n + 1)}
    for u, v in edges:
        succ[u].append(v)
    return n, succ


# --- loopy: the sum of tokens as one game, searched whole.
def loopy():
    it = tokens("loopy")
    n, succ = read_graph(it)
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        start = tuple(sorted(ints(it, k)))
        states, stack = {start}, [start]
        while stack:
            s = stack.pop()
            for i, u in enumerate(s):
                for v in succ[u]:
                    t = tuple(sorted(s[:i] + (v,) + s[i + 1 :]))
                    if t not in states:
                        states.add(t)
                        stack.append(t)

        def moves(s):
            return [tuple(sorted(s[:i] + (v,) + s[i + 1 :])) for i, u in enumerate(s) for v in succ[u]]

        result = retrograde(sorted(states), moves)[start]
        out.append({"W": "First", "L": "Second", "D": "Draw"}[result])
    return out


# --- graph_game::outcomes.
def graph_outcomes():
    it = tokens("graph-outcomes")
    n, succ = read_graph(it)
    result = retrograde(list(range(1, n + 1)), lambda u: succ[u])
    return ["".join(result[v] for v in range(1, n + 1))]


# --- graph: the fewest moves, the fewest odd in number and a walk that
# never ends, by plain breadth-first searches.
def graph_paths():
    it = tokens("graph-paths")
    n, succ = read_graph(it)

    def bfs(start, step):
        dist, queue = {start: 0}, [start]
        for u in queue:
            for v in step(u):
                if v not in dist:
                    dist[v] = dist[u] + 1
                    queue.append(v)
        return dist

    # On a cycle: a vertex that reaches itself in one move or more.
    on_cycle = {v for v in succ if any(v in bfs(w, succ.get) for w in succ[v])}
    out = ["Cyclic" if on_cycle else "Acyclic"]
    for _ in range(int(next(it))):
        s, t = ints(it, 2)
        reach = bfs(s, succ.get)
        # (vertex, parity of the moves made): a move flips the parity.
        odd = bfs((s, 0), lambda up: [(v, 1 - up[1]) for v in succ[up[0]]])
        forever = any(v in on_cycle for v in reach)
        out.append(f"{reach.get(t, -1)} {odd.get((t, 1), -1)} {'Forever' if forever else 'Ends'}")
    return out


# --- coin_turning: rows of coins searched as sets of heads.
def coin_turning():
    def search_value(heads, rule):
        # The whole row as one position (a bit per coin), every move of the
        # rule, every position of a row as long as the last head needs.
        width = max(heads) + 1

        @lru_cache(None)
        def g(mask):
            options = []
            for x in range(width):
                if not mask >> x & 1:
                    continue
                for turned in rule(x):
                    options.append(g(mask ^ turned))
            return mex(options)

        return g(sum(1 << h for h in heads))

    def mock(x):  # turn x and at most two coins to its left
        yield 1 << x
        for a in range(x):
            yield 1 << x | 1 << a
            for b in range(a + 1, x):
                yield 1 << x | 1 << a | 1 << b

    def ruler(x):  # turn x and the j coins just left of it (columns from 0)
        for j in range(x + 1):
            yield sum(1 << c for c in range(x - j, x + 1))

    def odious(x):
        # Mock Turtles at 10^18 (Winning Ways ch. 14): the x-th odious
        # number, checked against the search on the small heads here.
        return 2 * x + (bin(2 * x).count("1") % 2 == 0)

    it = tokens("coin-turning")
    out = []
    for _ in range(int(next(it))):
        rule = next(it)
        heads = ints(it, int(next(it)))
        if max(heads) <= 12:
            if rule == "mock":
                v = search_value(heads, mock)
                assert v == xor_all(odious(h) for h in heads)
            else:
                v = search_value([h - 1 for h in heads], ruler)  # numbered from 1
        else:
            assert rule == "mock"
            v = xor_all(odious(h) for h in heads)
        out.append(f"{v} {first_second(v)}")
    return out


# --- misere::anti_sg_first_wins: misère Nim searched whole.
def misere():
    @lru_cache(None)
    def wins(heaps):
        if sum(heaps) == 0:
            return True  # the other player took the last stone and lost
        return any(
            not wins(tuple(sorted(heaps[:i] + (h - t,) + heaps[i + 1 :])))
            for i, h in enumerate(heaps)
            for t in range(1, h + 1)
        )

    it = tokens("misere")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(first_second(wins(tuple(sorted(ints(it, k))))))
    return out


# --- every_sg: the sum searched whole, a move moving every live heap.
def every_sg():
    @lru_cache(None)
    def wins(heaps):
        live = [i for i, h in enumerate(heaps) if h > 0]
        if not live:
            return False
        choices = [[h - s for s in (1, 3, 4) if s <= h] if h > 0 else [0] for h in heaps]

        def products(i):
            if i == len(choices):
                yield ()
                return
            for c in choices[i]:
                for rest in products(i + 1):
                    yield (c,) + rest

        return any(not wins(tuple(sorted(p))) for p in products(0))

    it = tokens("every-sg")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(first_second(wins(tuple(sorted(ints(it, k))))))
    return out


# --- hackenbush::green_hackenbush: the picture searched as edge sets.
def green_hackenbush():
    it = tokens("green-hackenbush")
    out = []
    for _ in range(int(next(it))):
        n, m = ints(it, 2)
        edges = [tuple(ints(it, 2)) for _ in range(m)]

        def grounded(kept):
            reach, changed = {1}, True
            while changed:
                changed = False
                for i in kept:
                    u, v = edges[i]
                    if (u in reach) != (v in reach):
                        reach |= {u, v}
                        changed = True
            return frozenset(i for i in kept if edges[i][0] in reach)

        @lru_cache(None)
        def g(kept):
            return mex(g(grounded(kept - {i})) for i in kept)

        out.append(str(g(grounded(frozenset(range(m))))))
    return out


# --- game_tree::negamax: take from either end, by intervals.
def negamax():
    it = tokens("negamax")
    out = []
    for _ in range(int(next(it))):
        n = int(next(it))
        row = ints(it, n)

        @lru_cache(None)
        def lead(i, j):
            if i == j:
                return 0
            return max(row[i] - lead(i + 1, j), row[j - 1] - lead(i, j - 1))

        d = lead(0, n)
        out.append(f"{(sum(row) + d) // 2} {d}")
    return out


def fractions(text):
    return [Fraction(t) for t in text.split()]


# --- zero_sum::solve_matrix_game: a certificate, and the values by hand.
def matrix_game():
    it = tokens("matrix-game")
    expected = (HERE / "matrix-game.out").read_text().splitlines()
    out = []
    for t in range(int(next(it))):
        m, n = ints(it, 2)
        a = [ints(it, n) for _ in range(m)]
        value, x, y = Fraction(expected[3 * t]), fractions(expected[3 * t + 1]), fractions(expected[3 * t + 2])
        # Optimal exactly when the row mix earns at least the value against
        # every column and the column mix gives at most it against every
        # row (both are distributions).
        assert sum(x) == 1 and sum(y) == 1 and min(x + y) >= 0
        assert all(sum(x[i] * a[i][j] for i in range(m)) >= value for j in range(n))
        assert all(sum(y[j] * a[i][j] for j in range(n)) <= value for i in range(m))
        out += expected[3 * t : 3 * t + 3]
    # Unique optima, by hand: (1) rows 3/5 2/5 equalise columns 1 and 2 at
    # 1 (5p − 2 = 4 − 5p), column 3 earns 1 + p > 1; columns 1/2 1/2
    # equalise the rows at 1. (2) matching pennies, (3) rock-paper-scissors:
    # value 0, uniform. (4) no saddle (maximin 2, minimax 3): rows 1/2
    # (3p + 1 = 3 − p), columns 1/4 (2q + 2 = 3 − 2q), value 5/2.
    return out


# --- extreme::equilibria: each printed profile an equilibrium; by hand,
# no other extreme one.
def bimatrix():
    it = tokens("bimatrix")
    expected = iter((HERE / "bimatrix.out").read_text().splitlines())
    out = []
    for _ in range(int(next(it))):
        m, n = ints(it, 2)
        a, b = ints(it, m * n), ints(it, m * n)
        count = next(expected)
        out.append(count)
        for _ in range(int(count)):
            line = next(expected)
            left, right = line.split("|")
            x, y = fractions(left), fractions(right)
            row = [sum(y[j] * a[i * n + j] for j in range(n)) for i in range(m)]
            col = [sum(x[i] * b[i * n + j] for i in range(m)) for j in range(n)]
            # Every strategy played is a best reply.
            assert all(row[i] == max(row) for i in range(m) if x[i])
            assert all(col[j] == max(col) for j in range(n) if y[j])
            out.append(line)
    # By hand: matching pennies has only the uniform equilibrium; the
    # battle of the sexes (2,1 / 0,0 // 0,0 / 1,2) its two pure ones and
    # the mixed (2/3, 1/3 | 1/3, 2/3); the prisoner's dilemma only
    # (defect, defect), as defecting dominates.
    return out


# --- sieve: divide by a divisor > 1, searched for small numbers.
def sieve():
    def omega(n):
        count, d = 0, 2
        while d * d <= n:
            while n % d == 0:
                n //= d
                count += 1
            d += 1
        return count + (n > 1)

    @lru_cache(None)
    def g(n):
        return mex(g(n // d) for d in range(2, n + 1) if n % d == 0)

    assert all(g(n) == omega(n) for n in range(1, 400))
    it = tokens("sieve")
    out = []
    for _ in range(int(next(it))):
        k = int(next(it))
        out.append(first_second(xor_all(g(v) if v < 400 else omega(v) for v in ints(it, k))))
    return out


# --- partizan::Games: canonical forms worked by hand.
def partizan_games():
    # {|} = 0, P. {0|} = 1 and {1|} = 2, L. {0|0} = *, N; * + * = 0, P.
    # {0|1} = 1/2 and {1/2|1} = 3/4 (simplest numbers between), L.
    # ↑ + ↑ = ⇑, whose canonical form is {0|↑*} with ↑* = {0,*|0}, written
    # {*,0|0} (options in byte order), L. {2|-1} + 1 = {3|0} (a number
    # added to a hot game shifts its options), N: Left first reaches 3,
    # Right first 0, where Left is to move and loses.
    return ["0 P", "1 L", "2 L", "* N", "0 P", "1/2 L", "3/4 L", "{0|{*,0|0}} L", "{3|0} N"]


# --- partizan::PartizanEngine: Toads and Frogs, outcome classes searched,
# values by hand.
def partizan_engine():
    values = iter(
        # T, TF: no move, 0. T.: {0|} = 1; T..: {1|} = 2; .F: -1. T.F:
        # both moves reach a strip worth {|1} = 0 or {-1|} = 0: {0|0} = *.
        # T.F.: Left's .TF. = {-1|2} = 0, Right's TF.. = {0|} = 1:
        # {0|1} = 1/2. TT.FF = {A|-A} with A = T.TFF = {0|TFT.F} and
        # TFT.F = {TF.TF, TFTF.} = {0|0} = *, so A = {0|*} = ↑ and
        # {↑|↓} = * (G + * is lost for whoever starts: each move leaves
        # ↑*, ↓* or G, all won by the next player).
        ["0", "1", "2", "-1", "*", "0", "1/2", "*"]
    )

    def moves(strip, piece, other, step):
        out = []
        for i, c in enumerate(strip):
            if c != piece:
                continue
            j = i + step
            if 0 <= j < len(strip) and strip[j] == "." or (
                0 <= j < len(strip) and strip[j] == other and 0 <= j + step < len(strip) and strip[j + step] == "."
            ):
                to = j if strip[j] == "." else j + step
                cells = list(strip)
                cells[i], cells[to] = cells[to], cells[i]
                out.append("".join(cells))
        return out

    @lru_cache(None)
    def wins(strip, left):
        if left:
            return any(not wins(m, False) for m in moves(strip, "T", "F", 1))
        return any(not wins(m, True) for m in moves(strip, "F", "T", -1))

    it = tokens("partizan-engine")
    out = []
    for _ in range(int(next(it))):
        strip = next(it)
        letter = {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
            (wins(strip, True), wins(strip, False))
        ]
        out.append(f"{next(values)} {letter}")
    return out


# --- partizan::hackenbush::forest_value: numbers by the simplest-number
# rule over the game searched whole.
def simplest_between(low, high):
    """Conway's simplest number strictly between low and high (None for
    no bound)."""
    if low is None and high is None:
        return Fraction(0)
    if low is not None and high is not None:
        assert low < high
    if (low is None or low < 0) and (high is None or high > 0):
        return Fraction(0)
    if low is None or (high is not None and high <= 0):
        return -simplest_between(-high, None if low is None else -low)
    # 0 <= low: the least integer above low if below high, else halve.
    n = int(low) + 1
    if high is None or n < high:
        return Fraction(n)
    denominator = 2
    while True:
        k = int(low * denominator) + 1
        if Fraction(k, denominator) < high:
            return Fraction(k, denominator)
        denominator *= 2


def blue_red_hackenbush():
    it = tokens("blue-red-hackenbush")
    out = []
    for _ in range(int(next(it))):
        n = int(next(it))
        edges = [(int(next(it)), next(it)) for _ in range(n)]  # vertex i + 1

        def standing(kept):
            up = {0}
            for v in sorted(kept):  # parents come before children here
                if edges[v - 1][0] in up:
                    up.add(v)
            return frozenset(up - {0})

        @lru_cache(None)
        def value(kept):
            left = [value(standing(kept - {v})) for v in kept if edges[v - 1][1] == "B"]
            right = [value(standing(kept - {v})) for v in kept if edges[v - 1][1] == "R"]
            return simplest_between(max(left) if left else None, min(right) if right else None)

        assert all(p < v for v, (p, _) in enumerate(edges, 1))
        x = value(frozenset(range(1, n + 1)))
        out.append(str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}")
    return out


# --- forms::NumberEngine: Shove, each row's value by the simplest-number
# rule over the game searched whole (every position met checked to be a
# number: its best left option below its best right one), the rows summed.
def partizan_numbers():
    def shoves(row, piece):
        # Cells 1..=i move one left, cell i empties, cell 0's piece is gone.
        return [row[1 : i + 1] + "." + row[i + 1 :] for i, c in enumerate(row) if c == piece]

    @lru_cache(None)
    def value(row):
        left = [value(m) for m in shoves(row, "L")]
        right = [value(m) for m in shoves(row, "R")]
        low, high = max(left, default=None), min(right, default=None)
        assert low is None or high is None or low < high, f"{row} is not a number"
        return simplest_between(low, high)

    it = tokens("partizan-numbers")
    out = []
    for _ in range(int(next(it))):
        x = sum(value(next(it)) for _ in range(int(next(it))))
        text = str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"
        out.append(f"{text} {'Left' if x > 0 else 'Right' if x < 0 else 'Second'}")
    return out


# --- partizan::domineering: outcome classes searched, values by hand.
def domineering():
    it = tokens("domineering")
    values = iter(
        # 1×1: no move, 0. A vertical pair: Left's one move, {0|} = 1;
        # a horizontal pair -1. 2×2: {1|-1}. 4×1: Left leaves 1 or 0:
        # {0,1|} = 2. 2×3: Left's middle column leaves 1 + 1 = 2, which
        # dominates ±1; Right leaves an L tetromino {-1|0,1} = -1/2:
        # {2|-1/2}. 3×3: ±1 (Berlekamp; Winning Ways). An L of three
        # cells: each player's one move leaves a single cell, {0|0} = *.
        ["0", "1", "-1", "{1|-1}", "2", "{2|-1/2}", "{1|-1}", "*"]
    )
    out = []
    for _ in range(int(next(it))):
        h, w = ints(it, 2)
        cells = frozenset((r, c) for r in range(h) for c, ch in enumerate(next(it)) if ch == ".")

        @lru_cache(None)
        def wins(cells, left):
            # Whether the player to move (Left places (r,c)+(r+1,c)) wins.
            dr, dc = (1, 0) if left else (0, 1)
            return any(
                not wins(cells - {(r, c), (r + dr, c + dc)}, not left)
                for (r, c) in cells
                if (r + dr, c + dc) in cells
            )

        left_first, right_first = wins(cells, True), wins(cells, False)
        letter = {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
            (left_first, right_first)
        ]
        out.append(f"{next(values)} {letter}")
    return out


# --- exact::BigInt: Python's integers.
def bigint():
    it = tokens("bigint")
    out = []
    for _ in range(int(next(it))):
        a, b = ints(it, 2)
        q = abs(a) // abs(b) * (1 if (a < 0) == (b < 0) else -1)
        out.append(f"{a + b} {a * b} {q} {a - q * b} {gcd(a, b)}")
    return out


# --- examples/octal_plain: the period the octal theorem proves from the
# first N values, or none.
def example_octal_plain():
    it = iter((HERE / "examples" / "octal_plain.in").read_text().split())
    out = []
    for _ in range(int(next(it))):
        code, n = next(it), int(next(it))
        g, t = octal_values(code, n), len(code.split(".")[1])
        found = "unknown"
        for p in range(1, n):
            pre = n - p
            while pre > 0 and g[pre - 1] == g[pre - 1 + p]:
                pre -= 1
            if 2 * max(pre, 1) + 2 * p + t <= n:
                found = f"{pre} {p}"
                break
        out.append(found)
    return out


# --- examples/input_memory: the XOR of each test's numbers.
def example_input_memory():
    it = iter((HERE / "examples" / "input_memory.in").read_text().split())
    out = []
    for _ in range(int(next(it))):
        out.append(str(xor_all(ints(it, int(next(it))))))
    return out


DERIVED = {
    "own-game": own_game,
    "ordered": ordered,
    "pattern": pattern,
    "subtraction": subtraction,
    "subtraction-atcoder": subtraction_atcoder,
    "interval-subtraction": interval_subtraction,
    "nim-exceptions": nim_exceptions,
    "range-moves": range_moves,
    "halving": halving,
    "fibonacci-nim": fibonacci_nim,
    "octal": octal,
    "octal-values": octal_first_values,
    "split-game": split_game,
    "take-break": take_break,
    "dag-grundy": dag_grundy,
    "loopy": loopy,
    "graph-outcomes": graph_outcomes,
    "graph-paths": graph_paths,
    "coin-turning": coin_turning,
    "misere": misere,
    "every-sg": every_sg,
    "green-hackenbush": green_hackenbush,
    "negamax": negamax,
    "matrix-game": matrix_game,
    "bimatrix": bimatrix,
    "sieve": sieve,
    "partizan-games": partizan_games,
    "partizan-engine": partizan_engine,
    "blue-red-hackenbush": blue_red_hackenbush,
    "domineering": domineering,
    "partizan-numbers": partizan_numbers,
    "bigint": bigint,
    "examples/octal_plain": example_octal_plain,
    "examples/input_memory": example_input_memory,
}


def main():
    args = sys.argv[1:]
    if args[:1] in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    show = args[:1] == ["--print"]
    names = args[1:] if show else args
    unknown = [n for n in names if n not in DERIVED]
    if unknown:
        print(f"error: no derivation for {', '.join(unknown)}", file=sys.stderr)
        return 1
    failed = []
    for name in names or DERIVED:
        derived = DERIVED[name]()
        if show:
            print("\n".join(derived))
            continue
        expected = (HERE / f"{name}.out").read_text().splitlines()
        if derived != expected:
            failed.append(name)
            print(f"error: {name}: derived {derived}, {name}.out has {expected}", file=sys.stderr)
    if not show:
        print(f"{len(names or DERIVED)} entries derived, " + (f"failed: {', '.join(failed)}" if failed else "none failed"))
    return 1 if failed else 0


if __name__ == "__main__":
    # The searches recurse as deep as a game lasts (every-sg's heap of
    # 9999 is some 5000 turns): a thread with room for that.
    import threading

    threading.stack_size(512 << 20)
    status = []
    worker = threading.Thread(target=lambda: status.append(main()))
    worker.start()
    worker.join()
    sys.exit(status[0] if status else 1)
