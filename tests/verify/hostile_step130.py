#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_step130.py: a Japanese step's title that closes with a verb
of the step's work, its object before it ("**ステップ4：総数 $N$ を
計算し、余りを求める**", "**7. 答えをパーセントに変換します。**"), a
Thai step's title that opens with one ("**ขั้นตอนที่ 3: คำนวณปริมาณ
น้ำมัน**"), Chinese's check by calculation ("### 第四步：验算"), are the
response's own section above a GSM8K "#### N" or a box, and so are a
Chinese numeral's section ("### 三、求 N") and a title opening with the
object's marker 将 ("第3步：将 9 写成 3 的幂"); a title that
guesses, tries, denies or names a mistake ("総数を推測する", "ลอง
คำนวณ", "คำนวณผิด", "計算しない") stays unread (issue 26, session 65).

On session 64's binary the answers under all of these were refused
("under a heading not recognised"); GPT-5.1's and Gemini 2.5's MMATH
answers in Japanese and Thai (Language Shapes Reasoning) end so.

usage: hostile_step130.py PAPO_VERIFY [--list]

Kinds (families KIND-right, rewarded; KIND-wrong, the same against
another value; KIND-twin, never rewarded).
"""
import sys

import verify_run

JA = ["**ステップ4：総数 $N$ を計算し、1000で割った余りを求める**",
      "**ステップ2：約数の数を計算する**", "### 3. 全体の数を計算します",
      "**7. 答えをパーセントに変換します。**",
      "**ステップ3：面積を求めます**", "## ステップ 5：値を代入する"]
JA_TWINS = ["**ステップ4：総数を推測する**", "**ステップ4：答えを計算しない**",
            "**ステップ3：面積を計算する（失敗）**",
            "### 3. 間違った値を計算する", "**ステップ3：仮の値を求める**",
            "**ステップ3：たぶん面積を求める**",
            "**ステップ3：面積を試しに計算する**"]
TH = ["**ขั้นตอนที่ 3: คำนวณปริมาณน้ำมันที่ประหยัดได้**",
      "**ขั้นตอนที่ 2: หาค่า x**", "**ขั้นตอนที่ 4: ตรวจสอบคำตอบ**",
      "**ขั้นตอนที่ 5: แปลงเป็นเปอร์เซ็นต์**"]
TH_TWINS = ["**ขั้นตอนที่ 3: ลองคำนวณ**", "**ขั้นตอนที่ 3: คำนวณผิด**",
            "**ขั้นตอนที่ 3: เดาคำตอบ**", "**ขั้นตอนที่ 3: คำตอบที่อาจเป็นไปได้**",
            "**ขั้นตอนที่ 3: คำนวณ (ไม่ถูกต้อง)**"]
ZH = ["### 第四步：验算", "**第三步：换算单位**", "### 第2步：求得总数",
      "### 三、求 \\(N \\bmod 1000\\)", "**第3步：将 9 写成 3 的幂**",
      "**第三步：将这个结果代入 \\(g(x)\\)**"]
ZH_TWINS = ["### 第四步：验算（失败）", "**第三步：换算（可能有误）**",
            "### 第2步：猜测总数", "### 三、错误的做法",
            "**第3步：将结果猜测为 9**", "**第3步：将 9 写成 3 的幂（草稿）**"]
WORK = {"ja": "計算すると 120 × 6 = 720 です。",
        "th": "คำนวณได้ 120 × 6 = 720",
        "zh": "计算得 120 × 6 = 720。"}
ENDS = ["#### 720", "\\boxed{720}"]


def steps(add):
    p = "How many ways? 120 × 6"
    for heads, twins, kind in [(JA, JA_TWINS, "ja"), (TH, TH_TWINS, "th"),
                               (ZH, ZH_TWINS, "zh")]:
        for h in heads:
            for e in ENDS:
                r = h + "\n" + WORK[kind] + "\n\n" + e
                add(kind + "-right", "720", p, r)
                add(kind + "-wrong", "721", p, r)
        for h in twins:
            for e in ENDS:
                add(kind + "-twin", "720", p, h + "\n" + WORK[kind] +
                    "\n\n" + e)


def main():
    verify_run.usage("hostile_step130")
    return verify_run.run_kinds(
        "hostile_step130", verify_run.kind_rows([steps]), width=8)


if __name__ == "__main__":
    sys.exit(main())
