#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""dense_words.py: what real responses in scripts written without spaces
(Chinese, Japanese, Korean, Thai) write right after their final value,
counted, to decide the rows of lib/verify/answer_dense.c from data
(issue 26): which endings close a value's statement ("です。", "。"), and
whether particles such as ね or よ ever do.

usage: dense_words.py CORPUS.jsonl [MCOT_OUTPUTS_DIR]
       dense_words.py --said RECORDS.jsonl

CORPUS.jsonl is tests/verify/corpus/corpus.jsonl (or the rebuilt mCoT
records, bench/agreement-corpus.sh); its records of language zh, ja, ko
or th labelled right are read.  MCOT_OUTPUTS_DIR, when given, is a
directory of mCoT's outputs/mcot_ft_{mgsm,msvamp}_{ja,zh,th}.json (git
show from the snapshot build.py reads): every response there is read,
labelled or not.  Prints, per language, the text after the last number
of each response (to its end, at most 12 characters) with its count,
most frequent first, and how many of them hold each particle of
PARTICLES.  With --said, the records (labelled, with their problem: the
rebuilt mCoT records) give the words their concluding statements write
before the value, the problem's own runs taken out, counted: the rows
of answer_dense.c's said[] are read off it.
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


if __name__ == "__main__" and sys.argv[1:2] != ["--said"]:
    main()


def said_pieces(recs):
    """The words before the value in the real concluding statements
    (the sentence before the answer phrase that holds the reference),
    the problem's runs of two characters or more taken out: each
    remaining run counted, by language."""
    out = collections.defaultdict(collections.Counter)
    for r in recs:
        if r.get("lang") not in LANGS or r.get("label") != 1:
            continue
        ans, p = str(r["answer"]), r.get("problem") or ""
        for sent in re.split(r"[。！\n]|\. ", r["response"]):
            k = sent.find(ans)
            if k <= 0 or re.search(r"答案|答え|คำตอบ|정답", sent):
                continue
            pre = re.sub(r"[\d\s$.,+\-*/=×÷()（）]+", " ", sent[:k])
            for run in re.findall(r"[^\s，、：:,]+", pre):
                i = 0
                while i < len(run):
                    j = len(run)
                    while j > i + 1 and run[i:j] not in p:
                        j -= 1
                    if j > i + 1:
                        i = j	# the problem's own run
                        continue
                    j = i + 1
                    while j < len(run) and run[j:j + 2] not in p:
                        j += 1
                    out[r["lang"]][run[i:j]] += 1
                    i = j
    return out


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "--said":
    recs = [json.loads(x) for x in open(sys.argv[2], encoding="utf-8")]
    for lang, c in said_pieces(recs).items():
        print("%s: %s" % (lang, " ".join("%s:%d" % kv for kv in
                                        c.most_common(60))))
