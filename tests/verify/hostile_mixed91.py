#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mixed91.py: a word of negation, doubt or turn of another
language put before or inside each right statement of hostile_pct86 in
thirteen languages ("ไม่ সুতরাং, 25% ছাত্র চশমা পরে।", "ไม่
所以戴眼镜的学生占25%。") (issue 26, session 58).

The hedge fuzzer found a Thai negation before a Bengali or Chinese last
statement rewarded: each reader reads one script's rows, and a word of a
second script no row of the statement's language holds was passed
over.  Words of two scripts other than Latin's and Greek's before the
value, the problem writing neither, now refuse a last statement
(answer_frame.c papo_answer_scripts_mixed, asked by answer_find.c
opener_said); a word of another script between an answer phrase and
its value was refused by papo_answer_script_gap (hostile_letter89).
The right statements alone stay rewarded.

usage: hostile_mixed91.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

from hostile_pct86 import LANGS, ZH

# a negation, a doubt or a turn, each of a script most of the
# languages do not write
FOREIGN = ["ไม่", "อาจจะ", "नहीं", "शायद", "না", "ليس", "ربما", "不是",
           "也许", "ではない", "아니", "아마", "не", "может", "לא", "אולי"]


def kinds(add):
    for lang, problem, rights, _twins in LANGS:
        p = problem.format(a="10")
        for r in rights:
            r = "10 / 40 × 100 = 25.\n\n" + r.format(v=25, u=30, w=ZH[25])
            add(lang + "-right", "25", p, r)
            add(lang + "-wrong", "30", p, r)
            for w in FOREIGN:
                if any(ch in p for ch in w):
                    continue    # the problem's script: its own rows'
                head, last = r.split("\n\n")
                add(lang + "-twin", "25", p, head + "\n\n" + w + " " + last)
                words = last.split(" ")
                if len(words) > 1:
                    add(lang + "-twin", "25", p, head + "\n\n" +
                        " ".join(words[:1] + [w] + words[1:]))


def main():
    verify_run.usage("hostile_mixed91")
    return verify_run.run_kinds(
        "hostile_mixed91", verify_run.kind_rows([kinds]), width=8)


if __name__ == "__main__":
    sys.exit(main())
