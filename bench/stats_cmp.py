#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""stats_cmp.py: check that two papo-stats JSONL outputs agree (same rows, keys, nulls; numbers to a tolerance).

usage: stats_cmp.py [--rel R] [--abs A] A.jsonl B.jsonl
Numbers agree when they are within R relative (default 1e-9) or A
absolute (default 1e-12: metrics such as process_mean are zero up to
rounding, where a relative tolerance means nothing).  Exits 1 and
names the first difference when they do not agree.
"""
import json
import math
import sys


def close(a, b, rel, abs_):
    if a is None or b is None:
        return a is b
    return math.isclose(a, b, rel_tol=rel, abs_tol=abs_)


def main():
    args = sys.argv[1:]
    rel, abs_ = 1e-9, 1e-12
    while len(args) > 2 and args[0] in ("--rel", "--abs"):
        if args[0] == "--rel":
            rel = float(args[1])
        else:
            abs_ = float(args[1])
        args = args[2:]
    if len(args) != 2:
        sys.exit(__doc__)
    with open(args[0]) as f:
        a = [json.loads(l) for l in f if l.strip()]
    with open(args[1]) as f:
        b = [json.loads(l) for l in f if l.strip()]
    if len(a) != len(b):
        sys.exit("stats_cmp.py: %d rows against %d" % (len(a), len(b)))
    for i, (x, y) in enumerate(zip(a, b)):
        if sorted(x) != sorted(y):
            sys.exit("stats_cmp.py: row %d: keys differ" % (i + 1))
        for k in x:
            if not close(x[k], y[k], rel, abs_):
                sys.exit("stats_cmp.py: row %d: %s: %r against %r"
                         % (i + 1, k, x[k], y[k]))
    print("agree: %d rows" % len(a))


if __name__ == "__main__":
    main()
