#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-kinds2.sh: more answer kinds papo-verify reads
# (tests/verify/kinds2.jsonl): Unicode's math characters (vulgar
# fractions, superscript exponents, the fraction slash), times written
# with a braced colon or a meridiem in parentheses or in prose, colon
# chains against a ratio of three parts, a domain condition in the box,
# fixed text answers ("neither", "odd", letters joined by "and"), one set
# boxed as an inequality and as an interval; each with the variants that
# must keep reward 0 (another value, a hedge or a second value after it, a
# second case, "or", a constant with a condition); negation, doubt and
# bound words in German, Italian and Portuguese; a count spelled out in
# the last sentence (English and six other languages), never a fraction,
# decimal or signed number's first word; "no solution" after a
# connective; 是 and 否 after 答案：; line breaks stored as backslash-n;
# two answer phrases in a row giving one quantity in two forms; a JSON
# answer object of scalar members read as labelled values; yes or no
# answered in a sentence (a JSON value, after "Answer:"); a domain
# condition in the response only that narrows the reference's expression
# under a problem that does not state it (review 29 finding 4).
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/kinds2.jsonl"

# the finder row of a last line that is the value alone
# (tests/verify/value-line.jsonl): --explain names it, and a list item, a
# computation's step, a hedged line before it or a second value after it
# leave the line to the other rows
verify_explain "$TOP/tests/verify/value-line.jsonl" 'value line'
