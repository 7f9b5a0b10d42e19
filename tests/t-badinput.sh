#!/bin/sh
# SPDX-License-Identifier: MIT
# t-badinput.sh: the bad-input matrix: every tool against every kind of
# bad input and broken output (issue 7).  Each case checks the exit
# status and the message, each a step (tests/lib.sh); commands run with
# their output in files (a closed pipe is made with the status caught
# before the pipe), and a watchdog fails any case that hangs.
#
#   case              papo-verify / papo-judge / papo-advantage / papo-stats
#   malformed line    65, "FILE:2: invalid JSON ..."
#   missing file      66, "cannot open 'FILE'"
#   unknown option    64, "unknown option '--bogus'" and the usage
#   /dev/full         74, "write error on <stdout>" (small and large output)
#   closed pipe       killed by SIGPIPE (141; papo-judge, which ignores
#                     SIGPIPE, exits 74), nothing on stderr, no hang
#   write error mid-stream (file size limit)  74, part of the output written
#   30 MB record      0, the record passed through whole
#   200k-deep nesting 65 and a message naming column 264 (level 257)
#   invalid UTF-8     65 naming the line; with -k the line passes through
#   NaN, Infinity     65
#   CRLF, no final newline  0, CRLF kept, every line ends in a newline
#   empty input       0, nothing written
#   duplicate key     65 (a field the tool reads or writes)
#   wrong type        65 ("r_out": "yes", or the like)
set -u
. "$TOP/tests/lib.sh"
scratch t-badinput

# papo-judge runs against the stand-in, where it does the most: the
# record path (parse, select, request, splice, write) as in production.
start_standin

# The tools, with arguments that make each one process records.
TOOLS="verify judge advantage stats"
args() {
	case $1 in
	verify) echo "" ;;
	judge) echo "-q -e $url --no-cache" ;;
	advantage) echo "" ;;
	stats) echo "-f jsonl" ;;
	esac
}
# A field the tool writes into each record.
out_field() {
	case $1 in
	verify) echo verify ;;
	judge) echo judge ;;
	advantage) echo adv_out ;;
	esac
}
# Does the tool write records (1) or a report of its own (stats: 0)?
writes_records() { [ "$1" != stats ]; }

# A record every tool can process; $1 a step (stats: one row per step),
# $2 r_out (papo-judge asks about r_out 1 only).
rec() {
	printf '{"group":"g%s","step":%s,"problem":"p","solution":"s","response":"so \\\\boxed{%s}","answer":"1","r_out":%s,"r_proc":0.5,"adv":0.5,"length":10}' \
	    "$(($1 / 4))" "$1" "$(($1 % 3))" "$2"
}
{ rec 0 1; echo; rec 0 0; echo; } > ok.jsonl
# big: 20000 records, 2.9 MB, one stats row per record; few asked about
awk 'BEGIN { for (i = 0; i < 20000; i++)
	printf "{\"group\":\"g%d\",\"step\":%d,\"problem\":\"p\",\"solution\":\"s\",\"response\":\"so \\\\boxed{%d}\",\"answer\":\"1\",\"r_out\":%d,\"r_proc\":0.5,\"adv\":0.5,\"length\":10}\n", i / 4, i, i % 3, i % 500 == 0 }' > big.jsonl

# run TOOL NAME [ARGS...]: the tool with its arguments, stdout to
# NAME.out, stderr to NAME.err, status in $st; a run longer than 60 s
# is killed and is a failed step.
run() {
	t=$1 n=$2
	shift 2
	# shellcheck disable=SC2046
	papo-$t $(args $t) "$@" > "$n.out" 2> "$n.err" &
	watch $! "$t $n"
}
# watch PID WHAT: wait for PID (60 s at most); status in $st
watch() {
	k=0
	while kill -0 "$1" 2>/dev/null; do
		k=$((k + 1))
		if [ $k -gt 1200 ]; then
			kill -9 "$1" 2>/dev/null
			step "$2: hung" false
			break
		fi
		sleep 0.05
	done
	wait "$1"
	st=$?
}
# expect WHAT STATUS FILE.err TEXT: the status, and TEXT as a whole
# line of the messages (a fixed string), two steps
expect() {
	step -o "$3" "$1: exit status $2" [ "$st" -eq "$2" ]
	if [ -n "$4" ]; then
		step -o "$3" "$1: the message '$4'" grep -qxF -- "$4" "$3"
	fi
}
# same_line A B N: line N of file A and file B are the same bytes
same_line() { [ "$(sed -n "$3p" "$1" | od -c)" = "$(sed -n "$3p" "$2" | od -c)" ]; }

for t in $TOOLS; do
	p=papo-$t

	# malformed line: 65 and FILE:LINE
	{ rec 0 1; echo; echo '{"group":'; rec 0 1; echo; } > bad.jsonl
	run $t malformed bad.jsonl
	expect "$t malformed" 65 malformed.err \
	    "$p: bad.jsonl:2: invalid JSON at column 10: unexpected end of line (unclosed object or array)"

	# missing file: 66, before any output
	run $t missing ok.jsonl missing.jsonl
	expect "$t missing file" 66 missing.err \
	    "$p: cannot open 'missing.jsonl': No such file or directory"
	step -o missing.out "$t missing file: no output" [ ! -s missing.out ]

	# unknown option: 64 and the usage
	run $t usage --bogus ok.jsonl
	expect "$t unknown option" 64 usage.err "$p: unknown option '--bogus'"
	step -o usage.err "$t unknown option: the usage line" \
	    grep -q "^usage: $p " usage.err

	# full disk: small output (fails at the last flush), large output
	# (fails while records are still coming)
	papo-$t $(args $t) ok.jsonl > /dev/full 2> full.err &
	watch $! "$t full"
	expect "$t /dev/full" 74 full.err \
	    "$p: write error on <stdout>: No space left on device"
	papo-$t $(args $t) big.jsonl > /dev/full 2> full.err &
	watch $! "$t full big"
	expect "$t /dev/full, large output" 74 full.err \
	    "$p: write error on <stdout>: No space left on device"

	# a write error in the middle of the stream: the file size limit
	# makes write(2) fail with EFBIG once 200 kB are out
	( trap '' XFSZ; ulimit -f 200; exec papo-$t $(args $t) big.jsonl \
	    > midway.out 2> midway.err ) &
	watch $! "$t midway"
	expect "$t write error mid-stream" 74 midway.err \
	    "$p: write error on <stdout>: File too large"
	step "$t write error mid-stream: some output written first" \
	    [ -s midway.out ]

	# closed pipe: the reader takes 100 bytes and goes; the tool ends
	# quietly (SIGPIPE), at once.  The status is caught inside the pipe.
	rm -f pipe.st
	( papo-$t $(args $t) big.jsonl 2> pipe.err; echo $? > pipe.st ) |
	    head -c 100 > /dev/null
	st=$(cat pipe.st 2>/dev/null || echo none)
	want=141
	[ $t = judge ] && want=74
	step "$t closed pipe: exit status $want (got $st)" [ "$st" = $want ]
	step -o pipe.err "$t closed pipe: no message" [ ! -s pipe.err ]

	# empty input: 0, nothing written
	: > empty.jsonl
	run $t empty empty.jsonl
	expect "$t empty input" 0 empty.err ""
	step -o empty.out "$t empty input: no output" [ ! -s empty.out ]

	# CRLF and no final newline: both records processed, CRLF kept,
	# every line ends in a newline
	{ rec 0 1; printf '\r\n'; rec 0 0; } > crlf.jsonl
	run $t crlf crlf.jsonl
	expect "$t CRLF" 0 crlf.err ""
	if writes_records $t; then
		step -o crlf.out "$t CRLF: two lines" \
		    [ "$(wc -l < crlf.out)" -eq 2 ]
		step -o crlf.out "$t CRLF: the CRLF kept" \
		    [ "$(head -n 1 crlf.out | tail -c 2 | od -An -c | tr -d ' ')" = '\r\n' ]
		step -o crlf.out "$t CRLF: no CRLF added" \
		    [ "$(tail -c 2 crlf.out | od -An -c | tr -d ' ')" != '\r\n' ]
		step -o crlf.out "$t CRLF: the last line ends in a newline" \
		    [ "$(tail -c 1 crlf.out | od -An -c | tr -d ' ')" = '\n' ]
	else
		step -o crlf.out "$t CRLF: both records counted" \
		    jq -e '.responses == 2' crlf.out > /dev/null
	fi

	# a 30 MB record (under --max-line's 1G): processed, passed through
	{
		printf '{"meta":"'
		head -c 30000000 /dev/zero | tr '\0' 'x'
		printf '",'
		rec 0 1 | cut -c 2-
	} > huge.jsonl
	run $t huge huge.jsonl
	expect "$t 30 MB record" 0 huge.err ""
	if writes_records $t; then
		# the 30 MB field first, then the fields the tool may replace
		head -c 30000011 huge.jsonl > huge.want
		head -c 30000011 huge.out > huge.got
		step "$t 30 MB record: passed through" cmp -s huge.want huge.got
		tail -c 300 huge.out > huge.tail
		step -o huge.tail "$t 30 MB record: the output field" \
		    grep -q "\"$(out_field $t)\":" huge.tail
	else
		step -o huge.out "$t 30 MB record: counted" \
		    jq -e '.responses == 1' huge.out > /dev/null
	fi

	# 200k-deep nesting: rejected (65, a message) at the 257th level
	# (column 264), not after reading the rest; the watchdog catches a
	# hang, and nothing here is timed
	awk 'BEGIN { printf "{\"meta\":"; for (i = 0; i < 200000; i++) printf "[";
		for (i = 0; i < 200000; i++) printf "]"; printf "}\n" }' > deep.jsonl
	run $t deep deep.jsonl
	expect "$t deep nesting" 65 deep.err \
	    "$p: deep.jsonl:1: invalid JSON at column 264: nesting deeper than 256 levels"

	# invalid UTF-8: 65 naming the line; with -k passed through untouched
	{ rec 0 1; echo; rec 0 0 | sed 's/"p"/"\xff\xfe"/'; echo; } > utf8.jsonl
	run $t utf8 utf8.jsonl
	expect "$t invalid UTF-8" 65 utf8.err \
	    "$p: utf8.jsonl:2: invalid JSON at column 35: invalid UTF-8 in string; byte 0xFF is not UTF-8: text in Latin-1 or Windows-1252? iconv -f CP1252 -t UTF-8 converts a file all in it; -k passes the line on"
	run $t utf8k -k utf8.jsonl
	expect "$t invalid UTF-8 -k" 65 utf8k.err \
	    "$p: utf8.jsonl:2: invalid JSON at column 35: invalid UTF-8 in string; byte 0xFF is not UTF-8: text in Latin-1 or Windows-1252? iconv -f CP1252 -t UTF-8 converts a file all in it"
	if writes_records $t; then
		step "$t invalid UTF-8 -k: the line passed through" \
		    same_line utf8.jsonl utf8k.out 2
		step "$t invalid UTF-8 -k: no line lost" \
		    [ "$(wc -l < utf8k.out)" -eq 2 ]
	fi

	# NaN and Infinity are not JSON
	{ rec 0 1 | sed 's/"r_proc":0.5/"r_proc":NaN/'; echo; } > nan.jsonl
	run $t nan nan.jsonl
	expect "$t NaN" 65 nan.err "$p: nan.jsonl:1: invalid JSON at column 112: NaN is not a JSON value (Python's json writes it for a float NaN or infinity; write null, or allow_nan=False to catch it)"
	{ rec 0 1 | sed 's/"length":10/"length":-Infinity/'; echo; } > inf.jsonl
	run $t inf inf.jsonl
	expect "$t -Infinity" 65 inf.err "$p: inf.jsonl:1: invalid JSON at column 135: invalid literal or number"

	# a duplicate key, and a wrong type, in a field the tool uses
	case $t in
	verify) dup='"response":"y",' key=response wrong='"answer":true'
		drop=',"answer":"1"'
		wmsg="field 'answer' must be a string, a number or an array of strings, not true" ;;
	judge) dup='"r_out":0,' key=r_out wrong='"r_out":"yes"'
		drop=',"r_out":1'
		wmsg="field 'r_out' must be a number, not string" ;;
	advantage) dup='"r_out":0,' key=r_out wrong='"r_out":"yes"'
		drop=',"r_out":1'
		wmsg="field 'r_out' must be a number, not string" ;;
	stats) dup='"adv":1,' key=adv wrong='"adv":"yes"'
		drop=',"adv":0.5'
		wmsg="field 'adv' must be a number, not string" ;;
	esac
	{ rec 0 1; echo; rec 0 1 | sed "s/^{/{$dup/"; echo; } > dup.jsonl
	run $t dup dup.jsonl
	if [ $t = verify ] || [ $t = judge ]; then
		dmsg="$p: dup.jsonl:2: field '$key': duplicate key '$key'"
	else
		dmsg="$p: dup.jsonl:2: duplicate key '$key'"
	fi
	expect "$t duplicate key" 65 dup.err "$dmsg"
	{ rec 0 1; echo; rec 0 1 | sed "s/^{/{$wrong,/; s/$drop//"; echo; } > wrong.jsonl
	run $t wrong wrong.jsonl
	expect "$t wrong type" 65 wrong.err "$p: wrong.jsonl:2: $wmsg"
done
stop_standin
