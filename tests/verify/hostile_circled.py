#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_circled.py: Chinese exams' combination options ("A．①②  B．①③
C．②④  D．③④", the statements each option combines) answered by the
letter and its statements ("【答案】B．①③").

usage: hostile_circled.py PAPO_VERIFY [--list]

Each round draws four or five distinct sets of circled statements, writes
them into a problem (inline, or one a line; with "．", "." or "、" after
the letter), picks the right option and writes answer lines in the forms
papo-verify reads: after 【答案】, 答案：, 故选, with or without the
exam's end token <eoa>, the statements written with or without 、
between them.  Right ones ("right") must be rewarded.  The others must
not: the letter with another option's statements, a statement more or
less, another letter with the right statements, two options, a doubt or
a negation before it, a question mark or a doubt after it, a take-back
on the next line.  Random but seeded: the same variants every run.

Prints each variant that gets the wrong reward and a count per family;
exits 1 when any does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

CIRCLED = "①②③④⑤⑥"
LETTERS = "ABCDE"
SEPS = ["．", ".", "、"]
LEADS = ["【答案】{}", "【答案】 {} <eoa>", "【答案】{}<eoa>", "答案：{}",
         "故选：{}", "所以【答案】{}"]
DOUBT_BEFORE = ["可能是", "也许", "不是", "大概是"]
DOUBT_AFTER = [" 或 {o}", "？", " 不确定", "或{o}", "，{o}"]
TAKEBACK = ["\n不对，应该是{o}", "\n更正：{o}"]


def sets(rng, k):
    """k distinct sets of two or three statements, as strings."""
    out = []
    while len(out) < k:
        s = "".join(sorted(rng.sample(CIRCLED[:4], rng.choice([2, 2, 3])),
                           key=CIRCLED.index))
        if s not in out:
            out.append(s)
    return out


def spell(s, rng):
    """The statements as a response writes them: glued or with 、."""
    return rng.choice(["", "、"]).join(s)


def problem(rng, opts):
    sep = rng.choice(SEPS)
    body = "下列说法正确的是（　　）\n" + "\n".join(
        "%s%s" % (c, "说法" + str(i)) for i, c in enumerate(CIRCLED[:4]))
    labels = ["%s%s%s" % (LETTERS[i], sep, o) for i, o in enumerate(opts)]
    if rng.random() < 0.5:
        return body + "\n" + "  ".join(labels)
    return body + "\n" + "\n".join(labels)


def variants(rng):
    vs = []
    for _ in range(120):
        opts = sets(rng, rng.choice([4, 5]))
        p = problem(rng, opts)
        r = rng.randrange(len(opts))
        w = rng.choice([i for i in range(len(opts)) if i != r])
        ref = LETTERS[r]

        def ans(i, s=None):
            return "%s%s%s" % (LETTERS[i], rng.choice(SEPS + [""]),
                               spell(opts[i] if s is None else s, rng))

        def add(fam, text, right):
            vs.append({"family": fam, "right": right, "problem": p,
                       "answer": ref, "response": "解析略。\n" +
                       rng.choice(LEADS).format(text)})

        add("right", ans(r), True)
        add("other-letter", ans(w), False)
        add("other-set", ans(r, opts[w]), False)
        add("letter-swap", ans(w, opts[r]), False)
        more = [c for c in CIRCLED[:5] if c not in opts[r]]
        add("one-more", ans(r, "".join(sorted(opts[r] + rng.choice(more),
                                              key=CIRCLED.index))), False)
        add("one-less", ans(r, opts[r][:-1]), False)
        add("doubt-before", rng.choice(DOUBT_BEFORE) + ans(r), False)
        add("doubt-after", ans(r) + rng.choice(DOUBT_AFTER).format(o=ans(w)),
            False)
        add("taken-back", ans(r) + rng.choice(TAKEBACK).format(o=ans(w)),
            False)
    return vs


def main():
    verify_run.usage("hostile_circled")
    return verify_run.run("hostile_circled", variants(random.Random(13)),
                          lambda v: v["family"], lambda v: v["right"],
                          what="right ones", width=12)


if __name__ == "__main__":
    sys.exit(main())
