#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""advantage_ref.py: PAPO advantages in plain Python, the script a user would write.

usage: advantage_ref.py FILE > OUT

Groups records by (step, group), computes A_out over the group and
A_proc over the correct responses with the official code's numerics
(sample std, eps 1e-6 added, the std guard, |C| >= 2) and writes every
record back with adv, adv_out and adv_proc added.  The benchmark times
it against papo-advantage on the same file and checks that both agree.
"""
import json
import math
import sys
from collections import defaultdict

EPS = 1e-6


def norm(xs):
    n = len(xs)
    if n < 2:
        return [0.0] * n
    m = sum(xs) / n
    s = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    if not s > EPS:
        return [0.0] * n
    return [(x - m) / (s + EPS) for x in xs]


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        recs = [json.loads(line) for line in f]
    groups = defaultdict(list)
    for i, r in enumerate(recs):
        groups[(r.get("step"), r["group"])].append(i)
    for idx in groups.values():
        aout = norm([recs[i]["r_out"] for i in idx])
        correct = [i for i in idx if recs[i]["r_out"] == 1]
        aproc = dict(zip(correct, norm([recs[i]["r_proc"] for i in correct])))
        for k, i in enumerate(idx):
            p = aproc.get(i, 0.0)
            recs[i]["adv"] = aout[k] + p
            recs[i]["adv_out"] = aout[k]
            recs[i]["adv_proc"] = p
    out = sys.stdout
    for r in recs:
        out.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
