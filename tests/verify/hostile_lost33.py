#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lost33.py: right answers the real-response corpus and issue
26's reviews found lost (session 27), each beside twins that must stay
refused:

 - sign: a derivation, then a last line that draws the conclusion with
   a sign and gives the value alone ("∴ 84", "=> 84", "⇒ 84", "→ 84",
   "⟹ 84", "∴ $84", "∴ 84 dollars"); twins: a sign that concludes
   nothing ("∵ 84", "≈ 84", "≠ 84", "= 84", "< 84"), another value, two
   values, a value asked or negated, a doubt before or after it (and
   the value alone after a line of doubt, "I may have slipped.\n84",
   which main rewarded);
 - modal: a box, then a sentence that restates the value with the
   question's own modal ("Frank would have 1 bag." for "If he put ...,
   how many bags would he have?", "The largest number of members the
   band could have is 98."); twins: a modal the problem does not ask
   ("might", "may"), a condition of its own, a negation, a doubt,
   another value;
 - cmp: a box, then a sentence that restates the value with the
   comparison the question asks after "how many" ("There are 5 more
   storks than birds sitting on the fence." for "How many more storks
   than birds ...?", MathCoder's svamp replies); twins: the other
   comparative ("5 fewer storks"), the comparison as a bound before the
   value ("more than 5 storks"), a bound of its own ("at least"), a
   doubt, a negation, another value;
 - has: a box, then "Frank has 1 bag." where the problem says "had";
   twins: a doubt, a negation, another value in it;
 - noun: the cost, price or amount paid named before the value in
   Chinese, Japanese, Korean, Thai and Vietnamese ("代金は84円です。",
   "총 비용은 84원입니다.", "Tổng chi phí là 84 đồng."), as the
   distance and the time are; twins: another value, a doubt before the
   value, the statement negated.

Every right form is also judged against another reference (KIND-wrong,
never rewarded).

usage: hostile_lost33.py PAPO_VERIFY [--list]

Families are KIND-right (to be rewarded; a refusal is lost signal,
counted apart) and KIND-twin or KIND-wrong (never rewarded), counted by
KIND.

Measured on main (f3ebbc8e): 160 variants (36 right), 2 twins rewarded
(the value alone on the last line after "I may have slipped.", the
value-line finder's) and 34 right forms lost (sign 10, modal 5, cmp 9,
has 4, noun 6).  Now: none rewarded wrongly, none lost.
"""
import sys

import verify_run

WORK = ("Each box costs 12 dollars and there are 7 boxes.\n"
        "Total = 12 * 7 = 84\n")
PROB = "Each box costs 12 dollars. How much do 7 boxes cost in total?"

SIGN_RIGHT = ["\u2234 {v}", "=> {v}", "\u21d2 {v}", "\u2192 {v}",
              "\u27f9 {v}", "\u2234 ${v}", "\u2234 {v} dollars",
              "\n\u2234 {v}", "\u2234 {v}.", "\u21d2 {v}."]
SIGN_TWINS = ["\u2235 {v}", "\u2248 {v}", "\u2260 {v}", "< {v}",
              "> {v}", "\u2234 {u}", "\u2234 {v} or {u}", "\u2234 {v}?",
              "=> {v}?", "\u2234 not {v}", "\u2234 x < {v}",
              "\u2234 {v} (I think)", "\u2234 {v}\nBut I'm not sure "
              "about this.", "\u21d2 {v}, maybe", "\u2234 about {v}",
              "\u2234 {v} or more", "\u2234 at least {v}"]

# (problem, the response's work and box, right restatements, twins);
# {v} the value, {u} another
MODAL = [
    ("Frank had 33 pieces of candy. He lost 24 of them. If he put the "
     "remaining pieces into bags with 9 pieces in each bag, how many bags "
     "would he have?",
     "33 - 24 = 9 pieces are left, and 9 / 9 = 1.\n\nThe answer is:\n\n"
     "\\[\n\\boxed{{{v}}}\n\\]\n\n",
     ["Frank would have {v} bag.", "He would have {v} bag.",
      "Frank would have {v} bag in all."],
     ["Frank might have {v} bag.", "Frank may have {v} bag.",
      "Frank would have {v} bag if he lost none.",
      "Frank would not have {v} bag.",
      "Frank would probably have {v} bag.",
      "Frank would have {u} bags.",
      "Frank would have {v} bag, or maybe {u}.",
      "Frank could have {v} bag."]),
    ("A band has less than 100 members. In rows of 16 there are 2 left "
     "over; in 14 rows of 7 all fit. What is the largest number of "
     "members the band could have?",
     "16 * 6 + 2 = 98 and 14 * 7 = 98.\n\n### Final answer:\n\\[\n"
     "\\boxed{{{v}}}\n\\]\n\n",
     ["The largest number of members the band could have is {v}.",
      "The largest number of band members the band could have is {v}."],
     ["The largest number of members the band might have is {v}.",
      "The largest number of members the band could have is {u}.",
      "The largest number of members the band could have is probably "
      "{v}.",
      "The largest number of members the band could have is not {v}."]),
]

CMP = [
    ("4 birds and 3 storks were sitting on the fence. 6 more storks came "
     "to join them. How many more storks than birds are sitting on the "
     "fence?",
     "3 + 6 = 9 storks and 4 birds, so 9 - 4 = 5.\n\nThe answer is:\n\n"
     "\\[\n\\boxed{{{v}}}\n\\]\n\n",
     ["There are {v} more storks than birds sitting on the fence.",
      "There are {v} more storks than birds.",
      "{v} more storks than birds are sitting on the fence.",
      "There are {v} more storks."],
     ["There are {v} fewer storks than birds sitting on the fence.",
      "There are more than {v} storks sitting on the fence.",
      "There are at least {v} more storks than birds.",
      "There are {v} more storks than birds, I think.",
      "There are not {v} more storks than birds.",
      "There are {u} more storks than birds sitting on the fence.",
      "There are probably {v} more storks than birds.",
      "There are {v} more storks than birds or more.",
      "There are {v} more storks than birds if none fly away.",
      "There are {v} more storks than birds than before.",
      "There are {v} more storks than birds, more than {u}."]),
    ("6 birds and 3 storks were sitting on the fence. 2 more storks came "
     "to join them. How many more birds than storks are sitting on the "
     "fence?",
     "3 + 2 = 5 storks and 6 birds, so 6 - 5 = 1.\n\nThe answer is:\n\n"
     "\\[\n\\boxed{{{v}}}\n\\]\n\n",
     ["There is {v} more bird than stork sitting on the fence.",
      "There is {v} more bird."],
     ["There is {v} fewer bird than stork sitting on the fence.",
      "There is {v} more bird than stork, I think.",
      "There are {u} more birds than storks sitting on the fence.",
      "There is not {v} more bird than stork."]),
    ("Dave had 24 apps and 9 files on his phone. After deleting some apps "
     "and files he had 5 files and 12 apps left. How many more apps than "
     "files does he have left on the phone?",
     "12 - 5 = 7.\n\nThe answer is:\n\n\\[\n\\boxed{{{v}}}\n\\]\n\n",
     ["Dave has {v} more apps than files left on his phone.",
      "He has {v} more apps than files left."],
     ["Dave has {v} less apps than files left on his phone.",
      "Dave has more than {v} apps left on his phone.",
      "Dave has {v} more apps than files left, if I counted right.",
      "Dave has {u} more apps than files left on his phone."]),
    ("Ann is 12 years old and Ben is 5 years old. How much older is Ann "
     "than Ben, in years?",
     "12 - 5 = 7.\n\nThe answer is:\n\n\\[\n\\boxed{{{v}}}\n\\]\n\n",
     ["Ann is {v} years older than Ben."],
     ["Ann is {v} years younger than Ben.",
      "Ann is no more than {v} years older than Ben.",
      "Ann is maybe {v} years older than Ben."]),
]

HAS = [
    ("Frank had 33 pieces of candy. He lost 24 of them. He put the "
     "remaining pieces into bags with 9 pieces in each bag. How many bags "
     "did he fill?",
     "33 - 24 = 9 and 9 / 9 = 1.\n\nThe answer is \\boxed{{{v}}}. ",
     ["Frank has {v} bag.", "Frank has {v} bag in all."],
     ["Frank probably has {v} bag.", "Frank has {u} bags.",
      "Frank has {v} bag, which is wrong.",
      "Frank has not {v} bag.", "Frank has {v} bag, I guess."]),
    ("Dave had 24 apps. He deleted 17 of them. How many apps did he "
     "keep?",
     "24 - 17 = 7.\n\nSo he kept \\boxed{{{v}}} apps.\n\n",
     ["Dave has {v} apps.", "He has {v} apps now."],
     ["Dave has {v} apps left, unless I slipped.", "Dave has {u} apps left.",
      "Dave maybe has {v} apps left."]),
]


# The cost or price named before the value in the dense scripts and
# Vietnamese (lang: problem, the statement {v}, a doubt before the value,
# the statement negated)
NOUN = {
    "zh": ("一本笔记本12元。7本笔记本一共多少钱？", "所以总费用是{v}元。",
           "所以总费用可能是{v}元。", "所以总费用不是{v}元。"),
    "zh-tw": ("一本筆記本12元。7本筆記本一共多少錢？", "所以總費用是{v}元。",
              "所以總費用可能是{v}元。", "所以總費用不是{v}元。"),
    "ja": ("ノート1冊は12円です。ノート7冊はいくらですか？",
           "したがって、代金は{v}円です。",
           "したがって、代金はたぶん{v}円です。",
           "したがって、代金は{v}円ではありません。"),
    "ja2": ("ノート1冊は12円です。ノート7冊はいくらですか？",
            "したがって、値段は{v}円です。",
            "したがって、値段はたぶん{v}円です。",
            "したがって、値段は{v}円ではありません。"),
    "ko": ("공책 한 권은 12원입니다. 공책 7권의 가격은 얼마입니까?",
           "총 비용은 {v}원입니다.", "총 비용은 아마 {v}원입니다.",
           "총 비용은 {v}원이 아닙니다."),
    "ko2": ("공책 한 권은 12원입니다. 공책 7권은 얼마입니까?",
            "따라서 금액은 {v}원입니다.", "따라서 금액은 아마 {v}원입니다.",
            "따라서 금액은 {v}원이 아닙니다."),
    "th": ("สมุดเล่มละ 12 บาท สมุด 7 เล่มราคาเท่าไร",
           "ดังนั้นค่าใช้จ่ายทั้งหมดคือ {v} บาท",
           "ดังนั้นค่าใช้จ่ายทั้งหมดอาจจะเป็น {v} บาท",
           "ดังนั้นค่าใช้จ่ายทั้งหมดไม่ใช่ {v} บาท"),
    "vi": ("Một quyển vở giá 12 đồng. 7 quyển vở giá bao nhiêu?",
           "Tổng chi phí là {v} đồng.", "Tổng chi phí có lẽ là {v} đồng.",
           "Tổng chi phí không phải là {v} đồng."),
}


def noun(add):
    v = 84
    for lg, (prob, stmt, doubt, neg) in NOUN.items():
        work = "12 \u00d7 7 = 84\n"
        add("noun-right", str(v), prob, work + stmt.format(v=v))
        add("noun-wrong", str(v + 1), prob, work + stmt.format(v=v))
        add("noun-twin", str(v), prob, work + stmt.format(v=v + 1))
        add("noun-twin", str(v), prob, work + doubt.format(v=v))
        add("noun-twin", str(v), prob, work + neg.format(v=v))


def sign(add):
    v = 84
    for t in SIGN_RIGHT:
        r = WORK + t.format(v=v)
        add("sign-right", str(v), PROB, r)
        add("sign-wrong", str(v + 1), PROB, r)
    for t in SIGN_TWINS:
        add("sign-twin", str(v), PROB, WORK + t.format(v=v, u=v + 1))
    # a doubt on the line before the sign
    add("sign-twin", str(v), PROB, WORK.replace(
        "boxes.\n", "boxes. I am not sure of this.\n") + "\u2234 84")
    for line in ("\u2234 84", "84", "\n84", "=> 84"):
        add("sign-twin", str(v), PROB, WORK + "I may have slipped.\n" + line)


def restated(kind, table):
    def gen(add):
        for prob, head, rights, twins in table:
            v = value_of(prob)
            h = head.format(v=v)
            for t in rights:
                r = h + t.format(v=v)
                add(kind + "-right", str(v), prob, r)
                add(kind + "-wrong", str(v + 1), prob, r)
            for t in twins:
                add(kind + "-twin", str(v), prob, h + t.format(v=v, u=v + 1))
    return gen


# each problem's answer
VALUES = {"Frank had 33 pieces of candy. He lost 24 of them. If": 1,
          "A band has less than 100 members.": 98,
          "4 birds and 3 storks": 5, "6 birds and 3 storks": 1, "Dave had 24 apps and 9 files": 7,
          "Ann is 12 years old": 7,
          "Frank had 33 pieces of candy. He lost 24 of them. He put": 1,
          "Dave had 24 apps. He deleted": 7}


def value_of(prob):
    for k, v in VALUES.items():
        if prob.startswith(k):
            return v
    raise KeyError(prob)


def main():
    verify_run.usage("hostile_lost33")
    vs = verify_run.kind_rows([sign, restated("modal", MODAL),
                               restated("cmp", CMP), restated("has", HAS),
                               noun])
    return verify_run.run_kinds("hostile_lost33", vs)


if __name__ == "__main__":
    sys.exit(main())
