/* SPDX-License-Identifier: MIT */
/*
 * answer_hidden.c: an answer struck, coloured, hidden, quoted, in a
 * table, or in a response cut off; characters papo cannot read after an
 * answer.
 */
#include <stdint.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/*
 * ---- what hides, strikes or quotes the answer (issue 26, round 11) ----
 *
 * A value struck through ("~~42~~", "<s>42</s>", "\\sout{42}"),
 * coloured or hidden ("\\color{red}{42}", "\\phantom{42}"), written with
 * characters that do not show (a zero-width joiner inside "never", an
 * RTL override), quoted (a response that ends on a blockquote or a
 * table row), or cut inside a code block or a
 * display ("```\n\\boxed{42}", "$$42") is not one committed answer:
 * papo-verify reads none of these forms, so none is rewarded.
 */

/* Markup in a value that strikes, colours or hides it. */
static const char *const overlay_cmds[] = { "~~", "\\color", "\\textcolor",
	"\\phantom", "\\hphantom", "\\vphantom", "\\sout", "\\xout",
	"\\cancel", "\\bcancel", "\\xcancel", "\\st{", "\\strike",
	"\\underbrace", "\\overbrace", NULL };

/*
 * Markup on the answer's line, outside the value, that colours or hides
 * what follows it or adds a note papo does not read: "The answer is
 * \\color{white}42", "\\colorbox{white}{42}", "is \\footnote{...} 42".
 * Each starts with a backslash: line_cmd looks only there.
 */
static const char *const line_cmds[] = { "\\color{", "\\colorbox",
	"\\fcolorbox", "\\phantom", "\\hphantom", "\\vphantom",
	"\\footnote", NULL };

/*
 * The length of a colour that shows on a page, dark on white, as
 * "\\color" or "\\textcolor" name it at v[i] ("{blue}"): a value in it
 * is emphasised, not hidden (\\boxed{\\color{blue}{42}}); 0 for any other
 * ("{white}", "{#fff}", "{red}", a teacher's mark of an error, "{black}",
 * which a box of black may hide).
 */
static size_t
shown_colour(const char *v, size_t i, size_t vn)
{
	static const char *const shown[] = { "{blue}", "{darkblue}",
	    "{navy}", "{green}", "{darkgreen}", "{teal}", "{purple}",
	    "{violet}", "{magenta}", "{orange}", "{brown}", NULL };
	size_t k, l;

	for (k = 0; shown[k] != NULL; k++)
		if (vn - i >= (l = strlen(shown[k])) && memcmp(v + i, shown[k],
		    l) == 0)
			return l;
	return 0;
}

/*
 * Does s[a..b) hold one of line_cmds[] (each starts with a backslash:
 * only the backslashes are looked at)?
 */
static int
line_cmd(const char *s, size_t a, size_t b)
{
	const char *q;
	size_t k, l;

	while (a < b && (q = memchr(s + a, '\\', b - a)) != NULL) {
		a = (size_t)(q - s);
		for (k = 0; a + 1 < b && line_cmds[k] != NULL; k++)
			if (s[a + 1] == line_cmds[k][1] && b - a >= (l =
			    strlen(line_cmds[k])) && memcmp(s + a, line_cmds[k],
			    l) == 0 && !(k == 0 && shown_colour(s, a + l - 1,
			    b) > 0))	/* "\\color{blue}" shows */
				return 1;
		a++;
	}
	return 0;
}

/* Tags that strike what they enclose, each with its closing tag. */
static const char *const strike_tags[][2] = { { "~~", "~~" },
	{ "<s>", "</s>" }, { "<del>", "</del>" }, { "<strike>", "</strike>" },
	{ "<S>", "</S>" }, { "<DEL>", "</DEL>" } };

/*
 * Is c a character that does not show or turns the text around: zero
 * width spaces and joiners, the soft hyphen, the word joiner and the
 * invisible operators, the byte order mark, bidirectional controls, the
 * Mongolian vowel separator, Khmer's inherent vowels, the musical
 * symbols' invisible formatting?
 */
static int
invisible(long c)
{
	return c == 0xad || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a &&
	    c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 &&
	    c <= 0x2069) || c == 0xfeff || c == 0x180e || c == 0x17b4 ||
	    c == 0x17b5 || (c >= 0x1d173 && c <= 0x1d17a);
}

/* Is c a letter of Cyrillic or Greek (the scripts whose letters look
   like Latin ones: "і", "ѕ", "ο")? */
static int
lookalike_script(long c)
{
	return (c >= 0x391 && c <= 0x3c9) || (c >= 0x400 && c <= 0x4ff);
}

/* Emoticons: a face that winks, doubts, sulks or jokes. */
static const char *const emoticons[] = { ":)", ":(", ";)", ":/", ":\\",
	":|", ":P", ":p", ":D", ":O", ":o", ";P", ";p", ";D", ":-)", ":-(",
	";-)", ":-/", ":-P", ":-p", ":-D", ":'(", "-_-", "o_O", "O_o", "o_o",
	"O_O", "^^", "^_^", "T_T", ">_<", "xD", "XD", "=)", "=(", "=/",
	NULL };

_Static_assert(sizeof emoticons / sizeof *emoticons <= 65,
    "emo_ix holds the emoticons in 64 bits");

/*
 * The emoticons by their first byte: bit k of emo_ix.rows[c] when
 * emoticons[k] starts with c, and emo_ix.len[k] its length.  Built once
 * (papo_once) and only read after: a word that starts with no face's
 * first byte is passed with one load.
 */
static struct {
	uint64_t rows[256];
	size_t len[64];
} emo_ix;
static struct papo_once emo_once = PAPO_ONCE_INIT;

static void
emo_build(void)
{
	unsigned k;

	for (k = 0; emoticons[k] != NULL; k++) {
		emo_ix.rows[(unsigned char)emoticons[k][0]] |= (uint64_t)1 << k;
		emo_ix.len[k] = strlen(emoticons[k]);
	}
}

const char *
papo_answer_emoticon_row(size_t k)
{
	size_t j;

	for (j = 0; j < k && emoticons[j] != NULL; j++)
		;
	return emoticons[j];
}

/*
 * Does a face of emoticons[] start at s[i] (in s[..b)) and end there
 * before a space, a tab or b?
 */
static int
emoticon_at(const char *s, size_t i, size_t b)
{
	size_t k, l;
	uint64_t m;

	/* the face's first byte first: most bytes start none */
	for (m = emo_ix.rows[(unsigned char)s[i]]; m != 0; m &= m - 1) {
		k = (size_t)__builtin_ctzll(m);
		l = emo_ix.len[k];
		if (i + l <= b && memcmp(s + i, emoticons[k], l) == 0 &&
		    (i + l == b || s[i + l] == ' ' || s[i + l] == '\t'))
			return 1;
	}
	return 0;
}

/*
 * Does the line s[a..b) hold an emoticon standing as a word of its own
 * (spacing or the line's ends around it: "The answer is 42 ;)", "42.
 * :/")?  A face says how the writer means the line, which no row reads.
 */
static int
emoticon(const char *s, size_t a, size_t b)
{
	size_t i = a + 1;

	papo_once(&emo_once, emo_build);
	if (a < b && emoticon_at(s, a, b))
		return 1;
#ifdef __SSE2__
	/* a face starts a word: only the bytes after a space or a tab,
	   found sixteen at a time (s[i - 1 .. i + 15) in s[a..b)) */
	for (; i + 16 <= b; i += 16) {
		__m128i p = _mm_loadu_si128((const void *)(s + i - 1));
		unsigned bits = (unsigned)_mm_movemask_epi8(_mm_or_si128(
		    _mm_cmpeq_epi8(p, _mm_set1_epi8(' ')),
		    _mm_cmpeq_epi8(p, _mm_set1_epi8('\t'))));

		for (; bits != 0; bits &= bits - 1)
			if (emoticon_at(s, i + (size_t)__builtin_ctz(bits), b))
				return 1;
	}
#endif
	for (; i < b; i++)
		if ((s[i - 1] == ' ' || s[i - 1] == '\t') &&
		    emoticon_at(s, i, b))
			return 1;
	return 0;
}

/*
 * The first byte of 0x80 or more in s[a..b), eight bytes at a time to
 * it; b when there is none.
 */
static size_t
non_ascii_at(const char *s, size_t a, size_t b)
{
	uint64_t w;

	for (; a + 8 <= b; a += 8) {
		memcpy(&w, s + a, 8);
		if (w & 0x8080808080808080ull)
			break;
	}
	while (a < b && (unsigned char)s[a] < 0x80)
		a++;
	return a;
}

/* Does s[a..b) hold a byte of 0x80 or more (a character past ASCII)? */
static int
non_ascii(const char *s, size_t a, size_t b)
{
	return non_ascii_at(s, a, b) < b;
}

/*
 * Does the line s[a..b) hold a word that mixes ASCII letters with
 * Cyrillic ones, or with Greek ones and at least two ASCII letters
 * ("nіcht" with a Cyrillic і, "iѕ", "νielleicht", "nοt" with a Greek
 * ο)?  Such a word is a disguise of a Latin word no row reads; a Greek
 * letter of mathematics beside one Latin letter ("2πr", "θx"), or
 * beside capitals only, a product of quantities' symbols ("ρUL",
 * "NABω"), is read as before.
 */
static int
mixed_word(const char *s, size_t a, size_t b)
{
	size_t k, l, st, latin = 0, small = 0;
	long c;
	int cyr = 0, greek = 0;

	if (!non_ascii(s, a, b))
		return 0;	/* no Cyrillic or Greek letter */
	for (k = a; k <= b; k += l) {
		l = 1;
		if (k == b)
			c = ' ';
		else if ((unsigned char)s[k] < 0x80)
			c = (unsigned char)s[k];
		else {
			for (; k + l < b && ((unsigned char)s[k + l] &
			    0xc0) == 0x80; l++)
				;
			c = papo_frame_cp_before(s, a, k + l, &st);
		}
		if (c < 0x80 && is_alpha((int)c)) {
			latin++;
			small += c >= 'a' && c <= 'z';
		} else if (lookalike_script(c))
			*(c >= 0x400 ? &cyr : &greek) = 1;
		else {
			if ((cyr && latin > 0) || (greek && latin > 1 &&
			    small > 0))
				return 1;
			latin = small = 0;
			cyr = greek = 0;
		}
	}
	return 0;
}

/*
 * Is c a letter or sign of a script that writes the zero width
 * (non-)joiner inside its words: Arabic and Persian, the Indic scripts
 * (Devanagari to Sinhala)?
 */
static int
joins_words(long c)
{
	return (c >= 0x600 && c <= 0x6ff) || (c >= 0x900 && c <= 0xdff);
}

/*
 * Does s[a..b) hold a character that does not show (invisible), other
 * than a zero width joiner or non-joiner between two letters of a script
 * that writes them so ("బ్యాగ్‌లో", "می‌خواهم"), or a right-to-left,
 * left-to-right or Arabic letter mark in a text that holds Arabic (the
 * marks an Arabic response puts around its numbers: they move no
 * character, unlike the embeddings and overrides)?
 */
static int
unseen(const char *s, size_t a, size_t b)
{
	long c, prev = 0;
	size_t k = a, st;
	int held = 0;		/* a joiner after such a letter, waiting */
	int marks = 0, arabic = 0;

	/* every such character is past ASCII, and an ASCII byte neither
	   holds a joiner nor joins words: from the first byte of 0x80 or
	   more */
	for (k = non_ascii_at(s, a, b); k < b; k++) {
		if ((unsigned char)s[k] < 0x80)
			c = (unsigned char)s[k];
		else if (k + 1 < b && ((unsigned char)s[k + 1] & 0xc0) == 0x80)
			continue;	/* not a character's last byte */
		else
			c = papo_frame_cp_before(s, a, k + 1, &st);
		if (held && !joins_words(c))
			return 1;
		held = 0;
		arabic |= c >= 0x600 && c < 0x700 && c != 0x61c;
		if ((c == 0x200c || c == 0x200d) && joins_words(prev))
			held = 1;
		else if (c == 0x200e || c == 0x200f || c == 0x61c)
			marks = 1;
		else if (invisible(c))
			return 1;
		prev = c;
	}
	return held || (marks && !arabic);
}

/*
 * Does a run of '*' right after a number, a box or math on the line
 * s[a..b) close no emphasis ("42*.", "\\boxed{42}*", "$42$**"), with
 * nothing but a full stop after it?  It marks a footnote the response
 * does not give.
 */
static int
star_mark(const char *s, size_t a, size_t b)
{
	size_t i, j;
	const char *q;

	for (i = a + 1; i < b; i = j + 1) {
		if ((q = memchr(s + i, '*', b - i)) == NULL)
			break;	/* the next run, by memchr */
		i = (size_t)(q - s);
		for (j = i; j < b && s[j] == '*'; j++)
			;
		if (j == i || !(is_digit((unsigned char)s[i - 1]) ||
		    s[i - 1] == '}' || s[i - 1] == '$'))
			continue;
		if (papo_answer_emph_closer(s, j))
			continue;
		while (j < b && (s[j] == '.' || s[j] == ' '))
			j++;
		if (j == b)
			return 1;
	}
	return 0;
}

/*
 * Is the line s[a..b) a markdown footnote's definition ("[^1]: Final
 * answer: 42", "[^note]: ...")?  A footnote annotates a sentence above
 * it; what its definition says is not the response's statement, and
 * a response that ends on one states no answer after it.
 */
static int
footnote_def(const char *s, size_t a, size_t b)
{
	size_t k;

	while (a < b && s[a] == ' ')
		a++;
	if (b - a < 4 || s[a] != '[' || s[a + 1] != '^')
		return 0;
	for (k = a + 2; k < b && s[k] != ']' && s[k] != '[' && s[k] != ' ';
	    k++)
		;
	return k > a + 2 && k + 1 < b && s[k] == ']' && s[k + 1] == ':';
}

/* The start of the last line of s[0..n) that holds more than spaces. */
static size_t
last_line(const char *s, size_t n, size_t *end)
{
	size_t b = n, a;
	const char *q;

	while (b > 0 && is_space((unsigned char)s[b - 1]))
		b--;
	q = b > 0 ? memrchr(s, '\n', b) : NULL;
	a = q != NULL ? (size_t)(q - s) + 1 : 0;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	*end = b;
	return a;
}

/* Is the line before the one that starts at s[i] blank (spacing only)? */
static int
blank_before(const char *s, size_t i)
{
	while (i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t'))
		i--;	/* the fence's own indent */
	if (i == 0 || s[i - 1] != '\n')
		return 0;
	for (i--; i > 0 && (s[i - 1] == ' ' || s[i - 1] == '\t' ||
	    s[i - 1] == '\r'); i--)
		;
	return i > 0 && s[i - 1] == '\n';
}

/*
 * Fences ("```" opening a line) in s[0..n): their count, and in *open
 * where the last one starts.
 */
static size_t
fences(const char *s, size_t n, size_t *open)
{
	const char *q;
	size_t i, k, c = 0;

	if (papo_answer_find_bytes(s, n, "```", 3) == NULL)
		return 0;
	for (i = 0; i < n; i = k + 1) {
		for (k = i; k < n && (s[k] == ' ' || s[k] == '\t'); k++)
			;
		if (n - k >= 3 && memcmp(s + k, "```", 3) == 0) {
			*open = k;
			c++;
		}
		q = k < n ? memchr(s + k, '\n', n - k) : NULL;
		k = q != NULL ? (size_t)(q - s) : n;
	}
	return c;
}


/*
 * Is the word s[a..b) a unit: one papo_unit_parse reads, another
 * language's ("Tage", "Kilogramm"), a scale word ("Millionen"), or a
 * percent ("pct", "percent")?
 */
static int
unit_word(const char *s, size_t a, size_t b)
{
	struct papo_unit u;
	size_t l;

	return papo_unit_parse(s + a, b - a, &u) == 0 ||
	    (papo_unit_foreign(s + a, b - a, &l) != NULL && l == b - a) ||
	    (papo_answer_scale_foreign(s, a, b, &l) != 0 && l == b - a) ||
	    (b - a == 3 && strncasecmp(s + a, "pct", 3) == 0) ||
	    (b - a == 7 && strncasecmp(s + a, "percent", 7) == 0);
}

/* The labels that open an answer's line ("FINAL ANSWER: 42 apples"). */
static const char *const answer_labels[] = { "final answer", "answer",
	NULL };

/*
 * Is the word s[w..b) after the value at s[v..) a plural noun (four
 * small letters or more ending in a plural's "s", not "ss", "us" or
 * "is", and no function word: papo_unit_counted_noun) on a line that
 * opens on an answer label, its colon, then the value ("FINAL ANSWER:
 * 42 apples")?  The value's noun, no cut ("42 unle", "42 plus" are not
 * recognised).
 */
static int
label_noun(const char *s, size_t v, size_t w, size_t b)
{
	size_t i, a, k, l;

	if (b - w < 4 || s[b - 1] != 's' || strchr("siu", s[b - 2]) != NULL ||
	    !papo_unit_counted_noun(s + w, b - w))
		return 0;
	for (i = w; i < b; i++)
		if (s[i] < 'a' || s[i] > 'z')
			return 0;
	for (a = v; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < v && strchr(" *#", s[a]) != NULL)
		a++;
	for (k = 0; answer_labels[k] != NULL; k++) {
		l = strlen(answer_labels[k]);
		if (a + l > v || strncasecmp(s + a, answer_labels[k], l) != 0)
			continue;
		for (i = a + l; i < v && (s[i] == '*' || s[i] == ' '); i++)
			;
		if (i == v || s[i] != ':')
			continue;
		for (i++; i < v && (s[i] == '*' || s[i] == ' '); i++)
			;
		if (i == v)
			return 1;
	}
	return 0;
}

/* Is s[w..b) a scale word the value is read with ("\\boxed{42}
   hundred", "42 millions": papo_answer_scale_word)? */
static int
scale_word(const char *s, size_t w, size_t b)
{
	struct papo_buf t = PAPO_BUF_INIT;
	int r = papo_answer_scale_word(s, w, b, &t);

	papo_buf_release(&t);
	return r;
}

/*
 * Does s[0..n) end, with no stop, on a word of letters right after the
 * value v[0..vn) (past a closing brace or '$'), a word neither a unit,
 * a scale word (scale_word) nor one of the problem p[0..pn)'s: the
 * response cut in mid-word ("The answer is \\boxed{42} provid", "So the answer
 * is 42 unle")?
 */
static int
cut_word(const char *s, size_t n, const char *v, size_t vn, const char *p,
    size_t pn)
{
	const char *t = papo_answer_find_bytes(v, vn, " \\text{ ", 8);
	size_t b = n, w, k;

	if (t != NULL)
		vn = (size_t)(t - v);	/* "42 \\text{ unle}": its noun */
	while (b > 0 && is_space((unsigned char)s[b - 1]))
		b--;
	for (w = b; w > 0 && is_alpha((unsigned char)s[w - 1]); w--)
		;
	if (w == b || b - w > 24 || w == 0 || s[w - 1] != ' ' || vn == 0)
		return 0;
	for (k = w; k > 0 && s[k - 1] == ' '; k--)
		;
	while (k > 0 && (s[k - 1] == '}' || s[k - 1] == '$'))
		k--;
	if (k < vn || memcmp(s + k - vn, v, vn) != 0)
		return 0;
	return !unit_word(s, w, b) && !scale_word(s, w, b) &&
	    !label_noun(s, k - vn, w, b) &&
	    !papo_frame_in_problem(p, pn, NULL, s, w, b);
}

/*
 * Does the word s[i..) right after a box, with no stop between, open a
 * new sentence: a capital then small letters, neither a unit ("Pa",
 * "Newtons") nor a word of the problem p[0..pn) ("\\boxed{42}
 * Retracted.", "\\boxed{42} The foregoing is provided without
 * warranty.")?  That sentence is read as those after the answer are.
 * Asked after a box or a tag only: after a last statement (its start
 * not known) the sentences that follow keep the noun phrase's rule, as
 * on main ("... is \\(x\\). This covers all steps ..." is a right
 * answer bench's records hold).
 */
int
papo_frame_new_sentence(const char *s, size_t i, size_t e, const char *p, size_t
    pn)
{
	size_t w;

	if (i + 1 >= e || s[i] < 'A' || s[i] > 'Z' || s[i + 1] < 'a' ||
	    s[i + 1] > 'z')
		return 0;
	for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	return !unit_word(s, i, w) && !papo_frame_in_problem(p, pn, NULL, s, i,
	    w);
}

/*
 * Does the line s[a..b) open with a quotation mark and go on in
 * words after the quotation closes ("\"The answer is \\boxed{42}\" is a
 * common misconception.", "“42” is what the book says.")?  The answer
 * is quoted and spoken of, not stated.
 */
static int
quoted_statement(const char *s, size_t a, size_t b)
{
	size_t k, q;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*'))
		a++;
	if (a < b && s[a] == '"')
		q = a + 1;
	else if (b - a > 3 && memcmp(s + a, "\xe2\x80\x9c", 3) == 0)
		q = a + 3;
	else
		return 0;
	for (k = q; k < b; k++)
		if (s[k] == '"' || (b - k >= 3 && memcmp(s + k,
		    "\xe2\x80\x9d", 3) == 0))
			break;
	if (k >= b)
		return 0;
	for (k += s[k] == '"' ? 1 : 3; k < b && is_space((unsigned char)s[k]);
	    k++)
		;
	return k < b && is_alpha((unsigned char)s[k]);	/* not a key */
}

/*
 * Does the line s[a..b) stand whole between a pair of quotation marks
 * or backticks (a stop after the closer aside), with a box or a
 * sentence between them (three words, two CJK characters:
 * "`\\boxed{42}`", "'\\boxed{42}'", "\"The answer is 42.\"",
 * "「答案是42」")?  The answer is quoted, an example or a quotation, not
 * stated; a value between them ("\"42\"", "`42`", "\"42 sheep\"") is
 * the value's own mark, read as before.
 */
static int
quoted_line(const char *s, size_t a, size_t b)
{
	static const char *const pairs[][2] = { { "`", "`" }, { "\"", "\"" },
	    { "'", "'" }, { "\xe2\x80\x9c", "\xe2\x80\x9d" },	/* “ ” */
	    { "\xe2\x80\x98", "\xe2\x80\x99" },	/* ‘ ’ */
	    { "\xe3\x80\x8c", "\xe3\x80\x8d" },	/* 「 」 */
	    { "\xe3\x80\x8e", "\xe3\x80\x8f" } };	/* 『 』 */
	size_t k, o, c, i, words, cjk;

	while (a < b && is_space((unsigned char)s[a]))
		a++;
	if (a == b || !(s[a] == '`' || s[a] == '"' || s[a] == '\'' ||
	    s[a] == '\xe2' || s[a] == '\xe3'))
		return 0;	/* most lines: no mark opens them */
	while (b > a && is_space((unsigned char)s[b - 1]))
		b--;
	if (b > a && s[b - 1] == '.')
		b--;
	else if (b - a >= 3 && memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0)
		b -= 3;	/* 。 */
	for (k = 0; k < sizeof(pairs) / sizeof(pairs[0]); k++) {
		o = strlen(pairs[k][0]);
		c = strlen(pairs[k][1]);
		if (b - a < o + c + 2 || memcmp(s + a, pairs[k][0], o) != 0 ||
		    memcmp(s + b - c, pairs[k][1], c) != 0)
			continue;
		if (papo_answer_find_bytes(s + a + o, b - c - a - o,
		    pairs[k][1], c) != NULL)
			return 0;	/* two quotations, or one and more */
		if (papo_answer_find_bytes(s + a, b - a, "\\boxed{", 7) !=
		    NULL)
			return 1;
		for (i = a + o, words = 0, cjk = 0; i < b - c; i++) {
			words += s[i] == ' ' && s[i - 1] != ' ';
			cjk += (unsigned char)s[i] >= 0xe3 &&
			    (unsigned char)s[i] <= 0xed;
		}
		return words >= 2 || cjk >= 2;	/* a sentence, not "42
						   sheep" */
	}
	return 0;
}

/*
 * Does the line s[a..b) end inside a quotation of several sentences
 * opened after a colon or a comma on it ("Someone wrote: \"Verified. The
 * answer is 42.\"", "Bob: “Done. 答案是42。”", "Il a écrit : « Vérifié.
 * La réponse est 42. »")?  Its last statement is another's words
 * (quoted_line reads a line that opens on the mark; one sentence
 * quoted after a label is its opener's to read).
 */
static int
spoken_quote(const char *s, size_t a, size_t b)
{
	static const char *const pairs[][2] = { { "\"", "\"" },
	    { "\xe2\x80\x9c", "\xe2\x80\x9d" },	/* “ ” */
	    { "\xc2\xab", "\xc2\xbb" },	/* « » */
	    { "\xe3\x80\x8c", "\xe3\x80\x8d" },	/* 「 」 */
	    { "\xe3\x80\x8e", "\xe3\x80\x8f" } };	/* 『 』 */
	size_t k, o, c, q, i, e;

	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '.'))
		b--;
	for (k = 0; k < sizeof(pairs) / sizeof(pairs[0]); k++) {
		o = strlen(pairs[k][0]);
		c = strlen(pairs[k][1]);
		if (b - a < o + c + 4 || memcmp(s + b - c, pairs[k][1], c) != 0)
			continue;
		for (q = b - c; q >= a + o && memcmp(s + q - o, pairs[k][0],
		    o) != 0; q--)
			;
		if (q <= a + o)
			return 0;	/* none, or it opens the line */
		for (e = q - o; e > a && is_space((unsigned char)s[e - 1]); e--)
			;
		if (!(e > a && (s[e - 1] == ':' || s[e - 1] == ',')) &&
		    !(e >= a + 3 && memcmp(s + e - 3, "\xef\xbc\x9a", 3) == 0))
			return 0;	/* not after a colon (or ：) or comma */
		for (i = q; i + 1 < b - c; i++)
			if (((s[i] == '.' || s[i] == '!' || s[i] == '?') &&
			    s[i + 1] == ' ') || (i + 3 < b - c &&
			    (memcmp(s + i, "\xe3\x80\x82", 3) == 0 ||
			    memcmp(s + i, "\xe0\xa5\xa4", 3) == 0)))
				return 1;	/* a stop inside (。 ।), more
						   after */
		return 0;
	}
	return 0;
}

/*
 * Does the line s[a..b) open, after spaces, with TeX's comment sign and
 * then no digit ("% Answer: 42", "%% So \\boxed{42} ...", "%答案：42")?
 * TeX reads nothing of it; no model's statement opens so (no line of
 * the corpus does).
 */
static int
tex_comment(const char *s, size_t a, size_t b)
{
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	return b - a >= 2 && s[a] == '%' && !is_digit((unsigned char)s[a + 1]);
}

/* s[i..n) struck through: a strike tag closed on its line after text. */
int
papo_frame_struck(const char *s, size_t i, size_t n)
{
	const char *t, *q;
	size_t k, l;

	if (memchr(s + i, '~', n - i) == NULL && memchr(s + i, '<', n - i) ==
	    NULL)
		return 0;
	for (k = 0; k < sizeof(strike_tags) / sizeof(strike_tags[0]); k++) {
		l = strlen(strike_tags[k][0]);
		for (t = s + i; (t = papo_answer_find_bytes(t,
		    (size_t)(s + n - t), strike_tags[k][0], l)) != NULL;
		    t += l) {
			q = papo_answer_find_bytes(t + l,
			    (size_t)(s + n - t) - l, strike_tags[k][1],
			    strlen(strike_tags[k][1]));
			if (q != NULL && q > t + l &&
			    memchr(t, '\n', (size_t)(q - t)) == NULL)
				return 1;
		}
	}
	return 0;
}

/*
 * Does the line s[a..b) open as an unchecked item of a task list: a
 * list's mark or none, then "[ ]" ("- [ ] The answer is 42", "1. [ ]
 * Answer: 42", "[ ] 42")?  An item not ticked is a step still to do,
 * not the answer given; a ticked one ("- [x]") is read as before.
 */
static int
unchecked_task(const char *s, size_t a, size_t b)
{
	size_t i = a;

	while (i < b && s[i] == ' ')
		i++;
	if (i < b && (s[i] == '-' || s[i] == '*' || s[i] == '+'))
		i++;
	else {
		while (i < b && is_digit((unsigned char)s[i]))
			i++;
		if (i > a && i < b && (s[i] == '.' || s[i] == ')'))
			i++;
	}
	while (i < b && s[i] == ' ')
		i++;
	if (i >= b || s[i] != '[')
		return 0;
	for (i++; i < b && s[i] == ' '; i++)
		;
	return i < b && s[i] == ']' && s[i - 1] == ' ';
}

/*
 * Does the line s[a..b) hold a spoiler, "||" then text then "||", opened
 * outside math ("The answer is ||42||.", "||\\boxed{42}||")?  Inside a
 * math span ("$||v||$", "\\(||v||\\)") the bars are a norm, read as math.
 */
static int
spoiler(const char *s, size_t a, size_t b)
{
	size_t k;
	int math = 0;

	/* no '|' on the line: no spoiler, and no walk over its math */
	if (b - a < 3 || memchr(s + a, '|', b - a) == NULL)
		return 0;
	for (k = a; k + 2 < b; k++) {
		if (s[k] == '\\' && (s[k + 1] == '(' || s[k + 1] == '[' ||
		    s[k + 1] == ')' || s[k + 1] == ']')) {
			math = s[k + 1] == '(' || s[k + 1] == '[';
			k++;
		} else if (s[k] == '\\')
			k++;	/* "\\$": a dollar sign */
		else if (s[k] == '$')
			math = !math;
		else if (!math && s[k] == '|' && s[k + 1] == '|' &&
		    !is_space((unsigned char)s[k + 2]) && s[k + 2] != '|' &&
		    memmem(s + k + 3, b - k - 3, "||", 2) != NULL)
			return 1;
	}
	return 0;
}

/*
 * The cell words a table of a worked answer may have: the header's
 * ("| Step | Value |") and the label of its last row ("| Final answer |
 * **64** |").  A table with any other header ("| wrong answers |",
 * "| rejected | reason |") or another last label is spoken of, not
 * stated.  The headers are those of the tables real responses end on
 * ("| Item | Count |", "| Operation | Result |", "| Item | Cost |").
 */
static const char *const table_heads[] = { "step", "steps", "value",
	"values", "quantity", "item", "description", "calculation",
	"computation", "part", "variable", "result", "answer", "amount",
	"total", "label", "field", "name", "#", "no.", "expression",
	"explanation", "work", "count", "number", "category", "operation",
	"cost", "price", "subtotal", NULL };
static const char *const table_labels[] = { "final answer", "answer",
	"result", "final result", "total", "\xe7\xad\x94\xe6\xa1\x88",
	"\xe6\x9c\x80\xe7\xbb\x88\xe7\xad\x94\xe6\xa1\x88", NULL };

/* Is cell s[a..b) (markup and spacing aside) one of list, case aside? */
static int
cell_is(const char *s, size_t a, size_t b, const char *const *list)
{
	size_t k;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '*'))
		b--;
	for (k = 0; list[k]; k++)
		if (strlen(list[k]) == b - a && starts_ci(s, b, a, list[k]))
			return 1;
	return 0;
}

/*
 * Is cell s[a..b) (markup and spacing aside) the noun the problem
 * p[0..pn) asks a count of, the word after its "many" ("| Step | Apples
 * |" of "How many apples ..."), a plural's 's' aside?
 */
static int
asked_head(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t k, e, l, m;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) || s[b - 1] == '*'))
		b--;
	for (k = a; k < b && is_alpha((unsigned char)s[k]); k++)
		;
	if (k < b || b - a < 2 || p == NULL)
		return 0;
	for (k = 0; k + 5 < pn; k++) {
		if ((k > 0 && is_alpha((unsigned char)p[k - 1])) ||
		    !starts_ci(p, pn, k, "many "))
			continue;
		for (e = k + 5; e < pn && is_alpha((unsigned char)p[e]); e++)
			;
		l = b - a;
		m = e - k - 5;
		if (m == l + 1 && lower((unsigned char)p[e - 1]) == 's')
			m--;	/* "| Apple |" of "many apples" */
		else if (l == m + 1 && lower((unsigned char)s[b - 1]) == 's')
			l--;
		if (l == m && strncasecmp(s + a, p + k + 5, l) == 0)
			return 1;
	}
	return 0;
}

/*
 * Is the table whose last line is s[a..b) a worked answer's: a header
 * of table_heads[] cells (or the noun the problem p[0..pn) counts), a
 * rule line, and a last row labelled by table_labels[]?
 */
static int
answer_table(const char *s, size_t a, size_t b, const char *p, size_t pn)
{
	size_t h = a, e, c, k;

	for (k = a; k < b && s[k] != '|'; k++)
		;
	for (c = k + 1; c < b && s[c] != '|'; c++)
		;
	if (k >= b || c >= b || !cell_is(s, k + 1, c, table_labels))
		return 0;	/* the last row's label */
	while (h > 0) {	/* the table's first line */
		for (e = h - 1; e > 0 && s[e - 1] != '\n'; e--)
			;
		if (s[e] != '|')
			break;
		h = e;
	}
	for (e = h; s[e] != '\n' && e < a; e++)
		;
	if (e + 1 >= a || s[e + 1] != '|' || s[e + 2] != '-')
		return 0;	/* no rule line under a header */
	for (k = h + 1; k < e; k = c + 1) {
		for (c = k; c < e && s[c] != '|'; c++)
			;
		if (c < e && !cell_is(s, k, c, table_heads) &&
		    !asked_head(s, k, c, p, pn))
			return 0;
	}
	return 1;
}

/*
 * Does the answer v[0..vn) hold one of overlay_cmds[]?  A command that
 * starts with a backslash is looked for only at v's backslashes.
 */
static int
overlaid(const char *v, size_t vn)
{
	const char *q;
	size_t k, i = 0, l, c;

	if (memchr(v, '~', vn) == NULL && memchr(v, '\\', vn) == NULL)
		return 0;
	for (k = 0; overlay_cmds[k] != NULL; k++)
		if (overlay_cmds[k][0] != '\\' && papo_answer_find_bytes(v, vn,
		    overlay_cmds[k], strlen(overlay_cmds[k])) != NULL)
			return 1;
	while (i < vn && (q = memchr(v + i, '\\', vn - i)) != NULL) {
		i = (size_t)(q - v);
		for (k = 0; i + 1 < vn && overlay_cmds[k] != NULL; k++)
			if (overlay_cmds[k][0] == '\\' &&
			    overlay_cmds[k][1] == v[i + 1] && vn - i >= (l =
			    strlen(overlay_cmds[k])) && memcmp(v + i,
			    overlay_cmds[k], l) == 0) {
				/* "\\color{blue}": shown, read past */
				if (strstr(overlay_cmds[k], "color") != NULL &&
				    (c = shown_colour(v, i + l, vn)) > 0) {
					i += l + c - 1;
					break;
				}
				return 1;
			}
		i++;
	}
	return 0;
}

/*
 * ---- an answer in a voice not the response's own (hostile_red9) ----
 *
 * A response that ends on a closed code block holds its answer in the
 * code (a comment "# answer: 42", a value assigned) or before code that
 * follows it: neither is a statement the response commits to, unless
 * the block is one of the forms an answer is written in (JSON, YAML,
 * plain text, LaTeX) and no line of it is a comment.  A response that
 * ends on a notebook's or a shell's output ("Out[1]: 42", a line after
 * "$ python3 solve.py") ends on what a tool said.
 */

/* The info strings of the blocks an answer may be written in. */
static const char *const voice_fences[] = { "", "json", "yaml", "yml",
	"text", "txt", "plaintext", "plain", "markdown", "md", "latex", "tex",
	"math", NULL };

/* What opens a comment line in code (lowercase, as the lists below). */
static const char *const comment_marks[] = { "#", "//", "--", "/*", "%",
	";", NULL };

/* Is the line s[a..b) (spaces aside) opened by one of l? */
static int
line_opens(const char *s, size_t a, size_t b, const char *const *l)
{
	size_t k;

	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	for (k = 0; l[k] != NULL; k++)
		if (starts_ci(s, b, a, l[k]))
			return 1;
	return 0;
}

/*
 * Where the quote state of the JSON text s[i..e) leaves off: 1 inside a
 * string (entered with *str), else 0; a backslash escapes the byte
 * after it.
 */
static int
json_quotes(const char *s, size_t i, size_t e, int str)
{
	for (; i < e; i++)
		if (str && s[i] == '\\')
			i++;
		else if (s[i] == '"')
			str = !str;
	return str;
}

/*
 * Is the block's line s[i..e) a comment line: opened by a comment mark,
 * and not inside a JSON block's string (a JSON body, opened by '{' or
 * '[', whose string spans raw lines: "### Step 1" in its "reasoning" is
 * the string's text)?  *str carries the string state from line to line
 * (-1: the body is no JSON).
 */
static int
comment_line(const char *s, size_t i, size_t e, int *str)
{
	int in = *str > 0;

	if (*str >= 0)
		*str = json_quotes(s, i, e, in);
	return !in && line_opens(s, i, e, comment_marks);
}

/*
 * Is the block's body s[i..e) one line that opens on an answer phrase
 * (English's, or a lead of papo_frame_phrases[]: "The answer is 176.",
 * "Die Antwort ist 176.", "答案是176。")?  A statement a reply wraps
 * in a fence, not code: the finder reads it as any statement.
 */
static int
fenced_statement(const char *s, size_t i, size_t e)
{
	static const char *const en[] = { "the answer is", "the final "
	    "answer is", "answer:", "final answer:", NULL };
	const struct row *r;

	while (e > i && (s[e - 1] == '\n' || s[e - 1] == '\r' || s[e - 1] ==
	    ' '))
		e--;
	while (i < e && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == e || memchr(s + i, '\n', e - i) != NULL)
		return 0;
	if (line_opens(s, i, e, en))
		return 1;
	for (r = papo_frame_phrases; r->w != NULL; r++)
		if (r->kind == R_LEAD && starts_ci(s, e, i, r->w))
			return 1;
	return 0;
}

/*
 * Does s[0..n), whose last line s[a..b) closes a code block (a fence
 * alone), end in code: the block's info string not one of voice_fences
 * (unless its body is one answer statement: fenced_statement), or a
 * comment line in it?
 */
static int
ends_in_code(const char *s, size_t n, size_t a, size_t b)
{
	size_t o = 0, i, e, k;
	int str;

	if (b - a < 3 || memcmp(s + a, "```", 3) != 0 || b - a > 4 ||
	    fences(s, n, &o) % 2 != 0 || fences(s, a, &o) == 0)
		return 0;
	for (e = o + 3; e < n && s[e] != '\n'; e++)
		;
	for (i = o + 3; i < e && s[i] == ' '; i++)
		;
	for (k = 0; voice_fences[k] != NULL; k++)
		if (strlen(voice_fences[k]) == e - i && starts_ci(s, e, i,
		    voice_fences[k]))
			break;
	if (voice_fences[k] == NULL)
		return e >= a || !fenced_statement(s, e + 1, a);
	for (i = e + 1; i < a && (s[i] == ' ' || s[i] == '\t' || s[i] ==
	    '\n' || s[i] == '\r'); i++)
		;
	str = i < a && (s[i] == '{' || s[i] == '[') ? 0 : -1;
	for (i = e + 1; i < a; i = e + 1) {
		for (e = i; e < a && s[e] != '\n'; e++)
			;
		if (comment_line(s, i, e, &str))
			return 1;
	}
	return 0;
}

/* Is the last line s[a..b) a notebook's or a shell's output? */
static int
tool_output(const char *s, size_t a, size_t b)
{
	static const char *const out[] = { "out[", NULL };
	static const char *const cmd[] = { "$ ", "in [", NULL };
	const char *q;
	size_t p;

	if (line_opens(s, a, b, out))
		return 1;
	if (a < 2)
		return 0;
	/* the line before: from after the last newline before s[a - 1] */
	p = (q = memrchr(s, '\n', a - 1)) != NULL ? (size_t)(q - s) + 1 : 0;
	/* "$ python3 solve.py", not the math "$ x = 4 $" */
	return line_opens(s, p, a - 1, cmd) && memchr(s + p + 1, '$',
	    a - 1 - p - 1) == NULL;
}

/*
 * Does s[0..n) define or redefine a TeX command ("\\def\\boxed#1{43}",
 * "\\renewcommand{\\boxed}[1]{43}", "\\let\\boxed\\relax")?  Its TeX is
 * then not the TeX papo reads: the box, the text or the value shown may
 * be anything.  Looked for by the words that end each definition's
 * name ("def" after "\\", "\\g", "\\e" or "\\x"; "\\let"; "command" after
 * "\\new", "\\renew", "\\provide" or "\\DeclareRobust"), a letter after
 * it another command ("\\definecolor", "\\letter").
 */
static int
redefines(const char *s, size_t n)
{
	static const char *const cmd[] = { "new", "renew", "provide",
	    "DeclareRobust", NULL };
	const char *q, *e = s + n, *c;
	size_t k, l;

	/* each form starts with a backslash: read after each (memchr),
	   not every "def" of "define" or "default" in the prose */
	for (q = memchr(s, '\\', n); q != NULL; q = memchr(q + 1, '\\',
	    (size_t)(e - q - 1))) {
		/* each form's first two letters: "de", "le", "ne", "re",
		   "De" ("\\def", "\\let", "\\newcommand", "\\renew...",
		   "\\Declare..."), "gd", "ed", "xd" ("\\gdef"), "pr"
		   ("\\providecommand"); "\\frac", "\\text", "\\cdot",
		   "\\boxed" pass at once */
		if (e - q < 3 || !((q[2] == 'e' && (q[1] == 'd' ||
		    q[1] == 'l' || q[1] == 'n' || q[1] == 'r' ||
		    q[1] == 'D')) || (q[2] == 'd' && (q[1] == 'g' ||
		    q[1] == 'e' || q[1] == 'x')) || (q[2] == 'r' &&
		    q[1] == 'p')))
			continue;
		c = q + 1;
		if (e - c >= 4 && (*c == 'g' || *c == 'e' || *c == 'x') &&
		    memcmp(c + 1, "def", 3) == 0)
			c++;	/* "\\gdef", "\\edef", "\\xdef" */
		if ((e - c >= 3 && memcmp(c, "def", 3) == 0 && (e - c == 3 ||
		    !is_alpha((unsigned char)c[3]))) || (e - q >= 4 &&
		    memcmp(q + 1, "let", 3) == 0 && (e - q == 4 ||
		    !is_alpha((unsigned char)q[4]))))
			return 1;
		for (k = 0; cmd[k] != NULL; k++) {
			l = strlen(cmd[k]);
			if ((size_t)(e - q - 1) >= l + 7 &&
			    memcmp(q + 1, cmd[k], l) == 0 &&
			    memcmp(q + 1 + l, "command", 7) == 0)
				return 1;
		}
	}
	return 0;
}

/* Is s[a..b) a fence line of three or more of f alone ("```", "~~~~")? */
static int
fence_only(const char *s, size_t a, size_t b, char f)
{
	size_t k;

	while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] ==
	    '\r'))
		b--;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	for (k = a; k < b && s[k] == f; k++)
		;
	return k == b && b - a >= 3;
}

/*
 * Is the line s[k..e) (its indentation passed) a sentence: a letter, a
 * digit or math first, and a full stop, a question or an exclamation
 * mark last, closing marks aside ("Let's think step by step.", "The
 * power is $\\boxed{\\frac{3}{2}}$.")?  Its words, else 0.
 */
static int
sentence_line(const char *s, size_t k, size_t e)
{
	size_t i;
	int words = 1;

	while (e > k && strchr(" \t\r$*)]\"'", s[e - 1]) != NULL)
		e--;
	if (e <= k || strchr(".!?", s[e - 1]) == NULL || !(is_alpha(
	    (unsigned char)s[k]) || is_digit((unsigned char)s[k]) ||
	    s[k] == '$' || s[k] == '\\' || (unsigned char)s[k] >= 0x80))
		return 0;
	for (i = k + 1; i < e; i++)
		words += s[i] == ' ' && s[i - 1] != ' ';
	return words;
}

/*
 * Is the response s[0..n), spacing aside, nothing but one code block:
 * a fenced block (``` or ~~~, its info string any but a data form's,
 * json or yaml, nor a body of JSON, which the JSON finder reads), a
 * <pre> block, or lines
 * each indented four spaces or a tab?  The answer in it stands in code
 * or an example of the form ("```\n\\boxed{42}\n```", "    \\boxed{42}"),
 * not in a statement the response makes; an answer after a block, or a
 * block under the response's own words, is not this.
 */
static int
code_alone(const char *s, size_t n)
{
	size_t a = 0, b = n, i, e, k, lines = 0, said = 0;
	const char *q;
	char f;
	int w, longest = 0;

	while (b > 0 && strchr(" \t\r\n", s[b - 1]) != NULL)
		b--;
	for (i = 0; i < b; i = e + 1) {	/* indented four spaces or a tab */
		for (k = i; k < b && (s[k] == ' ' || s[k] == '\t' ||
		    s[k] == '\r'); k++)
			;
		/* a line of words not indented ends the walk before its
		   end is looked for: most responses' first line */
		if (k < b && s[k] != '\n' && s[i] != '\t' && !(b - i >= 4 &&
		    memcmp(s + i, "    ", 4) == 0))
			break;
		e = (q = memchr(s + k, '\n', b - k)) != NULL ?
		    (size_t)(q - s) : b;
		if (k == e)
			continue;	/* a blank line */
		lines++;
		if ((w = sentence_line(s, k, e)) > 0)
			said++;
		if (w > longest)
			longest = w;
	}
	/* every line a sentence, two or more, one of four words or more:
	   prose indented whole by its template ("    Let's think step by
	   step.\n    The power ... is $\\boxed{\\frac{3}{2}}$."), the
	   work and its answer, not an example of the form */
	if (i >= b && lines > 0)
		return !(lines >= 2 && said == lines && longest >= 4);
	while (a < b && strchr(" \t\r\n", s[a]) != NULL)
		a++;
	if (b - a >= 11 && starts_ci(s, b, a, "<pre") && memcmp(s + b - 6,
	    "</pre>", 6) == 0)
		return 1;
	if (b - a < 7 || ((f = s[a]) != '`' && f != '~') || s[a + 1] != f ||
	    s[a + 2] != f)
		return 0;
	for (e = a; e < b && s[e] != '\n'; e++)
		;
	for (i = a; i < e && s[i] == f; i++)
		;
	while (i < e && s[i] == ' ')
		i++;
	if (starts_ci(s, e, i, "json") || starts_ci(s, e, i, "yaml") ||
	    starts_ci(s, e, i, "yml") || memchr(s + i, f, e - i) != NULL)
		return 0;	/* a data form; "```x```" on one line */
	for (i = e + 1; i < b && strchr(" \t\r\n", s[i]) != NULL; i++)
		;
	if (i < b && (s[i] == '{' || s[i] == '['))
		return 0;	/* JSON in a bare block: the JSON finder's */
	for (i = e + 1; i < b; i = k + 1) {	/* one block, closed last */
		for (k = i; k < b && s[k] != '\n'; k++)
			;
		if (fence_only(s, i, k, f))
			return k >= b;
	}
	return 0;
}

/* How many "$$" s[0..n) holds. */
static size_t
displays(const char *s, size_t n)
{
	const char *t = s;
	size_t c = 0;

	while ((t = memchr(t, '$', (size_t)(s + n - t))) != NULL) {
		if (t + 1 < s + n && t[1] == '$') {
			c++;
			t++;
		}
		t++;
	}
	return c;
}

const char *
papo_answer_hidden(const char *s, size_t n, const char *v, size_t vn,
    const char *p, size_t pn)
{
	size_t b, a, open = 0;
	const char *why;

	if (overlaid(v, vn))
		return "struck, coloured or hidden";
	if (redefines(s, n))
		return "TeX commands defined in the response";
	/* what the last line holds */
	a = last_line(s, n, &b);
	if (papo_frame_struck(s, a, b))
		return "struck through";
	if (spoiler(s, a, b))
		return "a spoiler";
	if (unchecked_task(s, a, b))
		return "an unchecked task-list item";
	if (line_cmd(s, a, b))
		return "coloured, hidden or a footnote on its line";
	if (unseen(s, a, b))
		return "a character that does not show";
	if (mixed_word(s, a, b))
		return "a word that mixes Latin letters with look-alikes";
	if (emoticon(s, a, b))
		return "an emoticon on its line";
	if (star_mark(s, a, b))
		return "a footnote mark after it";
	if (footnote_def(s, a, b))
		return "the response ends on a footnote's definition";
	if (quoted_statement(s, a, b))
		return "its statement is quoted, then spoken of";
	if (quoted_line(s, a, b))
		return "its line is quoted or in backticks";
	if (spoken_quote(s, a, b))
		return "its statement is inside a quotation";
	if (tex_comment(s, a, b))
		return "the last line is a TeX comment";
	if (a < b && (s[a] == '>' || (s[a] == '|' && !answer_table(s, a, b, p,
	    pn))))
		return "the response ends on a quotation or a table";
	/* an odd fence on the last line closes a block the prompt opened,
	   unless a blank line stands before it: a closing fence follows
	   its block's last line, an opening one after a paragraph opens
	   a block cut before its first ("\\boxed{12}.\n\n```"); an
	   unclosed JSON or YAML block is a structure the JSON finder
	   reads whole or not at all */
	if (memchr(s, '`', n) != NULL && fences(s, n, &open) % 2 &&
	    (open < a || blank_before(s, open)) &&
	    !starts_ci(s, n, open + 3, "json") &&
	    !starts_ci(s, n, open + 3, "yaml") &&
	    !starts_ci(s, n, open + 3, "yml"))
		return "cut inside a code block";
	if (memchr(s, '`', n) != NULL && ends_in_code(s, n, a, b))
		return "the response ends in code";
	if (code_alone(s, n))
		return "the response is a code block alone";
	if (tool_output(s, a, b))
		return "the response ends on a tool's output";
	if (displays(s, n) % 2)
		return "cut inside a display";
	if (papo_answer_value_items(s, a, b))
		return "the response ends on a list of values";
	if ((why = papo_answer_heading_unread(s, n, a, p, pn)) != NULL)
		return why;	/* "## Wrong approach\n\n\\boxed{42}" */
	if (cut_word(s, n, v, vn, p, pn))
		return "cut after it: the response ends in a word no row "
		    "or problem holds";
	return NULL;
}

/*
 * Is code point c a letter of a script whose language has no rows:
 * Armenian, Hebrew, Syriac to Samaritan, and the rest of South and
 * South-East Asia but Devanagari (Hindi), Bengali, Telugu and Thai?
 * Arabic's block is read (Arabic's rows; a Persian or Urdu word is in
 * none, and is refused as any word no row holds).  These are the blocks
 * from U+0530 to U+10FF to which papo_frame_script_langs (answer_rest.c,
 * the one table of which script a listed language writes) gives no
 * language; kept as ranges here, asked of every code point of a text.
 */
static int
unlisted_script(long c)
{
	return (c >= 0x530 && c < 0x600) || (c >= 0x700 && c < 0x900) ||
	    (c >= 0xa00 && c < 0xc00) || (c >= 0xc80 && c < 0xe00) ||
	    (c >= 0xe80 && c < 0x1100);
}

/*
 * The Greek letter (with its accents: U+0386 to U+03CE, U+1F00 to
 * U+1FFC) whose UTF-8 starts at s[k] (before n), its length in *len;
 * else 0.
 */
static long
greek_at(const char *s, size_t k, size_t n, size_t *len)
{
	const unsigned char *u = (const unsigned char *)s + k;
	long c;

	if (k + 1 < n && (u[0] == 0xce || u[0] == 0xcf) && (u[1] & 0xc0) ==
	    0x80) {
		c = (long)(u[0] & 0x1f) << 6 | (u[1] & 0x3f);
		*len = 2;
		return c >= 0x386 && c <= 0x3ce && c != 0x387 ? c : 0;
	}
	if (k + 2 < n && u[0] == 0xe1 && u[1] >= 0xbc && u[1] <= 0xbf &&
	    (u[2] & 0xc0) == 0x80) {
		*len = 3;
		return 0x1f00 | (long)(u[1] & 0x03) << 6 | (u[2] & 0x3f);
	}
	return 0;
}

/*
 * Does s[i..n) hold a Greek word: three Greek letters or more in a row
 * ("απάντηση")?  A letter or two is mathematics' (α, π, "αβ"); a word of
 * three is the language's, which has no rows.
 */
static int
greek_word(const char *s, size_t i, size_t n)
{
	size_t k = i, len, run = 0;

	while (k < n) {
		if (greek_at(s, k, n, &len) != 0) {
			if (++run == 3)
				return 1;
			k += len;
			continue;
		}
		run = 0;	/* and past the ASCII bytes after */
		k = (unsigned char)s[k] < 0x80 ? papo_frame_high_from(s, k,
		    n) : k + 1;
	}
	return 0;
}

/* Is code point c a letter of Ethiopic, Khmer or Mongolian, or of a
   script unlisted_script names? */
static int
unlisted_cp(long c)
{
	return unlisted_script(c) || (c >= 0x1200 && c < 0x13a0) || (c >=
	    0x1780 && c < 0x18b0);
}

/*
 * Is code point c a Latin or Cyrillic letter of a language papo-verify
 * has no rows for, whose words the listed languages' rows would misread
 * (Azerbaijani's ə, Uzbek's ʻ, Hausa's ƙ ɓ ɗ, Icelandic's þ, Maltese's
 * ġ, Hungarian's ő ű, ŋ, Czech's and Turkmen's ň; Serbian's and
 * Macedonian's ђ ћ џ љ њ ј ѓ ќ ѕ, Belarusian's ў)?  A letter a listed
 * language or mathematics and physics share (Vietnamese ý, pinyin's ā,
 * ø, å, æ, Maltese's ħ as Planck's reduced constant, ð beside
 * Vietnamese's Đ) is none.
 */
static int
unlisted_latin(long c)
{
	static const long latin[] = { 0x259, 0x18f, 0x2bb, 0x199, 0x198,
	    0x253, 0x181, 0x257, 0x18a, 0xfe, 0xde, 0x121, 0x120, 0x151,
	    0x150, 0x171, 0x170, 0x14b, 0x14a, 0x148, 0x147, 0x452, 0x402,
	    0x45b, 0x40b, 0x45f, 0x40f, 0x459, 0x409, 0x45a, 0x40a, 0x458,
	    0x408, 0x453, 0x403, 0x45c, 0x40c, 0x455, 0x405, 0x45e, 0x40e };
	size_t k;

	if (c < 0xde || c > 0x45f)
		return 0;
	for (k = 0; k < sizeof(latin) / sizeof(latin[0]); k++)
		if (c == latin[k])
			return 1;
	return 0;
}

/* Is s[i..n) ASCII: no letter of any script but Latin's plain ones
   (most sentences: nothing more to ask)? */
static int
all_ascii(const char *s, size_t i, size_t n)
{
	return papo_frame_high_from(s, i, n) >= n;
}

int
papo_answer_unlisted(const char *s, size_t i, size_t n)
{
	return !all_ascii(s, i, n) && (papo_frame_any_cp(s, i, n,
	    unlisted_cp) || greek_word(s, i, n));
}

int
papo_answer_unlisted_lent(const char *s, size_t i, size_t n, const char *p,
    size_t pn)
{
	size_t k, a, b, st;

	if (all_ascii(s, i, n))
		return 0;
	if (papo_answer_unlisted(s, i, n))
		return 1;
	for (k = papo_frame_high_from(s, i, n); k < n;
	    k = papo_frame_high_from(s, k + 1, n)) {
		if ((unsigned char)s[k] < 0xc0 || !unlisted_latin(
		    papo_frame_cp_at(s, k, n)))
			continue;
		/* its word: lent by the problem ("Zþra" after a problem
		   about Zþra), or the language's own */
		for (a = k; a > i && papo_frame_word_letter(
		    papo_frame_cp_before(s, i, a, &st)); a = st)
			;
		for (b = k + 1; b < n && ((unsigned char)s[b] & 0xc0) ==
		    0x80; b++)
			;
		while (b < n && papo_frame_word_letter(papo_frame_cp_at(s, b,
		    n)))
			for (b++; b < n && ((unsigned char)s[b] & 0xc0) == 0x80;
			    b++)
				;
		if (p == NULL || papo_answer_find_bytes(p, pn, s + a, b - a) ==
		    NULL)
			return 1;
	}
	return 0;
}

/*
 * Is code point c one papo cannot read after an answer: a denial or
 * comparison sign, a cross, an emoji, a combining overlay, a letter of
 * a script whose language has no rows?
 */
int
papo_frame_unreadable(long c)
{
	if (c < 0x80)
		return 0;
	if (c == 0x2260 || c == 0x2248 || c == 0x2264 || c == 0x2265 || c ==
	    0x226e || c == 0x226f || c == 0x2262 || c == 0x2249 || (c >= 0x2715
	    && c <= 0x2718) || c == 0x274c || c == 0x274e || (c >= 0x2600 && c <
	    0x2800) || papo_frame_symbol(c))
		return 1;
	return unlisted_script(c);
}

/* Does s[i..n) hold a character papo cannot read after an answer? */
int
papo_frame_has_unreadable(const char *s, size_t i, size_t n)
{
	return papo_frame_any_cp(s, i, n, papo_frame_unreadable);
}


/*
 * ---- an old value struck through, the new one after it (fix37) ----
 *
 * "The answer is ~~48~~ 42.", "<del>48</del> 42", "$\\sout{48}$ 42": the
 * response takes the struck value back and writes the new one; read as
 * if the struck value were not there (papo_answer_unstrike).  A struck
 * value written again after it is a return to it: the strike is left,
 * and an answer that is a struck value is refused (struck_answer).
 */

/* The marks that strike a value: opening, closing. */
static const char *const unstrike_tags[][2] = { { "~~", "~~" },
	{ "<del>", "</del>" }, { "<s>", "</s>" }, { "<strike>", "</strike>" },
	{ "\\sout{", "}" }, { "\\xout{", "}" } };

#define STRUCK_MAX	32	/* the longest struck value read */

/*
 * A strike of a value at s[i..n): its mark's index k opens there, its
 * value (a digit at least, no letter, no line break) at
 * s[*va..*vb), the mark closed before *end.  1, or 0 when none.
 */
static int
struck_at(const char *s, size_t i, size_t n, size_t *va, size_t *vb,
    size_t *end)
{
	size_t k, l, c, j;
	int digit;

	for (k = 0; k < sizeof(unstrike_tags) / sizeof(unstrike_tags[0]);
	    k++) {
		l = strlen(unstrike_tags[k][0]);
		if (n - i < l || memcmp(s + i, unstrike_tags[k][0], l) != 0)
			continue;
		c = strlen(unstrike_tags[k][1]);
		for (j = i + l, digit = 0; j < n && j - i - l <= STRUCK_MAX;
		    j++) {
			if (n - j >= c && memcmp(s + j, unstrike_tags[k][1],
			    c) == 0)
				break;
			if (s[j] == '\n' || is_alpha((unsigned char)s[j]) ||
			    (unsigned char)s[j] >= 0x80 || s[j] == '~' ||
			    s[j] == '<' || s[j] == '{')
				return 0;
			digit |= is_digit((unsigned char)s[j]);
		}
		if (j >= n || !digit || j - i - l > STRUCK_MAX)
			return 0;
		*va = i + l;
		*vb = j;
		*end = j + c;
		return 1;
	}
	return 0;
}

/*
 * Does s[0..n) hold a mark of unstrike_tags[] at all?  Asked first, once
 * a response: most hold none, and are passed on two byte searches and
 * one of "out{" (\\sout, \\xout).
 */
int
papo_answer_strikes(const char *s, size_t n)
{
	const char *q;
	size_t k, l;

	for (q = s; (q = memchr(q, '~', (size_t)(s + n - q))) != NULL; q++)
		if (q + 1 < s + n && q[1] == '~')
			return 1;
	for (q = s; (q = memchr(q, '<', (size_t)(s + n - q))) != NULL; q++)
		for (k = 1; k < 4; k++)
			if ((size_t)(s + n - q) >= (l =
			    strlen(unstrike_tags[k][0])) && memcmp(q,
			    unstrike_tags[k][0], l) == 0)
				return 1;
	return papo_answer_find_bytes(s, n, "out{", 4) != NULL;
}

/* The value s[a..b) without its spaces and dollars: its bounds. */
static void
struck_trim(const char *s, size_t *a, size_t *b)
{
	while (*a < *b && (s[*a] == ' ' || s[*a] == '$'))
		(*a)++;
	while (*b > *a && (s[*b - 1] == ' ' || s[*b - 1] == '$'))
		(*b)--;
}

/* Does the number s[a..b) stand in s[from..n) again, a number whole? */
static int
struck_again(const char *s, size_t a, size_t b, size_t from, size_t n)
{
	const char *q;
	size_t i = from;

	while (b > a && i < n && (q = papo_answer_find_bytes(s + i, n - i,
	    s + a, b - a)) != NULL) {
		i = (size_t)(q - s);
		if ((i == 0 || !is_digit((unsigned char)s[i - 1])) &&
		    (i + b - a >= n || !is_digit((unsigned char)s[i + b - a])))
			return 1;
		i++;
	}
	return 0;
}

/*
 * Does the strike at s[i] (its value s[va..vb), closed at *end) have a
 * new value right after it (spaces, a dollar that closes the math it
 * stood in, then a digit, a sign before one, math or bold)?  *end is
 * moved past the dollar and the spaces, *start back over a dollar that
 * opened that math right before the strike.
 */
static int
struck_then_value(const char *s, size_t n, size_t i, size_t *start,
    size_t *end)
{
	size_t e = *end;

	*start = i;
	if (s[i] == '\\' && i > 0 && s[i - 1] == '$' && e < n && s[e] == '$') {
		(*start)--;	/* "$\\sout{48}$": the math whole */
		e++;
	}
	while (e < n && s[e] == ' ')
		e++;
	*end = e;
	return e < n && (is_digit((unsigned char)s[e]) || s[e] == '$' ||
	    s[e] == '\\' || (s[e] == '-' && e + 1 < n &&
	    is_digit((unsigned char)s[e + 1])) || (s[e] == '*' && e + 2 < n &&
	    s[e + 1] == '*' && is_digit((unsigned char)s[e + 2])));
}

int
papo_answer_unstrike(const char *s, size_t n, struct papo_buf *out)
{
	size_t i, from = 0, va, vb, end, start;
	int any = 0;

	for (i = 0; i < n; i++) {
		if ((s[i] != '~' && s[i] != '<' && s[i] != '\\') ||
		    !struck_at(s, i, n, &va, &vb, &end))
			continue;
		if (!struck_then_value(s, n, i, &start, &end))
			continue;
		struck_trim(s, &va, &vb);
		if (struck_again(s, va, vb, end, n))
			continue;	/* taken back, then written again */
		if (!any)
			papo_buf_reset(out);
		any = 1;
		papo_buf_add(out, s + from, start - from);
		from = end;
		i = end - 1;
	}
	if (!any)
		return 0;
	papo_buf_add(out, s + from, n - from);
	return 1;
}

/*
 * Is the answer v[0..vn) a value s[0..n) strikes through?  Each place v
 * stands is asked: a mark of unstrike_tags[] right before it (spaces
 * and a dollar between), the strike's value v whole.
 */
int
papo_answer_struck(const char *s, size_t n, const char *v, size_t vn)
{
	const char *p;
	size_t i = 0, q, k, l, va, vb, end;

	if (vn == 0)
		return 0;
	while (i < n && (p = papo_answer_find_bytes(s + i, n - i, v,
	    vn)) != NULL) {
		i = (size_t)(p - s);
		for (q = i; q > 0 && (s[q - 1] == ' ' || s[q - 1] == '$'); q--)
			;
		for (k = 0; k < sizeof(unstrike_tags) /
		    sizeof(unstrike_tags[0]); k++) {
			l = strlen(unstrike_tags[k][0]);
			if (q < l || memcmp(s + q - l, unstrike_tags[k][0],
			    l) != 0 || !struck_at(s, q - l, n, &va, &vb, &end))
				continue;
			struck_trim(s, &va, &vb);
			if (vb - va == vn && memcmp(s + va, v, vn) == 0)
				return 1;
		}
		i++;
	}
	return 0;
}
