/* SPDX-License-Identifier: MIT */
/*
 * answer_giveup.c: the sentences that give up on the problem, per listed
 * language: the solver does not know ("Keine Ahnung.", "わかりません。"),
 * gives up or cannot solve it ("I give up.", "Не могу решить."), calls
 * the problem unsolvable or its information insufficient ("The problem
 * cannot be solved.", "该题无解。"), ill-posed, ambiguous or wrong ("The
 * problem is ill-posed.", "题目有误。"), or refuses ("I can't help with
 * that.").  A value stated after such a sentence is no committed answer:
 * answer_frame.c reads the sentence right before an answer's statement
 * and a reasoning block's last sentence here.
 */
#include <stddef.h>
#include <string.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"

/* G_GIVE: a row of giving up, anywhere in the sentence; G_WHOLE: one
   that is the whole sentence ("No solution."), a sentence that says more
   ("No solution exists for negative x.") restricts it; G_BUT: a
   contrast or a scope after a giving up undoes it ("I had no idea how,
   but then I counted the pens."); G_TIME: a time before now anywhere in
   the sentence does too ("At first I had no idea."). */
enum { G_GIVE, G_WHOLE, G_BUT, G_TIME };

struct giveup_row {
	const char *lang;	/* its language, for the reader */
	const char *w;		/* folded: lower case, ' for ’ */
	unsigned char len, kind;
};

#define G(lang, w, kind)	{ lang, w, sizeof(w) - 1, kind }

static const struct giveup_row giveup_rows[] = {
	/* English */
	G("en", "no idea", G_GIVE),
	G("en", "no clue", G_GIVE),
	G("en", "not a clue", G_GIVE),
	G("en", "i don't know", G_GIVE),
	G("en", "i do not know", G_GIVE),
	G("en", "i dont know", G_GIVE),
	G("en", "don't know how", G_GIVE),
	G("en", "do not know how", G_GIVE),
	G("en", "beats me", G_GIVE),
	G("en", "beyond me", G_GIVE),
	G("en", "too hard for me", G_GIVE),
	G("en", "too difficult for me", G_GIVE),
	G("en", "i give up", G_GIVE),
	G("en", "i gave up", G_GIVE),
	G("en", "giving up", G_GIVE),
	G("en", "throw in the towel", G_GIVE),
	G("en", "throwing in the towel", G_GIVE),
	G("en", "i can't solve", G_GIVE),
	G("en", "i cannot solve", G_GIVE),
	G("en", "i couldn't solve", G_GIVE),
	G("en", "i could not solve", G_GIVE),
	G("en", "i'm unable", G_GIVE),
	G("en", "i am unable", G_GIVE),
	G("en", "i was unable", G_GIVE),
	G("en", "unable to solve", G_GIVE),
	G("en", "unable to determine", G_GIVE),
	G("en", "unable to answer", G_GIVE),
	G("en", "unable to find", G_GIVE),
	G("en", "i'm not able", G_GIVE),
	G("en", "i am not able", G_GIVE),
	G("en", "i couldn't figure", G_GIVE),
	G("en", "i could not figure", G_GIVE),
	G("en", "can't figure", G_GIVE),
	G("en", "cannot figure", G_GIVE),
	G("en", "i'm stuck", G_GIVE),
	G("en", "i am stuck", G_GIVE),
	G("en", "i got stuck", G_GIVE),
	G("en", "i failed to", G_GIVE),
	G("en", "not solvable", G_GIVE),
	G("en", "unsolvable", G_GIVE),
	G("en", "the problem has no solution", G_GIVE),
	G("en", "this problem has no solution", G_GIVE),
	G("en", "the question has no solution", G_GIVE),
	G("en", "the problem cannot be solved", G_GIVE),
	G("en", "this problem cannot be solved", G_GIVE),
	G("en", "this cannot be solved", G_GIVE),
	G("en", "this can't be solved", G_GIVE),
	G("en", "it cannot be solved", G_GIVE),
	G("en", "it can't be solved", G_GIVE),
	G("en", "cannot be determined", G_GIVE),
	G("en", "can't be determined", G_GIVE),
	G("en", "impossible to determine", G_GIVE),
	G("en", "impossible to solve", G_GIVE),
	G("en", "not possible to determine", G_GIVE),
	G("en", "not possible to solve", G_GIVE),
	G("en", "not enough information", G_GIVE),
	G("en", "not enough info", G_GIVE),
	G("en", "isn't enough information", G_GIVE),
	G("en", "is not enough information", G_GIVE),
	G("en", "isn't enough info", G_GIVE),
	G("en", "not enough data", G_GIVE),
	G("en", "insufficient data", G_GIVE),
	G("en", "can't solve this", G_GIVE),
	G("en", "cannot solve this", G_GIVE),
	G("en", "can't solve it", G_GIVE),
	G("en", "cannot solve it", G_GIVE),
	G("en", "can't be done", G_GIVE),
	G("en", "cannot be done", G_GIVE),
	G("en", "insufficient information", G_GIVE),
	G("en", "too little information", G_GIVE),
	G("en", "can't help with", G_GIVE),
	G("en", "cannot help with", G_GIVE),
	G("en", "can't assist with", G_GIVE),
	G("en", "cannot assist with", G_GIVE),
	G("en", "i can't answer", G_GIVE),
	G("en", "i cannot answer", G_GIVE),
	G("en", "i won't answer", G_GIVE),
	G("en", "i will not answer", G_GIVE),
	G("en", "i can't do this", G_GIVE),
	G("en", "i cannot do this", G_GIVE),
	G("en", "no way to know", G_GIVE),
	G("en", "no way to tell", G_GIVE),
	G("en", "no solution", G_WHOLE),
	G("en", "no solution exists", G_WHOLE),
	G("en", "there is no solution", G_WHOLE),
	G("en", "there's no solution", G_WHOLE),
	G("en", "undetermined", G_WHOLE),
	G("en", "indeterminate", G_WHOLE),
	G("en", "unknown", G_WHOLE),
	G("en", "not determinable", G_WHOLE),
	G("en", "unanswerable", G_WHOLE),
	G("en", "but", G_BUT),
	G("en", "however", G_BUT),
	G("en", "though", G_BUT),
	G("en", "although", G_BUT),
	G("en", "until", G_BUT),
	G("en", "yet", G_BUT),
	G("en", "then", G_BUT),
	G("en", "now", G_BUT),
	G("en", "except", G_BUT),
	G("en", "other than", G_BUT),
	G("en", "for", G_BUT),
	G("en", "when", G_BUT),
	G("en", "if", G_BUT),
	G("en", "unless", G_BUT),
	G("en", "only", G_BUT),
	G("en", "at first", G_TIME),
	G("en", "initially", G_TIME),
	G("en", "in the beginning", G_TIME),
	G("en", "earlier", G_TIME),
	/* Chinese, simplified and traditional */
	/* 不会做 */
	G("zh", "\xe4\xb8\x8d\xe4\xbc\x9a\xe5\x81\x9a", G_GIVE),
	/* 我不会 */
	G("zh", "\xe6\x88\x91\xe4\xb8\x8d\xe4\xbc\x9a", G_GIVE),
	/* 不会解 */
	G("zh", "\xe4\xb8\x8d\xe4\xbc\x9a\xe8\xa7\xa3", G_GIVE),
	/* 做不出 */
	G("zh", "\xe5\x81\x9a\xe4\xb8\x8d\xe5\x87\xba", G_GIVE),
	/* 解不出 */
	G("zh", "\xe8\xa7\xa3\xe4\xb8\x8d\xe5\x87\xba", G_GIVE),
	/* 想不出 */
	G("zh", "\xe6\x83\xb3\xe4\xb8\x8d\xe5\x87\xba", G_GIVE),
	/* 不知道 */
	G("zh", "\xe4\xb8\x8d\xe7\x9f\xa5\xe9\x81\x93", G_GIVE),
	/* 没有头绪 */
	G("zh", "\xe6\xb2\xa1\xe6\x9c\x89\xe5\xa4\xb4\xe7\xbb\xaa", G_GIVE),
	/* 毫无头绪 */
	G("zh", "\xe6\xaf\xab\xe6\x97\xa0\xe5\xa4\xb4\xe7\xbb\xaa", G_GIVE),
	/* 沒有頭緒 */
	G("zh", "\xe6\xb2\x92\xe6\x9c\x89\xe9\xa0\xad\xe7\xb7\x92", G_GIVE),
	/* 毫無頭緒 */
	G("zh", "\xe6\xaf\xab\xe7\x84\xa1\xe9\xa0\xad\xe7\xb7\x92", G_GIVE),
	/* 不會做 */
	G("zh", "\xe4\xb8\x8d\xe6\x9c\x83\xe5\x81\x9a", G_GIVE),
	/* 我不會 */
	G("zh", "\xe6\x88\x91\xe4\xb8\x8d\xe6\x9c\x83", G_GIVE),
	/* 不會解 */
	G("zh", "\xe4\xb8\x8d\xe6\x9c\x83\xe8\xa7\xa3", G_GIVE),
	/* 无法解 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe8\xa7\xa3", G_GIVE),
	/* 無法解 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe8\xa7\xa3", G_GIVE),
	/* 无法求 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe6\xb1\x82", G_GIVE),
	/* 無法求 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe6\xb1\x82", G_GIVE),
	/* 无法确定 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe7\xa1\xae\xe5\xae\x9a", G_GIVE),
	/* 無法確定 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe7\xa2\xba\xe5\xae\x9a", G_GIVE),
	/* 无法判断 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe5\x88\xa4\xe6\x96\xad", G_GIVE),
	/* 無法判斷 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe5\x88\xa4\xe6\x96\xb7", G_GIVE),
	/* 无法回答 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe5\x9b\x9e\xe7\xad\x94", G_GIVE),
	/* 無法回答 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe5\x9b\x9e\xe7\xad\x94", G_GIVE),
	/* 无法计算 */
	G("zh", "\xe6\x97\xa0\xe6\xb3\x95\xe8\xae\xa1\xe7\xae\x97", G_GIVE),
	/* 無法計算 */
	G("zh", "\xe7\x84\xa1\xe6\xb3\x95\xe8\xa8\x88\xe7\xae\x97", G_GIVE),
	/* 无解 */
	G("zh", "\xe6\x97\xa0\xe8\xa7\xa3", G_GIVE),
	/* 無解 */
	G("zh", "\xe7\x84\xa1\xe8\xa7\xa3", G_GIVE),
	/* 没有解 */
	G("zh", "\xe6\xb2\xa1\xe6\x9c\x89\xe8\xa7\xa3", G_GIVE),
	/* 沒有解 */
	G("zh", "\xe6\xb2\x92\xe6\x9c\x89\xe8\xa7\xa3", G_GIVE),
	/* 条件不足 */
	G("zh", "\xe6\x9d\xa1\xe4\xbb\xb6\xe4\xb8\x8d\xe8\xb6\xb3", G_GIVE),
	/* 條件不足 */
	G("zh", "\xe6\xa2\x9d\xe4\xbb\xb6\xe4\xb8\x8d\xe8\xb6\xb3", G_GIVE),
	/* 信息不足 */
	G("zh", "\xe4\xbf\xa1\xe6\x81\xaf\xe4\xb8\x8d\xe8\xb6\xb3", G_GIVE),
	/* 資訊不足 */
	G("zh", "\xe8\xb3\x87\xe8\xa8\x8a\xe4\xb8\x8d\xe8\xb6\xb3", G_GIVE),
	/* 放弃 */
	G("zh", "\xe6\x94\xbe\xe5\xbc\x83", G_GIVE),
	/* 放棄 */
	G("zh", "\xe6\x94\xbe\xe6\xa3\x84", G_GIVE),
	/* 认输 */
	G("zh", "\xe8\xae\xa4\xe8\xbe\x93", G_GIVE),
	/* 認輸 */
	G("zh", "\xe8\xaa\x8d\xe8\xbc\xb8", G_GIVE),
	/* 太难了 */
	G("zh", "\xe5\xa4\xaa\xe9\x9a\xbe\xe4\xba\x86", G_GIVE),
	/* 太難了 */
	G("zh", "\xe5\xa4\xaa\xe9\x9b\xa3\xe4\xba\x86", G_GIVE),
	/* 不能帮 */
	G("zh", "\xe4\xb8\x8d\xe8\x83\xbd\xe5\xb8\xae", G_GIVE),
	/* 不能幫 */
	G("zh", "\xe4\xb8\x8d\xe8\x83\xbd\xe5\xb9\xab", G_GIVE),
	/* 无能为力 */
	G("zh", "\xe6\x97\xa0\xe8\x83\xbd\xe4\xb8\xba\xe5\x8a\x9b", G_GIVE),
	/* 無能為力 */
	G("zh", "\xe7\x84\xa1\xe8\x83\xbd\xe7\x82\xba\xe5\x8a\x9b", G_GIVE),
	/* 但 */
	G("zh", "\xe4\xbd\x86", G_BUT),
	/* 不过 */
	G("zh", "\xe4\xb8\x8d\xe8\xbf\x87", G_BUT),
	/* 不過 */
	G("zh", "\xe4\xb8\x8d\xe9\x81\x8e", G_BUT),
	/* 可是 */
	G("zh", "\xe5\x8f\xaf\xe6\x98\xaf", G_BUT),
	/* 然而 */
	G("zh", "\xe7\x84\xb6\xe8\x80\x8c", G_BUT),
	/* 后来 */
	G("zh", "\xe5\x90\x8e\xe6\x9d\xa5", G_BUT),
	/* 後來 */
	G("zh", "\xe5\xbe\x8c\xe4\xbe\x86", G_BUT),
	/* 直到 */
	G("zh", "\xe7\x9b\xb4\xe5\x88\xb0", G_BUT),
	/* 一开始 */
	G("zh", "\xe4\xb8\x80\xe5\xbc\x80\xe5\xa7\x8b", G_TIME),
	/* 一開始 */
	G("zh", "\xe4\xb8\x80\xe9\x96\x8b\xe5\xa7\x8b", G_TIME),
	/* 起初 */
	G("zh", "\xe8\xb5\xb7\xe5\x88\x9d", G_TIME),
	/* 刚开始 */
	G("zh", "\xe5\x88\x9a\xe5\xbc\x80\xe5\xa7\x8b", G_TIME),
	/* 剛開始 */
	G("zh", "\xe5\x89\x9b\xe9\x96\x8b\xe5\xa7\x8b", G_TIME),
	/* Japanese */
	/* わかりません */
	G("ja", "\xe3\x82\x8f\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b"
	    "\xe3\x82\x93", G_GIVE),
	/* 分かりません */
	G("ja", "\xe5\x88\x86\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b"
	    "\xe3\x82\x93", G_GIVE),
	/* わからない */
	G("ja", "\xe3\x82\x8f\xe3\x81\x8b\xe3\x82\x89\xe3\x81\xaa\xe3\x81\x84",
	    G_GIVE),
	/* 分からない */
	G("ja", "\xe5\x88\x86\xe3\x81\x8b\xe3\x82\x89\xe3\x81\xaa\xe3\x81\x84",
	    G_GIVE),
	/* 解けません */
	G("ja", "\xe8\xa7\xa3\xe3\x81\x91\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93",
	    G_GIVE),
	/* 解けない */
	G("ja", "\xe8\xa7\xa3\xe3\x81\x91\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* 解けなかった */
	G("ja", "\xe8\xa7\xa3\xe3\x81\x91\xe3\x81\xaa\xe3\x81\x8b\xe3\x81\xa3"
	    "\xe3\x81\x9f", G_GIVE),
	/* お手上げ */
	G("ja", "\xe3\x81\x8a\xe6\x89\x8b\xe4\xb8\x8a\xe3\x81\x92", G_GIVE),
	/* 諦め */
	G("ja", "\xe8\xab\xa6\xe3\x82\x81", G_GIVE),
	/* あきらめ */
	G("ja", "\xe3\x81\x82\xe3\x81\x8d\xe3\x82\x89\xe3\x82\x81", G_GIVE),
	/* 答えられません */
	G("ja", "\xe7\xad\x94\xe3\x81\x88\xe3\x82\x89\xe3\x82\x8c\xe3\x81\xbe"
	    "\xe3\x81\x9b\xe3\x82\x93", G_GIVE),
	/* 解なし */
	G("ja", "\xe8\xa7\xa3\xe3\x81\xaa\xe3\x81\x97", G_GIVE),
	/* 解がない */
	G("ja", "\xe8\xa7\xa3\xe3\x81\x8c\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* 解はない */
	G("ja", "\xe8\xa7\xa3\xe3\x81\xaf\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* 解は存在しない */
	G("ja", "\xe8\xa7\xa3\xe3\x81\xaf\xe5\xad\x98\xe5\x9c\xa8\xe3\x81\x97"
	    "\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* 求められません */
	G("ja", "\xe6\xb1\x82\xe3\x82\x81\xe3\x82\x89\xe3\x82\x8c\xe3\x81\xbe"
	    "\xe3\x81\x9b\xe3\x82\x93", G_GIVE),
	/* 決定できません */
	G("ja", "\xe6\xb1\xba\xe5\xae\x9a\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xbe"
	    "\xe3\x81\x9b\xe3\x82\x93", G_GIVE),
	/* 特定できません */
	G("ja", "\xe7\x89\xb9\xe5\xae\x9a\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xbe"
	    "\xe3\x81\x9b\xe3\x82\x93", G_GIVE),
	/* 情報が不足 */
	G("ja", "\xe6\x83\x85\xe5\xa0\xb1\xe3\x81\x8c\xe4\xb8\x8d\xe8\xb6\xb3",
	    G_GIVE),
	/* 条件が不足 */
	G("ja", "\xe6\x9d\xa1\xe4\xbb\xb6\xe3\x81\x8c\xe4\xb8\x8d\xe8\xb6\xb3",
	    G_GIVE),
	/* お手伝いできません */
	G("ja", "\xe3\x81\x8a\xe6\x89\x8b\xe4\xbc\x9d\xe3\x81\x84\xe3\x81\xa7"
	    "\xe3\x81\x8d\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93", G_GIVE),
	/* 見当もつかない */
	G("ja", "\xe8\xa6\x8b\xe5\xbd\x93\xe3\x82\x82\xe3\x81\xa4\xe3\x81\x8b"
	    "\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* 見当がつかない */
	G("ja", "\xe8\xa6\x8b\xe5\xbd\x93\xe3\x81\x8c\xe3\x81\xa4\xe3\x81\x8b"
	    "\xe3\x81\xaa\xe3\x81\x84", G_GIVE),
	/* しかし */
	G("ja", "\xe3\x81\x97\xe3\x81\x8b\xe3\x81\x97", G_BUT),
	/* でも */
	G("ja", "\xe3\x81\xa7\xe3\x82\x82", G_BUT),
	/* けど */
	G("ja", "\xe3\x81\x91\xe3\x81\xa9", G_BUT),
	/* けれど */
	G("ja", "\xe3\x81\x91\xe3\x82\x8c\xe3\x81\xa9", G_BUT),
	/* ところが */
	G("ja", "\xe3\x81\xa8\xe3\x81\x93\xe3\x82\x8d\xe3\x81\x8c", G_BUT),
	/* 最初は */
	G("ja", "\xe6\x9c\x80\xe5\x88\x9d\xe3\x81\xaf", G_TIME),
	/* 初めは */
	G("ja", "\xe5\x88\x9d\xe3\x82\x81\xe3\x81\xaf", G_TIME),
	/* はじめは */
	G("ja", "\xe3\x81\xaf\xe3\x81\x98\xe3\x82\x81\xe3\x81\xaf", G_TIME),
	/* Korean */
	/* 모르겠 */
	G("ko", "\xeb\xaa\xa8\xeb\xa5\xb4\xea\xb2\xa0", G_GIVE),
	/* 모릅니다 */
	G("ko", "\xeb\xaa\xa8\xeb\xa6\x85\xeb\x8b\x88\xeb\x8b\xa4", G_GIVE),
	/* 몰라요 */
	G("ko", "\xeb\xaa\xb0\xeb\x9d\xbc\xec\x9a\x94", G_GIVE),
	/* 풀 수 없 */
	G("ko", "\xed\x92\x80 \xec\x88\x98 \xec\x97\x86", G_GIVE),
	/* 풀지 못 */
	G("ko", "\xed\x92\x80\xec\xa7\x80 \xeb\xaa\xbb", G_GIVE),
	/* 못 풀 */
	G("ko", "\xeb\xaa\xbb \xed\x92\x80", G_GIVE),
	/* 포기 */
	G("ko", "\xed\x8f\xac\xea\xb8\xb0", G_GIVE),
	/* 두 손 들었 */
	G("ko", "\xeb\x91\x90 \xec\x86\x90 \xeb\x93\xa4\xec\x97\x88", G_GIVE),
	/* 해가 없 */
	G("ko", "\xed\x95\xb4\xea\xb0\x80 \xec\x97\x86", G_GIVE),
	/* 답이 없 */
	G("ko", "\xeb\x8b\xb5\xec\x9d\xb4 \xec\x97\x86", G_GIVE),
	/* 알 수 없 */
	G("ko", "\xec\x95\x8c \xec\x88\x98 \xec\x97\x86", G_GIVE),
	/* 결정할 수 없 */
	G("ko", "\xea\xb2\xb0\xec\xa0\x95\xed\x95\xa0 \xec\x88\x98 \xec\x97"
	    "\x86", G_GIVE),
	/* 구할 수 없 */
	G("ko", "\xea\xb5\xac\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86", G_GIVE),
	/* 정보가 부족 */
	G("ko", "\xec\xa0\x95\xeb\xb3\xb4\xea\xb0\x80 \xeb\xb6\x80\xec\xa1"
	    "\xb1", G_GIVE),
	/* 조건이 부족 */
	G("ko", "\xec\xa1\xb0\xea\xb1\xb4\xec\x9d\xb4 \xeb\xb6\x80\xec\xa1"
	    "\xb1", G_GIVE),
	/* 도와드릴 수 없 */
	G("ko", "\xeb\x8f\x84\xec\x99\x80\xeb\x93\x9c\xeb\xa6\xb4 \xec\x88"
	    "\x98 \xec\x97\x86", G_GIVE),
	/* 하지만 */
	G("ko", "\xed\x95\x98\xec\xa7\x80\xeb\xa7\x8c", G_BUT),
	/* 그러나 */
	G("ko", "\xea\xb7\xb8\xeb\x9f\xac\xeb\x82\x98", G_BUT),
	/* 지만 */
	G("ko", "\xec\xa7\x80\xeb\xa7\x8c", G_BUT),
	/* 그런데 */
	G("ko", "\xea\xb7\xb8\xeb\x9f\xb0\xeb\x8d\xb0", G_BUT),
	/* 처음에는 */
	G("ko", "\xec\xb2\x98\xec\x9d\x8c\xec\x97\x90\xeb\x8a\x94", G_TIME),
	/* 처음엔 */
	G("ko", "\xec\xb2\x98\xec\x9d\x8c\xec\x97\x94", G_TIME),
	/* French */
	/* aucune idée */
	G("fr", "aucune id\xc3\xa9" "e", G_GIVE),
	G("fr", "je ne sais pas", G_GIVE),
	G("fr", "je sais pas", G_GIVE),
	G("fr", "j'en sais rien", G_GIVE),
	G("fr", "je n'en sais rien", G_GIVE),
	G("fr", "je n'y arrive pas", G_GIVE),
	G("fr", "j'abandonne", G_GIVE),
	/* jette l'éponge */
	G("fr", "jette l'\xc3\xa9ponge", G_GIVE),
	G("fr", "je laisse tomber", G_GIVE),
	G("fr", "je renonce", G_GIVE),
	G("fr", "je n'arrive pas", G_GIVE),
	/* je ne peux pas résoudre */
	G("fr", "je ne peux pas r\xc3\xa9soudre", G_GIVE),
	G("fr", "je ne parviens pas", G_GIVE),
	/* impossible à résoudre */
	G("fr", "impossible \xc3\xa0 r\xc3\xa9soudre", G_GIVE),
	/* impossible de résoudre */
	G("fr", "impossible de r\xc3\xa9soudre", G_GIVE),
	/* impossible de déterminer */
	G("fr", "impossible de d\xc3\xa9terminer", G_GIVE),
	/* impossible à déterminer */
	G("fr", "impossible \xc3\xa0 d\xc3\xa9terminer", G_GIVE),
	G("fr", "n'a pas de solution", G_GIVE),
	G("fr", "n'admet pas de solution", G_GIVE),
	G("fr", "aucune solution", G_GIVE),
	G("fr", "sans solution", G_GIVE),
	/* ne peut pas être résolu */
	G("fr", "ne peut pas \xc3\xaatre r\xc3\xa9solu", G_GIVE),
	/* ne peut être résolu */
	G("fr", "ne peut \xc3\xaatre r\xc3\xa9solu", G_GIVE),
	/* ne peut pas être déterminé */
	G("fr", "ne peut pas \xc3\xaatre d\xc3\xa9termin\xc3\xa9", G_GIVE),
	G("fr", "informations insuffisantes", G_GIVE),
	G("fr", "pas assez d'informations", G_GIVE),
	G("fr", "trop difficile pour moi", G_GIVE),
	/* je ne peux pas répondre */
	G("fr", "je ne peux pas r\xc3\xa9pondre", G_GIVE),
	G("fr", "je ne peux pas vous aider", G_GIVE),
	G("fr", "je ne peux pas aider", G_GIVE),
	G("fr", "je bloque", G_GIVE),
	/* je suis bloqué */
	G("fr", "je suis bloqu\xc3\xa9", G_GIVE),
	/* je suis bloquée */
	G("fr", "je suis bloqu\xc3\xa9" "e", G_GIVE),
	/* je n'ai aucune idée */
	G("fr", "je n'ai aucune id\xc3\xa9" "e", G_GIVE),
	G("fr", "pas de solution", G_WHOLE),
	G("fr", "mais", G_BUT),
	G("fr", "pourtant", G_BUT),
	G("fr", "cependant", G_BUT),
	G("fr", "puis", G_BUT),
	G("fr", "sauf", G_BUT),
	G("fr", "pour", G_BUT),
	G("fr", "quand", G_BUT),
	G("fr", "si", G_BUT),
	/* jusqu'à */
	G("fr", "jusqu'\xc3\xa0", G_BUT),
	/* au début */
	G("fr", "au d\xc3\xa9" "but", G_TIME),
	G("fr", "d'abord", G_TIME),
	/* au départ */
	G("fr", "au d\xc3\xa9part", G_TIME),
	/* German */
	G("de", "keine ahnung", G_GIVE),
	/* weiß nicht */
	G("de", "wei\xc3\x9f nicht", G_GIVE),
	G("de", "weiss nicht", G_GIVE),
	G("de", "komme nicht weiter", G_GIVE),
	G("de", "ich gebe auf", G_GIVE),
	G("de", "komme hier nicht weiter", G_GIVE),
	G("de", "komme da nicht weiter", G_GIVE),
	G("de", "komme ich nicht weiter", G_GIVE),
	G("de", "gebe auf", G_GIVE),
	/* the idiom's other spellings: "geb's", a pronoun between */
	G("de", "geb's auf", G_GIVE),
	G("de", "gebs auf", G_GIVE),
	G("de", "geb auf", G_GIVE),
	G("de", "gebe es auf", G_GIVE),
	G("de", "geb es auf", G_GIVE),
	G("de", "gebe mich geschlagen", G_GIVE),
	G("de", "geb mich geschlagen", G_GIVE),
	G("de", "werfe das handtuch", G_GIVE),
	/* nicht lösbar */
	G("de", "nicht l\xc3\xb6sbar", G_GIVE),
	/* unlösbar */
	G("de", "unl\xc3\xb6sbar", G_GIVE),
	/* nicht lösen */
	G("de", "nicht l\xc3\xb6sen", G_GIVE),
	/* keine lösung */
	G("de", "keine l\xc3\xb6sung", G_GIVE),
	G("de", "nicht bestimmbar", G_GIVE),
	G("de", "nicht bestimmen", G_GIVE),
	G("de", "nicht ermitteln", G_GIVE),
	G("de", "nicht genug informationen", G_GIVE),
	G("de", "zu wenige informationen", G_GIVE),
	G("de", "zu wenig informationen", G_GIVE),
	G("de", "unzureichende informationen", G_GIVE),
	/* zu schwer für mich */
	G("de", "zu schwer f\xc3\xbcr mich", G_GIVE),
	/* zu schwierig für mich */
	G("de", "zu schwierig f\xc3\xbcr mich", G_GIVE),
	G("de", "kann ich nicht beantworten", G_GIVE),
	G("de", "kann ich nicht helfen", G_GIVE),
	G("de", "ich kann nicht helfen", G_GIVE),
	/* hänge fest */
	G("de", "h\xc3\xa4nge fest", G_GIVE),
	G("de", "ich stecke fest", G_GIVE),
	G("de", "keinen schimmer", G_GIVE),
	G("de", "aber", G_BUT),
	G("de", "jedoch", G_BUT),
	G("de", "doch", G_BUT),
	G("de", "dann", G_BUT),
	/* außer */
	G("de", "au\xc3\x9f" "er", G_BUT),
	/* für */
	G("de", "f\xc3\xbcr", G_BUT),
	G("de", "wenn", G_BUT),
	G("de", "falls", G_BUT),
	G("de", "bis", G_BUT),
	G("de", "zuerst", G_TIME),
	G("de", "anfangs", G_TIME),
	/* zunächst */
	G("de", "zun\xc3\xa4" "chst", G_TIME),
	G("de", "am anfang", G_TIME),
	/* Spanish */
	/* no lo sé */
	G("es", "no lo s\xc3\xa9", G_GIVE),
	/* no sé */
	G("es", "no s\xc3\xa9", G_GIVE),
	G("es", "ni idea", G_GIVE),
	G("es", "no tengo idea", G_GIVE),
	G("es", "no tengo ni idea", G_GIVE),
	G("es", "me rindo", G_GIVE),
	G("es", "me doy por vencido", G_GIVE),
	G("es", "me doy por vencida", G_GIVE),
	G("es", "tiro la toalla", G_GIVE),
	/* me rendí */
	G("es", "me rend\xc3\xad", G_GIVE),
	G("es", "no puedo resolver", G_GIVE),
	G("es", "no pude resolver", G_GIVE),
	G("es", "no logro", G_GIVE),
	G("es", "no consigo", G_GIVE),
	/* no tiene solución */
	G("es", "no tiene soluci\xc3\xb3n", G_GIVE),
	/* sin solución */
	G("es", "sin soluci\xc3\xb3n", G_GIVE),
	/* no hay solución */
	G("es", "no hay soluci\xc3\xb3n", G_GIVE),
	/* ninguna solución */
	G("es", "ninguna soluci\xc3\xb3n", G_GIVE),
	G("es", "no se puede resolver", G_GIVE),
	G("es", "no se puede determinar", G_GIVE),
	G("es", "imposible de determinar", G_GIVE),
	G("es", "imposible determinar", G_GIVE),
	G("es", "imposible de resolver", G_GIVE),
	/* información insuficiente */
	G("es", "informaci\xc3\xb3n insuficiente", G_GIVE),
	/* no hay suficiente información */
	G("es", "no hay suficiente informaci\xc3\xb3n", G_GIVE),
	/* demasiado difícil para mí */
	G("es", "demasiado dif\xc3\xad" "cil para m\xc3\xad", G_GIVE),
	G("es", "no puedo ayudar", G_GIVE),
	G("es", "no puedo responder", G_GIVE),
	G("es", "estoy atascado", G_GIVE),
	G("es", "estoy atascada", G_GIVE),
	G("es", "pero", G_BUT),
	G("es", "sin embargo", G_BUT),
	G("es", "aunque", G_BUT),
	G("es", "luego", G_BUT),
	/* después */
	G("es", "despu\xc3\xa9s", G_BUT),
	G("es", "salvo", G_BUT),
	G("es", "excepto", G_BUT),
	G("es", "para", G_BUT),
	G("es", "cuando", G_BUT),
	G("es", "si", G_BUT),
	G("es", "hasta", G_BUT),
	G("es", "al principio", G_TIME),
	G("es", "al inicio", G_TIME),
	G("es", "inicialmente", G_TIME),
	/* Italian */
	G("it", "non lo so", G_GIVE),
	G("it", "non so", G_GIVE),
	G("it", "nessuna idea", G_GIVE),
	G("it", "non ne ho idea", G_GIVE),
	G("it", "non ho idea", G_GIVE),
	G("it", "mi arrendo", G_GIVE),
	G("it", "getto la spugna", G_GIVE),
	G("it", "ci rinuncio", G_GIVE),
	G("it", "non riesco", G_GIVE),
	G("it", "non posso risolvere", G_GIVE),
	G("it", "non ha soluzione", G_GIVE),
	G("it", "non ha soluzioni", G_GIVE),
	G("it", "nessuna soluzione", G_GIVE),
	G("it", "senza soluzione", G_GIVE),
	/* non si può risolvere */
	G("it", "non si pu\xc3\xb2 risolvere", G_GIVE),
	/* non si può determinare */
	G("it", "non si pu\xc3\xb2 determinare", G_GIVE),
	G("it", "impossibile da determinare", G_GIVE),
	G("it", "impossibile determinare", G_GIVE),
	G("it", "impossibile risolvere", G_GIVE),
	G("it", "informazioni insufficienti", G_GIVE),
	G("it", "troppo difficile per me", G_GIVE),
	G("it", "non posso aiutare", G_GIVE),
	G("it", "non posso rispondere", G_GIVE),
	G("it", "sono bloccato", G_GIVE),
	G("it", "sono bloccata", G_GIVE),
	G("it", "ma", G_BUT),
	/* però */
	G("it", "per\xc3\xb2", G_BUT),
	G("it", "tuttavia", G_BUT),
	G("it", "poi", G_BUT),
	G("it", "tranne", G_BUT),
	G("it", "per", G_BUT),
	G("it", "quando", G_BUT),
	G("it", "se", G_BUT),
	/* finché */
	G("it", "finch\xc3\xa9", G_BUT),
	G("it", "all'inizio", G_TIME),
	G("it", "inizialmente", G_TIME),
	/* Portuguese */
	/* não sei */
	G("pt", "n\xc3\xa3o sei", G_GIVE),
	/* não faço ideia */
	G("pt", "n\xc3\xa3o fa\xc3\xa7o ideia", G_GIVE),
	G("pt", "nenhuma ideia", G_GIVE),
	G("pt", "sem ideia", G_GIVE),
	G("pt", "desisto", G_GIVE),
	G("pt", "jogo a toalha", G_GIVE),
	G("pt", "eu me rendo", G_GIVE),
	/* não consigo */
	G("pt", "n\xc3\xa3o consigo", G_GIVE),
	/* não posso resolver */
	G("pt", "n\xc3\xa3o posso resolver", G_GIVE),
	/* não tem solução */
	G("pt", "n\xc3\xa3o tem solu\xc3\xa7\xc3\xa3o", G_GIVE),
	/* sem solução */
	G("pt", "sem solu\xc3\xa7\xc3\xa3o", G_GIVE),
	/* nenhuma solução */
	G("pt", "nenhuma solu\xc3\xa7\xc3\xa3o", G_GIVE),
	/* não há solução */
	G("pt", "n\xc3\xa3o h\xc3\xa1 solu\xc3\xa7\xc3\xa3o", G_GIVE),
	/* não pode ser resolvido */
	G("pt", "n\xc3\xa3o pode ser resolvido", G_GIVE),
	/* não é possível determinar */
	G("pt", "n\xc3\xa3o \xc3\xa9 poss\xc3\xadvel determinar", G_GIVE),
	/* impossível determinar */
	G("pt", "imposs\xc3\xadvel determinar", G_GIVE),
	/* impossível de determinar */
	G("pt", "imposs\xc3\xadvel de determinar", G_GIVE),
	/* informações insuficientes */
	G("pt", "informa\xc3\xa7\xc3\xb5" "es insuficientes", G_GIVE),
	/* informação insuficiente */
	G("pt", "informa\xc3\xa7\xc3\xa3o insuficiente", G_GIVE),
	/* difícil demais para mim */
	G("pt", "dif\xc3\xad" "cil demais para mim", G_GIVE),
	/* não posso ajudar */
	G("pt", "n\xc3\xa3o posso ajudar", G_GIVE),
	/* não posso responder */
	G("pt", "n\xc3\xa3o posso responder", G_GIVE),
	G("pt", "estou travado", G_GIVE),
	G("pt", "estou travada", G_GIVE),
	G("pt", "estou preso", G_GIVE),
	G("pt", "mas", G_BUT),
	/* porém */
	G("pt", "por\xc3\xa9m", G_BUT),
	G("pt", "contudo", G_BUT),
	G("pt", "depois", G_BUT),
	G("pt", "exceto", G_BUT),
	G("pt", "para", G_BUT),
	G("pt", "quando", G_BUT),
	G("pt", "se", G_BUT),
	/* até */
	G("pt", "at\xc3\xa9", G_BUT),
	/* no início */
	G("pt", "no in\xc3\xad" "cio", G_TIME),
	/* no começo */
	G("pt", "no come\xc3\xa7o", G_TIME),
	G("pt", "inicialmente", G_TIME),
	/* Russian */
	/* не знаю */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x8e", G_GIVE),
	/* понятия не имею */
	G("ru", "\xd0\xbf\xd0\xbe\xd0\xbd\xd1\x8f\xd1\x82\xd0\xb8\xd1\x8f "
	    "\xd0\xbd\xd0\xb5 \xd0\xb8\xd0\xbc\xd0\xb5\xd1\x8e", G_GIVE),
	/* без понятия */
	G("ru", "\xd0\xb1\xd0\xb5\xd0\xb7 \xd0\xbf\xd0\xbe\xd0\xbd\xd1\x8f"
	    "\xd1\x82\xd0\xb8\xd1\x8f", G_GIVE),
	/* сдаюсь */
	G("ru", "\xd1\x81\xd0\xb4\xd0\xb0\xd1\x8e\xd1\x81\xd1\x8c", G_GIVE),
	/* я пас */
	G("ru", "\xd1\x8f \xd0\xbf\xd0\xb0\xd1\x81", G_GIVE),
	/* пасую */
	G("ru", "\xd0\xbf\xd0\xb0\xd1\x81\xd1\x83\xd1\x8e", G_GIVE),
	/* не могу решить */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb3\xd1\x83 \xd1\x80"
	    "\xd0\xb5\xd1\x88\xd0\xb8\xd1\x82\xd1\x8c", G_GIVE),
	/* не смог решить */
	G("ru", "\xd0\xbd\xd0\xb5 \xd1\x81\xd0\xbc\xd0\xbe\xd0\xb3 \xd1\x80"
	    "\xd0\xb5\xd1\x88\xd0\xb8\xd1\x82\xd1\x8c", G_GIVE),
	/* не смогла решить */
	G("ru", "\xd0\xbd\xd0\xb5 \xd1\x81\xd0\xbc\xd0\xbe\xd0\xb3\xd0\xbb"
	    "\xd0\xb0 \xd1\x80\xd0\xb5\xd1\x88\xd0\xb8\xd1\x82\xd1\x8c",
	    G_GIVE),
	/* не получается */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87"
	    "\xd0\xb0\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f", G_GIVE),
	/* не имеет решения */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xb8\xd0\xbc\xd0\xb5\xd0\xb5\xd1\x82 "
	    "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f", G_GIVE),
	/* не имеет решений */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xb8\xd0\xbc\xd0\xb5\xd0\xb5\xd1\x82 "
	    "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb9", G_GIVE),
	/* нет решения */
	G("ru", "\xd0\xbd\xd0\xb5\xd1\x82 \xd1\x80\xd0\xb5\xd1\x88\xd0\xb5"
	    "\xd0\xbd\xd0\xb8\xd1\x8f", G_GIVE),
	/* нет решений */
	G("ru", "\xd0\xbd\xd0\xb5\xd1\x82 \xd1\x80\xd0\xb5\xd1\x88\xd0\xb5"
	    "\xd0\xbd\xd0\xb8\xd0\xb9", G_GIVE),
	/* решений нет */
	G("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb9 "
	    "\xd0\xbd\xd0\xb5\xd1\x82", G_GIVE),
	/* решения нет */
	G("ru", "\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f "
	    "\xd0\xbd\xd0\xb5\xd1\x82", G_GIVE),
	/* нельзя решить */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xb7\xd1\x8f \xd1\x80"
	    "\xd0\xb5\xd1\x88\xd0\xb8\xd1\x82\xd1\x8c", G_GIVE),
	/* невозможно решить */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0"
	    "\xb6\xd0\xbd\xd0\xbe \xd1\x80\xd0\xb5\xd1\x88\xd0\xb8\xd1\x82"
	    "\xd1\x8c", G_GIVE),
	/* невозможно определить */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0"
	    "\xb6\xd0\xbd\xd0\xbe \xd0\xbe\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4"
	    "\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x82\xd1\x8c", G_GIVE),
	/* нельзя определить */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xb7\xd1\x8f \xd0\xbe"
	    "\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x82"
	    "\xd1\x8c", G_GIVE),
	/* недостаточно данных */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1"
	    "\x82\xd0\xbe\xd1\x87\xd0\xbd\xd0\xbe \xd0\xb4\xd0\xb0\xd0\xbd"
	    "\xd0\xbd\xd1\x8b\xd1\x85", G_GIVE),
	/* недостаточно информации */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1"
	    "\x82\xd0\xbe\xd1\x87\xd0\xbd\xd0\xbe \xd0\xb8\xd0\xbd\xd1\x84"
	    "\xd0\xbe\xd1\x80\xd0\xbc\xd0\xb0\xd1\x86\xd0\xb8\xd0\xb8", G_GIVE),
	/* слишком сложно для меня */
	G("ru", "\xd1\x81\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc "
	    "\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe \xd0\xb4\xd0"
	    "\xbb\xd1\x8f \xd0\xbc\xd0\xb5\xd0\xbd\xd1\x8f", G_GIVE),
	/* не могу помочь */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb3\xd1\x83 \xd0\xbf"
	    "\xd0\xbe\xd0\xbc\xd0\xbe\xd1\x87\xd1\x8c", G_GIVE),
	/* не могу ответить */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb3\xd1\x83 \xd0\xbe"
	    "\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd0\xb8\xd1\x82\xd1\x8c", G_GIVE),
	/* не представляю */
	G("ru", "\xd0\xbd\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd1\x81"
	    "\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8f\xd1\x8e", G_GIVE),
	/* но */
	G("ru", "\xd0\xbd\xd0\xbe", G_BUT),
	/* однако */
	G("ru", "\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0\xd0\xba\xd0\xbe", G_BUT),
	/* потом */
	G("ru", "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc", G_BUT),
	/* затем */
	G("ru", "\xd0\xb7\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbc", G_BUT),
	/* кроме */
	G("ru", "\xd0\xba\xd1\x80\xd0\xbe\xd0\xbc\xd0\xb5", G_BUT),
	/* для */
	G("ru", "\xd0\xb4\xd0\xbb\xd1\x8f", G_BUT),
	/* при */
	G("ru", "\xd0\xbf\xd1\x80\xd0\xb8", G_BUT),
	/* если */
	G("ru", "\xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8", G_BUT),
	/* пока */
	G("ru", "\xd0\xbf\xd0\xbe\xd0\xba\xd0\xb0", G_BUT),
	/* сначала */
	G("ru", "\xd1\x81\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb0\xd0\xbb\xd0\xb0",
	    G_TIME),
	/* поначалу */
	G("ru", "\xd0\xbf\xd0\xbe\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb0\xd0\xbb\xd1"
	    "\x83", G_TIME),
	/* вначале */
	G("ru", "\xd0\xb2\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb0\xd0\xbb\xd0\xb5",
	    G_TIME),
	/* Ukrainian */
	/* не знаю */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xb0\xd1\x8e", G_GIVE),
	/* гадки не маю */
	G("uk", "\xd0\xb3\xd0\xb0\xd0\xb4\xd0\xba\xd0\xb8 \xd0\xbd\xd0\xb5 "
	    "\xd0\xbc\xd0\xb0\xd1\x8e", G_GIVE),
	/* поняття не маю */
	G("uk", "\xd0\xbf\xd0\xbe\xd0\xbd\xd1\x8f\xd1\x82\xd1\x82\xd1\x8f "
	    "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xb0\xd1\x8e", G_GIVE),
	/* здаюся */
	G("uk", "\xd0\xb7\xd0\xb4\xd0\xb0\xd1\x8e\xd1\x81\xd1\x8f", G_GIVE),
	/* не можу розв'язати */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd1\x83 \xd1\x80"
	    "\xd0\xbe\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7\xd0\xb0\xd1\x82\xd0"
	    "\xb8", G_GIVE),
	/* не вдається */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xb2\xd0\xb4\xd0\xb0\xd1\x94\xd1\x82"
	    "\xd1\x8c\xd1\x81\xd1\x8f", G_GIVE),
	/* не має розв'язку */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xb0\xd1\x94 \xd1\x80\xd0\xbe"
	    "\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7\xd0\xba\xd1\x83", G_GIVE),
	/* не має розв'язків */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xb0\xd1\x94 \xd1\x80\xd0\xbe"
	    "\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7\xd0\xba\xd1\x96\xd0\xb2",
	    G_GIVE),
	/* немає розв'язку */
	G("uk", "\xd0\xbd\xd0\xb5\xd0\xbc\xd0\xb0\xd1\x94 \xd1\x80\xd0\xbe"
	    "\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7\xd0\xba\xd1\x83", G_GIVE),
	/* розв'язків немає */
	G("uk", "\xd1\x80\xd0\xbe\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7\xd0\xba"
	    "\xd1\x96\xd0\xb2 \xd0\xbd\xd0\xb5\xd0\xbc\xd0\xb0\xd1\x94",
	    G_GIVE),
	/* неможливо визначити */
	G("uk", "\xd0\xbd\xd0\xb5\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbb\xd0\xb8\xd0"
	    "\xb2\xd0\xbe \xd0\xb2\xd0\xb8\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87"
	    "\xd0\xb8\xd1\x82\xd0\xb8", G_GIVE),
	/* неможливо розв'язати */
	G("uk", "\xd0\xbd\xd0\xb5\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbb\xd0\xb8\xd0"
	    "\xb2\xd0\xbe \xd1\x80\xd0\xbe\xd0\xb7\xd0\xb2'\xd1\x8f\xd0\xb7"
	    "\xd0\xb0\xd1\x82\xd0\xb8", G_GIVE),
	/* недостатньо даних */
	G("uk", "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1"
	    "\x82\xd0\xbd\xd1\x8c\xd0\xbe \xd0\xb4\xd0\xb0\xd0\xbd\xd0\xb8"
	    "\xd1\x85", G_GIVE),
	/* недостатньо інформації */
	G("uk", "\xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1"
	    "\x82\xd0\xbd\xd1\x8c\xd0\xbe \xd1\x96\xd0\xbd\xd1\x84\xd0\xbe"
	    "\xd1\x80\xd0\xbc\xd0\xb0\xd1\x86\xd1\x96\xd1\x97", G_GIVE),
	/* не можу допомогти */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd1\x83 \xd0\xb4"
	    "\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbc\xd0\xbe\xd0\xb3\xd1\x82\xd0\xb8",
	    G_GIVE),
	/* не можу відповісти */
	G("uk", "\xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd1\x83 \xd0\xb2"
	    "\xd1\x96\xd0\xb4\xd0\xbf\xd0\xbe\xd0\xb2\xd1\x96\xd1\x81\xd1\x82"
	    "\xd0\xb8", G_GIVE),
	/* але */
	G("uk", "\xd0\xb0\xd0\xbb\xd0\xb5", G_BUT),
	/* проте */
	G("uk", "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x82\xd0\xb5", G_BUT),
	/* потім */
	G("uk", "\xd0\xbf\xd0\xbe\xd1\x82\xd1\x96\xd0\xbc", G_BUT),
	/* крім */
	G("uk", "\xd0\xba\xd1\x80\xd1\x96\xd0\xbc", G_BUT),
	/* для */
	G("uk", "\xd0\xb4\xd0\xbb\xd1\x8f", G_BUT),
	/* при */
	G("uk", "\xd0\xbf\xd1\x80\xd0\xb8", G_BUT),
	/* якщо */
	G("uk", "\xd1\x8f\xd0\xba\xd1\x89\xd0\xbe", G_BUT),
	/* поки */
	G("uk", "\xd0\xbf\xd0\xbe\xd0\xba\xd0\xb8", G_BUT),
	/* спочатку */
	G("uk", "\xd1\x81\xd0\xbf\xd0\xbe\xd1\x87\xd0\xb0\xd1\x82\xd0\xba\xd1"
	    "\x83", G_TIME),
	/* спершу */
	G("uk", "\xd1\x81\xd0\xbf\xd0\xb5\xd1\x80\xd1\x88\xd1\x83", G_TIME),
	/* Polish */
	G("pl", "nie wiem", G_GIVE),
	/* nie mam pojęcia */
	G("pl", "nie mam poj\xc4\x99" "cia", G_GIVE),
	/* bez pojęcia */
	G("pl", "bez poj\xc4\x99" "cia", G_GIVE),
	/* poddaję się */
	G("pl", "poddaj\xc4\x99 si\xc4\x99", G_GIVE),
	/* daję za wygraną */
	G("pl", "daj\xc4\x99 za wygran\xc4\x85", G_GIVE),
	/* nie potrafię */
	G("pl", "nie potrafi\xc4\x99", G_GIVE),
	G("pl", "nie umiem", G_GIVE),
	/* nie mogę rozwiązać */
	G("pl", "nie mog\xc4\x99 rozwi\xc4\x85za\xc4\x87", G_GIVE),
	/* nie ma rozwiązania */
	G("pl", "nie ma rozwi\xc4\x85zania", G_GIVE),
	/* nie ma rozwiązań */
	G("pl", "nie ma rozwi\xc4\x85za\xc5\x84", G_GIVE),
	/* brak rozwiązania */
	G("pl", "brak rozwi\xc4\x85zania", G_GIVE),
	/* brak rozwiązań */
	G("pl", "brak rozwi\xc4\x85za\xc5\x84", G_GIVE),
	/* nie da się rozwiązać */
	G("pl", "nie da si\xc4\x99 rozwi\xc4\x85za\xc4\x87", G_GIVE),
	/* nie da się określić */
	G("pl", "nie da si\xc4\x99 okre\xc5\x9bli\xc4\x87", G_GIVE),
	/* nie można określić */
	G("pl", "nie mo\xc5\xbcna okre\xc5\x9bli\xc4\x87", G_GIVE),
	/* nie można rozwiązać */
	G("pl", "nie mo\xc5\xbcna rozwi\xc4\x85za\xc4\x87", G_GIVE),
	/* za mało informacji */
	G("pl", "za ma\xc5\x82o informacji", G_GIVE),
	/* za mało danych */
	G("pl", "za ma\xc5\x82o danych", G_GIVE),
	/* niewystarczające dane */
	G("pl", "niewystarczaj\xc4\x85" "ce dane", G_GIVE),
	G("pl", "zbyt trudne dla mnie", G_GIVE),
	/* nie mogę pomóc */
	G("pl", "nie mog\xc4\x99 pom\xc3\xb3" "c", G_GIVE),
	/* nie mogę odpowiedzieć */
	G("pl", "nie mog\xc4\x99 odpowiedzie\xc4\x87", G_GIVE),
	/* utknąłem */
	G("pl", "utkn\xc4\x85\xc5\x82" "em", G_GIVE),
	/* utknęłam */
	G("pl", "utkn\xc4\x99\xc5\x82" "am", G_GIVE),
	G("pl", "ale", G_BUT),
	G("pl", "jednak", G_BUT),
	G("pl", "potem", G_BUT),
	/* oprócz */
	G("pl", "opr\xc3\xb3" "cz", G_BUT),
	G("pl", "dla", G_BUT),
	G("pl", "gdy", G_BUT),
	/* jeśli */
	G("pl", "je\xc5\x9bli", G_BUT),
	/* dopóki */
	G("pl", "dop\xc3\xb3ki", G_BUT),
	G("pl", "najpierw", G_TIME),
	/* początkowo */
	G("pl", "pocz\xc4\x85tkowo", G_TIME),
	/* na początku */
	G("pl", "na pocz\xc4\x85tku", G_TIME),
	/* Turkish */
	G("tr", "bilmiyorum", G_GIVE),
	/* hiçbir fikrim yok */
	G("tr", "hi\xc3\xa7" "bir fikrim yok", G_GIVE),
	G("tr", "fikrim yok", G_GIVE),
	G("tr", "pes ediyorum", G_GIVE),
	/* vazgeçtim */
	G("tr", "vazge\xc3\xa7tim", G_GIVE),
	/* vazgeçiyorum */
	G("tr", "vazge\xc3\xa7iyorum", G_GIVE),
	/* çözemiyorum */
	G("tr", "\xc3\xa7\xc3\xb6zemiyorum", G_GIVE),
	/* çözemedim */
	G("tr", "\xc3\xa7\xc3\xb6zemedim", G_GIVE),
	/* çözümü yok */
	G("tr", "\xc3\xa7\xc3\xb6z\xc3\xbcm\xc3\xbc yok", G_GIVE),
	/* çözüm yok */
	G("tr", "\xc3\xa7\xc3\xb6z\xc3\xbcm yok", G_GIVE),
	/* çözülemez */
	G("tr", "\xc3\xa7\xc3\xb6z\xc3\xbclemez", G_GIVE),
	G("tr", "belirlenemez", G_GIVE),
	G("tr", "bilgi yetersiz", G_GIVE),
	G("tr", "yetersiz bilgi", G_GIVE),
	/* yardımcı olamam */
	G("tr", "yard\xc4\xb1mc\xc4\xb1 olamam", G_GIVE),
	G("tr", "cevaplayamam", G_GIVE),
	/* yanıtlayamam */
	G("tr", "yan\xc4\xb1tlayamam", G_GIVE),
	/* takıldım */
	G("tr", "tak\xc4\xb1ld\xc4\xb1m", G_GIVE),
	G("tr", "ama", G_BUT),
	G("tr", "fakat", G_BUT),
	G("tr", "ancak", G_BUT),
	G("tr", "sonra", G_BUT),
	/* için */
	G("tr", "i\xc3\xa7in", G_BUT),
	/* eğer */
	G("tr", "e\xc4\x9f" "er", G_BUT),
	/* hariç */
	G("tr", "hari\xc3\xa7", G_BUT),
	/* önce */
	G("tr", "\xc3\xb6nce", G_TIME),
	/* başta */
	G("tr", "ba\xc5\x9fta", G_TIME),
	/* ilk başta */
	G("tr", "ilk ba\xc5\x9fta", G_TIME),
	/* Indonesian (Malay) */
	G("id", "tidak tahu", G_GIVE),
	G("id", "gak tahu", G_GIVE),
	G("id", "nggak tahu", G_GIVE),
	G("id", "tidak tau", G_GIVE),
	/* Malay's short negation: "saya tak tahu" */
	G("id", "tak tahu", G_GIVE),
	G("id", "tak tau", G_GIVE),
	G("id", "menyerah", G_GIVE),
	G("id", "nyerah", G_GIVE),
	G("id", "tidak bisa menyelesaikan", G_GIVE),
	G("id", "tidak dapat menyelesaikan", G_GIVE),
	G("id", "tidak bisa dipecahkan", G_GIVE),
	G("id", "tidak dapat dipecahkan", G_GIVE),
	G("id", "tidak dapat diselesaikan", G_GIVE),
	G("id", "tidak bisa diselesaikan", G_GIVE),
	G("id", "tidak ada solusi", G_GIVE),
	G("id", "tidak memiliki solusi", G_GIVE),
	G("id", "tidak punya solusi", G_GIVE),
	G("id", "tidak dapat ditentukan", G_GIVE),
	G("id", "tidak bisa ditentukan", G_GIVE),
	G("id", "informasi tidak cukup", G_GIVE),
	G("id", "informasinya tidak cukup", G_GIVE),
	G("id", "terlalu sulit bagi saya", G_GIVE),
	G("id", "tidak dapat membantu", G_GIVE),
	G("id", "tidak bisa membantu", G_GIVE),
	G("id", "tidak bisa menjawab", G_GIVE),
	G("id", "tidak dapat menjawab", G_GIVE),
	G("id", "buntu", G_GIVE),
	G("id", "tapi", G_BUT),
	G("id", "tetapi", G_BUT),
	G("id", "namun", G_BUT),
	G("id", "lalu", G_BUT),
	G("id", "kemudian", G_BUT),
	G("id", "kecuali", G_BUT),
	G("id", "untuk", G_BUT),
	G("id", "jika", G_BUT),
	G("id", "kalau", G_BUT),
	G("id", "sampai", G_BUT),
	G("id", "awalnya", G_TIME),
	G("id", "mula-mula", G_TIME),
	G("id", "pada awalnya", G_TIME),
	/* Vietnamese */
	/* không biết */
	G("vi", "kh\xc3\xb4ng bi\xe1\xba\xbft", G_GIVE),
	/* bó tay */
	G("vi", "b\xc3\xb3 tay", G_GIVE),
	/* không giải được */
	G("vi", "kh\xc3\xb4ng gi\xe1\xba\xa3i \xc4\x91\xc6\xb0\xe1\xbb\xa3"
	    "" "c", G_GIVE),
	/* không thể giải */
	G("vi", "kh\xc3\xb4ng th\xe1\xbb\x83 gi\xe1\xba\xa3i", G_GIVE),
	/* vô nghiệm */
	G("vi", "v\xc3\xb4 nghi\xe1\xbb\x87m", G_GIVE),
	/* không có nghiệm */
	G("vi", "kh\xc3\xb4ng c\xc3\xb3 nghi\xe1\xbb\x87m", G_GIVE),
	/* không có lời giải */
	G("vi", "kh\xc3\xb4ng c\xc3\xb3 l\xe1\xbb\x9di gi\xe1\xba\xa3i",
	    G_GIVE),
	/* không thể xác định */
	G("vi", "kh\xc3\xb4ng th\xe1\xbb\x83 x\xc3\xa1" "c \xc4\x91\xe1\xbb"
	    "\x8bnh", G_GIVE),
	/* không đủ thông tin */
	G("vi", "kh\xc3\xb4ng \xc4\x91\xe1\xbb\xa7 th\xc3\xb4ng tin", G_GIVE),
	/* quá khó với tôi */
	G("vi", "qu\xc3\xa1 kh\xc3\xb3 v\xe1\xbb\x9bi t\xc3\xb4i", G_GIVE),
	/* bỏ cuộc */
	G("vi", "b\xe1\xbb\x8f cu\xe1\xbb\x99" "c", G_GIVE),
	/* không thể giúp */
	G("vi", "kh\xc3\xb4ng th\xe1\xbb\x83 gi\xc3\xbap", G_GIVE),
	/* không thể trả lời */
	G("vi", "kh\xc3\xb4ng th\xe1\xbb\x83 tr\xe1\xba\xa3 l\xe1\xbb\x9di",
	    G_GIVE),
	/* chịu thua */
	G("vi", "ch\xe1\xbb\x8bu thua", G_GIVE),
	/* nhưng */
	G("vi", "nh\xc6\xb0ng", G_BUT),
	/* tuy nhiên */
	G("vi", "tuy nhi\xc3\xaan", G_BUT),
	/* sau đó */
	G("vi", "sau \xc4\x91\xc3\xb3", G_BUT),
	/* trừ */
	G("vi", "tr\xe1\xbb\xab", G_BUT),
	/* với */
	G("vi", "v\xe1\xbb\x9bi", G_BUT),
	G("vi", "khi", G_BUT),
	/* nếu */
	G("vi", "n\xe1\xba\xbfu", G_BUT),
	/* cho đến */
	G("vi", "cho \xc4\x91\xe1\xba\xbfn", G_BUT),
	/* lúc đầu */
	G("vi", "l\xc3\xba" "c \xc4\x91\xe1\xba\xa7u", G_TIME),
	/* ban đầu */
	G("vi", "ban \xc4\x91\xe1\xba\xa7u", G_TIME),
	/* Thai */
	/* ไม่รู้ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa3\xe0\xb8\xb9"
	    "\xe0\xb9\x89", G_GIVE),
	/* ไม่ทราบ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x97\xe0\xb8\xa3"
	    "\xe0\xb8\xb2\xe0\xb8\x9a", G_GIVE),
	/* ยอมแพ้ */
	G("th", "\xe0\xb8\xa2\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb9\x81\xe0\xb8\x9e"
	    "\xe0\xb9\x89", G_GIVE),
	/* แก้ไม่ได้ */
	G("th", "\xe0\xb9\x81\xe0\xb8\x81\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\xa1"
	    "\xe0\xb9\x88\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", G_GIVE),
	/* ทำไม่ได้ */
	G("th", "\xe0\xb8\x97\xe0\xb8\xb3\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88"
	    "\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", G_GIVE),
	/* ไม่มีคำตอบ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\xb5"
	    "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a",
	    G_GIVE),
	/* ไม่มีผลเฉลย */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\xb5"
	    "\xe0\xb8\x9c\xe0\xb8\xa5\xe0\xb9\x80\xe0\xb8\x89\xe0\xb8\xa5\xe0"
	    "\xb8\xa2", G_GIVE),
	/* หาคำตอบไม่ได้ */
	G("th", "\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95"
	    "\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0"
	    "\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", G_GIVE),
	/* ไม่สามารถหา */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2"
	    "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\xab\xe0"
	    "\xb8\xb2", G_GIVE),
	/* ไม่สามารถแก้ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2"
	    "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb9\x81\xe0"
	    "\xb8\x81\xe0\xb9\x89", G_GIVE),
	/* ไม่สามารถระบุ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2"
	    "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\xa3\xe0"
	    "\xb8\xb0\xe0\xb8\x9a\xe0\xb8\xb8", G_GIVE),
	/* ไม่สามารถตอบ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2"
	    "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\x95\xe0"
	    "\xb8\xad\xe0\xb8\x9a", G_GIVE),
	/* ไม่สามารถช่วย */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2"
	    "\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\x8a\xe0"
	    "\xb9\x88\xe0\xb8\xa7\xe0\xb8\xa2", G_GIVE),
	/* ข้อมูลไม่เพียงพอ */
	G("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\xb9"
	    "\xe0\xb8\xa5\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x80\xe0"
	    "\xb8\x9e\xe0\xb8\xb5\xe0\xb8\xa2\xe0\xb8\x87\xe0\xb8\x9e\xe0\xb8"
	    "\xad", G_GIVE),
	/* ข้อมูลไม่พอ */
	G("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\xb9"
	    "\xe0\xb8\xa5\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x9e\xe0"
	    "\xb8\xad", G_GIVE),
	/* ยากเกินไป */
	G("th", "\xe0\xb8\xa2\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb9\x80\xe0\xb8\x81"
	    "\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb9\x84\xe0\xb8\x9b", G_GIVE),
	/* ไม่มีวิธีแก้ */
	G("th", "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\xb5"
	    "\xe0\xb8\xa7\xe0\xb8\xb4\xe0\xb8\x98\xe0\xb8\xb5\xe0\xb9\x81\xe0"
	    "\xb8\x81\xe0\xb9\x89", G_GIVE),
	/* โจทย์นี้ไม่ได้ */
	G("th", "\xe0\xb9\x82\xe0\xb8\x88\xe0\xb8\x97\xe0\xb8\xa2\xe0\xb9\x8c"
	    "\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\xa1\xe0"
	    "\xb9\x88\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89", G_GIVE),
	/* ข้อนี้ไม่ได้ */
	G("th", "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x99\xe0\xb8\xb5"
	    "\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x84\xe0"
	    "\xb8\x94\xe0\xb9\x89", G_GIVE),
	/* แต่ */
	G("th", "\xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88", G_BUT),
	/* จนกระทั่ง */
	G("th", "\xe0\xb8\x88\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb0"
	    "\xe0\xb8\x97\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\x87", G_BUT),
	/* ยกเว้น */
	G("th", "\xe0\xb8\xa2\xe0\xb8\x81\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb9\x89"
	    "\xe0\xb8\x99", G_BUT),
	/* สำหรับ */
	G("th", "\xe0\xb8\xaa\xe0\xb8\xb3\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb1"
	    "\xe0\xb8\x9a", G_BUT),
	/* ถ้า */
	G("th", "\xe0\xb8\x96\xe0\xb9\x89\xe0\xb8\xb2", G_BUT),
	/* ตอนแรก */
	G("th", "\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x99\xe0\xb9\x81\xe0\xb8\xa3"
	    "\xe0\xb8\x81", G_TIME),
	/* ทีแรก */
	G("th", "\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x81\xe0\xb8\xa3\xe0\xb8\x81",
	    G_TIME),
	/* Bengali */
	/* জানি না */
	G("bn", "\xe0\xa6\x9c\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xbf \xe0\xa6"
	    "\xa8\xe0\xa6\xbe", G_GIVE),
	/* জানিনা */
	G("bn", "\xe0\xa6\x9c\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xa8"
	    "\xe0\xa6\xbe", G_GIVE),
	/* ধারণা নেই */
	G("bn", "\xe0\xa6\xa7\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xa3\xe0\xa6\xbe"
	    " \xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87", G_GIVE),
	/* হাল ছেড়ে */
	G("bn", "\xe0\xa6\xb9\xe0\xa6\xbe\xe0\xa6\xb2 \xe0\xa6\x9b\xe0\xa7"
	    "\x87\xe0\xa6\xa1\xe0\xa6\xbc\xe0\xa7\x87", G_GIVE),
	/* সমাধান করতে পারছি না */
	G("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7\xe0\xa6\xbe"
	    "\xe0\xa6\xa8 \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xa4\xe0\xa7\x87 "
	    "\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\x9b\xe0\xa6\xbf "
	    "\xe0\xa6\xa8\xe0\xa6\xbe", G_GIVE),
	/* সমাধান করতে পারিনি */
	G("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7\xe0\xa6\xbe"
	    "\xe0\xa6\xa8 \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xa4\xe0\xa7\x87 "
	    "\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xa8\xe0"
	    "\xa6\xbf", G_GIVE),
	/* পারছি না */
	G("bn", "\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\x9b\xe0\xa6\xbf"
	    " \xe0\xa6\xa8\xe0\xa6\xbe", G_GIVE),
	/* কোনো সমাধান নেই */
	G("bn", "\xe0\xa6\x95\xe0\xa7\x8b\xe0\xa6\xa8\xe0\xa7\x8b \xe0\xa6"
	    "\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7\xe0\xa6\xbe\xe0\xa6\xa8"
	    " \xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87", G_GIVE),
	/* সমাধান নেই */
	G("bn", "\xe0\xa6\xb8\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa7\xe0\xa6\xbe"
	    "\xe0\xa6\xa8 \xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87", G_GIVE),
	/* নির্ণয় করা যায় না */
	G("bn", "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xa3"
	    "\xe0\xa6\xaf\xe0\xa6\xbc \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xbe "
	    "\xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\xaf\xe0\xa6\xbc \xe0\xa6\xa8"
	    "\xe0\xa6\xbe", G_GIVE),
	/* নির্ধারণ করা যায় না */
	G("bn", "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xa7"
	    "\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xa3 \xe0\xa6\x95\xe0\xa6\xb0"
	    "\xe0\xa6\xbe \xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\xaf\xe0\xa6\xbc "
	    "\xe0\xa6\xa8\xe0\xa6\xbe", G_GIVE),
	/* তথ্য যথেষ্ট নয় */
	G("bn", "\xe0\xa6\xa4\xe0\xa6\xa5\xe0\xa7\x8d\xe0\xa6\xaf \xe0\xa6"
	    "\xaf\xe0\xa6\xa5\xe0\xa7\x87\xe0\xa6\xb7\xe0\xa7\x8d\xe0\xa6\x9f"
	    " \xe0\xa6\xa8\xe0\xa6\xaf\xe0\xa6\xbc", G_GIVE),
	/* পর্যাপ্ত তথ্য নেই */
	G("bn", "\xe0\xa6\xaa\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xaf\xe0\xa6\xbe"
	    "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xa4 \xe0\xa6\xa4\xe0\xa6\xa5"
	    "\xe0\xa7\x8d\xe0\xa6\xaf \xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\x87",
	    G_GIVE),
	/* সাহায্য করতে পারব না */
	G("bn", "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xb9\xe0\xa6\xbe\xe0\xa6\xaf"
	    "\xe0\xa7\x8d\xe0\xa6\xaf \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa6\xa4"
	    "\xe0\xa7\x87 \xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xac "
	    "\xe0\xa6\xa8\xe0\xa6\xbe", G_GIVE),
	/* উত্তর দিতে পারব না */
	G("bn", "\xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0"
	    " \xe0\xa6\xa6\xe0\xa6\xbf\xe0\xa6\xa4\xe0\xa7\x87 \xe0\xa6\xaa"
	    "\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xac \xe0\xa6\xa8\xe0\xa6\xbe",
	    G_GIVE),
	/* কিন্তু */
	G("bn", "\xe0\xa6\x95\xe0\xa6\xbf\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa7\x81", G_BUT),
	/* তবে */
	G("bn", "\xe0\xa6\xa4\xe0\xa6\xac\xe0\xa7\x87", G_BUT),
	/* পরে */
	G("bn", "\xe0\xa6\xaa\xe0\xa6\xb0\xe0\xa7\x87", G_BUT),
	/* জন্য */
	G("bn", "\xe0\xa6\x9c\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xaf", G_BUT),
	/* যদি */
	G("bn", "\xe0\xa6\xaf\xe0\xa6\xa6\xe0\xa6\xbf", G_BUT),
	/* প্রথমে */
	G("bn", "\xe0\xa6\xaa\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xa5\xe0\xa6\xae"
	    "\xe0\xa7\x87", G_TIME),
	/* শুরুতে */
	G("bn", "\xe0\xa6\xb6\xe0\xa7\x81\xe0\xa6\xb0\xe0\xa7\x81\xe0\xa6\xa4"
	    "\xe0\xa7\x87", G_TIME),
	/* Swahili */
	G("sw", "sijui", G_GIVE),
	G("sw", "sina wazo", G_GIVE),
	G("sw", "nimekata tamaa", G_GIVE),
	G("sw", "siwezi kutatua", G_GIVE),
	G("sw", "sikuweza kutatua", G_GIVE),
	G("sw", "haina suluhisho", G_GIVE),
	G("sw", "hakuna suluhisho", G_GIVE),
	G("sw", "haiwezi kutatuliwa", G_GIVE),
	G("sw", "haiwezekani kubainisha", G_GIVE),
	G("sw", "haiwezi kubainishwa", G_GIVE),
	G("sw", "taarifa hazitoshi", G_GIVE),
	G("sw", "habari haitoshi", G_GIVE),
	G("sw", "ngumu sana kwangu", G_GIVE),
	G("sw", "siwezi kusaidia", G_GIVE),
	G("sw", "siwezi kujibu", G_GIVE),
	G("sw", "nimekwama", G_GIVE),
	G("sw", "lakini", G_BUT),
	G("sw", "ila", G_BUT),
	G("sw", "kisha", G_BUT),
	G("sw", "baadaye", G_BUT),
	G("sw", "ikiwa", G_BUT),
	G("sw", "isipokuwa", G_BUT),
	G("sw", "hadi", G_BUT),
	G("sw", "mwanzoni", G_TIME),
	G("sw", "kwanza", G_TIME),
	/* Telugu */
	/* తెలియదు */
	G("te", "\xe0\xb0\xa4\xe0\xb1\x86\xe0\xb0\xb2\xe0\xb0\xbf\xe0\xb0\xaf"
	    "\xe0\xb0\xa6\xe0\xb1\x81", G_GIVE),
	/* వదిలేస్తున్నాను */
	G("te", "\xe0\xb0\xb5\xe0\xb0\xa6\xe0\xb0\xbf\xe0\xb0\xb2\xe0\xb1\x87"
	    "\xe0\xb0\xb8\xe0\xb1\x8d\xe0\xb0\xa4\xe0\xb1\x81\xe0\xb0\xa8\xe0"
	    "\xb1\x8d\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x81", G_GIVE),
	/* పరిష్కరించలేను */
	G("te", "\xe0\xb0\xaa\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xb7\xe0\xb1\x8d"
	    "\xe0\xb0\x95\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\x82\xe0\xb0\x9a\xe0"
	    "\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa8\xe0\xb1\x81", G_GIVE),
	/* పరిష్కరించలేకపోయాను */
	G("te", "\xe0\xb0\xaa\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xb7\xe0\xb1\x8d"
	    "\xe0\xb0\x95\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\x82\xe0\xb0\x9a\xe0"
	    "\xb0\xb2\xe0\xb1\x87\xe0\xb0\x95\xe0\xb0\xaa\xe0\xb1\x8b\xe0\xb0"
	    "\xaf\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x81", G_GIVE),
	/* పరిష్కారం లేదు */
	G("te", "\xe0\xb0\xaa\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\xb7\xe0\xb1\x8d"
	    "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb0\x82 \xe0\xb0\xb2"
	    "\xe0\xb1\x87\xe0\xb0\xa6\xe0\xb1\x81", G_GIVE),
	/* సాధన లేదు */
	G("te", "\xe0\xb0\xb8\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xa8 \xe0\xb0"
	    "\xb2\xe0\xb1\x87\xe0\xb0\xa6\xe0\xb1\x81", G_GIVE),
	/* నిర్ణయించలేము */
	G("te", "\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xb0\xe0\xb1\x8d\xe0\xb0\xa3"
	    "\xe0\xb0\xaf\xe0\xb0\xbf\xe0\xb0\x82\xe0\xb0\x9a\xe0\xb0\xb2\xe0"
	    "\xb1\x87\xe0\xb0\xae\xe0\xb1\x81", G_GIVE),
	/* నిర్ధారించలేము */
	G("te", "\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xb0\xe0\xb1\x8d\xe0\xb0\xa7"
	    "\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb0\xbf\xe0\xb0\x82\xe0\xb0\x9a\xe0"
	    "\xb0\xb2\xe0\xb1\x87\xe0\xb0\xae\xe0\xb1\x81", G_GIVE),
	/* సమాచారం సరిపోదు */
	G("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\x9a\xe0\xb0\xbe"
	    "\xe0\xb0\xb0\xe0\xb0\x82 \xe0\xb0\xb8\xe0\xb0\xb0\xe0\xb0\xbf"
	    "\xe0\xb0\xaa\xe0\xb1\x8b\xe0\xb0\xa6\xe0\xb1\x81", G_GIVE),
	/* తగినంత సమాచారం లేదు */
	G("te", "\xe0\xb0\xa4\xe0\xb0\x97\xe0\xb0\xbf\xe0\xb0\xa8\xe0\xb0\x82"
	    "\xe0\xb0\xa4 \xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\x9a"
	    "\xe0\xb0\xbe\xe0\xb0\xb0\xe0\xb0\x82 \xe0\xb0\xb2\xe0\xb1\x87"
	    "\xe0\xb0\xa6\xe0\xb1\x81", G_GIVE),
	/* సహాయం చేయలేను */
	G("te", "\xe0\xb0\xb8\xe0\xb0\xb9\xe0\xb0\xbe\xe0\xb0\xaf\xe0\xb0\x82"
	    " \xe0\xb0\x9a\xe0\xb1\x87\xe0\xb0\xaf\xe0\xb0\xb2\xe0\xb1\x87"
	    "\xe0\xb0\xa8\xe0\xb1\x81", G_GIVE),
	/* సమాధానం చెప్పలేను */
	G("te", "\xe0\xb0\xb8\xe0\xb0\xae\xe0\xb0\xbe\xe0\xb0\xa7\xe0\xb0\xbe"
	    "\xe0\xb0\xa8\xe0\xb0\x82 \xe0\xb0\x9a\xe0\xb1\x86\xe0\xb0\xaa"
	    "\xe0\xb1\x8d\xe0\xb0\xaa\xe0\xb0\xb2\xe0\xb1\x87\xe0\xb0\xa8\xe0"
	    "\xb1\x81", G_GIVE),
	/* కానీ */
	G("te", "\xe0\xb0\x95\xe0\xb0\xbe\xe0\xb0\xa8\xe0\xb1\x80", G_BUT),
	/* అయితే */
	G("te", "\xe0\xb0\x85\xe0\xb0\xaf\xe0\xb0\xbf\xe0\xb0\xa4\xe0\xb1\x87",
	    G_BUT),
	/* తర్వాత */
	G("te", "\xe0\xb0\xa4\xe0\xb0\xb0\xe0\xb1\x8d\xe0\xb0\xb5\xe0\xb0\xbe"
	    "\xe0\xb0\xa4", G_BUT),
	/* కోసం */
	G("te", "\xe0\xb0\x95\xe0\xb1\x8b\xe0\xb0\xb8\xe0\xb0\x82", G_BUT),
	/* మొదట */
	G("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa6\xe0\xb0\x9f", G_TIME),
	/* మొదట్లో */
	G("te", "\xe0\xb0\xae\xe0\xb1\x8a\xe0\xb0\xa6\xe0\xb0\x9f\xe0\xb1\x8d"
	    "\xe0\xb0\xb2\xe0\xb1\x8b", G_TIME),
	/* Hindi */
	/* पता नहीं */
	G("hi", "\xe0\xa4\xaa\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4"
	    "\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* मुझे नहीं पता */
	G("hi", "\xe0\xa4\xae\xe0\xa5\x81\xe0\xa4\x9d\xe0\xa5\x87 \xe0\xa4"
	    "\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xaa\xe0\xa4"
	    "\xa4\xe0\xa4\xbe", G_GIVE),
	/* मालूम नहीं */
	G("hi", "\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x82\xe0\xa4\xae"
	    " \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* कोई अंदाज़ा नहीं */
	G("hi", "\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\x88 \xe0\xa4\x85\xe0\xa4"
	    "\x82\xe0\xa4\xa6\xe0\xa4\xbe\xe0\xa4\x9c\xe0\xa4\xbc\xe0\xa4\xbe"
	    " \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* कोई अंदाजा नहीं */
	G("hi", "\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\x88 \xe0\xa4\x85\xe0\xa4"
	    "\x82\xe0\xa4\xa6\xe0\xa4\xbe\xe0\xa4\x9c\xe0\xa4\xbe \xe0\xa4"
	    "\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* हार मान */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xbe\xe0\xa4\xb0 \xe0\xa4\xae\xe0\xa4"
	    "\xbe\xe0\xa4\xa8", G_GIVE),
	/* हल नहीं कर सकता */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5"
	    "\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa4"
	    "\x95\xe0\xa4\xa4\xe0\xa4\xbe", G_GIVE),
	/* हल नहीं कर सकती */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5"
	    "\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa4"
	    "\x95\xe0\xa4\xa4\xe0\xa5\x80", G_GIVE),
	/* हल नहीं कर पाया */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5"
	    "\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xaa\xe0\xa4"
	    "\xbe\xe0\xa4\xaf\xe0\xa4\xbe", G_GIVE),
	/* हल नहीं कर पाई */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5"
	    "\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xaa\xe0\xa4"
	    "\xbe\xe0\xa4\x88", G_GIVE),
	/* कोई हल नहीं */
	G("hi", "\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\x88 \xe0\xa4\xb9\xe0\xa4"
	    "\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* हल नहीं है */
	G("hi", "\xe0\xa4\xb9\xe0\xa4\xb2 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5"
	    "\x80\xe0\xa4\x82 \xe0\xa4\xb9\xe0\xa5\x88", G_GIVE),
	/* कोई समाधान नहीं */
	G("hi", "\xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\x88 \xe0\xa4\xb8\xe0\xa4"
	    "\xae\xe0\xa4\xbe\xe0\xa4\xa7\xe0\xa4\xbe\xe0\xa4\xa8 \xe0\xa4"
	    "\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* समाधान नहीं है */
	G("hi", "\xe0\xa4\xb8\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa7\xe0\xa4\xbe"
	    "\xe0\xa4\xa8 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 "
	    "\xe0\xa4\xb9\xe0\xa5\x88", G_GIVE),
	/* निर्धारित नहीं किया जा सकता */
	G("hi", "\xe0\xa4\xa8\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xa7"
	    "\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\xa8"
	    "\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xbf"
	    "\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x9c\xe0\xa4\xbe \xe0\xa4\xb8"
	    "\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe", G_GIVE),
	/* ज्ञात नहीं किया जा सकता */
	G("hi", "\xe0\xa4\x9c\xe0\xa5\x8d\xe0\xa4\x9e\xe0\xa4\xbe\xe0\xa4\xa4"
	    " \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\x95"
	    "\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x9c\xe0\xa4\xbe "
	    "\xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe", G_GIVE),
	/* पर्याप्त जानकारी नहीं */
	G("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xa4 \xe0\xa4\x9c\xe0\xa4\xbe"
	    "\xe0\xa4\xa8\xe0\xa4\x95\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa5\x80 "
	    "\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82", G_GIVE),
	/* जानकारी अपर्याप्त */
	G("hi", "\xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\x95\xe0\xa4\xbe"
	    "\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\x85\xe0\xa4\xaa\xe0\xa4\xb0"
	    "\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xaa\xe0\xa5\x8d\xe0"
	    "\xa4\xa4", G_GIVE),
	/* मदद नहीं कर सकता */
	G("hi", "\xe0\xa4\xae\xe0\xa4\xa6\xe0\xa4\xa6 \xe0\xa4\xa8\xe0\xa4"
	    "\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4"
	    "\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe", G_GIVE),
	/* उत्तर नहीं दे सकता */
	G("hi", "\xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0"
	    " \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xa6"
	    "\xe0\xa5\x87 \xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe",
	    G_GIVE),
	/* लेकिन */
	G("hi", "\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xa8",
	    G_BUT),
	/* परंतु */
	G("hi", "\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\x82\xe0\xa4\xa4\xe0\xa5\x81",
	    G_BUT),
	/* किंतु */
	G("hi", "\xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\x82\xe0\xa4\xa4\xe0\xa5\x81",
	    G_BUT),
	/* फिर */
	G("hi", "\xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\xb0", G_BUT),
	/* के लिए */
	G("hi", "\xe0\xa4\x95\xe0\xa5\x87 \xe0\xa4\xb2\xe0\xa4\xbf\xe0\xa4"
	    "\x8f", G_BUT),
	/* यदि */
	G("hi", "\xe0\xa4\xaf\xe0\xa4\xa6\xe0\xa4\xbf", G_BUT),
	/* अगर */
	G("hi", "\xe0\xa4\x85\xe0\xa4\x97\xe0\xa4\xb0", G_BUT),
	/* पहले */
	G("hi", "\xe0\xa4\xaa\xe0\xa4\xb9\xe0\xa4\xb2\xe0\xa5\x87", G_TIME),
	/* शुरू में */
	G("hi", "\xe0\xa4\xb6\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x82 \xe0\xa4"
	    "\xae\xe0\xa5\x87\xe0\xa4\x82", G_TIME),
	/* शुरुआत में */
	G("hi", "\xe0\xa4\xb6\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\x86"
	    "\xe0\xa4\xa4 \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82", G_TIME),
	/* Arabic */
	/* لا أعرف */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb9\xd8\xb1\xd9\x81", G_GIVE),
	/* لا اعرف */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa7\xd8\xb9\xd8\xb1\xd9\x81", G_GIVE),
	/* لا أدري */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xaf\xd8\xb1\xd9\x8a", G_GIVE),
	/* لا ادري */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa7\xd8\xaf\xd8\xb1\xd9\x8a", G_GIVE),
	/* ليس لدي فكرة */
	G("ar", "\xd9\x84\xd9\x8a\xd8\xb3 \xd9\x84\xd8\xaf\xd9\x8a \xd9\x81"
	    "\xd9\x83\xd8\xb1\xd8\xa9", G_GIVE),
	/* لا فكرة لدي */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x81\xd9\x83\xd8\xb1\xd8\xa9 \xd9\x84"
	    "\xd8\xaf\xd9\x8a", G_GIVE),
	/* أستسلم */
	G("ar", "\xd8\xa3\xd8\xb3\xd8\xaa\xd8\xb3\xd9\x84\xd9\x85", G_GIVE),
	/* استسلم */
	G("ar", "\xd8\xa7\xd8\xb3\xd8\xaa\xd8\xb3\xd9\x84\xd9\x85", G_GIVE),
	/* لا أستطيع حل */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb3\xd8\xaa\xd8\xb7\xd9\x8a"
	    "\xd8\xb9 \xd8\xad\xd9\x84", G_GIVE),
	/* لا يمكنني حل */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86\xd9\x86"
	    "\xd9\x8a \xd8\xad\xd9\x84", G_GIVE),
	/* لم أستطع حل */
	G("ar", "\xd9\x84\xd9\x85 \xd8\xa3\xd8\xb3\xd8\xaa\xd8\xb7\xd8\xb9 "
	    "\xd8\xad\xd9\x84", G_GIVE),
	/* لا يوجد حل */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x88\xd8\xac\xd8\xaf \xd8\xad"
	    "\xd9\x84", G_GIVE),
	/* ليس لها حل */
	G("ar", "\xd9\x84\xd9\x8a\xd8\xb3 \xd9\x84\xd9\x87\xd8\xa7 \xd8\xad"
	    "\xd9\x84", G_GIVE),
	/* ليس له حل */
	G("ar", "\xd9\x84\xd9\x8a\xd8\xb3 \xd9\x84\xd9\x87 \xd8\xad\xd9\x84",
	    G_GIVE),
	/* لا حل لها */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xad\xd9\x84 \xd9\x84\xd9\x87\xd8\xa7",
	    G_GIVE),
	/* لا يمكن حل */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86 \xd8\xad"
	    "\xd9\x84", G_GIVE),
	/* لا يمكن تحديد */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86 \xd8\xaa"
	    "\xd8\xad\xd8\xaf\xd9\x8a\xd8\xaf", G_GIVE),
	/* المعلومات غير كافية */
	G("ar", "\xd8\xa7\xd9\x84\xd9\x85\xd8\xb9\xd9\x84\xd9\x88\xd9\x85\xd8"
	    "\xa7\xd8\xaa \xd8\xba\xd9\x8a\xd8\xb1 \xd9\x83\xd8\xa7\xd9\x81"
	    "\xd9\x8a\xd8\xa9", G_GIVE),
	/* معلومات غير كافية */
	G("ar", "\xd9\x85\xd8\xb9\xd9\x84\xd9\x88\xd9\x85\xd8\xa7\xd8\xaa "
	    "\xd8\xba\xd9\x8a\xd8\xb1 \xd9\x83\xd8\xa7\xd9\x81\xd9\x8a\xd8"
	    "\xa9", G_GIVE),
	/* لا أستطيع المساعدة */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb3\xd8\xaa\xd8\xb7\xd9\x8a"
	    "\xd8\xb9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb3\xd8\xa7\xd8\xb9\xd8"
	    "\xaf\xd8\xa9", G_GIVE),
	/* لا يمكنني المساعدة */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86\xd9\x86"
	    "\xd9\x8a \xd8\xa7\xd9\x84\xd9\x85\xd8\xb3\xd8\xa7\xd8\xb9\xd8"
	    "\xaf\xd8\xa9", G_GIVE),
	/* لا يمكنني الإجابة */
	G("ar", "\xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86\xd9\x86"
	    "\xd9\x8a \xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8\xd8"
	    "\xa9", G_GIVE),
	/* لا أستطيع الإجابة */
	G("ar", "\xd9\x84\xd8\xa7 \xd8\xa3\xd8\xb3\xd8\xaa\xd8\xb7\xd9\x8a"
	    "\xd8\xb9 \xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8\xd8"
	    "\xa9", G_GIVE),
	/* لكن */
	G("ar", "\xd9\x84\xd9\x83\xd9\x86", G_BUT),
	/* ولكن */
	G("ar", "\xd9\x88\xd9\x84\xd9\x83\xd9\x86", G_BUT),
	/* ثم */
	G("ar", "\xd8\xab\xd9\x85", G_BUT),
	/* إلا */
	G("ar", "\xd8\xa5\xd9\x84\xd8\xa7", G_BUT),
	/* إذا */
	G("ar", "\xd8\xa5\xd8\xb0\xd8\xa7", G_BUT),
	/* عندما */
	G("ar", "\xd8\xb9\xd9\x86\xd8\xaf\xd9\x85\xd8\xa7", G_BUT),
	/* حتى */
	G("ar", "\xd8\xad\xd8\xaa\xd9\x89", G_BUT),
	/* في البداية */
	G("ar", "\xd9\x81\xd9\x8a \xd8\xa7\xd9\x84\xd8\xa8\xd8\xaf\xd8\xa7"
	    "\xd9\x8a\xd8\xa9", G_TIME),
	/* أولا */
	G("ar", "\xd8\xa3\xd9\x88\xd9\x84\xd8\xa7", G_TIME),
	/* أولاً */
	G("ar", "\xd8\xa3\xd9\x88\xd9\x84\xd8\xa7\xd9\x8b", G_TIME),
	/* the problem called ill-posed, ambiguous or contradictory (a
	   value after it is no committed answer) */
	G("en", "ill-posed", G_GIVE),
	G("en", "ill posed", G_GIVE),
	G("en", "ill-defined", G_GIVE),
	G("en", "not well-defined", G_GIVE),
	G("en", "not well defined", G_GIVE),
	G("en", "problem is ambiguous", G_GIVE),
	G("en", "question is ambiguous", G_GIVE),
	G("en", "problem is flawed", G_GIVE),
	G("en", "question is flawed", G_GIVE),
	G("en", "problem is inconsistent", G_GIVE),
	G("en", "problem is contradictory", G_GIVE),
	G("en", "conditions are contradictory", G_GIVE),
	G("en", "conditions contradict", G_GIVE),
	G("en", "underdetermined", G_GIVE),
	G("en", "under-determined", G_GIVE),
	G("en", "problem has a typo", G_GIVE),
	G("en", "problem contains an error", G_GIVE),
	G("en", "question contains an error", G_GIVE),
	/* mal posé */
	G("fr", "mal pos\xc3\xa9", G_GIVE),
	/* mal posée */
	G("fr", "mal pos\xc3\xa9" "e", G_GIVE),
	/* mal défini */
	G("fr", "mal d\xc3\xa9" "fini", G_GIVE),
	/* mal définie */
	G("fr", "mal d\xc3\xa9" "finie", G_GIVE),
	/* énoncé est ambigu */
	G("fr", "\xc3\xa9nonc\xc3\xa9 est ambigu", G_GIVE),
	/* question est ambiguë */
	G("fr", "question est ambigu\xc3\xab", G_GIVE),
	/* problème est ambigu */
	G("fr", "probl\xc3\xa8me est ambigu", G_GIVE),
	/* énoncé est contradictoire */
	G("fr", "\xc3\xa9nonc\xc3\xa9 est contradictoire", G_GIVE),
	/* énoncé contient une erreur */
	G("fr", "\xc3\xa9nonc\xc3\xa9 contient une erreur", G_GIVE),
	/* l'énoncé est ambigu, l'énoncé est contradictoire, l'énoncé
	   contient une erreur: a row starts no word after an apostrophe */
	G("fr", "l'\xc3\xa9nonc\xc3\xa9 est ambigu", G_GIVE),
	G("fr", "l'\xc3\xa9nonc\xc3\xa9 est contradictoire", G_GIVE),
	G("fr", "l'\xc3\xa9nonc\xc3\xa9 contient une erreur", G_GIVE),
	G("de", "schlecht gestellt", G_GIVE),
	G("de", "nicht wohldefiniert", G_GIVE),
	G("de", "schlecht definiert", G_GIVE),
	G("de", "aufgabe ist mehrdeutig", G_GIVE),
	G("de", "frage ist mehrdeutig", G_GIVE),
	/* aufgabe ist widersprüchlich */
	G("de", "aufgabe ist widerspr\xc3\xbc" "chlich", G_GIVE),
	G("de", "aufgabe ist fehlerhaft", G_GIVE),
	G("de", "unterbestimmt", G_GIVE),
	G("es", "mal planteado", G_GIVE),
	G("es", "mal planteada", G_GIVE),
	G("es", "mal definido", G_GIVE),
	G("es", "mal definida", G_GIVE),
	G("es", "enunciado es ambiguo", G_GIVE),
	G("es", "pregunta es ambigua", G_GIVE),
	G("es", "problema es ambiguo", G_GIVE),
	G("es", "enunciado es contradictorio", G_GIVE),
	G("es", "problema es contradictorio", G_GIVE),
	G("it", "mal posto", G_GIVE),
	G("it", "mal posta", G_GIVE),
	G("it", "mal definito", G_GIVE),
	/* problema è ambiguo */
	G("it", "problema \xc3\xa8 ambiguo", G_GIVE),
	/* domanda è ambigua */
	G("it", "domanda \xc3\xa8 ambigua", G_GIVE),
	/* testo è ambiguo */
	G("it", "testo \xc3\xa8 ambiguo", G_GIVE),
	/* problema è contraddittorio */
	G("it", "problema \xc3\xa8 contraddittorio", G_GIVE),
	G("pt", "mal formulado", G_GIVE),
	G("pt", "mal formulada", G_GIVE),
	/* problema é ambíguo */
	G("pt", "problema \xc3\xa9 amb\xc3\xadguo", G_GIVE),
	/* pergunta é ambígua */
	G("pt", "pergunta \xc3\xa9 amb\xc3\xadgua", G_GIVE),
	/* enunciado é ambíguo */
	G("pt", "enunciado \xc3\xa9 amb\xc3\xadguo", G_GIVE),
	/* problema é contraditório */
	G("pt", "problema \xc3\xa9 contradit\xc3\xb3rio", G_GIVE),
	/* некорректно поставлен */
	G("ru", "\xd0\xbd\xd0\xb5\xd0\xba\xd0\xbe\xd1\x80\xd1\x80\xd0\xb5\xd0"
	    "\xba\xd1\x82\xd0\xbd\xd0\xbe \xd0\xbf\xd0\xbe\xd1\x81\xd1\x82"
	    "\xd0\xb0\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd", G_GIVE),
	/* задача некорректна */
	G("ru", "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb0 \xd0\xbd"
	    "\xd0\xb5\xd0\xba\xd0\xbe\xd1\x80\xd1\x80\xd0\xb5\xd0\xba\xd1\x82"
	    "\xd0\xbd\xd0\xb0", G_GIVE),
	/* условие неоднозначно */
	G("ru", "\xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb5 "
	    "\xd0\xbd\xd0\xb5\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xbe\xd0\xb7\xd0\xbd"
	    "\xd0\xb0\xd1\x87\xd0\xbd\xd0\xbe", G_GIVE),
	/* задача неоднозначна */
	G("ru", "\xd0\xb7\xd0\xb0\xd0\xb4\xd0\xb0\xd1\x87\xd0\xb0 \xd0\xbd"
	    "\xd0\xb5\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xbe\xd0\xb7\xd0\xbd\xd0\xb0"
	    "\xd1\x87\xd0\xbd\xd0\xb0", G_GIVE),
	/* условие противоречиво */
	G("ru", "\xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb5 "
	    "\xd0\xbf\xd1\x80\xd0\xbe\xd1\x82\xd0\xb8\xd0\xb2\xd0\xbe\xd1\x80"
	    "\xd0\xb5\xd1\x87\xd0\xb8\xd0\xb2\xd0\xbe", G_GIVE),
	/* в условии ошибка */
	G("ru", "\xd0\xb2 \xd1\x83\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb8"
	    "\xd0\xb8 \xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0",
	    G_GIVE),
	/* 题目有误 */
	G("zh", "\xe9\xa2\x98\xe7\x9b\xae\xe6\x9c\x89\xe8\xaf\xaf", G_GIVE),
	/* 題目有誤 */
	G("zh", "\xe9\xa1\x8c\xe7\x9b\xae\xe6\x9c\x89\xe8\xaa\xa4", G_GIVE),
	/* 题目有歧义 */
	G("zh", "\xe9\xa2\x98\xe7\x9b\xae\xe6\x9c\x89\xe6\xad\xa7\xe4\xb9\x89",
	    G_GIVE),
	/* 題目有歧義 */
	G("zh", "\xe9\xa1\x8c\xe7\x9b\xae\xe6\x9c\x89\xe6\xad\xa7\xe7\xbe\xa9",
	    G_GIVE),
	/* 条件矛盾 */
	G("zh", "\xe6\x9d\xa1\xe4\xbb\xb6\xe7\x9f\x9b\xe7\x9b\xbe", G_GIVE),
	/* 條件矛盾 */
	G("zh", "\xe6\xa2\x9d\xe4\xbb\xb6\xe7\x9f\x9b\xe7\x9b\xbe", G_GIVE),
	/* 题目错误 */
	G("zh", "\xe9\xa2\x98\xe7\x9b\xae\xe9\x94\x99\xe8\xaf\xaf", G_GIVE),
	/* 題目錯誤 */
	G("zh", "\xe9\xa1\x8c\xe7\x9b\xae\xe9\x8c\xaf\xe8\xaa\xa4", G_GIVE),
	/* 問題が不適切 */
	G("ja", "\xe5\x95\x8f\xe9\xa1\x8c\xe3\x81\x8c\xe4\xb8\x8d\xe9\x81\xa9"
	    "\xe5\x88\x87", G_GIVE),
	/* 問題文に誤り */
	G("ja", "\xe5\x95\x8f\xe9\xa1\x8c\xe6\x96\x87\xe3\x81\xab\xe8\xaa\xa4"
	    "\xe3\x82\x8a", G_GIVE),
	/* 問題が曖昧 */
	G("ja", "\xe5\x95\x8f\xe9\xa1\x8c\xe3\x81\x8c\xe6\x9b\x96\xe6\x98\xa7",
	    G_GIVE),
	/* 条件が矛盾 */
	G("ja", "\xe6\x9d\xa1\xe4\xbb\xb6\xe3\x81\x8c\xe7\x9f\x9b\xe7\x9b\xbe",
	    G_GIVE),
	/* 不良設定 */
	G("ja", "\xe4\xb8\x8d\xe8\x89\xaf\xe8\xa8\xad\xe5\xae\x9a", G_GIVE),
	/* 문제가 모호 */
	G("ko", "\xeb\xac\xb8\xec\xa0\x9c\xea\xb0\x80 \xeb\xaa\xa8\xed\x98"
	    "\xb8", G_GIVE),
	/* 문제가 잘못 */
	G("ko", "\xeb\xac\xb8\xec\xa0\x9c\xea\xb0\x80 \xec\x9e\x98\xeb\xaa"
	    "\xbb", G_GIVE),
	/* 조건이 모순 */
	G("ko", "\xec\xa1\xb0\xea\xb1\xb4\xec\x9d\xb4 \xeb\xaa\xa8\xec\x88"
	    "\x9c", G_GIVE),
	/* 문제에 오류 */
	G("ko", "\xeb\xac\xb8\xec\xa0\x9c\xec\x97\x90 \xec\x98\xa4\xeb\xa5"
	    "\x98", G_GIVE),

};

#define GIVEUP_ROWS	(sizeof(giveup_rows) / sizeof(giveup_rows[0]))

/* The longest sentence read, in bytes: a giving up is short. */
#define GIVEUP_MAX	240

/* The rows by their first byte: by_first[first_at[c] .. first_at[c +
   1]) are the places in giveup_rows[] of those that start with c. */
static unsigned short first_at[257];
static unsigned short by_first[GIVEUP_ROWS];
static struct papo_once giveup_once = PAPO_ONCE_INIT;

static void
giveup_build(void)
{
	unsigned c, j;

	/* a counting sort: the rows counted by first byte, then placed */
	for (j = 0; j < GIVEUP_ROWS; j++)
		first_at[(unsigned char)giveup_rows[j].w[0] + 1]++;
	for (c = 0; c < 256; c++)
		first_at[c + 1] += first_at[c];
	for (j = 0; j < GIVEUP_ROWS; j++) {
		c = (unsigned char)giveup_rows[j].w[0];
		by_first[first_at[c]++] = (unsigned short)j;
	}
	for (c = 256; c > 0; c--)
		first_at[c] = first_at[c - 1];
	first_at[0] = 0;
}

/* The code point at s[*i] (before b), *i moved past it; a byte that
   starts none is itself. */
static long
cp_next(const char *s, size_t *i, size_t b)
{
	unsigned char c = (unsigned char)s[*i];
	size_t k, l = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
	long cp = l == 1 ? c : c & (0x3f >> (l - 1));

	if (*i + l > b)
		l = 1;
	for (k = 1; k < l; k++) {
		if (((unsigned char)s[*i + k] & 0xc0) != 0x80) {
			(*i)++;
			return c;
		}
		cp = cp << 6 | ((unsigned char)s[*i + k] & 0x3f);
	}
	if (l == 1)
		cp = c;
	*i += l;
	return cp;
}

/* The small letter of the capital cp (ASCII, Latin-1, Latin Extended-A,
   Vietnamese's, Cyrillic), the apostrophe of ’ and ʼ; else cp. */
static long
cp_fold(long cp)
{
	if ((cp >= 'A' && cp <= 'Z') || (cp >= 0xc0 && cp <= 0xde &&
	    cp != 0xd7) || (cp >= 0x410 && cp <= 0x42f))
		return cp + 0x20;
	if (cp == 0x130)
		return 'i';	/* Turkish İ */
	if (((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14a && cp <= 0x177) ||
	    (cp >= 0x1e00 && cp <= 0x1eff)) && cp % 2 == 0)
		return cp + 1;
	if (((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17e)) &&
	    cp % 2 == 1)
		return cp + 1;
	if (cp >= 0x400 && cp <= 0x40f)
		return cp + 0x50;
	if (cp == 0x2019 || cp == 0x2018 || cp == 0x2bc)
		return '\'';
	return cp;
}

/* Is cp a letter of a script written with spaces whose rows end where a
   word ends (Latin, Greek, Cyrillic): "sijui", not in "sijuilikuwa"? */
static int
word_letter(long cp)
{
	return (cp < 0x80 && (is_alpha((int)cp) || cp == '\'')) ||
	    (cp >= 0xc0 && cp <= 0x24f && cp != 0xd7 && cp != 0xf7) ||
	    (cp >= 0x370 && cp <= 0x52f) || (cp >= 0x1e00 && cp <= 0x1eff);
}

/* cp written at t[*n] in UTF-8, *n moved past it. */
static void
cp_put(unsigned char *t, size_t *n, long cp)
{
	if (cp < 0x80)
		t[(*n)++] = (unsigned char)cp;
	else if (cp < 0x800) {
		t[(*n)++] = (unsigned char)(0xc0 | cp >> 6);
		t[(*n)++] = (unsigned char)(0x80 | (cp & 0x3f));
	} else if (cp < 0x10000) {
		t[(*n)++] = (unsigned char)(0xe0 | cp >> 12);
		t[(*n)++] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
		t[(*n)++] = (unsigned char)(0x80 | (cp & 0x3f));
	} else {
		t[(*n)++] = (unsigned char)(0xf0 | cp >> 18);
		t[(*n)++] = (unsigned char)(0x80 | (cp >> 12 & 0x3f));
		t[(*n)++] = (unsigned char)(0x80 | (cp >> 6 & 0x3f));
		t[(*n)++] = (unsigned char)(0x80 | (cp & 0x3f));
	}
}

/*
 * s[a..b) folded into t (GIVEUP_MAX bytes at least), its length; 0 when
 * the sentence is math or a value's, not words alone: a digit, "$", "\\",
 * "=", "^", a "<" or ">" of a relation (not a tag's: "</think>"), a
 * letter alone that names a variable ("for x", "n"), a question.
 */
static size_t
giveup_fold(const char *s, size_t a, size_t b, unsigned char *t)
{
	size_t i = a, n = 0;
	long cp, prev = ' ';

	while (b > a && strchr(" \t\n*_\"')]", s[b - 1]) != NULL)
		b--;
	if (b == a || b - a > GIVEUP_MAX || s[b - 1] == '?' || (b - a >= 3 &&
	    memcmp(s + b - 3, "\xef\xbc\x9f", 3) == 0))	/* ？ */
		return 0;
	while (i < b) {
		cp = cp_fold(cp_next(s, &i, b));
		if ((cp == '<' || cp == '>') && i < b && (s[i] == ' ' ||
		    s[i] == '='))
			return 0;	/* a relation; digits and the other
					   marks of math are read before */
		if ((cp == 'x' || cp == 'z' || cp == 'n' || cp == 'k') &&
		    !word_letter(prev) && (i == b || s[i] == ' ' ||
		    s[i] == ',' || s[i] == '.'))
			return 0;	/* a variable: "no solution for x" */
		prev = cp;
		cp_put(t, &n, cp);
	}
	return n;
}

/* The code point that ends before t[k] (k > 0). */
static long
cp_before(const unsigned char *t, size_t k)
{
	size_t i = k - 1;

	while (i > 0 && (t[i] & 0xc0) == 0x80)
		i--;
	return cp_next((const char *)t, &i, k);
}

/* Does row g stand at t[k..) of t[0..n), as a word where its script
   writes words apart? */
static int
row_at(const unsigned char *t, size_t k, size_t n,
    const struct giveup_row *g)
{
	size_t i = 0, e = k + g->len;
	long first, last;

	if (e > n || (g->len > 1 && t[k + 1] != (unsigned char)g->w[1]) ||
	    memcmp(t + k, g->w, g->len) != 0)
		return 0;
	first = cp_next(g->w, &i, g->len);
	if (word_letter(first) && k > 0 && word_letter(cp_before(t, k)))
		return 0;
	last = cp_before((const unsigned char *)g->w, g->len);
	i = e;
	return !(word_letter(last) && e < n && word_letter(cp_next(
	    (const char *)t, &i, n)));
}

/* The start of the sentence t[0..n) past markup and spacing, and its end
   before its stop and markup, in [*a, *e). */
static void
giveup_trim(const unsigned char *t, size_t n, size_t *a, size_t *e)
{
	for (*a = 0; *a < n && strchr(" \t\n*_#>-\"'(", t[*a]) != NULL &&
	    t[*a] != 0; (*a)++)
		;
	for (*e = n; *e > *a && strchr(" \t\n*_.!:;\"')", t[*e - 1]) !=
	    NULL && t[*e - 1] != 0; (*e)--)
		;
}

const char *
papo_answer_giveup(const char *s, size_t a, size_t b)
{
	unsigned char t[GIVEUP_MAX * 2];
	const struct giveup_row *g, *give = NULL;
	size_t n, k, j, end = 0, ta, te;

	/* most sentences before an answer hold a digit or math: one pass
	   over the bytes, no fold */
	static const unsigned char math[256] = { ['0'] = 1, ['1'] = 1,
	    ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1, ['6'] = 1, ['7'] = 1,
	    ['8'] = 1, ['9'] = 1, ['$'] = 1, ['\\'] = 1, ['='] = 1,
	    ['^'] = 1 };

	if (b - a > GIVEUP_MAX + 16)
		return NULL;
	for (k = a; k < b; k++)
		if (math[(unsigned char)s[k]])
			return NULL;
	if ((n = giveup_fold(s, a, b, t)) == 0)
		return NULL;
	papo_once(&giveup_once, giveup_build);
	giveup_trim(t, n, &ta, &te);
	for (k = 0; k < n; k++) {
		if (k > 0 && t[k] < 0x80 && is_alpha(t[k]) &&
		    (is_alpha(t[k - 1]) || t[k - 1] == '\''))
			continue;	/* in a word: its rows start words */
		for (j = first_at[t[k]]; j < first_at[t[k] + 1]; j++) {
			g = &giveup_rows[by_first[j]];
			if (!row_at(t, k, n, g))
				continue;
			if (g->kind == G_TIME || (g->kind == G_BUT && give !=
			    NULL && k >= end))
				return NULL;	/* undone */
			if (give == NULL && (g->kind == G_GIVE ||
			    (g->kind == G_WHOLE && k == ta &&
			    k + g->len == te))) {
				give = g;
				end = k + g->len;
			}
		}
	}
	return give != NULL ? give->w : NULL;
}
