#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_quote57.py: a last statement inside a quotation of several
sentences, opened after a colon or a comma on its line (issue 26,
session 45).

Wrapping the answer's statement of every generator's right forms in
eighteen ways (a quotation, a comment, a block quote, a code span, a
draft mark, ...) found someone else's words rewarded when the quotation
held more than one sentence: "Someone wrote: \\"Verified. The answer is
42.\\"" read "The answer is 42." as the response's own statement, its
opener "Someone wrote" in another sentence (answer_hidden.c's
spoken_quote: the last line ends on a closing mark whose opener follows
a colon or a comma and holds a sentence's stop; a quotation that opens
the line is quoted_line's, one sentence quoted after a label its
opener's to read).  A last line that opens with TeX's comment sign
("% Answer: 42", "% So \\boxed{42} pounds of carrots will not be
used.") was read as the response's own (the readers of a box's and a
phrase's sentence pass the sign): no answer now (tex_comment).

usage: hostile_quote57.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): spoken, comment.
"""
import sys

import verify_run

# (opener, closer)
MARKS = (('"', '"'), ("“", "”"), ("« ", " »"), ("「", "」"), ("『", "』"))
SPEAKERS = ("Someone wrote: ", "My friend said: ", "The key says: ",
            "Bob, in the forum, wrote: ", "Il a écrit : ",
            "Mein Freund schrieb: ", "有人写道：", "Он написал: ",
            "Un compañero dijo: ", "He replied, ")
STATEMENTS = ("Verified. The answer is {v}.", "I checked it. So the total is "
              "\\boxed{{{v}}}.", "好的。答案是{v}。", "Vérifié. La réponse "
              "est {v}.", "Проверено. Ответ: {v}.", "उत्तर {w} है। माफ़ "
              "कीजिए, सही उत्तर {v} है।")


def spoken(add):
    for v in (42, 126, 18):
        prob = "What is %d + %d?" % (v - 12, 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for st in STATEMENTS:
            s = st.format(v=v, w=v - 1)
            # the same statements, the response's own
            add("spoken-right", str(v), prob, work + s)
            add("spoken-wrong", str(v + 1), prob, work + s)
            for sp in SPEAKERS:
                for o, c in MARKS:
                    add("spoken-twin", str(v), prob, work + sp + o + s + c)
        # a value quoted after the answer's own label or phrase is the
        # value's mark
        for r in ('The answer is "%d".' % v, 'Answer: "%d"' % v,
                  'So, "the answer is %d."' % v):
            add("spoken-right", str(v), prob, work + r)
            add("spoken-wrong", str(v + 1), prob, work + r)


def comment(add):
    for v in (42, 126, 18):
        prob = "What is %d + %d?" % (v - 12, 12)
        work = "%d + 12 = %d.\n\n" % (v - 12, v)
        for st in ("Answer: {v}", "So \\boxed{{{v}}} is the sum.",
                   "Therefore, the answer is \\boxed{{{v}}}.",
                   "**Final Answer:** {v}", "答案：{v}"):
            s = st.format(v=v)
            add("comment-right", str(v), prob, work + s)
            add("comment-wrong", str(v + 1), prob, work + s)
            for c in ("% ", "%", "  % ", "%% "):
                add("comment-twin", str(v), prob, work + c + s)


def main():
    verify_run.usage("hostile_quote57")
    return verify_run.run_kinds("hostile_quote57", verify_run.kind_rows(
        [spoken, comment]), width=8)


if __name__ == "__main__":
    sys.exit(main())
