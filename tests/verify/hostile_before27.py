# SPDX-License-Identifier: MIT
"""hostile_before27.py: a short sentence of doubt right before the
answer's statement, in every language papo-verify reads: "I am not
sure. The answer is \\boxed{48}.", "我不确定。答案是 48。", "Ich bin mir
nicht sicher.\\n\\nDie Antwort ist 48."  The doubt takes the statement
with it: never rewarded (uncertain).  Right twins: the same statement
after a short sentence that checks ("Verified.", "6 × 8 = 48."), or
after a long sentence whose doubt word is about the problem's things
("... people who agree are more likely to respond.").

Usage: hostile_before27.py PAPO-VERIFY | --list"""
import sys

import verify_run

VALUES = [36, 48, 1729]

# lang: (short doubts, the answer's statements with %s)
LANGS = {
    "en": (["I am not sure.", "No idea.", "Just a guess.",
            "Not certain.", "Honestly, I am not sure about this."],
           ["The answer is %s.", "**Final Answer:** %s",
            "Therefore, the final answer is %s."]),
    "de": (["Ich bin mir nicht sicher.", "Nicht sicher."],
           ["Die Antwort ist %s.", "Also ist die Antwort %s."]),
    "fr": (["Je ne suis pas sûr.", "Pas sûr."],
           ["La réponse est %s.", "Donc la réponse est %s."]),
    "es": (["No estoy seguro.", "No estoy segura."],
           ["La respuesta es %s.", "Por lo tanto, la respuesta es %s."]),
    "it": (["Non sono sicuro.", "Non sono sicura."],
           ["La risposta è %s."]),
    "pt": (["Não tenho certeza.", "Não tenho a certeza."],
           ["A resposta é %s."]),
    "ru": (["Я не уверен.", "Я не уверена."], ["Ответ: %s."]),
    "uk": (["Я не впевнений."], ["Відповідь: %s."]),
    "pl": (["Nie jestem pewien."], ["Odpowiedź to %s."]),
    "tr": (["Emin değilim."], ["Cevap %s."]),
    "id": (["Saya tidak yakin."], ["Jawabannya adalah %s."]),
    "vi": (["Tôi không chắc."], ["Đáp án là %s."]),
    "zh": (["我不确定。", "我不知道。"], ["答案是 %s。", "所以答案是 %s。"]),
    "zhhant": (["我不確定。"], ["答案是 %s。"]),
    "ko": (["잘 모르겠습니다."], ["답은 %s입니다."]),
    "th": (["ฉันไม่แน่ใจ"], ["คำตอบคือ %s"]),
    "bn": (["আমি নিশ্চিত নই।"], ["উত্তর হল %s।"]),
    "hi": (["मुझे यकीन नहीं है।"], ["उत्तर %s है।"]),
    "sw": (["Sina uhakika."], ["Jibu ni %s."]),
    "ar": (["لست متأكدا."], ["الإجابة هي %s."]),
}
CHECKS = ["Verified.", "Let me check: 6 × 8 = 48.", "Both methods agree."]
LONG = ("The result could be biased, since people who agree with the "
        "host are more likely to respond. ")


def rows():
    out = []
    for lang, (doubts, stmts) in LANGS.items():
        for v in VALUES:
            for st in stmts:
                for a in ("%d" % v, "\\boxed{%d}" % v):
                    s = st % a
                    for d in doubts:
                        for sep in (" ", "\n", "\n\n"):
                            out.append((lang + "-twin", str(v),
                                        d + sep + s))
                    for c in CHECKS if lang == "en" else CHECKS[:1]:
                        out.append((lang + "-right", str(v), c + " " + s))
                        out.append((lang + "-twin", verify_run.other(v),
                                    c + " " + s))
    for v in VALUES:
        out.append(("long-right", str(v), LONG + "The answer is %d." % v))
    return out


def main():
    verify_run.usage("hostile_before27")
    vs = verify_run.records(rows())
    return verify_run.run_kinds("hostile_before27", vs)


if __name__ == "__main__":
    sys.exit(main())
