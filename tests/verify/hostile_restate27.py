# SPDX-License-Identifier: MIT
"""hostile_restate27.py: the answer restated after it with a lead-in
that says it is said again, in the languages papo-verify reads: "La
réponse est \\boxed{36}.\\n\\nJe répète : la réponse est 36.",
"答えは \\boxed{36}。\\n\\n改めて、答えは 36 です。"  The restatement of
the same value is read and rewarded.  Twins are never rewarded: the
restatement gives another value, a doubt follows it, or a word no row
reads runs on after its value ("คำตอบคือ 36 ฉันไม่แน่ใจ").

Usage: hostile_restate27.py PAPO-VERIFY | --list"""
import sys

import verify_run

VALUES = [36, 48, 1729]

# lang: (the answer's statement with %s, lead-ins, a doubt of the
#        language after the restated value)
LANGS = {
    "en": ("The answer is %s.", ["Once more: ", "Once again, ",
                                  "To recap: "], " I am not sure."),
    "fr": ("La réponse est %s.", ["Je répète : ", "Encore une fois, "],
           " Je ne suis pas sûr."),
    "de": ("Die Antwort ist %s.", ["Noch einmal: ", "Nochmals: "],
           " Ich bin mir nicht sicher."),
    "es": ("La respuesta es %s.", ["Repito: ", "De nuevo: "],
           " No estoy seguro."),
    "it": ("La risposta è %s.", ["Ripeto: ", "Di nuovo: "],
           " Non sono sicuro."),
    "pt": ("A resposta é %s.", ["Repetindo: ", "Novamente: "],
           " Não tenho certeza."),
    "pl": ("Odpowiedź to %s.", ["Powtarzam: ", "Jeszcze raz: "],
           " Nie jestem pewien."),
    "tr": ("Cevap %s.", ["Tekrar: "], " Emin değilim."),
    "vi": ("Đáp án là %s.", ["Nhắc lại: "], " Tôi không chắc."),
    "sw": ("Jibu ni %s.", ["Narudia: "], " Sina uhakika."),
    "ja": ("答えは %s です。", ["改めて、"], "自信がありません。"),
    "ko": ("답은 %s입니다.", ["다시 말해 "], " 잘 모르겠습니다."),
    "th": ("คำตอบคือ %s", ["ย้ำอีกครั้ง "], " ฉันไม่แน่ใจ"),
    "hi": ("उत्तर %s है।", ["फिर से: "], " मुझे यकीन नहीं है।"),
    "te": ("సమాధానం %s.", ["మళ్ళీ చెబుతున్నా: "], ""),
    "ar": ("الإجابة هي %s.", ["أكرر: "], " لست متأكدا."),
}


def rows():
    out = []
    for lang, (st, leads, doubt) in LANGS.items():
        for v in VALUES:
            w = verify_run.other(v)
            first = st % ("\\boxed{%d}" % v)
            for ld in leads:
                again = ld + st[0].lower() + st[1:] if st[0].isascii() \
                    else ld + st
                out.append((lang + "-right", str(v),
                            first + "\n\n" + again % v))
                out.append((lang + "-twin", str(w),
                            first + "\n\n" + again % v))
                out.append((lang + "-twin", str(v),
                            first + "\n\n" + again % w))
                if doubt:
                    out.append((lang + "-twin", str(v),
                                first + "\n\n" + again % v + doubt))
                # a word no row reads glued after the restated value,
                # as a Thai sentence runs on: "36 ฉันไม่แน่ใจ"
                for glued in (" ฉันไม่แน่ใจ", " 不确定", " zzyzx"):
                    for again2 in (again, st):
                        out.append((lang + "-twin", str(v), first +
                                    "\n\n" + (again2 % v).rstrip(".。।") +
                                    glued))
    return out


def main():
    verify_run.usage("hostile_restate27")
    vs = verify_run.records(rows())
    return verify_run.run_kinds("hostile_restate27", vs)


if __name__ == "__main__":
    sys.exit(main())
