#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lang57.py: words of the statement's own language before a
JSON answer on its line, or before an Indic statement's value (issue 26,
session 45).

A doubt, a condition or a negation in the language of the answer's
statement, put at its start in every generator's right forms (23,630
variants, fourteen languages), found two readers that read nothing
there:

- a JSON answer's line ("Wrong: {\\"answer\\": \\"42\\"}", "If {...}",
  "Неверно: {...}", "错误：{...}", "もし{...}"): json_lead read the
  sentences before the brace for doubt, not the words on its line
  (answer_find.c's json_line_opener reads them as a last statement's
  opener is: "Final answer: {...}" and "Here is my answer: {...}" are
  recognised);
- a Bengali or Telugu last statement with a problem ("যদি সুতরাং কৃষকের
  এখন 24টি গরু আছে।", "ভুল: ...", "ఒకవేళ కాబట్టి ..."): the readers lend
  the problem's nouns and passed every other word (opener_said now reads
  the opener of a statement in an Indic script for the rows of a doubt,
  a disowning, a condition or a negation the problem does not say).

A hedge put inside the answer's sentence (743,624 variants) found more:

- a negation or a doubt of another script inside the value
  ("\\boxed{36 нет}", "\\[ x = 36 или нет \\]", "\\boxed{36 ไม่}"):
  the word was read as the value's noun, dropped against a bare
  reference (answer_find.c value_rows, on every finder's value; a word
  alone, "\\boxed{нет}", is a no);
- hedges no row held (Indonesian "kayaknya", "kelihatannya",
  Vietnamese "chắc vậy", "chắc là", Korean "듯합니다", "듯해요"): they
  were refused only where a reader refuses every word it does not know
  (the hedge kind holds them; on abc3e2db it was already refused), and
  are rows now for the readers that read rows.

usage: hostile_lang57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): jsonline, indic, valword,
hedge.
"""
import sys

import verify_run

JSON_RIGHT = ('{{"answer": "{v}"}}', 'Final answer: {{"answer": "{v}"}}',
              'Here is my answer: {{"answer": {v}}}',
              '```json\n{{"answer": "{v}"}}\n```')
JSON_LEADS = ("Wrong: ", "If ", "Maybe ", "Incorrect: ", "Draft: ",
              "Неверно: ", "Если ", "错误：", "如果", "もし", "間違い：",
              "만약 ", "틀림: ", "Falsch: ", "Faux : ", "Incorrecto: ",
              "Quizás ", "गलत: ", "अगर ")

BN = ("একজন কৃষকের {a}টি গরু আছে এবং সে আরও 9টি কেনে। এখন তার কতটি গরু আছে?",
      "সুতরাং কৃষকের এখন {v}টি গরু আছে।", ("যদি ", "ভুল: ", "হয়তো "))
TE = ("ఒక రైతు వద్ద {a} ఆవులు ఉన్నాయి, అతను మరో 9 కొన్నాడు. ఇప్పుడు అతని "
      "వద్ద ఎన్ని ఆవులు ఉన్నాయి?", "కాబట్టి రైతు వద్ద ఇప్పుడు {v} ఆవులు "
      "ఉన్నాయి.", ("ఒకవేళ ", "తప్పు: ", "బహుశా "))


def jsonline(add):
    for v in (42, 126, 18):
        prob = "What is %d + %d?" % (v - 12, 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for f in JSON_RIGHT:
            r = work + f.format(v=v)
            add("jsonline-right", str(v), prob, r)
            add("jsonline-wrong", str(v + 1), prob, r)
        for lead in JSON_LEADS:
            add("jsonline-twin", str(v), prob, work + lead +
                '{{"answer": "{v}"}}'.format(v=v))


def indic(add):
    for v in (24, 31, 18):
        for prob, stmt, leads in (BN, TE):
            p = prob.format(a=v - 9)
            work = "%d + 9 = %d\n\n" % (v - 9, v)
            r = work + stmt.format(v=v)
            add("indic-right", str(v), p, r)
            add("indic-wrong", str(v + 1), p, r)
            for lead in leads:
                add("indic-twin", str(v), p, work + lead + stmt.format(v=v))


def valword(add):
    for v in (36, 42, 7):
        prob = "What is %d + %d?" % (v - 3, 3)
        work = "%d + 3 = %d.\n\n" % (v - 3, v)
        for f in ("\\boxed{{{v}{w}}}", "## Final Answer\n\\[\nx = {v}{w}\n\\]",
                  "The answer is $\\boxed{{{v}{w}}}$."):
            for w in ("", " яблок", " 个"):
                r = work + f.format(v=v, w=w)
                add("valword-right", str(v), prob, r)
                add("valword-wrong", str(v + 1), prob, r)
            for w in (" нет", " или нет", " ไม่", " не", " 아니", " 不是",
                      " возможно", " может быть", " 아마", " 也许"):
                add("valword-twin", str(v), prob, work + f.format(v=v,
                                                                  w=w))


def hedge(add):
    for v in (36, 42, 7):
        prob = "What is %d + %d?" % (v - 3, 3)
        work = "%d + 3 = %d.\n\n" % (v - 3, v)
        for right, twins in (
                ("Jawabannya adalah %d." % v,
                 ("Jawabannya adalah %d, kayaknya." % v,
                  "Kayaknya jawabannya adalah %d." % v,
                  "Jawabannya adalah %d, kelihatannya." % v)),
                ("Đáp án là %d." % v,
                 ("Đáp án là %d, chắc vậy." % v,
                  "Đáp án chắc là %d." % v)),
                ("답은 %d입니다." % v,
                 ("답은 %d인 듯합니다." % v, "답은 %d인 듯해요." % v))):
            add("hedge-right", str(v), prob, work + right)
            add("hedge-wrong", str(v + 1), prob, work + right)
            for t in twins:
                add("hedge-twin", str(v), prob, work + t)


def main():
    verify_run.usage("hostile_lang57")
    return verify_run.run_kinds("hostile_lang57", verify_run.kind_rows(
        [jsonline, indic, valword, hedge]), width=8)


if __name__ == "__main__":
    sys.exit(main())
