#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall20.py: closing remarks after a value given with no box
(issue 26, recall), read as after a box: recognised whole
(lib/verify/answer_close.c), never as a value, a condition or an
answer phrase of their own; their twins (a hedge, a question, another
value in the same words) never rewarded.

usage: hostile_recall20.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  close-tail
          a value stated in prose, bold or after an answer phrase
          ("So the total is 12.", "So the total is **12**.",
          "Therefore, the answer is 12.") then a closing remark the box
          path accepts ("Let me know if you have any other questions.",
          "I hope the answer is correct.", "QED."): main refused the
          first after a plain statement (its "if" read as a condition),
          the second everywhere (its "the answer is correct" read as an
          answer phrase after a wish) and read "QED" as the value.  The
          same against another reference, and twins whose remark doubts,
          asks or names another value ("Let me know if I am wrong.",
          "I hope the answer is 13.", "QED?") never rewarded.
  tr-curly
          Turkish's copula glued to an option's letter by a curly
          apostrophe ("Cevap B’dir.", "Doğru cevap A’dır."), as models
          write it: refused on main, which read only the straight one
          ("B'dir").  The Turkish variants of hostile_recall18r.py's
          mc-suffix, the straight apostrophe made curly: another letter,
          a negation, a doubt, an alternative, a take-back, a question,
          a condition never.
  ja-counter
          a Japanese counter written in hiragana after the value, as
          children's problems and their answers write it ("答えは42ひき
          です。", "答えは42こです。", "答えは42にんです。"): refused on
          main, which read only the kanji (匹, 個, 人); another value,
          an estimate, a question, a doubt, a negation, an alternative
          never.
  sw-variable
          Swahili's answer phrase before an equation that names its
          variable ("Jibu ni x = 3."): refused on main (the variable read
          as a word before the value); a hedge (karibu, labda), "si"
          (not), an alternative (au), "≈", a question, another value
          never.
"""
import sys

import hostile_recall18r
import verify_run
from verify_run import other

VALUES = ["12", "7", "250", "36"]

# "V" is the value
LEADS = ["So the total is V.", "Therefore, the answer is V.",
         "So the total is **V**.", "Thus, the final answer is **V**.",
         "The answer is V.", "So Jenny has V apples in total.",
         "Therefore, she needs V more dollars.", "Hence the total is V.",
         "In total, there are V students.", "So the result is $V$."]

# closing remarks, each spelled as a form of answer_close.c
REMARKS = ["Let me know if you have any other questions.",
           "Let me know if you have any further questions!",
           "Let us know if you have more questions.",
           "I hope the answer is correct.",
           "We hope the solution is correct.", "I hope it is correct.",
           "I hope this helps!", "QED.", "Done.",
           "That completes the solution.", "This completes the proof.",
           "Thanks for reading.", "Good luck!", "That is all.",
           "I hope the answer is correct. Let me know if you have any "
           "other questions."]

# the same words made a doubt, a question, a condition or another
# value: "W" is another value
TWINS = ["Let me know if I am wrong.", "Let me know if this is wrong.",
         "I hope the answer is W.", "I hope the answer is correct, but "
         "I am not sure.", "I hope the answer is correct?", "QED?",
         "Done?", "QED W.", "Let me know if you think it is W.",
         "If I am right.", "I hope so.", "I hope the answer is not wrong.",
         "Let me know if you have any other questions, it may be W.",
         "I hope the answer is correct; if not, it is W.",
         "The answer is W. I hope the answer is correct."]

PRE = "We add the amounts step by step.\n\n"


def close_tail(vs):
    for v in VALUES:
        for lead in LEADS:
            head = PRE + lead.replace("V", v) + " "
            for r in REMARKS:
                vs.append({"kind": "close-tail", "family": "right",
                           "answer": v, "response": head + r})
                vs.append({"kind": "close-tail", "family": "wrong",
                           "answer": other(v), "response": head + r})
            for t in TWINS:
                vs.append({"kind": "close-tail", "family": "twin",
                           "answer": v,
                           "response": head + t.replace("W", other(v))})


def tr_curly(vs):
    mc = []
    hostile_recall18r.mc_suffix(mc)
    for v in mc:
        if v["response"].startswith(tuple(hostile_recall18r.MC_TR)):
            v = dict(v, kind="tr-curly",
                     response=v["response"].replace("'", "\u2019"))
            vs.append(v)


JA_COUNTERS = ["ひき", "びき", "ぴき", "こ", "にん", "ほん", "ぼん", "ぽん",
               "まい", "だい", "さつ", "えん", "ふん", "ぷん"]
JA_LEAD = "じゅんばんに かぞえます。\n\n"
JA_HEADS = ["答えは{n}{c}です。", "答えは{n}{c}。", "答え：{n}{c}",
            "答えは{n}{c}", "全部で{n}{c}です。"]
JA_TWINS = ["答えは{n}{c}くらいです。", "答えは{n}{c}ですか？",
            "答えは{n}{c}かな。", "答えは{n}{c}ではありません。",
            "答えは{n}{c}か{m}{c}です。", "答えは{n}{c}ほどです。",
            "答えは{n}{c}いじょうです。", "答えはたぶん{n}{c}です。",
            "答えは{n}{c}かもしれません。", "答えは{n}{c}ちかくです。"]


def ja_counter(vs):
    for c in JA_COUNTERS:
        for n, m in [("42", "43"), ("7", "8"), ("120", "12")]:
            for h in JA_HEADS:
                r = JA_LEAD + h.format(n=n, c=c)
                vs.append({"kind": "ja-counter", "family": "right",
                           "answer": n, "response": r})
                vs.append({"kind": "ja-counter", "family": "wrong",
                           "answer": m, "response": r})
            for t in JA_TWINS:
                vs.append({"kind": "ja-counter", "family": "twin",
                           "answer": n,
                           "response": JA_LEAD + t.format(n=n, c=c, m=m)})


SW_LEAD = "Tutatatua hatua kwa hatua.\n\n"
SW_HEADS = ["Jibu ni {x} = {n}", "Jibu ni {x} = {n}.", "Jibu ni {x}={n}.",
            "Kwa hiyo, jibu ni {x} = {n}."]
SW_TWINS = ["Jibu ni karibu {x} = {n}.", "Jibu ni labda {x} = {n}.",
            "Jibu ni {x} = {n} au {x} = {m}.", "Jibu ni {x} ≈ {n}.",
            "Jibu si {x} = {n}.", "Jibu ni {x} = {n}?",
            "Jibu ni {x} = {m}."]


def sw_variable(vs):
    for x in "xynak":
        for n, m in [("3", "4"), ("12", "21"), ("-5", "5")]:
            for h in SW_HEADS:
                r = SW_LEAD + h.format(x=x, n=n)
                vs.append({"kind": "sw-variable", "family": "right",
                           "answer": n, "response": r})
                vs.append({"kind": "sw-variable", "family": "wrong",
                           "answer": m, "response": r})
            for t in SW_TWINS:
                vs.append({"kind": "sw-variable", "family": "twin",
                           "answer": n,
                           "response": SW_LEAD + t.format(x=x, n=n, m=m)})


def variants():
    vs = []
    close_tail(vs)
    tr_curly(vs)
    ja_counter(vs)
    sw_variable(vs)
    return vs


def main():
    verify_run.usage("hostile_recall20")
    return verify_run.run("hostile_recall20", variants(),
                          verify_run.kind_family, verify_run.is_right,
                          what="right", width=16)


if __name__ == "__main__":
    sys.exit(main())
