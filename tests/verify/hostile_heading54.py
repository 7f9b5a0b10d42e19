#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_heading54.py: the ending reasoning models (DeepSeek-R1's
distillations, QwQ) write after "</think>": the work in sections under
headings of their own ("### **Step 3: Calculate the Total Annual
Payment**", "### **5. Splitting the Costs Evenly**", "### **Comparison**",
"### **Annual Cost**", "**Total milk collected per day:**"), then a
display holding the box alone, with no "Final Answer" label (issue 26,
session 42: 8 right answers of thinking-llms-interp's replies lost,
"under a heading not recognised").  Read when each word of the last
heading is recognised: a step's label ("Step 3:", or a number "3." "3)")
with a verb of its work, the rate words (annual, monthly, per), a
comparison, the problem's own words and their inflections ("collected"
for "collect").  Never when the heading disowns, doubts, hedges or
bounds what stands under it, in the same shapes ("### **3. Draft (not
checked)**", "### **Annual Cost (estimate)**", "### **Common
mistake**").

usage: hostile_heading54.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): step, numbered, noun.
"""
import sys

import verify_run

# (problem with {a}, the quantity's words, the work's lines): the
# value is {v}, the problem's numbers {a} and v - a
PROBLEMS = (
    ("Madeline spends ${a} on food and some money on treats for her dog "
     "each month. How much does she spend in total each month if the "
     "total cost of treats is ${t}?", "Monthly Cost"),
    ("Mary collects {a} kg of milk in the morning and {t} kg in the "
     "evening. How much milk does she collect every day?",
     "Milk Collected per Day"),
    ("Nick earns ${a} at job A and ${t} at job B. What is his total "
     "annual pay?", "Annual Pay"),
)
VALUES = (27, 45, 132)
INTRO = ("</think>\n\nTo find the answer, let's work through it step by "
         "step.\n\n### **Step 1: Identify the Given Values**\n- First "
         "part: {a}\n- Second part: {t}\n\n")
ENDS = ("\n\n\\[\n\\boxed{{{v}}}\n\\]", "\n\n\\boxed{{{v}}}",
        "\n\n$\\boxed{{{v}}}$", "\n\\[\n\\boxed{{{v}}}\n\\]\n")
WORK = "\\[\n{a} + {t} = {v}\n\\]"

# the last section's heading, {q} the quantity's words
STEP = ("### **Step 2: Calculate the Total {q}**",
        "### Step 2: Calculate the total",
        "## Step 2: Adding the Two Parts",
        "**Step 2: Determine the {q}.**",
        "### **Step 2: Combine Both Parts**")
NUMBERED = ("### **2. Calculate the Total {q}**",
            "### 2. Splitting Nothing, Adding the Parts",
            "### 2) Determine the {q}",
            "### 2. **Compute the Total**",
            "#### **2. Summing the Parts**")
NOUN = ("### **Total {q}**", "### **Comparison**", "### **{q}**",
        "**Total {q}:**", "### **Annual Breakdown**",
        "### Total per Month")
# the same shapes, each disowning, doubting, hedging or bounding what
# stands under it
TWINS = {
    "step": ("### **Step 2: Calculate the Wrong Total**",
             "### Step 2: Calculate the total (not checked)",
             "## Step 2: Guessing the Two Parts",
             "**Step 2: Determine the {q}? Unsure.**",
             "### **Step 2: Calculate a Rough Estimate**",
             "### **Step 2: Calculate the Total {q} — probably wrong**"),
    "numbered": ("### **2. Draft (not checked)**",
                 "### 2. Incorrect Method",
                 "### 2) Rejected Approach",
                 "### **2. Calculate the Total? Not sure**",
                 "#### **2. Common Mistake**",
                 "### 2. Calculate the total (fails)"),
    "noun": ("### **{q} (estimate)**", "### **Common Mistake**",
             "### **Wrong Total**", "**Upper bound on the {q}:**",
             "### **Hypothetical {q}**", "### **Example (not the answer)**",
             "### Scratch Work", "### **Comparison (unverified)**",
             "### **Guessed {q}**", "### **Total per Month (roughly)**"),
}


def response(a, t, v, q, head, end):
    return (INTRO.format(a=a, t=t) + head.format(q=q) + "\n" +
            WORK.format(a=a, t=t, v=v) + end.format(v=v))


def heads(add):
    for v in VALUES:
        a = v // 3
        t = v - a
        for p, q in PROBLEMS:
            prob = p.format(a=a, t=t)
            for kind, rows in (("step", STEP), ("numbered", NUMBERED),
                               ("noun", NOUN)):
                for h in rows:
                    for e in ENDS:
                        r = response(a, t, v, q, h, e)
                        add(kind + "-right", str(v), prob, r)
                        add(kind + "-wrong", str(v + 1), prob, r)
                for h in TWINS[kind]:
                    for e in ENDS:
                        add(kind + "-twin", str(v), prob,
                            response(a, t, v, q, h, e))


def main():
    verify_run.usage("hostile_heading54")
    return verify_run.run_kinds("hostile_heading54",
                                verify_run.kind_rows([heads]), width=8)


if __name__ == "__main__":
    sys.exit(main())
