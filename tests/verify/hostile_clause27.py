# SPDX-License-Identifier: MIT
"""hostile_clause27.py: a clause of its own before the conclusion in
one sentence, in every language papo-verify reads: "Both methods agree,
so the answer is 42", "两种方法结果一致，所以答案是 42",
"Ambos métodos coinciden, así que la respuesta es 42".  The clause is
read as a sentence before the answer's would be: a right answer after
it is rewarded.  Twins are never rewarded: the same against another
value; a condition, a doubt or a negation of the language in the
clause ("If the table were wrong, so ..."); a doubt after the answer;
a reason's clause ("Since this is only a guess, the answer is 42"),
which is the statement's own.

Usage: hostile_clause27.py PAPO-VERIFY | --list"""
import sys

import verify_run

VALUES = [36, 48, 1729]

# lang: (clauses that state a check, connective + statement with %s,
#        clauses holding a condition, a doubt or a negation)
LANGS = {
    "en": (["Both methods agree", "Every case checks out",
            "The two counts match"],
           ["so the answer is %s.", "therefore the final answer is %s.",
            "hence the answer is %s."],
           ["If the table were wrong", "I am not sure",
            "This might be off"]),
    "de": (["Beide Wege führen zum selben Ergebnis", "Die Probe stimmt"],
           ["also ist die Antwort %s.", "daher ist die Antwort %s."],
           ["Wenn die Tabelle falsch wäre", "Vielleicht stimmt die Probe"]),
    "fr": (["Les deux méthodes concordent", "Tout concorde"],
           ["donc la réponse est %s.", "ainsi la réponse est %s."],
           ["Si le tableau était faux", "Peut-être que tout concorde"]),
    "es": (["Ambos métodos coinciden", "La comprobación cuadra"],
           ["así que la respuesta es %s.", "por lo tanto la respuesta es %s."],
           ["Si la tabla fuera incorrecta", "Quizás la comprobación cuadra"]),
    "it": (["Entrambi i metodi coincidono", "La verifica torna"],
           ["quindi la risposta è %s.", "dunque la risposta è %s."],
           ["Se la tabella fosse sbagliata", "Forse la verifica torna"]),
    "pt": (["Os dois métodos coincidem", "A verificação confere"],
           ["portanto a resposta é %s.", "logo a resposta é %s."],
           ["Se a tabela estivesse errada", "Talvez a verificação confira"]),
    "ru": (["Оба способа дают одно и то же", "Проверка сходится"],
           ["поэтому ответ: %s.", "следовательно, ответ: %s."],
           ["Если таблица неверна", "Возможно, проверка сходится"]),
    "uk": (["Обидва способи дають те саме", "Перевірка збігається"],
           ["тож відповідь: %s.", "отже, відповідь: %s."],
           ["Якщо таблиця неправильна", "Можливо, перевірка збігається"]),
    "pl": (["Obie metody się zgadzają", "Sprawdzenie się zgadza"],
           ["więc odpowiedź to %s.", "zatem odpowiedź to %s."],
           ["Jeśli tabela jest błędna", "Może sprawdzenie się zgadza"]),
    "id": (["Kedua cara memberikan hasil yang sama", "Pengecekan cocok"],
           ["jadi jawabannya adalah %s.", "maka jawabannya adalah %s."],
           ["Jika tabelnya salah", "Mungkin pengecekan cocok"]),
    "vi": (["Hai cách cho cùng kết quả", "Kiểm tra lại thấy đúng"],
           ["nên đáp án là %s.", "vậy đáp án là %s."],
           ["Nếu bảng bị sai", "Có lẽ kiểm tra lại thấy đúng"]),
    "zh": (["两种方法结果一致", "验算无误"],
           ["所以答案是 %s。", "因此答案是 %s。"],
           ["如果表格有误", "可能验算无误", "我不确定"]),
    "zh-Hant": (["兩種方法結果一致", "驗算無誤"],
                ["所以答案是 %s。", "因此答案是 %s。"],
                ["如果表格有誤", "可能驗算無誤"]),
}
COMMA = {"zh": "，", "zh-Hant": "，"}


def rows():
    out = []

    def add(fam, ans, r):
        out.append((kind + "-" + fam, str(ans), r))

    for lang, (clauses, stmts, hedged) in LANGS.items():
        kind = lang.replace("-", "").lower()
        comma = COMMA.get(lang, ", ")
        for v in VALUES:
            w = verify_run.other(v)
            for c in clauses:
                for st in stmts:
                    for a in ("%d" % v, "\\boxed{%d}" % v):
                        r = c + comma + st % a
                        add("right", v, r)
                        add("twin", w, r)	# another reference
                        add("twin", v, c + comma + st % (
                            "\\boxed{%s}" % w))
            for h in hedged:
                for st in stmts:
                    add("twin", v, h + comma + st % ("\\boxed{%d}" % v))
    # a reason's clause is the statement's own: read with it
    kind = "reason"
    for v in VALUES:
        for h in ("Since this is only a guess", "As a rough estimate"):
            add("twin", v, "%s, the answer is \\boxed{%d}." % (h, v))
        add("twin", v, "Both methods agree, so the answer is \\boxed{%d}."
            " But I am not sure." % v)
    return out


def main():
    verify_run.usage("hostile_clause27")
    vs = verify_run.records(rows())
    return verify_run.run_kinds("hostile_clause27", vs)


if __name__ == "__main__":
    sys.exit(main())
