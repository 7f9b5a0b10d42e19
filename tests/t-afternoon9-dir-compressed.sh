#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon9-dir-compressed.sh: a new user compresses the older steps
# of a dump directory (gzip, zstd or xz on step_N.jsonl) and names the
# directory.  Every tool read its .jsonl files alone: the compressed
# steps were left out, exit 0 and not a word (papo-stats printed the
# newest steps only).  A directory's compressed JSONL files are now read
# with the others, in the same natural order, as if named one by one;
# a file beside the same compressed (gzip -k's pair) is refused, naming
# both, since each record would be read twice.  Each codec is tried on
# the first, the middle and the last step, and every tool is compared
# with the same files named one by one.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon9-dir-compressed

# all.jsonl: 4 steps (1, 2, 9, 10: natural order differs from byte
# order) of 2 groups of 3 responses, judged, so that every tool works
for s in 1 2 9 10; do
	for g in 0 1; do
		for k in 0 1 2; do
			printf '{"group":"s%dg%d","step":%d,"problem":"%d+%d","answer":"%d","response":"so \\\\boxed{%d}","r_proc":0.%d}\n' \
			    $s $g $s $s $g $((s + g)) $((s + g + k % 2)) $((k + 3))
		done
	done
done > all.jsonl
step -o all.jsonl "24 records made" [ "$(wc -l < all.jsonl)" -eq 24 ]

# pack CODEC FILE: FILE compressed in place with CODEC, its suffix
pack() {
	case $1 in
	gz) gzip -n "$2" ;;
	zst) zstd -q --rm "$2" ;;
	xz) xz "$2" ;;
	esac
}

# tool T ARGS...: the arguments that make papo-T process records
tool() {
	t=$1
	shift
	case $t in
	verify) papo-verify -q "$@" ;;
	advantage) papo-advantage -m grpo "$@" ;;
	stats) papo-stats -f tsv -m responses,accuracy,adv_std "$@" ;;
	esac
}

papo-verify -q all.jsonl > v.jsonl || fail "papo-verify all.jsonl"
papo-advantage -m grpo v.jsonl > a.jsonl || fail "papo-advantage v.jsonl"
tried=0
for codec in gz zst xz; do
	for at in 1 9 10; do
		n=$codec-$at
		for t in verify advantage stats; do
			# the tool's input: its predecessor's output
			case $t in
			verify) src=all.jsonl ;;
			advantage) src=v.jsonl ;;
			stats) src=a.jsonl ;;
			esac
			rm -rf "$n" && mkdir "$n"
			for s in 1 2 9 10; do
				grep "\"step\":$s," "$src" > "$n/step_$s.jsonl"
			done
			pack "$codec" "$n/step_$at.jsonl"
			step -o "$n" "$n: step_$at.jsonl.$codec made" \
			    [ -s "$n/step_$at.jsonl.$codec" ]
			tool $t "$n" > "$n.$t.dir" 2> "$n.$t.err"
			step -o "$n.$t.err" "$t $n: the directory read, exit 0" \
			    [ $? -eq 0 ]
			tool $t "$n/step_1.jsonl"* "$n/step_2.jsonl"* \
			    "$n/step_9.jsonl"* "$n/step_10.jsonl"* \
			    > "$n.$t.files" 2> /dev/null ||
			    fail "$t $n: the files named one by one"
			step -o "$n.$t.dir" "$t $n: the directory is its files, \
the compressed step in its place" cmp "$n.$t.dir" "$n.$t.files"
			tried=$((tried + 1))
		done
		# every step is there: papo-stats' rows, in natural order
		step -o "$n.stats.dir" "$n: steps 1, 2, 9, 10 counted" [ \
		    "$(cut -f 1,2 "$n.stats.dir" | tr '\t\n' ': ')" = \
		    "step:responses 1:6 2:6 9:6 10:6 " ]
	done
done
step "27 directories read" [ $tried -eq 27 ]

# gzip -k's pair: the file and the same compressed, each record twice
for codec in gz zst xz; do
	rm -rf k && mkdir -p k/sub
	cp v.jsonl k/sub/step_3.jsonl
	cp v.jsonl k/sub/x.jsonl && pack "$codec" k/sub/x.jsonl
	cp v.jsonl k/sub/step_3.jsonl.tmp && mv k/sub/step_3.jsonl.tmp \
	    k/sub/step_3.jsonl.keep
	cp k/sub/step_3.jsonl k/copy.jsonl && pack "$codec" k/copy.jsonl &&
	    cp k/sub/step_3.jsonl k/copy.jsonl	# the twin: copy.jsonl and .CODEC
	for t in verify advantage stats; do
		tool $t k > "k.$codec.$t" 2> "k.$codec.$t.err"
		step -o "k.$codec.$t.err" "$t: the twins refused (65)" [ $? -eq 65 ]
		step -o "k.$codec.$t.err" "$t: both files named, and the way out" \
		    grep -q "^papo-$t: directory 'k' holds 'k/copy.jsonl' and \
'k/copy.jsonl.$codec', the same file compressed: each record would be \
read twice; remove one, or name the files to read$" "k.$codec.$t.err"
		[ $t = stats ] && continue	# its header
		step -o "k.$codec.$t" "$t: nothing written for a refused \
directory" [ ! -s "k.$codec.$t" ]
	done
done

# A framework's dump directory with its files compressed, all of them
# or every other one: each preset's reading of it (the step from the
# file name, a metrics file skipped by name, a file skipped beside its
# sibling: NeMo-RL's validation, prime-rl's effective/) is the same as
# of the directory as written.  skyrl's aggregated_results.jsonl.gz was
# read as records, and a validation file beside a training file
# compressed was read with it.
fw=$TOP/tests/frameworks
presets=$(papo-stats --preset '?' x 2>&1 |
    sed -n 's/.*(one of: \([^;)]*\)[;)].*/\1/p' | tr -d ,)
step "the presets are listed" [ -n "$presets" ]
seen=0
for p in $presets; do
	[ -d "$fw/$p" ] || continue
	papo-stats -q --preset "$p" -f tsv -m responses,accuracy "$fw/$p" \
	    > "$p.orig" 2> "$p.orig.err" || continue
	for how in all odd even; do
		rm -rf "$p.$how" && cp -R "$fw/$p" "$p.$how"
		find "$p.$how" -name '*.jsonl' | sort > list
		k=0
		while read -r f; do
			k=$((k + 1))
			case $how.$((k % 2)) in
			all.* | odd.1 | even.0) gzip -n "$f" ;;
			esac
		done < list
		papo-stats -q --preset "$p" -f tsv -m responses,accuracy \
		    "$p.$how" > "$p.$how.out" 2> "$p.$how.err"
		step -o "$p.$how.err" "$p $how: read, exit 0" [ $? -eq 0 ]
		step -o "$p.$how.out" "$p $how: the same rows as uncompressed" \
		    cmp "$p.$how.out" "$p.orig"
		step -o "$p.$how.err" "$p $how: the same files skipped" [ \
		    "$(grep -c 'skipped' "$p.$how.err")" = \
		    "$(grep -c 'skipped' "$p.orig.err")" ]
	done
	seen=$((seen + 1))
done
step "the dump directories of 6 presets or more tried ($seen)" [ $seen -ge 6 ]
