#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lang31.py: a language papo-verify does not list is no answer,
never a guess (issue 26, review 30's finding 4): the train problem's
answer (240 km) written in 47 languages with no rows, in letters or a
script a listed language shares (Latin: Galician, Catalan, Romanian,
Dutch, the Nordic languages, Baltic, Slavic, Hungarian, Maltese,
Icelandic, Somali, Hausa, Yoruba, Tagalog, Malagasy, Basque, Welsh,
Irish, Zulu...; Cyrillic: Belarusian, Macedonian, Bulgarian, Serbian,
Kazakh, Kyrgyz, Tajik, Mongolian; Devanagari: Nepali, Marathi; Arabic's
script: Persian, Urdu), each in these forms:

 - stmt: the statement alone ("So the train travels 240 km in total.");
 - box: the statement, then a bare box ("$\\boxed{240}$", "\\boxed{240}");
 - label: the language's "Final answer:" label before "240 km" (plain,
   bold); left out where the label is letter for letter a listed
   language's (Galician's and Catalan's "Resposta final" is
   Portuguese's, Marathi's "अंतिम उत्तर" Hindi's): that line is read
   as the listed language's;
 - units: the statement with the kilometre written out, alone and
   before a bare box;
 - doubt: "I am not sure this is right." (no value) before a bare box.

The twins: the same forms in the 22 listed languages (hostile_head30's
statements and labels), rewarded.  And a question: a listed language's
statement turned into one by a tag ("So the train travels 240 km in
total, right?", "..., ¿verdad?", "..., oder?") before a bare box; the
twins: the problem's question asked again before the box.

usage: hostile_lang31.py PAPO_VERIFY [--list]

Measured on main (9d47979a): 147 of 354 hostile variants rewarded (box
78: the sentence before a bare box was read for its letters only; units
38, its form with the kilometre written out; asks 31), 6 more of
Galician and Catalan read as Portuguese and Spanish (known, by the
rule), 11 twins lost (the statements alone main does not read, review
30's finding 8), every other twin rewarded.  Now: none rewarded, the
same 6 known, the same 11 twins lost.  The doubt family ("I am not sure
this is right." in 38 languages with no rows, before a bare box, added
after): main 64 of 76 rewarded; now 14, all known (7 languages whose
words there are mostly rows of one listed language's).
"""
import sys

import verify_run
from hostile_head30 import LANGS

V = "240"
WORK = "80 × 3 = 240\n\n"
PROBLEM = "80 km/h × 3 h?"

# lang: (the statement, {v} the value and {u} the unit; the label of the
# final answer, or None where it is a listed language's; the unit's
# abbreviation; the kilometres written out)
UNLISTED = {
    "az": ("Deməli, qatar {v} {u} yol gedir.", "Yekun cavab", "km", "kilometr"),
    "uz": ("Demak, poyezd {v} {u} yoʻl bosadi.", "Yakuniy javob", "km", "kilometr"),
    "tk": ("Diýmek, otly {v} {u} ýol geçýär.", "Jemleýji jogap", "km", "kilometr"),
    "gl": ("Polo tanto, o tren percorre {v} {u} en total.", None, "km", "quilómetros"),
    "ca": ("Per tant, el tren recorre {v} {u} en total.", None, "km", "quilòmetres"),
    "ro": ("Deci, trenul parcurge {v} {u} în total.", "Răspuns final", "km", "kilometri"),
    "nl": ("Dus de trein legt in totaal {v} {u} af.", "Eindantwoord", "km", "kilometer"),
    "af": ("Dus ry die trein altesaam {v} {u}.", "Finale antwoord", "km", "kilometer"),
    "sv": ("Alltså färdas tåget totalt {v} {u}.", "Slutligt svar", "km", "kilometer"),
    "da": ("Altså kører toget i alt {v} {u}.", "Endeligt svar", "km", "kilometer"),
    "no": ("Altså kjører toget totalt {v} {u}.", "Endelig svar", "km", "kilometer"),
    "fi": ("Siis juna kulkee yhteensä {v} {u}.", "Lopullinen vastaus", "km", "kilometriä"),
    "et": ("Seega sõidab rong kokku {v} {u}.", "Lõplik vastus", "km", "kilomeetrit"),
    "lt": ("Taigi traukinys iš viso nuvažiuoja {v} {u}.", "Galutinis atsakymas", "km", "kilometrų"),
    "lv": ("Tātad vilciens kopā nobrauc {v} {u}.", "Galīgā atbilde", "km", "kilometrus"),
    "hu": ("Tehát a vonat összesen {v} {u} utat tesz meg.", "Végső válasz", "km", "kilométer"),
    "cs": ("Takže vlak ujede celkem {v} {u}.", "Konečná odpověď", "km", "kilometrů"),
    "sk": ("Takže vlak prejde spolu {v} {u}.", "Konečná odpoveď", "km", "kilometrov"),
    "sl": ("Torej vlak skupaj prevozi {v} {u}.", "Končni odgovor", "km", "kilometrov"),
    "hr": ("Dakle, vlak ukupno prijeđe {v} {u}.", "Konačni odgovor", "km", "kilometara"),
    "sq": ("Pra, treni përshkon gjithsej {v} {u}.", "Përgjigjja përfundimtare", "km", "kilometra"),
    "mt": ("Għalhekk, il-ferrovija tivvjaġġa {v} {u} b'kollox.", "Tweġiba finali", "km", "kilometru"),
    "is": ("Þess vegna ekur lestin samtals {v} {u}.", "Lokasvar", "km", "kílómetra"),
    "so": ("Sidaas darteed, tareenku wuxuu socdaa {v} {u} wadar ahaan.", "Jawaabta kama dambaysta ah", "km", "kiilomitir"),
    "ha": ("Saboda haka, jirgin ƙasa yana tafiya {v} {u} gaba ɗaya.", "Amsa ta ƙarshe", "km", "kilomita"),
    "yo": ("Nítorí náà, ọkọ̀ ojú irin náà rin {v} {u} lápapọ̀.", "Ìdáhùn ìkẹyìn", "km", "kìlómítà"),
    "tl": ("Kaya, ang tren ay naglalakbay ng {v} {u} sa kabuuan.", "Huling sagot", "km", "kilometro"),
    "mg": ("Noho izany, ny lamasinina dia mandeha {v} {u} amin'ny totaliny.", "Valiny farany", "km", "kilaometatra"),
    "eu": ("Beraz, trenak guztira {v} {u} egiten ditu.", "Azken erantzuna", "km", "kilometro"),
    "cy": ("Felly, mae'r trên yn teithio {v} {u} i gyd.", "Ateb terfynol", "km", "cilometr"),
    "ga": ("Mar sin, taistealaíonn an traein {v} {u} san iomlán.", "Freagra deiridh", "km", "ciliméadar"),
    "zu": ("Ngakho-ke, isitimela sihamba {v} {u} sisonke.", "Impendulo yokugcina", "km", "amakhilomitha"),
    "xh": ("Ngoko ke, uloliwe uhamba {v} {u} xa zizonke.", "Impendulo yokugqibela", "km", "iikhilomitha"),
    "eo": ("Do, la trajno veturas entute {v} {u}.", "Fina respondo", "km", "kilometrojn"),
    "be": ("Такім чынам, цягнік праязджае {v} {u}.", "Канчатковы адказ", "км", "кіламетраў"),
    "mk": ("Значи, возот поминува {v} {u}.", "Конечен одговор", "км", "километри"),
    "bg": ("Следователно влакът изминава общо {v} {u}.", "Окончателен отговор", "км", "километра"),
    "sr": ("Дакле, воз укупно пређе {v} {u}.", "Коначан одговор", "км", "километара"),
    "kk": ("Демек, пойыз барлығы {v} {u} жүреді.", "Соңғы жауап", "км", "километр"),
    "ky": ("Демек, поезд бардыгы {v} {u} жүрөт.", "Акыркы жооп", "км", "километр"),
    "tg": ("Ҳамин тариқ, қатора ҳамагӣ {v} {u} роҳ мепаймояд.", "Ҷавоби ниҳоӣ", "км", "километр"),
    "mn": ("Тиймээс галт тэрэг нийт {v} {u} явна.", "Эцсийн хариу", "км", "километр"),
    "ne": ("त्यसैले रेलले जम्मा {v} {u} यात्रा गर्छ।", "अन्तिम उत्तर", "किमी", "किलोमिटर"),
    "mr": ("म्हणून आगगाडी एकूण {v} {u} प्रवास करते.", None, "किमी", "किलोमीटर"),
    "fa": ("بنابراین، قطار در مجموع {v} {u} را طی می‌کند.", "پاسخ نهایی", "کیلومتر", "کیلومتر"),
    "ur": ("لہٰذا، ٹرین کل {v} {u} کا سفر کرتی ہے۔", "حتمی جواب", "کلومیٹر", "کلومیٹر"),
    "ps": ("نو، اورګاډی ټولټال {v} {u} مزل کوي.", "وروستی ځواب", "کیلومتره", "کیلومتره"),
}

# the kilometres written out in the listed languages (the units twins)
UNITS = {
    "en": "kilometres", "zh-Hans": "公里", "zh-Hant": "公里", "ja": "キロメートル",
    "ko": "킬로미터", "fr": "kilomètres", "de": "Kilometer", "es": "kilómetros",
    "it": "chilometri", "pt": "quilômetros", "ru": "километров",
    "th": "กิโลเมตร", "bn": "কিলোমিটার", "sw": "kilomita", "te": "కిలోమీటర్లు",
    "hi": "किलोमीटर", "ar": "كيلومتر", "id": "kilometer", "vi": "ki-lô-mét",
    "pl": "kilometrów", "uk": "кілометрів", "tr": "kilometre",
}

BOXES = ["\n\n$\\boxed{240}$", "\n\n\\boxed{240}"]


def forms(c, fam, stmt, label, u, full, p):
    """The forms of one language into c: its statement alone and before
    a bare box, its label line, its statement with the unit written
    out (the listed languages' statements hold their unit: {} is the
    value, "km" their abbreviation)."""
    c.add("stmt", (V, p), WORK + stmt(V, u))
    for b in BOXES:
        c.add("box", (V, p), WORK + stmt(V, u) + b)
    if label is not None:
        c.add("label", (V, p), WORK + "%s: 240 %s" % (label, u))
        c.add("label", (V, p), WORK + "**%s:** 240 %s" % (label, u))
    c.add("units", (V, p), WORK + stmt(V, full))
    c.add("units", (V, p), WORK + stmt(V, full) + BOXES[0])


def listed_stmt(st):
    """A listed language's statement as a function of value and unit:
    hostile_head30's, its "km" (or Cyrillic "км", Devanagari "किमी",
    Arabic "كم", Bengali "কিমি", Telugu "కి.మీ.", Chinese 公里) put by
    the unit asked."""
    s = st.format("{v}")
    for km in ("公里", "кілометрів", "км", "किमी", "كم", "কিমি", "కి.మీ.",
               "km"):
        if km in s:
            s = s.replace(km, "{u}", 1)
            break
    return lambda v, u: s.replace("{v}", v).replace("{u}", u)


def listed_unit(st):
    for km in ("公里", "км", "किमी", "كم", "কিমি", "కి.మీ.", "km"):
        if km in st:
            return km
    return "km"


# a question after the statement, in its sentence, before a bare box:
# the statement asks whether the value is right ("..., right?")
TAGS = {
    "en": ", right?", "fr": ", n'est-ce pas ?", "de": ", oder?",
    "es": ", ¿verdad?", "it": ", vero?", "pt": ", não é?",
    "ru": ", верно?", "uk": ", правда?", "pl": ", prawda?",
    "tr": ", değil mi?", "id": ", kan?", "vi": ", đúng không?",
    "sw": ", sivyo?", "hi": ", है ना?", "ar": "، أليس كذلك؟",
}


# "I am not sure this is right." in languages with no rows: a sentence
# with no value before a bare box, whose words are no listed language's
DOUBTS = {
    "az": "Bunun doğru olduğuna əmin deyiləm.",
    "uz": "Bu toʻgʻri ekaniga ishonchim komil emas.",
    "tk": "Munuň dogrudygyna ynamym ýok.",
    "ro": "Nu sunt sigur că este corect.",
    "nl": "Ik weet niet zeker of dit klopt.",
    "af": "Ek is nie seker of dit reg is nie.",
    "sv": "Jag är inte säker på att detta stämmer.",
    "da": "Jeg er ikke sikker på, at det er rigtigt.",
    "no": "Jeg er ikke sikker på at dette stemmer.",
    "fi": "En ole varma, onko tämä oikein.",
    "et": "Ma ei ole kindel, kas see on õige.",
    "lt": "Nesu tikras, ar tai teisinga.",
    "lv": "Neesmu pārliecināts, vai tas ir pareizi.",
    "hu": "Nem vagyok biztos benne, hogy ez helyes.",
    "cs": "Nejsem si jistý, jestli je to správně.",
    "sk": "Nie som si istý, či je to správne.",
    "sl": "Nisem prepričan, ali je to pravilno.",
    "hr": "Nisam siguran je li ovo točno.",
    "sq": "Nuk jam i sigurt nëse kjo është e saktë.",
    "mt": "M'inix ċert jekk dan huwiex korrett.",
    "is": "Ég er ekki viss um að þetta sé rétt.",
    "so": "Ma hubo in tani ay sax tahay.",
    "ha": "Ban tabbata wannan daidai ne ba.",
    "tl": "Hindi ako sigurado kung tama ito.",
    "mg": "Tsy azoko antoka raha marina izany.",
    "eu": "Ez nago ziur hau zuzena den.",
    "cy": "Dydw i ddim yn siŵr a yw hyn yn gywir.",
    "ga": "Nílim cinnte an bhfuil sé seo ceart.",
    "zu": "Angiqiniseki ukuthi lokhu kulungile.",
    "eo": "Mi ne certas, ĉu tio estas ĝusta.",
    "be": "Я не ўпэўнены, што гэта правільна.",
    "mk": "Не сум сигурен дали ова е точно.",
    "bg": "Не съм сигурен дали това е вярно.",
    "sr": "Нисам сигуран да ли је ово тачно.",
    "kk": "Бұл дұрыс екеніне сенімді емеспін.",
    "ne": "मलाई यो सही हो कि होइन निश्चित छैन।",
    "fa": "مطمئن نیستم که این درست باشد.",
    "ur": "مجھے یقین نہیں کہ یہ درست ہے۔",
}


def doubt_rows(c):
    for lang, d in DOUBTS.items():
        for b in BOXES:
            c.add("doubt", (V, PROBLEM), WORK + d + b)


def question_rows(c, k):
    """The statement turned into a question by a tag; the twin: the
    problem's own question asked again before the box."""
    for lang, tag in TAGS.items():
        p, doubt, lab, st = LANGS[lang]
        s = st.format(V).rstrip(".。।")
        for b in BOXES:
            c.add("asks", (V, p), WORK + s + tag + b)
        q = p[p.rfind(". ") + 2:] if ". " in p else p
        k.add("asks", (V, p), WORK + q + BOXES[0])
    c.add("asks", (V, PROBLEM), WORK + "Polo tanto, o tren percorre 240 km"
          " en total, non?" + BOXES[0])


def rows():
    c, k = verify_run.Cases(), verify_run.Cases()
    for lang, (st, lab, u, full) in UNLISTED.items():
        forms(c, lang, lambda v, uu, st=st: st.format(v=v, u=uu), lab, u,
              full, PROBLEM)
    for lang, (p, doubt, lab, st) in LANGS.items():
        forms(k, lang, listed_stmt(st), lab, listed_unit(st), UNITS[lang],
              p)
    question_rows(c, k)
    doubt_rows(c)
    return c.out, k.out


# Known, by the rule: Galician and Catalan statements whose words are
# Spanish's and Portuguese's rows but for the content words ("Per tant,
# el tren recorre 240 km en total.": "el", "en", "total", "recorre"
# Spanish's) are read as those languages (papo-verify(1) says so).
#
# And a doubt with no value before a box whose words are, a few more
# than two in four (four in eight in English), rows of one listed
# language: Romanian's "sigur", "este" (Italian's, Spanish's), Afrikaans'
# "is", "of", "dit", Somali's "in", Basque's "den", Macedonian's "не",
# Nepali's and Urdu's words shared with Hindi's and Arabic's rows
# (7 languages x 2 boxes).
KNOWN = [("box|units", "Polo tanto, o tren percorre 240 [a-zó]+ en total\\."),
         ("box|units", "Per tant, el tren recorre 240 "),
         ("doubt", "Nu sunt sigur|Ek is nie seker|Ma hubo in|Ez nago ziur"
          "|Не сум сигурен|मलाई यो|مجھے یقین")]


# The listed languages' statements alone that main refuses, a word of
# theirs no row holds (review 30's finding 8: German "zurück", Korean
# 를, Arabic إجمالًا, Indonesian "menempuh", Ukrainian "потяг", Telugu):
# lost signal, counted apart.
def lost(v):
    return v["family"] in ("control-stmt", "control-units") and \
        "boxed" not in v["response"]


def main():
    verify_run.usage("hostile_lang31")
    out, ctl = rows()
    return verify_run.run("hostile_lang31", verify_run.records(out, ctl),
                          known=verify_run.known_by(KNOWN), lost=lost)


if __name__ == "__main__":
    sys.exit(main())
