#!/bin/sh
# SPDX-License-Identifier: MIT
# t-judge-examples.sh: every example in papo-judge(1) and papo-rubric(5)
# runs as written (against the stand-in server, on the example
# rollouts), and does what the page says it does.
set -u
d=$(mktemp -d "${TMPDIR:-/tmp}/t-judge-examples.XXXXXX")
trap '[ -s "$d/pid" ] && kill $(cat "$d/pid") 2>/dev/null; rm -rf "$d"' EXIT
cd "$d" || exit 1
export XDG_CACHE_HOME="$d/xdg"
. "$TOP/tests/lib.sh"
cp "$TOP/examples/rollouts.jsonl" . || fail "no example rollouts"

# displays PAGE PREFIX: the literal displays of PAGE's EXAMPLES section,
# one file per display, "$ " prompts removed and \e turned back into a
# backslash.
displays() {
	awk -v pre="$2" '
	/^\.Sh EXAMPLES/ { on = 1; next }
	/^\.Sh / { on = 0 }
	on && /^\.Bd -literal/ { n++; f = sprintf("%s%d.sh", pre, n); next }
	on && /^\.Ed/ { close(f); f = ""; next }
	on && f != "" { sub(/^\$ /, ""); gsub(/\\e/, "\\"); print > f }
	' "$1"
}

# papo-rubric(5): the first display is a rubric file, the second uses it.
displays "$TOP/man/papo-rubric.5" rubric
step "papo-rubric(5): two examples expected" \
    eval '[ -f rubric1.sh ] && [ -f rubric2.sh ]'
mv rubric1.sh strict.yaml
sh -e rubric2.sh 2> rubric2.err || fail "papo-rubric(5) example: $(cat rubric2.err)"
step "papo-rubric(5) example: not a request per correct record" \
    [ "$(wc -l < requests.jsonl)" -eq "$(jq -s 'map(select(.label == 1)) | length' rollouts.jsonl)" ]
jq -e '.messages[0].content == "You are a strict grader of olympiad proofs."
    and (.messages[1].content | test("Give 1 only if every step"))' \
    requests.jsonl > /dev/null || fail "papo-rubric(5) example: wrong request"

displays "$TOP/man/papo-judge.1" example
ls example*.sh > /dev/null 2>&1 || fail "no examples found"
step "expected five examples" [ -f example5.sh ]

for f in example*.sh; do
	rm -f pid port
	if ! sh -e "$f" > "$f.out" 2> "$f.err"; then
		fail "$f failed:
$(cat "$f")
$(tail -5 "$f.err")"
	fi
	[ -s pid ] && kill $(cat pid) 2>/dev/null
	case $f in
	example1.sh)
		n=$(jq -s 'map(select(.label == 1)) | length' rollouts.jsonl)
		step "example 1: not every correct record was scored" \
		    [ "$(jq -s 'map(select(.r_proc != null)) | length' judged.jsonl)" -eq "$n" ]
		step "example 1: jq did not list $n judgments" \
		    [ "$(wc -l < example1.sh.out)" -eq "$n" ]
		;;
	example2.sh)
		step "example 2: the rerun was not cached" \
		    [ "$(jq -s 'map(select(.judge.cached == true)) | length' again.jsonl)" -eq "$(jq -s 'map(select(.judge)) | length' five.jsonl)" ]
		;;
	example3.sh)
		step "example 3: expected exit status 75" \
		    grep -q '^exit status 75$' example3.sh.out
		step "example 3: no failure listed" \
		    grep -q '"http_503"' example3.sh.out
		;;
	example4.sh)
		step "example 4: not every wrong record was asked" \
		    [ "$(jq -s 'map(select(.judge_answer)) | length' fallback.jsonl)" -eq "$(jq -s 'map(select(.label == 0)) | length' rollouts.jsonl)" ]
		;;
	example5.sh)
		step "example 5: no prompt shown" \
		    grep -q "You are grading a student" example5.sh.out
		;;
	esac
done
exit 0
