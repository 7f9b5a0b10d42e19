#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_nukta111.py: Bengali's ড় ঢ় য় are written two ways, as one
code point (U+09DC, U+09DD, U+09DF: how MGSM's Bengali problems and
many models write them) or as the letter and the nukta U+09BC (how NFC
writes them, and other models); a verdict never hangs on which
(issue 26, session 63).

Every record of the generators below whose response or problem holds
one of those letters is read again with each written the other way, in
the response and the problem both: the variant must get the original's
verdict, rewarded or not.  On session 62's binary "চূড়ান্ত উত্তর: 125"
with its ড় as one code point was no answer (a word before it not
recognised) and with the nukta apart rewarded, as were the headings,
doubts and negations of its rows written one way only; now
papo_verify_nfc writes those letters as NFC does, in the response and
in a Bengali problem, and every row is written so.

usage: hostile_nukta111.py PAPO_VERIFY [--list]
"""
import json
import os
import subprocess
import sys

import verify_run

SOURCES = ["hostile_age85.py", "hostile_conclude49.py", "hostile_lost31.py",
           "hostile_other70.py", "hostile_hedge33.py", "hostile_lang.py",
           "hostile_lang26.py", "hostile_remark30.py", "hostile_stmt30.py",
           "hostile_more61.py", "hostile_income77.py", "hostile_red9.py",
           "hostile_review29.py", "hostile_giveup33.py", "hostile_head30.py",
           "hostile_fix34.py", "hostile_lost30.py", "hostile_prob81.py",
           "hostile_close.py", "hostile_asked50.py", "hostile_wrong37.py",
           "hostile_units30.py", "hostile_time80.py", "hostile_mcot50.py",
           "hostile_cond.py", "hostile_estimate30.py", "hostile_fix37.py",
           "hostile_rev37.py", "hostile_red19.py", "hostile_red25.py"]
JOINED = {"\u09dc": "\u09a1\u09bc", "\u09dd": "\u09a2\u09bc",
          "\u09df": "\u09af\u09bc"}


def other_way(s):
    """s with each of the three letters written the other way."""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c in JOINED:
            out.append(JOINED[c])
        elif i + 1 < len(s) and s[i + 1] == "\u09bc" and \
                c + "\u09bc" in JOINED.values():
            out.append([k for k, v in JOINED.items()
                        if v == c + "\u09bc"][0])
            i += 1
        else:
            out.append(c)
        i += 1
    return "".join(out)


def listed(gen):
    here = os.path.dirname(os.path.abspath(__file__))
    p = subprocess.run([sys.executable, os.path.join(here, gen),
                        sys.argv[1], "--list"], capture_output=True,
                       check=True)
    return [json.loads(line) for line in p.stdout.decode().splitlines()]


def main():
    verify_run.usage("hostile_nukta111")
    pairs = []
    for g in SOURCES:
        for v in listed(g):
            if "response" not in v:
                continue  # a record with its own arguments
            w = dict(v)
            w["response"] = other_way(v["response"])
            if v.get("problem"):
                w["problem"] = other_way(v["problem"])
            if w["response"] != v["response"] or \
                    w.get("problem") != v.get("problem"):
                pairs.append((g[:-3], v, w))
    if "--list" in sys.argv[2:]:
        for _, v, w in pairs:
            print(json.dumps(v, ensure_ascii=False))
            print(json.dumps(w, ensure_ascii=False))
        return 0
    recs = []
    for _, v, w in pairs:
        for x in (v, w):
            recs.append({k: x[k] for k in ("answer", "response", "problem")
                         if k in x})
    out = verify_run.judge("hostile_nukta111", recs)
    bad, rewarded, per = 0, 0, {}
    for k, (g, v, w) in enumerate(pairs):
        a, b = out[2 * k], out[2 * k + 1]
        per.setdefault(g, [0, 0])
        per[g][0] += 1
        rewarded += a.get("r_out") == 1
        if a.get("r_out") != b.get("r_out"):
            bad += 1
            per[g][1] += 1
            print("differs (%s, %s): %r (answer %r): %s; the other way: %s"
                  % (g, v["family"], v["response"][-160:], v["answer"],
                     a.get("explain"), b.get("explain")))
    for g in sorted(per):
        print("%-22s %5d pairs, %d differ" % (g, per[g][0], per[g][1]))
    print("hostile_nukta111: %d variants (%d right), %d wrong" %
          (len(pairs), rewarded, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
