#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_sign59.py: a sign's word before the answer's number (issue
26, session 47).

"The answer is negative 42.", "Answer: minus 42", "答案是负42。",
"答えはマイナス42です。" were refused: "negative" and "minus" are
qualifiers of the value in the phrase's reading (answer_prose.c
quals[]).  After an answer phrase, a sign's word and a number in digits
and nothing else to the statement's end are now read as the negative
number (signed_word_value).  A word before the sign, a unit, a doubt, a
question, a bound or another value after the number stay no answer, and
the positive reference is not the negative answer.  French, Spanish,
Russian and German ("moins 42", "menos 42", "минус 42", "minus 42" after
"ist die Antwort") are still refused by their openers' readers.

usage: hostile_sign59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): sign.
"""
import sys

import verify_run

RIGHTS = ("The answer is negative {v}.", "The answer is minus {v}.",
          "Answer: negative {v}", "**Answer:** minus {v}",
          "So the final answer is negative {v}.", "答案是负{v}。",
          "答案是负 {v}。", "答案：負{v}", "答えはマイナス{v}です。")
TWINS = ("The answer is negative {v}?", "The answer is negative {v}, I "
         "think.", "The answer is negative {v} or {v}.", "The answer is "
         "maybe negative {v}.", "The answer is not negative {v}.",
         "The answer is negative {v} degrees.", "The answer is about "
         "minus {v}.", "The answer is negative {v} (approximately).",
         "I think the answer is negative {v}.", "The answer is minus "
         "{v} %.", "答案是负{v}吗？", "答案是负{v}左右。", "答案可能是负{v}。",
         "答えはマイナス{v}ですか？", "答えはマイナス{v}くらいです。",
         "The answer is negative {v}. Just kidding.")


def sign(add):
    for v in (42, 7, 125):
        p = "What is x if x + %d = 0?" % v
        w = "x = 0 - %d.\n\n" % v
        for t in RIGHTS:
            r = w + t.format(v=v)
            add("sign-right", str(-v), p, r)
            add("sign-wrong", str(v), p, r)	# the positive is wrong
        for t in TWINS:
            add("sign-twin", str(-v), p, w + t.format(v=v))


def main():
    verify_run.usage("hostile_sign59")
    return verify_run.run_kinds("hostile_sign59", verify_run.kind_rows(
        [sign]), width=8)


if __name__ == "__main__":
    sys.exit(main())
