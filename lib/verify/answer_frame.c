/* SPDX-License-Identifier: MIT */
/*
 * answer_frame.c: what may stand around a final answer, as rows per
 * language: what may come just before it (a copula, an answer phrase, an
 * equals sign), what may follow it to the end of the response (a unit,
 * formatting, a closing remark), and the closed classes (negators,
 * doubts, bounds, disowning words) that make a frame unrecognised.
 */
#include <pthread.h>
#include <string.h>
#include <strings.h>

#include "answer.h"
#include "answer_impl.h"
#include "units.h"

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
	R_NKINDS
};

struct row {
	const char *lang;
	const char *w;
	size_t len;		/* strlen(w) */
	enum row_kind kind;
};

/* The refusal papo-verify reports as its verdict uncertain. */
#define DOUBT_AFTER	"a doubt after it"
/* The refusal of a tail that gives another value (a later statement's). */
#define VALUE_AFTER	"another value after it"

#define R(lang, w, kind)	{ lang, w, sizeof(w) - 1, kind }

static const struct row rows[] = {
	/* English */
	R("en", "is", R_LEAD), R("en", "are", R_LEAD),
	R("en", "was", R_LEAD), R("en", "were", R_LEAD),
	R("en", "equals", R_LEAD), R("en", "equal", R_LEAD),
	R("en", "answer", R_NOUN), R("en", "result", R_NOUN),
	R("en", "therefore", R_LEAD), R("en", "thus", R_LEAD),
	R("en", "so", R_LEAD), R("en", "hence", R_LEAD),
	R("en", "then", R_LEAD), R("en", "get", R_LEAD),
	R("en", "obtain", R_LEAD), R("en", "gives", R_LEAD),
	R("en", "becomes", R_LEAD), R("en", "yields", R_LEAD),
	R("en", "exactly", R_AFFIRM), R("en", "indeed", R_AFFIRM),
	R("en", "simply", R_AFFIRM), R("en", "clearly", R_AFFIRM),
	R("en", "precisely", R_AFFIRM), R("en", "finally", R_AFFIRM),
	R("en", "definitely", R_AFFIRM), R("en", "certainly", R_AFFIRM),
	R("en", "not", R_NEG), R("en", "never", R_NEG),
	R("en", "no", R_NEG), R("en", "isn't", R_NEG),
	R("en", "aren't", R_NEG), R("en", "wasn't", R_NEG),
	R("en", "cannot", R_NEG), R("en", "can't", R_NEG),
	R("en", "nor", R_NEG), R("en", "neither", R_NEG),
	R("en", "maybe", R_DOUBT), R("en", "perhaps", R_DOUBT),
	R("en", "possibly", R_DOUBT), R("en", "probably", R_DOUBT),
	R("en", "might", R_MODAL), R("en", "guess", R_DOUBT),
	R("en", "unsure", R_DOUBT), R("en", "doubt", R_DOUBT),
	R("en", "not sure", R_DOUBT), R("en", "not certain", R_DOUBT),
	R("en", "not confident", R_DOUBT), R("en", "not 100% sure", R_DOUBT),
	R("en", "suppose", R_COND), R("en", "assume", R_COND),
	R("en", "if", R_COND), R("en", "unless", R_COND),
	R("en", "whether", R_COND), R("en", "could", R_MODAL),
	R("en", "would", R_MODAL), R("en", "may", R_BEFORE),
	R("en", "should", R_MODAL), R("en", "likely", R_DOUBT),
	R("en", "presumably", R_DOUBT), R("en", "supposedly", R_DOUBT),
	R("en", "apparently", R_DOUBT), R("en", "seemingly", R_DOUBT),
	R("en", "arguably", R_DOUBT), R("en", "hopefully", R_DOUBT),
	R("en", "allegedly", R_DOUBT), R("en", "unlikely", R_DOUBT),
	R("en", "i think", R_DOUBT), R("en", "we think", R_DOUBT),
	R("en", "i believe", R_DOUBT), R("en", "we believe", R_DOUBT),
	R("en", "i reckon", R_DOUBT), R("en", "i feel", R_DOUBT),
	R("en", "seems", R_DOUBT), R("en", "i'd say", R_DOUBT),
	R("en", "wait", R_WEAK), R("en", "actually", R_WEAK),
	R("en", "however", R_WEAK), R("en", "but", R_WEAK),
	R("en", "alternatively", R_WEAK), R("en", "instead", R_WEAK),
	R("en", "hmm", R_DOUBT), R("en", "oops", R_WEAK),
	R("en", "though", R_WEAK), R("en", "although", R_WEAK),
	R("en", "sorry", R_WEAK), R("en", "uncertain", R_DOUBT),
	R("en", "recheck", R_WEAK), R("en", "either", R_WEAK),
	R("en", "rather", R_WEAK), R("en", "correction", R_WEAK),
	R("en", "be", R_LEAD), R("en", "n't", R_NEG),
	R("en", "n\xe2\x80\x99t", R_NEG),
	/* a word right after the value that is in no row is the noun
	   counted ("40 girls who are not ..."); these are not nouns */
	R("en", "is", R_ON), R("en", "are", R_ON), R("en", "was", R_ON),
	R("en", "were", R_ON), R("en", "does", R_ON), R("en", "do", R_ON),
	R("en", "did", R_ON), R("en", "has", R_ON), R("en", "have", R_ON),
	R("en", "had", R_ON), R("en", "can", R_ON), R("en", "will", R_ON),
	R("en", "seems", R_ON), R("en", "appears", R_ON),
	R("en", "works", R_ON), R("en", "fails", R_ON),
	R("en", "which", R_ON), R("en", "who", R_ON), R("en", "that", R_ON),
	R("en", "whose", R_ON), R("en", "whom", R_ON),
	R("en", "where", R_ON), R("en", "what", R_ON), R("en", "and", R_ON),
	R("en", "or", R_ON), R("en", "so", R_ON), R("en", "yet", R_ON),
	R("en", "as", R_ON), R("en", "because", R_ON),
	R("en", "since", R_ON), R("en", "it", R_ON), R("en", "this", R_ON),
	R("en", "i", R_ON), R("en", "we", R_ON),
	R("en", "mistake", R_DISOWN), R("en", "mistaken", R_DISOWN),
	R("en", "wrong", R_DISOWN), R("en", "incorrect", R_DISOWN),
	R("en", "incorrectly", R_DISOWN), R("en", "false", R_DISOWN),
	R("en", "error", R_DISOWN), R("en", "example", R_DISOWN),
	R("en", "e.g", R_DISOWN), R("en", "tempting", R_DISOWN),
	R("en", "disagree", R_DISOWN), R("en", "trap", R_DISOWN),
	R("en", "naive", R_DISOWN), R("en", "claimed", R_DISOWN),
	R("en", "than", R_BOUND), R("en", "between", R_BEFORE),
	R("en", "least", R_BOUND), R("en", "most", R_BOUND),
	R("en", "under", R_BEFORE), R("en", "over", R_BEFORE),
	R("en", "below", R_BOUND), R("en", "above", R_BOUND),
	R("en", "about", R_BOUND), R("en", "around", R_BOUND),
	R("en", "nearly", R_BOUND), R("en", "almost", R_BOUND),
	R("en", "approximately", R_BOUND), R("en", "roughly", R_BOUND),
	R("en", "within", R_BEFORE), R("en", "except", R_BEFORE),
	R("en", "or", R_BOUND), R("en", "from", R_BEFORE),
	R("en", "up", R_BEFORE), R("en", "beyond", R_BEFORE),
	R("en", "exceed", R_BEFORE), R("en", "exceeds", R_BEFORE),
	R("en", "respectively", R_SUFFIX),
	R("en", "is the answer", R_SUFFIX),
	R("en", "is the final answer", R_SUFFIX),
	R("en", "is the correct answer", R_SUFFIX),
	R("en", "assuming", R_COND),
	R("en", "provided that", R_COND),
	/* Chinese, simplified and traditional */
	R("zh", "\xe6\x98\xaf", R_LEAD),		/* 是 */
	R("zh", "\xe4\xb8\xba", R_LEAD),		/* 为 */
	R("zh", "\xe7\x82\xba", R_LEAD),		/* 為 */
	R("zh", "\xe7\xad\x89\xe4\xba\x8e", R_LEAD),	/* 等于 */
	R("zh", "\xe7\xad\x89\xe6\x96\xbc", R_LEAD),	/* 等於 */
	R("zh", "\xe5\xbe\x97", R_LEAD),		/* 得 */
	R("zh", "\xe9\x80\x89", R_LEAD),		/* 选 */
	R("zh", "\xe9\x81\xb8", R_LEAD),		/* 選 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88", R_NOUN),	/* 答案 */
	/* 【答案】 */
	R("zh", "\xe3\x80\x90\xe7\xad\x94\xe6\xa1\x88\xe3\x80\x91", R_LEAD),
	R("zh", "\xe4\xb8\x8d", R_NEG),		/* 不 */
	R("zh", "\xe6\xb2\xa1", R_NEG),		/* 没 */
	R("zh", "\xe6\xb2\x92", R_NEG),		/* 沒 */
	R("zh", "\xe9\x9d\x9e", R_NEG),		/* 非 */
	R("zh", "\xe5\x8f\xaf\xe8\x83\xbd", R_DOUBT),	/* 可能 */
	R("zh", "\xe4\xb9\x9f\xe8\xae\xb8", R_DOUBT),	/* 也许 */
	R("zh", "\xe4\xb9\x9f\xe8\xa8\xb1", R_DOUBT),	/* 也許 */
	R("zh", "\xe6\x88\x96\xe8\xae\xb8", R_DOUBT),	/* 或许 */
	R("zh", "\xe5\xa4\xa7\xe6\xa6\x82", R_DOUBT),	/* 大概 */
	/* sentence-final particles of supposition or question after a
	   value ("答案是42吧。", "是42吗？") */
	R("zh", "\xe5\x90\xa7", R_DOUBT),	/* 吧 */
	R("zh", "\xe5\x90\x97", R_DOUBT),	/* 吗 */
	R("zh", "\xe5\x97\x8e", R_DOUBT),	/* 嗎 */
	R("zh", "\xe5\x91\xa2", R_DOUBT),	/* 呢 */
	R("zh", "\xe7\xbd\xa2", R_DOUBT),	/* 罢 */
	R("zh", "\xe5\x98\x9b", R_DOUBT),	/* 嘛 */
	R("zh", "\xe4\xb9\x88", R_DOUBT),	/* 么 */
	R("zh", "\xe4\xbc\xb0\xe8\xae\xa1", R_DOUBT),	/* 估计 */
	R("zh", "\xe5\xa6\x82\xe6\x9e\x9c", R_DOUBT),	/* 如果 */
	R("zh", "\xe5\x81\x87\xe8\xae\xbe", R_DOUBT),	/* 假设 */
	R("zh", "\xe9\x94\x99", R_DISOWN),		/* 错 */
	R("zh", "\xe9\x8c\xaf", R_DISOWN),		/* 錯 */
	R("zh", "\xe4\xbe\x8b\xe5\xa6\x82", R_DISOWN),	/* 例如 */
	R("zh", "\xe5\xb0\x8f\xe4\xba\x8e", R_BOUND),	/* 小于 */
	R("zh", "\xe5\xa4\xa7\xe4\xba\x8e", R_BOUND),	/* 大于 */
	R("zh", "\xe8\x87\xb3\xe5\xb0\x91", R_BOUND),	/* 至少 */
	R("zh", "\xe8\x87\xb3\xe5\xa4\x9a", R_BOUND),	/* 至多 */
	R("zh", "\xe7\xba\xa6", R_BOUND),		/* 约 */
	R("zh", "\xe6\x88\x96", R_BOUND),		/* 或 */
	R("zh", "\xe4\xb8\xaa", R_SUFFIX),		/* 个 */
	R("zh", "\xe5\x80\x8b", R_SUFFIX),		/* 個 */
	R("zh", "\xe5\x85\x83", R_SUFFIX),		/* 元 */
	R("zh", "\xe4\xba\xba", R_SUFFIX),		/* 人 */
	R("zh", "\xe7\xa7\x8d", R_SUFFIX),		/* 种 */
	R("zh", "\xe6\xac\xa1", R_SUFFIX),		/* 次 */
	R("zh", "\xe4\xbc\xbc\xe4\xb9\x8e", R_DOUBT),	/* 似乎 */
	R("zh", "\xe5\xa5\xbd\xe5\x83\x8f", R_DOUBT),	/* 好像 */
	R("zh", "\xe6\x88\x91\xe7\x8c\x9c", R_DOUBT),	/* 我猜 */
	R("zh", "\xe7\x8c\x9c\xe6\xb5\x8b", R_DOUBT),	/* 猜测 */
	R("zh", "\xe7\x8c\x9c\xe6\xb8\xac", R_DOUBT),	/* 猜測 */
	R("zh", "\xe5\x81\x87\xe5\xa6\x82", R_COND),	/* 假如 */
	R("zh", "\xe8\xa6\x81\xe6\x98\xaf", R_COND),	/* 要是 */
	R("zh", "\xe5\x80\x98\xe8\x8b\xa5", R_COND),	/* 倘若 */
	R("zh", "\xe4\xbd\x86\xe6\x98\xaf", R_WEAK),	/* 但是 */
	R("zh", "\xe4\xb8\x8d\xe8\xbf\x87", R_WEAK),	/* 不过 */
	R("zh", "\xe4\xb8\x8d\xe9\x81\x8e", R_WEAK),	/* 不過 */
	R("zh", "\xe7\xad\x89\xe7\xad\x89", R_WEAK),	/* 等等 */
	R("zh", "\xe5\x85\xb6\xe5\xae\x9e", R_WEAK),	/* 其实 */
	R("zh", "\xe5\x85\xb6\xe5\xaf\xa6", R_WEAK),	/* 其實 */
	/* 实际上 */
	R("zh", "\xe5\xae\x9e\xe9\x99\x85\xe4\xb8\x8a", R_WEAK),
	/* 實際上 */
	R("zh", "\xe5\xaf\xa6\xe9\x9a\x9b\xe4\xb8\x8a", R_WEAK),
	R("zh", "\xe6\x8a\xb1\xe6\xad\x89", R_WEAK),	/* 抱歉 */
	R("zh", "\xe6\x9b\xb4\xe6\xad\xa3", R_WEAK),	/* 更正 */
	R("zh", "\xe9\x94\x99\xe8\xaf\xaf", R_DISOWN),	/* 错误 */
	R("zh", "\xe9\x8c\xaf\xe8\xaa\xa4", R_DISOWN),	/* 錯誤 */
	/* 差不多 */
	R("zh", "\xe5\xb7\xae\xe4\xb8\x8d\xe5\xa4\x9a", R_BOUND),
	R("zh", "\xe5\xa4\xa7\xe7\xba\xa6", R_BOUND),	/* 大约 */
	R("zh", "\xe5\xa4\xa7\xe7\xb4\x84", R_BOUND),	/* 大約 */
	/* 我觉得 */
	R("zh", "\xe6\x88\x91\xe8\xa7\x89\xe5\xbe\x97", R_DOUBT),
	/* 我覺得 */
	R("zh", "\xe6\x88\x91\xe8\xa6\xba\xe5\xbe\x97", R_DOUBT),
	/* Japanese */
	R("ja", "\xe3\x81\xaf", R_LEAD),		/* は */
	R("ja", "\xe7\xad\x94\xe3\x81\x88", R_NOUN),	/* 答え */
	R("ja", "\xe3\x81\xa7\xe3\x81\x99", R_SUFFIX),	/* です */
	/* となります */
	R("ja", "\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	    R_SUFFIX),
	/* である */
	R("ja", "\xe3\x81\xa7\xe3\x81\x82\xe3\x82\x8b", R_SUFFIX),
	R("ja", "\xe3\x81\xa0", R_SUFFIX),		/* だ */
	R("ja", "\xe3\x81\x8b\xe3\x82\x82", R_DOUBT),	/* かも */
	/* たぶん */
	R("ja", "\xe3\x81\x9f\xe3\x81\xb6\xe3\x82\x93", R_DOUBT),
	R("ja", "\xe3\x81\xaa\xe3\x81\x84", R_NEG),	/* ない */
	/* おそらく */
	R("ja", "\xe3\x81\x8a\xe3\x81\x9d\xe3\x82\x89\xe3\x81\x8f", R_DOUBT),
	/* 恐らく */
	R("ja", "\xe6\x81\x90\xe3\x82\x89\xe3\x81\x8f", R_DOUBT),
	R("ja", "\xe5\xa4\x9a\xe5\x88\x86", R_DOUBT),	/* 多分 */
	/* でしょう */
	R("ja", "\xe3\x81\xa7\xe3\x81\x97\xe3\x82\x87\xe3\x81\x86", R_DOUBT),
	/* だろう */
	R("ja", "\xe3\x81\xa0\xe3\x82\x8d\xe3\x81\x86", R_DOUBT),
	/* と思います */
	R("ja", "\xe3\x81\xa8\xe6\x80\x9d\xe3\x81\x84\xe3\x81\xbe"
	    "\xe3\x81\x99", R_DOUBT),
	/* と思う */
	R("ja", "\xe3\x81\xa8\xe6\x80\x9d\xe3\x81\x86", R_DOUBT),
	/* ようです */
	R("ja", "\xe3\x82\x88\xe3\x81\x86\xe3\x81\xa7\xe3\x81\x99", R_DOUBT),
	/* らしい */
	R("ja", "\xe3\x82\x89\xe3\x81\x97\xe3\x81\x84", R_DOUBT),
	/* ではありません */
	R("ja", "\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\x82\xe3\x82\x8a"
	    "\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93", R_NEG),
	/* ではない */
	R("ja", "\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\xaa\xe3\x81\x84", R_NEG),
	/* じゃない */
	R("ja", "\xe3\x81\x98\xe3\x82\x83\xe3\x81\xaa\xe3\x81\x84", R_NEG),
	R("ja", "\xe3\x82\x82\xe3\x81\x97", R_COND),	/* もし */
	/* ならば */
	R("ja", "\xe3\x81\xaa\xe3\x82\x89\xe3\x81\xb0", R_COND),
	/* しかし */
	R("ja", "\xe3\x81\x97\xe3\x81\x8b\xe3\x81\x97", R_WEAK),
	/* 待って */
	R("ja", "\xe5\xbe\x85\xe3\x81\xa3\xe3\x81\xa6", R_WEAK),
	/* ただし */
	R("ja", "\xe3\x81\x9f\xe3\x81\xa0\xe3\x81\x97", R_WEAK),
	R("ja", "\xe5\xae\x9f\xe3\x81\xaf", R_WEAK),	/* 実は */
	R("ja", "\xe9\x96\x93\xe9\x81\x95", R_DISOWN),	/* 間違 */
	R("ja", "\xe8\xaa\xa4\xe3\x82\x8a", R_DISOWN),	/* 誤り */
	/* 例えば */
	R("ja", "\xe4\xbe\x8b\xe3\x81\x88\xe3\x81\xb0", R_DISOWN),
	R("ja", "\xe7\xb4\x84", R_BOUND),	/* 約 */
	/* である */
	R("ja", "\xe3\x81\xa7\xe3\x81\x82\xe3\x82\x8b", R_FUNC),
	/* となる */
	R("ja", "\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8b", R_FUNC),
	/* Korean */
	R("ko", "\xec\x9d\x80", R_LEAD),		/* 은 */
	R("ko", "\xeb\x8a\x94", R_LEAD),		/* 는 */
	/* 입니다 */
	R("ko", "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", R_SUFFIX),
	R("ko", "\xec\x9d\xb4\xeb\x8b\xa4", R_SUFFIX),	/* 이다 */
	R("ko", "\xec\x95\x84\xeb\x8b\x88", R_NEG),	/* 아니 */
	R("ko", "\xec\x95\x84\xeb\xa7\x88", R_DOUBT),	/* 아마 */
	R("ko", "\xea\xb2\xa0\xec\xa7\x80", R_DOUBT),	/* 겠지: a conjecture */
	R("ko", "\xec\x9d\xbc\xea\xb9\x8c", R_DOUBT),	/* 일까: a conjecture */
	R("ko", "\xeb\xa7\x8c\xec\x95\xbd", R_COND),	/* 만약 */
	R("ko", "\xeb\xa7\x8c\xec\x9d\xbc", R_COND),	/* 만일 */
	R("ko", "\xeb\x9d\xbc\xeb\xa9\xb4", R_COND),	/* 라면 */
	/* 이라면 */
	R("ko", "\xec\x9d\xb4\xeb\x9d\xbc\xeb\xa9\xb4", R_COND),
	/* 아마도 */
	R("ko", "\xec\x95\x84\xeb\xa7\x88\xeb\x8f\x84", R_DOUBT),
	R("ko", "\xea\xb2\x83 \xea\xb0\x99", R_DOUBT),	/* 것 같 */
	R("ko", "\xec\xb6\x94\xec\xb8\xa1", R_DOUBT),	/* 추측 */
	/* 수도 있 */
	R("ko", "\xec\x88\x98\xeb\x8f\x84 \xec\x9e\x88", R_DOUBT),
	/* 하지만 */
	R("ko", "\xed\x95\x98\xec\xa7\x80\xeb\xa7\x8c", R_WEAK),
	/* 그런데 */
	R("ko", "\xea\xb7\xb8\xeb\x9f\xb0\xeb\x8d\xb0", R_WEAK),
	R("ko", "\xec\x9e\xa0\xea\xb9\x90", R_WEAK),	/* 잠깐 */
	R("ko", "\xec\xa3\x84\xec\x86\xa1", R_WEAK),	/* 죄송 */
	R("ko", "\xed\x8b\x80\xeb\xa0\xb8", R_DISOWN),	/* 틀렸 */
	R("ko", "\xed\x8b\x80\xeb\xa6\xb0", R_DISOWN),	/* 틀린 */
	R("ko", "\xec\x98\xa4\xeb\x8b\xb5", R_DISOWN),	/* 오답 */
	/* 예를 들어 */
	R("ko", "\xec\x98\x88\xeb\xa5\xbc \xeb\x93\xa4\xec\x96\xb4", R_DISOWN),
	/* French */
	R("fr", "est", R_LEAD), R("fr", "sont", R_LEAD),
	R("fr", "vaut", R_LEAD), R("fr", "\xc3\xa9gal", R_LEAD),
	R("fr", "\xc3\xa9gale", R_LEAD), R("fr", "r\xc3\xa9ponse", R_NOUN),
	R("fr", "pas", R_NEG), R("fr", "ne", R_NEG), R("fr", "n'", R_NEG),
	R("fr", "peut-\xc3\xaatre", R_DOUBT), R("fr", "environ", R_BOUND),
	R("fr", "faux", R_DISOWN),
	R("fr", "probablement", R_DOUBT),
	R("fr", "sans doute", R_DOUBT),
	R("fr", "semble", R_DOUBT),
	R("fr", "apparemment", R_DOUBT),
	R("fr", "vraisemblablement", R_DOUBT),
	R("fr", "suppose", R_DOUBT),
	R("fr", "supposons", R_COND),
	R("fr", "mais", R_WEAK),
	R("fr", "attendez", R_WEAK),
	R("fr", "attends", R_WEAK),
	R("fr", "cependant", R_WEAK),
	R("fr", "pardon", R_WEAK),
	R("fr", "d\xc3\xa9sol\xc3\xa9", R_WEAK),	/* désolé */
	R("fr", "erreur", R_DISOWN),
	R("fr", "incorrect", R_DISOWN),
	R("fr", "incorrecte", R_DISOWN),
	/* German */
	R("de", "ist", R_LEAD), R("de", "sind", R_LEAD),
	R("de", "betr\xc3\xa4gt", R_LEAD), R("de", "lautet", R_LEAD),
	R("de", "ergibt", R_LEAD), R("de", "gleich", R_LEAD),
	R("de", "antwort", R_NOUN), R("de", "also", R_LEAD),
	R("de", "nicht", R_NEG), R("de", "kein", R_NEG),
	R("de", "keine", R_NEG), R("de", "vielleicht", R_DOUBT),
	R("de", "wahrscheinlich", R_DOUBT), R("de", "falsch", R_DISOWN),
	R("de", "ich glaube", R_DOUBT), R("de", "glaube ich", R_DOUBT),
	R("de", "ich denke", R_DOUBT), R("de", "denke ich", R_DOUBT),
	R("fr", "je pense", R_DOUBT), R("fr", "je crois", R_DOUBT),
	R("es", "creo", R_DOUBT), R("es", "pienso", R_DOUBT),
	R("it", "credo", R_DOUBT), R("it", "penso", R_DOUBT),
	R("pt", "acho", R_DOUBT), R("pt", "creio", R_DOUBT),
	R("de", "etwa", R_BOUND), R("de", "ungef\xc3\xa4hr", R_BOUND),
	R("de", "vermutlich", R_DOUBT),
	R("de", "m\xc3\xb6glicherweise", R_DOUBT),	/* möglicherweise */
	R("de", "eventuell", R_DOUBT),
	R("de", "anscheinend", R_DOUBT),
	R("de", "scheint", R_DOUBT),
	R("de", "wohl", R_DOUBT),
	R("de", "falls", R_COND),
	R("de", "aber", R_WEAK),
	R("de", "warte", R_WEAK),
	R("de", "eigentlich", R_WEAK),
	R("de", "jedoch", R_WEAK),
	R("de", "allerdings", R_WEAK),
	R("de", "korrektur", R_WEAK),
	R("de", "fehler", R_DISOWN),
	R("de", "beispiel", R_DISOWN),
	/* Spanish */
	R("es", "es", R_LEAD), R("es", "son", R_LEAD),
	R("es", "vale", R_LEAD), R("es", "respuesta", R_NOUN),
	R("es", "no", R_NEG), R("es", "quiz\xc3\xa1s", R_DOUBT),
	R("es", "incorrecto", R_DISOWN),
	R("es", "probablemente", R_DOUBT),
	R("es", "tal vez", R_DOUBT),
	R("es", "a lo mejor", R_DOUBT),
	R("es", "posiblemente", R_DOUBT),
	R("es", "parece", R_DOUBT),
	R("es", "supongo", R_DOUBT),
	R("es", "pero", R_WEAK),
	R("es", "espera", R_WEAK),
	R("es", "sin embargo", R_WEAK),
	R("es", "perd\xc3\xb3n", R_WEAK),	/* perdón */
	R("es", "error", R_DISOWN),
	R("es", "ejemplo", R_DISOWN),
	R("es", "aproximadamente", R_BOUND),
	R("es", "suponiendo", R_COND),
	R("es", "a menos que", R_COND),
	/* Italian */
	R("it", "\xc3\xa8", R_LEAD), R("it", "sono", R_LEAD),
	R("it", "risposta", R_NOUN), R("it", "non", R_NEG),
	R("it", "forse", R_DOUBT), R("it", "sbagliato", R_DISOWN),
	R("it", "sia", R_LEAD),
	R("it", "probabilmente", R_DOUBT),
	R("it", "magari", R_DOUBT),
	R("it", "sembra", R_DOUBT),
	R("it", "suppongo", R_DOUBT),
	R("it", "ma", R_WEAK),
	R("it", "aspetta", R_WEAK),
	R("it", "tuttavia", R_WEAK),
	R("it", "scusa", R_WEAK),
	R("it", "errore", R_DISOWN),
	R("it", "esempio", R_DISOWN),
	R("it", "circa", R_BOUND),
	R("it", "quindi", R_CONCL),
	R("it", "pertanto", R_CONCL),
	R("it", "dunque", R_CONCL),
	R("it", "perci\xc3\xb2", R_CONCL),	/* perciò */
	R("it", "in totale", R_FUNC),
	R("it", "supponendo", R_COND),
	R("it", "a meno che", R_COND),
	/* Portuguese */
	R("pt", "\xc3\xa9", R_LEAD), R("pt", "s\xc3\xa3o", R_LEAD),
	R("pt", "resposta", R_NOUN), R("pt", "n\xc3\xa3o", R_NEG),
	R("pt", "talvez", R_DOUBT), R("pt", "errado", R_DISOWN),
	R("pt", "seja", R_LEAD),
	R("pt", "provavelmente", R_DOUBT),
	R("pt", "parece", R_DOUBT),
	R("pt", "suponho", R_DOUBT),
	R("pt", "acredito", R_DOUBT),
	R("pt", "mas", R_WEAK),
	R("pt", "espere", R_WEAK),
	R("pt", "por\xc3\xa9m", R_WEAK),	/* porém */
	R("pt", "contudo", R_WEAK),
	R("pt", "desculpe", R_WEAK),
	R("pt", "erro", R_DISOWN),
	R("pt", "exemplo", R_DISOWN),
	R("pt", "no total", R_FUNC),
	R("pt", "assim", R_CONCL),
	R("pt", "ao todo", R_FUNC),
	R("pt", "supondo", R_COND),
	R("pt", "a menos que", R_COND),
	/* Russian */
	/* равен */
	R("ru", "\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb5\xd0\xbd", R_LEAD),
	/* равна */
	R("ru", "\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xb0", R_LEAD),
	/* равно */
	R("ru", "\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd0\xbe", R_LEAD),
	/* ответ */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82", R_NOUN),
	R("ru", "\xd0\xbd\xd0\xb5", R_NEG),		/* не */
	/* возможно */
	R("ru", "\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe",
	    R_DOUBT),
	/* вероятно */
	R("ru", "\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd"
	    "\xd0\xbe", R_DOUBT),
	/* наверное */
	R("ru", "\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe"
	    "\xd0\xb5", R_DOUBT),
	/* наверно */
	R("ru", "\xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd"
	    "\xd0\xbe", R_DOUBT),
	/* может быть */
	R("ru", "\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82 \xd0\xb1\xd1\x8b"
	    "\xd1\x82\xd1\x8c", R_DOUBT),
	/* кажется */
	R("ru", "\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81"
	    "\xd1\x8f", R_DOUBT),
	/* по-моему */
	R("ru", "\xd0\xbf\xd0\xbe-\xd0\xbc\xd0\xbe\xd0\xb5\xd0\xbc"
	    "\xd1\x83", R_DOUBT),
	/* думаю */
	R("ru", "\xd0\xb4\xd1\x83\xd0\xbc\xd0\xb0\xd1\x8e", R_DOUBT),
	/* полагаю */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xb0\xd0\xb3\xd0\xb0"
	    "\xd1\x8e", R_DOUBT),
	/* скорее всего */
	R("ru", "\xd1\x81\xd0\xba\xd0\xbe\xd1\x80\xd0\xb5\xd0\xb5 \xd0\xb2"
	    "\xd1\x81\xd0\xb5\xd0\xb3\xd0\xbe", R_DOUBT),
	/* видимо */
	R("ru", "\xd0\xb2\xd0\xb8\xd0\xb4\xd0\xb8\xd0\xbc\xd0\xbe", R_DOUBT),
	/* предположительно */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xbb"
	    "\xd0\xbe\xd0\xb6\xd0\xb8\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd0\xbe", R_DOUBT),
	R("ru", "\xd0\xbd\xd0\xb5\xd1\x82", R_NEG),	/* нет */
	R("ru", "\xd0\xbd\xd0\xbe", R_WEAK),	/* но */
	/* подождите */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4\xd0\xb8"
	    "\xd1\x82\xd0\xb5", R_WEAK),
	/* подожди */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4"
	    "\xd0\xb8", R_WEAK),
	/* однако */
	R("ru", "\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0\xd0\xba\xd0\xbe", R_WEAK),
	/* извините */
	R("ru", "\xd0\xb8\xd0\xb7\xd0\xb2\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x82"
	    "\xd0\xb5", R_WEAK),
	/* неверно */
	R("ru", "\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd"
	    "\xd0\xbe", R_DISOWN),
	/* неправильно */
	R("ru", "\xd0\xbd\xd0\xb5\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", R_DISOWN),
	/* ошибка */
	R("ru", "\xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0", R_DISOWN),
	/* например */
	R("ru", "\xd0\xbd\xd0\xb0\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5"
	    "\xd1\x80", R_DISOWN),
	/* Надеюсь */
	R("ru", "\xd0\x9d\xd0\xb0\xd0\xb4\xd0\xb5\xd1\x8e\xd1\x81"
	    "\xd1\x8c", R_CLOSE),
	/* поможет */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5"
	    "\xd1\x82", R_CLOSE),
	/* помог */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xbe\xd0\xb3", R_CLOSE),
	R("ru", "\xd0\xb8\xd1\x82\xd0\xb0\xd0\xba", R_CONCL),	/* итак */
	/* следовательно */
	R("ru", "\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", R_CONCL),
	/* значит */
	R("ru", "\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb8\xd1\x82", R_CONCL),
	/* поэтому */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc"
	    "\xd1\x83", R_CONCL),
	/* Возможно */
	R("ru", "\xd0\x92\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd"
	    "\xd0\xbe", R_DOUBT),
	/* Вероятно */
	R("ru", "\xd0\x92\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd"
	    "\xd0\xbe", R_DOUBT),
	/* Наверное */
	R("ru", "\xd0\x9d\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe"
	    "\xd0\xb5", R_DOUBT),
	/* Кажется */
	R("ru", "\xd0\x9a\xd0\xb0\xd0\xb6\xd0\xb5\xd1\x82\xd1\x81"
	    "\xd1\x8f", R_DOUBT),
	/* Думаю */
	R("ru", "\xd0\x94\xd1\x83\xd0\xbc\xd0\xb0\xd1\x8e", R_DOUBT),
	/* Может быть */
	R("ru", "\xd0\x9c\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82 \xd0\xb1\xd1\x8b"
	    "\xd1\x82\xd1\x8c", R_DOUBT),
	R("ru", "\xd0\x95\xd1\x81\xd0\xbb\xd0\xb8", R_COND),	/* Если */
	R("ru", "\xd0\x9d\xd0\xbe", R_WEAK),	/* Но */
	/* Подождите */
	R("ru", "\xd0\x9f\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4\xd0\xb8"
	    "\xd1\x82\xd0\xb5", R_WEAK),
	/* Подожди */
	R("ru", "\xd0\x9f\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xb6\xd0\xb4"
	    "\xd0\xb8", R_WEAK),
	/* Однако */
	R("ru", "\xd0\x9e\xd0\xb4\xd0\xbd\xd0\xb0\xd0\xba\xd0\xbe", R_WEAK),
	/* Thai */
	/* คือ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad", R_LEAD),
	R("th", "\xe0\xb9\x80\xe0\xb8\x97\xe0\xb9\x88\xe0\xb8\xb2"
	    "\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x9a", R_LEAD),	/* เท่ากับ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88", R_NEG),	/* ไม่ */
	/* อาจ */
	R("th", "\xe0\xb8\xad\xe0\xb8\xb2\xe0\xb8\x88", R_DOUBT),
	/* เป็น */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8\x99", R_LEAD),
	/* ได้ */
	R("th", "\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", R_LEAD),
	/* รวมเป็น */
	R("th", "\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1\xe0\xb9\x80"
	    "\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8\x99", R_LEAD),
	/* คำตอบ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad"
	    "\xe0\xb8\x9a", R_NOUN),
	/* ผลลัพธ์ */
	R("th", "\xe0\xb8\x9c\xe0\xb8\xa5\xe0\xb8\xa5\xe0\xb8\xb1"
	    "\xe0\xb8\x9e\xe0\xb8\x98\xe0\xb9\x8c", R_NOUN),
	/* ตอบ */
	R("th", "\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a", R_NOUN),
	/* ไม่ใช่ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x83"
	    "\xe0\xb8\x8a\xe0\xb9\x88", R_NEG),
	/* มิใช่ */
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb4\xe0\xb9\x83\xe0\xb8\x8a"
	    "\xe0\xb9\x88", R_NEG),
	/* ไม่ได้ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x84"
	    "\xe0\xb8\x94\xe0\xb9\x89", R_NEG),
	/* น่าจะ */
	R("th", "\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x88"
	    "\xe0\xb8\xb0", R_DOUBT),
	/* คิดว่า */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb8\xa7"
	    "\xe0\xb9\x88\xe0\xb8\xb2", R_DOUBT),
	/* มั้ง */
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87", R_DOUBT),
	/* มั๊ง */
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb1\xe0\xb9\x8a\xe0\xb8\x87", R_DOUBT),
	/* บางที */
	R("th", "\xe0\xb8\x9a\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x97"
	    "\xe0\xb8\xb5", R_DOUBT),
	/* คงจะ */
	R("th", "\xe0\xb8\x84\xe0\xb8\x87\xe0\xb8\x88\xe0\xb8\xb0", R_DOUBT),
	/* เดาว่า */
	R("th", "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb2\xe0\xb8\xa7"
	    "\xe0\xb9\x88\xe0\xb8\xb2", R_DOUBT),
	/* ไม่แน่ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x81"
	    "\xe0\xb8\x99\xe0\xb9\x88", R_DOUBT),
	/* ไม่รู้ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa3"
	    "\xe0\xb8\xb9\xe0\xb9\x89", R_DOUBT),
	/* ไม่ทราบ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x97"
	    "\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\x9a", R_DOUBT),
	/* สงสัย */
	R("th", "\xe0\xb8\xaa\xe0\xb8\x87\xe0\xb8\xaa\xe0\xb8\xb1"
	    "\xe0\xb8\xa2", R_DOUBT),
	/* ดูเหมือน */
	R("th", "\xe0\xb8\x94\xe0\xb8\xb9\xe0\xb9\x80\xe0\xb8\xab"
	    "\xe0\xb8\xa1\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x99", R_DOUBT),
	/* หรือเปล่า */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb8\xa5\xe0\xb9\x88"
	    "\xe0\xb8\xb2", R_DOUBT),
	/* หรือไม่ */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88", R_DOUBT),
	/* คาดว่า */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb2\xe0\xb8\x94\xe0\xb8\xa7"
	    "\xe0\xb9\x88\xe0\xb8\xb2", R_DOUBT),
	/* เชื่อว่า */
	R("th", "\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb8\xb7\xe0\xb9\x88"
	    "\xe0\xb8\xad\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2", R_DOUBT),
	/* ถ้า */
	R("th", "\xe0\xb8\x96\xe0\xb9\x89\xe0\xb8\xb2", R_COND),
	/* หาก */
	R("th", "\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x81", R_COND),
	/* สมมติ */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xa1\xe0\xb8\xa1\xe0\xb8\x95"
	    "\xe0\xb8\xb4", R_COND),
	/* สมมุติ */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xa1\xe0\xb8\xa1\xe0\xb8\xb8"
	    "\xe0\xb8\x95\xe0\xb8\xb4", R_COND),
	/* กรณีที่ */
	R("th", "\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\x93\xe0\xb8\xb5"
	    "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88", R_COND),
	/* ในกรณี */
	R("th", "\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xa3"
	    "\xe0\xb8\x93\xe0\xb8\xb5", R_COND),
	/* ต่อเมื่อ */
	R("th", "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb9\x80"
	    "\xe0\xb8\xa1\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad", R_COND),
	/* เว้นแต่ */
	R("th", "\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb9\x89\xe0\xb8\x99"
	    "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88", R_COND),
	/* แต่ว่า */
	R("th", "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xa7"
	    "\xe0\xb9\x88\xe0\xb8\xb2", R_WEAK),
	/* อย่างไรก็ตาม */
	R("th", "\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb9\x88\xe0\xb8\xb2"
	    "\xe0\xb8\x87\xe0\xb9\x84\xe0\xb8\xa3\xe0\xb8\x81\xe0\xb9\x87"
	    "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\xa1", R_WEAK),
	/* เดี๋ยว */
	R("th", "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb5\xe0\xb9\x8b"
	    "\xe0\xb8\xa2\xe0\xb8\xa7", R_WEAK),
	/* จริงๆ แล้ว */
	R("th", "\xe0\xb8\x88\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x87"
	    "\xe0\xb9\x86 \xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89"
	    "\xe0\xb8\xa7", R_WEAK),
	/* จริงๆแล้ว */
	R("th", "\xe0\xb8\x88\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x87"
	    "\xe0\xb9\x86\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89"
	    "\xe0\xb8\xa7", R_WEAK),
	/* ที่จริง */
	R("th", "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x88"
	    "\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x87", R_WEAK),
	/* ขอโทษ */
	R("th", "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb9\x82\xe0\xb8\x97"
	    "\xe0\xb8\xa9", R_WEAK),
	/* แก้ไข */
	R("th", "\xe0\xb9\x81\xe0\xb8\x81\xe0\xb9\x89\xe0\xb9\x84"
	    "\xe0\xb8\x82", R_WEAK),
	/* ตรวจสอบอีกครั้ง */
	R("th", "\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88"
	    "\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\xad\xe0\xb8\xb5"
	    "\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89"
	    "\xe0\xb8\x87", R_WEAK),
	/* ทบทวน */
	R("th", "\xe0\xb8\x97\xe0\xb8\x9a\xe0\xb8\x97\xe0\xb8\xa7"
	    "\xe0\xb8\x99", R_WEAK),
	/* ผิด */
	R("th", "\xe0\xb8\x9c\xe0\xb8\xb4\xe0\xb8\x94", R_DISOWN),
	/* ตัวอย่าง */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\xad"
	    "\xe0\xb8\xa2\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87", R_DISOWN),
	/* เช่น */
	R("th", "\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\x99", R_DISOWN),
	/* ประมาณ */
	R("th", "\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\xa1"
	    "\xe0\xb8\xb2\xe0\xb8\x93", R_BOUND),
	/* ราว */
	R("th", "\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa7", R_BOUND),
	/* เกือบ */
	R("th", "\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb8\x9a", R_BOUND),
	/* มากกว่า */
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\x81"
	    "\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2", R_BOUND),
	/* น้อยกว่า */
	R("th", "\xe0\xb8\x99\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa2"
	    "\xe0\xb8\x81\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2", R_BOUND),
	/* อย่างน้อย */
	R("th", "\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb9\x88\xe0\xb8\xb2"
	    "\xe0\xb8\x87\xe0\xb8\x99\xe0\xb9\x89\xe0\xb8\xad"
	    "\xe0\xb8\xa2", R_BOUND),
	/* อย่างมาก */
	R("th", "\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb9\x88\xe0\xb8\xb2"
	    "\xe0\xb8\x87\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x81", R_BOUND),
	/* ไม่เกิน */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x80"
	    "\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99", R_BOUND),
	/* หรือ */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad", R_BOUND),
	R("th", "\xe0\xb8\x84\xe0\xb8\xb0", R_CLOSE),	/* คะ */
	R("th", "\xe0\xb8\x99\xe0\xb8\xb0", R_CLOSE),	/* นะ */
	/* จ้ะ */
	R("th", "\xe0\xb8\x88\xe0\xb9\x89\xe0\xb8\xb0", R_CLOSE),
	/* จ้า */
	R("th", "\xe0\xb8\x88\xe0\xb9\x89\xe0\xb8\xb2", R_CLOSE),
	/* หวังว่า */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x87"
	    "\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2", R_CLOSE),
	/* นี้ */
	R("th", "\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89", R_CLOSE),
	R("th", "\xe0\xb8\x88\xe0\xb8\xb0", R_CLOSE),	/* จะ */
	/* เป็น */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8\x99", R_CLOSE),
	/* ประโยชน์ */
	R("th", "\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb9\x82"
	    "\xe0\xb8\xa2\xe0\xb8\x8a\xe0\xb8\x99\xe0\xb9\x8c", R_CLOSE),
	/* ช่วย */
	R("th", "\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb8\xa2", R_CLOSE),
	/* ได้ */
	R("th", "\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", R_CLOSE),
	/* ของ */
	R("th", "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87", R_CLOSE),
	/* โจทย์ */
	R("th", "\xe0\xb9\x82\xe0\xb8\x88\xe0\xb8\x97\xe0\xb8\xa2"
	    "\xe0\xb9\x8c", R_CLOSE),
	/* ข้อ */
	R("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad", R_CLOSE),
	/* ทั้งหมด */
	R("th", "\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87"
	    "\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94", R_CLOSE),
	/* ผลลัพธ์ */
	R("th", "\xe0\xb8\x9c\xe0\xb8\xa5\xe0\xb8\xa5\xe0\xb8\xb1"
	    "\xe0\xb8\x9e\xe0\xb8\x98\xe0\xb9\x8c", R_CLOSE),
	/* ตอบ */
	R("th", "\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a", R_CLOSE),
	R("th", "\xe0\xb8\x81\xe0\xb9\x87", R_CLOSE),	/* ก็ */
	/* จึง */
	R("th", "\xe0\xb8\x88\xe0\xb8\xb6\xe0\xb8\x87", R_CLOSE),
	/* ขอบคุณ */
	R("th", "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\x84"
	    "\xe0\xb8\xb8\xe0\xb8\x93", R_CLOSE),
	/* เรียบร้อย */
	R("th", "\xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb5\xe0\xb8\xa2"
	    "\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb9\x89\xe0\xb8\xad"
	    "\xe0\xb8\xa2", R_CLOSE),
	/* แล้ว */
	R("th", "\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7", R_CLOSE),
	/* ทั้งหมด */
	R("th", "\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87"
	    "\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94", R_FUNC),
	/* พอดี */
	R("th", "\xe0\xb8\x9e\xe0\xb8\xad\xe0\xb8\x94\xe0\xb8\xb5", R_FUNC),
	/* ตามที่ต้องการ */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\x97"
	    "\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xad"
	    "\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3", R_FUNC),
	/* ตามโจทย์ */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb9\x82"
	    "\xe0\xb8\x88\xe0\xb8\x97\xe0\xb8\xa2\xe0\xb9\x8c", R_FUNC),
	/* ต่อ */
	R("th", "\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad", R_FUNC),
	R("th", "\xe0\xb8\xa5\xe0\xb8\xb0", R_FUNC),	/* ละ */
	/* และ */
	R("th", "\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0", R_FUNC),
	/* ของ */
	R("th", "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87", R_FUNC),
	R("th", "\xe0\xb9\x83\xe0\xb8\x99", R_FUNC),	/* ใน */
	/* ที่ */
	R("th", "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88", R_FUNC),
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb5", R_FUNC),	/* มี */
	/* เป็น */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb9\x87\xe0\xb8\x99", R_FUNC),
	/* ได้ */
	R("th", "\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", R_FUNC),
	/* เพราะ */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xa3\xe0\xb8\xb2"
	    "\xe0\xb8\xb0", R_REASON),
	/* เนื่องจาก */
	R("th", "\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb7\xe0\xb9\x88"
	    "\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x88\xe0\xb8\xb2"
	    "\xe0\xb8\x81", R_REASON),
	/* ดังนั้น */
	R("th", "\xe0\xb8\x94\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8\x99"
	    "\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99", R_CONCL),
	/* จึง */
	R("th", "\xe0\xb8\x88\xe0\xb8\xb6\xe0\xb8\x87", R_CONCL),
	/* ถ้า */
	R("th", "\xe0\xb8\x96\xe0\xb9\x89\xe0\xb8\xb2", R_OPEN),
	/* หาก */
	R("th", "\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x81", R_OPEN),
	/* เมื่อ */
	R("th", "\xe0\xb9\x80\xe0\xb8\xa1\xe0\xb8\xb7\xe0\xb9\x88"
	    "\xe0\xb8\xad", R_OPEN),
	/* สำหรับ */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xb3\xe0\xb8\xab\xe0\xb8\xa3"
	    "\xe0\xb8\xb1\xe0\xb8\x9a", R_OPEN),
	R("th", "\xe0\xb8\x84\xe0\xb8\x99", R_MEASURE),	/* คน */
	R("th", "\xe0\xb8\x84\xe0\xb8\x99", R_FUNC),	/* คน */
	/* ชิ้น */
	R("th", "\xe0\xb8\x8a\xe0\xb8\xb4\xe0\xb9\x89\xe0\xb8\x99", R_MEASURE),
	/* ชิ้น */
	R("th", "\xe0\xb8\x8a\xe0\xb8\xb4\xe0\xb9\x89\xe0\xb8\x99", R_FUNC),
	/* อัน */
	R("th", "\xe0\xb8\xad\xe0\xb8\xb1\xe0\xb8\x99", R_MEASURE),
	/* อัน */
	R("th", "\xe0\xb8\xad\xe0\xb8\xb1\xe0\xb8\x99", R_FUNC),
	/* ตัว */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7", R_MEASURE),
	/* ตัว */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7", R_FUNC),
	/* ลูก */
	R("th", "\xe0\xb8\xa5\xe0\xb8\xb9\xe0\xb8\x81", R_MEASURE),
	/* ลูก */
	R("th", "\xe0\xb8\xa5\xe0\xb8\xb9\xe0\xb8\x81", R_FUNC),
	R("th", "\xe0\xb9\x83\xe0\xb8\x9a", R_MEASURE),	/* ใบ */
	R("th", "\xe0\xb9\x83\xe0\xb8\x9a", R_FUNC),	/* ใบ */
	/* เล่ม */
	R("th", "\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xa1", R_MEASURE),
	/* เล่ม */
	R("th", "\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xa1", R_FUNC),
	/* คัน */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb1\xe0\xb8\x99", R_MEASURE),
	/* คัน */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb1\xe0\xb8\x99", R_FUNC),
	/* ครั้ง */
	R("th", "\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89"
	    "\xe0\xb8\x87", R_MEASURE),
	/* ครั้ง */
	R("th", "\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89"
	    "\xe0\xb8\x87", R_FUNC),
	/* วิธี */
	R("th", "\xe0\xb8\xa7\xe0\xb8\xb4\xe0\xb8\x98\xe0\xb8\xb5", R_MEASURE),
	/* วิธี */
	R("th", "\xe0\xb8\xa7\xe0\xb8\xb4\xe0\xb8\x98\xe0\xb8\xb5", R_FUNC),
	/* แบบ */
	R("th", "\xe0\xb9\x81\xe0\xb8\x9a\xe0\xb8\x9a", R_MEASURE),
	/* แบบ */
	R("th", "\xe0\xb9\x81\xe0\xb8\x9a\xe0\xb8\x9a", R_FUNC),
	/* บาท */
	R("th", "\xe0\xb8\x9a\xe0\xb8\xb2\xe0\xb8\x97", R_MEASURE),
	/* บาท */
	R("th", "\xe0\xb8\x9a\xe0\xb8\xb2\xe0\xb8\x97", R_FUNC),
	/* ดอลลาร์ */
	R("th", "\xe0\xb8\x94\xe0\xb8\xad\xe0\xb8\xa5\xe0\xb8\xa5"
	    "\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x8c", R_MEASURE),
	/* ดอลลาร์ */
	R("th", "\xe0\xb8\x94\xe0\xb8\xad\xe0\xb8\xa5\xe0\xb8\xa5"
	    "\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x8c", R_FUNC),
	R("th", "\xe0\xb8\x9b\xe0\xb8\xb5", R_MEASURE),	/* ปี */
	R("th", "\xe0\xb8\x9b\xe0\xb8\xb5", R_FUNC),	/* ปี */
	/* วัน */
	R("th", "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99", R_MEASURE),
	/* วัน */
	R("th", "\xe0\xb8\xa7\xe0\xb8\xb1\xe0\xb8\x99", R_FUNC),
	/* เดือน */
	R("th", "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb8\x99", R_MEASURE),
	/* เดือน */
	R("th", "\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xb7\xe0\xb8\xad"
	    "\xe0\xb8\x99", R_FUNC),
	/* สัปดาห์ */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94"
	    "\xe0\xb8\xb2\xe0\xb8\xab\xe0\xb9\x8c", R_MEASURE),
	/* สัปดาห์ */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb8\x9b\xe0\xb8\x94"
	    "\xe0\xb8\xb2\xe0\xb8\xab\xe0\xb9\x8c", R_FUNC),
	/* หน่วย */
	R("th", "\xe0\xb8\xab\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\xa7"
	    "\xe0\xb8\xa2", R_MEASURE),
	/* หน่วย */
	R("th", "\xe0\xb8\xab\xe0\xb8\x99\xe0\xb9\x88\xe0\xb8\xa7"
	    "\xe0\xb8\xa2", R_FUNC),
	/* องศา */
	R("th", "\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xa8\xe0\xb8\xb2", R_MEASURE),
	/* องศา */
	R("th", "\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xa8\xe0\xb8\xb2", R_FUNC),
	/* เท่า */
	R("th", "\xe0\xb9\x80\xe0\xb8\x97\xe0\xb9\x88\xe0\xb8\xb2", R_MEASURE),
	/* เท่า */
	R("th", "\xe0\xb9\x80\xe0\xb8\x97\xe0\xb9\x88\xe0\xb8\xb2", R_FUNC),
	/* เปอร์เซ็นต์ */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb8\xad\xe0\xb8\xa3"
	    "\xe0\xb9\x8c\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb9\x87\xe0\xb8\x99"
	    "\xe0\xb8\x95\xe0\xb9\x8c", R_MEASURE),
	/* เปอร์เซ็นต์ */
	R("th", "\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb8\xad\xe0\xb8\xa3"
	    "\xe0\xb9\x8c\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb9\x87\xe0\xb8\x99"
	    "\xe0\xb8\x95\xe0\xb9\x8c", R_FUNC),
	/* ข้อ */
	R("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad", R_MEASURE),
	/* ข้อ */
	R("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad", R_FUNC),
	/* กล่อง */
	R("th", "\xe0\xb8\x81\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xad"
	    "\xe0\xb8\x87", R_MEASURE),
	/* กล่อง */
	R("th", "\xe0\xb8\x81\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xad"
	    "\xe0\xb8\x87", R_FUNC),
	/* ถุง */
	R("th", "\xe0\xb8\x96\xe0\xb8\xb8\xe0\xb8\x87", R_MEASURE),
	/* ถุง */
	R("th", "\xe0\xb8\x96\xe0\xb8\xb8\xe0\xb8\x87", R_FUNC),
	/* ขวด */
	R("th", "\xe0\xb8\x82\xe0\xb8\xa7\xe0\xb8\x94", R_MEASURE),
	/* ขวด */
	R("th", "\xe0\xb8\x82\xe0\xb8\xa7\xe0\xb8\x94", R_FUNC),
	/* แผ่น */
	R("th", "\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb9\x88\xe0\xb8\x99", R_MEASURE),
	/* แผ่น */
	R("th", "\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb9\x88\xe0\xb8\x99", R_FUNC),
	/* ต้น */
	R("th", "\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\x99", R_MEASURE),
	/* ต้น */
	R("th", "\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\x99", R_FUNC),
	/* ดอก */
	R("th", "\xe0\xb8\x94\xe0\xb8\xad\xe0\xb8\x81", R_MEASURE),
	/* ดอก */
	R("th", "\xe0\xb8\x94\xe0\xb8\xad\xe0\xb8\x81", R_FUNC),
	/* หลัง */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xb1\xe0\xb8\x87", R_MEASURE),
	/* หลัง */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xb1\xe0\xb8\x87", R_FUNC),
	/* ห้อง */
	R("th", "\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87", R_MEASURE),
	/* ห้อง */
	R("th", "\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87", R_FUNC),
	/* ด้าน */
	R("th", "\xe0\xb8\x94\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x99", R_MEASURE),
	/* ด้าน */
	R("th", "\xe0\xb8\x94\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x99", R_FUNC),
	/* จุด */
	R("th", "\xe0\xb8\x88\xe0\xb8\xb8\xe0\xb8\x94", R_MEASURE),
	/* จุด */
	R("th", "\xe0\xb8\x88\xe0\xb8\xb8\xe0\xb8\x94", R_FUNC),
	/* ไม่น่า */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x99"
	    "\xe0\xb9\x88\xe0\xb8\xb2", R_DOUBT),
	/* Bengali */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xb2", R_LEAD),		/* হল */
	/* হলো */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xb2\xe0\xa7\x8b", R_LEAD),
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xbe", R_NEG),		/* না */
	/* হচ্ছে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9b"
	    "\xe0\xa7\x87", R_LEAD),
	/* হবে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xac\xe0\xa7\x87", R_LEAD),
	/* সমান */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa8", R_LEAD),
	/* পাই */
	R("bn", "\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\x87", R_LEAD),
	/* দাঁড়ায় */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\xa1"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xaf\xe0\xa6\xbc", R_LEAD),
	/* দাঁড়ায় */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa7\x9c"
	    "\xe0\xa6\xbe\xe0\xa7\x9f", R_LEAD),
	/* উত্তর */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa6\xb0", R_NOUN),
	/* ফলাফল */
	R("bn", "\xe0\xa6\xab\xe0\xa6\xb2\xe0\xa6\xbe\xe0\xa6\xab"
	    "\xe0\xa6\xb2", R_NOUN),
	/* সমাধান */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7"
	    "\xe0\xa6\xbe\xe0\xa6\xa8", R_NOUN),
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xaf\xe0\xa6\xbc", R_NEG),	/* নয় */
	R("bn", "\xe0\xa6\xa8\xe0\xa7\x9f", R_NEG),	/* নয় */
	R("bn", "\xe0\xa6\xa8\xe0\xa6\x87", R_NEG),	/* নই */
	R("bn", "\xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87", R_NEG),	/* নেই */
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xbe\xe0\xa6\x87", R_NEG),	/* নাই */
	/* সম্ভবত */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xad"
	    "\xe0\xa6\xac\xe0\xa6\xa4", R_DOUBT),
	/* হয়তো */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xa4"
	    "\xe0\xa7\x8b", R_DOUBT),
	/* হয়তো */
	R("bn", "\xe0\xa6\xb9\xe0\xa7\x9f\xe0\xa6\xa4\xe0\xa7\x8b", R_DOUBT),
	/* মনে হয় */
	R("bn", "\xe0\xa6\xae\xe0\xa6\xa8\xe0\xa7\x87 \xe0\xa6\xb9"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_DOUBT),
	/* মনে হয় */
	R("bn", "\xe0\xa6\xae\xe0\xa6\xa8\xe0\xa7\x87 \xe0\xa6\xb9"
	    "\xe0\xa7\x9f", R_DOUBT),
	/* মনে করি */
	R("bn", "\xe0\xa6\xae\xe0\xa6\xa8\xe0\xa7\x87 \xe0\xa6\x95"
	    "\xe0\xa6\xb0\xe0\xa6\xbf", R_DOUBT),
	/* নিশ্চিত নই */
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb6\xe0\xa7\x8d"
	    "\xe0\xa6\x9a\xe0\xa6\xbf\xe0\xa6\xa4 \xe0\xa6\xa8"
	    "\xe0\xa6\x87", R_DOUBT),
	/* নিশ্চিত না */
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb6\xe0\xa7\x8d"
	    "\xe0\xa6\x9a\xe0\xa6\xbf\xe0\xa6\xa4 \xe0\xa6\xa8"
	    "\xe0\xa6\xbe", R_DOUBT),
	/* জানি না */
	R("bn", "\xe0\xa6\x9c\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xbf "
	    "\xe0\xa6\xa8\xe0\xa6\xbe", R_DOUBT),
	/* অনুমান */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\xae"
	    "\xe0\xa6\xbe\xe0\xa6\xa8", R_DOUBT),
	/* বোধহয় */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\xa7\xe0\xa6\xb9"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_DOUBT),
	/* বোধহয় */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\xa7\xe0\xa6\xb9"
	    "\xe0\xa7\x9f", R_DOUBT),
	/* বোধ হয় */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\xa7 \xe0\xa6\xb9"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_DOUBT),
	/* বোধ হয় */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\xa7 \xe0\xa6\xb9"
	    "\xe0\xa7\x9f", R_DOUBT),
	/* সন্দেহ */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa6"
	    "\xe0\xa7\x87\xe0\xa6\xb9", R_DOUBT),
	/* সম্ভাবনা */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xad"
	    "\xe0\xa6\xbe\xe0\xa6\xac\xe0\xa6\xa8\xe0\xa6\xbe", R_DOUBT),
	/* যদি */
	R("bn", "\xe0\xa6\xaf\xe0\xa6\xa6\xe0\xa6\xbf", R_COND),
	/* শর্তে */
	R("bn", "\xe0\xa6\xb6\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa7\x87", R_COND),
	/* ধরা যাক */
	R("bn", "\xe0\xa6\xa7\xe0\xa6\xb0\xe0\xa6\xbe \xe0\xa6\xaf"
	    "\xe0\xa6\xbe\xe0\xa6\x95", R_COND),
	/* ধরে নিই */
	R("bn", "\xe0\xa6\xa7\xe0\xa6\xb0\xe0\xa7\x87 \xe0\xa6\xa8"
	    "\xe0\xa6\xbf\xe0\xa6\x87", R_COND),
	/* কিন্তু */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xbf\xe0\xa6\xa8\xe0\xa7\x8d"
	    "\xe0\xa6\xa4\xe0\xa7\x81", R_WEAK),
	/* তবে */
	R("bn", "\xe0\xa6\xa4\xe0\xa6\xac\xe0\xa7\x87", R_WEAK),
	/* যদিও */
	R("bn", "\xe0\xa6\xaf\xe0\xa6\xa6\xe0\xa6\xbf\xe0\xa6\x93", R_WEAK),
	/* দাঁড়াও */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\xa1"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\x93", R_WEAK),
	/* দাঁড়াও */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa7\x9c"
	    "\xe0\xa6\xbe\xe0\xa6\x93", R_WEAK),
	/* দাঁড়ান */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\xa1"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa8", R_WEAK),
	/* দাঁড়ান */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa7\x9c"
	    "\xe0\xa6\xbe\xe0\xa6\xa8", R_WEAK),
	/* আসলে */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xb8\xe0\xa6\xb2\xe0\xa7\x87", R_WEAK),
	/* দুঃখিত */
	R("bn", "\xe0\xa6\xa6\xe0\xa7\x81\xe0\xa6\x83\xe0\xa6\x96"
	    "\xe0\xa6\xbf\xe0\xa6\xa4", R_WEAK),
	/* সংশোধন */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\x82\xe0\xa6\xb6\xe0\xa7\x8b"
	    "\xe0\xa6\xa7\xe0\xa6\xa8", R_WEAK),
	/* অপেক্ষা */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xaa\xe0\xa7\x87\xe0\xa6\x95"
	    "\xe0\xa7\x8d\xe0\xa6\xb7\xe0\xa6\xbe", R_WEAK),
	/* বরং */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xb0\xe0\xa6\x82", R_WEAK),
	/* ভুল */
	R("bn", "\xe0\xa6\xad\xe0\xa7\x81\xe0\xa6\xb2", R_DISOWN),
	/* উদাহরণ */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\xb9"
	    "\xe0\xa6\xb0\xe0\xa6\xa3", R_DISOWN),
	/* যেমন */
	R("bn", "\xe0\xa6\xaf\xe0\xa7\x87\xe0\xa6\xae\xe0\xa6\xa8", R_DISOWN),
	/* প্রায় */
	R("bn", "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbe"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_BOUND),
	/* প্রায় */
	R("bn", "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbe"
	    "\xe0\xa7\x9f", R_BOUND),
	/* কমপক্ষে */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xae\xe0\xa6\xaa\xe0\xa6\x95"
	    "\xe0\xa7\x8d\xe0\xa6\xb7\xe0\xa7\x87", R_BOUND),
	/* অন্তত */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa6\xa4", R_BOUND),
	/* চেয়ে */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x87\xe0\xa6\xaf\xe0\xa6\xbc"
	    "\xe0\xa7\x87", R_BOUND),
	/* চেয়ে */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x87\xe0\xa7\x9f\xe0\xa7\x87", R_BOUND),
	/* চাইতে */
	R("bn", "\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\x87\xe0\xa6\xa4"
	    "\xe0\xa7\x87", R_BOUND),
	/* অথবা */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa5\xe0\xa6\xac\xe0\xa6\xbe", R_BOUND),
	/* বেশি */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x87\xe0\xa6\xb6\xe0\xa6\xbf", R_BOUND),
	R("bn", "\xe0\xa6\x95\xe0\xa6\xae", R_BOUND),	/* কম */
	/* আশা */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbe", R_CLOSE),
	/* করি */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xbf", R_CLOSE),
	/* এটা */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\x9f\xe0\xa6\xbe", R_CLOSE),
	R("bn", "\xe0\xa6\x8f\xe0\xa6\x87", R_CLOSE),	/* এই */
	/* সাহায্য */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xb9\xe0\xa6\xbe"
	    "\xe0\xa6\xaf\xe0\xa7\x8d\xe0\xa6\xaf", R_CLOSE),
	/* করবে */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xac\xe0\xa7\x87", R_CLOSE),
	/* করেছে */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xb0\xe0\xa7\x87\xe0\xa6\x9b"
	    "\xe0\xa7\x87", R_CLOSE),
	/* হবে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xac\xe0\xa7\x87", R_CLOSE),
	/* হলো */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xb2\xe0\xa7\x8b", R_CLOSE),
	/* সুতরাং */
	R("bn", "\xe0\xa6\xb8\xe0\xa7\x81\xe0\xa6\xa4\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\x82", R_CLOSE),
	/* অতএব */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa4\xe0\xa6\x8f\xe0\xa6\xac", R_CLOSE),
	/* ফলাফল */
	R("bn", "\xe0\xa6\xab\xe0\xa6\xb2\xe0\xa6\xbe\xe0\xa6\xab"
	    "\xe0\xa6\xb2", R_CLOSE),
	/* সমাধান */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7"
	    "\xe0\xa6\xbe\xe0\xa6\xa8", R_CLOSE),
	/* ধন্যবাদ */
	R("bn", "\xe0\xa6\xa7\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xaf"
	    "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xa6", R_CLOSE),
	/* প্রশ্নের */
	R("bn", "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xb6"
	    "\xe0\xa7\x8d\xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\xb0", R_CLOSE),
	/* আমাদের */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa6"
	    "\xe0\xa7\x87\xe0\xa6\xb0", R_CLOSE),
	/* সেটাই */
	R("bn", "\xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\x9f\xe0\xa6\xbe"
	    "\xe0\xa6\x87", R_CLOSE),
	/* মোট */
	R("bn", "\xe0\xa6\xae\xe0\xa7\x8b\xe0\xa6\x9f", R_FUNC),
	R("bn", "\xe0\xa6\x9c\xe0\xa6\xa8", R_FUNC),	/* জন */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbf", R_FUNC),	/* টি */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbe", R_FUNC),	/* টা */
	/* টাকা */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbe\xe0\xa6\x95\xe0\xa6\xbe", R_FUNC),
	/* আছে */
	R("bn", "\xe0\xa6\x86\xe0\xa6\x9b\xe0\xa7\x87", R_FUNC),
	/* রয়েছে */
	R("bn", "\xe0\xa6\xb0\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87"
	    "\xe0\xa6\x9b\xe0\xa7\x87", R_FUNC),
	/* রয়েছে */
	R("bn", "\xe0\xa6\xb0\xe0\xa7\x9f\xe0\xa7\x87\xe0\xa6\x9b"
	    "\xe0\xa7\x87", R_FUNC),
	/* হবে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xac\xe0\xa7\x87", R_FUNC),
	/* হয় */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc", R_FUNC),
	R("bn", "\xe0\xa6\xb9\xe0\xa7\x9f", R_FUNC),	/* হয় */
	/* এবং */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\xac\xe0\xa6\x82", R_FUNC),
	R("bn", "\xe0\xa6\x93", R_FUNC),	/* ও */
	/* প্রতি */
	R("bn", "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xa4"
	    "\xe0\xa6\xbf", R_FUNC),
	/* একসাথে */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xb8\xe0\xa6\xbe"
	    "\xe0\xa6\xa5\xe0\xa7\x87", R_FUNC),
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xac", R_FUNC),	/* সব */
	/* সবমিলিয়ে */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xac\xe0\xa6\xae\xe0\xa6\xbf"
	    "\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xaf\xe0\xa6\xbc"
	    "\xe0\xa7\x87", R_FUNC),
	/* সবমিলিয়ে */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xac\xe0\xa6\xae\xe0\xa6\xbf"
	    "\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa7\x9f\xe0\xa7\x87", R_FUNC),
	/* হিসেবে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xbf\xe0\xa6\xb8\xe0\xa7\x87"
	    "\xe0\xa6\xac\xe0\xa7\x87", R_FUNC),
	/* মধ্যে */
	R("bn", "\xe0\xa6\xae\xe0\xa6\xa7\xe0\xa7\x8d\xe0\xa6\xaf"
	    "\xe0\xa7\x87", R_FUNC),
	R("bn", "\xe0\xa6\xaf\xe0\xa6\xbe", R_FUNC),	/* যা */
	/* চাওয়া */
	R("bn", "\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\x93\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xbe", R_FUNC),
	/* চাওয়া */
	R("bn", "\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\x93\xe0\xa7\x9f"
	    "\xe0\xa6\xbe", R_FUNC),
	/* হয়েছে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87"
	    "\xe0\xa6\x9b\xe0\xa7\x87", R_FUNC),
	/* হয়েছে */
	R("bn", "\xe0\xa6\xb9\xe0\xa7\x9f\xe0\xa7\x87\xe0\xa6\x9b"
	    "\xe0\xa7\x87", R_FUNC),
	/* উপায় */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xaf"
	    "\xe0\xa6\xbc", R_FUNC),
	/* উপায় */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa7\x9f", R_FUNC),
	/* বার */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0", R_FUNC),
	/* গুণ */
	R("bn", "\xe0\xa6\x97\xe0\xa7\x81\xe0\xa6\xa3", R_FUNC),
	R("bn", "\xe0\xa6\x9c\xe0\xa6\xa8", R_MEASURE),	/* জন */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbf", R_MEASURE),	/* টি */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbe", R_MEASURE),	/* টা */
	/* টাকা */
	R("bn", "\xe0\xa6\x9f\xe0\xa6\xbe\xe0\xa6\x95\xe0\xa6\xbe", R_MEASURE),
	/* বছর */
	R("bn", "\xe0\xa6\xac\xe0\xa6\x9b\xe0\xa6\xb0", R_MEASURE),
	/* দিন */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbf\xe0\xa6\xa8", R_MEASURE),
	/* উপায় */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xaf"
	    "\xe0\xa6\xbc", R_MEASURE),
	/* উপায় */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa7\x9f", R_MEASURE),
	/* কারণ */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xa3", R_REASON),
	/* যেহেতু */
	R("bn", "\xe0\xa6\xaf\xe0\xa7\x87\xe0\xa6\xb9\xe0\xa7\x87"
	    "\xe0\xa6\xa4\xe0\xa7\x81", R_REASON),
	/* সুতরাং */
	R("bn", "\xe0\xa6\xb8\xe0\xa7\x81\xe0\xa6\xa4\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\x82", R_CONCL),
	/* অতএব */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa4\xe0\xa6\x8f\xe0\xa6\xac", R_CONCL),
	/* তাই */
	R("bn", "\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\x87", R_CONCL),
	/* মোট */
	R("bn", "\xe0\xa6\xae\xe0\xa7\x8b\xe0\xa6\x9f", R_CONCL),
	/* যদি */
	R("bn", "\xe0\xa6\xaf\xe0\xa6\xa6\xe0\xa6\xbf", R_OPEN),
	/* যখন */
	R("bn", "\xe0\xa6\xaf\xe0\xa6\x96\xe0\xa6\xa8", R_OPEN),
	/* Swahili */
	R("sw", "ni", R_LEAD), R("sw", "jibu", R_NOUN),
	R("sw", "si", R_NEG), R("sw", "labda", R_DOUBT),
	R("sw", "sawa na", R_LEAD),
	R("sw", "tunapata", R_LEAD),
	R("sw", "inakuwa", R_LEAD),
	R("sw", "ni sawa na", R_LEAD),
	R("sw", "matokeo", R_NOUN),
	R("sw", "suluhisho", R_NOUN),
	R("sw", "hasa", R_AFFIRM),
	R("sw", "kabisa", R_AFFIRM),
	R("sw", "siyo", R_NEG),
	R("sw", "sio", R_NEG),
	R("sw", "hapana", R_NEG),
	R("sw", "hakuna", R_NEG),
	R("sw", "sivyo", R_NEG),
	R("sw", "haiwezi", R_NEG),
	R("sw", "haiwezekani", R_NEG),
	R("sw", "haitakuwa", R_NEG),
	R("sw", "halitakuwa", R_NEG),
	R("sw", "haliwezi", R_NEG),
	R("sw", "pengine", R_DOUBT),
	R("sw", "huenda", R_DOUBT),
	R("sw", "nadhani", R_DOUBT),
	R("sw", "nafikiri", R_DOUBT),
	R("sw", "naamini", R_DOUBT),
	R("sw", "inawezekana", R_DOUBT),
	R("sw", "inaonekana", R_DOUBT),
	R("sw", "yaelekea", R_DOUBT),
	R("sw", "si uhakika", R_DOUBT),
	R("sw", "sina hakika", R_DOUBT),
	R("sw", "makadirio", R_DOUBT),
	R("sw", "kukisia", R_DOUBT),
	R("sw", "nakisia", R_DOUBT),
	R("sw", "inaweza", R_MODAL),
	R("sw", "yaweza", R_MODAL),
	R("sw", "ingekuwa", R_MODAL),
	R("sw", "lingekuwa", R_MODAL),
	R("sw", "lingeweza", R_MODAL),
	R("sw", "ikiwa", R_COND),
	R("sw", "iwapo", R_COND),
	R("sw", "endapo", R_COND),
	R("sw", "tuseme", R_COND),
	R("sw", "tukichukulia", R_COND),
	R("sw", "isipokuwa", R_COND),
	R("sw", "lakini", R_WEAK),
	R("sw", "subiri", R_WEAK),
	R("sw", "ngoja", R_WEAK),
	R("sw", "kwa kweli", R_WEAK),
	R("sw", "samahani", R_WEAK),
	R("sw", "hata hivyo", R_WEAK),
	R("sw", "badala", R_WEAK),
	R("sw", "marekebisho", R_WEAK),
	R("sw", "kumbe", R_WEAK),
	R("sw", "bali", R_WEAK),
	R("sw", "tena", R_WEAK),
	R("sw", "kosa", R_DISOWN),
	R("sw", "makosa", R_DISOWN),
	R("sw", "mfano", R_DISOWN),
	R("sw", "vibaya", R_DISOWN),
	R("sw", "uongo", R_DISOWN),
	R("sw", "takriban", R_BOUND),
	R("sw", "karibu", R_BOUND),
	R("sw", "kuliko", R_BOUND),
	R("sw", "angalau", R_BOUND),
	R("sw", "zaidi", R_BOUND),
	R("sw", "au", R_BOUND),
	R("sw", "chini", R_BEFORE),
	R("sw", "juu", R_BEFORE),
	R("sw", "kwa", R_CLOSE),
	R("sw", "hiyo", R_CLOSE),
	R("sw", "natumai", R_CLOSE),
	R("sw", "itasaidia", R_CLOSE),
	R("sw", "imesaidia", R_CLOSE),
	R("sw", "inakusaidia", R_CLOSE),
	R("sw", "asante", R_CLOSE),
	R("sw", "tatizo", R_CLOSE),
	R("sw", "swali", R_CLOSE),
	R("sw", "suluhisho", R_CLOSE),
	R("sw", "jumla", R_CLOSE),
	R("sw", "ndio", R_CLOSE),
	R("sw", "ndiyo", R_CLOSE),
	R("sw", "matokeo", R_CLOSE),
	R("sw", "lako", R_CLOSE),
	R("sw", "letu", R_CLOSE),
	R("sw", "kamili", R_CLOSE),
	R("sw", "kwa", R_FUNC),
	R("sw", "jumla", R_FUNC),
	R("sw", "kwa jumla", R_FUNC),
	R("sw", "kama inavyotakiwa", R_FUNC),
	R("sw", "kama ilivyotakiwa", R_FUNC),
	R("sw", "kama ilivyoulizwa", R_FUNC),
	R("sw", "kama inavyohitajika", R_FUNC),
	R("sw", "ya", R_FUNC),
	R("sw", "wa", R_FUNC),
	R("sw", "za", R_FUNC),
	R("sw", "la", R_FUNC),
	R("sw", "cha", R_FUNC),
	R("sw", "vya", R_FUNC),
	R("sw", "na", R_FUNC),
	R("sw", "katika", R_FUNC),
	R("sw", "kila", R_FUNC),
	R("sw", "kwenye", R_FUNC),
	R("sw", "pamoja", R_FUNC),
	R("sw", "yote", R_FUNC),
	R("sw", "wote", R_FUNC),
	R("sw", "zote", R_FUNC),
	R("sw", "vyote", R_FUNC),
	R("sw", "kuna", R_FUNC),
	R("sw", "ni", R_FUNC),
	R("sw", "mara", R_FUNC),
	R("sw", "shilingi", R_MEASURE),
	R("sw", "dola", R_MEASURE),
	R("sw", "mara", R_MEASURE),
	R("sw", "kwa sababu", R_REASON),
	R("sw", "kwa kuwa", R_REASON),
	R("sw", "kwani", R_REASON),
	R("sw", "kwa maana", R_REASON),
	R("sw", "hivyo", R_CONCL),
	R("sw", "kwa hiyo", R_CONCL),
	R("sw", "kwa hivyo", R_CONCL),
	R("sw", "basi", R_CONCL),
	R("sw", "jumla", R_CONCL),
	R("sw", "kama", R_OPEN),
	R("sw", "ikiwa", R_OPEN),
	R("sw", "iwapo", R_OPEN),
	R("sw", "endapo", R_OPEN),
	R("sw", "wakati", R_OPEN),
	R("sw", "linaweza", R_MODAL),
	R("sw", "likawa", R_DOUBT),
	/* Telugu */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82", R_NOUN),		/* సమాధానం */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb1\x81", R_NEG),
							/* కాదు */
	/* సమానం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa8"
	    "\xe0\xb0\x82", R_LEAD),
	/* అంటే */
	R("te", "\xe0\xb0\x85\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x87", R_LEAD),
	/* జవాబు */
	R("te", "\xe0\xb0\x9c\xe0\xb0\xb5\xe0\xb0\xbe\xe0\xb0\xac"
	    "\xe0\xb1\x81", R_NOUN),
	/* ఫలితం */
	R("te", "\xe0\xb0\xab\xe0\xb0\xb2\xe0\xb0\xbf\xe0\xb0\xa4"
	    "\xe0\xb0\x82", R_NOUN),
	/* విలువ */
	R("te", "\xe0\xb0\xb5\xe0\xb0\xbf\xe0\xb0\xb2\xe0\xb1\x81"
	    "\xe0\xb0\xb5", R_NOUN),
	/* సమాధానము */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7"
	    "\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb0\xae\xe0\xb1\x81", R_NOUN),
	/* అవుతుంది */
	R("te", "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x81\xe0\xb0\xa4"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_SUFFIX),
	/* వస్తుంది */
	R("te", "\xe0\xb0\xb5\xe0\xb0\xb8\xe0\xb1\x8d\xe0\xb0\xa4"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_SUFFIX),
	/* లేదు */
	R("te", "\xe0\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa6\xe0\xb1\x81", R_NEG),
	/* కాదని */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb0\xa8"
	    "\xe0\xb0\xbf", R_NEG),
	/* బహుశా */
	R("te", "\xe0\xb0\xac\xe0\xb0\xb9\xe0\xb1\x81\xe0\xb0\xb6"
	    "\xe0\xb0\xbe", R_DOUBT),
	/* కావచ్చు */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xb5\xe0\xb0\x9a"
	    "\xe0\xb1\x8d\xe0\xb0\x9a\xe0\xb1\x81", R_DOUBT),
	/* ఉండవచ్చు */
	R("te", "\xe0\xb0\x89\xe0\xb0\x82\xe0\xb0\xa1\xe0\xb0\xb5"
	    "\xe0\xb0\x9a\xe0\xb1\x8d\xe0\xb0\x9a\xe0\xb1\x81", R_DOUBT),
	/* అవ్వొచ్చు */
	R("te", "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x8d\xe0\xb0\xb5"
	    "\xe0\xb1\x8a\xe0\xb0\x9a\xe0\xb1\x8d\xe0\xb0\x9a"
	    "\xe0\xb1\x81", R_DOUBT),
	/* కావొచ్చు */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xb5\xe0\xb1\x8a"
	    "\xe0\xb0\x9a\xe0\xb1\x8d\xe0\xb0\x9a\xe0\xb1\x81", R_DOUBT),
	/* అనుకుంటున్నాను */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x81\xe0\xb0\xa8"
	    "\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xa8"
	    "\xe0\xb1\x81", R_DOUBT),
	/* అనుకుంటా */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb0\xbe", R_DOUBT),
	/* అనుకుంటాను */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb0\xbe\xe0\xb0\xa8"
	    "\xe0\xb1\x81", R_DOUBT),
	/* అనిపిస్తుంది */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xaa"
	    "\xe0\xb0\xbf\xe0\xb0\xb8\xe0\xb1\x8d\xe0\xb0\xa4\xe0\xb1\x81"
	    "\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_DOUBT),
	/* తెలియదు */
	R("te", "\xe0\xb0\xa4\xe0\xb1\x86\xe0\xb0\xb2\xe0\xb0\xbf"
	    "\xe0\xb0\xaf\xe0\xb0\xa6\xe0\xb1\x81", R_DOUBT),
	/* ఖచ్చితంగా తెలియదు */
	R("te", "\xe0\xb0\x96\xe0\xb0\x9a\xe0\xb1\x8d\xe0\xb0\x9a"
	    "\xe0\xb0\xbf\xe0\xb0\xa4\xe0\xb0\x82\xe0\xb0\x97\xe0\xb0\xbe "
	    "\xe0\xb0\xa4\xe0\xb1\x86\xe0\xb0\xb2\xe0\xb0\xbf\xe0\xb0\xaf"
	    "\xe0\xb0\xa6\xe0\xb1\x81", R_DOUBT),
	/* చెప్పలేను */
	R("te", "\xe0\xb0\x9a\xe0\xb1\x86\xe0\xb0\xaa\xe0\xb1\x8d"
	    "\xe0\xb0\xaa\xe0\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa8"
	    "\xe0\xb1\x81", R_DOUBT),
	/* సందేహం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb1\x87"
	    "\xe0\xb0\xb9\xe0\xb0\x82", R_DOUBT),
	/* అంచనా */
	R("te", "\xe0\xb0\x85\xe0\xb0\x82\xe0\xb0\x9a\xe0\xb0\xa8"
	    "\xe0\xb0\xbe", R_DOUBT),
	/* నమ్ముతున్నాను */
	R("te", "\xe0\xb0\xa8\xe0\xb0\xae\xe0\xb1\x8d\xe0\xb0\xae"
	    "\xe0\xb1\x81\xe0\xb0\xa4\xe0\xb1\x81\xe0\xb0\xa8\xe0\xb1\x8d"
	    "\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x81", R_DOUBT),
	/* అయితే */
	R("te", "\xe0\xb0\x85\xe0\xb0\xaf\xe0\xb0\xbf\xe0\xb0\xa4"
	    "\xe0\xb1\x87", R_COND),
	/* ఒకవేళ */
	R("te", "\xe0\xb0\x92\xe0\xb0\x95\xe0\xb0\xb5\xe0\xb1\x87"
	    "\xe0\xb0\xb3", R_COND),
	/* ఉంటే */
	R("te", "\xe0\xb0\x89\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x87", R_COND),
	/* అనుకుంటే */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x87", R_COND),
	/* తప్ప */
	R("te", "\xe0\xb0\xa4\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xaa", R_COND),
	/* కానీ */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x80", R_WEAK),
	/* కాని */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb0\xbf", R_WEAK),
	/* ఆగండి */
	R("te", "\xe0\xb0\x86\xe0\xb0\x97\xe0\xb0\x82\xe0\xb0\xa1"
	    "\xe0\xb0\xbf", R_WEAK),
	/* ఆగు */
	R("te", "\xe0\xb0\x86\xe0\xb0\x97\xe0\xb1\x81", R_WEAK),
	/* నిజానికి */
	R("te", "\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\x9c\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\x95\xe0\xb0\xbf", R_WEAK),
	/* క్షమించండి */
	R("te", "\xe0\xb0\x95\xe0\xb1\x8d\xe0\xb0\xb7\xe0\xb0\xae"
	    "\xe0\xb0\xbf\xe0\xb0\x82\xe0\xb0\x9a\xe0\xb0\x82\xe0\xb0\xa1"
	    "\xe0\xb0\xbf", R_WEAK),
	/* అయినప్పటికీ */
	R("te", "\xe0\xb0\x85\xe0\xb0\xaf\xe0\xb0\xbf\xe0\xb0\xa8"
	    "\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xaa\xe0\xb0\x9f\xe0\xb0\xbf"
	    "\xe0\xb0\x95\xe0\xb1\x80", R_WEAK),
	/* సరిదిద్దు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xa6"
	    "\xe0\xb0\xbf\xe0\xb0\xa6\xe0\xb1\x8d\xe0\xb0\xa6"
	    "\xe0\xb1\x81", R_WEAK),
	/* మళ్ళీ */
	R("te", "\xe0\xb0\xae\xe0\xb0\xb3\xe0\xb1\x8d\xe0\xb0\xb3"
	    "\xe0\xb1\x80", R_WEAK),
	/* మళ్లీ */
	R("te", "\xe0\xb0\xae\xe0\xb0\xb3\xe0\xb1\x8d\xe0\xb0\xb2"
	    "\xe0\xb1\x80", R_WEAK),
	/* తప్పు */
	R("te", "\xe0\xb0\xa4\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xaa"
	    "\xe0\xb1\x81", R_DISOWN),
	/* ఉదాహరణకు */
	R("te", "\xe0\xb0\x89\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xb9"
	    "\xe0\xb0\xb0\xe0\xb0\xa3\xe0\xb0\x95\xe0\xb1\x81", R_DISOWN),
	/* ఉదాహరణ */
	R("te", "\xe0\xb0\x89\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xb9"
	    "\xe0\xb0\xb0\xe0\xb0\xa3", R_DISOWN),
	/* సుమారు */
	R("te", "\xe0\xb0\xb8\xe0\xb1\x81\xe0\xb0\xae\xe0\xb0\xbe"
	    "\xe0\xb0\xb0\xe0\xb1\x81", R_BOUND),
	/* దాదాపు */
	R("te", "\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb0\xbe"
	    "\xe0\xb0\xaa\xe0\xb1\x81", R_BOUND),
	/* కనీసం */
	R("te", "\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb1\x80\xe0\xb0\xb8"
	    "\xe0\xb0\x82", R_BOUND),
	/* కంటే */
	R("te", "\xe0\xb0\x95\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x87", R_BOUND),
	/* లేదా */
	R("te", "\xe0\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa6\xe0\xb0\xbe", R_BOUND),
	/* గరిష్ఠంగా */
	R("te", "\xe0\xb0\x97\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xb7"
	    "\xe0\xb1\x8d\xe0\xb0\xa0\xe0\xb0\x82\xe0\xb0\x97"
	    "\xe0\xb0\xbe", R_BOUND),
	/* గరిష్టంగా */
	R("te", "\xe0\xb0\x97\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xb7"
	    "\xe0\xb1\x8d\xe0\xb0\x9f\xe0\xb0\x82\xe0\xb0\x97"
	    "\xe0\xb0\xbe", R_BOUND),
	/* తుది */
	R("te", "\xe0\xb0\xa4\xe0\xb1\x81\xe0\xb0\xa6\xe0\xb0\xbf", R_CLOSE),
	/* జవాబు */
	R("te", "\xe0\xb0\x9c\xe0\xb0\xb5\xe0\xb0\xbe\xe0\xb0\xac"
	    "\xe0\xb1\x81", R_CLOSE),
	/* ఇదే */
	R("te", "\xe0\xb0\x87\xe0\xb0\xa6\xe0\xb1\x87", R_CLOSE),
	/* ఆశిస్తున్నాను */
	R("te", "\xe0\xb0\x86\xe0\xb0\xb6\xe0\xb0\xbf\xe0\xb0\xb8"
	    "\xe0\xb1\x8d\xe0\xb0\xa4\xe0\xb1\x81\xe0\xb0\xa8\xe0\xb1\x8d"
	    "\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x81", R_CLOSE),
	/* సహాయపడుతుందని */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb9\xe0\xb0\xbe\xe0\xb0\xaf"
	    "\xe0\xb0\xaa\xe0\xb0\xa1\xe0\xb1\x81\xe0\xb0\xa4\xe0\xb1\x81"
	    "\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xa8\xe0\xb0\xbf", R_CLOSE),
	/* సహాయం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb9\xe0\xb0\xbe\xe0\xb0\xaf"
	    "\xe0\xb0\x82", R_CLOSE),
	/* ధన్యవాదాలు */
	R("te", "\xe0\xb0\xa7\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xaf"
	    "\xe0\xb0\xb5\xe0\xb0\xbe\xe0\xb0\xa6\xe0\xb0\xbe\xe0\xb0\xb2"
	    "\xe0\xb1\x81", R_CLOSE),
	/* అవుతుంది */
	R("te", "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x81\xe0\xb0\xa4"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_CLOSE),
	/* ఫలితం */
	R("te", "\xe0\xb0\xab\xe0\xb0\xb2\xe0\xb0\xbf\xe0\xb0\xa4"
	    "\xe0\xb0\x82", R_CLOSE),
	/* అందువల్ల */
	R("te", "\xe0\xb0\x85\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb1\x81"
	    "\xe0\xb0\xb5\xe0\xb0\xb2\xe0\xb1\x8d\xe0\xb0\xb2", R_CLOSE),
	/* కనుక */
	R("te", "\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95", R_CLOSE),
	/* సమాధానము */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7"
	    "\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb0\xae\xe0\xb1\x81", R_CLOSE),
	R("te", "\xe0\xb0\xae\xe0\xb0\xa8", R_CLOSE),	/* మన */
	/* ప్రశ్నకు */
	R("te", "\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xb0\xe0\xb0\xb6"
	    "\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb0\x95\xe0\xb1\x81", R_CLOSE),
	/* మొత్తం */
	R("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa4\xe0\xb1\x8d"
	    "\xe0\xb0\xa4\xe0\xb0\x82", R_FUNC),
	/* మంది */
	R("te", "\xe0\xb0\xae\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_FUNC),
	/* రూపాయలు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x82\xe0\xb0\xaa\xe0\xb0\xbe"
	    "\xe0\xb0\xaf\xe0\xb0\xb2\xe0\xb1\x81", R_FUNC),
	/* అవుతుంది */
	R("te", "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x81\xe0\xb0\xa4"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_FUNC),
	/* వస్తుంది */
	R("te", "\xe0\xb0\xb5\xe0\xb0\xb8\xe0\xb1\x8d\xe0\xb0\xa4"
	    "\xe0\xb1\x81\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_FUNC),
	/* ఉంది */
	R("te", "\xe0\xb0\x89\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_FUNC),
	/* ఉన్నాయి */
	R("te", "\xe0\xb0\x89\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8"
	    "\xe0\xb0\xbe\xe0\xb0\xaf\xe0\xb0\xbf", R_FUNC),
	/* ఉన్నారు */
	R("te", "\xe0\xb0\x89\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8"
	    "\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb1\x81", R_FUNC),
	/* అవుతాయి */
	R("te", "\xe0\xb0\x85\xe0\xb0\xb5\xe0\xb1\x81\xe0\xb0\xa4"
	    "\xe0\xb0\xbe\xe0\xb0\xaf\xe0\xb0\xbf", R_FUNC),
	/* మొత్తంగా */
	R("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa4\xe0\xb1\x8d"
	    "\xe0\xb0\xa4\xe0\xb0\x82\xe0\xb0\x97\xe0\xb0\xbe", R_FUNC),
	/* చొప్పున */
	R("te", "\xe0\xb0\x9a\xe0\xb1\x8a\xe0\xb0\xaa\xe0\xb1\x8d"
	    "\xe0\xb0\xaa\xe0\xb1\x81\xe0\xb0\xa8", R_FUNC),
	/* ప్రతి */
	R("te", "\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xb0\xe0\xb0\xa4"
	    "\xe0\xb0\xbf", R_FUNC),
	/* మరియు */
	R("te", "\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xaf"
	    "\xe0\xb1\x81", R_FUNC),
	/* యొక్క */
	R("te", "\xe0\xb0\xaf\xe0\xb1\x8a\xe0\xb0\x95\xe0\xb1\x8d"
	    "\xe0\xb0\x95", R_FUNC),
	/* అని */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa8\xe0\xb0\xbf", R_FUNC),
	/* కావాలి */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xb5\xe0\xb0\xbe"
	    "\xe0\xb0\xb2\xe0\xb0\xbf", R_FUNC),
	/* సార్లు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb1\x8d"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_FUNC),
	/* రెట్లు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x86\xe0\xb0\x9f\xe0\xb1\x8d"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_FUNC),
	/* మార్గాలు */
	R("te", "\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb1\x8d"
	    "\xe0\xb0\x97\xe0\xb0\xbe\xe0\xb0\xb2\xe0\xb1\x81", R_FUNC),
	/* సంవత్సరాలు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\x82\xe0\xb0\xb5\xe0\xb0\xa4"
	    "\xe0\xb1\x8d\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb0\xbe\xe0\xb0\xb2"
	    "\xe0\xb1\x81", R_FUNC),
	/* రోజులు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x8b\xe0\xb0\x9c\xe0\xb1\x81"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_FUNC),
	/* మంది */
	R("te", "\xe0\xb0\xae\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb0\xbf", R_MEASURE),
	/* రూపాయలు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x82\xe0\xb0\xaa\xe0\xb0\xbe"
	    "\xe0\xb0\xaf\xe0\xb0\xb2\xe0\xb1\x81", R_MEASURE),
	/* సార్లు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb1\x8d"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_MEASURE),
	/* రెట్లు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x86\xe0\xb0\x9f\xe0\xb1\x8d"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_MEASURE),
	/* మార్గాలు */
	R("te", "\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb1\x8d"
	    "\xe0\xb0\x97\xe0\xb0\xbe\xe0\xb0\xb2\xe0\xb1\x81", R_MEASURE),
	/* సంవత్సరాలు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\x82\xe0\xb0\xb5\xe0\xb0\xa4"
	    "\xe0\xb1\x8d\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb0\xbe\xe0\xb0\xb2"
	    "\xe0\xb1\x81", R_MEASURE),
	/* రోజులు */
	R("te", "\xe0\xb0\xb0\xe0\xb1\x8b\xe0\xb0\x9c\xe0\xb1\x81"
	    "\xe0\xb0\xb2\xe0\xb1\x81", R_MEASURE),
	/* ఎందుకంటే */
	R("te", "\xe0\xb0\x8e\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb1\x81"
	    "\xe0\xb0\x95\xe0\xb0\x82\xe0\xb0\x9f\xe0\xb1\x87", R_REASON),
	/* కాబట్టి */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xac\xe0\xb0\x9f"
	    "\xe0\xb1\x8d\xe0\xb0\x9f\xe0\xb0\xbf", R_CONCL),
	/* అందువల్ల */
	R("te", "\xe0\xb0\x85\xe0\xb0\x82\xe0\xb0\xa6\xe0\xb1\x81"
	    "\xe0\xb0\xb5\xe0\xb0\xb2\xe0\xb1\x8d\xe0\xb0\xb2", R_CONCL),
	/* కనుక */
	R("te", "\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb1\x81\xe0\xb0\x95", R_CONCL),
	/* మొత్తం */
	R("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa4\xe0\xb1\x8d"
	    "\xe0\xb0\xa4\xe0\xb0\x82", R_CONCL),
	/* ఒకవేళ */
	R("te", "\xe0\xb0\x92\xe0\xb0\x95\xe0\xb0\xb5\xe0\xb1\x87"
	    "\xe0\xb0\xb3", R_OPEN),
	/* doubt, per language */
	R("fr", "pas s\xc3\xbbr", R_DOUBT),	/* pas sûr */
	R("fr", "pas s\xc3\xbbre", R_DOUBT),	/* pas sûre */
	R("fr", "pas certain", R_DOUBT),	/* pas certain */
	R("fr", "pas certaine", R_DOUBT),	/* pas certaine */
	R("de", "nicht sicher", R_DOUBT),	/* nicht sicher */
	R("de", "wei\xc3\x9f nicht", R_DOUBT),	/* weiß nicht */
	R("es", "no estoy seguro", R_DOUBT),	/* no estoy seguro */
	R("es", "no estoy segura", R_DOUBT),	/* no estoy segura */
	R("es", "no s\xc3\xa9", R_DOUBT),	/* no sé */
	R("it", "non sono sicuro", R_DOUBT),	/* non sono sicuro */
	R("it", "non sono sicura", R_DOUBT),	/* non sono sicura */
	R("it", "non so", R_DOUBT),	/* non so */
	R("pt", "n\xc3\xa3o tenho certeza", R_DOUBT),	/* não tenho certeza */
	R("pt", "n\xc3\xa3o sei", R_DOUBT),	/* não sei */
	/* не уверен */
	R("ru", "\xd0\xbd\xd0\xb5 \xd1\x83\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5"
	    "\xd0\xbd", R_DOUBT),
	/* не знаю */
	R("ru", "\xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x8e", R_DOUBT),
	/* 不确定 */
	R("zh", "\xe4\xb8\x8d\xe7\xa1\xae\xe5\xae\x9a", R_DOUBT),
	/* 不確定 */
	R("zh", "\xe4\xb8\x8d\xe7\xa2\xba\xe5\xae\x9a", R_DOUBT),
	/* 不知道 */
	R("zh", "\xe4\xb8\x8d\xe7\x9f\xa5\xe9\x81\x93", R_DOUBT),
	/* 没把握 */
	R("zh", "\xe6\xb2\xa1\xe6\x8a\x8a\xe6\x8f\xa1", R_DOUBT),
	/* 自信がない */
	R("ja", "\xe8\x87\xaa\xe4\xbf\xa1\xe3\x81\x8c\xe3\x81\xaa\xe3\x81\x84"
	    "", R_DOUBT),
	/* わからない */
	R("ja", "\xe3\x82\x8f\xe3\x81\x8b\xe3\x82\x89\xe3\x81\xaa\xe3\x81\x84"
	    "", R_DOUBT),
	/* 分からない */
	R("ja", "\xe5\x88\x86\xe3\x81\x8b\xe3\x82\x89\xe3\x81\xaa\xe3\x81\x84"
	    "", R_DOUBT),
	/* かもしれ */
	R("ja", "\xe3\x81\x8b\xe3\x82\x82\xe3\x81\x97\xe3\x82\x8c", R_DOUBT),
	/* 확실하지 */
	R("ko", "\xed\x99\x95\xec\x8b\xa4\xed\x95\x98\xec\xa7\x80", R_DOUBT),
	/* 모르겠 */
	R("ko", "\xeb\xaa\xa8\xeb\xa5\xb4\xea\xb2\xa0", R_DOUBT),
	/* ไม่แน่ใจ */
	R("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x81\xe0\xb8\x99"
	    "\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x88", R_DOUBT),
	R("sw", "sina uhakika", R_DOUBT),	/* sina uhakika */
	R("sw", "sijui", R_DOUBT),	/* sijui */
	/*
	 * Closing remarks: a sentence after the answer whose words are all
	 * rows of one language here ("I hope this helps", "Das ist die
	 * Lösung.") says nothing more; any other word is not recognised.
	 */
	R("en", "i", R_CLOSE), R("en", "we", R_CLOSE),
	R("en", "hope", R_CLOSE), R("en", "this", R_CLOSE),
	R("en", "that", R_CLOSE), R("en", "it", R_CLOSE),
	R("en", "helps", R_CLOSE), R("en", "help", R_CLOSE),
	R("en", "helped", R_CLOSE), R("en", "is", R_CLOSE),
	R("en", "was", R_CLOSE), R("en", "the", R_CLOSE),
	R("en", "a", R_CLOSE), R("en", "an", R_CLOSE),
	R("en", "final", R_CLOSE), R("en", "answer", R_CLOSE),
	R("en", "answers", R_CLOSE), R("en", "solution", R_CLOSE),
	R("en", "result", R_CLOSE), R("en", "correct", R_CLOSE),
	R("en", "option", R_CLOSE), R("en", "choice", R_CLOSE),
	R("en", "right", R_CLOSE), R("en", "complete", R_CLOSE),
	R("en", "completes", R_CLOSE), R("en", "completed", R_CLOSE),
	R("en", "proof", R_CLOSE), R("en", "computation", R_CLOSE),
	R("en", "calculation", R_CLOSE), R("en", "done", R_CLOSE),
	R("en", "qed", R_CLOSE), R("en", "let", R_CLOSE),
	R("en", "me", R_CLOSE), R("en", "us", R_CLOSE),
	R("en", "know", R_CLOSE), R("en", "you", R_CLOSE),
	R("en", "have", R_CLOSE), R("en", "any", R_CLOSE),
	R("en", "if", R_CLOSE), R("en", "am", R_CLOSE),
	R("en", "sure", R_CLOSE), R("en", "confident", R_CLOSE),
	R("en", "certain", R_CLOSE), R("en", "note", R_CLOSE),
	R("en", "other", R_CLOSE), R("en", "more", R_CLOSE),
	R("en", "further", R_CLOSE), R("en", "questions", R_CLOSE),
	R("en", "glad", R_CLOSE),
	R("en", "to", R_CLOSE), R("en", "thanks", R_CLOSE),
	R("en", "thank", R_CLOSE), R("en", "for", R_CLOSE),
	R("en", "reading", R_CLOSE), R("en", "your", R_CLOSE),
	R("en", "and", R_CLOSE), R("en", "of", R_CLOSE),
	R("en", "problem", R_CLOSE), R("en", "our", R_CLOSE),
	R("en", "all", R_CLOSE), R("en", "here", R_CLOSE),
	R("en", "as", R_CLOSE), R("en", "required", R_CLOSE),
	R("en", "desired", R_CLOSE), R("en", "shown", R_CLOSE),
	R("en", "end", R_CLOSE), R("en", "good", R_CLOSE),
	R("en", "luck", R_CLOSE), R("en", "happy", R_CLOSE),
	R("en", "happen", R_CLOSE), R("en", "boxed", R_CLOSE),
	R("en", "above", R_CLOSE), R("en", "therefore", R_CLOSE),
	R("en", "thus", R_CLOSE), R("en", "so", R_CLOSE),
	R("en", "hence", R_CLOSE), R("en", "conclusion", R_CLOSE),
	R("en", "in", R_CLOSE), R("en", "summary", R_CLOSE),
	R("en", "total", R_CLOSE), R("en", "altogether", R_CLOSE),
	R("en", "overall", R_CLOSE), R("fr", "total", R_CLOSE),
	R("es", "total", R_CLOSE), R("pt", "total", R_CLOSE),
	R("it", "totale", R_CLOSE),
	R("zh", "\xe8\xbf\x99", R_CLOSE),	/* 这 */
	/* 这就是 */
	R("zh", "\xe8\xbf\x99\xe5\xb0\xb1\xe6\x98\xaf", R_CLOSE),
	R("zh", "\xe5\xb0\xb1\xe6\x98\xaf", R_CLOSE),	/* 就是 */
	R("zh", "\xe6\x98\xaf", R_CLOSE),	/* 是 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88", R_CLOSE),	/* 答案 */
	R("zh", "\xe6\x9c\x80\xe7\xbb\x88", R_CLOSE),	/* 最终 */
	R("zh", "\xe6\x9c\x80\xe5\x90\x8e", R_CLOSE),	/* 最后 */
	R("zh", "\xe7\x9a\x84", R_CLOSE),	/* 的 */
	R("zh", "\xe6\x89\x80\xe4\xbb\xa5", R_CLOSE),	/* 所以 */
	R("zh", "\xe5\x9b\xa0\xe6\xad\xa4", R_CLOSE),	/* 因此 */
	R("zh", "\xe6\x95\x85", R_CLOSE),	/* 故 */
	R("zh", "\xe5\x8d\xb3", R_CLOSE),	/* 即 */
	R("zh", "\xe4\xb8\xba", R_CLOSE),	/* 为 */
	R("zh", "\xe8\xa7\xa3", R_CLOSE),	/* 解 */
	R("zh", "\xe5\xae\x8c\xe6\xaf\x95", R_CLOSE),	/* 完毕 */
	R("zh", "\xe5\xb8\x8c\xe6\x9c\x9b", R_CLOSE),	/* 希望 */
	/* 对你有帮助 */
	R("zh", "\xe5\xaf\xb9\xe4\xbd\xa0\xe6\x9c\x89\xe5\xb8"
	    "\xae\xe5\x8a\xa9", R_CLOSE),
	/* 对您有帮助 */
	R("zh", "\xe5\xaf\xb9\xe6\x82\xa8\xe6\x9c\x89\xe5\xb8"
	    "\xae\xe5\x8a\xa9", R_CLOSE),
	/* 有帮助 */
	R("zh", "\xe6\x9c\x89\xe5\xb8\xae\xe5\x8a\xa9", R_CLOSE),
	R("zh", "\xe5\xb8\xae\xe5\x8a\xa9", R_CLOSE),	/* 帮助 */
	R("zh", "\xe6\xad\xa3\xe7\xa1\xae", R_CLOSE),	/* 正确 */
	R("zh", "\xe4\xba\x86", R_CLOSE),	/* 了 */
	R("zh", "\xe7\xbb\x93\xe6\x9e\x9c", R_CLOSE),	/* 结果 */
	R("zh", "\xe7\xbb\xbc\xe4\xb8\x8a", R_CLOSE),	/* 综上 */
	/* 综上所述 */
	R("zh", "\xe7\xbb\xbc\xe4\xb8\x8a\xe6\x89\x80\xe8\xbf\xb0", R_CLOSE),
	R("zh", "\xe6\x89\x80\xe8\xbf\xb0", R_CLOSE),	/* 所述 */
	/* 最终答案 */
	R("zh", "\xe6\x9c\x80\xe7\xbb\x88\xe7\xad\x94\xe6\xa1\x88", R_CLOSE),
	R("zh", "\xe7\xad\x94", R_CLOSE),	/* 答 */
	R("zh", "\xe9\x80\x89", R_CLOSE),	/* 选 */
	R("ja", "\xe3\x81\x93\xe3\x82\x8c", R_CLOSE),	/* これ */
	R("ja", "\xe3\x81\x8c", R_CLOSE),	/* が */
	R("ja", "\xe7\xad\x94\xe3\x81\x88", R_CLOSE),	/* 答え */
	R("ja", "\xe3\x81\xa7\xe3\x81\x99", R_CLOSE),	/* です */
	/* 最終的な */
	R("ja", "\xe6\x9c\x80\xe7\xb5\x82\xe7\x9a\x84\xe3\x81\xaa", R_CLOSE),
	R("ja", "\xe6\x9c\x80\xe7\xb5\x82", R_CLOSE),	/* 最終 */
	R("ja", "\xe4\xbb\xa5\xe4\xb8\x8a", R_CLOSE),	/* 以上 */
	R("ja", "\xe6\xad\xa3\xe8\xa7\xa3", R_CLOSE),	/* 正解 */
	R("ja", "\xe3\x81\xaf", R_CLOSE),	/* は */
	/* となります */
	R("ja", "\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8a\xe3\x81"
	    "\xbe\xe3\x81\x99", R_CLOSE),
	/* よって */
	R("ja", "\xe3\x82\x88\xe3\x81\xa3\xe3\x81\xa6", R_CLOSE),
	/* したがって */
	R("ja", "\xe3\x81\x97\xe3\x81\x9f\xe3\x81\x8c\xe3\x81"
	    "\xa3\xe3\x81\xa6", R_CLOSE),
	R("ja", "\xe7\xad\x94", R_CLOSE),	/* 答 */
	/* 이것이 */
	R("ko", "\xec\x9d\xb4\xea\xb2\x83\xec\x9d\xb4", R_CLOSE),
	/* 이것은 */
	R("ko", "\xec\x9d\xb4\xea\xb2\x83\xec\x9d\x80", R_CLOSE),
	R("ko", "\xeb\x8b\xb5", R_CLOSE),	/* 답 */
	/* 답입니다 */
	R("ko", "\xeb\x8b\xb5\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", R_CLOSE),
	/* 입니다 */
	R("ko", "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", R_CLOSE),
	R("ko", "\xec\xa0\x95\xeb\x8b\xb5", R_CLOSE),	/* 정답 */
	/* 정답입니다 */
	R("ko", "\xec\xa0\x95\xeb\x8b\xb5\xec\x9e\x85\xeb\x8b"
	    "\x88\xeb\x8b\xa4", R_CLOSE),
	R("ko", "\xec\xb5\x9c\xec\xa2\x85", R_CLOSE),	/* 최종 */
	/* 따라서 */
	R("ko", "\xeb\x94\xb0\xeb\x9d\xbc\xec\x84\x9c", R_CLOSE),
	/* 그러므로 */
	R("ko", "\xea\xb7\xb8\xeb\x9f\xac\xeb\xaf\x80\xeb\xa1\x9c", R_CLOSE),
	R("ko", "\xeb\x8b\xb5\xec\x9d\x80", R_CLOSE),	/* 답은 */
	R("fr", "c'est", R_CLOSE), R("fr", "ceci", R_CLOSE),
	R("fr", "cela", R_CLOSE), R("fr", "ce", R_CLOSE),
	R("fr", "la", R_CLOSE), R("fr", "le", R_CLOSE),
	R("fr", "finale", R_CLOSE), R("fr", "final", R_CLOSE),
	R("fr", "solution", R_CLOSE), R("fr", "est", R_CLOSE),
	R("fr", "que", R_CLOSE), R("fr", "vous", R_CLOSE),
	R("fr", "t'", R_CLOSE), R("fr", "aide", R_CLOSE),
	R("fr", "aidera", R_CLOSE), R("fr", "donc", R_CLOSE),
	R("fr", "ainsi", R_CLOSE), R("fr", "correcte", R_CLOSE),
	R("fr", "bonne", R_CLOSE),
	R("fr", "r\xc3\xa9ponse", R_CLOSE),	/* réponse */
	R("fr", "r\xc3\xa9sultat", R_CLOSE),	/* résultat */
	R("fr", "voil\xc3\xa0", R_CLOSE),	/* voilà */
	R("fr", "j'esp\xc3\xa8re", R_CLOSE),	/* j'espère */
	R("de", "das", R_CLOSE), R("de", "dies", R_CLOSE),
	R("de", "ist", R_CLOSE), R("de", "die", R_CLOSE),
	R("de", "antwort", R_CLOSE), R("de", "ergebnis", R_CLOSE),
	R("de", "richtige", R_CLOSE), R("de", "also", R_CLOSE),
	R("de", "somit", R_CLOSE), R("de", "damit", R_CLOSE),
	R("de", "fertig", R_CLOSE), R("de", "hoffe", R_CLOSE),
	R("de", "ich", R_CLOSE), R("de", "es", R_CLOSE),
	R("de", "hilft", R_CLOSE), R("de", "dir", R_CLOSE),
	R("de", "ihnen", R_CLOSE), R("de", "finale", R_CLOSE),
	R("de", "gesuchte", R_CLOSE),
	R("de", "l\xc3\xb6sung", R_CLOSE),	/* lösung */
	R("de", "endg\xc3\xbcltige", R_CLOSE),	/* endgültige */
	R("de", "endg\xc3\xbcltig", R_CLOSE),	/* endgültig */
	R("es", "esta", R_CLOSE), R("es", "esa", R_CLOSE),
	R("es", "es", R_CLOSE), R("es", "la", R_CLOSE),
	R("es", "respuesta", R_CLOSE), R("es", "final", R_CLOSE),
	R("es", "correcta", R_CLOSE), R("es", "resultado", R_CLOSE),
	R("es", "por", R_CLOSE), R("es", "lo", R_CLOSE),
	R("es", "tanto", R_CLOSE), R("es", "espero", R_CLOSE),
	R("es", "que", R_CLOSE), R("es", "te", R_CLOSE),
	R("es", "le", R_CLOSE), R("es", "ayude", R_CLOSE),
	R("es", "soluci\xc3\xb3n", R_CLOSE),	/* solución */
	R("es", "as\xc3\xad", R_CLOSE),	/* así */
	R("it", "questa", R_CLOSE), R("it", "la", R_CLOSE),
	R("it", "risposta", R_CLOSE), R("it", "finale", R_CLOSE),
	R("it", "soluzione", R_CLOSE), R("it", "corretta", R_CLOSE),
	R("it", "il", R_CLOSE), R("it", "risultato", R_CLOSE),
	R("it", "quindi", R_CLOSE), R("it", "spero", R_CLOSE),
	R("it", "che", R_CLOSE), R("it", "ti", R_CLOSE),
	R("it", "sia", R_CLOSE), R("it", "utile", R_CLOSE),
	R("it", "aiuti", R_CLOSE),
	R("it", "\xc3\xa8", R_CLOSE),	/* è */
	R("pt", "esta", R_CLOSE), R("pt", "essa", R_CLOSE),
	R("pt", "a", R_CLOSE), R("pt", "resposta", R_CLOSE),
	R("pt", "final", R_CLOSE), R("pt", "correta", R_CLOSE),
	R("pt", "o", R_CLOSE), R("pt", "resultado", R_CLOSE),
	R("pt", "portanto", R_CLOSE), R("pt", "espero", R_CLOSE),
	R("pt", "que", R_CLOSE), R("pt", "isso", R_CLOSE),
	R("pt", "ajude", R_CLOSE),
	R("pt", "\xc3\xa9", R_CLOSE),	/* é */
	R("pt", "solu\xc3\xa7\xc3\xa3o", R_CLOSE),	/* solução */
	R("ru", "\xd1\x8d\xd1\x82\xd0\xbe", R_CLOSE),	/* это */
	R("ru", "\xd0\xad\xd1\x82\xd0\xbe", R_CLOSE),	/* Это */
	R("ru", "\xd0\xb8", R_CLOSE),	/* и */
	R("ru", "\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", R_CLOSE),	/* есть */
	/* ответ */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82", R_CLOSE),
	/* Ответ */
	R("ru", "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82", R_CLOSE),
	/* окончательный */
	R("ru", "\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbd\xd1\x87\xd0"
	    "\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9", R_CLOSE),
	/* решение */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0"
	    "\xb8\xd0\xb5", R_CLOSE),
	R("ru", "\xd0\x98\xd1\x82\xd0\xb0\xd0\xba", R_CLOSE),	/* Итак */
	R("ru", "\xd0\xb8\xd1\x82\xd0\xb0\xd0\xba", R_CLOSE),	/* итак */
	/* правильный */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0"
	    "\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9", R_CLOSE),
	/* таким */
	R("ru", "\xd1\x82\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc", R_CLOSE),
	/* образом */
	R("ru", "\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb7\xd0"
	    "\xbe\xd0\xbc", R_CLOSE),
	/* Таким */
	R("ru", "\xd0\xa2\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc", R_CLOSE),
	/* надеюсь */
	R("ru", "\xd0\xbd\xd0\xb0\xd0\xb4\xd0\xb5\xd1\x8e\xd1"
	    "\x81\xd1\x8c", R_CLOSE),
	/* помогло */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xbe\xd0\xb3\xd0"
	    "\xbb\xd0\xbe", R_CLOSE),
	/* นี่ */
	R("th", "\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x88", R_CLOSE),
	/* คือ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad", R_CLOSE),
	/* คำตอบ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8"
	    "\xad\xe0\xb8\x9a", R_CLOSE),
	/* สุดท้าย */
	R("th", "\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8\x94\xe0\xb8"
	    "\x97\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\xa2", R_CLOSE),
	/* ดังนั้น */
	R("th", "\xe0\xb8\x94\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8"
	    "\x99\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99", R_CLOSE),
	/* ครับ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb8\x9a", R_CLOSE),
	/* ค่ะ */
	R("th", "\xe0\xb8\x84\xe0\xb9\x88\xe0\xb8\xb0", R_CLOSE),
	/* ที่ */
	R("th", "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88", R_CLOSE),
	/* ถูกต้อง */
	R("th", "\xe0\xb8\x96\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb8"
	    "\x95\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87", R_CLOSE),
	/* এটি */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\x9f\xe0\xa6\xbf", R_CLOSE),
	/* এটাই */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\x9f\xe0\xa6\xbe\xe0\xa6\x87", R_CLOSE),
	/* উত্তর */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6"
	    "\xa4\xe0\xa6\xb0", R_CLOSE),
	/* সঠিক */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xa0\xe0\xa6\xbf\xe0\xa6\x95", R_CLOSE),
	/* চূড়ান্ত */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x82\xe0\xa6\xa1\xe0\xa6"
	    "\xbc\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4", R_CLOSE),
	/* তাই */
	R("bn", "\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\x87", R_CLOSE),
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xb2", R_CLOSE),	/* হল */
	R("sw", "hili", R_CLOSE), R("sw", "hilo", R_CLOSE),
	R("sw", "ndilo", R_CLOSE), R("sw", "jibu", R_CLOSE),
	R("sw", "la", R_CLOSE), R("sw", "mwisho", R_CLOSE),
	R("sw", "sahihi", R_CLOSE), R("sw", "hivyo", R_CLOSE),
	R("sw", "ni", R_CLOSE), R("sw", "natumaini", R_CLOSE),
	R("sw", "hii", R_CLOSE), R("sw", "inasaidia", R_CLOSE),
	/* ఇది */
	R("te", "\xe0\xb0\x87\xe0\xb0\xa6\xe0\xb0\xbf", R_CLOSE),
	/* సమాధానం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0"
	    "\xa7\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb0\x82", R_CLOSE),
	/* సరైన */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb1\x88\xe0\xb0\xa8", R_CLOSE),
	/* చివరి */
	R("te", "\xe0\xb0\x9a\xe0\xb0\xbf\xe0\xb0\xb5\xe0\xb0"
	    "\xb0\xe0\xb0\xbf", R_CLOSE),
	/* కాబట్టి */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xac\xe0\xb0"
	    "\x9f\xe0\xb1\x8d\xe0\xb0\x9f\xe0\xb0\xbf", R_CLOSE),
	/* chat templates' end tokens: the response ends there */
	R("en", "<eoe>", R_ENDTOK), R("en", "<eoa>", R_ENDTOK),
	R("en", "<|im_end|>", R_ENDTOK), R("en", "<|endoftext|>", R_ENDTOK),
	R("en", "<|eot_id|>", R_ENDTOK), R("en", "<|end|>", R_ENDTOK),
	R("en", "</s>", R_ENDTOK), R("en", "<end_of_turn>", R_ENDTOK),
	/* <｜end▁of▁sentence｜> */
	R("en", "<\xef\xbd\x9c""end\xe2\x96\x81of\xe2\x96\x81"
	    "sentence\xef\xbd\x9c>", R_ENDTOK),
	/* answer_prose.c's statements: the copula a value follows */
	R("en", "is", R_STCOP), R("en", "are", R_STCOP),
	R("en", "was", R_STCOP), R("en", "were", R_STCOP),
	R("en", "equals", R_STCOP), R("en", "be", R_STCOP),
	R("fr", "est", R_STCOP), R("fr", "sont", R_STCOP),
	R("de", "ist", R_STCOP), R("de", "sind", R_STCOP),
	R("es", "es", R_STCOP), R("es", "son", R_STCOP),
	R("zh", "\xe6\x98\xaf", R_STCOP),	/* 是 */
	R("zh", "\xe4\xb8\xba", R_STCOP),	/* 为 */
	/* words that make a sentence a conclusion: its one value is the
	   answer; verbs of a result only ("spent", "left"), not of a step */
	R("en", "therefore", R_CONCL), R("en", "thus", R_CONCL),
	R("en", "so", R_CONCL), R("en", "hence", R_CONCL),
	R("en", "finally", R_CONCL), R("en", "overall", R_CONCL),
	R("en", "altogether", R_CONCL), R("en", "total", R_CONCL),
	R("en", "conclusion", R_CONCL), R("en", "answer", R_CONCL),
	R("en", "find", R_CONCL), R("en", "get", R_CONCL),
	R("en", "obtain", R_CONCL), R("en", "have", R_CONCL),
	R("en", "has", R_CONCL), R("en", "gives", R_CONCL),
	R("en", "yields", R_CONCL),
	R("fr", "donc", R_CONCL), R("fr", "ainsi", R_CONCL),
	R("fr", "alors", R_CONCL),
	R("de", "daher", R_CONCL), R("de", "also", R_CONCL),
	R("es", "entonces", R_CONCL), R("es", "tanto", R_CONCL),
	R("pt", "portanto", R_CONCL), R("pt", "logo", R_CONCL),
	R("en", "summary", R_CONCL), R("en", "makes", R_CONCL),
	R("en", "made", R_CONCL), R("en", "costs", R_CONCL),
	R("en", "earns", R_CONCL), R("en", "earned", R_CONCL),
	R("en", "spends", R_CONCL), R("en", "spent", R_CONCL),
	R("en", "pays", R_CONCL), R("en", "paid", R_CONCL),
	R("en", "left", R_CONCL), R("en", "remaining", R_CONCL),
	R("en", "result", R_CONCL), R("en", "sold", R_CONCL),
	R("en", "bought", R_CONCL), R("en", "saved", R_CONCL),
	R("en", "owes", R_CONCL), R("en", "weighs", R_CONCL),
	R("en", "holds", R_CONCL),
	/* words that open a conclusion inside a sentence ("so he pays") */
	R("en", "so", R_THENCE), R("en", "therefore", R_THENCE),
	R("en", "thus", R_THENCE), R("en", "hence", R_THENCE),
	R("en", "which means", R_THENCE), R("en", "this means", R_THENCE),
	R("en", "that means", R_THENCE), R("en", "meaning", R_THENCE),
	R("en", "giving", R_THENCE), R("en", "making", R_THENCE),
	R("en", "resulting in", R_THENCE), R("en", "to get", R_THENCE),
	R("en", "to give", R_THENCE), R("en", "which gives", R_THENCE),
	R("en", "which makes", R_THENCE),
	/* what opens a reason in the answer's own sentence ("5 because
	   2 + 3 = 5"): its words must be the problem's, math, numbers or
	   function words (papo_answer_rest) */
	R("en", "because", R_REASON), R("en", "since", R_REASON),
	R("en", "as", R_REASON), R("en", "given that", R_REASON),
	R("en", "due to", R_REASON), R("en", "owing to", R_REASON),
	R("de", "weil", R_REASON), R("de", "da", R_REASON),
	R("de", "denn", R_REASON), R("de", "nachdem", R_REASON),
	R("fr", "car", R_REASON), R("fr", "parce que", R_REASON),
	R("fr", "puisque", R_REASON),
	R("fr", "\xc3\xa9tant donn\xc3\xa9 que", R_REASON),	/* étant donné que */
	R("fr", "vu que", R_REASON), R("es", "porque", R_REASON),
	R("es", "ya que", R_REASON), R("es", "pues", R_REASON),
	R("es", "puesto que", R_REASON), R("es", "dado que", R_REASON),
	R("it", "perch\xc3\xa9", R_REASON),	/* perché */
	R("it", "poich\xc3\xa9", R_REASON),	/* poiché */
	R("it", "dato che", R_REASON), R("it", "siccome", R_REASON),
	R("pt", "porque", R_REASON), R("pt", "pois", R_REASON),
	R("pt", "j\xc3\xa1 que", R_REASON),	/* já que */
	R("pt", "visto que", R_REASON), R("pt", "uma vez que", R_REASON),
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd1\x87\xd1\x82\xd0\xbe", R_REASON),	/* потому что */
	R("ru", "\xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba", R_REASON),	/* так как */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd1\x83", R_REASON),	/* поскольку */
	R("ru", "\xd0\xb8\xd0\xb1\xd0\xbe", R_REASON),	/* ибо */
	R("ru", "\xd1\x82.\xd0\xba.", R_REASON),	/* т.к. */
	R("ru", "\xd1\x82. \xd0\xba.", R_REASON),	/* т. к. */
	R("zh", "\xe5\x9b\xa0\xe4\xb8\xba", R_REASON),	/* 因为 */
	R("zh", "\xe5\x9b\xa0\xe7\x82\xba", R_REASON),	/* 因為 */
	R("zh", "\xe7\x94\xb1\xe4\xba\x8e", R_REASON),	/* 由于 */
	R("zh", "\xe7\x94\xb1\xe6\x96\xbc", R_REASON),	/* 由於 */
	R("ja", "\xe3\x81\xaa\xe3\x81\x9c\xe3\x81\xaa\xe3\x82\x89", R_REASON),	/* なぜなら */
	R("ja", "\xe3\x81\xae\xe3\x81\xa7", R_REASON),	/* ので */
	R("ja", "\xe3\x81\x8b\xe3\x82\x89", R_REASON),	/* から */
	R("ja", "\xe3\x81\x9f\xe3\x82\x81", R_REASON),	/* ため */
	R("ko", "\xec\x99\x9c\xeb\x83\x90\xed\x95\x98\xeb\xa9\xb4", R_REASON),	/* 왜냐하면 */
	R("ko", "\xeb\x95\x8c\xeb\xac\xb8\xec\x97\x90", R_REASON),	/* 때문에 */
	R("ko", "\xeb\xaf\x80\xeb\xa1\x9c", R_REASON),	/* 므로 */
	/* function words: the closed class that may stand in the rest of
	   the answer's own sentence and in a reason there ("5 apples in
	   the basket") */
	R("en", "the", R_FUNC), R("en", "a", R_FUNC), R("en", "an", R_FUNC),
	R("en", "of", R_FUNC), R("en", "in", R_FUNC), R("en", "on", R_FUNC),
	R("en", "at", R_FUNC), R("en", "to", R_FUNC), R("en", "for", R_FUNC),
	R("en", "from", R_FUNC), R("en", "with", R_FUNC),
	R("en", "by", R_FUNC), R("en", "and", R_FUNC), R("en", "or", R_FUNC),
	R("en", "as", R_FUNC), R("en", "per", R_FUNC),
	R("en", "each", R_FUNC), R("en", "every", R_FUNC),
	R("en", "all", R_FUNC), R("en", "its", R_FUNC), R("en", "it", R_FUNC),
	R("en", "this", R_FUNC), R("en", "that", R_FUNC),
	R("en", "these", R_FUNC), R("en", "those", R_FUNC),
	R("en", "there", R_FUNC), R("en", "here", R_FUNC),
	R("en", "is", R_FUNC), R("en", "are", R_FUNC), R("en", "was", R_FUNC),
	R("en", "were", R_FUNC), R("en", "be", R_FUNC),
	R("en", "been", R_FUNC), R("en", "which", R_FUNC),
	R("en", "who", R_FUNC), R("en", "whose", R_FUNC),
	R("en", "we", R_FUNC), R("en", "our", R_FUNC), R("en", "us", R_FUNC),
	R("en", "they", R_FUNC), R("en", "their", R_FUNC),
	R("en", "them", R_FUNC), R("en", "he", R_FUNC),
	R("en", "she", R_FUNC), R("en", "his", R_FUNC),
	R("en", "her", R_FUNC), R("en", "has", R_FUNC),
	R("en", "have", R_FUNC), R("en", "had", R_FUNC),
	R("en", "do", R_FUNC), R("en", "does", R_FUNC),
	R("en", "then", R_FUNC), R("en", "so", R_FUNC),
	R("en", "also", R_FUNC), R("en", "both", R_FUNC),
	R("en", "same", R_FUNC),
	R("en", "after", R_FUNC), R("en", "image", R_FUNC),
	R("en", "picture", R_FUNC), R("en", "figure", R_FUNC),
	R("en", "diagram", R_FUNC), R("en", "graph", R_FUNC),
	R("en", "table", R_FUNC), R("en", "chart", R_FUNC),
	R("en", "list", R_FUNC),
	/* prepositions: no noun counted after the value */
	R("fr", "dans", R_FUNC),
	R("fr", "sur", R_FUNC),
	R("fr", "sous", R_FUNC),
	R("fr", "entre", R_FUNC),
	R("fr", "chez", R_FUNC),
	R("fr", "vers", R_FUNC),
	R("es", "sobre", R_FUNC),
	R("es", "entre", R_FUNC),
	R("es", "bajo", R_FUNC),
	R("es", "seg\xc3\xban", R_FUNC),	/* según */
	R("it", "su", R_FUNC),
	R("it", "tra", R_FUNC),
	R("it", "fra", R_FUNC),
	R("it", "nel", R_FUNC),
	R("it", "nella", R_FUNC),
	R("pt", "sobre", R_FUNC),
	R("pt", "entre", R_FUNC),
	R("pt", "sob", R_FUNC),
	R("de", "\xc3\xbc" "ber", R_FUNC),	/* über */
	R("de", "unter", R_FUNC),
	R("de", "zwischen", R_FUNC),
	R("de", "vor", R_FUNC),
	/* "as shown above": the response's own derivation */
	R("en", "shown", R_FUNC), R("en", "demonstrated", R_FUNC),
	R("en", "derived", R_FUNC), R("en", "computed", R_FUNC),
	R("en", "calculated", R_FUNC), R("en", "found", R_FUNC),
	R("en", "explained", R_FUNC), R("en", "above", R_FUNC),
	R("en", "earlier", R_FUNC), R("en", "previously", R_FUNC),
	/* the state the question asks about: "54 miles east of his house
	   after completing his journey", "12 left now" */
	R("en", "completing", R_FUNC), R("en", "finishing", R_FUNC),
	R("en", "now", R_FUNC), R("en", "currently", R_FUNC),
	R("en", "still", R_FUNC), R("en", "left", R_FUNC),
	R("en", "remaining", R_FUNC), R("en", "exactly", R_FUNC),
	/* what an answer names itself ("12, which is the number of
	   ways"), a value denied in an aside ("5 (not 7, which we
	   rejected)"), an extremum's point ("attained at x = 1") */
	R("en", "number", R_FUNC), R("en", "count", R_FUNC),
	R("en", "value", R_FUNC), R("en", "amount", R_FUNC),
	R("en", "sum", R_FUNC), R("en", "ways", R_FUNC),
	R("en", "values", R_FUNC), R("en", "ago", R_FUNC),
	R("en", "possibilities", R_FUNC), R("en", "outcomes", R_FUNC),
	R("en", "rejected", R_FUNC),
	R("en", "discarded", R_FUNC), R("en", "attained", R_FUNC),
	R("en", "achieved", R_FUNC), R("en", "reached", R_FUNC),
	R("en", "first", R_FUNC), R("en", "second", R_FUNC),
	R("en", "third", R_FUNC), R("en", "fourth", R_FUNC),
	R("en", "fifth", R_FUNC), R("en", "sixth", R_FUNC),
	R("de", "der", R_FUNC), R("de", "die", R_FUNC),
	R("de", "das", R_FUNC), R("de", "den", R_FUNC),
	R("de", "dem", R_FUNC), R("de", "des", R_FUNC),
	R("de", "ein", R_FUNC), R("de", "eine", R_FUNC),
	R("de", "einen", R_FUNC), R("de", "einem", R_FUNC),
	R("de", "einer", R_FUNC), R("de", "und", R_FUNC),
	R("de", "oder", R_FUNC), R("de", "von", R_FUNC),
	R("de", "vom", R_FUNC), R("de", "zu", R_FUNC), R("de", "zum", R_FUNC),
	R("de", "zur", R_FUNC),
	R("de", "f\xc3\xbcr", R_FUNC),	/* für */
	R("de", "mit", R_FUNC), R("de", "im", R_FUNC), R("de", "in", R_FUNC),
	R("de", "am", R_FUNC), R("de", "an", R_FUNC), R("de", "auf", R_FUNC),
	R("de", "aus", R_FUNC), R("de", "bei", R_FUNC),
	R("de", "ist", R_FUNC), R("de", "sind", R_FUNC),
	R("de", "es", R_FUNC), R("de", "wir", R_FUNC), R("de", "sie", R_FUNC),
	R("de", "er", R_FUNC), R("de", "dies", R_FUNC),
	R("de", "diese", R_FUNC), R("de", "dieser", R_FUNC),
	R("de", "dieses", R_FUNC), R("de", "je", R_FUNC),
	R("de", "pro", R_FUNC), R("de", "alle", R_FUNC),
	R("de", "insgesamt", R_FUNC), R("fr", "le", R_FUNC),
	R("fr", "la", R_FUNC), R("fr", "les", R_FUNC), R("fr", "l'", R_FUNC),
	R("fr", "un", R_FUNC), R("fr", "une", R_FUNC), R("fr", "des", R_FUNC),
	R("fr", "de", R_FUNC), R("fr", "du", R_FUNC), R("fr", "d'", R_FUNC),
	R("fr", "et", R_FUNC), R("fr", "ou", R_FUNC),
	R("fr", "\xc3\xa0", R_FUNC),	/* à */
	R("fr", "au", R_FUNC), R("fr", "aux", R_FUNC), R("fr", "en", R_FUNC),
	R("fr", "pour", R_FUNC), R("fr", "avec", R_FUNC),
	R("fr", "par", R_FUNC), R("fr", "est", R_FUNC),
	R("fr", "sont", R_FUNC), R("fr", "il", R_FUNC),
	R("fr", "elle", R_FUNC), R("fr", "ce", R_FUNC),
	R("fr", "cette", R_FUNC), R("fr", "ces", R_FUNC),
	R("fr", "qui", R_FUNC), R("fr", "que", R_FUNC),
	R("fr", "nous", R_FUNC), R("fr", "on", R_FUNC),
	R("fr", "chaque", R_FUNC), R("es", "el", R_FUNC),
	R("es", "la", R_FUNC), R("es", "los", R_FUNC), R("es", "las", R_FUNC),
	R("es", "lo", R_FUNC), R("es", "un", R_FUNC), R("es", "una", R_FUNC),
	R("es", "unos", R_FUNC), R("es", "unas", R_FUNC),
	R("es", "de", R_FUNC), R("es", "del", R_FUNC), R("es", "y", R_FUNC),
	R("es", "o", R_FUNC), R("es", "a", R_FUNC), R("es", "al", R_FUNC),
	R("es", "en", R_FUNC), R("es", "para", R_FUNC),
	R("es", "con", R_FUNC), R("es", "por", R_FUNC), R("es", "es", R_FUNC),
	R("es", "son", R_FUNC), R("es", "hay", R_FUNC),
	R("es", "que", R_FUNC), R("es", "nos", R_FUNC), R("es", "se", R_FUNC),
	R("es", "su", R_FUNC), R("es", "sus", R_FUNC),
	R("es", "este", R_FUNC), R("es", "esta", R_FUNC),
	R("es", "estos", R_FUNC), R("es", "cada", R_FUNC),
	R("it", "il", R_FUNC), R("it", "lo", R_FUNC), R("it", "la", R_FUNC),
	R("it", "i", R_FUNC), R("it", "gli", R_FUNC), R("it", "le", R_FUNC),
	R("it", "l'", R_FUNC), R("it", "un", R_FUNC), R("it", "una", R_FUNC),
	R("it", "uno", R_FUNC), R("it", "di", R_FUNC), R("it", "del", R_FUNC),
	R("it", "della", R_FUNC), R("it", "dei", R_FUNC),
	R("it", "delle", R_FUNC), R("it", "e", R_FUNC), R("it", "o", R_FUNC),
	R("it", "a", R_FUNC), R("it", "al", R_FUNC), R("it", "in", R_FUNC),
	R("it", "per", R_FUNC), R("it", "con", R_FUNC),
	R("it", "\xc3\xa8", R_FUNC),	/* è */
	R("it", "sono", R_FUNC), R("it", "che", R_FUNC),
	R("it", "ogni", R_FUNC), R("pt", "o", R_FUNC), R("pt", "a", R_FUNC),
	R("pt", "os", R_FUNC), R("pt", "as", R_FUNC), R("pt", "um", R_FUNC),
	R("pt", "uma", R_FUNC), R("pt", "de", R_FUNC), R("pt", "do", R_FUNC),
	R("pt", "da", R_FUNC), R("pt", "dos", R_FUNC), R("pt", "das", R_FUNC),
	R("pt", "e", R_FUNC), R("pt", "ou", R_FUNC), R("pt", "em", R_FUNC),
	R("pt", "no", R_FUNC), R("pt", "na", R_FUNC), R("pt", "nos", R_FUNC),
	R("pt", "nas", R_FUNC), R("pt", "para", R_FUNC),
	R("pt", "com", R_FUNC), R("pt", "por", R_FUNC),
	R("pt", "\xc3\xa9", R_FUNC),	/* é */
	R("pt", "s\xc3\xa3o", R_FUNC),	/* são */
	R("pt", "que", R_FUNC), R("pt", "cada", R_FUNC),
	R("ru", "\xd0\xb8", R_FUNC),	/* и */
	R("ru", "\xd0\xb2", R_FUNC),	/* в */
	R("ru", "\xd0\xb2\xd0\xbe", R_FUNC),	/* во */
	R("ru", "\xd0\xbd\xd0\xb0", R_FUNC),	/* на */
	R("ru", "\xd1\x81", R_FUNC),	/* с */
	R("ru", "\xd1\x81\xd0\xbe", R_FUNC),	/* со */
	R("ru", "\xd0\xbf\xd0\xbe", R_FUNC),	/* по */
	R("ru", "\xd0\xb8\xd0\xb7", R_FUNC),	/* из */
	R("ru", "\xd0\xb4\xd0\xbb\xd1\x8f", R_FUNC),	/* для */
	R("ru", "\xd1\x8d\xd1\x82\xd0\xbe", R_FUNC),	/* это */
	R("ru", "\xd0\xb0", R_FUNC),	/* а */
	R("ru", "\xd0\xba", R_FUNC),	/* к */
	R("ru", "\xd1\x83", R_FUNC),	/* у */
	R("ru", "\xd0\xbe", R_FUNC),	/* о */
	R("ru", "\xd0\xbe\xd0\xb1", R_FUNC),	/* об */
	R("ru", "\xd0\xbe\xd1\x82", R_FUNC),	/* от */
	R("ru", "\xd0\xb4\xd0\xbe", R_FUNC),	/* до */
	R("ru", "\xd0\xb2\xd1\x81\xd0\xb5", R_FUNC),	/* все */
	R("ru", "\xd0\xb2\xd1\x81\xd0\xb5\xd0\xb3\xd0\xbe", R_FUNC),	/* всего */
	R("ru", "\xd0\xb2\xd1\x81\xd0\xb5\xd1\x85", R_FUNC),	/* всех */
	R("ru", "\xd0\xb5\xd0\xb3\xd0\xbe", R_FUNC),	/* его */
	R("ru", "\xd0\xb8\xd1\x85", R_FUNC),	/* их */
	R("ru", "\xd0\xbc\xd1\x8b", R_FUNC),	/* мы */
	R("ru", "\xd0\xbe\xd0\xbd", R_FUNC),	/* он */
	R("ru", "\xd0\xbe\xd0\xbd\xd0\xb0", R_FUNC),	/* она */
	R("ru", "\xd0\xbe\xd0\xbd\xd0\xb8", R_FUNC),	/* они */
	R("ru", "\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9", R_FUNC),	/* каждый */
	R("zh", "\xe7\x9a\x84", R_FUNC),	/* 的 */
	R("zh", "\xe4\xb8\xaa", R_FUNC),	/* 个 */
	R("zh", "\xe5\x80\x8b", R_FUNC),	/* 個 */
	R("zh", "\xe7\xa7\x8d", R_FUNC),	/* 种 */
	R("zh", "\xe7\xa8\xae", R_FUNC),	/* 種 */
	R("zh", "\xe6\x98\xaf", R_FUNC),	/* 是 */
	R("zh", "\xe6\x9c\x89", R_FUNC),	/* 有 */
	R("zh", "\xe5\x85\xb1", R_FUNC),	/* 共 */
	R("zh", "\xe4\xba\x86", R_FUNC),	/* 了 */
	R("zh", "\xe4\xba\xba", R_FUNC),	/* 人 */
	R("zh", "\xe5\x8f\xaa", R_FUNC),	/* 只 */
	R("zh", "\xe5\x90\x8d", R_FUNC),	/* 名 */
	R("zh", "\xe6\xac\xa1", R_FUNC),	/* 次 */
	R("zh", "\xe5\xa4\xa9", R_FUNC),	/* 天 */
	R("zh", "\xe5\x85\x83", R_FUNC),	/* 元 */
	R("zh", "\xe5\x9d\x97", R_FUNC),	/* 块 */
	R("zh", "\xe5\xa1\x8a", R_FUNC),	/* 塊 */
	R("zh", "\xe6\x9d\xa1", R_FUNC),	/* 条 */
	R("zh", "\xe6\xa2\x9d", R_FUNC),	/* 條 */
	R("zh", "\xe7\xbb\x84", R_FUNC),	/* 组 */
	R("zh", "\xe7\xb5\x84", R_FUNC),	/* 組 */
	R("zh", "\xe4\xbd\x8d", R_FUNC),	/* 位 */
	R("zh", "\xe4\xbb\xb6", R_FUNC),	/* 件 */
	R("zh", "\xe6\x9c\xac", R_FUNC),	/* 本 */
	R("zh", "\xe5\xbc\xa0", R_FUNC),	/* 张 */
	R("zh", "\xe5\xbc\xb5", R_FUNC),	/* 張 */
	R("zh", "\xe8\xbe\x86", R_FUNC),	/* 辆 */
	R("zh", "\xe8\xbc\x9b", R_FUNC),	/* 輛 */
	R("ja", "\xe3\x81\xae", R_FUNC),	/* の */
	R("ja", "\xe3\x81\xaf", R_FUNC),	/* は */
	R("ja", "\xe3\x81\x8c", R_FUNC),	/* が */
	R("ja", "\xe3\x82\x92", R_FUNC),	/* を */
	R("ja", "\xe3\x81\xab", R_FUNC),	/* に */
	R("ja", "\xe3\x81\xa7", R_FUNC),	/* で */
	R("ja", "\xe3\x81\xa8", R_FUNC),	/* と */
	R("ja", "\xe5\x80\x8b", R_FUNC),	/* 個 */
	R("ja", "\xe3\x81\xa4", R_FUNC),	/* つ */
	R("ja", "\xe4\xba\xba", R_FUNC),	/* 人 */
	R("ja", "\xe9\x80\x9a\xe3\x82\x8a", R_FUNC),	/* 通り */
	R("ja", "\xe5\x9b\x9e", R_FUNC),	/* 回 */
	R("ja", "\xe6\x9c\xac", R_FUNC),	/* 本 */
	R("ja", "\xe6\x9e\x9a", R_FUNC),	/* 枚 */
	R("ja", "\xe5\x8c\xb9", R_FUNC),	/* 匹 */
	R("ja", "\xe5\x86\x86", R_FUNC),	/* 円 */
	R("ko", "\xea\xb0\x9c", R_FUNC),	/* 개 */
	R("ko", "\xeb\xaa\x85", R_FUNC),	/* 명 */
	R("ko", "\xea\xb0\x80\xec\xa7\x80", R_FUNC),	/* 가지 */
	R("ko", "\xeb\xb2\x88", R_FUNC),	/* 번 */
	R("ko", "\xec\x9b\x90", R_FUNC),	/* 원 */
	/* answer_prose.c's condition after a value in its sentence ("5,
	   assuming n is odd") and doubt after a last statement's value
	   ("11:20, I think"), in the order it looks them up */
	R("en", "whenever", R_CONDW),
	R("en", "assuming", R_CONDW),
	R("en", "supposing", R_CONDW),
	R("en", "provided", R_CONDW),
	R("en", "as long as", R_CONDW),
	R("en", "only when", R_CONDW),
	R("en", "only for", R_CONDW),
	R("en", "only if", R_CONDW),
	R("en", "but only", R_CONDW),
	R("en", "on condition", R_CONDW),
	R("en", "on the condition", R_CONDW),
	R("de", "vorausgesetzt", R_CONDW),
	R("de", "sofern", R_CONDW),
	R("de", "solange", R_CONDW),
	R("fr", "pourvu", R_CONDW),
	R("fr", "en supposant", R_CONDW),
	R("es", "suponiendo", R_CONDW),
	R("es", "siempre que", R_CONDW),
	R("it", "supponendo", R_CONDW),
	R("zh", "\xe5\x81\x87\xe8\xae\xbe", R_CONDW),	/* 假设 */
	R("zh", "\xe5\x81\x87\xe5\xae\x9a", R_CONDW),	/* 假定 */
	R("zh", "\xe5\x8f\xaa\xe8\xa6\x81", R_CONDW),	/* 只要 */
	R("zh", "\xe5\x8f\xaa\xe6\x9c\x89\xe5\xbd\x93", R_CONDW),	/* 只有当 */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_CONDW),	/* если */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb8", R_CONDW),	/* при условии */
	R("ru", "\xd0\xb2 \xd1\x81\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5 \xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_CONDW),	/* в случае если */
	R("en", "i think", R_DOUBTW),
	R("en", "i believe", R_DOUBTW),
	R("en", "i guess", R_DOUBTW),
	R("en", "i suppose", R_DOUBTW),
	R("en", "i assume", R_DOUBTW),
	R("en", "probably", R_DOUBTW),
	R("en", "perhaps", R_DOUBTW),
	R("en", "maybe", R_DOUBTW),
	R("en", "possibly", R_DOUBTW),
	R("en", "presumably", R_DOUBTW),
	R("de", "ich glaube", R_DOUBTW),
	R("de", "vermutlich", R_DOUBTW),
	R("de", "wahrscheinlich", R_DOUBTW),
	R("fr", "je pense", R_DOUBTW),
	R("fr", "je crois", R_DOUBTW),
	R("es", "creo que", R_DOUBTW),
	R("zh", "\xe6\x88\x91\xe8\xae\xa4\xe4\xb8\xba", R_DOUBTW),	/* 我认为 */
	R("zh", "\xe6\x88\x91\xe8\xa7\x89\xe5\xbe\x97", R_DOUBTW),	/* 我觉得 */
	R("zh", "\xe5\xa4\xa7\xe6\xa6\x82", R_DOUBTW),	/* 大概 */
	/* Russian conditions (the tail's and the rest's) */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_COND),	/* если */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb8", R_COND),	/* при условии */
	/* what may qualify a value right after it (no noun counted) */
	R("en", "modulo", R_QUAL),
	R("en", "barring", R_QUAL),
	R("en", "except", R_QUAL),
	R("en", "excluding", R_QUAL),
	R("en", "circa", R_QUAL),
	R("en", "save", R_QUAL),
	R("en", "pending", R_QUAL),
	R("en", "give", R_QUAL),
	R("en", "plus", R_QUAL),
	R("en", "minus", R_QUAL),
	R("en", "or", R_QUAL),
	R("de", "nach", R_QUAL),
	R("de", "ohne", R_QUAL),
	R("de", "etwa", R_QUAL),
	R("de", "ungef\xc3\xa4hr", R_QUAL),	/* ungefähr */
	R("de", "circa", R_QUAL),
	R("de", "kaum", R_QUAL),
	R("de", "au\xc3\x9f" "er", R_QUAL),	/* außer */
	R("fr", "environ", R_QUAL),
	R("fr", "sauf", R_QUAL),
	R("fr", "hormis", R_QUAL),
	R("fr", "moins", R_QUAL),
	R("fr", "plus", R_QUAL),
	R("es", "casi", R_QUAL),
	R("es", "salvo", R_QUAL),
	R("es", "excepto", R_QUAL),
	R("es", "seg\xc3\xban", R_QUAL),	/* según */
	R("es", "menos", R_QUAL),
	R("es", "m\xc3\xa1s", R_QUAL),	/* más */
	R("it", "circa", R_QUAL),
	R("it", "salvo", R_QUAL),
	R("it", "tranne", R_QUAL),
	R("it", "meno", R_QUAL),
	R("it", "pi\xc3\xb9", R_QUAL),	/* più */
	R("pt", "cerca", R_QUAL),
	R("pt", "salvo", R_QUAL),
	R("pt", "exceto", R_QUAL),
	R("pt", "menos", R_QUAL),
	R("pt", "mais", R_QUAL),
	R("ru", "\xd0\xba\xd1\x80\xd0\xbe\xd0\xbc\xd0\xb5", R_QUAL),	/* кроме */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xbd\xd0\xbe", R_QUAL),	/* примерно */
	R("ru", "\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbb\xd0\xbe", R_QUAL),	/* около */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8", R_QUAL),	/* при */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_QUAL),	/* если */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x87\xd1\x82\xd0\xb8", R_QUAL),	/* почти */
	R("ru", "\xd0\xb3\xd0\xb4\xd0\xb5-\xd1\x82\xd0\xbe", R_QUAL),	/* где-то */
	R("en", "guessed", R_DOUBT),
	R("en", "guessing", R_DOUBT),
	R("en", "hunch", R_DOUBT),
	R("en", "feels", R_DOUBT),
	/* a point after the value ("the maximum is 5 when x = 2") */
	R("en", "when", R_AT), R("en", "at", R_AT), R("en", "for", R_AT),
	R("de", "wenn", R_AT), R("de", "bei", R_AT), R("fr", "quand", R_AT),
	R("fr", "pour", R_AT), R("es", "cuando", R_AT), R("es", "para", R_AT),
	/* what opens a condition before the value in its sentence */
	R("en", "for", R_OPEN),
	R("en", "when", R_OPEN),
	R("en", "if", R_OPEN),
	R("en", "whenever", R_OPEN),
	R("en", "assuming", R_OPEN),
	R("en", "provided", R_OPEN),
	R("en", "given", R_OPEN),
	R("de", "f\xc3\xbcr", R_OPEN),	/* für */
	R("de", "wenn", R_OPEN),
	R("de", "falls", R_OPEN),
	R("de", "sofern", R_OPEN),
	R("fr", "pour", R_OPEN),
	R("fr", "quand", R_OPEN),
	R("fr", "si", R_OPEN),
	R("fr", "lorsque", R_OPEN),
	R("es", "para", R_OPEN),
	R("es", "cuando", R_OPEN),
	R("es", "si", R_OPEN),
	R("it", "per", R_OPEN),
	R("it", "quando", R_OPEN),
	R("it", "se", R_OPEN),
	R("pt", "para", R_OPEN),
	R("pt", "quando", R_OPEN),
	R("pt", "se", R_OPEN),
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8", R_OPEN),	/* при */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_OPEN),	/* если */
	R("ru", "\xd0\xba\xd0\xbe\xd0\xb3\xd0\xb4\xd0\xb0", R_OPEN),	/* когда */
	R("ru", "\xd0\xb4\xd0\xbb\xd1\x8f", R_OPEN),	/* для */
	R("zh", "\xe5\xbd\x93", R_OPEN),	/* 当 */
	R("zh", "\xe5\xa6\x82\xe6\x9e\x9c", R_OPEN),	/* 如果 */
	R("zh", "\xe8\x8b\xa5", R_OPEN),	/* 若 */
	R("zh", "\xe5\xaf\xb9\xe4\xba\x8e", R_OPEN),	/* 对于 */
	R("zh", "\xe5\xb0\x8d\xe6\x96\xbc", R_OPEN),	/* 對於 */
	R("ja", "\xe3\x82\x82\xe3\x81\x97", R_OPEN),	/* もし */
	/* capitalised, at a sentence's start (rows fold ASCII only) */
	R("de", "F\xc3\xbcr", R_OPEN),	/* Für */
	R("ru", "\xd0\x9f\xd1\x80\xd0\xb8", R_OPEN),	/* При */
	R("ru", "\xd0\x95\xd1\x81\xd0\xbb\xd0\xb8", R_OPEN),	/* Если */
	R("ru", "\xd0\x9a\xd0\xbe\xd0\xb3\xd0\xb4\xd0\xb0", R_OPEN),	/* Когда */
	R("ru", "\xd0\x94\xd0\xbb\xd1\x8f", R_OPEN),	/* Для */
	/* measure words and units: the noun counted may follow them in
	   a script without spaces ("3只鸟", "192公斤") */
	R("zh", "\xe9\xa2\x97", R_MEASURE),	/* 颗 */
	R("zh", "\xe5\x8f\xaa", R_MEASURE),	/* 只 */
	R("zh", "\xe4\xb8\xaa", R_MEASURE),	/* 个 */
	R("zh", "\xe5\x80\x8b", R_MEASURE),	/* 個 */
	R("zh", "\xe4\xbb\xb6", R_MEASURE),	/* 件 */
	R("zh", "\xe6\x9d\xa1", R_MEASURE),	/* 条 */
	R("zh", "\xe6\xa2\x9d", R_MEASURE),	/* 條 */
	R("zh", "\xe5\xbc\xa0", R_MEASURE),	/* 张 */
	R("zh", "\xe5\xbc\xb5", R_MEASURE),	/* 張 */
	R("zh", "\xe6\x9c\xac", R_MEASURE),	/* 本 */
	R("zh", "\xe8\xbe\x86", R_MEASURE),	/* 辆 */
	R("zh", "\xe8\xbc\x9b", R_MEASURE),	/* 輛 */
	R("zh", "\xe4\xbd\x8d", R_MEASURE),	/* 位 */
	R("zh", "\xe5\x90\x8d", R_MEASURE),	/* 名 */
	R("zh", "\xe6\xac\xa1", R_MEASURE),	/* 次 */
	R("zh", "\xe5\xa4\xb4", R_MEASURE),	/* 头 */
	R("zh", "\xe9\xa0\xad", R_MEASURE),	/* 頭 */
	R("zh", "\xe5\x8c\xb9", R_MEASURE),	/* 匹 */
	R("zh", "\xe6\xa3\xb5", R_MEASURE),	/* 棵 */
	R("zh", "\xe6\x9c\xb5", R_MEASURE),	/* 朵 */
	R("zh", "\xe5\x9d\x97", R_MEASURE),	/* 块 */
	R("zh", "\xe5\xa1\x8a", R_MEASURE),	/* 塊 */
	R("zh", "\xe6\x94\xaf", R_MEASURE),	/* 支 */
	R("zh", "\xe6\x8a\x8a", R_MEASURE),	/* 把 */
	R("zh", "\xe5\x8f\xb0", R_MEASURE),	/* 台 */
	R("zh", "\xe4\xbb\xbd", R_MEASURE),	/* 份 */
	R("zh", "\xe5\x8f\x8c", R_MEASURE),	/* 双 */
	R("zh", "\xe9\x9b\x99", R_MEASURE),	/* 雙 */
	R("zh", "\xe5\xaf\xb9", R_MEASURE),	/* 对 */
	R("zh", "\xe5\xb0\x8d", R_MEASURE),	/* 對 */
	R("zh", "\xe7\x89\x87", R_MEASURE),	/* 片 */
	R("zh", "\xe7\x93\xb6", R_MEASURE),	/* 瓶 */
	R("zh", "\xe6\x9d\xaf", R_MEASURE),	/* 杯 */
	R("zh", "\xe7\x9b\x92", R_MEASURE),	/* 盒 */
	R("zh", "\xe8\xa2\x8b", R_MEASURE),	/* 袋 */
	R("zh", "\xe7\xae\xb1", R_MEASURE),	/* 箱 */
	R("zh", "\xe5\x8c\x85", R_MEASURE),	/* 包 */
	R("zh", "\xe7\xb2\x92", R_MEASURE),	/* 粒 */
	R("zh", "\xe6\xa0\xb9", R_MEASURE),	/* 根 */
	R("zh", "\xe6\x9e\x9a", R_MEASURE),	/* 枚 */
	R("zh", "\xe5\xba\xa7", R_MEASURE),	/* 座 */
	R("zh", "\xe9\x97\xb4", R_MEASURE),	/* 间 */
	R("zh", "\xe9\x96\x93", R_MEASURE),	/* 間 */
	R("zh", "\xe5\xae\xb6", R_MEASURE),	/* 家 */
	R("zh", "\xe9\x81\x93", R_MEASURE),	/* 道 */
	R("zh", "\xe9\xa2\x98", R_MEASURE),	/* 题 */
	R("zh", "\xe9\xa1\x8c", R_MEASURE),	/* 題 */
	R("zh", "\xe9\xa1\xb5", R_MEASURE),	/* 页 */
	R("zh", "\xe9\xa0\x81", R_MEASURE),	/* 頁 */
	R("zh", "\xe5\xa4\xa9", R_MEASURE),	/* 天 */
	R("zh", "\xe5\xb9\xb4", R_MEASURE),	/* 年 */
	R("zh", "\xe6\x9c\x88", R_MEASURE),	/* 月 */
	R("zh", "\xe5\x91\xa8", R_MEASURE),	/* 周 */
	R("zh", "\xe5\xb0\x8f\xe6\x97\xb6", R_MEASURE),	/* 小时 */
	R("zh", "\xe5\xb0\x8f\xe6\x99\x82", R_MEASURE),	/* 小時 */
	R("zh", "\xe5\x88\x86\xe9\x92\x9f", R_MEASURE),	/* 分钟 */
	R("zh", "\xe5\x88\x86\xe9\x90\x98", R_MEASURE),	/* 分鐘 */
	R("zh", "\xe7\xa7\x92", R_MEASURE),	/* 秒 */
	R("zh", "\xe7\xb1\xb3", R_MEASURE),	/* 米 */
	R("zh", "\xe5\x8e\x98\xe7\xb1\xb3", R_MEASURE),	/* 厘米 */
	R("zh", "\xe5\x8d\x83\xe7\xb1\xb3", R_MEASURE),	/* 千米 */
	R("zh", "\xe5\x85\xac\xe9\x87\x8c", R_MEASURE),	/* 公里 */
	R("zh", "\xe5\x85\xac\xe6\x96\xa4", R_MEASURE),	/* 公斤 */
	R("zh", "\xe5\x8d\x83\xe5\x85\x8b", R_MEASURE),	/* 千克 */
	R("zh", "\xe5\x85\x8b", R_MEASURE),	/* 克 */
	R("zh", "\xe5\x90\xa8", R_MEASURE),	/* 吨 */
	R("zh", "\xe5\x99\xb8", R_MEASURE),	/* 噸 */
	R("zh", "\xe5\x8d\x87", R_MEASURE),	/* 升 */
	R("zh", "\xe6\xaf\xab\xe5\x8d\x87", R_MEASURE),	/* 毫升 */
	R("zh", "\xe5\x85\x83", R_MEASURE),	/* 元 */
	R("zh", "\xe7\xbe\x8e\xe5\x85\x83", R_MEASURE),	/* 美元 */
	R("zh", "\xe6\xac\xa7\xe5\x85\x83", R_MEASURE),	/* 欧元 */
	R("zh", "\xe8\x8b\xb1\xe9\x95\x91", R_MEASURE),	/* 英镑 */
	R("zh", "\xe5\xba\xa6", R_MEASURE),	/* 度 */
	R("zh", "\xe5\xb2\x81", R_MEASURE),	/* 岁 */
	R("zh", "\xe6\xad\xb2", R_MEASURE),	/* 歲 */
	R("zh", "\xe5\x80\x8d", R_MEASURE),	/* 倍 */
	R("zh", "\xe5\xb9\xb3\xe6\x96\xb9\xe7\xb1\xb3", R_MEASURE),	/* 平方米 */
	R("zh", "\xe7\xab\x8b\xe6\x96\xb9\xe7\xb1\xb3", R_MEASURE),	/* 立方米 */
	R("zh", "\xe8\x8b\xb1\xe9\x87\x8c", R_MEASURE),	/* 英里 */
	R("zh", "\xe8\x8b\xb1\xe5\xb0\xba", R_MEASURE),	/* 英尺 */
	R("zh", "\xe7\xa3\x85", R_MEASURE),	/* 磅 */
	R("zh", "\xe4\xba\xba", R_MEASURE),	/* 人 */
	R("zh", "\xe7\xa7\x8d", R_MEASURE),	/* 种 */
	R("zh", "\xe7\xa8\xae", R_MEASURE),	/* 種 */
	R("zh", "\xe7\xbb\x84", R_MEASURE),	/* 组 */
	R("zh", "\xe7\xb5\x84", R_MEASURE),	/* 組 */
	R("zh", "\xe5\x9c\xba", R_MEASURE),	/* 场 */
	R("zh", "\xe5\xa0\xb4", R_MEASURE),	/* 場 */
	R("zh", "\xe5\x9c\x88", R_MEASURE),	/* 圈 */
	R("zh", "\xe6\xad\xa5", R_MEASURE),	/* 步 */
	R("zh", "\xe5\xb1\x82", R_MEASURE),	/* 层 */
	R("zh", "\xe5\xb1\xa4", R_MEASURE),	/* 層 */
	R("zh", "\xe6\x8e\x92", R_MEASURE),	/* 排 */
	R("zh", "\xe8\xa1\x8c", R_MEASURE),	/* 行 */
	R("zh", "\xe5\x88\x97", R_MEASURE),	/* 列 */
	R("ja", "\xe5\x80\x8b", R_MEASURE),	/* 個 */
	R("ja", "\xe3\x81\xa4", R_MEASURE),	/* つ */
	R("ja", "\xe4\xba\xba", R_MEASURE),	/* 人 */
	R("ja", "\xe9\x80\x9a\xe3\x82\x8a", R_MEASURE),	/* 通り */
	R("ja", "\xe5\x9b\x9e", R_MEASURE),	/* 回 */
	R("ja", "\xe6\x9c\xac", R_MEASURE),	/* 本 */
	R("ja", "\xe6\x9e\x9a", R_MEASURE),	/* 枚 */
	R("ja", "\xe5\x8c\xb9", R_MEASURE),	/* 匹 */
	R("ja", "\xe5\x86\x86", R_MEASURE),	/* 円 */
	R("ja", "\xe5\x88\x86", R_MEASURE),	/* 分 */
	R("ja", "\xe7\xa7\x92", R_MEASURE),	/* 秒 */
	R("ja", "\xe6\x99\x82\xe9\x96\x93", R_MEASURE),	/* 時間 */
	R("ja", "\xe6\x97\xa5", R_MEASURE),	/* 日 */
	R("ja", "\xe5\xb9\xb4", R_MEASURE),	/* 年 */
	R("ja", "\xe6\xad\xb3", R_MEASURE),	/* 歳 */
	R("ja", "\xe5\x80\x8d", R_MEASURE),	/* 倍 */
	R("ja", "\xe3\x83\xa1\xe3\x83\xbc\xe3\x83\x88\xe3\x83\xab", R_MEASURE),	/* メートル */
	R("ja", "\xe3\x82\xad\xe3\x83\xad", R_MEASURE),	/* キロ */
	R("ja", "\xe3\x82\xb0\xe3\x83\xa9\xe3\x83\xa0", R_MEASURE),	/* グラム */
	R("ja", "\xe3\x82\xbb\xe3\x83\xb3\xe3\x83\x81", R_MEASURE),	/* センチ */
	R("ja", "\xe5\x8f\xb0", R_MEASURE),	/* 台 */
	R("ja", "\xe5\x86\x8a", R_MEASURE),	/* 冊 */
	R("ja", "\xe6\x9d\xaf", R_MEASURE),	/* 杯 */
	R("ja", "\xe7\x82\xb9", R_MEASURE),	/* 点 */
	R("ko", "\xea\xb0\x9c", R_MEASURE),	/* 개 */
	R("ko", "\xeb\xaa\x85", R_MEASURE),	/* 명 */
	R("ko", "\xea\xb0\x80\xec\xa7\x80", R_MEASURE),	/* 가지 */
	R("ko", "\xeb\xb2\x88", R_MEASURE),	/* 번 */
	R("ko", "\xec\x9b\x90", R_MEASURE),	/* 원 */
	R("ko", "\xec\x8b\x9c\xea\xb0\x84", R_MEASURE),	/* 시간 */
	R("ko", "\xeb\xb6\x84", R_MEASURE),	/* 분 */
	R("ko", "\xec\xb4\x88", R_MEASURE),	/* 초 */
	R("ko", "\xec\x9d\xbc", R_MEASURE),	/* 일 */
	R("ko", "\xeb\x85\x84", R_MEASURE),	/* 년 */
	R("ko", "\xec\x82\xb4", R_MEASURE),	/* 살 */
	R("ko", "\xeb\xb0\xb0", R_MEASURE),	/* 배 */
	R("ko", "\xeb\xaf\xb8\xed\x84\xb0", R_MEASURE),	/* 미터 */
	R("ko", "\xed\x82\xac\xeb\xa1\x9c\xea\xb7\xb8\xeb\x9e\xa8", R_MEASURE),	/* 킬로그램 */
	R("ru", "\xd1\x81\xd0\xbc", R_MEASURE),	/* см */
	R("ru", "\xd0\xbc", R_MEASURE),	/* м */
	R("ru", "\xd0\xba\xd0\xbc", R_MEASURE),	/* км */
	R("ru", "\xd0\xbc\xd0\xbc", R_MEASURE),	/* мм */
	R("ru", "\xd0\xba\xd0\xb3", R_MEASURE),	/* кг */
	R("ru", "\xd0\xb3", R_MEASURE), R("ru", "\xd1\x82", R_MEASURE),	/* г т */
	R("ru", "\xd0\xbb", R_MEASURE),	/* л */
	R("ru", "\xd0\xbc\xd0\xbb", R_MEASURE),	/* мл */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1", R_MEASURE),	/* руб */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1\xd0\xbb\xd0\xb5\xd0\xb9", R_MEASURE),	/* рублей */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1\xd0\xbb\xd1\x8f", R_MEASURE),	/* рубля */
	R("ru", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xbb\xd0\xb0\xd1\x80\xd0\xbe\xd0\xb2", R_MEASURE),	/* долларов */
	R("ru", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xbb\xd0\xb0\xd1\x80\xd0\xb0", R_MEASURE),	/* доллара */
	R("ru", "\xd1\x88\xd1\x82\xd1\x83\xd0\xba", R_MEASURE),	/* штук */
	R("ru", "\xd1\x88\xd1\x82\xd1\x83\xd0\xba\xd0\xb8", R_MEASURE),	/* штуки */
	R("ru", "\xd0\xbc\xd0\xb5\xd1\x82\xd1\x80\xd0\xbe\xd0\xb2", R_MEASURE),	/* метров */
	R("ru", "\xd0\xbc\xd0\xb5\xd1\x82\xd1\x80\xd0\xb0", R_MEASURE),	/* метра */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82", R_MEASURE),	/* минут */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd1\x8b", R_MEASURE),	/* минуты */
	R("ru", "\xd1\x87\xd0\xb0\xd1\x81\xd0\xbe\xd0\xb2", R_MEASURE),	/* часов */
	R("ru", "\xd1\x87\xd0\xb0\xd1\x81\xd0\xb0", R_MEASURE),	/* часа */
	R("ru", "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4", R_MEASURE),	/* секунд */
	R("ru", "\xd0\xb4\xd0\xbd\xd0\xb5\xd0\xb9", R_MEASURE),	/* дней */
	R("ru", "\xd0\xb4\xd0\xbd\xd1\x8f", R_MEASURE),	/* дня */
	R("ru", "\xd0\xbb\xd0\xb5\xd1\x82", R_MEASURE),	/* лет */
	R("ru", "\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xb0", R_MEASURE),	/* года */
	R("ru", "\xd1\x87\xd0\xb5\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb5\xd0\xba", R_MEASURE),	/* человек */
	R("ru", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb1\xd0\xbe\xd0\xb2", R_MEASURE),	/* способов */
	R("ru", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb1\xd0\xb0", R_MEASURE),	/* способа */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb9", R_MEASURE),	/* решений */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f", R_MEASURE),	/* решения */
	{ NULL, NULL, 0, R_LEAD }
};

/* Answer phrases: the value follows them ("Die Antwort ist", "故选"). */
static const struct row phrases[] = {
	/* 答案是 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe6\x98\xaf", R_LEAD),
	/* 答案为 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe4\xb8\xba", R_LEAD),
	/* 答案為 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe7\x82\xba", R_LEAD),
	/* 答案： */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xef\xbc\x9a", R_LEAD),
	R("zh", "\xe7\xad\x94\xe6\xa1\x88:", R_LEAD),	/* 答案: */
	/* 【答案】 (GAOKAO-Bench's answer line) */
	R("zh", "\xe3\x80\x90\xe7\xad\x94\xe6\xa1\x88\xe3\x80\x91", R_LEAD),
	R("zh", "\xe6\x95\x85\xe9\x80\x89", R_LEAD),	/* 故选 */
	R("zh", "\xe5\xba\x94\xe9\x80\x89", R_LEAD),	/* 应选 */
	R("zh", "\xe6\x87\x89\xe9\x81\xb8", R_LEAD),	/* 應選 */
	/* 答案选 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe9\x80\x89", R_LEAD),
	R("zh", "\xe9\x81\xb8\xe6\x93\x87", R_LEAD),	/* 選擇 */
	R("zh", "\xe9\x80\x89\xe6\x8b\xa9", R_LEAD),	/* 选择 */
	R("zh", "\xe6\x98\xaf", R_COPULA),	/* 是 */
	R("zh", "\xe4\xb8\xba", R_COPULA),	/* 为 */
	R("zh", "\xe7\x82\xba", R_COPULA),	/* 為 */
	R("zh", "\xe7\xad\x89\xe4\xba\x8e", R_COPULA),	/* 等于 */
	R("zh", "\xe7\xad\x89\xe6\x96\xbc", R_COPULA),	/* 等於 */
	/* 答えは */
	R("ja", "\xe7\xad\x94\xe3\x81\x88\xe3\x81\xaf", R_LEAD),
	/* 正解は */
	R("ja", "\xe6\xad\xa3\xe8\xa7\xa3\xe3\x81\xaf", R_LEAD),
	/* 答え： */
	R("ja", "\xe7\xad\x94\xe3\x81\x88\xef\xbc\x9a", R_LEAD),
	R("ja", "\xe7\xad\x94\xe3\x81\x88:", R_LEAD),	/* 答え: */
	R("ko", "\xeb\x8b\xb5\xec\x9d\x80", R_LEAD),	/* 답은 */
	/* 정답은 */
	R("ko", "\xec\xa0\x95\xeb\x8b\xb5\xec\x9d\x80", R_LEAD),
	R("ko", "\xeb\x8b\xb5:", R_LEAD),	/* 답: */
	R("ko", "\xeb\x8b\xb5 :", R_LEAD),	/* 답 : */
	R("fr", "la r\xc3\xa9ponse est", R_LEAD),	/* la réponse est */
	R("fr", "r\xc3\xa9ponse :", R_LEAD),	/* réponse : */
	R("fr", "r\xc3\xa9ponse:", R_LEAD),	/* réponse: */
	/* la réponse finale est */
	R("fr", "la r\xc3\xa9ponse finale est", R_LEAD),
	R("de", "die antwort ist", R_LEAD),
	R("de", "die antwort lautet", R_LEAD),
	R("de", "antwort:", R_LEAD),
	R("de", "das ergebnis ist", R_LEAD),
	R("de", "ergebnis:", R_LEAD),
	R("es", "la respuesta es", R_LEAD),
	R("es", "respuesta:", R_LEAD),
	R("es", "la respuesta final es", R_LEAD),
	R("it", "la risposta \xc3\xa8", R_LEAD),	/* la risposta è */
	R("it", "risposta:", R_LEAD),
	R("it", "il risultato \xc3\xa8", R_LEAD),	/* il risultato è */
	R("pt", "a resposta \xc3\xa9", R_LEAD),	/* a resposta é */
	R("pt", "resposta:", R_LEAD),
	/* la risposta corretta è */
	R("it", "la risposta corretta \xc3\xa8", R_LEAD),
	/* la risposta finale è */
	R("it", "la risposta finale \xc3\xa8", R_LEAD),
	R("pt", "o resultado \xc3\xa9", R_LEAD),	/* o resultado é */
	/* ответ: */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82:", R_LEAD),
	/* a resposta correta é */
	R("pt", "a resposta correta \xc3\xa9", R_LEAD),
	/* a resposta final é */
	R("pt", "a resposta final \xc3\xa9", R_LEAD),
	/* ответ равен */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 \xd1\x80\xd0\xb0"
	    "\xd0\xb2\xd0\xb5\xd0\xbd", R_LEAD),
	/* ответ — */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 \xe2\x80\x94"
	    "", R_LEAD),
	/* ответ - */
	R("ru", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 -", R_LEAD),
	/* คำตอบคือ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a"
	    "\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad", R_LEAD),
	/* คำตอบ: */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a"
	    ":", R_LEAD),
	/* คำตอบสุดท้ายคือ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad"
	    "\xe0\xb8\x9a\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8\x94\xe0\xb8\x97"
	    "\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\x84\xe0\xb8\xb7"
	    "\xe0\xb8\xad", R_LEAD),
	/* คำตอบที่ถูกต้องคือ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad"
	    "\xe0\xb8\x9a\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x96"
	    "\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xad"
	    "\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad", R_LEAD),
	/* ตอบ: */
	R("th", "\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a:", R_LEAD),
	/* উত্তর হল */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0"
	    " \xe0\xa6\xb9\xe0\xa6\xb2", R_LEAD),
	/* উত্তর হলো */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0"
	    " \xe0\xa6\xb9\xe0\xa6\xb2\xe0\xa7\x8b", R_LEAD),
	/* উত্তর: */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0"
	    ":", R_LEAD),
	/* চূড়ান্ত উত্তর হল */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x82\xe0\xa6\xa1\xe0\xa6\xbc"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4 \xe0\xa6\x89"
	    "\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0 \xe0\xa6\xb9"
	    "\xe0\xa6\xb2", R_LEAD),
	/* চূড়ান্ত উত্তর হল */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x82\xe0\xa7\x9c\xe0\xa6\xbe"
	    "\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4 \xe0\xa6\x89\xe0\xa6\xa4"
	    "\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0 \xe0\xa6\xb9"
	    "\xe0\xa6\xb2", R_LEAD),
	/* সঠিক উত্তর হল */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xa0\xe0\xa6\xbf\xe0\xa6\x95 "
	    "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0 "
	    "\xe0\xa6\xb9\xe0\xa6\xb2", R_LEAD),
	/* উত্তর হচ্ছে */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa6\xb0 \xe0\xa6\xb9\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9b"
	    "\xe0\xa7\x87", R_LEAD),
	R("sw", "jibu ni", R_LEAD),
	R("sw", "jibu:", R_LEAD),
	R("sw", "jibu sahihi ni", R_LEAD),
	R("sw", "jibu la mwisho ni", R_LEAD),
	R("sw", "jibu sahihi:", R_LEAD),
	R("sw", "jibu la mwisho:", R_LEAD),
	/* సమాధానం: */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82:", R_LEAD),
	/* సమాధానం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82", R_LEAD),
	/* జవాబు: */
	R("te", "\xe0\xb0\x9c\xe0\xb0\xb5\xe0\xb0\xbe\xe0\xb0\xac"
	    "\xe0\xb1\x81:", R_LEAD),
	/* తుది సమాధానం: */
	R("te", "\xe0\xb0\xa4\xe0\xb1\x81\xe0\xb0\xa6\xe0\xb0\xbf "
	    "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82:", R_LEAD),
	/* సరైన సమాధానం */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb1\x88\xe0\xb0\xa8 "
	    "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82", R_LEAD),
	/* Ответ: */
	R("ru", "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82:", R_LEAD),
	/* Ответ равен */
	R("ru", "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 \xd1\x80\xd0\xb0"
	    "\xd0\xb2\xd0\xb5\xd0\xbd", R_LEAD),
	/* Ответ — */
	R("ru", "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 \xe2\x80\x94"
	    "", R_LEAD),
	/* Ответ - */
	R("ru", "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 -", R_LEAD),
	{ NULL, NULL, 0, R_LEAD }
};

/* LaTeX commands that may stand right before the value. */
static const char *const lead_cmds[] = { "\\Rightarrow", "\\implies",
	"\\therefore", "\\Longrightarrow", "\\iff", "\\in", "\\equiv",
	"####", NULL };

/* The number of rows of rows[] and of phrases[] (without their ends). */
#define NROWS		(sizeof(rows) / sizeof(rows[0]) - 1)
#define NPHRASES	(sizeof(phrases) / sizeof(phrases[0]) - 1)

/*
 * rows[] bucketed by the byte a row ends with (lowercase): the rows
 * ending in c are rows[by_end[end_at[c]]] .. rows[by_end[end_at[c + 1]
 * - 1]], in the order of rows[]; end_kinds[c] the mask of their kinds.
 * phrases[] bucketed the same way by the byte a phrase starts with.
 * Built once (pthread_once) on first use and only read after, by every
 * thread: the one static of this file that is not const.
 */
static struct frame_index {
	unsigned short end_at[257];
	unsigned short by_end[NROWS];
	unsigned end_kinds[256];
	unsigned short start_at[257];
	unsigned char by_start[NPHRASES];
	unsigned short kind_at[R_NKINDS + 1];	/* rows by kind, the same */
	unsigned short by_kind[NROWS];
	unsigned short lang_of[NROWS];		/* a row's language bit */
	unsigned kind_first[256];	/* the kinds of rows starting with c
					   (lowercase) */
	unsigned short close_at[257];	/* closing rows by first byte */
	unsigned short by_close[NROWS];
	/* rows by kind, then first byte (lowercase), in the order of
	   rows[]: kind k's rows starting with c are by_kfirst[kf_at[k *
	   256 + c] .. kf_at[k * 256 + c + 1] - 1] (kind_starts) */
	unsigned short kf_at[R_NKINDS * 256 + 1];
	unsigned short by_kfirst[NROWS];
} fidx;
static pthread_once_t fidx_once = PTHREAD_ONCE_INIT;

/* The languages of the rows, in the order of their bits in a mask. */
static const char *const langs[] = { "en", "zh", "ja", "ko", "fr", "de",
	"es", "it", "pt", "ru", "th", "bn", "sw", "te", NULL };

/* The bit of language l in a mask of langs[]. */
static unsigned
lang_bit(const char *l)
{
	unsigned k;

	for (k = 0; langs[k] != NULL; k++)
		if (strcmp(langs[k], l) == 0)
			return 1u << k;
	return 0;
}

/* The bucket of row j in fidx.kf_at: its kind, its first byte. */
static unsigned
kf_bucket(size_t j)
{
	unsigned char c = (unsigned char)rows[j].w[0];

	return rows[j].kind * 256u + (c >= 0x80 ? c : (unsigned char)lower(c));
}

/* fidx.kf_at and fidx.by_kfirst, counted then filled in row order. */
static void
kfirst_build(void)
{
	static const unsigned n = R_NKINDS * 256;
	unsigned short fill[R_NKINDS * 256];
	unsigned k;
	size_t j;

	for (j = 0; j < NROWS; j++)
		fidx.kf_at[kf_bucket(j) + 1]++;
	for (k = 1; k <= n; k++)
		fidx.kf_at[k] = (unsigned short)(fidx.kf_at[k] +
		    fidx.kf_at[k - 1]);
	memcpy(fill, fidx.kf_at, sizeof(fill));
	for (j = 0; j < NROWS; j++)
		fidx.by_kfirst[fill[kf_bucket(j)]++] = (unsigned short)j;
}

static void
fidx_build(void)
{
	unsigned short fill[256];
	size_t j;
	unsigned c;

	/* the frame kinds only: the word lists after R_ON are looked up
	   by kind (kind_at), not searched backwards */
	for (j = 0; j < NROWS; j++) {
		if (rows[j].kind > R_ON)
			continue;
		c = (unsigned char)rows[j].w[rows[j].len - 1];
		fidx.end_at[c + 1]++;
		fidx.end_kinds[c] |= 1u << rows[j].kind;
	}
	for (j = 0; j < NPHRASES; j++)
		fidx.start_at[(unsigned char)phrases[j].w[0] + 1]++;
	for (c = 1; c < 257; c++) {
		fidx.end_at[c] = (unsigned short)(fidx.end_at[c] +
		    fidx.end_at[c - 1]);
		fidx.start_at[c] = (unsigned short)(fidx.start_at[c] +
		    fidx.start_at[c - 1]);
	}
	memcpy(fill, fidx.end_at, sizeof(fill));
	for (j = 0; j < NROWS; j++)
		if (rows[j].kind <= R_ON)
			fidx.by_end[fill[(unsigned char)rows[j].w[rows[j].len -
			    1]]++] = (unsigned short)j;
	memcpy(fill, fidx.start_at, sizeof(fill));
	for (j = 0; j < NPHRASES; j++)
		fidx.by_start[fill[(unsigned char)phrases[j].w[0]]++] =
		    (unsigned char)j;
	for (j = 0; j < NROWS; j++) {
		fidx.kind_first[(unsigned char)rows[j].w[0]] |=
		    1u << rows[j].kind;
		fidx.kind_at[rows[j].kind + 1]++;
		fidx.lang_of[j] = (unsigned short)lang_bit(rows[j].lang);
	}
	for (c = 1; c <= R_NKINDS; c++)
		fidx.kind_at[c] = (unsigned short)(fidx.kind_at[c] +
		    fidx.kind_at[c - 1]);
	memcpy(fill, fidx.kind_at, sizeof(fidx.kind_at));
	for (j = 0; j < NROWS; j++)
		fidx.by_kind[fill[rows[j].kind]++] = (unsigned short)j;
	for (j = 0; j < NROWS; j++)
		if (rows[j].kind == R_CLOSE)
			fidx.close_at[(unsigned char)rows[j].w[0] + 1]++;
	for (c = 1; c < 257; c++)
		fidx.close_at[c] = (unsigned short)(fidx.close_at[c] +
		    fidx.close_at[c - 1]);
	memcpy(fill, fidx.close_at, sizeof(fill));
	for (j = 0; j < NROWS; j++)
		if (rows[j].kind == R_CLOSE)
			fidx.by_close[fill[(unsigned char)rows[j].w[0]]++] =
			    (unsigned short)j;
	kfirst_build();
}

/* The index, built when first asked for. */
static const struct frame_index *
frame_index(void)
{
	(void)pthread_once(&fidx_once, fidx_build);
	return &fidx;
}

/* The code point of the UTF-8 character ending just before s[i]. */
static long
cp_before(const char *s, size_t a, size_t i, size_t *start)
{
	size_t k = i;
	long cp;
	unsigned char c;

	if (k <= a) {
		*start = a;
		return -1;
	}
	k--;
	while (k > a && ((unsigned char)s[k] & 0xc0) == 0x80 && i - k < 4)
		k--;
	*start = k;
	c = (unsigned char)s[k];
	if (c < 0x80)
		return c;
	if (c >= 0xf0)
		cp = c & 0x07;
	else if (c >= 0xe0)
		cp = c & 0x0f;
	else
		cp = c & 0x1f;
	for (k++; k < i; k++)
		cp = (cp << 6) | ((unsigned char)s[k] & 0x3f);
	return cp;
}

/* Is code point c a letter of a script that writes spaces between words? */
static int
word_letter(long c)
{
	return (c >= 0 && c < 0x80 && is_alpha((int)c)) || c == '\'' ||
	    (c >= 0xc0 && c < 0x530 && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x980 && c < 0x9ff) || (c >= 0xc00 && c < 0xc7f) ||
	    (c >= 0xac00 && c < 0xd7b0);
}

/* Is code point c of a script written without spaces (CJK, kana, Thai)? */
static int
dense_letter(long c)
{
	return (c >= 0x3040 && c < 0x3100) || (c >= 0x3400 && c < 0xa000) ||
	    (c >= 0xe00 && c < 0xe80) || (c >= 0xf900 && c < 0xfb00);
}

/*
 * Does row w end at s[e], within s[a..e)?  A row in a script written
 * without spaces (three-byte UTF-8: CJK, kana, Hangul particles, Thai,
 * Bengali, Telugu) may end anywhere; any other must be a whole word.
 */
static int
row_ends(const char *s, size_t a, size_t e, const char *w, size_t l,
    size_t *at)
{
	size_t k, st;

	if (e - a < l || lower((unsigned char)s[e - 1]) !=
	    (unsigned char)w[l - 1])
		return 0;
	for (k = 0; k < l; k++)
		if (lower((unsigned char)s[e - l + k]) != (unsigned char)w[k])
			return 0;
	*at = e - l;
	if ((unsigned char)w[0] >= 0xe0 || (w[0] == 'n' && w[1] != 'a' &&
	    (w[1] == '\'' || (unsigned char)w[1] == 0xe2)))
		return 1;	/* "不", "don't" */
	return !word_letter(cp_before(s, a, e - l, &st));
}

/* The row of the kinds in mask that ends at s[e] (in s[a..e)), or NULL. */
static const struct row *
row_at_end(const char *s, size_t a, size_t e, unsigned mask, size_t *at)
{
	const struct frame_index *x = frame_index();
	const struct row *r;
	unsigned c, j;

	if (e <= a)
		return NULL;
	c = (unsigned)lower((unsigned char)s[e - 1]);
	if (!(x->end_kinds[c] & mask))
		return NULL;
	for (j = x->end_at[c]; j < x->end_at[c + 1]; j++) {
		r = &rows[x->by_end[j]];
		if ((mask & (1u << r->kind)) && row_ends(s, a, e, r->w, r->len,
		    at))
			return r;
	}
	return NULL;
}

size_t
papo_answer_suffix_at_end(const char *s, size_t a, size_t e)
{
	size_t at;

	return row_at_end(s, a, e, 1u << R_SUFFIX, &at) != NULL ? at : e;
}

/* Skip formatting backwards from s[e]: spacing, math openers, '**'. */
static size_t
strip_back(const char *s, size_t a, size_t e)
{
	static const char *const fmt[] = { "\\(", "\\[", "$", "*", "{",
	    "\\displaystyle", "\\quad", "\\qquad", "\\;", "\\,", "\\ ",
	    ",", "\xef\xbc\x8c" /* ， */, "\xe3\x80\x80", "\\text{}", "(",
	    "\xe3\x80\x8c" /* 「 */, "\"", "\\", NULL };
	size_t k, l;
	int moved = 1;

	while (moved && e > a) {
		moved = 0;
		if (is_space((unsigned char)s[e - 1])) {
			e--;
			moved = 1;
			continue;
		}
		for (k = 0; fmt[k]; k++) {
			l = strlen(fmt[k]);
			if (e - a >= l && memcmp(s + e - l, fmt[k], l) == 0) {
				e -= l;
				moved = 1;
				break;
			}
		}
	}
	return e;
}

/* Where the sentence holding s[i] starts (at most 400 bytes back). */
static size_t
clause_start(const char *s, size_t i)
{
	size_t lo = i > 400 ? i - 400 : 0, k;

	for (k = i; k > lo; k--) {
		unsigned char c = (unsigned char)s[k - 1];

		if (c == '\n' || (c == '\\' && k < i && s[k] == 'n' &&
		    k + 1 < i && !is_alpha((unsigned char)s[k + 1])))
			return k;	/* a newline, or one escaped twice */
		if ((c == '.' || c == '!' || c == '?' || c == ';') && k < i &&
		    is_space((unsigned char)s[k]) && !(k >= 2 &&
		    is_digit((unsigned char)s[k - 2]) && c == '.' && k + 1 < i &&
		    is_digit((unsigned char)s[k + 1])))
			return k;
		/* 。！？ end a sentence */
		if (k >= 3 && (unsigned char)s[k - 3] == 0xe3 &&
		    (unsigned char)s[k - 2] == 0x80 && c == 0x82)
			return k;
		if (k >= 3 && (unsigned char)s[k - 3] == 0xef &&
		    (unsigned char)s[k - 2] == 0xbc && (c == 0x81 ||
		    c == 0x9f))
			return k;
	}
	return lo;
}

/*
 * Does a row of the kinds in mask occur anywhere in s[a..b)?  Each
 * position tries only the rows that end in its byte (frame_index).
 */
/* In a row_within mask: the rows stand before the answer (restated). */
/* The most rows one row_within call compares with the problem. */
#define RESTATE_TRIES	8
#define IN_LEAD	(1u << 31)

/*
 * Is row r at s[y..e), in s[a..b), the problem p[0..pn)'s own wording
 * restated?  Conditions, modals and bounds only ("left over",
 * "greater than", "if he sells all the doughnuts"): a doubt, a negation or
 * a retraction is the model's whatever the problem says.
 */
static int
restated(const char *p, size_t pn, const char *s, size_t a, size_t b,
    size_t y, size_t e, const struct row *r, int lead)
{
	if (r->kind == R_COND)
		return papo_answer_restated(p, pn, s, a, b, y, e, lead ?
		    PAPO_RESTATE_LEAD : PAPO_RESTATE_CLAUSE);
	if (r->kind == R_BOUND || r->kind == R_BEFORE)
		return papo_answer_restated(p, pn, s, a, b, y, e,
		    PAPO_RESTATE_AFTER);
	/* "the average guess is" for "What is their average guess?": a
	   doubt word before the answer in the problem's own phrase */
	if (r->kind == R_MODAL || (r->kind == R_DOUBT && lead))
		return papo_answer_restated(p, pn, s, a, b, y, e,
		    PAPO_RESTATE_BOTH);
	return 0;
}

static const struct row *
row_within(const char *s, size_t a, size_t b, unsigned mask, const char *p,
    size_t pn)
{
	const struct frame_index *x = frame_index();
	const struct row *r;
	size_t e, y;
	unsigned c, j, tries = 0;

	for (e = b; e > a; e--) {
		c = (unsigned)lower((unsigned char)s[e - 1]);
		if (!(x->end_kinds[c] & mask))
			continue;
		if (e < b && word_letter((unsigned char)s[e]) &&
		    (unsigned char)s[e] < 0x80 && (unsigned char)s[e - 1] <
		    0x80)
			continue;	/* ASCII rows end where a word ends;
					   "如果n": a CJK row need not */
		for (j = x->end_at[c]; j < x->end_at[c + 1]; j++) {
			r = &rows[x->by_end[j]];
			if (!(mask & (1u << r->kind)) || !row_ends(s, a, e,
			    r->w, r->len, &y))
				continue;
			/* each comparison reads the problem: a few per
			   call, however many rows a hostile text holds */
			if (tries >= RESTATE_TRIES || !restated(p, pn, s, a,
			    b, y, e, r, (mask & IN_LEAD) != 0))
				return r;
			tries++;
		}
	}
	return NULL;
}

#define M(k)	(1u << (k))

/*
 * papo_answer_lead's rows: why the words before s[at] are refused, or
 * NULL; *open is where the words its accepting row leaves to recognise
 * end (from the sentence's start), or (size_t)-1 when none are left.
 */
static const char *
lead_rows(const char *s, size_t at, const char *p, size_t pn,
    const char **row, size_t *open)
{
	size_t ss = clause_start(s, at), e, w, k, l;
	const struct row *r;
	long c;

	*row = "";
	e = strip_back(s, ss, at);
	if (e == ss) {
		*row = "alone";
		return NULL;
	}
	/* a doubt, or a box given as a mistake or an example, anywhere in
	   the sentence before it */
	if ((r = row_within(s, ss, e, M(R_DOUBT) | M(R_DISOWN) | M(R_COND) |
	    IN_LEAD, p, pn)) != NULL) {
		*row = r->w;
		return r->kind == R_DISOWN ? "disowned before it" :
		    "doubt before it";
	}
	/* "\\text{The answer is }\\boxed{4}": the words in the text */
	if (s[e - 1] == '}' && e - ss > 6) {
		for (k = e - 1; k > ss && s[k - 1] != '{' && s[k - 1] != '}';
		    k--)
			;
		if (k > ss + 5 && s[k - 1] == '{' && (memcmp(s + k - 6,
		    "\\text", 5) == 0 || memcmp(s + k - 6, "\\mbox", 5) == 0))
			e = strip_back(s, ss, e - 1);
		if (e == ss) {
			*row = "alone";
			return NULL;
		}
	}
	c = (unsigned char)s[e - 1];
	if (c == '=' || c == ':') {
		if (e >= 2 && strchr("<>!\\", s[e - 2]) != NULL) {
			*row = "comparison";
			return "a comparison before it";
		}
		*row = c == '=' ? "=" : ":";
		*open = e - 1;
		return NULL;
	}
	if (e >= 3 && memcmp(s + e - 3, "\xef\xbc\x9a", 3) == 0) {
		*row = ":";	/* ： */
		*open = e - 3;
		return NULL;
	}
	for (k = 0; lead_cmds[k]; k++) {
		l = strlen(lead_cmds[k]);
		if (e - ss >= l && memcmp(s + e - l, lead_cmds[k], l) == 0) {
			*row = lead_cmds[k];
			*open = e - l;
			return NULL;
		}
	}
	if (c == '\\' || c == '}' || c == '<' || c == '>' || (c >= 0x80 &&
	    !word_letter(cp_before(s, ss, e, &w)) &&
	    !dense_letter(cp_before(s, ss, e, &w)) &&
	    row_at_end(s, ss, e, M(R_LEAD), &w) == NULL)) {	/* 【答案】 */
		*row = "symbol";
		return "a symbol before it";
	}
	if ((r = row_at_end(s, ss, e, M(R_AFFIRM), &w)) != NULL &&
	    (e = strip_back(s, ss, w)) == ss) {
		*row = r->w;	/* "Finally, \\boxed{4}" */
		return NULL;
	}
	if ((r = row_at_end(s, ss, e, M(R_LEAD) | M(R_NOUN), &w)) != NULL) {
		const struct row *n;
		size_t x;

		*row = r->w;
		if (((n = row_at_end(s, ss, strip_back(s, ss, w), M(R_NEG) |
		    M(R_MODAL) | M(R_BEFORE) | M(R_BOUND), &x)) != NULL ||
		    (n = row_at_end(s, ss, w, M(R_NEG) | M(R_BOUND), &x)) !=
		    NULL) && !restated(p, pn, s, ss, e, x, x + n->len, n, 1)) {
			*row = n->w;
			return n->kind == R_NEG ? "a negation before it" :
			    n->kind == R_MODAL ? "a modal before it" :
			    "a bound before it";
		}
		*open = w;
		return NULL;
	}
	if ((r = row_at_end(s, ss, e, M(R_NEG) | M(R_BOUND) | M(R_MODAL) |
	    M(R_BEFORE), &w)) != NULL && !(r->kind == R_BOUND &&
	    papo_answer_restated(p, pn, s, ss, e, w, w + r->len,
	    PAPO_RESTATE_ROUND))) {
		*row = r->w;
		return r->kind == R_BOUND || r->kind == R_BEFORE ?
		    "a bound before it" :
		    "a negation before it";
	}
	/* an ordinary English word: a verb, a noun, a preposition */
	c = cp_before(s, ss, e, &w);
	if (c >= 0 && c < 0x80 && is_alpha((int)c)) {
		for (k = e; k > ss && (is_alpha((unsigned char)s[k - 1]) ||
		    s[k - 1] == '\''); k--)
			;
		if (k > ss && s[k - 1] == '\\') {
			*row = "command";	/* "\\leq", "\\approx" */
			return "a command before it not recognised";
		}
		if (k == ss || (unsigned char)s[k - 1] < 0x80) {
			*row = "word";
			*open = e;
			return NULL;
		}
	}
	if (c >= 0xc0 && c < 0x250 && c != 0xd7 && c != 0xf7) {
		*row = "word";	/* a word in Latin letters: "été" */
		*open = e;
		return NULL;
	}
	if (word_letter(c) || dense_letter(c)) {
		*row = "word";	/* "Итак, получаем", "所以": answer_open.c */
		*open = e;
		return NULL;
	}
	*row = "unknown";
	return "words before it not recognised";
}

/*
 * Does the clause s[a..b) state a value of its own (a digit), with no
 * condition opening it?
 */
static int
own_value(const char *s, size_t a, size_t b)
{
	size_t i, e;
	char w[8];

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '*'))
		a++;
	for (e = a; e < b && !is_space((unsigned char)s[e]) && s[e] != ',';
	    e++)
		;
	if (papo_answer_open(s, a, e, NULL, 0, w, sizeof(w)) != NULL)
		return 0;	/* its first word */
	for (i = a; i < b; i++)
		if (is_digit((unsigned char)s[i]))
			return 1;
	return 0;
}

const char *
papo_answer_lead_word(const char *s, size_t at, const char *p, size_t pn,
    const char **row, char *word, size_t wn)
{
	size_t open = (size_t)-1, ss;
	const char *why;

	if (wn > 0)
		word[0] = '\0';
	if ((why = lead_rows(s, at, p, pn, row, &open)) != NULL)
		return why;
	/* the words before the accepting row, recognised (answer_open.c),
	   from the sentence's start: a clause before a ';' is in it
	   ("Suppose n is odd; \\boxed{5}") */
	ss = clause_start(s, at);
	if (open == (size_t)-1 && ss > 0 && s[ss - 1] == ';')
		open = ss - 1;
	if (open == (size_t)-1)
		return NULL;
	/* a clause before it with a value of its own is a statement of
	   its own ("4 cannot be the answer; the answer is 6"), unless
	   it opens with a condition ("Suppose n = 3;") */
	while (ss > 0 && s[ss - 1] == ';' && !own_value(s,
	    clause_start(s, ss - 1), ss - 1))
		ss = clause_start(s, ss - 1);
	if ((why = papo_answer_open(s, ss, open, p, pn, word, wn)) != NULL)
		*row = "word";
	return why;
}

const char *
papo_answer_lead(const char *s, size_t at, const char *p, size_t pn,
    const char **row)
{
	char word[32];

	return papo_answer_lead_word(s, at, p, pn, row, word, sizeof(word));
}

/* Skip formatting forwards from s[i]: closers, punctuation, spacing. */
static size_t
strip_fwd(const char *s, size_t i, size_t n)
{
	static const char *const fmt[] = { "\\)", "\\]", "$", "*", "}",
	    ".", ",", "!", ";", "\\quad", "\\qquad", "\\\\", "\\blacksquare",
	    "\\square", "\\qed", "\\end{align*}", "\\end{aligned}",
	    "\\end{align}", "</answer>", "</solution>", "\"", ")",
	    "\xe3\x80\x82" /* 。 */, "\xef\xbc\x81" /* ！ */,
	    "\xef\xbc\x8c" /* ， */, "\xef\xbc\x8e" /* ． */,
	    "\xe2\x88\x8e" /* ∎ */, "\xe2\x96\xa1" /* □ */,
	    "\xe3\x80\x8d" /* 」 */, "\xe3\x80\x80", "```", "#",
	    "\xe0\xa5\xa4" /* । */, NULL };
	size_t k, l;
	int moved = 1;

	while (moved && i < n) {
		moved = 0;
		if (is_space((unsigned char)s[i])) {
			i++;
			moved = 1;
			continue;
		}
		for (k = 0; fmt[k]; k++) {
			if (fmt[k][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(fmt[k]);
			if (n - i >= l && memcmp(s + i, fmt[k], l) == 0) {
				i += l;
				moved = 1;
				break;
			}
		}
	}
	return i;
}

/* Is s[i..] a row of kind k (matched forwards, ending a word)? */
static const struct row *
row_starts(const char *s, size_t i, size_t n, enum row_kind kind)
{
	const struct frame_index *x = frame_index();
	const struct row *r;
	unsigned char c = (unsigned char)s[i];
	unsigned j, b = kind * 256u + (c >= 0x80 ? c :
	    (unsigned char)lower(c));
	size_t l;

	/* only the rows of the kind starting with s[i]'s byte, in the
	   order of rows[]: no other can match */
	for (j = x->kf_at[b]; j < x->kf_at[b + 1]; j++) {
		r = &rows[x->by_kfirst[j]];
		l = strlen(r->w);
		if (starts_ci(s, n, i, r->w) && (i + l == n ||
		    !word_letter((unsigned char)s[i + l]) ||
		    (unsigned char)r->w[0] >= 0x80))
			return r;
	}
	return NULL;
}

/*
 * Is code point c a symbol papo cannot read in a value or after it: an
 * emoji or pictograph, a dingbat (a cross, a check, a hand), a
 * combining overlay, a variation selector, a private-use character, an
 * interrobang, a full-width or inverted question mark?  Not a
 * comparison sign: a value may be "x ≤ 5".
 */
static int
symbol(long c)
{
	return c >= 0x1f000 || (c >= 0x2600 && c < 0x27c0) || c == 0xbf ||
	    (c >= 0x0334 && c <= 0x0338) || (c >= 0x20d2 && c <= 0x20f0) ||
	    (c >= 0xfe00 && c <= 0xfe0f) || (c >= 0xe000 && c < 0xf900) ||
	    c == 0x203d || c == 0x2047 || c == 0x2048 || c == 0x2049 ||
	    c == 0xff1f || c == 0x2753 || c == 0x2754 || c == 0xfffd;
}

/* Is a non-ASCII character of s[i..n) one that is(c) says yes to? */
static int
any_cp(const char *s, size_t i, size_t n, int (*is)(long))
{
	size_t k, st;

	for (k = i; k < n; k++) {
		if ((unsigned char)s[k] < 0x80 || (k + 1 < n &&
		    ((unsigned char)s[k + 1] & 0xc0) == 0x80))
			continue;	/* the last byte of a character */
		if (is(cp_before(s, i, k + 1, &st)))
			return 1;
	}
	return 0;
}

int
papo_answer_symbol(const char *s, size_t i, size_t n)
{
	return any_cp(s, i, n, symbol);
}

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

/* Tags that strike what they enclose, each with its closing tag. */
static const char *const strike_tags[][2] = { { "~~", "~~" },
	{ "<s>", "</s>" }, { "<del>", "</del>" }, { "<strike>", "</strike>" },
	{ "<S>", "</S>" }, { "<DEL>", "</DEL>" } };

/*
 * Is c a character that does not show or turns the text around: zero
 * width spaces and joiners, the soft hyphen, the word joiner and the
 * invisible operators, the byte order mark, bidirectional controls?
 */
static int
invisible(long c)
{
	return c == 0xad || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a &&
	    c <= 0x202e) || (c >= 0x2060 && c <= 0x2064) || (c >= 0x2066 &&
	    c <= 0x2069) || c == 0xfeff;
}

/* The start of the last line of s[0..n) that holds more than spaces. */
static size_t
last_line(const char *s, size_t n, size_t *end)
{
	size_t b = n, a;

	while (b > 0 && is_space((unsigned char)s[b - 1]))
		b--;
	for (a = b; a > 0 && s[a - 1] != '\n'; a--)
		;
	while (a < b && (s[a] == ' ' || s[a] == '\t'))
		a++;
	*end = b;
	return a;
}

/*
 * Fences ("```" opening a line) in s[0..n): their count, and in *open
 * where the last one starts.
 */
static size_t
fences(const char *s, size_t n, size_t *open)
{
	size_t i, k, c = 0;

	for (i = 0; i < n; i = k + 1) {
		for (k = i; k < n && (s[k] == ' ' || s[k] == '\t'); k++)
			;
		if (n - k >= 3 && memcmp(s + k, "```", 3) == 0) {
			*open = k;
			c++;
		}
		while (k < n && s[k] != '\n')
			k++;
	}
	return c;
}

static int in_problem(const char *, size_t, const char *, size_t, size_t);

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
	    (papo_scale_foreign(s + a, b - a, &l) != 0 && l == b - a) ||
	    (b - a == 3 && strncasecmp(s + a, "pct", 3) == 0) ||
	    (b - a == 7 && strncasecmp(s + a, "percent", 7) == 0);
}

/*
 * Does s[0..n) end, with no stop, on a word of letters right after the
 * value v[0..vn) (past a closing brace or '$'), a word neither a unit
 * nor one of the problem p[0..pn)'s: the response cut in mid-word
 * ("The answer is \\boxed{42} provid", "So the answer is 42 unle")?
 */
static int
cut_word(const char *s, size_t n, const char *v, size_t vn, const char *p,
    size_t pn)
{
	const char *t = memmem(v, vn, " \\text{ ", 8);
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
	return !unit_word(s, w, b) && !in_problem(p, pn, s, w, b);
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
static int
new_sentence(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	size_t w;

	if (i + 1 >= e || s[i] < 'A' || s[i] > 'Z' || s[i + 1] < 'a' ||
	    s[i + 1] > 'z')
		return 0;
	for (w = i; w < e && is_alpha((unsigned char)s[w]); w++)
		;
	return !unit_word(s, i, w) && !in_problem(p, pn, s, i, w);
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

/* s[i..n) struck through: a strike tag closed on its line after text. */
static int
struck(const char *s, size_t i, size_t n)
{
	const char *t, *q;
	size_t k, l;

	if (memchr(s + i, '~', n - i) == NULL && memchr(s + i, '<', n - i) ==
	    NULL)
		return 0;
	for (k = 0; k < sizeof(strike_tags) / sizeof(strike_tags[0]); k++) {
		l = strlen(strike_tags[k][0]);
		for (t = s + i; (t = memmem(t, (size_t)(s + n - t),
		    strike_tags[k][0], l)) != NULL; t += l) {
			q = memmem(t + l, (size_t)(s + n - t) - l,
			    strike_tags[k][1], strlen(strike_tags[k][1]));
			if (q != NULL && q > t + l &&
			    memchr(t, '\n', (size_t)(q - t)) == NULL)
				return 1;
		}
	}
	return 0;
}

/*
 * The cell words a table of a worked answer may have: the header's
 * ("| Step | Value |") and the label of its last row ("| Final answer |
 * **64** |").  A table with any other header ("| wrong answers |",
 * "| rejected | reason |") or another last label is spoken of, not
 * stated.
 */
static const char *const table_heads[] = { "step", "steps", "value",
	"values", "quantity", "item", "description", "calculation",
	"computation", "part", "variable", "result", "answer", "amount",
	"total", "label", "field", "name", "#", "no.", "expression",
	"explanation", "work", NULL };
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
 * Is the table whose last line is s[a..b) a worked answer's: a header
 * of table_heads[] cells, a rule line, and a last row labelled by
 * table_labels[]?
 */
static int
answer_table(const char *s, size_t a, size_t b)
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
		if (c < e && !cell_is(s, k, c, table_heads))
			return 0;
	}
	return 1;
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
	size_t k, b, a, open = 0;

	if (memchr(v, '~', vn) != NULL || memchr(v, '\\', vn) != NULL)
		for (k = 0; overlay_cmds[k] != NULL; k++)
			if (memmem(v, vn, overlay_cmds[k],
			    strlen(overlay_cmds[k])) != NULL)
				return "struck, coloured or hidden";
	/* what the last line holds */
	a = last_line(s, n, &b);
	if (struck(s, a, b))
		return "struck through";
	if (any_cp(s, a, b, invisible))
		return "a character that does not show";
	if (quoted_statement(s, a, b))
		return "its statement is quoted, then spoken of";
	if (a < b && (s[a] == '>' || (s[a] == '|' && !answer_table(s, a, b))))
		return "the response ends on a quotation or a table";
	/* an odd fence on the last line closes a block the prompt opened;
	   an unclosed JSON or YAML block is a structure the JSON finder
	   reads whole or not at all */
	if (memchr(s, '`', n) != NULL && fences(s, n, &open) % 2 &&
	    open < a && !starts_ci(s, n, open + 3, "json") &&
	    !starts_ci(s, n, open + 3, "yaml") &&
	    !starts_ci(s, n, open + 3, "yml"))
		return "cut inside a code block";
	if (displays(s, n) % 2)
		return "cut inside a display";
	if (cut_word(s, n, v, vn, p, pn))
		return "cut after it: the response ends in a word no row "
		    "or problem holds";
	return NULL;
}

/*
 * Is code point c a letter of a script whose language has no rows:
 * Armenian to Devanagari, and the rest of South and South-East Asia but
 * Bengali, Telugu and Thai?  The danda ends a Bengali sentence too.
 */
static int
unlisted_script(long c)
{
	if (c == 0x964 || c == 0x965)
		return 0;
	return (c >= 0x530 && c < 0x980) || (c >= 0xa00 && c < 0xc00) ||
	    (c >= 0xc80 && c < 0xe00) || (c >= 0xe80 && c < 0x1100);
}

int
papo_answer_unlisted(const char *s, size_t i, size_t n)
{
	return any_cp(s, i, n, unlisted_script);
}

/*
 * Is code point c one papo cannot read after an answer: a denial or
 * comparison sign, a cross, an emoji, a combining overlay, a letter of
 * a script whose language has no rows?
 */
static int
unreadable(long c)
{
	if (c < 0x80)
		return 0;
	if (c == 0x2260 || c == 0x2248 || c == 0x2264 || c == 0x2265 ||
	    c == 0x226e || c == 0x226f || c == 0x2262 || c == 0x2249 ||
	    (c >= 0x2715 && c <= 0x2718) || c == 0x274c || c == 0x274e ||
	    (c >= 0x2600 && c < 0x2800) || symbol(c))
		return 1;
	return unlisted_script(c);
}

/* Does s[i..n) hold a character papo cannot read after an answer? */
static int
has_unreadable(const char *s, size_t i, size_t n)
{
	return any_cp(s, i, n, unreadable);
}

/* Skip what closes the answer's math: "\\)", "$", "**", "}", spacing. */
static size_t
skip_closers(const char *s, size_t i, size_t n)
{
	static const char *const fmt[] = { "\\)", "\\]", "$", "*", "}",
	    " ", "\t", "\\quad", "\\,", "\\;", NULL };
	size_t k, l;
	int moved = 1;

	while (moved && i < n) {
		moved = 0;
		for (k = 0; fmt[k]; k++) {
			if (fmt[k][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(fmt[k]);
			if (n - i >= l && memcmp(s + i, fmt[k], l) == 0) {
				i += l;
				moved = 1;
				break;
			}
		}
	}
	return i;
}

/* The end of the first two words at s[i..n). */
static size_t
two_words(const char *s, size_t i, size_t n)
{
	int w = 0;

	while (i < n && w < 2) {
		while (i < n && !is_alpha((unsigned char)s[i]) && s[i] != '\n')
			i++;
		while (i < n && is_alpha((unsigned char)s[i]))
			i++;
		w++;
	}
	return i;
}

/* Where the sentence that goes on at s[i] stops. */
static size_t
sentence_stop(const char *s, size_t i, size_t n)
{
	for (; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n' || c == '!' || c == ';' || (c == '.' &&
		    (i + 1 == n || is_space((unsigned char)s[i + 1]))))
			return i;
		if (c == 0xe3 && i + 2 < n && (unsigned char)s[i + 1] == 0x80 &&
		    (unsigned char)s[i + 2] == 0x82)
			return i;	/* 。 */
		if (c == 0xe0 && i + 2 < n && (unsigned char)s[i + 1] == 0xa5 &&
		    ((unsigned char)s[i + 2] == 0xa4 ||
		    (unsigned char)s[i + 2] == 0xa5))
			return i;	/* । ॥ (Bengali) */
	}
	return n;
}

/*
 * Is s[i..n) an English word in no row right after the value, the noun
 * it counts ("40 girls who are not in the club")?  A negation in the
 * noun's phrase describes what is counted, not the answer.
 */
static int
counted_noun(const char *s, size_t i, size_t n)
{
	const struct row *r;
	size_t e = i;

	while (e < n && (is_alpha((unsigned char)s[e]) || s[e] == '\''))
		e++;
	if (e - i < 2 || (e < n && word_letter((unsigned char)s[e])) ||
	    !is_alpha((unsigned char)s[i]) || memchr(s + i, '\'', e - i))
		return 0;
	for (r = rows; r->w != NULL; r++) {
		if (r->len != e - i || (unsigned char)r->w[0] >= 0x80 ||
		    r->kind > R_ON)
			continue;	/* the frame's rows, not the lists */
		if (starts_ci(s, e, i, r->w))
			return 0;
	}
	return 1;
}

/*
 * The sentences after an answer are recognised one by one
 * (papo_answer_tail): a closing remark (every word a row of kind
 * R_CLOSE, of one language), the same value restated (in the words of
 * the closing rows or of the problem), formatting, or a chat template's
 * end token.  Anything else is not recognised.
 */
enum said {
	S_NONE,		/* formatting only */
	S_CLOSE,	/* a closing remark */
	S_SAME,		/* the answer's value restated */
	S_END,		/* an end token: the response ends */
	S_WORD,		/* a word or symbol not recognised */
	S_VALUE,	/* another value */
	S_DENIED,	/* the answer's value denied ("not 4") */
	S_MIXED		/* closing words of no one language */
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
};

/* The most values of a tail compared with the answer by value, and
   the longest value or answer so compared (restatements are short). */
#define TAIL_COMPARES	4
#define TAIL_VALUE_MAX	256

/* The most words of a tail looked for in the problem. */
#define PROBLEM_WORDS	16

/* Closing remarks per language, for --explain (langs[] order). */
static const char *const closing_row[] = { "closing remark, en",
	"closing remark, zh", "closing remark, ja", "closing remark, ko",
	"closing remark, fr", "closing remark, de", "closing remark, es",
	"closing remark, it", "closing remark, pt", "closing remark, ru",
	"closing remark, th", "closing remark, bn", "closing remark, sw",
	"closing remark, te" };

/*
 * The key a value is compared by: s[0..n) without spacing, dollar
 * signs, braces, \\boxed, \\text, thin spaces, a thousands comma or a
 * final '.', ASCII lowercased, into k (size ks); its length, or 0 when
 * it does not fit or is empty.
 */
static size_t
value_key(const char *s, size_t n, char *k, size_t ks)
{
	static const char *const drop[] = { "\\boxed", "\\text", "\\mathrm",
	    "\\displaystyle", "\\left", "\\right", "\\,", "\\!", "\\;",
	    "\\ ", NULL };
	size_t i = 0, m = 0, j, l = 0;
	unsigned char c;

	while (i < n) {
		for (j = 0; drop[j] != NULL; j++) {
			if (drop[j][0] != s[i])
				continue;	/* the first byte first */
			l = strlen(drop[j]);
			if (n - i >= l && memcmp(s + i, drop[j], l) == 0)
				break;
		}
		if (drop[j] != NULL) {
			i += l;
			continue;
		}
		if (n - i >= 3 && memcmp(s + i, "\xe3\x80\x82", 3) == 0) {
			i += 3;	/* 。 */
			continue;
		}
		c = (unsigned char)s[i++];
		if (c == '<')
			break;	/* "4。 <eoe>": an end token */
		if (c == '\\' && n - i >= 5 && (s[i] == 'd' || s[i] == 't') &&
		    memcmp(s + i + 1, "frac", 4) == 0)
			i++;	/* "\\dfrac", "\\tfrac": "\\frac" */
		if (is_space(c) || c == '$' || c == '{' || c == '}')
			continue;
		if (c == ',' && m > 0 && is_digit((unsigned char)k[m - 1]) &&
		    n - i >= 3 && is_digit((unsigned char)s[i]) &&
		    is_digit((unsigned char)s[i + 1]) &&
		    is_digit((unsigned char)s[i + 2]) && (n - i == 3 ||
		    !is_digit((unsigned char)s[i + 3])))
			continue;	/* "43,000" */
		if (m + 1 >= ks)
			return 0;
		k[m++] = (char)lower(c);
	}
	while (m > 0 && k[m - 1] == '.')
		m--;
	k[m] = '\0';
	return m;
}

/*
 * The key (value_key) of option l's text in the problem ("D. $-\\frac{3}{5}$",
 * "B)Rs. 1680"), into k (size ks): its length, or 0 when the problem
 * lists no such option.
 */
static size_t
option_key(const struct tail *t, char l, char *k, size_t ks)
{
	const char *p = t->p;
	size_t i, a, e;

	for (i = 0; p != NULL && i + 2 < t->pn; i++) {
		if (p[i] != l || (i > 0 && !is_space((unsigned char)p[i - 1]) &&
		    p[i - 1] != '('))
			continue;
		a = i + 1;
		if (p[a] == '.' || p[a] == ')' || p[a] == ':')
			a++;
		else if (t->pn - a >= 3 && (memcmp(p + a, "\xef\xbc\x8e", 3) ==
		    0 || memcmp(p + a, "\xe3\x80\x81", 3) == 0))
			a += 3;	/* "D．", "D、" */
		else
			continue;
		for (e = a; e < t->pn && p[e] != '\n'; e++)
			if (e > a + 1 && p[e - 1] == ' ' && p[e] >= 'A' &&
			    p[e] <= 'J' && e + 1 < t->pn && (p[e + 1] == '.' ||
			    p[e + 1] == ')'))
				break;	/* "A. 1  B. 2" on one line */
		return value_key(p + a, e - a, k, ks);
	}
	return 0;
}

/*
 * Is s[a..b) the answer's value written in another form ("\\frac12",
 * then "0.5", "50%", "one half"), as the comparator o->same reads them
 * both ways (a rounding one way is no restatement)?  A few a tail.
 */
static int
same_value(struct tail *t, size_t a, size_t b)
{
	const char *s = t->s, *v;
	char pc[64];
	size_t x = t->at, y = t->end, vn;

	if (t->o == NULL || t->o->same == NULL || t->letter != 0 ||
	    t->compares >= TAIL_COMPARES || x >= y || a >= b ||
	    y - x > TAIL_VALUE_MAX || b - a > TAIL_VALUE_MAX)
		return 0;
	t->compares++;
	if (y - x > 8 && memcmp(s + x, "\\boxed{", 7) == 0 &&
	    s[y - 1] == '}') {
		x += 7;	/* the box's content */
		y--;
	}
	while (b > a && (s[b - 1] == '.' || s[b - 1] == ',' ||
	    is_space((unsigned char)s[b - 1])))
		b--;
	if (b > a && s[b - 1] == '%') {
		/* "50%" is 50/100 exactly: the comparator's leniency for a
		   percent ("12%" for 12) is no restatement */
		b -= b - a >= 2 && s[b - 2] == '\\' ? 2 : 1;
		if (b <= a || b - a + 16 > sizeof(pc))
			return 0;
		memcpy(pc, "\\frac{", 6);
		memcpy(pc + 6, s + a, b - a);
		memcpy(pc + 6 + (b - a), "}{100}", 6);
		v = pc;
		vn = b - a + 12;
	} else {
		v = s + a;
		vn = b - a;
	}
	return vn > 0 && t->o->same(t->o->same_ctx, s + x, y - x, v, vn) &&
	    t->o->same(t->o->same_ctx, v, vn, s + x, y - x);
}

/*
 * Is s[a..b) the answer's value again (value_key, else same_value), or,
 * the answer being an option, its letter or its text as the problem
 * lists it?
 */
static int
restates(struct tail *t, size_t a, size_t b)
{
	char k[sizeof(t->key)], o[sizeof(t->key)];
	size_t kl, ol;

	if (t->keylen == 0 || (kl = value_key(t->s + a, b - a, k,
	    sizeof(k))) == 0)
		return 0;
	if (kl == t->keylen && memcmp(k, t->key, kl) == 0)
		return 1;
	if (!(kl == 1 && k[0] >= 'a' && k[0] <= 'j') && same_value(t, a, b))
		return 1;
	if (t->letter != 0) {
		/* "B) Rs. 1680": the text of option B, or B again */
		if (kl == 1 && k[0] == lower(t->letter))
			return 1;
		if (t->lookups++ >= PROBLEM_WORDS)
			return 0;	/* a few reads of the problem a tail */
		ol = option_key(t, t->letter, o, sizeof(o));
		return ol >= kl && memmem(o, ol, k, kl) != NULL;
	}
	if (kl == 1 && k[0] >= 'a' && k[0] <= 'j') {
		/* "【答案】D": the letter of the option the value is */
		if (t->lookups++ >= PROBLEM_WORDS)
			return 0;
		ol = option_key(t, (char)(k[0] - 'a' + 'A'), o, sizeof(o));
		return ol == t->keylen && memcmp(o, t->key, ol) == 0;
	}
	return 0;
}

/*
 * The languages of the rows of kind k that are the word s[a..b), whole
 * (ASCII case aside); 0 when none is.
 */
static unsigned
kind_word(const char *s, size_t a, size_t b, enum row_kind kind)
{
	const struct frame_index *x = frame_index();
	const unsigned short *at = x->kind_at, *by = x->by_kind;
	const struct row *r;
	unsigned j, lo = kind, m = 0;

	if (kind == R_CLOSE) {	/* many: those starting so only */
		at = x->close_at;
		by = x->by_close;
		lo = (unsigned)lower((unsigned char)s[a]);
	}
	for (j = at[lo]; j < at[lo + 1]; j++) {
		r = &rows[by[j]];
		if (r->len != b - a || r->kind != kind)
			continue;
		if (starts_ci(s, b, a, r->w))
			m |= x->lang_of[by[j]];
	}
	return m;
}

/*
 * The longest closing row in a script without spaces starting at s[a]
 * (within s[a..b)): its length, its languages in *m; 0 when none.
 */
static size_t
closing_dense(const char *s, size_t a, size_t b, unsigned *m)
{
	const struct frame_index *x = frame_index();
	const struct row *r;
	size_t best = 0;
	unsigned j, c;

	c = (unsigned char)s[a];
	for (j = x->close_at[c]; j < x->close_at[c + 1]; j++) {
		r = &rows[x->by_close[j]];
		if (r->len > best && r->len <= b - a && memcmp(s + a, r->w,
		    r->len) == 0) {
			best = r->len;
			*m = x->lang_of[x->by_close[j]];
		}
	}
	return best;
}

/* Does the problem p[0..pn) say s[a..b) (whole words, ASCII case aside)? */
static int
in_problem(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	size_t i, k, l = b - a;

	for (i = 0; p != NULL && l > 0 && i + l <= pn; i++) {
		if (i > 0 && word_letter((unsigned char)p[i - 1]) &&
		    (unsigned char)p[i - 1] < 0x80)
			continue;
		for (k = 0; k < l; k++)
			if (lower((unsigned char)p[i + k]) !=
			    lower((unsigned char)s[a + k]))
				break;
		if (k == l && (i + l == pn || !is_alpha((unsigned char)
		    p[i + l])))
			return 1;
	}
	return 0;
}

/*
 * Does the problem p[0..pn) say the English word s[a..b) with another
 * ending of the same stem ("makes" for "make", "sold" not for "sell")?
 * The stem (the word without -ing, -ed, -es, -s or -d) is three letters
 * or more and stands at a word's start in p, followed by one of those
 * endings, an "e", or nothing.
 */
static int
in_problem_stem(const char *p, size_t pn, const char *s, size_t a, size_t b)
{
	static const char *const ends[] = { "ing", "ed", "es", "s", "d",
	    NULL };
	static const char *const back[] = { "", "e", "s", "es", "ed", "d",
	    "ing", NULL };
	size_t i, k, l, w, st = b - a;
	int j;

	for (k = a; k < b; k++)
		if (!(s[k] >= 'a' && s[k] <= 'z') && !(k == a && s[k] >= 'A' &&
		    s[k] <= 'Z'))
			return 0;	/* ASCII words only */
	for (j = 0; ends[j] != NULL; j++) {
		l = strlen(ends[j]);
		if (b - a >= l + 3 && memcmp(s + b - l, ends[j], l) == 0) {
			st = b - a - l;
			break;
		}
	}
	if (st < 3)
		return 0;
	for (i = 0; p != NULL && i + st <= pn; i++) {
		if (i > 0 && is_alpha((unsigned char)p[i - 1]))
			continue;
		for (k = 0; k < st; k++)
			if (lower((unsigned char)p[i + k]) !=
			    lower((unsigned char)s[a + k]))
				break;
		if (k < st)
			continue;
		for (w = i + st; w < pn && is_alpha((unsigned char)p[w]); w++)
			;
		for (j = 0; back[j] != NULL; j++)
			if (w - i - st == strlen(back[j]) && memcmp(p + i + st,
			    back[j], w - i - st) == 0)
				return 1;
	}
	return 0;
}

/*
 * Is the word s[a..b) one of the problem's, or (stem set) the same word
 * with another ending (a few looked for a tail)?
 */
static int
problem_word(struct tail *t, size_t a, size_t b, int stem)
{
	if (t->p == NULL || b - a < 2 || t->lookups >= PROBLEM_WORDS)
		return 0;
	t->lookups++;
	if (in_problem(t->p, t->pn, t->s, a, b))
		return 1;
	return stem && in_problem_stem(t->p, t->pn, t->s, a, b);
}

/* Where the math or the number that starts at s[i] (in s[i..b)) ends. */
static size_t
value_end(const char *s, size_t i, size_t b)
{
	const char *close = NULL;
	size_t k, depth = 0;

	if (s[i] == '$')
		close = i + 1 < b && s[i + 1] == '$' ? "$$" : "$";
	else if (b - i >= 2 && s[i] == '\\' && s[i + 1] == '(')
		close = "\\)";
	else if (b - i >= 2 && s[i] == '\\' && s[i + 1] == '[')
		close = "\\]";
	if (close != NULL) {
		k = i + strlen(close);
		while (k < b && memcmp(s + k, close, strlen(close)) != 0)
			k++;
		return k < b ? k + strlen(close) : b;
	}
	for (k = i; k < b; k++) {
		unsigned char c = (unsigned char)s[k];

		if (c == '{')
			depth++;
		else if (c == '}' && depth > 0)
			depth--;
		else if (depth == 0 && !(is_digit(c) || c == '\\' ||
		    is_alpha(c) || c == '-' || ((c == '.' || c == ',' ||
		    c == '/') && k + 1 < b && is_digit((unsigned char)
		    s[k + 1]))))
			break;
	}
	return k;
}

/* The end token at s[i] (a row), or NULL. */
static const struct row *
end_token(const char *s, size_t i, size_t b)
{
	const struct frame_index *x = frame_index();
	const struct row *r;
	unsigned j;

	for (j = x->kind_at[R_ENDTOK]; j < x->kind_at[R_ENDTOK + 1]; j++) {
		r = &rows[x->by_kind[j]];
		if (r->len <= b - i && memcmp(s + i, r->w, r->len) == 0)
			return r;
	}
	return NULL;
}

/*
 * Does the response end at the end token at s[i]: nothing but spacing
 * and end tokens after it to s[n]?  ("C <eoa>", not "C <eoe> 不对")
 */
static int
ends_here(const char *s, size_t i, size_t n)
{
	const struct row *r;

	while (i < n) {
		if (is_space((unsigned char)s[i]))
			i++;
		else if (s[i] == '<' && (r = end_token(s, i, n)) != NULL)
			i += r->len;
		else
			return 0;
	}
	return 1;
}

size_t
papo_answer_end_token(const char *s, size_t i, size_t n)
{
	const struct row *r = i < n && s[i] == '<' ? end_token(s, i, n) : NULL;

	return r != NULL ? r->len : 0;
}

/*
 * Is the negation word s[i..e) an interjection that corrects the answer
 * ("No, 30.", "Nein: 41", "no 41"), not a denial of another value
 * ("42, not 41")?  A stop or comma follows it, or it is "no".
 */
static int
interjection(const char *s, size_t i, size_t e, size_t n)
{
	size_t k = e;

	while (k < n && s[k] == ' ')
		k++;
	return (k < n && strchr(",:;!.", s[k]) != NULL) || (e - i == 2 &&
	    lower((unsigned char)s[i]) == 'n' &&
	    lower((unsigned char)s[i + 1]) == 'o');
}

/* One token of a sentence after the answer, for sentence_said. */
struct said_acc {
	unsigned langs;		/* the closing words' common languages */
	int words, values, theirs;	/* closing words, same values, the
					   problem's words */
	int neg;		/* a negator just before: the next token
				   must be another value ("not 3") */
	int denied;		/* other values denied */
	int unknown;		/* a word not recognised */
	int remark;		/* closing words that are not plain
				   function words ("good", "hope") */
	int func;		/* restate_func words ("by", "each") */
};

/* Closing words that may stand in a sentence restating the value in the
   problem's words ("So the total is $18 in all."): function words and
   the answer's names ("if" too: a condition is read by its rows); "on a
   good day", "I hope" are not. */
static const char *const restate_close[] = { "the", "a", "an", "of", "and",
	"to", "for", "in", "so", "thus", "therefore", "hence", "total",
	"altogether", "overall", "answer", "final", "result", "solution",
	"is", "was", "as", "all", "this", "that", "it", "here", "summary",
	"conclusion", "we", "i", "have", "us", "if", NULL };

/* Function words that may stand in such a restatement beside the
   problem's words and no other sentence ("She makes $18 each day by
   selling her eggs."). */
static const char *const restate_func[] = { "by", "each", "from", "with",
	"on", "at", "per", "every", "its", "his", "her", "their", "they",
	"he", "she", "it", "this", "which", "who", "also", "exactly", "now",
	"means", NULL };

static int word_in(const char *, size_t, size_t, const char *const *);

/* Does s[a..b) hold the word w (ASCII lowercase as written)? */
static int
lower_word(const char *s, size_t a, size_t b, const char *w)
{
	size_t l = strlen(w), i;

	for (i = a; i + l <= b; i++)
		if (memcmp(s + i, w, l) == 0 && (i == a || !is_alpha(
		    (unsigned char)s[i - 1])) && (i + l == b || !is_alpha(
		    (unsigned char)s[i + l])))
			return 1;
	return 0;
}

/*
 * Is the sentence s[a..b) whose words z counted refused as a restatement
 * of the value in the problem's words?  It may not be bounded, doubted,
 * denied, said with a modal, or conditioned but by the problem's own
 * condition ("Janet makes $18 a day if she sells them all" restates;
 * "if she eats three" is a case of her own), nor hold a closing word
 * that is not a function word ("on a good day"); restate_func's words
 * ("by", "each") stand only in such a restatement.
 */
static int
restate_refused(struct tail *t, size_t a, size_t b,
    const struct said_acc *z)
{
	const char *s = t->s;

	if (z->values == 0 || z->theirs == 0)
		return z->func > 0;
	return z->remark > 0 || lower_word(s, a, b, "may") ||
	    row_within(s, a, b, M(R_COND), t->p, t->pn) != NULL ||
	    row_within(s, a, b, M(R_MODAL) | M(R_WEAK) | M(R_BOUND) |
	    M(R_DOUBT) | M(R_DISOWN) | (z->denied > 0 ? 0 : M(R_NEG)), NULL,
	    0) != NULL;
}

/* The word s[i..e) of a sentence: counted in z, or S_WORD. */
static enum said
said_word(struct tail *t, size_t i, size_t e, struct said_acc *z)
{
	unsigned m;

	/* an option letter alone: "【答案】: A" */
	if (e == i + 1 && t->s[i] >= 'A' &&
	    t->s[i] <= 'J' && restates(t, i, e)) {
		z->values++;
		return S_NONE;
	}
	if (z->neg) {
		z->neg = 0;
		return S_WORD;	/* "not the answer": a negation */
	}
	if ((m = kind_word(t->s, i, e, R_NEG)) != 0) {
		if (interjection(t->s, i, e, t->n))
			return S_WORD;	/* "No, 30." */
		z->langs &= m;
		z->neg = 1;	/* "the answer is not 3" */
		return S_NONE;
	}
	if ((m = kind_word(t->s, i, e, R_CLOSE)) != 0) {
		z->langs &= m;
		z->words++;
		if (!word_in(t->s, i, e, restate_close))
			z->remark++;
		return S_NONE;
	}
	if (problem_word(t, i, e, 1)) {
		z->theirs++;
		return S_NONE;
	}
	if (word_in(t->s, i, e, restate_func)) {
		z->func++;	/* read only in a restatement */
		return S_NONE;
	}
	return S_WORD;
}

/* Where the word of a script with spaces that starts at s[i] ends. */
static size_t
word_end(const char *s, size_t i, size_t b)
{
	size_t e = i, f, st;

	while (e < b) {
		for (f = e + 1; f < b && ((unsigned char)s[f] & 0xc0) == 0x80;
		    f++)
			;
		if (!word_letter(cp_before(s, e, f, &st)))
			break;
		e = f;
	}
	return e;
}

/* Is code point c punctuation of CJK or of general use (not a value)? */
static int
punct_cp(long c)
{
	return (c >= 0x2000 && c < 0x2070) || (c >= 0x3000 && c < 0x3040) ||
	    (c >= 0xff01 && c < 0xff10) || (c >= 0xff1a && c < 0xff21) ||
	    c == 0xb7 || c == 0xa0 || c == 0x964 || c == 0x965;
}

/*
 * Does a word follow the value that ends at s[e] (in s[e..b))?  A value
 * denied is another answer denied ("12, not 13.") only when nothing but
 * punctuation follows it; "not 100% confident" qualifies a remark.
 */
static int
qualified(const char *s, size_t e, size_t b)
{
	size_t st, f;
	long c;

	if (e < b && s[e] == '%')
		e++;
	while (e < b && (s[e] == ' ' || s[e] == '*' || s[e] == '$'))
		e++;
	if (e >= b)
		return 0;
	for (f = e + 1; f < b && ((unsigned char)s[f] & 0xc0) == 0x80; f++)
		;
	return word_letter(c = cp_before(s, e, f, &st)) || dense_letter(c);
}

/* Where a percent sign after the number that ends at s[e] ends, or e. */
static size_t
percent(const char *s, size_t e, size_t b)
{
	if (e < b && s[e] == '%')
		return e + 1;
	return b - e >= 2 && s[e] == '\\' && s[e + 1] == '%' ? e + 2 : e;
}

/*
 * Is s[i..b), to the end of its sentence (a final full stop, a word
 * that may follow a value aside), a number in words that is the
 * answer's value ("So the answer is one half.", "即二分之一。")?  Where
 * it ends, or i.
 */
static size_t
words_value(struct tail *t, size_t i, size_t b)
{
	size_t a = i, e = b, x;

	papo_answer_trim(t->s, &a, &e);
	if (a >= e)
		return i;
	if ((x = papo_answer_suffix_at_end(t->s, a, e)) > a && x < e &&
	    !papo_answer_named(t->s, a, e))
		e = x;	/* "二分之一です" */
	return papo_answer_named(t->s, a, e) && same_value(t, a, e) ? b : i;
}

/*
 * What the sentence s[a..b) after the answer is (enum said); for S_END
 * (an end token with nothing after it but spacing and end tokens) the
 * token in *row.
 */
static enum said
sentence_said(struct tail *t, size_t a, size_t b, const char **row)
{
	struct said_acc z = { ~0u, 0, 0, 0, 0, 0, 0, 0, 0 };
	const char *s = t->s;
	const struct row *r;
	size_t i = a, e, f, st;
	unsigned m;
	long c;

	while (i < b) {
		c = (unsigned char)s[i];
		if (c == '<' && (r = end_token(s, i, b)) != NULL) {
			if (!ends_here(s, i, t->n)) {
				i += r->len;	/* "<eoe>" and more: read on */
				continue;
			}
			*row = r->w;
			return S_END;
		}
		if (c == '$' && memchr(s + i + 1, '$', b - i - 1) == NULL) {
			i++;	/* a math span's close, or a dollar sign */
			continue;
		}
		if (c == '$' || c == '\\' || is_digit((int)c) || (c == '-' &&
		    i + 1 < b && is_digit((unsigned char)s[i + 1]))) {
			e = value_end(s, i, b);
			if (e == i)
				e = i + 1;
			e = percent(s, e, b);	/* "50%": the answer 1/2 */
			if (restates(t, i, e) == z.neg)
				return z.neg ? S_DENIED : S_VALUE;
			if (z.neg && qualified(s, e, b))
				return S_WORD;	/* "not 100% confident" */
			if (z.neg)
				z.denied++;
			else
				z.values++;
			z.neg = 0;
			i = e;
			continue;
		}
		if (c < 0x80 && !is_alpha((int)c)) {
			if (c == '<' || c == '>' || c == '=' || c == '~')
				return S_WORD;	/* a comparison */
			i++;	/* spacing, punctuation */
			continue;
		}
		e = i + 1;
		while (e < b && ((unsigned char)s[e] & 0xc0) == 0x80)
			e++;
		c = cp_before(s, i, e, &st);
		if (punct_cp(c)) {
			i = e;
			continue;
		}
		if (dense_letter(c)) {
			if ((e = closing_dense(s, i, b, &m)) == 0) {
				if ((f = words_value(t, i, b)) == i)
					return S_WORD;
				z.values++;	/* "二分之一" */
				i = f;
				continue;
			}
			z.langs &= m;
			z.words++;
			i += e;
			continue;
		}
		if (!word_letter(c))
			return S_WORD;
		e = word_end(s, i, b);
		f = (size_t)z.neg;	/* "not one half": a negation */
		if (said_word(t, i, e, &z) != S_NONE) {
			if (f == 0 && !z.unknown && (f = words_value(t, i, b)) >
			    i) {
				z.values++;	/* "one half" */
				i = f;
				continue;
			}
			z.unknown = 1;	/* unless a value decides first */
		}
		i = e;
	}
	if (z.neg || z.unknown || restate_refused(t, a, b, &z))
		return S_WORD;	/* a word not recognised, a negation with no
				   value after it, a restatement refused */
	t->langs &= z.langs;
	if (z.words > 0 && t->langs == 0)
		return S_MIXED;
	if (z.values > 0 || z.denied > 0)
		return S_SAME;
	if (z.theirs > 0)
		return S_WORD;	/* the problem's words, no value */
	if (z.words > 0) {
		for (m = 0; !(t->langs & (1u << m)); m++)
			;
		*row = closing_row[m];
		return S_CLOSE;
	}
	return S_NONE;
}

/* How a key beside an answer grades it (papo_answer_grade). */
enum grade { G_LEVEL, G_BOOL, G_STATUS, G_TEXT, G_ERROR };

/*
 * Keys of a JSON object or YAML block that grade the answer beside
 * them, matched inside the key ("self_confidence", "confidence_level"),
 * ASCII lowercase: a level (1, 1.0, 100%, "high", "certain" recognised
 * as sure; anything else below it), a verdict (false, "no" disown it),
 * a status (only the words of status_ok[] pass), a note (a doubt or a
 * hedge in it disowns), an error (anything but null, false, none, 0 or
 * empty disowns).
 */
static const struct { const char *key; enum grade g; } grade_keys[] = {
	{ "confidence", G_LEVEL }, { "certainty", G_LEVEL },
	{ "probability", G_LEVEL }, { "likelihood", G_LEVEL },
	{ "score", G_LEVEL }, { "sure", G_LEVEL }, { "verified", G_BOOL },
	{ "checked", G_BOOL }, { "correct", G_BOOL }, { "valid", G_BOOL },
	{ "confident", G_BOOL }, { "status", G_STATUS },
	{ "verdict", G_STATUS }, { "verification", G_STATUS },
	{ "self_check", G_STATUS }, { "note", G_TEXT }, { "comment", G_TEXT },
	{ "caveat", G_TEXT }, { "warning", G_TEXT }, { "remark", G_TEXT },
	{ "is_final", G_BOOL }, { "committed", G_BOOL }, { "complete", G_BOOL },
	{ "solved", G_BOOL }, { "success", G_BOOL }, { "error", G_ERROR },
	{ "doubt", G_TEXT }, { "uncertain", G_TEXT }, { NULL, G_TEXT } };

/* papo_answer_grade's refusal of a note. */
#define NOTE_DOUBTS	"a note that doubts it beside it"

/* A level recognised as sure. */
static const char *const level_ok[] = { "1", "1.0", "1.00", "100", "100%",
	"100.0", "100.0%", "high", "very high", "certain", "sure", "full",
	"max", "maximum", NULL };

/* A status recognised as committed (any other status is not). */
static const char *const status_ok[] = { "final", "done", "complete",
	"completed", "solved", "ok", "success", "succeeded", "verified",
	"correct", "pass", "passed", "confirmed", "true", "yes", NULL };

/* Doubt in a note (ASCII lowercase, anywhere in it). */
static const char *const note_doubt[] = { "may be", "might", "not sure",
	"unsure", "uncertain", "guess", "wrong", "incorrect", "error",
	"unverified", "not verified", "tentative", "approximate", "check",
	"doubt", "unclear", "probably", "possibly", "perhaps", "maybe",
	"not confident", "could be", "estimate", NULL };

/* Does a phrase of l start at v[i] (in v[0..vl), case aside)? */
static int
word_of_list(const char *v, size_t vl, size_t i, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (starts_ci(v, vl, i, l[k]))
			return 1;
	return 0;
}

/* Is v[0..vl) (trimmed, unquoted, case aside) a word of l? */
static int
grade_in(const char *v, size_t vl, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (strlen(l[k]) == vl && starts_ci(v, vl, 0, l[k]))
			return 1;
	return 0;
}

int
papo_answer_grade_key(const char *k, size_t kl)
{
	size_t j, i, l;

	for (j = 0; grade_keys[j].key != NULL; j++) {
		l = strlen(grade_keys[j].key);
		for (i = 0; i + l <= kl; i++)
			if (starts_ci(k, kl, i, grade_keys[j].key))
				return 1;
	}
	return 0;
}

const char *
papo_answer_grade(const char *k, size_t kl, const char *v, size_t vl)
{
	size_t j, i;

	while (vl > 0 && (v[vl - 1] == ' ' || v[vl - 1] == ',' ||
	    v[vl - 1] == '"' || v[vl - 1] == '\'' || v[vl - 1] == '\r'))
		vl--;
	while (vl > 0 && (*v == ' ' || *v == '"' || *v == '\'')) {
		v++;
		vl--;
	}
	for (j = 0; grade_keys[j].key != NULL; j++) {
		const char *w = grade_keys[j].key;
		size_t l = strlen(w);

		for (i = 0; i + l <= kl && !starts_ci(k, kl, i, w); i++)
			;
		if (i + l > kl)
			continue;
		switch (grade_keys[j].g) {
		case G_LEVEL:
			return grade_in(v, vl, level_ok) ? NULL :
			    "a confidence below sure beside it";
		case G_BOOL:
			return vl == 0 || starts_ci(v, vl, 0, "false") ||
			    starts_ci(v, vl, 0, "no") || starts_ci(v, vl, 0,
			    "null") || v[0] == '0' ?
			    "a verdict against it beside it" : NULL;
		case G_STATUS:
			return grade_in(v, vl, status_ok) ? NULL :
			    "a status not recognised beside it";
		case G_ERROR:	/* an error beside it: none, or empty */
			return vl == 0 || starts_ci(v, vl, 0, "null") ||
			    starts_ci(v, vl, 0, "false") || starts_ci(v, vl,
			    0, "none") || (vl == 1 && v[0] == '0') ? NULL :
			    "an error beside it";
		case G_TEXT:
			for (i = 0; i < vl; i++)
				if ((i == 0 ||
				    !is_alpha((unsigned char)v[i - 1])) &&
				    word_of_list(v, vl, i, note_doubt))
					return NOTE_DOUBTS;
			return NULL;
		}
	}
	return NULL;
}

/*
 * Is the line s[a..b) another field of the YAML block the answer is a
 * field of ("notes: 12 steps"), not one that answers again
 * ("final_answer: 5")?
 */
static int
yaml_field(struct tail *t, size_t a, size_t b)
{
	static const char *const answers[] = { "answer", "result",
	    "solution", "final", "correct", "value", NULL };
	size_t k, j;

	if (t->yaml == 0)
		return 0;
	for (k = a; k < b && (is_alpha((unsigned char)t->s[k]) ||
	    t->s[k] == '_' || (k > a && is_digit((unsigned char)t->s[k])));
	    k++)
		;
	if (k == a || k >= b || t->s[k] != ':')
		return 0;
	for (j = 0; answers[j] != NULL; j++)
		if (memmem(t->s + a, k - a, answers[j], strlen(answers[j])) !=
		    NULL)
			return 0;
	if (t->yaml < 0)
		t->yaml = t->at != (size_t)-1 && t->at > 0 &&
		    (memmem(t->s, t->at, "```yaml", 7) != NULL ||
		    memmem(t->s, t->at, "```yml", 6) != NULL);
	return t->yaml;
}

/*
 * An alternative derivation or a check after the answer (issue 26):
 * a paragraph that opens with one of these rows (ASCII lowercase),
 * ends by restating the answer's value, and holds no correction
 * (alt_fix), negation or doubt row and no other concluded value.
 */
static const char *const alt_open[] = { "alternatively", "another way",
	"another approach", "alternative method", "alternative solution",
	"to verify", "to check", "to double-check", "let's verify",
	"let's check", "let's double-check", "let us verify", "let us check",
	"we can verify", "we can check", "verification", "check:",
	"\xe9\xaa\x8c\xe8\xaf\x81" /* 验证 */,
	"\xe5\x8f\xa6\xe8\xa7\xa3" /* 另解 */,
	"\xe6\xa3\x80\xe9\xaa\x8c" /* 检验 */,
	"v\xc3\xa9rification" /* vérification */, "alternativement",
	"pour v\xc3\xa9rifier", "alternativ", "zur kontrolle",
	"\xc3\xbc" "berpr\xc3\xbc" "fung" /* überprüfung */, "probe:",
	"comprobaci\xc3\xb3n", "verificaci\xc3\xb3n", "alternativamente",
	"para verificar", "verifica", "verifica\xc3\xa7\xc3\xa3o", NULL };

/*
 * The case where an extremum is reached, or the range a result holds
 * over, after a least or greatest value ("Equality occurs when a = b.",
 * "This minimum is achieved when ...") (ASCII lowercase): a condition,
 * not another answer, when the problem asks for an extremum (alt_ext).
 */
static const char *const alt_case[] = { "equality occurs", "equality holds",
	"equality is achieved", "equality is attained", "this minimum",
	"this maximum", "the minimum occurs", "the maximum occurs",
	"the minimum is achieved", "the maximum is achieved",
	"the minimum is attained", "the maximum is attained",
	"this result holds for all", "this holds for all",
	"this value is achieved", "this value is attained", NULL };

/* Words of a problem that asks for an extremum. */
static const char *const alt_ext[] = { "minimum", "maximum", "smallest",
	"largest", "least", "greatest", "\xe6\x9c\x80\xe5\xb0\x8f" /* 最小 */,
	"\xe6\x9c\x80\xe5\xa4\xa7" /* 最大 */, NULL };

/* Words that correct or take back what precedes them (ASCII lowercase). */
static const char *const alt_fix[] = { "actually", "wait", "but", "however",
	"mistake", "wrong", "incorrect", "error", "instead", "oops", "hmm",
	"recheck", "re-check", "redo", "mais", "aber", "pero", "sin embargo",
	"\xe4\xbd\x86" /* 但 */, "\xe4\xb8\x8d\xe5\xaf\xb9" /* 不对 */,
	"\xe9\x94\x99" /* 错 */, NULL };

/* Words that conclude a sentence's value (ASCII lowercase). */
static const char *const alt_concl[] = { "therefore", "thus", "so",
	"hence", "answer", "which is", "which gives", "result", "donc",
	"daher", "por lo tanto", "\xe6\x89\x80\xe4\xbb\xa5" /* 所以 */,
	"\xe5\x9b\xa0\xe6\xad\xa4" /* 因此 */, NULL };

/* Does a row of list l start a word in s[a..b)?  Its length, or 0. */
static size_t
alt_word(const char *s, size_t a, size_t b, const char *const *l)
{
	size_t i, k, w;

	for (i = a; i < b; i++) {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			continue;
		for (k = 0; l[k] != NULL; k++) {
			w = strlen(l[k]);
			if (starts_ci(s, b, i, l[k]) && (i + w == b ||
			    (unsigned char)l[k][w - 1] >= 0x80 ||
			    !is_alpha((unsigned char)s[i + w])))
				return w;
		}
	}
	return 0;
}

/*
 * The last value of the sentence s[a..b): after its last '=', "is",
 * "\\(" or '$', a final unit word or two aside; 0 when it has none.
 */
static int
alt_value(const char *s, size_t a, size_t b, size_t *va, size_t *vb)
{
	size_t e = b, i, words = 0;

	for (;;) {
		while (e > a && (is_space((unsigned char)s[e - 1]) ||
		    s[e - 1] == '.' || s[e - 1] == '$' || s[e - 1] == '*'))
			e--;
		if (e >= a + 2 && s[e - 2] == '\\' && (s[e - 1] == ')' ||
		    s[e - 1] == ']')) {
			e -= 2;
			continue;
		}
		if (e >= a + 3 && memcmp(s + e - 3, "\xe3\x80\x82", 3) == 0) {
			e -= 3;	/* 。 */
			continue;
		}
		if (words < 2 && e > a && is_alpha((unsigned char)s[e - 1])) {
			i = e;
			while (i > a && is_alpha((unsigned char)s[i - 1]))
				i--;
			if (i > a && s[i - 1] == ' ' && (i < a + 2 ||
			    s[i - 2] != '\\') && row_within(s, i, e, M(R_NEG) |
			    M(R_BOUND) | M(R_WEAK) | M(R_DOUBT) | M(R_MODAL),
			    NULL, 0) == NULL) {
				e = i;	/* a unit: "gallons", not "or so" */
				words++;
				continue;
			}
		}
		break;
	}
	if (e == a || !(is_digit((unsigned char)s[e - 1]) || s[e - 1] == '}'))
		return 0;
	for (i = e; i > a; i--) {
		if (s[i - 1] == '=' || s[i - 1] == '$' || (s[i - 1] == '(' &&
		    i >= a + 2 && s[i - 2] == '\\'))
			break;
		if (i >= a + 4 && memcmp(s + i - 4, " is ", 4) == 0)
			break;
	}
	if (i == a)
		return 0;
	*va = i;
	*vb = e;
	return 1;
}

/*
 * Is s[a..) an alternative derivation or a check (alt_open) whose
 * paragraph ends by restating the answer's value, or the case of an
 * extremum (alt_case) whose paragraph concludes no other value?  The
 * paragraph's end, or 0.
 */
static size_t
alt_paragraph(struct tail *t, size_t a)
{
	const char *s = t->s;
	const char *const *l = alt_open;
	const char *q;
	size_t b, i, e, va, vb, k, ow;
	int last = 0, cond = 0;

	for (;;) {
		for (k = 0; l[k] != NULL; k++)
			if (starts_ci(s, t->n, a, l[k]) && (a + strlen(l[k]) ==
			    t->n || !is_alpha((unsigned char)s[a +
			    strlen(l[k])])))
				break;
		if (l[k] != NULL || cond)
			break;
		l = alt_case;
		cond = 1;
	}
	if (l[k] == NULL || t->keylen == 0 || (cond && (t->p == NULL ||
	    alt_word(t->p, 0, t->pn, alt_ext) == 0)))
		return 0;
	q = (const char *)memmem(s + a, t->n - a, "\n\n", 2);
	b = q != NULL ? (size_t)(q - s) : t->n;
	if (alt_word(s, a, b, alt_fix) != 0 || memchr(s + a, '?', b - a) !=
	    NULL || row_within(s, a, b, M(R_NEG) | M(R_DOUBT) | M(R_DISOWN),
	    NULL, 0) != NULL || row_within(s, a + strlen(l[k]), b, M(R_WEAK),
	    NULL, 0) != NULL)
		return 0;	/* the opener aside, "alternatively" is weak */
	/* each sentence that concludes a value concludes the answer's;
	   the last one does */
	for (i = a; i < b; i = e) {
		e = sentence_stop(s, i, b);
		if (e <= i)
			e = i + 1;
		if (!alt_value(s, i, e, &va, &vb)) {
			for (k = i; k < e && !is_alpha((unsigned char)s[k]) &&
			    !is_digit((unsigned char)s[k]); k++)
				;
			if (k < e)
				last = 0;	/* words after the restatement */
			continue;
		}
		last = restates(t, va, vb);
		/* the opener's own words aside ("This result holds") */
		ow = i == a ? a + strlen(l[k]) : i;
		if (!last && alt_word(s, ow, e, alt_concl) != 0)
			return 0;
		if (last && alt_word(s, ow, e, alt_concl) == 0 && s[va - 1] !=
		    '=' && s[va - 1] != ' ')
			last = 0;	/* "we get \\(10\\)": not concluded */
	}
	return last || cond ? b : 0;
}

/*
 * The sentences of s[a..t->n) after the answer, one by one: NULL when
 * each is recognised (*row the row of the last), else why not.
 */
static const char *
sentences_after(struct tail *t, size_t a, const char **row)
{
	const char *k;
	size_t b, e;

	for (;;) {
		a = strip_fwd(t->s, a, t->n);
		if (a >= t->n)
			return NULL;
		b = sentence_stop(t->s, a, t->n);
		if (b == a)
			b = a + 1;
		if ((e = alt_paragraph(t, a)) != 0) {
			*row = "an alternative or a check, restated";
			a = e;
			continue;
		}
		if (yaml_field(t, a, b)) {
			while (b < t->n && t->s[b] != '\n')
				b++;	/* the field's line */
			for (e = a; e < b && t->s[e] != ':'; e++)
				;
			if (e < b && (k = papo_answer_grade(t->s + a, e - a,
			    t->s + e + 1, b - e - 1)) != NULL) {
				*row = "field";
				return k;
			}
			*row = "a field";
			a = b;
			continue;
		}
		switch (sentence_said(t, a, b, row)) {
		case S_END:
			return NULL;
		case S_WORD:
			*row = "word";
			return "words after it not recognised";
		case S_VALUE:
			*row = "value";
			return VALUE_AFTER;
		case S_DENIED:
			*row = "not";
			return "a negation after it";
		case S_MIXED:
			*row = "languages";
			return "a closing remark in no one language";
		case S_SAME:
			*row = "restated";
			break;
		case S_CLOSE:
			break;
		case S_NONE:
			*row = "formatting";
			break;
		}
		a = b;
	}
}

/*
 * Does the number at s[i] (in s[i..e)) start a compound word ("30-minute
 * episodes", "5-dollar bills"): part of the noun counted, not a value?
 */
static int
compound(const char *s, size_t i, size_t e, const char *p, size_t pn)
{
	size_t k = i, w;

	while (k < e && is_digit((unsigned char)s[k]))
		k++;
	if (k + 1 < e && s[k] == '-' && is_alpha((unsigned char)s[k + 1]))
		return 1;
	/* "8 point bucks", the problem's own words */
	for (w = k + 1; k < e && s[k] == ' ' && w < e &&
	    is_alpha((unsigned char)s[w]); w++)
		;
	return w > k + 2 && in_problem(p, pn, s, i, w);
}

/*
 * Is s[i..n) a unit on the line after the display math the answer closes
 * in s[end..i) ("\\[\\boxed{20}\\]\nmeters."): one or two lowercase
 * words, then a full stop or nothing, then the line's end?
 */
static int
display_unit(const char *s, size_t end, size_t i, size_t n)
{
	size_t k = i, w;
	int words = 0;

	if (memmem(s + end, i - end, "\\]", 2) == NULL &&
	    memmem(s + end, i - end, "$$", 2) == NULL)
		return 0;
	while (k < n && words < 3 && s[k] >= 'a' && s[k] <= 'z') {
		for (w = k; w < n && is_alpha((unsigned char)s[w]); w++)
			;
		words++;
		k = w < n && s[w] == ' ' ? w + 1 : w;
	}
	if (words == 0 || words > 2)
		return 0;
	if (k < n && s[k] == '.')
		k++;
	while (k < n && (s[k] == ' ' || s[k] == '\r'))
		k++;
	return k == n || s[k] == '\n';
}

static long cp_at(const char *, size_t, size_t);
static const struct row *kind_starts(const char *, size_t, size_t,
    enum row_kind);
static int word_in(const char *, size_t, size_t, const char *const *);

/* Words that open a clause after a box and a comma that goes on about
   the answer (the sentence's prose, not an aside). */
static const char *const comma_prose[] = { "which", "with", "where",
	"that", "as", "so", "and", "when", "for", "in", "the", "meaning",
	"giving", "namely", "or", "i", "it", "this", "there", "we", "he",
	"she", "they", "you", "its", "these", NULL };

/*
 * Does what follows a box or tag ending at s[end] (in s[end..e)) stand
 * apart from the sentence's prose: a space command, a \\text, a
 * bracket, a tag, a dash or tilde, a symbol ("\\boxed{5} \\quad
 * \\text{(tentative)}", "\\boxed{5} (coin flip)", "</answer>
 * <confidence>")?  Such a rest is read by recognition (rest_read); the
 * prose that goes on after a value ("\\boxed{40} girls who are not in
 * the club") keeps the noun phrase's rule.
 */
static int
set_apart(const char *s, size_t end, size_t e)
{
	static const char *const cmds[] = { "\\quad", "\\qquad", "\\text",
	    "\\mathrm", "\\mbox", "\\;", "\\,", "\\ ", "\\hspace", NULL };
	size_t k, l;

	for (;;) {
		while (end < e && (s[end] == '}' || s[end] == '$' ||
		    s[end] == ' ' || s[end] == '*'))
			end++;
		if (end + 1 < e && s[end] == '\\' && (s[end + 1] == ')' ||
		    s[end + 1] == ']'))
			end += 2;
		else
			break;
	}
	if (end >= e)
		return 0;
	for (k = 0; cmds[k] != NULL; k++) {
		l = strlen(cmds[k]);
		if (e - end >= l && memcmp(s + end, cmds[k], l) == 0)
			return 1;
	}
	if (s[end] == ',') {
		/* ", fingers crossed", ", on a good day" stand apart; a
		   clause that a relative, a reason or a point opens
		   (", which is option (D)", ", with n = 11") is the
		   sentence's prose */
		for (k = end + 1; k < e && s[k] == ' '; k++)
			;
		for (l = k; l < e && is_alpha((unsigned char)s[l]); l++)
			;
		return k < e && !word_in(s, k, l, comma_prose) &&
		    kind_starts(s, k, e, R_REASON) == NULL &&
		    kind_starts(s, k, e, R_AT) == NULL;
	}
	return strchr("([<-~{", s[end]) != NULL ||
	    ((unsigned char)s[end] >= 0x80 && !word_letter(cp_at(s, end, e)));
}

static const char *rest_read(const char *, size_t, size_t, size_t, size_t,
    const struct papo_answer_opts *, const char *, size_t, const char **,
    char *, size_t, int);

const char *
papo_answer_tail(const char *s, size_t at, size_t end, size_t n,
    const struct papo_answer_opts *o, const char **row, char *word,
    size_t ws)
{
	const char *p = o != NULL ? o->problem : NULL;
	size_t pn = o != NULL ? o->problemlen : 0;
	const struct row *r;
	const char *k;
	struct tail t;
	size_t i, e;
	int noun;

	*row = "end";
	if (word != NULL && ws > 0)
		word[0] = '\0';
	i = skip_closers(s, end, n);
	if (i < n && (r = row_starts(s, i, n, R_SUFFIX)) != NULL) {
		*row = r->w;	/* "です", "respectively" */
		i += strlen(r->w);
	}
	noun = counted_noun(s, i, n);
	i = strip_fwd(s, i, n);
	if (i == n)
		return NULL;
	if (s[i] == '<' && (r = end_token(s, i, n)) != NULL &&
	    ends_here(s, i, n)) {
		*row = r->w;	/* "C <eoa>": the response ends */
		return NULL;
	}
	/* what follows: a unit, the rest of its sentence, remarks; none
	   may bound it right after it ("or more"), deny, doubt, disown,
	   ask, or hold what papo cannot read */
	if ((r = row_within(s, i, two_words(s, i, n), M(R_BOUND), p, pn)) !=
	    NULL) {
		*row = r->w;
		return "a bound after it";
	}
	/* the rest of the answer's own sentence, if it goes on */
	for (e = end; e < i && sentence_stop(s, e, i) == i; e++)
		;
	e = e < i ? (display_unit(s, end, i, n) ? two_words(s, i, n) : i) :
	    sentence_stop(s, i, n);
	if (e > i && at != (size_t)-1 && new_sentence(s, i, e, p, pn))
		e = i;	/* "\\boxed{42} Retracted.": a sentence */
	if ((r = row_within(s, i, e, (noun ? 0 : M(R_NEG)) | M(R_MODAL) |
	    M(R_COND) | M(R_WEAK) | M(R_DOUBT), p, pn)) != NULL ||
	    (r = row_within(s, i, n, M(R_DOUBT) | M(R_DISOWN), NULL, 0)) !=
	    NULL) {
		*row = r->w;
		return r->kind == R_NEG ? "a negation after it" :
		    r->kind == R_DISOWN ? "disowned after it" : DOUBT_AFTER;
	}
	if (memchr(s + i, '?', n - i) != NULL) {
		*row = "?";
		return "a question after it";
	}
	if (has_unreadable(s, i, n)) {
		*row = "symbol";
		return "a symbol or script after it papo cannot read";
	}
	/* the rest of its sentence (a unit, the noun counted: words, not
	   a value: "\\boxed{4}, 5"), then each sentence after it */
	if (e > i && (is_digit((unsigned char)s[i]) || s[i] == '$' ||
	    (s[i] == '-' && i + 1 < n && is_digit((unsigned char)s[i + 1]))) &&
	    !compound(s, i, e, p, pn))
		e = i;
	t.s = s;
	t.n = n;
	if (at == (size_t)-1)
		at = end;	/* its start not known: the value unknown */
	while (at < end && is_space((unsigned char)s[at]))
		at++;
	if (at < end && s[at] == '<' && (k = (const char *)memchr(s + at, '>',
	    end - at)) != NULL) {
		/* "<answer>12</answer>": the value inside */
		at = (size_t)(k - s) + 1;
		if ((k = (const char *)memchr(s + at, '<', end - at)) != NULL)
			end = (size_t)(k - s);
	}
	/* the rest of its own sentence, recognised word by word as a
	   phrase's is (rest_read): "\\boxed{5} \\quad \\text{(tentative)}",
	   "<answer>5</answer> <confidence>low</confidence>" are not */
	if (e > i) {
		*row = "its sentence";
		if (set_apart(s, end, e) && (k = rest_read(s, at, end, i, e, o,
		    p, pn, row, word, ws, 0)) != NULL)
			return k;
		*row = "its sentence";
	}
	t.keylen = at < end ? value_key(s + at, end - at, t.key,
	    sizeof(t.key)) : 0;
	t.letter = at < end && s[at] >= 'A' && s[at] <= 'J' && (at + 1 ==
	    end || !is_alpha((unsigned char)s[at + 1])) ? s[at] : 0;
	t.p = p;
	t.pn = pn;
	t.lookups = 0;
	t.langs = ~0u;
	t.yaml = -1;	/* looked for when a line might be a field */
	t.at = at;
	t.end = end;
	t.o = o;
	t.compares = 0;
	return sentences_after(&t, e, row);
}

/*
 * The longest row of kind k at s[i..n), whole words (rows in a script
 * without spaces anywhere): its row, or NULL.
 */
static const struct row *
kind_starts(const char *s, size_t i, size_t n, enum row_kind k)
{
	const struct frame_index *x = frame_index();
	const struct row *r, *best = NULL;
	unsigned char c = (unsigned char)s[i];
	unsigned j, b = k * 256u + (c >= 0x80 ? c : (unsigned char)lower(c));
	size_t f, st;

	for (j = x->kf_at[b]; j < x->kf_at[b + 1]; j++) {
		r = &rows[x->by_kfirst[j]];
		if ((best != NULL && r->len <= best->len) || r->len > n - i ||
		    !starts_ci(s, n, i, r->w))
			continue;
		f = i + r->len;
		if (f < n && !dense_letter(cp_before(s, i, i + r->len, &st))) {
			size_t g = f + 1;

			while (g < n && ((unsigned char)s[g] & 0xc0) == 0x80)
				g++;
			if (word_letter(cp_before(s, f, g, &st)) ||
			    s[f] == '\'')
				continue;	/* not a whole word */
		}
		best = r;
	}
	return best;
}

/* The code point that starts at s[i] (in s[i..e)). */
static long
cp_at(const char *s, size_t i, size_t e)
{
	size_t f = i + 1, st;

	while (f < e && ((unsigned char)s[f] & 0xc0) == 0x80)
		f++;
	return cp_before(s, i, f, &st);
}

/* The rest of the answer's sentence as it is read (papo_answer_rest). */
struct rest {
	struct tail t;
	int reason;		/* in a reason ("because 2 + 3 = 5"): 1; in a
				   condition: 2; in an aside: 3 */
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
	unsigned looked;	/* the problem's words looked for */
};

/* "of" and its kin: the noun of a unit may follow ("5 kg of flour"). */
static const char *const of_words[] = { "of", "de", "di", "do", "da",
	"von", "d'", NULL };

/* "every" and its kin: a unit may follow ("$18 every day"). */
static const char *const per_words[] = { "every", "each", "per", "a",
	"an", "jeden", "pro", "chaque", "par", "cada", "ogni", NULL };

/* Is s[i..e) one of the words of l? */
static int
word_in(const char *s, size_t i, size_t e, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (strlen(l[k]) == e - i && starts_ci(s, e, i, l[k]))
			return 1;
	return 0;
}

/* Is s[i..e) one of of_words[]? */
static int
of_word(const char *s, size_t i, size_t e)
{
	return word_in(s, i, e, of_words);
}

/* Is s[i..e) one of per_words[]? */
static int
per_word(const char *s, size_t i, size_t e)
{
	return word_in(s, i, e, per_words);
}

/*
 * The closed class of words a reason after the value may hold besides
 * the problem's, the response's earlier words, units, numbers and the
 * function rows ("12 since there are 3 boxes of 4", "5 weil 2 plus 3
 * gleich 5 ist"): copulas, articles, the arithmetic's verbs.  "12
 * because I am not sure" and "12 since whatever I guess" are not.
 */
static const char *const reason_words[] = { "there", "are", "is", "we", "get",
	"gets", "got", "gives", "give", "makes", "make", "equals", "equal",
	"plus", "minus", "times", "divided", "multiplied", "added", "adding",
	"subtract", "subtracting", "subtracted", "sum", "product",
	"difference", "total", "twice", "half", "left", "over", "remain",
	"remains", "together", "combined", "altogether", "which", "than",
	"not", "only", "one", "two", "three", "four", "five", "six", "seven",
	"eight", "nine", "ten", "hold", "holds", "contain", "contains",
	"cost", "costs", "weigh", "weighs", "es", "gibt", "sind", "ist",
	"und", "der", "die", "das", "je", "mal", "gleich", "il", "y", "a",
	"sont", "est", "et", "des", "les", "fois", "moins", "hay", "son", "y",
	"los", "las", "veces", "m\xc3\xa1s", "menos", "ci", "sono",
	"\xc3\xa8", "e", "volte", "pi\xc3\xb9", "meno", "h\xc3\xa1",
	"s\xc3\xa3o", "\xc3\xa9", "os", "vezes", "mais", NULL };

/* Words an aside after the value may hold that say how it is written
   ("(simplified)", "(in lowest terms)", "(exact)"): no doubt, no bound. */
static const char *const aside_words[] = { "simplified", "simplest",
	"lowest", "terms", "form", "exact", "exactly", "reduced", "final",
	"answer", "in", "the", "its", "fully", "value", "result", "boxed",
	"expanded", "factored", "integer", "fraction", NULL };

/* The most words of the answer's sentence looked for in the problem. */
#define REST_WORDS	24

/* Is the word s[a..b) one of p[0..pn) (the problem's; a plural or
   singular of it too)? */
static int
rest_theirs(struct rest *z, size_t a, size_t b, const char *p, size_t pn)
{
	/* a suffix and what the problem's word ends with instead */
	static const char *const stems[] = { "ing", "", "ing", "e", "ed", "",
	    "ed", "e", "ies", "y", "es", "", "s", "", NULL };
	const char *s = z->t.s;
	char w[40];
	size_t k, l, m;

	if (p == NULL || z->looked >= REST_WORDS)
		return 0;
	z->looked++;
	if (b - a == 1)	/* a variable: "for every n" */
		return is_alpha((unsigned char)s[a]) &&
		    in_problem(p, pn, s, a, b);
	if (in_problem(p, pn, s, a, b))
		return 1;
	/* "apples" for "apple", "subtracting" for "Subtract" */
	for (k = 0; stems[k] != NULL; k += 2) {
		l = strlen(stems[k]);
		m = strlen(stems[k + 1]);
		if (b - a <= l + 2 || b - a - l + m > sizeof(w) ||
		    !starts_ci(s, b, b - l, stems[k]))
			continue;
		memcpy(w, s + a, b - a - l);
		memcpy(w + (b - a - l), stems[k + 1], m);
		if (in_problem(p, pn, w, 0, b - a - l + m))
			return 1;
	}
	return 0;
}

/*
 * A run of s[i..b) in a script without spaces that the problem says
 * (two to eight characters, the longest): where it ends, or i.
 */
static size_t
rest_dense_theirs(struct rest *z, size_t i, size_t b)
{
	size_t e = i, k, ends[8];
	int m = 0;

	const char *p = z->t.p != NULL ? z->t.p : z->t.s;
	size_t pn = z->t.p != NULL ? z->t.pn : z->t.at;

	if (z->looked >= REST_WORDS)
		return i;
	z->looked++;
	while (m < 8 && e < b && (unsigned char)z->t.s[e] >= 0x80) {
		for (k = e + 1; k < b && ((unsigned char)z->t.s[k] & 0xc0) ==
		    0x80; k++)
			;
		ends[m++] = e = k;
	}
	while (--m >= 1)
		if (memmem(p, pn, z->t.s + i, ends[m] - i) != NULL)
			return ends[m];
	return i;
}

/* Note the word s[a..b) in word (size ws, NUL-terminated, whole
   characters), and return why. */
static const char *
rest_word(const char *s, size_t a, size_t b, char *word, size_t ws,
    const char *why)
{
	if (word == NULL || ws == 0)
		return why;
	if (b - a >= ws) {
		b = a + ws - 1;
		while (b > a && ((unsigned char)s[b] & 0xc0) == 0x80)
			b--;	/* not half a character */
	}
	memcpy(word, s + a, b - a);
	word[b - a] = '\0';
	return why;
}

/* Words after the value in its sentence that are not recognised. */
#define REST_WORD	"words after it in its sentence not recognised"

/* Is the math s[i..e) one letter the problem names ("$n$")? */
static int
variable(struct rest *z, size_t i, size_t e)
{
	const char *s = z->t.s;

	if (e - i >= 2 && s[i] == '$' && s[e - 1] == '$') {
		i++;
		e--;
	} else if (e - i >= 4 && s[i] == '\\' && s[i + 1] == '(' &&
	    s[e - 2] == '\\' && s[e - 1] == ')') {
		i += 2;
		e -= 2;
	}
	while (i < e && s[i] == ' ')
		i++;
	while (e > i && s[e - 1] == ' ')
		e--;
	/* without the problem, a variable alone names no condition */
	return e == i + 1 && is_alpha((unsigned char)s[i]) && (z->t.p ==
	    NULL || rest_theirs(z, i, e, z->t.p, z->t.pn) ||
	    rest_theirs(z, i, e, s, z->t.at));
}

/*
 * A value at s[i..b) in the rest of the answer's sentence: where it
 * ends, the refusal in *why when it is not recognised (another value;
 * the same value denied).
 */
static size_t
rest_value(struct rest *z, size_t i, size_t b, const char **why)
{
	size_t e = value_end(z->t.s, i, b);
	int same;

	if (e == i)
		e = i + 1;
	e = percent(z->t.s, e, b);
	if (z->reason == 1 && is_digit((unsigned char)z->t.s[e - 1]))
		z->noun = 1;	/* "since there are 3 boxes": its noun */
	if (z->reason == 1 || z->phrase == 2)
		return e;	/* "because 2 + 3 = 5", without the problem
				   "integers from 1 to 100" (a sentence of
				   two values is refused before) */
	if (z->reason == 2) {
		/* a condition's values are the problem's ("if n = 3"); a
		   number's, not its compound's ("7-day") */
		if (is_digit((unsigned char)z->t.s[i]))
			for (e = i; e < b && is_digit((unsigned char)
			    z->t.s[e]); e++)
				;
		if (z->looked++ >= REST_WORDS || memmem(z->t.p, z->t.pn,
		    z->t.s + i, e - i) == NULL)
			*why = REST_WORD;
		return e;
	}
	if (variable(z, i, e))
		return e;	/* "for \\(n\\)", the problem's n */
	same = restates(&z->t, i, e);
	if (z->neg && same)
		*why = "a negation after it";
	else if (!z->neg && !same)
		*why = VALUE_AFTER;
	z->noun = !z->neg;	/* "= 100 seconds": its noun may follow */
	z->neg = 0;
	return e;
}

/* A row at s[i..e) that no noun counted may hold: a doubt, bound,
   negation, condition, modal or turn ("左右", "大概"); or NULL. */
static const struct row *
rest_refused(const char *s, size_t i, size_t e)
{
	static const enum row_kind k[] = { R_DOUBT, R_BOUND, R_NEG, R_COND,
	    R_MODAL, R_WEAK, R_BEFORE };
	const struct row *r;
	size_t j;

	for (j = 0; j < sizeof(k) / sizeof(k[0]); j++)
		if ((r = kind_starts(s, i, e, k[j])) != NULL)
			return r;
	return NULL;
}

/*
 * A point after "when" at s[i..b): a variable (one letter) then "=" or
 * "is" and a number ("x = 2", "x is 3", "x=-1"): where it ends, or 0.
 */
static size_t
at_point(const char *s, size_t i, size_t b)
{
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	if (b - i > 2 && s[i] == '\\' && s[i + 1] == '(')
		i += 2;	/* "\\(T = 3\\)" */
	while (i < b && s[i] == ' ')
		i++;
	if (i + 1 >= b || !is_alpha((unsigned char)s[i]) ||
	    is_alpha((unsigned char)s[i + 1]))
		return 0;
	for (i++; i < b && (s[i] == ' ' || s[i] == '$'); i++)
		;
	if (i < b && s[i] == '=')
		i++;
	else if (b - i > 3 && starts_ci(s, b, i, "is "))
		i += 3;
	else
		return 0;
	while (i < b && (s[i] == ' ' || s[i] == '$'))
		i++;
	if (i < b && s[i] == '-')
		i++;
	if (i >= b || !is_digit((unsigned char)s[i]))
		return 0;
	while (i < b && (is_digit((unsigned char)s[i]) || s[i] == '.' ||
	    s[i] == '$') && !(s[i] == '.' && (i + 1 == b ||
	    !is_digit((unsigned char)s[i + 1]))))
		i++;
	return i;
}

/*
 * May the word s[i..e) right after the value be the noun it counts: not
 * an adverb ("usually", "aproximadamente") nor a word that qualifies the
 * value (R_QUAL: "modulo", "circa", "кроме")?
 */
static int
noun_like(const char *s, size_t i, size_t e)
{
	if (e - i > 4 && (starts_ci(s, e, e - 2, "ly") ||
	    starts_ci(s, e, e - 3, "ing") || starts_ci(s, e, e - 5, "mente")))
		return 0;
	return kind_starts(s, i, e, R_QUAL) == NULL;
}

/*
 * Is the sentence before the value at s[at] in a language other than
 * English: one of its last six words a lead, copula or function word
 * of other languages only ("Es sind", "ci sono")?
 */
static int
foreign_before(const char *s, size_t at)
{
	unsigned en = lang_bit("en"), m;
	size_t a, b = at;
	int w;

	for (w = 0; w < 6 && b > 0; w++) {
		while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '$' ||
		    s[b - 1] == '*'))
			b--;
		for (a = b; a > 0 && is_alpha((unsigned char)s[a - 1]); a--)
			;
		if (a == b)
			return 0;	/* the sentence's start, a sign */
		m = kind_word(s, a, b, R_FUNC) | kind_word(s, a, b, R_LEAD) |
		    kind_word(s, a, b, R_STCOP);
		if (m != 0 && !(m & en))
			return 1;
		b = a;
	}
	return 0;
}

/* Is s[i..e) an English plural's shape: four letters or more, lower
   case after the first, ending in s but not ss, us or is ("apples",
   "boxes"; not "guess", "thus", "this")? */
static int
plural_shape(const char *s, size_t i, size_t e)
{
	size_t k;

	if (e - i < 4 || lower((unsigned char)s[e - 1]) != 's')
		return 0;
	for (k = i; k < e; k++)
		if (!is_alpha((unsigned char)s[k]) || (k > i &&
		    (unsigned char)s[k] < 'a'))
			return 0;
	return strchr("siu", s[e - 2]) == NULL;
}

/*
 * The word s[i..e) right after a value, in no row, the problem's or the
 * response's words (up to b, its sentence): 1 when it has a noun's
 * shape (an English plural, "apples"; a word in another script or
 * with letters outside ASCII, whose languages' doubts are rows, "15
 * Lösungen", "5 яблок"), 2 when it is a lower-case word before one
 * or two others that end in such a plural ("12 distinct arithmetic
 * sequences"), else 0: "42 lol", "42 idk", "42 approx" are no noun.
 * In a sentence of another language (foreign: foreign_before) any word
 * in no row is its noun ("ci sono dodici uova"), as its doubts are rows.
 */
static int
counted_shape(const char *s, size_t i, size_t e, size_t b, int foreign)
{
	static const char *const pct[] = { "percent", "pct", "percentage",
	    "prozent", "pourcent", "por ciento", NULL };
	size_t k, a, f;
	int w;

	if (word_in(s, i, e, pct) || papo_answer_unit_named(s + i, e - i))
		return 1;	/* "28 percent", "5 stone": a unit */
	for (k = i; k < e; k++)
		if ((unsigned char)s[k] >= 0x80)
			return 1;
	if (plural_shape(s, i, e) || foreign)
		return 1;
	for (k = i; k < e; k++)
		if (!is_alpha((unsigned char)s[k]) || (unsigned char)s[k] < 'a')
			return 0;
	for (a = e, w = 0; w < 2 && a < b && s[a] == ' '; w++) {
		for (f = ++a; f < b && is_alpha((unsigned char)s[f]); f++)
			;
		if (plural_shape(s, a, f) && (f == b || !is_alpha(
		    (unsigned char)s[f])))
			return 2;
		a = f;
	}
	return 0;
}

/*
 * A point or a condition after the value at s[i..b) opened by "when",
 * "at" (R_AT): a point ("the maximum is 5 when x = 2"): where it ends;
 * right after the value with a problem given, not a function word, the
 * problem's condition ("3.1 when rounded to the nearest tenth": its
 * words must be the problem's): where the row ends; else 0.
 */
static size_t
rest_at(struct rest *z, size_t i, size_t b, int noun)
{
	const struct row *r;
	size_t f;

	if ((r = kind_starts(z->t.s, i, b, R_AT)) == NULL)
		return 0;
	if ((f = at_point(z->t.s, i + r->len, b)) > i)
		return f;
	if (noun != 1 || z->t.p == NULL || kind_starts(z->t.s, i, b,
	    R_FUNC) != NULL)
		return 0;
	z->reason = 2;
	return i + r->len;
}

/*
 * The word s[i..e) right after the value (its sentence to b), in no row
 * and not the problem's or the response's: the noun counted when no row
 * refuses it and it has a noun's shape (counted_shape): 1, the next word
 * then read as its noun's (an adjective's: as right after the value).
 * "42 lol", "42 approx", "42 xD": 0.
 */
static int
rest_noun(struct rest *z, size_t i, size_t e, size_t b)
{
	const char *s = z->t.s;
	int f;

	if (rest_refused(s, i, b) != NULL || !noun_like(s, i, e) ||
	    kind_starts(s, i, b, R_DISOWN) != NULL ||
	    (f = counted_shape(s, i, e, b, foreign_before(s, z->t.at))) == 0)
		return 0;
	z->noun = f == 2 ? 1 : 3;
	z->phrase = 1;
	return 1;
}

/*
 * The word of a spaced script at s[i..e) (it may start a row of
 * several words, up to b): where what is recognised ends, or 0 when it
 * is not; the refusal of a doubt or condition in *why.
 */
static size_t
rest_words(struct rest *z, size_t i, size_t e, size_t b, const char **why)
{
	const char *s = z->t.s;
	const struct row *r;
	struct papo_unit u;
	int noun = z->noun;
	size_t f;

	z->noun = 0;
	if ((r = kind_starts(s, i, b, R_DOUBT)) != NULL) {
		*why = DOUBT_AFTER;
		return 0;
	}
	if ((r = kind_starts(s, i, b, R_REASON)) != NULL) {
		z->reason = 1;
		z->strict = r->len == 2 && lower((unsigned char)s[i]) == 'a';
		return i + r->len;	/* "as" may be no reason: strict */
	}
	if ((f = rest_at(z, i, b, noun)) > i)
		return f;
	if (kind_starts(s, i, b, R_OPEN) != NULL)
		z->phrase = 0;	/* "5 solutions for odd n": no noun's */
	if ((r = kind_starts(s, i, b, R_COND)) != NULL) {
		/* the problem's own condition, in its words, is lifted */
		z->reason = 2;
		return z->t.p != NULL ? i + r->len : 0;
	}
	if (kind_word(s, i, e, R_NEG) != 0) {
		if (z->reason == 1 && !z->strict)
			return e;	/* "because 4 is not prime" */
		/* "42; no, 41" corrects it; "42, not 41" denies another */
		return interjection(s, i, e, b) ? 0 : (z->neg = 1, e);
	}
	if (z->neg)
		return 0;	/* "not the answer" */
	if (noun == 4 && rest_refused(s, i, b) == NULL) {
		z->noun = 5;
		return e;	/* "79 g de cire": the noun of the unit */
	}
	if ((r = kind_starts(s, i, b, R_FUNC)) != NULL ||
	    (r = kind_starts(s, i, b, R_SUFFIX)) != NULL) {
		if (noun == 3 && of_word(s, i, i + r->len))
			z->noun = 4;
		else if (per_word(s, i, i + r->len))
			z->noun = 3;	/* "every day", "per hour" */
		if (z->phrase == 1)
			z->phrase = 2;	/* "35 students who ..." */
		return i + r->len;
	}
	if (noun == 1 && e - i == 4 && starts_ci(s, e, i, "more")) {
		z->noun = 1;	/* "3 more packs" */
		return e;
	}
	if ((noun == 1 || noun == 3 || z->reason == 1 || z->reason == 3) &&
	    (kind_starts(s, i, e, R_MEASURE) !=
	    NULL || papo_unit_parse(s + i, e - i, &u) == 0)) {
		z->noun = 3;	/* "5 square meters", "5 kg of flour" */
		z->phrase |= noun == 1 || noun == 3;
		return e;
	}
	if (kind_word(s, i, e, R_CLOSE) != 0)
		return e;
	/* the problem's words, or those the response used before its
	   answer ("12 distinct arithmetic sequences", "as demonstrated by
	   the strategy above"): the noun counted among them */
	if (rest_theirs(z, i, e, z->t.p, z->t.pn) || (e - i >= 3 &&
	    rest_theirs(z, i, e, s, z->t.at)))
		return e;
	if (z->reason == 3) {
		/* "(four)", "(one half)": the aside's words restate it */
		for (f = i; f < b && s[f] != ')'; f++)
			;
		if (words_value(&z->t, i, f) > i)
			return f;
	}
	if (!z->reason && words_value(&z->t, i, b) > i)
		return words_value(&z->t, i, b);
	if (z->reason == 3 && word_in(s, i, e, aside_words))
		return e;	/* "(simplified)" */
	if (z->reason == 1 && !z->strict && word_in(s, i, e, reason_words))
		return e;	/* a reason's words: a closed class, as the
				   problem's, the response's, units, numbers */
	if (noun == 1 && rest_noun(z, i, e, b))
		return e;	/* "5 apples left", not "42 lol" */
	/* the noun's phrase ("35 students who like
	   to play video games"): words no row refuses */
	if (z->phrase == 2 && !z->reason &&
	    kind_starts(s, i, b, R_DOUBT) == NULL &&
	    kind_starts(s, i, b, R_COND) == NULL &&
	    kind_starts(s, i, b, R_MODAL) == NULL &&
	    kind_starts(s, i, b, R_WEAK) == NULL &&
	    kind_starts(s, i, b, R_DISOWN) == NULL &&
	    kind_starts(s, i, b, R_QUAL) == NULL)
		return e;	/* "that have at least one digit" */
	return 0;
}

/* A LaTeX command at s[i..b) that only formats text after a value
   ("\text{ cm}", "\,"): where its name ends, or i. */
static size_t
rest_format(const char *s, size_t i, size_t b)
{
	static const char *const cmds[] = { "\\text", "\\mathrm", "\\mbox",
	    "\\textbf", "\\mathbf", "\\quad", "\\qquad", "\\,", "\\;",
	    "\\!", "\\ ", "\\)", "\\]", "\\\\", NULL };
	size_t k, l;

	for (k = 0; cmds[k]; k++) {
		l = strlen(cmds[k]);
		if (b - i >= l && memcmp(s + i, cmds[k], l) == 0 &&
		    (i + l == b || !is_alpha((unsigned char)s[i + l]) ||
		    !is_alpha((unsigned char)cmds[k][l - 1])))
			return i + l;
	}
	return i;
}

/* Suffixes glued to a value that make it a guess ("5-ish", "5ish",
   "20-odd", "5-something"). */
static const char *const glued_hedges[] = { "ish", "odd", "something",
	"plus", NULL };

/* A value's hedge.  (Not a doubt row: no_answer, not uncertain.) */
#define GLUED_HEDGE	"a hedge glued to the value"

/*
 * Is the word at s[i..e) a suffix hedge glued to the value before it
 * ("5-ish", "5ish", "5 -ish")?  Where it ends, or i.
 */
static size_t
glued_hedge(const char *s, size_t a, size_t i, size_t e)
{
	size_t k = i, f = i;

	if (k > a && (s[k - 1] == '-' || s[k - 1] == '~'))
		k--;
	/* after a digit, or after a box or math closed and a dash
	   ("\\boxed{5}-ish"); not "$odd$" */
	if (k == a || !(is_digit((unsigned char)s[k - 1]) || (k < i &&
	    (s[k - 1] == '}' || s[k - 1] == '$'))))
		return i;
	while (f < e && is_alpha((unsigned char)s[f]))
		f++;
	return f > i && word_in(s, i, f, glued_hedges) ? f : i;
}

int
papo_answer_glued(const char *s, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (is_alpha((unsigned char)s[i]) &&
		    !is_alpha((unsigned char)s[i - 1]) &&
		    glued_hedge(s, 0, i, n) > i)
			return 1;
	return 0;
}

/* One token of the rest at s[i..e): where it ends, or i with *why. */
static size_t
rest_token(struct rest *z, size_t i, size_t e, const char **why)
{
	const char *s = z->t.s;
	const struct row *r = NULL;
	size_t f, st, l;
	unsigned m;
	long c = (unsigned char)s[i];

	if (c == '(' && z->reason == 0) {
		z->reason = 3;	/* an aside: "(Thursday is the fourth day)" */
		z->noun = 0;
		return i + 1;
	}
	if (c == ')' && z->reason == 3)
		z->reason = 0;
	if (c < 0x80 && (is_space((int)c) || strchr(".,:;!()[]{}*\"'`_#|",
	    (int)c) != NULL)) {
		if (!is_space((int)c) && c != '*')
			z->noun = 0;	/* "**19** integers": bold is none */
		return i + 1;
	}
	if (c == '\\' && (f = rest_format(s, i, e)) > i)
		return f;
	if (c == '$' && memchr(s + i + 1, '$', e - i - 1) == NULL)
		return i + 1;	/* the close of the answer's math */
	if (c == '$' || c == '\\' || is_digit((int)c) || (c == '-' &&
	    i + 1 < e && is_digit((unsigned char)s[i + 1])))
		return rest_value(z, i, e, why);
	if (c < 0x80 && !is_alpha((int)c)) {
		if (z->reason == 1 && strchr("+-*/=^<>", (int)c) != NULL)
			return i + 1;	/* "because 2 + 3 = 5" */
		if (c == '=')
			return i + 1;	/* "5 = 5.0": the value must follow */
		if (c == '-' && i > 0 && is_digit((unsigned char)s[i - 1]) &&
		    i + 1 < e && is_alpha((unsigned char)s[i + 1]))
			return i + 1;	/* "7-day" */
		return i;		/* a comparison, a symbol */
	}
	if (c == 'i' && e - i >= 4 && (memcmp(s + i, "i.e.", 4) == 0))
		return i + 4;	/* "(i.e. 1/2)": a restatement follows */
	for (f = i + 1; f < e && ((unsigned char)s[f] & 0xc0) == 0x80; f++)
		;
	c = cp_before(s, i, f, &st);
	if (punct_cp(c)) {
		z->noun = 0;
		return f;
	}
	/* a unit or scale word of another language right after the
	   value ("5 ชั่วโมง", "5万元", "5 Millionen"): units_foreign.c */
	if ((z->noun == 1 || z->noun == 3) &&
	    (papo_scale_foreign(s + i, e - i, &l) != 0 ||
	    papo_unit_foreign(s + i, e - i, &l) != NULL)) {
		for (f = i + 1; f < e && ((unsigned char)s[f] & 0xc0) == 0x80;
		    f++)
			;
		/* in a dense script, as a measure word: a noun may follow */
		z->noun = dense_letter(cp_before(s, i, f, &st)) ? 2 : 3;
		return i + l;
	}
	if (c >= 0x530 && c < 0x1100 && unreadable(c))
		return e;	/* a script without rows: its finder's rule */
	if (dense_letter(c)) {
		if (z->noun && rest_refused(s, i, e) == NULL &&
		    ((z->noun == 2 && !(c >= 0x3040 && c < 0x30a0)) ||
		    (r = kind_starts(s, i, e, R_MEASURE)) != NULL)) {
			/* a noun is no hiragana ("場合による") */
			/* "3只鸟和鹳鸟": a measure word, the noun counted */
			f = z->noun == 2 ? f : i + r->len;
			z->noun = 2;
			return f;
		}
		z->noun = 0;
		if ((f = closing_dense(s, i, e, &m)) > 0)
			return i + f;
		if ((r = kind_starts(s, i, e, R_DOUBT)) != NULL) {
			*why = DOUBT_AFTER;
			return i;
		}
		if ((r = kind_starts(s, i, e, R_REASON)) != NULL) {
			z->reason = 1;
			return i + r->len;
		}
		if ((r = kind_starts(s, i, e, R_FUNC)) != NULL ||
		    (r = kind_starts(s, i, e, R_SUFFIX)) != NULL)
			return i + r->len;
		if ((f = words_value(&z->t, i, e)) > i)
			return f;
		return rest_dense_theirs(z, i, e);
	}
	if (!word_letter(c))
		return i;
	if (is_alpha((int)c) && glued_hedge(s, 0, i, e) > i) {
		*why = GLUED_HEDGE;
		return i;
	}
	f = word_end(s, i, e);
	while (f > i + 1 && (s[f - 1] == '\'' || s[f - 1] == '-'))
		f--;	/* "seconds'": a closing quote */
	st = rest_words(z, i, f, e, why);
	return st > i ? st : i;
}

/*
 * The closing tags that may follow an answer in its sentence (a
 * tool-use agent's wrappers); any other tag there ("<confidence>low",
 * "<note>", "<verification>fail") is not recognised.
 */
static const char *const tags_after[] = { "</answer>", "</solution>",
	"</final_answer>", "</final>", "</result>", "</response>",
	"</output>", "</assistant>", "</box>", "</think>", NULL };

/*
 * Is s[i..e) a tag (an end token aside)?  Where a recognised closing
 * tag ends, 0 when it is no tag ("< 5", "<=", a comparison: the
 * reader's), or i for a tag not recognised.
 */
static size_t
tag_after(const char *s, size_t i, size_t e)
{
	size_t k = i + 1;

	if (k < e && s[k] == '/')
		k++;
	if (k >= e || !is_alpha((unsigned char)s[k]))
		return 0;
	while (k < e && (is_alpha((unsigned char)s[k]) ||
	    is_digit((unsigned char)s[k]) || s[k] == '_' || s[k] == '-'))
		k++;
	if (k >= e || (s[k] != '>' && s[k] != ' ' && s[k] != '/'))
		return 0;
	if (s[k] == '>' && word_in(s, i, k + 1, tags_after))
		return k + 1;
	return i;
}

/* papo_answer_rest read from s[from] (end, or past the box's closers),
   and with cond set, a condition's clause. */
static const char *
rest_read(const char *s, size_t at, size_t end, size_t from, size_t e,
    const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws, int cond)
{
	struct rest z;
	const char *why;
	size_t i = from, f;

	memset(&z, 0, sizeof(z));
	if (pn == 0)
		p = NULL;	/* an empty problem (--serve) is none */
	z.t.s = s;
	z.t.n = e;
	z.t.keylen = at < end ? value_key(s + at, end - at, z.t.key,
	    sizeof(z.t.key)) : 0;
	z.t.p = p;
	z.t.pn = pn;
	z.t.langs = ~0u;
	z.t.yaml = 0;
	z.t.at = at;
	z.t.end = end;
	z.t.o = o;
	z.t.letter = at < end && s[at] >= 'A' && s[at] <= 'J' && (at + 1 ==
	    end || !is_alpha((unsigned char)s[at + 1])) ? s[at] : 0;
	z.noun = !cond;
	z.reason = cond ? 2 : 0;
	*row = NULL;
	if (word != NULL && ws > 0)
		word[0] = '\0';
	if (i < e && s[i] == '$' && at > 0 && s[at - 1] == '$')
		i++;	/* "$-3$, attained at $x = 1$": its math's close */
	while (i < e) {
		if (s[i] == '<' && end_token(s, i, e) != NULL)
			return NULL;	/* the response ends: the tail's */
		if (s[i] == '<' && (f = tag_after(s, i, e)) != 0) {
			if (f > i) {
				i = f;	/* "</solution>" */
				continue;
			}
			*row = "tag";
			for (f = i + 1; f < e && s[f] != '>'; f++)
				;
			return rest_word(s, i, f < e ? f + 1 : f, word, ws,
			    "a tag after it not recognised");
		}
		why = NULL;
		f = rest_token(&z, i, e, &why);
		if (why != NULL || f <= i) {
			*row = why == NULL || strcmp(why, REST_WORD) == 0 ?
			    "word" : strcmp(why, DOUBT_AFTER) == 0 ? "doubt" :
			    strcmp(why, VALUE_AFTER) == 0 ? "value" :
			    strcmp(why, GLUED_HEDGE) == 0 ? "hedge" : "not";
			for (f = i + 1; f < e && (((unsigned char)s[f] >=
			    0x80 && !punct_cp(cp_at(s, f, e))) ||
			    is_alpha((unsigned char)s[f]) ||
			    is_digit((unsigned char)s[f])); f++)
				;
			return rest_word(s, i, f, word, ws, why != NULL ? why :
			    REST_WORD);
		}
		i = f;
	}
	if (z.neg) {
		*row = "not";
		return "a negation after it";
	}
	return NULL;
}

const char *
papo_answer_rest(const char *s, size_t at, size_t end, size_t e,
    const struct papo_answer_opts *o, const char *p, size_t pn,
    const char **row, char *word, size_t ws)
{
	return rest_read(s, at, end, end, e, o, p, pn, row, word, ws, 0);
}

const char *
papo_answer_cond_before(const char *s, size_t st, size_t a, const char *p,
    size_t pn, char *word, size_t ws)
{
	const struct row *r;
	const char *row;
	size_t c, k;
	int var = 0;

	if (pn == 0)
		p = NULL;
	st = strip_fwd(s, st, a);
	if (st >= a || (r = kind_starts(s, st, a, R_OPEN)) == NULL)
		return NULL;
	/* the clause ends at its comma (or ，), else before the lead or
	   the answer's name ("Für ungerade n ist die Antwort 5") */
	for (c = st + r->len; c < a && s[c] != ',' && !(c + 2 < a &&
	    memcmp(s + c, "\xef\xbc\x8c", 3) == 0) && !(s[c - 1] == ' ' &&
	    (kind_starts(s, c, a, R_LEAD) != NULL || kind_starts(s, c, a,
	    R_NOUN) != NULL)); c++)
		;
	/* a condition on a variable ("For odd n", "When $x > 0$") */
	for (k = st + r->len; k < c && !var; k++)
		var = is_alpha((unsigned char)s[k]) && !is_alpha((unsigned char)
		    s[k - 1]) && (k + 1 == c || !is_alpha((unsigned char)
		    s[k + 1])) && s[k] != 'a' && s[k] != 'A' && s[k] != 'I';
	if (!var || at_point(s, st + r->len, c) > 0)
		return NULL;	/* "For T = 3, the product is 6": a point */
	if (p == NULL)
		return rest_word(s, st, st + r->len, word, ws,
		    "a condition before it");
	if (rest_read(s, st, st, st, c, NULL, p, pn, &row, word, ws, 1) ==
	    NULL)
		return NULL;	/* the problem's own condition */
	return "a condition before it";
}

size_t
papo_answer_frame_word(const char *s, size_t a, size_t b, size_t i,
    enum papo_frame_words which)
{
	static const enum row_kind kinds[] = { R_STCOP, R_CONCL, R_THENCE,
	    R_CONDW, R_DOUBTW };
	const struct frame_index *x = frame_index();
	const struct row *r;
	unsigned j, k = kinds[which];
	unsigned char c, f;

	if (i >= b || (i > a && is_alpha((unsigned char)s[i - 1])))
		return 0;
	c = (unsigned char)s[i];
	if (c < 0x80)
		c = (unsigned char)lower(c);
	if (!(x->kind_first[c] & (1u << k)))
		return 0;	/* no row of the list starts so */
	/* the rows of the kind that start with c (ASCII rows are
	   lowercase), in the order of rows[] */
	for (j = x->kf_at[k * 256u + c]; j < x->kf_at[k * 256u + c + 1];
	    j++) {
		r = &rows[x->by_kfirst[j]];
		if ((f = (unsigned char)r->w[0]) != c)
			continue;	/* a row written in capitals */
		if (f >= 0x80) {
			if (i + r->len <= b && memcmp(s + i, r->w, r->len) == 0)
				return r->len;
		} else if (starts_ci(s, b, i, r->w) && (i + r->len == b ||
		    !is_alpha((unsigned char)s[i + r->len])))
			return r->len;
	}
	return 0;
}

int
papo_answer_sure(const char *s, size_t a, size_t b, struct papo_answer_why *w)
{
	const struct row *r = row_within(s, a, b, M(R_DOUBT), NULL, 0);

	if (r == NULL)
		return 1;
	if (w != NULL && w->refused == NULL) {
		w->after = r->w;
		w->refused = DOUBT_AFTER;
	}
	return 0;
}

size_t
papo_answer_final_statement(const char *s, size_t a, size_t b)
{
	size_t i, st = a;

	for (i = a; i + 1 < b; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\n' || ((c == '.' || c == '!' || c == '?') &&
		    s[i + 1] == ' '))
			st = i + 1;
		else if (c == 0xe3 && i + 3 < b && (unsigned char)s[i + 1] ==
		    0x80 && (unsigned char)s[i + 2] == 0x82)
			st = i + 3;	/* 。 */
	}
	while (st < b && s[st] == ' ')
		st++;
	return st;
}

int
papo_answer_uncertain(const struct papo_answer_why *w)
{
	return w->refused != NULL && strcmp(w->refused, DOUBT_AFTER) == 0;
}

int
papo_answer_other_value(const char *why)
{
	return why != NULL && strcmp(why, VALUE_AFTER) == 0;
}

/*
 * Does s[0..e) end inside an expression: on an operator that still
 * wants its right operand ("= 7 +", "2 \\times", "x^") or an opening
 * bracket ("f(", "\\frac{")?  A response cut off at the token limit in
 * the middle of a formula does (a repetition loop "= 7 + 4/45 = 7 +"),
 * and the value before the operator is not its answer.  "C++", a grade
 * "A+", a markdown rule "---" and bold "**" are not operators.
 */
static int
ends_in_expression(const char *s, size_t e)
{
	static const char *const tex[] = { "\\cdot", "\\times", "\\div",
	    "\\pm", "\\mp", "\\left(", "\\left[", "\\frac", "\\sqrt" };
	/* ×, ÷, ·, − (U+2212), and a relation wanting its right side:
	   ≠, ≈, ≤, ≥, ±, ∼ */
	static const char *const sym[] = { "\xc3\x97", "\xc3\xb7",
	    "\xc2\xb7", "\xe2\x88\x92", "\xe2\x89\xa0", "\xe2\x89\x88",
	    "\xe2\x89\xa4", "\xe2\x89\xa5", "\xc2\xb1", "\xe2\x88\xbc" };
	unsigned char c = (unsigned char)s[e - 1], p;
	size_t i, l, b;

	for (i = 0; i < sizeof(tex) / sizeof(tex[0]); i++) {
		l = strlen(tex[i]);
		if (e >= l && memcmp(s + e - l, tex[i], l) == 0)
			return 1;
	}
	for (i = 0; i < sizeof(sym) / sizeof(sym[0]); i++) {
		l = strlen(sym[i]);
		if (e >= l && memcmp(s + e - l, sym[i], l) == 0)
			return 1;
	}
	if (c == '(' || c == '[' || c == '{' || c == '^' || c == '<')
		return 1;	/* '<' alone: a tag ends on '>' */
	if (c != '+' && c != '-' && c != '*' && c != '/' && c != '~')
		return 0;
	if (e < 2)
		return 0;
	p = (unsigned char)s[e - 2];
	if (c == '~')
		return p != '~';	/* "42 ~", not "~~struck~~" */
	if (p == c)
		return 0;	/* "C++", "---", "**", "//" */
	/* the operand before it: a digit or a closing bracket next to it,
	   or anything but a letter-glued sign after a space ("x +") */
	if (c != '*' && (is_digit(p) || p == ')' || p == ']' || p == '}'))
		return 1;	/* "*5*" is emphasis */
	if (p != ' ')
		return 0;	/* "A+", "B-" */
	for (b = e - 2; b > 0 && s[b - 1] == ' '; b--)
		;
	return b > 0 && s[b - 1] != '\n' && s[b - 1] != '-' &&
	    s[b - 1] != '*';	/* a list bullet or rule starts a line */
}

int
papo_answer_truncated(const char *s, size_t n)
{
	size_t e = n, w;

	while (e > 0 && is_space((unsigned char)s[e - 1]))
		e--;
	if (e == 0)
		return 0;
	if (s[e - 1] == ':' || s[e - 1] == '=' || (e >= 3 &&
	    memcmp(s + e - 3, "\xef\xbc\x9a", 3) == 0))
		return 1;
	if (ends_in_expression(s, e))
		return 1;
	/* "the final answer is", "答案是": a copula with nothing after */
	return row_at_end(s, e > 200 ? e - 200 : 0, e, M(R_LEAD), &w) !=
	    NULL;
}

/* How far from the end an answer phrase of another language is looked for. */
#define PHRASE_WINDOW	400

/* Is s[i..n) the last sentence (a final 。 or '.' aside)? */
static int
last_sentence(const char *s, size_t i, size_t n)
{
	while (n > i && (is_space((unsigned char)s[n - 1]) ||
	    s[n - 1] == '.' || s[n - 1] == '*'))
		n--;
	if (n >= i + 3 && memcmp(s + n - 3, "\xe3\x80\x82", 3) == 0)
		n -= 3;
	return sentence_stop(s, i, n) == n;
}

long
papo_answer_phrase_end(const char *s, size_t from, size_t n)
{
	/* the rows by their first byte: by[at[c] .. at[c + 1]) */
	const struct frame_index *x = frame_index();
	const unsigned short *at = x->start_at;
	const unsigned char *by = x->by_start;
	const struct row *r;
	size_t lo = n > PHRASE_WINDOW ? n - PHRASE_WINDOW : 0, i, k, l, j;
	long best = -1;
	unsigned c;

	if (lo < from)
		lo = from;
	for (i = lo; i < n; i++) {
		c = (unsigned)lower((unsigned char)s[i]);
		if (at[c] == at[c + 1])
			continue;
		if (c < 0x80 && i > lo && is_alpha((unsigned char)s[i - 1]))
			continue;	/* rows start a word */
		for (j = at[c]; j < at[c + 1]; j++) {
			r = &phrases[by[j]];
			l = r->len;
			if (l > n - i)
				continue;
			for (k = 1; k < l; k++)
				if (lower((unsigned char)s[i + k]) !=
				    (unsigned char)r->w[k])
					break;
			if (k < l || (c < 0x80 && i + l < n &&
			    is_alpha((unsigned char)s[i + l])))
				continue;
			for (k = i + l; k < n && (s[k] == ' ' ||
			    s[k] == ':' || s[k] == '*'); k++)
				;
			if (k + 3 <= n && memcmp(s + k, "\xef\xbc\x9a", 3) == 0)
				k += 3;	/* ： */
			if (r->kind == R_COPULA && !last_sentence(s, k, n))
				continue;
			best = (long)k;
		}
	}
	return best;
}
