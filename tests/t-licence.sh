#!/bin/sh
# SPDX-License-Identifier: MIT
# t-licence.sh: LICENSE is the MIT licence, and every source file (C,
# shell, Python, jq programs, the tools' .test files, Slurm scripts, the
# Makefile, CI's script, the man pages, the rubrics and every other YAML
# file (the tests' rubrics and configs), the benchmarks' kept patches)
# says so in an SPDX line near its
# top; a file without one is named.
. "$TOP/tests/lib.sh"
cd "$TOP" || fail "no tree at $TOP"
step "LICENSE is the MIT licence" grep -q '^MIT License' LICENSE
# spdx_missing FILE...: the files among FILE... with no SPDX line in
# their first three lines (one awk for all: not two processes a file)
spdx_missing() {
	awk 'FNR <= 3 && /SPDX-License-Identifier: MIT/ { ok[FILENAME] = 1 }
	END { for (i = 1; i < ARGC; i++) if (!(ARGV[i] in ok)) print ARGV[i] }' \
	    "$@"
}
if command -v git > /dev/null && git rev-parse --git-dir > /dev/null 2>&1; then
	git ls-files -- '*.c' '*.h' '*.sh' '*.py' '*.jq' '*.test' '*.sbatch' \
	    Makefile .ci/run 'man/*.[157]' '*.yaml' 'bench/*.patch' \
	    > "$OLDPWD/files"
else
	find . -path ./build -prune -o -type f \( -name '*.[ch]' -o \
	    -name '*.sh' -o -name '*.py' -o -name '*.jq' -o -name '*.test' \
	    -o -name '*.sbatch' -o -name Makefile -o -path ./.ci/run -o \
	    -path './man/*.[157]' -o -name '*.yaml' -o \
	    -path './bench/*.patch' \) -print | sed 's,^\./,,' > "$OLDPWD/files"
fi
grep -v '^tests/fuzz/seeds/' "$OLDPWD/files" > "$OLDPWD/files.src"
mv "$OLDPWD/files.src" "$OLDPWD/files"
cd "$OLDPWD" || fail "no scratch directory"
step -o files "the source files are listed" [ "$(wc -l < files)" -gt 100 ]
(cd "$TOP" && spdx_missing $(cat "$OLDPWD/files")) > missing
step -o missing "every source file has an SPDX line" [ ! -s missing ]
# the check names a file without one
printf '/* x.c: nothing */\n' > x.c
printf '/* SPDX-License-Identifier: MIT */\n/* y.c */\n' > y.c
# an empty file, and one whose line comes too late, are named too
: > z.c
printf '/*\n *\n *\n * SPDX-License-Identifier: MIT */\n' > w.c
spdx_missing x.c y.c z.c w.c > named
step -o named "a file without the line is named" \
    [ "$(tr '\n' ' ' < named)" = "x.c z.c w.c " ]
