#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_think32.py: a reasoning model's marks, each template's, with
its answer after them and its wrong twins (issue 26, review 32 findings
6, 10 and 11).

usage: hostile_think32.py PAPO_VERIFY [--list]

Each template wraps the same traces (a reasoning that doubts another
value, then settles): <think> (DeepSeek-R1, Qwen3), Magistral 2509's
[THINK] and [/THINK], <|begin_of_thought|> (OpenThoughts), <seed:think>
(Seed-OSS), ◁think▷ (Kimi), <thought> (EXAONE Deep),
<|START_THINKING|> (Command A Reasoning), <reasoning> (GRPO's common
prompt), <thinking>, gpt-oss's harmony channels and the same decoded
with its special tokens skipped ("analysis...assistantfinal...").  Right:
the answer after the reasoning's close in four final forms, and after
a trace whose last line doubts another value before it settles.  Wrong
twins, never rewarded: the reasoning never closed (cut off, with the
answer stated and boxed inside it), the answer only inside the
reasoning, another value after the close, a doubt in the final
statement, and the reasoning reopened after the answer and left open.
Then the solver on its own state in the clause before "the answer is"
("As far as I can tell, the answer is $24$."), alone and before a bare
box: never rewarded; its right twins ("So I get that the answer is
$24$.") are.
"""
import sys

import verify_run

PROBLEMS = [
    ("How many positive divisors does 360 have?", "24", "20",
     "$360 = 2^3 \\cdot 3^2 \\cdot 5$, so $(3+1)(2+1)(1+1) = 24$."),
    ("Find the remainder when $2^{10}$ is divided by $7$.", "2", "4",
     "$2^{10} = 1024 = 7 \\cdot 146 + 2$."),
    ("A rectangle measures 8 cm by 5 cm. What is its area in square "
     "centimetres?", "40", "26", "$8 \\times 5 = 40$."),
]

# (template, open, close, what follows the final message)
MARKS = [
    ("think", "<think>\n", "\n</think>\n\n", ""),
    ("magistral", "[THINK]", "[/THINK]\n\n", ""),
    ("openthoughts", "<|begin_of_thought|>\n\n",
     "\n\n<|end_of_thought|>\n\n<|begin_of_solution|>\n\n",
     "\n\n<|end_of_solution|>"),
    ("seed", "<seed:think>", "</seed:think>", ""),
    ("kimi", "\u25c1think\u25b7", "\u25c1/think\u25b7", ""),
    ("exaone", "<thought>\n", "\n</thought>\n", ""),
    ("command", "<|START_THINKING|>", "<|END_THINKING|>\n", ""),
    ("reasoning", "<reasoning>\n", "\n</reasoning>\n", ""),
    ("thinking", "<thinking>\n", "\n</thinking>\n\n", ""),
    ("harmony", "<|channel|>analysis<|message|>",
     "<|end|><|start|>assistant<|channel|>final<|message|>", "<|return|>"),
    ("stripped", "analysis", "assistantfinal", ""),
]

FINALS = ["**Final answer:** \\boxed{%s}", "The answer is $\\boxed{%s}$.",
          "$$\\boxed{%s}$$", "\\boxed{%s}"]


def trace(work, v, o):
    return ("Okay, let me work through this. %s Hmm, so %s? Wait, earlier "
            "I had a feeling it could be %s. Let me recheck: %s So the "
            "answer is %s." % (work, v, o, work, v))


def doubting(work, v, o):
    return ("First try: maybe \\boxed{%s}? Wait, that's not right, I "
            "mis-added. Redo: %s So %s." % (o, work, v))


def variants():
    vs = []
    for name, op, cl, end in MARKS:
        for prob, v, o, work in PROBLEMS:
            t = trace(work, v, o)

            def add(fam, form, r):
                vs.append({"family": fam, "template": name, "form": form,
                           "answer": v, "problem": prob, "response": r})
            for i, f in enumerate(FINALS):
                add("right", "final%d" % i, op + t + cl + f % v + end)
            add("right", "doubting-trace",
                op + doubting(work, v, o) + cl + FINALS[0] % v + end)
            add("cut", "never-closed",
                op + t + "\n\nFinal: \\boxed{%s}" % v)
            add("cut", "never-closed-box", op + t + " \\boxed{%s}" % v)
            add("inside", "reasoning-only", op + t + cl + end)
            add("other", "other-final", op + t + cl + FINALS[0] % o + end)
            add("other", "other-phrase", op + t + cl + FINALS[1] % o + end)
            add("doubt", "doubted-final",
                op + t + cl + "The answer is $\\boxed{%s}$, though I'd "
                "want a second pair of eyes on it." % v + end)
            add("doubt", "maybe-final",
                op + t + cl + "Maybe the answer is $%s$." % v + end)
            if name not in ("harmony", "stripped"):
                add("reopened", "reopened",
                    op + t + cl + FINALS[0] % v + "\n\n" + op +
                    "Hmm, wait, maybe it is %s." % o)
    return vs


# The solver on its own state in the clause before "the answer is", in
# its sentence (review 32 finding 4): hedges, and right twins of the
# same shape (the solver's work or conclusion).
HEDGES = ["As far as I can tell", "As best I can judge",
          "From what I can make out", "Near as I can figure",
          "The way I see it", "If my arithmetic holds up",
          "Going by my gut", "Short of a proper check on my part"]
OWNED = ["So I get that", "Thus, I conclude", "As I showed",
         "Hence, as I computed", "So, as I found"]


def hedged():
    vs = []
    for prob, v, o, work in PROBLEMS:
        for fam, leads in (("doubt", HEDGES), ("right", OWNED)):
            for lead in leads:
                sep = " " if lead.endswith("that") or \
                    lead.endswith("conclude") else ", "
                for form, tail in (("alone", ""),
                                   ("box", "\n\n$\\boxed{%s}$" % v)):
                    vs.append({"family": fam, "template": "hedge",
                               "form": form, "answer": v, "problem": prob,
                               "response": "%s\n\n%s%sthe answer is $%s$."
                               "%s" % (work, lead, sep, v, tail)})
    return vs


# Known holes (12 of 48 hedges): "The way I see it" is read as a
# committed first-person clause (answer_unsure.c's rw_committed); the
# others before a bare box are refused alone for another reason than a
# doubt, which answer_find.c's lead_alone does not count (review 32
# findings 1-2, another helper's).
KNOWN = verify_run.known_by([
    ("doubt", r"The way I see it"),
    ("doubt", r"(From what I can make out|If my arithmetic holds up)"
     r"[\s\S]*boxed")])


def main():
    verify_run.usage("hostile_think32")
    return verify_run.run("hostile_think32", variants() + hedged(),
                          lambda v: v["template"], verify_run.is_right,
                          what="right", width=13, known=KNOWN)


if __name__ == "__main__":
    sys.exit(main())
