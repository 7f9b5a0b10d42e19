#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_dump31.py: what trainers and model families write around a
right answer (issue 26, review 31's findings 4, 9, 10, 12, 13, 14).

usage: hostile_dump31.py PAPO_VERIFY [--list]

The whole sequence logged as the response (verl and OpenRLHF decode
prompt and answer together) in the chat templates of 16 model families
(ChatML, Phi-4, Llama 3, Gemma, Phi-3, Zephyr, OLMo 2, Falcon 3,
Granite, Command R, EXAONE, GLM-4, Mistral, Llama 2, DeepSeek,
gpt-oss), with a system turn, without, with a few-shot turn before
the question and padded after the end: the assistant's last turn,
ended by its end token, gives the answer (KIND-right).  Its twins are
never rewarded: the same against another value (KIND-other), a user's
turn after it (KIND-user), a second assistant turn after it
(KIND-again), the assistant's turn cut before its end token
(KIND-cut), the right value in the few-shot turn and another in the
last (KIND-shot).

Then on three problems (cows 24, 3/4 + 1/6, a speed of 12 m/s): "<pad>"
padding after the answer (pad-right; text after the padding and
another value are twins); English closings that confirm the answer
("Checked by substitution.", "(verified)", "✔️") and
their twins (another value, the closing denied or doubted);
Open-Reasoner-Zero's answer tag after the work on its line (orz); an
explanation whose last value is the answer (expl; another value last
is a twin); Bengali and Telugu sentences of the value with a hedge
before it ("যদি ভুল না করে থাকি", "నా అంతర్ దృష్టి ప్రకారం": bnte-hedge,
never rewarded) and plain (bnte-right).

Prints a count per kind and the summary line the t-*.sh test reads:
"hostile_dump31: N variants (M right), K wrong, L lost".
Exits 1 when a twin is rewarded.
"""
import sys

import verify_run

SYS = "Please reason step by step, and put your final answer within " \
    "\\boxed{}."
# name, problem, answer, another value, the work, the unit after it
PROBS = [
    ("cows", "A farmer has 15 cows and buys 9 more. How many cows does "
     "he have now?", "24", "21", "15 + 9 = 24", " cows"),
    ("frac", "Compute $\\frac{3}{4} + \\frac{1}{6}$.", "\\frac{11}{12}",
     "\\frac{5}{6}", "\\frac{9}{12} + \\frac{2}{12} = \\frac{11}{12}", ""),
    ("speed", "A car starts from rest and accelerates at 3 m/s^2 for 4 s. "
     "What is its final speed in m/s?", "12", "7",
     "v = at = 3 \\times 4 = 12", " m/s"),
]
SHOT_Q = "What is 2 + 3?"
SHOT_A = "2 + 3 = 5, so the answer is $\\boxed{5}$."


def body(work, v):
    return "$%s$\n\nSo the answer is $\\boxed{%s}$." % (work, v)


def turn_fmt(open_, close, end):
    """A template whose turn is open_ + ROLE + close + text + end."""
    return lambda role, text: open_ + role + close + text + end


# name: (what opens the sequence, a turn (role, text), the roles
# (system or None, user, assistant), what pads after the end)
TEMPLATES = {
    "chatml": ("", turn_fmt("<|im_start|>", "\n", "<|im_end|>\n"),
               ("system", "user", "assistant"), "<|endoftext|>"),
    "phi4": ("", turn_fmt("<|im_start|>", "<|im_sep|>", "<|im_end|>"),
             ("system", "user", "assistant"), "<|endoftext|>"),
    "llama3": ("<|begin_of_text|>",
               turn_fmt("<|start_header_id|>", "<|end_header_id|>\n\n",
                        "<|eot_id|>"),
               ("system", "user", "assistant"), "<|end_of_text|>"),
    "gemma": ("<bos>", turn_fmt("<start_of_turn>", "\n", "<end_of_turn>\n"),
              (None, "user", "model"), "<pad>"),
    "phi3": ("", turn_fmt("<|", "|>\n", "<|end|>\n"),
             ("system", "user", "assistant"), "<|endoftext|>"),
    "zephyr": ("", turn_fmt("<|", "|>\n", "</s>\n"),
               ("system", "user", "assistant"), "</s>"),
    "granite": ("", turn_fmt("<|start_of_role|>", "<|end_of_role|>",
                             "<|end_of_text|>\n"),
                ("system", "user", "assistant"), "<|end_of_text|>"),
    "commandr": ("<BOS_TOKEN>",
                 lambda r, t: "<|START_OF_TURN_TOKEN|><|%s_TOKEN|>%s"
                 "<|END_OF_TURN_TOKEN|>" % (r, t),
                 ("SYSTEM", "USER", "CHATBOT"), "<PAD>"),
    "exaone": ("", turn_fmt("[|", "|]", "[|endofturn|]\n"),
               ("system", "user", "assistant"), "[PAD]"),
}


def seq_template(name, sys_, shot, user_after=None, again=None,
                 cut=False, pad=0, q="", a="", shot_a=SHOT_A):
    start, turn, roles, padtok = TEMPLATES[name]
    s = start
    if sys_ and roles[0] is not None:
        s += turn(roles[0], SYS)
    if shot:
        s += turn(roles[1], SHOT_Q) + turn(roles[2], shot_a)
    s += turn(roles[1], q)
    last = turn(roles[2], a)
    if cut:
        # the assistant's turn cut before its end token
        s += last[:last.index(a) + len(a) - 8]
        return s
    s += last
    if user_after:
        s += turn(roles[1], user_after)
    if again:
        s += turn(roles[2], again)
    return s + padtok * pad


# Templates whose turns are not ROLE-headed: (name, a sequence of
# (system or None, [(question, answer)...]) -> text, its end token)
def seq_mistral(sys_, pairs):
    s = "<s>"
    for i, (q, a) in enumerate(pairs):
        if i == len(pairs) - 1 and sys_:
            q = SYS + "\n\n" + q
        s += "[INST] %s [/INST]%s</s>" % (q, a)
    return s


def seq_llama2(sys_, pairs):
    s = ""
    for i, (q, a) in enumerate(pairs):
        if i == 0 and sys_:
            q = "<<SYS>>\n%s\n<</SYS>>\n\n%s" % (SYS, q)
        s += "<s>[INST] %s [/INST] %s </s>" % (q, a)
    return s


BAR = "\uff5c"
SP = "\u2581"


def seq_deepseek(sys_, pairs):
    s = "<" + BAR + "begin" + SP + "of" + SP + "sentence" + BAR + ">"
    if sys_:
        s += SYS
    for q, a in pairs:
        s += "<" + BAR + "User" + BAR + ">" + q + "<" + BAR + "Assistant" + \
            BAR + ">" + a + "<" + BAR + "end" + SP + "of" + SP + \
            "sentence" + BAR + ">"
    return s


def seq_olmo2(sys_, pairs):
    s = "<|endoftext|>"
    if sys_:
        s += "<|system|>\n%s\n" % SYS
    for q, a in pairs:
        s += "<|user|>\n%s\n<|assistant|>\n%s<|endoftext|>\n" % (q, a)
    return s.rstrip("\n")


def seq_falcon3(sys_, pairs):
    s = "<|system|>\n%s\n" % SYS if sys_ else ""
    for q, a in pairs:
        s += "<|user|>\n%s\n<|assistant|>\n%s<|endoftext|>\n" % (q, a)
    return s.rstrip("\n")


def seq_glm4(sys_, pairs):
    s = "[gMASK]<sop>"
    if sys_:
        s += "<|system|>\n%s" % SYS
    for q, a in pairs:
        s += "<|user|>\n%s<|assistant|>\n%s" % (q, a)
    return s + "<|endoftext|>"


def seq_gptoss(sys_, pairs):
    s = "<|start|>system<|message|>You are ChatGPT.<|end|>"
    if sys_:
        s += "<|start|>developer<|message|>%s<|end|>" % SYS
    for i, (q, a) in enumerate(pairs):
        s += "<|start|>user<|message|>%s<|end|>" % q
        s += "<|start|>assistant<|channel|>final<|message|>%s" % a
        s += "<|return|>" if i == len(pairs) - 1 else "<|end|>"
    return s


PAIRED = {"mistral": seq_mistral, "llama2": seq_llama2,
          "deepseek": seq_deepseek, "olmo2": seq_olmo2,
          "falcon3": seq_falcon3, "glm4": seq_glm4, "gptoss": seq_gptoss}


def sequences(vs):
    def add(kind, fam, ans, r, q):
        verify_run.add(vs, kind, kind + "-" + fam, ans, r, q)

    for pname, q, v, o, work, unit in PROBS:
        good, bad = body(work, v), body(work, o)
        for name in TEMPLATES:
            for sys_ in (0, 1):
                for shot in (0, 1):
                    def t(**kw):
                        return seq_template(name, sys_, shot, q=q, **kw)
                    add(name, "right", v, t(a=good), q)
                    add(name, "other", o, t(a=good), q)
                    add(name, "user", v, t(a=good,
                                           user_after="That's wrong."), q)
                    add(name, "again", v, t(a=good, again=bad), q)
                    add(name, "cut", v, t(a=good, cut=True), q)
                    if shot:
                        add(name, "shot", v, t(a=bad, shot_a=good), q)
                    if sys_ and not shot:
                        add(name, "right", v, t(a=good, pad=4), q)
                        add(name, "other", o, t(a=good, pad=4), q)
        for name, f in PAIRED.items():
            for sys_ in (0, 1):
                add(name, "right", v, f(sys_, [(q, good)]), q)
                add(name, "right", v, f(sys_, [(SHOT_Q, SHOT_A),
                                               (q, good)]), q)
                add(name, "other", o, f(sys_, [(q, good)]), q)
                add(name, "again", v, f(sys_, [(q, good), (q, bad)]), q)
                add(name, "shot", v, f(sys_, [(SHOT_Q, good), (q, bad)]), q)


# English closings after "The answer is V[unit]" / "Answer: V[unit]":
# (right closing, its twins)
CLOSINGS = [
    (", confirmed by a second method.", [", not confirmed by a second "
     "method.", ", though a second method gave O.",
     ", confirmed by a second method, I think.",
     ", confirmed by a second method giving O."]),
    (". Checked by substitution.", [". Not checked by substitution.",
                                     ". Checked by substitution: it "
                                     "fails.", ". Checked by substitution, "
                                     "I hope.", ". Checked by substitution?"]),
    (". This matches a quick estimate.", [". This does not match a quick "
                                           "estimate.", ". This matches a "
                                           "quick estimate of O.",
                                           ". This hardly matches a quick "
                                           "estimate."]),
    (" (verified).", [" (not verified).", " (unverified)."]),
    (" \u2714\ufe0f", [" \u274c", " \u2753"]),
]


def closings(vs):
    for pname, q, v, o, work, unit in PROBS:
        vv = "$%s$" % v if "\\" in v else v
        oo = "$%s$" % o if "\\" in o else o
        for lead in ("The answer is ", "Answer: ", "So the answer is **"):
            star = "**" if lead.endswith("**") else ""
            for c, twins in CLOSINGS:
                r = "$%s$\n\n%s%s%s%s" % (work, lead, vv, unit, star)
                verify_run.add(vs, "close", "close-right", v, r + c, q)
                verify_run.add(vs, "close", "close-other", o, r + c, q)
                for tw in twins:
                    verify_run.add(vs, "close", "close-twin", v,
                                   r + tw.replace("O", oo), q)
        base = "$%s$\n\nThe answer is " % work
        verify_run.add(vs, "close", "close-right", v, base + "not %s; it is "
                       "%s%s." % (oo, vv, unit), q)
        verify_run.add(vs, "close", "close-twin", v, base + "not %s; it is "
                       "%s%s." % (vv, oo, unit), q)
        verify_run.add(vs, "close", "close-twin", v, base + "%s%s; it is "
                       "not %s." % (oo, unit, vv), q)


def padding(vs):
    for pname, q, v, o, work, unit in PROBS:
        for n in (1, 3, 16):
            p = "<pad>" * n
            verify_run.add(vs, "pad", "pad-right", v, body(work, v) + p, q)
            verify_run.add(vs, "pad", "pad-right", v,
                           body(work, v) + "</s>" + p, q)
            verify_run.add(vs, "pad", "pad-other", o, body(work, v) + p, q)
            verify_run.add(vs, "pad", "pad-after", v, body(work, v) + p +
                           " Or $%s$." % o, q)
            verify_run.add(vs, "pad", "pad-after", v, body(work, o) + p +
                           "\n\nThe answer is $\\boxed{%s}$." % v, q)


def orz(vs):
    for pname, q, v, o, work, unit in PROBS:
        for r in ("%s <answer> \\boxed{%s} </answer>",
                  "%s <answer> %s </answer>",
                  "<think> %s </think> <answer> \\boxed{%s} </answer>"):
            verify_run.add(vs, "orz", "orz-right", v, r % (work, v), q)
            verify_run.add(vs, "orz", "orz-other", o, r % (work, v), q)
        verify_run.add(vs, "orz", "orz-twin", v, "%s <answer> \\boxed{%s} or "
                       "\\boxed{%s} </answer>" % (work, v, o), q)
        verify_run.add(vs, "orz", "orz-twin", v, "%s maybe <answer> \\boxed"
                       "{%s} </answer>" % (work, v), q)


EXPL = [("There were 14 apples and 6 were eaten. How many are left?", "8",
         "apples", "14 - 6 = 8", "14 - 6 = 9"),
        ("Each box holds 5 oranges. How many oranges are in 7 boxes?", "35",
         "oranges", "5 \u00d7 7 = 35", "5 \u00d7 7 = 36")]


def explanation(vs):
    for q, v, noun, work, badwork in EXPL:
        for r in ("Answer: %s %s\n\nExplanation: %s." % (v, noun, work),
                  "Answer: %s\n\nExplanation: %s." % (v, work)):
            verify_run.add(vs, "expl", "expl-right", v, r, q)
            verify_run.add(vs, "expl", "expl-other", verify_run.other(v),
                           r, q)
        verify_run.add(vs, "expl", "expl-twin", v, "Answer: %s %s\n\n"
                       "Explanation: %s." % (v, noun, badwork), q)
    tq = "Is every prime greater than 2 odd? Answer True or False."
    verify_run.add(vs, "expl", "expl-right", "True",
                   "Every even number above 2 is divisible by 2.\n\n"
                   "The statement is true.", tq)
    verify_run.add(vs, "expl", "expl-twin", "True",
                   "The statement is false.", tq)
    verify_run.add(vs, "expl", "expl-twin", "True",
                   "The statement is probably true.", tq)


# Bengali and Telugu (the problems of review 31's probes): the value's
# sentence, plain (right) and with a hedge before it (never rewarded)
BN_TRAIN = "\u098f\u0995\u099f\u09bf \u099f\u09cd\u09b0\u09c7\u09a8 " \
    "\u0998\u09a3\u09cd\u099f\u09be\u09af\u09bc 80 \u0995\u09bf\u09ae\u09bf " \
    "\u09ac\u09c7\u0997\u09c7 3 \u0998\u09a3\u09cd\u099f\u09be " \
    "\u099a\u09b2\u09c7\u0964 \u098f\u099f\u09bf \u0995\u09a4 " \
    "\u0995\u09bf\u09b2\u09cb\u09ae\u09bf\u099f\u09be\u09b0 " \
    "\u09af\u09be\u09af\u09bc?"
BN_COWS = "\u098f\u0995\u099c\u09a8 \u0995\u09c3\u09b7\u0995\u09c7\u09b0 " \
    "15\u099f\u09bf \u0997\u09b0\u09c1 \u0986\u099b\u09c7 \u098f\u09ac\u0982 " \
    "\u09b8\u09c7 \u0986\u09b0\u0993 9\u099f\u09bf \u0995\u09c7\u09a8\u09c7\u0964 " \
    "\u098f\u0996\u09a8 \u09a4\u09be\u09b0 \u0995\u09a4\u099f\u09bf " \
    "\u0997\u09b0\u09c1 \u0986\u099b\u09c7?"
TE_COWS = "\u0c12\u0c15 \u0c30\u0c48\u0c24\u0c41 \u0c35\u0c26\u0c4d\u0c26 15 " \
    "\u0c06\u0c35\u0c41\u0c32\u0c41 \u0c09\u0c28\u0c4d\u0c28\u0c3e\u0c2f\u0c3f, " \
    "\u0c05\u0c24\u0c28\u0c41 \u0c2e\u0c30\u0c4b 9 " \
    "\u0c15\u0c4a\u0c28\u0c4d\u0c28\u0c3e\u0c21\u0c41. " \
    "\u0c07\u0c2a\u0c4d\u0c2a\u0c41\u0c21\u0c41 \u0c05\u0c24\u0c28\u0c3f " \
    "\u0c35\u0c26\u0c4d\u0c26 \u0c0e\u0c28\u0c4d\u0c28\u0c3f " \
    "\u0c06\u0c35\u0c41\u0c32\u0c41 \u0c09\u0c28\u0c4d\u0c28\u0c3e\u0c2f\u0c3f?"
BN_IFNOT = "\u09af\u09a6\u09bf \u09ad\u09c1\u09b2 \u09a8\u09be " \
    "\u0995\u09b0\u09c7 \u09a5\u09be\u0995\u09bf, "
BN_GUT = "\u0986\u09ae\u09be\u09b0 \u09ae\u09a8 \u09ac\u09b2\u099b\u09c7 "
TE_GUT = "\u0c28\u0c3e \u0c05\u0c02\u0c24\u0c30\u0c4d " \
    "\u0c26\u0c43\u0c37\u0c4d\u0c1f\u0c3f \u0c2a\u0c4d\u0c30\u0c15\u0c3e\u0c30\u0c02 "
TE_IFNOT = "\u0c28\u0c47\u0c28\u0c41 \u0c24\u0c2a\u0c4d\u0c2a\u0c41 " \
    "\u0c1a\u0c47\u0c2f\u0c15\u0c2a\u0c4b\u0c24\u0c47, "
# (problem, work, value, plain statements (right), hedges, the
# statement each hedge goes before)
BNTE = [
    (BN_TRAIN, "80 \u00d7 3 = 240", "240", [],
     [BN_IFNOT, BN_GUT], "\u099f\u09cd\u09b0\u09c7\u09a8\u099f\u09bf 240 "
     "\u0995\u09bf\u09ae\u09bf \u09af\u09be\u09af\u09bc\u0964"),
    (BN_COWS, "15 + 9 = 24", "24",
     ["\u09b8\u09c1\u09a4\u09b0\u09be\u0982 \u0995\u09c3\u09b7\u0995\u09c7\u09b0 "
      "\u098f\u0996\u09a8 24\u099f\u09bf \u0997\u09b0\u09c1 \u0986\u099b\u09c7\u0964",
      "\u0989\u09a4\u09cd\u09a4\u09b0: 24\u099f\u09bf \u0997\u09b0\u09c1"],
     [BN_GUT, BN_IFNOT], "24\u099f\u09bf \u0997\u09b0\u09c1\u0964"),
    (TE_COWS, "15 + 9 = 24", "24",
     ["\u0c15\u0c3e\u0c2c\u0c1f\u0c4d\u0c1f\u0c3f \u0c30\u0c48\u0c24\u0c41 "
      "\u0c35\u0c26\u0c4d\u0c26 \u0c07\u0c2a\u0c4d\u0c2a\u0c41\u0c21\u0c41 24 "
      "\u0c06\u0c35\u0c41\u0c32\u0c41 \u0c09\u0c28\u0c4d\u0c28\u0c3e\u0c2f\u0c3f.",
      "\u0c38\u0c2e\u0c3e\u0c27\u0c3e\u0c28\u0c02: 24 \u0c06\u0c35\u0c41\u0c32\u0c41"],
     [TE_GUT, TE_IFNOT], "24 \u0c06\u0c35\u0c41\u0c32\u0c41."),
]


def bnte(vs):
    for prob, work, v, plain, hedges, stmt in BNTE:
        for q in (prob, None):
            for p in plain:
                verify_run.add(vs, "bnte", "bnte-right", v,
                               "%s\n\n%s" % (work, p), q)
                verify_run.add(vs, "bnte", "bnte-other",
                               verify_run.other(v), "%s\n\n%s" % (work, p), q)
            for h in hedges:
                verify_run.add(vs, "bnte", "bnte-hedge", v,
                               "%s\n\n%s%s" % (work, h, stmt), q)


def known(v):
    """A hole known and counted apart (the test bounds their count): a
    Telugu hedge before the value with no problem text, whose words
    papo-verify does not read when no problem lends its nouns."""
    return v["family"] == "bnte-hedge" and "problem" not in v


def rows():
    vs = []
    sequences(vs)
    closings(vs)
    padding(vs)
    orz(vs)
    explanation(vs)
    bnte(vs)
    return vs


def main():
    verify_run.usage("hostile_dump31")
    return verify_run.run("hostile_dump31", rows(),
                          group=lambda v: v["kind"],
                          right=lambda v: v["family"].endswith("-right"),
                          known=known, lost=lambda v: True, what="right",
                          width=8)


if __name__ == "__main__":
    sys.exit(main())
