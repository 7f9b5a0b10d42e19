#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""euro_words.py: the words that stand between the start of a last
statement and its value in the right answers written in a Latin or
Cyrillic language other than English (es, fr, de, it, pt, ru): the data
lib/verify/answer_euro.c's rows were built from.

usage: euro_words.py PAPO_VERIFY FILE.jsonl... [--min N]

Each FILE holds records with a response (or pred) and an answer (or
gold), and a label saying the response is right (label 1, expected true,
want_r 1): tests/verify/corpus/corpus.jsonl, ../shared/data's rollouts
and verify-cases.jsonl, tests/verify/*.jsonl.  The records papo-verify
(main's binary, say) rewards and that are labelled right are kept; the
last sentence holding a value is cut at its first value, and when it
holds a letter with an accent or a Cyrillic letter (the statements
answer_euro.c reads), every word of it is counted under the language
its function words point to.  Prints "LANG COUNT WORD" lines, most
frequent first, for words seen at least N times (default 1), then how
many statements were read per language.  The problem's own words are
marked "(problem)": they are recognised as the problem's, not by a row.
"""
import collections
import json
import re
import subprocess
import sys

SENT = re.compile(r"[^.!?\n]*[0-9$\\][^.!?\n]*")
WORD = re.compile(r"[A-Za-zÀ-ÿĀ-žЀ-ӿ'’-]+")
MARKS = {
    "es": {"el", "los", "las", "tiene", "hay", "entonces", "por", "del",
           "una", "es", "y", "tanto", "son", "respuesta"},
    "fr": {"le", "les", "il", "elle", "donc", "est", "des", "du", "une",
           "a", "au", "ainsi", "réponse"},
    "de": {"der", "die", "das", "ist", "hat", "also", "und", "ein",
           "eine", "insgesamt", "beträgt", "antwort"},
    "it": {"il", "la", "è", "quindi", "di", "della", "ha", "sono", "un",
           "risposta"},
    "pt": {"o", "os", "há", "logo", "portanto", "tem", "é", "do", "da",
           "um", "uma", "resposta"},
}
CYR = re.compile(r"[Ѐ-ӿ]")
EURO = re.compile(r"[À-ÿĀ-žЀ-ӿ]")


def statement(resp):
    """The last sentence holding a value, cut before its value."""
    sents = SENT.findall(resp.strip())
    if not sents:
        return None
    s = sents[-1]
    m = re.search(r"[0-9$\\]", s)
    return s[:m.start()] if m else None


def lang_of(words):
    """The language the words' function words point to, or None."""
    if any(CYR.search(w) for w in words):
        return "ru"
    best, score = None, 0
    for lang, marks in MARKS.items():
        k = sum(1 for w in words if w in marks)
        if k > score:
            best, score = lang, k
    return best


def right(r):
    """Is the record labelled right?"""
    for k in ("label", "expected", "want_r"):
        if k in r:
            return str(r[k]) in ("1", "1.0", "True", "true")
    return False


def main():
    args = sys.argv[1:]
    least = 1
    if "--min" in args:
        k = args.index("--min")
        least = int(args[k + 1])
        del args[k:k + 2]
    if len(args) < 2:
        sys.exit("usage: euro_words.py PAPO_VERIFY FILE.jsonl... [--min N]")
    count = collections.Counter()
    read = collections.Counter()
    for path in args[1:]:
        recs = []
        with open(path, encoding="utf-8") as f:
            for x in f:
                try:
                    r = json.loads(x)
                except ValueError:
                    continue
                resp = r.get("response", r.get("pred"))
                ans = r.get("answer", r.get("gold"))
                if isinstance(resp, str) and isinstance(ans, str) and \
                        right(r):
                    recs.append((r, resp, ans))
        inp = "".join(json.dumps({"problem": str(r.get("problem") or ""),
                                  "response": resp, "answer": ans},
                                 ensure_ascii=False) + "\n"
                      for r, resp, ans in recs)
        p = subprocess.run([args[0], "-q"], input=inp.encode(),
                           capture_output=True, check=True)
        outs = [json.loads(x) for x in p.stdout.decode().splitlines()]
        for (r, resp, _), o in zip(recs, outs):
            head = statement(resp) if o.get("r_out") == 1 else None
            if head is None or not EURO.search(head):
                continue
            words = [w.lower() for w in WORD.findall(head)]
            lang = lang_of(words)
            if lang is None:
                continue
            read[lang] += 1
            prob = str(r.get("problem") or "").lower()
            for w in words:
                count[(lang, w + (" (problem)" if w in prob else ""))] += 1
    for (lang, w), n in sorted(count.items(), key=lambda x: (x[0][0],
                                                            -x[1])):
        if n >= least:
            print(lang, n, w)
    for lang, n in sorted(read.items()):
        print("# %s: %d statements read" % (lang, n))
    return 0


if __name__ == "__main__":
    sys.exit(main())
