# SPDX-License-Identifier: MIT
# papo: build, test and install the four filters.
#
#   make            build bin/papo-*
#   make check      what CI runs (.ci/run): install missing Debian packages,
#                   build (DEVELOPER=1) the plain, ASan/UBSan, libFuzzer
#                   and no-OpenMP variants in parallel, then each
#                   shell test once (t-lint.sh: make lint on the tree) (a
#                   seeded eighth of its tools' starts under ASan/UBSan,
#                   the rest plain, or plain where
#                   CLI_PLAIN_ONLY says why), the .test files and the
#                   units in both builds, the parsers' units under
#                   valgrind, the fuzzers over their kept inputs and a
#                   fixed number of runs; the last line is "N passed,
#                   M failed"
#   make check-full make check with every test file in both builds and
#                   every unit under valgrind (twice the time)
#   make test       build and run the suite once (the quick loop)
#   make DEVELOPER=1 ...  warnings are errors (make check sets it)
#   make check-cluster  the Slurm and ssh tests alone (make check runs them)
#   make lint       tests/lint.sh: layering, banned calls, man pages
#   make fuzz       explore with each fuzzer for FUZZ_SECONDS (not in CI)
#   make demo       install missing packages, build, run the example pipeline
#   make bench      run the benchmarks, write bench/RESULTS.md
#   make pgo        bin/papo-verify built again from the counts of a run
#                   on the real-response corpus (gcc's profile feedback)
#   make install    PREFIX=/usr/local DESTDIR= (binaries, rubrics, man pages)
#
# Sources are found by wildcard: the core lib/*.c, the engines
# lib/ENGINE/*.c (verify, judge, stats, advantage, server), cmd/papo-*.c,
# tests/unit/check_*.c, tests/helpers/*.c, bench/*.c, tests/fuzz/fuzz_*.c.
# OPENMP= builds without OpenMP (one thread; the default is -fopenmp);
# make check builds it too (noomp-build).

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/papo
MANDIR ?= $(PREFIX)/share/man
DESTDIR ?=

CC ?= cc
# -O3: papo-verify's rule machinery, many small functions over short
# strings, runs 3.5% fewer instructions a record than at -O2 (gcc 12,
# bench/results/verify.md round 28), and -fno-plt 0.4% more (a libc
# call through the GOT, not a PLT jump: memchr is 67 calls a record,
# strlen 53); -flto took 2.0% more off but a minute's link for each
# program and unit, -funroll-loops added 2%.
CFLAGS ?= -O3 -g -fno-plt
# The test programs of the plain build (units, helpers, the fuzz
# targets' replays: test code over the -O3 library) at -O2: 3.6 fewer
# CPU-s of check-build's compiling (22.3 -> 18.6, the 69 units, helpers
# and replays, gcc 12), nothing they check changed, -O2's warnings kept
# (-O3 adds loop transformations, not checks; check-time.md round 17).
# Only after an -O3 (the plain build's): the sanitizer, fuzz and
# no-OpenMP builds keep their own CFLAGS.
TEST_OPT = $(if $(filter -O3,$(CFLAGS)),-O2)
# Warnings are errors only under DEVELOPER=1 (make check sets it), as in
# git: a user's newer compiler that warns where ours does not must not
# break the build.
DEVELOPER ?=
WERROR ?= $(if $(DEVELOPER),-Werror)
# An option row (struct papo_opt) may end before its value's type, as
# git's DEVOPTS let an initializer end early.
WARNINGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wpointer-arith -Wwrite-strings -Wformat=2 \
	-Wvla -Wundef -Wcast-align -Wnull-dereference -Wdouble-promotion \
	-Wno-missing-field-initializers \
	$(WERROR)

# Where objects and programs go; a second tree can build elsewhere
# (make BUILD=/tmp/b BIN=/tmp/b/bin check) without touching this one.
BUILD ?= build
BIN ?= bin

PKG_CONFIG ?= pkg-config
LIB_PKGS = yaml-0.1 libcurl sqlite3 mpfr gmp libmicrohttpd zlib libzstd liblzma
PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(LIB_PKGS) 2>/dev/null)
PKG_LIBS := $(shell $(PKG_CONFIG) --libs $(LIB_PKGS) 2>/dev/null)
CHECK_CFLAGS := $(shell $(PKG_CONFIG) --cflags check 2>/dev/null)
CHECK_LIBS := $(shell $(PKG_CONFIG) --libs check 2>/dev/null)

# -fopenmp, or nothing: the #pragma omp loops then run on one thread
OPENMP ?= -fopenmp
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(OPENMP) -Ilib \
	-DPAPO_DATADIR='"$(DATADIR)"' $(PKG_CFLAGS) $(WARNINGS) \
	$(if $(OPENMP),,-Wno-unknown-pragmas) $(CFLAGS)
# --as-needed: a program records only the libraries it calls (papo-stats
# not libcurl and its dozen dependencies).  Debian's gcc passes it itself,
# but not under -fsanitize=, where every program loaded all 44 libraries.
ALL_LDFLAGS = $(OPENMP) -Wl,--as-needed $(LDFLAGS)
LIBS = $(PKG_LIBS) -lm

LIB_SRC := $(sort $(wildcard lib/*.c lib/*/*.c))
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
# The sources that name OpenMP (its pragmas, omp.h, omp_*() or _OPENMP):
# only these compile differently without -fopenmp.  With OMP_FROM=DIR
# (noomp-build sets it) the library takes every other object from the
# build in DIR, already compiled and identical.
OMP_RE = _OPENMP|pragma[[:space:]]+omp|omp_[a-z]|omp\.h
OMP_SRC := $(shell grep -l -E '$(OMP_RE)' $(LIB_SRC) 2>/dev/null)
ifdef OMP_FROM
LIB_OBJ := $(foreach s,$(LIB_SRC),$(if $(filter $(s),$(OMP_SRC)), \
	$(BUILD)/$(s:.c=.o),$(OMP_FROM)/$(s:.c=.o)))
endif
# With LIB_ONLY=FILE (fuzz-build sets it) the library holds only the
# objects FILE names (one a line, x.o), and the other sources (LIB_REST)
# are only compiled for the compiler's warnings ($(BUILD)/.syntax).
ifdef LIB_ONLY
LIB_KEEP := $(shell cat $(LIB_ONLY))
LIB_REST := $(foreach s,$(LIB_SRC), \
	$(if $(filter $(notdir $(s:.c=.o)),$(LIB_KEEP)),,$(s)))
LIB_OBJ := $(filter-out $(LIB_REST:%.c=$(BUILD)/%.o),$(LIB_OBJ))
endif
CMD_SRC := $(sort $(wildcard cmd/papo-*.c))
PROGS := $(CMD_SRC:cmd/%.c=$(BIN)/%)
UNIT_SRC := $(sort $(wildcard tests/unit/check_*.c))
UNITS := $(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%)
HELPER_SRC := $(sort $(wildcard tests/helpers/*.c))
HELPERS := $(HELPER_SRC:tests/helpers/%.c=$(BUILD)/tests/helpers/%)
BENCH_SRC := $(sort $(wildcard bench/*.c))
BENCH_PROGS := $(BENCH_SRC:bench/%.c=$(BUILD)/bench/%)
MAN1 := $(sort $(wildcard man/*.1))
MAN5 := $(sort $(wildcard man/*.5))
MAN7 := $(sort $(wildcard man/*.7))
RUBRICS := $(sort $(wildcard rubrics/*.yaml))
DEPFILES := $(LIB_OBJ:.o=.d) $(CMD_SRC:%.c=$(BUILD)/%.d) \
	$(UNIT_SRC:tests/unit/%.c=$(BUILD)/tests/%.d) \
	$(HELPER_SRC:tests/helpers/%.c=$(BUILD)/tests/helpers/%.d) \
	$(BENCH_SRC:%.c=$(BUILD)/%.d) $(BUILD)/install/judge_run.d

# Debian 12 packages: what the build (and the demo: make deps-build)
# needs, what the tests and the benchmarks add (make deps installs both),
# what only the benchmarks add (make deps-bench: ANTLR and its Java run-time for bench-serve's
# Math-Verify-style Python server; make check does not need them), and
# what the cluster tests add (make deps-cluster: Slurm, munge, sshd for
# GNU parallel).
DEB_BUILD_PKGS = gcc make pkg-config libyaml-dev libjsmn-dev \
	libcurl4-openssl-dev libgmp-dev libmpfr-dev libsqlite3-dev \
	libmicrohttpd-dev zlib1g-dev libzstd-dev liblzma-dev
DEB_TEST_PKGS = check sqlite3 mandoc librsvg2-bin libxml2-utils jq python3 \
	valgrind clang libomp-dev parallel libclang-rt-dev ca-certificates \
	time bsdextrautils python3-aiohttp python3-sympy zstd xz-utils
DEB_BENCH_PKGS = python3-antlr4 antlr4
DEB_CLUSTER_PKGS = slurm-wlm slurm-client munge openssh-server \
	openssh-client
DEB_PKGS = $(DEB_BUILD_PKGS) $(DEB_TEST_PKGS)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all check test unit cli deps deps-build demo bench agreement agreement-corpus deps-cluster deps-bench check-cluster install uninstall pgo \
	check-full asan-shell cli-plain valgrind-hostile show-tests fuzz-quick \
	clean lint check-asan check-valgrind fuzz FORCE check-build \
	asan-build asan-unit asan-cli valgrind-unit units helpers \
	fuzz-build fuzz-check noomp-build

all: $(PROGS)

$(BUILD)/libpapo.a: $(LIB_OBJ) $(LIB_ONLY)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $(filter %.o,$^)

# The libraries' headers, looked for once per build directory: a missing
# one is named here, not as a compiler error.  jsmn has no .pc file.
$(BUILD)/.pkgs:
	@missing=; for p in $(LIB_PKGS) check; do \
	  $(PKG_CONFIG) --exists $$p 2>/dev/null || missing="$$missing $$p"; \
	done; \
	echo '#include <jsmn.h>' | $(CC) -E -x c - > /dev/null 2>&1 || \
	  missing="$$missing jsmn.h"; \
	if [ -n "$$missing" ]; then \
	  echo "papo: missing:$$missing (Debian: make deps installs them)"; \
	  exit 1; \
	fi
	@mkdir -p $(@D) && touch $@

$(BUILD)/%.o: %.c | $(BUILD)/.pkgs
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BIN)/%: $(BUILD)/cmd/%.o $(BUILD)/libpapo.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS)

$(BUILD)/tests/%.o: tests/unit/%.c | $(BUILD)/.pkgs
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(TEST_OPT) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/check_%: $(BUILD)/tests/check_%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(CHECK_LIBS) $(LIBS)

$(BUILD)/tests/helpers/%.o: tests/helpers/%.c | $(BUILD)/.pkgs
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(TEST_OPT) -MMD -MP -c -o $@ $<

$(BUILD)/tests/helpers/%: $(BUILD)/tests/helpers/%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS) -lpthread

# Benchmark programs (bench/*.c), built by the tests so that they keep
# compiling, run by the benchmarks.
$(BUILD)/bench/%: $(BUILD)/bench/%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS)

# Everything a fresh Debian machine is missing, installed with apt-get;
# one dpkg-query, and not a word, when nothing is (apt runs only then).
DEB_INSTALL = command -v dpkg-query > /dev/null || { \
	  echo "deps: no dpkg-query: install $$pkgs by hand"; exit 0; }; \
	have=" "$$(dpkg-query -W -f='$${db:Status-Status} $${Package}\n' \
	  $$pkgs 2>/dev/null | awk '$$1 == "installed" { print $$2 }' | \
	  tr '\n' ' '); \
	missing=; for p in $$pkgs; do \
	  case $$have in *" $$p "*) ;; *) missing="$$missing $$p" ;; esac; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq --no-install-recommends $$missing; \
	fi
deps:
	@pkgs="$(DEB_PKGS)"; $(DEB_INSTALL)
deps-build:
	@pkgs="$(DEB_BUILD_PKGS)"; $(DEB_INSTALL)
deps-cluster:
	@pkgs="$(DEB_CLUSTER_PKGS)"; $(DEB_INSTALL)
deps-bench:
	@pkgs="$(DEB_BENCH_PKGS)"; $(DEB_INSTALL)

# What CI runs (.ci/run).  The builds go in parallel, then the steps,
# NPROC at a time (the longest first: the CLI suites mostly wait,
# valgrind and the fuzzers compute); tests/check.sh shows each step's
# output, counts its checks, and ends with "N passed, M failed" for all
# of them.  Nothing in it is timed: loops are sized per build, time
# limits have a margin of ten, the fuzzers run a fixed number of inputs
# from a fixed seed.  make check runs each shell test once (asan-shell,
# a seeded eighth of its tools' starts under ASan and the rest plain,
# or cli-plain for CLI_PLAIN_ONLY below) and valgrind on the units that
# parse hostile input; make check-full runs every file in both builds and
# every unit under valgrind (bench/results/check-time.md, round 8: what
# each costs and what make check no longer checks where).
NPROC := $(shell nproc 2>/dev/null || echo 2)
# test files run at once by each CLI suite (tests/run-tests.sh -j)
CLI_JOBS = $(NPROC)
# The python3 the shell tests run (tests/run-tests.sh puts it first on
# PATH): Debian's, which make deps installs with python3-aiohttp, all
# the tests' scripts import beside the standard library.  Built with
# PGO and LTO, it runs the generators in about two thirds of the CPU of
# an interpreter built from source (pyenv's: eight python-heavy files
# under ASan 44 -> 30 CPU-s; check-time.md round 20).  Empty: the
# python3 on PATH.
export PAPO_PYTHON ?= $(wildcard /usr/bin/python3)
# make lint's rules run on the tree once, in t-lint.sh (cli-plain, and
# cli in make check-full), which fails with lint.sh's output; not as a
# step of its own too (the same 13 rules twice, 4.2 CPU-s; check-time.md
# round 17)
# The steps run NPROC at a time, each in the order given as a slot
# frees: the longest first (the idle gate's wall seconds: asan-shell
# 243, fuzz-quick 102, valgrind-hostile 84, asan-unit 70, cli-plain 60,
# unit 46), so that the two slots end together, not with a long step
# started late.  check-cluster (34 s wall, 8 CPU-s: it waits on Slurm's
# and sshd's daemons) runs beside them (CHECK_BESIDE, check.sh -b), not
# in a slot, where a core would idle while it waits (check-time.md
# round 19)
CHECK_STEPS = asan-shell fuzz-quick valgrind-hostile asan-unit \
	cli-plain unit
CHECK_FULL_STEPS = asan-cli valgrind-unit cli fuzz-check asan-unit unit
CHECK_BESIDE = check-cluster
check: deps
	+@t0=$$(date +%s); $(MAKE) -j$(NPROC) DEVELOPER=1 check-build && \
	  times > $(BUILD)/.check-build.times && \
	  echo "== make check-build: $$(($$(date +%s) - t0)) s," \
	    "cpu $$(sh tests/check.sh cpu $(BUILD)/.check-build.times) s"
	@MAKE="$(MAKE) DEVELOPER=1" sh tests/check.sh steps -j $(NPROC) \
	  $(CHECK_BESIDE:%=-b %) $(CHECK_STEPS)
check-full: deps
	+@t0=$$(date +%s); $(MAKE) -j$(NPROC) DEVELOPER=1 check-build && \
	  times > $(BUILD)/.check-build.times && \
	  echo "== make check-build: $$(($$(date +%s) - t0)) s," \
	    "cpu $$(sh tests/check.sh cpu $(BUILD)/.check-build.times) s"
	@MAKE="$(MAKE) DEVELOPER=1" sh tests/check.sh steps -j $(NPROC) \
	  $(CHECK_BESIDE:%=-b %) $(CHECK_FULL_STEPS)

# The CLI suite in make check: every shell test (tests/t-*.sh) once,
# under ASan/UBSan (asan-shell), but for the files below, which run in
# the plain build only (cli-plain), each for what only that build shows
# or because its subject is not the programs; cli-plain runs the .test
# files too (a process a case: 5-10 times their plain CPU under ASan).
# A name here that is no file fails the run (tests/run-tests.sh).
# The tree and the runner, not the programs (their result cannot differ
# by build): make lint's rules, the runner, the SPDX lines, which
# options the tests set, check.sh's counting and CPU figures, fuzz/run.sh
# (t-build-split.sh reads the programs' libraries: under ASan it is.)
CLI_PLAIN_ONLY = t-lint.sh t-runner.sh t-licence.sh t-option-tests.sh \
	t-check-cpu.sh t-fuzz-check.sh t-check.sh t-check-split.sh \
	t-asan-sample.sh t-sample-start.sh
# make install of the build users install (it relinks papo-judge)
CLI_PLAIN_ONLY += t-install.sh t-install-tree.sh
# limits on memory or address space: the sanitizers' shadow memory cannot
# live under one, so under ASan these skip their subject (lib.sh sanitized)
CLI_PLAIN_ONLY += t-advantage-late.sh t-advantage-memory.sh t-verify-big.sh
# the same bytes whatever the OpenMP thread count: the optimised build's
# scheduling is the one users run
CLI_PLAIN_ONLY += t-verify-threads.sh t-stats-agree.sh
# the README's and examples/' pipelines as a user runs them (make demo,
# the scale-out recipes, the example scripts, verl's reward module, the
# trainers' hooks over --serve: Python clients; the server's own paths
# run under ASan in t-serve-verify.sh and t-serve-threads.sh)
CLI_PLAIN_ONLY += t-demo.sh t-readme-demo.sh t-examples.sh t-scaleout.sh \
	t-ablation-fields.sh t-verl-reward.sh t-serve-glue.sh
# the bench programs, built in the plain build only (floor-bench)
CLI_PLAIN_ONLY += t-floor-bench.sh t-pipe-probe.sh
CLI_FILES = $(sort $(wildcard tests/*.test tests/t-*.sh))
PLAIN_CLI_TESTS = $(sort $(wildcard tests/*.test) $(CLI_PLAIN_ONLY:%=tests/%))
ASAN_SH_TESTS = $(filter-out $(PLAIN_CLI_TESTS),$(CLI_FILES))
# show-tests: the lists, one "STEP FILE" a line (t-check-split.sh)
show-tests:
	@for f in $(PLAIN_CLI_TESTS); do echo "cli-plain $$f"; done
	@for f in $(ASAN_SH_TESTS); do echo "asan-shell $$f"; done
	@for f in $(CLI_FILES); do echo "cli $$f"; done
	@for f in $(ASAN_CLI_TESTS); do echo "asan-cli $$f"; done

# The quick loop: build, then the unit suites and the CLI suite.
test: all $(UNITS) $(HELPERS) $(BENCH_PROGS)
	@MAKE="$(MAKE)" sh tests/check.sh steps unit cli

unit: $(UNITS)
	@sh tests/check.sh units -j $(NPROC) $(UNITS)

# CLI_TESTS: the files to run (default: all of tests/*.test, t-*.sh);
# CLI_BIN: the programs' directory first on PATH (default BIN;
# asan-shell's sampling front, SAMPLED)
cli: all $(HELPERS)
	PAPO_BIN=$(abspath $(or $(CLI_BIN),$(BIN))) \
	  PAPO_BUILD=$(abspath $(BUILD)) \
	  sh tests/run-tests.sh -j $(CLI_JOBS) $(CLI_TESTS)

# The cluster tests (tests/cluster/t-*.sh, both at once: they mostly
# wait): examples/slurm on a four-node Slurm cluster the test starts on
# this machine, and GNU parallel over sshd on loopback; both need root
# (the daemons).  Their packages are installed first (deps-cluster).
check-cluster: deps-cluster all $(HELPERS)
	PAPO_BIN=$(abspath $(BIN)) PAPO_BUILD=$(abspath $(BUILD)) \
	  sh tests/run-tests.sh -j 2 $(sort $(wildcard tests/cluster/t-*.sh))

# Hardening: the whole suite again under AddressSanitizer and
# UndefinedBehaviorSanitizer (any report fails), with a quarter of the
# property loops' rounds (PAPO_UNIT_QUICK, tests/unit/unit.h); the unit
# suites under valgrind with a twentieth.  The CLI suite under ASan
# leaves out the files that check the tree and the test runner, not
# the programs (their result cannot differ by build; cli runs them):
# make lint's rules, the runner, the SPDX lines, which options the tests
# set, check.sh's CPU figures, fuzz/run.sh's counting, asan-shell's
# sampling front (make check runs the plain build's; its test starts it
# some 200 times, 20 CPU-s under ASan).
ASAN_CLI_SKIP = t-lint.sh t-runner.sh t-licence.sh t-option-tests.sh \
	t-check-cpu.sh t-fuzz-check.sh t-sample-start.sh
ASAN_CLI_TESTS = $(filter-out $(ASAN_CLI_SKIP:%=tests/%), \
	$(sort $(wildcard tests/*.test tests/t-*.sh)))
# -O0: gcc compiles a source under ASan 2.2 times faster than at -O1
# (the six largest: 14.3 -> 6.4 CPU-s), with the same checks (nothing
# optimised away; -O1's warnings the plain -O2 build gives); make check
# starts thousands of short processes here, which cost their start-up,
# not their code (check-time.md round 9)
SAN_OPT = -O0
SAN_FLAGS = $(SAN_OPT) -g -fno-omit-frame-pointer \
	-fsanitize=address,undefined -fno-sanitize-recover=all
export ASAN_OPTIONS = detect_leaks=1:abort_on_error=0:exitcode=86
# libcheck's time limits (4 s a test by default, or a suite's own) are
# wall-clock: on a busy 2-core machine a suite of 1 CPU-s ran out of
# its 4 s (check_problem_words, beside six other agents' builds).  Each
# limit is ten times longer: still a bound on a hung test, never on a
# slow machine.
export CK_TIMEOUT_MULTIPLIER ?= 10
export UBSAN_OPTIONS = halt_on_error=1:print_stacktrace=1
# The sanitizers' run-time libraries linked into each program with gcc
# (-static-lib*; clang does so by default): with --as-needed this halves
# what a process costs under ASan to start and end (make asan-cli starts
# tens of thousands; bench/results/check-time.md).  Nothing is checked
# less: the same run-time, in the program, LeakSanitizer still on.
# -no-pie: a position-independent ASan program has ~100,000 relocations
# (the sanitizers' descriptors of every global) for the loader to apply
# at each start; linked at a fixed address it has a few hundred: a
# tenth of what a process costs under ASan (0.146 -> 0.133 CPU-s,
# papo-verify on one record; check-time.md round 9), the same checks.
# gold links an ASan program with its static run-times in 0.6 of the
# CPU-s of the default bfd (20 suites, side by side: 8.6 -> 5.1; about
# -10 CPU-s over the ASan build's 60 links; check-time.md round 12);
# bfd where gold is missing (newer binutils drop it)
SAN_LD = $(shell $(CC) -fuse-ld=gold -Wl,--version 2>/dev/null | \
	grep -q 'GNU gold' && echo -fuse-ld=gold)
SAN_LDFLAGS = $(SAN_FLAGS) -no-pie $(if $(findstring clang,$(CC)),, \
	-static-libasan -static-libubsan $(SAN_LD))
ASAN_MAKE = $(MAKE) BUILD=$(BUILD)/asan BIN=$(BUILD)/asan/bin \
	CFLAGS="$(SAN_FLAGS)" LDFLAGS="$(SAN_LDFLAGS)"
asan-build:
	+$(ASAN_MAKE) all units helpers
# CK_FORK=no: each suite one process, not one a test (Check forks each
# test, and under ASan every child's exit runs LeakSanitizer's scan):
# 57.5 -> 32.2 CPU-s for the 52 suites, side by side (check-time.md
# round 10).  A leak is still reported, at the suite's end; the plain
# unit step keeps each test in its own process, with its time limit.
asan-unit:
	+CK_FORK=no PAPO_UNIT_QUICK=4 $(ASAN_MAKE) unit
# Each tool starts itself again with OMP_WAIT_POLICY=passive when no
# OpenMP wait policy is set (lib/diag.c, quiet_threads): under ASan that
# second start is a second sanitizer set-up, a quarter of what a process
# costs.  asan-cli sets the policy the tools would set, so each starts
# once there; the plain cli suite runs the restart in every process.
asan-cli:
	+OMP_WAIT_POLICY=passive $(ASAN_MAKE) cli CLI_TESTS="$(ASAN_CLI_TESTS)"
# PAPO_PLAIN_BIN: a Python script handed papo-verify (the hostile
# generators, the corpus) runs the plain build's over every record and
# the sanitized one over a seeded twentieth (tests/lib.sh python3,
# tests/asan-sample.sh); asan-cli (make check-full) runs them whole.
# PAPO_PLAIN_HELPERS: the same for papo-read-replies (the generated
# judge rounds: the plain helper reads every reply, the ASan one the
# first and a seeded twentieth; asan-sample.sh --blocks)
# ASAN_SH_JOBS: asan-shell runs one file more at once than CLI_JOBS: its
# servers' tests wait on slow stand-ins, time-outs and drains (t-serve-judge
# and t-judge-hostile2 about 20 s each beyond their CPU), and asan-shell is
# the longest step, alone at its end: a third file keeps the cores busy
# while two wait (check-time.md round 13)
ASAN_SH_JOBS = $(shell expr $(CLI_JOBS) + 1)
# The tools' starts in asan-shell (the lead's decision, check-time.md
# round 24): a seeded fraction runs under ASan/UBSan, the rest in the
# plain build.  PATH's tools are copies of the plain build's
# tests/helpers/papo-sample-start (SAMPLED), which exec the ASan program
# (SAMPLED/asan) or the plain one (SAMPLED/plain) in their place: the
# first start of each tool in a file under ASan, then one in
# PAPO_ASAN_STARTS (ASAN_STARTS, 8) of the others, picked by
# PAPO_ASAN_SEED (1) and PAPO_ASAN_ROUND (ASAN_ROUND) from the file's
# name and the start's ordinal in it (the same starts on every machine
# for a round; PAPO_ASAN_STARTS=1 runs every start under ASan, to chase
# a bug).  The round is the commit's ordinal (git rev-list --count
# HEAD; in a shallow clone or outside git, the day's since 1970), and
# ASAN_STARTS consecutive rounds run each start under ASan once: 8
# commits' runs cover every start.  The step's first line names its
# round (check-time.md round 25).  The files of
# ASAN_EVERY_START keep every start under ASan (tests/run-tests.sh,
# PAPO_ASAN_WHOLE).  An ASan start costs about 0.1 CPU-s here, a plain
# one 0.03, the front (an exec more) 0.002-0.003.  make check-full's
# asan-cli runs every start of every file under ASan.
SAMPLED = $(BUILD)/asan/sampled
ASAN_STARTS = 8
ASAN_ROUND = $(shell { git rev-parse --is-shallow-repository 2>/dev/null \
	| grep -qx false && git rev-list --count HEAD 2>/dev/null; } || \
	echo $$(($$(date +%s) / 86400)))
# the files whose subject is what ASan is for: LEAK_CHECKED (bad input,
# bad options, a server failing or lying, signals, the servers'
# refusals), papo-judge against replies it had not met, dumps of odd
# shapes (a 50 MB record, BOMs, compressed streams) and bytes that are
# not UTF-8
ASAN_EVERY_START = $(LEAK_CHECKED) t-judge-hostile2.sh t-dumps-hostile.sh \
	t-afternoon9-not-utf8.sh
asan-shell: all $(BUILD)/tests/helpers/papo-sample-start
	@rm -rf $(SAMPLED) && mkdir -p $(SAMPLED) && \
	  for p in $(notdir $(PROGS)); do \
	    cp $(BUILD)/tests/helpers/papo-sample-start $(SAMPLED)/$$p || \
	    exit 1; done && \
	  ln -s $(abspath $(BUILD))/asan/bin $(SAMPLED)/asan && \
	  ln -s $(abspath $(BIN)) $(SAMPLED)/plain
	@echo "asan-shell: one start in" \
	  "$${PAPO_ASAN_STARTS:-$(ASAN_STARTS)} under ASan, round" \
	  "$${PAPO_ASAN_ROUND:-$(ASAN_ROUND)} (PAPO_ASAN_ROUND=N make asan-shell)"
	+OMP_WAIT_POLICY=passive PAPO_PLAIN_BIN=$(abspath $(BIN)) \
	  PAPO_PLAIN_HELPERS=$(abspath $(BUILD))/tests/helpers \
	  PAPO_LEAK_CHECKED="$(LEAK_CHECKED)" \
	  PAPO_ASAN_WHOLE="$(ASAN_EVERY_START)" \
	  PAPO_ASAN_STARTS=$${PAPO_ASAN_STARTS:-$(ASAN_STARTS)} \
	  PAPO_ASAN_ROUND=$${PAPO_ASAN_ROUND:-$(ASAN_ROUND)} \
	  $(ASAN_MAKE) cli CLI_BIN=$(abspath $(SAMPLED)) \
	  CLI_JOBS=$(ASAN_SH_JOBS) CLI_TESTS="$(ASAN_SH_TESTS)"
# LeakSanitizer in asan-shell: its scan of the heap at each exit is a
# quarter of what a process costs under ASan, so it looks only in the
# files below, whose subject is the paths where a program gives up or
# is stopped half-way (what it allocated is freed on the way out, or
# leaked); the other files run with detect_leaks=0 (tests/run-tests.sh,
# PAPO_LEAK_CHECKED).  The units keep it under ASan and valgrind, and
# make check-full runs every file with it (check-time.md round 10).
# Every tool against every kind of bad input, a bad option value, the
# mistakes a new user makes, records of another shape
LEAK_CHECKED = t-badinput.sh t-option-values.sh t-mistakes.sh \
	t-reader-sniff.sh t-stats-merge-check.sh t-verl-noref.sh
# papo-judge when the server fails, lies, or the cache is held
LEAK_CHECKED += t-judge-faults.sh t-judge-hostile.sh t-judge-lock.sh
# stopped by a signal mid-run: what a tool frees on its way out
LEAK_CHECKED += t-advantage-signals.sh t-judge-signals.sh
# the servers (a leak a request adds up over a training run): their
# refusals and limits, and the trainers' requests
LEAK_CHECKED += t-serve-options.sh t-serve-verify.sh
cli-plain:
	+$(MAKE) cli CLI_TESTS="$(PLAIN_CLI_TESTS)"
check-asan: asan-build
	+PAPO_UNIT_QUICK=4 $(ASAN_MAKE) test

VALGRIND_RUN = PAPO_UNIT_QUICK=20 CK_FORK=no PAPO_UNIT_WRAP="valgrind -q \
	--error-exitcode=99 --leak-check=full \
	--errors-for-leak-kinds=definite" sh tests/check.sh units -j $(NPROC)
valgrind-unit: $(UNITS)
	@$(VALGRIND_RUN) $(UNITS)
check-valgrind: valgrind-unit
# make check's valgrind step: the suites of the code that reads what a
# model, a server, a rubric or a user hands in (JSON and JSONL, LaTeX and
# expressions, answers and the checker, rubrics and judges' replies, HTTP
# replies and requests, served prompts, secrets in replies, exploded
# lines, options): half of valgrind-unit's CPU (51 of 107 CPU-s; the
# record loop, statistics, cache, follow and SVG suites run under
# valgrind only in make check-full, under ASan in both)
VALGRIND_HOSTILE = json json_simd jsonl latex mathexpr answer \
	answer_problem verify verify_kinds units rubric judge_http serve \
	serve_problem redact explode cli
# The tests tagged big (check_verify's caps: 100,000-digit operands and
# nesting, 92% of that suite under valgrind) are left out here; the unit
# and asan-unit steps run them, valgrind-unit (make check-full) too
# (check-time.md round 12)
valgrind-hostile: $(VALGRIND_HOSTILE:%=$(BUILD)/tests/check_%)
	@CK_EXCLUDE_TAGS=big $(VALGRIND_RUN) $^

units: $(UNITS)
helpers: $(HELPERS)

# libFuzzer targets (clang, ASan, UBSan) in $(BUILD)/fuzz, and each again
# with gcc and the project's warnings over the plain library (replay-NAME:
# runs files, times each).  make check replays every kept input and runs
# FUZZ_RUNS more from FUZZ_SEED (the same inputs on every machine); make
# fuzz explores for FUZZ_SECONDS a target (findings go to
# tests/fuzz/seeds/NAME with their fix).
FUZZ_SRC := $(sort $(wildcard tests/fuzz/fuzz_*.c))
FUZZ_NAMES := $(FUZZ_SRC:tests/fuzz/fuzz_%.c=%)
FUZZ_REPLAYS := $(FUZZ_NAMES:%=$(BUILD)/fuzz/replay-%)
FUZZ_SEED ?= 1
FUZZ_RUNS ?= 5000
FUZZ_SECONDS ?= 60
# -O0 (FUZZ_OPT): clang compiles a source with the fuzzer's coverage and
# the sanitizers 3.3 times faster than at -O1 (the four largest: 17.9 ->
# 5.4 CPU-s), and make check runs a fixed number of inputs, not a time;
# for long exploration (make fuzz) build with FUZZ_OPT=-O1 in a build
# directory of its own (check-time.md round 10)
FUZZ_OPT = -O0
FUZZ_FLAGS = -g $(FUZZ_OPT) -fno-omit-frame-pointer \
	-fsanitize=address,undefined
# The leaves called at every byte whose coverage tells the fuzzer
# nothing (tests/fuzz/coverage-ignore.txt says each and why): compiled
# without the coverage and comparison tracing, still under ASan/UBSan
# (fuzz-judge_reply's kept inputs and runs: 65 -> 34 CPU-s)
FUZZ_IGNORE = -fsanitize-coverage-ignorelist=$(abspath \
	tests/fuzz/coverage-ignore.txt)
# The fuzz build compiles with sanitizers and coverage only the objects
# the targets link (93 of 139 today: fuzz_verify alone links 67), named
# by the linker's maps of the replay programs (the same targets over the
# plain library); clang checks the rest for its warnings without
# compiling them (-fsyntax-only).
FUZZ_MAKE = $(MAKE) CC=clang BUILD=$(BUILD)/fuzz BIN=$(BUILD)/fuzz/bin \
	CFLAGS="$(FUZZ_FLAGS) -fsanitize=fuzzer-no-link $(FUZZ_IGNORE)" \
	LDFLAGS="$(FUZZ_FLAGS)" LIB_ONLY=$(BUILD)/fuzz/objects
fuzz-build: $(BUILD)/fuzz/objects
	+$(FUZZ_MAKE) $(FUZZ_NAMES:%=$(BUILD)/fuzz/fuzz-%) $(BUILD)/fuzz/.syntax
$(BUILD)/fuzz/objects: $(FUZZ_REPLAYS:%=%.map)
	sed -n 's/^[^ ]*libpapo\.a(\([^)]*\.o\)).*/\1/p' \
	  $(FUZZ_REPLAYS:%=%.map) | sort -u > $@.tmp && mv $@.tmp $@
# in the fuzz build: the sources no target links, for the warnings
$(BUILD)/.syntax: $(LIB_REST) $(wildcard lib/*.h lib/*/*.h) | \
    $(BUILD)/.pkgs
	$(if $(LIB_REST),$(CC) $(ALL_CFLAGS) -fsyntax-only $(LIB_REST))
	@touch $@

# in the fuzz build (BUILD is $(BUILD)/fuzz there)
$(BUILD)/fuzz-%: tests/fuzz/fuzz_%.c $(BUILD)/libpapo.a
	$(CC) -std=c11 -D_GNU_SOURCE -Ilib $(PKG_CFLAGS) $(FUZZ_FLAGS) \
	  -fsanitize=fuzzer $(OPENMP) -o $@ $< $(BUILD)/libpapo.a $(LIBS)

$(BUILD)/fuzz/replay-% $(BUILD)/fuzz/replay-%.map: tests/fuzz/fuzz_%.c \
	tests/fuzz/replay.c $(BUILD)/libpapo.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(TEST_OPT) -o $(@D)/replay-$* tests/fuzz/fuzz_$*.c \
	  tests/fuzz/replay.c $(BUILD)/libpapo.a $(ALL_LDFLAGS) \
	  -Wl,-Map=$(@D)/replay-$*.map $(LIBS)

# The build without OpenMP (OPENMP=, one thread: the other side of each
# #ifdef _OPENMP), in $(BUILD)/noomp: the library's sources that name
# OpenMP (OMP_SRC), the programs and the one suite with an OpenMP branch,
# compiled (with DEVELOPER=1, without a warning) and linked without
# -fopenmp, not run.  The library's other objects are the plain build's
# (OMP_FROM): without a word of OpenMP a source compiles the same either
# way (-fopenmp adds _OPENMP, and _REENTRANT, a no-op under _GNU_SOURCE),
# so only those few (4 of 89 files today) are compiled again.
NOOMP_MAKE = $(MAKE) OPENMP= CFLAGS=-O2 BUILD=$(BUILD)/noomp \
	BIN=$(BUILD)/noomp/bin \
	OMP_FROM=$(BUILD)
noomp-build: $(LIB_OBJ)
	+$(NOOMP_MAKE) all $(BUILD)/noomp/tests/check_filter

# everything make check runs, built at once (make -j)
check-build: all $(UNITS) $(HELPERS) $(BENCH_PROGS) $(FUZZ_REPLAYS) \
	asan-build fuzz-build noomp-build

fuzz-check: fuzz-build
	@sh tests/fuzz/run.sh check $(BUILD)/fuzz $(FUZZ_SEED) $(FUZZ_RUNS) \
	  $(FUZZ_NAMES)
# make check's: every kept input the same, CHECK_FUZZ_RUNS seeded runs a
# target (make check-full and fuzz-check: FUZZ_RUNS); the seeded runs
# grow their inputs, so the last 4,000 of 5,000 cost twice the first
# 1,000 and the kept inputs together (all five targets, busy machine:
# 68.7 CPU-s at 5,000, 24.4 at 1,000)
CHECK_FUZZ_RUNS ?= 1000
fuzz-quick: fuzz-build
	@sh tests/fuzz/run.sh check $(BUILD)/fuzz $(FUZZ_SEED) \
	  $(CHECK_FUZZ_RUNS) $(FUZZ_NAMES)

fuzz: fuzz-build $(FUZZ_REPLAYS)
	@sh tests/fuzz/run.sh explore $(BUILD)/fuzz $(FUZZ_SECONDS) \
	  $(FUZZ_NAMES)

# The rules the compiler does not check (tests/lint.sh says each):
# layering of lib/, private *_impl.h, no include cycle, each library in
# its engine, banned calls, mandoc's lint, the lib/ paths comments and
# docs name, exported names' prefixes, every file named in HACKING.md,
# function lengths, lines within 80 columns, shell functions defined
# once.
lint:
	sh tests/lint.sh

demo: deps-build
	@echo "building (make all; quiet)"
	@$(MAKE) -s all $(HELPERS) >/dev/null
	@sh examples/demo.sh

# All benchmarks, or one (make bench-advantage runs bench/bench-advantage.sh);
# each writes bench/results/NAME.md and bench/run.sh joins them into
# bench/RESULTS.md.
bench: deps deps-bench
	$(MAKE) all $(HELPERS) $(BENCH_PROGS)
	PAPO_BUILD=$(abspath $(BUILD)) sh bench/run.sh

bench-%: deps deps-bench
	$(MAKE) all $(HELPERS) $(BENCH_PROGS)
	PAPO_BUILD=$(abspath $(BUILD)) sh bench/run.sh $*

# papo-verify's agreement with labelled data (bench/agreement.sh).
agreement: deps
	$(MAKE) all
	sh bench/agreement.sh

# the same per source of the real-response corpus (bench/agreement-corpus.sh).
agreement-corpus: deps
	$(MAKE) all
	sh bench/agreement-corpus.sh

install: all $(BUILD)/install/papo-judge
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	  $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
	  $(DESTDIR)$(DATADIR)/rubrics
	install -m 755 $(filter-out %/papo-judge,$(PROGS)) \
	  $(BUILD)/install/papo-judge $(DESTDIR)$(BINDIR)/
	[ -z "$(MAN1)" ] || install -m 644 $(MAN1) $(DESTDIR)$(MANDIR)/man1/
	[ -z "$(MAN5)" ] || install -m 644 $(MAN5) $(DESTDIR)$(MANDIR)/man5/
	[ -z "$(MAN7)" ] || install -m 644 $(MAN7) $(DESTDIR)$(MANDIR)/man7/
	[ -z "$(RUBRICS)" ] || \
	  install -m 644 $(RUBRICS) $(DESTDIR)$(DATADIR)/rubrics/

uninstall:
	rm -f $(addprefix $(DESTDIR)$(BINDIR)/,$(notdir $(PROGS)))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man1/,$(notdir $(MAN1)))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man5/,$(notdir $(MAN5)))
	rm -f $(addprefix $(DESTDIR)$(MANDIR)/man7/,$(notdir $(MAN7)))
	rm -f $(addprefix $(DESTDIR)$(DATADIR)/rubrics/,$(notdir $(RUBRICS)))
	-rmdir $(DESTDIR)$(DATADIR)/rubrics $(DESTDIR)$(DATADIR) 2>/dev/null

# The rubric directory is compiled into papo-judge (lib/judge/judge_run.c).
# The papo-judge that make install copies is linked apart, in
# $(BUILD)/install/, from a judge_run.o rebuilt whenever PREFIX or DATADIR
# changes (make install PREFIX=/opt/papo): bin/ in the tree is left as it
# was built, never relinked for another prefix.
$(BUILD)/install/datadir.txt: FORCE
	@mkdir -p $(@D)
	@echo '$(DATADIR)' | cmp -s - $@ 2>/dev/null || echo '$(DATADIR)' > $@
$(BUILD)/install/judge_run.o: lib/judge/judge_run.c \
    $(BUILD)/install/datadir.txt | $(BUILD)/.pkgs
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ lib/judge/judge_run.c
$(BUILD)/install/papo-judge: $(BUILD)/cmd/papo-judge.o \
    $(BUILD)/install/judge_run.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $(BUILD)/cmd/papo-judge.o \
	  $(BUILD)/install/judge_run.o $(BUILD)/libpapo.a $(LIBS)
FORCE:

# papo-verify built with gcc's profile feedback (make pgo, after make): a
# build of it that counts its branches (in $(PGO)/build) reads the
# real-response corpus and tests/verify/*.jsonl, then the same sources are
# built again from those counts into $(BIN)/papo-verify, whose output is
# the same bytes (tests/verify/same_output.sh).  9.8% fewer instructions
# a record on bench/data's records, which it was not trained on
# (bench/results/verify.md round 39).  Every object is built twice: a
# build's time again, not in make check.  make (a source changed) builds
# the plain program again.
PGO = $(BUILD)/pgo
PGO_FLAGS = -fprofile-dir=$(abspath $(PGO))/counts
pgo: $(BIN)/papo-verify
	rm -rf $(PGO)
	$(MAKE) BUILD=$(PGO)/build BIN=$(PGO)/count \
	  CFLAGS="$(CFLAGS) -fprofile-generate -fprofile-update=atomic $(PGO_FLAGS)" \
	  LDFLAGS="$(LDFLAGS) -fprofile-generate" $(PGO)/count/papo-verify
	$(PGO)/count/papo-verify -q -j1 tests/verify/corpus/corpus.jsonl \
	  > /dev/null
	for f in tests/verify/*.jsonl; do \
	  $(PGO)/count/papo-verify -q -j1 "$$f" > /dev/null 2>&1 || :; \
	done
	find $(PGO)/build -name '*.o' -exec rm -f {} +
	rm -f $(PGO)/build/libpapo.a
	$(MAKE) BUILD=$(PGO)/build BIN=$(PGO)/bin \
	  CFLAGS="$(CFLAGS) -fprofile-use -fprofile-partial-training -Wno-missing-profile $(PGO_FLAGS)" \
	  $(PGO)/bin/papo-verify
	cp $(PGO)/bin/papo-verify $(BIN)/papo-verify

clean:
	rm -rf $(BUILD) $(BIN)

.SECONDARY:
-include $(DEPFILES)
