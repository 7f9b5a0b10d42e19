/* SPDX-License-Identifier: MIT */
/*
 * answer_find_impl.h: what the finder files (answer_find.c, answer_box.c,
 * answer_prose.c, answer.c) share.  Internal: only lib/verify/answer*.c
 * include it; the module's interface is answer.h.
 */
#ifndef PAPO_ANSWER_FIND_IMPL_H
#define PAPO_ANSWER_FIND_IMPL_H

#include <stddef.h>

#include "buf.h"

/* What a statement gives: no value, one, or several (no answer). */
enum { ST_NONE = 0, ST_ONE = 1, ST_MANY = -1, ST_REST = -2 };

struct papo_answer_opts;

/*
 * The rest of the answer's own sentence, as papo_answer_rest judged it
 * for the phrase and last-statement finders: o the comparator a
 * restatement is read by (or NULL); why the refusal (ST_REST), row and
 * word what refused it.
 */
struct papo_answer_said {
	const struct papo_answer_opts *o;
	const char *why;
	const char *row;
	char word[32];
	size_t end;	/* the last statement's end (0: not known) */
	size_t rl;	/* a line after it that restates a value ("Lo
			   ripeto: 45."), passed over to reach it; 0: none */
	size_t stop;	/* where the rest of the value's sentence read
			   stopped (answer_prose.c rest_said) */
	size_t at;	/* where the last statement's value starts
			   (papo_answer_last_statement); 0: not known */
};

/*
 * answer_calc.c: is each word and sign inside the computation that
 * gives the value out (a number '=' precedes) of the statement
 * s[v..end) recognised: the problem p[0..pn)'s word (pw its words; p
 * NULL: none), a unit, a variable, an operator, a function word?  NULL
 * when it is or no computation gives the value, else why not, the word
 * in word.
 */
/*
 * answer_prose.c: where a statement s[a..b) that opens on "So", "OK",
 * "Exactly" or "Precisely", then a comma, a colon or a space, goes on
 * with its value (a number, math, a variable alone: "So, 7.", "So x =
 * 7.", "Exactly 7."); else a.  Such an opener is no prose: it would be
 * read as the value's word.
 */
size_t papo_answer_short_opener(const char *s, size_t a, size_t b);

/*
 * answer_open.c: is the word s[i..we) a row of any listed language that
 * negates, doubts, supposes, turns, disowns or names a guess ("pas",
 * "non", "si", "nie", "falsch")?
 */
int papo_answer_refusal_word(const char *s, size_t i, size_t we);
/* answer_open.c: does s[a..b) hold, anywhere, a row of dense_nevers[]:
   a condition, a doubt, a negation or a guess of the dense scripts and
   of others read in them ("不", "않", "可能", "ليس")? */
int papo_answer_dense_never(const char *s, size_t a, size_t b);

/*
 * answer_calc.c: why the whole response s[a..b), read as a bare
 * expression ("x = 7", "3 + 4 = 7"), is none: a tilde apart out of math
 * ("So ~ 3 + 4 = 7", "x ~ = 7"), a negation or a doubt of any listed
 * language among its words ("So: si 3 + 4 = 7", "So: 않 x = 7", "x 不 =
 * 7"); NULL when none stands there.
 */
const char *papo_answer_whole_unread(const char *s, size_t a, size_t b);

struct papo_pwords;
const char *papo_answer_calc_unread(const char *s, size_t v, size_t end,
    const struct papo_buf *out, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn);

/* Last occurrence of pat in s[0..n), or -1; searched from the end. */
long papo_answer_last_of(const char *s, size_t n, const char *pat);

/* answer_amend.c */

/*
 * Does s[0..n) end on a correction of its own answer that the rows
 * recognise: an opener at a sentence's start (*open), its reason, then
 * one statement row (from *said) right before the new value, which
 * starts at *at, or the value right after the openers (*said and *at
 * both the value's: "No wait, 42.")?  Nothing is asked here of the
 * value or of what follows it.
 */
int papo_answer_amended(const char *s, size_t n, size_t *open, size_t *said,
    size_t *at);

/*
 * The length of the longest correction opener that stands at s[i..n)
 * with punctuation after it ("Hmm, no", "Wait"), or 0.
 */
size_t papo_answer_amend_opener(const char *s, size_t i, size_t n);

/* answer_again.c */

/*
 * Where the last line of s[0..n) that opens a new question starts
 * ("Question 2: ...", "Q: ...", "Next problem: ...", "User: ..."); 0
 * when none does after the first byte.
 */
size_t papo_answer_asked_again(const char *s, size_t n);

/* answer_box.c */

/*
 * The last run of joinable boxes in s[0..n): their contents, joined
 * with ", ", into out; *lastend is where the last box ends, *firstat
 * where the first starts.  Returns 1 when there is a box.
 */
int papo_answer_boxes(const char *s, size_t n, struct papo_buf *out,
    size_t *lastend, size_t *firstat);
/*
 * Is the box s[at..end) a part of an expression, not the whole answer
 * ("\boxed{4}^2", "-\boxed{4}", "\frac{1}{\boxed{4}}", "2\boxed{4}",
 * "\boxed{4}\pi", "\boxed{4} + 1", "\boxed{4} \Rightarrow 5")?  A
 * multiplier word after it ("\boxed{4} times", "dozen") is part of
 * more unless problem p[0..pn) (NULL: none) asks "how many" of that
 * word and nothing compared or multiplied follows it ("\boxed{3}
 * times." answers "How many times ...?").
 */
int papo_answer_box_in_expr(const char *s, size_t n, size_t at, size_t end,
    const char *p, size_t pn);
/*
 * Is the box that starts at s[at] denied by the words before it ("not
 * \boxed{4}", "It isn't \boxed{4}", "We can't have \boxed{4}")?
 */
int papo_answer_box_negated(const char *s, size_t at);
/*
 * Does a box's content b[0..n) carry a remark in words that is no part
 * of a value: an aside that offers, conditions or judges ("4 \text{
 * (or 5)}", "4 \text{ (if n is even)}", "4 \text{ (wrong)}"), a
 * question mark ("4\text{?}"), a denial ("\neq 4")?
 */
int papo_answer_box_remark(const char *b, size_t n);
/*
 * Does a box's content b[0..n) end on a relation or an arrow with
 * nothing after it, a value before it ("\boxed{42 =}", "\boxed{42
 * \approx}")?
 */
int papo_answer_box_dangling(const char *b, size_t n);
/*
 * Does an <answer> tag in s[i..n), after a box, hold something else than
 * the box's value v: two answers that disagree?
 */
int papo_answer_tag_differs(const char *s, size_t i, size_t n,
    const struct papo_buf *v);
/* Does an <answer> tag in s[0..n) deny or hedge its value ("not 4")? */
int papo_answer_tag_hedged(const char *s, size_t n);

/* An answer tag (<answer>, <solution>, <final_answer>) in a response. */
struct papo_answer_tag {
	const char *name;	/* "answer", ...: a static string */
	size_t open;		/* where its opening tag starts */
	size_t a, b;		/* its content s[a..b) */
	size_t end;		/* where its closing tag ends */
};

/*
 * The first answer tag that opens in s[i..n), into t: 1 when it is
 * closed (the first closing tag of its name after it), -1 when it never
 * is (t->open, t->a set: the response was cut off inside it), 0 when no
 * answer tag opens there.
 */
int papo_answer_tag_next(const char *s, size_t i, size_t n,
    struct papo_answer_tag *t);
/*
 * Is tag t of s[0..n) a format quoted, not an answer: in quotes or
 * backticks, after words that introduce a format on its line ("in the
 * form", "e.g.", "your answer"), or holding a placeholder ("...")?
 */
int papo_answer_tag_quoted(const char *s, size_t n,
    const struct papo_answer_tag *t);

/* answer_prose.c */

/*
 * The answer in s[a..b) after a phrase, into out: ST_ONE when found,
 * ST_MANY when the statement hedges or offers several values, else
 * ST_NONE with out untouched; *send is where the statement ends.  Its
 * value ends before a reason ("12 since there are 3 boxes of 4" is 12)
 * or an aside.  With text set, a few plain words are an answer
 * ("Answer: No solution").  A condition or doubt after the value in
 * its sentence ("5, assuming n is odd") is ST_MANY, unless the problem
 * pr[0..pn) (NULL: none) says the same clause.  With said not NULL,
 * the rest of the value's sentence must be recognised word by word
 * (papo_answer_rest), else ST_REST and said filled.
 */
int papo_answer_after_phrase(const char *s, size_t a, size_t b,
    struct papo_buf *out, int text, size_t *send, const char *pr,
    size_t pn, struct papo_answer_said *said);
/*
 * The response's final statement, in its last sentences s[0..b): the
 * last sentence that holds a value (the sentences after it, notes
 * without one, at most three), when it is the value alone (a number with
 * at most a unit, a run of math), or asserts it ("the total is $12$"),
 * or concludes with one value ("Therefore, it takes 35 minutes"); any
 * sentence in another script with one value.  Anything else (two
 * values, a hedge, a condition or doubt after the value that the
 * problem pr[0..pn), NULL for none, does not say, no assertion) is no
 * answer.  With said not NULL, the rest of the value's sentence must
 * be recognised word by word (papo_answer_rest), else ST_REST and said
 * filled.
 */
int papo_answer_last_statement(const char *s, size_t b, struct papo_buf *out,
    int *math, const char *pr, size_t pn, struct papo_answer_said *said);
/* Is there a number or math in s[a..b) outside parentheses? */
int papo_answer_bare_value(const char *s, size_t a, size_t b);
/* Does an aside at s[i] offer another value ("(or 5 if ...)")? */
int papo_answer_hedged_aside(const char *s, size_t i, size_t b);
/* Does s[a..b) hold a digit? */
int papo_answer_has_digit(const char *s, size_t a, size_t b);
/* Does the answer b[0..n) hold a letter outside a command ("3 cm")? */
int papo_answer_plain_letter(const char *b, size_t n);
/*
 * Is s[a..b) a note ("Note: ...", "(Check: ...)", "Remark"), which
 * comments on the answer and never gives it?
 */
int papo_answer_is_note(const char *s, size_t a, size_t b);
/* Does s[a..b) say a value is "not the answer" ("isn't the answer")? */
int papo_answer_not_the_answer(const char *s, size_t a, size_t b);

/*
 * Does the value at s[a] open the sentence s[a..b) before "is the
 * answer" (answer_rows.c's suffix rows ending in "answer") that ends
 * it, at most two words between ("12 apples is the answer.")?  The
 * last statement's finder reads it, not the count subject's.
 */
int papo_answer_suffixed(const char *s, size_t a, size_t b);

/*
 * The word families of opposites (answer_contra.c) the question of the
 * problem p[0..pn) names, a bit each (0: none); and does the sentence
 * s[a..b) say the opposite of what a question of families q asks: a
 * word of a family opposite to one of the question's, and none of the
 * question's own ("12 fewer apples" for "How many more apples ...?",
 * "spent" for "save"; English)?  That word, or NULL.
 */
unsigned long papo_answer_question_families(const char *p, size_t pn);
const char *papo_answer_contradicts(const char *s, size_t a, size_t b,
    unsigned long q);
/*
 * Does the sentence s[a..b) turn around the comparison the question of
 * the problem p[0..pn) asks: its object after "than" (que, als, чем,
 * di) another word the question writes than the question's own ("Ann
 * has 5 more apples than Tom." for "How many more apples does Tom have
 * than Ann?")?  "than", or NULL.
 */
const char *papo_answer_turned(const char *s, size_t a, size_t b,
    const char *p, size_t pn);
/*
 * A scale word or a unit right after a value that ends at s[i] ("$2.5$
 * million", "\\boxed{3} billion", "\\boxed{3} minutes", "3 km"):
 * appended to out, as the reference writes it ("2.5 million", "3
 * \\text{ minutes}"), and 1 returned; else 0.  A unit is a word of the
 * unit list (units.h), of two letters or more or an SI symbol (J, N,
 * V, W, m, s, h) ending its clause, after a value that has none: a
 * different unit is a different answer.
 */
/* The length of the unit word s[i..i + l) of s[..n) and the word after
   it when the two are one unit ("pounds sterling", "square meters",
   "sq yd"); else l (answer_prose.c) */
size_t papo_answer_unit_words(const char *s, size_t i, size_t l,
    size_t n);
int papo_answer_scale_after(const char *s, size_t i, size_t n,
    struct papo_buf *out);
/* The length of the word of list w at s[i..b) (a whole word), or 0. */
size_t papo_answer_word_of(const char *s, size_t a, size_t b, size_t i,
    const char *const *w);

/*
 * answer_choice.c: the last statement in s[0..n) that names the right
 * option ("The correct option is G.", "the best choice is (C)"): its
 * letter, with where its words start (*at) and where it ends (*stop;
 * before " (" of a gloss, "is B (decrease).", which the caller reads);
 * 0 when the last such words name no lone letter or go on ("is G,
 * which").
 */
int papo_answer_choice_stmt(const char *s, size_t n, size_t *at,
    size_t *stop);

/*
 * A Chinese statement that names the options first and says they are
 * right, the response's last ("C选项正确。", "选项 B、C、D 均正确。",
 * "B、C、D 均为正确选项。"): their letters in let[] (10 at most), how
 * many, its start in *at and its end in *stop; 0 when there is none.
 */
int papo_answer_choice_zh(const char *s, size_t n, char *let, size_t *at,
    size_t *stop);
/* answer_choice.c: the start of the longest row of l that ends at s[e]
   (after s[a]), or e. */
size_t papo_answer_row_ending(const char *s, size_t a, size_t e,
    const char *const *l);
/* answer_choice.c: is s[i] (in s[a..b)) a lone capital A to J, an
   option's letter ("D", "(D)"), no word's nor command's? */
int papo_answer_lone_letter(const char *s, size_t a, size_t i, size_t b);

/*
 * answer_chosen.c: the last statement in s[0..n) that chooses one option
 * in the first person, by language ("I choose (B).", "Je choisis la
 * réponse (b).", "我选 B。"), whole, its letter one problem p[0..pn)
 * (or NULL) lists: the letter, with where the statement starts (*at)
 * and ends (*stop); else 0.
 */
int papo_answer_choice_chosen(const char *s, size_t n, const char *p,
    size_t pn, size_t *at, size_t *stop);

/*
 * answer_choice.c: the text of an option written right after its label,
 * s[a..b) from just after the label to the value's end ("(B) decrease",
 * "(C), lizards", "D (About 45%)", "**(B) March and April**"): a few
 * plain words (letters, digits, '%', '-', '\''), no second option, no
 * "or", negation, doubt or take-back; its extent in *ta, *tb and 1,
 * else 0.
 */
int papo_answer_option_text(const char *s, size_t a, size_t b, size_t *ta,
    size_t *tb);

/*
 * Is s[a..b) one plain sentence restating an option's text after its
 * letter ("The sequence converges to 2."): no other letter, no math, no
 * negation, doubt, second thought or conclusion, and where problem
 * p[0..pn) (or NULL) lists the options, that option's text, case and
 * spacing aside?  1 or 0.
 */
int papo_answer_choice_text(const char *s, size_t a, size_t b, int letter,
    const char *p, size_t pn);

/*
 * The last line of response s[0..n) states one option of problem
 * p[0..pn) by its label and its text as the problem words it ("D) 3.85
 * miles", "The correct answer is: D)96 men", "... is 'E)1,900'."),
 * after nothing or a lead that introduces an answer ("...:", "... is",
 * "option"), with no doubt, denial or condition there or in the
 * sentence before, and no other line states an option: its letter,
 * with the label's start in *at and the text's end in *stop; else 0.
 */
int papo_answer_option_last(const char *s, size_t n, const char *p,
    size_t pn, size_t *at, size_t *stop);

/*
 * answer_said.c: final statements with no answer phrase, each in the
 * last sentence s[a..n) of s[0..n) (a from papo_answer_last_sentence, n
 * the statement's end, papo_answer_said_stmt).  Each puts the value in
 * out (reset first), where it starts and ends in *at and *stop, and
 * returns 1; else 0 with out untouched or reset.  The rest of the
 * sentence is the caller's to judge.
 */
/*
 * The count that opens the sentence as its subject, a noun after it
 * ("6 buses are required", "35% of the members voted", "12 runners
 * finished ahead of runner #5"): no other value in the sentence but a
 * '#' label, no math, not a number the problem pr[0..pn) (NULL: none)
 * states.  -1 when the count is asked ("6 buses?") or denied or doubted
 * before it ("Probably 6 buses").
 */
int papo_answer_count_subject(const char *s, size_t a, size_t n,
    const char *pr, size_t pn, struct papo_buf *out, size_t *at,
    size_t *stop);
/*
 * The result after a premise: a sentence opened by a premise word
 * ("Solving", "From", "Aus", "En résolvant", "Resolviendo", "Из", "由")
 * whose last result word ("gives", "we get", "ergibt", "on obtient",
 * "obtenemos", "получаем", "得") a value follows (a math span, a
 * number, "x = 5"): that value; the premise is never the answer, and
 * holds math and words that name an equation or are the problem's
 * pr[0..pn) (NULL: none) only: -1 when it holds another word.
 */
int papo_answer_premise_result(const char *s, size_t a, size_t n,
    const char *pr, size_t pn, struct papo_buf *out, size_t *at,
    size_t *stop);
/*
 * The word a copula ends the sentence on ("so the winner is **Maria**",
 * "ist gerade", "是偶函数"), when it is a recognised answer word: the
 * reference ref[0..rn) (NULL: not known) is text, or the problem
 * pr[0..pn) offers the word among its candidates ("even, odd, or
 * neither", "gerade oder ungerade").  No negation, hedge, supposition
 * or question in the sentence.
 */
int papo_answer_word_said(const char *s, size_t a, size_t n, const char *pr,
    size_t pn, const char *ref, size_t rn, struct papo_buf *out, size_t *at,
    size_t *stop);
/*
 * "No such triangle exists", "there is no such polynomial", "es gibt
 * kein solches Dreieck", "такого треугольника не существует",
 * "不存在这样的三角形", alone or after a conclusion ("we conclude
 * that"), its noun words of the problem pr[0..pn) (NULL: none) or of the
 * response before: "No" (a static string), *at and *stop around it;
 * else NULL.
 */
const char *papo_answer_none_exists(const char *s, size_t a, size_t n,
    const char *pr, size_t pn, size_t *at, size_t *stop);
/*
 * Is the last sentence s[a..n), whose value is s[at..stop), free of a
 * negation, hedge, supposition, condition or doubt (the frame's rows),
 * and is every word after the value known: a short function word, or
 * written (whole or its stem) in the problem pr[0..pn) (NULL: none) or
 * earlier in the response?  1 or 0.
 */
int papo_answer_said_known(const char *s, size_t a, size_t n, size_t at,
    size_t stop, const char *pr, size_t pn);
/*
 * The end of the statement that holds the value in s[0..n), whose last
 * sentence starts at s[a]: n, or that start when it holds no digit, math
 * or count in words (one after
 * another, twice at most: "Six buses are required. Thanks!"); what
 * follows it is the frame's tail to judge.
 */
size_t papo_answer_said_stmt(const char *s, size_t a, size_t n);

/*
 * answer_remark.c: does s[a..b), after a bold answer (its number at
 * s[bat]) whose sentence stopped at s[stop], make a remark on the
 * solution ("This approach demonstrates ...", "To summarize the steps:
 * ...", "Double-check: 84 / 2 = 42."): a new sentence (the stop a full
 * stop, a '!' or a line's end, never a semicolon) whose first word is a
 * remark's opener or whose last equation's result is the answer
 * v[0..vn) alone, and each sentence after it one too or a recap's step
 * ("Second, ..."); each in English (no letter of another script, no
 * word only another language's rows hold), its numbers v or ones the
 * problem p[0..pn) or s[0..bat) states, with no condition, doubt or
 * disowning of the rows, no narrowing word, no range the problem does
 * not state ("n \\geq 5"), nothing after a word saying the value holds
 * but such a range ("This holds as long as ...") and no word right
 * after the value restated?  1 or 0.
 */
int papo_answer_remark(const char *s, size_t bat, size_t stop, size_t a,
    size_t b, const char *v, size_t vn, const char *p, size_t pn);

#endif
