#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pay78.py: a last statement of what is paid, with a modal of
necessity or a verb of paying or spending that is not the question's,
in nine languages (issue 26, session 56).

Lost on session 55's binary though they answer "how much does he pay":
"Tom muss 18 $ zahlen.", "Tom doit payer 18 $.", "Tom débourse 18 $.",
"Tom desembolsa $18.", "Том должен заплатить 18 долларов." (the modal
in no table of answer_euro.c's); "トムは18ドルを支払います。",
"トムは18ドル使います。", "톰은 18달러를 지불합니다.", "톰은 18달러를
씁니다.", "ทอมใช้เงิน 18 ดอลลาร์" (no verb row of answer_dense.c's);
"Tom analipa dola 18.", "Tom atatumia dola 18.", "Vitabu vinagharimu
dola 18." (Swahili's currency word before its count, and a verb of
paying the problem's "Analipa" lends by its class: answer_open.c
sw_class_root; a verb of money taken in, "anapata", it does not).
Their negations, hedges and questions stay refused.

usage: hostile_pay78.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): one a language.
"""
import sys

import verify_run

# (kind, problem of 3 books at {a} dollars, rights of {v}, twins)
LANGS = (
    ("de", "Tom kauft 3 Bücher zu je {a} $. Wie viel zahlt er?",
     ["Tom muss {v} $ zahlen.", "Tom muss also {v} $ bezahlen.",
      "Also muss Tom {v} $ zahlen."],
     ["Tom muss ungefähr {v} $ zahlen.", "Tom muss nicht {v} $ zahlen.",
      "Tom muss vielleicht {v} $ zahlen.", "Muss Tom {v} $ zahlen?"]),
    ("fr", "Tom achète 3 livres à {a} $ chacun. Combien paie-t-il ?",
     ["Tom doit payer {v} $.", "Tom débourse {v} $.",
      "Tom doit donc payer {v} $."],
     ["Tom doit payer environ {v} $.", "Tom ne doit pas payer {v} $.",
      "Tom débourse peut-être {v} $.", "Tom doit-il payer {v} $ ?"]),
    ("es", "Tom compra 3 libros a ${a} cada uno. ¿Cuánto paga?",
     ["Tom desembolsa ${v}.", "Por lo tanto, Tom desembolsa ${v}."],
     ["Tom desembolsa unos ${v}.", "Tom no desembolsa ${v}.",
      "Tom quizás desembolsa ${v}."]),
    ("ru", "Том покупает 3 книги по {a} долларов. Сколько он платит?",
     ["Том должен заплатить {v} долларов.",
      "Итак, Том должен заплатить {v} долларов."],
     ["Том должен заплатить около {v} долларов.",
      "Том не должен платить {v} долларов.",
      "Том, наверное, должен заплатить {v} долларов."]),
    ("ja", "トムは1冊{a}ドルの本を3冊買います。トムはいくら払いますか？",
     ["トムは{v}ドルを支払います。", "トムは{v}ドル使います。",
      "したがって、トムは{v}ドルを支払いました。"],
     ["トムは約{v}ドルを支払います。", "トムは{v}ドルを支払いません。",
      "トムは{v}ドルを支払うでしょう。", "トムは{v}ドルを支払いますか？"]),
    ("ko", "톰은 한 권에 {a}달러인 책을 3권 삽니다. 톰은 얼마를 냅니까?",
     ["톰은 {v}달러를 지불합니다.", "톰은 {v}달러를 씁니다.",
      "따라서 톰은 {v}달러를 지불했습니다."],
     ["톰은 약 {v}달러를 지불합니다.", "톰은 {v}달러를 지불하지 않습니다.",
      "톰은 {v}달러를 지불할 것 같습니다.", "톰은 {v}달러를 지불합니까?"]),
    ("th", "ทอมซื้อหนังสือ 3 เล่ม เล่มละ {a} ดอลลาร์ ทอมต้องจ่ายเงินกี่ดอลลาร์",
     ["ทอมใช้เงิน {v} ดอลลาร์", "ดังนั้น ทอมใช้เงิน {v} ดอลลาร์"],
     ["ทอมใช้เงินประมาณ {v} ดอลลาร์", "ทอมอาจใช้เงิน {v} ดอลลาร์",
      "ทอมไม่ได้ใช้เงิน {v} ดอลลาร์"]),
    ("sw", "Tom ananunua vitabu 3 kwa ${a} kila kimoja. Analipa pesa "
     "ngapi?",
     ["Tom analipa dola {v}.", "Tom atatumia dola {v}.",
      "Vitabu vinagharimu dola {v}.", "Kwa hiyo, Tom analipa dola {v}."],
     ["Tom hatumii dola {v}.", "Tom analipa karibu dola {v}.",
      "Tom angelipa dola {v}.", "Tom anapata dola {v}.",
      "Tom labda analipa dola {v}."]),
    ("en", "Tom buys 3 books at ${a} each. How much does he pay?",
     ["Tom must pay ${v}.", "Tom has to pay ${v}.",
      "So Tom spends ${v}."],
     ["Tom must pay about ${v}.", "Tom must not pay ${v}.",
      "Tom might have to pay ${v}.", "Must Tom pay ${v}?"]),
)


def main():
    verify_run.usage("hostile_pay78")
    return verify_run.run_langs(
        "hostile_pay78", LANGS, (18, 24), a_of=lambda v: v // 3,
        work=lambda v: "3 × %d = %d.\n\n" % (v // 3, v))


if __name__ == "__main__":
    sys.exit(main())
