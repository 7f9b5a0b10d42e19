/* SPDX-License-Identifier: MIT */
/*
 * answer_prose.c: statements in prose: the sentence around a value,
 * what bounds, hedges, negates or supposes it, and the one value a
 * statement asserts (after an answer phrase, or the last statement of
 * a response).
 */
#include <string.h>
#include <strings.h>

#include "ascii.h"
#include "answer.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "latex.h"
#include "units.h"

#define APPROX_BEFORE	"an approximate value (about, approximately, ~) " \
	"where the problem asks for no rounding"

/*
 * Where the statement or line going on at s[i] ends, at its mark: a
 * newline, an end token, 。！？ or ।, a '.' before spacing or the end but
 * a choice's "C. 2-i"; marks in $...$ and after a backslash do not end
 * it (one of the sentence ends answer_frame_impl.h names).
 */
static size_t
statement_end(const char *s, size_t i, size_t n)
{
	int dollars = 0;

	for (; i < n; i++) {
		if (s[i] == '\n' || (s[i] == '<' && !dollars &&
		    papo_answer_end_token(s, i, n) > 0))
			return i;	/* "【答案】D <eoa>" */
		/* a '$' no '$' closes on its line is a dollar sign: "The
		   answer is $18. Roughly." ends at its '.' */
		if (s[i] == '$' && (dollars || memchr(s + i + 1, '$',
		    line_end(s, i + 1, n) - i - 1) != NULL))
			dollars ^= 1;
		if (s[i] == '\\' && i + 1 < n) {
			i++;
			continue;
		}
		/* the full stops of Chinese and Japanese (。！？) and of
		   Devanagari and Bengali (।): "答案是12。等等，..." */
		if (!dollars && i + 3 <= n && (memcmp(s + i, "\xe3\x80\x82",
		    3) == 0 || memcmp(s + i, "\xef\xbc\x81", 3) == 0 ||
		    memcmp(s + i, "\xef\xbc\x9f", 3) == 0 || memcmp(s + i,
		    "\xe0\xa5\xa4", 3) == 0))
			return i;
		/* "18! Approximately.": a '!' before a capital is a
		   sentence's stop, not a factorial's */
		if (s[i] == '!' && !dollars && i + 2 < n && s[i + 1] == ' ' &&
		    s[i + 2] >= 'A' && s[i + 2] <= 'Z')
			return i;
		if (s[i] == '.' && !dollars && (i + 1 == n ||
		    is_space((unsigned char)s[i + 1]))) {
			size_t k = i + 1, l;

			/* "C. 2-i": a choice's letter, then its value (not
			   a number's suffix or unit: "1.5K. (approximately)",
			   "3 A. (approximately)") */
			while (k < n && s[k] == ' ')
				k++;
			if (i > 0 && s[i - 1] >= 'A' && s[i - 1] <= 'Z' &&
			    (i == 1 || (!is_alpha((unsigned char)s[i - 2]) &&
			    !is_digit((unsigned char)s[i - 2]) &&
			    s[i - 2] != '.' && !(i >= 3 && s[i - 2] == ' ' &&
			    is_digit((unsigned char)s[i - 3])))) &&
			    k < n && (is_digit((unsigned char)s[k]) ||
			    strchr("-\\$(", s[k]) != NULL))
				continue;
			/* "Rs. 42", "Fr. 42": a currency's abbreviation
			   (units_currency.c), then its amount */
			if (k < n && is_digit((unsigned char)s[k]) &&
			    papo_unit_currency_end(s, 0, i + 1, 1, &l) !=
			    NULL)
				continue;
			return i;
		}
	}
	return n;
}

/* Is s[a..b) one to four words of letters, spaces, '-' and '\''? */
static int
plain_words(const char *s, size_t a, size_t b)
{
	size_t n = 0;

	while (a < b) {
		if (is_alpha((unsigned char)s[a])) {
			n++;
			while (a < b && is_alpha((unsigned char)s[a]))
				a++;
		} else if (s[a] == ' ' || s[a] == '-' || s[a] == '\'')
			a++;
		else
			return 0;
	}
	return n >= 1 && n <= 4;
}

int
papo_answer_plain_letter(const char *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (b[i] == '\\')
			while (i + 1 < n && is_alpha((unsigned char)b[i + 1]))
				i++;
		else if (is_alpha((unsigned char)b[i]))
			return 1;
	}
	return 0;
}

/* Units papo names but cannot convert: an English word after a value is
   kept only when it is one of these (a counted noun, "7 apples", or a
   verb, "5 works", is dropped). */
static const char *const other[] = { "stone", "stones", "furlong",
    "furlongs", "league", "leagues", "knot", "knots", "acre", "acres",
    "hectare", "hectares", "ha", "atm", "bar", "bars", "psi", "hp",
    "horsepower", "ms", "us", "ns", "mol", "mole", "moles", "mmol",
    "hz", "khz", "mhz", "ghz", "kwh", "wh", "mah", "byte", "bytes",
    "bit", "bits", "kb", "mb", "gb", "tb", "dl", "cl", "au", "parsec",
    "parsecs", "ly", "btu", "rpm", "db", "lux", "fathom", "fathoms",
    "chain", "chains", "rod", "rods", "grain", "grains", "carat",
    "carats", "ct", "slug", "slugs", "erg", "ergs", "ev", "kev", "mev",
    "cc", "ounce-force", "lbf", "kgf", "torr", "mmhg", "decade",
    "decades", "century", "centuries", "millennium", "fortnight",
    "fortnights", "dozen", "dozens", "gross", "score", NULL };

int
papo_answer_unit_named(const char *s, size_t l)
{
	size_t k;

	for (k = 0; other[k] != NULL; k++)
		if (strlen(other[k]) == l && strncasecmp(s, other[k], l) == 0)
			return 1;
	return 0;
}

/*
 * Words of the MGSM languages that close the noun phrase of a counted
 * noun before them, as English's closed class does: a rate's or a
 * time's preposition, "each", "left", "in all" ("18 œufs par jour", "18
 * Eier pro Tag", "18 huevos al día", "18 яиц в день").  Not "de", "di",
 * "von", "из": the noun may be the one after them.  Lower case.
 */
static const char *const closers[] = { "par", "chaque", "restants",
    "restantes", "restant", "au", "maintenant", "pro", "t\xc3\xa4glich",
    "\xc3\xbc" "brig", "insgesamt", "jeden", "jede", "am", "im", "noch",
    "heute", "jetzt", "al", "por", "cada", "diarios", "hoy", "ahora",
    "ogni", "rimasti", "rimaste", "rimanenti", "oggi", "ao", "hoje",
    "agora", "\xd0\xb2",	/* в */
    "\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9",	/* каждый */
    "\xd0\xb7\xd0\xb0",	/* за */
    "\xd0\xb2\xd1\x81\xd0\xb5\xd0\xb3\xd0\xbe",	/* всего */
    "\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb5\xd0\xb2"
    "\xd0\xbd\xd0\xbe",	/* ежедневно */
    NULL };

/*
 * Does the word at s[e] close the noun phrase of a counted noun before
 * it: a word of no noun phrase (papo_unit_counted_noun's closed class:
 * "left", "remaining", "each", "in", "is"; closers[] in the other
 * languages), not a noun that makes a compound with it ("18 egg
 * cartons")?  "She has 18 eggs left." counts eggs, as "She has 18
 * eggs." does.
 */
static int
noun_closed(const char *s, size_t e, size_t n, const char *w, size_t wl)
{
	/* nouns of a part that count what follows their "of" ("20 pieces
	   of candy", "18 head of cattle") */
	static const char *const parts[] = { "piece", "pieces", "item",
	    "items", "unit", "units", "head", "kind", "kinds", "type",
	    "types", "value", "values", "number", "numbers", NULL };
	size_t z;
	int ascii = 1;

	for (z = e; z < n && (is_alpha((unsigned char)s[z]) ||
	    (unsigned char)s[z] >= 0x80); z++)
		if ((unsigned char)s[z] >= 0x80)
			ascii = 0;
	if (z == e || (z < n && (s[z] == '-' || s[z] == '\'')))
		return 0;
	if (word_in_list(s, e, z, closers))
		return 1;
	if (!ascii)
		return 0;
	if (z - e == 1)
		return lower((unsigned char)s[e]) == 'a' && z < n &&
		    s[z] == ' ';	/* "18 eggs a day" */
	if (z - e == 2 && lower((unsigned char)s[e]) == 'o' &&
	    lower((unsigned char)s[e + 1]) == 'f')
		return !word_in_list(w, 0, wl, parts);	/* "9 values of n",
				   "20 pieces of candy": the noun may be the
				   one after "of"; "18 pairs of eggs", "18
				   trays of eggs" count pairs and trays */
	return !papo_unit_counted_noun(s + e, z - e);
}

/*
 * A word right after a value at s[i] that is no unit papo can convert
 * and ends the value's clause: a word of another script ("5 саженей",
 * "5 яблок") or an English unit papo names but does not size ("5
 * stone.", "5 knots"):
 * appended to out as text ("5 \\text{ stone}"), 1; else 0.  Compared
 * with a reference that has a unit, such a word is not equal to it
 * (papo_verify_compare): a unit papo cannot read is never dropped as
 * if absent; against a bare reference it is dropped as before.
 */
static int
word_after(const char *s, size_t i, size_t n, struct papo_buf *out)
{
	size_t w, k2;
	int ascii = 1;

	static const char *const ends[] = { ".", ",", ";", "!", "?", ")",
	    "\n", "\xe3\x80\x82", "\xef\xbc\x8c", "\xef\xbc\x9b",
	    "\xef\xbc\x81", "\xef\xbc\x9f",
	    "\xe0\xa5\xa4", "\xe0\xa5\xa5", NULL };	/* । ॥ */
	size_t l = papo_unit_word_len(s + i, n - i), e, k;

	if (l < 2 || l > 48 || papo_answer_plain_letter(out->s, out->len) ||
	    papo_unit_span_adverb(s + i, l) ||
	    papo_unit_rate_word(s + i, l))
		return 0;	/* "daily", "per": the rest's to read */
	for (w = i; w < i + l; w++)
		if ((unsigned char)s[w] >= 0x80)
			ascii = 0;
	for (k2 = 0; ascii && other[k2]; k2++)
		if (strlen(other[k2]) == l && strncasecmp(s + i, other[k2],
		    l) == 0)
			break;
	for (w = i; w > 0 && (s[w - 1] == ' ' || s[w - 1] == '$'); w--)
		;
	/* a counted noun ("5 apples") is kept after a value written in
	   digits or math, not after a sign papo rewrites ("⅝ full") */
	if (ascii && other[k2] == NULL && (!papo_unit_counted_noun(s + i,
	    l) || w == 0 || (!is_digit((unsigned char)s[w - 1]) &&
	    s[w - 1] != '}' && s[w - 1] != ')')))
		return 0;
	for (e = i + l; e < n && s[e] == ' '; e++)
		;
	for (k = 0; e < n && ends[k]; k++)
		if (strncmp(s + e, ends[k], strlen(ends[k])) == 0)
			break;
	if (e < n && ends[k] == NULL && !((!ascii || other[k2] == NULL) &&
	    e > i + l && noun_closed(s, e, n, s + i, l)))
		return 0;
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + i, l);
	papo_buf_addc(out, '}');
	return 1;
}

/*
 * The end of the unit s[i..i+l) with the rate written after it ("km per
 * hour", "miles per day", "km/h"): " per " or "/" and a word, the whole read
 * as one unit (units.h) that is not generic; else i + l.  A rate after
 * a unit makes another unit: "42 km per hour" is a speed, no distance,
 * and is compared as one, as "42 km/h" is.
 */
static size_t
rate_after(const char *s, size_t i, size_t l, size_t n)
{
	struct papo_unit u;
	size_t p = i + l, e, w;

	if (p + 1 < n && s[p] == '/')
		w = p + 1;	/* "km/h", "m/s" */
	else if (p + 5 <= n && starts_ci(s, n, p, " per "))
		w = p + 5;
	else
		return i + l;
	for (e = w; e < n && is_alpha((unsigned char)s[e]); e++)
		;
	if (e == w || e - i > 48 || (e < n && (s[e] == '-' ||
	    s[e] == '\'' || (unsigned char)s[e] >= 0x80)) ||
	    papo_unit_parse(s + i, e - i, &u) != 0 || u.generic)
		return i + l;
	return e;
}

/*
 * The scale of "billion" or "trillion" at s[i..i + l) ("billions" when
 * its last byte is "s"), read in the language of its line: 0 for
 * English's short scale (10^9, 10^12, read as before); the long scale's
 * power of ten (12 for billion, 18 for trillion) when the line is French's
 * or German's (papo_answer_line_lang) or the line before it holds a word
 * of French or German, the languages that write these
 * words (also_long: "La réponse est 2 billions.", "Die Antwort ist 1
 * Billion."; the rest of the sentence then reads the word as none it
 * recognises: no answer, never English's value); -1, no scale read,
 * when the language is not known and the word not English's: a plural
 * after a value, or a Latin letter with an accent in the line ("2
 * billions", "Le total: 2 billion").
 */
static int
long_scale(const char *s, size_t i, size_t l, int trillion)
{
	static const char *const also_long[] = { "est", "r\xc3\xa9ponse",
	    "environ", "soit", "sont", "les", "des", "une", "ist", "antwort",
	    "betr\xc3\xa4gt", "lautet", "sind", "ungef\xc3\xa4hr", "etwa",
	    "rund", NULL };
	size_t a = i, k, j, e;
	int unknown = s[i + l - 1] == 's';

	/* a line of French or German words ("Insgesamt sind es 2
	   Billion.") */
	if (papo_answer_line_lang(s, i, i + l, i + l, "fr de"))
		return trillion ? 18 : 12;
	while (a > 0 && s[a - 1] != '\n' && i - a < 200)
		a--;
	for (k = a; k < i; k = e) {
		while (k < i && !is_alpha((unsigned char)s[k]) &&
		    (unsigned char)s[k] < 0xc0)
			k++;
		for (e = k; e < i && (is_alpha((unsigned char)s[e]) ||
		    (unsigned char)s[e] >= 0x80); e++)	/* é, ü: not × ÷ */
			unknown |= ((unsigned char)s[e] == 0xc3 && e + 1 < i &&
			    (unsigned char)s[e + 1] != 0x97 &&
			    (unsigned char)s[e + 1] != 0xb7) ||
			    (unsigned char)s[e] == 0xc4 ||
			    (unsigned char)s[e] == 0xc5;
		for (j = 0; e > k && also_long[j]; j++)
			if (strlen(also_long[j]) == e - k &&
			    strncasecmp(s + k, also_long[j], e - k) == 0)
				return trillion ? 18 : 12;
		if (e == k)
			e = k + 1;
	}
	return unknown ? -1 : 0;
}

/* Does a clause end at s[i] (in s[..n)): the end, a stop, a comma, a
   closing parenthesis or a line's end, or a space before one? */
static int
clause_end(const char *s, size_t i, size_t n)
{
	if (i < n && s[i] == ' ')
		i++;
	return i >= n || strchr(".,;!?)\n", s[i]) != NULL;
}

size_t
papo_answer_unit_power(const char *s, size_t i, size_t n, int *pw)
{
	size_t k = i + 1, d;
	int neg = 0, brace = 0;

	if (n - i >= 2 && (unsigned char)s[i] == 0xc2 &&
	    ((unsigned char)s[i + 1] == 0xb2 ||
	    (unsigned char)s[i + 1] == 0xb3)) {
		*pw = (unsigned char)s[i + 1] == 0xb2 ? 2 : 3;	/* "m²" */
		return 2;
	}
	/* "40 m2", "15 cm3": a bare 2 or 3 glued to the symbol, a word's
	   end after it (not "m23", "m2x") */
	if (i < n && (s[i] == '2' || s[i] == '3') && i > 0 &&
	    is_alpha((unsigned char)s[i - 1]) && (i + 1 >= n ||
	    !(is_alpha((unsigned char)s[i + 1]) || is_digit((unsigned char)
	    s[i + 1])))) {
		*pw = s[i] - '0';
		return 1;
	}
	if (i >= n || s[i] != '^')
		return 0;
	if (k < n && s[k] == '{') {
		brace = 1;
		k++;
	}
	if (brace && k < n && s[k] == '-') {
		neg = 1;
		k++;
	}
	for (d = k; k < n && is_digit((unsigned char)s[k]); k++)
		;
	if (k != d + 1 || s[d] == '0' || (brace && (k >= n || s[k] != '}')))
		return 0;	/* one digit, 1 to 9: "^3", "^{-1}" */
	*pw = neg ? '0' - s[d] : s[d] - '0';
	return k + brace - i;
}

int
papo_answer_long_scale(const char *s, size_t i, size_t n, size_t *len)
{
	static const char *const w[] = { "billion", "trillion", NULL };
	size_t k, l;

	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (!starts_ci(s, n, i, w[k]))
			continue;
		if (i + l < n && s[i + l] == 's')
			l++;
		if (i + l < n && is_alpha((unsigned char)s[i + l]))
			return 0;
		*len = l;
		return long_scale(s, i, l, k == 1) > 0 ? (k == 1 ? 18 : 12) : 0;
	}
	return 0;
}

/*
 * A scale word or a unit right after a value that ends at s[i] ("$2.5$
 * million", "\\boxed{3} billion", "\\boxed{3} millions", "\\boxed{3}
 * hundred", "\\boxed{3} minutes", "3 km"): appended to out, as the
 * reference writes it ("2.5 million", "3 million", "3 \\text{
 * hundred}", "3 \\text{ minutes}"), and 1 returned; else 0.  A unit
 * is a word of the unit list (units.h), of two letters or more or an
 * SI symbol (J, N, V, W, K, m, s, h, g, L) ending its clause, after a
 * value that has none: a different unit is a different answer.
 */
int
papo_answer_scale_word(const char *s, size_t i, size_t n,
    struct papo_buf *out)
{
	static const char *const w[] = { "thousand", "million", "billion",
	    "trillion", NULL };
	size_t k, l;
	int e;

	/* "42 per mille", "42 basis points": 42‰, 0.42% */
	if (i < n && (e = papo_answer_small_scale(s + i, n - i, &l)) != 0) {
		papo_buf_addf(out, " \\times 10^{%d}", e);
		return 1;
	}
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (!starts_ci(s, n, i, w[k]))
			continue;
		if (i + l < n && s[i + l] == 's')
			l++;	/* "42 millions": 42,000,000 (hostile_red9) */
		if (i + l == n || !is_alpha((unsigned char)s[i + l])) {
			if (k >= 2 && (e = long_scale(s, i, l, k == 3)) != 0) {
				if (e < 0)
					return 0;	/* no scale known */
				papo_buf_addf(out, " \\times 10^{%d}", e);
				return 1;
			}
			papo_buf_addc(out, ' ');
			papo_buf_adds(out, w[k]);
			return 1;
		}
	}
	/* "2 bn": English's abbreviation of billion, a word of its own */
	if (i + 2 <= n && s[i] == 'b' && s[i + 1] == 'n' && (i + 2 == n ||
	    !is_alpha((unsigned char)s[i + 2]))) {
		papo_buf_adds(out, " \\times 10^{9}");
		return 1;
	}
	/* "\\boxed{42} hundred": a factor of 100 (verify.c's scale words)
	   unless the problem counts hundreds */
	if (starts_ci(s, n, i, "hundred") && (i + 7 == n ||
	    !is_alpha((unsigned char)s[i + 7]))) {
		papo_buf_adds(out, " \\text{ hundred}");
		return 1;
	}
	return 0;
}

/*
 * Is a '$' at s[i] a dollar sign after an amount ("42 $", "2,74 $"):
 * after a blank, before no digit, and no math span open (the '$' not
 * escaped before it are even in number)?
 */
static int
dollar_after(const char *s, size_t i, size_t n)
{
	size_t k, open = 0;

	if (i == 0 || i >= n || s[i] != '$' || s[i - 1] != ' ' ||
	    (i + 1 < n && (is_digit((unsigned char)s[i + 1]) ||
	    s[i + 1] == '$')))
		return 0;
	for (k = 0; k < i; k++)
		open += s[k] == '$' && (k == 0 || s[k - 1] != '\\');
	return open % 2 == 0;
}

/*
 * The power of ten of the English scale word at s[i..n) ("thousand",
 * "millions"; French writes "millions" too), its length in *len; else
 * 0.
 */
static int
scale_english(const char *s, size_t i, size_t n, size_t *len)
{
	static const char *const w[] = { "hundred", "thousand", "million",
	    "billion", "trillion", NULL };
	static const int pow10[] = { 2, 3, 6, 9, 12 };
	size_t k, l;

	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (!starts_ci(s, n, i, w[k]))
			continue;
		if (i + l < n && s[i + l] == 's')
			l++;
		if (i + l == n || !is_alpha((unsigned char)s[i + l])) {
			*len = l;
			return pow10[k];
		}
	}
	return 0;
}

/*
 * The power of ten of the scale words at s[i..n) when there are two or
 * more, one after another (their product: "42 thousand million", "42
 * millions milliards"), the first of them English; else 0 (one alone is
 * papo_answer_scale_word's, a foreign first one the caller's).
 */
static int
scale_pair(const char *s, size_t i, size_t n)
{
	size_t l;
	int e = scale_english(s, i, n, &l), k, words = 1;

	if (e == 0)
		return 0;
	for (;;) {
		i += l;
		while (i < n && s[i] == ' ')
			i++;
		if (i >= n)
			break;
		if ((k = scale_english(s, i, n, &l)) == 0 &&
		    (papo_unit_foreign(s + i, n - i, &l) != NULL ||
		    (k = papo_answer_scale_foreign(s, i, n, &l)) == 0))
			break;
		e += k;
		words++;
	}
	return words > 1 ? e : 0;
}

int
papo_answer_scale_run(const char *s, size_t i, size_t n, size_t *len)
{
	size_t l, a = i;
	int e = 0, k, words = 0;

	if (i + 2 <= n && s[i] == 'b' && s[i + 1] == 'n' && (i + 2 == n ||
	    !is_alpha((unsigned char)s[i + 2]))) {
		*len = 2;
		return 9;	/* "2 bn" */
	}
	while ((k = scale_english(s, i, n, &l)) > 2) {
		e += k;
		words++;
		*len = i + l - a;
		i += l;
		if (i + 1 >= n || s[i] != ' ')
			break;
		i++;
	}
	return words > 1 ? e : 0;
}

/* Does a danda (U+0964, U+0965) or the Bengali mark written for it
   (U+09F7) stand at s[i] (in s[..n)): a sentence's end, no letter of the
   word before it ("3 minutes।")? */
static int
danda_at(const char *s, size_t i, size_t n)
{
	const unsigned char *u = (const unsigned char *)s + i;

	return n - i >= 3 && u[0] == 0xe0 && ((u[1] == 0xa5 && (u[2] ==
	    0xa4 || u[2] == 0xa5)) || (u[1] == 0xa7 && u[2] == 0xb7));
}

/* Does a Hangul syllable (U+AC00-D7A3) stand at s[i] (in s[..n)): a
   Korean word glued to the unit before it ("36 cm입니다"), the tail's to
   read (answer_rest.c), no letter of the unit? */
static int
hangul_at(const char *s, size_t i, size_t n)
{
	size_t l;
	long c = i < n ? papo_frame_cp_len(s, i, n, &l) : -1;

	return c >= 0xac00 && c < 0xd7a4;
}

/*
 * An aside of one word at s[i..n) right after a value (a unit, in
 * parentheses: "(minutes)", "(in minutes)", "(min)", "（分钟）", inside
 * "\\text{}" or after "\\,"): read as the value's unit or scale word onto
 * out, 1; else 0 and out as it was.  The word is the value's, as
 * after a box: "\\boxed{3} (minutes)" is 3 minutes, never 3.
 */
static int
aside_unit(const char *s, size_t i, size_t n, struct papo_buf *out)
{
	static const char *const ins[] = { "in ", "en ", "em ", "\xd0\xb2 ",
	    NULL };	/* "(in minutes)", "(en minutes)", "(в минутах)" */
	size_t c, k, len = out->len;

	while (i < n && (s[i] == ' ' || s[i] == '~'))
		i++;
	if (i + 2 < n && s[i] == '\\' && (s[i + 1] == ',' || s[i + 1] == ';' ||
	    s[i + 1] == ' '))
		return aside_unit(s, i + 2, n, out);
	if (i + 6 < n && (strncmp(s + i, "\\text{", 6) == 0 ||
	    strncmp(s + i, "\\mbox{", 6) == 0))
		i += 6;
	if (i < n && s[i] == '(')
		i++;
	else if (i + 3 <= n && memcmp(s + i, "\xef\xbc\x88", 3) == 0)
		i += 3;		/* （ */
	else
		return 0;
	for (c = i; c < n && c < i + 48 && s[c] != ')' && s[c] != '(' &&
	    !(c + 3 <= n && memcmp(s + c, "\xef\xbc\x89", 3) == 0); c++)
		;
	if (c >= n || c == i + 48 || s[c] == '(')
		return 0;
	for (k = 0; ins[k] != NULL; k++)
		if (c - i > strlen(ins[k]) && strncasecmp(s + i, ins[k],
		    strlen(ins[k])) == 0) {
			i += strlen(ins[k]);
			break;
		}
	if (i == c || memchr(s + i, ' ', c - i) != NULL)
		return 0;	/* one word: "(minutes are rounded)" is more */
	if (papo_answer_scale_after(s, i, c, out) && out->len > len)
		return 1;
	papo_buf_truncate(out, len);
	return 0;
}

/*
 * The unit word s[i..i + l) of s[..n) and the word after it when the
 * two are one unit: "pounds sterling" (money, not mass), or a measure's
 * word ("square", "cubic", "sq", "cu") and the word after it ("square
 * meters", "cubic feet"), read whole, so that 208 square meters is not
 * taken as 208 of "square" (not equal to 208 square feet).  The length
 * of the unit.
 */
size_t
papo_answer_unit_words(const char *s, size_t i, size_t l, size_t n)
{
	static const char *const measures[] = { "square", "cubic", "sq",
	    "cu", NULL };
	size_t k;

	if ((l == 5 || l == 6) && starts_ci(s, n, i, "pound") &&
	    starts_ci(s, n, i + l, " sterling") && (i + l + 9 == n ||
	    !is_alpha((unsigned char)s[i + l + 9])))
		return l + 9;
	if (l == 0 || i + l + 1 >= n || s[i + l] != ' ' ||
	    !is_alpha((unsigned char)s[i + l + 1]) || !word_in_list(s, i,
	    i + l, measures))
		return l;
	for (k = i + l + 1; k < n && is_alpha((unsigned char)s[k]); k++)
		;
	return k - i;
}

/*
 * A unit's symbol s[i..i + l) and a power right after it ("5 dm^3",
 * "1200 mm²", "3 m^{-1}"), the clause ending after it (no rate, no
 * other unit: "5 m^2 per second" is none of these): the unit to that
 * power onto out, 1, never the symbol alone (-1: no unit read); 0 when
 * no power follows.
 */
static int
unit_powered(const char *s, size_t i, size_t l, size_t n,
    struct papo_buf *out)
{
	struct papo_unit u;
	size_t k;
	int pw;

	if ((k = papo_answer_unit_power(s, i + l, n, &pw)) == 0)
		return 0;
	if (!clause_end(s, i + l + k, n) || papo_unit_parse(s + i, l, &u) !=
	    0 || u.generic || papo_answer_plain_letter(out->s, out->len))
		return -1;
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + i, l);
	papo_buf_addf(out, "}^{%d}", pw);
	return 1;
}

/*
 * The percent sign or word at s[i..n) after a value ("\\boxed{126}%",
 * "\\boxed{126}\\%", "\\boxed{126} percent", "126 Prozent"): its
 * length, 0 when none.  A word ends there.
 */
static size_t
percent_after(const char *s, size_t i, size_t n)
{
	static const char *const w[] = { "%", "\\%", "\xef\xbc\x85",
	    "percent", "per cent", "pour cent", "prozent", "por ciento",
	    "per cento", "por cento", "procent", "persen", "peratus",
	    "ph\xe1\xba\xa7n tr\xc4\x83m",	/* phần trăm */
	    "\xd0\xbf\xd1\x80\xd0\xbe"
	    "\xd1\x86\xd0\xb5\xd0\xbd\xd1\x82",	/* процент */
	    "เปอร์เซ็นต์", "퍼센트", "パーセント", "শতাংশ", "శాతం", "प्रतिशत",
	    NULL };
	size_t k, l;

	for (k = 0; w[k] != NULL; k++) {
		l = strlen(w[k]);
		if (k >= 3 && (unsigned char)w[k][0] < 0x80 &&
		    !starts_ci(s, n, i, w[k]))
			continue;
		if ((k < 3 || (unsigned char)w[k][0] >= 0x80) &&
		    (l > n - i || memcmp(s + i, w[k], l) != 0))
			continue;
		if (k < 3)
			return l;
		/* a word: "percent", "percentage" no; "процента", "procent",
		   "Prozent" their forms */
		if (i + l < n && is_alpha((unsigned char)s[i + l]) &&
		    (unsigned char)w[k][0] < 0x80)
			continue;
		return l;
	}
	return 0;
}

/* Is u a frequency alone ("daily", "hourly": one over a span of time)? */
static int
per_time_only(const struct papo_unit *u)
{
	int k, time = 0;

	for (k = 0; k < PAPO_NDIMS; k++) {
		if (k == PAPO_DIM_TIME || k == PAPO_DIM_MONTH)
			time += u->dim[k];
		else if (u->dim[k] != 0)
			return 0;
	}
	return time < 0 && u->degrees == 0;
}

/*
 * Is the value that ends at s[i] written after a dollar sign, outside
 * math ("$18", "\\$18.00"; not "$18$")?
 */
static int
dollar_before(const char *s, size_t i)
{
	size_t k = i;

	while (k > 0 && s[k - 1] == ' ')
		k--;
	if (k > 0 && s[k - 1] == '$')
		return 0;	/* "$18$": math's closing sign */
	while (k > 0 && (is_digit((unsigned char)s[k - 1]) || ((s[k - 1] ==
	    '.' || s[k - 1] == ',') && k >= 2 && is_digit((unsigned char)
	    s[k - 2]))))
		k--;
	return k > 0 && k < i && s[k - 1] == '$' && (k == 1 ||
	    !is_alpha((unsigned char)s[k - 2]));
}

/*
 * "per" and the word after it at s[i..) ("per day"): their length when
 * they read as a unit of time alone, else 0.
 */
static size_t
per_rate(const char *s, size_t i, size_t l, size_t n)
{
	struct papo_unit u;
	size_t e;

	if (l != 3 || i + 4 >= n || s[i + 3] != ' ')
		return 0;
	for (e = i + 4; e < n && is_alpha((unsigned char)s[e]); e++)
		;
	if (e == i + 4 || (e < n && (s[e] == '-' || (unsigned char)s[e] >=
	    0x80)) || papo_unit_parse(s + i, e - i, &u) != 0 ||
	    !per_time_only(&u))
		return 0;
	return e - i;
}

/*
 * The words s[i..i + l) after the value that ends at s[v] read as unit u
 * that names no unit ("per") or a frequency alone: after a dollar sign,
 * the dollars are the sign's and the rate the words' ("$18 per day" is
 * 18 dollars per day), onto out, 1.  "per" and no span of time after it
 * ("$18 per egg") is none: 0.
 */
static int
dollar_rate(const char *s, size_t v, size_t i, size_t l, size_t n,
    const struct papo_unit *u, struct papo_buf *out)
{
	if (!(papo_unit_none(u) || per_time_only(u)) || !dollar_before(s, v))
		return 0;
	if (papo_unit_none(u) && (l = per_rate(s, i, l, n)) == 0)
		return 0;
	papo_buf_adds(out, " \\text{ dollars ");
	papo_buf_add(out, s + i, l);
	papo_buf_addc(out, '}');
	return 1;
}

static int scale_after(const char *, size_t, size_t, struct papo_buf *);
static int has_letter_in(const char *, size_t, size_t);
static int paren_unit(const char *, size_t, size_t, struct papo_buf *);

/*
 * papo_answer_scale_after: what scale_after reads after a value, and a
 * unit in TeX's text after it within its math, spacing commands before
 * it ("\\boxed{650} \\text{ grams}", "\\boxed{650}\\,\\mathrm{g}"): the
 * text's words read as if written outside the math, so that the unit
 * is compared (650 grams is not 650 milligrams), never passed over.
 */
int
papo_answer_scale_after(const char *s, size_t i, size_t n, struct papo_buf *out)
{
	static const char *const cmds[] = { "\\text{", "\\mathrm{",
	    "\\textrm{", "\\mbox{", "\\textnormal{", NULL };
	struct papo_buf t = PAPO_BUF_INIT;
	size_t j = i, a, b, l = 0;
	int k, r;

	for (;;) {
		if (j < n && s[j] == ' ')
			j++;
		else if (j + 1 < n && s[j] == '\\' && s[j + 1] != '\0' &&
		    strchr(",;:! ", s[j + 1]) != NULL)
			j += 2;
		else
			break;
	}
	if (j < n && s[j] == '(' && (r = paren_unit(s, j, n, out)) != 0)
		return r > 0;	/* "\\boxed{208} (square meters)" */
	for (k = 0; cmds[k] != NULL; k++)
		if (starts_ci(s, n, j, cmds[k]) && (l = strlen(cmds[k])) > 0)
			break;
	if (cmds[k] == NULL)
		return scale_after(s, i, n, out);
	a = j + l;
	for (b = a; b < n && s[b] != '}' && s[b] != '{' && s[b] != '\\'; b++)
		;
	if (b >= n || s[b] != '}' || !has_letter_in(s, a, b))
		return scale_after(s, i, n, out);
	papo_buf_addc(&t, ' ');
	papo_buf_add(&t, s + a, b - a);
	papo_buf_add(&t, s + b + 1, n - b - 1);
	r = scale_after(t.s, 0, t.len, out);
	papo_buf_release(&t);
	return r;
}

int
papo_answer_value_unit(const char *s, size_t n, struct papo_buf *out)
{
	size_t i = 0, l;

	if (i < n && s[i] == '$')
		i++;
	while (i < n && (is_digit((unsigned char)s[i]) || ((s[i] == ',' ||
	    s[i] == '.') && i + 1 < n && is_digit((unsigned char)s[i + 1]))))
		i++;
	papo_buf_reset(out);
	if (i == 0 || !is_digit((unsigned char)s[i - 1]) || i + 1 >= n ||
	    s[i] != ' ' || !(is_alpha((unsigned char)s[i + 1]) ||
	    s[i + 1] == '(' || (unsigned char)s[i + 1] >= 0x80))
		return 0;	/* "650 grams", "208 (sq m)", "25 °F" */
	papo_buf_add(out, s, i);
	l = out->len;
	if (!papo_answer_scale_after(s, i, n, out) || out->len == l ||
	    memmem(out->s + l, out->len - l, "\\text{", 6) == NULL) {
		papo_buf_reset(out);
		return 0;
	}
	return 1;
}

/*
 * A unit alone in parentheses after a value, "in" before it or not
 * ("\\boxed{208} (square meters)", "208 (in square feet)"): the words
 * papo sizes, whole, read as written outside them (1, or -1 when they
 * gave out nothing); 0 when the parentheses at s[j] hold anything else
 * ("(rounded)", "(verified)"), left to the readers after.
 */
static int
paren_unit(const char *s, size_t j, size_t n, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	struct papo_unit u;
	size_t a = j + 1, b, l = out->len;
	int r;

	for (b = a; b < n && b - a < 40 && s[b] != ')' && (is_alpha(
	    (unsigned char)s[b]) || s[b] == ' '); b++)
		;
	if (b >= n || s[b] != ')')
		return 0;
	if (starts_ci(s, b, a, "in "))
		a += 3;
	while (a < b && s[a] == ' ')
		a++;
	if (a >= b || papo_unit_parse(s + a, b - a, &u) != 0 || u.generic ||
	    papo_unit_none(&u))
		return 0;
	papo_buf_addc(&t, ' ');
	papo_buf_add(&t, s + a, b - a);
	papo_buf_add(&t, s + b + 1, n - b - 1);
	r = scale_after(t.s, 0, t.len, out);
	papo_buf_release(&t);
	return r && out->len > l ? 1 : -1;
}

/* Does s[a..b) hold an ASCII letter? */
static int
has_letter_in(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (is_alpha((unsigned char)s[a]))
			return 1;
	return 0;
}

static int
scale_after(const char *s, size_t i, size_t n, struct papo_buf *out)
{
	struct papo_unit u;
	const char *f;
	size_t l, i0 = i;
	int e, k, look;

	/* the closing marks of an emphasis around the value ("**42**
	   тысячи", "*42* mille"): the scale word after them is its own */
	while (i < n && (s[i] == '*' || s[i] == '_'))
		i++;
	for (l = i; l < n && s[l] == ' '; l++)
		;
	if (dollar_after(s, l, n)) {
		papo_buf_adds(out, " \\text{ dollars}");
		return 1;	/* "Elle paie 42 $." */
	}
	while (i < n && (s[i] == ' ' || s[i] == '$' || (s[i] == '\\' &&
	    i + 1 < n && s[i + 1] == ')')))
		i += s[i] == '\\' ? 2 : 1;
	/* a percent sign or word: the value is a percentage ("126%" is not
	   126 books) */
	if (out->len > 0 && is_digit((unsigned char)out->s[out->len - 1]) &&
	    percent_after(s, i, n) > 0) {
		papo_buf_adds(out, "\\%");
		return 1;
	}
	if ((e = scale_pair(s, i, n)) != 0) {
		papo_buf_addf(out, " \\times 10^{%d}", e);
		return 1;	/* "42 millions milliards": the product */
	}
	if (papo_answer_scale_word(s, i, n, out))
		return 1;
	if (i < n && (s[i] == '(' || s[i] == '\\' || (unsigned char)s[i] ==
	    0xef) && aside_unit(s, i, n, out))
		return 1;	/* "\\boxed{3} (minutes)" */
	/* a scale word of another language, "5万", "5 Millionen" (a
	   unit glued to a scale word, "5千克", is the unit); the unit
	   looked up once, for the next test too */
	look = i < n && !papo_answer_plain_letter(out->s, out->len);
	f = look ? papo_unit_foreign(s + i, n - i, &l) : NULL;
	if (look && f == NULL &&
	    (e = papo_answer_scale_foreign(s, i, n, &l)) != 0) {
		/* scale words one after another are their product ("42
		   lakh crore", "42万亿", "42 mil millones") */
		for (;;) {
			i += l;
			while (i < n && s[i] == ' ')
				i++;
			if (i >= n || papo_unit_foreign(s + i, n - i, &l) !=
			    NULL ||
			    (k = papo_answer_scale_foreign(s, i, n, &l)) == 0)
				break;
			e += k;
		}
		papo_buf_addf(out, " \\times 10^{%d}", e);
		if ((f = papo_unit_foreign(s + i, n - i, &l)) != NULL) {
			papo_buf_adds(out, " \\text{ ");
			papo_buf_adds(out, f);
			papo_buf_addc(out, '}');
		}
		return 1;
	}
	/* a unit in another language, "5 Minuten", "5分钟": in English */
	if (f != NULL) {
		papo_buf_adds(out, " \\text{ ");
		papo_buf_adds(out, f);
		papo_buf_addc(out, '}');
		return 1;
	}
	for (l = 0; i + l < n && is_alpha((unsigned char)s[i + l]); l++)
		;
	if (l >= 1 && l <= 3 && (e = unit_powered(s, i, l, n, out)) != 0)
		return e > 0;	/* "5 dm^3" */
	l = papo_unit_degrees_span(s, i, l, n);	/* degrees Celsius */
	l = papo_answer_unit_words(s, i, l, n);	/* "square feet" */
	/* one letter only as an SI symbol ending the clause: "18 J.",
	   "36 m입니다" */
	if (l == 1 && (strchr("JKNVWmshgL", s[i]) == NULL || (i + 1 < n &&
	    strchr(" .,;!)\n", s[i + 1]) == NULL &&
	    rate_after(s, i, l, n) == i + l &&
	    !hangul_at(s, i + 1, n))))
		return 0;
	if (l < 1 || l > 24 || (i + l < n && (s[i + l] == '-' ||
	    s[i + l] == '\'' || ((unsigned char)s[i + l] >= 0x80 &&
	    !danda_at(s, i + l, n) && !hangul_at(s, i + l, n)))) ||
	    papo_answer_plain_letter(out->s, out->len))
		return word_after(s, i, n, out);
	if (papo_unit_parse(s + i, l, &u) != 0)
		return word_after(s, i, n, out);
	if (u.generic)
		return 0;
	if (dollar_rate(s, i0, i, l, n, &u, out))
		return 1;	/* "$18 per day" */
	l = rate_after(s, i, l, n) - i;	/* "42 km per hour" */
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, s + i, l);
	papo_buf_addc(out, '}');
	return 1;
}

/*
 * Numbers in s[a..b) that do not overlap [ms, me), counted up to two;
 * the last one into num, its extent in *at and *stop.
 */
static int
count_numbers(const char *s, size_t a, size_t b, size_t ms, size_t me,
    struct papo_buf *num, size_t *at, size_t *stop)
{
	struct papo_buf first = PAPO_BUF_INIT;
	size_t hi = b, x, y;
	int k = 0;

	while (k < 2 && hi > a &&
	    papo_answer_last_number(s, a, hi, num, &x, &y)) {
		/* the same number written again is the same value */
		if ((y <= ms || x >= me) && !(k == 1 && num->len ==
		    first.len && memcmp(num->s, first.s, num->len) == 0)) {
			if (k == 0) {
				*at = x;
				*stop = y;
				papo_buf_add(&first, num->s, num->len);
			}
			k++;
		}
		hi = x;
	}
	if (k > 0) {
		papo_buf_reset(num);
		papo_buf_add(num, first.s, first.len);
	}
	papo_buf_release(&first);
	return k;
}

/*
 * A number and a unit word at s[i..b) ("2 hours", "2 Stunden", "2小时",
 * "2 ч", "2 Std."): the unit into *u, its English word into *w (*wl
 * bytes: a foreign word's, units_foreign.c), the number's end into *ne,
 * and the end of the word (past an abbreviation's full stop that a
 * space follows); 0 when none, or the unit is no plain size (degrees,
 * an affine scale, "units").  A space stands between them, or none
 * before a CJK word.
 */
static size_t
number_unit(const char *s, size_t i, size_t b, struct papo_unit *u,
    size_t *ne, const char **w, size_t *wl)
{
	size_t e, l = 0;
	const char *f;

	if (i >= b || !is_digit((unsigned char)s[i]))
		return 0;
	while (i < b && is_digit((unsigned char)s[i]))
		i++;
	*ne = i;
	if (i < b && s[i] == ' ')
		i++;
	else if (i >= b || (unsigned char)s[i] < 0xe3)
		return 0;	/* a CJK word glued: "2小时" */
	for (e = i; e < b && is_alpha((unsigned char)s[e]); e++)
		;
	if (e > i && *ne < i && (e == b || (unsigned char)s[e] < 0x80) &&
	    papo_unit_parse(s + i, e - i, u) == 0) {
		*w = s + i;
		*wl = e - i;
	} else if ((f = papo_unit_foreign(s + i, b - i, &l)) != NULL &&
	    papo_unit_parse(f, strlen(f), u) == 0) {
		*w = f;
		*wl = strlen(f);
		e = i + l;
	} else
		return 0;
	if (e + 2 < b && s[e] == '.' && s[e + 1] == ' ' &&
	    is_digit((unsigned char)s[e + 2]))
		e++;	/* "2 Std. 15 Min.", "2 hrs. 15 min." */
	if (u->generic || u->degrees || u->off_num != 0 || papo_unit_none(u))
		return 0;
	return e;
}

/* The words that join the two quantities of a compound: "2 hours and
   15 minutes", "2 Stunden und 15 Minuten", "2 heures et 15". */
static const char *const compound_joins[] = { " and ", " und ", " et ",
	" y ", " e ", " \xd0\xb8 " /* и */, ", ", NULL };

int
papo_answer_compound(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *at)
{
	struct papo_unit u1, u2;
	size_t i = a, e1, e2, j, n1, n2, k, w1l, w2l;
	const char *w1, *w2;

	while (b > a && (s[b - 1] == '.' || s[b - 1] == ' '))
		b--;
	if (b - a > 3 && memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0)
		b -= 3;	/* 。 */
	while (i < b && !is_digit((unsigned char)s[i]))
		i++;
	if (i > a && (is_alpha((unsigned char)s[i - 1]) || s[i - 1] == '.' ||
	    s[i - 1] == '-' || s[i - 1] == ','))
		return 0;
	if ((e1 = number_unit(s, i, b, &u1, &n1, &w1, &w1l)) == 0)
		return 0;
	j = e1;
	for (k = 0; compound_joins[k]; k++)
		if (starts_ci(s, b, j, compound_joins[k])) {
			j += strlen(compound_joins[k]);
			break;
		}
	if (compound_joins[k] == NULL && j < b && s[j] == ' ')
		j++;
	/* the second quantity ends the statement, or only an ending of a
	   dense script follows it ("2時間15分かかります。") */
	if ((e2 = number_unit(s, j, b, &u2, &n2, &w2, &w2l)) != b &&
	    !(e2 > j && (unsigned char)s[e2] >= 0xe3 &&
	    papo_answer_dense_ends(s, e2, b))) {
		/* "2 h 15": minutes after hours, no unit */
		for (n2 = j; n2 < b && is_digit((unsigned char)s[n2]); n2++)
			;
		if (n2 != b || n2 == j || n2 - j > 2 || (n2 - j == 2 &&
		    s[j] > '5') || compound_joins[k] != NULL || j == e1 ||
		    u1.dim[PAPO_DIM_TIME] != 1 || u1.num != 3600 ||
		    u1.den != 1 || papo_unit_parse("minutes", 7, &u2) != 0)
			return 0;
		w2 = "minutes";
		w2l = 7;
	}
	/* the larger unit first: "2 hours 15 minutes", not "15 minutes 2
	   hours" */
	if (memcmp(u1.dim, u2.dim, sizeof u1.dim) != 0 ||
	    (double)u1.num / (double)u1.den <=
	    (double)u2.num / (double)u2.den)
		return 0;
	*at = i;
	papo_buf_reset(out);
	papo_buf_add(out, s + i, n1 - i);
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, w1, w1l);
	papo_buf_adds(out, " } ");
	papo_buf_add(out, s + j, n2 - j);
	papo_buf_adds(out, " \\text{ ");
	papo_buf_add(out, w2, w2l);
	papo_buf_addc(out, '}');
	return 1;
}

/* Where the value at s[p] ends: b when a compound quantity ("2 hours and
   15 minutes") runs from it to b, else ve. */
static size_t
compound_end(const char *s, size_t p, size_t ve, size_t b)
{
	struct papo_buf q = PAPO_BUF_INIT;
	size_t at;

	if (ve < b && papo_answer_compound(s, p, b, &q, &at))
		ve = b;
	papo_buf_release(&q);
	return ve;
}

/*
 * A bound of time that ends a statement after its value ("220 $ à payer
 * d'ici 12 mois", "$220 left within 12 months"): a word of bounds[], a
 * whole number and a word of times[], then at most a full stop.  The
 * problem's time, not the value asserted, after a sum of money only (a
 * sum due by a time); "3000 quarts in 48 hours" stays two values.
 */
static const char *const bounds[] = { "within", "in", "after", "d'ici",
	"dans", "en", "apr\xc3\xa8s", "entro", "tra", "fra", "em", "nach",
	NULL };
static const char *const times[] = { "months", "month", "years", "year",
	"weeks", "week", "days", "day", "hours", "hour", "mois", "ans",
	"ann\xc3\xa9" "es", "semaines", "jours", "heures", "meses",
	"a\xc3\xb1os", "semanas", "d\xc3\xad" "as", "horas", "monaten",
	"jahren", "wochen", "tagen", "stunden", "mesi", "anni", "settimane",
	"giorni", "ore", "anos", "dias", NULL };

size_t
papo_answer_time_bound(const char *s, size_t a, size_t b)
{
	size_t e = b, u, d, w;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '.'))
		e--;
	for (u = e; u > a && (is_alpha((unsigned char)s[u - 1]) ||
	    (unsigned char)s[u - 1] >= 0x80); u--)
		;
	if (u == e || u < a + 4 || s[u - 1] != ' ' ||
	    papo_answer_word_of(s, a, e, u, times) != e - u)
		return 0;
	for (d = u - 1; d > a && is_digit((unsigned char)s[d - 1]); d--)
		;
	if (d == u - 1 || d < a + 2 || s[d - 1] != ' ')
		return 0;
	for (w = d - 1; w > a && (is_alpha((unsigned char)s[w - 1]) ||
	    s[w - 1] == '\'' || (unsigned char)s[w - 1] >= 0x80); w--)
		;
	if (w == d - 1 || w == a || s[w - 1] != ' ' ||
	    papo_answer_word_of(s, a, d - 1, w, bounds) != d - 1 - w)
		return 0;
	return w - 1;
}

/*
 * The currency sign or code right before the number at s[at] (its
 * statement from s[a]: "She pays ₹42.", "Ela paga R$ 42";
 * units_currency.c's rows, or a '$' right before it, outside math,
 * when nothing but a full stop follows the number, s[stop..lim)): its
 * unit appended to out (" \\text{ rupees}"; a bare '$' is
 * "dollarsign", dollars against money only).
 */
static void
currency_unit(const char *s, size_t a, size_t at, size_t stop, size_t lim,
    struct papo_buf *out)
{
	const char *unit;
	size_t e, l;

	for (e = at; e > a && s[e - 1] == ' '; e--)
		;
	while (stop < lim && strchr(" .!*", s[stop]) != NULL)
		stop++;
	if ((unit = papo_unit_currency_end(s, a, e, 1, &l)) == NULL &&
	    e == at && e > a && s[e - 1] == '$' && (e == a + 1 ||
	    !is_alpha((unsigned char)s[e - 2])) && stop == lim)
		unit = "dollarsign";	/* "She pays $42.": no math
					   here, nothing after it */
	if (unit == NULL)
		return;
	papo_buf_adds(out, " \\text{ ");
	papo_buf_adds(out, unit);
	papo_buf_addc(out, '}');
}

/*
 * The one value s[a..b) holds: a run of math (spans joined by commas
 * or "and") or a number, into out.  ST_MANY when it holds more than one
 * (a math span and a number, two numbers), ST_NONE when it holds none.
 * A unit or scale word after math is read whole up to lim (b or its
 * sentence's end: b may cut a word, "since" read as "s").
 */
static int
one_value(const char *s, size_t a, size_t b, size_t lim,
    struct papo_buf *out, int *math)
{
	struct papo_buf num = PAPO_BUF_INIT, m = PAPO_BUF_INIT;
	size_t ms = b, me = b, at = 0, stop = 0;
	int hm, hn, r = ST_NONE;

	hm = papo_answer_math_answer(s, a, b, &m, &ms, &me);
	if (!hm)
		ms = me = b;
	hn = count_numbers(s, a, b, ms, me, &num, &at, &stop);
	if (!hm && hn == 2 && papo_answer_compound(s, a, b, out, &at)) {
		r = ST_ONE;	/* "2 hours and 15 minutes" */
		*math = 0;
	} else if (!hm && hn == 2 && (at = papo_answer_time_bound(s, a,
	    b)) > a && memchr(s + a, '$', at - a) != NULL)
		r = one_value(s, a, at, at, out, math);	/* a sum, its time */
	else if (hm + hn > 1)
		r = ST_MANY;
	else if (hm) {
		papo_buf_reset(out);
		papo_buf_add(out, m.s, m.len);
		/* "$1.2$ million", "$240$ minutes": a unit written after
		   the math is the value's, as after a box */
		papo_answer_scale_after(s, me, lim, out);
		r = ST_ONE;
		*math = 1;
	} else if (hn) {
		papo_buf_reset(out);
		papo_buf_add(out, num.s, num.len);
		if (!papo_answer_scale_after(s, stop, b, out))
			currency_unit(s, a, at, stop, lim, out);
					/* "She pays ₹42." */
		r = ST_ONE;
		*math = 0;
	}
	papo_buf_release(&num);
	papo_buf_release(&m);
	return r;
}

/* Does s[a..b) start with a negation ("not 3", "never")? */
static int
negated(const char *s, size_t a, size_t b)
{
	while (a < b && s[a] == ' ')
		a++;
	return (starts_ci(s, b, a, "not") && (a + 3 == b ||
	    !is_alpha((unsigned char)s[a + 3]))) || starts_ci(s, b, a,
	    "never ") || starts_ci(s, b, a, "no longer");
}

/*
 * Copulas (the value a sentence asserts follows one: "the total is 12",
 * "体重是192公斤") and the words that make a sentence a conclusion
 * ("therefore", "spent") are rows of answer_rows.c's table
 * (papo_answer_frame_word), so that a language is a row added there.
 */
/* Words between a copula and its value ("is approximately 12", French's
   and Spanish's "est de 50 km/h", "es de 50 km/h"). */
static const char *const fillers[] = { "approximately", "about",
	"around", "exactly", "precisely", "equal", "to", "given", "by",
	"simply", "just", "then", "now", "also", "thus", "therefore", "(are)",
	"(is)", "still", "indeed", "actually", "de", NULL };
/* Words that start a reason: a copula after one asserts nothing. */
static const char *const reasons[] = { "since", "because", "as", "if",
	"when", "using", "where", "whereas", "while", "due", NULL };
/* Those of them that give a cause only, never the answer's own
   condition or the words of its subject ("the remainder when divided
   by 5", "the given equation"). */
static const char *const causes[] = { "since", "because", NULL };
/* The length of the word of list w at s[i..b) (a whole word), or 0. */
size_t
papo_answer_word_of(const char *s, size_t a, size_t b, size_t i,
    const char *const *w)
{
	size_t k, l;
	unsigned char c, f;

	if (i >= b || (i > a && is_alpha((unsigned char)s[i - 1])))
		return 0;
	/* lower() leaves a byte from 0x80 up as it is */
	c = (unsigned char)lower((unsigned char)s[i]);
	for (k = 0; w[k]; k++) {
		/* the first byte first: ASCII words are lowercase */
		if ((f = (unsigned char)w[k][0]) != c)
			continue;
		l = strlen(w[k]);
		if (f >= 0x80) {
			if (i + l <= b && memcmp(s + i, w[k], l) == 0)
				return l;
		} else if (starts_ci(s, b, i, w[k]) && (i + l == b ||
		    !is_alpha((unsigned char)s[i + l])))
			return l;
	}
	return 0;
}

/*
 * A multiple-choice label at s[i..b) ("D", "(D)", "D)", "option D",
 * "choice (D)", "**D**"), standing apart: its extent in *ca, *cb.
 */
static int
choice_at(const char *s, size_t i, size_t b, size_t *ca, size_t *cb)
{
	/* the words that name an option before its letter, per language:
	   en, es, pt ("a resposta correta é a letra B"), fr, it */
	static const char *const label[] = { "option ", "choice ",
	    "la opci\xc3\xb3n ", "opci\xc3\xb3n ", "a letra ", "letra ",
	    "a alternativa ", "alternativa ", "a op\xc3\xa7\xc3\xa3o ",
	    "op\xc3\xa7\xc3\xa3o ", "l'option ", "l'opzione ",
	    "opzione ", "la lettera ", "lettera ", NULL };
	size_t k;

	for (k = 0; label[k] != NULL; k++)
		if (starts_ci(s, b, i, label[k])) {
			i += strlen(label[k]);
			break;
		}
	while (i < b && (s[i] == '*' || s[i] == ' '))
		i++;
	k = i;
	if (k < b && s[k] == '(')
		k++;
	/* a lower-case label only in parentheses: "(b)", not the
	   article of "a total" */
	if (k >= b || !((s[k] >= 'A' && s[k] <= 'E') || (k > i &&
	    s[k] >= 'a' && s[k] <= 'e')))
		return 0;
	k++;
	if (s[i] == '(') {
		if (k >= b || s[k] != ')')
			return 0;
		k++;
	} else if (k < b && s[k] == ')')
		k++;
	/* apart: "D", "D.", "D: 17", "(D) 17", not "Dx", "A_1" or the
	   article of "A total of 12" */
	if (k < b && (is_alpha((unsigned char)s[k]) || is_digit((unsigned
	    char)s[k]) || strchr("_^{=+", s[k]) != NULL))
		return 0;
	if (s[i] != '(' && s[k - 1] != ')' && k < b &&
	    strchr(".:,*", s[k]) == NULL)
		return 0;
	*ca = i;
	*cb = k;
	return 1;
}

/* Does a value start at s[i..b) (a number, math, bold, "(7, 6)")? */
static int
value_starts(const char *s, size_t b, size_t i)
{
	size_t ca, cb;

	if (choice_at(s, i, b, &ca, &cb))
		return 1;
	if (i >= b)
		return 0;
	if (s[i] == '*' && i + 2 < b && s[i + 1] == '*')
		i += 2;
	if (i < b && (s[i] == '-' || s[i] == '(' || s[i] == '['))
		i++;
	while (i < b && s[i] == ' ')
		i++;
	if (i + 1 < b && s[i] == '\\' && s[i + 1] == '$')
		i += 2;		/* \$5: dollars */
	return i < b && (is_digit((unsigned char)s[i]) || s[i] == '$' ||
	    (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' ||
	    s[i + 1] == '[' || is_alpha((unsigned char)s[i + 1]))) ||
	    (s[i] == '.' && i + 1 < b && is_digit((unsigned char)s[i + 1])));
}

/*
 * Does s[i..b), after a value, restate it as another ("which is 7",
 * "i.e. 7", "or 7")?
 */
static int
restated(const char *s, size_t i, size_t b)
{
	static const char *const w[] = { "which is", "which equals",
	    "that is", "i.e.", "ie", "or", "which gives", NULL };
	size_t k, l;

	while (i < b && (s[i] == ' ' || s[i] == ','))
		i++;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (starts_ci(s, b, i, w[k]) && (i + l == b ||
		    !is_alpha((unsigned char)s[i + l]))) {
			i += l;
			while (i < b && (s[i] == ' ' || s[i] == ','))
				i++;
			return value_starts(s, b, i);
		}
	}
	return 0;
}

/*
 * Is s[i..b), after the value s[ca..cb), a restatement of it as the
 * problem pr[0..pn)'s option whose text is that value (", which is
 * option B." where B is 7), and nothing after the option's label but
 * its stop?  One answer, not two.
 */
static int
option_restated(const char *s, size_t ca, size_t cb, size_t i, size_t b,
    const char *pr, size_t pn)
{
	static const char *const w[] = { "which is", "that is", "i.e.",
	    "ie", NULL };
	const char *t;
	size_t k, l, la, lb, tn;

	if (pr == NULL)
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == ','))
		i++;
	for (k = 0; w[k] != NULL; k++)
		if (starts_ci(s, b, i, w[k]) && (i + (l = strlen(w[k])) == b ||
		    !is_alpha((unsigned char)s[i + l])))
			break;
	if (w[k] == NULL)
		return 0;
	for (i += strlen(w[k]); i < b && (s[i] == ' ' || s[i] == ','); i++)
		;
	if (!choice_at(s, i, b, &la, &lb))
		return 0;
	for (k = lb; k < b && strchr(" .)*", s[k]) != NULL; k++)
		;
	while (la < lb && !(s[la] >= 'A' && s[la] <= 'E'))
		la++;
	if (k < b || la == lb || !papo_answer_option_of(pr, pn, s[la], &t,
	    &tn))
		return 0;
	while (tn > 0 && (t[tn - 1] == ' ' || t[tn - 1] == '.'))
		tn--;
	return tn == cb - ca && memcmp(t, s + ca, tn) == 0;
}

/* After a math span that starts at s[i], or i when none does (or i >= b). */
static size_t
past_math(const char *s, size_t b, size_t i)
{
	const char *q;

	if (i >= b)
		return i;
	if (s[i] == '$') {
		size_t d = i + 1 < b && s[i + 1] == '$' ? 2 : 1;

		q = d == 1 ? memchr(s + i + 1, '$', b - i - 1) :
		    memmem(s + i + 2, b - i - 2, "$$", 2);
		return q == NULL ? i : (size_t)(q - s) + d;
	}
	if (s[i] == '\\' && i + 1 < b && (s[i + 1] == '(' || s[i + 1] == '[')) {
		q = memmem(s + i + 2, b - i - 2, s[i + 1] == '(' ? "\\)" :
		    "\\]", 2);
		return q == NULL ? i : (size_t)(q - s) + 2;
	}
	return i;
}

/* Is s[i] inside a math span of s[a..b) that starts after s[a]? */
static int
in_math(const char *s, size_t a, size_t i, size_t b)
{
	size_t k, m;

	for (k = a; k < i; k++)
		if ((m = past_math(s, b, k)) > k) {
			if (m > i)
				return 1;
			k = m - 1;
		}
	return 0;
}

/* Does s[a..b) hold a digit? */
int
papo_answer_has_digit(const char *s, size_t a, size_t b)
{
	for (; a < b; a++)
		if (is_digit((unsigned char)s[a]))
			return 1;
	return 0;
}

/* Is there a number or math in s[a..b) outside parentheses? */
int
papo_answer_bare_value(const char *s, size_t a, size_t b)
{
	size_t i, m;
	int depth = 0;

	for (i = a; i < b; i++) {
		if (s[i] == '(')
			depth++;
		else if (s[i] == ')' && depth > 0)
			depth--;
		else if ((s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    (s[i + 1] == '(' || s[i + 1] == '['))) &&
		    (m = past_math(s, b, i)) > i) {
			size_t d = s[i] == '$' && s[i + 1] != '$' ? 1 : 2;

			/* a span that names no value, \(f(x)\), is none */
			if (depth == 0 && m >= i + 2 * d && (memchr(s + i + d,
			    '\\', m - d - i - d) != NULL ||
			    papo_answer_has_digit(s, i + d, m - d)))
				return 1;
			i = m - 1;
		} else if (depth == 0 && (is_digit((unsigned char)s[i]) ||
		    s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    s[i + 1] == '[')))
			return 1;
	}
	return 0;
}

/* Words that offer another value on a condition, or correct one. */
static const char *const alt_words[] = { "if", "unless", "when",
	"alternatively", "otherwise", "should", "typo", "including",
	"excluding", "assuming", NULL };

/* Does an aside at s[i] offer another value ("(or 5 if ...)")? */
int
papo_answer_hedged_aside(const char *s, size_t i, size_t b)
{
	const char *q;
	size_t e, k;

	while (i < b && s[i] == ' ')
		i++;
	if (i >= b || s[i] != '(')
		return 0;
	q = memchr(s + i, ')', b - i);
	e = q ? (size_t)(q - s) : b;
	if (papo_answer_hedged(s, i + 1, e))
		return 1;
	/* "4 (approximately; the exact value is 4.2)": another value */
	for (k = i + 1; k < e; k++)
		if (is_digit((unsigned char)s[k]))
			break;
	if (k >= e)
		return 0;
	if (memmem(s + i, e - i, "exact", 5) != NULL ||
	    memmem(s + i, e - i, "approx", 6) != NULL ||
	    memmem(s + i, e - i, "actual", 6) != NULL ||
	    memmem(s + i, e - i, "precise", 7) != NULL ||
	    memmem(s + i, e - i, "rounded", 7) != NULL)
		return 1;
	/* "4 (5 if we include zero)", "4 (typo: should be 5)": another
	   value on a condition, or a correction; not "(when x = 2)" */
	for (k = i + 1; k < e; k++) {
		if (!is_alpha((unsigned char)s[k]) || is_alpha((unsigned char)
		    s[k - 1]) ||
		    !papo_answer_word_of(s, i + 1, e, k, alt_words))
			continue;
		if (papo_answer_has_digit(s, i + 1, k) ||
		    ((papo_answer_word_of(s, i + 1, e, k,
		    (const char *const[]){ "typo", "should", NULL }) != 0)))
			return 1;
	}
	return 0;
}

/*
 * After a value that ends at s[i]: another one offered ("4 unless n is
 * odd, in which case 5", "4; alternatively 5", "4, or 5")?
 */
static int
alt_after(const char *s, size_t i, size_t b)
{
	size_t k;

	while (i < b && (s[i] == ' ' || s[i] == ';' || s[i] == ','))
		i++;
	if (!papo_answer_word_of(s, i, b, i, (const char *const[]){ "unless",
	    "alternatively", "otherwise", "or", NULL }))
		return 0;
	for (k = i; k < b; k++)
		if (is_digit((unsigned char)s[k]) || s[k] == '$')
			return 1;
	return 0;
}

/* The letters of the word before s[k], spaces between skipped, not
   before s[a]: s[*w..*e), empty when none */
static void
word_before(const char *s, size_t a, size_t k, size_t *w, size_t *e)
{
	for (*e = k; *e > a && s[*e - 1] == ' ';)
		(*e)--;
	for (*w = *e; *w > a && is_alpha((unsigned char)s[*w - 1]);)
		(*w)--;
}

/* Is the word before s[k] a copula ("is provided in")? */
static int
copula_before(const char *s, size_t a, size_t k)
{
	size_t e, w;

	word_before(s, a, k, &w, &e);
	return papo_answer_word_of(s, w, e, w, (const char *const[]){ "is",
	    "are", "was", "were", "be", "been", "being", NULL }) == e - w &&
	    e > w;
}

/* Does "when"'s variable at s[m..b) stand at a point ("x = 2", "x is
   3"), not under a condition ("n is odd", "x > 0")? */
static int
at_point(const char *s, size_t m, size_t b)
{
	while (m < b && (s[m] == ' ' || s[m] == '$'))
		m++;
	if (m < b && s[m] == '=')
		return 1;
	if (starts_ci(s, b, m, "equals ") || starts_ci(s, b, m, "is ")) {
		m += s[m] == 'e' || s[m] == 'E' ? 7 : 3;
		return value_starts(s, b, m);
	}
	return 0;
}

/* Does the problem pr[0..pn) say the clause s[k..b), up to its final
   punctuation, word for word (any case)? */
static int
problem_says(const char *s, size_t k, size_t b, const char *pr, size_t pn)
{
	size_t j, l;

	while (b > k && (s[b - 1] == '.' || s[b - 1] == ' ' ||
	    s[b - 1] == '!' || s[b - 1] == '*' || s[b - 1] == '$'))
		b--;
	if (pr == NULL || b - k < 6 || b - k > pn || b - k > 200)
		return 0;
	for (j = 0; j + (b - k) <= pn; j++) {
		for (l = 0; l < b - k && lower((unsigned char)pr[j + l]) ==
		    lower((unsigned char)s[k + l]); l++)
			;
		if (l == b - k)
			return 1;
	}
	return 0;
}

/*
 * After a value that ends at s[i], in its sentence s[i..b): a condition
 * or a doubt ("5 whenever n is odd", "5, assuming n is odd", "5 when n
 * is odd", "11:20, I think")?  Reasons ("since", "because"), units and
 * "when rounded" are none.
 */
static int
cond_after(const char *s, size_t i, size_t b, int doubt, const char *pr,
    size_t pn)
{
	size_t k, l, m;

	for (k = i; k < b; k++) {
		unsigned char c = (unsigned char)s[k];

		if (c < 0x80 && (!is_alpha(c) || (k > i &&
		    is_alpha((unsigned char)s[k - 1]))))
			continue;
		if ((l = papo_answer_frame_word(s, i, b, k,
		    PAPO_WORDS_COND)) != 0 &&
		    !(l == 8 && s[k] == 'p' && copula_before(s, 0, k)))
			break;	/* not "is provided in the field" */
		if (doubt && papo_answer_frame_word(s, i, b, k,
		    PAPO_WORDS_DOUBT))
			break;
		if (papo_answer_word_of(s, i, b, k, (const char *const[]){
		    "since", "because", NULL }))
			return 0;	/* a reason's "when" is none */
		/* "when n is odd", "if x > 0": a condition on a variable */
		if ((l = papo_answer_word_of(s, i, b, k, (const char *const[]){
		    "when", "if", "wenn", "falls", "si", "quand", "cuando",
		    NULL })) == 0)
			continue;
		m = k + l;
		if (m + 2 < b && s[m] == ' ' && (m += 1, s[m] == '$'))
			m++;
		if (m + 1 < b && is_alpha((unsigned char)s[m]) &&
		    !is_alpha((unsigned char)s[m + 1]) && s[m] != 'a' &&
		    s[m] != 'A' && s[m] != 'I' && !at_point(s, m + 1, b))
			break;	/* not "the maximum is 5 when x = 2" */
	}
	/* "when n is odd", as the problem itself says, is lifted */
	return k < b && !problem_says(s, k, b, pr, pn);
}

/* Does s[a..b) say a value is "not the answer" ("isn't the answer")? */
int
papo_answer_not_the_answer(const char *s, size_t a, size_t b)
{
	return memmem(s + a, b - a, "the answer", 10) != NULL &&
	    (memmem(s + a, b - a, "not the answer", 14) != NULL ||
	    memmem(s + a, b - a, "n't the answer", 14) != NULL);
}

/* Does a value follow the negation at s[p..b) ("not 3", "never 0")? */
static int
value_after_negation(const char *s, size_t p, size_t b)
{
	while (p < b && s[p] == ' ')
		p++;
	while (p < b && is_alpha((unsigned char)s[p]))
		p++;	/* not, never */
	if (p + 7 < b && starts_ci(s, b, p, " longer"))
		p += 7;
	while (p < b && s[p] == ' ')
		p++;
	if (starts_ci(s, b, p, "equal to "))
		p += 9;
	return value_starts(s, b, p);
}

/*
 * Does the value at s[a] open the sentence s[a..b) and stand before an
 * answer's suffix row that ends it ("is the answer", "is the final
 * answer", "is the correct answer"), at most two words of its noun
 * between ("12 is the answer.", "12 apples is the answer.")?  The
 * words after the value are then read as after any statement's value.
 */
int
papo_answer_suffixed(const char *s, size_t a, size_t b)
{
	const struct row *r;
	size_t k;
	int words;

	if (!value_starts(s, b, a))
		return 0;
	if ((k = past_math(s, b, a)) == a)
		for (; k < b && (is_digit((unsigned char)s[k]) || ((s[k] ==
		    '.' || s[k] == ',') && k + 1 < b &&
		    is_digit((unsigned char)s[k + 1]))); k++)
			;
	for (words = 0; words <= 2; words++) {
		while (k < b && s[k] == ' ')
			k++;
		if ((r = papo_frame_kind_starts(s, k, b, R_SUFFIX)) != NULL &&
		    r->len > 6 && memcmp(r->w + r->len - 6, "answer", 6) ==
		    0) {
			for (k += r->len; k < b && (s[k] == '.' || s[k] ==
			    '!' || is_space((unsigned char)s[k])); k++)
				;
			return k == b;
		}
		while (k < b && is_alpha((unsigned char)s[k]))
			k++;
		if (k < b && s[k] != ' ')
			return 0;
	}
	return 0;
}

/*
 * After a value that ends at s[i]: another case with another value ("4
 * if n is even and 5 if n is odd", "4 for x > 0, otherwise 5")?
 */
static int
other_case(const char *s, size_t i, size_t b)
{
	size_t k, m;

	if (!(starts_ci(s, b, i, "if ") || starts_ci(s, b, i, "when ") ||
	    starts_ci(s, b, i, "for ")))
		return 0;
	for (k = i; k < b; k++) {
		if (starts_ci(s, b, k, "otherwise") ||
		    starts_ci(s, b, k, "else"))
			return 1;
		if (!(starts_ci(s, b, k, " and ") ||
		    starts_ci(s, b, k, " or ") || starts_ci(s, b, k, ", ")))
			continue;
		m = k + (s[k] == ',' ? 2 : s[k + 1] == 'a' ? 5 : 4);
		if (!value_starts(s, b, m))
			continue;
		while (m < b && !is_space((unsigned char)s[m]))
			m++;
		while (m < b && s[m] == ' ')
			m++;
		if (starts_ci(s, b, m, "if ") || starts_ci(s, b, m, "when ") ||
		    starts_ci(s, b, m, "for "))
			return 1;
	}
	return 0;
}

/*
 * Is the word before s[i] a modal of possibility ("could", "might",
 * "may", "can": "The answer can be 42." says what it may be, as
 * answer_frame.c's be_unread reads "can be" before a box)?
 */
static int
modal_before(const char *s, size_t a, size_t i)
{
	size_t e, w;

	word_before(s, a, i, &w, &e);
	return (e - w == 5 && (starts_ci(s, e, w, "could") ||
	    starts_ci(s, e, w, "might"))) || (e - w == 3 &&
	    (starts_ci(s, e, w, "may") || starts_ci(s, e, w, "can")));
}

/*
 * After the fillers from s[p] ("approximately", "equal to"); a word
 * joined to what follows by a hyphen ("about-42") is none.
 */
static size_t
skip_fillers(const char *s, size_t a, size_t b, size_t p)
{
	size_t f;

	for (;;) {
		while (p < b && s[p] == ' ')
			p++;
		if ((f = papo_answer_word_of(s, a, b, p, fillers)) == 0 ||
		    (p + f < b && s[p + f] == '-'))
			return p;
		p += f;
	}
}

/*
 * The "s" at s[i] of "that's", "it's", "there's", "here's", "what's"
 * (an ASCII apostrophe; the typographic one is no ASCII and
 * read as before), a copula then: 1, else 0.  Not a name's
 * possessive ("Tom's 30 apples").
 */
static size_t
contracted_is(const char *s, size_t a, size_t b, size_t i)
{
	static const char *const subjects[] = { "that", "it", "there",
	    "here", "what", NULL };
	size_t w;

	if (i < a + 3 || s[i - 1] != '\'' || lower((unsigned char)s[i]) !=
	    's' || (i + 1 < b && is_alpha((unsigned char)s[i + 1])))
		return 0;
	for (w = i - 1; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	return w < i - 1 && papo_answer_word_of(s, a, i - 1, w, subjects) ==
	    i - 1 - w;
}

/* Copulas that "n't" denies. */
static const char *const negcops[] = { "isn", "aren", "wasn", "weren",
	NULL };

/* Words that open a supposition: a copula in it asserts nothing. */
static const char *const conditions[] = { "if", "suppose", "supposing",
	"assume", "assuming", "unless", "whether", NULL };
/*
 * Does a trial value start at s[i]: "Let the answer be 4", "Let x = 4",
 * "Try x = 4" (not "Let me", "Let us", "Let's")?
 */
static int
trial(const char *s, size_t a, size_t b, size_t i)
{
	size_t k;

	if (papo_answer_word_of(s, a, b, i, (const char *const[]){ "try",
	    "testing", "trying", NULL }))
		return 1;
	if (!papo_answer_word_of(s, a, b, i,
	    (const char *const[]){ "let", NULL }))
		return 0;
	k = i + 3;
	if (k < b && s[k] == '\'')
		return 0;
	while (k < b && s[k] == ' ')
		k++;
	return !papo_answer_word_of(s, a, b, k,
	    (const char *const[]){ "me", "us", NULL });
}

/* Words that close one. */
static const char *const thens[] = { "then", NULL };

/*
 * Is the copula s[i..i+l) negated: "isn't", or a negation right before
 * it ("cannot be", "won't be"; "is not" is seen after it)?
 */
static int
negated_before(const char *s, size_t a, size_t i, size_t l, size_t b)
{
	size_t e = i, w;

	/* "isn't", "aren't", "wasn't": the copula's own n't */
	if (i + l + 3 <= b && s[i + l] == 'n' && s[i + l + 1] == '\'' &&
	    s[i + l + 2] == 't')
		return 1;
	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]);)
		w--;
	if (w == e)
		return 0;
	/* "not be", "never be", "cannot be", "can't be", "won't be" */
	return (e - w == 3 && starts_ci(s, e, w, "not")) ||
	    (e - w == 5 && starts_ci(s, e, w, "never")) ||
	    (e - w == 6 && starts_ci(s, e, w, "cannot")) ||
	    (e - w == 1 && lower((unsigned char)s[w]) == 't' && w >= a + 2 &&
	    s[w - 1] == '\'' && s[w - 2] == 'n');
}

/*
 * Is the value that starts s[a..b) the subject of a copula ("4 is
 * wrong, so it must be 5")?  Then it is not what the sentence asserts;
 * but for "is the answer" (papo_answer_suffixed: "12 is the answer.").
 */
static int
subject_value(const char *s, size_t a, size_t b)
{
	size_t i = a, m;

	if (papo_answer_suffixed(s, a, b))
		return 0;

	if (s[i] == '*')
		while (i < b && s[i] == '*')
			i++;
	if ((m = past_math(s, b, i)) > i)
		i = m;
	else
		while (i < b && (is_digit((unsigned char)s[i]) ||
		    strchr("-.,/%()[]", s[i]) != NULL))
			i++;
	while (i < b && (s[i] == ' ' || s[i] == '*'))
		i++;
	return papo_answer_frame_word(s, a, b, i, PAPO_WORDS_COPULA) != 0;
}

/*
 * Words that, between a copula and its value, make the value no longer
 * what is asserted: a bound ("over 4"), a nearness that is not
 * equality ("almost 4"), a property ("a multiple of 4"), an operation
 * ("twice 4", "the square of 4"), a sign ("negative 3"), a negation
 * ("definitely not 4", "anything but 4", "far from 4").
 */
static const char *const quals[] = { "over", "under", "above", "below",
	"exceeds", "exceed", "exceeding", "within", "beyond", "bigger",
	"larger", "smaller", "almost", "nearly", "slightly", "multiple",
	"multiples", "divisible", "divisor", "divisors", "factor", "factors",
	"digit", "digits", "power", "prime", "twice", "half", "double",
	"triple", "thrice", "square", "cube", "root", "reciprocal", "inverse",
	"negative", "minus", "not", "never", "anything", "far", "hardly",
	"barely", "except", "excluding", "than", NULL };
/* Words that make what follows them one of several ("give or take 4",
   "more or less 4"); "but" only after "all" ("all but 4"): elsewhere it
   opens an assertion of its own ("not 41 but 42"). */
static const char *const operand_links[] = { "or", NULL };
/* Those of them that bound a value anywhere before it ("He earns over
   $12", "The answer exceeds 4"), not only after a copula. */
static const char *const bquals[] = { "over", "under", "above", "below",
	"exceeds", "exceed", "exceeding", "within", "beyond", "almost",
	"nearly", "never", NULL };
/* Words right after a value that change it ("4 squared", "4 dozen",
   "4 digits", "4 at most"). */
static const char *const postquals[] = { "squared", "cubed",
	"factorial", "dozen", "dozens", "gross", "score", "scores", "grand",
	/* not "hundred": a scale word read as its factor (units_foreign.c,
	   "The answer is 42 hundred." is 4200) */
	"digits",
	"digit", "factors", "divisors", "max", "tops", "times larger",
	"times smaller", "times bigger", "times more", "times less",
	"times as", NULL };
/* Words anywhere after a value that bound it ("4 miles at most"). */
static const char *const postbounds[] = { "at most", "at least",
	"or less", "or fewer", "or so", "or lower", "or higher", "or below",
	"or above", NULL };

/*
 * Does the problem pr[0..pn) ask for a count of the word s[i..i+l), or
 * of its plural in 's' ("How many dozens of eggs ...": "dozens",
 * "dozen")?
 */
static int
asked_noun(const char *pr, size_t pn, const char *s, size_t i, size_t l)
{
	size_t k, e;

	for (k = 0; pr != NULL && k + 5 + l <= pn; k++) {
		if (strncasecmp(pr + k, "many ", 5) != 0 || strncasecmp(pr + k +
		    5, s + i, l) != 0 || (k > 0 && is_alpha((unsigned
		    char)pr[k - 1])))
			continue;
		e = k + 5 + l;
		if (e < pn && pr[e] == 's')
			e++;
		if (e == pn || !is_alpha((unsigned char)pr[e]))
			return 1;
	}
	return 0;
}

/*
 * Does s[a..b), from a copula, a phrase or (with all unset) a
 * statement's start, qualify the value it leads to: a word of quals
 * (bquals) before its first value, or a word of postquals right after
 * that value, unless it is the noun the problem pr[0..pn) counts ("20
 * dozens" for "how many dozens")?
 */
static int
qualified(const char *s, size_t a, size_t b, int all, const char *pr,
    size_t pn)
{
	size_t l;
	size_t i = a, m;

	for (; i < b; i++) {
		int c = (unsigned char)s[i];

		if (is_digit(c) || c == '$' || (c == '\\' && i + 1 < b &&
		    (s[i + 1] == '(' || s[i + 1] == '[' || s[i + 1] == '$' ||
		    s[i + 1] == 'b' || s[i + 1] == 'f')))
			break;
		if (c == '\\') {
			/* a command's name is no word ("\not", "\frac") */
			for (i++; i < b && is_alpha((unsigned char)s[i]); i++)
				;
			i--;
			continue;
		}
		if (!is_alpha(c) || (i > a && is_alpha((unsigned char)
		    s[i - 1])))
			continue;
		if (papo_answer_word_of(s, a, b, i, all ? quals : bquals))
			return 1;
		if (papo_answer_frame_word(s, a, b, i, PAPO_WORDS_COPULA))
			all = 1;	/* "the total is twice 4" */
	}
	if (i >= b)
		return 0;
	/* past the value, or the list of values ("1, 2, 3", "$x$,$y$") */
	for (;;) {
		if ((m = past_math(s, b, i)) > i)
			i = m;
		else
			while (i < b && !is_space((unsigned char)s[i]) &&
			    s[i] != ',' && (m = past_math(s, b, i)) == i)
				i++;
		if (i < b && s[i] == ',' && (m = i + 1 + (i + 1 < b &&
		    s[i + 1] == ' ')) < b && value_starts(s, b, m))
			i = m;
		else if ((starts_ci(s, b, i, " or ") || starts_ci(s, b, i,
		    " and ")) && value_starts(s, b, i + 4 + (s[i + 1] ==
		    'a' || s[i + 1] == 'A')))
			i += 4 + (s[i + 1] == 'a' || s[i + 1] == 'A');
		else if (i < b && s[i] == ',')
			break;
		else if ((m = past_math(s, b, i)) == i)
			break;
	}
	while (i < b && s[i] == ' ')
		i++;
	if (((l = papo_answer_word_of(s, a, b, i, postquals)) != 0 &&
	    !asked_noun(pr, pn, s, i, l)) ||
	    papo_answer_word_of(s, a, b, i, postbounds) != 0)
		return 1;
	/* after a unit word or a part: "4 miles at most", "1 1/2 at most" */
	while (i < b && !is_space((unsigned char)s[i]))
		i++;
	while (i < b && s[i] == ' ')
		i++;
	return papo_answer_word_of(s, a, b, i, postbounds) != 0;
}

/*
 * Does the sentence s[a..b) judge its value: one it starts with (with
 * start set: "4 is wrong", "4 doesn't work", "4 is ruled out"), or one
 * right before "is" and the judgement ("... = 26000 is wrong")?
 */
static int
judged(const char *s, size_t a, size_t b, int start)
{
	static const char *const w[] = { "wrong", "incorrect", "invalid",
	    "impossible", "extraneous", "rejected", "fails", "doesn't work",
	    "does not work", "not correct", "not right", "not valid",
	    "ruled out", "not possible", "not a solution", NULL };
	size_t i;

	size_t j;

	for (i = a; i < b; i++) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])) ||
		    !papo_answer_word_of(s, a, b, i, w))
			continue;
		if (start && value_starts(s, b, a))
			return 1;
		/* "... = 26000 is wrong": the value right before it */
		for (j = i; j > a && s[j - 1] == ' '; j--)
			;
		if (j >= a + 3 && starts_ci(s, j, j - 2, "is") &&
		    s[j - 3] == ' ') {
			for (j -= 3; j > a && s[j - 1] == ' '; j--)
				;
			if (j > a && is_alpha((unsigned char)s[j - 1])) {
				/* a unit between: "$125$ miles is wrong" */
				while (j > a && is_alpha((unsigned char)
				    s[j - 1]))
					j--;
				while (j > a && s[j - 1] == ' ')
					j--;
			}
			if (j > a && (is_digit((unsigned char)s[j - 1]) ||
			    strchr("$})%", s[j - 1]) != NULL))
				return 1;
		}
	}
	return 0;
}

/*
 * Does t[a..b) (of n bytes) hold s[0..l) whole, case folded: no letter
 * right before or after it in t?
 */
static int
phrase_in(const char *t, size_t a, size_t b, size_t n, const char *s,
    size_t l)
{
	size_t k;

	for (k = a; k + l <= b; k++)
		if (strncasecmp(t + k, s, l) == 0 && (k == 0 ||
		    !is_alpha((unsigned char)t[k - 1])) && (k + l == n ||
		    !is_alpha((unsigned char)t[k + l])))
			return 1;
	return 0;
}

/*
 * Is the guess word at s[i] the problem's own noun with the word before
 * it ("The average guess is 80." for "What is their average guess?"),
 * the quantity asked, not the response's guess?
 */
static int
asked_guess(const char *s, size_t a, size_t i, size_t b, const char *pr,
    size_t pn)
{
	size_t w = i, l;

	while (w > a && s[w - 1] == ' ')
		w--;
	while (w > a && is_alpha((unsigned char)s[w - 1]))
		w--;
	l = i + 5 - w;		/* "average guess" */
	if (pr == NULL || w == i || l > 40 || i + 5 > b ||
	    strncasecmp(s + i, "guess", 5) != 0 || (i + 5 < b &&
	    is_alpha((unsigned char)s[i + 5])))
		return 0;	/* "guess" itself, not "guessed" */
	return phrase_in(pr, 0, pn, pn, s + w, l);
}

/* Does a guess precede the first value of s[a..b) ("I guessed 4")? */
static int
guessed(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	size_t i;

	for (i = a; i < b; i++) {
		if (is_digit((unsigned char)s[i]) || s[i] == '$' ||
		    s[i] == '\\')
			return 0;
		if (is_alpha((unsigned char)s[i]) && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])) &&
		    papo_answer_word_of(s, a, b, i,
		    (const char *const[]){ "guess", "guessed", "guessing",
		    NULL }) && !asked_guess(s, a, i, b, pr, pn))
			for (; i < b; i++)
				if (is_digit((unsigned char)s[i]) ||
				    s[i] == '$' || s[i] == '\\')
					return 1;
	}
	return 0;
}

/*
 * The start of the conclusion of s[a..b) ("He buys 16 glasses, so he
 * pays $128": "he pays $128"): after the last conclusion row that a
 * value precedes and a value follows; a when there is none.  Not "so
 * far", "so that", "or so".
 */
static size_t
conclusion(const char *s, size_t a, size_t b)
{
	size_t i, l, m, c = a;
	int seen = 0;

	for (i = a; i < b; i++) {
		if ((m = past_math(s, b, i)) > i) {
			seen = 1;
			i = m - 1;
			continue;
		}
		if (is_digit((unsigned char)s[i])) {
			seen = 1;
			continue;
		}
		if (!seen || !is_alpha((unsigned char)s[i]) || (i > a &&
		    s[i - 1] != ' ' && s[i - 1] != ',') ||
		    (l = papo_answer_frame_word(s, a, b, i,
		    PAPO_WORDS_THENCE)) == 0)
			continue;
		/* "\[x = 1\] Therefore, ...": a sentence of its own */
		if (s[i] >= 'A' && s[i] <= 'Z' && s[i - 1] == ' ' &&
		    i >= a + 2 && s[i - 2] != ',')
			continue;
		if (starts_ci(s, b, i, "so far") || starts_ci(s, b, i,
		    "so that") || (i >= a + 3 && starts_ci(s, b, i - 3,
		    "or ")))
			continue;
		if (papo_answer_bare_value(s, i + l, b))
			c = i + l;
		i += l - 1;
	}
	while (c < b && (s[c] == ' ' || s[c] == ','))
		c++;
	return c;
}

/* Does the word that ends at s[j] (from s[a]) name an operation on
   what follows it ("times", "doubled", "tripled", "halved")? */
static int
op_before(const char *s, size_t a, size_t j)
{
	static const char *const ops[] = { "times", "doubled", "tripled",
	    "quadrupled", "halved", "multiplied", "divided", "squared",
	    "cubed", "plus", "minus", NULL };
	size_t w = j;

	while (w > a && is_alpha((unsigned char)s[w - 1]))
		w--;
	return w < j && papo_answer_word_of(s, a, j, w, ops) == j - w;
}

/*
 * Is the number in a statement without a copula s[a..b) an operand, not
 * a conclusion: after "by" or "to" ("multiply by 4", "converges to 4"),
 * after an operation's word with no number before it ("Tom has tripled
 * 7 apples."), before "divides", or with a number word after it that is
 * the result ("4 rows give twelve"; not the scale right after it:
 * "earned 4.5 thousand")?
 */
static int
operand(const char *s, size_t a, size_t b)
{
	static const char *const pre[] = { "by", "to", NULL };
	static const char *const verbs[] = { "multipl", "divid",
	    "converg", "tend", NULL };
	static const char *const post[] = { "divides", "divide", NULL };
	static const char *const words[] = { "two", "three", "four", "five",
	    "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	    "twenty", "hundred", "thousand", NULL };
	size_t i, j, k, scale = b;
	int seen = 0, nth = 0;

	for (i = a; i < b; i++) {
		if (is_digit((unsigned char)s[i]) && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])) && (i == a ||
		    !is_digit((unsigned char)s[i - 1]))) {
			seen = 1;
			for (j = i; j > a && (s[j - 1] == ' ' || s[j - 1] ==
			    '$'); j--)
				;
			/* pre[]'s words are all two letters long; the verb
			   before them an operation ("multiply by", "dividing
			   by", "converges to"; not "increases by 100%") */
			if (j >= a + 2 && j < i &&
			    papo_answer_word_of(s, a, b, j - 2, pre) == 2) {
				for (j -= 2; j > a && s[j - 1] == ' '; j--)
					;
				while (j > a && is_alpha((unsigned char)
				    s[j - 1]))
					j--;
				for (k = 0; verbs[k]; k++)
					if (starts_ci(s, b, j, verbs[k]))
						return 1;
			}
			for (j = i; j < b && (is_digit((unsigned char)s[j]) ||
			    s[j] == '.'); j++)
				;
			while (j < b && (s[j] == ' ' || s[j] == '$'))
				j++;
			if (papo_answer_word_of(s, a, b, j, post))
				return 1;
			/* an operation's word right before the first
			   number: "Tom has tripled 7 apples.", "times 7" */
			for (k = i; k > a && (s[k - 1] == ' ' || s[k - 1] ==
			    '$'); k--)
				;
			if (nth++ == 0 && k < i && op_before(s, a, k))
				return 1;
			scale = j;	/* "4.5 thousand": the value's scale */
		} else if (seen && is_alpha((unsigned char)s[i]) &&
		    (i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    i != scale && papo_answer_word_of(s, a, b, i, words))
			return 1;
	}
	return 0;
}

/*
 * Does a reason start at s[i] (in s[a..b)) that runs to b with no
 * comma: a copula in it is the reason's, not the statement's ("Tom has
 * 36 pencils since there are 4 of them"; not "The probability of 3
 * aces, given that ..., is 1")?
 */
static int
cause_to_end(const char *s, size_t a, size_t b, size_t i)
{
	return (papo_answer_word_of(s, a, b, i, causes) || starts_ci(s, b, i,
	    "given that ") || starts_ci(s, b, i, "as there ")) &&
	    memchr(s + i, ',', b - i) == NULL;
}

/*
 * The last copula ('=', "is", ...) in s[a..b) that a value follows:
 * where it ends in *lc and its value starts in *lp (*lc is b when there
 * is none); *neg set when the last copula is denied or supposed ("isn't
 * 4", "if the answer were 4") and no value is asserted after it.  Sets
 * *conc when the statement concludes ("so", "therefore").  ST_MANY when
 * a modal makes it no assertion ("x could be 4"), else ST_NONE.
 */
static int
copula_scan(const char *s, size_t a, size_t b, size_t *lcp, size_t *lpp,
    int *negp, int *conc, size_t *seenp)
{
	size_t i, l, p, m, lc = b, lp = a, seen = b;
	int cond = 0, neg = 0, val = 0;

	for (i = a; i < b; i++) {
		if ((m = past_math(s, b, i)) > i) {
			i = m - 1;
			val = 1;
			continue;
		}
		if (is_digit((unsigned char)s[i]))
			val = 1;
		if (s[i] == ',' || s[i] == ';')
			cond = 0;
		if (s[i] != '=' && s[i] != ':' &&
		    (unsigned char)s[i] < 0x80 &&
		    (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1]))))
			continue;	/* no word starts here */
		if (papo_answer_frame_word(s, a, b, i,
		    PAPO_WORDS_CONCLUDE))
			*conc = 1;
		if (val && lc == b && cause_to_end(s, a, b, i))
			break;
		if (papo_answer_word_of(s, a, b, i, conditions) ||
		    trial(s, a, b, i))
			cond = 1;
		else if (papo_answer_word_of(s, a, b, i, thens))
			cond = 0;
		/* '=', ':' (not the one of a ratio 1:2) */
		if (s[i] == '=' || (s[i] == ':' && (i + 1 == b ||
		    is_space((unsigned char)s[i + 1]))))
			l = 1;
		else if ((l = papo_answer_frame_word(s, a, b, i,
		    PAPO_WORDS_COPULA)) == 0 && (l = contracted_is(s, a, b,
		    i)) == 0) {
			/* "isn't 4": no value asserted */
			if ((l = papo_answer_word_of(s, a, b, i,
			    negcops)) > 0 && i + l + 2 <= b &&
			    s[i + l] == '\'' && s[i + l + 1] == 't' &&
			    value_after_negation(s, i + l + 2, b)) {
				lc = b;
				neg = 1;
			}
			continue;
		}
		if (cond) {
			/* "if the answer were 4": supposed, not
			   asserted */
			neg = lc == b;
			i += l - 1;
			continue;
		}
		if (modal_before(s, a, i) && value_starts(s, b,
		    skip_fillers(s, a, b, i + l))) {
			/* "x could be 4": not asserted */
			*conc = 1;
			return ST_MANY;
		}
		if (negated_before(s, a, i, l, b)) {
			/* "the answer cannot be 4", "isn't 4" */
			lc = b;
			neg = 1;
			i += l - 1;
			continue;
		}
		for (p = i + l;;) {
			size_t f;

			while (p < b && s[p] == ' ')
				p++;
			if ((f = papo_answer_word_of(s, a, b, p, fillers)) == 0)
				break;
			p += f;
		}
		/* the last copula a value follows, up to a reason
		   after its value ("is 12 since there are 3 ...") */
		if (value_starts(s, b, p) || papo_answer_hedged(s,
		    i + l, p) || (negated(s, p, b) &&
		    value_after_negation(s, p, b))) {
			size_t t = papo_answer_value_end(s, p, b);

			lc = i + l;
			lp = p;
			neg = 0;
			while (t < b && (s[t] == ' ' || s[t] == ','))
				t++;
			if (papo_answer_word_of(s, a, b, t, reasons))
				break;
		} else if (!cond)
			seen = i + l;	/* "is ≤ 42", "is foo 42" */
		i += l - 1;
	}
	*seenp = seen;
	*lcp = lc;
	*lpp = lp;
	*negp = neg;
	return ST_NONE;
}

/*
 * A set of option letters that is all of s[a..e) but a stop and
 * formatting after it, joined by a word of any listed language ("A, C
 * und E", "A, C, dan E", "A, C और E": papo_answer_letters_at), or of
 * the statements problem pr[0..pn) numbers I, II, ... ("I, II and III
 * only"), into out (reset first); 1 then, else 0.
 */
static int
letters_whole(const char *s, size_t a, size_t e, const char *pr, size_t pn,
    struct papo_buf *out)
{
	size_t z = a, k;
	int roman = 0;

	if (!papo_answer_letters_at(s, a, e)) {
		for (z = a; z < e && s[z] != '\n'; z++)
			;
		while (z > a && strchr(".!* ", s[z - 1]) != NULL)
			z--;
		if (pr == NULL || papo_answer_roman_set(s + a, z - a) == 0 ||
		    !papo_answer_roman_listed(pr, pn))
			return 0;
		roman = 1;
		z = a;
	}
	while (z < e && strchr(".!?\n", s[z]) == NULL && !(e - z >= 3 &&
	    (memcmp(s + z, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + z, "\xe0\xa5\xa4", 3) == 0)))
		z++;
	for (k = z; k < e && strchr(".!?* ", s[k]) != NULL; k++)
		;
	if (k < e && !(e - k == 3 && (memcmp(s + k, "\xe3\x80\x82", 3) ==
	    0 || memcmp(s + k, "\xe0\xa5\xa4", 3) == 0)))
		return 0;
	while (z > a && (s[z - 1] == ' ' || s[z - 1] == '*' || (roman &&
	    s[z - 1] == '.')))
		z--;
	papo_buf_reset(out);
	papo_buf_add(out, s + a, z - a);
	return 1;
}

/*
 * Is s[a..b) an option's label and its text alone ("**(B) March and
 * April**" on its line after "the driest months are:"), the text one
 * papo_answer_option_text reads (no hedge, no other letter)?  The
 * comparison holds the text to the letter's own option.
 */
static int
labelled_text(const char *s, size_t a, size_t b)
{
	size_t ca, cb, z, ta, tb;

	/* "(B) ...", a capital: not a part's "(b) unknown" after "(a)
	   17" */
	if (!choice_at(s, a, b, &ca, &cb) || cb - ca < 3 || s[ca] != '(' ||
	    s[ca + 1] < 'A' || s[ca + 1] > 'J')
		return 0;
	for (z = cb; z < b && (s[z] == '*' || s[z] == ' ');)
		z++;
	return z < b && papo_answer_prose(s, z, b) &&
	    papo_answer_option_text(s, z, b, &ta, &tb);
}

/*
 * Where the text after a word that glosses an option's letter starts at
 * s[i..b) ("which is 7", "namely 7", "that is 7"); 0 when no such word
 * stands there.  Not "i.e.": its stops end the sentence first.
 */
static size_t
gloss_after(const char *s, size_t i, size_t b)
{
	static const char *const gloss[] = { "which is ", "that is ",
	    "namely ", "that's ", "which equals ", NULL };
	size_t k;

	while (i < b && s[i] == ' ')
		i++;
	for (k = 0; gloss[k] != NULL; k++)
		if (starts_ci(s, b, i, gloss[k]))
			return i + strlen(gloss[k]);
	return 0;
}

/*
 * A choice stated at s[p..ve): its label, and nothing but formatting or
 * no prose after it ("the correct option is D.", "is (D) 17"), into out
 * (reset first); 1 then, else 0 (out untouched); -1 for a label and
 * prose after it that is no option's text and holds a digit ("C, jika
 * 7", "C, bukan 7": a condition or a negation of a language whose
 * phrase has no copula to stop at), which offers a letter and another
 * value.
 */
static int
stated_choice(const char *s, size_t p, size_t ve, struct papo_buf *out)
{
	size_t ca, cb, z, ta, tb;

	if (!choice_at(s, p, ve, &ca, &cb))
		return 0;
	for (z = cb; z < ve && (s[z] == '*' || s[z] == ' ' || s[z] == '.');)
		z++;
	/* "B, which is 7", "B, namely 7": the option's text, held to the
	   letter's own by the comparison, as "B: 7" */
	if (z < ve && s[z] == ',' && (ta = gloss_after(s, z + 1, ve)) > 0) {
		tb = ve;
		papo_answer_trim(s, &ta, &tb);
		while (cb > ca && !is_alpha((unsigned char)s[cb - 1]))
			cb--;	/* the letter of "(B)", "option B" */
		/* a text that opens on a sign ("~ 7", "? decrease") or
		   hedges offers no one value */
		if (ta < tb && (papo_answer_hedged(s, ta, tb) ||
		    !(is_alpha((unsigned char)s[ta]) || is_digit((unsigned
		    char)s[ta]) || s[ta] == '$' || s[ta] == '\\' ||
		    s[ta] == '-')))
			return -1;
		if (ta < tb && cb > ca) {
			papo_buf_reset(out);
			papo_buf_addc(out, s[cb - 1]);
			papo_buf_add(out, ": ", 2);
			papo_buf_add(out, s + ta, tb - ta);
			return 1;
		}
	}
	/* "(B) decrease", "(C), lizards": the option's text after it */
	if (z != ve && papo_answer_prose(s, z, ve)) {
		if (!papo_answer_option_text(s, z, ve, &ta, &tb))
			return papo_answer_has_digit(s, z, ve) ? -1 : 0;
		papo_buf_reset(out);
		papo_buf_add(out, s + ca, cb - ca);
		if (s[cb] == '.' || s[cb] == ':')	/* "A. 5760 rupees", */
			papo_buf_addc(out, s[cb]);	/* "Option B: Mina" */
		papo_buf_addc(out, ' ');
		papo_buf_add(out, s + ta, tb - ta);
		return 1;
	}
	z = ve;
	papo_answer_trim(s, &ca, &z);
	papo_buf_reset(out);
	papo_buf_add(out, s + ca, z - ca);
	return 1;
}

/*
 * A choice label glossed by its text to the sentence's end in s[a..b)
 * ("B, which is 7"): stated_choice's reading from the label ("B: 7",
 * the text held to the letter's own option) when the label opens
 * s[a..b), else -1 ("The correct option is (A), which is 7.": the text
 * alone, another option's, is never the value, and the words before the
 * label are read by no one); 0 when there is none.
 */
static int
label_glossed(const char *s, size_t a, size_t b, struct papo_buf *out)
{
	const char *q = s + a;
	size_t c, ls, ca, cb;

	while ((q = memchr(q, ',', b - (size_t)(q - s))) != NULL) {
		c = (size_t)(q - s);
		q++;
		if (c < a + 1 || gloss_after(s, c + 1, b) == 0 ||
		    memchr(s + c + 1, ',', b - c - 1) != NULL)
			continue;
		ls = c - 1;
		if (s[ls] == ')')
			while (ls > a && s[ls] != '(' && c - ls < 4)
				ls--;
		if (ls > a && s[ls - 1] != ' ' && s[ls - 1] != '*')
			continue;
		if (ls >= a + 7 && (starts_ci(s, b, ls - 7, "option ") ||
		    starts_ci(s, b, ls - 7, "choice ")))
			ls -= 7;
		if (!choice_at(s, ls, b, &ca, &cb) || cb != c)
			continue;
		/* words before the label no reader here reads: no answer
		   ("The answer is about B, which is 7.") */
		return ls == a ? stated_choice(s, ls, b, out) : -1;
	}
	return 0;
}

/*
 * A choice stated alone after a word of conclusion that opens the
 * sentence s[a..b) ("Hence, B.", "Thus (B).", "Therefore, option C."):
 * stated_choice's reading of the rest, up to the stop; 0 when no such
 * word opens it.
 */
static int
thence_choice(const char *s, size_t a, size_t b, struct papo_buf *out)
{
	size_t l = papo_answer_frame_word(s, a, b, a, PAPO_WORDS_THENCE), k;

	if (l == 0)
		return 0;
	for (k = a + l; k < b && (s[k] == ' ' || s[k] == ','); k++)
		;
	while (b > k && (s[b - 1] == '.' || s[b - 1] == '!' ||
	    s[b - 1] == ' '))
		b--;
	return k > a + l && k < b ? stated_choice(s, k, b, out) : 0;
}

/*
 * A letter glossed by its option's text in parentheses at s[p..b), the
 * statement's end after it but for formatting ("the answer is D (About
 * 45%).", "B (decrease)"): into out (reset first), 1; else 0 (out
 * untouched).  The text is papo_answer_option_text's (no hedge, no
 * other letter, no "or"); the comparison holds it to the letter's own
 * option where the problem lists one (verify.c).  Read before the
 * hedges of an aside: "About" inside an option's text is its words.
 */
static int
glossed_choice(const char *s, size_t p, size_t b, struct papo_buf *out)
{
	const char *q;
	size_t e, ta, tb;

	if (p + 4 >= b || s[p] < 'A' || s[p] > 'J' || s[p + 1] != ' ' ||
	    s[p + 2] != '(' || (q = memchr(s + p + 3, ')', b - p - 3)) ==
	    NULL || memchr(s + p + 3, '(', (size_t)(q - s) - p - 3) != NULL ||
	    !papo_answer_option_text(s, p + 2, (size_t)(q - s) + 1, &ta, &tb))
		return 0;
	for (e = (size_t)(q - s) + 1; e < b && strchr(" *.!", s[e]) != NULL &&
	    s[e] != '\0'; e++)
		;
	if (e != b)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s + p, (size_t)(q - s) + 1 - p);
	return 1;
}

/*
 * Is the character at s[i] a sign of order or approximation ('<', '>',
 * '~', a relation of the Mathematical Operators block but for the minus
 * sign, roots and infinity): "< 42", "≲42", "≃ 42"?
 */
static int
order_sign(const char *s, size_t i, size_t b)
{
	const unsigned char *u = (const unsigned char *)s + i;
	long c;

	if (s[i] == '<' || s[i] == '>' || s[i] == '~')
		return 1;
	if (u[0] != 0xe2 || i + 2 >= b || u[1] < 0x88 || u[1] > 0x8b)
		return 0;
	c = 0x2000 + ((long)(u[1] & 0x3f) << 6) + (u[2] & 0x3f);
	return c != 0x2212 && c != 0x221a && c != 0x221b && c != 0x221e;
}

/*
 * Does what follows a copula that ends at s[i] (after its fillers) put
 * something papo does not read right before the value: a sign of order
 * or approximation ("is < 42", "is ≲42"), or a word joined to the value
 * by a hyphen ("is roughly-42", "is foo-42"), which is no minus sign?
 * Words before the value with a space are a verb, a noun or a filler of
 * the statement's language ("is saving 42", "ni wanafunzi 25", "sind es
 * insgesamt 25"), read as such elsewhere.
 */
static int
unread_to_value(const char *s, size_t i, size_t b)
{
	size_t w;
	int k;

	i = skip_fillers(s, i, b, i);
	while (i < b && s[i] == ' ')
		i++;
	/* "is x \\le 42", "is n < 42": a variable alone, then the order */
	if (i + 3 < b && is_alpha((unsigned char)s[i]) && s[i + 1] == ' ' &&
	    (i == 0 || !is_alpha((unsigned char)s[i - 1])) &&
	    (s[i + 2] == '\\' || order_sign(s, i + 2, b)))
		i += 2;
	if (i < b && s[i] == '\\') {
		/* "\\ge 42" in prose: a TeX order ("\\ge", "\\leq",
		   "\\lesssim"), not the equality or approximation a
		   leading relation may be */
		for (w = i + 1; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		k = papo_lex_relation(s + i + 1, w - i - 1);
		if (k != 0 && k != PAPO_REL_EQ && k != PAPO_REL_APPROX &&
		    k != PAPO_REL_ARROW)
			return 1;
	}
	if (i >= b || value_starts(s, b, i))
		return 0;
	if (order_sign(s, i, b))
		return 1;
	for (w = i; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == i || w + 1 >= b || s[w] != '-')
		return 0;
	return is_digit((unsigned char)s[w + 1]) || order_sign(s, w + 1, b);
}


/* Does a sign of multiplication or division, "×" or "÷", end at s[c]
   (from s[a])? */
static int
muldiv_ends(const char *s, size_t a, size_t c)
{
	return c >= a + 2 && (unsigned char)s[c - 2] == 0xc3 &&
	    ((unsigned char)s[c - 1] == 0x97 || (unsigned char)s[c - 1] ==
	    0xb7);
}

/* The length of a TeX operator of a computation ending at s[c] (from
   s[a]): "\\times", "\\cdot", "\\div"; else 0. */
static size_t
tex_operator_before(const char *s, size_t a, size_t c)
{
	static const char *const ops[] = { "\\times", "\\cdot", "\\div",
	    NULL };
	size_t k, l;

	for (k = 0; ops[k] != NULL; k++) {
		l = strlen(ops[k]);
		if (c >= a + l && memcmp(s + c - l, ops[k], l) == 0)
			return l;
	}
	return 0;
}

/*
 * The start of a computation in numbers that ends in '=' right before
 * the value at s[at] (in s[a..)): "5 * 2 = " in "about 5 * 2 = 10",
 * "$360 / 3 = $" in "$360 / 3 = $120"; at itself when none does.
 */
static size_t
chain_start(const char *s, size_t a, size_t at)
{
	size_t c = at, l;

	while (c > a && (s[c - 1] == ' ' || s[c - 1] == '$'))
		c--;
	if (c == a || s[c - 1] != '=')
		return at;
	while (c > a) {
		if (muldiv_ends(s, a, c))
			c--;	/* × and ÷ */
		else if ((l = tex_operator_before(s, a, c)) > 0)
			c -= l - 1;	/* "$12 \\times 5 = 60$" */
		else if (!is_digit((unsigned char)s[c - 1]) &&
		    strchr(" $.,+-*/()=", s[c - 1]) == NULL)
			break;
		c--;
	}
	while (c < at && (s[c] == ' ' || s[c] == '(' || s[c] == '$'))
		c++;
	return c < at && is_digit((unsigned char)s[c]) ? c : at;
}

/* Does '=' follow s[i] (spaces between): a letter before it is a
   variable given a value ("x = 7"), not a word ("a 7")? */
static int
var_eq(const char *s, size_t i, size_t b)
{
	while (i < b && s[i] == ' ')
		i++;
	return i < b && s[i] == '=';
}

size_t
papo_answer_short_opener(const char *s, size_t a, size_t b)
{
	static const char *const openers[] = { "so", "ok", "exactly",
	    "precisely", NULL };
	size_t k, i, l;

	for (k = 0; openers[k] != NULL; k++) {
		l = strlen(openers[k]);
		if (b - a < l + 2 || !starts_ci(s, b, a, openers[k]) ||
		    is_alpha((unsigned char)s[a + l]))
			continue;
		for (i = a + l; i < b && (s[i] == ',' || s[i] == ':' ||
		    s[i] == ' '); i++)
			;
		if (i > a + l && i < b && (is_digit((unsigned char)s[i]) ||
		    s[i] == '$' || s[i] == '\\' || s[i] == '-' ||
		    (is_alpha((unsigned char)s[i]) && var_eq(s, i + 1, b))))
			return i;	/* "So 7", "So, x = 7", "OK: $7$" */
	}
	return a;
}



/*
 * Does a word stand between a computation's last '=' and its value at
 * s[i..e) ("12 × 5 = blorf 60", "= 不 60"): a letter or a character
 * outside ASCII other than a sign the value is written with, before the
 * first digit?
 */
static int
word_after_eq(const char *s, size_t i, size_t e)
{
	while (i < e && (s[i] == ' ' || s[i] == '$' || s[i] == '-' ||
	    s[i] == '('))
		i++;
	if (i + 1 < e && s[i] == '\\' && (s[i + 1] == '(' || s[i + 1] ==
	    '$'))
		i += 2;
	return i < e && (is_alpha((unsigned char)s[i]) || ((unsigned
	    char)s[i] >= 0x80 && (unsigned char)s[i] != 0xc2 &&
	    (unsigned char)s[i] != 0xe2));	/* not "£", "−", "€" */
}

/*
 * Is s[a..e) words, then a computation in numbers that ends in '=' and
 * the value ("each person gets $360 / 3 = $120"): digits, currency,
 * operators and spacing from its first digit to the last '='?
 */
static int
chain_after_words(const char *s, size_t a, size_t e)
{
	const char *q = memrchr(s + a, '=', e - a);
	size_t c, l;

	if (q == NULL)
		return 0;
	for (c = (size_t)(q - s); c > a; c--)
		if (muldiv_ends(s, a, c))
			c--;	/* × and ÷ */
		else if ((l = tex_operator_before(s, a, c)) > 0)
			c -= l - 1;	/* "$12 \\times 5 = 60$" */
		else if (!is_digit((unsigned char)s[c - 1]) &&
		    strchr(" $.,+-*/()", s[c - 1]) == NULL)
			break;
	while (c < (size_t)(q - s) && !is_digit((unsigned char)s[c]))
		c++;	/* from its first digit */
	return c < (size_t)(q - s) && c > a && is_alpha((unsigned char)s[a]) &&
	    !papo_answer_has_digit(s, a, c) && (s[c - 1] == ' ' ||
	    (s[c - 1] == '$' && c >= a + 2 && s[c - 2] == ' ') ||
	    (s[c - 1] == '(' && c >= a + 3 && s[c - 2] == '\\' &&
	    s[c - 3] == ' ')) &&
	    !papo_answer_approx_before(s, a, c, NULL, 0);	/* "gets about
								   $360 / 3" */
}

/*
 * Is the computation that ends in s[a..ve)'s value bounded by the word
 * right before it, a word of quals[] ("is over 14 + 3 = 17", "spent
 * under $5 * 2 = $10")?
 */
static int
chain_bounded(const char *s, size_t a, size_t ve)
{
	const char *q = memrchr(s + a, '=', ve - a);
	size_t c, w;

	if (q == NULL)
		return 0;
	c = chain_start(s, a, (size_t)(q - s) + 1);
	while (c > a && (s[c - 1] == ' ' || s[c - 1] == '$'))
		c--;
	for (w = c; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	return w < c && papo_answer_word_of(s, w, c, w, quals) == c - w;
}

/* Does the byte c end or start an operand (a digit, a letter, UTF-8)? */
static int
operand_byte(unsigned char c)
{
	return is_digit(c) || is_alpha(c) || c >= 0x80;
}

/* Is s[i..j) an "x" between two numbers ("5 x 4"), a times sign? */
static int
times_x(const char *s, size_t p, size_t q, size_t i, size_t j)
{
	if (j - i != 1 || (s[i] != 'x' && s[i] != 'X') || i < p + 2 ||
	    j + 2 > q)
		return 0;
	return is_digit((unsigned char)s[i - 2]) &&
	    is_digit((unsigned char)s[j + 1]);
}

/*
 * Is s[p..q), before a computation's last '=' at q in prose, equations
 * joined by words: from the '=' before q, a value, then words, then a
 * variable alone before q, two operands set side by side by a space
 * with no operator between them ("x = 2 oder x =", "x = 2 o x =", "x =
 * 2 foo y =")?  The value after q is then one of several.  A comma or
 * a semicolon ends such a run (a new clause); digits apart ("1 000")
 * group thousands; an "x" between two numbers ("5 x 4") is a times
 * sign.
 */
static int
glued_equations(const char *s, size_t p, size_t q)
{
	const char *eq;
	size_t i, j, k, e, v;

	if (q <= p || (eq = memrchr(s + p, '=', q - p)) == NULL)
		return 0;
	for (v = q; v > p && s[v - 1] == ' '; v--)
		;
	if (v < p + 2 || !is_alpha((unsigned char)s[v - 1]) ||
	    s[v - 2] != ' ')
		return 0;	/* no variable alone before q */
	p = (size_t)(eq - s) + 1;
	if (memchr(s + p, ',', q - p) != NULL ||
	    memchr(s + p, ';', q - p) != NULL)
		return 0;
	for (i = p; i < q; i = k) {
		while (i < q && s[i] == ' ')
			i++;
		for (j = i; j < q && s[j] != ' '; j++)
			;
		for (k = j; k < q && s[k] == ' '; k++)
			;
		for (e = k; e < q && s[e] != ' '; e++)
			;
		if (j == i || k >= q || times_x(s, p, q, i, j) ||
		    times_x(s, p, q, k, e))
			continue;
		if (operand_byte((unsigned char)s[j - 1]) &&
		    operand_byte((unsigned char)s[k]) &&
		    !(is_digit((unsigned char)s[j - 1]) &&
		    is_digit((unsigned char)s[k])))
			return 1;
	}
	return 0;
}

/*
 * Does s[a..lc), before a statement's last copula, '=', whose value
 * starts at lp (in s[..b)), hold another number and then a reason word
 * of any listed language ("blorf 9, কারণ 3 + 4 = 7" after "উত্তর হল":
 * the copula is the reason's computation's, the value before it
 * another)?  "Since 3 + 4 = 7, the answer is 7" opens with its reason:
 * no value before it.  With same set (a last statement, whose reader
 * reads what follows the value's first place too), the same value is
 * none ("Tom hat 7 Äpfel, da 3 + 4 = 7."); after an answer phrase any
 * is ("উত্তর হল wrong 7, কারণ 3 + 4 = 7।": the words before it unread).
 */
static int
value_then_reason(const char *s, size_t a, size_t lc, size_t lp, size_t b,
    int same)
{
	size_t i, na = 0, ne = 0, k;

	for (k = lc; k > a && s[k - 1] == ' '; k--)
		;
	if (k == a || s[k - 1] != '=')
		return 0;	/* "..., given that he picks 39 cards, is" */
	for (i = a; i < lc; i++) {
		if (is_digit((unsigned char)s[i])) {
			if (i == a || !is_digit((unsigned char)s[i - 1]))
				na = i;
			ne = i + 1;
		} else if (ne > 0 && (unsigned char)s[i] != ' ' && (i == a ||
		    s[i - 1] == ' ' || s[i - 1] == ',') &&
		    papo_frame_kind_starts(s, i, lc, R_REASON) != NULL)
			break;
	}
	if (i >= lc)
		return 0;
	if (!same)
		return 1;
	while (lp < b && (s[lp] == ' ' || s[lp] == '$'))
		lp++;
	for (k = 0; lp + k < b && na + k < ne && s[lp + k] == s[na + k]; k++)
		;
	return na + k != ne || (lp + k < b && is_digit((unsigned char)s[lp +
	    k]));
}

/*
 * Does the last copula of s[a..b), ending at lc, its value at lp, offer
 * no one value: hedged, qualified or supposed, or the last of equations
 * joined by words ("x = 2 oder x = 3")?
 */
static int
copula_many(const char *s, size_t a, size_t b, size_t lc, size_t lp,
    const char *pr, size_t pn)
{
	return papo_answer_hedged(s, lc, lp) || qualified(s, lc, b, 1, pr,
	    pn) || papo_answer_supposed(s, a, b) || (s[lc - 1] == '=' &&
	    glued_equations(s, a, lc - 1));
}

/*
 * Words that may stand between an answer phrase that ends in a copula
 * and its value, besides the fillers: an article and the words of "a
 * total of 42", a conclusion and a certainty ("is clearly 42"); after
 * the copulas "è" and "é" no table of answer_euro.c reads, Italian's
 * and Portuguese's conclusion and "simply" ("A resposta é, portanto,
 * 42.", "La risposta è semplicemente 42.").
 */
static const char *const phrase_leads[] = { "of course", "a", "an", "the",
	"total", "sum", "of", "so", "hence", "clearly", "definitely",
	"certainly", "surely", "obviously", "finally", "quindi", "dunque",
	"pertanto", "semplicemente", "portanto", "simplesmente", "in fact",
	"in short", "as expected", NULL };	/* "of course" before "of" */

/*
 * Does the answer phrase before s[a] end in a colon ("Answer:",
 * "**Answer:**", "答案："), or a label's bracket ("【答案】"), the
 * statement on its line or the next, after which a statement of its own
 * may follow ("**Answer:** Verna received $7.00", "答：\n共36个。")?
 */
static int
phrase_colon(const char *s, size_t a)
{
	while (a > 0 && (s[a - 1] == ' ' || s[a - 1] == '*' ||
	    s[a - 1] == '\t' || s[a - 1] == '\n' || s[a - 1] == '\r'))
		a--;
	return (a > 0 && s[a - 1] == ':') || (a >= 3 &&
	    (memcmp(s + a - 3, "\xef\xbc\x9a", 3) == 0 ||
	    memcmp(s + a - 3, "\xe3\x80\x91", 3) == 0));
}

/*
 * Is the copula that ends at s[k] an answer's ("The answer is", "the
 * answer was")?  Its value is then read as the phrase's (read_to_value).
 */
static int
answer_copula(const char *s, size_t a, size_t k)
{
	size_t w, e;

	while (k > a && is_alpha((unsigned char)s[k - 1]))
		k--;
	while (k > a && (s[k - 1] == ' ' || s[k - 1] == '*'))
		k--;
	word_before(s, a, k, &w, &e);
	return e == k && e - w == 6 && starts_ci(s, e, w, "answer");
}

/*
 * Does the answer phrase before s[a] end in a copula of a spaced
 * language other than English ("Jibu ni", "La respuesta es")?  Its
 * words before the value are its language's (a noun before the number:
 * "Jibu ni wanafunzi 25"), read by answer_euro.c's tables; with aside
 * set (a comma after it) Swahili's "ni" is not: no table reads the
 * aside ("Jibu ni, kinadharia, 42").
 */
static int
other_copula(const char *s, size_t a, int aside)
{
	size_t w;

	while (a > 0 && (s[a - 1] == ' ' || s[a - 1] == '*'))
		a--;
	for (w = a; w > 0 && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == a || (w > 0 && (unsigned char)s[w - 1] >= 0x80))
		return 0;
	if (aside && papo_answer_word_of(s, w, a, w, (const char *const[]){
	    "ni", NULL }))
		return 0;	/* no table reads an aside after Swahili's */
	return !papo_answer_word_of(s, w, a, w, (const char *const[]){ "is",
	    "are", "was", "were", "be", NULL });
}

/*
 * Is everything from s[i] (right after an answer phrase that ends in a
 * copula) to the first value of s[i..b) recognised: spaces, commas
 * and the words of fillers or phrase_leads?  "The answer is, in
 * theory, 42", "is tentatively 42", "答えは、理論上、42": words no row
 * reads, which may bound, doubt or disown the value.
 */
/*
 * Does an option's label open s[i..b) with a value after it ("A 12",
 * "(A) 12", "A. 12", "A(12)")?  The label is the answer's, never a
 * word to pass ("正解はA 12です。" read "A" as the article "a" and gave
 * 12, another option's value).
 */
static int
label_then_value(const char *s, size_t i, size_t b)
{
	int paren = i < b && s[i] == '(';

	i += paren;
	if (i >= b || s[i] < 'A' || s[i] > 'J')
		return 0;
	i++;
	if (i < b && (s[i] == ')' || (!paren && s[i] == '.')))
		i++;
	else if (paren || (i < b && s[i] != ' ' && s[i] != '('))
		return 0;
	while (i < b && s[i] == ' ')
		i++;
	if (i < b && s[i] == '(')
		return 1;	/* "A(12)" */
	if (i >= b || !is_digit((unsigned char)s[i]))
		return 0;
	/* a number alone after it, not an option's text ("A) 5 red pens
	   and 10 blue pens", read by the option's words) */
	while (i < b && (is_digit((unsigned char)s[i]) || s[i] == '.' ||
	    s[i] == ','))
		i++;
	while (i < b && s[i] == ' ')
		i++;
	return i >= b || !is_alpha((unsigned char)s[i]);
}

static int
read_to_value(const char *s, size_t i, size_t b)
{
	size_t f;

	for (;;) {
		while (i < b && (s[i] == ' ' || s[i] == ','))
			i++;
		if (i + 3 <= b && memcmp(s + i, "\xe3\x80\x81", 3) == 0) {
			i += 3;	/* 、 */
			continue;
		}
		if (papo_answer_prose_dollar(s, i, b)) {
			i++;	/* "is $close to 42$": its words */
			continue;
		}
		if (i < b && label_then_value(s, i, b))
			return 0;
		if (i >= b || value_starts(s, b, i))
			return 1;
		if ((f = papo_answer_word_of(s, i, b, i, fillers)) == 0 &&
		    (f = papo_answer_word_of(s, i, b, i, phrase_leads)) == 0)
			return 0;
		i += f;
	}
}

/*
 * Does s[a..ve) open with a computation in numbers whose last '=' a
 * number follows ("3 + 4 = 7 apples")?
 */
static int
chain_opens(const char *s, size_t a, size_t ve)
{
	const char *q = memrchr(s + a, '=', ve - a);
	size_t v;

	if (q == NULL || !is_digit((unsigned char)s[a]))
		return 0;
	for (v = (size_t)(q - s) + 1; v < ve && (s[v] == ' ' || s[v] == '$');
	    v++)
		;
	return v < ve && is_digit((unsigned char)s[v]) && chain_start(s, a,
	    v) == a;
}

/*
 * The value after the last '=' of a computation at s[p..ve) (its
 * sentence to b), into out: "is 100 - 50 = 50", "\\(2 + 1 = 3\\)" (not
 * of "$x = 1$", nor with a word before it: "= blorf 60"); ST_ONE, else
 * ST_MANY.
 */
static int
chain_value(const char *s, size_t p, size_t ve, size_t b,
    struct papo_buf *out, int *math)
{
	const char *q = memrchr(s + p, '=', ve - p);
	size_t e = q != NULL ? (size_t)(q - s) : p;

	while (e > p && s[e - 1] == ' ')
		e--;
	if (q != NULL && !glued_equations(s, p, (size_t)(q - s)) &&
	    (!in_math(s, p, (size_t)(q - s), ve) || (e > p &&
	    (is_digit((unsigned char)s[e - 1]) || s[e - 1] == ')' ||
	    s[e - 1] == '}'))) && !word_after_eq(s, (size_t)(q - s) + 1,
	    ve) && one_value(s, (size_t)(q - s) + 1, ve, b, out, math) ==
	    ST_ONE)
		return ST_ONE;
	return ST_MANY;
}

/*
 * The value s[a..b) asserts, into out: ST_ONE, ST_MANY (a hedge, or
 * several values), ST_NONE.  The value follows the first copula that a
 * value follows ("The probability that he picks 39 cards is \(1\)": 1),
 * else it is the one value of the sentence; it ends before a reason
 * ("12 since there are 3 boxes of 4": 12).  Several values after the
 * copula ("100 - 50 = 50") give the one after the last '='.  *conc
 * tells whether the sentence concludes or asserts anything (2: its
 * values are asides in parentheses only; 3: it denies or supposes a
 * value, "the answer cannot be 4"); *math whether the value is math
 * (else a number).  With doubt set, a doubt after the value ("42, I
 * think") is ST_MANY too (where no frame reads the tail).
 */
static int
statement_value(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *conc, int *math, int doubt, const char *pr, size_t pn)
{
	size_t p, ve;
	int r;

	*conc = 0;
	if (guessed(s, a, b, pr, pn)) {
		*conc = 1;	/* "I guessed 4", "My best guess is 4" */
		return ST_MANY;
	}
	if ((r = label_glossed(s, a, b, out)) != 0) {
		*conc = 1;	/* "The correct option is (A), which is 7." */
		return r < 0 ? ST_MANY : (*math = 1, ST_ONE);
	}
	if ((p = conclusion(s, a, b)) > a && p < b) {
		/* the premise's values are reasons: the conclusion's */
		r = statement_value(s, p, b, out, conc, math, doubt, pr,
		    pn);
		if (*conc == 0 || *conc == 2)
			*conc = 1;
		return r;
	}
	p = a;
	if (judged(s, a, b, 0)) {
		*conc = 3;	/* "... = 26000 is wrong." */
		return ST_NONE;
	}
	if (papo_answer_not_the_answer(s, a, b)) {
		*conc = 3;	/* "**x = 3** is not the answer" */
		return ST_NONE;
	}
	if (!value_starts(s, b, a) || subject_value(s, a, b)) {
		size_t lc, lp, seen;
		int neg;

		if (copula_scan(s, a, b, &lc, &lp, &neg, conc, &seen) ==
		    ST_MANY)
			return ST_MANY;
		p = a;
		if ((lc == b && !neg && seen < b && (unread_to_value(s, seen,
		    b) || (answer_copula(s, a, seen) && !read_to_value(s,
		    seen, b)))) || (lc < b && unread_to_value(s, lc, b))) {
			*conc = 3;	/* "the total is ≤ 42": no value */
			return ST_NONE;
		}
		if (lc == b && neg) {
			*conc = 3;	/* denied or supposed: no answer */
			return ST_NONE;
		}
		if (lc < b) {
			*conc = 1;
			/* doubt is set by the last statement's readers
			   alone, whose caller reads what follows the
			   value's first place too */
			if (copula_many(s, a, b, lc, lp, pr, pn) ||
			    value_then_reason(s, a, lc, lp, b, doubt))
				return ST_MANY;
			if (negated(s, lp, b)) {
				*conc = 3;
				return ST_NONE;
			}
			p = lp;
		}
	}
	if (p == a && (qualified(s, a, b, 0, pr, pn) || judged(s, a, b, 1))) {
		/* "The answer has 4 digits", "4 doesn't work" */
		*conc = 3;
		return ST_NONE;
	}
	ve = compound_end(s, p, papo_answer_value_end(s, p, b), b);
	if (papo_answer_hedged(s, p, ve) ||
	    papo_answer_hedged_aside(s, ve, b) || other_case(s, ve, b) ||
	    alt_after(s, ve, b) || cond_after(s, p, b, doubt, pr, pn))
		return ST_MANY;
	if ((p > a || value_starts(s, b, a)) && (r = stated_choice(s, p, ve,
	    out)) != 0)
		return r < 0 ? ST_MANY : (*math = 1, ST_ONE);
	if (p == a && (r = thence_choice(s, a, b, out)) != 0) {
		*conc = 1;	/* "Hence, B.", "Thus (B)." */
		return r < 0 ? ST_MANY : (*math = 1, ST_ONE);
	}
	if (p == a && operand(s, a, b)) {
		*conc = 3;	/* "So we multiply by 4 to get the answer" */
		return ST_NONE;
	}
	if (p == a && !value_starts(s, b, a) &&
	    !papo_answer_bare_value(s, a, ve))
		*conc = 2;	/* "a derivative (\(-1\))": an aside */
	r = one_value(s, p, ve, b, out, math);
	if (r == ST_MANY && (p > a || chain_after_words(s, a, ve) ||
	    chain_opens(s, a, ve)))
		r = chain_value(s, p, ve, b, out, math);
	/* "is over 14 + 3 = 17", "spent over 14 + 3 = 17": the words
	   before a computation bound its value as well */
	if (r == ST_ONE && chain_bounded(s, a, ve))
		return ST_MANY;
	/* "10, which is 1,000.99": a second value restates it */
	if (r == ST_ONE && ve < b && restated(s, ve, b))
		return ST_MANY;
	return r;
}

/*
 * Does s[a..b), before an answer phrase, doubt what follows ("I don't
 * think", "maybe", "probably", "not sure")?
 */
static int
doubted(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "maybe", "perhaps", "possibly",
	    "probably", "doubt", "unlikely", NULL };
	size_t i, e = (size_t)-1;

	for (i = a; i < b; i++) {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			continue;
		if (!papo_answer_word_of(s, a, b, i, w) && !starts_ci(s, b, i,
		    "don't think") && !starts_ci(s, b, i, "do not think") &&
		    !starts_ci(s, b, i, "not sure"))
			continue;
		/* a certainty opener's is none ("Without a doubt, the
		   answer is"): looked for at the first doubt only */
		if (e == (size_t)-1)
			e = papo_answer_sure_open(s, a, b);
		if (i >= e)
			return 1;
	}
	return 0;
}

/*
 * Does the sentence s[a..b) open as an English question does, an
 * auxiliary before its subject ("Is it true that every case checks out,
 * so the answer is 36.", "Could it be that ..."), its question mark
 * left out?  Nothing after such an opening is stated.
 */
int
papo_answer_asked_open(const char *s, size_t a, size_t b)
{
	static const char *const aux[] = { "is", "are", "was", "were",
	    "does", "do", "did", "could", "would", "can", "should", "will",
	    "might", "may", "must", "has", "have", NULL };
	static const char *const subj[] = { "it", "this", "that", "there",
	    "we", "you", "they", "he", "she", "i", NULL };
	size_t w, k;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*' ||
	    s[a] == '#' || s[a] == '>'))
		a++;
	if (a >= b || s[a] < 'A' || s[a] > 'Z')
		return 0;	/* a question opens with a capital */
	for (w = a; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	for (k = 0; aux[k] && !(strlen(aux[k]) == w - a && starts_ci(s, w,
	    a, aux[k])); k++)
		;
	if (aux[k] == NULL || w >= b || s[w] != ' ')
		return 0;
	for (a = ++w; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	for (k = 0; subj[k] && !(strlen(subj[k]) == w - a && starts_ci(s, w,
	    a, subj[k])); k++)
		;
	return subj[k] != NULL && w < b && s[w] == ' ';
}

/*
 * Does s[a..b) open a supposition that is still open at b ("if the
 * answer is"; not "if we add them, the answer is")?
 */
static int
supposed(const char *s, size_t a, size_t b)
{
	size_t i;
	int open = 0;

	for (i = a; i < b; i++) {
		if (s[i] == ',' || s[i] == ';')
			open = 0;
		else if ((i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    papo_answer_word_of(s, a, b, i, conditions))
			open = 1;
	}
	return open;
}

/*
 * The value after a phrase at s[a] that opens math, its sentence ending
 * at s[e] (its value at s[ve]), into out: "is $12$ and $13$." is the
 * math of that sentence when no other value is there ("$5$ cm, 7 and
 * 8").  ST_ONE (*send moved past the math when it goes on), ST_MANY, or
 * ST_NONE when the words after the math are to be read.
 */
static int
math_after(const char *s, size_t a, size_t b, size_t ve, size_t e,
    struct papo_buf *out, size_t *send)
{
	size_t ms, me;
	int math;

	switch (one_value(s, a, ve + 1 > b ? b : ve + 1, b, out, &math)) {
	case ST_MANY:
		return ST_MANY;
	case ST_ONE:
		if (math) {
			struct papo_buf t = PAPO_BUF_INIT;

			/* one_value appends a scale word it sees */
			if (papo_answer_math_answer(s, a, b, &t, &ms, &me) &&
			    out->len <= t.len)
				papo_answer_scale_after(s, me, b, out);
			papo_buf_release(&t);
			return ST_ONE;
		}
		break;
	default:
		break;
	}
	if (ve == e && papo_answer_math_answer(s, a, b, out, &ms, &me)) {
		if (me > e)
			*send = me;
		return ST_ONE;
	}
	return ST_NONE;
}

/*
 * A scale word after a bold number's closing marks at s[i..b) ("**42**
 * тысячи", "**42**万", "**42** million"): its factor appended to out,
 * never dropped (a unit glued to it, "**42**千克", is the unit's).
 */
static void
bold_scale_after(const char *s, size_t i, size_t b, struct papo_buf *out)
{
	size_t l, w;
	int x;

	while (i < b && s[i] == ' ')
		i++;
	if (papo_answer_scale_word(s, i, b, out))
		return;
	/* the word alone: not the danda or the full stop after it
	   ("হাজার।", "万。") */
	for (w = i; w < b && !strchr(" \n.,;:!?)", s[w]) && !(b - w >= 3 &&
	    (memcmp(s + w, "\xe0\xa5\xa4", 3) == 0 ||
	    memcmp(s + w, "\xe3\x80\x82", 3) == 0)); w++)
		;
	if (w > i && papo_unit_foreign(s + i, w - i, &l) == NULL &&
	    (x = papo_answer_scale_foreign(s, i, w, &l)) != 0)
		papo_buf_addf(out, " \\times 10^{%d}", x);
}

/*
 * "The answer is **Evelyn**.": the words in bold that open s[ca..) (in
 * the sentence ending at s[e]) into out (reset first) and 1; else 0.
 */
/*
 * Where the word s[i..j) stands in the question q[0..qn) (the problem's
 * last sentence that asks) from q[from], whole, any case, an 's' after
 * it or not (or the word without its own 's'): its end, or 0.
 */
static size_t
asked_word(const char *q, size_t qn, size_t from, const char *s, size_t i,
    size_t j)
{
	size_t k, l = j - i, m;

	for (k = from; k + l <= qn; k++) {
		if (k > 0 && is_alpha((unsigned char)q[k - 1]))
			continue;
		if (strncasecmp(q + k, s + i, l) != 0)
			continue;
		m = k + l;
		if (m < qn && (q[m] == 's' || q[m] == 'S'))
			m++;
		if (m >= qn || !is_alpha((unsigned char)q[m]))
			return m;
	}
	return l > 1 && (s[j - 1] == 's' || s[j - 1] == 'S') ?
	    asked_word(q, qn, from, s, i, j - 1) : 0;
}

/*
 * Are the words of s[w..z) (letters, one space between) each a word of
 * the problem pr[0..pn)'s question ("How many more jeans are there than
 * scarves?" for "**33 more jeans than scarves**"), in its order, two
 * at least, the first the word right after "how many" or "how much"?
 * Then they restate it: a row among them ("more ... than") is the
 * question's own comparison, not a bound of the value.
 */
static int
question_restated(const char *s, size_t w, size_t z, const char *pr,
    size_t pn)
{
	const char *qe, *qa;
	size_t i, j, words = 0, qn, at = 0;

	if (pr == NULL || pn == 0 || (qe = memrchr(pr, '?', pn)) == NULL)
		return 0;
	for (qa = qe; qa > pr && !(qa[-1] == '\n' || (qa[-1] == ' ' &&
	    qa - 1 > pr && (qa[-2] == '.' || qa[-2] == '!'))); qa--)
		;
	qn = (size_t)(qe - qa);
	/* the first word the question's after "how many" or "how much"
	   ("**33 more jeans ...**", not "**33 than scarves**") */
	for (at = 0; at + 9 <= qn && strncasecmp(qa + at, "how many ", 9) !=
	    0 && strncasecmp(qa + at, "how much ", 9) != 0; at++)
		;
	if (at + 9 > qn)
		return 0;
	at += 9;
	for (i = w; i < z; i = j) {
		while (i < z && s[i] == ' ')
			i++;
		for (j = i; j < z && is_alpha((unsigned char)s[j]); j++)
			;
		if (j == i)
			break;
		if (words == 0 && !(strncasecmp(qa + at, s + i, j - i) == 0 &&
		    (at + j - i >= qn || !is_alpha((unsigned char)qa[at + j -
		    i]))))
			return 0;
		if ((at = asked_word(qa, qn, at, s, i, j)) == 0)
			return 0;
		words++;
	}
	return words >= 2 && i >= z;
}

/*
 * Where the bold that opens at s[ca] (its marks right before it) closes
 * within the statement ending at s[e] (of s[..b)): the place of its
 * closing marks, or 0 when s[ca] opens no bold or it does not close so
 * or holds nothing.
 */
static size_t
bold_close(const char *s, size_t ca, size_t b, size_t e)
{
	size_t z;

	if (ca < 2 || s[ca - 1] != '*' || s[ca - 2] != '*')
		return 0;
	for (z = ca; z + 1 < b && z < e + 2; z++)
		if (s[z] == '*' && s[z + 1] == '*')
			break;
	return z + 1 < b && z < e + 2 && z > ca ? z : 0;
}

/*
 * Does a row that bounds, doubts, negates, supposes or disowns stand in
 * the bold's words s[a..z), where its words from s[w] are not the
 * problem pr[0..pn)'s question in its order ("**42 or more**"; not
 * "**33 more jeans than scarves**")?  Then the bold is read as written.
 */
static int
bold_bounded(const char *s, size_t a, size_t w, size_t z, const char *pr,
    size_t pn)
{
	return papo_frame_row_within(s, a, z, M(R_BOUND) | M(R_DOUBT) |
	    M(R_NEG) | M(R_COND) | M(R_WEAK) | M(R_MODAL) | M(R_DISOWN),
	    NULL, 0) != NULL && !question_restated(s, w, z, pr, pn);
}

static int
bold_after(const char *s, size_t ca, size_t b, size_t e,
    struct papo_buf *out, const char *pr, size_t pn)
{
	size_t z, za = ca, w, nw;

	if ((z = bold_close(s, ca, b, e)) == 0)
		return 0;
	papo_answer_trim(s, &za, &z);
	if (za >= z)
		return 0;
	for (w = za; w < z && (is_digit((unsigned char)s[w]) || s[w] == '.' ||
	    s[w] == ','); w++)
		;
	while (w > za && w < z && s[w] == ' ')
		w++;
	if (w > za && w < z && papo_frame_value_part(s, w, z))
		return 0;	/* "**42 сотни**": 4,200, no value and noun */
	papo_buf_reset(out);
	/* its words: letters, one space between ("**196 square
	   inches**"), no row that bounds, doubts or negates among them
	   ("**42 or more**" is read as written) */
	for (nw = w; nw < z && (is_alpha((unsigned char)s[nw]) ||
	    (s[nw] == ' ' && nw + 1 < z && is_alpha((unsigned char)s[nw +
	    1]) && is_alpha((unsigned char)s[nw - 1]))); nw++)
		;
	if (nw == z && memchr(s + w, ' ', z - w) != NULL && bold_bounded(s,
	    w, w, z, pr, pn))
		nw = w;	/* not the question's own words ("**33 more
			   jeans than scarves**") */
	if (w > za && w < z && nw == z && s[w - 1] == ' ' &&
	    is_digit((unsigned char)s[za])) {
		/* "**42 apples**": the number and its noun, as a phrase's
		   "42 apples" is read ("42 \\text{ apples}"); "**196
		   square inches**" the same */
		for (nw = w; nw > za && s[nw - 1] == ' '; nw--)
			;
		papo_buf_add(out, s + za, nw - za);
		papo_buf_adds(out, " \\text{ ");
		papo_buf_add(out, s + w, z - w);
		papo_buf_addc(out, '}');
	} else
		papo_buf_add(out, s + za, z - za);
	if (is_digit((unsigned char)s[za]))
		bold_scale_after(s, z + 2, e > b ? e : b, out);
	return 1;
}

/*
 * A number in words of another language ("三分之二"), the whole of
 * s[ca..cb) or all of it before a word that may follow a value
 * ("二十三です", "이십삼입니다"): into out (reset first) as it is written,
 * and 1; else 0.
 */
static int
words_after(const char *s, size_t ca, size_t cb, struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	int w = papo_answer_words(s + ca, cb - ca, &t);
	size_t x;

	if (!w && (x = papo_answer_suffix_at_end(s, ca, cb)) > ca &&
	    x < cb && (w = papo_answer_words(s + ca, x - ca, &t)) != 0)
		cb = x;
	papo_buf_release(&t);
	if (w) {
		papo_buf_reset(out);
		papo_buf_add(out, s + ca, cb - ca);
	}
	return w;
}

/* An option's letter at s[ca..cb), in parentheses or not, and a suffix
   row that closes the statement after it (Turkish's "B'dir", "(B)
   şıkkıdır", Hindi's "B है"): the letter into out, and 1; else 0. */
static int
suffixed_letter(const char *s, size_t ca, size_t cb, struct papo_buf *out)
{
	const struct row *r;
	size_t x = papo_answer_suffix_at_end(s, ca, cb);

	if (cb - ca > 2 && s[ca + 1] == '\'' && (r = papo_frame_kind_starts(s,
	    ca + 1, cb, R_SUFFIX)) != NULL && r->len == cb - ca - 1)
		x = ca + 1;	/* "B'dir": glued to the letter */
	if (x == cb)
		return 0;
	while (x > ca && s[x - 1] == ' ')
		x--;
	if (x == ca + 3 && s[ca] == '(' && s[ca + 2] == ')')
		ca++, x--;	/* "(D) है", "(D) şıkkıdır" */
	if (x != ca + 1 || s[ca] < 'A' || s[ca] > 'J')
		return 0;
	papo_buf_reset(out);
	papo_buf_addc(out, s[ca]);
	return 1;
}

/* An option's text as problem pr[0..pn) lists it at s[ca..cb) and a
   suffix row that closes the statement after it ("答えはOsloです。",
   "उत्तर Oslo है।"): the text into out, and 1; else 0. */
static int
suffixed_option(const char *s, size_t ca, size_t cb, const char *pr,
    size_t pn, struct papo_buf *out)
{
	const char *t;
	size_t x = papo_answer_suffix_at_end(s, ca, cb), tn;
	int c;

	if (pr == NULL || x == cb)
		return 0;
	while (x > ca && s[x - 1] == ' ')
		x--;
	if (x == ca || memmem(pr, pn, s + ca, x - ca) == NULL)
		return 0;	/* the cheap test: not in the problem */
	for (c = 'A'; c <= 'J' && papo_answer_option_of(pr, pn, c, &t, &tn);
	    c++)
		if (tn == x - ca && memcmp(t, s + ca, tn) == 0) {
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, x - ca);
			return 1;
		}
	return 0;
}

/*
 * An option's letter alone at s[ca..cb) after at most two words the
 * rows know may stand between an answer's copula and its value (a
 * conclusion: "therefore", "donc", "also", "quindi"; an affirmation:
 * "simply", "exactly"): "The answer is therefore B", AGIEval's SAT
 * replies.  The letter, in parentheses or bold or not, a full stop
 * after it; its code, else 0.
 */
static int
adverb_letter(const char *s, size_t ca, size_t cb)
{
	static const enum row_kind kinds[] = { R_AFFIRM, R_CONCL, R_THENCE };
	const struct row *r = NULL;
	size_t k, n;

	for (n = 0; n < 2; n++) {
		for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
			if ((r = papo_frame_kind_starts(s, ca, cb,
			    kinds[k])) != NULL)
				break;
		if (r == NULL)
			break;
		ca += r->len;
		while (ca < cb && (s[ca] == ' ' || s[ca] == ','))
			ca++;
	}
	if (n == 0)
		return 0;
	while (cb > ca && (s[cb - 1] == '.' || s[cb - 1] == ' '))
		cb--;
	while (cb - ca >= 3 && ((s[ca] == '(' && s[cb - 1] == ')') ||
	    (s[ca] == '*' && s[cb - 1] == '*')))
		ca++, cb--;
	return cb == ca + 1 && s[ca] >= 'A' && s[ca] <= 'J' ? s[ca] : 0;
}

/* "la B", "a letra C", "вариант B", "therefore B" at s[ca..cb): the
   option's letter into out, and 1; else 0. */
static int
option_after(const char *s, size_t ca, size_t cb, struct papo_buf *out)
{
	int k = papo_answer_choice_worded(s, ca, cb);

	if (k == 0)
		k = adverb_letter(s, ca, cb);

	if (k != 0) {
		papo_buf_reset(out);
		papo_buf_addc(out, (char)k);
	}
	return k != 0;
}

/* "Answer: No, there is none.", "Ответ: да.": the word that answers,
   at s[ca..cb), into out; *send after it (", if k is odd" is what
   follows). */
static int
yes_no_word(const char *s, size_t ca, size_t cb, struct papo_buf *out,
    size_t *send)
{
	size_t k, l;

	for (k = 0; k < 2; k++) {
		const char *w = k ? "yes" : "no";

		l = strlen(w);
		if (starts_ci(s, cb, ca, w) && (ca + l == cb ||
		    strchr(",.;:!", s[ca + l]) != NULL)) {
			papo_buf_reset(out);
			papo_buf_add(out, s + ca, l);
			*send = ca + l;
			return 1;
		}
	}
	if ((l = papo_answer_yes_no_at(s, ca, cb)) > 0) {
		papo_buf_reset(out);	/* "Ответ: да." */
		papo_buf_add(out, s + ca, l);
		*send = ca + l;
		return 1;
	}
	return 0;
}

/*
 * Does the statement s[a..b) right after an English answer phrase that
 * ends in a copula ("The answer is") give its value after an English
 * "be" of its own that the words before it do not lead to: "is appears
 * to be 42", "is said to be 42", "is to zzqx be 42"?  The phrase's
 * copula commits to the value; the words between it and the value are
 * fillers and phrase_leads[] (read_to_value's), then, before a "be",
 * only a verb that commits and "to" (papo_frame_to_be: "is going to be
 * 42").  0 when no "be" gives the value (another copula's clause, "is
 * the sum, which is 42", is statement_value's).
 */
static int
be_unread_after(const char *s, size_t a, size_t b)
{
	size_t i = a, f, k, w, v;

	for (;;) {
		while (i < b && (s[i] == ' ' || s[i] == ','))
			i++;
		if (i >= b || value_starts(s, b, i))
			return 0;
		if ((f = papo_answer_word_of(s, i, b, i, fillers)) == 0 &&
		    (f = papo_answer_word_of(s, i, b, i, phrase_leads)) == 0)
			break;
		i += f;
	}
	/* the first "be" a value follows, past words only */
	for (k = i; k < b && is_alpha((unsigned char)s[k]); k = w) {
		for (w = k; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		if (w - k == 2 && starts_ci(s, w, k, "be"))
			break;
		while (w < b && s[w] == ' ')
			w++;
	}
	if (k >= b || !is_alpha((unsigned char)s[k]) || !value_starts(s, b,
	    skip_fillers(s, a, b, k + 2)))
		return 0;
	return papo_frame_to_be(s, i, k, &v) <= 0 || v != i;
}

/*
 * Does the statement s[a..b) right after an answer phrase put words no
 * row reads before its value ("is tentatively 42", "is, in theory, 42"):
 * words with no copula of their own (conc 0 or 2, statement_value's),
 * or an aside between commas?  Not after a colon ("Answer: Verna
 * received $7"), "that" ("is that each got 20") or another language's
 * copula (other_copula), whose words answer_euro.c reads.
 */
static int
phrase_unread(const char *s, size_t a, size_t b, int conc)
{
	if (phrase_colon(s, a) || other_copula(s, a, s[a] == ',') ||
	    papo_answer_word_of(s, a, b, a, (const char *const[]){ "that",
	    NULL }))
		return 0;
	if (conc != 0 && conc != 2 && s[a] != ',')
		return be_unread_after(s, a, b);
	return !read_to_value(s, a, b);
}

/*
 * Is s[a..b) a number, a space, then a group in parentheses of numbers
 * and signs only ("42 (50/50)", "42 (1:1)", "42 (2/2)")?  In prose the
 * group is an aside (odds, a ratio, a score), not a factor: read as a
 * product it would make "42 (50/50)" equal 42.
 */
static int
number_aside(const char *s, size_t a, size_t b)
{
	size_t i = a, d;

	if (i < b && s[i] == '-')
		i++;
	for (d = i; i < b && (is_digit((unsigned char)s[i]) || s[i] == '.' ||
	    s[i] == ','); i++)
		;
	if (i == d || i >= b || s[i] != ' ')
		return 0;
	while (i < b && s[i] == ' ')
		i++;
	if (i >= b || s[i] != '(' || s[b - 1] != ')' || b - i < 3)
		return 0;
	for (d = i + 1; d < b - 1; d++)
		if (!is_digit((unsigned char)s[d]) &&
		    strchr("/:.,% -", s[d]) == NULL)
			return 0;
	return 1;
}

/*
 * "A, C, and E (not B or D)", the statement after a phrase at s[a..b):
 * the letters into out and where the statement ends into *send, 1, when
 * the aside only names letters left out (papo_answer_choice_aside) and
 * the sentence before the phrase neither hedges nor supposes (as
 * after_phrase reads it); else 0, out untouched.
 */
static int
letters_aside(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *send)
{
	size_t st, e, cb, ta = a, z = b;

	/* the aside first: most statements have none */
	papo_answer_trim(s, &ta, &z);
	if (ta == z || s[ta] < 'A' || s[ta] > 'J' || (cb =
	    papo_answer_choice_aside(s, ta, e = statement_end(s, ta, b))) == 0)
		return 0;
	for (st = a; st > 0 && s[st - 1] != '\n' && !((s[st - 1] == '.' ||
	    s[st - 1] == '?' || s[st - 1] == '!') && st < a &&
	    is_space((unsigned char)s[st])); st--)
		;
	if (doubted(s, st, a) || supposed(s, st, a))
		return 0;
	a = ta;
	papo_answer_trim(s, &a, &cb);
	papo_buf_reset(out);
	papo_buf_add(out, s + a, cb - a);
	*send = e;
	return 1;
}

/*
 * "B, since 7 is prime.", the statement after a phrase at s[a..b): an
 * option's letter alone, then a reason ("since", "because"): the letter
 * into out and where the statement ends into *send, 1 (its reason is
 * read after it as a number's is); -1 for the letter after a word of
 * approximation ("about B, since 7 is prime"); else 0, out untouched.
 */
static int
letter_reason(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *send)
{
	static const char *const why[] = { "since", "because", "weil",
	    "da", "denn", "car", "parce que", "puisque", "porque", "pois",
	    "perch\xc3\xa9", "poich\xc3\xa9",
	    "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd1\x87\xd1\x82"
	    "\xd0\xbe", "\xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba",
	    NULL };	/* потому что, так как */
	size_t ta = a, z = b, k;
	int dense = 0, approx = 0;

	papo_answer_trim(s, &ta, &z);
	/* "about B, since 7 is prime": the letter approximated, and the
	   reason's number no answer either */
	for (k = ta + 1; k + 1 < z && k < ta + 24 && (is_alpha((unsigned
	    char)s[k]) || s[k] == ' '); k++)
		if (s[k] >= 'A' && s[k] <= 'J' && s[k - 1] == ' ' &&
		    (s[k + 1] == ',' || s[k + 1] == ' '))
			break;
	if (k + 1 < z && s[k] >= 'A' && s[k] <= 'J' && s[k - 1] == ' ' &&
	    papo_answer_approx_before(s, ta, k, NULL, 0))
		approx = 1, ta = k;
	if (z - ta < 4 || s[ta] < 'A' || s[ta] > 'J')
		return 0;
	k = ta + 1;
	if (s[k] == ',')
		k++;
	else if (z - k >= 3 && memcmp(s + k, "\xef\xbc\x8c", 3) == 0)
		k += 3, dense = 1;	/* "B，因为" */
	if (k >= z || (!dense && s[k] != ' '))
		return 0;
	while (k < z && s[k] == ' ')
		k++;
	if (dense ? !(z - k >= 6 && (memcmp(s + k, "\xe5\x9b\xa0\xe4\xb8"
	    "\xba", 6) == 0 || memcmp(s + k, "\xe5\x9b\xa0\xe7\x82\xba",
	    6) == 0)) : papo_answer_word_of(s, k, z, k, why) == 0)
		return 0;	/* 因为, 因為 */
	if (approx)
		return -1;
	papo_buf_reset(out);
	papo_buf_add(out, s + ta, 1);
	*send = statement_end(s, ta, b);
	return 1;
}

/*
 * Does the value s[ca..cb) open with one Han or kana letter glued to
 * its number ("共36个", "計36個", "有36个")?  A word before the number,
 * read as a statement's are (statement_value's rows: "近36个" is no
 * answer), though papo_answer_prose, which wants two such letters,
 * finds no prose.  Not 约 or 約, read as "about" (the approximate
 * refusal), nor Thai, whose ฿ is a currency.
 */
static int
dense_glued(const char *s, size_t ca, size_t cb)
{
	size_t l;
	long c = papo_frame_cp_len(s, ca, cb, &l);

	return (unsigned char)s[ca] >= 0xe0 && papo_frame_dense_letter(c) &&
	    !(c >= 0xe00 && c < 0xe80) && c != 0x7ea6 && c != 0x7d04 &&
	    ca + l < cb && is_digit((unsigned char)s[ca + l]);
}

/*
 * The value s[ca..cb) that is no prose, its statement ending at e, into
 * out (reset first): one number grouped by spaces ("1 000") read as a
 * number (not "2,1", a list), a unit aside after it ("Answer: 3 (min)")
 * read onto it; ST_ONE.
 */
static int
plain_value(const char *s, size_t ca, size_t cb, size_t e,
    struct papo_buf *out)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y;

	papo_buf_reset(out);
	if (memchr(s + ca, ' ', cb - ca) != NULL &&
	    papo_answer_last_number(s, ca, cb, &t, &x, &y) && x == ca &&
	    y == cb)
		papo_buf_add(out, t.s, t.len);
	else
		papo_buf_add(out, s + ca, cb - ca);
	papo_buf_release(&t);
	if (cb < e && s[cb] == ' ')
		(void)aside_unit(s, cb, e, out);
	return ST_ONE;
}

/*
 * A value after an answer phrase that is a sign's word and a number in
 * digits, and nothing else to its statement's end (s[a..e)): "The
 * answer is minus 42.", "negative 42", "答案是负42。", "答えはマイナス42
 * です" (the ending です, ending the statement): "-42" into out; else
 * 0.  A word before the sign ("about minus 42") or after the number
 * ("minus 42 degrees") is read as before (no answer); the other
 * languages' openers refuse their sign's word ("moins 42") before.
 */
static int
signed_word_value(const char *s, size_t a, size_t e, struct papo_buf *out)
{
	static const char *const signs[] = { "negative ", "minus ",
	    "\xe8\xb4\x9f", "\xe8\xb2\xa0",			/* 负, 負 */
	    "\xe3\x83\x9e\xe3\x82\xa4\xe3\x83\x8a\xe3\x82\xb9",	/* マイナス */
	    NULL };
	size_t k, i, d;

	papo_answer_trim(s, &a, &e);
	while (e > a && (s[e - 1] == '.' || s[e - 1] == ' '))
		e--;
	if (e >= a + 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0)
		e -= 3;	/* 。 */
	if (e >= a + 6 && memcmp(s + e - 6, "\xe3\x81\xa7\xe3\x81\x99",
	    6) == 0)
		e -= 6;	/* です */
	for (k = 0; signs[k] != NULL; k++)
		if (starts_ci(s, e, a, signs[k]))
			break;
	if (signs[k] == NULL)
		return 0;
	for (i = a + strlen(signs[k]); i < e && s[i] == ' '; i++)
		;
	for (d = i; d < e && (is_digit((unsigned char)s[d]) || ((s[d] ==
	    '.' || s[d] == ',') && d > i && d + 1 < e &&
	    is_digit((unsigned char)s[d + 1]))); d++)
		;
	if (d == i || d != e)
		return 0;
	papo_buf_reset(out);
	papo_buf_addc(out, '-');
	papo_buf_add(out, s + i, d - i);
	return 1;
}

/*
 * The answer in s[a..b) after a phrase, into out: ST_ONE when found,
 * ST_MANY when the statement hedges or offers several values, else
 * ST_NONE with out untouched; *send is where the statement ends.  Its
 * value ends before a reason ("12 since there are 3 boxes of 4" is 12)
 * or an aside.  With text set, a few plain words are an answer
 * ("Answer: No solution").
 */
/*
 * The value of an answer phrase's statement s[sa..sb) read as a
 * statement (statement_value), after the rate's one period of the
 * question's that opens it ("速度是每小时50千米": papo_answer_unit_period)
 * when there is one: ST_NONE when a word it does not know stands
 * before the value ("The answer is foo 42.", "is roughly-42": not
 * fillers, no copula), ST_MANY when the phrase leaves words unread,
 * PHRASE_ON when it holds no value (the phrase's words are read next).
 */
#define PHRASE_ON	2
static int
phrase_statement(const char *s, size_t sa, size_t sb, struct papo_buf *out,
    const char *pr, size_t pn)
{
	size_t k;
	int conc, math, r;

	papo_answer_trim(s, &sa, &sb);
	if ((k = conclusion(s, sa, sb)) > sa && k < sb &&
	    papo_answer_has_digit(s, sa, k))
		return ST_MANY;	/* "La réponse est -7, donc 30.": the
				   phrase's value, another concluded */
	r = statement_value(s, sa, sb, out, &conc, &math, 0, pr, pn);
	if (r != ST_NONE && sb - sa > 3 && (s[sa] == '1' || memcmp(s + sa,
	    "\xe4\xb8\x80", 3) == 0 || memcmp(s + sa, "\xe6\xaf\x8f", 3) ==
	    0) && (k = papo_answer_unit_period(s, sa, sb, pr, pn)) > sa) {
		sa = k;	/* 一, 每 */
		r = statement_value(s, sa, sb, out, &conc, &math, 0, pr, pn);
	}
	if (r == ST_ONE && (conc == 0 || conc == 2) && unread_to_value(s, sa,
	    sb))
		return ST_NONE;
	if (r == ST_ONE && phrase_unread(s, sa, sb, conc))
		return ST_MANY;
	return r == ST_NONE ? PHRASE_ON : r;
}

static int after_phrase(const char *, size_t, size_t, struct papo_buf *,
    int, size_t *, const char *, size_t);

/*
 * A value in bold with words after it in its bold ("Answer: **35
 * bushels per day**", "**$2,000 remains after expenses.**") or right
 * after it ("**650** grams of zinc": the unit is the value's): read as
 * the same text without its marks is ("Answer: 35 bushels per day"),
 * by after_phrase's rules, the statement from s[a] (or its bold's
 * opening at s[ca - 2] when a is past it).  1 when that reading gives
 * one value (into out, *send its statement's end in s); else 0, out and
 * *send as they were, and the bold is read by bold_after.
 */
static int
bold_prose(const char *s, size_t a, size_t ca, size_t b, size_t e,
    struct papo_buf *out, int text, size_t *send, const char *pr,
    size_t pn)
{
	struct papo_buf t = PAPO_BUF_INIT, v = PAPO_BUF_INIT;
	size_t z, ts, w;
	int r;

	if ((z = bold_close(s, ca, b, e)) == 0 || !papo_answer_has_digit(s,
	    ca, z))
		return 0;	/* no bold, or no value in it */
	for (w = z + 2; w < b && s[w] == ' '; w++)
		;
	if (memchr(s + ca, ' ', z - ca) == NULL && !(w > z + 2 && w < b &&
	    is_alpha((unsigned char)s[w])))
		return 0;	/* a value alone, no word after it ("**650**
				   grams of zinc" is read so) */
	for (w = ca; w < z && (is_digit((unsigned char)s[w]) || s[w] == '.' ||
	    s[w] == ',' || s[w] == '$' || s[w] == ' '); w++)
		;
	if (bold_bounded(s, ca, w, z, pr, pn))
		return 0;	/* "**33 than scarves**": bold_after reads
				   it as written, the question's words in
				   its order alone its comparison's */
	papo_buf_add(&t, s, ca - 2);
	papo_buf_add(&t, s + ca, z - ca);
	papo_buf_add(&t, s + z + 2, b - z - 2);
	r = after_phrase(t.s, a < ca - 2 ? a : ca - 2, t.len, &v, text, &ts,
	    pr, pn);
	if (r == ST_ONE) {
		papo_buf_reset(out);
		papo_buf_add(out, v.s, v.len);
		*send = ts < ca - 2 ? ts : ts < z - 2 ? ts + 2 : ts + 4;
	}
	papo_buf_release(&t);
	papo_buf_release(&v);
	return r == ST_ONE;
}

static int
after_phrase(const char *s, size_t a, size_t b, struct papo_buf *out,
    int text, size_t *send, const char *pr, size_t pn)
{
	size_t ca, cb, e, ve, st;
	int k;

	/* "I don't think the answer is 4", "if the answer is 4": the
	   sentence before the phrase hedges or supposes */
	for (st = a; st > 0 && s[st - 1] != '\n' && !((s[st - 1] == '.' ||
	    s[st - 1] == '?' || s[st - 1] == '!') && st < a &&
	    is_space((unsigned char)s[st])); st--)
		;
	if (doubted(s, st, a) || supposed(s, st, a) ||
	    papo_answer_asked_open(s, st, a))
		return ST_MANY;

	{
		size_t z = b;

		papo_answer_trim(s, &a, &z);
	}
	e = statement_end(s, a, b);
	*send = e;
	if (papo_answer_choice_except(s, a, e, pr, pn, out) ||
	    letters_whole(s, a, e, pr, pn, out) || glossed_choice(s, a, e,
	    out))
		return ST_ONE;	/* "all except B and D", "A, C und E",
				   "D (About 45%)" */
	ve = papo_answer_value_end(s, a, e);
	if (papo_answer_hedged(s, a, ve) ||
	    papo_answer_hedged_aside(s, ve, e) ||
	    papo_answer_unsure(s, a, ve) || other_case(s, ve, e) ||
	    alt_after(s, ve, e) || cond_after(s, a, e, 0, pr, pn))
		return ST_MANY;
	if (negated(s, a, ve))
		return ST_NONE;
	if (signed_word_value(s, a, e, out))
		return ST_ONE;	/* "The answer is minus 42." */
	if (qualified(s, a, e, 1, pr, pn))
		return ST_MANY;
	if (a < b && (s[a] == '$' || (s[a] == '\\' && a + 1 < b &&
	    (s[a + 1] == '(' || s[a + 1] == '[')))) {
		int r = math_after(s, a, b, ve, e, out, send);

		if (r != ST_NONE)
			return r;
	}
	ca = a;
	cb = ve;
	papo_answer_trim(s, &ca, &cb);
	if (ca >= cb)
		return ST_NONE;
	/* "【答案】B．①③": the letter, its statements the problem's */
	if ((k = papo_answer_choice_circled(s, ca, cb, pr, pn)) != 0) {
		if (k < 0)
			return ST_MANY;
		papo_buf_reset(out);
		papo_buf_addc(out, (char)k);
		return ST_ONE;
	}
	if (suffixed_letter(s, ca, cb, out) ||
	    suffixed_option(s, ca, cb, pr, pn, out) ||
	    option_after(s, ca, cb, out) ||
	    bold_prose(s, a, ca, b, e, out, text, send, pr, pn) ||
	    bold_after(s, ca, b, e, out, pr, pn) || words_after(s, ca, cb,
	    out))
		return ST_ONE;
	if (number_aside(s, ca, cb))
		return ST_MANY;	/* "Answer: 42 (50/50)" */
	if (!papo_answer_prose(s, ca, cb) && !dense_glued(s, ca, cb))
		return ve < *send && restated(s, ve, *send) &&
		    !option_restated(s, ca, cb, ve, *send, pr, pn) ? ST_MANY :
		    plain_value(s, ca, cb, e, out);
	if (text && yes_no_word(s, ca, cb, out, send))
		return ST_ONE;
	if ((k = phrase_statement(s, ca, *send, out, pr, pn)) != PHRASE_ON)
		return k;
	if (text && cb - ca <= 40 && plain_words(s, ca, cb)) {
		/* "Answer: No solution": a few words answer */
		papo_buf_reset(out);
		papo_buf_add(out, s + ca, cb - ca);
		return ST_ONE;
	}
	return ST_NONE;
}

/* Does the sentence s[a..b) end with a question mark? */
static int
question(const char *s, size_t a, size_t b)
{
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '*' || s[b - 1] == '"'))
		b--;
	return b > a && s[b - 1] == '?';
}

/*
 * Is s[a..b) a note ("Note: ...", "(Check: ...)", "Remark"), which
 * comments on the answer and never gives it?
 */
int
papo_answer_is_note(const char *s, size_t a, size_t b)
{
	static const char *const w[] = { "note", "notes", "n.b.", "remark",
	    "hint", "check", "verification", "explanation", "disclaimer",
	    "caveat", "p.s.", "ps:", NULL };
	size_t k, l, e = b;

	while (a < b && is_space((unsigned char)s[a]))
		a++;
	while (e > a && (is_space((unsigned char)s[e - 1]) ||
	    s[e - 1] == '.'))
		e--;
	/* "(3 was ruled out.)": an aside of its own, not "(1,2)" */
	if (e > a + 1 && s[a] == '(' && s[e - 1] == ')' &&
	    memchr(s + a + 1, ')', e - a - 2) == NULL &&
	    papo_answer_prose(s, a, e))
		return 1;
	while (a < b && (s[a] == '*' || s[a] == '(' || s[a] == '#' ||
	    s[a] == '>' || is_space((unsigned char)s[a])))
		a++;
	for (k = 0; w[k]; k++) {
		l = strlen(w[k]);
		if (starts_ci(s, b, a, w[k]) && (a + l == b ||
		    !is_alpha((unsigned char)s[a + l])))
			return 1;
	}
	return 0;
}

/* After a value alone (its math closed): at most two short words (a
   unit) and ']', ')'. */
static int
alone_after(const char *s, size_t y, size_t b)
{
	while (b > y && (s[b - 1] == ']' || s[b - 1] == ')' ||
	    s[b - 1] == ' '))
		b--;
	while (y < b && (s[y] == ' ' || s[y] == '$' || (s[y] == '\\' &&
	    y + 1 < b && s[y + 1] == ')') || (s[y] == ')' && y > 0 &&
	    s[y - 1] == '\\')))
		y++;	/* "60\\) pens" */
	if (y == b)
		return 1;
	return b - y <= 20 && plain_words(s, y, b) &&
	    memchr(s + y, ' ', b - y) == memrchr(s + y, ' ', b - y);
}

/*
 * After a value at s[y]: one word (its noun) and a phrase that sums it
 * to b, but for a stop ("3 + 4 = 7 apples in total.")?
 */
static int
summed_after(const char *s, size_t y, size_t b)
{
	static const char *const sums[] = { "in total", "in all",
	    "altogether", "total", "overall", "combined", NULL };
	size_t w, k, l;

	while (b > y && (s[b - 1] == '.' || s[b - 1] == ' '))
		b--;
	while (y < b && s[y] == ' ')
		y++;
	for (w = y; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == y || w >= b || s[w] != ' ')
		return 0;
	for (k = 0; sums[k] != NULL; k++) {
		l = strlen(sums[k]);
		if (b - w - 1 == l && starts_ci(s, b, w + 1, sums[k]))
			return 1;
	}
	return 0;
}

/*
 * After a value at s[y]: a noun and a rate of time to b ("400 apples
 * per day", "400 cartons each school day", "12 pages a week"): a word
 * of per[], "school" at most, then a word of spans[] and b; or in any
 * language units_span.c reads, a rate phrase of its table to b ("18
 * Dollar pro Tag", "18 dollars daily").
 */
int
papo_answer_rate_of_time(const char *s, size_t y, size_t b)
{
	static const char *const per[] = { "per", "each", "every", "a",
	    NULL };
	static const char *const spans[] = { "second", "minute", "hour",
	    "day", "week", "month", "year", "weekday", "weekend", "night",
	    "morning", "evening", NULL };
	size_t i = y, w, l;
	unsigned long size;
	int dim;

	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (w = i; i < b && papo_ascii_word_byte((unsigned char)s[i]); i++)
		;
	if (i == w || i - w > 40 || i >= b || s[i] != ' ')
		return 0;
	i++;
	/* any language's rate (units_span.c): "18 Dollar pro Tag", "18
	   dollars daily", "18 долларов в день" */
	if (papo_unit_rate_phrase(s, i, b, &size, &dim))
		return 1;
	if ((l = papo_answer_word_of(s, i, b, i, per)) == 0 || i + l >= b ||
	    s[i + l] != ' ')
		return 0;
	i += l + 1;
	if (starts_ci(s, b, i, "school "))
		i += 7;
	return (l = papo_answer_word_of(s, i, b, i, spans)) != 0 &&
	    i + l == b;
}

/*
 * papo_answer_rate_of_time to the end of one of the first four words
 * after s[y] (in s[..b)): a rate of time the sentence may go on after
 * ("1 email a day to her boyfriend").
 */
int
papo_answer_rate_opens(const char *s, size_t y, size_t b)
{
	size_t i;
	int n = 0;

	for (i = y; i < b && n < 4; i++)
		if (is_alpha((unsigned char)s[i]) && (i + 1 == b ||
		    !is_alpha((unsigned char)s[i + 1])) && (n++,
		    papo_answer_rate_of_time(s, y, i + 1)))
			return 1;
	return 0;
}

/*
 * After a value at s[y]: a unit or a noun and "of", or "on", then one to
 * three words without digits to b ("6 pints of gasoline", "250 grams of
 * sugar", "$180 on place settings"), whose words the rest of the
 * sentence's rows judge?  With the problem pr[0..pn), each of those
 * words is an article or a word of it, its ending aside ("650
 * milligrams of zinc" to "How many milligrams of zinc ...?"; not "of
 * iron"): a word it does not hold names another quantity.
 */
static int
of_after(const char *s, size_t y, size_t b, const char *pr, size_t pn)
{
	static const char *const articles[] = { "the", "a", "an", "his",
	    "her", "their", "its", "our", "my", "your", NULL };
	size_t i = y, w, e, words = 0;

	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	if (starts_ci(s, b, i, "on ") && plain_words(s, i + 3, b))
		i--;	/* "on" right after the value */
	else {
		for (w = i; i < b && is_alpha((unsigned char)s[i]); i++)
			;
		if (i == w || i - w > 20 || i >= b || s[i] != ' ' ||
		    !starts_ci(s, b, i + 1, "of ") || !plain_words(s, i + 4,
		    b))
			return 0;
	}
	for (i += 4, w = i; i < b; i++)
		if (s[i] == ' ')
			words++;
	if (words > 2 || memchr(s + y, '-', b - y) != NULL)
		return 0;
	for (; pr != NULL && w < b; w = e) {
		while (w < b && s[w] == ' ')
			w++;
		for (e = w; e < b && s[e] != ' '; e++)
			;
		if (e > w && !word_in_list(s, w, e, articles) &&
		    !papo_frame_in_problem(pr, pn, NULL, s, w, e) &&
		    !papo_frame_in_problem_stem(pr, pn, NULL, s, w, e) &&
		    !papo_frame_in_problem_synonym(pr, pn, NULL, s, w, e))
			return 0;
	}
	return 1;
}

/*
 * After a value at s[y]: "for" and at most three words to b, each an
 * article or a word of the problem pr[0..pn) ("$30 for the shirt" of "A
 * shirt costs $40."), read after as any words are.
 */
static int
for_theirs(const char *s, size_t y, size_t b, const char *pr, size_t pn)
{
	static const char *const articles[] = { "the", "a", "an", "each",
	    "all", NULL };
	size_t i, w;
	int words = 0;

	while (y < b && s[y] == ' ')
		y++;
	if (pr == NULL || b - y < 5 || !starts_ci(s, b, y, "for "))
		return 0;
	for (i = y + 4; i < b; i = w) {
		while (i < b && s[i] == ' ')
			i++;
		for (w = i; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		if (w == i || ++words > 3 || (papo_answer_word_of(s, i, w, i,
		    articles) != w - i && !papo_frame_in_problem(pr, pn, NULL,
		    s, i, w)))
			return 0;
	}
	return words > 0;
}

/*
 * After a value at s[y]: a percent sign, then at most four plain words
 * to b, the whole it is a share of ("30% of the class", "30 % da
 * turma"), read after as any words are.
 */
static int
share_of(const char *s, size_t y, size_t b)
{
	size_t i, words = 0;

	if (y < b && s[y] == ' ')
		y++;
	if (y >= b || s[y] != '%')
		return 0;
	for (i = y + 1; i < b; i++)
		if (s[i] == ' ' && ++words > 4)
			return 0;
	return y + 1 == b || (s[y + 1] == ' ' && plain_words(s, y + 2, b));
}

/*
 * After a value at s[y]: the noun counted, then a purpose clause "to
 * ..." of one to four plain words to b that the problem pr[0..pn)
 * writes word for word ("2 trips to transport all the feed" for "how
 * many trips does the farmer need to transport all the feed?"): the
 * question's own phrase, which adds nothing to the value.
 */
static int
purpose_after(const char *s, size_t y, size_t b, const char *pr, size_t pn)
{
	size_t i = y, w, l;

	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (w = i; i < b && is_alpha((unsigned char)s[i]); i++)
		;
	if (pr == NULL || i == w || i - w > 20 || i >= b || s[i] != ' ' ||
	    !starts_ci(s, b, i + 1, "to ") || !plain_words(s, i + 4, b))
		return 0;
	l = b - (i + 1);	/* "to transport all the feed" */
	return phrase_in(pr, 0, pn, pn, s + i + 1, l);
}

/* The rows no word of the question's own read in a statement may be:
   a doubt, negation, bound, condition, disowning, modal or turn. */
#define NOT_STATED	(M(R_DOUBT) | M(R_NEG) | M(R_BOUND) | M(R_COND) | \
			 M(R_DISOWN) | M(R_MODAL) | M(R_WEAK) | M(R_BEFORE))

/*
 * Is the word s[w..e), five letters or more (a verb's, not "the"), one
 * of the problem pr[0..pn)'s question after its first two words (not its
 * asking words: "How 18.", "Quanti 18."), case folded, and no
 * auxiliary nor a row of doubt, negation, bound, condition or modal?
 */
static int
question_word(const char *s, size_t w, size_t e, const char *pr, size_t pn)
{
	/* a question's auxiliaries: "Does 18." states nothing */
	static const char *const aux[] = { "do", "does", "did", "is", "are",
	    "was", "were", "will", "would", "can", "could", "should", "shall",
	    "has", "have", "had", "be", "been", NULL };
	size_t qa, qb, k, l = e - w;
	int words = 0;

	if (pr == NULL || l < 5 || papo_answer_word_of(s, w, e, w, aux) == l ||
	    papo_frame_row_within(s, w, e, NOT_STATED, pr, pn) != NULL)
		return 0;
	qb = papo_frame_question(pr, pn, &qa);
	for (k = qa; k < qb && words < 3; k++)
		words += papo_ascii_word_byte((unsigned char)pr[k]) && (k ==
		    qa || !papo_ascii_word_byte((unsigned char)pr[k - 1]));
	return phrase_in(pr, k > qa ? k - 1 : qa, qb, pn, s + w, l);
}

/*
 * Is the rate of time s[i..k) (after a value's noun) over the span the
 * question pr[qa..qb) asks a rate of ("am Tag" for "täglich")?
 */
static int
rate_span_asked(const char *s, size_t i, size_t k, const char *pr,
    size_t qa, size_t qb)
{
	unsigned long rs, qs;
	int rd, qd;
	size_t w;

	if (!papo_unit_span_in(pr, qa, qb, &qs, &qd))
		return 0;	/* the question asks no rate */
	if (!papo_unit_rate_phrase(s, i, k, &rs, &rd)) {
		for (w = k; w > i && s[w - 1] != ' '; w--)
			;	/* "a day", "per day": its last word */
		if (!papo_unit_span_word(s + w, k - w, &rs, &rd))
			return 0;
	}
	return rs == qs && rd == qd;
}

/*
 * After a value at s[y]: one word (the noun counted) at most, then one
 * to eight words of letters (spaces, '-', '\'' between) to b that the
 * problem pr[0..pn)'s question writes word for word, case folded ("18
 * dollars at the farmers' market", "18 dollari ogni giorno al mercato
 * contadino" for "Quanti dollari guadagna ogni giorno al mercato
 * contadino?"), after a rate of time at most ("18 Dollar am Tag auf
 * dem Bauernmarkt" for "... täglich auf dem Bauernmarkt?"): the
 * question's own phrase, which adds nothing to the
 * value; none of them a row of doubt, bound, condition, modal, turn or
 * disowning ("at most" asked is still a bound), and a negation only as
 * the question writes it ("120 pounds of carrots will not be used." for
 * "How many pounds of carrots will not be used?").
 */
int
papo_answer_question_tail(const char *s, size_t y, size_t b, const char *pr,
    size_t pn)
{
	size_t i = y, w, qa, qb, n = 0;

	if (pr == NULL)
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (w = i; i < b && is_alpha((unsigned char)s[i]); i++)
		;
	if (i == w || i >= b || s[i] != ' ')
		return 0;
	/* the noun counted: no negation, doubt, bound or approximation
	   ("12 not apples", "12 roughly apples") */
	if (papo_frame_row_within(s, w, i, NOT_STATED, pr, pn) != NULL ||
	    papo_answer_word_of(s, w, i, w, papo_answer_approx_words) != 0)
		return 0;
	/* and a word papo knows: the problem's (its stem: "apple" of
	   "apples") or a unit; not "12 niet apples", "12 blorf apples" */
	if (!papo_frame_in_problem(pr, pn, NULL, s, w, i) &&
	    !papo_frame_in_problem_stem(pr, pn, NULL, s, w, i) &&
	    !papo_answer_unit_named(s + w, i - w))
		return 0;
	for (w = ++i; w < b; w++)
		if (is_alpha((unsigned char)s[w]))
			n += w == i || !is_alpha((unsigned char)s[w - 1]);
		else if (s[w] != ' ' && s[w] != '-' && s[w] != '\'')
			return 0;
	if (n == 0 || n > 8 || !is_alpha((unsigned char)s[i]))
		return 0;
	qb = papo_frame_question(pr, pn, &qa);
	if (papo_frame_row_within(s, i, b, NOT_STATED & ~M(R_NEG), pr, pn) !=
	    NULL)
		return 0;
	if (phrase_in(pr, qa, qb, pn, s + i, b - i))
		return 1;
	/* a rate of time first, over the question's span, then its words
	   ("18 Dollar am Tag auf dem Bauernmarkt" of "... täglich auf dem
	   Bauernmarkt?") */
	for (w = i, n = 0; w < b && n < 4; w++)
		if (is_alpha((unsigned char)s[w]) && (w + 1 < b &&
		    s[w + 1] == ' ') && (n++, papo_answer_rate_of_time(s, y,
		    w + 1)))
			return w + 2 < b && rate_span_asked(s, i, w + 1, pr, qa,
			    qb) && phrase_in(pr, qa, qb, pn, s + w + 2,
			    b - w - 2);
	return 0;
}

/*
 * Is "for" or "in" at s[w..e) the start of a duration or measure, the
 * value after it at s[x..y) followed to b by one unit papo sizes ("run
 * for 25 minutes", "filled in 4 hours")?
 */
static int
measure_after(const char *s, size_t w, size_t e, size_t y, size_t b)
{
	struct papo_unit u;
	size_t i = y, k;

	if (!((e - w == 3 && starts_ci(s, e, w, "for")) || (e - w == 2 &&
	    starts_ci(s, e, w, "in"))))
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	for (k = i; k < b && is_alpha((unsigned char)s[k]); k++)
		;
	return k > i && k == b && papo_unit_parse(s + i, k - i, &u) == 0 &&
	    !u.generic;
}

/*
 * Is the sentence s[a..b) one short clause whose one value is the object
 * of its verb, at its end with at most a unit ("It takes $48$ hours.",
 * "That leaves 12 apples.", "He needs 12 more.", "Josey needs 6 pints
 * of gasoline."): not after a preposition ("the case of 4 separately")
 * but a duration or measure ("run for 25 minutes"), not a guess or a
 * step, nor a modal of possibility the problem pr[0..pn) does not ask
 * in?
 */
/* The verbs of existence or having a sentence may open with, its
   subject dropped (es, pt, it), before its value: object_value's. */
static const char *const there_verbs[] = { "hay", "existe", "existen",
	"existem", "tiene", "tienen", "tem", "contiene", "contienen",
	"contem", "possui", "abbiamo", "tenemos", "temos", NULL };

/*
 * Does s[a..e) end with a row of the list l (ASCII in any case), the
 * row's first word a whole word?  Read for approx_phrases[] and
 * phrasal_objects[].
 */
static int
row_ends(const char *s, size_t a, size_t e, const char *const *l)
{
	size_t k, n;

	for (k = 0; l[k] != NULL; k++) {
		n = strlen(l[k]);
		if (n <= e - a && strncasecmp(s + e - n, l[k], n) == 0 &&
		    (e - n == a || !is_alpha((unsigned char)s[e - n - 1])))
			return 1;
	}
	return 0;
}

/*
 * The verbs whose object a preposition opens ("ends up with 36",
 * "comes to 36", "is left with 36"): the value after them is the
 * verb's object, as after "has".
 */
static const char *const phrasal_objects[] = { "end up with",
	"ends up with", "ended up with", "winds up with", "wind up with",
	"wound up with", "comes away with", "goes home with", "left with",
	"leaves us with", "leave us with",
	"leaves me with", "leaves him with", "leaves her with",
	"leaves them with", "comes to", "come to", "came to", "amounts to",
	"amount to", "amounted to", "adds up to", "add up to",
	"added up to", "comes out to", "works out to", "brings in",
	"bring in", "brought in", NULL };


/*
 * Is the preposition s[w..e), after its verb in s[a..w), the question's
 * own verb and preposition ("James responds to 320 emails" for "How many
 * emails does he respond to", "John leaves with $25" for "how much does
 * he leave with"): the verb written in p[0..pn) as in s, or with an "s"
 * or "es" less, and the preposition right after it?
 */
static int
asked_phrasal(const char *s, size_t a, size_t w, size_t e, const char *p,
    size_t pn)
{
	char pat[48];
	size_t vb, ve = w, vl, pl = e - w, k, cut;
	const char *q;

	if (p == NULL)
		return 0;
	while (ve > a && s[ve - 1] == ' ')
		ve--;
	for (vb = ve; vb > a && is_alpha((unsigned char)s[vb - 1]); vb--)
		;
	vl = ve - vb;
	if (vl < 3 || vl + pl + 2 > sizeof(pat))
		return 0;
	for (cut = 0; cut <= 2; cut++) {	/* "responds", "respond" */
		if (cut > 0 && (vl - cut < 3 || s[ve - 1] != 's' || (cut == 2 &&
		    s[ve - 2] != 'e')))
			break;
		memcpy(pat, s + vb, vl - cut);
		pat[vl - cut] = ' ';
		memcpy(pat + vl - cut + 1, s + w, pl);
		for (k = 0; k + vl - cut + 1 + pl <= pn && (q = memmem(p + k,
		    pn - k, pat, vl - cut + 1 + pl)) != NULL; k = (size_t)(q -
		    p) + 1)
			if ((q == p || !is_alpha((unsigned char)q[-1])) &&
			    ((size_t)(q - p) + vl - cut + 1 + pl == pn ||
			    !is_alpha((unsigned char)q[vl - cut + 1 + pl])))
				return 1;
	}
	return 0;
}

/* Does s[a..b) hold a comma that is no thousands separator (one
   between a digit and three digits: "Tom eats 1,388 apples.")? */
static int
clause_comma(const char *s, size_t a, size_t b)
{
	const char *p;
	size_t k;

	for (k = a; k < b && (p = memchr(s + k, ',', b - k)) != NULL; k++) {
		k = (size_t)(p - s);
		if (k == a || k + 3 >= b ||
		    !is_digit((unsigned char)s[k - 1]) ||
		    !is_digit((unsigned char)s[k + 1]) ||
		    !is_digit((unsigned char)s[k + 2]) ||
		    !is_digit((unsigned char)s[k + 3]) ||
		    (k + 4 < b && is_digit((unsigned char)s[k + 4])))
			return 1;
	}
	return 0;
}

static int
object_value(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	static const char *const preps[] = { "of", "in", "for", "by", "with",
	    "at", "on", "from", "to", "per", "after", "before", "than",
	    "about", "into", "over", "under", "between", "and", "or", "is",
	    "are", "was", "were", "be", NULL };
	static const char *const steps[] = { "guess", "guessed", "first",
	    "initially", "check", "try", "tried", "assume", "suppose",
	    "if", "when", "not", "never", "no", "might", "could", "may",
	    "maybe", "perhaps", NULL };
	/* a wish, a plan or a past habit, not what is ("She wants to
	   make 18 dollars."), unless the problem asks it so */
	static const char *const intents[] = { "want", "wants", "wanted",
	    "hope", "hopes", "hoped", "hoping", "plan", "plans", "planned",
	    "planning", "tries", "trying", "aim", "aims", "aimed", "intend",
	    "intends", "intended", "wish", "wishes", "wished", "expect",
	    "expects", "expected", "used", "goal", "target", "dream",
	    "dreams", "would like", NULL };
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y, e, w, i, k, words = 0;
	int ok;

	if (b - a > 100 || clause_comma(s, a, b) ||
	    memchr(s + a, ';', b - a) != NULL ||
	    memchr(s + a, ':', b - a) != NULL)
		return 0;
	if (papo_answer_compound(s, a, b, &t, &x)) {
		ok = 1;		/* "It takes 2 hours and 15 minutes." */
		y = b;
	} else
		ok = papo_answer_last_number(s, a, b, &t, &x, &y);
	papo_buf_release(&t);
	if (!ok)
		return 0;
	x = chain_start(s, a, x);	/* "sells $12 \\times 5 = 60$ pens" */
	while (b > y && (s[b - 1] == ' ' || s[b - 1] == '.'))
		b--;
	if (!(alone_after(s, y, b) || of_after(s, y, b, pr, pn) ||
	    share_of(s, y, b) || for_theirs(s, y, b, pr, pn) || purpose_after(s,
	    y, b, pr, pn) || papo_answer_rate_of_time(s, y, b) ||
	    papo_answer_question_tail(s, y, b, pr, pn)) ||
	    papo_answer_has_digit(s, a, x))
		return 0;
	for (e = x; e > a && (s[e - 1] == ' ' || s[e - 1] == '$' ||
	    s[e - 1] == '\\' || (s[e - 1] == '(' && e >= a + 2 &&
	    s[e - 2] == '\\')); e--)
		;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == e || (papo_answer_word_of(s, w, e, w, preps) == e - w &&
	    !measure_after(s, w, e, y, b) &&
	    !row_ends(s, a, e, phrasal_objects) &&
	    !asked_phrasal(s, a, w, e, pr, pn)))
		return 0;
	for (i = a; i < x; i++) {
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])))
			continue;
		words++;
		if (papo_answer_word_of(s, a, x, i, steps) &&
		    !papo_answer_modal_lent(s, i, x, pr, pn) &&
		    !papo_frame_asked_not(s, i, x, pr, pn))
			return 0;	/* "He could buy 7 books." only when
					   the problem asks "could he buy" */
		if ((k = papo_answer_word_of(s, a, x, i, intents)) != 0 &&
		    (pr == NULL || !(papo_frame_in_problem(pr, pn, NULL, s, i,
		    i + k) || papo_answer_intent_lent(pr, pn, s, i, i + k))))
			return 0;
	}
	/* one word: a verb of existence or having that needs no subject
	   ("Hay 126 libros.", "Existem 126 livros."), or the question's
	   own verb, its subject dropped ("Guadagna 18 dollari." for
	   "Quanti dollari guadagna ...?"); the readers of the statement's
	   language read it after */
	if (words == 1 && (papo_answer_word_of(s, w, e, w, there_verbs) ==
	    e - w || question_word(s, w, e, pr, pn)))
		return 1;
	return words >= 2 && words <= 8;
}

/*
 * The response's final statement, in its last sentences s[0..b): the
 * last sentence that holds a value (the sentences after it, notes
 * without one, at most three), when it is the value alone (a number with
 * at most a unit, a run of math), or asserts it ("the total is $12$"),
 * or concludes with one value ("Therefore, it takes 35 minutes"); any
 * sentence in another script with one value.  Anything else (two
 * values, a hedge, no assertion) is no answer.
 */
/*
 * The numbers of s[a..b) (at most max, from the last), each as
 * papo_answer_last_number writes it, into n[] (released by the caller);
 * their count, or max + 1 when there are more.
 */
static size_t
numbers_of(const char *s, size_t a, size_t b, struct papo_buf *n, size_t max)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t k = 0, x, y;

	while (b > a && papo_answer_last_number(s, a, b, &t, &x, &y)) {
		if (k == max) {
			k++;
			break;
		}
		papo_buf_add(&n[k++], t.s, t.len);
		b = x;
	}
	papo_buf_release(&t);
	return k;
}

/*
 * Words that deny, except, approximate or bound in a clause before the
 * value ("not", "instead of", "about $10", "at least $10").
 */
static const char *const lead_denials[] = { "not", "no", "never",
	"without", "cannot", "neither", "nor", "except", "instead", "about",
	"approximately", "approx", "around", "roughly", "nearly", "almost",
	"circa", "estimated", "estimate", "over", "under", "least", "most",
	"more", "less", "fewer", "up", "below", "above", "within", "or",
	NULL };

/*
 * Does the clause s[a..c) before a main clause s[m..b) that ends in a
 * computation (its last '=' at eq) hold one to three values, each an
 * operand of that computation, and nothing that supposes, doubts or
 * denies ("If ...", "maybe", "not")?
 */
static int
operands_before(const char *s, size_t a, size_t c, size_t m, size_t eq)
{
	struct papo_buf ln[4], mn[16];
	size_t i, j, nl, nm;

	if (papo_answer_hedged(s, a, c) || papo_answer_unsure(s, a, c) ||
	    supposed(s, a, c) || memmem(s + a, c - a, "n't", 3) != NULL ||
	    memchr(s + a, '~', c - a) != NULL || memmem(s + a, c - a,
	    "\xe2\x89\x88", 3) != NULL)
		return 0;	/* "~$10", "≈ $10" */
	for (i = a; i < c; i++)
		if ((i == a || !is_alpha((unsigned char)s[i - 1])) &&
		    papo_answer_word_of(s, a, c, i, lead_denials))
			return 0;
	for (i = 0; i < 4; i++)
		papo_buf_init(&ln[i]);
	for (i = 0; i < 16; i++)
		papo_buf_init(&mn[i]);
	nl = numbers_of(s, a, c, ln, 3);
	nm = numbers_of(s, m, eq, mn, 15);
	for (i = 0; nl > 0 && nl <= 3 && nm <= 15 && i < nl; i++) {
		for (j = 0; j < nm; j++)
			if (ln[i].len == mn[j].len && memcmp(ln[i].s, mn[j].s,
			    ln[i].len) == 0)
				break;
		if (j == nm)
			break;
	}
	for (j = 0; j < 4; j++)
		papo_buf_release(&ln[j]);
	for (j = 0; j < 16; j++)
		papo_buf_release(&mn[j]);
	return nl > 0 && nl <= 3 && nm <= 15 && i == nl;
}

/*
 * A sentence whose clause before a ", " holds values that are all
 * operands of the computation that ends it ("She also receives an
 * additional $10, so her total earnings are $270 + $10 = $280.",
 * "Adding the initial funding of $100,000, the total cost is $100,000 +
 * $1,350,000 = $1,450,000."): the clause's values are the computation's,
 * and the sentence's value is the main clause's, read alone (ST_ONE);
 * else ST_MANY (corpus faithfulcot-gsm8k-gpt-4-611 and -1192).  The
 * first such ", " from the start decides.
 */
static int
lead_operands(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *conc, int *math, const char *pr, size_t pn)
{
	size_t c, m, eq;
	const char *q;
	int keep = *conc;

	if ((q = memrchr(s + a, '=', b - a)) == NULL)
		return ST_MANY;
	eq = (size_t)(q - s);
	for (c = a + 1; c + 1 < eq; c++) {
		if (s[c] != ',' || s[c + 1] != ' ')
			continue;
		for (m = c + 2; m < eq && s[m] == ' '; m++)
			;
		if (papo_answer_word_of(s, m, eq, m, (const char *const[]){
		    "so", "and", "then", NULL }))
			while (m < eq && s[m] != ' ')
				m++;
		if (!operands_before(s, a, c, m, eq))
			continue;
		if (statement_value(s, m, b, out, conc, math, 1, pr, pn) ==
		    ST_ONE && *conc != 3)
			return ST_ONE;
		break;
	}
	*conc = keep;
	return ST_MANY;
}

/* Words that open a phrase of the problem's after the value ("over
   the three months"). */
static const char *const phrase_preps[] = { "in", "over", "during",
	"for", "across", "after", "within", "of", "on", "from", "among",
	"at", NULL };

/* Does s[a..b) hold a number, in digits or a word of phrase_nums[]? */
static int
phrase_number(const char *s, size_t a, size_t b)
{
	static const char *const phrase_nums[] = { "two", "three", "four",
	    "five", "six", "seven", "eight", "nine", "ten", "eleven",
	    "twelve", "twenty", "thirty", "fifty", "hundred", NULL };
	size_t i;

	for (i = a; i < b; i++)
		if (is_digit((unsigned char)s[i]) || ((i == a ||
		    !is_alpha((unsigned char)s[i - 1])) &&
		    papo_answer_word_of(s, a, b, i, phrase_nums)))
			return 1;
	return 0;
}

/*
 * Is s[a..e) the problem pr[0..pn)'s own words, word for word, or two
 * runs of them joined by a relative pronoun the response adds ("from 1
 * to 100, inclusive, that have at least one digit equal to 6" of "the
 * integers from 1 to 100, inclusive, have at least one digit equal to
 * 6")?
 */
static int
phrase_in_problem(const char *pr, size_t pn, const char *s, size_t a,
    size_t e)
{
	static const char *const rel[] = { " that ", " which ", " who ",
	    NULL };
	size_t x, k, l;

	if (papo_frame_in_problem(pr, pn, NULL, s, a, e))
		return 1;
	for (x = a; x < e; x++)
		for (k = 0; rel[k] != NULL; k++) {
			l = strlen(rel[k]);
			if (x + l < e && starts_ci(s, e, x, rel[k]) &&
			    papo_frame_in_problem(pr, pn, NULL, s, a, x) &&
			    papo_frame_in_problem(pr, pn, NULL, s, x + l, e))
				return 1;
		}
	return 0;
}

/*
 * Where a phrase that ends the sentence s[a..b) starts, when it opens
 * with a word of phrase_preps[], holds a number and is, after that
 * word, the problem's own, word for word ("366 downloads over the three months"
 * of "How many downloads ... total over the three months?", "3360 points in
 * the four years"): its number is the problem's, no second value of
 * the statement.  A number must stand before it; else b.
 */
size_t
papo_answer_problem_phrase(const char *s, size_t a, size_t b, const char *pr,
    size_t pn)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t e = b, k, l, best = b, x, y;
	int words = 0;

	if (pr == NULL || pn == 0)
		return b;
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '.' ||
	    s[e - 1] == '!'))
		e--;
	for (k = e; k > a && words < 16; k--) {
		if (s[k - 1] != ' ')
			continue;
		words++;
		/* the words after the preposition, two or more, the
		   problem's ("in the three months" of "over the three
		   months") */
		if ((l = papo_answer_word_of(s, k, e, k, phrase_preps)) == 0 ||
		    memchr(s + k + l + 1, ' ', e - k - l - 1) == NULL ||
		    !phrase_in_problem(pr, pn, s, k + l + 1, e))
			continue;
		if (phrase_number(s, k, e))
			best = k;
	}
	if (best < b && !papo_answer_last_number(s, a, best, &t, &x, &y))
		best = b;
	papo_buf_release(&t);
	while (best < b && best > a && s[best - 1] == ' ')
		best--;
	return best;
}

/*
 * Where the statement stands after the longest run of the problem's own
 * words that opens s[i..b) and holds a number of the problem's, whole
 * words as the problem writes them (case aside), another number after
 * it: "Mağaza 5 günde | 60 kitap satar." to "Mağaza 5 günde kaç kitap
 * satar?", "verkauft die Buchhandlung in 5 Tagen | 60 Bücher", "in 5
 * days | the store sells 60 books", "商店5天卖 | 60本书"; else i.  The
 * words after it are read as a statement's.
 */
static size_t
problem_run_before(const char *s, size_t i, size_t b, const char *pr,
    size_t pn)
{
	size_t e, k, best = i, lim = b - i > 120 ? i + 120 : b;
	unsigned char c;

	for (k = i; k < lim && !is_digit((unsigned char)s[k]); k++)
		;
	if (k == lim)
		return i;
	for (e = k + 1; e < lim; e++) {
		c = (unsigned char)s[e];
		if ((c & 0xc0) == 0x80 || is_alpha(c) || (is_digit(c) &&
		    is_digit((unsigned char)s[e - 1])))
			continue;	/* in a character, a word, a number */
		if (is_digit(c) && !is_space((unsigned char)s[e - 1]) &&
		    (unsigned char)s[e - 1] < 0x80)
			continue;	/* "5.5", "1,000" */
		if (c < 0x80 && !is_space(c) && c != ',' && !is_digit(c))
			break;	/* a sign, a stop: the run ends before */
		if (papo_frame_in_problem(pr, pn, NULL, s, i, e))
			best = e;
		else if (c < 0x80)
			break;	/* a longer run holds this one */
	}
	if (best == i || memchr(s + i, '$', best - i) != NULL ||
	    memchr(s + i, '\\', best - i) != NULL)
		return i;	/* math: "So $2x = 3$." */
	while (best < b && (s[best] == ' ' || s[best] == ','))
		best++;
	return papo_answer_has_digit(s, best, b) && (best == b ||
	    strchr("=<>+-*/^", s[best]) == NULL) ? best : i;
}

/* Does s[a..b) hold two numbers in digits or more? */
static int
two_numbers(const char *s, size_t a, size_t b)
{
	size_t k = a;
	int n = 0;

	while (k < b) {
		if (!is_digit((unsigned char)s[k])) {
			k++;
			continue;
		}
		if (++n == 2)
			return 1;
		while (k < b && (is_digit((unsigned char)s[k]) || ((s[k] ==
		    '.' || s[k] == ',') && k + 1 < b &&
		    is_digit((unsigned char)s[k + 1]))))
			k++;
	}
	return 0;
}

/*
 * Where the statement after a phrase of the problem's that opens the
 * sentence s[a..b) starts ("In 4 weeks, she has spent 34 hours" of
 * "... in 4 weeks, how much time has she spent?"): the phrase opens
 * with a word of phrase_preps[], holds a number, is the problem
 * pr[0..pn)'s own, word for word, and ends at a comma; where the
 * sentence holds two numbers (two), after a connective too, or the run
 * of the problem's words problem_run_before finds; else a.
 */
static size_t
problem_opening(const char *s, size_t a, size_t b, const char *pr,
    size_t pn, int two)
{
	size_t i, c, v;

	if (pr == NULL || pn == 0)
		return a;
	/* a connective read only before two numbers ("So, in 4 weeks,
	   ...", "So in 5 days the store sells 60 books.") */
	i = two ? papo_answer_concl_open(s, a, b) : a;
	while (i < b && s[i] == ' ')
		i++;
	if (papo_answer_word_of(s, i, b, i, phrase_preps) != 0) {
		for (c = i; c < b && c - i < 60 && s[c] != ','; c++)
			;
		if (c < b && s[c] == ',' && phrase_number(s, i, c) &&
		    papo_frame_in_problem(pr, pn, NULL, s, i, c))
			return c + 1;
	}
	return two && (v = problem_run_before(s, i, b, pr, pn)) > i ? v : a;
}

size_t
papo_answer_unit_period(const char *s, size_t a, size_t b, const char *pr,
    size_t pn)
{
	static const char *const periods[] = { "日", "天", "周", "週", "週間",
	    "時間", "小时", "小時", "个月", "個月", "か月", "ヶ月", "年",
	    "分", "分钟", "分鐘", "秒", NULL };
	static const char *const links[] = { "あたり", "当たり", "に", "の",
	    "で", "里", "內", "内", NULL };
	size_t i, k, n, l, p;
	int j;

	if (pr == NULL)
		return a;
	for (i = a; i + 1 < b; i++) {
		if (s[i] == '1' && (i == a || !is_digit((unsigned char)s[i -
		    1])) && !is_digit((unsigned char)s[i + 1]) && s[i + 1] !=
		    '.' && s[i + 1] != ',')
			k = i + 1;
		else if (b - i >= 3 && (memcmp(s + i, "一", 3) == 0 ||
		    memcmp(s + i, "每", 3) == 0))
			k = i + 3;
		else
			continue;
		/* after "每", the problem's "每" and period whole */
		p = s[i] == '1' || memcmp(s + i, "每", 3) != 0 ? k : i;
		for (j = 0, n = 0; periods[j] != NULL; j++)
			if ((l = strlen(periods[j])) > n && l <= b - k &&
			    memcmp(s + k, periods[j], l) == 0 &&
			    memmem(pr, pn, s + p, k + l - p) != NULL)
				n = l;
		if (n == 0)
			return a;
		k += n;
		for (j = 0; links[j] != NULL; j++)
			if ((l = strlen(links[j])) <= b - k &&
			    memcmp(s + k, links[j], l) == 0) {
				k += l;
				break;
			}
		return k;
	}
	return a;
}

/*
 * A last sentence's value: statement_value, else the same before a
 * phrase of the problem's that ends it (papo_answer_problem_phrase)
 * or after one that opens it (problem_opening) or a rate's unit of time
 * in a dense script (papo_answer_unit_period), else lead_operands.
 */
static int
sentence_value(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *conc, int *math, const char *pr, size_t pn)
{
	int r, keep, two = two_numbers(s, a, b);
	size_t k;

	/* "In 3 hours the car travels 180 miles.": the opening's number
	   is the problem's, never the value */
	if (two && (k = problem_opening(s, a, b, pr, pn, 1)) > a &&
	    statement_value(s, k, b, out, conc, math, 1, pr, pn) == ST_ONE)
		return ST_ONE;
	r = statement_value(s, a, b, out, conc, math, 1, pr, pn);
	keep = *conc;
	/* "In three weeks, she has spent 34 hours" */
	if (!two && (r == ST_MANY || r == ST_NONE) && (k = problem_opening(s,
	    a, b, pr, pn, 0)) > a && statement_value(s, k, b, out, conc, math,
	    1, pr, pn) == ST_ONE)
		return ST_ONE;
	*conc = keep;

	/* many values, or a number word after the value read as its
	   result ("366 downloads over the three months": operand) */
	if ((r == ST_MANY || (r == ST_NONE && *conc == 3)) &&
	    (k = papo_answer_problem_phrase(s, a, b, pr, pn)) < b &&
	    statement_value(s, a, k, out, conc, math, 1, pr, pn) == ST_ONE)
		return ST_ONE;
	*conc = keep;
	/* "彼女は1日に18ドル稼ぎます。": the rate's one day */
	if ((r == ST_MANY || r == ST_NONE) && (k = papo_answer_unit_period(s,
	    a, b, pr, pn)) > a && statement_value(s, k, b, out, conc, math, 1,
	    pr, pn) == ST_ONE)
		return ST_ONE;
	*conc = keep;
	if (r != ST_MANY)
		return r;
	return lead_operands(s, a, b, out, conc, math, pr, pn);
}

/*
 * Is the sentence s[a..b), after another, a line of its own that opens on
 * a restatement's lead-in and its colon ("Lo ripeto: 45.", "Once more,
 * for clarity: 45.", "再强调一次：45。": papo_frame_restate_colon)?  The
 * statement is the one before it; the tail reads the line after that
 * statement, and a value on it other than the statement's is refused
 * there ("Lo ripeto: 46." is another value after it).
 */
static int
restated_line(const char *s, size_t a, size_t b)
{
	size_t k = a, j;

	while (k < b && (s[k] == ' ' || s[k] == '\n' || s[k] == '*' ||
	    s[k] == '#'))
		k++;
	for (j = k; j > 0 && (s[j - 1] == ' ' || s[j - 1] == '*' ||
	    s[j - 1] == '#'); j--)
		;
	if (k >= b || j == 0 || s[j - 1] != '\n')
		return 0;
	return papo_frame_restate_colon(s, k, b) > k;
}

/*
 * Is the sentence s[a..b) one a last statement is never: a note ("Note:
 * 3 was ruled out."), or after another a closing remark recognised
 * whole ("QED.", "Let me know if you have any other questions.",
 * papo_frame_closing_alone), a check's verdict ("The answer is
 * correct.", papo_frame_closing_verdict), a summary of the work with
 * no value and no word of the problem's ("This confirms that the answer
 * is correct.", papo_frame_summary_alone) or a rule ("---"), which the
 * tail reads
 * after the statement (papo_answer_tail) as it does after a box?  1,
 * or 2 for a line that restates the value (restated_line), else 0.
 */
static int
passed_over(const char *s, size_t a, size_t b)
{
	if (papo_answer_is_note(s, a, b) || (a > 0 &&
	    (papo_frame_closing_alone(s, a, b) ||
	    papo_frame_closing_verdict(s, a, b) != 0 ||
	    papo_frame_summary_alone(s, a, b, NULL, 0))) || (a > 0 &&
	    papo_answer_rule_line(s, a, b)))
		return 1;
	return a > 0 && restated_line(s, a, b) ? 2 : 0;
}

/*
 * Does s[a..b) hold a digit and two words or more of two letters, one of
 * them a letter not ASCII ("Tỉ lệ là 25%.", "Ni asilimia 25")?  A
 * statement of its value in a language papo_answer_prose does not read,
 * the last statement's finder's, not a value alone.
 */
int
papo_answer_words_beside(const char *s, size_t a, size_t b)
{
	size_t i, l, run = 0;
	int words = 0, wide = 0, digit = 0, wwide = 0;
	long c;

	for (i = a; i < b; i += l) {
		c = papo_frame_cp_len(s, i, b, &l);
		if (l == 0)
			l = 1;
		digit |= c >= '0' && c <= '9';
		if (papo_frame_word_letter(c) && !(c >= '0' && c <= '9')) {
			run++;
			wwide |= c >= 0x80;
			continue;
		}
		if (run >= 2) {
			words++;
			wide |= wwide;
		}
		run = 0;
		wwide = 0;
	}
	if (run >= 2) {
		words++;
		wide |= wwide;
	}
	return digit && wide && words >= 2;
}

/*
 * A short last sentence s[a..b) that is no prose is the value ("3+2",
 * "(1,2)", "\\text{odd}", "one hundred", "No solution."): 1 with the
 * value in out and *math set (t scratch); else 0.
 */
/*
 * Does s[a..b) open on a copula of one word, then a space and a digit
 * ("Es 12.", "È 12.", "Ist 12.", "Это 12.")?  Then it is a statement of
 * the value, not the value: "Es 12" is no product of E, s and 12.
 */
static int
copula_opens(const char *s, size_t a, size_t b)
{
	static const char *const copulas[] = { "es", "est", "ist",
	    "\xc3\xa8", "\xc3\x88", "\xc3\xa9", "\xc3\x89",	/* è È é É */
	    "\xd1\x8d\xd1\x82\xd0\xbe",	/* это */
	    "\xd0\xad\xd1\x82\xd0\xbe", NULL };	/* Это */
	size_t k, l;

	for (k = 0; copulas[k] != NULL; k++) {
		l = strlen(copulas[k]);
		if (l + 2 <= b - a && strncasecmp(s + a, copulas[k], l) == 0 &&
		    s[a + l] == ' ' && is_digit((unsigned char)s[a + l + 1]))
			return 1;
	}
	return 0;
}

static int
short_value(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *math, struct papo_buf *t)
{
	size_t wa = a, wb = b, x, y;

	papo_answer_trim(s, &wa, &wb);
	if (wa < wb && copula_opens(s, wa, wb))
		return 0;	/* "Es 12.": its statement's */
	if (wa < wb && papo_answer_named(s, wa, wb)) {
		/* "one hundred", "No solution." */
		*math = 1;
		papo_buf_reset(out);
		papo_buf_add(out, s + wa, wb - wa);
		return 1;
	}
	if (wa < wb && !papo_answer_prose(s, wa, wb) &&
	    !papo_answer_short_prose(s, wa, wb) &&
	    !papo_answer_words_beside(s, wa, wb) &&
	    !papo_answer_hedged(s, wa, wb) &&
	    !papo_answer_unsure(s, wa, b) &&
	    memchr(s + wa, '$', wb - wa) == NULL &&
	    memmem(s + wa, wb - wa, "\\(", 2) == NULL &&
	    memmem(s + wa, wb - wa, "\\[", 2) == NULL) {
		/* one number ("1 000", "1000,99") is read as a number */
		*math = !(papo_answer_last_number(s, wa, wb, t, &x, &y) &&
		    x == wa && y == wb);
		papo_buf_reset(out);
		if (*math)
			papo_buf_add(out, s + wa, wb - wa);
		else
			papo_buf_add(out, t->s, t->len);
		return 1;
	}
	return 0;
}

/*
 * Is the sentence s[a..b) a statement of its value and its noun (as
 * object_value reads one) before a phrase of the problem pr[0..pn)'s
 * own that ends it ("The train travels 180 miles in 3 hours." of "How
 * far does it travel in 3 hours?": papo_answer_problem_phrase)?  Its
 * value into out then.
 */
static int
phrase_object(const char *s, size_t a, size_t b, struct papo_buf *out,
    int *math, const char *pr, size_t pn)
{
	size_t k;
	int conc;

	if (pr == NULL || (k = papo_answer_problem_phrase(s, a, b, pr, pn)) >=
	    b || k <= a)
		return 0;
	while (k > a && s[k - 1] == ' ')
		k--;
	return object_value(s, a, k, pr, pn) && statement_value(s, a, k, out,
	    &conc, math, 1, pr, pn) == ST_ONE;
}

static int
last_statement(const char *s, size_t b, struct papo_buf *out, int *math,
    const char *pr, size_t pn, size_t *sa, size_t *sb, size_t *rl)
{
	size_t a = 0, va, x, y, tries, keptb = 0;
	struct papo_buf t = PAPO_BUF_INIT, aside = PAPO_BUF_INIT;
	int conc, r = ST_NONE, alone, asidemath = 0, kept = 0, po;

	for (tries = 0; tries < 4 && b > 0; tries++) {
		a = papo_answer_last_sentence(s, b);
		if (question(s, a, b) || papo_answer_unsure(s, a, b)) {
			/* "Is the answer 4?", "\\geq 4" assert no value */
			r = ST_NONE;
			break;
		}
		if ((po = passed_over(s, a, b)) != 0) {
			if (po == 2)
				*rl = a;	/* the restated line: the
						   first passed over */
			/* "Note: 3 was ruled out.", "QED.": no answer */
			r = ST_NONE;
			if (a == 0)
				break;
			/* the statement before it ends where its own text
			   does, not after the blank line that parted them:
			   its opener is read whole ("Blorp tunnel has 7.\n\n
			   I hope this helps!" is no answer, as alone) */
			for (b = a; b > 0 && is_space((unsigned char)s[b - 1]);
			    b--)
				;
			continue;
		}
		if (b - a <= 100 && short_value(s, papo_answer_short_opener(s,
		    a, b), b, out, math, &t)) {	/* "So, 7." */
			r = ST_ONE;
			break;
		}
		r = sentence_value(s, a, b, out, &conc, math, pr, pn);
		if (r == ST_MANY)
			break;
		if (r == ST_NONE && conc == 3)
			break;	/* the last statement denies a value */
		if (r == ST_NONE || conc == 2) {
			/* a note without a value, or with asides only
			   ("its derivative (\(-1\)) is never zero"): the
			   sentence before, else the aside */
			if (r == ST_ONE && !kept) {
				papo_buf_add(&aside, out->s, out->len);
				asidemath = *math;
				kept = 1;
				keptb = b;
			}
			if (a == 0 || papo_answer_bare_value(s, a, b))
				break;
			b = a;
			continue;
		}
		if (conc || !papo_answer_ascii(s, a, b))
			break;
		/* alone: nothing but the value, a unit word or two, a full
		   stop ("[45 degrees]", "$28$ percent") */
		papo_answer_trim(s, &a, &b);
		a = papo_answer_short_opener(s, a, b);	/* "So, 7." */
		for (va = a; va < b && (s[va] == '[' || s[va] == '(');)
			va++;
		alone = (!papo_answer_prose(s, a, b) &&
		    !papo_answer_short_prose(s, a, b)) ||
		    (papo_answer_last_number(s, va, b, &t, &x, &y) &&
		    chain_start(s, va, x) == va && (alone_after(s, y, b) ||
		    (x > va && summed_after(s, y, b)))) ||
		    (papo_answer_math_answer(s, va, b, &t, &x, &y) &&
		    x == va && alone_after(s, y, b)) ||
		    object_value(s, a, b, pr, pn) ||
		    papo_answer_suffixed(s, a, b) || labelled_text(s, a, b) ||
		    phrase_object(s, a, b, out, math, pr, pn) ||
		    ((x = problem_opening(s, a, b, pr, pn, two_numbers(s, a,
		    b))) > a &&
		    object_value(s, x, b, pr, pn));	/* "So in 5 days the
							   store sells 60" */
		if (!alone)
			r = ST_NONE;
		break;
	}
	*sa = a;
	*sb = b;
	if (r != ST_ONE && kept) {
		papo_buf_reset(out);
		papo_buf_add(out, aside.s, aside.len);
		*math = asidemath;
		r = ST_ONE;
		/* the aside's: not looked at again; what follows its
		   sentence is the tail's ("final_answer(42)\n``` Roughly.") */
		*sa = *sb = keptb;
	}
	papo_buf_release(&t);
	papo_buf_release(&aside);
	return r;
}

/* The first or (last set) the last place of v[0..l) in s[a..b), not
   inside a longer number: into *at and *end, 1; else 0. */
static int
written_at(const char *s, size_t a, size_t b, const char *v, size_t l,
    int last, size_t *at, size_t *end)
{
	size_t k;

	if (l == 0 || l > b - a)
		return 0;
	for (k = 0; k + l <= b - a; k++) {
		size_t i = last ? b - l - k : a + k;

		if (memcmp(s + i, v, l) == 0 &&
		    !(is_digit((unsigned char)v[0]) && i > a &&
		    is_digit((unsigned char)s[i - 1])) &&
		    !(is_digit((unsigned char)v[l - 1]) && i + l < b &&
		    is_digit((unsigned char)s[i + l]))) {
			*at = i;
			*end = i + l;
			return 1;
		}
	}
	return 0;
}

/*
 * The compound quantity out ("2 \\text{ hours } 15 \\text{ minutes}",
 * papo_answer_compound's) whose first number stands at s[at]: its end,
 * the sentence's (b, past its full stop), into *end; else *end is kept.
 */
static void
compound_at(const char *s, size_t b, const struct papo_buf *out, size_t at,
    size_t *end)
{
	struct papo_buf q = PAPO_BUF_INIT;
	size_t x;

	if (memmem(out->s, out->len, " } ", 3) != NULL &&
	    papo_answer_compound(s, at, b, &q, &x) && x == at && q.len ==
	    out->len && memcmp(q.s, out->s, q.len) == 0) {
		while (b > at && (s[b - 1] == '.' || s[b - 1] == ' '))
			b--;
		*end = b;
	}
	papo_buf_release(&q);
}

/* Does s[x..y) hold a thousands separator: a comma or a space? */
static int
separated(const char *s, size_t x, size_t y)
{
	for (; x < y; x++)
		if (s[x] == ',' || s[x] == ' ' ||
		    papo_lex_group_space(s, y, x) > 0)
			return 1;
	return 0;
}

/*
 * Where the last number of s[a..b) that papo_answer_last_number reads as
 * out stands, written with thousands separators ("$1,450,000" read as
 * 1450000, "1 910" with a no-break space as 1910, which written_at does
 * not find as read), in *at and *end; 1, or 0 when none is.
 */
static int
number_written_at(const char *s, size_t a, size_t b,
    const struct papo_buf *out, size_t *at, size_t *end)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t x, y, hi = b, k;
	int r = 0;

	for (k = 0; k < 64 && hi > a && papo_answer_last_number(s, a, hi, &t,
	    &x, &y); k++) {
		if (t.len == out->len && memcmp(t.s, out->s, t.len) == 0 &&
		    separated(s, x, y)) {
			*at = x;
			*end = y;
			r = 1;
			break;
		}
		hi = x;
	}
	papo_buf_release(&t);
	return r;
}

/*
 * Where the value out (its text as the response writes it) stands in
 * s[a..b): the first or (last set) the last place, its end in *end; 0
 * when it is not written so (a number read from "1 000").
 */
/*
 * A value read as "N/M" from a fraction written "\\frac{N}{M}" (or
 * \\dfrac, \\tfrac): its place as written into *at and *end, 1, so
 * that a sign of approximation before it is read ("about
 * \\frac{3}{4}") and the words after it are ("\\frac{5}{6} plus
 * one"); else 0.
 */
static int
frac_written_at(const char *s, size_t a, size_t b,
    const struct papo_buf *out, int last, size_t *at, size_t *end)
{
	static const char *const cmds[] = { "\\frac{", "\\dfrac{",
	    "\\tfrac{", NULL };
	const char *sl;
	char w[64];
	size_t n, k, c, l;

	if (out->len < 3 || out->len > 40 || (sl = memchr(out->s, '/',
	    out->len)) == NULL || sl == out->s || sl == out->s + out->len - 1)
		return 0;
	for (k = 0; k < out->len; k++)
		if (!is_digit((unsigned char)out->s[k]) && out->s + k != sl)
			return 0;
	n = (size_t)(sl - out->s);
	for (k = 0; cmds[k] != NULL; k++) {
		c = strlen(cmds[k]);	/* cmd N "}{" M "}" */
		memcpy(w, cmds[k], c);
		memcpy(w + c, out->s, n);
		memcpy(w + c + n, "}{", 2);
		l = out->len - n - 1;
		memcpy(w + c + n + 2, sl + 1, l);
		w[c + n + 2 + l] = '}';
		if (written_at(s, a, b, w, c + n + 3 + l, last, at, end))
			return 1;
	}
	return 0;
}

/*
 * A list of values out read from several places ("x = 1, x = -2" from
 * "$x = 1$ and $x = -2$"): its first item's first place and its last
 * item's last place in s[a..b) (the items split at out's ", " outside
 * brackets), so that the words before the list and after it are read
 * as a single value's are; 1, else 0 (no list, an item not written as
 * read).
 */
static int
list_written_at(const char *s, size_t a, size_t b,
    const struct papo_buf *out, size_t *at, size_t *end)
{
	size_t k, first = 0, last = 0, x, y, fx, fy;
	int depth = 0;

	for (k = 0; k + 1 < out->len; k++) {
		if (strchr("([{", out->s[k]) != NULL)
			depth++;
		else if (strchr(")]}", out->s[k]) != NULL)
			depth--;
		else if (depth == 0 && out->s[k] == ',' && out->s[k + 1] ==
		    ' ') {
			if (first == 0)
				first = k;
			last = k + 2;
		}
	}
	if (first == 0 || !written_at(s, a, b, out->s, first, 0, &fx, &fy) ||
	    !written_at(s, a, b, out->s + last, out->len - last, 1, &x, &y) ||
	    x < fy)
		return 0;
	*at = fx;
	*end = y;
	return 1;
}

int
papo_answer_undone(const char *v, size_t n)
{
	static const char *const ops[] = { "\\times", "\\cdot", "\\div",
	    "×", "·", "÷", "+", "-", "*", "x", NULL };
	size_t i = 0, k, l;
	int num = 0, op = 0, pending = 0;

	while (i < n && (v[i] == ' ' || v[i] == '$'))
		i++;
	if (i == n || v[i] != '=')
		return 0;	/* "Answer (9+1)": a value stated */
	i++;	/* "= 500 - 440", a chain's step */
	while (i < n) {
		if (is_digit((unsigned char)v[i])) {
			while (i < n && (is_digit((unsigned char)v[i]) ||
			    ((v[i] == '.' || v[i] == ',') && i + 1 < n &&
			    is_digit((unsigned char)v[i + 1]))))
				i++;
			op |= pending && num;
			num = 1;
			pending = 0;
			continue;
		}
		if (v[i] == ' ' || v[i] == '(' || v[i] == ')' || v[i] == '$') {
			i++;
			continue;
		}
		for (k = 0; ops[k] != NULL; k++) {
			l = strlen(ops[k]);
			if (n - i >= l && memcmp(v + i, ops[k], l) == 0)
				break;
		}
		if (ops[k] == NULL || (v[i] == 'x' && (v[i - 1] != ' ' ||
		    i + 1 == n || v[i + 1] != ' ')))
			return 0;	/* a letter, a fraction's bar, "2x" */
		pending = 1;
		i += l;
	}
	return op;
}

static int
value_at(const char *s, size_t a, size_t b, const struct papo_buf *out,
    int last, size_t *at, size_t *end)
{
	struct papo_buf lead = PAPO_BUF_INIT;
	size_t l = 0, l2;
	int r;

	const char *u;

	if ((r = written_at(s, a, b, out->s, out->len, last, at, end)) != 0)
		return r;
	/* "$1,450,000", "1 910" read as 1450000, 1910 */
	if (number_written_at(s, a, b, out, at, end))
		return 1;
	if (out->len >= 2 && out->s[out->len - 1] == '%' && written_at(s, a,
	    b, out->s, out->len - 1, last, at, end)) {
		for (l = *end; l < b && s[l] == ' '; l++)
			;	/* "42 %" read as "42%": the rest after '%' */
		if (l < b && s[l] == '%') {
			*end = l + 1;
			return 1;
		}
		l = 0;
	}
	/* "42 Millionen", "42 lakh" read as "42 \\times 10^{6}": the number
	   before the scale appended, as written (the rest after it read,
	   an "about" before it seen) */
	if ((u = memmem(out->s, out->len, " \\times 10^{", 12)) != NULL &&
	    u > out->s && (r = written_at(s, a, b, out->s, (size_t)(u -
	    out->s), last, at, end)) != 0) {
		/* the rest after the scale word ("**42** হাজার", "42 per
		   thousand") */
		for (l = *end; l < b && (s[l] == ' ' || s[l] == '*' ||
		    s[l] == '_'); l++)
			;
		if (l < b && (papo_answer_scale_foreign(s, l, b, &l2) != 0 ||
		    papo_answer_small_scale(s + l, b - l, &l2) != 0))
			*end = l + l2;
		return r;
	}
	if (memmem(out->s, out->len, "\\text", 5) == NULL)
		return list_written_at(s, a, b, out, at, end) ||
		    frac_written_at(s, a, b, out, last, at, end);
				/* not a value with a unit read in; "5/6"
				   from "\\frac{5}{6} plus one" */
	/* "\\(2\\sqrt{3}\\) cm" read as "2\\sqrt{3} \\text{ cm}": the value
	   before the unit appended, as written */
	if ((u = memmem(out->s, out->len, " \\text{ ", 8)) != NULL &&
	    u > out->s && (r = written_at(s, a, b, out->s, (size_t)(u -
	    out->s), last, at, end)) != 0) {
		compound_at(s, b, out, *at, end);
		return r;
	}
	if (u != NULL && u > out->s) {
		/* "$1,450" read as "1450 \\text{ dollarsign}" */
		papo_buf_add(&lead, out->s, (size_t)(u - out->s));
		r = number_written_at(s, a, b, &lead, at, end);
		papo_buf_release(&lead);
		if (r)
			return 1;
	}
	/* "5 \\text{ per}" read from "5 per n": its number as written */
	while (l < out->len && (is_digit((unsigned char)out->s[l]) ||
	    (l > 0 && out->s[l] == '.' && l + 1 < out->len &&
	    is_digit((unsigned char)out->s[l + 1])) || (l == 0 &&
	    out->s[l] == '-')))
		l++;
	if (l == 0 || (l == 1 && out->s[0] == '-'))
		return 0;
	papo_buf_add(&lead, out->s, l);
	r = written_at(s, a, b, lead.s, lead.len, last, at, end);
	papo_buf_release(&lead);
	return r;
}


/*
 * Does "and" and a bound follow the value that ends at s[i] (its
 * sentence to e): "42 and above", "42 and up", "42 and more" (a row of
 * its own)?  The value is then the least or the most of several.  The
 * other languages' bounds after a value ("42 oder mehr", "42 et plus")
 * are their rows' in papo_answer_rest; a bound row of any language
 * looked for in the words after it would read the French "au" of "42
 * pommes au total" as the Swahili "or".
 */
static int
and_bound(const char *s, size_t i, size_t e)
{
	size_t k;

	while (i < e && s[i] == ' ')
		i++;
	if (e - i < 5 || !starts_ci(s, e, i, "and") || s[i + 3] != ' ')
		return 0;	/* the cheap test */
	if (papo_frame_kind_starts(s, i, e, R_BOUND) != NULL)
		return 1;	/* "and more" */
	for (k = i + 4; k < e && s[k] == ' '; k++)
		;
	return k < e && (papo_frame_kind_starts(s, k, e, R_BOUND) != NULL ||
	    papo_frame_kind_starts(s, k, e, R_BEFORE) != NULL);
}

/*
 * Is the rest of the sentence after the value at s[at..end) recognised
 * (papo_answer_rest, up to the sentence's end at or before b), and no
 * alternative or question (papo_answer_rest_open)?  1, or 0 with said filled.
 */
static int
rest_said(const char *s, size_t at, size_t end, size_t b, const char *pr,
    size_t pn, struct papo_answer_said *said)
{
	size_t e = end;

	while (e < b && s[e] != '\n' && !(e + 1 < b && s[e] == '\\' &&
	    s[e + 1] == ']') && !(e + 1 < b && s[e] == '$' &&
	    s[e + 1] == '$') && !((s[e] == '.' || s[e] == '!' ||
	    s[e] == '?') && (e + 1 == b ||
	    is_space((unsigned char)s[e + 1])) &&
	    !papo_frame_abbrev_unit(s, e, b)) &&
	    !(e + 2 < b && memcmp(s + e, "\xe3\x80\x82", 3) == 0))
		e++;	/* the sentence's end: a full stop (not a unit's
			   abbreviation's: "కి.మీ."), 。, the line */
	if (and_bound(s, end, e)) {
		said->why = BOUND_AFTER;
		said->row = "bound";
		said->word[0] = '\0';
		return 0;
	}
	said->why = papo_answer_rest(s, at, end, e, said->o, pr, pn,
	    &said->row, said->word, sizeof(said->word));
	if (said->why == NULL)
		said->why = papo_answer_rest_open(s, end, e, b, &said->row);
	said->stop = e;
	return said->why == NULL;
}

/*
 * Approximation words that may stand right before a value ("about 5",
 * "≈ 5", "约5"): the value is then approximate, a hedge, unless the
 * problem asks for a rounded value (papo_answer_restated, ROUND).
 */
const char *const papo_answer_approx_words[] = { "approximately", "approx",
	"about", "around", "roughly", "nearly", "almost", "circa", "ca", "some",
	"etwa", "ungef\xc3\xa4hr", "rund", "environ", "aproximadamente",
	"cerca", "approssimativamente",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
	"\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbb\xd0\xbe",
	"\xd0\xbf\xd1\x80\xd0\xb8\xd0\xb1\xd0\xbb\xd0\xb8\xd0\xb7\xd0\xb8"
	"\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe",
	/* Cyrillic's capitals as a sentence's first word (the rows are
	   matched with ASCII's case folded only): Примерно, Около */
	"\xd0\x9f\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe",
	"\xd0\x9e\xd0\xba\xd0\xbe\xd0\xbb\xd0\xbe", NULL };
/* Signs and CJK words glued to the value: ~ ≈ ∼ 约 大约 約 およそ 약
   だいたい */
static const char *const approx_marks[] = { "~", "\xe2\x89\x88",
	"\xe2\x88\xbc", "\xe7\xba\xa6", "\xe7\xb4\x84",
	"\xe3\x81\x8a\xe3\x82\x88\xe3\x81\x9d", "\xec\x95\xbd",
	"\xe3\x81\xa0\xe3\x81\x84\xe3\x81\x9f\xe3\x81\x84", NULL };

/*
 * approx_marks[] by its rows' edges, built once: each row's length, and
 * which bytes a row ends with and starts with.  A place whose byte ends
 * or starts no row asks none of them (papo_answer_approx_before asks of
 * every value it reads, and of each byte of the spacing before it;
 * nearly all are letters no row ends with, or a space).
 */
#define EDGE_ROWS 32
static unsigned char approx_len[EDGE_ROWS];
static unsigned char approx_last[256], approx_first[256];
static struct papo_once edges_once = PAPO_ONCE_INIT;
_Static_assert(sizeof(approx_marks) / sizeof(approx_marks[0]) <=
    EDGE_ROWS, "raise EDGE_ROWS");

static void
edges_build(void)
{
	size_t k, l;

	for (k = 0; approx_marks[k]; k++) {
		l = strlen(approx_marks[k]);
		approx_len[k] = (unsigned char)l;
		approx_last[(unsigned char)approx_marks[k][l - 1]] = 1;
		approx_first[(unsigned char)approx_marks[k][0]] = 1;
	}
}

/* The length of a currency sign or code written before an amount that
   ends at s[e] (from s[a] on, no letter before it; units_currency.c's
   rows), or 0: an approximation word before it is the amount's */
static size_t
currency_before(const char *s, size_t a, size_t e)
{
	size_t l;

	(void)papo_unit_currency_end(s, a, e, 1, &l);
	return l;
}

/*
 * Phrases of approximation of several words that may stand right before
 * a value, each of whose words alone is no approximation: German's "an
 * die 126", "um die 126" (review 36: "Es sind an die 126 Bücher." was
 * rewarded), French's "à peu près", "dans les", Spanish's "más o menos",
 * Italian's "più o meno", Portuguese's "mais ou menos".
 */
static const char *const approx_phrases[] = { "an die", "an den", "um die",
	"um den", "so um die", "in etwa", "\xc3\xa0 peu pr\xc3\xa8s",
	"a peu pres", "dans les", "plus ou moins", "m\xc3\xa1s o menos",
	"mas o menos", "pi\xc3\xb9 o meno", "piu o meno", "mais ou menos",
	"grosso modo", NULL };


/*
 * Phrases right before a value that make it an estimate, a bound or a
 * mean of it, not the value ("She makes a good $18.", "an average of
 * $18", "an expected $18", "en moyenne", "durchschnittlich", "в
 * среднем"): refused but where the problem writes the phrase's word
 * asked, or its stem ("What is the expected value?"), or for a mean
 * where its question asks a rate ("pro Tag": a mean over a span is its
 * rate); "a good" never.
 */
static const struct {
	const char *row, *asked;
	int mean;	/* a mean: a rate the question asks lifts it */
} estimates[] = { { "a good", NULL, 0 },
	{ "an average of", "average", 1 }, { "on average", "average", 1 },
	{ "an average", "average", 1 }, { "an expected", "expected", 0 },
	{ "the expected", "expected", 0 }, { "a typical", "typical", 0 },
	{ "a likely", "likely", 0 }, { "a probable", "probable", 0 },
	{ "en moyenne", "moyen", 1 }, { "en promedio", "promedio", 1 },
	{ "durchschnittlich", "durchschnitt", 1 },
	{ "im durchschnitt", "durchschnitt", 1 },
	{ "im schnitt", "schnitt", 1 }, { "in media", "media", 1 },
	{ "em m\xc3\xa9" "dia", "m\xc3\xa9" "dia", 1 },
	{ "\xd0\xb2 \xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb5"
	    "\xd0\xbc", "\xd1\x81\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbd", 1 },
	{ NULL, NULL, 0 } };	/* в среднем, средн */

/* Does the question of p[0..pn) ask a rate: a span of time ("each
   day", "pro Tag", "每天") or a word of rates ("per", "each", "pro",
   "par", "por", "cada", "ogni")?  A mean over that span is its rate
   ("durchschnittlich 56/14 = 4 Säcke pro Tag"). */
static int
rate_question(const char *p, size_t pn)
{
	static const char *const per[] = { "per", "each", "every", "pro",
	    "par", "chaque", "por", "cada", "ogni", "jeden", "jede", NULL };
	unsigned long span;
	size_t qa, qb;
	int dim;

	qb = papo_frame_question(p, pn, &qa);
	return qb > qa && (papo_unit_span_in(p, qa, qb, &span, &dim) ||
	    papo_frame_list_word(p, qa, qb, per, 1));
}

/* Does a row of estimates[] end s[a..e), a word's start before it, the
   problem pr[0..pn) not writing its word asked nor asking a rate? */
static int
estimate_before(const char *s, size_t a, size_t e, const char *pr,
    size_t pn)
{
	size_t k, n;

	for (k = 0; estimates[k].row != NULL; k++) {
		n = strlen(estimates[k].row);
		if (n > e - a || strncasecmp(s + e - n, estimates[k].row, n) !=
		    0 || (e - n > a && is_alpha((unsigned char)s[e - n - 1])))
			continue;
		return estimates[k].asked == NULL || pr == NULL ||
		    !(papo_frame_has_word(pr, 0, pn, estimates[k].asked, 0) ||
		    (estimates[k].mean && rate_question(pr, pn)));
	}
	return 0;
}

/*
 * Is the value that starts at s[at] (its statement from s[a]) marked
 * approximate by the word or sign right before it, while the problem
 * pr[0..pn) asks for no rounding?  "The answer is approximately 5." is a
 * hedge; under "Round to the nearest whole number" it is the rounding.
 */
size_t
papo_answer_approx_sign(const char *s, size_t i, size_t b)
{
	static const char *const signs[] = { "\xe2\x89\x88",	/* ≈ */
	    "\xe2\x88\xbc", "\xe2\x89\x83", "\xe2\x89\x92",	/* ∼ ≃ ≒ */
	    "\\approx", "\\sim", NULL };
	size_t k, l;

	if (i >= b || (s[i] != '\xe2' && s[i] != '\\'))
		return 0;
	for (k = 0; signs[k] != NULL; k++)
		if ((l = strlen(signs[k])) <= b - i && memcmp(s + i, signs[k],
		    l) == 0)
			return l;
	return 0;
}

size_t
papo_answer_approx_sign_in(const char *s, size_t a, size_t b)
{
	size_t i, l;

	for (i = a; i < b; i++)
		if ((l = papo_answer_approx_sign(s, i, b)) != 0)
			return i + l;
	return 0;
}

int
papo_answer_approx_before(const char *s, size_t a, size_t at, const char *pr,
    size_t pn)
{
	size_t e = at, y, k, l;

	at = chain_start(s, a, at);	/* "about 5 * 2 = 10" */
	e = at;
	for (;;)
		if ((l = currency_before(s, a, e)) > 0)
			e -= l;	/* "about ₹42", "около R$ 42" */
		else if (e > a && (s[e - 1] == ' ' || s[e - 1] == '$' ||
		    s[e - 1] == '(' || (s[e - 1] == '\\' && e < at + 1)))
			e--;
		else
			break;
	/* an option's label before its value ("about B. 7", "about (B)
	   7", "about B, 7", "about B: 7"): the words before the label are
	   the value's */
	if (e >= a + 2 && strchr(".),:", s[e - 1]) != NULL &&
	    s[e - 2] >= 'A' && s[e - 2] <= 'J' && (e == a + 2 ||
	    !is_alpha((unsigned char)s[e - 3]))) {
		e -= 2;
		if (e > a && s[e - 1] == '(')
			e--;
		while (e > a && s[e - 1] == ' ')
			e--;
	}
	if (e >= 2 && s[e - 1] == '(' && s[e - 2] == '\\')
		e -= 2;
	papo_once(&edges_once, edges_build);
	/* a sign ends s[a..e) with its last byte or opens s[at] with its
	   first ("~5": the sign may open the value) */
	if ((e > a && approx_last[(unsigned char)s[e - 1]]) ||
	    approx_first[(unsigned char)s[at]])
		for (k = 0; approx_marks[k]; k++) {
			l = approx_len[k];
			if ((e >= a + l && memcmp(s + e - l, approx_marks[k],
			    l) == 0) || strncmp(s + at, approx_marks[k], l) ==
			    0)
				return 1;
		}
	for (y = e; y > a && (is_alpha((unsigned char)s[y - 1]) ||
	    (unsigned char)s[y - 1] >= 0x80); y--)
		;
	if (y < e && row_ends(s, a, e, approx_phrases))
		return !(pr != NULL && papo_answer_restated(pr, pn, s, a, e,
		    y, e, PAPO_RESTATE_ROUND));
	if (y < e && estimate_before(s, a, e, pr, pn))
		return 1;	/* "a good 18", "an average of 18" */
	/* a command the lexer reads as an approximation: "\\sim 5",
	   "\\simeq 5", "\\thicksim 5", as "\\approx 5" */
	if (y == e || (papo_answer_word_of(s, y, e, y,
	    papo_answer_approx_words) != e - y && !(y > a && s[y - 1] ==
	    '\\' && papo_lex_relation(s + y, e - y) == PAPO_REL_APPROX)))
		return 0;
	return !(pr != NULL && papo_answer_restated(pr, pn, s, a, e, y, e,
	    PAPO_RESTATE_ROUND));
}

/*
 * Does an arithmetic operator end s[a..e) after a term of math: a
 * letter alone, a run holding a digit, ')' or '}' ("x+", "3x -",
 * "(a+b) \\cdot")?  A word such as "is" before a sign is no term:
 * "is -2" is the value -2.
 */
static int
operator_before(const char *s, size_t a, size_t e)
{
	static const char *const ops[] = { "+", "-", "/", "^",
	    "\\times", "\\cdot", "\\div", "\xc3\x97", "\xc3\xb7",
	    "\xc2\xb7", "\xe2\x88\x92", "\xe2\x8b\x85", NULL };
	size_t k, l, w, d;

	/* the operators' last bytes: most text ends in none of them */
	if (e == a || (strchr("+-/^stv", s[e - 1]) == NULL &&
	    (unsigned char)s[e - 1] != 0x97 && (unsigned char)s[e - 1] !=
	    0xb7 && (unsigned char)s[e - 1] != 0x92 &&
	    (unsigned char)s[e - 1] != 0x85))
		return 0;
	for (k = 0; ops[k]; k++) {
		l = strlen(ops[k]);
		if (e >= a + l && memcmp(s + e - l, ops[k], l) == 0)
			break;
	}
	if (ops[k] == NULL)
		return 0;
	for (e -= l; e > a && s[e - 1] == ' '; e--)
		;
	if (e == a)
		return 0;
	if (s[e - 1] == ')' || s[e - 1] == '}')
		return 1;
	for (w = e, d = 0; w > a && (is_alpha((unsigned char)s[w - 1]) ||
	    is_digit((unsigned char)s[w - 1])); w--)
		d += is_digit((unsigned char)s[w - 1]);
	if (w == e || (w > a && s[w - 1] == '\\'))
		return 0;
	return e - w == 1 || d > 0;
}

/*
 * Is the value at s[at] (its statement from s[a]) an operand, not what
 * the statement asserts: a word of quals[] among the words right before
 * it, back to the statement's verb ("Jenny has half of 42 apples",
 * "twice 42", "all but 42", "give or take 42"), or a noun before an "of"
 * right before it that is no amount papo recognises (a noun of an
 * amount, or the problem pr[0..pn)'s own word: "a total of 42", "a
 * profit of $42", "a box of 42" where the problem has boxes) ("the
 * zorble of 42", "in the region of 42", "a third of 42"), or a verb
 * that "or" joins to another ("give or take 42")?
 */
int
papo_answer_operand_before(const char *s, size_t a, size_t at,
    const char *pr, size_t pn)
{
	size_t e = at, w, ow;
	int n;

	/* not past a '(': "The root (42) is it" names the root's value */
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '$' ||
	    s[e - 1] == '*'))
		e--;
	if (operator_before(s, a, e))
		return 1;	/* "The answer is therefore x+2" */
	for (n = 0; n < 6; n++, e = w) {
		while (e > a && s[e - 1] == ' ')
			e--;
		for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
			;
		if (w == e || (w > a && ((unsigned char)s[w - 1] >= 0x80 ||
		    s[w - 1] == '\\' || s[w - 1] == '\'')))
			return 0;	/* no English word: not read here */
		if (papo_answer_word_of(s, w, e, w, quals) == e - w ||
		    papo_answer_word_of(s, w, e, w, operand_links) == e - w)
			return 1;
		if (e - w == 3 && starts_ci(s, e, w, "but")) {
			for (ow = w; ow > a && s[ow - 1] == ' '; ow--)
				;
			return ow >= a + 3 && starts_ci(s, ow, ow - 3, "all") &&
			    (ow - 3 == a || !is_alpha((unsigned char)
			    s[ow - 4]));	/* "all but 42" */
		}
		if (n == 0 && e - w == 2 && starts_ci(s, e, w, "of")) {
			for (ow = w; ow > a && s[ow - 1] == ' '; ow--)
				;
			for (e = ow; ow > a && is_alpha((unsigned char)
			    s[ow - 1]); ow--)
				;
			if (ow == e)
				return 0;
			if (papo_answer_word_of(s, ow, e, ow, quals) == e - ow)
				return 1;
			if (!papo_answer_amount_noun(s, ow, e) &&
			    !papo_answer_problem_says(pr, pn, s, ow, e))
				return 1;
			w = ow;
			continue;
		}
		if (papo_answer_verb(s + w, e - w)) {
			/* the statement's verb: its lead ends, unless "or"
			   makes it one of two ("give or take 42") */
			for (ow = w; ow > a && s[ow - 1] == ' '; ow--)
				;
			return ow > a + 1 && ow < w && starts_ci(s, ow, ow - 2,
			    "or") && (ow - 2 == a || !is_alpha((unsigned char)
			    s[ow - 3]));
		}
	}
	return 0;
}

/*
 * Does the line of the value at s[at] open a JSON object with a quoted
 * key ({"estimate": 42}, {"min_answer": 42})?
 */
static int
json_key_line(const char *s, size_t at)
{
	size_t l = at;

	while (l > 0 && s[l - 1] != '\n')
		l--;
	while (l < at && (s[l] == ' ' || s[l] == '\t'))
		l++;
	if (l >= at || s[l] != '{')
		return 0;
	for (l++; l < at && (s[l] == ' ' || s[l] == '\t'); l++)
		;
	return l < at && s[l] == '"';
}

/*
 * Does an abbreviation of approximation with its full stop stand right
 * before the value at s[at] ("Hence the total is ca. 42.", "c. 42",
 * "approx. 42"), where the stop ended the sentence the last statement
 * was cut from, while the problem asks for no rounding?
 */
static int
abbrev_before(const char *s, size_t at, const char *pr, size_t pn)
{
	static const char *const abbrevs[] = { "ca", "c", "approx", "appr",
	    "circa", "est", "abt", "aprox", "env", "ungef", NULL };
	size_t e = at, y;

	while (e > 0 && (s[e - 1] == ' ' || s[e - 1] == '$'))
		e--;
	if (e == 0 || s[e - 1] != '.')
		return 0;
	for (y = --e; y > 0 && is_alpha((unsigned char)s[y - 1]); y--)
		;
	if (y == e || papo_answer_word_of(s, y, e, y, abbrevs) != e - y)
		return 0;
	return !(pr != NULL && papo_answer_restated(pr, pn, s, y, e, y, e,
	    PAPO_RESTATE_ROUND));
}

/*
 * "The answer is 6th place." where the problem asks for a place ("What
 * place did she finish in?"): the rank, an ordinal with its own suffix
 * and "place" ending the sentence, s[a..b) after the phrase; its digits
 * into out (reset first), *send past it, 1; else 0.  A phrase doubted
 * or supposed before it is left to after_phrase (refused).
 */
static int
place_rank(const char *s, size_t a, size_t b, struct papo_buf *out,
    size_t *send, const char *pr, size_t pn)
{
	size_t i = a, d, st, k;
	const char *suf;

	while (i < b && s[i] == ' ')
		i++;
	for (d = i; d < b && is_digit((unsigned char)s[d]); d++)
		;
	if (d == i || d + 8 > b || (suf = papo_answer_ordinal(s, i, d)) ==
	    NULL || !starts_ci(s, b, d, suf) || !starts_ci(s, b, d + 2,
	    " place"))
		return 0;
	k = d + 8;
	if (k < b && s[k] == '.')
		k++;
	while (k < b && (s[k] == ' ' || s[k] == '\r'))
		k++;
	if ((k < b && s[k] != '\n') || pr == NULL)
		return 0;
	for (st = 0; st + 5 <= pn; st++)	/* "What place ...?" */
		if (strncasecmp(pr + st, "place", 5) == 0 && (st == 0 ||
		    !is_alpha((unsigned char)pr[st - 1])) && (st + 5 == pn ||
		    !is_alpha((unsigned char)pr[st + 5])))
			break;
	if (st + 5 > pn)
		return 0;
	for (st = a; st > 0 && s[st - 1] != '\n'; st--)
		;
	if (doubted(s, st, a) || supposed(s, st, a))
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s + i, d - i);
	*send = k;
	return 1;
}

/* Is s[a..b), trimmed, an option letter and its statements ("B．①③")? */
static int
circled(const char *s, size_t a, size_t b, const char *pr, size_t pn)
{
	papo_answer_trim(s, &a, &b);
	return papo_answer_choice_circled(s, a, b, pr, pn) > 0;
}

/* the most words of a copula's subject the opener's readers read */
#define SUBJECT_WORDS	8

/* long_subject's answer for a subject it read and passes */
static const char SUBJECT_READ[] = "read";

/*
 * The subject s[x..v) of a copula after an answer label's colon, when it
 * is long (more than SUBJECT_WORDS words: "The maximum number of points
 * that could be in the domain of $f(x)$ is 19"), restates the question
 * in words no opener's reader holds: it is read for the rows of a
 * doubt, a disowning, a negation, a condition or a bound of any listed
 * language (the refusal, the row in said->word), else SUBJECT_READ.
 * NULL for a short subject, which the opener's readers read whole.
 */
static const char *
long_subject(const char *s, size_t x, size_t v, const char *pr, size_t pn,
    struct papo_answer_said *said)
{
	const struct row *r;
	size_t i, n = 0;

	for (i = x; i < v; i++)
		n += s[i] != ' ' && (i == x || s[i - 1] == ' ');
	if (n <= SUBJECT_WORDS)
		return NULL;
	if ((r = papo_frame_row_within(s, x, v, M(R_DOUBT) | M(R_DISOWN) |
	    M(R_NEG) | M(R_COND) | M(R_BOUND), pr, pn)) == NULL)
		return SUBJECT_READ;
	return papo_frame_rest_word(r->w, 0, r->len, said->word,
	    sizeof(said->word),
	    "a doubt, a negation or a bound in the subject before it");
}

/*
 * After an answer label's colon ("Answer:", "**Final answer:**") the
 * words before the value at s[at] open a statement of their own
 * ("**Answer:** Verna received $7.00"): recognised as a last
 * statement's opener is (answer_find.c's last_opener: a name, the
 * tables of es/fr/de/it/pt/ru, answer_open.c), or the refusal, the
 * word in said->word.  "Answer: close to 42", "Answer: upwards of 42",
 * "Answer: blorf 42": no row reads the words, which may bound, doubt
 * or disown the value.  NULL when there is no colon or no word, when
 * the words are fillers a copula's value may follow (read_to_value).
 */
static const char *
colon_opener(const char *s, size_t a, size_t at, size_t e, const char *pr,
    size_t pn, struct papo_answer_said *said)
{
	struct papo_pwords *pw = said->o != NULL ? said->o->words : NULL;
	const char *why;
	size_t x = a, lc, lp, seen, v;
	int neg, conc;

	if (!phrase_colon(s, a))
		return NULL;
	while (x < at && (is_space((unsigned char)s[x]) || s[x] == '*' ||
	    papo_answer_prose_dollar(s, x, e)))
		x++;
	/* "Answer: exactly 42", "Answer: a total of 42" */
	if (x >= at || read_to_value(s, x, at))
		return NULL;
	if (papo_answer_choice_worded(s, x, e) != 0)
		return NULL;	/* "Resposta: letra B", "Ответ: вариант B" */
	if (copula_scan(s, x, e, &lc, &lp, &neg, &conc, &seen) == ST_MANY)
		return NULL;
	/* a copula's value ("Answer: The wrong total is 42", "Answer:
	   Mary thinks it is 42"): its opener is read to the statement's
	   first value, as a last statement's is ("**Final Answer**: The
	   probability that ... he picks 39 cards, is \(1\)." to "39") */
	if (lc < e) {
		for (v = x; v < at && !is_digit((unsigned char)s[v]) &&
		    (s[v] != '$' || papo_answer_prose_dollar(s, v, e)) &&
		    s[v] != '\\'; v++)
			;
		if ((why = long_subject(s, x, v, pr, pn, said)) != NULL)
			return why == SUBJECT_READ ? NULL : why;
		at = v;
	}
	if ((why = papo_answer_offered_before(s, x, at, e, pr, pn)) != NULL)
		return why;
	why = papo_answer_opener_said(s, x, at, pr, pn, pw, said->word,
	    sizeof(said->word));
	/* the label commits: a modal after it is the statement's ("Answer:
	   each share should be 42 tons.") */
	return why != NULL && lc < e && strcmp(why, MODAL_UNLENT) == 0 ?
	    NULL : why;
}

/*
 * value_at(s, a, b, out, 0, at, end), asked once: *known is its answer
 * (-1 before), *at and *end kept from that call (out and s[a..b) the
 * same each time).
 */
static int
value_once(int *known, const char *s, size_t a, size_t b,
    const struct papo_buf *out, size_t *at, size_t *end)
{
	if (*known < 0)
		*known = value_at(s, a, b, out, 0, at, end);
	return *known;
}

/*
 * Does s[..st) end on a stop of a script's own, 。 ！ ？ । ॥
 * (papo_frame_stop_at's, loose: the '.' and '?' before it are looked
 * for apart)?
 */
static int
wide_stop_before(const char *s, size_t st)
{
	return st >= 3 && (unsigned char)s[st - 3] >= 0xe0 &&
	    papo_frame_stop_at(s, st - 3, st, PAPO_STOP_LOOSE);
}

/*
 * Does a Thai conclusion ("ดังนั้น", "เพราะฉะนั้น", "ฉะนั้น", "สรุป")
 * open a clause at s[st] (after a space, before s[a])?  Thai marks no
 * sentence's end, so "ถ้า ... x = 6 ดังนั้น แจ็คกี้มีแอปเปิ้ล 6 ลูก
 * คำตอบคือ 6" concludes in a sentence of its own: the "if" of its
 * premises is no condition of the answer's.
 */
static int
thai_concludes(const char *s, size_t st, size_t a)
{
	static const char *const rows[] = {
	    "\xe0\xb8\x94\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8\x99"
	    "\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99",	/* ดังนั้น */
	    "\xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xa3\xe0\xb8\xb2"
	    "\xe0\xb8\xb0\xe0\xb8\x89\xe0\xb8\xb0\xe0\xb8\x99"
	    "\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99",	/* เพราะฉะนั้น */
	    "\xe0\xb8\x89\xe0\xb8\xb0\xe0\xb8\x99\xe0\xb8\xb1"
	    "\xe0\xb9\x89\xe0\xb8\x99",	/* ฉะนั้น */
	    "\xe0\xb8\xaa\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x9b",
	    /* สรุป */
	    NULL };
	size_t k, l;

	if (st == 0 || s[st - 1] != ' ' || (unsigned char)s[st] != 0xe0)
		return 0;
	for (k = 0; rows[k] != NULL; k++)
		if ((l = strlen(rows[k])) <= a - st &&
		    memcmp(s + st, rows[k], l) == 0)
			return 1;
	return 0;
}

/*
 * Does a bound row of a listed language other than English start a
 * word of s[a..at) ("unos", "lebih dari", "khoảng", "около")?  English's
 * are papo_answer_approx_before's, which knows when the problem asks
 * for a rounded value.
 */
static int
foreign_bound(const char *s, size_t a, size_t at)
{
	const struct row *r;
	size_t k;

	for (k = a; k < at; k++)
		if ((k == a || !is_alpha((unsigned char)s[k - 1])) &&
		    (is_alpha((unsigned char)s[k]) ||
		    (unsigned char)s[k] >= 0x80) && (r =
		    papo_frame_kind_starts(s, k, at, R_BOUND)) != NULL &&
		    strcmp(r->lang, "en") != 0 && (k + r->len == at ||
		    !is_alpha((unsigned char)s[k + r->len])))
			return 1;
	return 0;
}

int
papo_answer_after_phrase(const char *s, size_t a, size_t b,
    struct papo_buf *out, int text, size_t *send, const char *pr, size_t pn,
    struct papo_answer_said *said)
{
	size_t at, end, st;
	int placed = place_rank(s, a, b, out, send, pr, pn), lr = 0;
	int r = placed || letters_aside(s, a, b, out, send) ||
	    (lr = letter_reason(s, a, b, out, send)) > 0 ? ST_ONE : lr < 0 ?
	    ST_MANY : after_phrase(s, a, b, out, text, send, pr, pn), va = -1;

	if (r != ST_ONE || said == NULL || (out->len <= 3 &&
	    (starts_ci(out->s, out->len, 0, "yes") ||
	    starts_ci(out->s, out->len, 0, "no"))))
		return r;	/* "Yes, it is possible": yes_no's clause */
	/* "B．①③", "6th place": the rest is the form's, read whole */
	if (!placed && !circled(s, a, *send, pr, pn) && value_once(&va, s, a,
	    *send, out, &at, &end) && !rest_said(s, at, end, b, pr, pn, said))
		return ST_REST;
	if ((value_once(&va, s, a, *send, out, &at, &end) ||
	    frac_written_at(s, a, *send, out, 0, &at, &end)) &&
	    (papo_answer_approx_before(s, a, at, pr, pn) ||
	    foreign_bound(s, a, at))) {
		/* "about 42"; another language's bound: "is unos 42",
		   "cevap lebih dari 42" */
		said->why = APPROX_BEFORE;
		said->row = "approximate";
		return ST_REST;
	}
	if (value_once(&va, s, a, *send, out, &at, &end) &&
	    papo_answer_operand_before(s, a, at, pr, pn)) {
		said->why = "an operation or a part of it before it";
		said->row = "operand";
		return ST_REST;	/* "Answer: give or take 42" */
	}
	if (!placed && value_once(&va, s, a, *send, out, &at, &end) &&
	    (said->why = colon_opener(s, a, at, *send, pr, pn, said)) != NULL) {
		said->row = "word";
		return ST_REST;
	}
	/* "For odd n, the answer is 5.": its own sentence's condition,
	   not the one of the sentence before ("如果每包有3件，则66件是22
	   包。答案是22。") */
	for (st = a; st > 0 && s[st - 1] != '\n' && !((s[st - 1] == '.' ||
	    s[st - 1] == '?' || s[st - 1] == '!') && st < a &&
	    is_space((unsigned char)s[st])) && !wide_stop_before(s, st) &&
	    !thai_concludes(s, st, a); st--)
		;
	if ((said->why = papo_answer_cond_before(s, st, a, pr, pn,
	    said->word, sizeof(said->word))) != NULL) {
		said->row = "condition";
		return ST_REST;
	}
	return r;
}

/*
 * Is the value at s[fa..fe) (its sentence s[sa..sb)) an operand of a
 * computation: an operator or '=' right before or after it, spaces
 * between ("5 x 3 = 15", "15 - 3")?
 */
static int
operand_place(const char *s, size_t sa, size_t fa, size_t fe, size_t sb)
{
	static const char ops[] = "=+-*/x^";

	while (fa > sa && (s[fa - 1] == ' ' || s[fa - 1] == '$'))
		fa--;
	while (fe < sb && (s[fe] == ' ' || s[fe] == '$'))
		fe++;
	return (fa > sa && strchr(ops, s[fa - 1]) != NULL) || (fe < sb &&
	    s[fe] != '\0' && strchr(ops, s[fe]) != NULL) ||
	    muldiv_ends(s, sa, fa) || (fe + 2 <= sb && muldiv_ends(s, fe,
	    fe + 2));	/* × ÷ */
}

int
papo_answer_last_statement(const char *s, size_t b, struct papo_buf *out,
    int *math, const char *pr, size_t pn, struct papo_answer_said *said)
{
	size_t at, end, sa, sb, rl = 0, e, fa, fe, keep;
	int r = last_statement(s, b, out, math, pr, pn, &sa, &sb, &rl);

	if (said != NULL) {
		said->end = sb;
		said->rl = rl;
		said->at = 0;
	}
	if (r != ST_ONE || said == NULL || !value_at(s, sa, sb, out, 1, &at,
	    &end))
		return r;
	said->at = at;
	if (!rest_said(s, at, end, sb, pr, pn, said))
		return ST_REST;
	keep = said->stop;
	/* a computation's result ("= 7") written before as the value
	   ("The answer is 7, wrong since 3 + 4 = 7."): what follows its
	   first place must be recognised as well, the words between the
	   two among it */
	for (fa = at; fa > sa && (s[fa - 1] == ' ' || s[fa - 1] == '$');)
		fa--;
	if (fa > sa && s[fa - 1] == '=' && value_at(s, sa, sb, out, 0, &fa,
	    &fe) && fe <= at && memchr(s + fe, '\n', at - fe) == NULL &&
	    !operand_place(s, sa, fa, fe, sb) && !rest_said(s, fa, fe, sb,
	    pr, pn, said))
		return ST_REST;
	said->stop = keep;
	/* "\\[ x = 18 \\] Almost.": the words after the display's or
	   the code block's close are read after it, as after a box */
	for (e = said->stop; e < sb && is_space((unsigned char)s[e]); e++)
		;
	if (e + 1 < sb && ((s[e] == '\\' && s[e + 1] == ']') || (s[e] ==
	    '$' && s[e + 1] == '$')))
		e += 2;
	else if (e + 2 < sb && memcmp(s + e, "```", 3) == 0)
		e += 3;	/* "final_answer(18)\n``` Roughly." */
	else
		e = 0;
	/* words with no value there (a value's restatement, "\\[ 14 + 20 =
	   34 \\] So she spends 34 hours.", is the display's equation's,
	   which the tail does not compare) */
	if (e > 0 && !papo_answer_has_digit(s, e, line_end(s, e, sb)))
		said->end = e;
	if (json_key_line(s, at)) {
		/* {"estimate": 42}: the JSON finder reads the answer's
		   keys; another key's value is not the answer */
		said->why = "a JSON key not an answer's";
		said->row = "json";
		return ST_REST;
	}
	if (papo_answer_approx_before(s, sa, at, pr, pn) || abbrev_before(s,
	    at, pr, pn)) {
		said->why = APPROX_BEFORE;
		said->row = "approximate";
		return ST_REST;
	}
	if (papo_answer_operand_before(s, sa, at, pr, pn)) {
		said->why = "an operation or a part of it before it";
		said->row = "operand";
		return ST_REST;
	}
	/* "При нечётном n ответ 5." */
	if ((said->why = papo_answer_cond_before(s, sa, at, pr, pn,
	    said->word, sizeof(said->word))) != NULL) {
		said->row = "condition";
		return ST_REST;
	}
	if (papo_answer_named_other(s, sa, at, pr, pn)) {
		said->why = "another answer or a quantity of it before it";
		said->row = "word";
		return ST_REST;	/* "The answer squared is 5/6." */
	}
	if (papo_answer_span_other(s, sa, at, pr, pn)) {
		said->why = "a rate over another span than the question's";
		said->row = "word";
		return ST_REST;	/* "她每天赚126美元。" for "每周" */
	}
	if (papo_answer_difference_other(s, end, sb, pr, pn) ||
	    papo_answer_difference_before(s, sa, at, pr, pn)) {
		said->why = "a difference the question does not ask";
		said->row = "word";
		return ST_REST;	/* "Tom is 18 years older." */
	}
	if (papo_answer_undone(out->s, out->len)) {
		said->why = "a computation of numbers left undone";
		said->row = "operand";
		return ST_REST;	/* "= 500 - 440", and no more */
	}
	return r;
}
