#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon9-plot-format.sh: a new user asks papo-stats for the chart
# their paper or slides take, -p curve.png (or .pdf).  papo-stats wrote
# an SVG into curve.png, exit 0: the viewer could not open it, and
# nothing said why.  A --plot name of another image format is now
# refused (64) before anything is read, no file made, the message naming
# the .svg to give and, where rsvg-convert makes the format, the command;
# that way out is pasted as the message gives it and its file checked.
# The formats are the ones the man page lists, read from it, each in
# lower, upper and mixed case, with a folder or none.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon9-plot-format

# records every metric can be drawn from
for s in 0 1 2; do
	for k in 0 1 2 3; do
		printf '{"group":"g%d","step":%d,"r_out":%d,"r_proc":0.5,"adv":0.%d,"length":%d}\n' \
		    $s $s $((k % 2)) $k $((k + 10))
	done
done > adv.jsonl

# the suffixes the man page lists for --plot's refused names
sfx=$(sed -n '/^\.It Fl p Ar file.svg/,/^\.It /p' \
    "$TOP/man/papo-stats.1" | sed -n '/another image format/,/in any case/p' |
    grep -o '\.[a-z]\{2,4\}' | sort -u)
step "the refused suffixes are listed in papo-stats(1)" \
    [ "$(echo "$sfx" | wc -w)" -ge 10 ]

# magic S FILE: FILE starts as format S does (PNG, PDF, PostScript)
magic() {
	case $1 in
	.png) [ "$(head -c 4 "$2" | od -An -c | tr -d ' ')" = "211PNG" ] ;;
	.pdf) [ "$(head -c 4 "$2")" = "%PDF" ] ;;
	.eps | .ps) [ "$(head -c 4 "$2")" = "%!PS" ] ;;
	*) return 1 ;;
	esac
}

mkdir -p out
tried=0 pasted=0
for s in $sfx; do
	up=$(echo "$s" | tr a-z A-Z)
	mixed=$(echo "$s" | sed 's/^\.\(.\)/.\U\1/')
	for name in "curve$s" "out/curve$up" "out/run-1$mixed"; do
		rm -f "$name"
		# no such input: a refusal before anything is read is 64
		papo-stats -q -p "$name" missing.jsonl > out.txt 2> err.txt
		step -o err.txt "-p '$name': refused (64) before reading" \
		    [ $? -eq 64 ]
		step -o err.txt "-p '$name': no file made" [ ! -e "$name" ]
		base=${name%.*}
		step -o err.txt "-p '$name': the .svg to give named" grep -q \
		    "^papo-stats: invalid value '$name' for --plot (the chart is SVG, not [A-Za-z]*; name it $base.svg" err.txt
		tried=$((tried + 1))
		# the way out, pasted: the chart as SVG, then the command
		cmd=$(sed -n 's/.*(then \(rsvg-convert .*\) makes the .*/\1/p' \
		    err.txt)
		[ -n "$cmd" ] || continue
		papo-stats -q -f none -p "$base.svg" adv.jsonl 2> err2.txt ||
		    fail "papo-stats -p '$base.svg': $(cat err2.txt)"
		rsvg-convert -f "${s#.}" -o "$name" "$base.svg" ||
		    fail "rsvg-convert for $name"
		step -o err.txt "-p '$name': the command given is the one \
that works" [ "$cmd" = "rsvg-convert -f ${s#.} -o $name $base.svg" ]
		step "'$name': made by the command, a ${s#.} file" magic "$s" \
		    "$name"
		pasted=$((pasted + 1))
	done
done
step "every listed suffix tried three ways ($tried)" \
    [ $tried -eq $(($(echo "$sfx" | wc -w) * 3)) ]
step "the rsvg-convert way out pasted for png, pdf, eps, ps ($pasted)" \
    [ $pasted -eq 12 ]

# names that are charts still draw one: .svg in any case, '-', a name
# with no suffix, a folder named like an image
mkdir -p fig.png
for name in c.svg C.SVG chart fig.png/c.svg; do
	papo-stats -q -f none -p "$name" adv.jsonl 2> err.txt
	step -o err.txt "-p '$name': drawn, exit 0" [ $? -eq 0 ]
	step -o "$name" "-p '$name': an SVG" grep -q '^<svg' "$name"
done
papo-stats -q -f none -p - adv.jsonl > o.svg 2> err.txt
step -o err.txt "-p -: the chart on standard output" grep -q '^<svg' o.svg
