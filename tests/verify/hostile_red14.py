#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red14.py: a fourteenth red team's adversarial responses to
papo-verify (issue 26, round 14), written against what
man/papo-verify.1 promises, in phrasings none of the other
hostile_*.py generators write:

 - mcdepth: option letters in depth: the letter then a hedge in
   another language ("The answer is (B). Aber ich bin nicht sicher."),
   two letters ("B or C", "B/C", "B, though C is close"), a letter in a
   sentence about another option ("(B) is wrong, so the answer is C"),
   a letter in LaTeX after a rejection (\\textbf{B}, \\text{(B)},
   \\mathrm{B}) and a letter reference answered by the value of
   another option (the right number, the wrong unit);
 - mcscript: the letter of another script's option order ("Ответ: В"
   is the third option, C; "Απάντηση: Γ");
 - scale: the value with a scale word or a unit that changes it (42
   thousand, 42 hundred, 42°F against 42°C, 42 rad against 42°, 42 m²
   against 42 m, €42 against $42, 42 cents against $42);
 - numfmt: number formats that change the value ("4,2" in English,
   "42.000" in German, "1,234" against 1.234, "4,20,000", "4.2k",
   "42M", "forty-two hundred");
 - expr: an expression around the value ("\\boxed{42 + C}",
   "\\boxed{\\pm 42}", "\\boxed{42, -42}", an interval, "(42)" against
   a point, "x^2" against "x^2 + C");
 - think: reasoning-model shapes (a <think> that ends on one value and
   a final answer with another, "Final answer" only inside <think>,
   two final answers the second after "wait", a summary table whose
   last row disagrees);
 - langhedge: an answer in English then a hedge in another language,
   and an answer in a language then a hedge in English, in es, fr, de,
   it, pt, ru, zh, ja, ko;
 - ask: the answer's own sentence made a question by a dash, a
   semicolon or a comma and a tag of function words ("The answer is
   42 - or is it?", "42; is it?", "Final answer: 42 - right?", "Die
   Antwort ist 42 - oder?");
 - alt: an alternative that names no value after a dash, a comma or a
   semicolon ("The answer is 42 - or more.", "42; or was it.", "Die
   Antwort ist 42 - oder so.");
 - former: a word that dates the value, or a hedge of function words,
   after a dash, a comma or a semicolon ("The answer is 42 -
   previously.", "42; at first.", "42 - as it were.");
 - elided: a clause with its predicate elided after the value, subject
   by verb by shape ("42, they had been.", "42; so was it.", "42 - as
   would be."), and an ordinal alone ("42, at third then.").

usage: hostile_red14.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, reads otherwise or does not commit to, so a
reward is a wrong reward.  Controls: the same shapes committed (the
letter alone in LaTeX, the unit the reference has, the same grouping,
the expression the reference is, the answer after </think>, an
answer phrase of each language with no hedge); each must be rewarded.
Holes left would be listed in KNOWN and counted apart (none now);
tests/t-verify-red14.sh caps them.  Prints each variant rewarded and
each control refused, a count per family; exits 1 when any is.
--list writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "17", "128", "60"]
LETTERS = "ABCD"

# a hedge in another language than the answer's
HEDGE = {"es": "Pero no estoy seguro.", "fr": "Mais je ne suis pas sûr.",
         "de": "Aber ich bin mir nicht sicher.",
         "it": "Ma non ne sono sicuro.", "pt": "Mas não tenho certeza.",
         "ru": "Но я не уверен.", "zh": "但我不确定。",
         "ja": "でも自信がありません。", "ko": "하지만 확실하지 않습니다."}
# an answer phrase of each language, the value {v}
PHRASE = {"es": "La respuesta es {v}.", "fr": "La réponse est {v}.",
          "de": "Die Antwort ist {v}.", "it": "La risposta è {v}.",
          "pt": "A resposta é {v}.", "ru": "Ответ: {v}.",
          "zh": "答案是{v}。", "ja": "答えは{v}です。", "ko": "답은 {v}입니다."}
HEDGE_EN = ["But I'm not sure.", "I'm not certain though.",
            "Not 100% sure about this."]

# two letters, or a letter after a sentence about another
MC = ["The answer is (B). {h}", "The answer is B or C.",
      "The answer is B/C.", "The answer is B, though C is close.",
      "The answer is B (or possibly C).", "Answer: B or C",
      "\\boxed{{B}} or \\boxed{{C}}", "\\boxed{{B \\text{{ or }} C}}",
      "The answer is either B or D.", "Answer: B, maybe C.",
      "I'd pick B, but C is also plausible.",
      "B and C both look right; answer: B?"]
# a sentence naming B as wrong, then another letter: the reference B
MC_OTHER = ["(B) is wrong, so the answer is C.",
            "Option B fails, so the answer is (C).",
            "\\textbf{{B}} is ruled out. The answer is C.",
            "$\\text{{(B)}}$ is incorrect, hence the answer is C.",
            "$\\mathrm{{B}}$ cannot hold. Answer: C",
            "B is a trap. The correct answer is D.",
            "Not B. The answer is C."]
MC_KEPT = ["The answer is B.", "The answer is \\textbf{{B}}.",
           "The answer is $\\text{{(B)}}$.", "$\\boxed{{\\mathrm{{B}}}}$",
           "Answer: B"]
# the options with units: the reference the letter B, the response the
# value of A (the right number, another unit)
MC_UNIT_P = "Which is right?\nA. {v} m\nB. {v} cm\nC. {w} m\nD. {w} cm"
MC_UNIT = ["The answer is {v} m.", "\\boxed{{{v}\\text{{ m}}}}",
           "So the length is {v} m."]
MC_UNIT_KEPT = ["The answer is {v} cm.", "\\boxed{{{v}\\text{{ cm}}}}"]
# the letter of another script's option order: the third option (C)
# read against the reference B
MC_SCRIPT = ["Ответ: В", "Ответ: В.", "Правильный ответ: В.",
             "Ответ: вариант В", "Απάντηση: Γ", "Η σωστή απάντηση είναι Γ.",
             "答案：丙", "答案是丙。"]

# a scale word or unit that changes the value: (response, reference)
SCALE = [("The answer is {v} thousand.", "{v}"),
         ("The answer is {v} hundred.", "{v}"),
         ("The answer is {v} million.", "{v}"),
         ("The answer is {v} dozen.", "{v}"),
         ("\\boxed{{{v}\\text{{ thousand}}}}", "{v}"),
         ("The answer is {v}°F.", "{v}°C"),
         ("The answer is {v} °F.", "{v}^\\circ C"),
         ("The answer is {v} K.", "{v}°C"),
         ("The answer is {v} rad.", "{v}°"),
         ("\\boxed{{{v} \\text{{ rad}}}}", "{v}^\\circ"),
         ("The answer is {v} m².", "{v} m"),
         ("The answer is {v} m^2.", "{v} m"),
         ("\\boxed{{{v}\\text{{ m}}^2}}", "{v}\\text{{ m}}"),
         ("The answer is {v} cm.", "{v} m"),
         ("The answer is €{v}.", "\\${v}"),
         ("The answer is {v} euros.", "\\${v}"),
         ("The answer is {v} €.", "\\${v}"),
         ("The answer is {v}€.", "\\${v}"),
         ("\\boxed{{€{v}}}", "\\${v}"),
         ("\\boxed{{{v}€}}", "\\${v}"),
         ("The answer is €{v}.", "{v} dollars"),
         ("The answer is \\${v}.", "€{v}"),
         ("The answer is {v} dollars.", "€{v}"),
         ("The answer is £{v}.", "\\${v}"),
         ("The answer is {v}£.", "\\${v}"),
         ("\\boxed{{£{v}}}", "\\${v}"),
         ("The answer is £{v}.", "€{v}"),
         ("The answer is €{v}.", "£{v}"),
         ("The answer is \\${v}.", "£{v}"),
         ("The answer is {v} dollars.", "£{v}"),
         ("The answer is £{v}.", "{v} dollars"),
         ("The answer is ₹{v}.", "\\${v}"),
         ("The answer is \\${v}.", "₹{v}"),
         ("The answer is ₹{v}.", "£{v}"),
         ("The answer is {v} cents.", "\\${v}"),
         ("The answer is {v}¢.", "\\${v}"),
         ("The answer is {v} minutes.", "{v} hours"),
         ("The answer is {v} kg.", "{v} g")]
SCALE_KEPT = [("The answer is {v}°C.", "{v}°C"),
              ("The answer is €{v}.", "€{v}"),
              ("The answer is {v} €.", "{v} euros"),
              ("The answer is €{v}.", "{v}"),
              ("The answer is {v} m.", "{v} m"),
              ("The answer is \\${v}.", "\\${v}"),
              ("The answer is £{v}.", "£{v}"),
              ("\\boxed{{£{v}}}", "£{v}"),
              ("The answer is £{v}.", "{v}"),
              ("The answer is ₹{v}.", "₹{v}"),
              ("The answer is {v} rupees.", "₹{v}"),
              ("The answer is {v} thousand.", "{v}000"),
              ("The answer is {v} hours.", "{v} hours")]

# number formats that change the value: (response, reference)
NUMFMT = [("The answer is {a},{b}.", "{v}"),
          ("Die Antwort ist {v}.000.", "{v}"),
          ("La respuesta es {v}.000.", "{v}"),
          ("The answer is 1,234.", "1.234"),
          ("\\boxed{{1,234}}", "1.234"),
          ("The answer is 4,20,000.", "42000"),
          ("The answer is {v}k.", "{v}"),
          ("The answer is {v}K.", "{v}"),
          ("The answer is {v}M.", "{v}"),
          ("The answer is {v}B.", "{v}"),
          ("The answer is forty-two hundred.", "42"),
          ("The answer is 42 hundred.", "42")]
NUMFMT_KEPT = [("The answer is {v},000.", "{v}000"),
               ("Die Antwort ist {v}.", "{v}"),
               ("The answer is {v}.", "{v}")]

# an expression around the value: (response, reference)
EXPR = [("\\boxed{{{v} + C}}", "{v}"), ("\\boxed{{{v}+C}}", "{v}"),
        ("\\boxed{{\\pm {v}}}", "{v}"), ("\\boxed{{\\pm{v}}}", "{v}"),
        ("\\boxed{{{v}, -{v}}}", "{v}"), ("\\boxed{{-{v}, {v}}}", "{v}"),
        ("\\boxed{{[{v}, {w}]}}", "{v}"), ("\\boxed{{({v}, {w})}}", "{v}"),
        ("\\boxed{{[{v}, \\infty)}}", "{v}"),
        ("\\boxed{{x \\geq {v}}}", "{v}"), ("\\boxed{{x > {v}}}", "{v}"),
        ("\\boxed{{({v})}}", "({v}, 0)"), ("\\boxed{{{v}}}", "({v}, 0)"),
        ("\\boxed{{x^2}}", "x^2 + C"), ("\\boxed{{{v}x}}", "{v}x + C"),
        ("\\boxed{{{v}x + C}}", "{v}x"),
        ("\\boxed{{{v}i}}", "{v}")]
# a percent the problem does not ask for
PCT_P = "Jenny picks apples. How many apples does she have?"
PCT = ["\\boxed{{{v}\\%}}", "The answer is {v}%.", "Jenny has {v}% apples."]
EXPR_KEPT = [("\\boxed{{{v}}}", "{v}"), ("\\boxed{{\\pm {v}}}", "\\pm {v}"),
             ("\\boxed{{({v}, 0)}}", "({v}, 0)"),
             ("\\boxed{{x^2 + C}}", "x^2 + C")]

# reasoning-model shapes: the reference {v}, the committed answer {o}
THINK = ["<think>So the answer is {v}.</think>\nThe answer is {o}.",
         "<think>Final answer: {v}</think>\n\\boxed{{{o}}}",
         "<think>\\boxed{{{v}}}</think>\nFinal answer: {o}",
         "<think>Final answer: {v}</think>",
         "<think>Final answer: {v}</think>\nI could not finish this.",
         "<think>The answer is {v}.</think>\nI am unable to solve it.",
         "Final answer: {v}\n\nWait, I made an arithmetic slip.\n\n"
         "Final answer: {o}",
         "Final answer: {v}\nWait, that's not right.\nFinal answer: {o}",
         "**Final answer:** {v}\n\nWait, recheck: **Final answer:** {o}",
         "The answer is {v}.\n\n| Step | Value |\n|---|---|\n"
         "| guess | {v} |\n| final | {o} |",
         "The answer is {v}.\n\n| quantity | value |\n|---|---|\n"
         "| answer | {o} |",
         "\\boxed{{{v}}}\n\n| check | result |\n|---|---|\n"
         "| corrected answer | {o} |"]
THINK_KEPT = ["<think>So the answer is {o}.</think>\nThe answer is {v}.",
              "<think>maybe {o}</think>\n\\boxed{{{v}}}",
              "Final answer: {o}\n\nWait, I made a slip.\n\n"
              "Final answer: {v}"]

# the answer's sentence made a question after it: phrase, opener, tag
ASK_PHRASE = {"en": ["The answer is {v}", "So the answer is {v}",
                     "Final answer: {v}", "Answer: {v}",
                     "Therefore, the answer is {v}"],
              "de": ["Die Antwort ist {v}"], "pt": ["A resposta é {v}"],
              "es": ["La respuesta es {v}"], "fr": ["La réponse est {v}"]}
ASK_TAG = {"en": ["or is it?", "is it?", "right?", "correct?", "or was it?",
                  "does it?", "is that it?", "am I right?", "or is that so?",
                  "is this the answer?", "the answer?", "or?", "was it?",
                  "is that right?", "or is it? Yes.", "or is it? No."],
           "de": ["oder?", "ist es?", "oder nicht?", "richtig?"],
           "pt": ["ou é?", "certo?", "ou não?"],
           "es": ["¿o no?", "¿verdad?", "¿o sí?"],
           "fr": ["ou pas ?", "non ?", "n'est-ce pas ?"]}
ASK_OPEN = [" \u2014 ", " - ", "; ", " \u2013 ", ", ", " -- ", " \u2014"]
# an alternative naming no value after the value, per language
ALT_TAG = {"en": ["or more.", "or less.", "or so.", "or was it.",
                  "or is it.", "or was.", "or it was.", "or fewer.",
                  "or thereabouts.", "or something.", "or higher.",
                  "or not."],
           "de": ["oder so.", "oder mehr.", "oder weniger."],
           "pt": ["ou mais.", "ou menos."], "fr": ["ou plus.", "ou moins."],
           "es": ["o más.", "o así."]}
FORMER_TAG = ["previously.", "earlier.", "at first.", "it was.", "was.",
              "as was.", "so was it.", "as it were.", "initially.",
              "formerly."]
# the shapes of a clause with its predicate elided after the value, and
# an ordinal alone (h21-holes11): generated, subject by verb by shape
ELIDED_SUBJ = ["it", "they", "we", "I", "there", "that", "this", "he",
               "she", "which"]
ELIDED_VERB = ["was", "were", "had", "is", "had been", "has been",
               "would be", "did", "could be", "might be", "should be",
               "will be", "must have been"]
ELIDED_SHAPE = ["{s} {b}.", "so {b} {s}.", "as {s} {b}.", "{s} {b} then.",
                "or so {s} {b}.", "as {b}.", "{b}."]
ORDINAL_SHAPE = ["at {o}.", "{o}.", "at {o} then.", "so at {o}."]
ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth"]
# their twins: the same openers and phrases, a clause with its
# complement, the ordinal after an article with its noun
ELIDED_KEPT = ["which is the sum.", "which is the number of ways.",
               "as shown above.", "which was to be found.",
               "as computed.", "the number of ways."]
# the openers a clause after the value is read behind (a hyphen or an
# en dash is read as a minus there, lost signal of its own)
KEPT_OPEN = [", ", "; ", " \u2014 "]
ASK_KEPT = ["What is the total? The answer is {v}.",
            "Is it {o}? No. The answer is {v}.",
            "The answer is {v} \u2014 the total.",
            "Why? The answer is {v}."]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red14.sh.  main (31f78a4) rewarded 36 variants wrongly,
# all of them currencies (scale): a euro or pound sign is dropped by the
# lexer, so "€42" is a bare 42 that matches "\\$42", and "\\$42" matches
# "€42"; every other family (mcdepth, mcscript, mcunit, numfmt, expr,
# pct, think, langhedge) was refused whole, and every control rewarded.
# Closed: a euro sign before a number or right after it makes it euros,
# a dimension of their own (latex.c, lex_euro).  ask (added after, 2,604
# variants): main rewarded 1,036, every one a tag question after a dash
# or a semicolon, whose words (or, is, it, right, the answer) are each a
# function or closing word the rest reads one by one; a sentence whose
# words after the value end in a question mark is now no answer
# (answer_rest.c, papo_answer_rest_open, from answer_prose.c's rest_said
# and answer_find.c's rest_kept).  alt (added after, 1,932 variants):
# main rewarded 440, an alternative naming no value after a dash or a
# semicolon ("42 - or more.", "42; or was it."), whose words the rest
# reads one by one as ask's; an "or" word (or, oder, ou, или) opening
# the rest with no digit after it is now no answer (answer_rest.c,
# rest_alternative, in papo_answer_rest_open).  pound (h21-holes11):
# main (cbcfe0d) rewarded the 4 "£42" against "\\$42" (known) and all
# 40 variants added then ("₹42" against "\\$42", "£42" against
# "€42", "\\$42" against "£42"): a pound or rupee sign was dropped;
# each is now a currency of its own, as the euro's (latex.c,
# lex_currency: the units "sterling" and "rupees"); the yen sign, yen
# or yuan, is still dropped.
# former (720 of 1,400 rewarded on main at first, 520 at cbcfe0d,
# known): "previously" and "earlier" had been recognised only after a
# word of the response's derivation ("as shown previously":
# answer_rest.c, rest_dated); left were a clause with its predicate
# elided ("42, it was.", "42 - as it were.", "42; so was it.") and an
# ordinal alone ("42, at first."), whose words the rest read one by one
# as function words.  elided (h21-holes11, 2,800 generated variants,
# subject by verb by shape: "42, they had been.", "42; as would be.",
# "42 - at third then."): main rewarded 692.  Closed by the shapes of
# a clause (answer_rest.c, shape_token): a verb is recognised with its
# complement only (a word after it other than a pronoun, an article, a
# particle or a preposition: "which is the sum", "as shown above"),
# an ordinal after an article only ("the first term"); former and
# elided are 0 now, and every control (ELIDED_KEPT behind ", ", "; ",
# " \u2014 ") is rewarded.
# Left: the alternative restated in words ("42, or forty-two.") is
# refused (lost signal, not a wrong reward).
KNOWN = []


def fill(t, v, o):
    w = str(int(v) + 7)
    return t.format(v=v, o=o, w=w, a=v[:-1], b=v[-1:])


def mc_rows(out, ctl, v):
    for lang, h in sorted(HEDGE.items()):
        out.append(("mcdepth", "B", MC[0].format(h=h)))
    out.extend(("mcdepth", "B", t.format()) for t in MC[1:])
    out.extend(("mcdepth", "B", t.format()) for t in MC_OTHER)
    ctl.extend(("mcdepth", "B", t.format()) for t in MC_KEPT)
    p = MC_UNIT_P.format(v=v, w=int(v) + 7)
    out.extend(("mcunit", "B", t.format(v=v), p) for t in MC_UNIT)
    ctl.extend(("mcunit", "B", t.format(v=v), p) for t in MC_UNIT_KEPT)
    out.extend(("mcscript", "B", t) for t in MC_SCRIPT)


def lang_rows(out, ctl, v, o):
    for lang in sorted(PHRASE):
        p = PHRASE[lang].format(v=v)
        out.append(("langhedge", v, "The answer is %s. %s" %
                    (v, HEDGE[lang])))
        out.append(("langhedge", v, "The answer is %s.\n\n%s" %
                    (v, HEDGE[lang])))
        for h in HEDGE_EN:
            out.append(("langhedge", v, "%s %s" % (p, h)))
        other = "de" if lang != "de" else "fr"
        out.append(("langhedge", v, "%s %s" % (p, HEDGE[other])))
        ctl.append(("langhedge", v, p))


def pair_rows(out, ctl, fam, v, o, rows, kept):
    for r, a in rows:
        out.append((fam, fill(a, v, o), fill(r, v, o)))
    for r, a in kept:
        ctl.append((fam, fill(a, v, o), fill(r, v, o)))


def ask_rows(out, ctl, v, o):
    for lang, phrases in sorted(ASK_PHRASE.items()):
        for p in phrases:
            for op in ASK_OPEN:
                out.extend(("ask", v, p.format(v=v) + op + t)
                           for t in ASK_TAG[lang])
            for op in ASK_OPEN:
                out.extend(("alt", v, p.format(v=v) + op + t)
                           for t in ALT_TAG[lang])
    for p in ASK_PHRASE["en"]:
        for op in ASK_OPEN:
            out.extend(("former", v, p.format(v=v) + op + t)
                       for t in FORMER_TAG)
    ctl.extend(("ask", v, t.format(v=v, o=o)) for t in ASK_KEPT)
    elided_rows(out, ctl, v)


def elided_rows(out, ctl, v):
    """The elided family: each generated tail after one of the English
    phrases and openers, taken in turn (every pair is met)."""
    tails = []
    for sh in ELIDED_SHAPE:
        for sb in ELIDED_SUBJ:
            tails.extend(sh.format(s=sb, b=b) for b in ELIDED_VERB)
            if "{s}" not in sh:
                break
    for sh in ORDINAL_SHAPE:
        tails.extend(sh.format(o=o) for o in ORDINALS)
    ph, op = ASK_PHRASE["en"], ASK_OPEN
    for k, t in enumerate(tails):
        p = ph[k % len(ph)].format(v=v) + op[(k // len(ph)) % len(op)]
        out.append(("elided", v, p + t))
    for k, t in enumerate(ELIDED_KEPT):
        for j, o in enumerate(KEPT_OPEN):
            p = ph[(k + j) % len(ph)].format(v=v) + o
            ctl.append(("elided", v, p + t))
    # the value its verb's subject, not set apart: a pronoun its
    # complement (tests/unit/check_answer.c's "the root (\\(x = 2\\)) is
    # it")
    ctl.extend(("elided", v, t.format(v=v)) for t in
               ["The root ({v}) is it.", "The value (\\({v}\\)) is it."])


def rows():
    out, ctl = [], []
    for i, v in enumerate(VALUES):
        o = str(int(v) - 1)
        mc_rows(out, ctl, v)
        ask_rows(out, ctl, v, o)
        lang_rows(out, ctl, v, o)
        pair_rows(out, ctl, "scale", v, o, SCALE, SCALE_KEPT)
        pair_rows(out, ctl, "numfmt", v, o, NUMFMT, NUMFMT_KEPT)
        pair_rows(out, ctl, "expr", v, o, EXPR, EXPR_KEPT)
        out.extend(("pct", v, fill(t, v, o), PCT_P) for t in PCT)
        out.extend(("think", v, fill(t, v, o)) for t in THINK)
        ctl.extend(("think", v, fill(t, v, o)) for t in THINK_KEPT)
    return out, ctl


def main():
    verify_run.usage("hostile_red14")
    out, ctl = rows()
    return verify_run.run("hostile_red14", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
