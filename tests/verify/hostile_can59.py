#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_can59.py: Chinese "能" (can) before the question's verb in
a last statement (issue 26, session 47).

"所以她每天能赚 18 美元。" (so she can earn 18 dollars a day) was refused
for 能 where "所以她每天可以赚 18 美元。" was read, as "So she can make $18
every day." is: 能, 能够 and 能夠 are words of answer_dense.c's said[]
now.  可能 (maybe), 不能, 能否, 最多能, 大概能, 也许能, a question and a
bound after it stay no answer.

usage: hostile_can59.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): can.
"""
import sys

import verify_run

PROBLEM = ("珍妮特的鸭子每天下{a}个蛋。她每天早上吃三个做早餐，每天用四个给朋友做"
           "松饼。她每天在农贸市场以每个新鲜鸭蛋2美元的价格出售剩余的鸭蛋。她每天"
           "在农贸市场上赚多少美元？")
RIGHTS = ("所以她每天能赚 {v} 美元。", "所以她每天能够赚{v}美元。",
          "因此，珍妮特每天能賺{v}美元。", "她每天能赚到{v}美元。",
          "所以她每天能夠賺{v}美元。", "所以她每天可以赚{v}美元。")
TWINS = ("所以她每天可能赚{v}美元。", "所以她每天不能赚{v}美元。",
         "所以她每天最多能赚{v}美元。", "所以她每天能否赚{v}美元？",
         "所以她每天能赚{v}美元左右。", "她每天大概能赚{v}美元。",
         "她每天也许能赚{v}美元。", "所以她每天能赚{v}美元吗？",
         "所以她每天能赚{v}或{u}美元。", "所以她每天能赚{u}美元。",
         "所以她每天至少能赚{v}美元。")


def can(add):
    verify_run.kind_forms(
        add, "can", (18, 26, 36), PROBLEM, RIGHTS, TWINS,
        a_of=lambda v: v // 2 + 7,
        work=lambda v: "%d - 3 - 4 = %d，%d × 2 = %d。\n\n" % (
            v // 2 + 7, v // 2, v // 2, v))


def main():
    verify_run.usage("hostile_can59")
    return verify_run.run_kinds("hostile_can59", verify_run.kind_rows(
        [can]), width=8)


if __name__ == "__main__":
    sys.exit(main())
