#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_ownheading153.py: an answer on a heading line of its own,
a title before its value ("### ✅ Answer: **10 weeks**", round 39's
Qwen3-4B rollouts), is its own section: a step's heading above it that
no row reads ("### Step 3: Calculate how many weeks to save $300") is
not the answer's; GSM8K's "#### 10" is no such heading, and under a
step that fails or guesses it stays no answer (issue 26, session 67).

On session 66's binary the right forms were refused ("under a heading
not recognised").

usage: hostile_ownheading153.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = ("Jim earns $6 a day, 5 days a week. How many weeks will it take "
           "him to save $300?")
STEPS = ("### Step 3: Calculate how many weeks to save $300",
         "### Step 3: Find how many weeks Jim needs for $300",
         "**Step 3: Weeks needed to reach $300**")
ANSWERS = ("### ✅ Answer: **10 weeks**", "### Answer: 10 weeks",
           "## ✅ Final Answer: Jim needs **10 weeks**.")
FAILED = ("### Step 3: Guess the weeks (failed)",
          "### Step 3: A rough guess of the weeks")


def heading(add):
    work = "$6 × 5 = $30 per week\n\n"
    for st in STEPS:
        for a in ANSWERS:
            r = work + st + "\n$300 ÷ $30 = **10 weeks**\n\n" + a
            add("own-right", "10", PROBLEM, r)
            add("own-wrong", "11", PROBLEM, r)
    for st in FAILED:
        add("own-twin", "10", PROBLEM, work + st +
            "\n$300 ÷ $30 = 10\n\n#### 10")


def main():
    verify_run.usage("hostile_ownheading153")
    return verify_run.run_kinds(
        "hostile_ownheading153", verify_run.kind_rows([heading]), width=8)


if __name__ == "__main__":
    sys.exit(main())
