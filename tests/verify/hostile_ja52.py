#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_ja52.py: a Japanese conclusion that puts the object's
particle between the count and the question's own verb ("18ドルを稼ぎ
ます。" for "何ドル稼ぎますか？", "12個のりんごを持っています" aside;
issue 26, session 40: lost before, the particle read as no noun and no
ending), always rewarded; the same verb negated, doubted, asked back or
the count bounded or approximated, never.

usage: hostile_ja52.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): ja.
"""
import sys

import verify_run

VALUES = (12, 18, 40, 126)

# (the question's verb, asked; the counter; its statement forms)
VERBS = (
    ("稼ぎますか", "ドル", ("稼ぎます",)),
    ("稼いでいますか", "ドル", ("稼いでいます",)),
    ("使いますか", "ドル", ("使います",)),
    ("買いますか", "個", ("買います",)),
    ("売りますか", "個", ("売ります",)),
)
PROBLEM = "ジャネットは毎日卵を{a}個売ります。ジャネットは毎日何{c}{q}？"
RIGHTS = ("したがって、ジャネットは毎日{v}{c}を{s}。",
          "ジャネットは毎日{v}{c}を{s}。",
          "よって、{v}{c}を{s}。")
TWINS = ("ジャネットは毎日{v}{c}を{n}。",         # does not
         "ジャネットは毎日{v}{c}を{s}か？",       # asked back
         "ジャネットは毎日{v}{c}を{s}かもしれません。",  # may
         "ジャネットは毎日約{v}{c}を{s}。",       # about
         "ジャネットは毎日{v}{c}以上を{s}。",     # or more
         "ジャネットは毎日{v}{c}を{s}と思います。")  # I think


def japanese(add):
    """Each verb asked, answered with the object's particle."""
    for v in VALUES:
        for q, c, says in VERBS:
            p = PROBLEM.format(a=v // 2, c=c, q=q)
            w = "%d × 2 = %d\n\n" % (v // 2, v)
            for s in says:
                neg = s[:-2] + "せん" if s.endswith("ます") else s + "ない"
                for t in RIGHTS:
                    add("ja-right", str(v), p, w + t.format(v=v, c=c, s=s))
                    add("ja-wrong", str(v + 2), p,
                        w + t.format(v=v, c=c, s=s))
                for t in TWINS:
                    add("ja-twin", str(v), p,
                        w + t.format(v=v, c=c, s=s, n=neg))


def main():
    verify_run.usage("hostile_ja52")
    return verify_run.run_kinds("hostile_ja52",
                                verify_run.kind_rows([japanese]), width=8)


if __name__ == "__main__":
    sys.exit(main())
