#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""prop_trail.py: papo-verify's verdict does not hang on bytes that mean
nothing: white space at the response's end, CRLF, NEL, U+2028 or U+2029
against LF, a byte order mark before it, NFD against NFC.

usage: prop_trail.py PAPO_VERIFY TOP [--list]

Every response of the labelled corpus (tests/verify/corpus/corpus.jsonl)
and of the case files of tests/verify (*.jsonl with a response and an
answer, or cases.jsonl's pred and gold) is judged as it is and as its
variants: a space, a newline, CRLF, "  \\n\\n" or a tab added at its
end; its own trailing white space taken off; each LF written CRLF; a
BOM (U+FEFF) before it; written in NFD (letters and their marks apart,
Hangul as jamo); U+2028 or U+2029 added at its end; each LF written
NEL (U+0085) or LINE SEPARATOR (U+2028), each blank line PARAGRAPH
SEPARATOR (U+2029): a line's end in another form; a chat template's
end token after it (<|im_end|>, "\\n<|eot_id|>", DeepSeek's): the
model's turn ended there.  A variant must get the verdict and the answer read
(pred) of the response it was made from (issue 26: "... 67 कमीजें हैं।" was no_answer, the same with a
trailing space equal).  Real responses, not hand lists: every one of
them is a case.

Twins: each mark Unicode composes with an ASCII letter, glued into an
English negation in place of its apostrophe ("The answer didn\u0307t
42."): none may be rewarded once composed.

Prints each variant that differs (the first 40 of each kind in full)
and a count per kind; exits 1 when any differs or a twin is rewarded.  --list writes the
variants (JSONL) instead of running them.
"""
import glob
import json
import os
import sys
import unicodedata

import verify_run

VARIANTS = [
    ("space", lambda r: r + " "),
    ("newline", lambda r: r + "\n"),
    ("crlf-end", lambda r: r + "\r\n"),
    ("blank-lines", lambda r: r + "  \n\n"),
    ("tab", lambda r: r + "\t"),
    ("stripped", lambda r: r.rstrip(" \t\r\n")),
    ("crlf", lambda r: r.replace("\r\n", "\n").replace("\n", "\r\n")),
    ("bom", lambda r: "\ufeff" + r),
    ("nfd", lambda r: unicodedata.normalize("NFD", r)),
    ("line-sep", lambda r: r + "\u2028"),
    ("para-sep", lambda r: r + "\u2029"),
    ("nel", lambda r: r.replace("\r\n", "\n").replace("\n", "\u0085")),
    ("line-seps", lambda r: r.replace("\r\n", "\n").replace("\n",
                                                              "\u2028")),
    ("para-seps", lambda r: r.replace("\r\n", "\n").replace("\n\n",
                                                              "\u2029")),
    # the model's turn ends on its chat template's token, as a dump
    # that keeps special tokens writes it
    ("im-end", lambda r: r + "<|im_end|>"),
    ("eot-line", lambda r: r + "\n<|eot_id|>"),
    ("deepseek-end", lambda r: r + " <\uff5cend\u2581of\u2581sentence\uff5c>"),
]


def sources(top):
    """The records whose responses are varied: the corpus's, then the
    case files' (those that give a response and an answer)."""
    out = []
    paths = [os.path.join(top, "tests/verify/corpus/corpus.jsonl")]
    paths += sorted(glob.glob(os.path.join(top, "tests/verify/*.jsonl")))
    for p in paths:
        with open(p, encoding="utf-8") as f:
            for line in f:
                if not line.strip():
                    continue
                d = json.loads(line)
                r, a = d.get("response"), d.get("answer")
                if r is None and "gold" in d:
                    r, a = d.get("pred"), d.get("gold")  # cases.jsonl
                if not isinstance(r, str) or not isinstance(a, str):
                    continue
                rec = {"answer": a, "response": r}
                if isinstance(d.get("problem"), str):
                    rec["problem"] = d["problem"]
                out.append(rec)
    return out


# A mark NFC composes, glued into an English negation in place of its
# apostrophe ("didn\u0301t", "isn\u0307t"): composing it must not
# make the statement rewarded (main rewards some of these letters
# written precomposed: "The answer didṅt 42.").
GLUED = ["The sum did{}t come to G.", "The answer did{}t G.",
         "So the total did{}t equal G.", "Jenny did{}t have G apples.",
         "The answer is{}t G."]


def glued():
    """Every mark Unicode composes with an ASCII letter, glued so (the
    pairs of nfc_pairs.py)."""
    import nfc_pairs
    out = []
    for a, m, c in nfc_pairs.pairs():
        if a < 0x80 and chr(a).isalpha():
            for t in GLUED:
                out.append({"answer": "42", "family": "glued",
                            "response": t.format(chr(a) + chr(m))
                            .replace("G", "42")})
    return out


def main():
    listing = "--list" in sys.argv
    top = sys.argv[2]
    base = sources(top)
    vs = []
    for i, b in enumerate(base):
        vs.append(dict(b, family="original", of=i))
        for name, f in VARIANTS:
            r = f(b["response"])
            if r != b["response"]:
                vs.append(dict(b, response=r, family=name, of=i))
    gl = glued()
    out = verify_run.verdicts("prop_trail", vs + gl, listing)
    if out is None:
        return 0
    out, gout = out[:len(vs)], out[len(vs):]
    wrong = [v["response"] for v, o in zip(gl, gout) if o.get("r_out") == 1]
    for r in wrong[:40]:
        print("rewarded (glued): %r" % r)
    print("glued        %6d variants, %d rewarded" % (len(gl), len(wrong)))
    orig = {}
    for v, o in zip(vs, out):
        if v["family"] == "original":
            orig[v["of"]] = o
    per, bad = {}, 0
    for v, o in zip(vs, out):
        if v["family"] == "original":
            continue
        n = per.setdefault(v["family"], [0, 0])
        n[0] += 1
        w = orig[v["of"]]
        if (o.get("verify"), o.get("pred")) == (w.get("verify"),
                                                 w.get("pred")):
            continue
        n[1] += 1
        bad += 1
        if n[1] <= 40:
            print("differs (%s): %r (answer %r): %s %r, original %s %r: %s"
                  % (v["family"], v["response"][-160:], v["answer"],
                     o.get("verify"), o.get("pred"), w.get("verify"),
                     w.get("pred"), o.get("explain")))
    for f in sorted(per):
        print("%-12s %6d variants, %d differ" % (f, per[f][0], per[f][1]))
    print("prop_trail: %d responses, %d variants, %d differ, "
          "%d glued rewarded" %
          (len(base), sum(n[0] for n in per.values()), bad, len(wrong)))
    return 1 if bad or wrong else 0


if __name__ == "__main__":
    sys.exit(main())
