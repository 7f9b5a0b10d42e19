#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cjk_conclusion.py: a Chinese conclusion after a computation the response
ended with a space, not 。 ("... = 8722美元 所以，他们...赚了8722美元。",
verify-cases c0275): the conclusion is the last statement
(lib/verify/answer_frame.c, cjk_conclusion), read by the rows of a
Chinese last statement, and no less strictly than after 。.

usage: cjk_conclusion.py CASES.jsonl

Writes JSONL cases (case, answer, response, want_r) from each Chinese
response of CASES.jsonl (tests/verify/cases.jsonl) whose last 。 closes
"所以，...<digits>..." after a space: the response itself, and its
conclusion opened by each connective, rewarded (want_r 1); its
conclusion hedged, bounded, negated, asked, given a second value, or the
value changed, under each connective, refused (want_r 0).
"""
import json
import re
import sys

CONNECTIVES = ["所以", "因此", "因而"]
# (name, rewrite of the conclusion's words before the value, of the
# value and what follows it, want_r)
TWINS = [
    ("hedge-about", lambda w: w + "大约", None, 0),
    ("hedge-maybe", lambda w: w.replace("他们", "他们可能"), None, 0),
    ("hedge-roughly", lambda w: w + "大概", None, 0),
    ("bound-least", lambda w: w + "至少", None, 0),
    ("bound-under", lambda w: w + "不到", None, 0),
    ("negated", lambda w: w.replace("赚了", "没有赚"), None, 0),
    ("question", None, lambda v, u: f"{v}{u}吗？", 0),
    ("second", None, lambda v, u: f"{v}{u}或{int(v) + 1}{u}。", 0),
    ("other", None, lambda v, u: f"{int(v) + 1}{u}。", 0),
]
TAIL = re.compile(r" (所以)(，?)([^。 0-9]*?)(\d+)([^。0-9]*)。\s*$")


def main():
    out = []
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)
        resp = r["pred"]
        m = TAIL.search(resp)
        if not m or not re.search(r"[\u4e00-\u9fff]", resp):
            continue
        head, comma, words, val, unit = (resp[:m.start()], m.group(2),
                                         m.group(3), m.group(4), m.group(5))
        if r["gold"] != val:
            continue
        cid = r["id"]
        out.append({"case": f"{cid}-real", "answer": val,
                    "response": resp, "want_r": 1})
        for c in CONNECTIVES:
            base = f"{head} {c}{comma}"
            out.append({"case": f"{cid}-{c}", "answer": val,
                        "response": f"{base}{words}{val}{unit}。",
                        "want_r": 1})
            for name, fw, fv, want in TWINS:
                w = fw(words) if fw else words
                tail = fv(val, unit) if fv else f"{val}{unit}。"
                out.append({"case": f"{cid}-{c}-{name}", "answer": val,
                            "response": f"{base}{w}{tail}",
                            "want_r": want})
    for o in out:
        print(json.dumps(o, ensure_ascii=False))


if __name__ == "__main__":
    main()
