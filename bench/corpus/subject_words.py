#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""subject_words.py: the words that stand between a last statement's
subject and its value in the responses papo-verify rewards rightly: the
data lib/verify/answer_verbs.c's table of verbs was built from.

usage: subject_words.py PAPO_VERIFY FILE.jsonl... [--min N]

Each FILE holds records with problem, response, answer and label (1 when
the response is right: tests/verify/corpus/corpus.jsonl, the rollouts of
../shared/data).  The records papo-verify rewards (r_out 1) and that are
labelled right are kept; in the last line of each response, the last
sentence holding a value is cut at its first value, and after its
subject (a pronoun or a capitalised name) every word up to that value is
counted.  Prints "COUNT WORD" lines, most frequent first, for the words
seen at least N times (default 2), and after them how many statements
were read.  The table is the verbs, auxiliaries and function words of
this list, kept by hand (nouns, adjectives and the problem's own words
are recognised otherwise); rerun it when the corpus grows.
"""
import collections
import json
import re
import subprocess
import sys

SUBJECTS = {"he", "she", "they", "it", "we", "i", "you", "il", "elle",
            "ils", "elles", "er", "sie", "es", "ele", "ela", "eles",
            "lui", "lei", "él", "ella", "ellos", "on", "nous", "wir"}
SENT = re.compile(r"[^.!?\n]*[0-9$][^.!?\n]*")
WORD = re.compile(r"[A-Za-zÀ-ÿ'’-]+")


def statement(resp):
    """The last sentence of the response's last line holding a value,
    cut before its first value; None when there is none."""
    lines = [x for x in resp.strip().splitlines() if x.strip()]
    if not lines:
        return None
    sents = SENT.findall(lines[-1])
    if not sents:
        return None
    s = sents[-1]
    m = re.search(r"[0-9$\\]", s)
    return s[:m.start()] if m else None


def between(head):
    """The words after the statement's subject, or []."""
    words = WORD.findall(head)
    for k, w in enumerate(words):
        if w.lower() in SUBJECTS or (k > 0 and w[0].isupper() and
                                     w.lower() not in SUBJECTS):
            return [x.lower() for x in words[k + 1:]]
        if k == 0 and w[0].isupper() and len(words) > 1 and \
                words[1].lower() not in ("the", "a", "an"):
            return [x.lower() for x in words[1:]]
    return []


def main():
    args = sys.argv[1:]
    least = 2
    if "--min" in args:
        k = args.index("--min")
        least = int(args[k + 1])
        del args[k:k + 2]
    if len(args) < 2:
        sys.exit("usage: subject_words.py PAPO_VERIFY FILE.jsonl... "
                 "[--min N]")
    count = collections.Counter()
    read = 0
    for path in args[1:]:
        with open(path, encoding="utf-8") as f:
            recs = [json.loads(x) for x in f if x.strip()]
        inp = "".join(json.dumps({"problem": str(r.get("problem") or ""),
                                  "response": str(r["response"]),
                                  "answer": str(r["answer"])},
                                 ensure_ascii=False) + "\n" for r in recs)
        p = subprocess.run([args[0], "-q"], input=inp.encode(),
                           capture_output=True, check=True)
        outs = [json.loads(x) for x in p.stdout.decode().splitlines()]
        for r, o in zip(recs, outs):
            if o.get("r_out") != 1 or str(r.get("label")) not in ("1", "True"):
                continue
            head = statement(r["response"])
            if head is None:
                continue
            ws = between(head)
            if ws:
                read += 1
                count.update(ws)
    for w, n in count.most_common():
        if n >= least:
            print(n, w)
    print("# %d statements read" % read)
    return 0


if __name__ == "__main__":
    sys.exit(main())
