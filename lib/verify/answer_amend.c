/* SPDX-License-Identifier: MIT */
/*
 * answer_amend.c: a response that corrects its own answer at its end,
 * recognised by rows ("La réponse est 42. Ah non, pardon, j'ai oublié
 * un mouton : c'est 43.", "答案是42。等等，我漏算了一只，应该是43。",
 * "Wait, 6 × 7 = 42, not 48. Corrected answer: \boxed{42}"): a
 * correction's opener (amend_opens[]) that starts a sentence, its reason
 * after it (any words, the statement's sentence or the one before it),
 * then one statement row (amend_says[]) right before the new value.  The
 * finder (answer_find.c's find_amended) reads the value after the
 * statement row as an answer phrase's, and asks of everything after it
 * what it asks after any answer; of the reason, that it holds no doubt,
 * no question and no other answer statement.  A correction no row reads
 * leaves the first value with another value after it: no answer.
 */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer_impl.h"
#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/*
 * The openers of a correction, by language, in lower case (ASCII rows
 * match any case; a Cyrillic sentence's capital has its own row).  A
 * row ends where no letter follows (a dense script's at once).
 */
static const char *const amend_opens[] = {
	/* en */
	"wait", "actually", "oops", "sorry", "hold on", "correction",
	"scratch that", "on second thought", "my mistake", "no wait",
	"no", "oh no", "hmm, no", "whoops", "my bad", "i made a mistake",
	"edit", "update", "hmm no", "um, no", "uh, no", "erratum",
	/* fr */
	"ah non", "non", "attendez", "attends", "pardon", "oups", "en fait",
	"euh non", "erreur", "oh non", "ah, non", "mince", "rectification",
	/* de */
	"moment", "halt", "stopp", "nein", "warte", "korrektur", "ach nein",
	"oh nein", "eigentlich", "ups", "hoppla", "berichtigung",
	/* es */
	"ah, no", "espera", "espere", "perdón", "en realidad", "corrección",
	"uy", "vaya", "fe de erratas",
	/* it */
	"anzi no", "anzi", "aspetta", "aspetti", "scusa", "scusate", "ops",
	"in realtà", "correzione",
	/* pt */
	"opa", "não", "desculpe", "na verdade", "correção", "aliás",
	/* ru */
	"стоп", "Стоп", "постойте", "Постойте", "подождите", "Подождите",
	"погодите", "Погодите", "нет", "Нет", "ой", "Ой", "извините",
	"Извините", "на самом деле", "На самом деле", "поправка",
	"Поправка",
	/* uk */
	"стривайте", "Стривайте", "зачекайте", "Зачекайте", "ні", "Ні",
	"вибачте", "Вибачте", "насправді", "Насправді",
	/* pl */
	"chwila", "nie", "zaraz", "przepraszam", "właściwie", "poprawka",
	/* tr */
	"dur", "bekle", "hayır", "aslında", "düzeltme", "durun",
	"bir dakika",
	/* sw */
	"subiri", "hapana", "samahani", "kwa kweli", "ngoja", "marekebisho",
	/* id */
	"eh", "tunggu", "bukan", "maaf", "sebenarnya", "ralat", "koreksi",
	/* vi */
	"khoan đã", "khoan", "không", "xin lỗi", "thực ra", "à không",
	"chờ đã", "đính chính", "Đính chính", "À không",
	/* ar */
	"مهلاً", "مهلا", "لا", "عذراً", "عذرا", "في الواقع", "تصحيح", "انتظر",
	/* hi */
	"रुकिए", "रुको", "नहीं", "माफ़ कीजिए", "माफ कीजिए", "दरअसल", "सुधार",
	/* bn */
	"দাঁড়াও", "দাঁড়ান", "না", "দুঃখিত", "আসলে", "সংশোধন",
	/* te */
	"ఆగండి", "ఆగు", "కాదు", "క్షమించండి", "నిజానికి", "సవరణ",
	/* th */
	"อ้อ", "เดี๋ยว", "ไม่ใช่", "ขอโทษ", "จริงๆ แล้ว", "แก้ไข",
	/* zh */
	"等等", "等一下", "不对", "不對", "抱歉", "且慢", "其实", "其實",
	"更正", "错了", "錯了",
	/* ja */
	"いや", "待って", "すみません", "失礼", "訂正", "実は",
	/* ko */
	"잠깐", "아니", "죄송", "정정", "사실은",
	NULL
};

/*
 * The statements of the new value, right before it, by language: a
 * row follows a separator (a comma, a colon, a dash, a sentence's stop)
 * or the opener itself.
 */
static const char *const amend_says[] = {
	/* en */
	"it's", "it is", "it's actually", "it is actually", "it should be",
	"the answer is", "the correct answer is", "the right answer is",
	"the correct total is", "the total is", "the correct figure is",
	"the correct value is", "corrected answer:",
	"correct answer:", "the answer should be", "that makes", "so it's",
	"so it is", "so the answer is", "there are", "make that",
	"it's really",
	/* fr */
	"c'est", "c\xe2\x80\x99""est", "ça fait", "cela fait", "il y en a",
	"donc", "la bonne réponse est", "ce sont", "ce qui fait", "il y a",
	"donc c'est", "la réponse est",
	/* de */
	"es sind", "es ist", "das sind", "das macht", "also", "richtig ist",
	"richtig sind", "die richtige antwort ist", "die antwort ist",
	"also sind es",
	/* es */
	"son", "es", "da", "entonces son", "la respuesta correcta es",
	"lo correcto es", "hay", "la respuesta es", "en total son",
	/* it */
	"sono", "è", "fa", "fanno", "quindi", "la risposta giusta è",
	"la risposta corretta è", "quindi sono", "ci sono",
	"la risposta è",
	/* pt */
	"são", "é", "dá", "então são", "então", "a resposta certa é",
	"a resposta correta é", "o certo é", "há", "a resposta é",
	/* ru */
	"значит", "будет", "итого", "правильно", "получается",
	"правильный ответ", "верный ответ", "всего", "ответ",
	/* uk */
	"тож", "отже", "значить", "буде", "правильно", "правильна відповідь",
	"всього", "відповідь",
	/* pl */
	"więc", "czyli", "jest", "będzie", "poprawna odpowiedź to",
	"odpowiedź to", "razem",
	/* tr */
	"doğrusu", "yani", "doğru cevap", "toplam", "cevap",
	/* sw */
	"ni", "kwa hiyo ni", "jibu sahihi ni", "jibu ni",
	/* id */
	"yang benar", "jadi", "yang benar adalah", "jawaban yang benar adalah",
	"jawabannya", "jawabannya adalah",
	/* vi */
	"đúng ra là", "thực ra là", "vậy là", "phải là", "đáp án đúng là",
	"đáp án là",
	/* ar */
	"الصحيح", "الصحيح هو", "إذن", "الإجابة الصحيحة", "الإجابة الصحيحة هي",
	"الإجابة هي",
	/* hi */
	"सही उत्तर", "तो", "यानी", "उत्तर",
	/* bn */
	"সঠিক উত্তর", "তাহলে", "অর্থাৎ", "উত্তর",
	/* te */
	"సరైనది", "అంటే", "సరైన సమాధానం", "సమాధానం",
	/* th */
	"ที่ถูกคือ", "ที่ถูกต้องคือ", "คำตอบที่ถูกคือ", "คำตอบที่ถูกต้องคือ",
	"คำตอบคือ",
	/* zh */
	"应该是", "应为", "應為", "應該是", "应是", "其实是", "其實是",
	"正确答案是", "正確答案是", "所以是", "一共是", "答案是", "答案為",
	"答案为",
	/* ja */
	"正しくは", "正解は", "答えは",
	NULL
};

/*
 * The statement rows that say the correction themselves ("Corrected
 * answer:"): no opener is asked before them.
 */
static const char *const amend_selves[] = { "corrected answer:",
	"correction:", "revised answer:", "réponse corrigée :",
	"korrigierte antwort:", "respuesta corregida:", "更正：", "更正:",
	NULL };

/*
 * The rows by their first byte (ASCII in lower case): says_head[c] the
 * first statement row that starts with c (1 + its index; 0: none),
 * says_next[k] the next one after row k; the same for the openers.  A
 * byte no row starts with is passed at the cost of one load, and a
 * position is compared with its byte's rows only (papo_once: built on
 * first use).  A bit for the first bytes of each opener: its two bytes
 * for an opener of two ("no", "eh"; none is shorter), a hash of its
 * first three for the others (opens_key): most sentences' starts
 * ("A:", "So", "The") are no opener's, passed on two bits where their
 * byte's rows ("actually", "ah non", ... for "A:"; "thực ra" for
 * "The") were each compared.
 */
#define AMEND_ROWS	256
#define AMEND_BITS	(1u << 16)
static unsigned short says_head[256], says_next[AMEND_ROWS];
static unsigned short opens_head[256], opens_next[AMEND_ROWS];
static unsigned char opens_two[AMEND_BITS / 8], opens_three[AMEND_BITS / 8];
static unsigned char selves_first[256];

/* The bit of bytes a, b (and c, a hash of the three: 16 bits of a
   multiplicative hash) in opens_two (opens_three). */
static unsigned
opens_key(unsigned a, unsigned b, unsigned c, int three)
{
	return three ? ((a << 16 | b << 8 | c) * 2654435761u) >> 16 :
	    a << 8 | b;
}

static void
opens_set(unsigned char *bits, unsigned k)
{
	bits[k >> 3] |= (unsigned char)(1u << (k & 7));
}

static int
opens_has(const unsigned char *bits, unsigned k)
{
	return (bits[k >> 3] >> (k & 7)) & 1;
}
static struct papo_once firsts_once = PAPO_ONCE_INIT;

static void
chain(const char *const *rows, unsigned short *head, unsigned short *next)
{
	size_t k;

	/* backwards: each head ends up the first row of its byte */
	for (k = 0; rows[k]; k++)
		;
	while (k-- > 0) {
		unsigned char c = (unsigned char)rows[k][0];

		next[k] = head[c];
		head[c] = (unsigned short)(k + 1);
	}
}

static void
firsts_build(void)
{
	size_t k;

	chain(amend_says, says_head, says_next);
	chain(amend_opens, opens_head, opens_next);
	for (k = 0; amend_opens[k]; k++) {
		const unsigned char *r = (const unsigned char *)amend_opens[k];

		if (r[2] == '\0')
			opens_set(opens_two, opens_key(r[0], r[1], 0, 0));
		else
			opens_set(opens_three, opens_key(r[0], r[1], r[2],
			    1));
	}
	for (k = 0; amend_selves[k]; k++)
		selves_first[(unsigned char)amend_selves[k][0]] = 1;
}

/* Is the code point c one of a script written without spaces (CJK, Thai)? */
static int
dense_cp(long c)
{
	return (c >= 0x3040 && c < 0xa000) || (c >= 0xac00 && c < 0xd7a4) ||
	    (c >= 0xe00 && c < 0xe80) || (c >= 0xff00 && c < 0xfff0);
}

/*
 * Does row r stand at s[i..e), whole: its bytes (ASCII ones in any
 * case), then no letter of a spaced script after it?  Its length, or 0.
 */
static size_t
row_at(const char *s, size_t i, size_t e, const char *r)
{
	size_t l;
	long c;

	for (l = 0; r[l] != '\0'; l++)	/* no strlen: most differ at once */
		if (i + l >= e || lower((unsigned char)s[i + l]) !=
		    (unsigned char)r[l])
			return 0;
	if (i + l == e)
		return l;
	c = papo_frame_cp_at(s, i + l, e);
	if (c < 0x80)
		return is_alpha((int)c) || c == '\'' ? 0 : l;
	if (dense_cp(c) || dense_cp(papo_frame_cp_at(s, i, e)))
		return l;
	return papo_frame_word_letter(c) ? 0 : l;
}

/* Is s[i] the first byte of a sentence of s[lo..): after a stop or a line? */
static int
sentence_at(const char *s, size_t lo, size_t i)
{
	size_t k = i;

	while (k > lo && (s[k - 1] == ' ' || s[k - 1] == '*' ||
	    s[k - 1] == '\t'))
		k--;
	if (k == lo || s[k - 1] == '\n')
		return 1;
	if (strchr(".!?", s[k - 1]) != NULL)
		return k < i;	/* "2.5" is no stop */
	return k >= lo + 3 && (memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0 ||
	    memcmp(s + k - 3, "\xe0\xa5\xa4", 3) == 0);	/* 。 । */
}

/* Does a separator end right before s[i] ("," ":" "—" "，" "：" or a stop)? */
static int
separated(const char *s, size_t lo, size_t i)
{
	static const char *const seps[] = { "\xef\xbc\x8c" /* ， */,
	    "\xef\xbc\x9a" /* ： */, "\xe3\x80\x81" /* 、 */,
	    "\xe2\x80\x94" /* — */, "\xe2\x80\x93" /* – */,
	    "\xe0\xa5\xa4" /* । */, "\xef\xbc\x81" /* ！ */,
	    "\xe3\x80\x82" /* 。 */, NULL };
	size_t k = i, j;

	while (k > lo && (s[k - 1] == ' ' || s[k - 1] == '*'))
		k--;
	if (k == lo || strchr(",:;-!.\n", s[k - 1]) != NULL)
		return 1;
	for (j = 0; seps[j]; j++)
		if (k >= lo + 3 && memcmp(s + k - 3, seps[j], 3) == 0)
			return 1;
	/* Thai writes its clauses apart by a space */
	return k < i && papo_frame_cp_at(s, i, i + 3) >= 0xe00 &&
	    papo_frame_cp_at(s, i, i + 3) < 0xe80;
}

/*
 * Does punctuation follow the opener that ends at s[i] ("Wait,",
 * "Oops!", "Moment —", "等等，", "いや、"), spaces passed; or a space, in
 * Thai, which writes none?  "No other value works" opens no correction.
 */
static int
opener_ends(const char *s, size_t i, size_t e)
{
	static const char *const marks[] = { "\xef\xbc\x8c" /* ， */,
	    "\xe3\x80\x81" /* 、 */, "\xef\xbc\x81" /* ！ */,
	    "\xe3\x80\x82" /* 。 */, "\xe2\x80\x94" /* — */,
	    "\xe2\x80\x93" /* – */, "\xe2\x80\xa6" /* … */,
	    "\xd8\x8c" /* ، */, "\xe0\xa5\xa4" /* । */, NULL };
	size_t k, j = i;
	long c = i >= 3 ? papo_frame_cp_at(s, i - 3, e) : 0;

	while (j < e && s[j] == ' ')
		j++;
	if (j < e && strchr(",:;!.-", s[j]) != NULL)
		return 1;
	for (k = 0; marks[k]; k++)
		if (j + strlen(marks[k]) <= e && memcmp(s + j, marks[k],
		    strlen(marks[k])) == 0)
			return 1;
	return j > i && c >= 0xe00 && c < 0xe80;
}

/* The longest opener row at s[i..e) that punctuation ends, or 0. */
static size_t
opener_at(const char *s, size_t i, size_t e)
{
	size_t k, l, best = 0;
	unsigned a, b;

	if (i + 1 >= e)
		return 0;	/* every opener has two bytes */
	a = (unsigned char)lower((unsigned char)s[i]);
	b = (unsigned char)lower((unsigned char)s[i + 1]);
	if (!opens_has(opens_two, opens_key(a, b, 0, 0)) && (i + 2 >= e ||
	    !opens_has(opens_three, opens_key(a, b,
	    (unsigned char)lower((unsigned char)s[i + 2]), 1))))
		return 0;
	for (k = opens_head[(unsigned char)lower((unsigned char)s[i])];
	    k != 0; k = opens_next[k - 1])
		if ((l = row_at(s, i, e, amend_opens[k - 1])) > best &&
		    opener_ends(s, i + l, e))
			best = l;
	return best;
}

/*
 * The last opener in s[a..b) that starts a sentence (or follows a
 * space in Thai, which writes no stop: the nearest correction's), before
 * b; -1 when none does.
 */
static size_t
opener_in(const char *s, size_t lo, size_t a, size_t b, size_t n)
{
	size_t o, last = (size_t)-1;

	for (o = a; o < b; o++) {
		long c = papo_frame_cp_at(s, o, n);

		if (((unsigned char)s[o] & 0xc0) == 0x80 || s[o] == ' ' ||
		    !(sentence_at(s, lo, o) || (o > 0 && s[o - 1] == ' ' &&
		    c >= 0xe00 && c < 0xe80)))
			continue;
		if (opener_at(s, o, b) > 0)
			last = o;
	}
	return last;
}

/* Does a row of amend_selves[] stand at s[i..e)? */
static int
self_at(const char *s, size_t i, size_t e)
{
	size_t k;

	if (!selves_first[(unsigned char)lower((unsigned char)s[i])])
		return 0;
	for (k = 0; amend_selves[k]; k++)
		if (row_at(s, i, e, amend_selves[k]) > 0)
			return 1;
	return 0;
}

/*
 * Does an opener or a statement that says the correction itself start a
 * sentence of s[lo..n) (after a line, '.', '!' or '?' before a space,
 * '。', '।'; a word of Thai after a space)?  The cheap test, asked of
 * every response first: most have none.
 */
static int
opener_near(const char *s, size_t lo, size_t n)
{
	/* the bytes a sentence's start may follow: a line, a stop, the
	   first byte of 。 and of । or of a Thai letter */
	static const unsigned char stop[256] = { ['\n'] = 1, ['.'] = 1,
	    ['!'] = 1, ['?'] = 1, [0xe3] = 1, [0xe0] = 1 };
	size_t i, st;

	for (i = lo; i < n; i++) {
		unsigned char c;

#ifdef __SSE2__
		/* sixteen bytes at a time past blocks that hold none of
		   '\n', '.', '!', '?' and no byte 0xe0 to 0xe3 */
		while (i + 16 <= n) {
			__m128i v = _mm_loadu_si128((const void *)(s + i));
			__m128i m = _mm_or_si128(_mm_or_si128(
			    _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')),
			    _mm_cmpeq_epi8(v, _mm_set1_epi8('.'))),
			    _mm_or_si128(_mm_or_si128(
			    _mm_cmpeq_epi8(v, _mm_set1_epi8('!')),
			    _mm_cmpeq_epi8(v, _mm_set1_epi8('?'))),
			    _mm_cmpeq_epi8(_mm_and_si128(v,
			    _mm_set1_epi8((char)0xfc)),
			    _mm_set1_epi8((char)0xe0))));
			unsigned bits = (unsigned)_mm_movemask_epi8(m);

			if (bits != 0) {
				i += (size_t)__builtin_ctz(bits);
				break;
			}
			i += 16;
		}
		if (i >= n)
			break;
#endif
		c = (unsigned char)s[i];
		if (!stop[c])
			continue;
		if (c == '\n' || (c < 0x80 && i + 1 < n && (s[i + 1] == ' ' ||
		    s[i + 1] == '\n')))
			st = i + 1;
		else if (i + 2 < n && ((c == 0xe3 &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    (unsigned char)s[i + 2] == 0x82) || (c == 0xe0 &&
		    (unsigned char)s[i + 1] == 0xa5 &&
		    (unsigned char)s[i + 2] == 0xa4)))
			st = i + 3;	/* 。 । */
		else if (c == 0xe0 && i > lo && s[i - 1] == ' ' && i + 1 < n &&
		    ((unsigned char)s[i + 1] == 0xb8 ||
		    (unsigned char)s[i + 1] == 0xb9))
			st = i;		/* a word of Thai after a space */
		else
			continue;
		while (st < n && (s[st] == ' ' || s[st] == '*' ||
		    s[st] == '\n'))
			st++;
		if (st < n && (opener_at(s, st, n) > 0 || self_at(s, st, n)))
			return 1;
	}
	/* the response's first byte */
	return lo == 0 && n > 0 && (opener_at(s, 0, n) > 0 || self_at(s, 0,
	    n));
}

/*
 * The end of a unit word right after the value at s[p] (within n):
 * "240 km", "240 км", "240公里"; p when none follows.
 */
static size_t
bare_unit(const char *s, size_t p, size_t n)
{
	struct papo_unit u;
	size_t q = p, l, fl;

	while (q < n && (is_digit((unsigned char)s[q]) || ((s[q] == '.' ||
	    s[q] == ',') && q + 1 < n && is_digit((unsigned char)s[q + 1]))))
		q++;
	if (q == p)
		return p;	/* math or a box: read as before */
	l = q;
	while (l < n && s[l] == ' ')
		l++;
	if (papo_unit_foreign(s + l, n - l, &fl) != NULL && fl > 0)
		return l + fl;
	if ((fl = papo_unit_word_len(s + l, n - l)) > 0 && fl < 24 &&
	    papo_unit_parse(s + l, fl, &u) == 0 && !papo_unit_none(&u))
		return l + fl;
	return p;
}

/*
 * Does another opener end right before the opener at s[o], a space
 * between ("เดี๋ยว ไม่ใช่": wait, no)?
 */
static int
chained(const char *s, size_t lo, size_t o, size_t n)
{
	size_t e = o, k;

	while (e > lo && s[e - 1] == ' ')
		e--;
	if (e == o)
		return 0;
	for (k = e > lo + 48 ? e - 48 : lo; k < e; k++)
		if (opener_at(s, k, n) == e - k)
			return 1;
	return 0;
}

/*
 * A correction with no statement row, its value right after its
 * openers ("No wait, 42.", "Scratch that: 42", "Non, attends : 42.",
 * "不对，42。"): from the last opener that starts a sentence of
 * s[lo..n), openers and their punctuation passed, a value's first byte
 * (a digit, a sign before one, math, a box, bold) and no word after it
 * to the end.  1 with *open the opener and *at the value; else 0.
 */
static int
bare_value(const char *s, size_t lo, size_t n, size_t *open, size_t *at)
{
	static const char *const seps[] = { "\xef\xbc\x8c" /* ， */,
	    "\xef\xbc\x9a" /* ： */, "\xe3\x80\x81" /* 、 */,
	    "\xe2\x80\x94" /* — */, "\xe2\x80\x93" /* – */, NULL };
	size_t o = opener_in(s, lo, lo, n, n), p, l, k;
	const struct row *r;
	int moved, sep = 0, chain = 0;

	if (o == (size_t)-1)
		return 0;
	for (p = o; (l = opener_at(s, p, n)) > 0; chain++) {
		for (p += l, moved = 1, sep = 0; moved; ) {
			moved = 0;
			while (p < n && (s[p] == ' ' || s[p] == ',' ||
			    s[p] == ':' || s[p] == ';' || (s[p] == '-' &&
			    p + 1 < n && s[p + 1] == ' '))) {
				sep |= s[p] != ' ';
				p++;
				moved = 1;
			}
			for (k = 0; seps[k] != NULL; k++)
				if (p + 3 <= n && memcmp(s + p, seps[k], 3) ==
				    0) {
					p += 3;
					moved = sep = 1;
				}
		}
	}
	/* the last opener's punctuation before the value, or openers
	   chained ("เดี๋ยว ไม่ใช่ 112", wait, no: 112): with a space alone
	   after one, a negation's word is the value's ("ไม่ใช่ 168", "nie
	   168": not 168), no correction's opener */
	if (p == o || p >= n || (!sep && chain < 2 && !chained(s, lo, o, n)))
		return 0;
	if (!(is_digit((unsigned char)s[p]) || s[p] == '$' || (s[p] == '-' &&
	    p + 1 < n && is_digit((unsigned char)s[p + 1])) ||
	    starts_ci(s, n, p, "\\boxed{") || (starts_ci(s, n, p, "**") &&
	    p + 2 < n && is_digit((unsigned char)s[p + 2]))))
		return 0;
	/* the value ends the response: no word after it but its unit
	   ("Поправка: 240 км."; "ไม่ใช่ 48
	   แต่เป็น \\boxed{42}", "No, 48 is too many" are no correction) */
	for (k = bare_unit(s, p, n); k < n; k++)
		if (is_alpha((unsigned char)s[k]) && !(k >= 1 &&
		    s[k - 1] == '\\' && starts_ci(s, n, k, "boxed{")))
			return 0;
		else if (is_alpha((unsigned char)s[k]))
			k += 5;
		else if ((unsigned char)s[k] >= 0x80 && k + 3 <= n &&
		    (memcmp(s + k, "\xe3\x80\x82", 3) == 0 ||
		    memcmp(s + k, "\xe0\xa5\xa4", 3) == 0))
			k += 2;		/* 。 । */
		else if ((unsigned char)s[k] >= 0x80 && (r =
		    papo_frame_kind_starts(s, k, n, R_SUFFIX)) != NULL)
			k += r->len - 1;	/* "104です" */
		else if ((unsigned char)s[k] >= 0x80)
			return 0;
	*open = o;
	*at = p;
	return 1;
}

size_t
papo_answer_amend_opener(const char *s, size_t i, size_t n)
{
	papo_once(&firsts_once, firsts_build);
	return opener_at(s, i, n);
}

/* How far back a correction's statement row is looked for. */
#define AMEND_BACK	400

int
papo_answer_amended(const char *s, size_t n, size_t *open, size_t *said,
    size_t *at)
{
	size_t lo = n > AMEND_BACK ? n - AMEND_BACK : 0, i, k, l, rs = 0,
	    re = 0, ss, ps, o;

	papo_once(&firsts_once, firsts_build);
	if (!opener_near(s, lo, n))
		return 0;

	/* the last statement row that a separator precedes */
	for (i = n; i > lo; i--) {
		size_t j = i - 1;

		unsigned char c = (unsigned char)lower((unsigned char)s[j]);

		if ((says_head[c] == 0 && !selves_first[c]) || (j > lo &&
		    (is_alpha((unsigned char)s[j - 1]) ||
		    is_digit((unsigned char)s[j - 1]))))
			continue;	/* no row's byte, or inside a word */
		for (k = 0; selves_first[c] && amend_selves[k]; k++)
			if ((l = row_at(s, j, n, amend_selves[k])) > 0 &&
			    sentence_at(s, lo, j)) {
				*open = *said = j;
				*at = j + l;
				return 1;
			}
		if (says_head[c] == 0 || !separated(s, lo, j))
			continue;
		for (k = says_head[c]; k != 0; k = says_next[k - 1])
			if ((l = row_at(s, j, n, amend_says[k - 1])) > 0 &&
			    j + l > re) {
				rs = j;
				re = j + l;
			}
		if (re > 0)
			break;
	}
	o = (size_t)-1;
	if (re > 0) {
		/* the opener: at a sentence's start, in the statement's
		   sentence (or after a space in Thai) or the one before it */
		for (ss = rs; ss > lo && !sentence_at(s, lo, ss); ss--)
			;
		ps = ss;
		if (ss > lo)
			for (ps = ss - 1; ps > lo && !sentence_at(s, lo, ps);
			    ps--)
				;
		/* the statement's own sentence first, then the one before */
		if ((o = opener_in(s, lo, ss, rs, n)) == (size_t)-1)
			o = opener_in(s, lo, ps, ss, n);
	}
	/* a bare value after a later opener: that correction ("42. Wait,
	   it's 43. No, 44."), said and at both the value's */
	if (bare_value(s, lo, n, open, at) && (o == (size_t)-1 || *at > re)) {
		*said = *at;
		return 1;
	}
	if (o == (size_t)-1)
		return 0;
	*open = o;
	*said = rs;
	*at = re;
	return 1;
}
