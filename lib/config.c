/* SPDX-License-Identifier: MIT */
/* config.c: the YAML configuration file (ydoc.h's tree) as settings. */
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "config.h"
#include "xalloc.h"
#include "ydoc.h"

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

static int
is_tool(const char *s)
{
	int i;

	for (i = 0; tools[i]; i++)
		if (strcmp(s, tools[i]) == 0)
			return 1;
	return 0;
}

/* What a walk of the document reports against. */
struct walk {
	const char *path;
	struct papo_err *e;
};

static int
fail(struct walk *w, const struct papo_ynode *y, const char *what)
{
	return papo_err_set(w->e, PAPO_EX_CONFIG, "%s:%lu: %s", w->path,
	    y->line, what);
}

/* Key k of mapping m given before: an error naming both lines. */
static int
twice(struct walk *w, const struct papo_ynode *m, size_t k)
{
	const struct papo_ynode *first = papo_ynode_earlier(m, k);

	if (first == NULL)
		return 0;
	return papo_err_set(w->e, PAPO_EX_CONFIG, "%s:%lu: '%s' is set twice "
	    "(first at line %lu)", w->path, m->kid[k].line, m->kid[k].s,
	    first->line);
}

/* The value v of option key: a scalar, or a sequence of scalars. */
static int
option_value(struct walk *w, struct papo_config *c, const char *key,
    const struct papo_ynode *v)
{
	size_t i;

	if (v->type == PAPO_Y_SCALAR) {
		add(c, key, v->s, v->line, 0);
		return 0;
	}
	if (v->type != PAPO_Y_SEQ)
		return fail(w, v, "expected a value or a list of values");
	for (i = 0; i < v->n; i++) {
		if (v->kid[i].type != PAPO_Y_SCALAR)
			return fail(w, &v->kid[i], "a list of options may only "
			    "hold plain values");
		add(c, key, v->kid[i].s, v->kid[i].line, 1);
	}
	return 0;
}

/* The "fields" mapping m: ROLE: PATH pairs. */
static int
fields_map(struct walk *w, struct papo_config *c,
    const struct papo_ynode *m, int keep)
{
	struct papo_buf b = PAPO_BUF_INIT;
	size_t k;
	int r = 0;

	if (m->type != PAPO_Y_MAP)
		return fail(w, m, "'fields' must be a mapping of ROLE: PATH");
	for (k = 0; k < m->n && r == 0; k += 2) {
		const struct papo_ynode *role = &m->kid[k], *path = role + 1;

		if (role->type != PAPO_Y_SCALAR)
			r = fail(w, role, "expected a field role");
		else if ((r = twice(w, m, k)) < 0)
			break;
		else if (path->type != PAPO_Y_SCALAR)
			r = fail(w, path, "expected a field path");
		else if (keep) {
			papo_buf_reset(&b);
			papo_buf_addf(&b, "%s=%s", role->s, path->s);
			add(c, "field", b.s, role->line, 1);
		}
	}
	papo_buf_release(&b);
	return r;
}

/*
 * A mapping m of options: the top level (top), or a tool's section;
 * keep == 0 only checks it (another tool's).
 */
static int
options_map(struct walk *w, struct papo_config *c,
    const struct papo_ynode *m, const char *tool, int top, int keep)
{
	size_t k;
	int r = 0;

	for (k = 0; k < m->n && r == 0; k += 2) {
		const struct papo_ynode *key = &m->kid[k], *v = key + 1;

		if (key->type != PAPO_Y_SCALAR)
			return fail(w, key, "expected an option name");
		if (twice(w, m, k) < 0)
			return -1;
		if (strcmp(key->s, "fields") == 0)
			r = fields_map(w, c, v, keep);
		else if (top && is_tool(key->s)) {
			if (v->type != PAPO_Y_MAP)
				r = fail(w, v, "a tool's section must be a "
				    "mapping of options");
			else
				r = options_map(w, c, v, tool, 0,
				    keep && strcmp(key->s, tool) == 0);
		} else if (top && v->type == PAPO_Y_MAP) {
			/* a section of no tool: a name mistyped ("verfy") */
			papo_err_set(w->e, PAPO_EX_CONFIG, "%s:%lu: unknown "
			    "section '%s' (a tool's is verify, judge, "
			    "advantage or stats; fields: maps roles)",
			    w->path, key->line, key->s);
			r = -1;
		} else if (keep) {
			size_t n0 = c->n;

			r = option_value(w, c, key->s, v);
			for (; n0 < c->n; n0++)
				c->v[n0].top = top;
		}
	}
	return r;
}

int
papo_config_load(struct papo_config *c, const char *path, const char *tool,
    struct papo_err *e)
{
	struct papo_ynode root;
	struct walk w;
	int r = -1;

	memset(c, 0, sizeof(*c));
	c->path = papo_xstrdup(path);
	w.path = path;
	w.e = e;
	if (papo_ydoc_load_file(&root, path, "config file", e) < 0)
		goto out;
	if (root.type == PAPO_Y_NONE || (root.type == PAPO_Y_SCALAR &&
	    root.s[0] == '\0')) {
		r = 0;		/* an empty file, or only comments */
		goto out;
	}
	if (root.type != PAPO_Y_MAP) {
		fail(&w, &root, "the configuration must be a mapping of "
		    "options");
		goto out;
	}
	r = options_map(&w, c, &root, tool, 1, 1);
out:
	papo_ynode_free(&root);
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
