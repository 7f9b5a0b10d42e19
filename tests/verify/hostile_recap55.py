#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recap55.py: a sentence after the box that restates the
answer in the problem's words, opened by a concluding or summing-up
connective ("To summarize, Mary has 45 apples.", "Donc, elle a 45
pommes.", "Also hat Marie 45 Äpfel.", "Итак, у Марии 45 яблок."; issue
26, session 43: every such sentence but a few English ones was refused,
"words after it not recognised": the restatement's function words,
pronouns and connectives were English only) is read in each language
papo reads with spaces.  Never one that gives another value, negates,
doubts, bounds, hedges or conditions it.

usage: hostile_recap55.py PAPO_VERIFY [--list]

Kinds, one a language (families KIND-right, rewarded; KIND-wrong, the
same against another value; KIND-twin, never rewarded): en fr de es it
pt ru zh ja ko, the restatement after a box; enbox .. kobox, the same
sentence holding the box itself ("Por lo tanto, ella tiene
\\boxed{45} manzanas.").  Twins: another value, a negation, a doubt, a bound, an
approximation, a conditional mood, a condition, and a connective of
another case or a doubt ("Otherwise", "Sinon", "Vielleicht").
"""
import sys

import verify_run

VALUES = (45, 17, 230)

# language: (problem with {a} {b}, answer sentences with {v}, the
# connectives, the restatements with {c} {s} {v} (and a connective
# before the verb where the language puts it), the subjects, the twins
# with {u} another value)
LANGS = {
    "en": ("Mary has {a} apples and buys {b} more. How many apples does "
           "she have now?",
           ("The answer is \\boxed{{{v}}}.",
            "So the final answer is $\\boxed{{{v}}}$."),
           ("Finally", "Ultimately", "Consequently", "Accordingly",
            "In short", "In brief", "To summarize", "To summarise",
            "To sum up", "To recap", "Summing up", "To conclude",
            "In conclusion", "In the end", "All in all",
            "As a result", "Therefore", "So", "Thus", "Overall"),
           ("{c}, {s} has {v} apples.",),
           ("Mary", "she"),
           ("{c}, {s} has {u} apples.", "{c}, {s} does not have {v} apples.",
            "{c}, {s} might have {v} apples.",
            "{c}, {s} has at most {v} apples.",
            "{c}, {s} has about {v} apples.",
            "{c}, {s} probably has {v} apples.",
            "{c}, if {s} eats none, {s} has {v} apples.",
            "{c}, {s} would have {v} apples.")),
    "fr": ("Marie a {a} pommes et en achète {b}. Combien de pommes a-t-elle "
           "maintenant ?",
           ("La réponse est \\boxed{{{v}}}.",
            "Donc la réponse finale est $\\boxed{{{v}}}$."),
           ("Donc", "Ainsi", "Finalement", "Enfin", "En résumé",
            "En conclusion", "Au total", "En tout", "Bref",
            "Par conséquent"),
           ("{c}, {s} a {v} pommes.",),
           ("Marie", "elle"),
           ("{c}, {s} a {u} pommes.", "{c}, {s} n'a pas {v} pommes.",
            "{c}, {s} a peut-être {v} pommes.",
            "{c}, {s} a au plus {v} pommes.",
            "{c}, {s} a environ {v} pommes.",
            "{c}, {s} aurait {v} pommes.",
            "{c}, si {s} ne mange rien, {s} a {v} pommes.",
            "{c}, {s} a à peu près {v} pommes.",
            "{c}, {s} a près de {v} pommes.")),
    "de": ("Marie hat {a} Äpfel und kauft {b} dazu. Wie viele Äpfel hat "
           "sie jetzt?",
           ("Die Antwort ist \\boxed{{{v}}}.",
            "Also ist die endgültige Antwort $\\boxed{{{v}}}$."),
           ("Also", "Somit", "Damit", "Folglich", "Insgesamt",
            "Schließlich", "Zusammenfassend", "Letztendlich", "Daher"),
           ("{c} hat {s} {v} Äpfel.",),
           ("Marie", "sie"),
           ("{c} hat {s} {u} Äpfel.", "{c} hat {s} nicht {v} Äpfel.",
            "{c} hat {s} vielleicht {v} Äpfel.",
            "{c} hat {s} höchstens {v} Äpfel.",
            "{c} hat {s} etwa {v} Äpfel.",
            "{c} hätte {s} {v} Äpfel.",
            "{c} hat {s}, wenn {s} nichts isst, {v} Äpfel.",
            "{c} hat {s} rund {v} Äpfel.", "{c} hat {s} knapp {v} Äpfel.",
            "{c} hat {s} bis zu {v} Äpfel.")),
    "es": ("María tiene {a} manzanas y compra {b} más. ¿Cuántas manzanas "
           "tiene ahora?",
           ("La respuesta es \\boxed{{{v}}}.",
            "Por lo tanto, la respuesta final es $\\boxed{{{v}}}$."),
           ("Por lo tanto", "Así que", "Entonces", "En resumen",
            "En conclusión", "Finalmente", "En total", "Por consiguiente",
            "En definitiva"),
           ("{c}, {s} tiene {v} manzanas.",),
           ("María", "ella"),
           ("{c}, {s} tiene {u} manzanas.", "{c}, {s} no tiene {v} manzanas.",
            "{c}, {s} tal vez tiene {v} manzanas.",
            "{c}, {s} tiene como máximo {v} manzanas.",
            "{c}, {s} tiene aproximadamente {v} manzanas.",
            "{c}, {s} tendría {v} manzanas.",
            "{c}, si {s} no come ninguna, {s} tiene {v} manzanas.",
            # "unas 45": about 45 (session 43: read as an article)
            "{c}, {s} tiene unas {v} manzanas.",
            "{c}, {s} tiene alrededor de {v} manzanas.",
            "{c}, {s} tiene más o menos {v} manzanas.")),
    "it": ("Maria ha {a} mele e ne compra altre {b}. Quante mele ha adesso?",
           ("La risposta è \\boxed{{{v}}}.",
            "Quindi la risposta finale è $\\boxed{{{v}}}$."),
           ("Quindi", "Pertanto", "Dunque", "Infine", "In conclusione",
            "In totale", "In sintesi", "Perciò"),
           ("{c}, {s} ha {v} mele.",),
           ("Maria", "lei"),
           ("{c}, {s} ha {u} mele.", "{c}, {s} non ha {v} mele.",
            "{c}, {s} forse ha {v} mele.",
            "{c}, {s} ha al massimo {v} mele.",
            "{c}, {s} ha circa {v} mele.",
            "{c}, {s} avrebbe {v} mele.",
            "{c}, se {s} non mangia niente, {s} ha {v} mele.",
            "{c}, {s} ha quasi {v} mele.", "{c}, {s} ha più o meno {v} mele.")),
    "pt": ("Maria tem {a} maçãs e compra mais {b}. Quantas maçãs ela tem "
           "agora?",
           ("A resposta é \\boxed{{{v}}}.",
            "Portanto, a resposta final é $\\boxed{{{v}}}$."),
           ("Portanto", "Assim", "Logo", "Então", "Em resumo",
            "Em conclusão", "No total", "Finalmente", "Por fim"),
           ("{c}, {s} tem {v} maçãs.",),
           ("Maria", "ela"),
           ("{c}, {s} tem {u} maçãs.", "{c}, {s} não tem {v} maçãs.",
            "{c}, {s} talvez tenha {v} maçãs.",
            "{c}, {s} tem no máximo {v} maçãs.",
            "{c}, {s} tem cerca de {v} maçãs.",
            "{c}, {s} teria {v} maçãs.",
            "{c}, se {s} não comer nenhuma, {s} tem {v} maçãs.",
            "{c}, {s} tem umas {v} maçãs.",
            "{c}, {s} tem por volta de {v} maçãs.")),
    "ru": ("У Марии {a} яблок, и она покупает ещё {b}. Сколько яблок у неё "
           "теперь?",
           ("Ответ: \\boxed{{{v}}}.",
            "Итак, окончательный ответ: $\\boxed{{{v}}}$."),
           ("Итак", "Таким образом", "Значит", "В итоге", "Следовательно",
            "Поэтому", "Итого"),
           ("{c}, у {s} {v} яблок.",),
           ("Марии", "неё"),
           ("{c}, у {s} {u} яблок.", "{c}, у {s} не {v} яблок.",
            "{c}, у {s}, возможно, {v} яблок.",
            "{c}, у {s} не более {v} яблок.",
            "{c}, у {s} около {v} яблок.",
            "{c}, у {s} было бы {v} яблок.",
            "{c}, если {s} ничего не съест, у {s} {v} яблок.",
            # "до 45": up to 45 (session 43: read as a preposition)
            "{c}, у {s} до {v} яблок.", "{c}, у {s} порядка {v} яблок.")),
    "zh": ("小明有{a}个苹果，又买了{b}个。他现在一共有多少个苹果？",
           ("答案是 \\boxed{{{v}}}。",
            "所以最终答案是 $\\boxed{{{v}}}$。"),
           ("所以", "因此，", "综上所述，", "总之，", "最终，", "综上，",
            "故", "由此可知，"),
           ("{c}{s}现在一共有{v}个苹果。", "{c}{s}一共有{v}个苹果。"),
           ("小明", "他"),
           ("{c}{s}一共有{u}个苹果。", "{c}{s}没有{v}个苹果。",
            "{c}{s}可能有{v}个苹果。", "{c}{s}最多有{v}个苹果。",
            "{c}{s}大约有{v}个苹果。", "{c}如果{s}吃掉一个，{s}有{v}个苹果。",
            "{c}{s}一共有{v}个苹果吗？")),
    "ja": ("メアリーはりんごを{a}個持っていて、さらに{b}個買います。りんごは"
           "全部で何個になりますか？",
           ("答えは \\boxed{{{v}}} です。",
            "よって、最終的な答えは $\\boxed{{{v}}}$ です。"),
           ("したがって、", "よって、", "つまり、", "以上より、",
            "結論として、"),
           ("{c}{s}のりんごは全部で{v}個です。",),
           ("メアリー", "彼女"),
           ("{c}{s}のりんごは全部で{u}個です。",
            "{c}{s}のりんごは全部で{v}個ではありません。",
            "{c}{s}のりんごはたぶん{v}個です。",
            "{c}{s}のりんごは最大で{v}個です。",
            "{c}{s}のりんごは約{v}個です。",
            "{c}もし{s}が1個食べれば、{s}のりんごは{v}個です。")),
    "ko": ("메리는 사과 {a}개를 가지고 있고 {b}개를 더 삽니다. 사과는 모두 몇 "
           "개입니까?",
           ("답은 \\boxed{{{v}}}입니다.",
            "따라서 최종 답은 $\\boxed{{{v}}}$입니다."),
           ("따라서 ", "그러므로 ", "결론적으로, ", "요약하면, ", "즉, "),
           ("{c}{s} 사과는 모두 {v}개입니다.",
            "{c}{s} 사과를 모두 {v}개 가지고 있습니다."),
           ("메리의", "그녀의"),
           ("{c}{s} 사과는 모두 {u}개입니다.",
            "{c}{s} 사과는 모두 {v}개가 아닙니다.",
            "{c}{s} 사과는 아마 {v}개입니다.",
            "{c}{s} 사과는 최대 {v}개입니다.",
            "{c}{s} 사과는 약 {v}개입니다.",
            "{c}만약 하나를 먹으면 {s} 사과는 {v}개입니다.")),
}


# connectives that open no committed restatement (another case, a
# doubt, a supposition): a right restatement after them is never read
OTHERWISE = {
    "en": ("Otherwise", "Alternatively", "Supposedly", "Hypothetically",
           "Initially", "Maybe"),
    "fr": ("Sinon", "Autrement", "Peut-être", "Au départ"),
    "de": ("Sonst", "Andernfalls", "Vielleicht", "Anfangs"),
    "es": ("Si no", "De lo contrario", "Quizás", "Al principio"),
    "it": ("Altrimenti", "Forse", "Inizialmente"),
    "pt": ("Senão", "Caso contrário", "Talvez", "Inicialmente"),
    "ru": ("Иначе", "Возможно", "Сначала", "Иначе говоря, вероятно"),
    "zh": ("否则", "或者", "也许", "起初"),
    "ja": ("そうでなければ、", "たぶん、", "最初は、"),
    "ko": ("그렇지 않으면 ", "아마 ", "처음에는 "),
}


# Korean forms read after a box but not yet around it (open): a verb
# after the box's noun ("\\boxed{45}개 가지고 있습니다")
BOX_OPEN = {("ko", "{c}{s} 사과를 모두 {v}개 가지고 있습니다.")}


def lang(code):
    prob, boxes, conns, rests, subjs, twins = LANGS[code]

    def gen(add):
        for v in VALUES:
            a = v // 3
            p = prob.format(a=a, b=v - a)
            for box in boxes:
                head = "%d + %d = %d\n\n" % (a, v - a, v) + box.format(v=v)
                for c in conns:
                    for s in subjs:
                        for r in rests:
                            resp = head + "\n\n" + r.format(c=c, s=s, v=v)
                            add(code + "-right", str(v), p, resp)
                            add(code + "-wrong", str(v + 1), p, resp)
                        for r in twins:
                            add(code + "-twin", str(v), p, head + "\n\n" +
                                r.format(c=c, s=s, v=v, u=v + 1))
                # the box in the restatement itself, the computation
                # before it: its sentence's opening is read
                lead = "%d + %d = %d\n\n" % (a, v - a, v)
                bv = "\\boxed{%d}" % v
                for c in conns:
                    for s in subjs:
                        for r in rests:
                            if (code, s) in BOX_OPEN or (code, r) in \
                                    BOX_OPEN:
                                continue
                            resp = lead + r.format(c=c, s=s, v=bv)
                            add(code + "box-right", str(v), p, resp)
                            add(code + "box-wrong", str(v + 1), p, resp)
                        # English's "would have" in the answer's own
                        # sentence is its conclusion ("Therefore, she
                        # would have \boxed{45} apples."), as before
                        for r in (r for r in twins if "would" not in r):
                            add(code + "box-twin", str(v), p, lead +
                                r.format(c=c, s=s, v=bv, u="\\boxed{%d}"
                                         % (v + 1)))
                for c in OTHERWISE[code]:
                    for s in subjs:
                        for r in rests:
                            add(code + "-twin", str(v), p, head + "\n\n" +
                                r.format(c=c, s=s, v=v))
    return gen


def main():
    verify_run.usage("hostile_recap55")
    return verify_run.run_kinds("hostile_recap55", verify_run.kind_rows(
        [lang(c) for c in LANGS]), width=8)


if __name__ == "__main__":
    sys.exit(main())
