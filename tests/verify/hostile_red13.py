#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red13.py: a thirteenth red team's adversarial responses to
papo-verify (issue 26, round 13), written against what
man/papo-verify.1 promises, in phrasings none of the other
hostile_*.py generators write:

 - apos: a negated contraction whose apostrophe is a look-alike
   (U+02BC, U+00B4, U+2032, U+FF07, a backtick ...) or dropped
   ("The answer couldnʼt be 42.", "The answer isnt 42.", "Jenny
   doesnʼt have 42 apples.");
 - headword: a word no row holds between a quantity's noun and its
   value ("The answer zzzz 42.", "The total nope 42.", "The sum aint
   42.");
 - task: the answer in an unchecked task-list item ("- [ ] The answer
   is 42", "[ ] Answer: 42");
 - modq: a qualifier after a box that changes what it is ("\\boxed{42}
   \\pmod{7}", "\\boxed{42} \\bmod 7", "42ⁿ", "42﹖");
 - label: words between the answer's name and its label's colon that
   name a case, a version, someone's answer or one of several
   ("Answer (for n=3): 42", "Answer (GPT): 42", "Answer 2: 42",
   "Answer to Q1: 42", "Answer <draft>: 42");
 - boxcmd: the argument of a command after a box that is not read
   ("\\boxed{42} \\tag{draft}", "\\boxed{42} \\operatorname{err}");
 - homoglyph: a negation or a doubt word in eight languages with one
   letter turned into its Cyrillic or Greek look-alike, each in turn
   ("Die Antwort ist nіcht 42.");
 - numlabel: another language's answer name numbered ("Antwort 2: 42",
   "Respuesta #1: 42");
 - invisible: a character that does not show right after the value
   (U+180E, U+17B4, U+200B ...);
 - adjname: a word of the rows right before "answer" that names one
   answer of several or someone's ("Original answer: 42", "The second
   answer is 42.", "The given answer is 42.");
 - emoticon: a face after the answer that winks, doubts or sulks
   ("The answer is 42 ;)", "42. :/");
 - usedto: a state that no longer holds ("The answer used to be 42.");
 - book: what an answer book or a key says, in Chinese, Japanese and
   Korean ("答案书上写的是42。", "解答集の答えは42です。");
 - selfeval: the answer, then the response's own verdict on it
   ("Verdict: incorrect", "Self-check: ✗", "Confidence: 0%");
 - tool: the answer, then a tool's failure ("[Execution failed]",
   "Tool: error");
 - disguise: negations in zero-width, soft-hyphenated, fullwidth,
   Greek or Cyrillic letters, line separators U+2028 and U+2029
   before a correction, no-break spaces before a doubt;
 - container: quotation, strike, comment, details, footnote, link
   and image, table rows that reject;
 - multipart: the reference one part of a multi-part answer;
 - ps: "P.S.", "Note:", "Edit:", "Update:", "Erratum:" with another
   value;
 - translate: the answer, then a line in another language that
   disowns it;
 - code: the answer, then code that prints another value;
 - texenv: a LaTeX environment or display that goes on after the box;
 - repair: number words corrected ("forty-two ... er, forty-one");
 - cut: truncation in new shapes (an unclosed box, an unclosed
   display, a table row cut, an open code fence).

usage: hostile_red13.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, does not commit to or qualifies, so a reward is
a wrong reward.  Controls: the same shapes committed (the contraction
denying another value, a known verb after the noun, a checked task
item, a box with no qualifier, the answer phrase of each language);
each must be rewarded.  Holes left are listed in KNOWN and counted
apart; tests/t-verify-red13.sh caps them.  Prints each variant
rewarded and each control refused, a count per family; exits 1 when
any is.  --list writes the variants (JSONL).
"""
import re
import sys

import verify_run

VALUES = ["42", "17", "128", "60"]

# apostrophes: the right one, its look-alikes, none
APOS = ["'", "\u2019", "\u02bc", "\u00b4", "`", "\u2032", "\uff07",
        "\u02b9", "\u02bb", "\ua78c", "\u2018", "\u201b", "\u055a",
        "\u0301", ""]
CONTRACT = ["The answer isn{a}t {v}.", "The answer wasn{a}t {v}.",
            "The answer can{a}t be {v}.", "The answer couldn{a}t be {v}.",
            "The answer won{a}t be {v}.", "The answer shouldn{a}t be {v}.",
            "The total wouldn{a}t be {v}.", "The result doesn{a}t equal {v}.",
            "The answer mustn{a}t be {v}.", "It isn{a}t {v}.",
            "Jenny doesn{a}t have {v} apples.",
            "So Jenny hasn{a}t got {v} apples.",
            "The sum didn{a}t come to {v}.", "Thus it can{a}t be {v}."]
CONTRACT_KEPT = ["The answer isn{a}t {o}. The answer is {v}.",
                 "It can{a}t be {o}. The answer is {v}."]
# the apostrophes whose contraction is read (the right ones)
APOS_READ = ["'", "\u2019"]

NOUNS = ["The answer", "The total", "The result", "The sum",
         "The final answer", "The product"]
ODD = ["zzzz", "nope", "isnt", "wasnt", "aint", "isnae", "nah", "dunno",
       "nae", "nowt", "qwerty", "xyzzy", "ugh", "meh"]
HEAD_KEPT = ["The answer is {v}.", "The total equals {v}.",
             "The answer comes to {v}.", "The result becomes {v}.",
             "The sum of the digits is {v}."]

TASK = ["- [ ] The answer is {v}", "- [ ] Answer: {v}",
        "1. [ ] The answer is {v}.", "[ ] The answer is {v}.",
        "- [ ] Final answer: {v}", "* [ ] The answer is {v}.",
        "+ [ ] Answer: {v}",
        "- [x] The answer is {o}\n- [ ] The answer is {v}",
        "Checklist:\n- [x] read the problem\n- [ ] The answer is {v}",
        "- [ ] The total is {v}.", "- [ ] **Answer:** {v}",
        "- [ ]  The answer is {v}.", "[ ] Final answer: {v}"]
TASK_KEPT = ["- [x] The answer is {v}", "- [X] Answer: {v}",
             "- [ ] check the units\n- [x] The answer is {v}"]

MODQ = ["\\boxed{{{v}}} \\pmod{{7}}", "\\boxed{{{v}}} \\pmod 7",
        "\\boxed{{{v}}} \\bmod 7", "\\boxed{{{v}}} \\mod 7",
        "$\\boxed{{{v}}} \\pmod{{7}}$", "\\boxed{{{v}}} \\pmod{{11}}.",
        "The answer is \\boxed{{{v}}} \\pmod{{9}}.",
        "The answer is {v}ⁿ.", "The answer is {v}ˣ.", "The answer is {v}ᵏ.",
        "The answer is {v}﹖", "The answer is {v}⸮",
        "\\boxed{{{v}}} (mod 7)", "\\boxed{{{v}}} \\text{{ (mod 7)}}",
        "The answer is {v} (mod 7).", "The answer is {v} in base 8.",
        "The answer is {v} up to sign."]
MODQ_KEPT = ["\\boxed{{{v}}}", "$\\boxed{{{v}}}$", "The answer is {v}.",
             "x \\equiv \\boxed{{{v}}} \\pmod{{{m}}}",
             "\\boxed{{{v}}} \\pmod {m}", "\\boxed{{{v}}} \\bmod {m}"]

BOOK = ["答案书上写的是{v}。", "解答集の答えは{v}です。",
        "答案书上的答案是{v}。", "答案册上写着{v}。",
        "参考书上的答案是{v}。", "答案书说是{v}。",
        "模範解答は{v}です。", "해답지의 답은 {v}이다.",
        "해답지에는 {v}라고 나와 있다.", "Ключ ответов: {v}.",
        "Die Musterlösung sagt {v}.", "La clave de respuestas dice {v}."]
BOOK_KEPT = ["答案是{v}。", "答えは{v}です。", "답은 {v}이다."]
# owner (h21-holes11): an answer owned by a book, a key or someone, no
# owner answer_open.c's dense_owners[] recognises, in ja and zh
OWNER_JA = ["解答集", "教科書", "参考書", "問題集", "先生", "資料", "本",
            "模範解答集", "ネット", "友達"]
OWNER_ZH = ["参考书", "课本", "答案册", "老师", "网上", "资料", "书",
            "同学", "练习册", "标准答案书"]
OWNER_FRAMES_JA = ["{o}の答えは{v}です。", "よって、{o}の答えは{v}です。",
                   "{o}の最終的な答えは{v}です。"]
OWNER_FRAMES_ZH = ["{o}的答案是{v}。", "所以{o}的答案是{v}。",
                   "因此，{o}的最终答案是{v}。"]
OWNER = ([f.replace("{o}", o) for o in OWNER_JA for f in OWNER_FRAMES_JA] +
         [f.replace("{o}", o) for o in OWNER_ZH for f in OWNER_FRAMES_ZH])
OWNER_KEPT = ["この問題の答えは{v}です。", "よって、この問題の答えは{v}です。",
              "最終的な答えは{v}です。", "所以这道题的答案是{v}。",
              "因此，正确的答案是{v}。", "我们的答案是{v}。",
              "因此，最合理的答案是{v}。"]

# a label's words between the answer's name and its colon: a case, a
# version, someone's answer, one of several
LABEL_QUAL = ["for n=3", "for n = 3", "when x = 2", "n=3", "if n is even",
              "v1", "GPT", "from the book", "expected", "TBD", "teacher's",
              "model A", "baseline", "sample", "case 2", "for the example",
              "per the key", "first try", "attempt 2", "Bob"]
LABEL_FORM = ["Answer ({q}): {v}", "Final answer ({q}): {v}",
              "**Answer ({q}):** {v}", "The answer ({q}): {v}"]
LABEL_BARE = ["Answer 2: {v}", "Answer #1: {v}", "Answer B: {v}",
              "Answer II: {v}", "Answer 1/2: {v}", "Answer to Q1: {v}",
              "Answer to the warm-up: {v}", "Answer for n=3: {v}",
              "Answer for x=2: {v}", "Answer <draft>: {v}",
              "Answer <old>: {v}", "Final answer for part 1: {v}"]
LABEL_KEPT = ["Answer (rounded): {v}", "Answer (exact): {v}",
              "Answer (simplified): {v}", "Answer (to 2 d.p.): {v}",
              "Answer (in cm): {v}", "Final answer: {v}",
              "The answer to the question: {v}", "Answer (to the nearest "
              "dollar): {v}", "Answer (in terms of n): {v}"]

# the argument of a command a box's sentence may hold after it: a tag's
# words, an operator's name that is no unit
BOXCMD = ["\\boxed{{{v}}} \\tag{{draft}}", "\\boxed{{{v}}} \\tag{{old}}",
          "\\boxed{{{v}}} \\tag{{bad}}", "\\boxed{{{v}}} \\tag{{zzz}}",
          "\\boxed{{{v}}} \\tag*{{attempt}}", "\\boxed{{{v}}} \\tag{{✗}}",
          "$$x = \\boxed{{{v}}} \\tag{{nope}}$$",
          "\\boxed{{{v}}} \\operatorname{{err}}",
          "\\boxed{{{v}}} \\operatorname{{zzz}}",
          "\\boxed{{{v}}} \\operatorname{{draft}}",
          "\\boxed{{{v}}}\\operatorname{{old}}"]
BOXCMD_KEPT = ["\\boxed{{{v}}} \\tag{{1}}", "\\boxed{{{v}}} \\tag{{iv}}",
               "$$x = \\boxed{{{v}}} \\tag{{3}}$$"]

# a negation or a doubt word (in brackets) with one letter turned into
# its Cyrillic or Greek look-alike, each letter in turn (homoglyphs())
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "i": "\u0456",
        "o": "\u043e", "p": "\u0440", "s": "\u0455", "x": "\u0445",
        "y": "\u0443", "j": "\u0458", "h": "\u04bb", "v": "\u03bd"}
HOMO_T = ["The answer is [not] {v}.", "The answer is [never] {v}.",
          "The total [cannot] be {v}.", "Die Antwort ist [nicht] {v}.",
          "La respuesta [no] es {v}.", "La réponse n'est [pas] {v}.",
          "La risposta [non] è {v}.", "Het antwoord is [niet] {v}.",
          "A resposta [nunca] é {v}.", "The answer is [possibly] {v}.",
          "The answer is [maybe] {v}.", "[Perhaps] the answer is {v}.",
          "Die Antwort ist [vielleicht] {v}.",
          "La respuesta es [quizás] {v}.", "Jenny [never] has {v} apples."]
# an answer's name of another language numbered: one answer of several
NUMLABEL = ["Antwort 2: {v}", "Respuesta 2: {v}", "Respuesta #1: {v}",
            "Réponse 2 : {v}", "Resposta 3: {v}", "Risposta 2: {v}",
            "Ответ 2: {v}", "Ответ Б: {v}", "Antwort B: {v}",
            "Réponse II: {v}", "Jawaban 2: {v}", "Antwoord 2: {v}"]
NUMLABEL_KEPT = ["Antwort: {v}", "Respuesta: {v}", "Ответ: {v}",
                 "Réponse : {v}"]
# characters that do not show, right after the value
INVIS = ["\u180e", "\u17b4", "\u17b5", "\u200b", "\u2063", "\ufeff"]
INVIS_T = ["Final answer: {v}{x}", "The answer is {v}{x}.",
           "\\boxed{{{v}}}{x}", "Answer: {v}{x}not"]

# a word of the rows right before "answer" that names one answer of
# several, or someone's: "Original answer: 42", "The second answer is 42."
ADJ = ["original", "second", "third", "fourth", "next", "average",
       "additional", "remaining", "base", "given", "amount", "added"]
ADJ_T = ["{A} answer: {v}", "The {a} answer is {v}.", "**{A} answer:** {v}",
         "So the {a} answer is {v}."]
ADJ_KEPT = ["Final answer: {v}", "The correct answer is {v}.",
            "The actual answer is {v}.", "Rounded answer: {v}",
            "The final integer answer is: {v}", "So answer: {v}"]

# a face after the answer that winks, doubts or sulks
EMOTICON = [";)", ":/", ":(", ":P", "-_-", "o_O", "xD", ";-)", ":-/",
            ":|", "T_T", "^^", "=/"]
EMOTICON_T = ["The answer is {v} {e}", "The answer is {v}. {e}",
              "\\boxed{{{v}}} {e}", "Final answer: {v} {e}"]
# a state that no longer holds
USEDTO = ["The answer used to be {v}.", "The total used to be {v}.",
          "Jenny used to have {v} apples.", "So the result used to equal {v}.",
          "The price used to be ${v}."]
HOPE = ["The answer is {v}. I hope.", "\\boxed{{{v}}} I hope."]
USEDTO_KEPT = ["The flour used to bake the cake weighs {v} g.",
               "The amount used to buy the toys is {v}."]

SELFEVAL = ["The answer is {v}. Verdict: incorrect.",
            "The answer is {v}.\nSelf-check: ✗",
            "The answer is {v}.\nSelf-check: failed",
            "\\boxed{{{v}}}\n\nConfidence: 0%",
            "The answer is {v}.\nGrade: F", "The answer is {v}.\nStatus: ✗",
            "\\boxed{{{v}}}\nCheck: does not satisfy the equation."]
TOOL = ["The answer is {v}.\n\n[Execution failed]",
        "The answer is {v}.\nTool: error",
        "\\boxed{{{v}}}\n\nTraceback (most recent call last):",
        "The answer is {v}.\n[tool error: timeout]"]
DISGUISE = ["The answer is {v}.\n\nN\u200bot really.",
            "The answer is {v}. Ｎｏｔ ｃｏｒｒｅｃｔ.",
            "The answer is {v}. Ｗｒｏｎｇ.", "The answer is {v}. Wrоng.",
            "The answer is {v}.\u2028Actually no, it is {o}.",
            "The answer is {v}.\u2029Wait, {o}.",
            "The answer is n\u200bot {v}.", "The answer is n\u00adot {v}.",
            "The answer is nοt {v}.", "The answer is ｎｏｔ {v}.",
            "The answer is {v}\u00a0(doubtful).",
            "The answer is {v}\u202f?",
            "The answer is {v}\u2009(probably wrong).",
            "The answer is {v}\u0338.", "The answer is {v}\u0336.",
            "The answer is n\u0336o\u0336t\u0336 {v}.",
            "The answer is {v}. N\u200do\u200dt."]
CONTAINER = ["> The answer is {v}.\n\n— a classmate's claim, which is wrong.",
             "> The answer is {v}.\n\nThat's what the forum says.",
             "> The answer is {v}.", "<del>The answer is {v}.</del>",
             "<s>\\boxed{{{v}}}</s>", "<strike>{v}</strike>",
             "The answer is <del>{v}</del>.", "<!-- The answer is {v}. -->",
             "The answer is <!-- {v} --> unknown.",
             "<details><summary>Answer</summary>{v}</details>",
             "The answer is {v}[^1].\n\n[^1]: This is wrong.",
             "The answer is [{v}](wrong).", "The answer is ![{v}](x.png).",
             "| Answer | {v} |\n| Check | ✗ |",
             "| # | Answer | OK |\n|---|---|---|\n| 1 | {v} | ✗ |"]
MULTI = ["(a) {v} (b) {o}", "Part (a): {v}. Part (b): {o}.",
         "Answers: (a) {v}, (b) {o}.", "(i) {v}\n(ii) {o}"]
PS = ["The answer is {v}.\n\nP.S. It's actually {o}.",
      "The answer is {v}.\n\nNote: the correct value is {o}.",
      "The answer is {v}.\n\nEdit: {o}.", "The answer is {v}.\n\nUpdate: {o}",
      "The answer is {v}.\n\nEDIT: fixed, it's {o}.",
      "The answer is {v}.\n\nErratum: {o}.",
      "The answer is {v}.\n\nCorrection: {o}.",
      "The answer is {v}.\n\nPPS: make that {o}."]
TRANSLATE = ["The answer is {v}.\n\nEso está mal.",
             "The answer is {v}.\nDas ist falsch.",
             "The answer is {v}.\nC'est faux.", "The answer is {v}.\n这是错的。",
             "The answer is {v}.\n不对。", "The answer is {v}.\nНеверно.",
             "The answer is {v}.\n\n(Translation: la respuesta es "
             "incorrecta.)"]
CODE = ["The answer is {v}.\n```python\nprint({o})\n```\nOutput: {o}",
        "The answer is {v}.\n```python\nprint({o})\n```",
        "The answer is {v}.\n>>> print({o})\n{o}"]
TEXENV = ["\\begin{{align}}x &= \\boxed{{{v}}} \\\\ &= {o}\\end{{align}}",
          "$$\\boxed{{{v}}} = {o}$$", "$$x = \\boxed{{{v}}}",
          "\\[ \\boxed{{{v}}} \\neq x \\]"]
REPAIR = ["The answer is forty-two... er, forty-one.",
          "The answer is forty-two, I mean forty-one.",
          "The answer is {v}, I mean {o}.", "The answer is {v}, sorry, {o}.",
          "The answer is {v}, er, {o}."]
CUT = ["\\boxed{{{v}", "The answer is $${v}", "```\nThe answer is {v}",
       "| Answer | {v}", "The answer is \\boxed{{{v}"]

# Holes left, counted apart (not failures) and capped by
# tests/t-verify-red13.sh.  main (6d52337) rewarded 1,020 variants
# wrongly (headword 672, apos 244, task 52, modq 44, book 8) and
# refused none of the controls.  Closed (see the commits of issue 26's
# round 13): headword (and the apos variants with no apostrophe,
# "isnt"): the word read as the verb of a quantity's description
# before a bare value must be a verb or a row's word (answer_open.c,
# head_verb); apos: a look-alike apostrophe inside a Latin word before
# the value (apostrophe_like); task: the answer's line an unchecked
# task item (answer_hidden.c, unchecked_task); modq: a modulus after a
# box the whole number in it is no residue of (answer_tail.c,
# unreduced_mod), a raised or lowered letter on the value, the small
# and reversed question marks (answer_frame.c, papo_frame_symbol);
# label (208 wrong at a62fa97): a label's words between the answer's
# name and its colon must be a form, a unit, a rounding or a
# connective (answer_find.c, label_unread); boxcmd (40 wrong at
# a62fa97): a tag after a box must be an equation's number, an
# operator's name a unit (answer_tail.c, cmd_arg_unread); homoglyph
# (16 wrong at 23b9aa5) and invisible (24): a word mixing Latin letters
# with Cyrillic or Greek look-alikes, U+180E, U+17B4, U+17B5 on the
# answer's line (answer_hidden.c, mixed_word, invisible); numlabel
# (32): another language's answer name then a number or a letter
# (answer_find.c, label_numbered); adjname: a row's word before
# "answer" must be an answer's adjective or a connective
# (answer_open.c, answer_leads); emoticon: a face standing as a word
# on the answer's line (answer_hidden.c, emoticon); usedto: "used to
# be/have/equal" before the value (answer_open.c, used_to).
# (book closed, h22-holes12: "答案书上写的是42。", what the answer book
#    says, a headless relative ("what is written in it") before the
#    copula, was read as the response's description of its answer; an
#    answer's name followed by a description of its own up to 的 or の
#    (not its particle, a copula or an adverb: "答案的值", "答案是",
#    "答案也是") is now the name of something else's answer
#    (answer_open.c, dense_answer_compound); main (f72df79) rewarded
#    the 4 known.)  ("解答集の答えは42です。" closed,
#    h21-holes11: an answer of dense_answers[] after a word no owner
#    of dense_owners[] ends is the owner's, read word by word or after
#    a conclusion (answer_open.c, dense_unowned, dense_word); main
#    (cbcfe0d) rewarded 4 known and all 136 generated "owner"
#    variants in ja and zh ("よって、教科書の答えは42です。",
#    "所以参考书的答案是42。"), 0 now, the 28 twins rewarded.  "hope",
#    "The answer is 42. I hope.", had been closed before: 0 on main.)
KNOWN = []


def known(v):
    return any(re.fullmatch(f, v["family"]) and re.search(r, v["response"])
               for f, r in KNOWN)


def fill(t, v, o):
    """t with the value v, another value o and a modulus m above v (a
    residue's, for the controls)."""
    return t.format(v=v, o=o, m=int(v) + 5)


def apos_rows(out, ctl, v, o):
    for a in APOS:
        for t in CONTRACT:
            out.append(("apos", v, t.format(a=a, v=v)))
        for t in CONTRACT_KEPT:
            if a in APOS_READ:
                ctl.append(("apos", v, t.format(a=a, v=v, o=o)))


def head_rows(out, ctl, v):
    for n in NOUNS:
        for w in ODD:
            out.append(("headword", v, "%s %s %s." % (n, w, v)))
            out.append(("headword", v, "So %s %s %s." % (n.lower(), w, v)))
    ctl.extend(("headword", v, t.format(v=v)) for t in HEAD_KEPT)


def label_rows(out, ctl, v):
    for q in LABEL_QUAL:
        out.extend(("label", v, t.format(q=q, v=v)) for t in LABEL_FORM)
    out.extend(("label", v, t.format(v=v)) for t in LABEL_BARE)
    ctl.extend(("label", v, t.format(v=v)) for t in LABEL_KEPT)


def homoglyphs(t):
    """The template t with each letter of its bracketed word that has a
    look-alike (HOMO) turned into it, one letter a variant."""
    a, b = t.index("["), t.index("]")
    w = t[a + 1:b]
    for k, ch in enumerate(w):
        if ch in HOMO:
            yield t[:a] + w[:k] + HOMO[ch] + w[k + 1:] + t[b + 1:]


def adj_rows(out, ctl, v):
    for a in ADJ:
        out.extend(("adjname", v, t.format(A=a.capitalize(), a=a, v=v))
                   for t in ADJ_T)
    ctl.extend(("adjname", v, t.format(v=v)) for t in ADJ_KEPT)


def face_rows(out, ctl, v):
    for e in EMOTICON:
        out.extend(("emoticon", v, t.format(v=v, e=e)) for t in EMOTICON_T)
    out.extend(("usedto", v, t.format(v=v)) for t in USEDTO)
    out.extend(("hope", v, t.format(v=v)) for t in HOPE)
    ctl.extend(("usedto", v, t.format(v=v)) for t in USEDTO_KEPT)


def disguise_rows(out, ctl, v):
    for t in HOMO_T:
        out.extend(("homoglyph", v, x.format(v=v)) for x in homoglyphs(t))
    out.extend(("numlabel", v, t.format(v=v)) for t in NUMLABEL)
    ctl.extend(("numlabel", v, t.format(v=v)) for t in NUMLABEL_KEPT)
    for x in INVIS:
        out.extend(("invisible", v, t.format(v=v, x=x)) for t in INVIS_T)


def rows():
    out, ctl = [], []
    fams = (("task", TASK, TASK_KEPT), ("boxcmd", BOXCMD, BOXCMD_KEPT), ("modq", MODQ, MODQ_KEPT),
            ("book", BOOK, BOOK_KEPT), ("owner", OWNER, OWNER_KEPT), ("selfeval", SELFEVAL, ()),
            ("tool", TOOL, ()), ("disguise", DISGUISE, ()),
            ("container", CONTAINER, ()), ("multipart", MULTI, ()),
            ("ps", PS, ()), ("translate", TRANSLATE, ()), ("code", CODE, ()),
            ("texenv", TEXENV, ()), ("repair", REPAIR, ()), ("cut", CUT, ()))
    for i, v in enumerate(VALUES):
        o = str(int(v) - 1)
        apos_rows(out, ctl, v, o)
        label_rows(out, ctl, v)
        disguise_rows(out, ctl, v)
        adj_rows(out, ctl, v)
        face_rows(out, ctl, v)
        head_rows(out, ctl, v)
        for fam, ts, ks in fams:
            if fam == "repair" and v != "42":
                ts = [t for t in ts if "forty" not in t]
            out.extend((fam, v, fill(t, v, o)) for t in ts)
            ctl.extend((fam, v, fill(t, v, o)) for t in ks)
    return out, ctl


def main():
    verify_run.usage("hostile_red13")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red13", vs,
                          lambda v: v["family"].split("-")[-1]
                          if not v["family"].startswith("control")
                          else "controls", known=known)


if __name__ == "__main__":
    sys.exit(main())
