#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds-expr.sh: expression kinds papo-verify reads
# (tests/verify/kinds-expr.jsonl): arbitrary constants renamed or
# permuted in a general solution or an antiderivative, derivative
# notations, lists of three-digit groups in another order; each with the
# variants that must keep reward 0 (a sign, a repeated or extra constant,
# a group changed, a hedge after the box).
set -u
. "$TOP/tests/lib.sh"

cases="$TOP/tests/verify/kinds-expr.jsonl"

verify_kinds "$cases"
