#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red10.py: the wrong rewards issue 26 still listed open on
main after round 16, each a family of generated variants whose
reference is the value the response disowns (a reward is a wrong
reward):

 - attrib-echo, attrib-clause: hostile_red8's known holes generated
   over more agents, clauses and verbs (an attribution in a clause
   about the answer's noun, "that Bob says", "when Bob counts them",
   ", which is what the key says"; or in words the response wrote
   before its answer);
 - subject: a third party as the subject of the last statement, a
   value and a noun after it ("The grader wants 42 apples.", "The
   distractor is 42 apples."), under a problem that does not name it;
   subject-bare the same with no problem text;
 - tool: a tool's voice as the last statement ("The tool returned
   42.", "The code printed 42", "The calculator shows 42");
 - cjk-said: an answer someone else gave, in Chinese, Japanese and
   Korean ("有人答：42", "他答：42", "学生的答案是42", "彼の答えは42",
   "학생의 답은 42");
 - euro-said: the same in es, fr, de, it, pt and ru ("El estudiante
   respondió 42", "Der Lehrer sagt 42").

usage: hostile_red10.py PAPO_VERIFY [--list]

Controls: the same shapes committed ("There are 42 apples.", "答：42",
"La respuesta es 42."), each must be rewarded.  Holes left are listed
in KNOWN and counted apart; tests/t-verify-red10.sh caps them.  Prints
each variant rewarded and each control refused, a count per family;
exits 1 when any is.  --list writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "128", "15"]

# attrib-clause: {v} the value; a clause about the noun that gives the
# value to someone else
CLAUSE_AGENTS = ["Bob", "the key", "the hint", "my friend", "the teacher"]
CLAUSE_SHAPES = [
    "There are \\boxed{{{v}}} apples that {a} says.",
    "There are \\boxed{{{v}}} apples, which is what {a} says.",
    "There are \\boxed{{{v}}} apples when {a} counts them.",
    "There are **{v}** apples that {a} lists.",
    "There are **{v}** apples, as {a} claims.",
    "There are \\boxed{{{v}}} apples, which {a} reports.",
]
# attrib-echo: the attribution's words written before the answer
ECHO_PROBLEM = "Bob has {w} apples and gives half away. How many " \
    "apples are left?"
ECHO_SHAPES = [
    "According to the problem, Bob has {w} apples. Half of {w} is {v}. "
    "There are \\boxed{{{v}}} apples according to Bob.",
    "As Bob claims, half of {w} is {v}. There are \\boxed{{{v}}} apples, "
    "as Bob claims.",
    "Per the problem, half of {w} is {v}. There are **{v}** apples, per "
    "the hint.",
]
ECHO_KEPT = [
    "According to the problem, Bob has {w} apples. Half of {w} is {v}. "
    "There are \\boxed{{{v}}} apples left.",
    "Half of {w} is {v}. So Bob has \\boxed{{{v}}} apples left.",
]

# subject: someone or something not the answer, not the writer, not
# the problem's noun; a verb; the value and a noun
SUBJECTS = ["The grader", "The distractor", "The answer key",
            "The textbook", "My friend", "Another student", "The hint"]
SUBJECT_VERBS = ["wants {v} apples.", "is {v} apples.",
                 "expects {v} apples.", "lists {v} apples.",
                 "says {v} apples."]
SUBJECT_PROBLEM = "Jenny has {w} apples and gives half away. How many " \
    "apples does Jenny have left?"
SUBJECT_KEPT = ["There are {v} apples.", "The answer is {v} apples.",
                "We have {v} apples.", "The total is {v} apples.",
                "So the answer is {v} apples.",
                "Jenny has {v} apples left."]
# with no problem text: a word problem's subject and verb, a measure's
# copula
BARE_KEPT = ["The farmer sells {v} cakes.", "The recipe makes {v} trips.",
             "The class size is {v} students."]

# tool: a tool's voice as the last statement
TOOLS = ["The tool", "The code", "The calculator", "The program",
         "The script", "The interpreter", "Python"]
TOOL_VERBS = ["returned {v}.", "printed {v}", "shows {v}",
              "output is {v}.", "outputs {v}.", "gives {v}."]
TOOL_KEPT = ["The answer is {v}.", "So the result is {v}.",
             "Therefore, the answer is $\\boxed{{{v}}}$."]
# finder: a name the response never introduced, then a verb of finding
# and the value, no problem (h21-holes11: "Sympy gives 42.", "So Bob
# found 42."); the twins introduce the name first ("Bob has 6 bags of 7
# apples. ... Bob gets 42.") or give the value with a pronoun or an
# action ("This gives 42.", "Adding them gives 42.")
FINDER_NAMES = ["Python", "Sympy", "Wolfram", "Bob", "Maple", "Excel",
                "Mathematica", "Alice", "Numpy", "Desmos"]
FINDER_VERBS = ["gives", "gets", "found", "obtained", "computed",
                "calculated", "derived", "got", "finds", "gave",
                "obtains", "reached"]
FINDER_SHAPES = ["{n} {b} {v}.", "So {n} {b} {v}.", "Thus {n} {b} {v}.",
                 "Checking: {n} {b} {v}."]
FINDER_KEPT = ["{n} has 6 bags of 7 apples.\n\n{n} {b} {v}.",
               "This {b} {v}.", "Adding them {b} {v}.", "It {b} {v}."]

# cjk-said: a reported answer in zh, ja, ko
CJK = ["有人答：{v}", "他答：{v}", "她答：{v}", "某人答：{v}",
       "学生答：{v}", "学生的答案是{v}", "老师说答案是{v}",
       "有人说答案是{v}", "他的答案是{v}", "学生说：{v}",
       "彼の答えは{v}", "学生の答えは{v}", "学生は{v}と答えた",
       "彼は{v}と答えた", "학생의 답은 {v}", "그의 답은 {v}",
       "그는 {v}라고 답했다"]
CJK_KEPT = ["答：{v}", "答案是{v}", "所以答案是{v}。", "故答：{v}",
            "最终答案是{v}", "答えは{v}", "よって、答えは{v}です。",
            "답은 {v}", "따라서 답은 {v}입니다."]

# euro-said: a reported answer in es, fr, de, it, pt, ru
EURO = ["El estudiante respondió {v}.", "El profesor dice {v}.",
        "La respuesta del estudiante es {v}.",
        "L'élève a répondu {v}.", "Le professeur dit {v}.",
        "La réponse de l'élève est {v}.",
        "Der Lehrer sagt {v}.", "Der Schüler antwortete {v}.",
        "Die Antwort des Schülers ist {v}.",
        "Lo studente ha risposto {v}.", "Il maestro dice {v}.",
        "La risposta dello studente è {v}.",
        "O aluno respondeu {v}.", "O professor diz {v}.",
        "A resposta do aluno é {v}.",
        "Ученик ответил {v}.", "Учитель говорит {v}.",
        "Ответ ученика {v}."]
EURO_KEPT = ["La respuesta es {v}.", "La réponse est {v}.",
             "Die Antwort ist {v}.", "La risposta è {v}.",
             "A resposta é {v}.", "Ответ: {v}."]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red10.sh:
#  - tool: a name before "gives" and a bare value ("Python gives 42.").
# (attrib-echo with a disowning word closed: "As Bob claims, ...
# \\boxed{42} apples, as Bob claims." lent "claims" from the response's
# words before its answer; a word of answer_open.c's nevers[] is no
# longer lent so, as the problem lends none alone.  "according" was in
# no row; it is now read, see attrib-clause below.)
# (subject-bare after a copula closed: with no problem text, "The
# distractor is 42 apples." was read as before a value with a noun; a
# count (a number and a counted noun, no unit) after a copula after a
# description of its own that names no quantity is now refused as a
# bare value is, "The rope is 1 m 20 cm" and "The total is 42 apples"
# read as before.)
# (subject closed: under a problem, "The answer key is 42 apples." was
# read as a description headed by "answer", a noun of a quantity
# anywhere in it; the noun must now be the head as measure_named reads
# it (the last word, or a word of head_next[], a noun, a name or a
# participle after it), not a noun that qualifies another.)
# (cjk-said closed: main rewarded "有人答：42", 有 and 人 two rows before
# the answer line 答：; the words before 答： in its sentence must now be
# a conclusion of answer_frame.c's answer_line_leads[] or none.)
# (attrib-clause and attrib-echo closed: a clause after the noun that a
# word of answer_rest.c's clause_words[] opens is read with no newcomer
# in it when its subject is not the noun's ("that Bob says", "which my
# friend reports", "when Bob counts them", "which is what the key
# says"), and "according to" needs one of own_sources[] ("the
# formula"); main's labelled sets unchanged, measured.)
# (subject-bare closed: with no problem text, a count after a verb
# after a description of its own is a word problem's deed only when
# the verb is one of answer_verbs.c's (papo_answer_verb: "the recipe
# makes 12 trips") and no wish (answer_open.c's wishes[]): "The grader
# expects 42 apples.", "The answer key lists 42 apples.", "The
# textbook wants 42 apples." are refused; hostile_negdesc's controls,
# t-verify-kinds2's and t-verify-pre's kept, measured.)
# (tool's outputs closed: with no problem text, "output" after a word
# of its own ("The tool output is 42.", "The code output is 42.") is
# someone's or something's output, not the response's statement;
# answer_open.c's tool_output, after a determiner, "final" or a
# mathematical object of output_of[] it is read as before.  A name
# before "gives" and a bare value ("Python gives 42.", as "Bob gives
# 42.") is left.)
# (tool closed, h21-holes11: "Python gives 42." and "Bob gives 42."
# alike; with no problem a capitalised name before a verb of
# answer_open.c's finds[] is the response's subject only when the
# response named it before its sentence (answer_open.c,
# unnamed_finder); main (cbcfe0d) rewarded the 4 known and 520 of
# the 1,920 generated "finder" variants, 0 each now, and the 96
# finder twins are rewarded.)
KNOWN = []


known = verify_run.known_by(KNOWN)


def finder_rows(out, ctl, v):
    """The finder family: each name, verb and shape; the twins with
    every verb, a name in turn."""
    for n in FINDER_NAMES:
        for b in FINDER_VERBS:
            out.extend(("finder", v, t.format(n=n, b=b, v=v))
                       for t in FINDER_SHAPES)
    for k, b in enumerate(FINDER_VERBS[:6]):
        n = FINDER_NAMES[k % len(FINDER_NAMES)]
        ctl.extend(("finder", v, t.format(n=n, b=b, v=v))
                   for t in FINDER_KEPT)


def rows():
    out, ctl = [], []
    for v in VALUES:
        for a in CLAUSE_AGENTS:
            out.extend(("attrib-clause", v, t.format(v=v, a=a))
                       for t in CLAUSE_SHAPES)
        for s in SUBJECTS:
            out.extend(("subject-bare", v, s + " " + t.format(v=v))
                       for t in SUBJECT_VERBS)
        for s in TOOLS:
            out.extend(("tool", v, s + " " + t.format(v=v))
                       for t in TOOL_VERBS)
        finder_rows(out, ctl, v)
        for fam, ts, ks in (("tool", [], TOOL_KEPT),
                            ("cjk-said", CJK, CJK_KEPT),
                            ("euro-said", EURO, EURO_KEPT),
                            ("subject", [], SUBJECT_KEPT[:5] +
                             BARE_KEPT)):
            out.extend((fam, v, t.format(v=v)) for t in ts)
            ctl.extend((fam, v, t.format(v=v)) for t in ks)
    return out, ctl


def with_problems():
    """The variants and controls that have a problem text: attrib-echo
    and subject."""
    out = []
    for v in VALUES:
        d = {"v": v, "w": str(2 * int(v))}
        for fam, p, ts in (("attrib-echo", ECHO_PROBLEM, ECHO_SHAPES),
                           ("control-attrib", ECHO_PROBLEM, ECHO_KEPT),
                           ("control-subject", SUBJECT_PROBLEM,
                            SUBJECT_KEPT)):
            out.extend({"family": fam, "answer": v, "problem":
                        p.format(**d), "response": t.format(**d)}
                       for t in ts)
        for s in SUBJECTS:
            out.extend({"family": "subject", "answer": v, "problem":
                        SUBJECT_PROBLEM.format(**d), "response": s + " " +
                        t.format(**d)} for t in SUBJECT_VERBS)
    return out


def main():
    verify_run.usage("hostile_red10")
    out, ctl = rows()
    vs = verify_run.records(out, ctl) + with_problems()
    return verify_run.run("hostile_red10", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
