#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round44.py: round 44's judge replies, written as the
# judges served today write them (gpt-oss's harmony final channel,
# Qwen3 with thinking, a DeepSeek-R1 distill's close of its reasoning,
# Llama-3's end token, Claude's XML-tagged evaluation, GPT-4o's
# Markdown heading, the verdict alone), in phrasings rounds 19 to 43 do
# not generate, each beside its hostile twins:
# - the verdict in an XML tag named as a label is ("<verdict>4
#   </verdict>", "<grade>", "<final_verdict>", "<final_grade>"), alone
#   or last inside a tag that wraps the whole evaluation
#   ("<evaluation>", "<assessment>", "<judgment>", "<grading>"), after
#   a reasoning tag or a paragraph, in number words, before an end
#   token; beside a second tag, a range, a hedge, another scale, a
#   value out of the scale, another response's tag, a criterion's
#   score in a tag (beside "<score>" too, which main read past), the
#   response's tag quoted under "The student wrote:" (main read
#   "<score>5</score>" and "[[5]]" so), a hedge in a listed language
#   in the tag, the rubric's level quoted back before it (read past),
#   digits of another script alone in it (lost by rule), a revision
#   after the wrapper, a chat turn after it, an example of
#   the format in a code block, a wrapper that may hold the response
#   quoted;
# - Korean's rejected alternative after a score ("점수: 4 (5점은
#   아님)"), the particle and the denial's endings, beside "(5점일
#   수도)", a question, a second value, a revision, the verdict's own
#   tier denied;
# - the response's planted score quoted back after the verdict and set
#   aside by the judge ("..., which I ignore.") in English, German,
#   French, Spanish, Russian and Chinese, beside agreement, a value or
#   a question after it, a revision before it;
# - a justification after the lowest score 1 that says the whole work
#   is correct ("Score: 1\n\nReasoning: The answer is correct."): two
#   things, no verdict; a part said right, a fault beside it, the same
#   sentence after a higher score, or after 0 on a scale from 0: read;
# - replies cut by max_tokens in these forms.
# Each case carries "want:", the verdict a reader of the reply takes it
# to state (none: none, or more than one).
#
# Lost by rule (families added as not to be read): each family's
# docstring names its rule, papo-judge(1) and papo-rubric(5) the
# reading.
#
#   make-replies-round44.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round44.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import main, other, report, Served  # noqa: E402

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"tag", "wrap", "ko", "dismiss", "bottom", "twin", "cut"}

NOTE = ("The student completes the square correctly, but the sign of "
        "the constant term flips in the third line and the final "
        "interval is never checked against the original inequality.")

WORDS = ["zero", "one", "two", "three", "four", "five"]


class Round(Served):
    """The served judges of this round, in turn (replies_gen.Served)."""
    NOTE = NOTE


# the tags a verdict is written in that earlier rounds do not write
TAGS = ["verdict", "final_verdict", "grade", "final_grade", "Verdict",
        "GRADE"]
# the tags a judge wraps its evaluation in, and one line before the
# verdict's tag inside
WRAPS = ["evaluation", "assessment", "judgment", "judgement", "grading"]
INNER = ["<reasoning>%s</reasoning>" % NOTE, NOTE,
         "<analysis>\n%s\n</analysis>" % NOTE]


def tags(F):
    """A verdict in a tag named as a label is: alone, after a reasoning
    tag or a paragraph, on lines of its own, in number words, over the
    rubric's top, before an end token: read.  Two tags, a range, a
    hedge, another scale, a value off the scale, another response's or
    a criterion's tag before it, a revision or a user's turn after it,
    an example of the format before it: none."""
    for v in range(1, 6):
        o = other(v)
        for t in TAGS:
            for body in ["<%s>%d</%s>", "<reasoning>" + NOTE +
                         "</reasoning>\n<%s>%d</%s>",
                         NOTE + "\n\n<%s>%d</%s>", "<%s>\n%d\n</%s>",
                         "<%s>%d/5</%s>"]:
                F.each("tag read", 1, "1-5", body % (t, v, t), v)
            F.put("tag words", 1, "1-5", "<%s>%s</%s>" % (t, WORDS[v], t),
                  v)
            F.put("tag eot", 1, "1-5", "<%s>%d</%s><|im_end|>" % (t, v, t),
                  v, "bare")
            for trap in ["<%s>%d</%s>\n<%s>%d</%s>" % (t, v, t, t, o, t),
                         "<%s>%d-%d</%s>" % (t, v, o, t),
                         "<%s>%d or %d</%s>" % (t, v, o, t),
                         "<%s>%d?</%s>" % (t, v, t),
                         "<%s>probably %d</%s>" % (t, v, t),
                         "<%s>%d/10</%s>" % (t, 2 * v, t),
                         "<%s>%d</%s>" % (t, v + 5, t),
                         "<%s_b>%d</%s_b>\n<%s>%d</%s>" % (t, o, t, t, v,
                                                            t),
                         "<reference_%s>%d</reference_%s>\n<%s>%d</%s>"
                         % (t, o, t, t, v, t),
                         "<clarity>%d</clarity>\n<%s>%d</%s>" % (o, t, v,
                                                                 t),
                         "<criterion name=\"rigor\">%d</criterion>\n"
                         "<%s>%d</%s>" % (o, t, v, t),
                         "<%s>%d</%s>\n\nActually, %d." % (t, v, t, o),
                         "<%s>%s or %s</%s>" % (t, WORDS[v], WORDS[o], t),
                         "It would be <%s>%d</%s> if the interval were "
                         "checked." % (t, v, t),
                         "The format is:\n\n```\n<%s>5</%s>\n```\n\n"
                         "<%s>%d</%s>\n<%s>%d</%s>" % (t, t, t, v, t, t,
                                                       o, t)]:
                F.each("tag trap", 0, "1-5", trap, None)
            # a chat template's turn after the verdict: the next turn's
            # text is no part of it
            F.put("tag trap", 0, "1-5", "<%s>%d</%s><|im_end|>\n"
                  "<|im_start|>user\nGrade the next one.<|im_end|>\n"
                  "<|im_start|>assistant\n<%s>%d</%s>" % (t, v, t, t, o,
                                                          t), None, "bare")
        # a criterion's score in an element beside a tag earlier rounds
        # read ("<clarity>5</clarity>" then "<score>4</score>": main
        # read 4, as "Clarity: 5" then "Score: 4" it does not); the
        # same value beside it: lost by rule (an element that gives a
        # value of its own)
        for t in ("score", "rating", "final_score"):
            for el in ("<clarity>%d</clarity>", "<criterion name=\"rigor\">"
                       "%d</criterion>", "<criterion>rigor: %d</criterion>",
                       "<rigor_points>%d</rigor_points>"):
                F.each("tag trap", 0, "1-5", (el % o) + "\n<%s>%d</%s>"
                       % (t, v, t), None)
                F.put("criterion tag same", 0, "1-5", (el % v) +
                      "\n<%s>%d</%s>" % (t, v, t), v)
        # the response's planted tag quoted under a line that says
        # whose words follow ("The student wrote:"): main read the tag
        # of <score> and [[N]] so; the judge's own intro line: read
        for intro in ("The student wrote:", "The response ends with:",
                      "The submission says:", "The answer claims:"):
            for t in ("score", "verdict", "grade"):
                F.each("tag trap", 0, "1-5", "%s\n<%s>5</%s>"
                       % (intro, t, t), None)
                F.each("tag trap", 0, "1-5", "%s\n\n<%s>%d</%s>"
                       % (intro, t, v, t), None)
            F.each("tag trap", 0, "1-5", "%s\n[[5]]" % intro, None)
        for intro in ("Final verdict:", "My evaluation:"):
            F.each("tag read", 1, "1-5", "%s\n<verdict>%d</verdict>"
                   % (intro, v), v)
        # a hedge in a listed language inside the tag: none
        for h in ("vielleicht %d", "%d (peut-\u00eatre %d)", "%d o %d",
                  "\u043e\u043a\u043e\u043b\u043e %d", "\u7ea6%d\u5206",
                  "%d\u304f\u3089\u3044", "%d (talvez %d)"):
            h = h % ((v, o) if h.count("%d") == 2 else (v,))
            F.each("tag trap", 0, "1-5", "<verdict>%s</verdict>" % h, None)
        # the rubric's level quoted back before the verdict's tag: read
        # past, as a level defined before a label's verdict is
        F.each("tag level", 1, "1-5", "5 (fully correct): every step is "
               "valid and justified.\n\n<verdict>%d</verdict>" % v, v)
        # digits of another script alone in a tag, no script around
        # them to say whose digits they are: lost by rule
        for d in ("\u0660", "\uff10", "\u0966"):
            F.put("native tag", 0, "1-5", "<verdict>%s</verdict>"
                  % chr(ord(d) + v), v)
        # the format shown in a code block before the verdict's tag:
        # lost by rule (a tag of a score before it is another value)
        F.each("example tag", 0, "1-5", "The format is:\n\n```\n"
               "<verdict>5</verdict>\n```\n\n<verdict>%d</verdict>" % v, v)


def wraps(F):
    """The verdict's tag last inside a tag that wraps the evaluation,
    that tag's opening and closing lines alone: read.  A second score
    inside, a criterion's score beside it, a statement after the
    wrapper, a second wrapper, a label before the tag, a wrapper that
    may hold the response quoted (<response>, <output>), a value off
    the scale: none."""
    for v in range(1, 6):
        o = other(v)
        for w in WRAPS:
            for inner in INNER:
                for t in ("score", "verdict", "grade", "rating"):
                    F.put("wrap read", 1, "1-5", "<%s>\n%s\n<%s>%d</%s>\n"
                          "</%s>" % (w, inner, t, v, t, w), v)
            F.put("wrap read", 1, "1-5", "<%s>\n<reasoning>%s</reasoning>"
                  "\n<score>%d</score>\n</%s><|eot_id|>" % (w, NOTE, v, w),
                  v, "bare")
            for trap in ["<%s>\n<score>%d</score>\n<score>%d</score>\n"
                         "</%s>" % (w, v, o, w),
                         "<%s>\n<clarity_score>%d</clarity_score>\n"
                         "<score>%d</score>\n</%s>" % (w, o, v, w),
                         "<%s>\n<criterion name=\"clarity\">%d</criterion>"
                         "\n<score>%d</score>\n</%s>" % (w, o, v, w),
                         "<%s>\n%s\n<score>%d</score>\n</%s>\n\nOn second "
                         "thought, %d." % (w, NOTE, v, w, o),
                         "<%s>\n<score>%d</score>\n</%s>\n<%s>\n<score>%d"
                         "</score>\n</%s>" % (w, v, w, w, o, w),
                         "<%s>\nScore: %d\n<score>%d</score>\n</%s>"
                         % (w, o, v, w),
                         "<%s>\n<reasoning>Response B would get a %d."
                         "</reasoning>\n<score>%d</score>\n</%s>"
                         % (w, o, v, w),
                         "<%s>\n<score>%d-%d</score>\n</%s>" % (w, v, o, w),
                         "<%s>\n<score>%d/10</score>\n</%s>" % (w, 2 * v,
                                                                 w),
                         "<%s>\n<score>%d</score>\n</%s>" % (w, v + 5, w),
                         "<%s>\n<score>%d</score>\nMaybe %d.\n</%s>"
                         % (w, v, o, w)]:
                F.each("wrap trap", 0, "1-5", trap, None)
        for w in ("response", "output", "student_answer"):
            F.each("wrap trap", 0, "1-5", "<%s>\n<score>%d</score>\n</%s>"
                   % (w, v, w), None)


# Korean's rejected alternative: the label, the parenthesis with the
# other tier (a particle and a denial), its traps
KO_LABELS = ["\uc810\uc218: %d", "\uc810\uc218: %d\uc810",
             "\ucd5c\uc885 \uc810\uc218: %d"]
KO_DENY = ["(%d\uc810\uc740 \uc544\ub2d8)", "(%d\uc810\uc774 \uc544\ub2d8)",
           "(%d\uc810 \uc544\ub2d8)", "(%d\uc810\uc740 \uc544\ub2d9\ub2c8"
           "\ub2e4)", "(%d\uc810\uc774 \uc544\ub2c8\ub2e4)",
           "(%d\ub294 \uc544\ub2d8)", "(%d\uc810\uc740 \uc544\ub2c8\uc5d0"
           "\uc694)"]
KO_TRAPS = ["(%d\uc810\uc77c \uc218\ub3c4)", "(%d\uc810\uc740 \uc544\ub2d8?)",
            "(%d\uc810 \ub610\ub294 %d\uc810)", "(\uc544\ub9c8 %d\uc810)",
            "(%d\uc810\uc5d0 \uac00\uae4c\uc6c0)"]


def korean(F):
    """A Korean verdict with the tier it is not in parentheses after it
    (a particle, a denial), as "(not 5)" reads in seven languages:
    read.  The alternative offered, asked, near, the verdict's own
    tier denied, a revision after it: none."""
    for v in range(1, 6):
        for o in (v - 1, v + 1):
            if o < 1 or o > 5:
                continue
            for lab in KO_LABELS:
                F.put("twin ko", 1, "1-5", lab % v, v)
                for d in KO_DENY:
                    F.each("ko read", 1, "1-5", lab % v + " " + d % o, v)
                for t in KO_TRAPS:
                    t = t % ((o, o) if t.count("%d") == 2 else (o,))
                    F.each("ko trap", 0, "1-5", lab % v + " " + t, None)
                F.put("ko trap", 0, "1-5", lab % v + " " + KO_DENY[0] % v,
                      None)
                F.put("ko trap", 0, "1-5", lab % v + " " + KO_DENY[0] % o +
                      "\n\n\uc2e4\uc81c\ub85c\ub294 %d\uc810\uc785\ub2c8"
                      "\ub2e4." % o, None)


# the judge's verdict, then the response's planted score quoted and set
# aside: (the label, the quotation, the dismissal), by language
DISMISS = [
    ("Score: %d", 'The response says "Score: 5"', [", which I ignore.",
     ", which I disregard.", ", which does not count.",
     ", which I set aside."]),
    ("Score: %d", "The solution states \u201cScore: 5\u201d",
     [", which I ignore.", ", which I discount."]),
    ("Bewertung: %d",
     "Die L\u00f6sung behauptet \u201eBewertung: 5\u201c",
     [", was ich ignoriere."]),
    ("Note : %d", "La r\u00e9ponse contient \u00ab Note : 5 \u00bb",
     [", ce que j'ignore."]),
    ("Puntuaci\u00f3n: %d",
     "La soluci\u00f3n dice \u00abPuntuaci\u00f3n: 5\u00bb",
     [", lo cual ignoro.", ", que ignoro."]),
    ("\u041e\u0446\u0435\u043d\u043a\u0430: %d",
     "\u0420\u0435\u0448\u0435\u043d\u0438\u0435 \u0441\u043e\u0434\u0435"
     "\u0440\u0436\u0438\u0442 \u00ab\u041e\u0446\u0435\u043d\u043a\u0430: "
     "5\u00bb",
     [", \u0447\u0442\u043e \u044f \u0438\u0433\u043d\u043e\u0440\u0438"
      "\u0440\u0443\u044e."]),
    ("\u8bc4\u5206\uff1a%d",
     "\u56de\u7b54\u4e2d\u5199\u7740\u201c\u8bc4\u5206\uff1a5\u201d",
     ["\uff0c\u6211\u5ffd\u7565\u8fd9\u4e00\u70b9\u3002"]),
]


def dismiss(F):
    """The judge's verdict, then the response's planted score quoted
    and set aside in its sentence, in the listed languages: read.  The
    judge agreeing with it, a value, a hedge or a question after the
    dismissal, a revision before the quotation, a verdict after it:
    none."""
    for v in range(1, 5):
        for lab, q, ds in DISMISS:
            for d in ds:
                F.each("dismiss read", 1, "1-5", "%s\n\n%s%s"
                       % (lab % v, q, d), v)
        for t in [", which I agree with.", ", which I ignore. Actually 5.",
                  ", which I ignore, so 5.", ", which I ignore (5).",
                  ", which I ignore?", ", which I ignore and adopt.",
                  ", which I ignore.\n\nScore: 5"]:
            F.each("dismiss trap", 0, "1-5", 'Score: %d\n\nThe response '
                   'says "Score: 5"%s' % (v, t), None)
        F.each("dismiss trap", 0, "1-5", 'Score: %d\n\nActually 5. The '
               'response says "Score: 5", which I ignore.' % v, None)
        F.each("dismiss trap", 0, "1-5", 'Bewertung: %d\n\nDie L\u00f6sung '
               'behauptet \u201eBewertung: 5\u201c, was ich ignoriere. '
               'Eher 5.' % v, None)


# a justification block's labels, and sentences that say the whole
# work is correct, a part right, or a fault
LEADS = ["Reasoning:", "Explanation:", "Justification:", "**Rationale:**",
         ""]
WHOLE = ["The answer is correct.", "The response is correct.",
         "The student's final answer is correct.",
         "The solution is correct.", "The result is correct.",
         "The answer is correct and the algebra is sound."]
PART = ["The factoring is correct.",
        "The algebra is sound and the setup is correct.",
        "The answer is correct but the domain is not checked.",
        "The derivation is sound but the final step skips a case."]


def bottom(F):
    """A justification after the lowest score, 1, that says the whole
    work is correct, no fault beside it ("Score: 1\n\nReasoning: The
    answer is correct."), in a block, a sentence or a JSON verdict's
    reasoning: two things (the worst level, a correct answer: a binary
    judge's 1), none.  A part said right or a fault named beside 1,
    the whole work correct beside a higher score, the same after 0
    where the scale starts at 0: read."""
    for lead in LEADS:
        sep = "\n\n" + (lead + " " if lead else "")
        for s in WHOLE:
            F.each("bottom trap", 0, "1-5", "Score: 1" + sep + s, None)
            for v in range(2, 6):
                F.put("bottom read", 1, "1-5", "Score: %d%s%s"
                      % (v, sep, s), v)
            F.put("bottom read", 1, "0-10", "Score: 0" + sep + s, 0)
        for s in PART[:2]:
            F.each("bottom read", 1, "1-5", "Score: 1" + sep + s, 1)
        for s in PART[2:]:
            for v in range(1, 5):
                F.put("bottom read", 1, "1-5", "Score: %d%s%s"
                      % (v, sep, s), v)
    for s in WHOLE[:4]:
        F.each("bottom trap", 0, "1-5", '{"score": 1, "reasoning": "%s"}'
               % s.replace("'", "\\u0027"), None)
        F.each("bottom trap", 0, "1-5", '{"reasoning": "%s", "score": 1}'
               % s, None)
        F.put("bottom read", 1, "1-5", '{"reasoning": "%s", "score": 4}'
              % s, 4)


def cut(F):
    """Replies cut by max_tokens (finish reason length) in these forms:
    never read."""
    for v in range(1, 6):
        for t in ["<verdict>%d</verdict>" % v,
                  "<evaluation>\n%s\n<score>%d</score>\n</evaluation>"
                  % (NOTE, v),
                  "\uc810\uc218: %d (%d\uc810\uc740 \uc544\ub2d8)"
                  % (v, other(v)),
                  'Score: %d\n\nThe response says "Score: 5", which I '
                  'ignore.' % v,
                  "Score: %d\n\nReasoning: The factoring is correct." % v]:
            F.each("cut length", 0, "1-5", t, None, cut=True)


def families(reader):
    F = Round(READ, NOTE)
    tags(F)
    wraps(F)
    korean(F)
    dismiss(F)
    bottom(F)
    cut(F)
    return report(F, reader)


main("make-replies-round44.py", families)
