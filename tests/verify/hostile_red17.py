#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_red17.py: a seventeenth red team's adversarial responses to
papo-verify (issue 26, round 18), written against the acceptances this
session added, each hostile form beside its committed control twin:

 - lines: a line or sentence break papo reads one way and a reader
   another (a lone CR, U+2028, U+2029, NEL, a vertical tab, a form
   feed) between a value and a sentence that disowns it, in each
   language's phrase, label and box;
 - spaces: a cut (a value then "or", "+", "per") hidden by trailing
   no-break, ideographic or other white space;
 - nfc: a combining mark put on a letter of a closing remark papo
   recognises, so that the composed word is another ("Thatś all.");
 - all: the "That's all." forms of ten languages followed, in their
   sentence, by a word that disowns or doubts the answer;
 - hindi: the Hindi step openers ("गणना करें:") hedged, negated or
   followed by a doubt;
 - stephead: a step's heading whose title opens with a verb of the
   step's work but names a draft, a guess or someone else's answer
   ("## Step 3: Compute a wrong guess", "Step 3: Verify the draft
   answer"), then the value on its own line or in a box;
 - label: a label whose parenthesis or bracket before the colon says
   the value is a draft, unverified, a guess ("Final answer
   (unverified): 42");
 - hfill: a remark set apart by a spacing command (\\hfill,
   \\enspace, \\quad, ...) that disowns the value;
 - check: "This satisfies all of the conditions except one." (and its
   other exceptions) after a bold value or a phrase;
 - qmark: every question mark Unicode has (the Greek one U+037E, the
   Armenian, Ethiopic, vertical and small forms...) right after the
   value of a phrase, a label or a box, alone or before a closing
   remark.
 - script: a letter, a punctuation mark or a question mark of each
   script no listed language writes (Armenian, Georgian, Ethiopic,
   Tibetan, Mongolian, Cherokee, Canadian syllabics, Runic, Ogham,
   Myanmar, Khmer, Hebrew, Syriac, Sinhala) glued to or after the
   value, alone or before a closing remark;
 - latin: a word of English's rows ("per", "and", "maybe") after the
   value in a Hindi, Russian, Chinese, Arabic or Bengali sentence (the
   twins: units, "cm", "km per hour").

usage: hostile_red17.py PAPO_VERIFY [--list]

Every variant is labelled by construction: its reference is the value
the response disowns, hedges, asks or leaves cut, so a reward is a
wrong reward.  Controls (the same shapes with the value committed)
must each be rewarded.  Holes left are listed in KNOWN and counted
apart; tests/t-verify-hostile-red17.sh caps them.  Prints each variant
rewarded and each control refused, a count per family; exits 1 when
any is.  --list writes the variants (JSONL).

Measured on main (16e996b): see the comment above KNOWN.
"""
import sys
import unicodedata

import verify_run

VALUES = ["42", "17", "128", "60", "7", "305"]

# per language: an answer phrase, an answer label, a disowning sentence
LANG = {
    "en": ("The answer is {v}.", "Answer: {v}", "But that is wrong."),
    "zh": ("答案是{v}。", "答案：{v}", "不过这个答案是错的。"),
    "ja": ("答えは{v}です。", "答え：{v}", "でもこれは間違いです。"),
    "ko": ("답은 {v}입니다.", "답: {v}", "하지만 이것은 틀렸습니다."),
    "fr": ("La réponse est {v}.", "Réponse : {v}", "Mais c'est faux."),
    "de": ("Die Antwort ist {v}.", "Antwort: {v}", "Das ist aber falsch."),
    "es": ("La respuesta es {v}.", "Respuesta: {v}", "Pero eso está mal."),
    "it": ("La risposta è {v}.", "Risposta: {v}", "Ma è sbagliato."),
    "pt": ("A resposta é {v}.", "Resposta: {v}", "Mas isso está errado."),
    "ru": ("Ответ равен {v}.", "Ответ: {v}", "Но это неверно."),
    "uk": ("Відповідь дорівнює {v}.", "Відповідь: {v}",
           "Але це неправильно."),
    "hi": ("उत्तर {v} है।", "उत्तर: {v}", "पर यह गलत है।"),
    "ar": ("الإجابة هي {v}.", "الإجابة: {v}", "لكن هذا خطأ."),
    "th": ("คำตอบคือ {v}", "คำตอบ: {v}", "แต่คำตอบนี้ผิด"),
    "bn": ("উত্তর হল {v}।", "উত্তর: {v}", "তবে এটা ভুল।"),
    "te": ("సమాధానం {v}.", "సమాధానం: {v}", "కానీ ఇది తప్పు."),
    "sw": ("Jibu ni {v}.", "Jibu: {v}", "Lakini hili ni kosa."),
    "id": ("Jawabannya adalah {v}.", "Jawaban: {v}", "Tapi ini salah."),
    "vi": ("Đáp án là {v}.", "Đáp án: {v}", "Nhưng cái này sai."),
    "pl": ("Odpowiedź to {v}.", "Odpowiedź: {v}", "Ale to jest błędne."),
    "tr": ("Cevap: {v}.", "Cevap: {v}", "Ama bu yanlış.")}

# breaks a reader may see as a new line, or not (the control: "\n\n")
BREAKS = ["\r", "\r\r", "\u2028", "\u2029", "\u0085", "\x0b", "\x0c",
          "\r\n", " \r", "\u2028\u2028"]
# more disowning sentences, in English, after any language's answer
DISOWN = ["Not sure.", "I am not sure.", "Not verified.", "Just a guess.",
          "That is wrong."]

# white space a cut may hide behind, and the cuts
TRAIL = ["\u00a0", "\u3000", "\u3000\u3000", "\u2003", "\u2002", "\u2009",
         "\u202f", "\u205f", "\u00a0\n", " \u3000 ", "\t\u3000", "\u2028",
         "\u0085", "\x0b", "\x0c", "\r"]
CUTS = ["{v} or", "{v} +", "{v} per", "{v} -", "{v} and", "{v} or maybe",
        "{v} \\times", "{v}/"]

# "That's all." in the languages whose forms answer_close.c lists, each
# with words that disown or doubt the answer after it in its sentence
ALL = {"en": ("The answer is {v}.", ["That's all", "That’s it",
                                     "That is it"],
              [" wrong", " I guessed", ", I think", ", probably wrong",
               " for a wrong answer"]),
       "ru": ("Ответ: {v}.", ["Вот и всё", "Это всё"],
              [" неверно", " наугад", ", наверное", " не так"]),
       "uk": ("Відповідь: {v}.", ["Ось і все"],
              [" неправильно", " навмання", ", мабуть"]),
       "fr": ("La réponse est {v}.", ["C'est tout", "Voilà"],
              [" faux", " deviné", ", je pense", " pour une estimation"]),
       "de": ("Die Antwort ist {v}.", ["Das war's", "Das ist alles"],
              [" falsch", " geraten", ", glaube ich", " nicht"]),
       "es": ("La respuesta es {v}.", ["Eso es todo"],
              [" falso", " adivinado", ", creo", " mentira"]),
       "pt": ("A resposta é {v}.", ["É isso", "Isso é tudo"],
              [" errado", " chutado", ", acho", " mentira"]),
       "it": ("La risposta è {v}.", ["Questo è tutto", "È tutto"],
              [" sbagliato", " indovinato", ", credo", " falso"]),
       "zh": ("答案是{v}。", ["就这样", "以上"],
              ["都是猜的", "不对", "答案作废", "可能错了"]),
       "ja": ("答えは{v}です。", ["以上になります"],
              ["が、自信がありません", "が、間違いです", "が、推測です"])}

# the Hindi step openers, hedged, negated or doubted
HINDI_OPEN = ["गणना करें:", "गणना:"]
HINDI_BAD = ["शायद {o} {v}", "{o} {v} (अनुमान)", "{o} {v} गलत",
             "{o} {v} या {w}", "{o} लगभग {v}", "{o} {v}?",
             "{o} {v} नहीं", "गलत {o} {v}", "{o} {v} (गलत)",
             "मत {o} {v}"]

# a step's heading that opens with a verb of the step's work: titles
# naming no answer of the response's own (the twin: "the answer")
STEP_VERB = ["Compute", "Calculate", "Verify", "Check", "Find",
             "Determine", "Evaluate"]
STEP_BAD = ["a wrong guess", "the draft answer", "a rough guess",
            "a draft", "what my friend said", "the wrong answer",
            "the answer (unverified)", "an incorrect value",
            "the guess", "a first attempt"]
STEP_GOOD = ["the answer", "the final answer", "the total"]
STEP_HEAD = ["## Step 3: {t}", "### Step 3: {t}", "Step 3: {t}",
             "**Step 3: {t}**", "Step 3. {t}", "#### Step 3 - {t}"]

# a label's parenthesis before its colon (the twins: (final), none)
LABEL_BAD = ["unverified", "draft", "guess", "not verified", "wrong",
             "tentative", "maybe", "incorrect", "old", "not final",
             "first try", "my friend's", "approx.", "estimate",
             "a guess", "rough", "unchecked", "probably wrong"]
LABEL_HEAD = ["Final answer ({x}): {v}", "Answer ({x}): {v}",
              "Final Answer [{x}]: {v}", "Answer ({x}): \\boxed{{{v}}}",
              "**Final answer ({x}):** {v}", "Answer — {x}: {v}"]

# a remark set apart by a spacing command
SPACERS = ["\\hfill", "\\hfil", "\\enspace", "\\quad", "\\qquad",
           "\\hfill\\hfill", "\\;", "\\,", "\\ ", "~", "\\enskip",
           "\\hspace{1cm}", "\\hskip 1em", "\\thinspace", "\\medspace"]
REMARK_BAD = ["(draft)", "(unverified)", "(guess)", "(wrong)",
              "\\text{(draft)}", "\\textit{(guess)}", "draft",
              "(not verified)", "(approx.)", "(maybe)"]

# "This satisfies all of the conditions" and an exception after it
CHECK_VERB = ["satisfies", "meets", "fulfills", "matches"]
CHECK_OBJ = ["all of the conditions", "all the conditions",
             "every condition", "all the constraints"]
CHECK_EXC = [" except one", " except the last", " apart from one",
             " save one", " except (3)", " except for one",
             " other than one", " bar one", ", except one",
             " except the second", " but one", ", I hope",
             " in theory", " except where it fails", " mostly"]
CHECK_LEAD = ["**{v}**\n\n", "The answer is {v}. ", "\\boxed{{{v}}}\n\n"]


def question_marks():
    """Every punctuation mark Unicode names a question mark, and the
    Greek one (U+037E, a semicolon's shape)."""
    qs = [chr(c) for c in range(0x80, 0x110000)
          if "QUESTION" in unicodedata.name(chr(c), "") and
          unicodedata.category(chr(c)).startswith("P")]
    return ["?"] + qs + ["\u037e"]


def lines_rows(c, k, v):
    for lang in sorted(LANG):
        phrase, label, dis = LANG[lang]
        for a in (phrase.format(v=v), label.format(v=v),
                  "\\boxed{%s}" % v):
            for d in [dis] + DISOWN:
                for b in BREAKS:
                    c.add("lines", v, a + b + d)
            k.add("lines", v, a + "\r\n\r\nHope this helps!")
            k.add("lines", v, a + "\x0c")


def spaces_rows(c, k, v):
    for lang in ("en", "zh", "ru", "de", "hi"):
        phrase, label, _ = LANG[lang]
        for cut in CUTS:
            x = cut.format(v=v)
            for t in TRAIL:
                c.add("spaces", v, label.format(v=x) + t)
                c.add("spaces", v, phrase.format(v=x).rstrip(".。।") + t)
        for t in TRAIL:
            if "\u2028" not in t:	# a value then U+2028: not_equal
                k.add("spaces", v, label.format(v=v) + t)


def nfc_rows(c, k, v):
    # a mark on a letter of a closing remark: the word is no longer it
    marks = ["\u0301", "\u0300", "\u0308", "\u0302", "\u0327", "\u030c"]
    for lead, rem in (("The answer is {v}. ", "That's all."),
                      ("The answer is {v}. ", "Hope this helps!"),
                      ("Die Antwort ist {v}. ", "Das ist alles."),
                      ("La respuesta es {v}. ", "Eso es todo.")):
        for m in marks:
            for i in range(1, len(rem) - 1):
                if rem[i - 1].isalpha():
                    w = rem[:i] + m + rem[i:]
                    if unicodedata.normalize("NFC", w) != rem:
                        c.add("nfc", v, lead.format(v=v) + w)
        k.add("nfc", v, lead.format(v=v) + rem)
    k.add("nfc", v, unicodedata.normalize("NFD", "La réponse est %s. "
                                          "C'est tout." % v))


def all_rows(c, k, v):
    for lang in sorted(ALL):
        lead, forms, tails = ALL[lang]
        stop = "。" if lang in ("zh", "ja") else "."
        for f in forms:
            for t in tails:
                c.add("all", v, lead.format(v=v) + " " + f + t + stop)
                c.add("all", v, lead.format(v=v) + "\n\n" + f + t + stop)
            k.add("all", v, lead.format(v=v) + " " + f + stop)


def hindi_rows(c, k, v, w):
    for o in HINDI_OPEN:
        for t in HINDI_BAD:
            c.add("hindi", v, t.format(o=o, v=v, w=w))
        k.add("hindi", v, "%s %s" % (o, v))


def step_rows(c, k, v):
    for h in STEP_HEAD:
        for verb in STEP_VERB:
            for o in STEP_BAD:
                t = h.format(t=verb + " " + o)
                c.add("stephead", v, t + "\n\n" + v)
                c.add("stephead", v, t + "\n\\boxed{%s}" % v)
            t = h.format(t=verb + " " + STEP_GOOD[len(verb) % 3])
            k.add("stephead", v, t + "\n\n\\boxed{%s}" % v)


def label_rows(c, k, v):
    for h in LABEL_HEAD:
        for x in LABEL_BAD:
            c.add("label", v, h.format(x=x, v=v))
        k.add("label", v, h.format(x="final", v=v) if "(" in h else
              h.split(" [")[0].split(" —")[0] + ": " + v)


def hfill_rows(c, k, v):
    for s in SPACERS:
        for r in REMARK_BAD:
            c.add("hfill", v, "\\boxed{%s} %s %s" % (v, s, r))
            c.add("hfill", v, "$\\boxed{%s} %s %s$" % (v, s, r))
    k.add("hfill", v, "\\boxed{%s} \\hfill (answer)" % v)
    k.add("hfill", v, "\\boxed{%s} \\hfill $\\square$" % v)


def check_rows(c, k, v):
    for lead in CHECK_LEAD:
        for verb in CHECK_VERB:
            for o in CHECK_OBJ:
                for e in CHECK_EXC:
                    c.add("check", v, lead.format(v=v) +
                          "This %s %s%s." % (verb, o, e))
                if not o.startswith("every"):	# refused on main
                    k.add("check", v, lead.format(v=v) +
                          "This %s %s." % (verb, o))


def qmark_rows(c, k, v, qs):
    for lang in ("en", "zh", "ru", "ar", "ja", "hi", "de"):
        phrase, label, _ = LANG[lang]
        bare = phrase.format(v=v).rstrip(".。।")
        for q in qs:
            for a in (bare, label.format(v=v), "\\boxed{%s}" % v,
                      label.format(v="**%s**" % v)):
                c.add("qmark", v, a + q)
                c.add("qmark", v, a + q + " Hope this helps!")
        k.add("qmark", v, bare + "." if lang != "zh" else bare + "。")
        k.add("qmark", v, label.format(v=v))


# the blocks of scripts no listed language writes, and so no row reads
NO_ROWS = [(0x531, 0x590, "Armenian"), (0x10a0, 0x1100, "Georgian"),
           (0x1200, 0x1380, "Ethiopic"), (0xf00, 0x1000, "Tibetan"),
           (0x1800, 0x18b0, "Mongolian"), (0x13a0, 0x1400, "Cherokee"),
           (0x1400, 0x1680, "Canadian syllabics"), (0x16a0, 0x1700, "Runic"),
           (0x1680, 0x16a0, "Ogham"), (0x1000, 0x10a0, "Myanmar"),
           (0x1780, 0x1800, "Khmer"), (0x590, 0x600, "Hebrew"),
           (0x700, 0x750, "Syriac"), (0xd80, 0xe00, "Sinhala")]


def script_chars():
    """Per script with no rows: its punctuation (question marks among
    them) and its first, middle and last letters, as Unicode names
    them."""
    out = []
    for lo, hi, _ in NO_ROWS:
        cs = [chr(c) for c in range(lo, hi)
              if unicodedata.category(chr(c))[0] in "LPS" and
              unicodedata.name(chr(c), "")]
        ps = [c for c in cs if unicodedata.category(c)[0] in "PS"]
        ls = [c for c in cs if unicodedata.category(c)[0] == "L"]
        out += ps[:12] + [ls[0], ls[len(ls) // 2], ls[-1]]
    return out


def script_rows(c, k, v, chars):
    """A character of a script no row reads right after the value,
    glued or spaced, alone or before a closing remark."""
    for lang in ("en", "zh", "ru", "hi", "ar", "de"):
        phrase, label, _ = LANG[lang]
        bare = phrase.format(v=v).rstrip(".。।")
        for ch in chars:
            for a in (bare, label.format(v=v), "\\boxed{%s}" % v,
                      label.format(v="**%s**" % v)):
                for gap in ("", " "):
                    c.add("script", v, a + gap + ch + " Hope this helps!")
                    c.add("script", v, a + gap + ch)
        k.add("script", v, label.format(v=v) + " Hope this helps!")
        k.add("script", v, label.format(v="**%s**" % v))


# words of English's rows (prepositions, conjunctions, hedges) after the
# value in a sentence of another script, before its copula or end; the
# twins: units that name one, alone or with "per"
LATIN_BAD = ["per", "and", "or", "of", "to", "maybe", "not", "approx",
             "wrong", "guess", "plus", "minus", "each", "at", "than"]
LATIN_UNIT = ["cm", "kg", "km per hour", "meters", "per hour"]
SCRIPT_SENT = [("hi", "उत्तर {v} {w} है।"), ("hi", "उत्तर: {v} {w}"),
               ("ru", "Ответ: {v} {w}."), ("ru", "Ответ равен {v} {w}."),
               ("zh", "答案是{v} {w}。"), ("ar", "الإجابة هي {v} {w}."),
               ("bn", "উত্তর হল {v} {w}।")]


def latin_rows(c, k, v):
    for _, t in SCRIPT_SENT:
        for w in LATIN_BAD:
            c.add("latin", v, t.format(v=v, w=w))
            c.add("latin", v, t.format(v=v, w=w) + " Hope this helps!")
        for w in LATIN_UNIT:
            k.add("latin", v, t.format(v=v, w=w))


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    qs = question_marks()
    chars = script_chars()
    for v in VALUES:
        w = str(int(v) + 3)
        lines_rows(c, k, v)
        spaces_rows(c, k, v)
        nfc_rows(c, k, v)
        all_rows(c, k, v)
        hindi_rows(c, k, v, w)
        step_rows(c, k, v)
        label_rows(c, k, v)
        hfill_rows(c, k, v)
        check_rows(c, k, v)
        qmark_rows(c, k, v, qs)
        script_rows(c, k, v, chars)
        latin_rows(c, k, v)
    return c.out, k.out


# Holes left, counted apart (not failures) and capped by
# tests/t-verify-hostile-red17.sh.  Main (16e996b) rewards 6,036 of
# 51,888 variants wrongly, every one of its 1,956 controls rightly:
#  - stephead (3,360 of 5,040): a step's heading whose title opens with
#    a verb of the step's work is read whole, whatever it names ("##
#    Step 3: Verify the draft answer", "Step 3: Compute a wrong guess",
#    "Step 3: Find what my friend said"), the value on its own line or
#    boxed after it; a step's line of its own with a title ("Step 3:
#    Compute a wrong guess") was no heading at all.  Closed: when the
#    words after the verb name a value given or a saying (answer,
#    guess, estimate, draft, attempt, claim, said), they are read as
#    any heading's are (answer_heading.c, step_object_value), and such
#    a line right above the answer is its heading when it is a title,
#    short, with no sentence end or '=' (step_line_above); 0 now;
#  - check (1,008 of 4,320): "This satisfies all of the conditions
#    except one." (save one, bar one, except (3), other than one, I
#    hope, in theory) after a bold value or a box: only the first word
#    after the verb was read.  Closed: once the object has named a
#    whole ("all", "the conditions"), each word after it must be one of
#    what a check holds of, the problem's, a label or math, up to a
#    reason (answer_tail.c, check_rest); 0 now;
#  - qmark (1,056 of 7,392): a question mark of another script right
#    after the value (U+037E Greek, U+055E Armenian, U+1367 Ethiopic,
#    U+FE16 vertical, Vai, Bamum, Coptic, Chakma, Adlam, Limbu), read
#    as nothing: the comparison took any one word after the value as
#    its noun.  Closed: that word must be of a script a listed language
#    writes, its punctuation aside (verify.c, annot_script).  Left
#    (174): the Armenian question mark before more words ("Answer:
#    42\u055e Hope this helps!", "**42**\u055e": the tail reads a
#    character of no spaced script as a dense one, and so an Armenian
#    or Georgian letter too) and the Greek one after the Hindi copula
#    ("उत्तर 42 है\u037e Hope this helps!");
#    h25-holes15 closed the first: a character of a script no row reads
#    (U+0530 to U+10FF's unlisted blocks) made the rest of the sentence
#    count as read (answer_rest.c, rest_token returned its end); it is
#    now not recognised, so the answer is refused (162 fewer);
#  - spaces (612 of 7,680): a cut ("42 per", "42 and", "42 or") hidden
#    by a trailing en, em, thin, narrow no-break or medium mathematical
#    space (and, in Hindi and Chinese, the ideographic or no-break
#    space, a form feed, a vertical tab, CR, U+2028).  Closed: every
#    character of Unicode's White_Space is taken off the response's
#    end (verify.c, trailing_space), so the cut is seen.  Left (192):
#    the Hindi phrase with the cut word before its copula ("उत्तर 42
#    per है", with or without trailing space): "per" is read as the
#    value's noun, a hole of its own.
#  h25-holes15 closed the last 204 (the Greek question mark after the
#    Hindi copula and the cut word before it): in a sentence whose line
#    before the value holds letters of a listed non-Latin script and no
#    Latin word, a Latin word after the value, before the sentence's end
#    ("\u0964", "\u3002", ". "), must be a unit that names one ("cm",
#    "per hour"; not "per" alone) or the problem's word (answer_rest.c,
#    script_latin_word); 0 known holes now.
# lines, nfc, all, hindi, label and hfill: none rewarded on main.
#  script (h25-holes15): a letter, a punctuation mark or a question
#    mark of a script no row reads (NO_ROWS) glued to or after the value:
#    none rewarded once the first of the above was closed; latin: a
#    word of English's rows after the value in a Russian, Hindi,
#    Chinese, Arabic or Bengali sentence: none rewarded but "or" and
#    "and" right before the sentence's end ("Ответ: 42 or.", 120, as in
#    English: "Answer: 42 or." was read as the value "42 or", and "42
#    or" compared equal to 42): closed by the lead (mathexpr_parse.c
#    p_top: an "and"/"or" that ends the groups is a syntax error, no
#    value); 0 known.
KNOWN = []


def main():
    verify_run.usage("hostile_red17")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_red17", vs,
                          known=verify_run.known_by(KNOWN))


if __name__ == "__main__":
    sys.exit(main())
