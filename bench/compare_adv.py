#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""compare_adv.py: the largest difference in adv between two outputs, record by record."""
import json
import sys

worst, n = 0.0, 0
with open(sys.argv[1], encoding="utf-8") as a, open(sys.argv[2], encoding="utf-8") as b:
    for la, lb in zip(a, b):
        ra, rb = json.loads(la), json.loads(lb)
        if ra.get("id") != rb.get("id"):
            sys.exit("records out of step at %d" % n)
        for k in ("adv", "adv_out", "adv_proc"):
            worst = max(worst, abs(ra[k] - rb[k]))
        n += 1
print("%d records, largest difference %.3g" % (n, worst))
sys.exit(0 if worst < 1e-9 else 1)
