/* SPDX-License-Identifier: MIT */
/*
 * answer_words.c: numbers written in words in the listed languages other
 * than English (German, French, Spanish, Italian, Portuguese, Russian,
 * Swahili, Thai, Korean, Bengali, Telugu, Indonesian, Vietnamese, Polish,
 * Turkish, Arabic, Hindi; Chinese and Japanese numerals
 * with their fractions and decimals), as rows: a word, its value, and how
 * it combines.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"

enum w_kind {
	W_ADD,		/* added: "drei", "vingt", "二" */
	W_MUL,		/* multiplies the last group: "hundert", "十" */
	W_BIG,		/* closes a group: "tausend", "mille", "万" */
	W_JOIN,		/* joins words: "und", "y", "e", "et", "na" */
	W_ZERO,		/* a zero inside a numeral: "零" */
	W_PRE		/* multiplies the one word after it: "mia", "elfu" */
};

struct w_row {
	const char *w;
	long v;
	enum w_kind kind;
};

/*
 * The rows, longest spelling first within a word's prefixes is not
 * needed: the reader takes the longest row that matches.
 */
static const struct w_row rows[] = {
	/* German */
	{ "null", 0, W_ADD }, { "eins", 1, W_ADD }, { "ein", 1, W_ADD },
	{ "eine", 1, W_ADD }, { "zwei", 2, W_ADD }, { "drei", 3, W_ADD },
	{ "vier", 4, W_ADD }, { "f\xc3\xbcnf", 5, W_ADD },
	{ "sechs", 6, W_ADD }, { "sieben", 7, W_ADD }, { "acht", 8, W_ADD },
	{ "neun", 9, W_ADD }, { "zehn", 10, W_ADD }, { "elf", 11, W_ADD },
	{ "zw\xc3\xb6lf", 12, W_ADD }, { "dreizehn", 13, W_ADD },
	{ "vierzehn", 14, W_ADD }, { "f\xc3\xbcnfzehn", 15, W_ADD },
	{ "sechzehn", 16, W_ADD }, { "siebzehn", 17, W_ADD },
	{ "achtzehn", 18, W_ADD }, { "neunzehn", 19, W_ADD },
	{ "zwanzig", 20, W_ADD }, { "drei\xc3\x9fig", 30, W_ADD },
	{ "dreissig", 30, W_ADD }, { "vierzig", 40, W_ADD },
	{ "f\xc3\xbcnfzig", 50, W_ADD }, { "sechzig", 60, W_ADD },
	{ "siebzig", 70, W_ADD }, { "achtzig", 80, W_ADD },
	{ "neunzig", 90, W_ADD }, { "hundert", 100, W_MUL },
	{ "tausend", 1000, W_BIG }, { "und", 0, W_JOIN },
	/* French */
	{ "z\xc3\xa9ro", 0, W_ADD }, { "un", 1, W_ADD }, { "une", 1, W_ADD },
	{ "deux", 2, W_ADD }, { "trois", 3, W_ADD }, { "quatre", 4, W_ADD },
	{ "cinq", 5, W_ADD }, { "six", 6, W_ADD }, { "sept", 7, W_ADD },
	{ "huit", 8, W_ADD }, { "neuf", 9, W_ADD }, { "dix", 10, W_ADD },
	{ "onze", 11, W_ADD }, { "douze", 12, W_ADD },
	{ "treize", 13, W_ADD }, { "quatorze", 14, W_ADD },
	{ "quinze", 15, W_ADD }, { "seize", 16, W_ADD },
	{ "vingt", 20, W_ADD }, { "vingts", 20, W_ADD },
	{ "trente", 30, W_ADD }, { "quarante", 40, W_ADD },
	{ "cinquante", 50, W_ADD }, { "soixante", 60, W_ADD },
	{ "quatre-vingt", 80, W_ADD }, { "quatre-vingts", 80, W_ADD },
	{ "cent", 100, W_MUL }, { "cents", 100, W_MUL },
	{ "mille", 1000, W_BIG }, { "et", 0, W_JOIN },
	/* Spanish */
	{ "cero", 0, W_ADD }, { "uno", 1, W_ADD }, { "una", 1, W_ADD },
	{ "dos", 2, W_ADD }, { "d\xc3\xb3s", 2, W_ADD }, { "tres", 3, W_ADD },
	{ "tr\xc3\xa9s", 3, W_ADD }, { "cuatro", 4, W_ADD },
	{ "cinco", 5, W_ADD }, { "seis", 6, W_ADD },
	{ "s\xc3\xa9is", 6, W_ADD }, { "siete", 7, W_ADD },
	{ "ocho", 8, W_ADD }, { "nueve", 9, W_ADD }, { "diez", 10, W_ADD },
	{ "once", 11, W_ADD }, { "doce", 12, W_ADD }, { "trece", 13, W_ADD },
	{ "catorce", 14, W_ADD }, { "quince", 15, W_ADD },
	{ "dieci", 10, W_ADD }, { "veinte", 20, W_ADD },
	{ "veinti", 20, W_ADD }, { "treinta", 30, W_ADD },
	{ "cuarenta", 40, W_ADD }, { "cincuenta", 50, W_ADD },
	{ "sesenta", 60, W_ADD }, { "setenta", 70, W_ADD },
	{ "ochenta", 80, W_ADD }, { "noventa", 90, W_ADD },
	{ "cien", 100, W_ADD }, { "ciento", 100, W_ADD },
	{ "doscientos", 200, W_ADD }, { "trescientos", 300, W_ADD },
	{ "quinientos", 500, W_ADD }, { "cuatrocientos", 400, W_ADD },
	{ "seiscientos", 600, W_ADD }, { "setecientos", 700, W_ADD },
	{ "ochocientos", 800, W_ADD }, { "novecientos", 900, W_ADD },
	{ "mil", 1000, W_BIG },
	{ "y", 0, W_JOIN },
	/* Italian */
	{ "zero", 0, W_ADD }, { "due", 2, W_ADD }, { "tre", 3, W_ADD },
	{ "tr\xc3\xa9", 3, W_ADD }, { "quattro", 4, W_ADD },
	{ "cinque", 5, W_ADD }, { "sei", 6, W_ADD }, { "sette", 7, W_ADD },
	{ "otto", 8, W_ADD }, { "nove", 9, W_ADD }, { "dieci", 10, W_ADD },
	{ "undici", 11, W_ADD }, { "dodici", 12, W_ADD },
	{ "tredici", 13, W_ADD }, { "quattordici", 14, W_ADD },
	{ "quindici", 15, W_ADD }, { "sedici", 16, W_ADD },
	{ "diciassette", 17, W_ADD }, { "diciotto", 18, W_ADD },
	{ "diciannove", 19, W_ADD }, { "venti", 20, W_ADD },
	{ "vent", 20, W_ADD }, { "trenta", 30, W_ADD },
	{ "trent", 30, W_ADD }, { "quaranta", 40, W_ADD },
	{ "quarant", 40, W_ADD }, { "cinquanta", 50, W_ADD },
	{ "cinquant", 50, W_ADD }, { "sessanta", 60, W_ADD },
	{ "sessant", 60, W_ADD }, { "settanta", 70, W_ADD },
	{ "settant", 70, W_ADD }, { "ottanta", 80, W_ADD },
	{ "ottant", 80, W_ADD }, { "novanta", 90, W_ADD },
	{ "novant", 90, W_ADD }, { "cento", 100, W_MUL },
	{ "mille", 1000, W_BIG },
	/* Portuguese */
	{ "um", 1, W_ADD }, { "uma", 1, W_ADD }, { "dois", 2, W_ADD },
	{ "duas", 2, W_ADD }, { "tr\xc3\xaas", 3, W_ADD },
	{ "sete", 7, W_ADD }, { "oito", 8, W_ADD }, { "dez", 10, W_ADD },
	{ "doze", 12, W_ADD }, { "treze", 13, W_ADD },
	{ "catorze", 14, W_ADD }, { "quatorze", 14, W_ADD },
	{ "dezesseis", 16, W_ADD }, { "dezessete", 17, W_ADD },
	{ "dezoito", 18, W_ADD }, { "dezenove", 19, W_ADD },
	{ "vinte", 20, W_ADD }, { "trinta", 30, W_ADD },
	{ "sessenta", 60, W_ADD }, { "oitenta", 80, W_ADD },
	{ "cem", 100, W_ADD }, { "e", 0, W_JOIN },
	{ "quatro", 4, W_ADD }, { "quarenta", 40, W_ADD },
	{ "cinquenta", 50, W_ADD }, { "dezasseis", 16, W_ADD },
	{ "dezassete", 17, W_ADD }, { "dezanove", 19, W_ADD },
	{ "duzentos", 200, W_ADD }, { "duzentas", 200, W_ADD },
	{ "trezentos", 300, W_ADD }, { "trezentas", 300, W_ADD },
	{ "quatrocentos", 400, W_ADD }, { "quatrocentas", 400, W_ADD },
	{ "quinhentos", 500, W_ADD }, { "quinhentas", 500, W_ADD },
	{ "seiscentos", 600, W_ADD }, { "seiscentas", 600, W_ADD },
	{ "setecentos", 700, W_ADD }, { "setecentas", 700, W_ADD },
	{ "oitocentos", 800, W_ADD }, { "oitocentas", 800, W_ADD },
	{ "novecentos", 900, W_ADD }, { "novecentas", 900, W_ADD },
	/* Ukrainian: the words Russian does not share */
	/* нуль */
	{ "\xd0\xbd\xd1\x83\xd0\xbb\xd1\x8c", 0, W_ADD },
	/* дві */
	{ "\xd0\xb4\xd0\xb2\xd1\x96", 2, W_ADD },
	/* чотири */
	{ "\xd1\x87\xd0\xbe\xd1\x82\xd0\xb8\xd1\x80\xd0\xb8", 4, W_ADD },
	/* п'ять */
	{ "\xd0\xbf'\xd1\x8f\xd1\x82\xd1\x8c", 5, W_ADD },
	/* шість */
	{ "\xd1\x88\xd1\x96\xd1\x81\xd1\x82\xd1\x8c", 6, W_ADD },
	/* сім */
	{ "\xd1\x81\xd1\x96\xd0\xbc", 7, W_ADD },
	/* вісім */
	{ "\xd0\xb2\xd1\x96\xd1\x81\xd1\x96\xd0\xbc", 8, W_ADD },
	/* дев'ять */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2'\xd1\x8f\xd1\x82\xd1"
	    "\x8c", 9, W_ADD },
	/* одинадцять */
	{ "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 11, W_ADD },
	/* дванадцять */
	{ "\xd0\xb4\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 12, W_ADD },
	/* тринадцять */
	{ "\xd1\x82\xd1\x80\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 13, W_ADD },
	/* чотирнадцять */
	{ "\xd1\x87\xd0\xbe\xd1\x82\xd0\xb8\xd1\x80\xd0\xbd"
	    "\xd0\xb0\xd0\xb4\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 14, W_ADD },
	/* п'ятнадцять */
	{ "\xd0\xbf'\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb0\xd0"
	    "\xb4\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 15, W_ADD },
	/* шістнадцять */
	{ "\xd1\x88\xd1\x96\xd1\x81\xd1\x82\xd0\xbd\xd0\xb0"
	    "\xd0\xb4\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 16, W_ADD },
	/* сімнадцять */
	{ "\xd1\x81\xd1\x96\xd0\xbc\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 17, W_ADD },
	/* вісімнадцять */
	{ "\xd0\xb2\xd1\x96\xd1\x81\xd1\x96\xd0\xbc\xd0\xbd"
	    "\xd0\xb0\xd0\xb4\xd1\x86\xd1\x8f\xd1\x82\xd1\x8c", 18, W_ADD },
	/* дев'ятнадцять */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2'\xd1\x8f\xd1\x82\xd0"
	    "\xbd\xd0\xb0\xd0\xb4\xd1\x86\xd1\x8f\xd1\x82\xd1"
	    "\x8c", 19, W_ADD },
	/* п'ятдесят */
	{ "\xd0\xbf'\xd1\x8f\xd1\x82\xd0\xb4\xd0\xb5\xd1"
	    "\x81\xd1\x8f\xd1\x82", 50, W_ADD },
	/* шістдесят */
	{ "\xd1\x88\xd1\x96\xd1\x81\xd1\x82\xd0\xb4\xd0\xb5"
	    "\xd1\x81\xd1\x8f\xd1\x82", 60, W_ADD },
	/* сімдесят */
	{ "\xd1\x81\xd1\x96\xd0\xbc\xd0\xb4\xd0\xb5\xd1\x81"
	    "\xd1\x8f\xd1\x82", 70, W_ADD },
	/* вісімдесят */
	{ "\xd0\xb2\xd1\x96\xd1\x81\xd1\x96\xd0\xbc\xd0\xb4"
	    "\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82", 80, W_ADD },
	/* дев'яносто */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2'\xd1\x8f\xd0\xbd\xd0"
	    "\xbe\xd1\x81\xd1\x82\xd0\xbe", 90, W_ADD },
	/* двісті */
	{ "\xd0\xb4\xd0\xb2\xd1\x96\xd1\x81\xd1\x82\xd1\x96", 200, W_ADD },
	/* чотириста */
	{ "\xd1\x87\xd0\xbe\xd1\x82\xd0\xb8\xd1\x80\xd0\xb8"
	    "\xd1\x81\xd1\x82\xd0\xb0", 400, W_ADD },
	/* п'ятсот */
	{ "\xd0\xbf'\xd1\x8f\xd1\x82\xd1\x81\xd0\xbe\xd1"
	    "\x82", 500, W_ADD },
	/* шістсот */
	{ "\xd1\x88\xd1\x96\xd1\x81\xd1\x82\xd1\x81\xd0\xbe"
	    "\xd1\x82", 600, W_ADD },
	/* сімсот */
	{ "\xd1\x81\xd1\x96\xd0\xbc\xd1\x81\xd0\xbe\xd1\x82", 700, W_ADD },
	/* вісімсот */
	{ "\xd0\xb2\xd1\x96\xd1\x81\xd1\x96\xd0\xbc\xd1\x81"
	    "\xd0\xbe\xd1\x82", 800, W_ADD },
	/* дев'ятсот */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2'\xd1\x8f\xd1\x82\xd1"
	    "\x81\xd0\xbe\xd1\x82", 900, W_ADD },
	/* двадцять, тридцять (Russian's end in -ать) */
	{ "\xd0\xb4\xd0\xb2\xd0\xb0\xd0\xb4\xd1\x86\xd1\x8f"
	    "\xd1\x82\xd1\x8c", 20, W_ADD },
	{ "\xd1\x82\xd1\x80\xd0\xb8\xd0\xb4\xd1\x86\xd1\x8f"
	    "\xd1\x82\xd1\x8c", 30, W_ADD },
	/* тисяча, тисячі, тисяч */
	{ "\xd1\x82\xd0\xb8\xd1\x81\xd1\x8f\xd1\x87\xd0\xb0", 1000,
	    W_BIG },
	{ "\xd1\x82\xd0\xb8\xd1\x81\xd1\x8f\xd1\x87\xd1\x96", 1000,
	    W_BIG },
	{ "\xd1\x82\xd0\xb8\xd1\x81\xd1\x8f\xd1\x87", 1000, W_BIG },
	/* Russian */
	{ "\xd0\xbd\xd0\xbe\xd0\xbb\xd1\x8c", 0, W_ADD },	/* ноль */
	{ "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd", 1, W_ADD },	/* один */
	{ "\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xb0", 1, W_ADD },	/* одна */
	/* одной, одну: before a fraction's denominator ("одной трети") */
	{ "\xd0\xbe\xd0\xb4\xd0\xbd\xd0\xbe\xd0\xb9", 1, W_ADD },
	{ "\xd0\xbe\xd0\xb4\xd0\xbd\xd1\x83", 1, W_ADD },
	{ "\xd0\xb4\xd0\xb2\xd0\xb0", 2, W_ADD },		/* два */
	{ "\xd0\xb4\xd0\xb2\xd0\xb5", 2, W_ADD },		/* две */
	{ "\xd1\x82\xd1\x80\xd0\xb8", 3, W_ADD },		/* три */
	/* четыре */
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xb5", 4, W_ADD },
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c", 5, W_ADD },	/* пять */
	/* шесть */
	{ "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c", 6, W_ADD },
	{ "\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 7, W_ADD },	/* семь */
	/* восемь */
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c", 8, W_ADD },
	/* девять */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8c", 9, W_ADD },
	/* десять */
	{ "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8c", 10, W_ADD },
	{ "\xd0\xb4\xd0\xb2\xd0\xb0\xd0\xb4\xd1\x86\xd0\xb0\xd1\x82\xd1\x8c",
	    20, W_ADD },					/* двадцать */
	{ "\xd1\x82\xd1\x80\xd0\xb8\xd0\xb4\xd1\x86\xd0\xb0\xd1\x82\xd1\x8c",
	    30, W_ADD },					/* тридцать */
	/* сорок */
	{ "\xd1\x81\xd0\xbe\xd1\x80\xd0\xbe\xd0\xba", 40, W_ADD },
	{ "\xd1\x81\xd1\x82\xd0\xbe", 100, W_ADD },		/* сто */
	/* тысяча */
	{ "\xd1\x82\xd1\x8b\xd1\x81\xd1\x8f\xd1\x87\xd0\xb0", 1000, W_BIG },
	{ "\xd0\xbe\xd0\xb4\xd0\xb8\xd0\xbd\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86"
	    "\xd0\xb0\xd1\x82\xd1\x8c",
	    11, W_ADD },		/* одиннадцать */
	{ "\xd0\xb4\xd0\xb2\xd0\xb5\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86\xd0\xb0"
	    "\xd1\x82\xd1\x8c",
	    12, W_ADD },		/* двенадцать */
	{ "\xd1\x82\xd1\x80\xd0\xb8\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86\xd0\xb0"
	    "\xd1\x82\xd1\x8c",
	    13, W_ADD },		/* тринадцать */
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd1\x8b\xd1\x80\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd0\xb0\xd1\x82\xd1\x8c",
	    14, W_ADD },		/* четырнадцать */
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86\xd0\xb0"
	    "\xd1\x82\xd1\x8c",
	    15, W_ADD },		/* пятнадцать */
	{ "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86"
	    "\xd0\xb0\xd1\x82\xd1\x8c",
	    16, W_ADD },		/* шестнадцать */
	{ "\xd1\x81\xd0\xb5\xd0\xbc\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x86\xd0\xb0"
	    "\xd1\x82\xd1\x8c",
	    17, W_ADD },		/* семнадцать */
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd0\xb0\xd1\x82\xd1\x8c",
	    18, W_ADD },		/* восемнадцать */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd0\xbd\xd0\xb0\xd0\xb4"
	    "\xd1\x86\xd0\xb0\xd1\x82\xd1\x8c",
	    19, W_ADD },		/* девятнадцать */
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8c\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f"
	    "\xd1\x82",
	    50, W_ADD },		/* пятьдесят */
	{ "\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8c\xd0\xb4\xd0\xb5\xd1\x81"
	    "\xd1\x8f\xd1\x82",
	    60, W_ADD },		/* шестьдесят */
	{ "\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f"
	    "\xd1\x82",
	    70, W_ADD },		/* семьдесят */
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd0\xb5\xd0\xbc\xd1\x8c\xd0\xb4\xd0\xb5"
	    "\xd1\x81\xd1\x8f\xd1\x82",
	    80, W_ADD },		/* восемьдесят */
	{ "\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82"
	    "\xd0\xbe",
	    90, W_ADD },		/* девяносто */
	{ "\xd0\xb4\xd0\xb2\xd0\xb5\xd1\x81\xd1\x82\xd0\xb8",
	    200, W_ADD },		/* двести */
	{ "\xd1\x82\xd1\x80\xd0\xb8\xd1\x81\xd1\x82\xd0\xb0",
	    300, W_ADD },		/* триста */
	{ "\xd1\x82\xd1\x8b\xd1\x81\xd1\x8f\xd1\x87\xd0\xb8",
	    1000, W_BIG },		/* тысячи */
	{ "\xd1\x82\xd1\x8b\xd1\x81\xd1\x8f\xd1\x87",
	    1000, W_BIG },		/* тысяч */
	/* Swahili (below a hundred; "mia" and "elfu" take their count
	   after them: "mia mbili" 200, "elfu moja na mia tatu" 1300) */
	{ "mia", 100, W_PRE }, { "elfu", 1000, W_PRE },
	{ "moja", 1, W_ADD }, { "mbili", 2, W_ADD }, { "tatu", 3, W_ADD },
	{ "nne", 4, W_ADD }, { "tano", 5, W_ADD }, { "sita", 6, W_ADD },
	{ "saba", 7, W_ADD }, { "nane", 8, W_ADD }, { "tisa", 9, W_ADD },
	{ "kumi", 10, W_ADD }, { "ishirini", 20, W_ADD },
	{ "thelathini", 30, W_ADD }, { "arobaini", 40, W_ADD },
	{ "hamsini", 50, W_ADD }, { "sitini", 60, W_ADD },
	{ "sabini", 70, W_ADD }, { "themanini", 80, W_ADD },
	{ "tisini", 90, W_ADD }, { "na", 0, W_JOIN },
	/* Thai */
	{ "\xe0\xb8\xa8\xe0\xb8\xb9\xe0\xb8\x99\xe0\xb8\xa2\xe0\xb9\x8c", 0,
	    W_ADD },						/* ศูนย์ */
	{ "\xe0\xb8\xab\xe0\xb8\x99\xe0\xb8\xb6\xe0\xb9\x88\xe0\xb8\x87", 1,
	    W_ADD },						/* หนึ่ง */
	/* เอ็ด */
	{ "\xe0\xb9\x80\xe0\xb8\xad\xe0\xb9\x87\xe0\xb8\x94", 1, W_ADD },
	{ "\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x87", 2, W_ADD },	/* สอง */
	{ "\xe0\xb8\xa2\xe0\xb8\xb5\xe0\xb9\x88", 2, W_ADD },	/* ยี่ */
	{ "\xe0\xb8\xaa\xe0\xb8\xb2\xe0\xb8\xa1", 3, W_ADD },	/* สาม */
	{ "\xe0\xb8\xaa\xe0\xb8\xb5\xe0\xb9\x88", 4, W_ADD },	/* สี่ */
	{ "\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\xb2", 5, W_ADD },	/* ห้า */
	{ "\xe0\xb8\xab\xe0\xb8\x81", 6, W_ADD },		/* หก */
	/* เจ็ด */
	{ "\xe0\xb9\x80\xe0\xb8\x88\xe0\xb9\x87\xe0\xb8\x94", 7, W_ADD },
	{ "\xe0\xb9\x81\xe0\xb8\x9b\xe0\xb8\x94", 8, W_ADD },	/* แปด */
	/* เก้า */
	{ "\xe0\xb9\x80\xe0\xb8\x81\xe0\xb9\x89\xe0\xb8\xb2", 9, W_ADD },
	{ "\xe0\xb8\xaa\xe0\xb8\xb4\xe0\xb8\x9a", 10, W_MUL },	/* สิบ */
	/* ร้อย */
	{ "\xe0\xb8\xa3\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa2", 100, W_MUL },
	/* พัน */
	{ "\xe0\xb8\x9e\xe0\xb8\xb1\xe0\xb8\x99", 1000, W_MUL },
	/* Korean: Sino-Korean (십, 백, 천 multiply) and native words */
	{ "\xec\x98\x81", 0, W_ADD },	/* 영 */
	{ "\xea\xb3\xb5", 0, W_ADD },	/* 공 */
	{ "\xec\x9d\xbc", 1, W_ADD },	/* 일 */
	{ "\xec\x9d\xb4", 2, W_ADD },	/* 이 */
	{ "\xec\x82\xbc", 3, W_ADD },	/* 삼 */
	{ "\xec\x82\xac", 4, W_ADD },	/* 사 */
	{ "\xec\x98\xa4", 5, W_ADD },	/* 오 */
	{ "\xec\x9c\xa1", 6, W_ADD },	/* 육 */
	{ "\xec\xb9\xa0", 7, W_ADD },	/* 칠 */
	{ "\xed\x8c\x94", 8, W_ADD },	/* 팔 */
	{ "\xea\xb5\xac", 9, W_ADD },	/* 구 */
	{ "\xec\x8b\xad", 10, W_MUL },	/* 십 */
	{ "\xeb\xb0\xb1", 100, W_MUL },	/* 백 */
	{ "\xec\xb2\x9c", 1000, W_MUL },	/* 천 */
	{ "\xeb\xa7\x8c", 10000, W_BIG },	/* 만 */
	{ "\xec\x96\xb5", 100000000, W_BIG },	/* 억 */
	{ "\xed\x95\x98\xeb\x82\x98", 1, W_ADD },	/* 하나 */
	{ "\xeb\x91\x98", 2, W_ADD },	/* 둘 */
	{ "\xec\x85\x8b", 3, W_ADD },	/* 셋 */
	{ "\xeb\x84\xb7", 4, W_ADD },	/* 넷 */
	{ "\xeb\x8b\xa4\xec\x84\xaf", 5, W_ADD },	/* 다섯 */
	{ "\xec\x97\xac\xec\x84\xaf", 6, W_ADD },	/* 여섯 */
	{ "\xec\x9d\xbc\xea\xb3\xb1", 7, W_ADD },	/* 일곱 */
	{ "\xec\x97\xac\xeb\x8d\x9f", 8, W_ADD },	/* 여덟 */
	{ "\xec\x95\x84\xed\x99\x89", 9, W_ADD },	/* 아홉 */
	{ "\xec\x97\xb4", 10, W_ADD },	/* 열 */
	{ "\xec\x8a\xa4\xeb\xac\xbc", 20, W_ADD },	/* 스물 */
	{ "\xec\x84\x9c\xeb\xa5\xb8", 30, W_ADD },	/* 서른 */
	{ "\xeb\xa7\x88\xed\x9d\x94", 40, W_ADD },	/* 마흔 */
	{ "\xec\x89\xb0", 50, W_ADD },	/* 쉰 */
	{ "\xec\x98\x88\xec\x88\x9c", 60, W_ADD },	/* 예순 */
	{ "\xec\x9d\xbc\xed\x9d\x94", 70, W_ADD },	/* 일흔 */
	{ "\xec\x97\xac\xeb\x93\xa0", 80, W_ADD },	/* 여든 */
	{ "\xec\x95\x84\xed\x9d\x94", 90, W_ADD },	/* 아흔 */
	/* Bengali: the words to twenty, the tens, hundreds and thousands */
	/* শূন্য */
	{ "\xe0\xa6\xb6\xe0\xa7\x82\xe0\xa6\xa8\xe0\xa7\x8d"
	    "\xe0\xa6\xaf", 0, W_ADD },
	{ "\xe0\xa6\x8f\xe0\xa6\x95", 1, W_ADD },	/* এক */
	{ "\xe0\xa6\xa6\xe0\xa7\x81\xe0\xa6\x87", 2, W_ADD },	/* দুই */
	{ "\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\xa8", 3, W_ADD },	/* তিন */
	{ "\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\xb0", 4, W_ADD },	/* চার */
	/* পাঁচ */
	{ "\xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\x81\xe0\xa6\x9a", 5, W_ADD },
	{ "\xe0\xa6\x9b\xe0\xa6\xaf\xe0\xa6\xbc", 6, W_ADD },	/* ছয় */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4", 7, W_ADD },	/* সাত */
	{ "\xe0\xa6\x86\xe0\xa6\x9f", 8, W_ADD },	/* আট */
	{ "\xe0\xa6\xa8\xe0\xa6\xaf\xe0\xa6\xbc", 9, W_ADD },	/* নয় */
	{ "\xe0\xa6\xa6\xe0\xa6\xb6", 10, W_ADD },	/* দশ */
	/* এগারো */
	{ "\xe0\xa6\x8f\xe0\xa6\x97\xe0\xa6\xbe\xe0\xa6\xb0"
	    "\xe0\xa7\x8b", 11, W_ADD },
	/* বারো */
	{ "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa7\x8b", 12, W_ADD },
	/* তেরো */
	{ "\xe0\xa6\xa4\xe0\xa7\x87\xe0\xa6\xb0\xe0\xa7\x8b", 13, W_ADD },
	/* চোদ্দ */
	{ "\xe0\xa6\x9a\xe0\xa7\x8b\xe0\xa6\xa6\xe0\xa7\x8d"
	    "\xe0\xa6\xa6", 14, W_ADD },
	/* চৌদ্দ */
	{ "\xe0\xa6\x9a\xe0\xa7\x8c\xe0\xa6\xa6\xe0\xa7\x8d"
	    "\xe0\xa6\xa6", 14, W_ADD },
	/* পনেরো */
	{ "\xe0\xa6\xaa\xe0\xa6\xa8\xe0\xa7\x87\xe0\xa6\xb0"
	    "\xe0\xa7\x8b", 15, W_ADD },
	/* ষোলো */
	{ "\xe0\xa6\xb7\xe0\xa7\x8b\xe0\xa6\xb2\xe0\xa7\x8b", 16, W_ADD },
	{ "\xe0\xa6\xb7\xe0\xa7\x8b\xe0\xa6\xb2", 16, W_ADD },	/* ষোল */
	/* সতেরো */
	{ "\xe0\xa6\xb8\xe0\xa6\xa4\xe0\xa7\x87\xe0\xa6\xb0"
	    "\xe0\xa7\x8b", 17, W_ADD },
	/* আঠারো */
	{ "\xe0\xa6\x86\xe0\xa6\xa0\xe0\xa6\xbe\xe0\xa6\xb0"
	    "\xe0\xa7\x8b", 18, W_ADD },
	/* উনিশ */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb6", 19, W_ADD },
	/* কুড়ি */
	{ "\xe0\xa6\x95\xe0\xa7\x81\xe0\xa6\xa1\xe0\xa6\xbc"
	    "\xe0\xa6\xbf", 20, W_ADD },
	{ "\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb6", 20, W_ADD },	/* বিশ */
	/* ত্রিশ */
	{ "\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf"
	    "\xe0\xa6\xb6", 30, W_ADD },
	/* চল্লিশ */
	{ "\xe0\xa6\x9a\xe0\xa6\xb2\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0"
	    "\xa6\xb6", 40, W_ADD },
	/* পঞ্চাশ */
	{ "\xe0\xa6\xaa\xe0\xa6\x9e\xe0\xa7\x8d\xe0\xa6\x9a\xe0\xa6\xbe\xe0"
	    "\xa6\xb6", 50, W_ADD },
	{ "\xe0\xa6\xb7\xe0\xa6\xbe\xe0\xa6\x9f", 60, W_ADD },	/* ষাট */
	/* সত্তর */
	{ "\xe0\xa6\xb8\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4"
	    "\xe0\xa6\xb0", 70, W_ADD },
	{ "\xe0\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbf", 80, W_ADD },	/* আশি */
	/* নব্বই */
	{ "\xe0\xa6\xa8\xe0\xa6\xac\xe0\xa7\x8d\xe0\xa6\xac"
	    "\xe0\xa6\x87", 90, W_ADD },
	/* একশো */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xb6\xe0\xa7\x8b", 100, W_ADD },
	{ "\xe0\xa6\xb6\xe0\xa7\x8b", 100, W_MUL },	/* শো */
	{ "\xe0\xa6\xb6\xe0\xa6\xa4", 100, W_MUL },	/* শত */
	/* হাজার */
	{ "\xe0\xa6\xb9\xe0\xa6\xbe\xe0\xa6\x9c\xe0\xa6\xbe"
	    "\xe0\xa6\xb0", 1000, W_BIG },
	/* Bengali 21 to 99, each its own word (তেইশ 23),
	   with ঊন and উন both for 29, 39 ...;
	   একশ and শ as একশো and শো */
	/* একুশ */
	{ "\xe0\xa6\x8f\xe0\xa6\x95"
	    "\xe0\xa7\x81\xe0\xa6\xb6", 21, W_ADD },
	/* বাইশ */
	{ "\xe0\xa6\xac\xe0\xa6\xbe"
	    "\xe0\xa6\x87\xe0\xa6\xb6", 22, W_ADD },
	/* তেইশ */
	{ "\xe0\xa6\xa4\xe0\xa7\x87"
	    "\xe0\xa6\x87\xe0\xa6\xb6", 23, W_ADD },
	/* চব্বিশ */
	{ "\xe0\xa6\x9a\xe0\xa6\xac\xe0\xa7\x8d"
	    "\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb6", 24, W_ADD },
	/* পঁচিশ */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0"
	    "\xa6\x9a\xe0\xa6\xbf\xe0\xa6\xb6", 25, W_ADD },
	/* ছাব্বিশ */
	{ "\xe0\xa6\x9b\xe0\xa6\xbe\xe0\xa6\xac\xe0"
	    "\xa7\x8d\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb6", 26, W_ADD },
	/* সাতাশ */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0"
	    "\xa6\xa4\xe0\xa6\xbe\xe0\xa6\xb6", 27, W_ADD },
	/* আটাশ */
	{ "\xe0\xa6\x86\xe0\xa6\x9f"
	    "\xe0\xa6\xbe\xe0\xa6\xb6", 28, W_ADD },
	/* ঊনত্রিশ */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 29, W_ADD },
	/* উনত্রিশ */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 29, W_ADD },
	/* একত্রিশ */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 31, W_ADD },
	/* বত্রিশ */
	{ "\xe0\xa6\xac\xe0\xa6\xa4\xe0\xa7\x8d"
	    "\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 32, W_ADD },
	/* তেত্রিশ */
	{ "\xe0\xa6\xa4\xe0\xa7\x87\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 33, W_ADD },
	/* চৌত্রিশ */
	{ "\xe0\xa6\x9a\xe0\xa7\x8c\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 34, W_ADD },
	/* পঁয়ত্রিশ */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xa4\xe0\xa7\x8d"
	    "\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 35, W_ADD },
	/* ছত্রিশ */
	{ "\xe0\xa6\x9b\xe0\xa6\xa4\xe0\xa7\x8d"
	    "\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 36, W_ADD },
	/* সাঁইত্রিশ */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\x81"
	    "\xe0\xa6\x87\xe0\xa6\xa4\xe0\xa7\x8d"
	    "\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 37, W_ADD },
	/* আটত্রিশ */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\xa4\xe0"
	    "\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xbf\xe0\xa6\xb6", 38, W_ADD },
	/* ঊনচল্লিশ */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0\xa6\x9a\xe0\xa6\xb2"
	    "\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 39, W_ADD },
	/* উনচল্লিশ */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\x9a\xe0\xa6\xb2"
	    "\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 39, W_ADD },
	/* একচল্লিশ */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\x9a\xe0\xa6\xb2"
	    "\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 41, W_ADD },
	/* বিয়াল্লিশ */
	{ "\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xaf\xe0"
	    "\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xb2\xe0\xa7"
	    "\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 42, W_ADD },
	/* তেতাল্লিশ */
	{ "\xe0\xa6\xa4\xe0\xa7\x87\xe0\xa6\xa4"
	    "\xe0\xa6\xbe\xe0\xa6\xb2\xe0\xa7\x8d"
	    "\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 43, W_ADD },
	/* চুয়াল্লিশ */
	{ "\xe0\xa6\x9a\xe0\xa7\x81\xe0\xa6\xaf\xe0"
	    "\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xb2\xe0\xa7"
	    "\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 44, W_ADD },
	/* পঁয়তাল্লিশ */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\xaf\xe0\xa6"
	    "\xbc\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\xb2\xe0"
	    "\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 45, W_ADD },
	/* ছেচল্লিশ */
	{ "\xe0\xa6\x9b\xe0\xa7\x87\xe0\xa6\x9a\xe0\xa6\xb2"
	    "\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 46, W_ADD },
	/* সাতচল্লিশ */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa6\x9a\xe0\xa6\xb2\xe0\xa7\x8d"
	    "\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 47, W_ADD },
	/* আটচল্লিশ */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\x9a\xe0\xa6\xb2"
	    "\xe0\xa7\x8d\xe0\xa6\xb2\xe0\xa6\xbf\xe0\xa6\xb6", 48, W_ADD },
	/* ঊনপঞ্চাশ */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0\xa6\xaa\xe0\xa6\x9e"
	    "\xe0\xa7\x8d\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\xb6", 49, W_ADD },
	/* উনপঞ্চাশ */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\xaa\xe0\xa6\x9e"
	    "\xe0\xa7\x8d\xe0\xa6\x9a\xe0\xa6\xbe\xe0\xa6\xb6", 49, W_ADD },
	/* একান্ন */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xbe"
	    "\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 51, W_ADD },
	/* বাহান্ন */
	{ "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb9\xe0"
	    "\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 52, W_ADD },
	/* তিপ্পান্ন */
	{ "\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\xaa"
	    "\xe0\xa7\x8d\xe0\xa6\xaa\xe0\xa6\xbe"
	    "\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 53, W_ADD },
	/* চুয়ান্ন */
	{ "\xe0\xa6\x9a\xe0\xa7\x81\xe0\xa6\xaf\xe0\xa6\xbc"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 54, W_ADD },
	/* পঞ্চান্ন */
	{ "\xe0\xa6\xaa\xe0\xa6\x9e\xe0\xa7\x8d\xe0\xa6\x9a"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 55, W_ADD },
	/* ছাপ্পান্ন */
	{ "\xe0\xa6\x9b\xe0\xa6\xbe\xe0\xa6\xaa"
	    "\xe0\xa7\x8d\xe0\xa6\xaa\xe0\xa6\xbe"
	    "\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 56, W_ADD },
	/* সাতান্ন */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4\xe0"
	    "\xa6\xbe\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 57, W_ADD },
	/* আটান্ন */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\xbe"
	    "\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa8", 58, W_ADD },
	/* ঊনষাট */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0"
	    "\xa6\xb7\xe0\xa6\xbe\xe0\xa6\x9f", 59, W_ADD },
	/* উনষাট */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0"
	    "\xa6\xb7\xe0\xa6\xbe\xe0\xa6\x9f", 59, W_ADD },
	/* একষট্টি */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 61, W_ADD },
	/* বাষট্টি */
	{ "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 62, W_ADD },
	/* তেষট্টি */
	{ "\xe0\xa6\xa4\xe0\xa7\x87\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 63, W_ADD },
	/* চৌষট্টি */
	{ "\xe0\xa6\x9a\xe0\xa7\x8c\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 64, W_ADD },
	/* পঁয়ষট্টি */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xb7\xe0\xa6\x9f"
	    "\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 65, W_ADD },
	/* ছেষট্টি */
	{ "\xe0\xa6\x9b\xe0\xa7\x87\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 66, W_ADD },
	/* সাতষট্টি */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4\xe0\xa6\xb7"
	    "\xe0\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 67, W_ADD },
	/* আটষট্টি */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\xb7\xe0"
	    "\xa6\x9f\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbf", 68, W_ADD },
	/* ঊনসত্তর */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0\xa6\xb8\xe0"
	    "\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 69, W_ADD },
	/* উনসত্তর */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\xb8\xe0"
	    "\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 69, W_ADD },
	/* একাত্তর */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xbe\xe0"
	    "\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 71, W_ADD },
	/* বাহাত্তর */
	{ "\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb9\xe0\xa6\xbe"
	    "\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 72, W_ADD },
	/* তিয়াত্তর */
	{ "\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 73, W_ADD },
	/* চুয়াত্তর */
	{ "\xe0\xa6\x9a\xe0\xa7\x81\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 74, W_ADD },
	/* পঁচাত্তর */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\x9a\xe0\xa6\xbe"
	    "\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 75, W_ADD },
	/* ছিয়াত্তর */
	{ "\xe0\xa6\x9b\xe0\xa6\xbf\xe0\xa6\xaf"
	    "\xe0\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 76, W_ADD },
	/* সাতাত্তর */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4\xe0\xa6\xbe"
	    "\xe0\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 77, W_ADD },
	/* আটাত্তর */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\xbe\xe0"
	    "\xa6\xa4\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xb0", 78, W_ADD },
	/* ঊনআশি */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0"
	    "\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbf", 79, W_ADD },
	/* উনআশি */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0"
	    "\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbf", 79, W_ADD },
	/* একাশি */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0"
	    "\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 81, W_ADD },
	/* বিরাশি */
	{ "\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 82, W_ADD },
	/* তিরাশি */
	{ "\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 83, W_ADD },
	/* চুরাশি */
	{ "\xe0\xa6\x9a\xe0\xa7\x81\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 84, W_ADD },
	/* পঁচাশি */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\x9a"
	    "\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 85, W_ADD },
	/* ছিয়াশি */
	{ "\xe0\xa6\x9b\xe0\xa6\xbf\xe0\xa6\xaf\xe0"
	    "\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 86, W_ADD },
	/* সাতাশি */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 87, W_ADD },
	/* অষ্টআশি */
	{ "\xe0\xa6\x85\xe0\xa6\xb7\xe0\xa7\x8d\xe0"
	    "\xa6\x9f\xe0\xa6\x86\xe0\xa6\xb6\xe0\xa6\xbf", 88, W_ADD },
	/* আটাশি */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0"
	    "\xa6\xbe\xe0\xa6\xb6\xe0\xa6\xbf", 88, W_ADD },
	/* ঊননব্বই */
	{ "\xe0\xa6\x8a\xe0\xa6\xa8\xe0\xa6\xa8\xe0"
	    "\xa6\xac\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 89, W_ADD },
	/* উননব্বই */
	{ "\xe0\xa6\x89\xe0\xa6\xa8\xe0\xa6\xa8\xe0"
	    "\xa6\xac\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 89, W_ADD },
	/* একানব্বই */
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xbe\xe0\xa6\xa8"
	    "\xe0\xa6\xac\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 91, W_ADD },
	/* বিরানব্বই */
	{ "\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 92, W_ADD },
	/* তিরানব্বই */
	{ "\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 93, W_ADD },
	/* চুরানব্বই */
	{ "\xe0\xa6\x9a\xe0\xa7\x81\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 94, W_ADD },
	/* পঁচানব্বই */
	{ "\xe0\xa6\xaa\xe0\xa6\x81\xe0\xa6\x9a"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 95, W_ADD },
	/* ছিয়ানব্বই */
	{ "\xe0\xa6\x9b\xe0\xa6\xbf\xe0\xa6\xaf\xe0"
	    "\xa6\xbc\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6"
	    "\xac\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 96, W_ADD },
	/* সাতানব্বই */
	{ "\xe0\xa6\xb8\xe0\xa6\xbe\xe0\xa6\xa4"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 97, W_ADD },
	/* আটানব্বই */
	{ "\xe0\xa6\x86\xe0\xa6\x9f\xe0\xa6\xbe\xe0\xa6\xa8"
	    "\xe0\xa6\xac\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 98, W_ADD },
	/* নিরানব্বই */
	{ "\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xb0"
	    "\xe0\xa6\xbe\xe0\xa6\xa8\xe0\xa6\xac"
	    "\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa6\x87", 99, W_ADD },
	{ "\xe0\xa6\x8f\xe0\xa6\x95\xe0\xa6\xb6", 100, W_ADD },	/* একশ */
	{ "\xe0\xa6\xb6", 100, W_MUL },	/* শ */
	/* Telugu: the words to twenty, the tens ("ఇరవై మూడు" adds),
	   hundreds and thousands */
	/* సున్నా */
	{ "\xe0\xb0\xb8\xe0\xb1\x81\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8\xe0"
	    "\xb0\xbe", 0, W_ADD },
	/* ఒకటి */
	{ "\xe0\xb0\x92\xe0\xb0\x95\xe0\xb0\x9f\xe0\xb0\xbf", 1, W_ADD },
	{ "\xe0\xb0\x92\xe0\xb0\x95", 1, W_ADD },	/* ఒక */
	/* రెండు */
	{ "\xe0\xb0\xb0\xe0\xb1\x86\xe0\xb0\x82\xe0\xb0\xa1"
	    "\xe0\xb1\x81", 2, W_ADD },
	/* మూడు */
	{ "\xe0\xb0\xae\xe0\xb1\x82\xe0\xb0\xa1\xe0\xb1\x81", 3, W_ADD },
	/* నాలుగు */
	{ "\xe0\xb0\xa8\xe0\xb0\xbe\xe0\xb0\xb2\xe0\xb1\x81\xe0\xb0\x97\xe0"
	    "\xb1\x81", 4, W_ADD },
	{ "\xe0\xb0\x90\xe0\xb0\xa6\xe0\xb1\x81", 5, W_ADD },	/* ఐదు */
	{ "\xe0\xb0\x86\xe0\xb0\xb0\xe0\xb1\x81", 6, W_ADD },	/* ఆరు */
	{ "\xe0\xb0\x8f\xe0\xb0\xa1\xe0\xb1\x81", 7, W_ADD },	/* ఏడు */
	/* ఎనిమిది */
	{ "\xe0\xb0\x8e\xe0\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xae\xe0\xb0\xbf\xe0"
	    "\xb0\xa6\xe0\xb0\xbf", 8, W_ADD },
	/* తొమ్మిది */
	{ "\xe0\xb0\xa4\xe0\xb1\x8a\xe0\xb0\xae\xe0\xb1\x8d\xe0\xb0\xae\xe0"
	    "\xb0\xbf\xe0\xb0\xa6\xe0\xb0\xbf", 9, W_ADD },
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\xbf", 10, W_ADD },	/* పది */
	/* పదకొండు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\x95\xe0\xb1\x8a\xe0\xb0\x82\xe0"
	    "\xb0\xa1\xe0\xb1\x81", 11, W_ADD },
	/* పన్నెండు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa8\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb1\x86\xe0"
	    "\xb0\x82\xe0\xb0\xa1\xe0\xb1\x81", 12, W_ADD },
	/* పదమూడు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\xae\xe0\xb1\x82\xe0\xb0\xa1\xe0"
	    "\xb1\x81", 13, W_ADD },
	/* పద్నాలుగు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb1\x8d\xe0\xb0\xa8\xe0\xb0\xbe\xe0"
	    "\xb0\xb2\xe0\xb1\x81\xe0\xb0\x97\xe0\xb1\x81", 14, W_ADD },
	/* పదిహేను */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\xbf\xe0\xb0\xb9\xe0\xb1\x87\xe0"
	    "\xb0\xa8\xe0\xb1\x81", 15, W_ADD },
	/* పదహారు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\xb9\xe0\xb0\xbe\xe0\xb0\xb0\xe0"
	    "\xb1\x81", 16, W_ADD },
	/* పదిహేడు */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb0\xbf\xe0\xb0\xb9\xe0\xb1\x87\xe0"
	    "\xb0\xa1\xe0\xb1\x81", 17, W_ADD },
	/* పద్దెనిమిది */
	{ "\xe0\xb0\xaa\xe0\xb0\xa6\xe0\xb1\x8d\xe0\xb0\xa6\xe0\xb1\x86\xe0"
	    "\xb0\xa8\xe0\xb0\xbf\xe0\xb0\xae\xe0\xb0\xbf\xe0\xb0\xa6\xe0"
	    "\xb0\xbf", 18, W_ADD },
	/* పంతొమ్మిది */
	{ "\xe0\xb0\xaa\xe0\xb0\x82\xe0\xb0\xa4\xe0\xb1\x8a\xe0\xb0\xae\xe0"
	    "\xb1\x8d\xe0\xb0\xae\xe0\xb0\xbf\xe0\xb0\xa6\xe0\xb0\xbf", 19,
	    W_ADD },
	/* ఇరవై */
	{ "\xe0\xb0\x87\xe0\xb0\xb0\xe0\xb0\xb5\xe0\xb1\x88", 20, W_ADD },
	/* ముప్పై */
	{ "\xe0\xb0\xae\xe0\xb1\x81\xe0\xb0\xaa\xe0\xb1\x8d\xe0\xb0\xaa\xe0"
	    "\xb1\x88", 30, W_ADD },
	/* నలభై */
	{ "\xe0\xb0\xa8\xe0\xb0\xb2\xe0\xb0\xad\xe0\xb1\x88", 40, W_ADD },
	/* యాభై */
	{ "\xe0\xb0\xaf\xe0\xb0\xbe\xe0\xb0\xad\xe0\xb1\x88", 50, W_ADD },
	/* అరవై */
	{ "\xe0\xb0\x85\xe0\xb0\xb0\xe0\xb0\xb5\xe0\xb1\x88", 60, W_ADD },
	/* డెబ్బై */
	{ "\xe0\xb0\xa1\xe0\xb1\x86\xe0\xb0\xac\xe0\xb1\x8d\xe0\xb0\xac\xe0"
	    "\xb1\x88", 70, W_ADD },
	/* ఎనభై */
	{ "\xe0\xb0\x8e\xe0\xb0\xa8\xe0\xb0\xad\xe0\xb1\x88", 80, W_ADD },
	/* తొంభై */
	{ "\xe0\xb0\xa4\xe0\xb1\x8a\xe0\xb0\x82\xe0\xb0\xad"
	    "\xe0\xb1\x88", 90, W_ADD },
	{ "\xe0\xb0\xb5\xe0\xb0\x82\xe0\xb0\xa6", 100, W_ADD },	/* వంద */
	/* వెయ్యి */
	{ "\xe0\xb0\xb5\xe0\xb1\x86\xe0\xb0\xaf\xe0\xb1\x8d\xe0\xb0\xaf\xe0"
	    "\xb0\xbf", 1000, W_BIG },
	/* వేల */
	{ "\xe0\xb0\xb5\xe0\xb1\x87\xe0\xb0\xb2", 1000, W_BIG },
	/* Indonesian and Malay: "empat puluh dua" (puluh multiplies, belas
	   adds ten) */
	{ "nol", 0, W_ADD },
	{ "satu", 1, W_ADD },
	{ "dua", 2, W_ADD },
	{ "tiga", 3, W_ADD },
	{ "empat", 4, W_ADD },
	{ "lima", 5, W_ADD },
	{ "enam", 6, W_ADD },
	{ "tujuh", 7, W_ADD },
	{ "delapan", 8, W_ADD },
	{ "lapan", 8, W_ADD },
	{ "sembilan", 9, W_ADD },
	{ "sepuluh", 10, W_ADD },
	{ "sebelas", 11, W_ADD },
	{ "belas", 10, W_ADD },
	{ "puluh", 10, W_MUL },
	{ "seratus", 100, W_ADD },
	{ "ratus", 100, W_MUL },
	{ "seribu", 1000, W_BIG },
	{ "ribu", 1000, W_BIG },
	{ "juta", 1000000, W_BIG },
	/* Vietnamese: "bốn mươi hai" (mươi multiplies; mốt, lăm, tư after
	   a ten); not không, which is "no" too */
	{ "m\xe1\xbb\x99t", 1, W_ADD },	/* một */
	{ "m\xe1\xbb\x91t", 1, W_ADD },	/* mốt */
	{ "hai", 2, W_ADD },
	{ "ba", 3, W_ADD },
	{ "b\xe1\xbb\x91n", 4, W_ADD },	/* bốn */
	{ "t\xc6\xb0", 4, W_ADD },	/* tư */
	{ "n\xc4\x83m", 5, W_ADD },	/* năm */
	{ "l\xc4\x83m", 5, W_ADD },	/* lăm */
	{ "s\xc3\xa1u", 6, W_ADD },	/* sáu */
	{ "b\xe1\xba\xa3y", 7, W_ADD },	/* bảy */
	{ "t\xc3\xa1m", 8, W_ADD },	/* tám */
	{ "ch\xc3\xadn", 9, W_ADD },	/* chín */
	{ "m\xc6\xb0\xe1\xbb\x9di", 10, W_ADD },	/* mười */
	{ "m\xc6\xb0\xc6\xa1i", 10, W_MUL },	/* mươi */
	{ "tr\xc4\x83m", 100, W_MUL },	/* trăm */
	{ "ngh\xc3\xacn", 1000, W_BIG },	/* nghìn */
	{ "ng\xc3\xa0n", 1000, W_BIG },	/* ngàn */
	{ "tri\xe1\xbb\x87u", 1000000, W_BIG },	/* triệu */
	/* Polish: "czterdzieści dwa" */
	{ "jeden", 1, W_ADD },
	{ "jedna", 1, W_ADD },
	{ "dwa", 2, W_ADD },
	{ "dwie", 2, W_ADD },
	{ "trzy", 3, W_ADD },
	{ "cztery", 4, W_ADD },
	{ "pi\xc4\x99\xc4\x87", 5, W_ADD },	/* pięć */
	{ "sze\xc5\x9b\xc4\x87", 6, W_ADD },	/* sześć */
	{ "siedem", 7, W_ADD },
	{ "osiem", 8, W_ADD },
	{ "dziewi\xc4\x99\xc4\x87", 9, W_ADD },	/* dziewięć */
	{ "dziesi\xc4\x99\xc4\x87", 10, W_ADD },	/* dziesięć */
	{ "jedena\xc5\x9b" "cie", 11, W_ADD },	/* jedenaście */
	{ "dwana\xc5\x9b" "cie", 12, W_ADD },	/* dwanaście */
	{ "trzyna\xc5\x9b" "cie", 13, W_ADD },	/* trzynaście */
	{ "czterna\xc5\x9b" "cie", 14, W_ADD },	/* czternaście */
	{ "pi\xc4\x99tna\xc5\x9b" "cie", 15, W_ADD },	/* piętnaście */
	{ "szesna\xc5\x9b" "cie", 16, W_ADD },	/* szesnaście */
	{ "siedemna\xc5\x9b" "cie", 17, W_ADD },	/* siedemnaście */
	{ "osiemna\xc5\x9b" "cie", 18, W_ADD },	/* osiemnaście */
	/* dziewiętnaście */
	{ "dziewi\xc4\x99tna\xc5\x9b" "cie", 19, W_ADD },
	{ "dwadzie\xc5\x9b" "cia", 20, W_ADD },	/* dwadzieścia */
	{ "trzydzie\xc5\x9b" "ci", 30, W_ADD },	/* trzydzieści */
	{ "czterdzie\xc5\x9b" "ci", 40, W_ADD },	/* czterdzieści */
	/* pięćdziesiąt */
	{ "pi\xc4\x99\xc4\x87" "dziesi\xc4\x85t", 50, W_ADD },
	/* sześćdziesiąt */
	{ "sze\xc5\x9b\xc4\x87" "dziesi\xc4\x85t", 60, W_ADD },
	{ "siedemdziesi\xc4\x85t", 70, W_ADD },	/* siedemdziesiąt */
	{ "osiemdziesi\xc4\x85t", 80, W_ADD },	/* osiemdziesiąt */
	/* dziewięćdziesiąt */
	{ "dziewi\xc4\x99\xc4\x87" "dziesi\xc4\x85t", 90, W_ADD },
	{ "sto", 100, W_ADD },
	{ "dwie\xc5\x9b" "cie", 200, W_ADD },	/* dwieście */
	{ "trzysta", 300, W_ADD },
	{ "czterysta", 400, W_ADD },
	{ "pi\xc4\x99\xc4\x87set", 500, W_ADD },	/* pięćset */
	{ "sze\xc5\x9b\xc4\x87set", 600, W_ADD },	/* sześćset */
	{ "siedemset", 700, W_ADD },
	{ "osiemset", 800, W_ADD },
	{ "dziewi\xc4\x99\xc4\x87set", 900, W_ADD },	/* dziewięćset */
	{ "tysi\xc4\x85" "c", 1000, W_BIG },	/* tysiąc */
	{ "tysi\xc4\x85" "ce", 1000, W_BIG },	/* tysiące */
	{ "tysi\xc4\x99" "cy", 1000, W_BIG },	/* tysięcy */
	/* Turkish: "kırk iki" (yüz multiplies, bin closes a group) */
	{ "s\xc4\xb1" "f\xc4\xb1r", 0, W_ADD },	/* sıfır */
	{ "bir", 1, W_ADD },
	{ "iki", 2, W_ADD },
	{ "\xc3\xbc\xc3\xa7", 3, W_ADD },	/* üç */
	{ "d\xc3\xb6rt", 4, W_ADD },	/* dört */
	{ "be\xc5\x9f", 5, W_ADD },	/* beş */
	{ "alt\xc4\xb1", 6, W_ADD },	/* altı */
	{ "yedi", 7, W_ADD },
	{ "sekiz", 8, W_ADD },
	{ "dokuz", 9, W_ADD },
	{ "on", 10, W_ADD },
	{ "yirmi", 20, W_ADD },
	{ "otuz", 30, W_ADD },
	{ "k\xc4\xb1rk", 40, W_ADD },	/* kırk */
	{ "elli", 50, W_ADD },
	{ "altm\xc4\xb1\xc5\x9f", 60, W_ADD },	/* altmış */
	{ "yetmi\xc5\x9f", 70, W_ADD },	/* yetmiş */
	{ "seksen", 80, W_ADD },
	{ "doksan", 90, W_ADD },
	{ "y\xc3\xbcz", 100, W_MUL },	/* yüz */
	{ "bin", 1000, W_BIG },
	{ "milyon", 1000000, W_BIG },
	/* Arabic: "اثنان وأربعون" (the unit first, و joins) */
	{ "\xd8\xb5\xd9\x81\xd8\xb1", 0, W_ADD },	/* صفر */
	{ "\xd9\x88\xd8\xa7\xd8\xad\xd8\xaf", 1, W_ADD },	/* واحد */
	/* اثنان */
	{ "\xd8\xa7\xd8\xab\xd9\x86\xd8\xa7\xd9\x86", 2, W_ADD },
	/* اثنين */
	{ "\xd8\xa7\xd8\xab\xd9\x86\xd9\x8a\xd9\x86", 2, W_ADD },
	/* اثنا, اثني: "اثنا عشر" (twelve) */
	{ "\xd8\xa7\xd8\xab\xd9\x86\xd8\xa7", 2, W_ADD },
	{ "\xd8\xa7\xd8\xab\xd9\x86\xd9\x8a", 2, W_ADD },
	/* ثلاثة */
	{ "\xd8\xab\xd9\x84\xd8\xa7\xd8\xab\xd8\xa9", 3, W_ADD },
	/* ثلاث, أربع, خمس, ست, سبع, ثماني, تسع: the forms without ة
	   that count a feminine noun ("ثلاث ساعات") */
	{ "\xd8\xab\xd9\x84\xd8\xa7\xd8\xab", 3, W_ADD },
	{ "\xd8\xa3\xd8\xb1\xd8\xa8\xd8\xb9", 4, W_ADD },
	{ "\xd8\xae\xd9\x85\xd8\xb3", 5, W_ADD },
	{ "\xd8\xb3\xd8\xaa", 6, W_ADD },
	{ "\xd8\xb3\xd8\xa8\xd8\xb9", 7, W_ADD },
	{ "\xd8\xab\xd9\x85\xd8\xa7\xd9\x86\xd9\x8a", 8, W_ADD },
	{ "\xd8\xaa\xd8\xb3\xd8\xb9", 9, W_ADD },
	/* أربعة */
	{ "\xd8\xa3\xd8\xb1\xd8\xa8\xd8\xb9\xd8\xa9", 4, W_ADD },
	{ "\xd8\xae\xd9\x85\xd8\xb3\xd8\xa9", 5, W_ADD },	/* خمسة */
	{ "\xd8\xb3\xd8\xaa\xd8\xa9", 6, W_ADD },	/* ستة */
	{ "\xd8\xb3\xd8\xa8\xd8\xb9\xd8\xa9", 7, W_ADD },	/* سبعة */
	/* ثمانية */
	{ "\xd8\xab\xd9\x85\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9", 8, W_ADD },
	{ "\xd8\xaa\xd8\xb3\xd8\xb9\xd8\xa9", 9, W_ADD },	/* تسعة */
	{ "\xd8\xb9\xd8\xb4\xd8\xb1\xd8\xa9", 10, W_ADD },	/* عشرة */
	{ "\xd8\xb9\xd8\xb4\xd8\xb1", 10, W_ADD },	/* عشر */
	{ "\xd8\xa3\xd8\xad\xd8\xaf", 1, W_ADD },	/* أحد */
	/* عشرون */
	{ "\xd8\xb9\xd8\xb4\xd8\xb1\xd9\x88\xd9\x86", 20, W_ADD },
	/* عشرين */
	{ "\xd8\xb9\xd8\xb4\xd8\xb1\xd9\x8a\xd9\x86", 20, W_ADD },
	/* ثلاثون */
	{ "\xd8\xab\xd9\x84\xd8\xa7\xd8\xab\xd9\x88\xd9\x86", 30, W_ADD },
	/* ثلاثين */
	{ "\xd8\xab\xd9\x84\xd8\xa7\xd8\xab\xd9\x8a\xd9\x86", 30, W_ADD },
	/* أربعون */
	{ "\xd8\xa3\xd8\xb1\xd8\xa8\xd8\xb9\xd9\x88\xd9\x86", 40, W_ADD },
	/* أربعين */
	{ "\xd8\xa3\xd8\xb1\xd8\xa8\xd8\xb9\xd9\x8a\xd9\x86", 40, W_ADD },
	/* خمسون */
	{ "\xd8\xae\xd9\x85\xd8\xb3\xd9\x88\xd9\x86", 50, W_ADD },
	/* خمسين */
	{ "\xd8\xae\xd9\x85\xd8\xb3\xd9\x8a\xd9\x86", 50, W_ADD },
	{ "\xd8\xb3\xd8\xaa\xd9\x88\xd9\x86", 60, W_ADD },	/* ستون */
	{ "\xd8\xb3\xd8\xaa\xd9\x8a\xd9\x86", 60, W_ADD },	/* ستين */
	/* سبعون */
	{ "\xd8\xb3\xd8\xa8\xd8\xb9\xd9\x88\xd9\x86", 70, W_ADD },
	/* سبعين */
	{ "\xd8\xb3\xd8\xa8\xd8\xb9\xd9\x8a\xd9\x86", 70, W_ADD },
	/* ثمانون */
	{ "\xd8\xab\xd9\x85\xd8\xa7\xd9\x86\xd9\x88\xd9\x86", 80, W_ADD },
	/* ثمانين */
	{ "\xd8\xab\xd9\x85\xd8\xa7\xd9\x86\xd9\x8a\xd9\x86", 80, W_ADD },
	/* تسعون */
	{ "\xd8\xaa\xd8\xb3\xd8\xb9\xd9\x88\xd9\x86", 90, W_ADD },
	/* تسعين */
	{ "\xd8\xaa\xd8\xb3\xd8\xb9\xd9\x8a\xd9\x86", 90, W_ADD },
	{ "\xd9\x85\xd8\xa7\xd8\xa6\xd8\xa9", 100, W_ADD },	/* مائة */
	{ "\xd9\x85\xd8\xa6\xd8\xa9", 100, W_ADD },	/* مئة */
	{ "\xd8\xa3\xd9\x84\xd9\x81", 1000, W_BIG },	/* ألف */
	{ "\xd9\x88", 0, W_JOIN },	/* و */
	/* Hindi: the words to twenty, the tens, सौ, हज़ार */
	/* शून्य */
	{ "\xe0\xa4\xb6\xe0\xa5\x82\xe0\xa4\xa8\xe0\xa5\x8d"
	    "\xe0\xa4\xaf", 0, W_ADD },
	{ "\xe0\xa4\x8f\xe0\xa4\x95", 1, W_ADD },	/* एक */
	{ "\xe0\xa4\xa6\xe0\xa5\x8b", 2, W_ADD },	/* दो */
	{ "\xe0\xa4\xa4\xe0\xa5\x80\xe0\xa4\xa8", 3, W_ADD },	/* तीन */
	{ "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb0", 4, W_ADD },	/* चार */
	/* पाँच */
	{ "\xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\x81\xe0\xa4\x9a", 5, W_ADD },
	/* पांच */
	{ "\xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\x82\xe0\xa4\x9a", 5, W_ADD },
	{ "\xe0\xa4\x9b\xe0\xa4\xb9", 6, W_ADD },	/* छह */
	{ "\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa4", 7, W_ADD },	/* सात */
	{ "\xe0\xa4\x86\xe0\xa4\xa0", 8, W_ADD },	/* आठ */
	{ "\xe0\xa4\xa8\xe0\xa5\x8c", 9, W_ADD },	/* नौ */
	{ "\xe0\xa4\xa6\xe0\xa4\xb8", 10, W_ADD },	/* दस */
	/* ग्यारह */
	{ "\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xb0\xe0\xa4\xb9", 11, W_ADD },
	/* बारह */
	{ "\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xb9", 12, W_ADD },
	/* तेरह */
	{ "\xe0\xa4\xa4\xe0\xa5\x87\xe0\xa4\xb0\xe0\xa4\xb9", 13, W_ADD },
	/* चौदह */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xa6\xe0\xa4\xb9", 14, W_ADD },
	/* पंद्रह */
	{ "\xe0\xa4\xaa\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa5\x8d"
	    "\xe0\xa4\xb0\xe0\xa4\xb9", 15, W_ADD },
	/* सोलह */
	{ "\xe0\xa4\xb8\xe0\xa5\x8b\xe0\xa4\xb2\xe0\xa4\xb9", 16, W_ADD },
	/* सत्रह */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xb0"
	    "\xe0\xa4\xb9", 17, W_ADD },
	/* अठारह */
	{ "\xe0\xa4\x85\xe0\xa4\xa0\xe0\xa4\xbe\xe0\xa4\xb0"
	    "\xe0\xa4\xb9", 18, W_ADD },
	/* उन्नीस */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xa8"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 19, W_ADD },
	{ "\xe0\xa4\xac\xe0\xa5\x80\xe0\xa4\xb8", 20, W_ADD },	/* बीस */
	{ "\xe0\xa4\xa4\xe0\xa5\x80\xe0\xa4\xb8", 30, W_ADD },	/* तीस */
	/* चालीस */
	{ "\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x80"
	    "\xe0\xa4\xb8", 40, W_ADD },
	/* पचास */
	{ "\xe0\xa4\xaa\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb8", 50, W_ADD },
	{ "\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa0", 60, W_ADD },	/* साठ */
	/* सत्तर */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xb0", 70, W_ADD },
	/* अस्सी */
	{ "\xe0\xa4\x85\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xb8"
	    "\xe0\xa5\x80", 80, W_ADD },
	/* नब्बे */
	{ "\xe0\xa4\xa8\xe0\xa4\xac\xe0\xa5\x8d\xe0\xa4\xac"
	    "\xe0\xa5\x87", 90, W_ADD },
	{ "\xe0\xa4\xb8\xe0\xa5\x8c", 100, W_MUL },	/* सौ */
	/* हज़ार */
	{ "\xe0\xa4\xb9\xe0\xa4\x9c\xe0\xa4\xbc\xe0\xa4\xbe"
	    "\xe0\xa4\xb0", 1000, W_BIG },
	/* हजार */
	{ "\xe0\xa4\xb9\xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\xb0", 1000, W_BIG },

	/* Hindi: the words between the tens, each its own ("बयालीस"),
	   with ड़ as ड and a nukta or as one letter */
	/* इक्कीस */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\x95"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 21, W_ADD },
	/* बाईस */
	{ "\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\x88\xe0\xa4\xb8", 22, W_ADD },
	/* तेईस */
	{ "\xe0\xa4\xa4\xe0\xa5\x87\xe0\xa4\x88\xe0\xa4\xb8", 23, W_ADD },
	/* चौबीस */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xac\xe0\xa5\x80"
	    "\xe0\xa4\xb8", 24, W_ADD },
	/* पच्चीस */
	{ "\xe0\xa4\xaa\xe0\xa4\x9a\xe0\xa5\x8d\xe0\xa4\x9a"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 25, W_ADD },
	/* छब्बीस */
	{ "\xe0\xa4\x9b\xe0\xa4\xac\xe0\xa5\x8d\xe0\xa4\xac"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 26, W_ADD },
	/* सत्ताईस */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\x88\xe0\xa4\xb8", 27, W_ADD },
	/* अट्ठाईस */
	{ "\xe0\xa4\x85\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xa0"
	    "\xe0\xa4\xbe\xe0\xa4\x88\xe0\xa4\xb8", 28, W_ADD },
	/* उनतीस */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa4\xa4\xe0\xa5\x80"
	    "\xe0\xa4\xb8", 29, W_ADD },
	/* इकतीस */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa5\x80"
	    "\xe0\xa4\xb8", 31, W_ADD },
	/* बत्तीस */
	{ "\xe0\xa4\xac\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 32, W_ADD },
	/* तैंतीस */
	{ "\xe0\xa4\xa4\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 33, W_ADD },
	/* चौंतीस */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 34, W_ADD },
	/* पैंतीस */
	{ "\xe0\xa4\xaa\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 35, W_ADD },
	/* छत्तीस */
	{ "\xe0\xa4\x9b\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 36, W_ADD },
	/* सैंतीस */
	{ "\xe0\xa4\xb8\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 37, W_ADD },
	/* अड़तीस */
	{ "\xe0\xa4\x85\xe0\xa4\xa1\xe0\xa4\xbc\xe0\xa4\xa4"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 38, W_ADD },
	/* अड़तीस */
	{ "\xe0\xa4\x85\xe0\xa5\x9c\xe0\xa4\xa4\xe0\xa5\x80"
	    "\xe0\xa4\xb8", 38, W_ADD },
	/* उनतालीस */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa4\xa4\xe0\xa4\xbe"
	    "\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 39, W_ADD },
	/* इकतालीस */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe"
	    "\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 41, W_ADD },
	/* बयालीस */
	{ "\xe0\xa4\xac\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb2"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 42, W_ADD },
	/* तैंतालीस */
	{ "\xe0\xa4\xa4\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 43, W_ADD },
	/* चवालीस */
	{ "\xe0\xa4\x9a\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb2"
	    "\xe0\xa5\x80\xe0\xa4\xb8", 44, W_ADD },
	/* पैंतालीस */
	{ "\xe0\xa4\xaa\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 45, W_ADD },
	/* छियालीस */
	{ "\xe0\xa4\x9b\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 46, W_ADD },
	/* सैंतालीस */
	{ "\xe0\xa4\xb8\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 47, W_ADD },
	/* अड़तालीस */
	{ "\xe0\xa4\x85\xe0\xa4\xa1\xe0\xa4\xbc\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 48, W_ADD },
	/* अड़तालीस */
	{ "\xe0\xa4\x85\xe0\xa5\x9c\xe0\xa4\xa4\xe0\xa4\xbe"
	    "\xe0\xa4\xb2\xe0\xa5\x80\xe0\xa4\xb8", 48, W_ADD },
	/* उनचास */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa4\x9a\xe0\xa4\xbe"
	    "\xe0\xa4\xb8", 49, W_ADD },
	/* इक्यावन */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf"
	    "\xe0\xa4\xbe\xe0\xa4\xb5\xe0\xa4\xa8", 51, W_ADD },
	/* बावन */
	{ "\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xb5\xe0\xa4\xa8", 52, W_ADD },
	/* तिरेपन */
	{ "\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa5\x87"
	    "\xe0\xa4\xaa\xe0\xa4\xa8", 53, W_ADD },
	/* चौवन */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xb5\xe0\xa4\xa8", 54, W_ADD },
	/* पचपन */
	{ "\xe0\xa4\xaa\xe0\xa4\x9a\xe0\xa4\xaa\xe0\xa4\xa8", 55, W_ADD },
	/* छप्पन */
	{ "\xe0\xa4\x9b\xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xaa"
	    "\xe0\xa4\xa8", 56, W_ADD },
	/* सत्तावन */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb5\xe0\xa4\xa8", 57, W_ADD },
	/* अट्ठावन */
	{ "\xe0\xa4\x85\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xa0"
	    "\xe0\xa4\xbe\xe0\xa4\xb5\xe0\xa4\xa8", 58, W_ADD },
	/* उनसठ */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa4\xb8\xe0\xa4\xa0", 59, W_ADD },
	/* इकसठ */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa4\xb8\xe0\xa4\xa0", 61, W_ADD },
	/* बासठ */
	{ "\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xb8\xe0\xa4\xa0", 62, W_ADD },
	/* तिरसठ */
	{ "\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa4\xb8"
	    "\xe0\xa4\xa0", 63, W_ADD },
	/* चौंसठ */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\x82\xe0\xa4\xb8"
	    "\xe0\xa4\xa0", 64, W_ADD },
	/* पैंसठ */
	{ "\xe0\xa4\xaa\xe0\xa5\x88\xe0\xa4\x82\xe0\xa4\xb8"
	    "\xe0\xa4\xa0", 65, W_ADD },
	/* छियासठ */
	{ "\xe0\xa4\x9b\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xb8\xe0\xa4\xa0", 66, W_ADD },
	/* सड़सठ */
	{ "\xe0\xa4\xb8\xe0\xa4\xa1\xe0\xa4\xbc\xe0\xa4\xb8"
	    "\xe0\xa4\xa0", 67, W_ADD },
	/* सड़सठ */
	{ "\xe0\xa4\xb8\xe0\xa5\x9c\xe0\xa4\xb8\xe0\xa4\xa0", 67, W_ADD },
	/* अड़सठ */
	{ "\xe0\xa4\x85\xe0\xa4\xa1\xe0\xa4\xbc\xe0\xa4\xb8"
	    "\xe0\xa4\xa0", 68, W_ADD },
	/* अड़सठ */
	{ "\xe0\xa4\x85\xe0\xa5\x9c\xe0\xa4\xb8\xe0\xa4\xa0", 68, W_ADD },
	/* उनहत्तर */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 69, W_ADD },
	/* इकहत्तर */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 71, W_ADD },
	/* बहत्तर */
	{ "\xe0\xa4\xac\xe0\xa4\xb9\xe0\xa4\xa4\xe0\xa5\x8d"
	    "\xe0\xa4\xa4\xe0\xa4\xb0", 72, W_ADD },
	/* तिहत्तर */
	{ "\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 73, W_ADD },
	/* चौहत्तर */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 74, W_ADD },
	/* पचहत्तर */
	{ "\xe0\xa4\xaa\xe0\xa4\x9a\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 75, W_ADD },
	/* छिहत्तर */
	{ "\xe0\xa4\x9b\xe0\xa4\xbf\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 76, W_ADD },
	/* सतहत्तर */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 77, W_ADD },
	/* अठहत्तर */
	{ "\xe0\xa4\x85\xe0\xa4\xa0\xe0\xa4\xb9\xe0\xa4\xa4"
	    "\xe0\xa5\x8d\xe0\xa4\xa4\xe0\xa4\xb0", 78, W_ADD },
	/* उन्यासी */
	{ "\xe0\xa4\x89\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xaf"
	    "\xe0\xa4\xbe\xe0\xa4\xb8\xe0\xa5\x80", 79, W_ADD },
	/* इक्यासी */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf"
	    "\xe0\xa4\xbe\xe0\xa4\xb8\xe0\xa5\x80", 81, W_ADD },
	/* बयासी */
	{ "\xe0\xa4\xac\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8"
	    "\xe0\xa5\x80", 82, W_ADD },
	/* तिरासी */
	{ "\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa4\xbe"
	    "\xe0\xa4\xb8\xe0\xa5\x80", 83, W_ADD },
	/* चौरासी */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xb0\xe0\xa4\xbe"
	    "\xe0\xa4\xb8\xe0\xa5\x80", 84, W_ADD },
	/* पचासी */
	{ "\xe0\xa4\xaa\xe0\xa4\x9a\xe0\xa4\xbe\xe0\xa4\xb8"
	    "\xe0\xa5\x80", 85, W_ADD },
	/* छियासी */
	{ "\xe0\xa4\x9b\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xb8\xe0\xa5\x80", 86, W_ADD },
	/* सत्तासी */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xb8\xe0\xa5\x80", 87, W_ADD },
	/* अट्ठासी */
	{ "\xe0\xa4\x85\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xa0"
	    "\xe0\xa4\xbe\xe0\xa4\xb8\xe0\xa5\x80", 88, W_ADD },
	/* नवासी */
	{ "\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb8"
	    "\xe0\xa5\x80", 89, W_ADD },
	/* इक्यानवे */
	{ "\xe0\xa4\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf"
	    "\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 91, W_ADD },
	/* बानवे */
	{ "\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xb5"
	    "\xe0\xa5\x87", 92, W_ADD },
	/* तिरानवे */
	{ "\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa4\xbe"
	    "\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 93, W_ADD },
	/* चौरानवे */
	{ "\xe0\xa4\x9a\xe0\xa5\x8c\xe0\xa4\xb0\xe0\xa4\xbe"
	    "\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 94, W_ADD },
	/* पंचानवे */
	{ "\xe0\xa4\xaa\xe0\xa4\x82\xe0\xa4\x9a\xe0\xa4\xbe"
	    "\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 95, W_ADD },
	/* छियानवे */
	{ "\xe0\xa4\x9b\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe"
	    "\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 96, W_ADD },
	/* सत्तानवे */
	{ "\xe0\xa4\xb8\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa4"
	    "\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 97, W_ADD },
	/* अट्ठानवे */
	{ "\xe0\xa4\x85\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xa0"
	    "\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xb5\xe0\xa5\x87", 98, W_ADD },
	/* निन्यानवे */
	{ "\xe0\xa4\xa8\xe0\xa4\xbf\xe0\xa4\xa8\xe0\xa5\x8d"
	    "\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xb5"
	    "\xe0\xa5\x87", 99, W_ADD },
	/* Chinese and Japanese numerals */
	/* 零〇 */
	{ "\xe9\x9b\xb6", 0, W_ZERO }, { "\xe3\x80\x87", 0, W_ZERO },
	{ "\xe4\xb8\x80", 1, W_ADD }, { "\xe4\xba\x8c", 2, W_ADD }, /* 一二 */
	{ "\xe4\xb8\xa4", 2, W_ADD }, { "\xe5\x85\xa9", 2, W_ADD }, /* 两兩 */
	{ "\xe4\xb8\x89", 3, W_ADD }, { "\xe5\x9b\x9b", 4, W_ADD }, /* 三四 */
	{ "\xe4\xba\x94", 5, W_ADD }, { "\xe5\x85\xad", 6, W_ADD }, /* 五六 */
	{ "\xe4\xb8\x83", 7, W_ADD }, { "\xe5\x85\xab", 8, W_ADD }, /* 七八 */
	{ "\xe4\xb9\x9d", 9, W_ADD },				/* 九 */
	{ "\xe5\x8d\x81", 10, W_MUL }, { "\xe7\x99\xbe", 100, W_MUL },
								/* 十百 */
	{ "\xe5\x8d\x83", 1000, W_MUL },			/* 千 */
	{ "\xe4\xb8\x87", 10000, W_BIG }, { "\xe8\x90\xac", 10000, W_BIG },
								/* 万萬 */
	{ "\xe4\xba\xbf", 100000000, W_BIG },			/* 亿 */
	{ "\xe5\x84\x84", 100000000, W_BIG },			/* 億 */
	{ NULL, 0, W_ADD }
};

#define NROWS	(sizeof(rows) / sizeof(rows[0]) - 1)

/*
 * The rows by their first byte, each byte's in the table's order:
 * rows[byrow[start[c]..start[c + 1])] start with byte c.  Built once
 * (papo_once) on first use and only read after.
 */
static uint16_t byrow[NROWS], bystart[257];
static struct papo_once by_once = PAPO_ONCE_INIT;

static void
by_build(void)
{
	uint16_t at[257] = { 0 };
	size_t k;
	unsigned c;

	for (k = 0; k < NROWS; k++)
		at[(unsigned char)rows[k].w[0] + 1]++;
	for (c = 0; c < 256; c++)
		at[c + 1] += at[c];
	memcpy(bystart, at, sizeof(at));
	for (k = 0; k < NROWS; k++)
		byrow[at[(unsigned char)rows[k].w[0]]++] = (uint16_t)k;
}

/*
 * The longest row at s[i..n) (ASCII letters in either case), or NULL:
 * of the rows whose first byte is s[i]'s, in the table's order.
 */
static const struct w_row *
row_at(const char *s, size_t i, size_t n, size_t *len)
{
	const struct w_row *r, *best = NULL;
	size_t l, k, x, c;

	/* every row starts with a letter: "34", "\\frac" start none */
	if (i >= n || ((unsigned char)s[i] < 0x80 && !is_alpha((unsigned
	    char)s[i])))
		return NULL;
	papo_once(&by_once, by_build);
	c = (unsigned char)lower((unsigned char)s[i]);
	for (x = bystart[c]; x < bystart[c + 1]; x++) {
		r = &rows[byrow[x]];
		if (i >= n || lower((unsigned char)s[i]) !=
		    (unsigned char)r->w[0] || (i + 1 < n && r->w[1] != '\0' &&
		    lower((unsigned char)s[i + 1]) != (unsigned char)r->w[1]))
			continue;	/* before strlen: most rows end here */
		l = strlen(r->w);
		if (l > n - i || (best != NULL && l <= *len))
			continue;
		for (k = 0; k < l; k++)
			if (lower((unsigned char)s[i + k]) !=
			    (unsigned char)r->w[k])
				break;
		if (k == l) {
			best = r;
			*len = l;
		}
	}
	return best;
}

/*
 * The integer spelled by s[a..b), words of the rows with spaces and '-'
 * between them or none: 1 and *v, or 0.
 */
static int
read_int(const char *s, size_t a, size_t b, long long *v)
{
	long long total = 0, cur = 0, last = 0, pre = 0;
	const struct w_row *r;
	size_t i = a, l = 0;
	int words = 0, closed = 0;

	while (i < b) {
		if (s[i] == ' ' || s[i] == '-') {
			i++;
			continue;
		}
		if ((r = row_at(s, i, b, &l)) == NULL || ++words > 24 ||
		    closed || (pre && r->kind != W_ADD))
			return 0;
		i += l;
		switch (r->kind) {
		case W_PRE:
			pre = r->v;
			break;
		case W_ADD:
			if (pre) {	/* "mia mbili": one count, below it */
				if (r->v == 0 || r->v >= pre)
					return 0;
				cur += pre * r->v;
				/* "elfu ishirini na tano": 25000 or 20005 */
				closed = r->v >= 10;
				pre = last = 0;
				break;
			}
			/* two ones side by side are no count: "三四" (three
			   or four), "十二三", "five six" */
			if (last > 0 && last < 10 && r->v > 0 && r->v < 10)
				return 0;
			cur += r->v;
			last = r->v;
			break;
		case W_ZERO:
			last = 0;
			break;
		case W_MUL:
			cur = cur - last + (last ? last : 1) * r->v;
			last = 0;
			break;
		case W_BIG:
			total += (cur ? cur : 1) * r->v;
			cur = last = 0;
			break;
		case W_JOIN:
			if (words == 1 || i >= b)
				return 0;
			break;
		}
		if (total > 1000000000000LL || cur > 1000000000000LL)
			return 0;
	}
	if (words == 0 || pre)
		return 0;
	*v = total + cur;
	return 1;
}

int
papo_answer_word_int(const char *s, size_t a, size_t b)
{
	long long v;

	return read_int(s, a, b, &v);
}

/* Where the bytes w occur in s[a..b), or b. */
static size_t
find(const char *s, size_t a, size_t b, const char *w)
{
	const char *p = papo_answer_find_bytes(s + a, b - a, w, strlen(w));

	return p == NULL ? b : (size_t)(p - s);
}

/*
 * Denominators spelled after a numerator ("drei Viertel", "trois
 * quarts", "tres cuartos", "tre quarti", "três quartos", "три
 * четверти"), lowercase, each a whole word.
 */
static const struct { const char *w; int d; } denoms[] = {
	{ "drittel", 3 }, { "viertel", 4 }, { "f\xc3\xbcnftel", 5 },
	{ "sechstel", 6 }, { "siebtel", 7 }, { "achtel", 8 },
	{ "neuntel", 9 }, { "zehntel", 10 },
	{ "demi", 2 }, { "demis", 2 }, { "tiers", 3 }, { "quart", 4 },
	{ "quarts", 4 }, { "cinqui\xc3\xa8me", 5 },
	{ "cinqui\xc3\xa8mes", 5 }, { "sixi\xc3\xa8me", 6 },
	{ "sixi\xc3\xa8mes", 6 }, { "septi\xc3\xa8me", 7 },
	{ "septi\xc3\xa8mes", 7 }, { "huiti\xc3\xa8me", 8 },
	{ "huiti\xc3\xa8mes", 8 }, { "neuvi\xc3\xa8me", 9 },
	{ "neuvi\xc3\xa8mes", 9 }, { "dixi\xc3\xa8me", 10 },
	{ "dixi\xc3\xa8mes", 10 },
	{ "medio", 2 }, { "medios", 2 }, { "tercio", 3 }, { "tercios", 3 },
	{ "cuarto", 4 }, { "cuartos", 4 }, { "quinto", 5 }, { "quintos", 5 },
	{ "sexto", 6 }, { "sextos", 6 }, { "s\xc3\xa9ptimo", 7 },
	{ "s\xc3\xa9ptimos", 7 }, { "octavo", 8 }, { "octavos", 8 },
	{ "noveno", 9 }, { "novenos", 9 }, { "d\xc3\xa9" "cimo", 10 },
	{ "d\xc3\xa9" "cimos", 10 },
	{ "mezzo", 2 }, { "mezzi", 2 }, { "terzo", 3 }, { "terzi", 3 },
	{ "quarto", 4 }, { "quarti", 4 }, { "quinti", 5 }, { "sesto", 6 },
	{ "sesti", 6 }, { "settimo", 7 }, { "settimi", 7 }, { "ottavo", 8 },
	{ "ottavi", 8 }, { "nono", 9 }, { "noni", 9 }, { "decimo", 10 },
	{ "decimi", 10 },
	{ "meio", 2 }, { "meios", 2 }, { "ter\xc3\xa7o", 3 },
	{ "ter\xc3\xa7os", 3 }, { "quartos", 4 }, { "s\xc3\xa9timo", 7 },
	{ "s\xc3\xa9timos", 7 }, { "oitavo", 8 }, { "oitavos", 8 },
	{ "nonos", 9 },
	/* вторая */
	{ "\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb0\xd1\x8f", 2 },
	/* вторых */
	{ "\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd1\x8b\xd1\x85", 2 },
	{ "\xd1\x82\xd1\x80\xd0\xb5\xd1\x82\xd1\x8c", 3 },	/* треть */
	{ "\xd1\x82\xd1\x80\xd0\xb5\xd1\x82\xd0\xb8", 3 },	/* трети */
	/* третей */
	{ "\xd1\x82\xd1\x80\xd0\xb5\xd1\x82\xd0\xb5\xd0\xb9", 3 },
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd1\x82"
	    "\xd1\x8c", 4 },
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd1\x82"
	    "\xd0\xb8", 4 },
	{ "\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd1\x82\xd0\xb5"
	    "\xd0\xb9", 4 },
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd0\xb0\xd1\x8f", 5 },	/* пятая */
	{ "\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8b\xd1\x85", 5 },	/* пятых */
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd1\x8c\xd0\xbc\xd0\xb0\xd1\x8f", 8 },
	{ "\xd0\xb2\xd0\xbe\xd1\x81\xd1\x8c\xd0\xbc\xd1\x8b\xd1\x85", 8 },
	{ "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd0\xb0\xd1\x8f", 10 },
	{ "\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8b\xd1\x85", 10 },
	{ NULL, 0 }
};

/*
 * The denominator the last word of s[a..b) spells (a row of denoms),
 * its start in *at; 0 when it is none.
 */
static int
denominator(const char *s, size_t a, size_t b, size_t *at)
{
	size_t i = b, k, l;

	while (i > a && s[i - 1] != ' ')
		i--;
	if (i == a)
		return 0;
	for (k = 0; denoms[k].w; k++) {
		if ((i < b && lower((unsigned char)s[i]) !=
		    (unsigned char)denoms[k].w[0]) ||
		    (l = strlen(denoms[k].w)) != b - i)
			continue;	/* the first byte before strlen */
		for (l = 0; i + l < b && lower((unsigned char)s[i + l]) ==
		    (unsigned char)denoms[k].w[l]; l++)
			;
		if (i + l == b) {
			*at = i;
			return denoms[k].d;
		}
	}
	return 0;
}

int
papo_answer_words(const char *s, size_t n, struct papo_buf *out)
{
	size_t a = 0, b = n, k;
	long long x, y;
	char num[64];
	int neg = 0;

	while (a < b && (is_space((unsigned char)s[a]) || s[a] == '$'))
		a++;
	while (b > a && (is_space((unsigned char)s[b - 1]) ||
	    s[b - 1] == '.' || s[b - 1] == '$'))
		b--;
	if (b - a >= 3 && memcmp(s + b - 3, "\xe3\x80\x82", 3) == 0)
		b -= 3;	/* 。 */
	if (b - a >= 3 && memcmp(s + a, "\xe8\xb4\x9f", 3) == 0) {
		neg = 1;	/* 负 */
		a += 3;
	}
	if (a >= b || b - a > 200)
		return 0;
	/* 三分之二, 三分の二: a fraction, the denominator first */
	k = find(s, a, b, "\xe5\x88\x86\xe4\xb9\x8b");	/* 分之 */
	if (k == b)
		k = find(s, a, b, "\xe5\x88\x86\xe3\x81\xae");	/* 分の */
	if (k < b) {
		if (!read_int(s, a, k, &y) || !read_int(s, k + 6, b, &x) ||
		    y == 0)
			return 0;
		snprintf(num, sizeof(num), "%s\\frac{%lld}{%lld}",
		    neg ? "-" : "", x, y);
	} else if ((y = denominator(s, a, b, &k)) != 0) {
		/* "drei Viertel", "три четверти": the numerator first */
		if (!read_int(s, a, k, &x) || x == 0)
			return 0;
		snprintf(num, sizeof(num), "%s\\frac{%lld}{%lld}",
		    neg ? "-" : "", x, y);
	} else if ((k = find(s, a, b, "\xe7\x82\xb9")) < b) {	/* 点 */
		size_t i, l = 0;
		const struct w_row *r;
		int len;

		if (!read_int(s, a, k, &x))
			return 0;
		len = snprintf(num, sizeof(num), "%s%lld.", neg ? "-" : "", x);
		for (i = k + 3; i < b; i += l) {
			if ((r = row_at(s, i, b, &l)) == NULL || r->v > 9 ||
			    (r->kind != W_ADD && r->kind != W_ZERO) ||
			    len >= (int)sizeof(num) - 1)
				return 0;
			num[len++] = (char)('0' + r->v);
		}
		if (i == k + 3)
			return 0;
		num[len] = '\0';
	} else {
		if (!read_int(s, a, b, &x))
			return 0;
		snprintf(num, sizeof(num), "%s%lld", neg ? "-" : "", x);
	}
	papo_buf_reset(out);
	papo_buf_adds(out, num);
	return 1;
}

/*
 * The markers of a fraction written in digits in Japanese, Korean and
 * Chinese, the denominator first: "3分の1", "3분의 1" (Korean's space
 * may stand), "3分之1".  "3分" alone is three minutes.
 */
static const char *const cjk_over[] = {
	"\xe5\x88\x86\xe3\x81\xae",	/* 分の */
	"\xeb\xb6\x84\xec\x9d\x98",	/* 분의 */
	"\xe5\x88\x86\xe4\xb9\x8b",	/* 分之 */
	NULL
};

/*
 * A mixed number's joint before a fraction's denominator ("2と3分の1",
 * "二又三分之一", "2와 3분의 1"): the fraction is then a part of a value,
 * never rewritten alone.
 */
static int
mixed_before(const char *s, size_t d)
{
	while (d > 0 && s[d - 1] == ' ')
		d--;
	return (d >= 3 && (memcmp(s + d - 3, "\xe3\x81\xa8", 3) == 0 ||
	    memcmp(s + d - 3, "\xe5\x8f\x88", 3) == 0 ||
	    memcmp(s + d - 3, "\xec\x99\x80", 3) == 0 ||
	    memcmp(s + d - 3, "\xea\xb3\xbc", 3) == 0)) ||
	    (d > 0 && (is_digit((unsigned char)s[d - 1]) || s[d - 1] == '.' ||
	    s[d - 1] == ',' || s[d - 1] == '/'));	/* と 又 와 과 */
}

/* The first place from s[i] (in s[..n)) of a byte 0xe5 or 0xeb after a
   digit, or n. */
static size_t
next_lead(const char *s, size_t i, size_t n)
{
	const char *x = memchr(s + i, 0xe5, n - i);
	const char *y = memchr(s + i, 0xeb, n - i);
	const char *p;
	size_t k;

	while (x != NULL || y != NULL) {
		p = x == NULL || (y != NULL && y < x) ? y : x;
		k = (size_t)(p - s);
		if (k > 0 && is_digit((unsigned char)s[k - 1]))
			return k;
		if (p == x)
			x = memchr(p + 1, 0xe5, n - k - 1);
		else
			y = memchr(p + 1, 0xeb, n - k - 1);
	}
	return n;
}

int
papo_answer_cjk_fractions(const char *s, size_t n, struct papo_buf *out)
{
	size_t i, d, k, e, m, from = 0;
	int any = 0;

	for (i = 1; i + 6 < n; i++) {
		/* a digit, then 分 (e5 88 86) or 분 (eb b6 84): few bytes
		   of a text are a digit's before one of those lead bytes */
		if ((i = next_lead(s, i, n)) + 6 >= n)
			break;
		for (k = 0; cjk_over[k] != NULL && memcmp(s + i, cjk_over[k],
		    6) != 0; k++)
			;
		if (cjk_over[k] == NULL || !is_digit((unsigned char)s[i - 1]))
			continue;
		for (d = i; d > 0 && is_digit((unsigned char)s[d - 1]); d--)
			;
		m = i + 6;
		if (k == 1 && m < n && s[m] == ' ')
			m++;	/* "3분의 1" */
		for (e = m; e < n && is_digit((unsigned char)s[e]); e++)
			;
		if (e == m || i - d > 9 || e - m > 9 || mixed_before(s, d) ||
		    (e < n && (s[e] == '.' || s[e] == ',' || s[e] == '/') &&
		    e + 1 < n && is_digit((unsigned char)s[e + 1])))
			continue;	/* "3分の1.5", "2と3分の1" */
		if (!any)
			papo_buf_reset(out);
		any = 1;
		papo_buf_add(out, s + from, d - from);
		papo_buf_add(out, s + m, e - m);
		papo_buf_addc(out, '/');
		papo_buf_add(out, s + d, i - d);
		from = i = e;
	}
	if (any)
		papo_buf_add(out, s + from, n - from);
	return any;
}

int
papo_answer_sign_first(const char *s, size_t n, struct papo_buf *out)
{
	size_t i, e, from = 0;
	int any = 0;

	for (i = 0; i + 1 < n; i++) {
		if (s[i] != '%' || !is_digit((unsigned char)s[i + 1]) ||
		    (i > 0 && (is_alpha((unsigned char)s[i - 1]) ||
		    is_digit((unsigned char)s[i - 1]) || s[i - 1] == '\\')))
			continue;	/* "%25", not "a%25b" nor "\\%" */
		for (e = i + 1; e < n && (is_digit((unsigned char)s[e]) ||
		    ((s[e] == ',' || s[e] == '.') && e + 1 < n &&
		    is_digit((unsigned char)s[e + 1]))); e++)
			;
		if (e < n && is_alpha((unsigned char)s[e]))
			continue;	/* "%25b": no percentage */
		if (!any)
			papo_buf_reset(out);
		any = 1;
		papo_buf_add(out, s + from, i - from);
		papo_buf_add(out, s + i + 1, e - i - 1);
		papo_buf_addc(out, '%');
		from = i = e;
	}
	if (any)
		papo_buf_add(out, s + from, n - from);
	return any;
}

/* English number words: zero to nineteen, then the tens. */
static const char *const en_small[] = { "zero", "one", "two", "three",
	"four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
	"twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
	"eighteen", "nineteen", NULL };
static const char *const en_tens[] = { "twenty", "thirty", "forty",
	"fifty", "sixty", "seventy", "eighty", "ninety", NULL };

/* Is the word s[i..j) w, ASCII letters in either case? */
static int
word_is(const char *s, size_t i, size_t j, const char *w)
{
	size_t k;

	if (j <= i || lower((unsigned char)s[i]) != (unsigned char)w[0] ||
	    strlen(w) != j - i)
		return 0;	/* the first letter asked first: cheap */
	for (k = i; k < j; k++)
		if (lower((unsigned char)s[k]) != (unsigned char)w[k - i])
			return 0;
	return 1;
}

/*
 * The integer English words s[a..b) spell ("fifteen", "twenty-four",
 * "three hundred and five"): 1 and *v, or 0.
 */
static int
en_int(const char *s, size_t a, size_t b, long long *v)
{
	long long total = 0, cur = 0;
	size_t i = a, j;
	int words = 0, k, found, last_and = 0;

	while (i < b) {
		if (s[i] == ' ' || s[i] == '-') {
			i++;
			continue;
		}
		for (j = i; j < b && is_alpha((unsigned char)s[j]); j++)
			;
		if (j == i || ++words > 8)
			return 0;
		found = 0;
		for (k = 0; !found && en_small[k]; k++)
			if (word_is(s, i, j, en_small[k])) {
				cur += k;
				found = 1;
			}
		for (k = 0; !found && en_tens[k]; k++)
			if (word_is(s, i, j, en_tens[k])) {
				cur += 20 + 10 * k;
				found = 1;
			}
		if (!found && words > 1 && word_is(s, i, j, "and") && j < b)
			found = 2;	/* only between number words */
		if (!found && words > 1 && word_is(s, i, j, "hundred")) {
			cur *= 100;
			found = 1;
		}
		if (!found && words > 1 && (word_is(s, i, j, "thousand") ||
		    word_is(s, i, j, "million"))) {
			total += cur * (s[i] == 't' || s[i] == 'T' ? 1000 :
			    1000000);
			cur = 0;
			found = 1;
		}
		if (!found)
			return 0;
		last_and = found == 2;
		i = j;
	}
	*v = total + cur;
	return words > 0 && !last_and;
}

/*
 * Does p[0..pn) give v in digits as a number alone ("3 hours", "3小时";
 * not "3.5", "13", "3/4", "x3")?
 */
static int
digits_given(const char *p, size_t pn, long long v)
{
	char d[24];
	size_t i, dl;
	int n = snprintf(d, sizeof(d), "%lld", v);

	if (n <= 0 || (size_t)n >= sizeof(d))
		return 0;
	dl = (size_t)n;
	for (i = 0; i + dl <= pn; i++) {
		if (p[i] != d[0] || memcmp(p + i, d, dl) != 0)
			continue;
		if (i > 0 && (is_digit((unsigned char)p[i - 1]) ||
		    is_alpha((unsigned char)p[i - 1]) || ((p[i - 1] == '.' ||
		    p[i - 1] == ',' || p[i - 1] == '/') && i > 1 &&
		    is_digit((unsigned char)p[i - 2]))))
			continue;
		if (i + dl < pn && (is_digit((unsigned char)p[i + dl]) ||
		    ((p[i + dl] == '.' || p[i + dl] == ',' || p[i + dl] ==
		    '/') && i + dl + 1 < pn && is_digit((unsigned char)p[i +
		    dl + 1]))))
			continue;
		return 1;
	}
	return 0;
}

int
papo_answer_given_word(const char *p, size_t pn, const char *s, size_t a,
    size_t b)
{
	unsigned char w[32];
	long long v;
	size_t k, n = b - a;

	if (p == NULL || pn == 0 || b <= a || n > sizeof(w))
		return 0;
	/* lowered as the rows are written: a capital that opens the
	   sentence ("Üç", "Три", "Tiga") */
	for (k = 0; k < n; k++) {
		w[k] = (unsigned char)lower((unsigned char)s[a + k]);
		if (k == 0 || (w[k] & 0xc0) != 0x80)
			continue;
		if (w[k - 1] == 0xc3 && w[k] >= 0x80 && w[k] < 0x9f &&
		    w[k] != 0x97)
			w[k] += 0x20;	/* À-Þ */
		else if (w[k - 1] == 0xd0 && w[k] >= 0x90 && w[k] < 0xa0)
			w[k] += 0x20;	/* А-П */
		else if (w[k - 1] == 0xd0 && w[k] >= 0xa0 && w[k] < 0xb0) {
			w[k - 1] = 0xd1;	/* Р-Я */
			w[k] -= 0x20;
		} else if (w[k - 1] == 0xd0 && w[k] >= 0x80 && w[k] < 0x90) {
			w[k - 1] = 0xd1;	/* Ѐ-Џ: "Ї", "Є", "І" */
			w[k] += 0x10;
		}
	}
	if (!read_int((const char *)w, 0, n, &v) && !en_int((const char *)w,
	    0, n, &v))
		return 0;
	return v >= 2 && v <= 999 && digits_given(p, pn, v);
}

/* Is s[i] part of a word: an ASCII letter, or a byte of a Latin or
   Cyrillic letter (UTF-8 below the three-byte scripts)? */
static int
word_byte(const char *s, size_t i)
{
	unsigned c = (unsigned char)s[i];

	return is_alpha((int)c) || (c >= 0x80 && c < 0xe0);
}

/*
 * The longest run of number words from s[i] (words joined by spaces or
 * '-', at most eight) that reads as one integer: its end, its value in
 * *v and its word count in *words; i when none.
 */
static size_t
spelled_run(const char *s, size_t i, size_t b, int foreign, long long *v,
    int *words)
{
	struct papo_buf t = PAPO_BUF_INIT;
	size_t j = i, best = i;
	long long x;
	int w = 0;

	while (j < b && w < 8) {
		/* an apostrophe inside a word is its own in a foreign
		   run: Ukrainian "п'ять", "дев'яносто" */
		while (j < b && (word_byte(s, j) || (foreign && s[j] == '\'' &&
		    j > i && word_byte(s, j - 1) && j + 1 < b &&
		    word_byte(s, j + 1))))
			j++;
		w++;
		if (foreign ? papo_answer_words(s + i, j - i, &t) &&
		    t.len > 0 && t.s[0] != '-' && read_int(s, i, j, &x) :
		    en_int(s, i, j, &x)) {
			best = j;
			*v = x;
			*words = w;
		} else if (w == 1)
			break;	/* no number word starts it */
		if (j + 1 >= b || (s[j] != ' ' && s[j] != '-') ||
		    !word_byte(s, j + 1))
			break;
		j++;
	}
	papo_buf_release(&t);
	return best;
}

/*
 * Words that continue a numeral after its integer part (a fraction's
 * denominator, a decimal point, "and a half") or sign it before it: a
 * run of number words next to one is not a whole count.  Prefixes of
 * the word, ASCII in either case.
 */
static const char *const spelled_after[] = { "half", "halves", "third",
	"quarter", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
	"tenth", "hundredth", "thousandth", "point", "and", "over",
	"divided", "dot", "comma", "and",
	"demi", "tiers", "quart", "cinqui", "sixi", "septi", "huiti",
	"neuvi", "dixi", "virgule", "et demi",
	"medio", "media", "tercio", "cuarto", "quinto", "sexto",
	"s\xc3\xa9ptimo",
	"octavo", "noveno", "d\xc3\xa9" "cimo", "coma", "y medio",
	"halb", "h\xc3\xa4lfte", "drittel", "viertel", "f\xc3\xbcnftel",
	"sechstel", "siebtel", "achtel", "neuntel", "zehntel", "komma",
	"mezzo", "terz", "quarti", "quinti", "sest", "settim", "ottav",
	"virgola", "s\xc3\xa9tim", "oitav",
	"meio", "ter\xc3\xa7o", "quartos", "quintos", "v\xc3\xadrgula",
	"\xd1\x82\xd1\x80\xd0\xb5\xd1\x82",		/* трет */
	"\xd1\x87\xd0\xb5\xd1\x82\xd0\xb2\xd0\xb5\xd1\x80\xd1\x82",
							/* четверт */
	"\xd0\xbf\xd1\x8f\xd1\x82\xd1\x8b\xd1\x85",	/* пятых */
	"\xd1\x88\xd0\xb5\xd1\x81\xd1\x82\xd1\x8b\xd1\x85", /* шестых */
	"\xd1\x81\xd0\xb5\xd0\xb4\xd1\x8c\xd0\xbc\xd1\x8b\xd1\x85",
							/* седьмых */
	"\xd0\xb2\xd0\xbe\xd1\x81\xd1\x8c\xd0\xbc\xd1\x8b\xd1\x85",
							/* восьмых */
	"\xd0\xb4\xd0\xb5\xd0\xb2\xd1\x8f\xd1\x82\xd1\x8b\xd1\x85",
							/* девятых */
	"\xd0\xb4\xd0\xb5\xd1\x81\xd1\x8f\xd1\x82\xd1\x8b\xd1\x85",
							/* десятых */
	"\xd1\x86\xd0\xb5\xd0\xbb",			/* цел */
	"\xd0\xbf\xd0\xbe\xd0\xbb",			/* пол */
	NULL };
static const char *const spelled_before[] = { "minus", "negative",
	"moins", "menos", "meno", "negativ", "n\xc3\xa9gatif",
	"\xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x81",	/* минус */
	NULL };

/* Does a word of rows start at s[i] (a word's start), prefixes in either
   case? */
static int
word_row(const char *s, size_t i, size_t b, const char *const *tab)
{
	size_t k, l, j;

	for (k = 0; tab[k]; k++) {
		l = strlen(tab[k]);
		if (l > b - i)
			continue;
		for (j = 0; j < l; j++)
			if (lower((unsigned char)s[i + j]) !=
			    (unsigned char)tab[k][j])
				break;
		if (j == l)
			return 1;
	}
	return 0;
}

/* Is the run s[i..e) a whole count: no sign word before it, nothing that
   continues a numeral after it? */
static int
whole_count(const char *s, size_t a, size_t i, size_t e, size_t b)
{
	size_t k = e, w;

	while (k < b && (s[k] == ' ' || s[k] == '-'))
		k++;
	if (k < b && word_row(s, k, b, spelled_after))
		return 0;
	if (k < b && (s[k] == '/' || s[k] == ',' || s[k] == '.') &&
	    k + 1 < b && word_byte(s, k + 1))
		return 0;
	for (k = i; k > a && (s[k - 1] == ' ' || s[k - 1] == '-'); k--)
		;
	for (w = k; w > a && word_byte(s, w - 1); w--)
		;
	return w == k || !word_row(s, w, k, spelled_before);
}

/*
 * Is the sentence s[a..b) in one of the listed languages with number
 * words of their own: Cyrillic, or a frequent German, French, Spanish,
 * Italian or Portuguese word and no English one?
 */
static int
foreign_sentence(const char *s, size_t a, size_t b)
{
	static const char *const other[] = { "die", "der", "das", "und",
	    "ist", "hat", "gibt", "sind", "es", "damit", "also", "le", "la",
	    "les", "est", "et", "il", "y", "donc", "des", "el", "los", "las",
	    "hay", "por", "lo", "que", "son", "tiene", "di", "che", "ci",
	    "sono", "quindi", "ha", "os", "as", "portanto", "logo", "tem",
	    "em",
	    /* pronouns and the words of a rate or a total ("Elle gagne
	       dix-huit dollars.", "Gana dieciocho dólares al día."); not
	       a word of English or Swahili ("par", "pro", "au": "Jibu ni
	       Lima au Santiago." is no count of Indonesian's five) */
	    "sie", "wir", "jeden", "insgesamt", "elle", "elles", "ils",
	    "nous", "du", "pour", "chaque", "alors", "ainsi", "ella",
	    "ellos", "ellas", "al",
	    "del", "para", "cada", "entonces", "lei", "lui", "loro", "ogni",
	    "allora", "dunque", "ela", "ele", "eles", "elas",
	    NULL };
	static const char *const en[] = { "the", "is", "are", "and", "of",
	    "so", "we", "there", "has", "have", "it", "to", NULL };
	size_t i, j, k;
	int o = 0;

	for (i = a; i < b; i++) {
		if ((unsigned char)s[i] == 0xd0 || (unsigned char)s[i] == 0xd1)
			return 1;
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    word_byte(s, i - 1)))
			continue;
		for (j = i; j < b && word_byte(s, j); j++)
			;
		for (k = 0; en[k]; k++)
			if (word_is(s, i, j, en[k]))
				return 0;
		for (k = 0; other[k]; k++)
			o |= word_is(s, i, j, other[k]);
	}
	return o;
}

/*
 * Number words that are also a function word of another listed language:
 * Spanish "dos" (two) is Portuguese "dos" (of the).  Before a word ("a
 * soma dos termos") the sentence could be either: no count.
 */
static const char *const two_way[] = { "dos", NULL };

/* Is the one word s[i..e) a two_way row with a word after it? */
static int
two_way_before_word(const char *s, size_t i, size_t e, size_t n)
{
	size_t k;

	for (k = 0; two_way[k] != NULL; k++)
		if (word_is(s, i, e, two_way[k]))
			break;
	if (two_way[k] == NULL)
		return 0;
	while (e < n && s[e] == ' ')
		e++;
	return e < n && word_byte(s, e);
}

/*
 * The runs of number words that are whole counts in the sentence
 * s[a..n) (a lone word for one is none): how many, 2 at most, -1 when a
 * run is part of a fraction, a decimal or a signed number; the last
 * one's extent in *at, *end and its value in *v.
 */
static int
spelled_runs(const char *s, size_t a, size_t n, int foreign, size_t *at,
    size_t *end, long long *v)
{
	size_t i, e;
	long long x = 0;
	int runs = 0, words = 0;

	for (i = a; i < n; i++) {
		if (!word_byte(s, i) || (i > a && word_byte(s, i - 1)))
			continue;
		e = spelled_run(s, i, n, foreign, &x, &words);
		if (e == i || (e < n && word_byte(s, e)))
			continue;
		if (!foreign && e + 1 < n && s[e] == '-' && word_row(s, e + 1,
		    n, spelled_after))
			return -1;	/* "one-third" */
		if (!foreign && ((i > a + 1 && s[i - 1] == '-' &&
		    word_byte(s, i - 2)) || (e + 1 < n && s[e] == '-' &&
		    word_byte(s, e + 1)))) {
			i = e;	/* "vingt-six": the English "six" is a part
				   of another language's word */
			continue;
		}
		if (!whole_count(s, a, i, e, n))
			return -1;	/* "two thirds", "minus five" */
		if ((words == 1 && x < 2) || (words == 1 &&
		    two_way_before_word(s, i, e, n))) {
			i = e;	/* "one of them", "ein", "un", "dos termos":
				   no count */
			continue;
		}
		if (++runs > 1)
			return runs;
		*at = i;
		*end = e;
		*v = x;
		i = e;
	}
	return runs;
}

/* Chinese numerals ("四十二", "两", "三千五百"): the characters of
   rows[]'s Chinese and Japanese numerals that a count is written in. */
static const char *const cjk_digits[] = { "零", "〇", "一", "二", "两",
	"三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万",
	NULL };

/* The length of a character of cjk_digits[] at s[i], or 0. */
static size_t
cjk_digit(const char *s, size_t i, size_t n)
{
	size_t k, l;

	if (i + 3 > n || (unsigned char)s[i] < 0xe3)
		return 0;
	for (k = 0; cjk_digits[k] != NULL; k++) {
		l = strlen(cjk_digits[k]);
		if (i + l <= n && memcmp(s + i, cjk_digits[k], l) == 0)
			return l;
	}
	return 0;
}

/*
 * The one count in Chinese numerals of the last sentence s[a..n) of a
 * Chinese response ("综上，一共有四十二个苹果。"): a run of numerals read
 * by rows[] and followed by a measure word or the sentence's end; a lone
 * 一 (of 一共, 一些: a word's, or "one") is none, as a lone "one" is, and
 * a fraction, a decimal, a negative or an ordinal (二分之一, 三点五, 负五,
 * 第二) no whole count.
 * 1 with its extent in *at, *end and value in *v; 0 when there is
 * none, or more than one.
 */
static int
cjk_count(const char *s, size_t a, size_t n, size_t *at, size_t *end,
    long long *v, int *pct)
{
	size_t i, e, l, stop = n, k, q;
	long long x;
	int runs = 0;

	while (stop > a && (is_space((unsigned char)s[stop - 1]) ||
	    s[stop - 1] == '.'))
		stop--;
	if (stop >= a + 3 && memcmp(s + stop - 3, "。", 3) == 0)
		stop -= 3;
	for (k = a; k + 3 <= stop; k++)	/* its last sentence */
		if (memcmp(s + k, "。", 3) == 0)
			a = k + 3;
	for (i = a; i < stop; i = e) {
		if ((l = cjk_digit(s, i, stop)) == 0) {
			e = i + 1;
			continue;
		}
		for (e = i; (l = cjk_digit(s, e, stop)) != 0; e += l)
			;
		if (e - i == 3 && memcmp(s + i, "一", 3) == 0)
			continue;	/* 一共, 一些 */
		/* 百分之二十五: a percentage, its numerals after 分之 */
		if (e - i == 3 && memcmp(s + i, "百", 3) == 0 && e + 6 < stop &&
		    memcmp(s + e, "分之", 6) == 0 && cjk_digit(s, e + 6,
		    stop) != 0) {
			for (q = e + 6; (l = cjk_digit(s, q, stop)) != 0;
			    q += l)
				;
			if (!read_int(s, e + 6, q, &x) || (q < stop &&
			    (memcmp(s + q, "点", 3) == 0 || memcmp(s + q, "點",
			    3) == 0)) || ++runs > 1)
				return 0;	/* 百分之三点五: not whole */
			*at = i;
			*end = q;
			*v = x;
			*pct = 1;
			e = q;
			continue;
		}
		if ((e + 6 <= stop && memcmp(s + e, "分之", 6) == 0) ||
		    (e + 3 <= stop && (memcmp(s + e, "点", 3) == 0 ||
		    memcmp(s + e, "點", 3) == 0)) || (i >= a + 3 &&
		    (memcmp(s + i - 3, "负", 3) == 0 ||
		    memcmp(s + i - 3, "負", 3) == 0 ||
		    memcmp(s + i - 3, "第", 3) == 0)))
			return 0;	/* 二分之一, 三点五, 负五, 第二: no
					   whole count */
		if (!read_int(s, i, e, &x) || (e < stop &&
		    papo_frame_kind_starts(s, e, stop, R_MEASURE) == NULL))
			return 0;	/* 十分 (very), 三角形: a word's */
		if (++runs > 1)
			return 0;
		*at = i;
		*end = e;
		*v = x;
	}
	return runs;
}

/*
 * Is the problem p[0..pn) in a language of foreign_sentence: its last
 * 300 bytes, from a sentence's start, so read?
 */
static int
foreign_problem(const char *p, size_t pn)
{
	size_t a = pn > 300 ? pn - 300 : 0;

	if (p == NULL)
		return 0;
	while (a > 0 && a < pn && !strchr(".?!\n", p[a - 1]))
		a++;
	return a < pn && foreign_sentence(p, a, pn);
}

/*
 * Number words of Vietnamese and Indonesian written in plain ASCII,
 * which are words of other languages too (Italian's "hai", you have;
 * Spanish's "Lima"): read as a count only when the sentence or the
 * problem is written in their language, Vietnamese by a letter of its
 * own (ơ, ư, đ, ă, or one of Latin Extended Additional's, as its tones
 * are written), Indonesian by a word of lone_id_words.
 */
static const char *const lone_vi[] = { "hai", "ba", NULL };
static const char *const lone_id[] = { "nol", "satu", "dua", "tiga",
	"empat", "lima", "enam", "tujuh", "delapan", "lapan", "sembilan",
	"sepuluh", "sebelas", "belas", "puluh", "seratus", "ratus", "seribu",
	"ribu", "juta", NULL };
static const char *const lone_id_words[] = { "adalah", "jadi", "yang",
	"dan", "jawaban", "jawabannya", "jumlah", "ada", "buah", "orang",
	"maka", "sehingga", "dengan", "untuk", "dari", "ini", "itu",
	"berapa", "memiliki", "punya", "jadinya", "ialah", NULL };

/* Does s[a..b) hold a letter Vietnamese writes and its neighbours do
   not? */
static int
vi_letter(const char *s, size_t a, size_t b)
{
	size_t i;
	unsigned char c, d;

	for (i = a; i + 1 < b; i++) {
		c = (unsigned char)s[i];
		d = (unsigned char)s[i + 1];
		if ((c == 0xe1 && (d == 0xba || d == 0xbb)) ||
		    (c == 0xc6 && (d == 0xa0 || d == 0xa1 || d == 0xaf ||
		    d == 0xb0)) || (c == 0xc4 && (d == 0x90 || d == 0x91 ||
		    d == 0x82 || d == 0x83)))
			return 1;
	}
	return 0;
}

/*
 * The words of s[a..b) that are rows of tab: how many, and all of them
 * in *words.
 */
static int
words_in(const char *s, size_t a, size_t b, const char *const *tab,
    int *words)
{
	size_t i, j, k;
	int found = 0;

	*words = 0;
	for (i = a; i < b; i = j) {
		while (i < b && !word_byte(s, i))
			i++;
		for (j = i; j < b && word_byte(s, j); j++)
			;
		if (j == i)
			continue;
		++*words;
		for (k = 0; tab[k] && !word_is(s, i, j, tab[k]); k++)
			;
		found += tab[k] != NULL;
	}
	return found;
}

/*
 * Is the run of number words s[at..end) in the sentence s[a..n), the
 * problem p[0..pn) beside it, made of lone_vi or lone_id words alone
 * though neither is written in their language ("Se hai altre domande"
 * is no count of two)?
 */
static int
lone_run(const char *s, size_t a, size_t n, size_t at, size_t end,
    const char *p, size_t pn)
{
	int words, found;

	found = words_in(s, at, end, lone_vi, &words);
	if (found == words)
		return !vi_letter(s, a, n) && (p == NULL ||
		    !vi_letter(p, 0, pn));
	found = words_in(s, at, end, lone_id, &words);
	if (found == words)
		return words_in(s, a, n, lone_id_words, &words) == 0 &&
		    (p == NULL || words_in(p, 0, pn, lone_id_words,
		    &words) == 0);
	return 0;
}

/* English denominators, one and many ("one third", "two thirds"). */
static const struct { const char *one, *many; int d; } en_denoms[] = {
	{ "half", "halves", 2 }, { "third", "thirds", 3 },
	{ "quarter", "quarters", 4 }, { "fourth", "fourths", 4 },
	{ "fifth", "fifths", 5 }, { "sixth", "sixths", 6 },
	{ "seventh", "sevenths", 7 }, { "eighth", "eighths", 8 },
	{ "ninth", "ninths", 9 }, { "tenth", "tenths", 10 },
	{ NULL, NULL, 0 }
};

int
papo_answer_en_denominator(const char *s, size_t a, size_t b, int one)
{
	size_t k;

	for (k = 0; en_denoms[k].one != NULL; k++)
		if (word_is(s, a, b, one ? en_denoms[k].one :
		    en_denoms[k].many))
			return en_denoms[k].d;
	return 0;
}

/*
 * Does s[i..j) join a whole to its fraction ("two and a half", "zwei
 * und ein Drittel", "dois e um terço"): a row of W_JOIN, English's
 * "and" or Russian's "и"?  A fraction after one is a mixed number's
 * part.
 */
static int
mixed_joint(const char *s, size_t i, size_t j)
{
	const struct w_row *r;
	size_t l;

	return word_is(s, i, j, "and") || word_is(s, i, j, "\xd0\xb8") ||
	    ((r = row_at(s, i, j, &l)) != NULL && l == j - i &&
	    r->kind == W_JOIN);
}

/*
 * Is s[i..j) a numerator and s[w..we) its denominator, in English (a
 * word for one to nine, or "a" when the fraction ends the sentence:
 * "is a third.") or with foreign set in the words of denoms[] ("ein
 * Drittel", "deux tiers")?  The fraction's denominator into *d and its
 * numerator into *x.
 */
static int
fraction_of(const char *s, size_t i, size_t j, size_t w, size_t we,
    size_t b, int foreign, long long *x, int *d)
{
	size_t k, z, at;
	long long v = 0;

	for (k = 0; en_small[k] != NULL && !word_is(s, i, j, en_small[k]); k++)
		;
	if (en_small[k] != NULL && k >= 1 && k <= 9)
		v = (long long)k;
	else if (word_is(s, i, j, "a") || word_is(s, i, j, "an")) {
		for (z = we; z < b && (s[z] == '.' || s[z] == '!' ||
		    is_space((unsigned char)s[z])); z++)
			;
		if (z < b)
			return 0;	/* "a third solution": an ordinal */
		v = 1;
	}
	if (v > 0) {
		*x = v;
		return (*d = papo_answer_en_denominator(s, w, we, v == 1)) != 0;
	}
	for (k = 0; two_way[k] != NULL && !word_is(s, i, j, two_way[k]); k++)
		;
	/* a half's word is a noun's too ("dos meios de comunicação": of
	   the means), and "dos" Portuguese's "of the" */
	if (!foreign || two_way[k] != NULL || !read_int(s, i, j, &v) ||
	    v < 1 || v > 99 || (*d = denominator(s, i, we, &at)) <= 2 ||
	    at != w)
		return 0;
	*x = v;
	return 1;
}

/* Does the sentence s[a..n) end on "a" or "an" and a denominator ("So
   the probability is a third.")? */
static int
a_fraction_ends(const char *s, size_t a, size_t n)
{
	size_t e = n, w, q;

	while (e > a && (s[e - 1] == '.' || s[e - 1] == '!' ||
	    is_space((unsigned char)s[e - 1])))
		e--;
	for (w = e; w > a && word_byte(s, w - 1); w--)
		;
	if (w < a + 3 || s[w - 1] != ' ')
		return 0;
	for (q = w - 1; q > a && word_byte(s, q - 1); q--)
		;
	return (word_is(s, q, w - 1, "a") || word_is(s, q, w - 1, "an")) &&
	    papo_answer_en_denominator(s, w, e, 1) != 0;
}

/*
 * The one fraction in words of the sentence s[a..n) ("So the
 * probability is one third.", "Also ist die Wahrscheinlichkeit ein
 * Drittel."), with no other count in it and no whole before it that it
 * is a part of ("two and a half"): 1, its extent in *at and *end, its
 * numerator and denominator in *x and *d; else 0.
 */
static int
fraction_run(const char *s, size_t a, size_t n, int foreign, size_t *at,
    size_t *end, long long *x, int *d)
{
	size_t i, j, w, we, k, pw;
	long long v, u;
	int found = 0, dd;

	for (i = a; i < n; i++) {
		if (!word_byte(s, i) || (i > a && word_byte(s, i - 1)))
			continue;
		for (j = i; j < n && word_byte(s, j); j++)
			;
		if (j + 1 >= n || (s[j] != ' ' && s[j] != '-') ||
		    !word_byte(s, j + 1))
			continue;
		for (w = j + 1, we = w; we < n && word_byte(s, we); we++)
			;
		if (!word_row(s, w, we, spelled_after) ||
		    !fraction_of(s, i, j, w, we, n, foreign, &v, &dd))
			continue;	/* a denominator's word first: cheap */
		for (k = i; k > a && s[k - 1] == ' '; k--)
			;
		for (pw = k; pw > a && word_byte(s, pw - 1); pw--)
			;
		if (mixed_joint(s, pw, k) || (pw < k && word_row(s, pw, k,
		    spelled_before)) || found++)
			return 0;	/* "two and a half", "minus one third",
					   a second fraction */
		*at = i;
		*end = we;
		*x = v;
		*d = dd;
		i = we;
	}
	if (found != 1 || spelled_runs(s, a, *at, foreign, &i, &j, &u) != 0 ||
	    spelled_runs(s, *end, n, foreign, &i, &j, &u) != 0)
		return 0;
	return 1;
}

int
papo_answer_spelled(const char *s, size_t n, struct papo_buf *out)
{
	return papo_answer_spelled_for(s, n, NULL, 0, out);
}

int
papo_answer_spelled_for(const char *s, size_t n, const char *p, size_t pn,
    struct papo_buf *out)
{
	size_t i, a, at = 0, end = 0;
	long long v = 0;
	int runs, d = 0, pct = 0;
	char num[32];

	/* the last sentence: the text after the last point, question or
	   exclamation mark or line break, short, with no digit and no
	   math (then no point in it is a decimal point or math's) */
	for (i = n; i > 0 && (is_space((unsigned char)s[i - 1]) ||
	    s[i - 1] == '.' || s[i - 1] == '!'); i--)
		;
	for (; i > 0 && !strchr(".!?\n", s[i - 1]); i--)
		if (n - i > 300 || is_digit((unsigned char)s[i - 1]) ||
		    s[i - 1] == '$' || s[i - 1] == '\\')
			return 0;
	if (i >= 3 && memcmp(s + i - 3, "\xe3\x80\x82", 3) == 0)
		return 0;	/* after 。: Chinese or Japanese, not read */
	a = i;
	/* English words first; the sentence's language is looked at only
	   when they spell no count */
	runs = spelled_runs(s, a, n, 0, &at, &end, &v);
	if (runs == 0 && foreign_sentence(s, a, n))
		runs = spelled_runs(s, a, n, 1, &at, &end, &v);
	else if (runs == 0 && p != NULL && (runs = spelled_runs(s, a, n, 1,
	    &at, &end, &v)) != 0 && !foreign_problem(p, pn))
		runs = 0;	/* the problem's language asked last */
	if (runs == 1 && lone_run(s, a, n, at, end, p, pn))
		runs = 0;	/* "Se hai altre domande": no count */
	if (runs == 0 && n - a >= 6 && memchr(s + a, 0xe3, n - a) != NULL)
		runs = cjk_count(s, a, n, &at, &end, &v, &pct); /* (its 。) */
	if (runs == 0 && a_fraction_ends(s, a, n))
		runs = -1;	/* "is a third." */
	if (runs == -1 && fraction_run(s, a, n, foreign_sentence(s, a, n) ||
	    (p != NULL && foreign_problem(p, pn)), &at, &end, &v, &d)) {
		snprintf(num, sizeof(num), "%lld/%d", v, d);
		runs = 1;	/* "one third": "1/3" */
	} else if (runs == 1)
		snprintf(num, sizeof(num), pct ? "%lld%%" : "%lld", v);
	if (runs != 1)
		return 0;
	papo_buf_reset(out);
	papo_buf_add(out, s, at);
	papo_buf_adds(out, num);
	papo_buf_add(out, s + end, n - end);
	return 1;
}
