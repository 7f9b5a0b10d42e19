/*
 * check_cli.c: unit tests for options, the YAML config file and field renaming
 * (lib/cli.c, config.c, fields.c).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "config.h"
#include "fields.h"
#include "unit.h"

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
	papo_unit_mkdir(dir, sizeof(dir), "cli");
	seen[0] = '\0';
}

static void
teardown(void)
{
	papo_unit_rmdir(dir);
}

static const char *
config_with(const char *text)
{
	const char *path = papo_unit_path(dir, "papo.yaml");
	FILE *f;

	f = fopen(path, "w");
	fputs(text, f);
	fclose(f);
	return path;
}

/* Run papo_cli_parse on a NULL-terminated argument list. */
static int
parse(struct papo_cli *cli, struct papo_err *e, ...)
{
	char *argv[32];
	int argc = 0;
	va_list ap;

	memset(cli, 0, sizeof(*cli));
	cli->tool = "advantage";
	cli->opts = options;
	cli->about = "What it does.\n";
	cli->handle = handle;
	argv[argc++] = (char *)"papo-test";
	va_start(ap, e);
	for (;;) {
		char *a = va_arg(ap, char *);

		if (a == NULL)
			break;
		argv[argc++] = a;
	}
	va_end(ap);
	argv[argc] = NULL;
	papo_err_clear(e);
	return papo_cli_parse(cli, argc, argv, e);
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

	ck_assert_int_lt(parse(&cli, &e, "--nope", NULL), 0);
	ck_assert_int_eq(e.status, PAPO_EX_USAGE);
	ck_assert_str_eq(e.msg, "unknown option '--nope'");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--mode", NULL), 0);
	ck_assert_str_eq(e.msg, "option '--mode' needs a value");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "-x", NULL), 0);
	ck_assert_str_eq(e.msg, "unknown option '-x'");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--threads", "0", NULL), 0);
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--max-line", "lots", NULL), 0);
	papo_cli_release(&cli);
	ck_assert_int_ge(parse(&cli, &e, "--help", NULL), 0);
	ck_assert_int_eq(cli.help, 1);
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
		    ":2: unknown mode 'bad'" },
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
	    "                      [--endpoint url] [--field role=path] "
	    "[--max-line size]\n"
	    "                      [--preset name] [--version] [file ...]\n");
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
	    "      --preset NAME       an RL framework's dumps: verl, trl, roll, "
	    "nemo-rl,\n"
	    "                          slime, areal, skyrl, prime-rl, "
	    "verifiers\n"
	    "      --config FILE       read settings from a YAML file\n"
	    "  -k, --keep-going        report bad lines and go on; exit 65 at "
	    "the end\n"
	    "      --max-line SIZE     longest line accepted (1G)\n"
	    "  -j, --threads N         OpenMP threads\n"
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
	ck_assert_str_eq(e.msg, "unknown preset 'ray' (known: default, verl, "
	    "trl, roll, nemo-rl, slime, areal, skyrl, prime-rl, verifiers, "
	    "orz, rllm, lm-eval)");
	papo_cli_release(&cli);
	ck_assert_int_lt(parse(&cli, &e, "--field", "group", NULL), 0);
	ck_assert_str_eq(e.msg, "field renaming 'group' is not ROLE=PATH");
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

static Suite *
suite(void)
{
	Suite *s = suite_create("cli");
	TCase *t = tcase_create("core");

	tcase_add_checked_fixture(t, setup, teardown);
	tcase_add_test(t, command_line);
	tcase_add_test(t, config_then_command_line);
	tcase_add_test(t, config_errors);
	tcase_add_test(t, empty_config);
	tcase_add_test(t, usage_and_help);
	tcase_add_test(t, presets_and_renaming);
	tcase_add_test(t, output_overlap);
	suite_add_tcase(s, t);
	return s;
}

int
main(void)
{
	return papo_unit_run(suite());
}
