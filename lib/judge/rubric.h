/* SPDX-License-Identifier: MIT */
/*
 * rubric.h: judge rubrics: loading the YAML file, filling the prompt,
 * reading the score out of a reply.
 */
#ifndef PAPO_RUBRIC_H
#define PAPO_RUBRIC_H

#include <stddef.h>

#include "buf.h"
#include "papo.h"

/* Which records a rubric judges. */
enum papo_rubric_select {
	PAPO_RUBRIC_CORRECT,	/* correct ones (acc, else r_out = 1) */
	PAPO_RUBRIC_ALL,
	PAPO_RUBRIC_WRONG	/* wrong ones: the answer-equivalence
				   fallback */
};

/* How the score is read from the judge's reply. */
enum papo_rubric_parse {
	PAPO_RUBRIC_BOXED,	/* last \boxed{} tier, else a
				   "Score: x" line */
	PAPO_RUBRIC_GRADE	/* the word after the last grade label */
};

/*
 * How a reply that scores each of the rubric's criteria in a list is
 * read as one verdict (combine:): none (no such list is read), their
 * sum, their mean, their least.
 */
enum papo_rubric_combine {
	PAPO_RUBRIC_COMBINE_NONE,
	PAPO_RUBRIC_COMBINE_SUM,
	PAPO_RUBRIC_COMBINE_MEAN,
	PAPO_RUBRIC_COMBINE_MIN
};

/* Most criteria a rubric may list (criteria:). */
#define PAPO_RUBRIC_MAX_CRITERIA	32

/* What a judgment that cannot be had leaves in the output field. */
enum papo_rubric_failure {
	PAPO_RUBRIC_FAIL_NULL,	/* null (r_proc: no score is not
				   score 0) */
	PAPO_RUBRIC_FAIL_KEEP	/* the record's value, untouched */
};

/* Placeholders a template may use: {{problem}} and so on. */
enum papo_rubric_slot {
	PAPO_RUBRIC_PROBLEM,
	PAPO_RUBRIC_SOLUTION,
	PAPO_RUBRIC_RESPONSE,
	PAPO_RUBRIC_ANSWER,
	PAPO_RUBRIC_PRED,
	PAPO_RUBRIC_NSLOTS
};

/*
 * Most scores or grades a rubric may list: a judge picks among a few,
 * and the loader's duplicate check is quadratic in them.
 */
#define PAPO_RUBRIC_MAX_TIERS	100

struct papo_rubric_grade {
	char *word;		/* compared without regard to case */
	double value;
};

/*
 * A loaded rubric.  It owns every string and array in it; release
 * with papo_rubric_release.  See papo-rubric(5) for the file format.
 */
struct papo_rubric {
	char *name;		/* "name:", else the file name
				   without .yaml */
	char *path;		/* the file it was read from */
	char *description;	/* may be NULL */
	char *system;		/* system message template, or NULL */
	char *prompt;		/* user message template */
	double *scores;		/* allowed scores (boxed parsing) */
	size_t nscores;
	enum papo_rubric_parse parse;
	char *grade_label;	/* "Final Grade:" (grade parsing) */
	struct papo_rubric_grade *grades;
	size_t ngrades;
	enum papo_rubric_select select;
	char *output;		/* a role name from papo(7) or a
				   field path */
	char *report;		/* the same, for the judge object */
	enum papo_rubric_failure failure;
	char **criteria;	/* the criteria a reply scores in a
				   list (criteria:), or NULL */
	size_t ncriteria;
	enum papo_rubric_combine combine;
	unsigned uses;		/* bit (1 << slot) for each
				   placeholder used */
	unsigned fenced;	/* the same, for those used as
				   {{untrusted:NAME}} */
};

/* Name of a placeholder ("problem", ...). */
const char *papo_rubric_slot_name(enum papo_rubric_slot s);

/*
 * Find the rubric file for spec.  A spec that contains '/' or ends in
 * ".yaml" is a file name, used as it is.  A bare NAME is looked up as
 * NAME.yaml in each directory of dirs (a colon-separated list; empty
 * entries are skipped), in order.  The file found is appended to path.
 * -1 with e set (status 78) when nothing is found; the message lists
 * the directories searched.  Its detail (where it looked, what a name
 * is) is in its last parentheses: papo_judge_opts_rubric puts it into
 * --rubric's "invalid value" message.
 */
int papo_rubric_locate(const char *spec, const char *dirs,
    struct papo_buf *path, struct papo_err *e);

/*
 * Append to dirs the directories papo_rubric_locate looks a bare name
 * up in, colon-separated: env ($PAPO_RUBRIC_PATH, itself such a list;
 * NULL or empty: none), then rubrics/ next to the directory of exe (the
 * running program's file, so that a build tree finds its own rubrics;
 * NULL or without a '/': none), then datadir/rubrics (where they are
 * installed).
 */
void papo_rubric_dirs(const char *env, const char *exe, const char *datadir,
    struct papo_buf *dirs);

/*
 * Load the rubric file path into r (r is initialized here).  -1 with
 * e set: status 66 when the file cannot be read, 78 when it is not a
 * valid rubric (message "FILE:LINE: what").  r holds nothing to
 * release after a failure.
 */
int papo_rubric_load(struct papo_rubric *r, const char *path,
    struct papo_err *e);

/* Same, from text (n bytes) instead of a file; name names it in messages. */
int papo_rubric_parse_text(struct papo_rubric *r, const char *name,
    const char *text, size_t n, struct papo_err *e);

void papo_rubric_release(struct papo_rubric *r);

/*
 * Fill template tpl (one of r's) with vals[slot] (vlen[slot] bytes;
 * a slot the template does not use may be NULL), appending to out.
 * Values are inserted as they are: a value that itself holds
 * "{{problem}}" is not expanded again.
 */
void papo_rubric_render(const char *tpl, const char *const *vals,
    const size_t *vlen, struct papo_buf *out);

/*
 * The same, with every {{untrusted:NAME}} written as the value between
 * the lines "<NAME-TOKEN>" and "</NAME-TOKEN>": a boundary the value
 * cannot forge when token is random and the value does not contain it
 * (papo_judge_prompt_build checks).  token NULL: sixteen zeros.
 */
void papo_rubric_render_fenced(const char *tpl, const char *const *vals,
    const size_t *vlen, const char *token, struct papo_buf *out);

/*
 * Show the response before the reference, for a check of the judge's
 * position bias: in the template that holds both, the section holding
 * {{solution}} (or, without one, {{answer}}) and the one holding
 * {{response}} trade places.  A section runs from a heading line (one
 * that starts with '#') to the next; the white space that ends each
 * stays where it was.  -1 with e set (status 78) when the two are not
 * in separate sections of one template.
 */
int papo_rubric_swap(struct papo_rubric *r, struct papo_err *e);

/*
 * Append s (n bytes) to out without its reasoning: every
 * <think>...</think> block goes, an unclosed <think> takes the rest
 * of the text with it, and a </think> with no opening tag before it
 * (chat templates that put the opening tag in the prompt) takes
 * everything before it.  Leading and trailing white space of what
 * remains is dropped too.
 */
void papo_rubric_strip_think(const char *s, size_t n, struct papo_buf *out);

/*
 * How a reply was read: its score, or the error and why; and the bytes
 * of the reply the reading rests on (the verdict, or where one was
 * looked for, or the end of a reply that was cut off), for excerpts in
 * messages.
 */
struct papo_rubric_verdict {
	double score;
	const char *error;	/* NULL, "no_score" or "truncated" */
	const char *why;	/* with an error: a static sentence */
	size_t at, len;		/* offset and length in the reply */
};

/*
 * Read the score from the content s (n bytes) of a judge's reply
 * under rubric r (the grammar is papo-rubric(5) "The verdict").  Only
 * the text after the judge's reasoning is read: after the first
 * "</think>" when the reply opens with "<think>", or when that first
 * "</think>" starts a line outside a code fence (a block the prompt
 * opened); any other "</think>" is quoted text.  A reply cut off by
 * its length limit (cut_off: finish reason "length") is never read:
 * error "truncated", whatever it says.
 *
 * Boxed parsing: the verdict is the last "Score:" label ("score"
 * starting a word, any case, markdown emphasis allowed, then ':').
 * The number after it (spaces, '$', '*', braces, \boxed{, \text{ and
 * the like skipped; 0.5, .5, 1/2, \frac{1}{2}) must be exactly one of
 * the allowed scores (compared as exact rationals), with only closing
 * punctuation after it on its line.  Without any "Score:" label, a
 * \boxed{} that ends the reply gives the score when it is allowed.
 *
 * Grade parsing: the word after the last grade label, looked up in the
 * grades without regard to case.
 *
 * Then nothing else in the text read may state another value: another
 * label, any mention of score or grade with a separator (':', '=',
 * '-', "->", "is"; qualifiers, emphasis, no-break spaces, full-width
 * forms) and a value, a \boxed{} tier ending its line, a tier alone
 * on a line; a label spelled with look-alike or zero-width characters
 * is a conflict whatever it says.  A conflict is no score.
 *
 * Returns 0 with v->score set, or -1 with v->error and v->why set.
 */
int papo_rubric_read(const struct papo_rubric *r, const char *s, size_t n,
    int cut_off, struct papo_rubric_verdict *v);

/*
 * The follow-up turn's question, for a reply with no verdict the
 * reader recognises: the verdict alone, in the rubric's format
 * ("Score: X" with X one of its scores, or its grade label and one of
 * its grades).  Appended to out.
 */
void papo_rubric_follow_up(const struct papo_rubric *r,
    struct papo_buf *out);

/*
 * A reply in OpenAI's harmony format (gpt-oss): analysis messages,
 * then the final one, "<|channel|>analysis<|message|>...<|end|>
 * <|start|>assistant<|channel|>final<|message|>...<|return|>", or the
 * same with the special tokens removed ("analysis...assistantfinal
 * ...").  1 with s[*a..*b) the final message (what the reader reads);
 * -1 with *why set (a static string) when the reply is in that format
 * but has no final message to read: only analysis (cut or not), a
 * tool call or another channel, anything after the final message; 0
 * when the reply is not in that format (*a, *b the whole of s).
 */
int papo_rubric_final_channel(const char *s, size_t n, size_t *a, size_t *b,
    const char **why);

/*
 * The judge's turn in a chat template a server left in the reply s (n
 * bytes; its special tokens not stripped), by rows of the templates of
 * the model families (ChatML, Llama 3 and 4, Gemma, Phi, GLM-4,
 * Granite, Command R, DeepSeek, Kimi K2, MiniMax): 1 with s[*a..*b)
 * the turn's text when s opens with an assistant's header, the text
 * ending at the row's end token or s's end; -1 with *why set (a static
 * string) when another turn follows the end token, or when s opens
 * with a template's token that no row reads (a user's turn, a header
 * cut short); 0 when s opens with no template token.
 */
int papo_rubric_template_turn(const char *s, size_t n, size_t *a,
    size_t *b, const char **why);

/*
 * The response block that wraps s (white space before it aside):
 * <answer>, ERNIE's <response>, Command A's <|START_RESPONSE|>.  1 with
 * s[*a..*b) its text; -1 with *why set when it never closes, opens
 * again inside, or anything but end tokens follows it; 0 when s opens
 * with none.
 */
int papo_rubric_template_block(const char *s, size_t n, size_t *a,
    size_t *b, const char **why);

/*
 * Where the first chat template token that opens a turn or a role
 * (<|im_start|>, <start_of_turn>, [INST]...) stands in s, or n.
 */
size_t papo_rubric_template_mark(const char *s, size_t n);

/*
 * 1 when the run of CJK characters s (n bytes; Chinese, Japanese or
 * Korean, no punctuation) is made of rubric_cjk.c's rows of the words a
 * judge describes the work with, end to end, with none of its refused
 * pairs; else 0 (a character no row covers, a run over 512 bytes).
 */
int papo_rubric_cjk_rows(const char *s, size_t n);

/*
 * Digits of the script around them (rubric_digits.c): full-width ones
 * right after a CJK character, Arabic-Indic ones right after an Arabic
 * letter, on a line with no ASCII letter or digit.  A copy of the reply
 * s (n bytes) with them written in ASCII: 1 with *out (malloc'd, the
 * caller frees it) and *outn, or 0 when there are none (or no memory).
 * papo_rubric_native_offset gives the offset in s of offset at of the
 * copy.
 */
int papo_rubric_native_digits(const char *s, size_t n, char **out,
    size_t *outn);
size_t papo_rubric_native_offset(const char *s, size_t n, size_t at);

/*
 * 1 when s (n bytes), the judge's text before its verdict, disowns the
 * verdict by rubric_disown.c's rows (the judge cannot or does not grade
 * by the rubric, follows the response's instruction, or quotes one the
 * response planted for its grader and never sets it aside); else 0.
 */
int papo_rubric_disowned(const char *s, size_t n);

/*
 * A table of criteria whose last row is their total ending s (n
 * bytes), every row recognised (rubric_total.c): 0 with v's score and
 * place, or -1.
 */
int papo_rubric_total(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v);

/*
 * A verdict revised in the sentence that ends s (n bytes), and the
 * reasons for it right before it ("Wait, I was too generous. Final
 * score: 3"), read by rubric_revise.c's rows: 0 with v's score (the
 * revised one) and place and *start where the revision (its reasons
 * first) starts, or -1.  *way is the way its words move the verdict:
 * '=' when it keeps it ("On reflection, I'll keep it at 4."), '<' when
 * they lower it ("I was too generous.", "I'd lower it to"), '>' when
 * they raise it, 0 when they say neither; the caller must find before
 * it a value the revised one stands in that relation to.  That the
 * text before it states a verdict of its own is the caller's to check
 * (rubric_score.c's read_reply).
 */
int papo_rubric_revised(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *v, size_t *start, int *way);

/*
 * 1 when s (n bytes), a clause with no value, is a remark on the work
 * a justification of the verdict x may hold ("the derivation skips a
 * step"), as the sentences after a verdict are read; else 0.
 */
int papo_rubric_remark_ok(const struct papo_rubric *r, const char *s,
    size_t n, double x);

/*
 * The reference's score and the response's, each under a label that
 * says whose it is, ending s (n bytes), the pair whole
 * (rubric_pair.c): 0 with v's score (the response's) and place and
 * *start where the pair starts, or -1.  The text before it must state
 * no number (papo_rubric_quiet); that it states no verdict (a label, a
 * box, another value) is the caller's to check (rubric_score.c's
 * pair_before).
 */
int papo_rubric_pair(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v, size_t *start);

/*
 * Read the reply to the follow-up turn strictly: the verdict alone
 * (markup and closing punctuation around it, nothing else), or one
 * verdict stated in prose whole ("I give this response a 4.",
 * papo_rubric_prose_alone).  0 with
 * v->score set, else -1 with v->error "no_score" and v->why.
 */
int papo_rubric_read_alone(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *v);

/*
 * Append to out an excerpt of reply s (n bytes) for messages: at most
 * max bytes (and "..." where it is cut) that end with the verdict v
 * found (papo_rubric_read), or its line, or where a verdict was looked
 * for last; runs of white space become one space, so that the excerpt
 * fits on one line, other control characters are written as jq writes
 * them (\u001b), so that none reaches a terminal, and it never starts
 * inside a UTF-8 sequence.
 */
void papo_rubric_excerpt(const char *s, size_t n,
    const struct papo_rubric_verdict *v, size_t max, struct papo_buf *out);

/*
 * papo_rubric_read of a reply that was not cut off: 0 with *score
 * set, or -1 (*why, when not NULL, then says what was found).
 */
int papo_rubric_score(const struct papo_rubric *r, const char *s, size_t n,
    double *score, const char **why);

/* The length of the one of list (NULL-ended) at s[i] (i <= n), or 0. */
size_t papo_rubric_token_at(const char *s, size_t n, size_t i,
    const char *const *list);
/* The first byte at or after s[i] (i <= n) that is no white space. */
size_t papo_rubric_skip_space(const char *s, size_t n, size_t i);
/* Is w[0..len) one of list's words (NULL-ended), ASCII case aside? */
int papo_rubric_word_in(const char *w, size_t len, const char *const *list);
/* Does a row of list (NULL-ended) stand anywhere in s[0..n), byte for
   byte (the rows of scripts written without spaces)? */
int papo_rubric_row_in(const char *s, size_t n, const char *const *list);
/* The colon at s[i] (i <= n), ASCII or full-width: its length, or 0. */
size_t papo_rubric_colon(const char *s, size_t n, size_t i);
/*
 * 1 when s[a..z), the text before a table or a pair of scores, states
 * no value: no digit or number word outside '$' math, none of marks
 * (NULL-ended byte strings, or NULL: CJK numerals) there, its '$'
 * paired (rubric_total.c).  With parts, a step's or line's number
 * ("step 2", "steps 1 and 3") is no value.
 */
int papo_rubric_quiet(const char *s, size_t a, size_t z,
    const char *const *marks, int parts);

/*
 * A verdict stated in prose in the sentence that ends the text s (n
 * bytes, the judge's text past its reasoning), by rubric_prose.c's
 * rows per language ("I would rate this a 4 out of 5.", "Ich gebe 4
 * Punkte.", "Final verdict: 4"), whole: 0 with v->score, v->at and
 * v->len set; -1 with v->why when a row is read but the text before
 * it states or may state another verdict; 1 when no row ends s.
 */
int papo_rubric_prose(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *v);

/*
 * For papo_rubric_prose: 0 when the text s (n bytes) before a verdict
 * x stated in prose holds no label, no JSON verdict key and nothing
 * else that states another value; else -1 with *why (static).
 */
int papo_rubric_prose_before(const struct papo_rubric *r, const char *s,
    size_t n, double x, const char **why);

/*
 * For papo_rubric_read_alone: 0 with *x set when the text s (n bytes,
 * white space and headings' marks around it aside) is one of
 * rubric_prose.c's rows whole ("I give this response a 4."), nothing
 * before or after it; else -1.
 */
int papo_rubric_prose_alone(const struct papo_rubric *r, const char *s,
    size_t n, double *x);

/*
 * For papo_rubric_prose: 0 when the text s[i..n) after a verdict x
 * stated in prose is what may follow a label's verdict line (closing
 * remarks, a justification, why it is not another level: the same
 * rows), with no name the rubric gives another level; else -1 with
 * *why (static).
 */
int papo_rubric_prose_after(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, const char **why);

/*
 * The value s (n bytes, whole) in digits or a number word as a verdict
 * of r: 0 with *score set when it is one of the rubric's scores, or -1.
 */
int papo_rubric_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score);

/*
 * Read a score written as a number: "1", "0.5", ".5", "1/2",
 * "\frac{1}{2}", "\dfrac12", with surrounding spaces and '$' allowed.
 * 0 with *x set, or -1.
 */
int papo_rubric_number(const char *s, size_t n, double *x);

#endif
