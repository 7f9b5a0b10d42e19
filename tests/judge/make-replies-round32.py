#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round32.py: round 32's judge replies, in the styles of
# the judge models that write them (gpt-oss's harmony channels, Qwen3's
# and DeepSeek-R1's <think>, Llama-3, Gemma and Mistral with their end
# tokens): verdicts a careful reader takes as one committed score, each
# beside its twins that state none (a hedge, a second unresolved score,
# a score off the rubric's scale, a counterfactual, a score quoted from
# the rubric's example).  The forms: XML-ish tags alone or after the
# judge's analysis (<score>8</score>, <rating>, <final_score>);
# MT-Bench's "[[8]]" with no label; prose with "an 8"; the scale after
# the emphasis that closes the value ("**8**/10"); a verdict revised by a statement of the score after an opener ("Score:
# 7. Actually, the score should be 8."); a score with a counterfactual
# remark beside it ("Score: 8 (would be 10 if ...)"); JSON verdicts
# nested one key deep ({"evaluation": {"score": 8, ...}}); fractions
# over the rubric's top, percentages (another scale, never rescaled),
# number words, native digits and the labels of other languages;
# markdown tables of criteria with an overall row.  Each case carries
# "want:", the verdict a reader of the reply takes it to state (none:
# none, or more than one).
#
#   make-replies-round32.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round32.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (Styled, main, other,  # noqa: E402
                         report)

ANALYSIS = ("The response sets up the recurrence correctly and reaches "
            "the right closed form, but the induction step skips the "
            "base case check.")

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"fraction", "word", "label", "table", "harmony", "think",
        "xml", "revised", "json", "counterfactual", "prose", "bracket"}

# the judge families whose styles the replies are written in
STYLES = ["gpt-oss", "qwen3", "deepseek-r1", "llama3", "gemma",
          "mistral", "bare"]


def styled(style, verdict, analysis=ANALYSIS):
    """verdict (the judge's last text) in a judge family's style."""
    if style == "gpt-oss":
        return ("<|channel|>analysis<|message|>Let me check the "
                "induction. %s<|end|><|start|>assistant<|channel|>final"
                "<|message|>%s\n\n%s<|return|>" % (analysis, analysis,
                                                   verdict))
    if style == "qwen3":
        return ("<think>\nOkay, the user wants me to grade this. Let me "
                "check each step.\n</think>\n\n%s\n\n%s" % (analysis,
                                                            verdict))
    if style == "deepseek-r1":
        return ("<think>\nFirst, I need to check the base case. %s\n"
                "</think>\n\n**Evaluation**\n\n%s\n\n%s" % (
                    analysis, analysis, verdict))
    if style == "llama3":
        return ("Here is my evaluation of the response:\n\n%s\n\n%s"
                "<|eot_id|>" % (analysis, verdict))
    if style == "gemma":
        return "**Assessment:**\n\n%s\n\n%s<end_of_turn>" % (analysis,
                                                            verdict)
    if style == "mistral":
        return "%s\n\n%s</s>" % (analysis, verdict)
    return verdict


class Round(Styled):
    """Families whose replies are styled by STYLES in turn."""
    STYLES = STYLES

    def styled(self, style, verdict):
        return styled(style, verdict)


def xml_tags(F):
    for v in range(0, 11):
        o = other(v)
        for tag in ["score", "rating", "final_score", "Score"]:
            for t in ["<%s>%d</%s>" % (tag, v, tag),
                      "<%s>\n%d\n</%s>" % (tag, v, tag),
                      "<%s> %d </%s>" % (tag, v, tag),
                      "<%s>%d/10</%s>" % (tag, v, tag)]:
                F.put("xml alone", 1, "0-10", t, v, "bare")
                F.put("xml styled", 1, "0-10", t, v)
        for t in ["<score>maybe %d</score>" % v,
                  "<score>%d or %d</score>" % (v, o),
                  "<score>%d?</score>" % v,
                  "<score>~%d</score>" % v,
                  "<score>%d-%d</score>" % (o, v),
                  "<score>not %d</score>" % v,
                  "<score>%d</score>\n<score>%d</score>" % (o, v),
                  "<score>%d</score>\n\nActually, maybe %d." % (v, o),
                  "<score>%d</score> (for Response B)" % v,
                  "<score>%d</score> if the base case is checked" % v,
                  "It would be <score>%d</score> if the base case were "
                  "checked." % v,
                  "<example><score>%d</score></example>" % v,
                  "The rubric's example reply is <score>%d</score>." % v,
                  "Score: %d\n<score>%d</score>" % (o, v),
                  "<reference_score>10</reference_score>\n"
                  "<score>%d</score>" % v,
                  "<draft_score>%d</draft_score>\n<score>%d</score>"
                  % (o, v),
                  "<score>%d/5</score>" % v,
                  "<score>%d</score>\n<score>" % v,
                  "<score>%d" % v,
                  "<score>%d</rating>" % v,
                  "Correctness: %d\n<score>%d</score>" % (o, v)]:
            F.put("xml trap", 0, "0-10", t, None)
        F.put("xml trap", 0, "0-10", "<score>%d</score>" % (v + 11), None)


def brackets(F):
    """MT-Bench's rating with no label, "[[8]]", ending the reply."""
    for v in range(0, 11):
        o = other(v)
        F.put("bracket alone", 1, "0-10", "[[%d]]" % v, v, "bare")
        F.put("bracket styled", 1, "0-10", "[[%d]]" % v, v)
        for t in ["[[%d or %d]]" % (v, o), "[[%d]] [[%d]]" % (v, o),
                  "[[%d]]\n[[%d]]" % (o, v), "Score: %d\n[[%d]]" % (o, v),
                  "It would be [[%d]]" % v, "[[%d]]?" % v,
                  "[[%d/5]]" % v, "[[%d]]" % (v + 11), "[[maybe %d]]" % v,
                  "[[%d]]\n\nActually, maybe %d." % (v, o)]:
            F.put("bracket trap", 0, "0-10", t, None)


def revisions(F):
    """A verdict revised by a statement of the score after an opener
    or a reason; their hedged, conditional and other twins."""
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d\n\nActually, the score should be %d." % (o, v),
                  "Score: %d. Actually, the score is %d." % (o, v),
                  "Score: %d\n\nWait, the correct score is %d." % (o, v),
                  "Score: %d\n\nOn reflection, the score should be %d/5."
                  % (o, v),
                  # a reason moves the score its way (session 71:
                  # these once read a revision against their words)
                  "Score: %d\n\nWait, I was too generous. Score: %d"
                  % (v + 1, v) if v < 5 else
                  "Score: %d\n\nWait, I was too harsh. Score: %d"
                  % (v - 1, v),
                  "Score: %d\n\nI was too harsh. Score: %d" % (v - 1, v)
                  if v > 1 else
                  "Score: %d\n\nI was too generous. Score: %d" % (v + 1, v),
                  "Score: %d\n\nActually, I'd make it %d." % (o, v)]:
            F.put("revised statement", 1, "1-5", t, v)
        for t in ["Score: %d\n\nActually, the score should be %d or %d."
                  % (o, v, o),
                  "Score: %d\n\nActually, maybe the score is %d." % (o, v),
                  "Score: %d\n\nActually, the score should be %d?" % (o, v),
                  "Score: %d\n\nActually, the score would be %d." % (o, v),
                  "Score: %d\n\nActually, the score would be %d if the "
                  "base case were checked." % (o, v),
                  "Score: %d\n\nActually, the score is %d for Response B."
                  % (o, v),
                  "Score: %d\n\nActually, the score is not %d." % (o, v),
                  "Score: %d\n\nActually, the score should be %d/10."
                  % (o, v),
                  "Score: %d\n\nActually, the score should be %d. Hmm."
                  % (o, v),
                  "Score: %d\n\nScore: %d" % (o, v),
                  "Score: %d\n\nThe score is %d." % (o, v),
                  "Score: %d or %d\n\nActually, the score is %d."
                  % (o, v, v),
                  "Actually, the score should be %d." % v,
                  "Score: %d\n\nActually, I'd make it %d, maybe." % (o, v),
                  "Score: %d\n\nWait, I was too generous. Score: %d?"
                  % (o, v),
                  # a reason against the way the value moves
                  "Score: %d\n\nWait, I was too generous. Score: %d"
                  % (v - 1, v) if v > 1 else
                  "Score: %d\n\nI was too harsh. Score: %d" % (v + 1, v)]:
            F.put("revised trap", 0, "1-5", t, None)


def counterfactual(F):
    for v in range(1, 5):
        w = v + 1
        for t in ["Score: %d (would be %d if the base case were checked)"
                  % (v, w),
                  "Score: %d/5 (it would be %d/5 with the base case)"
                  % (v, w),
                  "Score: %d (%d had it checked the base case)" % (v, w)]:
            F.put("counterfactual committed", 1, "1-5", t, v)
        for t in ["Score: would be %d if the base case were checked" % w,
                  "Score: %d if the base case is checked, else %d"
                  % (w, v),
                  "Score: %d (or %d)" % (v, w),
                  "It would be %d/5 if the base case were checked." % w,
                  "Score: %d (would be %d if the base case were checked,"
                  " maybe %d)" % (v, w, w),
                  "Score: %d (%d if the base case is checked)" % (v, w),
                  "Score: %d (would be %d or %d if the base case were "
                  "checked)" % (v, w, w),
                  "Score: %d (would be %d if the base case were checked, "
                  "maybe)" % (v, w),
                  "Score: %d (would be %d if the base case were checked)"
                  " or %d" % (v, w, w),
                  "Score: %d (would be %d if the base case were checked)?"
                  % (v, w),
                  "Score: %d (would be 9 if the base case were checked)"
                  % v,
                  "Score: %d (would be %d if the base case were checked)"
                  "\nScore: %d" % (v, w, w)]:
            F.put("counterfactual trap", 0, "1-5", t, None)


def json_nested(F):
    for v in range(0, 11):
        o = other(v)
        # a justification after the score whose words the reader's
        # rows do not hold: lost, flat or nested (kind "note", not read)
        F.put("note after json", 0, "0-10",
              '{"evaluation": {"score": %d, "reasoning": "Skips the '
              'base case."}}' % v, v, "bare")
        for t in ['{"evaluation": {"reasoning": "Skips the base case.", '
                  '"score": %d}}' % v,
                  '{"result": {"score": %d}}' % v,
                  '{"judgment": {"reasoning": "Skips the base case.", '
                  '"score": %d}}' % v,
                  '```json\n{"evaluation": {"score": %d}}\n```' % v]:
            F.put("json nested", 0, "0-10", t, v, "bare")
        for t in ['{"evaluation": {"score": %d, "alt_score": %d}}'
                  % (v, o),
                  '{"evaluation": {"score": "maybe %d"}}' % v,
                  '{"evaluation": {"score": %d}, "score": %d}' % (v, o),
                  '{"reference": {"score": 10}, "response": {"score": %d}}'
                  % v,
                  '{"example": {"score": %d}}' % v,
                  '{"evaluation": {"score": %d}}' % (v + 11),
                  '{"evaluation": {"score": [%d, %d]}}' % (v, o),
                  '{"evaluation": {"draft": {"score": %d}, "score": %d}}'
                  % (o, v)]:
            F.put("json nested trap", 0, "0-10", t, None, "bare")


def fractions(F):
    for v in range(0, 11):
        for t in ["Score: %d/10" % v, "**Score:** %d/10" % v,
                  "Score: %d out of 10" % v,
                  "## Score\n%d/10" % v]:
            F.put("fraction", 1, "0-10", t, v)
        # the emphasis that closes the value before its scale
        for t in ["Score: **%d** out of 10" % v, "Score: **%d**/10" % v,
                  "**Score:** **%d**/10" % v]:
            F.put("fraction emphasis", 1, "0-10", t, v)
        for t in ["Score: **%d** / 10" % v, "Score: **%d**/5" % v,
                  "Score: **%d** out of 10 or %d" % (v, other(v)),
                  "Score: **%d**/10?" % v, "Score: **%d out of 10" % v,
                  "Score: **%d**/100" % v]:
            F.put("fraction trap emphasis", 0, "0-10", t, None)
        # one blank line between a heading and its value: read, as
        # markdown writes a section (papo-rubric(5))
        F.put("heading blank", 1, "0-10", "## Score\n\n%d/10" % v, v)
        for t in ["Score: %d/5" % (v % 6 if v % 6 != 5 else 4),
                  "Score: %d/100" % (v * 10 if v else 5),
                  "Score: %d/20" % (2 * v + 1),
                  "Score: %d%%" % (10 * v),
                  "Score: %d/10 or %d/10" % (v, other(v)),
                  "Score: %d/10?" % v,
                  # "8 / 10" may be "8 or 10"
                  "Score: %d / 10" % v, "<score>%d / 10</score>" % v,
                  "Score: %d/10 (if the base case is checked)" % v]:
            F.put("fraction trap", 0, "0-10", t, None)


WORDS = {0: "zero", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five",
         6: "six", 7: "seven", 8: "eight", 9: "nine", 10: "ten"}


def words(F):
    for v in range(0, 11):
        w = WORDS[v]
        for t in ["Score: %s" % w, "**Score:** %s" % w.capitalize(),
                  "Score: %s/10" % w if False else "Score: %s" % w.upper()]:
            F.put("word", 1, "0-10", t, v)
        o = WORDS[other(v)]
        for t in ["Score: %s or %s" % (w, o), "Score: maybe %s" % w,
                  "Score: %s?" % w, "Score: not %s" % w,
                  "Score: %s-ish" % w]:
            F.put("word trap", 0, "0-10", t, None)


# labels of other languages with the verdict, in their own digits where
# the script has them: (lang, label, digits)
FW = lambda x: "".join(chr(0xff10 + int(c)) for c in str(x))
AS = lambda x: str(x)
LABELS = [("zh", "\u8bc4\u5206\uff1a", FW), ("zh", "\u8bc4\u5206\uff1a", AS),
          ("ja", "\u30b9\u30b3\u30a2\uff1a", FW),
          ("ko", "\uc810\uc218: ", AS), ("es", "Puntuaci\u00f3n: ", AS),
          ("de", "Bewertung: ", AS), ("fr", "Note : ", AS),
          ("ru", "\u041e\u0446\u0435\u043d\u043a\u0430: ", AS),
          ("it", "Punteggio: ", AS), ("pt", "Pontua\u00e7\u00e3o: ", AS)]
HEDGE = {"zh": "\u53ef\u80fd", "ja": "\u305f\u3076\u3093",
         "ko": "\uc544\ub9c8", "es": "quiz\u00e1s", "de": "vielleicht",
         "fr": "peut-\u00eatre", "ru": "\u0432\u043e\u0437\u043c\u043e\u0436"
         "\u043d\u043e", "it": "forse", "pt": "talvez"}
OR = {"zh": "\u6216", "ja": "\u304b", "ko": "\ub610\ub294", "es": "o",
      "de": "oder", "fr": "ou", "ru": "\u0438\u043b\u0438", "it": "o",
      "pt": "ou"}


def labels(F):
    for lang, lab, d in LABELS:
        for v in range(0, 11):
            o = other(v)
            for t in ["%s%s" % (lab, d(v)), "**%s** %s" % (lab.strip(),
                                                          d(v)),
                      "%s%s/%s" % (lab, d(v), d(10))]:
                F.put("label %s" % lang, 1, "0-10", t, v)
            for t in ["%s%s %s" % (lab, HEDGE[lang], d(v)),
                      "%s%s %s %s" % (lab, d(v), OR[lang], d(o)),
                      "%s%s?" % (lab, d(v)),
                      "%s%s/%s" % (lab, d(v), d(5)),
                      "%s%s\n%s%s" % (lab, d(o), lab, d(v))]:
                F.put("label trap %s" % lang, 0, "0-10", t, None)


def tables(F):
    for v in range(1, 6):
        o = other(v)
        hi, lo = max(v, o), min(v, o)
        head = "| Criterion | Score |\n|---|---|\n"
        rows = "| Correctness | %d |\n| Clarity | %d |\n" % (hi, lo)
        # every style: a lead-in was misread in harmony's final
        # channel and read nowhere else
        for st in STYLES:
            F.put("table overall", 1, "1-5", head + rows +
                  "| **Overall** | **%d** |" % hi, hi, st)
            F.put("table overall", 1, "1-5", "### Verdict\n\n" + head +
                  rows + "| Overall | %d |" % lo, lo, st)
            for t in [head + rows + "| **Overall** | **%d or %d** |"
                      % (v, o),
                      head + rows + "| Overall | %d |\n| Overall | %d |"
                      % (hi, lo),
                      head + rows + "| Overall | %d? |" % v,
                      head + rows + "| Overall (Response B) | %d |" % v,
                      "Response B:\n\n" + head + rows +
                      "| Overall | %d |" % v,
                      "For the reference:\n\n" + head + rows +
                      "| Overall | %d |" % v]:
                F.put("table trap", 0, "1-5", t, None, st)


def harmony(F):
    for v in range(0, 11):
        o = other(v)
        for t in ["<|channel|>analysis<|message|>Maybe %d, maybe %d."
                  "<|end|><|start|>assistant<|channel|>final<|message|>"
                  "Score: %d<|return|>" % (o, v, v),
                  "<|channel|>analysis<|message|>Score: %d<|end|><|start|>"
                  "assistant<|channel|>final<|message|>%s\n\nScore: %d"
                  "<|return|>" % (o, ANALYSIS, v)]:
            F.put("harmony final", 1, "0-10", t, v, "bare")
        for t in ["<|channel|>analysis<|message|>Score: %d<|end|>" % v,
                  "<|channel|>analysis<|message|>Check.<|end|><|start|>"
                  "assistant<|channel|>final<|message|>Score: %d or %d"
                  "<|return|>" % (v, o),
                  "<|channel|>final<|message|>Score: %d<|end|><|start|>"
                  "assistant<|channel|>final<|message|>Score: %d"
                  "<|return|>" % (o, v)]:
            F.put("harmony trap", 0, "0-10", t, None, "bare")


def think(F):
    for v in range(0, 11):
        o = other(v)
        for t in ["<think>\nI'd say %d... no, %d.\n</think>\n\nScore: %d"
                  % (o, v, v),
                  "<think>\nScore: %d?\n</think>\n\n%s\n\n**Score: %d**"
                  % (o, ANALYSIS, v)]:
            F.put("think final", 1, "0-10", t, v, "bare")
        for t in ["<think>\nScore: %d\n</think>" % v,
                  "<think>\nScore: %d\n</think>\n\nScore: %d or %d"
                  % (o, v, o),
                  "<think>\nScore: %d" % v,
                  "<think>\nOk.\n</think>\n\nScore: %d\n<think>\nno, %d"
                  % (v, o)]:
            F.put("think trap", 0, "0-10", t, None, "bare")


def prose(F):
    """A verdict in prose with "an" before the value ("an 8"), and
    with no article before a value over the top; their twins."""
    for v in range(0, 11):
        o = other(v)
        art = "an" if v == 8 else "a"
        for t in ["I would give this response %s %d." % (art, v),
                  "I give this response %s %d/10." % (art, v),
                  "I'd rate this response %s %d out of 10." % (art, v),
                  "This response deserves %s %d." % (art, v),
                  "I would give this response %d/10." % v]:
            F.put("prose article", 1, "0-10", t, v)
        for t in ["I would give this response %s %d, maybe a %d."
                  % (art, v, o),
                  "I would have given this response %s %d." % (art, v),
                  "If the base case were checked, I would give this "
                  "response %s %d." % (art, v),
                  "I would give Response B %s %d." % (art, v),
                  "I would give this response %s %d or a %d."
                  % (art, v, o),
                  "I would give this response %s %d?" % (art, v),
                  "I would give this response %s %d if the base case "
                  "were checked." % (art, v),
                  "I would give this response %s %d/5." % (art, v)]:
            F.put("prose trap", 0, "0-10", t, None)


def quoted(F):
    for v in range(0, 11):
        for t in ['The rubric says "Score: %d" is for a complete proof.'
                  % v,
                  "Example output:\n\nScore: %d" % v,
                  "Format example: `Score: %d`" % v,
                  'Per the rubric ("%d = complete and rigorous"), the '
                  "response falls short." % v]:
            F.put("quoted trap", 0, "0-10", t, None)


def families(reader):
    F = Round(READ, ANALYSIS)
    xml_tags(F)
    brackets(F)
    revisions(F)
    counterfactual(F)
    json_nested(F)
    fractions(F)
    words(F)
    labels(F)
    tables(F)
    harmony(F)
    think(F)
    quoted(F)
    prose(F)
    return report(F, reader)


main("make-replies-round32.py", families)
