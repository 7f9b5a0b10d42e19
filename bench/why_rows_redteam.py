#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""why_rows_redteam.py: sentences made only of a justification's rows, read.

usage: why_rows_redteam.py [READER] [--all]

Extracts the rows a justification after a verdict is read with (work_words,
remark_words, closing_words, about_words and the es/fr/de/it/pt/ru rows)
from lib/judge/rubric_why.c and lib/judge/rubric_follow.c, combines them
with a small grammar per language (subject + copula + row adjective, then a
row connective or two and a row noun phrase, before or after), feeds every
sentence to READER (build/bench/why-read: "Score: 4\\n\\nExplanation:
LINE") and prints those READ (all of them, with their status, under --all).
A READ sentence that hedges, sets a condition, compares, takes back or
grades again is a misread: reading them for meaning is by hand
(hostile_round18 in tests/unit/check_rubric.c holds the ones found).
"""
import itertools
import os
import re
import subprocess
import sys

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = [os.path.join(TOP, "lib", "judge", f)
       for f in ("rubric_why.c", "rubric_follow.c")]


def rows(src, name):
    """The strings of the C array NAME in src, decoded."""
    m = re.search(r"(?:static )?const char \*const (?:papo_rubric_)?" +
                  name + r"\[\] = \{(.*?)NULL\s*\};", src, re.S)
    body = re.sub(r"/\*.*?\*/", "", m.group(1), flags=re.S)
    out = []
    for t in re.findall(r'((?:"(?:[^"\\]|\\.)*"\s*)+)', body):
        parts = re.findall(r'"((?:[^"\\]|\\.)*)"', t)
        b = b"".join(bytes(p, "latin1").decode("unicode_escape")
                     .encode("latin1") for p in parts)
        out.append(b.decode("utf-8"))
    return out


# subject, copula, adjectives, a noun phrase: all rows in their language
GRAMMAR = {
    "en": ("The work", "is", ["complete", "clear", "justified", "done"],
           "the domain"),
    "es": ("La soluci\u00f3n", "es", ["completa", "clara", "justificada"],
           "el paso"),
    "fr": ("La preuve", "est", ["compl\u00e8te", "claire", "justifi\u00e9e"],
           "l'\u00e9quation"),
    "de": ("Die L\u00f6sung", "ist", ["vollst\u00e4ndig", "klar", "sauber"],
           "der Schritt"),
    "it": ("La soluzione", "\u00e8", ["completa", "chiara", "giustificata"],
           "il passaggio"),
    "pt": ("A solu\u00e7\u00e3o", "\u00e9", ["completa", "clara", "justificada"],
           "o passo"),
    "ru": ("\u0420\u0435\u0448\u0435\u043d\u0438\u0435", "",
           ["\u043f\u043e\u043b\u043d\u043e\u0435", "\u044f\u0441\u043d\u043e\u0435"],
           "\u0448\u0430\u0433"),
}
LISTS = {"en": ["work_words", "remark_words", "closing_words", "about_words"],
         "es": ["why_rows_es"], "fr": ["why_rows_fr"], "de": ["why_rows_de"],
         "it": ["why_rows_it"], "pt": ["why_rows_pt"], "ru": ["why_rows_ru"]}


def sentences(src):
    for lang, (subj, cop, adjs, np) in GRAMMAR.items():
        words = sorted({w for n in LISTS[lang] for w in rows(src, n)})
        joins = [w for w in words if len(w) <= 5 and "-" not in w]
        for adj in adjs:
            base = " ".join(x for x in (subj, cop, adj) if x)
            for a in joins:
                yield "%s %s." % (base, a)
                yield "%s %s %s." % (base, a, np)
                yield "%s %s, %s." % (a.capitalize(), np, base[0].lower() +
                                      base[1:])
            for a, b in itertools.product(joins, repeat=2):
                yield "%s %s %s." % (base, a, b)


def main(argv):
    reader = os.path.join(TOP, "build", "bench", "why-read")
    show_all = "--all" in argv
    args = [a for a in argv if a != "--all"]
    if args:
        reader = args[0]
    src = ""
    for p in SRC:
        with open(p, encoding="utf-8") as f:
            src += f.read()
    text = "".join(s + "\n" for s in sentences(src))
    out = subprocess.run([reader], input=text.encode("utf-8"),
                         stdout=subprocess.PIPE, check=True).stdout
    n = read = 0
    for line in out.decode("utf-8").splitlines():
        n += 1
        status, _, sentence = line.partition("\t")
        read += status == "READ"
        if show_all or status == "READ":
            print(line if show_all else sentence)
    print("%d sentences, %d read" % (n, read), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
