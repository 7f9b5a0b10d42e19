#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""history.py: one change's row block for bench/agreement-history.md.

usage: history.py BEFORE_PAPO_VERIFY AFTER_PAPO_VERIFY CORPUS.jsonl...

Runs both papo-verify builds over each labelled CORPUS file and prints a
Markdown table, one row per source: records, then for each build the
records agreeing with the label (and the percentage), wrong answers
rewarded (label 0, r_out 1) and right answers lost; then the ids whose
verdict changed.  Exit status 0, or 2 when a build fails.
"""
import collections
import json
import subprocess
import sys


def run(prog, path):
    out = subprocess.run([prog, "-q", path], stdout=subprocess.PIPE)
    if out.returncode != 0:
        sys.exit(f"history.py: {prog} exited with {out.returncode} on {path}")
    return [json.loads(l) for l in out.stdout.decode("utf-8").splitlines()]


def count(recs):
    st = collections.OrderedDict()
    for r in recs:
        s = st.setdefault(r["source"], [0, 0, 0, 0])
        got = r.get("r_out") == 1
        s[0] += 1
        s[1] += got == (r["label"] == 1)
        s[2] += r["label"] == 0 and got
        s[3] += r["label"] == 1 and not got
    return st


def cell(s):
    return f"{s[1]} ({100 * s[1] / s[0]:.1f}%) | {s[2]} | {s[3]}"


def main():
    if len(sys.argv) < 4:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    before, after = sys.argv[1:3]
    print("| source | n | before: agree | wrong rewarded | right lost "
          "| after: agree | wrong rewarded | right lost |")
    print("|---|---|---|---|---|---|---|---|")
    tot_b, tot_a, changed = [0] * 4, [0] * 4, []
    for path in sys.argv[3:]:
        rb, ra = run(before, path), run(after, path)
        sb, sa = count(rb), count(ra)
        for src in sb:
            print(f"| {src} | {sb[src][0]} | {cell(sb[src])} | {cell(sa[src])} |")
            tot_b = [x + y for x, y in zip(tot_b, sb[src])]
            tot_a = [x + y for x, y in zip(tot_a, sa[src])]
        for x, y in zip(rb, ra):
            if (x.get("r_out") == 1) != (y.get("r_out") == 1):
                changed.append((y["id"], y["label"], x.get("pred"), y.get("pred")))
    print(f"| **all** | {tot_b[0]} | {cell(tot_b)} | {cell(tot_a)} |")
    print()
    print(f"Verdicts changed ({len(changed)}): id, label, answer read before -> after")
    print()
    for rid, lab, p, q in changed:
        print(f"- `{rid}` label {lab}: `{p}` -> `{q}`")


if __name__ == "__main__":
    main()
