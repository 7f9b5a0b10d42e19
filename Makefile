# papo: build, test and install the four filters.
#
#   make            build bin/papo-*
#   make check      install missing Debian packages, build, run every test
#                   (plain, under ASan/UBSan, units under valgrind, fuzzers)
#   make test       build and run the test suite once (the quick loop)
#   make demo       install missing packages, build, run the example pipeline
#   make bench      run the benchmarks, write bench/RESULTS.md
#   make install    PREFIX=/usr/local DESTDIR= (binaries, rubrics, man pages)

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/papo
MANDIR ?= $(PREFIX)/share/man
DESTDIR ?=

CC ?= cc
CFLAGS ?= -O2 -g
WERROR ?= -Werror
WARNINGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wpointer-arith -Wwrite-strings -Wformat=2 \
	-Wvla -Wundef -Wcast-align -Wnull-dereference -Wdouble-promotion \
	$(WERROR)

# Where objects and programs go; a second tree can build elsewhere
# (make BUILD=/tmp/b BIN=/tmp/b/bin check) without touching this one.
BUILD ?= build
BIN ?= bin

PKG_CONFIG ?= pkg-config
LIB_PKGS = yaml-0.1 libcurl sqlite3 mpfr gmp
PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(LIB_PKGS) 2>/dev/null)
PKG_LIBS := $(shell $(PKG_CONFIG) --libs $(LIB_PKGS) 2>/dev/null)
CHECK_CFLAGS := $(shell $(PKG_CONFIG) --cflags check 2>/dev/null)
CHECK_LIBS := $(shell $(PKG_CONFIG) --libs check 2>/dev/null)

ALL_CFLAGS = -std=c11 -D_GNU_SOURCE -fopenmp -Ilib \
	-DPAPO_DATADIR='"$(DATADIR)"' $(PKG_CFLAGS) $(WARNINGS) $(CFLAGS)
ALL_LDFLAGS = -fopenmp $(LDFLAGS)
LIBS = $(PKG_LIBS) -lm

LIB_SRC := $(sort $(wildcard lib/*.c lib/*/*.c))
LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/%.o)
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
	$(BENCH_SRC:%.c=$(BUILD)/%.d)

# Debian 12 packages the build, the tests, the demo and the benchmarks need.
DEB_PKGS = gcc make pkg-config libyaml-dev libjsmn-dev libcurl4-openssl-dev \
	check libgmp-dev libmpfr-dev libsqlite3-dev sqlite3 mandoc \
	librsvg2-bin libxml2-utils jq python3 valgrind clang libomp-dev parallel \
	libclang-rt-14-dev ca-certificates time bsdextrautils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all check test unit cli deps demo bench agreement install uninstall \
	clean lint check-asan check-valgrind fuzz FORCE

all: $(PROGS)

$(BUILD)/libpapo.a: $(LIB_OBJ)
	@mkdir -p $(@D)
	rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BIN)/%: $(BUILD)/cmd/%.o $(BUILD)/libpapo.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS)

$(BUILD)/tests/%.o: tests/unit/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(CHECK_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/check_%: $(BUILD)/tests/check_%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(CHECK_LIBS) $(LIBS)

$(BUILD)/tests/helpers/%.o: tests/helpers/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/tests/helpers/%: $(BUILD)/tests/helpers/%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS) -lpthread

# Benchmark programs (bench/*.c), built by the tests so that they keep
# compiling, run by the benchmarks.
$(BUILD)/bench/%: $(BUILD)/bench/%.o $(BUILD)/libpapo.a
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/libpapo.a $(LIBS)

# Everything a fresh Debian machine is missing, installed with apt-get.
deps:
	@missing=; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${db:Status-Status}\n' $$p 2>/dev/null | \
	    grep -qx installed || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# What CI runs (.ci/run): the suite, the suite again under sanitizers,
# the unit tests under valgrind, and the fuzzers briefly.  `make test`
# is the quick loop: the suite alone.
check: deps
	$(MAKE) test
	$(MAKE) check-asan
	$(MAKE) check-valgrind
	$(MAKE) fuzz

test: all $(UNITS) $(HELPERS) $(BENCH_PROGS)
	$(MAKE) unit
	$(MAKE) cli

unit: $(UNITS)
	@fail=0; for t in $(UNITS); do \
	  echo "== $$t"; $$t || fail=1; \
	done; exit $$fail

cli: all $(HELPERS)
	PAPO_BIN=$(abspath $(BIN)) PAPO_BUILD=$(abspath $(BUILD)) \
	  sh tests/run-tests.sh

# Hardening: the whole suite again under AddressSanitizer and
# UndefinedBehaviorSanitizer (any report fails), the unit tests under
# valgrind, and each libFuzzer target for FUZZ_SECONDS.
SAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
export ASAN_OPTIONS = detect_leaks=1:abort_on_error=0:exitcode=86
export UBSAN_OPTIONS = halt_on_error=1:print_stacktrace=1
check-asan:
	$(MAKE) BUILD=$(BUILD)/asan BIN=$(BUILD)/asan/bin \
	  CFLAGS="$(SAN_FLAGS)" LDFLAGS="$(SAN_FLAGS)" test

check-valgrind: $(UNITS)
	@fail=0; for t in $(UNITS); do \
	  echo "== valgrind $$t"; \
	  PAPO_UNIT_QUICK=1 CK_FORK=no valgrind -q --error-exitcode=99 \
	    --leak-check=full \
	    --errors-for-leak-kinds=definite $$t > $$t.valgrind 2>&1 || \
	    { cat $$t.valgrind; fail=1; }; \
	done; exit $$fail

FUZZ_SRC := $(sort $(wildcard tests/fuzz/fuzz_*.c))
FUZZ_NAMES := $(FUZZ_SRC:tests/fuzz/fuzz_%.c=%)
FUZZ_SECONDS ?= 20
FUZZ_FLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined
fuzz: all
	$(MAKE) CC=clang BUILD=$(BUILD)/fuzz BIN=$(BUILD)/fuzz/bin \
	  CFLAGS="$(FUZZ_FLAGS) -fsanitize=fuzzer-no-link" \
	  LDFLAGS="$(FUZZ_FLAGS)" $(BUILD)/fuzz/libpapo.a
	@set -e; for n in $(FUZZ_NAMES); do \
	  clang -std=c11 -D_GNU_SOURCE -Ilib $(PKG_CFLAGS) $(FUZZ_FLAGS) \
	    -fsanitize=fuzzer -fopenmp -o $(BUILD)/fuzz/fuzz-$$n \
	    tests/fuzz/fuzz_$$n.c $(BUILD)/fuzz/libpapo.a $(LIBS); \
	  $(CC) $(ALL_CFLAGS) -o $(BUILD)/fuzz/replay-$$n \
	    tests/fuzz/fuzz_$$n.c tests/fuzz/replay.c $(BUILD)/libpapo.a \
	    $(ALL_LDFLAGS) $(LIBS); \
	done
	@fail=0; for n in $(FUZZ_NAMES); do \
	  sh tests/fuzz/run.sh $$n $(FUZZ_SECONDS) $(BUILD)/fuzz \
	    $(BUILD)/fuzz || fail=1; \
	done; exit $$fail

lint:
	mandoc -Tlint -Wwarning $(MAN1) $(MAN5) $(MAN7)

demo: deps
	@echo "building (make all; quiet)"
	@$(MAKE) -s all $(HELPERS) >/dev/null
	@sh examples/demo.sh

# All benchmarks, or one (make bench-advantage runs bench/bench-advantage.sh);
# each writes bench/results/NAME.md and bench/run.sh joins them into
# bench/RESULTS.md.
bench: deps
	$(MAKE) all $(HELPERS) $(BENCH_PROGS)
	PAPO_BUILD=$(abspath $(BUILD)) sh bench/run.sh

bench-%: deps
	$(MAKE) all $(HELPERS) $(BENCH_PROGS)
	PAPO_BUILD=$(abspath $(BUILD)) sh bench/run.sh $*

# papo-verify's agreement with labelled data (bench/agreement.sh).
agreement: deps
	$(MAKE) all
	sh bench/agreement.sh

install: all
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	  $(DESTDIR)$(MANDIR)/man5 $(DESTDIR)$(MANDIR)/man7 \
	  $(DESTDIR)$(DATADIR)/rubrics
	install -m 755 $(PROGS) $(DESTDIR)$(BINDIR)/
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

# The rubric directory is compiled into papo-judge: rebuild it when
# PREFIX or DATADIR changes (make install PREFIX=/opt/papo).
$(BUILD)/datadir.txt: FORCE
	@mkdir -p $(@D)
	@echo '$(DATADIR)' | cmp -s - $@ 2>/dev/null || echo '$(DATADIR)' > $@
$(BUILD)/cmd/papo-judge.o: $(BUILD)/datadir.txt
FORCE:

clean:
	rm -rf $(BUILD) $(BIN)

.SECONDARY:
-include $(DEPFILES)
