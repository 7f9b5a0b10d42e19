#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_zhstep126.py: a Chinese or Japanese heading of the answer's
section read by its rows (issue 26, session 64): an ordinal step's
label ("第三步：", "第3步："), a title that opens with a verb of the
step's work ("利用点斜式写出切线方程", "求最大值", "5. 匹配选项"), the
words of a solution's or a reasoning's section ("**逐步推理：**",
"**解析：**", "**对照选项**"), are the response's own section; a title
that names a failure, a draft, an attempt, a guess or a mistake
("验证（失败）", "求解（草稿）", "第三步：猜测") stays unread.

On session 63's binary the answers under all of these were refused
("under a heading not recognised"); Qwen3.6's and Gemma 4's answers to
the 2026 gaokao write such steps.

usage: hostile_zhstep126.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

PROBLEM = "下列正确的是\nA．1\nB．2\nC．3\nD．4"
PROBLEM_JA = "正しいものを選べ。\nA．1\nB．2\nC．3\nD．4"
WORK = "x = 3，与选项 C 一致。"
ZH = ["**第三步：利用点斜式写出切线方程**", "### 第三步：计算",
      "**第3步：计算总和**", "### 第 5 步：比对选项", "## 求最大值",
      "**5. 匹配选项：**", "### 4. 验证选项", "**步骤 3：对照选项**",
      "**逐步推理：**", "**逐步推理过程：**", "**解析：**", "**对照选项**",
      "## 求交集 $A \\cap B$", "### 5. 构造性验证"]
ZH_TWINS = ["**步骤3：验证（失败）**", "## 验证（失败）", "**第三步：猜测**",
            "## 求解（草稿）", "### 第二步：计算（错误）",
            "**第二步：利用公式（可能有误）**", "## 错误的解法", "### 草稿"]
JA = ["**解説：**", "### 考え方", "## 計算する", "**手順**"]
JA_TWINS = ["## 計算（失敗）", "### 下書き", "**推測**"]
ENDS = ["最终答案为：\\boxed{C}", "\\boxed{C}"]


def steps(add):
    for heads, twins, p, kind in [(ZH, ZH_TWINS, PROBLEM, "zh"),
                                  (JA, JA_TWINS, PROBLEM_JA, "ja")]:
        for h in heads:
            for e in ENDS:
                r = h + "\n" + WORK + "\n\n" + e
                add(kind + "-right", "C", p, r)
                add(kind + "-wrong", "B", p, r)
        for h in twins:
            add(kind + "-twin", "C", p, h + "\n" + WORK + "\n\n" + ENDS[0])


def main():
    verify_run.usage("hostile_zhstep126")
    return verify_run.run_kinds(
        "hostile_zhstep126", verify_run.kind_rows([steps]), width=8)


if __name__ == "__main__":
    sys.exit(main())
