/* SPDX-License-Identifier: MIT */
/*
 * answer_possessed.c: a statement whose subject is someone the problem
 * names only after a preposition, opened by a possessive or an
 * article, in the languages other than English ("Ses amis gagnent 18 $
 * par jour." where the problem bakes "pour ses amis" and asks what she
 * earns; "Ihre Freunde verdienen 18 $.", "Sus amigos ganan 18
 * dólares.", "Её друзья зарабатывают 18 долларов.",
 * "她的朋友每天赚18美元。", "彼女の友達は毎日18ドル稼ぎます。"): another's
 * value, not the question's.
 * English has its own reader (answer_frame.c's other_subject, which
 * asks the question's verb too).  A noun the question writes, or one
 * the problem writes where a subject may stand (no preposition among
 * the words before it), is the question's.
 */
#include <string.h>
#include <strings.h>

#include "answer_frame_impl.h"
#include "answer_impl.h"

/* What opens such a subject, lower case (a capital's first letter is
   folded; Cyrillic's capitals are rows of their own). */
static const char *const openers[] = {
	/* fr */ "ses ", "sa ", "son ", "leur ", "leurs ", "les ",
	/* de */ "ihre ", "ihr ", "seine ", "sein ", "die ", "der ",
	/* es */ "sus ", "su ", "los ", "las ",
	/* it */ "i suoi ", "le sue ", "il suo ", "la sua ", "i loro ",
	"gli ",
	/* pt */ "os seus ", "as suas ", "o seu ", "a sua ", "seus ", "suas ",
	/* ru: её, ее, его, их and their capitals */
	"\xd0\xb5\xd1\x91 ", "\xd0\x95\xd1\x91 ", "\xd0\xb5\xd0\xb5 ",
	"\xd0\x95\xd0\xb5 ", "\xd0\xb5\xd0\xb3\xd0\xbe ",
	"\xd0\x95\xd0\xb3\xd0\xbe ", "\xd0\xb8\xd1\x85 ",
	"\xd0\x98\xd1\x85 ",
	NULL };

/* Prepositions that make the noun after them no subject, lower case. */
static const char *const preps[] = { "pour", "avec", "chez", "de", "des",
	"du", "aux", "au", "dans", "sur", "par", "f\xc3\xbcr", "mit", "zu",
	"von", "bei", "an", "auf", "aus", "para", "con", "del", "por", "per",
	"di", "da", "dei", "degli", "ai", "agli", "com", "do", "dos", "das",
	"em", "\xd0\xb4\xd0\xbb\xd1\x8f",	/* для */
	"\xd1\x81", "\xd0\xba", "\xd1\x83", "\xd0\xb2", "\xd0\xbd\xd0\xb0",
	"a", "\xc3\xa0", "en", "in", NULL };

/* Chinese possessives before the subject's noun (她的 他的 它的 她们的
   他们的, traditional 她們的 他們的, and the reflexive 自己的 a problem
   writes: "为自己的朋友"), and the characters of a preposition before a
   noun in the problem (给 为 替 对 向 跟 和 与 帮). */
static const char *const zh_owners[] = { "\xe5\xa5\xb9\xe7\x9a\x84",
	"\xe4\xbb\x96\xe7\x9a\x84", "\xe5\xae\x83\xe7\x9a\x84",
	"\xe5\xa5\xb9\xe4\xbb\xac\xe7\x9a\x84",
	"\xe4\xbb\x96\xe4\xbb\xac\xe7\x9a\x84",
	"\xe5\xa5\xb9\xe5\x80\x91\xe7\x9a\x84",
	"\xe4\xbb\x96\xe5\x80\x91\xe7\x9a\x84",
	"\xe8\x87\xaa\xe5\xb7\xb1\xe7\x9a\x84", NULL };
static const char *const zh_preps[] = { "\xe7\xbb\x99", "\xe4\xb8\xba",
	"\xe6\x9b\xbf", "\xe5\xaf\xb9", "\xe5\x90\x91", "\xe8\xb7\x9f",
	"\xe5\x92\x8c", "\xe4\xb8\x8e", "\xe5\xb8\xae", NULL };

/* The end of the word at s[i] (ASCII letters and any byte of UTF-8). */
static size_t
word_end(const char *s, size_t i, size_t n)
{
	while (i < n && (is_alpha((unsigned char)s[i]) ||
	    (unsigned char)s[i] >= 0x80))
		i++;
	return i;
}

/* Are the words a[0..al) and b[0..bl) one noun, an ending aside
   ("amis", "ami"; "друзья", "друзей")? */
static int
same_noun(const char *a, size_t al, const char *b, size_t bl)
{
	size_t c = 0, k, m = al < bl ? al : bl;
	int ascii = 1;

	while (c < m && lower((unsigned char)a[c]) ==
	    lower((unsigned char)b[c]))
		c++;
	for (k = 0; k < m; k++)
		if ((unsigned char)a[k] >= 0x80)
			ascii = 0;
	return c >= 3 && c + (ascii ? 2 : 4) >= m && (al > bl ? al - bl :
	    bl - al) <= (ascii ? 2u : 4u);
}

/*
 * Where the noun t[0..tl) stands in p[0..pn): 0 nowhere, 1 only after
 * a preposition among the three words before it (an object: "pour ses
 * amis"), 2 somewhere else too (a subject may stand there).
 */
static int
noun_place(const char *p, size_t pn, const char *t, size_t tl)
{
	size_t i, w, x, xe;
	int n, prep, seen = 0;

	for (i = 0; i < pn; i = w) {
		while (i < pn && !is_alpha((unsigned char)p[i]) &&
		    (unsigned char)p[i] < 0x80)
			i++;
		if ((w = word_end(p, i, pn)) == i) {
			w = i + 1;
			continue;
		}
		if (!same_noun(p + i, w - i, t, tl))
			continue;
		for (x = i, n = 0, prep = 0; n < 3 && !prep; n++) {
			while (x > 0 && (p[x - 1] == ' ' || p[x - 1] == '\''))
				x--;
			xe = x;
			while (x > 0 && (is_alpha((unsigned char)p[x - 1]) ||
			    (unsigned char)p[x - 1] >= 0x80))
				x--;
			if (x == xe)
				break;	/* its sentence's or clause's start */
			prep = word_in_list(p, x, xe, preps);
		}
		if (!prep)
			return 2;
		seen = 1;
	}
	return seen;
}

/*
 * Does the full stop at p[d] end a sentence: a space or a line's end
 * after it, and no decimal point, no title's abbreviation before it
 * ("Ms. Cruz", "Dr. Lee", "3.5")?
 */
static int
stop_ends(const char *p, size_t pn, size_t d)
{
	static const char *const titles[] = { "mr", "mrs", "ms", "dr",
	    "prof", "st", "jr", "sr", "mt", "vs", "etc", "no", "fig", NULL };
	size_t w;

	if (d + 1 < pn && p[d + 1] != ' ' && p[d + 1] != '\n')
		return 0;	/* "3.5", "e.g." */
	for (w = d; w > 0 && is_alpha((unsigned char)p[w - 1]); w--)
		;
	return !(w < d && word_in_list(p, w, d, titles));
}

size_t
papo_answer_question_start(const char *p, size_t pn, size_t *qb)
{
	size_t k = pn, a;

	while (k > 0 && p[k - 1] != '?' && !(k >= 3 &&
	    memcmp(p + k - 3, "\xef\xbc\x9f", 3) == 0))
		k--;
	*qb = k;
	if (k == 0)
		return 0;
	for (a = k - 1; a > 0; a--)
		if ((p[a - 1] == '.' && stop_ends(p, pn, a - 1)) ||
		    p[a - 1] == '!' || p[a - 1] == '\n' ||
		    (a >= 3 && (memcmp(p + a - 3, "\xe3\x80\x82", 3) == 0 ||
		    memcmp(p + a - 3, "\xef\xbc\x81", 3) == 0 ||
		    memcmp(p + a - 3, "\xef\xbc\x9f", 3) == 0 ||
		    memcmp(p + a - 3, "\xe0\xa5\xa4", 3) == 0)))
			break;
	return a;
}

/* Does p[a..b) hold the bytes t[0..tl)? */
static int
holds(const char *p, size_t a, size_t b, const char *t, size_t tl)
{
	return b > a && tl > 0 && papo_answer_find_bytes(p + a, b - a, t,
	    tl) != NULL;
}

/* Is the noun t[0..tl) the problem p[0..pn)'s only after a preposition
   before its question, and not its question's? */
static int
object_only(const char *p, size_t pn, const char *t, size_t tl)
{
	size_t qa, qb;

	qa = papo_answer_question_start(p, pn, &qb);
	if (qb == 0 || noun_place(p + qa, qb - qa, t, tl) != 0)
		return 0;	/* the question's own noun */
	return noun_place(p, qa, t, tl) == 1;
}

/* The European reading: opener, noun, the noun an object only. */
static int
euro_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t j, l = 0, w;

	for (j = 0; openers[j] != NULL; j++)
		if (lower((unsigned char)s[k]) ==
		    (unsigned char)openers[j][0] &&
		    (l = strlen(openers[j])) <= e - k &&
		    ((unsigned char)openers[j][0] >= 0x80 ? memcmp(s + k,
		    openers[j], l) : strncasecmp(s + k, openers[j], l)) == 0)
			break;
	if (openers[j] == NULL || (w = word_end(s, k + l, e)) - (k + l) < 3)
		return 0;
	return object_only(p, pn, s + k + l, w - k - l);
}

/*
 * The Portuguese reading: an article, a noun and "dela", "dele",
 * "delas" or "deles" after it ("A amiga dela ganha 18 dólares." where
 * the problem bakes "para os amigos"), the noun an object only.
 */
static int
pt_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	static const char *const arts[] = { "a ", "o ", "as ", "os ", NULL };
	static const char *const owns[] = { " dela", " dele", " delas",
	    " deles", NULL };
	size_t j, l = 0, w, o;

	for (j = 0; arts[j] != NULL; j++)
		if ((l = strlen(arts[j])) <= e - k && strncasecmp(s + k,
		    arts[j], l) == 0)
			break;
	if (arts[j] == NULL || (w = word_end(s, k + l, e)) - (k + l) < 3)
		return 0;
	for (j = 0; owns[j] != NULL; j++)
		if ((o = strlen(owns[j])) <= e - w && memcmp(s + w, owns[j],
		    o) == 0 && (w + o == e || !is_alpha((unsigned char)s[w +
		    o])))
			break;
	if (owns[j] == NULL)
		return 0;
	return object_only(p, pn, s + k + l, w - k - l);
}

/* The length of the row of owners (NULL-ended) at s[k] (before s[e]),
   or 0. */
static size_t
owner_at(const char *const *owners, const char *s, size_t k, size_t e)
{
	size_t j, l;

	for (j = 0; owners[j] != NULL; j++)
		if ((l = strlen(owners[j])) <= e - k &&
		    memcmp(s + k, owners[j], l) == 0)
			return l;
	return 0;
}

/* The Chinese reading: 她的 and a noun of two to four characters the
   problem writes only right after a preposition. */
static int
zh_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t l = owner_at(zh_owners, s, k, e), c, qa, qb;
	const char *f;

	if (l == 0)
		return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	for (c = 12; c >= 6; c -= 3) {
		const char *t = s + k + l;

		if (c > e - k - l || !holds(p, 0, qa, t, c))
			continue;
		if (holds(p, qa, qb, t, c))
			return 0;	/* the question's own noun */
		for (f = p; (f = papo_answer_find_bytes(f, (size_t)(p + qa -
		    f), t, c)) != NULL; f += c) {
			size_t x = (size_t)(f - p), y, o;

			for (y = 0; zh_owners[y] != NULL; y++)
				if ((o = strlen(zh_owners[y])) <= x &&
				    memcmp(p + x - o, zh_owners[y], o) == 0)
					x -= o;
			if (x < 3 || owner_at(zh_preps, p, x - 3, x) == 0)
				return 0;	/* a subject may stand there */
		}
		return 1;
	}
	return 0;
}

/* Can an opener of openers[], zh_owners[] start with the byte c (an
   ASCII letter in either case)? */
static int
opens_with(unsigned char c)
{
	return strchr("sliodgaSLIODGA", c) != NULL || c == 0xd0 ||
	    c == 0xe5 || c == 0xe4 || c == 0xe0;
}

/* Past an opener of up to three words and its comma at s[k]: "Donc,
   ses amis", "Por lo tanto, sus amigos", "所以，她的朋友",
   "したがって、彼女の友達"; else k. */
static size_t
past_comma(const char *s, size_t k, size_t e)
{
	size_t m = e - k < 40 ? e - k : 40, c, w = 0;
	const char *f = memchr(s + k, ',', m);

	if (f == NULL && (unsigned char)s[k] >= 0xe0 && (f =
	    papo_answer_find_bytes(s + k, m, "\xef\xbc\x8c", 3)) == NULL)
		f = papo_answer_find_bytes(s + k, m, "\xe3\x80\x81", 3);
	if (f == NULL)
		return k;
	for (c = k; c < (size_t)(f - s); c++)
		w += s[c] == ' ';
	if (w > 3)
		return k;
	c = (size_t)(f - s) + (*f == ',' ? 1 : 3);
	while (c < e && s[c] == ' ')
		c++;
	return c;
}

/* Japanese possessives before the subject's noun (彼女の 彼の 彼らの),
   and the particles that mark a subject or a topic after it (は が). */
static const char *const ja_owners[] = {
	"\xe5\xbd\xbc\xe5\xa5\xb3\xe3\x81\xae",
	"\xe5\xbd\xbc\xe3\x81\xae",
	"\xe5\xbd\xbc\xe3\x82\x89\xe3\x81\xae", NULL };
static const char *const ja_marks[] = { "\xe3\x81\xaf",
	"\xe3\x81\x8c", NULL };

/* The Japanese reading: 彼女の, a noun of one to six characters, は or
   が; the noun in the problem never before は or が itself, nor in its
   question. */
static int
ja_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t l = owner_at(ja_owners, s, k, e), c, qa, qb, x;
	const char *f;

	if (l == 0)
		return 0;
	for (c = 3; c <= 18 && k + l + c + 3 <= e; c += 3)
		if (owner_at(ja_marks, s, k + l + c, e) != 0)
			break;
	if (c > 18 || k + l + c + 3 > e)
		return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	if (!holds(p, 0, qa, s + k + l, c) || holds(p, qa, qb, s + k + l, c))
		return 0;	/* not the problem's, or the question's own */
	for (f = p; (f = papo_answer_find_bytes(f, (size_t)(p + qa - f),
	    s + k + l, c)) != NULL; f += c) {
		x = (size_t)(f - p) + c;
		if (owner_at(ja_marks, p, x, qa) != 0)
			return 0;	/* a subject there too */
	}
	return 1;
}

/* Bengali possessives before the subject's noun (তার, তাঁর, তাদের,
   ওর, ওদের and a space), and the postpositions after a noun in the
   problem that make it no subject (জন্য for, সাথে and সঙ্গে with,
   কাছে to, থেকে from, দিয়ে by). */
static const char *const bn_owners[] = {
	"\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\xb0 ",
	"\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\xb0 ",
	"\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\xa6\xe0\xa7\x87\xe0\xa6"
	    "\xb0 ",
	"\xe0\xa6\x93\xe0\xa6\xb0 ",
	"\xe0\xa6\x93\xe0\xa6\xa6\xe0\xa7\x87\xe0\xa6\xb0 ", NULL };
static const char *const bn_posts[] = {
	"\xe0\xa6\x9c\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xaf",
	"\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa5\xe0\xa7\x87",
	"\xe0\xa6\xb8\xe0\xa6\x99\xe0\xa7\x8d\xe0\xa6\x97\xe0\xa7"
	    "\x87",
	"\xe0\xa6\x95\xe0\xa6\xbe\xe0\xa6\x9b\xe0\xa7\x87",
	"\xe0\xa6\xa5\xe0\xa7\x87\xe0\xa6\x95\xe0\xa7\x87",
	"\xe0\xa6\xa6\xe0\xa6\xbf\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7"
	    "\x87", NULL };

/*
 * The Bengali reading: an owner of bn_owners[], then a noun (a word of
 * two characters or more) the problem writes, each time at a word's
 * start with a postposition of bn_posts[] as the next word ("বন্ধুদের
 * জন্য": for friends), and its question never ("তার বন্ধু প্রতিদিন 18
 * ডলার আয় করে।": her friend earns).
 */
static int
bn_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t l = owner_at(bn_owners, s, k, e), w, x, y, qa, qb;
	const char *f;
	int seen = 0;

	if (l == 0)
		return 0;
	if ((w = word_end(s, k + l, e)) - k - l < 6)
		return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	if (qb == 0 || holds(p, qa, qb, s + k + l, w - k - l))
		return 0;	/* the question's own noun */
	for (f = p; (f = papo_answer_find_bytes(f, (size_t)(p + pn - f),
	    s + k + l, w - k - l)) != NULL; f += w - k - l) {
		x = (size_t)(f - p);
		if (x > 0 && p[x - 1] != ' ')
			continue;	/* not a word's start */
		for (y = x; y < pn && p[y] != ' '; y++)
			;
		if (y + 1 >= pn || owner_at(bn_posts, p, y + 1, pn) == 0)
			return 0;	/* a subject may stand there */
		seen = 1;
	}
	return seen;
}

/* Thai's "of" (ของ), after the noun it owns ("เพื่อนของเธอ", her
   friend), and the words before a noun in the problem that make it no
   subject (ให้ to or for, สำหรับ for, กับ with, แก่ to). */
static const char th_of[] = "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87";
static const char *const th_preps[] = {
	"\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89",
	"\xe0\xb8\xaa\xe0\xb8\xb3\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8"
	    "\xb1\xe0\xb8\x9a",
	"\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x9a",
	"\xe0\xb9\x81\xe0\xb8\x81\xe0\xb9\x88", NULL };

/* Does a word of th_preps[] end at p[x]? */
static int
th_prep_before(const char *p, size_t x)
{
	size_t j, l;

	for (j = 0; th_preps[j] != NULL; j++)
		if ((l = strlen(th_preps[j])) <= x && memcmp(p + x - l,
		    th_preps[j], l) == 0)
			return 1;
	return 0;
}

/*
 * The Thai reading: a statement that opens with a noun of two to ten
 * characters and ของ ("เพื่อนของเธอได้เงิน 18 ดอลลาร์", her friend earns)
 * where the problem writes that noun only after a word of th_preps[]
 * ("อบมัฟฟินให้เพื่อน ๆ", bakes muffins for friends) and its question
 * (after its last space when it has no question mark) not at all.
 */
static int
th_other(const char *s, size_t k, size_t e, const char *p, size_t pn)
{
	size_t o, x, qa, qb, m = e - k < 36 ? e - k : 36;
	const char *f = papo_answer_find_bytes(s + k, m, th_of, 9);
	int seen = 0;

	if (f == NULL || (o = (size_t)(f - s)) - k < 6 ||
	    memchr(s + k, ' ', o - k) != NULL)
		return 0;
	for (x = k; x < o; x++)
		if ((unsigned char)s[x] < 0x80)
			return 0;
	qa = papo_answer_question_start(p, pn, &qb);
	if (qb == 0) {	/* no question mark: its last clause */
		for (qa = pn; qa > 0 && p[qa - 1] != ' '; qa--)
			;
		qb = pn;
	}
	if (holds(p, qa, qb, s + k, o - k))
		return 0;	/* the question's own noun */
	for (f = p; (f = papo_answer_find_bytes(f, (size_t)(p + pn - f),
	    s + k, o - k)) != NULL; f += o - k) {
		if (!th_prep_before(p, (size_t)(f - p)))
			return 0;	/* a subject may stand there */
		seen = 1;
	}
	return seen;
}

int
papo_answer_possessed_other(const char *s, size_t k, size_t e, const char *p,
    size_t pn)
{
	if (p == NULL || pn == 0 || k >= e)
		return 0;
	k = past_comma(s, k, e);
	if (k >= e || !opens_with((unsigned char)s[k]))
		return 0;
	if ((unsigned char)s[k] == 0xe5 || (unsigned char)s[k] == 0xe4)
		return zh_other(s, k, e, p, pn) || ja_other(s, k, e, p, pn);
	if ((unsigned char)s[k] == 0xe0)
		return bn_other(s, k, e, p, pn) || th_other(s, k, e, p, pn);
	return euro_other(s, k, e, p, pn) || pt_other(s, k, e, p, pn);
}
