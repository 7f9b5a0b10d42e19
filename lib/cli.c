/* SPDX-License-Identifier: MIT */
/*
 * cli.c: common options, the config file and getopt_long, shared by the tools.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
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

/* Whether s starts as a number is written: a digit, or a sign or a
 * point before one (strtol and strtod skip leading space). */
static int
decimal_start(const char *s)
{
	if (s == NULL)
		return 0;
	if (*s == '+' || *s == '-')
		s++;
	if (*s == '.')
		s++;
	return *s >= '0' && *s <= '9';
}

int
papo_parse_double(const char *s, double *out)
{
	char *end;
	double x;

	/* a decimal number as written: strtod would also take leading
	 * space, hexadecimal, inf and nan */
	if (!decimal_start(s) || s[strspn(s, "0123456789+-.eE")] != '\0')
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

	if (!decimal_start(s))
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
papo_cli_bad_value(struct papo_err *e, const char *name, const char *arg,
    const char *what)
{
	return papo_err_set(e, PAPO_EX_USAGE, "invalid value '%s' for --%s "
	    "(%s)", arg, name, what);
}

/* x as the shortest decimal that reads back as x. */
static void
add_num(struct papo_buf *b, double x)
{
	char s[40];

	if (x == floor(x) && fabs(x) < 9007199254740992.0) {
		papo_buf_addf(b, "%.0f", x);
		return;
	}
	snprintf(s, sizeof(s), "%.15g", x);
	if (strtod(s, NULL) != x)
		snprintf(s, sizeof(s), "%.17g", x);
	papo_buf_adds(b, s);
}

/* The words for a range: "1 to 16", "0 or more", "above 0, at most 1". */
static void
add_range(struct papo_buf *b, double lo, double hi, unsigned open)
{
	int haslo = lo != -HUGE_VAL, hashi = hi != HUGE_VAL;

	if (!haslo && !hashi) {
		papo_buf_adds(b, "a number");
		return;
	}
	if (haslo && hashi && !open) {
		add_num(b, lo);
		papo_buf_adds(b, " to ");
		add_num(b, hi);
		return;
	}
	if (haslo) {
		papo_buf_adds(b, open & PAPO_T_LO_OPEN ? "above " :
		    hashi ? "at least " : "");
		add_num(b, lo);
		if (!hashi) {
			if (!(open & PAPO_T_LO_OPEN))
				papo_buf_adds(b, " or more");
			return;
		}
		papo_buf_adds(b, ", ");
	}
	papo_buf_adds(b, open & PAPO_T_HI_OPEN ? "below " : "at most ");
	add_num(b, hi);
}

int
papo_cli_bad_number(struct papo_err *e, const char *name, const char *arg,
    double lo, double hi, unsigned open)
{
	struct papo_buf b = PAPO_BUF_INIT;

	add_range(&b, lo, hi, open);
	papo_cli_bad_value(e, name, arg, b.s);
	papo_buf_release(&b);
	return -1;
}

/* "a, b or c" from a NULL-terminated list. */
static void
add_names(struct papo_buf *b, const char *const *names)
{
	size_t i;

	for (i = 0; names[i]; i++) {
		if (i > 0)
			papo_buf_adds(b, names[i + 1] ? ", " : " or ");
		papo_buf_adds(b, names[i]);
	}
}

/* A bound of a whole number's range, within [min, max]. */
static long
long_bound(double x, long min, long max)
{
	if (x <= (double)min)
		return min;
	if (x >= (double)max)
		return max;
	return (long)x;
}

/*
 * Check the value of a typed option o and store it at o->v.off in base;
 * -1 with e set (64) when it is not of the type or not in the range.
 */
static int
set_value(const struct papo_opt *o, void *base, const char *arg,
    struct papo_err *e)
{
	const struct papo_optval *v = &o->v;
	char *p = (char *)base + v->off, *end;
	struct papo_buf b = PAPO_BUF_INIT;
	unsigned long long u;
	double x;
	long n;
	int k;

	switch (v->type) {
	case PAPO_T_FLAG:
		*(int *)(void *)p = 1;
		return 0;
	case PAPO_T_INT:
	case PAPO_T_LONG:
		k = v->type == PAPO_T_INT;
		if (papo_parse_long(arg, long_bound(v->lo, k ? INT_MIN :
		    LONG_MIN, k ? INT_MAX : LONG_MAX), long_bound(v->hi,
		    k ? INT_MIN : LONG_MIN, k ? INT_MAX : LONG_MAX), &n) < 0)
			return papo_cli_bad_number(e, o->name, arg, v->lo,
			    v->hi, 0);
		if (v->type == PAPO_T_INT)
			*(int *)(void *)p = (int)n;
		else
			*(long *)(void *)p = n;
		return 0;
	case PAPO_T_U64:
		errno = 0;
		u = strtoull(arg, &end, 10);
		if (*arg < '0' || *arg > '9' || *end != '\0' || errno != 0)
			return papo_cli_bad_number(e, o->name, arg, 0,
			    HUGE_VAL, 0);
		*(uint64_t *)(void *)p = u;
		return 0;
	case PAPO_T_SIZE:
		if (papo_parse_size(arg, (size_t *)(void *)p) < 0)
			return papo_cli_bad_value(e, o->name, arg,
			    "a size: 4096, 64K, 16M, 1G");
		return 0;
	case PAPO_T_DOUBLE:
		if (papo_parse_double(arg, &x) < 0 ||
		    (v->open & PAPO_T_LO_OPEN ? x <= v->lo : x < v->lo) ||
		    (v->open & PAPO_T_HI_OPEN ? x >= v->hi : x > v->hi))
			return papo_cli_bad_number(e, o->name, arg, v->lo,
			    v->hi, v->open);
		*(double *)(void *)p = x;
		return 0;
	case PAPO_T_ENUM:
		if ((k = papo_cli_keyword(arg, v->names)) < 0) {
			add_names(&b, v->names);
			papo_cli_bad_value(e, o->name, arg, b.s);
			papo_buf_release(&b);
			return -1;
		}
		*(int *)(void *)p = (int)v->lo + k;
		return 0;
	case PAPO_T_STRING:
		free(*(char **)(void *)p);
		*(char **)(void *)p = papo_xstrdup(arg);
		return 0;
	case PAPO_T_NONE:
		break;
	}
	return papo_err_set(e, PAPO_EX_USAGE, "unhandled option '--%s'",
	    o->name);
}

int
papo_cli_shard(const char *arg, unsigned long *shard, unsigned long *nshards,
    struct papo_err *e)
{
	unsigned long si, sn;
	char *end;

	/* digits only: no sign, no space, no overflow on either side */
	errno = 0;
	si = *arg >= '0' && *arg <= '9' ? strtoul(arg, &end, 10) : 0;
	if (*arg < '0' || *arg > '9' || *end != '/' || end[1] < '0' ||
	    end[1] > '9' || (sn = strtoul(end + 1, &end, 10), *end != '\0') ||
	    errno != 0 || sn == 0 || si >= sn || sn > 65536)
		return papo_cli_bad_value(e, "shard", arg,
		    "I/N with 0 <= I < N <= 65536");
	*shard = si;
	*nshards = sn;
	return 0;
}

/* The options every tool takes, in the order of --help. */
static const struct papo_opt common_opts[] = {
	{ "field", 0, PAPO_OPT_FIELD, "role=path", "ROLE=PATH", PAPO_OPT_MANY,
	    "read or write role ROLE at PATH (e.g. answer=gts)" },
	{ "preset", 0, PAPO_OPT_PRESET, "name", NULL, 0,
	    "an RL framework's dumps: verl, trl, roll, nemo-rl,\n"
	    "slime, areal, skyrl, prime-rl, verifiers, orz, rllm,\n"
	    "lm-eval, or default (papo's own names)" },
	{ "explode", 0, PAPO_OPT_EXPLODE, "list[,list ...]", "LIST[,...]",
	    PAPO_OPT_MANY,
	    "a line holds a whole group: read it as one record\n"
	    "per element of these lists (responses,scores); a\n"
	    "score outside them is the line's, no record's outcome" },
	{ "correct-at", 0, PAPO_OPT_CORRECT_AT, "x", NULL, 0,
	    "a reward of at least x is correct (default: exactly 1)" },
	{ "config", 0, PAPO_OPT_CONFIG, "file", NULL, 0,
	    "read settings from a YAML file" },
	{ "keep-going", 'k', PAPO_OPT_KEEP_GOING, NULL, NULL, 0,
	    "report bad lines and go on; exit 65 at the end",
	    PAPO_VAL_FLAG(struct papo_common, keep_going) },
	{ "max-line", 0, PAPO_OPT_MAX_LINE, "size", NULL, 0,
	    "longest line accepted (1G)",
	    PAPO_VAL_SIZE(struct papo_common, max_line) },
	{ "threads", 'j', PAPO_OPT_THREADS, "threads", "N", 0,
	    "OpenMP threads (default: OMP_NUM_THREADS, else one a\n"
	    "CPU, at most SLURM_CPUS_ON_NODE)",
	    PAPO_VAL_INT(struct papo_common, threads, 1,
	    4096) },
	{ "help", 'h', PAPO_OPT_HELP, NULL, NULL, 0, "this help" },
	{ "version", 0, PAPO_OPT_VERSION, NULL, NULL, 0, "print the version" },
	{ NULL, 0, 0, NULL, NULL, 0, NULL }
};

/* The tool's own option of that name, or NULL. */
static const struct papo_opt *
own_opt(const struct papo_cli *cli, const char *name)
{
	size_t i;

	for (i = 0; cli->opts[i].name; i++)
		if (strcmp(cli->opts[i].name, name) == 0)
			return &cli->opts[i];
	return NULL;
}

/*
 * Every option of cli: its own, then the common ones it does not
 * restate (a tool may give a common option help of its own, keeping
 * its id); n gets the count.
 */
static const struct papo_opt **
all_opts(const struct papo_cli *cli, size_t *n)
{
	const struct papo_opt **v;
	size_t k = 0, i;

	for (i = 0; cli->opts[i].name; i++)
		k++;
	for (i = 0; common_opts[i].name; i++)
		k++;
	v = papo_xcalloc(k, sizeof(*v));
	k = 0;
	for (i = 0; cli->opts[i].name; i++)
		v[k++] = &cli->opts[i];
	for (i = 0; common_opts[i].name; i++)
		if (own_opt(cli, common_opts[i].name) == NULL)
			v[k++] = &common_opts[i];
	*n = k;
	return v;
}

/* getopt's tables from the options (once). */
static void
make_tables(struct papo_cli *cli)
{
	const struct papo_opt **v;
	struct papo_buf so = PAPO_BUF_INIT;
	size_t n, i;

	if (cli->lo != NULL)
		return;
	v = all_opts(cli, &n);
	cli->lo = papo_xcalloc(n + 1, sizeof(*cli->lo));
	for (i = 0; i < n; i++) {
		cli->lo[i].name = v[i]->name;
		cli->lo[i].has_arg = v[i]->arg ? required_argument :
		    no_argument;
		cli->lo[i].val = v[i]->id;
		if (v[i]->letter) {
			papo_buf_addc(&so, v[i]->letter);
			if (v[i]->arg)
				papo_buf_addc(&so, ':');
		}
	}
	cli->so = papo_buf_detach(&so, NULL);
	free(v);
}

/* Usage order: flags, then lettered options, then long ones, each sorted. */
static int
usage_cmp(const void *a, const void *b)
{
	const struct papo_opt *x = *(const struct papo_opt *const *)a;
	const struct papo_opt *y = *(const struct papo_opt *const *)b;
	int gx = x->letter ? (x->arg ? 1 : 0) : 2;
	int gy = y->letter ? (y->arg ? 1 : 0) : 2;

	if (gx != gy)
		return gx - gy;
	if (gx < 2)
		return x->letter - y->letter;
	return strcmp(x->name, y->name);
}

/* Add item to the usage in b, wrapping at 80 columns under indent. */
static void
usage_item(struct papo_buf *b, size_t *col, size_t indent, const char *item)
{
	size_t n = strlen(item);

	if (*col + 1 + n > 80) {
		papo_buf_addf(b, "\n%*s", (int)indent, "");
		*col = indent;
	} else {
		papo_buf_addc(b, ' ');
		(*col)++;
	}
	papo_buf_adds(b, item);
	*col += n;
}

const char *
papo_cli_usage(struct papo_cli *cli)
{
	struct papo_buf b = PAPO_BUF_INIT, item = PAPO_BUF_INIT;
	const struct papo_opt **v;
	size_t n, i, col, indent;

	if (cli->usage_made)
		return cli->usage_made;
	v = all_opts(cli, &n);
	qsort(v, n, sizeof(*v), usage_cmp);
	papo_buf_addf(&b, "usage: papo-%s", cli->tool);
	col = indent = b.len;
	indent++;
	papo_buf_adds(&item, "[-");
	for (i = 0; i < n && v[i]->letter && !v[i]->arg; i++)
		papo_buf_addc(&item, v[i]->letter);
	papo_buf_addc(&item, ']');
	if (i > 0)
		usage_item(&b, &col, indent, item.s);
	for (; i < n; i++) {
		papo_buf_reset(&item);
		if (v[i]->letter)
			papo_buf_addf(&item, "[-%c %s]", v[i]->letter,
			    v[i]->arg);
		else if (v[i]->arg)
			papo_buf_addf(&item, "[--%s %s]", v[i]->name,
			    v[i]->arg);
		else
			papo_buf_addf(&item, "[--%s]", v[i]->name);
		usage_item(&b, &col, indent, item.s);
	}
	usage_item(&b, &col, indent, "[file ...]");
	papo_buf_addc(&b, '\n');
	papo_buf_release(&item);
	free(v);
	cli->usage_made = papo_buf_detach(&b, NULL);
	return cli->usage_made;
}

void
papo_cli_help(struct papo_cli *cli, struct papo_buf *out)
{
	const struct papo_opt **v;
	size_t n, i, k;

	papo_buf_adds(out, papo_cli_usage(cli));
	papo_buf_addf(out, "\n%s\n", cli->about);
	v = all_opts(cli, &n);
	for (i = 0; i < n; i++) {
		const struct papo_opt *o = v[i];
		size_t start = out->len;
		const char *h = o->help, *nl;

		if (o->letter)
			papo_buf_addf(out, "  -%c, --%s", o->letter, o->name);
		else
			papo_buf_addf(out, "      --%s", o->name);
		if (o->meta)
			papo_buf_addf(out, " %s", o->meta);
		else if (o->arg)
			for (papo_buf_addc(out, ' '), k = 0; o->arg[k]; k++)
				papo_buf_addc(out, o->arg[k] >= 'a' &&
				    o->arg[k] <= 'z' ? o->arg[k] - 'a' + 'A' :
				    o->arg[k]);
		/* the text from column 27, or two spaces on */
		if (out->len - start <= 24)
			papo_buf_addf(out, "%*s",
			    (int)(26 - (out->len - start)), "");
		else
			papo_buf_adds(out, "  ");
		for (;;) {
			nl = strchr(h, '\n');
			papo_buf_add(out, h, nl ? (size_t)(nl - h) : strlen(h));
			papo_buf_addc(out, '\n');
			if (nl == NULL)
				break;
			h = nl + 1;
			papo_buf_addf(out, "%26s", "");
		}
	}
	free(v);
}

/* The option called name: its table entry (NULL: none, or not tabled). */
static const struct papo_opt *
find_opt(const struct papo_cli *cli, const char *name)
{
	const struct papo_opt *o = own_opt(cli, name);
	size_t i;

	if (o != NULL)
		return o;
	for (i = 0; common_opts[i].name; i++)
		if (strcmp(common_opts[i].name, name) == 0)
			return &common_opts[i];
	return NULL;
}

/* getopt gives a short option's letter: the id of its table entry. */
static int
letter_id(const struct papo_cli *cli, int opt)
{
	size_t i;

	if (opt <= 0 || opt >= 0x100)
		return opt;
	for (i = 0; cli->opts[i].name; i++)
		if (cli->opts[i].letter == opt)
			return cli->opts[i].id;
	for (i = 0; common_opts[i].name; i++)
		if (common_opts[i].letter == opt)
			return common_opts[i].id;
	return opt;
}

/*
 * The row of option id, common or the tool's (a tool's row restating a
 * common option only gives it other help); *common says which.
 */
static const struct papo_opt *
id_opt(const struct papo_cli *cli, int id, int *common)
{
	size_t i;

	*common = 1;
	for (i = 0; common_opts[i].name; i++)
		if (common_opts[i].id == id)
			return &common_opts[i];
	*common = 0;
	for (i = 0; cli->opts[i].name; i++)
		if (cli->opts[i].id == id)
			return &cli->opts[i];
	return NULL;
}

/* Deferred field settings: the preset goes first, then renamings in order. */
struct pending {
	int has_correct_at;
	double correct_at;
	char *preset;
	char **field;
	size_t nfield, cap;
	struct papo_fields explode;	/* --explode's lists, checked */
};

static int
common(struct papo_cli *cli, struct pending *pd, int opt, const char *arg,
    struct papo_err *e)
{
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
	case PAPO_OPT_EXPLODE:
		return papo_fields_explode(&pd->explode, arg, e);
	case PAPO_OPT_CORRECT_AT:
		if (papo_parse_double(arg, &pd->correct_at) < 0 ||
		    !isfinite(pd->correct_at))
			return papo_err_set(e, PAPO_EX_USAGE,
			    "a finite number");
		pd->has_correct_at = 1;
		return 0;
	case PAPO_OPT_CONFIG:
		return 0;	/* read before everything else */
	default:
		return -2;	/* not a common option */
	}
}

/*
 * A value refused by a handler (common's or the tool's) in other
 * words than the one message: put them in it, "invalid value 'X' for
 * --NAME (what the handler said)".
 */
static int
refused(const struct papo_opt *o, const char *arg, struct papo_err *e)
{
	char why[sizeof(e->msg)];

	if (o == NULL || arg == NULL || e->status != PAPO_EX_USAGE ||
	    strncmp(e->msg, "invalid value", 13) == 0)
		return -1;
	memcpy(why, e->msg, sizeof(why));
	return papo_cli_bad_value(e, o->name, arg, why);
}

static int
apply(struct papo_cli *cli, struct pending *pd, int opt, const char *arg,
    int from_config, struct papo_err *e)
{
	const struct papo_opt *o;
	int r, in_common;

	o = id_opt(cli, opt, &in_common);
	if (o != NULL && o->v.type != PAPO_T_NONE) {
		if (set_value(o, in_common ? (void *)&cli->common : cli->ctx,
		    arg, e) < 0)
			return -1;
		if (in_common || !(o->flags & PAPO_OPT_CALL))
			return 0;
	} else if ((r = common(cli, pd, opt, arg, e)) != -2)
		/* the config file's fields: mapping names no option */
		return r < 0 && !(from_config && opt == PAPO_OPT_FIELD) ?
		    refused(o, arg, e) : r;
	if (cli->handle == NULL)
		return papo_err_set(e, PAPO_EX_USAGE, "unhandled option");
	if (cli->handle(cli->ctx, opt, arg, from_config, e) < 0)
		return refused(o, arg, e);
	return 0;
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

/*
 * A relative path in the config file is read from the file's folder,
 * as whoever put them side by side means it, wherever the tool runs
 * (--config ../exp/papo.yaml).  The paths: a file or folder option's
 * value, a rubric given as a file (a '/' or ".yaml" in it, as the
 * judge tells them apart), a run's files after its '='.  v itself, or
 * the joined path in b.
 */
static const char *
config_relative(const char *cfg, const struct papo_opt *po, const char *v,
    struct papo_buf *b)
{
	const char *slash = strrchr(cfg, '/'), *p = v;
	size_t n = strlen(v);

	if (po == NULL || po->arg == NULL || slash == NULL)
		return v;
	if (strcmp(po->arg, "name=files") == 0) {
		if ((p = strchr(v, '=')) == NULL)
			return v;
		p++;
	} else if (strcmp(po->arg, "rubric") == 0) {
		if (strchr(v, '/') == NULL &&
		    (n < 5 || strcmp(v + n - 5, ".yaml") != 0))
			return v;	/* a rubric's name */
	} else if (strcmp(po->arg, "file") != 0 &&
	    strcmp(po->arg, "dir") != 0 && strcmp(po->arg, "file.svg") != 0)
		return v;
	if (*p == '/' || *p == '\0' || strcmp(p, "-") == 0)
		return v;
	papo_buf_reset(b);
	papo_buf_add(b, v, (size_t)(p - v));
	papo_buf_add(b, cfg, (size_t)(slash - cfg) + 1);
	papo_buf_adds(b, p);
	return b->s;
}

/* The tool's setting nearest key, for "did you mean"; NULL if none. */
static const char *
nearest_setting(const struct papo_cli *cli, const char *key)
{
	const char **v;
	const char *near;
	size_t n = 0;
	const struct option *lo;

	for (lo = cli->lo; lo->name; lo++)
		n++;
	v = papo_xcalloc(n + 1, sizeof(*v));
	for (n = 0, lo = cli->lo; lo->name; lo++)
		if (lo->val != PAPO_OPT_CONFIG && lo->val != PAPO_OPT_HELP &&
		    lo->val != PAPO_OPT_VERSION)
			v[n++] = lo->name;
	near = papo_nearest_in(key, strlen(key), v, n);
	free(v);
	return near;
}

/* An unknown "--name" or "--name=value": named, and the nearest. */
static void
unknown_long(const struct papo_cli *cli, const char *arg, struct papo_err *e)
{
	const char *near = NULL;
	char name[64];
	size_t n;

	if (strncmp(arg, "--", 2) == 0 && (n = strcspn(arg + 2, "=")) > 0 &&
	    n < sizeof(name)) {
		memcpy(name, arg + 2, n);
		name[n] = '\0';
		near = nearest_setting(cli, name);
	}
	papo_err_set(e, PAPO_EX_USAGE, "unknown option '%s'%s%s%s", arg,
	    near ? "; did you mean '--" : "", near ? near : "",
	    near ? "'?" : "");
}

static int
load_config(struct papo_cli *cli, struct pending *pd, const char *path,
    struct papo_err *e)
{
	struct papo_config cf;
	struct papo_buf rel = PAPO_BUF_INIT;
	size_t i;
	int r = 0;

	if (papo_config_load(&cf, path, cli->tool, e) < 0) {
		papo_config_release(&cf);
		return -1;
	}
	for (i = 0; i < cf.n && r == 0; i++) {
		const struct papo_config_entry *en = &cf.v[i];
		const struct option *lo = find_long(cli->lo, en->key);
		const struct papo_opt *po = find_opt(cli, en->key);

		if (lo == NULL || lo->val == PAPO_OPT_CONFIG ||
		    lo->val == PAPO_OPT_HELP || lo->val == PAPO_OPT_VERSION) {
			const char *near = nearest_setting(cli, en->key);

			r = papo_err_set(e, PAPO_EX_CONFIG,
			    "%s:%lu: unknown setting '%s' for papo-%s%s%s%s%s",
			    path, en->line, en->key, cli->tool,
			    near ? "; did you mean '" : "", near ? near : "",
			    near ? "'?" : "", en->top ? " (the top "
			    "level is read by every tool: one tool's setting "
			    "goes under its section, verify, judge, advantage "
			    "or stats)" : "");
			break;
		}
		if (en->inlist && cli->opts != NULL && (po == NULL ||
		    !(po->flags & PAPO_OPT_MANY))) {
			r = papo_err_set(e, PAPO_EX_CONFIG,
			    "%s:%lu: '%s' takes one value, not a list", path,
			    en->line, en->key);
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
		    config_relative(path, po, en->value, &rel), 1, e) < 0) {
			papo_err_prefix(e, "%s:%lu: ", path, en->line);
			e->status = PAPO_EX_CONFIG;
			r = -1;
		}
	}
	papo_config_release(&cf);
	papo_buf_release(&rel);
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

#ifdef _OPENMP
/*
 * Without -j (or threads in the config file) and OMP_NUM_THREADS, no
 * more threads than a Slurm job's CPUs on its node (SLURM_CPUS_ON_NODE):
 * where Slurm binds no task to its CPUs (TaskPlugin task/none), OpenMP
 * would start one a CPU of the node in every task of an array.
 */
static void
slurm_threads(void)
{
	const char *s = getenv("SLURM_CPUS_ON_NODE");
	char *end;
	long n;

	if (s == NULL || getenv("OMP_NUM_THREADS") != NULL)
		return;
	errno = 0;
	n = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || n < 1)
		return;
	if (n < omp_get_max_threads())
		omp_set_num_threads((int)n);
}
#endif

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
	papo_fields_init(&pd.explode);
	make_tables(cli);
	memset(&cli->common, 0, sizeof(cli->common));
	papo_fields_init(&cli->common.fields);
	cli->help = cli->version = cli->syntax_error = 0;
	if ((cfg = find_config(argc, argv)) != NULL) {
		cli->common.config = papo_xstrdup(cfg);
		if (load_config(cli, &pd, cfg, e) < 0)
			goto out;
	}
	/* ':' first: report a missing argument as ':' rather than '?' */
	papo_buf_addc(&so, ':');
	papo_buf_adds(&so, cli->so);
	opterr = 0;
	optind = 0;	/* glibc: full reinitialization */
	while ((opt = getopt_long(argc, argv, so.s, cli->lo, NULL)) != -1) {
		if (opt == '?') {
			if (optopt)
				papo_err_set(e, PAPO_EX_USAGE,
				    "unknown option '-%c'", optopt);
			else
				unknown_long(cli, argv[optind - 1], e);
			cli->syntax_error = 1;
			goto out;
		}
		if (opt == ':') {
			papo_err_set(e, PAPO_EX_USAGE,
			    "option '%s' needs a value", argv[optind - 1]);
			cli->syntax_error = 1;
			goto out;
		}
		if (apply(cli, &pd, letter_id(cli, opt), optarg, 0, e) < 0) {
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
	if (pd.explode.nexplode && cli->common.fields.columns) {
		papo_err_set(e, PAPO_EX_USAGE, "--explode reads lists of one "
		    "line; --preset %s reads lines of lists already",
		    cli->common.fields.preset);
		goto out;
	}
	if (pd.explode.nexplode) {
		/* the lists given replace a preset's */
		struct papo_fields *f = &cli->common.fields;

		for (i = 0; i < f->nexplode; i++)
			papo_path_release(&f->explode[i]);
		free(f->explode);
		f->explode = pd.explode.explode;
		f->nexplode = pd.explode.nexplode;
		f->explode_given = 1;
		pd.explode.explode = NULL;
		pd.explode.nexplode = 0;
	}
	papo_fields_explode_group(&cli->common.fields);
	cli->common.fields.has_correct_at = pd.has_correct_at;
	cli->common.fields.correct_at = pd.correct_at;
#ifdef _OPENMP
	if (cli->common.threads > 0)
		omp_set_num_threads(cli->common.threads);
	else
		slurm_threads();
#endif
	r = optind;
out:
	for (i = 0; i < pd.nfield; i++)
		free(pd.field[i]);
	free(pd.field);
	free(pd.preset);
	papo_fields_release(&pd.explode);
	papo_buf_release(&so);
	return r;
}

void
papo_cli_release(struct papo_cli *cli)
{
	papo_fields_release(&cli->common.fields);
	free(cli->common.config);
	cli->common.config = NULL;
	free(cli->lo);
	free(cli->so);
	free(cli->usage_made);
	cli->lo = NULL;
	cli->so = cli->usage_made = NULL;
}

int
papo_parse_size(const char *s, size_t *out)
{
	char *end;
	unsigned long long v;
	unsigned shift = 0;

	if (s == NULL || *s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno != 0)
		return -1;
	switch (*end) {
	case '\0':
		break;
	case 'k': case 'K': shift = 10; end++; break;
	case 'm': case 'M': shift = 20; end++; break;
	case 'g': case 'G': shift = 30; end++; break;
	default:
		return -1;
	}
	if (*end == 'i' && shift)
		end++;
	if ((*end == 'b' || *end == 'B') && shift)
		end++;
	if (*end != '\0' || v == 0 || (shift && v > (~0ULL >> shift)))
		return -1;
	*out = (size_t)(v << shift);
	return 0;
}
