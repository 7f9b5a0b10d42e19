#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_echo59.py: a Thai statement that echoes the question's words
after its number's measure word (issue 26, session 47).

"ดังนั้น เจเน็ตได้เงิน 18 ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร" (so Janet gets
18 dollars every day at the farmers' market) to an MGSM problem that
asks "... ทุกวันที่ตลาดนัดเกษตรกร" was refused: Thai writes no spaces and
puts the whole phrase after the number, where the dense reader knew
measure words, nouns and endings only (answer_dense.c
problem_words_after: after the measure word or noun, four characters
or more the problem writes word for word, no bound, doubt, negation,
condition or modal among them).  A bound, a doubt, another value or
words the problem does not write after it stay no answer, even where
the problem writes the bound itself.

usage: hostile_echo59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): thai.
"""
import sys

import verify_run

# the problem: eggs a day {a}, price 2; it writes a bound and a doubt
# of its own ("or more", "about", "at least"), which an echo may not
PROBLEM = ("เป็ดของเจเน็ตวางไข่วันละ {a} ฟอง เธอกินไข่สามฟองเป็นอาหารเช้าทุกเช้า "
           "และใช้สี่ฟองอบมัฟฟินให้เพื่อนทุกวัน เธอขายไข่ที่เหลือที่ตลาดนัดเกษตรกร"
           "ทุกวันในราคาฟองละ 2 ดอลลาร์ หรือมากกว่านั้น ประมาณ อย่างน้อย "
           "เธอได้เงินเท่าไหร่ทุกวันที่ตลาดนัดเกษตรกร")
RIGHTS = ("ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร",
          "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร.",
          "เธอได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร",
          "ดังนั้น เธอได้เงิน {v} ดอลลาร์ทุกวัน")
TWINS = ("ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์หรือมากกว่านั้น",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ประมาณ",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์อย่างน้อย",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร หรือมากกว่านั้น",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกรหรือ {u}",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกรมั้ง",
         "ดังนั้น เจเน็ตได้เงิน {v} ดอลลาร์ทุกวันที่ร้านค้าของเพื่อนบ้าน",
         "ดังนั้น เจเน็ตอาจได้เงิน {v} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร",
         "ดังนั้น เจเน็ตได้เงิน {u} ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร")


def thai(add):
    verify_run.kind_forms(
        add, "thai", (18, 26, 36), PROBLEM, RIGHTS, TWINS,
        a_of=lambda v: v // 2 + 7,
        work=lambda v: "%d - 3 - 4 = %d, %d × 2 = %d\n\n" % (
            v // 2 + 7, v // 2, v // 2, v))


def main():
    verify_run.usage("hostile_echo59")
    return verify_run.run_kinds("hostile_echo59", verify_run.kind_rows(
        [thai]), width=8)


if __name__ == "__main__":
    sys.exit(main())
