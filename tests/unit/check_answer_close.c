/* SPDX-License-Identifier: MIT */
/*
 * check_answer_close.c: the closing remarks' lookup (answer_close.c's
 * papo_frame_closing_spelled, which reads forms[] where they are
 * written) gives what spelling every form out gives: the expansion
 * papo-verify used to make at its first closing remark is kept here,
 * in the test only, and every one of its spellings must have the
 * expansion's languages, and so must (0 for the most) each near miss
 * generated from them: a word dropped, doubled, swapped with the next,
 * a letter changed, a character dropped or doubled (the scripts written
 * without spaces), a space added, and two spellings' halves joined.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <check.h>

#include "buf.h"
#include "unit.h"

/* answer_close.c's and answer_rows.c's, declared in their folder's
   private answer_frame_impl.h (not included here): the same
   prototypes */
unsigned papo_frame_closing_spelled(const char *o, size_t n);
const char *const *papo_frame_closing_forms(void);
unsigned papo_frame_closing_langs(const char *s, size_t a, size_t b);
unsigned papo_frame_lang_bit(const char *l);

struct spelling {
	char *s;		/* in arena, once every form is spelled */
	size_t off, len;
	unsigned langs;
};

/* every spelling, one after another (no malloc each: valgrind runs the
   suite) */
static struct papo_buf arena = PAPO_BUF_INIT;
static struct spelling *sp;
static size_t nsp, sp_cap;
/* the spellings near misses are made of: each form's first 8, then
   every 16th (in the order they are spelled) */
static struct spelling *pick;
static size_t npick, pick_cap, form_n;

static void
keep(struct spelling **a, size_t *n, size_t *cap, size_t off, size_t len,
    unsigned lang)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 4096;
		if ((*a = realloc(*a, *cap * sizeof(**a))) == NULL)
			ck_abort_msg("out of memory");
	}
	(*a)[*n].off = off;
	(*a)[*n].len = len;
	(*a)[(*n)++].langs = lang;
}

/* The expansion as answer_close.c made it: every choice of one word a
   slot, a slot in brackets left out or not, joined by one space. */
static void
spell(char **slot, size_t n, struct papo_buf *p, unsigned lang)
{
	const char *alt, *end;
	size_t at = p->len, l;
	int opt;

	if (n == 0) {
		if (p->len == 0)
			return;
		keep(&sp, &nsp, &sp_cap, arena.len, p->len, lang);
		if (form_n++ < 8 || form_n % 16 == 0)
			keep(&pick, &npick, &pick_cap, arena.len, p->len, 0);
		if (papo_buf_add(&arena, p->s, p->len) != 0)
			ck_abort_msg("out of memory");
		return;
	}
	opt = slot[0][0] == '[';
	end = slot[0] + strlen(slot[0]) - (size_t)opt;
	for (alt = slot[0] + opt; alt < end; alt += l + 1) {
		for (l = 0; alt + l < end && alt[l] != '|'; l++)
			;
		p->len = at;
		if ((at > 0 && papo_buf_addc(p, ' ') != 0) ||
		    papo_buf_add(p, alt, l) != 0)
			ck_abort_msg("out of memory");
		spell(slot + 1, n - 1, p, lang);
	}
	p->len = at;
	if (opt)
		spell(slot + 1, n - 1, p, lang);
}

static int
sp_cmp(const void *x, const void *y)
{
	const struct spelling *a = x, *b = y;
	int c = memcmp(a->s, b->s, a->len < b->len ? a->len : b->len);

	return c != 0 ? c : (a->len > b->len) - (a->len < b->len);
}

/* Every form of forms[] spelled out, sorted, one entry a spelling with
   the union of its forms' languages (once, for every test). */
static void
expand(void)
{
	const char *const *forms = papo_frame_closing_forms();
	struct papo_buf p = PAPO_BUF_INIT;
	char *slot[64], *f, *w;
	size_t i, n, k;
	unsigned lang = 0;

	for (i = 0; forms[i] != NULL; i++) {
		if (forms[i][0] == '@') {
			lang = papo_frame_lang_bit(forms[i] + 1);
			continue;
		}
		f = strdup(forms[i]);
		ck_assert_ptr_nonnull(f);
		for (n = 0, w = f; *w != '\0'; ) {
			ck_assert_uint_lt(n, 64);
			slot[n++] = w;
			w += strcspn(w, " ");
			if (*w == ' ')
				*w++ = '\0';
		}
		form_n = 0;
		spell(slot, n, &p, lang);
		free(f);
	}
	papo_buf_release(&p);
	for (i = 0; i < nsp; i++)
		sp[i].s = arena.s + sp[i].off;
	for (i = 0; i < npick; i++)
		pick[i].s = arena.s + pick[i].off;
	qsort(sp, nsp, sizeof(*sp), sp_cmp);
	for (i = k = 0; i < nsp; i++)
		if (k > 0 && sp_cmp(&sp[k - 1], &sp[i]) == 0)
			sp[k - 1].langs |= sp[i].langs;
		else
			sp[k++] = sp[i];
	nsp = k;
}

static void
expand_free(void)
{
	papo_buf_release(&arena);
	free(sp);
	free(pick);
	sp = pick = NULL;
	nsp = sp_cap = npick = pick_cap = 0;
}

/* The expansion's languages of s[0..n): 0 when it spells no form. */
static unsigned
expanded(const char *s, size_t n)
{
	struct spelling key = { (char *)(uintptr_t)s, 0, n, 0 }, *f;

	f = bsearch(&key, sp, nsp, sizeof(*sp), sp_cmp);
	return f != NULL ? f->langs : 0;
}

static size_t nmiss, nspelled;

/* The lookup of s[0..n) against the expansion's. */
static void
same(const char *s, size_t n)
{
	unsigned want = expanded(s, n), got = papo_frame_closing_spelled(s, n);

	if (got != want)
		ck_abort_msg("'%.*s': lookup %#x, expansion %#x", (int)n, s,
		    got, want);
	nmiss++;
	nspelled += want != 0;
}

START_TEST(every_spelling)
{
	size_t i, step;

	ck_assert_uint_gt(nsp, 1000);
	step = (size_t)(nsp / papo_test_reps((long)nsp, 4000));
	for (i = 0; i < nsp; i += step)
		if (papo_frame_closing_spelled(sp[i].s, sp[i].len) !=
		    sp[i].langs)
			ck_abort_msg("'%.*s': lookup %#x, expansion %#x",
			    (int)sp[i].len, sp[i].s,
			    papo_frame_closing_spelled(sp[i].s, sp[i].len),
			    sp[i].langs);
}
END_TEST

/* The words of s (runs between single spaces): their starts and ends. */
static size_t
words(const char *s, size_t n, size_t *ws, size_t *we, size_t cap)
{
	size_t k = 0, i = 0;

	while (i < n && k < cap) {
		ws[k] = i;
		while (i < n && s[i] != ' ')
			i++;
		we[k++] = i++;
	}
	return k;
}

/* o: the words of s, word j left out (drop), twice (dup) or after word
   j + 1 (swap). */
static void
rejoin(const char *s, const size_t *ws, const size_t *we, size_t nw,
    size_t j, int how, struct papo_buf *o)
{
	size_t k, m;

	o->len = 0;
	for (k = 0; k < nw; k++) {
		m = how == 2 && k == j ? j + 1 : how == 2 && k == j + 1 ? j :
		    k;
		if (how == 0 && k == j)
			continue;
		if (o->len > 0)
			papo_buf_addc(o, ' ');
		papo_buf_add(o, s + ws[m], we[m] - ws[m]);
		if (how == 1 && k == j) {
			papo_buf_addc(o, ' ');
			papo_buf_add(o, s + ws[m], we[m] - ws[m]);
		}
	}
	same(o->s, o->len);
}

/* s with byte i's letter changed, or the character at i dropped or
   doubled (a character of len bytes). */
static void
chars(const char *s, size_t n, size_t i, struct papo_buf *o)
{
	size_t len = 1;

	while (i + len < n && ((unsigned char)s[i + len] & 0xc0) == 0x80)
		len++;
	o->len = 0;
	papo_buf_add(o, s, n);
	o->s[i + len - 1] = (char)((unsigned char)s[i + len - 1] < 0x80 ?
	    (s[i + len - 1] == 'z' ? 'a' : s[i + len - 1] + 1) :
	    s[i + len - 1] ^ 1);
	same(o->s, o->len);
	o->len = 0;
	papo_buf_add(o, s, i);
	papo_buf_add(o, s + i + len, n - i - len);
	same(o->s, o->len);
	o->len = 0;
	papo_buf_add(o, s, i + len);
	papo_buf_add(o, s + i, n - i);
	same(o->s, o->len);
}

/* Near misses of spelling x, one of them joined with spelling y. */
static void
misses(const struct spelling *x, const struct spelling *y,
    struct papo_buf *o)
{
	size_t ws[64], we[64], ys[64], ye[64], nw, ny, j, i, c;

	nw = words(x->s, x->len, ws, we, 64);
	ny = words(y->s, y->len, ys, ye, 64);
	for (j = 0; j < nw; j++) {
		rejoin(x->s, ws, we, nw, j, 0, o);
		rejoin(x->s, ws, we, nw, j, 1, o);
		if (j + 1 < nw)
			rejoin(x->s, ws, we, nw, j, 2, o);
	}
	for (c = 0; c < x->len; c += 1 + x->len / 8) {
		for (i = c; i > 0 && ((unsigned char)x->s[i] & 0xc0) == 0x80;
		    i--)
			;
		chars(x->s, x->len, i, o);
	}
	for (j = 0; j <= nw; j++) {	/* x's first j words, y's last */
		o->len = 0;
		papo_buf_add(o, x->s, j > 0 ? we[j - 1] : 0);
		i = ny - (ny + 1) / 2;
		if (j > 0 && i < ny)
			papo_buf_addc(o, ' ');
		if (i < ny)
			papo_buf_add(o, y->s + ys[i], y->len - ys[i]);
		same(o->s, o->len);
	}
	o->len = 0;
	papo_buf_addc(o, ' ');
	papo_buf_add(o, x->s, x->len);
	same(o->s, o->len);
	papo_buf_addc(o, ' ');
	same(o->s + 1, o->len - 1);
}

START_TEST(near_misses)
{
	struct papo_buf o = PAPO_BUF_INIT;
	size_t i, step;
	uint64_t r = 88172645463325252ULL;

	step = (size_t)(npick / papo_test_reps((long)npick, 500));
	for (i = 0; i < npick; i += step) {
		r ^= r << 13, r ^= r >> 7, r ^= r << 17;
		misses(&pick[i], &pick[r % npick], &o);
	}
	/* most near misses spell no form, some do (an optional word) */
	ck_assert_uint_gt(nmiss, 2 * nspelled);
	ck_assert_uint_gt(nspelled, 0);
	papo_buf_release(&o);
}
END_TEST

/* Through the sentence's normalisation: case, punctuation, spaces. */
START_TEST(sentences)
{
	static const struct {
		const char *s;
		const char *lang;	/* NULL: none */
	} t[] = {
		{ "I hope this helps!", "en" },
		{ "  I  hope, this helps.", "en" },
		/* no form, a remark by its parts (answer_close.c's
		   parts[]): a hope, then words of the explanation's use */
		{ "I hope this helps you", "en" },
		{ "I hope these steps make the calculation clear.", "en" },
		{ "I hope this is the answer", NULL },
		{ "I hope so.", NULL },
		{ "I hope this is the solution.", NULL },
		{ "I hope this helps, but I am not sure.", NULL },
		{ "I hope 46 is clear.", NULL },
		{ "Ich hoffe, die Rechnung ist nicht falsch.", NULL },
		{ "この解説が参考になれば幸いです。", "ja" },
		{ "希望这就是答案", NULL },
		{ "Ich hoffe, das hilft dir.", "de" },
		{ "Надеюсь, это помогло!", "ru" },
		{ "希望对你有帮助。", "zh" },
		{ "希望对你有帮助吗", NULL },
		{ "", NULL },
		{ "!!!", NULL },
	};
	size_t i;
	unsigned want;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		want = t[i].lang != NULL ? papo_frame_lang_bit(t[i].lang) : 0;
		ck_assert_msg((papo_frame_closing_langs(t[i].s, 0,
		    strlen(t[i].s)) & (want ? want : ~0u)) == want,
		    "'%s'", t[i].s);
	}
}
END_TEST

static Suite *
suite(void)
{
	Suite *s = suite_create("answer_close");
	TCase *tc = tcase_create("core");

	tcase_add_unchecked_fixture(tc, expand, expand_free);
	tcase_add_test(tc, every_spelling);
	tcase_add_test(tc, near_misses);
	tcase_add_test(tc, sentences);
	suite_add_tcase(s, tc);
	return s;
}

int
main(void)
{
	return papo_test_run(suite());
}
