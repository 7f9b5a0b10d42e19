#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""hostile_symbols.py: a Greek letter beside capital Latin ones, a
product of quantities' symbols ("E = NABω", "Re = ρUL/μ"), on the line
of the answer (issue 26, round 33: three MMLU-Pro engineering replies of
Llama-3.1-70B-Instruct and Yi-34B in the corpus were refused as a word
that mixes Latin letters with look-alikes), and the same capitals used
to disguise a word the rows read ("ΝOT" with a Greek Ν).

usage: hostile_symbols.py PAPO_VERIFY [--list]

The controls are answers whose line also holds such a product: each
must be rewarded.  The variants write a doubt, a negation, an
alternative or a bound in capitals, one of them a Greek look-alike,
before or after the value: no variant may be rewarded.

Prints each variant rewarded and a count per family; exits 1 when any
variant is rewarded or a control is not.  --list writes the variants
(JSONL) instead of running them.
"""
import sys

import verify_run

VALUES = [("42", "41"), ("7.5", "8"), ("-3", "3")]
PRODUCTS = ["E = NABω", "Re = ρUL/μ", "F = ΔPA", "W = τAB", "P = ηVI",
            "Q = σAT^4", "I = λMN"]
# capitals with a Greek look-alike: Ν (nu), Μ (mu), Ο (omicron),
# Ρ (rho), Α (alpha), Τ (tau), Ε (epsilon)
DISGUISES = ["ΝOT", "ΜAYBE", "ΡERHAPS", "ΡROBABLY", "ΑPPROXIMATELY",
             "ΝOT SURE", "ΑBOUT", "ΑT LEAST", "ΝEVER", "ΤENTATIVELY"]
SHAPES = ["{p} = {v}. The answer is {d} {v}.",
          "{p} = {v}. The answer is {v}, {d}.",
          "{p} = {v}. The answer is {v} ({d}).",
          "{p} = {v}, so the answer is {v} {d}.",
          "{p} = {v}. {d} the answer is {v}.",
          "{p} = {v}. The answer is {v} ΟR {o}."]


def rows():
    out, ctl = [], []
    for v, o in VALUES:
        for p in PRODUCTS:
            ctl.append(("product", v, "%s = %s. The answer is %s." %
                        (p, v, v)))
            ctl.append(("product", v, "Here %s = %s, so the answer is "
                        "\\boxed{%s}." % (p, v, v)))
            for s in SHAPES:
                for d in (DISGUISES if "{d}" in s else [""]):
                    out.append(("disguise", v, s.format(p=p, v=v, o=o,
                                                       d=d)))
    return out, ctl


def main():
    verify_run.usage("hostile_symbols")
    out, ctl = rows()
    vs = verify_run.records(out, ctl)
    return verify_run.run("hostile_symbols", vs, lambda v: v["family"],
                          verify_run.is_control, width=16)


if __name__ == "__main__":
    sys.exit(main())
