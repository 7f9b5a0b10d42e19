#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tool30.py: a tool's result read as the answer of the model
that called it (issue 26, review 29 finding 16).

usage: hostile_tool30.py PAPO_VERIFY [--list]

A response calls a tool ("<tool_call>{...}</tool_call>", Hermes's or
Qwen's tags, on one line or on their own lines), gets its result back
in a "<tool_response>" block as a JSON object under an answer's key or
a result's ("result", "answer", "output", "value"), then states its
own answer (a bold number, a box, an answer phrase, a label).  The
JSON object is the tool's: the model's statement after it is the
answer, so the response is right (family right) against 391 and wrong
against 392.  Twins never rewarded: the statement gives another value
than the tool (the statement counts), the response ends with the
tool's result and no statement, a doubt before the statement, and a
second tool call after the statement.
"""
import sys

import verify_run

PROBLEM = "What is 17 times 23?"
CALLS = [
    '<tool_call>{"name": "calculator", "arguments": {"expr": "17*23"}}'
    '</tool_call>',
    '<tool_call>\n{"name": "python", "arguments": {"code": '
    '"print(17*23)"}}\n</tool_call>',
]
RESULTS = ['{"%s": 391}', '{"%s": "391"}', '\n{"%s": 391}\n']
KEYS = ["result", "answer", "output", "value"]
STATEMENTS = ["17 × 23 = V, so the product is **V**.",
              "The answer is $\\boxed{V}$.", "So the answer is V.",
              "**Answer:** V"]
PREAMBLES = ["", "I will call the calculator.\n"]


def transcript(pre, call, res, key):
    return (pre + call + "\n<tool_response>" + (res % key) +
            "</tool_response>\n")


def variants():
    vs = []
    for pre in PREAMBLES:
        for call in CALLS:
            for res in RESULTS:
                for key in KEYS:
                    t = transcript(pre, call, res, key)
                    for st in STATEMENTS:
                        verify_run.right(vs, "tool", "391",
                                         t + st.replace("V", "391"),
                                         PROBLEM)
                        verify_run.add(vs, "tool", "twin-other", "391",
                                       t + st.replace("V", "390"),
                                       PROBLEM)
                        verify_run.add(vs, "tool", "twin-doubt", "391",
                                       t + "I am not sure about this. " +
                                       st.replace("V", "391"), PROBLEM)
                        verify_run.add(vs, "tool", "twin-call", "391",
                                       t + st.replace("V", "391") + "\n" +
                                       call, PROBLEM)
                    verify_run.add(vs, "tool", "twin-none", "391",
                                   t.rstrip("\n"), PROBLEM)
    return vs


def main():
    verify_run.usage("hostile_tool30")
    return verify_run.run("hostile_tool30", variants(),
                          group=lambda v: v["family"],
                          right=verify_run.is_right, what="right")


if __name__ == "__main__":
    sys.exit(main())
