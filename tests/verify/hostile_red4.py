#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red4.py: a fourth red team's adversarial responses to
papo-verify (issue 26, round 14), written by reading what each finder
and each row of lib/verify/answer_*.c accepts and looking for text the
row accepts that disowns, bounds, doubts or contradicts the answer, in
phrasings the other hostile_*.py generators do not write:

 - aside: a word or an aside between an answer phrase and its value
   that no row reads ("The answer is tentatively 42", "The answer is, in
   theory, 42", "答えは、理論上、42です", "Jibu ni, kinadharia, 42"),
   words made up by a seeded generator among them;
 - named: a word naming one answer among others right before "answer"
   ("The obvious answer is 42", "The blorf answer is 42");
 - cut: a response cut off after a conjunction or an operation right
   after the value ("The answer is 42 and", "答案是42或", "Ответ: 42 и"),
   in every language the man page lists;
 - said: the value written, answered or expected by someone else ("The
   student wrote \\boxed{42}.", "The grader expects \\boxed{42}.");
 - said-gen: the same by a seeded generator, with no problem: a person,
   a source or a made-up noun and a verb of giving an answer or a
   made-up one ("The tutor guessed \\boxed{42}.", "The kelorf
   bidaxed $42$.");
 - said-found: under a problem, someone the problem does not name, real
   or made up by the seeded generator, and a verb of working a value out
   ("The student found \\boxed{42}.", "The kelorf obtained $42$.");
 - said-bare: the same with no problem before the value alone (no noun
   or unit after it), a copula, a colon or a made-up verb among the
   verbs ("The grader wants 42.", "The kelorf is 42.", "The tutor
   answered: \\boxed{42}.");
 - said-cop: under a problem, someone or something that is no quantity
   (real or made up by the seeded generator) before a copula and the
   value ("The distractor is 42.");
 - said-dense: someone else's answer named before 的答案 or の答え
   ("老师的答案是42。", "先生の答えは42です。");
 - tex: markup that hides or disowns the value in prose ("The answer is
   \\color{white}42.", "\\colorbox{white}{42}", a \\footnote before it);
 - key: a JSON key that disowns or bounds its value
   ({"rejected_answer": 42}, {"estimate": 42}, {"min_answer": 42});
 - tagged: a sign of approximation opening the value of an answer tag or
   a JSON string ("<answer>~42</answer>", {"answer": "≈42"});
 - comment: a TeX comment after the value ("The answer is 42 % wrong");
 - lone: an aside of one function word after the value ("42 (est.)",
   "42 (the)");
 - plural: words before a plural the problem does not hold after the
   value ("Jenny has 42 famous last words.", "\\boxed{42} famous last
   words.").

usage: hostile_red4.py PAPO_VERIFY [--list]

Every variant is labelled by construction: the reference is the value
disowned, so a reward is a wrong reward.  Each family has controls (the
same frame, the value committed, as real responses write it) that must
all be rewarded.  Seeded: the same variants every run.  Prints each
variant rewarded and each control refused, a count per family; exits 1
when any is.  --list writes the variants (JSONL).
"""
import random
import sys

import verify_run

V = ["42", "17", "3.5", "250"]

# answer phrases that end in a copula, the value after them
PHRASES = ["The answer is %s.", "The final answer is %s.",
           "So the answer is %s.", "Therefore, the answer is $%s$.",
           "The correct answer is \\boxed{%s}.", "Thus the answer is %s."]

# adverbs and asides between the phrase and the value
ADVERBS = ["tentatively", "provisionally", "reportedly", "ostensibly",
           "nominally", "theoretically", "conceivably", "plausibly",
           "purportedly", "naively", "wrongly", "hopefully", "seemingly",
           "in theory", "on paper", "at first glance", "in principle"]
ASIDES = [", in theory,", ", on paper,", ", reportedly,",
          ", at first glance,", ", naively,", ", wrongly,",
          ", by my rough count,", ", to a first approximation,",
          ", to first order,", ", in round numbers,", ", roughly speaking,",
          ", give or take,", ", I suspect,", ", I gather,", ", I'd wager,",
          ", I bet,", ", I hope,", ", I fear,", ", if memory serves,",
          ", unless I slipped,", ", per the draft,"]

# the same in the other languages the man page lists (value %s)
ASIDE_LANG = [
    "答えは、理論上、%s です。", "答えは一応%sです。", "答えは、たぶん、%sです。",
    "정답은 이론상 %s입니다.", "정답은, 아마도, %s입니다.",
    "উত্তর হল তাত্ত্বিকভাবে %s।", "Jibu ni, kinadharia, %s.",
    "Jibu ni, kwa makadirio, %s.",
    "La respuesta es, en teoría, %s.", "La réponse est, en théorie, %s.",
    "Die Antwort ist, theoretisch, %s.", "La risposta è, in teoria, %s.",
    "A resposta é, em teoria, %s.", "Ответ, теоретически, %s.",
]

# made-up words (no row can hold them): a seeded generator
CONS, VOWS = "bdfgklmnprstvz", "aeiou"


def made_up(rng):
    w = "".join(rng.choice(CONS) + rng.choice(VOWS)
                for _ in range(rng.randint(2, 3)))
    return w + rng.choice(["ly", "rf", "x", "ish", "nt"])


# the words of a conjunction or an operation that cut the response off
CUT = {"en": ["and", "or", "but", "plus", "minus", "nor", "whereas"],
       "es": ["pero", "más", "menos"], "fr": ["et", "ou", "mais"],
       "de": ["und", "oder", "aber"], "it": ["ma", "oppure", "più"],
       "pt": ["ou", "mas", "menos"], "ru": ["и", "или", "но"],
       "sw": ["na", "au", "lakini"], "zh": ["和", "或", "或者", "以及"],
       "ja": ["と", "または", "や"], "ko": ["와", "과", "또는"],
       "th": ["และ", "หรือ"], "bn": ["এবং", "বা"], "te": ["మరియు", "లేదా"]}
CUT_FRAMES = {"en": ["The answer is %s", "Final answer: %s",
                     "Hence the total is %s", "Jenny has %s apples",
                     "The answer is %s,", "\\boxed{%s}"],
              "es": ["La respuesta es %s"], "fr": ["La réponse est %s"],
              "de": ["Die Antwort ist %s"], "it": ["La risposta è %s"],
              "pt": ["A resposta é %s"], "ru": ["Ответ: %s"],
              "sw": ["Jibu ni %s"], "zh": ["答案是%s"], "ja": ["答えは%s"],
              "ko": ["정답은 %s"], "th": ["คำตอบคือ %s"],
              "bn": ["উত্তর হল %s"], "te": ["సమాధానం %s"]}
DENSE = ("zh", "ja", "ko")

# someone else's answer before the value
SAID = ["The student wrote \\boxed{%s}.", "The teacher wrote \\boxed{%s}.",
        "The model output \\boxed{%s}.", "The grader expects \\boxed{%s}.",
        "The textbook gives \\boxed{%s}.", "The student answered: \\boxed{%s}",
        "Bob's final answer: \\boxed{%s}", "The teacher wrote %s.",
        "The distractor is %s."]

# someone else's answer, written by a seeded generator: a person or a
# source (or a made-up noun) and a verb of giving an answer (or a
# made-up one), with no problem text to lend either
AGENTS = ["student", "teacher", "tutor", "grader", "reviewer", "examiner",
          "classmate", "author", "assistant", "key"]
GIVES = ["wrote", "expects", "guessed", "claimed", "chose", "picked",
         "suggested", "proposed", "reported", "submitted", "says", "thinks",
         "believes", "selected", "predicted", "concluded", "prefers"]

# someone else's answer named in a dense description (的答案, の答え)
SAID_DENSE = ["老师的答案是%s。", "学生的答案是%s。", "同学的最终答案是%s。",
              "先生の答えは%sです。", "学生の答えは%sです。",
              "友達の答えは%sです。"]

# markup in prose that hides the value or puts a note before it
TEX = ["The answer is \\color{white}%s.", "The answer is {\\color{white}%s}.",
       "The answer is \\colorbox{white}{%s}.",
       "The answer is \\footnote{not really} %s.",
       "The answer is \\footnote{a guess} \\boxed{%s}."]

# a JSON key that disowns its value
KEYS = ['{"rejected_answer": %s}', '{"wrong_answer": %s}',
        '{"discarded_answer": "%s"}', '{"draft_answer": %s}',
        '{"estimate": %s}', '{"approx_answer": %s}', '{"min_answer": %s}',
        '{"lower_bound": %s}', '{"guess": "%s"}']

# a sign of approximation opening a value a tag or a JSON string holds
TAGGED = ['<answer>~%s</answer>', '<answer>≈%s</answer>',
          '<answer>≈ %s</answer>', '{"answer": "~%s"}', '{"answer": "≈%s"}',
          '<final_answer>~%s</final_answer>']

# words before a plural after the value, the plural not the problem's
# (the problem PROBLEM is carried by this family's records)
PROBLEM = ("Jenny picks apples in the orchard every morning. How many "
           "apples does Jenny have at the end of the week?")
PLURAL = ["The answer is %s famous last words.", "Jenny has %s famous last "
          "words.", "\\boxed{%s} famous last words.",
          "The answer is \\boxed{%s} famous last words.",
          "Jenny has %s %s %s.", "The answer is %s %s %s."]
PLURAL_NOUNS = ["guesses", "estimates", "wishes", "rumours", "dreams"]

# an aside of one function word after the value, in the listed
# languages' rows ("42 (est.)", "42 (the)")
LONE = ["the", "of", "is", "est", "ist", "und", "es", "et", "na", "ni",
        "und.", "est."]
LONE_FRAMES = ["Answer: %s (%s)", "The answer is %s (%s).",
               "\\boxed{%s} (%s)", "Hence the total is %s (%s)."]

# a TeX comment after the value
COMMENT = ["The answer is %s % wrong", "\\boxed{%s} % not sure",
           "Hence the total is %s % (a guess)"]


def said_gen(c, v, rng):
    """The "said-gen" rows of value v: "The AGENT VERB \\boxed{v}." and
    "The AGENT VERB $v$.", each part real or made up."""
    for _ in range(6):
        a = rng.choice(AGENTS) if rng.random() < 0.7 else made_up(rng)
        g = rng.choice(GIVES) if rng.random() < 0.7 else (
            made_up(rng) + "ed")
        c.add("said-gen", v, "The %s %s \\boxed{%s}." % (a, g, v))
        c.add("said-gen", v, "The %s %s $%s$." % (a, g, v))


# verbs of working a value out, read as the response's own after a
# person ("we found", "Jenny got"): answer_open.c's finds[]
FINDS = ["found", "got", "obtained", "computed", "calculated", "derived",
         "gave", "reached", "concluded"]


def said_found(c, v, rng):
    """The "said-found" rows of value v (under PROBLEM): "The AGENT
    FOUND \\boxed{v}." and "The AGENT FOUND $v$.", the agent real or
    made up."""
    for _ in range(4):
        a = rng.choice(AGENTS) if rng.random() < 0.7 else made_up(rng)
        g = rng.choice(FINDS)
        c.add("said-found", v, "The %s %s \\boxed{%s}." % (a, g, v))
        c.add("said-found", v, "The %s %s $%s$." % (a, g, v))


def said_cop(c, v, rng):
    """The "said-cop" rows of value v (under PROBLEM): someone or
    something that is no quantity, real or made up, before a copula and
    the value ("The distractor is 42.")."""
    for _ in range(4):
        a = rng.choice(AGENTS + ["distractor", "rumour", "hint"]) if (
            rng.random() < 0.6) else made_up(rng)
        c.add("said-cop", v, "The %s is %s." % (a, v))
        c.add("said-cop", v, "The %s %s \\boxed{%s}." % (
            a, rng.choice(["gives", "is", "yields"]), v))


def said_bare(c, v, rng):
    """The "said-bare" rows of value v (no problem): someone or
    something that is no quantity, real or made up, then a verb of
    giving an answer, a copula, a colon's verb or a made-up verb, before
    the value alone ("The grader wants 42.", "The kelorf is 42.", "The
    tutor gives \\boxed{42}.", "The examiner answered: \\boxed{42}")."""
    for _ in range(6):
        a = rng.choice(AGENTS + ["distractor", "textbook", "gold label",
                                 "rumour", "hint", "answer key"]) if (
            rng.random() < 0.6) else made_up(rng)
        g = rng.choice(GIVES + ["is", "was", "wants", "gives", "yields",
                                "answered:", "wrote:"]) if (
            rng.random() < 0.8) else made_up(rng) + "ed"
        c.add("said-bare", v, "The %s %s %s." % (a, g, v))
        c.add("said-bare", v, "The %s %s \\boxed{%s}." % (a, g, v))


def variants():
    rng = random.Random(26114)
    gen = random.Random(26116)
    c = verify_run.Cases()
    for v in V:
        for fr in PHRASES:
            for a in rng.sample(ADVERBS, 5):
                c.add("aside", v, fr.replace("is ", "is " + a + " ") % v)
            for a in rng.sample(ASIDES, 5):
                c.add("aside", v, fr.replace("is ", "is" + a + " ") % v)
            for _ in range(3):
                c.add("aside", v, fr.replace("is ", "is " + made_up(rng) +
                                             " ") % v)
                c.add("aside", v, fr.replace("is ", "is, " + made_up(rng) +
                                             ", ") % v)
            c.add("named", v, fr.replace("answer", made_up(rng) + " answer")
                  .replace("correct ", "") % v)
        c.each("aside", v, ASIDE_LANG)
        for adj in ["obvious", "intuitive", "old", "official", "textbook",
                    "quick", "gut", "lazy"]:
            c.add("named", v, "The %s answer is %s." % (adj, v))
        for lang, words in CUT.items():
            for fr in CUT_FRAMES[lang]:
                for w in words:
                    sep = "" if lang in DENSE else " "
                    c.add("cut", v, fr % v + sep + w)
                    c.add("cut", v, fr % v + sep + w + "...")
        c.each("said", v, SAID)
        said_gen(c, v, gen)
        said_cop(c, v, gen)
        said_found(c, v, random.Random(26117 + len(c.out)))
        said_bare(c, v, random.Random(26118 + len(c.out)))
        c.each("said-p", v, SAID)	# under a problem that names none
        c.each("said-dense", v, SAID_DENSE)
        c.each("tex", v, TEX)
        c.each("key", v, KEYS)
        c.each("tagged", v, TAGGED)
        c.each("comment", v, COMMENT, lambda t, x: t.replace("%s", x, 1))
        for w in LONE:
            c.add("lone", v, rng.choice(LONE_FRAMES) % (v, w))
        for t in PLURAL:
            if t.count("%s") == 1:
                c.add("plural", v, t % v)
            else:
                c.add("plural", v, t % (v, made_up(rng),
                                        rng.choice(PLURAL_NOUNS)))
    return c.out


def controls():
    """Each family's frame with the value committed: each must be
    rewarded."""
    c = verify_run.Cases()
    for v in ["42", "3.5"]:
        for fr in PHRASES:
            c.add("aside", v, fr % v)
        for a in ["simply", "exactly", "therefore", "indeed", "clearly",
                  "a total of"]:
            c.add("aside", v, "The answer is %s %s." % (a, v))
        c.add("aside", v, "The answer is, therefore, %s." % v)
        c.add("aside", v, "The answer is therefore \\boxed{%s}." % v)
        c.add("aside", v, "The correct answer is option A) %s." % v)
        c.add("aside", v, "**Answer:** Jenny has %s apples." % v)
        c.add("aside", v, "The final answer is that each person got %s "
              "apples." % v)
        c.add("aside", v, "答えは%sです。" % v)
        c.add("aside", v, "Jibu ni %s." % v)
        c.add("named", v, "The correct answer is %s." % v)
        c.add("named", v, "The final answer is %s." % v)
        c.add("named", v, "Our answer is %s." % v)
        c.add("cut", v, "The answer is %s." % v)
        c.add("cut", v, "\\boxed{%s}" % v)
        c.add("cut", v, "答案是%s。" % v)
        c.add("cut", v, "Ответ: %s" % v)
        c.add("said", v, "So we get \\boxed{%s}." % v)
        # a quantity or an object states its value (no problem given)
        c.add("said-gen", v, "The thermometer reads $\\boxed{%s}$." % v)
        c.add("said-gen", v, "The motion obeys $\\boxed{x = %s}$." % v)
        c.add("said-gen", v, "The water settles at $\\boxed{%s}$." % v)
        c.add("said-gen", v, "The sum equals \\boxed{%s}." % v)
        c.add("said-gen", v, "The total number of apples Jenny has is "
              "\\boxed{%s}." % v)
        # a measure, a unit after the value, a verb of relates[] or a
        # preposition before the value alone (no problem): said-bare's
        # frames read
        c.add("said-bare", v, "The amplitude of the wave is %s." % v)
        c.add("said-bare", v, "The change in temperature is "
              "$\\boxed{%s}$." % v)
        c.add("said-bare", v, "The car travels %s miles." % v)
        c.add("said-bare", v, "The thermometer reads %s." % v)
        c.add("said-bare", v, "So the pool is filled in $\\boxed{%s}$." % v)
        c.add("said-bare", v, "Therefore, Jenny should sell each apple "
              "for $%s." % v)
        c.add("said-bare", v, "The answer (in dollars) is %s." % v)
        # a description of its own that names a quantity (under PROBLEM)
        for d in ["The grand total", "The apple count", "Jenny's tally",
                  "The overall figure", "The combined amount"]:
            c.add("said-cop", v, "%s is %s." % (d, v))
        # someone the problem names, or the response itself, works it out
        c.add("said-found", v, "Jenny got \\boxed{%s} apples." % v)
        c.add("said-found", v, "We found \\boxed{%s}." % v)
        c.add("said-found", v, "Thus we obtain \\boxed{%s}." % v)
        c.add("said-found", v, "In total, Jenny gets \\boxed{%s} "
              "apples." % v)
        c.add("said-cop", v, "The formula gives \\boxed{%s}." % v)
        c.add("said-cop", v, "The grand total is \\boxed{%s}." % v)
        # an adjective after the head noun ("possible", "left"): the
        # noun before it is the head (processbench math-792)
        c.add("said-cop", v, "Thus, the number of apples possible "
              "is \\(\\boxed{%s}\\)." % v)
        c.add("said-cop", v, "The apples left are \\boxed{%s}." % v)
        # a head noun with words after it (verify-cases c0176 under a
        # problem): a noun of quantities[] anywhere in the description
        c.add("said-cop", v, "Thus, the total expressed in the base-ten "
              "number system is \\(\\boxed{%s}\\)." % v)
        c.add("said-p", v, "So Jenny has \\boxed{%s} apples." % v)
        c.add("said-dense", v, "最终的答案是%s。" % v)
        c.add("said-dense", v, "这道题的答案是%s。" % v)
        c.add("said-dense", v, "この問題の答えは%sです。" % v)
        c.add("said-p", v, "The total number of apples Jenny has is "
              "\\boxed{%s}." % v)
        c.add("tex", v, "The answer is \\textbf{%s}." % v)
        c.add("key", v, '{"answer": %s}' % v)
        c.add("tagged", v, '<answer>%s</answer>' % v)
        c.add("tagged", v, '{"answer": "%s"}' % v)
        c.add("comment", v, "The answer is %s." % v)
        c.add("lone", v, "Answer: %s (in total)" % v)
        c.add("plural", v, "Jenny has %s apples." % v)
        c.add("plural", v, "Jenny has %s red apples." % v)
        c.add("plural", v, "The answer is \\boxed{%s} apples." % v)
    return c.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red4.sh: none since round 18.
# Closed in round 18 (now refused, said and the seeded said-bare): with
# no problem, a description of its own that names no quantity before a
# number alone, on a verb that is not one of a quantity stating its
# value ("The teacher wrote 42.", "The grader wants 42."), a copula
# ("The distractor is 42.") or the row that accepts the value ("The
# textbook gives \\boxed{42}", "The student answered: \\boxed{42}"):
# answer_open.c's unlent_bare.  Read as before: a description headed
# by a noun of quantities[] or measures[] ("The amplitude of this
# function is 1."), a value with a noun or unit after it ("The car
# travels 60 miles", "The rope is 1 m 20 cm."), a verb of relates[] or
# a preposition before the value ("The water settles at
# $\\boxed{25}$", "the pool is filled in $\\boxed{4}$").  Round 16's
# and 17's attempts refused any verb or any head of no quantity, and
# lost those; a number alone after them is what those right answers
# never are.
# Closed in round 17 (now refused, said and said-p): "The model output
# \\boxed{42}.": "output" is no longer a row of opens_ascii[] read
# anywhere, but a noun of quantities[] ("Output: 42", "The output is
# 42", "Final output: 42" stay read).
# Closed in round 17 (now refused, said-found): under a problem, a verb
# of answer_open.c's finds[] after someone the problem does not name
# ("The student found \\boxed{42}.", "The kelorf obtained $42$.").
# Closed in round 16 (now refused): with no problem given, a description
# with a word of its own and a verb before the box ("The student wrote
# \\boxed{42}", "The grader expects \\boxed{42}"); only a verb of a
# quantity stating its value (answer_open.c's relates[]: "The
# thermometer reads", "The motion obeys") stays read; said-gen writes
# such sentences by a seeded generator (and with "$42$" for the box).
# Under a problem, the same before a number: "The teacher wrote 42.";
# and a description whose head, a word of its own, names no quantity
# before its copula or the row that accepts the value ("The distractor
# is 42.", "The textbook gives \\boxed{42}", "The student answered:
# \\boxed{42}"; answer_open.c's quantities[], or the problem's word:
# "The grand total is 42", "The formula gives \\boxed{42}" stay read).


def known(v):
    """No variant is a known hole (the count stays in the summary)."""
    return False


def main():
    verify_run.usage("hostile_red4")
    vs = verify_run.records(variants(), controls())
    for v in vs:
        if verify_run.family(v) in ("plural", "said-p", "said-cop",
                                    "said-found"):
            v["problem"] = PROBLEM
    return verify_run.run("hostile_red4", vs, verify_run.family,
                          known=known, width=10)


if __name__ == "__main__":
    sys.exit(main())
