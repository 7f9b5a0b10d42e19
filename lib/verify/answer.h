/* SPDX-License-Identifier: MIT */
/*
 * answer.h: finding the final answer in a model response, and reading a
 * reference answer.
 */
#ifndef PAPO_ANSWER_H
#define PAPO_ANSWER_H

#include <stddef.h>

#include "buf.h"

/* What to do with reasoning in <think> ... </think>. */
enum papo_think {
	PAPO_THINK_CUT,		/* the text after the last </think>; an
				   unclosed <think> has no answer */
	PAPO_THINK_KEEP,	/* search the whole response */
	PAPO_THINK_REQUIRE	/* no </think>: no answer */
};

/* How far the fallbacks go when there is no \boxed{}. */
enum papo_extract {
	PAPO_EXTRACT_BOXED,	/* \boxed{} / \fbox{} only */
	PAPO_EXTRACT_ANSWER,	/* also "final answer is", "answer:",
				   "####" */
	PAPO_EXTRACT_ALL	/* also a bare expression, a final line
				   or statement that is a value alone;
				   never the last number of prose */
};

/* Where an answer came from. */
enum papo_from {
	PAPO_FROM_NONE,
	PAPO_FROM_BOXED,
	PAPO_FROM_PHRASE,
	PAPO_FROM_WHOLE,
	PAPO_FROM_MATH,
	PAPO_FROM_NUMBER
};

struct papo_answer_opts {
	enum papo_think think;
	enum papo_extract extract;
	/* the problem text (NULL: none; not owned): a frame word in a
	   phrase it says is not the model's doubt or bound */
	const char *problem;
	size_t problemlen;
	/* the reference (NULL: not known; not owned): a word answer in a
	   last statement is read only when it is text (answer_said.c) */
	const char *reference;
	size_t referencelen;
	/*
	 * Is the value b[0..bn) written after the answer a[0..an) the
	 * same value in another form ("\\frac12", then "0.5")?  1 or 0,
	 * bounded work (the comparator's caps); ctx is same_ctx.  NULL:
	 * only the same text, spacing and markup aside, is the same value.
	 */
	int (*same)(void *ctx, const char *a, size_t an, const char *b,
	    size_t bn);
	void *same_ctx;
	/* the index of the problem's words (problem_words.h; not owned):
	   NULL, papo_answer_explain makes one for its call and frees it */
	struct papo_pwords *words;
	/* the name of the last finder tried on the response (NULL: all;
	   of two finders of one name, the later): a caller that takes
	   only that finder's answer (--explain's finder) spares the later
	   finders' work; no answer when it and the ones before it find
	   none, and none at once for "phrase" where the response holds
	   no answer phrase (the finders before it not tried) */
	const char *until;
};

/* Work bounds: boxes looked at from the end, boxes joined into a set. */
#define PAPO_ANSWER_MAX_TRIES	8
#define PAPO_ANSWER_MAX_JOIN	64
/* The most bytes a box may hold and be an answer. */
#define PAPO_ANSWER_MAX_BOX	(1 << 20)

/*
 * Find the final answer in response s (n bytes of UTF-8): the last
 * \boxed{} or \fbox{} (brace-matched; boxes next to it, separated only
 * by commas, spacing or a few words with "and"/"or", are joined into
 * a list), else the fallbacks o->extract allows.  The answer text is
 * put in out (reset first).  Returns enum papo_from (PAPO_FROM_NONE:
 * no answer, out empty).  Work is linear in n.
 */
int papo_answer_extract(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out);

/* How an answer was found or refused (--explain): static strings. */
/*
 * What follows an answer, as the tail rows read it: a fact the
 * decisions read, where --explain prints its row's name.
 */
enum papo_why_follow {
	PAPO_FOLLOW_OTHER = 0,	/* not read, or a row of its own */
	PAPO_FOLLOW_END,	/* nothing: the response ends there */
	PAPO_FOLLOW_SENTENCE	/* the rest of its own sentence, read */
};

/*
 * The strings are --explain's words only; every decision reads the
 * facts after them (follow, phrase, doubt), so renaming a message
 * changes no verdict.
 */
struct papo_answer_why {
	const char *finder;	/* what found it ("box", "phrase", "json",
				   "whole response", ...), or NULL */
	const char *before;	/* the row that accepted or refused the
				   words before it ("is", "不", "alone") */
	const char *after;	/* the row that accepted or refused what
				   follows it ("end", "です", "wrong") */
	const char *refused;	/* why there is no answer, or NULL */
	char word[32];		/* the first word after it not recognised,
				   or "" */
	enum papo_why_follow follow;	/* what after names */
	int phrase;		/* found by the answer phrases' row */
	int doubt;		/* refused: a doubt in its statement */
};

/*
 * Is the answer statement s[a..b) free of doubt ("The answer is 4, I
 * guess")?  0 when a doubt word of a language papo knows is in it: then
 * w (when not NULL and nothing refused yet) notes it as a doubt after
 * the answer.
 */
int papo_answer_sure(const char *s, size_t a, size_t b,
    struct papo_answer_why *w);
/* The end of a certainty opener of s[a..b) ("Sans aucun doute, "), or a. */
size_t papo_answer_sure_open(const char *, size_t, size_t);

/*
 * A multi-select answer: pred[0..pn) a set of option letters A-J
 * written with separators ("A, C, D", "A、C、D", "A 和 D", "B and E",
 * \text{B, E}) against reference ref[0..rn), a run of distinct letters
 * ("ACD") or such a set, when response resp[0..n) labels options (a
 * word "option", 选项, a line "A." or "(A)"), so that "B, C" naming
 * points is left alone.  1 when the sets are equal, 0 when not, -1 when
 * the rule does not apply.
 */
int papo_answer_choice_set(const char *ref, size_t rn, const char *pred,
    size_t pn, const char *resp, size_t n);
/*
 * Does s[k..n) start with a set of option letters (papo_answer_choice_set's
 * "A ve C", "A dan C", "А і В", or a run of capitals standing alone,
 * "ACE") that runs to its sentence's end ('.', '!', '?', a newline, 。
 * or ।)?
 */
int papo_answer_letters_at(const char *s, size_t k, size_t n);
/*
 * The statements s[0..n) names by their Roman numerals, as bits (I the
 * lowest): numerals joined by commas, "and", "&", '/', "、" and ended
 * by "only" ("I and III only", "(II)", "I, II and III"); 0 when s
 * writes anything else ("I or III", "I and 3").
 */
unsigned papo_answer_roman_set(const char *s, size_t n);
/*
 * Does problem p[0..n) number statements I, II, ... on lines of their
 * own ("II. x > 0", "(II) ...", "II) ...")?
 */
int papo_answer_roman_listed(const char *p, size_t n);
/*
 * A multiple-choice statement whose value is a set of the statements
 * problem p[0..pn) numbers I, II, ... ("The correct choice is I and III
 * only."), the last of s[0..n): 1 with where it starts in *at, its
 * value in s[*va..*stop); else 0.
 */
int papo_answer_choice_roman(const char *s, size_t n, const char *p,
    size_t pn, size_t *at, size_t *va, size_t *stop);
/*
 * A multi-select answer s[a..e) that names the options it leaves out,
 * by a language's row ("all except B and D", "alle außer B und D", "B
 * と D 以外すべて"): the others problem p[0..pn) lists, as a set ("A, C,
 * E"), into out (reset first), 1; 0 when it is no such answer, names a
 * letter the problem does not list or leaves none.  With p NULL: 1
 * when s[a..e) has such a form (out not written).
 */
int papo_answer_choice_except(const char *s, size_t a, size_t e,
    const char *p, size_t pn, struct papo_buf *out);
/*
 * Is s[0..n) a set of option letters ("A, C, E"), a label of another
 * script in it read by the problem p[0..pn) (papo_answer_label_letter:
 * "А, С, Е" in Cyrillic look-alikes where the problem lists Latin
 * options)?  0 when p is NULL.
 */
int papo_answer_letters_listed(const char *s, size_t n, const char *p,
    size_t pn);
/*
 * Is s[a..e) a set of option letters ("A, C, and E") and, to its end,
 * an aside that names letters left out, none of the set's ("(not B or
 * D)", "(not B, D)")?  Where the aside starts (the set's end) when so,
 * else 0.
 */
size_t papo_answer_choice_aside(const char *s, size_t a, size_t e);

/*
 * The option letter A-J that reference s[0..n) is alone ("B", "(B)",
 * "\text{B}"), or 0.
 */
int papo_answer_ref_letter(const char *s, size_t n);
/*
 * The option letter ('A'...) a prediction s[0..n) names with a label of
 * another script (Thai ก ข ค ง, Japanese ア イ ウ エ, Korean 가 나 다 라,
 * Bengali ক খ গ ঘ, Russian А Б В Г; "(ข)" too), read by its order; a
 * Russian label by the problem p[0..pn) (may be NULL): by its order where
 * it lists Russian labels, as the Latin letter it looks like where it
 * lists Latin ones (С and Е, no Russian label, only there).  0 when it
 * is no such label; -1 when it is one whose
 * letter is not known (В with no list: B or C).
 */
int papo_answer_label_letter(const char *s, size_t n, const char *p,
    size_t pn);
/*
 * A copy of s[0..n) in b with each polite ending or particle after a
 * lone option letter blanked where its sentence ends, in the last 600
 * bytes ("答えはBです。",
 * "정답은 A입니다.", "คำตอบคือ ข ครับ"): offsets kept.  1 when one was
 * blanked, else 0 (b untouched).  b is the caller's to release.
 */
int papo_answer_polite(const char *s, size_t n, struct papo_buf *b);

/*
 * The option a line s[0..n) of a problem states ("A. 80", "(B) 3/4",
 * "C)272 minutes", "D: ..."): its index (0 for A) with its text in *t,
 * *tn (pointing into s); -1 when the line states none.
 */
int papo_answer_option_line(const char *s, size_t n, const char **t,
    size_t *tn);

/*
 * The text of option letter (A-J) in problem p[0..pn) into *t, *tn
 * (pointing into p): 1 when the problem lists its options without
 * doubt (two or more, A, B, ... in order, each once) and this one among
 * them, else 0.  p may be NULL.
 */
int papo_answer_option_of(const char *p, size_t pn, int letter,
    const char **t, size_t *tn);
/*
 * The texts of the problem p[0..pn)'s options A, B, ... in order, at
 * most max, into t[] and tn[]: how many, as papo_answer_option_of gives
 * them letter by letter from 'A' (one reading of the problem, not one a
 * letter).
 */
int papo_answer_options_of(const char *p, size_t pn, const char **t,
    size_t *tn, int max);

/*
 * Is t[0..n), written after option letter's label where no problem
 * lists the options to read it by, recognised as adding nothing to the
 * letter: formatting alone, the letter restated ("(B)", "option B") or
 * a closing remark recognised whole (answer_close.c)?  1 or 0: any other
 * text ("(B), kecuali n genap", "(B) decrease hatta") is not read.
 */
int papo_answer_choice_rest(const char *t, size_t n, int letter);

/*
 * The option letter (A-J) whose text problem p[0..pn) lists s[a..b)
 * restates, case and spacing aside, after the label's marks (". ", ") ",
 * ": ") and before a full stop ("C. brevidade no tratamento da
 * temática." for "(C) brevidade no tratamento da temática"); 0 for none.
 */
int papo_answer_option_restated(const char *p, size_t pn, const char *s,
    size_t a, size_t b);

/*
 * Does problem p[0..pn) ask in parts ("(a) ... (b)") while response
 * s[0..at) already gave a letter other than c after "answer is"?  Then
 * the letter c answers one part, not the question.
 */
int papo_answer_parts_answered(const char *s, size_t at, int c,
    const char *p, size_t pn);

/*
 * The option letter that the final statement of response s[0..n) ties
 * to its last box ("\boxed{-4}，故选 B", "\boxed{12}, which is option
 * (D)", "\boxed{x} **(A)**", "正确选项是 A，即 \boxed{x}"): the letter;
 * -1 when it names two; 0 when none, or when a capital letter there
 * stands with no option cue (no guess).
 */
int papo_answer_choice_named(const char *s, size_t n);

/*
 * The contents of the last box of response s[0..n) into out (reset
 * first) when that box closes the response (at most 80 bytes of
 * anything after it: "\boxed{4}，故选 B。"): 1; else 0.
 */
int papo_answer_closing_box(const char *s, size_t n, struct papo_buf *out);

/*
 * Is the JSON key that ends at the ':' s[colon] (its object starting
 * at s[a]) one that holds reasoning ("reasoning", "explanation",
 * "thought", "steps", "analysis", ...)?  Such a key before the answer
 * key is the work before the answer, not a doubt of it.
 */
int papo_answer_json_reasoning(const char *s, size_t a, size_t colon);

/*
 * Where the final statement of s[a..b) starts: after the last sentence
 * end (". ", "。", "! ", "? ", a newline) before its last character; a
 * when it is one sentence.
 */
size_t papo_answer_final_statement(const char *s, size_t a, size_t b);

/*
 * Is s[0..n) (its last 3,000 bytes) written in a language that writes a
 * decimal comma: German, French, Spanish, Italian, Portuguese words, or
 * Indonesian, Vietnamese, Polish or Turkish words, or Cyrillic, Turkish
 * or Vietnamese letters, outnumbering English ones two to one?  1 when
 * so; 2 for Swahili (its answer word), which writes a decimal comma
 * where it cannot group thousands ("0,5") and groups them as English
 * does ("1,250"); else 0.
 */
int papo_answer_comma_language(const char *s, size_t n);

/*
 * The ordinal suffix ("st", "nd", "rd", "th") of the integer whose
 * digits run from s[a] to s[e] (3: "rd", 11: "th", 22: "nd").
 */
const char *papo_answer_ordinal(const char *s, size_t a, size_t e);

/*
 * A plain number s[0..n) of a response in such a language, read with
 * its decimal comma and thousands dots ("3,5" 3.5, "1.234,5" 1234.5,
 * "1.234.567"): 1 and the number with a decimal point in out; -1 when
 * the grouping cannot tell ("3,500", "3.500": 3.5 or 3500); 0 when s is
 * no such number (or needs nothing: "3.5", "12").
 */
int papo_answer_decimal_comma(const char *s, size_t n,
    struct papo_buf *out);

/*
 * Was the answer found and refused only for a doubt after it ("...,
 * but I am not sure", "I guess")?  Then papo-verify's verdict is
 * uncertain rather than no_answer (both r_out 0).
 */
int papo_answer_uncertain(const struct papo_answer_why *w);

/*
 * papo_answer_extract, and in w (when not NULL; cleared first) which
 * finder matched, the rows around the answer, and why there is none.
 */
int papo_answer_explain(const struct papo_answer_opts *o, const char *s,
    size_t n, struct papo_buf *out, struct papo_answer_why *w);

/*
 * How many bytes at the end of s[0..n) are a model turn's end tokens
 * ("<|im_end|>", "<|endoftext|>", "<end_of_turn>", DeepSeek's,
 * gpt-oss's: rows; "</s>" when it closes no "<s>" strike, and a
 * batch's "<pad>"; not GAOKAO's "<eoa>", which ends a section)
 * and the white space around them: the turn ended there, so the
 * response is what comes before them ("\\boxed{42} apples.<|im_end|>"
 * is read as "\\boxed{42} apples.").  0 when it does not end on one.
 */
size_t papo_answer_end_tokens(const char *s, size_t n);

/*
 * Are the English nouns a[0..an) and r[0..rn), in lower case with a
 * final 's' dropped ("kid", "children"), a pair that names one thing
 * ("kid" and "children", "person" and "people", "film" and "movie")?
 * One table for the extraction (a noun after the answer's value is the
 * problem's when it is a synonym of one of its words) and the
 * comparison (verify_asked.c: the noun the question asks).
 */
int papo_answer_synonym(const char *a, size_t an, const char *r, size_t rn);

/*
 * The part of reference answer s (n bytes) to compare: the content of
 * its last \boxed{} run when it has one, without a leading "the answer
 * is" or "answer:".  The reference is LaTeX, never prose: nothing else
 * is extracted from it.  The result goes in out (reset first).
 */
void papo_answer_reference(const char *s, size_t n, struct papo_buf *out);

/*
 * Full-width forms ("３", "；") are their ASCII characters, native
 * digits (Arabic-Indic, Devanagari, Bengali, Telugu, Thai) ASCII digits,
 * vulgar fractions ("¾"), the fraction slash and superscript exponents
 * ("2⁻⁵") their TeX and, when
 * bold is set, markdown emphasis ("**Evelyn**", not "2**10") is
 * nothing: s (n bytes) with them undone goes in out (reset first; it
 * must not alias s) and 1 is returned; 0 when s has none (out
 * untouched).
 */
int papo_answer_unmark(const char *s, size_t n, int bold,
    struct papo_buf *out);

/*
 * A response with its percentages written sign first, as Turkish writes
 * them ("%25'i"), each written "25%": s (n bytes) so rewritten into out
 * (reset first; it must not alias s), 1; 0 when s has none (out
 * untouched).  Not a sign glued to a word or a digit before it
 * ("a%25b"), nor TeX's escaped sign.
 */
int papo_answer_sign_first(const char *s, size_t n, struct papo_buf *out);
/* Does the problem p[0..pn) ask a percentage ("what percent", "wie viel
   Prozent", "百分之几", "berapa persen", "yüzde kaç"; p NULL: no)? */
int papo_answer_asks_percent(const char *p, size_t pn);
/* Is the problem p[0..pn) Turkish (three letters or more only Turkish
   writes: ğ, ı, ş; p NULL: no)? */
int papo_answer_tr_problem(const char *p, size_t pn);
/*
 * A response with fractions written in digits the way Japanese, Korean
 * and Chinese write them, the denominator first ("3分の1", "3분의 1",
 * "3分之1"), each written "1/3": s (n bytes) so rewritten into out
 * (reset first; it must not alias s), 1; 0 when s has none (out
 * untouched).  A mixed number's fraction ("2と3分の1") is left as it is.
 */
int papo_answer_cjk_fractions(const char *s, size_t n, struct papo_buf *out);
/*
 * A response whose last sentence holds no digit and no math and one
 * count spelled out in words ("So the garden has fifteen rows."; in
 * the words of German, French, Spanish, Italian, Portuguese or Russian
 * when the sentence is in one of them: "hay doce soluciones"), the count
 * written in digits: s (n bytes) so rewritten
 * into out (reset first; it must not alias s), 1; 0 when s has none or
 * two (out untouched).  A lone word for one ("one of them", "un") is no
 * count.  The sentence's one fraction in words and no other count
 * ("So the probability is one third.", "ein Drittel") is written "1/3";
 * not a mixed number's part ("one and one third").
 */
int papo_answer_spelled(const char *s, size_t n, struct papo_buf *out);
/*
 * papo_answer_spelled where the problem p[0..pn) is in one of those
 * languages (its question's sentence read as the response's is): its
 * number words are read in a last sentence that holds none of their
 * function words ("Gana dieciocho dólares." to "¿Cuánto gana al día?").
 */
int papo_answer_spelled_for(const char *s, size_t n, const char *p,
    size_t pn, struct papo_buf *out);

/*
 * A response that strikes an old value through and writes the new one
 * right after it ("The answer is ~~48~~ 42.", "<del>48</del> 42",
 * "$\sout{48}$ 42"), the struck values taken out: s (n bytes) so
 * rewritten into out (reset first; it must not alias s), 1; 0 when s
 * has none (out untouched).  A struck value written again after its
 * strike is left struck (a return to it: papo_answer_struck).
 */
int papo_answer_unstrike(const char *s, size_t n, struct papo_buf *out);

/*
 * Does s (n bytes) hold a mark that strikes text through ("~~", "<del>",
 * "<s>", "<strike>", "\\sout{", "\\xout{")?  Asked first, once a
 * response: papo_answer_unstrike and papo_answer_struck only where one
 * is.
 */
int papo_answer_strikes(const char *s, size_t n);

/*
 * Is the answer v[0..vn) a value s[0..n) strikes through ("~~42~~ 48.
 * No, 42 after all.": a return to it)?  Asked once a response, of the
 * answer read.
 */
int papo_answer_struck(const char *s, size_t n, const char *v, size_t vn);

/*
 * A response that holds an evaluation harness's answer trigger with
 * words of the harness's own inside it ("Therefore, the answer (arabic
 * numerals) is 64.", "Therefore, among A through E, the answer is D."),
 * those words taken out, rows of answer_trigger.c ("Therefore, the
 * answer is 64."): s (n bytes) so rewritten into out (reset first; it
 * must not alias s), 1; 0 when s holds none (out untouched).
 */
int papo_answer_trigger(const char *s, size_t n, struct papo_buf *out);

/*
 * The start of the last sentence of s[0..n) (after the last '.', '!',
 * '?', '。' or line break that ends a sentence before its end); 0 when it
 * is the whole text.  Never fails.
 */
size_t papo_answer_last_sentence(const char *s, size_t n);

/*
 * papo_answer_last_sentence(s, n), returned, and in *before the start
 * of the sentence before it, papo_answer_last_sentence(s, that start),
 * in one scan of s when n is at most 4096 (then both read s from 0).
 * Never fails.
 */
size_t papo_answer_last_sentences(const char *s, size_t n, size_t *before);

/*
 * An answer as it is compared: papo_answer_unmark, a phrase for the real
 * line ("all real numbers", \mathbb{R}) as the interval
 * (-\infty,\infty), and without a trailing quantifier over the integers
 * ("\text{ for } k \in \mathbb{Z}").  The result goes in out (reset
 * first; out must not alias s) and 1 is returned; 0 when nothing changed
 * (out untouched).
 */
int papo_answer_normalize(const char *s, size_t n, struct papo_buf *out);

/*
 * The domain condition papo_answer_normalize drops from s[0..n) ("\ln x,
 * x > 0", "\frac{2}{x-3} \text{ for } x \neq 3"), written into out
 * (reset first) as its variable, one byte for its relation ('<', '>',
 * 'l' for \leq, 'g' for \geq, 'n' for \neq) and its constant as
 * written: 1; 0 when s has none (out untouched).
 */
int papo_answer_domain(const char *s, size_t n, struct papo_buf *out);

/*
 * The relation written at s[i..n) as papo_answer_domain codes it ('<',
 * '>', 'l', 'g', 'n': "\\le", "\\leqslant", "≤" and "<=" alike), its
 * length in *len; 0 when none (a command's name must end there).
 */
char papo_answer_relation(const char *s, size_t i, size_t n, size_t *len);

/*
 * A reference that lists acceptable answers as quoted strings, the way
 * some datasets store it (["2", "two"], ['2', 'two'], JSON escapes
 * undone): each alternative, NUL-terminated, goes in out (reset first)
 * with its offset in off[]; returns how many (at most max), or 0 when s
 * is not such a list (then out holds nothing of use).
 */
size_t papo_answer_alternatives(const char *s, size_t n, struct papo_buf *out,
    size_t *off, size_t max);

/*
 * The values response s (n bytes) says the answer is not ("the answer
 * cannot be 4", "the answer is not $\frac12$"): each, NUL-terminated,
 * into out (reset first) with its offset in off[]; returns how many (at
 * most max).  A response that denies the reference is never equal to it.
 */
size_t papo_answer_denied(const char *s, size_t n, struct papo_buf *out,
    size_t *off, size_t max);

/*
 * Does the problem text p[0..pn) (NULL: none) ask for a rounded value
 * ("to the nearest", "round", "decimal places", "significant figures";
 * not "estimate", which asks for a value)?  Then a value marked
 * approximate is the rounding asked for, not a hedge.
 */
int papo_answer_rounding_asked(const char *p, size_t pn);

/*
 * A text that opens with a number and a unit papo sizes ("650 grams of
 * zinc", an option's text after its letter): the number and the unit as
 * an answer phrase's reading writes them ("650 \\text{ grams}") into out
 * (reset first), 1; 0 when it opens otherwise (answer_prose.c).
 */
int papo_answer_value_unit(const char *s, size_t n, struct papo_buf *out);

/*
 * Is w[0..wn) one of the verbs a Hindi, Bengali or Telugu statement may
 * end on after its value ("मिलता", "পান", "పొందుతుంది"): the statement's
 * verb, not a unit in the asked unit's place?
 */
int papo_answer_final_verb(const char *w, size_t wn);

#endif
