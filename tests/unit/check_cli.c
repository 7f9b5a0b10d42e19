/* SPDX-License-Identifier: MIT */
/*
 * check_cli.c: unit tests for options, the YAML config file and field renaming
 * (lib/cli.c, config.c, fields.c).
 */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "config.h"
#include "fields.h"
#include "unit.h"
#include "ydoc.h"

enum { OPT_MODE = PAPO_OPT_TOOL, OPT_ENDPOINT, OPT_FLAG };

static const struct papo_opt options[] = {
	{ "mode", 'm', OPT_MODE, "mode", NULL, 0, "the mode" },
	{ "endpoint", 0, OPT_ENDPOINT, "url", NULL, PAPO_OPT_MANY,
	    "a server; give more than one\nfor several" },
	{ "flag", 'F', OPT_FLAG, NULL, NULL, 0, "a flag" },
	{ "a-very-long-option-name", 0, OPT_FLAG, "value", NULL, 0,
	    "text after two spaces" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

/* What the fake tool saw, in order: "mode=x(c)" for config settings. */
static char seen[1024];

static int
handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	const char *name = opt == OPT_MODE ? "mode" : opt == OPT_ENDPOINT ?
	    "endpoint" : "flag";

	(void)ctx;
	if (opt == OPT_MODE && strcmp(arg, "bad") == 0)
		return papo_err_set(e, PAPO_EX_USAGE, "unknown mode 'bad'");
	snprintf(seen + strlen(seen), sizeof(seen) - strlen(seen), "%s=%s%s ",
	    name, arg ? arg : "", from_config ? "(c)" : "");
	return 0;
}

static char dir[256];

static void
setup(void)
{
	papo_test_mkdir(dir, sizeof(dir), "cli");
	seen[0] = '\0';
}

static void
teardown(void)
{
	papo_test_rmdir(dir);
}

static const char *
config_with(const char *text)
{
	const char *path = papo_test_path(dir, "papo.yaml");
	FILE *f;

	f = fopen(path, "w");
	fputs(text, f);
	fclose(f);
	return path;
}

/*
 * papo_cli_parse with cli (set up) of argv0 and the arguments of ap up to
 * a NULL (31 at most); e cleared first.
 */
static int
parse_list(struct papo_cli *cli, const char *argv0, va_list ap,
    struct papo_err *e)
{
	char *argv[32];
	int argc = 0;
	char *a;

	argv[argc++] = (char *)argv0;
	while ((a = va_arg(ap, char *)) != NULL) {
		ck_assert_int_lt(argc, 31);
		argv[argc++] = a;
	}
	argv[argc] = NULL;
	papo_err_clear(e);
	return papo_cli_parse(cli, argc, argv, e);
}

/* Run papo_cli_parse on a NULL-terminated argument list. */
static int
parse(struct papo_cli *cli, struct papo_err *e, ...)
{
	va_list ap;
	int r;

	memset(cli, 0, sizeof(*cli));
	cli->tool = "advantage";
	cli->opts = options;
	cli->about = "What it does.\n";
	cli->handle = handle;
	va_start(ap, e);
	r = parse_list(cli, "papo-test", ap, e);
	va_end(ap);
	return r;
}

START_TEST(command_line)
{
	struct papo_cli cli;
	struct papo_err e;
	int r;

	r = parse(&cli, &e, "--mode", "grpo", "-k", "--max-line=2M", "a.jsonl",
	    "--endpoint=x", NULL);
	ck_assert_int_ge(r, 1);
	ck_assert_str_eq(seen, "mode=grpo endpoint=x ");
	ck_assert_int_eq(cli.common.keep_going, 1);
	ck_assert_uint_eq(cli.common.max_line, (size_t)2 << 20);
	papo_cli_release(&cli);

	/* a syntax error is marked (the usage line follows it); a bad
	   value is not (its message alone) */
	ck_assert_int_lt(parse(&cli, &e, "--nope", NULL), 0);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "unknown option '--nope'");
	ck_assert_int_eq(cli.syntax_error, 1);
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--mode", NULL), 0);
	ck_assert_str_eq(e.msg, "option '--mode' needs a value");
	ck_assert_int_eq(cli.syntax_error, 1);
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "-x", NULL), 0);
	ck_assert_str_eq(e.msg, "unknown option '-x'");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--threads", "0", NULL), 0);
	ck_assert_str_eq(e.msg, "invalid value '0' for --threads (1 to 4096)");
	ck_assert_int_eq(cli.syntax_error, 0);
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--max-line", "lots", NULL), 0);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	papo_cli_release(&cli);
	ck_assert_int_ge(parse(&cli, &e, "--help", NULL), 0);
	ck_assert_int_eq(cli.help, 1);
	papo_cli_release(&cli);
}
END_TEST

/* A tool whose options are typed rows: the parser checks and stores. */
struct typed {
	int flag, n, kind, called;
	long big;
	uint64_t seed;
	size_t size;
	double x, frac;
	char *name;
};

enum { T_FLAG = PAPO_OPT_TOOL, T_N, T_BIG, T_SEED, T_SIZE, T_X, T_FRAC,
	T_KIND, T_NAME };

static const char *const kind_names[] = { "red", "green", "blue", NULL };

static const struct papo_opt typed_opts[] = {
	{ "flag", 0, T_FLAG, NULL, NULL, 0, "a flag",
	    PAPO_VAL_FLAG(struct typed, flag) },
	{ "n", 0, T_N, "n", NULL, 0, "1 to 16",
	    PAPO_VAL_INT(struct typed, n, 1, 16) },
	{ "big", 0, T_BIG, "n", NULL, PAPO_OPT_CALL, "0 or more",
	    PAPO_VAL_LONG(struct typed, big, 0, HUGE_VAL) },
	{ "seed", 0, T_SEED, "n", NULL, 0, "a seed",
	    PAPO_VAL_U64(struct typed, seed) },
	{ "size", 0, T_SIZE, "size", NULL, 0, "a size",
	    PAPO_VAL_SIZE(struct typed, size) },
	{ "x", 0, T_X, "x", NULL, 0, "any number",
	    PAPO_VAL_DOUBLE(struct typed, x, -HUGE_VAL, HUGE_VAL, 0) },
	{ "frac", 0, T_FRAC, "x", NULL, 0, "above 0, below 1",
	    PAPO_VAL_DOUBLE(struct typed, frac, 0, 1,
	    PAPO_T_LO_OPEN | PAPO_T_HI_OPEN) },
	{ "kind", 0, T_KIND, "kind", NULL, 0, "red, green or blue",
	    PAPO_VAL_ENUM(struct typed, kind, kind_names, 10) },
	{ "name", 0, T_NAME, "name", NULL, 0, "a name",
	    PAPO_VAL_STRING(struct typed, name) },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

/* Only the PAPO_OPT_CALL row comes here. */
static int
typed_handle(void *ctx, int opt, const char *arg, int from_config,
    struct papo_err *e)
{
	struct typed *t = ctx;

	(void)arg;
	(void)from_config;
	if (opt != T_BIG)
		return papo_err_set(e, PAPO_EX_USAGE, "handle saw %d", opt);
	t->called++;
	return 0;
}

/* papo_cli_parse of a NULL-terminated list for the typed tool. */
static int
parse_typed(struct papo_cli *cli, struct typed *t, struct papo_err *e, ...)
{
	va_list ap;
	int r;

	memset(cli, 0, sizeof(*cli));
	memset(t, 0, sizeof(*t));
	cli->tool = "stats";
	cli->opts = typed_opts;
	cli->about = "Typed.\n";
	cli->handle = typed_handle;
	cli->ctx = t;
	va_start(ap, e);
	r = parse_list(cli, "papo-typed", ap, e);
	va_end(ap);
	return r;
}

START_TEST(typed_values)
{
	struct papo_cli cli;
	struct papo_err e;
	struct typed t;

	ck_assert_int_ge(parse_typed(&cli, &t, &e, "--flag", "--n", "16",
	    "--big", "123456789012", "--seed", "18446744073709551615",
	    "--size", "64K", "--x", "-2.5", "--frac", "0.25", "--kind",
	    "blue", "--name", "a", "--name", "b", "-j", "2", NULL), 0);
	ck_assert_int_eq(t.flag, 1);
	ck_assert_int_eq(t.n, 16);
	ck_assert_int_eq(t.big, 123456789012L);
	ck_assert_int_eq(t.called, 1);
	ck_assert(t.seed == UINT64_MAX);
	ck_assert_uint_eq(t.size, 65536);
	ck_assert(t.x == -2.5 && t.frac == 0.25);
	ck_assert_int_eq(t.kind, 12);
	ck_assert_str_eq(t.name, "b");	/* the first was freed */
	ck_assert_int_eq(cli.common.threads, 2);
	free(t.name);
	papo_cli_release(&cli);
}
END_TEST

/* One message for every bad value: the value, the option, its range. */
START_TEST(typed_errors)
{
	static const struct {
		const char *opt, *arg, *msg;
	} cases[] = {
		{ "--n", "0", "invalid value '0' for --n (1 to 16)" },
		{ "--n", "17", "invalid value '17' for --n (1 to 16)" },
		{ "--n", "3x", "invalid value '3x' for --n (1 to 16)" },
		{ "--n", "", "invalid value '' for --n (1 to 16)" },
		{ "--big", "-1", "invalid value '-1' for --big (0 or more)" },
		{ "--big", "99999999999999999999",
		    "invalid value '99999999999999999999' for --big "
		    "(0 or more)" },
		{ "--seed", "-1", "invalid value '-1' for --seed (0 or more)" },
		{ "--seed", "18446744073709551616", "invalid value "
		    "'18446744073709551616' for --seed (0 or more)" },
		{ "--seed", " 1", "invalid value ' 1' for --seed (0 or more)" },
		{ "--size", "0", "invalid value '0' for --size (a size: 4096, "
		    "64K, 16M, 1G)" },
		{ "--x", "nan", "invalid value 'nan' for --x (a number)" },
		{ "--x", "1e999", "invalid value '1e999' for --x (a number)" },
		{ "--frac", "0", "invalid value '0' for --frac (above 0, "
		    "below 1)" },
		{ "--frac", "1", "invalid value '1' for --frac (above 0, "
		    "below 1)" },
		{ "--kind", "Red", "invalid value 'Red' for --kind (red, green "
		    "or blue)" },
		{ "--threads", "0", "invalid value '0' for --threads "
		    "(1 to 4096)" },
		{ "-j", "4097", "invalid value '4097' for --threads "
		    "(1 to 4096)" },
		{ "--max-line", "lots", "invalid value 'lots' for --max-line "
		    "(a size: 4096, 64K, 16M, 1G)" },
	};
	struct papo_cli cli;
	struct papo_err e;
	struct typed t;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		ck_assert_int_lt(parse_typed(&cli, &t, &e, cases[i].opt,
		    cases[i].arg, NULL), 0);
		ck_assert_int_eq(e.status, PAPO_EX_USAGE);
		ck_assert_msg(strcmp(e.msg, cases[i].msg) == 0,
		    "case %zu: %s", i, e.msg);
		papo_cli_release(&cli);
	}
}
END_TEST

/* The words of a range, as papo-judge's checks after parsing use them. */
START_TEST(range_words)
{
	struct papo_err e;

	papo_err_clear(&e);
	papo_cli_bad_number(&e, "a", "x", 0, 2, 0);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (0 to 2)");
	papo_cli_bad_number(&e, "a", "x", 0, 1, PAPO_T_LO_OPEN);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (above 0, at "
	    "most 1)");
	papo_cli_bad_number(&e, "a", "x", 0, 1, PAPO_T_HI_OPEN);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (at least 0, "
	    "below 1)");
	papo_cli_bad_number(&e, "a", "x", 1e-6, HUGE_VAL, PAPO_T_LO_OPEN);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (above 1e-06)");
	papo_cli_bad_number(&e, "a", "x", -HUGE_VAL, 0.1, PAPO_T_HI_OPEN);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (below 0.1)");
	papo_cli_bad_number(&e, "a", "x", -HUGE_VAL, 1L << 30, 0);
	ck_assert_str_eq(e.msg, "invalid value 'x' for --a (at most "
	    "1073741824)");
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
}
END_TEST

/* A typed value in the config file: stored, or an error on its line. */
START_TEST(typed_config)
{
	struct papo_cli cli;
	struct papo_err e;
	struct typed t;
	const char *p = config_with("stats:\n  flag: true\n  n: 3\n"
	    "  kind: green\n  name: cfg\n");

	ck_assert_int_ge(parse_typed(&cli, &t, &e, "--config", p, "--n", "4",
	    NULL), 0);
	ck_assert_int_eq(t.flag, 1);
	ck_assert_int_eq(t.n, 4);
	ck_assert_int_eq(t.kind, 11);
	ck_assert_str_eq(t.name, "cfg");
	free(t.name);
	papo_cli_release(&cli);
	p = config_with("stats:\n  flag: false\n  frac: 2\n");
	ck_assert_int_lt(parse_typed(&cli, &t, &e, "--config", p, NULL), 0);
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	ck_assert_msg(strstr(e.msg, "papo.yaml:3: invalid value '2' for "
	    "--frac (above 0, below 1)") != NULL, "%s", e.msg);
	ck_assert_int_eq(t.flag, 0);
	papo_cli_release(&cli);
}
END_TEST

START_TEST(config_then_command_line)
{
	struct papo_cli cli;
	struct papo_err e;
	const char *p = config_with(
	    "# comment\n"
	    "keep-going: true\n"
	    "fields:\n"
	    "  group: uid\n"
	    "  answer: reward_model.ground_truth\n"
	    "advantage:\n"
	    "  mode: papo\n"
	    "  endpoint:\n"
	    "    - http://a/v1\n"
	    "    - http://b/v1\n"
	    "  flag: false\n"
	    "judge:\n"
	    "  mode: ignored\n"
	    "  whatever: [1, 2]\n");

	ck_assert_int_ge(parse(&cli, &e, "--config", p, "--mode", "grpo",
	    NULL), 0);
	ck_assert_str_eq(seen, "mode=papo(c) endpoint=http://a/v1(c) "
	    "endpoint=http://b/v1(c) mode=grpo ");
	ck_assert_int_eq(cli.common.keep_going, 1);
	ck_assert_str_eq(cli.common.fields.path[PAPO_F_GROUP].spec, "uid");
	ck_assert_uint_eq(cli.common.fields.path[PAPO_F_ANSWER].n, 2);
	papo_cli_release(&cli);
}
END_TEST

START_TEST(config_errors)
{
	static const struct {
		const char *text;
		int status;
		const char *msg;
	} cases[] = {
		{ "advantage:\n  mode: grpo\n  lamda: 1\n", PAPO_EX_CONFIG,
		    ":3: unknown setting 'lamda' for papo-advantage" },
		{ "advantage:\n  mode: bad\n", PAPO_EX_CONFIG,
		    ":2: invalid value 'bad' for --mode (unknown mode "
		    "'bad')" },
		{ "flag: maybe\n", PAPO_EX_CONFIG,
		    ":1: 'flag' takes true or false, not 'maybe'" },
		{ "- a\n- b\n", PAPO_EX_CONFIG, ":1: the configuration must "
		    "be a mapping of options" },
		{ "advantage: [mode\n", PAPO_EX_CONFIG, "papo.yaml:" },
		{ "a: &x 1\nb: *x\n", PAPO_EX_CONFIG,
		    ":2: aliases are not supported" },
		{ "fields: uid\n", PAPO_EX_CONFIG,
		    ":1: 'fields' must be a mapping" },
		{ "advantage: grpo\n", PAPO_EX_CONFIG,
		    ":1: a tool's section must be a mapping" },
		{ "fields:\n  grp: uid\n", PAPO_EX_CONFIG,
		    ":2: unknown field role 'grp'" },
		{ "config: other.yaml\n", PAPO_EX_CONFIG,
		    ":1: unknown setting 'config'" },
		{ "a: 1\n---\nb: 2\n", PAPO_EX_CONFIG,
		    "only one YAML document" },
		{ "advantage:\n  mode: [papo, grpo]\n", PAPO_EX_CONFIG,
		    ":2: 'mode' takes one value, not a list" },
		{ "mode: grpo\nflag: true\nmode: papo\n", PAPO_EX_CONFIG,
		    ":3: 'mode' is set twice (first at line 1)" },
		{ "advantage:\n  mode: grpo\n  mode: papo\n", PAPO_EX_CONFIG,
		    ":3: 'mode' is set twice (first at line 2)" },
		{ "fields:\n  group: a\n  group: b\n", PAPO_EX_CONFIG,
		    ":3: 'group' is set twice (first at line 2)" },
		{ "max-line: [1M]\n", PAPO_EX_CONFIG,
		    ":1: 'max-line' takes one value, not a list" },
		/* an empty first document hides no second one */
		{ "--- \n...\n--- \nmode: grpo\n", PAPO_EX_CONFIG,
		    ":3: only one YAML document is allowed" },
		{ "judge:\n  x: [[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]\n",
		    PAPO_EX_CONFIG, ":2: nesting too deep" },
	};
	struct papo_cli cli;
	struct papo_err e;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const char *p = config_with(cases[i].text);

		ck_assert_int_lt(parse(&cli, &e, "--config", p, NULL), 0);
		ck_assert_int_eq(e.status, cases[i].status);
		ck_assert_msg(strstr(e.msg, cases[i].msg) != NULL,
		    "case %zu: %s", i, e.msg);
		papo_cli_release(&cli);
	}
	ck_assert_int_lt(parse(&cli, &e, "--config", "/nonexistent.yaml",
	    NULL), 0);
	ck_assert_int_eq(e.status, PAPO_EX_NOINPUT);
	papo_cli_release(&cli);
}
END_TEST

/* The usage line and --help come from the table, in the usual order. */
START_TEST(usage_and_help)
{
	struct papo_cli cli;
	struct papo_err e;
	struct papo_buf b = PAPO_BUF_INIT;

	ck_assert_int_ge(parse(&cli, &e, NULL), 0);
	ck_assert_str_eq(papo_cli_usage(&cli),
	    "usage: papo-advantage [-Fhk] [-j threads] [-m mode]\n"
	    "                      [--a-very-long-option-name value] "
	    "[--config file]\n"
	    "                      [--correct-at x] [--endpoint url]\n"
	    "                      [--explode list[,list ...]] "
	    "[--field role=path]\n"
	    "                      [--max-line size] [--preset name] "
	    "[--version] [file ...]\n");
	papo_cli_help(&cli, &b);
	ck_assert_str_eq(b.s + strlen(papo_cli_usage(&cli)),
	    "\nWhat it does.\n\n"
	    "  -m, --mode MODE         the mode\n"
	    "      --endpoint URL      a server; give more than one\n"
	    "                          for several\n"
	    "  -F, --flag              a flag\n"
	    "      --a-very-long-option-name VALUE  text after two spaces\n"
	    "      --field ROLE=PATH   read or write role ROLE at PATH "
	    "(e.g. answer=gts)\n"
	    "      --preset NAME       an RL framework's dumps: verl, trl, "
	    "roll, nemo-rl,\n"
	    "                          slime, areal, skyrl, prime-rl, "
	    "verifiers, orz, rllm,\n"
	    "                          lm-eval, or default (papo's own "
	    "names)\n"
	    "      --explode LIST[,...]  a line holds a whole group: read it "
	    "as one record\n"
	    "                          per element of these lists "
	    "(responses,scores); a\n"
	    "                          score outside them is the line's, "
	    "no record's outcome\n"
	    "      --correct-at X      a reward of at least x is correct "
	    "(default: exactly 1)\n"
	    "      --config FILE       read settings from a YAML file\n"
	    "  -k, --keep-going        report bad lines and go on; exit 65 at "
	    "the end\n"
	    "      --max-line SIZE     longest line accepted (1G)\n"
	    "  -j, --threads N         OpenMP threads (default: "
	    "OMP_NUM_THREADS, else one a\n"
	    "                          CPU, at most SLURM_CPUS_ON_NODE)\n"
	    "  -h, --help              this help\n"
	    "      --version           print the version\n");
	papo_buf_release(&b);
	papo_cli_release(&cli);
	/* the parser takes what the table says */
	ck_assert_int_ge(parse(&cli, &e, "-F", "-m", "x", NULL), 0);
	ck_assert_str_eq(seen, "flag= mode=x ");
	papo_cli_release(&cli);
}
END_TEST

START_TEST(empty_config)
{
	struct papo_cli cli;
	struct papo_err e;

	ck_assert_int_ge(parse(&cli, &e, "--config", config_with(""), NULL),
	    0);
	papo_cli_release(&cli);
	ck_assert_int_ge(parse(&cli, &e, "--config",
	    config_with("# nothing\n"), NULL), 0);
	papo_cli_release(&cli);
	ck_assert_str_eq(seen, "");
}
END_TEST

START_TEST(presets_and_renaming)
{
	struct papo_cli cli;
	struct papo_err e;
	struct papo_fields *f;

	/* --field applies after --preset whatever their order */
	ck_assert_int_ge(parse(&cli, &e, "--field", "group=uid", "--preset",
	    "verl", NULL), 0);
	f = &cli.common.fields;
	ck_assert_str_eq(f->path[PAPO_F_GROUP].spec, "uid");
	ck_assert_str_eq(f->path[PAPO_F_RESPONSE].spec, "output");
	ck_assert_str_eq(f->path[PAPO_F_ANSWER].spec, "gts");
	/* papo writes r_out; verl's own score is the framework's reward */
	ck_assert_str_eq(f->path[PAPO_F_R_OUT].spec, "r_out");
	ck_assert_str_eq(f->path[PAPO_F_REWARD].spec, "score");
	ck_assert_str_eq(f->path[PAPO_F_R_PROC].spec, "r_proc|reward_prm");
	ck_assert_str_eq(f->path[PAPO_F_PROBLEM].spec, "input");
	papo_cli_release(&cli);

	ck_assert_int_lt(parse(&cli, &e, "--preset", "ray", NULL), 0);
	ck_assert_str_eq(e.msg, "invalid value 'ray' for --preset (one of: "
	    "default, verl, trl, roll, nemo-rl, slime, areal, skyrl, "
	    "prime-rl, verifiers, orz, rllm, lm-eval)");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--field", "group", NULL), 0);
	ck_assert_str_eq(e.msg, "invalid value 'group' for --field "
	    "(ROLE=PATH, such as answer=gts)");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--field", "group=a..b", NULL), 0);
	papo_cli_release(&cli);
}
END_TEST

START_TEST(output_overlap)
{
	struct papo_fields f;
	struct papo_err e;
	static const enum papo_role out[] = { PAPO_F_ADV, PAPO_F_ADV_OUT };
	static const enum papo_role in[] = { PAPO_F_R_OUT };

	papo_fields_init(&f);
	ck_assert_int_eq(papo_fields_check_outputs(&f, out, 2, in, 1, &e), 0);
	ck_assert_int_eq(papo_fields_set(&f, "adv_out=adv.x", &e), 0);
	ck_assert_int_lt(papo_fields_check_outputs(&f, out, 2, in, 1, &e), 0);
	ck_assert_int_eq(papo_fields_set(&f, "adv_out=r_out", &e), 0);
	ck_assert_int_lt(papo_fields_check_outputs(&f, out, 2, in, 1, &e), 0);
	ck_assert(strstr(e.msg, "would overwrite input field r_out") != NULL);
	papo_fields_release(&f);
}
END_TEST

/* The YAML tree of the config file and the rubrics. */
START_TEST(yaml_tree)
{
	static const char doc[] = "a: 1\nb:\n  - x\n  - 'y'\nc: |\n  text\n";
	struct papo_ynode root;
	struct papo_err e;

	papo_err_clear(&e);
	ck_assert_int_eq(papo_ydoc_load(&root, "t.yaml", doc, strlen(doc), &e),
	    0);
	ck_assert_int_eq(root.type, PAPO_Y_MAP);
	ck_assert_uint_eq(root.n, 6);
	ck_assert_str_eq(root.kid[0].s, "a");
	ck_assert_int_eq(root.kid[3].type, PAPO_Y_SEQ);
	ck_assert_uint_eq(root.kid[3].n, 2);
	ck_assert_int_eq(root.kid[3].kid[0].plain, 1);
	ck_assert_int_eq(root.kid[3].kid[1].plain, 0);
	ck_assert_uint_eq(root.kid[3].kid[1].line, 4);
	ck_assert_int_eq(root.kid[5].block, 1);
	ck_assert_str_eq(root.kid[5].s, "text\n");
	papo_ynode_free(&root);
	ck_assert_int_eq(papo_ydoc_load(&root, "t.yaml", "", 0, &e), 0);
	ck_assert_int_eq(root.type, PAPO_Y_NONE);
	papo_ynode_free(&root);
	ck_assert_int_eq(papo_ydoc_load(&root, "t.yaml", "a: 1\n---\nb: 2\n",
	    14, &e), -1);
	ck_assert_str_eq(e.msg, "t.yaml:2: only one YAML document is allowed");
	ck_assert_int_eq(e.status, PAPO_EX_CONFIG);
	papo_ynode_free(&root);
}
END_TEST

/* A group's identity: its value's bytes and type, and its step. */
START_TEST(group_identity)
{
	static const char rec[] =
	    "{\"g\":\"a\\u00e9\",\"h\":\"ab\",\"n\":7.0,\"z\":null,\"s\":3,"
	    "\"t\":\"1.0\",\"u\":-0,\"v\":1e999,\"w\":\"x1\"}";
	struct papo_json j;
	struct papo_buf b = PAPO_BUF_INIT;
	struct papo_group_id id;
	struct papo_err e;

	papo_json_init(&j);
	papo_err_clear(&e);
	ck_assert_int_eq(papo_json_parse(&j, rec, strlen(rec), &e), 0);
	/* tokens: 0 object, then key and value: g 1 2, h 3 4, n 5 6, ... */
	papo_group_id_read(&id, &j, NULL, 2, 10, NULL, &b);
	ck_assert_int_eq(id.keytype, PAPO_JSON_STRING);
	ck_assert_int_eq(id.key_scratch, 1);
	ck_assert_int_eq(id.step_scratch, 0);
	ck_assert_uint_eq(id.keylen, 3);
	ck_assert(memcmp(id.key, "a\xc3\xa9", 3) == 0);
	ck_assert_uint_eq(id.steplen, 1);
	ck_assert(id.step[0] == '3');
	papo_group_id_read(&id, &j, NULL, 4, -1, NULL, &b);
	ck_assert_int_eq(id.key_scratch, 0);
	ck_assert(id.key == strstr(rec, "ab\"") && id.keylen == 2);
	ck_assert(id.step == NULL && id.steplen == 0);
	/* a number by its value's shortest text */
	papo_group_id_read(&id, &j, NULL, 6, 10, "\"run\"", &b);
	ck_assert_int_eq(id.keytype, PAPO_JSON_NUMBER);
	ck_assert_int_eq(id.key_scratch, 1);
	ck_assert(id.keylen == 1 && memcmp(id.key, "7", 1) == 0);
	ck_assert_str_eq(id.step, "\"run\"");	/* the file's step first */
	/* a step that names a number, the group's and the step's in scratch */
	papo_group_id_read(&id, &j, NULL, 6, 12, NULL, &b);
	ck_assert(id.key_scratch && id.step_scratch);
	ck_assert(id.keylen == 1 && memcmp(id.key, "7", 1) == 0);
	ck_assert(id.steplen == 1 && memcmp(id.step, "1", 1) == 0);
	/* -0 is 0; beyond the doubles, and a string group, as written */
	papo_group_id_read(&id, &j, NULL, 14, 16, NULL, &b);
	ck_assert(id.keylen == 1 && memcmp(id.key, "0", 1) == 0);
	ck_assert(id.steplen == 5 && memcmp(id.step, "1e999", 5) == 0);
	ck_assert_int_eq(id.step_scratch, 0);
	papo_group_id_read(&id, &j, NULL, 12, 18, NULL, &b);
	ck_assert_int_eq(id.keytype, PAPO_JSON_STRING);
	ck_assert(id.keylen == 3 && memcmp(id.key, "1.0", 3) == 0);
	ck_assert(id.steplen == 4 && memcmp(id.step, "\"x1\"", 4) == 0);
	/* other values by their JSON text, as written */
	papo_group_id_read(&id, &j, NULL, 8, -1, NULL, &b);
	ck_assert_int_eq(id.keytype, PAPO_JSON_NULL);
	ck_assert(id.keylen == 4 && memcmp(id.key, "null", 4) == 0);
	papo_buf_release(&b);
	papo_json_release(&j);
}
END_TEST

START_TEST(sizes)
{
	size_t v;

	ck_assert_int_eq(papo_parse_size("4096", &v), 0);
	ck_assert_uint_eq(v, 4096);
	ck_assert_int_eq(papo_parse_size("64M", &v), 0);
	ck_assert_uint_eq(v, (size_t)64 << 20);
	ck_assert_int_eq(papo_parse_size("1GiB", &v), 0);
	ck_assert_uint_eq(v, (size_t)1 << 30);
	ck_assert_int_eq(papo_parse_size("2k", &v), 0);
	ck_assert_uint_eq(v, 2048);
	ck_assert_int_lt(papo_parse_size("0", &v), 0);
	ck_assert_int_lt(papo_parse_size("-1", &v), 0);
	ck_assert_int_lt(papo_parse_size("12X", &v), 0);
	ck_assert_int_lt(papo_parse_size("", &v), 0);
	ck_assert_int_lt(papo_parse_size("99999999999999999999G", &v), 0);
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("cli");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, command_line);
	tcase_add_test(t, typed_values);
	tcase_add_test(t, typed_errors);
	tcase_add_test(t, range_words);
	tcase_add_test(t, typed_config);
	tcase_add_test(t, config_then_command_line);
	tcase_add_test(t, config_errors);
	tcase_add_test(t, empty_config);
	tcase_add_test(t, usage_and_help);
	tcase_add_test(t, presets_and_renaming);
	tcase_add_test(t, output_overlap);
	tcase_add_test(t, group_identity);
	tcase_add_test(t, yaml_tree);
	tcase_add_test(t, sizes);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
