#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-named.sh: a last statement that names the answer in a language
# with spaces other than English ("La respuesta ... 42", "Ответ ... 42")
# is rewarded only when each word between the name and the value is a
# row (a copula or verb of the answer, an adjective of it, a concluding
# or function word): "La respuesta podría ser 42", "Ответ, по-видимому,
# 42", "La respuesta xyz 42" and the conditional "La respuesta sería 42",
# "Die Antwort wäre 42" are no answer (tests/verify/named.jsonl,
# lib/verify/answer_frame.c's papo_answer_named_said), "La respuesta
# será 42", "Ответ будет 42" are read.
set -u
. "$TOP/tests/lib.sh"

verify_kinds "$TOP/tests/verify/named.jsonl"
exit 0
