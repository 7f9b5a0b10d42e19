#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""sum_pairs.py: sums and products papo-verify cannot evaluate, compared
by their summands (lib/verify/verify_sum.c; verify-cases c0261).

usage: sum_pairs.py [SEED]

Writes JSONL cases (case, answer, response, want_r) from seeded random
answers "HEAD \\sum_{LIMITS} F1 F2 ...": the same answer with its factors
in another order, joined otherwise, its limits spaced otherwise, is
rewarded (want_r 1); and these hostile twins are not (want_r 0): other
limits, another index, \\prod for \\sum, a factor replaced or dropped,
another head, a sum inside brackets its factors leave ("(\\sum_k A) B"
against "(\\sum_k B) A"), and terms added after it ("\\sum_k A + B"
against "\\sum_k B + A": is B summed?).
"""
import json
import random
import sys

FACTORS = ["a_k", "b_{k}", "F_k", "F_{n-k-1}", "\\binom{n}{k}",
           "\\frac{1}{k+1}", "x^{k}", "\\sqrt{k}", "c", "q^{2k}"]
LIMITS = ["_{k=0}^{n-1}", "_{k=1}^{n}", "_{k=0}^{\\infty}", "_{k=2}^{m}",
          "\\limits_{k=0}^{n}"]
HEADS = ["", "F_n = ", "S = 2", "\\frac{1}{2}", "P_n = 3"]
OPS = ["\\sum", "\\prod"]


def spaced(lim):
    """The same limits written with spaces."""
    return lim.replace("=", " = ").replace("-", " - ").replace("^", "^ ")


def wrap(k, text):
    return f"$\\boxed{{{text}}}$" if k % 2 else f"${text}$"


def cases(rng, k):
    """The pairs of one random answer: (name, gold, pred, want)."""
    fs = rng.sample(FACTORS, rng.randint(2, 4))
    op, lim, head = rng.choice(OPS), rng.choice(LIMITS), rng.choice(HEADS)
    gold = f"{head}{op}{lim} {' '.join(fs)}"
    perm = fs[:]
    while perm == fs:
        rng.shuffle(perm)
    join = rng.choice([" ", " \\cdot ", "\\,"])
    yield "perm", gold, f"{head}{op}{spaced(lim)} {join.join(perm)}", 1
    other = rng.choice([x for x in LIMITS if x != lim and
                        x.replace("\\limits", "") != lim.replace("\\limits", "")])
    yield "limits", gold, f"{head}{op}{other} {' '.join(perm)}", 0
    yield "index", gold, f"{head}{op}{lim.replace('k=', 'j=')} {' '.join(perm)}", 0
    flip = OPS[1 - OPS.index(op)]
    yield "op", gold, f"{head}{flip}{lim} {' '.join(perm)}", 0
    new = rng.choice([x for x in FACTORS if x not in fs])
    swapped = perm[:]
    swapped[rng.randrange(len(swapped))] = new
    yield "factor", gold, f"{head}{op}{lim} {' '.join(swapped)}", 0
    yield "dropped", gold, f"{head}{op}{lim} {' '.join(perm[1:])}", 0
    other = rng.choice([h for h in HEADS if h != head])
    yield "head", gold, f"{other}{op}{lim} {' '.join(perm)}", 0
    a, b = fs[0], " ".join(fs[1:])
    yield ("bracket", f"{head}\\left({op}{lim} {a}\\right) {b}",
           f"{head}\\left({op}{lim} {b}\\right) {a}", 0)
    yield ("plus", f"{head}{op}{lim} {a} + {b}",
           f"{head}{op}{lim} {b} + {a}", 0)


def main():
    rng = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 26)
    for k in range(120):
        for name, gold, pred, want in cases(rng, k):
            print(json.dumps({"case": f"{name}-{k}", "answer": wrap(0, gold),
                              "response": wrap(k, pred), "want_r": want}))


if __name__ == "__main__":
    main()
