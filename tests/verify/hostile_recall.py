#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall.py: a box, then a sentence that restates its value in
the problem's own words with another ending ("How much does she make?"
answered "\\boxed{18}" then "She makes $18 every day."), which
papo-verify rewards (issue 26, recall), and the same sentence made a
bound, a modal, a negation, a doubt, a condition the problem does not
state, another value or a question, which it must not.

Built from the GSM8K problems of the corpus the tree carries
(tests/verify/corpus/corpus.jsonl), wherever the tree sits, by rewriting
the question "How many X does S V R?" as "S Vs N X R.".  Not from
../shared/data's: a clean clone, which has none, would test other
problems than a developer's tree (a gate failed so, b255932).

Usage: hostile_recall.py PAPO_VERIFY [--list]
Prints one line per family and a summary line; exits 1 when a hostile
variant is rewarded or a control is not."""
import json
import os
import re
import sys

from verify_run import usage, verdicts

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
QUESTION = re.compile(r"^How (?:many|much)(?: (\w+(?: \w+)?))? (does|do) "
                      r"([A-Z][a-z]+|he|she|they|it|the [a-z]+) "
                      r"([a-z]+)(.*)\?$")
IRREGULAR = {"have", "be", "do", "go"}


def problem_file():
    """The corpus the tree carries: the same problems in every clone."""
    return os.path.join(TOP, "tests", "verify", "corpus", "corpus.jsonl")


def problems():
    """(problem, answer, subject, verb, noun, rest) of each question the
    pattern rewrites."""
    seen = set()
    for line in open(problem_file(), encoding="utf-8"):
        p = json.loads(line)
        prob, ans = p.get("problem"), p.get("answer")
        if not prob or not ans or not re.fullmatch(r"[1-9][0-9]{0,5}", ans):
            continue
        q = re.split(r"(?<=[.!?])\s+", prob.strip())[-1]
        m = QUESTION.match(q)
        if m is None or m.group(4) in IRREGULAR or prob in seen or \
                re.search(r"[0-9$]", m.group(5)) or \
                (m.group(1) or "").split(" ")[0] in ("more", "total") or \
                m.group(4).endswith("ly") or \
                re.match(r" (than|farther|more|less|back)\b", m.group(5)) or \
                re.search(r"\b[A-Z]\b|cents|[()]|\b(at least|at most|"
                          r"sure|minimum|maximum)\b", m.group(5)):
            continue    # no value in the rest; a noun, not "more"
        seen.add(prob)
        noun, aux, subj, verb, rest = m.groups()
        yield prob, ans, subj, verb, aux, noun, rest.strip()


def third(verb):
    """The verb with the ending of he/she/it."""
    if re.search(r"(s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ies"
    return verb + "s"


def amount(ans, noun):
    """The value with the noun the question counts."""
    if noun is None or noun.startswith("in "):
        return ("$" + ans) if noun in (None, "in dollars", "money") \
            else ans + " " + noun[3:]
    return ans + " " + noun


def sentence(subj, verb, val, rest, pre="", post="", verb_form=None):
    """"S Vs [pre] val [rest][post]." with a capital first letter."""
    words = [subj, verb_form or verb]
    if pre:
        words.append(pre)
    words.append(val)
    if rest:
        words.append(rest)
    s = " ".join(words) + post + "."
    return s[0].upper() + s[1:]


BOXES = ["\\[ \\boxed{%s} \\]", "$\\boxed{%s}$",
         "**Final Answer**\n\\[\n\\boxed{%s}\n\\]",
         "The final answer is $\\boxed{%s}$.", "\\boxed{%s}"]
BOUNDS = ["at most", "at least", "more than", "less than", "about",
          "roughly", "nearly", "almost", "up to", "over", "under",
          "approximately", "around", "no more than", "fewer than"]
AFTER = [" or more", " or less", " or fewer", " or so", ", give or take",
         ", at most", ", at least", ", roughly", ", approximately",
         " in the best case", " on a good day", " if nothing goes wrong",
         " unless I made a mistake", " if my arithmetic is right",
         " assuming no rounding", " provided the numbers are right",
         " when the prices are doubled", " if we ignore the remainder",
         " in theory", " or thereabouts", ", I think", ", probably",
         ", maybe", ", I believe", ", if I am not mistaken",
         " (not verified)", " (unsure)", ", but I am not sure",
         ", or maybe not", ", although this may be wrong",
         " by guessing", " by my estimate", " from a rough estimate",
         " with some luck", " with a margin of error", " by a rough count",
         " at best", " from memory", " each time at most",
         " with his best guess", " by her own estimate"]
MODALS = ["would", "could", "might", "may", "should", "must",
          "will probably", "would likely", "can perhaps", "ought to"]
NEGS = ["does not", "doesn't", "never", "no longer", "cannot",
        "did not", "won't"]
DOUBT = ["I think", "Probably", "Perhaps", "Maybe", "I guess",
         "I believe", "It seems", "Possibly", "Presumably",
         "Supposedly", "Hopefully", "If I am right,", "Unless I erred,",
         "In the best case,", "At first glance,", "I suspect"]


def variants():
    """(family, record, reward wanted) of every variant."""
    for prob, ans, subj, verb, aux, noun, rest in problems():
        vs = third(verb) if aux == "does" else verb
        val = amount(ans, noun)
        other = amount(str(int(ans) + 1), noun)
        for b in BOXES:
            box = b % ans + "\n\n"

            def rec(text):
                return {"problem": prob, "answer": ans,
                        "response": box + text}
            yield "control", rec(sentence(subj, verb, val, rest,
                                          verb_form=vs)), 1
            for w in BOUNDS:
                yield "bound", rec(sentence(subj, verb, val, rest, pre=w,
                                            verb_form=vs)), 0
            for w in AFTER:
                yield "after", rec(sentence(subj, verb, val, rest, post=w,
                                            verb_form=vs)), 0
            for w in MODALS:
                yield "modal", rec(sentence(subj, verb, val, rest,
                                            verb_form=w + " " + verb)), 0
            for w in NEGS:
                yield "negation", rec(sentence(subj, verb, val, rest,
                                               verb_form=w + " " + verb)), 0
            for w in DOUBT:
                s = sentence(subj, verb, val, rest, verb_form=vs)
                yield "doubt", rec(w + " " + s[0].lower() + s[1:]), 0
            yield "other value", rec(sentence(subj, verb, other, rest,
                                              verb_form=vs)), 0
            yield "other value", rec(sentence(subj, verb, val, rest,
                                              post=" or " + other,
                                              verb_form=vs)), 0
            yield "other value", rec(sentence(subj, verb, "between " +
                                              val + " and " + other, rest,
                                              verb_form=vs)), 0
            yield "question", rec(sentence(subj, verb, val, rest,
                                           verb_form=vs)[:-1] + "?"), 0
            yield "question", rec("Does " + sentence(subj, verb, val, rest)
                                  [0].lower() + sentence(subj, verb, val,
                                                         rest)[1:-1] + "?"), 0


def conditions():
    """(problem, answer, condition) of each question that ends on a
    condition holding a number or a hyphen ("if Seattle has 20 sheep",
    "if she spends one-third of the time running"; words and whole
    numbers only: "1.5 inches" and "40%" are not compared)."""
    seen = set()
    for line in open(problem_file(), encoding="utf-8"):
        p = json.loads(line)
        ans = p.get("answer") or ""
        if not p.get("problem") or p["problem"] in seen:
            continue
        seen.add(p["problem"])
        q = re.split(r"(?<=[.!?])\s+", p["problem"].strip())[-1]
        m = re.search(r" if ([a-zA-Z0-9' -]*[0-9-][a-zA-Z0-9' -]*)\?$", q)
        if m and re.fullmatch(r"[1-9][0-9]{0,5}", ans) and not \
                re.search(r"\b(no|not|never)\b|n't|[0-9]-", m.group(1)):
            yield p["problem"], ans, m.group(1)   # a negation is refused


SWAP = {"one": "two", "two": "three", "three": "one", "third": "half",
        "thirds": "halves", "half": "third", "fifty": "twenty"}


def changed(cond):
    """The condition with each number, then each hyphenated word, changed
    in turn: another condition than the problem's."""
    for m in re.finditer(r"[0-9]+", cond):
        yield cond[:m.start()] + str(int(m.group()) + 1) + cond[m.end():]
    for m in re.finditer(r"\b([a-z]+)-([a-z]+)\b", cond):
        a, b = m.group(1), m.group(2)
        for x, y in ((SWAP.get(a, a), b), (a, SWAP.get(b, b))):
            if (x, y) != (a, b):
                yield cond[:m.start()] + x + "-" + y + cond[m.end():]


def cond_variants():
    """The box's own sentence with the problem's condition word for word
    (a control) and with another condition, negated, or turned around."""
    for prob, ans, cond in conditions():
        for lead in ("So the answer is \\boxed{%s}", "Thus we get "
                     "$\\boxed{%s}$", "\\boxed{%s}"):
            box = lead % ans

            def rec(text):
                return {"problem": prob, "answer": ans, "response": text}
            yield "control", rec(box + " if " + cond + "."), 1
            for c in changed(cond):
                yield "condition", rec(box + " if " + c + "."), 0
            yield "condition", rec(box + " unless " + cond + "."), 0
            yield "condition", rec(box + " only if " + cond +
                                   ", I think."), 0
            yield "condition", rec(box + " if not " + cond + "."), 0
            yield "condition", rec(box + " if " + cond + " or more."), 0


def main():
    usage("hostile_recall")
    vs = list(variants()) + list(cond_variants())
    out = verdicts("hostile_recall", [v[1] for v in vs],
                   "--list" in sys.argv[2:])
    if out is None:
        return 0
    fams = {}
    bad = 0
    for (fam, r, want), o in zip(vs, out):
        n, f = fams.get(fam, (0, 0))
        wrong = (o.get("r_out") == 1) != (want == 1)
        fams[fam] = (n + 1, f + wrong)
        if wrong:
            bad += 1
            if bad <= 20:
                print("%s: r_out %s, %s | %s" % (fam, o.get("r_out"),
                      o.get("explain"), r["response"].replace("\n", " ")))
    for fam in sorted(fams):
        n, f = fams[fam]
        print("%-12s %6d variants, %d %s" % (fam, n, f, "refused"
              if fam == "control" else "rewarded"))
    hostile = sum(n for f, (n, _) in fams.items() if f != "control")
    print("hostile_recall: %d variants, %d controls, %d wrong" %
          (hostile, fams.get("control", (0, 0))[0], bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
