/* SPDX-License-Identifier: MIT */
/*
 * answer_unsure.c: a sentence right before an answer's statement that
 * says the writer is not sure of what follows, recognised by its parts
 * whatever its length (answer_frame.c's sentence_before_row asks).
 *
 * Doubt about one's own result is said, in every language papo-verify
 * reads, by a few kinds of parts, and a sentence holds one of them:
 *
 *  - a word of confidence or of checking (sure, confident, certain,
 *    verified, checked, guarantee, 100%; sicher, überprüfen, уверен,
 *    把握, 自信, 확신, ...) that a negator or a word of lack governs
 *    (not, n't, no, without, lack, low; nicht, pas, не, 不, 没, ...):
 *    the negator stands a few words before it, or, in the languages
 *    that put it last (ない, ません, 않, 없, नहीं, లేదు, değil), right
 *    after it;
 *  - a word that may be wrong or off (wrong, off, mistaken) after a
 *    modal (might, may, could);
 *  - a word that is doubt on its own (unverified, toss-up, guesswork,
 *    仅供参考, 参考程度, Vorsicht, cuidado, ...).
 *
 * The degree words and objects between ("not *entirely* confident *in
 * this*", "nicht *ganz* sicher", "不*太*有把握") are whatever they are:
 * a made-up adverb does not hide the negator from the word it governs.
 * A sentence of derivation ("We have 6 x 8 = 48.", "Adding these, the
 * total is 48.", "I checked it twice.") holds none, and stays read as
 * reasoning.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "xalloc.h"

/* A negator before its word: within this many words of it, and this
   many bytes (a script written without spaces). */
#define NEG_WORDS	6
#define NEG_BEFORE	48
/* A negator after its word (the languages that put it last). */
#define NEG_AFTER	24

/* Words of confidence or checking, as stems: a Latin or Cyrillic one
   starts a word, one in another script stands anywhere. */
static const char *const sure_words[] = {
	/* en */
	"confiden", "sure", "certain", "verif", "check", "guarantee",
	"100%", "convinced", "positive about", "double-check",
	/* fr */
	"sûr", "vérifi", "convaincu", "confiance", "contrôl",
	/* de */
	"sicher", "prüf", "überprüf", "überzeugt", "verifizier", "kontrollier",
	"gewiss",
	/* es, it, pt */
	"segur", "convencid", "comprob", "verific", "confian", "sicur",
	"convint", "controll", "fiducia", "certeza", "convic", "confer",
	/* ru, uk, pl */
	"уверен", "провер", "убежд", "впевнен", "упевнен", "перевір",
	"pewien", "pewna", "pewny", "sprawdz", "zweryfik",
	/* id, vi, tr, sw */
	"yakin", "periksa", "verifikasi", "pasti", "chắc", "kiểm tra",
	"emin", "uhakika",
	/* ar */
	"واثق", "متأكد", "تحقق", "يقين",
	/* zh, ja, ko */
	"把握", "确定", "確定", "确信", "確信", "验证", "驗證", "核实",
	"核實", "自信", "肯定", "检查", "檢查", "検証", "確認", "確か",
	"확신", "검증", "확인", "자신",
	/* th, hi, bn, te */
	"มั่นใจ", "แน่ใจ", "ตรวจสอบ", "भरोसा", "यकीन", "सुनिश्चित",
	"जाँच", "जांच", "विश्वास", "নিশ্চিত", "যাচাই", "నమ్మకం",
	"ఖచ్చితం", "ధృవీకరి",
	NULL
};

/* What governs a sure word from before it. */
static const char *const neg_before[] = {
	"not", "n't", "n\xe2\x80\x99t", "no", "never", "without", "lack",
	"low", "unable", "failed", "hardly",
	"pas", "n'", "sans", "peu",
	"nicht", "kein", "ohne", "wenig", "kaum",
	"no", "sin", "poca", "poco", "non", "senza", "não", "sem", "pouca",
	"не", "без", "nie", "bez",
	"tidak", "tak", "belum", "kurang", "không", "chưa", "sina",
	"لست", "لا", "لم", "غير", "ليس",
	"不", "没", "沒", "未", "无", "無", "못",
	"ไม่", "नहीं", "না",
	NULL
};

/* What governs a sure word from after it. */
static const char *const neg_after[] = {
	"ない", "ません", "なかった", "ず", "않", "없", "못", "नहीं",
	"లేదు", "లేను", "değil", "নই", "না",
	NULL
};

/* What may be wrong, and the modals that make it so. */
static const char *const off_words[] = {
	"wrong", "off", "mistaken", "incorrect", NULL
};
static const char *const modals[] = {
	"might", "may", "could", NULL
};

/* Doubt on its own. */
static const char *const doubt_words[] = {
	"unverified", "unchecked", "unconfirmed", "untested", "toss-up",
	"coin flip", "coin-flip", "guesswork", "working blind",
	"shot in the dark", "grain of salt", "take this as rough",
	"treat this as rough", "ballpark",
	"à vérifier", "sous réserve",
	"ungeprüft", "ohne gewähr",
	"sin verificar", "da verificare",
	"непровер", "неперевір",
	"仅供参考", "僅供參考", "参考程度", "参考までに",
	NULL
};

static int
fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

/* Whether s[i..) holds w, ASCII letters folded, within b: from w's
   second byte, its first s[i]'s (word_here asks only the words of that
   byte). */
static int
at(const char *s, size_t i, size_t b, const char *w, size_t n)
{
	size_t k;

	if (n > b - i)
		return 0;
	for (k = 1; k < n; k++)
		if (fold((unsigned char)s[i + k]) != (unsigned char)w[k])
			return 0;
	return 1;
}

/* Whether c, a word's first byte, is of a script written with spaces
   between words: Latin, Cyrillic, Arabic. */
static int
spaced(unsigned char c)
{
	return c < 0x80 || (c >= 0xc3 && c <= 0xc6) || c == 0xd0 ||
	    c == 0xd1 || (c >= 0xd8 && c <= 0xdb);
}

/* Whether the byte p borders a word in a spaced script: a letter. */
static int
letter(unsigned char p)
{
	return is_alpha(p) || p >= 0x80;
}

/* Whether the word w stands at s[i..i+n) in s[a..b): a word of a spaced
   script starts after no letter, and (whole) ends before none; another
   script's word anywhere. */
static int
word_at(const char *s, size_t a, size_t b, size_t i, size_t n,
    const char *w, int whole)
{
	if (!spaced((unsigned char)w[0]) || (w[0] == 'n' && (w[1] == '\'' ||
	    (unsigned char)w[1] == 0xe2)))
		return 1;
	if (i > a && letter((unsigned char)s[i - 1]))
		return 0;
	return !whole || i + n == b || !letter((unsigned char)s[i + n]) ||
	    w[n - 1] == '\'';
}

/*
 * A list's words by their first byte, built once (ix_build): the words
 * starting with byte c are ord[at[c] .. at[c + 1]) in the list's order,
 * len their lengths.  Most places of a sentence start no word of a
 * list, and at the others only the few words of that byte are tried.
 */
#define IX_MAX	255	/* words a list may hold (ord is a byte) */
struct wix {
	const char *const *l;
	unsigned short at[257];
	unsigned char ord[IX_MAX], len[IX_MAX];
};

enum { IX_SURE, IX_NEG_BEFORE, IX_NEG_AFTER, IX_OFF, IX_MODALS, IX_DOUBT,
	IX_N };
static struct wix ix[IX_N] = { { sure_words, { 0 }, { 0 }, { 0 } },
	{ neg_before, { 0 }, { 0 }, { 0 } },
	{ neg_after, { 0 }, { 0 }, { 0 } }, { off_words, { 0 }, { 0 }, { 0 } },
	{ modals, { 0 }, { 0 }, { 0 } }, { doubt_words, { 0 }, { 0 }, { 0 } } };
/* The first bytes of the words of sure_words, off_words, doubt_words,
   and the capitals that fold to them: a byte of the text asked as it
   is. */
static unsigned char firsts[256];
static pthread_once_t ix_once = PTHREAD_ONCE_INIT;

static void
ix_build(void)
{
	size_t x, k, c, n;

	for (x = 0; x < IX_N; x++) {
		struct wix *w = &ix[x];
		unsigned short cnt[257] = { 0 };

		for (n = 0; w->l[n] != NULL && n < IX_MAX; n++)
			cnt[(unsigned char)w->l[n][0] + 1]++;
		for (c = 1; c < 257; c++)
			cnt[c] += cnt[c - 1];
		memcpy(w->at, cnt, sizeof(cnt));
		for (k = 0; k < n; k++) {
			c = (unsigned char)w->l[k][0];
			w->len[cnt[c]] = (unsigned char)strlen(w->l[k]);
			w->ord[cnt[c]++] = (unsigned char)k;
			if (x == IX_SURE || x == IX_OFF || x == IX_DOUBT)
				firsts[c] = 1;
		}
	}
	for (c = 'A'; c <= 'Z'; c++)
		firsts[c] = firsts[fold((unsigned char)c)];
}

/* Whether a word may start at s[i] (c its byte, folded) in s[a..b): a
   word of a spaced script only after no letter ("n't" anywhere). */
static int
may_start(const char *s, size_t a, size_t i, unsigned char c)
{
	return !spaced(c) || i == a || !letter((unsigned char)s[i - 1]) ||
	    c == 'n';
}

/* The word of list x (word_at's, whole as there) at s[i] in s[a..b), or
   NULL: only the words of s[i]'s byte are tried. */
static const char *
word_here(const char *s, size_t a, size_t b, int x, int whole, size_t i)
{
	const struct wix *w = &ix[x];
	unsigned char c = (unsigned char)fold((unsigned char)s[i]);
	size_t k;

	for (k = w->at[c]; k < w->at[c + 1]; k++) {
		const char *t = w->l[w->ord[k]];

		if (at(s, i, b, t, w->len[k]) &&
		    word_at(s, a, b, i, w->len[k], t, whole))
			return t;
	}
	return NULL;
}

/* The word of list x found in s[a..b) from *where on, its place in
   *where; NULL when none. */
static const char *
find_in(const char *s, size_t a, size_t b, int x, int whole, size_t *where)
{
	const struct wix *w = &ix[x];
	const char *t;
	size_t i;

	for (i = *where; i < b; i++) {
		unsigned char c = (unsigned char)fold((unsigned char)s[i]);

		if (w->at[c] != w->at[c + 1] && may_start(s, a, i, c) &&
		    (t = word_here(s, a, b, x, whole, i)) != NULL) {
			*where = i;
			return t;
		}
	}
	return NULL;
}

/* Whether a whole word of list x stands in s[a..b). */
static int
any_in(const char *s, size_t a, size_t b, int x)
{
	size_t w = a;

	return find_in(s, a, b, x, 1, &w) != NULL;
}

/* Whether c ends a clause: a comma, a colon, a semicolon, '='. */
static int
clause_stop(const char *s, size_t k)
{
	unsigned char c = (unsigned char)s[k];

	return c == ',' || c == ':' || c == ';' || c == '=' || (c == 0x8c &&
	    k >= 2 && (unsigned char)s[k - 1] == 0xbc &&
	    (unsigned char)s[k - 2] == 0xef);	/* ， */
}

/* Whether a word of gov governs the word at s[i..i+n) in s[a..b): in
   its clause, before it within NEG_BEFORE bytes, or (after) right after
   it within NEG_AFTER bytes. */
static int
governed(const char *s, size_t a, size_t b, size_t i, size_t n, int gov,
    int after)
{
	size_t lo = i - a > NEG_BEFORE ? i - NEG_BEFORE : a, hi, k, words;

	for (k = i, words = 0; k > lo; k--)
		if (clause_stop(s, k - 1) || (s[k - 1] == ' ' && k < i &&
		    s[k] != ' ' && ++words > NEG_WORDS)) {
			lo = k;
			break;
		}
	while (lo < i && ((unsigned char)s[lo] & 0xc0) == 0x80)
		lo++;
	if (any_in(s, lo, i, gov))
		return 1;
	if (after < 0)
		return 0;
	hi = b - (i + n) > NEG_AFTER ? i + n + NEG_AFTER : b;
	return any_in(s, i + n, hi, after);
}

/* Whether the sure word at s[i..i+n) is a number in a computation
   ("100% - 70% = 30%"), not a degree of confidence ("not 100% on
   this"). */
static int
computed(const char *s, size_t a, size_t b, size_t i, size_t n)
{
	size_t k = i + n;

	if (!is_digit((unsigned char)s[i]))
		return 0;
	while (k < b && s[k] == ' ')
		k++;
	if (k < b && (is_digit((unsigned char)s[k]) ||
	    strchr("+-*/=<>", s[k]) != NULL || (unsigned char)s[k] == 0xc3 ||
	    (unsigned char)s[k] == 0xe2))
		return 1;	/* a digit, an operator, × ÷ − ≤ ... after it */
	for (k = i; k > a && s[k - 1] == ' '; k--)
		;
	return k > a && strchr("+-*/=<>(", s[k - 1]) != NULL;
}

/*
 * The word that makes s[a..b), a sentence before an answer's statement,
 * one of doubt about it: a sure word a negator governs, a wrong word
 * after a modal, a doubt word; NULL when it holds none.
 */
/*
 * The word of list x at one of the places pos[*j .. np) of s[a..b)
 * (word_at's, whole as there), its index in *j; NULL when none.
 */
static const char *
find_at(const char *s, size_t a, size_t b, int x, int whole,
    const size_t *pos, size_t np, size_t *j)
{
	const char *t;

	for (; *j < np; ++*j)
		if ((t = word_here(s, a, b, x, whole, pos[*j])) != NULL)
			return t;
	return NULL;
}

/*
 * The places of s[a..b) where a word of the three lists may start (a
 * first byte of theirs, may_start), into pos (max of them); how many,
 * or max + 1 when there are more.
 */
static size_t
places(const char *s, size_t a, size_t b, size_t *pos, size_t max)
{
	size_t i, np = 0;

	for (i = a; i < b; i++) {
		unsigned char c;

		if (!firsts[(unsigned char)s[i]])
			continue;
		c = (unsigned char)fold((unsigned char)s[i]);
		if (!may_start(s, a, i, c))
			continue;
		if (np == max)
			return max + 1;
		pos[np++] = i;
	}
	return np;
}

/* papo_frame_unsure's reading at the places pos[0..np) of s[a..b). */
static const char *
unsure_at(const char *s, size_t a, size_t b, const size_t *pos, size_t np)
{
	const char *w;
	size_t j;

	for (j = 0; (w = find_at(s, a, b, IX_SURE, 0, pos, np, &j)) != NULL;
	    j++)
		if (!computed(s, a, b, pos[j], strlen(w)) &&
		    governed(s, a, b, pos[j], strlen(w), IX_NEG_BEFORE,
		    IX_NEG_AFTER))
			return w;
	for (j = 0; (w = find_at(s, a, b, IX_OFF, 1, pos, np, &j)) != NULL;
	    j++)
		if (governed(s, a, b, pos[j], strlen(w), IX_MODALS, -1))
			return w;
	j = 0;
	return find_at(s, a, b, IX_DOUBT, 0, pos, np, &j);
}

const char *
papo_frame_unsure(const char *s, size_t a, size_t b)
{
	size_t pos[256], *many, np;
	const char *w;

	(void)pthread_once(&ix_once, ix_build);
	if ((np = places(s, a, b, pos, 256)) <= 256)
		return unsure_at(s, a, b, pos, np);
	/* a long sentence: its places on the heap */
	many = papo_xreallocarray(NULL, b - a, sizeof(*many));
	np = places(s, a, b, many, b - a);
	w = unsure_at(s, a, b, many, np);
	free(many);
	return w;
}
