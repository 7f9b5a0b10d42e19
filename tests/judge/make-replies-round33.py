#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round33.py: round 33's judge replies, in the styles of
# the judge models that write them (make-replies-round32.py's: gpt-oss's
# harmony channels, Qwen3's and DeepSeek-R1's <think>, Llama-3, Gemma
# and Mistral with their end tokens): the verdict forms round 32 left
# lost, each beside its twins that state none (a hedge, a second
# score, a quoted rubric example, a score off the scale, "would be").
# The forms: the score after an equals sign ("Score = 8"); "Overall:
# 8/10" alone on the reply's last line; "Grade: 8/10" under a numeric
# rubric; JSON verdicts closed by a token that ends the model's turn
# ("}<|eot_id|>"), and those whose justification names a part the work
# leaves out ("Skips the base case.": beside the top score a conflict);
# a fraction with no label
# beside its counterfactual ("4/5 (would be 5/5 if ...)", still lost).  Each case
# carries "want:", the verdict a reader of the reply takes it to state
# (none: none, or more than one).
#
#   make-replies-round33.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round33.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import importlib.util, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from replies_gen import (Styled, main, other,  # noqa: E402
                         report)

# round 32's styles, read from its generator
_spec = importlib.util.spec_from_file_location(
    "round32", os.path.join(HERE, "make-replies-round32.py"))
_r32 = importlib.util.module_from_spec(_spec)
_argv, sys.argv = sys.argv, ["make-replies-round32.py"]
try:
    _spec.loader.exec_module(_r32)
except SystemExit:
    pass
sys.argv = _argv
styled, STYLES, ANALYSIS = _r32.styled, _r32.STYLES, _r32.ANALYSIS

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"equals", "overall", "grade", "json"}


class Round(Styled):
    """Families whose replies are styled by STYLES in turn."""
    STYLES = STYLES

    def styled(self, style, verdict):
        return styled(style, verdict)


def equals(F):
    """The score after an equals sign: "Score = 8"."""
    for v in range(0, 11):
        o = other(v)
        for t in ["Score = %d" % v, "**Score** = %d" % v,
                  "Score = %d/10" % v, "Final score = %d" % v]:
            F.put("equals", 1, "0-10", t, v)
        for t in ["Score = %d or %d" % (v, o), "Score = maybe %d" % v,
                  "Score = %d?" % v, "Score = %d\nScore = %d" % (o, v),
                  "Score = %d/5" % v, "Score = %d" % (v + 11),
                  "e.g. Score = %d" % v,
                  'The rubric\'s example reads "Score = %d".' % v,
                  "Score would be = %d" % v,
                  "Score = %d if the base case is checked" % v,
                  "Score == %d" % v, "Score = %d + 1" % v,
                  "Score = not %d" % v]:
            F.put("equals trap", 0, "0-10", t, None)


def overall(F):
    """"Overall: 8/10" alone on the reply's last line."""
    for v in range(0, 11):
        o = other(v)
        for t in ["Overall: %d/10" % v, "**Overall:** %d/10" % v,
                  "Overall: %d" % v]:
            F.put("overall", 1, "0-10", t, v)
        for t in ["Overall: %d/10 or %d/10" % (v, o),
                  "Overall: maybe %d/10" % v, "Overall: %d/10?" % v,
                  "Overall: %d/5" % v, "Overall: %d/10" % (v + 11),
                  "Overall: %d/10\nOverall: %d/10" % (o, v),
                  "Score: %d\nOverall: %d/10" % (o, v),
                  "e.g. Overall: %d/10" % v,
                  "Overall: would be %d/10" % v,
                  "Overall: %d/10 if the base case is checked" % v,
                  "Overall: %d/10 for Response B" % v,
                  "Overall: the response is solid, %d/10 at best." % v,
                  "Overall: %d/10 for correctness, %d/10 for clarity"
                  % (v, o),
                  "Overall: %d (Response A), %d (Response B)" % (v, o),
                  "Overall: %d-%d" % (o, v), "Overall: ~%d/10" % v]:
            F.put("overall trap", 0, "0-10", t, None)


def grade(F):
    """"Grade: 8/10" under a numeric rubric."""
    for v in range(0, 11):
        o = other(v)
        for t in ["Grade: %d/10" % v, "**Grade:** %d/10" % v,
                  "Final grade: %d/10" % v]:
            F.put("grade", 1, "0-10", t, v)
        for t in ["Grade: %d/10 or %d/10" % (v, o),
                  "Grade: maybe %d/10" % v, "Grade: %d/10?" % v,
                  "Grade: %d/5" % v, "Grade: %d/10" % (v + 11),
                  "Grade: %d/10\nGrade: %d/10" % (o, v),
                  "Score: %d\nGrade: %d/10" % (o, v),
                  "e.g. Grade: %d/10" % v,
                  "Grade: would be %d/10" % v,
                  "Grade: %d/10 if the base case is checked" % v,
                  "Grade: %d/10 for correctness, %d/10 for clarity"
                  % (v, o),
                  "Grade: %d-%d" % (o, v), "Grade %d" % v,
                  "Grade: %d/10\nScore: %d" % (v, o)]:
            F.put("grade trap", 0, "0-10", t, None)


def json_after(F):
    """JSON verdicts with a justification after the score, flat and
    nested, closed by a token that ends the model's turn
    ("}<|eot_id|>"); and those whose justification names a part the
    work leaves out ("Skips the base case."), read under the rubric's
    top, a conflict beside it."""
    known = ["The student checks the base case.",
             "The student solves the system and checks each step.",
             "The derivation uses induction on the base case."]
    # no word of a level ("correct", "incomplete"): a level named in
    # the justification is another verdict
    why = ["Skips the base case.", "Misses the domain check.",
           "The induction step omits the base case.",
           "Reaches the final form; the base case is overlooked."]
    for v in range(0, 11):
        o = other(v)
        for k, w in enumerate(known):
            for t in ['{"score": %d, "reasoning": "%s"}' % (v, w),
                      '{"score": %d, "justification": "%s"}' % (v, w),
                      '{"evaluation": {"score": %d, "reasoning": "%s"}}'
                      % (v, w)]:
                F.put("json token", 1, "0-10", t, v)
        for k, w in enumerate(why):
            for t in ['{"score": %d, "reasoning": "%s"}' % (v, w),
                      '{"evaluation": {"score": %d, "justification": '
                      '"%s"}}' % (v, w)]:
                if v < 10:
                    F.put("json fault", 1, "0-10", t, v,
                          "bare" if k % 2 else None)
                else:
                    # the top score beside a fault: a conflict
                    F.put("json fault trap top", 0, "0-10", t, None,
                          "bare" if k % 2 else None)
        w = known[v % len(known)]
        for t in ['{"score": %d, "reasoning": "%s Maybe %d."}' % (v, w, o),
                  '{"score": %d, "reasoning": "%s It would be %d."}'
                  % (v, w, o),
                  '{"score": %d, "reasoning": "%s Score: %d."}'
                  % (v, w, o),
                  '{"score": %d, "reasoning": "%s Actually %d."}'
                  % (v, w, o),
                  '{"score": %d, "reasoning": "%s", "score": %d}'
                  % (v, w, o),
                  '{"score": %d, "reasoning": "%s"}' % (v + 11, w),
                  '{"score": "%d or %d", "reasoning": "%s"}' % (v, o, w),
                  '{"score": %d, "reasoning": "%s Not %d."}' % (v, w, v),
                  'e.g. {"score": %d, "reasoning": "%s"}' % (v, w),
                  '{"score": %d, "reasoning": "%s"}<|eot_id|>\n'
                  '{"score": %d}' % (v, w, o)]:
            F.put("json after trap", 0, "0-10", t, None, "bare")
            F.put("json after trap", 0, "0-10", t, None)


def counterfactual(F):
    """A fraction with no label beside its counterfactual: lost (kind
    "counterfactual", not read), as a fraction alone on the last line
    is, which may be the student's answer quoted."""
    for v in range(1, 5):
        w = v + 1
        for t in ["%d/5 (would be %d/5 if the domain were checked)"
                  % (v, w),
                  "%d/5 (it would be %d/5 with the base case)" % (v, w),
                  "**%d/5** (would be %d/5 if the base case were checked)"
                  % (v, w)]:
            F.put("counterfactual bare", 1, "1-5", t, v)
        for t in ["%d/5 (would be %d/5 if the domain were checked, "
                  "maybe %d/5)" % (v, w, w),
                  "%d/5 (%d/5 if the domain is checked)" % (v, w),
                  "%d/5 (would be %d/5 if the domain were checked) or %d/5"
                  % (v, w, w),
                  "%d/5 (would be %d/5 if the domain were checked)?"
                  % (v, w),
                  "%d/5 or %d/5 (would be %d/5 with the domain)"
                  % (v, w, w),
                  "Would be %d/5 if the domain were checked." % w,
                  "%d/5 (would be 9/5 if the domain were checked)" % v,
                  "%d/10 (would be %d/10 if the domain were checked)"
                  % (v, w),
                  "Maybe %d/5 (would be %d/5 if the domain were checked)"
                  % (v, w),
                  "Score: %d\n%d/5 (would be %d/5 if the domain were "
                  "checked)" % (w, v, w),
                  "The student's final answer:\n\n%d/5" % v]:
            F.put("counterfactual trap", 0, "1-5", t, None)


def families(reader):
    F = Round(READ, ANALYSIS)
    equals(F)
    overall(F)
    grade(F)
    json_after(F)
    counterfactual(F)
    return report(F, reader)


main("make-replies-round33.py", families)
