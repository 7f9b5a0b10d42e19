#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""serve_ref.py: the reward server trainers write today, string first, for bench-serve.sh.

usage: serve_ref.py PORTFILE

An aiohttp server (Debian's python3-aiohttp, bench/serve_aio.py)
answering OpenRLHF's POST /get_reward and slime's POST /reward with a
sympy-based check (Debian's python3-sympy) as many trainers' reward
functions do it: the last \\boxed{} of the response (after the prompt),
the strings normalized, and only when they differ both sides rewritten
into Python syntax for sympy.sympify and their difference simplified;
any exception scores 0.  The check runs in the handler, on the event
loop, as in OpenRLHF's and slime's example servers.  Lighter than
Math-Verify (bench/serve_ref_parse.py), which parses both sides every
time.  Binds 127.0.0.1 on a free port and writes it to PORTFILE.
"""
import re
import sys

import sympy

import serve_aio


def normalize(s):
    s = s.strip().strip("$").replace("\\!", "").replace("\\left", "")
    s = s.replace("\\right", "").replace("\\dfrac", "\\frac")
    s = s.replace("\\tfrac", "\\frac").replace(" ", "")
    s = re.sub(r"\\text\{(.*?)\}", r"\1", s)
    return s.rstrip(".")


def to_sympy(s):
    for _ in range(8):
        s = re.sub(r"\\frac\{([^{}]*)\}\{([^{}]*)\}", r"((\1)/(\2))", s)
        s = re.sub(r"\\sqrt\{([^{}]*)\}", r"sqrt(\1)", s)
    s = s.replace("\\cdot", "*").replace("\\times", "*").replace("^", "**")
    s = s.replace("\\pi", "pi").replace("{", "(").replace("}", ")")
    return sympy.sympify(s)


def score(response, label):
    pred = serve_aio.last_boxed(response)
    if pred is None:
        return 0.0
    a, b = normalize(pred), normalize(label)
    if a == b:
        return 1.0
    try:
        return 1.0 if sympy.simplify(to_sympy(a) - to_sympy(b)) == 0 else 0.0
    except Exception:
        return 0.0


if __name__ == "__main__":
    serve_aio.serve(sys.argv[1], serve_aio.reward_routes(score))
