#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_currency.py: issue 26, currencies.  Every currency is a
dimension of its own, never convertible into another: an amount in a
currency other than the one the problem asks (or the reference is
written in) is a wrong answer, whatever its spelling (a sign before or
after the amount, a code, a word of any language); the same currency in
any spelling is right.

usage: hostile_currency.py PAPO_VERIFY [--list]

Each currency has its spellings (sign before, sign after, ISO code,
words in en/de/fr/es/pt/ru/zh/ja/ko/hi); each spelling is put in each
position (a box, a box with the word after it, \\text in a box, prose
in the problem's language, an "Answer:" line, a JSON answer).  Each
such response is judged against each asked currency (a problem asking
it, in English and in its own language) and each reference written in
a currency ("\\$42", "42 \\text{ euros}"): family "right" when the
currencies are one (to be rewarded; counted as lost when not),
"wrong" when they differ (never rewarded).  Controls: a bare amount
where a currency is asked ("She pays 42."), rewarded.
Prints a count per asked currency and the summary line the t-*.sh test
reads: "hostile_currency: N variants (M right), K wrong, L lost".
Exits 1 when a wrong one is rewarded.
"""
import sys

import verify_run

V = 42

# code: spellings of an amount {v} in it, each (position kinds allowed,
# template): "b" a sign or code before the amount, "a" a sign, code or
# word after it (a box's word may follow the box)
CUR = {
    "USD": ["${v}", "US${v}", "USD {v}", "{v} USD", "{v} dollars",
            "{v} Dollar", "{v} dólares", "{v} долларов", "{v}美元",
            "{v}ドル", "{v}달러", "{v} डॉलर"],
    "EUR": ["€{v}", "{v} €", "EUR {v}", "{v} EUR", "{v} euros", "{v} Euro",
            "{v} евро", "{v}欧元", "{v}ユーロ", "{v}유로", "{v} यूरो"],
    "GBP": ["£{v}", "GBP {v}", "{v} GBP", "{v} pounds sterling",
            "{v}英镑", "{v} фунтов стерлингов"],
    "JPY": ["{v}円", "{v} yen", "JPY {v}", "{v} JPY", "{v}日元", "{v}엔",
            "{v} иен", "{v} Yen"],
    "CNY": ["{v}元", "{v}块", "{v} yuan", "CNY {v}", "RMB {v}",
            "{v}위안", "{v} юаней", "{v}人民币"],
    "KRW": ["₩{v}", "{v}원", "{v} won", "KRW {v}", "{v}韩元", "{v}ウォン",
            "{v} вон"],
    "INR": ["₹{v}", "{v} ₹", "Rs. {v}", "Rs {v}", "INR {v}",
            "{v} rupees", "{v} रुपये", "{v}卢比", "{v} рупий"],
    "RUB": ["₽{v}", "{v} ₽", "{v} рублей", "{v} руб.", "{v} rubles",
            "RUB {v}", "{v}卢布", "{v} Rubel"],
    "BRL": ["R$ {v}", "R${v}", "{v} reais", "BRL {v}"],
    "PLN": ["{v} zł", "{v} złotych", "PLN {v}", "{v} zloty"],
    "TRY": ["₺{v}", "{v} ₺", "{v} lira", "{v} Türk lirası"],
    "VND": ["₫{v}", "{v} ₫", "{v} đồng", "VND {v}"],
    "PHP": ["₱{v}", "PHP {v}"],
    "UAH": ["₴{v}", "{v} ₴", "{v} гривень", "UAH {v}"],
    "NGN": ["₦{v}", "{v} naira", "NGN {v}"],
    "THB": ["฿{v}", "{v} ฿", "{v} baht", "{v} บาท", "THB {v}"],
    "ILS": ["₪{v}", "{v} ₪", "{v} shekels", "ILS {v}"],
    "CHF": ["CHF {v}", "Fr. {v}", "{v} Franken", "{v} Swiss francs"],
    "SEK": ["{v} kr", "SEK {v}", "{v} kronor"],
}
# the sign ¥ is the yen's and the yuan's: right for either, wrong for
# every other currency
AMBIG = {"¥{v}": ("JPY", "CNY"), "{v} ¥": ("JPY", "CNY"),
         "{v}￥": ("JPY", "CNY"), "￥{v}": ("JPY", "CNY")}

# the language of a spelling, for its prose: a word of a script names it
def lang_of(sp):
    for ch, l in (("ё", "ru"), ("б", "ru"), ("в", "ru"), ("й", "ru"),
                  ("ф", "ru"), ("е", "ru"), ("ю", "ru"), ("р", "ru"),
                  ("у", "ru"), ("и", "ru"), ("г", "ru"), ("円", "ja"),
                  ("ド", "ja"), ("ユ", "ja"), ("ウ", "ja"), ("달", "ko"),
                  ("유", "ko"), ("엔", "ko"), ("위", "ko"), ("원", "ko"),
                  ("ड", "hi"), ("य", "hi"), ("र", "hi"), ("元", "zh"),
                  ("块", "zh"), ("镑", "zh"), ("币", "zh"), ("卢", "zh"),
                  ("Dollar", "de"), ("Euro", "de"), ("Rubel", "de"),
                  ("Franken", "de"), ("Yen", "de"), ("dólares", "es"),
                  ("reais", "pt"), ("R$", "pt"), ("zł", "pl"),
                  ("złotych", "pl")):
        if ch in sp:
            return l
    return "en"


PROSE = {"en": "She pays {x}.", "de": "Sie zahlt {x}.",
         "fr": "Elle paie {x}.", "es": "Ella paga {x}.",
         "pt": "Ela paga {x}.", "ru": "Она платит {x}.",
         "zh": "她一共付了{x}。", "ja": "答えは{x}です。",
         "ko": "답은 {x}입니다.", "hi": None,
         "pl": "Płaci {x}."}
ANSWER = {"en": "Answer: {x}", "de": "Antwort: {x}", "fr": "Réponse : {x}",
          "es": "Respuesta: {x}", "pt": "Resposta: {x}",
          "ru": "Ответ: {x}", "zh": "答案：{x}", "ja": "答え：{x}",
          "ko": "답: {x}", "hi": "उत्तर: {x}", "pl": "Odpowiedź: {x}"}


def latex(x):
    """A spelling in a box: a sign escaped, a word in \\text."""
    x = x.replace("$", "\\$")
    return x


def positions(sp):
    """The responses that give the amount in spelling sp."""
    x = sp.format(v=V)
    lang = lang_of(sp)
    # Hindi statements are not read (a language with no rows)
    out = [("prose", PROSE[lang].format(x=x))] if PROSE[lang] else []
    out += [("answer", ANSWER[lang].format(x=x)),
           ("json", '{"answer": "%s"}' % x),
           ("box", "\\boxed{%s}" % latex(x))]
    if sp.startswith("{v}"):
        w = sp[3:].strip()
        out.append(("boxafter", "\\boxed{%d} %s" % (V, w)))
        if w.isalpha() and w.isascii():
            out.append(("text", "\\boxed{%d\\text{ %s}}" % (V, w)))
    return out


# the currency a problem asks: (code, language, problem)
def problem(word, lang):
    return {"en": "Each pen costs 6 %s. She buys 7 pens. How many %s "
                  "does she pay?" % (word, word),
            "de": "Jeder Stift kostet 6 %s. Sie kauft 7 Stifte. Wie viele "
                  "%s zahlt sie?" % (word, word),
            "fr": "Chaque stylo coûte 6 %s. Elle achète 7 stylos. "
                  "Combien d'%s paie-t-elle ?" % (word, word),
            "es": "Cada bolígrafo cuesta 6 %s. Compra 7 bolígrafos. "
                  "¿Cuántos %s paga?" % (word, word),
            "pt": "Cada caneta custa 6 %s. Ela compra 7 canetas. "
                  "Quantos %s ela paga?" % (word, word),
            "ru": "Каждая ручка стоит 6 %s. Она покупает 7 ручек. "
                  "Сколько %s она платит?" % (word, word),
            "zh": "每支笔6%s，她买了7支。她一共付了多少%s？" % (word, word),
            "ja": "ペンは1本6%sです。7本買うと何%sですか？" % (word, word),
            "ko": "펜 한 자루는 6%s입니다. 7자루를 사면 몇 %s입니까?"
                  % (word, word),
            "hi": "एक पेन 6 %s का है। वह 7 पेन खरीदती है। वह कितने %s "
                  "देती है?" % (word, word)}[lang]


ASKED = [("USD", "en", "dollars"), ("EUR", "en", "euros"),
         ("EUR", "de", "Euro"), ("EUR", "fr", "euros"),
         ("EUR", "es", "euros"), ("JPY", "en", "yen"),
         ("JPY", "ja", "円"), ("CNY", "en", "yuan"), ("CNY", "zh", "元"),
         ("KRW", "en", "won"), ("KRW", "ko", "원"),
         ("INR", "en", "rupees"), ("INR", "hi", "रुपये"),
         ("RUB", "en", "rubles"), ("RUB", "ru", "рублей"),
         ("BRL", "pt", "reais"), ("GBP", "en", "pounds sterling")]
# a reference written in a currency
REFS = [("USD", "\\$42"), ("USD", "42 \\text{ dollars}"),
        ("EUR", "42 \\text{ euros}"), ("EUR", "€42"),
        ("GBP", "£42"), ("JPY", "42 \\text{ yen}"),
        ("CNY", "42 \\text{ yuan}"), ("INR", "₹42"),
        ("INR", "42 \\text{ rupees}"), ("RUB", "42 \\text{ rubles}")]


def rows():
    spellings = [(c, sp, (c,)) for c in CUR for sp in CUR[c]]
    spellings += [("¥", sp, codes) for sp, codes in AMBIG.items()]
    vs = []
    for code, lang, word in ASKED:
        p = problem(word, lang)
        for c, sp, codes in spellings:
            for pos, r in positions(sp):
                fam = "right" if code in codes else "wrong"
                vs.append({"family": fam, "group": "ask-" + code,
                           "pos": pos, "answer": str(V), "problem": p,
                           "response": r})
        for r in (PROSE[lang] or ANSWER[lang], ANSWER[lang],
                  "\\boxed{{{x}}}"):
            r = r.format(x=V)
            vs.append({"family": "control-bare", "group": "controls",
                       "answer": str(V), "problem": p, "response": r})
    for code, ref in REFS:
        for c, sp, codes in spellings:
            for pos, r in positions(sp):
                fam = "right" if code in codes else "wrong"
                vs.append({"family": fam, "group": "ref-" + code,
                           "pos": pos, "answer": ref, "response": r})
    return vs


def main():
    verify_run.usage("hostile_currency")
    vs = rows()
    out = verify_run.verdicts("hostile_currency", vs, "--list" in sys.argv)
    if out is None:
        return 0
    return verify_run.score(
        "hostile_currency", vs, out, lambda v: v["group"],
        lambda v: v["family"] == "right" or verify_run.is_control(v),
        what="right", lost=lambda v: v["family"] == "right", width=10)


if __name__ == "__main__":
    sys.exit(main())
