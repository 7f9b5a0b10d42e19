#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_pre.py: random unrecognised openers before an answer phrase or
a box (issue 26, round 10): "Assuming the dice are fair, the answer is
12.", "A naive count gives \\boxed{12}.", "假设没有重叠，答案是12。"

usage: hostile_pre.py PAPO_VERIFY [--list]

For each listed language, an answer phrase or a box (with the words that
state it: "the answer is G", "\\boxed{G}", "答案是G") is opened, in its
own sentence, by a random opener papo-verify has no row for: a
condition, a supposition, an attribution, a candidate ("a naive / wrong
/ tempting / possible answer"), a bound, a question; the controls open
the same statements with recognised openers ("Therefore,", "So",
"综上所述，") and must all be rewarded.  Random but seeded: the same
variants every run.

Prints each variant rewarded and a count per language; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["12", "-5", "0.25"]

# (statements with G for the value, hostile openers, recognised openers)
LANGS = {
    "en": (["the answer is G.", "the final answer is G.",
            "the answer is \\boxed{G}.", "we get \\boxed{G}.",
            "\\boxed{G}."],
           ["Assuming the dice are fair,", "If we ignore overlaps,",
            "Suppose n is odd;", "Supposing no repeats,",
            "Provided nothing overlaps,", "Unless I miscounted,",
            "In the best case", "In the worst case", "Bob says",
            "Alice claims", "My friend thinks", "Hypothetically,",
            "A naive count:", "A wrong count:", "A tempting guess:",
            "One possible reading:", "A candidate:", "An upper bound:",
            "A lower bound:", "At most", "Is it true that",
            "Heuristically,", "Earlier I thought", "Someone might say",
            "Roughly speaking,", "For example,", "Without the constraint,",
            "Ignoring order,", "Maybe", "Perhaps", "Possibly",
            "The textbook says", "A common mistake:",
            "My first attempt:", "Before the correction,"],
           ["Therefore,", "So", "Thus", "Hence,", "In conclusion,",
            "Putting it all together,", "Finally,", "Overall,",
            "In summary,", "This means", "Altogether,"]),
    "de": (["ist die Antwort \\boxed{G}.", "ergibt sich \\boxed{G}."],
           ["Angenommen, die Würfel sind fair,", "Falls n ungerade ist,",
            "Vielleicht", "Bob meint,", "Im besten Fall",
            "Eine naive Rechnung:", "Ohne die Bedingung"],
           ["Also", "Somit", "Damit", "Insgesamt"]),
    "fr": (["la réponse est \\boxed{G}.", "on obtient \\boxed{G}."],
           ["En supposant que les dés sont équilibrés,", "Si n est impair,",
            "Peut-être que", "Selon Bob,", "Dans le meilleur cas,",
            "Un calcul naïf:", "Sans la contrainte,"],
           ["Donc", "Ainsi,", "Finalement,", "En conclusion,"]),
    "es": (["la respuesta es \\boxed{G}.", "obtenemos \\boxed{G}."],
           ["Suponiendo que los dados son justos,", "Si n es impar,",
            "Quizás", "Según Bob,", "En el mejor caso,",
            "Un cálculo ingenuo:", "Sin la restricción,"],
           ["Por lo tanto,", "Así,", "Entonces", "Finalmente,"]),
    "ru": (["ответ \\boxed{G}.", "получаем \\boxed{G}."],
           ["Предполагая, что кости честные,", "Если n нечётно,",
            "Возможно,", "По мнению Боба,", "В лучшем случае",
            "Наивный подсчёт:", "Без ограничения"],
           ["Итак,", "Таким образом,", "Следовательно,", "Значит,"]),
    "zh": (["答案是\\boxed{G}。", "答案是G。", "\\boxed{G}。"],
           ["假设骰子是公平的，", "如果忽略重叠，", "也许", "鲍勃认为",
            "在最好的情况下，", "一个错误的估计：", "不考虑限制，",
            "粗略地说，"],
           ["所以", "因此，", "综上所述，", "故", "最终"]),
    "ja": (["答えは\\boxed{G}です。", "答えはGです。"],
           ["仮にサイコロが公平なら、", "もし重なりを無視すると、",
            "たぶん", "ボブによれば", "最良の場合"],
           ["よって、", "したがって、", "つまり", "以上より、"]),
}

PROBLEM = "How many pairs are there? Give the count."


def variants():
    """The seeded hostile variants and the controls, as records."""
    rng = random.Random(26010)
    out = []
    for lang, (stmts, bad, good) in LANGS.items():
        spaced = lang not in ("zh", "ja")
        sep = " " if spaced else ""
        for op in bad:
            for st in stmts:
                for _ in range(10):
                    v = rng.choice(VALUES)
                    body = st.replace("G", v)
                    pre = op
                    # a random recognised connective before it, sometimes
                    if rng.random() < 0.5:
                        pre = rng.choice(good) + sep + op[0].lower() + \
                            op[1:] if spaced else rng.choice(good) + op
                    out.append({"lang": lang, "kind": "hostile",
                                "answer": v, "problem": PROBLEM,
                                "response": "We count.\n" + pre + sep + body})
        for op in good:
            for st in stmts:
                v = rng.choice(VALUES)
                out.append({"lang": lang, "kind": "control", "answer": v,
                            "problem": PROBLEM, "response": "We count.\n" +
                            op + sep + st.replace("G", v)})
    return out


def main():
    verify_run.usage("hostile_pre")
    return verify_run.run("hostile_pre", variants(), lambda v: v["lang"],
                          lambda v: v["kind"] == "control", width=3)


if __name__ == "__main__":
    sys.exit(main())
