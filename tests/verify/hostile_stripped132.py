#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_stripped132.py: a whole sequence decoded with its special
tokens dropped (a trainer's tokenizer.decode(..., skip_special_tokens=
True) of prompt and reply) is read from the model's turn: Llama 3's
"system\\n\\n...user\\n\\n...？assistant\\n\\n..." and ChatML's "system\\n
...\\nuser\\n...\\nassistant\\n...".  The prompt's words (its format's
"#### <number>", a worked example's answer) are never the answer; a
reply with no answer, a hedged one or another value is no answer or
wrong (issue 26, session 65).

On session 64's binary 6 of the 54 right forms were lost: under the
Llama 3 form the prompt's "#### <number>assistant" was read as a
heading the reply sits under, not recognised.  (Language Shapes Reasoning's Llama 3.1
replies are dumped so: 8 of round 36's records.)

usage: hostile_stripped132.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

QUESTION = "Erin has 7 lollipops and gets 10 more. She gives 3 away. " \
    "How many are left?"
SYSTEMS = ["", "Cutting Knowledge Date: December 2023\nToday Date: 26 Jul "
           "2024\n\n", "You are a helpful assistant."]
FORMATS = ["Put the final number on its own line as:\n#### <number>",
           "Example: 2 + 2 = 4, so the answer is 14.",
           "Write the answer as \\boxed{}."]
REPLIES_RIGHT = ["7 + 10 = 17, 17 - 3 = 14.\n\n#### 14",
                 "She has 17 - 3 = 14 left.\n\nThe answer is 14.",
                 "So Erin has \\boxed{14} lollipops."]
REPLIES_TWIN = ["I am not sure how many are left.",
                "It might be 14, but I cannot tell.",
                "Let me think about the assistant's role first.",
                "#### 14?"]


def llama(system, user, reply):
    head = ("system\n\n" + system) if system else ""
    return head + "user\n\n" + user + "assistant\n\n" + reply


def chatml(system, user, reply):
    head = ("system\n" + system + "\n") if system else ""
    return head + "user\n" + user + "\nassistant\n" + reply


def sequences(add):
    for form, name in [(llama, "llama"), (chatml, "chatml")]:
        for system in SYSTEMS:
            for fmt in FORMATS:
                user = QUESTION + "\n" + fmt
                for reply in REPLIES_RIGHT:
                    r = form(system, user, reply)
                    add(name + "-right", "14", QUESTION, r)
                    add(name + "-wrong", "15", QUESTION, r)
                for reply in REPLIES_TWIN:
                    add(name + "-twin", "14", QUESTION,
                        form(system, user, reply))


def main():
    verify_run.usage("hostile_stripped132")
    return verify_run.run_kinds(
        "hostile_stripped132", verify_run.kind_rows([sequences]), width=8)


if __name__ == "__main__":
    sys.exit(main())
