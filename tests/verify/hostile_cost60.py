#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cost60.py: what is paid, as conclusions in six languages
state it (issue 26, session 48).

To "how much do 4 notebooks and 3 pens cost", "Il faut payer 18 $.",
"Die Gesamtkosten betragen 18 $.", "Нужно заплатить 18 долларов.",
"Bisogna pagare 18 $.", "É preciso pagar $18." (answer_euro.c's
tables), "In tutto, costa 18 dollari." (Italian's dollars:
units_foreign.c), "总共花费18美元。" and "总价是18美元。" (answer_dense.c
said[], answer_open.c opens[]) were refused.  With a hedge, a bound or
a negation they stay refused.

usage: hostile_cost60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): fr, de, ru, it, pt, zh.
"""
import sys

import verify_run

LANGS = (
    ("fr", "Un cahier coûte {a} $ et un stylo coûte 2 $. Combien coûtent "
     "4 cahiers et 3 stylos ?",
     ("Il faut payer {v} $.", "Le prix total s'élève à {v} $."),
     ("Il faut payer environ {v} $.", "Il ne faut pas payer {v} $.")),
    ("de", "Ein Heft kostet {a} $ und ein Stift kostet 2 $. Wie viel "
     "kosten 4 Hefte und 3 Stifte?",
     ("Die Gesamtkosten betragen {v} $.", "Der Gesamtpreis beträgt {v} $."),
     ("Die Gesamtkosten betragen etwa {v} $.",
      "Die Gesamtkosten betragen höchstens {v} $.")),
    ("ru", "Тетрадь стоит {a} доллара, а ручка стоит 2 доллара. Сколько "
     "стоят 4 тетради и 3 ручки?",
     ("Нужно заплатить {v} долларов.", "Всего нужно заплатить {v} долларов."),
     ("Нужно заплатить около {v} долларов.",
      "Нужно заплатить не более {v} долларов.")),
    ("it", "Un quaderno costa {a} $ e una penna costa 2 $. Quanto costano 4 "
     "quaderni e 3 penne?",
     ("Bisogna pagare {v} $.", "In tutto, costa {v} dollari."),
     ("Bisogna pagare circa {v} $.", "In tutto, costa quasi {v} dollari.")),
    ("pt", "Um caderno custa ${a} e uma caneta custa $2. Quanto custam 4 "
     "cadernos e 3 canetas?",
     ("É preciso pagar ${v}.", "No total, é preciso pagar {v} dólares."),
     ("É preciso pagar cerca de ${v}.", "Não é preciso pagar ${v}.")),
    ("zh", "一个笔记本{a}美元，一支笔2美元。4个笔记本和3支笔一共多少钱？",
     ("总共花费{v}美元。", "总价是{v}美元。", "所以总费用为{v}美元。"),
     ("总共花费大约{v}美元。", "总价不到{v}美元。", "总价可能是{v}美元。")),
)


def cost(add):
    for kind, prob, rights, twins in LANGS:
        verify_run.kind_forms(add, kind, (18, 22, 30), prob, rights, twins,
                              a_of=lambda v: (v - 6) // 4,
                              work=lambda v: "4 × %d + 3 × 2 = %d\n\n" % (
                                  (v - 6) // 4, v))


def main():
    verify_run.usage("hostile_cost60")
    return verify_run.run_kinds("hostile_cost60",
                                verify_run.kind_rows([cost]), width=8)


if __name__ == "__main__":
    sys.exit(main())
