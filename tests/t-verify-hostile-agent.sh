#!/bin/sh
# SPDX-License-Identifier: MIT
# t-verify-hostile-agent.sh: an agent's transcript decoded whole, as
# slime keeps an agent's sample (tests/verify/hostile_agent.py): the
# model's turns ending in tool calls, the tools' results between them
# (ChatML's "tool" turn, Qwen's user turn of <tool_response> blocks,
# Llama 3's "ipython"), the answer in the model's last turn.  On main
# (15d816cc) every one of the 243 right answers was refused ("another
# turn speaks after it"); now they are rewarded, and no twin is: the
# user speaking, a result with words of its own, a system turn, no call
# before a result, words after a tagged call, the answer only in a
# tool's result, an empty or unclosed last turn, a doubt after it.
set -u
. "$TOP/tests/lib.sh"
scratch t-verify-hostile-agent

hostile agent "no twin or other reference rewarded, every right one" 800 240 right
exit 0
