#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon19-coprocess-bad.sh: a trainer keeps papo-advantage -k
# --group-size N open as a coprocess (papo(7) COPROCESSES), writes a
# group, and reads its N lines back before it sends the next.  A line
# of the group the tool cannot read and whose group it cannot tell
# (invalid JSON, no group field) came back only at the end of the
# input: the group held N - 1 records, never complete, and every group
# after it waited behind it (input order): the trainer waited for a
# line that never came, the tool for a record that never came.  Such a
# line now takes a record's place in the group of the line before it,
# while that group is open, else in the next record's group (every way
# of gathering, and --contiguous): the group goes out with its last
# line, computed over the records it has, the same bytes as read whole.
# Without -k the trainer gets the answers before the line, then the end
# of the output and status 65.  Each answer is waited for with one bound
# for the whole case (120 s), never timed.
set -u
. "$TOP/tests/lib.sh"
scratch t-afternoon19-coprocess-bad

cat > trainer.py <<'PY'
# trainer.py CASE BAD... -- TOOL...: three groups of four sent one at a
# time, each group's four answers read before the next is sent; BAD are
# the lines (1-based) replaced, "j" by invalid JSON, "g" by a record
# without its group, "n" by one whose group is null.  Prints, a line each, what came back.
import json, os, select, subprocess, sys, time
i = sys.argv.index("--")
bad = dict(b.split(":") for b in sys.argv[2:i])
tool = sys.argv[i + 1:]
p = subprocess.Popen(tool, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                     stderr=open(sys.argv[1] + ".err", "w"), bufsize=0)
end = time.time() + 120
sent = []
n = 0
def line(g, k):
    global n
    n += 1
    kind = bad.get(str(n))
    if kind == "j":
        return b'{"group": "g%d", "acc": tru}\n' % g
    r = {"group": "g%d" % g, "k": k, "acc": k % 2 == 0, "step": 1}
    if kind == "g":
        del r["group"]
    if kind == "n":
        r["group"] = None
    return json.dumps(r).encode() + b"\n"
buf = b""
def readline():
    global buf
    while b"\n" not in buf:
        r, _, _ = select.select([p.stdout], [], [], max(0, end - time.time()))
        if not r:
            return None
        d = os.read(p.stdout.fileno(), 65536)
        if not d:
            return b""
        buf += d
    l, buf = buf.split(b"\n", 1)
    return l + b"\n"
out = open(sys.argv[1] + ".out", "wb")
for g in range(3):
    ls = [line(g, k) for k in range(4)]
    p.stdin.write(b"".join(ls))
    got = 0
    while got < 4:
        l = readline()
        if l is None:
            print("group %d: no answer after %d lines" % (g, got))
            break
        if l == b"":
            print("group %d: end after %d lines" % (g, got))
            break
        out.write(l)
        got += 1
    else:
        print("group %d: answered" % g)
        continue
    break
p.stdin.close()
out.write(buf + p.stdout.read())
print("status %d" % p.wait())
PY

i=0
for mode in "" --contiguous; do
	for bad in 6:j 5:j 8:j 5:j,8:j 6:g 5:g 6:n 1:j 9:j 4:j,5:j; do
		i=$((i + 1))
		# shellcheck disable=SC2046
		python3 trainer.py c$i $(echo $bad | tr , ' ') -- papo-advantage \
		    -m grpo -k --group-size 4 $mode > c$i.txt 2> c$i.perr
		t="-k --group-size 4 ${mode:+$mode }(bad lines $bad)"
		step -o c$i.txt "$t: every group answered" \
		    [ "$(grep -c ': answered$' c$i.txt)" = 3 ]
		step -o c$i.txt "$t: status 65" grep -qx 'status 65' c$i.txt
		# the same bytes as the lines read whole
		python3 - $(echo $bad | tr , ' ') > c$i.in <<'PY'
import json, sys
bad = dict(b.split(":") for b in sys.argv[1:])
n = 0
for g in range(3):
    for k in range(4):
        n += 1
        kind = bad.get(str(n))
        if kind == "j":
            sys.stdout.write('{"group": "g%d", "acc": tru}\n' % g)
            continue
        r = {"group": "g%d" % g, "k": k, "acc": k % 2 == 0, "step": 1}
        if kind == "g":
            del r["group"]
        if kind == "n":
            r["group"] = None
        print(json.dumps(r))
PY
		papo-advantage -m grpo -k --group-size 4 $mode < c$i.in \
		    > c$i.whole 2> /dev/null
		step -o c$i.err "$t: the bytes of the input read whole" \
		    cmp -s c$i.out c$i.whole
		case $bad in
		6:j|8:j|6:g|6:n|9:j)
			step -o c$i.err "$t: its group's note says the line" \
			    grep -qF 'has 3 records and 1 line it could not read (said above) of its --group-size 4: its advantages are over those' c$i.err ;;
		esac
	done
done

# every way of gathering counts such a line alike: groups of 2 of three
# keys interleaved, 1 to 4 such lines anywhere (the coprocess's
# window, gathering under --shard 0/1 and --strict-groups, -S)
cat > il.py <<'PY'
import json, random, sys
rnd = random.Random(int(sys.argv[1]))
keys = ["g%d" % (i % 3) for i in range(12)]
rnd.shuffle(keys)
out = [json.dumps({"group": g, "k": k, "acc": k % 2 == 0, "step": 1})
       for k, g in enumerate(keys)]
for b in sorted(rnd.sample(range(len(out) + 1), int(sys.argv[2])),
                reverse=True):
    out.insert(b, rnd.choice(['{"group": "g0", "acc": tru}',
                              '{"acc": true}', '{"group": null}']))
print("\n".join(out))
PY
for seed in 1 2 3 4 5 6 7 8 9 10 11 12; do
	python3 il.py $seed $((seed % 4 + 1)) > il$seed.jsonl
	papo-advantage -m grpo -k --group-size 2 < il$seed.jsonl > w$seed.out \
	    2> /dev/null
	for o in "--shard 0/1" --strict-groups "-S 64K"; do
		# shellcheck disable=SC2086
		papo-advantage -m grpo -k --group-size 2 $o il$seed.jsonl \
		    > o$seed.out 2> /dev/null
		step "interleaved $seed: $o gives the coprocess's bytes" \
		    cmp -s w$seed.out o$seed.out
	done
done

# without -k: the answers before the line, then the end and 65
for mode in "" --contiguous; do
	python3 trainer.py n 6:j -- papo-advantage -m grpo --group-size 4 \
	    $mode > n.txt 2> n.perr
	step -o n.txt "--group-size 4 $mode, no -k: the first group, then the end" \
	    sh -c "grep -qx 'group 0: answered' n.txt &&
	    grep -qx 'group 1: end after 0 lines' n.txt &&
	    grep -qx 'status 65' n.txt"
	step -o n.err "--group-size 4 $mode, no -k: the line named" \
	    grep -q '^papo-advantage: <stdin>:6: invalid JSON' n.err
done
steps_end
