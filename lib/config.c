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
    unsigned long line)
{
	struct papo_config_entry *en;

	c->v = papo_xgrow(c->v, &c->cap, c->n + 1, sizeof(*c->v));
	en = &c->v[c->n++];
	en->key = papo_xstrdup(key);
	en->value = papo_xstrdup(value);
	en->line = line;
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
			    line_of(cp));
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
				    line_of(cp));
		}
	}
	return fail(cp, "expected a value or a list of values");
}

/* The "fields" mapping: ROLE: PATH pairs. */
static int
fields_map(struct cfgparse *cp, struct papo_config *c, int keep)
{
	char *role;
	unsigned long line;

	if (cp->ev.type != YAML_MAPPING_START_EVENT)
		return fail(cp, "'fields' must be a mapping of ROLE: PATH");
	for (;;) {
		if (next(cp) < 0)
			return -1;
		if (cp->ev.type == YAML_MAPPING_END_EVENT)
			return 0;
		if (cp->ev.type != YAML_SCALAR_EVENT)
			return fail(cp, "expected a field role");
		role = papo_xstrdup((const char *)cp->ev.data.scalar.value);
		line = line_of(cp);
		if (next(cp) < 0 || cp->ev.type != YAML_SCALAR_EVENT) {
			free(role);
			return cp->have ? fail(cp, "expected a field path") :
			    -1;
		}
		if (keep) {
			struct papo_buf b = PAPO_BUF_INIT;

			papo_buf_addf(&b, "%s=%s", role,
			    (const char *)cp->ev.data.scalar.value);
			add(c, "field", b.s, line);
			papo_buf_release(&b);
		}
		free(role);
	}
}

/* A mapping of options; the current event is its MAPPING_START. */
static int
options_map(struct cfgparse *cp, struct papo_config *c, const char *tool,
    int top, int keep)
{
	char *key;
	int r;

	for (;;) {
		if (next(cp) < 0)
			return -1;
		if (cp->ev.type == YAML_MAPPING_END_EVENT)
			return 0;
		if (cp->ev.type != YAML_SCALAR_EVENT)
			return fail(cp, "expected an option name");
		key = papo_xstrdup((const char *)cp->ev.data.scalar.value);
		if (next(cp) < 0) {
			free(key);
			return -1;
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
			return -1;
	}
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
