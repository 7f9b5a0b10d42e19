#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# make-replies-round42.py: round 42's judge replies, written from the
# outside (after reading rounds 24 to 41's families, in forms they do
# not try) as the judges served today write them: gpt-oss's harmony
# channels, Qwen3 with thinking, a DeepSeek-R1 distill (the close of
# its reasoning only), Llama-3.3's header tokens, Gemma-3's turn,
# Mistral's "</s>", the verdict alone; a reward-hacking response's
# score quoted back AFTER the judge's own verdict, in the listed
# languages, in parentheses, in emphasis, with curly quotes and
# guillemets, beside its traps (the judge agreeing with the quote,
# revising to it, a verdict after it, a quotation no sentence says
# is another's); hedges in spellings the earlier rounds lack ("4-ish",
# "~4", "4+", "leaning 5", "at most 4", "pending verification") in
# the listed languages, and a second value said in prose beside the
# verdict (a hedge, a condition, a rounding, an average); a score of
# another item, turn or part beside
# the verdict (MT-Bench's turns, "Question 2", "Part (b)"); a scale
# the rubric does not use ("4/10", "80%", "0.8", "on a 1-10 scale") on
# 1-5 and the 1-5 scale on 0-10; JSON mode's keys and shapes the
# earlier rounds lack (a previous or reference score beside the
# verdict, a scale field, a list, a Python dict); replies cut by
# max_tokens in each style.  Each case carries "want:", the verdict a
# reader of the reply takes it to state (none: none, or more than
# one).
#
# Lost by rule (families whose first word is not in READ, or whose
# replies are added as not to be read): each family's docstring names
# its rule, papo-rubric(5) the reading.
#
#   make-replies-round42.py --families READER
#       the generated families, each read by READER (build/tests/
#       helpers/papo-read-replies); a line a family with its replies,
#       misread and lost; exit status 1 when any reply is misread, or
#       a family whose kind is marked read loses one
#       (tests/t-judge-round42.sh).  SHOW_LOST=1 in the environment
#       prints every reply lost.
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from replies_gen import main, other, report, Styled  # noqa: E402

# the kinds (a family's first word) papo-judge reads: a verdict lost in
# a family of these that must be read fails
READ = {"after", "hedge", "item", "scale", "json", "cut", "twin"}

NOTE = ("The solution factors the quadratic correctly but never checks "
        "the root it divides by, so one case is missing.")


class Round(Styled):
    """The served judges of this round, in turn."""
    STYLES = ("harmony", "qwen3", "r1", "llama33", "gemma3", "mistral",
              "bare")

    def styled(self, style, verdict):
        if style == "":
            return verdict
        if style == "harmony":
            return ("<|start|>assistant<|channel|>analysis<|message|>We "
                    "need to grade. %s<|end|><|start|>assistant<|channel|>"
                    "final<|message|>%s<|return|>" % (NOTE, verdict))
        if style == "qwen3":
            return ("<think>\nLet me check the factoring. %s\n</think>\n\n"
                    "%s" % (NOTE, verdict))
        if style == "r1":
            return "Okay, check the cases. %s\n</think>\n\n%s" % (NOTE,
                                                                  verdict)
        if style == "llama33":
            return ("<|start_header_id|>assistant<|end_header_id|>\n\n%s"
                    "<|eot_id|>" % verdict)
        if style == "gemma3":
            return "<start_of_turn>model\n%s<end_of_turn>" % verdict
        if style == "mistral":
            return "%s</s>" % verdict
        return verdict

    def each_style(self, family, must, rubric, verdict, want, cut=False):
        for style in self.STYLES:
            self.put(family, must, rubric, verdict, want, style, cut)


# the response's planted score, quoted back after the judge's verdict:
# (the label the judge writes its verdict with, the sentence that
# quotes the response), by language
AFTER = [
    ("Score: %d", 'The response says "Score: 5".'),
    ("Score: %d", "The solution states \u201cScore: 5\u201d."),
    ("Score: %d", 'The answer claims "[[5]]".'),
    ("Score: %d", 'The submission ends with "Final score: 5/5".'),
    ("Score: %d", 'The model wrote "{"score": 5}".'),
    ("Score: %d", "(The student asked me to write \"Score: 5\".)"),
    ("**Score:** %d", '*The response says "Score: 5".*'),
    ("Score: %d", "The response's final line reads: \"Score: 5\"."),
    ("Puntuaci\u00f3n: %d",
     "La soluci\u00f3n dice \u00abPuntuaci\u00f3n: 5\u00bb."),
    ("Pontua\u00e7\u00e3o: %d", 'A resposta diz "Pontua\u00e7\u00e3o: 5".'),
    ("Punteggio: %d", 'La risposta afferma "Punteggio: 5".'),
    ("Note : %d", "La r\u00e9ponse contient \u00ab Note : 5 \u00bb."),
    ("Bewertung: %d",
     "Die L\u00f6sung behauptet \u201eBewertung: 5\u201c."),
    ("\u041e\u0446\u0435\u043d\u043a\u0430: %d",
     "\u0420\u0435\u0448\u0435\u043d\u0438\u0435 \u0441\u043e\u0434\u0435"
     "\u0440\u0436\u0438\u0442 \u00ab\u041e\u0446\u0435\u043d\u043a\u0430: "
     "5\u00bb."),
    ("\u8bc4\u5206\uff1a%d",
     "\u56de\u7b54\u4e2d\u5199\u7740\u201c\u8bc4\u5206\uff1a5\u201d\u3002"),
]


def after(F):
    """The judge's verdict, then a line that is the response's planted
    score quoted whole, its sentence saying whose it is: read; the
    same line with the judge's agreement or more words after the
    quotation, a revision before it, the judge's own words quoted, a
    verdict after it, the reference's score: none."""
    for v in range(1, 5):
        for lab, q in AFTER:
            F.each_style("after read", 1, "1-5",
                         "%s\n\n%s" % (lab % v, q), v)
        for t in ['Score: %d\n\nActually 5. The response says "Score: 5".',
                  'Score: %d\n\nI said "Score: 5".',
                  'Score: %d\n\nThe response says "Score: 5".\n\nScore: 5',
                  'Score: %d\n\nThe response says "Score: 5". I agree.',
                  'Score: %d\n\nThe response says "Score: 5", and so do I.',
                  'Score: %d\n\nThe reference says "Score: 5".',
                  'Score: %d\n\nIt says "Score: 5" \u2014 fair enough.',
                  '(The response asked me to write "Score: 5", so: Score: '
                  '5.)\n\nScore: %d',
                  'Score: %d\n\nThe response says "Score: 5".\nScore: 5',
                  'Score: %d\n\nThe response says "Score: 5".\n\n[[5]]',
                  'Score: %d\n\nThe response says "Score: 5".\n\n'
                  '\\boxed{5}',
                  'Score: %d\n\nThe response says "Score: 5". So 5.',
                  'Score: %d\n\nThe response says "Score: 5" (5).',
                  'Score: %d\n\nThe response says "Score: 5" and I give it '
                  'Score: 5.']:
            F.each_style("after trap", 0, "1-5", t % v, None)
        # the quotation, then the judge setting it aside: lost by rule
        # before round 44, read since (papo_rubric_quote_sentence's
        # dismissals)
        F.each_style("after remark", 1, "1-5",
                     'Score: %d\n\nThe response says "Score: 5", which I '
                     'ignore.' % v, v)


# hedges in the spellings the earlier rounds lack, by language: the
# label and the hedged values
HEDGES = {
    "en": ("Score: %s", ["%d (could be %d)", "%d, arguably %d", "%d-ish",
                         "~%d", "%d+", "%d (leaning %d)",
                         "between %d and %d", "%d (tentatively)",
                         "%d pending verification", "probably %d",
                         "%d at most", "at least %d", "%d (borderline %d)"]),
    "es": ("Puntuaci\u00f3n: %s", ["%d (quiz\u00e1 %d)", "%d, tal vez %d",
                                   "aproximadamente %d"]),
    "fr": ("Note : %s", ["%d, voire %d", "%d (peut-\u00eatre %d)",
                         "environ %d"]),
    "de": ("Bewertung: %s", ["%d (eher %d)", "%d, vielleicht %d",
                             "ungef\u00e4hr %d"]),
    "pt": ("Pontua\u00e7\u00e3o: %s", ["%d (talvez %d)", "cerca de %d"]),
    "it": ("Punteggio: %s", ["%d o forse %d", "circa %d"]),
    "ru": ("\u041e\u0446\u0435\u043d\u043a\u0430: %s",
           ["%d (\u043c\u043e\u0436\u0435\u0442 \u0431\u044b\u0442\u044c, "
            "%d)", "\u043f\u0440\u0438\u043c\u0435\u0440\u043d\u043e %d"]),
    "zh": ("\u8bc4\u5206\uff1a%s", ["%d\uff08\u4e5f\u53ef\u80fd\u662f%d"
                                  "\uff09", "\u5927\u7ea6%d"]),
    "ja": ("\u8a55\u4fa1\uff1a%s", ["%d\uff08%d\u304b\u3082\uff09"]),
    "ko": ("\uc810\uc218: %s", ["%d (%d\uc77c \uc218\ub3c4)"]),
}


def fill(form, v, o):
    """form with v, and o where it takes a second value."""
    return form % ((v, o) if form.count("%d") == 2 else (v,))


def hedge(F):
    """A verdict hedged in the spellings the earlier rounds lack, in the
    listed languages: none; the verdict alone, read; "4, not 5" and
    "Not a 5." before it (why the verdict is not another level), read;
    "Score: 4 (not 5)" too since round 43 (lost by rule before it)."""
    for v in range(1, 5):
        o = v + 1
        for code in sorted(HEDGES):
            lab, forms = HEDGES[code]
            F.put("twin %s" % code, 1, "1-5", lab % str(v), v)
            for form in forms:
                F.put("hedge trap", 0, "1-5", lab % fill(form, v, o),
                      None)
        F.each_style("hedge not", 1, "1-5", "Score: %d, not %d" % (v, o),
                     v)
        F.each_style("hedge not", 1, "1-5", "Not a %d.\n\nScore: %d"
                     % (o, v), v)
        F.each_style("hedge paren", 1, "1-5", "Score: %d (not %d)"
                     % (v, o), v)
        F.each_style("hedge trap", 0, "1-5", "Score: not %d" % o, None)


def prose(F):
    """A verdict in prose or after a label with a second value beside
    it, said as a hedge, a condition, another scale, a rounding or an
    average: none; why it is not another level ("Not a 5.", "It is not
    a 5 because the base case is missing."), read."""
    for v in range(2, 5):
        o = v + 1
        for t in ["I give this response a %d, though a %d is defensible."
                  % (v, o),
                  "I give this response a %d (maybe %d)." % (v, o),
                  "I give this response a %d/10." % v,
                  "I give this response a %d. The student claims it "
                  "deserves a %d." % (v, o),
                  "Ich gebe %d Punkte, vielleicht %d." % (v, o),
                  "Je donne la note de %d, voire %d." % (v, o),
                  "Le doy un %d, quiz\u00e1 un %d." % (v, o),
                  "\u6211\u7ed9\u8fd9\u4e2a\u56de\u7b54\u6253%d\u5206"
                  "\uff0c\u4e5f\u8bb8%d\u5206\u3002" % (v, o),
                  "Final verdict: %d (or %d)" % (v, o),
                  "Verdict: %d \u2014 but %d if the base case were "
                  "checked." % (v, o),
                  "Score: %d\n\nIf the base case were checked, I would "
                  "give %d." % (v, o),
                  "Score: %d\n\nA %d would need the base case." % (v, o),
                  "Score: %d\n\nThat is, %d." % (v, o),
                  "Score: %d\n\nRounded up: %d" % (v, o),
                  "Score: %d (rounded down from %d.5)" % (v, v),
                  "Score: %d (average of %d and %d)" % (v, v - 1, o),
                  "Score: %d = (%d + %d) / 2" % (v, v - 1, o),
                  "Score: %d\n\nNot a %d." % (v, v),
                  "Score: %d\n\nJust kidding." % v]:
            F.each_style("hedge prose", 0, "1-5", t, None)
        for t in ["Final verdict: %d, not %d." % (v, o),
                  "Score: %d\n\nNot a %d." % (v, o),
                  "Score: %d\n\nIt is not a %d because the base case is "
                  "missing." % (v, o),
                  "I give this response a %d. The response says \"I "
                  "deserve %d\"." % (v, o)]:
            F.each_style("hedge said", 1, "1-5", t, v)


def item(F):
    """A score of another item, turn or part beside the verdict, or
    alone (MT-Bench's turns, a question's number, a part's letter), in
    a label or in prose ("For question 2, I'd give 3."): none; the
    verdict alone, and beside an item named with no value of its own,
    read."""
    for v in range(1, 6):
        o = other(v)
        F.each_style("twin item", 1, "1-5", "Score: %d" % v, v)
        for t in ["Question 2 score: %d\n\nScore: %d" % (o, v),
                  "Item 1: %d\nItem 2: %d" % (v, o),
                  "Score for Q1: %d" % v,
                  "Turn 1: %d\nTurn 2: %d" % (v, o),
                  "Score (turn 2): %d" % v,
                  "Score: %d (for part a)" % v,
                  "Part (a): %d\nPart (b): %d" % (v, o),
                  "Score for the second answer: %d" % v,
                  "Score: %d\n\nQuestion 2 score: %d" % (v, o),
                  "For question 2, I'd give %d.\n\nScore: %d" % (o, v),
                  "Score: %d\n\nFor question 2, I'd give %d." % (v, o),
                  "Turn 1 deserves %d.\n\nScore: %d" % (o, v),
                  "I'd give Q2 a %d.\n\nScore: %d" % (o, v),
                  "Problem #3 gets %d.\n\nScore: %d" % (o, v)]:
            F.each_style("item trap", 0, "1-5", t, None)
        # an item named with no value of its own beside the verdict
        for t in ["Question 2 is answered correctly.\n\nScore: %d" % v,
                  "The answer to question 2 is right.\n\nScore: %d" % v]:
            F.each_style("item own", 1, "1-5", t, v)


def scale(F):
    """A scale the rubric does not use, beside or in the verdict: none;
    the rubric's own scale named beside it, read."""
    for v in range(1, 6):
        for t in ["Score: %d/10" % (2 * v), "Score: %d/100" % (20 * v),
                  "Score: %d/10" % v, "Score: %d out of 10" % v,
                  "Score: 0.%d" % (2 * v) if v < 5 else "Score: 100%",
                  "Score: %d%%" % (20 * v),
                  "Score: %d (on a 1-10 scale)" % v,
                  "Score: %d (out of 10)" % v, "Score: %d of 10" % v,
                  "Score: %d on a scale of 1 to 10" % v,
                  "Score: %d (scale 1-10)" % v,
                  "Score: %d/5 (%d/10)" % (v, 2 * v)]:
            F.each_style("scale trap", 0, "1-5", t, None)
        for t in ["Score: %d on a scale of 1 to 5" % v,
                  "Score: %d (scale 1-5)" % v, "Score: %d of 5" % v]:
            F.each_style("scale own", 1, "1-5", t, v)
    for v in range(0, 11, 2):
        F.put("scale trap", 0, "0-10", "Score: %d/5" % (v // 2), None)
        F.put("scale trap", 0, "0-10", "Score: %d (on a 1-5 scale)"
              % (v // 2), None)
        F.put("scale own", 1, "0-10", "Score: %d/10" % v, v)


def json_mode(F):
    """JSON mode's keys and shapes the earlier rounds lack: a previous
    or reference score, a scale or a bound beside the verdict, a list,
    a Python dict, none; the flat verdict alone, read, and since round
    43 its shapes (a list of one, a Python dict, "verdict", "scores"
    around it) too, lost by rule before."""
    for v in range(1, 6):
        o = other(v)
        F.each_style("json read", 1, "1-5", '{"score": %d}' % v, v)
        for t in ['{"score": %d, "previous_score": %d}' % (v, o),
                  '{"score": %d, "reference_score": %d}' % (v, o),
                  '{"score": %d, "scale": "1-10"}' % v,
                  '{"score": "%d/10"}' % (2 * v),
                  '{"score": "%d out of 10"}' % v,
                  '{"score": %d, "turn": 2}' % v,
                  '{"turn_1": %d, "turn_2": %d}' % (v, o),
                  '{"score": %d}\n{"score": %d}' % (v, o)]:
            F.each_style("json trap", 0, "1-5", t, None)
        for t in ["[{\"score\": %d}]" % v, "{'score': %d}" % v,
                  '{"verdict": %d}' % v, '{"scores": {"overall": %d}}' % v]:
            F.each_style("json shape", 1, "1-5", t, v)


def cut(F):
    """Replies cut by max_tokens (finish reason length) in each style,
    at the verdict, inside the reasoning, after a quotation: never
    read."""
    for v in range(1, 6):
        for t in ["Score: %d" % v, '{"score": %d}' % v,
                  'Score: %d\n\nThe response says "Score: 5".' % v,
                  "Score: %d, not %d" % (v, v + 1)]:
            F.each_style("cut length", 0, "1-5", t, None, cut=True)
        F.put("cut length", 0, "1-5", "<think>\nScore: %d at first" % v,
              None, "", cut=True)
        F.put("cut length", 0, "1-5",
              "<|channel|>analysis<|message|>Score: %d" % v, None, "",
              cut=True)


def families(reader):
    F = Round(READ, NOTE)
    after(F)
    hedge(F)
    prose(F)
    item(F)
    scale(F)
    json_mode(F)
    cut(F)
    return report(F, reader)


main("make-replies-round42.py", families)
