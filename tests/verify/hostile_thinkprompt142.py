#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_thinkprompt142.py: a prompt that ends by opening the model's
reasoning (R1-Zero's "Assistant: <think>", a chat template's
"<|im_start|>assistant\\n<think>\\n", "<|begin_of_thought|>",
"<reasoning>"), as trainers dump it in the record's prompt, makes the
response reasoning until it closes the mark: a response that never
closes it is cut off and has no answer, whatever it boxes or tags; one
that closes it is read after the mark; a prompt that only names the
tags in its instruction opens nothing (issue 26, session 66).

On session 65's binary every twin was rewarded: the response held no
"<think>" of its own, and papo-verify did not look at the prompt's end.

usage: hostile_thinkprompt142.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

QUESTION = "What is 17 + 25?"
R1 = ("A conversation between User and Assistant. The reasoning process "
      "is enclosed within <think> </think> and answer is enclosed within "
      "<answer> </answer> tags.\nUser: " + QUESTION + "\nAssistant: <think>")
CHATML = ("<|im_start|>user\n" + QUESTION + "<|im_end|>\n"
          "<|im_start|>assistant\n<think>\n")
OPENERS = [(R1, "</think>"), (CHATML, "</think>"),
           ("User: " + QUESTION + "\nAssistant: <|begin_of_thought|>",
            "<|end_of_thought|>"),
           ("Respond in the format <reasoning>...</reasoning>.\n" +
            QUESTION + "\n<reasoning>", "</reasoning>")]
ANSWERS = [" <answer> {v} </answer>", "\n\nThe answer is $\\boxed{{{v}}}$.",
           "\n\n**Final Answer:** {v}"]
WORK = "17 + 25 = 42, so the sum is 42."


def prompts(add):
    v, w = "42", "43"
    for prompt, close in OPENERS:
        for a in ANSWERS:
            ans = a.format(v=v)
            right = WORK + " " + close + ans
            add("open-right", v, prompt, right)
            add("open-wrong", w, prompt, right)
            # never closed: cut off, whatever it boxes
            add("open-twin", v, prompt, WORK + ans)
            add("open-twin", v, prompt, WORK + "\nThe answer is $\\boxed{"
                + v + "}$.")
            # the answer only inside the reasoning
            add("open-twin", v, prompt, WORK + " \\boxed{" + v + "} " +
                close + " I need to think more.")
    # a prompt that names the tags but opens none: read as it is
    plain = ("Use <think> tags for your reasoning.\nUser: " + QUESTION +
             "\nAssistant:")
    for a in ANSWERS:
        add("plain-right", v, plain, WORK + a.format(v=v))
        add("plain-wrong", w, plain, WORK + a.format(v=v))


def main():
    verify_run.usage("hostile_thinkprompt142")
    return verify_run.run_kinds(
        "hostile_thinkprompt142", verify_run.kind_rows([prompts]), width=8)


if __name__ == "__main__":
    sys.exit(main())
