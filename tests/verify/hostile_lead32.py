#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_lead32.py: the sentence right before a bare box that states
the box's value and does not commit to it, in English and the 22
languages papo-verify lists (issue 26, review 31 finding 1).

usage: hostile_lead32.py PAPO_VERIFY [--list]

Each language's committed statement of the pencils problem (Maya, 6
boxes of 7: 42; hostile_review29.py's) is written four ways and put
right before the box: with a condition of the solver's own after the
value, in that language's words ("..., sofern ich richtig gezählt
habe."), with a second value beside it after a slash ("42 / 48"),
and with another value (48) in place of 42.  None is rewarded.  The
right twins, each rewarded: the same statement committed, the
problem's first sentence (a given) restated, a computation of the
value.  English has more: hedges after the value ("..., presumably.",
"..., as far as I can tell."), a condition that restates a given with
its number ("..., if each box holds 7."), which stays a right twin.
Each is put before the box four ways: bare, under a heading ("**Final
Answer**"; not in Vietnamese, whose heading is not read), after a
thematic break (---), after the end of a reasoning block (</think>).

Known holes, counted apart: another value stated right before the box
(family "other") where the sentence is not read as restating the
question with it (answer_problem.c's papo_answer_restates_question:
the last sentence of a reasoning block, whose box after it is the
answer given; the Indonesian "memiliki" for the question's
"dimiliki"; Thai's question, which ends on no question mark); a
hedge no row holds ("as far as I can tell").
"""
import sys

import verify_run
from hostile_review29 import LANGS, PROBLEM

WORK = "6 × 7 = 42"
COMP = "7 + 7 + 7 + 7 + 7 + 7 = 42"

# Per language: the committed statement (G the value) with a condition
# of the solver's own after the value, in place of its end.
COND = {
    "en": "So Maya has G pencils in total, provided I counted the boxes "
          "correctly.",
    "zh-Hans": "所以玛雅一共有G支铅笔，假如我没有数错的话。",
    "zh-Hant": "所以瑪雅一共有G支鉛筆，假如我沒有數錯的話。",
    "ja": "したがって、マヤの鉛筆は全部でG本です、もし数え間違いがなければ。",
    "ko": "따라서 마야가 가진 연필은 모두 G자루입니다, 만약 제가 잘못 세지 "
          "않았다면.",
    "fr": "Maya a donc G crayons en tout, pourvu que je n'aie pas mal "
          "compté.",
    "de": "Maya hat also insgesamt G Stifte, sofern ich richtig gezählt "
          "habe.",
    "es": "Por lo tanto, Maya tiene G lápices en total, siempre que haya "
          "contado bien.",
    "it": "Quindi Maya ha G matite in tutto, a meno che non abbia contato "
          "male.",
    "pt": "Portanto, Maya tem G lápis, a menos que eu tenha contado mal.",
    "ru": "Значит, у Майи всего G карандашей, если я правильно посчитал.",
    "uk": "Отже, у Майї всього G олівців, якщо я правильно порахував.",
    "pl": "Zatem Maja ma łącznie G ołówki, o ile dobrze policzyłem.",
    "id": "Jadi, Maya memiliki G pensil seluruhnya, asalkan hitungan saya "
          "benar.",
    "vi": "Vậy Maya có tất cả G cây bút chì, nếu tôi đếm đúng.",
    "tr": "Dolayısıyla Maya'nın toplam G kalemi var, eğer doğru "
          "saydıysam.",
    "ar": "إذن لدى مايا G قلمًا في المجموع، إذا لم أخطئ في العد.",
    "hi": "इसलिए माया के पास कुल G पेंसिलें हैं, अगर मैंने सही गिना है।",
    "bn": "সুতরাং মায়ার মোট Gটি পেন্সিল আছে, যদি আমি ঠিক গুনে থাকি।",
    "te": "కాబట్టి మాయ దగ్గర మొత్తం G పెన్సిళ్లు ఉన్నాయి, నేను సరిగ్గా "
          "లెక్కపెట్టి ఉంటే.",
    "th": "ดังนั้น มายามีดินสอทั้งหมด G แท่ง ถ้าผมนับไม่ผิด",
    "sw": "Kwa hiyo, Maya ana penseli G kwa jumla, ikiwa nimehesabu sawa.",
}

# English only: hedges after the value, and a condition that restates
# a given with its number (a right twin).
EN_HEDGE = ["So Maya has 42 pencils in total, presumably.",
            "So Maya has 42 pencils in total, as far as I can tell.",
            "So Maya has 42 pencils in total, supposing no box is short.",
            "So Maya has 42 pencils in total, assuming I multiplied "
            "right.",
            "So Maya has 42 pencils in total, unless a box was miscounted."]
EN_RIGHT = ["So Maya has 42 pencils in total, if each box holds 7.",
            "So Maya has 42 pencils in total, since 6 boxes hold 7 each."]


def given(lang):
    """The problem's first sentence: a given restated."""
    p = PROBLEM[lang]
    for i, c in enumerate(p):
        if c in ".。।?？" and i > 0:
            return p[:i + 1].strip()
    return p


def forms(lang):
    """(name, response) makers for a sentence: bare box, heading, rule,
    end of a reasoning block."""
    label = "Final Answer" if lang == "en" else LANGS[lang][1]
    fs = [("bare", lambda s: "%s\n\n%s\n\n\\boxed{42}" % (WORK, s)),
          ("rule", lambda s: "%s\n\n%s\n\n---\n\n\\boxed{42}" % (WORK, s)),
          ("think", lambda s: "<think>\n%s\n\n%s\n</think>\n\n\\boxed{42}"
           % (WORK, s))]
    if lang != "vi":
        fs.append(("heading", lambda s: "%s\n\n%s\n\n**%s**\n\\boxed{42}" %
                   (WORK, s, label)))
    return fs


def variants():
    vs = []
    for lang in LANGS:
        stmt = LANGS[lang][0]
        rows = [("wrong", "cond", COND[lang].replace("G", "42")),
                ("wrong", "slash", stmt.replace("G", "42 / 48")),
                ("other", "other", stmt.replace("G", "48")),
                ("right", "same", stmt.replace("G", "42")),
                ("right", "given", given(lang)),
                ("right", "computation", COMP)]
        if lang == "en":
            rows += [("wrong", "hedge", s) for s in EN_HEDGE]
            rows += [("right", "given-cond", s) for s in EN_RIGHT]
        for fam, kind, sent in rows:
            for form, make in forms(lang):
                vs.append({"family": fam, "lang": lang, "form": form,
                           "kind": kind, "answer": "42",
                           "response": make(sent),
                           "problem": PROBLEM[lang]})
    return vs


def main():
    verify_run.usage("hostile_lead32")
    return verify_run.run("hostile_lead32", variants(),
                          lambda v: v["lang"], verify_run.is_right,
                          known=lambda v: v["family"] == "other" or
                          (v["family"] == "wrong" and
                           "as far as I can tell" in v["response"]),
                          what="right", width=8)


if __name__ == "__main__":
    sys.exit(main())
