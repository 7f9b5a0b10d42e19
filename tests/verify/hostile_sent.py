#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_sent.py: random unrecognised continuations of the answer's own
sentence (issue 26, round 9): "The answer is 12 mostly pending review."

usage: hostile_sent.py PAPO_VERIFY [--list]

For each listed language, a statement of the answer (an answer phrase
or a last statement that asserts it: "The answer is G", "Die Antwort
ist G", "Ответ: G", "答案是G") is followed, in the same sentence, by a
random run of two to four words that bound, condition, hedge or merely
say something papo-verify has no row for ("for odd n", "meistens grob",
"除非出错"), after nothing, a comma, a parenthesis or a function word of
the language.  Random but seeded: the same variants every run.  The
controls, the same statements with nothing after the value, must be
rewarded; no variant may be ("reward only what is recognised").

Prints each variant rewarded and a count per language; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["12", "-5", "0.25"]

# (statement with G for the value, function words that may open the
# continuation, words of no row, spaced script or not)
LANGS = {
    "en": (["The answer is G", "So the final answer is G",
            "Therefore, the total is G"],
           ["", ",", " (", " for", " in", " at", " on", " with", " by"],
           ["odd", "mostly", "roughly", "typically", "barring", "modulo",
            "pending", "tentatively", "heuristically", "ignoring",
            "neglecting", "boundary", "margin", "sometimes", "rarely",
            "generally", "excluding", "plausibly", "offhand", "wiggle",
            "fudge", "loosely", "review", "hunch"], True),
    "de": (["Die Antwort ist G", "Das Ergebnis ist G"],
           ["", ",", " (", " für", " bei", " mit"],
           ["ungerade", "meistens", "grob", "eventuell", "Ausnahmen",
            "Randfall", "Faustregel", "schätzungsweise", "Bauchgefühl",
            "ungeprüft"], True),
    "fr": (["La réponse est G", "Le résultat est G"],
           ["", ",", " (", " pour", " avec", " par"],
           ["impair", "souvent", "estimation", "erreur", "marge",
            "approximativement", "grossièrement", "hypothèse",
            "invérifié", "intuition"], True),
    "es": (["La respuesta es G", "El resultado es G"],
           ["", ",", " (", " para", " con", " por"],
           ["impar", "casi", "estimación", "margen", "corazonada",
            "redondeando", "tentativamente", "sospecha", "borrador",
            "intuición"], True),
    "it": (["La risposta è G"],
           ["", ",", " (", " per", " con"],
           ["dispari", "spesso", "stima", "errore", "intuizione",
            "bozza", "ipotesi", "grossomodo"], True),
    "pt": (["A resposta é G"],
           ["", ",", " (", " para", " com"],
           ["ímpar", "estimativa", "erro", "palpite", "rascunho",
            "hipótese", "aproximação", "intuição"], True),
    "ru": (["Ответ: G", "Итак, ответ: G"],
           ["", ",", " (", " для", " на", " с"],
           ["нечётном", "примерно", "обычно", "оценка", "ошибка",
            "приблизительно", "черновик", "догадка", "наугад",
            "непроверено"], True),
    "zh": (["答案是G", "所以答案是G"],
           ["", "，", "（"],
           ["左右", "估计", "奇数时", "通常", "除非出错", "近似", "草稿",
            "未经验证", "凭感觉", "粗算"], False),
    "ja": (["答えはG", "よって答えはG"],
           ["", "、", "（"],
           ["くらい", "概算", "奇数のとき", "およそ", "場合による",
            "未検証", "勘で", "ざっくり"], False),
}


def variants():
    rnd = random.Random(26)
    for lang, (stmts, opens, words, spaced) in sorted(LANGS.items()):
        end = "." if spaced else "。"
        for g in VALUES:
            for st in stmts:
                base = st.replace("G", g)
                yield "control", lang, g, base + end
                for op in opens:
                    for _ in range(12):
                        k = rnd.randint(2, 4)
                        run = rnd.sample(words, k)
                        sep = " " if spaced else ""
                        cont = op + (" " if spaced and op not in ("",
                                    " (") else "")
                        if spaced and op == "":
                            cont = " "
                        if op.endswith("("):
                            cont += sep.join(run) + ")"
                        else:
                            cont += sep.join(run)
                        yield lang, lang, g, base + cont.replace("  ", " ") \
                            + end


def main():
    verify_run.usage("hostile_sent")
    vs = [{"family": f, "lang": l, "answer": a, "response": r}
          for f, l, a, r in variants()]
    return verify_run.run("hostile_sent", vs, lambda v: v["lang"],
                          lambda v: v["family"] == "control", width=6)

if __name__ == "__main__":
    sys.exit(main())
