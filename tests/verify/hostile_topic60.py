#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_topic60.py: a last statement in Chinese, Japanese or Korean
whose topic is another person or thing the problem names than the one
its question asks (issue 26, session 48).

To "汤姆有多少支铅笔？", where the problem gives Ann 4 pencils and 9
pencils a box, "汤姆有 36 支铅笔。安有4支。" was read as 4, and the
same in Japanese ("アンは4本です。") and Korean ("앤은 4자루입니다."):
the English rule (a capitalised name) does not see a name in scripts
with no capitals (answer_frame.c topic_other).  The question's topic, a
pronoun, "the answer" and a question whose topic is a pronoun ("她")
are read as before.

usage: hostile_topic60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, zht, ja, ko, pronoun.
"""
import sys

import verify_run

# (kind, problem of {a} boxes and {o}, the other's count; twins of {v}
# the asked count, {o} and {p} the count a box; rights of {v})
LANGS = (
    ("zh", "汤姆买了{a}盒铅笔，每盒有9支。安有{o}支铅笔。汤姆有多少支铅笔？",
     ("汤姆有{v}支铅笔。安有{o}支。", "汤姆有{v}支铅笔。安有{o}支铅笔。",
      "所以安有{o}支铅笔。", "因此，安有\\boxed{{{o}}}支铅笔。",
      "汤姆有{v}支铅笔。安一共有{o}支。", "汤姆有{v}支。每盒有{p}支。",
      "汤姆有{v}支铅笔。安的铅笔有{o}支。"),
     ("汤姆有{v}支铅笔。", "所以汤姆有{v}支铅笔。",
      "因此，汤姆一共有\\boxed{{{v}}}支铅笔。", "他有{v}支铅笔。",
      "铅笔一共有{v}支。", "答：汤姆有{v}支铅笔。", "汤姆的铅笔有{v}支。",
      "最后汤姆有{v}支铅笔。")),
    ("zh", "小明有{a}袋苹果，每袋9个。小红有{o}个苹果。小明有多少个苹果？",
     ("小明有{v}个苹果。小红有{o}个。", "所以小红有{o}个苹果。",
      "小明有{v}个，小红有{o}个。", "综上所述，小红有{o}个苹果。"),
     ("小明有{v}个苹果。", "所以小明一共有{v}个苹果。",
      "综上所述，小明有\\boxed{{{v}}}个苹果。")),
    ("zht", "湯姆買了{a}盒鉛筆，每盒有9支。安有{o}支鉛筆。湯姆有多少支鉛筆？",
     ("湯姆有{v}支鉛筆。安有{o}支。", "所以安有{o}支鉛筆。",
      "因此，安有\\boxed{{{o}}}支鉛筆。", "湯姆有{v}支。每盒有{p}支。"),
     ("湯姆有{v}支鉛筆。", "所以湯姆有{v}支鉛筆。",
      "因此，湯姆總共有\\boxed{{{v}}}支鉛筆。", "他有{v}支鉛筆。")),
    ("ja", "トムは鉛筆を{a}箱買いました。1箱に9本入っています。アンは鉛筆を"
     "{o}本持っています。トムは鉛筆を何本持っていますか？",
     ("トムは{v}本持っています。アンは{o}本です。",
      "したがって、アンは{o}本持っています。", "アンの鉛筆は{o}本です。",
      "よって、アンは\\boxed{{{o}}}本持っています。"),
     ("トムは{v}本持っています。", "したがって、トムは鉛筆を{v}本持っています。",
      "答えは{v}本です。", "彼は{v}本持っています。",
      "よって、トムは\\boxed{{{v}}}本持っています。")),
    ("ja", "田中さんは鉛筆を{a}箱買いました。1箱に9本入っています。佐藤さんは"
     "鉛筆を{o}本持っています。田中さんは鉛筆を何本持っていますか？",
     ("田中さんは{v}本持っています。佐藤さんは{o}本です。",
      "したがって、佐藤さんは{o}本持っています。",
      "佐藤さんの鉛筆は{o}本です。"),
     ("田中さんは{v}本持っています。", "したがって、田中さんは鉛筆を{v}本持っています。",
      "田中さんの鉛筆は{v}本です。")),
    ("ko", "톰은 연필을 {a}상자 샀습니다. 한 상자에 9자루가 들어 있습니다. "
     "앤은 연필 {o}자루를 가지고 있습니다. 톰은 연필을 몇 자루 가지고 있습니까?",
     ("톰은 {v}자루를 가지고 있습니다. 앤은 {o}자루입니다.",
      "따라서 앤은 {o}자루를 가지고 있습니다.",
      "따라서 앤은 \\boxed{{{o}}}자루를 가지고 있습니다."),
     ("톰은 {v}자루를 가지고 있습니다.", "따라서 톰은 연필 {v}자루를 가지고 있습니다.",
      "답은 {v}자루입니다.", "그는 {v}자루를 가지고 있습니다.")),
    # the question's topic a pronoun: whose count it asks is not told,
    # the named person's statement read
    ("pronoun", "小红有{o}个苹果。小明买了{a}袋苹果，每袋9个。他一共有多少个苹果？",
     (), ("小明一共有{v}个苹果。", "所以小明有{v}个苹果。", "他一共有{v}个苹果。")),
)


def langs(add):
    for kind, prob, twins, rights in LANGS:
        for a, o in ((4, 5), (7, 3), (12, 20)):
            v = a * 9
            p = prob.format(a=a, o=o)
            w = "%d × 9 = %d。\n\n" % (a, v)
            for t in twins:
                r = w + t.format(v=v, o=o, p=9)
                add(kind + "-twin", str(9 if "{p}" in t else o), p, r)
            for t in rights:
                r = w + t.format(v=v, o=o)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)


def main():
    verify_run.usage("hostile_topic60")
    return verify_run.run_kinds("hostile_topic60",
                                verify_run.kind_rows([langs]), width=8)


if __name__ == "__main__":
    sys.exit(main())
