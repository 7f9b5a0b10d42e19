#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall21.py: right answers papo-verify refused (issue 26's
lost signal, round 21), each kind read as a committed statement, with
twins that doubt, ask, deny or name another value never rewarded.

usage: hostile_recall21.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  close-my
          a sign-off that speaks of "my" or "our" answer ("\\boxed{42}.
          I hope my answer is correct.", "I hope our solution is
          right."): refused on main ("my" no closing word); twins
          ("I hope my answer is 43.", "My answer may be wrong.", "Is my
          answer correct?", "If my answer is correct.") never.
  close-abbrev
          "Q.E.D." and its kin in other languages ("q.e.d", "w.z.b.w.",
          "c.q.f.d.", "ч.т.д.") after the answer: refused on main (its
          full stops read as three words "q", "e", "d"); "Q.E.D.?",
          "Not Q.E.D.", "Q.E.D., I hope.", "Q.E.D. W" never.
  mode-often
          a mode given with the reason that defines it ("The mode of the
          numbers is 10, as it is the most frequently occurring number
          in the list.", "because it occurs most often"), with the
          problem or without: refused on main ("most" read as a bound);
          "as it is the most likely answer", "as it is at most W",
          "though W occurs most often", "as it occurs most often, I
          think" never, nor a reason followed by ", or W" ("10, as it
          is the number, or 11", rewarded on main).
  bold-cut
          a response cut at its start (a fragment, a continued
          prefill) whose first line closes a bold it never opened
          ("ation**: Jenny has 5 apples ... So the total is 42.",
          lighteval's Hindi "ा गणना**: ... इसलिए, दुकान में अब 67
          कमीजें हैं।"): refused on main (read as a bold left open);
          the same line with a bold opened and never closed ("**Count:
          ...", "... the total is **42": main paired that opener with
          the cut closer and rewarded it) never.
  problem-phrase
          a last statement that ends on a phrase of the problem's own
          holding a number ("Therefore, the program had a total of 366
          downloads over the three months.", "She has scored 3360 points
          in the four years."): refused on main (its number read as a
          second value, or as the result of an operand); the same
          phrase with another number than the problem's ("over the five
          months"), an alternative, a bound, an estimate, a question, a
          negation never.
  given-condition
          a last statement opened by the problem's own condition, word
          for word ("If her score for every game is 21 points, then she
          has scored a total of 160 * 21 = 3360 points in the four
          years." of "If her score for every game is 21 points,
          calculate ..."): refused on main (its "If" a doubt); the same
          with a condition the problem does not state ("22 points", "If
          I am right"), a modal, an estimate, an alternative never.
  problem-count
          after the answer, a sentence that restates its value beside
          a count of the problem's own, "the" before it and its noun
          after it ("\\boxed{400}. The 600 seniors at East HS drink an
          average of 400 cartons of milk each school day."): refused on
          main (600 read as another value); the same count with another
          value, a count the problem does not give ("the 700 seniors"),
          no value restated, a doubt or a bound never.
"""
import sys

import verify_run

VALUES = ["42", "7", "250", "3.5"]

HEADS = ["The answer is \\boxed{V}.", "\\boxed{V}.",
         "Final answer: \\boxed{V}.", "So the total is **V**.",
         "Therefore, the answer is V.", "So Jenny has V apples in total."]

PRE = "We add the amounts step by step.\n\n"


def other(v):
    return str(float(v) + 1).rstrip("0").rstrip(".")


def pairs(vs, kind, remarks, twins):
    """Each head with each remark (right against its value, wrong
    against another) and each twin (W another value) against its
    value."""
    for v in VALUES:
        for h in HEADS:
            head = PRE + h.replace("V", v)
            for r in remarks:
                for sep in (" ", "\n\n"):
                    vs.append({"kind": kind, "family": "right",
                               "answer": v, "response": head + sep + r})
                    vs.append({"kind": kind, "family": "wrong",
                               "answer": other(v),
                               "response": head + sep + r})
            for t in twins:
                vs.append({"kind": kind, "family": "twin", "answer": v,
                           "response": head + " " +
                           t.replace("W", other(v))})


CLOSE_MY = ["I hope my answer is correct.", "I hope my solution is correct.",
            "I hope my answer is right.", "I hope our answer is correct.",
            "We hope our solution is correct.",
            "I hope my final answer is correct!",
            "I hope my answer is correct. Let me know if you have any "
            "other questions."]
CLOSE_MY_TWINS = ["I hope my answer is W.", "My answer may be wrong.",
                  "Is my answer correct?", "If my answer is correct.",
                  "I hope my answer is correct, but I am not sure.",
                  "I hope my answer is correct?", "My answer is W.",
                  "I hope my answer is not wrong.", "I hope my answer is.",
                  "I am not sure my answer is correct.",
                  "Let me know if my answer is correct.",
                  "I hope my answer is correct; if not, it is W.",
                  "My answer is wrong.", "I hope my answer is correct "
                  "if I am right.", "I hope my answer is W. I hope my "
                  "answer is correct."]

ABBREVS = ["Q.E.D.", "Q.E.D", "q.e.d.", "**Q.E.D.**",
           "Q.E.D.!", "W.z.b.w.", "c.q.f.d.", "C.v.d.", "Ч.т.д.", "ч.т.д.",
           "Q.E.D.\n\nI hope this helps!"]
ABBREV_TWINS = ["Q.E.D.?", "Not Q.E.D.", "Q.E.D., I hope.",
                "Q.E.D. W", "Q.E.D. if I am right.", "Q.E.D. or W.",
                "Q.E.D.? Maybe W.", "Q.E.D. Actually, it is W.",
                "Q.E.D. Not quite.", "q.e.d.? not sure", "Q.E.", "Q.E.D.W",
                "ч.т.д.?", "W.z.b.w.?"]


MODE_HEADS = ["The mode of the numbers is V", "The mode is V",
              "So the mode of the numbers is V", "Therefore, the mode is V"]
MODE_REASONS = ["as it is the most frequently occurring number in the "
                "list", "as it is the most frequent number",
                "since it is the most common value", "because it occurs "
                "most often", "as it appears most frequently in the list",
                "because it is the number that occurs most often",
                "since it appears the most times"]
MODE_TWINS = ["as it is the most likely answer", "as it is at most W",
              "though W occurs most often", "as it occurs most often, I "
              "think", "as it is the most frequent number, or W",
              "as it is probably the most frequent number",
              "as it occurs most often, if I counted right",
              "as it is the most frequent number, but W occurs more often",
              "as it is the most frequent number? Not sure",
              "as it is almost the most frequent number",
              "as it is the most I could find", "as it occurs at most W "
              "times", "as it is not the most frequent number",
              "as it is the most frequent number, maybe",
              "as it is the number, or W", "since there are 3 boxes, or W",
              "as it is the number in the list, or W"]
MODE_PROBLEMS = [None, "Look at the list of numbers: 4, 10, 7, 10, 3. What "
                 "is the mode of the numbers?"]


def mode_often(vs):
    for p in MODE_PROBLEMS:
        extra = {} if p is None else {"problem": p}
        for v in ["10", "7", "250"]:
            for h in MODE_HEADS:
                head = PRE + h.replace("V", v) + ", "
                for r in MODE_REASONS:
                    vs.append(dict(extra, kind="mode-often",
                                   family="right", answer=v,
                                   response=head + r + "."))
                    vs.append(dict(extra, kind="mode-often",
                                   family="wrong", answer=other(v),
                                   response=head + r + "."))
                for t in MODE_TWINS:
                    vs.append(dict(extra, kind="mode-often",
                                   family="twin", answer=v,
                                   response=head + t.replace(
                                       "W", other(v)) + "."))


BOLD_CUT = ["ation**: ", "al count**: ", "Step 1: Initial count**. ",
            "Count the apples**, then ", "\u093e \u0917\u0923\u0928\u093e**: "]
BOLD_BODY = "Jenny starts with 5 apples and gets more. "
BOLD_ENDS = ["So the total is V.", "Therefore, the answer is V.",
             "The answer is \\boxed{V}.", "So Jenny has V apples in total.",
             "\u0907\u0938\u0932\u093f\u090f, \u0926\u0941\u0915\u093e"
             "\u0928 \u092e\u0947\u0902 \u0905\u092c V \u0915\u092e\u0940"
             "\u091c\u0947\u0902 \u0939\u0948\u0902\u0964 "]
BOLD_TWINS = ["**Count: " + BOLD_BODY + "So the total is V.",
              "ation**: " + BOLD_BODY + "So the total is **V",
              "ation**: " + BOLD_BODY + "So the total is **V.",
              "ation**: " + BOLD_BODY + "**So the total is V.",
              "ation** " + BOLD_BODY + "The answer is **V or W.",
              "ation**: " + BOLD_BODY + "So the total is V or W.",
              "ation**: " + BOLD_BODY + "So the total is about V.",
              "ation**: " + BOLD_BODY + "So the total is V, or"]


def bold_cut(vs):
    for v in ["67", "42", "7", "250"]:
        for p in BOLD_CUT:
            for t in BOLD_ENDS:
                r = p + BOLD_BODY + t.replace("V", v)
                vs.append({"kind": "bold-cut", "family": "right",
                           "answer": v, "response": r})
                vs.append({"kind": "bold-cut", "family": "wrong",
                           "answer": other(v), "response": r})
        for t in BOLD_TWINS:
            vs.append({"kind": "bold-cut", "family": "twin", "answer": v,
                       "response": t.replace("V", v).replace("W",
                                                             other(v))})


PHRASE_PROBLEMS = [
    ("A new program had 60 downloads in the first month and more later. "
     "How many downloads did the program have total over the three "
     "months?", "over the three months", "over the five months",
     ["Therefore, the program had a total of V downloads{p}.",
      "So the program had V downloads in total{p}.",
      "In total, the program had 60 + 180 + 126 = V downloads{p}."]),
    ("Ara has been playing 40 games every year. If her score for every "
     "game is 21 points, calculate the total number of points she has "
     "scored in the four years.", "in the four years", "in the six years",
     ["She has scored a total of V points{p}.",
      "Therefore, she has scored V points{p}.",
      "So she has scored a total of 160 * 21 = V points{p}."]),
    ("A bakery sells 12 cakes a day. How many cakes does it sell during "
     "the 6 weeks of summer?", "during the 6 weeks of summer",
     "during the 7 weeks of summer",
     ["Therefore, the bakery sells V cakes{p}.",
      "So the bakery sells a total of V cakes{p}."]),
]
PHRASE_TWINS = ["{h}, or W.", "{h} or W.", "{h}?", "{h}, not W.",
                "{h}, I think.", "{h}, approximately."]
PHRASE_LEADS = [("a total of V", "about V"), ("a total of V", "at least V"),
                ("a total of V", "not V"), ("had V", "had about V"),
                ("scored V", "scored at most V"), ("sells V", "sells over V"),
                ("= V", "= V or W")]


def problem_phrase(vs):
    for prob, phrase, wrong_phrase, heads in PHRASE_PROBLEMS:
        for v in ["366", "3360", "504", "12"]:
            for h in heads:
                r = PRE + h.format(p=" " + phrase).replace("V", v)
                verify_run.right(vs, "problem-phrase", v, r, prob,
                                 wrong=other(v))
                base = h.format(p=" " + phrase).rstrip(".")
                twins = [t.format(h=base) for t in PHRASE_TWINS]
                twins.append(h.format(p=" " + wrong_phrase))
                twins += [h.format(p=" " + phrase).replace(a, b)
                          for a, b in PHRASE_LEADS if a in h]
                for t in twins:
                    vs.append({"kind": "problem-phrase", "family": "twin",
                               "answer": v, "problem": prob,
                               "response": PRE + t.replace("V", v).replace(
                                   "W", other(v))})


COND_PROBLEMS = [
    ("Ara has been playing 40 games every year for four years. If her "
     "score for every game is 21 points, calculate the total number of "
     "points she has scored in the four years.",
     "If her score for every game is 21 points",
     ["If her score for every game is 22 points", "If I am right",
      "If her score for some games is 21 points"],
     "then she has scored a total of 160 * 21 = V points in the four "
     "years."),
    ("A farmer has 12 cows. If each cow gives 8 liters of milk a day, how "
     "many liters of milk does the farmer get in a week?",
     "If each cow gives 8 liters of milk a day",
     ["If each cow gives 9 liters of milk a day", "If I counted right",
      "If each cow gives 8 liters of milk a week"],
     "then the farmer gets 12 * 8 * 7 = V liters of milk in a week."),
]
COND_TWIN_TAILS = [("= V", "= about V"), ("= V", "= V or W"),
                   ("has scored", "might have scored"),
                   ("farmer gets", "farmer may get"),
                   ("= V", "= V, I think")]


def given_condition(vs):
    for prob, cond, others, tail in COND_PROBLEMS:
        for v in ["3360", "672", "99", "1200", "45"]:
            r = PRE + cond + ", " + tail.replace("V", v)
            verify_run.right(vs, "given-condition", v, r, prob, wrong=other(v))
            twins = [o + ", " + tail for o in others]
            twins += [cond + ", " + tail.replace(a, b)
                      for a, b in COND_TWIN_TAILS if a in tail]
            twins.append(cond + ", " + tail.replace(".", "?"))
            for t in twins:
                vs.append({"kind": "given-condition", "family": "twin",
                           "answer": v, "problem": prob,
                           "response": PRE + t.replace("V", v).replace(
                               "W", other(v))})


COUNT_PROBLEMS = [
    ("The 450 juniors at East HS drink a total of 1500 cartons of milk "
     "per 5-day week. What is the average number of total cartons of "
     "milk the 600 seniors drink each school day?",
     "the 600 seniors", "the 700 seniors",
     "{T} at East HS drink an average of V cartons of milk each school "
     "day."),
    ("A school has the 12 classrooms on one floor. If each classroom "
     "holds 30 desks, how many desks are in the 12 classrooms?",
     "the 12 classrooms", "the 13 classrooms",
     "{T} have V desks."),
]
COUNT_HEADS = ["The answer is \\boxed{V}.", "Final answer: \\boxed{V}.",
               "So the answer is **V**."]


def problem_count(vs):
    for prob, count, other_count, tail in COUNT_PROBLEMS:
        for v in ["400", "360", "77"]:
            for h in COUNT_HEADS:
                head = PRE + h.replace("V", v) + " "
                t = tail.replace("{T}", count)
                r = head + t[0].upper() + t[1:].replace("V", v)
                verify_run.right(vs, "problem-count", v, r, prob,
                                 wrong=other(v))
                twins = [t.replace("V", other(v)),
                         t.replace(count, other_count),
                         "The answer is " + count + ".",
                         "Maybe " + t[0].lower() + t[1:],
                         t.replace("V", "about V"),
                         t.replace("V", "V or W"),
                         t.replace("V", "at least V"),
                         t.rstrip(".") + "?"]
                for tw in twins:
                    tw = tw[0].upper() + tw[1:]
                    vs.append({"kind": "problem-count", "family": "twin",
                               "answer": v, "problem": prob,
                               "response": head + tw.replace(
                                   "V", v).replace("W", other(v))})


OWNED_PROBLEMS = [
    ("Tim has to guess the number of red jelly beans in a jar. The true "
     "number is 900. How far off was his guess?", "Tim", "guess"),
    ("Maria guesses how many marbles are in a bag. There are 75 "
     "marbles. By how many marbles was her guess off?", "Maria", "guess"),
]
OWNED_HEADS = ["Thus, {o} {n} was off by \\boxed{{V}}.",
               "Therefore, {o} {n} was off by \\(\\boxed{{V}}\\).",
               "So {o} {n} was off by \\boxed{{V}}."]


def owned_noun(vs):
    for prob, name, noun in OWNED_PROBLEMS:
        pron = "his" if name == "Tim" else "her"
        unowned = prob.replace(pron + " " + noun, "the " + noun)
        for v in ["36", "5", "120"]:
            for h in OWNED_HEADS:
                for o in (name + "'s", name + "\u2019s", pron):
                    r = PRE + h.format(o=o, n=noun).replace("V", v)
                    verify_run.right(vs, "owned-noun", v, r, prob,
                                     wrong=other(v))
                    vs.append({"kind": "owned-noun", "family": "twin",
                               "answer": v, "response": r,
                               "problem": unowned})
                twins = [h.format(o="my", n=noun), h.format(o="a", n=noun),
                         h.format(o="Tom's" if name != "Tom" else "Ann's",
                                  n=noun),
                         h.format(o=name + "'s", n=noun).replace(
                             "was off", "was probably off"),
                         h.format(o=name + "'s", n=noun).replace(
                             "by \\", "by about \\"),
                         h.format(o=name + "'s", n=noun).replace(
                             "{V}", "{V} or W"),
                         h.format(o=name + "'s", n=noun).replace(
                             ".", "?"),
                         "I " + noun + " " + name + " was off by "
                         "\\boxed{V}."]
                for t in twins:
                    vs.append({"kind": "owned-noun", "family": "twin",
                               "answer": v, "problem": prob,
                               "response": PRE + t.replace("V", v).replace(
                                   "W", other(v))})


def variants():
    vs = []
    owned_noun(vs)
    problem_count(vs)
    given_condition(vs)
    problem_phrase(vs)
    bold_cut(vs)
    mode_often(vs)
    pairs(vs, "close-my", CLOSE_MY, CLOSE_MY_TWINS)
    pairs(vs, "close-abbrev", ABBREVS, ABBREV_TWINS)
    return vs


def main():
    verify_run.usage("hostile_recall21")
    return verify_run.run("hostile_recall21", variants(),
                          verify_run.kind_family, verify_run.is_right,
                          what="right", width=18)


if __name__ == "__main__":
    sys.exit(main())
