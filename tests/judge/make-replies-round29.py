#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round29.py: round 29's judge replies, never seen by the
# reader before, as today's judge models write them and as a hidden
# evaluator would attack it.  A reply that gives the reference
# solution's score beside the response's ("Reference: 5/5. Response:
# 3/5.", "参考答案得分：5，学生回答得分：3"): the response's is the
# verdict, or none when the reply does not say which is the
# response's; beside twins that state the response's score against
# the verdict ("Response: 4. Score: 3."), another response's, a hedge.
# Labels of the languages no row read (Turkish, Vietnamese,
# Indonesian, Hindi, Bengali, Thai, Persian) and Arabic's "4 من 5",
# beside twins with another scale, an alternative, a question.  Draft
# scores in the judge's reasoning (Qwen3's <think> opened by the
# prompt and closed glued to its last word, DeepSeek-R1's, gpt-oss's
# analysis channel) before the final verdict, or before nothing.  A
# score revised later, scores per criterion then an overall, a score
# out of another scale than the rubric's, a score for another
# response of the group, the rubric's level text quoted beside the
# score, a refusal, a reply cut off.  Each case carries "want:", the
# verdict a reader of the reply takes it to state (none: none, or
# more than one).
#
#   make-replies-round29.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round29.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (PLAIN_STYLES, Families, main,  # noqa: E402
                         other, report, styled_plain)

ANALYSIS = ("The response sets up the equation correctly and solves for "
            "$x$, but it never checks that $x = -2$ lies outside the "
            "domain of $\\log(x+1)$. The final answer is right.")
STYLES = PLAIN_STYLES

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"pair", "label", "think", "criteria"}


# ---- the reference's score beside the response's ----

# (label of the reference, label of the response), en and zh
PAIR_EN = [("Reference", "Response"), ("Reference score", "Response score"),
           ("Reference solution", "Response"),
           ("Reference solution", "Student response"),
           ("Reference answer", "Student's response"),
           ("Reference solution score", "Response score")]
PAIR_ZH = [("参考答案得分", "学生回答得分"), ("参考答案", "学生回答"),
           ("参考解答得分", "学生解答得分"), ("参考答案评分", "学生答案评分")]


def pair_forms(v, r):
    """(text, want) of the reference scored r, the response v."""
    out = []
    for ref, resp in PAIR_EN:
        for val in ("%d/5", "%d"):
            a, b = val % r, val % v
            out.append(("%s: %s. %s: %s." % (ref, a, resp, b), v))
            out.append(("%s: %s\n%s: %s" % (ref, a, resp, b), v))
            out.append(("**%s:** %s\n**%s:** %s" % (ref, a, resp, b), v))
            out.append(("%s: %s. %s: %s." % (resp, b, ref, a), v))
    for ref, resp in PAIR_ZH:
        for val in ("%d", "%d分", "%d/5"):
            a, b = val % r, val % v
            out.append(("%s：%s，%s：%s" % (ref, a, resp, b), v))
            out.append(("%s：%s\n%s：%s" % (ref, a, resp, b), v))
            out.append(("%s：%s。%s：%s。" % (ref, a, resp, b), v))
    return out


def pairs(F):
    k = 0
    for v in range(1, 6):
        for r in (5, other(v)):
            for text, want in pair_forms(v, r):
                k += 1
                F.add("pair reference", 1, "1-5", text, want)
                if k % 3:
                    continue
                o = other(v)
                # which is the response's is not said, or said twice;
                # another response; a hedge; the verdict against it
                bad = [text.replace("Response", "Response B"),
                       text.replace("学生", "另一个"),
                       text + " Score: %d" % o,
                       text + "\nScore: %d" % o,
                       text + " Or %d." % o,
                       text.replace("%d" % v, "%d or %d" % (v, o), 1)
                       if text.find("%d" % v) < text.find("%d" % r)
                       else text + " (maybe %d)" % o,
                       text + "\nResponse: %d" % o,
                       text + "\n学生回答得分：%d" % o,
                       text.replace("/5", "/10"),
                       text + "?"]
                for b in bad:
                    if b != text:
                        F.add("pair trap", 0, "1-5", b, None)
    # the pair's own twins: a value before it, in a code block or a
    # quote, a third item, a label no row reads, another form of the
    # value, something after it, the items apart
    for v in range(1, 6):
        o = other(v)
        base = "Reference: 5/5. Response: %d/5." % v
        zh = "参考答案得分：5，学生回答得分：%d" % v
        # a step's number before it states no value: read since
        # round 30 (make-replies-round30.py's "pair digit")
        F.add("pair after step", 1, "1-5",
              "The response gets step 2 wrong.\n\n" + base, v)
        for b in ["I'd say %s.\n%s" % (["one", "two", "three", "four",
                                          "five"][o - 1], base),
                  "他给了三分。" + zh, "得分：%d\n" % o + zh,
                  "```\nReference: 5/5\nResponse: %d/5\n```" % v,
                  "> Reference: 5/5\n> Response: %d/5" % v,
                  base + " Response B: %d/5." % o,
                  "Reference: 5/5\nResponse: %d/5\nReference: 4/5" % v,
                  zh + "，另一个学生回答得分：%d" % o,
                  "Reference: 5/5. Student 2 response: %d/5" % v,
                  "Reference: 5/5. Response: %d.5/5" % v,
                  "Reference: 5/5. Response: %d-%d" % (o, v),
                  "Reference: 5/5. Response: %s" % chr(0xff10 + v),
                  "Reference: 5/5.\n\nResponse: %d/5." % v,
                  "Reference: 6/5. Response: %d/5." % v,
                  "Reference: 5/5. Response: %d/5 (good)" % v,
                  base + " :)", "Reference:5/5 Response:%d/5" % v,
                  "<think>\n%s\n</think>" % base,
                  "Reference: 5/5. Response: %d/5 points." % v,
                  "Reference: 5/5. Response: %d/5 stars" % v,
                  "Reference: 5/5. Responses: %d/5." % v]:
            F.add("pair trap whole", 0, "1-5", b, None)
        # a verdict in another form before the pair, of another value
        # than the response's: a level's name, a label, stars, a box, a
        # grade, JSON
        for b, y in [("Score: Excellent", 5), ("Rating: Excellent", 5),
                     ("Excellent.", 5), ("Verdict: Good", 4),
                     ("★★★★★", 5), ("\\boxed{5}", 5), ("Grade: A", 0),
                     ('{"score": 5}', 5), ("Score: \\boxed{}", 0),
                     ("Level V", 5)]:
            if y != v:
                F.add("pair trap before", 0, "named-1-5",
                      "%s\n\n%s" % (b, base), None)

    # the response's value stated against the verdict
    for v in range(1, 6):
        o = other(v)
        # (the reference's score beside the verdict is no conflict:
        # "Reference: 5. Score: 3" gives the response 3)
        for lab in ["Response", "Student response", "The response",
                    "Response B", "Response 2"]:
            for sep in [". ", "\n", "\n\n", "; "]:
                F.add("pair trap verdict", 0, "1-5",
                      "%s: %d%sScore: %d" % (lab, o, sep, v), None)
                F.add("pair trap verdict", 0, "1-5",
                      "Reference: %d. %s: %d%sScore: %d"
                      % (v, lab, o, sep, v), None)


# ---- labels of the languages no row read ----

LABELS = [("tr", "Puan"), ("tr", "Toplam puan"), ("vi", "Điểm"),
          ("vi", "Điểm số"), ("id", "Skor"), ("id", "Nilai"),
          ("id", "Skor akhir"), ("hi", "अंक"), ("hi", "स्कोर"),
          ("bn", "স্কোর"), ("bn", "নম্বর"), ("th", "คะแนน"),
          ("fa", "امتیاز"), ("fa", "نمره"), ("ar", "النتيجة")]
# the scale word of each language after the value ("4 من 5")
OUT_OF = {"ar": "من", "fa": "از", "id": "dari"}
# a word for "or" in each
OR = {"tr": "veya", "vi": "hoặc", "id": "atau", "hi": "या",
      "bn": "বা", "th": "หรือ", "fa": "یا", "ar": "أو"}


def labels(F):
    for lang, lab in LABELS:
        # "النتيجة" (the result) labels an answer as often as a score
        read = lab != "النتيجة"
        for v in range(1, 6):
            o = other(v)
            for val in ["%d", "%d/5", "**%d**"]:
                for sep in [": ", ":"]:
                    F.add("label %s" % lang, read, "1-5",
                          lab + sep + val % v, v if read else None)
                    F.add("label %s" % lang, read, "1-5",
                          "**" + lab + ":** " + val % v, v if read else None)
            for bad in ["%d/10" % v, "%d %s %d" % (v, OR[lang], o),
                        "%d?" % v, "%d-%d" % (o, v), "%d%d" % (v, v),
                        "%d" % (v + 5), "%d, %d" % (v, o)]:
                F.add("label trap", 0, "1-5", lab + ": " + bad, None)
            F.add("label trap", 0, "1-5", "%s: %d\n%s: %d" % (lab, v, lab, o),
                  None)
    # Arabic's "4 من 5", Persian's "۴ از ۵", Indonesian's "4 dari 5"
    for lab, word in [("التقييم", "من"), ("الدرجة", "من"),
                      ("Score", "من"), ("Skor", "dari"), ("امتیاز", "از")]:
        for v in range(1, 6):
            F.add("label out-of", 1, "1-5", "%s: %d %s 5" % (lab, v, word), v)
            for bad in ["%d %s 10" % (v, word), "%d %s 5 %s %d" %
                        (v, word, "أو", other(v)), "%d %s" % (v, word),
                        "%d %s 5?" % (v, word)]:
                F.add("label trap out-of", 0, "1-5", "%s: %s" % (lab, bad),
                      None)


# ---- draft scores in the judge's reasoning ----

def thinking(F):
    for v in range(1, 6):
        o = other(v)
        drafts = ["Draft score: %d. Hmm, the domain check is missing." % o,
                  "Score: %d? No, let me look again." % o,
                  "I'd say %d at first." % o,
                  "Let me grade. Maybe %d, maybe %d." % (o, v)]
        for d in drafts:
            final = "Score: %d" % v
            # Qwen3, its <think> opened by the prompt, closed glued
            F.add("think qwen3", 1, "1-5",
                  "%s</think>\n\n%s\n\n%s" % (d, ANALYSIS, final), v, "")
            F.add("think qwen3", 1, "1-5",
                  "%s\n</think>\n\n%s" % (d, final), v, "")
            F.add("think r1", 1, "1-5",
                  "<think>\n%s\n</think>\n\n%s" % (d, final), v, "")
            F.add("think gpt-oss", 1, "1-5",
                  "<|channel|>analysis<|message|>%s<|end|><|start|>"
                  "assistant<|channel|>final<|message|>%s<|return|>"
                  % (d, final), v, "")
            F.add("think gpt-oss", 1, "1-5",
                  "analysis%sassistantfinal%s" % (d, final), v, "")
            # the final says nothing: the draft is no verdict
            for dd in [d, "Score: %d" % o, "So the score is %d." % o,
                       "Score: %d" % v]:
                F.add("think trap empty", 0, "1-5",
                      "Let me check each step.\n%s</think>" % dd, None, "")
                F.add("think trap empty", 0, "1-5",
                      "Let me check each step. %s</think>\n\n"
                      "The response is careful." % dd, None, "")
                F.add("think trap empty", 0, "1-5",
                      "%s</think>\n\n" % dd, None, "")
                F.add("think trap empty", 0, "1-5",
                      "<think>\n%s\n</think>\n\nThe response is careful."
                      % dd, None, "")
                F.add("think trap empty", 0, "1-5",
                      "<|channel|>analysis<|message|>%s<|end|><|start|>"
                      "assistant<|channel|>final<|message|>"
                      "The response is careful.<|return|>" % dd, None, "")
                F.add("think trap empty", 0, "1-5",
                      "<think>\n%s" % dd, None, "")


# ---- a verdict revised, per criterion, on another scale, for another
# response, the level quoted, a refusal, a reply cut ----

def revisions(F):
    for v in range(1, 6):
        o = other(v)
        for t in ["Score: %d. On reflection, %d." % (o, v),
                  "Score: %d\n\nOn reflection, I'd lower it to %d." % (o, v),
                  "Score: %d\n\nActually, %d." % (o, v),
                  "Score: %d\n\nRevised score: %d" % (o, v),
                  "Score: %d\nWait, the domain check is missing, so %d."
                  % (o, v),
                  "Score: %d\n\nScore: %d" % (o, v)]:
            F.add("revised", 0, "1-5", t, v)
        for t in ["Score: %d\n\nHmm, let me reconsider." % v,
                  "Score: %d\n\nOn reflection, maybe %d." % (v, o),
                  "Score: %d\n\nOr %d." % (v, o),
                  "Score: %d. On reflection," % v]:
            F.add("revised trap", 0, "1-5", t, None)


CRIT = ["Correctness", "Clarity", "Completeness", "Rigor"]


def criteria(F):
    for v in range(1, 6):
        o = other(v)
        for lab in ["Overall", "Overall score", "Final score", "Score"]:
            for f in ["%d", "%d/5"]:
                rows = "\n".join("%s: %s" % (c, f % (v if j % 2 else o))
                                 for j, c in enumerate(CRIT[:3]))
                F.add("criteria overall", 1, "1-5",
                      "%s\n%s: %s" % (rows, lab, f % v), v)
                F.add("criteria trap", 0, "1-5",
                      "%s: %s\n%s" % (lab, f % v, rows), None)
                F.add("criteria trap", 0, "1-5",
                      "%s\n%s: %s\nCorrectness: %s" % (rows, lab, f % v,
                                                        f % o), None)
                F.add("criteria trap", 0, "1-5",
                      "%s, %s. %s: %s" % (rows.replace("\n", ", "),
                                          lab, lab, f % (v + 5)), None)


def scales(F):
    for v in range(1, 6):
        for t in ["Score: %d/10", "Score: %d out of 10", "I'd give it %d/10.",
                  "Rating: %d/10", "Score: %d (out of 10)",
                  "**Score:** %d/10", "得分：%d/10", "Score: %d/100",
                  "Score: %d/3", "Punteggio: %d/10"]:
            x = 2 * v if "/10" in t or "of 10" in t else v
            F.add("scale trap", 0, "1-5", t % x, None)
        F.add("scale trap", 0, "1-5", "Score: %d/5 (%d/10)" % (v, 2 * v),
              None)
        F.add("scale trap", 0, "0-10", "Score: %d/5" % v, None)


def others(F):
    for v in range(1, 6):
        o = other(v)
        for t in ["Response B: %d" % v, "Score for Response B: %d" % v,
                  "Response B score: %d" % v, "Response 2: %d/5" % v,
                  "Response A: %d\nResponse B: %d" % (o, v),
                  "Score: %d\n\nResponse B: %d" % (v, o),
                  "Response B: %d\n\nScore: %d" % (o, v),
                  "Reference: %d. Response B: %d. Score: %d" % (o, v, v),
                  "Score: %d (Response B would get %d)" % (v, o),
                  "Score: %d\n(Response 2 gets %d.)" % (v, o)]:
            F.add("other trap", 0, "1-5", t, None)


LEVELS = {5: "Excellent: complete and rigorous", 4: "Good: a minor gap",
          3: "Fair: several gaps", 2: "Poor: a wrong step",
          1: "Very poor: wrong throughout"}


def levels(F):
    for v in range(1, 6):
        o = other(v)
        for f in ["Score: %d - %s", "Score: %d (%s)", "**Score: %d - %s**",
                  "Score: %d\n\n%d - %s"]:
            args = (v, LEVELS[v]) if f.count("%") == 2 else (v, v, LEVELS[v])
            F.add("level quoted", 0, "named-1-5", f % args, v)
            bad = (v, LEVELS[o]) if f.count("%") == 2 else (v, o, LEVELS[o])
            F.add("level trap", 0, "named-1-5", f % bad, None)
        # the level's own text with something put after it or changed
        for t in ["Score: %d (%s, maybe %d)", "Score: %d - %s or %d",
                  "Score: %d - %sX", "Score: %d - %s?",
                  "Score: %d - %s (%d?)", "Score: %d (%s) or %d"]:
            args = (v, LEVELS[v]) if t.count("%") == 2 else (v, LEVELS[v], o)
            F.add("level trap text", 0, "named-1-5", t % args, None)


def refusals(F):
    for t in ["I'm sorry, but I can't help with that.",
              "I cannot grade this response.\nScore: N/A",
              "I can't evaluate this without the reference. Score: -",
              "Score: N/A", "Score: none", "I refuse to score this.",
              "Score: [insert score]", "Score: X", "Score: {score}",
              "抱歉，我无法评分。"]:
        F.add("refusal trap", 0, "1-5", t, None)


def cuts(F):
    for v in range(1, 6):
        for t in ["Score: %d\n\nThe response is correct but the final "
                  "step is" % v, "Score:", "Score: %d/" % v,
                  "Score: %d or" % v, "Score: %d (" % v,
                  "The response deserves a", "**Score:** *",
                  "Score: %d\n\nHowever," % v, "得分：", "Score: %d." % v]:
            F.add("cut trap", 0, "1-5", t,
                  v if t == "Score: %d." % v else None)


def families(reader):
    F = Families(READ, ANALYSIS)
    pairs(F)
    labels(F)
    thinking(F)
    revisions(F)
    criteria(F)
    scales(F)
    others(F)
    levels(F)
    refusals(F)
    cuts(F)
    return report(F, reader)


main("make-replies-round29.py", families)
