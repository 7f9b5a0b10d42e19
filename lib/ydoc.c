/* SPDX-License-Identifier: MIT */
/* ydoc.c: a YAML document read into a small tree (see ydoc.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

#include "buf.h"
#include "xalloc.h"
#include "ydoc.h"

struct yload {
	yaml_parser_t p;
	const char *name;
	struct papo_err *e;
	int depth;
};

static int
yfail(struct yload *L, unsigned long line, const char *what)
{
	return papo_err_set(L->e, PAPO_EX_CONFIG, "%s:%lu: %s", L->name, line,
	    what);
}

/* The parser's own complaint, at the line it names. */
static int
yparse_fail(struct yload *L)
{
	return yfail(L, (unsigned long)L->p.problem_mark.line + 1,
	    L->p.problem ? L->p.problem : "invalid YAML");
}

/* Build the node that starts with event ev (consumed by the caller). */
static int
ybuild(struct yload *L, yaml_event_t *ev, struct papo_ynode *y)
{
	yaml_event_t k;
	int end;

	memset(y, 0, sizeof(*y));
	y->line = (unsigned long)ev->start_mark.line + 1;
	switch (ev->type) {
	case YAML_SCALAR_EVENT:
		y->type = PAPO_Y_SCALAR;
		y->s = papo_xmemdup(ev->data.scalar.value,
		    ev->data.scalar.length);
		y->plain = ev->data.scalar.style == YAML_PLAIN_SCALAR_STYLE;
		y->block = ev->data.scalar.style == YAML_LITERAL_SCALAR_STYLE;
		return 0;
	case YAML_SEQUENCE_START_EVENT:
		y->type = PAPO_Y_SEQ;
		end = YAML_SEQUENCE_END_EVENT;
		break;
	case YAML_MAPPING_START_EVENT:
		y->type = PAPO_Y_MAP;
		end = YAML_MAPPING_END_EVENT;
		break;
	case YAML_ALIAS_EVENT:
		return yfail(L, y->line, "aliases are not supported");
	default:
		return yfail(L, y->line, "unexpected YAML event");
	}
	if (++L->depth > 16)
		return yfail(L, y->line, "nesting too deep");
	for (;;) {
		int r;

		if (!yaml_parser_parse(&L->p, &k))
			return yparse_fail(L);
		if ((int)k.type == end) {
			yaml_event_delete(&k);
			break;
		}
		y->kid = papo_xgrow(y->kid, &y->cap, y->n + 1,
		    sizeof(*y->kid));
		r = ybuild(L, &k, &y->kid[y->n]);
		yaml_event_delete(&k);
		y->n++;
		if (r < 0)
			return -1;
	}
	L->depth--;
	return 0;
}

int
papo_ydoc_load(struct papo_ynode *root, const char *name, const char *text,
    size_t n, struct papo_err *e)
{
	struct yload L;
	yaml_event_t ev;
	int r = -1, docs = 0;

	memset(root, 0, sizeof(*root));
	memset(&L, 0, sizeof(L));
	L.name = name;
	L.e = e;
	if (!yaml_parser_initialize(&L.p))
		return papo_err_set(e, PAPO_EX_OSERR,
		    "cannot start the YAML parser");
	yaml_parser_set_input_string(&L.p, (const unsigned char *)text, n);
	for (;;) {
		unsigned long line;

		if (!yaml_parser_parse(&L.p, &ev)) {
			yparse_fail(&L);
			break;
		}
		line = (unsigned long)ev.start_mark.line + 1;
		if (ev.type == YAML_STREAM_END_EVENT) {
			yaml_event_delete(&ev);
			r = 0;
			break;
		}
		if (ev.type == YAML_DOCUMENT_START_EVENT && docs++ > 0) {
			yaml_event_delete(&ev);
			yfail(&L, line, "only one YAML document is allowed");
			break;
		}
		if (ev.type == YAML_STREAM_START_EVENT ||
		    ev.type == YAML_DOCUMENT_START_EVENT ||
		    ev.type == YAML_DOCUMENT_END_EVENT) {
			yaml_event_delete(&ev);
			continue;
		}
		/* the document's one node */
		r = ybuild(&L, &ev, root);
		yaml_event_delete(&ev);
		if (r < 0)
			break;
		r = -1;
	}
	yaml_parser_delete(&L.p);
	return r;
}

int
papo_ydoc_load_file(struct papo_ynode *root, const char *path,
    const char *what, struct papo_err *e)
{
	struct papo_buf b = PAPO_BUF_INIT;
	char tmp[65536];
	FILE *fp;
	size_t k;
	int rc;

	memset(root, 0, sizeof(*root));
	if ((fp = fopen(path, "rb")) == NULL)
		return papo_err_set(e, PAPO_EX_NOINPUT, "cannot open %s '%s': "
		    "%s", what, path, strerror(errno));
	while ((k = fread(tmp, 1, sizeof(tmp), fp)) > 0)
		papo_buf_add(&b, tmp, k);
	if (ferror(fp)) {
		int err = errno;

		fclose(fp);
		papo_buf_release(&b);
		/* a directory opens, and fails at the first read */
		return papo_err_set(e, err == EISDIR ? PAPO_EX_NOINPUT :
		    PAPO_EX_IOERR, "cannot read %s '%s': %s", what, path,
		    strerror(err));
	}
	fclose(fp);
	rc = papo_ydoc_load(root, path, b.s ? b.s : "", b.len, e);
	papo_buf_release(&b);
	return rc;
}

const struct papo_ynode *
papo_ynode_earlier(const struct papo_ynode *m, size_t k)
{
	size_t i;

	for (i = 0; i < k; i += 2)
		if (m->kid[i].type == PAPO_Y_SCALAR &&
		    m->kid[k].type == PAPO_Y_SCALAR &&
		    strcmp(m->kid[i].s, m->kid[k].s) == 0)
			return &m->kid[i];
	return NULL;
}

void
papo_ynode_free(struct papo_ynode *y)
{
	size_t i;

	for (i = 0; i < y->n; i++)
		papo_ynode_free(&y->kid[i]);
	free(y->kid);
	free(y->s);
	memset(y, 0, sizeof(*y));
}
