#!/bin/sh
# t-lint.sh: tests/lint.sh (make lint) passes on this tree, fails on a
# small tree with one violation of each rule and names each, and passes
# on the same tree once they are gone.
set -u
. "$TOP/tests/lib.sh"
lint="$TOP/tests/lint.sh"

sh "$lint" "$TOP" > out 2>&1 || fail "this tree: $(cat out)"
tail -n 1 out | grep -qx '5 passed, 0 failed' || fail "this tree: $(cat out)"

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
sh "$lint" t > out 2>&1 || fail "a clean tree: $(cat out)"
step -o out "a clean tree" grep -qx '5 passed, 0 failed' out

# expect RULE TEXT: lint fails on t, with RULE failed and TEXT said
expect() {
	sh "$lint" t > out 2>&1 && fail "$1 passed: $(cat out)"
	step -o out "$1 not failed" grep -qx "lint: $1: failed" out
	step -o out "$1 lacks '$2'" grep -qF -- "$2" out
	step -o out "$1" grep -qx '4 passed, 1 failed' out
}
# undo FILE: FILE back as it was (saved as FILE.orig by each step)
undo() {
	mv "$1.orig" "$1"
	sh "$lint" t > out 2>&1 || fail "after $1 undone: $(cat out)"
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
	*_ok) sh "$lint" t > out 2>&1 || fail "$w: $(cat out)" ;;
	*) expect banned "lib/buf.c:3: '$w' is banned" ;;
	esac
	undo t/lib/buf.c
done

cp t/man/papo-x.1 t/man/papo-x.1.orig
sed -i '/^\.Nd/d' t/man/papo-x.1
expect man "papo-x.1"
undo t/man/papo-x.1
exit 0
