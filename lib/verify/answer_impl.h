/* SPDX-License-Identifier: MIT */
/*
 * answer_impl.h: what the files of the answer module share and no other
 * module uses: character classes, and the scanners one file has and another
 * calls.  Internal: only lib/verify/answer*.c include it; the module's
 * interface is answer.h.
 */
#ifndef PAPO_ANSWER_IMPL_H
#define PAPO_ANSWER_IMPL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#include "answer.h"
#include "ascii.h"
#include "buf.h"
#include "problem_words.h"

static inline int
is_alpha(int c)
{
	return papo_ascii_alpha(c);
}

static inline int
is_digit(int c)
{
	return papo_ascii_digit(c);
}

static inline int
is_space(int c)
{
	return papo_ascii_space(c);
}

/* The start of the line that holds s[i]. */
static inline size_t
line_start(const char *s, size_t i)
{
	const char *q = i > 0 ? (const char *)memrchr(s, '\n', i) : NULL;

	return q != NULL ? (size_t)(q - s) + 1 : 0;
}

/* The end of the line at s[i] (before n): its newline, or n. */
static inline size_t
line_end(const char *s, size_t i, size_t n)
{
	const char *q = (const char *)memchr(s + i, '\n', n - i);

	return q != NULL ? (size_t)(q - s) : n;
}

/*
 * Is s[i] a space that may be trimmed from the front of an answer?  A
 * form feed or vertical tab followed by a letter is not: it is a LaTeX
 * command whose backslash an escaping accident turned into one ("\frac"
 * read as JSON's \f), which the lexer repairs; trimming it would leave
 * "rac".
 */
static inline int
lead_space(const char *s, size_t i, size_t n)
{
	unsigned char c = (unsigned char)s[i];

	if ((c == '\f' || c == '\v') && i + 1 < n &&
	    is_alpha((unsigned char)s[i + 1]))
		return 0;
	return is_space(c);
}

static inline int
lower(int c)
{
	return papo_ascii_lower(c);
}

/* Case-insensitive: does s[i..] start with the lowercase word w? */
static inline int
starts_ci(const char *s, size_t n, size_t i, const char *w)
{
	size_t k;

	for (k = 0; w[k]; k++)
		/* unsigned: rows hold UTF-8 ("réponse") */
		if (i + k >= n ||
		    lower((unsigned char)s[i + k]) != (unsigned char)w[k])
			return 0;
	return 1;
}

/* Is the word s[i..e) one of the lowercase words of list (NULL-ended),
   ASCII case aside? */
static inline int
word_listed_ci(const char *s, size_t i, size_t e, const char *const *list)
{
	size_t k;

	for (k = 0; list[k] != NULL; k++)
		if (strlen(list[k]) == e - i && starts_ci(s, e, i, list[k]))
			return 1;
	return 0;
}

/*
 * A table the files build from their rows on first use, by whichever
 * thread asks first, and only read after (the one kind of mutable static
 * lib/ has): papo_once(&o, build) runs build under pthread_once, then
 * sets o.built, so that every later question costs one acquire load, not
 * pthread_once's call (the hottest are asked ten times a record).
 */
struct papo_once {
	pthread_once_t once;
	atomic_int built;
};
#define PAPO_ONCE_INIT { PTHREAD_ONCE_INIT, 0 }

static inline void
papo_once(struct papo_once *o, void (*build)(void))
{
	if (atomic_load_explicit(&o->built, memory_order_acquire))
		return;
	(void)pthread_once(&o->once, build);
	/* build is done and seen here: published to the next loads */
	atomic_store_explicit(&o->built, 1, memory_order_release);
}

/*
 * memmem(s, n, w, wn): the first place of w[0..wn) in s[0..n), or NULL
 * (answer_stmt.c: a two-byte filter sixteen places at a time).
 */
const char *papo_answer_find_bytes(const char *s, size_t n, const char *w,
    size_t wn);

/*
 * Is s[i..e) one of the lowercase words of l (NULL-ended), case aside?
 * Each word is compared byte by byte to its NUL, with no strlen: most
 * differ at their first byte.
 */
static inline int
word_in_list(const char *s, size_t i, size_t e, const char *const *l)
{
	size_t k, j, n = e - i;
	unsigned char c0 = n > 0 ? (unsigned char)lower((unsigned char)s[i]) :
	    '\0';

	for (k = 0; l[k] != NULL; k++) {
		if ((unsigned char)l[k][0] != c0)
			continue;	/* the first byte, read once */
		for (j = 0; j < n && l[k][j] != '\0' &&
		    lower((unsigned char)s[i + j]) == (unsigned char)l[k][j];
		    j++)
			;
		if (j == n && l[k][j] == '\0')
			return 1;
	}
	return 0;
}

/* answer_math.c: math and prose in a response's text. */

/* Does s[a..b) hold prose (a word that is no math, another script)? */
int papo_answer_prose(const char *s, size_t a, size_t b);
/* Two short words of a statement ("It is 42", "Il y a 42")? */
int papo_answer_short_prose(const char *s, size_t a, size_t b);
/*
 * answer_prose.c: an English scale word at s[i..n) ("million",
 * "thousand") or one below a percent ("per mille", "basis points"):
 * appended to out as the comparison reads it (" million", " \\times
 * 10^{-3}"), and 1 returned; else 0.  Other languages' scale words are
 * papo_answer_scale_foreign's.
 */
int papo_answer_scale_word(const char *s, size_t i, size_t n,
    struct papo_buf *out);
/*
 * answer_prose.c: English's scale words one after another at s[i..n)
 * ("thousand million": their product, as papo_answer_scale_after
 * reads them) or "bn": the power of ten, with their length in *len;
 * else 0 (one word alone is read as before).
 */
int papo_answer_scale_run(const char *s, size_t i, size_t n, size_t *len);
/*
 * answer_prose.c: a power right after a unit's symbol at s[i..n) ("^3",
 * "^{2}", "^{-1}", "²", "³"; one digit, 1 to 9; a bare 2 or 3 glued to
 * it and ending the word, "m2", "cm3"): its length, the power in *pw;
 * else 0.
 */
size_t papo_answer_unit_power(const char *s, size_t i, size_t n, int *pw);
/*
 * answer_lang.c: units.h's papo_scale_foreign at s[i..n), and a scale
 * word another language writes with another meaning ("mil": Spanish's
 * and Portuguese's thousand, English's million or thousandth of an
 * inch) read only when the line around it is in its language, most of
 * its words rows of that language ("La respuesta es 4,5 mil."): its
 * power of ten, its length in *len; else 0 (*len 0).
 */
int papo_answer_scale_foreign(const char *s, size_t i, size_t n,
    size_t *len);
/*
 * answer_lang.c: does such a word stand at s[i..n) that its line does
 * not let be read ("**42 mila**" in an English line, a JSON unit
 * "mil")?  1 or 0: the value beside it is then none.
 */
int papo_answer_scale_unread(const char *s, size_t i, size_t n);
/*
 * answer_lang.c: is the line around s[i..e) (in s[..n)), that word
 * aside, in one of the languages langs ("fr de", papo_frame_langs'
 * codes): are most of its words those languages' rows?  1 or 0.
 */
int papo_answer_line_lang(const char *s, size_t i, size_t e, size_t n,
    const char *langs);
/*
 * answer_prose.c: "billion" or "trillion" ("billions") at s[i..n) in a
 * line of a language of the long scale (French, German: "La réponse
 * est 2 billions."): its power of ten, 12 or 18, with its length in
 * *len; else 0 (English's scale, or no language known).
 */
int papo_answer_long_scale(const char *s, size_t i, size_t n,
    size_t *len);
/*
 * answer_prose.c: two quantities of one dimension, the larger unit
 * first, ending s[a..b) ("It takes 2 hours and 15 minutes.", "1 m 20
 * cm", "2 Std. 15 Min.", "2小时15分钟", "2 ч 15 мин"), or hours and a
 * number of minutes with no unit after a space ("2 h 15", "2 heures
 * 15": fewer than 60): one value, their sum, written into out as the
 * parser reads it, in English ("2 \text{ hours } 15 \text{ minutes}"),
 * where the first number starts into *at, and 1; 0 when s[a..b) ends
 * otherwise.
 */
int papo_answer_compound(const char *s, size_t a, size_t b,
    struct papo_buf *out, size_t *at);
/*
 * Does the '$' at s[i] (in s[..b)) open prose rather than math ("$close
 * to 42$": a word of papo_answer_prose and a space to its closing '$'
 * on the same line)?  1 or 0.
 */
int papo_answer_prose_dollar(const char *s, size_t i, size_t b);
/* Is s[a..b) plain ASCII? */
int papo_answer_ascii(const char *s, size_t a, size_t b);
/* Does s[a..b) hold white space? */
int papo_answer_has_space(const char *s, size_t a, size_t b);
/* Trim spacing, '*', '"' and final punctuation from s[*a..*b). */
void papo_answer_trim(const char *s, size_t *a, size_t *b);
/* The last math spans of s[a..b) that answer, joined into out; or 0. */
int papo_answer_math_answer(const char *s, size_t a, size_t b,
    struct papo_buf *out, size_t *start, size_t *end);

/* answer_number.c: numbers in a response's text. */

/* The last standalone number in s[from..b), normalized into out; or 0. */
int papo_answer_numbers_in(const char *s, size_t a, size_t from, size_t b,
    struct papo_buf *out, size_t *at, size_t *stop);
/* The same, searched from the end of s[a..b) a window at a time. */
/*
 * Does s[a..b) hold a digit and two words or more of two letters, one of
 * them with a letter not ASCII ("Tỉ lệ là 25%")?  A statement in a
 * language papo_answer_prose does not read, not a value alone.
 */
int papo_answer_words_beside(const char *s, size_t a, size_t b);
/*
 * The denominator the English word s[a..b) names, in the singular when
 * one is set ("third", "half") else in the plural ("thirds", "halves"),
 * ASCII case aside (answer_words.c's table); 0 when none.
 */
int papo_answer_en_denominator(const char *s, size_t a, size_t b, int one);
/* Does the whole answer s[a..b) name a value in words ("eighteen",
   "one half", "all real numbers", "no solution")? */
int papo_answer_named(const char *s, size_t a, size_t b);
int papo_answer_last_number(const char *s, size_t a, size_t b,
    struct papo_buf *out, size_t *at, size_t *stop);
/*
 * answer_prose.c: where a phrase of the problem's own that ends the
 * sentence s[a..b) starts ("366 downloads over the three months": " over
 * the three months"), when it opens with a preposition, holds a number
 * and a number stands before it in s[a..b); else b.  The problem is
 * pr[0..pn) (NULL: none, b).
 */
/*
 * answer_prose.c: after a value at s[y], to b (its sentence's end, its
 * stop aside), the noun it counts at most, a rate of time at most, and
 * then the question's own phrase word for word, its negation too but no
 * doubt, bound, condition
 * or modal ("120 pounds of carrots will not be used." for "How many
 * pounds of carrots will not be used?")?
 */
int papo_answer_question_tail(const char *s, size_t y, size_t b,
    const char *pr, size_t pn);
size_t papo_answer_problem_phrase(const char *s, size_t a, size_t b,
    const char *pr, size_t pn);
/*
 * answer_said.c: where the sentence s[a..b) goes on after a condition
 * that is the problem's own pr[0..pn), word for word, from its "If" to
 * its comma ("If her score for every game is 21 points, then she has
 * scored ..." of "If her score for every game is 21 points, calculate
 * ..."): past the comma and its spaces; else a.
 */
size_t papo_answer_given_condition(const char *s, size_t a, size_t b,
    const char *pr, size_t pn);
/*
 * answer_problem.c: is the word s[y..e) a noun the problem p[0..pn)
 * gives its owner ("How far off was his guess?"), said of the same
 * owner just before it (from lo): a name of the problem's, capitalised,
 * with "'s" ("Tim's guess was off by 36") or his, her, their, its?  Not
 * "my guess", "I guess", "a guess", "the student's guess".
 */
int papo_answer_possessed(const char *p, size_t pn, const char *s,
    size_t lo, size_t y, size_t e);
/* The number a markdown bold span of the last paragraph starts; or 0.
   Where its text starts into *bold, where its closing "**" ends into
   *close. */
int papo_answer_bold_number(const char *s, size_t n, struct papo_buf *out,
    size_t *bold, size_t *close);

/* answer_stmt.c: the final statement and the value it asserts. */

/* answer_unsure.c: is s[i..e) a word of the answer's standing, a
   remark wherever it stands and never a committed word ("unverified",
   "shaky", "guess", "unclear"), case aside? */
int papo_answer_standing_word(const char *s, size_t i, size_t e);

/* Does s[a..b) hedge or correct a value ("either", "3, not 4")? */
int papo_answer_hedged(const char *s, size_t a, size_t b);
/* Is the answer s[a..b) unsure: a question ("4?") or a bound ("\\geq 4")? */
int papo_answer_unsure(const char *s, size_t a, size_t b);
/* Does s[a..b), after the final statement, take it back ("wait")? */
int papo_answer_retracted(const char *s, size_t a, size_t b);
/* Where the value starting s[a..b) ends: before a reason or an aside. */
size_t papo_answer_value_end(const char *s, size_t a, size_t b);
/* Four hex digits at s[i] (a JSON \\u escape): their value, or -1
   (written out by json.h's papo_utf8_put). */
long papo_answer_hex4(const char *s, size_t n, size_t i);
/* Is a value in s[a..b) supposed ("would be 4 if ...")? */
int papo_answer_supposed(const char *s, size_t a, size_t b);
/* The last value of an answer-like JSON key, decoded, into out; or 0. */
int papo_answer_json(const char *s, size_t n, struct papo_buf *out,
    size_t *at, size_t *end);
/*
 * answer_stmt.c: does the answer key whose quote is s[at] (of s[0..n))
 * stand right in the arguments of a tool call that hands in the answer
 * ({"name": "submit", "arguments": {"answer": "18"}}: submit,
 * submit_answer, final_answer, answer, finish)?  Inside a
 * "<tool_call>" block such a call is the model's answer; any other
 * call's JSON there is the tool's.
 */
int papo_answer_json_submit(const char *s, size_t n, size_t at);
/* Does the answer key quoted at s[at] stand in the top object or under
   a key of an answer's, a solution's, an output's? */
int papo_answer_json_nest(const char *s, size_t n, size_t at);

/*
 * answer_frame.c, answer_hidden.c, answer_tail.c, answer_rest.c: what
 * may stand around an answer, per language (the rows of answer_rows.c).
 * Each
 * returns NULL when the frame is recognised, else why not; *row is the
 * row that accepted or refused it (a static string).
 */

/*
 * Does s[a..v), the words before a value at s[v], hold an option's
 * letter standing alone that the problem p[0..pn) lists ("So the correct
 * option is C because 7 is prime.", "Answer: C but 7", "Die Antwort ist
 * C oder 7."): a letter and another value, the letter the answer it
 * names?  "A" and "I" before a word are the article and the pronoun;
 * a letter joined to the value by a label's marks alone ("C, 7", "(C)
 * 7", "C) 7", "C. 7", "C – 7") is its label, read with it; after a
 * colon, only before its own option's text at s[v] (within vn: "is B:
 * 7").
 */
int papo_answer_letter_before(const char *s, size_t a, size_t v,
    size_t vn, const char *p, size_t pn);
/*
 * The option a response's last sentence names by its noun and its letter
 * alone ("Option C.", "Letra C.", "Вариант C.", "选项C", "**Option (C)**"):
 * the letter, listed by the problem p[0..pn), its place (its
 * parenthesis's) in *at and its end in *stop; 0 when there is none.
 * The words before it are the finder's to read.
 */
int papo_answer_option_named(const char *s, size_t n, const char *p,
    size_t pn, size_t *at, size_t *stop);
/*
 * The words before a value that starts at s[at], in its sentence.
 * p[0..pn) is the problem text (NULL: none): a frame word in a phrase
 * it says is its wording restated (papo_answer_restated), not refused.
 */
const char *papo_answer_lead(const char *s, size_t at, const char *p,
    size_t pn, struct papo_pwords *pw, const char **row);
/*
 * papo_answer_lead, and the first word before the value not recognised
 * (answer_open.c) copied into word[0..wn) (NUL-ended; "" when none).
 */
const char *papo_answer_lead_word(const char *s, size_t at, const char *p,
    size_t pn, struct papo_pwords *pw, const char **row, char *word,
    size_t wn);
/*
 * answer_frame.c: a statement that opens a line at s[ss] under a label's
 * line of words ending in a colon ("My friend wrote:"): that line read as
 * the words before it (papo_answer_lead_word), why they are not
 * recognised, the word in word[0..wn); NULL when they are or there is no
 * such line.
 */
const char *papo_answer_label_above(const char *s, size_t ss,
    const char *p, size_t pn, struct papo_pwords *pw, char *word,
    size_t wn);
/*
 * A clause of its own before a conclusion in one sentence s[a..b)
 * ("Both ways agree, so the answer is", "9 × 14 = 126, donc la réponse
 * est"): where the conclusion's words start, after its connective (a
 * comma, then a row of the conclusions' connectives, nothing before it
 * a condition, a doubt or a disowning word); else a (answer_open.c).
 */
size_t papo_answer_conclusion(const char *s, size_t a, size_t b);
/*
 * answer_open.c: where the words after a connective of conclusion
 * that opens s[a..b) start ("So, ", "Therefore ", "Vậy ", "所以"), past
 * its comma; a when none opens it.
 */
size_t papo_answer_concl_open(const char *s, size_t a, size_t b);

/*
 * answer_open.c: are the words s[a..b), from an answer's sentence start
 * to its phrase or box, all recognised (openers and connectives of a
 * listed language, the problem p[0..pn)'s own wording, math, formatting)?
 * NULL when they are; else why not, and the first word not recognised
 * copied into word[0..wn) (NUL-ended).  p may be NULL.  pw (NULL: none)
 * is p's word index (problem_words.h), built when asked enough.
 */
const char *papo_answer_open(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * Is s[i..e) a word of answer_open.c's nevers[] (a condition, a doubt,
 * a bound, a disowning word): one no text but a run of the problem's
 * own words lends alone?
 */
int papo_answer_never_word(const char *s, size_t i, size_t e);

/*
 * answer_open.c: is the word at s[i] (in s[..b)) a modal of possibility
 * (could, might, may) the problem p[0..pn) lends with the verb after it
 * ("He could buy 7 books." under "How many books could he buy?")?  1 or
 * 0; p may be NULL (0).
 */
int papo_answer_modal_lent(const char *s, size_t i, size_t b,
    const char *p, size_t pn);
/*
 * answer_verbs.c: is s[0..n) a verb, auxiliary or function word of a
 * last statement between its subject and its value ("has", "walks",
 * "will", "spent", "to"), in any of its forms?  1 or 0.
 */
int papo_answer_verb(const char *s, size_t n);
/*
 * answer_open.c: is s[w..z) a noun of an amount (its quantities[]:
 * "total", "sum", "profit", "cost", "distance"), or its plural?  1 or 0.
 */
int papo_answer_amount_noun(const char *s, size_t w, size_t z);
/*
 * answer_prose.c: the words of approximation, one table: right before a
 * value they make it approximate (a hedge), unless the problem asks to
 * round, where they are recognised ("approximately", "about", "etwa",
 * "около").
 */
extern const char *const papo_answer_approx_words[];
/*
 * answer_prose.c: is the value that starts at s[at] (its statement from
 * s[a]) marked approximate by a word of papo_answer_approx_words or a
 * sign (~, ≈, 约, およそ) right before it, while the problem pr[0..pn)
 * (NULL: none) asks for no rounding?  1 or 0.
 */
int papo_answer_approx_before(const char *s, size_t a, size_t at,
    const char *pr, size_t pn);
/*
 * The length of a sign of approximation at s[i] (within b): ≈ ∼ ≃ ≒,
 * "\\approx", "\\sim" (and so "\\simeq"); else 0.
 */
size_t papo_answer_approx_sign(const char *s, size_t i, size_t b);
/* Where the first sign of papo_answer_approx_sign in s[a..b) ends, or 0. */
size_t papo_answer_approx_sign_in(const char *s, size_t a, size_t b);
/*
 * answer_prose.c: is the value at s[at] (its statement from s[a]) an
 * operand of the words before it ("half of 42", "the zorble of 42",
 * "all but 42"), not the value the statement asserts?  The problem
 * pr[0..pn) (NULL: none) lends its own nouns.  1 or 0.
 */
int papo_answer_operand_before(const char *s, size_t a, size_t at,
    const char *pr, size_t pn);
/*
 * answer_prose.c: does the sentence s[a..b) open as an English question
 * does, an auxiliary before a pronoun ("Is it true that ...", "Could it
 * be that ..."), whatever its end?  1 or 0.
 */
int papo_answer_asked_open(const char *s, size_t a, size_t b);
/* answer_open.c's refusal of a modal ("should be") the problem does not
   lend; after an answer label's colon the label commits (answer_prose.c) */
#define MODAL_UNLENT	"a modal the problem does not lend, before it"
/*
 * papo_answer_open for the opener of a last statement with no answer
 * phrase or box (answer_find.c's find_last): a heading or label before a
 * colon is passed over ("Conclusion:", "Special matrix:"); an opener
 * holding letters of another script than Latin, or longer than 160
 * bytes, is not read (NULL).
 */
const char *papo_answer_open_said(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * The opener s[a..b) before a value read in turn by the readings of its
 * language: papo_answer_named_said (an answer's name in a language with
 * spaces), papo_answer_euro_said (a statement of Europe's languages; its
 * verdict stands when it read the statement) and papo_answer_open_said.
 * Why it is not recognised, the word in word; NULL when it is.
 */
const char *papo_answer_opener_said(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * answer_affix.c: is the word s[i..we) of an Indonesian or Malay
 * statement a word of the problem p[0..pn) in another voice, its
 * prefix meN- or di- and its suffix -kan or -i aside ("menghasilkan"
 * for the problem's "hasilkan")?
 */
int papo_answer_affix_lent(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we);
/*
 * answer_affix.c: is the verb right before the first value of the
 * statement s[k..e) an Indonesian or Malay act on a count ("membeli",
 * bought) where the question of p[0..pn) asks what someone has
 * ("dimiliki", "punya") and not of that act?
 */
int papo_answer_affix_act_other(const char *s, size_t k, size_t e,
    const char *p, size_t pn);
/*
 * answer_open.c: is the word s[i..e) a verb of a wish, a plan or a try
 * ("wants", "hoped", "plans") that the problem p[0..pn) lends, holding
 * a form of it ("How many does she want to keep?")?
 */
int papo_answer_intent_lent(const char *p, size_t pn, const char *s,
    size_t i, size_t e);
/*
 * answer_open.c: does a word of a script neither Latin nor dense (Cyrillic,
 * Greek, Hebrew, Thai's neighbours; not Devanagari, Bengali, Telugu or
 * Arabic, which papo_answer_open_said reads) stand in the opener
 * s[a..b) before a letter of a dense script ("Неверно: 所以小明有12个
 * 苹果。")?  No language's statement mixes them so: why, the word in
 * word; else NULL.
 */
const char *papo_answer_script_before_dense(const char *s, size_t a,
    size_t b, char *word, size_t wn);
/*
 * answer_open.c: does the opener s[a..b) name the answer of something
 * the response does not solve ("The answer to a similar problem is",
 * "The answer in the textbook is", "The answer for n = 5 is")?  Why,
 * the word in word; else NULL.  Read by the last statement's opener and
 * by a box's or a phrase's lead (answer_frame.c).
 */
const char *papo_answer_of_other(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word,
    size_t wn);
/*
 * The words s[a..b) between an answer phrase and its value, or before a
 * last statement's value, that hold a Latin letter outside ASCII ("La
 * respuesta es bvkń 42"): each must be a row of answer_open.c's reading
 * or the problem p[0..pn)'s word.  The refusal, the word in word; NULL
 * when each is recognised.
 */
const char *papo_answer_latin_unread(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * The label before a colon the value at s[b] follows right after, in the
 * sentence s[a..b), read as a last statement's is (answer_open.c): one
 * ASCII word no label holds ("Wanted:"), or several whose first word is
 * neither a label's nor a clause's subject ("Should be:"): why it is not
 * recognised, the word in word; NULL when there is none or it is read.
 * For a box or an answer phrase after such a label ("Should be:
 * \\boxed{42}").
 */
const char *papo_answer_label_unread(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * answer_euro.c: does the last statement s[a..v), up to its value at
 * s[v], written in Spanish, French, German, Italian, Portuguese or
 * Russian (a letter with an accent or a Cyrillic letter before the value,
 * no letter of another script), hold a word before the value that is no
 * row of these languages' tables, no word of the problem p[0..pn) (NULL:
 * none; pw its index) and no name ("Juan tiene más o menos 42", "у Марии
 * якобы 42")?  The refusal, the word in word (wn bytes); NULL when every
 * word is recognised, when an answer's name is reached (the rest is
 * papo_answer_named_said's), or when the statement is not of these
 * languages or longer than 320 bytes.  *read is 1 when the statement was
 * read here (its verdict is this one; papo_answer_open_said is not
 * asked), else 0.  A statement of ASCII letters is of these languages
 * when a word of their tables that is no English word stands in it
 * ("Entonces, Juan tiene 42", "Donc il a 42").
 */
/*
 * answer_euro.c: is the problem p[0..pn) Turkish or Ukrainian (three
 * letters or more only that language writes: ğ, ı, ş; і, ї, є, ґ)?
 * Its statements are read word by word (answer_open.c), never by the
 * tables of Europe's other languages and Russian's, even where they
 * hold only letters those share.
 */
int papo_answer_untabled(const char *p, size_t pn);
const char *papo_answer_euro_said(const char *s, size_t a, size_t v,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn,
    int *read);
/*
 * The same reading of an answer phrase's sentence s[a..v) that names the
 * answer in these languages ("La respuesta es 11"), the name and its
 * lead read as words of the tables: "La respuesta es casi 11", "Die
 * Antwort lautet unter 8" are no answer.  NULL when recognised or not of
 * these languages.
 */
const char *papo_answer_euro_phrase(const char *s, size_t a, size_t v,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
/*
 * The words between Swahili's answer phrase, which ends in its copula
 * "ni", and the value, s[a..v): each the problem's or a noun of measure
 * or money ("Jibu ni shilingi 500").  NULL when so; else why, the word
 * in word.
 */
const char *papo_answer_sw_phrase(const char *s, size_t a, size_t v,
    const char *p, size_t pn, struct papo_pwords *pw, char *word, size_t wn);
int papo_answer_vi_letter(long c);
/*
 * The text after a value s[at..end) (at (size_t)-1 when its start is not
 * known), to the end s[n]; o->problem as p above.  Recognised sentence
 * by sentence: the rest of the value's own sentence, then each sentence
 * a closing remark of one language, the same value restated (o->same
 * decides a value written in another form), formatting, or a chat
 * template's end token (which ends the response).  The rest of its own
 * sentence is read as papo_answer_rest reads a phrase's; the first word
 * not recognised goes in word (ws bytes, NUL-terminated; NULL: not
 * noted).
 */
/*
 * Refusals of papo_answer_tail that take nothing back: text no row knows
 * (after the value's sentence, or in it) and another value.  A reader of
 * its own (a note after a JSON answer) tells them from the rows that do.
 */
#define TAIL_WORD	"words after it not recognised"
#define REST_WORD	"words after it in its sentence not recognised"
/* The refusals of papo_answer_letter_before and papo_answer_turn_before,
   one wording wherever they are asked. */
#define LETTER_BEFORE	"an option's letter before another value"
#define TURN_BEFORE	"a word that turns or offers another value right " \
	"before it"
#define VALUE_AFTER	"another value after it"
/* Refusals of papo_answer_tail and papo_answer_rest a bold answer's own
   sentence is not kept after (answer_find.c's bold_kept): named once,
   so that a reader tells them by name, not by a copy of their words. */
#define QUESTION_AFTER	"a question after it"
#define SYMBOL_AFTER	"a symbol or script after it papo cannot read"
struct papo_answer_opts;
const char *papo_answer_tail(const char *s, size_t at, size_t end, size_t n,
    const struct papo_answer_opts *o, const char **row, char *word,
    size_t ws);
/* The end of the line at s[a] when it says v[0..vl) again behind a
   restatement's lead-in or a label ("Lo ripeto: 45."), else 0. */
size_t papo_answer_restated_line(const char *s, size_t a, size_t n,
    const char *v, size_t vl, const struct papo_answer_opts *o);

/*
 * What row, set by papo_answer_tail, says follows the answer: the end
 * of the response, the rest of its own sentence, or another row.  Told
 * by which row it is, never by its words.
 */
enum papo_why_follow papo_answer_follow(const char *row);

/*
 * Where a word that may follow a value in its sentence ("です", "입니다",
 * "respectively") starts when one ends s[a..e); e when none does.
 */
size_t papo_answer_suffix_at_end(const char *s, size_t a, size_t e);
/*
 * The length of the end token ("<eoa>", "<|im_end|>") at s[i] (in
 * s[i..n)), or 0.
 */
/*
 * Does s[0..n) start with an English word of a scale smaller than a
 * percent ("per mille", "per thousand", "basis points", "ppm"), whole?
 * Its power of ten (-3, -4, -6, -9), its length in *l; 0 when none.
 */
int papo_answer_small_scale(const char *s, size_t n, size_t *l);
size_t papo_answer_end_token(const char *s, size_t i, size_t n);

/*
 * answer_agent.c: the length of a chat turn's opener at s[i]
 * ("<|im_start|>", "<|start_header_id|>", "<start_of_turn>"), or 0; and
 * where the model's last turn starts in an agent's transcript decoded
 * whole (its turns ending in tool calls, the tools' results between
 * them), or 0 when s[0, n) is not recognised as one.
 */
size_t papo_answer_turn_open(const char *s, size_t i, size_t n);
size_t papo_answer_agent_last(const char *s, size_t n);
/*
 * answer_agent.c: the whole sequence decoded as the response (a
 * trainer's log of prompt and answer): where the text of its last turn
 * starts, when its turns are recognised (a chat template's, the system's
 * first, then the user's and the model's in turn) and the last is the
 * model's, ended by its end token with nothing after it but end and pad
 * tokens; *end is where that end token starts.  0 when s[0, n) is not
 * recognised as one.
 */
size_t papo_answer_seq_last(const char *s, size_t n, size_t *end);
int papo_answer_ended(const char *s, size_t i, size_t n);
/*
 * Is s[a..b) a verb that says a value does what the problem asks
 * ("satisfies", "gives", "minimizes"), read after the value before
 * "the" (answer_rest.c)?
 */
int papo_answer_value_verb(const char *s, size_t a, size_t b);
/*
 * After a value at s[y]: a noun and a rate of time to b ("400 apples
 * per day", "400 cartons each school day", "12 pages a week")?
 * (answer_prose.c)
 */
int papo_answer_rate_of_time(const char *s, size_t y, size_t b);
/* The same to the end of one of the first four words after s[y] ("1
   email a day to her boyfriend"; answer_prose.c) */
int papo_answer_rate_opens(const char *s, size_t y, size_t b);
/*
 * Is the rest of the answer's own sentence, s[end..e) after its value
 * s[at..end), recognised word by word: formatting and end punctuation,
 * the same value restated (by o->same when o is not NULL), a closing or
 * function word, a unit or a word of the problem p[0..pn) (NULL: none;
 * then the noun counted right after the value), a reason opened by a
 * reason row whose words are the problem's, math, numbers or function
 * words, the problem's own condition word for word?  NULL when it is;
 * else the refusal (a doubt's is papo_answer_uncertain's), *row what
 * refused it, and the first word not recognised in word (ws bytes,
 * NUL-terminated; NULL: not noted).
 */
const char *papo_answer_rest(const char *s, size_t at, size_t end, size_t e,
    const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws);
/*
 * Does the answer's own sentence, whose value ends at s[end] and the
 * sentence at s[e] (e < n, the response's end), leave the value open
 * though papo_answer_rest recognised each of its words: an alternative
 * that names no value right after it ("42 - or more", "42; or was it",
 * "42 - oder so") or a question mark ending words of its own ("The
 * answer is 42 - or is it?", "42; is it?", "42 - right?"), a tag
 * question, or right after the value ("42? Hope this helps!"), not a
 * statement?  The refusal, and the row that gave it in
 * *row; NULL when neither.
 */
const char *papo_answer_rest_open(const char *s, size_t end, size_t e,
    size_t n, const char **row);
/*
 * Does s[st..a), the start of the answer's sentence up to its phrase,
 * open with a condition on a variable ("For odd n, the answer is 5",
 * "При нечётном n ответ 5") that the problem p[0..pn) (NULL: none)
 * does not state?  The refusal, the first word not recognised in word
 * (ws bytes); NULL when not.
 */
const char *papo_answer_cond_before(const char *s, size_t st, size_t a,
    const char *p, size_t pn, char *word, size_t ws);
/*
 * Does the statement s[a..v), up to its value at s[v], name the answer
 * in a language with spaces other than English ("La respuesta", "Ответ",
 * "Die Antwort") and then hold a word that is no lead, copula,
 * affirming, concluding or function row before the value ("La
 * respuesta podría ser 42", "Ответ, по-видимому, 42")?  The refusal,
 * the word in word (wn bytes); NULL when not, or when no name is there.
 */
const char *papo_answer_named_said(const char *s, size_t a, size_t v,
    char *word, size_t wn);
/*
 * Does s[i..n) hold a symbol papo cannot read in a value or after it
 * (an emoji, a cross or check mark, a combining overlay, a private-use
 * character, "‽")?  The one classifier every finder asks; comparison
 * signs, which a value may hold ("x ≤ 5"), are not such symbols.
 */
int papo_answer_symbol(const char *s, size_t i, size_t n);
/*
 * Does a number in v[0..upto) stand before words of a script written
 * without spaces (Chinese, Japanese, Korean, Thai), read to the end of
 * their clause in v[..n), that are not recognised as a measure word or
 * unit, the noun counted (a word of the problem p[0..pn); p may be
 * NULL), an ending that closes the statement or punctuation ("42か",
 * "42个吗", "42个苹果左右")?  answer_dense.c.
 */
int papo_answer_dense_unread(const char *v, size_t upto, size_t n,
    const char *p, size_t pn);
/*
 * The length of a row of the words a last statement in a dense script
 * may write before its value (connectives, pronouns, verbs and particles
 * of real concluding statements: "所以", "有", "は") at s[i..b), or 0.
 * answer_dense.c; answer_open.c reads such a statement with it.
 */
size_t papo_answer_dense_row(const char *s, size_t i, size_t b);
/* A Korean noun the problem p[0..pn) writes, with another particle
   glued than the problem's ("책은", "책의" where it writes "책이"): the
   end of the Hangul word at s[i] (in s[..b)), else i (answer_open.c). */
size_t papo_answer_hangul_lent(const char *s, size_t i, size_t b,
    const char *p, size_t pn);
/* The end of the longest run of two characters or more of a script
   without spaces at s[i] (in s[i..b)) that the problem p[0..pn) holds
   ("小明现在一共有"), else 0 (answer_open.c). */
size_t papo_answer_problem_dense(const char *p, size_t pn,
    struct papo_pwords *pw, const char *s, size_t i, size_t b);
/*
 * The length of a word at s[i..b) that makes the value right before it
 * a bound, an estimate or a fraction's denominator ("以上" in "30分钟
 * 以上", "多" in "30个多", "ほど", "分之" in "42分之一"), or 0.
 * answer_dense.c; answer_rest.c refuses such a word after a value, its
 * unit or its noun, and reads no unit in it.
 */
size_t papo_answer_dense_bound(const char *s, size_t i, size_t b);
/*
 * Is the topic of the last clause of the statement s[st..e) in
 * Chinese, Japanese or Korean (answer_dense.c: a name or a noun before
 * a verb or particle of a count, "安有", "アンは", "앤은 ") another the
 * problem p[0..pn) names before its question than the one its question
 * asks after ("安有4支。" to "汤姆有多少支铅笔？")?  No pronoun, total
 * or answer is such a topic, and a question whose topic is a pronoun
 * ("她有多少") or is not named before it asks after no one known.
 * answer_frame.c refuses such a statement as another quantity.
 */
int papo_answer_dense_topic_other(const char *s, size_t st, size_t e,
    const char *p, size_t pn);
/*
 * Where the statement after a rate's unit of time in a dense script
 * starts ("彼女は1日に18ドル稼ぎます。", "1日の収入は18ドルです。",
 * "她1天赚18美元。", "速度是每小时50千米。"), the first in s[a..b): "1"
 * (no digit beside it) or "一", a period the problem pr[0..pn) writes
 * too (日, 天, 週, 時間, 年, ...), and a particle (に, の, あたり, ...) or
 * none: the count of one period a rate is given in, not a value of the
 * statement; or "每" and a period the problem writes after "每" too
 * (its question's rate: "每小时多少千米").  Else a.
 * answer_prose.c; its last statement's value is read after it, and
 * answer_find.c reads the words between it and the value as the
 * opener's ("她1天不赚18美元。" is no answer).
 */
size_t papo_answer_unit_period(const char *s, size_t a, size_t b,
    const char *pr, size_t pn);
/*
 * The question's verb at s[i..e) in its progressive form, affirmative
 * ("稼いでいます" for "何ドル稼ぎますか？", "食べています" for
 * "食べますか"): one to three kanji, then the te-form of the polite
 * stem the problem p[0..pn) writes after them before "ますか", and
 * "います", "いました" or "いる".  Its length, or 0.  answer_dense.c;
 * answer_rest.c reads it after a value.
 */
/*
 * What a count's statement in Japanese or Korean may end with after its
 * measure word that restates the problem p[0..pn)'s question: a
 * comparative whose stem the problem writes ("5個多いです", "5개 더
 * 많습니다" to "何個多く...", "몇 개 더 ..."), or the question's own
 * words that the problem writes before its か ("5個多く持っています" to
 * "何個多く持っていますか", papo_answer_dense_going's forms too): its
 * length at s[i..e), or 0.  answer_dense.c; answer_rest.c's rest_dense.
 */
size_t papo_answer_dense_asked(const char *s, size_t i, size_t e,
    const char *p, size_t pn);
size_t papo_answer_dense_going(const char *s, size_t i, size_t e,
    const char *p, size_t pn);
/*
 * Is s[i..e) only what closes a value's statement in a dense script:
 * endings ("です", "かかります", "입니다") and punctuation, no noun,
 * measure word, bound or particle?  answer_dense.c; answer_prose.c
 * reads a compound quantity ("2時間15分かかります。") with it.
 */
int papo_answer_dense_ends(const char *s, size_t i, size_t e);
/* Are the words s[i..e) after a value what a dense script may write
   there: measure words, the noun counted, endings ("개의 사과를 가지고
   있습니다", "가 답입니다"), the problem p[0..pn)'s words? */
int papo_answer_dense_after(const char *s, size_t i, size_t e,
    const char *p, size_t pn);
/* The length of a measure word, unit or scale word at s[i..e) (a
   dense script's: "마리", "个", "時間"), or 0. */
size_t papo_answer_dense_measure(const char *s, size_t i, size_t e);
/*
 * Is the word s[a..b) a number spelled in the rows of answer_words.c
 * ("kırk", "empat", "وأربعون")?  answer_frame.c reads such a word
 * after an answer phrase as its value's start.
 */
int papo_answer_word_int(const char *s, size_t a, size_t b);

/*
 * Is s[a..b) a number word of any listed language (answer_words.c's
 * rows, English's) from two to 999 whose value the problem p[0..pn)
 * gives in digits as a number alone ("tres" for "3 horas", "三" for
 * "3小时", "trzy" for "3 godziny")?  Such a word restates the problem's
 * given, no value of the answer's own; another ("cuatro" there) is no
 * word of the problem.  0 with no problem.
 */
int papo_answer_given_word(const char *p, size_t pn, const char *s,
    size_t a, size_t b);


/*
 * Is the answer found struck, coloured or hidden, or the response cut
 * or quoted where it ends?  The value v[0..vn) holds markup that
 * strikes, colours or hides it ("~~42~~", "\\color{red}{42}",
 * "\\phantom{42}"); the response s[0..n)'s last line holds
 * struck text ("<s>42</s>") or a character that does not show (a
 * zero-width joiner, an RTL override), or is quoted then spoken of
 * ("\"The answer is 42\" is a myth."); s[0..n) ends inside a code
 * block or a "$$" display, on a blockquote or table line, or with no
 * stop on a word right after the value that is neither a unit nor a
 * word of the problem p[0..pn) (p may be NULL): cut in mid-word.  The
 * reason, or NULL (answer_hidden.c).
 */
const char *papo_answer_hidden(const char *s, size_t n, const char *v,
    size_t vn, const char *p, size_t pn);

/*
 * The k-th emoticon papo_answer_hidden refuses on an answer's line (a
 * face: ";)", ":/"), or NULL past the last (answer_hidden.c): for its
 * index's tests.
 */
const char *papo_answer_emoticon_row(size_t k);

/*
 * answer_belief.c: in the sentence s[ss..at) before a value at s[at]
 * (an accepting row at s[open]), do the words before the last "answer"
 * weigh it (a chance, a share, an average: "There's a 90% chance the
 * answer is", "On average, the answer is"), in its clause or in a
 * clause before a comma that a preposition opens (1)?  Or does such a
 * clause frame it in words neither of the response's own work nor the
 * problem's ("In the textbook,", "For the sake of argument,": 2)?  A
 * word the problem p[0..pn) (NULL: none) holds is its own ("the
 * probability that they give the same answer is").  3 when the answer
 * owns a quantity named before the value ("The reciprocal of the answer
 * is", "the answer's square root is"; not "the value of the answer").
 * 0 when none.
 */
/*
 * Does the statement s[a..at) before its value name the answer as the
 * owner of a quantity ("The reciprocal of the answer is", "The answer's
 * square root is") or with words between it and the value that are
 * neither a row of its own ("to this problem", "we get", "in simplest
 * form", a copula) nor the problem p[0..pn)'s ("The answer you gave
 * is", "The answer squared is")?  1 then, else 0.
 */
int papo_answer_named_other(const char *s, size_t a, size_t at,
    const char *p, size_t pn);
/*
 * The start of the question sentence of p[0..pn), "?" or "？" its end
 * (its end, past the mark, in *qb); 0 and *qb 0 when it has none
 * (answer_possessed.c).  A full stop ends the sentence before it only
 * before a space or a line's end and after no title ("Ms. Cruz"); so
 * do "!", a line's end, "。", "！", "？" and the danda "।".
 */
size_t papo_answer_question_start(const char *p, size_t pn, size_t *qb);
/*
 * Do the words of the value's own clause before it (from s[a] at most,
 * and at most 32 bytes, back from s[at] to a comma, a colon, a
 * semicolon or another number)
 * name one span of time a rate is over ("她每天赚", "Elle gagne chaque
 * jour": papo_unit_span_in) other than the one the last sentence of
 * the problem p[0..pn) names ("每周", "par semaine"), or with 每 or 毎 a
 * rate over no span of time where it names one ("她每个蛋赚18美元。" for
 * "她每天...赚多少美元？")?  1 then, else 0 (neither names one, or either
 * names two).  The words after the value are the rest reader's ("$126
 * a day").  The question's span is read only when the clause is a
 * rate's.
 */
int papo_answer_span_other(const char *s, size_t a, size_t at,
    const char *p, size_t pn);
/*
 * answer_belief.c: does a comparative stand among the three words after
 * the value that ends at s[end] (before s[e] and any mark but the close
 * of its math or bold: "18 years
 * older", "18 more apples", "18 m taller", "18 Jahre älter") where the
 * question of the problem p[0..pn) asks no difference (neither that
 * comparative, nor "more", "fewer" or "less" for theirs, nor
 * "difference" or "than"; "more" and its kin also answer what is still
 * needed: "How many does she still need?")?  The value is a
 * difference then, not the quantity asked: 1, else 0.
 */
int papo_answer_difference_other(const char *s, size_t end, size_t e,
    const char *p, size_t pn);
/*
 * answer_belief.c: does the clause s[k..e) open with a subject of up to
 * three words whose last is a noun of a sum of money ("Her revenue
 * is", "The total cost was") where the question of the problem
 * p[0..pn) names such nouns, none of its meaning ("How much profit
 * ...?": a revenue, a cost, a change are other sums)?  1, else 0.
 */
int papo_answer_money_noun_other(const char *s, size_t k, size_t e,
    const char *p, size_t pn);
/*
 * answer_belief.c: is the value at s[at] a difference by what stands
 * before it in its clause (from s[a]) that the question of the problem
 * p[0..pn) does not ask: a word of addition right before it ("She makes
 * another $18.", "an extra 18 eggs", "weitere 18 Euro") where the
 * question holds no "more", "else", "another", "need" or their kin; a
 * Chinese comparative, 比 then 多, 少, 大, 高 and their kin right before
 * the value ("汤姆比安多18个苹果。", "比她大\\boxed{6}岁"), where the
 * question holds no 比 nor 差?  1, else 0.
 */
int papo_answer_difference_before(const char *s, size_t a, size_t at,
    const char *p, size_t pn);
int papo_answer_belief_lead(const char *s, size_t ss, size_t open,
    size_t at, const char *p, size_t pn);
/*
 * answer_belief.c: does the clause s[a..b) open with a preposition that
 * frames what follows and hold a word neither of the response's own
 * work nor the problem p[0..pn)'s ("in the textbook")?
 */
int papo_answer_frames(const char *s, size_t a, size_t b, const char *p,
    size_t pn);
/*
 * answer_items.c: is the line s[a..b) the last item of a list whose
 * items are values ("The answer is one of:\n1. 41\n2. 42"): an item
 * that is a value alone after one that opens with a value (a note after
 * it, no computation), marked alike ("1.", "-", "a)")?
 */
int papo_answer_value_items(const char *s, size_t a, size_t b);
/*
 * answer_heading.c: why the section the line at s[a] ends the response
 * s[0..n) in is not one it commits to: the nearest heading above it (a
 * markdown heading, a line bold whole, a setext heading) whose words
 * papo_answer_open does not all recognise ("## Wrong approach", "# Draft
 * (do not grade)"), the problem p[0..pn) (NULL: none) lending its own;
 * NULL when there is no heading or it is recognised.
 */
const char *papo_answer_heading_unread(const char *s, size_t n, size_t a,
    const char *p, size_t pn);
/*
 * answer_heading.c: the tags a tool-using agent writes its code between,
 * each on a line of its own ("<python>\n# Given values\n...\n</python>",
 * round 39's GRPO runs with a Python tool), lower case: the lines
 * between them are code, no heading's, and the harness's result after
 * the close is the tool's (answer_frame.c).
 */
extern const char *const papo_answer_code_tags[];
/*
 * answer_heading.c: where a line of formatting that says nothing of its
 * own starts, when the line s[a..b) (s[n] the response's end) is one:
 * a thematic break or a heading's underline ("---", "***", "==="), the
 * setext title above an underline and a heading line ("**Final
 * Answer**", "### Final Answer") when their words are read as
 * papo_answer_heading_unread reads them; else (size_t)-1.  The doubt
 * before a statement is read past such lines (answer_frame.c's
 * papo_frame_lead_doubt_unread).
 */
size_t papo_answer_frame_line(const char *s, size_t a, size_t b, size_t n,
    const char *p, size_t pn);
/*
 * answer_euro.c: does the statement s[a..v) hold a verb of a Polish
 * statement ("wynosi"), whose nouns the tables of answer_euro.c may
 * share ("Suma wynosi 42": "suma" is Spanish too)?  Such a statement is
 * read word by word by papo_answer_open, as a Vietnamese one.  1 or 0.
 */
int papo_answer_polish_said(const char *s, size_t a, size_t v);
/*
 * answer_euro.c: is the statement s[a..v) a Polish statement of
 * equality read whole: a word that leads it, its subject's words and
 * the verb phrase right before its value ("Zatem suma jest równa 42",
 * "Wynik wynosi 42"), every word of its rows?  1 or 0; a negation, a
 * hedge, any other word: 0.
 */
int papo_answer_polish_equal(const char *s, size_t a, size_t v);
/*
 * answer_prose.c: is the value v[0..n) a chain's step of numbers joined
 * by an operation left undone ("= 500 - 440", "= (50 x 10) - 440"): a
 * leading "=", then digits, their marks, spacing, parentheses and
 * dollars, and a +, -, x, *, ×, ·, ÷, \\times, \\cdot or \\div between
 * two numbers?  A fraction "= 3/4" is a value, and so is a value stated
 * with no "=" before it ("Answer (9+1)").  A last statement or line so
 * is a computation cut off before its result.
 */
int papo_answer_undone(const char *v, size_t n);
/*
 * answer_heading_words.c: is the heading text s[a..b) read whole in one
 * of the languages of its rows (de, fr, es, ru, zh, ja, it, pt, sw, bn,
 * te, ko, th): a step's label and number, and a title each of whose
 * words is a row of that language's or, among rows, a word the problem
 * p[0..pn) says ("Schritt 3: Berechnung der Summe", "Solución", "ধাপ ১:
 * গণনা", "1단계: 사과 개수 계산")?  1 or 0.
 */
int papo_answer_heading_words(const char *s, size_t a, size_t b,
    const char *p, size_t pn);
/* Does s[a..b) open with a step's label and number in one of those
   languages ("Schritt 4:", "步骤4："), a title after it?  The title's
   start, or 0. */
size_t papo_answer_heading_step(const char *s, size_t a, size_t b);
/* answer_problem.c: where the ASCII word before s[y] starts (in
   s[lo..y), spaces between), or y when none; where the word after s[e]
   ends (in s[e..hi), spaces between), or e when none. */
size_t papo_answer_word_before(const char *s, size_t lo, size_t y);
size_t papo_answer_word_after(const char *s, size_t e, size_t hi);
/* answer_stmt.c: is the JSON key s[i..j) (its quotes aside) one the
   answer stands under ("answer", "final_answer", "correct_answer_key";
   case, '_', '-' and spaces aside)? */
int papo_answer_key_name(const char *s, size_t i, size_t j);
/*
 * answer_frame.c: after an answer's name of another language than
 * English (the word before s[i], from s[a]), a phrase saying what it
 * answers ("auf diese Aufgabe", "a este problema"; before v): where it
 * ends, else i.
 */
size_t papo_frame_to_problem(const char *s, size_t a, size_t i, size_t v);
/*
 * Does s[i..n) hold a letter of a script whose language papo-verify has
 * no rows for (Tamil, Gujarati, Georgian, Khmer...), or a Greek word
 * (three Greek letters or more in a row)?  Such a statement is no
 * answer, never a guess; nor is a box under such a sentence
 * (answer_frame.c's lead_rows).
 */
int papo_answer_unlisted(const char *s, size_t i, size_t n);
/* papo_answer_unlisted, or a Latin or Cyrillic letter of such a language
   (Azerbaijani's ə, Uzbek's ʻ, Serbian's ђ) in a word the problem p[0..pn)
   (NULL: none) does not hold ("Zþra" is lent by a problem about Zþra). */
int papo_answer_unlisted_lent(const char *s, size_t i, size_t n,
    const char *p, size_t pn);
/*
 * Why the sentence s[a..b) before an answer's statement is not read as
 * one that lets the answer stand, *row the row's name; NULL when it is:
 * a statement in a script or with a letter of a language not listed
 * (papo_answer_unlisted_lent); and over an answer alone in its
 * sentence (alone: a bare box, a value on its line), a statement of a
 * value in words no one listed language's rows account for, but a few
 * of content ("Beraz, trenak 240 km egiten ditu.", "Значи, возот
 * поминува 240 км."), or a question that names a value ("So the train
 * travels 240 km in total, right?") and is not the problem's p[0..pn)
 * (NULL: none) asked again; and when nothing with a word stands
 * between it and the bare answer (alone 2: no heading, label, tag or
 * work), a short sentence of prose nothing recognises: no value, work
 * or math, no lead, label, conclusion or answer's row, none of the
 * problem's words ("Whatever.", "Keine Chance.").  A sentence of math
 * alone, or in a script only listed languages write, is theirs
 * (answer_lang.c).
 */
const char *papo_answer_lang_before(const char *s, size_t a, size_t b,
    const char *p, size_t pn, int alone, const char **row);
/*
 * Is the sentence s[a..b), which names an option above a box of its
 * letter, mostly words no listed language's rows hold, one at least
 * ("Optie C is onjuist.", "Blorf glorp C.")?  The problem's words count
 * as read.
 */
int papo_answer_option_unread(const char *s, size_t a, size_t b,
    const char *p, size_t pn);
/* The row papo_answer_lang_before names for such prose ("prose"): the
   fact a reader of *row compares by identity. */
extern const char papo_answer_row_prose[];
/* Does the run of '*' that ends at s[e] close an emphasis opened before
   it on its line ("**42**")?  Else it is a mark of the value's own. */
int papo_answer_emph_closer(const char *s, size_t e);
/* Does the value s[0..n) end a number with a suffix hedge glued to it
   ("5-ish", "5ish", "20-odd", a tie before nothing: "5~"), or open
   with a sign of approximation ("~5", "≈5")? */
int papo_answer_glued(const char *s, size_t n);

/*
 * Whether s[0..n) holds a number whose digits are of two scripts ("14٢",
 * "4２", ASCII and full-width or native digits glued): a number of no
 * script, which no answer is.
 */
int papo_answer_digits_mixed(const char *s, size_t n);
/*
 * Does the problem p[0..pn) (NULL: none) hold the words of s[a..b) in
 * order, case aside, on word boundaries ("in 30 days")?
 */
int papo_answer_problem_says(const char *p, size_t pn, const char *s,
    size_t a, size_t b);
/*
 * answer_problem.c: does the sentence s[a..b) answer the question the
 * problem p[0..pn) (NULL: none) asks, with a value of its own: one
 * number, not one the problem gives, no '=' (work), and every other
 * word the question clause's (the words of its last question mark's
 * clause, another ending aside: "spends" for "spend"), but articles,
 * auxiliaries, pronouns and a conclusion's openers ("So",
 * "Therefore", "所以") by language, words that bound a count ("in
 * all"), the problem's subject where the question names no one else
 * ("So Omar has 48 books." to "... How many books does he have?") and
 * a unit right after the number, and at least one, or the verb "have"
 * the question asks ("So he has 48."), with the clause's words of
 * scope ("in total", "left", "more ... than", "insgesamt", "一共")
 * among them?  Or does it open on a total's or a result's label, the
 * number right after it ("Total: 48.", "合计：48"), where the question
 * asks a total or no scope (read with no problem too)?  Not where the
 * problem gives the number in words ("six").  "Ana spends 36 dollars
 * in total." to "How much does Ana spend in total?" does; "Riza has
 * $40 left." to "How much money do the two of them have left?" does
 * not.  1, the number's place in *va and *ve; or 0.
 */
/*
 * The word of likelihood in s[a..b), a statement's words before its
 * value ("Most likely,", "Скорее всего,", "很可能"), answer_likely.c's
 * rows; NULL when none.
 */
const char *papo_answer_likely(const char *s, size_t a, size_t b);
/*
 * Does s[i] (in s[a..b)) lie inside a noun that holds a doubt's letters
 * or is a doubt's word ("ความน่าจะเป็น"; "সম্ভাবনা" where the problem
 * p[0..pn) writes it, p NULL: none): the probability asked?  The
 * noun's end, or 0.
 */
size_t papo_answer_doubt_noun(const char *s, size_t a, size_t i, size_t b,
    const char *p, size_t pn);
/*
 * Why what follows the value s[at..end), when it ends on a scale word
 * ("2.4 million"), makes it another quantity than the problem p[0..pn)
 * asks: a currency it does not name ("2.4 million euros" to dollars),
 * a rate it does not ask ("$2.4 million per month"); NULL when not
 * (answer_scaled.c).
 */
const char *papo_answer_scale_other(const char *s, size_t at, size_t end,
    size_t n, const char *p, size_t pn);
int papo_answer_restates_question(const char *s, size_t a, size_t b,
    const char *p, size_t pn, size_t *va, size_t *ve);
/*
 * Does the sentence s[a..b) conclude a value of its own, one number not
 * the problem's p[0..pn) that ends it (a unit and a stop after it), its
 * conclusion named (an opener, a conclusion's word or label, the
 * problem's subject with the problem's unit: "So the distance is 200
 * km.", "Conclusion: 200 km.", "Итак, ответ 200 км.", "所以火车行驶了
 * 200公里。", "The train covers 200 km.")?  1, the number's place in
 * *va and *ve; or 0.  Read above a labelled answer or a box.
 */
int papo_answer_concludes(const char *s, size_t a, size_t b,
    const char *p, size_t pn, size_t *va, size_t *ve);
/*
 * Is every word of the note s[a..n) after a JSON answer recognised as
 * commentary that neither disowns nor doubts (answer_note.c), the
 * problem in o (its text and word index) read for its own words?  1 or
 * 0; o is not written.
 */
int papo_answer_note_commentary(const struct papo_answer_opts *o,
    const char *s, size_t a, size_t n);
/*
 * Does the key k[0..kl) with value v[0..vl) (a JSON object's or YAML
 * block's, beside the answer) grade the answer below sure: a confidence
 * under 0.9 or 90% or not "high", "verified": false, a status not
 * recognised as committed, a note that doubts?  The refusal, or NULL
 * (a key that grades nothing, or a sure grade).
 */
const char *papo_answer_grade(const char *k, size_t kl, const char *v,
    size_t vl);
/* Is s[0..l) a unit papo names but cannot convert ("stone", "mmol",
   "kHz"; answer_prose.c), case aside? */
int papo_answer_unit_named(const char *s, size_t l);
/* Is k[0..kl) a key papo_answer_grade reads (a confidence, a verdict,
   a status, a note, an error), whatever its value? */
int papo_answer_grade_key(const char *k, size_t kl);
/* Does the key k[0..kl) grade by a value recognised as sure (a level,
   a verdict, a status: papo_answer_grade passes only those values), not
   by a note or an error, which pass when nothing in them is known? */
int papo_answer_grade_by_value(const char *k, size_t kl);
/* Is why papo_answer_tail's refusal of another value after the answer? */
int papo_answer_other_value(const char *why);

/* The word lists of answer_prose.c, kept as rows in answer_rows.c. */
enum papo_frame_words {
	PAPO_WORDS_COPULA,	/* a copula a value follows: "is", "ist" */
	PAPO_WORDS_CONCLUDE,	/* a sentence's conclusion: "therefore" */
	PAPO_WORDS_THENCE,	/* a conclusion inside it: "so", "giving" */
	PAPO_WORDS_COND,	/* a condition after a value: "assuming" */
	PAPO_WORDS_DOUBT	/* a doubt after a last statement's value:
				   "I think", "大概" */
};
/*
 * The length of the row of list which that is the whole word at s[i]
 * (within s[a..b), ASCII case aside), or 0.
 */
size_t papo_answer_frame_word(const char *s, size_t a, size_t b, size_t i,
    enum papo_frame_words which);

/* answer_problem.c: how a frame word's phrase is compared with the problem. */
enum papo_restate {
	PAPO_RESTATE_CLAUSE,	/* the condition it opens, 3 words or more,
				   to the end of its sentence */
	PAPO_RESTATE_LEAD,	/* the same before the answer: a comma may
				   close it, the main clause after */
	PAPO_RESTATE_AFTER,	/* the word before it and it ("left over") */
	PAPO_RESTATE_BOTH,	/* it with the word before or after it */
	PAPO_RESTATE_ROUND	/* "approximately" where the problem asks
				   for a rounded value ("to the nearest") */
};
/*
 * Is the frame word s[y..e), in the sentence s[lo..hi), in a phrase the
 * problem p[0..pn) says (case aside, on word boundaries)?  0 when p is
 * NULL or empty: then nothing is restated.
 */
int papo_answer_restated(const char *p, size_t pn, const char *s,
    size_t lo, size_t hi, size_t y, size_t e, enum papo_restate how);
/* After the last answer phrase of a listed language in the end of
   s[from..n) ("Die Antwort ist", "故选"): where its value starts; or -1. */
long papo_answer_phrase_end(const char *s, size_t from, size_t n);
/*
 * After an answer phrase of Hindi, Arabic or Indonesian whose value is
 * looked for from s[ph] (in s[..n)): each word before the value must be
 * a row that affirms it ("tepat"); NULL when so or when the phrase is of
 * another language, else why, the word in word ("jawabannya adalah
 * sekitar 42", "उत्तर शायद 42 है").
 */
const char *papo_answer_phrase_gap(const char *s, size_t ph, size_t n,
    char *word, size_t wn);
/*
 * Between an answer phrase ending before s[ph] and its value (the first
 * digit, '$' or '\\' of s[ph..n)): a word of a script other than the
 * phrase's (Latin, Greek and signs aside), one the problem p[0..pn)
 * does not write ("Jibu ni ไม่ 7.", "Cevap B ではない 7."): why, the word
 * in word; else NULL.
 */
const char *papo_answer_script_gap(const char *s, size_t ph, size_t n,
    const char *p, size_t pn, char *word, size_t wn);
/*
 * Is the word right before the value at s[v] (within s[a..v), spacing,
 * '*' and '$' aside) one that turns or offers another value in Latin
 * letters ("Answer: however 7", "The total is x but 7", "Antwort: x
 * oder 7"), not a gloss's in parentheses?
 */
int papo_answer_turn_before(const char *s, size_t a, size_t v);
/*
 * Why the words s[a..v) before a value (the text to vn) offer another
 * value: LETTER_BEFORE (papo_answer_letter_before) or TURN_BEFORE
 * (papo_answer_turn_before); NULL when neither.
 */
const char *papo_answer_offered_before(const char *s, size_t a, size_t v,
    size_t vn, const char *p, size_t pn);
/*
 * Do the words s[a..v) before a value hold runs of two scripts other
 * than Latin's and Greek's, the problem p[0..pn) writing neither ("ไม่
 * সুতরাং, 25% ছাত্র চশমা পরে।": a Thai negation before a Bengali
 * statement)?  Kana and the ideographs are one writing but under a
 * problem in ideographs with no kana (Chinese's: "ではない 所以...").
 */
int papo_answer_scripts_mixed(const char *s, size_t a, size_t v,
    const char *p, size_t pn);
/*
 * Does a word of s[a..v) of a script other than the statement's (the
 * script of most letters there, TeX's commands aside, a letter of CJK,
 * kana or Hangul counted three, for the syllable or word it writes,
 * kana and ideographs one writing; on a tie, every script's words are
 * read) negate, doubt, suppose, guess or disown in a listed language
 * ("không 따라서 민지는 18달러를 벌어요.", "Тому ليس 12 лет.", "pas Отже,
 * Тому 12 років.")?  The refusal, the word in word; NULL when none does
 * (the problem's words and TeX's commands are its own).
 */
const char *papo_answer_foreign_never(const char *s, size_t a, size_t v,
    const char *p, size_t pn, char *word, size_t wn);
/*
 * Does an answer phrase of those languages (Hindi, Arabic, Indonesian,
 * Vietnamese, Polish, Ukrainian, Turkish) end at s[ph], spaces, '*' and
 * a colon aside ("Sonuç olarak cevap: 35")?
 */
int papo_answer_gap_phrase(const char *s, size_t ph);
/* A box's content b[0..n): a value, then a "\\text{...}" of one or two
   words, no unit, not read as its noun ("42 \\text{ not}")?
   (answer_tail.c) */
int papo_answer_box_text_unread(const char *b, size_t n, const char *p,
    size_t pn);
/* The start of the variable's name of an equation that gives the value
   at s[b] right after the words s[a..) of a last statement ("The error
   is x = 42": "x"), else a (answer_open.c) */
size_t papo_answer_equation_lhs(const char *s, size_t a, size_t b);
/* Does s[0..n) end where an answer should follow ("the answer is")? */
int papo_answer_truncated(const char *s, size_t n);
/* Does s[0..n) end inside a JSON object it opened ({"...)?
   (answer_cut.c) */
int papo_answer_json_open(const char *s, size_t n);
/* Does s[0..n) end on a word that wants what follows it after a value
   in its sentence ("42 per", "\\(42\\) for")?  (answer_cut.c) */
int papo_answer_dangling(const char *s, size_t n);
/* Does s[0..n) end, no stop after it, on a number that starts one of
   the 300 bytes before and never stands whole there ("= -$3.50\n\nSo
   he lost $3": cut in the middle of 3.50)?  (answer_cut.c) */
int papo_answer_cut_number(const char *s, size_t n);
/* Does s[0..n), of two lines or more, end on a line that is a sum or a
   product of numbers alone, never carried out ("Jim's current age\n
   4 + 20")?  (answer_cut.c) */
int papo_answer_cut_sum(const char *s, size_t n);
/* Does s[0..n) end with a delimiter open: a double quote or a star on
   its last line, a display "\\["?  (answer_cut.c) */
int papo_answer_open_delim(const char *s, size_t n);
/* Does s[0..n) end on an answer's heading alone on its line ("**Final
   Answer:**", "## Final Answer", "所以")?  (answer_cut.c) */
int papo_answer_heading_end(const char *s, size_t n);
/* Is s[a..b), spacing and line ends around it aside, a Markdown rule:
   three or more of one of '-', '*', '_' ("---")?  (answer_heading.c) */
int papo_answer_rule_line(const char *s, size_t a, size_t b);
/* Does s[0..n) end on a heading's marks with no heading ("###"), its
   last line but not its only one?  (answer_cut.c) */
int papo_answer_empty_heading(const char *s, size_t n);
/* Does s[0..n) end, spacing aside, on an odd run of backslashes: a
   command cut after its backslash ("The answer is 12\\" where
   "12\\frac{1}{2}" was being written; two are a line break)?
   (answer_cut.c) */
int papo_answer_lone_escape(const char *s, size_t n);

/*
 * answer_words.c: is the whole of s[0..n) a number in words of a listed
 * language other than English ("dreiundzwanzig", "vingt-trois",
 * "三分之二", "三点五")?  Its value ("23", "\\frac{2}{3}", "3.5") into
 * out (reset first) and 1; else 0 (out untouched).
 */
int papo_answer_words(const char *s, size_t n, struct papo_buf *out);

/*
 * answer_normalize.c: the length of a yes or no of the listed languages
 * not written in Latin letters ("да", "হ্যাঁ", "అవును", "はい") at s[a],
 * the whole of s[a..b) or followed by punctuation (",.;:!", 。, 、, ।),
 * or 0.
 */
size_t papo_answer_yes_no_at(const char *s, size_t a, size_t b);
/* answer_normalize.c: is "**" at s[i] markdown emphasis? */
int papo_answer_bold_at(const char *s, size_t n, size_t i);

/*
 * answer_circled.c: is s[a..b) an option letter with the numbered
 * statements it combines ("B．①③")?  The letter when the problem
 * pr[0..pn) lists those statements under it or lists no such options;
 * -1 when it lists others under it (two options named); else 0.
 */
int papo_answer_choice_circled(const char *s, size_t a, size_t b,
    const char *pr, size_t pn);

/*
 * answer_part.c: does the statement s[st..e) open with the label of
 * another part than the one the problem p[0..pn) asks ("Part (b):" where
 * it asks part (a) only, "For the second question," to a problem of one
 * part)?  The label's end; else 0 (no problem, no label, or the part
 * asked, or a problem in parts that asks no one of them).
 */
size_t papo_answer_part_other(const char *s, size_t st, size_t e,
    const char *p, size_t pn);
#define PART_OTHER "an answer for another part than the problem asks"
/* answer_part.c: the label that opens the sentence of s[st], read
   once: 1 when it is the label of the part the problem asks, *end the
   end of it and of the colon or comma after it ("**Part (a):** The
   answer is 42" to "Answer part (a) only.": what follows is read as
   the sentence's start); -1 where papo_answer_part_other is not 0;
   else 0. */
int papo_answer_part_label(const char *s, size_t st, size_t e,
    const char *p, size_t pn, size_t *end);
/* answer_part.c: does the statement of s[st] open with a case of its
   own, a time or a count the problem p[0..pn) does not state ("After
   11 years, the tree is 65 cm tall." where it asks after 5 years)?
   The end of its comma; else 0, and with no problem. */
size_t papo_answer_case_other(const char *s, size_t st, size_t e,
    const char *p, size_t pn);
#define CASE_OTHER "a case of its own before it"

/*
 * answer_choice.c: is s[a..b), after an answer phrase, an option letter
 * named in the words of a listed language ("la B", "a alternativa C",
 * "a letra D", "вариант B", "选项 B", "ข้อ B", "B번"), whole but a stop?
 * The letter, else 0.
 */
int papo_answer_choice_worded(const char *s, size_t a, size_t b);

/*
 * Does the space at s[k] (lo <= k < i) end a sentence written with no
 * full stop: what follows can open one (a capital, a letter of a script
 * without case) and the two runs of text before it hold a digit?
 */
int papo_answer_unmarked_stop(const char *s, size_t lo, size_t k, size_t i);

/*
 * answer_prose.c: a bound of time that ends the statement s[a..b) after
 * its value ("d'ici 12 mois", "within 12 months", then at most a full
 * stop): where it starts (the space before it), or 0.
 */
size_t papo_answer_time_bound(const char *s, size_t a, size_t b);

#endif
