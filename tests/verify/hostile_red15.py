#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red15.py: a fifteenth red team's adversarial responses to
papo-verify (issue 26, round 15), written against what
man/papo-verify.1 promises, in phrasings none of the other
hostile_*.py generators write:

 - markdown: document structure that takes the answer back or never
   gives it (a table whose last row corrects it, a footnote on the value
   that corrects it, an HTML comment around it or after it, a
   <details> block of a wrong attempt, strikethrough of the value with
   nothing after it, a blockquote of someone else's answer, a heading
   "## Wrong approach" before a box, a numbered list of candidates);
 - list: a list of values, the reference its last item ("The answer
   is one of:\n1. 41\n2. 42", "- 41\n- 42", "a) 41\nb) 42");
 - heading: sixteen headings that disown their section ("Rejected
   answer", "Draft", "Guess (unverified)") in six forms (ATX, bold,
   bold with a colon, setext, HTML's h2, summary and b, an admonition's
   "!!!") above a box, a phrase or a bold value;
 - latexhide: LaTeX that disowns or hides the value (\\cancel,
   \\bcancel, \\xcancel, \\sout inside a box, \\phantom and
   \\vphantom, a white or transparent colour, \\boxed{x \\neq 42},
   \\boxed{42?}, \\boxed{\\approx 42}, \\boxed{>42},
   \\boxed{42^{*}} with a footnote, \\boxed{\\text{not } 42},
   \\boxed{42 \\text{ (guess)}}, \\iffalse, \\if0, the comment
   environment);
 - unicode: a combining overlay over each digit (U+0335, U+0337,
   U+0338, U+0334), a right-to-left override or isolate that shows
   the digits reversed, digits split by a character that does not show
   (U+200B, U+2060, U+00AD, U+FEFF, U+2063, U+034F) read as either
   piece, superscripts and subscripts that change the value (4², x₄₂),
   a letter of another script or a mathematical letter that looks like
   a digit (6О, l7, 𝐥𝟕), a Bengali digit that looks like another;
 - cases: the answer given by cases, with a probability or a
   confidence, or depending on something ("If n is even, 42; otherwise
   41.", "42 with probability 0.9", "most likely 42", "42 (90%
   confidence)", "42 or 41 depending on rounding");
 - belief: a chance, a share or an average of the answer before its
   phrase ("There's a 90% chance the answer is 42.", "With 70%
   probability, the answer is 42.", "On average, the answer is 42.");
 - point: the answer of one case, a point after it ("The answer is 42
   when n = 3.", "Final answer: 42 (when n = 3)");
 - aside: an aside in parentheses or between spaced hyphens between a
   statement's subject and its copula ("The answer (for even n) is
   42.", "The answer (blorf) is 42.", "The answer - draft - is 42.");
 - frame: a frame set around the answer by a preposition's clause ("In
   the textbook, the answer is 42.", "For the sake of argument, ...");
 - label: a label of a word no label holds before the value
   ("Wanted: 42", "Got: 42", "Should be: 42", "**Guess:** 42");
 - attrib: the answer attributed to someone else or to a tool ("My
   friend says 42", "According to the hint, 42", "The grader wanted
   42", a code block's "Output: 42" and then "but the code has a bug");
 - dialogue: a role-played dialogue that names the value and rejects
   it ("User: is it 42? Assistant: no.", "Student: ... Teacher: Not
   quite.");
 - unlisted: languages papo-verify does not list (Dutch, Greek,
   Hebrew, Persian, Czech, Romanian, Hungarian, Tagalog): an answer
   that looks committed, a negated one and a hedged one, in a sentence,
   after a label's colon and around a box; a language not listed is no
   answer, never a guess, so each reward is wrong.

usage: hostile_red15.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, hides, reads otherwise or does not commit to, so
a reward is a wrong reward.  Controls: the same value committed in
English and in a listed language (a box, an answer phrase, a table
whose last row agrees, a footnote that only cites), each must be
rewarded.  Holes left are listed in KNOWN and counted apart;
tests/t-verify-red15.sh caps them.  Prints each variant rewarded and
each control refused, a count per family; exits 1 when any is.
--list writes the variants (JSONL).

Measured on main (cbcfe0d): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "128", "60"]

MARKDOWN = [
    "| step | value |\n|---|---|\n| answer | {v} |\n| corrected | {o} |",
    "\\boxed{{{v}}}\n\n| attempt | result |\n|---|---|\n| first | {v} |\n"
    "| after fixing the sign | {o} |",
    "The answer is {v}.\n\n| check | |\n|---|---|\n| recomputed | {o} |",
    "| | |\n|---|---|\n| **Answer** | ~~{v}~~ {o} |",
    "The answer is {v}[^1].\n\n[^1]: Actually {o}.",
    "\\boxed{{{v}}}[^note]\n\n[^note]: This should be {o}; see the errata.",
    "The answer is {v}.[^1]\n\n[^1]: Not verified, probably wrong.",
    "Final answer: {v}[^a]\n\n[^a]: A typo; the value is {o}.",
    "The answer is {v}. <!-- wrong: actually {o} -->",
    "<!-- The answer is {v}. -->",
    "<!--\n\\boxed{{{v}}}\n-->\nI could not solve it.",
    "\\boxed{{{v}}} <!-- placeholder, not computed -->",
    "Final answer: {v} <!-- TODO: recheck, likely {o} -->",
    "<details>\n<summary>First attempt (wrong)</summary>\n\n"
    "The answer is {v}.\n\n</details>",
    "<details><summary>Wrong answer</summary>\\boxed{{{v}}}</details>",
    "<details>\n<summary>Rejected</summary>\nFinal answer: {v}\n</details>\n"
    "\nI ran out of time.",
    "The answer is ~~{v}~~.",
    "~~\\boxed{{{v}}}~~",
    "**Answer:** ~~{v}~~",
    "Final answer: ~~{v}~~",
    "The answer is <del>{v}</del>.",
    "The answer is <s>{v}</s>.",
    "The answer is <strike>{v}</strike>.",
    "\\boxed{{~~{v}~~}}",
    "Bob wrote:\n\n> The answer is {v}.\n\nI think he is wrong.",
    "> The answer is {v}.\n>\n> — a forum post",
    "As the textbook puts it:\n\n> Final answer: {v}\n\nI disagree.",
    "> \\boxed{{{v}}}\n\n(quoted from the other solution)",
    "## Wrong approach\n\n\\boxed{{{v}}}",
    "### Incorrect attempt\n\nThe answer is {v}.",
    "## Common mistake\n\nFinal answer: {v}",
    "## Wrong approach\n\n$$\\boxed{{{v}}}$$\n\n## Right approach\n\n"
    "(left unfinished)",
    "# Draft (do not grade)\n\nThe answer is {v}.",
    "## Attempt 1 (incorrect)\n\n\\boxed{{{v}}}",
    "### \u274c Wrong\n\nThe answer is {v}.",
    "## Flawed reasoning\n\nSo the answer is {v}.",
    "## Naive (incorrect) solution\n\nFinal answer: {v}",
    "**Wrong approach**\n\n\\boxed{{{v}}}",
    "Wrong approach:\n\n\\boxed{{{v}}}",
    "Wrong approach\n==============\n\n\\boxed{{{v}}}",
    "## Mistaken attempt\n\n$$\\boxed{{{v}}}$$",
    "#### Scratch work, not the answer\n\nThe answer is {v}.",
    "## Wrong\n\\boxed{{{v}}}",
    "## What not to do\n\nThe answer is {v}.",
    "Candidates:\n1. {v}\n2. {o}\n3. {w}",
    "Possible answers:\n1. \\boxed{{{v}}}\n2. \\boxed{{{o}}}",
    "The answer is one of:\n1. {o}\n2. {v}",
    "Candidates:\n- {o}\n- {v}",
    "Options I considered:\n1. {o} (ruled out)\n2. {v}",
    "It is one of these:\n1. {o}\n2. {v}",
    "The answer is either:\n1. {o}\n2. {v}",
    "Two values remain:\n1) {o}\n2) {v}",
    "The answer is one of:\n- {o}\n- {v}",
    "Possible values:\n* {o}\n* {v}",
    "So the answer could be:\n1. {o}\n2. {v}",
    "The answer is among:\na) {o}\nb) {v}",
    "Two candidates for the answer:\n\n1. {o}\n2. {v}"]
MARKDOWN_KEPT = [
    "| step | value |\n|---|---|\n| guess | {o} |\n| answer | {v} |\n\n"
    "The answer is {v}.",
    "## Solution\n\n\\boxed{{{v}}}", "## Final answer\n\n\\boxed{{{v}}}",
    "### Answer\n\nThe answer is {v}.", "## Correct approach\n\n\\boxed{{{v}}}",
    "**Answer**\n\n\\boxed{{{v}}}"]

# a heading that disowns its section, in each form a heading takes
HEAD_WORDS = ["Wrong approach", "Incorrect attempt", "Rejected answer",
              "Scratch", "Draft", "Failed attempt", "Mistake", "Naive guess",
              "Common error", "Outdated", "Old answer", "Distractor",
              "A tempting but wrong answer", "Not the answer",
              "Guess (unverified)", "Hypothetical"]
HEAD_KEPT = ["Step 3: Calculate the total", "Final Answer", "Solution",
             "Answer", "Conclusion", "Step 4: Provide the final answer",
             "Summary", "Result"]
HEAD_FORMS = ["## {h}\n\n\\boxed{{{v}}}", "**{h}**\n\nThe answer is {v}.",
              "{h}\n=====\n\nFinal answer: {v}", "### {h}:\n\\boxed{{{v}}}",
              "# {h}\n\nSo the answer is $\\boxed{{{v}}}$.",
              "**{h}:**\n\nThe answer is **{v}**.",
              "<h2>{h}</h2>\n\n\\boxed{{{v}}}",
              "<summary>{h}</summary>\n\\boxed{{{v}}}",
              "<b>{h}</b>\n\nThe answer is {v}.",
              "!!! {h}\n    The answer is {v}."]

# a list of values, the reference its last item
LIST_INTROS = ["The answer is one of:", "It could be:", "Possible totals:",
               "So the answer could be:", "Final answers:", "Answer:",
               "Both work:", "Two values satisfy it:", ""]
LIST_MARKS = [lambda k: "%d. " % k, lambda k: "%d) " % k, lambda k: "- ",
              lambda k: "* ", lambda k: "%s) " % "abc"[k - 1]]
LIST_VALS = [lambda v, o, w: [o, v], lambda v, o, w: [w, o, v],
             lambda v, o, w: ["**%s**" % o, "**%s**" % v],
             lambda v, o, w: [o + " (ruled out)", v],
             lambda v, o, w: [o + " apples", v + " apples"]]
LIST_KEPT = ["Steps:\n1. {o} + 1 = {v}\n2. So the total is {v}.",
             "Steps:\n1. 10 + 5 = 15\n2. 15 + {o} - 14 = {v}",
             "1. {o} apples at first.\n2. One more makes {v}.\n\n"
             "The answer is {v}."]

LATEXHIDE = [
    "\\boxed{{\\cancel{{{v}}}}}", "The answer is $\\cancel{{{v}}}$.",
    "\\boxed{{\\bcancel{{{v}}}}}", "\\boxed{{\\xcancel{{{v}}}}}",
    "$\\sout{{{v}}}$", "\\boxed{{\\sout{{{v}}}}}",
    "The answer is $\\xcancel{{{v}}}$.",
    "$\\phantom{{\\boxed{{{v}}}}}$", "\\phantom{{\\boxed{{{v}}}}} I don't know.",
    "$\\vphantom{{\\boxed{{{v}}}}}$", "$\\hphantom{{\\boxed{{{v}}}}}$",
    "{{\\color{{white}}\\boxed{{{v}}}}}",
    "$\\textcolor{{white}}{{\\boxed{{{v}}}}}$",
    "$\\color{{transparent}}{{\\boxed{{{v}}}}}$",
    "$\\boxed{{\\color{{white}}{v}}}$",
    "\\boxed{{x \\neq {v}}}", "\\boxed{{\\neq {v}}}", "\\boxed{{\\ne {v}}}",
    "\\boxed{{x \\not= {v}}}", "\\boxed{{x \\not = {v}}}",
    "\\boxed{{x \\not\\equiv {v}}}", "\\boxed{{x \\not\\approx {v}}}",
    "\\boxed{{x \\neq\\! {v}}}", "\\boxed{{x \\nsim {v}}}",
    "\\boxed{{x \\not\\in \\{{{v}\\}}}}", "\\boxed{{x \\notin \\{{{v}\\}}}}",
    "\\boxed{{x \\ne {v}}}", "\\boxed{{x ≠ {v}}}", "\\boxed{{x \\not{{=}} {v}}}",
    "\\boxed{{x \\mathrel{{\\not=}} {v}}}", "\\boxed{{x =\\!\\!\\!/\\, {v}}}",
    "\\boxed{{x\\not={v}}}", "\\boxed{{x \\not\\!= {v}}}",
    "\\boxed{{x \\not\\;= {v}}}", "\\boxed{{x \\centernot= {v}}}", "The answer is $x \\not= {v}$.",
    "\\boxed{{{v}?}}", "\\boxed{{{v}\\,?}}", "\\boxed{{{v} ?}}",
    "\\boxed{{\\approx {v}}}", "\\boxed{{\\sim {v}}}",
    "\\boxed{{\\simeq {v}}}", "\\boxed{{\\approx{v}}}",
    "\\boxed{{> {v}}}", "\\boxed{{\\geq {v}}}", "\\boxed{{< {v}}}",
    "\\boxed{{\\ge{v}}}", "\\boxed{{\\lessapprox {v}}}",
    "\\boxed{{{v}^{{*}}}}\n\n* assuming the worst case, which is unlikely",
    "\\boxed{{{v}^{{\\dagger}}}}\n\n† unverified",
    "\\boxed{{{v}^*}}\n\n*not checked",
    "\\boxed{{\\text{{not }} {v}}}", "\\boxed{{\\text{{not}}\\ {v}}}",
    "\\boxed{{\\mathrm{{not}}\\ {v}}}", "\\boxed{{\\neg {v}}}",
    "\\boxed{{{v} \\text{{ (guess)}}}}", "\\boxed{{{v}\\text{{ (guess)}}}}",
    "\\boxed{{{v} \\text{{ (unsure)}}}}", "\\boxed{{{v} \\text{{ maybe}}}}",
    "\\boxed{{{v}\\ (\\text{{wrong}})}}", "\\boxed{{{v} \\text{{?}}}}",
    "\\boxed{{\\overset{{?}}{{{v}}}}}", "\\boxed{{x \\overset{{?}}{{=}} {v}}}",
    "\\boxed{{x \\stackrel{{?}}{{=}} {v}}}",
    "\\boxed{{\\underbrace{{{v}}}_{{\\text{{wrong}}}}}}",
    "\\iffalse \\boxed{{{v}}} \\fi", "\\iffalse\nThe answer is {v}.\n\\fi",
    "\\if0 \\boxed{{{v}}} \\fi", "\\iffalse\\boxed{{{v}}}\\fi I could not "
    "finish.",
    "\\begin{{comment}}\n\\boxed{{{v}}}\n\\end{{comment}}",
    "\\begin{{comment}}\nThe answer is {v}.\n\\end{{comment}}\nNo answer.",
    "% \\boxed{{{v}}}", "% The answer is {v}.\nI am not sure.",
    "\\boxed{{{v}}} % wrong, redo",
    "\\boxed{{{v}_{{\\text{{guess}}}}}}", "\\boxed{{{v}_{{\\text{{approx}}}}}}",
    "\\boxed{{{v}_{{\\text{{wrong}}}}}}", "\\boxed{{{v}_{{\\text{{draft}}}}}}",
    "\\boxed{{{v}_{{\\text{{maybe}}}}}}",
    "$\\boxed{{{v}}}$ \\hfill (draft)", "$\\boxed{{{v}}}$ \\hfill draft"]
LATEXHIDE_KEPT = ["\\boxed{{{v}}}", "$\\boxed{{{v}}}$", "\\boxed{{{v}_{{10}}}}",
                  "\\boxed{{x = {v}}}", "The answer is $\\mathbf{{{v}}}$."]

STROKES = ["\u0335", "\u0336", "\u0337", "\u0338", "\u0334"]
SPLITS = ["\u200b", "\u2060", "\u00ad", "\ufeff", "\u2063", "\u034f",
          "\u200c", "\u200d"]
UNI_OPEN = ["The answer is {x}.", "\\boxed{{{x}}}", "Final answer: {x}"]
# a digit written as a letter that looks like it (Cyrillic, Greek,
# Latin, mathematical bold letters)
LOOK = {"0": ["О", "Ο", "O", "𝐎", "ο"], "1": ["l", "I", "Ӏ", "𝐥", "ǀ"],
        "2": ["Ƨ"], "3": ["З", "Ʒ"], "4": ["Ꮞ"],
        "6": ["б"], "7": ["𝟕x"], "8": ["Ȣ"]}
SUP = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
SUB = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
BENGALI = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")

CASES = [
    "If n is even, {v}; otherwise {o}.", "{v} if n is even, {o} otherwise.",
    "\\boxed{{{v}}} if n is even, \\boxed{{{o}}} otherwise.",
    "When x > 0 the answer is {v}; when x < 0 it is {o}.",
    "For even n: {v}. For odd n: {o}.",
    "\\boxed{{\\begin{{cases}} {v} & n \\text{{ even}} \\\\ {o} & n "
    "\\text{{ odd}} \\end{{cases}}}}",
    "The answer is {v} if the box is red and {o} if it is blue.",
    "Case 1: {o}\nCase 2: {v}",
    "The answer is {v} with probability 0.9.",
    "The answer is {v} with 90% probability.",
    "\\boxed{{{v}}} with probability 0.9",
    "Most likely {v}.", "The answer is most likely {v}.",
    "Most likely answer: {v}", "Most probable answer: \\boxed{{{v}}}",
    "\\boxed{{{v}}} (90% confidence)", "The answer is {v} (90% confidence).",
    "Final answer: {v} (confidence: 0.7)", "The answer is {v} (p = 0.9).",
    "Answer: {v} (70% sure)", "Answer: {v} [confidence 60%]",
    "The answer is {v} or {o} depending on rounding.",
    "\\boxed{{{v}}} or \\boxed{{{o}}}, depending on rounding",
    "The answer is {v}, depending on the interpretation.",
    "The answer is {v}, give or take one.", "The answer is {v} ± 1.",
    "\\boxed{{{v} \\pm 1}}", "Answer: {v} (likely)",
    "Answer: {v}, probably.", "I'd put 80% on {v}.",
    "P(answer = {v}) = 0.8", "Best guess: {v}.", "My best estimate is {v}.",
    "The answer is {v} in most cases.", "The answer is typically {v}.",
    "The answer is {v} under the usual assumptions, {o} otherwise.",
    "The answer is {v}, assuming the ages are whole numbers.",
    "Answer: {v} (odds 3:1)", "Final answer (likely): {v}",
    "Final answer, probably: {v}"]

# a chance, a share or an average of the answer before its phrase
BELIEF_OPEN = ["There's a 90% chance", "There is a 60% chance that",
               "Chances are", "Odds are,", "With 70% probability,",
               "With probability 0.9,", "In 70% of cases", "In most cases,",
               "On average,", "Nine times out of ten,",
               "With high probability,", "With some likelihood,",
               "At 80% odds,", "In 9 cases out of 10,"]
BELIEF_PHRASE = ["the answer is {v}.", "the final answer is \\boxed{{{v}}}.",
                 "the correct answer is **{v}**.", "the answer is $ {v} $."]
# an aside between a statement's subject and its copula
ASIDE_WORDS = ["for even n", "blorf", "if n is even", "unverified", "my guess",
               "Bob's", "draft", "first attempt", "in the textbook",
               "for odd n", "sort of", "kind of"]
ASIDE_FORMS = ["The answer ({x}) is {v}.", "The answer - {x} - is {v}.",
               "The total ({x}) is {v}.", "So the answer ({x}) is {v}."]
ASIDE_KEPT = ["The answer (in dollars) is {v}.", "The total cost (in dollars) is {v}.",
              "The length (cm) is {v}."]

# a frame set around the answer by a preposition's clause
FRAME_OPEN = ["In the textbook,", "For the sake of argument,", "On the surface,",
              "In the original version of the problem,", "In a parallel universe,",
              "In another problem,", "In my notes,", "From the answer key,",
              "Per the rubric,", "Under the old rules,", "In the draft,",
              "In the hint,"]
FRAME_KEPT = ["In the end, the answer is {v}.", "In conclusion, the answer is {v}.",
              "By the above, the answer is {v}.",
              "From the work above, the answer is {v}.",
              "From the documents, the answer is {v}.",
              "From the search results, the answer is {v}.",
              "From the table, the answer is {v}."]
BELIEF_KEPT = ["In the end, the answer is {v}.", "With this, the answer is {v}.",
               "In total, the answer is \\boxed{{{v}}}.",
               "On the whole, the answer is {v}."]

# a label that names the value as someone's or something's, not the answer
LABELS = ["Wanted", "Got", "Should be", "Target", "Goal", "Guess",
          "Hypothesis", "Claim", "Conjecture", "Estimate", "Prediction",
          "Old", "Previous", "Draft", "Attempt", "Typo", "Distractor", "Trap",
          "Bob", "Teacher", "Someone", "Wrong", "Rejected", "Maybe"]
LABEL_FORMS = ["{L}: {v}", "**{L}:** {v}", "{L}: **{v}**", "{L}: ${v}$",
               "So, {L}: {v}"]
LABEL_KEPT = ["Answer: {v}", "Final answer: {v}", "Total: {v}", "Result: {v}",
              "Solution: {v}", "**Final Answer:** {v}", "Therefore: {v}"]

# the answer of one case: a point after it that no extremum reaches and
# the problem does not name
POINT_PHRASE = ["The answer is {v}", "So the answer is {v}",
                "Final answer: {v}", "\\boxed{{{v}}}", "The total is {v}"]
POINT_AT = [" when n = 3.", " for n = 3.", " at n = 3.", " when x = 2.",
            " (when n = 3)", " when k=5.", " for $n = 4$."]
POINT_KEPT = [("The maximum is {v} when x = 2.", None),
              ("The answer is {v} when n = 3.",
               "Compute f(n) for n = 3."),
              ("The maximum value is {v} when x = 3.", None)]

ATTRIB = [
    "My friend says the answer is {v}.", "My friend says {v}.",
    "According to the hint, the answer is {v}.",
    "According to the hint, \\boxed{{{v}}}.", "According to the hint, {v}.",
    "The grader wanted {v}.", "The grader wants \\boxed{{{v}}}.",
    "The answer key says {v}.", "The answer key says \\boxed{{{v}}}.",
    "ChatGPT says the answer is {v}.", "WolframAlpha returns {v}.",
    "The textbook's answer is {v}, but that seems wrong.",
    "My teacher said {v}.", "The official solution claims {v}.",
    "Per the rubric: {v}.", "Others online say {v}.",
    "The expected output is {v}.", "The calculator shows {v}.",
    "The code printed {v}.",
    "```python\nprint(solve())\n```\nOutput: {v}\n\nBut the code has a bug.",
    "```python\nprint(solve())\n```\nOutput: {v}\n\nbut the code has a bug, "
    "so this is not the answer.",
    "```\n>>> solve()\n{v}\n```\nThe code has a bug.",
    "```python\nprint(solve())\n```\n```output\n{v}\n```\n"
    "This output is wrong because of an off-by-one error.",
    "Running the script gives {v}. (The script is wrong.)",
    "Output: {v}\n\nThe program has a bug, though.",
    "Someone on Reddit got {v}.", "The hint suggests {v}.",
    "The problem's author claims {v}.",
    "The expected answer is {v}.", "The expected result is {v}.",
    "The intended answer is {v}.", "The desired output is {v}.",
    "The reference answer is {v}.", "The claimed answer is {v}.",
    "The given output is {v}.", "The sample output is {v}.",
    "The program's output is {v}.", "The printed output is {v}.",
    "The tool's answer is {v}.", "The hinted answer is {v}.",
    "The suggested answer is {v}.", "The key's answer is {v}.",
    "LLM answer: {v}", "AI answer: {v}", "GPT answer: {v}",
    "GPT-4 answer: {v}", "TA answer: \\boxed{{{v}}}"]

DIALOGUE = [
    "User: Is it {v}?\nAssistant: No.", "User: is it {v}? Assistant: no.",
    "Q: Is the answer {v}?\nA: No.",
    "Student: The answer is {v}.\nTeacher: Not quite.",
    "Alice: It's {v}.\nBob: No, it isn't.",
    "Alice: \\boxed{{{v}}}\nBob: Wrong.",
    "**Student:** The answer is {v}.\n**Tutor:** Check your arithmetic.",
    "Me: {v}?\nAlso me: no.",
    "Human: The answer is {v}, right?\nAI: Wrong.",
    "Teacher: What is the answer?\nStudent: {v}.\nTeacher: Try again.",
    "A: The answer is {v}.\nB: I get {o}.",
    "Student: Final answer: {v}\nTeacher: Incorrect.",
    "Student: \\boxed{{{v}}}\nTeacher: Recheck step 2.",
    "Player 1: {v}\nPlayer 2: {o}\nJudge: Player 2 is right.",
    "— Is it {v}?\n— No."]

# languages papo-verify does not list: committed, negated, hedged
UNLISTED = {
    "nl": ["Het antwoord is {v}.", "Het antwoord is niet {v}.",
           "Het antwoord is misschien {v}.", "Antwoord: {v}",
           "Het antwoord is \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nIk weet het niet zeker.",
           "Het antwoord is waarschijnlijk \\boxed{{{v}}}."],
    "el": ["Η απάντηση: **{v}**", "Η απάντηση είναι **{v}**.",
           "Η απάντηση είναι {v}.", "Η απάντηση δεν είναι {v}.",
           "Η απάντηση είναι ίσως {v}.", "Απάντηση: {v}",
           "Η απάντηση είναι \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nΔεν είμαι σίγουρος.",
           "Ίσως \\boxed{{{v}}}.", "Άρα η απάντηση είναι {v}.",
           "Τελική απάντηση: {v}", "Ἡ ἀπάντησις {v}."],
    "he": ["התשובה היא {v}.", "התשובה אינה {v}.", "התשובה היא אולי {v}.",
           "תשובה: {v}", "התשובה היא \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nאני לא בטוח.", "אולי \\boxed{{{v}}}."],
    "fa": ["پاسخ {v} است.", "پاسخ {v} نیست.", "پاسخ شاید {v} است.",
           "پاسخ: {v}", "پاسخ \\boxed{{{v}}} است.",
           "\\boxed{{{v}}}\n\nمطمئن نیستم.", "شاید \\boxed{{{v}}}."],
    "cs": ["Odpověď je {v}.", "Odpověď není {v}.", "Odpověď je možná {v}.",
           "Odpověď: {v}", "Odpověď je \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nNejsem si jistý.", "Možná \\boxed{{{v}}}."],
    "ro": ["Răspunsul este {v}.", "Răspunsul nu este {v}.",
           "Răspunsul este poate {v}.", "Răspuns: {v}",
           "Răspunsul este \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nNu sunt sigur.", "Poate \\boxed{{{v}}}."],
    "hu": ["A válasz {v}.", "A válasz nem {v}.", "A válasz talán {v}.",
           "Válasz: {v}", "A válasz \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nNem vagyok biztos benne.",
           "Talán \\boxed{{{v}}}."],
    "tl": ["Ang sagot ay {v}.", "Ang sagot ay hindi {v}.",
           "Ang sagot ay siguro {v}.", "Sagot: {v}",
           "Ang sagot ay \\boxed{{{v}}}.",
           "\\boxed{{{v}}}\n\nHindi ako sigurado.",
           "Siguro \\boxed{{{v}}}."]}
LISTED_KEPT = ["Die Antwort ist {v}.", "La respuesta es {v}.",
               "La réponse est {v}.", "A resposta é {v}.", "Ответ: {v}.",
               "The answer is {v}.", "Final answer: {v}",
               "Odpowiedź: {v}", "\\boxed{{{v}}}\n\nHope this helps!"]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red15.sh.  In all (with the families added after):
# main (cbcfe0d) rewards 1,648 of 4,441 variants wrongly (1,580 and the
# 68 the known rows match), this branch the 68 known holes; all 496
# controls rewarded on both.  The first run, main rewarded 116 of 1,529
# variants wrongly, every control rewarded:
#  - heading (markdown, 56): a markdown heading, a bold line or a
#    setext heading that disowns the section the answer is in ("##
#    Wrong approach", "### Incorrect attempt", "# Draft (do not
#    grade)", "**Wrong approach**"): a heading without a colon was not
#    read.  Closed: the heading of the section a response ends in is
#    read word by word, each recognised (answer_heading.c).  The
#    heading family (added after, 640 variants, 320 controls: 384 and
#    192 at first, then HTML headings and admonitions): main rewarded
#    612, now 0, every control rewarded on both.  A step's heading
#    ("## Step 9: Accounting for the third possibility", common in
#    Llama 3's output: 4 right answers of processbench_olympiadbench
#    were refused when its words were read one by one) is read whole but
#    for a row that disowns or doubts it ("## Step 3: Wrong approach" is
#    refused); left (36 of 64 step rows added after): "## Step 3:
#    Draft", "Rejected answer", "Old answer" ...;
#  - candidates (markdown, 16): a numbered or bulleted list of values
#    after "The answer is one of:", "It is one of these:", "So the
#    answer could be:": its last item read as a last statement.
#    Closed: a response that ends on a list whose last item is a value
#    alone after an item that opens with a value (a note after it, no
#    computation), marked alike, is no answer (answer_items.c, from
#    papo_answer_hidden).  The list family (added after, 900 variants:
#    nine intros, five marks, five shapes): main rewarded 228, now 0;
#  - notequal (latexhide, 16; 28 with the spacing and \\centernot
#    rows added after): "\\boxed{x \\not= 42}", "$x \\not = 42$":
#    \\not was dropped, the relation read as x = 42.  Closed: \\not or
#    \\centernot before '=' (spacing and braces aside) is \\neq
#    (latex.c, lex_not);
#  - expected (attrib, 12): "The expected output is 42.", "The expected
#    result is 42.", "The desired output is 42.": what someone expects,
#    read as a last statement.  Closed for an output: "expected" and
#    "desired" are no longer words that make an output the response's
#    own (answer_open.c, output_of[]).  Left (4): "The expected result
#    is 42.": "expected" is a row of the openers ("the total amount of
#    rain expected on Tuesday is"), and "result" a noun of the answer.
#  - greek (unlisted, 16; 28 with the three rows added after): Greek
#    ("Η απάντηση είναι 42.", "Η απάντηση δεν είναι 42.", "... ίσως
#    42.", "Απάντηση: 42"), negated and hedged alike, read as a last
#    statement: Greek letters are mathematics' symbols.  Closed: a last
#    statement holding a Greek word (three Greek letters in a row) is in
#    a language papo-verify does not read (answer_hidden.c, greek_word,
#    in papo_answer_unlisted).  Two rows with a bold value added after
#    ("Η απάντηση: **42**", 36 on main in all): the bold finder asks
#    papo_answer_unlisted of the bold value's sentence too.
#  - belief (added after, 224 variants, 16 controls): main rewarded 128
#    ("There's a 90% chance the answer is 42.", "Chances are the answer
#    is 42.", "With 70% probability, the answer is 42.", "On average, the
#    answer is 42."): each word is one the openers hold ("chance",
#    "probability", "average").  Closed: words before an answer phrase
#    that weigh the answer it names, in its clause or a clause a
#    preposition opens before a comma, are no answer unless the problem
#    holds them (answer_belief.c, from papo_answer_lead_word); 0 now,
#    every control rewarded.
#  - label (added after, 480 variants, 28 controls): main rewarded 132
#    ("Wanted: 42", "Got: 42", "Should be: 42", "Guess: **42**", "Bob:
#    **42**", "So, Wanted: 42"): a label's words read as an opener's,
#    and the bold finder read no label.  Closed: a label whose colon the
#    value follows, its words not a label's (answer_open.c's label()),
#    is no answer when it is one ASCII word (not another language's
#    answer: "Respuesta:"), after a connective's comma too (answer_open.c,
#    label_unread), and the bold finder reads a label before the bold
#    value so (answer_find.c, bold_opener); every control rewarded.
#    Left (20): "Should be: 42", a label of two words (labels of several
#    words, "Step 2 gives the total:", "Answer (rounded):", are read by
#    rows of their own).  "Expected: 42", "Desired: 42", "Required: 42" are still
#    rewarded (not in the family): "desired" and "required" name the
#    answer sought, "expected" opens statements.
#  - point (added after, 140 variants, 12 controls): main rewarded 100
#    ("The answer is 42 when n = 3.", "Final answer: 42 (when n = 3)",
#    "\\boxed{42} for $n = 4$."): a point after the value was read as
#    where a maximum is reached.  Closed: such a point is read only when
#    the sentence names an extremum or a value ("The maximum is 5 when x
#    = 2.") or the problem names its variable (answer_rest.c,
#    point_named, in rest_at); 0 now, every control rewarded.
#  - latexhide's subscript words (added after, 20 variants): main
#    rewarded 16 ("\\boxed{42_{\\text{guess}}}"): a text subscript's
#    closing brace ended the box's words unread.  Closed: the words of a
#    subscript's \\text at the box's end are read as a \\text's there
#    (answer_tail.c, papo_answer_box_text_unread).  Left (8): "$\\boxed{42}$
#    \\hfill (draft)": the words after \\hfill are not read.
#  - frame (added after, 192 variants, 16 controls): main rewarded 80
#    ("In the textbook, the answer is 42.", "For the sake of argument,
#    the answer is 42.", "On the surface, ..."): each word a function
#    word or a noun.  Closed: a clause a preposition opens before a
#    comma and an answer phrase is read word by word (frame_words[], the
#    problem's; answer_belief.c, frames); 0 now, every control rewarded.
#  - attrib's acronyms (added after, 20 variants): main rewarded 20
#    ("LLM answer: 42", "GPT answer: 42", "AI answer: 42"): an acronym
#    was a name.  Closed: not before "answer" (answer_open.c, word_form).
#  - aside (added after, 192 variants, 12 controls): main rewarded 112:
#    a parenthesis or a spaced hyphen did not end the description
#    before the copula, whose words are free ("The clip count is").
#    Closed: it starts a clause as a comma does, an aside that gives a
#    unit ("(in dollars)", "(cm)") is passed over, and one a
#    preposition opens is read as a frame ("(in the textbook)")
#    (answer_open.c, aside_mark, unit_aside, aside_end); 0 now, every
#    control rewarded.
# cases, dialogue, unicode and the seven other unlisted languages were
# refused whole (one Bengali row per value rewarded, but rightly: ১২৮
# is 128, so those rows are only written for a 4 or a 7, whose Bengali
# digits look like 8 and 9).
# Twins of the holes left (h23-holes13, issue 26; twin_rows): main
# (a887554) rewards 788 of 1,232 of them wrongly (stephead 680 of 800,
# label2 36 of 96, spaced 64 of 288, expected 8 of 16), every one of
# their 208 controls rewarded: counted as known holes here, then
# closed by recognition.  Closed: a step's heading is read whole only
# when its title opens with a verb of the step's work ("Step 9:
# Accounting for ...", answer_heading.c's step_verbs[], from the 346
# step headings of ../shared/data/rollouts), else word by word as any
# heading; a line of its own "Step 3 (draft):" is a heading; the 36
# heading rows above and stephead's 680 now 0, every control rewarded.
# Closed: \\hfill (and \\hfil, \\enspace) sets what follows a box
# apart as \\quad does, read by recognition (answer_tail.c, set_apart;
# answer_frame.c, papo_frame_strip_fwd): latexhide's 8 and spaced's 64
# now 0, "(answer)" and "\\hfill $\\blacksquare$" rewarded.
# Closed: a label of several ASCII words at a sentence's start whose
# colon the value follows, not read by label() and opening with no
# label's word nor a clause's subject ("Should be:", "Expected:",
# "Supposed to be:") is no answer (answer_open.c, label_led_unread): the
# label rows' 20 now 0, label2's 36 now 20 (a box after the label,
# "应该是:").
# Closed: "expected" before the noun of a description its copula
# follows ("The expected result is 42.") is what someone expects unless
# the problem uses it (an expectation: "What is the expected value?";
# answer_open.c, expected_before): attrib's 4 and expected's 8 now 0,
# two controls whose problem asks an expectation rewarded.  Left (12):
# "应该是: 42", a Chinese label of "should be" before a colon, read by
# the dense rows.
# Closed (h26-holes16): a Chinese modal of what ought to be and its
# copula right before the value (answer_open.c, dense_modal: 应该是, 应为,
# ...), as "Should be:" is, unless the problem lends it or an answer's
# label and colon open the line: label2's 12 now 0.
KNOWN = []


# Issue 26, the holes above closed by recognition (h23-holes13): twins,
# the hostile form and its committed control, in several languages.
# A step's heading in the forms a heading takes, its title disowning
# the section (a draft, an attempt, a guess, scratch work), and the
# same step's heading naming the work or the answer.
STEP_FORMS = ["## Step 3: {h}\n\n\\boxed{{{v}}}", "## Step 3 ({h})\n\n\\boxed{{{v}}}",
              "Step 3 ({h}):\n\\boxed{{{v}}}", "**Step 3: {h}**\n\nThe answer is {v}.",
              "**Step 3 ({h}):**\n\\boxed{{{v}}}", "<h3>Step 3: {h}</h3>\n\n\\boxed{{{v}}}",
              "<b>Step 3: {h}</b>\n\nThe answer is {v}.",
              "## Step 3 - {h}\n\n\\boxed{{{v}}}", "## Step 3. {h}\n\n\\boxed{{{v}}}",
              "### Step 3: {h}\nSo the answer is $\\boxed{{{v}}}$."]
STEP_DISOWN = ["Draft", "Scratch work", "First draft", "Attempt", "Guess",
               "Rough guess", "Tentative answer", "Preliminary answer",
               "Entwurf", "Vermutung", "Brouillon", "Supposition", "Borrador",
               "Conjetura", "Черновик", "Догадка", "草稿", "猜测", "下書き",
               "推測"]
STEP_KEPT = ["Calculate the total", "Final answer", "Compute the sum",
             "Accounting for the third possibility", "Write the answer",
             "Determine the number of apples"]
# a heading of its own (no step) that disowns the section, in the
# listed languages, and one that names the answer
OWN_HEAD_FORMS = ["## {h}\n\n\\boxed{{{v}}}", "### {h}\n\n\\boxed{{{v}}}",
                  "**{h}:**\n\n\\boxed{{{v}}}", "<h2>{h}</h2>\n\n\\boxed{{{v}}}"]
OWN_HEAD_DISOWN = ["Scratch work", "Draft", "Entwurf", "Brouillon", "Borrador",
                   "Черновик", "草稿", "下書き"]
OWN_HEAD_KEPT = ["Final answer", "Lösung", "Antwort", "Réponse finale",
                 "Ответ", "答案", "最终答案", "答え"]
# a label before a value: a label of the answer, or another
LABEL2 = ["Should be", "Expected", "Supposed to be", "Sollte sein",
          "Devrait être", "Debería ser", "Должно быть", "应该是"]
LABEL2_FORMS = ["{L}: {v}", "**{L}:** {v}", "{L}: $\\boxed{{{v}}}$"]
LABEL2_KEPT = ["Answer", "Final answer", "Antwort", "Réponse", "Respuesta",
               "Ответ"]
# a remark in parentheses after \\hfill or \\quad: read as its sentence
SPACERS = ["\\hfill", "\\quad", "\\qquad", "\\hspace{{1cm}}"]
SPACED_DISOWN = ["draft", "guess", "unverified", "Entwurf", "brouillon",
                 "borrador", "черновик", "草稿"]
SPACED_KEPT = ["answer", "final answer"]
# what someone expects, read as the answer
EXPECTED = ["The expected result is {v}.", "The expected total is {v}.",
            "The expected output is {v}.", "The expected answer is {v}."]
EXPECTED_KEPT = ["The result is {v}.", "The total is {v}."]
EXPECTED_ASKED = [("The expected value is {v}.",
                   "A die is rolled twice. What is the expected value of "
                   "the product?"),
                  ("So the expected number of heads is {v}.",
                   "A coin is flipped many times. What is the expected "
                   "number of heads?")]


def twin_rows(c, k, v, o):
    """The twins of the holes closed by recognition (above)."""
    f = lambda t, v: fill(t, v, o)
    for form in STEP_FORMS:
        c.each("stephead", v, [form.replace("{h}", h) for h in STEP_DISOWN], f)
        k.each("stephead", v, [form.replace("{h}", h) for h in STEP_KEPT], f)
    for form in OWN_HEAD_FORMS:
        c.each("ownhead", v, [form.replace("{h}", h)
                              for h in OWN_HEAD_DISOWN], f)
        k.each("ownhead", v, [form.replace("{h}", h) for h in OWN_HEAD_KEPT], f)
    for form in LABEL2_FORMS:
        c.each("label2", v, [form.replace("{L}", L) for L in LABEL2], f)
        k.each("label2", v, [form.replace("{L}", L) for L in LABEL2_KEPT], f)
    for sp in SPACERS:
        for box in ("\\boxed{{{v}}} ", "$\\boxed{{{v}}}$ "):
            c.each("spaced", v, [box + sp + " (" + x + ")"
                                 for x in SPACED_DISOWN], f)
            c.add("spaced", v, f(box + sp + " draft", v))
            if "hspace" not in sp:	# refused on main, kept or not
                k.each("spaced", v, [box + sp + " (" + x + ")"
                                     for x in SPACED_KEPT], f)
    c.each("expected", v, EXPECTED, f)
    k.each("expected", v, EXPECTED_KEPT, f)
    for t, pr in EXPECTED_ASKED:	# an expectation the problem asks
        k.add("expected", v, (f(t, v), pr))


def fill(t, v, o):
    return t.format(v=v, o=o, w=str(int(v) + 7))


def unicode_rows(c, v):
    for op in UNI_OPEN:
        for s in STROKES:
            c.add("unicode", v, op.format(x="".join(d + s for d in v)))
        rev = v[::-1]
        for a, b in (("\u202e", "\u202c"), ("\u2067", "\u2069")):
            c.add("unicode", rev, op.format(x=a + v + b))
        for s in SPLITS:
            x = v[:1] + s + v[1:]
            c.add("unicode", v[:1], op.format(x=x))
            c.add("unicode", v[1:], op.format(x=x))
        c.add("unicode", v, op.format(x=v[:-1] + v[-1].translate(SUP)))
        c.add("unicode", v, op.format(x=v[:1] + v[1:].translate(SUP)))
        c.add("unicode", v, op.format(x="x" + v.translate(SUB)))
        c.add("unicode", v, op.format(x=v[:1] + v[1:].translate(SUB)))
        c.add("unicode", v, op.format(x=v + "⁰"))
        for i, d in enumerate(v):
            for l in LOOK.get(d, []):
                c.add("unicode", v, op.format(x=v[:i] + l + v[i + 1:]))
        # a Bengali 4 looks like an 8, its 7 like a 9
        if "4" in v or "7" in v:
            c.add("unicode", v.replace("4", "8").replace("7", "9"),
                  op.format(x=v.translate(BENGALI)))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        o = str(int(v) - 1)
        for fam, ts in (("markdown", MARKDOWN), ("latexhide", LATEXHIDE),
                        ("cases", CASES), ("attrib", ATTRIB),
                        ("dialogue", DIALOGUE)):
            c.each(fam, v, ts, lambda t, v: fill(t, v, o))
        for fam, ts in (("markdown", MARKDOWN_KEPT),
                        ("latexhide", LATEXHIDE_KEPT),
                        ("unlisted", LISTED_KEPT)):
            k.each(fam, v, ts, lambda t, v: fill(t, v, o))
        for lang in sorted(UNLISTED):
            c.each("unlisted", v, UNLISTED[lang],
                   lambda t, v: fill(t, v, o))
        unicode_rows(c, v)
        for intro in LIST_INTROS:
            for mark in LIST_MARKS:
                for vals in LIST_VALS:
                    items = vals(v, o, str(int(v) + 7))
                    body = "\n".join(mark(j + 1) + x
                                      for j, x in enumerate(items))
                    c.add("list", v, (intro + "\n" if intro else "") + body)
        k.each("list", v, LIST_KEPT, lambda t, v: fill(t, v, o))
        c.each("point", v, [ph + at for ph in POINT_PHRASE
                            for at in POINT_AT],
               lambda t, v: fill(t, v, o))
        for t, pr in POINT_KEPT:
            k.add("point", v, fill(t, v, o) if pr is None else
                  (fill(t, v, o), pr))
        for f in LABEL_FORMS:
            c.each("label", v, [f.replace("{L}", L) for L in LABELS],
                   lambda t, v: fill(t, v, o))
        k.each("label", v, LABEL_KEPT, lambda t, v: fill(t, v, o))
        for f in ASIDE_FORMS:
            c.each("aside", v, [f.replace("{x}", x) for x in ASIDE_WORDS],
                   lambda t, v: fill(t, v, o))
        k.each("aside", v, ASIDE_KEPT, lambda t, v: fill(t, v, o))
        c.each("heading", v, ["## Step 3: %s\n\n\\boxed{{{v}}}" % h
                              for h in HEAD_WORDS],
               lambda t, v: fill(t, v, o))
        for op in FRAME_OPEN:
            c.each("frame", v, [op + " " + ph for ph in BELIEF_PHRASE],
                   lambda t, v: fill(t, v, o))
        k.each("frame", v, FRAME_KEPT, lambda t, v: fill(t, v, o))
        for op in BELIEF_OPEN:
            c.each("belief", v, [op + " " + ph for ph in BELIEF_PHRASE],
                   lambda t, v: fill(t, v, o))
        k.each("belief", v, BELIEF_KEPT, lambda t, v: fill(t, v, o))
        for f in HEAD_FORMS:
            c.each("heading", v, [f.replace("{h}", h) for h in HEAD_WORDS],
                   lambda t, v: fill(t, v, o))
            k.each("heading", v, [f.replace("{h}", h) for h in HEAD_KEPT],
                   lambda t, v: fill(t, v, o))
        twin_rows(c, k, v, o)
    return c.out, k.out


def main():
    verify_run.usage("hostile_red15")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red15", vs,
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
