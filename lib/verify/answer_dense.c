/* SPDX-License-Identifier: MIT */
/*
 * answer_dense.c: what may follow a number in a script written without
 * spaces (Chinese, Japanese, Korean, Thai), read by recognition: a
 * measure word or unit, the noun counted (the problem's own word), a
 * copula or polite ending that closes the statement, punctuation.
 * Anything else there ("42か", "42吗", "42ね", "42哈哈") is not a
 * committed value, and the answer is refused.
 */
#include <string.h>

#include "ascii.h"
#include "answer.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"
#include "units.h"

/*
 * What a value's statement may end on after the value and its noun,
 * besides the R_SUFFIX rows: copulas and polite endings.  Particles
 * that ask or soften (か, ね, よ, 吗, 呢, 吧, 까, 요?, นะ) are none: of
 * 3,754 real responses in Japanese, Chinese and Thai that end on a
 * number (mCoT MGSM and MSVAMP, the corpus's Chinese), none ends it with
 * ね, よ or another such particle; they end on です。, 。, a measure
 * word or nothing (bench/corpus/dense_words.py counts them).
 */
static const char *const endings[] = {
	"\xe3\x81\xa7\xe3\x81\x99",			/* です */
	"\xe3\x81\xa7\xe3\x81\x97\xe3\x81\x9f",		/* でした */
	"\xe3\x81\xa7\xe3\x81\x82\xe3\x82\x8b",		/* である */
	"\xe3\x81\xa0",					/* だ */
	/* となります */
	"\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	/* になります */
	"\xe3\x81\xab\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	"\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8b",		/* となる */
	"\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4",		/* 입니다 */
	"\xec\x9d\xb4\xeb\x8b\xa4",			/* 이다 */
	"\xec\x9d\xb4\xec\x97\x90\xec\x9a\x94",		/* 이에요 */
	"\xec\x98\x88\xec\x9a\x94",			/* 예요 */
	"\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb8\x9a",	/* ครับ */
	"\xe0\xb8\x84\xe0\xb9\x88\xe0\xb8\xb0",		/* ค่ะ */
	"\xe0\xb8\x84\xe0\xb8\xb0",			/* คะ */
	/* นะครับ นะคะ: the polite closing whole, not นะ alone */
	"\xe0\xb8\x99\xe0\xb8\xb0\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1"
	"\xe0\xb8\x9a",
	"\xe0\xb8\x99\xe0\xb8\xb0\xe0\xb8\x84\xe0\xb8\xb0",
	"\xe4\xba\x86",				/* 了: "42个了" */
	/* Japanese verbs a statement of a count or a duration ends on,
	   plain or polite, affirmative only ("旅行は2時間15分かかります。",
	   "42個のりんごを持っています。"): a negation (ありません), a
	   question (かかりますか) or a guess (かかるでしょう) is none */
	/* かかります */
	"\xe3\x81\x8b\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	/* かかりました */
	"\xe3\x81\x8b\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x97"
	    "\xe3\x81\x9f",
	"\xe3\x81\x8b\xe3\x81\x8b\xe3\x82\x8b",	/* かかる */
	"\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",	/* あります */
	/* ありました */
	"\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f",
	"\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99",	/* います */
	"\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f",	/* いました */
	/* を持っています */
	"\xe3\x82\x92\xe6\x8c\x81\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84"
	    "\xe3\x81\xbe\xe3\x81\x99",
	/* を持っていました */
	"\xe3\x82\x92\xe6\x8c\x81\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84"
	    "\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f",
	/* を持っている */
	"\xe3\x82\x92\xe6\x8c\x81\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84"
	    "\xe3\x82\x8b",
	/* が残っています */
	"\xe3\x81\x8c\xe6\xae\x8b\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84"
	    "\xe3\x81\xbe\xe3\x81\x99",
	"\xe6\xae\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",	/* 残ります */
	/* the rest's past ("リンゴは12個残った。", "12個が残りました";
	   hostile_left60.py) */
	"残った", "が残った", "残りました", "が残りました",
	/* earns, gets, receives, plain or polite, with its object's
	   particle or none ("18ドル稼ぎます", "18ドルを得ます", "18ドルを
	   もらっています"; hostile_income77.py) */
	"稼ぎます", "稼ぎました", "稼ぐ", "稼いだ", "稼いでいます",
	"稼いでいる", "稼いでいました", "を稼ぎます", "を稼ぎました", "を稼ぐ",
	"を稼いだ", "を稼いでいます", "を稼いでいる", "を得ます", "を得る",
	"を得ました", "を得ています", "をもらいます", "をもらう",
	"をもらいました", "をもらっています", "を手に入れます", "を手に入れる",
	"を手に入れました", "を手に入れています", "手に入れます",
	/* pays, spends ("18ドルを支払います", "18ドル使います") */
	"支払います", "を支払います", "支払いました", "を支払いました",
	"支払う", "を支払う", "払います", "を払います", "払う", "を払う",
	"使います", "を使います", "使いました", "を使いました",
	"手に入れています", "を儲けます", "儲けます", "の収入を得ます",
	/* が必要です */
	"\xe3\x81\x8c\xe5\xbf\x85\xe8\xa6\x81\xe3\x81\xa7\xe3\x81\x99",
	"\xe5\xbf\x85\xe8\xa6\x81\xe3\x81\xa7\xe3\x81\x99",	/* 必要です */
	/* the value named the answer after it, its subject ("39가
	   답입니다", "\\boxed{2}가 문제의 답입니다", "39が答えです",
	   "39就是答案"): the subject's particle, the answer's noun, the
	   copula; "39不是答案" and "39가 답이 아닙니다" are none */
	"가 답입니다", "이 답입니다", "가 정답입니다", "이 정답입니다",
	"가 최종 답입니다", "이 최종 답입니다", "가 최종 정답입니다",
	"이 최종 정답입니다", "가 문제의 답입니다", "이 문제의 답입니다",
	"가 답이다", "이 답이다", "가 정답이다", "이 정답이다",
	"が答えです", "が答えである", "が答えとなります", "が答えだ",
	"が正解です", "が最終的な答えです", "が求める答えです", "が解答です",
	"是答案", "就是答案", "是最终答案", "就是最终答案", "为最终答案",
	"即为答案", "是正确答案", "就是正确答案", "是最終答案",
	"就是最終答案", "為最終答案", "是正確答案",
	NULL
};

/*
 * Korean's particle and an affirmative verb of having, remaining,
 * needing, earning, getting or taking time after the counter ("11개를
 * 가지고 있습니다", "3시간이 걸립니다"): endings as endings[] are, but
 * never where a noun stops (the problem's "책이" in "책이 있다" stays
 * its noun).  No negation (없다, 않다, 못하다) nor question is one.
 */
static const char *const ko_verbs[] = {
	/* remains, remained, after the count ("12개가 남습니다",
	   "12개 남았습니다"; hostile_left60.py) */
	"남습니다", "남았습니다", "가 남습니다", "가 남았습니다",
	"이 남습니다", "이 남았습니다",
	/* 가지고 있습니다, 가지고 있다: after a noun that took its particle
	   from the problem ("12개의 사과를 가지고 있습니다") */
	"\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e\x88\xec\x8a\xb5"
	    "\xeb\x8b\x88\xeb\x8b\xa4",
	"\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e\x88\xeb\x8b\xa4",
	/* 를 가지고 있습니다 */
	"\xeb\xa5\xbc\x20\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e"
	    "\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 을 가지고 있습니다 */
	"\xec\x9d\x84\x20\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e"
	    "\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 를 가지고 있다 */
	"\xeb\xa5\xbc\x20\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e"
	    "\x88\xeb\x8b\xa4",
	/* 을 가지고 있다 */
	"\xec\x9d\x84\x20\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0\x20\xec\x9e"
	    "\x88\xeb\x8b\xa4",
	/* 가 있습니다 */
	"\xea\xb0\x80\x20\xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 이 있습니다 */
	"\xec\x9d\xb4\x20\xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	"\xea\xb0\x80\x20\xec\x9e\x88\xeb\x8b\xa4",	/* 가 있다 */
	"\xec\x9d\xb4\x20\xec\x9e\x88\xeb\x8b\xa4",	/* 이 있다 */
	/* 가 남았습니다 */
	"\xea\xb0\x80\x20\xeb\x82\xa8\xec\x95\x98\xec\x8a\xb5\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	/* 이 남았습니다 */
	"\xec\x9d\xb4\x20\xeb\x82\xa8\xec\x95\x98\xec\x8a\xb5\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	/* 가 남습니다 */
	"\xea\xb0\x80\x20\xeb\x82\xa8\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 이 남습니다 */
	"\xec\x9d\xb4\x20\xeb\x82\xa8\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 가 필요합니다 */
	"\xea\xb0\x80\x20\xed\x95\x84\xec\x9a\x94\xed\x95\xa9\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	/* 이 필요합니다 */
	"\xec\x9d\xb4\x20\xed\x95\x84\xec\x9a\x94\xed\x95\xa9\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	/* 를 벌었습니다 */
	"\xeb\xa5\xbc\x20\xeb\xb2\x8c\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	/* 을 벌었습니다 */
	"\xec\x9d\x84\x20\xeb\xb2\x8c\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88"
	    "\xeb\x8b\xa4",
	"\xeb\xa5\xbc\x20\xeb\xb2\x95\xeb\x8b\x88\xeb\x8b\xa4",	/* 를 법니다 */
	"\xec\x9d\x84\x20\xeb\xb2\x95\xeb\x8b\x88\xeb\x8b\xa4",	/* 을 법니다 */
	/* 를 받습니다 */
	"\xeb\xa5\xbc\x20\xeb\xb0\x9b\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* 을 받습니다 */
	"\xec\x9d\x84\x20\xeb\xb0\x9b\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	/* earns, gets, receives, in the other forms of the polite and
	   plain styles, after the particle or after a noun that took it
	   from the problem ("18달러를 벌어요", "18달러를 번다", "달러를
	   얻습니다"; hostile_income77.py) */
	"를 벌어요", "을 벌어요", "를 벌었어요", "을 벌었어요", "를 번다",
	"을 번다", "를 벌었다", "을 벌었다", "를 얻습니다", "을 얻습니다",
	"를 얻었습니다", "을 얻었습니다", "를 받았습니다", "을 받았습니다",
	"를 벌게 됩니다", "을 벌게 됩니다", "를 벌어들입니다",
	"을 벌어들입니다",
	/* remains ("사과 18개가 남아 있습니다") */
	"가 남아 있습니다", "이 남아 있습니다", "남아 있습니다",
	/* pays, spends ("18달러를 지불합니다", "18달러를 씁니다") */
	"를 지불합니다", "을 지불합니다", "를 씁니다", "을 씁니다",
	"를 냅니다", "을 냅니다", "를 지불했습니다", "을 지불했습니다",
	"를 썼습니다", "을 썼습니다", "를 냈습니다", "을 냈습니다",
	"지불합니다", "지불했습니다", "씁니다",
	"썼습니다", "냅니다", "냈습니다",
	"법니다", "벌었습니다", "벌어요", "벌었어요", "번다", "벌었다",
	"얻습니다", "얻었습니다", "받습니다", "받았습니다", "벌게 됩니다",
	"벌어들입니다",
	/* 가 걸립니다 */
	"\xea\xb0\x80\x20\xea\xb1\xb8\xeb\xa6\xbd\xeb\x8b\x88\xeb\x8b\xa4",
	/* 이 걸립니다 */
	"\xec\x9d\xb4\x20\xea\xb1\xb8\xeb\xa6\xbd\xeb\x8b\x88\xeb\x8b\xa4",
	NULL
};

/* Measure words of Chinese units papo does not size (li, jin, liang,
   mu, chi, cun): counted, never compared as a unit. */
static const char *const counters[] = { "\xe9\x87\x8c" /* 里 */,
	"\xe6\x96\xa4" /* 斤 */, "\xe4\xb8\xa4" /* 两 */,
	"\xe5\x85\xa9" /* 兩 */, "\xe4\xba\xa9" /* 亩 */,
	"\xe5\xb0\xba" /* 尺 */, "\xe5\xaf\xb8" /* 寸 */, NULL };

/*
 * Words that make the value before them a bound or an estimate ("30分钟
 * 以上", at least 30 minutes; "30个多", 30-odd; "30個以内", "30分ほど";
 * "30個強", a little over 30, "30本弱", a little under; "30개가량",
 * about 30, "30명 남짓", "30개 내외"): never the noun counted nor part
 * of it, so the words after the value are not read (with no problem
 * text a noun is any run of letters).  A closing "以上。" after the
 * statement's stop is another clause's.
 */
static const char *const bounds[] = {
	"\xe4\xbb\xa5\xe4\xb8\x8a" /* 以上 */,
	"\xe4\xbb\xa5\xe4\xb8\x8b" /* 以下 */,
	"\xe4\xbb\xa5\xe5\x86\x85" /* 以内 */,
	"\xe4\xb9\x8b\xe5\x86\x85" /* 之内 */,
	"\xe4\xb9\x8b\xe5\x85\xa7" /* 之內 */,
	"\xe4\xb9\x8b\xe4\xb8\x8a" /* 之上 */,
	"\xe4\xb9\x8b\xe4\xb8\x8b" /* 之下 */,
	"\xe4\xbb\xa5\xe5\xa4\x96" /* 以外 */,
	"\xe6\x9c\xaa\xe6\xbb\xa1" /* 未满 */,
	"\xe6\x9c\xaa\xe6\xbb\xbf" /* 未滿 */,
	"\xe6\x9c\xaa\xe6\xba\x80" /* 未満 */,
	"\xe8\xb6\x85\xe8\xbf\x87" /* 超过 */,
	"\xe8\xb6\x85\xe9\x81\x8e" /* 超過 */,
	"\xe4\xb8\x8d\xe5\x88\xb0" /* 不到 */,
	"\xec\x9d\xb4\xec\x83\x81" /* 이상 */,
	"\xec\x9d\xb4\xed\x95\x98" /* 이하 */,
	"\xeb\xaf\xb8\xeb\xa7\x8c" /* 미만 */,
	"\xec\xb4\x88\xea\xb3\xbc" /* 초과 */,
	"\xe8\xbf\x98\xe5\xa4\x9a" /* 还多 */,
	"\xe9\x82\x84\xe5\xa4\x9a" /* 還多 */,
	"\xe5\xa4\x9a" /* 多 */,
	"\xe4\xbd\x99" /* 余 */,
	"\xe9\xa4\x98" /* 餘 */,
	"\xe5\x89\x8d\xe5\x90\x8e" /* 前后 */,
	"\xe5\x89\x8d\xe5\xbe\x8c" /* 前後 */,
	"\xe3\x81\xbb\xe3\x81\xa9" /* ほど */,
	"\xe3\x81\x8f\xe3\x82\x89\xe3\x81\x84" /* くらい */,
	"\xe3\x81\x90\xe3\x82\x89\xe3\x81\x84" /* ぐらい */,
	"\xe7\xa8\x8b\xe5\xba\xa6" /* 程度 */,
	"\xe8\xbf\x91\xe3\x81\x8f" /* 近く */,
	"\xe5\xbc\xb7" /* 強 */,
	"\xe5\xbc\xba" /* 强 */,
	"\xe5\xbc\xb1" /* 弱 */,
	"\xea\xb0\x80\xeb\x9f\x89" /* 가량 */,
	"\xeb\x82\xa8\xec\xa7\x93" /* 남짓 */,
	"\xeb\x82\xb4\xec\x99\xb8" /* 내외 */,
	"\xec\x95\x88\xed\x8c\x8e" /* 안팎 */,
	"\xea\xb0\x80\xea\xb9\x8c\xec\x9d\xb4" /* 가까이 */,
	"\xeb\x84\x98\xea\xb2\x8c" /* 넘게 */,
	/* the least or the most, after the measure word ("12只最少",
	   "12匹最低"): a bound */
	"\xe6\x9c\x80\xe5\xb0\x91" /* 最少 */,
	"\xe6\x9c\x80\xe5\xa4\x9a" /* 最多 */,
	"\xe8\x87\xb3\xe5\xb0\x91" /* 至少 */,
	"\xe8\xb5\xb7\xe7\xa0\x81" /* 起码 */,
	"\xe8\xb5\xb7\xe7\xa2\xbc" /* 起碼 */,
	"\xe5\x87\xba\xe5\xa4\xb4" /* 出头 */,
	"\xe5\x87\xba\xe9\xa0\xad" /* 出頭 */,
	"\xe6\x9c\x80\xe4\xbd\x8e" /* 最低 */,
	"\xe6\x9c\x80\xe5\xa4\xa7" /* 最大 */,
	"\xe6\x9c\x80\xe5\xb0\x8f" /* 最小 */,
	"\xe6\x9c\x80\xe9\xab\x98" /* 最高 */,
	NULL
};

/*
 * What makes the number before it a fraction's denominator, its
 * numerator after ("42分之一" is 1/42, "百分之" a percentage): no
 * measure word 分 and a noun.
 */
static const char *const fractions[] = {
	"\xe5\x88\x86\xe4\xb9\x8b" /* 分之 */, NULL };

/* What links a measure word to the noun it counts: 個の, 개의. */
static const char *const links[] = { "\xe3\x81\xae" /* の */,
	"\xec\x9d\x98" /* 의 */, "\xe7\x9a\x84" /* 的 */, NULL };

/* What joins two values ("2和3", "2と3", "2과 3", "2 และ 3"). */
static const char *const joins[] = { "\xe5\x92\x8c" /* 和 */,
	"\xe4\xb8\x8e" /* 与 */, "\xe8\x88\x87" /* 與 */,
	"\xe5\x8f\x8a" /* 及 */, "\xe3\x81\xa8" /* と */,
	"\xea\xb3\xbc" /* 과 */, "\xec\x99\x80" /* 와 */,
	"\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0" /* และ */, NULL };

/* What the words after a number may be, in the order they may come. */
enum dense_item { D_NONE, D_MEASURE, D_LINK, D_NOUN, D_END };

/* A letter of a script written without spaces: kana, CJK, Hangul, Thai. */
static int
dense_cp(long c)
{
	return papo_frame_dense_letter(c) || (c >= 0xac00 && c < 0xd7b0) ||
	    (c >= 0x1100 && c < 0x1200) || (c >= 0x3130 && c < 0x3190);
}

/* Punctuation that may close a value's statement: 。，、．！ . , ! ; :,
   and the bold's closing stars ("**答案：24头**") */
static int
closing_cp(long c)
{
	return c == ' ' || c == '.' || c == ',' || c == '!' || c == ';' ||
	    c == ':' || c == '*' || c == 0x3000 || c == 0x3001 || c == 0x3002 ||
	    c == 0xff0c || c == 0xff0e || c == 0xff01 || c == 0xff1b ||
	    c == 0xff1a;
}

/* The longest word of l at s[i..e), its length, or 0. */
static size_t
list_at(const char *s, size_t i, size_t e, const char *const *l)
{
	size_t k, n, best = 0;

	for (k = 0; l[k] != NULL; k++) {
		n = strlen(l[k]);
		if (n > best && n <= e - i && memcmp(s + i, l[k], n) == 0)
			best = n;
	}
	return best;
}

/* The longest row of kind k at s[i..e), anywhere (no word bounds), or 0. */
static size_t
row_at(const char *s, size_t i, size_t e, enum row_kind k)
{
	const struct papo_frame_index *x = papo_frame_index();
	const struct row *r;
	unsigned j, b = k * 256u + (unsigned char)s[i];
	size_t best = 0;

	for (j = x->kf_at[b]; j < x->kf_at[b + 1]; j++) {
		r = &papo_frame_rows[x->by_kfirst[j]];
		if ((unsigned char)r->w[0] >= 0xe0 && r->len > best &&
		    r->len <= e - i && memcmp(s + i, r->w, r->len) == 0)
			best = r->len;
	}
	return best;
}

/* A measure word, unit or scale word at s[i..e): its length, or 0. */
static size_t
measure_at(const char *s, size_t i, size_t e)
{
	size_t l = 0, best = row_at(s, i, e, R_MEASURE);

	if (papo_unit_foreign(s + i, e - i, &l) != NULL && l > best)
		best = l;
	if (papo_answer_scale_foreign(s, i, e, &l) != 0 && l > best)
		best = l;
	if ((l = list_at(s, i, e, counters)) > best)
		best = l;
	return best;
}

/*
 * A Thai rate right after the measure or the noun counted ("18
 * ดอลลาร์ต่อวัน", "... ทุกวัน", "... แต่ละวัน"): per, every or each and a
 * span (units_span.c's rows), over the one span the problem p[0..pn)'s
 * question names ("กี่ดอลลาร์ทุกวัน"); its length, or 0 (another span,
 * or a rate the question does not ask).  thai_rate_len: the rate's
 * length whatever the question.
 */
static size_t
thai_rate_len(const char *s, size_t i, size_t e)
{
	static const char *const opens[] = {
	    "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad" /* ต่อ */,
	    "\xe0\xb8\x97\xe0\xb8\xb8\xe0\xb8\x81" /* ทุก */,
	    "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa5"
		"\xe0\xb8\xb0" /* แต่ละ */, NULL };
	static const char *const spans[] = {
	    "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99" /* วัน */,
	    "\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94"
		"\xe0\xb8\xb2\xe0\xb8\xab\xe0\xb9\x8c" /* สัปดาห์ */,
	    "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad"
		"\xe0\xb8\x99" /* เดือน */,
	    "\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7"
		"\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb8\x87" /* ชั่วโมง */,
	    "\xe0\xb8\x9b\xe0\xb8\xb5" /* ปี */,
	    "\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5"
		/* นาที */, NULL };
	size_t a, b;

	if ((a = list_at(s, i, e, opens)) == 0 ||
	    (b = list_at(s, i + a, e, spans)) == 0)
		return 0;
	return a + b;
}

static size_t
thai_rate(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	unsigned long as, qs;
	size_t l, qa, qb;
	int ad, qd;

	if (p == NULL || (l = thai_rate_len(s, i, e)) == 0 ||
	    !papo_unit_span_word(s + i, l, &as, &ad))
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	return papo_unit_span_in(p, qa, qb, &qs, &qd) && qs == as &&
	    qd == ad ? l : 0;
}

/*
 * The noun counted at s[i..e): the longest run of two to eight letters
 * that the problem p[0..pn) writes, starting on no hiragana (a noun is
 * written in kanji, katakana, Hangul or Thai) and holding no doubt,
 * negation, bound or condition.  Its length, or 0.  With no problem
 * text, a run of one to four such letters (not Thai) is taken as the
 * noun: a known hole, as nothing can tell it from an unknown word.
 */
static size_t
noun_at(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	size_t f = i, l, best = 0, chars = 0;
	long c = papo_frame_cp_len(s, i, e, &l);

	if (c >= 0x3040 && c < 0x30a0)
		return 0;
	while (f < e && chars < 8 && dense_cp(papo_frame_cp_len(s, f, e, &l))) {
		if (f > i && (list_at(s, f, e, endings) > 0 ||
		    row_at(s, f, e, R_SUFFIX) > 0 ||
		    ((unsigned char)s[f] == 0xe0 && thai_rate_len(s, f, e))))
			break;	/* "5시간입니다", "ดอลลาร์ทุกวัน": the ending
				   or the rate is not the noun's */
		if (list_at(s, f, e, bounds) > 0)
			break;	/* "30个苹果以上": a bound, not the noun's */
		if (f > i && p != NULL && papo_answer_dense_going(s, f, e, p,
		    pn) > 0)
			break;	/* "ドル稼いでいます": the verb's */
		f += l;
		if (p == NULL ? ++chars <= 4 && !(c >= 0xe00 && c < 0xe80) :
		    ++chars >= 2 && memmem(p, pn, s + i, f - i) != NULL)
			best = f - i;
	}
	if (best && papo_frame_row_within(s, i, i + best, M(R_DOUBT) |
	    M(R_NEG) | M(R_BOUND) | M(R_COND) | M(R_DISOWN), NULL, 0) != NULL)
		return 0;
	return best;
}

/*
 * Does the problem p[0..pn) write s[0..l) followed by the question's
 * ending q ("법니" and "까", "稼ぎます" and "か"): the form a statement's
 * verb restates?
 */
#define ASKED_MAX	64	/* the longest form asked_so looks for */

static int
asked_so(const char *p, size_t pn, const char *s, size_t l, const char *q)
{
	char w[ASKED_MAX];
	size_t ql = strlen(q);

	if (l + ql > sizeof(w))
		return 0;
	memcpy(w, s, l);
	memcpy(w + l, q, ql);
	return memmem(p, pn, w, l + ql) != NULL;
}

/*
 * Korean's statement of the question's own verb at s[i..e): a particle
 * (를, 을, 이, 가) and a space at most, then Hangul and spaces ending in
 * -니다 that the problem p[0..pn) writes ending in -니까 ("18달러를
 * 법니다" for "몇 달러를 법니까?", "가지고 있습니다" for "가지고
 * 있습니까?"): its length, or 0.  A negation or a doubt the question
 * does not ask is no restatement of it.
 */
static size_t
ko_restated(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	static const char *const particles[] = { "\xeb\xa5\xbc" /* 를 */,
	    "\xec\x9d\x84" /* 을 */, "\xec\x9d\xb4" /* 이 */,
	    "\xea\xb0\x80" /* 가 */, NULL };
	size_t j = i, k, l;
	long c;

	if (p == NULL)
		return 0;
	j += list_at(s, j, e, particles);
	if (j < e && s[j] == ' ')
		j++;
	for (k = j; k < e && k - j + 6 <= ASKED_MAX; k += l) {
		/* 니다 there, 니까 in the problem */
		if (k > j && k + 6 <= e &&
		    memcmp(s + k, "\xeb\x8b\x88\xeb\x8b\xa4", 6) == 0)
			return asked_so(p, pn, s + j, k - j,
			    "\xeb\x8b\x88\xea\xb9\x8c") ? k + 6 - i : 0;
		c = papo_frame_cp_len(s, k, e, &l);
		if (!(c == ' ' || (c >= 0xac00 && c < 0xd7a4)))
			return 0;
	}
	return 0;
}

/* Japanese's particles of the object or subject a count may take
   before the problem's verb: を, が. */
static const char *const ja_objects[] = { "\xe3\x82\x92", "\xe3\x81\x8c",
	NULL };

/*
 * The te-forms of a verb whose polite form's stem ends on the kana
 * .stem ("稼ぎ" of "稼ぎます": "稼いで"): a godan verb's (.godan) and
 * an ichidan verb's, the stem and "て" ("食べ": "食べて").
 */
static const struct {
	const char *stem, *godan;
} te_forms[] = {
	{ "い", "って" }, { "き", "いて" }, { "ぎ", "いで" }, { "し", "して" },
	{ "ち", "って" }, { "に", "んで" }, { "び", "んで" }, { "み", "んで" },
	{ "り", "って" }, { "べ", NULL }, { "け", NULL }, { "め", NULL },
	{ "せ", NULL }, { "て", NULL }, { "ね", NULL }, { "れ", NULL },
	{ "え", NULL }, { "げ", NULL }, { "で", NULL }
};

size_t
papo_answer_dense_going(const char *s, size_t i, size_t e, const char *p,
    size_t pn)
{
	static const char *const be[] = { "いました", "います", "いる",
	    NULL };
	static const char *const asks[] = { "ますか", "ましたか", NULL };
	char w[ASKED_MAX], past[8];
	const char *te;
	size_t f = i, l, k, n, tl, b;
	long c;
	int chars, q;

	for (chars = 0; chars < 3 && f < e; chars++) {
		c = papo_frame_cp_len(s, f, e, &l);
		if (c < 0x4e00 || c >= 0xa000)
			break;
		f += l;
	}
	if (p == NULL || f == i || f - i + 3 > sizeof(w))
		return 0;
	memcpy(w, s + i, f - i);
	for (k = 0; k < sizeof(te_forms) / sizeof(te_forms[0]); k++) {
		/* the problem's "稼ぎますか", "走りましたか" */
		memcpy(w + (f - i), te_forms[k].stem, 3);
		for (q = 0; asks[q] != NULL && !asked_so(p, pn, w, f - i + 3,
		    asks[q]); q++)
			;
		if (asks[q] == NULL)
			continue;
		for (n = 0; n < 2; n++) {
			te = n == 0 ? te_forms[k].godan : "て";
			if (te == NULL)
				continue;
			tl = strlen(te);
			b = f + (n == 1 ? 3 : 0);
			if (n == 1 && (e - f < 3 || memcmp(s + f,
			    te_forms[k].stem, 3) != 0))
				continue;
			if (e - b < tl || memcmp(s + b, te, tl - 3) != 0)
				continue;
			if (memcmp(s + b, te, tl) == 0 &&
			    (l = list_at(s, b + tl, e, be)) > 0)
				return b + tl + l - i;	/* "走っています" */
			/* the past: て, で made た, だ ("走った") */
			memcpy(past, te + tl - 3, 3);
			past[2] = past[2] == '\xa6' ? '\x9f' : '\xa0';
			if (memcmp(s + b + tl - 3, past, 3) == 0)
				return b + tl - i;
		}
	}
	return 0;
}

/*
 * The question's own verb at s[i..e) made a statement: the longest run
 * of up to eight letters there that the problem p[0..pn) writes with
 * the question's particle か after it ("稼ぎます" for "何ドル稼ぎます
 * か？", "使います" for "使いますか"): its length, or 0.  A negation
 * ("稼ぎません") or a doubt is no such run.
 */
static size_t
ja_asked(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	size_t f = i, l, best = 0, chars = 0;

	while (f < e && chars < 8 && dense_cp(papo_frame_cp_len(s, f, e,
	    &l))) {
		f += l;
		chars++;
		if (asked_so(p, pn, s + i, f - i, "\xe3\x81\x8b"))	/* か */
			best = f - i;
	}
	return best > 0 ? best : papo_answer_dense_going(s, i, e, p, pn);
}

/*
 * The comparatives a count's statement ends with after its measure
 * word, each with the stem the problem must hold for it to restate
 * the question ("5個多いです" to "何個多く持っていますか",
 * "5개 더 많습니다" to "몇 개 더 가지고 있습니까").
 */
static const struct {
	const char *form, *asked;
} more_forms[] = {
	{ "多いです", "多く" }, { "多い", "多く" }, { "少ないです", "少なく" },
	{ "少ない", "少なく" },
	{ "\xeb\x8d\x94 \xeb\xa7\x8e\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	    "\xeb\x8d\x94" },	/* 더 많습니다, 더 */
	{ "\xeb\x8d\x94 \xeb\xa7\x8e\xec\x95\x84\xec\x9a\x94",
	    "\xeb\x8d\x94" },	/* 더 많아요 */
	{ "\xeb\x8d\x94 \xec\xa0\x81\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4",
	    "\xec\xa0\x81" },	/* 더 적습니다, 적 */
};

/* Does nothing but closing punctuation follow s[k] to e? */
static int
closed_after(const char *s, size_t k, size_t e)
{
	size_t l;

	while (k < e && closing_cp(papo_frame_cp_len(s, k, e, &l)))
		k += l;
	return k >= e;
}

size_t
papo_answer_dense_asked(const char *s, size_t i, size_t e, const char *p,
    size_t pn)
{
	size_t k, l, q;

	if (p == NULL)
		return 0;
	for (k = 0; k < sizeof(more_forms) / sizeof(more_forms[0]); k++) {
		l = strlen(more_forms[k].form);
		q = strlen(more_forms[k].asked);
		if (l <= e - i && memcmp(s + i, more_forms[k].form, l) == 0 &&
		    closed_after(s, i + l, e) && memmem(p, pn,
		    more_forms[k].asked, q) != NULL)
			return l;
	}
	/* the question's words to the statement's end, not a part of
	   them ("か" of "かかる") */
	if (!dense_cp(papo_frame_cp_len(s, i, e, &l)) || (l = ja_asked(s, i,
	    e, p, pn)) == 0 || !closed_after(s, i + l, e))
		return 0;
	return l;
}

/* The word of a duration's "for" after its measure word ("3시간 동안
   달렸습니다"). */
static const char *const spans_for[] = { "\xeb\x8f\x99\xec\x95\x88" /* 동안 */,
	NULL };

/* The item at s[i..e) after item prev, its length in *l; D_NONE if none. */
static enum dense_item
item_at(const char *s, size_t i, size_t e, enum dense_item prev,
    const char *p, size_t pn, size_t *l)
{
	size_t m = 0, n = 0, d, b, k;

	if (prev == D_NONE && list_at(s, i, e, fractions) > 0)
		return D_NONE;	/* "42分之一": 1/42 */
	if ((prev == D_MEASURE || prev == D_NOUN) && (unsigned char)s[i] ==
	    0xe0 && (k = thai_rate(s, i, e, p, pn)) > 0)
		return *l = k, D_MEASURE;	/* "ดอลลาร์ต่อวัน": a noun may
						   follow */
	if (prev < D_LINK)
		m = measure_at(s, i, e);
	if (m && list_at(s, i + m, e, ko_verbs) > 0)
		return *l = m, D_MEASURE;	/* "개를 가지고 있습니다": not
						   the problem's "개를" */
	if (prev == D_MEASURE && p != NULL && (k = list_at(s, i, e,
	    ja_objects)) > 0 && (n = ja_asked(s, i + k, e, p, pn)) > 0)
		return *l = k + n, D_END;	/* "18ドルを稼ぎます": the
						   object's particle, the
						   question's verb */
	if (prev == D_MEASURE && ((k = papo_answer_dense_asked(s, i, e, p,
	    pn)) > 0 || (k = papo_answer_dense_going(s, i, e, p, pn)) > 0))
		return *l = k, D_END;	/* "5個多いです": the question's
					   words, its comparative no bound;
					   "18ドル稼いでいます" */
	if (prev == D_MEASURE && (k = list_at(s, i, e, spans_for)) > 0)
		return *l = k, D_MEASURE;	/* "3시간 동안": its verb may
						   follow */
	if (prev < D_NOUN && (p != NULL || prev != D_NONE))
		n = noun_at(s, i, e, p, pn);	/* no problem: after a
						   measure */
	d = list_at(s, i, e, endings);
	if ((k = row_at(s, i, e, R_SUFFIX)) > d)
		d = k;
	if ((k = list_at(s, i, e, ko_verbs)) > d)
		d = k;
	if ((unsigned char)s[i] >= 0xea && (k = ko_restated(s, i, e, p,
	    pn)) > d)
		d = k;
	b = list_at(s, i, e, bounds);
	if (b > 0 && b >= m && b >= n && b >= d)
		return D_NONE;	/* a bound, not the measure word it opens
				   with: "42 초과" (초, seconds) */
	if (m && m >= n && m >= d)
		return *l = m, D_MEASURE;
	if (n && n >= d)
		return *l = n, D_NOUN;
	if (d)
		return *l = d, D_END;
	if (prev == D_MEASURE && (*l = list_at(s, i, e, links)) > 0)
		return D_LINK;
	return D_NONE;
}

/*
 * Is s[i..e), after the number's measure word or noun, the problem
 * p[0..pn)'s own words (four characters or more, its closing
 * punctuation aside), no bound, doubt, negation, condition or modal in
 * them: Thai's "18 ดอลลาร์ทุกวันที่ตลาดนัดเกษตรกร" (every day at the
 * farmers' market) where the question asks "... ทุกวันที่ตลาดนัดเกษตรกร"?
 */
static int
problem_words_after(const char *s, size_t i, size_t e, const char *p,
    size_t pn)
{
	static const enum row_kind refusing[] = { R_DOUBT, R_BOUND, R_NEG,
	    R_COND, R_MODAL };
	size_t k, l, j, n = 0;

	while (e > i && (((unsigned char)s[e - 1] & 0xc0) == 0x80 ||
	    (unsigned char)s[e - 1] < 0x80)) {
		for (k = e - 1; k > i && ((unsigned char)s[k] & 0xc0) == 0x80;
		    k--)
			;
		if (!closing_cp(papo_frame_cp_len(s, k, e, &l)))
			break;
		e = k;	/* "。", "." */
	}
	if (p == NULL || e - i < 12 || memmem(p, pn, s + i, e - i) == NULL)
		return 0;
	for (k = i; k < e; k += l) {
		(void)papo_frame_cp_len(s, k, e, &l);
		if (list_at(s, k, e, bounds) > 0)
			return 0;
		for (j = 0; j < sizeof(refusing) / sizeof(refusing[0]); j++)
			if (row_at(s, k, e, refusing[j]) > 0)
				return 0;
		n++;
	}
	return n >= 4;
}

/*
 * Are the words s[i..e) after a number recognised: measure words, the
 * noun counted, endings, punctuation, in that order, or after the
 * measure word or noun the problem's own words (problem_words_after);
 * or a word that joins the next value?
 */
static int
dense_read(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	enum dense_item prev = D_NONE, it;
	size_t l, j;

	if ((l = list_at(s, i, e, joins)) > 0) {
		for (j = i + l; j < e && s[j] == ' '; j++)
			;
		if (j == e)
			return 1;	/* "2和3": the next value's own */
	}
	while (i < e) {
		if (closing_cp(papo_frame_cp_len(s, i, e, &l)) ||
		    (prev == D_LINK && s[i] == ' ')) {
			i += l;	/* "12개의 사과를": Korean's space after
				   its genitive, before the noun */
			continue;
		}
		it = item_at(s, i, e, prev, p, pn, &l);
		if (it == D_NONE && (prev == D_MEASURE || prev == D_NOUN) &&
		    problem_words_after(s, i, e, p, pn))
			return 1;
		if (it == D_NONE || (prev == D_END && it != D_END))
			return 0;
		prev = it;
		i += l;
	}
	return prev != D_LINK;
}

/* LaTeX that may stand between a number and its words ("42\\,\\text{个}"). */
static const char *const glue[] = { "\\text{", "\\mathrm{", "\\textrm{",
	"\\mbox{", "\\,", "\\;", "\\:", "\\!", "\\ ", "~", " ", "{", "}",
	"$", NULL };

/* Does code point c end a clause: ，、。！；： or ASCII , ; : ! . */
static int
clause_cp(long c)
{
	return c == ',' || c == ';' || c == ':' || c == '!' || c == '.' ||
	    c == '\n' || c == 0x3001 || c == 0x3002 || c == 0xff0c ||
	    c == 0xff01 || c == 0xff1b || c == 0xff1a;
}

/*
 * Where the words after the number ending at v[i] start and end (in
 * v[..n)): *a and *b; 0 when no letter of a dense script (or a
 * question mark) follows, or the words hold none.  The words run to the
 * end of the clause (its punctuation kept: "个。"), or to a digit, a
 * brace or a LaTeX command; ASCII letters glued to them are theirs
 * ("7개lol입니다").
 */
static int
words_after(const char *v, size_t i, size_t n, size_t *a, size_t *b)
{
	size_t j = papo_frame_skip_all(v, i, n, glue, 1), l;
	long c;

	if (j >= n || !((c = papo_frame_cp_len(v, j, n, &l)) == 0xff1f ||
	    c == '?' || dense_cp(c)))
		return 0;
	if (c >= 0xe00 && c < 0xe80 && memchr(v + i, ' ', j - i) != NULL &&
	    measure_at(v, j, n) == 0)
		return 0;	/* Thai: a space ends a clause; the next is
				   the tail's to read (answer_tail.c) */
	if (memchr(v + i, '\n', j - i) != NULL)
		return 0;	/* a line of its own: the tail's to read
				   ("答案：42\n\n希望对你有帮助！") */
	*a = j;
	while (j < n) {
		c = papo_frame_cp_len(v, j, n, &l);
		if (c < 0x80 && (papo_ascii_digit((int)c) || strchr("{}\\$",
		    (int)c) != NULL))
			break;
		j += l;
		if (clause_cp(c))
			break;
	}
	*b = j;
	for (j = *a; j < *b; j += l)
		if (dense_cp(papo_frame_cp_len(v, j, *b, &l)))
			return 1;
	return 0;	/* "12?" in English: not this file's */
}

int
papo_answer_dense_unread(const char *v, size_t upto, size_t n,
    const char *p, size_t pn)
{
	size_t i, a, b;

	for (i = 0; i < upto; i++) {
		if (!papo_ascii_digit((unsigned char)v[i]) || (i + 1 < n &&
		    (papo_ascii_digit((unsigned char)v[i + 1]) || (v[i + 1] ==
		    '.' && i + 2 < n && papo_ascii_digit((unsigned char)
		    v[i + 2])))))
			continue;
		if (words_after(v, i + 1, n, &a, &b) && !dense_read(v, a, b,
		    p, pn))
			return 1;
	}
	return 0;
}

/*
 * The words a last statement with no answer phrase may write before its
 * value, besides the problem's own (read too in a restatement after the
 * answer, answer_tail.c, and as a whole Korean word before a box,
 * answer_open.c): connectives, pronouns, verbs and
 * particles of the concluding statements of real responses (mCoT MGSM:
 * `bench/corpus/dense_words.py --said`), their traditional forms, and
 * the few of Korean and Thai (with the Thai of tests/verify/lang.jsonl
 * and recall-styles.jsonl: คือ เท่ากับ ตอบ จำนวน รวม เขา เธอ
 * จะได้).  No doubt, bound or question is one.
 */
static const char *const said[] = {
	/* Chinese */
	"因此", "所以", "那么", "由于", "于是", "因而", "最后", "最终",
	"综上", "综上所述", "总共", "一共", "共", "总", "总计", "合计",
	"为", "有", "拥有", "了", "在", "是", "就是", "的", "可以", "将",
	"将为", "当前", "现在", "已经", "我们得到", "得到", "得", "需要",
	"他", "她", "它", "他们", "她们", "我们", "他的", "她的", "还有",
	"还剩", "剩下", "剩", "花了", "用了", "赚了", "卖了", "买了",
	"付了", "付", "个", "总数", "数量", "等于",
	/* earn, bare ("所以珍妮特每天赚 18 美元。", hostile_recall27.py) */
	"赚", "挣",
	/* can, as 可以 ("所以她每天能赚 18 美元。"; 可能, maybe, is a
	   hedge read before) */
	"能", "能够", "能夠",
	/* the verbs and money nouns of Chinese chat models' conclusions
	   to "how much does she make" ("她一天可以赚到18美元。",
	   "每天的收入为18美元。", "通过在农贸市场卖鸭蛋赚18美元";
	   hostile_said60.py): earn, get, sell, by way of, income, profit,
	   amount; no measure of another kind (distance, area) */
	"赚取", "赚到", "赚得", "挣到", "获得", "收到", "拿到", "卖",
	"出售", "售出", "通过", "收入", "总收入", "收益", "利润", "金额",
	"一天", "一日", "賺取", "賺到", "賺得", "掙到", "獲得", "賣", "通過",
	"總收入", "利潤", "金額",
	/* what is left ("小明还剩下12个。", "剩余12个苹果。";
	   hostile_left60.py) */
	"还剩下", "還剩下", "剩余", "剩餘", "剩下的",
	/* what is paid ("总共花费18美元。", "总价是18美元。";
	   hostile_cost60.py) */
	"花费", "花費", "总价", "總價", "总价格", "總價格", "费用", "費用",
	"总费用", "總費用", "支付", "需付",
	/* traditional */
	"那麼", "由於", "於是", "最後", "最終", "綜上", "總共", "總",
	"總計", "為", "將", "將為", "當前", "現在", "已經", "我們得到",
	"他們", "她們", "我們", "還有", "還剩", "剩下", "賺了", "賣了",
	"買了", "個", "總數", "數量", "等於", "賺", "掙",
	/* Chinese function words: prepositions and conjunctions that tell
	   where, from whom or to whom, never how sure or how much (not 比,
	   约, 如果) */
	"从", "從", "中", "和", "与", "與", "对", "對", "给", "給", "向",
	"把", "被", "到", "这", "這", "里", "裡", "上", "后", "後",
	"每", "一共有", "共有", "卖出", "賣出",
	/* labels of a conclusion: 结论： "**结论**：Haley总共有99颗弹珠。" */
	"结论", "結論", "总结", "總結",
	/* connectives that conclude or sum up ("总之，他一共有45个苹果。",
	   "由此可知，"; hostile_recap55.py) */
	"总之", "總之", "由此可知", "由此可得", "故", "从而", "從而",
	/* Japanese */
	"したがって", "よって", "つまり", "ゆえに", "合計", "全部で",
	"以上より", "結論として",
	"現在", "今", "彼", "彼女", "彼ら", "各", "は", "が", "を", "に", "で",
	"の", "と", "て", "ため",
	/* the subject of a measure ("温度は300℃です。") */
	"温度",
	/* Korean */
	"\xeb\x94\xb0\xeb\x9d\xbc\xec\x84\x9c" /* 따라서 */,
	"\xea\xb7\xb8\xeb\x9f\xac\xeb\xaf\x80\xeb\xa1\x9c" /* 그러므로 */,
	"\xec\x9d\x80" /* 은 */, "\xeb\x8a\x94" /* 는 */,
	"\xec\x9d\xb4" /* 이 */, "\xea\xb0\x80" /* 가 */,
	"\xec\x9d\x84" /* 을 */, "\xeb\xa5\xbc" /* 를 */,
	"\xec\xb4\x9d" /* 총 */, "\xeb\xaa\xa8\xeb\x91\x90" /* 모두 */,
	/* a restatement after the answer: the counter, "has", the
	   pronouns, "that is", "in summary" (hostile_recap55.py) */
	"\xea\xb0\x9c" /* 개 */,
	"\xea\xb0\x9c\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4" /* 개입니다 */,
	"\xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4" /* 있습니다 */,
	"\xea\xb0\x80\xec\xa7\x80\xea\xb3\xa0" /* 가지고 */,
	"\xea\xb7\xb8\xeb\x85\x80" /* 그녀 */,
	"\xea\xb7\xb8\xeb\x85\x80\xec\x9d\x98" /* 그녀의 */,
	"\xea\xb7\xb8" /* 그 */,
	"\xea\xb7\xb8\xec\x9d\x98" /* 그의 */,
	"\xec\xa6\x89" /* 즉 */,
	"\xec\x9a\x94\xec\x95\xbd\xed\x95\x98\xeb\xa9\xb4" /* 요약하면 */,
	/* 결론적으로 */
	"\xea\xb2\xb0\xeb\xa1\xa0\xec\xa0\x81\xec\x9c\xbc\xeb\xa1\x9c",
	"\xea\xb7\xb8\xeb\x9f\xac\xeb\xaf\x80\xeb\xa1\x9c" /* 그러므로 */,
	"\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4" /* 입니다 */,
	/* Thai */
	"\xe0\xb8\x94\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8\x99\xe0\xb8\xb1"
	"\xe0\xb9\x89\xe0\xb8\x99" /* ดังนั้น */,
	"\xe0\xb8\x88\xe0\xb8\xb6\xe0\xb8\x87" /* จึง */,
	"\xe0\xb8\xa1\xe0\xb8\xb5" /* มี */,
	"\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87\xe0\xb8\xab"
	"\xe0\xb8\xa1\xe0\xb8\x94" /* ทั้งหมด */,
	"\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad" /* คือ */,
	"\xe0\xb9\x80\xe0\xb8\x97\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x81"
	"\xe0\xb8\xb1\xe0\xb8\x9a" /* เท่ากับ */,
	"\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a" /* ตอบ */,
	"\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x99\xe0\xb8\xa7\xe0\xb8\x99"
	/* จำนวน */,
	"\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1" /* รวม */,
	"\xe0\xb9\x80\xe0\xb8\x82\xe0\xb8\xb2" /* เขา */,
	"\xe0\xb9\x80\xe0\xb8\x98\xe0\xb8\xad" /* เธอ */,
	"\xe0\xb8\x88\xe0\xb8\xb0\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89"
	/* จะได้ */,
	/* receives ("เจเน็ตได้รับเงิน 18 ดอลลาร์ต่อวัน"; hostile_earn60.py) */
	"\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89\xe0\xb8\xa3\xe0\xb8\xb1"
	"\xe0\xb8\x9a" /* ได้รับ */,
	"\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb8\x9a" /* รับ: after the
	   problem's "เธอได้" */,
	/* money, and gets, makes money ("ได้เงิน", "ทำเงินได้", "หาเงินได้";
	   hostile_income77.py) */
	"เงิน", "ได้เงิน", "ได้รับเงิน", "ทำเงินได้", "หาเงินได้", "ทำเงิน",
	"หาเงิน",
	/* pays, spends ("ใช้เงิน 18 ดอลลาร์") */
	"จ่าย", "จ่ายเงิน", "ต้องจ่าย", "ใช้เงิน", "ใช้จ่าย",
	NULL
};

/*
 * said[]'s Korean rows of the words that name a last statement's
 * subject, read only at a Hangul syllable (the first byte 0xea to 0xed):
 * a list of their own, so that no other script's word is tried
 * against them (the cost test counts every row tried).
 */
static const char *const said_ko[] = {
	/* ko: the adnominal forms of the verbs a word problem's quantity
	   is named by in a last statement ("Jake가 본 다리의 총 개수는",
	   "자동차 운전에 쓴 비용은", "Mark가 얻은 이익은"; KSM's HRM8K):
	   saw, spent, used, got, received, earned, cost, paid, has, made,
	   ate, bought, sold, lost, left, became, needed, walked, ran, read,
	   drank, collected, gave, found, given, "there is"; "in order
	   to", "about", "among", "from this", "final"; no "could be" (될,
	   수 있는 after it), no "not" (않은, 아닌, 없는) */
	"본", "보는", "쓴", "쓰는", "사용한", "사용하는", "얻은", "얻는",
	"받은", "받는", "받게", "번", "벌어들인", "벌게", "드는", "든",
	"지불한", "지불하는", "지불해야", "낸", "내는", "내야", "가진",
	"갖게", "만든", "만드는", "만들어야", "먹은", "먹는", "산", "사는",
	"판", "파는", "팔린", "잃은", "잃는", "잃게", "남는", "남게",
	"된", "되는", "필요한", "걸은", "걷는", "달린", "달리는", "읽은",
	"읽는", "마신", "마시는", "모은", "모으는", "준", "주는", "구한",
	"구해야", "주어진", "있는", "하는", "해야", "위해", "위해서",
	"위해서는", "대한", "에 대한", "중", "중에서", "이로부터",
	"최종적인",
	/* ko: the nouns a quantity asked for is named by, with a case
	   particle read after them (hangul_row_case: "Jeff의 나이는",
	   "주어진 식의 단순화된 형태는"), and "computing it", "expressed
	   in the format asked" before a colon ("절대값을 구하면:", "답변
	   형식에 맞춰 표현하면:") */
	"나이", "무게", "거리", "가격", "비용", "이익", "합", "곱", "차이",
	"평균", "최솟값", "최댓값", "최소값", "최대값", "극한값", "절대값",
	"절댓값", "넓이", "면적", "둘레", "반지름", "높이", "길이", "부피",
	"속도", "비율", "확률", "점수", "크기", "형태", "식", "근", "좌표",
	"기울기", "차수", "나머지", "몫", "약수", "배수", "단순화된",
	"수량", "구하면", "계산하면", "정리하면", "표현하면", "나타내면",
	"답안", "최종 답안", "형식", "형식에", "형식으로", "맞춰", "지정된",
	"답변 형식에",
	/* "the reply", "earning" ("최종 대답은 2000입니다.", "벌이는
	   금액은") */
	"대답", "최종 대답", "벌이는",
	NULL
};

/* Runs that open with a row of said[] but say "other" in Japanese
   (他の, 他に, 他人: "彼女は他の日に18ドル稼ぎます。", on other days),
   not Chinese's pronoun 他 (he). */
static const char *const said_not[] = { "他の", "他に", "他人", NULL };

size_t
papo_answer_dense_measure(const char *s, size_t i, size_t e)
{
	return measure_at(s, i, e);
}

int
papo_answer_dense_after(const char *s, size_t i, size_t e, const char *p,
    size_t pn)
{
	return dense_read(s, i, e, p, pn);
}

size_t
papo_answer_dense_row(const char *s, size_t i, size_t b)
{
	size_t l, k;

	if (list_at(s, i, b, said_not) > 0)
		return 0;
	l = list_at(s, i, b, said);
	if ((unsigned char)s[i] >= 0xea && (unsigned char)s[i] <= 0xed &&
	    (k = list_at(s, i, b, said_ko)) > l)
		l = k;
	return l;
}

size_t
papo_answer_dense_bound(const char *s, size_t i, size_t b)
{
	size_t l = list_at(s, i, b, bounds), f = list_at(s, i, b, fractions);

	return f > l ? f : l;
}

int
papo_answer_dense_ends(const char *s, size_t i, size_t e)
{
	enum dense_item prev = D_NOUN;
	size_t l;

	while (i < e) {
		if (closing_cp(papo_frame_cp_len(s, i, e, &l))) {
			i += l;
			continue;
		}
		if (item_at(s, i, e, prev, NULL, 0, &l) != D_END)
			return 0;
		prev = D_END;
		i += l;
	}
	return prev == D_END;
}

/*
 * What a statement in Chinese, Japanese or Korean may open with before
 * its topic: connectives that conclude, and the punctuation after them
 * ("因此，安有4支。", "したがって、アンは4本です。", "따라서 앤은").
 */
static const char *const topic_leads[] = {
	"所以", "因此", "因而", "故", "则", "則", "那么", "那麼", "于是",
	"於是", "最后", "最後", "最终", "最終", "综上所述", "綜上所述",
	"综上", "綜上", "总之", "總之", "即", "这样", "這樣", "现在", "現在",
	"目前", "答", "结论", "結論",
	"したがって", "従って", "よって", "つまり", "だから", "結局",
	"以上より", "以上から", "ゆえに", "故に", "答え",
	"\xeb\x94\xb0\xeb\x9d\xbc\xec\x84\x9c" /* 따라서 */,
	"\xea\xb7\xb8\xeb\x9f\xac\xeb\xaf\x80\xeb\xa1\x9c" /* 그러므로 */,
	"\xea\xb7\xb8\xeb\x9e\x98\xec\x84\x9c" /* 그래서 */,
	"\xec\xa6\x89" /* 즉 */, "\xea\xb2\xb0\xea\xb5\xad" /* 결국 */,
	"\xef\xbc\x8c", "\xe3\x80\x81", "\xef\xbc\x9a", ",", ":", " ", "*",
	NULL
};

/*
 * The words that end a topic: Chinese verbs and adverbs a statement of
 * a count puts right after whom it counts ("安有4支", "安一共有",
 * "安的铅笔"), Japanese particles after a topic ("アンは", "アンの"),
 * Korean particles after one and a space ("앤은 ").
 */
static const char *const topic_ends[] = {
	"有", "一共", "总共", "總共", "共", "现在", "現在", "还", "還",
	"需要", "的", "是", "每", "能", "会", "會", "要", "赚", "賺", "挣",
	"掙", "得", "拿", "剩", "花", "买", "買", "卖", "賣", "吃", "用",
	"收", "获", "獲", "做", "给", "給", "送", "带", "帶", "比", "在",
	"は", "が", "の", "も",
	"\xec\x9d\x80 " /* 은 */, "\xeb\x8a\x94 " /* 는 */,
	"\xec\x9d\xb4 " /* 이 */, "\xea\xb0\x80 " /* 가 */,
	"\xec\x9d\x98 " /* 의 */, "\xeb\x8f\x84 " /* 도 */, NULL
};

/* Topics that name no one the problem counts for: pronouns, the
   answer, the total. */
static const char *const topic_none[] = {
	"他", "她", "它", "他们", "她们", "它们", "他們", "她們", "它們",
	"我", "我们", "我們", "你", "你们", "你們", "您", "其", "这", "這",
	"那", "这些", "這些", "那些", "大家", "答案", "结果", "結果",
	"总数", "總數", "总计", "總計", "合计", "合計", "一共", "总共",
	"總共", "全部", "彼", "彼女", "彼ら", "全体",
	"\xea\xb7\xb8" /* 그 */, "\xea\xb7\xb8\xeb\x85\x80" /* 그녀 */,
	"\xea\xb7\xb8\xeb\x93\xa4" /* 그들 */, "\xeb\x82\x98" /* 나 */,
	"\xec\xa0\x80" /* 저 */, "\xec\x9a\xb0\xeb\xa6\xac" /* 우리 */,
	"\xeb\x8b\xb5" /* 답 */, "\xec\xa0\x95\xeb\x8b\xb5" /* 정답 */,
	"\xed\x95\xa9\xea\xb3\x84" /* 합계 */, "\xec\xb4\x9d" /* 총 */,
	"\xeb\xaa\xa8\xeb\x91\x90" /* 모두 */, NULL
};

/* Titles after a Japanese name, not the name's ("田中さんは"). */
static const char *const honorifics[] = { "さん", "くん", "ちゃん", "様",
	NULL };

/* A letter a topic may hold: Han, katakana, Hangul, ASCII (a name in
   Latin letters in a Chinese sentence), and the middle dots of a
   transcribed name. */
static int
topic_cp(long c)
{
	return (c >= 0x4e00 && c < 0xa000) || (c >= 0x3400 && c < 0x4dc0) ||
	    (c >= 0x30a0 && c < 0x3100) || (c >= 0xac00 && c < 0xd7a4) ||
	    c == 0xb7 || (c < 0x80 && papo_ascii_alpha((int)c));
}

/*
 * The topic of the clause at s[a..b): past topic_leads[], a run of one
 * to eight letters of topic_cp() with a word of topic_ends[] right
 * after it (or after a title of honorifics[]), not one of topic_none[],
 * and with at least one letter past ASCII.  Its end, with *ta its
 * start; 0 when there is none.
 */
static size_t
topic_of(const char *s, size_t a, size_t b, size_t *ta)
{
	size_t i, l, n, chars;
	int wide = 0;

	/* the rows' words start on a byte past 0xe0 or on punctuation:
	   list_at is asked there only */
	for (n = 0; n < 6 && a < b && ((unsigned char)s[a] >= 0xe0 ||
	    memchr(",: *", s[a], 4) != NULL) && (l = list_at(s, a, b,
	    topic_leads)) > 0; n++)
		a += l;
	for (i = a, chars = 0; i < b && chars < 9; chars++) {
		if (i > a && (unsigned char)s[i] >= 0xe0 && (list_at(s, i, b,
		    topic_ends) > 0 || ((l = list_at(s, i, b, honorifics)) >
		    0 && list_at(s, i + l, b, topic_ends) > 0))) {
			if (!wide || list_at(s, a, i, topic_none) == i - a)
				return 0;
			*ta = a;
			return i;
		}
		if (!topic_cp(papo_frame_cp_len(s, i, b, &l)))
			return 0;
		wide |= l > 1;
		i += l;
	}
	return 0;
}

/* The length of a word of stops at s[i..e), read only at the bytes
   they start with, or 0. */
static size_t
stop_at(const char *s, size_t i, size_t e, const char *const *stops)
{
	unsigned char c = (unsigned char)s[i];

	return c == 0xe3 || c == 0xef || c == '.' || c == ',' || c == ';' ||
	    c == '\n' ? list_at(s, i, e, stops) : 0;
}

/* Does the text t[0..n) occur in p[a..b)? */
static int
topic_in(const char *p, size_t a, size_t b, const char *t, size_t n)
{
	return b > a && memmem(p + a, b - a, t, n) != NULL;
}

int
papo_answer_dense_topic_other(const char *s, size_t st, size_t e,
    const char *p, size_t pn)
{
	static const char *const stops[] = { "\xe3\x80\x82" /* 。 */,
	    "\xef\xbc\x8c" /* ， */, "\xe3\x80\x81" /* 、 */,
	    "\xef\xbc\x9b" /* ； */, "\xef\xbc\x81" /* ！ */,
	    "\xef\xbc\x9f" /* ？ */, ". ", ", ", "; ", "\n", NULL };
	size_t a, ta, te, qa, qs, qb, qta, qte, i, l;

	if (p == NULL || pn == 0)
		return 0;
	/* the statement's last clause (its box's: s[st..e) ends there) */
	for (a = st, i = st; i < e; i += l ? l : 1)
		if ((l = stop_at(s, i, e, stops)) > 0 && i + l < e)
			a = i + l;
	if ((te = topic_of(s, a, e, &ta)) == 0)
		return 0;
	/* the question: its clause (qa) and its sentence (qs) */
	for (qb = pn; qb > 0 && p[qb - 1] != '?' && !(qb >= 3 &&
	    memcmp(p + qb - 3, "\xef\xbc\x9f", 3) == 0); qb--)
		;	/* the last "?" or "？": the question ends before it */
	if (qb > 0)
		qb -= p[qb - 1] == '?' ? 1 : 3;
	for (qa = qs = 0, i = 0; i < qb; i += l ? l : 1)
		if ((l = stop_at(p, i, qb, stops)) > 0) {
			qa = i + l;
			if (l == 3 && (memcmp(p + i, "\xef\xbc\x8c", 3) == 0 ||
			    memcmp(p + i, "\xe3\x80\x81", 3) == 0))
				continue;
			if (p[i] != ',')
				qs = qa;
		}
	if ((qte = topic_of(p, qa, qb, &qta)) == 0)
		return 0;
	/* another the problem names before its question, and the
	   question's topic one it names too, which the clause does not
	   write ("메리의 사과는" to "사과는 모두 몇 개입니까?": Mary's
	   apples are the apples asked) */
	return !topic_in(p, qs, qb, s + ta, te - ta) &&
	    topic_in(p, 0, qs, s + ta, te - ta) &&
	    topic_in(p, 0, qs, p + qta, qte - qta) &&
	    memmem(s + ta, e - ta, p + qta, qte - qta) == NULL &&
	    memmem(p + qta, qte - qta, s + ta, te - ta) == NULL;
}
