#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon2-coprocess.sh: a trainer driving the tools from Python as
# papo(7) COPROCESSES says it can: subprocess.Popen with unbuffered
# pipes, one group written, its answers read before the next group is
# written.  t-advantage-coprocess.sh drives papo-verify and
# papo-advantage from the shell; here the Python side, papo-verify under
# a preset and with two threads, papo-judge (against the stand-in judge,
# tests/helpers/papo-standin.c: a stand-in, no model), and
# papo-advantage on whole-group lines (--explode) with --group-size.
# Nothing is timed: an answer that never comes is given up after a
# generous 120 s, and the step fails then.
set -u
. "$TOP/tests/lib.sh"

cat > drive.py <<'PY'
import json, os, select, subprocess, sys

def main():
    spec = json.load(open(sys.argv[1]))
    p = subprocess.Popen(spec["cmd"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=open("err", "ab"),
                         bufsize=0)
    buf, out = b"", []
    for i, g in enumerate(spec["groups"]):
        p.stdin.write(b"".join(json.dumps(r).encode() + b"\n" for r in g))
        got = 0
        while got < spec["answers"][i]:
            if b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                out.append(json.loads(line))
                got += 1
                continue
            if not select.select([p.stdout], [], [], 120)[0]:
                p.kill()
                sys.exit("group %d: %d of %d answers, none after 120 s"
                         % (i, got, spec["answers"][i]))
            chunk = os.read(p.stdout.fileno(), 65536)
            if not chunk:
                sys.exit("group %d: the tool ended" % i)
            buf += chunk
    p.stdin.close()
    rest = buf + p.stdout.read()
    out += [json.loads(l) for l in rest.splitlines()]
    if p.wait() != 0:
        sys.exit("exit status %d" % p.returncode)
    json.dump(out, open(sys.argv[2], "w"))
main()
PY

# spec NAME CMD-JSON GROUPS-JQ ANSWERS-JQ: the driver's input
spec() {
	jq -n --argjson c "$2" "{cmd: \$c, groups: ($3), answers: ($4)}" \
	    > "$1.spec" || fail "jq $1"
}

# verl's layout, a group (one input) at a time, two threads
spec verl '["papo-verify", "-q", "-j", "2", "--preset", "verl"]' \
    '[range(3) as $g | [range(4) as $k | {input: "What is \($g) + 1?",
	output: "So \\boxed{\($g + ($k % 2))}", gts: "\($g + 1)",
	score: ($k % 2), step: 1}]]' '[4, 4, 4]'
python3 drive.py verl.spec verl.out 2> verl.err
step -o verl.err "papo-verify --preset verl -j 2: each group's lines before the next" \
    jq -e 'length == 12 and all(.r_out == .score)' verl.out

# papo-advantage: a line holds a group; --group-size says it is whole
spec exp '["papo-advantage", "-m", "grpo", "--explode", "responses,scores",
    "--field", "group=prompt", "--field", "response=responses",
    "--field", "reward=scores", "--group-size", "3"]' \
    '[range(3) as $g | [{prompt: "p\($g)", responses: ["a", "b", "c"],
	scores: [1, 0, ($g % 2)]}]]' '[3, 3, 3]'
python3 drive.py exp.spec exp.out 2> exp.err
step -o exp.err "papo-advantage --explode --group-size: a line's records before the next line" \
    jq -e 'length == 9 and (map(.responses) == ["a","b","c","a","b","c","a","b","c"]) and
	all(.adv | type == "number")' exp.out

# papo-judge with the stand-in: a group's records judged and answered
# before the next is written
start_standin
spec judge "$(jq -n --arg u "$url" '["papo-judge", "-q", "--no-cache",
    "-r", "3-tier-answer", "-e", $u]')" \
    '[range(3) as $g | [range(4) as $k | {group: "g\($g)",
	problem: "What is \($g) + 1?", answer: "\($g + 1)",
	response: "It is \\boxed{\($g + 1)}", r_out: ($k % 2)}]]' \
    '[4, 4, 4]'
python3 drive.py judge.spec judge.out 2> judge.err
step -o judge.err "papo-judge: each group judged before the next is sent" \
    jq -e 'length == 12 and all(if .r_out == 1 then (.r_proc | type ==
	"number") else .r_proc == null end)' judge.out
