#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon9-not-utf8.sh: a new user's dump written in Windows-1252 or
# Latin-1 (an export from a spreadsheet or an old script: "café",
# "25°C", a typographic quote).  Every tool stopped at the line with
# "invalid UTF-8 in string" and no way out.  The message now names the
# byte and says what to do: for a line with no UTF-8 character of
# more than one byte, the iconv command, which is pasted here and must
# make the file every tool reads, each character as CP1252 means it; for
# a line that holds UTF-8 too (a character cut), that the line is
# damaged, iconv not offered (it would garble the rest); without -k,
# that -k passes the line on.  Bytes of Windows-1252 and Latin-1 text
# in a problem and a response, on the first, a middle and the last
# line; three ways a UTF-8 character is cut.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon9-not-utf8

# a record: $1 a problem's extra text, $2 a response's (their \0ddd
# escapes made bytes), $3 a step
rec() {
	printf '{"group":"g%s","step":%s,"problem":"What is 2+2? %b","answer":"4","response":"We get %b so \\\\boxed{4}","r_out":1,"r_proc":0.5,"adv":0.1}\n' \
	    "$3" "$3" "$1" "$2"
}

# tool T ARGS...: papo-T processing records, judge without a server
tool() {
	t=$1
	shift
	case $t in
	verify) papo-verify -q "$@" ;;
	judge) papo-judge --dry-run -m m --select all --rubric \
	    3-tier-answer "$@" ;;
	advantage) papo-advantage -q -m grpo "$@" ;;
	stats) papo-stats -q -f tsv -m responses "$@" ;;
	esac
}

tried=0 i=0
# one-byte characters of Windows-1252 and Latin-1 (é ü ° ’ nbsp ß €),
# each on the first, a middle and the last line, in the problem and the
# response by turns (each field on each of the three lines)
for b in '\0351' '\0374' '\0260' '\0222' '\0240' '\0337' '\0200'; do
	for line in 1 3 5; do
		i=$((i + 1))
		where=problem
		[ $((i % 2)) -eq 0 ] && where=response
		n=$(printf '%s' "$b" | tr -d '\\')-$where-$line
		: > "$n.jsonl"
		for k in 1 2 3 4 5; do
			x=
			[ $k -eq $line ] && x="caf${b}"
			case $where in
			problem) rec "$x" "" $((k / 3)) ;;
			response) rec "" "$x" $((k / 3)) ;;
			esac
		done > "$n.jsonl"
		for t in verify judge advantage stats; do
			tool $t "$n.jsonl" > "$n.$t.out" 2> "$n.$t.err"
			step -o "$n.$t.err" "$t $n: 65" [ $? -eq 65 ]
			hex=$(printf '%b' "$b" | od -An -tx1 | tr -d ' ' |
			    tr a-f A-F)
			step -o "$n.$t.err" "$t $n: the file, line, byte \
and iconv named" grep -qF "papo-$t: $n.jsonl:$line: invalid JSON at column" "$n.$t.err"
			step -o "$n.$t.err" "$t $n: the way out" grep -qF \
			    "invalid UTF-8 in string; byte 0x$hex is not UTF-8: text in Latin-1 or Windows-1252? iconv -f CP1252 -t UTF-8 converts a file all in it; -k passes the line on" \
			    "$n.$t.err"
			tried=$((tried + 1))
		done
		# the way out pasted as it is given
		cmd=$(sed -n 's/.*? \(iconv [^;]*\) converts a file.*/\1/p' \
		    "$n.verify.err")
		step -o "$n.verify.err" "$n: the iconv command given" \
		    [ "$cmd" = "iconv -f CP1252 -t UTF-8" ]
		$cmd "$n.jsonl" > "$n.utf8.jsonl" ||
		    fail "$cmd $n.jsonl"
		for t in verify judge advantage stats; do
			tool $t "$n.utf8.jsonl" > "$n.$t.u" 2> "$n.$t.ue"
			step -o "$n.$t.ue" "$t $n: the converted file \
read" [ $? -eq 0 ]
		done
		want=$(printf 'caf%b' "$b" | python3 -c \
		    'import sys; print(sys.stdin.buffer.read().decode("cp1252"))')
		got=$(jq -r ".$where" "$n.verify.u" | grep -o 'caf[^ ]*')
		step -o "$n.verify.u" "$n: the character as CP1252 \
means it ($want)" [ "$got" = "$want" ]
	done
done
step "7 bytes x 3 lines x 4 tools ($tried)" [ $tried -eq 84 ]

# a line that holds UTF-8 and a character cut: damaged, no iconv
for cut in '\0342\0202' '\0303' '\0360\0237\0230'; do
	n=cut-$(printf '%s' "$cut" | tr -d '\\')
	{ rec "" "" 0; rec "café $cut" "" 0; rec "" "" 0; } > "$n.jsonl"
	for t in verify judge advantage stats; do
		tool $t "$n.jsonl" > "$n.$t.out" 2> "$n.$t.err"
		step -o "$n.$t.err" "$t $n: 65" [ $? -eq 65 ]
		step -o "$n.$t.err" "$t $n: a damaged line, no iconv" grep -qE \
		    "^papo-$t: $n.jsonl:2: .*; byte 0x[0-9A-F]{2} is not UTF-8, among UTF-8 text: a line damaged \(a character cut\?\); -k passes the line on$" \
		    "$n.$t.err"
		tool $t -k "$n.jsonl" > "$n.$t.k" 2> "$n.$t.kerr"
		step -o "$n.$t.kerr" "$t $n -k: 65 at the end" [ $? -eq 65 ]
		step -o "$n.$t.kerr" "$t $n -k: -k not offered again" \
		    eval "! grep -q -- '-k passes' $n.$t.kerr"
	done
	step -o "$n.verify.k" "verify $n -k: the three lines written" \
	    [ "$(wc -l < "$n.verify.k")" -eq 3 ]
done

# papo-judge parses its records itself: a last line cut inside a string
# got the parser's message alone, where the other tools say it was cut
rec "" "" 0 > cut-last.jsonl
rec "" "" 0 | head -c 60 >> cut-last.jsonl
for t in verify judge advantage stats; do
	tool $t cut-last.jsonl > cut-last.$t 2> cut-last.$t.err
	step -o cut-last.$t.err "$t: a last line cut: 65" [ $? -eq 65 ]
	step -o cut-last.$t.err "$t: a last line cut, said so" grep -q \
	    "^papo-$t: cut-last.jsonl:2: invalid JSON at column [0-9]*: unterminated string; the input ends inside this line, with no newline after it: cut off, or still being written?$" \
	    cut-last.$t.err
done
