#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cert35.py: a committed answer after a sentence opener that
states its certainty, its independence of the way it was worked out,
or a value rejected before it (issue 26's second error: a right answer
refused is training signal lost), in English and the 21 listed
languages, each beside its traps.

 - sure: a certainty opener the rows hold ("Beyond any doubt,",
   "Zweifellos:", "毫無疑問，"), then the box;
 - indep: an opener that says the value holds whatever way it is
   worked out ("Irrespective of how we group the sheep,", "Bất kể cách
   đếm,"), its slot a few words with no value;
 - reject: a value named and rejected, then the one committed to
   ("Not 48, but \\boxed{42}", "nicht 48, sondern", "不是48，而是"),
   and in English the value a first guess or a first try gave.

Each right form is also judged against another reference (never
rewarded).  The traps, never rewarded: the same opener with a hedge
after it ("..., probably \\boxed{42}"), a condition after it, the
solver's own doubt in its place ("I'm not sure,"), the rejection
swapped (the answer rejected, another value committed to), the answer
rejected and committed to at once, a slot that holds a value, and in
English the openers' near misses ("No doubts remain?", "No, 42 is
wrong.", "Whether it is 42 or 48 depends on the pens.", "I doubt it is
48, maybe \\boxed{42}"), French "sans doute" (probably).

usage: hostile_cert35.py PAPO_VERIFY [--list]

Summary: "hostile_cert35: N variants (M right), K wrong, L lost": a
right form refused is lost (counted, capped by its test), a trap or a
wrong twin rewarded is wrong.

Measured on main (d7e0d659): 555 variants (118 right), 1 wrong, 116
lost: every right form refused but "Without any doubt," and "La
risposta non è 48, ma" (a word before the box not recognised, a doubt
row inside the opener: "doubt", "whether", "guess", 間違), and "La
risposta non è 42, ma \\boxed{42}" (the answer rejected, then committed
to) rewarded.
Now: 0 wrong, 0 lost.  Left: the turn in a statement with no box ("Die
Antwort ist nicht 48, sondern 42.", "The answer is not I. It is J.")
is still no answer; "No doubt about it, the answer is 42." too (its
"No" read as a value of its own).
"""
import sys

import verify_run

# lang: (certainty openers, independence openers, the rejection of {o}
# before the box, a hedge word, a condition word, the solver's doubt)
LANGS = {
    "en": (["No doubt about it —", "Beyond any doubt,", "Undoubtedly,",
            "There is no other possibility:", "Nothing else works, so",
            "Without any doubt,", "Definitely:"],
           ["Regardless of how the pens are arranged,",
            "No matter which way we group the sheep,",
            "Whether we add across or down,",
            "Irrespective of the counting order,",
            "Without any assumptions beyond the problem,"],
           ["Not {o} but", "Not {o} (that counts a pen twice):",
            "One might guess {o}, but the total is",
            "At first I got {o}, but 6 × 7 = 42, so the answer is",
            "You might think {o}, but the answer is",
            "The answer is not {o} but"],
           "probably", "if", "I'm not sure,"),
    "zh": (["毫无疑问，", "毫無疑問，", "没有其他可能：", "无疑，"],
           ["无论按什么顺序数，", "不管怎么分组，"],
           ["不是{o}，而是", "答案不是{o}，而是"],
           "可能", "如果", "我不确定，"),
    "ja": (["間違いなく", "疑いなく、"],
           ["どの順番で数えても、"],
           ["{o}ではなく、"],
           "たぶん", "もし", "自信がありませんが、"),
    "ko": (["의심할 여지 없이", "틀림없이"],
           ["순서와 상관없이"],
           ["{o}가 아니라"],
           "아마", "만약", "확실하지 않지만"),
    "fr": (["Sans aucun doute,", "Assurément,", "À coup sûr :"],
           ["Quel que soit l'ordre du calcul,", "Peu importe la méthode,"],
           ["Pas {o}, mais", "Non pas {o} mais",
            "La réponse n'est pas {o} mais"],
           "probablement", "si", "Je ne suis pas sûr,"),
    "de": (["Ohne Zweifel:", "Zweifellos", "Es gibt keine andere Möglichkeit:"],
           ["Unabhängig von der Reihenfolge,", "Egal wie wir zählen,"],
           ["Nicht {o}, sondern", "Die Antwort ist nicht {o}, sondern"],
           "wahrscheinlich", "wenn", "Ich bin nicht sicher,"),
    "es": (["Sin duda,", "Sin lugar a dudas,", "No hay otra posibilidad:"],
           ["Sin importar el orden,", "Independientemente del método,"],
           ["No {o}, sino", "La respuesta no es {o}, sino"],
           "probablemente", "si", "No estoy seguro,"),
    "it": (["Senza dubbio,", "Senza alcun dubbio,"],
           ["Indipendentemente dal metodo,"],
           ["Non {o}, ma", "La risposta non è {o}, ma"],
           "probabilmente", "se", "Non sono sicuro,"),
    "pt": (["Sem dúvida,", "Sem dúvida alguma,", "Com certeza,"],
           ["Independentemente do método,", "Não importa a ordem,"],
           ["Não {o}, mas", "A resposta não é {o}, mas"],
           "provavelmente", "se", "Não tenho certeza,"),
    "ru": (["Без сомнения,", "Несомненно,", "Другого варианта нет:"],
           ["Независимо от порядка подсчёта,"],
           ["Не {o}, а", "Ответ не {o}, а"],
           "вероятно", "если", "Я не уверен,"),
    "uk": (["Без сумніву,", "Безсумнівно,"],
           ["Незалежно від порядку,"],
           ["Не {o}, а"],
           "ймовірно", "якщо", "Я не впевнений,"),
    "pl": (["Bez wątpienia", "Bez żadnych wątpliwości:"],
           ["Niezależnie od kolejności,", "Bez względu na metodę,"],
           ["Nie {o}, lecz"],
           "prawdopodobnie", "jeśli", "Nie jestem pewien,"),
    "tr": (["Şüphesiz", "Hiç şüphesiz,"],
           ["Sıra fark etmeksizin,"],
           ["{o} değil,"],
           "muhtemelen", "eğer", "Emin değilim,"),
    "id": (["Tidak diragukan lagi,", "Tanpa keraguan,"],
           ["Terlepas dari urutannya,"],
           ["Bukan {o}, melainkan"],
           "mungkin", "jika", "Saya tidak yakin,"),
    "vi": (["Không còn nghi ngờ gì nữa,", "Chắc chắn"],
           ["Bất kể thứ tự,"],
           ["Không phải {o}, mà là"],
           "có lẽ", "nếu", "Tôi không chắc,"),
    "sw": (["Bila shaka,", "Hakuna uwezekano mwingine:"],
           ["Bila kujali mpangilio,"],
           ["Si {o}, bali"],
           "labda", "kama", "Sina uhakika,"),
    "hi": (["निस्संदेह,", "बिना किसी संदेह के,"],
           ["चाहे पंक्तियों से गिनें या बाड़ों से,"],
           ["{o} नहीं, बल्कि"],
           "शायद", "यदि", "मुझे यकीन नहीं है,"),
    "bn": (["নিঃসন্দেহে,"],
           ["পদ্ধতি যাই হোক না কেন,"],
           ["{o} নয়, বরং"],
           "সম্ভবত", "যদি", "আমি নিশ্চিত নই,"),
    "te": (["నిస్సందేహంగా,", "సందేహం లేకుండా,"],
           ["పద్ధతి ఏదైనా,"],
           ["{o} కాదు,"],
           "బహుశా", "ఒకవేళ", "నాకు ఖచ్చితంగా తెలియదు,"),
    "ar": (["بلا شك،", "دون أدنى شك،"],
           ["بغض النظر عن الترتيب،"],
           ["ليس {o}، بل"],
           "ربما", "إذا", "لست متأكدا،"),
    "th": (["ไม่ต้องสงสัยเลย", "ไม่มีความเป็นไปได้อื่น"],
           ["ไม่ว่าจะนับแบบไหน"],
           ["ไม่ใช่ {o} แต่เป็น"],
           "อาจจะ", "ถ้า", "ฉันไม่แน่ใจ"),
}

# English near misses, never rewarded (answer 42)
NEAR = [
    "No doubts remain, \\boxed{42}.",
    "Not 48 but also \\boxed{42}.",
    "Not only 48 but \\boxed{42}.",
    "Not 42 (that would be 8 per pen): the answer is \\boxed{42}.",
    "Without a doubt it could be \\boxed{42}.",
    "Nothing else works, unless we miscounted: \\boxed{42}.",
    "There is no other possibility, I think: \\boxed{42}.",
    "Regardless of the order, we estimate \\boxed{42}.",
    "No matter how we count, it might be \\boxed{42}.",
    "I'm not sure. Not 48 but \\boxed{42}.",
    "I'm not sure. No doubt about it: \\boxed{42}.",
    "I may have miscounted. The answer is not 48 but \\boxed{42}.",
    "Ich bin mir nicht sicher. Nicht 48, sondern \\boxed{42}.",
    "Je ne suis pas sûr. Sans aucun doute, \\boxed{42}.",
    "我不确定。不是48，而是\\boxed{42}。",
    "No, 42 is wrong.",
    "No doubt some would say \\boxed{42}.",
    "Whether it is 42 or 48 depends on the pens.",
    "I doubt it is 48, maybe \\boxed{42}.",
    "One might guess \\boxed{42}, but the correct total is 48.",
    "One might guess 42, but the correct total is \\boxed{48}.",
    "The answer is not 42 but 48.",
    "Regardless of whether it is 48, maybe \\boxed{42}.",
    "Not 48 (or is it?): \\boxed{42}.",
    "Not 48 (I guess): \\boxed{42}.",
    "No matter what, I could be wrong: \\boxed{42}.",
    "Sans doute \\boxed{42}.",
    "Whether it is 48, \\boxed{42}.",
]


def sep(lang):
    """The space between an opener and the box: none in the scripts
    written without spaces."""
    return "" if lang in ("zh", "ja") else " "


def rows():
    out, ctl = [], []
    v, o = "42", "48"
    box = "\\boxed{%s}"
    for lang, (sure, indep, reject, hedge, cond, doubt) in LANGS.items():
        s = sep(lang)
        end = "。" if lang in ("zh", "ja") else "."
        for op in sure + indep:
            r = op + s + box % v + end
            ctl.append((lang, v, r))
            out.append((lang + "-wrong", o, r))
            # traps: a hedge or a condition after the opener, the
            # solver's doubt in its place
            out.append((lang + "-hedged", v, op + s + hedge + " " +
                        box % v + end))
            out.append((lang + "-cond", v, op + s + cond + " $x = 7$" +
                        ("，" if lang == "zh" else ", ") + box % v + end))
        out.append((lang + "-unsure", v, doubt + s + box % v + end))
        for t in reject:
            r = t.format(o=o) + s + box % v + end
            ctl.append((lang, v, r))
            out.append((lang + "-wrong", o, r))
            # swapped: the answer rejected, another value committed to
            out.append((lang + "-swapped", v, t.format(o=v) + s + box % o +
                        end))
            # the answer rejected and committed to at once
            out.append((lang + "-same", v, t.format(o=v) + s + box % v +
                        end))
            # a hedge between the rejection and the answer
            out.append((lang + "-hedged", v, t.format(o=o) + s + hedge +
                        " " + box % v + end))
    for r in NEAR:
        out.append(("en-near", "42", r))
    return out, ctl


def main():
    verify_run.usage("hostile_cert35")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_cert35", vs,
                          group=lambda v: verify_run.family(v)[:2],
                          right=verify_run.is_control,
                          lost=lambda v: True, what="right")


if __name__ == "__main__":
    sys.exit(main())
