/* SPDX-License-Identifier: MIT */
/*
 * rubric_label.c: the score label and its separators: the label's
 * rows in each language, the markup around it, its colon, points
 * words and units after the value, grades, headings and a table's
 * label cell, and where the label's line and value end.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/*
 * Match label at s[i] case-insensitively, letting markdown emphasis
 * ('*', '_') in the text sit anywhere inside it.  A label starts a
 * word: "underscore:" holds no "Score:".  Returns the length of text
 * matched, or 0.
 */
size_t
papo_rubric_match_label(const char *s, size_t n, size_t i, const char *label)
{
	size_t j = i;
	const char *l = label;

	if (i >= n || tolower((unsigned char)s[i]) !=
	    tolower((unsigned char)*l))
		return 0;	/* the first byte first: most places fail it */
	if (i > 0 && isalnum((unsigned char)s[i - 1]))
		return 0;
	while (*l) {
		if (j >= n)
			return 0;
		if (isspace((unsigned char)*l) &&
		    isspace((unsigned char)s[j])) {
			l++;	/* "Final Grade" also matches
				   "Final  Grade" */
			while (j < n && isspace((unsigned char)s[j]))
				j++;
		} else if (tolower((unsigned char)s[j]) ==
		    tolower((unsigned char)*l)) {
			j++;
			l++;
		} else if ((s[j] == '*' || s[j] == '_') && j > i)
			j++;
		else
			return 0;
	}
	return j - i;
}

/* Skip spaces and markup between a label and its value. */
size_t
papo_rubric_skip_markup(const char *s, size_t n, size_t i)
{
	static const char *const wraps[] = { "\\boxed{", "\\text{",
	    "\\textbf{", "\\mathrm{", "\\mathbf{", "\\(", "\\[", "[[",
	    NULL };	/* "[[": MT-Bench's "Rating: [[4]]" */
	int k, again = 1;

	while (again) {
		again = 0;
		while (i < n && (isspace((unsigned char)s[i]) || s[i] == '*' ||
		    s[i] == '$' || s[i] == '{' || s[i] == '}' || s[i] == '`'))
			i++;
		for (k = 0; wraps[k]; k++) {
			size_t w = strlen(wraps[k]);

			if (n - i >= w && strncmp(s + i, wraps[k], w) == 0) {
				i += w;
				again = 1;
			}
		}
	}
	return i;
}

/*
 * The labels a score is stated under: "Score" and its words in the
 * languages judges write (papo-rubric(5) lists them), a row each.
 * spaced: 1, French typography, a space before the colon ("Note :
 * 3/5"), since "Note:" without it is an English remark ("Note: 1 is
 * not prime"); 2, a label that is its own separator ("[RESULT] 4");
 * 3, a label only with a word of label_quals after it ("Nota final:",
 * where "Nota:" is a remark); 4, its own separator only before a space
 * and a digit ("Overall 3", never "Overall, 3" nor "Overall score"),
 * or a colon and a digit ("Overall: 8/10"); 5, a label only before a
 * colon and a digit ("Grade: 8/10"); 6, as 5, and only after a line
 * that opens with the label "Reasoning:" (reasoning_before).
 * Cyrillic has no case folding here: both spellings are rows.
 */
static const struct {
	const char *word;
	int spaced;
} score_labels[] = {
	{ "score", 0 },
	{ "rating", 0 },	/* MT-Bench's "Rating: [[4]]" */
	{ "[result]", 2 },	/* Prometheus's "[RESULT] 4" */
	{ "\xe8\xaf\x84\xe5\x88\x86", 0 },		/* 评分 */
	{ "\xe5\xbe\x97\xe5\x88\x86", 0 },		/* 得分 */
	{ "\xe5\x88\x86\xe6\x95\xb0", 0 },		/* 分数 */
	{ "\xe8\xa9\x95\xe5\x88\x86", 0 },		/* 評分 */
	{ "\xe5\x88\x86\xe6\x95\xb8", 0 },		/* 分數 */
	{ "\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2", 0 },	/* スコア */
	{ "\xe7\x82\xb9\xe6\x95\xb0", 0 },		/* 点数 */
	{ "\xec\xa0\x90\xec\x88\x98", 0 },		/* 점수 */
	{ "puntuaci\xc3\xb3n", 0 }, { "puntaje", 0 },
	{ "calificaci\xc3\xb3n", 0 },
	{ "pontua\xc3\xa7\xc3\xa3o", 0 }, { "punteggio", 0 },
	{ "bewertung", 0 }, { "punktzahl", 0 },
	{ "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0", 0 },
	{ "\xd0\x9e\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0", 0 },
	{ "note", 1 },
	/* round 24: pt "Avaliação", it "Voto", de "Endnote", es/pt
	   "Nota" (only qualified: "Nota final:"; "Nota:" is a remark) */
	{ "avalia\xc3\xa7\xc3\xa3o", 0 }, { "voto", 0 }, { "endnote", 0 },
	{ "nota", 3 },
	/* "Overall 3 (correctness 4, clarity 2)", "so overall 3.": a
	   label only with digits after it and a space */
	{ "overall", 4 },
	/* round 33: "Grade: 8/10" under a numeric rubric, a label only
	   with a colon and digits after it ("Grade: B" is no number) */
	{ "grade", 5 },
	/* round 34: Atla Selene's "**Result:** 4", a label only as "grade"
	   is, and only after its "**Reasoning:**" at a line's start
	   ("The student's result: 4" is the work's) */
	{ "result", 6 },
	/* round 35: "Final verdict: 4", "Verdict: [[4]]", a label only as
	   "grade" is ("Verdict: correct" is no number); ko "평점" (rating) */
	{ "verdict", 5 },
	{ "\xed\x8f\x89\xec\xa0\x90", 0 },
	/* round 24: "evaluation" and "total" as judges label a score in
	   ja 評価, ko 평가, zh 打分 总分 總分, fr, es, it, de; ru "Итог" */
	{ "\xe8\xa9\x95\xe4\xbe\xa1", 0 }, { "\xed\x8f\x89\xea\xb0\x80", 0 },
	{ "\xe6\x89\x93\xe5\x88\x86", 0 }, { "\xe6\x80\xbb\xe5\x88\x86", 0 },
	{ "\xe7\xb8\xbd\xe5\x88\x86", 0 },
	{ "\xc3\xa9valuation", 0 }, { "\xc3\x89valuation", 0 },
	{ "evaluaci\xc3\xb3n", 0 }, { "valutazione", 0 },
	{ "gesamtbewertung", 0 }, { "endbewertung", 0 }, { "gesamtnote", 0 },
	{ "\xec\xb4\x9d\xec\xa0\x90", 0 },	/* ko 총점 */
	{ "\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3", 0 },
	{ "\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3", 0 },
	/* ru: "Балл" (its qualifiers before it, lead_cjk) */
	{ "\xd0\x91\xd0\xb0\xd0\xbb\xd0\xbb", 0 },
	{ "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb", 0 },
	/* round 28: ar "التقييم" (evaluation) and "الدرجة" (the
	   score); "النتيجة" (the result) is no label, as "Result:",
	   but for "النتيجة النهائية" (the final result, 3) */
	{ "\xd8\xa7\xd9\x84\xd9\x86\xd8\xaa\xd9\x8a\xd8\xac"
	  "\xd8\xa9", 3 },
	{ "\xd8\xa7\xd9\x84\xd8\xaa\xd9\x82\xd9\x8a\xd9\x8a"
	  "\xd9\x85", 0 },
	{ "\xd8\xa7\xd9\x84\xd8\xaf\xd8\xb1\xd8\xac\xd8\xa9", 0 },
	/* round 29: tr "Puan" ("Toplam puan", lead_words), id "Skor"
	   "Nilai" ("akhir" after them, label_quals), vi "Điểm" "Điểm số", hi
	   "अंक" "स्कोर", bn "স্কোর" "নম্বর", th "คะแนน", fa "امتیاز"
	   "نمره" (Vietnamese's Đ has no case folding here: both are
	   rows) */
	{ "\xc4\x91i\xe1\xbb\x83m s\xe1\xbb\x91", 0 },	/* vi điểm số */
	{ "\xc4\x90i\xe1\xbb\x83m s\xe1\xbb\x91", 0 },	/* vi Điểm số */
	{ "puan", 0 },	/* tr puan */
	{ "skor", 0 },	/* id skor */
	{ "nilai", 0 },	/* id nilai */
	{ "\xc4\x91i\xe1\xbb\x83m", 0 },	/* vi điểm */
	{ "\xc4\x90i\xe1\xbb\x83m", 0 },	/* vi Điểm */
	{ "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\x95", 0 },	/* hi अंक */
	{ "\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\xb0", 0 },
							/* hi स्कोर */
	{ "\xe0\xa6\xb8\xe0\xa7\x8d\xe0\xa6\x95\xe0\xa7\x8b\xe0\xa6\xb0", 0 },
							/* bn স্কোর */
	{ "\xe0\xa6\xa8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\xb0", 0 },
							/* bn নম্বর */
	{ "\xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\x99", 0 },
							/* th คะแนน */
	{ "\xd8\xa7\xd9\x85\xd8\xaa\xdb\x8c\xd8\xa7\xd8\xb2", 0 },
							/* fa امتیاز */
	{ "\xd9\x86\xd9\x85\xd8\xb1\xd9\x87", 0 },	/* fa نمره */
};

/*
 * The word that may follow a label's word and qualify it as the final
 * or overall one ("Puntuación final:", "Note finale :", "Punteggio
 * complessivo:"), or as the answer's, the one graded ("Оценка
 * ответа:").
 */
static const char *const label_quals[] = { "final", "finale", "total",
	"totale", "global", "globale", "complessivo", "finali", "akhir",
	"\xd9\x86\xd9\x87\xd8\xa7\xdb\x8c\xdb\x8c",	/* fa نهایی */
	"\xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8\xa7\xd8\xa6"
	"\xd9\x8a\xd8\xa9",			/* ar النهائية */
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd0\xb0",  /* ru ответа */
	NULL };

/*
 * The words that may follow an English label's word and say that the
 * score is the response's, the one graded ("Score for the response:",
 * "Score for this answer:"), or link it to its colon ("The score is:";
 * with no colon, "The score is 4.", it is prose: rubric_prose.c); one
 * naming another ("Score for Response B:") is none.
 */
static const char *const label_owners[] = { " for the response",
	" for this response", " of the response", " of this response",
	" for the answer", " for this answer", " for the student's answer",
	" for the student's response", " is", NULL };

/* Past a row of label_owners at s[j], else j. */
static size_t
label_owner(const char *s, size_t n, size_t j)
{
	size_t k, w;

	for (k = 0; label_owners[k]; k++)
		if (n - j > (w = strlen(label_owners[k])) &&
		    strncasecmp(s + j, label_owners[k], w) == 0 &&
		    !isalnum((unsigned char)s[j + w]))
			return j + w;
	return j;
}

/* Past " QUAL" at s[j] when QUAL is one of label_quals, else j. */
static size_t
label_qual(const char *s, size_t n, size_t j)
{
	size_t k, w, z;

	if (j >= n || s[j] != ' ')
		return j;
	/* a word of letters, or of any script's (UTF-8's bytes) */
	for (z = j + 1; z < n && (isalpha((unsigned char)s[z]) ||
	    (unsigned char)s[z] >= 0x80); z++)
		;
	w = z - j - 1;
	for (k = 0; label_quals[k]; k++)
		if (strlen(label_quals[k]) == w &&
		    strncasecmp(s + j + 1, label_quals[k], w) == 0)
			return z;
	return j;
}

/*
 * 1 when the JSON key k (klen bytes) is a label of another language's
 * whole, a row of score_labels read with no condition ("puntuación",
 * "评分", "점수", "Bewertung"; not "score" nor "rating", the JSON rows'
 * own), a word of label_quals after it joined by '_' or a space or
 * not ("puntuación_final"): {"puntuación": 4} is read as "Puntuación:
 * 4" is.
 */
int
papo_rubric_label_key(const char *k, size_t klen)
{
	size_t i, w, q;

	for (i = 0; i < sizeof(score_labels) / sizeof(score_labels[0]);
	    i++) {
		w = strlen(score_labels[i].word);
		if (score_labels[i].spaced != 0 || w > klen ||
		    strncasecmp(k, score_labels[i].word, w) != 0 ||
		    strcmp(score_labels[i].word, "score") == 0 ||
		    strcmp(score_labels[i].word, "rating") == 0)
			continue;
		if (w == klen)
			return 1;
		if (k[w] != '_' && k[w] != ' ')
			continue;
		for (q = 0; label_quals[q]; q++)
			if (strlen(label_quals[q]) == klen - w - 1 &&
			    strncasecmp(k + w + 1, label_quals[q],
			    klen - w - 1) == 0)
				return 1;
	}
	return 0;
}

size_t
papo_rubric_colon(const char *s, size_t n, size_t j)
{
	if (j < n && s[j] == ':')
		return 1;
	return n - j >= 3 && memcmp(s + j, "\xef\xbc\x9a", 3) == 0 ? 3 : 0;
}

/*
 * 1 when a line before s[i] opens (emphasis and spaces aside) with the
 * label "Reasoning:" that Atla Selene's replies open with, its colon
 * inside the emphasis or after it ("**Reasoning:**", "Reasoning:").
 * Then "result:" is a label wherever it stands, so that another
 * "The result: 2." beside "**Result:** 1" is a second verdict.
 */
static int
reasoning_before(const char *s, size_t i)
{
	size_t a, j;

	for (a = 0; a < i; a++) {
		if (a > 0 && s[a - 1] != '\n')
			continue;
		for (j = a; j < i && (s[j] == '*' || s[j] == ' '); j++)
			;
		if (i - j < 10 || strncasecmp(s + j, "reasoning", 9) != 0)
			continue;
		for (j += 9; j < i && s[j] == '*'; j++)
			;
		if (j < i && s[j] == ':')
			return 1;
	}
	return 0;
}

/*
 * Where the value of Prometheus's "[RESULT]" starts, j just past it:
 * after a colon glued to it ("[RESULT]: 4"), and inside the parentheses
 * its prompt's template writes around the value when they hold digits
 * alone ("[RESULT] (4)": the value's ')' then closes the line).
 */
static size_t
result_value(const char *s, size_t n, size_t j)
{
	size_t d;

	if (j < n && s[j] == ':')
		j++;
	if (n - j >= 3 && s[j] == ' ' && s[j + 1] == '(' &&
	    isdigit((unsigned char)s[j + 2])) {
		for (d = j + 2; d < n && isdigit((unsigned char)s[d]); d++)
			;
		if (d < n && s[d] == ')')
			return j + 2;
	}
	return j;
}

/*
 * A score label at s[i] (a row of score_labels, emphasis or spaces,
 * ':' or '\xef\xbc\x9a'): the offset just past its colon, or 0.
 */
static size_t
score_label(const char *s, size_t n, size_t i)
{
	size_t k, m, j, c;
	int c0;

	if (i >= n)
		return 0;
	c0 = tolower((unsigned char)s[i]);	/* the first byte first */
	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]);
	    k++) {
		if (tolower((unsigned char)score_labels[k].word[0]) != c0 ||
		    (m = papo_rubric_match_label(s, n, i,
		    score_labels[k].word)) == 0)
			continue;
		j = i + m;
		if ((unsigned char)score_labels[k].word[0] < 0x80 && j < n &&
		    isalpha((unsigned char)s[j]))
			continue;	/* "scores:", "notes:" */
		if (score_labels[k].spaced == 2)
			return result_value(s, n, j);
		if (score_labels[k].spaced == 6 && !reasoning_before(s, i))
			continue;
		if (score_labels[k].spaced >= 4) {
			if (score_labels[k].spaced == 4 && n - j >= 2 &&
			    s[j] == ' ' && isdigit((unsigned char)s[j + 1]))
				return j;
			/* "Overall: 8/10", "Grade: 8/10": the colon, then
			   a digit, or one in parentheses, "Grade: (4)" */
			for (c = j; c < n && (s[c] == '*' || s[c] == '_'); c++)
				;
			if (c < n && s[c] == ':') {
				size_t d = papo_rubric_skip_markup(s, n, c + 1);

				d += d + 1 < n && s[d] == '(';
				if (d < n && d > c + 1 &&
				    isdigit((unsigned char)s[d]))
					return c + 1;
			}
			continue;
		}
		if (score_labels[k].spaced == 3 &&
		    label_qual(s, n, j) == j)
			continue;	/* "Nota:", a remark */
		j = label_qual(s, n, j);
		if (score_labels[k].spaced == 0 &&
		    (unsigned char)score_labels[k].word[0] < 0x80)
			j = label_owner(s, n, j);
		if (score_labels[k].spaced == 1) {
			if (j < n && s[j] == ' ')
				j++;
			else if (n - j >= 2 && memcmp(s + j, "\xc2\xa0",
			    2) == 0)
				j += 2;
			else
				continue;
			return (c = papo_rubric_colon(s, n, j)) ? j + c : 0;
		}
		while (j < n && (s[j] == '*' || s[j] == ' ' || s[j] == '_'))
			j++;
		/* the full-width colon after a CJK label only: "Score：1"
		   is a look-alike (papo_rubric_mention_conflict) */
		if ((c = papo_rubric_colon(s, n, j)) == 1 || (c == 3 &&
		    (unsigned char)score_labels[k].word[0] >= 0x80))
			return j + c;
		/* an equals sign between spaces after a Latin label:
		   "Score = 8" ("Score == 8" is code, no verdict) */
		if ((unsigned char)score_labels[k].word[0] < 0x80 &&
		    j > i + m && s[j - 1] == ' ' && n - j >= 2 &&
		    s[j] == '=' && s[j + 1] == ' ')
			return j + 1;
		/* Russian's dash after a Cyrillic label: "Оценка — 4" */
		if ((unsigned char)score_labels[k].word[0] >= 0xd0 &&
		    (unsigned char)score_labels[k].word[0] <= 0xd1 &&
		    j > i + m && s[j - 1] == ' ' && n - j >= 4 &&
		    memcmp(s + j, "\xe2\x80\x94 ", 4) == 0)
			return j + 3;
	}
	return 0;
}

/* 1 when s (n bytes) is only white space and closing punctuation. */
int
papo_rubric_only_closing(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isspace((unsigned char)s[i]) &&
		    strchr(".,;!$*_)]}`\"'\\", s[i]) == NULL)
			return 0;
	return 1;
}

/* 1 when s[i..] up to the end of its line is only closing punctuation
   (and a token that ends the model's turn, "8/10</s>"). */
int
papo_rubric_closes_line(const char *s, size_t n, size_t i)
{
	size_t w;

	for (; i < n && s[i] != '\n'; i++)
		if (n - i >= 3 && memcmp(s + i, "\xe3\x80\x82", 3) == 0)
			i += 2;	/* the ideographic full stop */
		else if (s[i] == '<' &&
		    (w = papo_rubric_end_token_at(s, n, i)) != 0)
			i += w - 1;
		else if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' &&
		    strchr(".,;!$*_)]}`\"'\\", s[i]) == NULL)
			return 0;
	return 1;
}

/*
 * The words for points a score is stated in, a row each (papo-rubric(5)
 * lists them): English (and its stars, "Rating: 4 stars"), German,
 * Spanish, Italian, Portuguese, Russian (the three forms of "балл").
 * A row is a whole word: "Punkten" is none.
 */
const char *const papo_rubric_points_words[] = { "points", "point", "pts",
	"pt", "stars", "star", "punkte", "punkt", "puntos", "punto", "punti",
	"pontos", "ponto", "\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xbe\xd0\xb2",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xb0",
	"\xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb", NULL };

/* The length of the row of papo_rubric_points_words at s[i], a whole word, or
   0. */
size_t
papo_rubric_points_word(const char *s, size_t n, size_t i)
{
	size_t k, w;

	for (k = 0; papo_rubric_points_words[k]; k++) {
		if (i >= n || tolower((unsigned char)s[i]) !=
		    tolower((unsigned char)papo_rubric_points_words[k][0]))
			continue;
		w = strlen(papo_rubric_points_words[k]);
		if (n - i < w || strncasecmp(s + i, papo_rubric_points_words[k],
		    w) != 0)
			continue;
		if (i + w < n && (isalnum((unsigned char)s[i + w]) ||
		    (unsigned char)s[i + w] >= 0x80 || s[i + w] == '\''))
			continue;	/* a longer word */
		return w;
	}
	return 0;
}

/*
 * The length of a unit of points right after a score at s[z] (分 点
 * 點 점: "评分：4分", "점수: 4점"; or a space and a row of
 * papo_rubric_points_words: "Score: 4 points", "Bewertung: 4 Punkte"), or 0.
 */
const char *const papo_rubric_units_cjk[] = { "\xe5\x88\x86",
    "\xe7\x82\xb9", "\xe9\xbb\x9e", "\xec\xa0\x90", NULL };

size_t
papo_rubric_points_unit(const char *s, size_t n, size_t z)
{
	size_t w;

	if (z < n && s[z] == ' ' && (w = papo_rubric_points_word(s, n,
	    z + 1)) != 0)
		return 1 + w;
	return papo_rubric_token_at(s, n, z, papo_rubric_units_cjk);
}

/*
 * 1 when s[i..] to the end of its line trails off or makes a face: an
 * ellipsis ("..", "\xe2\x80\xa6") or an emoticon (":)", ";-)", ":(",
 * ":/", "=P").  "Score: 1..." and "CORRECT :(" state no verdict.
 */
int
papo_rubric_trails_off(const char *s, size_t n, size_t i)
{
	size_t k;

	for (; i < n && s[i] != '\n'; i++) {
		if ((s[i] == '.' && i + 1 < n && s[i + 1] == '.') ||
		    (n - i >= 3 && memcmp(s + i, "\xe2\x80\xa6", 3) == 0))
			return 1;
		if (s[i] != ':' && s[i] != ';' && s[i] != '=')
			continue;
		k = i + 1 + (i + 1 < n && (s[i + 1] == '-' ||
		    s[i + 1] == '\''));
		if (k < n && strchr("()[]DPpOo/\\|3*xX$", s[k]) != NULL &&
		    s[k] != '\0')
			return 1;
	}
	return 0;
}

/* The end of the line that holds s[i]. */
size_t
papo_rubric_line_end(const char *s, size_t n, size_t i)
{
	while (i < n && s[i] != '\n')
		i++;
	return i;
}

/* Digits with at most one '.', at least one digit, from *z. */
int
papo_rubric_scan_decimal(const char *s, size_t n, size_t *z)
{
	size_t digits = 0;

	while (*z < n && isdigit((unsigned char)s[*z]))
		++*z, digits++;
	if (*z < n && s[*z] == '.')
		for (++*z; *z < n && isdigit((unsigned char)s[*z]); ++*z)
			digits++;
	return digits ? 0 : -1;
}

/*
 * The number written at s[i]: a signed decimal, a/b with no space
 * around the slash, or \frac{a}{b} (\dfrac, \tfrac); 0 with *x set and
 * *z just past it, or -1.
 */
int
papo_rubric_score_token(const char *s, size_t n, size_t i, double *x, size_t *z)
{
	const char *p, *a, *b;
	size_t alen, blen;
	int frac;

	if ((frac = papo_rubric_frac_at(s + i, n - i, &a, &alen, &b, &blen,
	    &p)) < 0)
		return -1;
	if (frac) {
		*z = (size_t)(p - s);
		return papo_rubric_ratio(a, alen, b, blen, x);
	}
	*z = i;
	if (*z < n && (s[*z] == '+' || s[*z] == '-'))
		++*z;
	if (papo_rubric_scan_decimal(s, n, z) < 0)
		return -1;
	if (*z + 1 < n && s[*z] == '/' && isdigit((unsigned char)s[*z + 1]) &&
	    papo_rubric_scan_decimal(s, n, (++*z, z)) < 0)
		return -1;
	return papo_rubric_number(s + i, *z - i, x);
}

/* 1 when s[i..] to the end of its line holds a digit. */
int
papo_rubric_line_has_digit(const char *s, size_t n, size_t i)
{
	for (; i < n && s[i] != '\n'; i++)
		if (isdigit((unsigned char)s[i]))
			return 1;
	return 0;
}

/*
 * The length of a mark that ends a word of another script at t[k] (a
 * level's name, a grade): a full-width colon, parenthesis, comma,
 * semicolon, question or exclamation mark, an ideographic full stop,
 * comma or bracket, an en or em dash, curly quotes, guillemets, an
 * ellipsis, a bullet, a no-break space; or 0.
 */
size_t
papo_rubric_name_mark(const char *t, size_t n, size_t k)
{
	static const char *const marks[] = { "\xef\xbc\x9a", "\xef\xbc\x88",
	    "\xef\xbc\x89", "\xef\xbc\x8c", "\xef\xbc\x9b", "\xef\xbc\x9f",
	    "\xef\xbc\x81", "\xe3\x80\x82", "\xe3\x80\x81", "\xe3\x80\x8c",
	    "\xe3\x80\x8d", "\xe3\x80\x90", "\xe3\x80\x91", "\xe2\x80\x93",
	    "\xe2\x80\x94", "\xe2\x80\x98", "\xe2\x80\x99", "\xe2\x80\x9c",
	    "\xe2\x80\x9d", "\xe2\x80\xa2", "\xe2\x80\xa6", "\xc2\xab",
	    "\xc2\xbb", "\xc2\xa0", NULL };

	if (k >= n || (unsigned char)t[k] < 0x80)
		return 0;
	return papo_rubric_token_at(t, n, k, marks);
}

/*
 * 1 when s[i] belongs to a grade word: a letter, a digit, '_', '-',
 * '+' ("B+"), or a byte of a character of another script ("优秀",
 * "Très") that is no papo_rubric_name_mark (looked for from its first byte).
 */
int
papo_rubric_grade_byte(const char *s, size_t n, size_t i)
{
	unsigned char c = (unsigned char)s[i];
	size_t k;

	if (c < 0x80)
		return isalnum(c) || c == '_' || c == '-' || c == '+';
	for (k = i; k > 0 && i - k < 3 && ((unsigned char)s[k] & 0xC0) ==
	    0x80; k--)
		;
	return papo_rubric_name_mark(s, n, k) == 0;
}

/* The grade that the word at s[i] is: its index, or -1; *z its end. */
long
papo_rubric_grade_at(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, size_t *z)
{
	size_t k;

	for (*z = i; *z < n && papo_rubric_grade_byte(s, n, *z); ++*z)
		;
	for (k = 0; k < r->ngrades; k++)
		if (strlen(r->grades[k].word) == *z - i &&
		    strncasecmp(r->grades[k].word, s + i, *z - i) == 0)
			return (long)k;
	return -1;
}

/* 1 when s[i..] to the end of its line holds one of the grade words. */
int
papo_rubric_line_has_grade(const struct papo_rubric *r, const char *s, size_t n,
    size_t i)
{
	size_t z;

	while (i < n && s[i] != '\n') {
		if (!papo_rubric_grade_byte(s, n, i) ||
		    (i > 0 && papo_rubric_grade_byte(s, n, i - 1))) {
			i++;
			continue;
		}
		if (papo_rubric_grade_at(r, s, n, i, &z) >= 0)
			return 1;
		i = z;
	}
	return 0;
}

/*
 * A markdown heading that is a score's label alone ("## Score", "###
 * Final score:", "## **Score**"): at s[i] the label's word, after one
 * to six '#' and a space that open its line (emphasis, and "final",
 * "overall" or "total"), nothing but a colon, emphasis and spaces
 * after it on its line.  Where its
 * line ends, or 0; its value is read on the next line.
 */
/*
 * Where the text before a label's word at s[i] starts: past a word that
 * qualifies it ("Final score", "Overall score", "Total score") and
 * emphasis.
 */
static size_t
label_lead(const char *s, size_t i)
{
	static const char *const leads[] = { "final ", "overall ", "total ",
	    NULL };
	size_t k, m;

	for (k = 0; leads[k]; k++)
		if (i >= (m = strlen(leads[k])) &&
		    strncasecmp(s + i - m, leads[k], m) == 0) {
			i -= m;
			break;
		}
	while (i > 0 && (s[i - 1] == '*' || s[i - 1] == '_'))
		i--;
	return i;
}

/*
 * The label's word alone at s[i] (a row of score_labels but "[RESULT]",
 * its qualifier, a colon or none, emphasis and spaces): where that
 * ends, or 0.
 */
static size_t
bare_word(const char *s, size_t n, size_t i)
{
	size_t k, m, j;

	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]);
	    k++) {
		if (score_labels[k].spaced == 2 ||
		    score_labels[k].spaced == 4 ||
		    score_labels[k].spaced == 6 ||
		    (m = papo_rubric_match_label(s, n, i,
		    score_labels[k].word)) == 0)
			continue;
		j = label_qual(s, n, i + m);
		if (score_labels[k].spaced == 3 && j == i + m)
			continue;	/* "Nota", a remark's */
		if ((unsigned char)score_labels[k].word[0] < 0x80 && j < n &&
		    isalpha((unsigned char)s[j]))
			continue;	/* "Scores" */
		j += papo_rubric_colon(s, n, j);
		while (j < n && (s[j] == '*' || s[j] == '_' || s[j] == ' ' ||
		    s[j] == '\t' || s[j] == '\r'))
			j++;
		return j;
	}
	return 0;
}

static size_t
heading_label(const char *s, size_t n, size_t i)
{
	size_t a = label_lead(s, i), h = 0, j;

	if (a == 0 || s[--a] != ' ')
		return 0;
	while (a > 0 && s[a - 1] == '#')
		a--, h++;
	if (h == 0 || h > 6 || (a > 0 && s[a - 1] != '\n'))
		return 0;
	if ((j = bare_word(s, n, i)) != 0 && (j == n || s[j] == '\n'))
		return j;
	return 0;
}

/* The start of the line that holds s[i]. */
size_t
papo_rubric_line_start(const char *s, size_t i)
{
	while (i > 0 && s[i - 1] != '\n')
		i--;
	return i;
}

/* 1 when the line at s[a] is a table's row: its text opens with '|'. */
static int
table_row(const char *s, size_t n, size_t a)
{
	while (a < n && (s[a] == ' ' || s[a] == '\t'))
		a++;
	return a < n && s[a] == '|';
}

/*
 * 1 when no row of the table that holds the row at s[a] but that row
 * holds a digit: a table of ratings ("| Rigor | 3 |") with a total is
 * not one verdict.
 */
static int
table_quiet(const char *s, size_t n, size_t a)
{
	size_t b = a, e;

	while (b > 0 && table_row(s, n, papo_rubric_line_start(s, b - 1)))
		b = papo_rubric_line_start(s, b - 1);
	for (; b < n && table_row(s, n, b); b = e + 1) {
		e = papo_rubric_line_end(s, n, b);
		if (b != a && papo_rubric_line_has_digit(s, e, b))
			return 0;
		if (e == n)
			break;
	}
	return 1;
}

/*
 * A table's row whose first cell is the label alone ("| Score | 4 |",
 * "| **Final score** | 4 |"), in a table with no other number: past
 * the '|' that ends the label's cell, or 0.  The value is the next
 * cell, the last (label_value).
 */
static size_t
table_label(const char *s, size_t n, size_t i)
{
	size_t a = label_lead(s, i), j;

	while (a > 0 && s[a - 1] == ' ')
		a--;
	if (a == 0 || s[--a] != '|')
		return 0;
	while (a > 0 && (s[a - 1] == ' ' || s[a - 1] == '\t'))
		a--;
	if (a > 0 && s[a - 1] != '\n')
		return 0;
	if ((j = bare_word(s, n, i)) == 0 || j >= n || s[j] != '|' ||
	    !table_quiet(s, n, a))
		return 0;
	return j + 1;
}

/* Where the label at s[i] ends (past its colon), or 0. */
/*
 * "Score (1-5):", "Rating (1-5):": a label with the rubric's own range
 * in parentheses before its colon (papo_rubric_range_is_rubric; another
 * range, "Score (1-10):" under 1 to 5, is no label): the offset past
 * the colon, or 0.
 */
static size_t
range_label(const struct papo_rubric *r, const char *s, size_t n, size_t i)
{
	size_t m, j, e, c;

	if ((m = papo_rubric_match_label(s, n, i, "score")) == 0 &&
	    (m = papo_rubric_match_label(s, n, i, "rating")) == 0)
		return 0;
	j = i + m;
	if (n - j < 6 || s[j] != ' ' || s[j + 1] != '(')
		return 0;
	for (e = j + 2; e < n && e - j < 16 && s[e] != ')'; e++)
		;
	if (e >= n || s[e] != ')' ||
	    !papo_rubric_range_is_rubric(r, s + j + 2, e - j - 2))
		return 0;
	for (e++; e < n && (s[e] == '*' || s[e] == '_'); e++)
		;
	return (c = papo_rubric_colon(s, n, e)) != 0 ? e + c : 0;
}

size_t
papo_rubric_label_end(const struct papo_rubric *r, const char *s, size_t n,
    size_t i)
{
	size_t m;

	if (r->parse == PAPO_RUBRIC_GRADE)
		return (m = papo_rubric_match_label(s, n, i, r->grade_label)) ?
		    i + m : 0;
	if ((m = table_label(s, n, i)) != 0)
		return m;	/* first: "| Score: | 4 |" */
	if ((m = score_label(s, n, i)) != 0)
		return m;
	if ((s[i] == 'S' || s[i] == 's' || s[i] == 'R' || s[i] == 'r') &&
	    (m = range_label(r, s, n, i)) != 0)
		return m;
	return heading_label(s, n, i);
}

/*
 * Where the value of a label that ends at j stops: the end of its
 * line, or the next label on it (which is read on its own).  Each byte
 * belongs to one label's value, so reading them all is linear.
 */
size_t
papo_rubric_value_limit(const struct papo_rubric *r, const char *s, size_t n,
    size_t j)
{
	for (; j < n && s[j] != '\n'; j++)
		if (papo_rubric_label_end(r, s, n, j) != 0)
			break;
	return j;
}

/*
 * 1 when s[a..z) is the word of a row of score_labels, any case
 * ("overall" is a word of prose, a label only before a number).
 */
int
papo_rubric_why_label_row(const char *s, size_t a, size_t z)
{
	size_t k;

	for (k = 0; k < sizeof(score_labels) / sizeof(score_labels[0]); k++)
		if (score_labels[k].spaced < 4 &&
		    strlen(score_labels[k].word) == z - a &&
		    strncasecmp(score_labels[k].word, s + a, z - a) == 0)
			return 1;
	return 0;
}
