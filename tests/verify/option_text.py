#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""option_text.py: a letter followed by its option's own text, on the
real ENEM problems of the corpus (issue 26, round 14: "C. brevidade no
tratamento da temática." was refused for its Portuguese "no", read as a
negation).

usage: option_text.py CORPUS.jsonl

Writes JSONL cases, each ENEM question of the corpus once, those with
plain-worded options (letters, spaces, commas, hyphens; no digit, no
quote, at most 12 words): for each option L of it,
  "L. <text of L>."          reference L, want_r 1 ("own");
  "L. <text of M>."          reference L and reference M, want_r 0 (a
                             letter with another option's text, "other");
  "L. <text of L>. <doubt>"  reference L, want_r 0 ("doubt");
  "L. <text of L>?"          reference L, want_r 0 ("ask");
  "Resposta: L. <text of L>." reference L, want_r 1 ("said");
  "Resposta: L. <text of M>." reference L, want_r 0 ("said-other").
"""
import json
import re
import sys

OPT = re.compile(r"^\(([A-E])\) (.*)$")
PLAIN = re.compile(r"^[^\W\d_]+(?:[ ,\-][^\W\d_]+)*$")
DOUBTS = ["Não tenho certeza.", "Talvez seja outra.", "Mas pode ser a D.",
          "I am not sure."]


def main():
    seen, out = set(), []
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)
        q = r["id"].rsplit("-", 1)[-1]
        if not r["source"].startswith("enem2022") or q in seen:
            continue
        seen.add(q)
        opts = [(m.group(1), m.group(2).strip().rstrip("."))
                for m in map(OPT.match, r["problem"].split("\n")) if m]
        if len(opts) != 5 or not all(PLAIN.match(t.strip()) and
                                     len(t.split()) <= 12 for _, t in opts):
            continue
        p = r["problem"]
        for k, (l, t) in enumerate(opts):
            m, u = opts[(k + 1) % 5]
            case = f"{q}-{l}"
            out.append({"case": case + "-own", "problem": p, "answer": l,
                        "response": f"{l}. {t.strip()}.", "want_r": 1})
            for ref in (l, m):
                out.append({"case": f"{case}-other-{ref}", "problem": p,
                            "answer": ref, "response": f"{l}. {u.strip()}.",
                            "want_r": 0})
            d = DOUBTS[k % len(DOUBTS)]
            out.append({"case": case + "-doubt", "problem": p, "answer": l,
                        "response": f"{l}. {t.strip()}. {d}", "want_r": 0})
            out.append({"case": case + "-ask", "problem": p, "answer": l,
                        "response": f"{l}. {t.strip()}?", "want_r": 0})
            out.append({"case": case + "-said", "problem": p, "answer": l,
                        "response": f"Resposta: {l}. {t.strip()}.",
                        "want_r": 1})
            out.append({"case": case + "-said-other", "problem": p,
                        "answer": l, "want_r": 0,
                        "response": f"Resposta: {l}. {u.strip()}."})
    for o in out:
        print(json.dumps(o, ensure_ascii=False))


if __name__ == "__main__":
    main()
