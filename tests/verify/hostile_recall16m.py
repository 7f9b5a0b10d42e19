#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_recall16m.py: right answers papo-verify refused (issue 26,
recall), each read by its row, and their twins (hedged, negated,
bounded, another value, an alternative) never rewarded.

usage: hostile_recall16m.py PAPO_VERIFY [--list]

Kinds (the group of each variant):
  sw-box  Swahili's "ni jumla ya" (is a total of) before a box, read as
          the phrase without the box is ("Jibu ni jumla ya \\boxed{42}.").
  box-text
          a noun in "\\text{}" after a box, with or without the problem
          ("Final answer: \\boxed{42} \\text{ apples}"), read as the
          same noun inside the box ("\\boxed{42 \\text{ apples}}") or
          in prose after it is; two words only when the first is the
          problem's ("red apples"); a multiplier ("million", "dozen")
          not the problem's, a word after the noun, a hedge, a bound, a
          negation, a take-back never.
  deg     "30度" (Chinese, Japanese: a degree) against a reference in
          degrees ("30^\\circ", "\\frac{\\pi}{6}") or a bare number,
          the problem asking for degrees or not; another value, a
          hedge ("大约", "左右", "約", "くらい"), an alternative, a
          negation never; nor "左右" or "上下" (about) after a unit or
          a noun, a bound ("30个左右").
  matrix  "[[1,2],[3,4]]" against a pmatrix or bmatrix reference
          (and the reverse); transposed, an entry changed, ragged,
          flat, another shape, hedged or with an alternative never.
  spaced  "1 234,5" (groups of three by a space or a no-break space,
          a decimal comma) in a French, German or Russian response
          against 1234.5; another value, a group of two digits, a
          hedge, an alternative, a negation never.
  pt-later
          a Portuguese answer's letter, then a later label naming
          another ("A resposta é B. Resposta final: A": main read the
          "A" as the article of a closing remark and rewarded B) never;
          the same letter restated, a courtesy after it, rewarded.
  roots   "x₁ = 2, x₂ = 3" (the roots numbered) against "x = 2 \\text{ or }
          x = 3" or "2, 3"; another root, a root missing or added,
          another letter, numbers out of order against a numbered
          reference, a hedge never.
"""
import random
import sys

import verify_run

VALUES = [("42", "42"), ("7", "7"), ("\\frac{3}{4}", "\\frac{3}{4}"),
          ("1250", "1250")]
OTHER = {"42": "43", "7": "8", "\\frac{3}{4}": "\\frac{4}{3}",
         "1250": "125"}


def add(vs, kind, fam, ans, resp, problem=None):
    v = {"kind": kind, "family": fam, "answer": ans,
         "response": "Hatua kwa hatua.\n\n" + resp}
    if problem is not None:
        v["problem"] = problem
    vs.append(v)


def sw_box(vs):
    heads = ["Jibu ni jumla ya B", "Jibu la mwisho ni jumla ya B",
             "Kwa hiyo, jibu ni jumla ya B"]
    twins = [("hedge", "Jibu ni karibu jumla ya B"),
             ("hedge", "Jibu ni jumla ya karibu B"),
             ("neg", "Jibu si jumla ya B"),
             ("doubt", "Jibu labda ni jumla ya B"),
             ("doubt", "Jibu huenda ni jumla ya B"),
             ("bound", "Jibu ni jumla ya zaidi ya B"),
             ("bound", "Jibu ni jumla ya chini ya B"),
             ("doubt-after", "Jibu ni jumla ya B labda"),
             ("alt", "Jibu ni jumla ya B au \\boxed{99}")]
    for ref, _ in VALUES:
        box = "\\boxed{%s}" % ref
        for h in heads:
            for stop in ("", "."):
                add(vs, "sw-box", "right", ref, h.replace("B", box) + stop)
                add(vs, "sw-box", "wrong", ref,
                    h.replace("B", "\\boxed{%s}" % OTHER[ref]) + stop)
        for fam, t in twins:
            add(vs, "sw-box", fam, ref, t.replace("B", box) + ".")


def box_text(vs):
    heads = ["Final answer: B", "The answer is B", "So she has B",
             "Final answer: $B$", "**Final Answer:** $B$"]
    nouns = ["apples", "marbles", "students", "red apples"]
    problem = "Each of 6 boxes holds 7 items: apples, marbles or students." \
        " How many red apples are there?"
    twins = [("neg", "not"), ("neg", "not N"), ("doubt", "maybe"),
             ("doubt", "N, probably"), ("doubt", "N, I think"),
             ("doubt", "N or so"), ("bound", "approximately"),
             ("bound", "at most"), ("bound", "or more"),
             ("bound", "N at least"), ("alt", "N or maybe 43"),
             ("taken", "is wrong"), ("taken", "wrong"),
             ("word", "tentative"), ("word", "unverified"),
             ("word", "famous last words"), ("neg", "not N"),
             ("doubt", "maybe N"), ("bound", "N tops"),
             ("mult", "million"), ("mult", "thousand"), ("mult", "dozen"),
             ("mult", "hundreds"), ("mult", "dozens")]
    for ref, _ in VALUES:
        for h in heads:
            for n in nouns:
                for prob in (None, problem):
                    for gap, stop in (("", ""), (" ", "."), ("~", ".")):
                        t = "\\boxed{%s}" + gap + "\\text{ " + n + "}"
                        # two words: the first must be the problem's
                        fam = "right" if prob or " " not in n else "unlent"
                        add(vs, "box-text", fam, ref,
                            h.replace("B", t % ref) + stop, prob)
                        add(vs, "box-text", "wrong", ref,
                            h.replace("B", t % OTHER[ref]) + stop, prob)
                    for fam, tw in twins:
                        t = "\\boxed{%s} \\text{ %s}" % (
                            ref, tw.replace("N", n))
                        add(vs, "box-text", fam, ref, h.replace("B", t) +
                            ".", prob)


def deg(vs):
    heads = {"zh": ["答案是V。", "所以答案是 V。", "答案：V", "最终答案：V"],
             "ja": ["答えはVです。", "答えは V", "よって、答えはVです。"]}
    twins = {"zh": [("hedge", "答案是大约V。"), ("hedge", "答案是V左右。"),
                    ("alt", "答案是V或W。"), ("neg", "答案不是V。")],
             "ja": [("hedge", "答えは約Vです。"), ("hedge", "答えはVくらいです。"),
                    ("alt", "答えはVかWです。")]}
    problems = {"zh": [None, "这个角是多少度？"],
                "ja": [None, "この角は何度ですか。"]}
    refs = [("30", "30^\\circ", "60"), ("30", "30", "60"),
            ("30", "\\frac{\\pi}{6}", "45"), ("45", "45^{\\circ}", "30"),
            ("120", "120^\\circ", "60")]
    for lang in heads:
        for prob in problems[lang]:
            for n, ref, other in refs:
                for sp in ("", " "):
                    v, w = n + sp + "度", other + sp + "度"
                    for h in heads[lang]:
                        add(vs, "deg", "right", ref, h.replace("V", v), prob)
                        add(vs, "deg", "wrong", ref, h.replace("V", w), prob)
                    for fam, t in twins[lang]:
                        add(vs, "deg", fam, ref,
                            t.replace("V", v).replace("W", w), prob)
    # a bound after the unit or the noun ("30个左右", main rewarded
    # it with no problem: the noun's run of one to four letters)
    for unit in ("度", "个", "米", "分钟", "个苹果"):
        for bound in ("左右", "上下"):
            for h in heads["zh"]:
                add(vs, "deg", "bound", "30", h.replace("V", "30" + unit +
                                                        bound))


def mat_tex(env, m):
    return "\\begin{%s}%s\\end{%s}" % (
        env, "\\\\".join("&".join(str(x) for x in r) for r in m), env)


def mat_list(m, sp):
    j = "," + sp
    return "[" + j.join("[" + j.join(str(x) for x in r) + "]"
                        for r in m) + "]"


def matrix(vs):
    rnd = random.Random(16)
    heads = ["The answer is X.", "Final answer: $X$", "$\\boxed{X}$",
             "**Answer:** X"]
    for rows, cols in ((2, 2), (2, 3), (3, 2), (3, 3)):
        for _ in range(4):
            m = [[rnd.randint(-9, 20) for _ in range(cols)]
                 for _ in range(rows)]
            while m[0][1] == m[1][0] or len({x for r in m for x in r}) < 3:
                m[0][1] += 1
            t = [list(c) for c in zip(*m)]
            ch = [r[:] for r in m]
            ch[-1][-1] += 1
            flat = "[" + ", ".join(str(x) for r in m for x in r) + "]"
            ragged = mat_list(m, " ")[:-1] + ", [1]]"
            for env in ("pmatrix", "bmatrix"):
                ref = mat_tex(env, m)
                for h in heads:
                    for sp in ("", " "):
                        add(vs, "matrix", "right", ref,
                            h.replace("X", mat_list(m, sp)))
                    add(vs, "matrix", "transposed", ref,
                        h.replace("X", mat_list(t, " ")))
                    add(vs, "matrix", "wrong", ref,
                        h.replace("X", mat_list(ch, " ")))
                    add(vs, "matrix", "flat", ref, h.replace("X", flat))
                    add(vs, "matrix", "ragged", ref, h.replace("X", ragged))
                    # the reverse: the list the reference, TeX the answer
                    add(vs, "matrix", "right", mat_list(m, ""),
                        h.replace("X", ref))
                    add(vs, "matrix", "transposed", mat_list(t, ""),
                        h.replace("X", ref))
                for tw in ("The answer is approximately X.",
                           "The answer is X or [[0]].",
                           "The answer is not X.",
                           "The answer might be X."):
                    add(vs, "matrix", "twin", ref,
                        tw.replace("X", mat_list(m, " ")))


SPACED = {
    "fr": ["La réponse est V.", "Donc, la réponse est V", "Réponse : V"],
    "de": ["Die Antwort ist V.", "Die Antwort lautet V."],
    "ru": ["Ответ: V", "Итак, ответ: V."],
}
SPACED_TWINS = {
    "fr": [("hedge", "La réponse est environ V."),
           ("alt", "La réponse est V ou W."),
           ("neg", "La réponse n'est pas V.")],
    "de": [("hedge", "Die Antwort ist ungefähr V."),
           ("alt", "Die Antwort ist V oder W.")],
    "ru": [("hedge", "Ответ: примерно V"), ("alt", "Ответ: V или W")],
}


def spaced_num(n, sep):
    """n (a decimal string) grouped by sep, with a decimal comma."""
    ip, fp = n.split(".")
    groups = []
    while len(ip) > 3:
        groups.insert(0, ip[-3:])
        ip = ip[:-3]
    return sep.join([ip] + groups) + "," + fp


def spaced(vs):
    rnd = random.Random(26)
    nums = ["1234.5", "12345.25", "1234567.8"]
    nums += ["%d.%d" % (rnd.randint(1000, 999999), rnd.randint(1, 99))
             for _ in range(5)]
    for lang in SPACED:
        for n in nums:
            other = "%s.%s" % (n.split(".")[0], int(n.split(".")[1]) + 1)
            for sep in (" ", "\u00a0", "\u202f"):
                v, w = spaced_num(n, sep), spaced_num(other, sep)
                for h in SPACED[lang]:
                    add(vs, "spaced", "right", n, h.replace("V", v))
                    add(vs, "spaced", "wrong", n, h.replace("V", w))
                    # a last group of two digits: no number of these
                    ip, fp = n.split(".")
                    bad = ip[:-2] + sep + ip[-2:] + "," + fp
                    add(vs, "spaced", "shape", n, h.replace("V", bad))
                for fam, t in SPACED_TWINS[lang]:
                    add(vs, "spaced", fam, n,
                        t.replace("V", v).replace("W", w))


def pt_later(vs):
    firsts = ["A resposta é X.", "A resposta é a letra X.",
              "A resposta correta é a letra X.", "Resposta: X."]
    labels = ["Resposta final: Y", "Resposta final: Y.",
              "**Resposta final:** Y", "Resposta: Y"]
    for x in "ABCDE":
        for f in firsts:
            first = f.replace("X", x)
            for lab in labels:
                for y in "ABCDE":
                    fam = "right" if y == x else "later"
                    add(vs, "pt-later", fam, x,
                        first + " " + lab.replace("Y", y))
            add(vs, "pt-later", "right", x, first + " Espero ter ajudado!")


def roots(vs):
    rnd = random.Random(12)
    subs = [lambda k: "_%d" % k, lambda k: "_{%d}" % k,
            lambda k: "₀₁₂₃₄₅₆₇₈₉"[k]]
    for _ in range(12):
        n = rnd.choice((2, 2, 3))
        rs = rnd.sample(range(-9, 12), n)
        var = rnd.choice("xyt")
        refs = [" \\text{ or } ".join("%s = %d" % (var, r) for r in rs),
                ", ".join(str(r) for r in rs)]
        for ref in refs:
            for sub in subs:
                def lst(vals, v=var, sub=sub):
                    return ", ".join("%s%s = %d" % (v, sub(k + 1), r)
                                     for k, r in enumerate(vals))
                for h in ("The answer is X.", "The roots are $X$.",
                          "Final answer: X"):
                    if "₁" in sub(1) and "$" in h:
                        continue
                    add(vs, "roots", "right", ref, h.replace("X", lst(rs)))
                    if ref is refs[0]:   # a list's own order is papo's
                        add(vs, "roots", "right", ref,
                            h.replace("X", lst(rs[::-1])))
                    add(vs, "roots", "wrong", ref,
                        h.replace("X", lst(rs[:-1] + [rs[-1] + 1])))
                    add(vs, "roots", "missing", ref,
                        h.replace("X", lst(rs[:-1])))
                    add(vs, "roots", "added", ref,
                        h.replace("X", lst(rs + [max(rs) + 5])))
                    add(vs, "roots", "hedge", ref, h.replace(
                        "X", "approximately " + lst(rs)))
                other = "z" if var != "z" else "w"
                add(vs, "roots", "other-letter", refs[0],
                    "The answer is " + lst(rs, other) + ".")


def variants():
    vs = []
    sw_box(vs)
    box_text(vs)
    deg(vs)
    matrix(vs)
    spaced(vs)
    pt_later(vs)
    roots(vs)
    return vs


def main():
    verify_run.usage("hostile_recall16m")
    return verify_run.run("hostile_recall16m", variants(),
                          lambda v: v["kind"],
                          verify_run.is_right,
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
