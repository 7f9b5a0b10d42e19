#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-zhstep126.sh: a Chinese or Japanese heading of the
# answer's section: an ordinal step ("第三步："), a title opening with a
# verb of the work ("求最大值"), a reasoning's section ("**逐步推理：**")
# are read; a failure's or a draft's ("验证（失败）") is not
# (tests/verify/hostile_zhstep126.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-zhstep126

hostile zhstep126 "a Chinese or Japanese step's heading read by its rows" \
    80 34 "right"
step "no right form lost" test "$(hostile_count zhstep126 lost)" -eq 0
exit 0
