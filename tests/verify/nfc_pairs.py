#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""nfc_pairs.py: the canonical compositions of Unicode (the pairs NFC
joins: a starter and a mark, or two Hangul jamo are algorithmic and not
listed), as lib/verify/verify_nfc.c holds them.

usage: nfc_pairs.py [--check FILE]

With no argument, writes the rows of verify_nfc.c's nfc_pairs[] (first,
second, composed; sorted), from Python's unicodedata.  With --check,
reads the rows in FILE and exits 1 when they are not exactly these
(the table papo-verify composes a response's NFD with is Unicode's).
"""
import re
import sys
import unicodedata


def pairs():
    out = []
    for c in range(0x110000):
        ch = chr(c)
        if 0xAC00 <= c <= 0xD7A3:
            continue    # Hangul syllables: composed by arithmetic
        d = unicodedata.decomposition(ch)
        if not d or d.startswith("<"):
            continue
        parts = [int(x, 16) for x in d.split()]
        if len(parts) != 2:
            continue
        # a primary composite: NFC gives it back (not excluded)
        if unicodedata.normalize("NFC", chr(parts[0]) + chr(parts[1])) \
                != ch:
            continue
        out.append((parts[0], parts[1], c))
    return sorted(out)


def rows(ps):
    return ["\t{ 0x%04X, 0x%04X, 0x%04X }," % p for p in ps]


def main():
    ps = pairs()
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        with open(sys.argv[2], encoding="utf-8") as f:
            got = re.findall(r"\{ 0x([0-9A-F]+), 0x([0-9A-F]+), "
                             r"0x([0-9A-F]+) \}", f.read())
        got = [tuple(int(x, 16) for x in g) for g in got]
        if got != ps:
            print("nfc_pairs: %s holds %d pairs, Unicode %d (unicodedata "
                  "%s): not the same" % (sys.argv[2], len(got), len(ps),
                                         unicodedata.unidata_version))
            return 1
        print("nfc_pairs: %d pairs, as Unicode %s" %
              (len(ps), unicodedata.unidata_version))
        return 0
    print("\n".join(rows(ps)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
