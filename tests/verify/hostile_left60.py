#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_left60.py: what is left, as conclusions in Chinese, Japanese,
German and French state it (issue 26, session 48).

To "how many apples are left", "小明还剩下12个。" was refused: the
opener was read longest word first, and the problem's run "小明还剩"
left "下" unread (answer_open.c dense_said now tries the shorter runs
and rows, dense_all); so were "剩余12个苹果。" (answer_dense.c said[]),
"残りのリンゴは12個です。" (answer_open.c opens[]), "リンゴは12個残っ
た。" (an ending after the measure word: answer_rest.c rest_dense),
"12（个）" (a measure word alone in the aside: rest_aside), "Elle
garde 12 pommes." (answer_euro.c) and "Sie hat 12 Äpfel übrig."
(answer_rows.c: übrig, geblieben after the count).  With a bound, a hedge or a
negation they stay refused.

usage: hostile_left60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, ja, de, fr.
"""
import sys

import verify_run

LANGS = (
    ("zh", "小明有{a}个苹果，他吃了5个，又送给朋友3个。小明还剩多少个苹果？",
     ("小明还剩下{v}个。", "因此，剩余{v}个苹果。", "所以小明还剩下{v}个苹果。",
      "剩下的苹果：\n{a} - 5 - 3 = {v}（个）", "答：还剩{v}（个）苹果。"),
     ("小明还剩下大约{v}个。", "剩余不到{v}个苹果。", "小明还剩下{v}个左右。",
      "剩下的苹果：\n{a} - 5 - 3 = {v}（个左右）", "小明可能还剩下{v}个。")),
    ("ja", "太郎はリンゴを{a}個持っています。5個食べて、友達に3個あげました。"
     "リンゴは何個残っていますか？",
     ("残りのリンゴは{v}個です。", "リンゴは{v}個残った。", "よって、残りは{v}個です。",
      "したがって、リンゴは{v}個残りました。"),
     ("残りのリンゴは{v}個以上です。", "リンゴは{v}個残ったかもしれない。",
      "リンゴは{v}個残ったか？", "残りのリンゴは約{v}個です。")),
    ("de", "Maria hat {a} Äpfel. Sie isst 5 und gibt 3 einer Freundin. "
     "Wie viele Äpfel hat sie noch?",
     ("Sie hat {v} Äpfel übrig.", "Maria sind {v} Äpfel geblieben.",
      "Es sind noch {v} Äpfel übrig.", "Maria hat also noch {v} Äpfel übrig."),
     ("Sie hat etwa {v} Äpfel übrig.", "Sie hat nicht {v} Äpfel übrig.",
      "Sie hat höchstens {v} Äpfel übrig.",
      "Sie hat vielleicht {v} Äpfel übrig.")),
    ("fr", "Marie a {a} pommes. Elle en mange 5 et en donne 3 à une amie. "
     "Combien de pommes lui reste-t-il ?",
     ("Elle garde {v} pommes.", "Marie garde donc {v} pommes."),
     ("Elle garde environ {v} pommes.", "Elle ne garde pas {v} pommes.")),
)


def left(add):
    for kind, prob, rights, twins in LANGS:
        for v in (12, 17, 30):
            a = v + 8
            p = prob.format(a=a)
            w = "%d - 5 - 3 = %d\n\n" % (a, v)
            for t in rights:
                r = w + t.format(v=v, a=a)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in twins:
                add(kind + "-twin", str(v), p, w + t.format(v=v, a=a))


def main():
    verify_run.usage("hostile_left60")
    return verify_run.run_kinds("hostile_left60",
                                verify_run.kind_rows([left]), width=8)


if __name__ == "__main__":
    sys.exit(main())
