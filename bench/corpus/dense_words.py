#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""dense_words.py: what real responses in scripts written without spaces
(Chinese, Japanese, Korean, Thai) write right after their final value,
counted, to decide the rows of lib/verify/answer_dense.c from data
(issue 26): which endings close a value's statement ("です。", "。"), and
whether particles such as ね or よ ever do.

usage: dense_words.py CORPUS.jsonl [MCOT_OUTPUTS_DIR]

CORPUS.jsonl is tests/verify/corpus/corpus.jsonl (or the rebuilt mCoT
records, bench/agreement-corpus.sh); its records of language zh, ja, ko
or th labelled right are read.  MCOT_OUTPUTS_DIR, when given, is a
directory of mCoT's outputs/mcot_ft_{mgsm,msvamp}_{ja,zh,th}.json (git
show from the snapshot build.py reads): every response there is read,
labelled or not.  Prints, per language, the text after the last number
of each response (to its end, at most 12 characters) with its count,
most frequent first, and how many of them hold each particle of
PARTICLES.
"""
import collections
import glob
import json
import os
import re
import sys

LANGS = ("zh", "ja", "ko", "th")
PARTICLES = ["ね", "よ", "か", "な", "吗", "呢", "吧", "啊", "요", "까",
             "นะ", "ครับ", "ค่ะ"]
TAIL = re.compile(r"\d([^\d]{0,12})$")


def responses(corpus, mcot):
    for line in open(corpus, encoding="utf-8"):
        r = json.loads(line)
        if r.get("lang") in LANGS and r.get("label") == 1:
            yield r["lang"], r["response"]
    if mcot:
        for path in sorted(glob.glob(os.path.join(mcot, "mcot_ft_*.json"))):
            lang = path.rsplit("_", 1)[1].split(".")[0]
            if lang not in LANGS:
                continue
            for line in open(path, encoding="utf-8"):
                if line.strip():
                    yield lang, json.loads(line)["response"]


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: dense_words.py CORPUS.jsonl [MCOT_OUTPUTS_DIR]")
    tails = collections.defaultdict(collections.Counter)
    for lang, resp in responses(sys.argv[1], sys.argv[2] if
                                len(sys.argv) > 2 else None):
        m = TAIL.search(resp.strip())
        if m:
            tails[lang][m.group(1).strip()] += 1
    for lang in LANGS:
        if not tails[lang]:
            continue
        n = sum(tails[lang].values())
        print("%s: %d responses ending on a number and a tail" % (lang, n))
        for t, c in tails[lang].most_common(15):
            print("  %6d  %r" % (c, t))
        for p in PARTICLES:
            k = sum(c for t, c in tails[lang].items() if p in t)
            print("  particle %s: %d" % (p, k))


if __name__ == "__main__":
    main()
