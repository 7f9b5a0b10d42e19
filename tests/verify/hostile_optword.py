#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_optword.py: a multiple-choice letter whose text, or a comma
after it, goes on into a word the options do not hold (issue 26,
h19-tidy): "Jawabannya adalah (B), kecuali n genap.", "The answer is
(B), nope.", "Therefore, the answer is (B) decrease hatta."
answer_choice.c read the text after a letter as the option's unless a
word of its list not_text (not, maybe, jika, ikiwa, ...) was in it; a
word the list lacked passed, and against a letter reference with no
problem the text was not compared (1,044 of 2,160 "none" variants
rewarded at h19-tidy).  Now, with no problem, the text after the letter
counts only when it adds nothing to it: formatting, the letter
restated, a value with no word, or a closing remark recognised whole
(papo_answer_choice_rest).

usage: hostile_optword.py PAPO_VERIFY [--list]

Variants: the right letter with its text, a value, or a comma and each
qualifier after it, under a problem listing four word options
("problem") and with none ("none", "none-value", "none-tex": a
qualifier made a TeX command, "(B) $12 \\nope$"); labelled by
construction: the reference is the letter, but the text takes it back
or narrows it, so a reward is a wrong reward.  Controls, each of which
must be rewarded: the letter with its option's text under the problem;
with no problem, their twins in English, Indonesian and Swahili: the
letter in bold, with a value ("(B) 12", "(B) 4\u221a2"), with a closing
remark after it or after its comma ("Jawabannya adalah (B), semoga
membantu."); and a choice statement followed by a sentence
("The correct option is A. The volume doubles arguably."), under a
problem whose options are sentences and with none (there the sentence
is read by the shapes of a restatement: "stmt-shape" places each
qualifier anywhere in it, or makes it "It is plausible."), with the
option's own sentence as control, and with no problem the shapes'
twins ("The correct choice is G. The sequence converges to 2.").
Prints each variant rewarded and each control refused, a
count per family; exits 1 when any is.  --list writes the variants
(JSONL).
"""
import re
import sys

import verify_run

OPTIONS = [["increase", "decrease", "stay the same", "halve"],
           ["copper", "silver", "gold", "iron"],
           ["north", "south", "east", "west"]]
LETTERS = "ABCD"
# doubts, conditions and take-backs in English, Indonesian and Swahili
# the old list of answer_choice.c did not hold
QUALIFIERS = ["arguably", "likely", "hopefully", "seemingly",
              "apparently", "supposedly", "sometimes", "rarely",
              "nearly", "almost", "partly", "initially", "nope",
              "untrue", "dubious", "debatable", "refuted", "rejected",
              "wrongly", "kecuali n genap", "barangkali", "kayaknya",
              "atau C", "isipokuwa n ni shufwa", "ama C", "pengine",
              "yamkini", "hatta", "until proven", "pending review"]


# the statements a letter is given in (the text or the qualifier at {q})
FORMS = ["Therefore, the answer is ({L}) {t} {q}.",
         "The answer is ({L}), {q}.", "Jawabannya adalah ({L}), {q}.",
         "Jibu ni ({L}), {q}.", "Jawabannya adalah ({L}) {q}.",
         "The correct option is {L}. The answer is {t} {q}."]


# values with no word, after a letter where no problem lists options
VALUES = ["12", "4\u221a2", "$\\frac{1}{2}$", "2\u03c0"]
VALUE_FORMS = ["The answer is ({L}) {v} {q}.",
               "Jawabannya adalah ({L}) {v} {q}.",
               "Jawabannya adalah ({L}), {v} {q}.",
               "Jibu ni ({L}), {v} {q}."]
# the twins with no problem, each rewarded: formatting, a value, a
# closing remark (Swahili gives no value after a label: "Jibu ni (B)
# 12." is refused before the letter is compared)
TWINS = ["The answer is **({L})**.", "Jawabannya adalah **({L})**.",
         "Jibu ni **({L})**.", "The answer is ({L}) {v}.",
         "Jawabannya adalah ({L}) {v}.",
         "The answer is ({L}). I hope this helps.",
         "Jawabannya adalah ({L}). Semoga membantu.",
         "Jibu ni ({L}). Natumaini hii inasaidia.",
         "Jawabannya adalah ({L}), semoga membantu.",
         "Jibu ni ({L}), natumaini hii inasaidia."]


# options that are sentences, restated after a choice statement ("The
# correct option is C. The sequence converges to 2."), and the forms
# that go on into a qualifier after it
SENTENCES = ["The volume doubles", "It increases",
             "The sequence converges to 2", "It halves"]
STMT_FORMS = ["The correct option is {L}. {t} {q}.",
              "The correct choice is {L}. {t} {q}.",
              "Option {L} is correct. {t} {q}."]


# with no problem the sentence after the letter is read by the shapes
# of a restatement (answer_choice.c, choice_text_shape): a qualifier
# placed anywhere in it, and a predicate of doubt, is outside them
STMT_SHAPE = ["{s} {q} {v}{c}.", "{s} {v}{c} {q}.", "{s}, {q}, {v}{c}.",
              "{q}, {s} {v}{c}.", "{s} {v} {q}{c}."]
SHAPE_CLAUSES = [("The volume", "doubles", " to 48 cubic units"),
                 ("The sequence", "converges", " to 2"),
                 ("It", "increases", ""), ("The speed", "equals", " 12")]
DOUBT_ADJ = ["plausible", "uncertain", "doubtful", "unclear",
             "questionable", "unlikely", "possible", "arguable",
             "disputed", "unproven", "tentative", "provisional"]
# their twins, each rewarded with no problem (verify-kinds' M5 rows
# among them)
SHAPE_KEPT = ["The correct choice is {L}. The sequence converges to 2.",
              "So the correct option is {L}. The volume doubles to 48 "
              "cubic units.",
              "The correct option is {L}. The volume doubles.",
              "Option {L} is correct. It increases.",
              "The correct choice is {L}. It halves.",
              "The correct option is {L}. It equals 12.",
              "The correct option is {L}. It stays the same."]


def shape_rows(out, ctl):
    """The stmt-shape family: qualifiers placed in each shape, and
    predicates of doubt, after each choice statement, no problem."""
    for i, f in enumerate(STMT_FORMS):
        L = LETTERS[i % len(LETTERS)]
        for k, (sb, v, c) in enumerate(SHAPE_CLAUSES):
            for j, sh in enumerate(STMT_SHAPE):
                for q in QUALIFIERS[(k + j) % 3::3]:
                    t = sh.format(s=sb, q=q, v=v, c=c)
                    t = t[0].upper() + t[1:]
                    out.append(("stmt-shape", L, None,
                                f.format(L=L, t=t[:-1], q="")
                                .replace(" .", ".")))
        for a in DOUBT_ADJ:
            out.append(("stmt-shape", L, None, f.format(
                L=L, t="It is", q=a)))
            out.append(("stmt-shape", L, None, f.format(
                L=L, t="They are", q=a)))
    for L in LETTERS:
        ctl.extend(("stmt-shape", L, None, t.format(L=L))
                   for t in SHAPE_KEPT)


def stmt_rows(out, ctl):
    """The choice statements: each qualifier under the problem that
    lists SENTENCES ("stmt-problem") and with none ("stmt-none": with
    no options to read it by, the sentence after the letter is read by
    the shapes of a restatement, answer_choice.c's choice_text_shape,
    as verify-kinds' mc-letter-copula-then-text rows need it rewarded);
    controls, the option's own sentence under the problem."""
    p = "Which one is right?\n" + "\n".join(
        "%s. %s." % (LETTERS[i], o) for i, o in enumerate(SENTENCES))
    for i, t in enumerate(SENTENCES):
        L = LETTERS[i]
        for f in STMT_FORMS:
            ctl.append(("stmt", L, p, f.format(L=L, t=t, q="").replace(
                " .", ".")))
            for q in QUALIFIERS:
                r = f.format(L=L, t=t, q=q)
                out.append(("stmt-problem", L, p, r))
                out.append(("stmt-none", L, None, r))


# a hole of another finder: "X rejected." read as a last statement
# (answer_stmt.c), not a choice statement's text
OTHER_FINDER = re.compile(r" rejected\.$")


def known(v):
    """Known holes: the last statement finder's reading of "rejected"
    (the choice statements with no problem were until h21-holes11)."""
    return v["family"] in ("stmt-problem", "stmt-none") and \
        OTHER_FINDER.search(v["response"]) is not None


def rows():
    out, ctl = [], []
    for opts in OPTIONS:
        p = "Which one is right?\n" + "\n".join(
            "%s. %s" % (LETTERS[i], o) for i, o in enumerate(opts))
        for i, t in enumerate(opts):
            L = LETTERS[i]
            ctl.append(("label", L, p, "Therefore, the answer is (%s) %s." %
                        (L, t)))
            ctl.append(("text", L, p, "Jawabannya adalah (%s), %s." %
                        (L, t)))
            for f in FORMS:
                for q in QUALIFIERS:
                    r = f.format(L=L, t=t, q=q)
                    out.append(("problem", L, p, r))
                    out.append(("none", L, None, r))
    for L in LETTERS:
        for v in VALUES:
            for f in VALUE_FORMS:
                for q in QUALIFIERS:
                    out.append(("none-value", L, None,
                                f.format(L=L, v=v, q=q)))
        # a qualifier made a TeX command: "(B) $12 \\nope$"
        for q in QUALIFIERS:
            if q.isalpha():
                out.append(("none-tex", L, None,
                            "The answer is (%s) $12 \\%s$." % (L, q)))
        for v in VALUES:
            for f in TWINS:
                ctl.append(("none", L, None, f.format(L=L, v=v)))
    stmt_rows(out, ctl)
    shape_rows(out, ctl)
    vs = [{"family": f, "answer": a, "problem": p, "response": r}
          for f, a, p, r in out]
    vs += [{"family": "control-" + f, "answer": a, "problem": p,
            "response": r} for f, a, p, r in ctl]
    return vs


def main():
    verify_run.usage("hostile_optword")
    return verify_run.run("hostile_optword", rows(), lambda v: v["family"],
                          lambda v: v["family"].startswith("control"),
                          known, width=14)


if __name__ == "__main__":
    sys.exit(main())
