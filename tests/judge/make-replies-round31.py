#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round31.py: round 31's judge replies: issue 26's twin for
# the judge (a verdict revised, criteria a line each then an overall
# line, the labels of Arabic, Persian, Hindi, Bengali and Thai with
# their own digits, each beside its hedged, negated and other
# response's twins), and shapes no round 19 to 30 wrote: JSON replies
# with several score keys (a draft and a final, the reference's and the
# response's, a key twice, scores per criterion nested beside an
# overall); XML-ish tags (<score>4</score>,
# then a later <score>, a tag of the reference's); scores in tables of
# several responses or of the reference and the response; a score with
# a counterfactual beside it ("3/5 (would be 5/5 if ...)"); the
# reference answer's score beside the response's in prose; a score
# quoted from the rubric's example; a reasoning model's <think> holding
# another score than its final one; chat templates' end tokens after
# the verdict (and a turn of the user's after them); replies cut off
# mid-way by a server that reports no finish reason length.  Each case
# carries "want:", the verdict a reader of the reply takes it to state
# (none: none, or more than one).
#
#   make-replies-round31.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round31.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (PLAIN_STYLES, Families, main,  # noqa: E402
                         other, report, styled_plain)

ANALYSIS = ("The response sets up the equation correctly and solves for "
            "$x$, but it never checks the domain of $\\log(x+1)$.")
STYLES = PLAIN_STYLES

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"end", "think", "json", "revised", "criteria", "label", "prose"}


def json_keys(F):
    for v in range(1, 6):
        o = other(v)
        for t in ['{"score": %d, "final_score": %d}' % (o, v),
                  '{"draft_score": %d, "score": %d}' % (o, v),
                  '{"score": %d, "score": %d}' % (o, v),
                  '{"reference_score": 5, "response_score": %d}' % v,
                  '{"response_score": %d, "reference_score": 5}' % v,
                  '{"score_a": %d, "score_b": %d}' % (v, o),
                  '{"score": %d, "revised_score": %d}' % (o, v),
                  '{"score": %d, "confidence": 0.%d, "alt_score": %d}'
                  % (v, v, o),
                  '{"score": [%d, %d]}' % (v, o),
                  '{"score": "%d or %d"}' % (v, o),
                  '{"score": %d}\n{"score": %d}' % (o, v),
                  '```json\n{"score": %d}\n```\n\n```json\n{"score": %d}\n'
                  '```' % (o, v),
                  '{"score": %d, "reasoning": "I first thought %d."}'
                  % (v, o)]:
            # what a reader takes each to state: none of them one
            F.add("json trap keys", 0, "1-5", t, None)
        # criteria beside an "overall" key: the overall is the verdict,
        # as the label "Overall: 4" is (read since round 38; a trap
        # here before)
        F.add("json overall", 0, "1-5",
              '{"scores": {"correctness": %d, "clarity": %d}, '
              '"overall": %d}' % (o, v, v), v)
        # one key, one value, the reasoning beside it: read
        for t in ['{"reasoning": "Misses the domain check.", "score": %d}'
                  % v,
                  '{"score": %d, "reasoning": "Misses the domain check."}'
                  % v]:
            F.add("json one", 0, "1-5", t, v)


def xml_tags(F):
    for v in range(1, 6):
        o = other(v)
        for t, want in [
                ("<score>%d</score>" % v, v),
                ("<score>%d</score>\n\nOn a second pass:\n<score>%d"
                 "</score>" % (o, v), None),
                ("<score>%d</score> <score>%d</score>" % (v, o), None),
                ("<reference_score>5</reference_score>\n<score>%d</score>"
                 % v, None),
                ("<score>%d</score>\n<reference_score>5</reference_score>"
                 % v, None),
                ("<draft_score>%d</draft_score>\n<score>%d</score>"
                 % (o, v), None),
                ("<score>%d or %d</score>" % (v, o), None),
                ("<score>%d?</score>" % v, None),
                ("<score>maybe %d</score>" % v, None),
                ("<score>not %d</score>" % v, None),
                ("<score>%d</score>\n<score>" % v, None),
                ("<score>%d" % v, None),
                ("<example><score>%d</score></example>" % v, None),
                ("Score: %d\n<score>%d</score>" % (o, v), None),
                ("<score>%d</score>\nScore: %d" % (o, v), None)]:
            F.add("xml" if want is not None else "xml trap", 0, "1-5", t,
                  want)


def tables(F):
    for v in range(1, 6):
        o = other(v)
        for t in ["| Response | Score |\n|---|---|\n| A | %d |\n| B | %d |"
                  % (v, o),
                  "| Answer | Score |\n|---|---|\n| Reference | 5 |\n"
                  "| Student | %d |\n| Other | %d |" % (v, o),
                  "| | Score |\n|---|---|\n| Draft | %d |\n| Final | %d |"
                  % (o, v),
                  "| Score |\n|---|\n| %d |\n| %d |" % (v, o),
                  "| Score | Score |\n|---|---|\n| %d | %d |" % (v, o),
                  "| Criterion | Score |\n|---|---|\n| Correctness | %d |\n"
                  "| Total | %d or %d |" % (v, v, o),
                  "| Criterion | Score |\n|---|---|\n| Correctness | %d |\n"
                  "| Total | %d |\n| Reference total | 5 |" % (v, v),
                  "| Score |\n|---|\n| %d? |" % v]:
            F.add("table trap", 0, "1-5", t, None)


def counterfactual(F):
    for v in range(1, 5):
        w = v + 1
        for t in ["Score: %d/5 (would be %d/5 if the domain were checked)"
                  % (v, w),
                  "Score: %d (it would be %d with a domain check)" % (v, w),
                  "Score: %d/5 (%d/5 had it checked the domain)" % (v, w),
                  "%d/5 (would be %d/5 if the domain were checked)"
                  % (v, w)]:
            # a reader takes the stated score; never the other one
            F.add("counterfactual", 0, "1-5", t, v)
        for t in ["Score: %d/5, or %d/5 if the domain is checked" % (v, w),
                  "Score: %d/5 (or %d/5)" % (v, w),
                  "Score: would be %d/5 if the domain were checked" % w,
                  "Score: %d if the domain were checked, else %d" % (w, v),
                  "It would be %d/5 if the domain were checked." % w]:
            F.add("counterfactual trap", 0, "1-5", t, None)


def reference_prose(F):
    for v in range(1, 5):
        for t in ["The reference answer would score 5/5. The response "
                  "scores %d/5." % v,
                  "The reference solution earns 5; this response "
                  "earns %d." % v]:
            F.add("reference prose", 0, "1-5", t, v)
        for t in ["The response scores %d/5. The reference answer would "
                  "score 5/5." % v,
                  "The reference answer would score %d/5." % v,
                  "Reference answer: 5/5.",
                  "The reference answer scores 5/5; the response is "
                  "close.",
                  "The reference solution earns %d." % v]:
            F.add("reference trap", 0, "1-5", t, None)


def quoted_example(F):
    for v in range(1, 6):
        o = other(v)
        for t in ['As the rubric\'s example says, "Score: %d" is for a '
                  'complete proof.' % v,
                  'The rubric\'s example reply ends with "Score: %d".' % v,
                  "Example output:\nScore: %d" % v,
                  "For instance:\n\n> Score: %d" % v,
                  'I will answer in the format "Score: %d".' % v,
                  "The expected format is `Score: %d`." % v,
                  "Format example: Score: %d" % v,
                  "Score: %d\n\nExample output:\nScore: %d" % (v, o),
                  'Per the rubric ("Score: 5 = complete"), the response '
                  'falls short.']:
            F.add("quoted trap", 0, "1-5", t, None)


def think_other(F):
    for v in range(1, 6):
        o = other(v)
        for t, want in [
                ("<think>\nI'd say %d.\n</think>\n\nScore: %d" % (o, v), v),
                ("<think>\nScore: %d\n</think>\n\nScore: %d" % (o, v), v),
                ("<think>\nMaybe %d, maybe %d.\n</think>\n\nScore: %d"
                 % (o, v, v), v),
                ("<think>\n{\"score\": %d}\n</think>\n\nScore: %d"
                 % (o, v), v),
                ("<think>\nScore: %d\n</think>\n\n" % v, None),
                ("<think>\nScore: %d\n</think>\n\nI need more time." % v,
                 None),
                ("<think>\nScore: %d\n</think>\n\nScore: %d or %d"
                 % (o, v, o), None),
                ("<think>\nScore: %d\n</think>\n\nScore: %d\n<think>\n"
                 "Score: %d" % (o, v, o), None),
                ("<think>\nScore: %d\n</think>\n\nMaybe %d." % (o, v),
                 None)]:
            F.add("think other" if want is not None else
                  "think trap other", 1, "1-5", t, want, "")


ENDS = ["<|im_end|>", "<|eot_id|>", "</s>", "<end_of_turn>",
        "<|endoftext|>", "<|end|>", "<\uff5cend\u2581of\u2581sentence\uff5c>"]


def end_tokens(F):
    for v in range(1, 6):
        o = other(v)
        for e in ENDS:
            F.add("end token", 1, "1-5", "%s\n\nScore: %d%s"
                  % (ANALYSIS, v, e), v, "")
            F.add("end token", 1, "1-5", "%s\n\nScore: %d\n%s"
                  % (ANALYSIS, v, e), v, "")
            for t in ["Score: %d%s\nScore: %d" % (v, e, o),
                      "Score: %d%s<|im_start|>user\nScore: %d"
                      % (v, e, o),
                      "Score: %d or%s" % (v, e),
                      "Score: %d%sMaybe %d." % (v, e, o),
                      "Score:%s %d" % (e, v)]:
                F.add("end trap", 0, "1-5", t, None, "")


def cut_replies(F):
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d\n\nWait, actually" % v,
                  "Score: %d\n\nOn reflection, the score should be" % v,
                  "Score: %d/" % v,
                  "Score: %d or" % v,
                  "Score: %d\n\nScore: %d\n\nHmm, let me" % (v, o),
                  "Score: %d, but" % v,
                  "<think>\nScore: %d" % v,
                  "Score: %d\n\n```json\n{\"score\": %d" % (v, o),
                  "Score: %d\n\n<score>%d" % (v, o)]:
            F.add("cut trap", 0, "1-5", t, None)


def edits(F):
    """A score struck, commented out, revised by an arrow, with
    arithmetic or a note of another level after it."""
    for v in range(1, 6):
        o = other(v)
        for t, want in [
                ("**Score:** ~~%d~~ %d" % (o, v), None),
                ("Score: <s>%d</s> %d" % (o, v), None),
                ("Score: <del>%d</del> %d" % (o, v), None),
                ("Score: <!-- %d --> %d" % (o, v), None),
                ("Score: %d <!-- was %d -->" % (v, o), None),
                ("Score: %d \u2192 %d" % (o, v), None),
                ("Score: %d → %d" % (o, v), None),
                ("Score: %d => %d" % (o, v), None),
                ("Score: %d + 1" % v, None),
                ("Score: %d (+1 for clarity)" % v, None),
                ("Score: %d - 1 = %d" % (v, o), None),
                ("Score: %d⃣" % v, None),
                ("Score: %d̶ %d" % (o, v), None),
                ("Score: %d\n\nP.S. Response B: %d" % (v, o), None),
                ("Score: %d\n\n</answer>\n\nScore: %d" % (v, o), None),
                ("Score: %d\n\n| Score | %d |" % (v, o), None),
                ("Score: %d out of 5 stars ★★★★☆"
                 % v, None if v != 4 else 4),
                ("Score: %d\n\nNote: a score of 5 is reserved for "
                 "complete proofs." % v, v)]:
            F.add("edit" if want is not None else "edit trap", 0, "1-5",
                  t, want)


# labels of issue 26's judge twin, each in its language with its own
# digits: (lang, label, zero of its digits)
NATIVE = [("ar", "\u0627\u0644\u0646\u062a\u064a\u062c\u0629 "
           "\u0627\u0644\u0646\u0647\u0627\u0626\u064a\u0629", 0x660),
          ("fa", "\u0627\u0645\u062a\u06cc\u0627\u0632 "
           "\u0646\u0647\u0627\u06cc\u06cc", 0x6f0),
          ("hi", "\u0905\u0902\u0915", 0x966),
          ("bn", "\u09b8\u09cd\u0995\u09cb\u09b0", 0x9e6),
          ("th", "\u0e04\u0e30\u0e41\u0e19\u0e19", 0xe50)]
# "maybe", "or", "not" in each
NMAYBE = {"ar": "\u0631\u0628\u0645\u0627", "fa": "\u0634\u0627\u06cc\u062f",
          "hi": "\u0936\u093e\u092f\u0926",
          "bn": "\u09b9\u09af\u09bc\u09a4\u09cb",
          "th": "\u0e2d\u0e32\u0e08\u0e08\u0e30"}
NOR = {"ar": "\u0623\u0648", "fa": "\u06cc\u0627", "hi": "\u092f\u093e",
       "bn": "\u09ac\u09be", "th": "\u0e2b\u0e23\u0e37\u0e2d"}
NNOT = {"ar": "\u0644\u064a\u0633", "fa": "\u0646\u0647",
        "hi": "\u0928\u0939\u0940\u0902", "bn": "\u09a8\u09be",
        "th": "\u0e44\u0e21\u0e48\u0e43\u0e0a\u0e48"}


def native(F):
    for lang, lab, zero in NATIVE:
        d = lambda x: "".join(chr(zero + int(c)) for c in str(x))
        for v in range(0, 11):
            o = v - 1 if v > 0 else 1
            for val in [d(v), "%s/%s" % (d(v), d(10))]:
                F.add("label native %s" % lang, 1, "0-10",
                      "%s: %s" % (lab, val), v)
            for t in ["%s: %s %s" % (lab, NMAYBE[lang], d(v)),
                      "%s: %s %s %s" % (lab, d(v), NOR[lang], d(o)),
                      "%s: %s?" % (lab, d(v)),
                      "%s: %s %s" % (lab, NNOT[lang], d(v)),
                      "%s: %s %s" % (lab, d(v), NNOT[lang]),
                      "%s: %s/%s" % (lab, d(v), d(5)),
                      "%s: %s%s" % (lab, d(v), chr(0x660 + o)
                                    if zero != 0x660 else chr(0x6f0 + o)),
                      "%s: %s" % (lab, d(v) + "." + d(5))
                      if v < 10 else "%s: %s-%s" % (lab, d(o), d(v))]:
                F.add("label trap native", 0, "0-10", t, None)


def revisions(F):
    """Issue 26's twin: a verdict revised, read when the revision is
    the committed statement that ends the reply; its twins not."""
    for v in range(1, 6):
        o = other(v)
        # a reason moves the score its way (session 71: from the
        # score below, this once read a revision against its words)
        for t in ["Score: %d\n\nWait, I was too generous. Final score: %d"
                  % (v + 1, v) if v < 5 else
                  "Score: %d\n\nWait, I was too harsh. Final score: %d"
                  % (o, v),
                  "Score: %d\n\nRevised score: %d" % (o, v),
                  "Score: %d\n\nOn reflection, I'd revise it to %d."
                  % (o, v),
                  "Score: %d\n\nUpdated score: %d/5" % (o, v)]:
            F.add("revised", 1, "1-5", t, v)
        # a fault named, the score lowered (a fault beside the top
        # score is no verdict, revised or not)
        if v < 5:
            for t in ["Score: %d. On reflection the derivation skips a "
                      "step; revised score: %d." % (v + 1, v),
                      "Score: %d\nWait, the domain check is missing, so "
                      "%d." % (v + 1, v)]:
                F.add("revised", 1, "1-5", t, v)
        for t in ["Score: %d\n\nFinal score: %d" % (o, v),
                  "Score: %d. On reflection, %d." % (o, v),
                  "Score: %d\n\nActually, %d." % (o, v),
                  "Score: %d\n\nRevised score: %d?" % (o, v),
                  "Score: %d\n\nRevised score: %d or %d" % (o, v, o),
                  "Score: %d\n\nIf the domain is checked, revised score: "
                  "%d" % (o, v),
                  "Score: %d\n\nRevised score for Response B: %d" % (o, v),
                  "Score: %d\n\nRevised score: %d/10" % (o, v),
                  "Score: %d. On reflection maybe the derivation skips a "
                  "step; revised score: %d." % (o, v),
                  "Score: %d\n\nRevised score: %d\n\nActually, %d."
                  % (o, v, o),
                  "Score: %d\n\nRevised score: not %d" % (o, v),
                  "Score: %d ... maybe %d?" % (o, v),
                  "Score: %d\n\nI'd lower it to %d, unless the domain "
                  "check counts." % (o, v),
                  "Score: %d or %d\n\nRevised score: %d" % (o, v, v),
                  "Score: %d\n\nWait, I was too generous. Final score: %d"
                  % (v - 1, v) if v > 1 else
                  "Score: %d\n\nWait, I was too harsh. Final score: %d"
                  % (v + 1, v)]:
            F.add("revised trap", 0, "1-5", t, None)


def criteria(F):
    """Criteria a line each, then an overall line."""
    crit = ["Correctness", "Clarity", "Rigor"]
    for v in range(1, 6):
        o = other(v)
        for lab in ["Overall", "Overall score", "Final score"]:
            for f in ["%d", "%d/5"]:
                rows = "\n".join("%s: %s" % (c, f % (v if j % 2 else o))
                                 for j, c in enumerate(crit))
                F.add("criteria overall", 1, "1-5",
                      "%s\n%s: %s" % (rows, lab, f % v), v)
                F.add("criteria overall", 1, "1-5",
                      "- %s\n\n**%s:** %s" % (rows.replace("\n", "\n- "),
                                               lab, f % v), v)
                F.add("criteria overall", 1, "1-5",
                      "### Verdict\n%s\n\n%s: %s" % (rows, lab, f % v), v)
                # a lead-in that says whose the scores are, or when
                for lead in ["Response B:", "**Response 2**", "For the "
                             "reference:", "Reference solution:",
                             "If the domain were checked:",
                             "### Response A", "Had it checked the "
                             "domain:"]:
                    F.add("criteria trap", 0, "1-5", "%s\n%s\n%s: %s"
                          % (lead, rows, lab, f % v), None)
                for t in ["%s\n%s: %s or %s" % (rows, lab, f % v, f % o),
                          "%s\n%s: maybe %s" % (rows, lab, f % v),
                          "%s\n%s: not %s" % (rows, lab, f % v),
                          "%s\n%s: %s?" % (rows, lab, f % v),
                          # a total that is the criteria's sum (over
                          # their greatest), or over the rubric's top
                          "%s\nTotal: %s" % (rows, f % (2 * o + v)),
                          "%s\nScore: %s" % (rows, "%d/15" % (2 * o + v)),
                          "%s\nTotal: %s" % (rows, f % (v + 5)),
                          "%s\n%s for Response B: %s" % (rows, lab, f % v),
                          "%s\n%s: %s\nRigor: %s" % (rows, lab, f % v,
                                                     f % o),
                          "%s\n%s: %s" % (rows, lab, "%d/10" % v),
                          "%s\nReference: 5\n%s: %s" % (rows, lab,
                                                          f % v)]:
                    F.add("criteria trap", 0, "1-5", t, None)


def families(reader):
    F = Families(READ, ANALYSIS)
    revisions(F)
    criteria(F)
    native(F)
    edits(F)
    json_keys(F)
    xml_tags(F)
    tables(F)
    counterfactual(F)
    reference_prose(F)
    quoted_example(F)
    think_other(F)
    end_tokens(F)
    cut_replies(F)
    return report(F, reader)


main("make-replies-round31.py", families)
