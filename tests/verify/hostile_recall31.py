#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall31.py: issue 26's lost signal, round 31 (h31-open):
the wrappers a committed statement comes in, each right form with twins
(a hedge, a negation, a second value, code) that must stay refused.

usage: hostile_recall31.py PAPO_VERIFY [--list]

Kinds (the group of each variant; "-right" a right answer, lost when
refused; "-twin" a twin that hedges, denies, offers two values or ends
in code, and "-wrong" the right one against another reference: never
rewarded):
  jsonfence  a fenced JSON answer whose reasoning string runs over raw
             lines holding markdown headings or lines a comment mark
             opens ("### Step 1", "# Note", "// check"): the string's
             text, not code; twins: a comment line after the object, a
             hedged or second value in the answer field.
  fence      a reply ending on code fences (python, bash, text-less)
             that hold only an answer statement, in en, de, fr, es, zh,
             ja; twins: the statement hedged, denied or with two
             values, a fence holding code or a comment.
  textdisp   the answer phrase written inside a display's \\text{}
             ("\\[ \\text{The answer is (D)} \\]", "$\\text{Answer: 42}$"),
             in en, de, fr, es, pt, ru, zh; twins: the phrase hedged,
             denied, bounded, conditioned or with two values inside the
             group, a doubt after the display.
  opening    a last statement after a phrase of the problem's own that
             opens it ("In 4 weeks, she has spent 34 hours." of "In 4
             weeks, how much time ..."), in prose, bold, a JSON answer
             field; twins: another opening, a second value, a doubt, a
             condition, a negation, a correction, no problem.
  count      a sentence after the answer naming the problem's count in
             words ("\\boxed{13}" then "... the nine numbers ..."): the
             problem's count, never the answer (twins against the
             count as the reference; "-bare" the same with no problem).
  rel        a last statement whose noun is followed by the problem's
             phrase and a relative clause of the problem's words the
             response joins with "that", "which", "who" ("19 integers
             from 1 to 100, inclusive, that have at least one digit
             equal to 6"); twins: another count or digit in the clause,
             a modal, a negation, a second value, "about".
Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_recall31: N variants (M right), K wrong, L lost, H known
holes".  Exits 1 when a twin or a wrong-reference variant is rewarded
that is no known hole (KNOWN: "**42** students in the 4 classes who
walk ..." where the problem says 3; "After 11 years, the tree is 65
cm tall." with no problem; where the problem asks after 5 years,
known until h37-part30).  A sentence after the
box holding "the" and a count in words before its noun ("\\boxed{16}"
then "So the twelve students can be seated ...", no problem given),
read as 12 on main, is no answer since h36-known29: a later statement
of another value than the box's whose words are not all read is no
statement of it (answer_find.c, later_statement).
"""
import sys

import verify_run

VALS = ["42", "176", "3/4"]

REASONS = [
    "### Step 1: Read the problem\nWe add the parts.\n\n"
    "### Step 2: Compute\nThe sum is {v}.\n\n### Final Answer:\nThe total is {v}.",
    "# Plan\nCount the cases.\n\n# Result\nThere are {v} of them.",
    "// check the sum\nThe parts add up to {v}.",
    "### Schritt 1\nWir addieren.\n\n### Ergebnis\nDie Summe ist {v}.",
    "### 步骤 1\n我们把各部分相加。\n\n### 最终答案\n总数是{v}。",
    "Step 1: add.\n-- the sum is {v}\n; done",
]

JSON_RIGHT = ['```json\n{{\n    "reasoning": "{r}",\n    "answer": "{v}"\n}}\n```',
              '```\n{{\n  "reasoning": "{r}",\n  "answer": "{v}"\n}}\n```',
              '```json\n{{"reasoning": "{r}", "answer": "{v}"}}\n```',
              '```json\n[{{"reasoning": "{r}", "answer": "{v}"}}]\n```']
JSON_TWINS = ['```json\n{{\n    "reasoning": "{r}",\n    "answer": "{v}"\n}}\n'
              '# not sure, maybe {u}\n```',
              '```json\n{{\n    "reasoning": "{r}",\n    "answer": "{v}"\n}}\n'
              '// TODO: {u}?\n```',
              '```json\n{{\n    "reasoning": "{r}",\n'
              '    "answer": "about {v}"\n}}\n```',
              '```json\n{{\n    "reasoning": "{r}",\n'
              '    "answer": "{v} or {u}"\n}}\n```',
              '```json\n{{\n    "reasoning": "{r}",\n'
              '    "answer": "not {v}"\n}}\n```',
              '```python\n{{\n    "reasoning": "{r}",\n'
              '    "answer": "{v}"\n}}\n# print(answer)\n```']


def other(v):
    return "5/4" if v == "3/4" else verify_run.other(v)


def jsonfence(add):
    for v in VALS:
        u = other(v)
        for r in REASONS:
            r = r.format(v=v)
            for t in JSON_RIGHT:
                x = t.format(r=r, v=v)
                add("jsonfence-right", v, x)
                add("jsonfence-wrong", u, x)
            for t in JSON_TWINS:
                add("jsonfence-twin", v, t.format(r=r, v=v, u=u))


# an answer statement per language, and its twins (hedged, denied, two
# values)
STMTS = [("The answer is {v}.",
          ["The answer is probably {v}.", "The answer is not {v}.",
           "The answer is {v} or {u}.", "The answer is {v}?",
           "The answer is maybe {v}."]),
         ("Die Antwort ist {v}.",
          ["Die Antwort ist vielleicht {v}.", "Die Antwort ist nicht {v}.",
           "Die Antwort ist {v} oder {u}."]),
         ("La réponse est {v}.",
          ["La réponse est peut-être {v}.", "La réponse n'est pas {v}.",
           "La réponse est {v} ou {u}."]),
         ("La respuesta es {v}.",
          ["La respuesta es quizás {v}.", "La respuesta no es {v}.",
           "La respuesta es {v} o {u}."]),
         ("答案是{v}。", ["答案可能是{v}。", "答案不是{v}。", "答案是{v}或{u}。"]),
         ("答えは{v}です。", ["答えはたぶん{v}です。", "答えは{v}ではありません。"])]

LEADS = ["We compute the total step by step and find {v}.\n"
         "The answer is {v}.\n",
         "Counting the cases gives {v}.\n"]
CODE = "```python\nfrom math import comb\nprint(comb(10, 4) - 34)\n```\n\n"
INFOS = ["python", "", "bash"]
CODE_TWINS = ["```python\nprint({v})\n```",
              "```python\n# The answer is {v}.\n```",
              "```python\nThe answer is {v}.\nprint({u})\n```",
              "```python\nanswer = {v}\n```",
              "```python\nThe answer is {v}.\n# or {u}\n```"]


def fence(add):
    for v in ("42", "176"):
        u = other(v)
        for lead in LEADS:
            lead = lead.format(v=v)
            for st, twins in STMTS:
                s = st.format(v=v)
                for info in INFOS:
                    one = "```%s\n%s\n```" % (info, s)
                    for x in (lead + CODE + one,
                              lead + CODE + (one + "\n") * 3 + one,
                              lead + one):
                        add("fence-right", v, x)
                        add("fence-wrong", u, x)
                    for tw in twins:
                        t = "```%s\n%s\n```" % (info, tw.format(v=v, u=u))
                        add("fence-twin", v, lead + CODE + t)
            for t in CODE_TWINS:
                add("fence-twin", u, lead.replace(v, u) + CODE +
                    t.format(v=v, u=u))
                add("fence-twin", v, lead.replace(v, u) + CODE +
                    t.format(v=u, u=v))


DISPLAYS = [("\\[ ", " \\]"), ("\\[", "\\]"), ("$", "$"), ("$$", "$$"),
            ("\\(", "\\)")]
PHRASES = ["The answer is {v}", "Answer: {v}", "The final answer is {v}",
           "Die Antwort ist {v}", "La réponse est {v}",
           "La respuesta es {v}", "Ответ: {v}", "答案是{v}",
           "A resposta é {v}"]
PHRASE_TWINS = ["The answer is maybe {v}", "The answer is not {v}",
                "The answer is {v} or {u}", "The answer is about {v}",
                "The answer is probably {v}", "Die Antwort ist nicht {v}",
                "La réponse est peut-être {v}",
                "The answer is at least {v}", "Die Antwort ist etwa {v}",
                "Die Antwort ist {v} oder {u}", "La réponse n'est pas {v}",
                "La réponse est {v} ou {u}", "La respuesta no es {v}",
                "La respuesta es quizás {v}", "La respuesta es {v} o {u}",
                "Ответ: не {v}", "Ответ: примерно {v}", "答案可能是{v}",
                "答案不是{v}", "答案是{v}或{u}", "A resposta não é {v}",
                "A resposta é talvez {v}", "The answer is {v}, I think",
                "If n is even, the answer is {v}"]
DISP_LEADS = ["Thus, the probability that the bakery runs out is:\n",
              "Putting it together:\n\n", ""]
VALS_D = [("D", "(D)", "B", "(B)"), ("42", "42", "43", "43"),
          ("\\frac{3}{4}", "\\frac{3}{4}", "\\frac{5}{4}", "\\frac{5}{4}")]


def textdisp(add):
    for ref, shown, oref, oshown in VALS_D:
        for o, c in DISPLAYS:
            for lead in DISP_LEADS:
                for p in PHRASES:
                    x = "%s%s\\text{%s}%s" % (lead, o, p.format(v=shown), c)
                    add("textdisp-right", ref, x)
                    add("textdisp-wrong", oref, x)
                for p in PHRASE_TWINS:
                    x = "%s%s\\text{%s}%s" % (lead, o, p.format(
                        v=shown, u=oshown), c)
                    add("textdisp-twin", ref, x)
                x = "%s%s\\text{The answer is %s}%s\n\nBut I am not sure." % (
                    lead, o, shown, c)
                add("textdisp-twin", ref, x)


# (problem, its opening phrase, the statement after it, its twins with
# {v}); the opening is the problem's own words with its number
OPENINGS = [
    ("Charisma meditates 30 minutes a day and does yoga 5 hours a week. "
     "In 4 weeks, how much time has she spent on meditation and yoga?",
     "In 4 weeks", "Charisma has spent {v} hours on meditation and yoga.",
     "she has spent {v} hours"),
    ("A shop sells 122 books a month. How many books does it sell over "
     "the 3 months?", "Over the 3 months", "the shop sells {v} books.",
     "it sells {v} books"),
    ("Tom saves 7 dollars a day. How many dollars does he save during "
     "the 6 days?", "During the 6 days", "Tom saves {v} dollars.",
     "he saves {v} dollars"),
    ("A tree grows 9 cm a year. After 5 years, how tall is the tree if "
     "it was 20 cm?", "After 5 years", "the tree is {v} cm tall.",
     "the tree is {v} cm tall")]
OPEN_TWINS = ["{o}, {s2} or {u}.", "{o}, maybe {s}", "{o}, {a}",
              "{x}, {s}", "{o}, if nothing changes, {s}",
              "{o}, {s} No, {s3}"]
OPEN_FORMS = ["{o}, {s}", "{o}, {s2}.", "**{o}, {s}**",
              'Reasoning done.\n\n{{"answer": "{o}, {s}"}}',
              "We add the parts.\n\n{o}, {s}"]


def opening(add):
    vals = {"In 4 weeks": 34, "Over the 3 months": 366,
            "During the 6 days": 42, "After 5 years": 65}
    for p, o, st, short in OPENINGS:
        v = vals[o]
        u = v + 1
        s_ = st.format(v=v)
        s2 = short.format(v=v)
        for t in OPEN_FORMS:
            x = t.format(o=o, s=s_, s2=s2)
            add("opening-right", str(v), x, p)
            add("opening-wrong", str(u), x, p)
        x = "{o}, {s}".format(o=o, s=s_)
        add("opening-twin", str(v), x)           # no problem: no opening
        ab = st.replace("{v}", "about {v}").format(v=v)
        ng = short.replace("{v}", "not {v}").format(v=v)
        other_o = o.replace(str([c for c in o.split() if c.isdigit()][0]),
                            "11")
        for t in OPEN_TWINS:
            x = t.format(o=o, s=s_, s2=s2, u=u, a=ab, x=other_o,
                         s3=st.format(v=u))
            add("opening-twin", str(v), x, p)
        add("opening-twin", str(v), "{o}, {n}.".format(o=o, n=ng), p)


# (problem with a count in words and its noun, that count in digits,
# the sentence after the box naming it)
COUNTS = [("Find the number of ways in which the nine numbers 1, 12, "
           "123, ..., 123456789 can be arranged in a row so that adjacent "
           "numbers are relatively prime.", 9,
           "This means that there is no way to arrange the nine numbers "
           "in a row."),
          ("In how many ways can the twelve students be seated so that no "
           "two friends sit together?", 12,
           "So the twelve students can be seated in that many ways."),
          ("The five boxes hold 3, 5, 7, 9 and 11 balls. How many balls "
           "must be moved to make them equal?", 5,
           "Thus the five boxes end up equal."),
          ("Each of the twenty-one cards shows a number. How many cards "
           "show an even number?", 21,
           "Checking the twenty-one cards confirms it.")]


def count(add):
    for p, c, after in COUNTS:
        for box in ("\\[\\boxed{%d}\\]\n" % (c + 4),
                    "The answer is \\(\\boxed{%d}\\).\n\n" % (c + 4),
                    "**Answer:** %d\n\n" % (c + 4)):
            x = box + after
            add("count-twin", str(c), x, p)    # the problem's count
            add("count-bare", str(c), x)       # no problem to tell it
        add("count-right", str(c + 4), "\\boxed{%d}" % (c + 4), p)
        add("count-wrong", str(c), "\\boxed{%d}" % (c + 4), p)


# (problem, value, the noun and the problem's phrase the answer's
# sentence restates, split by a relative pronoun the response adds)
RELS = [("How many of the integers from 1 to 100, inclusive, have at least "
         "one digit equal to 6?", 19, "integers",
         "from 1 to 100, inclusive, that have at least one digit equal to 6",
         ["from 1 to 100, inclusive, that have at least two digits equal "
          "to 6", "from 1 to 100, inclusive, that might have at least one "
          "digit equal to 6", "from 1 to 100, inclusive, that have at least "
          "one digit equal to 7"]),
        ("How many of the students in the 3 classes walk to school each "
         "day?", 42, "students", "in the 3 classes who walk to school each "
         "day", ["in the 4 classes who walk to school each day",
                 "in the 3 classes who may walk to school each day",
                 "in the 3 classes who do not walk to school each day"]),
        ("How many of the 12 boxes on the top shelf hold red balls?", 5,
         "boxes", "on the top shelf which hold red balls",
         ["on the top shelf which hold blue balls",
          "on the top shelf which probably hold red balls"])]
REL_FORMS = ["Thus, there are {v} {n} {r}.", "Thus, there are **{v}** {n} {r}.",
             "So there are {v} {n} {r}."]
REL_LEAD = "We count each case once and remove the overlap.\n\n"


def rel(add):
    for p, v, n, r, twins in RELS:
        for t in REL_FORMS:
            x = REL_LEAD + t.format(v=v, n=n, r=r)
            add("rel-right", str(v), x, p)
            add("rel-wrong", str(v + 1), x, p)
            for w in twins:
                add("rel-twin", str(v), REL_LEAD + t.format(v=v, n=n, r=w),
                    p)
            add("rel-twin", str(v), REL_LEAD + t.format(v=v, n=n, r=r)
                [:-1] + ", or %d." % (v + 1), p)
            add("rel-twin", str(v), REL_LEAD + t.format(v="about %d" % v,
                                                        n=n, r=r), p)


# (family, response) of the known holes: "about" before a LaTeX value
# ("The answer is about \\frac{3}{4}." in prose too, rewarded on main: the
# value, read as "3/4", was not found where it is written, so the words
# before it were not read; closed by h35-known28, 15 -> 0: answer_prose.c,
# frac_written_at) and a statement after a time phrase of another number than the
# problem's ("After 11 years, the tree is 65 cm tall." where the problem
# asks after 5 years: read on main, its opening passed over as a
# connective, "After 11 years, the height is 65 cm." with no problem too)
# and a bold count whose relative clause is no
# problem's ("**42** students in the 4 classes who walk ...": the bold
# number's rest not read word by word, on base too)
# The time phrase of another number than the problem's, closed by
# h37-part30: a statement that opens with a preposition of time or
# count, a number the problem states neither in digits nor in words,
# and a word is a case of its own (answer_part.c,
# papo_answer_case_other), 6 -> 5.  Left: the same with no problem
# ("After 5 years, the tree is 65 cm tall."), where nothing tells the
# case from the response's own ("After 3 tries, the total is 42.",
# hostile_red12's control).
# The bold count's rest (4), after h37-part30: a count in it of the
# problem's noun that the problem gives with other numbers only ("in the
# 4 classes" where it says "the 3 classes") is another value after it
# (answer_find.c, count_contradicted in value_after), and a modal in
# the relative clause that the problem does not say ("who may walk")
# makes the clause unread (clause_known), 4 -> 2; left: "who do not
# walk" (a negation there restates the problem's as often: "girls who
# are not in the Girl Scout", corpus) and "which hold blue balls".
KNOWN = [("opening-twin", r"^After 5 years, the tree is 65 cm tall\.$"),
         ("rel-twin", r"\*\*(42|5)\*\* ")]
known = verify_run.known_by(KNOWN)


def rows():
    out = []

    def add(f, a, r, p=None):
        v = {"family": f, "answer": a, "response": r}
        if p:
            v["problem"] = p
        out.append(v)
    for g in (jsonfence, fence, textdisp, opening, count, rel):
        g(add)
    return out


def main():
    verify_run.usage("hostile_recall31")
    return verify_run.run_kinds("hostile_recall31", rows(), known=known,
                                width=10, digits=5)

if __name__ == "__main__":
    sys.exit(main())
