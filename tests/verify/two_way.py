#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""two_way.py: Portuguese sentences holding "dos" (of the), which is also
Spanish for two (issue 26, round 14: "Portanto, o total é a soma dos
termos." was rewarded as 2).

usage: two_way.py CORPUS.jsonl

Writes JSONL cases against the reference 2, want_r 0: every sentence with
"dos" before a word and no digit in the Portuguese responses of the
corpus (lang pt), once each, as the whole response; and each word that
follows "dos" there in last statements ("Portanto, o total é a soma dos
<word>.").  Controls, want_r 1:
Spanish statements of the value two alone ("La respuesta es dos.").
"""
import json
import re
import sys

FRAMES = ["Portanto, o total é a soma dos {w}.",
          "Logo, a resposta é o número dos {w}.",
          "Assim, o valor procurado é a média dos {w}."]
SENT = re.compile(r"[^.!?\n]*\bdos [^\W\d_]+[^.!?\n]*[.!?]")
CONTROLS = ["La respuesta es dos.", "Por lo tanto, la respuesta es dos.",
            "Entonces, el resultado es dos."]


def main():
    seen, words, out = set(), set(), []
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)
        if r["lang"] != "pt":
            continue
        for m in SENT.finditer(r["response"]):
            t = m.group(0).strip()
            if re.search(r"\d", t) or t in seen or len(t) > 300:
                continue
            seen.add(t)
            words.add(re.search(r"\bdos ([^\W\d_]+)", t).group(1))
            out.append({"case": f"pt-{len(out)}", "answer": "2",
                        "response": t, "want_r": 0})
    for k, w in enumerate(sorted(words)):
        out.append({"case": f"frame-{k}", "answer": "2", "want_r": 0,
                    "response": FRAMES[k % len(FRAMES)].format(w=w)})
    for k, t in enumerate(CONTROLS):
        out.append({"case": f"es-{k}", "answer": "2", "response": t,
                    "want_r": 1})
    for o in out:
        print(json.dumps(o, ensure_ascii=False))


if __name__ == "__main__":
    main()
