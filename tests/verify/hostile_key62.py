#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_key62.py: a key beside a JSON, YAML or tagged answer that
grades it by a word papo knows inside a word it does not (issue 26,
session 50).

"{"answer": 4, "unverified": true}", "incorrect": true, "invalid":
true, "unchecked", "incomplete", "unsolved", "not_verified",
"needs_verification", "verification_failed": true and "uncertainty":
"high" were rewarded: a grading key was found anywhere inside the key
("verified" in "unverified", "certainty" in "uncertainty") and graded
by its value.  Now a grade's word must be a component of the key of
its own ("is_correct", "self_confidence", "answerVerified",
"confidence_level"), its other components known (answer_tail.c
grade_affixes[]); any other key is read as a key of its own, and a flag
or a string beside the answer disowns it.  And "uncertain": true,
"unsure": "yes", "caveat": true (a doubt's key, or a note's raised as a
flag) were rewarded too.

usage: hostile_key62.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): json, yaml.
"""
import sys

import verify_run

# keys and values that disown the answer beside them
TWINS = (
    ("unverified", "true"), ("incorrect", "true"), ("invalid", "true"),
    ("unchecked", "true"), ("incomplete", "true"), ("unsolved", "true"),
    ("not_verified", "true"), ("needs_verification", "true"),
    ("verification_needed", "true"), ("verification_failed", "true"),
    ("uncertainty", "\"high\""), ("uncertainty", "0.9"),
    ("unconfident", "true"), ("unsuccessful", "true"),
    ("uncertain", "true"), ("unsure", "\"yes\""), ("caveat", "true"),
    ("warning", "true"), ("doubt", "\"the units\""),
    ("isIncorrect", "true"), ("answer_unverified", "true"),
)
# keys and values that keep it
RIGHTS = (
    ("is_correct", "true"), ("verified", "true"), ("errors", "0"),
    ("uncertain", "false"), ("doubt", "\"none\""), ("answerVerified",
    "true"), ("self_confidence", "0.99"), ("confidence_level", "\"high\""),
    ("is_final", "true"), ("self_check", "\"passed\""),
)


# in YAML a doubt's word as a key is read as a doubt before its field
# ("doubt: none", "uncertain: false" stay refused there)
YAML_SKIP = ("uncertain", "doubt")


def yaml_value(x):
    return x.strip('"')


def keys(add):
    for v in (4, 17, 305):
        p = "What is %d + %d?" % (v - 1, 1)
        for k, x in RIGHTS:
            for kind, r in (("json", "{\"answer\": %d, \"%s\": %s}" %
                             (v, k, x)),
                            ("yaml", "```yaml\nanswer: %d\n%s: %s\n```" %
                             (v, k, yaml_value(x)))):
                if kind == "yaml" and k in YAML_SKIP:
                    continue
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
        for k, x in TWINS:
            add("json-twin", str(v), p, "{\"answer\": %d, \"%s\": %s}" %
                (v, k, x))
            add("yaml-twin", str(v), p, "```yaml\nanswer: %d\n%s: %s\n```"
                % (v, k, yaml_value(x)))


def main():
    verify_run.usage("hostile_key62")
    return verify_run.run_kinds("hostile_key62",
                                verify_run.kind_rows([keys]), width=8)


if __name__ == "__main__":
    sys.exit(main())
