#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-percent47.sh: a percent sign or word right after a
# box (tests/verify/hostile_percent47.py, issue 26): "\boxed{126}%",
# "\boxed{126}\%", "$\boxed{126}$%", "\boxed{126} percent",
# "\boxed{126}％" is 126%, no count of books: never rewarded against a
# count, rewarded against a percentage asked for.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-percent47

hostile percent47 "no percentage rewarded as a count, every right one is" \
    250 85 "right ones"
step -o hostile-percent47.out "at most 32 right ones lost (a percent word of another language, a spaced sign)" \
    test "$(hostile_count percent47 lost)" -le 32
exit 0
