/* SPDX-License-Identifier: MIT */
/*
 * answer_rows.c: the rows of what may stand around a final answer, per
 * language (what may precede the value, follow it in its sentence, close
 * the response; negators, doubts, bounds, conditions), the answer phrases,
 * and their index.
 */
#include <string.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"

#define R(lang, w, kind)	{ lang, w, sizeof(w) - 1, kind }


const struct row papo_frame_rows[] = {
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
	R("en", "obviously", R_AFFIRM), R("en", "evidently", R_AFFIRM),
	R("en", "naturally", R_AFFIRM), R("en", "undoubtedly", R_AFFIRM),
	R("en", "without a doubt", R_AFFIRM), R("en", "no doubt", R_AFFIRM),
	R("en", "without any doubt", R_AFFIRM),
	R("en", "beyond a doubt", R_AFFIRM), R("en", "beyond doubt", R_AFFIRM),
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
	/* a qualified certainty is a hedge (review 35: "Pretty sure it's
	   240 km.\n\nThe answer is 240 km.") */
	R("en", "pretty sure", R_DOUBT), R("en", "fairly sure", R_DOUBT),
	R("en", "pretty confident", R_DOUBT),
	R("en", "fairly confident", R_DOUBT),
	R("en", "reasonably sure", R_DOUBT),
	R("en", "reasonably confident", R_DOUBT),
	R("en", "somewhat sure", R_DOUBT),
	R("en", "somewhat confident", R_DOUBT),
	R("en", "mostly sure", R_DOUBT), R("en", "almost sure", R_DOUBT),
	R("en", "almost certain", R_DOUBT), R("en", "nearly certain", R_DOUBT),
	R("en", "suppose", R_COND), R("en", "assume", R_COND),
	R("en", "if", R_COND), R("en", "unless", R_COND),
	R("en", "whether", R_COND), R("en", "could", R_MODAL),
	R("en", "would", R_MODAL), R("en", "may", R_BEFORE),
	R("en", "should", R_MODAL), R("en", "likely", R_DOUBT),
	R("en", "ought to", R_MODAL), R("en", "has to", R_MODAL),
	R("en", "have to", R_MODAL), R("en", "needs to", R_MODAL),
	R("en", "presumably", R_DOUBT), R("en", "supposedly", R_DOUBT),
	R("en", "apparently", R_DOUBT), R("en", "seemingly", R_DOUBT),
	R("en", "arguably", R_DOUBT), R("en", "hopefully", R_DOUBT),
	R("en", "allegedly", R_DOUBT), R("en", "unlikely", R_DOUBT),
	R("en", "i think", R_DOUBT), R("en", "we think", R_DOUBT),
	R("en", "i believe", R_DOUBT), R("en", "we believe", R_DOUBT),
	R("en", "i reckon", R_DOUBT), R("en", "i feel", R_DOUBT),
	R("en", "seems", R_DOUBT), R("en", "i'd say", R_DOUBT),
	R("en", "as far as i can tell", R_DOUBT),
	R("en", "as far as i know", R_DOUBT),
	R("en", "to the best of my knowledge", R_DOUBT),
	R("en", "wait", R_WEAK), R("en", "actually", R_WEAK),
	R("en", "however", R_WEAK), R("en", "but", R_WEAK),
	R("en", "alternatively", R_WEAK), R("en", "instead", R_WEAK),
	R("en", "hmm", R_DOUBT), R("en", "oops", R_WEAK),
	R("en", "though", R_WEAK), R("en", "although", R_WEAK),
	R("en", "sorry", R_WEAK), R("en", "uncertain", R_DOUBT),
	/* a chat's register for "I do not know" (issue 26, round 17:
	   "The product is **6**. idk", "\\boxed{6}\n\njk") */
	R("en", "idk", R_DOUBT), R("en", "dunno", R_DOUBT),
	R("en", "no idea", R_DOUBT), R("en", "who knows", R_DOUBT),
	R("en", "jk", R_DOUBT), R("en", "lol", R_DOUBT),
	R("en", "lmao", R_DOUBT),
	/* ¯\_(ツ)_/¯ */
	R("en", "\xc2\xaf\\_(\xe3\x83\x84)_/\xc2\xaf", R_DOUBT),
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
	/* exemplifying abbreviations, spaced or not ("e. g. \\boxed{42}"),
	   and "cf.": an example or a comparison, no answer given */
	R("en", "e. g", R_DISOWN), R("en", "eg", R_DISOWN),
	R("en", "cf", R_DISOWN),
	R("en", "disagree", R_DISOWN), R("en", "trap", R_DISOWN),
	R("en", "naive", R_DISOWN), R("en", "claimed", R_DISOWN),
	/* what finds the answer at odds with the problem (issue 26, round
	   17: "So there are **42** apples. That contradicts the premise.") */
	R("en", "contradicts", R_DISOWN), R("en", "contradiction", R_DISOWN),
	R("en", "contradictory", R_DISOWN), R("en", "impossible", R_DISOWN),
	R("en", "inconsistent", R_DISOWN), R("en", "mismatch", R_DISOWN),
	R("en", "does not match", R_DISOWN),
	R("en", "doesn't match", R_DISOWN),
	/* the verbs of failing, no noun of a value (issue 26,
	   h36-known29: "So $x = 42$ fails.", "The answer is 42 fails.",
	   "\\boxed{42} fails.", "The value that does not work is 42."):
	   the value does not do what is asked */
	R("en", "fails", R_DISOWN), R("en", "fail", R_DISOWN),
	R("en", "flunks", R_DISOWN), R("en", "violates", R_DISOWN),
	R("en", "defies", R_DISOWN),
	/* not "misses", "breaks": nouns too ("Bobby's lunches and breaks
	   add up to: \\boxed{5 hours}", ProcessBench gsm8k-242); verbs
	   right after the value only (answer_rest.c, noun_verbs) */
	R("en", "does not work", R_DISOWN),
	R("en", "doesn't work", R_DISOWN),
	R("en", "than", R_BOUND), R("en", "between", R_BEFORE),
	R("en", "least", R_BOUND), R("en", "most", R_BOUND),
	R("en", "under", R_BEFORE), R("en", "over", R_BEFORE),
	R("en", "below", R_BOUND), R("en", "above", R_BOUND),
	R("en", "about", R_BOUND), R("en", "around", R_BOUND),
	R("en", "nearly", R_BOUND), R("en", "almost", R_BOUND),
	R("en", "approximately", R_BOUND), R("en", "roughly", R_BOUND),
	R("en", "approx", R_BOUND), R("en", "tops", R_BOUND),
	R("en", "within", R_BEFORE), R("en", "except", R_BEFORE),
	R("en", "or", R_BOUND), R("en", "from", R_BEFORE),
	/* "120 pounds ... will be used or so.": about (a doubt, read
	   whole before "or" alone) */
	R("en", "or so", R_DOUBT), R("en", "or thereabouts", R_DOUBT),
	R("en", "give or take", R_DOUBT), R("en", "more or less", R_DOUBT),
	/* after a value, the values past it too (issue 26, round 27:
	   "The answer is 42 and more.") */
	R("en", "and more", R_BOUND),
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
	R("zh", "\xe5\x9b\x9e\xe7\xad\x94", R_NOUN),	/* 回答 */
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
	/* an option named by its letter ("正确答案是 B 项", "答案是 B
	   选项": hostile_recall26.py, mc) */
	R("zh", "\xe9\x80\x89\xe9\xa1\xb9", R_SUFFIX),	/* 选项 */
	R("zh", "\xe9\x81\xb8\xe9\xa0\x85", R_SUFFIX),	/* 選項 */
	R("zh", "\xe9\xa1\xb9", R_SUFFIX),	/* 项 */
	R("zh", "\xe9\xa0\x85", R_SUFFIX),	/* 項 */
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
	/* after the value, its noun or unit: "30度左右", "12个苹果上下" */
	R("zh", "\xe5\xb7\xa6\xe5\x8f\xb3", R_BOUND),	/* 左右 */
	R("zh", "\xe4\xb8\x8a\xe4\xb8\x8b", R_BOUND),	/* 上下 */
	/* 我觉得 */
	R("zh", "\xe6\x88\x91\xe8\xa7\x89\xe5\xbe\x97", R_DOUBT),
	/* 我覺得 */
	R("zh", "\xe6\x88\x91\xe8\xa6\xba\xe5\xbe\x97", R_DOUBT),
	/* Japanese */
	R("ja", "\xe3\x81\xaf", R_LEAD),		/* は */
	R("ja", "\xe7\xad\x94\xe3\x81\x88", R_NOUN),	/* 答え */
	R("ja", "\xe5\x9b\x9e\xe7\xad\x94", R_NOUN),	/* 回答 */
	R("ja", "\xe3\x81\xa7\xe3\x81\x99", R_SUFFIX),	/* です */
	/* となります */
	R("ja", "\xe3\x81\xa8\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	    R_SUFFIX),
	/* conclusions after a value and its measure word,
	   committed as です is: "42個になります。",
	   "42個ということです。" */
	/* になります */
	R("ja", "\xe3\x81\xab\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99",
	    R_SUFFIX),
	/* になりました */
	R("ja", "\xe3\x81\xab\xe3\x81\xaa\xe3\x82\x8a\xe3\x81\xbe"
	    "\xe3\x81\x97\xe3\x81\x9f",
	    R_SUFFIX),
	/* ということです */
	R("ja", "\xe3\x81\xa8\xe3\x81\x84\xe3\x81\x86\xe3\x81\x93"
	    "\xe3\x81\xa8\xe3\x81\xa7\xe3\x81\x99",
	    R_SUFFIX),
	/* ということになります */
	R("ja", "\xe3\x81\xa8\xe3\x81\x84\xe3\x81\x86\xe3\x81\x93"
	    "\xe3\x81\xa8\xe3\x81\xab\xe3\x81\xaa\xe3\x82\x8a"
	    "\xe3\x81\xbe\xe3\x81\x99",
	    R_SUFFIX),
	/* ということになる */
	R("ja", "\xe3\x81\xa8\xe3\x81\x84\xe3\x81\x86\xe3\x81\x93"
	    "\xe3\x81\xa8\xe3\x81\xab\xe3\x81\xaa\xe3\x82\x8b",
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
	/* 를, 을: the object's particle after a value and its unit, the
	   verb after it ("240km를 달립니다") */
	R("ko", "\xeb\xa5\xbc", R_FUNC), R("ko", "\xec\x9d\x84", R_FUNC),
	R("ko", "\xec\x9d\xb4\xeb\x8b\xa4", R_SUFFIX),	/* 이다 */
	/* the polite copula, after a consonant and after a vowel ("36
	   cm이에요", "36 센티미터예요"), as answer_dense.c's endings */
	R("ko", "\xec\x9d\xb4\xec\x97\x90\xec\x9a\x94", R_SUFFIX),
	R("ko", "\xec\x98\x88\xec\x9a\x94", R_SUFFIX),	/* 예요 */
	/* the existential verb after a counted value ("126권 있다",
	   "126冊あります"): a total stated as what there is */
	R("ko", "\xec\x9e\x88\xeb\x8b\xa4", R_SUFFIX),	/* 있다 */
	/* 있습니다 */
	R("ko", "\xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", R_SUFFIX),
	/* 있어요 */
	R("ko", "\xec\x9e\x88\xec\x96\xb4\xec\x9a\x94", R_SUFFIX),
	/* あります */
	R("ja", "\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x99", R_SUFFIX),
	/* います */
	R("ja", "\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", R_SUFFIX),
	R("ja", "\xe3\x81\x82\xe3\x82\x8b", R_SUFFIX),	/* ある */
	R("ja", "\xe3\x81\x84\xe3\x82\x8b", R_SUFFIX),	/* いる */
	/* an option's counter glued to the copula after its letter
	   ("정답은 (D)번입니다"), as answer_choice.c reads "D번입니다" */
	R("ko", "\xeb\xb2\x88\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4",
	    R_SUFFIX),	/* 번입니다 */
	R("ko", "\xec\x95\x84\xeb\x8b\x88", R_NEG),	/* 아니 */
	R("ko", "\xec\x95\x84\xeb\x8b\x98", R_NEG),	/* 아님 */
	/* 않: the negative auxiliary's stem ("맞지 않다", "않아요") */
	R("ko", "\xec\x95\x8a", R_NEG),
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
	/* 듯합니다, 듯해요: it seems */
	R("ko", "\xeb\x93\xaf\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", R_DOUBT),
	R("ko", "\xeb\x93\xaf\xed\x95\xb4\xec\x9a\x94", R_DOUBT),
	R("ko", "\xec\xb6\x94\xec\xb8\xa1", R_DOUBT),	/* 추측 */
	/* 추정: an estimate ("이것은 대략적인 추정치입니다."), as 추측 */
	R("ko", "\xec\xb6\x94\xec\xa0\x95", R_DOUBT),
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
	R("ko", "\xed\x8b\x80\xeb\xa6\xbc", R_DISOWN),	/* 틀림 */
	R("ko", "\xec\x9e\x98\xeb\xaa\xbb", R_DISOWN),	/* 잘못 */
	R("ko", "\xec\x98\xa4\xeb\x8b\xb5", R_DISOWN),	/* 오답 */
	/* 예를 들어 */
	R("ko", "\xec\x98\x88\xeb\xa5\xbc \xeb\x93\xa4\xec\x96\xb4", R_DISOWN),
	/* French */
	R("fr", "est", R_LEAD), R("fr", "sont", R_LEAD),
	R("fr", "vaut", R_LEAD), R("fr", "\xc3\xa9gal", R_LEAD),
	R("fr", "\xc3\xa9gale", R_LEAD), R("fr", "r\xc3\xa9ponse", R_NOUN),
	R("fr", "pas", R_NEG), R("fr", "ne", R_NEG), R("fr", "n'", R_NEG),
	R("fr", "jamais", R_NEG),
	R("fr", "peut-\xc3\xaatre", R_DOUBT), R("fr", "environ", R_BOUND),
	R("fr", "faux", R_DISOWN), R("fr", "exemple", R_DISOWN),
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
	R("de", "niemals", R_NEG),
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
	R("de", "z.b", R_DISOWN), R("de", "z. b", R_DISOWN),
	R("de", "bspw", R_DISOWN), R("de", "vgl", R_DISOWN),
	/* Spanish */
	R("es", "es", R_LEAD), R("es", "son", R_LEAD),
	R("es", "vale", R_LEAD), R("es", "respuesta", R_NOUN),
	R("es", "no", R_NEG), R("es", "quiz\xc3\xa1s", R_DOUBT),
	R("es", "nunca", R_NEG),
	R("es", "jam\xc3\xa1s", R_NEG),	/* jamás */
	R("es", "incorrecto", R_DISOWN),
	/* the feminine and the other words of a wrong option ("La opción
	   C es incorrecta."), in the languages beside */
	R("es", "incorrecta", R_DISOWN), R("es", "errónea", R_DISOWN),
	R("es", "erróneo", R_DISOWN),
	R("fr", "fausse", R_DISOWN), R("fr", "erronée", R_DISOWN),
	R("fr", "erroné", R_DISOWN),
	R("it", "sbagliata", R_DISOWN), R("it", "errata", R_DISOWN),
	R("it", "errato", R_DISOWN),
	R("pt", "errada", R_DISOWN), R("pt", "incorreta", R_DISOWN),
	R("pt", "incorreto", R_DISOWN),
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
	R("es", "p.ej", R_DISOWN), R("es", "p. ej", R_DISOWN),
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
	R("it", "ad es", R_DISOWN), R("it", "p.es", R_DISOWN),
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
	R("pt", "nunca", R_NEG), R("pt", "jamais", R_NEG),
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
	R("pt", "p.ex", R_DISOWN), R("pt", "p. ex", R_DISOWN),
	R("pt", "no total", R_FUNC),
	R("pt", "assim", R_CONCL),
	R("pt", "ao todo", R_FUNC),
	R("pt", "supondo", R_COND),
	R("pt", "a menos que", R_COND),
	/* Russian */
	/* "Ответ — 5": the em dash is its copula */
	R("ru", "\xe2\x80\x94", R_LEAD),	/* — */
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
	R("ru", "\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd"
	    "\xd0\xbe",
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
	/* напр. */
	R("ru", "\xd0\xbd\xd0\xb0\xd0\xbf\xd1\x80", R_DISOWN),
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
	/* a polite particle after the value ends its sentence: "คำตอบคือ 12
	   ครับ" */
	/* ครับ, ค่ะ */
	R("th", "\xe0\xb8\x84\xe0\xb8\xa3"
	    "\xe0\xb8\xb1\xe0\xb8\x9a", R_SUFFIX),
	R("th", "\xe0\xb8\x84\xe0\xb9\x88\xe0\xb8\xb0", R_SUFFIX),
	R("th", "\xe0\xb8\x84\xe0\xb8\xb0", R_SUFFIX),	/* คะ */
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
	R("bn", "\xe0\xa6\xa8\xe0\xa6\x87", R_NEG),	/* নই */
	R("bn", "\xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87", R_NEG),	/* নেই */
	R("bn", "\xe0\xa6\xa8\xe0\xa6\xbe\xe0\xa6\x87", R_NEG),	/* নাই */
	/* সম্ভবত */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xad"
	    "\xe0\xa6\xac\xe0\xa6\xa4", R_DOUBT),
	/* হয়তো */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xa4"
	    "\xe0\xa7\x8b", R_DOUBT),
	/* মনে হয় */
	R("bn", "\xe0\xa6\xae\xe0\xa6\xa8\xe0\xa7\x87 \xe0\xa6\xb9"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_DOUBT),
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
	/* বোধ হয় */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\xa7 \xe0\xa6\xb9"
	    "\xe0\xa6\xaf\xe0\xa6\xbc", R_DOUBT),
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
	/* দাঁড়ান */
	R("bn", "\xe0\xa6\xa6\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\xa1"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa8", R_WEAK),
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
	/* কমপক্ষে */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xae\xe0\xa6\xaa\xe0\xa6\x95"
	    "\xe0\xa7\x8d\xe0\xa6\xb7\xe0\xa7\x87", R_BOUND),
	/* মোটামুটি (roughly) */
	R("bn", "\xe0\xa6\xae\xe0\xa7\x8b\xe0\xa6\x9f\xe0"
	    "\xa6\xbe\xe0\xa6\xae\xe0\xa7\x81\xe0\xa6"
	    "\x9f\xe0\xa6\xbf", R_BOUND),
	/* অন্তত */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa6\xa4", R_BOUND),
	/* চেয়ে */
	R("bn", "\xe0\xa6\x9a\xe0\xa7\x87\xe0\xa6\xaf\xe0\xa6\xbc"
	    "\xe0\xa7\x87", R_BOUND),
	/* চাইতে */
	R("bn", "\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\x87\xe0\xa6\xa4"
	    "\xe0\xa7\x87", R_BOUND),
	/* অথবা */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa5\xe0\xa6\xac\xe0\xa6\xbe", R_BOUND),
	/* বেশি */
	R("bn", "\xe0\xa6\xac\xe0\xa7\x87\xe0\xa6\xb6\xe0\xa6\xbf", R_BOUND),
	R("bn", "\xe0\xa6\x95\xe0\xa6\xae", R_BOUND),	/* কম */
	/* সর্বাধিক (at most) */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xac"
	    "\xe0\xa6\xbe\xe0\xa6\xa7\xe0\xa6\xbf\xe0\xa6\x95", R_BOUND),
	/* সর্বোচ্চ (at most, the highest) */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xac"
	    "\xe0\xa7\x8b\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9a", R_BOUND),
	/* সর্বনিম্ন (at least, the lowest) */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xac"
	    "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xa8",
	    R_BOUND),
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
	/* হবে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xac\xe0\xa7\x87", R_FUNC),
	/* হয় */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc", R_FUNC),
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
	/* হয়েছে */
	R("bn", "\xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87"
	    "\xe0\xa6\x9b\xe0\xa7\x87", R_FUNC),
	/* উপায় */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xaf"
	    "\xe0\xa6\xbc", R_FUNC),
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
	R("sw", "ni jumla ya", R_LEAD),	/* "is a total of" */
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
	R("sw", "sasa", R_FUNC),	/* now: "Mia ana tufaha 18 sasa." */
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
	/* కనిష్టంగా (at least) */
	R("te", "\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xb7"
	    "\xe0\xb1\x8d\xe0\xb0\x9f\xe0\xb0\x82\xe0\xb0\x97\xe0\xb0\xbe",
	    R_BOUND),
	/* కనిష్ఠంగా (at least) */
	R("te", "\xe0\xb0\x95\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xb7"
	    "\xe0\xb1\x8d\xe0\xb0\xa0\xe0\xb0\x82\xe0\xb0\x97\xe0\xb0\xbe",
	    R_BOUND),
	/* అత్యధికంగా (at most) */
	R("te", "\xe0\xb0\x85\xe0\xb0\xa4\xe0\xb1\x8d\xe0\xb0\xaf"
	    "\xe0\xb0\xa7\xe0\xb0\xbf\xe0\xb0\x95\xe0\xb0\x82\xe0\xb0\x97"
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
	/* não tenho a certeza (pt-PT), não estou certo/a */
	R("pt", "n\xc3\xa3o tenho a certeza", R_DOUBT),
	R("pt", "n\xc3\xa3o estou certo", R_DOUBT),
	R("pt", "n\xc3\xa3o estou certa", R_DOUBT),
	R("pt", "n\xc3\xa3o sei", R_DOUBT),	/* não sei */
	R("pt", "sei l\xc3\xa1", R_DOUBT),	/* sei lá */
	R("pt", "chutei", R_DOUBT), R("pt", "chute", R_DOUBT),
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
	/* Thai's "at random" (ตอบมั่วๆ, a guess) and "roughly" (คร่าวๆ):
	   the work's own hedge, in the unmarked sentence before its answer
	   too */
	/* มั่ว */
	R("th", "\xe0\xb8\xa1\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7", R_DOUBT),
	/* คร่าว */
	R("th", "\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb9\x88\xe0\xb8\xb2"
	    "\xe0\xb8\xa7", R_DOUBT),
	R("sw", "sina uhakika", R_DOUBT),	/* sina uhakika */
	R("sw", "sijui", R_DOUBT),	/* sijui */
	/*
	 * "Who knows" and one-word shrugs, in every language read: a shrug
	 * at the answer (review 36: "Chissà. Quindi la risposta è 126.",
	 * "Qui sait. Donc la réponse est 126.").
	 */
	/* chissà */
	R("it", "chiss\xc3\xa0", R_DOUBT),
	R("it", "chissa", R_DOUBT),
	R("it", "chi lo sa", R_DOUBT),
	R("it", "vai a sapere", R_DOUBT),
	/* quién sabe */
	R("es", "qui\xc3\xa9n sabe", R_DOUBT),
	R("es", "quien sabe", R_DOUBT),
	R("es", "vete a saber", R_DOUBT),
	R("es", "sabe dios", R_DOUBT),
	R("es", "dios sabe", R_DOUBT),
	/* wer weiß */
	R("de", "wer wei\xc3\x9f", R_DOUBT),
	R("de", "wer weiss", R_DOUBT),
	/* weiß der himmel */
	R("de", "wei\xc3\x9f der himmel", R_DOUBT),
	/* weiß gott */
	R("de", "wei\xc3\x9f gott", R_DOUBT),
	R("de", "weiss der himmel", R_DOUBT),
	R("de", "weiss gott", R_DOUBT),
	R("fr", "qui sait", R_DOUBT),
	R("fr", "allez savoir", R_DOUBT),
	R("fr", "va savoir", R_DOUBT),
	R("fr", "dieu sait", R_DOUBT),
	R("fr", "dieu seul sait", R_DOUBT),
	R("pt", "quem sabe", R_DOUBT),
	/* sabe-se lá */
	R("pt", "sabe-se l\xc3\xa1", R_DOUBT),
	R("pt", "vai saber", R_DOUBT),
	R("pt", "sabe deus", R_DOUBT),
	R("pt", "deus sabe", R_DOUBT),
	/* кто знает */
	R("ru", "\xd0\xba\xd1\x82\xd0\xbe \xd0\xb7\xd0\xbd\xd0\xb0\xd0\xb5"
	    "\xd1\x82", R_DOUBT),
	/* кто его знает */
	R("ru", "\xd0\xba\xd1\x82\xd0\xbe \xd0\xb5\xd0\xb3\xd0\xbe \xd0\xb7"
	    "\xd0\xbd\xd0\xb0\xd0\xb5\xd1\x82", R_DOUBT),
	/* бог знает */
	R("ru", "\xd0\xb1\xd0\xbe\xd0\xb3 \xd0\xb7\xd0\xbd\xd0\xb0\xd0\xb5"
	    "\xd1\x82", R_DOUBT),
	/* бог его знает */
	R("ru", "\xd0\xb1\xd0\xbe\xd0\xb3 \xd0\xb5\xd0\xb3\xd0\xbe \xd0\xb7"
	    "\xd0\xbd\xd0\xb0\xd0\xb5\xd1\x82", R_DOUBT),
	/* хз */
	R("ru", "\xd1\x85\xd0\xb7", R_DOUBT),
	/* хто знає */
	R("uk", "\xd1\x85\xd1\x82\xd0\xbe \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x94",
	    R_DOUBT),
	/* бог знає */
	R("uk", "\xd0\xb1\xd0\xbe\xd0\xb3 \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x94",
	    R_DOUBT),
	R("pl", "kto wie", R_DOUBT),
	/* bóg wie */
	R("pl", "b\xc3\xb3g wie", R_DOUBT),
	/* 谁知道 */
	R("zh", "\xe8\xb0\x81\xe7\x9f\xa5\xe9\x81\x93", R_DOUBT),
	/* 誰知道 */
	R("zh", "\xe8\xaa\xb0\xe7\x9f\xa5\xe9\x81\x93", R_DOUBT),
	/* 天知道 */
	R("zh", "\xe5\xa4\xa9\xe7\x9f\xa5\xe9\x81\x93", R_DOUBT),
	/* 鬼知道 */
	R("zh", "\xe9\xac\xbc\xe7\x9f\xa5\xe9\x81\x93", R_DOUBT),
	/* 天晓得 */
	R("zh", "\xe5\xa4\xa9\xe6\x99\x93\xe5\xbe\x97", R_DOUBT),
	/* 天曉得 */
	R("zh", "\xe5\xa4\xa9\xe6\x9b\x89\xe5\xbe\x97", R_DOUBT),
	/* 神のみぞ知る */
	R("ja", "\xe7\xa5\x9e\xe3\x81\xae\xe3\x81\xbf\xe3\x81\x9e\xe7\x9f"
	    "\xa5\xe3\x82\x8b", R_DOUBT),
	/* 誰にもわから */
	R("ja", "\xe8\xaa\xb0\xe3\x81\xab\xe3\x82\x82\xe3\x82\x8f\xe3\x81"
	    "\x8b\xe3\x82\x89", R_DOUBT),
	/* 누가 알 */
	R("ko", "\xeb\x88\x84\xea\xb0\x80 \xec\x95\x8c", R_DOUBT),
	/* 알 게 뭐 */
	R("ko", "\xec\x95\x8c \xea\xb2\x8c \xeb\xad\x90", R_DOUBT),
	/* ใครจะรู้ */
	R("th", "\xe0\xb9\x83\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\x88\xe0\xb8"
	    "\xb0\xe0\xb8\xa3\xe0\xb8\xb9\xe0\xb9\x89", R_DOUBT),
	/* ใครจะไปรู้ */
	R("th", "\xe0\xb9\x83\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\x88\xe0\xb8"
	    "\xb0\xe0\xb9\x84\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb9\xe0\xb9"
	    "\x89", R_DOUBT),
	R("sw", "nani anajua", R_DOUBT),
	R("sw", "nani ajuaye", R_DOUBT),
	R("sw", "mungu anajua", R_DOUBT),
	/* কে জানে */
	R("bn", "\xe0\xa6\x95\xe0\xa7\x87 \xe0\xa6\x9c\xe0\xa6\xbe\xe0\xa6"
	    "\xa8\xe0\xa7\x87", R_DOUBT),
	/* ఎవరికి తెలుసు */
	R("te", "\xe0\xb0\x8e\xe0\xb0\xb5\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0"
	    "\x95\xe0\xb0\xbf \xe0\xb0\xa4\xe0\xb1\x86\xe0\xb0\xb2\xe0\xb1"
	    "\x81\xe0\xb0\xb8\xe0\xb1\x81", R_DOUBT),
	R("tr", "kim bilir", R_DOUBT),
	R("tr", "allah bilir", R_DOUBT),
	R("id", "siapa tahu", R_DOUBT),
	/* ai biết */
	R("vi", "ai bi\xe1\xba\xbft", R_DOUBT),
	/* có trời mới biết */
	R("vi", "c\xc3\xb3 tr\xe1\xbb\x9di m\xe1\xbb\x9bi bi\xe1\xba\xbft",
	    R_DOUBT),
	/* trời biết */
	R("vi", "tr\xe1\xbb\x9di bi\xe1\xba\xbft", R_DOUBT),
	/* कौन जाने */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x8c\xe0\xa4\xa8 \xe0\xa4\x9c\xe0\xa4"
	    "\xbe\xe0\xa4\xa8\xe0\xa5\x87", R_DOUBT),
	/* भगवान जाने */
	R("hi", "\xe0\xa4\xad\xe0\xa4\x97\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4"
	    "\xa8 \xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa5\x87", R_DOUBT),
	/* क्या पता */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4"
	    "\xaa\xe0\xa4\xa4\xe0\xa4\xbe", R_DOUBT),
	/* पता नहीं */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4"
	    "\xb9\xe0\xa5\x80\xe0\xa4\x82", R_DOUBT),
	/* من يدري */
	R("ar", "\xd9\x85\xd9\x86 \xd9\x8a\xd8\xaf\xd8\xb1\xd9\x8a", R_DOUBT),
	/* الله أعلم */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x84\xd9\x87 \xd8\xa3\xd8\xb9\xd9\x84"
	    "\xd9\x85", R_DOUBT),
	R("it", "boh", R_DOUBT),
	R("it", "mah", R_DOUBT),
	R("fr", "bof", R_DOUBT),
	R("en", "meh", R_DOUBT),
	/*
	 * Hesitations, "hard to say" and a bet, in every language read (review
	 * 36: "Euh... Donc la réponse est 126.", "Schwer zu sagen. Also ist die
	 * Antwort 126.", "C'est un pari."): the answer after them is unsure.
	 * "嗯" alone is no row (Chinese says yes with it), "um" neither
	 * (Portuguese's article), "hm" neither ("AM-HM"), nor what a
	 * probability problem says ("pile ou face", "наугад", "50/50") or a
	 * verb of other uses ("찍은": took a photograph).
	 */
	R("en", "hmmm", R_DOUBT),
	R("en", "hmmmm", R_DOUBT),
	R("en", "mmm", R_DOUBT),
	R("en", "mmmm", R_DOUBT),
	R("en", "uh", R_DOUBT),
	R("en", "uhm", R_DOUBT),
	R("en", "erm", R_DOUBT),
	R("en", "hard to say", R_DOUBT),
	R("en", "hard to tell", R_DOUBT),
	R("en", "difficult to say", R_DOUBT),
	R("en", "tough to say", R_DOUBT),
	R("fr", "euh", R_DOUBT),
	R("fr", "heu", R_DOUBT),
	R("fr", "hum", R_DOUBT),
	/* difficile à dire */
	R("fr", "difficile \xc3\xa0 dire", R_DOUBT),
	/* dur à dire */
	R("fr", "dur \xc3\xa0 dire", R_DOUBT),
	R("fr", "c'est un pari", R_DOUBT),
	R("es", "eh...", R_DOUBT),
	R("es", "ehm", R_DOUBT),
	/* difícil decir */
	R("es", "dif\xc3\xad" "cil decir", R_DOUBT),
	/* difícil de decir */
	R("es", "dif\xc3\xad" "cil de decir", R_DOUBT),
	R("es", "es una apuesta", R_DOUBT),
	/* äh */
	R("de", "\xc3\xa4h", R_DOUBT),
	/* ähm */
	R("de", "\xc3\xa4hm", R_DOUBT),
	/* öhm */
	R("de", "\xc3\xb6hm", R_DOUBT),
	R("de", "schwer zu sagen", R_DOUBT),
	R("it", "uhm", R_DOUBT),
	R("it", "difficile dirlo", R_DOUBT),
	R("it", "difficile da dire", R_DOUBT),
	R("it", "\xc3\xa8 una scommessa", R_DOUBT),
	/* hã */
	R("pt", "h\xc3\xa3", R_DOUBT),
	/* difícil dizer */
	R("pt", "dif\xc3\xad" "cil dizer", R_DOUBT),
	/* difícil de dizer */
	R("pt", "dif\xc3\xad" "cil de dizer", R_DOUBT),
	R("pt", "\xc3\xa9 uma aposta", R_DOUBT),
	/* хм */
	R("ru", "\xd1\x85\xd0\xbc", R_DOUBT),
	/* эм */
	R("ru", "\xd1\x8d\xd0\xbc", R_DOUBT),
	/* ээ */
	R("ru", "\xd1\x8d\xd1\x8d", R_DOUBT),
	/* трудно сказать */
	R("ru", "\xd1\x82\xd1\x80\xd1\x83\xd0\xb4\xd0\xbd\xd0\xbe \xd1\x81"
	    "\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd1\x82\xd1\x8c", R_DOUBT),
	/* сложно сказать */
	R("ru", "\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe \xd1\x81"
	    "\xd0\xba\xd0\xb0\xd0\xb7\xd0\xb0\xd1\x82\xd1\x8c", R_DOUBT),
	/* важко сказати */
	R("uk", "\xd0\xb2\xd0\xb0\xd0\xb6\xd0\xba\xd0\xbe \xd1\x81\xd0\xba"
	    "\xd0\xb0\xd0\xb7\xd0\xb0\xd1\x82\xd0\xb8", R_DOUBT),
	R("pl", "hmm", R_DOUBT),
	/* trudno powiedzieć */
	R("pl", "trudno powiedzie\xc4\x87", R_DOUBT),
	/* 呃 */
	R("zh", "\xe5\x91\x83", R_DOUBT),
	/* 嗯…… */
	R("zh", "\xe5\x97\xaf\xe2\x80\xa6\xe2\x80\xa6", R_DOUBT),
	/* 嗯... */
	R("zh", "\xe5\x97\xaf...", R_DOUBT),
	/* 很难说 */
	R("zh", "\xe5\xbe\x88\xe9\x9a\xbe\xe8\xaf\xb4", R_DOUBT),
	/* 很難說 */
	R("zh", "\xe5\xbe\x88\xe9\x9b\xa3\xe8\xaa\xaa", R_DOUBT),
	/* 难说 */
	R("zh", "\xe9\x9a\xbe\xe8\xaf\xb4", R_DOUBT),
	/* 難說 */
	R("zh", "\xe9\x9b\xa3\xe8\xaa\xaa", R_DOUBT),
	/* 蒙的 */
	R("zh", "\xe8\x92\x99\xe7\x9a\x84", R_DOUBT),
	/* 瞎蒙 */
	R("zh", "\xe7\x9e\x8e\xe8\x92\x99", R_DOUBT),
	/* うーん */
	R("ja", "\xe3\x81\x86\xe3\x83\xbc\xe3\x82\x93", R_DOUBT),
	/* えーと */
	R("ja", "\xe3\x81\x88\xe3\x83\xbc\xe3\x81\xa8", R_DOUBT),
	/* えっと */
	R("ja", "\xe3\x81\x88\xe3\x81\xa3\xe3\x81\xa8", R_DOUBT),
	/* 何とも言えない */
	R("ja", "\xe4\xbd\x95\xe3\x81\xa8\xe3\x82\x82\xe8\xa8\x80\xe3\x81"
	    "\x88\xe3\x81\xaa\xe3\x81\x84", R_DOUBT),
	/* なんとも言えない */
	R("ja", "\xe3\x81\xaa\xe3\x82\x93\xe3\x81\xa8\xe3\x82\x82\xe8\xa8"
	    "\x80\xe3\x81\x88\xe3\x81\xaa\xe3\x81\x84", R_DOUBT),
	/* 음... */
	R("ko", "\xec\x9d\x8c...", R_DOUBT),
	/* 흠 */
	R("ko", "\xed\x9d\xa0", R_DOUBT),
	/* 말하기 어렵 */
	R("ko", "\xeb\xa7\x90\xed\x95\x98\xea\xb8\xb0 \xec\x96\xb4\xeb\xa0"
	    "\xb5", R_DOUBT),
	R("tr", "bilmem", R_DOUBT),
	/* söylemesi zor */
	R("tr", "s\xc3\xb6ylemesi zor", R_DOUBT),
	R("id", "sulit dikatakan", R_DOUBT),
	/* khó nói */
	R("vi", "kh\xc3\xb3 n\xc3\xb3i", R_DOUBT),
	R("sw", "ni vigumu kusema", R_DOUBT),
	/* कहना मुश्किल */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb9\xe0\xa4\xa8\xe0\xa4\xbe \xe0\xa4"
	    "\xae\xe0\xa5\x81\xe0\xa4\xb6\xe0\xa5\x8d\xe0\xa4\x95\xe0\xa4"
	    "\xbf\xe0\xa4\xb2", R_DOUBT),
	/* कहना कठिन */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb9\xe0\xa4\xa8\xe0\xa4\xbe \xe0\xa4"
	    "\x95\xe0\xa4\xa0\xe0\xa4\xbf\xe0\xa4\xa8", R_DOUBT),
	/* বলা কঠিন */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xb2\xe0\xa6\xbe \xe0\xa6\x95\xe0\xa6"
	    "\xa0\xe0\xa6\xbf\xe0\xa6\xa8", R_DOUBT),
	/* বলা মুশকিল */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xb2\xe0\xa6\xbe \xe0\xa6\xae\xe0\xa7"
	    "\x81\xe0\xa6\xb6\xe0\xa6\x95\xe0\xa6\xbf\xe0\xa6\xb2", R_DOUBT),
	/* చెప్పడం కష్టం */
	R("te", "\xe0\xb0\x9a\xe0\xb1\x86\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0"
	    "\xaa\xe0\xb0\xa1\xe0\xb0\x82 \xe0\xb0\x95\xe0\xb0\xb7\xe0\xb1"
	    "\x8d\xe0\xb0\x9f\xe0\xb0\x82", R_DOUBT),
	/* พูดยาก */
	R("th", "\xe0\xb8\x9e\xe0\xb8\xb9\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8"
	    "\xb2\xe0\xb8\x81", R_DOUBT),
	/* บอกยาก */
	R("th", "\xe0\xb8\x9a\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xa2\xe0\xb8"
	    "\xb2\xe0\xb8\x81", R_DOUBT),
	/* من الصعب القول */
	R("ar", "\xd9\x85\xd9\x86 \xd8\xa7\xd9\x84\xd8\xb5\xd8\xb9\xd8\xa8 "
	    "\xd8\xa7\xd9\x84\xd9\x82\xd9\x88\xd9\x84", R_DOUBT),
	/* يصعب القول */
	R("ar", "\xd9\x8a\xd8\xb5\xd8\xb9\xd8\xa8 \xd8\xa7\xd9\x84\xd9\x82"
	    "\xd9\x88\xd9\x84", R_DOUBT),
	R("id", "susah dikatakan", R_DOUBT),
	R("id", "sukar dikatakan", R_DOUBT),
	/* хто його зна */
	R("uk", "\xd1\x85\xd1\x82\xd0\xbe \xd0\xb9\xd0\xbe\xd0\xb3\xd0\xbe "
	    "\xd0\xb7\xd0\xbd\xd0\xb0", R_DOUBT),
	/* хто його знає */
	R("uk", "\xd1\x85\xd1\x82\xd0\xbe \xd0\xb9\xd0\xbe\xd0\xb3\xd0\xbe "
	    "\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x94", R_DOUBT),
	/* khó mà nói */
	R("vi", "kh\xc3\xb3 m\xc3\xa0 n\xc3\xb3i", R_DOUBT),
	R("uk", "\xd0\xb1\xd0\xbe\xd0\xb3 \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x94",
	    R_DOUBT),
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
	R("en", "my", R_CLOSE),
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
	R("it", "totale", R_CLOSE), R("it", "in", R_CLOSE),
	R("it", "totale", R_CLOSE), R("it", "in", R_CLOSE),
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
	R("es", "haberte", R_CLOSE), R("es", "haberle", R_CLOSE),
	R("es", "ayudado", R_CLOSE),	/* "Espero haberte ayudado." */
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
	/* French "a" (has): "Janet a 98 stylos au total." */
	R("fr", "a", R_CLOSE),
	R("pt", "final", R_CLOSE), R("pt", "correta", R_CLOSE),
	R("pt", "o", R_CLOSE), R("pt", "resultado", R_CLOSE),
	R("pt", "portanto", R_CLOSE), R("pt", "espero", R_CLOSE),
	R("pt", "que", R_CLOSE), R("pt", "isso", R_CLOSE),
	R("pt", "ajude", R_CLOSE), R("pt", "ter", R_CLOSE),
	R("pt", "ajudado", R_CLOSE),	/* "Espero ter ajudado!" */
	R("pt", "tenha", R_CLOSE), R("pt", "ajudou", R_CLOSE),
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
	    "\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9",
	    R_CLOSE),
	/* решение */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0"
	    "\xb8\xd0\xb5", R_CLOSE),
	R("ru", "\xd0\x98\xd1\x82\xd0\xb0\xd0\xba", R_CLOSE),	/* Итак */
	R("ru", "\xd0\xb8\xd1\x82\xd0\xb0\xd0\xba", R_CLOSE),	/* итак */
	/* a restatement's lead-in, "once more": "Ещё раз: ответ 36."
	   (review 27 of issue 26, finding 9) */
	R("ru", "\xd0\xb5\xd1\x89\xd1\x91", R_CLOSE),	/* ещё */
	R("ru", "\xd0\x95\xd1\x89\xd1\x91", R_CLOSE),	/* Ещё */
	R("ru", "\xd0\xb5\xd1\x89\xd0\xb5", R_CLOSE),	/* еще */
	R("ru", "\xd0\x95\xd1\x89\xd0\xb5", R_CLOSE),	/* Еще */
	R("ru", "\xd1\x80\xd0\xb0\xd0\xb7", R_CLOSE),	/* раз */
	R("uk", "\xd1\x89\xd0\xb5", R_CLOSE),	/* ще */
	R("uk", "\xd0\xa9\xd0\xb5", R_CLOSE),	/* Ще */
	R("uk", "\xd1\x80\xd0\xb0\xd0\xb7", R_CLOSE),	/* раз */
	/* відповідь */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0"
	    "\xbe\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c", R_CLOSE),
	/* Відповідь */
	R("uk", "\xd0\x92\xd1\x96\xd0\xb4\xd0\xbf\xd0"
	    "\xbe\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c", R_CLOSE),
	/* আবারও */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xac\xe0"
	    "\xa6\xbe\xe0\xa6\xb0\xe0\xa6\x93", R_CLOSE),
	/* আবার */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0", R_CLOSE),
	/* বলছি */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xb2\xe0\xa6\x9b\xe0\xa6\xbf", R_CLOSE),
	/* উত্তর */
	R("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", R_CLOSE),
	R("id", "sekali", R_CLOSE),
	R("id", "lagi", R_CLOSE),
	R("es", "otra", R_CLOSE),
	R("es", "vez", R_CLOSE),
	R("es", "repito", R_CLOSE),
	R("en", "again", R_CLOSE),
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
	/* words of chat sign-offs: they stand only in a remark answer_close.c
	   recognises whole ("Viel Erfolg!", "Cheers!") */
	/* Удачи */
	R("ru", "\xd0\xa3\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb8", R_CLOSE),
	R("en", "cheers", R_CLOSE),
	R("es", "sirva", R_CLOSE),
	R("es", "saludos", R_CLOSE),
	/* journée */
	R("fr", "journ\xc3\xa9" "e", R_CLOSE),
	R("de", "viel", R_CLOSE),
	R("de", "erfolg", R_CLOSE),
	/* удачи */
	R("ru", "\xd1\x83\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb8", R_CLOSE),
	/* 도움이 */
	R("ko", "\xeb\x8f\x84\xec\x9b\x80\xec\x9d\xb4", R_CLOSE),
	/* 되셨길 */
	R("ko", "\xeb\x90\x98\xec\x85\xa8\xea\xb8\xb8", R_CLOSE),
	/* 바랍니다 */
	R("ko", "\xeb\xb0\x94\xeb\x9e\x8d\xeb\x8b\x88\xeb"
	    "\x8b\xa4", R_CLOSE),
	/* 되었으면 */
	R("ko", "\xeb\x90\x98\xec\x97\x88\xec\x9c\xbc\xeb"
	    "\xa9\xb4", R_CLOSE),
	/* 좋겠습니다 */
	R("ko", "\xec\xa2\x8b\xea\xb2\xa0\xec\x8a\xb5\xeb"
	    "\x8b\x88\xeb\x8b\xa4", R_CLOSE),
	/* お役に立てれば幸いです */
	R("ja", "\xe3\x81\x8a\xe5\xbd\xb9\xe3\x81\xab\xe7"
	    "\xab\x8b\xe3\x81\xa6\xe3\x82\x8c\xe3\x81"
	    "\xb0\xe5\xb9\xb8\xe3\x81\x84\xe3\x81\xa7"
	    "\xe3\x81\x99", R_CLOSE),
	/* 参考になれば幸いです */
	R("ja", "\xe5\x8f\x82\xe8\x80\x83\xe3\x81\xab\xe3"
	    "\x81\xaa\xe3\x82\x8c\xe3\x81\xb0\xe5\xb9"
	    "\xb8\xe3\x81\x84\xe3\x81\xa7\xe3\x81\x99", R_CLOSE),
	/* 希望能帮到你 */
	R("zh", "\xe5\xb8\x8c\xe6\x9c\x9b\xe8\x83\xbd\xe5"
	    "\xb8\xae\xe5\x88\xb0\xe4\xbd\xa0", R_CLOSE),
	/* 希望对您有帮助 */
	R("zh", "\xe5\xb8\x8c\xe6\x9c\x9b\xe5\xaf\xb9\xe6"
	    "\x82\xa8\xe6\x9c\x89\xe5\xb8\xae\xe5\x8a"
	    "\xa9", R_CLOSE),
	/* chat templates' end tokens: the response ends there */
	R("en", "<eoe>", R_ENDTOK), R("en", "<eoa>", R_ENDTOK),
	R("en", "<|im_end|>", R_ENDTOK), R("en", "<|endoftext|>", R_ENDTOK),
	R("en", "<|eot_id|>", R_ENDTOK), R("en", "<|end|>", R_ENDTOK),
	R("en", "</s>", R_ENDTOK), R("en", "<end_of_turn>", R_ENDTOK),
	/* gpt-oss's (harmony) end of its final message */
	R("en", "<|return|>", R_ENDTOK),
	/* Sky-T1's and OpenThoughts' end of the solution after the
	   reasoning's <|end_of_thought|> */
	R("en", "<|end_of_solution|>", R_ENDTOK),
	/* Gemma's end of sequence, and as some dumps spell it */
	R("en", "<eos>", R_ENDTOK), R("en", "[EOS]", R_ENDTOK),
	/* Llama 3's base models; Command R's end of turn and of sequence */
	R("en", "<|end_of_text|>", R_ENDTOK),
	R("en", "<|END_OF_TURN_TOKEN|>", R_ENDTOK),
	R("en", "<EOS_TOKEN>", R_ENDTOK),
	/* InternLM2's <|im_end|> as its tokenizer decodes it, Llama 3.1's
	   end of a message (after a tool's call), Llama 4's end of turn,
	   OpenChat's and EXAONE 3.5's */
	R("en", "[UNUSED_TOKEN_145]", R_ENDTOK),
	R("en", "<|eom_id|>", R_ENDTOK), R("en", "<|eot|>", R_ENDTOK),
	R("en", "<|end_of_turn|>", R_ENDTOK),
	R("en", "[|endofturn|]", R_ENDTOK),
	/* <｜end▁of▁sentence｜> */
	R("en", "<\xef\xbd\x9c""end\xe2\x96\x81of\xe2\x96\x81"
	    "sentence\xef\xbd\x9c>", R_ENDTOK),
	/* the same as papo-verify reads it, its full-width bars folded
	   (verify.c's response forms) */
	R("en", "<|end\xe2\x96\x81of\xe2\x96\x81sentence|>", R_ENDTOK),
	/* words no response ends on (papo_answer_truncated): a
	   conjunction or an operation with nothing after it */
	R("en", "and", R_CUT),
	R("en", "or", R_CUT),
	R("en", "but", R_CUT),
	R("en", "plus", R_CUT),
	R("en", "minus", R_CUT),
	R("en", "nor", R_CUT),
	R("en", "whereas", R_CUT),
	R("en", "although", R_CUT),
	R("en", "versus", R_CUT),
	R("en", "vs", R_CUT),
	/* a function word that wants what follows it ("The answer is 42
	   since the", "42, which", "then…"): hostile_red9 */
	R("en", "the", R_CUT), R("en", "an", R_CUT), R("en", "which", R_CUT),
	R("en", "that", R_CUT), R("en", "then", R_CUT), R("en", "of", R_CUT),
	R("en", "with", R_CUT), R("en", "since", R_CUT),
	R("en", "because", R_CUT), R("en", "whose", R_CUT),
	R("es", "pero", R_CUT),
	R("es", "\x6d\xc3\xa1\x73", R_CUT),	/* más */
	R("es", "menos", R_CUT),
	R("fr", "et", R_CUT),
	R("fr", "ou", R_CUT),
	R("fr", "mais", R_CUT),
	R("fr", "plus", R_CUT),
	R("fr", "moins", R_CUT),
	R("de", "und", R_CUT),
	R("de", "oder", R_CUT),
	R("de", "aber", R_CUT),
	R("de", "plus", R_CUT),
	R("de", "minus", R_CUT),
	R("it", "ma", R_CUT),
	R("it", "oppure", R_CUT),
	R("it", "\x70\x69\xc3\xb9", R_CUT),	/* più */
	R("it", "meno", R_CUT),
	R("pt", "ou", R_CUT),
	R("pt", "mas", R_CUT),
	R("pt", "mais", R_CUT),
	R("pt", "menos", R_CUT),
	R("ru", "\xd0\xb8", R_CUT),	/* и */
	R("ru", "\xd0\xb8\xd0\xbb\xd0\xb8", R_CUT),	/* или */
	R("ru", "\xd0\xbd\xd0\xbe", R_CUT),	/* но */
	R("ru", "\xd0\xbf\xd0\xbb\xd1\x8e\xd1\x81", R_CUT),	/* плюс */
	/* минус */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x81", R_CUT),
	R("sw", "na", R_CUT),
	R("sw", "au", R_CUT),
	R("sw", "lakini", R_CUT),
	R("sw", "ama", R_CUT),
	R("zh", "\xe5\x92\x8c", R_CUT),	/* 和 */
	R("zh", "\xe6\x88\x96", R_CUT),	/* 或 */
	R("zh", "\xe6\x88\x96\xe8\x80\x85", R_CUT),	/* 或者 */
	R("zh", "\xe4\xbb\xa5\xe5\x8f\x8a", R_CUT),	/* 以及 */
	R("zh", "\xe4\xbd\x86\xe6\x98\xaf", R_CUT),	/* 但是 */
	R("zh", "\xe5\x8a\xa0\xe4\xb8\x8a", R_CUT),	/* 加上 */
	R("zh", "\xe5\x87\x8f\xe5\x8e\xbb", R_CUT),	/* 减去 */
	R("zh", "\xe4\xb8\x8e", R_CUT),	/* 与 */
	R("ja", "\xe3\x81\xa8", R_CUT),	/* と */
	R("ja", "\xe3\x81\xbe\xe3\x81\x9f\xe3\x81\xaf", R_CUT),	/* または */
	R("ja", "\xe3\x82\x84", R_CUT),	/* や */
	R("ja", "\xe3\x81\x8a\xe3\x82\x88\xe3\x81\xb3", R_CUT),	/* および */
	R("ja", "\xe3\x81\x91\xe3\x81\xa9", R_CUT),	/* けど */
	R("ja", "\xe3\x81\x8c", R_CUT),	/* が */
	R("ko", "\xec\x99\x80", R_CUT),	/* 와 */
	R("ko", "\xea\xb3\xbc", R_CUT),	/* 과 */
	R("ko", "\xeb\x98\x90\xeb\x8a\x94", R_CUT),	/* 또는 */
	R("ko", "\xea\xb7\xb8\xeb\xa6\xac\xea\xb3\xa0", R_CUT),	/* 그리고 */
	R("ko", "\xed\x95\x98\xec\xa7\x80\xeb\xa7\x8c", R_CUT),	/* 하지만 */
	R("th", "\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0", R_CUT),	/* และ */
	/* หรือ */
	R("th", "\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad", R_CUT),
	R("th", "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88", R_CUT),	/* แต่ */
	R("bn", "\xe0\xa6\x8f\xe0\xa6\xac\xe0\xa6\x82", R_CUT),	/* এবং */
	R("bn", "\xe0\xa6\xac\xe0\xa6\xbe", R_CUT),	/* বা */
	/* কিন্তু */
	R("bn", "\xe0\xa6\x95\xe0\xa6\xbf\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa7\x81", R_CUT),
	/* మరియు */
	R("te", "\xe0\xb0\xae\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xaf"
	    "\xe0\xb1\x81", R_CUT),
	/* లేదా */
	R("te", "\xe0\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa6\xe0\xb0\xbe", R_CUT),
	/* కానీ */
	R("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x80", R_CUT),
	/* answer_prose.c's statements: the copula a value follows */
	R("en", "is", R_STCOP), R("en", "are", R_STCOP),
	R("en", "was", R_STCOP), R("en", "were", R_STCOP),
	R("en", "equals", R_STCOP), R("en", "be", R_STCOP),
	R("fr", "est", R_STCOP), R("fr", "sont", R_STCOP),
	R("fr", "vaut", R_STCOP),
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
	R("es", "consiguiente", R_CONCL), R("es", "ende", R_CONCL),
	R("es", "consecuencia", R_CONCL),
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
	R("en", "gets", R_CONCL), R("en", "got", R_CONCL),
	R("en", "receives", R_CONCL), R("en", "received", R_CONCL),
	/* connectives that open a summing up or a conclusion ("To sum up,
	   she has 45 apples.", "Finalement, elle a 45 pommes.", "Итак, у
	   Марии 45 яблок."): a restatement after the answer may open
	   with them (answer_tail.c; tests/verify/hostile_recap55.py) */
	R("en", "ultimately", R_CONCL),
	R("en", "consequently", R_CONCL),
	R("en", "accordingly", R_CONCL),
	R("en", "in short", R_CONCL),
	R("en", "in brief", R_CONCL),
	R("en", "to summarize", R_CONCL),
	R("en", "to summarise", R_CONCL),
	R("en", "to sum up", R_CONCL),
	R("en", "to recap", R_CONCL),
	R("en", "summing up", R_CONCL),
	R("en", "to conclude", R_CONCL),
	R("en", "in conclusion", R_CONCL),
	R("en", "in the end", R_CONCL),
	R("en", "all in all", R_CONCL),
	R("en", "as a result", R_CONCL),
	R("en", "in sum", R_CONCL),
	R("fr", "finalement", R_CONCL),
	R("fr", "enfin", R_CONCL),
	/* en résumé */
	R("fr", "en r\xc3\xa9sum\xc3\xa9", R_CONCL),
	R("fr", "en conclusion", R_CONCL),
	R("fr", "au total", R_CONCL),
	R("fr", "bref", R_CONCL),
	/* par conséquent */
	R("fr", "par cons\xc3\xa9quent", R_CONCL),
	R("fr", "en somme", R_CONCL),
	/* en définitive */
	R("fr", "en d\xc3\xa9" "finitive", R_CONCL),
	R("de", "somit", R_CONCL),
	R("de", "damit", R_CONCL),
	R("de", "folglich", R_CONCL),
	/* schließlich */
	R("de", "schlie\xc3\x9flich", R_CONCL),
	R("de", "zusammenfassend", R_CONCL),
	R("de", "letztendlich", R_CONCL),
	R("de", "letztlich", R_CONCL),
	R("de", "demnach", R_CONCL),
	R("de", "alles in allem", R_CONCL),
	R("es", "por lo tanto", R_CONCL),
	/* así que */
	R("es", "as\xc3\xad que", R_CONCL),
	R("es", "en resumen", R_CONCL),
	/* en conclusión */
	R("es", "en conclusi\xc3\xb3n", R_CONCL),
	R("es", "finalmente", R_CONCL),
	R("es", "en total", R_CONCL),
	R("es", "por consiguiente", R_CONCL),
	R("es", "en definitiva", R_CONCL),
	R("es", "en suma", R_CONCL),
	R("it", "infine", R_CONCL),
	R("it", "in conclusione", R_CONCL),
	R("it", "in sintesi", R_CONCL),
	R("it", "in definitiva", R_CONCL),
	R("it", "riassumendo", R_CONCL),
	/* então */
	R("pt", "ent\xc3\xa3o", R_CONCL),
	R("pt", "em resumo", R_CONCL),
	/* em conclusão */
	R("pt", "em conclus\xc3\xa3o", R_CONCL),
	R("pt", "finalmente", R_CONCL),
	R("pt", "por fim", R_CONCL),
	R("pt", "em suma", R_CONCL),
	/* таким образом */
	R("ru", "\xd1\x82\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc \xd0\xbe\xd0\xb1"
	    "\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbe\xd0\xbc", R_CONCL),
	/* Таким образом */
	R("ru", "\xd0\xa2\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc \xd0\xbe\xd0\xb1"
	    "\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbe\xd0\xbc", R_CONCL),
	/* в итоге */
	R("ru", "\xd0\xb2 \xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xb5", R_CONCL),
	/* В итоге */
	R("ru", "\xd0\x92 \xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xb5", R_CONCL),
	/* следовательно */
	R("ru", "\xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", R_CONCL),
	/* Следовательно */
	R("ru", "\xd0\xa1\xd0\xbb\xd0\xb5\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", R_CONCL),
	/* поэтому */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83",
	    R_CONCL),
	/* Поэтому */
	R("ru", "\xd0\x9f\xd0\xbe\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83",
	    R_CONCL),
	/* итого */
	R("ru", "\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* Итого */
	R("ru", "\xd0\x98\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* words that open a conclusion inside a sentence ("so he pays") */
	R("en", "so", R_THENCE), R("en", "therefore", R_THENCE),
	R("en", "thus", R_THENCE), R("en", "hence", R_THENCE),
	R("en", "which means", R_THENCE), R("en", "this means", R_THENCE),
	R("en", "that means", R_THENCE), R("en", "meaning", R_THENCE),
	R("en", "giving", R_THENCE), R("en", "making", R_THENCE),
	R("en", "resulting in", R_THENCE), R("en", "to get", R_THENCE),
	R("en", "to give", R_THENCE), R("en", "which gives", R_THENCE),
	R("en", "which makes", R_THENCE),
	/* the same in the other languages written in Latin letters ("2 +
	   2 = 4, donc Tom a 4 pommes"); not "alors", "then": a
	   condition's consequence is written with it, nor German "also",
	   the English adverb */
	R("fr", "donc", R_THENCE), R("fr", "ainsi", R_THENCE),
	R("fr", "par cons\xc3\xa9quent", R_THENCE),
	R("de", "daher", R_THENCE), R("de", "deshalb", R_THENCE),
	R("de", "somit", R_THENCE), R("de", "folglich", R_THENCE),
	R("es", "por lo tanto", R_THENCE), R("es", "por tanto", R_THENCE),
	R("es", "as\xc3\xad que", R_THENCE),
	R("es", "por consiguiente", R_THENCE),
	R("it", "quindi", R_THENCE), R("it", "dunque", R_THENCE),
	R("it", "pertanto", R_THENCE), R("it", "perci\xc3\xb2", R_THENCE),
	R("pt", "portanto", R_THENCE), R("pt", "logo", R_THENCE),
	R("pt", "por isso", R_THENCE), R("pt", "assim", R_THENCE),
	R("sw", "kwa hivyo", R_THENCE), R("sw", "kwa hiyo", R_THENCE),
	R("sw", "hivyo", R_THENCE),
	/* ko: connectives that conclude or sum up ("따라서", "요약하면"):
	   a restatement after the answer may open with them */
	/* 따라서 */
	R("ko", "\xeb\x94\xb0\xeb\x9d\xbc\xec\x84\x9c", R_CONCL),
	/* 그러므로 */
	R("ko", "\xea\xb7\xb8\xeb\x9f\xac\xeb\xaf\x80\xeb\xa1\x9c", R_CONCL),
	/* 결론적으로 */
	R("ko", "\xea\xb2\xb0\xeb\xa1\xa0"
	    "\xec\xa0\x81\xec\x9c\xbc\xeb\xa1\x9c", R_CONCL),
	/* 요약하면 */
	R("ko", "\xec\x9a\x94\xec\x95\xbd\xed\x95\x98\xeb\xa9\xb4", R_CONCL),
	R("ko", "\xec\xa6\x89", R_CONCL),	/* 즉 */
	/* 그래서 */
	R("ko", "\xea\xb7\xb8\xeb\x9e\x98\xec\x84\x9c", R_CONCL),
	/* an indefinite article or a preposition that before a number
	   bounds it or makes it a guess: "unas 45" (about 45), "до 45" (up
	   to 45); the function words a restatement may hold are read
	   (answer_tail.c), these bound it (hostile_recap55.py) */
	R("es", "unos", R_BOUND),
	R("es", "unas", R_BOUND),
	R("pt", "uns", R_BOUND),
	R("pt", "umas", R_BOUND),
	/* до */
	R("ru", "\xd0\xb4\xd0\xbe", R_BOUND),
	/* До */
	R("ru", "\xd0\x94\xd0\xbe", R_BOUND),
	/* the subject pronouns a restatement after the answer names the
	   problem's people by ("ella tiene 45", "lei ha 45", "у неё 45") */
	R("fr", "ils", R_FUNC),
	R("fr", "elles", R_FUNC),
	R("es", "ella", R_FUNC),
	/* él */
	R("es", "\xc3\xa9l", R_FUNC),
	R("es", "ellos", R_FUNC),
	R("es", "ellas", R_FUNC),
	R("it", "lei", R_FUNC),
	R("it", "lui", R_FUNC),
	R("it", "loro", R_FUNC),
	R("pt", "ela", R_FUNC),
	R("pt", "ele", R_FUNC),
	R("pt", "eles", R_FUNC),
	R("pt", "elas", R_FUNC),
	R("sw", "yeye", R_FUNC),
	R("sw", "wao", R_FUNC),
	/* неё */
	R("ru", "\xd0\xbd\xd0\xb5\xd1\x91", R_FUNC),
	/* нее */
	R("ru", "\xd0\xbd\xd0\xb5\xd0\xb5", R_FUNC),
	/* него */
	R("ru", "\xd0\xbd\xd0\xb5\xd0\xb3\xd0\xbe", R_FUNC),
	/* них */
	R("ru", "\xd0\xbd\xd0\xb8\xd1\x85", R_FUNC),
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
	/* étant donné que */
	R("fr", "\xc3\xa9tant donn\xc3\xa9 que", R_REASON),
	R("fr", "vu que", R_REASON), R("es", "porque", R_REASON),
	R("es", "ya que", R_REASON), R("es", "pues", R_REASON),
	R("es", "puesto que", R_REASON), R("es", "dado que", R_REASON),
	R("it", "perch\xc3\xa9", R_REASON),	/* perché */
	R("it", "poich\xc3\xa9", R_REASON),	/* poiché */
	R("it", "dato che", R_REASON), R("it", "siccome", R_REASON),
	R("pt", "porque", R_REASON), R("pt", "pois", R_REASON),
	R("pt", "j\xc3\xa1 que", R_REASON),	/* já que */
	R("pt", "visto que", R_REASON), R("pt", "uma vez que", R_REASON),
	/* потому что */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd1\x87"
	    "\xd1\x82\xd0\xbe", R_REASON),
	/* так как */
	R("ru", "\xd1\x82\xd0\xb0\xd0\xba \xd0\xba\xd0\xb0\xd0\xba", R_REASON),
	/* поскольку */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x81\xd0\xba\xd0\xbe\xd0\xbb\xd1\x8c"
	    "\xd0\xba\xd1\x83", R_REASON),
	R("ru", "\xd0\xb8\xd0\xb1\xd0\xbe", R_REASON),	/* ибо */
	R("ru", "\xd1\x82.\xd0\xba.", R_REASON),	/* т.к. */
	R("ru", "\xd1\x82. \xd0\xba.", R_REASON),	/* т. к. */
	R("zh", "\xe5\x9b\xa0\xe4\xb8\xba", R_REASON),	/* 因为 */
	R("zh", "\xe5\x9b\xa0\xe7\x82\xba", R_REASON),	/* 因為 */
	R("zh", "\xe7\x94\xb1\xe4\xba\x8e", R_REASON),	/* 由于 */
	R("zh", "\xe7\x94\xb1\xe6\x96\xbc", R_REASON),	/* 由於 */
	/* なぜなら */
	R("ja", "\xe3\x81\xaa\xe3\x81\x9c\xe3\x81\xaa\xe3\x82\x89", R_REASON),
	R("ja", "\xe3\x81\xae\xe3\x81\xa7", R_REASON),	/* ので */
	R("ja", "\xe3\x81\x8b\xe3\x82\x89", R_REASON),	/* から */
	R("ja", "\xe3\x81\x9f\xe3\x82\x81", R_REASON),	/* ため */
	/* 왜냐하면 */
	R("ko", "\xec\x99\x9c\xeb\x83\x90\xed\x95\x98\xeb\xa9\xb4", R_REASON),
	/* 때문에 */
	R("ko", "\xeb\x95\x8c\xeb\xac\xb8\xec\x97\x90", R_REASON),
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
	/* a range's ends counted or not ("integers from 1 to 100,
	   inclusive") */
	R("en", "inclusive", R_FUNC), R("en", "exclusive", R_FUNC),
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
	R("de", "insgesamt", R_FUNC),
	/* a separable verb's particle after its object ("Der Zug legt
	   240 km zurück.": zurücklegen, to cover) */
	R("de", "zur\xc3\xbc" "ck", R_FUNC),	/* zurück */
	/* what is left and what was taken in, after the count ("Sie hat
	   12 Äpfel übrig.", "Maria sind 12 Äpfel geblieben.", "Janet hat
	   täglich 18 $ eingenommen."; hostile_left60.py) */
	R("de", "\xc3\xbc" "brig", R_FUNC),	/* übrig */
	R("de", "geblieben", R_FUNC),
	R("de", "\xc3\xbc" "briggeblieben", R_FUNC),	/* übriggeblieben */
	R("de", "eingenommen", R_FUNC),
	R("fr", "le", R_FUNC),
	R("fr", "la", R_FUNC), R("fr", "les", R_FUNC), R("fr", "l'", R_FUNC),
	R("fr", "un", R_FUNC), R("fr", "une", R_FUNC), R("fr", "des", R_FUNC),
	R("fr", "de", R_FUNC), R("fr", "du", R_FUNC), R("fr", "d'", R_FUNC),
	R("fr", "et", R_FUNC), R("fr", "ou", R_FUNC),
	R("fr", "\xc3\xa0", R_FUNC),	/* à */
	R("fr", "au", R_FUNC), R("fr", "aux", R_FUNC), R("fr", "en", R_FUNC),
	R("fr", "pour", R_FUNC), R("fr", "avec", R_FUNC),
	R("fr", "par", R_FUNC), R("fr", "est", R_FUNC),
	/* "ont" (have): "Ils ont 98 stylos au total." */
	R("fr", "ont", R_FUNC),
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
	/* всего */
	R("ru", "\xd0\xb2\xd1\x81\xd0\xb5\xd0\xb3\xd0\xbe", R_FUNC),
	R("ru", "\xd0\xb2\xd1\x81\xd0\xb5\xd1\x85", R_FUNC),	/* всех */
	R("ru", "\xd0\xb5\xd0\xb3\xd0\xbe", R_FUNC),	/* его */
	R("ru", "\xd0\xb8\xd1\x85", R_FUNC),	/* их */
	R("ru", "\xd0\xbc\xd1\x8b", R_FUNC),	/* мы */
	R("ru", "\xd0\xbe\xd0\xbd", R_FUNC),	/* он */
	R("ru", "\xd0\xbe\xd0\xbd\xd0\xb0", R_FUNC),	/* она */
	R("ru", "\xd0\xbe\xd0\xbd\xd0\xb8", R_FUNC),	/* они */
	/* каждый */
	R("ru", "\xd0\xba\xd0\xb0\xd0\xb6\xd0\xb4\xd1\x8b\xd0\xb9", R_FUNC),
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
	/* currencies after a value ("42달러입니다", "42ドルです":
	   hostile_recall26.py, mgsm) */
	R("ko", "\xeb\x8b\xac\xeb\x9f\xac", R_FUNC),	/* 달러 */
	R("ko", "\xec\x9c\xa0\xeb\xa1\x9c", R_FUNC),	/* 유로 */
	R("ja", "\xe3\x83\x89\xe3\x83\xab", R_FUNC),	/* ドル */
	/* ユーロ */
	R("ja", "\xe3\x83\xa6\xe3\x83\xbc\xe3\x83\xad", R_FUNC),
	/* a duration's "for" after its value ("3시간 동안 달렸습니다",
	   "3時間の間"; hostile_time60.py) */
	R("ko", "\xeb\x8f\x99\xec\x95\x88", R_FUNC),	/* 동안 */
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
	/* 只有当 */
	R("zh", "\xe5\x8f\xaa\xe6\x9c\x89\xe5\xbd\x93", R_CONDW),
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_CONDW),	/* если */
	/* при условии */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd0\xbe"
	    "\xd0\xb2\xd0\xb8\xd0\xb8", R_CONDW),
	/* в случае если */
	R("ru", "\xd0\xb2 \xd1\x81\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5 "
	    "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_CONDW),
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
	/* 我认为 */
	R("zh", "\xe6\x88\x91\xe8\xae\xa4\xe4\xb8\xba", R_DOUBTW),
	/* 我觉得 */
	R("zh", "\xe6\x88\x91\xe8\xa7\x89\xe5\xbe\x97", R_DOUBTW),
	R("zh", "\xe5\xa4\xa7\xe6\xa6\x82", R_DOUBTW),	/* 大概 */
	/* Russian conditions (the tail's and the rest's) */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_COND),	/* если */
	/* при условии */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd0\xbe"
	    "\xd0\xb2\xd0\xb8\xd0\xb8", R_COND),
	/* what may qualify a value right after it (no noun counted) */
	R("en", "modulo", R_QUAL),
	R("en", "barring", R_QUAL),
	R("en", "except", R_QUAL),
	R("en", "excluding", R_QUAL),
	R("en", "circa", R_QUAL),
	/* the dimension a unit measures, right after it (review 27 of
	   issue 26: tests/verify/hostile_close27.py's "dim") */
	R("en", "long", R_DIM),
	R("en", "wide", R_DIM),
	R("en", "tall", R_DIM),
	R("en", "high", R_DIM),
	R("en", "deep", R_DIM),
	R("en", "thick", R_DIM),
	R("en", "away", R_DIM),		/* "283,604m away from the start" */
	R("en", "apart", R_DIM),
	R("de", "lang", R_DIM),
	R("de", "breit", R_DIM),
	R("de", "hoch", R_DIM),
	R("de", "tief", R_DIM),
	R("de", "dick", R_DIM),
	/* the nouns that name a value estimated, guessed or supposed, in
	   every listed language: with no problem that asks for one (a
	   problem holding the word lifts it), a subject or a lead that
	   names one gives a guess, not the thing ("So the estimate is 36
	   cm.", "Also ist die Schätzung 36 cm."): answer_frame.c's
	   lead rows, answer_open.c's guess_named, answer_euro.c's
	   measured and names (tests/verify/hostile_guess29.py) */
	R("en", "estimate", R_GUESS),
	R("en", "estimates", R_GUESS),
	R("en", "estimation", R_GUESS),
	R("en", "approximation", R_GUESS),
	R("en", "conjecture", R_GUESS),
	R("en", "hunch", R_GUESS),
	R("en", "prediction", R_GUESS),
	R("en", "guess", R_GUESS),
	R("en", "guesses", R_GUESS),
	R("de", "sch\xc3\xa4tzung", R_GUESS),	/* schätzung */
	R("de", "sch\xc3\xa4tzungen", R_GUESS),	/* schätzungen */
	R("de", "sch\xc3\xa4tzwert", R_GUESS),	/* schätzwert */
	R("de", "vermutung", R_GUESS),
	R("de", "n\xc3\xa4herung", R_GUESS),	/* näherung */
	R("de", "n\xc3\xa4herungswert", R_GUESS),	/* näherungswert */
	R("de", "prognose", R_GUESS),
	R("de", "mutma\xc3\x9fung", R_GUESS),	/* mutmaßung */
	R("fr", "estimation", R_GUESS),
	R("fr", "approximation", R_GUESS),
	R("fr", "conjecture", R_GUESS),
	R("fr", "hypoth\xc3\xa8se", R_GUESS),	/* hypothèse */
	R("fr", "supposition", R_GUESS),
	R("fr", "pr\xc3\xa9" "diction", R_GUESS),	/* prédiction */
	R("fr", "pr\xc3\xa9vision", R_GUESS),	/* prévision */
	R("es", "estimaci\xc3\xb3n", R_GUESS),	/* estimación */
	R("es", "estimaciones", R_GUESS),
	R("es", "aproximaci\xc3\xb3n", R_GUESS),	/* aproximación */
	R("es", "conjetura", R_GUESS),
	R("es", "hip\xc3\xb3tesis", R_GUESS),	/* hipótesis */
	R("es", "suposici\xc3\xb3n", R_GUESS),	/* suposición */
	R("es", "predicci\xc3\xb3n", R_GUESS),	/* predicción */
	R("es", "previsi\xc3\xb3n", R_GUESS),	/* previsión */
	R("es", "adivinanza", R_GUESS),
	R("it", "stima", R_GUESS),
	R("it", "stime", R_GUESS),
	R("it", "approssimazione", R_GUESS),
	R("it", "congettura", R_GUESS),
	R("it", "ipotesi", R_GUESS),
	R("it", "supposizione", R_GUESS),
	R("it", "previsione", R_GUESS),
	R("it", "predizione", R_GUESS),
	R("pt", "estimativa", R_GUESS),
	R("pt", "estima\xc3\xa7\xc3\xa3o", R_GUESS),	/* estimação */
	R("pt", "aproxima\xc3\xa7\xc3\xa3o", R_GUESS),	/* aproximação */
	R("pt", "conjectura", R_GUESS),
	R("pt", "conjetura", R_GUESS),
	R("pt", "hip\xc3\xb3tese", R_GUESS),	/* hipótese */
	R("pt", "suposi\xc3\xa7\xc3\xa3o", R_GUESS),	/* suposição */
	R("pt", "previs\xc3\xa3o", R_GUESS),	/* previsão */
	R("pt", "predi\xc3\xa7\xc3\xa3o", R_GUESS),	/* predição */
	R("pt", "palpite", R_GUESS),
	R("pt", "chute", R_GUESS),
	/* оценка */
	R("ru", "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0", R_GUESS),
	/* догадка */
	R("ru", "\xd0\xb4\xd0\xbe\xd0\xb3\xd0\xb0\xd0\xb4\xd0\xba"
	    "\xd0\xb0", R_GUESS),
	/* предположение */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8"
	    "\xd0\xb5", R_GUESS),
	/* приближение */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xb1\xd0\xbb\xd0\xb8"
	    "\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5", R_GUESS),
	/* прогноз */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbd\xd0\xbe"
	    "\xd0\xb7", R_GUESS),
	/* оцінка */
	R("uk", "\xd0\xbe\xd1\x86\xd1\x96\xd0\xbd\xd0\xba\xd0\xb0", R_GUESS),
	/* здогадка */
	R("uk", "\xd0\xb7\xd0\xb4\xd0\xbe\xd0\xb3\xd0\xb0\xd0\xb4"
	    "\xd0\xba\xd0\xb0", R_GUESS),
	/* припущення */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbf\xd1\x83\xd1\x89"
	    "\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f", R_GUESS),
	/* наближення */
	R("uk", "\xd0\xbd\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xb8\xd0\xb6"
	    "\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f", R_GUESS),
	/* прогноз */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb3\xd0\xbd\xd0\xbe"
	    "\xd0\xb7", R_GUESS),
	R("pl", "szacunek", R_GUESS),
	R("pl", "oszacowanie", R_GUESS),
	R("pl", "przybli\xc5\xbc" "enie", R_GUESS),	/* przybliżenie */
	R("pl", "przypuszczenie", R_GUESS),
	R("pl", "prognoza", R_GUESS),
	R("pl", "domys\xc5\x82", R_GUESS),	/* domysł */
	R("tr", "tahmin", R_GUESS),
	R("tr", "tahminim", R_GUESS),
	R("id", "perkiraan", R_GUESS),
	R("id", "perkiraannya", R_GUESS),
	R("id", "tebakan", R_GUESS),
	R("id", "tebakannya", R_GUESS),
	R("id", "taksiran", R_GUESS),
	R("id", "taksirannya", R_GUESS),
	R("id", "dugaan", R_GUESS),
	R("id", "dugaannya", R_GUESS),
	/* ước tính */
	R("vi", "\xc6\xb0\xe1\xbb\x9b" "c t\xc3\xadnh", R_GUESS),
	/* dự đoán */
	R("vi", "d\xe1\xbb\xb1 \xc4\x91o\xc3\xa1n", R_GUESS),
	/* phỏng đoán */
	R("vi", "ph\xe1\xbb\x8fng \xc4\x91o\xc3\xa1n", R_GUESS),
	/* ước lượng */
	R("vi", "\xc6\xb0\xe1\xbb\x9b" "c l\xc6\xb0\xe1\xbb\xa3ng", R_GUESS),
	R("sw", "makadirio", R_GUESS),
	R("sw", "kisio", R_GUESS),
	R("sw", "ubashiri", R_GUESS),
	/* अनुमान */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xae"
	    "\xe0\xa4\xbe\xe0\xa4\xa8", R_GUESS),
	/* अंदाज़ा */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa4\xbe"
	    "\xe0\xa4\x9c\xe0\xa4\xbc\xe0\xa4\xbe", R_GUESS),
	/* अंदाजा */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa4\xbe"
	    "\xe0\xa4\x9c\xe0\xa4\xbe", R_GUESS),
	/* অনুমান */
	R("bn", "\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\xae"
	    "\xe0\xa6\xbe\xe0\xa6\xa8", R_GUESS),
	/* আন্দাজ */
	R("bn", "\xe0\xa6\x86\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa6"
	    "\xe0\xa6\xbe\xe0\xa6\x9c", R_GUESS),
	/* అంచనా */
	R("te", "\xe0\xb0\x85\xe0\xb0\x82\xe0\xb0\x9a\xe0\xb0\xa8"
	    "\xe0\xb0\xbe", R_GUESS),
	/* ఊహ, a guess */
	R("te", "\xe0\xb0\x8a\xe0\xb0\xb9", R_GUESS),
	/* ประมาณการ, การประมาณ: Thai's estimate */
	R("th", "\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\xa1\xe0\xb8\xb2"
	    "\xe0\xb8\x93\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3", R_GUESS),
	R("th", "\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x9b\xe0\xb8\xa3"
	    "\xe0\xb8\xb0\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x93", R_GUESS),
	/* تقدير */
	R("ar", "\xd8\xaa\xd9\x82\xd8\xaf\xd9\x8a\xd8\xb1", R_GUESS),
	/* التقدير */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xaa\xd9\x82\xd8\xaf\xd9\x8a"
	    "\xd8\xb1", R_GUESS),
	/* تخمين */
	R("ar", "\xd8\xaa\xd8\xae\xd9\x85\xd9\x8a\xd9\x86", R_GUESS),
	/* التخمين */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xaa\xd8\xae\xd9\x85\xd9\x8a"
	    "\xd9\x86", R_GUESS),
	R("zh", "\xe4\xbc\xb0\xe8\xae\xa1", R_GUESS),	/* 估计 */
	R("zh", "\xe4\xbc\xb0\xe8\xa8\x88", R_GUESS),	/* 估計 */
	R("zh", "\xe4\xbc\xb0\xe7\xae\x97", R_GUESS),	/* 估算 */
	R("zh", "\xe7\x8c\x9c\xe6\xb5\x8b", R_GUESS),	/* 猜测 */
	R("zh", "\xe7\x8c\x9c\xe6\xb8\xac", R_GUESS),	/* 猜測 */
	/* 近似值 */
	R("zh", "\xe8\xbf\x91\xe4\xbc\xbc\xe5\x80\xbc", R_GUESS),
	R("ja", "\xe6\x8e\xa8\xe5\xae\x9a", R_GUESS),	/* 推定 */
	/* 見積もり */
	R("ja", "\xe8\xa6\x8b\xe7\xa9\x8d\xe3\x82\x82\xe3\x82\x8a", R_GUESS),
	R("ja", "\xe4\xba\x88\xe6\x83\xb3", R_GUESS),	/* 予想 */
	R("ja", "\xe6\x8e\xa8\xe6\xb8\xac", R_GUESS),	/* 推測 */
	R("ja", "\xe6\xa6\x82\xe7\xae\x97", R_GUESS),	/* 概算 */
	R("ko", "\xec\xb6\x94\xec\xa0\x95", R_GUESS),	/* 추정 */
	R("ko", "\xec\xb6\x94\xec\xb8\xa1", R_GUESS),	/* 추측 */
	/* 예상치 */
	R("ko", "\xec\x98\x88\xec\x83\x81\xec\xb9\x98", R_GUESS),
	R("ko", "\xec\x96\xb4\xeb\xa6\xbc", R_GUESS),	/* 어림 */
	/* ค่าประมาณ */
	R("th", "\xe0\xb8\x84\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x9b"
	    "\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\xa1\xe0\xb8\xb2"
	    "\xe0\xb8\x93", R_GUESS),
	/* การคาดเดา */
	R("th", "\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x84"
	    "\xe0\xb8\xb2\xe0\xb8\x94\xe0\xb9\x80\xe0\xb8\x94"
	    "\xe0\xb8\xb2", R_GUESS),
	/* การประมาณ */
	R("th", "\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x9b"
	    "\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\xa1\xe0\xb8\xb2"
	    "\xe0\xb8\x93", R_GUESS),
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
	/* кроме */
	R("ru", "\xd0\xba\xd1\x80\xd0\xbe\xd0\xbc\xd0\xb5", R_QUAL),
	/* примерно */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x80\xd0\xbd"
	    "\xd0\xbe", R_QUAL),
	/* около */
	R("ru", "\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbb\xd0\xbe", R_QUAL),
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb8", R_QUAL),	/* при */
	R("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", R_QUAL),	/* если */
	/* почти */
	R("ru", "\xd0\xbf\xd0\xbe\xd1\x87\xd1\x82\xd0\xb8", R_QUAL),
	/* где-то */
	R("ru", "\xd0\xb3\xd0\xb4\xd0\xb5-\xd1\x82\xd0\xbe", R_QUAL),
	/* bounds written after the value ("42 максимум", at most 42) */
	/* более */
	R("ru", "\xd0\xb1\xd0\xbe\xd0\xbb\xd0\xb5\xd0\xb5", R_QUAL),
	/* менее */
	R("ru", "\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xb5\xd0\xb5", R_QUAL),
	/* максимум */
	R("ru", "\xd0\xbc\xd0\xb0\xd0\xba\xd1\x81\xd0\xb8\xd0\xbc\xd1\x83"
	    "\xd0\xbc", R_QUAL),
	/* минимум */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd0\xb8\xd0\xbc\xd1\x83\xd0\xbc",
	    R_QUAL),
	/* తక్కువ (less), ఎక్కువ (more), వరకు (up to) */
	R("te", "\xe0\xb0\xa4\xe0\xb0\x95\xe0\xb1\x8d\xe0\xb0\x95\xe0\xb1\x81"
	    "\xe0\xb0\xb5", R_QUAL),
	R("te", "\xe0\xb0\x8e\xe0\xb0\x95\xe0\xb1\x8d\xe0\xb0\x95\xe0\xb1\x81"
	    "\xe0\xb0\xb5", R_QUAL),
	R("te", "\xe0\xb0\xb5\xe0\xb0\xb0\xe0\xb0\x95\xe0\xb1\x81", R_QUAL),
	/* পর্যন্ত (up to) */
	R("bn", "\xe0\xa6\xaa\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xaf\xe0\xa6\xa8"
	    "\xe0\xa7\x8d\xe0\xa6\xa4", R_QUAL),
	/* กว่า (over), ขึ้นไป (and up), ลงมา (and down) */
	R("th", "\xe0\xb8\x81\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2", R_QUAL),
	R("th", "\xe0\xb8\x82\xe0\xb8\xb6\xe0\xb9\x89\xe0\xb8\x99\xe0\xb9\x84"
	    "\xe0\xb8\x9b", R_QUAL),
	R("th", "\xe0\xb8\xa5\xe0\xb8\x87\xe0\xb8\xa1\xe0\xb8\xb2", R_QUAL),
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
	/* когда */
	R("ru", "\xd0\xba\xd0\xbe\xd0\xb3\xd0\xb4\xd0\xb0", R_OPEN),
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
	/* Когда */
	R("ru", "\xd0\x9a\xd0\xbe\xd0\xb3\xd0\xb4\xd0\xb0", R_OPEN),
	R("ru", "\xd0\x94\xd0\xbb\xd1\x8f", R_OPEN),	/* Для */
	/* measure words and units: the noun counted may follow them in
	   a script without spaces ("3只鸟", "192公斤") */
	R("zh", "\xe9\xa2\x97", R_MEASURE),	/* 颗 */
	R("zh", "\xe5\x8f\xaa", R_MEASURE),	/* 只 */
	R("zh", "\xe9\x9a\xbb", R_MEASURE),	/* 隻 */
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
	/* 平方米 */
	R("zh", "\xe5\xb9\xb3\xe6\x96\xb9\xe7\xb1\xb3", R_MEASURE),
	/* 立方米 */
	R("zh", "\xe7\xab\x8b\xe6\x96\xb9\xe7\xb1\xb3", R_MEASURE),
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
	/* メートル */
	R("ja", "\xe3\x83\xa1\xe3\x83\xbc\xe3\x83\x88\xe3\x83\xab", R_MEASURE),
	R("ja", "\xe3\x82\xad\xe3\x83\xad", R_MEASURE),	/* キロ */
	/* グラム */
	R("ja", "\xe3\x82\xb0\xe3\x83\xa9\xe3\x83\xa0", R_MEASURE),
	/* センチ */
	R("ja", "\xe3\x82\xbb\xe3\x83\xb3\xe3\x83\x81", R_MEASURE),
	R("ja", "\xe5\x8f\xb0", R_MEASURE),	/* 台 */
	R("ja", "\xe5\x86\x8a", R_MEASURE),	/* 冊 */
	R("ja", "\xe6\x9d\xaf", R_MEASURE),	/* 杯 */
	/* the same counters written in hiragana, as children's problems
	   and their answers write them ("42ひき", "42こ", "42にん") */
	R("ja", "\xe3\x81\xb2\xe3\x81\x8d", R_MEASURE),	/* ひき */
	R("ja", "\xe3\x81\xb3\xe3\x81\x8d", R_MEASURE),	/* びき */
	R("ja", "\xe3\x81\xb4\xe3\x81\x8d", R_MEASURE),	/* ぴき */
	R("ja", "\xe3\x81\x93", R_MEASURE),	/* こ */
	R("ja", "\xe3\x81\xab\xe3\x82\x93", R_MEASURE),	/* にん */
	R("ja", "\xe3\x81\xbb\xe3\x82\x93", R_MEASURE),	/* ほん */
	R("ja", "\xe3\x81\xbc\xe3\x82\x93", R_MEASURE),	/* ぼん */
	R("ja", "\xe3\x81\xbd\xe3\x82\x93", R_MEASURE),	/* ぽん */
	R("ja", "\xe3\x81\xbe\xe3\x81\x84", R_MEASURE),	/* まい */
	R("ja", "\xe3\x81\xa0\xe3\x81\x84", R_MEASURE),	/* だい */
	R("ja", "\xe3\x81\x95\xe3\x81\xa4", R_MEASURE),	/* さつ */
	R("ja", "\xe3\x81\x88\xe3\x82\x93", R_MEASURE),	/* えん */
	R("ja", "\xe3\x81\xb5\xe3\x82\x93", R_MEASURE),	/* ふん */
	R("ja", "\xe3\x81\xb7\xe3\x82\x93", R_MEASURE),	/* ぷん */
	R("ja", "\xe7\x82\xb9", R_MEASURE),	/* 点 */
	R("ko", "\xea\xb0\x9c", R_MEASURE),	/* 개 */
	R("ko", "\xeb\xaa\x85", R_MEASURE),	/* 명 */
	R("ko", "\xeb\xa7\x88\xeb\xa6\xac", R_MEASURE),	/* 마리 */
	R("ko", "\xea\xb0\x80\xec\xa7\x80", R_MEASURE),	/* 가지 */
	R("ko", "\xeb\xb2\x88", R_MEASURE),	/* 번 */
	R("ko", "\xec\x9b\x90", R_MEASURE),	/* 원 */
	/* the counters of books, sheets, machines, bottles, cups, flowers,
	   trees, pairs, clothes, houses, ships, pages, eggs, pieces, boxes,
	   bags, floors, points, times, places, pencils and the metric units
	   ("126권이다", "42장입니다") */
	R("ko", "\xea\xb6\x8c", R_MEASURE),	/* 권 */
	R("ko", "\xec\x9e\xa5", R_MEASURE),	/* 장 */
	R("ko", "\xeb\x8c\x80", R_MEASURE),	/* 대 */
	R("ko", "\xeb\xb3\x91", R_MEASURE),	/* 병 */
	R("ko", "\xec\x9e\x94", R_MEASURE),	/* 잔 */
	R("ko", "\xec\x86\xa1\xec\x9d\xb4", R_MEASURE),	/* 송이 */
	R("ko", "\xea\xb7\xb8\xeb\xa3\xa8", R_MEASURE),	/* 그루 */
	R("ko", "\xec\xbc\xa4\xeb\xa0\x88", R_MEASURE),	/* 켤레 */
	R("ko", "\xeb\xb2\x8c", R_MEASURE),	/* 벌 */
	R("ko", "\xec\xb1\x84", R_MEASURE),	/* 채 */
	R("ko", "\xec\xb2\x99", R_MEASURE),	/* 척 */
	R("ko", "\xec\xaa\xbd", R_MEASURE),	/* 쪽 */
	/* 페이지 */
	R("ko", "\xed\x8e\x98\xec\x9d\xb4\xec\xa7\x80", R_MEASURE),
	R("ko", "\xec\x95\x8c", R_MEASURE),	/* 알 */
	R("ko", "\xec\xa1\xb0\xea\xb0\x81", R_MEASURE),	/* 조각 */
	R("ko", "\xec\x83\x81\xec\x9e\x90", R_MEASURE),	/* 상자 */
	R("ko", "\xeb\xb4\x89\xec\xa7\x80", R_MEASURE),	/* 봉지 */
	R("ko", "\xec\x8c\x8d", R_MEASURE),	/* 쌍 */
	R("ko", "\xec\xb8\xb5", R_MEASURE),	/* 층 */
	R("ko", "\xed\x86\xb5", R_MEASURE),	/* 통 */
	R("ko", "\xec\xa0\x90", R_MEASURE),	/* 점 */
	R("ko", "\xed\x9a\x8c", R_MEASURE),	/* 회 */
	R("ko", "\xea\xb3\xb3", R_MEASURE),	/* 곳 */
	R("ko", "\xec\x9e\x90\xeb\xa3\xa8", R_MEASURE),	/* 자루 */
	/* 킬로미터 */
	R("ko", "\xed\x82\xac\xeb\xa1\x9c\xeb\xaf\xb8\xed\x84\xb0", R_MEASURE),
	/* 센티미터 */
	R("ko", "\xec\x84\xbc\xed\x8b\xb0\xeb\xaf\xb8\xed\x84\xb0", R_MEASURE),
	R("ko", "\xeb\xa6\xac\xed\x84\xb0", R_MEASURE),	/* 리터 */
	R("ko", "\xea\xb7\xb8\xeb\x9e\xa8", R_MEASURE),	/* 그램 */
	/* currencies after a value ("42달러입니다", "42ドルです":
	   hostile_recall26.py, mgsm) */
	R("ko", "\xeb\x8b\xac\xeb\x9f\xac", R_MEASURE),	/* 달러 */
	R("ko", "\xec\x9c\xa0\xeb\xa1\x9c", R_MEASURE),	/* 유로 */
	R("ja", "\xe3\x83\x89\xe3\x83\xab", R_MEASURE),	/* ドル */
	/* ユーロ */
	R("ja", "\xe3\x83\xa6\xe3\x83\xbc\xe3\x83\xad", R_MEASURE),
	R("ko", "\xec\x8b\x9c\xea\xb0\x84", R_MEASURE),	/* 시간 */
	R("ko", "\xeb\xb6\x84", R_MEASURE),	/* 분 */
	R("ko", "\xec\xb4\x88", R_MEASURE),	/* 초 */
	R("ko", "\xec\x9d\xbc", R_MEASURE),	/* 일 */
	R("ko", "\xeb\x85\x84", R_MEASURE),	/* 년 */
	R("ko", "\xec\x82\xb4", R_MEASURE),	/* 살 */
	R("ko", "\xec\x84\xb8", R_MEASURE),	/* 세 (years of age) */
	R("ko", "\xeb\xb0\xb0", R_MEASURE),	/* 배 */
	R("ko", "\xeb\xaf\xb8\xed\x84\xb0", R_MEASURE),	/* 미터 */
	/* 킬로그램 */
	R("ko", "\xed\x82\xac\xeb\xa1\x9c\xea\xb7\xb8\xeb\x9e\xa8", R_MEASURE),
	R("ru", "\xd1\x81\xd0\xbc", R_MEASURE),	/* см */
	R("ru", "\xd0\xbc", R_MEASURE),	/* м */
	R("ru", "\xd0\xba\xd0\xbc", R_MEASURE),	/* км */
	R("ru", "\xd0\xbc\xd0\xbc", R_MEASURE),	/* мм */
	R("ru", "\xd0\xba\xd0\xb3", R_MEASURE),	/* кг */
	/* г т */
	R("ru", "\xd0\xb3", R_MEASURE), R("ru", "\xd1\x82", R_MEASURE),
	R("ru", "\xd0\xbb", R_MEASURE),	/* л */
	R("ru", "\xd0\xbc\xd0\xbb", R_MEASURE),	/* мл */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1", R_MEASURE),	/* руб */
	/* рублей */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1\xd0\xbb\xd0\xb5\xd0\xb9", R_MEASURE),
	/* рубля */
	R("ru", "\xd1\x80\xd1\x83\xd0\xb1\xd0\xbb\xd1\x8f", R_MEASURE),
	/* долларов */
	R("ru", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xbb\xd0\xb0\xd1\x80\xd0\xbe"
	    "\xd0\xb2", R_MEASURE),
	/* доллара */
	R("ru", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xbb\xd0\xb0\xd1\x80"
	    "\xd0\xb0", R_MEASURE),
	R("ru", "\xd1\x88\xd1\x82\xd1\x83\xd0\xba", R_MEASURE),	/* штук */
	/* штуки */
	R("ru", "\xd1\x88\xd1\x82\xd1\x83\xd0\xba\xd0\xb8", R_MEASURE),
	/* метров */
	R("ru", "\xd0\xbc\xd0\xb5\xd1\x82\xd1\x80\xd0\xbe\xd0\xb2", R_MEASURE),
	/* метра */
	R("ru", "\xd0\xbc\xd0\xb5\xd1\x82\xd1\x80\xd0\xb0", R_MEASURE),
	/* минут */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82", R_MEASURE),
	/* минуты */
	R("ru", "\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd1\x8b", R_MEASURE),
	/* часов */
	R("ru", "\xd1\x87\xd0\xb0\xd1\x81\xd0\xbe\xd0\xb2", R_MEASURE),
	R("ru", "\xd1\x87\xd0\xb0\xd1\x81\xd0\xb0", R_MEASURE),	/* часа */
	/* секунд */
	R("ru", "\xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4", R_MEASURE),
	R("ru", "\xd0\xb4\xd0\xbd\xd0\xb5\xd0\xb9", R_MEASURE),	/* дней */
	R("ru", "\xd0\xb4\xd0\xbd\xd1\x8f", R_MEASURE),	/* дня */
	R("ru", "\xd0\xbb\xd0\xb5\xd1\x82", R_MEASURE),	/* лет */
	R("ru", "\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xb0", R_MEASURE),	/* года */
	/* человек */
	R("ru", "\xd1\x87\xd0\xb5\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb5"
	    "\xd0\xba", R_MEASURE),
	/* способов */
	R("ru", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb1\xd0\xbe"
	    "\xd0\xb2", R_MEASURE),
	/* способа */
	R("ru", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb1"
	    "\xd0\xb0", R_MEASURE),
	/* решений */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8"
	    "\xd0\xb9", R_MEASURE),
	/* решения */
	R("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8"
	    "\xd1\x8f", R_MEASURE),
	/* a last statement naming the answer in another language: the
	   verbs and adjectives that may stand between the name and the value
	   ("La respuesta será 42", "La respuesta correcta es 42", "Ответ
	   будет 42"; papo_answer_named_said).  No conditional ("sería",
	   "serait", "wäre", "sarebbe", "seria"): an answer that would be
	   is not one committed, as English "would be" is not */
	R("es", "ser\xc3\xa1", R_LEAD),	/* será */
	R("es", "fue", R_LEAD),
	R("es", "era", R_LEAD),
	R("es", "resulta", R_LEAD),
	R("es", "queda", R_LEAD),
	R("fr", "sera", R_LEAD),
	R("fr", "\xc3\xa9tait", R_LEAD),	/* était */
	R("fr", "vaut", R_LEAD),
	R("de", "war", R_LEAD),
	R("de", "ergibt", R_LEAD),
	R("it", "sar\xc3\xa0", R_LEAD),	/* sarà */
	R("it", "era", R_LEAD),
	R("pt", "ser\xc3\xa1", R_LEAD),	/* será */
	R("pt", "era", R_LEAD),
	R("pt", "fica", R_LEAD),
	/* будет */
	R("ru", "\xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82", R_LEAD),
	/* получается */
	R("ru", "\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5"
	    "\xd1\x82\xd1\x81\xd1\x8f", R_LEAD),
	/* составляет */
	R("ru", "\xd1\x81\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb"
	    "\xd1\x8f\xd0\xb5\xd1\x82", R_LEAD),
	/* равняется */
	R("ru", "\xd1\x80\xd0\xb0\xd0\xb2\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82"
	    "\xd1\x81\xd1\x8f", R_LEAD),
	R("ru", "\xd0\xb1\xd1\x8b\xd0\xbb", R_LEAD),	/* был */
	R("ru", "\xd0\xb1\xd1\x8b\xd0\xbb\xd0\xb0", R_LEAD),	/* была */
	R("ru", "\xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe", R_LEAD),	/* было */
	/* the same, plural: several options named as the answer ("Las
	   respuestas correctas son A y C") */
	R("es", "respuestas", R_NOUN),
	R("es", "opciones", R_NOUN),
	/* réponses */
	R("fr", "r\xc3\xa9ponses", R_NOUN),
	R("de", "antworten", R_NOUN),
	R("it", "risposte", R_NOUN),
	R("pt", "respostas", R_NOUN),
	R("pt", "alternativas", R_NOUN),
	R("es", "correctas", R_AFFIRM),
	R("fr", "bonnes", R_AFFIRM),
	R("fr", "correctes", R_AFFIRM),
	R("de", "richtigen", R_AFFIRM),
	R("de", "korrekten", R_AFFIRM),
	R("it", "corrette", R_AFFIRM),
	R("pt", "corretas", R_AFFIRM),
	/* правильные */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb5", R_AFFIRM),
	/* Правильные */
	R("ru", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb5", R_AFFIRM),
	/* верные */
	R("ru", "\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd1\x8b\xd0\xb5", R_AFFIRM),
	R("es", "correcta", R_AFFIRM),
	R("es", "correcto", R_AFFIRM),
	R("es", "final", R_AFFIRM),
	R("es", "definitiva", R_AFFIRM),
	R("fr", "correcte", R_AFFIRM),
	R("fr", "finale", R_AFFIRM),
	R("fr", "final", R_AFFIRM),
	R("fr", "d\xc3\xa9" "finitive", R_AFFIRM),	/* définitive */
	R("fr", "d\xc3\xa9" "finitif", R_AFFIRM),	/* définitif */
	R("sw", "mwisho", R_AFFIRM),	/* "Matokeo ya mwisho: 42" */
	R("sw", "sahihi", R_AFFIRM),	/* "jibu la sahihi ni $720" */
	/* the answer given in words: "Réponse en lettres : 48"
	   (hostile_wrong37.py) */
	R("fr", "lettres", R_AFFIRM),
	R("fr", "exacte", R_AFFIRM),
	R("de", "korrekte", R_AFFIRM),
	R("de", "richtige", R_AFFIRM),
	R("de", "endg\xc3\xbcltige", R_AFFIRM),	/* endgültige */
	R("it", "corretta", R_AFFIRM),
	R("it", "finale", R_AFFIRM),
	R("it", "giusta", R_AFFIRM),
	R("it", "esatta", R_AFFIRM),
	R("pt", "correta", R_AFFIRM),
	R("pt", "certa", R_AFFIRM),
	R("pt", "final", R_AFFIRM),
	R("pt", "exata", R_AFFIRM),
	/* правильный */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb9", R_AFFIRM),
	/* верный */
	R("ru", "\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd1\x8b\xd0\xb9", R_AFFIRM),
	/* итоговый */
	R("ru", "\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b"
	    "\xd0\xb9", R_AFFIRM),
	/* окончательный */
	R("ru", "\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbd\xd1\x87\xd0\xb0\xd1\x82"
	    "\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9", R_AFFIRM),
	/* a spread after (or before) a value, "42 or so" in the listed
	   languages (hostile_red2.py, round 12) */
	R("de", "oder so", R_DOUBT),
	R("ko", "\xec\xaf\xa4", R_DOUBT),	/* 쯤 */
	R("ko", "\xec\xa0\x95\xeb\x8f\x84", R_DOUBT),	/* 정도 */
	R("ko", "\xec\x95\x88\xed\x8c\x8e", R_DOUBT),	/* 안팎 */
	/* ราวๆ */
	R("th", "\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa7\xe0\xb9\x86", R_DOUBT),
	R("sw", "hivi", R_BOUND),
	/* "zaidi ya 12" (more than), "chini ya 12" (under), "karibu 12"
	   (about): never the problem's lent word before the value */
	R("sw", "zaidi ya", R_BOUND), R("sw", "chini ya", R_BOUND),
	R("sw", "karibu", R_BOUND),
	/* దగ్గరగా */
	R("te", "\xe0\xb0\xa6\xe0\xb0\x97\xe0\xb1\x8d\xe0\xb0\x97\xe0\xb0\xb0"
	    "\xe0\xb0\x97\xe0\xb0\xbe", R_BOUND),
	/* Hindi */
	/* उत्तर */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0"
	    "\xa4\xa4\xe0\xa4\xb0", R_NOUN),
	/* जवाब */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac", R_NOUN),
	/* परिणाम */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\xbf\xe0"
	    "\xa4\xa3\xe0\xa4\xbe\xe0\xa4\xae", R_NOUN),
	/* हल */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xb2", R_NOUN),
	/* समाधान */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\xa7\xe0\xa4\xbe\xe0\xa4\xa8", R_NOUN),
	/* बिल्कुल */
	R("hi", "\xe0\xa4\xac\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa5\x8d\xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\xb2", R_AFFIRM),
	/* ठीक */
	R("hi", "\xe0\xa4\xa0\xe0\xa5\x80\xe0\xa4\x95", R_AFFIRM),
	/* नहीं */
	R("hi", "\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", R_NEG),
	/* न */
	R("hi", "\xe0\xa4\xa8", R_NEG),
	/* ना */
	R("hi", "\xe0\xa4\xa8\xe0\xa4\xbe", R_NEG),
	/* मत */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xa4", R_NEG),
	/* शायद */
	R("hi", "\xe0\xa4\xb6\xe0\xa4\xbe\xe0\xa4\xaf\xe0\xa4\xa6", R_DOUBT),
	/* संभवतः */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x82\xe0\xa4\xad\xe0"
	    "\xa4\xb5\xe0\xa4\xa4\xe0\xa4\x83", R_DOUBT),
	/* संभवत */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x82\xe0\xa4\xad\xe0"
	    "\xa4\xb5\xe0\xa4\xa4", R_DOUBT),
	/* सम्भवतः */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xae\xe0\xa5\x8d\xe0"
	    "\xa4\xad\xe0\xa4\xb5\xe0\xa4\xa4\xe0\xa4\x83", R_DOUBT),
	/* मुझे लगता */
	R("hi", "\xe0\xa4\xae\xe0\xa5\x81\xe0\xa4\x9d\xe0"
	    "\xa5\x87 \xe0\xa4\xb2\xe0\xa4\x97\xe0\xa4\xa4"
	    "\xe0\xa4\xbe", R_DOUBT),
	/* लगता है */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa4\xa4\xe0"
	    "\xa4\xbe \xe0\xa4\xb9\xe0\xa5\x88", R_DOUBT),
	/* मेरे विचार से */
	R("hi", "\xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\xb0\xe0"
	    "\xa5\x87 \xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\x9a"
	    "\xe0\xa4\xbe\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa5"
	    "\x87", R_DOUBT),
	/* मेरा अनुमान */
	R("hi", "\xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\xb0\xe0"
	    "\xa4\xbe \xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81"
	    "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8", R_DOUBT),
	/* अनुमान */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0"
	    "\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8", R_DOUBT),
	/* अनुमानित */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0"
	    "\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xbf\xe0"
	    "\xa4\xa4", R_DOUBT),
	/* निश्चित नहीं */
	R("hi", "\xe0\xa4\xa8\xe0\xa4\xbf\xe0\xa4\xb6\xe0"
	    "\xa5\x8d\xe0\xa4\x9a\xe0\xa4\xbf\xe0\xa4\xa4 "
	    "\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", R_DOUBT),
	/* पक्का नहीं */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\x95\xe0\xa5\x8d\xe0"
	    "\xa4\x95\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xb9"
	    "\xe0\xa5\x80\xe0\xa4\x82", R_DOUBT),
	/* यकीन नहीं */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\x95\xe0\xa5\x80\xe0"
	    "\xa4\xa8 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80"
	    "\xe0\xa4\x82", R_DOUBT),
	/* पता नहीं */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xa4\xe0\xa4\xbe "
	    "\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", R_DOUBT),
	/* संदेह */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x82\xe0\xa4\xa6\xe0"
	    "\xa5\x87\xe0\xa4\xb9", R_DOUBT),
	/* सकता */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe", R_DOUBT),
	/* सकती */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa5\x80", R_DOUBT),
	/* सकते */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa5\x87", R_DOUBT),
	/* लगभग निश्चित */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa4\xad\xe0"
	    "\xa4\x97 \xe0\xa4\xa8\xe0\xa4\xbf\xe0\xa4\xb6"
	    "\xe0\xa5\x8d\xe0\xa4\x9a\xe0\xa4\xbf\xe0\xa4\xa4", R_DOUBT),
	/* चाहिए */
	R("hi", "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb9\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_MODAL),
	/* यदि */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xa6\xe0\xa4\xbf", R_COND),
	/* अगर */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x97\xe0\xa4\xb0", R_COND),
	/* मान लीजिए */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8 "
	    "\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\x9c\xe0\xa4\xbf"
	    "\xe0\xa4\x8f", R_COND),
	/* मान लें */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8 "
	    "\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\x82", R_COND),
	/* मान लेते */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8 "
	    "\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\xa4\xe0\xa5\x87", R_COND),
	/* मानते हुए */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8\xe0"
	    "\xa4\xa4\xe0\xa5\x87 \xe0\xa4\xb9\xe0\xa5\x81"
	    "\xe0\xa4\x8f", R_COND),
	/* बशर्ते */
	R("hi", "\xe0\xa4\xac\xe0\xa4\xb6\xe0\xa4\xb0\xe0"
	    "\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x87", R_COND),
	/* सिवाय */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xbf\xe0\xa4\xb5\xe0"
	    "\xa4\xbe\xe0\xa4\xaf", R_COND),
	/* लेकिन */
	R("hi", "\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\x95\xe0"
	    "\xa4\xbf\xe0\xa4\xa8", R_WEAK),
	/* परंतु */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\x82\xe0"
	    "\xa4\xa4\xe0\xa5\x81", R_WEAK),
	/* परन्तु */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\xa8\xe0"
	    "\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x81", R_WEAK),
	/* किंतु */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\x82\xe0"
	    "\xa4\xa4\xe0\xa5\x81", R_WEAK),
	/* किन्तु */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xa8\xe0"
	    "\xa5\x8d\xe0\xa4\xa4\xe0\xa5\x81", R_WEAK),
	/* रुकिए */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\x95\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_WEAK),
	/* रुको */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\x95\xe0\xa5\x8b", R_WEAK),
	/* रुकें */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\x95\xe0"
	    "\xa5\x87\xe0\xa4\x82", R_WEAK),
	/* वास्तव में */
	R("hi", "\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb8\xe0"
	    "\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb5 \xe0\xa4\xae"
	    "\xe0\xa5\x87\xe0\xa4\x82", R_WEAK),
	/* असल में */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xb8\xe0\xa4\xb2 "
	    "\xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82", R_WEAK),
	/* दरअसल */
	R("hi", "\xe0\xa4\xa6\xe0\xa4\xb0\xe0\xa4\x85\xe0"
	    "\xa4\xb8\xe0\xa4\xb2", R_WEAK),
	/* माफ़ */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xab\xe0\xa4\xbc", R_WEAK),
	/* माफ */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xab", R_WEAK),
	/* क्षमा */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb7\xe0"
	    "\xa4\xae\xe0\xa4\xbe", R_WEAK),
	/* सुधार */
	R("hi", "\xe0\xa4\xb8\xe0\xa5\x81\xe0\xa4\xa7\xe0"
	    "\xa4\xbe\xe0\xa4\xb0", R_WEAK),
	/* बल्कि */
	R("hi", "\xe0\xa4\xac\xe0\xa4\xb2\xe0\xa5\x8d\xe0"
	    "\xa4\x95\xe0\xa4\xbf", R_WEAK),
	/* हालांकि */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xbe\xe0\xa4\xb2\xe0"
	    "\xa4\xbe\xe0\xa4\x82\xe0\xa4\x95\xe0\xa4\xbf", R_WEAK),
	/* हालाँकि */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xbe\xe0\xa4\xb2\xe0"
	    "\xa4\xbe\xe0\xa4\x81\xe0\xa4\x95\xe0\xa4\xbf", R_WEAK),
	/* फिर से */
	R("hi", "\xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\xb0 "
	    "\xe0\xa4\xb8\xe0\xa5\x87", R_WEAK),
	/* दोबारा */
	R("hi", "\xe0\xa4\xa6\xe0\xa5\x8b\xe0\xa4\xac\xe0"
	    "\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe", R_WEAK),
	/* गलत */
	R("hi", "\xe0\xa4\x97\xe0\xa4\xb2\xe0\xa4\xa4", R_DISOWN),
	/* ग़लत */
	R("hi", "\xe0\xa4\x97\xe0\xa4\xbc\xe0\xa4\xb2\xe0\xa4\xa4", R_DISOWN),
	/* त्रुटि */
	R("hi", "\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xb0\xe0"
	    "\xa5\x81\xe0\xa4\x9f\xe0\xa4\xbf", R_DISOWN),
	/* उदाहरण */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa6\xe0\xa4\xbe\xe0"
	    "\xa4\xb9\xe0\xa4\xb0\xe0\xa4\xa3", R_DISOWN),
	/* जैसे */
	R("hi", "\xe0\xa4\x9c\xe0\xa5\x88\xe0\xa4\xb8\xe0\xa5\x87", R_DISOWN),
	/* लगभग */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa4\xad\xe0\xa4\x97", R_BOUND),
	/* करीब */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xac", R_BOUND),
	/* क़रीब */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbc\xe0\xa4\xb0\xe0"
	    "\xa5\x80\xe0\xa4\xac", R_BOUND),
	/* कम से कम */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae \xe0\xa4\xb8"
	    "\xe0\xa5\x87 \xe0\xa4\x95\xe0\xa4\xae", R_BOUND),
	/* अधिकतम */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa7\xe0\xa4\xbf\xe0"
	    "\xa4\x95\xe0\xa4\xa4\xe0\xa4\xae", R_BOUND),
	/* न्यूनतम */
	R("hi", "\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xaf\xe0"
	    "\xa5\x82\xe0\xa4\xa8\xe0\xa4\xa4\xe0\xa4\xae", R_BOUND),
	/* अधिक */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\x95", R_BOUND),
	/* ज़्यादा */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xbc\xe0\xa5\x8d\xe0"
	    "\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xa6\xe0\xa4\xbe", R_BOUND),
	/* ज्यादा */
	R("hi", "\xe0\xa4\x9c\xe0\xa5\x8d\xe0\xa4\xaf\xe0"
	    "\xa4\xbe\xe0\xa4\xa6\xe0\xa4\xbe", R_BOUND),
	/* कम */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae", R_BOUND),
	/* या */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xbe", R_BOUND),
	/* तक */
	R("hi", "\xe0\xa4\xa4\xe0\xa4\x95", R_BOUND),
	/* अथवा */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa5\xe0\xa4\xb5\xe0\xa4\xbe", R_BOUND),
	/* और */
	R("hi", "\xe0\xa4\x94\xe0\xa4\xb0", R_CUT),
	/* या */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xbe", R_CUT),
	/* लेकिन */
	R("hi", "\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\x95\xe0"
	    "\xa4\xbf\xe0\xa4\xa8", R_CUT),
	/* इसलिए */
	R("hi", "\xe0\xa4\x87\xe0\xa4\xb8\xe0\xa4\xb2\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_CONCL),
	/* इसलिये */
	R("hi", "\xe0\xa4\x87\xe0\xa4\xb8\xe0\xa4\xb2\xe0"
	    "\xa4\xbf\xe0\xa4\xaf\xe0\xa5\x87", R_CONCL),
	/* अतः */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa4\xe0\xa4\x83", R_CONCL),
	/* अत: */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa4:", R_CONCL),
	/* इस प्रकार */
	R("hi", "\xe0\xa4\x87\xe0\xa4\xb8 \xe0\xa4\xaa"
	    "\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\x95\xe0\xa4\xbe"
	    "\xe0\xa4\xb0", R_CONCL),
	/* कुल */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\xb2", R_CONCL),
	/* तो */
	R("hi", "\xe0\xa4\xa4\xe0\xa5\x8b", R_CONCL),
	/* क्योंकि */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf\xe0"
	    "\xa5\x8b\xe0\xa4\x82\xe0\xa4\x95\xe0\xa4\xbf", R_REASON),
	/* चूंकि */
	R("hi", "\xe0\xa4\x9a\xe0\xa5\x82\xe0\xa4\x82\xe0"
	    "\xa4\x95\xe0\xa4\xbf", R_REASON),
	/* चूँकि */
	R("hi", "\xe0\xa4\x9a\xe0\xa5\x82\xe0\xa4\x81\xe0"
	    "\xa4\x95\xe0\xa4\xbf", R_REASON),
	/* यदि */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xa6\xe0\xa4\xbf", R_OPEN),
	/* अगर */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x97\xe0\xa4\xb0", R_OPEN),
	/* जब */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xac", R_OPEN),
	/* रुपये */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\xaa\xe0"
	    "\xa4\xaf\xe0\xa5\x87", R_MEASURE),
	/* रुपए */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\xaa\xe0\xa4\x8f", R_MEASURE),
	/* रुपया */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\xaa\xe0"
	    "\xa4\xaf\xe0\xa4\xbe", R_MEASURE),
	/* लोग */
	R("hi", "\xe0\xa4\xb2\xe0\xa5\x8b\xe0\xa4\x97", R_MEASURE),
	/* दिन */
	R("hi", "\xe0\xa4\xa6\xe0\xa4\xbf\xe0\xa4\xa8", R_MEASURE),
	/* साल */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xb2", R_MEASURE),
	/* वर्ष */
	R("hi", "\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb7", R_MEASURE),
	/* घंटे */
	R("hi", "\xe0\xa4\x98\xe0\xa4\x82\xe0\xa4\x9f\xe0\xa5\x87", R_MEASURE),
	/* मिनट */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xa8\xe0\xa4\x9f", R_MEASURE),
	/* गुना */
	R("hi", "\xe0\xa4\x97\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\xbe", R_MEASURE),
	/* तरीके */
	R("hi", "\xe0\xa4\xa4\xe0\xa4\xb0\xe0\xa5\x80\xe0"
	    "\xa4\x95\xe0\xa5\x87", R_MEASURE),
	/* है */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x88", R_FUNC),
	/* हैं */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x88\xe0\xa4\x82", R_FUNC),
	/* होगा */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* होगी */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* होंगे */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x82\xe0"
	    "\xa4\x97\xe0\xa5\x87", R_FUNC),
	/* था */
	R("hi", "\xe0\xa4\xa5\xe0\xa4\xbe", R_FUNC),
	/* थे */
	R("hi", "\xe0\xa4\xa5\xe0\xa5\x87", R_FUNC),
	/* थी */
	R("hi", "\xe0\xa4\xa5\xe0\xa5\x80", R_FUNC),
	/* थीं */
	R("hi", "\xe0\xa4\xa5\xe0\xa5\x80\xe0\xa4\x82", R_FUNC),
	/* में */
	R("hi", "\xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82", R_FUNC),
	/* के */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x87", R_FUNC),
	/* की */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x80", R_FUNC),
	/* का */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbe", R_FUNC),
	/* को */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x8b", R_FUNC),
	/* कुल */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\xb2", R_FUNC),
	/* कुल मिलाकर */
	R("hi", "\xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\xb2 "
	    "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe"
	    "\xe0\xa4\x95\xe0\xa4\xb0", R_FUNC),
	/* प्रत्येक */
	R("hi", "\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0"
	    "\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa5\x87\xe0"
	    "\xa4\x95", R_FUNC),
	/* हर */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xb0", R_FUNC),
	/* सभी */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xad\xe0\xa5\x80", R_FUNC),
	/* एक साथ */
	R("hi", "\xe0\xa4\x8f\xe0\xa4\x95 \xe0\xa4\xb8"
	    "\xe0\xa4\xbe\xe0\xa4\xa5", R_FUNC),
	/* अब */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xac", R_FUNC),
	/* रुपये */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\xaa\xe0"
	    "\xa4\xaf\xe0\xa5\x87", R_FUNC),
	/* रुपए */
	R("hi", "\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\xaa\xe0\xa4\x8f", R_FUNC),
	/* लोग */
	R("hi", "\xe0\xa4\xb2\xe0\xa5\x8b\xe0\xa4\x97", R_FUNC),
	/* है */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x88", R_SUFFIX),
	/* हैं */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x88\xe0\xa4\x82", R_SUFFIX),
	/* होगा */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x97\xe0\xa4\xbe", R_SUFFIX),
	/* होगी */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x97\xe0\xa5\x80", R_SUFFIX),
	/* होंगे */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x82\xe0"
	    "\xa4\x97\xe0\xa5\x87", R_SUFFIX),
	/* आता है */
	R("hi", "\xe0\xa4\x86\xe0\xa4\xa4\xe0\xa4\xbe "
	    "\xe0\xa4\xb9\xe0\xa5\x88", R_SUFFIX),
	/* प्राप्त होता है */
	R("hi", "\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0"
	    "\xa4\xbe\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xa4 "
	    "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\xa4\xe0\xa4\xbe"
	    " \xe0\xa4\xb9\xe0\xa5\x88", R_SUFFIX),
	/* आशा */
	R("hi", "\xe0\xa4\x86\xe0\xa4\xb6\xe0\xa4\xbe", R_CLOSE),
	/* उम्मीद */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xae\xe0\xa5\x8d\xe0"
	    "\xa4\xae\xe0\xa5\x80\xe0\xa4\xa6", R_CLOSE),
	/* है */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x88", R_CLOSE),
	/* कि */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbf", R_CLOSE),
	/* यह */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xb9", R_CLOSE),
	/* यही */
	R("hi", "\xe0\xa4\xaf\xe0\xa4\xb9\xe0\xa5\x80", R_CLOSE),
	/* मदद */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xa6\xe0\xa4\xa6", R_CLOSE),
	/* करेगा */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa4\xbe", R_CLOSE),
	/* करेगी */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa5\x80", R_CLOSE),
	/* करता */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa4\xbe", R_CLOSE),
	/* उत्तर */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0"
	    "\xa4\xa4\xe0\xa4\xb0", R_CLOSE),
	/* सही */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80", R_CLOSE),
	/* अंतिम */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa4\xe0"
	    "\xa4\xbf\xe0\xa4\xae", R_CLOSE),
	/* धन्यवाद */
	R("hi", "\xe0\xa4\xa7\xe0\xa4\xa8\xe0\xa5\x8d\xe0"
	    "\xa4\xaf\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xa6", R_CLOSE),
	/* इसलिए */
	R("hi", "\xe0\xa4\x87\xe0\xa4\xb8\xe0\xa4\xb2\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_CLOSE),
	/* अतः */
	R("hi", "\xe0\xa4\x85\xe0\xa4\xa4\xe0\xa4\x83", R_CLOSE),
	/* हल */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xb2", R_CLOSE),
	/* परिणाम */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\xbf\xe0"
	    "\xa4\xa3\xe0\xa4\xbe\xe0\xa4\xae", R_CLOSE),
	/* प्रश्न */
	R("hi", "\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0"
	    "\xa4\xb6\xe0\xa5\x8d\xe0\xa4\xa8", R_CLOSE),
	/* का */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbe", R_CLOSE),
	/* हमारा */
	R("hi", "\xe0\xa4\xb9\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\xb0\xe0\xa4\xbe", R_CLOSE),
	/* आपकी */
	R("hi", "\xe0\xa4\x86\xe0\xa4\xaa\xe0\xa4\x95\xe0\xa5\x80", R_CLOSE),
	/* मिलेंगे */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa5\x87\xe0\xa4\x82\xe0\xa4\x97\xe0\xa5\x87", R_FUNC),
	/* मिलेगा */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa5\x87\xe0\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* मिलेगी */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa5\x87\xe0\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* मिले */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x87", R_FUNC),
	/* मिलते */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa4\xa4\xe0\xa5\x87", R_FUNC),
	/* मिलती */
	R("hi", "\xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0"
	    "\xa4\xa4\xe0\xa5\x80", R_FUNC),
	/* बचे */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa5\x87", R_FUNC),
	/* बचेंगे */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa5\x87\xe0"
	    "\xa4\x82\xe0\xa4\x97\xe0\xa5\x87", R_FUNC),
	/* बचेगा */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* बचेगी */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* बचा */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa4\xbe", R_FUNC),
	/* बची */
	R("hi", "\xe0\xa4\xac\xe0\xa4\x9a\xe0\xa5\x80", R_FUNC),
	/* लगेंगे */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa5\x87\xe0"
	    "\xa4\x82\xe0\xa4\x97\xe0\xa5\x87", R_FUNC),
	/* लगेगा */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* लगेगी */
	R("hi", "\xe0\xa4\xb2\xe0\xa4\x97\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* होते */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\xa4\xe0\xa5\x87", R_FUNC),
	/* हुए */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x81\xe0\xa4\x8f", R_FUNC),
	/* हुई */
	R("hi", "\xe0\xa4\xb9\xe0\xa5\x81\xe0\xa4\x88", R_FUNC),
	/* गए */
	R("hi", "\xe0\xa4\x97\xe0\xa4\x8f", R_FUNC),
	/* गई */
	R("hi", "\xe0\xa4\x97\xe0\xa4\x88", R_FUNC),
	/* गया */
	R("hi", "\xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe", R_FUNC),
	/* कमाता */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\xa4\xe0\xa4\xbe", R_FUNC),
	/* कमाती */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\xa4\xe0\xa5\x80", R_FUNC),
	/* कमाएगा */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\x8f\xe0\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* कमाएगी */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae\xe0\xa4\xbe\xe0"
	    "\xa4\x8f\xe0\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* कमाए */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\x8f", R_FUNC),
	/* खर्च */
	R("hi", "\xe0\xa4\x96\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\x9a", R_FUNC),
	/* करता */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa4\xbe", R_FUNC),
	/* करती */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa5\x80", R_FUNC),
	/* करेगा */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa4\xbe", R_FUNC),
	/* करेगी */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0"
	    "\xa4\x97\xe0\xa5\x80", R_FUNC),
	/* करेंगे */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0"
	    "\xa4\x82\xe0\xa4\x97\xe0\xa5\x87", R_FUNC),
	/* किए */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\x8f", R_FUNC),
	/* किया */
	R("hi", "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe", R_FUNC),
	/* दिए */
	R("hi", "\xe0\xa4\xa6\xe0\xa4\xbf\xe0\xa4\x8f", R_FUNC),
	/* दिया */
	R("hi", "\xe0\xa4\xa6\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe", R_FUNC),
	/* दी */
	R("hi", "\xe0\xa4\xa6\xe0\xa5\x80", R_FUNC),
	/* बेचे */
	R("hi", "\xe0\xa4\xac\xe0\xa5\x87\xe0\xa4\x9a\xe0\xa5\x87", R_FUNC),
	/* बेचा */
	R("hi", "\xe0\xa4\xac\xe0\xa5\x87\xe0\xa4\x9a\xe0\xa4\xbe", R_FUNC),
	/* बेची */
	R("hi", "\xe0\xa4\xac\xe0\xa5\x87\xe0\xa4\x9a\xe0\xa5\x80", R_FUNC),
	/* खरीदे */
	R("hi", "\xe0\xa4\x96\xe0\xa4\xb0\xe0\xa5\x80\xe0"
	    "\xa4\xa6\xe0\xa5\x87", R_FUNC),
	/* खरीदा */
	R("hi", "\xe0\xa4\x96\xe0\xa4\xb0\xe0\xa5\x80\xe0"
	    "\xa4\xa6\xe0\xa4\xbe", R_FUNC),
	/* खरीदी */
	R("hi", "\xe0\xa4\x96\xe0\xa4\xb0\xe0\xa5\x80\xe0"
	    "\xa4\xa6\xe0\xa5\x80", R_FUNC),
	/* चाहिए */
	R("hi", "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb9\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_FUNC),
	/* पास */
	R("hi", "\xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\xb8", R_FUNC),
	/* चाहिए */
	R("hi", "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb9\xe0"
	    "\xa4\xbf\xe0\xa4\x8f", R_FUNC),
	/* Arabic */
	/* الإجابة */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9", R_NOUN),
	/* الاجابة */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa7\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9", R_NOUN),
	/* الجواب */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7\xd8\xa8", R_NOUN),
	/* النتيجة */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd8\xaa\xd9\x8a"
	    "\xd8\xac\xd8\xa9", R_NOUN),
	/* الناتج */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd8\xa7\xd8\xaa\xd8\xac", R_NOUN),
	/* الحل */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xad\xd9\x84", R_NOUN),
	/* هي */
	R("ar", "\xd9\x87\xd9\x8a", R_LEAD),
	/* هو */
	R("ar", "\xd9\x87\xd9\x88", R_LEAD),
	/* يساوي */
	R("ar", "\xd9\x8a\xd8\xb3\xd8\xa7\xd9\x88\xd9\x8a", R_LEAD),
	/* تساوي */
	R("ar", "\xd8\xaa\xd8\xb3\xd8\xa7\xd9\x88\xd9\x8a", R_LEAD),
	/* نحصل على */
	R("ar", "\xd9\x86\xd8\xad\xd8\xb5\xd9\x84 \xd8"
	    "\xb9\xd9\x84\xd9\x89", R_LEAD),
	/* يكون */
	R("ar", "\xd9\x8a\xd9\x83\xd9\x88\xd9\x86", R_LEAD),
	/* تكون */
	R("ar", "\xd8\xaa\xd9\x83\xd9\x88\xd9\x86", R_LEAD),
	/* بالضبط */
	R("ar", "\xd8\xa8\xd8\xa7\xd9\x84\xd8\xb6\xd8\xa8\xd8\xb7", R_AFFIRM),
	/* تمامًا */
	R("ar", "\xd8\xaa\xd9\x85\xd8\xa7\xd9\x85\xd9\x8b\xd8\xa7", R_AFFIRM),
	/* تماما */
	R("ar", "\xd8\xaa\xd9\x85\xd8\xa7\xd9\x85\xd8\xa7", R_AFFIRM),
	/* ليس */
	R("ar", "\xd9\x84\xd9\x8a\xd8\xb3", R_NEG),
	/* ليست */
	R("ar", "\xd9\x84\xd9\x8a\xd8\xb3\xd8\xaa", R_NEG),
	/* لا */
	R("ar", "\xd9\x84\xd8\xa7", R_NEG),
	/* لم */
	R("ar", "\xd9\x84\xd9\x85", R_NEG),
	/* لن */
	R("ar", "\xd9\x84\xd9\x86", R_NEG),
	/* غير */
	R("ar", "\xd8\xba\xd9\x8a\xd8\xb1", R_NEG),
	/* ليسَ */
	R("ar", "\xd9\x84\xd9\x8a\xd8\xb3\xd9\x8e", R_NEG),
	/* ربما */
	R("ar", "\xd8\xb1\xd8\xa8\xd9\x85\xd8\xa7", R_DOUBT),
	/* لعل */
	R("ar", "\xd9\x84\xd8\xb9\xd9\x84", R_DOUBT),
	/* أعتقد */
	R("ar", "\xd8\xa3\xd8\xb9\xd8\xaa\xd9\x82\xd8\xaf", R_DOUBT),
	/* اعتقد */
	R("ar", "\xd8\xa7\xd8\xb9\xd8\xaa\xd9\x82\xd8\xaf", R_DOUBT),
	/* أظن */
	R("ar", "\xd8\xa3\xd8\xb8\xd9\x86", R_DOUBT),
	/* اظن */
	R("ar", "\xd8\xa7\xd8\xb8\xd9\x86", R_DOUBT),
	/* يبدو */
	R("ar", "\xd9\x8a\xd8\xa8\xd8\xaf\xd9\x88", R_DOUBT),
	/* على الأرجح */
	R("ar", "\xd8\xb9\xd9\x84\xd9\x89 \xd8\xa7\xd9"
	    "\x84\xd8\xa3\xd8\xb1\xd8\xac\xd8\xad", R_DOUBT),
	/* محتمل */
	R("ar", "\xd9\x85\xd8\xad\xd8\xaa\xd9\x85\xd9\x84", R_DOUBT),
	/* المحتمل */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xaa"
	    "\xd9\x85\xd9\x84", R_DOUBT),
	/* يحتمل */
	R("ar", "\xd9\x8a\xd8\xad\xd8\xaa\xd9\x85\xd9\x84", R_DOUBT),
	/* لست متأكدًا */
	R("ar", "\xd9\x84\xd8\xb3\xd8\xaa \xd9\x85\xd8"
	    "\xaa\xd8\xa3\xd9\x83\xd8\xaf\xd9\x8b\xd8\xa7", R_DOUBT),
	/* لست متأكدا */
	R("ar", "\xd9\x84\xd8\xb3\xd8\xaa \xd9\x85\xd8"
	    "\xaa\xd8\xa3\xd9\x83\xd8\xaf\xd8\xa7", R_DOUBT),
	/* غير متأكد */
	R("ar", "\xd8\xba\xd9\x8a\xd8\xb1 \xd9\x85\xd8"
	    "\xaa\xd8\xa3\xd9\x83\xd8\xaf", R_DOUBT),
	/* لست متأكدة */
	R("ar", "\xd9\x84\xd8\xb3\xd8\xaa \xd9\x85\xd8"
	    "\xaa\xd8\xa3\xd9\x83\xd8\xaf\xd8\xa9", R_DOUBT),
	/* تخمين */
	R("ar", "\xd8\xaa\xd8\xae\xd9\x85\xd9\x8a\xd9\x86", R_DOUBT),
	/* أخمن */
	R("ar", "\xd8\xa3\xd8\xae\xd9\x85\xd9\x86", R_DOUBT),
	/* أشك */
	R("ar", "\xd8\xa3\xd8\xb4\xd9\x83", R_DOUBT),
	/* لا أعرف */
	R("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb9\xd8\xb1\xd9\x81", R_DOUBT),
	/* لا أعلم */
	R("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb9\xd9\x84\xd9\x85", R_DOUBT),
	/* قد */
	R("ar", "\xd9\x82\xd8\xaf", R_MODAL),
	/* يمكن */
	R("ar", "\xd9\x8a\xd9\x85\xd9\x83\xd9\x86", R_MODAL),
	/* يجب */
	R("ar", "\xd9\x8a\xd8\xac\xd8\xa8", R_MODAL),
	/* إذا */
	R("ar", "\xd8\xa5\xd8\xb0\xd8\xa7", R_COND),
	/* اذا */
	R("ar", "\xd8\xa7\xd8\xb0\xd8\xa7", R_COND),
	/* إن */
	R("ar", "\xd8\xa5\xd9\x86", R_COND),
	/* لو */
	R("ar", "\xd9\x84\xd9\x88", R_COND),
	/* بافتراض */
	R("ar", "\xd8\xa8\xd8\xa7\xd9\x81\xd8\xaa\xd8\xb1"
	    "\xd8\xa7\xd8\xb6", R_COND),
	/* نفترض */
	R("ar", "\xd9\x86\xd9\x81\xd8\xaa\xd8\xb1\xd8\xb6", R_COND),
	/* لنفترض */
	R("ar", "\xd9\x84\xd9\x86\xd9\x81\xd8\xaa\xd8\xb1\xd8\xb6", R_COND),
	/* بشرط */
	R("ar", "\xd8\xa8\xd8\xb4\xd8\xb1\xd8\xb7", R_COND),
	/* شريطة */
	R("ar", "\xd8\xb4\xd8\xb1\xd9\x8a\xd8\xb7\xd8\xa9", R_COND),
	/* إلا */
	R("ar", "\xd8\xa5\xd9\x84\xd8\xa7", R_COND),
	/* لكن */
	R("ar", "\xd9\x84\xd9\x83\xd9\x86", R_WEAK),
	/* ولكن */
	R("ar", "\xd9\x88\xd9\x84\xd9\x83\xd9\x86", R_WEAK),
	/* انتظر */
	R("ar", "\xd8\xa7\xd9\x86\xd8\xaa\xd8\xb8\xd8\xb1", R_WEAK),
	/* في الواقع */
	R("ar", "\xd9\x81\xd9\x8a \xd8\xa7\xd9\x84\xd9"
	    "\x88\xd8\xa7\xd9\x82\xd8\xb9", R_WEAK),
	/* آسف */
	R("ar", "\xd8\xa2\xd8\xb3\xd9\x81", R_WEAK),
	/* عذرًا */
	R("ar", "\xd8\xb9\xd8\xb0\xd8\xb1\xd9\x8b\xd8\xa7", R_WEAK),
	/* عذرا */
	R("ar", "\xd8\xb9\xd8\xb0\xd8\xb1\xd8\xa7", R_WEAK),
	/* تصحيح */
	R("ar", "\xd8\xaa\xd8\xb5\xd8\xad\xd9\x8a\xd8\xad", R_WEAK),
	/* بل */
	R("ar", "\xd8\xa8\xd9\x84", R_WEAK),
	/* مع ذلك */
	R("ar", "\xd9\x85\xd8\xb9 \xd8\xb0\xd9\x84\xd9\x83", R_WEAK),
	/* رغم */
	R("ar", "\xd8\xb1\xd8\xba\xd9\x85", R_WEAK),
	/* أعد */
	R("ar", "\xd8\xa3\xd8\xb9\xd8\xaf", R_WEAK),
	/* خطأ */
	R("ar", "\xd8\xae\xd8\xb7\xd8\xa3", R_DISOWN),
	/* خاطئ */
	R("ar", "\xd8\xae\xd8\xa7\xd8\xb7\xd8\xa6", R_DISOWN),
	/* خاطئة */
	R("ar", "\xd8\xae\xd8\xa7\xd8\xb7\xd8\xa6\xd8\xa9", R_DISOWN),
	/* مثال */
	R("ar", "\xd9\x85\xd8\xab\xd8\xa7\xd9\x84", R_DISOWN),
	/* مثلاً */
	R("ar", "\xd9\x85\xd8\xab\xd9\x84\xd8\xa7\xd9\x8b", R_DISOWN),
	/* مثلا */
	R("ar", "\xd9\x85\xd8\xab\xd9\x84\xd8\xa7", R_DISOWN),
	/* تقريبًا */
	R("ar", "\xd8\xaa\xd9\x82\xd8\xb1\xd9\x8a\xd8\xa8"
	    "\xd9\x8b\xd8\xa7", R_BOUND),
	/* تقريبا */
	R("ar", "\xd8\xaa\xd9\x82\xd8\xb1\xd9\x8a\xd8\xa8\xd8\xa7", R_BOUND),
	/* حوالي */
	R("ar", "\xd8\xad\xd9\x88\xd8\xa7\xd9\x84\xd9\x8a", R_BOUND),
	/* حوالى */
	R("ar", "\xd8\xad\xd9\x88\xd8\xa7\xd9\x84\xd9\x89", R_BOUND),
	/* نحو */
	R("ar", "\xd9\x86\xd8\xad\xd9\x88", R_BOUND),
	/* أكثر */
	R("ar", "\xd8\xa3\xd9\x83\xd8\xab\xd8\xb1", R_BOUND),
	/* أقل */
	R("ar", "\xd8\xa3\xd9\x82\xd9\x84", R_BOUND),
	/* الأقل */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa3\xd9\x82\xd9\x84", R_BOUND),
	/* الأكثر */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa3\xd9\x83\xd8\xab\xd8\xb1", R_BOUND),
	/* أو */
	R("ar", "\xd8\xa3\xd9\x88", R_BOUND),
	/* من */
	R("ar", "\xd9\x85\xd9\x86", R_BEFORE),
	/* و */
	R("ar", "\xd9\x88", R_CUT),
	/* أو */
	R("ar", "\xd8\xa3\xd9\x88", R_CUT),
	/* لكن */
	R("ar", "\xd9\x84\xd9\x83\xd9\x86", R_CUT),
	/* لذلك */
	R("ar", "\xd9\x84\xd8\xb0\xd9\x84\xd9\x83", R_CONCL),
	/* لذا */
	R("ar", "\xd9\x84\xd8\xb0\xd8\xa7", R_CONCL),
	/* إذن */
	R("ar", "\xd8\xa5\xd8\xb0\xd9\x86", R_CONCL),
	/* إذًا */
	R("ar", "\xd8\xa5\xd8\xb0\xd9\x8b\xd8\xa7", R_CONCL),
	/* اذن */
	R("ar", "\xd8\xa7\xd8\xb0\xd9\x86", R_CONCL),
	/* وبالتالي */
	R("ar", "\xd9\x88\xd8\xa8\xd8\xa7\xd9\x84\xd8\xaa"
	    "\xd8\xa7\xd9\x84\xd9\x8a", R_CONCL),
	/* بالتالي */
	R("ar", "\xd8\xa8\xd8\xa7\xd9\x84\xd8\xaa\xd8\xa7"
	    "\xd9\x84\xd9\x8a", R_CONCL),
	/* وعليه */
	R("ar", "\xd9\x88\xd8\xb9\xd9\x84\xd9\x8a\xd9\x87", R_CONCL),
	/* المجموع */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x85\xd8\xac\xd9\x85"
	    "\xd9\x88\xd8\xb9", R_CONCL),
	/* لأن */
	R("ar", "\xd9\x84\xd8\xa3\xd9\x86", R_REASON),
	/* لان */
	R("ar", "\xd9\x84\xd8\xa7\xd9\x86", R_REASON),
	/* بما أن */
	R("ar", "\xd8\xa8\xd9\x85\xd8\xa7 \xd8\xa3\xd9\x86", R_REASON),
	/* إذا */
	R("ar", "\xd8\xa5\xd8\xb0\xd8\xa7", R_OPEN),
	/* عندما */
	R("ar", "\xd8\xb9\xd9\x86\xd8\xaf\xd9\x85\xd8\xa7", R_OPEN),
	/* دولار */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1", R_MEASURE),
	/* دولارًا */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1"
	    "\xd9\x8b\xd8\xa7", R_MEASURE),
	/* دولارات */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1"
	    "\xd8\xa7\xd8\xaa", R_MEASURE),
	/* ريال */
	R("ar", "\xd8\xb1\xd9\x8a\xd8\xa7\xd9\x84", R_MEASURE),
	/* شخص */
	R("ar", "\xd8\xb4\xd8\xae\xd8\xb5", R_MEASURE),
	/* أشخاص */
	R("ar", "\xd8\xa3\xd8\xb4\xd8\xae\xd8\xa7\xd8\xb5", R_MEASURE),
	/* يوم */
	R("ar", "\xd9\x8a\xd9\x88\xd9\x85", R_MEASURE),
	/* أيام */
	R("ar", "\xd8\xa3\xd9\x8a\xd8\xa7\xd9\x85", R_MEASURE),
	/* سنة */
	R("ar", "\xd8\xb3\xd9\x86\xd8\xa9", R_MEASURE),
	/* سنوات */
	R("ar", "\xd8\xb3\xd9\x86\xd9\x88\xd8\xa7\xd8\xaa", R_MEASURE),
	/* ساعة */
	R("ar", "\xd8\xb3\xd8\xa7\xd8\xb9\xd8\xa9", R_MEASURE),
	/* ساعات */
	R("ar", "\xd8\xb3\xd8\xa7\xd8\xb9\xd8\xa7\xd8\xaa", R_MEASURE),
	/* دقيقة */
	R("ar", "\xd8\xaf\xd9\x82\xd9\x8a\xd9\x82\xd8\xa9", R_MEASURE),
	/* دقائق */
	R("ar", "\xd8\xaf\xd9\x82\xd8\xa7\xd8\xa6\xd9\x82", R_MEASURE),
	/* مرة */
	R("ar", "\xd9\x85\xd8\xb1\xd8\xa9", R_MEASURE),
	/* مرات */
	R("ar", "\xd9\x85\xd8\xb1\xd8\xa7\xd8\xaa", R_MEASURE),
	/* طرق */
	R("ar", "\xd8\xb7\xd8\xb1\xd9\x82", R_MEASURE),
	/* في */
	R("ar", "\xd9\x81\xd9\x8a", R_FUNC),
	/* من */
	R("ar", "\xd9\x85\xd9\x86", R_FUNC),
	/* المجموع */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x85\xd8\xac\xd9\x85"
	    "\xd9\x88\xd8\xb9", R_FUNC),
	/* إجمالي */
	R("ar", "\xd8\xa5\xd8\xac\xd9\x85\xd8\xa7\xd9\x84\xd9\x8a", R_FUNC),
	/* الإجمالي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd9\x85"
	    "\xd8\xa7\xd9\x84\xd9\x8a", R_FUNC),
	/* إجمالًا, إجمالا: "in total" after the value ("يقطع القطار 240 كم
	   إجمالًا."), as "insgesamt", "in totale" */
	R("ar", "\xd8\xa5\xd8\xac\xd9\x85\xd8\xa7\xd9\x84"
	    "\xd9\x8b\xd8\xa7", R_FUNC),
	R("ar", "\xd8\xa5\xd8\xac\xd9\x85\xd8\xa7\xd9\x84"
	    "\xd8\xa7", R_FUNC),
	/* كل */
	R("ar", "\xd9\x83\xd9\x84", R_FUNC),
	/* لكل */
	R("ar", "\xd9\x84\xd9\x83\xd9\x84", R_FUNC),
	/* جميع */
	R("ar", "\xd8\xac\xd9\x85\xd9\x8a\xd8\xb9", R_FUNC),
	/* معًا */
	R("ar", "\xd9\x85\xd8\xb9\xd9\x8b\xd8\xa7", R_FUNC),
	/* معا */
	R("ar", "\xd9\x85\xd8\xb9\xd8\xa7", R_FUNC),
	/* دولار */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1", R_FUNC),
	/* دولارًا */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1"
	    "\xd9\x8b\xd8\xa7", R_FUNC),
	/* دولارات */
	R("ar", "\xd8\xaf\xd9\x88\xd9\x84\xd8\xa7\xd8\xb1"
	    "\xd8\xa7\xd8\xaa", R_FUNC),
	/* شخص */
	R("ar", "\xd8\xb4\xd8\xae\xd8\xb5", R_FUNC),
	/* أشخاص */
	R("ar", "\xd8\xa3\xd8\xb4\xd8\xae\xd8\xa7\xd8\xb5", R_FUNC),
	/* فقط */
	R("ar", "\xd9\x81\xd9\x82\xd8\xb7", R_SUFFIX),
	/* آمل */
	R("ar", "\xd8\xa2\xd9\x85\xd9\x84", R_CLOSE),
	/* أتمنى */
	R("ar", "\xd8\xa3\xd8\xaa\xd9\x85\xd9\x86\xd9\x89", R_CLOSE),
	/* أن */
	R("ar", "\xd8\xa3\xd9\x86", R_CLOSE),
	/* يساعد */
	R("ar", "\xd9\x8a\xd8\xb3\xd8\xa7\xd8\xb9\xd8\xaf", R_CLOSE),
	/* يساعدك */
	R("ar", "\xd9\x8a\xd8\xb3\xd8\xa7\xd8\xb9\xd8\xaf\xd9\x83", R_CLOSE),
	/* هذا */
	R("ar", "\xd9\x87\xd8\xb0\xd8\xa7", R_CLOSE),
	/* هذه */
	R("ar", "\xd9\x87\xd8\xb0\xd9\x87", R_CLOSE),
	/* هي */
	R("ar", "\xd9\x87\xd9\x8a", R_CLOSE),
	/* هو */
	R("ar", "\xd9\x87\xd9\x88", R_CLOSE),
	/* الإجابة */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9", R_CLOSE),
	/* الجواب */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7\xd8\xa8", R_CLOSE),
	/* النهائية */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8\xa7"
	    "\xd8\xa6\xd9\x8a\xd8\xa9", R_CLOSE),
	/* النهائي */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8\xa7"
	    "\xd8\xa6\xd9\x8a", R_CLOSE),
	/* الصحيحة */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xb5\xd8\xad\xd9\x8a"
	    "\xd8\xad\xd8\xa9", R_CLOSE),
	/* الصحيح */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xb5\xd8\xad\xd9\x8a\xd8\xad", R_CLOSE),
	/* شكرًا */
	R("ar", "\xd8\xb4\xd9\x83\xd8\xb1\xd9\x8b\xd8\xa7", R_CLOSE),
	/* شكرا */
	R("ar", "\xd8\xb4\xd9\x83\xd8\xb1\xd8\xa7", R_CLOSE),
	/* مفيدًا */
	R("ar", "\xd9\x85\xd9\x81\xd9\x8a\xd8\xaf\xd9\x8b\xd8\xa7", R_CLOSE),
	/* مفيدا */
	R("ar", "\xd9\x85\xd9\x81\xd9\x8a\xd8\xaf\xd8\xa7", R_CLOSE),
	/* يكون */
	R("ar", "\xd9\x8a\xd9\x83\xd9\x88\xd9\x86", R_CLOSE),
	/* لذلك */
	R("ar", "\xd9\x84\xd8\xb0\xd9\x84\xd9\x83", R_CLOSE),
	/* الحل */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xad\xd9\x84", R_CLOSE),
	/* للسؤال */
	R("ar", "\xd9\x84\xd9\x84\xd8\xb3\xd8\xa4\xd8\xa7\xd9\x84", R_CLOSE),
	/* للمسألة */
	R("ar", "\xd9\x84\xd9\x84\xd9\x85\xd8\xb3\xd8\xa3"
	    "\xd9\x84\xd8\xa9", R_CLOSE),
	/* Indonesian and Malay */
	R("id", "jawaban", R_NOUN),
	R("id", "jawabannya", R_NOUN),
	/* Malay's own spelling of the answer */
	R("id", "jawapan", R_NOUN),
	R("id", "jawapannya", R_NOUN),
	R("id", "hasil", R_NOUN),
	R("id", "hasilnya", R_NOUN),
	R("id", "solusi", R_NOUN),
	R("id", "adalah", R_LEAD),
	R("id", "ialah", R_LEAD),
	R("id", "yaitu", R_LEAD),
	R("id", "sama dengan", R_LEAD),
	R("id", "menjadi", R_LEAD),
	R("id", "diperoleh", R_LEAD),
	R("id", "didapat", R_LEAD),
	R("id", "tepat", R_AFFIRM),
	R("id", "tepatnya", R_AFFIRM),
	R("id", "persis", R_AFFIRM),
	R("id", "bukan", R_NEG),
	R("id", "bukanlah", R_NEG),
	R("id", "tidak", R_NEG),
	R("id", "tak", R_NEG),
	R("id", "belum", R_NEG),
	R("id", "mungkin", R_DOUBT),
	R("id", "barangkali", R_DOUBT),
	R("id", "kemungkinan", R_DOUBT),
	R("id", "sepertinya", R_DOUBT),
	R("id", "tampaknya", R_DOUBT),
	R("id", "kayaknya", R_DOUBT),	/* colloquial "sepertinya" */
	R("id", "kelihatannya", R_DOUBT),
	R("id", "saya pikir", R_DOUBT),
	R("id", "saya rasa", R_DOUBT),
	R("id", "saya kira", R_DOUBT),
	R("id", "kurasa", R_DOUBT),
	R("id", "tidak yakin", R_DOUBT),
	R("id", "kurang yakin", R_DOUBT),
	R("id", "ragu", R_DOUBT),
	R("id", "menebak", R_DOUBT),
	R("id", "tebakan", R_DOUBT),
	R("id", "perkiraan", R_DOUBT),
	R("id", "entah", R_DOUBT),
	R("id", "entahlah", R_DOUBT),	/* with its particle -lah */
	R("id", "tidak pasti", R_DOUBT),
	/* Malay's, read through these rows: "Saya tak pasti", "kurang
	   pasti", "tak berapa pasti", "agaknya", "rasanya", "... kot" */
	R("id", "tak pasti", R_DOUBT),
	R("id", "tak yakin", R_DOUBT),
	R("id", "kurang pasti", R_DOUBT),
	R("id", "belum pasti", R_DOUBT),
	R("id", "tak berapa pasti", R_DOUBT),
	R("id", "tidak berapa pasti", R_DOUBT),
	R("id", "agaknya", R_DOUBT),
	R("id", "rasanya", R_DOUBT),
	R("id", "kot", R_DOUBT),
	R("id", "kut", R_DOUBT),
	R("id", "bisa", R_MODAL),
	R("id", "dapat", R_MODAL),
	R("id", "seharusnya", R_MODAL),
	R("id", "boleh jadi", R_MODAL),
	R("id", "jika", R_COND),
	R("id", "kalau", R_COND),
	R("id", "apabila", R_COND),
	R("id", "bila", R_COND),
	R("id", "misalkan", R_COND),
	R("id", "andaikan", R_COND),
	R("id", "asumsikan", R_COND),
	R("id", "dengan asumsi", R_COND),
	R("id", "asalkan", R_COND),
	R("id", "kecuali", R_COND),
	R("id", "tetapi", R_WEAK),
	R("id", "tapi", R_WEAK),
	R("id", "namun", R_WEAK),
	R("id", "tunggu", R_WEAK),
	R("id", "sebenarnya", R_WEAK),
	R("id", "sebetulnya", R_WEAK),
	R("id", "maaf", R_WEAK),
	R("id", "koreksi", R_WEAK),
	R("id", "melainkan", R_WEAK),
	R("id", "sebaliknya", R_WEAK),
	R("id", "ralat", R_WEAK),
	R("id", "salah", R_DISOWN),
	R("id", "keliru", R_DISOWN),
	R("id", "contoh", R_DISOWN),
	R("id", "misalnya", R_DISOWN),
	R("id", "kesalahan", R_DISOWN),
	R("id", "sekitar", R_BOUND),
	R("id", "kurang lebih", R_BOUND),
	R("id", "kira-kira", R_BOUND),
	R("id", "hampir", R_BOUND),
	R("id", "lebih dari", R_BOUND),
	R("id", "kurang dari", R_BOUND),
	R("id", "paling sedikit", R_BOUND),
	R("id", "setidaknya", R_BOUND),
	R("id", "paling banyak", R_BOUND),
	R("id", "maksimal", R_BOUND),
	R("id", "minimal", R_BOUND),
	R("id", "atau", R_BOUND),
	R("id", "antara", R_BEFORE),
	R("id", "dari", R_BEFORE),
	R("id", "atau", R_CUT),
	R("id", "tetapi", R_CUT),
	R("id", "jadi", R_CONCL),
	R("id", "maka", R_CONCL),
	R("id", "oleh karena itu", R_CONCL),
	R("id", "dengan demikian", R_CONCL),
	/* Malay's (and Indonesian's) other ways to say "therefore" */
	R("id", "oleh itu", R_CONCL),
	R("id", "oleh sebab itu", R_CONCL),
	R("id", "oleh yang demikian", R_CONCL),
	R("id", "justeru", R_CONCL),
	R("id", "karena itu", R_CONCL),
	R("id", "kerana itu", R_CONCL),
	R("id", "dengan itu", R_CONCL),
	R("id", "kesimpulannya", R_CONCL),
	R("id", "akhirnya", R_CONCL),
	R("id", "pada akhirnya", R_CONCL),
	R("id", "sehingga", R_CONCL),
	R("id", "karena", R_REASON),
	R("id", "sebab", R_REASON),
	R("id", "jika", R_OPEN),
	R("id", "kalau", R_OPEN),
	R("id", "ketika", R_OPEN),
	R("id", "orang", R_MEASURE),
	R("id", "buah", R_MEASURE),
	R("id", "hari", R_MEASURE),
	R("id", "tahun", R_MEASURE),
	R("id", "jam", R_MEASURE),
	R("id", "menit", R_MEASURE),
	R("id", "kali", R_MEASURE),
	R("id", "cara", R_MEASURE),
	R("id", "dolar", R_MEASURE),
	R("id", "rupiah", R_MEASURE),
	R("id", "yang", R_FUNC),
	R("id", "untuk", R_FUNC),
	R("id", "per", R_FUNC),
	R("id", "setiap", R_FUNC),
	R("id", "semuanya", R_FUNC),
	R("id", "seluruhnya", R_FUNC),
	R("id", "totalnya", R_FUNC),
	R("id", "secara keseluruhan", R_FUNC),
	R("id", "dolar", R_FUNC),
	R("id", "rupiah", R_FUNC),
	R("id", "orang", R_FUNC),
	R("id", "buah", R_FUNC),
	R("id", "semoga", R_CLOSE),
	R("id", "membantu", R_CLOSE),
	R("id", "ini", R_CLOSE),
	R("id", "itu", R_CLOSE),
	R("id", "adalah", R_CLOSE),
	R("id", "jawaban", R_CLOSE),
	R("id", "jawabannya", R_CLOSE),
	R("id", "jawapan", R_CLOSE),
	R("id", "jawapannya", R_CLOSE),
	R("id", "akhir", R_CLOSE),
	R("id", "benar", R_CLOSE),
	R("id", "terima", R_CLOSE),
	R("id", "kasih", R_CLOSE),
	R("id", "jadi", R_CLOSE),
	R("id", "hasil", R_CLOSE),
	R("id", "soal", R_CLOSE),
	R("id", "pertanyaan", R_CLOSE),
	R("id", "yang", R_CLOSE),
	R("id", "untuk", R_CLOSE),
	R("id", "anda", R_CLOSE),
	R("id", "bermanfaat", R_CLOSE),
	R("id", "final", R_CLOSE),
	R("id", "itulah", R_CLOSE),
	R("id", "inilah", R_CLOSE),
	R("id", "akhirnya", R_CLOSE),
	/* Vietnamese */
	/* đáp án */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n", R_NOUN),
	/* câu trả lời */
	R("vi", "c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di", R_NOUN),
	/* kết quả */
	R("vi", "k\xe1\xba\xbft qu\xe1\xba\xa3", R_NOUN),
	/* lời giải */
	R("vi", "l\xe1\xbb\x9di gi\xe1\xba\xa3i", R_NOUN),
	/* Đáp án */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n", R_NOUN),
	/* đáp số, Đáp số: the label of a school answer's result */
	R("vi", "\xc4\x91\xc3\xa1p s\xe1\xbb\x91", R_NOUN),
	R("vi", "\xc4\x90\xc3\xa1p s\xe1\xbb\x91", R_NOUN),
	/* là */
	R("vi", "l\xc3\xa0", R_LEAD),
	/* bằng */
	R("vi", "b\xe1\xba\xb1ng", R_LEAD),
	/* ta được */
	R("vi", "ta \xc4\x91\xc6\xb0\xe1\xbb\xa3" "c", R_LEAD),
	/* ta có */
	R("vi", "ta c\xc3\xb3", R_LEAD),
	/* chính xác */
	R("vi", "ch\xc3\xadnh x\xc3\xa1" "c", R_AFFIRM),
	/* đúng */
	R("vi", "\xc4\x91\xc3\xbang", R_AFFIRM),
	/* không */
	R("vi", "kh\xc3\xb4ng", R_NEG),
	/* không phải */
	R("vi", "kh\xc3\xb4ng ph\xe1\xba\xa3i", R_NEG),
	/* chẳng */
	R("vi", "ch\xe1\xba\xb3ng", R_NEG),
	/* chưa */
	R("vi", "ch\xc6\xb0" "a", R_NEG),
	/* có lẽ */
	R("vi", "c\xc3\xb3 l\xe1\xba\xbd", R_DOUBT),
	/* chắc vậy, chắc là: probably so (not chắc chắn, certainly) */
	R("vi", "ch\xe1\xba\xaf" "c v\xe1\xba\xad" "y", R_DOUBT),
	R("vi", "ch\xe1\xba\xaf" "c l\xc3\xa0", R_DOUBT),
	/* có thể */
	R("vi", "c\xc3\xb3 th\xe1\xbb\x83", R_DOUBT),
	/* hình như */
	R("vi", "h\xc3\xacnh nh\xc6\xb0", R_DOUBT),
	/* dường như */
	R("vi", "d\xc6\xb0\xe1\xbb\x9dng nh\xc6\xb0", R_DOUBT),
	/* tôi nghĩ */
	R("vi", "t\xc3\xb4i ngh\xc4\xa9", R_DOUBT),
	/* tôi cho rằng */
	R("vi", "t\xc3\xb4i cho r\xe1\xba\xb1ng", R_DOUBT),
	/* không chắc */
	R("vi", "kh\xc3\xb4ng ch\xe1\xba\xaf" "c", R_DOUBT),
	/* chưa chắc */
	R("vi", "ch\xc6\xb0" "a ch\xe1\xba\xaf" "c", R_DOUBT),
	/* đoán */
	R("vi", "\xc4\x91o\xc3\xa1n", R_DOUBT),
	/* ước tính */
	R("vi", "\xc6\xb0\xe1\xbb\x9b" "c t\xc3\xadnh", R_DOUBT),
	/* chắc là */
	R("vi", "ch\xe1\xba\xaf" "c l\xc3\xa0", R_DOUBT),
	/* nên */
	R("vi", "n\xc3\xaan", R_MODAL),
	/* nếu */
	R("vi", "n\xe1\xba\xbfu", R_COND),
	/* giả sử */
	R("vi", "gi\xe1\xba\xa3 s\xe1\xbb\xad", R_COND),
	/* giả định */
	R("vi", "gi\xe1\xba\xa3 \xc4\x91\xe1\xbb\x8bnh", R_COND),
	/* với điều kiện */
	R("vi", "v\xe1\xbb\x9bi \xc4\x91i\xe1\xbb\x81u ki"
	    "\xe1\xbb\x87n", R_COND),
	/* trừ khi */
	R("vi", "tr\xe1\xbb\xab khi", R_COND),
	/* nhưng */
	R("vi", "nh\xc6\xb0ng", R_WEAK),
	/* tuy nhiên */
	R("vi", "tuy nhi\xc3\xaan", R_WEAK),
	R("vi", "khoan", R_WEAK),
	/* đợi */
	R("vi", "\xc4\x91\xe1\xbb\xa3i", R_WEAK),
	/* chờ */
	R("vi", "ch\xe1\xbb\x9d", R_WEAK),
	/* thực ra */
	R("vi", "th\xe1\xbb\xb1" "c ra", R_WEAK),
	/* xin lỗi */
	R("vi", "xin l\xe1\xbb\x97i", R_WEAK),
	/* sửa lại */
	R("vi", "s\xe1\xbb\xad" "a l\xe1\xba\xa1i", R_WEAK),
	/* mà */
	R("vi", "m\xc3\xa0", R_WEAK),
	R("vi", "sai", R_DISOWN),
	/* nhầm */
	R("vi", "nh\xe1\xba\xa7m", R_DISOWN),
	/* ví dụ */
	R("vi", "v\xc3\xad d\xe1\xbb\xa5", R_DISOWN),
	/* khoảng */
	R("vi", "kho\xe1\xba\xa3ng", R_BOUND),
	/* xấp xỉ */
	R("vi", "x\xe1\xba\xa5p x\xe1\xbb\x89", R_BOUND),
	/* gần */
	R("vi", "g\xe1\xba\xa7n", R_BOUND),
	/* hơn */
	R("vi", "h\xc6\xa1n", R_BOUND),
	/* ít nhất */
	R("vi", "\xc3\xadt nh\xe1\xba\xa5t", R_BOUND),
	/* nhiều nhất */
	R("vi", "nhi\xe1\xbb\x81u nh\xe1\xba\xa5t", R_BOUND),
	/* tối đa */
	R("vi", "t\xe1\xbb\x91i \xc4\x91" "a", R_BOUND),
	/* tối thiểu */
	R("vi", "t\xe1\xbb\x91i thi\xe1\xbb\x83u", R_BOUND),
	/* hoặc */
	R("vi", "ho\xe1\xba\xb7" "c", R_BOUND),
	/* trên */
	R("vi", "tr\xc3\xaan", R_BOUND),
	/* dưới */
	R("vi", "d\xc6\xb0\xe1\xbb\x9bi", R_BOUND),
	/* và */
	R("vi", "v\xc3\xa0", R_CUT),
	/* hoặc */
	R("vi", "ho\xe1\xba\xb7" "c", R_CUT),
	/* nhưng */
	R("vi", "nh\xc6\xb0ng", R_CUT),
	/* vậy */
	R("vi", "v\xe1\xba\xady", R_CONCL),
	/* do đó */
	R("vi", "do \xc4\x91\xc3\xb3", R_CONCL),
	/* vì vậy */
	R("vi", "v\xc3\xac v\xe1\xba\xady", R_CONCL),
	/* như vậy */
	R("vi", "nh\xc6\xb0 v\xe1\xba\xady", R_CONCL),
	/* tổng cộng */
	R("vi", "t\xe1\xbb\x95ng c\xe1\xbb\x99ng", R_CONCL),
	/* vì */
	R("vi", "v\xc3\xac", R_REASON),
	/* bởi vì */
	R("vi", "b\xe1\xbb\x9fi v\xc3\xac", R_REASON),
	/* nếu */
	R("vi", "n\xe1\xba\xbfu", R_OPEN),
	R("vi", "khi", R_OPEN),
	/* người */
	R("vi", "ng\xc6\xb0\xe1\xbb\x9di", R_MEASURE),
	/* cái */
	R("vi", "c\xc3\xa1i", R_MEASURE),
	/* quả */
	R("vi", "qu\xe1\xba\xa3", R_MEASURE),
	/* ngày */
	R("vi", "ng\xc3\xa0y", R_MEASURE),
	/* năm */
	R("vi", "n\xc4\x83m", R_MEASURE),
	/* giờ */
	R("vi", "gi\xe1\xbb\x9d", R_MEASURE),
	/* phút */
	R("vi", "ph\xc3\xbat", R_MEASURE),
	/* lần */
	R("vi", "l\xe1\xba\xa7n", R_MEASURE),
	/* cách */
	R("vi", "c\xc3\xa1" "ch", R_MEASURE),
	/* đô la */
	R("vi", "\xc4\x91\xc3\xb4 la", R_MEASURE),
	/* đồng */
	R("vi", "\xc4\x91\xe1\xbb\x93ng", R_MEASURE),
	/* của */
	R("vi", "c\xe1\xbb\xa7" "a", R_FUNC),
	R("vi", "cho", R_FUNC),
	/* mỗi */
	R("vi", "m\xe1\xbb\x97i", R_FUNC),
	/* tất cả */
	R("vi", "t\xe1\xba\xa5t c\xe1\xba\xa3", R_FUNC),
	/* tổng cộng */
	R("vi", "t\xe1\xbb\x95ng c\xe1\xbb\x99ng", R_FUNC),
	/* người */
	R("vi", "ng\xc6\xb0\xe1\xbb\x9di", R_FUNC),
	/* đô la */
	R("vi", "\xc4\x91\xc3\xb4 la", R_FUNC),
	/* đồng */
	R("vi", "\xc4\x91\xe1\xbb\x93ng", R_FUNC),
	/* hy vọng */
	R("vi", "hy v\xe1\xbb\x8dng", R_CLOSE),
	/* hi vọng */
	R("vi", "hi v\xe1\xbb\x8dng", R_CLOSE),
	/* điều */
	R("vi", "\xc4\x91i\xe1\xbb\x81u", R_CLOSE),
	/* này */
	R("vi", "n\xc3\xa0y", R_CLOSE),
	/* giúp */
	R("vi", "gi\xc3\xbap", R_CLOSE),
	/* ích */
	R("vi", "\xc3\xad" "ch", R_CLOSE),
	/* bạn */
	R("vi", "b\xe1\xba\xa1n", R_CLOSE),
	/* đây */
	R("vi", "\xc4\x91\xc3\xa2y", R_CLOSE),
	/* là */
	R("vi", "l\xc3\xa0", R_CLOSE),
	/* đáp */
	R("vi", "\xc4\x91\xc3\xa1p", R_CLOSE),
	/* án */
	R("vi", "\xc3\xa1n", R_CLOSE),
	/* cuối */
	R("vi", "cu\xe1\xbb\x91i", R_CLOSE),
	/* cùng */
	R("vi", "c\xc3\xb9ng", R_CLOSE),
	/* đúng */
	R("vi", "\xc4\x91\xc3\xbang", R_CLOSE),
	/* cảm */
	R("vi", "c\xe1\xba\xa3m", R_CLOSE),
	/* ơn */
	R("vi", "\xc6\xa1n", R_CLOSE),
	/* vậy */
	R("vi", "v\xe1\xba\xady", R_CLOSE),
	/* kết */
	R("vi", "k\xe1\xba\xbft", R_CLOSE),
	/* quả */
	R("vi", "qu\xe1\xba\xa3", R_CLOSE),
	/* có */
	R("vi", "c\xc3\xb3", R_CLOSE),
	R("vi", "hy", R_CLOSE),
	/* vọng */
	R("vi", "v\xe1\xbb\x8dng", R_CLOSE),
	R("vi", "cho", R_CLOSE),
	/* chính */
	R("vi", "ch\xc3\xadnh", R_CLOSE),
	/* xác */
	R("vi", "x\xc3\xa1" "c", R_CLOSE),
	/* câu */
	R("vi", "c\xc3\xa2u", R_CLOSE),
	/* trả */
	R("vi", "tr\xe1\xba\xa3", R_CLOSE),
	/* lời */
	R("vi", "l\xe1\xbb\x9di", R_CLOSE),
	/* Đây */
	R("vi", "\xc4\x90\xc3\xa2y", R_CLOSE),
	/* Polish */
	/* odpowiedź */
	R("pl", "odpowied\xc5\xba", R_NOUN),
	R("pl", "wynik", R_NOUN),
	/* rozwiązanie */
	R("pl", "rozwi\xc4\x85zanie", R_NOUN),
	R("pl", "wynosi", R_LEAD),
	R("pl", "jest", R_LEAD),
	/* równa, równy, równe (after "jest": "Wynik jest równy 42") */
	R("pl", "r\xc3\xb3wna", R_LEAD),
	R("pl", "r\xc3\xb3wny", R_LEAD),
	R("pl", "r\xc3\xb3wne", R_LEAD),
	/* równa się */
	R("pl", "r\xc3\xb3wna si\xc4\x99", R_LEAD),
	R("pl", "brzmi", R_LEAD),
	R("pl", "otrzymujemy", R_LEAD),
	/* dokładnie */
	R("pl", "dok\xc5\x82" "adnie", R_AFFIRM),
	/* właśnie */
	R("pl", "w\xc5\x82" "a\xc5\x9bnie", R_AFFIRM),
	/* końcowy, końcowa, końcowe: "Wynik końcowy jest równy 42.",
	   "Odpowiedź końcowa: 42" (hostile_recall26.py, mgsm) */
	R("pl", "ko\xc5\x84" "cowy", R_AFFIRM),
	R("pl", "ko\xc5\x84" "cowa", R_AFFIRM),
	R("pl", "ko\xc5\x84" "cowe", R_AFFIRM),
	R("pl", "nie", R_NEG),
	R("pl", "nigdy", R_NEG),
	/* może */
	R("pl", "mo\xc5\xbc" "e", R_DOUBT),
	R("pl", "prawdopodobnie", R_DOUBT),
	R("pl", "chyba", R_DOUBT),
	/* być może */
	R("pl", "by\xc4\x87 mo\xc5\xbc" "e", R_DOUBT),
	/* myślę */
	R("pl", "my\xc5\x9bl\xc4\x99", R_DOUBT),
	/* sądzę */
	R("pl", "s\xc4\x85" "dz\xc4\x99", R_DOUBT),
	/* wydaje się */
	R("pl", "wydaje si\xc4\x99", R_DOUBT),
	R("pl", "nie jestem pewien", R_DOUBT),
	R("pl", "nie jestem pewna", R_DOUBT),
	/* zgaduję */
	R("pl", "zgaduj\xc4\x99", R_DOUBT),
	R("pl", "przypuszczam", R_DOUBT),
	R("pl", "pewnie", R_DOUBT),
	R("pl", "raczej", R_DOUBT),
	/* mogłaby */
	R("pl", "mog\xc5\x82" "aby", R_MODAL),
	/* mógłby */
	R("pl", "m\xc3\xb3g\xc5\x82" "by", R_MODAL),
	R("pl", "powinna", R_MODAL),
	R("pl", "powinien", R_MODAL),
	/* jeśli */
	R("pl", "je\xc5\x9bli", R_COND),
	/* jeżeli */
	R("pl", "je\xc5\xbc" "eli", R_COND),
	R("pl", "gdyby", R_COND),
	R("pl", "o ile", R_COND),
	/* zakładając */
	R("pl", "zak\xc5\x82" "adaj\xc4\x85" "c", R_COND),
	/* załóżmy */
	R("pl", "za\xc5\x82\xc3\xb3\xc5\xbcmy", R_COND),
	/* przy założeniu */
	R("pl", "przy za\xc5\x82o\xc5\xbc" "eniu", R_COND),
	/* chyba że */
	R("pl", "chyba \xc5\xbc" "e", R_COND),
	R("pl", "ale", R_WEAK),
	R("pl", "jednak", R_WEAK),
	R("pl", "zaraz", R_WEAK),
	R("pl", "czekaj", R_WEAK),
	/* właściwie */
	R("pl", "w\xc5\x82" "a\xc5\x9b" "ciwie", R_WEAK),
	/* w rzeczywistości */
	R("pl", "w rzeczywisto\xc5\x9b" "ci", R_WEAK),
	R("pl", "przepraszam", R_WEAK),
	R("pl", "poprawka", R_WEAK),
	R("pl", "natomiast", R_WEAK),
	/* błąd */
	R("pl", "b\xc5\x82\xc4\x85" "d", R_DISOWN),
	/* błędna */
	R("pl", "b\xc5\x82\xc4\x99" "dna", R_DISOWN),
	/* błędny */
	R("pl", "b\xc5\x82\xc4\x99" "dny", R_DISOWN),
	/* źle */
	R("pl", "\xc5\xbale", R_DISOWN),
	/* przykład */
	R("pl", "przyk\xc5\x82" "ad", R_DISOWN),
	/* przykładowo */
	R("pl", "przyk\xc5\x82" "adowo", R_DISOWN),
	/* około */
	R("pl", "oko\xc5\x82o", R_BOUND),
	/* mniej więcej */
	R("pl", "mniej wi\xc4\x99" "cej", R_BOUND),
	R("pl", "prawie", R_BOUND),
	R("pl", "co najmniej", R_BOUND),
	/* co najwyżej */
	R("pl", "co najwy\xc5\xbc" "ej", R_BOUND),
	R("pl", "ponad", R_BOUND),
	/* mniej niż */
	R("pl", "mniej ni\xc5\xbc", R_BOUND),
	/* więcej niż */
	R("pl", "wi\xc4\x99" "cej ni\xc5\xbc", R_BOUND),
	R("pl", "niemal", R_BOUND),
	R("pl", "lub", R_BOUND),
	R("pl", "albo", R_BOUND),
	R("pl", "oraz", R_CUT),
	R("pl", "lub", R_CUT),
	R("pl", "albo", R_CUT),
	R("pl", "zatem", R_CONCL),
	/* więc */
	R("pl", "wi\xc4\x99" "c", R_CONCL),
	R("pl", "dlatego", R_CONCL),
	/* stąd */
	R("pl", "st\xc4\x85" "d", R_CONCL),
	/* łącznie */
	R("pl", "\xc5\x82\xc4\x85" "cznie", R_CONCL),
	R("pl", "ostatecznie", R_CONCL),
	/* ponieważ */
	R("pl", "poniewa\xc5\xbc", R_REASON),
	R("pl", "bo", R_REASON),
	/* gdyż */
	R("pl", "gdy\xc5\xbc", R_REASON),
	/* jeśli */
	R("pl", "je\xc5\x9bli", R_OPEN),
	R("pl", "gdy", R_OPEN),
	R("pl", "kiedy", R_OPEN),
	/* osób */
	R("pl", "os\xc3\xb3" "b", R_MEASURE),
	R("pl", "osoby", R_MEASURE),
	R("pl", "dni", R_MEASURE),
	R("pl", "lat", R_MEASURE),
	R("pl", "godzin", R_MEASURE),
	R("pl", "minut", R_MEASURE),
	R("pl", "razy", R_MEASURE),
	/* sposobów */
	R("pl", "sposob\xc3\xb3w", R_MEASURE),
	/* złotych */
	R("pl", "z\xc5\x82otych", R_MEASURE),
	/* zł */
	R("pl", "z\xc5\x82", R_MEASURE),
	/* dolarów */
	R("pl", "dolar\xc3\xb3w", R_MEASURE),
	R("pl", "w", R_FUNC),
	R("pl", "na", R_FUNC),
	R("pl", "dla", R_FUNC),
	/* łącznie */
	R("pl", "\xc5\x82\xc4\x85" "cznie", R_FUNC),
	R("pl", "razem", R_FUNC),
	/* osób */
	R("pl", "os\xc3\xb3" "b", R_FUNC),
	/* złotych */
	R("pl", "z\xc5\x82otych", R_FUNC),
	/* zł */
	R("pl", "z\xc5\x82", R_FUNC),
	/* dolarów */
	R("pl", "dolar\xc3\xb3w", R_FUNC),
	R("pl", "mam", R_CLOSE),
	/* nadzieję */
	R("pl", "nadziej\xc4\x99", R_CLOSE),
	/* że */
	R("pl", "\xc5\xbc" "e", R_CLOSE),
	R("pl", "to", R_CLOSE),
	/* pomoże */
	R("pl", "pomo\xc5\xbc" "e", R_CLOSE),
	/* pomogło */
	R("pl", "pomog\xc5\x82o", R_CLOSE),
	R("pl", "jest", R_CLOSE),
	/* odpowiedź */
	R("pl", "odpowied\xc5\xba", R_CLOSE),
	R("pl", "ostateczna", R_CLOSE),
	/* końcowa */
	R("pl", "ko\xc5\x84" "cowa", R_CLOSE),
	/* prawidłowa */
	R("pl", "prawid\xc5\x82owa", R_CLOSE),
	/* dziękuję */
	R("pl", "dzi\xc4\x99kuj\xc4\x99", R_CLOSE),
	R("pl", "wynik", R_CLOSE),
	/* rozwiązanie */
	R("pl", "rozwi\xc4\x85zanie", R_CLOSE),
	R("pl", "zadania", R_CLOSE),
	R("pl", "ta", R_CLOSE),
	/* Ukrainian */
	/* відповідь */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c", R_NOUN),
	/* Відповідь */
	R("uk", "\xd0\x92\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c", R_NOUN),
	/* результат */
	R("uk", "\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb"
	    "\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82", R_NOUN),
	/* Результат */
	R("uk", "\xd0\xa0\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb"
	    "\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82", R_NOUN),
	/* дорівнює */
	R("uk", "\xd0\xb4\xd0\xbe\xd1\x80\xd1\x96\xd0\xb2"
	    "\xd0\xbd\xd1\x8e\xd1\x94", R_LEAD),
	/* становить */
	R("uk", "\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbe"
	    "\xd0\xb2\xd0\xb8\xd1\x82\xd1\x8c", R_LEAD),
	/* складає */
	R("uk", "\xd1\x81\xd0\xba\xd0\xbb\xd0\xb0\xd0\xb4"
	    "\xd0\xb0\xd1\x94", R_LEAD),
	/* рівно */
	R("uk", "\xd1\x80\xd1\x96\xd0\xb2\xd0\xbd\xd0\xbe", R_AFFIRM),
	/* точно */
	R("uk", "\xd1\x82\xd0\xbe\xd1\x87\xd0\xbd\xd0\xbe", R_AFFIRM),
	/* не */
	R("uk", "\xd0\xbd\xd0\xb5", R_NEG),
	/* ні */
	R("uk", "\xd0\xbd\xd1\x96", R_NEG),
	/* Не */
	R("uk", "\xd0\x9d\xd0\xb5", R_NEG),
	/* можливо */
	R("uk", "\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbb\xd0\xb8"
	    "\xd0\xb2\xd0\xbe", R_DOUBT),
	/* Можливо */
	R("uk", "\xd0\x9c\xd0\xbe\xd0\xb6\xd0\xbb\xd0\xb8"
	    "\xd0\xb2\xd0\xbe", R_DOUBT),
	/* мабуть */
	R("uk", "\xd0\xbc\xd0\xb0\xd0\xb1\xd1\x83\xd1\x82\xd1\x8c", R_DOUBT),
	/* Мабуть */
	R("uk", "\xd0\x9c\xd0\xb0\xd0\xb1\xd1\x83\xd1\x82\xd1\x8c", R_DOUBT),
	/* напевно */
	R("uk", "\xd0\xbd\xd0\xb0\xd0\xbf\xd0\xb5\xd0\xb2"
	    "\xd0\xbd\xd0\xbe", R_DOUBT),
	/* Напевно */
	R("uk", "\xd0\x9d\xd0\xb0\xd0\xbf\xd0\xb5\xd0\xb2"
	    "\xd0\xbd\xd0\xbe", R_DOUBT),
	/* ймовірно */
	R("uk", "\xd0\xb9\xd0\xbc\xd0\xbe\xd0\xb2\xd1\x96"
	    "\xd1\x80\xd0\xbd\xd0\xbe", R_DOUBT),
	/* Ймовірно */
	R("uk", "\xd0\x99\xd0\xbc\xd0\xbe\xd0\xb2\xd1\x96"
	    "\xd1\x80\xd0\xbd\xd0\xbe", R_DOUBT),
	/* здається */
	R("uk", "\xd0\xb7\xd0\xb4\xd0\xb0\xd1\x94\xd1\x82"
	    "\xd1\x8c\xd1\x81\xd1\x8f", R_DOUBT),
	/* думаю */
	R("uk", "\xd0\xb4\xd1\x83\xd0\xbc\xd0\xb0\xd1\x8e", R_DOUBT),
	/* Думаю */
	R("uk", "\xd0\x94\xd1\x83\xd0\xbc\xd0\xb0\xd1\x8e", R_DOUBT),
	/* не впевнений */
	R("uk", "\xd0\xbd\xd0\xb5 \xd0\xb2\xd0\xbf\xd0"
	    "\xb5\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0"
	    "\xb9", R_DOUBT),
	/* не впевнена */
	R("uk", "\xd0\xbd\xd0\xb5 \xd0\xb2\xd0\xbf\xd0"
	    "\xb5\xd0\xb2\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb0", R_DOUBT),
	/* припускаю */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbf\xd1\x83"
	    "\xd1\x81\xd0\xba\xd0\xb0\xd1\x8e", R_DOUBT),
	/* може */
	R("uk", "\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5", R_MODAL),
	/* міг би */
	R("uk", "\xd0\xbc\xd1\x96\xd0\xb3 \xd0\xb1\xd0\xb8", R_MODAL),
	/* могла б */
	R("uk", "\xd0\xbc\xd0\xbe\xd0\xb3\xd0\xbb\xd0\xb0 \xd0\xb1", R_MODAL),
	/* якщо */
	R("uk", "\xd1\x8f\xd0\xba\xd1\x89\xd0\xbe", R_COND),
	/* Якщо */
	R("uk", "\xd0\xaf\xd0\xba\xd1\x89\xd0\xbe", R_COND),
	/* припустимо */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbf\xd1\x83"
	    "\xd1\x81\xd1\x82\xd0\xb8\xd0\xbc\xd0\xbe", R_COND),
	/* Припустимо */
	R("uk", "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xbf\xd1\x83"
	    "\xd1\x81\xd1\x82\xd0\xb8\xd0\xbc\xd0\xbe", R_COND),
	/* за умови */
	R("uk", "\xd0\xb7\xd0\xb0 \xd1\x83\xd0\xbc\xd0"
	    "\xbe\xd0\xb2\xd0\xb8", R_COND),
	/* хіба що */
	R("uk", "\xd1\x85\xd1\x96\xd0\xb1\xd0\xb0 \xd1\x89\xd0\xbe", R_COND),
	/* але */
	R("uk", "\xd0\xb0\xd0\xbb\xd0\xb5", R_WEAK),
	/* Але */
	R("uk", "\xd0\x90\xd0\xbb\xd0\xb5", R_WEAK),
	/* проте */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x82\xd0\xb5", R_WEAK),
	/* однак */
	R("uk", "\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0\xd0\xba", R_WEAK),
	/* зачекайте */
	R("uk", "\xd0\xb7\xd0\xb0\xd1\x87\xd0\xb5\xd0\xba"
	    "\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5", R_WEAK),
	/* Зачекайте */
	R("uk", "\xd0\x97\xd0\xb0\xd1\x87\xd0\xb5\xd0\xba"
	    "\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5", R_WEAK),
	/* насправді */
	R("uk", "\xd0\xbd\xd0\xb0\xd1\x81\xd0\xbf\xd1\x80"
	    "\xd0\xb0\xd0\xb2\xd0\xb4\xd1\x96", R_WEAK),
	/* вибачте */
	R("uk", "\xd0\xb2\xd0\xb8\xd0\xb1\xd0\xb0\xd1\x87"
	    "\xd1\x82\xd0\xb5", R_WEAK),
	/* виправлення */
	R("uk", "\xd0\xb2\xd0\xb8\xd0\xbf\xd1\x80\xd0\xb0"
	    "\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f", R_WEAK),
	/* помилка */
	R("uk", "\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xb8\xd0\xbb"
	    "\xd0\xba\xd0\xb0", R_DISOWN),
	/* помилково */
	R("uk", "\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xb8\xd0\xbb"
	    "\xd0\xba\xd0\xbe\xd0\xb2\xd0\xbe", R_DISOWN),
	/* неправильно */
	R("uk", "\xd0\xbd\xd0\xb5\xd0\xbf\xd1\x80\xd0\xb0"
	    "\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xbe", R_DISOWN),
	/* приклад */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xba\xd0\xbb"
	    "\xd0\xb0\xd0\xb4", R_DISOWN),
	/* приблизно */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xb1\xd0\xbb"
	    "\xd0\xb8\xd0\xb7\xd0\xbd\xd0\xbe", R_BOUND),
	/* близько */
	R("uk", "\xd0\xb1\xd0\xbb\xd0\xb8\xd0\xb7\xd1\x8c"
	    "\xd0\xba\xd0\xbe", R_BOUND),
	/* майже */
	R("uk", "\xd0\xbc\xd0\xb0\xd0\xb9\xd0\xb6\xd0\xb5", R_BOUND),
	/* щонайменше */
	R("uk", "\xd1\x89\xd0\xbe\xd0\xbd\xd0\xb0\xd0\xb9"
	    "\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x88\xd0\xb5", R_BOUND),
	/* принаймні */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb8\xd0\xbd\xd0\xb0"
	    "\xd0\xb9\xd0\xbc\xd0\xbd\xd1\x96", R_BOUND),
	/* щонайбільше */
	R("uk", "\xd1\x89\xd0\xbe\xd0\xbd\xd0\xb0\xd0\xb9"
	    "\xd0\xb1\xd1\x96\xd0\xbb\xd1\x8c\xd1\x88\xd0\xb5", R_BOUND),
	/* більше */
	R("uk", "\xd0\xb1\xd1\x96\xd0\xbb\xd1\x8c\xd1\x88\xd0\xb5", R_BOUND),
	/* менше */
	R("uk", "\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x88\xd0\xb5", R_BOUND),
	/* або */
	R("uk", "\xd0\xb0\xd0\xb1\xd0\xbe", R_BOUND),
	/* та */
	R("uk", "\xd1\x82\xd0\xb0", R_CUT),
	/* або */
	R("uk", "\xd0\xb0\xd0\xb1\xd0\xbe", R_CUT),
	/* але */
	R("uk", "\xd0\xb0\xd0\xbb\xd0\xb5", R_CUT),
	/* отже */
	R("uk", "\xd0\xbe\xd1\x82\xd0\xb6\xd0\xb5", R_CONCL),
	/* Отже */
	R("uk", "\xd0\x9e\xd1\x82\xd0\xb6\xd0\xb5", R_CONCL),
	/* тому */
	R("uk", "\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83", R_CONCL),
	/* Тому */
	R("uk", "\xd0\xa2\xd0\xbe\xd0\xbc\xd1\x83", R_CONCL),
	/* таким чином */
	R("uk", "\xd1\x82\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc"
	    " \xd1\x87\xd0\xb8\xd0\xbd\xd0\xbe\xd0\xbc", R_CONCL),
	/* Таким чином */
	R("uk", "\xd0\xa2\xd0\xb0\xd0\xba\xd0\xb8\xd0\xbc"
	    " \xd1\x87\xd0\xb8\xd0\xbd\xd0\xbe\xd0\xbc", R_CONCL),
	/* загалом */
	R("uk", "\xd0\xb7\xd0\xb0\xd0\xb3\xd0\xb0\xd0\xbb"
	    "\xd0\xbe\xd0\xbc", R_CONCL),
	/* всього */
	R("uk", "\xd0\xb2\xd1\x81\xd1\x8c\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* оскільки */
	R("uk", "\xd0\xbe\xd1\x81\xd0\xba\xd1\x96\xd0\xbb"
	    "\xd1\x8c\xd0\xba\xd0\xb8", R_REASON),
	/* бо */
	R("uk", "\xd0\xb1\xd0\xbe", R_REASON),
	/* тому що */
	R("uk", "\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd1\x89\xd0\xbe", R_REASON),
	/* якщо */
	R("uk", "\xd1\x8f\xd0\xba\xd1\x89\xd0\xbe", R_OPEN),
	/* коли */
	R("uk", "\xd0\xba\xd0\xbe\xd0\xbb\xd0\xb8", R_OPEN),
	/* осіб */
	R("uk", "\xd0\xbe\xd1\x81\xd1\x96\xd0\xb1", R_MEASURE),
	/* людей */
	R("uk", "\xd0\xbb\xd1\x8e\xd0\xb4\xd0\xb5\xd0\xb9", R_MEASURE),
	/* днів */
	R("uk", "\xd0\xb4\xd0\xbd\xd1\x96\xd0\xb2", R_MEASURE),
	/* років */
	R("uk", "\xd1\x80\xd0\xbe\xd0\xba\xd1\x96\xd0\xb2", R_MEASURE),
	/* годин */
	R("uk", "\xd0\xb3\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", R_MEASURE),
	/* хвилин */
	R("uk", "\xd1\x85\xd0\xb2\xd0\xb8\xd0\xbb\xd0\xb8\xd0\xbd", R_MEASURE),
	/* разів */
	R("uk", "\xd1\x80\xd0\xb0\xd0\xb7\xd1\x96\xd0\xb2", R_MEASURE),
	/* способів */
	R("uk", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x81\xd0\xbe"
	    "\xd0\xb1\xd1\x96\xd0\xb2", R_MEASURE),
	/* гривень */
	R("uk", "\xd0\xb3\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5"
	    "\xd0\xbd\xd1\x8c", R_MEASURE),
	/* доларів */
	R("uk", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb0\xd1\x80"
	    "\xd1\x96\xd0\xb2", R_MEASURE),
	/* у */
	R("uk", "\xd1\x83", R_FUNC),
	/* в */
	R("uk", "\xd0\xb2", R_FUNC),
	/* на */
	R("uk", "\xd0\xbd\xd0\xb0", R_FUNC),
	/* для */
	R("uk", "\xd0\xb4\xd0\xbb\xd1\x8f", R_FUNC),
	/* кожен */
	R("uk", "\xd0\xba\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd", R_FUNC),
	/* загалом */
	R("uk", "\xd0\xb7\xd0\xb0\xd0\xb3\xd0\xb0\xd0\xbb"
	    "\xd0\xbe\xd0\xbc", R_FUNC),
	/* разом */
	R("uk", "\xd1\x80\xd0\xb0\xd0\xb7\xd0\xbe\xd0\xbc", R_FUNC),
	/* людей */
	R("uk", "\xd0\xbb\xd1\x8e\xd0\xb4\xd0\xb5\xd0\xb9", R_FUNC),
	/* гривень */
	R("uk", "\xd0\xb3\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5"
	    "\xd0\xbd\xd1\x8c", R_FUNC),
	/* доларів */
	R("uk", "\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb0\xd1\x80"
	    "\xd1\x96\xd0\xb2", R_FUNC),
	/* сподіваюся */
	R("uk", "\xd1\x81\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x96"
	    "\xd0\xb2\xd0\xb0\xd1\x8e\xd1\x81\xd1\x8f", R_CLOSE),
	/* Сподіваюся */
	R("uk", "\xd0\xa1\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x96"
	    "\xd0\xb2\xd0\xb0\xd1\x8e\xd1\x81\xd1\x8f", R_CLOSE),
	/* це */
	R("uk", "\xd1\x86\xd0\xb5", R_CLOSE),
	/* Це */
	R("uk", "\xd0\xa6\xd0\xb5", R_CLOSE),
	/* допоможе */
	R("uk", "\xd0\xb4\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbc"
	    "\xd0\xbe\xd0\xb6\xd0\xb5", R_CLOSE),
	/* допомогло */
	R("uk", "\xd0\xb4\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbc"
	    "\xd0\xbe\xd0\xb3\xd0\xbb\xd0\xbe", R_CLOSE),
	/* відповідь */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c", R_CLOSE),
	/* остаточна */
	R("uk", "\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1\x82"
	    "\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb0", R_CLOSE),
	/* правильна */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb0", R_CLOSE),
	/* дякую */
	R("uk", "\xd0\xb4\xd1\x8f\xd0\xba\xd1\x83\xd1\x8e", R_CLOSE),
	/* Дякую */
	R("uk", "\xd0\x94\xd1\x8f\xd0\xba\xd1\x83\xd1\x8e", R_CLOSE),
	/* і */
	R("uk", "\xd1\x96", R_CLOSE),
	/* є */
	R("uk", "\xd1\x94", R_CLOSE),
	/* результат */
	R("uk", "\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb"
	    "\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82", R_CLOSE),
	/* Turkish */
	R("tr", "cevap", R_NOUN),
	/* yanıt */
	R("tr", "yan\xc4\xb1t", R_NOUN),
	/* sonuç */
	R("tr", "sonu\xc3\xa7", R_NOUN),
	/* cevabı */
	R("tr", "cevab\xc4\xb1", R_NOUN),
	/* eşittir */
	R("tr", "e\xc5\x9fittir", R_LEAD),
	R("tr", "tam olarak", R_AFFIRM),
	/* değil */
	R("tr", "de\xc4\x9fil", R_NEG),
	/* değildir */
	R("tr", "de\xc4\x9fildir", R_NEG),
	R("tr", "belki", R_DOUBT),
	R("tr", "muhtemelen", R_DOUBT),
	/* sanırım */
	R("tr", "san\xc4\xb1r\xc4\xb1m", R_DOUBT),
	R("tr", "galiba", R_DOUBT),
	R("tr", "bence", R_DOUBT),
	/* emin değilim */
	R("tr", "emin de\xc4\x9filim", R_DOUBT),
	R("tr", "tahminen", R_DOUBT),
	R("tr", "olabilir", R_DOUBT),
	/* olmalı */
	R("tr", "olmal\xc4\xb1", R_MODAL),
	/* eğer */
	R("tr", "e\xc4\x9f" "er", R_COND),
	/* varsayalım */
	R("tr", "varsayal\xc4\xb1m", R_COND),
	/* şartıyla */
	R("tr", "\xc5\x9f" "art\xc4\xb1yla", R_COND),
	R("tr", "ama", R_WEAK),
	R("tr", "fakat", R_WEAK),
	R("tr", "ancak", R_WEAK),
	R("tr", "bekle", R_WEAK),
	/* aslında */
	R("tr", "asl\xc4\xb1nda", R_WEAK),
	/* özür */
	R("tr", "\xc3\xb6z\xc3\xbcr", R_WEAK),
	/* düzeltme */
	R("tr", "d\xc3\xbczeltme", R_WEAK),
	/* yanlış */
	R("tr", "yanl\xc4\xb1\xc5\x9f", R_DISOWN),
	R("tr", "hata", R_DISOWN),
	/* örnek */
	R("tr", "\xc3\xb6rnek", R_DISOWN),
	/* örneğin */
	R("tr", "\xc3\xb6rne\xc4\x9fin", R_DISOWN),
	/* yaklaşık */
	R("tr", "yakla\xc5\x9f\xc4\xb1k", R_BOUND),
	/* yaklaşık olarak */
	R("tr", "yakla\xc5\x9f\xc4\xb1k olarak", R_BOUND),
	R("tr", "en az", R_BOUND),
	R("tr", "en fazla", R_BOUND),
	/* civarında */
	R("tr", "civar\xc4\xb1nda", R_BOUND),
	R("tr", "fazla", R_BOUND),
	R("tr", "az", R_BOUND),
	R("tr", "veya", R_BOUND),
	R("tr", "ya da", R_BOUND),
	R("tr", "ve", R_CUT),
	R("tr", "veya", R_CUT),
	R("tr", "ama", R_CUT),
	R("tr", "bu nedenle", R_CONCL),
	/* bu yüzden */
	R("tr", "bu y\xc3\xbczden", R_CONCL),
	/* dolayısıyla */
	R("tr", "dolay\xc4\xb1s\xc4\xb1yla", R_CONCL),
	/* sonuç olarak */
	R("tr", "sonu\xc3\xa7 olarak", R_CONCL),
	R("tr", "yani", R_CONCL),
	R("tr", "toplam", R_CONCL),
	/* a total's words that open the last sentence ("Insgesamt 126.",
	   "En tout, 126.", "Łącznie 126."): a conclusion, its one value
	   the answer (fix37) */
	R("de", "insgesamt", R_CONCL),
	R("fr", "en tout", R_CONCL),
	R("it", "in totale", R_CONCL),
	R("it", "in tutto", R_CONCL),
	R("pt", "ao todo", R_CONCL),
	R("pt", "no total", R_CONCL),
	/* łącznie */
	R("pl", "\xc5\x82\xc4\x85" "cznie", R_CONCL),
	/* Łącznie */
	R("pl", "\xc5\x81\xc4\x85" "cznie", R_CONCL),
	R("pl", "razem", R_CONCL),
	R("tr", "toplamda", R_CONCL),
	R("id", "totalnya", R_CONCL),
	R("id", "secara total", R_CONCL),
	R("en", "in all", R_CONCL),
	/* загалом */
	R("uk", "\xd0\xb7\xd0\xb0\xd0\xb3\xd0\xb0"
	    "\xd0\xbb\xd0\xbe\xd0\xbc", R_CONCL),
	/* Загалом */
	R("uk", "\xd0\x97\xd0\xb0\xd0\xb3\xd0\xb0"
	    "\xd0\xbb\xd0\xbe\xd0\xbc", R_CONCL),
	/* усього */
	R("uk", "\xd1\x83\xd1\x81\xd1\x8c\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* Усього */
	R("uk", "\xd0\xa3\xd1\x81\xd1\x8c\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* всього */
	R("uk", "\xd0\xb2\xd1\x81\xd1\x8c\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* Всього */
	R("uk", "\xd0\x92\xd1\x81\xd1\x8c\xd0\xbe\xd0\xb3\xd0\xbe", R_CONCL),
	/* সব মিলিয়ে */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xac \xe0\xa6\xae\xe0\xa6\xbf\xe0"
	    "\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87",
	    R_CONCL),
	/* మొత్తం మీద */
	R("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa4\xe0\xb1\x8d\xe0\xb0"
	    "\xa4\xe0\xb0\x82 \xe0\xb0\xae\xe0\xb1\x80\xe0\xb0\xa6", R_CONCL),
	/* çünkü */
	R("tr", "\xc3\xa7\xc3\xbcnk\xc3\xbc", R_REASON),
	/* eğer */
	R("tr", "e\xc4\x9f" "er", R_OPEN),
	/* kişi */
	R("tr", "ki\xc5\x9fi", R_MEASURE),
	/* gün */
	R("tr", "g\xc3\xbcn", R_MEASURE),
	/* yıl */
	R("tr", "y\xc4\xb1l", R_MEASURE),
	R("tr", "saat", R_MEASURE),
	R("tr", "dakika", R_MEASURE),
	R("tr", "kez", R_MEASURE),
	R("tr", "lira", R_MEASURE),
	R("tr", "dolar", R_MEASURE),
	R("tr", "tane", R_MEASURE),
	R("tr", "toplam", R_FUNC),
	R("tr", "toplamda", R_FUNC),
	R("tr", "her", R_FUNC),
	R("tr", "lira", R_FUNC),
	R("tr", "dolar", R_FUNC),
	/* kişi */
	R("tr", "ki\xc5\x9fi", R_FUNC),
	R("tr", "tane", R_FUNC),
	R("tr", "'dir", R_SUFFIX),
	/* şıkkıdır, şıkkı: "is option ...", "option ..." after its letter
	   ("doğru seçenek (D) şıkkıdır") */
	R("tr", "\xc5\x9f\xc4\xb1kk\xc4\xb1" "d\xc4\xb1r", R_SUFFIX),
	R("tr", "\xc5\x9f\xc4\xb1kk\xc4\xb1", R_SUFFIX),
	/* 'dır */
	R("tr", "'d\xc4\xb1r", R_SUFFIX),
	R("tr", "'dur", R_SUFFIX),
	/* 'dür */
	R("tr", "'d\xc3\xbcr", R_SUFFIX),
	R("tr", "'tir", R_SUFFIX),
	/* 'tır */
	R("tr", "'t\xc4\xb1r", R_SUFFIX),
	R("tr", "'tur", R_SUFFIX),
	/* 'tür */
	R("tr", "'t\xc3\xbcr", R_SUFFIX),
	/* the same after a curly apostrophe (’dir) */
	R("tr", "\xe2\x80\x99" "dir", R_SUFFIX),
	/* ’dır */
	R("tr", "\xe2\x80\x99" "d\xc4\xb1r", R_SUFFIX),
	R("tr", "\xe2\x80\x99" "dur", R_SUFFIX),
	/* ’dür */
	R("tr", "\xe2\x80\x99" "d\xc3\xbcr", R_SUFFIX),
	R("tr", "\xe2\x80\x99" "tir", R_SUFFIX),
	/* ’tır */
	R("tr", "\xe2\x80\x99" "t\xc4\xb1r", R_SUFFIX),
	R("tr", "\xe2\x80\x99" "tur", R_SUFFIX),
	/* ’tür */
	R("tr", "\xe2\x80\x99" "t\xc3\xbcr", R_SUFFIX),
	R("tr", "olur", R_SUFFIX),
	/* olacaktır */
	R("tr", "olacakt\xc4\xb1r", R_SUFFIX),
	R("tr", "bulunur", R_SUFFIX),
	/* umarım */
	R("tr", "umar\xc4\xb1m", R_CLOSE),
	R("tr", "bu", R_CLOSE),
	/* yardımcı */
	R("tr", "yard\xc4\xb1mc\xc4\xb1", R_CLOSE),
	R("tr", "olur", R_CLOSE),
	R("tr", "cevap", R_CLOSE),
	/* cevaptır */
	R("tr", "cevapt\xc4\xb1r", R_CLOSE),
	R("tr", "nihai", R_CLOSE),
	/* doğru */
	R("tr", "do\xc4\x9fru", R_CLOSE),
	/* teşekkürler */
	R("tr", "te\xc5\x9f" "ekk\xc3\xbcrler", R_CLOSE),
	/* sonuç */
	R("tr", "sonu\xc3\xa7", R_CLOSE),
	R("tr", "var", R_FUNC),
	/* vardır */
	R("tr", "vard\xc4\xb1r", R_FUNC),
	/* a value given for the time being: "42 for now" */
	R("en", "for now", R_DOUBT),
	R("en", "for the time being", R_DOUBT),
	R("en", "for the moment", R_DOUBT),
	{ NULL, NULL, 0, R_LEAD }
};

/* Answer phrases: the value follows them ("Die Antwort ist", "故选"). */
const struct row papo_frame_phrases[] = {
	/* 答案是 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe6\x98\xaf", R_LEAD),
	/* 答案为 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe4\xb8\xba", R_LEAD),
	/* 答案為 */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xe7\x82\xba", R_LEAD),
	/* 答案： */
	R("zh", "\xe7\xad\x94\xe6\xa1\x88\xef\xbc\x9a", R_LEAD),
	R("zh", "\xe7\xad\x94\xe6\xa1\x88:", R_LEAD),	/* 答案: */
	/* 回答： (a harness's "Answer:" translated) */
	R("zh", "\xe5\x9b\x9e\xe7\xad\x94\xef\xbc\x9a", R_LEAD),
	R("zh", "\xe5\x9b\x9e\xe7\xad\x94:", R_LEAD),	/* 回答: */
	/* 【答案】 (GAOKAO-Bench's answer line) */
	R("zh", "\xe3\x80\x90\xe7\xad\x94\xe6\xa1\x88\xe3\x80\x91", R_LEAD),
	R("zh", "\xe6\x95\x85\xe9\x80\x89", R_LEAD),	/* 故选 */
	R("zh", "\xe6\x95\x85\xe9\x81\xb8", R_LEAD),	/* 故選 */
	/* 所以选 */
	R("zh", "\xe6\x89\x80\xe4\xbb\xa5\xe9\x80\x89", R_LEAD),
	/* 所以選 */
	R("zh", "\xe6\x89\x80\xe4\xbb\xa5\xe9\x81\xb8", R_LEAD),
	/* 因此选 */
	R("zh", "\xe5\x9b\xa0\xe6\xad\xa4\xe9\x80\x89", R_LEAD),
	/* 因此選 */
	R("zh", "\xe5\x9b\xa0\xe6\xad\xa4\xe9\x81\xb8", R_LEAD),
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
	/* 回答： */
	R("ja", "\xe5\x9b\x9e\xe7\xad\x94\xef\xbc\x9a", R_LEAD),
	R("ja", "\xe5\x9b\x9e\xe7\xad\x94:", R_LEAD),	/* 回答: */
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
	/* a alternativa correta é: ENEM's responses, whose later
	   "Resposta final: A" is the last statement and decides */
	R("pt", "a alternativa correta \xc3\xa9", R_LEAD),
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
	R("sw", "matokeo:", R_LEAD),
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
	/* 答： (zh, ja: the answer line of a word problem's solution) */
	R("zh", "\xe7\xad\x94\xef\xbc\x9a", R_LEAD),
	R("zh", "\xe7\xad\x94:", R_LEAD),	/* 答: */
	/* the result's name as the answer's (as "das Ergebnis ist", "il
	   risultato è", "o resultado é") */
	R("es", "el resultado es", R_LEAD),
	R("es", "el resultado final es", R_LEAD),
	R("fr", "le r\xc3\xa9sultat est", R_LEAD),	/* le résultat est */
	/* le résultat final est */
	R("fr", "le r\xc3\xa9sultat final est", R_LEAD),
	/* the correct option's name as the answer's ("La respuesta
	   correcta es la B"; not Portuguese's "a alternativa correta é",
	   which ENEM's responses write before a final "Resposta final: A"
	   that must decide, hostile_recall15.py) */
	/* several options given as the answer ("A and D") */
	R("en", "the answers are", R_LEAD),
	R("en", "the correct answers are", R_LEAD),
	R("en", "the correct options are", R_LEAD),
	/* the same, plural, in the other listed languages ("Las respuestas
	   correctas son A y C.", "Die richtigen Antworten sind A und D."),
	   and the correct option's name ("Richtig ist Antwort B.",
	   "Правильный вариант — Б.", "Doğru seçenek B.") */
	R("es", "las respuestas correctas son", R_LEAD),
	R("es", "las opciones correctas son", R_LEAD),
	R("es", "las respuestas son", R_LEAD),
	R("de", "die richtigen antworten sind", R_LEAD),
	R("de", "die antworten sind", R_LEAD),
	R("de", "richtig ist antwort", R_LEAD),
	R("de", "richtig ist die antwort", R_LEAD),
	R("de", "richtig sind die antworten", R_LEAD),
	/* les bonnes réponses sont */
	R("fr", "les bonnes r\xc3\xa9ponses sont", R_LEAD),
	/* les réponses correctes sont */
	R("fr", "les r\xc3\xa9ponses correctes sont", R_LEAD),
	/* les réponses sont */
	R("fr", "les r\xc3\xa9ponses sont", R_LEAD),
	/* as respostas corretas são */
	R("pt", "as respostas corretas s\xc3\xa3o", R_LEAD),
	/* as alternativas corretas são */
	R("pt", "as alternativas corretas s\xc3\xa3o", R_LEAD),
	/* as respostas são */
	R("pt", "as respostas s\xc3\xa3o", R_LEAD),
	R("it", "le risposte corrette sono", R_LEAD),
	R("it", "le risposte sono", R_LEAD),
	/* Правильные ответы: */
	R("ru", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xb2\xd0"
	    "\xb5\xd1\x82\xd1\x8b:", R_LEAD),
	/* правильные ответы: */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xb2\xd0"
	    "\xb5\xd1\x82\xd1\x8b:", R_LEAD),
	/* Правильный вариант — */
	R("ru", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd0"
	    "\xb8\xd0\xb0\xd0\xbd\xd1\x82 \xe2\x80\x94", R_LEAD),
	/* правильный вариант — */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd0"
	    "\xb8\xd0\xb0\xd0\xbd\xd1\x82 \xe2\x80\x94", R_LEAD),
	/* Правильный вариант: */
	R("ru", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd0"
	    "\xb8\xd0\xb0\xd0\xbd\xd1\x82:", R_LEAD),
	/* правильный вариант: */
	R("ru", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd0"
	    "\xb8\xd0\xb0\xd0\xbd\xd1\x82:", R_LEAD),
	/* Правильні відповіді: */
	R("uk", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x96 \xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0"
	    "\xbe\xd0\xb2\xd1\x96\xd0\xb4\xd1\x96:", R_LEAD),
	/* правильні відповіді: */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd1\x96 \xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0"
	    "\xbe\xd0\xb2\xd1\x96\xd0\xb4\xd1\x96:", R_LEAD),
	R("pl", "poprawne odpowiedzi to", R_LEAD),
	/* prawidłowe odpowiedzi to */
	R("pl", "prawid\xc5\x82owe odpowiedzi to", R_LEAD),
	/* doğru cevaplar */
	R("tr", "do\xc4\x9fru cevaplar", R_LEAD),
	/* doğru seçenek */
	R("tr", "do\xc4\x9fru se\xc3\xa7" "enek", R_LEAD),
	/* doğru seçenekler */
	R("tr", "do\xc4\x9fru se\xc3\xa7" "enekler", R_LEAD),
	/* các đáp án đúng là */
	R("vi", "c\xc3\xa1" "c \xc4\x91\xc3\xa1p \xc3\xa1n \xc4\x91\xc3"
	    "\xbang l\xc3\xa0", R_LEAD),
	/* Các đáp án đúng là */
	R("vi", "C\xc3\xa1" "c \xc4\x91\xc3\xa1p \xc3\xa1n \xc4\x91\xc3"
	    "\xbang l\xc3\xa0", R_LEAD),
	/* సరైన సమాధానాలు */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb1\x88\xe0\xb0\xa8 \xe0"
	    "\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xb2\xe0\xb1\x81", R_LEAD),
	/* الإجابات الصحيحة هي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8\xd8\xa7"
	    "\xd8\xaa \xd8\xa7\xd9\x84\xd8\xb5\xd8\xad\xd9\x8a\xd8"
	    "\xad\xd8\xa9 \xd9\x87\xd9\x8a", R_LEAD),
	/* Правильний варіант — */
	R("uk", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd0\xb8\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd1"
	    "\x96\xd0\xb0\xd0\xbd\xd1\x82 \xe2\x80\x94", R_LEAD),
	/* правильний варіант — */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8\xd0\xbb\xd1\x8c"
	    "\xd0\xbd\xd0\xb8\xd0\xb9 \xd0\xb2\xd0\xb0\xd1\x80\xd1"
	    "\x96\xd0\xb0\xd0\xbd\xd1\x82 \xe2\x80\x94", R_LEAD),
	R("sw", "majibu sahihi ni", R_LEAD),
	R("sw", "majibu ni", R_LEAD),
	R("es", "la respuesta correcta es", R_LEAD),
	R("es", "la opci\xc3\xb3n correcta es", R_LEAD),	/* opción */
	R("fr", "la bonne r\xc3\xa9ponse est", R_LEAD),
	R("de", "die richtige antwort lautet", R_LEAD),
	R("de", "die richtige antwort ist", R_LEAD),
	/* the correct option named, with a connective or an article
	   before its letter read by answer_choice.c ("La bonne réponse est
	   donc la (D).", "Richtig ist somit Antwort (D).") */
	R("en", "the best answer is", R_LEAD),
	/* the answer's label abbreviated ("Ans: 12", "Ans : 12") */
	R("en", "ans:", R_LEAD), R("en", "ans :", R_LEAD),
	/* final choice →, final answer → */
	R("en", "final choice \xe2\x86\x92", R_LEAD),
	R("en", "final answer \xe2\x86\x92", R_LEAD),
	/* la réponse correcte est */
	R("fr", "la r\xc3\xa9ponse correcte est", R_LEAD),
	R("de", "richtig ist", R_LEAD),
	/* la risposta esatta è */
	R("it", "la risposta esatta \xc3\xa8", R_LEAD),
	/* верный вариант — */
	R("ru", "\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd1\x8b\xd0\xb9 \xd0"
	    "\xb2\xd0\xb0\xd1\x80\xd0\xb8\xd0\xb0\xd0\xbd\xd1\x82"
	    " \xe2\x80\x94", R_LEAD),
	/* Верный вариант — */
	R("ru", "\xd0\x92\xd0\xb5\xd1\x80\xd0\xbd\xd1\x8b\xd0\xb9 \xd0"
	    "\xb2\xd0\xb0\xd1\x80\xd0\xb8\xd0\xb0\xd0\xbd\xd1\x82"
	    " \xe2\x80\x94", R_LEAD),
	/* ตัวเลือกที่ถูกต้องคือ */
	R("th", "\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb9\x80\xe0"
	    "\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8"
	    "\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x96\xe0\xb8\xb9"
	    "\xe0\xb8\x81\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xad\xe0"
	    "\xb8\x87\xe0\xb8\x84\xe0\xb8\xb7\xe0\xb8\xad", R_LEAD),
	/* সঠিক বিকল্প হল */
	R("bn", "\xe0\xa6\xb8\xe0\xa6\xa0\xe0\xa6\xbf\xe0\xa6\x95 \xe0"
	    "\xa6\xac\xe0\xa6\xbf\xe0\xa6\x95\xe0\xa6\xb2\xe0\xa7"
	    "\x8d\xe0\xa6\xaa \xe0\xa6\xb9\xe0\xa6\xb2", R_LEAD),
	R("sw", "chaguo sahihi ni", R_LEAD),
	/* సరైన ఎంపిక */
	R("te", "\xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb1\x88\xe0\xb0\xa8 \xe0"
	    "\xb0\x8e\xe0\xb0\x82\xe0\xb0\xaa\xe0\xb0\xbf\xe0\xb0"
	    "\x95", R_LEAD),
	/* الخيار الصحيح هو */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xae\xd9\x8a\xd8\xa7\xd8\xb1 \xd8"
	    "\xa7\xd9\x84\xd8\xb5\xd8\xad\xd9\x8a\xd8\xad \xd9\x87"
	    "\xd9\x88", R_LEAD),
	R("id", "pilihan yang benar adalah", R_LEAD),
	/* Malay's "the right one": yang betul */
	R("id", "pilihan yang betul ialah", R_LEAD),
	R("id", "pilihan yang betul adalah", R_LEAD),
	/* phương án đúng là */
	R("vi", "ph\xc6\xb0\xc6\xa1ng \xc3\xa1n \xc4\x91\xc3\xbang l\xc3"
	    "\xa0", R_LEAD),
	/* 正解： */
	R("ja", "\xe6\xad\xa3\xe8\xa7\xa3\xef\xbc\x9a", R_LEAD),
	R("ja", "\xe6\xad\xa3\xe8\xa7\xa3:", R_LEAD),	/* 正解: */
	/* Hindi */
	/* उत्तर */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0"
	    "\xa4\xa4\xe0\xa4\xb0", R_LEAD),
	/* उत्तर है */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0"
	    "\xa4\xa4\xe0\xa4\xb0 \xe0\xa4\xb9\xe0\xa5\x88", R_LEAD),
	/* उत्तर: */
	R("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0"
	    "\xa4\xa4\xe0\xa4\xb0:", R_LEAD),
	/* जवाब */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac", R_LEAD),
	/* जवाब है */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0"
	    "\xa4\xac \xe0\xa4\xb9\xe0\xa5\x88", R_LEAD),
	/* जवाब: */
	R("hi", "\xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac:", R_LEAD),
	/* अंतिम उत्तर */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa4\xe0"
	    "\xa4\xbf\xe0\xa4\xae \xe0\xa4\x89\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", R_LEAD),
	/* अंतिम उत्तर है */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa4\xe0"
	    "\xa4\xbf\xe0\xa4\xae \xe0\xa4\x89\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0 \xe0\xa4"
	    "\xb9\xe0\xa5\x88", R_LEAD),
	/* अंतिम उत्तर: */
	R("hi", "\xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\xa4\xe0"
	    "\xa4\xbf\xe0\xa4\xae \xe0\xa4\x89\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0:", R_LEAD),
	/* सही उत्तर */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80 "
	    "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xb0", R_LEAD),
	/* सही उत्तर है */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80 "
	    "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xb0 \xe0\xa4\xb9\xe0\xa5\x88", R_LEAD),
	/* सही उत्तर: */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80 "
	    "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xb0:", R_LEAD),
	/* सही विकल्प */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80 "
	    "\xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\x95\xe0\xa4\xb2"
	    "\xe0\xa5\x8d\xe0\xa4\xaa", R_LEAD),
	/* सही विकल्प है */
	R("hi", "\xe0\xa4\xb8\xe0\xa4\xb9\xe0\xa5\x80 "
	    "\xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\x95\xe0\xa4\xb2"
	    "\xe0\xa5\x8d\xe0\xa4\xaa \xe0\xa4\xb9\xe0\xa5"
	    "\x88", R_LEAD),
	/* Arabic */
	/* الإجابة هي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd9\x87\xd9\x8a", R_LEAD),
	/* الإجابة: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9:", R_LEAD),
	/* الاجابة هي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa7\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd9\x87\xd9\x8a", R_LEAD),
	/* الاجابة: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa7\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9:", R_LEAD),
	/* الجواب هو */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7"
	    "\xd8\xa8 \xd9\x87\xd9\x88", R_LEAD),
	/* الجواب: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7\xd8\xa8:", R_LEAD),
	/* الإجابة النهائية هي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x86\xd9"
	    "\x87\xd8\xa7\xd8\xa6\xd9\x8a\xd8\xa9 \xd9\x87"
	    "\xd9\x8a", R_LEAD),
	/* الإجابة النهائية: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x86\xd9"
	    "\x87\xd8\xa7\xd8\xa6\xd9\x8a\xd8\xa9:", R_LEAD),
	/* الإجابة الصحيحة هي */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xb5\xd8"
	    "\xad\xd9\x8a\xd8\xad\xd8\xa9 \xd9\x87\xd9\x8a", R_LEAD),
	/* الإجابة الصحيحة: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xb5\xd8"
	    "\xad\xd9\x8a\xd8\xad\xd8\xa9:", R_LEAD),
	/* الجواب النهائي هو */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7"
	    "\xd8\xa8 \xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8"
	    "\xa7\xd8\xa6\xd9\x8a \xd9\x87\xd9\x88", R_LEAD),
	/* الجواب النهائي: */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7"
	    "\xd8\xa8 \xd8\xa7\xd9\x84\xd9\x86\xd9\x87\xd8"
	    "\xa7\xd8\xa6\xd9\x8a:", R_LEAD),
	/* الجواب الصحيح هو */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xac\xd9\x88\xd8\xa7"
	    "\xd8\xa8 \xd8\xa7\xd9\x84\xd8\xb5\xd8\xad\xd9"
	    "\x8a\xd8\xad \xd9\x87\xd9\x88", R_LEAD),
	/* النتيجة هي */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd8\xaa\xd9\x8a"
	    "\xd8\xac\xd8\xa9 \xd9\x87\xd9\x8a", R_LEAD),
	/* الناتج هو */
	R("ar", "\xd8\xa7\xd9\x84\xd9\x86\xd8\xa7\xd8\xaa"
	    "\xd8\xac \xd9\x87\xd9\x88", R_LEAD),
	/* الحل هو */
	R("ar", "\xd8\xa7\xd9\x84\xd8\xad\xd9\x84 \xd9\x87\xd9\x88", R_LEAD),
	/* Indonesian and Malay */
	R("id", "jawaban:", R_LEAD),
	R("id", "hasil:", R_LEAD),
	R("id", "hasil akhir:", R_LEAD),
	R("id", "hasil akhirnya:", R_LEAD),
	R("id", "jawabannya:", R_LEAD),
	R("id", "jawabannya adalah", R_LEAD),
	R("id", "jawabannya ialah", R_LEAD),
	R("id", "jawaban akhir:", R_LEAD),
	R("id", "jawaban akhir adalah", R_LEAD),
	R("id", "jawaban akhirnya adalah", R_LEAD),
	R("id", "jawaban yang benar adalah", R_LEAD),
	R("id", "jawaban yang tepat adalah", R_LEAD),
	R("id", "jawapan yang betul ialah", R_LEAD),
	R("id", "jawapan yang betul adalah", R_LEAD),
	R("id", "jawapan yang tepat ialah", R_LEAD),
	R("id", "hasilnya adalah", R_LEAD),
	/* Malay's own spelling: jawapan */
	R("id", "jawapan:", R_LEAD),
	R("id", "jawapannya:", R_LEAD),
	R("id", "jawapannya adalah", R_LEAD),
	R("id", "jawapannya ialah", R_LEAD),
	R("id", "jawapan akhir:", R_LEAD),
	R("id", "jawapan akhir adalah", R_LEAD),
	R("id", "jawapan akhir ialah", R_LEAD),
	/* Vietnamese */
	/* đáp án là */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n l\xc3\xa0", R_LEAD),
	/* đáp án: */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n:", R_LEAD),
	/* đáp số: */
	R("vi", "\xc4\x91\xc3\xa1p s\xe1\xbb\x91:", R_LEAD),
	/* đáp án cuối cùng là */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n cu\xe1\xbb"
	    "\x91i c\xc3\xb9ng l\xc3\xa0", R_LEAD),
	/* đáp án cuối cùng: */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n cu\xe1\xbb"
	    "\x91i c\xc3\xb9ng:", R_LEAD),
	/* đáp án đúng là */
	R("vi", "\xc4\x91\xc3\xa1p \xc3\xa1n \xc4\x91\xc3"
	    "\xbang l\xc3\xa0", R_LEAD),
	/* câu trả lời là */
	R("vi", "c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di l\xc3\xa0", R_LEAD),
	/* câu trả lời: */
	R("vi", "c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di:", R_LEAD),
	/* câu trả lời cuối cùng là */
	R("vi", "c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di"
	    " cu\xe1\xbb\x91i c\xc3\xb9ng l\xc3\xa0", R_LEAD),
	/* câu trả lời đúng là */
	R("vi", "c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di"
	    " \xc4\x91\xc3\xbang l\xc3\xa0", R_LEAD),
	/* kết quả là */
	R("vi", "k\xe1\xba\xbft qu\xe1\xba\xa3 l\xc3\xa0", R_LEAD),
	/* Đáp án là */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n l\xc3\xa0", R_LEAD),
	/* Đáp án: */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n:", R_LEAD),
	/* Đáp án cuối cùng là */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n cu\xe1\xbb"
	    "\x91i c\xc3\xb9ng l\xc3\xa0", R_LEAD),
	/* Đáp án cuối cùng: */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n cu\xe1\xbb"
	    "\x91i c\xc3\xb9ng:", R_LEAD),
	/* Đáp án đúng là */
	R("vi", "\xc4\x90\xc3\xa1p \xc3\xa1n \xc4\x91\xc3"
	    "\xbang l\xc3\xa0", R_LEAD),
	/* Polish */
	/* odpowiedź to */
	R("pl", "odpowied\xc5\xba to", R_LEAD),
	/* odpowiedź: */
	R("pl", "odpowied\xc5\xba:", R_LEAD),
	/* odpowiedź wynosi */
	R("pl", "odpowied\xc5\xba wynosi", R_LEAD),
	/* odpowiedź brzmi */
	R("pl", "odpowied\xc5\xba brzmi", R_LEAD),
	/* ostateczna odpowiedź to */
	R("pl", "ostateczna odpowied\xc5\xba to", R_LEAD),
	/* ostateczna odpowiedź: */
	R("pl", "ostateczna odpowied\xc5\xba:", R_LEAD),
	/* ostateczna odpowiedź brzmi */
	R("pl", "ostateczna odpowied\xc5\xba brzmi", R_LEAD),
	/* prawidłowa odpowiedź to */
	R("pl", "prawid\xc5\x82owa odpowied\xc5\xba to", R_LEAD),
	/* poprawna odpowiedź to */
	R("pl", "poprawna odpowied\xc5\xba to", R_LEAD),
	R("pl", "wynik to", R_LEAD),
	R("pl", "wynik wynosi", R_LEAD),
	R("pl", "wynik:", R_LEAD),
	/* wynik końcowy:, ostateczny wynik:, rozwiązanie: */
	R("pl", "wynik ko\xc5\x84" "cowy:", R_LEAD),
	R("pl", "ostateczny wynik:", R_LEAD),
	R("pl", "rozwi\xc4\x85zanie:", R_LEAD),
	/* Ukrainian */
	/* відповідь: */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c:", R_LEAD),
	/* Відповідь: */
	R("uk", "\xd0\x92\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c:", R_LEAD),
	/* відповідь дорівнює */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c \xd0\xb4\xd0"
	    "\xbe\xd1\x80\xd1\x96\xd0\xb2\xd0\xbd\xd1\x8e\xd1"
	    "\x94", R_LEAD),
	/* Відповідь дорівнює */
	R("uk", "\xd0\x92\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c \xd0\xb4\xd0"
	    "\xbe\xd1\x80\xd1\x96\xd0\xb2\xd0\xbd\xd1\x8e\xd1"
	    "\x94", R_LEAD),
	/* відповідь — */
	R("uk", "\xd0\xb2\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* Відповідь — */
	R("uk", "\xd0\x92\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe"
	    "\xd0\xb2\xd1\x96\xd0\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* остаточна відповідь: */
	R("uk", "\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1\x82"
	    "\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c:", R_LEAD),
	/* Остаточна відповідь: */
	R("uk", "\xd0\x9e\xd1\x81\xd1\x82\xd0\xb0\xd1\x82"
	    "\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c:", R_LEAD),
	/* остаточна відповідь — */
	R("uk", "\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1\x82"
	    "\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* Остаточна відповідь — */
	R("uk", "\xd0\x9e\xd1\x81\xd1\x82\xd0\xb0\xd1\x82"
	    "\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* правильна відповідь: */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c:", R_LEAD),
	/* Правильна відповідь: */
	R("uk", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c:", R_LEAD),
	/* правильна відповідь — */
	R("uk", "\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* Правильна відповідь — */
	R("uk", "\xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb8"
	    "\xd0\xbb\xd1\x8c\xd0\xbd\xd0\xb0 \xd0\xb2\xd1"
	    "\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd0"
	    "\xb4\xd1\x8c \xe2\x80\x94", R_LEAD),
	/* результат дорівнює */
	R("uk", "\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb"
	    "\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82 \xd0\xb4\xd0"
	    "\xbe\xd1\x80\xd1\x96\xd0\xb2\xd0\xbd\xd1\x8e\xd1"
	    "\x94", R_LEAD),
	/* Turkish */
	R("tr", "cevap:", R_LEAD),
	R("tr", "cevap", R_LEAD),
	/* yanıt: */
	R("tr", "yan\xc4\xb1t:", R_LEAD),
	/* cevap şudur: */
	R("tr", "cevap \xc5\x9fudur:", R_LEAD),
	R("tr", "nihai cevap:", R_LEAD),
	R("tr", "nihai cevap", R_LEAD),
	/* doğru cevap: */
	R("tr", "do\xc4\x9fru cevap:", R_LEAD),
	/* doğru cevap */
	R("tr", "do\xc4\x9fru cevap", R_LEAD),
	/* sonuç: */
	R("tr", "sonu\xc3\xa7:", R_LEAD),
	/* çözüm: (the solution) */
	R("tr", "\xc3\xa7\xc3\xb6z\xc3\xbcm:", R_LEAD),
	R("tr", "son cevap:", R_LEAD),
	{ NULL, NULL, 0, R_LEAD }
};


/* The number of rows of papo_frame_rows[] and of papo_frame_phrases[]
   (without their ends). */
#define NROWS		(sizeof(papo_frame_rows) / \
			    sizeof(papo_frame_rows[0]) - 1)
#define NPHRASES	(sizeof(papo_frame_phrases) / \
			    sizeof(papo_frame_phrases[0]) - 1)

_Static_assert(NROWS <= PAPO_FRAME_ROWS_MAX, "raise PAPO_FRAME_ROWS_MAX");
_Static_assert(NPHRASES <= PAPO_FRAME_PHRASES_MAX,
    "raise PAPO_FRAME_PHRASES_MAX");

/* The index (answer_frame_impl.h): built once on first use and only read
   after, by every thread: the one static of the module that is not
   const. */
static struct papo_frame_index fidx;
static struct papo_once fidx_once = PAPO_ONCE_INIT;

/* The languages of the rows, in the order of their bits in a mask. */
const char *const papo_frame_langs[] = { "en", "zh", "ja", "ko", "fr", "de",
	"es", "it", "pt", "ru", "th", "bn", "sw", "te", "hi", "ar", "id", "vi",
	"pl", "uk", "tr", NULL };

/* The bit of language l in a mask of papo_frame_langs[] (each of two
   letters: compared byte by byte, the hot readers ask it often). */
unsigned
papo_frame_lang_bit(const char *l)
{
	unsigned k;
	const char *c;

	for (k = 0; (c = papo_frame_langs[k]) != NULL; k++)
		if (c[0] == l[0] && c[1] == l[1] && l[2] == '\0')
			return 1u << k;
	return 0;
}

/* The bucket of row j in fidx.kf_at: its kind, its first byte. */
static unsigned
kf_bucket(size_t j)
{
	const struct row *r = &papo_frame_rows[j];
	unsigned char c = (unsigned char)r->w[0];

	return r->kind * 256u + (c >= 0x80 ? c : (unsigned char)lower(c));
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
	const struct row *rows = papo_frame_rows;
	const struct row *phrases = papo_frame_phrases;
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
	fidx.phrase_alpha = 1;
	for (j = 0; j < NPHRASES; j++) {
		c = (unsigned char)phrases[j].w[0];
		fidx.start_at[c + 1]++;
		if (c < 0x80 && !papo_ascii_alpha((int)c))
			fidx.phrase_alpha = 0;
	}
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
		    (unsigned short)j;
	for (j = 0; j < NROWS; j++) {
		fidx.kind_first[(unsigned char)rows[j].w[0]] |=
		    1u << rows[j].kind;
		fidx.kind_at[rows[j].kind + 1]++;
		fidx.lang_of[j] = papo_frame_lang_bit(rows[j].lang);
	}
	for (c = 1; c <= R_NKINDS; c++)
		fidx.kind_at[c] = (unsigned short)(fidx.kind_at[c] +
		    fidx.kind_at[c - 1]);
	memcpy(fill, fidx.kind_at, sizeof(fidx.kind_at));
	for (j = 0; j < NROWS; j++)
		fidx.by_kind[fill[rows[j].kind]++] =
		    (unsigned short)j;
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
const struct papo_frame_index *
papo_frame_index(void)
{
	papo_once(&fidx_once, fidx_build);
	return &fidx;
}

