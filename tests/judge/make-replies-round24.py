#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round24.py: round 24's judge replies, as a new judge
# model writes them (gpt-oss's analysis and final channels, Qwen3's and
# DeepSeek-R1's <think>, Llama, Gemma) in English, Chinese, German,
# French, Spanish, Russian and Japanese: number words as scores
# ("Puntuación: uno", "Nota final: um", "Оценка: один"), the Russian
# scale ("4 из 5", "4 балла из 5"), criteria and the verdict in one
# sentence ("Correctness 4, clarity 2, so overall 3."), JSON verdicts
# with // and /* */ comments and trailing commas, a verdict in a fenced
# ```json block after prose; and beside each the hostile forms that
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
from replies_gen import Cases, wrong  # noqa: E402

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

STYLES = ["gpt-oss", "qwen3", "llama", "deepseek-r1", "gemma"]


def styled(style, body, verdict):
    """A reply in a judge family's style around its verdict."""
    if style == "gpt-oss":
        return ("<|channel|>analysis<|message|>Check each step. %s<|end|>"
                "<|start|>assistant<|channel|>final<|message|>%s\n\n%s"
                "<|return|>" % (body, body, verdict))
    if style == "qwen3":
        return ("<think>\nLet me check each step of the solution.\n"
                "</think>\n\n%s\n\n%s" % (body, verdict))
    if style == "llama":
        return ("Here is my evaluation of the response:\n\n%s\n\n%s"
                % (body, verdict))
    if style == "deepseek-r1":
        return ("<think>\nThe user wants a grade. %s\n</think>\n\n"
                "**Evaluation**\n\n%s\n\n%s" % (body, body, verdict))
    return "**Assessment:**\n\n%s\n\n%s" % (body, verdict)


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
READ = {"words", "ru"}


class Families:
    """Cases grouped in families: a family's name, whether its kind
    must be read (lost in it fails), its cases."""

    def __init__(self):
        self.cases = Cases()
        self.family = []
        self.must = {}
        self.k = 0

    def add(self, family, must, rubric, verdict, want):
        style = STYLES[self.k % len(STYLES)]
        body = BODIES[self.k % len(BODIES)]
        self.k += 1
        self.must[family] = must and family.split()[0] in READ
        self.family.append(family)
        self.cases.case("%s %d" % (family, self.k), rubric,
                        styled(style, body, verdict), want)


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


JSON_FORMS = [
    ("line comment", "{{\n  \"score\": {v}, // solid work\n  \"reasoning\":"
     " \"terse but right\"\n}}", 1),
    ("comment line above", "{{\n  // the overall verdict\n  \"score\": {v},"
     "\n  \"reasoning\": \"fine\"\n}}", 1),
    ("block comment", "{{\"score\": {v} /* minor gap */, \"reasoning\": "
     "\"ok\"}}", 1),
    ("trailing comma", "{{\"score\": {v}, \"reasoning\": \"ok\",}}", 1),
    ("trailing comma lines", "{{\n  \"reasoning\": \"the limit is not "
     "justified\",\n  \"score\": {v},\n}}", 1),
    ("fenced comment comma", "```json\n{{\n  \"reasoning\": \"ok\", // "
     "short\n  \"score\": {v},\n}}\n```", 1),
    ("comment other score", "{{\"score\": {v}, // maybe {o}\n\"reasoning\":"
     " \"ok\"}}", 0),
    ("block comment other score", "{{\"score\": {v} /* or {o} */}}", 0),
    ("comment revised", "{{\n  \"score\": {v} // actually {o}\n}}", 0),
    ("comment scale", "{{\"score\": {v}, // out of 10\n\"reasoning\": "
     "\"ok\"}}", 0),
    ("comment digits", "{{\"score\": {v} /* step 2 wrong */}}", 0),
    ("two score keys commented", "{{\"score\": {v},\n// \"score\": {o},\n"
     "}}", 0),
    ("unclosed comment", "{{\"score\": {v} /* note}}", 0),
]


def jsons(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for name, form, ok in JSON_FORMS:
                F.add("json " + name, ok, rub,
                      form.format(v=v, o=o), v if ok else None)


PROSE = [
    "The solution is correct but terse.",
    "Here is my verdict:",
    "Overall the argument holds; the only gap is a missing check.",
    "I have checked every step.\n\nFinal verdict in JSON:",
]


def fenced(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for p in PROSE:
                js = "```json\n{\"score\": %d, \"reasoning\": \"terse\"}" \
                     "\n```" % v
                F.add("fenced after prose", 1, rub, p + "\n\n" + js, v)
                F.add("fenced after prose bare", 1, rub,
                      p + "\n```json\n{\"score\": %d}\n```" % v, v)
                F.add("fenced after other score", 0, rub,
                      p + " Score: %d.\n\n" % o + js, None)
                F.add("fenced then revised", 0, rub,
                      p + "\n\n" + js + "\n\nActually, %d." % o, None)
                F.add("fenced quoted response", 0, rub,
                      "The response ends with:\n\n" + js +
                      "\n\nbut this is the student's own claim.", None)
                F.add("fenced two objects", 0, rub, p + "\n\n" + js +
                      "\n\n```json\n{\"score\": %d}\n```" % o, None)


def families(reader):
    F = Families()
    words(F)
    russian(F)
    criteria(F)
    jsons(F)
    fenced(F)
    got = F.cases.read_all(reader)
    count = {}
    for fam, (name, rubric, reply, want), g in zip(F.family,
                                                   F.cases.cases, got):
        c = count.setdefault(fam, [0, 0, 0])
        c[0] += 1
        w = wrong(want, g)
        if w == "misread":
            c[1] += 1
            print("misread as %s: %s: %r" % (g, name, reply))
        elif w == "lost":
            c[2] += 1
    bad = 0
    for fam in sorted(count):
        n, mis, lost = count[fam]
        print("%-32s %5d replies, %d misread, %d lost%s" %
              (fam, n, mis, lost, " (must read)" if lost and
               F.must[fam] else ""))
        bad += mis + (lost if F.must[fam] else 0)
    print("%d replies, %d families" % (len(F.family), len(count)))
    return 1 if bad else 0


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--families":
        sys.exit(families(sys.argv[2]))
    if len(sys.argv) != 2:
        sys.exit("usage: make-replies-round24.py [--families] reader")
    sys.exit("realistic replies: not yet")


main()
