#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_units34.py: units, scale words and number forms whose right
answers papo-verify loses (issue 26, review 33's lost units, scales and
numbers): a value with its unit or scale written another way, each
beside its wrong twins, which are never rewarded.

Kinds (KIND-right to be rewarded, lost when refused; KIND-wrong the
same response against another value, KIND-twin a close response that
names another value or unit, never rewarded):
  kilo      "1.2k", "1.2K dollars" (K before a currency or count noun is
            thousand); twin: "1.2K" after a temperature is kelvin, "1.2M"
  power     "5 dm^3" against 5 L, "1200 mm^2" against 12 cm^2; twins:
            the other power, the bare unit
  week      "one week" against 7 days; twin: "7 weeks"
  dozen     "2 dozen cookies" against 24; twin: "2 gross cookies"
  compound  "10 kg·m/s²" against 10 N; twin: "10 kg·m²/s²" (a joule)
  mathrm    "\\boxed{5}\\ \\mathrm{m\\,s^{-1}}" against 5 m/s; twin s^{-2}
  thousand  "\\$4.5 thousand", "2 thousand million", "2 bn"; twins: the
            scale another's
  verb      a German or Russian sentence whose verb or subject names the
            quantity ("Die Fahrt dauert 45 Sekunden."); twin: another unit
  long      French billion(s)/trillion, German Billion(en), Spanish
            billón/billones at the long scale (10^12, 10^18); twin: the
            short scale's value
  words     "forty-two sheep" in prose, Korean "마흔두", Turkish "kırk
            iki"; twin: another number
  repeat    "0.999…" is 1, "41.999…" is 42; twin: "0.99"
  group     German "1.250 Euro", Swiss "1'250", Indian "1,25,000",
            Italian "12,5%", "R$ 1.234,56", French "1 234,5 m" (thin
            and no-break spaces too); twin: the grouping read the other
            way, "1.250" with no language known.  German's lone dot
            before three digits stays no answer (hostile.py's
            dot-thousands: "3.500" may be either), its rows lost

usage: hostile_units34.py PAPO_VERIFY [--list]

On main (62525afa): see the comment above main().
"""
import sys

import verify_run

_rows = verify_run.Rows()
rows, add, right, twin = _rows.rows, _rows.add, _rows.right, _rows.twin


def kilo():
    for v, s in (("1200", "1.2"), ("3500", "3.5"), ("45000", "45")):
        for k in ("k", "K"):
            right("kilo", v, "The answer is %s%s." % (s, k), v + "1")
            right("kilo", v, "The answer is %s%s dollars." % (s, k),
                  str(int(v) + 100))
            right("kilo", v, "She sold %s%s cookies." % (s, k), s)
        right("kilo", v, "The total is $%sk." % s, s)
        twin("kilo", v, "The answer is %sM." % s)
        twin("kilo", v, "The temperature is %s K." % s)
        twin("kilo", v, "The temperature is %sK." % s)
        twin("kilo", v, "The answer is %s km." % s)
        twin("kilo", v, "The answer is %s kg." % s)


def power():
    for v, cm in ((5, 5000), (2, 2000)):
        ans = "%d \\text{ L}" % v
        right("power", ans, "The volume is %d dm^3." % v,
              "%d \\text{ L}" % (v + 1))
        right("power", ans, "The volume is %d cm^3." % cm,
              "%d \\text{ L}" % (v + 1))
        twin("power", ans, "The volume is %d dm^2." % v)
        twin("power", ans, "The volume is %d dm." % v)
        twin("power", ans, "The volume is %d cm^3." % v)
    for cm in (12, 3):
        ans = "%d \\text{ cm}^2" % cm
        right("power", ans, "The area is %d mm^2." % (cm * 100),
              "%d \\text{ cm}^2" % (cm + 1))
        twin("power", ans, "The area is %d mm^2." % cm)
        twin("power", ans, "The area is %d mm^3." % (cm * 100))
        twin("power", ans, "The area is %d mm." % (cm * 100))


def week():
    for n, word in ((1, "one"), (2, "two"), (3, "three")):
        ans = "%d \\text{ days}" % (7 * n)
        unit = "week" if n == 1 else "weeks"
        right("week", ans, "It takes %s %s." % (word, unit),
              "%d \\text{ days}" % (7 * n + 1))
        right("week", ans, "It takes %d %s." % (n, unit),
              "%d \\text{ days}" % (7 * n + 1))
        twin("week", ans, "It takes %d weeks." % (7 * n))
        twin("week", ans, "It takes %s days." % word)


def dozen():
    for n in (2, 3, 5):
        right("dozen", str(12 * n), "She bakes %d dozen cookies." % n,
              str(12 * n + 1))
        right("dozen", str(12 * n), "The answer is %d dozen." % n,
              str(n))
        twin("dozen", str(12 * n), "She bakes %d gross cookies." % n)
        twin("dozen", str(12 * n), "She bakes %d dozens of cookies." %
             (12 * n))


def compound():
    for n in (10, 4):
        ans = "%d \\text{ N}" % n
        right("compound", ans, "The force is %d kg·m/s²." % n,
              "%d \\text{ N}" % (n + 1))
        right("compound", ans, "The force is %d kg m/s^2." % n,
              "%d \\text{ N}" % (n + 1))
        twin("compound", ans, "The force is %d kg·m²/s²." % n)
        twin("compound", ans, "The force is %d kg·m/s." % n)
        twin("compound", ans, "The force is %d J." % n)
        # the first unit alone is not the compound's
        for r in ("%d kg·m/s²", "%d kg m/s^2", "%d kg m/s²", "%d kg m/s",
                  "%d kg m^2", "%d m^2 kg"):
            twin("compound", "%d \\text{ kg}" % n,
                 ("The force is " + r + ".") % n)
        twin("compound", "%d \\text{ m}^2" % n,
             "The area is %d m^2 per second." % n)


def mathrm():
    for n in (5, 12):
        ans = "%d \\text{ m/s}" % n
        right("mathrm", ans, "\\boxed{%d}\\ \\mathrm{m\\,s^{-1}}" % n,
              "%d \\text{ m/s}" % (n + 1))
        right("mathrm", ans, "\\boxed{%d\\ \\mathrm{m\\,s^{-1}}}" % n,
              "%d \\text{ m/s}" % (n + 1))
        twin("mathrm", ans, "\\boxed{%d}\\ \\mathrm{m\\,s^{-2}}" % n)
        twin("mathrm", ans, "\\boxed{%d}\\ \\mathrm{m\\,s}" % n)


def thousand():
    for s, v in (("4.5", 4500), ("2", 2000), ("12", 12000)):
        right("thousand", str(v), "She earns \\$%s thousand." % s,
              str(v + 1))
        right("thousand", str(v), "She earns $%s thousand." % s,
              s)
        twin("thousand", str(v), "She earns \\$%s million." % s)
        twin("thousand", str(v), "She earns \\$%s hundred." % s)
    for n in (2, 7):
        right("thousand", str(n * 10 ** 9),
              "The answer is %d thousand million." % n, str(n * 10 ** 6))
        right("thousand", str(n * 10 ** 9), "The answer is %d bn." % n,
              str(n * 10 ** 6))
        right("thousand", str(n * 10 ** 9), "\\boxed{%d} bn" % n,
              str(n * 10 ** 6))
        right("thousand", str(n * 10 ** 9), "She earns $%d bn." % n,
              str(n * 10 ** 6))
        twin("thousand", str(n * 10 ** 9), "\\boxed{%d} bnx" % n)
        twin("thousand", str(n * 10 ** 9), "She earns $%d mn." % n)
        twin("thousand", str(n * 10 ** 9),
             "The answer is %d thousand thousand." % n)
        twin("thousand", str(n * 10 ** 9), "The answer is %d mn." % n)
        twin("thousand", str(n * 10 ** 9), "The answer is %d tn." % n)


def verb():
    for n in (45, 20):
        m = "%d \\text{ minutes}" % n
        s = "%d \\text{ seconds}" % n
        right("verb", s, "Die Fahrt dauert %d Sekunden." % n, m)
        right("verb", str(n), "Die Fahrt dauert %d Sekunden." % n,
              str(n + 1))
        right("verb", m, "Die Fahrt dauert %d Minuten." % n, s)
        right("verb", m, "Поездка занимает %d минут." % n, s)
        right("verb", m, "Дорога занимает %d минут." % n, s)
        right("verb", m, "Поездка длится %d минут." % n, s)
        twin("verb", m, "Поездка занимает %d секунд." % n)
        twin("verb", m, "Die Fahrt dauert %d Stunden." % n)


def long_scale():
    for n in (2, 3, 7):
        for t, w, e, sh in (
                ("La réponse est %d %s.", "billions", 12, 9),
                ("La réponse est de %d %s d'euros.", "billions", 12, 9),
                ("Le total est %d %s.", "trillions", 18, 12),
                ("Die Antwort lautet %d %s Euro.", "Billionen", 12, 9),
                ("Die Antwort ist %d %s.", "Billionen", 12, 9),
                ("Das sind %d %s.", "Trillionen", 18, 12),
                ("La respuesta es %d %s.", "billones", 12, 9),
                ("La respuesta es %d %s de dólares.", "billones", 12, 9),
                ("El total es %d %s.", "trillones", 18, 12)):
            resp = t % (n, w)
            right("long", str(n * 10 ** e), resp, str(n * 10 ** sh))
            twin("long", str(n * 10 ** sh), resp)
    for t, w in (("La réponse est 1 %s.", "billion"),
                 ("Die Antwort ist 1 %s.", "Billion"),
                 ("La respuesta es 1 %s.", "billón")):
        right("long", str(10 ** 12), t % w, str(10 ** 9))
        twin("long", str(10 ** 9), t % w)
    # Russian's биллион is an old word whose scale its readers dispute:
    # never a value
    for n in (3, 5):
        twin("long", str(n * 10 ** 9), "Ответ: %d биллиона." % n)
        twin("long", str(n * 10 ** 12), "Ответ: %d биллиона." % n)


def words():
    p = ("A farmer has 6 pens with 7 sheep in each pen. "
         "How many sheep does he have?")
    for w, v in (("forty-two", 42), ("thirty-five", 35),
                 ("twenty-one", 21)):
        right("words", str(v), "The farmer has %s sheep." % w, str(v + 1),
              p)
        right("words", str(v), "So he has %s sheep in total." % w,
              str(v + 1), p)
        twin("words", str(v), "The farmer has %s hundred sheep." % w, p)
    pk = ("농부에게는 우리가 6개 있고 각 우리에 양이 7마리 있습니다. "
          "양은 모두 몇 마리입니까?")
    for w, v in (("마흔두", 42), ("서른다섯", 35), ("스물한", 21)):
        right("words", str(v), "답은 %s 마리입니다." % w, str(v + 1), pk)
        twin("words", str(v + 1), "답은 %s 마리입니다." % w, pk)
    pt = ("Bir çiftçinin her birinde 7 koyun bulunan 6 ağılı var. "
          "Çiftçinin toplam kaç koyunu vardır?")
    for w, v in (("kırk iki", 42), ("otuz beş", 35), ("yirmi bir", 21)):
        right("words", str(v), "Cevap %s." % w, str(v + 1), pt)
        right("words", str(v), "Çiftçinin toplam %s koyunu vardır." % w,
              str(v + 1), pt)


def repeat():
    for r, v in (("0.999…", "1"), ("0.999...", "1"), ("41.999…", "42"),
                 ("2.999...", "3"), ("0.9999…", "1")):
        right("repeat", v, "The answer is %s." % r, str(int(v) + 1))
        twin("repeat", v, "The answer is %s." % r.rstrip(".…"))
    twin("repeat", "1", "The answer is 0.999…9.")
    twin("repeat", "1", "The answer is 0.99.")


def group():
    for g, v, w in (
            ("Das Ergebnis ist 1.250 Euro.", "1250", "1.25"),
            ("Die Antwort ist 2.500 Euro.", "2500", "2.5"),
            ("Die Antwort ist 1'250.", "1250", "1.25"),
            ("Die Antwort ist 12'500'000.", "12500000", "12.5"),
            ("The answer is 1,25,000.", "125000", "12500"),
            ("The answer is 12,34,567.", "1234567", "123457"),
            ("La risposta è 12,5%.", "12.5\\%", "125\\%"),
            ("La risposta è 0,5%.", "0.5\\%", "5\\%"),
            ("A resposta é R$ 1.234,56.", "1234.56", "1.23456"),
            ("A resposta é R$ 12.000,00.", "12000", "12"),
            ("La réponse est 1 234,5 m.", "1234.5 \\text{ m}", "1.2345"),
            ("La réponse est 1\u202f234,5 m.", "1234.5 \\text{ m}",
             "1.2345"),
            ("La réponse est 1\u00a0234,5 m.", "1234.5 \\text{ m}",
             "1.2345"),
            ("La réponse est 12\u202f500 €.", "12500", "12.5")):
        right("group", v, g, w)
    # no language evidence: "1.250" may be either
    for r, v in (("The answer is 1.250 units.", "1250"),
                 ("Result: 2.500", "2500")):
        twin("group", v, r)
    twin("group", "1250", "The answer is 1'250.5.")
    twin("group", "125000", "The answer is 1,25,00.")


# Main (62525afa): 408 variants, 2 wrong ("The force is 4 kg m/s."
# against 4 kg), 119 of 137 right forms lost (compound 4, dozen 6, group
# 13, kilo 18, long 30, mathrm 4, power 6, repeat 5, thousand 14, verb
# 12, week 1, words 6).  Now 0 wrong, 62 lost: group 4, kilo 6, long 6,
# power 0, thousand 8, the others as on main.
def main():
    verify_run.usage("hostile_units34")
    for g in (kilo, power, week, dozen, compound, mathrm, thousand, verb,
              long_scale, words, repeat, group):
        g()
    return verify_run.run_kinds("hostile_units34", rows)


if __name__ == "__main__":
    sys.exit(main())
