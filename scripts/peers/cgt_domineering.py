"""The peer for `scripts/bench --domineering`: cgt-tools (through its Python
binding, PyPI package `cgt-py`) on Domineering boards.

Usage: python cgt_domineering.py BOARD   (rows joined by `|`, e.g. `..|..`)

Prints two lines: the board's canonical form in the notation of
docs/problems.md, and the seconds cgt-tools spent computing it (the call
alone: the interpreter's start-up and the import are left out, which is
cgt-tools' best case).

cgt-tools prints canonical forms in its own notation (`1*`, `^`, spaces after
commas), so the form is rewritten here from its options, as
docs/problems.md defines the notation: a number as itself, a nimber as `*` or `*n`, anything
else as `{left|right}` with each side's option texts sorted by byte order.
Both `Domineering` and the options read from cgt-tools use CGSuite's
convention, Left placing vertical dominoes, as ours does.
"""

import re
import sys
import time

if __name__ == "__main__" and sys.argv[1:2] in (["-h"], ["--help"]):
    print(__doc__.strip())
    sys.exit(0)
try:
    import cgt_py
except ImportError:
    sys.exit("error: cgt_py is not installed (PyPI package cgt-py; scripts/bench --domineering sets up /tmp/cgt-venv)")

NUMBER = re.compile(r"-?\d+(/\d+)?")
NIMBER = re.compile(r"\*(\d*)")


def text_of(form):
    """cgt-tools' own text of a form, without the `CanonicalForm('…')`
    wrapper its repr adds."""
    text = str(form)
    prefix, suffix = "CanonicalForm('", "')"
    if text.startswith(prefix) and text.endswith(suffix):
        text = text[len(prefix) : -len(suffix)]
    return text


def in_our_notation(form, seen):
    """The form in the notation of docs/problems.md; `seen` keeps each
    subform's text once, since a canonical form shares subforms heavily."""
    own = text_of(form)
    if own in seen:
        return seen[own]
    if NUMBER.fullmatch(own):
        ours = own
    elif NIMBER.fullmatch(own):
        n = NIMBER.fullmatch(own).group(1)
        ours = "*" if n in ("", "1") else ("0" if n == "0" else f"*{n}")
    else:
        left = sorted(in_our_notation(option, seen) for option in form.left_options)
        right = sorted(in_our_notation(option, seen) for option in form.right_options)
        ours = "{" + ",".join(left) + "|" + ",".join(right) + "}"
    seen[own] = ours
    return ours


def main():
    if len(sys.argv) != 2 or not re.fullmatch(r"[.#]+(\|[.#]+)*", sys.argv[1]):
        sys.exit("error: usage: cgt_domineering.py BOARD (rows of . and # joined by |, e.g. ..|..)")
    board = sys.argv[1]
    start = time.perf_counter()
    form = cgt_py.Domineering(board).canonical_form
    seconds = time.perf_counter() - start
    print(in_our_notation(form, {}))
    print(f"{seconds:.6f}")


if __name__ == "__main__":
    main()
