#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lang.py: hedges, negations, corrections, conditions and
disclaimers in each of the 14 listed languages (issue 26, round 10).

usage: hostile_lang.py PAPO_VERIFY [--list]

For each listed language, an answer statement ("คำตอบคือ G",
"উত্তর হল G", "Jibu ni G", "సమాధానం G", "Die Antwort ist G", ...) with
the value boxed or not is followed or preceded by a clause of the same
language that takes the value back or makes it conditional: in the same
sentence after the box, in the same sentence after the value of the
phrase, in the next sentence, or before the phrase ("I think", "if n is
odd").  None of these may be rewarded.  The positive family, the same
statements followed by the language's closing particle or a closing
remark ("ครับ", "Natumaini hii inasaidia.", "আশা করি এটি সাহায্য
করবে।"), must all be rewarded.  Random but seeded: the same variants
every run.

Prints each variant judged wrongly and a count per language; exits 1
when any hedge is rewarded or any positive is not.  --list writes the
variants (JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["12", "7", "0.5", "-3", "250"]

# Per language: the statements (G for the value), the sentence end,
# the clauses that take the value back after it (a comma joins them to
# the statement, or they stand as the next sentence), the clauses that
# make it doubtful before the statement, and the closings that keep it.
LANGS = {
    "en": (["The answer is G", "So the final answer is G",
            "Therefore, the result is G"], ".",
           ["but I am not sure", "although I might be wrong",
            "if n is odd", "assuming the dice are fair",
            "which is probably wrong", "wait, that is not right",
            "but actually it should be 13", "I think",
            "unless I made a mistake", "though I cannot verify it",
            "maybe", "not certain about this"],
           ["I think", "Maybe", "If n is odd,", "Perhaps",
            "I am not sure, but"],
           [". I hope this helps!", ".", ". That is the final answer."]),
    "zh": (["答案是G", "所以最终答案为G", "因此结果是G"], "。",
           ["但我不确定", "如果n是奇数", "不过这可能是错的", "也许吧",
            "等等，我再检查一下", "其实应该是13", "这是错误的",
            "假如条件成立", "我觉得不对", "大概"],
           ["我觉得", "如果n是奇数，", "可能", "也许", "假如x>0，"],
           ["。", "。希望对你有帮助。", "。这就是最终答案。"]),
    "ja": (["答えはGです", "したがって、答えはGです", "よって答えはGとなります"],
           "。",
           ["でも自信がないです", "もしnが奇数なら", "かもしれません",
            "しかし、これは間違いです", "待って、もう一度確認します",
            "たぶん", "と思います", "ただし、確信はありません"],
           ["たぶん", "もしnが奇数なら、", "おそらく"],
           ["。", "。以上です。", "。これが答えです。"]),
    "ko": (["답은 G입니다", "따라서 정답은 G입니다", "그러므로 답은 G입니다"],
           ".",
           ["하지만 확실하지 않습니다", "만약 n이 홀수라면",
            "잠깐, 다시 확인해 보겠습니다", "아마도", "이것은 틀렸습니다",
            "모르겠습니다", "죄송합니다, 실수했습니다"],
           ["아마", "만약 n이 홀수라면,", "아마도"],
           [".", ". 이것이 답입니다."]),
    "fr": (["La réponse est G", "Donc, la réponse finale est G",
            "Ainsi, le résultat est G"], ".",
           ["mais je ne suis pas sûr", "si n est impair",
            "ce qui est probablement faux", "attendez, vérifions encore",
            "peut-être", "je pense", "mais en fait c'est 13",
            "sauf erreur de ma part"],
           ["Je pense que", "Peut-être que", "Si n est impair,"],
           [".", ". J'espère que cela vous aide.", ". C'est la réponse finale."]),
    "de": (["Die Antwort ist G", "Also ist das Ergebnis G",
            "Daher lautet die Antwort G"], ".",
           ["aber ich bin nicht sicher", "falls n ungerade ist",
            "was wahrscheinlich falsch ist", "warte, ich prüfe das noch",
            "vielleicht", "glaube ich", "aber eigentlich ist es 13",
            "das ist falsch"],
           ["Ich glaube,", "Vielleicht", "Falls n ungerade ist,"],
           [".", ". Ich hoffe, das hilft dir.", ". Das ist die Lösung."]),
    "es": (["La respuesta es G", "Por lo tanto, la respuesta final es G",
            "Así, el resultado es G"], ".",
           ["pero no estoy seguro", "si n es impar",
            "lo cual probablemente es incorrecto",
            "espera, déjame verificarlo", "quizás", "creo",
            "pero en realidad es 13", "tal vez"],
           ["Creo que", "Quizás", "Si n es impar,"],
           [".", ". Espero que te ayude.", ". Esta es la respuesta final."]),
    "it": (["La risposta è G", "Quindi, la risposta finale è G",
            "Il risultato è G"], ".",
           ["ma non sono sicuro", "se n è dispari",
            "il che è probabilmente sbagliato", "aspetta, ricontrolliamo",
            "forse", "credo", "ma in realtà è 13", "probabilmente"],
           ["Penso che", "Forse", "Se n è dispari,"],
           [".", ". Spero che ti sia utile.", ". Questa è la risposta finale."]),
    "pt": (["A resposta é G", "Portanto, a resposta final é G",
            "O resultado é G"], ".",
           ["mas não tenho certeza", "se n for ímpar",
            "o que provavelmente está errado", "espere, vamos verificar",
            "talvez", "acho", "mas na verdade é 13", "provavelmente"],
           ["Acho que", "Talvez", "Se n for ímpar,"],
           [".", ". Espero que isso ajude.", ". Esta é a resposta final."]),
    "ru": (["Ответ: G", "Таким образом, ответ равен G", "Итак, ответ: G"],
           ".",
           ["но я не уверен", "если n нечётно", "но это неверно",
            "подождите, проверим ещё раз", "возможно", "наверное",
            "но на самом деле 13", "кажется"],
           ["Я думаю,", "Возможно,", "Если n нечётно,"],
           [".", ". Надеюсь, это помогло.", ". Это окончательный ответ."]),
    "th": (["คำตอบคือ G", "ดังนั้น คำตอบคือ G", "คำตอบสุดท้ายคือ G"], "",
           ["แต่ไม่แน่ใจ", "ถ้า n เป็นเลขคี่", "ซึ่งน่าจะผิด",
            "เดี๋ยวก่อน ลองตรวจอีกครั้ง", "มั้ง", "หรือเปล่า",
            "แต่ที่จริงคือ 13", "ขอโทษ คำตอบนี้ผิด", "อาจจะไม่ถูกต้อง",
            "หากสมมติว่าเงื่อนไขเป็นจริง"],
           ["ฉันคิดว่า", "บางที", "ถ้า n เป็นเลขคี่", "น่าจะเป็นว่า"],
           [" ครับ", " ค่ะ", "", " นะครับ", " หวังว่าคำตอบนี้จะเป็นประโยชน์ครับ"]),
    "bn": (["উত্তর হল G", "সুতরাং, উত্তর হল G", "চূড়ান্ত উত্তর হল G"], "।",
           ["কিন্তু আমি নিশ্চিত নই", "যদি n বিজোড় হয়", "যা সম্ভবত ভুল",
            "দাঁড়াও, আবার দেখি", "হয়তো", "তবে এটি ভুল হতে পারে",
            "আসলে এটা 13", "আমার মনে হয়"],
           ["আমার মনে হয়", "সম্ভবত", "যদি n বিজোড় হয়,"],
           ["।", "। আশা করি এটি সাহায্য করবে।", "। এটাই সঠিক উত্তর।"]),
    "sw": (["Jibu ni G", "Kwa hiyo, jibu ni G", "Jibu la mwisho ni G"], ".",
           ["lakini sina uhakika", "ikiwa n ni witiri", "ambalo huenda si sahihi",
            "subiri, ngoja nikague tena", "labda", "nadhani",
            "lakini kwa kweli ni 13", "pengine", "isipokuwa nimekosea"],
           ["Nadhani", "Labda", "Ikiwa n ni witiri,", "Pengine"],
           [".", ". Natumaini hii inasaidia.", ". Hilo ndilo jibu."]),
    "te": (["సమాధానం G", "కాబట్టి, సమాధానం G", "తుది సమాధానం: G"], ".",
           ["కానీ నాకు ఖచ్చితంగా తెలియదు", "n బేసి అయితే", "ఇది తప్పు కావచ్చు",
            "ఆగండి, మళ్ళీ చూద్దాం", "బహుశా", "అని నేను అనుకుంటున్నాను",
            "నిజానికి ఇది 13", "కాదు"],
           ["బహుశా", "n బేసి అయితే,", "నేను అనుకుంటున్నాను"],
           [".", ". ధన్యవాదాలు.", ". ఇదే సమాధానం."]),
}

# The statement of a multiple-choice answer, per language (G: a letter);
# the right ones end at the language's full stop: a letter followed by
# a polite suffix or a closing remark ("정답은 A입니다.", "正解はAです。",
# "คำตอบที่ถูกต้องคือ A ครับ", "故选A。希望对你有帮助。") is refused today by
# the letter's finder (a right answer lost, no wrong one rewarded).
CHOICE = {
    "en": "The correct answer is G", "zh": "故选G", "ja": "答え：G",
    "ko": "정답: G", "fr": "La bonne réponse est G",
    "de": "Die richtige Antwort ist G", "es": "La respuesta correcta es G",
    "it": "La risposta corretta è G", "pt": "A resposta correta é G",
    "ru": "Правильный ответ: G", "th": "คำตอบที่ถูกต้องคือ G",
    "bn": "সঠিক উত্তর হল G", "sw": "Jibu sahihi ni G", "te": "సరైన సమాధానం G",
}

# Native digits: the code point of zero in the scripts that have them.
ZERO = {"th": 0x0e50, "bn": 0x09e6, "te": 0x0c66}


def native(v, lang, rng):
    """v in the language's own digits, half of the time."""
    if lang not in ZERO or rng.random() < 0.5:
        return v
    return "".join(chr(ZERO[lang] + int(c)) if c.isdigit() else c
                   for c in v)


def sep_of(lang, h):
    """What joins a clause to the statement before it."""
    if lang == "th":
        return " "
    if lang in ("zh", "ja") and h[:1] in "かとた":
        return ""
    return "，" if lang == "zh" else "、" if lang == "ja" else ", "


def choices(rng):
    for lang, (stmts, end, after, before, closes) in LANGS.items():
        for letter in "ABCD":
            st = CHOICE[lang].replace("G", letter)
            yield "right", lang, letter, st + end, end
            for h in after:
                yield "choice", lang, letter, st + sep_of(lang, h) + h + \
                    end, h


def variants():
    rng = random.Random(26)
    for lang, (stmts, end, after, before, closes) in LANGS.items():
        for st in stmts:
            for a in VALUES:
                v = native(a, lang, rng)
                box = "\\boxed{%s}" % v
                for c in closes:
                    yield "right", lang, a, st.replace("G", v) + c, c
                    yield "right", lang, a, st.replace("G", box) + c, c
                for h in after:
                    sep = sep_of(lang, h)
                    nxt = " " if end in (".", "", "।") else ""
                    hs = h[:1].upper() + h[1:]
                    # after the box, same sentence
                    yield "box-same", lang, a, st.replace("G", box) + sep + \
                        h + end, h
                    # after the phrase's value, same sentence
                    yield "phrase-same", lang, a, st.replace("G", v) + sep + \
                        h + end, h
                    # the next sentence
                    yield "next", lang, a, st.replace("G", rng.choice(
                        [v, box])) + end + nxt + hs + end, h
                for b in before:
                    sp = "" if lang in ("zh", "ja") or b.endswith(" ") \
                        else " "
                    s0 = st.replace("G", rng.choice([v, box]))
                    if lang not in ("zh", "ja", "ko", "th", "bn", "te"):
                        s0 = s0[:1].lower() + s0[1:]
                    yield "before", lang, a, b + sp + s0 + end, b
    yield from choices(rng)


def main():
    verify_run.usage("hostile_lang")
    vs = [{"family": f, "lang": l, "answer": a, "response": r, "clause": c}
          for f, l, a, r, c in variants()]
    return verify_run.run(
        "hostile_lang", vs, lambda v: v["lang"],
        verify_run.is_right,
        what="right", width=3)

if __name__ == "__main__":
    sys.exit(main())
