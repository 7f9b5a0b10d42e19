#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round47.py: round 47's judge replies (session 71), from
# the kinds a helper's adversarial pass on the score reader found read
# (session 70), each beside the committed verdict it imitates:
# - under a rubric of grade words (answer-equivalence), a sentence
#   after the grade line that weighs the answer again: a comparison
#   with the reference, a word of praise, a justification block,
#   after either grade; the grade restated, a closing remark or the
#   student's answer quoted plainly are read;
# - a verdict revised in words that move it one way and a value that
#   moves it the other ("Score: 1. I was too harsh. Revised score:
#   0.5", "On reflection the proof is complete; revised score: 3"
#   after a 5): none; the same revisions the way their words say: read.
# Each case carries "want:", the verdict a reader of the reply takes it
# to state (none: none, or more than one).
#
#   make-replies-round47.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round47.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import main, report, Served  # noqa: E402

# the kinds (a family's first word) papo-judge reads
READ = {"committed", "revised", "quoted", "lowest", "top", "criteria",
        "own", "reasoned"}

NOTE = ("The student's final answer is 1/2 and the reference is 0.5; "
        "the two are compared below.")


class Round(Served):
    """The served judges of this round, in turn (replies_gen.Served)."""
    NOTE = NOTE


GRADES = [("CORRECT", 1.0), ("INCORRECT", 0.0)]
LINES = ["Final Grade: %s", "**Final Grade:** %s", "Final Grade: **%s**"]

# said after a grade: the student's answer against the reference, by
# which grade it agrees with (1: the same value, 0: another)
WEIGHED = [
    (1, "The student's answer matches the reference."),
    (1, "The student's answer is the same as the reference."),
    (1, "The student's answer agrees with the reference."),
    (1, "The student's answer simplifies to the reference."),
    (1, "The student's answer equals the reference value."),
    (1, "Both answers equal $\\frac{1}{2}$."),
    (1, "The student's answer is $\\frac{1}{2}$, which equals the "
        "reference $0.5$."),
    (1, "The student's answer $x = 2$ agrees with the reference $x = 2$."),
    (1, "The student's answer is valid."),
    (1, "The student's answer is fine."),
    (1, "The answer is complete."),
    (1, "Good job."),
    (1, "The values agree."),
    (1, "These are the same value written differently."),
    (1, "Explanation: Both are the same fraction after simplification."),
    (1, "Reason: The expressions agree everywhere."),
    (1, "**Reasoning:** the forms differ only in notation."),
    (0, "The student's answer is $\\frac{1}{3}$, which differs from the "
        "reference $0.5$."),
    (0, "The student's answer is $3$, while the reference is $4$."),
    (0, "The student's answer $x = 3$ is not the reference $x = 2$."),
    (0, "The student's answer is $2$ and the reference is $3$."),
    (0, "The student's answer $\\frac{1}{3}$ is not $0.5$."),
    (0, "The student's answer is a rounded value."),
    (0, "The values differ."),
    (0, "Explanation: The student gives one root of two."),
    (0, "Reason: The decimal is rounded."),
]

# after a grade, read: nothing of the answer but the grade itself
CLOSINGS = ["", "\n\nI hope this helps.", "\n\nEnd of evaluation.",
            "\n\nThe student's final answer is $0.5$."]
RESTATED = {"CORRECT": ["The answer is correct.",
                        "The student's answer is correct."],
            "INCORRECT": ["The answer is incorrect.",
                          "The student's answer is incorrect."]}


def weighed(F):
    """A grade, then the answer weighed again: against the grade, none;
    with it, the grade (may go unread)."""
    for word, value in GRADES:
        for k, (agrees, said) in enumerate(WEIGHED):
            line = LINES[k % len(LINES)] % word
            sep = " " if k % 4 == 3 else "\n\n"
            if agrees == value:
                F.each("agreeing", 0, "answer-equivalence",
                       line + sep + said, value)
            else:
                F.each("contradicting", 0, "answer-equivalence",
                       line + sep + said, None)


def committed(F):
    """A grade alone, with a closing remark, or restated: read."""
    for word, value in GRADES:
        for k, line in enumerate(LINES):
            for c in CLOSINGS:
                F.each("committed grade", 1, "answer-equivalence",
                       (line % word) + c, value)
            for said in RESTATED[word]:
                F.each("committed restated", 1, "answer-equivalence",
                       (line % word) + "\n\n" + said, value)


# the scales revised on: (rubric, its scores in order)
SCALES = [("3-tier", ["0", "0.5", "1"]), ("5-tier", ["0", "0.25", "0.5",
                                                      "0.75", "1"]),
          ("0-10", [str(k) for k in range(11)]),
          ("named-1-5", ["1", "2", "3", "4", "5"])]

# a revision from %(a)s to %(b)s in words that lower the score
LOWERING = ["Score: %(a)s. On reflection, I'd lower it to %(b)s.",
            "Score: %(a)s. I was too generous. Score: %(b)s",
            "Score: %(a)s. I was too generous. Revised score: %(b)s",
            "Score: %(a)s. Wait, I was too lenient. Revised score: %(b)s",
            "Score: %(a)s\n\nOn reflection, I would lower the score to "
            "%(b)s.",
            "Score: %(a)s. On reflection the final step is not "
            "justified; revised score: %(b)s.",
            "Score: %(a)s. On reflection the derivation skips a step; "
            "revised score: %(b)s.",
            "Score: %(a)s. I overlooked the gap. Revised score: %(b)s"]
# and in words that raise it
RAISING = ["Score: %(a)s. On reflection, I'd raise it to %(b)s.",
           "Score: %(a)s. I was too harsh. Score: %(b)s",
           "Score: %(a)s. I was too harsh. Revised score: %(b)s",
           "Score: %(a)s. Wait, that was too strict. Revised score: %(b)s",
           "Score: %(a)s\n\nOn reflection, I would raise the score to "
           "%(b)s.",
           "Score: %(a)s. On reflection the proof is complete; revised "
           "score: %(b)s.",
           "Score: %(a)s. On reflection every step is justified; revised "
           "score: %(b)s.",
           "Score: %(a)s. On reflection the argument is sound; revised "
           "score: %(b)s."]
# words that say neither way: read whichever way the value moves
EITHER = ["Score: %(a)s. On reflection, I'd revise it to %(b)s.",
          "Score: %(a)s. I misread the step. Revised score: %(b)s"]


def revision(F):
    """A revision whose words and value move the verdict the same way:
    read; opposite ways: none."""
    for rub, vals in SCALES:
        pairs = [(vals[i], vals[j]) for i in range(len(vals))
                 for j in range(len(vals)) if i != j and
                 abs(i - j) in (1, 2, len(vals) - 1)]
        for a, b in pairs:
            down = float(b) < float(a)
            for t in LOWERING:
                F.each("revised down" if down else "contrary lowering",
                       1 if down else 0, rub, t % {"a": a, "b": b},
                       float(b) if down else None)
            for t in RAISING:
                F.each("contrary raising" if down else "revised up",
                       0 if down else 1, rub, t % {"a": a, "b": b},
                       None if down else float(b))
            for t in EITHER:
                F.each("revised either way", 1, rub,
                       t % {"a": a, "b": b}, float(b))


# a quotation of another's score, %(q)s, and the judge's words on it
SIDING = ["The response claims \"%(q)s\", and I agree.",
          "The response claims \"%(q)s\", and rightly so.",
          "The student wrote \"%(q)s\" and I concur.",
          "The response ends with \"%(q)s\", which is fair.",
          "The student says \"%(q)s\", which is correct.",
          "The response claims \"%(q)s\" \u2014 accurate.",
          "The student writes \"%(q)s\"; that seems right to me.",
          "The response asks for \"%(q)s\", which I grant.",
          "The model says \"%(q)s\". Agreed.",
          "The answer states \"%(q)s\". I accept it.",
          "The response says \"%(q)s\", a fair score.",
          "The student claims \"%(q)s\", and that is justified.",
          "Die Antwort sagt \"%(q)s\", und ich stimme zu.",
          "La r\u00e9ponse dit \"%(q)s\", et je suis d'accord.",
          "La respuesta dice \"%(q)s\", y estoy de acuerdo.",
          "\u56de\u7b54\u4e2d\u5199\u6709\u201c%(q)s\u201d\uff0c"
          "\u6211\u540c\u610f\u3002"]
SETTING_ASIDE = ["The response claims \"%(q)s\", which is not correct.",
                 "The response claims \"%(q)s\", but the base case is "
                 "missing.",
                 "The student wrote \"%(q)s\", which I ignore.",
                 "The response says \"%(q)s\"; I disagree.",
                 "The response ends with \"%(q)s\", which is too "
                 "generous.",
                 "The student writes \"%(q)s\", though the proof "
                 "skips a step."]


def quoted(F):
    """Another's score quoted: sided with at another value, none; set
    aside, or sided with at the verdict's value, the verdict."""
    for rub, vals in SCALES:
        for i, v in enumerate(vals):
            o = vals[i - 1] if i else vals[1]
            for k, t in enumerate(SIDING):
                said = t % {"q": "Score: " + o}
                F.each("siding before", 0, rub,
                       said + "\n\nScore: " + v, None)
                F.each("siding after", 0, rub,
                       "Score: " + v + "\n\n" + said, None)
                F.each("sided same", 0, rub,
                       (t % {"q": "Score: " + v}) + "\n\nScore: " + v,
                       float(v))
            for t in SETTING_ASIDE:
                F.each("quoted aside", 1, rub,
                       (t % {"q": "Score: " + o}) + "\n\nScore: " + v,
                       float(v))


# the whole work called right, after the verdict
PRAISED = ["Every step is justified and the argument is complete.",
           "The proof is complete and rigorous.",
           "The response is complete, rigorous and clear.",
           "Excellent, rigorous work.",
           "Reasoning: The student's argument is complete and rigorous.",
           "Explanation: The derivation is thorough and every step is "
           "justified.",
           "The solution is flawless.",
           "\u7406\u7531\uff1a\u8bc1\u660e\u5b8c\u6574\uff0c\u6b65"
           "\u9aa4\u6e05\u6670\u3002",
           "\u041e\u0431\u043e\u0441\u043d\u043e\u0432\u0430\u043d"
           "\u0438\u0435: \u0414\u043e\u043a\u0430\u0437\u0430\u0442"
           "\u0435\u043b\u044c\u0441\u0442\u0432\u043e \u043f\u043e"
           "\u043b\u043d\u043e\u0435 \u0438 \u0441\u0442\u0440\u043e"
           "\u0433\u043e\u0435.",
           "Begr\u00fcndung: Der Beweis ist vollst\u00e4ndig und jeder "
           "Schritt ist begr\u00fcndet.",
           "Explication : Le raisonnement est rigoureux et chaque "
           "\u00e9tape est justifi\u00e9e.",
           "Explicaci\u00f3n: La demostraci\u00f3n es completa y "
           "rigurosa.",
           "Motivazione: La dimostrazione \u00e8 completa e rigorosa.",
           "Justificativa: A demonstra\u00e7\u00e3o \u00e9 completa e "
           "rigorosa.",
           "\u7406\u7531\uff1a\u8a3c\u660e\u306f\u5b8c\u5168\u3067"
           "\u3001\u624b\u9806\u3082\u660e\u78ba\u3067\u3059\u3002",
           "\uc774\uc720: \ud480\uc774\uac00 \uc644\uc804\ud558\uace0"
           " \ub2e8\uacc4\uac00 \uba85\ud655\ud569\ub2c8\ub2e4."]
# a part praised, or praise weighed against a fault: the worst level
# may stand beside them
PART = ["The notation is clear.",
        "The calculation is complete.",
        "The proof is not complete.",
        "The argument is rigorous but the final step is wrong.",
        "The algebra is sound, but the final step is not justified.",
        "The derivation is complete except for the base case."]


def lowest(F):
    """The lowest score beside the whole work called right: none;
    beside a part praised or praise taken back: read."""
    for rub, vals in SCALES:
        low, top = vals[0], vals[-1]
        for k, p in enumerate(PRAISED):
            line = "Score: %s" % low if k % 2 == 0 else \
                "Score: \\boxed{%s}" % low
            F.each("praised lowest", 0, rub, line + "\n\n" + p, None)
            # the same praise beside the top: read (the words of
            # "flawless" are in no row of the reader's)
            F.each("lowest praise at top", int("flawless" not in p), rub,
                   "Score: %s\n\n" % top + p, float(top))
        for p in PART:
            F.each("lowest part", 1, rub, "Score: %s\n\n" % low + p,
                   float(low))


# what the work takes without proof, or a weakness of it
FAULTED = ["The student assumes the result.",
           "The student assumes the conclusion.",
           "The student asserts the inequality.",
           "The reasoning is informal.",
           "The argument is terse.",
           "The student states the lemma informally.",
           "Explanation: The student assumes the claim.",
           "Reasoning: The derivation is brief."]
# a step described: read beside any score
DESCRIBED = ["The student factors the quadratic.",
             "The student substitutes the values and simplifies.",
             "Explanation: The student applies the theorem."]


def top(F):
    """The top score beside what the work takes without proof or a
    weakness of it: none; under the top, or a step described: read."""
    for rub, vals in SCALES:
        hi, below = vals[-1], vals[-2]
        for k, f in enumerate(FAULTED):
            line = "Score: %s" % hi if k % 2 == 0 else \
                "Score: \\boxed{%s}" % hi
            F.each("faulted top", 0, rub, line + "\n" + f, None)
            F.each("top faulted below", 1, rub,
                   "Score: %s\n" % below + f, float(below))
        for d in DESCRIBED:
            F.each("top described", 1, rub, "Score: %s\n" % hi + d,
                   float(hi))


# a JSON verdict and criteria scored beside it, %(c)s and %(d)s the
# criteria's scores, %(v)s the verdict's
BESIDE = ['{"correctness": %(c)s, "clarity": %(d)s, "score": %(v)s}',
          '{"criteria": {"correctness": %(c)s, "clarity": %(d)s}, '
          '"overall_score": %(v)s}',
          '{"scores": {"correctness": %(c)s, "clarity": %(d)s}, '
          '"score": %(v)s}',
          '{"breakdown": [{"name": "correctness", "score": %(c)s}, '
          '{"name": "clarity", "score": %(d)s}], "final_score": %(v)s}',
          '{"score": %(v)s, "correctness": %(c)s, "rigor": %(d)s, '
          '"reasoning": "See above."}']


def criteria(F):
    """A JSON verdict further than half the scale from its criteria:
    none; near them: read.  Under combine: min, the least: read; any
    other score: none."""
    for rub, vals in SCALES:
        lo, hi = vals[0], vals[-1]
        near = vals[-2]
        for t in BESIDE:
            F.each("contradicted criteria", 0, rub,
                   t % {"c": hi, "d": hi, "v": lo}, None)
            F.each("contradicted criteria", 0, rub,
                   t % {"c": lo, "d": lo, "v": hi}, None)
            F.each("criteria near", 1, rub,
                   t % {"c": hi, "d": near, "v": near}, float(near))
    for c, d, r in [(4, 3, 5), (4, 3, 1), (5, 5, 4), (2, 4, 4)]:
        F.each("contradicted combine", 0, "criteria-min",
               '{"correctness": %d, "rigor": %d, "clarity": %d, '
               '"score": %d}' % (c, d, c, r), None)
    F.each("criteria combined", 1, "criteria-min",
           '{"correctness": 4, "rigor": 3, "clarity": 5, "score": 3}', 3.0)


# another response's score, %(o)s, before the verdict
OTHERS = ["The alternative response would get %(o)s.",
          "The second student gets %(o)s.",
          "The other answer: %(o)s.",
          "Rival answer: %(o)s points.",
          "Output (b) receives %(o)s.",
          "Attempt 2 got %(o)s.",
          "Sample 2 earns %(o)s.",
          "Attempt B: %(o)s",
          "Sample B deserves %(o)s.",
          "Submission #2: %(o)s",
          "Die zweite Antwort bekommt %(o)s Punkte.",
          "La seconde r\u00e9ponse obtient %(o)s.",
          "La segunda respuesta obtiene %(o)s.",
          "\u0412\u0442\u043e\u0440\u043e\u0439 \u043e\u0442\u0432"
          "\u0435\u0442 \u043f\u043e\u043b\u0443\u0447\u0430\u0435"
          "\u0442 %(o)s.",
          "\u7b2c\u4e8c\u4e2a\u56de\u7b54\u5f97%(o)s\u5206\u3002",
          "\u4e8c\u3064\u76ee\u306e\u56de\u7b54\u306f%(o)s\u70b9"
          "\u3067\u3059\u3002",
          "\ub450 \ubc88\uc9f8 \uc751\ub2f5\uc740 %(o)s\uc810\uc785"
          "\ub2c8\ub2e4."]
# the judge's own analysis before its verdict: read
OWN = ["The second step is correct and the final answer follows.",
       "The student checks the other case as well.",
       "The response tries a second approach and it works.",
       "Tom can run 3 miles, and the student uses that rate."]


def others(F):
    """Another response's score before the verdict: none; the judge's
    own analysis: read."""
    for rub, vals in SCALES:
        v, o = vals[-1], vals[len(vals) // 2]
        for t in OTHERS:
            F.each("another's score", 0, rub,
                   (t % {"o": o}) + "\n\nScore: %s" % v, None)
        for t in OWN:
            F.each("own analysis", 1, rub, t + "\n\nScore: %s" % v,
                   float(v))


# a reason on the verdict's line, %s the verdict's value
REASONED = ["Score: %s - the base case is not checked.",
            "Score: %s because the base case is not checked.",
            "Score: %s, since the final step is not justified.",
            "Score: %s \u2014 the base case is not verified.",
            "Score: %s as the domain check is missing."]
# the same reasons' twins: none at any value
UNREASONED = ["Score: %s because the",
              "Score: %s - the base case",
              "Score: %s because maybe the base case is not checked.",
              "Score: %s because the answer is 3.",
              "Score: %s since the second response is worse."]


def reasoned(F):
    """A reason on the verdict's line: read below the top; at the top a
    fault, at the lowest the whole work praised, and the twins: none."""
    for rub, vals in SCALES:
        lo, mid, hi = vals[0], vals[len(vals) // 2], vals[-1]
        for t in REASONED:
            F.each("reasoned line", 1, rub, t % mid, float(mid))
            F.each("reasoned at top", 0, rub, t % hi, None)
        F.each("reasoned praise", 1, rub,
               "Score: %s because the proof is complete." % hi, float(hi))
        F.each("reasoned praise lowest", 0, rub,
               "Score: %s - the proof is complete." % lo, None)
        for t in UNREASONED:
            F.each("reasoned twin", 0, rub, t % mid, None)
        for t in ["Score: %s for the student's",
                  "Score: %s for the response\u2019s"]:
            F.each("cut possessive", 0, rub, t % mid, None)
        F.each("reasoned possessive", 1, rub,
               "Score: %s\n\nThe final step is the student's." % mid,
               float(mid))


# two responses' scores on a line, %(v)s and %(o)s
PAIRS = ["A: %(v)s | B: %(o)s", "Scores: A=%(v)s, B=%(o)s",
         "(a) %(v)s (b) %(o)s", "1) %(v)s 2) %(o)s", "#1: %(v)s, #2: %(o)s",
         "Left: %(v)s, right: %(o)s.", "[[A]] %(v)s, [[B]] %(o)s"]
# a variable's values on a line: the judge's analysis
VARIABLES = ["a = %(v)s, b = %(o)s", "x: %(v)s, y: %(o)s"]


def pairs(F):
    """A line of two responses' scores before the verdict: none; a
    variable's values: read."""
    for rub, vals in SCALES:
        v, o = vals[-1], vals[len(vals) // 2]
        for t in PAIRS:
            F.each("paired scores", 0, rub, (t % {"v": v, "o": o}) +
                   "\n\nScore: %s" % v, None)
        for t in VARIABLES:
            F.each("own variables", 1, rub, "The student finds:\n" +
                   (t % {"v": v, "o": o}) + "\n\nScore: %s" % v, float(v))


def families(reader):
    F = Round(READ, NOTE)
    weighed(F)
    committed(F)
    revision(F)
    quoted(F)
    lowest(F)
    top(F)
    criteria(F)
    others(F)
    pairs(F)
    reasoned(F)
    return report(F, reader)


main("make-replies-round47.py", families)
