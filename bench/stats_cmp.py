#!/usr/bin/env python3
"""stats_cmp.py: check that two papo-stats JSONL outputs agree (same rows, keys, nulls; numbers to 1e-9).

usage: stats_cmp.py A.jsonl B.jsonl
Exits 1 and names the first difference when they do not agree.
"""
import json
import math
import sys


def close(a, b):
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as f:
        a = [json.loads(l) for l in f if l.strip()]
    with open(sys.argv[2]) as f:
        b = [json.loads(l) for l in f if l.strip()]
    if len(a) != len(b):
        sys.exit("stats_cmp.py: %d rows against %d" % (len(a), len(b)))
    for i, (x, y) in enumerate(zip(a, b)):
        if sorted(x) != sorted(y):
            sys.exit("stats_cmp.py: row %d: keys differ" % (i + 1))
        for k in x:
            if not close(x[k], y[k]):
                sys.exit("stats_cmp.py: row %d: %s: %r against %r"
                         % (i + 1, k, x[k], y[k]))
    print("agree: %d rows" % len(a))


if __name__ == "__main__":
    main()
