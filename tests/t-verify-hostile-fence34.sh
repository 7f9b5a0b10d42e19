#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-fence34.sh: a response that is nothing but a code
# block holds its answer in code or an example, not a statement (issue
# 26: tests/verify/hostile_fence34.py): a box, an answer statement or
# the value alone in a fenced block (``` or ~~~, any tag), an indented
# one or <pre> is never rewarded; an answer after a code block, a value
# in backticks in a sentence, a fenced answer under the response's own
# work, a JSON or YAML block, are.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-fence34

hostile fence34 "no code block alone rewarded, every control is" 250 24 \
    "controls"
exit 0
