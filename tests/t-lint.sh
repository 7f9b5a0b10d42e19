#!/bin/sh
# SPDX-License-Identifier: MIT
# t-lint.sh: tests/lint.sh (make lint) passes on this tree, fails on a
# small tree with one violation of each rule and names each, and passes
# on the same tree once they are gone.  Each case lints the small tree
# with its own rule alone (sh tests/lint.sh t RULE: a fifth of all fifteen
# rules' processes); the clean tree is linted with all of them first and
# last, and once with a violation of each of three rules at once.
set -u
. "$TOP/tests/lib.sh"
lint="$TOP/tests/lint.sh"

# this tree: make check runs make lint's rules here only (not as a step)
sh "$lint" "$TOP" > tree.out 2>&1
step -o tree.out "this tree: make lint passes (tests/lint.sh's output)" \
    sh -c 'tail -n 1 tree.out | grep -qx "15 passed, 0 failed"'

# a clean tree: the core, two engines, a command
mkdir -p t/lib/verify t/lib/judge t/cmd t/tests/unit t/man
echo '/* buf.h */' > t/lib/buf.h
printf '#include <string.h>\n#include "buf.h"\n' > t/lib/buf.c
echo '/* verify.h */' > t/lib/verify/verify.h
echo '#include <gmp.h>' > t/lib/verify/verify_impl.h
printf '#include "buf.h"\n#include "verify.h"\n#include "verify_impl.h"\n' \
    > t/lib/verify/verify.c
printf '#include <curl/curl.h>\n#include "buf.h"\n' > t/lib/judge/http.c
printf '#include "buf.h"\n#include "verify/verify.h"\n' > t/cmd/papo-x.c
# modules: fields (fields.h, fields.c, fields_preset.c) includes nothing
# of filter; filter includes fields; verify includes latex (verify_impl.h
# is verify's)
echo '/* fields.h */' > t/lib/fields.h
printf '#include "fields.h"\n' > t/lib/fields.c
printf '#include "buf.h"\n#include "fields.h"\n' > t/lib/fields_preset.c
printf '#include "fields.h"\n' > t/lib/filter.h
printf '#include "filter.h"\n#include "fields.h"\n' > t/lib/filter.c
echo '/* latex.h */' > t/lib/verify/latex.h
printf '#include "buf.h"\n#include "latex.h"\n' > t/lib/verify/latex.c
printf '/* strcpy(a, b) in a comment */\nstatic const char *s = "gets(";\n' \
    >> t/cmd/papo-x.c
echo 'int f(void) { return my_rand(2); }' >> t/cmd/papo-x.c
printf '#include "verify/verify.h"\n' > t/tests/unit/check_x.c
cat > t/man/papo-x.1 <<'MAN'
.Dd November 27, 2026
.Dt PAPO-X 1
.Os
.Sh NAME
.Nm papo-x
.Nd an example
.Sh DESCRIPTION
Nothing.
MAN
# paths that exist, in each kind of place, and placeholders
echo '/* see lib/verify/verify.c and lib/buf.h, lib/verify/ */' >> t/lib/buf.h
printf '# lib/*.c and lib/verify/verify*.c\nall:\n' > t/Makefile
printf '#!/bin/sh\nstep x echo "#x" # lib/buf.c; lib/ENGINE/X.h\n' \
    > t/tests/t-x.sh
# a test of steps: through a function of tests/lib.sh that runs step
printf 'step() {\n\t:\n}\n# x: a check\nx() {\n\tstep x true\n}\n' \
    > t/tests/lib.sh
printf 'x; exit 0\n' > t/tests/t-y.sh
# (and on one line, every file and suite: lint's hacking rule)
printf '%s %s\n' 'Read `lib/buf.h`, then lib/verify/: `buf.c`, verify,' \
    'http, fields, fields_preset, filter, latex, `check_x`.' > t/HACKING.md
sh "$lint" t > out 2>&1 || fail "a clean tree: $(cat out)"
step -o out "a clean tree" grep -qx '15 passed, 0 failed' out

# expect RULE TEXT: lint's RULE fails on t, and TEXT is said
expect() {
	sh "$lint" t "$1" > out 2>&1 && fail "$1 passed: $(cat out)"
	step -o out "$1 not failed" grep -qx "lint: $1: failed" out
	step -o out "$1 lacks '$2'" grep -qF -- "$2" out
	step -o out "$1" grep -qx '0 passed, 1 failed' out
}
# undo FILE: FILE back as it was (saved as FILE.orig by each step); the
# end lints the tree clean with every rule once (a lint run of all the
# rules is some sixty processes: not one after each undo)
undo() {
	mv "$1.orig" "$1"
}

cp t/lib/buf.c t/lib/buf.c.orig
echo '#include "verify/verify.h"' >> t/lib/buf.c
expect layering "lib/buf.c:3: the core includes 'verify/verify.h'"
undo t/lib/buf.c

cp t/lib/judge/http.c t/lib/judge/http.c.orig
echo '#include "verify.h"' >> t/lib/judge/http.c
expect layering "lib/judge/http.c:3: 'verify.h' is neither"
echo '#include "../verify/verify.h"' > t/lib/judge/http.c
expect layering "lib/judge/http.c:1: '../verify/verify.h' is a path"
undo t/lib/judge/http.c

# cycles: a file of a module (fields_preset.c is fields') including a
# module that includes it; a longer one in an engine through an _impl.h
cp t/lib/fields_preset.c t/lib/fields_preset.c.orig
echo '#include "filter.h"' >> t/lib/fields_preset.c
expect cycles "lib/fields_preset.c:3: 'filter.h': module fields includes filter"
step -o out "cycles: no path" grep -qF '(filter -> fields)' out
undo t/lib/fields_preset.c
cp t/lib/verify/latex.c t/lib/verify/latex.c.orig
echo '#include "verify.h"' >> t/lib/verify/latex.c
sh "$lint" t cycles > out 2>&1 || fail "latex includes verify: $(cat out)"
cp t/lib/verify/verify_impl.h t/lib/verify/verify_impl.h.orig
echo '#include "latex.h"' >> t/lib/verify/verify_impl.h
expect cycles "lib/verify/verify_impl.h:2: 'latex.h': module verify/verify"
step -o out "cycles: the path" grep -qF '(verify/latex -> verify/verify)' out
undo t/lib/verify/verify_impl.h
mv t/lib/verify/latex.c.orig t/lib/verify/latex.c

cp t/tests/unit/check_x.c t/tests/unit/check_x.c.orig
echo '#include "verify/verify_impl.h"' >> t/tests/unit/check_x.c
expect impl "tests/unit/check_x.c:2: 'verify/verify_impl.h' is private"
undo t/tests/unit/check_x.c

cp t/lib/judge/http.c t/lib/judge/http.c.orig
echo '#include <mpfr.h>' >> t/lib/judge/http.c
expect libraries "lib/judge/http.c:3: <mpfr.h>: GMP and MPFR belong"
undo t/lib/judge/http.c
cp t/lib/buf.c t/lib/buf.c.orig
echo '#include <sqlite3.h>' >> t/lib/buf.c
expect libraries "lib/buf.c:3: <sqlite3.h>: libcurl and SQLite belong"
undo t/lib/buf.c

for w in strcpy sprintf atoi sprintf_ok atof localtime strtok; do
	cp t/lib/buf.c t/lib/buf.c.orig
	printf 'void g(char *a) { (void)%s(a); }\n' "$w" >> t/lib/buf.c
	case $w in
	*_ok) sh "$lint" t banned > out 2>&1 || fail "$w: $(cat out)" ;;
	*) expect banned "lib/buf.c:3: '$w' is banned" ;;
	esac
	undo t/lib/buf.c
done

# explain: a decision of lib/verify read from --explain's words; the
# same words in a comment, or a fact read, are no violation
cp t/lib/verify/verify.c t/lib/verify/verify.c.orig
printf '/* strcmp(w->after, "end") */\nint f(int e) { return e; }\n' \
    >> t/lib/verify/verify.c
sh "$lint" t explain > out 2>&1 || fail "explain: $(cat out)"
printf 'int g(const char *a) { return strcmp(w->after, a); }\n' \
    >> t/lib/verify/verify.c
expect explain "lib/verify/verify.c:6: an --explain string compared"
undo t/lib/verify/verify.c

# paths: a file, a folder or a glob that names nothing, in a C comment,
# a Makefile's or a shell file's comment, a doc, a man page
cp t/lib/verify/verify.c t/lib/verify/verify.c.orig
echo 'int x; /* lib/follow.h */' >> t/lib/verify/verify.c
expect paths "lib/verify/verify.c:4: 'lib/follow.h' does not exist"
undo t/lib/verify/verify.c
cp t/lib/buf.c t/lib/buf.c.orig
echo 'static const char *p = "lib/nothing.c";' >> t/lib/buf.c
sh "$lint" t paths > out 2>&1 || fail "a path in a string: $(cat out)"
undo t/lib/buf.c
cp t/Makefile t/Makefile.orig
printf 'x:\n\ttrue lib/gone.c # lib/stats/*.c\n' >> t/Makefile
expect paths "Makefile:4: 'lib/stats/*.c' names no file"
grep -q 'gone' out && fail "paths: code in a Makefile checked: $(cat out)"
undo t/Makefile
cp t/tests/t-x.sh t/tests/t-x.sh.orig
echo '# lib/judge/cache.c' >> t/tests/t-x.sh
expect paths "tests/t-x.sh:3: 'lib/judge/cache.c' does not exist"
undo t/tests/t-x.sh
# shell: a function of tests/lib.sh defined twice, or again by a test
cp t/tests/lib.sh lib.keep
printf 'step() {\n\t:\n}\n' > t/tests/lib.sh
sh "$lint" t shell > out 2>&1 || fail "a lib.sh: $(cat out)"
cp t/tests/lib.sh t/tests/lib.sh.orig
printf 'x() {\n\t:\n}\nstep() { :; }\n' >> t/tests/lib.sh
expect shell "tests/lib.sh:7: step() defined again (first on line 1)"
undo t/tests/lib.sh
printf 'step() {\n\t:\n}\n' >> t/tests/t-x.sh
expect shell "tests/t-x.sh:3: step() replaces the one of tests/lib.sh"
sed -i '3,$d' t/tests/t-x.sh
cp lib.keep t/tests/lib.sh
# steps: a test whose checks are all fail, or whose step is only in a
# comment or a string, or that calls a function of tests/lib.sh that
# does not run step
printf '[ -s f ] || fail "no f"\n# step x true\necho "step x true"\n' \
    > t/tests/t-z.sh
printf 'y() {\n\techo step\n}\n' >> t/tests/lib.sh
printf 'y\n' >> t/tests/t-z.sh
expect steps "tests/t-z.sh: no check is a step"
printf 'x\n' >> t/tests/t-z.sh
sh "$lint" t steps > out 2>&1
step -o out "steps: a test that runs lib.sh's x, which steps" \
    grep -qx '1 passed, 0 failed' out
rm t/tests/t-z.sh
# a cluster test is a shell test too
mkdir -p t/tests/cluster
printf '[ -s f ] || fail "no f"\n' > t/tests/cluster/t-c.sh
expect steps "tests/cluster/t-c.sh: no check is a step"
printf 'step x true\n' >> t/tests/cluster/t-c.sh
sh "$lint" t steps > out 2>&1
step -o out "steps: a cluster test with a step" grep -qx '1 passed, 0 failed' out
rm -r t/tests/cluster
# a step's title made of what the test saw; an arithmetic or a single-
# quoted title is not
printf '%s\n' 'step "n: $((1 + 1))" true' "step 'no \$(x)' true" \
    'step -o o "wrote $(wc -l < o) lines" true' > t/tests/t-w.sh
expect steps "tests/t-w.sh:3: a step's title holds a command's output"
sed -i '3d' t/tests/t-w.sh
sh "$lint" t steps > out 2>&1
step -o out "steps: a title of fixed text, an arithmetic" \
    grep -qx '1 passed, 0 failed' out
rm t/tests/t-w.sh
cp lib.keep t/tests/lib.sh
cp t/HACKING.md t/HACKING.md.orig
echo 'The reader, `lib/jsonl.h`.' >> t/HACKING.md
expect paths "HACKING.md:2: 'lib/jsonl.h' does not exist"
undo t/HACKING.md
# a Python comment and any other doc: a generator's, a benchmark's notes
printf 'x = "lib/gone.c"  # after lib/judge/rubric.c\n' > t/tests/gen.py
expect paths "tests/gen.py:1: 'lib/judge/rubric.c' does not exist"
grep -q "lib/gone.c'" out && fail "paths: a Python string checked: $(cat out)"
rm t/tests/gen.py
mkdir -p t/bench
printf 'Notes.\nThe charts are in `lib/stats/svg.c`.\n' > t/bench/NOTES.md
expect paths "bench/NOTES.md:2: 'lib/stats/svg.c' does not exist"
rm -r t/bench
cp t/man/papo-x.1 t/man/papo-x.1.orig
echo 'See lib/verify/units/.' >> t/man/papo-x.1
expect paths "man/papo-x.1:9: 'lib/verify/units/' does not exist"
undo t/man/papo-x.1

cp t/man/papo-x.1 t/man/papo-x.1.orig
sed -i '/^\.Nd/d' t/man/papo-x.1
expect man "papo-x.1"
undo t/man/papo-x.1

# long N: a function h() of N lines of body
long() {
	printf 'int\nh(int x)\n{\n'
	i=0
	while [ "$i" -lt "$1" ]; do
		echo '	x++;'
		i=$((i + 1))
	done
	printf '}\n'
}
cp t/lib/buf.c t/lib/buf.c.orig
long 150 >> t/lib/buf.c
sh "$lint" t length > out 2>&1	# fails: over 100, the rule below
step -o out "150 lines, not over 150" sh -c '! grep -q "over 150" out'
cp t/lib/buf.c.orig t/lib/buf.c
long 151 >> t/lib/buf.c
expect length "lib/buf.c:4: h() is 151 lines, over 150"
echo 'lib/buf.c h' > t/tests/long-functions.txt
expect length "lib/buf.c:4: h() is 151 lines, over 150"
rm t/tests/long-functions.txt
undo t/lib/buf.c
# functions of 100 lines pass, one of 101 fails (none may be over 100)
cp t/lib/buf.c t/lib/buf.c.orig
k=1
while [ "$k" -le 3 ]; do
	long 100 | sed "s/^h(/h$k(/" >> t/lib/buf.c
	k=$((k + 1))
done
sh "$lint" t length > out 2>&1 ||
    fail "3 of 100 lines: $(cat out)"
long 101 | sed 's/^h(/h4(/' >> t/lib/buf.c
expect length "h4() is 101 lines, one of 1 over 100 (at most 0)"
undo t/lib/buf.c
# width: 80 columns pass, 81 fail; a tab runs to the next multiple of
# 8, a wide character (CJK) is two columns, a UTF-8 letter one
# xs N: N x's
xs() {
	printf "%${1}s" '' | tr ' ' x
}
cp t/lib/buf.c t/lib/buf.c.orig
printf '/* %s */\n' "$(xs 74)" >> t/lib/buf.c
printf '\t/* %s */\n' "$(xs 66)" >> t/lib/buf.c
printf '/* \303\251%s */\n' "$(xs 73)" >> t/lib/buf.c
sh "$lint" t width > out 2>&1 || fail "80 columns: $(cat out)"
printf '/* \344\270\255%s */\n' "$(xs 73)" >> t/lib/buf.c
expect width "lib/buf.c:6: 81 columns, over 80"
undo t/lib/buf.c
cp t/cmd/papo-x.c t/cmd/papo-x.c.orig
printf '\t\t\t\t\t\t\t\t\t\tx = 1;\n' >> t/cmd/papo-x.c
expect width "cmd/papo-x.c:6: 86 columns, over 80"
undo t/cmd/papo-x.c
# names: a file's exported function or object starts with its module's,
# its own or its engine's prefix, or one HACKING.md's table gives it
cp t/lib/buf.c t/lib/buf.c.orig
cp t/lib/judge/http.c t/lib/judge/http.c.orig
cp t/HACKING.md t/HACKING.md.orig
printf 'int\npapo_buf_add(void)\n{\n}\nstatic int\npapo_zz(void)\n{\n}\n' \
    >> t/lib/buf.c
printf 'int\npapo_judge_x(void)\n{\n}\nint\npapo_http_y(void)\n{\n}\n' \
    >> t/lib/judge/http.c
sh "$lint" t names > out 2>&1 || fail "names of the file: $(cat out)"
printf 'int\npapo_other(void)\n{\n}\n' >> t/lib/buf.c
expect names "lib/buf.c:12: papo_other is not named with a prefix of lib/buf.c"
printf '  | `lib/buf*.c`, `lib/x.c` | `papo_oth*` (others) |\n' >> t/HACKING.md
sh "$lint" t names > out 2>&1 || fail "a prefix of the table: $(cat out)"
printf 'const int papo_tbl[2] = { 1, 2 };\n' >> t/lib/buf.c
expect names "lib/buf.c:15: papo_tbl is not named"
undo t/lib/buf.c
printf 'int\npapo_verify_z(void)\n{\n}\n' >> t/lib/judge/http.c
expect names "lib/judge/http.c:12: papo_verify_z is not named"
undo t/lib/judge/http.c
undo t/HACKING.md
# hacking: a file of lib/ or a Check suite HACKING.md does not name
cp t/HACKING.md t/HACKING.md.orig
echo '/* newer.c */' > t/lib/verify/newer.c
echo '/* check_y.c */' > t/tests/unit/check_y.c
expect hacking "lib/verify/newer.c: not named in HACKING.md"
expect hacking "tests/unit/check_y.c: not named in HACKING.md"
echo '/* the private part */' > t/lib/verify/newer_impl.h
echo 'The newest: `newer.c` and check_y.' >> t/HACKING.md
sh "$lint" t hacking > out 2>&1 || fail "both named: $(cat out)"
rm t/lib/verify/newer.c t/lib/verify/newer_impl.h t/tests/unit/check_y.c
undo t/HACKING.md

# unused: an exported function no code calls (a comment or a prototype
# is not a use), then called from a command
cp t/lib/buf.c t/lib/buf.c.orig
cp t/lib/buf.h t/lib/buf.h.orig
cp t/cmd/papo-x.c t/cmd/papo-x.c.orig
printf 'int\npapo_buf_zap(void)\n{\n\treturn 0;\n}\n' >> t/lib/buf.c
printf 'int papo_buf_zap(void);\n/* papo_buf_zap() */\n' >> t/lib/buf.h
echo 'static const char *zap = "papo_buf_zap()";' >> t/cmd/papo-x.c
expect unused "lib/buf.c:4: papo_buf_zap is exported and never used"
echo 'int g(void) { return papo_buf_zap(); }' >> t/cmd/papo-x.c
sh "$lint" t unused > out 2>&1 || fail "a function called: $(cat out)"
undo t/lib/buf.c
undo t/lib/buf.h
undo t/cmd/papo-x.c

# all the rules at once: three violations, of three rules, the twelve
# others pass; and two rules named run those two alone
cp t/lib/buf.c t/lib/buf.c.orig
printf '#include <sqlite3.h>\nvoid g(char *a) { (void)atoi(a); }\n' \
    >> t/lib/buf.c
cp t/tests/t-x.sh t/tests/t-x.sh.orig
echo '# lib/judge/cache.c' >> t/tests/t-x.sh
sh "$lint" t > out 2>&1
step -o out "three violations: three rules fail, twelve pass" \
    grep -qx '12 passed, 3 failed' out
step -o out "the three rules named" sh -c 'for r in libraries banned paths; do
    grep -qx "lint: $r: failed" out || exit 1; done'
sh "$lint" t banned length > out 2>&1
step -o out "two rules named: those two run" grep -qx '1 passed, 1 failed' out
step -o out "and not the others" sh -c '! grep -q "sqlite3\|cache\.c" out'
undo t/lib/buf.c
undo t/tests/t-x.sh
sh "$lint" t nothing > out 2>&1
step -o out "a rule that is none: status 2, named" \
    sh -c '[ "$0" -eq 2 ] && grep -q "no rule .nothing." out' "$?"
sh "$lint" t > out 2>&1
step -o out "the tree clean again, each violation undone" \
    grep -qx '15 passed, 0 failed' out
exit 0
