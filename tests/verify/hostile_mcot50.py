#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_mcot50.py: the kinds of answer mCoT's MGSM and MSVAMP responses
showed papo-verify losing or (in Thai) rewarding, each as rows of right
forms, their twins against another value and hostile twins (issue 26,
session 38; tests/verify/corpus/SOURCES.md names mCoT).

usage: hostile_mcot50.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded):
  prefix   a doubt of one or two Cyrillic letters ("эм", "хм") is no
           doubt at the start of a longer word ("Эмили", "Хмельницкий");
           the interjection itself, drawn out or not, still is;
  zhthen   那么 (then) before the value is no question particle 么;
           "是42么？" still asks;
  zhif     如果 (if) in the sentence before the answer with the
           problem's own fact is the work's premise, not a doubt; a
           condition the problem does not state stays one; a condition
           in the answer's own sentence refuses it;
  zhstop   a condition on a letter in the sentence before "答案是N。"
           (a T-shirt's "T") is that sentence's, not the answer's: 。
           ends it;
  bnmark   ৷ (U+09F7) where Bengali's danda stands ends the value;
           negated or hedged, the value is not rewarded;
  kocount  (probed beside them) Korean's counter with its particle and
           an affirmative verb ("11개를 가지고 있습니다"); negated, asked,
           supposed, hedged or bounded, never;
  thbefore Thai writes no full stop: a condition, an example, an
           estimate, a correction or a guess in the words before its
           answer, after a value, is the answer's ("6 × 7 = 42 ถ้า x
           มากกว่า 0 คำตอบคือ 42": rewarded before).

Prints each variant that gets the wrong reward (or a right one that
does not) and a count per kind; exits 1 when any does.  --list writes
the variants (JSONL) instead.
"""
import sys

import verify_run

VALUES = (2, 12, 42, 126, 308)

RU_EMILY = ("Эмили делает бусы. На каждое ожерелье нужно 8 бусин, а у неё "
            "{a} бусин и ещё 2. Сколько бусин у Эмили?")
PREFIX_RIGHT = [
    "Эмили нужно {v} бусин. Ответ: {v}.",
    "Эмма решила задачу: {v} бусин. Ответ: {v}.",
    "У Эмили {v} бусин. Ответ: {v}.",
    "Эмиль посчитал: {v}. Ответ: {v}.",
    "Хмельницкий тоже получил {v}. Ответ: {v}.",
    "Эмили может сделать {v} ожерелий. Ответ: {v}.",
]
PREFIX_TWIN = [
    "Эм. Ответ: {v}.", "Эмм, ответ {v}.", "Эммм. Ответ: {v}.",
    "Хм. Ответ: {v}.", "Хммм. Ответ: {v}.", "Ээ. Ответ: {v}.",
    "Эээ, ответ: {v}.", "Хм, ответ {v}.", "Эм, у Эмили {v} бусин.",
    "Ответ: {v}, хм.", "Ответ: {v}. Хммм.", "Ответ: {v}. Эм...",
    "Возможно, ответ {v}.", "Ответ, наверное, {v}.",
]

ZH_BOOKS = verify_run.BOOKS_IN["zh"].replace("{a}", "2").replace(
    "{b}", "{a}")
ZHTHEN_RIGHT = [
    "每个书架有{u}本，那么两个书架共有{v}本书。答案是{v}。",
    "那么，答案是{v}。",
    "那么图书馆一共有{v}本书。",
]
ZHTHEN_TWIN = [
    "答案是{v}么？", "那么答案是{v}吗？", "那么答案是{v}么？",
    "那么答案可能是{v}。", "那么，答案大概是{v}。", "答案是{v}吧。",
    "那么答案是{v}还是{u}？", "那么答案不是{v}。",
]

ZH_SHIRTS = ("妈妈买了一些白色 T 恤，每包有 3 件白色 T 恤。她一共买了 {a} 件"
             "白色 T 恤。她买了多少包？")
ZHSTOP_RIGHT = [
    "如果每包有 3 件白色 T 恤，那么 {a} 件白色 T 恤是 {a}/3 = {v} 包。"
    "答案是{v}。",
    "如果每包包含 3 件白色 T 恤，则 {a} 件白色 T 恤将包含 {a}/3 = {v} "
    "包。答案是{v}。",
    "如果每包有 3 件白色 T 恤，那么她买了 {v} 包。因此，妈妈买了{v}包"
    "白色T恤。答案是{v}。",
]
ZHSTOP_TWIN = [
    "如果 x > 0，答案是{v}。", "如果 T 是奇数，答案是{v}。",
    "对于奇数 n，答案是{v}。", "如果每包有 4 件，答案是{v}。",
    "如果我没算错，答案是{v}。", "如果没算错的话，是{v}。答案是{v}。",
]

ZH_PAGES = ("一本书有2个章节。第二章有{u}页。如果整本书总共有{s}页，第一章有多少"
            "页？")
ZHIF_RIGHT = [
    "如果第二章有{u}页，整本书有{s}页，那么第一章有{s} - {u} = {v}页。"
    "答案是{v}。",
    "如果整本书总共有{s}页，那么第一章有{s} - {u} = {v}页。答案是{v}。",
    "如果第二章有{u}页，那么第一章有{v}页。答案是{v}。",
]
ZHIF_TWIN = [
    "如果我没算错，那么第一章有{v}页。答案是{v}。",
    "如果题目指的是第一章，那么是{v}页。答案是{v}。",
    "如果第二章有{w}页，那么第一章有{v}页。答案是{v}。",
    "如果没记错的话，第一章有{v}页。答案是{v}。",
    "如果第二章有{u}页，答案是{v}。",
]

BN_FRIENDS = ("লিলির {a} জন বন্ধু আছে। অ্যামির লিলির চেয়ে 20 জন বেশি বন্ধু আছে। "
              "লিলি এবং অ্যামির মোট কতজন বন্ধু আছে?")
BNMARK_RIGHT = [
    "মোট বন্ধুর সংখ্যা হল {a} + {b} = {v}৷ উত্তর হল {v}৷",
    "উত্তর হল {v}৷",
    "লিলি এবং অ্যামির মোট বন্ধুর সংখ্যা হল {v}৷",
    "মোট {v}টি৷ উত্তর হল {v}টি৷",
]
BNMARK_TWIN = [
    "উত্তর হল {v} নয়৷", "উত্তর সম্ভবত {v}৷", "উত্তর হল {v} অথবা {u}৷",
    "উত্তর হল {v}?৷", "উত্তর প্রায় {v}৷", "উত্তর হল {v} না৷",
]

TH_BALLS = ("เขามีลูกแก้ว {a} ถุง ถุงละ 7 ลูก เขามีลูกแก้วทั้งหมดกี่ลูก")
THBEFORE_RIGHT = [
    "{a} × 7 = {v} คำตอบคือ {v}",
    "{a} × 7 = {v} ลูก คำตอบคือ {v}",
    "{a} × 7 = {v} ลูก คำตอบ: {v}",
    "{a} × 7 = {v} ดังนั้น เขามีลูกแก้ว {v} ลูก คำตอบคือ {v}",
]
TH_LEADS = ["ถ้า x มากกว่า 0", "สมมติว่า x เป็น 3", "ตัวอย่างเช่น",
            "ประมาณการ", "คร่าวๆ", "ตอบมั่วๆ", "ลองตรวจสอบอีกครั้ง",
            "หาก n เป็นเลขคี่", "ในกรณีที่ x เป็นบวก", "เช่น", "ผิด",
            "การประมาณ", "อาจจะ", "ไม่แน่ใจ", "บางที", "เดาว่า"]
THBEFORE_TWIN = ["{a} × 7 = {v} " + lead + " คำตอบคือ {v}"
                 for lead in TH_LEADS] + \
                ["{a} × 7 = {v} ลูก " + lead + " คำตอบ: {v}"
                 for lead in TH_LEADS]


KO_BALLS = ("로저는 테니스공 {a}개를 가지고 있습니다. 그는 2캔을 더 삽니다. "
            "각 캔에는 3개가 들어 있습니다. 그는 지금 테니스공을 몇 개 "
            "가지고 있습니까?")
KOCOUNT_RIGHT = [
    "따라서 로저는 테니스공 {v}개를 가지고 있습니다.",
    "따라서 로저는 테니스공을 {v}개 가지고 있습니다.",
    "로저는 테니스공 {v}개를 가지고 있다.",
]
KOCOUNT_TWIN = [
    "따라서 로저는 테니스공 {v}개를 가지고 있지 않습니다.",
    "따라서 로저는 테니스공 {v}개를 가지고 있습니까?",
    "따라서 로저는 테니스공 {v}개를 가지고 있을 것입니다.",
    "따라서 로저는 아마 테니스공 {v}개를 가지고 있습니다.",
    "따라서 로저는 테니스공 {v}개를 가지고 있었을지도 모릅니다.",
    "따라서 로저는 테니스공 {v}개가 없습니다.",
    "따라서 로저는 테니스공 {v}개 이상을 가지고 있습니다.",
]


def forms(add, kind, v, p, rights, twins, ctx, work=""):
    """A kind's rows for the value v under problem p: each right form
    (formatted with ctx, after work) as KIND-right and against v + 1 as
    KIND-wrong, each twin as KIND-twin."""
    for t in rights:
        add(kind + "-right", str(v), p, work + t.format(**ctx))
        add(kind + "-wrong", str(v + 1), p, work + t.format(**ctx))
    for t in twins:
        add(kind + "-twin", str(v), p, work + t.format(**ctx))


def kinds(add):
    """Every kind's rows, for verify_run.kind_rows."""
    for v in VALUES:
        a = v - 2
        ctx = dict(v=v, u=v + 1, a=a, b=2, w=v + 5, s=2 * v + 7)
        forms(add, "prefix", v, RU_EMILY.format(a=a), PREFIX_RIGHT,
              PREFIX_TWIN, ctx)
        forms(add, "zhthen", v, ZH_BOOKS.format(a=(v + 1) // 2),
              ZHTHEN_RIGHT, ZHTHEN_TWIN, ctx)
        forms(add, "zhstop", v, ZH_SHIRTS.format(a=3 * v), ZHSTOP_RIGHT,
              ZHSTOP_TWIN, dict(ctx, a=3 * v))
        forms(add, "zhif", v, ZH_PAGES.format(u=v + 7, s=2 * v + 7),
              ZHIF_RIGHT, ZHIF_TWIN, dict(ctx, u=v + 7))
        forms(add, "bnmark", v, BN_FRIENDS.format(a=a), BNMARK_RIGHT,
              BNMARK_TWIN, dict(ctx, a=a, b=2))
        forms(add, "kocount", v, KO_BALLS.format(a=v - 6), KOCOUNT_RIGHT,
              KOCOUNT_TWIN, dict(v=v), "%d + 6 = %d.\n\n" % (v - 6, v))
        tv = 7 * (v // 7 + 1)
        tctx = dict(v=tv, a=tv // 7)
        th = TH_BALLS.format(a=tv // 7)
        for t in THBEFORE_RIGHT:
            add("thbefore-right", str(tv), th, t.format(**tctx))
            add("thbefore-wrong", str(tv + 1), th, t.format(**tctx))
        for t in THBEFORE_TWIN:
            add("thbefore-twin", str(tv), th, t.format(**tctx))
            add("thbefore-twin", str(tv), None, t.format(**tctx))


def main():
    verify_run.usage("hostile_mcot50")
    return verify_run.run_kinds("hostile_mcot50",
                                verify_run.kind_rows([kinds]), width=10)


if __name__ == "__main__":
    sys.exit(main())
