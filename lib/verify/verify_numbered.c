/* SPDX-License-Identifier: MIT */
/*
 * verify_numbered.c: options a problem numbers instead of lettering
 * ("Option 1: Tina\nOption 2: Mina", "① 2 ② 4 ③ 6", "(1) 12 (2) 14 (3)
 * 16", as Korean and Japanese exams, JEE and BenNumEval write them),
 * read as the lettered options they are: the problem's labels written
 * "(A)", "(B)", ..., a reference that names an option by its number
 * ("Option 2", "(2)", "②") its letter, and each label of the response
 * that names one ("Answer: Option 2", "정답은 ③입니다", "答案：(2)")
 * its letter, so that the rules of lettered options decide; a bare
 * number stays a value.  A response that writes a lone capital of the
 * options' letters itself is left as it is: its letters and the
 * numbers' would be one.
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "ascii.h"
#include "verify.h"
#include "verify_impl.h"

/* Options read: 1 to 10, as letters A to J. */
#define MAX_NUM 10
/* The longest text of an option numbered "(1)", "1)" or "①": a part
   of a problem in parts ("(1) Find a. (2) ...") is longer, or asks. */
#define PAREN_TEXT 80

/* The nouns that name an option before its number, ASCII case aside. */
static const char *const nouns[] = {
	"option", "choice", "opción", "opção", "opzione", "вариант",
	"Вариант", "选项", "選項", "選択肢", "선택지", "বিকল্প", "ตัวเลือกที่",
	"ตัวเลือก", "chaguo", NULL
};

/* A label's span [a, b) in the problem and its number. */
struct label {
	size_t a, b;
	int num;
};

struct nlist {
	struct label l[MAX_NUM];
	int n;
};

/* The length of the noun of nouns[] s[i..n) opens with, or 0. */
static size_t
noun_at(const char *s, size_t i, size_t n)
{
	size_t k, l;

	if (i >= n || ((unsigned char)s[i] < 0xd0 && s[i] != 'o' && s[i] !=
	    'O' && s[i] != 'c' && s[i] != 'C'))
		return 0;	/* no noun's first byte */
	for (k = 0; nouns[k] != NULL; k++) {
		l = strlen(nouns[k]);
		if (n - i >= l && strncasecmp(s + i, nouns[k], l) == 0 &&
		    (i + l == n || !papo_ascii_alpha((unsigned char)s[i + l])))
			return l;
	}
	return 0;
}

/* The number 1..20 of the circled digit at s[i] (U+2460..U+2473). */
static int
circled(const char *s, size_t i, size_t n)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (n - i < 3 || u[0] != 0xe2 || u[1] != 0x91 || u[2] < 0xa0 ||
	    u[2] > 0xb3)
		return 0;
	return u[2] - 0xa0 + 1;
}

/* The number of one or two digits at s[*i], *i past it; 0 if none. */
static int
small_number(const char *s, size_t *i, size_t n)
{
	size_t k = *i;
	int v = 0;

	while (k < n && s[k] >= '0' && s[k] <= '9' && k - *i < 2)
		v = v * 10 + (s[k++] - '0');
	if (k == *i || (k < n && s[k] >= '0' && s[k] <= '9'))
		return 0;
	*i = k;
	return v;
}

/* The kinds of label read_numbered reads, one kind a list. */
enum { K_NOUN, K_PAREN, K_CIRCLED, K_DOT };

/*
 * A label that opens an option at s[i]: an option noun and its number
 * with a separator ("Option 2:", "选项2．"; K_NOUN), a number in
 * parentheses ("(2)", "（2）"), or before one opening a line ("2)";
 * K_PAREN), a circled number (K_CIRCLED), or a number, a stop and a
 * space opening a line ("2. 8"; K_DOT); its end in *e, its kind in
 * *kind and its number, or 0.
 */
static int
label_at(const char *s, size_t i, size_t n, size_t *e, int *kind)
{
	size_t k = i, l;
	int v;

	*kind = K_CIRCLED;
	if ((v = circled(s, i, n)) > 0) {
		*e = i + 3;
		return v;
	}
	*kind = K_NOUN;
	if ((l = noun_at(s, i, n)) > 0) {
		for (k = i + l; k < n && s[k] == ' '; k++)
			;
		if ((v = small_number(s, &k, n)) == 0)
			return 0;
		if (k < n && s[k] != '\0' && strchr(":.)-", s[k]) != NULL)
			k++;
		else if (n - k >= 3 && (memcmp(s + k, "：", 3) == 0 ||
		    memcmp(s + k, "．", 3) == 0))
			k += 3;
		else
			return 0;
		*e = k;
		return v;
	}
	*kind = K_PAREN;
	if (s[k] == '(')
		k++;
	else if (n - k >= 3 && memcmp(s + k, "（", 3) == 0)
		k += 3;
	else if (i > 0 && s[i - 1] != '\n')
		return 0;	/* "2)", "2. " open a line */
	if ((v = small_number(s, &k, n)) == 0)
		return 0;
	if (k < n && s[k] == ')')
		k++;
	else if (k > i && n - k >= 3 && memcmp(s + k, "）", 3) == 0)
		k += 3;
	else if (k + 1 < n && s[i] != '(' && s[k] == '.' && s[k + 1] ==
	    ' ') {
		*kind = K_DOT;	/* "2. 8" */
		k++;
	} else
		return 0;
	*e = k;
	return v;
}

/* Does an option's text s[a..b) read as one, not as a part of the
   problem ("(1) 求x。", "① Find y; ")): short, no question, no clause's
   or sentence's stop of a CJK text, no "find"? */
static int
paren_text(const char *s, size_t a, size_t b)
{
	static const char *const part[] = { "?", "？", "。", "；", ";", "求",
	    NULL };
	size_t k;

	if (b <= a || b - a > PAREN_TEXT)
		return 0;
	for (k = 0; part[k] != NULL; k++)
		if (memmem(s + a, b - a, part[k], strlen(part[k])) != NULL)
			return 0;
	return 1;
}

/* Does s[a..b) hold more than spacing? */
static int
has_text(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (s[a] != ' ' && s[a] != '\t' && s[a] != '\n' && s[a] != '\r')
			return 1;
	return 0;
}

/* Does p[0..n) label an option B in any way a list does ("B．①②",
   "B、", "B.", "B)", "B:"), at a line's start or after a space or a
   wide character?  Its numbers are then statements the letters
   combine, not options. */
static int
lettered(const char *p, size_t n)
{
	static const char *const seps[] = { "．", "、", "：", ".", ")", ":",
	    NULL };
	size_t i, k, l;

	for (i = 0; i + 1 < n; i++) {
		if (p[i] != 'B' || (i > 0 && p[i - 1] != ' ' && p[i - 1] !=
		    '\n' && p[i - 1] != '(' && (unsigned char)p[i - 1] < 0x80))
			continue;
		for (k = 0; seps[k] != NULL; k++) {
			l = strlen(seps[k]);
			if (n - i - 1 >= l && memcmp(p + i + 1, seps[k],
			    l) == 0)
				return 1;
		}
	}
	return 0;
}

/*
 * The numbered options of problem p[0..n) into o: labels 1, 2, ... in
 * order, each once, two or more, one a line or on one line (a line of
 * them: circled or after a noun, or three or more in parentheses), all
 * of one kind; 0 when it lists none so, or lists a lettered option.
 */
static int
read_numbered(const char *p, size_t n, struct nlist *o)
{
	size_t i, e, a, at = 0;
	const char *t;
	size_t tn;
	int v, k, kind = -1, inl = 0;

	o->n = 0;
	for (i = 0; i < n; i++) {
		a = i;
		if (i > 0 && p[i - 1] != '\n' && p[i - 1] != ' ' && p[i - 1] !=
		    '\t' && p[i - 1] != '*')
			continue;	/* a label opens a line or follows
					   a space */
		if ((v = label_at(p, i, n, &e, &k)) == 0)
			continue;
		if (v != o->n + 1 || o->n == MAX_NUM || (kind >= 0 && kind !=
		    k))
			return 0;	/* out of order, twice, mixed */
		kind = k;
		if (o->n > 0 && memchr(p + at, '\n', a - at) == NULL)
			inl = 1;
		if (o->n > 0 && (!has_text(p, at, a) || (kind != K_NOUN &&
		    !paren_text(p, at, a))))
			return 0;	/* "①②" of statements, a part */
		o->l[o->n].a = a;
		o->l[o->n].b = e;
		o->l[o->n].num = v;
		o->n++;
		at = e;
		i = e - 1;
	}
	if (o->n > 0 && kind != K_NOUN) {
		for (e = at; e < n && p[e] != '\n'; e++)
			;
		if (!paren_text(p, at, e) || (kind == K_DOT && has_text(p, e,
		    n)))
			return 0;	/* "2. 8" ends the problem */
	}
	return o->n >= 2 && !(inl && kind == K_PAREN && o->n < 3) &&
	    !(inl && kind == K_DOT) &&
	    !papo_answer_option_of(p, n, 'A', &t, &tn) &&
	    !papo_answer_option_of(p, n, 'B', &t, &tn) && !lettered(p, n);
}

/* Does an option's noun end right before p[i], spaces aside? */
static int
noun_before(const char *p, size_t i)
{
	size_t k, l;

	while (i > 0 && p[i - 1] == ' ')
		i--;
	if (i == 0 || ((unsigned char)p[i - 1] < 0x80 &&
	    !papo_ascii_alpha((unsigned char)p[i - 1])))
		return 0;	/* "= 2.", "x + 2:" */
	for (k = 0; nouns[k] != NULL; k++) {
		l = strlen(nouns[k]);
		if (i >= l && strncasecmp(p + i - l, nouns[k], l) == 0)
			return 1;
	}
	return 0;
}

/* Can p[0..n) number an option 2 in one of the ways read_numbered
   reads: a 2 before a label's mark ("(2)", "2)", "Option 2:", "选项2：")
   or a circled 2; the cheap test, in one pass, every problem is put to
   first. */
static int
may_number(const char *p, size_t n)
{
	const unsigned char *u = (const unsigned char *)p;
	const unsigned char *q;
	size_t i;

	for (i = 0; i + 1 < n && (q = memchr(u + i, '2', n - i - 1)) !=
	    NULL; i++) {
		i = (size_t)(q - u);
		if (u[i + 1] == ')' || (u[i + 1] == 0xef && i + 3 < n &&
		    u[i + 2] == 0xbc && u[i + 3] == 0x89)) {
			if (i == 0 || u[i - 1] == '(' || u[i - 1] == '\n' ||
			    (i >= 3 && memcmp(u + i - 3, "（", 3) == 0))
				return 1;	/* "(2)", "2)" opening a line */
		} else if (u[i + 1] == '.' && i + 2 < n && u[i + 2] == ' ' &&
		    (i == 0 || u[i - 1] == '\n')) {
			return 1;	/* "2. 8" opening a line */
		} else if (u[i + 1] == ':' || (u[i + 1] == '.' && (i + 2 ==
		    n || !papo_ascii_digit(u[i + 2]))) || u[i + 1] == '-' ||
		    (u[i + 1] == 0xef && i + 3 < n && u[i + 2] == 0xbc &&
		    (u[i + 3] == 0x9a || u[i + 3] == 0x8e))) {
			if (noun_before(p, i))
				return 1;	/* "Option 2:", "选项2：" */
		}
	}
	for (i = 0; i + 2 < n && (q = memchr(u + i, 0xe2, n - i - 2)) !=
	    NULL; i++) {
		i = (size_t)(q - u);
		if (u[i + 1] == 0x91 && u[i + 2] == 0xa1)
			return 1;	/* ② */
	}
	return 0;
}

/* Is option j's text of o, in p, the number v alone ("2", "$2$",
   "2.")? */
static int
text_is(const char *p, size_t n, const struct nlist *o, int j, int v)
{
	size_t a = o->l[j].b, b, k;
	int w = 0;

	if (j + 1 < o->n)
		b = o->l[j + 1].a;
	else
		for (b = a; b < n && p[b] != '\n'; b++)
			;
	while (a < b && (p[a] == ' ' || p[a] == '$'))
		a++;
	while (b > a && strchr(" \t\r\n$.,;", p[b - 1]) != NULL)
		b--;
	for (k = a; k < b; k++) {
		if (!papo_ascii_digit((unsigned char)p[k]) || w > 1000)
			return 0;
		w = w * 10 + (p[k] - '0');
	}
	return b > a && w == v;
}

/*
 * The letter of the option a reference ref[0..fn) names by its number
 * ("Option 2", "(2)", "②", "2번"), of the options o of problem p[0..n);
 * a bare number of one of them ("2": MMMLU's and HRM8K's answer index)
 * too when no other option's text is that number, -1 when one is (an
 * index or a value: "2" under "1. 4\n2. 8\n3. 2"); else 0.
 */
static int
ref_letter(const char *ref, size_t fn, const char *p, size_t n,
    const struct nlist *o)
{
	size_t a = 0, e;
	int v, kind, j, bare = 0;

	while (a < fn && (ref[a] == ' ' || ref[a] == '$'))
		a++;
	while (fn > a && (ref[fn - 1] == ' ' || ref[fn - 1] == '$'))
		fn--;
	if (a == fn)
		return 0;
	if ((v = label_at(ref, a, fn, &e, &kind)) == 0) {
		e = a;	/* "Option 2" with no separator, "2번", "2" */
		if ((e = noun_at(ref, a, fn)) > 0) {
			for (e += a; e < fn && ref[e] == ' '; e++)
				;
			v = small_number(ref, &e, fn);
		} else if ((v = small_number(ref, &e, fn)) > 0) {
			bare = e == fn;
			if (fn - e == 3 && memcmp(ref + e, "번", 3) == 0)
				e = fn;
		}
	}
	if (v < 1 || v > o->n || e != fn)
		return 0;
	for (j = 0; bare && j < o->n; j++)
		if (j != v - 1 && text_is(p, n, o, j, v))
			return text_is(p, n, o, v - 1, v) ? 'A' + v - 1 : -1;
	return 'A' + v - 1;
}

/* Does the response s[0..n) write a capital of A..A+k-1 as a word of
   its own ("B", "(C)"; not "A" opening a sentence's word: "A farmer")? */
static int
own_letters(const char *s, size_t n, int k)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (s[i] < 'A' || s[i] >= 'A' + k || (i > 0 &&
		    papo_ascii_alpha((unsigned char)s[i - 1])) || (i + 1 < n &&
		    papo_ascii_alpha((unsigned char)s[i + 1])))
			continue;
		if (s[i] == 'A' && i + 2 < n && s[i + 1] == ' ' &&
		    papo_ascii_alpha((unsigned char)s[i + 2]))
			continue;
		return 1;
	}
	return 0;
}

/* Can a label end at s[e] in a response: its end, spacing, punctuation
   or a byte of another script ("(2)입니다")? */
static int
label_ends(const char *s, size_t e, size_t n)
{
	return e == n || (unsigned char)s[e] >= 0x80 || (s[e] != '\0' &&
	    strchr(" \t\n.,;:!*)]\"'", s[e]) != NULL);
}

/*
 * The response s[0..n) with each label that names one of k numbered
 * options written with its letter ("Option 2" "Option B", "(2)" "(B)",
 * "②" "B", "2번" "B번") into out; 1 when one was.
 */
static int
rewrite_response(const char *s, size_t n, int k, unsigned valued,
    struct papo_buf *out)
{
	size_t i = 0, e, l;
	int v, kind, did = 0;

	papo_buf_reset(out);
	while (i < n) {
		v = 0;
		e = i + 7;
		if (n - i > 8 && memcmp(s + i, "\\boxed{", 7) == 0 &&
		    (v = small_number(s, &e, n)) >= 1 && v <= k && e < n &&
		    s[e] == '}' && !(valued & 1u << v)) {
			papo_buf_add(out, s + i, 7);	/* "\\boxed{3}" */
			papo_buf_addc(out, 'A' + v - 1);
			i = e;
			did = 1;
			continue;
		}
		if ((v = circled(s, i, n)) > 0 && v <= k) {
			papo_buf_addc(out, 'A' + v - 1);
			i += 3;
			did = 1;
			continue;
		}
		if ((i == 0 || !papo_ascii_alpha((unsigned char)s[i - 1])) &&
		    (l = noun_at(s, i, n)) > 0) {
			for (e = i + l; e < n && s[e] == ' '; e++)
				;
			if ((v = small_number(s, &e, n)) >= 1 && v <= k &&
			    label_ends(s, e, n)) {
				while (i < e && !(s[i] >= '0' && s[i] <= '9'))
					papo_buf_addc(out, s[i++]);
				papo_buf_addc(out, 'A' + v - 1);
				i = e;
				did = 1;
				continue;
			}
		}
		if ((s[i] == '(' || (n - i >= 3 && memcmp(s + i, "（", 3) ==
		    0)) && (i == 0 || (s[i - 1] != '\0' && strchr(" \t\n:*\"[",
		    s[i - 1]) != NULL) || (unsigned char)s[i - 1] >= 0x80) &&
		    (v = label_at(s, i, n, &e, &kind)) >= 1 && v <= k &&
		    label_ends(s, e, n)) {
			papo_buf_addc(out, '(');
			papo_buf_addc(out, 'A' + v - 1);
			papo_buf_addc(out, ')');
			i = e;
			did = 1;
			continue;
		}
		e = i;
		if (s[i] >= '0' && s[i] <= '9' && (i == 0 || !(s[i - 1] >=
		    '0' && s[i - 1] <= '9')) && (v = small_number(s, &e,
		    n)) >= 1 &&
		    v <= k && n - e >= 3 && memcmp(s + e, "번", 3) == 0) {
			papo_buf_addc(out, 'A' + v - 1);
			i = e;
			did = 1;
			continue;
		}
		papo_buf_addc(out, s[i++]);
	}
	return did;
}

int
papo_verify_numbered(struct papo_verify *v, const char **resp, size_t *rn,
    const char **ref, size_t *fn)
{
	struct nlist o;
	size_t at = 0;
	unsigned valued = 0;
	int k, j, rl = 0;

	v->nown = 0;
	if (v->problem == NULL || !may_number(v->problem, v->problemlen) ||
	    !read_numbered(v->problem, v->problemlen, &o))
		return 0;
	if (*ref != NULL && (rl = ref_letter(*ref, *fn, v->problem,
	    v->problemlen, &o)) < 0)
		return -1;	/* an index or a value */
	for (k = 0; k < o.n; k++)	/* the numbers that are a text */
		for (j = 1; j <= o.n; j++)
			if (text_is(v->problem, v->problemlen, &o, k, j))
				valued |= 1u << j;
	/* a response that writes the letters itself ("A종", "point B")
	   is read as it is, a letter of its own no option's */
	if (*resp != NULL && own_letters(*resp, *rn, o.n))
		v->nown = 1;
	if (*resp == NULL || v->nown || !rewrite_response(*resp, *rn, o.n,
	    valued, &v->nresp)) {
		if (rl == 0)
			return 0;
		papo_buf_reset(&v->nresp);
		if (*resp != NULL)
			papo_buf_add(&v->nresp, *resp, *rn);
	}
	papo_buf_reset(&v->nprob);	/* the labels as "(A) " */
	for (k = 0; k < o.n; k++) {
		papo_buf_add(&v->nprob, v->problem + at, o.l[k].a - at);
		papo_buf_addc(&v->nprob, '(');
		papo_buf_addc(&v->nprob, 'A' + k);
		papo_buf_addc(&v->nprob, ')');
		papo_buf_addc(&v->nprob, ' ');
		at = o.l[k].b;
	}
	papo_buf_add(&v->nprob, v->problem + at, v->problemlen - at);
	v->problem = v->nprob.s;
	v->problemlen = v->nprob.len;
	if (rl != 0) {
		v->nref[0] = (char)rl;
		*ref = v->nref;
		*fn = 1;
	}
	if (*resp != NULL) {
		*resp = v->nresp.s;
		*rn = v->nresp.len;
	}
	return o.n;
}

void
papo_verify_numbered_pred(struct papo_verify *v, int k,
    struct papo_verify_result *res)
{
	const char *p = res->pred;
	size_t n = res->predlen, a = 0;
	int c;

	if (p == NULL || n == 0)
		return;
	if (p[0] == '(')
		a = 1;
	c = (unsigned char)p[a];
	if (a + 1 > n || c < 'A' || c >= 'A' + k || (a && (n < 3 ||
	    p[2] != ')')) || (a + 1 < n && papo_ascii_alpha((unsigned
	    char)p[a + 1])))
		return;	/* "B", "(B)", "B: Mina"; not "Bx" */
	if (v->nown) {	/* the response's own letter: no option's */
		if (res->verdict == PAPO_V_EQUAL) {
			res->verdict = PAPO_V_NOT_EQUAL;
			res->why.refused = "a letter where the problem numbers "
			    "its options";
		}
		return;
	}
	papo_buf_reset(&v->npred);
	papo_buf_add(&v->npred, p, a);
	papo_buf_addf(&v->npred, "%d", c - 'A' + 1);
	papo_buf_add(&v->npred, p + a + 1, n - a - 1);
	res->pred = v->npred.s;
	res->predlen = v->npred.len;
}
