/* SPDX-License-Identifier: MIT */
/*
 * units_span.c: the words that name a span of time a rate is over ("per
 * day", "a week", "daily", "pro Woche", "semanales", "ежедневно",
 * "每天"), each with its size, so that the question's span ("How much
 * does she make each day?") and an answer's ("40 dollars a week") are
 * read from one table, by papo-verify's question reader and by the
 * answer's reader of the words after a value alike.
 */
#include <pthread.h>
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "units.h"

#define DAY	86400
#define WEEK	604800
#define MONTH	1	/* a size in months, the calendar's */
#define ADV	2	/* names a rate alone ("daily"), no word before */

/*
 * The rows: a word and its size in seconds, or in months (MONTH: the
 * calendar's, PAPO_DIM_MONTH); ADV when the word says a rate alone
 * ("daily", "semanales", "每天"), else it is a span's noun, a rate's in
 * a question only after a word of rate_words ("each day").  A row
 * matches a word of its letters, ASCII case folded, with an "s" after
 * it or none ("days", "días"; "Tage" is listed), but for the CJK and
 * Thai rows (a first byte from 0xe3 on, or Thai's: no spaces between
 * words there), found anywhere inside a word.  Not "an" (French's year
 * is English's article), nor Italian's "ora" (also "now").
 */
static const struct {
	const char *w;
	unsigned long size;
	int flags;		/* MONTH, ADV */
} rows[] = {
	{ "second", 1, 0 }, { "minute", 60, 0 }, { "hour", 3600, 0 },
	{ "hourly", 3600, ADV }, { "day", DAY, 0 }, { "daily", DAY, ADV },
	{ "night", DAY, 0 }, { "nightly", DAY, ADV }, { "week", WEEK, 0 },
	{ "weekly", WEEK, ADV }, { "month", 1, MONTH },
	{ "monthly", 1, MONTH | ADV }, { "year", 12, MONTH },
	{ "yearly", 12, MONTH | ADV }, { "annually", 12, MONTH | ADV },
	{ "annual", 12, MONTH | ADV },
	/* German */
	{ "sekunde", 1, 0 }, { "sekunden", 1, 0 }, { "minuten", 60, 0 },
	{ "stunde", 3600, 0 }, { "stunden", 3600, 0 },
	{ "st\xc3\xbc" "ndlich", 3600, ADV }, { "tag", DAY, 0 },
	{ "tage", DAY, 0 }, { "tagen", DAY, 0 }, { "t\xc3\xa4glich", DAY, ADV },
	{ "t\xc3\xa4gliche", DAY, ADV }, { "t\xc3\xa4glichen", DAY, ADV },
	{ "woche", WEEK, 0 }, { "wochen", WEEK, 0 },
	{ "w\xc3\xb6" "chentlich", WEEK, ADV }, { "monat", 1, MONTH },
	{ "monate", 1, MONTH }, { "monaten", 1, MONTH },
	{ "monatlich", 1, MONTH | ADV }, { "jahr", 12, MONTH },
	{ "jahre", 12, MONTH }, { "jahren", 12, MONTH },
	{ "j\xc3\xa4hrlich", 12, MONTH | ADV },
	/* French */
	{ "seconde", 1, 0 }, { "heure", 3600, 0 }, { "jour", DAY, 0 },
	{ "quotidien", DAY, ADV }, { "quotidienne", DAY, ADV },
	{ "quotidiennes", DAY, ADV }, { "quotidiennement", DAY, ADV },
	{ "semaine", WEEK, 0 }, { "hebdomadaire", WEEK, ADV },
	{ "mois", 1, MONTH }, { "mensuel", 1, MONTH | ADV },
	{ "mensuelle", 1, MONTH | ADV }, { "ann\xc3\xa9" "e", 12, MONTH },
	{ "annuel", 12, MONTH | ADV }, { "annuelle", 12, MONTH | ADV },
	/* Spanish, Portuguese */
	{ "segundo", 1, 0 }, { "minuto", 60, 0 }, { "hora", 3600, 0 },
	{ "d\xc3\xad" "a", DAY, 0 }, { "dia", DAY, 0 }, { "diario", DAY, ADV },
	{ "diaria", DAY, ADV }, { "diariamente", DAY, ADV },
	{ "di\xc3\xa1rio", DAY, ADV }, { "di\xc3\xa1ria", DAY, ADV },
	{ "semana", WEEK, 0 }, { "semanal", WEEK, ADV },
	{ "semanales", WEEK, ADV }, { "semanais", WEEK, ADV },
	{ "mes", 1, MONTH }, { "meses", 1, MONTH }, { "m\xc3\xaas", 1, MONTH },
	{ "mensual", 1, MONTH | ADV }, { "mensuales", 1, MONTH | ADV },
	{ "mensal", 1, MONTH | ADV }, { "mensais", 1, MONTH | ADV },
	{ "a\xc3\xb1o", 12, MONTH }, { "ano", 12, MONTH },
	{ "anual", 12, MONTH | ADV }, { "anuales", 12, MONTH | ADV },
	{ "anuais", 12, MONTH | ADV },
	/* Italian */
	{ "ore", 3600, 0 }, { "giorno", DAY, 0 }, { "giorni", DAY, 0 },
	{ "giornaliero", DAY, ADV }, { "giornaliera", DAY, ADV },
	{ "giornalieri", DAY, ADV }, { "settimana", WEEK, 0 },
	{ "settimane", WEEK, 0 }, { "settimanale", WEEK, ADV },
	{ "settimanali", WEEK, ADV }, { "mese", 1, MONTH },
	{ "mesi", 1, MONTH }, { "mensile", 1, MONTH | ADV },
	{ "mensili", 1, MONTH | ADV }, { "anno", 12, MONTH },
	{ "anni", 12, MONTH }, { "annuale", 12, MONTH | ADV },
	{ "annuali", 12, MONTH | ADV },
	/* Russian: час(а, ов), день (дня, дней), неделя (неделю, недели),
	   месяц(а, ев), год(а), ежедневно, еженедельно, ежемесячно,
	   ежегодно */
	{ "\xd1\x87\xd0\xb0\xd1\x81", 3600, 0 },
	{ "\xd1\x87\xd0\xb0\xd1\x81\xd0\xb0", 3600, 0 },
	{ "\xd1\x87\xd0\xb0\xd1\x81\xd0\xbe\xd0\xb2", 3600, 0 },
	{ "\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x8c", DAY, 0 },
	{ "\xd0\xb4\xd0\xbd\xd1\x8f", DAY, 0 },
	{ "\xd0\xb4\xd0\xbd\xd0\xb5\xd0\xb9", DAY, 0 },
	{ "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8f", WEEK, 0 },
	{ "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8e", WEEK, 0 },
	{ "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8", WEEK, 0 },
	{ "\xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f\xd1\x86", 1, MONTH },
	{ "\xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f\xd1\x86\xd0\xb0", 1, MONTH },
	{ "\xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f\xd1\x86\xd0\xb5\xd0\xb2", 1,
	    MONTH },
	{ "\xd0\xb3\xd0\xbe\xd0\xb4", 12, MONTH },
	{ "\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xb0", 12, MONTH },
	{ "\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb5\xd0\xb2"
	    "\xd0\xbd\xd0\xbe", DAY, ADV },
	{ "\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", WEEK, ADV },
	{ "\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f"
	    "\xd1\x87\xd0\xbd\xd0\xbe", 1, MONTH | ADV },
	{ "\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xbd"
	    "\xd0\xbe", 12, MONTH | ADV },
	/* 每天 每日 毎日 每周 每週 毎週 每小时 每小時 毎時間 每月 毎月
	   每年 毎年 */
	{ "\xe6\xaf\x8f\xe5\xa4\xa9", DAY, ADV },
	{ "\xe6\xaf\x8f\xe6\x97\xa5", DAY, ADV },
	{ "\xe6\xaf\x8e\xe6\x97\xa5", DAY, ADV },
	{ "\xe6\xaf\x8f\xe5\x91\xa8", WEEK, ADV },
	{ "\xe6\xaf\x8f\xe9\x80\xb1", WEEK, ADV },
	{ "\xe6\xaf\x8e\xe9\x80\xb1", WEEK, ADV },
	{ "\xe6\xaf\x8f\xe5\xb0\x8f\xe6\x97\xb6", 3600, ADV },
	{ "\xe6\xaf\x8f\xe5\xb0\x8f\xe6\x99\x82", 3600, ADV },
	{ "\xe6\xaf\x8e\xe6\x99\x82\xe9\x96\x93", 3600, ADV },
	{ "\xe6\xaf\x8f\xe6\x9c\x88", 1, MONTH | ADV },
	{ "\xe6\xaf\x8e\xe6\x9c\x88", 1, MONTH | ADV },
	{ "\xe6\xaf\x8f\xe5\xb9\xb4", 12, MONTH | ADV },
	{ "\xe6\xaf\x8e\xe5\xb9\xb4", 12, MONTH | ADV },
	/* Thai, written with no spaces: per (ต่อ), every (ทุก) or each
	   (แต่ละ) before, or ละ after, a day, a week, a month, an hour, a
	   year or a minute */
	/* ต่อวัน */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xa7"
	    "\xe0\xb8\xb1\xe0\xb8\x99", DAY, ADV },
	/* ทุกวัน */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb8\xa7"
	    "\xe0\xb8\xb1\xe0\xb8\x99", DAY, ADV },
	/* วันละ */
	{ "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99\xe0\xb8\xa5"
	    "\xe0\xb8\xb0", DAY, ADV },
	/* แต่ละวัน */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99", DAY, ADV },
	/* ต่อสัปดาห์ */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xaa"
	    "\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94\xe0\xb8\xb2"
	    "\xe0\xb8\xab\xe0\xb9\x8c", WEEK, ADV },
	/* ทุกสัปดาห์ */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb8\xaa"
	    "\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94\xe0\xb8\xb2"
	    "\xe0\xb8\xab\xe0\xb9\x8c", WEEK, ADV },
	/* สัปดาห์ละ */
	{ "\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94"
	    "\xe0\xb8\xb2\xe0\xb8\xab\xe0\xb9\x8c\xe0\xb8\xa5"
	    "\xe0\xb8\xb0", WEEK, ADV },
	/* แต่ละสัปดาห์ */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x9b"
	    "\xe0\xb8\x94\xe0\xb8\xb2\xe0\xb8\xab\xe0\xb9\x8c", WEEK, ADV },
	/* ต่อเดือน */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb9\x80"
	    "\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x99",
	    1, MONTH | ADV },
	/* ทุกเดือน */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb9\x80"
	    "\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x99",
	    1, MONTH | ADV },
	/* เดือนละ */
	{ "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb8\x99\xe0\xb8\xa5\xe0\xb8\xb0", 1, MONTH | ADV },
	/* แต่ละเดือน */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb7"
	    "\xe0\xb8\xad\xe0\xb8\x99", 1, MONTH | ADV },
	/* ต่อชั่วโมง */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x8a"
	    "\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x82"
	    "\xe0\xb8\xa1\xe0\xb8\x87", 3600, ADV },
	/* ทุกชั่วโมง */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb8\x8a"
	    "\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x82"
	    "\xe0\xb8\xa1\xe0\xb8\x87", 3600, ADV },
	/* ชั่วโมงละ */
	{ "\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7"
	    "\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb8\x87\xe0\xb8\xa5"
	    "\xe0\xb8\xb0", 3600, ADV },
	/* แต่ละชั่วโมง */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88"
	    "\xe0\xb8\xa7\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb8\x87", 3600, ADV },
	/* ต่อปี */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x9b"
	    "\xe0\xb8\xb5", 12, MONTH | ADV },
	/* ทุกปี */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb8\x9b"
	    "\xe0\xb8\xb5", 12, MONTH | ADV },
	/* ปีละ */
	{ "\xe0\xb8\x9b\xe0\xb8\xb5\xe0\xb8\xa5\xe0\xb8\xb0", 12, MONTH | ADV },
	/* แต่ละปี */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb8\x9b\xe0\xb8\xb5", 12, MONTH | ADV },
	/* ต่อนาที */
	{ "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x99"
	    "\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5", 60, ADV },
	/* ทุกนาที */
	{ "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81\xe0\xb8\x99"
	    "\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5", 60, ADV },
	/* นาทีละ */
	{ "\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5"
	    "\xe0\xb8\xa5\xe0\xb8\xb0", 60, ADV },
	/* แต่ละนาที */
	{ "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
	    "\xe0\xb8\xb0\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97"
	    "\xe0\xb8\xb5", 60, ADV },
};

#define NROWS	(sizeof(rows) / sizeof(rows[0]))

/*
 * The rows by their first byte: rows[by_first[first_at[c]] ..
 * rows[by_first[first_at[c + 1] - 1]] start with c; their lengths in
 * len[].  Built once (rows_build), read only after, by every thread.
 */
static unsigned char first_at[257], by_first[NROWS], len[NROWS];
/* The second bytes of the rows of CJK (a first byte 0xe3 or more), one
   bit each, by first byte - 0xe3: a word none of whose characters open
   one is not asked against those rows (matches). */
static uint32_t cjk_second[29][256 / 32];
static pthread_once_t rows_once = PTHREAD_ONCE_INIT;

static void
rows_build(void)
{
	unsigned n[256] = { 0 }, fill[256], c, d;
	size_t k;

	for (k = 0; k < NROWS; k++) {
		len[k] = (unsigned char)strlen(rows[k].w);
		n[(unsigned char)rows[k].w[0]]++;
		if ((c = (unsigned char)rows[k].w[0]) >= 0xe3) {
			d = (unsigned char)rows[k].w[1];
			cjk_second[c - 0xe3][d / 32] |= (uint32_t)1 << (d % 32);
		}
	}
	for (c = 0; c < 256; c++) {
		first_at[c + 1] = (unsigned char)(first_at[c] + n[c]);
		fill[c] = first_at[c];
	}
	for (k = 0; k < NROWS; k++)
		by_first[fill[(unsigned char)rows[k].w[0]]++] =
		    (unsigned char)k;
}

_Static_assert(NROWS < 256, "rows outgrew the one-byte index");

/* Is the row w one of a script written with no spaces (CJK, Thai),
   found anywhere inside a word? */
static int
inside(const char *w)
{
	return (unsigned char)w[0] >= 0xe3 || ((unsigned char)w[0] == 0xe0 &&
	    ((unsigned char)w[1] == 0xb8 || (unsigned char)w[1] == 0xb9));
}

/* Does row k match the word s[0..n)?  See rows[]. */
static int
row_matches(size_t k, const char *s, size_t n)
{
	const char *w = rows[k].w;
	size_t l = len[k];

	if (n == 0 || (!inside(w) &&
	    papo_ascii_lower((unsigned char)s[0]) != (unsigned char)w[0]))
		return 0;	/* the rows are in small letters */
	if (inside(w))
		return n >= l && memmem(s, n, w, l) != NULL;
	return (n == l || (n == l + 1 && (s[l] == 's' || s[l] == 'S'))) &&
	    strncasecmp(s, w, l) == 0;
}

/*
 * Note the span of row k in *size and *dim, *found set; 0, or -1 when
 * one noted before is another.
 */
static int
note(size_t k, int *found, unsigned long *size, int *dim)
{
	int d = rows[k].flags & MONTH ? PAPO_DIM_MONTH : PAPO_DIM_TIME;

	if (*found && (rows[k].size != *size || d != *dim))
		return -1;
	*found = 1;
	*size = rows[k].size;
	*dim = d;
	return 0;
}

#define MATCHES	16	/* rows one word matches, at most */

/*
 * The rows the word s[0..n) matches, into out (their indexes, in the
 * table's order among rows of one first byte, the CJK rows after):
 * their count.
 */
static size_t
matches(const char *s, size_t n, unsigned char *out)
{
	size_t m = 0, i, j;
	unsigned c;

	(void)pthread_once(&rows_once, rows_build);
	if (n == 0)
		return 0;
	c = (unsigned)papo_ascii_lower((unsigned char)s[0]);
	if (c < 0xe3)
		for (j = first_at[c]; j < first_at[c + 1] && m < MATCHES; j++)
			if (row_matches(by_first[j], s, n))
				out[m++] = by_first[j];
	/* a CJK row's first two bytes somewhere in the word, else none of
	   them is asked */
	for (i = 0; i + 1 < n && !((unsigned char)s[i] >= 0xe3 &&
	    (cjk_second[(unsigned char)s[i] - 0xe3][(unsigned char)s[i + 1] /
	    32] >> ((unsigned char)s[i + 1] % 32) & 1)); i++)
		;
	if (i + 1 >= n)
		return m;
	for (c = 0xe3; c < 256; c++)	/* CJK, inside the word */
		for (j = first_at[c]; j < first_at[c + 1] && m < MATCHES; j++)
			if (row_matches(by_first[j], s, n))
				out[m++] = by_first[j];
	return m;
}

int
papo_unit_span_word(const char *s, size_t n, unsigned long *size, int *dim)
{
	unsigned char out[MATCHES];
	int found = 0;

	return matches(s, n, out) > 0 && note(out[0], &found, size, dim) == 0;
}

int
papo_unit_span_adverb(const char *s, size_t n)
{
	unsigned char out[MATCHES];
	size_t m = matches(s, n, out), k;

	for (k = 0; k < m; k++)
		if (rows[out[k]].flags & ADV && !inside(rows[out[k]].w))
			return 1;
	return 0;
}

/*
 * Words before a span's noun that make it a rate's in a question ("each
 * day", "a week", "pro Tag", "am Tag", "im Monat", "par jour", "al
 * giorno", "в день"), and pairs of words ("a la semana", "todos los
 * días", "tous les jours").
 */
static const char *const rate_words[] = { "per", "each", "every", "a",
	"an", "pro", "am", "im", "jeden", "jede", "jeder", "jedes", "par",
	"chaque", "por", "cada", "al", "alla", "ogni", "\xd0\xb2",
	/* каждый, каждую, каждое, каждые */
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x83\xd1\x8e",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd0\xbe\xd0\xb5",
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb5", NULL };
static const char *const rate_pairs[] = { "a la", "todos los",
	"todas las", "todos os", "todas as", "tous les", "toutes les",
	"tutti i", "tutte le", NULL };

/* Is s[a..b) a word or pair of list, ASCII case folded? */
static int
listed(const char *const *list, const char *s, size_t a, size_t b)
{
	size_t k;

	for (k = 0; list[k] != NULL; k++)
		if (strlen(list[k]) == b - a && strncasecmp(s + a, list[k],
		    b - a) == 0)
			return 1;
	return 0;
}

int
papo_unit_rate_word(const char *s, size_t n)
{
	return listed(rate_words, s, 0, n);
}

/* The end of the word at s[i] (before b), its letters any script's. */
static size_t
word_end(const char *s, size_t i, size_t b)
{
	while (i < b && papo_ascii_word_byte((unsigned char)s[i]))
		i++;
	return i;
}

int
papo_unit_rate_phrase(const char *s, size_t a, size_t b,
    unsigned long *size, int *dim)
{
	size_t e, w, f;

	while (a < b && s[a] == ' ')
		a++;
	while (b > a && s[b - 1] == ' ')
		b--;
	if ((e = word_end(s, a, b)) == a)
		return 0;
	if (e == b)	/* "daily", "semanales" */
		return papo_unit_span_adverb(s + a, b - a) &&
		    papo_unit_span_word(s + a, b - a, size, dim);
	if (s[e] != ' ')
		return 0;
	w = e + 1;
	if ((f = word_end(s, w, b)) == w)
		return 0;
	if (f < b && listed(rate_pairs, s, a, f)) {	/* "a la semana" */
		if (s[f] != ' ')
			return 0;
		w = f + 1;
		f = word_end(s, w, b);
	} else if (!listed(rate_words, s, a, e))
		return 0;
	return f == b && f > w && papo_unit_span_word(s + w, f - w, size,
	    dim);
}

int
papo_unit_span_in(const char *s, size_t a, size_t b, unsigned long *size,
    int *dim)
{
	unsigned char out[MATCHES];
	size_t i, e, k, m, w1 = a, w2 = a, e1 = a;
	int found = 0, rate;

	for (i = a; i < b; i = e > i ? e : i + 1) {
		if ((e = word_end(s, i, b)) == i)
			continue;
		if ((m = matches(s + i, e - i, out)) > 0) {
			rate = (e1 > w1 && listed(rate_words, s, w1, e1)) ||
			    (e1 > w2 && listed(rate_pairs, s, w2, e1));
			for (k = 0; k < m; k++)
				if ((rate || rows[out[k]].flags & ADV) &&
				    note(out[k], &found, size, dim) < 0)
					return 0;	/* "each day ... a
							   week" */
		}
		w2 = w1;
		w1 = i;
		e1 = e;
	}
	return found;
}
