#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_other70.py: another's amount in Bengali, other days in
Japanese, a difference in Swahili (issue 26, session 54).

Rewarded on session 53's binary though the value is not the one asked:

- another's amount: "তার বন্ধু প্রতিদিন 18 ডলার আয় করে।" (her friend earns)
  where the problem writes "বন্ধুদের জন্য" (for friends) and asks what
  she earns (answer_possessed.c bn_other: তার, তাঁর, তাদের, ওর, ওদের and
  a noun the problem writes only before a postposition; the question's
  sentence now ends at the danda "।" before it, which it did not);
- another's amount in Portuguese: "A amiga dela ganha 18 dólares por
  dia." where the problem bakes "para os amigos" (answer_possessed.c
  pt_other: an article, a noun and "dela", "dele", "delas" or "deles");
- another's amount in Thai: "เพื่อนของเธอได้เงิน 18 ดอลลาร์ทุกวัน" (her
  friend earns) where the problem bakes "ให้เพื่อน ๆ" (for friends)
  (answer_possessed.c th_other: a noun and ของ opening the statement,
  the noun the problem's only after ให้, สำหรับ, กับ or แก่);
- other days: "彼女は他の日に18ドル稼ぎます。" (answer_dense.c: 他の,
  他に, 他人 are no pronoun 他 of Chinese's but "other");
- a difference: "Yeye hupata dola 18 zaidi kila siku." (answer_belief.c:
  Swahili's "zaidi" and "pungufu" are comparatives; "zaidi" answers a
  question of what is still needed, "bado", "anahitaji"); Telugu's
  "మరో 18" (another 18) and "అదనంగా" before the value, as "another"
  (papo_answer_difference_before).

Lost: "The answer is 7, which is option B." (answer_prose.c
option_restated: the option's own text restated is one value, where
it was read as two); "\\boxed{18}\n\nЭто ответ." and
"\\boxed{18}\n\nএটাই উত্তর।" (this is the answer: answer_close.c's
Russian and Bengali forms wanted "правильный", "সঠিক" or the like).
Rewarded: "The answer is 7, which is option B or C." (answer_find.c
letter_named_other read the first label only; each is read now).

usage: hostile_other70.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): owner, other, diff, close,
option.
"""
import sys

import verify_run

BN = ("জ্যানেটের হাঁসগুলি প্রতিদিন 16টি ডিম পাড়ে। সে প্রতিদিন সকালে "
      "প্রাতরাশে তিনটি খায় এবং প্রতিদিন চারটি দিয়ে বন্ধুদের জন্য মাফিন "
      "বানায়। বাকিগুলো সে প্রতিদিন কৃষকের বাজারে প্রতি ডিম {a} ডলারে বিক্রি "
      "করে। সে প্রতিদিন কৃষকের বাজারে কত ডলার আয় করে?")
JA = ("ジャネットのアヒルは1日に16個の卵を産みます。彼女は毎朝3個を朝食に"
      "食べ、毎日4個で友人のためにマフィンを焼きます。残りを農産物直売所で"
      "1個{a}ドルで毎日売ります。彼女は毎日農産物直売所でいくら稼ぎますか？")
SW = ("Bata wa Janet hutaga mayai 16 kwa siku. Yeye hula matatu kwa "
      "kiamsha kinywa kila asubuhi na huoka mikate kwa marafiki zake kila "
      "siku kwa manne. Huuza yaliyobaki katika soko la wakulima kila siku "
      "kwa ${a} kwa kila yai. Je, yeye hupata dola ngapi kila siku katika "
      "soko la wakulima?")
SW_NEED = ("Ana ana maembe 5. Anahitaji maembe {a}. Je, anahitaji maembe "
           "mangapi zaidi?")


a_of = verify_run.egg_price


def owner(add):
    verify_run.kind_forms(
        add, "owner", (18, 27), BN,
        ["সে প্রতিদিন কৃষকের বাজারে {v} ডলার আয় করে।",
         "জ্যানেট প্রতিদিন {v} ডলার আয় করে।", "তার আয় প্রতিদিন {v} ডলার।",
         "উত্তর: {v}"],
        ["তার বন্ধু প্রতিদিন {v} ডলার আয় করে।",
         "সুতরাং, তার বন্ধু প্রতিদিন {v} ডলার আয় করে।",
         "তাদের বন্ধু প্রতিদিন {v} ডলার আয় করে।"], a_of=a_of)


TH = ("เป็ดของเจเน็ตวางไข่ 16 ฟองต่อวัน เธอกินไข่สามฟองเป็นอาหารเช้าทุกเช้า "
      "และอบมัฟฟินให้เพื่อน ๆ ทุกวันด้วยไข่สี่ฟอง "
      "เธอขายส่วนที่เหลือที่ตลาดนัดเกษตรกรทุกวันในราคาฟองละ ${a} "
      "เธอได้เงินกี่ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร")
TE = ("జానెట్ బాతులు రోజుకు 16 గుడ్లు పెడతాయి. ఆమె ప్రతి ఉదయం అల్పాహారంగా "
      "మూడు తింటుంది మరియు ప్రతిరోజూ నాలుగు గుడ్లతో తన స్నేహితుల కోసం మఫిన్లు "
      "కాల్చుతుంది. మిగిలిన వాటిని ఆమె ప్రతిరోజూ రైతుల మార్కెట్లో ఒక్కో గుడ్డుకు "
      "${a} చొప్పున అమ్ముతుంది. ఆమె ప్రతిరోజూ రైతుల మార్కెట్లో ఎన్ని డాలర్లు "
      "సంపాదిస్తుంది?")


PT = ("Os patos de Janet põem 16 ovos por dia. Ela come três no café da "
      "manhã todas as manhãs e usa quatro para fazer muffins para os amigos "
      "todos os dias. Ela vende o restante na feira diariamente por ${a} "
      "cada ovo. Quanto ela ganha em dólares todos os dias na feira?")


def portuguese(add):
    verify_run.kind_forms(
        add, "owner", (18, 27), PT,
        ["Ela ganha {v} dólares todos os dias na feira.",
         "O lucro dela é {v} dólares.", "Resposta: {v}"],
        ["A amiga dela ganha {v} dólares por dia.",
         "Os amigos dela ganham {v} dólares por dia."], a_of=a_of)


def thai(add):
    verify_run.kind_forms(
        add, "owner", (18, 27), TH,
        ["เธอได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ต่อวัน", "คำตอบคือ {v}",
         "เงินของเธอคือ {v} ดอลลาร์"],
        ["เพื่อนของเธอได้เงิน {v} ดอลลาร์ทุกวัน",
         "เพื่อนของเจเน็ตได้เงิน {v} ดอลลาร์ต่อวัน"], a_of=a_of)


def telugu(add):
    verify_run.kind_forms(
        add, "diff", (18, 27), TE,
        ["ఆమె ప్రతిరోజూ రైతుల మార్కెట్లో {v} డాలర్లు సంపాదిస్తుంది.",
         "సమాధానం: {v}"],
        ["ఆమె ప్రతిరోజూ మరో {v} డాలర్లు సంపాదిస్తుంది.",
         "ఆమె అదనంగా {v} డాలర్లు సంపాదిస్తుంది."], a_of=a_of)


def other(add):
    verify_run.kind_forms(
        add, "other", (18, 27), JA,
        ["彼女は毎日{v}ドル稼ぎます。", "彼女は毎日農産物直売所で{v}ドル稼ぎます。"],
        ["彼女は他の日に{v}ドル稼ぎます。", "他の日に{v}ドル稼ぎます。",
         "彼女は他に{v}ドル稼ぎます。"], a_of=a_of)


def diff(add):
    verify_run.kind_forms(
        add, "diff", (18, 27), SW,
        ["Yeye hupata dola {v} kila siku.", "Jibu ni {v}."],
        ["Yeye hupata dola {v} zaidi kila siku.",
         "Yeye hupata dola {v} pungufu kila siku."], a_of=a_of)
    verify_run.kind_forms(
        add, "diff", (18, 27), SW_NEED,
        ["Anahitaji maembe {v} zaidi.", "Jibu ni {v}."], [],
        a_of=lambda v: v + 5)


def close(add):
    verify_run.kind_forms(
        add, "close", (18, 27), "Compute {a} times 9.",
        ["\\boxed{{{v}}}\n\nЭто ответ.", "\\boxed{{{v}}}\n\nЭто наш ответ.",
         "\\boxed{{{v}}}\n\nЭто и есть ответ.",
         "\\boxed{{{v}}}\n\nএটাই উত্তর।",
         "\\boxed{{{v}}}\n\nএটাই সঠিক উত্তর।"],
        ["\\boxed{{{v}}}\n\nЭто не ответ.", "\\boxed{{{v}}}\n\nЭто ответ?",
         "\\boxed{{{v}}}\n\nЭто, возможно, ответ.",
         "\\boxed{{{v}}}\n\nএটাই উত্তর নয়।",
         "\\boxed{{{v}}}\n\nসম্ভবত এটাই উত্তর।"],
        a_of=verify_run.egg_price)


def option(add):
    for v in (7, 11):
        p = "Which is prime?\nA. 4\nB. %d\nC. 9\nD. 15" % v
        for r in ("The answer is %d, which is option B.",
                  "The answer is %d, which is option (B).",
                  "The answer is %d, that is, option B.",
                  "The answer is %d (option B)."):
            add("option-right", "B", p, r % v)
            add("option-wrong", "C", p, r % v)
        for r in ("The answer is %d, which is option C.",
                  "The answer is %d, which is option B, I think.",
                  "The answer is %d, which is option B or C."):
            add("option-twin", "B", p, r % v)


def main():
    verify_run.usage("hostile_other70")
    return verify_run.run_kinds(
        "hostile_other70", verify_run.kind_rows([
            owner, portuguese, thai, other, diff, telugu, close, option]),
        width=8)


if __name__ == "__main__":
    sys.exit(main())
