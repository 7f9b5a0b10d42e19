#!/bin/sh
# SPDX-License-Identifier: MIT
# t-asan-sample.sh: make check's data sets under ASan (tests/asan-sample.sh,
# tests/lib.sh's python3): the plain build runs every record and is what
# the caller reads, the sanitized build a seeded twentieth of them, and a
# difference between the two, or the sanitized one failing, fails the
# run; a Python script handed papo-verify's path gets the wrapper only
# in asan-shell (PAPO_PLAIN_BIN set, papo-verify a sanitizer build).  The
# programs here are stand-ins (shell scripts), not papo's.
set -u
. "$TOP/tests/lib.sh"
scratch t-asan-sample
sample="$TOP/tests/asan-sample.sh"

# plain: each record with "ok" added; it notes how many it read
mkdir plain san
cat > plain/papo-verify <<'EOF'
#!/bin/sh
sed 's/}$/,"ok":1}/' | tee -a plain.seen
EOF
# sanitized: the same; $SAN_BAD: exit 86 / a wrong record on line 2
cat > san/papo-verify <<'EOF'
#!/bin/sh
# (a stand-in: lib.sh's sanitized looks for __asan_init)
sed 's/}$/,"ok":1}/' > san.all
cat san.all >> san.seen
case ${SAN_BAD:-} in
exit) echo "ERROR: AddressSanitizer: stand-in" >&2; exit 86 ;;
record) sed '2s/"ok":1/"ok":0/' san.all ;;
*) cat san.all ;;
esac
EOF
chmod +x plain/papo-verify san/papo-verify
awk 'BEGIN { for (i = 1; i <= 2000; i++) printf "{\"n\":%d}\n", i }' \
    > in.jsonl
sed 's/}$/,"ok":1}/' in.jsonl > want.jsonl

run() {	# ARGS...: the wrapper over in.jsonl, on standard input
	rm -f plain.seen san.seen
	sh "$sample" ./plain/papo-verify ./san/papo-verify "$@" < in.jsonl \
	    > out.jsonl 2> err
}
run -q
step -o err "the plain build's output, whole, exit status 0" \
    sh -c '[ $1 -eq 0 ] && cmp -s out.jsonl want.jsonl' sh $?
step "the plain build read every record" \
    [ "$(wc -l < plain.seen)" -eq 2000 ]
step -o san.seen "the sanitized build about a twentieth (50 to 200 of 2000)" \
    sh -c 'n=$(wc -l < san.seen); [ "$n" -ge 50 ] && [ "$n" -le 200 ]'
cp san.seen first.seen
run -q
step "the same records on every run (a fixed seed)" cmp -s san.seen first.seen
step "records from all through the input, not its head" \
    sh -c '[ "$(tail -n 1 san.seen | sed "s/.*\"n\":\([0-9]*\).*/\1/")" \
    -gt 1800 ]'
PAPO_ASAN_SEED=2 run -q
step "another seed, another sample" sh -c '! cmp -s san.seen first.seen'

SAN_BAD=exit run -q
step -o err "the sanitized build failing fails the run (86)" \
    sh -c '[ $1 -eq 86 ] && grep -q "exited 86 on the sample" err' sh $?
SAN_BAD=record run -q
step -o err "a record the builds disagree on fails the run (86)" \
    sh -c '[ $1 -eq 86 ] && grep -q "differ" err' sh $?

# the input named as the last argument (the corpus's agreement script)
rm -f plain.seen san.seen
sh "$sample" ./plain/papo-verify ./san/papo-verify -q in.jsonl \
    < /dev/null > out.jsonl 2> err
step -o err "a file argument: read from it, every record" \
    sh -c '[ $1 -eq 0 ] && cmp -s out.jsonl want.jsonl &&
    [ "$(wc -l < plain.seen)" -eq 2000 ]' sh $?

# lib.sh's python3: the wrapper only with PAPO_PLAIN_BIN and a
# sanitized papo-verify first on PATH
argv() { python3 -c 'import sys; print(sys.argv[1])' "$@"; }
got=$(PATH="$PWD/san:$PATH" PAPO_PLAIN_BIN=$PWD/plain argv \
    "$PWD/san/papo-verify")
step "python3 in asan-shell: papo-verify's path becomes the wrapper" \
    [ "$got" = "$PWD/.papo-verify-sampled" ]
rm -f plain.seen san.seen
PATH="$PWD/san:$PATH" PAPO_PLAIN_BIN=$PWD/plain python3 -c '
import subprocess, sys
p = subprocess.run([sys.argv[1], "-q"], stdin=open("in.jsonl"),
                   capture_output=True)
sys.stdout.buffer.write(p.stdout)
sys.exit(p.returncode)' "$PWD/san/papo-verify" > out.jsonl 2> err
step -o err "the wrapper runs both builds for the script" \
    sh -c '[ $1 -eq 0 ] && cmp -s out.jsonl want.jsonl &&
    [ "$(wc -l < plain.seen)" -eq 2000 ] && [ -s san.seen ]' sh $?
got=$(PATH="$PWD/san:$PATH" argv "$PWD/san/papo-verify")
step "without PAPO_PLAIN_BIN the path is left alone" \
    [ "$got" = "$PWD/san/papo-verify" ]
got=$(PATH="$PWD/plain:$PATH" PAPO_PLAIN_BIN=$PWD/plain argv \
    "$PWD/plain/papo-verify")
step "a plain papo-verify on PATH is left alone" \
    [ "$got" = "$PWD/plain/papo-verify" ]

# --blocks: papo-read-replies' replies, each after "@@@ NAME", read from
# the file it names last, one line "NAME<TAB>..." a reply
for b in plain san; do
	{
		echo '#!/bin/sh'
		[ $b = san ] && echo '# (a stand-in: sanitized, __asan_init)'
		cat <<'EOF'
awk '/^@@@ / { if (n != "") print n "\t" c; n = substr($0, 5); c = 0; next }
	{ c += length($0) } END { if (n != "") print n "\t" c }' "$2" > r.all
who=$(basename "$(dirname "$0")")
cut -f 1 r.all >> "papo-read-replies.$who.seen"
case ${SAN_BAD:-}.$who in
exit.san) echo "ERROR: AddressSanitizer: stand-in" >&2; exit 86 ;;
record.san) sed '1s/\t.*/\t-1/' r.all ;;
*) cat r.all ;;
esac
EOF
	} > $b/papo-read-replies
	chmod +x $b/papo-read-replies
done
mkdir helpers
cp plain/papo-read-replies helpers/
awk 'BEGIN { for (i = 1; i <= 1000; i++)
	printf "@@@ %d\nScore: %d\n\nline %d\n", i, i % 5, i }' > replies.txt
sh plain/papo-read-replies rubric replies.txt > want.tsv
rm -f *.seen
runb() {	# the wrapper over replies.txt, named last
	rm -f *.seen
	sh "$sample" --blocks ./plain/papo-read-replies \
	    ./san/papo-read-replies rubric replies.txt > out.tsv 2> err
}
runb
step -o err "--blocks: the plain build's readings, whole, status 0" \
    sh -c '[ $1 -eq 0 ] && cmp -s out.tsv want.tsv' sh $?
step "--blocks: the plain build read every reply" \
    [ "$(wc -l < papo-read-replies.plain.seen)" -eq 1000 ]
step -o papo-read-replies.san.seen \
    "--blocks: the sanitized build the first and about a twentieth" \
    sh -c 'n=$(wc -l < papo-read-replies.san.seen); [ "$n" -ge 25 ] &&
    [ "$n" -le 100 ] && [ "$(head -n 1 papo-read-replies.san.seen)" = 1 ] &&
    [ "$(tail -n 1 papo-read-replies.san.seen)" -gt 900 ]'
# stratified: each kind of name (its numbers out: a family) and each
# reading the plain build gave one of that kind is in the sample
awk 'BEGIN { for (i = 1; i <= 1000; i++) {
	printf "@@@ %d fam%s %d\nScore: 1\n\n", i, i == 500 ? "b" : "a", i
	if (i == 700) print "a reading of its own" } }' > strata.txt
rm -f *.seen
sh "$sample" --blocks ./plain/papo-read-replies ./san/papo-read-replies \
    rubric strata.txt > out.tsv 2> err
step -o papo-read-replies.san.seen \
    "--blocks: every family and every reading in a family sampled" \
    sh -c '[ $1 -eq 0 ] && grep -qx "500 famb 500" papo-read-replies.san.seen &&
    grep -qx "700 fama 700" papo-read-replies.san.seen &&
    [ "$(wc -l < papo-read-replies.san.seen)" -le 100 ]' sh $?
SAN_BAD=exit runb
step -o err "--blocks: the sanitized build failing fails the run (86)" \
    sh -c '[ $1 -eq 86 ] && grep -q "exited 86 on the sample" err' sh $?
SAN_BAD=record runb
step -o err "--blocks: a reading the builds disagree on fails it (86)" \
    sh -c '[ $1 -eq 86 ] && grep -q "differ" err' sh $?

# lib.sh's python3 hands a generator the wrapper for papo-read-replies
# when $PAPO_PLAIN_HELPERS holds the plain build's helper
rm -f *.seen
PATH="$PWD/san:$PATH" PAPO_PLAIN_BIN=$PWD/plain \
    PAPO_PLAIN_HELPERS=$PWD/helpers python3 -c '
import subprocess, sys
p = subprocess.run([sys.argv[1], "rubric", "replies.txt"],
                   capture_output=True)
sys.stdout.buffer.write(p.stdout)
sys.exit(p.returncode)' "$PWD/san/papo-read-replies" > out.tsv 2> err
step -o err "python3: papo-read-replies read plain, a sample sanitized" \
    sh -c '[ $1 -eq 0 ] && cmp -s out.tsv want.tsv &&
    [ "$(wc -l < papo-read-replies.helpers.seen)" -eq 1000 ] &&
    [ "$(wc -l < papo-read-replies.san.seen)" -lt 100 ]' sh $?
got=$(PATH="$PWD/san:$PATH" PAPO_PLAIN_BIN=$PWD/plain PAPO_PLAIN_HELPERS= \
    argv "$PWD/san/papo-read-replies")
step "python3: no PAPO_PLAIN_HELPERS, the path left alone" \
    [ "$got" = "$PWD/san/papo-read-replies" ]
