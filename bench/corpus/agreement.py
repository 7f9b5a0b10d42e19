#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""agreement.py: papo-verify against the labelled real-response corpus, per source.

usage: agreement.py PAPO_VERIFY CORPUS.jsonl JUSTIFIED.tsv FLOORS.tsv [OUT.md]

Runs PAPO_VERIFY -q over CORPUS (records with response, answer, label) and
prints a Markdown table, one row per source: records, agreement with the
label (a reward of 1 where the label is 1, anything else where it is 0),
wrong answers rewarded (label 0, r_out 1) and right answers lost (label 1,
r_out not 1), then every wrong reward with its id and the answer read.
JUSTIFIED lists wrong rewards known and explained (id, reason); FLOORS the
records each source must agree on at least (source, count).  Exit status 0,
or 1 when a wrong reward is not in JUSTIFIED, or a source falls below its
floor; 2 on a usage or input error.
"""
import collections
import json
import subprocess
import sys


def table(path):
    rows = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.startswith("#") or not line.strip():
                continue
            parts = line.rstrip("\n").split("\t")
            if len(parts) < 2:
                sys.exit(f"agreement.py: {path}:{n}: want two tab-separated fields")
            rows[parts[0]] = parts[1]
    return rows


def main():
    if len(sys.argv) not in (5, 6):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    prog, corpus, jpath, fpath = sys.argv[1:5]
    justified, floors = table(jpath), table(fpath)
    out = subprocess.run([prog, "-q", corpus], stdout=subprocess.PIPE)
    if out.returncode != 0:
        sys.exit(f"agreement.py: {prog} exited with {out.returncode}")
    recs = [json.loads(l) for l in out.stdout.decode("utf-8").splitlines()]
    st = collections.OrderedDict()
    wrong, lines, bad = [], [], 0
    for r in recs:
        s = st.setdefault(r["source"], [0, 0, 0, 0])
        got = r.get("r_out") == 1
        s[0] += 1
        s[1] += got == (r["label"] == 1)
        if r["label"] == 0 and got:
            s[2] += 1
            wrong.append(r)
        if r["label"] == 1 and not got:
            s[3] += 1
    lines.append("| source | n | agree | agreement | wrong rewarded | right lost | floor |")
    lines.append("|---|---|---|---|---|---|---|")
    tot = [0, 0, 0, 0]
    for src, s in st.items():
        fl = floors.get(src)
        lines.append(f"| {src} | {s[0]} | {s[1]} | {100 * s[1] / s[0]:.2f}% | "
                     f"{s[2]} | {s[3]} | {fl if fl is not None else '-'} |")
        tot = [a + b for a, b in zip(tot, s)]
        if fl is not None and s[1] < int(fl):
            lines.append(f"\nBELOW FLOOR: {src} agrees on {s[1]}, floor {fl}\n")
            bad += 1
    lines.append(f"| **all {len(st)} sources** | {tot[0]} | {tot[1]} | "
                 f"{100 * tot[1] / tot[0]:.2f}% | {tot[2]} | {tot[3]} | |")
    lines.append("")
    lines.append("Wrong answers rewarded (label 0, r_out 1):")
    lines.append("")
    for r in wrong:
        why = justified.get(r["id"])
        mark = f"justified: {why}" if why else "NEW"
        bad += why is None
        tail = r["response"][-160:].replace("\n", " ").replace("|", "/")
        lines.append(f"- `{r['id']}` reference `{r['answer']}`, read "
                     f"`{r['pred']}` ({mark}); ends: {tail}")
    if not wrong:
        lines.append("- none")
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if len(sys.argv) == 6:
        with open(sys.argv[5], "w", encoding="utf-8") as f:
            f.write(text)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
