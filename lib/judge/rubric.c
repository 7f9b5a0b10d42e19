/* SPDX-License-Identifier: MIT */
/*
 * rubric.c: judge rubrics: the YAML file (ydoc.h), prompt rendering,
 * swapping, think stripping (the score reader is rubric_score.c).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rubric.h"
#include "xalloc.h"
#include "ydoc.h"

static const char *const slot_names[PAPO_RUBRIC_NSLOTS] = {
	[PAPO_RUBRIC_PROBLEM] = "problem",
	[PAPO_RUBRIC_SOLUTION] = "solution",
	[PAPO_RUBRIC_RESPONSE] = "response",
	[PAPO_RUBRIC_ANSWER] = "answer",
	[PAPO_RUBRIC_PRED] = "pred",
};

const char *
papo_rubric_slot_name(enum papo_rubric_slot s)
{
	return (unsigned)s < PAPO_RUBRIC_NSLOTS ? slot_names[s] : "?";
}

/* ---- locating the file ---- */

static int
has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), k = strlen(suf);

	return n >= k && strcmp(s + n - k, suf) == 0;
}

int
papo_rubric_locate(const char *spec, const char *dirs, struct papo_buf *path,
    struct papo_err *e)
{
	struct papo_buf tried = PAPO_BUF_INIT, cand = PAPO_BUF_INIT;
	const char *p, *q;
	int r = -1;

	if (spec == NULL || *spec == '\0')
		return papo_err_set(e, PAPO_EX_CONFIG, "empty rubric name");
	if (strchr(spec, '/') != NULL || has_suffix(spec, ".yaml")) {
		papo_buf_adds(path, spec);
		return 0;
	}
	for (p = spec; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '-' && *p != '_' &&
		    *p != '.')
			return papo_err_set(e, PAPO_EX_CONFIG, "invalid rubric "
			    "name '%s' (a name is letters, digits, '-', '_' "
			    "and '.'; a file name contains '/' or ends in "
			    ".yaml)", spec);
	for (p = dirs ? dirs : ""; *p; p = *q ? q + 1 : q) {
		q = strchr(p, ':');
		if (q == NULL)
			q = p + strlen(p);
		if (q == p)
			continue;
		papo_buf_reset(&cand);
		papo_buf_add(&cand, p, (size_t)(q - p));
		papo_buf_addf(&cand, "/%s.yaml", spec);
		if (access(cand.s, R_OK) == 0) {
			papo_buf_add(path, cand.s, cand.len);
			r = 0;
			goto out;
		}
		if (tried.len)
			papo_buf_adds(&tried, ", ");
		papo_buf_add(&tried, p, (size_t)(q - p));
	}
	papo_err_set(e, PAPO_EX_CONFIG, "rubric '%s' not found (looked for "
	    "%s.yaml in: %s)", spec, spec,
	    tried.len ? tried.s : "no directory");
out:
	papo_buf_release(&tried);
	papo_buf_release(&cand);
	return r;
}

void
papo_rubric_dirs(const char *env, const char *exe, const char *datadir,
    struct papo_buf *dirs)
{
	const char *slash;

	if (env && *env)
		papo_buf_addf(dirs, "%s:", env);
	if (exe && (slash = strrchr(exe, '/')) != NULL)
		papo_buf_addf(dirs, "%.*s/../rubrics:", (int)(slash - exe),
		    exe);
	papo_buf_addf(dirs, "%s/rubrics", datadir);
}

/* ---- the rubric settings ---- */

void
papo_rubric_release(struct papo_rubric *r)
{
	size_t i;

	free(r->name);
	free(r->path);
	free(r->description);
	free(r->system);
	free(r->prompt);
	free(r->scores);
	free(r->grade_label);
	for (i = 0; i < r->ngrades; i++)
		free(r->grades[i].word);
	free(r->grades);
	free(r->output);
	free(r->report);
	for (i = 0; i < r->ncriteria; i++)
		free(r->criteria[i]);
	free(r->criteria);
	memset(r, 0, sizeof(*r));
}

/* The prefix of a placeholder whose value is fenced off. */
static const char untrusted[] = "untrusted:";

/*
 * Placeholder at s (which starts with "{{"): its slot, or -1; *len its
 * length; *fence 1 for {{untrusted:NAME}}.
 */
static int
placeholder(const char *s, size_t *len, const char **name, size_t *nlen,
    int *fence)
{
	const char *p = s + 2, *q;
	int k;

	*fence = strncmp(p, untrusted, sizeof(untrusted) - 1) == 0;
	if (*fence)
		p += sizeof(untrusted) - 1;
	for (q = p; isalnum((unsigned char)*q) || *q == '_'; q++)
		;
	if (q == p || q[0] != '}' || q[1] != '}')
		return -2;	/* not a placeholder: literal text */
	*len = (size_t)(q + 2 - s);
	*name = p;
	*nlen = (size_t)(q - p);
	for (k = 0; k < PAPO_RUBRIC_NSLOTS; k++)
		if (strlen(slot_names[k]) == *nlen &&
		    strncmp(slot_names[k], p, *nlen) == 0)
			return k;
	return -1;
}

/* Check a template's placeholders; add the slots it uses to *uses. */
static int
check_template(const char *name, unsigned long line, const char *tpl,
    unsigned *uses, unsigned *fenced, struct papo_err *e)
{
	const char *p, *nm;
	size_t len, nlen;
	int k, fence;

	for (p = strstr(tpl, "{{"); p; p = strstr(p + 1, "{{")) {
		k = placeholder(p, &len, &nm, &nlen, &fence);
		if (k == -2)
			continue;
		if (k < 0) {
			const char *q;

			/* the line of the placeholder itself */
			for (q = tpl; q < p; q++)
				line += *q == '\n';
			return papo_err_set(e, PAPO_EX_CONFIG,
			    "%s:%lu: unknown "
			    "placeholder '{{%s%.*s}}' (known: {{problem}}, "
			    "{{solution}}, {{response}}, {{answer}}, {{pred}}, "
			    "each also as {{untrusted:NAME}})", name, line,
			    fence ? untrusted : "", (int)nlen, nm);
		}
		*uses |= 1u << k;
		if (fence)
			*fenced |= 1u << k;
	}
	return 0;
}

static int
want_scalar(const char *name, const struct papo_ynode *v, const char *key,
    struct papo_err *e)
{
	if (v->type != PAPO_Y_SCALAR)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: '%s' must be "
		    "a single value", name, v->line, key);
	return 0;
}

/* A number written in the rubric file. */
static int
yaml_number(const char *name, const struct papo_ynode *v, const char *what,
    double *x, struct papo_err *e)
{
	char *end;

	if (v->type == PAPO_Y_SCALAR && v->s[0] != '\0') {
		errno = 0;
		*x = strtod(v->s, &end);
		if (errno == 0 && *end == '\0' && isfinite(*x) &&
		    !isspace((unsigned char)v->s[0]))
			return 0;
	}
	return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: %s must be a number",
	    name, v->line, what);
}

static int
set_string(char **dst, const char *name, const struct papo_ynode *v,
    const char *key, struct papo_err *e)
{
	if (want_scalar(name, v, key, e) < 0)
		return -1;
	free(*dst);
	*dst = papo_xstrdup(v->s);
	return 0;
}

static int
set_scores(struct papo_rubric *r, const char *name, const struct papo_ynode *v,
    struct papo_err *e)
{
	size_t i, k;

	if (v->type != PAPO_Y_SEQ || v->n == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'scores' must "
		    "be a list of numbers such as [0, 0.5, 1]", name, v->line);
	if (v->n > PAPO_RUBRIC_MAX_TIERS)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'scores' lists "
		    "more than %d numbers", name, v->line,
		    PAPO_RUBRIC_MAX_TIERS);
	free(r->scores);
	r->scores = papo_xcalloc(v->n, sizeof(*r->scores));
	r->nscores = v->n;
	for (i = 0; i < v->n; i++) {
		if (yaml_number(name, &v->kid[i], "a score", &r->scores[i],
		    e) < 0)
			return -1;
		for (k = 0; k < i; k++)
			if (r->scores[k] == r->scores[i])
				return papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: score %s is listed twice", name,
				    v->kid[i].line, v->kid[i].s);
	}
	return 0;
}

static int
set_grades(struct papo_rubric *r, const char *name, const struct papo_ynode *v,
    struct papo_err *e)
{
	size_t i, k;

	if (v->type != PAPO_Y_MAP || v->n == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'grades' must "
		    "be a mapping of WORD: score", name, v->line);
	if (v->n / 2 > PAPO_RUBRIC_MAX_TIERS)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'grades' lists "
		    "more than %d words", name, v->line, PAPO_RUBRIC_MAX_TIERS);
	for (i = 0; i < r->ngrades; i++)
		free(r->grades[i].word);
	free(r->grades);
	r->ngrades = v->n / 2;
	r->grades = papo_xcalloc(r->ngrades, sizeof(*r->grades));
	for (i = 0; i < r->ngrades; i++) {
		const struct papo_ynode *w = &v->kid[2 * i];
		const char *p;

		if (w->type != PAPO_Y_SCALAR || w->s[0] == '\0')
			return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: "
			    "a grade must be a word", name, w->line);
		for (p = w->s; *p; p++)
			if (!isalnum((unsigned char)*p) && *p != '_' &&
			    *p != '-' && *p != '+' &&
			    (unsigned char)*p < 0x80)
				return papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: grade '%s' must be one word of "
				    "letters (of any script), digits, '_', "
				    "'-' or '+'", name, w->line, w->s);
		r->grades[i].word = papo_xstrdup(w->s);
		if (yaml_number(name, &v->kid[2 * i + 1], "a grade's score",
		    &r->grades[i].value, e) < 0)
			return -1;
		for (k = 0; k < i; k++)
			if (strcasecmp(r->grades[k].word, w->s) == 0)
				return papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: grade '%s' is listed twice", name,
				    w->line, w->s);
	}
	return 0;
}

/* criteria: a list of names, each once (any case), none empty. */
static int
set_criteria(struct papo_rubric *r, const char *name,
    const struct papo_ynode *v, struct papo_err *e)
{
	size_t i, k;

	if (v->type != PAPO_Y_SEQ || v->n == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'criteria' "
		    "must be a list of names such as [correctness, clarity]",
		    name, v->line);
	if (v->n > PAPO_RUBRIC_MAX_CRITERIA)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'criteria' "
		    "lists more than %d names", name, v->line,
		    PAPO_RUBRIC_MAX_CRITERIA);
	r->criteria = papo_xcalloc(v->n, sizeof(*r->criteria));
	for (i = 0; i < v->n; i++) {
		const struct papo_ynode *c = &v->kid[i];

		if (c->type != PAPO_Y_SCALAR || c->s[0] == '\0' ||
		    strlen(c->s) > 64)
			return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: a "
			    "criterion must be a name of 1 to 64 bytes", name,
			    c->line);
		for (k = 0; k < i; k++)
			if (strcasecmp(r->criteria[k], c->s) == 0)
				return papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: criterion '%s' is listed twice",
				    name, c->line, c->s);
		r->criteria[i] = papo_xstrdup(c->s);
		r->ncriteria = i + 1;
	}
	return 0;
}

static int
set_choice(int *dst, const char *name, const struct papo_ynode *v,
    const char *key, const char *const *words, struct papo_err *e)
{
	int i;

	if (want_scalar(name, v, key, e) < 0)
		return -1;
	for (i = 0; words[i]; i++)
		if (strcmp(v->s, words[i]) == 0) {
			*dst = i;
			return 0;
		}
	if (words[1] && words[2])
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: '%s' takes %s, "
		    "%s or %s, not '%s'", name, v->line, key, words[0],
		    words[1], words[2], v->s);
	return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: '%s' takes %s or %s, "
	    "not '%s'", name, v->line, key, words[0], words[1], v->s);
}

/* The file's base name without ".yaml". */
static char *
base_name(const char *path)
{
	const char *b = strrchr(path, '/');
	size_t n;

	b = b ? b + 1 : path;
	n = strlen(b);
	if (n > 5 && strcmp(b + n - 5, ".yaml") == 0)
		n -= 5;
	else if (n > 4 && strcmp(b + n - 4, ".yml") == 0)
		n -= 4;
	return papo_xmemdup(b, n);
}

/*
 * What rubric r must hold once its settings are read (the lines where
 * its prompt, system and output were set, 0 when they were not): the
 * templates checked, the settings that need one another, the defaults.
 * -1 with e set, else 0.
 */
static int
complete(struct papo_rubric *r, const char *name, unsigned long prompt_line,
    unsigned long system_line, unsigned long output_line,
    struct papo_err *e)
{
	if (r->prompt == NULL || r->prompt[0] == '\0')
		return papo_err_set(e, PAPO_EX_CONFIG, "%s: no 'prompt' "
		    "template", name);
	if (check_template(name, prompt_line, r->prompt, &r->uses,
	    &r->fenced, e) < 0)
		return -1;
	if (r->system && check_template(name, system_line, r->system,
	    &r->uses, &r->fenced, e) < 0)
		return -1;
	if ((r->uses & (1u << PAPO_RUBRIC_RESPONSE)) == 0)
		return papo_err_set(e, PAPO_EX_CONFIG,
		    "%s:%lu: the prompt never "
		    "shows the response ({{response}})", name, prompt_line);
	if (r->parse == PAPO_RUBRIC_BOXED && r->nscores == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s: 'scores' is "
		    "required with parse: boxed", name);
	if (r->parse == PAPO_RUBRIC_GRADE && r->ngrades == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s: 'grades' is "
		    "required with parse: grade", name);
	if ((r->ncriteria > 0) != (r->combine != PAPO_RUBRIC_COMBINE_NONE) ||
	    (r->ncriteria > 0 && r->parse != PAPO_RUBRIC_BOXED))
		return papo_err_set(e, PAPO_EX_CONFIG, "%s: 'criteria' and "
		    "'combine' go together, with parse: boxed", name);
	if (r->grade_label == NULL)
		r->grade_label = papo_xstrdup("Final Grade:");
	if (r->output == NULL)
		r->output = papo_xstrdup("r_proc");
	if (r->report == NULL)
		r->report = papo_xstrdup("judge");
	if (r->output[0] == '\0' || r->report[0] == '\0' ||
	    strcmp(r->output, r->report) == 0)
		return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: 'output' and "
		    "'report' must be two different, non-empty fields", name,
		    output_line ? output_line : 1);
	return 0;
}
static int
fill(struct papo_rubric *r, const char *name, const struct papo_ynode *root,
    struct papo_err *e)
{
	static const char *const parse_words[] = { "boxed", "grade", NULL };
	static const char *const judge_words[] = { "correct", "all", "wrong",
	    NULL };
	static const char *const fail_words[] = { "null", "keep", NULL };
	static const char *const combine_words[] = { "sum", "mean", "min",
	    NULL };
	unsigned long prompt_line = 0, system_line = 0, output_line = 0;
	size_t i;
	int v;

	for (i = 0; i < root->n; i += 2) {
		const struct papo_ynode *key = &root->kid[i],
		    *val = &root->kid[i + 1];
		const char *kname = key->s;

		if (key->type != PAPO_Y_SCALAR)
			return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: "
			    "expected a setting name", name, key->line);
		if (papo_ynode_earlier(root, i) != NULL)
			return papo_err_set(e, PAPO_EX_CONFIG,
			    "%s:%lu: '%s' is set twice", name, key->line,
			    kname);
		if (strcmp(kname, "name") == 0) {
			if (set_string(&r->name, name, val, kname, e) < 0)
				return -1;
		} else if (strcmp(kname, "description") == 0) {
			if (set_string(&r->description, name, val, kname,
			    e) < 0)
				return -1;
		} else if (strcmp(kname, "system") == 0) {
			if (set_string(&r->system, name, val, kname, e) < 0)
				return -1;
			system_line = val->line + (unsigned long)val->block;
		} else if (strcmp(kname, "prompt") == 0) {
			if (set_string(&r->prompt, name, val, kname, e) < 0)
				return -1;
			prompt_line = val->line + (unsigned long)val->block;
		} else if (strcmp(kname, "scores") == 0) {
			if (set_scores(r, name, val, e) < 0)
				return -1;
		} else if (strcmp(kname, "parse") == 0) {
			if (set_choice(&v, name, val, kname, parse_words,
			    e) < 0)
				return -1;
			r->parse = (enum papo_rubric_parse)v;
		} else if (strcmp(kname, "grade_label") == 0) {
			if (set_string(&r->grade_label, name, val, kname,
			    e) < 0)
				return -1;
			if (r->grade_label[0] == '\0')
				return papo_err_set(e, PAPO_EX_CONFIG,
				    "%s:%lu: 'grade_label' is empty", name,
				    val->line);
		} else if (strcmp(kname, "grades") == 0) {
			if (set_grades(r, name, val, e) < 0)
				return -1;
		} else if (strcmp(kname, "judge") == 0) {
			if (set_choice(&v, name, val, kname, judge_words,
			    e) < 0)
				return -1;
			r->select = (enum papo_rubric_select)v;
		} else if (strcmp(kname, "output") == 0) {
			if (set_string(&r->output, name, val, kname, e) < 0)
				return -1;
			output_line = val->line;
		} else if (strcmp(kname, "report") == 0) {
			if (set_string(&r->report, name, val, kname, e) < 0)
				return -1;
		} else if (strcmp(kname, "criteria") == 0) {
			if (set_criteria(r, name, val, e) < 0)
				return -1;
		} else if (strcmp(kname, "combine") == 0) {
			if (set_choice(&v, name, val, kname, combine_words,
			    e) < 0)
				return -1;
			r->combine = (enum papo_rubric_combine)(v + 1);
		} else if (strcmp(kname, "on_failure") == 0) {
			if (set_choice(&v, name, val, kname, fail_words, e) < 0)
				return -1;
			r->failure = (enum papo_rubric_failure)v;
		} else
			return papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: "
			    "unknown setting '%s' (see papo-rubric(5))", name,
			    key->line, kname);
	}
	return complete(r, name, prompt_line, system_line, output_line, e);
}

/* r from the document root of rubric name (parsed, or -1: not). */
static int
from_doc(struct papo_rubric *r, const char *name, int parsed,
    struct papo_ynode *root, struct papo_err *e)
{
	int rc = parsed;

	if (rc == 0 && root->type == PAPO_Y_NONE)
		rc = papo_err_set(e, PAPO_EX_CONFIG, "%s:1: empty rubric file",
		    name);
	else if (rc == 0 && root->type != PAPO_Y_MAP)
		rc = papo_err_set(e, PAPO_EX_CONFIG, "%s:%lu: a rubric must "
		    "be a mapping of settings", name, root->line);
	if (rc == 0)
		rc = fill(r, name, root, e);
	papo_ynode_free(root);
	if (rc < 0) {
		papo_rubric_release(r);
		return -1;
	}
	if (r->name == NULL)
		r->name = base_name(name);
	r->path = papo_xstrdup(name);
	return 0;
}

int
papo_rubric_parse_text(struct papo_rubric *r, const char *name,
    const char *text, size_t n, struct papo_err *e)
{
	struct papo_ynode root;

	memset(r, 0, sizeof(*r));
	return from_doc(r, name, papo_ydoc_load(&root, name, text, n, e),
	    &root, e);
}

int
papo_rubric_load(struct papo_rubric *r, const char *path, struct papo_err *e)
{
	struct papo_ynode root;

	memset(r, 0, sizeof(*r));
	return from_doc(r, path, papo_ydoc_load_file(&root, path, "rubric",
	    e), &root, e);
}

/* ---- rendering ---- */

void
papo_rubric_render(const char *tpl, const char *const *vals,
    const size_t *vlen, struct papo_buf *out)
{
	papo_rubric_render_fenced(tpl, vals, vlen, NULL, out);
}

void
papo_rubric_render_fenced(const char *tpl, const char *const *vals,
    const size_t *vlen, const char *token, struct papo_buf *out)
{
	const char *p = tpl, *q, *nm;
	size_t len, nlen;
	int k, fence;

	if (token == NULL)
		token = "0000000000000000";
	while ((q = strstr(p, "{{")) != NULL) {
		k = placeholder(q, &len, &nm, &nlen, &fence);
		if (k < 0) {
			/* literal "{{": copy it and look further on */
			papo_buf_add(out, p, (size_t)(q - p) + 2);
			p = q + 2;
			continue;
		}
		papo_buf_add(out, p, (size_t)(q - p));
		if (fence)
			papo_buf_addf(out, "<%s-%s>\n", slot_names[k], token);
		if (vals[k])
			papo_buf_add(out, vals[k], vlen[k]);
		if (fence)
			papo_buf_addf(out, "\n</%s-%s>", slot_names[k], token);
		p = q + len;
	}
	papo_buf_adds(out, p);
}

/* ---- swapping the reference and the response ---- */

/* Offset of the first placeholder of slot k in tpl, or -1. */
static long
slot_offset(const char *tpl, int k)
{
	const char *p, *nm;
	size_t len, nlen;
	int fence;

	for (p = strstr(tpl, "{{"); p; p = strstr(p + 1, "{{"))
		if (placeholder(p, &len, &nm, &nlen, &fence) == k)
			return p - tpl;
	return -1;
}

/*
 * The section of tpl holding offset at: from the last heading line
 * ('#' at a line's start) at or before it, to the next heading line or
 * the end; its text without the white space that ends it is [*a, *b),
 * and that white space [*b, *z).  -1 when no heading comes before it.
 */
static int
section(const char *tpl, size_t at, size_t *a, size_t *b, size_t *z)
{
	size_t i, n = strlen(tpl);
	int found = 0;

	for (i = 0; i <= at; i++)
		if ((i == 0 || tpl[i - 1] == '\n') && tpl[i] == '#') {
			*a = i;
			found = 1;
		}
	if (!found)
		return -1;
	for (i = at; i < n && !(tpl[i] == '\n' && tpl[i + 1] == '#'); i++)
		;
	*z = i < n ? i + 1 : n;
	for (*b = *z; *b > at && isspace((unsigned char)tpl[*b - 1]); (*b)--)
		;
	return 0;
}

/* Swap the sections of tpl that hold slots k and l; NULL when it cannot. */
static char *
swap_sections(const char *tpl, int k, int l)
{
	long ok = slot_offset(tpl, k), ol = slot_offset(tpl, l);
	size_t a1, b1, z1, a2, b2, z2;
	struct papo_buf out = PAPO_BUF_INIT;

	if (ok < 0 || ol < 0 || section(tpl, (size_t)ok, &a1, &b1, &z1) < 0 ||
	    section(tpl, (size_t)ol, &a2, &b2, &z2) < 0 || a1 == a2)
		return NULL;
	if (a2 < a1) {
		size_t t;

		t = a1, a1 = a2, a2 = t;
		t = b1, b1 = b2, b2 = t;
		t = z1, z1 = z2, z2 = t;
	}
	/* the texts trade places; the white space after each stays */
	papo_buf_add(&out, tpl, a1);
	papo_buf_add(&out, tpl + a2, b2 - a2);
	papo_buf_add(&out, tpl + b1, a2 - b1);
	papo_buf_add(&out, tpl + a1, b1 - a1);
	papo_buf_adds(&out, tpl + b2);
	return papo_buf_detach(&out, NULL);
}

int
papo_rubric_swap(struct papo_rubric *r, struct papo_err *e)
{
	int ref = (r->uses & (1u << PAPO_RUBRIC_SOLUTION)) ?
	    PAPO_RUBRIC_SOLUTION : PAPO_RUBRIC_ANSWER;
	char **tpl[2] = { &r->prompt, &r->system }, *sw;
	int i;

	for (i = 0; i < 2; i++) {
		if (*tpl[i] == NULL ||
		    (sw = swap_sections(*tpl[i], ref, PAPO_RUBRIC_RESPONSE)) ==
		    NULL)
			continue;
		free(*tpl[i]);
		*tpl[i] = sw;
		return 0;
	}
	return papo_err_set(e, PAPO_EX_CONFIG, "rubric '%s' cannot show the "
	    "response before the reference: {{%s}} and {{response}} must be "
	    "in sections of their own, each led by a '#' heading line, in "
	    "one template", r->name,
	    papo_rubric_slot_name((enum papo_rubric_slot)ref));
}

static const char *
find_mem(const char *s, size_t n, const char *needle)
{
	return memmem(s, n, needle, strlen(needle));
}

void
papo_rubric_strip_think(const char *s, size_t n, struct papo_buf *out)
{
	static const char open[] = "<think>", close[] = "</think>";
	const char *end = s + n, *o, *c;
	size_t start = out->len, a, z;

	/* a closing tag before any opening one ends a prompt-opened block */
	c = find_mem(s, n, close);
	o = find_mem(s, n, open);
	if (c != NULL && (o == NULL || c < o))
		s = c + sizeof(close) - 1;
	while (s < end) {
		o = find_mem(s, (size_t)(end - s), open);
		if (o == NULL) {
			papo_buf_add(out, s, (size_t)(end - s));
			break;
		}
		papo_buf_add(out, s, (size_t)(o - s));
		c = find_mem(o, (size_t)(end - o), close);
		if (c == NULL)
			break;	/* unclosed: the rest is reasoning */
		s = c + sizeof(close) - 1;
	}
	/* trim white space around what is left */
	for (a = start; a < out->len && isspace((unsigned char)out->s[a]); a++)
		;
	for (z = out->len; z > a && isspace((unsigned char)out->s[z - 1]); z--)
		;
	if (a > start)
		memmove(out->s + start, out->s + a, z - a);
	papo_buf_truncate(out, start + (z - a));
}
