#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_cjk.py: what follows a number, and what a last statement says,
in scripts written without spaces (Chinese simplified and traditional,
Japanese, Korean, Thai): issue 26.

usage: hostile_cjk.py PAPO_VERIFY [--list]

Each script has final statements in the shapes the real responses of
MGSM's Chinese, Japanese and Thai (mCoT) end on: an answer phrase with
the value, its measure word, the noun counted and the closing copula
("答えは12個です。", "答案是12个苹果。"), a last statement with no
answer phrase ("所以小明有12个苹果。"), a box.  Controls: these as they
are (they must be rewarded).  Variants: the same with something papo
does not recognise put right after the number, after the measure word,
after the noun, or between the subject and the verb of a last
statement: a particle that asks or softens (か ね よ 吗 呢 吧 까 요? นะ),
a doubt word (大概 可能 约 たぶん 約 ぐらい 아마 약 정도 ประมาณ), a
foreign or filler word (哈哈 草 lol), an emoji, a question mark, a run of
letters of the script that are in no table and not in the problem.  None
may be rewarded.  Random but seeded: the same variants every run.

Prints each variant judged wrongly and a count per script; exits 1 when
any variant is rewarded or any control is not.  Holes known (the
reading code not written yet) are counted apart.
"""
import random
import sys

import verify_run

VALUES = ["12", "7", "250", "36", "1.5"]

# Per script: the problem (it names the subject and the noun), the
# statements (N the value), and what is put into them.  Positions in a
# statement: "|n" right after the number, "|c" after the measure word,
# "|w" after the noun, "|s" between subject and verb.
SCRIPTS = {
    "zh": ("小明有一些苹果，他又买了一些苹果。小明现在有多少个苹果？",
           ["答案是N|n个|c苹果|w。", "所以小明|s有N|n个|c苹果|w。",
            "因此，小明|s一共有N|n个|c苹果|w。", "最终答案：\\boxed{N|n}",
            "答案是N|n。"],
           ["吗", "呢", "吧", "啊", "么", "嘛"],
           ["大概", "可能", "也许", "约", "大约", "左右", "估计", "似乎"],
           ["哈哈", "呵呵", "lol", "草", "嗯嗯"]),
    "zh-Hant": ("小明有一些蘋果，他又買了一些蘋果。小明現在有多少個蘋果？",
                ["答案是N|n個|c蘋果|w。", "所以小明|s有N|n個|c蘋果|w。",
                 "因此，小明|s一共有N|n個|c蘋果|w。", "答案是N|n。"],
                ["嗎", "呢", "吧", "啊", "麼"],
                ["大概", "可能", "也許", "約", "大約", "左右", "估計"],
                ["哈哈", "呵呵", "lol", "嗯嗯"]),
    "ja": ("ジャネットはリンゴを持っています。さらにリンゴを買いました。"
           "ジャネットは全部で何個のリンゴを持っていますか？",
           ["答えはN|n個|cです。", "答えはN|nです。",
            "したがって、答えはN|n個|cです。", "\\boxed{N|n}"],
           ["か", "ね", "よ", "かな", "っけ", "でしょうか"],
           ["たぶん", "約", "ぐらい", "くらい", "ほど", "おそらく"],
           ["笑", "草", "www", "lol"]),
    "ko": ("민수는 사과를 가지고 있습니다. 사과를 더 샀습니다. "
           "민수는 사과를 모두 몇 개 가지고 있습니까?",
           ["답은 N|n개|c입니다.", "따라서 정답은 N|n입니다.",
            "\\boxed{N|n}"],
           ["까", "요?", "지", "나"],
           ["아마", "약", "정도", "쯤"],
           ["ㅋㅋ", "하하", "lol"]),
    "th": ("มานีมีแอปเปิ้ลอยู่จำนวนหนึ่ง และซื้อแอปเปิ้ลเพิ่ม "
           "ตอนนี้มานีมีแอปเปิ้ลกี่ลูก",
           ["คำตอบคือ N|n", "คำตอบคือ N|n ลูก|c", "\\boxed{N|n}"],
           ["นะ", "ไหม", "มั้ย", "หรือ"],
           ["ประมาณ", "ราว", "เกือบ", "อาจจะ"],
           ["555", "ฮ่าฮ่า", "lol"]),
}

EMOJI = ["\U0001F600", "\U0001F914", "\u2753"]
QUESTION = ["？", "?"]

# Letters of each script to make unknown words of: none is a word of a
# table, and the problem does not write them.
LETTERS = {
    "zh": "鬼魅蛙蝶锦瑟鸿雁", "zh-Hant": "鬼魅蛙蝶錦瑟鴻雁",
    "ja": "ぬへゑゐぽぴ", "ko": "뷁뛁퀭햏",
    "th": "ฆฌฎฏฐฑฒ",
}

# Known holes: (script, position) pairs the reading does not reach yet.
KNOWN = set()


def fill(st, v, pos, ins):
    """The statement st with the value v and ins at position pos (the
    other marks dropped)."""
    out = st.replace("N", v)
    for p in ("|n", "|c", "|w", "|s"):
        out = out.replace(p, ins if p == pos else "")
    return out


def variants():
    rng = random.Random(26)
    for lang, (prob, stmts, parts, doubts, fillers) in SCRIPTS.items():
        for st in stmts:
            for v in VALUES:
                yield "right", lang, prob, v, fill(st, v, None, ""), ""
                for pos in ("|n", "|c", "|w", "|s"):
                    if pos not in st:
                        continue
                    unk = "".join(rng.sample(LETTERS[lang], 2))
                    kinds = [("particle", p) for p in parts] + \
                        [("doubt", d) for d in doubts] + \
                        [("filler", f) for f in fillers] + \
                        [("emoji", rng.choice(EMOJI)),
                         ("question", rng.choice(QUESTION)),
                         ("unknown", unk)]
                    for kind, ins in kinds:
                        if pos == "|s" and kind == "question":
                            continue
                        yield kind + pos, lang, prob, v, \
                            fill(st, v, pos, ins), ins


def main():
    verify_run.usage("hostile_cjk")
    vs = [{"family": f, "lang": l, "problem": p, "answer": a,
           "response": r, "inserted": i}
          for f, l, p, a, r, i in variants()]
    return verify_run.run(
        "hostile_cjk", vs, lambda v: v["lang"],
        verify_run.is_right,
        known=lambda v: (v["lang"], v["family"][-2:]) in KNOWN,
        what="controls", width=8)


if __name__ == "__main__":
    sys.exit(main())
