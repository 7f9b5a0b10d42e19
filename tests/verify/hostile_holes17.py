#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_holes17.py: papo-verify's known wrong rewards of issue 26
that h28-holes17 closes by recognition, each hostile form beside its
committed control twin:

 - above: a long or comma'd line ending in a colon right above a box
   alone on its lines, naming someone else's saying, a draft or a
   tool's output ("However, my friend said:\\n\\\\boxed{42}", "In the
   draft, I wrote the following:\\n$$\\\\boxed{42}$$"); the twins: long
   lines that state the response's own answer ("Therefore, the final
   answer is:", "Thus, the number of apples Sam has is:", "Finally, we
   can express the answer in the specified format:");
 - step: a step's label alone above the box ("Step 1:\\n\\\\boxed{42}",
   "**Schritt 2:**", "步骤1：", "第一步：") opens a step; the twins:
   "Final answer:" above it, and worked solutions whose last step
   states the answer;
 - modal: Chinese 应该是/应为 before the value with a subject ("所以答案
   应该是42", "每份应该是42吨"), as "The answer should be 42." is in
   English: the value expected, not stated; the twins: the problem
   lending the modal ("每人应该分几个?"), an answer's label opening the
   line ("答案：应该是42"), the plain copula;
 - noun: a Russian or Ukrainian word in -а/-я after a value that ends
   in 2, 3 or 4, the nominative of a feminine noun ("Ответ: 42
   догадка.", "\\\\boxed{42} каша"), which has the shape of a masculine
   noun's genitive; the twins: the problem's noun in that genitive
   ("Ответ: 42 яблока." under "Сколько яблок ...?"), a listed unit
   ("42 метра", "42 рубля"), a genitive plural after 17;
 - after: a box, its noun, "not" and a word papo reads nowhere
   ("\\boxed{7} apples not qqq."); the twins: a participle or a state
   after "not" ("not counted", "not ready to be sold").

usage: hostile_holes17.py PAPO_VERIFY [--list]

Every variant's reference is the value the response attributes,
drafts, opens a step with, expects or follows with a word it does not
count, so a reward is a wrong reward.  Prints each variant rewarded and
each control refused, a count per family; exits 1 when any is.

Measured on main (9e07f371): 1,772 of 2,068 variants rewarded (above
1,308 of 1,380, step 72 of 264, modal 32 of 40, noun 72 of 96, after
288 of 288); every one of the 300 controls rewarded.  After
h28-holes17: none.
"""
import sys

import verify_run

VALUES = ["42", "22", "3", "54"]

BOX_BELOW = ["\n\\boxed{%s}", "\n\n\\boxed{%s}", "\n$$\\boxed{%s}$$",
             "\n\\[\n\\boxed{%s}\n\\]", "\n$$\n\\boxed{%s}\n$$"]

# long or comma'd lines that introduce another's value or a draft's
OPENERS = ["However, ", "In the draft, ", "Earlier, ", "For comparison, ",
           "Before checking, ", "By contrast, ", ""]
SAYINGS = ["my friend said:", "I wrote the following:",
           "the tool printed:", "someone else wrote in the forum:",
           "the calculator printed:", "a classmate claimed:",
           "the first attempt gave:", "the textbook's key says:",
           "here is what the tool printed:",
           "this is what the grader expects:", "the code returned:"]

# long lines that state the response's own answer above its box
OWN = ["Therefore, the final answer is:", "So, the final answer is:",
       "Putting it all together, the answer is:",
       "Thus, the number of apples Sam has is:",
       "Hence, the total number of marbles is:",
       "Finally, we can express the answer in the specified format:",
       "Putting this within the requested format:",
       "So, the final answer, representing the total number of pens, is:",
       "After simplifying, the value of the expression is:"]


def above_rows(c, k, v):
    for o in OPENERS:
        for say in SAYINGS:
            intro = o + (say[0].upper() + say[1:] if o == "" else say)
            if o == "" and len(intro.split()) <= 5 and \
                    "," not in intro:
                continue	# a short line: hostile_red18's above
            for b in BOX_BELOW:
                c.add("above", v, intro + b % v)
    for intro in OWN:
        for b in BOX_BELOW[:3]:
            k.add("above", v, intro + b % v)


STEPS = ["Step 1:", "Step 2:", "**Step 3:**", "Step 4 :", "STEP 1:",
         "Schritt 1:", "Étape 2 :", "Paso 1:", "Passo 2:", "Шаг 1:",
         "Krok 1:", "Adım 2:", "Bước 1:", "Langkah 1:", "Hatua 1:",
         "步骤1：", "步骤 2:", "第一步：", "第二步：", "ステップ1：",
         "1단계:", "Step II:"]


def step_rows(c, k, v, w):
    for st in STEPS:
        for b in BOX_BELOW[:3]:
            c.add("step", v, st + b % v)
    for b in BOX_BELOW[:3]:
        k.add("step", v, "Final answer:" + b % v)
        k.add("step", v, "Step 1: Add them: %s + 2 = %s.\nStep 2: So "
              "the answer is %s.%s" % (w, v, v, b % v))
    k.add("step", v, "Step 1: Add them.\nStep 2: %s + 2 = %s\n\n"
          "**Final Answer:**\n\\boxed{%s}" % (w, v, v))
    k.add("step", v, "## Step 2: Add them\n%s + 2 = %s\n\nThe final "
          "answer is: $\\boxed{%s}$" % (w, v, v))


MODAL = ["所以答案应该是{v}。", "答案应该是{v}。", "因此答案应该是{v}",
         "所以答案應該是{v}。", "所以答案应为{v}。", "所以结果应该是{v}。",
         "每份应该是{v}吨。", "所以每份应该是{v}吨。",
         "那么这个数应该是{v}。", "最后的答案应当是{v}。"]
MODAL_PROBLEM = "一共有若干吨货物，平均分成几份，每份应该是多少吨？"


def modal_rows(c, k, v):
    for t in MODAL:
        c.add("modal", v, t.format(v=v))
        if "应该" in t and "么" not in t:	# the modal the problem lends
            k.add("modal", (v, MODAL_PROBLEM), t.format(v=v))
    for t in ("答案：应该是{v}", "答案：每份应该是{v}吨。", "所以答案是{v}。",
              "答案是{v}。"):
        k.add("modal", v, t.format(v=v))


# feminine nouns in -а/-я (Russian, Ukrainian): their nominative after
# 2, 3, 4 is no counted noun
FEMININE = ["догадка", "каша", "ошибка", "версия", "попытка",
            "здогадка", "помилка", "спроба"]


def noun_rows(c, k, v):
    for n in FEMININE:
        ua = n in ("здогадка", "помилка", "спроба")
        label = "Відповідь: {v} {n}." if ua else "Ответ: {v} {n}."
        c.add("noun", v, label.format(v=v, n=n))
        c.add("noun", v, "\\boxed{%s} %s" % (v, n))
        c.add("noun", v, ("Отже, маємо {v} {n}." if ua else
                          "Итак, получаем {v} {n}.").format(v=v, n=n))
    ru = "У Маши было 40 яблок. Сколько яблок у неё стало?"
    uk = "У Марії було 40 яблук. Скільки яблук у неї стало?"
    k.add("noun", (v, ru), "Ответ: %s яблока." % v)
    k.add("noun", (v, ru), "Ответ: \\boxed{%s} яблока." % v)
    k.add("noun", (v, uk), "Відповідь: %s яблука." % v)
    k.add("noun", v, "Ответ: %s метра." % v)
    k.add("noun", v, "Ответ: %s рубля." % v)
    k.add("noun", "17", "Ответ: 17 яблок.")


# after a box and its noun, "not" and a word papo reads nowhere: the
# noun said not to be something in no words it recognises
NOUNS = ["apples", "marbles", "pens", "students"]
UNREAD = ["qqq", "zzz", "xyzzy", "blorf", "qwerty", "asdf"]
READ = ["not counted", "not eaten", "not including the rotten ones",
        "not ready to be sold", "not yet", "not counting the box"]


def after_rows(c, k, v):
    for n in NOUNS:
        for u in UNREAD:
            c.add("after", v, "\\boxed{%s} %s not %s." % (v, n, u))
            c.add("after", v, "\\boxed{%s} %s, not %s." % (v, n, u))
            c.add("after", v, "So there are $\\boxed{%s}$ %s not %s." %
                  (v, n, u))
        for r in READ:
            k.add("after", v, "\\boxed{%s} %s %s." % (v, n, r))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        w = str(int(v) - 2)
        above_rows(c, k, v)
        step_rows(c, k, v, w)
        modal_rows(c, k, v)
        noun_rows(c, k, v)
        after_rows(c, k, v)
    return c.out, k.out


def main():
    verify_run.usage("hostile_holes17")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_holes17", vs,
                          lambda v: v["family"],
                          lambda v: v["family"].startswith("control-"))


if __name__ == "__main__":
    sys.exit(main())
