#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_clause.py: a clause after the answer's noun that gives the
value to someone else, in phrasings hostile_red8 and hostile_red10 do
not write (issue 26): a value (boxed, bold, in an answer phrase, in a
last statement), its noun, then a relative or a time clause whose
subject is a newcomer ("There are \\boxed{42} apples that Alice
counted.", "**42** apples, which the grader confirmed.", "The answer
is 42 apples whatever ChatGPT claims.", "... according to my tutor's
notes"), with no problem text and under a problem that names none of
them; and with no problem text a description of its own that
expects, predicts or wants the count ("The marking scheme expects 42
apples."); a bound past the noun ("\\boxed{42} apples at least.",
also with no words before the box); a tool's output named by a word
of its own ("The solver output is 42.").  The reference is the value
so disowned: a reward is a wrong reward.

usage: hostile_clause.py PAPO_VERIFY [--list]

Controls: the same values and nouns with a clause in the response's
own voice or the problem's ("that are left", ", which is the answer",
"according to the formula", "when she gives half away" under a
problem that says so, "that Jenny has left" under a problem that
names Jenny; an answer phrase's under no problem; a word problem's
deed, "The baker sells 42 cakes."; "The final output is 42."); each
must be rewarded.  Prints each variant rewarded and
each control refused, a count per family; exits 1 when any is.
--list writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "128", "15"]

# {v} the value; the sentence's start up to its noun
FORMS = {
    "box": "There are \\boxed{{{v}}} apples",
    "math-box": "So we get $\\boxed{{{v}}}$ apples",
    "bold": "There are **{v}** apples",
    "phrase": "The answer is {v} apples",
}

# {a} the newcomer who is the value's source
CLAUSES = ["that {a} counted", "that {a} wrote down", "which {a} confirmed",
           ", which {a} gave as the result", ", which is what {a} wrote",
           "whatever {a} claims", "when {a} checks them",
           "while {a} insists on it", "according to {a}",
           ", according to {a}'s notes", "that {a} thinks are there"]
AGENTS = ["Alice", "the grader", "the answer key", "my tutor",
          "the calculator", "the solution manual", "ChatGPT",
          "another student"]

# bound: a bound after the noun, past the first word after it
# ("\\boxed{42} apples at least.")
BOUNDS = ["at least", "at most", "at least, I think", "or so at most"]

# subject: with no problem text, a description of its own that
# expects, predicts or wants the count (a source, not a deed), and the
# deeds of a word problem's subject that must be kept
SUBJECTS = ["The marking scheme", "The official solution", "My classmate",
            "The checker", "The rubric", "The reference"]
SUBJECT_VERBS = ["expects", "predicts", "wants", "suggests", "proposes",
                 "guesses", "recommends", "wanted"]
DEEDS = ["The baker sells {v} cakes.", "The farm grows {v} apples.",
         "The class collects {v} shells.", "The shop bought {v} boxes.",
         "The team scored {v} goals."]

# tool: with no problem text, an output named by a word of its own
# (someone's or something's output), and the response's own outputs
TOOLS = ["The solver", "The simulator", "The notebook", "The checker",
         "The terminal", "The Python"]
TOOL_TAILS = ["output is {v}.", "output is {v} apples.",
              "outputs are {v}."]
OUTPUTS = ["The output is {v}.", "The final output is {v}.",
           "The function output is {v}.", "The total output is {v}."]

# the noun's own clauses: with no problem text, and those that need the
# problem's words (KEPT_PROBLEM)
KEPT = ["that are left", ", which is the answer", "according to the formula",
        ", according to our calculation", "that remain",
        ", which is the final answer"]
KEPT_PROBLEM = ["when she gives half away", "that Jenny has left",
                "that Jenny keeps"]
PROBLEM = "Jenny has {w} apples and gives half away. How many apples " \
    "does Jenny keep?"


def variants():
    """The records: (family, problem or None, answer, response, kept)."""
    out = []
    for v in VALUES:
        p = PROBLEM.format(w=2 * int(v))
        for name, f in sorted(FORMS.items()):
            head = f.format(v=v)
            for c in CLAUSES:
                for a in AGENTS:
                    tail = c.format(a=a)
                    sep = "" if tail.startswith(",") else " "
                    r = head + sep + tail + "."
                    out.append((name, None, v, r, False))
                    out.append((name + "-problem", p, v, r, False))
            for c in KEPT + KEPT_PROBLEM:
                sep = "" if c.startswith(",") else " "
                r = head + sep + c + "."
                # an answer phrase under a problem has the rest of its
                # sentence read in the problem's words alone (main
                # refuses these controls there too): not this file's
                if name != "phrase":
                    out.append(("control-" + name, p, v, r, True))
                if c in KEPT:
                    out.append(("control-" + name, None, v, r, True))
        for name, f in sorted(FORMS.items()):
            for b in BOUNDS:
                r = f.format(v=v) + " " + b + "."
                out.append(("bound", None, v, r, False))
                out.append(("bound", p, v, r, False))
                if "\\boxed" in r:  # the box alone first
                    out.append(("bound", None, v, r[r.index("\\"):],
                                False))
        for sub in SUBJECTS:
            for verb in SUBJECT_VERBS:
                out.append(("subject", None, v,
                            "%s %s %s apples." % (sub, verb, v), False))
        for t in TOOLS:
            out.extend(("tool", None, v, t + " " + x.format(v=v), False)
                       for x in TOOL_TAILS)
        for d in OUTPUTS:
            out.append(("control-tool", None, v, d.format(v=v), True))
        for d in DEEDS:
            out.append(("control-subject", None, v, d.format(v=v), True))
    return out


def main():
    verify_run.usage("hostile_clause")
    vs = [verify_run.record(f, a, r, p) for f, p, a, r, _ in variants()]
    return verify_run.run("hostile_clause", vs, lambda v: v["family"],
                          width=18)


if __name__ == "__main__":
    sys.exit(main())
