#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""lead_operands.py: a last sentence whose clause before a ", " holds a
value the computation that ends it uses ("She also receives an
additional $10, so her total earnings for April are $270 + $10 = $280.",
lib/verify/answer_prose.c, lead_operands; corpus faithfulcot-gsm8k-gpt-4
611 and 1192).

usage: lead_operands.py CORPUS.jsonl

Writes JSONL cases (case, answer, problem, response, want_r): the corpus's
two responses, and from each of their last sentences (clause, main
clause) forms read (want_r 1: the clause alone, after "Since ...", with
"so", "and", "then" or nothing before the main clause) and hostile twins
refused (want_r 0), with no "so" (whose premise's values are reasons,
read elsewhere): the clause's value not an operand, the clause supposed
("If", "Assuming"), doubted ("maybe", "probably", "about"), denied
("not", "n't", "no", "without", "instead of"), the main clause hedged or
given a second value, the computation ending in another value.  (A
second value in the clause, "$10 and $20", is read by the copula rule on
main too: the values before a copula describe its subject.)
"""
import json
import re
import sys

IDS = {"faithfulcot-gsm8k-gpt-4-611", "faithfulcot-gsm8k-gpt-4-1192"}
# the last sentence: "<opener, >clause with $V, <conn> main = $ANS."
LAST = re.compile(r"(?:(?P<open>Since [^,]*), )?(?P<lead>[A-Za-z][^,]*?"
                  r"(?P<v>\$[\d,]+)), (?:so )?(?P<main>[^.]*= "
                  r"(?P<ans>\$[\d,]+))\.$")


def bump(v):
    """Another dollar value: v plus 5."""
    return "$" + format(int(v[1:].replace(",", "")) + 5, ",")


def forms(lead, v, main, ans):
    """(name, sentence, want_r) for one clause and main clause."""
    low = lead[0].lower() + lead[1:]
    yield "alone", f"{lead}, {main}.", 1
    yield "since", f"Since it is so, {low}, {main}.", 1
    for c in ("so", "and", "then"):
        yield f"conn-{c}", f"{lead}, {c} {main}.", 1
    yield "not-operand", f"{lead.replace(v, bump(v))}, {main}.", 0
    yield "if", f"If {low}, {main}.", 0
    yield "assuming", f"Assuming {low}, {main}.", 0
    for w in ("maybe", "probably", "perhaps"):
        yield f"doubt-{w}", f"{w.capitalize()} {low}, {main}.", 0
    yield "about", f"{lead.replace(v, 'about ' + v)}, {main}.", 0
    for w in ("not", "never", "no longer"):
        yield f"denied-{w.split()[0]}", \
            f"It is {w} true that {low}, {main}.", 0
    yield "denied-nt", f"It isn't true that {low}, {main}.", 0
    yield "without", f"Without {low}, {main}.", 0
    yield "instead", f"Instead of {low}, {main}.", 0
    yield "main-hedged", f"{lead}, {main.replace(' = ', ' = roughly ', 1)}.", 0
    yield "main-second", f"{lead}, {main} or {bump(ans)}.", 0
    yield "main-other", f"{lead}, {main.replace(ans, bump(ans))}.", 0


def main():
    out = []
    for line in open(sys.argv[1], encoding="utf-8"):
        r = json.loads(line)
        if r["id"] not in IDS:
            continue
        resp = r["response"].rstrip()
        out.append({"case": f"{r['id']}-real", "answer": r["answer"],
                    "problem": r["problem"], "response": resp, "want_r": 1})
        last = resp.rsplit("\n", 1)[-1]
        head = resp[:len(resp) - len(last)]
        cut = last.rfind(". ") + 2 if ". " in last else 0
        head, last = head + last[:cut], last[cut:]
        m = LAST.search(last)
        if m is None:
            sys.exit(f"lead_operands.py: {r['id']}: no such last sentence")
        lead = m["lead"][0].upper() + m["lead"][1:]
        for name, sent, want in forms(lead, m["v"], m["main"], m["ans"]):
            out.append({"case": f"{r['id']}-{name}", "answer": r["answer"],
                        "problem": r["problem"], "response": head + sent,
                        "want_r": want})
    if len(out) < 2 * 20:
        sys.exit("lead_operands.py: the corpus's two records are missing")
    for o in out:
        print(json.dumps(o, ensure_ascii=False))


if __name__ == "__main__":
    main()
