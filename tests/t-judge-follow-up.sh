#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-follow-up.sh: a reply whose verdict is taken back gets one
# follow-up turn in the same conversation, asking for the verdict alone;
# the stand-in judge (a stand-in: it runs no model) answers it with its
# [[then=]] text.  That reply is read strictly, counted, cached with the
# judgment; --no-follow-up leaves the first reply's no_score.
set -u
. "$TOP/tests/lib.sh"
scratch t-judge-follow-up

# 1: taken back, then the verdict alone; 2: taken back, then not the
# verdict alone; 3: a clean verdict (no follow-up)
cat > in.jsonl <<'J'
{"problem":"[[say=Score: \\boxed{1}\n\nNo wait, I give it a 0.]] [[then=Score: 0]]","solution":"s","response":"r1"}
{"problem":"[[say=Score: \\boxed{1}\n\nCorrection: the score should be 0.]] [[then=Score: 0, I think]]","solution":"s","response":"r2"}
{"problem":"[[say=Score: \\boxed{0.5}]] [[then=Score: 1]]","solution":"s","response":"r3"}
J
start_standin --log log --body-log bodies
papo-judge -e "$url" --select all --cache c.sqlite in.jsonl > out.jsonl 2> err
st=$?
step -o err "status 75, not $st" [ $st -eq 75 ]
jq -c '[.r_proc, .judge.error, .judge.attempts, .judge.follow_up]' \
    out.jsonl > got
cat > want <<'W'
[0,null,2,true]
[null,"no_score",2,true]
[0.5,null,1,null]
W
step -o got "readings" cmp -s got want
step -o err "2 follow-ups in the summary" grep -q '2 follow-ups' err
# the follow-up is the same conversation: the first reply as the
# assistant's turn, then the question
# (counted over all the bodies at once: both follow-ups, and jq's own
# message kept should it fail)
n=$(jq -s '[.[] | select(.messages | length == 3) |
    select(.messages[1].role == "assistant" and
    (.messages[2].content | test("Reply with the verdict alone")) and
    (.messages[2].content | test("0, 0.5, 1")))] | length' bodies 2> jqerr)
cat jqerr bodies > bodies.all
step -o bodies.all "follow-up bodies: 2, not '$n'" [ "$n" = 2 ]
step -o log "requests" [ "$(grep -c '^chat' log)" -eq 5 ]

# cached with the judgment: the same reading, nothing asked
stop_standin
start_standin
papo-judge -e "$url" --select all --cache c.sqlite in.jsonl > out2.jsonl 2> err2
jq -c '[.r_proc, .judge.cached, .judge.follow_up]' out2.jsonl | head -n 1 \
    > got2
step -o got2 "from the cache" [ "$(cat got2)" = '[0,true,true]' ]

# --no-follow-up: the first reply's reading
papo-judge -e "$url" --select all --no-cache --no-follow-up in.jsonl \
    > out3.jsonl 2> err3
jq -c '[.r_proc, .judge.error, .judge.attempts]' out3.jsonl | head -n 1 \
    > got3
step -o got3 "--no-follow-up" [ "$(cat got3)" = '[null,"no_score",1]' ]
exit 0
