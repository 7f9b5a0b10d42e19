#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round26.py: round 26's judge replies: what round 25
# left lost (Korean prose verdicts, "이 답변에 4점을 주겠습니다.",
# "점수는 4점입니다."; a prose verdict followed by its justification,
# "I give this a 4. The derivation is sound but ..."; a verdict in a
# later turn of a multi-turn reply) and a hidden evaluator's round on
# what real judge models write: reasoning channels and <think> blocks,
# JSON with extra keys, tables of criteria with a total row, a score
# repeated in two forms that agree or not, a score for the reference
# beside the response's, a scale changed, a verdict revised, in a code
# block, in Unicode digits, in words.  Beside every read form its twins
# that state no one verdict: after a verdict, a sentence that weighs or
# turns it (another value, a condition, a range of levels, "Same as
# before.", an unknown label), and every justification with a turning
# word ("if", "not", "maybe", "roughly" ...) put before each of its
# words, after a prose verdict and after a label's.  Justifications with
# a contrast or a negation ("... sound but the final step skips a
# case.") no justification the reader recognises holds: the family
# "contrast" is counted, lost.  Each case carries "want:", the verdict a
# reader of the reply takes it to state (none: none, or more than one).
#
#   make-replies-round26.py --families READER
#       the generated families (over 3,000 replies, about half of them
#       traps), each read by READER (build/tests/helpers/
#       papo-read-replies); a line a family with its replies, misread
#       and lost; exit status 1 when any reply is misread, or a family
#       whose kind is marked read loses one (tests/t-judge-round26.sh).
#       SHOW_LOST=1 in the environment prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import (STYLES, Cases, praised_at_one,  # noqa: E402
                         report, styled)

ANALYSIS = {
    "en": "The response sets up the equation correctly and solves for "
          "$x$, but it never checks that $x = -2$ lies outside the "
          "domain of $\\log(x+1)$. The final answer is right.",
    "ko": "이 답변은 방정식을 올바르게 세우고 풀었지만, $x = -2$가 "
          "정의역 밖에 있는지 확인하지 않았습니다. 최종 답은 맞습니다.",
}

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"korean", "justified", "evaluator"}


class Families:
    def __init__(self):
        self.cases = Cases()
        self.family = []
        self.must = {}
        self.k = 0

    def add(self, family, must, rubric, verdict, want, lang="en",
            bare=False):
        style = STYLES[self.k % len(STYLES)]
        self.k += 1
        self.must[family] = must and family.split()[0] in READ
        self.family.append(family)
        reply = verdict if bare else styled(style, ANALYSIS[lang], verdict)
        self.cases.case("%s %d" % (family, self.k), rubric, reply, want)


# ---- Korean prose verdicts ----

# {v} the value, {s} the scale (one of KO_SCALES, or nothing)
KO_FORMS = [
    "이 답변에 {v}점을 주겠습니다{s}.", "이 답변에 {v}점을 줍니다{s}.",
    "이 답변에는 {v}점을 주겠습니다{s}.",
    "저는 이 답변에 {v}점을 주겠습니다{s}.", "{v}점을 주겠습니다{s}.",
    "점수: {v}점{s}", "최종 점수: {v}점{s}", "점수는 {v}점입니다{s}.",
    "최종 점수는 {v}점입니다{s}.", "이 답변의 점수는 {v}점입니다{s}.",
    "**최종 점수: {v}점**{s}", "평가: {v}점{s}",
]
KO_SCALES = [" ({m}점 만점)", "（{m}점 만점）", " (만점 {m}점)"]
KO_TRAPS = {
    # another value beside it
    "hedged": ["이 답변에 {v}점 또는 {o}점을 주겠습니다.",
               "점수는 {v}점, 아마도 {o}점입니다.",
               "이 답변에 {v}점을 주겠습니다. 어쩌면 {o}점일 수도 있습니다."],
    "conditional": ["극한 단계가 정당화되었다면 이 답변에 {v}점을 주겠습니다.",
                    "정의역을 확인했다면 점수는 {v}점입니다.",
                    "이 답변에 {v}점을 주겠습니다, 정의역을 확인한다면."],
    "counterfactual": ["이 답변에 {v}점을 줄 수도 있었습니다.",
                       "원래는 {v}점을 주었을 것입니다.",
                       "점수는 {v}점이 될 뻔했습니다."],
    "other": ["답변 B에 {v}점을 주겠습니다.", "답변 B: {v}점을 주겠습니다.",
              "명확성에 대해서는 {v}점을 주겠습니다.",
              "답변 B의 점수는 {v}점입니다."],
    "revised": ["이 답변에 {o}점을 주겠습니다.\n\n정정: {v}점입니다.",
                "점수는 {o}점입니다. 아니, {v}점입니다."],
    "twice": ["이 답변에 {o}점을 주겠습니다. 이 답변에 {v}점을 주겠습니다.",
              "점수: {o}\n\n이 답변에 {v}점을 주겠습니다."],
    "negated": ["이 답변에 {v}점을 주지 않겠습니다.",
                "점수는 {v}점이 아닙니다."],
    "asked": ["이 답변에 {v}점을 줄까요?", "점수는 {v}점입니까?"],
    "bound": ["점수는 {v}점 이하입니다.", "점수는 최소 {v}점입니다.",
              "점수는 약 {v}점입니다.", "이 답변에 아마 {v}점을 주겠습니다.",
              "이 답변에 {v}점 정도를 주겠습니다.",
              "이 답변에 {v}점 이상을 주겠습니다."],
    # another response named before: whose verdict it is is not said
    "named": ["답변 B는 정의역을 확인하지 않았습니다.\n\n{v}점을 주겠습니다.",
              "답변 B는 정의역을 확인하지 않았습니다. 점수는 {v}점입니다."],
}


def korean(F):
    for rub, lo, hi in (("1-5", 1, 5), ("0-10", 0, 10)):
        other = 10 if hi == 5 else 5
        for v in range(lo, hi + 1):
            o = v - 1 if v > lo else v + 1
            for form in KO_FORMS:
                for s in [""] + [x.format(m=hi) for x in KO_SCALES]:
                    if s and form.startswith("**"):
                        continue
                    F.add("korean prose", 1, rub, form.format(v=v, s=s),
                          v, "ko")
                if v <= other and not form.startswith("**"):
                    F.add("korean trap scale", 0, rub, form.format(
                        v=v, s=KO_SCALES[v % 3].format(m=other)), None,
                        "ko")
            for kind, forms in sorted(KO_TRAPS.items()):
                for form in forms:
                    F.add("korean trap " + kind, 0, rub,
                          form.format(v=v, o=o), None, "ko")


# ---- a prose verdict, then its justification ----

VERDICTS = ["I give this a {v}.", "I give this response a {v}.",
            "I would rate this a {v} out of {m}.", "The score is {v}.",
            "This deserves a {v}.", "I'd give it a {v}/{m}."]
# sentences that justify, with no value, scale, hedge or condition
JUSTIFY = [
    "The proof is complete and rigorous.",
    "The algebra is clear and the explanation is thorough.",
    "The derivation is sound and every step is justified.",
    "The steps are clearly explained.",
    "The student factors the quadratic and checks both roots.",
    "The argument is concise and well organized.",
]
# justifications with a contrast, a negation or "correct", which no
# justification the reader recognises holds (tests/unit/check_rubric.c's
# round 17 rows): lost, never misread
CONTRAST = [
    "The derivation is sound but the final step skips a case.",
    "The response identifies the key idea but does not verify the "
    "domain.",
    "The final answer is correct, though the justification of the last "
    "step is thin.",
    "The steps are clearly explained and the result is correct.",
]
# sentences after the verdict that state another one, or weigh it
UNJUSTIFY = [
    "A {x} would require checking the domain.",
    "It could also be a {o}.", "Maybe a {o} is fairer.",
    "If the domain were checked, it would be a {x}.",
    "On a 10-point scale that is an {d}.", "Actually, make that {o}.",
    "Response B gets a {o}.", "I am not sure about this score.",
    "The reference answer deserves a {x}.", "Or perhaps a {o}.",
    "That is {p}%.", "Then again, the domain check matters more.",
    "Same as before.", "The response is a B.",
    "The score reflects the missing domain check.",
    "The response would be a {w} with the domain check.",
    "The proof is complete, roughly.", "The steps are {o} of {x}.",
    "The work is good to excellent.", "Good to excellent.",
    "The reasoning is clear to very clear.", "Solid-to-strong work.",
    "From fair to good.",
]
# words that make a justification weigh or turn the verdict wherever
# they stand in it
TURNS_IN = ["not", "but", "maybe", "probably", "if", "or", "almost",
            "roughly", "about", "higher", "lower", "never", "wrong",
            "perhaps", "unless"]
JOINS = [" ", "\n", "\n\n"]


def justified(F):
    words = ["one", "two", "three", "four", "five"]
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        x = 5 if v < 5 else 4
        for vf in VERDICTS:
            t = vf.format(v=v, m=5)
            for k, j in enumerate(JUSTIFY):
                join = JOINS[(k + v) % 3]
                F.add("justified prose", 1, "1-5", t + join + j, v)
                F.add("justified prose two", 1, "1-5",
                      t + join + j + " " + JUSTIFY[(k + 1) % 6], v)
            for k, j in enumerate(CONTRAST):
                F.add("contrast prose", 1, "1-5",
                      t + JOINS[(k + v) % 3] + j, v)
            for k, j in enumerate(JUSTIFY):
                if vf == VERDICTS[0]:
                    F.add("justified label", 1, "1-5", "Score: %d%s%s" % (
                          v, JOINS[(k + v) % 3 or 1], j), v)
            for k, u in enumerate(UNJUSTIFY):
                bad = u.format(o=o, x=x, d=2 * v, p=20 * v,
                               w=words[x - 1])
                join = JOINS[(k + v) % 3]
                F.add("justified trap", 0, "1-5", t + join + bad, None)
                F.add("justified trap later", 0, "1-5",
                      t + join + JUSTIFY[k % 6] + " " + bad, None)
                if vf == VERDICTS[0]:
                    F.add("justified trap label", 0, "1-5",
                          "Score: %d\n\n%s" % (v, bad), None)
    # every justification with a turning word put before each of its
    # words (and at its end): none is read
    for k, j in enumerate(JUSTIFY):
        parts = j[:-1].split(" ")
        for p in range(len(parts) + 1):
            for w in TURNS_IN:
                if w == "not" and p > 0 and parts[p - 1] in ("is", "are"):
                    # "every step is not justified" weighs the work,
                    # no verdict: round 27 reads it by its rows
                    continue
                bad = " ".join(parts[:p] + [w] + parts[p:]) + "."
                v = 1 + (k + p) % 5
                F.add("justified trap inserted", 0, "1-5",
                      VERDICTS[(k + p) % 6].format(v=v, m=5) + " " + bad,
                      None)
                F.add("justified trap inserted label", 0, "1-5",
                      "Score: %d\n\n%s" % (v, bad), None)


# ---- a verdict in a later turn ----

TURNS = [
    "I give this response a {o}.\n\nUser: Please reconsider the "
    "domain.\n\nAssistant: I give this response a {v}.",
    "Score: {o}\n\n<|im_start|>user\nAre you sure?<|im_end|>\n"
    "<|im_start|>assistant\nScore: {v}<|im_end|>",
    "Score: {v}\n\n### User:\nGrade response B as well.\n\n### Assistant:"
    "\nScore: {o}",
]


def turns(F):
    for v in range(1, 6):
        o = v % 5 + 1
        for form in TURNS:
            F.add("turns trap", 0, "1-5", form.format(v=v, o=o), None,
                  bare=True)


# ---- the hidden evaluator: what real judges write ----

def channel(body):
    return ("<|channel|>analysis<|message|>Check each step.<|end|>"
            "<|start|>assistant<|channel|>final<|message|>%s<|return|>"
            % body)


def think(body):
    return "<think>\nCheck each step.\n</think>\n\n%s" % body


def assessed(body):
    return "**Assessment:**\n\n%s\n\n%s" % (ANALYSIS["en"], body)


# forms that state one verdict {v} ({m} the top)
ONE = [
    "Score: {v}", "**Score:** {v}", "Score: {v}/{m}",
    "{{\"score\": {v}, \"reasoning\": \"Sound work.\", "
    "\"confidence\": 0.9}}",
    "{{\"reasoning\": \"Sound work.\", \"score\": {v}, \"label\": "
    "\"good\"}}",
    "{{\"score\": {v}, \"strengths\": [\"clear\"], \"weaknesses\": "
    "[\"domain\"]}}",
    "| Criterion | Score |\n|---|---|\n| Correctness | {a} |\n"
    "| Clarity | {b} |\n| **Total** | **{v}** |",
    "Score: {v} ({w} out of {mw})", "Score: {w} out of {mw}",
    "Score: {v}/{m} ({v} out of {m})", "Final score: {v} (out of {m})",
    "Score: {u}", "Score: {ar}",
    "Note : {fr} sur cinq", "Bewertung: {de} von fünf",
    "Score: {v}\n\nThe response is correct.",
    "{{\"score\": {v}, \"strengths\": \"The proof is complete.\", "
    "\"weaknesses\": \"The domain check is brief.\"}}",
    "{{\"summary\": \"The steps are clearly explained.\", \"score\": "
    "{v}}}",
    "{{\"evaluation\": \"The argument is concise.\", \"score\": {v}}}",
]
# the forms of ONE the reader does not read (lost, never misread): a
# table's total row (06), digits of another script, which the reader
# takes for look-alikes (11, 12).  (A JSON object with a confidence, a
# label or a list beside its score, 03-05, and "The response is
# correct." after the verdict, 15, are read since round 27.)
LOST_FORMS = {6, 11, 12}
# twins that state no one verdict
TWINS = [
    "Score: {v} ({o} out of {m})", "Score: {v}/{m} ({o} out of {m})",
    "Score: {v}\n\nScore: {o}",
    "Score: {v} (out of {m})... Actually, {o}.",
    "Score: {v} (out of {m})\n\nActually, {o}.",
    "Score: {v}/{m}, or {d}/10 on the other scale.",
    "Score: {v}/10",
    "```\nScore: {v}\n```",
    "```json\n{{\"score\": {v}}}\n```\n\nThe example above is the format.",
    "Score: {w} or {ow}",
    "Score: {u} or {o}",
    "{{\"score\": {v}, \"score_b\": {o}}}",
    "{{\"score\": {v}, \"revised_score\": {o}}}",
    "| Criterion | Score |\n|---|---|\n| Correctness | {a} |\n"
    "| Clarity | {b} |\n| **Total** | **{t}** |",
    "Score: {v}?",
    "Score: {v} if the domain is checked, else {o}",
    "Score: {v} for Response A, {o} for Response B",
    "Note : {fr} ou {fo} sur cinq",
    # a restatement that is not the same value on the same scale
    "Score: {v} ({v} out of 10)", "Score: {v} ({v} out of {m}?)",
    "Score: {v} ({v} out of {m}, maybe {o})",
    "Score: {v} ({w} or {ow} out of five)",
    "Score: {v} (about {v} out of {m})",
    "Score: {v} ({v} out of {m}) ({o} out of {m})",
    "Score: {v} ({v} out of {m}) or {o}",
    "Score: {v} (roughly {w} out of five)",
    "Score: {v} ({v}.5 out of {m})", "Score: {v} ({v} out of {m} stars?)",
    "Score: {v}/{m} ({v}/{m} out of {m})",
    "Score: {v} ({o}/{m} out of {m})", "Score: {v} ({v} out of {m}",
    "Score: {v} (not {v} out of {m})",
    # commentary keys that state another value, hedge or turn
    "{{\"score\": {v}, \"strengths\": \"A {x} would need the "
    "domain.\"}}",
    "{{\"score\": {v}, \"summary\": \"Score: {o}\"}}",
    "{{\"score\": {v}, \"weaknesses\": \"maybe a {o}\"}}",
    "{{\"assessment\": \"I give it a {o}.\", \"score\": {v}}}",
    "{{\"score\": {v}, \"evaluation\": \"{o} out of {m}\"}}",
    "{{\"score\": {v}, \"strengths\": \"Actually, {o}.\"}}",
    "{{\"score\": {v}, \"summary\": {o}}}",
    "{{\"score\": {v}, \"summary\": \"The proof is complete.\", "
    "\"score\": {o}}}",
]
# the response's verdict beside the reference's ({r} another value)
BESIDE = [
    "Reference answer score: {r}\nResponse score: {v}",
    "Score (reference): {r}\nScore (response): {v}",
    "{{\"score\": {v}, \"reference_score\": {r}}}",
]
FR = ["un", "deux", "trois", "quatre", "cinq"]
DE = ["eins", "zwei", "drei", "vier", "fünf"]
EN = ["one", "two", "three", "four", "five"]


def evaluator(F):
    for v in range(1, 6):
        o = v - 1 if v > 1 else 2
        a = v // 2
        vals = dict(v=v, o=o, m=5, mw="five", w=EN[v - 1],
                    ow=EN[o - 1], u=chr(0xff10 + v), ar=chr(0x660 + v),
                    fr=FR[v - 1], fo=FR[o - 1], de=DE[v - 1], a=a, r=o,
                    b=v - a, d=2 * v, t=v + 1 if v < 5 else v - 1,
                    x=5 if v < 5 else 4)
        for k, wrap in enumerate((lambda b: b, channel, think, assessed)):
            for i, form in enumerate(ONE):
                if praised_at_one(v, form.format(**vals).split("\n")[-1],
                                  0):
                    # "Score: 1. The response is correct.": two things
                    # (since round 44)
                    F.add("evaluator one bottom", 0, "1-5",
                          wrap(form.format(**vals)), None, bare=True)
                    continue
                # a weakness listed beside the top score (16) says two
                # things (session 71): may go unread there
                top = " top" if i == 16 and v == 5 else ""
                F.add("evaluator one %02d%s" % (i, top),
                      i not in LOST_FORMS and not top,
                      "1-5", wrap(form.format(**vals)), v, bare=True)
            # two scores that differ, the reference's named: lost
            for form in BESIDE:
                F.add("evaluator beside reference", 0, "1-5",
                      wrap(form.format(**vals)), v, bare=True)
            for form in TWINS:
                F.add("evaluator twin", 0, "1-5",
                      wrap(form.format(**vals)), None, bare=True)


def families(reader):
    F = Families()
    korean(F)
    justified(F)
    turns(F)
    evaluator(F)
    return report(F, reader)


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--families":
        sys.exit(families(sys.argv[2]))
    sys.exit("usage: make-replies-round26.py --families reader")


main()
