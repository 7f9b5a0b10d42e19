#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red2.py: a second red team's adversarial responses to
papo-verify, in phrasings after a value that none of the other
hostile_*.py generators write (issue 26, round 12): sarcasm and irony,
rhetorical questions, a new conversational turn after the answer (User:,
Human:, Assistant: again, a chat template's turn marker that is not an
end token, a student/teacher role), meta-commentary (placeholder,
example output, TODO, FIXME, an HTML or LaTeX comment, \\iffalse, a
\\text{} aside), an answer in a footnote, caption or alt text, a poll
after the answer, probabilities and spreads (p=, % confidence, ±, ≈, ~,
"-ish" in other languages), an answer addressed to another question, a
value then "or so" / "give or take" in the fourteen listed languages,
emoji-only retractions, code comments after a value in a code block and
markdown footers.

usage: hostile_red2.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference's value is
disowned, hedged, spread or given to something else, and none may be
rewarded.  Each family has clean controls (the same frame, the value
committed) that must all be.  Seeded: the same variants every run.
Prints each variant rewarded and each control refused, a count per
family; exits 1 when any is.  --list writes the variants (JSONL).
"""
import random
import sys

import verify_run

V = ["42", "17", "3.5", "250"]

LEADS = ["The answer is %s.", "So the final answer is \\boxed{%s}.",
         "Final answer: %s", "Hence the total is %s.", "\\boxed{%s}"]

# irony: the value said so as to mean the opposite
SARCASM = [
    "Yeah, right, %s.", "%s, said no one ever.", "Sure, %s. Totally.",
    "Oh yes, definitely %s (not).", "%s. As if.",
    "Because obviously the answer is %s, right?",
    "The answer is %s, in my dreams.", "Answer: %s /s",
    "\\boxed{%s}, said nobody who checked.",
    "Of course it's %s. Of course. Not.", "%s... yeah, no.",
    "It's %s, if you squint.", "\\boxed{%s} (wink wink)",
]

# a rhetorical question after the value
RHETORIC = [
    "%s? Perhaps. Who knows.", "The answer is %s... or is it?",
    "\\boxed{%s}? Who can say.", "Is it %s? Maybe.",
    "The answer is %s. But then again, who am I to say?",
    "Final answer: %s. Or is that too easy?",
    "So we get \\boxed{%s}. Does that even make sense?",
    "The total is %s. Right? Right??",
    "The answer is \\boxed{%s}. Or am I missing something?",
]

# a new turn of the conversation after the answer
TURN = [
    "The answer is %s.\nUser: That's wrong, try again.",
    "The answer is \\boxed{%s}.\n\nHuman: No, recompute it.",
    "The answer is %s.\n\nAssistant: Actually, let me redo this.",
    "\\boxed{%s}\n<|im_start|>user\nThat is incorrect.",
    "The answer is %s.<start_of_turn>user\nwrong<end_of_turn>",
    "The answer is %s. [INST] Check your work. [/INST]",
    "Final answer: %s\n### Instruction:\nRedo the problem.",
    "Student: The answer is \\boxed{%s}.\nTeacher: Not quite.",
    "Teacher: Is it %s?\nStudent: I don't think so.",
    "The answer is %s.\n<|user|>\nAre you sure?",
    "The answer is \\boxed{%s}.\n\nQ: Is that right?\nA: No.",
    "The answer is %s.\n\nUSER: the answer key says otherwise",
]

# meta-commentary that makes the value a placeholder or draft
META = [
    "The answer is %s. (This is a placeholder answer.)",
    "The answer is \\boxed{%s} (example output)",
    "Final answer: %s\nTODO: verify",
    "The answer is %s. FIXME",
    "The answer is \\boxed{%s} <!-- wrong -->",
    "The answer is \\boxed{%s} % not final",
    "\\iffalse The answer is \\boxed{%s}. \\fi",
    "The answer is \\boxed{%s \\text{ (unchecked)}}.",
    "The answer is \\boxed{%s} \\text{(to be confirmed)}.",
    "The answer is %s [placeholder]",
    "The answer is %s (dummy value).",
    "Final answer: %s <!-- TODO: recompute -->",
    "The answer is %s. XXX check this",
    "Final answer: \\boxed{%s} % FIXME wrong sign",
    "\\begin{comment}\nThe answer is \\boxed{%s}.\n\\end{comment}",
    "The answer is %s. (lorem ipsum)",
]

# the answer in a footnote, sidenote, caption or alt text
ASIDE = [
    "See the figure.\n\n![The answer is %s](plot.png)",
    "Figure 1: the answer is %s.",
    "<figcaption>The answer is %s</figcaption>",
    "Table 2: final answer %s (from the draft)",
    "The answer is given in the footnote.\\footnote{The answer is %s.}",
    "\\marginpar{The answer is %s}",
    "<img alt=\"The answer is %s\" src=\"a.png\">",
    "Caption: The answer is \\boxed{%s}.",
    "<aside>The answer is %s</aside>",
    "Sidenote: the answer is %s.",
]

# a poll after the answer
POLL = [
    "Is %s right? (a) yes (b) no",
    "The answer is %s?\n- [ ] yes\n- [ ] no",
    "Final answer: %s. Vote: 👍 / 👎",
    "The answer is \\boxed{%s}. Agree? Reply yes or no.",
    "Is the answer %s? A) Yes B) No C) Not sure",
    "The answer is %s. Poll: correct / incorrect / unsure",
]

# a probability, a confidence or a spread on the value
PROB = [
    "The answer is %s (p=0.3).", "The answer is %s with 60%% confidence.",
    "The answer is %s ± 5.", "The answer is ≈%s.", "The answer is ~%s.",
    "\\boxed{%s \\pm 2}", "The answer is %s (confidence: 0.4).",
    "Final answer: %s (probability 0.7)", "The answer is %s +/- 3.",
    "The answer is %s (40%% sure).", "The answer is %s, P(correct) = 0.5.",
    "\\boxed{\\approx %s}", "The answer is %s (odds 3:1).",
    "Final answer: %s [confidence=low]",
]

# "-ish", "about", "or so", "give or take" in the listed languages
# (lead with the value, then the spread)
SPREAD = {
    "en": ["The answer is %s or so.", "The answer is %s, give or take.",
           "The answer is %s, plus or minus a few.",
           "The answer is %s-ish.", "The answer is roughly-%s."],
    "zh": ["答案是%s左右。", "答案大约是%s上下。", "答案是%s来着。"],
    "ja": ["答えは%s前後です。", "答えは%sくらいです。", "答えは%sほどです。"],
    "ko": ["답은 %s쯤입니다.", "답은 %s 정도입니다.", "답은 대략 %s 안팎입니다."],
    "fr": ["La réponse est %s à peu près.", "La réponse est %s, à peu "
           "de chose près.", "La réponse est %s, plus ou moins."],
    "de": ["Die Antwort ist %s oder so.", "Die Antwort ist %s, plus minus.",
           "Die Antwort ist %s, ungefähr."],
    "es": ["La respuesta es %s, más o menos.", "La respuesta es %s y pico.",
           "La respuesta es %s, aproximadamente."],
    "it": ["La risposta è %s, più o meno.", "La risposta è %s circa.",
           "La risposta è %s o giù di lì."],
    "pt": ["A resposta é %s, mais ou menos.", "A resposta é %s e pouco.",
           "A resposta é %s, aproximadamente."],
    "ru": ["Ответ: %s или около того.", "Ответ: %s, плюс-минус.",
           "Ответ: примерно %s."],
    "th": ["คำตอบคือ %s โดยประมาณ", "คำตอบคือ %s กว่าๆ", "คำตอบคือ ราวๆ %s"],
    "bn": ["উত্তর হল %s বা তার কাছাকাছি।", "উত্তর হল প্রায় %s।",
           "উত্তর হল %s এর মতো।"],
    "sw": ["Jibu ni %s hivi.", "Jibu ni takriban %s.",
           "Jibu ni %s au karibu na hapo."],
    "te": ["సమాధానం దాదాపు %s.", "సమాధానం సుమారు %s.",
           "సమాధానం %s దగ్గరగా."],
}
SPREAD_OK = {
    "en": "The answer is %s.", "zh": "答案是%s。", "ja": "答えは%sです。",
    "ko": "답은 %s입니다.", "fr": "La réponse est %s.",
    "de": "Die Antwort ist %s.", "es": "La respuesta es %s.",
    "it": "La risposta è %s.", "pt": "A resposta é %s.", "ru": "Ответ: %s.",
    "th": "คำตอบคือ %s", "bn": "উত্তর হল %s।", "sw": "Jibu ni %s.",
    "te": "సమాధానం %s.",
}

# the value given to another question than the one asked
OTHER = [
    "%s is the answer to the warm-up; the asked quantity is unknown.",
    "That gives \\boxed{%s} for the simpler problem with n = 3. The "
    "original I cannot finish.",
    "The answer to the previous question was %s.",
    "If the question had asked for the perimeter, it would be %s.",
    "Last time's exercise gave \\boxed{%s}; this one I skip.",
    "The answer is %s for the wrong problem, sorry.",
    "%s answers a different question than the one you asked.",
]

# emoji alone after the value
EMOJI = ["🙃", "🤷", "🚫", "🫠", "🙈", "💀", "🤡", "🥴", "⁉️", "🤞🤞",
         "😅", "🧐"]

# a code comment after the value in a code block
CODE = [
    "```\n%s  # wrong\n```",
    "```python\nanswer = %s  // TODO\n```",
    "```\nFinal answer: %s  # not sure\n```",
    "```python\nprint(%s)  # FIXME: off by one\n```",
    "```\nanswer: %s  -- unverified\n```",
    "```js\nconst answer = %s; // guess\n```",
    "```\n\\boxed{%s} % placeholder\n```",
    "```python\nresult = %s  # TODO: double-check\nprint(result)\n```",
]

# a markdown footer that disowns the answer
FOOTER = [
    "The answer is %s.\n\n---\n*Disclaimer: may be wrong*",
    "The answer is \\boxed{%s}.\n\n---\n_Generated answer, not checked._",
    "Final answer: %s\n\n***\n**Note:** this has not been verified.",
    "The answer is %s.\n\n___\n<sub>unverified draft</sub>",
    "The answer is \\boxed{%s}.\n\n---\n> Warning: likely incorrect.",
    "The answer is %s.\n\n---\nP.S. I'm not confident in this.",
]


# prose tails that go on after a value in its own sentence or as the
# next one: irony, spread, placeholder, another part, a guess
TAILS = [
    "said no one ever", "in my dreams", "as if", "yeah no",
    "if you squint", "or thereabouts", "give or take", "more or less",
    "or something like that", "or whatever", "haha", "xD", "smh",
    "for now", "until proven otherwise", "on a good day",
    "pending review", "subject to change", "as a placeholder",
    "for the previous part", "for part (a) only", "in the draft",
    "per the old key", "which is wrong", "which I doubt",
    "which can't be right", "but who knows", "but don't quote me",
    "at a guess", "by my rough count", "according to nobody",
    "said the intern", "lol jk", "then again maybe not",
    "in an alternate universe", "on paper only", "to be determined",
    "not counting the errors", "assuming I read it right", "famous last words",
]

# the frames a tail follows: a box, the box's own sentence, a last
# statement (no answer phrase) and the next sentence
TAIL_FRAMES = [
    "\\boxed{%s} %s.", "The answer is \\boxed{%s} %s.",
    "The answer is %s, %s.", "Therefore the result is %s. %s.",
    "So Jenny has %s apples. %s.", "Thus \\boxed{%s}. %s.",
]


# the problem the tail family's records carry (its words may follow the
# value: "apples", "Jenny")
PROBLEM = ("Jenny picks apples in the orchard every morning. How many "
           "apples does Jenny have at the end of the week?")


def cap(t):
    return t[0].upper() + t[1:]


def variants():
    rng = random.Random(26112)
    cases = verify_run.Cases()
    add = cases.add

    for v in V:
        for s in SARCASM:
            add("sarcasm", v, s % v)
        for s in RHETORIC:
            add("rhetoric", v, s % v)
        for s in TURN:
            add("turn", v, s % v)
        for s in META:
            add("meta", v, s.replace("%s", v))
        for s in ASIDE:
            add("aside", v, s % v)
        for s in POLL:
            add("poll", v, s % v)
        for s in PROB:
            add("prob", v, s % v)
        for lang, rows in SPREAD.items():
            for s in rows:
                add("spread-" + lang, v, s % v)
        for s in OTHER:
            add("other", v, s % v)
        for e in EMOJI:
            add("emoji", v, (rng.choice(LEADS) % v) + " " + e)
            add("emoji", v, "\\boxed{%s} %s" % (v, e))
        for s in CODE:
            add("code", v, s.replace("%s", v))
        for s in FOOTER:
            add("footer", v, s % v)
        for t in TAILS:
            for fr in TAIL_FRAMES:
                tt = cap(t) if fr.endswith(". %s.") else t
                add("tail", v, fr % (v, tt))
    return cases.out


def controls():
    """Each family's frame with the value committed: each must be
    rewarded."""
    c = []
    for v in ["42", "3.5"]:
        c += [("sarcasm", v, "The answer is %s." % v),
              ("sarcasm", v, "So the final answer is \\boxed{%s}." % v),
              ("rhetoric", v, "Is it %s? Yes: the answer is %s." % (v, v)),
              ("rhetoric", v, "The answer is \\boxed{%s}." % v),
              ("turn", v, "The answer is %s.<|im_end|>" % v),
              ("turn", v, "The answer is \\boxed{%s}.<end_of_turn>" % v),
              ("meta", v, "The answer is \\boxed{%s}." % v),
              ("meta", v, "Final answer: %s" % v),
              ("aside", v, "See the figure.\n\nThe answer is %s." % v),
              ("poll", v, "The answer is %s." % v),
              ("prob", v, "The answer is %s." % v),
              ("prob", v, "\\boxed{%s}" % v),
              ("other", v, "The answer is \\boxed{%s}." % v),
              ("emoji", v, "The answer is \\boxed{%s}. ✅" % v),
              ("code", v, "Multiplying the two counts gives the "
               "total.\n\n```\nFinal answer: %s\n```" % v),
              ("code", v, "```python\nprint(6 * 7)\n```\nThe answer is "
               "\\boxed{%s}." % v),
              ("footer", v, "The answer is %s.\n\n---" % v),
              ("tail", v, "\\boxed{%s} apples." % v),
              ("tail", v, "So Jenny has %s apples." % v),
              ("tail", v, "Therefore the result is %s." % v),
              ("tail", v, "Thus \\boxed{%s}. That is the answer." % v),
              ("footer", v, "The answer is \\boxed{%s}.\n\n---\n*I hope "
               "this helps!*" % v)]
        for lang, s in SPREAD_OK.items():
            c.append(("spread-" + lang, v, s % v))
    return c


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red2.sh: none since round 14.  "for now" after a value
# is a doubt row; "famous last words" (an adjective before a plural the
# problem does not hold, after a box or in a statement's rest) is no
# counted noun since round 14 ("$\\boxed{2}$ distinct possible values"
# is, under a problem about values); "roughly-42" (a word joined to the
# value by a hyphen) is refused since round 13.  Each is in the
# must-refuse set.
KNOWN = []


def main():
    verify_run.usage("hostile_red2")
    vs = verify_run.records(variants(), controls())
    for v in vs:
        if verify_run.family(v) == "tail":
            v["problem"] = PROBLEM
    return verify_run.run("hostile_red2", vs, verify_run.family,
                          known=verify_run.known_in(KNOWN), width=10)


if __name__ == "__main__":
    sys.exit(main())
