/* SPDX-License-Identifier: MIT */
/*
 * answer_rest.c: the rest of the final answer's own sentence after the
 * value, read word by word (the noun counted, a unit, a reason, an
 * aside); suffixes glued to a value.
 */
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/*
 * Whether the row s[i..f) ends in a Hangul syllable and s[f..g) is one:
 * a Korean noun takes its particle, copula or suffix glued ("추정치입니다",
 * the estimate's value it is).
 */
static int
hangul_both(const char *s, size_t i, size_t f, size_t g)
{
	size_t st;
	long a = papo_frame_cp_before(s, i, f, &st),
	    b = papo_frame_cp_before(s, f, g, &st);

	return a >= 0xac00 && a <= 0xd7a3 && b >= 0xac00 && b <= 0xd7a3;
}

/*
 * The longest row of kind k at s[i..n), whole words (rows in a script
 * without spaces anywhere; a Korean guess row with its glued ending,
 * hangul_both): its row, or NULL.
 */
const struct row *
papo_frame_kind_starts(const char *s, size_t i, size_t n, enum row_kind k)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r, *best = NULL;
	unsigned char c = (unsigned char)s[i];
	unsigned j, b = k * 256u + (c >= 0x80 ? c : (unsigned char)lower(c));
	size_t f, st;

	for (j = x->kf_at[b]; j < x->kf_at[b + 1]; j++) {
		r = &papo_frame_rows[x->by_kfirst[j]];
		if ((best != NULL && r->len <= best->len) || r->len > n - i ||
		    !starts_ci(s, n, i, r->w))
			continue;
		f = i + r->len;
		if (f < n && !papo_frame_dense_letter(papo_frame_cp_before(s, i,
		    i + r->len, &st))) {
			size_t g = f + 1;

			while (g < n && ((unsigned char)s[g] & 0xc0) == 0x80)
				g++;
			if (k == R_GUESS && hangul_both(s, i, f, g))
				;	/* "추정치입니다" */
			else if (papo_frame_word_letter(papo_frame_cp_before(s,
			    f, g, &st)) || s[f] == '\'')
				continue;	/* not a whole word */
		}
		best = r;
	}
	return best;
}

/* The code point that starts at s[i] (in s[i..e)), its length in *l. */
long
papo_frame_cp_len(const char *s, size_t i, size_t e, size_t *l)
{
	size_t f = i + 1, st;

	while (f < e && ((unsigned char)s[f] & 0xc0) == 0x80)
		f++;
	*l = f - i;
	return papo_frame_cp_before(s, i, f, &st);
}

/* The code point that starts at s[i] (in s[i..e)). */
long
papo_frame_cp_at(const char *s, size_t i, size_t e)
{
	size_t l;

	return papo_frame_cp_len(s, i, e, &l);
}

/* "of" and its kin: the noun of a unit may follow ("5 kg of flour"). */
static const char *const of_words[] = { "of", "de", "di", "do", "da",
	"von", "d'", NULL };


/* Does the word s[i..e) say a rate whole after the value, no noun after
   it ("18 dollars daily", "18 dólares diarios", "18 Dollar täglich";
   units_span.c's table)? */
static int
rate_adverb(const char *s, size_t i, size_t e)
{
	return e > i && papo_unit_span_adverb(s + i, e - i);
}

/*
 * The words that open a clause about the value's noun which may have a
 * subject of its own ("42 apples that Bob says", "which is what the
 * key says", "42 apples according to Bob"): after one, the clause's
 * words must be recognised (the problem's, the response's earlier
 * words, rows), never a newcomer, who would be the value's source.
 */
static const char *const clause_words[] = { "that", "which", "who", "whom",
	"whose", "what", "whatever", "where", "when", "whenever", "while",
	"according", NULL };

/* Of those, the relatives that may be the clause's own subject ("40
   girls who are not in the scouts", "values that satisfy it"): the
   predicate is then the noun's, in words of its own. */
static const char *const subject_relatives[] = { "that", "which", "who",
	NULL };

/* Of those, the words of a time or place whose clause is the noun's own
   when its subject is the problem's ("when it is full", "when he gives
   half away", "where $y$ is minimized"): a pronoun or its math. */
static const char *const own_clauses[] = { "when", "whenever", "while",
	"where", NULL };
static const char *const own_subjects[] = { "it", "he", "she", "they",
	"we", "i", "you", NULL };

/* The words that open a subject of its own after a relative ("that the
   key lists", "which my friend reports", "that we found"). */
static const char *const subject_starts[] = { "the", "a", "an", "my", "our",
	"your", "his", "her", "their", "its", "this", "that", "these",
	"those", "i", "we", "you", "he", "she", "they", "it", "one",
	"someone", "somebody", "everyone", "nobody", "people", "another",
	"some", "any", "every", "each", "no", "all", "both", "other",
	"others", "most", "many", "several", NULL };

/*
 * The sources an answer may be "according to" in the response's own
 * voice ("according to the formula", "according to our calculation"):
 * the work and the problem, nobody else ("according to Bob", "the
 * key", "the hint").
 */
static const char *const own_sources[] = { "problem", "question", "problem's",
	"calculation", "calculations", "computation", "computations",
	"formula", "formulas", "equation", "equations", "above", "steps",
	"work", "analysis", "solution", "result", "results", "conditions",
	"condition", "given", "data", "statement", "information", "method",
	"rule", "rules", "definition", "pattern", "table", "graph",
	"diagram", "figure", "theorem", NULL };

/* Is s[i..e) one of the words of l? */
int
papo_frame_word_in(const char *s, size_t i, size_t e, const char *const *l)
{
	return word_in_list(s, i, e, l);
}

/* Is s[i..e) one of of_words[]? */
static int
of_word(const char *s, size_t i, size_t e)
{
	return papo_frame_word_in(s, i, e, of_words);
}

/* Is s[i..e) a word that opens a rate, a unit or a span after it ("$18
   every day", "12 Dollar pro Woche": units_span.c's rate words)? */
static int
per_word(const char *s, size_t i, size_t e)
{
	return e > i && papo_unit_rate_word(s + i, e - i);
}

/*
 * The words that ask for a rate in a problem's question ("How many
 * books are on each shelf?", "What is the average speed?", "Combien
 * de livres par étagère ?"), as stems that start a word, ASCII case
 * folded.
 */
static const char *const rate_asked_words[] = { "per", "each", "every",
	"average", "rate", "speed", "fast", "often", "hourly", "daily",
	"weekly", "monthly", "yearly", "annual", "jede", "pro", "durchschnitt",
	"geschwindigkeit", "chaque", "par", "moyen", "vitesse", "cada", "por",
	"promedio", "velocidad", "ogni", "media", "velocit", "m\xc3\xa9" "dia",
	"unit", "ratio", "proportion", "density", "frequency", "wage",
	/* "daily", "every day" and their kin in the other languages
	   ("Wie viel nimmt sie täglich ein?", "¿Cuánto gana todos los
	   días?", "Сколько она зарабатывает в день?") */
	"t\xc3\xa4glich", "w\xc3\xb6" "chentlich", "st\xc3\xbc" "ndlich",
	"monatlich", "j\xc3\xa4hrlich", "quotidien", "hebdomadaire",
	"mensuel", "annuel", "tous les jours", "toutes les semaines",
	"diari", "di\xc3\xa1ri", "semanal", "mensual", "anual",
	"todos los d\xc3\xad" "as", "todas las semanas", "todos los meses",
	"todos os dias", "todas as semanas", "todos os meses",
	"giornalier", "settimanal", "mensil", "tutti i giorni",
	/* кажд(ый), ежедн(евно), еженед(ельно), ежемесячн(о), в день,
	   в неделю, в час, в месяц */
	"\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4",
	"\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xb4\xd0\xbd",
	"\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb4",
	"\xd0\xb5\xd0\xb6\xd0\xb5\xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f"
	    "\xd1\x87\xd0\xbd",
	"\xd0\xb2 \xd0\xb4\xd0\xb5\xd0\xbd\xd1\x8c",
	"\xd0\xb2 \xd0\xbd\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8e",
	"\xd0\xb2 \xd1\x87\xd0\xb0\xd1\x81",
	"\xd0\xb2 \xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f\xd1\x86",
	NULL };

/* The words that ask for a count or an amount ("How many books ...?",
   "Combien de livres ...?"): a question of none of them ("Find x.") is
   not read for a rate. */
static const char *const count_asked_words[] = { "how many", "how much",
	"how far", "how long", "how tall", "how high", "how deep", "how old",
	"how heavy", "how wide",
	"combien", "wie viele", "wie viel", "wieviele", "wieviel",
	"cu\xc3\xa1ntos", "cu\xc3\xa1ntas", "cu\xc3\xa1nto", "quanti",
	"quante", "quanto", "quantos", "quantas",
	/* сколько, Сколько (no case folds beyond ASCII here) */
	"\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe",
	"\xd0\xa1\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe",
	NULL };

/* Does s[a..b) hold the word w[0..n) (ASCII case folded), at a word's
   start, whole when whole is set? */
static int
has_word(const char *s, size_t a, size_t b, const char *w, size_t n,
    int whole)
{
	size_t k;

	for (k = a; k + n <= b; k++)
		if (strncasecmp(s + k, w, n) == 0 && (k == a ||
		    !is_alpha((unsigned char)s[k - 1])) && (!whole ||
		    k + n == b || !is_alpha((unsigned char)s[k + n])))
			return 1;
	return 0;
}

/*
 * Does s[a..b) hold a word of list (ASCII case folded) at a word's
 * start, whole when whole is set?  Each word start is tried once
 * against the rows that start with its letter.
 */
static int
list_word(const char *s, size_t a, size_t b, const char *const *list,
    int whole)
{
	size_t i, k, n;
	unsigned char c;

	for (i = a; i < b; i++) {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			continue;
		c = (unsigned char)papo_ascii_lower((unsigned char)s[i]);
		for (k = 0; list[k] != NULL; k++) {
			if ((unsigned char)list[k][0] != c)
				continue;
			n = strlen(list[k]);
			if (i + n <= b && strncasecmp(s + i, list[k], n) == 0 &&
			    (!whole || i + n == b ||
			    !is_alpha((unsigned char)s[i + n])))
				return 1;
		}
	}
	return 0;
}

int
papo_frame_list_word(const char *s, size_t a, size_t b,
    const char *const *list, int whole)
{
	return list_word(s, a, b, list, whole);
}

int
papo_frame_has_word(const char *s, size_t a, size_t b, const char *w,
    int whole)
{
	return has_word(s, a, b, w, strlen(w), whole);
}

size_t
papo_frame_question(const char *p, size_t pn, size_t *qa)
{
	const char *m;
	size_t qb, lo = 0, k;

	m = memrchr(p, '?', pn);
	qb = m != NULL ? (size_t)(m - p) + 1 : pn;
	/* back to the stop before it (a NUL, as a string's end, too) */
	for (k = 0; k < 5 && qb > 1; k++)
		if ((m = memrchr(p, ".!?\n"[k], qb - 1)) != NULL &&
		    (size_t)(m - p) + 1 > lo)
			lo = (size_t)(m - p) + 1;
	*qa = lo;
	return qb;
}

static int period_word(const char *, size_t, size_t, size_t);

/*
 * Is the rate's noun phrase at s[f..b), a period (period_word: "week",
 * "school day"), the period the problem p[0..pn) states its own amounts
 * in: the same words after "a", "an", "each", "every" or "per" there?
 * "Jenny eats 9 cookies each week." where she "buys 1 bag of cookies a
 * week": the answer is in the problem's period, no share of what it
 * asks.
 */
static int
premise_period(const char *s, size_t f, size_t b, const char *p, size_t pn)
{
	static const char *const dets[] = { "a ", "an ", "each ", "every ",
	    "per ", NULL };
	size_t w, k, d, l, words;
	char ph[48];

	while (f < b && s[f] == ' ')
		f++;
	for (w = f; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	if (w == f || !period_word(s, f, w, b))
		return 0;
	for (words = 0; words < 2; words++) {
		for (d = 0; dets[d] != NULL && w - f + 8 <= sizeof(ph); d++) {
			l = strlen(dets[d]);
			memcpy(ph, dets[d], l);
			memcpy(ph + l, s + f, w - f);
			if (has_word(p, 0, pn, ph, l + w - f, 1))
				return 1;
		}
		if (w >= b || s[w] != ' ')
			return 0;
		for (k = w + 1; k < b && is_alpha((unsigned char)s[k]); k++)
			;
		if (k == w + 1)
			return 0;
		w = k;	/* "each school day" */
	}
	return 0;
}

/*
 * Does the problem p[0..pn) ask for the rate the rate word (per_word) at
 * s[i..f) opens after the value's noun ("126 books per shelf", "on each
 * shelf", "each")?  Its question (the last sentence that ends in '?',
 * else its last sentence) names a rate (rate_asked_words) or the
 * rate's own noun, the word after s[f] ("shelf", "day").  A question in
 * no Latin letters, or one that asks for no count or amount
 * (count_asked_words: "Find x."), is not read here: asked.
 */
int
papo_frame_rate_asked(const char *s, size_t f, size_t b, const char *p,
    size_t pn)
{
	unsigned long span;
	size_t qa, qb, k, w;
	int dim;

	qb = papo_frame_question(p, pn, &qa);
	for (k = qa; k < qb; k++)
		if ((unsigned char)p[k] >= 0xe0)
			return 1;	/* 每个, 1つあたり: not read */
	if (!list_word(p, qa, qb, count_asked_words, 1))
		return 1;	/* no count asked: "Find x." */
	if (list_word(p, qa, qb, rate_asked_words, 0) ||
	    papo_unit_span_in(p, qa, qb, &span, &dim))
		return 1;	/* "each day", "a week", "al giorno" */
	while (f < b && s[f] == ' ')
		f++;
	for (w = f; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	/* the rate's noun, its plural's stem too ("shelf", "shelves") */
	return (w - f >= 3 && has_word(p, qa, qb, s + f, w - f - (w - f >
	    4), 0)) || premise_period(s, f, b, p, pn);
}

/*
 * The closed class of words a reason after the value may hold besides
 * the problem's, the response's earlier words, units, numbers and the
 * function rows ("12 since there are 3 boxes of 4", "5 weil 2 plus 3
 * gleich 5 ist"): copulas, articles, the arithmetic's verbs.  "12
 * because I am not sure" and "12 since whatever I guess" are not.
 */
static const char *const reason_words[] = { "there", "are", "is", "we", "get",
	"gets", "got", "gives", "give", "makes", "make", "equals", "equal",
	"plus", "minus", "times", "divided", "multiplied", "added", "adding",
	"subtract", "subtracting", "subtracted", "sum", "product",
	"difference", "total", "twice", "half", "left", "over", "remain",
	"remains", "together", "combined", "altogether", "which", "than",
	"not", "only", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "hold", "holds", "contain", "contains",
	"cost", "costs", "weigh", "weighs", "es", "gibt", "sind", "ist",
	"und", "der", "die", "das", "je", "mal", "gleich", "il", "y", "a",
	"sont", "est", "et", "des", "les", "fois", "moins", "hay", "son", "y",
	"los", "las", "veces", "m\xc3\xa1s", "menos", "ci", "sono",
	"\xc3\xa8", "e", "volte", "pi\xc3\xb9", "meno", "h\xc3\xa1",
	"s\xc3\xa3o", "\xc3\xa9", "os", "vezes", "mais", NULL };

/*
 * A reason after the value that says it is the one seen most often
 * ("10, as it is the most frequently occurring number", "because it
 * occurs most often"): the mode's own definition.  Whole phrases, so
 * that "most" stays a bound everywhere else ("as it is the most likely
 * answer", "at most 12").
 */
static const char *const often_phrases[] = { "the most frequently",
	"the most frequent", "the most often", "the most commonly",
	"the most common", "the most times", "most frequently",
	"most frequent", "most often", "most commonly", "most common",
	"occurs", "occurring", "occurred", "appears", "appearing",
	"appeared", NULL };

/*
 * Is the word s[i..e) "or" right after a comma (spaces between): in a
 * reason or a condition after the value, an alternative to it ("10,
 * since there are 3 boxes, or 11"), not the reason's own "2 or 3"?
 */
static int
rest_or_after_comma(const char *s, size_t i, size_t e)
{
	size_t k = i;

	if (e - i != 2 || lower((unsigned char)s[i]) != 'o' ||
	    lower((unsigned char)s[i + 1]) != 'r')
		return 0;
	while (k > 0 && s[k - 1] == ' ')
		k--;
	return k > 0 && s[k - 1] == ',';
}

/* The end of the phrase of often_phrases[] at s[i..b) in a reason, or
   i. */
static size_t
rest_often(const struct rest *z, size_t i, size_t b)
{
	size_t k, l;

	if (z->reason != 1)
		return i;
	for (k = 0; often_phrases[k] != NULL; k++) {
		l = strlen(often_phrases[k]);
		if (starts_ci(z->t.s, b, i, often_phrases[k]) && (i + l == b ||
		    !is_alpha((unsigned char)z->t.s[i + l])))
			return i + l;
	}
	return i;
}

/* Words an aside after the value may hold that say how it is written
   ("(simplified)", "(in lowest terms)", "(exact)"): no doubt, no bound. */
static const char *const aside_words[] = { "simplified", "simplest",
	"lowest", "terms", "form", "exact", "exactly", "reduced", "final",
	"answer", "in", "the", "its", "fully", "value", "result", "boxed",
	"expanded", "factored", "integer", "fraction", NULL };

/* The article that opens a place's noun phrase after a function word
   ("at the farmers' market"; not "on a good day"), as a word of
   per_word does a rate's ("each school day"). */
static const char *const articles[] = { "the", NULL };

/* The words of a value rejected: recognised after a value denied
   before them ("5 (not 7, which we rejected)") only; with none, they
   speak of the answer's own ("(the second is rejected)"). */
static const char *const reject_words[] = { "rejected", "discarded",
	NULL };

/* The words that say, alone in an aside after the value, that it was
   checked ("24 cows (verified).", "12 m/s (confirmed)"): the aside
   holds one of them and nothing else ("(not verified)", "(to be
   checked)", "(verified?)" are refused). */
static const char *const aside_checked[] = { "verified", "checked",
	"confirmed", NULL };

/* Is the word s[i..e) one of aside_checked[] and its aside's only
   word: '(' before it, ')' after it (within b)? */
static int
aside_check(const char *s, size_t i, size_t e, size_t b)
{
	return i > 0 && s[i - 1] == '(' && e < b && s[e] == ')' &&
	    papo_frame_word_in(s, i, e, aside_checked);
}

/* The verbs of what a sum is for, after "to" and its kin ("$220 to
   pay", "220 $ à payer", "220 € por pagar"): what is owed or spent. */
static const char *const to_words[] = { "to", "\xc3\xa0", "a", "por",
	"da", "zu", NULL };
static const char *const sum_verbs[] = { "pay", "repay", "spend", "save",
	"payer", "rembourser", "d\xc3\xa9penser", "\xc3\xa9" "conomiser",
	"pagar", "gastar", "ahorrar", "zahlen", "bezahlen", "pagare",
	"spendere", "restituire", "poupar", NULL };

/* The most words of the answer's sentence looked for in the problem. */
#define REST_WORDS	24

/* value_form's bits: the number a value gives the noun it counts */
#define VALUE_ONE	1
#define VALUE_UNIT	2
#define VALUE_FEW	4

/*
 * Is the word s[a..b) a number in words joined to the value right
 * before it ("1/6 and one", "\\frac{1}{6} or two"): a second value, not
 * a word of the problem's ("that have at least one digit")?
 */
static int
joined_number(const struct rest *z, size_t a, size_t b)
{
	static const char *const joins[] = { "and", "or", "plus", "minus",
	    "times", NULL };
	const char *s = z->t.s;
	size_t k = a, w;

	while (k > z->t.end && s[k - 1] == ' ')
		k--;
	for (w = k; w > z->t.end && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == k || !papo_frame_word_in(s, w, k, joins))
		return 0;
	while (w > z->t.end && (s[w - 1] == ' ' || s[w - 1] == ','))
		w--;
	return w == z->t.end && papo_answer_named(s, a, b);
}

static int ru_price(const struct rest *z, size_t i, size_t e);

/*
 * German's infinitives of paying and of money taken in, which a modal
 * before the value sends to the sentence's end ("Tom muss 18 $
 * bezahlen.", "Sie kann 18 $ verdienen."): the last word, only a
 * sentence's stop after it (s[e..b)); the question's own verb is
 * rest_theirs's.
 */
static const char *const de_infinitives[] = { "bezahlen", "zahlen",
	"ausgeben", "verdienen", "einnehmen", "bekommen", "erhalten", NULL };

static int
de_final_infinitive(const char *s, size_t i, size_t e, size_t b)
{
	size_t k;

	if (!papo_frame_word_in(s, i, e, de_infinitives))
		return 0;
	for (k = e; k < b && (s[k] == '.' || s[k] == '!' || s[k] == ' ' ||
	    s[k] == '\n'); k++)
		;
	return k == b;
}

/* Does the word before s[a] (one space) make a share of what follows:
   "per", "each", "every", "a", "an"? */
static int
after_share(const char *s, size_t a)
{
	static const char *const w[] = { "per", "each", "every", "a", "an",
	    NULL };
	size_t e, k;

	if (a < 2 || s[a - 1] != ' ')
		return 0;
	for (e = a - 1, k = e; k > 0 && is_alpha((unsigned char)s[k - 1]);
	    k--)
		;
	return k < e && papo_frame_word_in(s, k, e, w);
}

/* Is the word s[a..b) one of p[0..pn) (the problem's; a plural or
   singular of it too)?  Not Russian's price (ru_price). */
static int
rest_theirs(struct rest *z, size_t a, size_t b, const char *p, size_t pn)
{
	/* a suffix and what the problem's word ends with instead; Korean's
	   statement of the question's verb ("법니다" for "법니까": earns, does
	   she earn?); German's infinitive after a modal or "wird" for the
	   question's verb ("kann 18 $ verdienen" for "verdient sie");
	   Turkish's aorist for the question's present, and the other way
	   ("kazanır" for "kazanıyor", "satar" for "satıyor"; not a
	   negation: "kazanmaz", "kazanmıyor" stay unlent); Turkish's word
	   without the copula's suffix -dır the question's holds */
	static const char *const stems[] = { "ing", "", "ing", "e", "ed", "",
	    "ed", "e", "ies", "y", "es", "", "s", "", "ing", "s", "ing", "es",
	    "\xeb\x8b\x88\xeb\x8b\xa4", "\xeb\x8b\x88\xea\xb9\x8c", "en", "t",
	    "\xc4\xb1r", "\xc4\xb1yor", "ir", "iyor", "ur", "uyor",
	    "\xc3\xbcr", "\xc3\xbcyor", "ar", "\xc4\xb1yor", "er", "iyor",
	    "ar", "uyor", "er", "\xc3\xbcyor",
	    "\xc4\xb1yor", "\xc4\xb1r", "iyor", "ir", "uyor", "ur",
	    "\xc3\xbcyor", "\xc3\xbcr", "\xc4\xb1yor", "ar", "iyor", "er",
	    "uyor", "ar", "\xc3\xbcyor", "er",
	    /* Turkish's word without the copula's suffix the question
	       writes ("12 yaşında" for "kaç yaşındadır") */
	    "", "d\xc4\xb1r", "", "dir", "", "dur", "", "d\xc3\xbcr",
	    "", "t\xc4\xb1r", "", "tir", "", "tur", "", "t\xc3\xbcr",
	    /* a noun in the singular for the problem's plural ("1 more
	       letter" for "7 letters", "1 box" for "boxes", "1 berry"
	       for "berries") */
	    "", "s", "", "es", "y", "ies", NULL };
	const char *s = z->t.s;
	/* the problem's word index (a text not its own is scanned) */
	struct papo_pwords *pw = z->t.o != NULL ? z->t.o->words : NULL;
	char w[40];
	size_t k, l, m, sing = sizeof(stems) / sizeof(stems[0]) - 7;

	if (p == NULL || z->looked >= REST_WORDS || ru_price(z, a, b))
		return 0;
	z->looked++;
	if (b - a > 1 && joined_number(z, a, b))
		return 0;	/* another value, though the problem writes
				   it ("1/6 and one") */
	if (b - a == 1)	/* a variable: "for every n" */
		return is_alpha((unsigned char)s[a]) && papo_frame_in_problem(p,
		    pn, pw, s, a, b);
	if (papo_frame_in_problem(p, pn, pw, s, a, b))
		return 1;
	/* "Brown's" for the problem's "Farmer Brown" */
	if (b - a > 3 && s[b - 2] == '\'' && lower((unsigned char)s[b - 1]) ==
	    's' && papo_frame_in_problem(p, pn, pw, s, a, b - 2))
		return 1;
	/* "apples" for "apple", "subtracting" for "Subtract", "selling"
	   for "sells", "baking" for "bakes" */
	for (k = 0; stems[k] != NULL; k += 2) {
		l = strlen(stems[k]);
		m = strlen(stems[k + 1]);
		if (b - a <= l + 2 || b - a - l + m > sizeof(w) ||
		    !starts_ci(s, b, b - l, stems[k]))
			continue;
		if (k >= sing && after_share(s, a))
			break;	/* "$18.90 per pen": a share's noun, not the
				   count's (the last rows, the singular's) */
		memcpy(w, s + a, b - a - l);
		memcpy(w + (b - a - l), stems[k + 1], m);
		if (papo_frame_in_problem(p, pn, pw, w, 0, b - a - l + m))
			return 1;
	}
	return 0;
}

/*
 * A hyphen at s[i] after a value and before a word ("7-day"), or inside
 * a compound word ("semi-automatic") whose first part was read: where
 * the hyphen or the compound ends (the problem writes it whole), else i.
 */
static size_t
rest_hyphen(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	size_t w = i, f = i + 1;

	if (i > 0 && is_digit((unsigned char)s[i - 1]) && i + 1 < e &&
	    is_alpha((unsigned char)s[i + 1]))
		return i + 1;

	while (w > 0 && is_alpha((unsigned char)s[w - 1]))
		w--;
	while (f < e && is_alpha((unsigned char)s[f]))
		f++;
	if (w == i || f == i + 1 || z->t.p == NULL || !papo_frame_in_problem(
	    z->t.p, z->t.pn, z->t.o != NULL ? z->t.o->words : NULL, s, w, f))
		return i;
	return f;
}

/*
 * A run of s[i..b) in a script without spaces that the problem says
 * (two to eight characters, the longest): where it ends, or i.
 */
static size_t
rest_dense_theirs(struct rest *z, size_t i, size_t b)
{
	size_t e = i, k, ends[8];
	int m = 0;

	const char *p = z->t.p != NULL ? z->t.p : z->t.s;
	size_t pn = z->t.p != NULL ? z->t.pn : z->t.at;

	if (z->looked >= REST_WORDS)
		return i;
	z->looked++;
	while (m < 8 && e < b && (unsigned char)z->t.s[e] >= 0x80) {
		for (k = e + 1; k < b && ((unsigned char)z->t.s[k] & 0xc0) ==
		    0x80; k++)
			;
		ends[m++] = e = k;
	}
	while (--m >= 1)
		if (memmem(p, pn, z->t.s + i, ends[m] - i) != NULL)
			return ends[m];
	return i;
}

/* Note the word s[a..b) in word (size ws, NUL-terminated, whole
   characters), and return why. */
const char *
papo_frame_rest_word(const char *s, size_t a, size_t b, char *word, size_t ws,
    const char *why)
{
	if (word == NULL || ws == 0)
		return why;
	if (b - a >= ws) {
		b = a + ws - 1;
		while (b > a && ((unsigned char)s[b] & 0xc0) == 0x80)
			b--;	/* not half a character */
	}
	memcpy(word, s + a, b - a);
	word[b - a] = '\0';
	return why;
}

/* Is the math s[i..e) one letter the problem names ("$n$")? */
static int
variable(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;

	if (e - i >= 2 && s[i] == '$' && s[e - 1] == '$') {
		i++;
		e--;
	} else if (e - i >= 4 && s[i] == '\\' && s[i + 1] == '(' &&
	    s[e - 2] == '\\' && s[e - 1] == ')') {
		i += 2;
		e -= 2;
	}
	while (i < e && s[i] == ' ')
		i++;
	while (e > i && s[e - 1] == ' ')
		e--;
	/* without the problem, a variable alone names no condition */
	return e == i + 1 && is_alpha((unsigned char)s[i]) && (z->t.p ==
	    NULL || rest_theirs(z, i, e, z->t.p, z->t.pn) ||
	    rest_theirs(z, i, e, s, z->t.at));
}

/* Is c a byte a value's comparison skips (spaces, math delimiters)? */
static int
value_skip(const char *t, size_t k, size_t n)
{
	return t[k] == ' ' || t[k] == '$' || (t[k] == '\\' && k + 1 < n &&
	    (t[k + 1] == '(' || t[k + 1] == ')'));
}

/*
 * Is the value s[i..e) written in t[0..n) (spaces and math delimiters
 * aside): the problem's or the response's own, restated in a clause
 * about the noun ("values of x for which the sum $x^2+4x+4$ is less
 * than 20")?
 */
static int
value_in(const char *s, size_t i, size_t e, const char *t, size_t n)
{
	size_t a, k, j;

	if (t == NULL)
		return 0;
	while (i < e && value_skip(s, i, e))
		i += s[i] == '\\' ? 2 : 1;
	if (i >= e)
		return 0;
	for (a = 0; a < n; a++) {
		if (t[a] != s[i])
			continue;
		for (k = a, j = i; j < e && k < n;) {
			if (value_skip(s, j, e)) {
				j += s[j] == '\\' ? 2 : 1;
				continue;
			}
			if (value_skip(t, k, n)) {
				k += t[k] == '\\' ? 2 : 1;
				continue;
			}
			if (t[k] != s[j])
				break;
			j++;
			k++;
		}
		if (j >= e)
			return 1;
	}
	return 0;
}

/*
 * Is the value s[i..e) of a reason the end of its computation, after
 * '=' with no operation after it, and another value than the answer's
 * ("42, because 6 × 8 = 48")?  A computation that ends on the answer
 * ("because 6 × 7 = 42") or goes on ("= 40 + 2") is no other.
 */
static int
reason_ends_other(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;
	size_t k = i, f = e;

	while (k > 0 && s[k - 1] == ' ')
		k--;
	if (k == 0 || s[k - 1] != '=')
		return 0;
	while (f < b && s[f] == ' ')
		f++;
	if (f < b && (strchr("+-*/=^", s[f]) != NULL || starts_ci(s, b, f,
	    "\xc3\x97") || starts_ci(s, b, f, "\xc3\xb7")))
		return 0;	/* "= 40 + 2", "= 6 × 7" */
	return !papo_frame_restates(&z->t, i, e);
}

/*
 * Is the word right before s[i] (after s[a], spaces and a '$' between)
 * one that offers another value ("or", "oder", "ou", "o", "oppure",
 * "или", "sinon")?
 */
static int
or_before(const char *s, size_t a, size_t i)
{
	static const char *const ors[] = { "or", "oder", "ou", "o", "u",
	    "oppure", "sinon", "otherwise", "alternatively",
	    "\xd0\xb8\xd0\xbb\xd0\xb8", NULL };	/* или */
	size_t e = i, w;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '$'))
		e--;
	for (w = e; w > a && (is_alpha((unsigned char)s[w - 1]) ||
	    (unsigned char)s[w - 1] >= 0x80); w--)
		;
	return w < e && papo_frame_word_in(s, w, e, ors);
}

/*
 * A value at s[i..b) in the rest of the answer's sentence: where it
 * ends, the refusal in *why when it is not recognised (another value;
 * the same value denied).
 */
static size_t
rest_value(struct rest *z, size_t i, size_t b, const char **why)
{
	size_t e = papo_frame_value_end(z->t.s, i, b);
	int same;

	if (e == i)
		e = i + 1;
	e = papo_frame_percent(z->t.s, e, b);
	if (z->reason == 1 && is_digit((unsigned char)z->t.s[e - 1]))
		z->noun = 1;	/* "since there are 3 boxes": its noun */
	if (z->reason == 1 && or_before(z->t.s, z->t.end, i)) {
		*why = "an alternative after it";	/* "36 pencils since
							   4 boxes or 45" */
		return e;
	}
	if (z->means && !value_in(z->t.s, i, e, z->t.p, z->t.pn)) {
		*why = VALUE_AFTER;	/* "divided by connecting its vertices
					   in 4 ways": the value is no
					   means' */
		return e;
	}
	if (z->reason == 1 && reason_ends_other(z, i, e, b)) {
		*why = "a reason whose computation ends on another value";
		return e;
	}
	if ((z->phrase == 2 || z->phrase == 4) && !z->reason &&
	    (or_before(z->t.s, z->t.end, i) || (z->t.p != NULL &&
	    !value_in(z->t.s, i, e, z->t.p, z->t.pn) &&
	    !papo_frame_restates(&z->t, i, e)))) {
		*why = VALUE_AFTER;	/* "18 dollars at the market or 20",
					   "... and 20": another value, none
					   of the problem's */
		return e;
	}
	if (z->reason == 1 || z->phrase == 2 || z->phrase == 4)
		return e;	/* "because 2 + 3 = 5", without the problem
				   "integers from 1 to 100" (a sentence of
				   two values is refused before) */
	if (z->reason == 2) {
		/* a condition's values are the problem's ("if n = 3"); a
		   number's, not its compound's ("7-day") */
		if (is_digit((unsigned char)z->t.s[i]))
			for (e = i; e < b && is_digit((unsigned char)
			    z->t.s[e]); e++)
				;
		if (z->looked++ >= REST_WORDS || memmem(z->t.p, z->t.pn,
		    z->t.s + i, e - i) == NULL)
			*why = REST_WORD;
		return e;
	}
	if (variable(z, i, e))
		return e;	/* "for \\(n\\)", the problem's n */
	if (z->phrase == 3 && !z->neg && (value_in(z->t.s, i, e, z->t.p,
	    z->t.pn) || value_in(z->t.s, i, e, z->t.s, z->t.at)))
		return e;	/* a clause about the noun restates the
				   problem's or its own value */
	if (!z->neg && z->t.p != NULL && papo_answer_problem_phrase(z->t.s,
	    z->t.at, b, z->t.p, z->t.pn) <= i)
		return e;	/* "during the 6 weeks of summer": the
				   problem's phrase ends the sentence */
	same = papo_frame_restates(&z->t, i, e);
	if (z->neg && same)
		*why = "a negation after it";
	else if (!z->neg && !same)
		*why = VALUE_AFTER;
	else if (!same)
		z->denied = 1;	/* "5 (not 7, which we rejected)" */
	z->noun = !z->neg;	/* "= 100 seconds": its noun may follow */
	z->neg = 0;
	return e;
}

/* A row at s[i..e) that no noun counted may hold: a doubt, bound,
   negation, condition, modal or turn ("左右", "大概"); or NULL. */
static const struct row *
rest_refused(const char *s, size_t i, size_t e)
{
	static const enum row_kind k[] = { R_DOUBT, R_BOUND, R_NEG, R_COND,
	    R_MODAL, R_WEAK, R_BEFORE };
	const struct row *r;
	size_t j;

	for (j = 0; j < sizeof(k) / sizeof(k[0]); j++)
		if ((r = papo_frame_kind_starts(s, i, e, k[j])) != NULL)
			return r;
	return NULL;
}

/*
 * A point after "when" at s[i..b): a variable (one letter) then "=" or
 * "is" and a number ("x = 2", "x is 3", "x=-1"): where it ends, or 0.
 */
size_t
papo_frame_at_point(const char *s, size_t i, size_t b)
{
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	if (b - i > 2 && s[i] == '\\' && s[i + 1] == '(')
		i += 2;	/* "\\(T = 3\\)" */
	while (i < b && s[i] == ' ')
		i++;
	if (i + 1 >= b || !is_alpha((unsigned char)s[i]) ||
	    is_alpha((unsigned char)s[i + 1]))
		return 0;
	for (i++; i < b && (s[i] == ' ' || s[i] == '$'); i++)
		;
	if (i < b && s[i] == '=')
		i++;
	else if (b - i > 3 && starts_ci(s, b, i, "is "))
		i += 3;
	else
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	if (i < b && s[i] == '-')
		i++;
	if (i >= b || !is_digit((unsigned char)s[i]))
		return 0;
	while (i < b && (is_digit((unsigned char)s[i]) || s[i] == '.' ||
	    s[i] == '$') && !(s[i] == '.' && (i + 1 == b ||
	    !is_digit((unsigned char)s[i + 1]))))
		i++;
	return i;
}

/*
 * May the word s[i..e) right after the value be the noun it counts: not
 * an adverb ("usually", "aproximadamente") nor a word that qualifies the
 * value (R_QUAL: "modulo", "circa", "кроме")?
 */
static int
noun_like(const char *s, size_t i, size_t e)
{
	if (e - i > 4 && (starts_ci(s, e, e - 2, "ly") ||
	    starts_ci(s, e, e - 3, "ing") || starts_ci(s, e, e - 5, "mente")))
		return 0;
	return papo_frame_kind_starts(s, i, e, R_QUAL) == NULL;
}

/*
 * Is the sentence before the value at s[at] in a language other than
 * English: one of its last six words a lead, copula or function word
 * of other languages only ("Es sind", "ci sono")?  The languages of
 * that word (papo_frame_lang_bit's bits), or 0, with *english set when
 * one of them is a word of English rows only ("The answer is").
 */
static unsigned
foreign_before(const char *s, size_t at, int *english)
{
	unsigned en = papo_frame_lang_bit("en"), m;
	size_t a, b = at;
	int w;

	*english = 0;
	for (w = 0; w < 6 && b > 0; w++) {
		while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '$' ||
		    s[b - 1] == '*'))
			b--;
		for (a = b; a > 0 && (is_alpha((unsigned char)s[a - 1]) ||
		    (unsigned char)s[a - 1] >= 0x80); a--)
			;	/* "é", "è", "wynosi": a word with accents */
		if (a == b)
			return 0;	/* the sentence's start, a sign */
		m = papo_frame_kind_word(s, a, b, R_FUNC) |
		    papo_frame_kind_word(s, a, b, R_LEAD) |
		    papo_frame_kind_word(s, a, b, R_STCOP);
		if (m != 0 && !(m & en))
			return m;
		if (m == en)
			*english = 1;	/* "is", "the": English only */
		b = a;
	}
	return 0;
}

/*
 * Is the value s[at..end) one: its digits "1" alone, no decimal point
 * between them ("1", "\\boxed{1}", "$1$"; not "1.5", "21")?
 */
static int
value_one(const char *s, size_t at, size_t end)
{
	size_t k, d = 0;

	for (k = at; k < end; k++) {
		if (is_digit((unsigned char)s[k]) && (s[k] != '1' || d++ > 0))
			return 0;
		if ((s[k] == '.' || s[k] == ',') && d > 0 && k + 1 < end &&
		    is_digit((unsigned char)s[k + 1]))
			return 0;
	}
	return d == 1;
}

/*
 * The grammatical number the value s[at..end) gives the noun it counts
 * in the Slavic languages: VALUE_ONE when it is one (value_one),
 * VALUE_UNIT when its digits end in 1 but not 11 (a singular: "21
 * яблоко"), VALUE_FEW when they end in 2, 3 or 4 but not 12 to 14, or a
 * fraction follows a decimal point or comma (a genitive singular: "42
 * яблока", "3,5 яблока"); none of them: a genitive plural ("17 яблок").
 */
static int
value_form(const char *s, size_t at, size_t end)
{
	size_t k, last = end;
	int f = value_one(s, at, end) ? VALUE_ONE : 0;

	for (k = at; k < end; k++) {
		if ((s[k] == '.' || s[k] == ',') && k > at && is_digit(
		    (unsigned char)s[k - 1]) && k + 1 < end && is_digit(
		    (unsigned char)s[k + 1]))
			return f | VALUE_FEW;
		if (is_digit((unsigned char)s[k]))
			last = k;
	}
	if (last == end)
		return f;
	if (s[last] == '1' && (last == at || s[last - 1] != '1'))
		return f | VALUE_UNIT;
	if (s[last] >= '2' && s[last] <= '4' && (last == at || s[last - 1] !=
	    '1'))
		return f | VALUE_FEW;
	return f;
}

/*
 * The nouns a value counts in the languages whose word after a value is
 * its noun, where no problem says it (de, fr, es, it, pt, ru, uk, hi,
 * bn, te, ar; lower case, read with case folded beyond ASCII:
 * fold_word_in): the things, people, money and times word problems
 * count.  A word after the value in those languages is its noun only
 * when it is one of these, a unit, or the problem's (or the response's
 * before the answer): the shape of a noun alone ("Die Antwort ist 42
 * Vermutung.", "La réponse est 42 erreurs.", "Ответ: 42 ли.") is no
 * noun recognised (hostile_red20's noun).
 */
static const char *const nouns_counted[] = {
	/* de */
	"äpfel", "apfel", "eier", "ei", "kinder", "kind", "schüler",
	"schülerinnen", "schülern", "personen", "person", "leute", "menschen",
	"bücher", "buch", "seiten", "kekse", "bonbons", "murmeln", "bälle",
	"stifte", "blumen", "bäume", "autos", "tiere", "hühner", "kühe",
	"hunde", "katzen", "vögel", "fische", "orangen", "bananen",
	"stücke", "stück", "kisten", "tage", "wochen", "jahre", "stunden",
	"minuten", "sekunden", "euro", "dollar", "cent", "punkte",
	"lösungen", "möglichkeiten", "wege", "zahlen", "übungen", "aufgaben",
	"fragen", "spiele", "karten", "münzen", "flaschen", "gläser",
	"tassen", "teller", "zimmer", "häuser", "tickets", "eintrittskarten",
	"mal",
	/* fr */
	"pommes", "pomme", "œufs", "oeufs", "enfants", "élèves", "étudiants",
	"personnes", "gens", "livres", "pages", "biscuits", "bonbons",
	"billes", "balles", "crayons", "fleurs", "arbres", "voitures",
	"animaux", "poules", "vaches", "chiens", "chats", "oiseaux",
	"poissons", "oranges", "bananes", "morceaux", "boîtes", "jours",
	"semaines", "ans", "années", "heures", "minutes", "secondes",
	"euros", "dollars", "centimes", "points", "solutions", "façons",
	"manières", "nombres", "exercices", "questions", "jeux", "cartes",
	"pièces", "bouteilles", "verres", "tasses", "assiettes",
	"chambres", "maisons", "sièges", "billets", "tickets", "fois",
	/* es */
	"manzanas", "manzana", "huevos", "niños", "niñas", "alumnos",
	"estudiantes", "personas", "gente", "libros", "páginas",
	"galletas", "caramelos", "canicas", "pelotas", "lápices", "flores",
	"árboles", "coches", "autos", "animales", "gallinas", "vacas",
	"perros", "gatos", "pájaros", "peces", "naranjas", "plátanos",
	"trozos", "cajas", "días", "semanas", "años", "horas", "minutos",
	"segundos", "dólares", "pesos", "centavos", "puntos", "soluciones",
	"formas", "maneras", "números", "ejercicios", "preguntas", "juegos",
	"cartas", "monedas", "botellas", "vasos", "tazas", "platos",
	"habitaciones", "casas", "asientos", "señales", "boletos",
	"entradas", "billetes", "veces",
	/* it */
	"mele", "mela", "uova", "bambini", "studenti", "alunni", "persone",
	"libri", "pagine", "biscotti", "caramelle", "biglie", "palline",
	"matite", "fiori", "alberi", "macchine", "auto", "animali",
	"galline", "mucche", "cani", "gatti", "uccelli", "pesci", "arance",
	"banane", "pezzi", "scatole", "giorni", "settimane", "anni", "ore",
	"minuti", "secondi", "euro", "dollari", "centesimi", "punti",
	"soluzioni", "modi", "numeri", "esercizi", "domande", "giochi",
	"carte", "monete", "bottiglie", "bicchieri", "tazze", "piatti",
	"stanze", "case", "posti", "biglietti", "volte",
	/* pt */
	"maçãs", "maçã", "ovos", "crianças", "alunos", "estudantes",
	"pessoas", "livros", "páginas", "biscoitos", "bolachas", "doces",
	"balas", "bolinhas", "bolas", "lápis", "flores", "árvores",
	"carros", "animais", "galinhas", "vacas", "cães", "cachorros",
	"gatos", "pássaros", "peixes", "laranjas", "bananas", "pedaços",
	"caixas", "dias", "semanas", "anos", "horas", "minutos",
	"segundos", "reais", "dólares", "centavos", "pontos", "soluções",
	"formas", "maneiras", "números", "exercícios", "perguntas",
	"jogos", "cartas", "moedas", "garrafas", "copos", "xícaras",
	"pratos", "quartos", "casas", "lugares", "bilhetes", "ingressos",
	"vezes", "lições",
	/* ru */
	"яблок", "яблока", "яблоко", "яиц", "яйца", "детей", "ребёнка",
	"учеников", "ученика", "студентов", "студента", "человек",
	"человека", "книг", "книги", "страниц", "страницы", "конфет",
	"конфеты", "шариков", "мячей", "карандашей", "цветов", "деревьев",
	"машин", "животных", "кур", "коров", "собак", "кошек", "птиц",
	"рыб", "апельсинов", "бананов", "кусков", "коробок", "дней",
	"дня", "недель", "лет", "года", "часов", "часа", "минут", "минуты",
	"секунд", "рублей", "рубля", "долларов", "доллара", "копеек",
	"очков", "баллов", "решений", "решения", "способов", "способа",
	"чисел", "задач", "вопросов", "игр", "карт", "монет", "бутылок",
	"стаканов", "чашек", "тарелок", "комнат", "домов", "мест",
	"билетов", "билета", "раз",
	"штук", "штуки",
	/* uk */
	"яблук", "яблука", "яєць", "дітей", "учнів", "учня", "студентів",
	"людей", "осіб", "книжок", "книг", "сторінок", "цукерок",
	"кульок", "олівців", "квітів", "дерев", "машин", "тварин", "курей",
	"корів", "собак", "котів", "птахів", "риб", "апельсинів",
	"бананів", "шматків", "коробок", "днів", "тижнів", "років",
	"годин", "хвилин", "секунд", "гривень", "доларів", "копійок",
	"балів", "очок", "розв'язків", "способів", "чисел", "задач",
	"питань", "ігор", "монет", "пляшок", "склянок", "чашок",
	"тарілок", "кімнат", "будинків", "місць", "разів", "штук",
	"гривні", "гривня", "гривен",
	/* hi */
	"सेब", "अंडे", "बच्चे", "बच्चों", "छात्र", "विद्यार्थी", "लोग",
	"व्यक्ति", "किताबें", "पुस्तकें", "पन्ने", "पृष्ठ", "बिस्कुट",
	"टॉफियां", "कंचे", "गेंदें", "पेंसिलें", "फूल", "पेड़", "कारें",
	"जानवर", "मुर्गियां", "गायें", "कुत्ते", "बिल्लियां", "पक्षी",
	"मछलियां", "संतरे", "केले", "टुकड़े", "डिब्बे", "दिन", "सप्ताह",
	"हफ्ते", "साल", "वर्ष", "घंटे", "मिनट", "सेकंड", "रुपये",
	"रुपए", "डॉलर", "पैसे", "अंक", "तरीके", "संख्याएं", "प्रश्न",
	"सवाल", "खेल", "सिक्के", "बोतलें", "गिलास", "कप", "प्लेटें",
	"कमरे", "घर", "सीटें", "बार", "कमीजें", "कमीज़ें", "शर्ट", "किलो",
	"किलोमीटर", "मीटर", "सेंटीमीटर", "किलोग्राम", "ग्राम", "लीटर",
	/* bn */
	"আপেল", "ডিম", "শিশু", "ছাত্র", "শিক্ষার্থী", "জন", "লোক", "বই",
	"পৃষ্ঠা", "বিস্কুট", "চকলেট", "মার্বেল", "বল", "পেন্সিল", "ফুল",
	"গাছ", "গাড়ি", "প্রাণী", "মুরগি", "গরু", "কুকুর", "বিড়াল",
	"পাখি", "মাছ", "কমলা", "কলা", "টুকরা", "বাক্স", "দিন", "সপ্তাহ",
	"বছর", "ঘণ্টা", "মিনিট", "সেকেন্ড", "টাকা", "ডলার", "পয়সা",
	"পয়েন্ট", "উপায়", "সংখ্যা", "প্রশ্ন", "খেলা", "মুদ্রা",
	"বোতল", "গ্লাস", "কাপ", "প্লেট", "ঘর", "বাড়ি", "আসন", "বার",
	"টি", "টা", "কিলোমিটার", "মিটার", "সেন্টিমিটার", "কিলোগ্রাম",
	"গ্রাম", "লিটার",
	/* te */
	"పండ్లు", "ఆపిల్స్", "గుడ్లు", "పిల్లలు", "విద్యార్థులు",
	"మంది", "వ్యక్తులు", "పుస్తకాలు", "పేజీలు", "బిస్కెట్లు",
	"చాక్లెట్లు", "బంతులు", "పెన్సిళ్ళు", "పువ్వులు", "చెట్లు",
	"కార్లు", "జంతువులు", "కోళ్ళు", "ఆవులు", "కుక్కలు", "పిల్లులు",
	"పక్షులు", "చేపలు", "నారింజలు", "అరటిపండ్లు", "ముక్కలు",
	"పెట్టెలు", "రోజులు", "వారాలు", "సంవత్సరాలు", "గంటలు",
	"నిమిషాలు", "సెకన్లు", "రూపాయలు", "డాలర్లు", "పాయింట్లు",
	"మార్గాలు", "సంఖ్యలు", "ప్రశ్నలు", "ఆటలు", "నాణేలు",
	"సీసాలు", "గ్లాసులు", "కప్పులు", "ప్లేట్లు", "గదులు",
	"ఇళ్ళు", "సీట్లు", "సార్లు",
	/* ar */
	"تفاحة", "تفاحات", "بيضة", "بيضات", "طفلا", "طفلاً", "أطفال",
	"طالبا", "طالباً", "طلاب", "شخصا", "شخصاً", "أشخاص", "كتابا",
	"كتاباً", "كتب", "صفحة", "صفحات", "بسكويتة", "حلوى", "كرة",
	"كرات", "قلما", "أقلام", "زهرة", "زهور", "شجرة", "أشجار", "سيارة",
	"سيارات", "حيوانا", "حيوانات", "دجاجة", "دجاجات", "بقرة", "كلبا",
	"قطة", "طائرا", "سمكة", "برتقالة", "موزة", "قطعة", "قطع", "صندوقا",
	"يوما", "يوماً", "أيام", "أسبوعا", "أسابيع", "سنة", "سنوات",
	"عاما", "عاماً", "ساعة", "ساعات", "دقيقة", "دقائق", "ثانية",
	"ثوان", "دولارا", "دولاراً", "دولارات", "ريالا", "ريالات", "درهما",
	"نقطة", "نقاط", "حلا", "حلول", "طريقة", "طرق", "عددا", "أعداد",
	"سؤالا", "أسئلة", "لعبة", "عملة", "زجاجة", "كوبا", "طبقا",
	"غرفة", "منزلا", "مقعدا", "مرة", "مرات",
	NULL
};

/*
 * Is the word s[i..e), its case folded beyond ASCII ("ÄPFEL", "Яблок",
 * "UNGEFÄHR"), one of the lower-case words of l?
 */
static int
fold_word_in(const char *s, size_t i, size_t e, const char *const *l)
{
	char w[96];
	size_t k, l1, n = 0;
	long c;

	for (k = i; k < e; k += l1) {
		if ((c = papo_frame_cp_len(s, k, e, &l1)) < 0 || l1 == 0)
			return 0;
		if (n + 4 >= sizeof(w))
			return 0;
		c = papo_frame_fold_cp(c);
		if (c < 0x80) {
			w[n++] = (char)c;
		} else if (c < 0x800 && l1 == 2) {
			w[n++] = (char)(0xc0 | (c >> 6));
			w[n++] = (char)(0x80 | (c & 0x3f));
		} else {
			memcpy(w + n, s + k, l1);	/* no case of its own */
			n += l1;
		}
	}
	for (k = 0; l[k] != NULL; k++)
		if (strlen(l[k]) == n && memcmp(l[k], w, n) == 0)
			return 1;
	return 0;
}

/*
 * Is the word s[i..e) after a value a noun recognised: one
 * nouns_counted[] lists, a unit ("कि॰मी॰", "কিলোমিটার"), the problem
 * p[0..pn)'s word or one the response wrote before it?
 */
static int
noun_known(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	struct papo_unit u;

	return fold_word_in(s, i, e, nouns_counted) || (papo_unit_parse(s +
	    i, e - i, &u) == 0 && !papo_unit_none(&u)) || (p != NULL &&
	    papo_frame_in_problem(p, pn, NULL, s, i, e)) ||
	    papo_frame_in_problem(s, i, NULL, s, i, e);
}

/*
 * The adjectives of French, Spanish, Italian, Portuguese and German
 * that stand between a count and its noun in word problems ("2 autres
 * jouets", "12 roten Äpfel" where the problem writes none): other, new,
 * sizes, colours, whole, possible, remaining.
 */
static const char *const adjectives_before[] = {
	"autres", "nouveaux", "nouvelles", "petits", "petites", "grands",
	"grandes", "rouges", "bleus", "bleues", "verts", "vertes", "jaunes",
	"blancs", "blanches", "noirs", "noires", "entiers", "entières",
	"différents", "différentes", "possibles", "restants", "restantes",
	"otros", "otras", "nuevos", "nuevas", "pequeños", "pequeñas",
	"rojos", "rojas", "azules", "amarillos", "amarillas", "blancos",
	"blancas", "negros", "negras", "diferentes", "posibles", "enteros",
	"enteras", "altri", "altre", "nuovi", "nuove", "piccoli", "piccole",
	"grandi", "rossi", "rosse", "verdi", "gialli", "gialle", "bianchi",
	"bianche", "neri", "nere", "diversi", "diverse", "possibili",
	"rimanenti", "interi", "intere", "outros", "outras", "novos",
	"novas", "pequenos", "pequenas", "vermelhos", "vermelhas", "azuis",
	"amarelos", "amarelas", "brancos", "brancas", "pretos", "pretas",
	"possíveis", "inteiros", "inteiras", "verdes",
	"weitere", "weiteren", "andere", "anderen", "neue", "neuen",
	"kleine", "kleinen", "große", "großen", "rote", "roten", "blaue",
	"blauen", "grüne", "grünen", "gelbe", "gelben", "weiße", "weißen",
	"schwarze", "schwarzen", "verschiedene", "mögliche", "möglichen",
	"restliche", "restlichen", "übrige", "übrigen", "ganze", "ganzen",
	NULL
};

/*
 * Is the word s[i..e), before a noun after a value, recognised as its
 * adjective: one adjectives_before[] lists, the problem p[0..pn)'s word
 * or one the response wrote before it?  Not "7 inte mele", "7 niet
 * Äpfel" (negations of languages papo does not list), nor "7 blorf".
 */
static int
adj_known(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	return fold_word_in(s, i, e, adjectives_before) || (p != NULL &&
	    (papo_frame_in_problem(p, pn, NULL, s, i, e) ||
	    papo_frame_in_problem_stem(p, pn, NULL, s, i, e))) ||
	    papo_frame_in_problem(s, i, NULL, s, i, e);
}

/* Is the word after s[e] (up to b, one space between) noun_known: the
   word at s[i..e) its adjective ("2 autres jouets", "42 schöne
   Äpfel")?  A word of letters: a value after it ("3 + 4 = inte 7") is
   none, though the response wrote it before. */
static int
next_known(const char *s, size_t e, size_t b, const char *p, size_t pn)
{
	size_t k;

	if (e + 1 >= b || s[e] != ' ' || !((unsigned char)s[e + 1] >= 0x80 ||
	    is_alpha((unsigned char)s[e + 1])))
		return 0;
	for (k = e + 1; k < b && s[k] != ' ' && s[k] != ',' && s[k] != '.' &&
	    s[k] != ';' && s[k] != '!' && s[k] != '?'; k++)
		;
	return k > e + 1 && noun_known(s, e + 1, k, p, pn);
}

/*
 * The verbs a statement in Hindi, Bengali or Telugu ends with after its
 * value (verb-final: "हमें 12 मिलता है।", "আমরা 12 পাই।", "$18
 * పొందుతుంది."): the value's sentence goes on, no noun counted.
 */
static const char *const verbs_final[] = {
	"मिलता", "मिलती", "मिलते", "मिलेगा", "मिलेगी", "मिलेंगे", "होता",
	"होती", "होते", "होगा", "होगी", "होंगे", "आता", "आती", "आते",
	"आएगा", "आएगी", "बनता", "बनती", "बनते", "बनेगा", "बनेगी", "बचता",
	"बचती", "बचते", "बचेगा", "बचेंगे",
	"পাই", "পাওয়া", "হয়", "হবে", "থাকে", "থাকবে", "আসে", "দাঁড়ায়",
	/* earns, gets: "18 ডলার আয় করেন", "18 ডলার পান", "$18
	   పొందుతుంది" (hostile_income77.py) */
	"আয়", "করেন", "করে", "পান", "পায়", "পাবেন", "পাবে", "উপার্জন",
	"పొందుతుంది", "పొందుతాడు", "పొందుతారు", "సంపాదిస్తుంది",
	"సంపాదిస్తాడు", "సంపాదిస్తారు",
	NULL
};

int
papo_answer_final_verb(const char *w, size_t wn)
{
	size_t e = wn;

	while (e > 0 && (w[e - 1] == '.' || w[e - 1] == ' '))
		e--;
	return e > 0 && (unsigned char)w[0] >= 0x80 && fold_word_in(w, 0, e,
	    verbs_final);
}

/* Is c an ASCII vowel (either case)? */
static int
vowel(char c)
{
	return c != '\0' && strchr("aeiouAEIOU", c) != NULL;
}

/* Is s[k] (before b) a capital letter: ASCII, or a Latin-1 one in
   two bytes ("Äpfel", "Öfen", "Übungen")? */
static int
capital_at(const char *s, size_t k, size_t b)
{
	unsigned char c = (unsigned char)s[k], d;

	if (c >= 'A' && c <= 'Z')
		return 1;
	if (c != 0xc3 || k + 1 >= b)
		return 0;
	d = (unsigned char)s[k + 1];
	return d >= 0x80 && d <= 0x9e && d != 0x97;	/* not '×' */
}

/* Is the word s[i..e) (its sentence to b) a German noun: capitalised
   ("42 Eier", "42 Äpfel"), or one of the next two words is ("42 rote
   Eier", "42 schöne Äpfel")? */
static int
german_noun(const char *s, size_t i, size_t e, size_t b, const char *p,
    size_t pn)
{
	size_t k, n, a;

	if (capital_at(s, i, b))
		return noun_known(s, i, e, p, pn);
	if (!adj_known(s, i, e, p, pn))
		return 0;	/* "42 niet Äpfel" */
	for (k = e, n = 0; n < 2 && k + 1 < b && s[k] == ' '; n++) {
		for (a = ++k; k < b && s[k] != ' ' && s[k] != ',' &&
		    s[k] != '.'; k++)
			;
		if (capital_at(s, a, b))
			return noun_known(s, a, k, p, pn);
		if (!adj_known(s, a, k, p, pn))
			return 0;
	}
	return 0;
}

/*
 * Has the ASCII word s[i..e) after a value (its sentence to b) the shape
 * of a noun in one of the languages of langs (foreign_before's bits)?
 * German writes its nouns capitalised, a lower-case adjective before
 * one ("42 rote Äpfel"); Spanish, Portuguese, French and Italian end a
 * word in a vowel or in n, s, l, r, d, z, j, x or y after a vowel,
 * double no letter but ll, rr, cc, nn, ee and oo, write no w and have a
 * vowel, and after a value other than one (one not set) write a plural
 * of four letters or more ending in s or x, in Italian in i or e or an
 * old neuter's a ("42 manzanas", "12 huevos", "dodici uova"; "1
 * manzana"); an English plural, a loanword, is read before
 * (counted_shape: "42 muffins").  Another language's word is no noun
 * unless the problem's (read before): its nouns after a numeral have
 * no shape of their own ("42 errato", "42 salah" are none).  "Die
 * Antwort ist 42 odd.", "La respuesta es 42 minimum." are English
 * after the value: no noun.
 */
/* Italian's plurals in -a (the old neuters), which no ending tells
   from a singular ("dodici uova", "tre paia"). */
static const char *const it_plurals[] = { "uova", "paia", "dita",
	"braccia", "ossa", "labbra", "lenzuola", "mura", "centinaia",
	"migliaia", "miglia", "ginocchia", "urla", NULL };

static int
foreign_noun(const char *s, size_t i, size_t e, size_t b, unsigned langs,
    int one, const char *p, size_t pn)
{
	unsigned de = papo_frame_lang_bit("de"), it = papo_frame_lang_bit("it"),
	    rom = papo_frame_lang_bit("es") | papo_frame_lang_bit("pt") |
	    papo_frame_lang_bit("fr") | it;
	char last = lower((unsigned char)s[e - 1]);
	size_t k, n;

	if ((langs & de) && german_noun(s, i, e, b, p, pn))
		return 1;	/* "42 Eier", "42 rote Eier" */
	if (!(langs & rom) || strchr("aeiounslrdzyjx", last) == NULL ||
	    (last == 'y' && (e - i < 2 || !vowel(s[e - 2]))))
		return 0;	/* "minimum"; "only", not "ley" */
	if (!one && (e - i < 4 || (last != 's' && last != 'x' &&
	    !((langs & it) && (last == 'i' || last == 'e' ||
	    papo_frame_word_in(s, i, e, it_plurals))))))
		return 0;	/* "42 even", "42 errato": after any value but
				   1 a plural ("42 mele", "12 uova" in
				   Italian) */
	for (n = 0, k = i; k < e; k++) {
		n += vowel(s[k]);
		if (lower((unsigned char)s[k]) == 'w')
			return 0;	/* "anyway" */
		if (k > i && lower((unsigned char)s[k]) == lower((unsigned
		    char)s[k - 1]) && strchr("lrcneo", lower((unsigned
		    char)s[k])) == NULL)
			return 0;	/* "odd", "approx" */
	}
	return n > 0 && (noun_known(s, i, e, p, pn) || (adj_known(s, i, e, p,
	    pn) && next_known(s, e, b, p, pn)));	/* not "tbd"; "2 autres
						   jouets", not "7 inte mele" */
}

/*
 * A fraction's denominator and a scale in the plural: no noun counted,
 * they make the value another ("42 hundredths" is 0.42, "42 thousands"
 * 42,000: hostile_red9); the callers read a word of the problem's or
 * the response's before asking for a plural's shape.
 */
static const char *const value_parts[] = { "halves", "thirds",
	"quarters", "fourths", "fifths", "sixths", "sevenths", "eighths",
	"ninths", "tenths", "twelfths", "sixteenths", "hundredths",
	"thousandths", "millionths", "hundreds", "thousands", "millions",
	"billions", "trillions", NULL };


/*
 * The same parts of a value in the other languages whose word after a
 * value is read as its noun (de, fr, es, it, pt, ru, uk, hi, bn, te,
 * ar): a fraction's denominator, a count of tens, dozens, hundreds or
 * thousands, per mille, basis points, a power or a factorial ("42
 * Zehntel" is 4.2, "42 centaines" 4,200, "42 дюжины" 504, "42 सौ"
 * 4,200, "42 Promille" 0.042, "42 факториал" 42!): the number's own
 * words, no noun counted (hostile_red20's part).  The scale words of
 * units_foreign.c ("тысяч", "mila") multiply the value instead.
 */
static const char *const value_parts_other[] = {
	/* de */
	"hälften", "drittel", "viertel", "fünftel", "sechstel", "siebtel",
	"achtel", "neuntel", "zehntel", "zwölftel", "hundertstel",
	"tausendstel", "millionstel", "dutzend", "dutzende", "hundert",
	"hunderte", "hunderter", "tausende", "zehner", "zehntausend",
	"hunderttausend", "tsd", "schock", "promille", "basispunkte", "hoch",
	"quadrat", "fakultät",
	/* fr */
	"moitiés", "tiers", "cinquièmes", "sixièmes", "septièmes",
	"huitièmes", "neuvièmes", "dixièmes", "douzièmes", "centièmes",
	"millièmes", "millionièmes", "douzaines", "dizaines", "centaines",
	"milliers", "vingtaines",
	/* es, pt */
	"mitades", "tercios", "cuartos", "quintos", "sextos", "séptimos",
	"octavos", "novenos", "décimos", "décimas", "centésimos",
	"centésimas", "milésimos", "milésimas", "docenas", "decenas",
	"centenas", "centenares", "millares", "metades", "terços", "quartos",
	"sétimos", "oitavos", "nonos", "dúzias", "dezenas", "milhares",
	/* it */
	"metà", "terzi", "quarti", "quinti", "sesti", "settimi", "ottavi",
	"noni", "decimi", "centesimi", "millesimi", "dozzine", "decine",
	"centinaia", "migliaia",
	/* ru, uk */
	"половины", "половин", "трети", "третей",
	"четверти", "четвертей",
	"пятых", "шестых", "седьмых", "восьмых",
	"девятых", "десятых",
	"сотых", "тысячных", "миллионных",
	"дюжины", "дюжин", "десятка",
	"десятков", "десятки", "сотни", "сотен",
	"половини", "третини",
	"третин", "чверті", "чвертей", "п'ятих",
	"п’ятих", "десятих",
	"десяток", "сотня", "тыщи", "тыщ", "факториал",
	"сотих", "тисячних", "дюжини", "десятків",
	"сотні", "сотень",
	/* hi, bn, te */
	"दर्जन", "सौ", "सैकड़ा", "सैकड़े",
	"सैकड़ों", "दहाई", "तिहाई",
	"चौथाई",
	"ডজন", "শত", "শো", "দশমাংশ",
	"তৃতীয়াংশ", "চতুর্থাংশ",
	"వందలు",
	"వంద", "డజన్లు", "డజను", "పదులు",
	/* ar */
	"دزينة", "دزينات", "مئة", "مائة", "مئات",
	"عشرات", "أعشار", "أثلاث",
	"أرباع", "أنصاف", "أخماس", NULL };

/* Is s[i..e) a part of a value: of English's value_parts or another
   language's value_parts_other? */
int
papo_frame_value_part(const char *s, size_t i, size_t e)
{
	return word_in_list(s, i, e, value_parts) ||
	    word_in_list(s, i, e, value_parts_other);
}

/*
 * English words in -s that are no plural of a noun, a closed class:
 * pronouns, verbs, conjunctions, and the adverbs of time, direction
 * and manner ("42 hers", "42 besides", "42 backwards", "42 sideways";
 * "42 awards", "42 highways" are plurals).
 */
static const char *const s_function_words[] = { "hers", "ours",
	"yours", "theirs", "goes", "besides", "sometimes",
	"perhaps", "nowadays", "whereabouts", "thereabouts", "hereabouts",
	"whereas", "always", "backwards", "forwards", "towards",
	"afterwards", "upwards", "downwards", "inwards", "outwards",
	"onwards", "homewards", "northwards", "southwards", "eastwards",
	"westwards", "sideways", "anyways", "lengthways", "crossways",
	"edgeways", "endways", NULL };

/*
 * English plurals not made with s that count what GSM8K-style answers
 * count after their value (harvested from the corpus's and
 * ../shared/data's responses whose value is the reference: "42 feet",
 * "42 people", "42 fish", "42 sheep", "42 children", "42 men", "42
 * women", "42 jellyfish"), with the rest of English's irregular plurals
 * of living things and body parts.
 */
static const char *const irregular_plurals[] = { "people", "children",
	"grandchildren", "men", "women", "gentlemen", "fishermen",
	"firemen", "policemen", "feet", "teeth", "geese", "mice", "sheep",
	"fish", "goldfish", "jellyfish", "deer", "oxen", "cattle", NULL };

/* Is s[i..e) an English plural not made with s (irregular_plurals)? */
static int
irregular_plural(const char *s, size_t i, size_t e)
{
	return word_in_list(s, i, e, irregular_plurals);
}

/* Is s[i..e) an English plural's shape: irregular_plural, or four
   letters or more, lower case after the first, ending in s but not
   ss, us or is ("apples", "boxes"; not "guess", "thus", "this"), no
   word of value_parts nor of s_function_words? */
int
papo_frame_plural_shape(const char *s, size_t i, size_t e)
{
	size_t k;

	if (irregular_plural(s, i, e))
		return 1;
	if (e - i < 4 || lower((unsigned char)s[e - 1]) != 's' ||
	    word_in_list(s, i, e, value_parts) ||
	    word_in_list(s, i, e, s_function_words))
		return 0;
	for (k = i; k < e; k++)
		if (!is_alpha((unsigned char)s[k]) || (k > i &&
		    (unsigned char)s[k] < 'a'))
			return 0;
	return strchr("siu", s[e - 2]) == NULL;
}

/*
 * English adjectives a counted plural may follow right after its value
 * when no problem says the plural ("42 red apples", "12 distinct
 * arithmetic sequences", "5 real roots"): colours, sizes, the words
 * that sort what is counted, and materials; not "half" nor "double",
 * which scale it ("\\boxed{4} half days" is 2 days).
 */
static const char *const count_adjectives[] = { "red", "blue", "green",
	"yellow", "white", "black", "orange", "purple", "pink", "brown",
	"gray", "grey", "big", "small", "large", "tiny", "little", "long",
	"short", "tall", "more", "fewer", "other", "different", "distinct",
	"possible", "new", "old", "whole", "equal", "extra", "additional",
	"remaining", "positive", "negative", "real", "complex", "prime",
	"odd", "even", "integer", "integral", "unique", "complete", "full",
	"empty", "valid", "favorable", "favourable", "consecutive",
	"separate", "identical", "rational", "irrational", "natural",
	"perfect", "square", "nonzero", "arithmetic", "geometric",
	"ordered", "unordered", "total", "same", "single",
	"free", "right", "correct", "feasible",
	"acute", "obtuse", "isosceles", "equilateral", "adjacent",
	"diagonal", "parallel", "digit", "decimal", "such",
	"desired", "required", "allowed", "admissible", "acceptable",
	"qualifying", "suitable", "successful",
	/* materials, a noun before the plural ("74 rubber bands") */
	"rubber", "paper", "plastic", "wooden", "wood", "glass", "metal",
	"steel", "iron", "gold", "golden", "silver", "copper", "stone",
	"cardboard", "cotton", "wool", "leather", "clay", "brick", "ceramic",
	"chocolate", "sugar", NULL };

/*
 * Are the words s[a..pl) between a value and the plural s[pl..pe) that
 * follows them ("42 red apples") recognised as that plural's adjectives:
 * with the problem p[0..pn) given, the plural is the problem's (its word
 * or its stem); each word is one of count_adjectives[], or the
 * problem's own (its word or its stem: "7 juicy apples" where it
 * writes "juicy")?  "\\boxed{7} nem biztos.": an English plural's shape
 * two words on is no count of a word papo does not read; nor is "7 niet
 * apples", "7 blorf apples" under a problem of apples (issue 26).
 */
int
papo_frame_plural_counted(const char *s, size_t a, size_t pl, size_t pe,
    const char *p, size_t pn)
{
	size_t f;

	if (pn == 0)
		p = NULL;
	if (p != NULL && !papo_frame_in_problem(p, pn, NULL, s, pl, pe) &&
	    !papo_frame_in_problem_stem(p, pn, NULL, s, pl, pe))
		return 0;
	for (; a < pl; a = f) {
		while (a < pl && s[a] == ' ')
			a++;
		if (a >= pl)
			break;
		for (f = a; f < pl && is_alpha((unsigned char)s[f]); f++)
			;
		if (f == a || (!papo_frame_word_in(s, a, f, count_adjectives) &&
		    (p == NULL || (!papo_frame_in_problem(p, pn, NULL, s, a,
		    f) && !papo_frame_in_problem_stem(p, pn, NULL, s, a, f)))))
			return 0;
	}
	return 1;
}

/*
 * Has the word s[i..e) after a value, which holds a letter outside
 * ASCII, the shape of a noun of the languages of langs (foreign_before's
 * bits; its sentence to b)?  A word in another script than Latin ("5
 * яблок") keeps the rule of its script: 1, its doubts are rows.  A
 * Latin word with accents is a noun only where its language gives nouns
 * a shape: German capitalises them ("42 Äpfel"); Spanish, Portuguese,
 * French and Italian write the plural after a value other than one in
 * -s or -x ("42 maçãs", "42 élèves", "42 años", "12 châteaux"), with
 * no accented vowel before the s but French é ("quizás", "además" are
 * none; "unités" is).  With no word before the value that says the
 * language, the letters do: umlauts alone are German's, a letter only
 * Romance languages write (ç, ã, ñ, è, ...) and no other is Romance.
 * In an English sentence (english: "The answer is"), after one, or in
 * a language whose noun after a numeral has no shape of its own
 * (Turkish and Polish put it in the singular or a genitive, Vietnamese
 * has no plural; Hungarian, Czech, Romanian) it is no noun: the
 * problem's words (read before) or a row must say it ("\\boxed{7}
 * réfuté.", "\\boxed{7}, şüpheli.", "42 téves" are not nouns).
 */
/*
 * Does the Cyrillic or Greek word s[i..e) end as no noun after a value
 * other than one does: Russian's and Ukrainian's adverbs and short
 * neuter adjectives in -о, -е ("сомнительно", "ошибочно", "сумнівно",
 * "вероятнее"; the noun is in the genitive there: "7 яблок", "2
 * яблока"), Greek's adverbs in -ως and singulars in -ο, -ος ("ίσως",
 * "πιθανώς", "αμφίβολο", "λάθος"; its plural: "7 μήλα", "7 μαθητές")?
 */
static int
adverb_end(const char *s, size_t i, size_t e)
{
	size_t st, k;
	long c = papo_frame_cp_before(s, i, e, &st), d;

	if (c == 0x43e || c == 0x435 || c == 0x3bf || c == 0x3cc)
		return 1;	/* о, е; ο, ό */
	if (c != 0x3c2 || st <= i)
		return 0;
	d = papo_frame_cp_before(s, i, st, &k);
	return d == 0x3c9 || d == 0x3ce || d == 0x3bf || d == 0x3cc;
}

/*
 * The languages with rows whose script the code point c is of (Cyrillic:
 * Russian and Ukrainian; Devanagari: Hindi; Bengali; Telugu; Arabic;
 * Thai; Hangul: Korean; kana: Japanese; the ideographs: Chinese and
 * Japanese); 0 for a script no listed language writes (Greek, Hebrew).
 */
unsigned
papo_frame_script_langs(long c)
{
	static const struct {
		long lo, hi;
		const char *l1, *l2;
	} sc[] = {
		{ 0x400, 0x530, "ru", "uk" }, { 0x900, 0x980, "hi", NULL },
		{ 0x980, 0xa00, "bn", NULL }, { 0xc00, 0xc80, "te", NULL },
		{ 0x600, 0x700, "ar", NULL }, { 0xe00, 0xe80, "th", NULL },
		{ 0xac00, 0xd7b0, "ko", NULL }, { 0x3040, 0x3100, "ja", NULL },
		{ 0x3400, 0xa000, "zh", "ja" }, { 0xf900, 0xfb00, "zh", "ja" },
	};
	size_t k;

	for (k = 0; k < sizeof(sc) / sizeof(sc[0]); k++)
		if (c >= sc[k].lo && c < sc[k].hi)
			return papo_frame_lang_bit(sc[k].l1) |
			    (sc[k].l2 ? papo_frame_lang_bit(sc[k].l2) : 0);
	return 0;
}

/*
 * Do the letters on the line before s[i] (a command's name, "\\boxed",
 * aside) hold one of a script other than the languages m write, and
 * none of theirs: a label or a phrase of another language ("Answer:
 * 42", "Jibu: 42", "Ответ: 42" before a Telugu word)?
 */
static int
other_script_before(const char *s, size_t i, unsigned m)
{
	size_t k = i, st, a;
	long c;
	int other = 0;

	while (k > 0 && s[k - 1] != '\n') {
		c = papo_frame_cp_before(s, 0, k, &st);
		if (c >= 0 && c < 0x80 && is_alpha((int)c)) {
			for (a = st; a > 0 && is_alpha((unsigned char)s[a - 1]);
			    a--)
				;
			if (a == 0 || s[a - 1] != '\\')
				other = 1;	/* a word, not "\\boxed" */
			k = a;
			continue;
		}
		if (c > 0x7f && (papo_frame_word_letter(c) ||
		    papo_frame_dense_letter(c))) {
			if (papo_frame_script_langs(c) & m)
				return 0;
			other = 1;
		}
		k = st;
	}
	return other;
}

/* Is a letter of a script the languages m write on the line before s[i]
   ("हमें 12 मिलता है": a Hindi sentence)? */
static int
script_before(const char *s, size_t i, unsigned m)
{
	size_t k = i, st;
	long c;

	while (k > 0 && s[k - 1] != '\n') {
		c = papo_frame_cp_before(s, 0, k, &st);
		if (c > 0x7f && papo_frame_word_letter(c) &&
		    (papo_frame_script_langs(c) & m))
			return 1;
		k = st;
	}
	return 0;
}

/*
 * Does the Telugu word s[i..e) end in the plural's -లు or -ళ్ళు, as a
 * noun counted by a value other than one does ("42 పండ్లు", "5
 * రూపాయలు"; not "42 ఊహ", "42 ధృవీకరించలేదు")?
 */
static int
telugu_plural(const char *s, size_t i, size_t e)
{
	size_t st, k;
	long c = papo_frame_cp_before(s, i, e, &st), d;

	if (c != 0xc41 || st <= i)	/* the vowel sign u */
		return 0;
	d = papo_frame_cp_before(s, i, st, &k);
	return d == 0xc32 || d == 0xc33;	/* ల, ళ */
}

/*
 * Has the Cyrillic word s[i..e) a case a value of value_form's form
 * governs: after a value whose digits end in 1 (not 11) any; a genitive
 * singular in -а, -я, -и, -ы, -і, -ї only after one of VALUE_FEW ("42
 * яблока", "3,5 яблока"); else a genitive plural, which ends in a
 * consonant, -ь or -й ("17 яблок", "7 рублей", also after 42: "42
 * учеников").  A nominative singular after 17 is no noun counted ("17
 * догадка", "60 каша").
 */
static int
slavic_counted(const char *s, size_t i, size_t e, int form)
{
	static const long gen_sg[] = { 0x430, 0x44f, 0x438, 0x44b, 0x456,
	    0x457, 0x443, 0x44e, 0x44d, 0x451, 0x454 };
	size_t st, k;
	long c = papo_frame_cp_before(s, i, e, &st);

	if (form & VALUE_UNIT)
		return 1;
	if (c >= 0x410 && c < 0x430)
		c += 0x20;	/* a capital */
	for (k = 0; k < sizeof(gen_sg) / sizeof(gen_sg[0]); k++)
		if (c == gen_sg[k])	/* a vowel: after 2-4 the first six */
			return (form & VALUE_FEW) && k >= 2 && k < 6;
	return 1;
}

/*
 * Is the Cyrillic word s[i..e), in -а or -я after a value of the form
 * VALUE_FEW, the problem's p[0..pn) noun: its stem (the word but its
 * last letter, three letters or more) at a word's start in p ("42
 * яблока" under "Сколько яблок ...?", "42 метра" under "в
 * метрах")?
 * After 2, 3, 4 (and 22, 42, ...) that ending is a masculine or neuter
 * noun's genitive singular, the case the value governs, and a feminine
 * noun's nominative too ("42 догадка", "42 каша"), a word the value
 * does not count: slavic_counted reads neither; the problem's noun is
 * the one counted.
 */
static int
slavic_problem_noun(const char *s, size_t i, size_t e, int form,
    const char *p, size_t pn)
{
	size_t st, k, n;
	long c;

	if (p == NULL || !(form & VALUE_FEW) || e - i < 8)
		return 0;
	c = papo_frame_cp_before(s, i, e, &st);
	if (c >= 0x410 && c < 0x430)
		c += 0x20;
	if (c != 0x430 && c != 0x44f)	/* а, я */
		return 0;
	n = st - i;	/* the stem's bytes: three letters or more */
	for (k = 0; k + n <= pn; k++) {
		if (memcmp(p + k, s + i, n) != 0)
			continue;
		if (k > 0 && ((unsigned char)p[k - 1] < 0x80 ?
		    is_alpha((unsigned char)p[k - 1]) :
		    papo_frame_word_letter(papo_frame_cp_before(p, 0, k, &st))))
			continue;	/* inside a word */
		return 1;
	}
	return 0;
}

/*
 * Is the Cyrillic word s[i..e) the problem p[0..pn)'s noun in another
 * case: its stem (the word but a last vowel, -ь or -й; three letters or
 * more) at a word's start in p, that word ending within two letters
 * after it ("24 коровы" under "Сколько коров ...?", "5 яблок" under
 * "яблоками")?  slavic_counted then asks that the value govern the
 * case written.
 */
static int
cyrillic_inflected(const char *s, size_t i, size_t e, const char *p,
    size_t pn)
{
	static const long ends[] = { 0x430, 0x44f, 0x44b, 0x438, 0x443,
	    0x44e, 0x435, 0x43e, 0x44c, 0x439, 0x456, 0x457, 0x454 };
	size_t st = e, n, k, w, q;
	long c;

	if (p == NULL || e - i < 8)
		return 0;
	c = papo_frame_cp_before(s, i, e, &q);
	if (c >= 0x410 && c < 0x430)
		c += 0x20;
	for (k = 0; k < sizeof(ends) / sizeof(ends[0]); k++)
		if (c == ends[k])
			st = q;
	n = st - i;
	if (n < 6)
		return 0;
	for (k = 0; k + n <= pn; k++) {
		if (memcmp(p + k, s + i, n) != 0 || (k > 0 &&
		    papo_frame_word_letter(papo_frame_cp_before(p, 0, k, &q))))
			continue;
		for (w = k + n; w < pn && w - k - n <= 4 &&
		    papo_frame_word_letter(papo_frame_cp_len(p, w, pn, &q)) &&
		    q > 0; w += q)
			;
		if (w - k - n <= 4)
			return 1;
	}
	return 0;
}

/*
 * latin_noun for the word s[i..e) whose letter c is of a script other
 * than Latin: a noun counted only in a sentence of a language that
 * script writes ("Ответ: 5 яблок", "উত্তর 5 টি"), or where no word says
 * the language, when a listed language writes it and it does not end as
 * an adverb does; never in an English sentence ("The answer is 42
 * каша.") nor after another language's words ("Die Antwort ist 42
 * догадка", "Ответ: 42 ఊహ"), nor in a script no listed language writes
 * (Greek, Hebrew): what follows an answer is recognised, and such a
 * word's doubts are not the rows of the sentence's language.
 */
static int
script_noun(const char *s, size_t i, size_t e, long c, unsigned langs,
    int english, int form, const char *p, size_t pn)
{
	unsigned m = papo_frame_script_langs(c);
	int one = (form & VALUE_ONE) != 0;

	/* a piece of a character (a caller's word cut inside a dense
	   script's run) says no script: read as before */
	if (((unsigned char)s[i] & 0xc0) == 0x80)
		return one || !adverb_end(s, i, e);
	if (english || m == 0 || (langs != 0 && (langs & m) == 0) ||
	    (langs == 0 && other_script_before(s, i, m)))
		return 0;
	if (langs == 0 && !script_before(s, i, m) && !(m &
	    (papo_frame_lang_bit("ru") | papo_frame_lang_bit("te") |
	    papo_frame_lang_bit("ko") | papo_frame_lang_bit("ja") |
	    papo_frame_lang_bit("zh"))))
		return 0;	/* "\\boxed{42} আনুমানিক": no word, no shape
				   says its language */
	if (m & (papo_frame_lang_bit("ko") | papo_frame_lang_bit("ja") |
	    papo_frame_lang_bit("zh") | papo_frame_lang_bit("th")))
		return 1;	/* a dense script's: answer_dense.c's rows */
	if ((m & (papo_frame_lang_bit("hi") | papo_frame_lang_bit("bn") |
	    papo_frame_lang_bit("te"))) && fold_word_in(s, i, e, verbs_final))
		return 1;	/* "हमें 12 मिलता है।" */
	if (!noun_known(s, i, e, p, pn) && !((m & papo_frame_lang_bit("ru")) &&
	    cyrillic_inflected(s, i, e, p, pn)))
		return 0;	/* "Ответ: 42 ли.", "الإجابة هي 42 ظن." */
	if (one)
		return 1;
	if (m & papo_frame_lang_bit("te"))
		return telugu_plural(s, i, e);	/* "42 పండ్లు", not "42 ఊహ" */
	if (m & papo_frame_lang_bit("ru"))
		return !adverb_end(s, i, e) && slavic_counted(s, i, e, form);
	return 1;
}

static int
latin_noun(const char *s, size_t i, size_t e, size_t b, unsigned langs,
    int english, int form, const char *p, size_t pn)
{
	int one = (form & VALUE_ONE) != 0;
	unsigned de = papo_frame_lang_bit("de"), es = papo_frame_lang_bit("es"),
	    fr = papo_frame_lang_bit("fr"), pt = papo_frame_lang_bit("pt"),
	    rom = es | fr | pt | papo_frame_lang_bit("it");
	size_t k, l;
	long c;
	int umlaut = 1, romance = 1, marked = 0;

	for (k = i; k < e; k += l) {
		if ((unsigned char)s[k] < 0x80) {
			l = 1;
			continue;
		}
		c = papo_frame_cp_len(s, k, e, &l);
		if (!(c >= 0xc0 && c < 0x250) && !(c >= 0x1e00 && c < 0x1f00))
			return script_noun(s, i, e, c, langs, english, form,
			    p, pn);
		umlaut &= c < 0x100 && strchr("\xc4\xd6\xdc\xdf\xe4\xf6\xfc",
		    (int)c) != NULL;
		romance &= c < 0x100 && strchr("\xc4\xd6\xdc\xdf\xe4\xf6\xd7"
		    "\xf7\xf0\xf8\xfe\xfd\xff\xc5\xe5\xd0\xde\xd8", (int)c) ==
		    NULL;
		/* the letters of Romance languages only, not Hungarian's
		   or Czech's accents too ("téves", "kétes") */
		marked |= c < 0x100 && strchr("\xe7\xe3\xf5\xf1\xe8\xe0\xea"
		    "\xe2\xee\xf4\xfb\xeb\xef\xf2\xec\xf9", (int)c) != NULL;
	}
	if (english)
		return 0;	/* "The answer is \\boxed{7} réfuté." */
	if (langs == 0)	/* no word says the language: the letters do */
		langs = (umlaut ? de : 0) | (romance && marked ? rom : 0);
	if ((langs & de) && german_noun(s, i, e, b, p, pn))
		return 1;	/* "42 Äpfel", "42 schöne Äpfel" */
	if (!(langs & rom) || one || e - i < 4 || (s[e - 1] != 's' &&
	    s[e - 1] != 'x'))
		return 0;	/* a plural after any value but one */
	/* an accented vowel before the s is the stress of no plural
	   ("quizás", "además", "jamás"; "unités", "cafés" in French) */
	return !(s[e - 3] == '\xc3' && (strchr("\xa1\xad\xb3\xba\xa2\xaa\xb4",
	    s[e - 2]) != NULL || (s[e - 2] == '\xa9' && (langs & (fr | pt)) ==
	    0))) && (noun_known(s, i, e, p, pn) || next_known(s, e, b, p, pn));
}

/* latin_noun for the word s[i..e) after the value s[at..end), the
   languages read before it (find_bold's noun). */
int
papo_frame_accented_noun(const char *s, size_t at, size_t end, size_t i,
    size_t e, size_t b)
{
	int english;
	unsigned langs = foreign_before(s, at, &english);

	if (word_in_list(s, i, e, value_parts_other))
		return 0;	/* "**42** Zehntel" */
	return latin_noun(s, i, e, b, langs, english, value_form(s, at, end),
	    NULL, 0);
}

/*
 * The word s[i..e) right after a value, in no row, the problem's or the
 * response's words (up to b, its sentence): 1 when it has a noun's
 * shape (an English plural, "apples"; a word with letters outside
 * ASCII when latin_noun says so, "15 Lösungen", "5 яблок"), 2 when it
 * is a lower-case word before one
 * or two others that end in such a plural ("12 distinct arithmetic
 * sequences", the plural's start in *pl; a function word between them
 * makes the first a word with a phrase of its own, "42 net of fees",
 * no adjective), else 0: "42 lol", "42 idk", "42 approx" are no noun.
 * In a sentence of another language (foreign: foreign_before) any word
 * in no row is its noun ("ci sono dodici uova"), as its doubts are rows,
 * when it has the shape of that language's nouns (foreign_noun).
 */
static int
counted_shape(const char *s, size_t i, size_t e, size_t b, unsigned foreign,
    int english, int form, size_t *pl, const char *p, size_t pn)
{
	static const char *const pct[] = { "percent", "pct", "percentage",
	    "prozent", "pourcent", "por ciento", NULL };
	size_t k, a, f;
	int w;
	unsigned derom;

	if (word_in_list(s, i, e, value_parts_other))
		return 0;	/* "42 Zehntel", "42 centaines": the value's */
	if (papo_frame_word_in(s, i, e, pct) || papo_answer_unit_named(s + i, e
	    - i))
		return 1;	/* "28 percent", "5 stone": a unit */
	for (k = i; k < e; k++)
		if ((unsigned char)s[k] >= 0x80)
			return latin_noun(s, i, e, b, foreign, english,
			    form, p, pn);
	derom = papo_frame_lang_bit("de") | papo_frame_lang_bit("es") |
	    papo_frame_lang_bit("fr") | papo_frame_lang_bit("it") |
	    papo_frame_lang_bit("pt");
	if (papo_frame_plural_shape(s, i, e) && (!(foreign & derom) ||
	    (foreign & ~derom) || noun_known(s, i, e, p, pn)))
		return 1;	/* "apples"; in a Spanish sentence a noun known
				   ("42 pesos"), not "42 errores" */
	if (foreign)
		return foreign_noun(s, i, e, b, foreign, form & VALUE_ONE,
		    p, pn);
	for (k = i; k < e; k++)
		if (!is_alpha((unsigned char)s[k]) || (unsigned char)s[k] < 'a')
			return 0;
	for (a = e, w = 0; w < 2 && a < b && s[a] == ' '; w++) {
		for (f = ++a; f < b && is_alpha((unsigned char)s[f]); f++)
			;
		if (papo_frame_plural_shape(s, a, f) && (f == b || !is_alpha(
		    (unsigned char)s[f]))) {
			*pl = a;	/* the plural's start, to f */
			return 2;
		}
		if (f > a && papo_frame_kind_word(s, a, f, R_FUNC) != 0)
			return 0;	/* "42 net of fees": a word and its
					   phrase, no adjective before the
					   plural counted */
		a = f;
	}
	return 0;
}

/*
 * The words that name the value of an extremum or of a function at a
 * point ("the maximum is 5 when x = 2", "f(2) is 5 at x = 2"): a point
 * after the value is where it is reached.
 */
static const char *const point_values[] = { "maximum", "minimum", "max",
	"min", "largest", "smallest", "greatest", "least", "highest",
	"lowest", "peak", "extremum", "value", "values", NULL };

/*
 * Is the point after the value at s[at] ("when x = 2", its variable the
 * letter at s[x]) where a quantity its sentence names is reached (a word
 * of point_values[]), or a variable the problem p[0..pn) names?  "The
 * answer is 42 when n = 3." gives the answer of one case.
 */
static int
point_named(const char *s, size_t at, size_t x, const char *p, size_t pn)
{
	size_t a = papo_answer_last_sentence(s, at), i, e, k;

	for (i = a; i < at; i = e) {
		while (i < at && !is_alpha((unsigned char)s[i]))
			i++;
		for (e = i; e < at && is_alpha((unsigned char)s[e]); e++)
			;
		for (k = 0; point_values[k] != NULL; k++)
			if (strlen(point_values[k]) == e - i &&
			    strncasecmp(s + i, point_values[k], e - i) == 0)
				return 1;
	}
	for (k = 0; p != NULL && k < pn; k++)
		if (p[k] == s[x] && (k == 0 || !is_alpha((unsigned char)p[k -
		    1])) && (k + 1 == pn || !is_alpha((unsigned char)p[k +
		    1])))
			return 1;
	return 0;
}

/*
 * A point or a condition after the value at s[i..b) opened by "when",
 * "at" (R_AT): a point ("the maximum is 5 when x = 2"): where it ends;
 * right after the value with a problem given, not a function word, the
 * problem's condition ("3.1 when rounded to the nearest tenth": its
 * words must be the problem's): where the row ends; else 0.
 */
static size_t
rest_at(struct rest *z, size_t i, size_t b, int noun)
{
	const struct row *r;
	size_t f;

	if (i > z->t.end && papo_answer_time_bound(z->t.s, z->t.end, b) ==
	    i - 1 && (memchr(z->t.s + z->t.at, '$', i - z->t.at) != NULL ||
	    (z->t.at > 0 && z->t.s[z->t.at - 1] == '$')))
		return b;	/* a sum: "$9 to pay within 3 days" */
	if ((r = papo_frame_kind_starts(z->t.s, i, b, R_AT)) == NULL)
		return 0;
	if ((f = papo_frame_at_point(z->t.s, i + r->len, b)) > i) {
		size_t x = i + r->len, k;

		while (x < f && !is_alpha((unsigned char)z->t.s[x]))
			x++;	/* the point's variable */
		for (k = z->t.end; k < i && strchr(" ,($}*",
		    z->t.s[k]) != NULL; k++)
			;	/* right after the value, not in a reason */
		return k < i || point_named(z->t.s, z->t.at, x, z->t.p,
		    z->t.pn) ? f : 0;
	}
	if (noun != 1 || z->t.p == NULL || papo_frame_kind_starts(z->t.s, i, b,
	    R_FUNC) != NULL)
		return 0;
	z->reason = 2;
	return i + r->len;
}

/*
 * Has the ASCII word s[i..e) right after the value s[at..end) (its
 * sentence to b) a noun's shape (counted_shape): an English plural, a
 * unit, a noun of a listed language's sentence?  find_bold's noun:
 * "**42** apples", not "**42** foo", "**42** poate".
 */
int
papo_frame_counted_noun(const char *s, size_t at, size_t end, size_t i,
    size_t e, size_t b, const char *p, size_t pn)
{
	int english, f;
	unsigned langs = foreign_before(s, at, &english);
	size_t pl = i, pe;

	f = counted_shape(s, i, e, b, langs, english, value_form(s, at, end),
	    &pl, p, pn);
	if (f == 0 && slavic_problem_noun(s, i, e, value_form(s, at, end), p,
	    pn))
		return 1;
	if (f != 2)
		return f != 0;
	for (pe = pl; pe < b && is_alpha((unsigned char)s[pe]); pe++)
		;
	return papo_frame_plural_counted(s, i, pl, pe, p, pn);
}

/*
 * The verbs that say a value does what the problem asks, read after it
 * before "the" as before ("$x = 42$ satisfies the equation.", "$n = 42$
 * gives the maximum."): no other verb there is recognised ("fails the
 * check", "violates the constraint").
 */
static const char *const value_verbs[] = { "satisfies", "solves", "gives",
	"makes", "meets", "fits", "works", "holds", "yields", "achieves",
	"attains", "reaches", "minimizes", "maximizes", "minimises",
	"maximises", "produces", "balances", "completes", "fulfills",
	"fulfils", "passes", "verifies", "equals", "obeys", "matches",
	"agrees", "represents", "is", NULL };

int
papo_answer_value_verb(const char *s, size_t a, size_t b)
{
	return papo_frame_word_in(s, a, b, value_verbs);
}

/*
 * Does "the" open the word after s[e] (its sentence to b), or "each",
 * "every", "a" or "an" that opens no rate of time to its end: the word
 * s[i..e) before it a verb, not a noun ("$x = 42$ fails the check", "$x
 * = 42$ fails every condition"; not "42 eggs each day", "42 cartons
 * each school day": papo_answer_rate_opens)?
 */
static int
det_next(const char *s, size_t i, size_t e, size_t b)
{
	static const char *const dets[] = { "the", NULL };
	static const char *const ones[] = { "each", "every", "a", "an",
	    NULL };
	size_t d, de;

	if (e >= b || s[e] != ' ')
		return 0;
	for (d = e + 1; d < b && s[d] == ' '; d++)
		;
	for (de = d; de < b && is_alpha((unsigned char)s[de]); de++)
		;
	if (de == d || de >= b || s[de] != ' ')
		return 0;
	if (papo_frame_word_in(s, d, de, dets))
		return 1;
	return papo_frame_word_in(s, d, de, ones) &&
	    !papo_answer_rate_opens(s, i, b);
}

/*
 * The word s[i..e) right after the value (its sentence to b), in no row
 * and not the problem's or the response's: the noun counted when no row
 * refuses it and it has a noun's shape (counted_shape) and no "the"
 * follows it (det_next): 1, the next word
 * then read as its noun's (an adjective's: as right after the value).
 * "42 lol", "42 approx", "42 xD", "42 fails the check": 0.
 */
/*
 * The verbs of failing that are nouns too ("lunches and breaks", "the
 * misses"): no rows, for a row refuses them before the value; right
 * after it they are a verb ("So $x = 42$ misses.", "The answer is 42
 * breaks it.") but for the problem's own word (issue 26, round 29).
 */
static const char *const noun_verbs[] = { "misses", "breaks", NULL };

static int
rest_noun(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;
	size_t pl = i;
	int f;
	unsigned langs = foreign_before(s, z->t.at, &f);

	if (papo_frame_word_in(s, i, e, noun_verbs) && (z->t.p == NULL ||
	    memmem(z->t.p, z->t.pn, s + i, e - i) == NULL))
		return 0;
	if (rest_refused(s, i, b) != NULL || !noun_like(s, i, e) ||
	    papo_frame_kind_starts(s, i, b, R_DISOWN) != NULL ||
	    (det_next(s, i, e, b) && !papo_answer_value_verb(s, i, e)))
		return 0;
	if ((f = counted_shape(s, i, e, b, langs, f, value_form(s, z->t.at,
	    z->t.end), &pl, z->t.p, z->t.pn)) == 0 &&
	    !(f = slavic_problem_noun(s, i, e, value_form(s, z->t.at,
	    z->t.end), z->t.p, z->t.pn)))
		return 0;
	/* the plural after words that are no noun's: the problem's when
	   one is given ("$\\boxed{2}$ distinct possible values" under
	   "how many values ..."; not "\\boxed{42} famous last words") */
	if (f == 2) {
		size_t pe = pl;

		while (pe < b && is_alpha((unsigned char)s[pe]))
			pe++;
		if ((z->t.p != NULL && !rest_theirs(z, pl, pe, z->t.p,
		    z->t.pn)) || !papo_frame_plural_counted(s, i, pl, pe,
		    z->t.p, z->t.pn))
			return 0;
	}
	z->noun = f == 2 ? 1 : 3;
	z->phrase = 1;
	if (papo_answer_value_verb(s, i, e))
		z->np = 2;	/* "satisfies the equation": its object */
	return 1;
}

/*
 * Is s[i..e) a verb of sum_verbs[] right after a word of to_words[]
 * that follows the value and its unit only ("$220 to pay", "220 $ à
 * payer"), the value a sum of money?
 */
static int
sum_verb(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	size_t t = i, w, k;

	if (!papo_frame_word_in(s, i, e, sum_verbs))
		return 0;
	while (t > z->t.end && s[t - 1] == ' ')
		t--;
	for (w = t; w > z->t.end && s[w - 1] != ' '; w--)
		;
	if (w == t || !papo_frame_word_in(s, w, t, to_words))
		return 0;
	/* between the value and "to": its currency sign, nothing else */
	for (k = z->t.end; k < w && (s[k] == ' ' || s[k] == '$'); k++)
		;
	return k == w && (memchr(s + z->t.at, '$', w - z->t.at) != NULL ||
	    (z->t.at > 0 && s[z->t.at - 1] == '$'));
}

/*
 * The word s[i..e) after a negator in a clause whose subject is the
 * noun (z->neg 2): function words pass, the first other word is the
 * noun's property ("who are not in the Girl Scout", "who aren't
 * allergic"), which ends the negation, unless a row reads it as about
 * the answer ("which is not the answer", "not correct"): refused.
 */
static size_t
clause_negated(struct rest *z, size_t i, size_t e, size_t b)
{
	const struct row *r;

	if ((r = papo_frame_kind_starts(z->t.s, i, b, R_FUNC)) != NULL)
		return i + r->len;
	if (papo_frame_row_within(z->t.s, i, e, M(R_CLOSE) | M(R_NOUN) |
	    M(R_DISOWN) | M(R_CONCL), NULL, 0) != NULL || rest_refused(z->t.s,
	    i, b) != NULL)
		return 0;	/* "which is not the answer" */
	z->neg = 0;	/* the noun's own property: "kids who aren't
			   allergic" */
	return e;
}

/*
 * The clause that the word s[i..e) of clause_words[] opens (its
 * sentence to b): 4 when it is a relative and the next word no subject
 * of its own (subject_starts[], a capital), the noun its subject ("who
 * are", "that satisfy"), or a word of own_clauses[] before a pronoun or
 * math, whose predicate is the noun's; else 3.
 */
static int
clause_kind(const char *s, size_t i, size_t e, size_t b)
{
	size_t k, w;
	int rel = papo_frame_word_in(s, i, e, subject_relatives);

	for (k = e; k < b && s[k] == ' '; k++)
		;
	for (w = k; w < b && is_alpha((unsigned char)s[w]); w++)
		;
	if (!rel)	/* "when it is full", "where $y$ is least", "when
			   y is least" (a variable: one letter, not "a") */
		return papo_frame_word_in(s, i, e, own_clauses) && (k < b &&
		    (s[k] == '$' || s[k] == '\\' || (w == k + 1 &&
		    lower((unsigned char)s[k]) != 'a') ||
		    papo_frame_word_in(s, k, w, own_subjects))) ? 4 : 3;
	if (w == k || (s[k] >= 'A' && s[k] <= 'Z') || papo_frame_word_in(s,
	    k, w, subject_starts) || papo_frame_word_in(s, k, w, clause_words))
		return 3;
	return 4;
}

/*
 * "according to" at s[i..e) (its sentence to b) and the source after
 * it, function words before it: where the source ends when it is one
 * of own_sources[], else 0.
 */
static size_t
according_to(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;
	const struct row *r;
	size_t k, w;

	if (e - i != 9 || !starts_ci(s, e, i, "according"))
		return 0;
	for (k = e; k < b && s[k] == ' '; k++)
		;
	if (b - k < 2 || !starts_ci(s, b, k, "to") || (k + 2 < b &&
	    is_alpha((unsigned char)s[k + 2])))
		return 0;
	for (k += 2;;) {
		while (k < b && s[k] == ' ')
			k++;
		if (k >= b || (r = papo_frame_kind_starts(s, k, b, R_FUNC)) ==
		    NULL)
			break;
		k += r->len;
	}
	for (w = k; w < b && (is_alpha((unsigned char)s[w]) ||
	    s[w] == '\''); w++)
		;
	return w > k && papo_frame_word_in(s, k, w, own_sources) ? w : 0;
}

/*
 * "the given" at s[i..e) (the problem's), or a word of clause_words[]
 * about the noun, the phrase it opens noted in z (its sentence to b):
 * where what is read here ends ("according to the formula"), 0 when it
 * is refused ("according to Bob"), else i.
 */
static size_t
rest_clause(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;

	if (e - i == 5 && starts_ci(s, e, i, "given") && i >= 4 &&
	    starts_ci(s, i - 1, i - 4, "the"))
		return e;	/* "the given condition": the problem's */
	if (!papo_frame_word_in(s, i, e, clause_words))
		return i;
	if (z->phrase == 0)
		return i;	/* about no noun: read as before */
	if ((z->phrase = clause_kind(s, i, e, b)) == 4)
		return e;	/* the clause's words are the noun's */
	return e - i == 9 ? according_to(z, i, e, b) : i;
}

/* Does a word of letters follow s[e] in its clause (one space between,
   up to b): "not prime", not "not 7" nor "not." after "3 + 4 ="? */
static int
word_follows(const char *s, size_t e, size_t b)
{
	unsigned char c;

	if (e + 1 >= b || s[e] != ' ')
		return 0;
	c = (unsigned char)s[e + 1];
	return c >= 0x80 || is_alpha(c);
}

/*
 * A negator at s[i..e) (its sentence to b), or the word after one:
 * where it ends, 0 when it is refused, (size_t)-1 when neither.  A row
 * of function words whose first word is a negator's is that row ("no
 * total": em + o).
 */
static size_t
rest_neg(struct rest *z, size_t i, size_t e, size_t b)
{
	const struct row *r = papo_frame_kind_starts(z->t.s, i, b, R_FUNC);
	unsigned m;

	if (r != NULL && i + r->len > e)
		return i + r->len;
	if ((m = papo_frame_kind_word(z->t.s, i, e, R_NEG)) != 0) {
		/* "because 4 is not prime": a negator of the reason's
		   language with the words it negates after it; not "because
		   he buys 4 more nicht", "... 7 না" (another language's, or
		   one that ends the clause, negates what went before), nor
		   "because 3 + 4 = not 7" (a value denied) */
		if (z->reason == 1 && !z->strict)
			return (m & z->rlang) != 0 && word_follows(z->t.s, e,
			    b) ? e : 0;
		/* "42; no, 41" corrects it; "42, not 41" denies another;
		   in a clause about the noun, a property of it ("40 girls
		   who are not in the scouts"): its words must follow */
		return papo_frame_interjection(z->t.s, i, e, b) ? 0 :
		    (z->neg = z->phrase == 4 ? 2 : 1, e);
	}
	if (z->neg == 2)
		return clause_negated(z, i, e, b);
	if (z->neg)
		return 0;	/* "not the answer" */
	return (size_t)-1;
}

/*
 * A closing word at s[i..e) after the value (its sentence to b): where
 * the remark recognised whole that holds it ends ("as required", "I
 * hope this helps"); i when it opens a wish outside one ("42, I
 * hope."); 0 when it is no closing word or may be read otherwise (the
 * value's noun, the problem's word).
 */
static size_t
rest_closing(const struct rest *z, size_t i, size_t e, size_t b)
{
	size_t f;

	if (papo_frame_kind_word(z->t.s, i, e, R_CLOSE) == 0)
		return 0;
	if ((f = papo_frame_closing_run(z->t.s, z->t.end, i, e, b)) > 0)
		return f;
	return papo_frame_closing_wish(z->t.s, i, e) ? i : 0;
}

/*
 * Is the line before the value at s[at] a sentence of one script other
 * than Latin: letters of a script a listed language writes ("उत्तर",
 * "Ответ", "答案"), and no Latin word (a command's name, "\\boxed",
 * aside)?
 */
static int
script_sentence(const char *s, size_t at)
{
	size_t k = at, st, a;
	long c;
	int other = 0;

	while (k > 0 && s[k - 1] != '\n') {
		c = papo_frame_cp_before(s, 0, k, &st);
		if (c >= 0 && c < 0x80 && is_alpha((int)c)) {
			for (a = st; a > 0 && is_alpha((unsigned char)s[a - 1]);
			    a--)
				;
			if (a == 0 || s[a - 1] != '\\')
				return 0;	/* a Latin word */
			k = a;
			continue;
		}
		other |= c > 0x7f && papo_frame_script_langs(c) != 0;
		k = st;
	}
	return other;
}

/*
 * Is the Latin word s[i..e) (its sentence to b) one a sentence of
 * another script may hold after its value: a unit ("42 cm" in a Hindi
 * sentence) or the problem's word?  Not a word of English's rows
 * ("उत्तर 42 per है", "Ответ: 42 and"): that
 * sentence's words are its language's, a closing remark recognised
 * whole right after the value to the end aside; a sentence after its
 * end ("।", "。") is its own.
 */
static int
script_latin_word(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;
	struct papo_unit u;
	size_t k;

	if (!is_alpha((unsigned char)s[i]) || !script_sentence(s, z->t.at))
		return 1;
	for (k = z->t.end; k + 2 < i; k++)
		if (memcmp(s + k, "\xe0\xa5\xa4", 3) == 0 || memcmp(s + k,
		    "\xe0\xa5\xa5", 3) == 0 || memcmp(s + k, "\xe3\x80\x82",
		    3) == 0 || (strchr(".!?", s[k]) != NULL && s[k + 1] == ' '))
			return 1;	/* a sentence of its own after "।" */
	for (k = e; k < b && s[k] == ' '; k++)
		;	/* "per hour": the word with the next */
	k = k > e && k < b && is_alpha((unsigned char)s[k]) ?
	    papo_frame_word_end(s, k, b) : e;
	if ((papo_unit_parse(s + i, e - i, &u) == 0 && (!papo_unit_none(&u) ||
	    u.generic)) || (papo_unit_parse(s + i, k - i, &u) == 0 &&
	    !papo_unit_none(&u)))
		return 1;	/* a unit that names one: not "per" alone */
	for (k = z->t.end; k < i && s[k] == ' '; k++)
		;
	if (k == i && (k = rest_closing(z, i, e, b)) > i) {
		while (k < b && (unsigned char)s[k] < 0x80 && !is_alpha(
		    (unsigned char)s[k]) && !is_digit((unsigned char)s[k]))
			k++;
		if (k == b)
			return 1;	/* "Hope this helps!" whole, at once */
	}
	return z->t.p != NULL && rest_theirs(z, i, e, z->t.p, z->t.pn);
}

/*
 * "previously", "earlier": function words for the response's own
 * derivation ("as shown previously"), recognised only after a word of
 * derived_words[]; alone ("42 - previously.", "42; earlier.") they date
 * the value, a former one.
 */
static const char *const dated_words[] = { "previously", "earlier",
	"later", "antes", "despu\xc3\xa9s", "despues", "depois",
	"anteriormente", "fr\xc3\xbcher", "sp\xc3\xa4ter", "auparavant",
	NULL };
static const char *const derived_words[] = { "shown", "demonstrated",
	"derived", "computed", "calculated", "found", "explained", "stated",
	"mentioned", "noted", "obtained", "seen", "saw", "did", "given",
	"established", "proved", "proven", "determined", "discussed", NULL };

/*
 * Words after a value that say there is more than it ("42 and so on",
 * "42 and a bit", "42 and then some", "42, etc."): no one value is
 * stated.  Matched whole, from the rest's word at s[i] (more_after).
 */
static const char *const more_words[] = { "and so on", "and so forth",
	"and the like", "and a bit", "and a little", "and then some",
	"and change", "et cetera", "etc", NULL };

size_t
papo_frame_more_after(const char *s, size_t i, size_t b)
{
	size_t k, l;

	if (i >= b || (lower((unsigned char)s[i]) != 'a' &&
	    lower((unsigned char)s[i]) != 'e'))
		return 0;	/* the cheap test: every row's first letter */
	for (k = 0; more_words[k]; k++) {
		l = strlen(more_words[k]);
		if (b - i >= l && starts_ci(s, b, i, more_words[k]) && (i + l ==
		    b || !is_alpha((unsigned char)s[i + l])))
			return l;
	}
	return 0;
}

int
papo_frame_dated(const char *s, size_t i, size_t e)
{
	return papo_frame_word_in(s, i, e, dated_words);
}

/* Is the word s[i..e) one of dated_words[] with no word of
   derived_words[] right before it in the rest? */
static int
rest_dated(const struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	size_t k = i, a;

	if (!papo_frame_word_in(s, i, e, dated_words))
		return 0;
	while (k > z->t.end && s[k - 1] == ' ')
		k--;
	for (a = k; a > z->t.end && is_alpha((unsigned char)s[a - 1]); a--)
		;
	return a == k || !papo_frame_word_in(s, a, k, derived_words);
}

/*
 * A reason's own words at s[i..e) (up to b): the end of a phrase of
 * often_phrases[] ("as it is the most frequent number"); 0 with why for
 * an "or" after a comma in a reason or condition ("10, as it is the
 * number, or 11"); else i.
 */
static size_t
rest_reason_own(struct rest *z, size_t i, size_t e, size_t b,
    const char **why)
{
	size_t f;

	if ((f = rest_often(z, i, b)) > i)
		return f;
	if (z->reason != 0 && rest_or_after_comma(z->t.s, i, e)) {
		*why = "an alternative after it";
		return 0;
	}
	return i;
}

/*
 * A condition's row r at s[i..b): the problem's own condition, in its
 * words, is lifted (where what is recognised ends); a condition with
 * no words after it ("42, as if.") is none (0).
 */
static size_t
rest_cond(struct rest *z, size_t i, size_t b, const struct row *r)
{
	const char *s = z->t.s;
	size_t f;

	z->reason = 2;
	for (f = i + r->len; f < b && !is_alpha((unsigned char)s[f]) &&
	    !is_digit((unsigned char)s[f]) && s[f] != '$' && s[f] != '\\';
	    f++)
		;
	return z->t.p != NULL && f < b ? i + r->len : 0;
}

/*
 * Is the word s[i..e) a Latin word with a bound of a dense script glued
 * to it (answer_dense.c: "dollars이상", "kg이하"), one word to the
 * spaced script's reader, not the Latin word and a particle?  Then 1,
 * with the refusal in *why.
 */
static int
latin_bound(const char *s, size_t i, size_t e, const char **why)
{
	size_t k = i;

	if ((unsigned char)s[e - 1] < 0x80)
		return 0;	/* the cheap test: no other script at its end */
	while (k < e && is_alpha((unsigned char)s[k]))
		k++;
	if (k == i || k == e || (unsigned char)s[k] < 0xe0 ||
	    papo_answer_dense_bound(s, k, e) == 0)
		return 0;
	*why = BOUND_AFTER;
	return 1;
}

/*
 * A unit in Latin letters right after the value with a word of Hangul
 * glued to it, as Korean writes its copula ("36 cm입니다", "5 kg이에요"):
 * where the unit ends, for the Hangul to be read as its own word (an
 * ending, a bound, anything else refused as it is after "36 cm "); else
 * i.  Only a unit that names one (papo_unit_parse), never a word that
 * merely starts with one ("cmx입니다").
 */
static size_t
latin_unit_glued(struct rest *z, size_t i, size_t e, int noun)
{
	const char *s = z->t.s;
	struct papo_unit u;
	size_t k = i, l;
	long c;

	if ((unsigned char)s[e - 1] < 0x80 || (noun != 1 && noun != 3))
		return i;	/* the cheap test: no other script at its end */
	while (k < e && is_alpha((unsigned char)s[k]))
		k++;
	if (k == i || k == e)
		return i;
	c = papo_frame_cp_len(s, k, e, &l);
	if (c < 0xac00 || c >= 0xd7a4 || papo_unit_parse(s + i, k - i, &u) !=
	    0 || papo_unit_none(&u))
		return i;
	z->noun = 3;
	return k;
}

/* Does a row that doubts, conditions, weakens, disowns or qualifies
   start at s[i] (in s[..b))? */
static int
refusing_row(const char *s, size_t i, size_t b)
{
	static const enum row_kind kinds[] = { R_DOUBT, R_COND, R_MODAL,
	    R_WEAK, R_DISOWN, R_QUAL };
	size_t k;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		if (papo_frame_kind_starts(s, i, b, kinds[k]) != NULL)
			return 1;
	return 0;
}

/* The periods a rate's "each", "every" or "per" may name besides the
   units of time ("every morning"). */
static const char *const periods[] = { "morning", "afternoon", "evening",
	"night", "weekday", "weekend", NULL };

/*
 * Is the word s[i..e), or the one after it (one space, its sentence to
 * b), a period: a unit or a word of periods[] ("each school day":
 * "school" before "day"; "every morning")?  A period's words after a
 * rate's "each", "every" or "per"; not "per my estimate".
 */
static int
period_word(const char *s, size_t i, size_t e, size_t b)
{
	struct papo_unit u;
	unsigned long span;
	size_t k;
	int dim;

	if ((papo_unit_parse(s + i, e - i, &u) == 0 && !papo_unit_none(&u)) ||
	    papo_frame_word_in(s, i, e, periods) ||
	    papo_unit_span_word(s + i, e - i, &span, &dim))
		return 1;	/* "day", "Woche", "неделю" */
	if (e + 1 >= b || s[e] != ' ')
		return 0;
	for (k = e + 1; k < b && (is_alpha((unsigned char)s[k]) ||
	    (unsigned char)s[k] >= 0x80); k++)
		;
	return k > e + 1 && period_word(s, e + 1, k, e + 1);
}

/* The words that name a kind of period before it ("a school day", "a
   working week"). */
static const char *const period_kinds[] = { "school", "work", "working",
	"business", "calendar", NULL };

int
papo_frame_a_period(const char *s, size_t f, size_t b)
{
	size_t k;

	while (f < b && s[f] == ' ')
		f++;
	for (k = f; k < b && (is_alpha((unsigned char)s[k]) ||
	    (unsigned char)s[k] >= 0x80); k++)
		;
	if (k > f && papo_frame_word_in(s, f, k, period_kinds))
		return period_word(s, f, k, b);	/* "a school day" */
	return k > f && period_word(s, f, k, f);	/* "a day", not "a la
							   semana" */
}

/*
 * Does the span of time the word at s[a..b) names (the first word from
 * a on, "school" passed, or with last set the last word before b: "a
 * week", "weekly", "al giorno") differ from the one span the problem's
 * question names ("How much does she make each day?")?  0 when the
 * question names none, or two (units_span.c); 1 when the first word
 * names none ("per egg", "each box") and the question one.
 */
static int
other_span(const struct rest *z, size_t a, size_t b, int last)
{
	const char *s = z->t.s;
	unsigned long as, qs;
	size_t qa, qb, e;
	int ad, qd;

	if (last) {
		while (b > a && s[b - 1] == ' ')
			b--;
		for (e = b; e > a && s[e - 1] != ' '; e--)
			;
		a = e;
	} else {
		while (a < b && s[a] == ' ')
			a++;
		for (e = a; e < b && (is_alpha((unsigned char)s[e]) ||
		    (unsigned char)s[e] >= 0x80); e++)
			;
		if (e - a == 6 && starts_ci(s, e, a, "school") && e < b &&
		    s[e] == ' ')	/* "each school day" */
			return other_span(z, e, b, 0);
		b = e;
	}
	qb = papo_frame_question(z->t.p, z->t.pn, &qa);
	if (b == a || !papo_unit_span_word(s + a, b - a, &as, &ad))
		/* a rate over no span ("$12 per egg") where the question
		   asks one ("each day"): another rate */
		return !last && papo_unit_span_in(z->t.p, qa, qb, &qs, &qd);
	return papo_unit_span_in(z->t.p, qa, qb, &qs, &qd) && (as != qs ||
	    ad != qd);
}

/*
 * Is the word s[i..e) Russian's "за" after a value (a price: "18
 * долларов за яйцо", the problem's words after it) where the question
 * asks a rate of another span ("в день"); not where it asks no rate
 * ("за книгу" for "Сколько она заплатила за книгу?")?
 */
static int
ru_price(const struct rest *z, size_t i, size_t e)
{
	return e - i == 4 && memcmp(z->t.s + i, "\xd0\xb7\xd0\xb0", 4) == 0 &&
	    !z->reason && z->t.p != NULL && papo_frame_rate_asked(z->t.s, e,
	    z->t.n, z->t.p, z->t.pn) && other_span(z, e, z->t.n, 0);
}

/*
 * Is the function word s[k..f) of three letters or fewer, of no English
 * row, the last word of s[..e) (only spacing and a stop after it)?  It
 * ends nothing: "\\boxed{45} apples no." (Portuguese's "no", "in the";
 * Spanish's "no"), "... apples na.", "... est." are no noun's words,
 * unless the problem writes it ("pounds of hay": Spanish's "hay"); not
 * a letter of an abbreviation ("i.e.").
 */
int
papo_frame_short_func_last(const char *s, size_t k, size_t f, size_t e)
{
	size_t i;

	if (f - k > 3 || (unsigned char)s[k] >= 0x80 || (k > 0 && s[k - 1] !=
	    ' ' && s[k - 1] != ',') ||
	    (papo_frame_kind_word(s, k, f, R_FUNC) &
	    papo_frame_lang_bit("en")) != 0)
		return 0;
	for (i = f; i < e; i++)
		if (!strchr(" \t\n.!?,;:*", s[i]))
			return 0;
	return 1;
}

/*
 * Is the word at s[i] (in s[..b)) a short function word of another
 * language that ends the rest (papo_frame_short_func_last) and the
 * problem does not write: "120 pounds of carrots will be used est."?
 */
static int
foreign_last(const struct rest *z, size_t i, size_t b)
{
	const struct row *r = papo_frame_kind_starts(z->t.s, i, b, R_FUNC);

	return r != NULL && papo_frame_short_func_last(z->t.s, i, i + r->len,
	    b) && !papo_frame_in_problem(z->t.p, z->t.pn, NULL, z->t.s, i, i +
	    r->len);
}

/*
 * A function word or suffix row at s[i..f) after the value (noun as
 * rest_words was given it): where it ends, or 0 when it speaks of the
 * answer's own values ("(the second is rejected)"); what may follow it
 * noted in z.
 */
static size_t
rest_func(struct rest *z, size_t i, size_t f, int noun)
{
	const char *s = z->t.s;
	int np = papo_frame_word_in(s, i, f, articles);

	if (!z->denied && papo_frame_word_in(s, i, f, reject_words))
		return 0;
	if (noun == 3 && of_word(s, i, f))
		z->noun = 4;
	else if (rate_adverb(s, i, f)) {
		/* "18 dollars daily": a rate the question must ask */
		if ((z->reason == 0 || z->reason == 3) && z->t.p != NULL &&
		    (!papo_frame_rate_asked(s, f, z->t.n, z->t.p, z->t.pn) ||
		    other_span(z, i, f, 1)))
			return 0;
	} else if (per_word(s, i, f)) {
		/* a rate after the noun the problem does not ask for: "126
		   books per shelf" for the books in all; a rate over
		   another span than the question's: "40 dollars a week"
		   asked each day; in an aside too: "$18 (per week)" */
		if ((z->reason == 0 || z->reason == 3) && z->t.p != NULL &&
		    (f - i > 2 ||
		    papo_frame_a_period(s, f, z->t.n)) &&
		    (!papo_frame_rate_asked(s, f, z->t.n, z->t.p, z->t.pn) ||
		    other_span(z, f, z->t.n, 0)))
			return 0;
		z->noun = 3;	/* "every day", "per hour" */
		np = f - i > 2;	/* not "a": "on a good day" */
	}
	if (z->phrase == 1 || z->phrase == 2) {
		z->phrase = 2;	/* "35 students in ..." */
		z->np = (z->t.p == NULL || z->np == 2) && np;
		if (z->noun == 3 && np && !z->np)
			z->np = 3;	/* a period: "each school day" */
	}
	return f;
}

/*
 * Is the unit word s[i..e) (its sentence to b) right after another
 * unit, one space between, and a slash right after it ("4 kg m/s": a
 * unit of its own, a momentum)?  The answer read the first alone: no
 * answer.  Not after
 * a word of measure ("5 square meters") or "degrees" ("degrees
 * Celsius": the one unit the answer reads, papo_unit_degrees_span);
 * units side by side with no slash ("in a 30 day month") are the
 * prose's.
 */
static int
unit_after_unit(const char *s, size_t i, size_t e, size_t b)
{
	struct papo_unit u;
	size_t a;

	if (i < 2 || s[i - 1] != ' ' || !is_alpha((unsigned char)s[i - 2]) ||
	    e >= b || s[e] != '/' ||
	    papo_frame_kind_starts(s, i, e, R_MEASURE) != NULL)
		return 0;
	for (a = i - 1; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
		;
	return !starts_ci(s, i - 1, a, "degree") &&
	    papo_frame_kind_starts(s, a, i - 1, R_MEASURE) == NULL &&
	    papo_unit_parse(s + a, i - 1 - a, &u) == 0 && !u.generic &&
	    !papo_unit_none(&u);
}

/* A reason's row at s[i] (within b): where it ends, the reason noted
   in z ("as" may be no reason: strict); else i. */
static size_t
rest_reason_row(struct rest *z, size_t i, size_t b)
{
	const struct row *r = papo_frame_kind_starts(z->t.s, i, b, R_REASON);

	if (r == NULL)
		return i;
	z->reason = 1;
	z->rlang = papo_frame_index()->lang_of[r - papo_frame_rows];
	z->strict = r->len == 2 && lower((unsigned char)z->t.s[i]) == 'a';
	return i + r->len;
}

/* The counts a period is written with in words ("the two-week
   period", "the five months"). */
static const char *const count_words[] = { "one", "two", "three", "four",
	"five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
	"fifteen", "twenty", "thirty", "hundred", NULL };

size_t
papo_frame_over_period(const char *s, size_t i, size_t e, size_t b,
    const char *p, size_t pn)
{
	static const char *const spans[] = { "period", "periods", "span",
	    "term", "semester", "season", "summer", "winter", "spring",
	    "autumn", "fall", "holidays", "holiday", "vacation", "break",
	    "course", NULL };
	size_t w, f, x, y;
	int n;

	if (e - i != 4 || !starts_ci(s, e, i, "over") || !starts_ci(s, b, e,
	    " the "))
		return i;
	for (w = e + 5, n = 0; n < 4 && w < b; n++) {
		for (f = w; f < b && (is_alpha((unsigned char)s[f]) ||
		    is_digit((unsigned char)s[f]) || s[f] == '-'); f++)
			;
		if (f == w)
			return i;
		/* a count in it ("two-week", "5") is the problem's:
		   "over the five months" to "the three months" is
		   another scope */
		for (x = w; x < f; x = y + 1) {
			for (y = x; y < f && s[y] != '-'; y++)
				;
			if (y > x && (is_digit((unsigned char)s[x]) ||
			    papo_frame_word_in(s, x, y, count_words)) &&
			    (p == NULL ||
			    !papo_answer_problem_says(p, pn, s, x, y)))
				return i;
		}
		if (papo_frame_word_in(s, w, f, spans) || period_word(s, w, f,
		    w))
			return f;
		if (f >= b || s[f] != ' ')
			return i;
		w = f + 1;
	}
	return i;
}

/*
 * A period after "over the" (papo_frame_over_period: where it ends), or
 * a means or a time of the problem's own doing at s[i..e) (up to b):
 * "by", "from", "after" or "through", then a gerund the problem lends
 * ("$18 every day from selling 9 eggs" to "She sells the remainder"):
 * a reason whose words and values are the problem's or the response's
 * (where the gerund ends); else i.
 * A gerund the problem does not hold ("by guessing", "after rounding")
 * is read as any word is.
 */
static size_t
rest_means(struct rest *z, size_t i, size_t e, size_t b)
{
	static const char *const means[] = { "by", "from", "after",
	    "through", NULL };
	const char *s = z->t.s;
	size_t g, f;

	if ((f = papo_frame_over_period(s, i, e, b, z->t.p, z->t.pn)) > i)
		return f;	/* "over the two-week period" */
	if (z->reason != 0 || z->t.p == NULL || !papo_frame_word_in(s, i, e,
	    means) || e >= b || s[e] != ' ')
		return i;
	for (f = g = e + 1; f < b && is_alpha((unsigned char)s[f]); f++)
		;
	if (f - g < 5 || !starts_ci(s, f, f - 3, "ing") ||
	    !rest_theirs(z, g, f, z->t.p, z->t.pn))
		return i;
	z->reason = 1;
	z->strict = 1;
	z->means = 1;
	return f;
}

/* The words that compare, which a "than" after a value needs before it
   ("33 more jeans than scarves"; not "33 than scarves") */
static const char *const comparatives[] = { "more", "less", "fewer",
	"greater", "larger", "smaller", "higher", "lower", "bigger", "older",
	"younger", "longer", "shorter", "taller", "heavier", "lighter",
	"faster", "slower", "cheaper", "wider", "deeper", "farther",
	"further", "earlier", "later", NULL };

/*
 * Is the word s[i..e) after the value a word of the problem's or one
 * the response wrote before its answer ("12 distinct arithmetic
 * sequences", "as demonstrated by the strategy above")?  A "than" is,
 * after a word of comparatives[] only: the question's "than" with no
 * comparison of the value's compares nothing.
 */
static int
theirs_word(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	size_t w, we;

	if (e - i == 4 && strncasecmp(s + i, "than", 4) == 0) {
		for (w = z->t.end; w < i; w = we) {
			while (w < i && !is_alpha((unsigned char)s[w]))
				w++;
			for (we = w; we < i && is_alpha((unsigned char)s[we]);
			    we++)
				;
			if (we > w && papo_frame_word_in(s, w, we,
			    comparatives))
				break;
		}
		if (w >= i)
			return 0;
	}
	return rest_theirs(z, i, e, z->t.p, z->t.pn) || (e - i >= 3 &&
	    rest_theirs(z, i, e, s, z->t.at));
}

/*
 * Is the word s[i..e) after a unit's "of" ("79 g de cire") the unit's
 * noun: no row refuses it, and with a problem it is the problem's word
 * or one the response wrote before its answer ("650 mg of zinc" to a
 * problem of zinc, not "of iron": another quantity)?
 */
static int
unit_noun(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;

	return rest_refused(s, i, b) == NULL && (z->t.p == NULL ||
	    rest_theirs(z, i, e, z->t.p, z->t.pn) || (e - i >= 3 &&
	    rest_theirs(z, i, e, s, z->t.at)));
}

/*
 * The word of a spaced script at s[i..e) (it may start a row of
 * several words, up to b): where what is recognised ends, or 0 when it
 * is not; the refusal of a doubt or condition in *why.
 */
static size_t
rest_words(struct rest *z, size_t i, size_t e, size_t b, const char **why)
{
	const char *s = z->t.s;
	const struct row *r;
	struct papo_unit u;
	unsigned long span;
	int noun = z->noun, dim;
	size_t f, l;

	z->noun = 0;
	if ((r = papo_frame_kind_starts(s, i, b, R_DOUBT)) != NULL) {
		*why = DOUBT_AFTER;
		return 0;
	}
	if (latin_bound(s, i, e, why) || foreign_last(z, i, b))
		return 0;	/* "kg이상" (at least 42 kg), "... est." */
	if ((f = latin_unit_glued(z, i, e, noun)) > i)
		return f;	/* "cm입니다": the unit, then its ending */
	if (!script_latin_word(z, i, e, b))
		return 0;
	if ((f = papo_frame_closing_clause(s, i, e, b)) > 0)
		return f;	/* "which matches the given conditions." */
	if ((f = rest_clause(z, i, e, b)) != i || (f = rest_reason_own(z, i,
	    e, b, why)) != i)
		return f;	/* "the given", "as it is the most common" */
	if ((f = rest_reason_row(z, i, b)) > i || (f = rest_means(z, i, e,
	    b)) > i || (f = rest_at(z, i, b, noun)) > i)
		return f;
	if (papo_frame_kind_starts(s, i, b, R_OPEN) != NULL && z->phrase != 4 &&
	    z->phrase != 3)
		z->phrase = 0;	/* "5 solutions for odd n": no noun's */
	if ((r = papo_frame_kind_starts(s, i, b, R_COND)) != NULL)
		return rest_cond(z, i, b, r);
	if ((f = rest_neg(z, i, e, b)) != (size_t)-1)
		return f;	/* a negator, or the word after it */
	if (noun == 4 && unit_noun(z, i, e, b)) {
		z->noun = 5;
		return e;	/* "79 g de cire": the noun of the unit */
	}
	if (rest_dated(z, i, e) || papo_frame_more_after(s, i, b) > 0)
		return 0;	/* "42 - previously.", "42 and so on" */
	if ((r = papo_frame_kind_starts(s, i, b, R_FUNC)) != NULL || (r =
	    papo_frame_kind_starts(s, i, b, R_SUFFIX)) != NULL ||
	    rate_adverb(s, i, e) || per_word(s, i, e))	/* "diarios" */
		return rest_func(z, i, r != NULL ? i + r->len : e, noun);
	if (noun == 1 && e - i == 4 && starts_ci(s, e, i, "more")) {
		z->noun = 1;	/* "3 more packs" */
		return e;
	}
	if ((noun == 1 || noun == 3 || z->reason == 1 || z->reason == 3) &&
	    (papo_frame_kind_starts(s, i, e, R_MEASURE) != NULL ||
	    papo_unit_parse(s + i, e - i, &u) == 0 || (noun == 3 &&
	    papo_unit_span_word(s + i, e - i, &span, &dim)) ||
	    (z->reason == 3 && papo_unit_foreign(s + i, e - i, &l) != NULL &&
	    l == e - i))) {
		if (noun == 3 && unit_after_unit(s, i, e, b))
			return 0;	/* "4 kg m/s": not the 4 kg read */
		z->noun = 3;	/* "5 square meters", "5 kg of flour" */
		z->phrase |= noun == 1 || noun == 3;
		return e;
	}
	if (noun == 3 && papo_frame_kind_starts(s, i, e, R_DIM) != NULL)
		return e;	/* "36 cm long": what the unit measures */
	/* a condition's words are the problem's, never a closing ("42
	   if correct", "42 km when right") */
	if (z->reason != 2 && (f = rest_closing(z, i, e, b)) != 0)
		return f == i ? 0 : f;
	/* the problem's words, or those the response used before its
	   answer ("12 distinct arithmetic sequences", "as demonstrated by
	   the strategy above"): the noun counted among them */
	if (theirs_word(z, i, e))
		return e;
	if (z->reason == 3) {
		/* "(four)", "(one half)": the aside's words restate it */
		for (f = i; f < b && s[f] != ')'; f++)
			;
		if (papo_frame_words_value(&z->t, i, f) > i)
			return f;
	}
	if (!z->reason && papo_frame_words_value(&z->t, i, b) > i)
		return papo_frame_words_value(&z->t, i, b);
	if (z->reason == 3 && (papo_frame_word_in(s, i, e, aside_words) ||
	    aside_check(s, i, e, b)))
		return e;	/* "(simplified)", "(verified)" */
	if (z->reason == 1 && !z->strict && papo_frame_word_in(s, i, e,
	    reason_words))
		return e;	/* a reason's words: a closed class, as the
				   problem's, the response's, units, numbers */
	if ((noun == 1 && rest_noun(z, i, e, b)) || sum_verb(z, i, e))
		return e;	/* "5 apples left", "$9 to pay"; not "42 lol" */
	/* a clause about the noun (phrase 4): words no row refuses; the
	   noun's phrase after a preposition ("6 apples in the basket")
	   holds the problem's words, read above, or with no problem given
	   a place after an article ("at the farmers' market"); never "12
	   km in theory", "12 km to my mind"; after a word of
	   clause_words[] (phrase 3), none but those recognised above */
	if ((z->phrase == 4 || (z->phrase == 2 && (z->np == 1 || (z->np ==
	    3 && period_word(s, i, e, b))))) && !z->reason &&
	    !refusing_row(s, i, b))
		return e;	/* "that have at least one digit" */
	return 0;
}

/* A LaTeX command at s[i..b) that only formats text after a value
   ("\text{ cm}", "\,"): where its name ends, or i. */
static size_t
rest_format(const char *s, size_t i, size_t b)
{
	static const char *const cmds[] = { "\\text", "\\mathrm", "\\mbox",
	    "\\textbf", "\\mathbf", "\\quad", "\\qquad", "\\,", "\\;",
	    "\\!", "\\ ", "\\)", "\\]", "\\\\", NULL };
	size_t k, l;

	for (k = 0; cmds[k]; k++) {
		l = strlen(cmds[k]);
		if (b - i >= l && memcmp(s + i, cmds[k], l) == 0 &&
		    (i + l == b || !is_alpha((unsigned char)s[i + l]) ||
		    !is_alpha((unsigned char)cmds[k][l - 1])))
			return i + l;
	}
	return i;
}

/* Suffixes glued to a value that make it a guess ("5-ish", "5ish",
   "20-odd", "5-something"). */
static const char *const glued_hedges[] = { "ish", "odd", "something",
	"plus", NULL };

/* A value's hedge.  (Not a doubt row: no_answer, not uncertain.) */
#define GLUED_HEDGE	"a hedge glued to the value"

/*
 * Is the word at s[i..e) a suffix hedge glued to the value before it
 * ("5-ish", "5ish", "5 -ish")?  Where it ends, or i.
 */
static size_t
glued_hedge(const char *s, size_t a, size_t i, size_t e)
{
	size_t k = i, f = i;

	if (k > a && (s[k - 1] == '-' || s[k - 1] == '~'))
		k--;
	/* after a digit, or after a box or math closed and a dash
	   ("\\boxed{5}-ish"); not "$odd$" */
	if (k == a || !(is_digit((unsigned char)s[k - 1]) || (k < i &&
	    (s[k - 1] == '}' || s[k - 1] == '$'))))
		return i;
	while (f < e && is_alpha((unsigned char)s[f]))
		f++;
	return f > i && papo_frame_word_in(s, i, f, glued_hedges) ? f : i;
}

int
papo_answer_glued(const char *s, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (is_alpha((unsigned char)s[i]) &&
		    !is_alpha((unsigned char)s[i - 1]) &&
		    glued_hedge(s, 0, i, n) > i)
			return 1;
	/* "~42", "≈42" read from a tag or a JSON string: "about 42" */
	for (i = 0; i < n && s[i] == ' '; i++)
		;
	if ((i + 1 < n && s[i] == '~' && is_digit((unsigned char)s[i + 1])) ||
	    (i + 3 < n && memcmp(s + i, "\xe2\x89\x88", 3) == 0))
		return 1;
	/* "42~", "42 ~", "42, ~": a tie before nothing, the sign of
	   "about" after it */
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '.'))
		n--;
	if (n < 2 || s[n - 1] != '~')
		return 0;
	for (n--; n > 0 && (s[n - 1] == ' ' || s[n - 1] == ','); n--)
		;
	return n > 0 && is_digit((unsigned char)s[n - 1]);
}

/*
 * Is the aside that opens at s[i] (after its '(', to its ')' in
 * s[..e)) one word alone of two letters or more, a full stop after it
 * aside, that a row of function words or copulas holds whole ("(est.)",
 * "(the)", "(und)")?  Its refusal, or NULL.  Such a word says nothing
 * of the value in any language; a row of several words ("(in total)")
 * does, and a letter alone is an option ("**(E)**").
 */
static const char *
lone_function(const char *s, size_t i, size_t e)
{
	const struct row *r;
	size_t w, k;

	while (i < e && s[i] == ' ')
		i++;
	for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	for (k = w; k < e && (s[k] == '.' || s[k] == ' '); k++)
		;
	if (w < i + 2 || k >= e || s[k] != ')')
		return NULL;	/* not a letter alone: "**(E)**" */
	if (((r = papo_frame_kind_starts(s, i, w, R_FUNC)) != NULL &&
	    r->len == w - i) || ((r = papo_frame_kind_starts(s, i, w,
	    R_STCOP)) != NULL && r->len == w - i))
		return "an aside of a function word alone after it";
	return NULL;
}

/*
 * An option's letter in brackets at s[i..e) after "option" or "choice"
 * ("\\boxed{24}, which is option (B)"): where it ends, or i.
 */
static size_t
option_letter(const char *s, size_t i, size_t e)
{
	static const char *const names[] = { "option", "choice", NULL };
	size_t k = i, w;

	if (e - i < 3 || s[i + 1] < 'A' || s[i + 1] > 'J' || s[i + 2] != ')')
		return i;
	while (k > 0 && s[k - 1] == ' ')
		k--;
	for (w = k; w > 0 && is_alpha((unsigned char)s[w - 1]); w--)
		;
	return w < k && papo_frame_word_in(s, w, k, names) ? i + 3 : i;
}

/* An aside that opens at s[i] (in s[..e)), no option's letter: where
   its reading goes on, or i with *why. */
static size_t
rest_aside(struct rest *z, size_t i, size_t e, const char **why)
{
	const struct row *r;
	size_t c, l;

	if ((*why = lone_function(z->t.s, i + 1, e)) != NULL)
		return i;	/* "42 (est.)", "42 (the)" */
	for (c = i + 1; c < e && z->t.s[c] != ')' && z->t.s[c] != '(';
	    c++)
		;
	if (c < e && z->t.s[c] == ')' && (papo_frame_closing_alone(z->t.s,
	    i + 1, c) & z->t.langs) != 0)
		return c + 1;	/* a closing remark whole: "42 (verified
				   by repeated addition)" */
	if (c < e && z->t.s[c] == ')' && c > i + 1 && (unsigned char)
	    z->t.s[i + 1] >= 0x80 && ((papo_unit_foreign(z->t.s + i + 1, c -
	    i - 1, &l) != NULL && l == c - i - 1) || ((r =
	    papo_frame_kind_starts(z->t.s, i + 1, c, R_MEASURE)) != NULL &&
	    r->len == c - i - 1)))
		return c + 1;	/* the value's unit or measure word aside,
				   as papo_answer_scale_after reads it:
				   "3（小时）", "12（个）" */
	z->reason = 3;	/* an aside: "(Thursday is the fourth day)" */
	z->noun = 0;
	return i + 1;
}

/*
 * The slash at s[i] (its sentence to e) right after a unit: where the
 * unit after it ends when the two read as one ("60 km/h", "16.7 m/s",
 * "1 km/min": papo_unit_parse), the noun still a unit's; else i.
 */
static size_t
rest_per_unit(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	struct papo_unit u;
	size_t a, f;

	for (f = i + 1; f < e && is_alpha((unsigned char)s[f]); f++)
		;
	for (a = i; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
		;
	if (f == i + 1 || a == i || papo_unit_parse(s + a, f - a, &u) != 0 ||
	    papo_unit_parse(s + i + 1, f - i - 1, &u) != 0)
		return i;
	return f;
}

/*
 * Does s[..i) end on a value and the symbol of its unit, one space
 * between them or none ("5 dm", "1200mm"), and its clause end at s[f]
 * (in s[..e): a stop, a comma, a parenthesis, one space before it)?
 * Only that unit takes a power after it ("5 dm^3."), as
 * papo_answer_scale_after reads it; a unit after another ("4 kg m^2")
 * or before one ("4 m^2 kg", "4 m^2 per second") does not.
 */
static int
unit_of_value(const char *s, size_t i, size_t f, size_t e)
{
	size_t a = i;

	if (f < e && s[f] == ' ')
		f++;
	if (f < e && strchr(".,;!?)\n", s[f]) == NULL)
		return 0;

	while (a > 0 && i - a < 4 && is_alpha((unsigned char)s[a - 1]))
		a--;
	if (a == i || (a > 0 && is_alpha((unsigned char)s[a - 1])))
		return 0;
	if (a > 0 && s[a - 1] == ' ')
		a--;
	return a > 0 && is_digit((unsigned char)s[a - 1]);
}

/* Spacing or punctuation at s[i..e), or a suffix glued to the value by
   an apostrophe (Turkish's copula: "A'dır", "42'dir"), or after an
   option's letter a curly one ("B’dir"; a number's, "42’dir", is read
   as "42 \\text{ ’dir}" and stays refused here), or a unit's slash and
   the unit after it (rest_per_unit): where it ends, or i. */
static size_t
rest_punct(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;
	const struct row *r;
	size_t f;
	int c = (unsigned char)s[i], pw;

	if (c == '/' && z->noun == 3)
		return rest_per_unit(z, i, e);	/* "km/h" */
	if (z->noun == 3 && (f = papo_answer_unit_power(s, i, e, &pw)) != 0 &&
	    unit_of_value(s, i, i + f, e))
		return i + f;	/* "5 dm^3", "1200 mm²": the unit's power */

	if ((c == '\'' || (c == 0xe2 && z->t.letter != 0 && i + 3 <= e &&
	    memcmp(s + i, "\xe2\x80\x99", 3) == 0)) && i > 0 &&
	    !is_space((unsigned char)s[i - 1]) &&
	    (r = papo_frame_kind_starts(s, i, e, R_SUFFIX)) != NULL)
		return i + r->len;	/* "42'dir", "B’dir" */
	if (c == '\\' && i + 1 < e && s[i + 1] == '"') {
		z->noun = 0;	/* a quote left escaped: \" after "$13$" */
		return i + 2;
	}
	if (c < 0x80 && (is_space(c) || strchr(".,:;!()[]{}*\"'`_#|", c) !=
	    NULL)) {
		if (!is_space(c) && c != '*')
			z->noun = 0;	/* "**19** integers": bold is none */
		return i + 1;
	}
	return i;
}

/*
 * Where the sign of arithmetic at s[i..e) that a reason may hold ends:
 * ASCII's, times, a middle dot, a dot operator, divided by, the minus
 * sign ("since 6 × 7 = 42"); i when there is none.
 */
static size_t
reason_sign(const char *s, size_t i, size_t e)
{
	static const char *const signs[] = { "\xc3\x97", "\xc2\xb7",
	    "\xe2\x8b\x85", "\xc3\xb7", "\xe2\x88\x92", NULL };
	size_t k, l;

	if (s[i] != '\0' && strchr("+-*/=^<>", s[i]) != NULL)
		return i + 1;
	for (k = 0; signs[k] != NULL; k++)
		if ((l = strlen(signs[k])) <= e - i && memcmp(s + i, signs[k],
		    l) == 0)
			return i + l;
	return i;
}

/* The longer of the function word and the ending at s[i..e) of a dense
   script ("ということです" whole, not its particle と), or NULL. */
static const struct row *
func_or_suffix(const char *s, size_t i, size_t e)
{
	const struct row *r = papo_frame_kind_starts(s, i, e, R_FUNC), *rs;

	if ((rs = papo_frame_kind_starts(s, i, e, R_SUFFIX)) != NULL &&
	    (r == NULL || rs->len > r->len))
		return rs;
	return r;
}

/*
 * A unit or scale word of another language at s[i..e) ("ชั่วโมง",
 * "万元", "Millionen"), French's "billions" read at the long scale,
 * English's scale words one after another ("thousand million") or
 * "bn": 1 with its length in *l; else 0.  A unit that starts with a
 * scale word is read whole ("千米/小时", not the scale "千").
 */
static int
scale_or_unit(const char *s, size_t i, size_t e, size_t *l)
{
	size_t u;

	if (papo_answer_scale_foreign(s, i, e, l) != 0) {
		if (papo_unit_foreign(s + i, e - i, &u) != NULL && u > *l)
			*l = u;
		return 1;
	}
	return papo_unit_foreign(s + i, e - i, l) != NULL ||
	    papo_answer_long_scale(s, i, e, l) != 0 ||
	    papo_answer_scale_run(s, i, e, l) != 0;
}

/*
 * rest_token's token at s[i..e) of a script without spaces (its first
 * character ends at f): a bound refused, the question's verb in its
 * progressive or past, after a measure word the statement's ending to
 * the end (answer_dense.c's endings), a measure word or the noun
 * counted, a closing remark, a doubt, a reason, a function word or
 * ending, a value's words, or the problem's run.
 */
static size_t
rest_dense(struct rest *z, size_t i, size_t f, size_t e, const char **why)
{
	const char *s = z->t.s;
	const struct row *r = NULL;
	size_t st, l;
	unsigned m;
	long c = papo_frame_cp_before(s, i, f, &st);

	if (z->noun && (l = papo_answer_dense_asked(s, i, e, z->t.p,
	    z->t.pn)) > 0) {
		z->noun = 0;
		return i + l;	/* "5個多いです", "5個多く持っています": the
				   question restated, its comparative no
				   bound */
	}
	if (papo_answer_dense_bound(s, i, e) > 0 && (z->noun ||
	    papo_frame_dense_letter(papo_frame_cp_before(s, 0, i, &st))))
		return i;	/* "30分钟以上", "個のリンゴ以上": a bound
				   (answer_dense.c); "。以上" closes */
	if ((l = papo_answer_dense_going(s, i, e, z->t.p, z->t.pn)) > 0) {
		z->noun = 0;
		return i + l;	/* "18ドル稼いでいます": the question's verb,
				   no noun */
	}
	if (z->noun && papo_answer_dense_ends(s, i, e)) {
		z->noun = 0;
		return e;	/* "12個残った。", "12개가 남습니다.": after the
				   value's measure word, the statement's
				   ending to its end */
	}
	if (z->noun && rest_refused(s, i, e) == NULL && ((z->noun == 2
	    && !(c >= 0x3040 && c < 0x30a0)) || (r =
	    papo_frame_kind_starts(s, i, e, R_MEASURE)) != NULL)) {
		/* a noun is no hiragana ("場合による") */
		/* "3只鸟和鹳鸟": a measure word, the noun counted */
		f = z->noun == 2 ? f : i + r->len;
		z->noun = 2;
		return f;
	}
	z->noun = 0;
	/* a remark recognised whole: "这就是答案。", not "希望这就是答案。" */
	if ((f = papo_frame_closing_dense(s, i, e, &m)) > 0 && (f =
	    papo_frame_closing_run(s, z->t.end, i, i + f, e)) > 0)
		return f;
	if ((r = papo_frame_kind_starts(s, i, e, R_DOUBT)) != NULL) {
		*why = DOUBT_AFTER;
		return i;
	}
	if ((r = papo_frame_kind_starts(s, i, e, R_REASON)) != NULL) {
		z->reason = 1;
		z->rlang = papo_frame_index()->lang_of[r - papo_frame_rows];
		return i + r->len;
	}
	if ((r = func_or_suffix(s, i, e)) != NULL)
		return i + r->len;
	if ((f = papo_frame_words_value(&z->t, i, e)) > i)
		return f;
	return rest_dense_theirs(z, i, e);
}

/*
 * Is the word before s[i] (one space between) Hangul glued to a value's
 * digit, its measure word ("5개 더")?
 */
static int
measure_before(const char *s, size_t i)
{
	size_t k;

	if (i < 5 || s[i - 1] != ' ')
		return 0;
	for (k = i - 1; k >= 3 && (unsigned char)s[k - 3] >= 0xea &&
	    (unsigned char)s[k - 3] <= 0xed; k -= 3)
		;
	return k < i - 1 && k > 0 && is_digit((unsigned char)s[k - 1]);
}

/* One token of the rest at s[i..e): where it ends, or i with *why. */
/* Where the Hangul word at s[i] ends (in s[..e)): its syllables and
   the punctuation glued after them. */
static size_t
hangul_word_end(const char *s, size_t i, size_t e)
{
	long c;

	while (i < e && (c = papo_frame_cp_at(s, i, e)) >= 0xac00 &&
	    c < 0xd7a4)
		i += 3;
	while (i < e && strchr(".!,;", s[i]) != NULL)
		i++;
	return i;
}

/*
 * Is the Hangul word at s[i] (in s[..e)) a measure word alone or with a
 * particle or a copula's ending ("마리를", "개입니다", "명이")?  Not a word
 * that only opens with one ("명확하지", "분명": 명, 분).
 */
static int
hangul_measure_word(const char *s, size_t i, size_t e)
{
	static const char *const after[] = { "", "을", "를", "이", "가", "은",
	    "는", "의", "씩", "도", "만", "에", "로", "으로", "째", "입니다",
	    "이다", "예요", "이에요", "이요", "요", "야", "이야", "이고",
	    "이며", NULL };
	size_t l = papo_answer_dense_measure(s, i, e), f, k;

	if (l == 0)
		return 0;
	for (f = hangul_word_end(s, i, e); f > i + l && strchr(".!,;",
	    s[f - 1]) != NULL; f--)
		;
	for (k = 0; after[k] != NULL; k++)
		if (f - (i + l) == strlen(after[k]) && memcmp(s + i + l,
		    after[k], f - (i + l)) == 0)
			return 1;
	return 0;
}

static size_t
rest_token(struct rest *z, size_t i, size_t e, const char **why)
{
	const char *s = z->t.s;
	size_t f, st, l;
	long c = (unsigned char)s[i];

	if (c == '(' && ((f = option_letter(s, i, e)) > i || z->reason == 0))
		return f > i ? f : rest_aside(z, i, e, why);
	if (c == ')' && z->reason == 3)
		z->reason = 0;
	if ((f = rest_punct(z, i, e)) > i)
		return f;
	if (c == '\\' && (f = rest_format(s, i, e)) > i)
		return f;
	if (c == '$' && memchr(s + i + 1, '$', e - i - 1) == NULL)
		return i + 1;	/* the close of the answer's math */
	if (c == '$' || c == '\\' || is_digit((int)c) || (c == '-' &&
	    i + 1 < e && is_digit((unsigned char)s[i + 1])))
		return rest_value(z, i, e, why);
	if (z->reason == 1 && (f = reason_sign(s, i, e)) > i)
		return f;	/* "because 2 + 3 = 5", "since 6 × 7 = 42" */
	if (c < 0x80 && !is_alpha((int)c)) {
		if (c == '=')
			return i + 1;	/* "5 = 5.0": the value must follow */
		if (c == '-' && (f = rest_hyphen(z, i, e)) > i)
			return f;	/* "7-day", "semi-automatic" */
		return i;		/* a comparison, a symbol */
	}
	if (c == 'i' && e - i >= 4 && (memcmp(s + i, "i.e.", 4) == 0))
		return i + 4;	/* "(i.e. 1/2)": a restatement follows */
	for (f = i + 1; f < e && ((unsigned char)s[f] & 0xc0) == 0x80; f++)
		;
	c = papo_frame_cp_before(s, i, f, &st);
	if (papo_frame_punct_cp(c)) {
		z->noun = 0;
		return f;
	}
	/* a unit or scale word of another language right after the
	   value ("5 ชั่วโมง", "5万元", "5 Millionen"): scale_or_unit */
	if ((z->noun == 1 || z->noun == 3) && !papo_answer_dense_bound(s, i,
	    e) && scale_or_unit(s, i, e, &l)) {
		for (f = i + 1; f < e && ((unsigned char)s[f] & 0xc0) == 0x80;
		    f++)
			;
		/* in a dense script, as a measure word: a noun may follow */
		z->noun = papo_frame_dense_letter(papo_frame_cp_before(s, i, f,
		    &st)) ? 2 : 3;
		return i + l;
	}
	if (c >= 0x530 && c < 0x1100 && papo_frame_unreadable(c))
		return i;	/* a script no row reads ("42\u055e"): no */
	if (papo_frame_dense_letter(c))
		return rest_dense(z, i, f, e, why);
	if (c >= 0xac00 && c < 0xd7a4 && measure_before(s, i) && (l =
	    papo_answer_dense_asked(s, i, e, z->t.p, z->t.pn)) > 0) {
		z->noun = 0;
		return i + l;	/* "5개 더 많습니다" to "몇 개 더" */
	}
	if (c >= 0xac00 && c < 0xd7a4 && z->noun && papo_answer_dense_ends(s,
	    i, e)) {
		z->noun = 0;
		return e;	/* "18달러를 벌어요.": after the value's measure
				   word, a verb of answer_dense.c's to the
				   end */
	}
	if (!papo_frame_word_letter(c) || (c >= 0xac00 && c < 0xd7a4 &&
	    papo_answer_dense_bound(s, i, e) > 0))
		return i;	/* Hangul's bounds too: "\\boxed{42} 이상" */
	/* Hangul right after the value, its sentence or its first word:
	   a measure word ("마리를 키웁니다": read on as before), the noun
	   the problem counts, their endings (answer_dense.c's reading),
	   or not read: "\\boxed{12} 같아요."
	   (it seems), "아닙니다" (it is not) are no nouns */
	if (c >= 0xac00 && c < 0xd7a4 && z->noun == 1 &&
	    !hangul_measure_word(s, i, e) &&
	    !papo_answer_dense_after(s, i, e, z->t.p, z->t.pn) &&
	    !papo_answer_dense_after(s, i, (f = hangul_word_end(s, i, e)),
	    z->t.p, z->t.pn) &&
	    papo_answer_hangul_lent(s, i, f, z->t.p, z->t.pn) == i) {
		*why = REST_WORD;
		return i;
	}
	if (is_alpha((int)c) && glued_hedge(s, 0, i, e) > i) {
		*why = GLUED_HEDGE;
		return i;
	}
	f = papo_frame_word_end(s, i, e);
	if ((c >= 0x900 && c < 0xc80 && fold_word_in(s, i, f, verbs_final)) ||
	    de_final_infinitive(s, i, f, e))
		return f;	/* "18 ডলার আয় করেন।", "18 ডলার পান।": the
				   statement's verb after its noun; "Tom muss
				   18 $ bezahlen." */
	while (f > i + 1 && (s[f - 1] == '\'' || s[f - 1] == '-'))
		f--;	/* "seconds'": a closing quote */
	st = rest_words(z, i, f, e, why);
	return st > i ? st : i;
}

/*
 * The closing tags that may follow an answer in its sentence (a
 * tool-use agent's wrappers); any other tag there ("<confidence>low",
 * "<note>", "<verification>fail") is not recognised.
 */
static const char *const tags_after[] = { "</answer>", "</solution>",
	"</final_answer>", "</final>", "</result>", "</response>",
	"</output>", "</assistant>", "</box>", "</think>", NULL };

/*
 * Is s[i..e) a tag (an end token aside)?  Where a recognised closing
 * tag ends, 0 when it is no tag ("< 5", "<=", a comparison: the
 * reader's), or i for a tag not recognised.
 */
static size_t
tag_after(const char *s, size_t i, size_t e)
{
	size_t k = i + 1;

	if (k < e && s[k] == '/')
		k++;
	if (k >= e || !is_alpha((unsigned char)s[k]))
		return 0;
	while (k < e && (is_alpha((unsigned char)s[k]) ||
	    is_digit((unsigned char)s[k]) || s[k] == '_' || s[k] == '-'))
		k++;
	if (k >= e || (s[k] != '>' && s[k] != ' ' && s[k] != '/'))
		return 0;
	if (s[k] == '>' && papo_frame_word_in(s, i, k + 1, tags_after))
		return k + 1;
	return i;
}

/*
 * The shapes of an English clause after the value (issue 26, "42, it
 * was.", "42; so was it.", "42 - at first."): a verb of pred_verbs[]
 * is recognised with its complement only, a word after it that is not
 * one of bare_words[] (a noun, a value, a participle: "which is the
 * sum", "as shown above"); a verb the rest ends on, or that only
 * pronouns, articles or particles follow, has its predicate elided
 * and restates the value as a former or a supposed one.  An ordinal
 * of ordinal_words[] is recognised after an article only ("the first
 * term", "per second"): alone ("at first") it dates the value.
 */
static const char *const pred_verbs[] = { "is", "are", "was", "were", "be",
	"been", "being", "am", "has", "have", "had", "do", "does", "did",
	"will", "would", "shall", "should", "can", "could", "may", "might",
	"must", NULL };
static const char *const bare_words[] = { "it", "they", "we", "he", "she",
	"i", "you", "them", "us", "him", "her", "this", "that", "these",
	"those", "which", "who", "what", "there", "here", "so", "as", "then",
	"too", "also", "the", "a", "an", "its", "their", "our", "his", "my",
	"your", "at", "in", "on", "of", "to", "for", "by", "with", NULL };
static const char *const ordinal_words[] = { "first", "second", "third",
	"fourth", "fifth", "sixth", NULL };
static const char *const article_words[] = { "the", "its", "their",
	"our", "his", "her", "this", "that", "each", "every", "my",
	"your", "a", "an", "per", NULL };	/* "per second" */

struct shape {
	size_t verb, verb_end;	/* a verb awaiting its complement, or 0 */
	size_t prev, prev_end;	/* the word read before, or prev == prev_end */
	int words;		/* words read */
	int apart;		/* a comma, semicolon or dash before them */
	int own;		/* the verb the rest's first word, not set
				   apart: the value its subject, a pronoun
				   its complement ("(x = 2) is it") */
	int than;		/* words read to a "than", or 0 */
};

/*
 * The token s[i..f) of the rest read into sh: 0, or -1 when it is an
 * ordinal with no article before it.  A token of several words, a
 * value or any word outside the closed classes is a complement.
 */
static int
shape_token(struct shape *sh, const char *s, size_t i, size_t f)
{
	size_t w = papo_frame_word_end(s, i, f);
	int bare;

	if (!is_alpha((unsigned char)s[i]) || w != f) {
		if (sh->words == 0 && (s[i] == ',' || s[i] == ';' ||
		    s[i] == '-' || (f - i == 3 && memcmp(s + i, "\xe2\x80",
		    2) == 0 && ((unsigned char)s[i + 2] == 0x93 ||
		    (unsigned char)s[i + 2] == 0x94))))
			sh->apart = 1;	/* "42, it was." */
		sh->words += is_alpha((unsigned char)s[i]);
		if (is_alpha((unsigned char)s[i]) || is_digit((unsigned
		    char)s[i]) || s[i] == '$' || s[i] == '\\')
			sh->verb = sh->verb_end = 0;
		if (is_alpha((unsigned char)s[i]) || is_digit((unsigned
		    char)s[i]))
			sh->prev = sh->prev_end = 0;
		return 0;
	}
	if (papo_frame_word_in(s, i, f, ordinal_words) && (sh->prev ==
	    sh->prev_end || !papo_frame_word_in(s, sh->prev, sh->prev_end,
	    article_words)))
		return -1;
	sh->prev = i;
	sh->prev_end = f;
	if (papo_frame_word_in(s, i, f, pred_verbs)) {
		if (sh->than > 0 && sh->words > sh->than &&
		    sh->words - sh->than <= 2) {
			sh->words++;	/* "than Ann does": the comparison's */
			return 0;
		}
		if (sh->verb == sh->verb_end) {
			sh->verb = i;
			sh->verb_end = f;
			sh->own = sh->words == 0 && !sh->apart;
		}
		sh->words++;
		return 0;
	}
	sh->words++;
	if (f - i == 4 && strncasecmp(s + i, "than", 4) == 0)
		sh->than = sh->words;
	bare = papo_frame_word_in(s, i, f, bare_words);
	if (!bare || (sh->own && papo_frame_word_in(s, i, f, own_subjects)))
		sh->verb = sh->verb_end = 0;
	return 0;
}

/*
 * Is the ordinal s[i..f), with the word after it (a space or a hyphen
 * between, in s[..e)), a compound the problem p[0..pn) writes, either
 * way ("49 fourth-grade boys", "49 fourth grade boys" for "fourth grade
 * boys"): the noun's, not a rank of the value's?
 */
static int
ordinal_named(const char *s, size_t i, size_t f, size_t e, const char *p,
    size_t pn)
{
	char t[40];
	size_t g, w, l;
	int k;

	if (p == NULL || f >= e || (s[f] != ' ' && s[f] != '-'))
		return 0;
	for (g = f + 1; g < e && is_alpha((unsigned char)s[g]); g++)
		;
	w = g - f - 1;
	if (w < 2 || (l = f - i + 1 + w) >= sizeof(t))
		return 0;
	memcpy(t, s + i, l);	/* the ordinal, its joint, the word */
	for (k = 0; k < 2; k++) {
		t[f - i] = k == 0 ? ' ' : '-';
		if (papo_frame_in_problem(p, pn, NULL, t, 0, l))
			return 1;
	}
	return 0;
}

/* Does s[a..b) hold a negation word: "not", "n't", "never"? */
static int
negated_in(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i + 3 <= b; i++)
		if ((s[i] | 0x20) != 'n')
			continue;	/* each row starts with an n */
		else if ((strncasecmp(s + i, "not", 3) == 0 && (i == a ||
		    !is_alpha((unsigned char)s[i - 1])) && (i + 3 == b ||
		    !is_alpha((unsigned char)s[i + 3]))) || strncasecmp(s + i,
		    "n't", 3) == 0 || (i + 5 <= b && strncasecmp(s + i,
		    "never", 5) == 0 && (i == a || !is_alpha((unsigned char)
		    s[i - 1]))))
			return 1;
	return 0;
}

/*
 * Do the words s[a..b) after a value say the opposite of the problem
 * p[0..pn)'s question: a negation the question does not hold ("So
 * \boxed{40} cows were not sold." for "How many cows were sold?"), or
 * none where the question negates and the word it negates stands in
 * s[a..b) ("Answer: 120 pounds of carrots will be used." for "How many
 * pounds of carrots will not be used?": its first word of three letters
 * or more after "not", "be" and articles aside, as it is or its first
 * four letters)?  The question is read from its asking word (how, what,
 * which, who); a question in no Latin letters, or with none of them, is
 * not read.
 */
int
papo_frame_negation_flipped(const char *s, size_t a, size_t b,
    const char *p, size_t pn)
{
	static const char *const skip[] = { "be", "been", "being", "the",
	    "a", "an", "in", "on", "at", "to", NULL };
	size_t qa, qb, k, w, e, i, l;
	int said;

	if (p == NULL || pn == 0 || b <= a)
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	for (k = qa; k < qb; k++)
		if ((unsigned char)p[k] >= 0x80)
			return 0;	/* another script: its rows read it */
	/* the question's own clause, from its asking word: not a
	   premise's negation before it ("If apples do not taste good
	   with pears, how many salads are there?") */
	for (k = qa; k < qb; k++)
		if (((p[k] | 0x20) == 'h' || (p[k] | 0x20) == 'w') &&
		    (k == qa || !is_alpha((unsigned char)p[k - 1])) &&
		    (strncasecmp(p + k, "how ", 4) == 0 || strncasecmp(p + k,
		    "what ", 5) == 0 || strncasecmp(p + k, "which ", 6) == 0 ||
		    strncasecmp(p + k, "who ", 4) == 0))
			break;
	if (k == qb)
		return 0;
	qa = k;
	said = negated_in(s, a, b);
	if (said || !negated_in(p, qa, qb))
		return said && !negated_in(p, qa, qb);
	for (k = qa; k + 3 <= qb; k++) {
		if (!negated_in(p, k, k + 3) || (k > qa && is_alpha(
		    (unsigned char)p[k - 1]) && p[k] != 'n'))
			continue;
		for (w = k + 3; w < qb; w = e) {
			while (w < qb && !is_alpha((unsigned char)p[w]))
				w++;
			for (e = w; e < qb && is_alpha((unsigned char)p[e]);
			    e++)
				;
			if (e == w)
				return 0;
			if (e - w < 3 || papo_frame_word_in(p, w, e, skip))
				continue;
			l = e - w < 4 ? e - w : 4;
			for (i = a; i + l <= b; i++)
				if ((i == a || !is_alpha((unsigned char)s[i -
				    1])) && strncasecmp(s + i, p + w, l) == 0)
					return 1;	/* "used", "voted" */
			return 0;
		}
		return 0;
	}
	return 0;
}

/*
 * The words s[from..e) after a value (ending at end) read against the
 * problem p[0..pn)'s question: its own phrase, its negation too ("120
 * pounds of carrots will not be used."), recognised (*why NULL); a
 * negation it does not ask, or its negation dropped, refused (*why
 * says so, word names the words).  1 when so decided, else 0.
 */
static int
question_words(const char *s, size_t from, size_t end, size_t e,
    const char *p, size_t pn, const char **row, const char **why,
    char *word, size_t ws)
{
	size_t f;

	for (f = e; f > from && (s[f - 1] == ' ' || s[f - 1] == '.' ||
	    s[f - 1] == '\n' || s[f - 1] == '\r'); f--)
		;
	if (from == end && f > from && papo_answer_question_tail(s, from, f,
	    p, pn)) {
		*row = "the question's own words";
		*why = NULL;
		return 1;
	}
	if (papo_frame_negation_flipped(s, from, f, p, pn)) {
		*row = "not";
		*why = papo_frame_rest_word(s, from, f, word, ws,
		    "a negation after it the question does not ask so");
		return 1;
	}
	return 0;
}

/*
 * After an end token in the answer's sentence, is s[i..e) only spacing
 * and tokens ("</s><s>", "<pad>"), the tail's to read?  Words there
 * ("D <eoa> at least.") are none of the answer's.
 */
static int
tokens_only(const char *s, size_t i, size_t e)
{
	for (; i < e; i++)
		if (s[i] == '<')
			while (i + 1 < e && s[i] != '>' &&
			    !is_space((unsigned char)s[i + 1]))
				i++;
		else if (!is_space((unsigned char)s[i]))
			return 0;
	return 1;
}

/* papo_answer_rest read from s[from] (end, or past the box's closers),
   and with cond set, a condition's clause. */
const char *
papo_frame_rest_read(const char *s, size_t at, size_t end, size_t from, size_t
    e, const struct papo_answer_opts *o, const char *p, size_t pn, const char
    **row, char *word, size_t ws, int cond)
{
	struct rest z;
	struct shape sh = { 0, 0, 0, 0, 0, 0, 0, 0 };
	const struct row *r;
	const char *why;
	size_t i = from, f;

	/* "A, C, and E (not B or D)": the letters left out, to the
	   sentence's end, are the answer's own aside */
	if (at < end && from == end && papo_answer_choice_aside(s, at, e) ==
	    end) {
		*row = "the options left out";
		return NULL;
	}
	if (pn == 0)
		p = NULL;	/* an empty problem (--serve) is none */
	if (p != NULL && !cond && question_words(s, from, end, e, p, pn, row,
	    &why, word, ws))
		return why;
	memset(&z, 0, sizeof(z));
	z.t.s = s;
	z.t.n = e;
	z.t.keylen = at < end ? papo_frame_value_key(s + at, end - at, z.t.key,
	    sizeof(z.t.key)) : 0;
	z.t.p = p;
	z.t.pn = pn;
	z.t.langs = ~0u;
	z.t.yaml = 0;
	z.t.at = at;
	z.t.end = end;
	z.t.o = o;
	z.t.letter = at < end && s[at] >= 'A' && s[at] <= 'J' && (at + 1 ==
	    end || !is_alpha((unsigned char)s[at + 1])) ? s[at] : 0;
	/* no noun counted after a box and a comma ("\\boxed{7}, şüpheli.",
	   "\\boxed{42}, guesses."): a unit or noun is never set apart so
	   (none in the corpus's 2,314 boxed responses), as after a phrase's
	   value and its comma */
	z.noun = !cond && (from <= end || memchr(s + end, ',', from - end) ==
	    NULL);
	z.reason = cond == 1 ? 2 : 0;
	z.phrase = cond == 2 ? 3 : 0;
	*row = NULL;
	if (word != NULL && ws > 0)
		word[0] = '\0';
	if (i < e && s[i] == '$' && at > 0 && s[at - 1] == '$')
		i++;	/* "$-3$, attained at $x = 1$": its math's close */
	while (i < e) {
		if (s[i] == '<' && (r = papo_frame_end_token(s, i, e)) !=
		    NULL) {
			if (tokens_only(s, i + r->len, e))
				return NULL;	/* the response ends: the
						   tail's */
			*row = "end";
			return "text goes on after its end token";
		}
		if (s[i] == '<' && (f = tag_after(s, i, e)) != 0) {
			if (f > i) {
				i = f;	/* "</solution>" */
				continue;
			}
			*row = "tag";
			for (f = i + 1; f < e && s[f] != '>'; f++)
				;
			return papo_frame_rest_word(s, i, f < e ? f + 1 : f,
			    word, ws, "a tag after it not recognised");
		}
		why = NULL;
		f = rest_token(&z, i, e, &why);
		if (why != NULL || f <= i) {
			*row = why == NULL || strcmp(why, REST_WORD) == 0 ?
			    "word" : strcmp(why, DOUBT_AFTER) == 0 ? "doubt" :
			    strcmp(why, VALUE_AFTER) == 0 ? "value" :
			    strcmp(why, GLUED_HEDGE) == 0 ? "hedge" : "not";
			for (f = i + 1; f < e && (((unsigned char)s[f] >= 0x80
			    && !papo_frame_punct_cp(papo_frame_cp_at(s, f, e)))
			    || is_alpha((unsigned char)s[f]) ||
			    is_digit((unsigned char)s[f])); f++)
				;
			return papo_frame_rest_word(s, i, f, word, ws, why !=
			    NULL ? why : REST_WORD);
		}
		if (shape_token(&sh, s, i, f) != 0 && !ordinal_named(s, i, f,
		    e, p, pn)) {
			*row = "word";
			return papo_frame_rest_word(s, i, f, word, ws,
			    REST_WORD);
		}
		i = f;
	}
	if (z.neg) {
		*row = "not";
		return "a negation after it";
	}
	if (sh.verb != sh.verb_end) {
		*row = "word";	/* "42, it was.": no complement */
		return papo_frame_rest_word(s, sh.verb, sh.verb_end, word,
		    ws, REST_WORD);
	}
	return NULL;
}

/*
 * Is the word s[i..w) "at" and a bound row after it (its sentence to e):
 * "at least", "at most" after a box's noun, which box_prose does not
 * read past ("\\boxed{42} apples at least.")?  Under a problem (given
 * set), not when a number follows the bound: it bounds that number
 * ("\\boxed{6} if at least 2 are red", the problem's condition), not
 * the answer.
 */
static int
bound_pair(const char *s, size_t i, size_t w, size_t e, int given)
{
	const struct row *r;
	size_t k;

	if (w - i != 2 || !starts_ci(s, w, i, "at") || w + 1 >= e || s[w] !=
	    ' ')
		return 0;
	r = papo_frame_kind_starts(s, w + 1, e, R_BOUND);
	if (r == NULL)
		return 0;
	k = w + 1 + r->len;
	if (k < e && is_alpha((unsigned char)s[k]))
		return 0;
	while (k < e && (s[k] == ' ' || s[k] == '$'))
		k++;
	return !given || k >= e || !is_digit((unsigned char)s[k]);
}

/*
 * Does s[i..e), right after a Latin word (the unit or noun after a
 * box), open with a bound of it: a plus sign that ends it ("dollars+"),
 * or a bound of a dense script (answer_dense.c), glued or after one
 * space ("dollars以上", "meters 以下", "kg이상")?
 */
static int
unit_bound(const char *s, size_t i, size_t e)
{
	size_t k = i;

	if (k > 1 && s[k - 1] == ' ' && (unsigned char)s[i] >= 0xe0)
		k--;	/* "meters 以上" */
	if (k == 0 || !is_alpha((unsigned char)s[k - 1]))
		return 0;
	if (s[i] == '+')
		return i + 1 >= e || !(is_alpha((unsigned char)s[i + 1]) ||
		    is_digit((unsigned char)s[i + 1]));
	return (unsigned char)s[i] >= 0xe0 && papo_answer_dense_bound(s, i,
	    e) > 0;
}

/* The most words of a tail after a clause's last comma read word by
   word (longer: an explanation of its own, not read here) */
#define SHORT_TAIL	6

/*
 * Is s[i..e), after a comma, the clause's short tail: no comma, math or
 * digit after it and at most SHORT_TAIL words?  1 if so, else 0.
 */
static int
short_tail(const char *s, size_t i, size_t e)
{
	size_t n = 0;

	for (; i < e; i++) {
		if (s[i] == ',' || s[i] == '$' || s[i] == '\\' ||
		    is_digit((unsigned char)s[i]))
			return 0;	/* math, a value: other readers' */
		n += is_alpha((unsigned char)s[i]) && (i == 0 ||
		    !is_alpha((unsigned char)s[i - 1]));
	}
	return n <= SHORT_TAIL;
}

/*
 * Is the word s[i..w) of a clause after a value's noun known: the
 * problem p[0..pn) says it, or a function word's, a closing remark's
 * or a clause word's row holds it?
 */
static int
clause_word_known(const char *s, size_t i, size_t w, const char *p,
    size_t pn)
{
	if (papo_frame_kind_word(s, i, w, R_NEG) != 0)
		return 0;	/* ", not.": no clause's, whoever says it */
	return (p != NULL && pn > 0 && papo_answer_problem_says(p, pn, s, i,
	    w)) ||
	    papo_frame_kind_word(s, i, w, R_FUNC) != 0 ||
	    papo_frame_kind_word(s, i, w, R_CLOSE) != 0 ||
	    papo_frame_word_in(s, i, w, clause_words);
}

const char *
papo_frame_clause_after(const char *s, size_t at, size_t end, size_t i,
    size_t e, const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws)
{
	size_t w;
	int math = 0, comma = 0, latin = 0;
	long c;

	*row = NULL;
	for (; i < e; i = w) {
		if (s[i] == '$')
			math = !math;
		if (s[i] == '\\' && i + 1 < e && (s[i + 1] == '(' ||
		    s[i + 1] == ')'))
			math = s[i + 1] == '(';
		for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
			;
		if (w == i && !math && unit_bound(s, i, e)) {
			*row = "bound";	/* "\\boxed{42} dollars+", "...
					   dollars以上": the unit's bound */
			return BOUND_AFTER;
		}
		if (w == i && !math && (unsigned char)s[i] >= 0x80 &&
		    (papo_frame_word_letter(c = papo_frame_cp_at(s, i, e)) ||
		    (papo_frame_dense_letter(c) && i > 0 && s[i - 1] == ' ')) &&
		    (comma == 1 || (latin && c >= 0x370 && !(c >= 0x1e00 &&
		    c < 0x1f00)))) {
			/* a word of another script in the tail ("..., или
			   нет."), or of a script not Latin after the
			   clause's Latin words ("... not be used 같아요.",
			   "\\boxed{7} apples 不", not Japanese's "kmです"
			   glued to its unit): the problem's, or not known */
			for (w = i; w < e && ((unsigned char)s[w] >= 0x80 ||
			    is_alpha((unsigned char)s[w])); w++)
				;
			if (p != NULL && pn > 0 &&
			    papo_answer_problem_says(p, pn, s, i, w))
				continue;
			*row = "word";
			return papo_frame_rest_word(s, i, w, word, ws,
			    NOUN_WORD_UNREAD);
		}
		latin |= w > i && !math;
		if (w == i) {
			if (!math && s[i] == ',')
				comma = short_tail(s, i + 1, e);
			w = i + 1;
			continue;
		}
		if (!math && bound_pair(s, i, w, e, p != NULL && pn > 0)) {
			*row = "bound";	/* "\\boxed{42} apples at least." */
			return papo_frame_rest_word(s, i, w, word, ws,
			    BOUND_AFTER);
		}
		/* in a short tail after the clause's last comma, each
		   word the problem, the function words or the closing
		   rows hold ("\\boxed{120} pounds of carrots will
		   not be used, blorf glorp."), or a closing clause whole
		   (", and checking by multiplication confirms it.") */
		if (!math && comma == 1 && papo_frame_closing_clause(s, i, w,
		    e) != 0)
			comma = 2;
		if (!math && comma == 1 && (i == 0 ||
		    !is_alpha((unsigned char)s[i - 1])) &&
		    !clause_word_known(s, i, w, p, pn)) {
			*row = "word";
			return papo_frame_rest_word(s, i, w, word, ws,
			    NOUN_WORD_UNREAD);
		}
		/* a clause whose subject is the noun or the problem's
		   ("that can be made", "when it is full") is the noun's
		   own predicate: the prose's rule, as before */
		if (!math && (i == 0 || (!is_alpha((unsigned char)s[i - 1]) &&
		    s[i - 1] != '\\')) && papo_frame_word_in(s, i, w,
		    clause_words) && clause_kind(s, i, w, e) == 3)
			return papo_frame_rest_read(s, at, end, i, e, o, p, pn,
			    row, word, ws, 2);
	}
	return NULL;
}

const char *
papo_answer_rest(const char *s, size_t at, size_t end, size_t e,
    const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws)
{
	if (papo_answer_difference_other(s, end, e, p, pn)) {
		*row = "word";	/* "Tom is \\boxed{18} years older." */
		return "a difference the question does not ask";
	}
	return papo_frame_rest_read(s, at, end, end, e, o, p, pn, row, word, ws,
	    0);
}

/* The words that join an alternative to a value ("42 - or more"). */
static const char *const alt_words[] = { "or", "oder", "ou",
	"\xd0\xb8\xd0\xbb\xd0\xb8", NULL };	/* или */

/*
 * Does s[end..e), the rest of the answer's sentence, open (after
 * spaces, a dash, a comma or a semicolon) with a word of alt_words[]
 * and hold no digit after it: an alternative that names no value
 * ("42 - or more", "42; or was it")?
 */
static int
rest_alternative(const char *s, size_t end, size_t e)
{
	size_t k = end, w;

	while (k < e && (is_space((unsigned char)s[k]) || s[k] == ',' ||
	    s[k] == ';' || s[k] == '-' || (e - k >= 3 &&
	    (memcmp(s + k, "\xe2\x80\x94", 3) == 0 ||
	    memcmp(s + k, "\xe2\x80\x93", 3) == 0))))
		k += (unsigned char)s[k] == 0xe2 ? 3 : 1;
	w = papo_frame_word_end(s, k, e);
	if (w <= k || !papo_frame_word_in(s, k, w, alt_words))
		return 0;
	for (; w < e; w++)
		if (is_digit((unsigned char)s[w]))
			return 0;
	return 1;
}

const char *
papo_answer_rest_open(const char *s, size_t end, size_t e, size_t n,
    const char **row)
{
	size_t k;

	if (rest_alternative(s, end, e)) {
		*row = "or";
		return "an alternative after it";
	}
	if (e >= n || s[e] != '?')
		return NULL;
	for (k = end; k < e; k++)
		if (is_alpha((unsigned char)s[k]) || (unsigned char)s[k] >=
		    0xc0) {
			*row = "question";
			return QUESTION_AFTER;
		}
	/* "42? Hope this helps!": the value asked, whatever follows */
	*row = "question";
	return "the value asked";
}
