/* SPDX-License-Identifier: MIT */
/*
 * rubric_prose.c: a verdict stated in prose, in a sentence of its own
 * that ends the judge's text ("I would rate this a 4 out of 5.",
 * "我给这个回答打4分。", "Ich gebe 4 Punkte.", "Je donne la note de
 * 4.", "Le doy un 4.", "Doy 4/5.", "이 답변에 4점을 주겠습니다.",
 * "Final verdict: 4", "Nota: 4", "Bu yanıta 4 puan veriyorum.", "मैं इस
 * उत्तर को 4 अंक देता हूँ।"; Arabic, Persian, Indonesian,
 * Vietnamese, Bengali and Thai too), read when the
 * sentence is one of the rows below whole: its words, the response it
 * speaks of (a row of the objects of its language: "this response",
 * never "Response B"), the value (one of the rubric's scores, digits
 * or a number word), the rubric's own scale if any ("out of 5", "/5",
 * "（满分5分）"), its end mark, and nothing after it; or the last such
 * sentence that only what may follow a label's verdict follows
 * (papo_rubric_prose_after: "I give this a 4. The proof is complete
 * and rigorous.").  A hedge ("...,
 * maybe a 3"), a condition ("If ..., I would give a 5"; "... if the
 * domain is checked"), a counterfactual ("I would have given it a 5":
 * no row), another response or a criterion ("For clarity: I give it a
 * 4"), another scale, anything the rows do not hold: not read.  The
 * text before the sentence must state no other value (no label, no
 * JSON verdict key, no other prose verdict, nothing
 * papo_rubric_prose_before refuses) and name no other response.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rubric.h"
#include "rubric_score_impl.h"

/* the rows, lower case (ASCII and Cyrillic capitals fold) */
static const char *const prose_rows[] = {
	/* a unit of points before the scale or after it ("The score is
	   4 points", "The score is 4/5 points") */
	"the score is %v%u%s",
	"the final score is %v%u%s",
	"the overall score is %v%u%s",
	"my score is %v%u%s",
	"my final score is %v%u%s",
	"the score is %v%s%u",
	"the final score is %v%s%u",
	"my final score: %v%s",
	"my score: %v%s",
	"final verdict: %v%s",
	"verdict: %v%s",
	"i give %o a %v%s",
	/* round 32: "an" before a value said with a vowel, "an 8" */
	"i give %o an %v%s",
	"i would give %o an %v%s",
	"i would give %o %v%u%s",
	"i'd give %o an %v%s",
	"i rate %o an %v%s",
	"i would rate %o an %v%s",
	"i'd rate %o an %v%s",
	"%o deserves an %v%s",
	"%o earns an %v%s",
	"%o gets an %v%s",
	"%o receives an %v%s",
	"i give %o %v%u%s",
	"i give %o a score of %v%s",
	"i give %o a rating of %v%s",
	"i would give %o a %v%s",
	"i would give %o a score of %v%s",
	"i'd give %o a %v%s",
	"i'd give %o a score of %v%s",
	"i rate %o %v%s",
	"i rate %o a %v%s",
	"i would rate %o %v%s",
	"i would rate %o a %v%s",
	"i'd rate %o a %v%s",
	"i'd rate %o %v%s",
	"%o deserves a %v%s",
	"%o deserves %v%u%s",
	"%o deserves a score of %v%s",
	"%o earns a %v%s",
	"%o gets a %v%s",
	"%o receives a %v%s",
	"%o scores %v%u%s",
	"nota: %v%u%s",
	/* 我给%z打%v分%s */
	"\xe6\x88\x91\xe7\xbb\x99%z\xe6\x89\x93%v\xe5\x88\x86%s",
	/* 我给%z%v分%s */
	"\xe6\x88\x91\xe7\xbb\x99%z%v\xe5\x88\x86%s",
	/* 我给出%v分%s */
	"\xe6\x88\x91\xe7\xbb\x99\xe5\x87\xba%v\xe5\x88\x86%s",
	/* 我会给%z打%v分%s, 我会给%z%v分%s: "I will give it" */
	"\xe6\x88\x91\xe4\xbc\x9a\xe7\xbb\x99%z\xe6\x89\x93%v\xe5\x88\x86%s",
	"\xe6\x88\x91\xe4\xbc\x9a\xe7\xbb\x99%z%v\xe5\x88\x86%s",
	/* 我打%v分%s */
	"\xe6\x88\x91\xe6\x89\x93%v\xe5\x88\x86%s",
	/* %z得%v分%s */
	"%z\xe5\xbe\x97%v\xe5\x88\x86%s",
	/* 我的评分是%v分%s */
	"\xe6\x88\x91\xe7\x9a\x84\xe8\xaf\x84\xe5\x88\x86\xe6\x98\xaf"
	    "%v\xe5\x88\x86%s",
	/* 我的评分为%v分%s */
	"\xe6\x88\x91\xe7\x9a\x84\xe8\xaf\x84\xe5\x88\x86\xe4\xb8\xba"
	    "%v\xe5\x88\x86%s",
	/* 最终评分为%v分%s */
	"\xe6\x9c\x80\xe7\xbb\x88\xe8\xaf\x84\xe5\x88\x86\xe4\xb8\xba"
	    "%v\xe5\x88\x86%s",
	/* 最终评分是%v分%s */
	"\xe6\x9c\x80\xe7\xbb\x88\xe8\xaf\x84\xe5\x88\x86\xe6\x98\xaf"
	    "%v\xe5\x88\x86%s",
	/* 评分为%v分%s */
	"\xe8\xaf\x84\xe5\x88\x86\xe4\xb8\xba%v\xe5\x88\x86%s",
	"ich gebe %v%u%s",
	"ich gebe %d %v%u%s",
	"ich gebe %d eine %v%s",
	"ich bewerte %d mit %v%u%s",
	"ich vergebe %v%u%s",
	"ich vergebe %d %v%u%s",
	"die bewertung ist %v%s",
	"die bewertung lautet %v%s",
	"die punktzahl ist %v%s",
	/* die punktzahl beträgt %v%u%s */
	"die punktzahl betr\xc3\xa4gt %v%u%s",
	"je donne la note de %v%s",
	"je donne une note de %v%s",
	"je donne %v%s",
	"je lui donne %v%s",
	"je lui donne la note de %v%s",
	"je lui donne une note de %v%s",
	"je lui attribue %v%s",
	"je lui attribue la note de %v%s",
	"j'attribue la note de %v%s",
	"la note est de %v%s",
	"la note est %v%s",
	"la note finale est %v%s",
	"la note finale est de %v%s",
	"ma note est de %v%s",
	"ma note est %v%s",
	"le doy un %v%s",
	/* the first person's verbs of giving a mark with no object:
	   "Doy 4/5.", "Le doy 4/5.", "Dou 4/5.", "Gli do 4/5.", "Je
	   mets 4/5." */
	"doy %v%u%s",
	"le doy %v%u%s",
	"dou %v%u%s",
	"dou-lhe %v%u%s",
	"gli do %v%u%s",
	"assegno %v%u%s",
	"je mets %v%u%s",
	"je lui mets %v%u%s",
	"gebe %v%u%s",
	"vergebe %v%u%s",
	/* le doy una puntuación de %v%s */
	"le doy una puntuaci\xc3\xb3n de %v%s",
	"le doy una nota de %v%s",
	/* le doy una calificación de %v%s */
	"le doy una calificaci\xc3\xb3n de %v%s",
	"le asigno un %v%s",
	/* le asigno una puntuación de %v%s */
	"le asigno una puntuaci\xc3\xb3n de %v%s",
	"le asigno una nota de %v%s",
	/* la puntuación es %v%s */
	"la puntuaci\xc3\xb3n es %v%s",
	/* la puntuación es de %v%s */
	"la puntuaci\xc3\xb3n es de %v%s",
	/* la puntuación final es %v%s */
	"la puntuaci\xc3\xb3n final es %v%s",
	/* la puntuación final es de %v%s */
	"la puntuaci\xc3\xb3n final es de %v%s",
	"la nota es %v%s",
	"la nota final es %v%s",
	/* la calificación es %v%s */
	"la calificaci\xc3\xb3n es %v%s",
	/* mi puntuación es %v%s */
	"mi puntuaci\xc3\xb3n es %v%s",
	/* я ставлю %v%u%s */
	"\xd1\x8f \xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e %v"
	    "%u%s",
	/* ставлю %v%u%s */
	"\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e %v%u%s",
	/* я ставлю оценку %v%u%s */
	"\xd1\x8f \xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e "
	    "\xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd1\x83 %v%u%s",
	/* ставлю оценку %v%u%s */
	"\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e \xd0\xbe"
	    "\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd1\x83 %v%u%s",
	/* я ставлю %r %v%u%s */
	"\xd1\x8f \xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e %r"
	    " %v%u%s",
	/* ставлю %r %v%u%s */
	"\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xbb\xd1\x8e %r %v%u%s",
	/* моя оценка %v%u%s */
	"\xd0\xbc\xd0\xbe\xd1\x8f \xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd"
	    "\xd0\xba\xd0\xb0 %v%u%s",
	/* моя оценка — %v%u%s */
	"\xd0\xbc\xd0\xbe\xd1\x8f \xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd"
	    "\xd0\xba\xd0\xb0 \xe2\x80\x94 %v%u%s",
	/* итоговая оценка %v%u%s */
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x8f \xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0 %v"
	    "%u%s",
	/* итоговая оценка — %v%u%s */
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xb0"
	    "\xd1\x8f \xd0\xbe\xd1\x86\xd0\xb5\xd0\xbd\xd0\xba\xd0\xb0 "
	    "\xe2\x80\x94 %v%u%s",
	/* %j%v点をつけます%s */
	"%j%v\xe7\x82\xb9\xe3\x82\x92\xe3\x81\xa4\xe3\x81\x91"
	    "\xe3\x81\xbe\xe3\x81\x99%s",
	/* %j%v点を付けます%s */
	"%j%v\xe7\x82\xb9\xe3\x82\x92\xe4\xbb\x98\xe3\x81\x91"
	    "\xe3\x81\xbe\xe3\x81\x99%s",
	/* %j%v点を与えます%s */
	"%j%v\xe7\x82\xb9\xe3\x82\x92\xe4\xb8\x8e\xe3\x81\x88"
	    "\xe3\x81\xbe\xe3\x81\x99%s",
	/* %v点をつけます%s */
	"%v\xe7\x82\xb9\xe3\x82\x92\xe3\x81\xa4\xe3\x81\x91"
	    "\xe3\x81\xbe\xe3\x81\x99%s",
	/* %v点を付けます%s */
	"%v\xe7\x82\xb9\xe3\x82\x92\xe4\xbb\x98\xe3\x81\x91"
	    "\xe3\x81\xbe\xe3\x81\x99%s",
	/* この回答は%v点です%s */
	"\xe3\x81\x93\xe3\x81\xae\xe5\x9b\x9e\xe7\xad\x94\xe3\x81\xaf"
	    "%v\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99%s",
	/* この解答は%v点です%s */
	"\xe3\x81\x93\xe3\x81\xae\xe8\xa7\xa3\xe7\xad\x94\xe3\x81\xaf"
	    "%v\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99%s",
	/* 評価は%v点です%s */
	"\xe8\xa9\x95\xe4\xbe\xa1\xe3\x81\xaf%v\xe7\x82\xb9"
	    "\xe3\x81\xa7\xe3\x81\x99%s",
	/* スコアは%v点です%s */
	"\xe3\x82\xb9\xe3\x82\xb3\xe3\x82\xa2\xe3\x81\xaf%v"
	    "\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99%s",
	/* 総合評価は%v点です%s */
	"\xe7\xb7\x8f\xe5\x90\x88\xe8\xa9\x95\xe4\xbe\xa1\xe3\x81\xaf"
	    "%v\xe7\x82\xb9\xe3\x81\xa7\xe3\x81\x99%s",
	/* 点数は%v点です%s */
	"\xe7\x82\xb9\xe6\x95\xb0\xe3\x81\xaf%v\xe7\x82\xb9"
	    "\xe3\x81\xa7\xe3\x81\x99%s",
	/* %k%v점을 주겠습니다%s */
	"%k%v\xec\xa0\x90\xec\x9d\x84 \xec\xa3\xbc\xea\xb2\xa0"
	    "\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4%s",
	/* %k%v점을 줍니다%s */
	"%k%v\xec\xa0\x90\xec\x9d\x84 \xec\xa4\x8d\xeb\x8b\x88"
	    "\xeb\x8b\xa4%s",
	/* %v점을 주겠습니다%s */
	"%v\xec\xa0\x90\xec\x9d\x84 \xec\xa3\xbc\xea\xb2\xa0"
	    "\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4%s",
	/* %v점을 줍니다%s */
	"%v\xec\xa0\x90\xec\x9d\x84 \xec\xa4\x8d\xeb\x8b\x88"
	    "\xeb\x8b\xa4%s",
	/* 점수: %v점%s */
	"\xec\xa0\x90\xec\x88\x98: %v\xec\xa0\x90%s",
	/* 최종 점수: %v점%s */
	"\xec\xb5\x9c\xec\xa2\x85 \xec\xa0\x90\xec\x88\x98: %v"
	    "\xec\xa0\x90%s",
	/* 평가: %v점%s */
	"\xed\x8f\x89\xea\xb0\x80: %v\xec\xa0\x90%s",
	/* 점수는 %v점입니다%s */
	"\xec\xa0\x90\xec\x88\x98\xeb\x8a\x94 %v\xec\xa0\x90"
	    "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4%s",
	/* 최종 점수는 %v점입니다%s */
	"\xec\xb5\x9c\xec\xa2\x85 \xec\xa0\x90\xec\x88\x98"
	    "\xeb\x8a\x94 %v\xec\xa0\x90\xec\x9e\x85\xeb\x8b\x88"
	    "\xeb\x8b\xa4%s",
	/* 이 답변의 점수는 %v점입니다%s */
	"\xec\x9d\xb4 \xeb\x8b\xb5\xeb\xb3\x80\xec\x9d\x98 "
	    "\xec\xa0\x90\xec\x88\x98\xeb\x8a\x94 %v\xec\xa0\x90"
	    "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4%s",
	/* 이 풀이의 점수는 %v점입니다%s */
	"\xec\x9d\xb4 \xed\x92\x80\xec\x9d\xb4\xec\x9d\x98 "
	    "\xec\xa0\x90\xec\x88\x98\xeb\x8a\x94 %v\xec\xa0\x90"
	    "\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4%s",
	/* ar, fa, tr, id, vi, hi, bn, th: the forms judges write in
	   them, the response spoken of written out in each row */
	/* ar: أعطي هذه الإجابة %v من %t%s */
	"\xd8\xa3\xd8\xb9\xd8\xb7\xd9\x8a \xd9\x87\xd8\xb0\xd9"
	    "\x87 \xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8"
	    "\xd8\xa9 %v \xd9\x85\xd9\x86 %t%s",
	/* ar: أعطي هذه الإجابة %v%s */
	"\xd8\xa3\xd8\xb9\xd8\xb7\xd9\x8a \xd9\x87\xd8\xb0\xd9"
	    "\x87 \xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7\xd8\xa8"
	    "\xd8\xa9 %v%s",
	/* ar: أقيّم هذه الإجابة بـ %v%s */
	"\xd8\xa3\xd9\x82\xd9\x8a\xd9\x91\xd9\x85 \xd9\x87\xd8"
	    "\xb0\xd9\x87 \xd8\xa7\xd9\x84\xd8\xa5\xd8\xac\xd8\xa7"
	    "\xd8\xa8\xd8\xa9 \xd8\xa8\xd9\x80 %v%s",
	/* fa: به این پاسخ نمره %v می‌دهم%s */
	"\xd8\xa8\xd9\x87 \xd8\xa7\xdb\x8c\xd9\x86 \xd9\xbe\xd8"
	    "\xa7\xd8\xb3\xd8\xae \xd9\x86\xd9\x85\xd8\xb1\xd9\x87 %v"
	    " \xd9\x85\xdb\x8c\xe2\x80\x8c\xd8\xaf\xd9\x87\xd9\x85%s",
	/* fa: این پاسخ %v از %t می‌گیرد%s */
	"\xd8\xa7\xdb\x8c\xd9\x86 \xd9\xbe\xd8\xa7\xd8\xb3\xd8"
	    "\xae %v \xd8\xa7\xd8\xb2 %t \xd9\x85\xdb\x8c\xe2\x80\x8c"
	    "\xda\xaf\xdb\x8c\xd8\xb1\xd8\xaf%s",
	/* tr: bu yanıta %v puan veriyorum%s */
	"bu yan\xc4\xb1ta %v puan veriyorum%s",
	/* tr: bu cevaba %t üzerinden %v veriyorum%s */
	"bu cevaba %t \xc3\xbczerinden %v veriyorum%s",
	/* id: saya memberi jawaban ini nilai %v%s */
	"saya memberi jawaban ini nilai %v%s",
	/* id: saya memberikan skor %v dari %t%s */
	"saya memberikan skor %v dari %t%s",
	/* id: saya memberikan skor %v%s */
	"saya memberikan skor %v%s",
	/* vi: tôi cho câu trả lời này %v điểm%s */
	"t\xc3\xb4i cho c\xc3\xa2u tr\xe1\xba\xa3 l\xe1\xbb\x9di "
	    "n\xc3\xa0y %v \xc4\x91i\xe1\xbb\x83m%s",
	/* vi: tôi chấm %v/%t%s */
	"t\xc3\xb4i ch\xe1\xba\xa5m %v/%t%s",
	/* hi: मैं इस उत्तर को %v अंक देता हूँ%s */
	"\xe0\xa4\xae\xe0\xa5\x88\xe0\xa4\x82 \xe0\xa4\x87\xe0"
	    "\xa4\xb8 \xe0\xa4\x89\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4"
	    "\xa4\xe0\xa4\xb0 \xe0\xa4\x95\xe0\xa5\x8b %v \xe0\xa4"
	    "\x85\xe0\xa4\x82\xe0\xa4\x95 \xe0\xa4\xa6\xe0\xa5\x87"
	    "\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xb9\xe0\xa5\x82\xe0"
	    "\xa4\x81%s",
	/* hi: इस उत्तर को %t में से %v अंक%s */
	"\xe0\xa4\x87\xe0\xa4\xb8 \xe0\xa4\x89\xe0\xa4\xa4\xe0"
	    "\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0 \xe0\xa4\x95\xe0\xa5"
	    "\x8b %t \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4"
	    "\xb8\xe0\xa5\x87 %v \xe0\xa4\x85\xe0\xa4\x82\xe0\xa4\x95"
	    "%s",
	/* bn: আমি এই উত্তরকে %v নম্বর দিচ্ছি%s */
	"\xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xbf \xe0\xa6\x8f\xe0"
	    "\xa6\x87 \xe0\xa6\x89\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6"
	    "\xa4\xe0\xa6\xb0\xe0\xa6\x95\xe0\xa7\x87 %v \xe0\xa6\xa8"
	    "\xe0\xa6\xae\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\xb0 \xe0"
	    "\xa6\xa6\xe0\xa6\xbf\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9b"
	    "\xe0\xa6\xbf%s",
	/* bn: এই উত্তরের স্কোর %v%s */
	"\xe0\xa6\x8f\xe0\xa6\x87 \xe0\xa6\x89\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0\xe0\xa7\x87\xe0\xa6\xb0"
	    " \xe0\xa6\xb8\xe0\xa7\x8d\xe0\xa6\x95\xe0\xa7\x8b\xe0"
	    "\xa6\xb0 %v%s",
	/* th: ฉันให้คำตอบนี้ %v คะแนน%s */
	"\xe0\xb8\x89\xe0\xb8\xb1\xe0\xb8\x99\xe0\xb9\x83\xe0\xb8"
	    "\xab\xe0\xb9\x89\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x95\xe0"
	    "\xb8\xad\xe0\xb8\x9a\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89"
	    " %v \xe0\xb8\x84\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0"
	    "\xb8\x99%s",
	/* th: ให้ %v คะแนนจาก %t%s */
	"\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89 %v \xe0\xb8\x84\xe0"
	    "\xb8\xb0\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\x99\xe0\xb8\x88"
	    "\xe0\xb8\xb2\xe0\xb8\x81 %t%s",
	NULL
};

/* %o */
static const char *const prose_en[] = {
	"this response",
	"the response",
	"this answer",
	"the answer",
	"this solution",
	"the solution",
	"it",
	"this",
	NULL
};

/* %d */
static const char *const prose_de[] = {
	"der antwort",
	"dieser antwort",
	/* der lösung */
	"der l\xc3\xb6sung",
	/* dieser lösung */
	"dieser l\xc3\xb6sung",
	"ihr",
	"die antwort",
	"diese antwort",
	/* die lösung */
	"die l\xc3\xb6sung",
	NULL
};

/* %r */
static const char *const prose_ru[] = {
	/* этому ответу */
	"\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd0\xbe\xd1\x82"
	    "\xd0\xb2\xd0\xb5\xd1\x82\xd1\x83",
	/* ответу */
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd1\x83",
	/* этому решению */
	"\xd1\x8d\xd1\x82\xd0\xbe\xd0\xbc\xd1\x83 \xd1\x80\xd0\xb5"
	    "\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8e",
	/* решению */
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8e",
	/* ему */
	"\xd0\xb5\xd0\xbc\xd1\x83",
	NULL
};

/* %z */
static const char *const prose_zh[] = {
	/* 这个回答 */
	"\xe8\xbf\x99\xe4\xb8\xaa\xe5\x9b\x9e\xe7\xad\x94",
	/* 该回答 */
	"\xe8\xaf\xa5\xe5\x9b\x9e\xe7\xad\x94",
	/* 此回答 */
	"\xe6\xad\xa4\xe5\x9b\x9e\xe7\xad\x94",
	/* 这个解答 */
	"\xe8\xbf\x99\xe4\xb8\xaa\xe8\xa7\xa3\xe7\xad\x94",
	/* 该解答 */
	"\xe8\xaf\xa5\xe8\xa7\xa3\xe7\xad\x94",
	/* 它 */
	"\xe5\xae\x83",
	/* 这份回答 */
	"\xe8\xbf\x99\xe4\xbb\xbd\xe5\x9b\x9e\xe7\xad\x94",
	NULL
};

/* %j */
static const char *const prose_ja[] = {
	/* この回答に */
	"\xe3\x81\x93\xe3\x81\xae\xe5\x9b\x9e\xe7\xad\x94\xe3\x81\xab",
	/* この解答に */
	"\xe3\x81\x93\xe3\x81\xae\xe8\xa7\xa3\xe7\xad\x94\xe3\x81\xab",
	/* 本回答に */
	"\xe6\x9c\xac\xe5\x9b\x9e\xe7\xad\x94\xe3\x81\xab",
	NULL
};

/* %k: the response spoken of, with its particle, in Korean */
static const char *const prose_ko[] = {
	/* 이 답변에 */
	"\xec\x9d\xb4 \xeb\x8b\xb5\xeb\xb3\x80\xec\x97\x90 ",
	/* 이 답변에는 */
	"\xec\x9d\xb4 \xeb\x8b\xb5\xeb\xb3\x80\xec\x97\x90"
	    "\xeb\x8a\x94 ",
	/* 저는 이 답변에 */
	"\xec\xa0\x80\xeb\x8a\x94 \xec\x9d\xb4 \xeb\x8b\xb5"
	    "\xeb\xb3\x80\xec\x97\x90 ",
	/* 이 풀이에 */
	"\xec\x9d\xb4 \xed\x92\x80\xec\x9d\xb4\xec\x97\x90 ",
	/* 저는 이 풀이에 */
	"\xec\xa0\x80\xeb\x8a\x94 \xec\x9d\xb4 \xed\x92\x80"
	    "\xec\x9d\xb4\xec\x97\x90 ",
	NULL
};

/* %u: the points words of rubric_label.c's papo_rubric_points_words
   a label's value may carry, the stars among them */
static const char *const prose_units[] = {
	" points",
	" point",
	" stars",
	" star",
	" puntos",
	" punti",
	" pontos",
	" punkte",
	" punkt",
	" punkten",
	/*  балла */
	" \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xb0",
	/*  баллов */
	" \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb\xd0\xbe\xd0\xb2",
	/*  балл */
	" \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xbb",
	NULL
};

/* %s: the rubric's top (%t) as the languages write it; never "4 / 5",
   which is "4 or 5" as well */
static const char *const prose_scales[] = {
	" out of %t",
	" (out of %t)",
	"/%t",
	" von %t punkten",	/* before " von %t": the longer first */
	" von %t",
	" sur %t",
	" de %t",
	" sobre %t",
	/*  из %t */
	" \xd0\xb8\xd0\xb7 %t",
	/* （满分%t分） */
	"\xef\xbc\x88\xe6\xbb\xa1\xe5\x88\x86%t\xe5\x88\x86"
	    "\xef\xbc\x89",
	/* (满分%t分) */
	"(\xe6\xbb\xa1\xe5\x88\x86%t\xe5\x88\x86)",
	/* （%t点満点） */
	"\xef\xbc\x88%t\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9"
	    "\xef\xbc\x89",
	/* (%t点満点) */
	"(%t\xe7\x82\xb9\xe6\xba\x80\xe7\x82\xb9)",
	/*  (%t점 만점) */
	" (%t\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90)",
	/* （%t점 만점） */
	"\xef\xbc\x88%t\xec\xa0\x90 \xeb\xa7\x8c\xec\xa0\x90"
	    "\xef\xbc\x89",
	/*  (만점 %t점) */
	" (\xeb\xa7\x8c\xec\xa0\x90 %t\xec\xa0\x90)",
	NULL
};

/* the nouns another response is named by, before its letter or number
   ("Response B", "回答B", "Antwort 2") */
static const char *const prose_others[] = { "response", "answer",
	"assistant", "solution", "antwort", "r\xc3\xa9ponse", "respuesta",
	"resposta", "risposta", "\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",
	"\xe5\x9b\x9e\xe7\xad\x94", "\xe8\xa7\xa3\xe7\xad\x94",
	"\xeb\x8b\xb5\xeb\xb3\x80", NULL };

#define PROSE_NONE ((size_t)-1)

struct prose_m {
	const struct papo_rubric *r;
	const char *s;
	size_t n;
	double top;		/* the rubric's highest score */
	int prefix;		/* any value in digits, anywhere */
	double x;		/* the value read */
	size_t at, len;		/* where it stands */
	int mid;		/* a sentence with text after it */
	size_t after;		/* past the row and its end mark */
};

/* Past emphasis ('*') at s[i]. */
static size_t
prose_stars(const struct prose_m *m, size_t i)
{
	while (i < m->n && m->s[i] == '*')
		i++;
	return i;
}

/*
 * The character of the text at s[i] against the pattern's at p (lower
 * case): ASCII and Cyrillic capitals fold, a typographic apostrophe is
 * one.  The text's bytes it takes, and *pl the pattern's, or 0.
 */
static size_t
prose_char(const struct prose_m *m, size_t i, const char *p, size_t *pl)
{
	const unsigned char *t = (const unsigned char *)m->s + i;
	const unsigned char *q = (const unsigned char *)p;
	size_t left = m->n - i;
	unsigned int c;

	*pl = 1;
	if (left == 0)
		return 0;
	if (q[0] < 0x80) {
		if (q[0] == '\'' && left >= 3 && memcmp(t, "\xe2\x80\x99",
		    3) == 0)
			return 3;
		return tolower(t[0]) == q[0] ? 1 : 0;
	}
	*pl = q[0] >= 0xf0 ? 4 : q[0] >= 0xe0 ? 3 : 2;
	if (left < *pl)
		return 0;
	if (*pl == 2 && t[0] == 0xd0 && t[1] >= 0x90 && t[1] <= 0xaf) {
		/* А..Я to а..я */
		c = 0x410 + (t[1] - 0x90) + 0x20;
		return q[0] == (0xc0 | c >> 6) && q[1] == (0x80 |
		    (c & 0x3f)) ? 2 : 0;
	}
	return memcmp(t, q, *pl) == 0 ? *pl : 0;
}

/* 1 when s[i] starts a letter of a number word (Latin, Cyrillic). */
static int
prose_letter(const struct prose_m *m, size_t i)
{
	unsigned char c = (unsigned char)m->s[i];

	return isalpha(c) || (c >= 0xc3 && c <= 0xc5) || c == 0xd0 ||
	    c == 0xd1;
}

/*
 * The value at s[i]: digits (a decimal part only before a digit) or a
 * number word, one of the rubric's scores (papo_rubric_value); with
 * m->prefix any value written in digits.  Past it, or PROSE_NONE.
 */
static size_t
prose_value(struct prose_m *m, size_t i)
{
	size_t z = i;

	if (z < m->n && isdigit((unsigned char)m->s[z])) {
		while (z < m->n && isdigit((unsigned char)m->s[z]))
			z++;
		if (m->n - z >= 2 && m->s[z] == '.' &&
		    isdigit((unsigned char)m->s[z + 1]))
			for (z++; z < m->n &&
			    isdigit((unsigned char)m->s[z]); z++)
				;
		if (z < m->n && isalpha((unsigned char)m->s[z]))
			return PROSE_NONE;
		if (m->prefix) {
			m->at = i;
			m->len = z - i;
			return z;
		}
	} else if (m->prefix)
		return PROSE_NONE;	/* a verdict before: in digits */
	else
		while (z < m->n && prose_letter(m, z))
			z += (unsigned char)m->s[z] < 0x80 ? 1 : 2;
	if (z == i || z > m->n ||
	    papo_rubric_value(m->r, m->s + i, z - i, &m->x) < 0)
		return PROSE_NONE;
	m->at = i;
	m->len = z - i;
	return z;
}

/* The rubric's top written at s[i], digits alone: past it, or NONE. */
static size_t
prose_top(const struct prose_m *m, size_t i)
{
	char buf[32];
	size_t w;

	snprintf(buf, sizeof(buf), "%g", m->top);
	w = strlen(buf);
	if (m->n - i < w || memcmp(m->s + i, buf, w) != 0 ||
	    (i + w < m->n && isalnum((unsigned char)m->s[i + w])))
		return PROSE_NONE;
	return i + w;
}

static size_t prose_match(struct prose_m *m, size_t i, const char *p);

/* One of list at s[i], then the pattern p: past both, or NONE. */
static size_t
prose_alt(struct prose_m *m, size_t i, const char *const *list,
    const char *p, int optional)
{
	size_t k, j, z;
	int prefix = m->prefix;

	for (k = 0; list[k]; k++) {
		m->prefix = 0;
		j = prose_match(m, i, list[k]);
		m->prefix = prefix;
		if (j != PROSE_NONE && (z = prose_match(m, j, p)) !=
		    PROSE_NONE)
			return z;
	}
	return optional ? prose_match(m, i, p) : PROSE_NONE;
}

/* The list a slot letter names: NULL for none. */
static const char *const *
prose_slot(char c, int *optional)
{
	*optional = c == 's' || c == 'u';
	switch (c) {
	case 'o':
		return prose_en;
	case 'd':
		return prose_de;
	case 'r':
		return prose_ru;
	case 'z':
		return prose_zh;
	case 'j':
		return prose_ja;
	case 'k':
		return prose_ko;
	case 'u':
		return prose_units;
	case 's':
		return prose_scales;
	}
	return NULL;
}

/*
 * The pattern p (a row, or one of a slot's words) at s[i]: past what
 * it matched, or PROSE_NONE.  A space is one or more blanks.
 */
static size_t
prose_match(struct prose_m *m, size_t i, const char *p)
{
	const char *const *list;
	size_t w, pl;
	int optional;

	for (;;) {
		i = prose_stars(m, i);
		if (*p == '\0')
			return i;
		if (p[0] == '%' && p[1] == 'v') {
			if ((i = prose_value(m, i)) == PROSE_NONE)
				return i;
			p += 2;
		} else if (p[0] == '%' && p[1] == 't') {
			if ((i = prose_top(m, i)) == PROSE_NONE)
				return i;
			p += 2;
		} else if (p[0] == '%') {
			if ((list = prose_slot(p[1], &optional)) == NULL)
				return PROSE_NONE;
			return prose_alt(m, i, list, p + 2, optional);
		} else if (*p == ' ') {
			if (i >= m->n || (m->s[i] != ' ' && m->s[i] != '\t'))
				return PROSE_NONE;
			while (i < m->n && (m->s[i] == ' ' || m->s[i] == '\t'))
				i++;
			p++;
		} else {
			if ((w = prose_char(m, i, p, &pl)) == 0)
				return PROSE_NONE;
			i += w;
			p += pl;
		}
	}
}

/* Past the end mark of a sentence at s[i] and emphasis: i or past it. */
static size_t
prose_close(const struct prose_m *m, size_t i)
{
	static const char *const marks[] = { ".", "!", "\xe3\x80\x82",
	    "\xef\xbc\x81", "\xe0\xa5\xa4", NULL };	/* । */

	i = prose_stars(m, i);
	i += papo_rubric_token_at(m->s, m->n, i, marks);
	return prose_stars(m, i);
}

/*
 * 1 when the row that ends at s[z] ends its sentence, with text after
 * it: an end mark then white space ("... a 4. The derivation ..."),
 * "。" ("...4分。推导..."), or the line's end ("Final verdict: 4\n").
 */
static int
prose_ends(const struct prose_m *m, size_t z, size_t e)
{
	size_t k;

	if (e < m->n && m->s[e] == '\n')
		return 1;
	for (k = z; k < e && m->s[k] == '*'; k++)
		;
	if (k == e)
		return 0;	/* no end mark */
	if (m->s[k] != '.' && m->s[k] != '!')
		return 1;	/* 。 ！ */
	return e < m->n && (m->s[e] == ' ' || m->s[e] == '\t');
}

/*
 * 0 when the row p cannot start at s[i] by its first byte (a slot's
 * by its words'), so that a long text is walked fast; else 1.
 */
static int
prose_first(const struct prose_m *m, size_t i, const char *p)
{
	const char *const *list;
	unsigned char c = (unsigned char)m->s[i];
	size_t k;
	int optional;

	if (p[0] != '%')
		return (unsigned char)p[0] == tolower(c) ||
		    ((unsigned char)p[0] >= 0xd0 && c >= 0xd0 && c <= 0xd1);
	if (p[1] == 'v')
		return isdigit(c) || (!m->prefix && prose_letter(m, i));
	if ((list = prose_slot(p[1], &optional)) == NULL)
		return 0;
	for (k = 0; list[k]; k++)
		if ((unsigned char)list[k][0] == tolower(c) ||
		    ((unsigned char)list[k][0] >= 0xd0 && c >= 0xd0 &&
		    c <= 0xd1))
			return 1;
	return 0;
}

/*
 * A row read at s[i]: with m->prefix, any value in digits and text
 * after it; else to the end of the text.  1 or 0.
 */
static int
prose_row_at(struct prose_m *m, size_t i)
{
	size_t k, z;

	if ((i = prose_stars(m, i)) >= m->n)
		return 0;
	for (k = 0; prose_rows[k]; k++) {
		if (!prose_first(m, i, prose_rows[k]))
			continue;
		z = prose_match(m, i, prose_rows[k]);
		if (z == PROSE_NONE)
			continue;
		if (m->prefix)
			return 1;
		if ((m->after = prose_close(m, z)) == m->n ||
		    (m->mid && prose_ends(m, z, m->after)))
			return 1;
	}
	return 0;
}

/* 1 when a word starts at s[i]: the text's start, or after no letter. */
static int
prose_word_start(const char *s, size_t i)
{
	unsigned char c = i ? (unsigned char)s[i - 1] : ' ';

	return !isalnum(c) && c < 0x80;
}

/*
 * 1 when s (n bytes) names another response: a row of prose_others
 * and a letter B to D or a digit 2 to 4 alone ("Response B", "回答
 * B", "Antwort 2").
 */
static int
prose_other_named(const char *s, size_t n)
{
	size_t i, k, w, z;

	for (i = 0; i < n; i++)
		for (k = 0; prose_others[k]; k++) {
			if (tolower((unsigned char)s[i]) !=
			    (unsigned char)prose_others[k][0])
				continue;
			w = strlen(prose_others[k]);
			if (n - i < w || strncasecmp(s + i, prose_others[k],
			    w) != 0)
				continue;
			z = i + w;
			while (z < n && (s[z] == ' ' || s[z] == '_'))
				z++;
			if (z < n && strchr("BCD234", s[z]) != NULL &&
			    (z + 1 == n || !isalnum((unsigned char)s[z + 1])))
				return 1;
		}
	return 0;
}

/*
 * 1 when the text before the verdict s[0..n) states a verdict in
 * prose itself: a row at a word's start, whatever its value.
 */
static int
prose_before_row(const struct papo_rubric *r, const char *s, size_t n)
{
	struct prose_m m = { r, s, n, 0, 1, 0, 0, 0, 0, 0 };
	size_t i;

	for (i = 0; i < n; i++)
		if (prose_word_start(s, i) && prose_row_at(&m, i))
			return 1;
	return 0;
}

static double prose_top_of(const struct papo_rubric *r);

/*
 * 1 when a scale other than the rubric's follows a prose verdict's
 * value at s[z] ("Ich gebe 4/5." under a rubric of 0 to 10): another
 * scale's rating, whatever its value.
 */
static int
prose_other_scale(const struct papo_rubric *r, const char *s, size_t n,
    size_t z)
{
	static const char *const ofs[] = { " out of ", " von ", " sur ",
	    " de ", " su ", " sobre ", " dari ", " \xd0\xb8\xd0\xb7 ",
	    NULL };
	size_t k, w, d;
	double b;

	for (k = 0, w = 0; ofs[k]; k++)
		if (n - z > (w = strlen(ofs[k])) &&
		    strncasecmp(s + z, ofs[k], w) == 0)
			break;
	if (ofs[k] == NULL)
		w = z < n && s[z] == '/' ? 1 : 0;
	if (w == 0)
		return 0;
	for (d = z + w; d < n && isdigit((unsigned char)s[d]); d++)
		;
	return d > z + w && papo_rubric_number(s + z + w, d - z - w, &b) == 0 &&
	    b != prose_top_of(r);
}

/*
 * A verdict stated in prose at s[i] before a verdict x read elsewhere
 * (a row at a word's start, any language's, its value in digits) that
 * gives another value: "Ich gebe 5/5. Bewertung: 1", "Je donne 5.
 * Note : 1".  1 with *z past its value, else 0 (*z past s[i]).
 */
int
papo_rubric_prose_other(const struct papo_rubric *r, const char *s, size_t n,
    size_t i, double x, size_t *z)
{
	struct prose_m m = { r, s, n, 0, 1, 0, 0, 0, 0, 0 };
	double y;

	*z = i + 1;
	if (r->parse == PAPO_RUBRIC_GRADE || !prose_word_start(s, i) ||
	    !prose_row_at(&m, i) || m.len == 0)
		return 0;
	*z = m.at + m.len;
	return papo_rubric_number(s + m.at, m.len, &y) < 0 || y != x ||
	    prose_other_scale(r, s, n, *z);
}

/* The highest of the rubric's scores. */
static double
prose_top_of(const struct papo_rubric *r)
{
	double t = 0;
	size_t k;

	for (k = 0; k < r->nscores; k++)
		if (k == 0 || r->scores[k] > t)
			t = r->scores[k];
	return t;
}

/* 1 when an end mark (". ", "! ", "。") of s[a..) stands right before
   s[i]: the one definition of a prose sentence's end mark. */
static int
prose_mark_before(const char *s, size_t a, size_t i)
{
	return (i >= a + 2 && s[i - 1] == ' ' && (s[i - 2] == '.' ||
	    s[i - 2] == '!')) || (i >= a + 3 &&
	    memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0);
}

/*
 * Where the last sentence of the line s[a..n) starts: past the last
 * end mark (". ", "! ", "。") before the line's end, or a when there
 * is none.
 */
static size_t
prose_last_sentence(const char *s, size_t a, size_t n)
{
	size_t i;

	/* not past a "。" that ends the line */
	for (i = n; i > a + 2; i--)
		if (prose_mark_before(s, a, i) && (i < n || s[i - 1] == ' '))
			return i;
	return a;
}

/* 1 when a sentence may start at s[i]: a line's, or past ". ", "。". */
static int
prose_sentence_start(const char *s, size_t i)
{
	return i == 0 || s[i - 1] == '\n' || prose_mark_before(s, 0, i);
}

/*
 * The last row of the text that ends its sentence, text after it or
 * not ("I give this a 4. The proof is complete."): where it starts,
 * with m's value and m->after set; or PROSE_NONE.
 */
static size_t
prose_mid(struct prose_m *m)
{
	struct prose_m t = *m;
	size_t i, j, last = PROSE_NONE;

	m->mid = 1;
	for (i = 0; i < m->n; i++) {
		if (!prose_sentence_start(m->s, i))
			continue;
		for (j = i; j < m->n && (m->s[j] == ' ' || m->s[j] == '\t' ||
		    m->s[j] == '#'); j++)
			;
		if (prose_row_at(m, j)) {
			t = *m;
			last = j;
		}
	}
	*m = t;
	return last;
}

int
papo_rubric_prose(const struct papo_rubric *r, const char *s, size_t n,
    struct papo_rubric_verdict *v)
{
	struct prose_m m = { r, s, n, 0, 0, 0, 0, 0, 0, 0 };
	size_t a, i;

	if (r->parse == PAPO_RUBRIC_GRADE || r->nscores == 0)
		return 1;
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	m.n = n;
	m.top = prose_top_of(r);
	if (papo_rubric_template_mark(s, n) < n ||
	    memmem(s, n, "<think>", 7) != NULL)
		return 1;
	for (a = n; a > 0 && s[a - 1] != '\n'; a--)
		;
	/* the line's start (markup aside), or its last sentence's; else
	   the last row with text after it, which must be what may follow
	   a label's verdict (papo_rubric_prose_after) */
	for (i = a; i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '#' ||
	    s[i] == '*'); i++)
		;
	if (!prose_row_at(&m, i) && ((i = prose_last_sentence(s, a, n)) ==
	    a || !prose_row_at(&m, i)) && (i = prose_mid(&m)) == PROSE_NONE)
		return 1;
	v->at = m.at;
	v->len = m.len;
	v->score = m.x;
	if (prose_other_named(s, i)) {
		v->why = "a verdict stated in prose after a text that names "
		    "another response: whose it is is not said";
		return -1;
	}
	if (prose_before_row(r, s, i)) {
		v->why = "a verdict stated in prose after another one";
		return -1;
	}
	if (papo_rubric_prose_before(r, s, i, m.x, &v->why) < 0)
		return -1;
	if (m.after < n && papo_rubric_prose_after(r, s, n, m.after, m.x,
	    &v->why) < 0)
		return -1;
	v->why = NULL;
	v->error = NULL;
	return 0;
}

int
papo_rubric_prose_alone(const struct papo_rubric *r, const char *s,
    size_t n, double *x)
{
	struct prose_m m = { r, s, n, 0, 0, 0, 0, 0, 0, 0 };
	size_t i = 0;

	if (r->parse == PAPO_RUBRIC_GRADE || r->nscores == 0)
		return -1;
	while (n > 0 && isspace((unsigned char)s[n - 1]))
		n--;
	while (i < n && (isspace((unsigned char)s[i]) || s[i] == '#'))
		i++;
	m.n = n;
	m.top = prose_top_of(r);
	if (!prose_row_at(&m, i))
		return -1;
	*x = m.x;
	return 0;
}
