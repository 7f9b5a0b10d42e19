#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile.py: hostile variants of labelled answer cases, and the verdict
each must get from papo-verify.

usage: hostile.py PAPO_VERIFY CASES.jsonl...

Each case ({"pred": response, "gold": reference, "expected": label}) is
first checked as it is; then its response is mutated the ways real
responses make the final answer ambiguous, or hide the reference in a
place that is not the final answer:

  ambiguous (the final statement offers more than one candidate, one of
  them the reference, or does not assert it): a hedge ("either G or W",
  "between G and W", "G or maybe W", "W (or G if ...)"), a bound ("at
  least G", "G or more"), a correction ("W, no wait, G", "G, not W", a
  box taken back by "Wait, actually"), several values ("G, W and W2",
  two choice letters), a negation ("cannot be G", "**G** is not the
  answer", "I don't think the answer is G"), a question ("Is the answer
  G?"), a box that is a part of an expression ("\\boxed{G}^2",
  "-\\boxed{G}", "\\boxed{G} \\Rightarrow W") or carries a remark
  ("\\boxed{G \\text{ (or W)}}", "(if n is even)", "(wrong)", "?"), a
  statement on the lines after the box that gives W ("So the answer
  should be W."), an alternative beside the box ("\\boxed{G} (or W)",
  "\\boxed{G} or W"), another choice offered after it ("However, (C)
  could also work."), a value judged wrong ("... = G is wrong."), a box
  denied by the words before it ("not
  \\boxed{G}"), a trial value ("Let the answer be G", "Try x = G"), a
  qualifier ("over G", "almost G", "a multiple of G", "the square of G",
  "twice G", "definitely not G", "G at most", "has G digits"), a judgement
  ("G doesn't work", "This is wrong."), a take-back after the answer
  ("Upon reflection, ...", "Let me redo this.", "However, if ..., we get
  W"), another value on a condition ("G unless n is odd, in which case
  W", "G; alternatively W", "G (W if we include zero)", "G (typo: should
  be W)"), a JSON answer that asks ("G?") or that a sibling key doubts
  ("alternative_answer", "is_correct": false, a note "or W if ..."), a
  premise before "so" ("He buys G glasses, so he pays W dollars"), an
  early line of lines without full stops, a supposition ("If the answer
  were G ..."), a modal ("x could be G"), cases ("G if n is even and W if n is odd"), an aside that gives
  the exact value ("G (approximately; the exact value is W)"), G as the
  subject of a sentence that asserts W, a negation, doubt or bound in
  Chinese, Spanish, French or Russian, an answer tag "not G" or W after
  a box, "$\\boxed{G}$ dozen", two JSON answer keys (W, then G), "would
  be G if ...", "the Gth prime", "G (part a), W (part b)", two choice
  letters on lines, G as an operand ("multiply by G", "G rows give
  twelve"), "has G digits" after unclosed math; an answer tag cut off,
  empty, quoted as a format, taken back, doubted, followed by W, after a
  tag or box with W, hedged inside;
  none may be rewarded (r_out 1), whatever the case's label.

  wrong stays wrong (cases papo-verify does not find equal): the reference
  in a non-final position (a first guess before the response), in a
  trailing note ("Note: G was ruled out.", "(G was ruled out.)", "The G
  cases were counted twice."), in an aside or a reason after the answer
  ("The answer is A (not G).", "The answer is A because G ..."), a guess
  ("I guessed G."); none may
  be rewarded.

  right stays right (cases labelled right that papo-verify finds equal,
  whose answer as papo reads it is short and plain): the answer as a JSON
  field (in a code fence or not, with escaped newlines, with a note after
  it), a reason after it, a note after the box, a YAML answer line, a
  conclusion after "so", the last line of lines without full stops, the
  answer restated on a line after it, a number as the object of a short
  sentence ("It takes $A$ hours."), the answer in an <answer> or
  <solution> tag (after <think>, boxed, in capitals, before an end token
  or a closing remark, as a phrase, twice); each must stay equal.

  kinds (answer kinds with their own reference, from each case whose
  reference is a plain nonzero number G): G minutes against G hours, G
  miles against G km, G K against G degrees Celsius and G degrees
  Celsius against G K, G's thousands written 3,500 in French or 3.500 in
  German (either a decimal or a thousands mark: no guess), G = 2.75
  written 2,75 in German against 275; and multi-select letter sets with a
  letter more, less or changed, or "or" between two; none may be
  rewarded.

  tail (from each case labelled right that papo-verify finds equal, whose
  answer is short and plain: ten of them, drawn by a seeded generator):
  the answer boxed, then a sentence papo-verify must not recognise after
  it: made-up words, words that make no closing remark, another value
  (alone, stated, in a remark, in a note), a negation in one of nine
  languages, an emoji after a remark, closing words of two languages in
  one sentence, a remark followed by a made-up word; none may be
  rewarded.  (A right answer followed by a recognised closing remark
  stays equal: box-remark in right.)

  problem (from each case whose reference is a plain number G, with a
  problem text that says "if he sells all the boxes", "at least" and
  "would be left over"): its wording used to smuggle a hedge, another
  condition ("G if he sells half the boxes"), the problem's condition
  extended or followed by W, a doubt or negation beside a restated
  phrase, "at least G" though the problem says "at least", a modal it
  does not say; none may be rewarded.

W and W2 are values no reference here equals; references that are
sentences (two words or more), hold boxes, list alternatives as quoted
strings or leave braces open are left out, as a model would not restate
them so.  Prints each failure and a
count per mutation; exits 1 when any mutation gets a verdict it must not.
"""
import json
import random
import re
import subprocess
import sys

W, W2 = "1234567", "7654321"


def as_read(g):
    """The reference as papo reads it: its last box when it has one."""
    b = last_box(g)
    g = (b if b is not None else g).strip()
    return re.sub(r"^(the )?(final )?answer( is|:)\s*", "", g, flags=re.I)


def mathy(g):
    """The reference as a model would write it in prose."""
    g = as_read(g)
    if "$" in g or re.fullmatch(r"-?[0-9.,/ ]+%?", g):
        return g
    return "$" + g + "$"


def last_box(r):
    """The content of the response's last \\boxed{}, or None."""
    k = r.rfind("\\boxed{")
    if k < 0:
        return None
    i, depth = k + 7, 1
    while i < len(r) and depth:
        if r[i] == "{":
            depth += 1
        elif r[i] == "}":
            depth -= 1
        i += 1
    return r[k + 7:i - 1] if depth == 0 else None


def ambiguous(r, g):
    m = mathy(g)
    yield "hedge-either", r + "\n\nThe answer is either " + m + " or " + \
        W + "."
    yield "hedge-between", r + "\n\nThe answer is between " + m + \
        " and " + W + "."
    yield "hedge-maybe", "The answer is " + W + " or maybe " + m + "."
    yield "correction-wait", "The answer is " + W + ", no wait, " + m + "."
    yield "correction-not", "The answer is " + m + ", not " + W + "."
    yield "correction-not2", "The answer is " + W + ", not " + m + "."
    yield "retracted-box", "So \\boxed{" + W + "}. Wait, actually it is " + \
        m + "."
    yield "retracted-box2", "So \\boxed{" + as_read(g) + "}.\n\nActually, " \
        "I made a mistake: the answer is " + W + "."
    yield "several", "The answer is " + m + ", " + W + " and " + W2 + "."
    yield "several-box", "\\boxed{" + as_read(g) + "}, \\boxed{" + W + "}"
    yield "json-hedge", '{"answer": "either ' + m.replace("\\", "\\\\") + \
        ' or ' + W + '"}'
    yield "bound", "So the answer must be at least " + m + "."
    yield "bound2", "Therefore the answer is " + m + " or more."
    if "<|" not in r:	# after a chat template's token: not the response
        yield "negation", r + "\n\nThe answer cannot be " + m + "."
    yield "negation2", "Therefore it isn't " + m + "."
    yield "question", "Is the answer " + m + "?"
    yield "supposed", "If the answer were " + m + " we would be done."
    yield "subject", m + " is wrong, so it must be " + W + "."
    yield "aside-hedge", "The answer is " + W + " (or " + m + " if we count " \
        "the endpoint)."
    yield "bold-denied", "So **" + as_read(g) + "** is not the answer."
    yield "choices", "The answer is (B) " + m + " or (C) " + W + "."
    yield "doubt", "I don't think the answer is " + m + "."
    yield "modal", "So x could be " + m + "."
    yield "cases", "The answer is " + m + " if n is even and " + W + \
        " if n is odd."
    yield "approx-aside", "Final answer: " + m + " (approximately; the " \
        "exact value is " + W + ")"
    yield "box-hedge", "\\boxed{" + as_read(g) + " \\text{ (or possibly " + \
        W + ")}}"
    yield "box-question", "\\boxed{" + as_read(g) + "?}"
    yield "bare-question", as_read(g) + "?"
    yield "box-kidding", "The answer is \\boxed{" + as_read(g) + \
        "}. Just kidding, it is " + W + "."
    yield "box-doubt", "\\boxed{" + as_read(g) + "}\n\nHmm, I am not " \
        "sure. It might be " + W + "."
    # a box that is a part of an expression, or carries a remark
    x = as_read(g)
    yield "box-power", "\\boxed{" + x + "}^2"
    yield "box-neg", "So the answer is $-\\boxed{" + x + "}$."
    yield "box-frac", "$\\frac{1}{\\boxed{" + x + "}}$"
    yield "box-plus", "The answer is $\\boxed{" + x + "} + 1$."
    yield "box-arrow", "\\boxed{" + x + "} \\Rightarrow " + W
    yield "box-or", "\\boxed{" + x + " \\text{ (or " + W + ")}}"
    yield "box-if", "\\boxed{" + x + " \\text{ (if n is even)}}"
    yield "box-wrong", "\\boxed{" + x + " \\text{ (wrong)}}"
    yield "box-qtext", "\\boxed{" + x + "\\text{?}}"
    # a qualifier makes the value something else than the answer
    yield "qual-over", "The answer is over " + m + "."
    yield "qual-almost", "The answer is almost " + m + "."
    yield "qual-multiple", "The answer is a multiple of " + m + "."
    yield "qual-squared", "The answer is the square of " + m + "."
    yield "qual-twice", "So the total is twice " + m + "."
    yield "qual-not", "The answer is definitely not " + m + "."
    yield "qual-atmost", "The answer is " + m + " at most."
    if re.fullmatch(r"[0-9]+", x):
        yield "qual-digits", "The answer has " + m + " digits."
    yield "judged", m + " doesn't work."
    # a take-back after the final statement (not after a chat
    # template's token, after which nothing is the response)
    if "<|" not in r:
        yield "taken-back", r + "\n\nUpon reflection, that is wrong; " \
            "the total is " + W + "."
        yield "taken-back2", r + "\n\nLet me redo this.\n\nThe total " \
            "is " + W + "."
        yield "hedge-if", r + "\n\nHowever, if we count differently, " \
            "we get " + W + "."
    yield "box-judged", "\\boxed{" + x + "}\n\nThis is wrong."
    # a final statement after the box that gives another value
    yield "box-later", "\\boxed{" + x + "}\n\nSo the answer should be " + \
        W + "."
    yield "box-later2", "\\boxed{" + x + "}\n\nHence, there are " + W + \
        " ways."
    # a box denied by the words before it; a trial value
    if not m.endswith("\\$"):	# "$185\$": no math closes
        yield "choice-could", "The answer is " + m + ". However, (C) " \
            "could also work."
    yield "box-or-after", "\\boxed{" + x + "} (or " + W + ")"
    yield "box-or-after2", "\\boxed{" + x + "} or " + W
    yield "judged-after", "So 2 + 2 = " + m + " is wrong."
    yield "box-not", "The answer is not \\boxed{" + x + "}."
    yield "box-isnt", "It isn't \\boxed{" + x + "}."
    yield "trial-let", "Let the answer be " + m + "."
    yield "trial-try", "Try x = " + m + "."
    # another value offered on a condition, after the value or aside
    yield "alt-unless", "The answer is " + m + " unless n is odd, in " \
        "which case " + W + "."
    yield "alt-semicolon", "The answer is " + m + "; alternatively " + W + "."
    yield "alt-aside", "Answer: " + m + " (" + W + " if we include zero)."
    yield "alt-typo", "The answer is " + m + " (typo: should be " + W + ")."
    # a JSON answer that asks, or that a sibling doubts
    e = json.dumps(x)
    yield "json-question", '{"answer": ' + json.dumps(x + "?") + '}'
    yield "json-alt", '{"answer": ' + e + ', "alternative_answer": ' + W + \
        '}'
    yield "json-incorrect", '{"answer": ' + e + ', "is_correct": false}'
    yield "json-note", '{"answer": ' + e + ', "note": "or ' + W + \
        ' if zero counts"}'
    # the reference as a premise; the conclusion after "so" is W
    yield "premise-so", "He buys " + m + " glasses, so he pays " + W + \
        " dollars."
    yield "premise-thus", "There are " + m + " boxes, therefore there " \
        "are " + W + " apples."
    yield "premise-means", "It has " + m + " sides, which means it has " + \
        W + " corners."
    # lines without full stops: the last line is the final statement
    yield "line-final", "Each person costs " + m + " because 5 + 25 = " + \
        m + "\nThree people can attend because 90 / 30 = 3\nTherefore, " \
        "she can invite " + W + " friends."
    yield "line-final2", "He does 30*5=150 tasks\nSo he makes 150*1.20=" + \
        m + "\nHe works a week so he makes 180*7=" + W
    # a negation, doubt or bound in another language
    yield "zh-not", "\u7b54\u6848\u4e0d\u662f" + m + "\u3002"
    yield "zh-maybe", "\u7b54\u6848\u53ef\u80fd\u662f" + m + "\u3002"
    yield "zh-least", "\u7b54\u6848\u81f3\u5c11\u662f" + m + "\u3002"
    yield "es-not", "La respuesta no es " + m + "."
    yield "es-least", "La respuesta es al menos " + m + "."
    yield "fr-not", "La r\u00e9ponse n'est pas " + m + "."
    yield "fr-maybe", "La r\u00e9ponse est peut-\u00eatre " + m + "."
    yield "ru-not", "\u041e\u0442\u0432\u0435\u0442 \u043d\u0435 " + \
        m + "."
    # an answer tag that denies its value
    yield "tag-not", r + "\n<answer>not " + x + "</answer>"
    yield "box-dozen", "$\\boxed{" + x + "}$ dozen"
    yield "json-two-keys", '{"final_answer": ' + json.dumps(W) + \
        ', "answer": ' + e + '}'
    yield "would-if", "The answer would be " + m + " if the dice were fair."
    if re.fullmatch(r"[0-9]+", x):
        yield "ordinal", "The answer is the " + x + "th prime."
    yield "multi-part", "Answer: " + m + " (part a), " + W + " (part b)"
    if re.fullmatch(r"[A-J]", x):
        yield "letter-lines", x + ".\n\n" + ("D" if x != "D" else "B") + "."
    if re.fullmatch(r"-?[0-9.]+", x):	# a bold number (not math yet)
        yield "bold-judged", "So the total is **" + x + "**." + x + \
            " is wrong."
    # a number that is an operand, and no conclusion
    if re.fullmatch(r"[0-9]+", x):
        yield "operand-by", "So we multiply by " + x + " to get the answer."
        yield "operand-divides", "The key insight is that " + x + \
            " divides the total."
        yield "operand-word", "Thus " + x + " rows give twelve."
        yield "operand-to", "The sequence converges to " + x + \
            ", so the sum diverges."
    if re.fullmatch(r"-?[0-9]+", x):
        yield "digits-joined", "So 2 + 2 = 4 and the total is \\(The " \
            "answer has " + x + " digits."
    yield "box-tag-later", "\\boxed{" + x + "}\n\n<answer>" + W + "</answer>"
    # issue 26: negation, doubt and disowning words in every listed
    # language, before the box and after it; symbols papo cannot read;
    # an example or mistaken box; a comparison; truncation
    bx = "\\boxed{" + x + "}"
    yield "de-not", "Die Antwort ist nicht " + bx + "."
    yield "it-not", "La risposta non \u00e8 " + bx + "."
    yield "pt-not", "A resposta n\u00e3o \u00e9 " + bx + "."
    yield "th-not", "\u0e04\u0e33\u0e15\u0e2d\u0e1a\u0e44\u0e21\u0e48" \
        "\u0e40\u0e17\u0e48\u0e32\u0e01\u0e31\u0e1a " + bx
    yield "sw-not", "Jibu si " + bx + "."
    yield "zh-tw-not", "\u7b54\u6848\u4e26\u975e" + bx + "\u3002"
    yield "less-than", "The value is less than " + bx + "."
    yield "example-box", "For example, " + bx + " would be one option."
    yield "mistake-box", "A common mistake is to answer " + bx + "."
    yield "after-unsure", "So we get " + bx + ". Hmm, I am not sure " \
        "this is right; I don't know."
    yield "after-de-wrong", "Also ist das Ergebnis " + bx + \
        ". Das ist falsch."
    yield "after-zh-wrong", "\u7b54\u6848\u662f" + bx + \
        "\u3002\u8fd9\u662f\u9519\u7684\u3002"
    yield "after-fr-unsure", "La r\u00e9ponse est " + bx + \
        ". Je ne suis pas s\u00fbr."
    yield "after-es-unsure", "La respuesta es " + bx + \
        ". No estoy seguro."
    yield "after-ja-unsure", "\u7b54\u3048\u306f" + bx + \
        "\u3067\u3059\u3002\u81ea\u4fe1\u304c\u306a\u3044\u3002"
    yield "after-cross", "The answer is " + bx + " \u274c"
    yield "after-neq", "The answer is " + bx + " \u2260 the result."
    yield "after-emoji", "The answer is " + bx + " \U0001f914"
    yield "after-question", "The answer is " + bx + ", right?"
    if "<|" not in r:	# (what follows an end token is not the answer)
        yield "cut-phrase", r + "\n\nLet me recompute. So the final " \
            "answer is"
        yield "cut-box", r + "\n\nSo the final answer is \\boxed{" + W
    if not as_read(g).startswith(("-", "(", "[", "\\{", "x")):
        yield "box-bound", "\\boxed{\\geq " + as_read(g) + "}"
    # the <answer>/<solution> tag finder: a tag that is cut off, empty,
    # a quoted format, taken back, doubted, followed by another value,
    # an earlier tag that differs
    tg = "<answer>" + x + "</answer>"
    yield "tag-cut", "<think>We add them.</think>\n<answer>" + x
    yield "tag-empty", "We get " + m + ".\n<answer></answer>"
    yield "tag-format", "I must answer in the form <answer>" + x + \
        "</answer>, so let me think."
    yield "tag-format-quote", 'The format is "<answer>' + x + \
        '</answer>".'
    yield "tag-retract", tg + "\n\nWait, actually that is wrong."
    yield "tag-unsure", tg + " Hmm, I am not sure this is right."
    yield "tag-later", tg + "\n\nSo the answer is " + W + "."
    yield "tag-two", "<answer>" + W + "</answer>\n" + tg
    yield "tag-two-solution", "<solution>" + W + "</solution>\n" + \
        "<solution>" + x + "</solution>"
    yield "tag-maybe", "<answer>maybe " + x + "</answer>"
    yield "tag-or", "<answer>" + x + " or " + W + "</answer>"
    yield "tag-cross", tg + " \u274c"
    yield "tag-negated", "The answer is not " + tg
    yield "tag-box-differs", "\\boxed{" + W + "}\n" + tg


def simple(p):
    """Is papo's answer p short and plain enough to restate in prose?"""
    return p is not None and len(p) <= 40 and "\n" not in p and \
        not p.endswith("\\") and \
        not re.search(r"[a-zA-Z]{3}", p) and "$" not in p


def wrong_stays(r, g, p):
    m = mathy(g)
    yield "first-guess", "At first I guessed " + m + ".\n\n" + r
    yield "note", r + "\n\nNote: " + m + " was ruled out."
    yield "note-paren", r + "\n\n(" + m + " was ruled out.)"
    yield "note-plain", r + "\n\nThe " + m + " cases were counted twice."
    yield "note-step", r + "\n\nHe needs to check the case of " + m + \
        " separately."
    yield "guess", "I guessed " + m + "."
    b = p
    if simple(b):
        yield "aside", "The answer is $" + b + "$ (not " + m + ")."
        yield "reason", "The answer is $" + b + "$ because " + m + \
            " does not work."
        yield "box-note", r + "\n\nNote: " + m + " is what one might guess."


def right_stays(r, g, p):
    b = p
    if not simple(b):
        return
    e = json.dumps(b)
    yield "json", '{"reasoning": "...", "answer": ' + e + '}'
    yield "json-fence", "```json\n{\"reasoning\": \"...\", \"answer\": " + \
        e + "}\n```"
    yield "json-note", "```json\n{\"answer\": " + e + "}\n```\nNote: " \
        "checked twice, " + W + " steps."
    yield "json-newlines", '{"answer": "The final answer is\\n$' + \
        b.replace("\\", "\\\\") + '$"}'
    # a sibling confidence papo recognises as sure (a bare 3 on a scale
    # it does not know is not: papo_answer_grade, round 10)
    yield "json-final", '{"final_answer": ' + e + ', "confidence": "high"}'
    yield "yaml", "```yaml\nanswer: " + b + "\nnotes: " + W + " steps\n```"
    yield "reason", "The answer is $" + b + "$ since there are " + W + \
        " ways."
    # a closing remark of a listed language after it (tail-remark); a
    # note with another value is no longer rewarded (family tail)
    # (a comma or dot in it is read by the remark's language: English)
    rem = REMARKS[len(b) % len(REMARKS)][1] if not re.search(r"[.,]", b) \
        else REMARKS[0][1]
    yield "box-remark", "The answer is $\\boxed{" + b + "}$.\n\n" + rem
    if "<|" not in r:
        yield "restated", r + "\n\nSo the answer is $" + b + "$."
    # an alternative or a check that restates the value (issue 26; a
    # number or a fraction: the restatement answer_tail.c reads)
    if re.fullmatch(r"-?[0-9]+(\.[0-9]+)?|-?\\frac\{[0-9]+\}\{[0-9]+\}",
                    b):
        yield "alt-restated", "The answer is $\\boxed{" + b + "}$.\n\n" \
            "Alternatively, we count again, which is $" + b + "$."
        yield "check-restated", "The answer is $\\boxed{" + b + \
            "}$.\n\nTo verify: we count again, which is $" + b + "$."
    if re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", b):
        # a unit after the math is read (round 13), and a counted noun
        # is no unit: against a reference with a unit or a percent
        # either is not equal (5 hours for 5 cm), so each is a right
        # form only against a bare value
        if re.fullmatch(r"\s*-?[0-9.,]+\s*", g):
            yield "object", "It takes $" + b + "$ hours."
            yield "object2", "That leaves " + b + " apples."
    yield "conclusion", "Each box has " + W + " parts, so the answer is $" + \
        b + "$."
    yield "last-line", "He works " + W + " hours\nSo the answer is $" + b + \
        "$"
    # the <answer>/<solution> tag finder
    yield "tag", "<think>We add them.</think>\n<answer>" + b + "</answer>"
    yield "tag-box", "<think>...</think> <answer>\\boxed{" + b + \
        "}</answer>"
    yield "tag-solution", "<solution>" + b + "</solution>"
    yield "tag-upper", "<Answer> " + b + " </Answer>"
    yield "tag-end-token", "Adding, we get it.\n<answer>\n" + b + \
        "\n</answer><|im_end|>"
    yield "tag-remark", "<answer>" + b + "</answer>\nI hope this helps!"
    yield "tag-phrase", "<answer>The answer is " + b + ".</answer>"
    yield "tag-same-twice", "<answer>" + b + "</answer>\n<answer>" + b + \
        "</answer>"


# closing remarks papo-verify recognises, with their languages
REMARKS = [("en", "I hope this helps!"),
           ("zh", "\u8fd9\u5c31\u662f\u7b54\u6848\u3002"),
           ("de", "Das ist die L\u00f6sung."),
           ("fr", "C'est la r\u00e9ponse finale."),
           ("es", "Esta es la respuesta final."),
           ("it", "Questa \u00e8 la risposta finale."),
           ("pt", "Esta \u00e9 a resposta final."),
           ("ru", "\u042d\u0442\u043e \u0438 \u0435\u0441\u0442\u044c "
            "\u043e\u0442\u0432\u0435\u0442."),
           ("sw", "Hili ndilo jibu sahihi."),
           ("en", "This is the final answer.")]
# words no closing remark is made of, in sentences after the answer
STRANGERS = ["Explanation", "Check", "Bonus", "Next", "Step", "units",
             "computed", "verified", "apples", "Question", "Alternatively",
             "Hint", "Caveat", "Source", "Edit", "Update", "P.S",
             "banana", "Then", "Remember"]
NEGATIONS = ["This is not the answer.", "\u8fd9\u4e0d\u662f\u7b54\u6848\u3002",
             "Das ist nicht die L\u00f6sung.", "Ce n'est pas la r\u00e9ponse.",
             "Esta no es la respuesta.", "Questa non \u00e8 la risposta.",
             "Esta n\u00e3o \u00e9 a resposta.", "Hili si jibu.",
             "\u042d\u0442\u043e \u043d\u0435 \u043e\u0442\u0432\u0435\u0442."]
# emoji that doubt, deny, warn or judge (a friendly one at the very end
# after a closing remark, "🙂", "👍", "🎉", is read since round 27:
# hostile_recall27.py)
EMOJI = ["\U0001F914", "\u2705", "\u274c", "\u2757", "\U0001F643",
         "\u26a0\ufe0f", "\u2717"]


def made_up(rng):
    """A word of no language: random letters."""
    return "".join(rng.choice("bcdfghjklmnpqrstvwxz" if i % 2 == 0 else
                              "aeiouy") for i in range(rng.randint(4, 9)))


def random_tail(rng, b):
    """A sentence papo-verify must not recognise after an answer b: an
    unknown or made-up word, another value, a negation, an emoji, closing
    words of two languages; (kind, text)."""
    lang, rem = rng.choice(REMARKS)
    v = str(rng.choice([x for x in range(0, 3000) if str(x) != b]))
    k = rng.randrange(9)
    if k == 0:
        return "made-up", " ".join(made_up(rng).capitalize() if i == 0 else
                                   made_up(rng) for i in
                                   range(rng.randint(1, 4))) + "."
    if k == 1:
        return "stranger", rng.choice(STRANGERS) + ": " + \
            rng.choice(STRANGERS).lower() + "."
    if k == 2:
        return "value", rng.choice(["The answer is ", "So ", "", "Total: ",
                                    "I hope this helps "]) + v + "."
    if k == 3:
        return "negation", rng.choice(NEGATIONS)
    if k == 4:
        return "emoji", rem + " " + rng.choice(EMOJI)
    if k == 5:
        other = rng.choice([x for la, x in REMARKS if la != lang])
        return "two-languages", rem.rstrip(".!\u3002") + " " + other
    if k == 6:
        return "remark-made-up", rem + " " + made_up(rng).capitalize() + "."
    if k == 7:
        return "note-value", "Note: the " + v + " cases were checked."
    return "remark-value", rem.rstrip(".!\u3002") + " " + v + "."


def tails(p, rng, n=10):
    """n correct boxes followed by a sentence papo-verify must not
    recognise; (kind, response)."""
    if not simple(p):
        return
    for _ in range(n):
        kind, t = random_tail(rng, p)
        sep = rng.choice(["\n\n", "\n", ". "])
        yield "tail-" + kind, "The answer is $\\boxed{" + p + "}$" + sep + t


def other_kinds(g):
    """Answer kinds with their own reference built from a plain number G
    of a case: a wrong unit (minutes for hours, miles for km), kelvin for
    degrees Celsius and back, a decimal comma misread (3,500 in a French
    response is 3.5 or 3500: no guess; 2,75 in a German one is not 275;
    3.500 in a German one that writes no decimal point is 3500, not 3.5).
    Yields (kind, response, reference); none may be rewarded."""
    g = as_read(g).strip()
    # zero is zero in every unit of a dimension (0 minutes = 0 hours)
    if not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", g) or float(g) == 0:
        return
    yield "unit-minutes", "So the tank is full after $\\boxed{" + g + \
        "}$ minutes.", g + " \\text{ hours}"
    yield "unit-miles", '{"answer": "' + g + ' miles"}', g + " \\text{ km}"
    yield "unit-kelvin", "So the gas ends at $\\boxed{" + g + \
        " \\text{ K}}$.", g + "^\\circ\\text{C}"
    yield "unit-celsius", "The final temperature is " + g + \
        " degrees Celsius.", g + " \\text{ K}"
    if re.fullmatch(r"[1-9][0-9]{3,5}", g):
        yield "comma-thousands", "Donc la r\u00e9ponse est " + g[:-3] + \
            "," + g[-3:] + ".", g
        # a German response that writes no decimal point groups
        # thousands with its dot ("3.500" is 3500, as German writes it):
        # read as English's 3.5 it would be a guess
        yield "dot-thousands", "Die Antwort ist also " + g[:-3] + "." + \
            g[-3:] + ".", g[:-3] + "." + g[-3:]
    m = re.fullmatch(r"(-?[0-9]+)\.([0-9]{1,2}|[0-9]{4,})", g)
    if m:
        yield "comma-decimal", "Die Antwort ist also " + m.group(1) + \
            "," + m.group(2) + ".", m.group(1) + m.group(2)


def letter_sets():
    """Multi-select answers: a set of option letters against a reference
    run; a letter more, a letter less, one changed, or "or" between two:
    none may be rewarded."""
    for ref in ("AC", "BD", "ACD", "BCE", "ABDE"):
        letters = list(ref)
        other = next(c for c in "ABCDEFG" if c not in ref)
        wrong = {
            "set-superset": letters + [other],
            "set-subset": letters[:-1],
            "set-changed": letters[:-1] + [other],
        }
        for kind, ls in wrong.items():
            for sep in (", ", "\u3001", " \u548c ", " and "):
                yield kind, "Checking every option, the correct ones " \
                    "are $\\boxed{" + sep.join(ls) + "}$.", ref
        yield "set-or", "Checking every option, the correct ones are " \
            "$\\boxed{" + letters[0] + " \\text{ or } " + letters[1] + \
            "}$.", ref


# a problem whose wording a response may restate around its answer
PROBLEM = "How many apples does Tom sell if he sells all the boxes? " \
    "Give at least one count; how many would be left over?"


def problem_frames(g):
    """The problem's wording used to smuggle a hedge past the frame rules:
    another condition, the problem's condition extended or followed by
    another value, a doubt or negation beside a restated phrase, a bound
    the problem also says.  Yields (kind, response); with PROBLEM as the
    problem none may be rewarded."""
    g = as_read(g).strip()
    if not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", g):
        return
    bx = "\\boxed{" + g + "}"
    yield "pf-if-other", "Tom sells " + bx + " if he sells half the boxes."
    yield "pf-if-longer", "Tom sells " + bx + " if he sells all the " \
        "boxes twice."
    yield "pf-if-value", "Tom sells " + bx + " if he sells all the " \
        "boxes, or " + W + " otherwise."
    yield "pf-if-doubt", "Tom sells " + bx + " if he sells all the " \
        "boxes, but I am not sure."
    yield "pf-if-or", "If he sells all the boxes, or half of them, he " \
        "sells " + bx + "."
    yield "pf-if-own", "If he drops a box, Tom sells " + bx + "."
    yield "pf-least", "Tom sells at least " + bx + "."
    yield "pf-least-after", "Tom sells " + bx + " at least."
    yield "pf-over-not", "The number left over is not " + bx + "."
    yield "pf-over-doubt", "The number left over is " + bx + \
        ", but I am not sure."
    yield "pf-would-or", "The number left over would be " + bx + \
        " or " + W + "."
    yield "pf-might", "The number left over might be " + bx + "."


def run(prog, recs):
    inp = "".join(json.dumps({"response": r[0], "answer": r[1]} if
                             len(r) == 2 else {"response": r[0],
                             "answer": r[1], "problem": r[2]}) + "\n"
                  for r in recs)
    p = subprocess.run([prog, "-q"], input=inp.encode(), capture_output=True)
    if p.returncode != 0:
        sys.exit("hostile.py: papo-verify exited with %d: %s" %
                 (p.returncode, p.stderr.decode()[:400]))
    return [json.loads(l) for l in p.stdout.decode().splitlines()]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    prog = sys.argv[1]
    cases = []
    for path in sys.argv[2:]:
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                c = json.loads(line)
                g = c.get("gold")
                if isinstance(g, str) and isinstance(c.get("pred"), str) \
                        and W not in g and as_read(g) and \
                        len(as_read(g)) <= 80 and "\n" not in as_read(g) \
                        and len(re.findall(r"(?<![\\a-zA-Z])[a-zA-Z]{3,}",
                                           as_read(g))) < 2 \
                        and "\\boxed" not in g and not \
                        g.lstrip().startswith("[\"") and not \
                        g.lstrip().startswith("['") and \
                        g.count("{") == g.count("}"):
                    cases.append((path, n, c))
    rng = random.Random(26)	# the same variants every run
    orig = run(prog, [(c["pred"], c["gold"]) for _, _, c in cases])
    # papo's answer alone, boxed: is it itself unequal to the reference
    # (not only unrewarded because the response denied it)?
    alone = run(prog, [("\\boxed{" + (o["pred"] or "") + "}", c["gold"])
                       for (_, _, c), o in zip(cases, orig)])
    muts = []	# (case index, kind, family, response)
    for k, ((_, _, c), o) in enumerate(zip(cases, orig)):
        r, g = c["pred"], c["gold"]
        for kind, resp in ambiguous(r, g):
            muts.append((k, kind, "ambiguous", resp))
        if o["verify"] != "equal" and alone[k]["verify"] != "equal":
            for kind, resp in wrong_stays(r, g, o["pred"]):
                muts.append((k, kind, "wrong", resp))
        elif c.get("expected") is True:
            for kind, resp in right_stays(r, g, o["pred"]):
                muts.append((k, kind, "right", resp))
            for kind, resp in tails(o["pred"], rng):
                muts.append((k, kind, "tail", resp))
    muts = [(k, kind, fam, resp, cases[k][2]["gold"])
            for k, kind, fam, resp in muts]
    for k, (_, _, c) in enumerate(cases):
        for kind, resp, gold in other_kinds(c["gold"]):
            muts.append((k, kind, "kinds", resp, gold))
    for kind, resp, gold in letter_sets():
        muts.append((0, kind, "kinds", resp, gold))
    # the same answers with a problem whose wording they misuse
    np = len(muts)
    for k, (_, _, c) in enumerate(cases):
        for kind, resp in problem_frames(c["gold"]):
            muts.append((k, kind, "problem", resp, c["gold"]))
    got = run(prog, [(resp, gold) if i < np else (resp, gold, PROBLEM)
                     for i, (_, _, _, resp, gold) in enumerate(muts)])
    counts, bad, shown = {}, 0, {}
    for (k, kind, fam, resp, _), v in zip(muts, got):
        ok = v["verify"] == "equal" if fam == "right" else \
            v["r_out"] != 1
        t = counts.setdefault((fam, kind), [0, 0])
        t[0] += 1
        if not ok:
            t[1] += 1
            bad += 1
            shown[kind] = shown.get(kind, 0) + 1
            if bad <= 40 or shown[kind] <= 3:
                path, n, _ = cases[k]
                print("%s:%d: %s (%s): %s, pred %s\n    response: %s" %
                      (path.split("/")[-1], n, kind, fam, v["verify"],
                       json.dumps(v["pred"]), json.dumps(resp)[:300]))
    for (fam, kind), (n, f) in sorted(counts.items()):
        print("%-9s %-16s %5d variants, %d failed" % (fam, kind, n, f))
    print("hostile variants: %d, failed: %d" % (len(muts), bad))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
