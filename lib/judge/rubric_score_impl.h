/* SPDX-License-Identifier: MIT */
/*
 * rubric_score_impl.h: what the files of the score reader share
 * (rubric_score.c and the units it reads with: rubric_number.c,
 * rubric_label.c, rubric_value.c, rubric_conflict.c, rubric_level.c,
 * rubric_follow.c, rubric_why.c, rubric_json.c).  Each function is
 * described where it is defined.
 */
#ifndef PAPO_RUBRIC_SCORE_IMPL_H
#define PAPO_RUBRIC_SCORE_IMPL_H

#include <stddef.h>

#include "rubric.h"

/*
 * The verdict grammar (papo-rubric(5)).  A label ("Score:", or the
 * rubric's grade label) is followed, after markup, by its value; the
 * value is whole when it is one of the rubric's tiers (a number
 * written as 1, 0.5, .5, 1/2 or \frac{1}{2}; a grade word) and the rest
 * of the line is only closing punctuation.  Anything more ("1 out of
 * 10", "1, revised to 0.5", "CORRECT or INCORRECT") leaves the label
 * without a verdict.
 */
enum { V_NONE, V_BAD, V_WHOLE };

/* rubric_number.c */
const char *papo_rubric_find_mem(const char *s, size_t n, const char *needle);
int papo_rubric_ratio(const char *a, size_t alen, const char *b, size_t blen,
    double *x);
int papo_rubric_frac_at(const char *s, size_t n, const char **a, size_t *alen,
    const char **b, size_t *blen, const char **end);
int papo_rubric_exactly(const char *s, size_t n, double t);
int papo_rubric_is_tier(const struct papo_rubric *r, const char *s, size_t n,
    double *score);
int papo_rubric_verdict_value(const struct papo_rubric *r, const char *s,
    size_t n, double *score);
int papo_rubric_same_value(const struct papo_rubric *r, const char *s, size_t n,
    double x);
size_t papo_rubric_brace_end(const char *s, size_t n, size_t a);
int papo_rubric_last_boxed(const char *s, size_t n, const char **in,
    size_t *inlen, size_t *end);

/* rubric_label.c */
size_t papo_rubric_match_label(const char *s, size_t n, size_t i,
    const char *label);
size_t papo_rubric_skip_markup(const char *s, size_t n, size_t i);
int papo_rubric_only_closing(const char *s, size_t n);
int papo_rubric_closes_line(const char *s, size_t n, size_t i);
extern const char *const papo_rubric_points_words[];
size_t papo_rubric_points_word(const char *s, size_t n, size_t i);
int papo_rubric_label_key(const char *k, size_t klen);
extern const char *const papo_rubric_units_cjk[];
size_t papo_rubric_points_unit(const char *s, size_t n, size_t z);
int papo_rubric_trails_off(const char *s, size_t n, size_t i);
size_t papo_rubric_line_end(const char *s, size_t n, size_t i);
int papo_rubric_scan_decimal(const char *s, size_t n, size_t *z);
int papo_rubric_score_token(const char *s, size_t n, size_t i, double *x,
    size_t *z);
int papo_rubric_line_has_digit(const char *s, size_t n, size_t i);
size_t papo_rubric_name_mark(const char *t, size_t n, size_t k);
int papo_rubric_grade_byte(const char *s, size_t n, size_t i);
long papo_rubric_grade_at(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t *z);
int papo_rubric_line_has_grade(const struct papo_rubric *r, const char *s,
    size_t n, size_t i);
size_t papo_rubric_line_start(const char *s, size_t i);
int papo_rubric_range_is_rubric(const struct papo_rubric *r, const char *s,
    size_t n);
size_t papo_rubric_label_end(const struct papo_rubric *r, const char *s,
    size_t n, size_t i);
size_t papo_rubric_value_limit(const struct papo_rubric *r, const char *s,
    size_t n, size_t j);
int papo_rubric_why_label_row(const char *s, size_t a, size_t z);

/* rubric_value.c */
int papo_rubric_criterion_name(const char *w, size_t len);
size_t papo_rubric_criterion_item(const char *s, size_t n, size_t i);
int papo_rubric_read_labels(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *v);

/* rubric_conflict.c */
/* the top of r's scale: its highest score (0 with none above it) */
double papo_rubric_top(const struct papo_rubric *r);
/* past a quotation at s[i] the sentence before it says is another's
   words ('The response claims "Score: 5"'), or 0 */
size_t papo_rubric_quote_other(const char *s, size_t n, size_t i);
/* past the colon of a line at s[a] that opens with a quotation's
   intro ("The response ends with:", "Injected text found:") before
   s[i], the rest of the line another's words, or 0 */
size_t papo_rubric_quote_line(const char *s, size_t a, size_t i);
/* past a sentence at s[i] that is a quotation of another's words
   whole (papo_rubric_quote_other), its closing punctuation to the
   line's end ("The response says \"Score: 5\"."), or 0 */
size_t papo_rubric_quote_sentence(const char *s, size_t n, size_t i);
int papo_rubric_bracket_conflict(const struct papo_rubric *r,
    const char *s, size_t n, size_t i, double x, size_t *z);
int papo_rubric_mention_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
int papo_rubric_box_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, int anywhere, size_t *z);
int papo_rubric_line_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
extern const char *const papo_rubric_num_words[];
extern const char *const papo_rubric_rate_verbs[];
size_t papo_rubric_word_at(const char *s, size_t n, size_t i,
    const char *const *list);
int papo_rubric_number_word(const char *s, size_t n, size_t i, double *x,
    size_t *z);
int papo_rubric_value_word(const char *s, size_t n, size_t i, double *x,
    size_t *z);
int papo_rubric_word_value(const struct papo_rubric *r, const char *s, size_t n,
    double *score);
size_t papo_rubric_skip_blanks(const char *s, size_t n, size_t i);
int papo_rubric_rating_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t at, size_t i, double x, size_t *z);
size_t papo_rubric_other_label_at(const char *s, size_t n, size_t i);
int papo_rubric_label_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
int papo_rubric_after_clause(const char *s, size_t n, size_t i);
extern const char *const papo_rubric_level_words[];
int papo_rubric_cell_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
int papo_rubric_tag_item_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
/* a score given to another response, or another item of a set,
   beside the verdict, whatever its value ("Score for Assistant 2: 8",
   "For question 2, I'd give 3."): rubric_conflict.c */
size_t papo_rubric_owner_stated(const char *s, size_t n, size_t *z);
int papo_rubric_aside_conflict(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
extern const char *const papo_rubric_rating_glyphs[];

/* rubric_level.c */
size_t papo_rubric_def_row_at(const char *s, size_t n, size_t i,
    const char *const *list);
int papo_rubric_lines(const struct papo_rubric *r,
    int (*fn)(const struct papo_rubric *, const char *, size_t, size_t, void *),
    void *arg);
int papo_rubric_level_def(const struct papo_rubric *r, const char *t, size_t tn,
    size_t l, double *y, size_t *a, size_t *len, size_t *next);
size_t papo_rubric_level_def_at(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double *x);
int papo_rubric_level_named_after(const struct papo_rubric *r, const char *s,
    size_t n, size_t from, double x);
int papo_rubric_others_agree(const struct papo_rubric *r, const char *s,
    size_t n, double x, struct papo_rubric_verdict *v);
size_t papo_rubric_reasoning_end(const struct papo_rubric *r, const char *s,
    size_t n, int *opened);
int papo_rubric_last_line_differs(const struct papo_rubric *r, const char *s,
    size_t close, struct papo_rubric_verdict *v);
int papo_rubric_grade_after(const struct papo_rubric *r, const char *s,
    size_t n, double x, struct papo_rubric_verdict *v);

/* rubric_follow.c */
extern const char *const papo_rubric_end_tokens[];
size_t papo_rubric_end_token_at(const char *s, size_t n, size_t i);
size_t papo_rubric_skip_fill(const char *s, size_t n, size_t i);
size_t papo_rubric_sentence_end(const char *s, size_t n, size_t i);
extern const char *const papo_rubric_label_words[];
extern const char *const papo_rubric_turn_words[];
extern const char *const papo_rubric_closing_words[];
extern const char *const papo_rubric_remark_words[];
extern const char *const papo_rubric_refused_words[];
extern const char *const papo_rubric_about_words[];
int papo_rubric_intro_ok(const char *s, size_t a);
int papo_rubric_lead_in_ok(const char *s, size_t i);
int papo_rubric_quoted_span(const char *s, size_t n, size_t i, size_t *z);
size_t papo_rubric_typo_mark(const char *s, size_t n, size_t i);
int papo_rubric_remark_closes(const struct papo_rubric *r, const char *s,
    size_t n, double x);

/* rubric_why.c */
size_t papo_rubric_why_label_at(const char *s, size_t n, size_t i);
int papo_rubric_why_on_line(const char *s, size_t n, size_t i);
extern const char *const papo_rubric_why_levels[];
size_t papo_rubric_why_next_word(const char *s, size_t n, size_t i, size_t *z);
int papo_rubric_why_range(const char *s, size_t n);
int papo_rubric_why_not_ok(const struct papo_rubric *r, const char *s, size_t n,
    double x);
int papo_rubric_why_block(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, struct papo_rubric_verdict *v);
extern const char *const papo_rubric_why_dets[];
extern const char *const papo_rubric_why_subjects[];
int papo_rubric_why_said(const char *s, size_t n);
int papo_rubric_why_said_faults(const char *s, size_t n, int faults);
int papo_rubric_below_top(const struct papo_rubric *r, double x);

/* rubric_json.c */
int papo_rubric_json_object_in(const char *s, size_t n);
int papo_rubric_json_key_quoted(const char *s, size_t n);
int papo_rubric_json_member_conflict(const struct papo_rubric *r,
    const char *s, size_t n, size_t i, double x, size_t *z);
int papo_rubric_prose_end(const struct papo_rubric *r, const char *s, size_t a,
    size_t b, struct papo_rubric_verdict *v);
size_t papo_rubric_confidence_line(const struct papo_rubric *r, const char *s,
    size_t n, size_t i);

/* rubric_prose.c */
int papo_rubric_prose_other(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *z);
int papo_rubric_json_end(const struct papo_rubric *r, const char *s, size_t a,
    size_t b, struct papo_rubric_verdict *v);

/* rubric_score.c */
int papo_rubric_assess_joined(const char *s, size_t n, int bare, int depth,
    int *fault);
int papo_rubric_assess_said(const struct papo_rubric *r, const char *s,
    size_t n, double x);
int papo_rubric_praise_bottom(const struct papo_rubric *r, const char *s,
    size_t n, double x);
int papo_rubric_praise_in(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, size_t *at, size_t *len);
int papo_rubric_tail_recognised(const struct papo_rubric *r, const char *s,
    size_t n, size_t i, double x, struct papo_rubric_verdict *v);
size_t papo_rubric_tag_trim(const char *s, size_t n);
int papo_rubric_criterion_end(const struct papo_rubric *r, const char *s,
    size_t n, struct papo_rubric_verdict *t, size_t *start);

#endif
