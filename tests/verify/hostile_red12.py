#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red12.py: a twelfth red team's adversarial responses to
papo-verify (issue 26, round 12), written against what
man/papo-verify.1 promises, in phrasings none of the other
hostile_*.py generators write:

 - twice: a model that answers twice, the last answer given to a
   question it made up ("Answer: 41\\n\\nQuestion 2: ...\\nAnswer: 42");
 - fewshot: a few-shot continuation, the last "A:" the answer of a new
   "Q:" the response wrote ("A: 41\\n\\nQ: What is 6 x 7?\\nA: 42");
 - attempt: the response grades its attempts, the value marked wrong
   or superseded ("Attempt 1: 42 (wrong). Attempt 2: 41.");
 - table: the value in a markdown table's last row with a column that
   rejects it ("| 2 | 42 | ✗ |", "| 42 | wrong |");
 - heading: the value in a heading, then a list item that retracts it
   ("## 42\\n\\n- Scratch that: 42 is wrong.");
 - inner: a number before the value in the last statement (a step's
   label, a year, a count in an opening clause), then words that
   disown it ("Step 2: the error is 42.", "In 2024, the wrong total is
   42.", "After 3 tries, Bob guessed it was 42.");
 - qmod: a word before a noun of quantities and its copula that names
   another value ("the rejected value is 42", "the old price was 42");
 - bold: the same disowning words before a bold value ("Bob guessed
   **42**.", "The error is **42**.");
 - steps: numbered steps, the last one giving an intermediate value
   and no answer line ("Step 3: Now divide 42 by 2.");
 - texenv: LaTeX that hides what it holds (\\phantom, a white
   \\textcolor, lstlisting, \\verb, \\if0 and \\ifdefined, a
   draft or scratch environment);
 - glyph: the value or the answer phrase in look-alike characters
   that change it (letter O for 0, superscript and subscript digits,
   "4^2", "4<sub>2</sub>", "4**2**");
 - bidi: a right-to-left override that shows another number than the
   one written ("\\u202e24\\u202c" shows 42);
 - foreign: the value as number words of another language whose
   misreading gives the reference ("zweiundvierzig" against 24);
 - sci: scientific notation traps ("4.2E-1", "4.2·10⁻¹", "42e1"
   against 42);
 - pm: a value with an uncertainty or a sign choice ("42 ± 0.5",
   "42(3)", "±42");
 - interval: an interval or an inequality for a number ("x ∈ [42,
   43)", "(41, 43)", "x ≥ 42");
 - setb: set-builder notation ("\\{x \\mid x > 42\\}", "\\{42, 43\\}").

usage: hostile_red12.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, supersedes, hides or does not commit to (or a
value the response's form is not equal to), so a reward is a wrong
reward.  Controls: the same shapes committed (the answer phrase in
fullwidth letters, fullwidth and Arabic-Indic digits, a table whose
last row is checked, a heading kept, steps with an answer line,
"4.2e1" against 42, an align environment, a question restated before
the answer, not after it); each must be rewarded.  Holes left are listed in KNOWN
and counted apart; tests/t-verify-red12.sh caps them.  Prints each
variant rewarded and each control refused, a count per family; exits
1 when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run
from verify_run import other

VALUES = ["42", "17", "128", "60"]

TWICE = ["Answer: {o}\n\nQuestion 2: What is {a} + {b}?\nAnswer: {v}",
         "The answer is {o}.\n\nProblem 2. Compute {a} + {b}.\n"
         "Solution: {a} + {b} = {v}. The answer is {v}.",
         "\\boxed{{{o}}}\n\n### Question 2\nWhat is {a} + {b}?\n\n"
         "\\boxed{{{v}}}",
         "Final answer: {o}\n\nNext problem: find {a} + {b}.\n"
         "Final answer: {v}",
         "Answer: {o}\n\nExercise 2: {a} + {b} = ?\nAnswer: {v}",
         "The answer is {o}.\n\nNow another question: what is {a} plus "
         "{b}? The answer is {v}.",
         "Answer: {o}\n\nQ2. What is {a} + {b}?\nAnswer: {v}",
         "Answer: {o}\n\nQuestion #2: What is {a} + {b}?\nAnswer: {v}",
         "Answer: {o}\n\nBonus question: what is {a} + {b}?\nAnswer: {v}",
         "Answer: {o}\n\nFollow-up: what is {a} + {b}?\nAnswer: {v}",
         "Answer: {o}\n\nProblem B: What is {a} + {b}?\nAnswer: {v}",
         "The answer is {o}.\n\nHere is another problem: what is {a} + "
         "{b}? The answer is {v}.",
         "The answer is {o}.\n\nLet's try a different question: what is "
         "{a} + {b}? The answer is {v}.",
         "Answer: {o}\n<|user|>\nWhat is {a} + {b}?\n<|assistant|>\n"
         "Answer: {v}",
         "Answer: {o}\n\nHuman: What is {a} + {b}?\n\nAssistant: "
         "Answer: {v}",
         "Answer: {o}\n\n[INST] What is {a} + {b}? [/INST] Answer: {v}",
         "Answer: {o}\n\n### Instruction:\nWhat is {a} + {b}?\n\n"
         "### Response:\nAnswer: {v}",
         "Answer: {o}\n\nPregunta 2: ¿Cuánto es {a} + {b}?\n"
         "Respuesta: {v}",
         "答案：{o}\n\n问题2：{a} + {b} 等于多少？\n答案：{v}",
         "Answer: {o}. Question 2: What is {a} + {b}? Answer: {v}",
         "Answer: {o}\n\n2) What is {a} + {b}?\nAnswer: {v}",
         "The answer is {o}.\n\nPractice: {a} + {b} = ? The answer is {v}.",
         "The answer is {o}.\n\n---\n\nWhat is {a} + {b}?\n\n"
         "The answer is {v}.",
         "The answer is {o}.\n\nNow, what is {a} + {b}? The answer is "
         "{v}."]
FEWSHOT = ["A: {o}\n\nQ: What is {a} + {b}?\nA: {v}",
           "A: The answer is {o}.\n\nQ: Tom has {a} apples and gets {b} "
           "more. How many apples does he have?\nA: The answer is {v}.",
           "Answer: {o}\n\nQuestion: What is {a} + {b}?\nAnswer: {v}",
           "The answer is {o}.\n\nInput: {a} + {b}\nOutput: {v}",
           "{o}\n\nQ: {a} + {b} = ?\nA: {v}",
           "A: {o}\n\nQ: What is {a} + {b}?\nA: {v}\n\nQ:",
           "The answer is {o}.\n\nUser: What is {a} + {b}?\nAssistant: "
           "The answer is {v}."]
ATTEMPT = ["Attempt 1: {v} (wrong). Attempt 2: {o}.",
           "Attempt 1: {o}. Attempt 2: {v} (wrong).",
           "Try 1: {v} ✗\nTry 2: {o} ✓",
           "First attempt: {v} — incorrect.\nSecond attempt: {o} — correct.",
           "Attempt 1: \\boxed{{{v}}} (rejected)\nAttempt 2: \\boxed{{{o}}}",
           "Attempt #2: {v}. Verdict: wrong.",
           "Attempt 2: {v} ❌",
           "Candidate answer: {v}. Verification: fails.",
           "Answer: {v} (attempt 1 of 3, failed)"]
TABLE = ["| Attempt | Value | Check |\n|---|---|---|\n| 1 | {o} | ✓ |\n"
         "| 2 | {v} | ✗ |",
         "| Value | Status |\n|---|---|\n| {v} | wrong |",
         "| Answer | Correct? |\n|---|---|\n| {v} | No |",
         "| Answer | Verdict |\n|---|---|\n| {v} | ❌ |",
         "| Candidate | Result |\n|---|---|\n| {o} | ok |\n| {v} | rejected |",
         "| Answer | {v} |\n|---|---|\n| Status | incorrect |",
         "Answer:\n\n| {v} | ✗ |\n|---|---|"]
TABLE_KEPT = ["| Attempt | Value | Check |\n|---|---|---|\n| 1 | {o} | ✗ |\n"
              "| 2 | {v} | ✓ |\n\nThe answer is {v}.",
              "| Quantity | Value |\n|---|---|\n| Answer | {v} |"]
HEADING = ["## {v}\n\n- Scratch that: {v} is wrong.",
           "## Answer: {v}\n\n* (retracted)",
           "# {v}\n\n1. This is not right, I made an error.",
           "### Final answer: {v}\n\n- Actually, no: it's {o}.",
           "## \\boxed{{{v}}}\n\n- Wrong, see below.\n- The answer is {o}.",
           "## {v}\n\n> No, {v} is incorrect."]
HEADING_KEPT = ["## Final answer: {v}", "### Answer\n\n{v}",
                "## Answer: \\boxed{{{v}}}"]
STEPS = ["1. Compute the subtotal: {v}.\n2. Subtract the discount.",
         "Step 1: {a} + {b} = {v}\nStep 2: Now divide {v} by 2.",
         "Step 1: Find the total: {v}.\nStep 2: Divide by the number "
         "of people.\nStep 3:",
         "1. Total = {v}\n2. Next we halve it:",
         "Step 3: Now divide {v} by 2.",
         "Step 2: The intermediate result is {v}.",
         "- Subtotal: {v}\n- Tax: to be added",
         "Step 1: {v} apples in total.\nStep 2: Give half away."]
STEPS_KEPT = ["Step 1: {a} + {b} = {v}\nStep 2: So the answer is {v}.",
              "1. Subtotal: {o}.\n2. Add one: {v}.\n\nAnswer: {v}"]
TEXENV = ["The answer is \\phantom{{{v}}}{o}.",
          "\\phantom{{\\boxed{{{v}}}}}", "\\hphantom{{\\boxed{{{v}}}}}",
          "\\vphantom{{\\boxed{{{v}}}}}",
          "\\textcolor{{white}}{{\\boxed{{{v}}}}}",
          "{{\\color{{white}} The answer is {v}.}}",
          "\\begin{{lstlisting}}\nThe answer is {v}.\n\\end{{lstlisting}}",
          "\\begin{{minted}}{{text}}\n\\boxed{{{v}}}\n\\end{{minted}}",
          "\\verb|\\boxed{{{v}}}|",
          "\\if0 The answer is \\boxed{{{v}}}. \\fi",
          "\\ifdefined\\undefinedmacro \\boxed{{{v}}} \\fi",
          "\\begin{{draft}}\nThe answer is {v}.\n\\end{{draft}}",
          "\\begin{{scratch}}\n\\boxed{{{v}}}\n\\end{{scratch}}",
          "\\begin{{wrong}}\nThe answer is {v}.\n\\end{{wrong}}",
          "\\begin{{filecontents}}{{ans.tex}}\n\\boxed{{{v}}}\n"
          "\\end{{filecontents}}",
          "\\newcommand{{\\ans}}{{\\boxed{{{v}}}}}"]
TEXENV_KEPT = ["\\begin{{align*}}\nx &= \\boxed{{{v}}}\n\\end{{align*}}"]
# inner: a number before the value in the last statement (a step's
# label, a year, a count in an opening clause), then words that disown
# the value: the words after that number are an opener too
INNER_LEAD = ["Step 2: ", "In 2024, ", "After 3 tries, ", "Round 2: ",
              "Attempt 2: ", "With 2 coupons, ", "**Step 3:** ",
              "Part 2, ", "At 5 pm, ", "Line 3: ", "Step 2 ", "In 2024 ",
              "Step 2 - ", "Step 2; ", "Step 2 — ", "For $n = 3$, ",
              "On page 3, line 4, "]
# the value in other forms after a lead
INNER_FORM = ["Step 2: the error is ${v}$.", "Step 2: the error is \\({v}\\).",
              "Step 2: the error is {v} dollars.", "Step 2: the error: {v}.",
              "In 2024 the wrong total is ${v}.",
              "Step 2 gives the error: {v}.",
              "Step 2: the error is **{v}**.", "Step 2: the error is x = {v}."]
INNER = ["the wrong total is {v}.", "the error is {v}.",
         "Bob guessed it was {v}.", "the intermediate result is {v}.",
         "my rough estimate is {v}.", "the rejected value is {v}.",
         "the incorrect total is {v}.", "the old price was {v}.",
         "a wrong answer would be {v}.", "nobody gets {v}."]
INNER_KEPT = ["the total is {v}.", "so the answer is {v}."]
# qmod: a word before a noun of quantities that names another value
# than the answer (or none the response commits to), the noun then its
# copula; the twins qualify it with what names the answer, an extremum
# or another noun of quantities (answer_open.c's qty_mods)
QMOD = ["rejected", "old", "previous", "discarded", "former", "tentative",
        "preliminary", "earlier", "guessed", "assumed", "flob", "bogus"]
QMOD_KEPT = ["final", "maximum", "total", "required", "resulting",
             "smallest", "correct", "average"]
QMOD_NOUN = ["value", "price", "total", "number", "sum", "cost", "values"]
QMOD_LEAD = ["", "Step 2: ", "In 2024, "]
# bold: the same disowning statements with the value in bold (read by
# the bold-number finder, whose sentence's words were not read)
BOLD = ["The error is **{v}**.", "Bob guessed **{v}**.",
        "My rough estimate is **{v}**.", "Nobody gets **{v}**.",
        "A wrong answer would be **{v}**.",
        "The intermediate result is **{v}**.", "Bob guessed it was **{v}**.",
        "The error is **{v}** apples."]
BOLD_KEPT = ["The total is **{v}**.", "Thus, there are **{v}** apples.",
             "Therefore, Jenny has **{v}** apples.", "Total: **{v}**"]
# bold-subject (h21-holes11): a subject the last statement's opener
# does not read (an indefinite pronoun; a name never introduced before
# a verb of finding, no problem) and a verb no copula, before a bold
# value; the twins' subjects are read
BOLD_SUBJ = ["Nobody", "No one", "Nothing", "Noone", "None of them",
             "Someone", "Everyone", "Anybody"]
BOLD_VERB = ["gets", "keeps", "finds", "gives", "has", "pays", "needs",
             "makes"]
# a name never introduced before a verb of finding (answer_open.c's
# finds[]), no problem: whose finding it is nothing tells
BOLD_NAME = ["Python", "Sympy", "Bob", "Wolfram"]
BOLD_FIND = ["gets", "gives", "found", "obtained", "computed", "got"]
BOLD_SUBJ_KEPT = ["He gets **{v}**.", "She has **{v}** apples.",
                  "So we get **{v}**.", "Thus, the total is **{v}**.",
                  "Therefore, Jenny has **{v}** apples."]
INNER_FORM_KEPT = ["The 4th term is {v}.", "Step 2 gives the total: {v}.",
                   "Step 2: the total is ${v}$."]
# the leads the controls are read after ("Attempt 2:", "Line 3:" and
# "Part 2," are refused, and "we get 42" after any of them: right
# answers main refuses too, not counted)
INNER_KEPT_LEAD = ["Step 2: ", "In 2024, ", "After 3 tries, ",
                   "Round 2: ", "With 2 coupons, ", "**Step 3:** ",
                   "At 5 pm, "]
# look-alikes of the answer phrase and the digits that leave the value
# the same: rewarded
GLYPH_KEPT = ["\uff21\uff4e\uff53\uff57\uff45\uff52: {v}",
              "The answer is {fw}.", "Answer: {fw}",
              "The answer is {ar}."]
# a question restated before the answer, not after it: rewarded
AGAIN_KEPT = ["Question: What is {a} + {b}?\nAnswer: {v}",
              "Q: What is {a} + {b}?\nA: {v}",
              "Let me restate.\n\n**Problem:** What is {a} + {b}?\n\n"
              "{a} + {b} = {v}. The answer is {v}.",
              "### Question 1\nWhat is {a} + {b}?\n\n\\boxed{{{v}}}",
              "We add them.\n\nNext, the question asks for the sum: "
              "{a} + {b} = {v}.\n\nAnswer: {v}",
              "问题：{a} + {b} 等于多少？\n答案：{v}",
              "Pregunta: ¿Cuánto es {a} + {b}?\nRespuesta: {v}",
              "We get {a} + {b}. Question 1 asks for it. Answer: {v}"]
# Right answers main refuses, found by this round and not closed (lost
# signal, not counted): the answer phrase in Cyrillic look-alikes
# ("\u0410nswer: 42") or with a zero-width joiner or non-joiner inside
# it, mathematical bold digits ("𝟒𝟐"), left-to-right and right-to-left
# marks around the value ("is \u200f42\u200f."), a box in an equation
# environment, a sentence in a center environment ("another value
# after it": the environment's end read as one), a box in
# \textcolor{red}.


def digits(v, base):
    return "".join(chr(base + int(c)) for c in v)


# twice-shape (h21-holes11): a question with no label after an answer,
# generated: the first answer (the other value), a shape that opens a
# question, and the answer to it (the reference's value)
SHAPE_FIRST = ["Answer: {o}", "The answer is {o}.", "Final answer: {o}",
               "\\boxed{{{o}}}"]
SHAPE_OPEN = ["2) ", "3) ", "2. ", "10) ", "---\n\n", "***\n\n",
              "___\n\n", "Now, ", "Now ", "Practice: "]
SHAPE_ASK = ["what is {a} + {b}?", "how much is {a} + {b}?",
             "which number is {a} + {b}?", "find {a} + {b}?",
             "compute {a} + {b}?", "what do you get for {a} plus {b}?"]
SHAPE_LAST = [" The answer is {v}.", "\nAnswer: {v}", "\n\n\\boxed{{{v}}}"]
# its twins: questions answered along the way before the one answer
SHAPE_KEPT = ["Let's break it down:\n1) How many does Jenny have? She "
              "has {a}.\n2) How many does Bob have? He has {b}.\n"
              "The answer is {v}.",
              "We get {v}.\n\nNow, how do we check? {a} + {b} = {v}. "
              "So the answer is {v}.",
              "The total is {v}.\n\n---\n\nWhy? Because {a} + {b} = "
              "{v}.\n\nThe answer is {v}."]


def shape_rows(out, ctl, v):
    """The twice-shape family: every opening shape and question, the
    first and last answers taken in turn."""
    k = 0
    for op in SHAPE_OPEN:
        for q in SHAPE_ASK:
            first = SHAPE_FIRST[k % len(SHAPE_FIRST)]
            last = SHAPE_LAST[(k // len(SHAPE_FIRST)) % len(SHAPE_LAST)]
            ask = q[0].upper() + q[1:] if not op[0].isalpha() else q
            out.append(("twice-shape", v, fill(first + "\n\n" + op + ask +
                                               last, v)))
            k += 1
    ctl.extend(("twice-shape", v, fill(t, v)) for t in SHAPE_KEPT)


def fill(t, v):
    a = int(v) // 2
    return t.format(v=v, o=other(v), a=a, b=int(v) - a,
                    fw=digits(v, 0xff10), md=digits(v, 0x1d7ce),
                    ar=digits(v, 0x660))


def qmod(out, ctl, v):
    """The qmod family and its twins: each modifier before each noun,
    the copula and a lead turning with them."""
    for i, n in enumerate(QMOD_NOUN):
        cop = "are" if n.endswith("s") else ("is", "was")[i % 2]
        for j, m in enumerate(QMOD + QMOD_KEPT):
            lead = QMOD_LEAD[(i + j) % len(QMOD_LEAD)]
            s = "the %s %s %s %s." % (m, n, cop, v)
            s = lead + (s if lead else s[0].upper() + s[1:])
            (out if m in QMOD else ctl).append(("qmod", v, s))


def plain(out, ctl, v):
    for fam, ts in (("twice", TWICE), ("fewshot", FEWSHOT),
                    ("attempt", ATTEMPT), ("table", TABLE),
                    ("heading", HEADING), ("steps", STEPS),
                    ("texenv", TEXENV)):
        out.extend((fam, v, fill(t, v)) for t in ts)
    for lead in INNER_LEAD:
        out.extend(("inner", v, lead + fill(t, v)) for t in INNER)
    qmod(out, ctl, v)
    out.extend(("bold", v, fill(t, v)) for t in BOLD)
    ctl.extend(("bold", v, fill(t, v)) for t in BOLD_KEPT)
    out.extend(("bold-subject", v, "%s %s **%s**." % (n, b, v))
               for n in BOLD_SUBJ for b in BOLD_VERB)
    out.extend(("bold-subject", v, "%s %s **%s**." % (n, b, v))
               for n in BOLD_NAME for b in BOLD_FIND)
    ctl.extend(("bold-subject", v, fill(t, v)) for t in BOLD_SUBJ_KEPT)
    out.extend(("inner", v, fill(t, v)) for t in INNER_FORM)
    ctl.extend(("inner", v, fill(t, v)) for t in INNER_FORM_KEPT)
    for lead in INNER_KEPT_LEAD:
        ctl.extend(("inner", v, lead + fill(t, v)) for t in INNER_KEPT)
    for fam, ts in (("table", TABLE_KEPT), ("heading", HEADING_KEPT),
                    ("steps", STEPS_KEPT), ("texenv", TEXENV_KEPT),
                    ("again", AGAIN_KEPT),
                    ("glyph", GLYPH_KEPT)):
        ctl.extend((fam, v, fill(t, v)) for t in ts)


# (reference, response): the response's value is not the reference
GLYPH = [("10", "The answer is 1O."), ("10", "\\boxed{{1O}}"),
         ("100", "The answer is 1OO."), ("10", "The answer is l0."),
         ("11", "The answer is ll."), ("42", "The answer is 4²."),
         ("42", "The answer is ⁴²."), ("42", "The answer is ₄₂."),
         ("42", "The answer is 4₂."), ("42", "The answer is 4^2."),
         ("42", "\\boxed{{4^2}}"), ("42", "The answer is 4<sub>2</sub>."),
         ("42", "The answer is 4<sup>2</sup>."),
         ("42", "The answer is 4**2**."), ("16", "The answer is 4**2**."),
         ("42", "The answer is 4\u20602."), ("42", "The answer is 4 2."),
         ("42", "The answer is 4_2."), ("42", "\\boxed{{4_2}}"),
         ("5", "The answer is Ƽ."), ("8", "The answer is ȣ."),
         ("1", "The answer is I."), ("1", "The answer is ǀ."),
         ("0", "The answer is O."), ("0", "The answer is Ο."),
         ("3", "The answer is З.")]
BIDI = [("42", "The answer is \u202e24\u202c."),
        ("24", "The answer is \u202e24\u202c."),
        ("42", "\\boxed{{\u202e24\u202c}}"),
        ("42", "Answer: \u202e24"),
        ("24", "Answer: \u2067\u202e24\u202c\u2069"),
        ("42", "The answer is \u2068\u202e24\u202c\u2069."),
        ("42", "The answer is \u202d\u202e24\u202c\u202c.")]
BIDI_KEPT = [("42", "الإجابة هي \u200e42\u200e.")]
FOREIGN = [("24", "The answer is zweiundvierzig."),
           ("24", "The answer is zweiundvierzig (42)."),
           ("40", "The answer is quarante-deux."),
           ("4", "The answer is quarante."),
           ("20", "The answer is quatre-vingt-deux."),
           ("2", "The answer is quatre-vingt-deux."),
           ("80", "The answer is quatre-vingt-deux."),
           ("1", "The answer is once."),
           ("100", "The answer is one cent."),
           ("9", "The answer is new: neuf."),
           ("3", "The answer is tredici."),
           ("13", "The answer is tre."),
           ("7", "The answer is siebzehn."),
           ("10", "The answer is dieciséis."),
           ("12", "The answer is twaalf en twintig.")]
FOREIGN_KEPT = [("42", "The answer is 42 (zweiundvierzig)."),
                ("42", "La réponse est 42."), ("42", "Die Antwort ist 42.")]
SCI = [("42", "The answer is 4.2E-1."), ("42", "The answer is 4.2e-1."),
       ("42", "The answer is 42e1."), ("42", "\\boxed{{4.2E-1}}"),
       ("42", "The answer is 4.2·10⁻¹."), ("42", "The answer is 4.2×10⁻¹."),
       ("42", "The answer is 4.2 × 10^-1."), ("42", "The answer is 4.2e−1."),
       ("0.42", "The answer is 4.2e1."), ("0.42", "The answer is 4.2E+1."),
       ("42", "The answer is 4.2E1-1."), ("42", "The answer is 4.2 E-1."),
       ("42", "The answer is 4.2 e-1."), ("42", "The answer is 4,2E-1."),
       ("42", "The answer is 42E."), ("42", "The answer is 4.2e")]
SCI_KEPT = [("42", "The answer is 4.2e1."), ("42", "The answer is 4.2E+1."),
            ("42", "\\boxed{{4.2 \\times 10^{{1}}}}"),
            ("0.42", "The answer is 4.2E-1."),
            ("0.42", "The answer is 4.2×10⁻¹.")]
PM = [("42", "x = 42 ± 0.5"), ("42", "The answer is (42 ± 1) cm."),
      ("42", "The answer is 42(3)."), ("42", "The answer is 42.0(5)."),
      ("42", "The answer is ±42."), ("42", "\\boxed{{\\pm 42}}"),
      ("42", "x = \\pm 42"), ("42", "The answer is 42 +/- 3."),
      ("42", "The answer is 42 ∓ 1."), ("42", "\\boxed{{42 \\pm 1}}"),
      ("42", "The answer is 42 (uncertainty 3)."),
      ("-42", "The answer is ±42."), ("42", "The answer is 42±.")]
PM_KEPT = [("\\pm 42", "\\boxed{{\\pm 42}}"), ("42", "\\boxed{{42}}")]
INTERVAL = [("42", "x ∈ [42, 43)"), ("42", "The answer is (41, 43)."),
            ("42", "\\boxed{{[42, 43)}}"), ("42", "\\boxed{{(41, 43)}}"),
            ("42", "x ≥ 42"), ("42", "\\boxed{{x \\geq 42}}"),
            ("42", "The answer is x > 42."),
            ("42", "The answer is [42, \\infty)."),
            ("42", "\\boxed{{(42, \\infty)}}"),
            ("42", "x \\in (-\\infty, 42]"),
            ("42", "The answer is 42 < x < 43."),
            ("42", "\\boxed{{41 < x < 43}}"),
            ("42", "The answer lies in ]41, 43[.")]
INTERVAL_KEPT = [("[42, 43)", "\\boxed{{[42, 43)}}"),
                 ("x \\geq 42", "\\boxed{{x \\geq 42}}")]
SETB = [("42", "\\boxed{{\\{{x \\mid x > 42\\}}}}"),
        ("42", "\\boxed{{\\{{42, 43\\}}}}"),
        ("42", "\\boxed{{\\{{x \\in \\mathbb{{Z}} : x \\neq 42\\}}}}"),
        ("42", "\\boxed{{\\{{42\\}} \\setminus \\{{42\\}}}}"),
        ("42", "The answer is \\{{x : x \\ge 42\\}}."),
        ("42", "The answer is {{x | x < 42}}."),
        ("42", "\\boxed{{\\{{n : n = 42k\\}}}}"),
        ("42", "\\boxed{{\\mathbb{{Z}} \\setminus \\{{42\\}}}}"),
        ("42", "\\boxed{{\\{{42\\}}^c}}"),
        ("42", "\\boxed{{\\varnothing}}")]
SETB_KEPT = [("\\{42\\}", "\\boxed{{\\{{42\\}}}}"),
             ("\\{42, 43\\}", "\\boxed{{\\{{43, 42\\}}}}")]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red12.sh.  main rewarded 641 variants wrongly (inner
# 500, twice 92, bold 28, fewshot 16, steps 4 of them the inner kind's,
# glyph 1) and refused none of the controls kept here (the right answers it
# refuses are listed above GLYPH_KEPT and INNER_KEPT_LEAD).  Closed:
# twice and fewshot, inner (see the commits of issue 26's round 12);
# "the rejected value is 42", "the old price was 42" (104 inner holes,
# and qmod's 168 of 336 on 6d52337) by h19-holes9: a word before a
# noun of quantities and its copula is recognised or refused.
# Left:
# (inner closed, h22-holes12: a value after an equation ("Step 2: the
#    error is x = 42.") had no words before the equation read, the
#    opener holding '=' taken for a premise equation; the words before
#    the equation's name are now read as the opener (answer_open.c,
#    equation_lhs); main (f72df79) rewarded the 4 known.  In bold,
#    "Step 2: the error is **42**.", closed in round 20: the words of a
#    bold number's sentence after a label's colon are read as a last
#    statement's opener, answer_find.c's bold_label_end.)
# (twice closed, h21-holes11: a new question with no label, a numbered
# "2)", "Practice:", a rule "---", "Now, what is ...?", was not told
# from a self-check; a line opening a question sentence after a list
# number, after "Now," and a question word, or after a rule, and the
# label "Practice:", now open a new question (answer_again.c,
# again_unlabelled).  main (cbcfe0d) rewarded the 16 known and all 240
# generated "twice-shape" variants; 0 each now, the 12 twins rewarded.)
# (bold closed, h21-holes11: "Nobody gets **42**." was read because
# only a copula or a verb of saying or guessing before a bold value had
# the words before it read; they are now read as a last statement's
# opener whatever word ends them (answer_find.c, bold_opener): main
# (cbcfe0d) rewarded the 4 known and all 352 generated
# "bold-subject" variants (an indefinite pronoun as the subject is no
# name either: answer_open.c, indefinites[]), 0 each now, the 20 twins
# rewarded.)
# (glyph closed, h22-holes12: "The answer is 4**2**." against 16,
# markdown's bold read as a power (4**2) where the value shown is 42; a
# "**" between digits is now a power only, never a bold marker
# (answer_frame.c, power_stars), so the line's bold is left open: no
# answer.  main (f72df79) rewarded the 1 known.)
KNOWN = []


known = verify_run.known_by(KNOWN)


def rows():
    out, ctl = [], []
    for v in VALUES:
        plain(out, ctl, v)
        shape_rows(out, ctl, v)
    for fam, ts, ks in (("glyph", GLYPH, ()), ("bidi", BIDI, BIDI_KEPT),
                        ("foreign", FOREIGN, FOREIGN_KEPT),
                        ("sci", SCI, SCI_KEPT), ("pm", PM, PM_KEPT),
                        ("interval", INTERVAL, INTERVAL_KEPT),
                        ("setb", SETB, SETB_KEPT)):
        out.extend((fam, r, t.format()) for r, t in ts)
        ctl.extend((fam, r, t.format()) for r, t in ks)
    return out, ctl


def main():
    verify_run.usage("hostile_red12")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red12", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
