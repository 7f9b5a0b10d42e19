#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_bound55.py: a bound written before the value in Chinese,
Japanese or Korean ("所以小明最多有\\boxed{45}个苹果。", "答案最多是\\boxed{45}。",
"りんごは最大で\\boxed{45}個です。"; issue 26, session 43: "最多",
"最少", "超过", "多于", "少于", "大于", "小于", "最大で", "最小で",
"多くても", "少なくとも", "およそ", "くらい", "程度", "최대", "최소",
"약" were read as any other word, and the box rewarded) is never rewarded; the same sentence
without the bound is, and so is the bound the problem's question
itself asks ("他最多能买多少个苹果？" answered "他最多能买\\boxed{5}个苹果。").

usage: hostile_bound55.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, ja, ko (the bound before a
box, in the box's sentence or a last statement), asked (the question's
own bound), term (a quantity's name holding a bound's characters,
"最大公约数", "最小公倍数", "最大值", "최대공약수", whatever the problem's
language); ko's twins hold someone's answer too ("메리의 답은").
"""
import sys

import verify_run

VALUES = (45, 17, 230)

ZH_PROBLEM = "小明有{a}个苹果，又买了{b}个。他现在一共有多少个苹果？"
ZH_FORMS = ("所以小明{w}有\\boxed{{{v}}}个苹果。",
            "因此，他现在{w}有 $\\boxed{{{v}}}$ 个苹果。",
            "答案{w}是\\boxed{{{v}}}。",
            "综上所述，小明一共{w}有\\boxed{{{v}}}个苹果。",
            "所以小明现在{w}有{v}个苹果。")
ZH_BOUNDS = ("最多", "最少", "至多", "至少", "超过", "多于", "少于", "大于",
             "小于", "不超过", "不少于", "不到", "大约", "约")
JA_PROBLEM = ("メアリーはりんごを{a}個持っていて、さらに{b}個買います。"
              "りんごは全部で何個になりますか？")
JA_FORMS = ("よって、りんごは{w}\\boxed{{{v}}}個です。",
            "答えは{w}\\boxed{{{v}}}個です。",
            "したがって、メアリーのりんごは全部で{w}{v}個です。")
JA_BOUNDS = ("最大で", "最小で", "多くても", "少なくとも", "約", "およそ",
             "最大", "最低")
JA_AFTER = ("くらい", "ぐらい", "程度", "以上", "以下", "未満")
KO_PROBLEM = ("메리는 사과 {a}개를 가지고 있고 {b}개를 더 삽니다. 사과는 모두 "
              "몇 개입니까?")
KO_FORMS = ("따라서 사과는 {w}\\boxed{{{v}}}개입니다.",
            "그러므로 메리의 사과는 모두 {w}\\boxed{{{v}}}개입니다.")
KO_BOUNDS = ("최대 ", "최소 ", "약 ", "대략 ", "적어도 ", "많아야 ",
             "기껏해야 ", "최소한 ")
# the question's own bound: its answer may say it
ASKED = (("小明有{c}元，每个苹果{p}元。他最多能买多少个苹果？",
          "所以他最多能买\\boxed{{{v}}}个苹果。"),
         ("有{c}个苹果，每个盒子装{p}个。至少需要多少个盒子？",
          "所以至少需要\\boxed{{{v}}}个盒子。"),
         ("リンゴが{c}個あり、1箱に{p}個入ります。箱は最低何個必要ですか？",
          "よって、箱は最低\\boxed{{{v}}}個必要です。"))


# names of a quantity that hold a bound's characters and bound nothing,
# whatever the problem's language
TERMS = (("Find the greatest common divisor of {a} and {b}.",
          "所以最大公约数是\\boxed{{{v}}}。"),
         ("Find the least common multiple of {a} and {b}.",
          "因此，最小公倍数为 $\\boxed{{{v}}}$。"),
         ("What is the greatest common divisor of {a} and {b}?",
          "よって、最大公約数は\\boxed{{{v}}}です。"),
         ("Find the maximum value of f(x) = {a} - (x - {b})^2.",
          "所以 f(x) 的最大值为 \\boxed{{{v}}}。"),
         ("Find the greatest common divisor of {a} and {b}.",
          "따라서 최대공약수는 \\boxed{{{v}}}입니다."))


def dense(code, problem, forms, bounds, after=()):
    def gen(add):
        for v in VALUES:
            a = v // 3
            p = problem.format(a=a, b=v - a)
            head = "%d + %d = %d\n\n" % (a, v - a, v)
            for f in forms:
                r = head + f.format(w="", v=v)
                add(code + "-right", str(v), p, r)
                add(code + "-wrong", str(v + 1), p, r)
                for w in bounds:
                    add(code + "-twin", str(v), p, head + f.format(w=w, v=v))
            for w in after:
                add(code + "-twin", str(v), p, head +
                    "答えは \\boxed{%d} 個%sです。" % (v, w))
    return gen


# the problem's person's noun with the genitive 의 reads as the problem's
# ("메리의 사과는", KO_FORMS), but not when it owns an answer: someone's
# answer, as "Bob's answer is" in English
KO_OWNED = ("따라서 메리의 답은 \\boxed{{{v}}}개입니다.",
            "메리의 정답은 \\boxed{{{v}}}입니다.",
            "그러므로 메리의 해답은 \\boxed{{{v}}}개입니다.")


def owned(add):
    for v in VALUES:
        a = v // 3
        p = KO_PROBLEM.format(a=a, b=v - a)
        for f in KO_OWNED:
            add("ko-twin", str(v), p, f.format(v=v))


def term(add):
    for v in VALUES:
        for prob, r in TERMS:
            p = prob.format(a=v * 2, b=v * 3)
            add("term-right", str(v), p, r.format(v=v))
            add("term-wrong", str(v + 1), p, r.format(v=v))


def asked(add):
    for v in VALUES:
        for prob, r in ASKED:
            p = prob.format(c=v * 7, p=7)
            add("asked-right", str(v), p, r.format(v=v))
            add("asked-wrong", str(v + 1), p, r.format(v=v))


def main():
    verify_run.usage("hostile_bound55")
    return verify_run.run_kinds("hostile_bound55", verify_run.kind_rows(
        [dense("zh", ZH_PROBLEM, ZH_FORMS, ZH_BOUNDS),
         dense("ja", JA_PROBLEM, JA_FORMS, JA_BOUNDS, JA_AFTER),
         dense("ko", KO_PROBLEM, KO_FORMS, KO_BOUNDS), owned, asked,
         term]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
