/* jsonl.c: block reading of JSONL files and checked buffered output. */
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef _OPENMP
#include <omp.h>
#endif

#include "jsonl.h"
#include "xalloc.h"

#define STDIN_NAME "<stdin>"

static int read_error(const struct papo_reader *r, struct papo_err *e);
struct papo_jtext;
static void jtext_free(struct papo_jtext *jt);

void
papo_batch_init(struct papo_batch *b)
{
	memset(b, 0, sizeof(*b));
}

static void
unspool(struct papo_spool *sp, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		munmap(sp[i].map, sp[i].len);
}

void
papo_batch_release(struct papo_batch *b)
{
	unspool(b->spool, b->nspool);
	free(b->spool);
	papo_buf_release(&b->rows);
	papo_buf_release(&b->jrows);
	free(b->cline);
	free(b->mem);
	free(b->line);
	memset(b, 0, sizeof(*b));
}

int
papo_reader_open(struct papo_reader *r, const char *path, size_t max_line,
    struct papo_err *e)
{
	struct stat st;
	off_t pos;

	memset(r, 0, sizeof(*r));
	r->max_line = max_line ? max_line : PAPO_MAX_LINE_DEFAULT;
	if (path == NULL || strcmp(path, "-") == 0) {
		r->name = STDIN_NAME;
		r->fd = STDIN_FILENO;
	} else {
		r->name = path;
		r->fd = open(path, O_RDONLY | O_CLOEXEC);
		if (r->fd < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot open '%s': %s", path, strerror(errno));
		r->close_fd = 1;
	}
	/*
	 * A regular file is mapped rather than copied through read(2): no
	 * copy, no anonymous memory to fault in.  Pipes and terminals, or
	 * a failed mapping, take the read(2) path.  Standard input is
	 * mapped from its offset, which is moved past what was read at
	 * the end (see finish).
	 */
	if (fstat(r->fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 &&
	    (pos = lseek(r->fd, 0, SEEK_CUR)) >= 0 && pos < st.st_size) {
		void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
		    r->fd, 0);

		if (m != MAP_FAILED) {
			r->map = m;
			r->maplen = (size_t)st.st_size;
			r->mapoff = (size_t)pos;
			r->lastblock[0] = r->lastblock[1] = (size_t)pos;
			r->mapdrop = (size_t)pos;
			(void)madvise(m, r->maplen, MADV_SEQUENTIAL);
		}
	}
	return 0;
}

/*
 * The end of the file: its descriptor is no longer needed (a mapping
 * and kept blocks outlive it), and a mapped standard input is left
 * where reading stopped, as read(2) would have left it.
 */
static void
finish(struct papo_reader *r)
{
	if (r->fd < 0)
		return;
	if (r->map && !r->close_fd)
		(void)lseek(r->fd, (off_t)r->mapoff, SEEK_SET);
	if (r->close_fd)
		close(r->fd);
	r->fd = -1;
	r->close_fd = 0;
}

void
papo_reader_close(struct papo_reader *r)
{
	size_t i;

	finish(r);
	if (r->map)
		munmap(r->map, r->maplen);
	for (i = 0; i < r->nkept; i++)
		free(r->kept[i]);
	free(r->kept);
	unspool(r->spool, r->nspool);
	free(r->spool);
	free(r->carry);
	jtext_free(r->jt);
	memset(r, 0, sizeof(*r));
	r->fd = -1;
}

/*
 * Fill in line l: content s, n bytes, then a newline when nl is set.
 * A "\r" before the newline is part of the terminator.
 */
static void
set_line(const struct papo_reader *r, struct papo_line *l, const char *s,
    size_t n, int nl)
{
	l->tlen = nl != 0;
	if (nl && n > 0 && s[n - 1] == '\r') {
		n--;
		l->tlen = 2;
	}
	l->flags = 0;
	if (n > r->max_line) {
		l->flags = PAPO_LINE_LONG;
		if (r->longs == PAPO_LONGS_SKIP) {
			s = "";
			n = 0;
		}
	}
	l->s = s;
	l->len = n;
}

static void
add_line(struct papo_reader *r, struct papo_batch *b, const char *s,
    size_t len, int nl)
{
	struct papo_line *l;

	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	l = &b->line[b->n++];
	set_line(r, l, s, len, nl);
	l->lineno = ++r->lineno;
}

static int
too_long(struct papo_reader *r, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_DATAERR,
	    "%s:%llu: line longer than %zu bytes (raise --max-line)", r->name,
	    (unsigned long long)r->lineno + 1, r->max_line);
}

/*
 * A line too long for the cap, after the lines of b before it: those
 * are handed out first and the error comes at the next read, so that a
 * tool writes every record that precedes it.
 */
static int
too_long_after(struct papo_reader *r, struct papo_batch *b,
    struct papo_err *e)
{
	if (b->n == 0)
		return too_long(r, e);
	too_long(r, &r->perr);
	r->pending = 1;
	return 0;
}

/* Split [s, s + len) into lines, one after the other. */
static int
split_serial(struct papo_reader *r, struct papo_batch *b, const char *s,
    size_t len, struct papo_err *e)
{
	const char *p = s, *end = s + len, *nl;

	while (p < end) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if ((size_t)((nl ? nl : end) - p) > r->max_line &&
		    r->longs == PAPO_LONGS_ERROR)
			return too_long_after(r, b, e);
		if (nl == NULL) {
			add_line(r, b, p, (size_t)(end - p), 0);
			break;
		}
		add_line(r, b, p, (size_t)(nl - p), 1);
		p = nl + 1;
	}
	return 0;
}

/*
 * Split [s, s + len) into lines; the last may lack its newline.  A big
 * block is split by several threads, each taking the lines that start
 * in its share of the bytes; the lines are then joined in order.  For
 * a tool that parses in parallel this was the one serial pass over
 * every byte.
 */
static int
split(struct papo_reader *r, struct papo_batch *b, const char *s, size_t len,
    struct papo_err *e)
{
	enum { MAXPART = 16 };
	struct papo_batch part[MAXPART];
	size_t i, k, nparts = 1, total = 0;
	int bad = 0;

#ifdef _OPENMP
	if (len >= ((size_t)4 << 20))
		nparts = (size_t)omp_get_max_threads();
#endif
	if (nparts > MAXPART)
		nparts = MAXPART;
	if (nparts < 2)
		return split_serial(r, b, s, len, e);
	memset(part, 0, sizeof(part));
	#pragma omp parallel for num_threads(nparts) schedule(static, 1) \
	    reduction(|:bad)
	for (k = 0; k < nparts; k++) {
		const char *p = s + len / nparts * k, *end = s + (k + 1 ==
		    nparts ? len : len / nparts * (k + 1)), *nl;

		/* a line belongs to the part it starts in */
		if (k > 0 && p[-1] != '\n') {
			nl = memchr(p, '\n', (size_t)(s + len - p));
			p = nl ? nl + 1 : s + len;
		}
		while (p < end) {
			size_t n;

			nl = memchr(p, '\n', (size_t)(s + len - p));
			n = (size_t)((nl ? nl : s + len) - p);
			if (n > r->max_line && r->longs == PAPO_LONGS_ERROR) {
				bad = 1;
				break;
			}
			part[k].line = papo_xgrow(part[k].line, &part[k].cap,
			    part[k].n + 1, sizeof(*part[k].line));
			set_line(r, &part[k].line[part[k].n++], p, n,
			    nl != NULL);
			p = nl ? nl + 1 : s + len;
		}
	}
	for (k = 0; k < nparts; k++)
		total += part[k].n;
	if (bad) {
		/* find it again in order, for the right line number */
		for (k = 0; k < nparts; k++)
			free(part[k].line);
		return split_serial(r, b, s, len, e);
	}
	b->line = papo_xgrow(b->line, &b->cap, b->n + total, sizeof(*b->line));
	for (k = 0; k < nparts; k++) {
		for (i = 0; i < part[k].n; i++) {
			part[k].line[i].lineno = ++r->lineno;
			b->line[b->n++] = part[k].line[i];
		}
		free(part[k].line);
	}
	return 0;
}

/* Does the name s end with suffix? */
static int
has_suffix(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/*
 * A first line that holds no JSON but tabs or commas: a table (pandas
 * to_csv) whose header names the columns.  -1 with e set, else 0.
 */
static int
sniff_csv(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	const char *f = r->name;
	const char *arg = r->close_fd ? f : "FILE";
	const char *nl = memchr(s, '\n', n);
	size_t i = 0, len = nl ? (size_t)(nl - s) : n;
	int tsv;

	size_t k;
	int quoted = 0;

	while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r'))
		i++;
	if (i == len || s[i] == '{' || s[i] == '[' ||
	    (!memchr(s + i, ',', len - i) && !memchr(s + i, '\t', len - i)))
		return 0;
	/* names, bare or quoted: no JSON punctuation outside quotes */
	for (k = i; k < len; k++) {
		if (s[k] == '"')
			quoted = !quoted;
		else if (!quoted && strchr("{}[]:", s[k]) != NULL)
			return 0;
	}
	tsv = memchr(s + i, '\t', len - i) != NULL;
	return papo_err_set(e, PAPO_EX_DATAERR, "%s: %s, not JSONL (its first "
	    "line is a header of columns); convert it: python3 -c 'import "
	    "sys,pandas as pd; pd.read_csv(sys.argv[1]%s).to_json(sys.stdout,"
	    "orient=\"records\",lines=True,force_ascii=False)' %s > %s.jsonl",
	    f, tsv ? "TSV" : "CSV", tsv ? ",sep=\"\\t\"" : "", arg, arg);
}

/*
 * What the first bytes s[0, n) of a file say it is, when not JSONL: -1
 * with e set naming the format and how to convert it (the commands of
 * papo(7), INPUT FORMATS), 1 for a UTF-8 byte order mark (3 bytes to
 * skip), 0 for anything else.
 */
static int
sniff(const struct papo_reader *r, const char *s, size_t n,
    struct papo_err *e)
{
	static const char tbl[] = "{\"columns\": [";
	const char *f = r->name;
	const char *arg = r->close_fd ? f : "FILE";	/* for commands */

	if (n >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		return 1;
	if (n >= 4 && memcmp(s, "PAR1", 4) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Parquet file, "
		    "not JSONL (TRL writes its completions so); convert it in "
		    "the training environment: python3 -c 'import sys,json,"
		    "math,pyarrow.parquet as pq; [print(json.dumps({k:(None "
		    "if isinstance(v,float) and math.isnan(v) else v) for k,v "
		    "in r.items()},ensure_ascii=False)) for r in "
		    "pq.read_table(sys.argv[1]).to_pylist()]' %s > %s.jsonl",
		    f, arg, arg);
	if (n >= 4 && memcmp(s, "PK\x03\x04", 4) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a zip archive, "
		    "not JSONL (torch.save writes one: slime's rollout_data/"
		    "N.pt); convert it in the training environment: python3 "
		    "-c 'import sys,json,torch; d=torch.load(sys.argv[1],"
		    "weights_only=False); [print(json.dumps(s,ensure_ascii="
		    "False,default=str)) for s in d[\"samples\"]]' %s > "
		    "N.jsonl", f, arg);
	if (n >= 2 && memcmp(s, "\x1f\x8b", 2) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: gzip-compressed; "
		    "decompress it first (zcat %s | ...)", f, arg);
	if (n >= sizeof(tbl) - 1 && memcmp(s, tbl, sizeof(tbl) - 1) == 0 &&
	    memmem(s, n, "\"data\": [", 9) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a wandb table, "
		    "not JSONL records (OpenRLHF logs one sample a step so: "
		    "nothing to re-score); a table of whole records converts "
		    "with: python3 -c 'import sys,json; t=json.load(open("
		    "sys.argv[1])); [print(json.dumps(dict(zip(t[\"columns\"]"
		    ",row)),ensure_ascii=False)) for row in t[\"data\"]]' %s "
		    "> table.jsonl", f, arg);
	/* dumps that are not JSON, converted to records in papo's names */
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5 &&
	    strstr(f, "buffer_step") != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Python pickle, "
		    "not JSONL (oat's replay buffer: prompts, references and "
		    "TransitionData); convert it where oat is installed: "
		    "python3 -c 'import sys,json,pickle; p,r,b=pickle.load("
		    "open(sys.argv[1],\"rb\")); ref=dict(zip(p,r)); "
		    "[print(json.dumps("
		    "{\"group\":t.prompt,\"problem\":t.prompt,\"response\":"
		    "t.response,\"answer\":ref.get(t.prompt),\"reward\":float("
		    "sum(t.rewards)),\"length\":len(t.response_ids)},"
		    "ensure_ascii=False,default=str)) for rank in b for t in "
		    "rank]' %s > %s.jsonl", f, arg, arg);
	if (n >= 5 && memcmp(s, "idx: ", 5) == 0 && memmem(s, n,
	    ", reward is ", 12) != NULL)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: AReaL's text dump "
		    "(RLVRWorkflow before 1.0: VERSION/QID.txt), not JSONL; "
		    "convert the dump directory: python3 -c 'import sys,json,"
		    "re,os; [print(json.dumps({\"group\":os.path.basename(f)"
		    "[:-4],\"step\":int(os.path.basename(os.path.dirname("
		    "os.path.abspath(f)))),\"id\":int(m[0]),\"reward\":float("
		    "m[3]),\"problem\":m[4],\"response\":m[5]},ensure_ascii="
		    "False)) for f in sys.argv[1:] for m in re.findall(r\"idx: "
		    "(\\d+) / (\\d+), seqlen: (\\d+), reward is (\\S+)\\.\\n"
		    "prompt is \\n\\x1b\\[33m\\x1b\\[2m(.*?)\\x1b\\[0m\\n"
		    "sequence is: \\n\\x1b\\[33m\\x1b\\[2m(.*?)\\x1b\\[0m\\n\","
		    "open(f,encoding=\"utf-8\").read(),re.S)]' DUMP/*/*.txt > "
		    "rollouts.jsonl", f);
	if (n >= 9 && memcmp(s, "[prompt] ", 9) == 0)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: EasyR1's "
		    "generations.log (validation samples as text), not JSONL; "
		    "convert it: python3 -c 'import sys,json,re; t=open("
		    "sys.argv[1],encoding=\"utf-8\").read(); "
		    "[print(json.dumps({\"group\":m[0],\"problem\":m[0],"
		    "\"response\":m[1],\"answer\":m[2],\"reward\":"
		    "float(m[3])},ensure_ascii=False)) for m in re.findall("
		    "r\"^\\[prompt\\] (.*?)\\n\\[output\\] (.*?)\\n"
		    "\\[ground_truth\\] (.*?)\\n\\[score\\] (\\S*)\\n\","
		    "t,re.S|re.M)]' %s > generations.jsonl", f, arg);
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5 &&
	    (has_suffix(f, ".pt") || has_suffix(f, ".pth")))
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: torch.save in its "
		    "legacy format, not JSONL; convert it in the training "
		    "environment: python3 -c 'import sys,json,torch; d=torch."
		    "load(sys.argv[1],weights_only=False); d=d.get(\"samples\","
		    "d) if isinstance(d,dict) else d; [print(json.dumps(s,"
		    "ensure_ascii=False,default=str)) for s in d]' %s > "
		    "%s.jsonl", f, arg, arg);
	if (n >= 2 && (unsigned char)s[0] == 0x80 && s[1] >= 2 && s[1] <= 5)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s: a Python pickle, "
		    "not JSONL (pd.to_pickle, oat's saved replay buffer, an "
		    "old torch.save write one); convert it in the training "
		    "environment: python3 -c 'import sys,json,pandas as pd; "
		    "d=pd.read_pickle(sys.argv[1]); d=d.to_dict(\"records\") "
		    "if hasattr(d,\"to_dict\") else d; [print(json.dumps(r,"
		    "ensure_ascii=False,default=str)) for r in d]' %s > "
		    "%s.jsonl", f, arg, arg);
	return sniff_csv(r, s, n, e);
}

/*
 * JSON mode (see papo_reader_read): a JSON array of records, or JSON
 * texts one after another, read as they come by a scanner of the
 * structure alone (brackets, strings); each record is copied without
 * the white space outside its strings into the batch's jrows, and the
 * tool's parse checks the rest.
 */
enum { JSONL = 0, JARRAY = 1, JTEXTS = 2 };
enum { J_START, J_BETWEEN, J_IN, J_DONE };

struct papo_jtext {
	int kind;		/* JARRAY or JTEXTS */
	int state;
	int comma;		/* JARRAY: a record ended; ',' or ']' next */
	int any;		/* JARRAY: a record was read */
	int instr, esc;		/* in a string, after a backslash */
	int scalar;		/* the record is a bare number or word */
	int gap;		/* white space since the last byte kept */
	struct papo_buf stack;	/* the brackets open in the record */
	struct papo_buf el;	/* the record so far */
	uint64_t line;		/* of the next byte, from 1 */
	uint64_t elline;	/* where the record started */
	uint64_t arrline;	/* where the array started */
	size_t *offs;		/* the batch's records in jrows */
	size_t offcap;
};

static int
jspace(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* A byte of a number or of true, false, null. */
static int
jword(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
	    (c >= 'A' && c <= 'Z') || c == '.' || c == '-' || c == '+';
}

/*
 * What the first bytes s[0, n) of a file say it is: JARRAY, JTEXTS or
 * JSONL, or -1 when the first line is not all there yet (more is to
 * come: not eof).
 */
static int
jdecide(const char *s, size_t n, int eof)
{
	size_t i = 0, depth = 0;
	int instr = 0, esc = 0;

	while (i < n && jspace(s[i]))
		i++;
	if (i == n)
		return eof ? JSONL : -1;
	if (s[i] == '[')
		return JARRAY;
	if (s[i] != '{')
		return JSONL;
	for (; i < n; i++) {
		char c = s[i];

		if (instr) {
			if (esc)
				esc = 0;
			else if (c == '\\')
				esc = 1;
			else if (c == '"')
				instr = 0;
			else if (c == '\n')
				return JSONL;	/* a line cut short */
		} else if (c == '"')
			instr = 1;
		else if (c == '{' || c == '[')
			depth++;
		else if (c == '}' || c == ']') {
			if (--depth == 0)
				return JSONL;	/* a value on its line */
		} else if (c == '\n')
			return JTEXTS;
	}
	return eof ? JTEXTS : -1;
}

/*
 * jdecide on the first line within --max-line: a first line longer
 * than that which has not decided is JSONL (a long line, under the
 * long-line policy).  The same bytes decide the same way whether they
 * are mapped or come through a pipe in blocks.
 */
static int
jdecide_first(const struct papo_reader *r, const char *s, size_t n, int eof)
{
	size_t cap = r->max_line < SIZE_MAX ? r->max_line + 1 : SIZE_MAX;
	int k;

	if (n > cap) {
		n = cap;
		eof = 0;
	}
	k = jdecide(s, n, eof);
	return k < 0 && n >= cap ? JSONL : k;
}

static void
jtext_free(struct papo_jtext *jt)
{
	if (jt == NULL)
		return;
	papo_buf_release(&jt->stack);
	papo_buf_release(&jt->el);
	free(jt->offs);
	free(jt);
}

static void
jtext_start(struct papo_reader *r, int kind)
{
	struct papo_jtext *jt = papo_xcalloc(1, sizeof(*jt));

	jt->kind = kind;
	jt->state = kind == JARRAY ? J_START : J_BETWEEN;
	jt->line = r->lineno + 1;
	papo_buf_init(&jt->stack);
	papo_buf_init(&jt->el);
	r->jt = jt;
}

static int
jerr(const struct papo_reader *r, struct papo_err *e, const char *what)
{
	const struct papo_jtext *jt = r->jt;

	if (jt->state == J_IN && jt->elline != jt->line)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s (in the "
		    "JSON record from line %llu)", r->name,
		    (unsigned long long)jt->line, what,
		    (unsigned long long)jt->elline);
	return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: %s", r->name,
	    (unsigned long long)jt->line, what);
}

/* The record in jt->el is complete: it is the batch's next line. */
static int
jemit(struct papo_reader *r, struct papo_batch *b, struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;
	struct papo_line *l;

	jt->state = J_BETWEEN;
	jt->comma = jt->kind == JARRAY;
	jt->any = 1;
	b->line = papo_xgrow(b->line, &b->cap, b->n + 1, sizeof(*b->line));
	jt->offs = papo_xgrow(jt->offs, &jt->offcap, b->n + 1,
	    sizeof(*jt->offs));
	l = &b->line[b->n];
	memset(l, 0, sizeof(*l));
	l->tlen = 1;
	l->lineno = jt->elline;
	if (jt->el.len > r->max_line) {
		if (r->longs == PAPO_LONGS_ERROR) {
			jt->line = jt->elline;
			return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: "
			    "record longer than %zu bytes (raise --max-line)",
			    r->name, (unsigned long long)jt->elline,
			    r->max_line);
		}
		l->flags = PAPO_LINE_LONG;
	}
	jt->offs[b->n] = b->jrows.len;
	if (!(l->flags && r->longs == PAPO_LONGS_SKIP)) {
		papo_buf_add(&b->jrows, jt->el.s, jt->el.len);
		l->len = jt->el.len;
	}
	b->n++;
	papo_buf_reset(&jt->el);
	return 0;
}

/* Start a record at byte c (not white space). */
static void
jbegin(struct papo_jtext *jt, char c)
{
	jt->state = J_IN;
	jt->elline = jt->line;
	jt->scalar = 0;
	papo_buf_reset(&jt->el);
	papo_buf_reset(&jt->stack);
	papo_buf_addc(&jt->el, c);
	if (c == '{' || c == '[')
		papo_buf_addc(&jt->stack, c);
	else if (c == '"')
		jt->instr = 1;
	else
		jt->scalar = 1;
}

/* Scan s[0, n) of the file; eof: nothing comes after. */
static int
jfeed(struct papo_reader *r, struct papo_batch *b, const char *s, size_t n,
    int eof, struct papo_err *e)
{
	struct papo_jtext *jt = r->jt;
	size_t i;
	char c;

	for (i = 0; i < n; i++) {
		c = s[i];
		if (jt->state == J_IN && jt->instr) {
			if (c == '\n')
				return jerr(r, e, "a string runs over the end "
				    "of the line");
			papo_buf_addc(&jt->el, c);
			if (jt->esc)
				jt->esc = 0;
			else if (c == '\\')
				jt->esc = 1;
			else if (c == '"') {
				jt->instr = 0;
				if (jt->stack.len == 0 && jemit(r, b, e) < 0)
					return -1;
			}
			continue;
		}
		if (jt->state == J_IN && jt->scalar) {
			if (!jspace(c) && !strchr(",]}[{\"", c)) {
				papo_buf_addc(&jt->el, c);
				continue;
			}
			if (jemit(r, b, e) < 0)
				return -1;
		}
		if (c == '\n')
			jt->line++;
		if (jspace(c)) {
			jt->gap = 1;
			continue;
		}
		/* "2 3" stays two numbers (and an error) */
		if (jt->state == J_IN && jt->gap && jword(c) &&
		    jword(jt->el.s[jt->el.len - 1]))
			papo_buf_addc(&jt->el, ' ');
		jt->gap = 0;
		switch (jt->state) {
		case J_START:
			jt->arrline = jt->line;
			jt->state = J_BETWEEN;	/* jdecide saw the '[' */
			break;
		case J_DONE:
			return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: '%c' "
			    "after the end of the JSON array of line %llu",
			    r->name, (unsigned long long)jt->line, c,
			    (unsigned long long)jt->arrline);
		case J_BETWEEN:
			if (jt->kind == JARRAY && c == ']' &&
			    (jt->comma || !jt->any)) {
				jt->state = J_DONE;
				break;
			}
			if (jt->kind == JARRAY && jt->comma) {
				if (c != ',')
					return jerr(r, e, "',' or ']' expected "
					    "after a record of the JSON array");
				jt->comma = 0;
				break;
			}
			if (c == ',' || c == ']' || c == '}')
				return papo_err_set(e, PAPO_EX_DATAERR,
				    "%s:%llu: '%c' where a JSON record "
				    "should start", r->name,
				    (unsigned long long)jt->line, c);
			jbegin(jt, c);
			break;
		default:	/* J_IN, in brackets */
			papo_buf_addc(&jt->el, c);
			if (c == '"')
				jt->instr = 1;
			else if (c == '{' || c == '[')
				papo_buf_addc(&jt->stack, c);
			else if (c == '}' || c == ']') {
				if (jt->stack.s[jt->stack.len - 1] !=
				    (c == '}' ? '{' : '['))
					return jerr(r, e, c == '}' ? "'}' "
					    "closes a '['" : "']' closes a "
					    "'{'");
				jt->stack.s[--jt->stack.len] = '\0';
				if (jt->stack.len == 0 && jemit(r, b, e) < 0)
					return -1;
			}
			if (jt->el.len > r->max_line &&
			    r->longs == PAPO_LONGS_ERROR) {
				jt->line = jt->elline;
				return papo_err_set(e, PAPO_EX_DATAERR,
				    "%s:%llu: record longer than %zu bytes "
				    "(raise --max-line)", r->name,
				    (unsigned long long)jt->elline,
				    r->max_line);
			}
			break;
		}
	}
	if (!eof)
		return 0;
	if (jt->state == J_IN && jt->scalar)
		return jemit(r, b, e);
	if (jt->state == J_IN)
		return jerr(r, e, "the file ends inside a JSON record (cut "
		    "short?)");
	if (jt->kind == JARRAY && jt->state != J_DONE)
		return papo_err_set(e, PAPO_EX_DATAERR, "%s:%llu: the file "
		    "ends inside the JSON array of line %llu (cut short?)",
		    r->name, (unsigned long long)jt->line,
		    (unsigned long long)jt->arrline);
	return 0;
}

/*
 * After a jfeed: the records' lines point into jrows; an error after
 * some records waits for the next read, as a line too long does.
 */
static long
jdone(struct papo_reader *r, struct papo_batch *b, int k,
    struct papo_err *e)
{
	size_t i;

	if (k < 0 && b->n == 0)
		return -1;
	if (k < 0) {
		r->perr = *e;
		r->pending = 1;
	}
	for (i = 0; i < b->n; i++)
		b->line[i].s = b->line[i].len ? b->jrows.s + r->jt->offs[i] :
		    "";
	if (r->keep && b->jrows.len) {
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = papo_buf_detach(&b->jrows, NULL);
	}
	return (long)b->n;
}

/* JSON mode, a mapped file: want bytes at a time, until a record. */
static long
jread_mapped(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), end, upto;
	int k = 0;

	papo_buf_reset(&b->jrows);
	while (b->n == 0 && r->mapoff < r->maplen) {
		end = r->maplen - r->mapoff > want ? r->mapoff + want :
		    r->maplen;
		k = jfeed(r, b, r->map + r->mapoff, end - r->mapoff,
		    end == r->maplen, e);
		r->mapoff = end;
		/* no line points into the mapping: its pages go back */
		upto = r->mapoff / page * page;
		if (!r->keep && upto > r->mapdrop) {
			(void)madvise(r->map + r->mapdrop, upto - r->mapdrop,
			    MADV_DONTNEED);
			r->mapdrop = upto;
		}
		if (k < 0)
			break;
	}
	return jdone(r, b, k, e);
}

/*
 * JSON mode, a stream: read(2) into b->mem until a record is complete
 * (and more while more is ready, up to want bytes), or the end.
 */
static long
jread_stream(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t got = 0;
	ssize_t n;
	int k = 0;

	papo_buf_reset(&b->jrows);
	if (b->memcap < want + 1) {
		free(b->mem);
		b->mem = papo_xmalloc(want + 1);
		b->memcap = want + 1;
	}
	if (r->carrylen) {
		/* the bytes that told JSON from JSONL */
		k = jfeed(r, b, r->carry, r->carrylen, r->eof, e);
		got = r->carrylen;
		r->carrylen = 0;
	}
	while (k == 0 && !r->eof && (b->n == 0 || got < want)) {
		if (r->flow && !papo_fd_ready(r->fd)) {
			if (b->n > 0 || r->flow == PAPO_FLOW_NOWAIT) {
				b->wait = 1;
				break;
			}
		}
		n = read(r->fd, b->mem, b->memcap - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			k = read_error(r, e);
			break;
		}
		if (n == 0)
			r->eof = 1;
		got += (size_t)n;
		k = jfeed(r, b, b->mem, (size_t)n, r->eof, e);
	}
	return jdone(r, b, k, e);
}

/* The next block of a mapped file: want bytes, extended to a newline. */
static long
read_mapped(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t start = r->mapoff, end;
	const char *nl;

	if (r->jt)
		return jread_mapped(r, b, want, e);
	if (!r->keep) {
		/*
		 * Give back the pages of lines handed out before the last
		 * two blocks: a caller may still be reading those while it
		 * asks for this one (see papo_input_read).  The pages of a
		 * file mapping come back from the file if touched again.
		 */
		size_t page = (size_t)sysconf(_SC_PAGESIZE);
		size_t upto = r->lastblock[0] / page * page;

		r->lastblock[0] = r->lastblock[1];
		r->lastblock[1] = start;
		if (upto > r->mapdrop) {
			(void)madvise(r->map + r->mapdrop, upto - r->mapdrop,
			    MADV_DONTNEED);
			r->mapdrop = upto;
		}
	}
	if (start >= r->maplen)
		return 0;
	if (!r->sniffed) {
		int k = sniff(r, r->map + start, r->maplen - start, e);

		r->sniffed = 1;
		if (k < 0)
			return -1;
		if (k == 1)
			start = r->mapoff = r->lastblock[1] = start + 3;
		if (start >= r->maplen)
			return 0;
	}
	if (!r->jdecided) {
		int k = jdecide_first(r, r->map + start, r->maplen - start,
		    1);

		r->jdecided = 1;
		if (k != JSONL) {
			jtext_start(r, k);
			return jread_mapped(r, b, want, e);
		}
	}
	end = r->maplen - start > want ? start + want : r->maplen;
	if (end < r->maplen) {
		nl = memchr(r->map + end, '\n', r->maplen - end);
		end = nl ? (size_t)(nl - r->map) + 1 : r->maplen;
	}
	r->mapoff = end;
#ifdef MADV_POPULATE_READ
	{
		/* map the block's pages in one call, not a fault per 64 KiB */
		size_t page = (size_t)sysconf(_SC_PAGESIZE);
		size_t a = start / page * page;

		(void)madvise(r->map + a, end - a, MADV_POPULATE_READ);
	}
#endif
	if (split(r, b, r->map + start, end - start, e) < 0)
		return -1;
	return (long)b->n;
}

int
papo_fd_ready(int fd)
{
	struct pollfd p = { fd, POLLIN, 0 };
	int k;

	do
		k = poll(&p, 1, 0);
	while (k < 0 && errno == EINTR);
	return k != 0;		/* an error: let read(2) report it */
}

static int
read_error(const struct papo_reader *r, struct papo_err *e)
{
	return papo_err_set(e, PAPO_EX_IOERR, "read error on '%s': %s",
	    r->name, strerror(errno));
}

/*
 * b->mem[0, len) starts a line longer than the cap and holds no
 * newline.  Read the rest of it: kept in an unlinked temporary file
 * that is then mapped (PAPO_LONGS_KEEP), or dropped; the bytes after
 * its newline wait for the next read.  b gets the one line.
 */
static long
long_line(struct papo_reader *r, struct papo_batch *b, size_t len,
    struct papo_err *e)
{
	struct papo_spool sp = { NULL, 0 };
	const char *tmpdir = getenv("TMPDIR");
	char path[4096];
	int fd = -1, nl = 0;
	size_t total = 0;
	ssize_t k;
	char last = 0;

	if (r->longs == PAPO_LONGS_KEEP) {
		snprintf(path, sizeof(path), "%s/papo-line.XXXXXX",
		    tmpdir && *tmpdir ? tmpdir : "/tmp");
		if ((fd = mkstemp(path)) < 0)
			return papo_err_set(e, PAPO_EX_IOERR, "cannot keep a "
			    "long line of '%s': %s: %s", r->name, path,
			    strerror(errno));
		(void)unlink(path);
	}
	for (;;) {
		char *p = memchr(b->mem, '\n', len);
		size_t take = p ? (size_t)(p - b->mem) : len;

		if (take > 0)
			last = b->mem[take - 1];
		if (fd >= 0 && take > 0) {
			size_t off = 0;

			while (off < take) {
				k = write(fd, b->mem + off, take - off);
				if (k < 0 && errno == EINTR)
					continue;
				if (k < 0) {
					papo_err_set(e, PAPO_EX_IOERR, "cannot "
					    "keep a long line of '%s': %s",
					    r->name, strerror(errno));
					close(fd);
					return -1;
				}
				off += (size_t)k;
			}
		}
		total += take;
		if (p != NULL) {
			/* the rest is the start of the next line */
			nl = 1;
			r->carrylen = len - take - 1;
			if (r->carrylen > 0) {	/* carry may still be NULL */
				r->carry = papo_xgrow(r->carry, &r->carrycap,
				    r->carrylen, 1);
				memcpy(r->carry, p + 1, r->carrylen);
			}
			break;
		}
		do
			k = read(r->fd, b->mem, b->memcap - 1);
		while (k < 0 && errno == EINTR);
		if (k < 0) {
			if (fd >= 0)
				close(fd);
			return read_error(r, e);
		}
		if ((len = (size_t)k) == 0) {
			r->eof = 1;
			break;
		}
	}
	if (nl && last == '\r')
		total--;	/* the "\r" is the terminator's */
	if (fd >= 0) {
		sp.len = total ? total : 1;
		sp.map = mmap(NULL, sp.len, PROT_READ, MAP_PRIVATE, fd, 0);
		close(fd);
		if (sp.map == MAP_FAILED)
			return papo_err_set(e, PAPO_EX_IOERR, "cannot keep a "
			    "long line of '%s': %s", r->name, strerror(errno));
		if (r->keep) {
			r->spool = papo_xgrow(r->spool, &r->spoolcap,
			    r->nspool + 1, sizeof(*r->spool));
			r->spool[r->nspool++] = sp;
		} else {
			b->spool = papo_xgrow(b->spool, &b->spoolcap,
			    b->nspool + 1, sizeof(*b->spool));
			b->spool[b->nspool++] = sp;
		}
	}
	b->line = papo_xgrow(b->line, &b->cap, 1, sizeof(*b->line));
	b->n = 1;
	b->line[0].s = fd >= 0 ? sp.map : "";
	b->line[0].len = fd >= 0 ? total : 0;
	b->line[0].tlen = (uint8_t)(nl ? (last == '\r' ? 2 : 1) : 0);
	b->line[0].flags = PAPO_LINE_LONG;
	b->line[0].lineno = ++r->lineno;
	return 1;
}

/* The next block of a stream (a pipe, a terminal, an unmapped file). */
static long
read_stream(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	size_t len = 0, cap, last;
	char *nl;
	int whole = 0;		/* a complete line is in the block */

	if (r->jt)
		return jread_stream(r, b, want, e);
	cap = want + r->carrylen + 1;
	if (b->memcap < cap) {
		free(b->mem);
		b->mem = papo_xmalloc(cap);
		b->memcap = cap;
	}
	if (r->carrylen) {
		memcpy(b->mem, r->carry, r->carrylen);
		len = r->carrylen;
		r->carrylen = 0;
	}
	for (;;) {
		/* fill up to want bytes, or the end of input */
		while (!r->eof && len < b->memcap - 1 && len < want) {
			ssize_t k;

			if (r->flow == PAPO_FLOW_NOWAIT && !papo_fd_ready(r->fd)) {
				b->wait = 1;
				break;
			}
			if (r->stop && *r->stop) {
				r->eof = 2;	/* stopped */
				break;
			}
			k = read(r->fd, b->mem + len, b->memcap - 1 - len);

			if (k < 0) {
				if (errno == EINTR)
					continue;
				return read_error(r, e);
			}
			if (k == 0) {
				r->eof = 1;
				break;
			}
			whole |= memchr(b->mem + len, '\n', (size_t)k) != NULL;
			len += (size_t)k;
			/* what has come goes out before a read that waits */
			if (r->flow && whole && len < want && !papo_fd_ready(r->fd)) {
				b->wait = 1;
				break;
			}
		}
		if (len == 0)
			return 0;	/* the end, or nothing yet (wait) */
		if (!r->sniffed && (len >= 16 || r->eof ||
		    memchr(b->mem, '\n', len))) {
			int k = sniff(r, b->mem, len, e);

			r->sniffed = 1;
			if (k < 0)
				return -1;
			if (k == 1) {
				memmove(b->mem, b->mem + 3, len - 3);
				len -= 3;
				if (len == 0 && r->eof)
					return 0;
				continue;
			}
		}
		if (!r->jdecided && r->sniffed) {
			int k = jdecide_first(r, b->mem, len, r->eof);

			r->jdecided = k >= 0;
			if (k > 0) {
				/* JSON: these bytes are its start */
				jtext_start(r, k);
				r->carry = papo_xgrow(r->carry, &r->carrycap,
				    len, 1);
				memcpy(r->carry, b->mem, len);
				r->carrylen = len;
				return jread_stream(r, b, want, e);
			}
		}
		if ((nl = memrchr(b->mem, '\n', len)) != NULL || r->eof)
			break;
		/* no complete line yet: one line is bigger than the block */
		if (len > r->max_line) {
			if (r->longs == PAPO_LONGS_ERROR)
				return too_long(r, e);
			return long_line(r, b, len, e);
		}
		if (b->wait) {
			/* no complete line, and no more ready: later */
			r->carry = papo_xgrow(r->carry, &r->carrycap, len, 1);
			memcpy(r->carry, b->mem, len);
			r->carrylen = len;
			return 0;
		}
		want = len * 2;
		if (b->memcap < want + 1) {
			b->mem = papo_xrealloc(b->mem, want + 1);
			b->memcap = want + 1;
		}
	}
	/* complete lines go out; an incomplete last one waits for more */
	last = nl && !r->eof ? (size_t)(nl - b->mem) + 1 : len;
	if (r->eof == 2) {
		/* stopped: an incomplete line is not a record */
		last = nl ? (size_t)(nl - b->mem) + 1 : 0;
		r->cut = len - last;
		len = last;
		if (len == 0)
			return 0;
	}
	if (last < len) {
		r->carry = papo_xgrow(r->carry, &r->carrycap, len - last, 1);
		memcpy(r->carry, b->mem + last, len - last);
		r->carrylen = len - last;
	}
	b->mem[len] = '\0';
	if (split(r, b, b->mem, last, e) < 0)
		return -1;
	if (r->carrylen > r->max_line && !r->pending &&
	    r->longs == PAPO_LONGS_ERROR && too_long_after(r, b, e) < 0)
		return -1;
	if (r->keep) {
		/* the lines outlive the batch: the reader holds the block */
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = b->mem;
		b->mem = NULL;
		b->memcap = 0;
	}
	return (long)b->n;
}

/*
 * Columns mode: line l, an object whose members are all lists of one
 * length n > 0, as n lines into b: line i an object of each member's
 * element i.  Any other line stays as it is: a record already (what a
 * tool wrote from lines of lists), or a bad one.
 */
static void
columns_line(struct papo_batch *b, const struct papo_line *l,
    struct papo_json *j, size_t **offs, size_t *ocap)
{
	struct papo_err e;
	size_t n = 0, k, m, nmem, start, len;
	int t, first = 1;
	int ok = !(l->flags & PAPO_LINE_LONG) &&
	    papo_json_parse(j, l->s, l->len, &e) == 0;

	if (ok) {
		nmem = j->tok[0].size;
		for (k = 0, t = 1; k < nmem && ok; k++,
		    t = (int)j->tok[t + 1].next) {
			ok = j->tok[t + 1].type == PAPO_JSON_ARRAY &&
			    (first || j->tok[t + 1].size == n);
			n = j->tok[t + 1].size;
			first = 0;
		}
		ok = ok && nmem > 0 && n > 0;
	}
	if (!ok) {
		b->line = papo_xgrow(b->line, &b->cap, b->n + 1,
		    sizeof(*b->line));
		*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
		b->line[b->n] = *l;
		(*offs)[b->n++] = (size_t)-1;
		return;
	}
	/* element i of list member k: walk each list once per record */
	for (m = 0; m < n; m++) {
		start = b->rows.len;
		papo_buf_addc(&b->rows, '{');
		for (k = 0, t = 1; k < nmem; k++,
		    t = (int)j->tok[t + 1].next) {
			int el = t + 2;
			size_t i;
			const char *raw;

			for (i = 0; i < m; i++)
				el = (int)j->tok[el].next;
			if (k)
				papo_buf_addc(&b->rows, ',');
			raw = papo_json_raw(j, t, &len);
			papo_buf_add(&b->rows, raw, len);
			papo_buf_addc(&b->rows, ':');
			raw = papo_json_raw(j, el, &len);
			papo_buf_add(&b->rows, raw, len);
		}
		papo_buf_addc(&b->rows, '}');
		b->line = papo_xgrow(b->line, &b->cap, b->n + 1,
		    sizeof(*b->line));
		*offs = papo_xgrow(*offs, ocap, b->n + 1, sizeof(**offs));
		b->line[b->n] = *l;
		b->line[b->n].s = NULL;	/* rows may still move: below */
		b->line[b->n].len = b->rows.len - start;
		(*offs)[b->n++] = start;
	}
}

/* Columns mode: the lines of b, each object of lists made into records. */
static void
columns(struct papo_reader *r, struct papo_batch *b)
{
	struct papo_json j;
	size_t i, *offs = NULL, ocap = 0;

	b->cline = papo_xgrow(b->cline, &b->clinecap, b->n, sizeof(*b->cline));
	memcpy(b->cline, b->line, b->n * sizeof(*b->line));
	b->ncline = b->n;
	b->n = 0;
	papo_buf_reset(&b->rows);
	papo_json_init(&j);
	for (i = 0; i < b->ncline; i++)
		columns_line(b, &b->cline[i], &j, &offs, &ocap);
	papo_json_release(&j);
	for (i = 0; i < b->n; i++)
		if (offs[i] != (size_t)-1)
			b->line[i].s = b->rows.s + offs[i];
	free(offs);
	if (r->keep && b->rows.len) {
		/* the records outlive the batch: the reader holds them */
		r->kept = papo_xgrow(r->kept, &r->keptcap, r->nkept + 1,
		    sizeof(*r->kept));
		r->kept[r->nkept++] = papo_buf_detach(&b->rows, NULL);
	}
}

long
papo_reader_read(struct papo_reader *r, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;

	/* the batch's lines are done with: so are its long lines */
	unspool(b->spool, b->nspool);
	b->nspool = 0;
	b->n = 0;
	b->wait = 0;
	b->name = r->name;
	if (r->pending) {
		*e = r->perr;
		return -1;
	}
	if (want < 4096)
		want = 4096;
	n = r->map ? read_mapped(r, b, want, e) : read_stream(r, b, want, e);
	if (n == 0 && !b->wait)
		finish(r);	/* the end, not a wait for more */
	if (n > 0 && r->columns) {
		columns(r, b);
		n = (long)b->n;
	}
	return n;
}

void
papo_input_keep(struct papo_input *in)
{
	in->keep = 1;
	in->r.keep = 1;
}

int
papo_input_init(struct papo_input *in, int argc, char **argv,
    size_t max_line, struct papo_err *e)
{
	static char dash[] = "-";
	static char *stdin_only[] = { dash };
	struct stat st;
	int i;

	memset(in, 0, sizeof(*in));
	in->max_line = max_line;
	if (argc <= 0) {
		in->names = stdin_only;
		in->n = 1;
		return 0;
	}
	in->names = argv;
	in->n = (size_t)argc;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0)
			continue;
		if (stat(argv[i], &st) < 0 || access(argv[i], R_OK) < 0)
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot open '%s': %s", argv[i], strerror(errno));
		if (S_ISDIR(st.st_mode))
			return papo_err_set(e, PAPO_EX_NOINPUT,
			    "cannot read '%s': %s", argv[i], strerror(EISDIR));
	}
	return 0;
}

long
papo_input_read(struct papo_input *in, struct papo_batch *b, size_t want,
    struct papo_err *e)
{
	long n;

	/* the file that ended two reads ago: its lines are done with now */
	if (in->retired[0])
		papo_reader_close(&in->old[0]);
	in->old[0] = in->old[1];
	in->retired[0] = in->retired[1];
	in->retired[1] = 0;
	for (;;) {
		if (!in->open) {
			if (in->cur >= in->n)
				return 0;
			if (papo_reader_open(&in->r, in->names[in->cur],
			    in->max_line, e) < 0)
				return -1;
			in->r.keep = in->keep;
			in->r.longs = in->longs;
			in->r.flow = in->flow;
			in->r.columns = in->columns;
			in->r.stop = in->stop;
			in->open = 1;
		}
		n = papo_reader_read(&in->r, b, want, e);
		b->file = (uint32_t)in->cur;
		in->cut += in->r.cut;
		in->r.cut = 0;
		if (n != 0 || b->wait)
			return n;	/* lines, an error, or nothing yet */
		if (in->stop && *in->stop)
			return 0;	/* stopped: no further file */
		/* the file's descriptor is closed; its memory may be in use */
		if (in->keep) {
			/* its lines stay valid until papo_input_release */
			in->done = papo_xgrow(in->done, &in->donecap,
			    in->ndone + 1, sizeof(*in->done));
			in->done[in->ndone++] = in->r;
		} else if (in->retired[1]) {
			/* an empty file after one that just ended */
			papo_reader_close(&in->r);
		} else {
			/* closed two reads from now */
			in->old[1] = in->r;
			in->retired[1] = 1;
		}
		memset(&in->r, 0, sizeof(in->r));
		in->open = 0;
		in->cur++;
	}
}

void
papo_input_release(struct papo_input *in)
{
	size_t i;

	if (in->open)
		papo_reader_close(&in->r);
	in->open = 0;
	for (i = 0; i < 2; i++) {
		if (in->retired[i])
			papo_reader_close(&in->old[i]);
		in->retired[i] = 0;
	}
	for (i = 0; i < in->ndone; i++)
		papo_reader_close(&in->done[i]);
	free(in->done);
	in->done = NULL;
	in->ndone = in->donecap = 0;
}

void
papo_out_init(struct papo_out *o, int fd, const char *name)
{
	memset(o, 0, sizeof(*o));
	o->fd = fd;
	o->name = name ? name : "<stdout>";
	o->cap = (size_t)1 << 20;
	o->buf = papo_xmalloc(o->cap);
}

static int
out_fail(struct papo_out *o, struct papo_err *e)
{
	if (o->err == EINTR)
		return papo_err_set(e, PAPO_EX_IOERR, "interrupted while "
		    "writing to %s, which was not being read", o->name);
	if (o->err == EPIPE)
		return papo_err_set(e, PAPO_EX_IOERR, "broken pipe on %s",
		    o->name);
	return papo_err_set(e, PAPO_EX_IOERR, "write error on %s: %s",
	    o->name, strerror(o->err));
}

/* After a stop: can o's descriptor not take bytes now?  (err EINTR) */
static int
out_halted(struct papo_out *o)
{
	struct pollfd p;

	if (o->stop == NULL || *o->stop == 0)
		return 0;
	p.fd = o->fd;
	p.events = POLLOUT;
	p.revents = 0;
	if (poll(&p, 1, 0) > 0 && (p.revents & POLLOUT))
		return 0;
	o->err = EINTR;
	return 1;
}

static int
write_all(struct papo_out *o, const char *p, size_t n, struct papo_err *e)
{
	while (n > 0) {
		ssize_t k;

		o->writer = pthread_self();
		o->writing = 1;
		if (out_halted(o)) {
			o->writing = 0;
			return out_fail(o, e);
		}
		/*
		 * After a stop, PIPE_BUF at a time: a pipe that polls
		 * writable takes that much without blocking
		 */
		k = write(o->fd, p, o->stop && *o->stop && n > PIPE_BUF ?
		    PIPE_BUF : n);
		o->writing = 0;

		if (k < 0) {
			if (errno == EINTR)
				continue;
			o->err = errno;
			return out_fail(o, e);
		}
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

int
papo_out_flush(struct papo_out *o, struct papo_err *e)
{
	if (o->err)
		return out_fail(o, e);
	if (o->len && write_all(o, o->buf, o->len, e) < 0)
		return -1;
	o->len = 0;
	return 0;
}

int
papo_out_write(struct papo_out *o, const void *p, size_t n,
    struct papo_err *e)
{
	if (o->err)
		return out_fail(o, e);
	if (n == 0)
		return 0;	/* p may be NULL (an empty buffer): no memcpy */
	if (n >= o->cap / 16 && o->len == 0)
		return write_all(o, p, n, e);	/* big and nothing queued */
	if (o->len + n <= o->cap) {
		memcpy(o->buf + o->len, p, n);
		o->len += n;
		return 0;
	}
	if (papo_out_flush(o, e) < 0)
		return -1;
	if (n >= o->cap / 16)
		return write_all(o, p, n, e);
	memcpy(o->buf, p, n);
	o->len = n;
	return 0;
}

int
papo_out_writev(struct papo_out *o, struct iovec *iov, size_t n,
    struct papo_err *e)
{
	if (papo_out_flush(o, e) < 0)
		return -1;
	while (n > 0) {
		ssize_t k;

		if (o->stop && *o->stop) {
			/* after a stop: piece by piece, as write_all does */
			for (; n > 0; iov++, n--)
				if (write_all(o, iov->iov_base, iov->iov_len,
				    e) < 0)
					return -1;
			return 0;
		}
		o->writer = pthread_self();
		o->writing = 1;
		if (out_halted(o)) {
			o->writing = 0;
			return out_fail(o, e);
		}
		k = writev(o->fd, iov, (int)(n > IOV_MAX ? IOV_MAX : n));
		o->writing = 0;

		if (k < 0) {
			if (errno == EINTR)
				continue;
			o->err = errno;
			return out_fail(o, e);
		}
		/* skip what was written; a partial piece keeps its rest */
		while (n > 0 && (size_t)k >= iov->iov_len) {
			k -= (ssize_t)iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + k;
			iov->iov_len -= (size_t)k;
		}
	}
	return 0;
}

void
papo_out_release(struct papo_out *o)
{
	free(o->buf);
	o->buf = NULL;
	o->len = o->cap = 0;
}

int
papo_line_blank(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return 0;
	return 1;
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
