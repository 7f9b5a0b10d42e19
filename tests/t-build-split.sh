#!/bin/sh
# SPDX-License-Identifier: MIT
# t-build-split.sh: what make check's builds share, as the Makefile says:
# the no-OpenMP build compiles only the sources that name OpenMP and
# takes the others from the plain build (OMP_FROM); the fuzz build
# compiles only the objects its targets link (LIB_ONLY) and leaves the
# rest to -fsyntax-only; and a program records only the libraries it
# calls (--as-needed), under the sanitizers too.
set -u
. "$TOP/tests/lib.sh"

# show VAR MAKE-ARGS...: the value of VAR in the Makefile with MAKE-ARGS
show() {
	_v=$1
	shift
	make -s --no-print-directory -C "$TOP" "$@" \
	    --eval "show-var: ; @echo \$($_v)" show-var 2> /dev/null
}

show LIB_OBJ BUILD=/b/noomp OMP_FROM=/b > noomp.out
tr ' ' '\n' < noomp.out | grep . > noomp.list
step -o noomp.out "noomp: cli.c, which names OpenMP, is compiled again" \
    grep -qx /b/noomp/lib/cli.o noomp.list
step -o noomp.out "noomp: json.c, which does not, is the plain build's" \
    grep -qx /b/lib/json.o noomp.list
step -o noomp.out "noomp: one object a source, none lost" \
    [ "$(wc -l < noomp.list)" -eq "$(ls "$TOP"/lib/*.c "$TOP"/lib/*/*.c |
    wc -l)" ]
for f in $(show OMP_SRC); do
	grep -qE '_OPENMP|pragma[[:space:]]+omp|omp_[a-z]|omp\.h' "$TOP/$f" ||
	    fail "OMP_SRC names $f, which does not name OpenMP"
done
step "noomp: OMP_SRC finds cli.c, filter.c and jsonl.c" \
    sh -c 'for f in cli filter jsonl; do
	echo " $0 " | grep -q " lib/$f.c " || exit 1; done' "$(show OMP_SRC)"

printf 'json.o\nerr.o\n' > only
show LIB_OBJ BUILD=/f LIB_ONLY="$PWD/only" > only.out
step -o only.out "LIB_ONLY: the library holds only the objects named" \
    [ "$(tr ' ' '\n' < only.out | grep . | sort | tr '\n' ' ')" = \
    "/f/lib/err.o /f/lib/json.o " ]
show LIB_REST BUILD=/f LIB_ONLY="$PWD/only" > rest.out
step -o rest.out "LIB_REST: the others, checked by -fsyntax-only" \
    sh -c 'grep -q "lib/cli.c" rest.out && ! grep -q "lib/json.c" rest.out'

# --as-needed: papo-stats calls nothing of libcurl's, in any build (the
# ASan build's behind asan-shell's sampling front: program_file)
prog=$(program_file papo-stats)
step "papo-stats does not load libcurl" \
    sh -c '! readelf -d "$0" | grep -q "NEEDED.*libcurl"' "$prog"
step "papo-judge does (the check can fail)" \
    sh -c 'readelf -d "$0" | grep -q "NEEDED.*libcurl"' \
    "$(program_file papo-judge)"
