#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall24.py: right answers papo-verify refused (issue 26's
lost signal, round 24, h24-recall12), each kind read as a committed
statement, with twins that disown, doubt, deny, ask or name another
value never rewarded.

usage: hostile_recall24.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  stephead
          a step's heading in another language above the answer ("##
          Schritt 3: Berechnung der Summe", "## Étape 3 : Calcul de la
          somme", "## Paso 3: Calcular la suma", "## Шаг 3: Вычисление
          суммы", "## 步骤3：计算总和", "## ステップ3：合計を計算する"):
          refused on main (its title not read); twins whose title names
          a draft, an attempt, a guess, scratch work or a wrong
          approach in that language never.
  section
          a section's heading in another language ("## Solución", "##
          Решение", "## Conclusión", "## 验证"); twins naming a draft or
          an attempt at a solution ("## Intento de solución") never.
  plain   the plainest statement of a total in each language ("Tổng là
          42.", "Suma wynosi 42.", "합계는 42입니다."); twins negated,
          hedged, conditional, asked, or of another value never.
  rate    a value the verb (not "has" or "is") gives before a noun and a
          rate of time ("He needs 400 apples per day.", "The seniors
          drink 400 cartons each school day."); twins bounded, hedged,
          conditional, of another value or per three days never.
  expval  "The expected value is 42." with no problem (expected value,
          a term of mathematics); "The expected result/output/answer is
          42." (what someone expects) and the negated, hedged, asked
          twins never.
Each right variant is also given with another value as its reference
(family "wrong"): never rewarded.
"""
import sys

import verify_run
from verify_run import other

VALUES = ["42", "7", "250"]


# language: (the step's heading with {n} and {t}, the titles naming
# the work, the titles disowning it, the answer sentence with V)
STEP = {
    "de": ("## Schritt {n}: {t}", ["Berechnung der Summe",
           "Berechne die Summe", "Bestimmung des Ergebnisses",
           "Überprüfung des Ergebnisses", "Zusammenfassung"],
           ["Entwurf", "Erster Versuch", "Vermutung", "Falscher Ansatz",
            "Schmierzettel", "Versuch einer Lösung",
            "Berechnung (Entwurf)", "Falsche Berechnung der Summe"],
           "Die Antwort ist \\boxed{V}."),
    "fr": ("## Étape {n} : {t}", ["Calcul de la somme",
           "Calculer la somme", "Vérification du résultat",
           "Détermination du total", "Conclusion"],
           ["Brouillon", "Première tentative", "Supposition",
            "Mauvaise approche", "Tentative de solution",
            "Calcul erroné de la somme", "Calcul (brouillon)"],
           "La réponse est \\boxed{V}."),
    "es": ("## Paso {n}: {t}", ["Calcular la suma", "Cálculo de la suma",
           "Verificación del resultado", "Determinar el total",
           "Conclusión"],
           ["Borrador", "Primer intento", "Conjetura",
            "Enfoque incorrecto", "Intento de solución",
            "Cálculo incorrecto de la suma", "Cálculo (borrador)"],
           "La respuesta es \\boxed{V}."),
    "ru": ("## Шаг {n}: {t}", ["Вычисление суммы", "Вычислим сумму",
           "Проверка результата", "Нахождение суммы", "Вывод"],
           ["Черновик", "Первая попытка", "Догадка", "Неверный подход",
            "Попытка решения",
            "Неверное вычисление суммы", "Вычисление (черновик)"],
           "Ответ: \\boxed{V}."),
    "zh": ("## 步骤{n}：{t}", ["计算总和", "验证结果", "求总数", "计算",
           "结论"],
           ["草稿", "尝试", "猜测", "错误的方法", "尝试解答", "错误的计算", "计算（草稿）"],
           "答案是 \\boxed{V}。"),
    "ja": ("## ステップ{n}：{t}", ["合計を計算する", "結果の検証",
           "合計の計算", "計算", "結論"],
           ["下書き", "試み", "推測", "間違ったアプローチ", "解答の試み",
            "計算の下書き", "計算（推測）"],
           "答えは \\boxed{V} です。"),
}

# language: (the section headings that give the answer, their twins)
SECTION = {
    "de": (["Lösung", "Antwort", "Endgültige Antwort", "Berechnung",
            "Überprüfung", "Schlussfolgerung", "Ergebnis"],
           ["Entwurf", "Lösungsversuch", "Vermutung", "Falscher Ansatz"]),
    "fr": (["Solution", "Réponse", "Réponse finale", "Calcul",
            "Vérification", "Conclusion", "Résultat"],
           ["Brouillon", "Tentative de solution", "Supposition",
            "Mauvaise approche"]),
    "es": (["Solución", "Respuesta", "Respuesta final", "Cálculo",
            "Verificación", "Conclusión", "Resultado"],
           ["Borrador", "Intento de solución", "Conjetura",
            "Enfoque incorrecto"]),
    "ru": (["Решение", "Ответ", "Окончательный ответ", "Вычисление",
            "Проверка", "Вывод", "Результат"],
           ["Черновик", "Попытка решения", "Догадка", "Неверный подход"]),
    "zh": (["解答", "答案", "最终答案", "计算", "验证", "结论", "结果",
            "解"],
           ["草稿", "尝试解答", "猜测", "错误的方法"]),
    "ja": (["解答", "答え", "最終的な答え", "計算", "検証", "結論", "結果"],
           ["下書き", "解答の試み", "推測", "間違ったアプローチ"]),
}

PRE = "We add the amounts.\n\n"


def heads(vs):
    for lang, (form, kept, disown, ans) in STEP.items():
        for v in VALUES:
            for n in ("1", "3"):
                for t in kept:
                    r = PRE + form.format(n=n, t=t) + "\n" + ans.replace(
                        "V", v)
                    vs.append({"kind": "stephead", "family": "right",
                               "answer": v, "response": r})
                    vs.append({"kind": "stephead", "family": "wrong",
                               "answer": other(v), "response": r})
                for t in disown:
                    r = PRE + form.format(n=n, t=t) + "\n" + ans.replace(
                        "V", v)
                    vs.append({"kind": "stephead", "family": "twin",
                               "answer": v, "response": r})
            sec_kept, sec_twin = SECTION[lang]
            for hf in ("## {t}", "### {t}", "**{t}**", "**{t}:**"):
                for t in sec_kept:
                    r = PRE + hf.format(t=t) + "\n" + ans.replace("V", v)
                    vs.append({"kind": "section", "family": "right",
                               "answer": v, "response": r})
                    vs.append({"kind": "section", "family": "wrong",
                               "answer": other(v), "response": r})
                for t in sec_twin:
                    r = PRE + hf.format(t=t) + "\n" + ans.replace("V", v)
                    vs.append({"kind": "section", "family": "twin",
                               "answer": v, "response": r})


# language: (statements of the value V, twins: W another value)
PLAIN = {
    "vi": (["Tổng là V.", "Tổng số là V.", "Tổng cộng là V.",
            "Do đó, tổng là V."],
           ["Tổng không phải là V.", "Tổng có lẽ là V.",
            "Nếu x = 2 thì tổng là V.", "Tổng là V?", "Tổng là W.",
            "Tổng có thể là V.", "Tổng là V hoặc W.",
            "Tổng không là V."]),
    "pl": (["Suma wynosi V.", "Suma wynosi razem V.",
            "Łączna suma wynosi V."],
           ["Suma nie wynosi V.", "Suma prawdopodobnie wynosi V.",
            "Czy suma wynosi V?", "Jeśli x = 2, suma wynosi V.",
            "Suma wynosi W.", "Suma może wynosić V.",
            "Suma wynosi V lub W.", "Suma nie jest równa V.",
            "Suma jest chyba równa V."]),
    "ko": (["합계는 V입니다.", "총합은 V입니다.", "합계는 V이다."],
           ["합계는 V이 아닙니다.", "합계는 아마 V입니다.",
            "합계는 V입니까?", "만약 x = 2라면 합계는 V입니다.",
            "합계는 W입니다.", "합계는 V일까요?"]),
    "de": (["Die Summe ist V.", "Die Summe beträgt V."],
           ["Die Summe ist nicht V.", "Die Summe ist vielleicht V.",
            "Ist die Summe V?", "Die Summe ist W."]),
    "fr": (["La somme est V.", "La somme vaut V."],
           ["La somme n'est pas V.", "La somme est peut-être V.",
            "La somme est-elle V ?", "La somme est W."]),
    "zh": (["总数是V。", "总和是V。"],
           ["总数不是V。", "总数可能是V。", "总数是V吗？", "总数是W。"]),
    "ja": (["合計はVです。"],
           ["合計はVではありません。", "合計はたぶんVです。",
            "合計はVですか？", "合計はWです。"]),
    "id": (["Jumlahnya adalah V."],
           ["Jumlahnya bukan V.", "Jumlahnya mungkin V.",
            "Apakah jumlahnya V?", "Jumlahnya adalah W."]),
    "tr": (["Toplam V'dir."], ["Toplam W'dir."]),
    "uk": (["Сума дорівнює V."],
           ["Сума не дорівнює V.", "Сума, можливо, дорівнює V.",
            "Сума дорівнює W."]),
    "sw": (["Jumla ni V."], ["Jumla si V.", "Jumla ni W."]),
}


def plain(vs):
    for lang, (kept, twins) in PLAIN.items():
        for v in VALUES:
            for pre in ("", PRE):
                for t in kept:
                    r = pre + t.replace("V", v)
                    vs.append({"kind": "plain-" + lang, "family": "right",
                               "answer": v, "response": r})
                    vs.append({"kind": "plain-" + lang, "family": "wrong",
                               "answer": other(v), "response": r})
                for t in twins:
                    vs.append({"kind": "plain-" + lang, "family": "twin",
                               "answer": v, "response": pre + t.replace(
                                   "V", v).replace("W", other(v))})


EXPVAL = ["The expected value is V.", "So the expected value is V.",
          "Therefore, the expected value is V.",
          "The expected value of the product is V."]
EXPVAL_TWINS = ["The expected result is V.", "The expected output is V.",
                "The expected answer is V.", "The expected total is V.",
                "The expected value is not V.",
                "The expected value is probably V.",
                "Is the expected value V?", "The expected value is W.",
                "If the die is fair, the expected value is V.",
                "The expected value is V or W."]


def expval(vs):
    for v in VALUES:
        for pre in ("", PRE):
            for t in EXPVAL:
                r = pre + t.replace("V", v)
                vs.append({"kind": "expval", "family": "right",
                           "answer": v, "response": r})
                vs.append({"kind": "expval", "family": "wrong",
                           "answer": other(v), "response": r})
            for t in EXPVAL_TWINS:
                vs.append({"kind": "expval", "family": "twin", "answer": v,
                           "response": pre + t.replace("V", v).replace(
                               "W", other(v))})


RATE_SUBJ = ["He needs", "Andy needs", "The seniors drink", "She reads",
             "The bakery sells", "Tom eats", "The farm uses"]
RATE_TAIL = ["apples per day", "cartons each school day", "pages a week",
             "loaves every morning", "items per hour", "eggs each day"]
RATE_TWINS = ["SUBJ about V TAIL.", "SUBJ at least V TAIL.",
              "SUBJ V TAIL, maybe.", "SUBJ V TAIL or W.",
              "If it rains, SUBJ V TAIL.", "SUBJ V apples per 3 days.",
              "SUBJ W TAIL.", "SUBJ probably V TAIL.",
              "SUBJ V TAIL, I think."]


def rate(vs):
    """A value after the verb (not has/is) and before a noun and a rate
    of time ("He needs 400 apples per day.", corpus record
    faithfulcot-gsm8k-gpt-4-510's kind)."""
    for v in VALUES:
        for subj in RATE_SUBJ:
            for tail in RATE_TAIL:
                r = PRE + "%s %s %s." % (subj, v, tail)
                vs.append({"kind": "rate", "family": "right",
                           "answer": v, "response": r})
                vs.append({"kind": "rate", "family": "wrong",
                           "answer": other(v), "response": r})
            for tw in RATE_TWINS:
                r = tw.replace("SUBJ", subj).replace("TAIL", "apples per "
                                                     "day")
                r = r.replace("V", v).replace("W", other(v))
                vs.append({"kind": "rate", "family": "twin", "answer": v,
                           "response": PRE + r[0].upper() + r[1:]})


def variants():
    vs = []
    rate(vs)
    heads(vs)
    plain(vs)
    expval(vs)
    return vs


def main():
    verify_run.usage("hostile_recall24")
    return verify_run.run("hostile_recall24", variants(),
                          verify_run.kind_family, verify_run.is_right,
                          what="right", width=18)


if __name__ == "__main__":
    sys.exit(main())
