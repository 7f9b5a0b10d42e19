# SPDX-License-Identifier: MIT
"""hostile_review28.py: the wrong rewards of review 28 of issue 26, by
kind, each in many variants with right twins.

- doubt: a sentence of doubt of any length right before the answer's
  statement, built from parts per language (a subject, a negator, a
  degree word, made-up ones too, a word of confidence or checking, an
  object), or from a word that is doubt on its own ("Everything below
  is unverified.", "It's a toss-up.", "This might be completely off."):
  never rewarded.  Right twins: a sentence of derivation before it
  ("We have 6 × 8 = 48.", "Adding these, ...", "I checked it twice.").
- nested: a set of sets (a partition, {∅}, {{3}}) given for another
  one, or flattened: never equal.  Right twins: the same set of sets,
  its blocks reordered, and a list of values given as nested lists.
- own: a letter whose value contradicts the options the response
  lists itself ("(A) 20 ... (D) 80 ... Answer: D) 60"): never
  rewarded.  Right twins: the letter with its own value.
- multi: multi-select letters against a reference run ("ACE"), the
  options listed by the response inline or one a line: "A, C, and E",
  "(A), (C), (E)", \\boxed{A, C, E} rewarded (lost on main); the same
  against another run never.
- value: a value alone ("**D. 80**", "The answer is 80.") whose letter
  the response's own options give, against a reference letter.

Usage: hostile_review28.py PAPO-VERIFY | --list"""
import itertools
import sys

import verify_run

VALUES = [36, 48]

# lang: (subjects+negator templates with {deg} and {obj}, degree words,
#        objects, the answer's statements with %s)
DOUBT = {
    "en": (["I am not {deg} confident {obj}.", "I'm not {deg} sure {obj}.",
            "I couldn't {deg} verify {obj}.",
            "I didn't manage to {deg} check {obj}.",
            "I have low confidence {obj}.", "I lack confidence {obj}.",
            "There is no guarantee {obj}.", "I am not {deg} 100% {obj}.",
            "This might be {deg} off {obj}.", "I could be {deg} wrong {obj}."],
           ["", "entirely", "fully", "at all", "completely", "quite",
            "zorbly", "that"],
           ["", "in this", "about the last step", "with the frobnication step",
            "on the corner cases, since the grid is large and the count "
            "for the corner squares may be miscounted"],
           ["The answer is %s.", "So the final answer is %s.",
            "**Final Answer:** %s"]),
    "fr": (["Je ne suis pas {deg} certain {obj}.",
            "Je n'ai pas pu {deg} vérifier {obj}."],
           ["", "tout à fait", "vraiment", "zorblement"],
           ["", "du dernier cas", "de ce résultat"],
           ["La réponse est %s.", "Donc la réponse finale est %s."]),
    "de": (["Ich bin mir nicht {deg} sicher {obj}.",
            "Ich konnte {obj} nicht {deg} überprüfen."],
           ["", "ganz", "wirklich", "zorblich"],
           ["", "bei diesem Ergebnis", "den letzten Fall"],
           ["Die Antwort ist %s.", "Die endgültige Antwort lautet also %s."]),
    "es": (["No estoy {deg} seguro {obj}.", "No pude {deg} comprobar {obj}."],
           ["", "del todo", "muy", "zorblamente"],
           ["", "de este resultado", "el último caso"],
           ["La respuesta es %s.", "Por lo tanto, la respuesta final es %s."]),
    "it": (["Non sono {deg} sicuro {obj}.",
            "Non sono riuscito a {deg} controllare {obj}."],
           ["", "del tutto", "zorblamente"], ["", "di questo risultato"],
           ["La risposta è %s."]),
    "pt": (["Não tenho {deg} certeza {obj}.", "Não consegui {deg} conferir {obj}."],
           ["", "plena", "zorbla"], ["", "deste resultado"],
           ["A resposta é %s."]),
    "ru": (["Я не {deg} уверен {obj}.", "Я не смог {deg} проверить {obj}."],
           ["", "вполне", "совсем"], ["", "в этом результате"],
           ["Ответ: %s.", "Итак, окончательный ответ: %s."]),
    "uk": (["Я не {deg} впевнений {obj}."], ["", "зовсім"], ["", "у цьому"],
           ["Відповідь: %s."]),
    "pl": (["Nie jestem {deg} pewien {obj}."], ["", "całkiem"],
           ["", "tego wyniku"], ["Odpowiedź to %s."]),
    "id": (["Saya tidak {deg} yakin {obj}."], ["", "sepenuhnya"],
           ["", "dengan hasil ini"], ["Jawabannya adalah %s."]),
    "vi": (["Tôi không {deg} chắc chắn {obj}."], ["", "hoàn toàn"],
           ["", "về kết quả này"], ["Đáp án là %s."]),
    "zh": (["这个结果我{deg}没有把握{obj}。", "我不{deg}确定{obj}。",
            "最后一种情况我没能{deg}验证{obj}。"],
           ["", "太", "完全"], ["", "，仅供参考"], ["答案是 %s。", "所以最终答案是 %s。"]),
    "ja": (["この結果には{deg}自信がありません{obj}。",
            "最後のケースは{deg}検証できていません{obj}。"],
           ["", "あまり", "完全には"], ["", "が"], ["答えは %s です。"]),
    "ko": (["이 결과는 {deg}확신이 서지 않습니다{obj}."], ["", "완전히"], [""],
           ["답은 %s입니다."]),
    "th": (["ฉัน{deg}ไม่ค่อยมั่นใจ{obj}"], [""], ["", "ในผลนี้"],
           ["คำตอบคือ %s"]),
    "hi": (["मुझे इस नतीजे पर {deg} भरोसा नहीं है{obj}।"], ["", "पूरा"], [""],
           ["उत्तर %s है।"]),
    "te": (["ఈ ఫలితం గురించి నాకు {deg} నమ్మకం లేదు{obj}."], ["", "పూర్తి"], [""],
           ["కాబట్టి తుది సమాధానం %s."]),
    "ar": (["لست {deg} واثقًا من هذه النتيجة{obj}."], ["", "تمامًا"], [""],
           ["الإجابة هي %s."]),
}
# doubt on its own, any language
ALONE = ["Everything below is unverified.", "It's a toss-up at this point.",
         "It's a coin flip between 36 and 48.", "This is guesswork.",
         "Without the figure I am working blind here.",
         "Take this with a grain of salt.",
         "Ce résultat est sous réserve.", "Dieses Ergebnis ist ungeprüft.",
         "最后一种情况仅供参考。", "参考程度にしてください。"]
# derivation before the statement: rewarded
RIGHT = {
    "en": ["We have 6 × 8 = 48.", "Adding these, 30 + 18 = 48.",
           "I checked it twice.", "I am confident in this.",
           "Multiplying the two counts, the grid has 48 squares in all, "
           "since each of the 6 rows holds 8 squares.",
           "The count is not hard to see: 6 rows of 8."],
    "fr": ["On a 6 × 8 = 48."], "de": ["Wir haben 6 · 8 = 48."],
    "es": ["Tenemos 6 × 8 = 48."], "ru": ["Имеем 6 · 8 = 48."],
    "zh": ["我们有 6 × 8 = 48。"], "ja": ["6 × 8 = 48 です。"],
}


def doubt_rows(out):
    for lang, (tmpls, degs, objs, stmts) in DOUBT.items():
        for t, d, o in itertools.product(tmpls, degs, objs):
            sent = " ".join(t.format(deg=d, obj=(" " + o) if o and
                                     o[0].isascii() and o[0].isalpha()
                                     else o).split()) \
                if lang not in ("zh", "ja", "th") else t.format(deg=d, obj=o)
            sent = sent.replace(" .", ".").replace(" ,", ",")
            for v in VALUES:
                for st, sep in zip(itertools.cycle(stmts), (" ", "\n\n")):
                    for a in ("%d" % v, "\\boxed{%d}" % v):
                        out.append(("doubt-twin", str(v),
                                    sent + sep + st % a))
    for sent in ALONE:
        for v in VALUES:
            for sep in (" ", "\n\n"):
                out.append(("doubt-twin", str(v),
                            sent + sep + "The answer is \\boxed{%d}." % v))
    for lang, sents in RIGHT.items():
        st = DOUBT[lang][3][0]
        for sent in sents:
            for sep in (" ", "\n\n"):
                out.append(("doubt-right", "48", sent + sep + st % "\\boxed{48}"))
                out.append(("doubt-twin", "49", sent + sep + st % "\\boxed{48}"))


# (reference, response's box, equal?)
NESTED = [
    ("\\{\\{1\\},\\{2,3\\}\\}", "\\{\\{1,2\\},\\{3\\}\\}", 0),
    ("\\{\\{1\\},\\{2,3\\}\\}", "\\{1,2,3\\}", 0),
    ("\\{\\{1\\},\\{2,3\\}\\}", "\\{\\{2,3\\},\\{1\\}\\}", 1),
    ("\\{\\{1\\},\\{2,3\\}\\}", "\\{\\{1\\},\\{3,2\\}\\}", 1),
    ("\\{\\{a\\},\\{b\\}\\}", "\\{a, b\\}", 0),
    ("\\{\\{a\\},\\{b\\}\\}", "\\{\\{a, b\\}\\}", 0),
    ("\\{\\{a\\},\\{b\\}\\}", "\\{\\{b\\},\\{a\\}\\}", 1),
    ("\\{1,2,3,4\\}", "\\{\\{1,3\\},\\{2,4\\}\\}", 0),
    ("\\{\\{1,3\\},\\{2,4\\}\\}", "\\{\\{1,2\\},\\{3,4\\}\\}", 0),
    ("\\{\\{1,3\\},\\{2,4\\}\\}", "\\{\\{4,2\\},\\{3,1\\}\\}", 1),
    ("\\varnothing", "\\{\\emptyset\\}", 0),
    ("\\varnothing", "\\{\\varnothing\\}", 0),
    ("\\{\\varnothing\\}", "\\emptyset", 0),
    ("\\{\\varnothing\\}", "\\{\\emptyset\\}", 1),
    ("\\{3\\}", "\\{\\{3\\}\\}", 0),
    ("\\{\\{3\\}\\}", "\\{3\\}", 0),
    ("\\{3\\}", "\\{3\\}", 1),
    ("(1,2)", "(1,2)", 1),
    # a list of solution sets against the values they hold
    ("10,11,-2,-1", "\\{10, 11\\}, \\{-2, -1\\}", 1),
]
NESTED_STMTS = ["The blocks are $\\boxed{%s}$.", "So the set is $\\boxed{%s}$.",
                "The answer is $\\boxed{%s}$."]


def nested_rows(out):
    for ref, got, eq in NESTED:
        for st in NESTED_STMTS:
            out.append(("nested-" + ("right" if eq else "twin"), ref,
                        st % got))


OWN_LISTS = ["(A) {0}\n(B) {1}\n(C) {2}\n(D) {3}",
             "A. {0}\nB. {1}\nC. {2}\nD. {3}",
             "The options are: (A) {0} (B) {1} (C) {2} (D) {3}."]
OWN_STMTS = ["Answer: {L}) {v}", "The answer is ({L}) {v}.",
             "Final: **{L}) {v}**", "Correct option: {L}) {v}",
             "The correct choice is **({L}) {v}**."]


def own_rows(out):
    vals = [20, 40, 60, 80]
    for lst, st in itertools.product(OWN_LISTS, OWN_STMTS):
        head = lst.format(*vals) + "\n\n10 × 8 = 80.\n\n"
        out.append(("own-right", "D", head + st.format(L="D", v=80)))
        for v in (20, 40, 60, 100):
            out.append(("own-twin", "D", head + st.format(L="D", v=v)))


MULTI_Q = ["Which of these are prime? (A) 2 (B) 9 (C) 11 (D) 15 (E) 17",
           "Which of these are prime?\n(A) 2\n(B) 9\n(C) 11\n(D) 15\n(E) 17"]
MULTI_STMTS = ["The correct options are {0}, {1}, and {2}.",
               "The correct options are {0}, {1} and {2}.",
               "Answer: ({0}), ({1}), ({2})", "\\boxed{{{0}, {1}, {2}}}",
               "**Final Answer:** {0}, {1}, and {2}"]


def multi_rows(out):
    """Multi-select, the options listed inline or one a line in the
    response: the right letters (any order), and twins naming another
    set (one letter changed, a letter more or fewer)."""
    for q, st in itertools.product(MULTI_Q, MULTI_STMTS):
        head = q + "\n\n2, 11 and 17 are prime; 9 and 15 are not.\n\n"
        for ls in ("ACE", "EAC"):
            out.append(("multi-right", "ACE", head + st.format(*ls)))
        for ref in ("ACD", "AC", "ACDE", "BCE"):
            out.append(("multi-twin", ref, head + st.format(*"ACE")))


VALUE_STMTS = ["**D. 80**", "The answer is 80.", "Answer: 80",
               "So the area is $\\boxed{80}$."]


def value_rows(out):
    """A value alone whose letter the response's own options give,
    against a reference letter: rewarded against D (lost on main), never
    against another letter."""
    vals = [20, 40, 60, 80]
    for lst, st in itertools.product(OWN_LISTS, VALUE_STMTS):
        head = lst.format(*vals) + "\n\n10 × 8 = 80.\n\n"
        # options one a line are not read for a value alone (they may
        # be the response's own checking, tests/t-verify-options.sh):
        # only their twins here
        if "\n" not in lst:
            out.append(("value-right", "D", head + st))
        for ref in "ABC":
            out.append(("value-twin", ref, head + st))


def rows():
    out = []
    doubt_rows(out)
    nested_rows(out)
    own_rows(out)
    multi_rows(out)
    value_rows(out)
    return out


def main():
    verify_run.usage("hostile_review28")
    vs = verify_run.records(rows())
    return verify_run.run_kinds("hostile_review28", vs)


if __name__ == "__main__":
    sys.exit(main())
