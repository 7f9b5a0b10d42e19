#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_thai63.py: a Thai answer after a conclusion word, its
premises opened by "if" (issue 26, session 51).

Thai marks no sentence's end, so a response on one line ("ถ้าอดัมมี
แอปเปิ้ล 9 ลูก ... x = 9 - 3 = 6 ดังนั้น แจ็คกี้จึงมีแอปเปิ้ล 6 ลูก
คำตอบคือ 6", as mCoT writes MSVAMP's answers) was one sentence to the
condition reader, and the "if" of its restated premises (with its
unknown x) refused the answer: 4 of mCoT's 1,250 Thai answers.
answer_prose.c's thai_concludes starts the answer's sentence at a
conclusion after a space ("ดังนั้น", "เพราะฉะนั้น", "ฉะนั้น", "สรุป");
a condition in the answer's own clause, before or after the value, is
refused as before.

usage: hostile_thai63.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): apples, books.
"""
import sys

import verify_run

CONCLUDE = ("ดังนั้น", "เพราะฉะนั้น", "สรุปได้ว่า")
COND = ("ถ้า x เป็นจำนวนคู่", "หาก x เป็นจำนวนคู่")

KINDS = (
    ("apples", "อดัมมีแอปเปิ้ลมากกว่าแจ็คกี้ 3 ลูก อดัมมีแอปเปิ้ล {a} ลูก "
     "แจ็คกี้มีแอปเปิ้ลกี่ลูก?",
     "ถ้าอดัมมีแอปเปิ้ล {a} ลูก และเขามีแอปเปิ้ลมากกว่าแจ็คกี้ 3 ลูก "
     "เราก็สามารถตั้งสมการได้ {a} = x + 3 โดยที่ x แทนจำนวนแอปเปิ้ลที่"
     "แจ็คกี้มี เราจะได้ x = {a} - 3 = {v} ",
     "แจ็คกี้มีแอปเปิ้ล {v} ลูก", lambda v: v + 3),
    ("books", "ไบรอันมีตู้หนังสือ 7 ตู้ โดยที่แต่ละตู้มีจำนวนหนังสือเท่ากัน "
     "ถ้าเขามีหนังสือทั้งหมด {a} เล่ม มีจำนวนหนังสือในแต่ละตู้เท่าไร?",
     "ถ้าไบรอันมีตู้หนังสือ 7 ตู้ และแต่ละตู้มีจำนวนหนังสือเท่ากัน "
     "เราจึงตั้งสมการได้ 7x = {a} ในการแก้หา x เราจึงหารทั้งสองข้างของ"
     "สมการด้วย 7: x = {a}/7 = {v} ",
     "แต่ละตู้จึงมีหนังสือ {v} เล่ม", lambda v: 7 * v),
)


def thai(add):
    for kind, prob, work, said, a_of in KINDS:
        rights = ["%s %s คำตอบคือ {v}" % (c, said) for c in CONCLUDE]
        twins = ["%s %s คำตอบคือ {v}" % (c, d) for c in CONCLUDE[:1]
                 for d in COND] + [
            "%s ดังนั้น คำตอบคือ {v}" % COND[0],
            "ดังนั้น คำตอบคือ {v} %s" % COND[0]]
        for v in (6, 9, 12):
            p = prob.format(a=a_of(v))
            w = work.format(a=a_of(v), v=v)
            for t in rights:
                r = w + t.format(v=v)
                add(kind + "-right", str(v), p, r)
                add(kind + "-wrong", str(v + 1), p, r)
            for t in twins:
                add(kind + "-twin", str(v), p, w + t.format(v=v))


def main():
    verify_run.usage("hostile_thai63")
    return verify_run.run_kinds("hostile_thai63",
                                verify_run.kind_rows([thai]), width=8)


if __name__ == "__main__":
    sys.exit(main())
