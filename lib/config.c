/* config.c: read the YAML configuration file with libyaml's event parser. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "buf.h"
#include "config.h"
#include "xalloc.h"

static const char *const tools[] = {
	"verify", "judge", "advantage", "stats", NULL
};

static void
add(struct papo_config *c, const char *key, const char *value,
    unsigned long line, int inlist)
{
	struct papo_config_entry *en;

	c->v = papo_xgrow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	en = &c->v[c->n++];
	en->key = papo_xstrdup(key);
	en->value = papo_xstrdup(value);
	en->line = line;
	en->inlist = inlist;
}

/*
 * The keys of one mapping, so that a key given twice is an error: YAML
 * leaves it undefined, and libyaml keeps both in silence.
 */
struct keyset {
	char **key;
	unsigned long *line;
	size_t n, cap, linecap;
};

/* Add key at line; its earlier line when it is there already, else 0. */
static unsigned long
seen(struct keyset *ks, const char *key, unsigned long line)
{
	size_t i;

	for (i = 0; i < ks->n; i++)
		if (strcmp(ks->key[i], key) == 0)
			return ks->line[i];
	ks->key = papo_xgrow(ks->key, &ks->cap, ks->n + 1, sizeof(*ks->key));
	ks->line = papo_xgrow(ks->line, &ks->linecap, ks->n + 1,
	    sizeof(*ks->line));
	ks->key[ks->n] = papo_xstrdup(key);
	ks->line[ks->n++] = line;
	return 0;
}

static void
keyset_release(struct keyset *ks)
{
	size_t i;

	for (i = 0; i < ks->n; i++)
		free(ks->key[i]);
	free(ks->key);
	free(ks->line);
}

static int
is_tool(const char *s)
{
	int i;

	for (i = 0; tools[i]; i++)
		if (strcmp(s, tools[i]) == 0)
			return 1;
	return 0;
}

struct cfgparse {
	yaml_parser_t p;
	yaml_event_t ev;
	int have;		/* ev holds an event to delete */
	const char *path;
	struct papo_err *e;
};

static int
next(struct cfgparse *cp)
{
	if (cp->have)
		yaml_event_delete(&cp->ev);
	cp->have = 0;
	if (!yaml_parser_parse(&cp->p, &cp->ev)) {
		return papo_err_set(cp->e, PAPO_EX_CONFIG, "%s:%lu: %s",
		    cp->path, (unsigned long)cp->p.problem_mark.line + 1,
		    cp->p.problem ? cp->p.problem : "invalid YAML");
	}
	cp->have = 1;
	if (cp->ev.type == YAML_ALIAS_EVENT)
		return papo_err_set(cp->e, PAPO_EX_CONFIG,
		    "%s:%lu: aliases are not supported", cp->path,
		    (unsigned long)cp->ev.start_mark.line + 1);
	return 0;
}

static unsigned long
line_of(struct cfgparse *cp)
{
	return (unsigned long)cp->ev.start_mark.line + 1;
}

static int
fail(struct cfgparse *cp, const char *what)
{
	return papo_err_set(cp->e, PAPO_EX_CONFIG, "%s:%lu: %s", cp->path,
	    line_of(cp), what);
}

static int
twice(struct cfgparse *cp, const char *key, unsigned long before)
{
	return papo_err_set(cp->e, PAPO_EX_CONFIG, "%s:%lu: '%s' is set "
	    "twice (first at line %lu)", cp->path, line_of(cp), key, before);
}

/* Skip a whole node whose first event is the current one. */
static int
skip_node(struct cfgparse *cp)
{
	int depth = 0;

	do {
		switch (cp->ev.type) {
		case YAML_SEQUENCE_START_EVENT:
		case YAML_MAPPING_START_EVENT:
			depth++;
			break;
		case YAML_SEQUENCE_END_EVENT:
		case YAML_MAPPING_END_EVENT:
			depth--;
			break;
		default:
			break;
		}
		if (depth == 0)
			return 0;
	} while (next(cp) == 0);
	return -1;
}

/*
 * The value of option key: a scalar, or a sequence of scalars.
 * The current event is the value's first.  keep == 0 skips it.
 */
static int
option_value(struct cfgparse *cp, struct papo_config *c, const char *key,
    int keep)
{
	if (cp->ev.type == YAML_SCALAR_EVENT) {
		if (keep)
			add(c, key, (const char *)cp->ev.data.scalar.value,
			    line_of(cp), 0);
		return 0;
	}
	if (cp->ev.type == YAML_SEQUENCE_START_EVENT) {
		for (;;) {
			if (next(cp) < 0)
				return -1;
			if (cp->ev.type == YAML_SEQUENCE_END_EVENT)
				return 0;
			if (cp->ev.type != YAML_SCALAR_EVENT)
				return fail(cp, "a list of options may only "
				    "hold plain values");
			if (keep)
				add(c, key,
				    (const char *)cp->ev.data.scalar.value,
				    line_of(cp), 1);
		}
	}
	return fail(cp, "expected a value or a list of values");
}

/* The "fields" mapping: ROLE: PATH pairs. */
static int
fields_map(struct cfgparse *cp, struct papo_config *c, int keep)
{
	struct keyset ks;
	char *role;
	unsigned long line, before;
	int r = 0;

	if (cp->ev.type != YAML_MAPPING_START_EVENT)
		return fail(cp, "'fields' must be a mapping of ROLE: PATH");
	memset(&ks, 0, sizeof(ks));
	for (;;) {
		if (next(cp) < 0) {
			r = -1;
			break;
		}
		if (cp->ev.type == YAML_MAPPING_END_EVENT)
			break;
		if (cp->ev.type != YAML_SCALAR_EVENT) {
			r = fail(cp, "expected a field role");
			break;
		}
		role = papo_xstrdup((const char *)cp->ev.data.scalar.value);
		line = line_of(cp);
		if ((before = seen(&ks, role, line)) != 0) {
			r = twice(cp, role, before);
			free(role);
			break;
		}
		if (next(cp) < 0 || cp->ev.type != YAML_SCALAR_EVENT) {
			free(role);
			r = cp->have ? fail(cp, "expected a field path") : -1;
			break;
		}
		if (keep) {
			struct papo_buf b = PAPO_BUF_INIT;

			papo_buf_addf(&b, "%s=%s", role,
			    (const char *)cp->ev.data.scalar.value);
			add(c, "field", b.s, line, 1);
			papo_buf_release(&b);
		}
		free(role);
	}
	keyset_release(&ks);
	return r;
}

/* A mapping of options; the current event is its MAPPING_START. */
static int
options_map(struct cfgparse *cp, struct papo_config *c, const char *tool,
    int top, int keep)
{
	struct keyset ks;
	char *key;
	unsigned long before;
	int r = 0;

	memset(&ks, 0, sizeof(ks));
	for (;;) {
		if (next(cp) < 0) {
			r = -1;
			break;
		}
		if (cp->ev.type == YAML_MAPPING_END_EVENT)
			break;
		if (cp->ev.type != YAML_SCALAR_EVENT) {
			r = fail(cp, "expected an option name");
			break;
		}
		key = papo_xstrdup((const char *)cp->ev.data.scalar.value);
		if ((before = seen(&ks, key, line_of(cp))) != 0) {
			r = twice(cp, key, before);
			free(key);
			break;
		}
		if (next(cp) < 0) {
			free(key);
			r = -1;
			break;
		}
		if (strcmp(key, "fields") == 0)
			r = fields_map(cp, c, keep);
		else if (top && is_tool(key)) {
			if (cp->ev.type != YAML_MAPPING_START_EVENT)
				r = fail(cp, "a tool's section must be a "
				    "mapping of options");
			else
				r = options_map(cp, c, tool, 0,
				    keep && strcmp(key, tool) == 0);
		} else if (!keep)
			r = skip_node(cp);
		else
			r = option_value(cp, c, key, keep);
		free(key);
		if (r < 0)
			break;
	}
	keyset_release(&ks);
	return r;
}

int
papo_config_load(struct papo_config *c, const char *path, const char *tool,
    struct papo_err *e)
{
	struct cfgparse cp;
	FILE *fp;
	int r = -1;

	memset(c, 0, sizeof(*c));
	c->path = papo_xstrdup(path);
	if ((fp = fopen(path, "rb")) == NULL)
		return papo_err_set(e, PAPO_EX_NOINPUT,
		    "cannot open config file '%s': %s", path, strerror(errno));
	memset(&cp, 0, sizeof(cp));
	cp.path = path;
	cp.e = e;
	if (!yaml_parser_initialize(&cp.p)) {
		fclose(fp);
		return papo_err_set(e, PAPO_EX_OSERR, "cannot start the YAML "
		    "parser");
	}
	yaml_parser_set_input_file(&cp.p, fp);
	if (next(&cp) < 0 || cp.ev.type != YAML_STREAM_START_EVENT)
		goto out;
	if (next(&cp) < 0)
		goto out;
	if (cp.ev.type == YAML_STREAM_END_EVENT) {
		r = 0;		/* an empty file configures nothing */
		goto out;
	}
	if (next(&cp) < 0)	/* inside the document */
		goto out;
	if (cp.ev.type == YAML_SCALAR_EVENT &&
	    cp.ev.data.scalar.length == 0) {
		r = 0;		/* a document holding only comments */
		goto out;
	}
	if (cp.ev.type != YAML_MAPPING_START_EVENT) {
		fail(&cp, "the configuration must be a mapping of options");
		goto out;
	}
	if (options_map(&cp, c, tool, 1, 1) < 0)
		goto out;
	if (next(&cp) < 0)
		goto out;
	if (next(&cp) < 0)
		goto out;
	if (cp.ev.type != YAML_STREAM_END_EVENT) {
		fail(&cp, "only one YAML document is allowed");
		goto out;
	}
	r = 0;
out:
	if (cp.have)
		yaml_event_delete(&cp.ev);
	yaml_parser_delete(&cp.p);
	if (ferror(fp) && r == 0)
		r = papo_err_set(e, PAPO_EX_IOERR, "read error on '%s'", path);
	fclose(fp);
	return r;
}

void
papo_config_release(struct papo_config *c)
{
	size_t i;

	for (i = 0; i < c->n; i++) {
		free(c->v[i].key);
		free(c->v[i].value);
	}
	free(c->v);
	free(c->path);
	memset(c, 0, sizeof(*c));
}
