#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round24.py: round 24's judge replies, as a new judge
# model writes them (gpt-oss's analysis and final channels, Qwen3's and
# DeepSeek-R1's <think>, Llama, Gemma) in English, Chinese, German,
# French, Spanish, Russian and Japanese: number words as scores
# ("Puntuación: uno", "Nota final: um", "Оценка: один"), the Russian
# scale ("4 из 5", "4 балла из 5"), criteria and the verdict in one
# sentence ("Correctness 4, clarity 2, so overall 3."), JSON verdicts
# with // and /* */ comments and trailing commas, after the judge's
# reasoning, in a fenced ```json block after prose; and beside each the
# hostile forms that
# state no one verdict (hedged, revised, quoted, conditional, on
# another scale, for another response).  Each case carries "want:",
# the verdict a reader of the reply takes it to state (none: none, or
# more than one).
#
#   make-replies-round24.py READER > tests/judge/replies-round24.txt
#       the ~150 realistic replies, with "expect:", papo-judge's
#       reading, which check_rubric asserts (replies_file);
#   make-replies-round24.py --families READER
#       the generated families (over 3,000 replies), each read by
#       READER (build/tests/helpers/papo-read-replies); a line a family
#       with its replies, misread and lost; exit status 1 when any
#       reply is misread, or a family marked "read" loses one
#       (tests/t-judge-round24.sh).
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import STYLES, Cases, report, styled  # noqa: E402

BODIES = [
    "The student factors $x^2 - 5x + 6 = (x-2)(x-3)$ and gets $x = 2$ "
    "or $x = 3$; both roots are checked by substitution.",
    "The critical points $x = 0$ and $x = 2$ are found, but the "
    "endpoints of $[-1, 3]$ are never checked before naming the maximum.",
    "The telescoping sum is set up correctly, but the limit is taken "
    "without showing that the remaining term tends to zero.",
    "\u5b66\u751f\u6b63\u786e\u5730\u5206\u89e3\u4e86\u591a\u9879\u5f0f"
    "\uff0c\u4f46\u6ca1\u6709\u9a8c\u8bc1\u7aef\u70b9\u3002",
    "Der Ansatz ist richtig, aber der Grenzwert wird nicht begr\u00fcndet.",
    "La m\u00e9thode est correcte, mais la limite n'est pas justifi\u00e9e.",
    "El planteamiento es correcto, pero no se justifica el l\u00edmite.",
    "\u0420\u0435\u0448\u0435\u043d\u0438\u0435 \u0432\u0435\u0440\u043d"
    "\u043e\u0435, \u043d\u043e \u043f\u0440\u0435\u0434\u0435\u043b "
    "\u043d\u0435 \u043e\u0431\u043e\u0441\u043d\u043e\u0432\u0430\u043d.",
    "\u89e3\u6cd5\u306f\u6b63\u3057\u3044\u304c\u3001\u6975\u9650\u306e"
    "\u8aac\u660e\u304c\u306a\u3044\u3002",
]

def bare(style, body, verdict):
    """A reply whose final text is the verdict alone, after the
    family's reasoning block (if it has one)."""
    if style == "gpt-oss":
        return ("<|channel|>analysis<|message|>Check each step. %s<|end|>"
                "<|start|>assistant<|channel|>final<|message|>%s"
                "<|return|>" % (body, verdict))
    if style in ("qwen3", "deepseek-r1"):
        return "<think>\n%s\n</think>\n\n%s" % (body, verdict)
    return verdict


# number words 1 to 5 by language (the feminine where a label is one),
# and the labels a score stands after in that language
WORDS = {
    "es": (["uno", "dos", "tres", "cuatro", "cinco"],
           ["Puntuaci\u00f3n: {w}", "Calificaci\u00f3n final: {w}",
            "**Puntuaci\u00f3n:** {w}", "Nota final: {w}"]),
    "es fem": (["una", "dos", "tres", "cuatro", "cinco"],
               ["Puntuaci\u00f3n: {w}", "Nota final: {w}"]),
    "pt": (["um", "dois", "tr\u00eas", "quatro", "cinco"],
           ["Nota final: {w}", "Pontua\u00e7\u00e3o: {w}",
            "Avalia\u00e7\u00e3o: {w}"]),
    # "Nota:" alone is also a remark ("Nota: 1 no es primo"): not read
    "es nota": (["uno", "dos", "tres", "cuatro", "cinco"],
                ["Nota: {w}", "**Nota:** {w}"]),
    "pt fem": (["uma", "duas", "tr\u00eas", "quatro", "cinco"],
               ["Nota final: {w}", "Pontua\u00e7\u00e3o: {w}"]),
    "it": (["uno", "due", "tre", "quattro", "cinque"],
           ["Punteggio: {w}", "Voto finale: {w}", "**Punteggio:** {w}"]),
    "fr": (["un", "deux", "trois", "quatre", "cinq"],
           ["Note : {w}", "Note finale : {w}", "**Note :** {w}"]),
    "de": (["eins", "zwei", "drei", "vier", "f\u00fcnf"],
           ["Bewertung: {w}", "Endnote: {w}", "**Punktzahl:** {w}"]),
    "ru": (["\u043e\u0434\u0438\u043d", "\u0434\u0432\u0430",
            "\u0442\u0440\u0438", "\u0447\u0435\u0442\u044b\u0440\u0435",
            "\u043f\u044f\u0442\u044c"],
           ["\u041e\u0446\u0435\u043d\u043a\u0430: {w}",
            "\u0418\u0442\u043e\u0433\u043e\u0432\u0430\u044f \u043e\u0446"
            "\u0435\u043d\u043a\u0430: {w}",
            "**\u0411\u0430\u043b\u043b:** {w}"]),
    "en": (["one", "two", "three", "four", "five"],
           ["Score: {w}", "Final score: {w}", "**Rating:** {w}"]),
}

# "or" and "actually" by language, for the hedged and revised forms
OR = {"es": "o", "pt": "ou", "it": "o", "fr": "ou", "de": "oder",
      "ru": "\u0438\u043b\u0438", "en": "or"}
REVISE = {"es": "Correcci\u00f3n: en realidad {o}.",
          "pt": "Corre\u00e7\u00e3o: na verdade {o}.",
          "it": "Anzi, direi {o}.", "fr": "En fait, non : {o}.",
          "de": "Korrektur: eher {o}.",
          "ru": "\u0418\u0441\u043f\u0440\u0430\u0432\u043b\u0435\u043d"
                "\u0438\u0435: {o}.",
          "en": "Actually, make that {o}."}

RU_LABELS = ["\u041e\u0446\u0435\u043d\u043a\u0430: ",
             "\u0418\u0442\u043e\u0433\u043e\u0432\u0430\u044f \u043e\u0446"
             "\u0435\u043d\u043a\u0430: ",
             "**\u041e\u0446\u0435\u043d\u043a\u0430:** ",
             "\u0411\u0430\u043b\u043b: "]


def ru_points(v):
    """'балл', 'балла' or 'баллов', as Russian agrees it with v."""
    if v % 10 == 1 and v % 100 != 11:
        return "\u0431\u0430\u043b\u043b"
    if v % 10 in (2, 3, 4) and v % 100 not in (12, 13, 14):
        return "\u0431\u0430\u043b\u043b\u0430"
    return "\u0431\u0430\u043b\u043b\u043e\u0432"


# the kinds (a family's first word) papo-judge reads: a verdict lost
# in a family of these that must be read fails
READ = {"words", "ru", "json", "fenced", "criteria", "labels"}


class Families:
    """Cases grouped in families: a family's name, whether its kind
    must be read (lost in it fails), its cases."""

    def __init__(self):
        self.cases = Cases()
        self.family = []
        self.must = {}
        self.k = 0

    def add(self, family, must, rubric, verdict, want, wrap=styled):
        style = STYLES[self.k % len(STYLES)]
        body = BODIES[self.k % len(BODIES)]
        self.k += 1
        self.must[family] = must and family.split()[0] in READ
        self.family.append(family)
        self.cases.case("%s %d" % (family, self.k), rubric,
                        wrap(style, body, verdict), want)


def words(F):
    for lang, (ws, labels) in sorted(WORDS.items()):
        base = lang.split()[0]
        must = lang != "es nota"
        for lab in labels:
            for v in range(1, 6):
                w = ws[v - 1]
                F.add("words " + lang, must, "1-5", lab.format(w=w), v)
                F.add("words end " + lang, must, "1-5",
                      lab.format(w=w) + ".", v)
                for o in range(1, 6):
                    if o == v:
                        continue
                    ow = ws[o - 1]
                    F.add("words hedged " + lang, 0, "1-5",
                          lab.format(w="%s %s %s" % (w, OR[base], ow)),
                          None)
                    F.add("words revised " + lang, 0, "1-5",
                          lab.format(w=w) + "\n\n" +
                          REVISE[base].format(o=ow), None)
                # a word of the scale 0-10 beside it: another scale
                F.add("words other scale " + lang, 0, "0-10",
                      lab.format(w=w) + " / 5", None)


def russian(F):
    for lab in RU_LABELS:
        for m, rub in ((5, "1-5"), (10, "0-10")):
            for v in range(0 if m == 10 else 1, m + 1):
                for form in ("{v} \u0438\u0437 {m}",
                             "{v} {p} \u0438\u0437 {m}",
                             "{v} \u0438\u0437 {m} {pm}"):
                    t = form.format(v=v, m=m, p=ru_points(v),
                                    pm=ru_points(m))
                    F.add("ru scale", 1, rub, lab + t, v)
                    F.add("ru scale end", 1, rub, lab + t + ".", v)
                # another scale than the rubric's: never rescaled
                om = 10 if m == 5 else 5
                if v <= om:
                    F.add("ru other scale", 0, "1-5" if om == 10 else
                          "0-10", lab + "%d %s \u0438\u0437 %d" %
                          (v, ru_points(v), om), None)
                # hedged, revised, for another response
                o = v - 1 if v > 1 else v + 1
                F.add("ru hedged", 0, rub, lab + "%d \u0438\u043b\u0438 "
                      "%d \u0438\u0437 %d" % (v, o, m), None)
                F.add("ru revised", 0, rub, lab + "%d \u0438\u0437 %d"
                      "\n\n\u0418\u0441\u043f\u0440\u0430\u0432\u043b"
                      "\u0435\u043d\u0438\u0435: %d %s." %
                      (v, m, o, ru_points(o)), None)
                F.add("ru two responses", 0, rub,
                      "\u041e\u0442\u0432\u0435\u0442 A \u2014 " + lab +
                      "%d \u0438\u0437 %d\n\u041e\u0442\u0432\u0435\u0442 "
                      "B \u2014 " % (v, m) + lab + "%d \u0438\u0437 %d" %
                      (o, m), None)


CRIT = [("Correctness", "clarity"), ("Accuracy", "completeness"),
        ("Rigor", "presentation")]


# "overall" with a number that is no one verdict
OVERALL_NEVER = [
    "Overall {v} of the 5 steps are right.",
    "Overall {v} steps are justified.",
    "Overall {v} (correctness {a}, clarity {b}) or {o}.",
    "Overall {v}, maybe {o}.",
    "Response A: overall {v}. Response B: overall {o}.",
    "{c1} {a}, {c2} {b}, so overall {v} if the domain is checked.",
    "Overall {v} (correctness {a}, steps 2-3 unjustified)",
    "Overall {v}/10 (correctness {a}, clarity {b})",
    "Overall {v}\n\nActually, {o}.",
    "Not overall {v}.",
    "{c1} {a} or {o}, so overall {v}.",
    "Overall {o} (correctness {a}, clarity {b})\n\nScore: {v}",
    "Overall {o}.\nScore: {v}",
    "Score: {v}\n\nOverall {o} (correctness {a}, clarity {b})",
    "Overall {v} (correctness {a}, clarity {b}) for response A",
]


# a label's number that counts what follows it: no verdict
COUNTED = [
    "Score: {v} steps are justified.",
    "**Score:** {v} steps are correct.",
    "Final score: {v} steps follow from the definitions.",
    "Rating: {v} lines are justified.",
    "Score: {v} steps are justified",
]


# the labels of round 24 ("evaluation", "total" in seven languages),
# each with a value in digits; the separator the language writes
LABELS = ["\u8a55\u4fa1\uff1a{v}", "\u8a55\u4fa1\uff1a{v}\u70b9",
          "\ud3c9\uac00: {v}", "\ud3c9\uac00: {v}\uc810",
          "\u6253\u5206\uff1a{v}", "\u603b\u5206\uff1a{v}\u5206",
          "\u7e3d\u5206\uff1a{v}\u5206", "\u00c9valuation : {v}",
          "\u00e9valuation : {v}/5", "Evaluaci\u00f3n: {v}",
          "Valutazione: {v}", "Gesamtbewertung: {v}",
          "\u0418\u0442\u043e\u0433: {v}",
          "**\u0418\u0442\u043e\u0433:** {v} \u0438\u0437 5",
          "\u7dcf\u5408\u8a55\u4fa1\uff1a{v}", "Endbewertung: {v}/5",
          "Gesamtnote: {v}", "\ucd1d\uc810: {v}\uc810",
          "\u0418\u0442\u043e\u0433\u043e\u0432\u0430\u044f \u043e"
          "\u0446\u0435\u043d\u043a\u0430 \u2014 {v}.",
          "\u041e\u0446\u0435\u043d\u043a\u0430 \u2014 {v} \u0438\u0437"
          " 5"]


def labels(F):
    for form in LABELS:
        for v in range(1, 6):
            o = v % 5 + 1
            F.add("labels", 1, "1-5", form.format(v=v), v)
            F.add("labels hedged", 0, "1-5",
                  form.format(v="%d / %d" % (v, o)), None)
            F.add("labels revised", 0, "1-5", form.format(v=v) +
                  "\n\nActually, %d." % o, None)
            F.add("labels other scale", 0, "1-5",
                  form.format(v="%d/10" % (2 * v)), None)
            F.add("labels twice", 0, "1-5", form.format(v=o) + "\n\n" +
                  form.format(v=v), None)


def counted(F):
    for v in range(1, 6):
        for form in COUNTED:
            F.add("counted", 0, "1-5", form.format(v=v), None)


def criteria(F):
    for a in range(1, 6):
        for b in range(1, 6):
            for v in range(1, 6):
                if (a + b + v) % 2:
                    continue
                c1, c2 = CRIT[(a + b) % 3]
                F.add("criteria so overall", 1, "1-5",
                      "%s %d, %s %d, so overall %d." % (c1, a, c2, b, v),
                      v)
                F.add("criteria overall paren", 1, "1-5",
                      "Overall %d (%s %d, %s %d)" % (v, c1.lower(), a, c2,
                                                     b), v)
                F.add("criteria overall score paren", 1, "1-5",
                      "Overall score: %d (%s %d, %s %d)" %
                      (v, c1.lower(), a, c2, b), v)
                o = v % 5 + 1
                F.add("criteria overall hedged", 0, "1-5",
                      "%s %d, %s %d, so overall %d or %d." %
                      (c1, a, c2, b, v, o), None)
                F.add("criteria overall conditional", 0, "1-5",
                      "%s %d, %s %d, so overall %d if the final answer "
                      "is right." % (c1, a, c2, b, v), None)
                F.add("criteria overall other scale", 0, "1-5",
                      "%s %d, %s %d, so overall %d/10." %
                      (c1, a, c2, b, 2 * v), None)
                for form in OVERALL_NEVER:
                    F.add("criteria overall never", 0, "1-5",
                          form.format(c1=c1, c2=c2.capitalize(), a=a, b=b,
                                      v=v, o=o), None)


# ok: 1 read, 0 no verdict, 2 a verdict stated that is not read (a
# comment's words are read as a justification after the score is,
# and "the overall verdict" is none the reader recognises)
JSON_FORMS = [
    ("line comment", "{{\n  \"score\": {v}, // solid work\n  \"reasoning\":"
     " \"The argument is clear.\"\n}}", 1),
    ("comment line above", "{{\n  // the overall verdict\n  \"score\": {v},"
     "\n  \"reasoning\": \"The proof is complete.\"\n}}", 2),
    ("block comment", "{{\"score\": {v} /* the argument is clear */, "
     "\"reasoning\": \"Solid work.\"}}", 1),
    ("trailing comma", "{{\"score\": {v}, \"reasoning\": \"Solid work.\",}}",
     1),
    ("trailing comma lines", "{{\n  \"reasoning\": \"the limit is not "
     "justified\",\n  \"score\": {v},\n}}", 1),
    ("fenced comment comma", "```json\n{{\n  \"reasoning\": \"Solid "
     "work.\", // solid work\n  \"score\": {v},\n}}\n```", 1),
    ("comment other score", "{{\"score\": {v}, // maybe {o}\n\"reasoning\":"
     " \"Solid work.\"}}", 0),
    ("block comment other score", "{{\"score\": {v} /* or {o} */}}", 0),
    ("comment revised", "{{\n  \"score\": {v} // actually {o}\n}}", 0),
    ("comment revised words", "{{\n  \"score\": {v} // actually lower\n}}",
     0),
    ("comment hedged", "{{\n  \"score\": {v}, // tentative, not final\n"
     "  \"reasoning\": \"Solid work.\"\n}}", 0),
    ("comment scale", "{{\"score\": {v}, // out of 10\n\"reasoning\": "
     "\"Solid work.\"}}", 0),
    ("comment digits", "{{\"score\": {v} /* step 2 wrong */}}", 0),
    ("two score keys commented", "{{\"score\": {v},\n// \"score\": {o},\n"
     "}}", 0),
    ("unclosed comment", "{{\"score\": {v} /* note}}", 0),
    ("brace in comment", "{{\"score\": {v} // the end}}", 0),
    ("two trailing commas", "{{\"score\": {v},,}}", 0),
]


def jsons(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for name, form, ok in JSON_FORMS:
                F.add("json " + name, ok == 1, rub,
                      form.format(v=v, o=o), v if ok else None, bare)


PROSE = [
    "The solution is correct but terse.",
    "Here is my verdict:",
    "Overall the argument holds; the only gap is a missing check.",
    "I have checked every step.\n\nFinal verdict in JSON:",
]


# prose that leads to a JSON block that is not the judge's verdict,
# or states another value before it; %d another value
INTROS = [
    "The response ends with (it scores itself, not %d):",
    "Example output:",
    "If the final answer were correct, the verdict would be:",
    "I would give it a %d, but the format asks for JSON:",
    "My first draft said %d; the corrected verdict:",
    "Response B gets a %d. Response A:",
    "Not sure yet:",
]


def fenced(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for p in PROSE:
                js = ("```json\n{\"score\": %d, \"reasoning\": "
                      "\"Solid work.\"}\n```" % v)
                F.add("fenced after prose", 1, rub, p + "\n\n" + js, v)
                F.add("fenced after prose bare", 1, rub,
                      p + "\n```json\n{\"score\": %d}\n```" % v, v)
                F.add("fenced unfenced after prose", 1, rub,
                      p + "\n\n{\"score\": %d}" % v, v)
                F.add("fenced unfenced after other score", 0, rub,
                      p + " It deserves a %d.\n\n{\"score\": %d}" % (o, v),
                      None)
                F.add("fenced after other score", 0, rub,
                      p + " Score: %d.\n\n" % o + js, None)
                F.add("fenced then revised", 0, rub,
                      p + "\n\n" + js + "\n\nActually, %d." % o, None)
                F.add("fenced quoted response", 0, rub,
                      "The response ends with:\n\n" + js +
                      "\n\nbut this is the student's own claim.", None)
                F.add("fenced two objects", 0, rub, p + "\n\n" + js +
                      "\n\n```json\n{\"score\": %d}\n```" % o, None)
            for intro in INTROS:
                F.add("fenced not the judge's", 0, rub,
                      intro.replace("%d", str(o)) +
                      "\n\n```json\n{\"score\": %d}\n```" % v, None)


def families(reader):
    F = Families()
    words(F)
    russian(F)
    criteria(F)
    counted(F)
    labels(F)
    jsons(F)
    fenced(F)
    return report(F, reader)


# realistic analyses by language, as the judge writes them before its
# verdict
ANALYSES = {
    "en": "The response sets up the equation correctly and solves for "
          "$x$, but it never checks that $x = -2$ lies outside the "
          "domain of $\\log(x+1)$. The final answer $\\boxed{3}$ is "
          "right; the justification of step 4 is thin.",
    "zh": "\u8be5\u56de\u7b54\u6b63\u786e\u5730\u5217\u51fa\u4e86"
          "\u65b9\u7a0b\u5e76\u6c42\u51fa $x = 3$\uff0c\u4f46\u6ca1"
          "\u6709\u68c0\u9a8c $x = -2$ \u662f\u5426\u5728\u5b9a\u4e49"
          "\u57df\u5185\u3002\u6700\u7ec8\u7b54\u6848\u6b63\u786e"
          "\u3002",
    "de": "Die Antwort stellt die Gleichung richtig auf und l\u00f6st "
          "sie, pr\u00fcft aber nicht, ob $x = -2$ im Definitionsbereich "
          "liegt. Das Endergebnis $x = 3$ ist korrekt.",
    "fr": "La r\u00e9ponse pose correctement l'\u00e9quation et la "
          "r\u00e9sout, mais ne v\u00e9rifie pas que $x = -2$ est hors du "
          "domaine. Le r\u00e9sultat final $x = 3$ est juste.",
    "es": "La respuesta plantea bien la ecuaci\u00f3n y la resuelve, "
          "pero no comprueba que $x = -2$ queda fuera del dominio. El "
          "resultado final $x = 3$ es correcto.",
    "ru": "\u041e\u0442\u0432\u0435\u0442 \u0432\u0435\u0440\u043d"
          "\u043e \u0441\u043e\u0441\u0442\u0430\u0432\u043b\u044f"
          "\u0435\u0442 \u0443\u0440\u0430\u0432\u043d\u0435\u043d"
          "\u0438\u0435 \u0438 \u0440\u0435\u0448\u0430\u0435\u0442 "
          "\u0435\u0433\u043e, \u043d\u043e \u043d\u0435 \u043f\u0440"
          "\u043e\u0432\u0435\u0440\u044f\u0435\u0442 \u043a\u043e"
          "\u0440\u0435\u043d\u044c $x = -2$. \u041e\u0442\u0432\u0435"
          "\u0442 $x = 3$ \u0432\u0435\u0440\u043d\u044b\u0439.",
    "ja": "\u3053\u306e\u56de\u7b54\u306f\u65b9\u7a0b\u5f0f\u3092"
          "\u6b63\u3057\u304f\u7acb\u3066\u3066\u89e3\u3044\u3066"
          "\u3044\u308b\u304c\u3001$x = -2$ \u304c\u5b9a\u7fa9\u57df"
          "\u5916\u3067\u3042\u308b\u3053\u3068\u3092\u78ba\u8a8d"
          "\u3057\u3066\u3044\u306a\u3044\u3002\u6700\u7d42\u7b54"
          "\u3048\u306f\u6b63\u3057\u3044\u3002",
}

# by language: verdicts stated ({v} the value, {o} another, read as
# v) and forms that state none (want none)
VERDICTS = {
    "en": (["**Final Score: {v}/5**", "Score: {v} out of 5",
            "Overall score: {v} (correctness {o}, clarity {v})",
            "Score: {w}",
            "```json\n{{\"score\": {v}, \"reasoning\": \"Solid "
            "work.\"}}\n```",
            "{{\n  \"reasoning\": \"The argument is clear.\",\n  "
            "\"score\": {v},\n}}"],
           ["Score: {v} or {o}", "Score: {v}\n\nActually, make that {o}.",
            "Score: {v} (if the domain check were added)",
            "Score: {v}/10", "Response A: Score: {v}\nResponse B: "
            "Score: {o}", "The response claims \"Score: 5\" at its end; "
            "it is not my verdict."]),
    "zh": (["\u8bc4\u5206\uff1a{v}\u5206",
            "**\u6700\u7ec8\u8bc4\u5206\uff1a{v}\u5206\uff08\u6ee1"
            "\u52065\u5206\uff09**", "\u8bc4\u5206\uff1a{z}",
            "```json\n{{\"score\": {v}, \"reasoning\": \"Solid "
            "work.\"}}\n```"],
           ["\u8bc4\u5206\uff1a{v}\u5206\u6216{o}\u5206",
            "\u8bc4\u5206\uff1a{v}\u5206\n\n\u4fee\u6b63\uff1a{o}"
            "\u5206\u3002",
            "\u8bc4\u5206\uff1a{v}\u5206\uff08\u6ee1\u520610\u5206"
            "\uff09"]),
    "de": (["**Bewertung:** {v} von 5", "Endnote: {w}",
            "Punktzahl: {v} von 5 Punkten", "Bewertung: {w}"],
           ["Bewertung: {v} oder {o}", "Bewertung: vorl\u00e4ufig {v}",
            "Bewertung: {v} von 10", "Bewertung: {v}\n\nKorrektur: eher "
            "{o} Punkte."]),
    "fr": (["Note finale : {v}/5", "**Note :** {v} sur 5",
            "Note : {w}", "\u00c9valuation : {v}/5"],
           ["Note : {v} ou {o}", "Note : {v} sur 10",
            "Note : {v}\n\nEn fait, non : {o}."]),
    "es": (["Puntuaci\u00f3n: {w}", "**Puntuaci\u00f3n final:** {v} de 5",
            "Calificaci\u00f3n: {v}/5"],
           ["Puntuaci\u00f3n: {v} o {o}", "Puntuaci\u00f3n: {v} de 10",
            "Puntuaci\u00f3n: {v}\n\nCorrecci\u00f3n: en realidad {o}."]),
    "ru": (["\u041e\u0446\u0435\u043d\u043a\u0430: {v} \u0438\u0437 5",
            "\u0418\u0442\u043e\u0433\u043e\u0432\u0430\u044f "
            "\u043e\u0446\u0435\u043d\u043a\u0430: {v} {p} \u0438\u0437 5",
            "\u041e\u0446\u0435\u043d\u043a\u0430: {w}",
            "**\u0411\u0430\u043b\u043b:** {v}",
            "\u0418\u0442\u043e\u0433: {v}"],
           ["\u041e\u0446\u0435\u043d\u043a\u0430: {v} \u0438\u043b"
            "\u0438 {o}", "\u041e\u0446\u0435\u043d\u043a\u0430: {v} "
            "\u0438\u0437 10", "\u041e\u0446\u0435\u043d\u043a\u0430: "
            "{v}\n\n\u0418\u0441\u043f\u0440\u0430\u0432\u043b\u0435"
            "\u043d\u0438\u0435: {o}."]),
    "ja": (["\u30b9\u30b3\u30a2\uff1a{v}", "**\u30b9\u30b3\u30a2"
            "\uff1a{v}\u70b9\uff085\u70b9\u6e80\u70b9\uff09**",
            "\u30b9\u30b3\u30a2\uff1a{z}", "\u8a55\u4fa1\uff1a{v}\u70b9"],
           ["\u30b9\u30b3\u30a2\uff1a{v}\u70b9\u307e\u305f\u306f{o}"
            "\u70b9", "\u30b9\u30b3\u30a2\uff1a{v}\u70b9\uff0810\u70b9"
            "\u6e80\u70b9\uff09", "\u30b9\u30b3\u30a2\uff1a{v}\n\n"
            "\u8a02\u6b63\uff1a{o}\u70b9\u3067\u3059\u3002"]),
}
LANG_WORDS = {"en": WORDS["en"][0], "de": WORDS["de"][0],
              "fr": WORDS["fr"][0], "es": WORDS["es"][0],
              "ru": WORDS["ru"][0]}
HAN = ["\u4e00", "\u4e8c", "\u4e09", "\u56db", "\u4e94"]


def realistic(C):
    k = 0
    for lang in ("en", "zh", "de", "fr", "es", "ru", "ja"):
        reads, nevers = VERDICTS[lang]
        for rounds in range(3):
            for form, want in [(f, 1) for f in reads] + \
                    [(f, 0) for f in nevers]:
                v = 1 + (k * 3 + rounds) % 5
                o = v % 5 + 1
                style = STYLES[k % len(STYLES)]
                k += 1
                w = LANG_WORDS.get(lang, WORDS["en"][0])[v - 1]
                verdict = form.format(v=v, o=o, w=w, z=HAN[v - 1],
                                      p=ru_points(v))
                wrap = bare if verdict.startswith(("{", "```")) and \
                    rounds else styled
                C.case("r24 %s %s %s %d" % (lang, style,
                                           "read" if want else "never", k),
                       "1-5", wrap(style, ANALYSES[lang], verdict),
                       v if want else None)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--families":
        sys.exit(families(sys.argv[2]))
    if len(sys.argv) != 2:
        sys.exit("usage: make-replies-round24.py [--families] reader")
    C = Cases()
    realistic(C)
    C.write(sys.argv[1],
            "# replies-round24.txt: written by make-replies-round24.py "
            "(see its top);\n# the format is replies-round21.txt's.  "
            "Read by check_rubric\n# (replies_file) and "
            "tests/t-judge-replies.sh.\n")


main()
