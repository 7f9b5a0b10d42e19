#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_more61.py: how many more, as conclusions in English, Japanese
and Korean state it (issue 26, session 49).

To "How many more apples does Tom have than Ann?", "So Tom has 5 more."
(the question's own "more" after "how many" is no noun: answer_frame.c
other_count, asked_filler), "トムはアンより5個多いです。", "5個多く持って
います。" (the question's comparative or words after the measure word,
no bound: answer_dense.c papo_answer_dense_asked) and "톰은 앤보다 5개 더
많습니다." were refused.  The opposite comparative ("5個少ないです",
"5개 더 적습니다"), a hedge, a negation, a question back or a bound
stay refused.

usage: hostile_more61.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): en, ja, ko, zh, de, es, fr.
"""
import sys

import verify_run

LANGS = (
    ("en", "Tom has {a} apples and Ann has 7 apples. How many more apples "
     "does Tom have than Ann?",
     ("So Tom has {v} more.", "Tom has {v} more apples than Ann.",
      "Thus, Tom has {v} more apples."),
     ("So Tom has {v} fewer.", "Tom has maybe {v} more apples than Ann.",
      "Tom has {v} or {u} more apples.", "Tom has at least {v} more.")),
    ("ja", "トムはリンゴを{a}個、アンは7個持っています。トムはアンより何個多く"
     "持っていますか？",
     ("トムはアンより{v}個多いです。", "答え：{v}個多い",
      "トムはアンより{v}個多く持っています。"),
     ("トムはアンより{v}個少ないです。", "トムはアンより{v}個多く持っていません。",
      "トムはアンより{v}個多いかもしれません。", "トムはアンより{v}個以上多いです。",
      "トムはアンより{v}個多く持っていますか？")),
    ("ko", "톰은 사과 {a}개, 앤은 사과 7개를 가지고 있습니다. 톰은 앤보다 사과를 "
     "몇 개 더 가지고 있습니까?",
     ("따라서 톰은 앤보다 {v}개 더 많습니다.", "톰은 앤보다 사과를 {v}개 더 "
      "가지고 있습니다."),
     ("톰은 앤보다 {v}개 더 적습니다.", "톰은 앤보다 {v}개 더 많을 것입니다.",
      "톰은 앤보다 약 {v}개 더 많습니다.", "톰은 앤보다 {v}개 더 많습니까?")),
    ("bn", "টমের {a}টি আপেল আছে এবং অ্যানের 7টি আপেল আছে। টমের অ্যানের চেয়ে "
     "কতটি আপেল বেশি আছে?",
     ("টমের অ্যানের চেয়ে {v}টি আপেল বেশি আছে।",
      "সুতরাং, টমের অ্যানের চেয়ে {v}টি আপেল বেশি আছে।"),
     ("টমের অ্যানের চেয়ে প্রায় {v}টি আপেল বেশি আছে।",
      "টমের অ্যানের চেয়ে {v}টি আপেল কম আছে।",
      "টমের সর্বাধিক {v}টি আপেল বেশি আছে।",
      "টমের অ্যানের চেয়ে {v}টি আপেল বেশি নেই।")),
    ("zh", "汤姆有{a}个苹果，安有7个苹果。汤姆比安多几个苹果？",
     ("汤姆比安多{v}个苹果。", "答：汤姆比安多{v}个。"),
     ("汤姆比安少{v}个苹果。", "汤姆比安多大约{v}个苹果。")),
    ("de", "Tom hat {a} Äpfel und Anna hat 7 Äpfel. Wie viele Äpfel hat Tom "
     "mehr als Anna?",
     ("Tom hat {v} Äpfel mehr als Anna.", "Also hat Tom {v} Äpfel mehr."),
     ("Tom hat etwa {v} Äpfel mehr als Anna.",
      "Tom hat {v} Äpfel weniger als Anna.")),
    ("es", "Tom tiene {a} manzanas y Ana tiene 7. ¿Cuántas manzanas más tiene "
     "Tom que Ana?",
     ("Tom tiene {v} manzanas más que Ana.",),
     ("Tom tiene unas {v} manzanas más que Ana.",
      "Tom tiene {v} manzanas menos que Ana.")),
    ("fr", "Tom a {a} pommes et Anne a 7 pommes. Combien de pommes Tom a-t-il "
     "de plus qu'Anne ?",
     ("Tom a {v} pommes de plus qu'Anne.",),
     ("Tom a environ {v} pommes de plus qu'Anne.",
      "Tom a {v} pommes de moins qu'Anne.")),
)


def more(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (5, 8, 13), prob, rights, twins,
                              a_of=lambda v: v + 7,
                              work=lambda v: "%d - 7 = %d\n\n" % (v + 7, v))


def main():
    verify_run.usage("hostile_more61")
    return verify_run.run_kinds("hostile_more61",
                                verify_run.kind_rows([more]), width=8)


if __name__ == "__main__":
    sys.exit(main())
