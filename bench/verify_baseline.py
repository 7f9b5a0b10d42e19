#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""verify_baseline.py: the simplest outcome checker, the same-run reference for bench-verify.sh.

usage: verify_baseline.py FILE

For each record: the content of the last \\boxed{} of "response" (braces
matched), compared as a stripped string with "answer"; writes the record
back with "r_out" (1 or 0) and "pred".  No normalization, no math: what
papo-verify is measured against.
"""
import json
import sys


def last_boxed(s):
    i = s.rfind("\\boxed{")
    if i < 0:
        return None
    depth, start = 0, i + 6
    for k in range(start, len(s)):
        c = s[k]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return s[start + 1:k]
    return None


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.stdout
    with open(sys.argv[1], encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            pred = last_boxed(r.get("response") or "")
            ans = r.get("answer")
            r["r_out"] = int(pred is not None and ans is not None and
                             pred.strip() == str(ans).strip())
            r["pred"] = pred
            out.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
