#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mc.py: multiple-choice variants built from random option tables
(issue 26, round 10).

usage: hostile_mc.py PAPO_VERIFY [--list]

Each round draws an option table (four or five options A-E, numbers or
short words), writes it into a problem, one option a line ("B. 12") or
inline with lower-case labels ("(a) 10 (b) 11"), picks the right option
and writes responses in the forms papo-verify reads: a label with the
option's text ("The answer is (B) decrease."), the option's value boxed
with its letter beside it ("\\boxed{12}, which is option (B)",
"\\boxed{12}，故选 B。"), a lower-case label with its value ("(b) 11"),
and letter sets in the listed languages ("A und C", "A et C", "A 和 C").
Right ones ("right") must be rewarded.  Wrong and hedged ones must not:
the letter and the value naming different options, another option's
text, two options, "or maybe", "not", a take-back, a question answered
"No", a set with a letter more or less.  Random but seeded: the same
variants every run.

Prints each variant that gets the wrong reward and a count per family;
exits 1 when any does.  --list writes the variants (JSONL) instead.
"""
import random
import sys

import verify_run

# ("double", "triple" are left out: multiplier words, read as values)
WORDS = ["increase", "decrease", "stay the same", "remain constant", "halve",
         "lizard", "March and April", "north", "south-west", "the mean",
         "the median", "copper", "silver", "parallel", "perpendicular",
         "an ellipse", "a parabola", "Tuesday", "Friday", "red", "yellow"]
LETTERS = "ABCDE"

# a multi-select statement per language: (lang, phrase, joiner of two,
# joiner of three; None where the language's phrase finder does not read
# three letters yet: "Die Antwort ist A, C und D." is no answer)
SETS = [
    ("en", "The answer is {}.", "{} and {}", "{}, {} and {}"),
    ("en", "The answer is \\boxed{{{}}}.", "{}, {}", "{}, {}, {}"),
    ("zh", "答案是 {}。", "{} 和 {}", "{}、{} 和 {}"),
    ("zh", "答案：{}", "{}、{}", "{}、{}、{}"),
    ("de", "Die Antwort ist {}.", "{} und {}", None),
    ("fr", "La réponse est {}.", "{} et {}", "{}, {} et {}"),
    ("es", "La respuesta es {}.", "{} y {}", "{}, {} y {}"),
    ("it", "La risposta è {}.", "{} e {}", "{}, {} e {}"),
    ("pt", "A resposta é {}.", "{} e {}", "{}, {} e {}"),
    ("ru", "Ответ: {}.", "{} и {}", "{}, {} и {}"),
    ("sw", "Jibu ni {}.", "{} na {}", "{}, {} na {}"),
    ("en", "The answer is {}.", "({})({})", "({})({})({})"),
    # boxed in the languages whose phrase finder does not read a bare
    # letter set yet ("答えは A と C です。" is no answer)
    ("ja", "答えは $\\boxed{{{}}}$ です。", "{} と {}", "{}、{} と {}"),
    ("ko", "정답은 $\\boxed{{{}}}$입니다.", "{}와 {}", "{}, {}와 {}"),
    ("th", "คำตอบคือ $\\boxed{{{}}}$", "{} และ {}", "{}, {} และ {}"),
    ("bn", "উত্তর হল $\\boxed{{{}}}$।", "{} এবং {}", "{}, {} এবং {}"),
    ("te", "సమాధానం $\\boxed{{{}}}$.", "{} మరియు {}", "{}, {} మరియు {}"),
    ("zh", "答案是 $\\boxed{{{}}}$。", "{} 和 {}", "{}、{} 和 {}"),
]


def table(rng, words):
    """Four or five distinct options: numbers, or words."""
    k = rng.choice([4, 5])
    if words:
        return rng.sample(WORDS, k)
    vals = rng.sample(range(2, 60), k)
    return [str(v) for v in vals]


def problem_lines(opts):
    return "Which one is right?\n" + "\n".join(
        "%s. %s" % (LETTERS[i], o) for i, o in enumerate(opts))


def problem_inline(opts):
    return "Pick one: " + " ".join(
        "(%s) %s" % (LETTERS[i].lower(), o) for i, o in enumerate(opts))


def variants(rng, rounds):
    for _ in range(rounds):
        # a label with the option's text, the reference the text
        opts = table(rng, True)
        i = rng.randrange(len(opts))
        j = (i + 1 + rng.randrange(len(opts) - 1)) % len(opts)
        L, M, t, u = LETTERS[i], LETTERS[j], opts[i], opts[j]
        p = problem_lines(opts)
        yield "right", "text", t, None, "Therefore, the answer is (%s) %s." % (L, t)
        yield "right", "text-listed", t, p, "So the answer is (%s) %s." % (L, t)
        yield "right", "text-bold", t, None, "So the answer is **(%s) %s**." % (L, t)
        yield "right", "text-letter-ref", L, p, "The answer is (%s) %s." % (L, t)
        yield "wrong", "text-other-letter", t, p, "The answer is (%s) %s." % (M, t)
        yield "wrong", "text-other-text", t, None, "The answer is (%s) %s." % (L, u)
        yield "wrong", "text-two", t, None, \
            "The answer is (%s) %s or (%s) %s." % (L, t, M, u)
        yield "wrong", "text-not", t, None, "The answer is not (%s) %s." % (L, t)
        yield "wrong", "text-question-no", t, None, \
            "The answer is (%s) %s? No, (%s)." % (L, t, M)
        yield "wrong", "text-take-back", t, None, \
            "The answer is (%s) %s. Actually, it is (%s) %s." % (L, t, M, u)
        yield "wrong", "text-maybe", t, None, \
            "Maybe the answer is (%s) %s." % (L, t)
        yield "wrong", "text-i-think", t, None, \
            "The answer is (%s) %s, I think." % (L, t)
        yield "wrong", "text-letter-ref-other", M, p, \
            "The answer is (%s) %s." % (L, t)

        # a boxed value with its letter beside it, the reference the letter
        opts = table(rng, False)
        i = rng.randrange(len(opts))
        j = (i + 1 + rng.randrange(len(opts) - 1)) % len(opts)
        L, M, v, w = LETTERS[i], LETTERS[j], opts[i], opts[j]
        p = problem_lines(opts)
        yield "right", "box-option", L, p, \
            "So the length is $\\boxed{%s}$, which is option (%s)." % (v, L)
        yield "right", "box-zh", L, p, "所以值为 $\\boxed{%s}$，故选 %s。" % (v, L)
        yield "wrong", "box-disagree", L, p, \
            "So the length is $\\boxed{%s}$, which is option (%s)." % (w, L)
        yield "wrong", "box-disagree-zh", L, p, \
            "所以值为 $\\boxed{%s}$，故选 %s。" % (w, L)
        yield "wrong", "box-two-letters", L, p, \
            "So the length is $\\boxed{%s}$, option (%s) or (%s)." % (v, L, M)
        yield "wrong", "box-other-letter", L, p, \
            "所以值为 $\\boxed{%s}$，对应选项 %s。" % (v, M)

        # a lower-case label and its value, the reference the value
        q = problem_inline(opts)
        l, m = L.lower(), M.lower()
        yield "right", "lower", v, None, "Hence the answer is (%s) %s." % (l, v)
        yield "right", "lower-listed", v, q, "Hence the answer is (%s) %s." % (l, v)
        yield "wrong", "lower-or-maybe", v, None, \
            "Hence the answer is (%s) %s, or maybe (%s) %s." % (l, v, m, w)
        yield "wrong", "lower-two", v, None, \
            "Hence the answer is (%s) %s or (%s) %s." % (l, v, m, w)
        yield "wrong", "lower-other-label", v, q, \
            "Hence the answer is (%s) %s." % (m, v)
        yield "wrong", "lower-other-value", v, None, \
            "Hence the answer is (%s) %s." % (l, w)

        # letter sets in the listed languages, four a table
        for _ in range(4):
            yield from sets(rng, opts, p)

def sets(rng, opts, p):
    """Letter sets in the listed languages: right, superset, subset."""
    lang, phrase, two, three = rng.choice(SETS)
    k = rng.choice([2, 3]) if three else 2
    n = len(opts)
    pick = sorted(rng.sample(range(n), k))
    ref = "".join(LETTERS[x] for x in pick)
    rest = [x for x in range(n) if x not in pick]
    fmt = two if k == 2 else three
    yield "right", "set-" + lang, ref, p, \
        phrase.format(fmt.format(*[LETTERS[x] for x in pick]))
    more = sorted(pick[:2] + [rng.choice(rest)]) if k == 2 and three \
        else None
    if more is not None:
        yield "wrong", "set-superset-" + lang, ref, p, \
            phrase.format(three.format(*[LETTERS[x] for x in more]))
    less = pick[:2] if k == 3 else None
    if less is not None:
        yield "wrong", "set-subset-" + lang, ref, p, \
            phrase.format(two.format(*[LETTERS[x] for x in less]))
    swap = pick[:-1] + [rng.choice(rest)]
    swap.sort()
    yield "wrong", "set-other-" + lang, ref, p, \
        phrase.format(fmt.format(*[LETTERS[x] for x in swap]))


def main():
    verify_run.usage("hostile_mc")
    rng = random.Random(26)
    vs = []
    for want, fam, ans, prob, resp in variants(rng, 150):
        r = {"family": fam, "want": want, "answer": ans, "response": resp}
        if prob is not None:
            r["problem"] = prob
        vs.append(r)
    return verify_run.run(
        "hostile_mc", vs,
        lambda v: v["family"].split("-")[0] + "-" + v["want"],
        lambda v: v["want"] == "right", what="right", width=14,
        word="failed")

if __name__ == "__main__":
    sys.exit(main())
