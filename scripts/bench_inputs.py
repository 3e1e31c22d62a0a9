"""Benchmark inputs: for every batch solver, a generator of a deterministic
input at the largest constraints of docs/problems.md that is worst for its
algorithm. `scripts/bench` (the timing harness) imports this; the
generators are kept apart so each half reads on its own.

Every generator is `function(rng, sizes) -> input text`, where `rng` is a
`random.Random` seeded per binary and `sizes(n)` scales a full-size count
(down by 1000 in quick mode).
"""

E18 = 10**18


class Sizes:
    """Sizes at full scale, or divided by 1000 in quick mode."""

    def __init__(self, quick):
        self.quick = quick

    def __call__(self, n):
        return max(1, n // 1000) if self.quick else n


def numbers(rng, count, low, high):
    return " ".join(str(rng.randint(low, high)) for _ in range(count))


def tests(count, make):
    return f"{count}\n" + "".join(make() + "\n" for _ in range(count))


def one_array(rng, s, n_max, low, high, tests_count=1):
    """T tests sharing a total of n_max values."""
    per = max(1, s(n_max) // tests_count)
    return tests(tests_count, lambda: f"{per}\n{numbers(rng, per, low, high)}")


def valid_record(rng, n):
    players, watcher, record = [1, 2], 3, []
    for _ in range(n):
        winner = rng.choice(players)
        loser = players[0] + players[1] - winner
        record.append(winner)
        players, watcher = [winner, watcher], loser
    return " ".join(map(str, record))


def ttt_board(rng):
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    while True:
        cells = [rng.choice("xo_") for _ in range(9)]
        x, o = cells.count("x"), cells.count("o")
        line = lambda m: any(all(cells[i] == m for i in l) for l in lines)
        if (x == o or x == o + 1) and not (line("x") and line("o")):
            return " ".join("".join(cells[r * 3 : r * 3 + 3]) for r in range(3))


def is_probable_prime(n):
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def zobrist_input(rng, s):
    board = [list(r) for r in "rnbqkbnr pppppppp -------- -------- -------- -------- PPPPPPPP RNBQKBNR".split()]
    rows = " ".join("".join(r) for r in board)
    moves = []
    for _ in range(s(100_000)):
        occupied = [(r, c) for r in range(8) for c in range(8) if board[r][c] != "-"]
        fr = rng.choice(occupied)
        to = fr
        while to == fr:
            to = (rng.randrange(8), rng.randrange(8))
        board[to[0]][to[1]], board[fr[0]][fr[1]] = board[fr[0]][fr[1]], "-"
        moves.append(f"{fr[0]} {fr[1]} {to[0]} {to[1]}")
    return f"{rows}\n{len(moves)}\n" + "\n".join(moves) + "\n"


def bimatrix(rng, m, n, bound):
    rows = lambda: "\n".join(numbers(rng, n, -bound, bound) for _ in range(m))
    return f"{m} {n}\n{rows()}\n{rows()}"


def zero_sum_game(rng, size):
    rows = "\n".join(numbers(rng, size, -1000, 1000) for _ in range(size))
    return f"{size} {size}\n{rows}"


def nash_input(rng, s):
    # A 12x12 game with payoffs in [-100, 100], the largest the statement
    # allows (3x3 in quick mode).
    size = 12 if not s.quick else 3
    rows = lambda: "\n".join(" ".join(str(rng.randint(-100, 100)) for _ in range(size)) for _ in range(size))
    return f"{size} {size}\n{rows()}\n{rows()}\n"


def generators():
    """Binary name -> function(rng, sizes) -> input text. A name may be
    `binary@shape`: a second input for the same binary."""
    big = lambda rng, s: str(rng.randint(1, E18))
    table = {
        "nim": lambda rng, s: one_array(rng, s, 10**6, 0, E18),
        "nim-winner": lambda rng, s: one_array(rng, s, 10**6, 0, E18),
        "stones-134": lambda rng, s: tests(s(10**5), lambda: str(rng.randint(0, E18))),
        "nim-one-stone": lambda rng, s: tests(s(10**5), lambda: str(rng.randint(0, E18))),
        "nim-zero-move": lambda rng, s: one_array(rng, s, 10**6, 0, E18),
        "nim-game-292": lambda rng, s: tests(s(10**5), lambda: big(rng, s)),
        "replace-game": lambda rng, s: one_array(rng, s, 10**6, -E18, E18),
        # A set whose Grundy sequence repeats only after 108 860 terms, nine
        # times (the promise allows 10^6 terms in all), with 10^5 piles each.
        "subtraction-game": lambda rng, s: tests(
            9,
            lambda: "10 65 61 57 68 17 28 20 62 85 23\n"
            + f"{s(100_000)}\n{numbers(rng, s(100_000), 0, E18)}",
        ),
        "grundy-table": lambda rng, s: f"2\ndivide 10 2 3 5 7 11 13 17 19 23 {E18} {s(10**6) - 1}\n"
        + f"subtract 10 1 2 3 4 5 6 7 8 9 1000000 {s(10**6) - 1}\n",
        "divide-game": lambda rng, s: one_array(rng, s, 10**6, 1, E18),
        "cycle-race": lambda rng, s: tests(s(10**5), lambda: big(rng, s)),
        "game-of-chocolates": lambda rng, s: tests(s(10**5), lambda: numbers(rng, 2, 0, E18)),
        # k = 10^6 with n = 10^18 is the slowest: about k ln(n/k) steps.
        "josephus": lambda rng, s: f"1\n{E18} {s(10**6)}\n",
        "valid-game": lambda rng, s: f"1\n{s(10**6)}\n{valid_record(rng, s(10**6))}\n",
        "choice-of-area": lambda rng, s: tests(s(10**5), lambda: numbers(rng, 2, -E18, E18)),
        "coin-corners": lambda rng, s: tests(1, lambda: f"{2 * (s(10**6) // 2 or 1)}\n{numbers(rng, 2 * (s(10**6) // 2 or 1), 0, 10**9)}"),
        "optimal-strategy": lambda rng, s: one_array(rng, s, 5000, 0, 10**9),
        "predict-the-winner": lambda rng, s: one_array(rng, s, 5000, 0, 10**9),
        # Four games on 1..20 (2^22 subsets in all) with a total the search
        # must explore deeply.
        "can-i-win": lambda rng, s: tests(4, lambda: f"{20 if not s.quick else 10} {150 if not s.quick else 40}"),
        "flip-game": lambda rng, s: tests(1, lambda: "".join(rng.choice("++++-") for _ in range(s(10**6)))),
        "chessboard-game": lambda rng, s: tests(s(10**5), lambda: numbers(rng, 2, 1, 15)),
        # 2p with p prime: the one case that needs a full Miller-Rabin test.
        "number-game": lambda rng, s: number_game_input(rng, s),
        "minimax": lambda rng, s: tests(2, lambda: f"{s(1 << 20)}\n{numbers(rng, s(1 << 20), -E18, E18)}") if s.quick is False else tests(2, lambda: f"1024\n{numbers(rng, 1024, -E18, E18)}"),
        "alpha-beta": lambda rng, s: tests(2, lambda: f"{s(1 << 20)}\n{numbers(rng, s(1 << 20), -E18, E18)}") if s.quick is False else tests(2, lambda: f"1024\n{numbers(rng, 1024, -E18, E18)}"),
        "ttt-evaluate": lambda rng, s: tests(s(10**5), lambda: ttt_board(rng)),
        "ttt-best-move": lambda rng, s: tests(s(10**5), lambda: ttt_board(rng)),
        "zobrist": zobrist_input,
        "prisoners-dilemma": lambda rng, s: tests(s(100_000) // 1000 or 1, lambda: bimatrix(rng, 100 if not s.quick else 5, 100 if not s.quick else 5, 10**9)),
        "nash-equilibria": nash_input,
        "spoj-ngm": lambda rng, s: "1999999999\n",
        "spoj-mcoins": lambda rng, s: f"8 9 49\n{numbers(rng, 49, 1, E18)}\n",
        "spoj-qcj3": lambda rng, s: one_array(rng, s, 10**6, 0, 10**9 - 1, tests_count=10),
        "spoj-resn04": lambda rng, s: one_array(rng, s, 10**6, 0, E18, tests_count=10),
        "spoj-mmmgame": lambda rng, s: one_array(rng, s, 10**6, 1, E18, tests_count=10),
        "spoj-pebbmov": lambda rng, s: "".join(f"{s(10**5)} {numbers(rng, s(10**5), 1, E18)}\n" for _ in range(19)),
        "spoj-hubullu": lambda rng, s: tests(s(10**5), lambda: f"{rng.randint(1, 2 * 10**9)} {rng.randint(0, 1)}"),
        "codechef-chefbro": lambda rng, s: tests(s(10**4), lambda: "20\n" + "\n".join(numbers(rng, 2, 2, E18) for _ in range(20))),
        "codechef-bigpiza": lambda rng, s: tests(s(10**5), lambda: str(rng.randint(2, E18))),
        "codechef-fdivgame": lambda rng, s: tests(s(10**5) // 100 or 1, lambda: f"100\n{numbers(rng, 100, 1, E18)}"),
        "codechef-twonim": lambda rng, s: one_array(rng, s, 10**6, 0, E18, tests_count=10),
        "cf-87c": lambda rng, s: f"{s(10**5)}\n",
        "hackerrank-chessboard-again": lambda rng, s: tests(s(10**6) // 1000 or 1, lambda: "1000\n" + "\n".join(numbers(rng, 2, 1, 15) for _ in range(1000))),
        "pe-301": lambda rng, s: "80\n",
        "nim-product": lambda rng, s: tests(s(10**6), lambda: f"{rng.getrandbits(64)} {rng.getrandbits(64)}"),
        # One graph with 10^6 vertices and 2*10^6 edges: random edges, with
        # cycles, so wins, losses and draws all occur.
        "graph-game": lambda rng, s: graph_input(rng, s(10**6), 2 * s(10**6)),
        # One long path through 10^6 vertices numbered at random: the walk
        # back from its end is one chain of cache misses.
        "graph-game@path": lambda rng, s: path_input(rng, s(10**6), cycle=False),
        # A random tree on the ground plus as many random extra edges as the
        # limit allows after it: bridges, cycles and loops.
        "green-hackenbush": lambda rng, s: hackenbush_input(rng, s(10**6) // 2, s(10**6)),
        # The size, 10^6 vertices and 10^6 edges: a random tree and
        # one edge more, so nearly every edge is a bridge.
        "green-hackenbush@trees": lambda rng, s: hackenbush_input(rng, s(10**6), s(10**6)),
        # The size with random edges (as graph-game's input): about
        # 80% of the vertices in one piece, half of them on its cycles, and
        # the ground in that piece.
        "green-hackenbush@random": lambda rng, s: graph_input(rng, s(10**6), s(10**6)),
        # One cycle through all 10^6 vertices numbered at random: nothing to
        # peel, and a walk along it is one chain of cache misses.
        "green-hackenbush@cycle": lambda rng, s: path_input(rng, s(10**6), cycle=True),
        # A random DAG on 10^6 vertices numbered at random, 2*10^6 edges
        # (each from earlier to later in a hidden order), 10^6 tokens.
        "dag-grundy": lambda rng, s: dag_input(rng, s(10**6), 2 * s(10**6), s(10**6)),
        # Many value rounds, each rescanning big in-lists: values 0..599
        # on a complete DAG, ten hubs with a loop and moves to all of it
        # (infinite, answered in all 600 rounds), and every other vertex
        # moving to hubs, so the hubs' in-lists (the rest of m) are read
        # once per round; 2*10^5 queries of 5 tokens.
        "loopy-grundy": lambda rng, s: loopy_input(rng, s),
        # Consecutive Fibonacci numbers near 10^18 take the most steps.
        "euclid-game": lambda rng, s: "".join(f"{rng.choice(FIBONACCI[-20:])} {rng.choice(FIBONACCI[-20:])}\n" for _ in range(s(10**5))) + "0 0\n",
        # 10^4 tests of 100 games, consecutive Fibonacci numbers near 10^18:
        # the longest chains.
        "hdu-3595": lambda rng, s: hdu_3595_input(rng, s),
        # One path through 10^6 vertices numbered at random: peeling it is
        # one chain of cache misses.
        "hdu-3590": lambda rng, s: hdu_3590_input(rng, [[path_tree(rng, s(10**6))]]),
        # A star of 10^6 vertices: 10^6 - 1 root branches.
        "hdu-3590@star": lambda rng, s: hdu_3590_input(rng, [[star_tree(rng, s(10**6))]]),
        # 10^4 tests of 10 random trees of 10 vertices: the cost per tree.
        "hdu-3590@small": lambda rng, s: hdu_3590_input(
            rng, [[random_tree(rng, 10) for _ in range(10)] for _ in range(s(10**6) // 100 or 1)]
        ),
        "lasker-nim": lambda rng, s: one_array(rng, s, 10**6, 0, E18),
        "moore-nim": lambda rng, s: tests(1, lambda: f"{s(10**6)} 3\n{numbers(rng, s(10**6), 0, E18)}"),
        "staircase-nim": lambda rng, s: one_array(rng, s, 10**6, 0, E18),
        # Dawson's chess (0.137) is proven periodic within 2^14 values; its
        # largest input asks 10^6 heaps of up to 10^18.
        "octal-game": lambda rng, s: "0.137\n" + tests(s(10**5) // 10 or 1, lambda: f"10\n{numbers(rng, 10, 0, E18)}"),
        # Four games no period is proven for within 2^14 values, each asked
        # at N = 2^14, so all 2^14 are computed (a game proven earlier, like
        # Kayles by 168 values, stops there whatever N is asked).
        # One heap of the largest size first (so every value to 10^6 is
        # computed), then 9999 tests of 100 heaps: 999 901 heaps in all.
        "grundys-game": lambda rng, s: f"{s(10**4)}\n1\n{s(10**6)}\n"
        + "".join(f"100\n{numbers(rng, 100, 1, s(10**6))}\n" for _ in range(s(10**4) - 1)),
        # The game whose values are not sparse (take 1, 3 or 4, or
        # split a heap of at least 3): one heap of 10^5 first (so every
        # value to 10^5 is computed, every split of every heap looked at),
        # then 99999 tests of 10 heaps: 999 991 heaps in all.
        "take-and-break": lambda rng, s: "7\n0 2 3 0\n" + "".join(f"{t} {p} 1 0\n" for t in (1, 3, 4) for p in (0, 1))
        + f"{s(10**5)}\n1 {s(10**5)}\n"
        + "".join(f"10\n{numbers(rng, 10, 1, s(10**5))}\n" for _ in range(s(10**5) - 1)),
        # Every k from 1 to 100 (each builds its sequence), n near 10^18:
        # the most terms in the greedy representation.
        "dynamic-subtraction": lambda rng, s: tests(s(10**5), lambda: f"{rng.randint(E18 - 10**15, E18)} {rng.randint(1, 100)}"),
        "atcoder-abc297g": lambda rng, s: atcoder_abc297g_input(rng, s),
        "domineering": lambda rng, s: domineering_input(rng, s),
        "octal-period": lambda rng, s: tests(4, lambda: rng.choice(["0.6", "0.127", "0.14", "0.36", "0.64"]) + f" {s(1 << 14) if s.quick else 1 << 14}"),
        # One path of 2*10^5 edges in random colours, numbered at random: the
        # value's denominator is near 2^(2*10^5), printed in full.
        "blue-red-hackenbush": lambda rng, s: coloured_forest(rng, list(range(s(2 * 10**5)))),
        # A caterpillar: a spine of 10^5 edges with a leg on every spine
        # vertex, so every step up the spine adds a leg into a long value.
        "blue-red-hackenbush@tree": lambda rng, s: coloured_forest(
            rng, [v if v % 2 == 0 else v - 1 for v in range(s(2 * 10**5))]
        ),
        # 1000 sums of 8 random games born by day 4 (a general sum's
        # canonical form, printed: up to ~50 KB a line), the first line
        # braces nested 100 deep.
        "partizan-value": lambda rng, s: partizan_value_input(rng, s(1000)),
        # Five 200x200 games (the sum of m*n is 2*10^5) with entries in
        # -1000..1000: supports near 100 and values of several hundred
        # digits (five 5x5 games in quick mode).
        "zero-sum": lambda rng, s: tests(5, lambda: zero_sum_game(rng, 5 if s.quick else 200)),
    }
    return table


# Solvers started by `scripts/new` that have no generator yet; scripts/new
# adds each new name here. Until its generator is written, such a solver is
# benchmarked on its largest sample (`sample_input`), whatever format it
# reads, so the test command passes from the first `solve` on. To write the
# generator: add `"NAME": lambda rng, s: ...` to generators() above,
# returning the input text of the worst case at the largest constraints
# (scale each count with s(n), so `--quick` divides it by 1000; draw from
# rng only), then remove NAME here. A generator wins over this list.
PLACEHOLDERS = [
]


def sample_input(root, name):
    """The input a placeholder is measured on: the largest of
    testcases/NAME/sample-K.in (the first among equals), read where it is,
    so an edited sample is never shadowed by a cached copy. Not a worst
    case for any algorithm. None when NAME has no sample."""
    samples = sorted((root / "testcases" / name).glob("sample-*.in"))
    return max(samples, key=lambda path: path.stat().st_size, default=None)


def partizan_value_input(rng, count):
    def game(depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice(["0", "1", "-1", "2", "-2", "1/2", "-1/2", "*", "*2", "3/4"])
        side = lambda: ",".join(game(depth - 1) for _ in range(rng.randint(0, 2)))
        return "{" + side() + "|" + side() + "}"

    lines = ["{" * 100 + "0" + "|}" * 100] + ["+".join(game(3) for _ in range(8)) for _ in range(count - 1)]
    return f"{count}\n" + "".join(line + "\n" for line in lines)


def atcoder_abc297g_input(rng, s):
    l = rng.randint(1, 10**9)
    r = rng.randint(l, E18)
    n = s(2 * 10**5)
    return f"{n} {l} {r}\n{numbers(rng, n, 1, E18)}\n"


def number_game_input(rng, s):
    primes = []
    while len(primes) < (100 if not s.quick else 3):
        p = rng.randrange(E18 // 4, E18 // 2) | 1
        if is_probable_prime(p):
            primes.append(p)
    return tests(s(10**5), lambda: str(2 * rng.choice(primes)))


FIBONACCI = [1, 2]
while FIBONACCI[-1] + FIBONACCI[-2] <= E18:
    FIBONACCI.append(FIBONACCI[-1] + FIBONACCI[-2])


def graph_input(rng, n, m):
    edges = "\n".join(f"{rng.randint(1, n)} {rng.randint(1, n)}" for _ in range(m))
    return f"1\n{n} {m}\n{edges}\n"


def path_input(rng, n, cycle):
    order = list(range(1, n + 1))
    rng.shuffle(order)
    steps = n if cycle and n > 1 else n - 1
    edges = "\n".join(f"{order[i]} {order[(i + 1) % n]}" for i in range(steps))
    return f"1\n{n} {steps}\n{edges}\n"


def hdu_3595_input(rng, s):
    count = s(10**4)
    per = max(1, s(10**6) // count)
    top = len(FIBONACCI) - 1
    pair = lambda: (lambda k: f"{FIBONACCI[k]} {FIBONACCI[k - 1]}")(rng.randint(top - 10, top))
    return "".join(f"{per}\n" + "\n".join(pair() for _ in range(per)) + "\n" for _ in range(count))


def relabelled(rng, n, parents):
    """The tree where vertex v hangs from parents[v - 1], with every vertex
    but the root renamed at random and the edges shuffled."""
    names = list(range(2, n + 1))
    rng.shuffle(names)
    name = lambda v: 1 if v == 0 else names[v - 1]
    edges = [f"{name(p)} {name(v)}" for v, p in enumerate(parents, start=1)]
    rng.shuffle(edges)
    return n, edges


def path_tree(rng, n):
    return relabelled(rng, n, list(range(n - 1)))


def star_tree(rng, n):
    return relabelled(rng, n, [0] * (n - 1))


def random_tree(rng, n):
    return relabelled(rng, n, [rng.randrange(v) for v in range(1, n)])


def hdu_3590_input(rng, tests):
    out = []
    for trees in tests:
        out.append(f"{len(trees)}\n")
        for n, edges in trees:
            out.append(f"{n}\n" + "".join(e + "\n" for e in edges))
    return "".join(out)


def hackenbush_input(rng, n, m):
    tree = [f"{rng.randint(1, v - 1)} {v}" for v in range(2, n + 1)]
    extra = [f"{rng.randint(1, n)} {rng.randint(1, n)}" for _ in range(m - len(tree))]
    edges = tree + extra
    return f"1\n{n} {len(edges)}\n" + "\n".join(edges) + "\n"


def coloured_forest(rng, parents):
    """One Blue-Red Hackenbush test: vertex v hangs from parents[v - 1]
    (0 the ground, each parent below its child), renamed at random, the
    edges shuffled and coloured at random."""
    n = len(parents)
    names = list(range(1, n + 1))
    rng.shuffle(names)
    name = lambda v: 0 if v == 0 else names[v - 1]
    edges = [f"{name(p)} {name(v)} {rng.choice('BR')}" for v, p in enumerate(parents, start=1)]
    rng.shuffle(edges)
    return f"1\n{n}\n" + "\n".join(edges) + "\n"


def dag_input(rng, n, m, k):
    names = list(range(1, n + 1))
    rng.shuffle(names)
    edges = []
    for _ in range(m):
        a, b = rng.randrange(n), rng.randrange(n)
        if a == b:
            b = (a + 1) % n if n > 1 else a
        if n == 1:
            break
        a, b = min(a, b), max(a, b)
        edges.append(f"{names[a]} {names[b]}")
    tokens = numbers(rng, k, 1, n)
    return f"1\n{n} {len(edges)}\n" + "\n".join(edges) + f"\n{k} {tokens}\n"


def loopy_input(rng, s):
    ladder, hubs = (600, 10) if not s.quick else (20, 2)
    n, m_max, q, k = s(2 * 10**5), s(5 * 10**5), s(2 * 10**5), 5
    n = max(n, ladder + hubs + 1)
    edges = [(i, j) for i in range(ladder) for j in range(i + 1, ladder)]
    for h in range(ladder, ladder + hubs):
        edges.append((h, h))
        edges.extend((h, j) for j in range(ladder))
    others = list(range(ladder + hubs, n))
    while len(edges) < m_max:
        edges.append((others[len(edges) % len(others)], rng.randrange(ladder, ladder + hubs)))
    names = list(range(1, n + 1))
    rng.shuffle(names)
    rng.shuffle(edges)
    lines = "\n".join(f"{names[u]} {names[v]}" for u, v in edges)
    queries = "\n".join(f"{k} {numbers(rng, k, 1, n)}" for _ in range(q))
    return f"1\n{n} {len(edges)}\n{lines}\n{q}\n{queries}\n"


def domineering_input(rng, s):
    """Boards of 25 empty cells, the most the format allows: the empty 5×5
    board, then 5×6, 6×6, 7×7 and 8×8 boards with random cells filled down
    to 25 empty ones (from one large region to many small ones). Quick
    mode: 4×4 boards with 4 random cells filled."""
    if s.quick:
        shapes, empty = [(4, 4)] * 3, 12
    else:
        shapes, empty = [(5, 5)] + [(5, 6), (6, 6), (7, 7), (8, 8)] * 4, 25
    boards = []
    for rows, cols in shapes:
        open_cells = set(rng.sample(range(rows * cols), empty))
        lines = ["".join("." if r * cols + c in open_cells else "#" for c in range(cols)) for r in range(rows)]
        boards.append(f"{rows} {cols}\n" + "\n".join(lines))
    return f"{len(boards)}\n" + "\n".join(boards) + "\n"
