/* SPDX-License-Identifier: MIT */
/*
 * answer_frame_impl.h: the rows of what may stand around a final answer (the
 * tables of answer_rows.c), their index, and what answer_frame.c,
 * answer_hidden.c, answer_tail.c, answer_rest.c and answer_note.c share.
 * Internal: only those files include it; the module's interface is
 * answer.h.
 */
#ifndef PAPO_ANSWER_FRAME_IMPL_H
#define PAPO_ANSWER_FRAME_IMPL_H

#include <stddef.h>

#include "answer.h"
#include "ascii.h"
#include "problem_words.h"


/*
 * A row: a language, a word or phrase, and what it is.  Rows starting
 * with an ASCII letter match whole words, case-insensitively; rows in
 * alphabetic scripts (Latin with accents, Cyrillic) must also start and
 * end a word; rows in scripts without spaces (Chinese, Japanese, Thai)
 * match anywhere.
 */
enum row_kind {
	R_LEAD,		/* may stand right before the value: "is", "是" */
	R_NOUN,		/* an answer's name before it: "Answer 4", "答案4" */
	R_AFFIRM,	/* may stand between a lead and the value */
	R_NEG,		/* a negator: refuses a lead or value after it */
	R_DOUBT,	/* a doubt or a guess: refuses its sentence */
	R_DISOWN,	/* a box given as a mistake or an example */
	R_BOUND,	/* a bound or comparison right before the value */
	R_MODAL,	/* a modal: refuses a lead right after it */
	R_BEFORE,	/* a bound when right before the value only: "from" */
	R_COND,		/* a condition: refuses the answer's sentence */
	R_COPULA,	/* an answer phrase only in the last sentence: "是" */
	R_WEAK,		/* a turn ("however", "wait"): refuses the rest of
			   the answer's sentence, not the sentences after */
	R_SUFFIX,	/* may follow the value in its sentence: "です" */
	R_CUT,		/* a word no response ends on: a conjunction,
			   "42 and", "42 或" (cut off after it) */
	R_ON,		/* a verb or relative right after the value: the
			   sentence goes on about the answer itself */
	R_CLOSE,	/* a word of a closing remark: every word of a
			   sentence after the answer in them, one language */
	R_ENDTOK,	/* a chat template's end token: the response ends */
	R_STCOP,	/* answer_prose.c: a copula a statement's value
			   follows ("the total is 12") */
	R_CONCL,	/* answer_prose.c: a word that makes a sentence a
			   conclusion ("therefore", "spent") */
	R_THENCE,	/* answer_prose.c: a word that opens a conclusion
			   inside a sentence ("so he pays $128") */
	R_CONDW,	/* answer_prose.c: a condition after a value */
	R_DOUBTW,	/* answer_prose.c: a doubt after a last
			   statement's value */
	R_REASON,	/* opens a reason after the value in its sentence */
	R_FUNC,		/* a function word: may stand after the value in
			   its sentence and in a reason there */
	R_OPEN,		/* opens a condition before the value in its
			   sentence ("For odd n, the answer is 5") */
	R_AT,		/* opens a point after the value: "5 when x = 2"
			   (the extremum's equality case) */
	R_QUAL,		/* qualifies the value right after it, no noun
			   counted ("5 modulo errors", "5 circa") */
	R_MEASURE,	/* a measure word or unit right after the value:
			   the noun counted may follow ("3只鸟") */
	R_DIM,		/* the dimension a unit right before it measures
			   ("36 cm long", "36 cm lang") */
	R_GUESS,	/* a noun naming a value estimated, guessed or
			   supposed ("the estimate", "Schätzung",
			   "оценка"): the value after it is a guess but
			   where the problem holds the word */
	R_NKINDS
};

struct row {
	const char *lang;
	const char *w;
	size_t len;		/* strlen(w) */
	enum row_kind kind;
};

/*
 * The refusal papo-verify reports as its verdict uncertain: one array,
 * told by its address (papo_answer_why's doubt), never by its words.
 */
extern const char papo_frame_doubt_after[];
#define DOUBT_AFTER	papo_frame_doubt_after
/* A bound after the answer ("42, at least", "| **42** | Roughly."):
   no answer; one string, so that readers that keep or drop a refusal
   by its words (answer_find.c's bold_kept) compare it. */
#define BOUND_AFTER	"a bound after it"
/* A word in the clause after the value's noun that neither the rows
   nor the problem hold ("\\boxed{120} pounds will not be used, blorf
   glorp."): no answer. */
#define NOUN_WORD_UNREAD	"a word after its noun not recognised"
/* A doubt word before the answer in its statement ("I guess the answer
   is 4"): uncertain too (a condition there is no answer). */
extern const char papo_frame_doubt_before[];
#define DOUBT_BEFORE	papo_frame_doubt_before
/* The lead row of an answer nothing stands before in its sentence,
   told by its address. */
extern const char papo_frame_alone[];

/* A mask of row kinds. */
#define M(k)	(1u << (k))

/* The rows (the last is { NULL }), the answer phrases, and the languages
   of both in the order of their bits in a language mask (NULL-ended). */
extern const struct row papo_frame_rows[];
extern const struct row papo_frame_phrases[];
extern const char *const papo_frame_langs[];

/* Bounds of the index's arrays: answer_rows.c fails to compile when a
   table outgrows them. */
#define PAPO_FRAME_ROWS_MAX	8192
#define PAPO_FRAME_PHRASES_MAX	1024

/*
 * The rows bucketed by the byte a row ends with (lowercase): the rows
 * ending in c are papo_frame_rows[by_end[end_at[c]]] ..
 * papo_frame_rows[by_end[end_at[c + 1] - 1]], in the order of the table;
 * end_kinds[c] the mask of their kinds.  The phrases bucketed the same
 * way by the byte a phrase starts with.  Built once (papo_once) on
 * first use (papo_frame_index) and only read after, by every thread.
 */
struct papo_frame_index {
	unsigned short end_at[257];
	unsigned short by_end[PAPO_FRAME_ROWS_MAX];
	unsigned end_kinds[256];
	unsigned short start_at[257];
	unsigned short by_start[PAPO_FRAME_PHRASES_MAX];
	/* every phrase starts with an ASCII letter or a byte of 0x80 or
	   more (papo_answer_phrase_end skips other ASCII bytes by it) */
	unsigned char phrase_alpha;
	unsigned short kind_at[R_NKINDS + 1];	/* rows by kind, the same */
	unsigned short by_kind[PAPO_FRAME_ROWS_MAX];
	unsigned lang_of[PAPO_FRAME_ROWS_MAX];	/* a row's language */
	unsigned kind_first[256];	/* the kinds of rows starting with c
					   (lowercase) */
	unsigned short close_at[257];	/* closing rows by first byte */
	unsigned short by_close[PAPO_FRAME_ROWS_MAX];
	/* rows by kind, then first byte (lowercase), in the order of
	   the table: kind k's rows starting with c are
	   by_kfirst[kf_at[k * 256 + c] .. kf_at[k * 256 + c + 1] - 1]
	   (papo_frame_kind_starts) */
	unsigned short kf_at[R_NKINDS * 256 + 1];
	unsigned short by_kfirst[PAPO_FRAME_ROWS_MAX];
};

/* What the sentences after an answer are compared with. */
struct tail {
	const char *s;
	size_t n;
	char key[96];		/* the answer's value (value_key), or "" */
	size_t keylen;
	char letter;		/* the answer as an option ("B) Rs", "B. 6"),
				   or 0 */
	const char *p;		/* the problem, or NULL */
	size_t pn;
	unsigned lookups;	/* words looked for in the problem so far */
	unsigned langs;		/* the closing remarks' common languages */
	int yaml;		/* the answer is a field of a YAML block (-1:
				   not looked for yet) */
	size_t at;		/* where the answer starts */
	size_t end;		/* and ends */
	const struct papo_answer_opts *o;	/* o->same: the comparator */
	unsigned compares;	/* values compared by it so far */
	unsigned eqs;		/* a check's equations worked out by it so
				   far (answer_tail.c's alt_eqs) */
};

/* The most values of a tail compared with the answer by value, and
   the longest value or answer so compared (restatements are short). */
#define TAIL_COMPARES	4
#define TAIL_VALUE_MAX	256
/* The most equations of a check after the answer worked out. */
#define TAIL_EQS	12

/* The most words of a tail looked for in the problem. */
#define PROBLEM_WORDS	16

/* The rest of the answer's sentence as it is read (papo_answer_rest). */
struct rest {
	struct tail t;
	int reason;		/* in a reason ("because 2 + 3 = 5"): 1; in a
				   condition: 2; in an aside: 3 */
	unsigned rlang;		/* the languages of the reason's row */
	int strict;		/* the reason's words must be the problem's
				   or the response's ("as shown above"), as
				   in an aside (reason 3) */
	int neg;		/* a negator: the next must be another value */
	int phrase;		/* after the noun counted or its unit: 1, and
				   a function word after it: 2 */
	int noun;		/* the next word may be: 1 the noun counted or
				   its unit (right after the value), 3 a unit
				   or "of" (after a unit or noun), 4 the
				   noun after "of", 2 a noun in a script
				   without spaces (after a measure word) */
	int means;		/* in a means of the problem's ("by selling
				   9 eggs"): its values are the problem's */
	unsigned looked;	/* the problem's words looked for */
	int denied;		/* another value denied before ("not 7"): a
				   word of rejection may speak of it */
	int np;			/* no problem given, "the" or a rate's word
				   after the noun or unit: the words of a
				   place or a period ("at the farmers'
				   market", "each school day"), or after a
				   value's verb (2 before "the"): its object
				   ("satisfies the equation"): 1 */
};

/* Scanners one of the files has and the others call (each is described
   where it is defined). */
unsigned papo_frame_lang_bit(const char *l);
const struct papo_frame_index *papo_frame_index(void);
long papo_frame_cp_before(const char *s, size_t a, size_t i, size_t *start);
unsigned papo_frame_fold_at(const char *s, size_t i, size_t end);
/*
 * Do x[0..l) and y[0..l) hold the same text, ASCII's case and a
 * two-byte capital aside (Latin-1's À to Þ, Turkish's Ğ Ş, Polish's Ą Ć
 * Ę Ł Ń Ś Ź Ż: "Öğrencilerin" is "öğrencilerin")?
 */
int papo_frame_same_folded(const char *x, const char *y, size_t l);
/* Whether the word w[0..n) at s[y] in s[a..b) lies inside the name of
   a method of solving ("guess-and-check", "trial and error"). */
int papo_frame_in_method(const char *s, size_t a, size_t y, size_t b,
    const char *w, size_t n);
/* The listed languages (papo_frame_lang_bit) whose script code point c
   is of; 0 for none (answer_rest.c) */
unsigned papo_frame_script_langs(long c);
/* Does s[a..b) hold a letter of a script past Latin's (Greek, Cyrillic,
   Arabic, the Indic scripts, Hangul, CJK, Thai): a word an English
   reader has no row for? */
int papo_frame_beyond_latin(const char *s, size_t a, size_t b);
/* A period after "over the" at s[i..e) (up to b), its first words
   letters, digits or hyphens (three at most): "$9.00 over the two-week
   period", "over the whole summer", "over the next 3 weeks": where it
   ends, else i.  Not a bound ("over 12", "over the limit"), nor a
   count the problem p[0..pn) does not write ("over the five months"
   to "the three months") (answer_rest.c). */
size_t papo_frame_over_period(const char *s, size_t i, size_t e, size_t b,
    const char *p, size_t pn);
/* The problem p[0..pn)'s question p[*qa..qb): its last sentence that
   ends in '?', else its last sentence; qb returned (answer_rest.c). */
size_t papo_frame_question(const char *p, size_t pn, size_t *qa);
/* A statement at s[k..e) whose subject, opened by a possessive or an
   article of the languages other than English or by 她的 or 彼女の, is
   a noun the problem p[0..pn) writes only after a preposition (in
   Japanese, never before は or が), the question not at all ("Ses amis
   gagnent 18 $.": answer_possessed.c). */
int papo_answer_possessed_other(const char *s, size_t k, size_t e,
    const char *p, size_t pn);
/* Is the word at s[i] (in s[..b)) "not" and the word after it, as the
   question of the problem pr[0..pn) (papo_frame_question) writes them
   ("not sold", "not be", "not in"): the negation the question asks, not
   the sentence's own ("Sam did not work for 6 days." for "How many days
   did he not work?")?  answer_said.c; the statement readers of
   answer_said.c and answer_prose.c ask it. */
int papo_frame_asked_not(const char *s, size_t i, size_t b, const char *pr,
    size_t pn);
/* Does the problem p[0..pn) ask for the rate a word of "per", "each",
   "every" ending at s[f] opens ("126 books per shelf")?  Its question
   names a rate or the word after s[f] (answer_rest.c). */
int papo_frame_rate_asked(const char *s, size_t f, size_t b, const char *p,
    size_t pn);
/* Does a period follow the "a" or "an" that ends at s[f] (its sentence
   to b): "126 books a day", not "in a library" (answer_rest.c)? */
int papo_frame_a_period(const char *s, size_t f, size_t b);
/* Do the words s[a..b) after a value negate where the problem
   p[0..pn)'s question does not, or drop the negation it asks
   (answer_rest.c)? */
int papo_frame_negation_flipped(const char *s, size_t a, size_t b,
    const char *p, size_t pn);
int papo_frame_closing_said(const char *s, size_t a, size_t b);
int papo_frame_closing_wish(const char *s, size_t i, size_t e);
unsigned papo_frame_closing_alone(const char *s, size_t a, size_t b);
/* Is the sentence s[a..b) a remark on the method, read whole ("This
   step-by-step approach ensures that each part is clear."), its words
   the method's or the problem p[0..pn)'s, no value (answer_remark.c)? */
int papo_frame_summary_alone(const char *s, size_t a, size_t b,
    const char *p, size_t pn);
int papo_frame_method_remark(const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw);
/* Is the word s[i..w) one of answer_remark.c's words of a remark on the
   work ("approach", "ensures", "accurately", "determining"), as it is
   or inflected? */
int papo_frame_remark_word(const char *s, size_t i, size_t w);
/* Is the word s[i..w) of a remark (to e) "about" before a word it does
   not speak of ("... is about correct"): an approximation?
   (answer_remark.c) */
int papo_frame_remark_about(const char *s, size_t i, size_t w, size_t e);
/* Is the function word s[k..f) of three letters or fewer, of no English
   row, the last word of s[..e)? (answer_rest.c) */
int papo_frame_short_func_last(const char *s, size_t k, size_t f,
    size_t e);
unsigned papo_frame_closing_langs(const char *s, size_t a, size_t b);
/* The languages of the offer the sentence s[a..b), a question ending in
   '?' or '？', is whole ("Would you like me to explain any step in more
   detail?": answer_close.c's asks[]); 0 when it is none. */
unsigned papo_frame_closing_asked(const char *s, size_t a, size_t b);
unsigned papo_frame_closing_spelled(const char *o, size_t n);
const char *const *papo_frame_closing_forms(void);
int papo_frame_closing_abbrev(const char *s, size_t a, size_t b);
/* The languages of the check's verdict the sentence s[a..b) is whole
   ("Correct.", "Stimmt.", "正确。": answer_close.c's verdicts[]); 0 when
   it is none. */
unsigned papo_frame_closing_verdict(const char *s, size_t a, size_t b);
/* Is s[a..b) a lead-in that only says the value after it is said again
   ("To restate", "Je le répète", 重申一下; answer_close.c's leads[])? */
int papo_frame_restate_lead(const char *s, size_t a, size_t b);
/* Where the lead-in of a restatement on the line at s[i] ends, past its
   colon or comma ("Lo ripeto: 45": answer_tail.c), else i. */
size_t papo_frame_restate_colon(const char *s, size_t i, size_t n);

/*
 * Is the line at s[a..n) a label of the solver's confidence in a listed
 * language, a colon and a value ("Confidence: high", "置信度：高";
 * emphasis around them aside)?  Where the line ends, or 0; in *why NULL
 * when the value says sure (a sure word of the label's language, a
 * grading key's sure level, 0.9 to 1, 90% to 100%), else the refusal.
 */
size_t papo_frame_confidence(const char *s, size_t a, size_t n,
    const char **why);
/*
 * Is the sentence s[a..b) a statement of the solver's confidence in the
 * answer before it, whole, in a listed language ("I am $\\boxed{100\\%}$
 * confident in my answer.", "My confidence level is 95%."), a reason
 * clause of the work's words before or after it or not ("Since the
 * steps are standard, my confidence level is 100%.")?  b, or 0; in
 * *why NULL when its level says sure (90% to 100%, 0.9 to 1), else the
 * refusal.  None is longer than CONF_MAX bytes.
 */
#define CONF_MAX 400
size_t papo_frame_confidence_said(const char *s, size_t a, size_t b,
    const char **why);
/*
 * Is the box at s[bat..bend) the level of such a statement, or of a
 * confidence label's line, after an answer ("The answer is \\boxed{4}.
 * I am \\boxed{100\\%} confident.")?  Then 1, and in *st where the
 * statement starts: the answer is read from s[0..*st).
 */
int papo_frame_confidence_box(const char *s, size_t n, size_t bat,
    size_t bend, size_t *st);
/* Is s[a..e) (spaces before it aside) a confidence label's line or a
   statement of confidence whole whose level says sure ("Confidence
   level: 100%", "I am 100% confident in my answer.")? */
int papo_frame_confidence_sure(const char *s, size_t a, size_t e);
/*
 * Does s[0..e) end on a display that holds a level alone after a
 * statement of confidence that a colon ends ("The confidence level
 * is:\n\\[\n\\boxed{100}\n\\]")?  Where the statement starts,
 * *why as papo_frame_confidence_said's; else (size_t)-1.
 */
size_t papo_frame_confidence_display(const char *s, size_t e,
    const char **why);
/*
 * The earliest start, from s[ls] (a line's start or past it) to s[hi],
 * of such a statement that ends at s[e]: a line's start or a place
 * after a stop or a comma and a space; (size_t)-1 when none.  *why as
 * papo_frame_confidence_said's.
 */
size_t papo_frame_confidence_from(const char *s, size_t ls, size_t hi,
    size_t e, const char **why);
/* May such a statement open with the byte c ("and", "so", "thus", "my",
   "i", "regarding", "as for", "confidence", "since", "because", "given",
   "our", "with", "we", "je", "estoy", "mon", "我", "置")? */
int papo_frame_confidence_opens(unsigned char c);
/* Does s[a..e) hold a word that opens with a stem of the words of
   confidence those statements are made of ("confiden", "confian",
   "certain", "sure", "sicher", "sûr", "segur", "sicur", "fiducia",
   "zuversicht", "konfidenz", "信心", "置信"; not "confirm")?  None of
   them holds none. */
int papo_frame_confidence_near(const char *s, size_t a, size_t e);
/*
 * Is the rest of the sentence of the answer that ends at s[end] (its
 * closers and a comma passed) such a statement ("$\\boxed{5}$, and my
 * confidence in this answer is 90%.")?  1 with its end in *e and *why
 * as papo_frame_confidence_said's; else 0.
 */
int papo_frame_confidence_rest(const char *s, size_t end, size_t n,
    size_t *e, const char **why);
size_t papo_frame_closing_clause(const char *s, size_t i, size_t e,
    size_t b);
size_t papo_frame_closing_run(const char *s, size_t lo, size_t i, size_t e,
    size_t b);
/*
 * Does "to", a whole word, end s[ss..e) (spaces aside), as before an
 * English "be" ("The answer turns out to be", "appears to be")?  1
 * when a verb that commits to the value stands right before it ("turns
 * out", "proves", "happens", "is going", "has", "needs", "ought":
 * answer_frame.c's to_be_verbs[]), its start in *verb; -1 when another
 * word or none does ("appears", "is said", a made-up verb); 0 when no
 * "to" ends it.
 */
int papo_frame_to_be(const char *s, size_t ss, size_t e, size_t *verb);
/* The end of the first two words at s[i..n) (answer_tail.c): where a
   bound after a value is looked for ("42 and above", "\\boxed{42} or
   more"). */
size_t papo_frame_two_words(const char *s, size_t i, size_t n);
/* After an answer that ends at s[end] and the display math that closes
   right after it ("\\boxed{16}\n$$"), the rest of its sentence on the
   next line ("dollars on ice cream."): where its last word ends, its
   start in *start; 0 when there is none (answer_tail.c). */
size_t papo_frame_display_rest(const char *s, size_t end, size_t n,
    size_t *start);
/* The length of the words at s[i..b) that say there is more than the
   value before them ("and so on", "and a bit", "etc": answer_rest.c's
   more_words[]), whole words, or 0. */
size_t papo_frame_more_after(const char *s, size_t i, size_t b);
/* Is the word s[i..e) one that dates a value right after it ("42
   earlier", "\\boxed{42} later", "\\boxed{42} antes": answer_rest.c's
   dated_words[]), never the noun it counts? */
int papo_frame_dated(const char *s, size_t i, size_t e);
int papo_frame_restated(const char *p, size_t pn, const char *s, size_t a,
    size_t b, size_t y, size_t e, const struct row *r, int lead);
const struct row *papo_frame_row_within(const char *s, size_t a, size_t b,
    unsigned mask, const char *p, size_t pn);
/* papo_frame_row_within, a row of the languages langs only
   (papo_frame_lang_bit's bits; ~0u: any). */
const struct row *papo_frame_row_within_langs(const char *s, size_t a,
    size_t b, unsigned mask, const char *p, size_t pn, unsigned langs);
size_t papo_frame_strip_fwd(const char *s, size_t i, size_t n);
/* Skip from s[i] (in s[..n)) every string of fmt (NULL-ended) and, when
   spaces, ASCII spacing, as often as they stand: where they end. */
size_t papo_frame_skip_all(const char *s, size_t i, size_t n,
    const char *const *fmt, int spaces);
const struct row *papo_frame_row_starts(const char *s, size_t i, size_t n, enum
    row_kind kind);
/*
 * The first noun that names a value estimated, guessed or supposed (a
 * row of kind R_GUESS, at a word's start) in s[a..b) that the problem
 * p[0..pn) does not hold, so does not ask for ("So the estimate is 36
 * cm."; not under "Give an estimate of ..."), its start in *at; NULL
 * when there is none (answer_frame.c).
 */
const struct row *papo_frame_guess_within(const char *s, size_t a, size_t b,
    const char *p, size_t pn, size_t *at);
int papo_frame_symbol(long c);
int papo_frame_any_cp(const char *s, size_t i, size_t n, int (*is)(long));
size_t papo_frame_high_from(const char *s, size_t i, size_t n);
int papo_frame_new_sentence(const char *s, size_t i, size_t e, const char *p,
    size_t pn);
int papo_frame_struck(const char *s, size_t i, size_t n);
int papo_frame_unreadable(long c);
int papo_frame_has_unreadable(const char *s, size_t i, size_t n);
/*
 * Where a sentence ends.  One definition for the sentences after an
 * answer: papo_frame_stop_at (answer_tail.c), a newline, '!', ';', a '.'
 * before spacing or the end, 。 । ॥; with PAPO_STOP_LOOSE, a closing
 * remark's, also any '.' and '?', ！ and ？ (papo_frame_sentence_stop:
 * the first stop).  Three readers keep marks of their own, named for
 * what they find:
 *  - answer_choice.c's sentence_past: the box's sentence of a choice,
 *    past its mark; '.', '!', '?' only before a space, a newline or the
 *    end, and 。, the marks it looks back for the sentence's start with;
 *    not ';', । nor ॥;
 *  - answer_prose.c's statement_end: a last statement's value and what
 *    follows it, at its mark; not in $...$ nor after a backslash, at an
 *    end token, at ！ and ？ but not at '!', '?' nor ';' (what stays in
 *    the statement is read by the checks after its value: hedges,
 *    alternatives, conditions), not after a choice's letter ("C. 2-i");
 *  - answer_open.c's sentence_starts: no end found but a test, does a
 *    new sentence start after a '.', '!' or '?' (closing marks, a space,
 *    a capital), where the opener's clause state starts again.
 */
/* papo_frame_stop_at's how: a closing remark's looser stops */
#define PAPO_STOP_LOOSE 1u
int papo_frame_stop_at(const char *s, size_t i, size_t n, unsigned how);

/*
 * Does the '.' at s[i] (of s[..n)) close a unit's abbreviation written
 * in a script other than Latin with a '.' inside it, a word of that
 * script after it ("240 కి.మీ. ప్రయాణిస్తుంది", "240 कि.मी. चलती है")?
 * The sentence goes on there (answer_tail.c).
 */
int papo_frame_abbrev_unit(const char *s, size_t i, size_t n);
size_t papo_frame_sentence_stop(const char *s, size_t i, size_t n);
size_t papo_frame_value_key(const char *s, size_t n, char *k, size_t ks);
int papo_frame_restates(struct tail *t, size_t a, size_t b);
unsigned papo_frame_kind_word(const char *s, size_t a, size_t b, enum row_kind
    kind);
unsigned papo_frame_kinds_word(const char *s, size_t a, size_t b,
    unsigned mask);
size_t papo_frame_closing_dense(const char *s, size_t a, size_t b, unsigned
    *m);
int papo_frame_in_problem(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t a, size_t b);
/* The end of the ASCII word right before the first value of the
   statement s[k..e) (spaces and a '$' between), its start in *i; 0 when
   the statement holds no digit (answer_frame.c) */
size_t papo_frame_word_before_value(const char *s, size_t k, size_t e,
    size_t *i);
/* Is the word s[i..e) (after s[a], before s[v]) inside a conclusion's
   row that starts at it or at the word before it ("Sonuç olarak", as a
   result)? (answer_frame.c) */
int papo_frame_concl_covers(const char *s, size_t a, size_t i, size_t e,
    size_t v);
/* Does the statement s[st..e) name, as its subject, a measure of a
   figure the problem p[0..pn) does not name while it names another ("So
   the perimeter is 42." to "What is the area?"), or give a share or a
   rate where the problem asks a total ("Each box holds 42 pens."), or
   count another noun or kind than its "how many" asks ("The number of
   pigs is 42." to "How many animals")? (answer_frame.c) */
int papo_frame_share_after(const char *s, size_t a, size_t e,
    const char *p, size_t pn);
int papo_frame_other_quantity(const char *s, size_t st, size_t e,
    const char *p, size_t pn);
/* papo_frame_in_problem, or the same word with another ending ("makes"
   for "make"; answer_tail.c) */
int papo_frame_in_problem_stem(const char *p, size_t pn,
    struct papo_pwords *pw, const char *s, size_t a, size_t b);
/* a synonym of a word the problem writes ("children" for "kids";
   answer_tail.c) */
int papo_frame_in_problem_synonym(const char *p, size_t pn,
    struct papo_pwords *pw, const char *s, size_t a, size_t b);
/* Is s[i..e) an English plural's shape ("apples", not "thus")?
   (answer_rest.c) */
int papo_frame_plural_shape(const char *s, size_t i, size_t e);
int papo_frame_counted_noun(const char *s, size_t at, size_t end, size_t i,
    size_t e, size_t b, const char *p, size_t pn);
/* Are the words s[a..pl) before the plural s[pl..pe) after a value its
   adjectives: the plural the problem's p[0..pn), or with none each word
   a count's English adjective? (answer_rest.c) */
int papo_frame_plural_counted(const char *s, size_t a, size_t pl, size_t pe,
    const char *p, size_t pn);
/* May the word s[i..e) (its sentence to b), with a letter outside
   ASCII, be the noun counted by the value at s[at..end): its shape in
   the language of the words before it (answer_rest.c)? */
int papo_frame_accented_noun(const char *s, size_t at, size_t end,
    size_t i, size_t e, size_t b);

/*
 * Is s[i..e) a fraction's denominator or a scale in the plural
 * ("hundredths", "quarters", "thousands"), or such a word of another
 * language ("Zehntel", "centaines", "дюжины", "सौ"), which after a
 * value makes it another and is no noun it counts?
 */
int papo_frame_value_part(const char *s, size_t i, size_t e);
size_t papo_frame_value_end(const char *s, size_t i, size_t b);
const struct row *papo_frame_end_token(const char *s, size_t i, size_t b);
int papo_frame_interjection(const char *s, size_t i, size_t e, size_t n);
size_t papo_frame_word_end(const char *s, size_t i, size_t b);
int papo_frame_punct_cp(long c);
size_t papo_frame_percent(const char *s, size_t e, size_t b);
size_t papo_frame_words_value(struct tail *t, size_t i, size_t b);
int papo_frame_compound(const char *s, size_t i, size_t e, const char *p,
    size_t pn);
long papo_frame_cp_at(const char *s, size_t i, size_t e);
long papo_frame_cp_len(const char *s, size_t i, size_t e, size_t *l);
/* Is s[i..e) a noun that names a quantity ("earnings", "total",
   "profit"; answer_open.c's quantities[]), plural or not? */
int papo_answer_quantity_noun(const char *s, size_t i, size_t e);
int papo_frame_word_in(const char *s, size_t i, size_t e, const char *const
    *l);
/* answer_rest.c: does s[a..b) hold a word of list (a NUL-ended word w),
   ASCII case folded, at a word's start, whole when whole is set ("eat"
   in "eating" when it is not)? */
int papo_frame_list_word(const char *s, size_t a, size_t b,
    const char *const *list, int whole);
int papo_frame_has_word(const char *s, size_t a, size_t b, const char *w,
    int whole);
const char *papo_frame_rest_word(const char *s, size_t a, size_t b, char *word,
    size_t ws, const char *why);
size_t papo_frame_at_point(const char *s, size_t i, size_t b);
const char *papo_frame_rest_read(const char *s, size_t at, size_t end, size_t
    from, size_t e, const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws, int cond);
const struct row *papo_frame_kind_starts(const char *s, size_t i, size_t n,
    enum row_kind k);
/* The clause about a box's noun in the rest s[i..e) of its sentence (the
   value at s[at..end)) that a word of clause_words[] opens ("\\boxed{42}
   apples that Bob says"), read from that word with no newcomer in it:
   why it is refused, or NULL (none, or recognised). */
const char *papo_frame_clause_after(const char *s, size_t at, size_t end,
    size_t i, size_t e, const struct papo_answer_opts *o, const char *p,
    size_t pn, const char **row, char *word, size_t ws);
/* The word that makes s[a..b), the sentence before an answer's
   statement, one of doubt by its parts (answer_unsure.c), or NULL. */
const char *papo_frame_unsure(const char *s, size_t a, size_t b);
/* The digits of the answer a statement gives, when they are read. */
struct papo_frame_value {
	const char *s;
	size_t n;
};
const char *papo_frame_unowned(const char *s, size_t a, size_t b,
    const char *p, size_t pn, const struct papo_frame_value *v);
/* papo_frame_unowned, *byv set when the answer's value v was asked (its
   answer may then differ for another v; else it is any v's). */
const char *papo_frame_unowned_by(const char *s, size_t a, size_t b,
    const char *p, size_t pn, const struct papo_frame_value *v, int *byv);
/* The row that makes s[a..b), one sentence, a giving up on the problem
   ("Keine Ahnung.", "The problem cannot be solved.", "我不会做。"), or
   NULL (answer_giveup.c). */
const char *papo_answer_giveup(const char *s, size_t a, size_t b);
/* The doubt read before the statement s[ss..end), whatever finder found
   it, and in the same walk, the short sentence right before it nothing
   recognises when it negates ("Ich weiß es nicht.", "Я не знаю.") and
   the statement holds nothing before its value at s[at] (none when at
   is (size_t)-1) but an answer's label or phrase ("Answer: 42", "Die
   Antwort ist 42."): the doubt's word, or that sentence's row (then
   *row is it, else ""); or NULL (answer_frame.c). */
const char *papo_frame_lead_doubt_unread(const char *s, size_t ss,
    size_t end, size_t at, const char *p, size_t pn, const char **row);
/* Is the box at s[at] bare (nothing before it in its sentence), the
   sentence before it (frame lines and computation passed, no doubt
   read) not computation?  That sentence, read whole, goes in
   [*a, *b) (answer_frame.c).  pw: the record's index, whose memo
   (problem_words.h) keeps the walk's doubts while framed reads s; or
   NULL. */
int papo_frame_lead_sentence(const char *s, size_t at, const char *p,
    size_t pn, struct papo_pwords *pw, size_t *a, size_t *b);
/* The doubt of the last sentence of a reasoning block that ends at s[e]
   (its end mark's start), lines of formatting above the mark passed:
   a sentence of doubt of the answer's standing by its parts
   (answer_unsure.c: "I did not get to double-check it."), not a doubt
   word alone ("maybe 41" is the reasoning's search); the word that says
   it, *start that sentence's start; or NULL (answer_frame.c). */
const char *papo_frame_tail_doubt(const char *s, size_t e, const char *p,
    size_t pn, size_t *start);

/*
 * The code point classes every reader asks of each letter, inline: a
 * call each took a tenth of the instructions of a record's reading.
 */

/* Is code point c a letter of a script that writes spaces between
   words (an apostrophe counts)? */
static inline int
papo_frame_word_letter(long c)
{
	if (c >= 0 && c < 0x80)
		return papo_ascii_alpha((int)c) || c == '\'';
	return (c >= 0xc0 && c < 0x530 && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x620 && c < 0x660) || (c >= 0x66e && c < 0x6d4) ||
	    (c >= 0x900 && c < 0x964) || (c >= 0x966 && c < 0x980) ||
	    (c >= 0x980 && c < 0x9ff) || (c >= 0xc00 && c < 0xc7f) ||
	    (c >= 0x1e00 && c < 0x1f00) || (c >= 0xac00 && c < 0xd7b0);
}

/* Is code point c of a script written without spaces (CJK, kana,
   Thai)? */
static inline int
papo_frame_dense_letter(long c)
{
	return c >= 0xe00 && ((c >= 0x3040 && c < 0x3100) || (c >= 0x3400 &&
	    c < 0xa000) || c < 0xe80 || (c >= 0xf900 && c < 0xfb00));
}

/* Code point c in lower case: ASCII, Latin-1, Greek, Cyrillic (the
   letters papo's rows fold; others are their own).  ASCII folds to
   ASCII only, and nothing else folds to ASCII. */
static inline long
papo_frame_fold_cp(long c)
{
	if (c < 0x80)
		return c >= 'A' && c <= 'Z' ? c + 0x20 : c;
	if ((c >= 0xc0 && c <= 0xde && c != 0xd7) || (c >= 0x391 &&
	    c <= 0x3a9 && c != 0x3a2) || (c >= 0x410 && c <= 0x42f))
		return c + 0x20;
	if (c >= 0x400 && c <= 0x40f)
		return c + 0x50;	/* Ё, Є, І, Ї */
	return c;
}

#endif
