/*
 * cli.c: common options, the config file and getopt_long, shared by the tools.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "cli.h"
#include "config.h"
#include "jsonl.h"
#include "xalloc.h"

int
papo_parse_double(const char *s, double *out)
{
	char *end;
	double x;

	if (s == NULL || *s == '\0')
		return -1;
	errno = 0;
	x = strtod(s, &end);
	if (errno != 0 || *end != '\0' || isnan(x) || isinf(x))
		return -1;
	*out = x;
	return 0;
}

int
papo_parse_long(const char *s, long min, long max, long *out)
{
	char *end;
	long x;

	if (s == NULL || *s == '\0')
		return -1;
	errno = 0;
	x = strtol(s, &end, 10);
	if (errno != 0 || *end != '\0' || x < min || x > max)
		return -1;
	*out = x;
	return 0;
}

int
papo_cli_keyword(const char *arg, const char *const *names)
{
	int i;

	for (i = 0; names[i]; i++)
		if (strcmp(arg, names[i]) == 0)
			return i;
	return -1;
}

int
papo_cli_shard(const char *arg, unsigned long *shard, unsigned long *nshards,
    struct papo_err *e)
{
	unsigned long si, sn;
	char c;

	if (*arg == '-' || sscanf(arg, "%lu/%lu%c", &si, &sn, &c) != 2 ||
	    sn == 0 || si >= sn || sn > 65536)
		return papo_err_set(e, PAPO_EX_USAGE, "--shard takes I/N with "
		    "0 <= I < N <= 65536, not '%s'", arg);
	*shard = si;
	*nshards = sn;
	return 0;
}

/* Deferred field settings: the preset goes first, then renamings in order. */
struct pending {
	char *preset;
	char **field;
	size_t nfield, cap;
};

static int
common(struct papo_cli *cli, struct pending *pd, int opt, const char *arg,
    struct papo_err *e)
{
	struct papo_common *c = &cli->common;
	long n;

	switch (opt) {
	case PAPO_OPT_HELP:
		cli->help = 1;
		return 0;
	case PAPO_OPT_VERSION:
		cli->version = 1;
		return 0;
	case PAPO_OPT_FIELD:
	case PAPO_OPT_PRESET: {
		/* check now, while we know where it comes from; apply later */
		struct papo_fields tmp;
		int r;

		papo_fields_init(&tmp);
		r = opt == PAPO_OPT_FIELD ? papo_fields_set(&tmp, arg, e) :
		    papo_fields_preset(&tmp, arg, e);
		papo_fields_release(&tmp);
		if (r < 0)
			return -1;
		if (opt == PAPO_OPT_PRESET) {
			free(pd->preset);
			pd->preset = papo_xstrdup(arg);
			return 0;
		}
		pd->field = papo_xgrow(pd->field, &pd->cap, pd->nfield + 1,
		    sizeof(*pd->field));
		pd->field[pd->nfield++] = papo_xstrdup(arg);
		return 0;
	}
	case PAPO_OPT_CONFIG:
		return 0;	/* read before everything else */
	case PAPO_OPT_MAX_LINE:
		if (papo_parse_size(arg, &c->max_line) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid size '%s' for --max-line", arg);
		return 0;
	case PAPO_OPT_KEEP_GOING:
		c->keep_going = 1;
		return 0;
	case PAPO_OPT_THREADS:
		if (papo_parse_long(arg, 1, 4096, &n) < 0)
			return papo_err_set(e, PAPO_EX_USAGE,
			    "invalid thread count '%s'", arg);
		c->threads = (int)n;
		return 0;
	default:
		return -2;	/* not a common option */
	}
}

static int
apply(struct papo_cli *cli, struct pending *pd, int opt, const char *arg,
    int from_config, struct papo_err *e)
{
	int r = common(cli, pd, opt, arg, e);

	if (r != -2)
		return r;
	return cli->handle(cli->ctx, opt, arg, from_config, e);
}

static const struct option *
find_long(const struct option *lo, const char *name)
{
	for (; lo->name; lo++)
		if (strcmp(lo->name, name) == 0)
			return lo;
	return NULL;
}

/* A YAML boolean for a flag option: 1, 0, or -1 when not a boolean. */
static int
yaml_bool(const char *v)
{
	static const char *const yes[] = { "true", "True", "TRUE", "yes",
	    "Yes", "on", "On", "1", NULL };
	static const char *const no[] = { "false", "False", "FALSE", "no",
	    "No", "off", "Off", "0", NULL };
	int i;

	for (i = 0; yes[i]; i++)
		if (strcmp(v, yes[i]) == 0)
			return 1;
	for (i = 0; no[i]; i++)
		if (strcmp(v, no[i]) == 0)
			return 0;
	return -1;
}

static int
load_config(struct papo_cli *cli, struct pending *pd, const char *path,
    struct papo_err *e)
{
	struct papo_config cf;
	size_t i;
	int r = 0;

	if (papo_config_load(&cf, path, cli->tool, e) < 0) {
		papo_config_release(&cf);
		return -1;
	}
	for (i = 0; i < cf.n && r == 0; i++) {
		const struct papo_config_entry *en = &cf.v[i];
		const struct option *lo = find_long(cli->longopts, en->key);

		if (lo == NULL || lo->val == PAPO_OPT_CONFIG ||
		    lo->val == PAPO_OPT_HELP || lo->val == PAPO_OPT_VERSION) {
			r = papo_err_set(e, PAPO_EX_CONFIG,
			    "%s:%lu: unknown setting '%s' for papo-%s", path,
			    en->line, en->key, cli->tool);
			break;
		}
		if (lo->has_arg == no_argument) {
			int b = yaml_bool(en->value);

			if (b < 0) {
				r = papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: '%s' takes true or false, not "
				    "'%s'", path, en->line, en->key, en->value);
				break;
			}
			if (b == 0)
				continue;
		}
		if (apply(cli, pd, lo->val, lo->has_arg == no_argument ? NULL :
		    en->value, 1, e) < 0) {
			papo_err_prefix(e, "%s:%lu: ", path, en->line);
			e->status = PAPO_EX_CONFIG;
			r = -1;
		}
	}
	papo_config_release(&cf);
	return r;
}

/* The --config argument, found before getopt runs; NULL when none. */
static const char *
find_config(int argc, char **argv)
{
	const char *path = NULL;
	int i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			break;
		if (strcmp(argv[i], "--config") == 0 && i + 1 < argc)
			path = argv[++i];
		else if (strncmp(argv[i], "--config=", 9) == 0)
			path = argv[i] + 9;
	}
	return path;
}

int
papo_cli_parse(struct papo_cli *cli, int argc, char **argv,
    struct papo_err *e)
{
	struct pending pd;
	struct papo_buf so = PAPO_BUF_INIT;
	const char *cfg;
	size_t i;
	int opt, r = -1;

	memset(&pd, 0, sizeof(pd));
	memset(&cli->common, 0, sizeof(cli->common));
	papo_fields_init(&cli->common.fields);
	cli->help = cli->version = 0;
	if ((cfg = find_config(argc, argv)) != NULL) {
		cli->common.config = papo_xstrdup(cfg);
		if (load_config(cli, &pd, cfg, e) < 0)
			goto out;
	}
	/* ':' first: report a missing argument as ':' rather than '?' */
	papo_buf_addc(&so, ':');
	papo_buf_adds(&so, cli->shortopts);
	opterr = 0;
	optind = 0;	/* glibc: full reinitialization */
	while ((opt = getopt_long(argc, argv, so.s, cli->longopts,
	    NULL)) != -1) {
		if (opt == '?') {
			if (optopt)
				papo_err_set(e, PAPO_EX_USAGE,
				    "unknown option '-%c'", optopt);
			else
				papo_err_set(e, PAPO_EX_USAGE,
				    "unknown option '%s'", argv[optind - 1]);
			goto out;
		}
		if (opt == ':') {
			papo_err_set(e, PAPO_EX_USAGE,
			    "option '%s' needs a value", argv[optind - 1]);
			goto out;
		}
		if (apply(cli, &pd, opt, optarg, 0, e) < 0) {
			if (e->status == 0)
				e->status = PAPO_EX_USAGE;
			goto out;
		}
		if (cli->help || cli->version) {
			r = optind;
			goto out;
		}
	}
	if (pd.preset && papo_fields_preset(&cli->common.fields, pd.preset,
	    e) < 0)
		goto out;
	for (i = 0; i < pd.nfield; i++)
		if (papo_fields_set(&cli->common.fields, pd.field[i], e) < 0)
			goto out;
#ifdef _OPENMP
	if (cli->common.threads > 0)
		omp_set_num_threads(cli->common.threads);
#endif
	r = optind;
out:
	for (i = 0; i < pd.nfield; i++)
		free(pd.field[i]);
	free(pd.field);
	free(pd.preset);
	papo_buf_release(&so);
	return r;
}

void
papo_cli_release(struct papo_cli *cli)
{
	papo_fields_release(&cli->common.fields);
	free(cli->common.config);
	cli->common.config = NULL;
}
