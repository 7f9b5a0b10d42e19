#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_said60.py: the verbs and money nouns of Chinese chat models'
conclusions before the value (issue 26, session 48).

"她一天可以赚到18美元。", "她每天可以在农贸市场赚取18美元。",
"因此，珍妮特每天通过在农贸市场卖鸭蛋赚18美元。" and "她每天的收入为
18美元。" were refused: 一天, 赚取, 通过, 卖 and 收入 were in no row of
the words a last statement may write before its value (answer_dense.c
said[], answer_open.c opens[]).  The same statements with a hedge, a
bound, a negation or a question stay refused.

usage: hostile_said60.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded): zh, zht.
"""
import sys

import verify_run

ZH = "珍妮特的鸭子每天下{a}个蛋。她每天早上吃三个作为早餐，每天用四个为朋友烤松饼。" \
    "她每天在农贸市场以每个新鲜鸭蛋2美元的价格出售剩余的鸭蛋。她每天在农贸市场上赚多少美元？"
ZHT = "珍妮特的鴨子每天下{a}個蛋。她每天早上吃三個作為早餐，每天用四個為朋友烤鬆餅。" \
    "她每天在農貿市場以每個新鮮鴨蛋2美元的價格出售剩餘的鴨蛋。她每天在農貿市場上賺多少美元？"

RIGHT = ("她一天可以赚到{v}美元。", "她每天可以在农贸市场赚取{v}美元。",
         "因此，珍妮特每天通过在农贸市场卖鸭蛋赚{v}美元。",
         "她每天的收入为{v}美元。", "所以她每天的总收入是{v}美元。",
         "她每天获得{v}美元。", "她每天出售鸭蛋的收益为{v}美元。",
         "她1天赚{v}美元。", "所以她1天能赚{v}美元。",
         "因此，她每天的利润是 {v} 美元。", "她每天收到{v}美元。")
TWIN = ("她一天大约可以赚到{v}美元。", "她每天可能赚取{v}美元。",
        "她每天的收入不是{v}美元。", "她每天的收入至少为{v}美元。",
        "她每天的收入约为{v}美元。", "她每天的收入少于{v}美元。",
        "她每天的收入为{v}美元吗？", "她每天通过卖鸭蛋赚{v}美元左右。",
        "她一天可以赚到{v}美元或{u}美元。", "如果卖光，她每天的收入为{v}美元。",
        "她1天大约赚{v}美元。", "她3天赚{v}美元。", "她1天不赚{v}美元。",
        "她1天赚不到{v}美元。", "她1天没有赚{v}美元。")
RIGHT_T = ("她一天可以賺到{v}美元。", "她每天可以在農貿市場賺取{v}美元。",
           "因此，珍妮特每天通過在農貿市場賣鴨蛋賺{v}美元。",
           "她每天的收入為{v}美元。", "因此，她每天的利潤是 {v} 美元。")
TWIN_T = ("她一天大約可以賺到{v}美元。", "她每天可能賺取{v}美元。",
          "她每天的收入不是{v}美元。", "她每天的收入至少為{v}美元。")


def work(v):
    return "剩下的蛋：%d − 3 − 4 = %d（个）\n%d × 2 = %d（美元）\n\n" % (
        v // 2 + 7, v // 2, v // 2, v)


def said(add):
    vals = (18, 26, 40)
    verify_run.kind_forms(add, "zh", vals, ZH, RIGHT, TWIN,
                          a_of=lambda v: v // 2 + 7, work=work)
    verify_run.kind_forms(add, "zht", vals, ZHT, RIGHT_T, TWIN_T,
                          a_of=lambda v: v // 2 + 7, work=work)


def main():
    verify_run.usage("hostile_said60")
    return verify_run.run_kinds("hostile_said60",
                                verify_run.kind_rows([said]), width=8)


if __name__ == "__main__":
    sys.exit(main())
