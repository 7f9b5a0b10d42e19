#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_glued58.py: one Han or kana word glued to the number after an
answer's label (issue 26, session 46).

"答：共36个。" (in all, 36) is how Chinese school answers end; papo read
a value opening with one such letter as no prose, so the letter stayed
in the value ("共36个") and the right answer was not rewarded, where
"答：共计36个。" and "答：一共36个。" were.  The word is now read as a
statement's words are, by the rows: a word no row holds ("近36个",
nearly; "超36个", over; "第36个", the 36th) is no answer.

usage: hostile_glued58.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, ja.
"""
import sys

import verify_run

LABELS_ZH = ("答：", "答: ", "答案：", "最终答案：", "【答案】", "答：\n")
# in all, has, is left, counts, makes in all, is (simplified, traditional)
SAID_ZH = ("共", "有", "剩", "计", "总", "共计", "一共", "总共", "合计",
           "總", "計", "總共", "共有")
# nearly, over, beyond, reaches, only, just, the nth, the first, not,
# none, fewer, more, some over, close to, exceeding, under, at least, at
# most, about
TWIN_ZH = ("近", "超", "逾", "达", "仅", "才", "第", "前", "不", "非",
           "無", "少", "多", "余", "约", "約", "接近", "超过", "不到",
           "将近", "至少", "至多", "最多", "大概", "大约", "差不多", "或")
COUNTERS_ZH = ("个", "個", "人", "元", "本", "")
LABELS_JA = ("答え：", "答：", "解答：", "答え: ")
SAID_JA = ("計", "全部で", "合計", "合計で")
TWIN_JA = ("約", "最大", "最低", "およそ", "ほぼ", "以下", "未満", "たぶん")
COUNTERS_JA = ("個", "人", "円", "本", "")


def glued(add, kind, v, prob, work, labels, counters, said, twins, stop):
    """The kind's records for the value v: each label, counter and word
    of said (right, and its twin against another value) or of twins
    (never rewarded) glued to v, the sentence ended by stop."""
    for lab in labels:
        for c in counters:
            for w in said:
                r = work + "%s%s%d%s%s" % (lab, w, v, c, stop)
                add(kind + "-right", str(v), prob, r)
                add(kind + "-wrong", str(v + 1), prob, r)
            for w in twins:
                add(kind + "-twin", str(v), prob, work + "%s%s%d%s%s" %
                    (lab, w, v, c, stop))


def zh(add):
    for v in (36, 7, 125):
        prob = "小明有%d个苹果，他没有吃。小明一共有多少个苹果？" % v
        glued(add, "zh", v, prob, "%d - 0 = %d\n\n" % (v, v), LABELS_ZH,
              COUNTERS_ZH, SAID_ZH, TWIN_ZH, "。")


def ja(add):
    for v in (36, 7, 125):
        prob = "太郎はりんごを%d個持っています。全部で何個ですか。" % v
        glued(add, "ja", v, prob, "%d + 0 = %d\n\n" % (v, v), LABELS_JA,
              COUNTERS_JA, SAID_JA, TWIN_JA, "")


def main():
    verify_run.usage("hostile_glued58")
    return verify_run.run_kinds("hostile_glued58", verify_run.kind_rows(
        [zh, ja]), width=8)


if __name__ == "__main__":
    sys.exit(main())
