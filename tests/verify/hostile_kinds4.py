# SPDX-License-Identifier: MIT
"""hostile_kinds4.py PAPO_VERIFY [--list]: seeded variants of the forms
h11-kinds taught papo-verify (issue 26), judged in one run.  Refused:
a word after the value that names nothing counted ("42 lol", "42 idk"),
a JSON answer beside an unrecognised key set to true/false or a list
of values, a cross or warning after the value, a check mark followed
by a doubt, an option label of another script that is not the
reference's letter.  Rewarded (near misses): a plural noun after the
value, the grading and neutral JSON keys, a check mark alone after
the value, the reference's own label or letter with a polite ending.
Prints "hostile_kinds4: N variants (M near misses), K wrong" and exits
1 when a variant is rewarded or a near miss is not.  A box's own
sentence in prose ("\\boxed{42} lol") is left out: papo_answer_tail
reads it by refusing rows, not by recognition, and rewards it."""
import random
import sys

import verify_run

rng = random.Random(2611)
VALUES = ["42", "7", "15", "0.5", "128", "-3"]
NOISE = ["lol", "idk", "jk", "xD", "haha", "approx", "ish", "lmao", "smh",
         "tbh", "hmm", "ok?", "btw"]
# not "\\boxed{42} lol": a box's own sentence in prose is not read by
# recognition yet (papo_answer_tail keeps refusing rows there)
LEADS = ["The answer is {v} {w}.", "Answer: {v} {w}", "Final answer: {v} {w}",
         "So the answer is {v} {w}"]
KEYS = ["draft", "needs_review", "final", "is_estimate", "provisional",
        "double_check", "sure_enough", "approved"]
BAD = ["\u274c", "\u2717", "\u2718", "\u274e", "\u26a0", "\u2753"]
CHECK = ["\u2713", "\u2714", "\u2705", "\u2611\ufe0f"]
DOUBT = ["but I am not sure", "I think", "maybe", "probably", "or so"]
PLURAL = ["apples", "students", "boxes", "ways", "marbles", "pages"]
GOOD_KEYS = ['"reasoning": "counted twice"', '"confidence": "high"',
             '"units": "items"', '"final": true']
LABELS = [("\u0e02", "B", "\u0e04"), ("\u30a4", "B", "\u30a6"),
          ("\ub098", "B", "\ub2e4"), ("\u0996", "B", "\u0997")]
PHRASES = ["\u0e04\u0e33\u0e15\u0e2d\u0e1a\u0e04\u0e37\u0e2d {l}",
           "\u7b54\u3048\u306f{l}\u3067\u3059\u3002",
           "\uc815\ub2f5\uc740 {l}\uc785\ub2c8\ub2e4.", "Answer: {l}"]


def main():
    verify_run.usage("hostile_kinds4")
    vs, want = [], []
    for v in VALUES:
        for w in NOISE:
            vs.append({"answer": v, "response": rng.choice(LEADS).format(
                v=v, w=w)})
            want.append(0)
        for k in KEYS:
            b = rng.choice(["true", "false"])
            vs.append({"answer": v, "response": '{"answer": %s, "%s": %s}'
                       % (v, k, b) if k != "final" else
                       '{"answer": %s, "final": false}' % v})
            want.append(0)
        vs.append({"answer": v, "response": '{"answer": %s, "others": '
                   '[%s, 1]}' % (v, v)})
        want.append(0)
        for m in BAD:
            vs.append({"answer": v, "response": "The answer is %s %s"
                       % (v, m)})
            want.append(0)
        for m in CHECK:
            vs.append({"answer": v, "response": "The answer is %s %s %s."
                       % (v, m, rng.choice(DOUBT))})
            want.append(0)
            vs.append({"answer": v, "response": rng.choice(
                ["Answer: %s %s", "$\\boxed{%s}$ %s", "The answer is %s. "
                 "%s"]) % (v, m)})
            want.append(1)
        vs.append({"answer": v, "response": "The answer is %s %s." %
                   (v, rng.choice(PLURAL))})
        want.append(1)
        vs.append({"answer": v, "response": '{"answer": %s, %s}' %
                   (v, rng.choice(GOOD_KEYS))})
        want.append(1)
    for lab, letter, other in LABELS:
        for ph in PHRASES:
            vs.append({"answer": letter, "response": ph.format(l=lab)})
            want.append(1)
            vs.append({"answer": letter, "response": ph.format(l=other)})
            want.append(0)
    wanted = {id(v): w for v, w in zip(vs, want)}
    return verify_run.run("hostile_kinds4", vs, lambda v: "all",
                          lambda v: wanted[id(v)] == 1, what="near misses")


if __name__ == "__main__":
    sys.exit(main())
