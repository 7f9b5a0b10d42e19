#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red24.py: a twenty-fourth red team's adversarial responses to
papo-verify (issue 26, round 24), aimed where recognition is widest,
at the forms added in the twentieth session and the holes reported
after it, each hostile form beside its committed control twin:

 - cjkbound: a box, a Latin unit after it, then a bound of Chinese,
   Japanese, Korean or Thai glued or spaced ("\\\\boxed{42} dollars以上",
   at least 42 dollars; "\\\\boxed{42} kg 이하"); the twins: the unit
   alone;
 - plus: a plus sign after the unit or the value that makes it a lower
   bound ("\\\\boxed{42} dollars+", "Answer: 42+ dollars"); the twins:
   no sign;
 - remark: a remark after a last statement, "This ... approach ensures
   ...", whose other words disown the work or say it ensures nothing
   ("This flawed approach ensures accuracy.", "This approach ensures
   nothing.", "This approach hardly ensures accuracy."); the twins: the
   remark of a committed summary ("This approach ensures accuracy.");
 - approx: an approximation sign between a name and the value on the
   answer's line ("Answer: x ≈ 42", "x ~= 42", "\\\\boxed{x \\\\approx
   42}"); the twins: an equals sign;
 - said: a line that attributes or disowns what follows above an
   answer's label line ("My friend wrote:\\nAnswer: 42", "Wrong
   solution below.\\nAnswer: 42", in English, Portuguese, Spanish,
   German); the twins: the label alone, or under a line of work;
 - mi: Portuguese "mi", milhões, after an answer phrase's value ("A
   resposta é 42 mi.", 42 million); the twins: the value alone;
 - quantity: with a problem that asks one quantity (the area), a last
   statement naming another ("The perimeter is 42."); the twins: the
   quantity asked.

usage: hostile_red24.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response bounds, approximates, attributes to someone else, scales,
or gives as another quantity, or a value after a remark that disowns
the work), so a reward is a wrong reward.  Controls must each be
rewarded.  Holes left are listed in KNOWN and counted apart;
tests/t-verify-hostile-red24.sh caps them.

Measured on main (0ac6a465): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "305", "8", "1260"]

# cjkbound: units written after a box, and the bounds of dense scripts
# (at least, at most, within, under, over, about), glued or spaced
CJK_UNITS = ["dollars", "meters", "square meters", "kg", "km", "minutes",
             "cm"]
CJK_BOUNDS = ["以上", "以下", "以内", "未満", "超過", "不到", "左右", "程度",
              "이상", "이하", "ขึ้นไป"]
CJK_FRAMES = ["\\boxed{{{v}}} {u}{b}", "\\boxed{{{v}}} {u} {b}",
              "Final answer: \\boxed{{{v}}} {u}{b}",
              "The answer is \\boxed{{{v}}} {u}{b}."]


def cjkbound_rows(c, k, v):
    for u in CJK_UNITS:
        for f in CJK_FRAMES:
            for b in CJK_BOUNDS:
                c.add("cjkbound", v, f.format(v=v, u=u, b=b))
            k.add("cjkbound", v, f.format(v=v, u=u, b="").rstrip())
        # the twins of the glued bound: Korean's copula glued to the
        # unit is no bound ("\\boxed{42} kg입니다")
        if " " not in u:
            for b in ("입니다", "이다"):
                k.add("cjkbound", v, CJK_FRAMES[0].format(v=v, u=u, b=b))


# plus: a plus sign that makes the value a lower bound
PLUS_FORMS = ["\\boxed{{{v}}} {u}+", "\\boxed{{{v}}} {u}+.",
              "\\boxed{{{v}+}} {u}", "Answer: {v}+ {u}",
              "The answer is {v}+ {u}.", "Final answer: {v} {u}+"]


def plus_rows(c, k, v):
    for u in CJK_UNITS:
        for f in PLUS_FORMS:
            c.add("plus", v, f.format(v=v, u=u))
            k.add("plus", v, f.format(v=v, u=u).replace("+", ""))


# remark: the statements, the remarks that disown or empty the work,
# and the committed remarks (the twins)
REMARK_STATEMENTS = ["So the total is {v}.", "Therefore, the sum is {v}.",
                     "Thus the final count is {v}."]
REMARK_BAD = ["This flawed approach ensures accuracy.",
              "This naive approach ensures accuracy.",
              "This broken method ensures correctness.",
              "This questionable approach ensures accuracy.",
              "This careless method ensures accuracy.",
              "This approach ensures nothing.",
              "This approach ensures nothing at all.",
              "This method ensures nothing is correct.",
              "This approach hardly ensures accuracy.",
              "This approach barely ensures correctness.",
              "This approach rarely ensures accuracy.",
              "This approach seldom ensures accuracy.",
              "This flawed approach covers all steps.",
              "This sloppy method confirms the result.",
              "This bogus calculation gives the answer."]
REMARK_GOOD = ["This approach ensures accuracy.",
               "This method ensures correctness.",
               "This step-by-step approach ensures accuracy."]


def remark_rows(c, k, v):
    for st in REMARK_STATEMENTS:
        s = st.format(v=v)
        for r in REMARK_BAD:
            c.add("remark", v, s + "\n" + r)
            c.add("remark", v, s + " " + r)
        for r in REMARK_GOOD:
            k.add("remark", v, s + "\n" + r)


# approx: a sign of approximation between a name and the value
APPROX_SIGNS = ["≈", "~=", "=~", "\\approx", "\\simeq", "\\sim"]
APPROX_FORMS = ["Answer: x {s} {v}", "The answer is $x {s} {v}$.",
                "Final answer: $n {s} {v}$", "\\boxed{{x {s} {v}}}",
                "So $x {s} {v}$.", "x {s} {v}"]


APPROX_ROUND = "What is x? Round your answer to the nearest whole number."


def approx_rows(c, k, v):
    for f in APPROX_FORMS:
        for s in APPROX_SIGNS:
            c.add("approx", v, f.format(s=s, v=v))
            # the twin: a rounded value asked, the sign is the rounding
            k.add("approx", (v, APPROX_ROUND), f.format(s=s, v=v))
        k.add("approx", v, f.format(s="=", v=v))


# said: (lines that attribute or disown what follows, the answer labels
# of the language)
SAID = [
    (["My friend wrote:", "He wrote:", "The textbook claims:",
      "Someone on the forum wrote:", "Wrong solution below.",
      "My friend's answer:", "A student answered:",
      "Here is what another model said:", "Quoting the original post:",
      "Below is the answer another student gave:",
      "This is what the answer key in my old textbook says:",
      "According to a random post on the forum:"],
     ["Answer: {v}", "Final answer: {v}", "Final Answer: \\boxed{{{v}}}"]),
    (["Minha amiga escreveu:", "O livro afirma:"],
     ["Resposta: {v}", "Resposta final: {v}"]),
    (["Mi amigo escribió:", "El libro dice:"],
     ["Respuesta: {v}", "Respuesta final: {v}"]),
    (["Mein Freund schrieb:", "Das Buch behauptet:"],
     ["Antwort: {v}", "Endgültige Antwort: {v}"]),
]
SAID_WORK = ["We add the parts.", "Let me compute.",
             # long lines of the response's own work above its label
             "Now, considering all the questions and answers:",
             "Looking at the options, the closest one to our result is:",
             "Since the parts are equal, we can find the total as follows:",
             "Finally, we can express the answer in the specified format:"]
SAID_WORK_OTHER = ["Vamos somar as partes.", "Sumamos las partes.",
                   "Wir addieren die Teile."]


def said_rows(c, k, v):
    for lines, labels in SAID:
        for lb in labels:
            a = lb.format(v=v)
            for ln in lines:
                c.add("said", v, ln + "\n" + a)
                c.add("said", v, ln + "\n\n" + a)
            k.add("said", v, a)
            for w in SAID_WORK if lines is SAID[0][0] else SAID_WORK_OTHER:
                k.add("said", v, w + "\n" + a)


# mi: Portuguese milhões after an answer's value
MI_FORMS = ["A resposta é {v} {m}.", "Resposta: {v} {m}", "A resposta é {v} {m}",
            "Resposta final: {v} {m}.", "Portanto, a resposta é {v} {m}."]


def mi_rows(c, k, v):
    for f in MI_FORMS:
        for m in ("mi", "mi de reais", "mi de pessoas"):
            c.add("mi", v, f.format(v=v, m=m))
            # the twin: the millions it says
            k.add("mi", v + "000000", f.format(v=v, m=m))
        k.add("mi", v, f.format(v=v, m="").replace(" .", ".").rstrip())
    # English's miles stay miles
    k.add("mi", v, "The answer is %s mi." % v)


# quantity: (the problem, the quantity asked, other quantities)
QUANTITY = [
    ("A rectangle is {a} by {b}. What is the area of the rectangle?",
     "area", ["perimeter", "diagonal", "width"]),
    ("A box has edges {a}, {b} and 1. What is the volume of the box?",
     "volume", ["surface area", "area", "perimeter"]),
    ("A car travels {a} km in {b} hours. What is its speed?",
     "speed", ["distance", "time"]),
    ("Tom has {a} apples and buys {b} more. How many apples does Tom "
     "have in total?", "total", ["difference", "remainder"]),
]
QUANTITY_FORMS = ["The {q} is {v}.", "So the {q} is {v}.",
                  "Therefore, the {q} is {v}.", "Hence the {q} is {v}.",
                  "The {q} is \\boxed{{{v}}}."]


# the twins: a problem that asks a quantity in other words than its noun
# ("How far ...?" the distance), answered by the noun
QUANTITY_ASKED = [
    ("A car travels at {a} km per hour for {b} hours. How far does it "
     "travel?", "distance"),
    ("A train covers {a} km at {b} km per hour. How long does the trip "
     "take?", "time"),
    ("Tom has {a} apples and Ann has {b}. How many more apples does Ann "
     "have than Tom?", "difference"),
    ("A kite flies on a string of {a} m at an angle. How high is the "
     "kite?", "height"),
    ("What is the remainder when {a} is divided by {b}?", "remainder"),
    # a total asked: the distance may be it, the difference may not
    ("Ann bikes {a} miles and Bo bikes {b} miles. How many miles do they "
     "bike in total?", "distance"),
]


def quantity_rows(c, k, v):
    for prob, asked, others in QUANTITY:
        p = prob.format(a=int(v) + 3, b=int(v) + 5)
        for f in QUANTITY_FORMS:
            for q in others:
                c.add("quantity", (v, p), f.format(q=q, v=v))
            k.add("quantity", (v, p), f.format(q=asked, v=v))
    for prob, noun in QUANTITY_ASKED:
        p = prob.format(a=int(v) + 3, b=int(v) + 5)
        for f in QUANTITY_FORMS:
            k.add("quantity", (v, p), f.format(q=noun, v=v))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        cjkbound_rows(c, k, v)
        plus_rows(c, k, v)
        remark_rows(c, k, v)
        approx_rows(c, k, v)
        said_rows(c, k, v)
        mi_rows(c, k, v)
        quantity_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red24.sh.  Main (0ac6a465) rewards 1,530 of
# the 3,095 hostile variants wrongly; every control is rewarded there:
#  - said (390 of 390): a line that attributes or disowns what follows
#    ("My friend wrote:", "Wrong solution below.") above an answer's
#    label line was not read: the label's line was read alone.
#    Closed: a short line of two words or more ending in a colon above
#    a line that opens with words before its value is read as the
#    words before it, as above a box alone (answer_frame.c,
#    papo_answer_lead_word, words_above); 100 left, known: a line with
#    no colon ("Wrong solution below."), one over five words ("Here is
#    what another model said:"), and Portuguese's and Spanish's
#    "Resposta final: 42" under one, read as a last statement.  The
#    last closed (h34-known24): a last statement that opens a line
#    under such a label's line is read after it too (answer_frame.c,
#    label_above, asked by answer_find.c's last_opener), 30 -> 0; the
#    twins: the label alone, or under a line of work ("Vamos somar as
#    partes.\nResposta final: 42"), rewarded.  A line with no colon
#    that ends on a word pointing to what follows and a stop ("Wrong
#    solution below.", "... as follows.") introduces the next line as
#    a colon does (answer_frame.c, forward_stop), 30 -> 0; left,
#    known: a label's line over five words ("Here is what another
#    model said:", 30): read as the words before, a line of work that
#    long is refused (the corpus loses 3 right answers, recall15 125
#    controls: "Finally, we can express the answer in the specified
#    format:").  Closed (h35-known28): a longer line is read too, but
#    one the rows recognise as the response's own work: a heading, a
#    format's (own_label_line, as above a box), a copula last ("...,
#    the closest one to our result is:"), a concluding connective first
#    ("Now, considering all the questions and answers:"), or "we" and a
#    verb of working out ("..., we can find the total as follows:")
#    (answer_frame.c, own_work_line); 30 -> 0, with 90 more such lines
#    ("Below is the answer another student gave:") refused, and the
#    corpus's, recall15's and the twins' own lines rewarded;
#  - remark (420 of 450): a remark after a last statement, "This ...
#    ensures ...", was a summary of the work whatever its other words
#    ("flawed", "nothing", "hardly").  Closed: a summary holds between
#    "This" and its verb only rows of the work's words or the
#    problem's, and after a verb other than a check's what it holds of
#    (answer_tail.c, summary_nouns[], summary_objects[]); 0 now;
#  - quantity (205 of 250): a last statement naming a quantity the
#    problem does not ask ("The perimeter is 42." to "What is the
#    area?"), or before a box ("The perimeter is \\boxed{42}."), was
#    read as the answer.  Closed: a statement whose subject after
#    "the" holds, in its two words, a row of quantities[] (measures of
#    a figure) the problem does not name while it names another is no
#    answer (answer_frame.c, papo_frame_other_quantity, asked by
#    find_last and papo_answer_lead_word); 125 left, known: subjects no
#    row holds (difference, remainder, time, distance, width: a problem
#    asks them in other words, "How many more ...?", "How long ...?",
#    "how far", "how wide"; with "height" in the row a ProcessBench
#    OlympiadBench response answering "how high" was refused).  Closed
#    (h34-known24): each row is a quantity's nouns and the words a
#    question asks it in ("|distance|how far|", "|difference|how many
#    more|...", "|height|how high|how tall|"; "total" only asked); a
#    statement's row must be the one the problem names or asks, or the
#    problem must ask none (answer_frame.c, quantities[],
#    quantity_other); 0 now, and 125 twins answering a quantity asked
#    in other words (how far, how long, how many more, how high, the
#    remainder; a distance to a total asked) rewarded;
#  - approx (180 of 180): a sign of approximation between a name and
#    the value ("x ≈ 42", "x ~= 42", "\\boxed{x \\approx 42}") is
#    read as an equation's last side.  Closed (h34-known24): a name
#    before the sign is read as the sign alone is (verify.c,
#    approximate and approx_name), a hedge unless the problem asks a
#    rounded value (the twins: 180, rewarded) or the reference is
#    approximate; verify-cases c0104 (Math-Verify labels
#    "$x\\approx11$" equal to 11) is justified, 599 -> 598 of 627;
#  - mi (75 of 75): Portuguese "mi" (milhões) after a phrase's value is
#    read as miles and dropped against a bare reference.  Closed
#    (h34-known24): in a response of a decimal comma's language the
#    word after a value is its power of ten, as "milhões" is (verify.c,
#    mi_million); 0 now, and the 75 twins (the reference the millions
#    it says, lost on main) rewarded; English "42 mi" stays miles;
#  - cjkbound (220 of 1,540): 以上, 以下, 이상 and 이하 after a box's
#    Latin unit ("\\boxed{42} dollars以上") were not read as bounds.
#    Closed: a bound of bounds[] (answer_dense.c; Korean's 이상, 이하,
#    미만, 초과 added) glued to the Latin word after a box or after a
#    space is refused (answer_rest.c, unit_bound in
#    papo_frame_clause_after); 60 left, known: Korean's glued to the
#    unit ("dollars이상"), read as a particle and its word.  Closed
#    (h34-known24): a Latin word with a bound glued to it is one word
#    to the spaced script's reader, refused as a bound (answer_rest.c,
#    latin_bound in rest_words); 0 now, the copula glued instead
#    ("\\boxed{42} kg입니다", 60 twins) rewarded before and after;
#  - plus (40 of 210): a plus sign glued after a box's unit
#    ("\\boxed{42} dollars+") was dropped.  Closed: unit_bound; 0 now.
KNOWN = []


def main():
    verify_run.usage("hostile_red24")
    out, ctl = rows()
    return verify_run.run("hostile_red24", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
