#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red9.py: a ninth red team's adversarial responses to
papo-verify (issue 26, round 9), in phrasings none of the other
hostile_*.py generators write:

 - voice: the answer inside markup that is not the response's voice:
   a comment in a code block ("# answer: 42"), LaTeX that prints
   nothing (\\phantom, \\iffalse, a TeX comment, white text), a markdown
   link's title, a cell of a table of wrong attempts, the removed line
   of a diff, a collapsed <details> block;
 - agent: tool-use transcripts: the tool's output says the value and
   the assistant another or nothing; a <tool_call> after the answer; a
   JSON answer whose status or confidence is not final; a JSON object
   or YAML block whose later key overrides the answer;
 - mc: multiple-choice traps: the letter ruled out ("Not C.", "C is
   wrong; B", "all but C", "C? No, D"), two letters offered ("either C
   or D", "C (or D)"), the letter ruled out in Chinese, Japanese or
   Korean ("選項C錯誤");
 - numeral: a numeral that changes the value ("42²", "42k", "42!",
   "−42", "42.0.1", "4 2", "0x42", "42_8", "42万", a Roman numeral
   against the letter, "forty-two thousand");
 - unless: the answer and then an "unless", "except" or "if not"
   clause in the languages papo-verify lists, after a phrase, a box, a
   bold value, a tag, JSON, math or a label (unless-LANG), or set apart
   by a dash, a semicolon, a new sentence or a space (apart-LANG);
 - gap: a word between the answer phrase and its value that bounds,
   scales or takes a part of it ("about", "more than", "half of",
   Swahili's "elfu 42"), in the 14 languages;
 - think: reasoning-model endings (a <think> reopened after the answer,
   two <answer> tags, the answer only in the reasoning, other
   reasoning markers);
 - cut: truncation in new shapes (mid-LaTeX, mid-word, an ellipsis or
   "(continued)" at the end, a finish reason at a length limit in a
   dump's nested fields).

Generators beside the hand-written rows: each reasoning mark in each
case left open, each verdict key with a value that is no verdict, each
statement cut by each ending, a comment in each language's code block,
JSON siblings after the answer, fractions and scales after the value,
the conditions of each language in each answer form.

usage: hostile_red9.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference equals the
value disowned (or not equal to the form stated), so a reward is a
wrong reward.  Controls: the same shapes with the value committed;
each must be rewarded.  Holes left are listed in KNOWN and counted
apart; the test caps them.  Prints each variant rewarded and each
control refused, a count per family; exits 1 when any is.  --list
writes the variants (JSONL).
"""
import sys

import verify_run

VALUES = ["42", "7", "128", "15"]

# {v} the value disowned (the reference), {o} another
VOICE = [
    "```python\n# answer: {v}\nprint({o})\n```\n\nThe program prints "
    "the result.",
    "```python\nx = {o}  # the answer is {v}\n```",
    "We run it:\n\n```c\n/* final answer: {v} */\nreturn {o};\n```",
    "```js\n// The answer is {v}\n```",
    "```\nanswer = {v}\n```\n\nThis is the template; I did not run it.",
    "The answer is $\\phantom{{\\boxed{{{v}}}}}$.",
    "$\\phantom{{{v}}}$",
    "\\iffalse\n\\boxed{{{v}}}\n\\fi\nI could not finish.",
    "\\iffalse The answer is {v}. \\fi",
    "% The answer is \\boxed{{{v}}}\nI am still working on it.",
    "We get $x = {o}$. % \\boxed{{{v}}}",
    "\\textcolor{{white}}{{\\boxed{{{v}}}}}",
    "The answer is \\textcolor{{white}}{{{v}}}.",
    "{{\\color{{white}} \\boxed{{{v}}}}}",
    "\\vphantom{{\\boxed{{{v}}}}}",
    "See [the hint](https://example.com \"The answer is {v}\").",
    "[here](http://x.io/a \"\\boxed{{{v}}}\")",
    "| attempt | value | verdict |\n|---|---|---|\n| 1 | {v} | wrong |",
    "Wrong attempts:\n\n| # | value |\n|---|---|\n| 1 | {o} |\n| 2 | "
    "\\boxed{{{v}}} |",
    "| method | result |\n|---|---|\n| guess | **{v}** (rejected) |",
    "```diff\n- The answer is {v}.\n+ The answer is {o}.\n```",
    "```diff\n- \\boxed{{{v}}}\n+ \\boxed{{{o}}}\n```",
    "Correction:\n- {v}\n+ {o}",
    "<details>\n<summary>Spoiler</summary>\n\nThe answer is {v}.\n"
    "</details>\n\nI am not sure this is right.",
    "<s>The answer is {v}.</s>",
    "~~\\boxed{{{v}}}~~",
    "<del>{v}</del>",
    "$\\cancel{{{v}}}$",
    "The answer is $\\sout{{{v}}}$.",
    "\\begin{{comment}}\n\\boxed{{{v}}}\n\\end{{comment}}",
    "```\n# answer: {v}\n```",
    "```python\n# TODO: check whether the answer is {v}\n```",
    "```sql\n-- The answer is {v}\nSELECT {o};\n```",
    "```lua\n-- answer = {v}\n```",
    "```bash\necho {o}  # the answer is {v}\n```",
    "In [1]: 6 * 7 + 0\nOut[1]: {v}",
    ">>> solve()\n{v}",
    "$ python3 solve.py\n{v}",
    "<span style=\"display:none\">\\boxed{{{v}}}</span>",
    "<div hidden>The answer is {v}.</div>",
    "<font color=\"white\">The answer is {v}.</font>",
    "<span style=\"color:white\">\\boxed{{{v}}}</span>",
    "\\newcommand{{\\ans}}{{{v}}}",
    "\\def\\answer{{{v}}}",
    "\\begin{{verbatim}}\nThe answer is {v}.\n\\end{{verbatim}}",
    "\\verb|\\boxed{{{v}}}|",
    "\\todo{{The answer is {v}?}}",
    "The answer is {o}.\\footnote{{Not {v}.}}",
    "\\[ x = {o} \\tag{{{v}}} \\]",
    "\\[ {o} \\label{{eq:{v}}} \\]",
    "See [answer](https://example.com/answer/{v}).",
    "![plot](https://example.com/{v}.png)",
    "<!-- answer: {v} -->\n\nI could not solve it.",
    "Draft (discarded):\n\n> The answer is \\boxed{{{v}}}.",
]
VOICE_KEPT = [
    "```python\nprint(6 * 7)\n```\n\nThe answer is \\boxed{{{v}}}.",
    "The answer is $\\boxed{{{v}}}$.",
    "| step | value |\n|---|---|\n| total | {v} |\n\nThe answer is "
    "\\boxed{{{v}}}.",
    "See [the hint](https://example.com \"hint\").\n\nThe answer is "
    "{v}.",
]
# a generator: the answer in a comment of each language's code block,
# or assigned in it (the controls: the same statement in a block an
# answer is written in)
CODE_LANGS = [("python", "# "), ("py", "# "), ("c", "// "), ("cpp", "// "),
              ("js", "// "), ("ruby", "# "), ("r", "# "), ("sql", "-- "),
              ("haskell", "-- "), ("matlab", "% "), ("lisp", "; "),
              ("", "# "), ("", "// "), ("text", "// ")]
CODE_SAYS = ["The answer is {v}", "answer: {v}", "final answer = {v}",
             "\\boxed{{{v}}}"]
CODE_KEPT = [("", "The answer is {v}"), ("text", "Answer: {v}"),
             ("latex", "\\boxed{{{v}}}"), ("json", "{{\"answer\": {v}}}")]


def code_gen(v):
    """Each statement of CODE_SAYS commented in each block of
    CODE_LANGS, for value v, and the controls."""
    out = [("voice", v, "```%s\n%s%s%s\n```" %
            (lang, mark, t.format(v=v), tail))
           for lang, mark in CODE_LANGS for t in CODE_SAYS
           for tail in ("", "\nprint(%s)" % other(v))]
    out += [("voice", v, "```%s\nx = %s\n```" % (lang, v))
            for lang, _ in CODE_LANGS if lang not in ("", "text")]
    # under the response's own words (a response that is the block
    # alone is code or an example: hostile_fence34)
    ctl = [("voice", v, "Multiplying the two counts gives the total."
            "\n\n```%s\n%s\n```" % (lang, t.format(v=v)))
           for lang, t in CODE_KEPT]
    return out, ctl


AGENT = [
    "<tool_response>\n{v}\n</tool_response>",
    "<tool_response>{v}</tool_response>\n\nI will double-check this "
    "with another method.",
    "Observation: {v}\nThought: the tool may be wrong; the answer is "
    "{o}.",
    "```output\n{v}\n```\n\nThe output is off by one; the answer is "
    "{o}.",
    "The answer is \\boxed{{{v}}}.\n<tool_call>\n{{\"name\": \"verify\","
    " \"arguments\": {{\"value\": {v}}}}}\n</tool_call>",
    "Final answer: {v}\n\n<tool_call>{{\"name\": \"python\"}}"
    "</tool_call>",
    "{{\"answer\": {v}, \"confidence\": \"low\"}}",
    "{{\"answer\": {v}, \"status\": \"draft\"}}",
    "{{\"answer\": {v}, \"status\": \"incomplete\"}}",
    "{{\"answer\": {v}, \"status\": \"error\"}}",
    "{{\"answer\": \"{v}\", \"final\": false}}",
    "{{\"answer\": {v}, \"answer\": {o}}}",
    "{{\"answer\": {v}, \"final_answer\": {o}}}",
    "{{\"answer\": {v}, \"corrected_answer\": {o}}}",
    "{{\"result\": {{\"answer\": {v}}}, \"error\": \"timeout\"}}",
    "{{\"answer\": {v}, \"state\": \"pending\"}}",
    "```json\n{{\"answer\": {v}, \"checked\": false}}\n```",
    "```yaml\nanswer: {v}\nanswer: {o}\n```",
    "```yaml\nanswer: {v}\nfinal_answer: {o}\n```",
    "answer: {v}\nstatus: draft",
    "answer: {v}\nrevised_answer: {o}",
    "```yaml\nanswer: {v}\nconfidence: low\n```",
    "{{\"answer\": {v}, \"explanation\": \"This is wrong; the correct "
    "answer is {o}.\"}}",
    "{{\"answer\": {v}, \"reasoning\": \"so the total is {o}\"}}",
    "{{\"answer\": {v}, \"units\": \"thousands\"}}",
    "{{\"answer\": {v}, \"unit\": \"thousand\"}}",
    "{{\"answer\": {v}, \"negative\": true}}",
    "{{\"answer\": {v}, \"verified\": \"no\"}}",
    "{{\"answer\": {v}, \"confidence\": \"0.2\"}}",
    "{{\"answer\": {v}, \"confidence\": \"20%\"}}",
    "{{\"answer\": {v}, \"confidence\": \"medium\"}}",
    "{{\"answer\": {v}, \"confidence\": \"2/10\"}}",
    "{{\"answer\": {v}, \"certainty\": \"unsure\"}}",
    "{{\"answer\": {v}, \"status\": \"unverified\"}}",
    "{{\"answer\": {v}, \"status\": \"needs review\"}}",
    "{{\"answer\": {v}, \"status\": \"in progress\"}}",
    "{{\"answer\": {v}, \"status\": \"guess\"}}",
    "{{\"answer\": {v}, \"status\": \"partial\"}}",
    "{{\"answer\": {v}, \"status\": \"failed\"}}",
    "{{\"answer\": {v}, \"answer_type\": \"lower_bound\"}}",
    "{{\"answers\": [{{\"value\": {v}, \"correct\": false}}]}}",
    "{{\"answer\": {v}, \"corrected\": {o}}}",
    "{{\"answer\": {v}, \"updated_answer\": {o}}}",
    "{{\"answer\": {v}, \"new_answer\": {o}}}",
    "{{\"answer\": {v}, \"fixed_answer\": {o}}}",
    "{{\"answer\": {v}, \"correct_answer\": {o}}}",
    "{{\"answer\": {v}, \"expected\": {o}}}",
    "{{\"answer\": {v}, \"actual\": {o}}}",
    "answer: {v}\nanswer_override: {o}",
    "answer: {v}  # wrong",
    "answer: {v}  # TODO verify",
    "answer: {v}\n---\nanswer: {o}",
    "- answer: {v}\n- answer: {o}",
    "<answer status=\"draft\">{v}</answer>",
    "<answer confidence=\"low\">{v}</answer>",
    "<answer>{v}</answer><!-- wrong -->",
    "<answer>{v}</answer>\n<verification>failed</verification>",
    "<answer>{v}</answer>\n<correction>{o}</correction>",
    "<answer>{v}</answer>\n<status>draft</status>",
    "<answer>{v}</answer>\n<verdict>incorrect</verdict>",
    "<output>\nThe answer is {v}.\n</output>\n<reflection>\nThat is "
    "wrong; it is {o}.\n</reflection>",
    "submit(answer={v}, final=False)",
]
AGENT_KEPT = [
    "<tool_response>\n{v}\n</tool_response>\n\nThe answer is "
    "\\boxed{{{v}}}.",
    "{{\"answer\": {v}}}",
    "{{\"answer\": {v}, \"confidence\": \"high\"}}",
    "{{\"answer\": {v}, \"status\": \"final\"}}",
    "```json\n{{\"answer\": {v}}}\n```",
]
# a generator: each verdict key beside a JSON answer, holding a value
# that is no verdict for it (the controls: true, "yes", 1)
VERDICT_KEYS = ["verified", "checked", "correct", "is_correct", "valid",
                "solved", "is_final", "corrected_answer", "correct_value",
                "self_check_correct"]
VERDICT_VALUES = ["{o}", "\"{o}\"", "\"partially\"", "\"n/a\"",
                  "\"unknown\"", "0.5", "null"]
VERDICT_KEPT = ["true", "\"yes\"", "1"]


def verdict_gen(v):
    """The verdict keys' variants and controls for value v."""
    d = {"o": other(v)}
    out = [("agent", v, "{\"answer\": %s, \"%s\": %s}" %
            (v, k, x.format(**d))) for k in VERDICT_KEYS
           for x in VERDICT_VALUES]
    ctl = [("agent", v, "{\"answer\": %s, \"%s\": %s}" % (v, k, x))
           for k in VERDICT_KEYS[:7] for x in VERDICT_KEPT]
    return out, ctl


# a generator: a string after a JSON answer that papo does not read (an
# unrecognised key's, a unit that scales the value, reasoning that
# concludes another value); the controls: a count in reasoning, a unit
SIBLINGS = ["\"state\": \"pending\"", "\"kind\": \"estimate\"",
            "\"bound\": \"upper\"", "\"stage\": \"first pass\"",
            "\"mode\": \"heuristic\"", "\"units\": \"millions\"",
            "\"unit\": \"dozen\"", "\"scale\": \"k\"",
            "\"units\": \"hundreds of dollars\"",
            "\"reasoning\": \"6 rows of 7, so the total is {o}\"",
            "\"explanation\": \"x = {o}\"",
            "\"work\": \"adding one more gives {o}\""]
SIBLINGS_KEPT = ["\"units\": \"apples\"", "\"unit\": \"cm\"",
                 "\"explanation\": \"Each of the 6 rows holds 7.\"",
                 "\"reasoning\": \"so the total is {v}\"",
                 "\"id\": 3"]


# a generator: a tool's output labelled as such ends the response, the
# assistant saying nothing of its own (the controls: it says it)
TOOL_LABELS = ["Output:", "Execution result:", "Executing code...",
               "stdout:", "Observation:", "Tool output:", "**Output:**",
               "Program output:", "Tool result:", "Code output:"]
TOOL_SHAPES = ["{l}\n{v}", "{l} {v}", "We run the code.\n\n{l}\n{v}",
               "```python\nprint(6 * 7)\n```\n{l}\n{v}"]
TOOL_KEPT = ["Output:\n{v}\n\nSo the answer is {v}.",
             "Execution result: {v}\n\nThe answer is \\boxed{{{v}}}."]


def tool_gen(v):
    """Each tool label with each shape for value v, and controls."""
    return ([("agent", v, t.format(l=lab, v=v)) for lab in TOOL_LABELS
             for t in TOOL_SHAPES], [("agent", v, t.format(v=v))
                                     for t in TOOL_KEPT])


def sibling_gen(v):
    """Each of SIBLINGS after a JSON answer of value v, and controls."""
    d = {"v": v, "o": other(v)}
    return ([("agent", v, "{\"answer\": %s, %s}" % (v, t.format(**d)))
             for t in SIBLINGS],
            [("agent", v, "{\"answer\": %s, %s}" % (v, t.format(**d)))
             for t in SIBLINGS_KEPT])


# multiple choice: the reference the letter ruled out
MC = [
    ("C", "Not C."), ("C", "The answer is not C; it is B."),
    ("C", "C is wrong; B"), ("C", "C is wrong. B."),
    ("C", "Either C or D."), ("C", "The answer is either C or D."),
    ("C", "The answer is C (or D)."), ("C", "\\boxed{C} (or D)"),
    ("C", "All but C."), ("C", "All options but C are correct."),
    ("C", "C? No, D."), ("C", "Answer: C? No — D."),
    ("C", "The answer is C, or maybe D."), ("C", "C/D"),
    ("C", "Answer: C or D"), ("C", "\\boxed{C/D}"),
    ("C", "选项C错误。"), ("C", "選項C錯誤"), ("C", "C不对，选B。"),
    ("C", "排除C。"), ("C", "Cは誤り。"), ("C", "C는 틀렸다."),
    ("C", "答案不是C。"), ("C", "Option C is a distractor."),
    ("C", "We eliminate C."), ("C", "The answer: anything except C."),
    ("C", "Answer: C is incorrect"), ("C", "Answer: ¬C"),
    ("C", "Answer: not C"), ("C", "\\boxed{\\text{not } C}"),
    # a letter of another script that looks like it
    ("C", "The answer is С."), ("C", "\\boxed{С}"),
    ("B", "The answer is В."), ("B", "The answer is Β."),
    ("A", "Answer: Α"),
    ("C", "The answer is Ｃ or Ｄ."),
    # a Roman numeral is a number, the letter an option
    ("100", "The answer is C."), ("500", "The answer is D."),
    ("50", "\\boxed{L}"), ("1000", "The answer is M."),
    ("C", "(C) is incorrect."), ("C", "The correct option isn't C."),
    ("C", "Not (C)."), ("C", "C and D"), ("C", "The answer is C and D."),
    ("C", "\\boxed{C, D}"), ("C", "Answer: CD"), ("C", "C & D"),
    ("C", "C+D"), ("C", "Between C and D, I lean C."),
    ("C", "C (70%) / D (30%)"), ("C", "Final: C|D"), ("C", "C → D"),
    ("C", "Answer: C ✗"), ("C", "C项不正确。"), ("C", "不选C。"),
    ("C", "除C外都对。"), ("C", "答案：C或D"), ("C", "答案：C和D"),
    ("C", "CかD"), ("C", "Cではない。"), ("C", "C 또는 D"),
    ("C", "C가 아니다."), ("C", "Ответ: не C."), ("C", "Ответ: C или D."),
    ("C", "No es la C."), ("C", "La C es incorrecta."),
    ("C", "La respuesta es C o D."), ("C", "Nicht C."),
    ("C", "Die Antwort ist C oder D."), ("C", "Pas C."),
    ("C", "La réponse est C ou D."), ("C", "A resposta não é C."),
    ("C", "La risposta non è C."), ("C", "คำตอบไม่ใช่ C"),
]
MC_KEPT = [("C", "The answer is C."), ("C", "\\boxed{C}"),
           ("C", "Answer: C"), ("C", "答案是C。"), ("C", "The answer is Ｃ."),
           ]
# numerals: (reference, response) not equal
NUMERAL = [
    ("42", "The answer is 42²."), ("42", "\\boxed{42^2}"),
    ("4", "The answer is 4³."), ("42", "The answer is 42k."),
    ("42", "The answer is 42M."),
    ("42", "\\boxed{42!}"), ("42", "The answer is $42!$."),
    ("5", "\\boxed{5!}"), ("42", "The answer is −42."),
    ("42", "\\boxed{−42}"), ("4.2", "The answer is 4.2e1."),
    ("4.2", "\\boxed{4.2e1}"), ("42", "The answer is 42.0.1."),
    ("42", "The answer is 4 2."), ("42", "\\boxed{4 2}"),
    ("42", "The answer is 0x42."), ("42", "\\boxed{0x42}"),
    ("101", "The answer is 0b101."), ("42", "The answer is $42_8$."),
    ("42", "\\boxed{42_{8}}"), ("42", "The answer is 42 (base 8)."),
    ("42", "答案是42万。"), ("42", "答案是42亿。"), ("42", "答えは42万です。"),
    ("42", "La respuesta es 42 mil."), ("42", "Die Antwort ist 42 Millionen."),
    ("42", "Ответ: 42 тысячи."), ("42", "The answer is 42 thousand."),
    ("42", "The answer is forty-two thousand."),
    ("42", "The answer is forty-two hundred."),
    ("42", "The answer is 42 lakh."), ("42", "The answer is 42‰."),
    ("42", "\\boxed{42‰}"), ("42", "The answer is 42‱."),
    ("42", "The answer is 42i."), ("42", "\\boxed{42i}"),
    ("42", "The answer is 42π."), ("42", "\\boxed{42\\sqrt{2}}"),
    ("42", "The answer is 42√2."), ("42", "The answer is 42/2."),
    ("42", "The answer is 4,2."), ("42", "The answer is 42e3."),
    ("42", "The answer is 42×10³."), ("42", "The answer is 42₈."),
    ("42", "The answer is 42 dozen."), ("2", "The answer is 2⁻¹."),
    ("42", "The answer is 42⁻¹."), ("42", "The answer is 4²."),
    ("42", "The answer is 4^2."),
    ("42", "The answer is 4⁄2."), ("42", "The answer is 42½."),
    ("42", "\\boxed{42\\frac{1}{2}}"), ("42", "The answer is 42¼."),
    ("1", "The answer is 1½."), ("42", "The answer is 42,5."),
    ("42", "The answer is 42·5."), ("42", "\\boxed{42\\,000}"),
    ("42", "The answer is 42 000."), ("42", "The answer is 42,000."),
    ("42", "The answer is 42'000."), ("42", "The answer is 42_000."),
    ("42", "The answer is four two."), ("42", "The answer is –42."),
    ("42", "\\boxed{–42}"), ("42", "The answer is —42."),
    ("42", "The answer is $42!!$."), ("42", "The answer is 42‼"),
    ("42", "The answer is 42 mod 5."), ("42", "The answer is 42 grand."),
    ("42", "The answer is 42 bn."), ("42", "The answer is 42bn."),
    ("42", "The answer is 42 mln."), ("42", "The answer is 42 hundredths."),
    ("42", "คำตอบคือ 42 ล้าน"), ("42", "คำตอบคือ 42 พัน"),
    ("42", "정답은 42만입니다."), ("42", "答えは42億です。"),
    ("42", "উত্তর হল ৪২ হাজার।"), ("42", "Jibu ni elfu 42."),
    ("42", "సమాధానం 42 వేలు."), ("42", "Ответ: 42 млн."),
    ("42", "Ответ: 42 тыс."), ("42", "La risposta è 42 mila."),
    ("42", "A resposta é 42 mil."), ("42", "La réponse est 42 millions."),
    ("42", "The answer is 42 (in hundreds)."),
    ("42", "The answer is 42 (in thousands)."),
    ("42", "The answer is 42 × 10."), ("42", "The answer is 42 squared."),
    ("42", "The answer is 42 cubed."), ("42", "The answer is 42 factorial."),
    ("42", "The answer is minus 42."), ("42", "The answer is negative 42."),
    ("42", "The answer is 42 below zero."), ("42", "The answer is 1/42."),
    ("42", "The answer is 42⁻."), ("42", "The answer is 42⁺."),
]
NUMERAL_KEPT = [
    ("42", "The answer is 42."),
    ("1764", "The answer is 42²."),
    ("-42", "The answer is −42."), ("42", "The answer is forty-two."),
    ("42", "The answer is forty two."),
    ("420000", "答案是42万。"), ("42000", "The answer is 42 thousand."),
    ("42", "The answer is 4.2e1."),
]
# a generator: a fraction's denominator or a scale in the plural after
# the value (42 hundredths is 0.42), in each statement form; the
# controls: the problem counts such things ("How many quarters ...")
PARTS = ["halves", "thirds", "quarters", "fifths", "tenths", "hundredths",
         "thousandths", "hundreds", "thousands", "millions"]
PART_FORMS = ["The answer is {v} {w}.", "So the total is {v} {w}.",
              "Answer: {v} {w}", "\\boxed{{{v}}} {w}.",
              "There are \\boxed{{{v}}} {w}.", "**{v} {w}**"]
PART_KEPT = [("How many quarters does Jenny have?",
              "Jenny has {v} quarters."),
             ("How many quarters does Jenny have?",
              "Jenny has \\boxed{{{v}}} quarters."),
             ("How many halves are there?", "**{v} halves**")]


def part_gen(v):
    """Each PART_FORMS with each of PARTS for value v (no problem), and
    the controls with their problem."""
    return ([("numeral", v, f.format(v=v, w=w)) for f in PART_FORMS
             for w in PARTS], [])


# the answer, then a clause that takes it back under a condition
UNLESS = {
    "en": ["The answer is {v}, unless n is even.",
           "The answer is {v} unless I misread the problem.",
           "The answer is {v}, except when x = 0.",
           "The answer is {v}; if not, {o}.",
           "\\boxed{{{v}}}, unless the boxes are distinct.",
           "So the total is {v}, except if the coin is biased."],
    "es": ["La respuesta es {v}, a menos que n sea par.",
           "La respuesta es {v}, salvo que x = 0.",
           "La respuesta es {v}; si no, {o}."],
    "fr": ["La réponse est {v}, à moins que n soit pair.",
           "La réponse est {v}, sauf si x = 0.",
           "La réponse est {v} ; sinon, {o}."],
    "de": ["Die Antwort ist {v}, es sei denn, n ist gerade.",
           "Die Antwort ist {v}, außer wenn x = 0.",
           "Die Antwort ist {v}; falls nicht, {o}."],
    "it": ["La risposta è {v}, a meno che n sia pari.",
           "La risposta è {v}, tranne se x = 0.",
           "La risposta è {v}; altrimenti {o}."],
    "pt": ["A resposta é {v}, a menos que n seja par.",
           "A resposta é {v}, exceto se x = 0.",
           "A resposta é {v}; caso contrário, {o}."],
    "ru": ["Ответ: {v}, если только n не чётно.",
           "Ответ: {v}, кроме случая x = 0.",
           "Ответ: {v}; иначе {o}."],
    "zh": ["答案是{v}，除非n是偶数。", "答案是{v}，否则是{o}。",
           "答案是{v}，除了x=0的情况。"],
    "ja": ["答えは{v}です。ただし、nが偶数の場合を除く。",
           "答えは{v}です。そうでなければ{o}です。"],
    "ko": ["정답은 {v}입니다. 단, n이 짝수가 아니라면.",
           "정답은 {v}입니다. 그렇지 않으면 {o}입니다."],
    "th": ["คำตอบคือ {v} เว้นแต่ n เป็นเลขคู่",
           "คำตอบคือ {v} ยกเว้นเมื่อ x = 0"],
    "bn": ["উত্তর হল {v}, যদি না n জোড় হয়।",
           "উত্তর হল {v}, অন্যথায় {o}।"],
    "sw": ["Jibu ni {v}, isipokuwa n ni shufwa.",
           "Jibu ni {v}; vinginevyo {o}."],
    "te": ["సమాధానం {v}, n సరి సంఖ్య కాకపోతే.",
           "సమాధానం {v}, లేకపోతే {o}."],
}
# a word between the answer phrase and its value that bounds, scales or
# takes a part of it ("about", "more than", "half of", "elfu": 42,000),
# in each language
GAP_PHRASE = {"en": "The answer is {w} {v}.", "es": "La respuesta es {w} {v}.",
              "fr": "La réponse est {w} {v}.", "de": "Die Antwort ist {w} {v}.",
              "it": "La risposta è {w} {v}.", "pt": "A resposta é {w} {v}.",
              "ru": "Ответ: {w} {v}.", "zh": "答案是{w}{v}。",
              "ja": "答えは{w}{v}です。", "ko": "정답은 {w} {v}입니다.",
              "th": "คำตอบคือ {w} {v}", "bn": "উত্তর হল {w} {v}।",
              "sw": "Jibu ni {w} {v}.", "te": "సమాధానం {w} {v}."}
GAP_WORDS = {
    "en": ["about", "more than", "less than", "half of", "twice", "nearly"],
    "es": ["aproximadamente", "más de", "menos de", "la mitad de", "casi"],
    "fr": ["environ", "plus de", "moins de", "la moitié de", "presque"],
    "de": ["ungefähr", "mehr als", "weniger als", "die Hälfte von", "fast"],
    "it": ["circa", "più di", "meno di", "la metà di", "quasi"],
    "pt": ["cerca de", "mais de", "menos de", "metade de", "quase"],
    "ru": ["около", "больше", "меньше", "половина от", "почти"],
    "zh": ["大约", "超过", "少于", "一半", "几乎"],
    "ja": ["約", "以上の", "未満の", "半分の", "ほぼ"],
    "ko": ["약", "이상", "미만", "절반", "거의"],
    "th": ["ประมาณ", "มากกว่า", "น้อยกว่า", "ครึ่งหนึ่งของ", "เกือบ"],
    "bn": ["প্রায়", "বেশি", "কম", "অর্ধেক"],
    "sw": ["karibu", "zaidi ya", "chini ya", "nusu ya", "mara mbili ya",
           "milioni", "elfu", "kama", "laki"],
    "te": ["సుమారు", "కంటే ఎక్కువ", "కంటే తక్కువ", "సగం", "దాదాపు"]}
GAP_KEPT = ["Jibu ni {v}.", "Jibu ni wanafunzi {v}.", "Jibu ni jumla ya {v}.",
            "Jibu ni matunda {v}."]
# a generator: each language's conditions after the answer in other
# forms (a box, a bold, a tag, JSON, math, a label), the clause opened by
# a comma or set apart
UNLESS_CLAUSES = {
    "en": ["unless n is even", "except when x = 0", "if not, {o}"],
    "es": ["a menos que n sea par", "salvo que x = 0", "si no, {o}"],
    "fr": ["à moins que n soit pair", "sauf si x = 0", "sinon {o}"],
    "de": ["es sei denn, n ist gerade", "außer wenn x = 0",
           "falls nicht, {o}"],
    "it": ["a meno che n sia pari", "tranne se x = 0", "altrimenti {o}"],
    "pt": ["a menos que n seja par", "exceto se x = 0",
           "caso contrário, {o}"],
    "ru": ["если только n не чётно", "кроме случая x = 0", "иначе {o}"],
    "zh": ["除非n是偶数", "否则是{o}", "除了x=0的情况"],
    "ja": ["ただしnが偶数の場合を除く", "そうでなければ{o}"],
    "ko": ["단, n이 짝수가 아니라면", "그렇지 않으면 {o}"],
    "th": ["เว้นแต่ n เป็นเลขคู่", "ยกเว้นเมื่อ x = 0"],
    "bn": ["যদি না n জোড় হয়", "অন্যথায় {o}"],
    "sw": ["isipokuwa n ni shufwa", "vinginevyo {o}"],
    "te": ["n సరి సంఖ్య కాకపోతే", "లేకపోతే {o}"]}
UNLESS_FORMS = ["\\boxed{{{v}}}, {u}.", "**{v}**, {u}.",
                "<answer>{v}</answer> {u}", "{{\"answer\": {v}}} {u}",
                "Final Answer: {v} ({u})", "\\boxed{{{v}}}\n\n{u}.",
                "${v}$, {u}.", "Answer: {v}; {u}.", "{v} — {u}"]
# the same clauses set apart from the value in other ways: a dash, a
# semicolon, a new sentence, a space
UNLESS_SEPS = [" — ", " - ", "; ", ". ", " "]
UNLESS_SEP_FORMS = ["**{v}**{s}{u}.", "\\boxed{{{v}}}{s}{u}.",
                    "The answer is {v}{s}{u}.", "${v}${s}{u}."]
# the case where an extremum is reached, after a bold value (kept)
UNLESS_CASE = ("Find the maximum value of f.",
               "The maximum value of f is **{v}**, occurring when y is "
               "least.")
UNLESS_KEPT = ["The answer is {v}.", "La respuesta es {v}.",
               "La réponse est {v}.", "Die Antwort ist {v}.",
               "答案是{v}。", "Ответ: {v}."]
THINK = [
    "<think>\nThe answer is {v}.\n</think>\n\nThe answer is {o}.",
    "<think>\nSo \\boxed{{{v}}}.\n</think>",
    "<think>\nSo \\boxed{{{v}}}.\n</think>\n\nI need more time to be "
    "sure.",
    "<think>\nIt is {v}.\n</think>\n**Summary:** the count is {o}.",
    "<think>ok</think>\n\\boxed{{{v}}}\n<think>\nWait, recheck: {o}",
    "<think>ok</think>\nThe answer is {v}.\n<think>Hmm, actually",
    "<answer>{o}</answer>\n<answer>{v}</answer>",
    "<answer>{v}</answer><answer>{o}</answer>",
    "<answer>{v}</answer>\n\n<answer>\n</answer>",
    "<|begin_of_thought|>\nThe answer is {v}.\n<|end_of_thought|>\n\n"
    "<|begin_of_solution|>\nThe answer is {o}.\n<|end_of_solution|>",
    "<|begin_of_thought|>\nSo \\boxed{{{v}}}\n",
    "◁think▷So the answer is {v}.◁/think▷The answer is {o}.",
    "<reasoning>\nThe answer is {v}.\n</reasoning>\n<answer>\n{o}\n"
    "</answer>",
    "<thinking>\n\\boxed{{{v}}}\n</thinking>\n\nFinal answer: {o}",
    "<thinking>\nThe answer is {v}.\n</thinking>",
    "<seed:think>The answer is {v}.</seed:think>The answer is {o}.",
    "<think>\nThe answer is {o}.\n</think>\n<think>\nThe answer is {v}.",
    "So \\boxed{{{v}}}.\n</think>\n\n",
    "So \\boxed{{{v}}}.\n</think>\n\nActually, let me redo this.",
    "<Think>\nThe answer is {v}.",
    "<THINK>\nSo \\boxed{{{v}}}",
    "**Final Answer**\n\\boxed{{{v}}}\n\n<think>",
    "The answer is {v}.\n<think>\nHmm.",
    "<reflection>\nThe answer {v} is wrong.\n</reflection>",
    "<think>\n\\boxed{{{v}}}\n</think>\n<answer>\n</answer>",
    "<think>\nSo it is {v}.\n</think>\n\nI am not able to answer.",
    "<think>\nThe answer is {v}.\n</think>\n<answer>{o}</answer>",
    "<｜begin▁of▁thinking｜>The answer is {v}.",
    "<think>x</think><think>The answer is {v}.",
    "<think>\nThe answer is {v}.\n</think >",
]
THINK_KEPT = [
    "<think>\nThe answer is {o}... no.\n</think>\n\nThe answer is "
    "\\boxed{{{v}}}.",
    "<answer>{v}</answer>",
    "<reasoning>\nSo {v}.\n</reasoning>\n<answer>\n{v}\n</answer>",
]
# a generator: each reasoning mark, in each case, left open before or
# after the answer (the controls: closed before it)
MARKS = [("<think>", "</think>"), ("<|begin_of_thought|>",
         "<|end_of_thought|>"), ("<seed:think>", "</seed:think>")]
THINK_SHAPES = ["{a}\nSo \\boxed{{{v}}}.", "{a}{b}\nThe answer is {v}.\n{a}",
                "x{b}\n\\boxed{{{v}}}\n{a}\nWait: {o}?",
                "{a}y{b}\nFinal answer: {v}\n\n{a}\n"]
THINK_SHAPES_KEPT = ["{a}\nSo {o}? No.\n{b}\n\nThe answer is \\boxed{{{v}}}."]


def think_gen(v):
    """The THINK_SHAPES and their controls for value v, each mark in
    lower case, capitals and title case."""
    out, ctl = [], []
    for a, b in MARKS:
        for f in (str, str.upper, str.title):
            d = {"a": f(a), "b": f(b), "v": v, "o": other(v)}
            out.extend(("think", v, t.format(**d)) for t in THINK_SHAPES)
            ctl.extend(("think", v, t.format(**d))
                       for t in THINK_SHAPES_KEPT)
    return out, ctl


CUT = [
    "The answer is $\\frac{{{v}",
    "The answer is $\\frac{{{v}}}{{",
    "So the answer is $${v} + \\sqrt{{",
    "The answer is {v} app",
    "The answer is {v} and the remai",
    "The answer is {v}...",
    "The answer is {v}…",
    "So we get {v}, then…",
    "The answer is {v} (continued)",
    "The answer is \\boxed{{{v}}}\n\n(continued)",
    "The answer is {v}.\n\n(to be continued)",
    "The answer is {v}. [truncated]",
    "The answer is {v}.\n\n[output truncated]",
    "The answer is {v}.\n...(truncated)",
    "The answer is {v}. <truncated>",
    "The answer is \\boxed{{{v}}} [...]",
    "The answer is \\boxed{{{v}}}...",
    "\\boxed{{{v}}}…",
    "The answer is {v}—",
    "The answer is {v} –",
    "The answer is {v},",
    "The answer is {v};",
    "The answer is {v} because",
    "The answer is {v} since the",
    "The answer is {v}, which",
    "The answer is {v} with a remainder of",
    "The answer is {v}. However,",
    "The answer is {v}.\n\nStep 5:",
    "The answer is {v}.\n\n## Verification\n",
    "The answer is **{v}",
    "The answer is `{v}",
    "The answer is \\({v}",
    "\\[\\boxed{{{v}}}",
    "{{\"answer\": {v}, \"confidence\":",
    "{{\"answer\": {v}",
    "{{\"answer\": {v}, ",
    "<answer>{v}</ans",
    "\\boxed{{{v}}}\n\n<tool_call>",
    "The answer is {v}, and the",
    "So the answer is {v} but",
]
CUT_KEPT = ["The answer is {v}.", "The answer is \\boxed{{{v}}}."]
# a generator: each statement cut off by each ending (the controls: a
# committed end)
CUT_STMTS = ["The answer is {v}", "So the total is {v}", "Answer: {v}",
             "The answer is \\boxed{{{v}}}", "\\boxed{{{v}}}",
             "Therefore, Jenny has {v} apples", "The answer is ${v}$"]
CUT_ENDS = [",", ";", "，", "...", "…", " [...]", " [", " the", ", which",
            " with the", " since the", " because", ", then…", " of",
            " that", " whose", ", and then"]
CUT_ENDS_KEPT = [".", " .", "\n\nI hope this helps!"]


def cut_gen(v):
    """Each of CUT_STMTS with each ending, for value v."""
    return ([("cut", v, (t + e).format(v=v)) for t in CUT_STMTS
             for e in CUT_ENDS],
            [("cut", v, (t + e).format(v=v)) for t in CUT_STMTS
             for e in CUT_ENDS_KEPT])


# a dump's own word that the response was cut off at a length limit
CUT_META = [
    {"choices": [{"finish_reason": "length"}]},
    {"done_reason": "length"},
    {"finishReason": "MAX_TOKENS"},
    {"candidates": [{"finishReason": "MAX_TOKENS"}]},
    {"details": {"finish_reason": "length"}},
    {"incomplete_details": {"reason": "max_output_tokens"}},
    {"response_metadata": {"finish_reason": "length"}},
    {"generation_info": {"finish_reason": "length"}},
    {"meta_info": {"finish_reason": "length"}},
    {"meta": {"stop_reason": "max_tokens"}},
    {"output": {"stop_reason": "length"}},
    {"status": "incomplete"},
    {"finish_reason": "LENGTH"},
]
CUT_META_KEPT = [{"choices": [{"finish_reason": "stop"}]},
                 {"done_reason": "stop"}, {"finishReason": "STOP"},
                 {"meta_info": {"finish_reason": "stop"}}]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red9.sh.  Main rewarded 184 of the hand-written
# variants (cut-meta 52, cut 56, agent 32, think 20, voice 20, numeral
# 4; unless, mc and the 14 languages' conditions none), and 1,920 of
# all (with the generated ones: agent 408, cut 320, cut-meta 52, think
# 52, voice 136, numeral 156, gap-sw 36, unless-* 124, apart-* 636);
# none is left:
#  - cut-meta (closed: rows of verifyrun.c's cut_rows): a dump's finish
#    reason at a length limit where no row of papo-verify looked
#    (OpenAI's choices[0], Ollama's done_reason, Gemini's finishReason,
#    TGI's details, the Responses API's status and incomplete_details,
#    LangChain's metadata, "LENGTH" in capitals);
#  - think (closed: think_marks in answer_find.c): a reasoning block
#    opened again after the last </think> and never closed, a <Think> in
#    capitals never closed, OpenThoughts' <|begin_of_thought|> never
#    closed (and the generated shapes: 52 of them);
#  - cut (closed: ends_open in answer_frame.c, R_CUT rows): a response
#    that ends on a comma, a semicolon, a function word ("since the",
#    ", which"), an unclosed emphasis or math delimiter, an unclosed JSON
#    object, an ellipsis or an elision mark (and 76 of the generated
#    endings);
#  - agent (closed): a JSON answer beside a key that corrects it
#    ("corrected_answer": 41: a verdict key's value is true, yes or 1 or
#    it disowns, answer_tail.c), and after it a reasoning string that
#    concludes another value, a pending state, a scale ("units":
#    "thousands") or a bound ("answer_type": "lower_bound")
#    (json_sibling_unread in answer_find.c);
#  - voice (closed: ends_in_code and tool_output in answer_hidden.c): a
#    comment in a code block, a REPL's or a shell's output (and 116 of
#    the generated code blocks); and (agent, tool_gen: tool_label and
#    after_tool in answer_find.c) a value after a tool's label
#    ("Output:\n42", "Execution result: 42"): main rewarded 132;
#  - numeral (closed): a scale word before the value (Swahili "elfu
#    42", with gap-sw below), a fraction's denominator or a scale in the
#    plural after it ("42 hundredths", "\\boxed{42} quarters",
#    "**42 thousands**": value_parts in answer_rest.c, bold_part in
#    answer_find.c; and 152 of the generated forms);
#  - unless-* (closed: bold_after in answer_find.c reads a clause a
#    comma opens after a bold value word by word, the case where an
#    extremum is reached kept, bold_case): the conditions of the 14
#    languages after a bold value ("**42**, except when x = 0",
#    "**42**, sinon 41"): main rewarded 124 of the generated forms;
#  - apart-* (closed: bold_clause in answer_find.c reads a clause a
#    dash or a word of another script opens after a bold value; issue
#    26, h17-holes7: answer_remark.c, var_said in answer_find.c,
#    spaceless_at in answer_tail.c): the same conditions set apart by a
#    dash, a semicolon, a new sentence or a space.  After a bold value,
#    a semicolon or a full stop and a condition ("**42**; sinon 41",
#    "**42**. vinginevyo 41"): the sentences after a bold were
#    commentary the bold rule kept whatever their words; now only a
#    remark papo_answer_remark recognises is (a new sentence opened by
#    "This" or a summary's label, or a check whose result is the
#    value): main rewarded 184.  A condition in a Latin script right
#    after a bold ("**42** except when x = 0"): a variable's value after
#    the answer is a witness only when the problem or the response
#    before it states the value (var_said): 16.  A box then a condition
#    in another spaced script with no comma ("\\boxed{42} иначе 41",
#    "\\boxed{42} à moins que ..."): box_prose took any non-ASCII word as
#    its noun phrase; now only a script without spaces (its own rows
#    read it) or a symbol is, and the words of the others are read one
#    by one: 16.
#  - gap-sw (closed: sw_read_to_value in answer_prose.c; found while
#    closing "elfu 42"): any word between Swahili's "Jibu ni" and the
#    value was accepted ("karibu 42", about; "zaidi ya 42", more than;
#    "nusu ya 42", half of): main rewarded 36, the other 13 languages
#    none.
KNOWN = []


known = verify_run.known_by(KNOWN)


def other(v):
    return str(int(v) - 1)


def rows():
    out, ctl = [], []
    for v in VALUES:
        d = {"v": v, "o": other(v)}
        for fam, ts, ks in (("voice", VOICE, VOICE_KEPT),
                            ("agent", AGENT, AGENT_KEPT),
                            ("think", THINK, THINK_KEPT),
                            ("cut", CUT, CUT_KEPT)):
            out.extend((fam, v, t.format(**d)) for t in ts)
            ctl.extend((fam, v, t.format(**d)) for t in ks)
        for gen in (think_gen, verdict_gen, cut_gen, code_gen,
                    sibling_gen, part_gen, tool_gen):
            o, c = gen(v)
            out.extend(o)
            ctl.extend(c)
        for lang, ts in UNLESS.items():
            out.extend(("unless-" + lang, v, t.format(**d)) for t in ts)
        ctl.extend(("unless", v, t.format(**d)) for t in UNLESS_KEPT)
        for lang, us in UNLESS_CLAUSES.items():
            out.extend(("unless-" + lang, v, f.format(v=v, u=u.format(**d)))
                       for u in us for f in UNLESS_FORMS)
            out.extend(("apart-" + lang, v,
                        f.format(v=v, s=sp, u=u.format(**d)))
                       for u in us for f in UNLESS_SEP_FORMS
                       for sp in UNLESS_SEPS)
        for lang, ws in GAP_WORDS.items():
            out.extend(("gap-" + lang, v, GAP_PHRASE[lang].format(w=w, v=v))
                       for w in ws)
        ctl.extend(("gap", v, t.format(v=v)) for t in GAP_KEPT)
    for lead in ("", "We compute step by step.\n\n"):
        out.extend(("mc", a, lead + r) for a, r in MC)
        ctl.extend(("mc", a, lead + r) for a, r in MC_KEPT)
        out.extend(("numeral", a, lead + r) for a, r in NUMERAL)
        ctl.extend(("numeral", a, lead + r) for a, r in NUMERAL_KEPT)
    return out, ctl


def metas():
    """The cut-meta records: a committed answer whose dump says it was
    cut off, and the controls whose dump says it stopped."""
    out = []
    for v in VALUES:
        for fam, ms in (("cut-meta", CUT_META),
                        ("control-cut-meta", CUT_META_KEPT)):
            for m in ms:
                r = {"family": fam, "answer": v,
                     "response": "The answer is \\boxed{%s}." % v}
                r.update(m)
                out.append(r)
    return out


def main():
    verify_run.usage("hostile_red9")
    out, ctl = rows()
    vs = verify_run.records(out, ctl) + metas()
    vs += [{"family": "control-unless", "answer": v,
            "response": UNLESS_CASE[1].format(v=v),
            "problem": UNLESS_CASE[0]} for v in VALUES]
    vs += [{"family": "control-numeral", "answer": v,
            "response": r.format(v=v), "problem": p}
           for v in VALUES for p, r in PART_KEPT]
    return verify_run.run("hostile_red9", vs, lambda v: v["family"],
                          known=known, width=16)


if __name__ == "__main__":
    sys.exit(main())
