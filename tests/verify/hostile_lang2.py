#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lang2.py: the languages papo-verify(1) lists since issue 26's
recall round (Hindi, Arabic, Indonesian, Vietnamese, Polish,
Ukrainian, Turkish), both ways.

usage: hostile_lang2.py PAPO_VERIFY [--list]

For each language, answer statements as models write them in MGSM- and
MMMLU-style runs ("उत्तर G है", "इसलिए, अंतिम उत्तर: G"), with the value
plain, boxed or in the language's own digits, and closed by nothing,
the language's full stop or a closing remark ("आशा है कि यह मदद
करेगा।"), must all be rewarded; the same statements negated in the
statement itself ("उत्तर G नहीं है"), followed by a clause of the same
language that takes the value back or makes it conditional (after the
box, after the phrase's value, as the next sentence) or preceded by a
doubt or a condition ("शायद", "यदि n विषम है,") must not be.  A
multiple-choice family does the same with an option's letter.  Random
but seeded: the same variants every run.

Prints each variant judged wrongly and a count per language; exits 1
when any hedge is rewarded or any right answer is not.  --list writes
the variants (JSONL) instead of running them.
"""
import random
import sys

import verify_run

VALUES = ["12", "7", "0.5", "-3", "250"]

# Per language: the statements (G for the value), the sentence end,
# the statements negated (G), the clauses that take the value back
# after it, the clauses that make it doubtful before the statement, and
# the closings that keep it.
LANGS = {
    "hi": (["उत्तर G है", "इसलिए, उत्तर G है", "अतः अंतिम उत्तर: G",
            "सही उत्तर है G", "तो, उत्तर G होगा"], "।",
           ["उत्तर G नहीं है", "इसलिए, उत्तर G नहीं है",
            "उत्तर G हो सकता है", "उत्तर शायद G है", "उत्तर लगभग G है",
            "उत्तर G से अधिक है", "उत्तर कम से कम G है",
            "उत्तर G नहीं हो सकता"],
           ["लेकिन मुझे यकीन नहीं है", "यदि n विषम है", "जो शायद गलत है",
            "रुकिए, मैं फिर से जाँच करता हूँ", "शायद", "मुझे लगता है",
            "लेकिन वास्तव में यह 13 है", "अगर शर्त सही है",
            "हालांकि मैं निश्चित नहीं हूँ", "पर यह गलत हो सकता है"],
           ["मुझे लगता है", "शायद", "यदि n विषम है,", "संभवतः",
            "अगर x > 0 है, तो"],
           ["", " आशा है कि यह मदद करेगा।", " यही अंतिम उत्तर है।",
            " धन्यवाद।"]),
    "ar": (["الإجابة هي G", "لذلك، الإجابة هي G", "الإجابة النهائية: G",
            "إذن، الجواب هو G", "وبالتالي، الإجابة الصحيحة هي G"], ".",
           ["الإجابة ليست G", "لذلك، الإجابة ليست G", "الإجابة ربما G",
            "الإجابة هي تقريبًا G", "الإجابة هي حوالي G",
            "الإجابة هي على الأقل G", "الإجابة قد تكون G",
            "الإجابة هي أكثر من G", "الإجابة هي G؟"],
           ["لكنني لست متأكدًا", "إذا كان n فرديًا", "وهذا على الأرجح خطأ",
            "انتظر، دعني أتحقق مرة أخرى", "ربما", "أعتقد",
            "لكن في الواقع هي 13", "بافتراض أن الشرط صحيح",
            "وقد يكون هذا خطأ", "لا أعرف"],
           ["أعتقد أن", "ربما", "إذا كان n فرديًا،", "على الأرجح",
            "بافتراض أن x > 0،"],
           ["", " آمل أن يساعد هذا.", " هذه هي الإجابة النهائية.",
            " شكرًا."]),
    "id": (["Jawabannya adalah G", "Jadi, jawabannya adalah G",
            "Jawaban akhir: G", "Oleh karena itu, jawaban akhirnya adalah G",
            "Dengan demikian, jawaban yang benar adalah G"], ".",
           ["Jawabannya bukan G", "Jadi, jawabannya bukan G",
            "Jawabannya mungkin G", "Jawabannya adalah sekitar G",
            "Jawabannya adalah kira-kira G", "Jawabannya adalah lebih dari G",
            "Jawabannya adalah setidaknya G", "Jawabannya bisa jadi G",
            "Jawabannya adalah G?"],
           ["tetapi saya tidak yakin", "jika n ganjil",
            "yang mungkin salah", "tunggu, mari kita periksa lagi",
            "mungkin", "saya pikir", "tetapi sebenarnya 13",
            "dengan asumsi syaratnya benar", "kalau tidak salah",
            "namun ini bisa keliru"],
           ["Saya pikir", "Mungkin", "Jika n ganjil,", "Sepertinya",
            "Misalkan x > 0, maka"],
           ["", " Semoga membantu!", " Itulah jawaban akhirnya.",
            " Terima kasih."]),
    "vi": (["Đáp án là G", "Vậy đáp án là G", "Đáp án: G",
            "Do đó, đáp án cuối cùng là G", "Vậy câu trả lời là G"], ".",
           ["Đáp án không phải là G", "Vậy đáp án không phải là G",
            "Đáp án có lẽ là G", "Đáp án có thể là G",
            "Đáp án là khoảng G", "Đáp án là xấp xỉ G",
            "Đáp án là ít nhất G", "Đáp án là hơn G", "Đáp án là G?"],
           ["nhưng tôi không chắc", "nếu n lẻ", "có lẽ sai",
            "khoan, để tôi kiểm tra lại", "có lẽ", "tôi nghĩ vậy",
            "nhưng thực ra là 13", "giả sử điều kiện đúng",
            "nếu tôi không nhầm", "tuy nhiên điều này có thể sai"],
           ["Tôi nghĩ", "Có lẽ", "Nếu n lẻ,", "Có thể",
            "Giả sử x > 0, thì"],
           ["", " Hy vọng điều này giúp ích cho bạn.",
            " Đây là đáp án cuối cùng.", " Cảm ơn."]),
    "pl": (["Odpowiedź to G", "Zatem odpowiedź to G", "Odpowiedź: G",
            "Ostateczna odpowiedź to G", "Dlatego odpowiedź wynosi G"], ".",
           ["Odpowiedź to nie G", "Odpowiedź nie wynosi G",
            "Odpowiedź to prawdopodobnie G", "Odpowiedź to chyba G",
            "Odpowiedź to około G", "Odpowiedź to co najmniej G",
            "Odpowiedź to mniej więcej G", "Odpowiedź może wynosić G",
            "Odpowiedź to G?"],
           ["ale nie jestem pewien", "jeśli n jest nieparzyste",
            "co prawdopodobnie jest błędne", "zaraz, sprawdzę jeszcze raz",
            "chyba", "tak myślę", "ale właściwie to 13",
            "zakładając, że warunek jest spełniony", "jeżeli się nie mylę",
            "jednak może to być błąd"],
           ["Myślę, że", "Chyba", "Jeśli n jest nieparzyste,",
            "Prawdopodobnie", "Załóżmy, że x > 0, wtedy"],
           ["", " Mam nadzieję, że to pomoże.",
            " To jest ostateczna odpowiedź.", " Dziękuję."]),
    "uk": (["Відповідь: G", "Отже, відповідь: G", "Відповідь дорівнює G",
            "Остаточна відповідь: G", "Таким чином, правильна відповідь: G"],
           ".",
           ["Відповідь не G", "Відповідь: не G", "Відповідь: можливо G",
            "Відповідь: мабуть G", "Відповідь дорівнює приблизно G",
            "Відповідь: щонайменше G", "Відповідь може дорівнювати G",
            "Відповідь: більше G", "Відповідь: G?"],
           ["але я не впевнений", "якщо n непарне", "що, мабуть, неправильно",
            "зачекайте, перевірю ще раз", "можливо", "я думаю",
            "але насправді 13", "за умови, що умова виконується",
            "якщо я не помиляюся", "проте це може бути помилкою"],
           ["Я думаю,", "Можливо,", "Якщо n непарне,", "Мабуть,",
            "Припустимо, що x > 0, тоді"],
           ["", " Сподіваюся, це допоможе.", " Це остаточна відповідь.",
            " Дякую."]),
    "tr": (["Cevap: G", "Cevap G'dir", "Bu nedenle cevap G",
            "Nihai cevap: G", "Sonuç olarak, doğru cevap G'dir"], ".",
           ["Cevap G değildir", "Cevap muhtemelen G'dir",
            "Cevap belki G", "Cevap yaklaşık G'dir", "Cevap en az G'dir",
            "Cevap G olabilir", "Cevap: G?"],
           ["ama emin değilim", "eğer n tek ise", "ki bu muhtemelen yanlış",
            "bekle, tekrar kontrol edeyim", "belki", "sanırım",
            "ama aslında 13", "koşulun doğru olduğunu varsayalım",
            "yanılmıyorsam", "fakat bu hatalı olabilir"],
           ["Sanırım", "Belki", "Eğer n tek ise,", "Muhtemelen",
            "x > 0 varsayalım, o zaman"],
           ["", " Umarım bu yardımcı olur.", " Bu nihai cevaptır.",
            " Teşekkürler."]),
}

# The statement of a multiple-choice answer, per language (G: a
# letter), and its negated twins.
CHOICE = {
    "hi": (["सही उत्तर है G", "उत्तर: G", "सही उत्तर: (G)"],
           ["सही उत्तर G नहीं है", "सही उत्तर शायद G है"]),
    "ar": (["الإجابة الصحيحة هي G", "الإجابة: G", "الإجابة الصحيحة هي (G)"],
           ["الإجابة الصحيحة ليست G", "الإجابة الصحيحة ربما G"]),
    "id": (["Jawaban yang benar adalah G", "Jawaban: G",
            "Jadi, jawabannya adalah (G)"],
           ["Jawaban yang benar bukan G", "Jawabannya mungkin G"]),
    "vi": (["Đáp án đúng là G", "Đáp án: G", "Vậy đáp án là (G)"],
           ["Đáp án đúng không phải là G", "Đáp án có lẽ là G"]),
    "pl": (["Prawidłowa odpowiedź to G", "Odpowiedź: G",
            "Zatem odpowiedź to (G)"],
           ["Prawidłowa odpowiedź to nie G", "Odpowiedź to chyba G"]),
    "uk": (["Правильна відповідь: G", "Відповідь: G", "Відповідь: (G)"],
           ["Правильна відповідь: не G", "Відповідь: можливо G"]),
    "tr": (["Doğru cevap: G", "Cevap: G", "Cevap (G)'dir"],
           ["Doğru cevap G değildir", "Cevap muhtemelen G"]),
}

# Whole responses (G for the value) in forms the families above do not
# make: no full stop, bidirectional marks, a last statement with no
# phrase, a decimal comma; the right ones, then their twins.
EXTRA = {
    "hi": (["उत्तर G है", "इसलिए, उत्तर G है", "अतः, जॉन के पास G सेब हैं।",
            "इसलिए, दुकान में अब G कमीजें हैं।", "हमें G मिलता है।"],
           ["अतः, जॉन के पास शायद G सेब हैं।", "अतः, जॉन के पास लगभग G सेब हैं।",
            "उत्तर G नहीं है", "उत्तर G हो सकता है",
            "जॉन के पास 30 सेब थे। अतः, जॉन के पास शायद G सेब हैं।"]),
    "ar": (["\u200fالإجابة هي G.", "الإجابة هي \u200fG\u200f.",
            "لذلك، لدى جون G تفاحة.", "الإجابة هي G"],
           ["لذلك، لدى جون ربما G تفاحة.", "لذلك، لدى جون حوالي G تفاحة.",
            "الإجابة هي G؟", "\u200fالإجابة ليست G."]),
    "id": (["Jawabannya adalah G", "Jadi, total biaya adalah $G."],
           ["Jawabannya adalah sekitar G", "Jadi, total biaya mungkin $G.",
            "Jawabannya adalah (G) jika n ganjil."]),
    "vi": (["Vậy đáp án là G", "Vậy tổng cộng có G người."],
           ["Đáp án không phải là G.", "Vậy đáp án có lẽ là G.",
            "Vậy tổng cộng có khoảng G người."]),
    "pl": (["Odpowiedź: G", "Zatem odpowiedź wynosi G"],
           ["Odpowiedź to około G", "Zatem odpowiedź wynosi chyba G",
            "Odpowiedź to nie G."]),
}

# Native digits: the code point of zero in the scripts that have them.
ZERO = {"hi": 0x0966, "ar": 0x0660}


def native(v, lang, rng):
    """v in the language's own digits, half of the time."""
    if lang not in ZERO or rng.random() < 0.5:
        return v
    return "".join(chr(ZERO[lang] + int(c)) if c.isdigit() else c
                   for c in v)


def sep_of(lang):
    """What joins a clause to the statement before it."""
    return "، " if lang == "ar" else ", "


def choices():
    for lang, (rights, negs) in CHOICE.items():
        end = LANGS[lang][1]
        after = LANGS[lang][3]
        for letter in "ABCD":
            for st in rights:
                st = st.replace("G", letter)
                yield "right", lang, letter, st + end, end
                for h in after[:4]:
                    yield "choice", lang, letter, st + sep_of(lang) + h + \
                        end, h
            for st in negs:
                yield "choice-neg", lang, letter, st.replace("G", letter) + \
                    end, st


def variants():
    rng = random.Random(2617)
    for lang, (stmts, end, negs, after, before, closes) in LANGS.items():
        for a in VALUES:
            v = native(a, lang, rng)
            box = "\\boxed{%s}" % v
            for st in stmts:
                for c in closes:
                    for g in (v, box):
                        yield "right", lang, a, st.replace("G", g) + end + \
                            c, c
                for h in after:
                    sep = sep_of(lang)
                    # after the box, same sentence
                    yield "box-same", lang, a, st.replace("G", box) + sep + \
                        h + end, h
                    # after the phrase's value, same sentence
                    yield "phrase-same", lang, a, st.replace("G", v) + sep + \
                        h + end, h
                    # the next sentence
                    yield "next", lang, a, st.replace("G", rng.choice(
                        [v, box])) + end + " " + h + end, h
                for b in before:
                    sp = "" if b.endswith(" ") else " "
                    s0 = st.replace("G", rng.choice([v, box]))
                    if lang in ("id", "vi", "pl", "uk", "tr"):
                        s0 = s0[:1].lower() + s0[1:]
                    yield "before", lang, a, b + sp + s0 + end, b
            for st in negs:
                for g in (v, box):
                    yield "negated", lang, a, st.replace("G", g) + end, st
    yield from choices()
    for lang, (rights, wrongs) in EXTRA.items():
        for a in VALUES:
            if a == "0.5" and lang in ("id", "vi", "pl"):
                continue    # a decimal comma's languages: below
            for t in rights:
                yield "right", lang, a, t.replace("G", a), t
            for t in wrongs:
                yield "extra", lang, a, t.replace("G", a), t
    for lang, st in (("id", "Jawabannya adalah G."),
                     ("vi", "Vậy đáp án là G."),
                     ("pl", "Zatem odpowiedź wynosi G.")):
        yield "right", lang, "3.5", st.replace("G", "3,5"), "3,5"


def known(v):
    """A hole of main's that this script found: a word with a dotless ı
    after a box's comma ("\\boxed{7}, yanılmıyorsam.") was read as the
    value's noun (main rewarded "The answer is \\boxed{7},
    yanılmıyorsam." too); closed by the accented noun's shape
    (hostile_noun.py), counted apart, at most 0 (t-verify-lang2.sh)."""
    return v["family"] == "box-same" and v["clause"] == "yanılmıyorsam"


def main():
    verify_run.usage("hostile_lang2")
    vs = [{"family": f, "lang": l, "answer": a, "response": r, "clause": c}
          for f, l, a, r, c in variants()]
    return verify_run.run(
        "hostile_lang2", vs, lambda v: v["lang"],
        verify_run.is_right, known,
        what="right", width=3)


if __name__ == "__main__":
    sys.exit(main())
