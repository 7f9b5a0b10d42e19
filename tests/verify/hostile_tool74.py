#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_tool74.py: tool-use transcripts that end on the model's own
statement after a tool's block, or on a call of a tool that hands in
the answer (issue 26, session 55).

Lost on session 54's binary:

- a statement on the line right after a tool's closing tag ("<output>\\n
  18\\n</output>\\nJanet makes $18 every day."): the tag's '>' was read as
  a bound that goes on to the next line, so the statement began with
  "</output>" (answer_stmt.c line_ends: a markup tag ends its line); a
  response of at most 100 bytes with markup was "hedged" (its '<' read
  as "less than": answer_find.c find_whole leaves markup to the other
  finders);
- a call of a submitting tool in a "<tool_call>" block ({"name":
  "submit", "arguments": {"answer": "18"}}; submit, submit_answer,
  final_answer, answer, finish): the JSON there was the tool's, never
  the model's answer, and an answer under "arguments" someone else's
  (answer_stmt.c papo_answer_json_submit).

Never rewarded: another tool's arguments, a submission in a tool's
response, a doubted or retracted one, two submissions of which the last
is another value, a hedge in the statement after the block, and a JSON
answer that opens on "~" ({"answer": "~ 18"} was rewarded on session
54's binary: "~" is a space in LaTeX, an approximation in a JSON
string).

usage: hostile_tool74.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): after, submit.
"""
import sys

import verify_run

PROBLEM = ("Janet's ducks lay 16 eggs per day. She eats {e} for breakfast "
           "and bakes muffins with 4. She sells the rest at the market for "
           "$2 each. How much does she make every day?")
CALL = ('<tool_call>\n{{"name": "python", "arguments": {{"code": '
        '"print((16-{e}-4)*2)"}}}}\n</tool_call>\n')
OUT = "<tool_response>\n{v}\n</tool_response>\n"


def e_of(v):
    return 12 - v // 2


def after(add):
    for v in (18, 10):
        p = PROBLEM.format(e=e_of(v))
        head = CALL.format(e=e_of(v)) + OUT.format(v=v)
        for t in ("Janet makes ${v} every day.",
                  "So Janet makes ${v} every day at the market.",
                  "The answer is {v}.", "\n**Answer:** ${v}"):
            r = head + t.format(v=v)
            add("after-right", str(v), p, r)
            add("after-wrong", str(v + 1), p, r)
            for tag in ("output", "result"):
                r = "<%s>\n%d\n</%s>\n" % (tag, v, tag) + t.format(v=v)
                add("after-right", str(v), p, r)
        for t in ("Janet makes about ${v} every day.",
                  "Janet makes ${v} every day? Not sure.",
                  "Janet might make ${v} every day.",
                  "Janet makes ${v} every week."):
            add("after-twin", str(v), p, head + t.format(v=v))


def submit(add):
    for v in (18, 10):
        p = PROBLEM.format(e=e_of(v))
        for name in ("submit", "submit_answer", "final_answer", "finish"):
            for val in ("%d" % v, '"%d"' % v):
                r = ('<tool_call>\n{"name": "%s", "arguments": {"answer": '
                     '%s}}\n</tool_call>' % (name, val))
                add("submit-right", str(v), p, r)
                add("submit-wrong", str(v + 1), p, r)
        add("submit-right", str(v), p, CALL.format(e=e_of(v)) +
            OUT.format(v=v) + '<tool_call>\n{"name": "submit", '
            '"arguments": {"answer": %d}}\n</tool_call>' % v)
        for r in ('<tool_call>\n{"name": "python", "arguments": {"answer": '
                  '%d}}\n</tool_call>' % v,
                  '<tool_response>\n{"name": "submit", "arguments": '
                  '{"answer": %d}}\n</tool_response>' % v,
                  '<tool_call>\n{"name": "submit", "arguments": {"answer": '
                  '"%d?"}}\n</tool_call>' % v,
                  '<tool_call>\n{"name": "submit", "arguments": {"answer": '
                  '%d}}\n</tool_call>\n<tool_call>\n{"name": "submit", '
                  '"arguments": {"answer": %d}}\n</tool_call>' % (v, v + 2),
                  '<tool_call>\n{"name": "submit", "arguments": {"answer": '
                  '%d}}\n</tool_call>\nWait, that is wrong.' % v,
                  '<tool_call>\n{"name": "submit", "arguments": {"answer": '
                  '%d, "note": "a guess"}}\n</tool_call>' % v,
                  '<tool_call>\n{"name": "submit", "arguments": {"draft": '
                  '{"answer": %d}}}\n</tool_call>' % v,
                  '<tool_call>\n{"name": "submit", "arguments": {"answer": '
                  '"~ %d"}}\n</tool_call>' % v,
                  '{"answer": "~ %d"}' % v, '{"answer": ~ %d}' % v):
            add("submit-twin", str(v), p, r)


def main():
    verify_run.usage("hostile_tool74")
    return verify_run.run_kinds(
        "hostile_tool74", verify_run.kind_rows([after, submit]), width=8)


if __name__ == "__main__":
    sys.exit(main())
