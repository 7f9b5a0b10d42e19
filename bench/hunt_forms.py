#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hunt_forms.py: right answers in the forms public models write, and
their twins with a wrong value, through papo-verify: how many right
ones are refused and how many twins rewarded, and each miss printed
(h19-recall7's hunt, bench/agreement-history.md).

usage: hunt_forms.py PAPO_VERIFY

The forms: \\dfrac, \\tfrac, \\frac12, mixed numbers, intervals and
unions, set-builder, vectors, matrices, ordered pairs, degrees,
percentages, scientific notation, repeating decimals, option letters,
yes/no, True/False, inequalities, several answers, piecewise, numbers
with units in prose in 10 languages; each under several answer frames
(a phrase, a box, a bold label, a reasoning model's </think>).
"""
import json
import subprocess
import sys


# (ref, [right forms], [wrong forms])
V = [
 (r"\frac{1}{2}", [r"\dfrac{1}{2}", r"\tfrac{1}{2}", r"\frac12", "0.5", "1/2", r"\frac{2}{4}"], [r"\dfrac{1}{3}", r"\tfrac13", "0.6"]),
 (r"\frac{7}{3}", [r"2\frac{1}{3}", r"2 \frac{1}{3}", r"\dfrac{7}{3}", r"2\tfrac{1}{3}"], [r"2\frac{1}{4}", r"1\frac{1}{3}"]),
 (r"[1,3)", [r"x \in [1,3)", "[1, 3)", r"1 \le x < 3", r"1 \leq x < 3"], [r"x \in [1,3]", r"(1,3)", r"1 < x \le 3"]),
 (r"(-\infty,1)\cup(2,\infty)", [r"(-\infty, 1) \cup (2, \infty)", r"x \in (-\infty,1)\cup(2,\infty)", r"x<1 \text{ or } x>2"], [r"(-\infty, 1] \cup (2, \infty)", r"(1,2)"]),
 (r"\{x \mid x > 2\}", [r"(2,\infty)", r"x > 2", r"\{x \mid x > 2\}", r"\{x : x > 2\}"], [r"[2,\infty)", r"x \ge 2"]),
 (r"\begin{pmatrix}1\\2\end{pmatrix}", [r"\begin{pmatrix} 1 \\ 2 \end{pmatrix}", r"\begin{bmatrix}1\\2\end{bmatrix}", r"(1, 2)"], [r"\begin{pmatrix}2\\1\end{pmatrix}"]),
 (r"\begin{pmatrix}1&2\\3&4\end{pmatrix}", [r"\begin{bmatrix}1 & 2\\ 3 & 4\end{bmatrix}", r"\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}"], [r"\begin{pmatrix}1&3\\2&4\end{pmatrix}"]),
 (r"(2,3)", [r"(2, 3)", r"\left(2, 3\right)", r"(x, y) = (2, 3)"], [r"(3, 2)", r"(2, 4)"]),
 (r"30^\circ", [r"30^{\circ}", "30°", r"30^\circ", "30 degrees"], [r"60^\circ", "45°"]),
 (r"25\%", ["25%", r"25\%", "25 percent"], ["20%", "2.5%"]),
 (r"3.2\times10^{5}", ["320000", "320,000", r"3.2 \times 10^5", r"3.2 \cdot 10^{5}", "3.2e5"], ["32000", r"3.2 \times 10^4"]),
 (r"\frac{1}{3}", [r"0.\overline{3}", r"0.\bar{3}", r"\frac{1}{3}"], [r"0.\overline{6}", r"0.\overline{31}"]),
 (r"\frac{7}{9}", [r"0.\overline{7}", r"0.\dot{7}"], [r"0.\overline{5}"]),
 ("B", [r"\text{(B)}", "(B)", r"\textbf{(B)}", "B", r"\mathrm{(B)}"], [r"\text{(C)}", "(D)"]),
 ("Yes", ["Yes", "yes", r"\text{Yes}", r"\text{yes}"], ["No", r"\text{No}"]),
 ("True", ["True", "true", r"\text{True}"], ["False", r"\text{False}"]),
 ("x>3", [r"x > 3", r"x>3", r"3 < x"], [r"x < 3", r"x \ge 3"]),
 ("-3, 2", [r"x = 2 \text{ or } x = -3", r"x=-3, x=2", r"x = -3 \text{ and } x = 2", "-3, 2", "2, -3", r"x_1 = -3, x_2 = 2"], [r"x = 3 \text{ or } x = -2", r"x = 2"]),
 (r"\frac{\pi}{6}", [r"\dfrac{\pi}{6}", r"\frac{\pi}6", r"\tfrac{\pi}{6}"], [r"\frac{\pi}{3}"]),
 (r"2\sqrt{3}", [r"2 \sqrt 3", r"2\sqrt3", r"\sqrt{12}"], [r"3\sqrt{2}"]),
]
FRAMES = [
 "The answer is ${}$.",
 "Therefore, the answer is $\\boxed{{{}}}$.",
 "**Final Answer:** ${}$",
 "<think>\nLet me compute this carefully. Okay.\n</think>\n\nThe final answer is $\\boxed{{{}}}$.",
 "Final answer: ${}$",
 "So the answer is \\({}\\).",
]
vs=[]
for ref, rights, wrongs in V:
    for f in FRAMES:
        for r in rights:
            vs.append({"family":"math","answer":ref,"form":r,"response":f.format(r),"expect":1})
        for w in wrongs:
            vs.append({"family":"math","answer":ref,"form":w,"response":f.format(w),"expect":0})
# numbers with units in prose, languages
PROSE = {
 "en": ["The answer is {} cm.", "So the rope is {} cm long.", "Final answer: {} km", "She needs {} minutes."],
 "es": ["La respuesta es {} cm.", "Respuesta final: {} km", "Por lo tanto, la cuerda mide {} cm."],
 "fr": ["La réponse est {} cm.", "Réponse finale : {} km", "Donc, la corde mesure {} cm."],
 "de": ["Die Antwort ist {} cm.", "Endgültige Antwort: {} km", "Also ist das Seil {} cm lang."],
 "it": ["La risposta è {} cm.", "Risposta finale: {} km"],
 "pt": ["A resposta é {} cm.", "Resposta final: {} km"],
 "ru": ["Ответ: {} см.", "Итак, длина верёвки {} см."],
 "zh": ["答案是{}厘米。", "所以绳子长{}厘米。", "最终答案：{}千米"],
 "ja": ["答えは{}cmです。", "したがって、答えは{}分です。"],
 "ko": ["답은 {}cm입니다.", "따라서 답은 {}분입니다."],
}
for lang, ts in PROSE.items():
    for t in ts:
        for val, right in (("12", 1), ("12.5", 1), ("13", 0)):
            ref = "12" if val != "12.5" else "12.5"
            if right == 0: ref = "12"
            vs.append({"family":"prose-"+lang,"answer":ref,"form":val,"response":"Step by step.\n\n"+t.format(val),"expect":right})
R = []  # (ref, response, expect)


def add(ref, resp, e):
    R.append((ref, resp, e))


for pre in ["The answer is ", "Final answer: ", "Therefore, the answer is "]:
    add("-3, 2", pre + "x = 2 or x = -3.", 1)
    add("-3, 2", pre + "x = 2 or x = 3.", 0)
    add("-2, 2", pre + "$x = \\pm 2$.", 1)
    add("-2, 2", pre + "$x = \\pm 3$.", 0)
    add("-3, 2", pre + "$x \\in \\{-3, 2\\}$.", 1)
    add("-3, 2", pre + "$x \\in \\{-3, 3\\}$.", 0)
    add("\\frac{1}{2}", pre + "½.", 1)
    add("\\frac{1}{3}", pre + "⅓.", 1)
    add("\\frac{1}{3}", pre + "¼.", 0)
    add("\\frac{\\sqrt{3}}{2}", pre + "√3/2.", 1)
    add("\\frac{\\sqrt{3}}{2}", pre + "√2/2.", 0)
    add("2:3", pre + "2:3.", 1)
    add("\\frac{\\pi}{6}", pre + "π/6.", 1)
    add("\\frac{\\pi}{6}", pre + "π/3.", 0)
    add("30^\\circ", pre + "30 degrees.", 1)
    add("30", pre + "30°.", 1)
    add("B", pre + "(B) 12.", 1)
    add("B", pre + "B) 12.", 1)
    add("B", pre + "**(B) 12**.", 1)
    add("B", pre + "$\\boxed{B}$ 12.", 1)
    add("B", pre + "$\\boxed{\\text{(B) } 12}$.", 1)
    add("B", pre + "$\\boxed{\\text{(C) } 12}$.", 0)
    add("3", pre + "$x = 3$ (the only solution).", 1)
    add("\\frac{7}{3}", pre + "$2\\frac13$.", 1)
    add("\\frac{7}{3}", pre + "$2\\tfrac13$.", 1)
    add("\\frac{7}{3}", pre + "$2\\tfrac14$.", 0)
    add("\\frac{1}{3}", pre + "$0.(3)$.", 1)
    add("\\frac{1}{3}", pre + "$0.333\\ldots$.", 1)
    add("\\frac{1}{3}", pre + "$0.3\\overline{3}$.", 1)
    add("\\frac{1}{6}", pre + "$0.1\\overline{6}$.", 1)
    add("\\frac{1}{6}", pre + "$0.1\\bar{6}$.", 1)
    add("\\frac{1}{6}", pre + "$0.1\\dot{6}$.", 1)
    add("\\frac{1}{6}", pre + "$0.1\\bar{7}$.", 0)
    add("\\frac{1}{7}", pre + "$0.\\overline{142857}$.", 1)
    add("\\frac{1}{7}", pre + "$0.\\dot{1}4285\\dot{7}$.", 1)
    add("(1,3]", pre + "$x \\in (1, 3]$.", 1)
    add("(1,3]", pre + "$1 < x \\leq 3$.", 1)
    add("(1,3]", pre + "$3 \\geq x > 1$.", 1)
    add("[2,\\infty)", pre + "$x \\geq 2$.", 1)
    add("[2,\\infty)", pre + "$\\{x \\mid x \\geq 2\\}$.", 1)
    add("[2,\\infty)", pre + "$\\{x \\in \\mathbb{R} : x \\geq 2\\}$.", 1)
    add("[2,\\infty)", pre + "$\\{x \\mid x > 2\\}$.", 0)
    add("[2,\\infty)", pre + "$\\{x \\in \\mathbb{R} : x > 2\\}$.", 0)
    add("x \\geq 2", pre + "$\\{x \\mid x \\geq 2\\}$.", 1)
    add("\\{x \\mid x \\geq 2\\}", pre + "$[2, \\infty)$.", 1)
    add("\\{x \\mid x \\geq 2\\}", pre + "$(2, \\infty)$.", 0)
    add("\\{x | x \\geq 2\\}", pre + "$x \\ge 2$.", 1)
    add("\\{x : 1 < x < 3\\}", pre + "$(1,3)$.", 1)
    add("\\{x : 1 < x < 3\\}", pre + "$[1,3)$.", 0)
    add("\\{x\\mid x<1 \\text{ or } x>2\\}", pre + "$(-\\infty,1)\\cup(2,\\infty)$.", 1)
    add("1.5 \\times 10^{-3}", pre + "$0.0015$.", 1)
    add("1.5 \\times 10^{-3}", pre + "$1.5\\text{e-}3$.", 1)
    add("1.5 \\times 10^{-3}", pre + "1.5e-3.", 1)
    add("1.5 \\times 10^{-3}", pre + "1.5 × 10⁻³.", 1)
    add("1.5 \\times 10^{-3}", pre + "1.5 × 10⁻².", 0)
    add("Yes", pre + "**Yes**.", 1)
    add("Yes", pre + "yes, it is possible.", 1)
    add("No", pre + "No, it is not possible.", 1)
    add("No", pre + "Yes, it is possible.", 0)
    add("True", pre + "**True**.", 1)
    add("False", pre + "**True**.", 0)
    add("\\begin{cases} x^2 & x \\ge 0 \\\\ -x & x < 0 \\end{cases}", pre + "$f(x) = \\begin{cases} x^2 & x \\geq 0 \\\\ -x & x < 0 \\end{cases}$.", 1)
    add("\\frac{\\pi}{3}", pre + "$60^\\circ$.", 1)
    add("60^\\circ", pre + "$\\frac{\\pi}{3}$.", 1)
    add("60^\\circ", pre + "$\\frac{\\pi}{4}$.", 0)
    add("50\\%", pre + "$\\frac{1}{2}$.", 1)
for lang, fr in [("es","La respuesta es %s."),("fr","La réponse est %s."),("de","Die Antwort ist %s."),("it","La risposta è %s."),("pt","A resposta é %s."),("ru","Ответ: %s."),("zh","答案是%s。"),("ja","答えは%sです。"),("ko","답은 %s입니다.")]:
    add("-3, 2", fr % {"es":"x = 2 o x = -3","fr":"x = 2 ou x = -3","de":"x = 2 oder x = -3","it":"x = 2 o x = -3","pt":"x = 2 ou x = -3","ru":"x = 2 или x = -3","zh":"x = 2 或 x = -3","ja":"x = 2 または x = -3","ko":"x = 2 또는 x = -3"}[lang], 1)
    add("-3, 2", fr % {"es":"x = 2 o x = 3","fr":"x = 2 ou x = 3","de":"x = 2 oder x = 3","it":"x = 2 o x = 3","pt":"x = 2 ou x = 3","ru":"x = 2 или x = 3","zh":"x = 2 或 x = 3","ja":"x = 2 または x = 3","ko":"x = 2 또는 x = 3"}[lang], 0)
    add("25\\%", fr % "25 %", 1)
    add("25\\%", fr % "25%", 1)
    add("25\\%", fr % "20 %", 0)
    add("12.5", fr % "12,5", 1)
    add("12.5", fr % "12,6", 0)
    add("30^\\circ", fr % "30°", 1)
    add("B", fr % "(B)", 1)
    add("B", fr % "B) 12", 1)
    add("3.2\\times10^{5}", fr % "3,2 · 10^5", 1)


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: hunt_forms.py PAPO_VERIFY")
    recs = [{"answer": v["answer"], "response": v["response"],
             "expect": v["expect"]} for v in vs]
    recs += [{"answer": a, "response": "Working.\n\n" + r, "expect": e}
             for a, r, e in R]
    inp = "".join(json.dumps(v, ensure_ascii=False) + "\n" for v in recs)
    p = subprocess.run([sys.argv[1], "-q", "--explain"], input=inp.encode(),
                       capture_output=True, check=True)
    out = [json.loads(x) for x in p.stdout.decode().splitlines()]
    refused = rewarded = 0
    for v, o in zip(recs, out):
        got = o.get("r_out") == 1
        if got == bool(v["expect"]):
            continue
        if v["expect"]:
            refused += 1
        else:
            rewarded += 1
        print(json.dumps([v["expect"], v["answer"], v["response"],
                          o.get("pred"), o.get("explain")],
                         ensure_ascii=False))
    right = sum(v["expect"] for v in recs)
    print("hunt_forms: %d records (%d right, %d twins): %d right refused, "
          "%d twins rewarded" % (len(recs), right, len(recs) - right,
                                 refused, rewarded))
    return 0


if __name__ == "__main__":
    sys.exit(main())
