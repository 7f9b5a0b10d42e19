#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-heading54.sh: a reasoning model's ending, the work in
# sections under headings ("### **Step 3: Calculate the Total**", "###
# **5. Splitting the Costs Evenly**", "### **Comparison**", "### **Annual
# Cost**") and a display holding the box alone, is read (216 right forms
# were lost); the same shapes with a heading that disowns, doubts, hedges
# or bounds never are (tests/verify/hostile_heading54.py, issue 26).
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-heading54

hostile heading54 "no disowned heading's box rewarded" 1900 500 "right"
step "no right form lost" test "$(hostile_count heading54 lost)" -eq 0
exit 0
