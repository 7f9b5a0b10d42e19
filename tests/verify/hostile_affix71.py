#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_affix71.py: last statements in Indonesian, Malay and Turkish
whose verb is the problem's in another form, a conclusion whose first
word names a result, labels of a result or a total in five languages,
and an act's verb where the question asks what someone has (issue 26,
session 55).

Lost on session 54's binary though they answer the question:

- Indonesian's and Malay's active voice of the problem's verb:
  "Jadi, Janet menghasilkan $18 setiap hari." to "Berapa dolar yang dia
  hasilkan setiap hari?", "Janet memperoleh $18" to "yang dia perolehi"
  (answer_affix.c: meN- with its nasal, di-, -kan and -i aside, asked
  only where the problem is in those languages);
- Turkish's aorist for the question's present ("Janet her gün 18 dolar
  kazanır." to "kaç dolar kazanıyor?", answer_rest.c), and a statement
  whose words before the value hold only letters German shares ("Yani
  Janet her gün 18 dolar kazanıyor.": the German tables read it and
  refused "Yani"; answer_euro.c leaves a Turkish problem's statements);
- "Sonuç olarak, Ali'nin şimdi 8 elması var." ("as a result": "sonuç"
  was taken for the answer's name, answer_frame.c);
- "Wynik: 8", "Hasil: 8", "Hasil akhir: 8", "Toplam: 8", "Jumlah: 8",
  "Razem: 8", "Jumla: 8", "Ostateczny wynik: 8".

Rewarded on it though the value is not what is asked: "Jadi, Budi
membeli 8 apel." (bought) to "Berapa apel yang dimiliki Budi
sekarang?" (answer_affix.c papo_answer_affix_act_other).

usage: hostile_affix71.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): voice, act, aorist, concl,
label.
"""
import sys

import verify_run

ID = ("Bebek Janet bertelur 16 butir per hari. Dia makan tiga untuk "
      "sarapan setiap pagi dan memanggang muffin untuk teman-temannya "
      "setiap hari dengan empat butir. Dia menjual sisanya di pasar petani "
      "setiap hari seharga ${a} per butir telur bebek segar. Berapa dolar "
      "yang dia hasilkan setiap hari di pasar petani?")
MS = ("Itik Janet bertelur 16 biji sehari. Dia makan tiga biji untuk "
      "sarapan setiap pagi dan membakar muffin untuk rakan-rakannya setiap "
      "hari dengan empat biji. Dia menjual bakinya di pasar tani setiap "
      "hari dengan harga ${a} sebiji telur itik segar. Berapakah jumlah "
      "dolar yang dia perolehi setiap hari di pasar tani?")
TR = ("Janet'in ördekleri günde 16 yumurta yumurtluyor. Her sabah "
      "kahvaltıda üç tane yiyor ve her gün dört tanesiyle arkadaşlarına "
      "kek pişiriyor. Geri kalanını her gün çiftçi pazarında taze ördek "
      "yumurtası başına {a} dolardan satıyor. Çiftçi pazarında her gün kaç "
      "dolar kazanıyor?")


a_of = verify_run.egg_price


def voice(add):
    verify_run.kind_forms(
        add, "voice", (18, 27), ID,
        ["Jadi, Janet menghasilkan ${v} setiap hari.",
         "Jadi, Janet menghasilkan ${v} setiap hari di pasar petani.",
         "Jadi, dia menghasilkan {v} dolar."],
        ["Jadi, Janet tidak menghasilkan ${v} setiap hari.",
         "Jadi, Janet menghasilkan ${v} setiap minggu.",
         "Jadi, Janet mungkin menghasilkan ${v} setiap hari.",
         "Jadi, Janet menghasilkan sekitar ${v} setiap hari.",
         "Jadi, Janet menghasilkan lebih dari ${v} setiap hari.",
         "Jadi, Janet menghasilkan ${u} setiap hari, bukan ${v}."],
        a_of=a_of)
    verify_run.kind_forms(
        add, "voice", (18, 27), MS,
        ["Jadi, Janet memperoleh ${v} setiap hari di pasar tani.",
         "Oleh itu, Janet memperoleh \\boxed{{{v}}} dolar setiap hari."],
        ["Jadi, Janet memperoleh ${v} setiap minggu.",
         "Jadi, Janet tidak memperoleh ${v} setiap hari.",
         "Jadi, Janet memperoleh kira-kira ${v} setiap hari."],
        a_of=a_of)


def act(add):
    for v in (8, 11):
        p = ("Budi punya %d apel. Dia membeli 3 apel lagi dan memakan 1 "
             "apel. Berapa apel yang dimiliki Budi sekarang?" % (v - 2))
        for r in ("Jadi, Budi memiliki %d apel sekarang.",
                  "Budi sekarang memiliki %d apel."):
            add("act-right", str(v), p, r % v)
            add("act-wrong", str(v + 1), p, r % v)
        for r in ("Jadi, Budi membeli %d apel.", "Jadi, Budi memakan %d apel.",
                  "Budi membeli %d apel sekarang."):
            add("act-twin", str(v), p, r % v)
        q = ("Budi punya %d apel. Dia membeli %d apel lagi. Berapa apel "
             "yang dibeli Budi?" % (v + 4, v))
        add("act-right", str(v), q, "Jadi, Budi membeli %d apel." % v)


def aorist(add):
    verify_run.kind_forms(
        add, "aorist", (18, 27), TR,
        ["Janet her gün {v} dolar kazanır.",
         "Yani Janet her gün {v} dolar kazanıyor.",
         "Yani Janet günde {v} dolar kazanıyor.",
         "Yani, Janet her gün {v} dolar kazanıyor."],
        ["Janet her gün {v} dolar kazanmaz.",
         "Janet her gün {v} dolar kazanmıyor.",
         "Janet her gün {v} dolar kazanırdı.",
         "Yani Janet her hafta {v} dolar kazanıyor.",
         "Yani Janet her gün yaklaşık {v} dolar kazanıyor.",
         "Yani Janet belki her gün {v} dolar kazanıyor.",
         "Yani Janet güya her gün {v} dolar kazanıyor.",
         "Yani Janet üzgünce her gün {v} dolar kazanıyor."], a_of=a_of)


TR2 = ("Ali'nin {a} elması var. 3 elma daha alıyor. Ali'nin şimdi kaç "
       "elması var?")


def concl(add):
    verify_run.kind_forms(
        add, "concl", (8, 12), TR2,
        ["Sonuç olarak, Ali'nin şimdi {v} elması var.",
         "Sonuç olarak Ali'nin {v} elması var.",
         "Sonuç olarak cevap {v}."],
        ["Sonuç olarak, Ali'nin yaklaşık {v} elması var.",
         "Sonuç olarak, Ali'nin {v} elması yok.",
         "Sonuç olarak, Ali'nin en az {v} elması var.",
         "Sonuç olarak, Ali'nin belki {v} elması var.",
         "Sonuç olarak, Ali'nin güya {v} elması var.",
         "Sonuç olarak zzzz {v}."],
        a_of=lambda v: v - 3)


PROBLEMS = {
    "pl": "Maria ma {a} jabłek i kupuje jeszcze 3. Ile jabłek ma teraz?",
    "id": "Budi punya {a} apel dan membeli 3 lagi. Berapa apel dia "
          "sekarang?",
    "tr": "Ali'nin {a} elması var ve 3 tane daha alıyor. Şimdi kaç "
          "elması var?",
    "sw": "Juma ana machungwa {a} na ananunua 3 zaidi. Ana machungwa "
          "mangapi sasa?",
}


def label(add):
    rows = [
        ("pl", ["Wynik: {v}", "Ostateczny wynik: {v}", "Razem: {v}"],
         ["Wynik: około {v}", "Wynik: nie {v}", "Razem: ponad {v}"]),
        ("id", ["Hasil: {v}", "Hasil akhir: {v}", "Jumlah: {v}"],
         ["Hasil: sekitar {v}", "Hasil: bukan {v}",
          "Hasil akhir: mungkin {v}", "Jumlah: kurang dari {v}"]),
        ("tr", ["Toplam: {v}"], ["Toplam: yaklaşık {v}",
                                 "Toplam: {v} değil"]),
        ("sw", ["Jumla: {v}"], ["Jumla: takriban {v}", "Jumla: si {v}"]),
    ]
    for lang, rights, twins in rows:
        verify_run.kind_forms(add, "label", (8, 12), PROBLEMS[lang],
                              rights, twins, a_of=lambda v: v - 3)


def main():
    verify_run.usage("hostile_affix71")
    return verify_run.run_kinds(
        "hostile_affix71", verify_run.kind_rows([voice, act, aorist, concl,
                                                 label]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
