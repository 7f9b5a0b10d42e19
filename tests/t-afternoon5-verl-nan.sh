#!/bin/sh
# SPDX-License-Identifier: MIT
# t-afternoon5-verl-nan.sh: examples/verl_reward.py on references as a
# dataset read back from Parquet by pandas gives them.  A missing
# reference is NaN there, not None: it was sent as the text "nan", and
# "\boxed{nan}" got reward 1.0 (a response rewarded with nothing to be
# checked against), as None would have been before t-verl-noref.sh.  A
# numpy scalar (numpy.int64) made json raise TypeError, and a numpy
# array (a list column) too.  Now NaN is the missing reference
# (ValueError), and anything with tolist() is read as its plain value.
# examples/verl_reward_http.py the same against papo-verify --serve
# (NaN is sent as null: no_reference, the server's null reward; it made
# a 400 that raised, and numpy values a TypeError).
# numpy is not needed: a stand-in class with tolist() is what the
# function sees of one.
set -u
. "$TOP/tests/lib.sh"
command -v python3 > /dev/null || fail "python3 is not installed"

cat > run.py <<'PY'
import os, sys
sys.path.insert(0, os.path.join(os.environ["TOP"], "examples"))
import verl_reward
if os.environ.get("HTTP"):
    import verl_reward_http as verl_reward
# the coprocess raises ValueError; the server's verdict is no_reference
# with its null reward, 0
NOREF = os.environ.get("HTTP") and "no reference (reward 0.0)" or \
    "no reference"

class Np:
    """what verl_reward sees of a numpy scalar or array"""
    def __init__(self, v):
        self.v = v
    def tolist(self):
        return self.v
    def __repr__(self):
        return "Np(%r)" % (self.v,)

def check(what, resp, gt, want):
    try:
        d = verl_reward.compute_details("math", resp, gt)
        got = float(d["reward"] if "reward" in d else d["score"])
        if d.get("verify") == "no_reference":
            got = "no reference (reward %r)" % (got,)
    except ValueError as e:
        got = "no reference" if "no reference answer" in str(e) else str(e)
    except Exception as e:
        got = "%s: %s" % (type(e).__name__, e)
    print("%s\t%s" % ("ok" if got == want else "FAIL", what))
    if got != want:
        print("\tgot %r, want %r" % (got, want))

check("NaN: no reference, \\boxed{nan} not rewarded", "so \\boxed{nan}",
      float("nan"), NOREF)
check("NaN: no reference, \\boxed{4} not scored", "so \\boxed{4}",
      float("nan"), NOREF)
check("a numpy NaN scalar: no reference", "so \\boxed{nan}",
      Np(float("nan")), NOREF)
check("a numpy int64 reference", "so \\boxed{4}", Np(4), 1.0)
check("a numpy int64 reference, a wrong answer", "so \\boxed{5}", Np(4),
      0.0)
check("a numpy array of answers", "so \\boxed{four}", Np(["4", "four"]),
      1.0)
check("a numpy array of answers, a wrong answer", "so \\boxed{5}",
      Np(["4", "four"]), 0.0)
check("a float reference still scores", "so \\boxed{0.5}", 0.5, 1.0)
check("inf is a value, not a missing one", "so \\boxed{\\infty}",
      float("inf"), 1.0)
PY
# results NAME: the cases' lines of NAME.out, each a step
results() {
	while IFS='	' read -r res what; do
		case $res in
		ok|FAIL) step -o "$1.out" "$1: $what" [ "$res" = ok ] ;;
		esac
	done < "$1.out"
	step -o "$1.out" "$1: nine cases checked" \
	    [ "$(grep -c '^ok\|^FAIL' "$1.out")" -eq 9 ]
}
TOP="$TOP" python3 run.py > coprocess.out 2> py.err ||
    fail "run.py: $(head -5 py.err)"
results coprocess

serve_verify srv.err
TOP="$TOP" HTTP=1 PAPO_SERVE_URL=$url python3 run.py > http.out 2> py.err ||
    fail "run.py over HTTP: $(head -5 py.err)"
results http
kill "$sp"
wait "$sp"
