#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round27.py: round 27's judge replies: what round 26 left
# lost.  A justification that weighs the work with a contrast, a
# negation or "correct" ("I give this a 4. The derivation is sound but
# the final step skips a case.", "Score: 4\n\nThe response is
# correct."), made from tables of the work's nouns, assessments and
# faults; beside it every such sentence with a value, a verdict verb, a
# hedge, a condition or a revision put in it, or a turning word put
# before each of its words.  Digits of another script (full-width in
# CJK text, Arabic-Indic in Arabic text, and the same digits in English
# text: look-alikes); JSON with a number, a list or a label beside the
# score; a table's total row; a score for the reference beside the
# response's.  Each case carries "want:", the verdict a reader of the
# reply takes it to state (none: none, or more than one).
#
#   make-replies-round27.py --families READER
#       the generated families (over 3,000 replies, about half of them
#       traps), each read by READER (build/tests/helpers/
#       papo-read-replies); a line a family with its replies, misread
#       and lost; exit status 1 when any reply is misread, or a family
#       whose kind is marked read loses one (tests/t-judge-round27.sh).
#       SHOW_LOST=1 in the environment prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (PLAIN_STYLES, Families, main,  # noqa: E402
                         praised_at_one, report, styled_plain)

ANALYSIS = ("The response sets up the equation correctly and solves for "
            "$x$, but it never checks that $x = -2$ lies outside the "
            "domain of $\\log(x+1)$. The final answer is right.")
STYLES = PLAIN_STYLES


# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"assessed"}


# ---- (1) a justification that weighs the work ----

VERDICTS = ["I give this a {v}.", "I would rate this a {v} out of 5.",
            "The score is {v}.", "Score: {v}", "**Score:** {v}/5",
            "Final score: {v}"]
# the work as a subject
SUBJECTS = ["The derivation", "The response", "The proof",
            "The final answer", "The reasoning", "The calculation",
            "The argument", "The answer", "The solution", "The result"]
# what is said of it, whole
GOOD = ["is sound", "is correct", "is clear", "is complete",
        "is rigorous", "are correct", "is mostly correct",
        "is largely sound", "is well organized"]
# a part of the work, and a fault said of it
PARTS = ["the final step", "the last step", "the domain check",
         "the justification of the last step", "the second case",
         "the explanation"]
FAULTS = ["skips a case", "is thin", "is brief", "is not fully justified",
          "is not justified", "is missing", "is terse",
          "is not checked", "could be clearer", "lacks detail"]
# a fault of the same subject, its subject not repeated
BARE = ["does not verify the domain", "skips a case",
        "never checks the domain", "omits the domain check",
        "does not justify the last step", "misses a case"]
JOINS = [" but ", ", but ", ", though ", ", although ", " and ",
         "; however, "]
SEPS = [" ", "\n", "\n\n"]


def agree(subject, good):
    """The subject's verb in number (a plural subject: 'are')."""
    return good.replace("are ", "is ") if not subject.endswith("s") \
        else good


def assessed_sentences():
    """Sentences about the work that weigh it, no value in them."""
    out = []
    k = 0
    for s in SUBJECTS:
        for g in GOOD:
            if g.startswith("are"):
                continue
            out.append("%s %s." % (s, g))
            k += 1
            part = PARTS[k % len(PARTS)]
            out.append("%s %s%s%s %s." % (s, g, JOINS[k % len(JOINS)],
                                          part, FAULTS[k % len(FAULTS)]))
            out.append("%s %s%s%s." % (s, g, JOINS[(k + 1) % 5],
                                       BARE[k % len(BARE)]))
    return out


def faulted(sentence):
    """1 when the sentence names a fault of the work, or weighs one
    statement against another (a contrast)."""
    return any(f in sentence for f in FAULTS + BARE) or \
        any(j in sentence for j in JOINS if "and" not in j)


# put inside a sentence: each makes it weigh or turn the verdict
INSERTS = ["maybe", "probably", "if", "or", "almost", "roughly", "about",
           "perhaps", "unless", "higher", "lower", "arguably", "possibly",
           "{o}", "a {o}"]
# put after a sentence's last word: another verdict, a hedge, a revision
TAILS = [", so I give it a {o}", " and deserves a {o}",
         ", which would be a {x}", " if the domain is checked",
         ", so the score should be {o}", " unless the domain is wrong",
         ", or so I think", "; actually, make that {o}",
         ", so I rate it {o}", " - worth a {x}", ", probably",
         " ({o} out of 5)", ", so award {x} points", " (score: {o})",
         ", so I assign {o}", ", roughly"]


def assessed(F):
    sent = assessed_sentences()
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        x = 5 if v < 5 else 4
        for i, vf in enumerate(VERDICTS):
            t = vf.format(v=v)
            for k, j in enumerate(sent):
                if (k + v + i) % 5:
                    continue
                # a label's value ends its line ("Score: 4 The proof
                # ..." on one line is not this round's)
                sep = SEPS[k % 3] if t.endswith(".") else \
                    SEPS[1 + k % 2]
                if v == 5 and faulted(j):
                    # a fault named beside the scale's top says two
                    # things (replies.txt's issue 27)
                    F.add("assessed trap top", 0, "1-5", t + sep + j,
                          None)
                elif praised_at_one(v, j, faulted(j)):
                    # the whole work said correct beside the lowest
                    # score, 1: two things (since round 44)
                    F.add("assessed trap bottom", 0, "1-5", t + sep + j,
                          None)
                else:
                    F.add("assessed", 1, "1-5", t + sep + j, v)
    # every tail after every sentence; a word put before each word
    for k, j in enumerate(sent):
        v = 1 + k % 5
        o = v - 1 if v > 1 else 2
        x = 5 if v < 5 else 4
        t = VERDICTS[k % len(VERDICTS)].format(v=v)
        tail = TAILS[k % len(TAILS)].format(o=o, x=x)
        sep = SEPS[k % 3] if t.endswith(".") else "\n"
        F.add("assessed trap tail", 0, "1-5",
              t + sep + j[:-1] + tail + ".", None)
        parts = j[:-1].split(" ")
        for p in range(1, len(parts) + 1):
            w = INSERTS[(k + p) % len(INSERTS)].format(o=o)
            if w[-1].isdigit() and parts[p - 1] in ("step", "case"):
                # "the final step 4": a step's name, which a
                # justification may give (why_steps)
                w = INSERTS[0]
            bad = " ".join(parts[:p] + [w] + parts[p:]) + "."
            sep = SEPS[(k + p) % 3] if t.endswith(".") else "\n"
            F.add("assessed trap inserted", 0, "1-5", t + sep + bad,
                  None)
    # a negated or graded correctness, a verdict stated as a sentence
    for v in range(1, 6):
        t = VERDICTS[v % len(VERDICTS)].format(v=v)
        for bad in ["The response is not correct.",
                    "The answer is incorrect.", "The answer is wrong.",
                    "The response is correct, so it deserves full marks.",
                    "The response is correct but gets a %d." % (6 - v),
                    "The proof is sound but I would give it less.",
                    "The proof is sound but the reference deserves more.",
                    "The proof is sound but not a %d." % (6 - v),
                    "The proof is sound but Response B skips a case.",
                    "The proof is sound, but wait, it skips a case.",
                    "The proof is sound but I am not sure."]:
            F.add("assessed trap said", 0, "1-5", t + "\n\n" + bad, None)


# ---- (2) digits of another script ----

def digits(F):
    for v in range(1, 6):
        fw, ar = chr(0xff10 + v), chr(0x660 + v)
        for form in ["得分：%s" % fw, "最终得分：%s分" % fw,
                     "評価：%s点" % fw, "النتيجة: %s" % ar,
                     "التقييم: %s من ٥" % ar]:
            F.add("digits script", 1, "1-5", form, v)
        for form in ["Score: %s" % ar, "Score: %s" % fw,
                     "Score: %d\u0301" % v, "得分：%s" % ar,
                     "النتيجة: %s" % fw, "Score: %s/5" % ar,
                     "Final score: %s out of 5" % fw]:
            F.add("digits trap spoof", 0, "1-5", form, None)


# ---- (3) JSON with keys beside the score ----

def json_keys(F):
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        for form in ['{{"score": {v}, "confidence": 0.8}}',
                     '{{"label": "good", "score": {v}}}',
                     '{{"score": {v}, "issues": ["domain not checked"]}}',
                     '{{"score": {v}, "strengths": ["clear"], '
                     '"weaknesses": ["domain"]}}',
                     '{{"score": {v}, "confidence": 0.9, "label": '
                     '"good"}}']:
            F.add("json keys", 1, "1-5", form.format(v=v), v)
        for form in ['{{"score": {v}, "weight": {o}}}',
                     '{{"score": {v}, "adjusted": {o}}}',
                     '{{"score": {v}, "label": "{o}"}}',
                     '{{"score": {v}, "label": "{o}/5"}}',
                     '{{"score": {v}, "issues": [{o}]}}',
                     '{{"score": {v}, "scores": [{v}, {o}]}}',
                     '{{"score": {v}, "confidence": {o}}}',
                     '{{"score": {v}, "label": "maybe {o}"}}',
                     '{{"score": {v}, "final": {o}}}']:
            F.add("json trap keys", 0, "1-5", form.format(v=v, o=o), None)
        # each aside's value made hostile: another number, a scale, a
        # hedge, a score in a remark, a level the rubric names
        for key, bad in [("confidence", "1"), ("confidence", "1.5"),
                         ("confidence", "0.3"), ("confidence", "0.79"),
                         ("confidence", "-0.2"), ("confidence", '"0.8"'),
                         ("confidence", "%d.5" % o),
                         ("label", '"good or poor"'),
                         ("label", '"good?"'), ("label", '"%d"' % o),
                         ("label", '["good"]'), ("label", "%d" % o),
                         ("issues", '["Score: %d"]' % o),
                         ("issues", '[%d]' % o),
                         ("issues", '["maybe a %d"]' % o),
                         ("issues", '["clear", %d]' % o),
                         ("strengths", '["I give it a %d"]' % o),
                         ("weaknesses", '["actually %d"]' % o),
                         ("issues", '[["domain"]]'),
                         ("certainty", "0.9, \"score\": %d" % o)]:
            F.add("json trap aside", 0, "1-5", '{"score": %d, "%s": %s}'
                  % (v, key, bad), None)
        # a label that is another level's name under a rubric that
        # names them
        names = ["very poor", "poor", "fair", "good", "excellent"]
        for k, name in enumerate(names):
            if k + 1 != v and " " not in name:
                F.add("json trap level", 0, "named-1-5",
                      '{"score": %d, "label": "%s"}' % (v, name), None)


# ---- (4) a table's total row ----

def tables(F):
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        rows = "| Criterion | Score |\n|---|---|\n| Correctness | {c} |\n" \
               "| Clarity | {d} |\n"
        for tot in ["| **Total** | **{v}/5** |", "| Total | {v}/5 |",
                    "| **Overall** | **{v}/5** |"]:
            F.add("table total", 1, "1-5",
                  (rows + tot).format(c="%d/5" % v, d="%d/5" % o, v=v), v)
        for tot in ["| **Total** | **{v}/10** |", "| **Total** | **{o}** |",
                    "| **Total** | **{v}/5 or {o}/5** |",
                    "| **Total** | **{v}/5?** |"]:
            F.add("table trap total", 0, "1-5",
                  (rows + tot).format(c="%d/5" % v, d="%d/5" % o, v=v,
                                      o=o), None)


# ---- (5) a score for the reference beside the response's ----

def beside(F):
    for v in range(1, 6):
        r = v - 1 if v > 1 else 2
        for form in ["Reference answer score: {r}\nResponse score: {v}",
                     "Score (reference): {r}\nScore (response): {v}"]:
            F.add("beside named", 1, "1-5", form.format(v=v, r=r), v)
        for form in ["Score A: {r}\nScore B: {v}",
                     "Score: {r} (reference)\nScore: {v}",
                     "Score: {v}\nReference answer score: {r}\n"
                     "Revised score: {r}",
                     "Response score: {v} or {r}\nReference score: {r}"]:
            F.add("beside trap", 0, "1-5", form.format(v=v, r=r), None)


def families(reader):
    F = Families(READ, ANALYSIS, every=False)
    assessed(F)
    digits(F)
    json_keys(F)
    tables(F)
    beside(F)
    return report(F, reader)


main("make-replies-round27.py", families)
