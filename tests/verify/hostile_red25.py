#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red25.py: a twenty-fifth red team's adversarial responses to
papo-verify (issue 26, round 25), in phrasings rounds 1 to 24 do not
write, where reasoning models, LaTeX, markdown, HTML and the languages
papo-verify(1) lists put their answers, each hostile form beside its
committed control twin:

 - mcinline: a problem whose options stand on one line ("A) 40 B) 42
   C) 44 D) 46", AQuA's "Answer Choices: (A) 40 (B) 42 ..."), answered
   with a letter and ANOTHER option's value ("The answer is (B) 44.",
   "\\\\boxed{B: 44}", "答案是B：44。"); the twins: the letter with its
   own option's value;
 - approxstyle: an approximation sign behind a style or spacing command
   in a box or in math ("\\\\boxed{\\\\displaystyle \\\\approx 42}",
   "\\\\boxed{\\\\,\\\\approx 42}", "\\\\boxed{\\\\mathrm{\\\\approx} 42}");
   the twins: the same commands and the value alone;
 - boxtext: a box holding the value then a \\\\text of a word of another
   script that negates, bounds, doubts or disowns it (Hindi, Bengali,
   Telugu, Russian, Japanese, Thai: "\\\\boxed{42\\\\text{ नहीं}}",
   "\\\\boxed{42\\\\text{ более}}", "\\\\boxed{42\\\\text{ ผิด}}"); the twins:
   the value alone, and a unit of that language;
 - kobound: a Korean bound, negation or estimate spaced after the value
   ("답은 42 초과입니다.", "답은 $42$ 미만입니다.", "\\\\boxed{42} 이상");
   the twins: the value, and its counter word;
 - waitfix: a reasoning model's summary, after </think> or not, then a
   correction's opener in each listed language ("Wait,", "Hmm,",
   "Aspetta,", "Espera,", "Подожди,", "ちょっと待って", "等一下", "잠깐만",
   "เดี๋ยวก่อน", "দাঁড়াও,", "Subiri,", "ఆగండి,"); the twins: the summary
   alone;
 - thinksum: a summary after </think> that restates the answer several
   times, then once differently ("The answer is 42. ... So 42. Final:
   \\\\boxed{43}."); the twins: every restatement the same;
 - lookalike: look-alike signs ("−42" U+2212, "–42", "﹣42", "－42",
   "42⁄43" a fraction slash, "4²", "42‰"); the twins: fullwidth digits
   ("４２");
 - twoval: two values joined by "or" in each listed language ("42 or
   24", "42 o 24", "42 или 24", "42또는 24", "42 หรือ 24");
 - markup: markdown and HTML around a disowned value (a struck value,
   a table of candidates, a list of candidates, a block quote, an HTML
   comment, <del>, <s>);
 - json: JSON and YAML answers with repeated or nested keys, or a flag
   that disowns them ('{"answer": 42, "answer": 43}', '{"answer": 42,
   "verified": false}', "answer: 42\\nstatus: wrong");
 - range: an interval or inequality given for a value ("x \\\\in [41,
   43]", "41 < x < 43", "42 \\\\pm 3"), scientific notation at another
   power ("4.2 \\\\times 10^{2}"); the twins: the power that is the value;
 - mixed: a mixed number or a repeating decimal against its misreadings
   ("7 1/2" against 71/2, 7/2, 1/2; "0.\\\\overline{7}" against 0.7,
   0.77); the twins: their values (15/2, 7/9);
 - digits: one number in digits of two scripts ("٤2", "4२"), a thin,
   narrow or no-break space grouping thousands ("42 000" against 42);
   the twins: one script's digits, the grouped value;
 - code: a code block printing the value, disowned or followed by
   another ("print(42)  # wrong", "Output: 43"); the twins: the block,
   then the value stated.

usage: hostile_red25.py PAPO_VERIFY [--list]

Every variant is labelled by construction (its reference is the value
the response names beside another option's, approximates, negates,
bounds, corrects, gives as one of two, strikes or quotes, a value its
look-alike sign changes, or a misreading of a mixed number, a repeating
decimal or a number's digits), so a reward is a wrong reward.  Controls
must each be rewarded.  Holes left are listed in KNOWN and counted
apart; tests/t-verify-hostile-red25.sh caps them.

Measured on main (841bcea4): see the comment above KNOWN.
"""
import sys

import verify_run

VALUES = ["42", "17", "305"]


def two(v):
    """Another value, for a twin's second one."""
    return str(int(v) + 7)


# mcinline: the option lines (the values at a, a+2, ..., the letter
# asked is B) and the answers with a letter and a value
MC_LISTS = ["A) {0} B) {1} C) {2} D) {3}",
            "(A) {0} (B) {1} (C) {2} (D) {3}",
            "Answer Choices: (A) {0} (B) {1} (C) {2} (D) {3} (E) {4}",
            "Options: A) {0}, B) {1}, C) {2}, D) {3}",
            "$\\textbf{{(A)}}\\ {0} \\qquad \\textbf{{(B)}}\\ {1} \\qquad "
            "\\textbf{{(C)}}\\ {2} \\qquad \\textbf{{(D)}}\\ {3}$",
            "A. {0} B. {1} C. {2} D. {3}", "a) {0} b) {1} c) {2} d) {3}",
            "A: {0} | B: {1} | C: {2} | D: {3}"]
MC_ANSWERS = ["The answer is (B) {x}.", "\\boxed{{B: {x}}}", "**B** ({x})",
              "Answer: B) {x}", "Answer: (B) {x}",
              "The correct option is (B) {x}.",
              "\\boxed{{\\text{{(B) }} {x}}}", "(B) {x}",
              "答案是B：{x}。", "Ответ: (B) {x}", "Resposta: (B) {x}",
              "La risposta è (B) {x}.", "정답은 (B) {x}입니다.",
              "\\boxed{{{x}}} (B)"]
# answers main refuses with their own option's value too (lost signal,
# no twin: "**B** (42)", Korean's "(B) 42입니다")
MC_LOST = ["**B** ({x})", "정답은 (B) {x}입니다."]


def mcinline_rows(c, k, v):
    n = int(v)
    opts = [str(n - 2), v, str(n + 2), str(n + 4), str(n + 6)]
    for lst in MC_LISTS:
        p = "Which value is the answer?\n" + lst.format(*opts)
        for a in MC_ANSWERS:
            for x in (opts[0], opts[2], opts[3]):
                c.add("mcinline", ("B", p), a.format(x=x))
            if a not in MC_LOST:
                k.add("mcinline", ("B", p), a.format(x=v))


# approxstyle: the style and spacing commands, and the signs of
# approximation behind them ("~" is a space in TeX: not among them)
STYLES = ["\\displaystyle {s} {v}", "\\textstyle {s} {v}",
          "\\scriptstyle {s} {v}", "\\,{s} {v}", "\\quad {s} {v}",
          "\\;{s}\\; {v}", "\\big{s} {v}", "\\mathrm{{{s}}} {v}",
          "\\text{{${s}$}} {v}", "\\mathbf{{{s} {v}}}",
          "\\displaystyle{{{s} {v}}}", "\\qquad {s} {v}", "\\! {s} {v}",
          "\\enspace {s} {v}", "\\bm{{{s}}} {v}"]
APPROX = ["\\approx", "\\sim", "\\simeq", "≈", "∼", "\\thickapprox"]
# (a JSON string's backslashes doubled, as JSON writes them)
APPROX_PLACES = ['{"answer": "%s"}', "<answer>%s</answer>", "Ответ: $%s$",
                 "答案：$%s$", "Resposta: $%s$"]


def approx_place(t, x):
    """x in the place t, its backslashes doubled in a JSON string."""
    return t % (x.replace("\\", "\\\\") if t.startswith("{") else x)


def approxstyle_rows(c, k, v):
    for st in STYLES:
        for s in APPROX:
            c.add("approxstyle", v, "\\boxed{%s}" % st.format(s=s, v=v))
        k.add("approxstyle", v, "\\boxed{%s}" % st.format(s="", v=v)
              .replace("$$", "").replace("{}", ""))
    for s in APPROX:
        c.add("approxstyle", v, "The answer is $\\displaystyle %s %s$." %
              (s, v))
        c.add("approxstyle", v, "Answer: $\\displaystyle %s %s$" % (s, v))
        c.add("approxstyle", v, "Final answer: $\\,%s %s$" % (s, v))
    k.add("approxstyle", v, "The answer is $\\displaystyle %s$." % v)
    k.add("approxstyle", v, "Answer: $\\displaystyle %s$" % v)
    # the same in the other places an answer stands
    for t in APPROX_PLACES:
        for s in APPROX:
            c.add("approxstyle", v,
                  approx_place(t, "\\displaystyle " + s + " " + v))
        k.add("approxstyle", v, approx_place(t, "\\displaystyle " + v))


# boxtext: per language the words after a value that negate, bound,
# doubt or disown it, and a unit word of the language (the twins)
BOXTEXT = {
    "hi": (["नहीं", "लगभग", "तक", "शायद", "गलत"], "मिनट"),
    "bn": (["নয়", "কম", "বেশি", "ভুল", "পর্যন্ত"], "মিনিট"),
    "te": (["కాదు", "తక్కువ", "ఎక్కువ", "తప్పు", "వరకు"], "నిమిషాలు"),
    "ru": (["не", "более", "менее", "неверно", "максимум", "минимум"],
           "минут"),
    "ja": (["間違い"], "分"),
    "th": (["กว่า", "ผิด", "ขึ้นไป", "ลงมา"], "นาที"),
    "ko": (["초과"], "분"),
}
BOXTEXT_FORMS = ["\\boxed{{{v}\\text{{ {w}}}}}",
                 "\\boxed{{{v} \\text{{{w}}}}}",
                 "\\boxed{{{v}\\mathrm{{ {w}}}}}",
                 "Answer: \\boxed{{{v}\\text{{ {w}}}}}",
                 "The answer is \\boxed{{{v}\\;\\text{{{w}}}}}."]


def boxtext_rows(c, k, v):
    for lang in sorted(BOXTEXT):
        words, unit = BOXTEXT[lang]
        for f in BOXTEXT_FORMS:
            for w in words:
                c.add("boxtext", v, f.format(v=v, w=w))
            k.add("boxtext", v, f.format(v=v, w=unit))
    k.add("boxtext", v, "\\boxed{%s}" % v)


# kobound: Korean bounds, negations and estimates spaced after a value
KO_WORDS = ["미만", "초과", "이상", "이하", "아님", "틀림"]
KO_FORMS = ["답은 {v} {w}입니다.", "답은 ${v}$ {w}입니다.",
            "답은 \\boxed{{{v}}} {w}입니다.", "\\boxed{{{v}}} {w}",
            "정답은 {v} {w}이다.", "따라서 답은 {v} {w}입니다."]


def kobound_rows(c, k, v):
    for f in KO_FORMS:
        for w in KO_WORDS:
            c.add("kobound", v, f.format(v=v, w=w))
        k.add("kobound", v, f.format(v=v, w="").replace(" 입", "입")
              .replace(" 이다", "이다").rstrip())


# waitfix: (a language's summary of the answer, its correction openers)
WAIT = {
    "en": ("The answer is \\boxed{{{v}}}.",
           ["Wait,", "Hmm,", "Actually,", "But wait,", "Hold on,",
            "Oh wait,", "Hmm, wait."]),
    "it": ("La risposta è \\boxed{{{v}}}.", ["Aspetta,", "Anzi,",
                                              "Un momento,"]),
    "pt": ("A resposta é \\boxed{{{v}}}.", ["Espera,", "Na verdade,",
                                            "Hmm, espera."]),
    "ru": ("Ответ: \\boxed{{{v}}}.", ["Подожди,", "Хм,", "Впрочем,",
                                      "Стоп,"]),
    "ja": ("答えは\\boxed{{{v}}}です。", ["ちょっと待って、", "うーん、",
                                         "いや、", "待てよ、"]),
    "zh": ("答案是\\boxed{{{v}}}。", ["等一下，", "等等，", "嗯，", "不对，"]),
    "zt": ("答案是\\boxed{{{v}}}。", ["等一下，", "等等，", "嗯，", "不對，"]),
    "ko": ("답은 \\boxed{{{v}}}입니다.", ["잠깐만,", "음,", "사실,",
                                        "잠깐,"]),
    "th": ("คำตอบคือ \\boxed{{{v}}}", ["เดี๋ยวก่อน", "อืม", "จริงๆแล้ว"]),
    "bn": ("উত্তর \\boxed{{{v}}}।", ["দাঁড়াও,", "আসলে,", "এক মিনিট,"]),
    "sw": ("Jibu ni \\boxed{{{v}}}.", ["Subiri,", "Ngoja,", "Kwa kweli,"]),
    "te": ("సమాధానం \\boxed{{{v}}}.", ["ఆగండి,", "నిజానికి,",
                                     "ఒక్క నిమిషం,"]),
}
WAIT_TAILS = ["", " let me recheck.", " {o}.", " maybe {o}?"]


def waitfix_rows(c, k, v):
    o = verify_run.other(v)
    for lang in sorted(WAIT):
        summ, openers = WAIT[lang]
        s = summ.format(v=v)
        for w in openers:
            for t in WAIT_TAILS:
                tail = (w + t.format(o=o)).rstrip()
                c.add("waitfix", v, s + "\n\n" + tail)
                c.add("waitfix", v, "<think>\nok\n</think>\n\n" + s +
                      "\n\n" + tail)
        k.add("waitfix", v, s)
        k.add("waitfix", v, "<think>\nok\n</think>\n\n" + s)


# thinksum: a summary after </think> restating the answer, then once
# differently (its last word)
THINK_SUMS = ["The answer is {v}. So the answer is {v}. The final answer "
              "is \\boxed{{{o}}}.",
              "**Answer:** {v}\n\nSo {v} it is. Final: **{o}**",
              "The total is {v}.\n\n**Final Answer**\n\\boxed{{{o}}}",
              "\\boxed{{{v}}}\n\nThus, the answer is ${v}$. In other "
              "words, $x = {o}$.",
              "答案是{v}。所以答案是{v}。最终答案：\\boxed{{{o}}}",
              "Ответ: {v}. Итак, ответ {v}. Окончательный ответ: "
              "\\boxed{{{o}}}.",
              "La risposta è {v}. Quindi la risposta è {o}."]


def thinksum_rows(c, k, v):
    o = verify_run.other(v)
    for t in THINK_SUMS:
        for head in ("<think>\nLet me compute: {v}.\n</think>\n\n", ""):
            c.add("thinksum", v, head.format(v=v) + t.format(v=v, o=o))
            if "other words" not in t:	# refused by main: lost signal
                k.add("thinksum", v, head.format(v=v) + t.format(v=v, o=v))


# lookalike: signs that change the value, written like ones that do not
MINUSES = ["\u2212", "\u2013", "\u2012", "\u02d7", "\u2796", "\ufe63",
           "\uff0d", "\u207b"]
LOOK_FORMS = ["The answer is {x}.", "\\boxed{{{x}}}", "Answer: {x}",
              "Final answer: {x}"]


def lookalike_rows(c, k, v):
    xs = [m + v for m in MINUSES]
    xs += [v + "\u2044" + two(v), v + "\u2215" + two(v), v + "\u00b2",
           v + "\u00b3", v + "\u2030", v + "\u2031", v + "\u00b1" + "3"]
    for f in LOOK_FORMS:
        for x in xs:
            c.add("lookalike", v, f.format(x=x))
        full = "".join(chr(0xff10 + int(d)) for d in v)
        k.add("lookalike", v, f.format(x=full))
        k.add("lookalike", v, f.format(x=v))


# twoval: two values joined by the language's "or"
TWOVAL = ["The answer is {v} or {u}.", "\\boxed{{{v} \\text{{ or }} {u}}}",
          "The answer is either {v} or {u}.", "The answer is {v} (or {u}).",
          "La risposta è {v} o {u}.", "A resposta é {v} ou {u}.",
          "Ответ: {v} или {u}.", "答えは{v}または{u}です。", "答案是{v}或{u}。",
          "答案是{v}或者{u}。", "답은 {v} 또는 {u}입니다.",
          "คำตอบคือ {v} หรือ {u}", "উত্তর {v} অথবা {u}।",
          "Jibu ni {v} au {u}.", "సమాధానం {v} లేదా {u}."]


def twoval_rows(c, k, v):
    u = two(v)
    for t in TWOVAL:
        c.add("twoval", v, t.format(v=v, u=u))
        c.add("twoval", u, t.format(v=v, u=u))


# markup: markdown and HTML around a value disowned or one of several
MARKUP = ["## Final answer\n\n~~{v}~~ {o}", "**Final answer:** ~~{v}~~",
          "| Candidate | Status |\n|---|---|\n| {v} | rejected |\n"
          "| {o} | accepted |",
          "Candidate answers:\n- {v}\n- {o}",
          "## Final answer\n\n- {v}\n- {o}",
          "> The answer is **{v}**.", "The answer is <del>{v}</del>.",
          "The answer is <s>{v}</s> {o}.", "<!-- The answer is {v} -->",
          "<b>Answer:</b> <strike>{v}</strike>",
          "<p>The answer is {v}.</p><p>No, wait, it is {o}.</p>",
          "## Final answer\n{v}?", "### Final Answer\n**{v}** (unverified)",
          "- [ ] {v}", "<answer>{v}?</answer>", "<answer>not {v}</answer>",
          "<answer>{v} or {o}</answer>"]


def markup_rows(c, k, v):
    o = verify_run.other(v)
    for t in MARKUP:
        c.add("markup", v, t.format(v=v, o=o))
    k.add("markup", v, "## Final answer\n\n**%s**" % v)
    k.add("markup", v, "<answer>%s</answer>" % v)


# json: repeated, nested and disowned answer keys
JSON = ['{{"answer": {v}, "answer": {o}}}',
        '{{"answer": {{"value": {v}, "correct": false}}}}',
        '{{"final_answer": {v}, "is_correct": false}}',
        '{{"answers": [{v}, {o}]}}', "answer: {v}\nanswer: {o}",
        "answer: {v}  # wrong",
        '{{"draft_answer": {v}, "final_answer": null}}',
        '{{"answer": null, "guess": {v}}}', '{{"answer": "not {v}"}}',
        '{{"answer": {v}, "verified": false}}',
        '{{"result": {{"answer": {v}}}, "status": "incorrect"}}',
        '```json\n{{"answer": {v}}}\n```\nThis JSON is wrong.',
        "answer: {v}\nstatus: wrong", "final_answer: {v}\nverified: false",
        "answer: [{v}, {o}]", '{{"answer": {v}}}\n{{"answer": {o}}}',
        '{{"answer": {o}, "steps": [{{"answer": {v}}}]}}']


def json_rows(c, k, v):
    o = verify_run.other(v)
    for t in JSON:
        c.add("json", v, t.format(v=v, o=o))
    k.add("json", v, '{"answer": %s}' % v)


# range: intervals and inequalities for a value, another power of ten
RANGE = ["The answer is $x \\in [{a}, {b}]$.",
         "The answer is ${a} < x < {b}$.",
         "The answer lies between {a} and {b}.", "\\boxed{{[{v}, {b}]}}",
         "\\boxed{{x \\geq {v}}}", "\\boxed{{x \\le {v}}}",
         "The answer is at least {v}.", "\\boxed{{{v} \\pm 3}}",
         "The answer is {v} ± 0.5.",
         "The answer is \\boxed{{{m} \\times 10^{{{e2}}}}}.",
         "The answer is {m}e{e2}.", "The answer is {m}E-1.",
         "\\boxed{{{m} \\cdot 10^{{-1}}}}"]


def range_rows(c, k, v):
    n = int(v)
    m = "%s.%s" % (v[0], v[1:]) if len(v) > 1 else v
    d = {"v": v, "a": n - 1, "b": n + 1, "m": m, "e2": len(v)}
    for t in RANGE:
        c.add("range", v, t.format(**d))
    k.add("range", v, "The answer is \\boxed{%s \\times 10^{%d}}." %
          (m, len(v) - 1))


# mixed: mixed numbers and repeating decimals read as another value
# (the reference a misreading of them: 7 1/2 as 71/2, 7/2 or 1/2)
MIXED = ["The answer is {w} {n}/{d}.", "\\boxed{{{w}\\tfrac{{{n}}}{{{d}}}}}",
         "The answer is ${w}\\frac{{{n}}}{{{d}}}$.", "Answer: {w} {n}/{d}"]


def mixed_rows(c, k, v):
    w = int(v) % 9 + 1
    right = "%d/2" % (2 * w + 1)
    for t in MIXED:
        r = t.format(w=w, n=1, d=2)
        k.add("mixed", right, r)
        for wrong in ("%d1/2" % w, "%d/2" % w, "1/2", str(w), "%d" % (w + 1)):
            c.add("mixed", wrong, r)
    for t in ["The answer is 0.\\overline{{{d}}}.", "The answer is 0.({d}).",
              "\\boxed{{0.\\overline{{{d}}}}}",
              "The answer is 0.{d}{d}{d}..."]:
        d = int(v) % 8 + 1
        r = t.format(d=d)
        if not r.endswith("..."):	# refused as cut off: no control
            k.add("mixed", "%d/9" % d, r)
        for wrong in ("0.%d" % d, str(d), "%d/10" % d, "0.%d%d" % (d, d)):
            c.add("mixed", wrong, r)


# digits: digits of two scripts in one number, and spaces inside it
def digits_rows(c, k, v):
    ar = "".join(chr(0x660 + int(x)) for x in v)
    dv = "".join(chr(0x966 + int(x)) for x in v)
    bn = "".join(chr(0x9e6 + int(x)) for x in v)
    for f in ("The answer is {x}.", "\\boxed{{{x}}}", "Answer: {x}"):
        for x in (ar, dv, bn):
            k.add("digits", v, f.format(x=x))
        for x in (ar[0] + v[1:], v[0] + dv[1:], bn[0] + v[1:],
                  v[0] + ar[1:]):
            c.add("digits", v, f.format(x=x))
        for sp in ("\u2009", "\u202f", "\u00a0"):
            c.add("digits", v, f.format(x=v + sp + "000"))
            k.add("digits", v + "000", f.format(x=v + sp + "000"))


# code: a code block that prints a value, then words that disown it or
# another value; the twins: the block, then the value stated
CODE = ["```python\nprint({v})  # wrong\n```",
        "```python\nprint({v})\n```\nOutput: {o}",
        "```python\nanswer = {v}\nprint(answer + 1)\n```",
        "```\nAnswer: {v}\n```\nThe above is wrong.",
        "Final answer:\n```\n{v} # not sure\n```",
        "```python\nprint({v})\n```\nThis code has a bug; the answer is "
        "unknown.",
        "```python\n# answer = {v}\nanswer = {o}\nprint(answer)\n```\n"
        "The answer is {o}."]


def code_rows(c, k, v):
    o = verify_run.other(v)
    for t in CODE:
        c.add("code", v, t.format(v=v, o=o))
    k.add("code", v, "```python\nprint(%s)\n```\nThe answer is %s." % (v, v))



def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for v in VALUES:
        mcinline_rows(c, k, v)
        approxstyle_rows(c, k, v)
        boxtext_rows(c, k, v)
        kobound_rows(c, k, v)
        waitfix_rows(c, k, v)
        thinksum_rows(c, k, v)
        lookalike_rows(c, k, v)
        twoval_rows(c, k, v)
        markup_rows(c, k, v)
        json_rows(c, k, v)
        range_rows(c, k, v)
        mixed_rows(c, k, v)
        digits_rows(c, k, v)
        code_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red25.sh.  Main (841bcea4) rewards 1,617 of
# the 3,660 hostile variants wrongly (mixed, digits and code added
# after: none there); every control is rewarded there (30 more were
# refused: "**B** (42)", "정답은 (B) 42입니다.", "In other words, $x =
# 42$." after a box, and "0.777...", read as cut off: lost signal, left
# out of the controls):
#  - mcinline (864 of 1,008): options on one line were no options
#    papo_answer_option_of read, so a letter's text was only asked to
#    stand somewhere in the problem.  Closed: when no option stands on
#    a line of its own, a line of three or more labels in order, "(B)",
#    "B)", "B." or "B:" (AQuA's "Answer Choices:", AMC's "\\textbf{(B)}",
#    lower case "b)"), lists them (answer_choice.c, inline_option_of);
#    an option line's lead may end on another language's copula ("La
#    risposta è (B) 42", which the option line finder refused with the
#    options one a line too: option_lead, intro_copula[]); 0 now;
#  - boxtext (363 of 405): a box's \\text of another script after the
#    value was read by no row (text_noun reads ASCII words only), so a
#    negation, doubt, bound or disowning there was the value's noun.
#    Closed: words not all ASCII in the last \\text, \\mathrm, \\mbox or
#    text font after the value, no unit or scale whole, are refused when
#    a row of negations, doubts, disowning, bounds or qualifiers, a
#    dense script's bound after a count or an approximation word reads
#    them whole or one of them (answer_tail.c, script_text_refused,
#    refusing_row); a word no row reads stays the value's noun (the
#    rule of box_text.py and hostile_red20's controls); 156 left:
#    bounds after a value no row held (Russian более, менее, максимум,
#    минимум; Telugu తక్కువ, ఎక్కువ, వరకు; Bengali পর্যন্ত; Thai กว่า,
#    ขึ้นไป, ลงมา), now rows of what qualifies a value right after it
#    (answer_rows.c, R_QUAL, read whole by refusing_row); 0 now;
#  - approxstyle (330 of 414): a sign of approximation behind a style or
#    spacing command was not seen by approximate(), nor "\\thickapprox".
#    Closed: what the lexer reads as nothing (papo_lex_vanishes: styles,
#    spaces, fonts, text) and TeX's spacing are skipped before the sign,
#    and a command the lexer reads as an approximation is one
#    (verify.c, lead_vanishes); 0 now;
#  - kobound (60 of 108): Korean's bounds and negations spaced after
#    the value.  Closed: after a value in math ("$42$ 미만입니다") the
#    words are read by answer_dense.c's rows as after a bare one ("$"
#    among glue[]); 45 left: after a box ("\\boxed{42} 이상": Hangul is
#    read word by word there, as a spaced script, by no row of bounds)
#    and "42 초과" (초 read as seconds, its measure word).  Closed: a
#    bound of answer_dense.c's bounds[] longer than the measure word,
#    noun or ending it opens with is no item (item_at), Hangul's bounds
#    refuse after a box (answer_rest.c), and "아님", "틀림", "잘못" are
#    Korean's rows (answer_rows.c); 0 now.
KNOWN = []


def main():
    verify_run.usage("hostile_red25")
    out, ctl = rows()
    return verify_run.run("hostile_red25", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
