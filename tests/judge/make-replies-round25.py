#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round25.py: round 25's judge replies: verdicts stated in
# prose, in English, Chinese, German, French, Spanish, Russian and
# Japanese ("The score is 4.", "I would rate this a 4 out of 5.",
# "我给这个回答打4分。", "Ich gebe 4 Punkte.", "Je donne la note de 4.",
# "Le doy un 4."), "Final verdict: 4", "Nota: 4" alone, and a JSON
# verdict whose comment names its key ("// the overall verdict"); and
# beside every prose form its twins that state no one verdict: hedged
# ("..., maybe a 3"), conditional ("If the limit step were justified,
# ..."), counterfactual ("... would have been a 5"), for another
# response, for a criterion, on another scale, revised, negated, asked,
# quoted, after another value.  Each case carries "want:", the verdict
# a reader of the reply takes it to state (none: none, or more than
# one).
#
#   make-replies-round25.py READER > tests/judge/replies-round25.txt
#       the ~150 realistic replies, with "expect:", papo-judge's
#       reading, which check_rubric asserts (replies_file);
#   make-replies-round25.py --families READER
#       the generated families (over 3,000 replies), each read by
#       READER (build/tests/helpers/papo-read-replies); a line a family
#       with its replies, misread and lost; exit status 1 when any
#       reply is misread, or a family marked "read" loses one
#       (tests/t-judge-round25.sh).
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import STYLES, Cases, report, styled  # noqa: E402

# the judge's analysis before its verdict, by language
ANALYSES = {
    "en": "The response sets up the equation correctly and solves for "
          "$x$, but it never checks that $x = -2$ lies outside the "
          "domain of $\\log(x+1)$. The final answer $\\boxed{3}$ is "
          "right; the justification of step 4 is thin.",
    "zh": "该回答正确地列出了方程并求出 $x = 3$，但没有检验 $x = -2$ "
          "是否在定义域内。最终答案正确。",
    "de": "Die Antwort stellt die Gleichung richtig auf und löst sie, "
          "prüft aber nicht, ob $x = -2$ im Definitionsbereich liegt. "
          "Das Endergebnis $x = 3$ ist korrekt.",
    "fr": "La réponse pose correctement l'équation et la résout, mais "
          "ne vérifie pas que $x = -2$ est hors du domaine. Le résultat "
          "final $x = 3$ est juste.",
    "es": "La respuesta plantea bien la ecuación y la resuelve, pero no "
          "comprueba que $x = -2$ queda fuera del dominio. El resultado "
          "final $x = 3$ es correcto.",
    "ru": "Ответ верно составляет уравнение и решает его, но не "
          "проверяет корень $x = -2$. Ответ $x = 3$ верный.",
    "ja": "この回答は方程式を正しく立てて解いているが、$x = -2$ が"
          "定義域外であることを確認していない。最終答えは正しい。",
}

# the prose verdicts by language: {v} the value, {s} the scale (one of
# SCALES[lang], or nothing), {u} the points noun agreed with v (de, ru)
PROSE = {
    "en": ["The score is {v}{s}.", "The final score is {v}{s}.",
           "I give this response a {v}{s}.", "I give it a {v}{s}.",
           "I would rate this a {v}{s}.", "I rate this response {v}{s}.",
           "This deserves a {v}{s}.", "The response deserves a {v}{s}.",
           "I'd give it a {v}{s}.", "My final score: {v}{s}",
           "I give this response a score of {v}{s}.",
           "**I give this response a {v}{s}.**"],
    "zh": ["我给这个回答打{v}分{s}。", "我给这个回答{v}分{s}。",
           "我给出{v}分{s}。", "最终评分为{v}分{s}。",
           "我的评分是{v}分{s}。", "该回答得{v}分{s}。"],
    "de": ["Ich gebe {v} {u}{s}.", "Ich gebe der Antwort {v} {u}{s}.",
           "Ich bewerte die Antwort mit {v}{s}.",
           "Die Bewertung ist {v}{s}.", "Ich vergebe {v} {u}{s}."],
    "fr": ["Je donne la note de {v}{s}.", "Je lui donne {v}{s}.",
           "Je lui attribue la note de {v}{s}.", "La note est de {v}{s}.",
           "La note finale est {v}{s}."],
    "es": ["Le doy un {v}{s}.", "Le doy una puntuación de {v}{s}.",
           "Le asigno un {v}{s}.", "La puntuación es {v}{s}.",
           "La puntuación final es {v}{s}."],
    "ru": ["Я ставлю {v}{s}.", "Ставлю {v} {u}{s}.",
           "Я ставлю этому ответу {v}{s}.", "Моя оценка {v}{s}.",
           "Итоговая оценка {v}{s}."],
    "ja": ["この回答に{v}点をつけます{s}。", "この回答は{v}点です{s}。",
           "評価は{v}点です{s}。", "スコアは{v}点です{s}。",
           "総合評価は{v}点です{s}。"],
}
# the scale the rubric's top is written in, by language ({m} the top)
SCALES = {
    "en": [" out of {m}", "/{m}"],
    "zh": ["（满分{m}分）"],
    "de": [" von {m}"],
    "fr": [" sur {m}", "/{m}"],
    "es": [" de {m}", " sobre {m}"],
    "ru": [" из {m}"],
    "ja": ["（{m}点満点）"],
}
# hedges after the verdict, {o} another value
HEDGE = {
    "en": ", maybe a {o}", "zh": "，也可能是{o}分", "de": ", vielleicht {o}",
    "fr": ", peut-être {o}", "es": ", quizás un {o}",
    "ru": ", а может {o}", "ja": "、または{o}点",
}
# a condition before the verdict
COND = {
    "en": "If the limit step were justified, ",
    "zh": "如果极限步骤有论证，", "de": "Wenn der Grenzwert begründet wäre, ",
    "fr": "Si la limite était justifiée, ",
    "es": "Si el límite estuviera justificado, ",
    "ru": "Если бы предел был обоснован, ", "ja": "極限の説明があれば、",
}
# a condition after the verdict's value
COND_AFTER = {
    "en": " if the domain is checked", "zh": "，前提是检验了定义域",
    "de": ", falls der Definitionsbereich geprüft wird",
    "fr": " si le domaine est vérifié",
    "es": " si se comprueba el dominio",
    "ru": ", если проверить область определения",
    "ja": "、定義域を確認すれば",
}
# counterfactual: a verdict the judge would have given
COUNTER = {
    "en": ["It would have been a {v}{s}.",
           "I would have given it a {v}{s}.",
           "This would have deserved a {v}{s}.",
           "The score would have been {v}{s}."],
    "zh": ["本来可以给{v}分{s}。", "我本会给这个回答打{v}分{s}。"],
    "de": ["Ich hätte {v} {u}{s} gegeben.",
           "Die Bewertung wäre {v}{s} gewesen."],
    "fr": ["J'aurais donné la note de {v}{s}.",
           "La note aurait été de {v}{s}."],
    "es": ["Le habría dado un {v}{s}.",
           "La puntuación habría sido {v}{s}."],
    "ru": ["Я бы поставил {v}{s}.", "Оценка была бы {v}{s}."],
    "ja": ["この回答に{v}点をつけるところでした{s}。",
           "評価は{v}点になるはずでした{s}。"],
}
# the verdict for another response, or a criterion, a prefix
OTHER = {
    "en": ["For Response B: ", "Response B: ", "For clarity alone: ",
           "On correctness: "],
    "zh": ["对于回答B：", "就清晰度而言，"],
    "de": ["Für Antwort B: ", "Zur Klarheit: "],
    "fr": ["Pour la réponse B : ", "Pour la clarté : "],
    "es": ["Para la respuesta B: ", "En cuanto a la claridad: "],
    "ru": ["Для ответа B: ", "По ясности: "],
    "ja": ["回答Bについて：", "明瞭さについて："],
}
# revised after the verdict
REVISE = {
    "en": "Actually, make that {o}.", "zh": "修正：{o}分。",
    "de": "Korrektur: eher {o}.", "fr": "En fait, non : {o}.",
    "es": "Corrección: en realidad {o}.", "ru": "Исправление: {o}.",
    "ja": "訂正：{o}点です。",
}
# an unknown clause after the verdict's value
TAIL = {
    "en": " for now", "zh": "，暂定", "de": " vorläufig",
    "fr": " pour l'instant", "es": " por ahora", "ru": " пока что",
    "ja": "、暫定",
}


def de_points(v):
    return "Punkt" if v == 1 else "Punkte"


def ru_points(v):
    if v % 10 == 1 and v % 100 != 11:
        return "балл"
    if v % 10 in (2, 3, 4) and v % 100 not in (12, 13, 14):
        return "балла"
    return "баллов"


def units(lang, v):
    return de_points(v) if lang == "de" else \
        ru_points(v) if lang == "ru" else ""


def fill(form, lang, v, s, u=None):
    t = form.format(v=v, s=s, u=units(lang, v if u is None else u))
    return t.replace("  ", " ")


def cut_end(t):
    """The sentence t without its closing mark (and bold)."""
    bold = t.startswith("**") and t.endswith("**")
    if bold:
        t = t[2:-2]
    if t.endswith((".", "。")):
        t = t[:-1]
    return t, bold


def close(t, lang, bold):
    t += "。" if lang in ("zh", "ja") else "."
    return "**%s**" % t if bold else t


def lower_first(t, lang):
    if lang in ("zh", "ja") or t.startswith("I ") or t.startswith("I'"):
        return t
    if t.startswith("**"):
        return t
    return t[0].lower() + t[1:]


# the kinds (a family's first word) papo-judge reads: a verdict lost
# in a family of these that must be read fails
READ = {"prose", "verdict", "nota", "json"}


class Families:
    def __init__(self):
        self.cases = Cases()
        self.family = []
        self.must = {}
        self.k = 0

    def add(self, family, must, rubric, verdict, want, lang="en"):
        style = STYLES[self.k % len(STYLES)]
        self.k += 1
        self.must[family] = must and family.split()[0] in READ
        self.family.append(family)
        self.cases.case("%s %d" % (family, self.k), rubric,
                        styled(style, ANALYSES[lang], verdict), want)


def scales(lang, m):
    return [""] + [x.format(m=m) for x in SCALES[lang]]


def prose(F):
    for lang, forms in sorted(PROSE.items()):
        for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
            for form in forms:
                for v in range(lo, hi + 1):
                    if rub == "0-10" and v % 3:
                        continue
                    o = v - 1 if v > lo else v + 1
                    for s in scales(lang, hi):
                        t = fill(form, lang, v, s)
                        F.add("prose " + lang, 1, rub, t, v, lang)
                    prose_traps(F, lang, rub, form, v, o, hi)


# a sentence before the verdict on its line, by language
LEAD = {
    "en": "Overall the work is sound. ", "zh": "整体思路正确。",
    "de": "Insgesamt ist die Arbeit solide. ",
    "fr": "Dans l'ensemble, le travail est solide. ",
    "es": "En general, el trabajo es sólido. ",
    "ru": "В целом работа хорошая. ", "ja": "全体として良い。",
}
# the text names another response before the verdict
NAMED = {
    "en": "Response B skips the domain check.",
    "zh": "回答B没有检验定义域。", "de": "Antwort B prüft nichts.",
    "fr": "La réponse B ne vérifie rien.",
    "es": "La respuesta B no comprueba nada.",
    "ru": "Ответ B ничего не проверяет.", "ja": "回答Bは確認していない。",
}


def prose_traps(F, lang, rub, form, v, o, hi):
    t = fill(form, lang, v, "")
    body, bold = cut_end(t)
    F.add("prose after sentence " + lang, 1, rub, LEAD[lang] + t, v, lang)
    # whose verdict "it" is, when another response was named (a
    # label's, "My final score: 4", is the reply's as any label's is)
    if ":" not in form:
        F.add("prose other named " + lang, 0, rub,
              NAMED[lang] + "\n\n" + t, None, lang)
    F.add("prose sentence hedged " + lang, 0, rub,
          t + " " + HEDGE[lang].format(o=o).lstrip(",、，").strip() +
          ("。" if lang in ("zh", "ja") else "."), None, lang)
    F.add("prose twice " + lang, 0, rub,
          fill(form, lang, o, "") + " " + t, None, lang)
    F.add("prose hedged " + lang, 0, rub,
          close(body + HEDGE[lang].format(o=o), lang, bold), None, lang)
    F.add("prose conditional " + lang, 0, rub,
          COND[lang] + lower_first(t, lang), None, lang)
    F.add("prose conditional after " + lang, 0, rub,
          close(body + COND_AFTER[lang], lang, bold), None, lang)
    F.add("prose tail " + lang, 0, rub,
          close(body + TAIL[lang], lang, bold), None, lang)
    for p in OTHER[lang]:
        F.add("prose other " + lang, 0, rub, p + lower_first(t, lang),
              None, lang)
    F.add("prose revised " + lang, 0, rub,
          t + "\n\n" + REVISE[lang].format(o=o), None, lang)
    F.add("prose other first " + lang, 0, rub,
          fill(form, lang, o, "") + "\n\n" + t, None, lang)
    F.add("prose label first " + lang, 0, rub,
          "Score: %d\n\n%s" % (o, t), None, lang)
    # another scale than the rubric's
    other = 10 if hi == 5 else 5
    if v <= other:
        for s in scales(lang, other)[1:]:
            F.add("prose other scale " + lang, 0, rub,
                  fill(form, lang, v, s), None, lang)
    F.add("prose quoted " + lang, 0, rub,
          "The response ends with \"%s\"; that is its own claim." % t,
          None, lang)
    # "4 / 5": 4 or 5 as much as 4 out of 5
    F.add("prose slash pair " + lang, 0, rub,
          fill(form, lang, "%d / %d" % (v, max(v, o)), "", 5), None, lang)
    F.add("prose two values " + lang, 0, rub,
          fill(form, lang, "%d-%d" % (min(v, o), max(v, o)), "", 5), None,
          lang)


# words that make a verdict another statement wherever they stand in
# it (a hedge, a negation, a bound), by language
INSERT = {
    "en": ["not", "maybe", "probably", "about", "roughly", "almost",
           "at least", "never", "perhaps", "tentatively"],
    "de": ["nicht", "vielleicht", "etwa", "fast"],
    "fr": ["pas", "peut-être", "environ", "presque"],
    "es": ["no", "quizás", "casi", "aproximadamente"],
    "ru": ["не", "может", "почти", "примерно"],
}
# endings that ask, trail off or bound the verdict
ENDS = ["?", "...", " (tentative)", " or lower.", " at most.", "?!"]


def inserted(F):
    """Every read form with a word of INSERT put between any two of its
    words, and with each of ENDS for its end mark: none is read."""
    for lang, words in sorted(INSERT.items()):
        for form in PROSE[lang]:
            t = fill(form, lang, 3, "")
            parts = t.split(" ")
            for k in range(1, len(parts)):
                for w in words:
                    F.add("inserted " + lang, 0, "1-5",
                          " ".join(parts[:k] + [w] + parts[k:]), None,
                          lang)
            body, bold = cut_end(t)
            for e in ENDS:
                F.add("inserted end " + lang, 0, "1-5",
                      "**%s%s**" % (body, e) if bold else body + e, None,
                      lang)


# number words 1 to 5, for the prose forms that take one
NUMBER_WORDS = {
    "en": ["one", "two", "three", "four", "five"],
    "de": ["eins", "zwei", "drei", "vier", "fünf"],
    "fr": ["un", "deux", "trois", "quatre", "cinq"],
    "es": ["uno", "dos", "tres", "cuatro", "cinco"],
    "ru": ["один", "два", "три", "четыре", "пять"],
}
OR_WORD = {"en": "or", "de": "oder", "fr": "ou", "es": "o", "ru": "или"}


def words(F):
    """The prose forms with the value as a number word, read as the
    label's number words are; and two words joined: none."""
    for lang, ws in sorted(NUMBER_WORDS.items()):
        for form in PROSE[lang]:
            for v in range(1, 6):
                o = v % 5 + 1
                F.add("prose words " + lang, 1, "1-5",
                      fill(form, lang, ws[v - 1], "", v), v, lang)
                F.add("prose words hedged " + lang, 0, "1-5",
                      fill(form, lang, "%s %s %s" % (ws[v - 1],
                           OR_WORD[lang], ws[o - 1]), "", v), None, lang)


def counter(F):
    for lang, forms in sorted(COUNTER.items()):
        for form in forms:
            for v in range(1, 6):
                for s in scales(lang, 5):
                    F.add("counterfactual " + lang, 0, "1-5",
                          fill(form, lang, v, s), None, lang)


# English negations and questions of the prose forms
NEVER_EN = [
    "I would not give it a {v}.", "I cannot give this response a {v}.",
    "Should I give it a {v}?", "I give it a {v}?",
    "It is hard to say whether this deserves a {v}.",
    "Some would say the score is {v}.", "The score is not {v}.",
    "The score is {v} at most.", "The score is {v} or lower.",
    "I give step {v} full credit.", "I give this response a {v} for "
    "effort.", "This deserves a {v} on clarity.",
    "I give it a {v} and a {o}.", "The score is {v}, not {o}.",
    "I'd give it a {v}, maybe a {o}.",
    "If the limit step were justified, I would give a {v}.",
    "It would have been a {v} if the check were done.",
    "The score is {v} points lower.", "I give this response a {v}.{o}.",
    "I give it a {v} but I am not sure.",
]


def never(F):
    for v in range(1, 6):
        o = v % 5 + 1
        for form in NEVER_EN:
            F.add("never en", 0, "1-5", form.format(v=v, o=o), None)


VERDICT_READ = ["Final verdict: {v}", "**Final verdict:** {v}",
                "Final verdict: {v}/{m}", "Verdict: {v}",
                "Final Verdict: {v} out of {m}"]
VERDICT_NEVER = ["Final verdict: {v} or {o}", "Final verdict: {v}/{x}",
                 "Final verdict for Response B: {v}",
                 "Final verdict: {v}\n\nActually, {o}.",
                 "Final verdict: {v} steps are correct.",
                 "Final verdict: {v} (for Response B)",
                 "Score: {o}\n\nFinal verdict: {v}",
                 "Final verdict: {v} if the domain is checked"]


def verdicts(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        x = 10 if hi == 5 else 5
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for form in VERDICT_READ:
                F.add("verdict label", 1, rub, form.format(v=v, m=hi), v)
            for form in VERDICT_NEVER:
                if "{x}" in form and v > x:
                    continue
                F.add("verdict never", 0, rub,
                      form.format(v=v, o=o, x=x), None)


NOTA_WORDS = {
    "es": ["uno", "dos", "tres", "cuatro", "cinco"],
    "pt": ["um", "dois", "três", "quatro", "cinco"],
    "it": ["uno", "due", "tre", "quattro", "cinque"],
}
NOTA_READ = ["Nota: {v}", "**Nota:** {v}", "Nota: {v}/5", "Nota: {w}",
             "**Nota:** {w}", "Nota: {v}."]
NOTA_NEVER = ["Nota: {v} no es primo.", "Nota: el paso {v} no está "
              "justificado.", "Nota: {v} ou {o}", "Nota: {v}/10",
              "Nota: {v}\n\nCorrección: {o}.", "Nota: {v} is not prime.",
              "Nota: {v} passos estão certos.", "Nota: {w} o {ow}"]


def nota(F):
    for lang, ws in sorted(NOTA_WORDS.items()):
        body = "es" if lang != "pt" and lang != "it" else "es"
        for v in range(1, 6):
            o = v % 5 + 1
            for form in NOTA_READ:
                F.add("nota " + lang, 1, "1-5",
                      form.format(v=v, w=ws[v - 1]), v, body)
            for form in NOTA_NEVER:
                F.add("nota never " + lang, 0, "1-5",
                      form.format(v=v, o=o, w=ws[v - 1], ow=ws[o - 1]),
                      None, body)


JSON_READ = ["{{\n  // the overall verdict\n  \"score\": {v}\n}}",
             "{{\n  // the overall verdict\n  \"score\": {v},\n  "
             "\"reasoning\": \"The proof is complete.\"\n}}",
             "{{\n  \"reasoning\": \"Solid work.\",\n  // final score\n"
             "  \"score\": {v}\n}}",
             "{{\"score\": {v} /* the verdict */}}",
             "{{\n  // overall score\n  \"score\": {v},\n}}"]
JSON_NEVER = ["{{\n  // the overall verdict for response B\n  \"score\": "
              "{v}\n}}",
              "{{\n  // not the overall verdict\n  \"score\": {v}\n}}",
              "{{\n  // the overall verdict would be higher\n  "
              "\"score\": {v}\n}}",
              "{{\n  // the verdict if the domain is checked\n  "
              "\"score\": {v}\n}}",
              "{{\n  // the overall verdict\n  \"score\": {v},\n  "
              "\"score\": {o}\n}}",
              "{{\n  // the overall verdict, maybe lower\n  \"score\": "
              "{v}\n}}",
              "{{\n  // the overall verdict: {o}\n  \"score\": {v}\n}}"]


def jsons(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for form in JSON_READ:
                F.add("json label comment", 1, rub, form.format(v=v), v)
            for form in JSON_NEVER:
                F.add("json label comment never", 0, rub,
                      form.format(v=v, o=o), None)


def families(reader):
    F = Families()
    prose(F)
    inserted(F)
    words(F)
    counter(F)
    never(F)
    verdicts(F)
    nota(F)
    jsons(F)
    return report(F, reader)


# by language: prose verdicts read ({v} the value, {o} another) and
# their twins that state none
REALISTIC = {
    "en": (["I would rate this a {v} out of 5.", "The score is {v}.",
            "Overall the work is sound. I give this response a {v}.",
            "This deserves a {v}.", "Final verdict: {v}",
            "{{\n  // the overall verdict\n  \"score\": {v}\n}}"],
           ["I'd give it a {v}, maybe a {o}.",
            "If the limit step were justified, I would give a {v}.",
            "It would have been a {v} had the domain been checked.",
            "For Response B: I give it a {v}.",
            "I give it a {v} out of 10.",
            "I give this response a {o}.\n\nActually, make that {v}."]),
    "zh": (["我给这个回答打{v}分。", "最终评分为{v}分（满分5分）。"],
           ["我给这个回答打{v}分，也可能是{o}分。",
            "如果极限步骤有论证，我给这个回答打{v}分。"]),
    "de": (["Ich gebe {v} {u}.", "Ich bewerte die Antwort mit {v} von 5."],
           ["Ich gebe {v} {u}, vielleicht {o}.",
            "Wenn der Grenzwert begründet wäre, ich gebe {v} {u}."]),
    "fr": (["Je donne la note de {v}.", "La note finale est {v}/5."],
           ["Je donne la note de {v}, peut-être {o}.",
            "J'aurais donné la note de {v}."]),
    "es": (["Le doy un {v}.", "Nota: {v}"],
           ["Le doy un {v}, quizás un {o}.", "Le habría dado un {v}.",
            "Nota: {v} no es primo."]),
    "ru": (["Я ставлю {v} из 5.", "Ставлю {v} {u}."],
           ["Я бы поставил {v}.", "Я ставлю {v}, а может {o}."]),
    "ja": (["この回答に{v}点をつけます。", "総合評価は{v}点です（5点満点）。"],
           ["この回答に{v}点をつけます、または{o}点。",
            "極限の説明があれば、この回答に{v}点をつけます。"]),
}


def realistic(C):
    k = 0
    for lang in ("en", "zh", "de", "fr", "es", "ru", "ja"):
        reads, nevers = REALISTIC[lang]
        for rounds in range(4):
            for form, want in [(f, 1) for f in reads] + \
                    [(f, 0) for f in nevers]:
                v = 1 + (k * 3 + rounds) % 5
                o = v % 5 + 1
                style = STYLES[k % len(STYLES)]
                k += 1
                verdict = form.format(v=v, o=o, u=units(lang, v))
                C.case("r25 %s %s %s %d" % (lang, style,
                                           "read" if want else "never", k),
                       "1-5", styled(style, ANALYSES[lang], verdict),
                       v if want else None)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--families":
        sys.exit(families(sys.argv[2]))
    if len(sys.argv) != 2:
        sys.exit("usage: make-replies-round25.py [--families] reader")
    C = Cases()
    realistic(C)
    C.write(sys.argv[1],
            "# replies-round25.txt: written by make-replies-round25.py "
            "(see its top);\n# the format is replies-round21.txt's.  "
            "Read by check_rubric\n# (replies_file) and "
            "tests/t-judge-replies.sh.\n")


main()
