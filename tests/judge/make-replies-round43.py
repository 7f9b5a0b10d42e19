#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round43.py: round 43's judge replies, written as the
# judges served today write them (gpt-oss's harmony channels, its JSON
# mode's "<|constrain|>json", Qwen3 with thinking, a DeepSeek-R1
# distill's close of its reasoning, a fenced JSON block, the verdict
# alone), in the forms round 42 left lost and their traps: JSON with a
# key no earlier round read as a score's ("verdict", a list of one
# verdict, a Python dict, "scores" wrapped around the verdict) beside
# a key of another item, a low confidence, a second verdict, a list of
# criteria no rubric says how to combine; a committed score with its
# rejected alternative in parentheses ("Score: 4 (not 5)") in English,
# Chinese, German, French, Spanish, Japanese and Russian beside "(or
# 5)", "(not 4 but 5)", "(maybe 5)"; a justification block after the
# verdict that weighs the work ("Reasoning: The answer is correct.")
# beside a hedge, a second value or a fault beside the top; a boxed
# score under an emphasised label ("**Final Score:** \boxed{4}")
# beside a retraction or a second box; the value on the line after a
# blank one ("Score:\n\n4") beside two blank lines, another criterion's
# label, a hedge; replies cut by max_tokens.  Each case carries
# "want:", the verdict a reader of the reply takes it to state (none:
# none, or more than one).
#
#   make-replies-round43.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round43.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (main, other, praised_at_one,  # noqa: E402
                         report, Styled)

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"json", "paren", "reason", "boxed", "next", "twin", "cut"}

NOTE = ("The student expands the product, collects the terms and "
        "solves the linear equation, but divides by x without "
        "checking that x is not zero.")


class Round(Styled):
    """The served judges of this round, in turn: text replies."""
    STYLES = ("harmony", "qwen3", "r1", "bare")

    def styled(self, style, verdict):
        if style == "harmony":
            return ("<|start|>assistant<|channel|>analysis<|message|>We "
                    "must grade the solution. %s<|end|><|start|>assistant"
                    "<|channel|>final<|message|>%s<|return|>"
                    % (NOTE, verdict))
        if style == "qwen3":
            return ("<think>\nOkay, the user wants a grade. %s\n</think>"
                    "\n\n%s" % (NOTE, verdict))
        if style == "r1":
            return "Let me verify each step. %s\n</think>\n\n%s" % (
                NOTE, verdict)
        if style == "json-harmony":
            return ("<|start|>assistant<|channel|>analysis<|message|>We "
                    "must output JSON. %s<|end|><|start|>assistant"
                    "<|channel|>final <|constrain|>json<|message|>%s"
                    "<|return|>" % (NOTE, verdict))
        if style == "json-fence":
            return "```json\n%s\n```" % verdict
        return verdict

    def each(self, family, must, rubric, verdict, want, styles=None,
             cut=False):
        for style in styles or self.STYLES:
            self.put(family, must, rubric, verdict, want, style, cut)


JSON_STYLES = ("json-harmony", "qwen3", "r1", "json-fence", "bare")


def json_keys(F):
    """JSON mode's verdict under a key or in a shape no earlier round
    read: "verdict" (as the label "Verdict: 4" is), a list of one
    verdict object, a Python dict's literal, the verdict's object
    wrapped in "scores": read.  Beside them a key of another item, a
    low confidence, a second verdict key, a hedged value, two objects
    in a list, criteria listed with no total the rubric defines: none."""
    why = "The answer is correct but the domain is not checked."
    for v in range(1, 6):
        o = other(v)
        for t in ['{"verdict": %d}' % v,
                  '{"Verdict": %d}' % v,
                  '{"final_verdict": %d}' % v,
                  '{"finalVerdict": %d}' % v,
                  '{"reasoning": "%s", "verdict": %d}' % (why, v)
                  if v < 5 else '{"verdict": %d, "reasoning": "The '
                  'derivation is sound."}' % v,
                  '[{"score": %d}]' % v,
                  '[\n  {"verdict": %d}\n]' % v,
                  "{'score': %d}" % v,
                  "{'verdict': %d, 'reasoning': \"The student's answer "
                  "is correct.\"}" % v,
                  "{'rating': '%d'}" % v,
                  '{"scores": {"overall": %d}}' % v,
                  '{"scores": {"correctness": %d, "overall": %d}}'
                  % (v, v)]:
            if "answer is correct." in t and \
                    praised_at_one(v, "The student's answer is correct.",
                                   " but " in t):
                # the whole work correct beside the lowest score, 1:
                # two things (since round 44)
                F.each("json trap bottom", 0, "1-5", t, None, JSON_STYLES)
                continue
            F.each("json key", 1, "1-5", t, v, JSON_STYLES)
        for t in ['{"question_2": {"score": %d}}' % v,
                  '{"item_2": {"verdict": %d}}' % v,
                  '{"score": %d, "confidence": "low"}' % v,
                  '{"verdict": %d, "confidence": 0.3}' % v,
                  '{"verdict": %d, "score": %d}' % (v, o),
                  '{"verdict": %d, "final_verdict": %d}' % (v, v),
                  '{"verdict": "%d or %d"}' % (v, o),
                  '{"verdict": "%d/10"}' % v,
                  '{"verdict": %d, "turn": 2}' % v,
                  '{"verdict": %d}\n{"verdict": %d}' % (v, o),
                  '[{"score": %d}, {"score": %d}]' % (v, o),
                  '[{"score": %d}, {"score": %d}]' % (v, v),
                  '[{"criterion": "correctness", "score": %d}, '
                  '{"criterion": "clarity", "score": %d}]' % (v, o),
                  '[{"criterion": "correctness", "score": %d}, '
                  '{"criterion": "clarity", "score": %d}]' % (v, v),
                  '[{"score": %d}]\n\nScore: %d' % (v, o),
                  '[[%d]]' % v if False else '[{"score": %d}, %d]' % (v, o),
                  "{'score': %d, 'previous_score': %d}" % (v, o),
                  "{'score': %d, 'confidence': 'low'}" % v,
                  "{'score': %d, 'reasoning': 'Maybe %d.'}" % (v, o),
                  '{"scores": {"correctness": %d, "clarity": %d}}'
                  % (v, o),
                  '{"scores": {"overall": %d, "reference": %d}}' % (v, o),
                  '{"scores": {"overall": %d}, "score": %d}' % (v, o),
                  '{"verdict": %d, "reasoning": "Wait, %d."}' % (v, o)]:
            F.each("json trap", 0, "1-5", t, None, JSON_STYLES)
        # a pairwise verdict's letter is no score of this rubric
        F.each("json trap", 0, "1-5", '{"verdict": "A"}', None,
               JSON_STYLES)


# the rejected alternative in parentheses, by language: (the label,
# the parenthesis with the other tier, its traps)
PARENS = [
    ("Score: %d", " (not %d)", [" (or %d)", " (maybe %d)", " (not %d?)",
                                " (possibly %d)"]),
    ("Score: %d", " (not a %d)", [" (if not %d)", " (%d?)"]),
    ("Bewertung: %d", " (nicht %d)", [" (oder %d)", " (vielleicht %d)"]),
    ("Note : %d", " (pas un %d)", [" (ou %d)", " (peut-\u00eatre %d)"]),
    ("Puntuaci\u00f3n: %d", " (no %d)", [" (o %d)", " (quiz\u00e1s %d)"]),
    ("\u041e\u0446\u0435\u043d\u043a\u0430: %d", " (\u043d\u0435 %d)",
     [" (\u0438\u043b\u0438 %d)",
      " (\u043c\u043e\u0436\u0435\u0442 \u0431\u044b\u0442\u044c %d)"]),
    ("\u8bc4\u5206\uff1a%d", "\uff08\u4e0d\u662f%d\u5206\uff09",
     ["\uff08\u6216%d\u5206\uff09", "\uff08\u4e5f\u8bb8%d\u5206\uff09"]),
    ("\u8bc4\u5206\uff1a%d", "\uff08\u4e0d\u662f%d\uff09",
     ["\uff08\u53ef\u80fd\u662f%d\uff09"]),
    ("\u8a55\u4fa1\uff1a%d", "\uff08%d\u3067\u306f\u306a\u3044\uff09",
     ["\uff08%d\u304b\u3082\uff09", "\uff08%d\u304b\u3082\u3057\u308c"
      "\u306a\u3044\uff09"]),
    ("\u8a55\u4fa1\uff1a%d",
     "\uff08%d\u70b9\u3067\u306f\u3042\u308a\u307e\u305b\u3093\uff09",
     ["\uff08%d\u70b9\u304b\u3082\uff09"]),
]


def paren(F):
    """A committed score with its rejected alternative in parentheses
    after it, in the listed languages: read.  The alternative offered
    ("or", "maybe", a question), the verdict's own tier rejected, "not
    4 but 5", a turn after it: none."""
    for v in range(1, 5):
        for o in (v + 1, v - 1) if v > 1 else (v + 1,):
            for lab, rej, traps in PARENS:
                F.each("paren read", 1, "1-5", lab % v + rej % o, v)
                F.put("twin paren", 1, "1-5", lab % v, v)
                for t in traps:
                    F.each("paren trap", 0, "1-5", lab % v + t % o, None)
                # the verdict's own tier "rejected": no statement
                F.put("paren trap", 0, "1-5", lab % v + rej % v, None)
        o = v + 1
        for t in ["Score: %d (not %d but %d)" % (v, v, o),
                  "Score: not %d but %d" % (v, o),
                  "Score: %d\n\nNot %d but %d." % (v, v, o),
                  "Score: %d (not %d)\n\nActually %d." % (v, o, o),
                  "Score: %d (not %d)\n\nScore: %d" % (v, o, o),
                  "Score: %d (not %d), or %d" % (v, o, o),
                  "Score: %d (not %d) (or %d)" % (v, o, o),
                  "Score: %d (not %d/10)" % (v, o),
                  "Score: %d (not %d, %d)" % (v, o, o)]:
            F.each("paren trap", 0, "1-5", t, None)


# a justification block after the verdict that weighs the work, by
# label: read in the rows of what a judge says of the work
REASON_LABELS = ["Reasoning", "Reason", "Explanation", "Justification",
                 "**Reasoning:**"]


def reason(F):
    """A verdict, then a justification block whose sentences weigh the
    work ("Reasoning: The answer is correct."), as a JSON verdict's
    reasoning and a sentence with no label are read: read; a fault
    beside the top, a hedge, a second value, a turn in it: none."""
    for v in range(1, 6):
        o = other(v)
        for lab in REASON_LABELS:
            lead = lab if lab.endswith(":**") else lab + ":"
            goods = ["The answer is correct.",
                     "The factoring is correct and the algebra is sound.",
                     "The response is correct."]
            if v < 5:
                goods.append("The answer is correct but the domain is "
                             "not checked.")
                goods.append("The derivation is sound but the final step "
                             "skips a case.")
            for g in goods:
                if praised_at_one(v, g, "but" in g):
                    # the whole work correct beside the lowest score,
                    # 1: two things (since round 44)
                    F.each("reason trap bottom", 0, "1-5",
                           "Score: %d\n\n%s %s" % (v, lead, g), None)
                    continue
                F.each("reason read", 1, "1-5",
                       "Score: %d\n\n%s %s" % (v, lead, g), v)
            for t in ["The answer is correct. Maybe %d." % o,
                      "The answer is correct, so %d." % o,
                      "The answer is correct. Score: %d" % o,
                      "The answer is correct; I would give %d." % o,
                      "The answer is probably correct.",
                      "Wait, the answer is correct."]:
                F.each("reason trap", 0, "1-5",
                       "Score: %d\n\n%s %s" % (v, lead, t), None)
        F.each("reason trap", 0, "1-5", "Score: 5\n\nReasoning: The "
               "answer is correct but the domain is not checked.", None)


# an emphasised label and a boxed score, by language
BOXED = ["**Final Score:** \\boxed{%d}", "**Score:** \\boxed{%d}",
         "**Final Score**: $\\boxed{%d}$", "Final Score: \\boxed{%d}",
         "**Bewertung:** \\boxed{%d}", "**Puntuaci\u00f3n:** \\boxed{%d}",
         "**Note :** \\boxed{%d}",
         "**\u041e\u0446\u0435\u043d\u043a\u0430:** \\boxed{%d}",
         "**\u8bc4\u5206\uff1a** \\boxed{%d}",
         "**\u8a55\u4fa1\uff1a** \\boxed{%d}"]


def boxed(F):
    """A boxed score under an emphasised label: read; a retraction, a
    second box, a turn after it: none."""
    for v in range(1, 6):
        o = other(v)
        for b in BOXED:
            F.each("boxed read", 1, "1-5", b % v, v)
        for t in ["**Final Score:** \\boxed{%d}\n\nWait, that is too "
                  "generous. \\boxed{%d}" % (v, o),
                  "**Final Score:** \\boxed{%d}\n\nActually, I retract "
                  "that." % v,
                  "**Final Score:** \\boxed{%d}\n\nOn second thought, "
                  "\\boxed{%d}." % (v, o),
                  "**Final Score:** \\boxed{%d}\n\nNo, scratch that." % v,
                  "**Final Score:** \\boxed{%d} \\boxed{%d}" % (v, o),
                  "**Final Score:** \\boxed{%d or %d}" % (v, o),
                  "**Final Score:** \\boxed{%d}?" % v,
                  "**Final Score:** \\boxed{%d}\n\n\u7b49\u4e00\u4e0b"
                  "\uff0c\u5e94\u8be5\u662f%d\u5206\u3002" % (v, o),
                  "**Bewertung:** \\boxed{%d}\n\nMoment, eher %d." % (v, o),
                  "**Final Score:** \\boxed{%d}\n\nThe response claims "
                  "\\boxed{%d}, and I agree." % (v, o)]:
            F.each("boxed trap", 0, "1-5", t, None)


# a label that ends its line, by language, for the value after a blank
# line
NEXT = ["Score:", "**Score:**", "Final Score:", "Bewertung:", "Note :",
        "Puntuaci\u00f3n:", "\u041e\u0446\u0435\u043d\u043a\u0430:",
        "\u8bc4\u5206\uff1a", "\u8a55\u4fa1\uff1a"]


def next_line(F):
    """The value alone on the line after one blank line below a label
    that ends its line: read.  Two blank lines, another criterion's
    label there, a hedge, a list's item, a second value: none."""
    for v in range(1, 6):
        o = other(v)
        for lab in NEXT:
            F.each("next read", 1, "1-5", "%s\n\n%d" % (lab, v), v)
            if lab.startswith("**"):
                F.each("next read", 1, "1-5", "%s\n\n**%d**" % (lab, v), v)
            for t in ["%s\n\n\n%d" % (lab, v),
                      "%s\n\nCorrectness: %d" % (lab, v),
                      "%s\n\nClarity: %d\n\nCorrectness: %d" % (lab, v, v),
                      "%s\n\n%d or %d" % (lab, v, o),
                      "%s\n\n%d?" % (lab, v),
                      "%s\n\n%d\n\nScore: %d" % (lab, v, o),
                      "%s\n\n%d. The student expands the product." % (lab,
                                                                       v),
                      "%s\n\n%d/10" % (lab, v),
                      "%s\n\nQuestion 2: %d" % (lab, v)]:
                F.each("next trap", 0, "1-5", t, None)


def cut(F):
    """Replies cut by max_tokens (finish reason length) in these forms:
    never read."""
    for v in range(1, 6):
        for t in ['{"verdict": %d}' % v, '[{"score": %d}]' % v,
                  "Score: %d (not %d)" % (v, other(v)),
                  "Score:\n\n%d" % v,
                  "**Final Score:** \\boxed{%d}" % v,
                  "Score: %d\n\nReasoning: The answer is correct." % v]:
            F.each("cut length", 0, "1-5", t, None, cut=True)


def families(reader):
    F = Round(READ, NOTE)
    json_keys(F)
    paren(F)
    reason(F)
    boxed(F)
    next_line(F)
    cut(F)
    return report(F, reader)


main("make-replies-round43.py", families)
