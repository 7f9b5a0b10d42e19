/* SPDX-License-Identifier: MIT */
/*
 * answer_contra.c: an answer's sentence that says the opposite of what
 * the question asks ("Tom has 12 fewer apples than Ann." for "How many
 * more apples does Tom have than Ann?", "She spent $12." for "How much
 * money did she save?"): a table of opposite word families, English;
 * more and fewer and the money families (save, spend, earn, lose, pay,
 * buy, sell) in French, German, Spanish, Italian, Portuguese and
 * Russian too (their ASCII forms in forms[], the others in wide[],
 * phrases in phrases[]), and the money families in Chinese and
 * Japanese by runs of characters (wide[]).  And a sentence that turns
 * the question's comparison around ("Ann has 5 more apples than Tom."
 * for "How many more apples does Tom have than Ann?": than_object).
 * A question that names both of two opposites ("save $2000 ... how
 * much does he have to spend", options "2% Profit", "3% Loss") asks
 * neither against the other.
 */
#include <string.h>
#include <strings.h>

#include "answer_find_impl.h"
#include "answer_frame_impl.h"
#include "answer_impl.h"

/*
 * Word families by their first form, the index the pairs of opposites
 * name: 0 more, 1 fewer/less, 2 taller/longer/higher, 3 shorter/lower,
 * 4 older, 5 younger, 6 heavier, 7 lighter, 8 bigger/larger/greater,
 * 9 smaller, 10 faster, 11 slower, 12 increase/rise, 13 decrease/drop/
 * fall, 14 gain/win, 15 lose, 16 save, 17 spend, 18 buy, 19 sell, 20
 * profit, 21 loss, 22 earn/make (German's "nimmt ... ein", takes in,
 * MGSM's question of earning: "nimmt" alone counts), 23 pay ("paid" not
 * after a form of "be" or "get": "she gets paid $18" is earned), 24
 * owe.
 */
static const char *const names[] = {
	"more", "fewer", "taller", "shorter", "older", "younger", "heavier",
	"lighter", "bigger", "smaller", "faster", "slower", "increase",
	"decrease", "gain", "lose", "save", "spend", "buy", "sell", "profit",
	"loss", "earn", "pay", "owe",
};

/* Not a family: a word that opens or ends a phrase of phrases[] ("de
   moins", "a mais"), which are looked for only in a sentence that
   holds one (or a letter outside ASCII: "in più"). */
#define PHRASE	31

/* Every form of every family, sorted (strcmp; families_in's index
   needs them by first letter), a word matched whole, ASCII case
   folded. */
struct form {
	const char *w;
	unsigned char family;
};

static const struct form forms[] = {
	{ "ahorra", 16 }, { "ahorrado", 16 }, { "ahorran", 16 },
	{ "ausgeben", 17 }, { "ausgegeben", 17 }, { "bigger", 8 },
	{ "bought", 18 }, { "buy", 18 }, { "buys", 18 }, { "compra", 18 },
	{ "compram", 18 }, { "compran", 18 }, { "comprano", 18 },
	{ "comprato", 18 }, { "comprou", 18 }, { "decrease", 13 },
	{ "decreased", 13 }, { "decreases", 13 }, { "drop", 13 },
	{ "dropped", 13 }, { "drops", 13 }, { "earn", 22 }, { "earned", 22 },
	{ "earning", 22 }, { "earnings", 22 }, { "earns", 22 },
	{ "economiza", 16 }, { "economizou", 16 }, { "eingenommen", 22 },
	{ "einnahmen", 22 }, { "einnehmen", 22 }, { "fall", 13 },
	{ "falls", 13 }, { "faster", 10 }, { "fell", 13 }, { "fewer", 1 },
	{ "gagne", 22 }, { "gagnent", 22 }, { "gagner", 22 }, { "gagnera", 22 },
	{ "gain", 14 }, { "gained", 14 }, { "gains", 14 }, { "gana", 22 },
	{ "ganan", 22 }, { "ganar", 22 }, { "ganha", 22 }, { "ganham", 22 },
	{ "ganhar", 22 }, { "ganhou", 22 }, { "gasta", 17 }, { "gastam", 17 },
	{ "gastan", 17 }, { "gastar", 17 }, { "gastou", 17 }, { "gekauft", 18 },
	{ "gespart", 16 }, { "greater", 8 }, { "guadagna", 22 },
	{ "guadagnano", 22 }, { "guadagnare", 22 }, { "guadagnato", 22 },
	{ "heavier", 6 }, { "higher", 2 }, { "increase", 12 },
	{ "increased", 12 }, { "increases", 12 }, { "kauft", 18 },
	{ "larger", 8 }, { "less", 1 }, { "lighter", 7 }, { "longer", 2 },
	{ "lose", 15 }, { "loses", 15 }, { "loss", 21 }, { "losses", 21 },
	{ "lost", 15 }, { "lower", 3 }, { "made", 22 }, { "mais", PHRASE },
	{ "make", 22 }, { "makes", 22 }, { "making", 22 }, { "mehr", 0 },
	{ "meno", PHRASE }, { "menos", PHRASE }, { "moins", PHRASE },
	{ "more", 0 }, { "nimmt", 22 }, { "older", 4 }, { "owe", 24 },
	{ "owed", 24 }, { "owes", 24 }, { "paga", 23 }, { "pagam", 23 },
	{ "pagan", 23 },
	{ "pagano", 23 }, { "pagou", 23 }, { "paid", 23 }, { "paie", 23 },
	{ "paient", 23 }, { "pay", 23 }, { "paye", 23 }, { "payent", 23 },
	{ "paying", 23 }, { "pays", 23 }, { "perd", 15 }, { "perde", 15 },
	{ "perdem", 15 }, { "perdent", 15 }, { "perdeu", 15 },
	{ "perdono", 15 }, { "perdu", 15 }, { "perso", 15 }, { "pierde", 15 },
	{ "pierden", 15 }, { "plus", PHRASE }, { "poupa", 16 },
	{ "poupou", 16 }, { "profit", 20 }, { "profits", 20 }, { "rise", 12 },
	{ "rises", 12 }, { "risparmia", 16 }, { "risparmiato", 16 },
	{ "rose", 12 }, { "save", 16 }, { "saved", 16 }, { "saves", 16 },
	{ "saving", 16 }, { "savings", 16 }, { "schuldet", 24 }, { "sell", 19 },
	{ "sells", 19 }, { "shorter", 3 }, { "slower", 11 }, { "smaller", 9 },
	{ "sold", 19 }, { "spart", 16 }, { "spend", 17 }, { "spende", 17 },
	{ "spendere", 17 }, { "spending", 17 }, { "spendono", 17 },
	{ "spends", 17 }, { "spent", 17 }, { "speso", 17 }, { "taller", 2 },
	{ "vend", 19 }, { "vende", 19 }, { "vendem", 19 }, { "venden", 19 },
	{ "vendent", 19 }, { "vendeu", 19 }, { "vendono", 19 }, { "vendu", 19 },
	{ "venduto", 19 }, { "verdienen", 22 }, { "verdient", 22 },
	{ "verdiente", 22 }, { "verkauft", 19 }, { "verlieren", 15 },
	{ "verliert", 15 }, { "verloren", 15 }, { "weniger", 1 }, { "win", 14 },
	{ "wins", 14 }, { "won", 14 }, { "younger", 5 }, { "zahlt", 23 },
};

/*
 * The forms of other scripts' words, and Latin words with letters
 * outside ASCII: a word whole (dense 0: Latin and Cyrillic, letters on
 * neither side) or, in Chinese and Japanese, a run of characters
 * anywhere (dense 1).  Chinese's lone 花 (also "flower") and Japanese's
 * 使 ("use") and 失 are none: only the runs that spend or lose.
 */
struct wide_form {
	const char *w;
	unsigned char family;
	unsigned char dense;
};

static const struct wide_form wide[] = {
	{ "m\xc3\xa1s", 0, 0 },	/* más */
	/* больше, меньше */
	{ "\xd0\xb1\xd0\xbe\xd0\xbb\xd1\x8c\xd1\x88\xd0\xb5", 0, 0 },
	{ "\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x8c\xd1\x88\xd0\xb5", 1, 0 },
	{ "perdi\xc3\xb3", 15, 0 },	/* perdió */
	/* теряет */
	{ "\xd1\x82\xd0\xb5\xd1\x80\xd1\x8f\xd0\xb5\xd1\x82", 15, 0 },
	/* теряют */
	{ "\xd1\x82\xd0\xb5\xd1\x80\xd1\x8f\xd1\x8e\xd1\x82", 15, 0 },
	/* потеряла */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xb5\xd1\x80\xd1\x8f\xd0\xbb"
	    "\xd0\xb0", 15, 0 },
	/* потерял */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xb5\xd1\x80\xd1\x8f\xd0\xbb", 15, 0 },
	/* потеряет */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd0\xb5\xd1\x80\xd1\x8f\xd0\xb5"
	    "\xd1\x82", 15, 0 },
	{ "\xe4\xba\x8f\xe4\xba\x86", 15, 1 },	/* 亏了 */
	{ "\xe4\xba\x8f\xe6\x8d\x9f", 15, 1 },	/* 亏损 */
	{ "\xe6\x8d\x9f\xe5\xa4\xb1", 15, 1 },	/* 损失 */
	{ "\xe8\xb5\x94\xe4\xba\x86", 15, 1 },	/* 赔了 */
	{ "\xe6\x90\x8d", 15, 1 },	/* 損 */
	{ "\xc3\xa9" "conomise", 16, 0 },	/* économise */
	{ "\xc3\xa9" "conomis\xc3\xa9", 16, 0 },	/* économisé */
	{ "\xc3\xa9pargne", 16, 0 },	/* épargne */
	{ "ahorr\xc3\xb3", 16, 0 },	/* ahorró */
	/* сэкономила */
	{ "\xd1\x81\xd1\x8d\xd0\xba\xd0\xbe\xd0\xbd\xd0\xbe\xd0\xbc"
	    "\xd0\xb8\xd0\xbb\xd0\xb0", 16, 0 },
	/* сэкономил */
	{ "\xd1\x81\xd1\x8d\xd0\xba\xd0\xbe\xd0\xbd\xd0\xbe\xd0\xbc"
	    "\xd0\xb8\xd0\xbb", 16, 0 },
	/* экономит */
	{ "\xd1\x8d\xd0\xba\xd0\xbe\xd0\xbd\xd0\xbe\xd0\xbc\xd0\xb8"
	    "\xd1\x82", 16, 0 },
	/* откладывает */
	{ "\xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd0\xb0\xd0\xb4\xd1\x8b"
	    "\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82", 16, 0 },
	{ "\xe7\x9c\x81\xe4\xb8\x8b", 16, 1 },	/* 省下 */
	{ "\xe7\x9c\x81\xe4\xba\x86", 16, 1 },	/* 省了 */
	{ "\xe8\x8a\x82\xe7\x9c\x81", 16, 1 },	/* 节省 */
	{ "\xe5\xad\x98\xe4\xba\x86", 16, 1 },	/* 存了 */
	{ "\xe6\x94\x92\xe4\xba\x86", 16, 1 },	/* 攒了 */
	{ "\xe8\xb2\xaf\xe3\x82\x81", 16, 1 },	/* 貯め */
	{ "\xe7\xaf\x80\xe7\xb4\x84", 16, 1 },	/* 節約 */
	{ "d\xc3\xa9pense", 17, 0 },	/* dépense */
	{ "d\xc3\xa9pensent", 17, 0 },	/* dépensent */
	{ "d\xc3\xa9pens\xc3\xa9", 17, 0 },	/* dépensé */
	{ "d\xc3\xa9penser", 17, 0 },	/* dépenser */
	{ "gast\xc3\xb3", 17, 0 },	/* gastó */
	/* тратит */
	{ "\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8\xd1\x82", 17, 0 },
	/* тратят */
	{ "\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd1\x8f\xd1\x82", 17, 0 },
	/* тратила */
	{ "\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8\xd0\xbb\xd0\xb0", 17, 0 },
	/* тратил */
	{ "\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8\xd0\xbb", 17, 0 },
	/* потратила */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd0\xbb\xd0\xb0", 17, 0 },
	/* потратил */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd0\xbb", 17, 0 },
	/* потратит */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd1\x82", 17, 0 },
	/* потратят */
	{ "\xd0\xbf\xd0\xbe\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd1\x8f"
	    "\xd1\x82", 17, 0 },
	{ "\xe8\x8a\xb1\xe8\xb4\xb9", 17, 1 },	/* 花费 */
	{ "\xe8\x8a\xb1\xe4\xba\x86", 17, 1 },	/* 花了 */
	{ "\xe8\x8a\xb1\xe6\x8e\x89", 17, 1 },	/* 花掉 */
	{ "\xe8\x8a\xb1\xe5\x8e\xbb", 17, 1 },	/* 花去 */
	{ "\xe6\x94\xaf\xe5\x87\xba", 17, 1 },	/* 支出 */
	{ "\xe5\xbc\x80\xe9\x94\x80", 17, 1 },	/* 开销 */
	{ "\xe8\x8a\xb1\xe9\x94\x80", 17, 1 },	/* 花销 */
	{ "\xe8\xb2\xbb\xe3\x82\x84\xe3\x81\x97", 17, 1 },	/* 費やし */
	{ "\xe5\x87\xba\xe8\xb2\xbb", 17, 1 },	/* 出費 */
	{ "ach\xc3\xa8te", 18, 0 },	/* achète */
	{ "ach\xc3\xa8tent", 18, 0 },	/* achètent */
	{ "achet\xc3\xa9", 18, 0 },	/* acheté */
	{ "compr\xc3\xb3", 18, 0 },	/* compró */
	/* покупает */
	{ "\xd0\xbf\xd0\xbe\xd0\xba\xd1\x83\xd0\xbf\xd0\xb0\xd0\xb5"
	    "\xd1\x82", 18, 0 },
	/* купила */
	{ "\xd0\xba\xd1\x83\xd0\xbf\xd0\xb8\xd0\xbb\xd0\xb0", 18, 0 },
	{ "\xd0\xba\xd1\x83\xd0\xbf\xd0\xb8\xd0\xbb", 18, 0 },	/* купил */
	{ "vendi\xc3\xb3", 19, 0 },	/* vendió */
	/* продаёт */
	{ "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb0\xd1\x91\xd1\x82", 19, 0 },
	/* продает */
	{ "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb0\xd0\xb5\xd1\x82", 19, 0 },
	/* продала */
	{ "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xb0", 19, 0 },
	/* продал */
	{ "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xb0\xd0\xbb", 19, 0 },
	{ "gagn\xc3\xa9", 22, 0 },	/* gagné */
	{ "gan\xc3\xb3", 22, 0 },	/* ganó */
	/* заработает */
	{ "\xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82"
	    "\xd0\xb0\xd0\xb5\xd1\x82", 22, 0 },
	/* заработала */
	{ "\xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82"
	    "\xd0\xb0\xd0\xbb\xd0\xb0", 22, 0 },
	/* заработал */
	{ "\xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82"
	    "\xd0\xb0\xd0\xbb", 22, 0 },
	/* зарабатывает */
	{ "\xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb1\xd0\xb0\xd1\x82"
	    "\xd1\x8b\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82", 22, 0 },
	/* зарабатывают */
	{ "\xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb1\xd0\xb0\xd1\x82"
	    "\xd1\x8b\xd0\xb2\xd0\xb0\xd1\x8e\xd1\x82", 22, 0 },
	/* получает */
	{ "\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb0\xd0\xb5"
	    "\xd1\x82", 22, 0 },
	/* получит */
	{ "\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb8\xd1\x82", 22, 0 },
	/* получила */
	{ "\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb8\xd0\xbb"
	    "\xd0\xb0", 22, 0 },
	/* получил */
	{ "\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb8\xd0\xbb", 22, 0 },
	{ "\xe8\xb5\x9a", 22, 1 },	/* 赚 */
	{ "\xe6\x8c\xa3", 22, 1 },	/* 挣 */
	{ "\xe6\x94\xb6\xe5\x85\xa5", 22, 1 },	/* 收入 */
	{ "\xe7\xa8\xbc", 22, 1 },	/* 稼 */
	{ "\xe5\x84\xb2", 22, 1 },	/* 儲 */
	{ "pag\xc3\xb3", 23, 0 },	/* pagó */
	/* платит */
	{ "\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xb8\xd1\x82", 23, 0 },
	/* платят */
	{ "\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd1\x8f\xd1\x82", 23, 0 },
	/* заплатила */
	{ "\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd0\xbb\xd0\xb0", 23, 0 },
	/* заплатил */
	{ "\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd0\xbb", 23, 0 },
	/* заплатит */
	{ "\xd0\xb7\xd0\xb0\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xb8"
	    "\xd1\x82", 23, 0 },
	{ "\xe6\x94\xaf\xe4\xbb\x98", 23, 1 },	/* 支付 */
	{ "\xe4\xbb\x98\xe4\xba\x86", 23, 1 },	/* 付了 */
	{ "\xe4\xbb\x98\xe5\x87\xba", 23, 1 },	/* 付出 */
	{ "\xe4\xbb\x98\xe6\xac\xbe", 23, 1 },	/* 付款 */
	{ "\xe6\x89\x95", 23, 1 },	/* 払 */
};

/*
 * Comparatives of several words, read in any text: "de moins" (moins
 * alone is also minus: "12 moins 7"), "in più", "a menos".  French's
 * "plus" alone is English's plus too, and its "mais" is "but".
 */
static const struct wide_form phrases[] = {
	{ "de plus", 0, 0 },
	{ "in pi\xc3\xb9", 0, 0 }, { "pi\xc3\xb9 di", 0, 0 },	/* più */
	{ "a mais", 0, 0 }, { "mais do que", 0, 0 },
	{ "de moins", 1, 0 }, { "moins que", 1, 0 }, { "moins qu'", 1, 0 },
	{ "menos que", 1, 0 }, { "de menos", 1, 0 }, { "menos do que", 1, 0 },
	{ "a menos", 1, 0 }, { "in meno", 1, 0 }, { "meno di", 1, 0 },
};

/* The opposites: the question's family, the sentence's. */
static const unsigned char opposite[][2] = {
	{ 0, 1 }, { 1, 0 }, { 2, 3 }, { 3, 2 }, { 4, 5 }, { 5, 4 },
	{ 6, 7 }, { 7, 6 }, { 8, 9 }, { 9, 8 }, { 10, 11 }, { 11, 10 },
	{ 12, 13 }, { 13, 12 }, { 14, 15 }, { 15, 14 }, { 16, 17 },
	{ 17, 16 }, { 18, 19 }, { 19, 18 }, { 20, 21 }, { 21, 20 },
	{ 22, 17 }, { 22, 15 }, { 22, 23 }, { 22, 24 },
};

#define NFORMS	(sizeof(forms) / sizeof(forms[0]))
#define SPAN_MAX	400	/* bytes of a sentence read, at its end */

/* The forms by their first letter: forms[at[c - 'a']] ..
   forms[at[c - 'a' + 1] - 1] start with c.  Built once. */
static unsigned char at[27];
static struct papo_once at_once = PAPO_ONCE_INIT;

static void
at_build(void)
{
	size_t k;
	int c;

	for (c = 0, k = 0; c < 26; c++) {
		at[c] = (unsigned char)k;
		while (k < NFORMS && forms[k].w[0] == 'a' + c)
			k++;
	}
	at[26] = (unsigned char)k;
}

/*
 * The word right before s[i] (s[a..i) before it, spaces between):
 * its start, its end in *e (letters of any script, an apostrophe or a
 * hyphen inside: "Janet's", "take-home"); i when there is none.
 */
static size_t
word_before_pay(const char *s, size_t a, size_t i, size_t *e)
{
	size_t w, st;

	while (i > a && s[i - 1] == ' ')
		i--;
	*e = i;
	for (w = i; w > a && (papo_frame_word_letter(papo_frame_cp_before(s,
	    a, w, &st)) || s[w - 1] == '-'); w = st)
		;
	return w;
}

/*
 * Is the word s[i..e) "paid" after a form of "be" or "get" (s[a..i)
 * before it): "She gets paid $18 a day." is earned, not paid?
 */
static int
passive_paid(const char *s, size_t a, size_t i, size_t e)
{
	static const char *const auxes[] = { "am", "is", "are", "was",
	    "were", "be", "been", "being", "get", "gets", "got", "gotten",
	    "getting", NULL };
	size_t w;

	if (e - i != 4 || strncasecmp(s + i, "paid", 4) != 0)
		return 0;
	w = word_before_pay(s, a, i, &e);
	return w < e && word_in_list(s, w, e, auxes);
}

/*
 * Is the word before the pay form at s[i] (s[a..i) before it) one that
 * names whom the pay goes to ("le paga", "lui paie", "ihr zahlt", "ей
 * платят": what is paid to her is earned), or makes the form a noun:
 * a determiner, a possessive or an adjective of pay ("Her daily pay is
 * $18.", "Janet's pay", "Su paga diaria", "Sa paie")?
 */
static int
pay_noun_or_to(const char *s, size_t a, size_t i)
{
	static const char *const tos[] = { "le", "les", "lui", "leur",
	    "gli", "lhe", "lhes", "ihr", "ihm",
	    /* ей, ему, им, Ей, Ему, Им */
	    "\xd0\xb5\xd0\xb9", "\xd0\xb5\xd0\xbc\xd1\x83", "\xd0\xb8\xd0\xbc",
	    "\xd0\x95\xd0\xb9", "\xd0\x95\xd0\xbc\xd1\x83", "\xd0\x98\xd0\xbc",
	    "the", "a", "her", "his", "their", "my", "your", "our", "its",
	    "daily", "weekly", "monthly", "hourly", "total", "net", "gross",
	    "home", "base", "su", "sus", "la", "una", "mi", "tu", "sua", "uma",
	    "minha", "sa", "ma", "ta", "notre", "votre", "nostra", "della",
	    NULL };
	size_t w, e;

	w = word_before_pay(s, a, i, &e);
	if (e - w > 2 && s[e - 1] == 's' && s[e - 2] == '\'')
		return 1;	/* "Janet's pay" */
	return w < e && word_in_list(s, w, e, tos);
}

/* The hash of the two bytes of a character outside ASCII at u, 0-1023. */
#define PAIR(u)	((((unsigned)(u)[0] << 5) ^ (unsigned)(u)[1]) & 1023u)

/*
 * Is the first character outside ASCII of the form w, by its first two
 * bytes' hash, among those pairs marks (a bit each, 1024)?  A form of
 * ASCII alone is always looked for.
 */
static int
pair_seen(const unsigned char *pairs, const char *w)
{
	const unsigned char *u = (const unsigned char *)w;

	while (*u != '\0' && *u < 0x80)
		u++;
	return *u == '\0' || (pairs[PAIR(u) >> 3] >> (PAIR(u) & 7) & 1);
}

/*
 * The families of the forms t[0..n) in s[a..b), a bit each: each form
 * found where it stands whole (dense, or no letter on either side; a
 * form ending in an apostrophe, "qu'", none after it), but a pay to
 * someone or a noun (pay_noun_or_to); pairs (NULL: none), the
 * characters s holds (pair_seen), to pass over the forms it cannot.
 */
static unsigned long
forms_found(const struct wide_form *t, size_t n, const char *s, size_t a,
    size_t b, const unsigned char *pairs)
{
	unsigned long bits = 0;
	const char *q;
	size_t k, i, l, st;

	for (k = 0; k < n; k++) {
		if ((bits >> t[k].family & 1) || (pairs != NULL &&
		    !pair_seen(pairs, t[k].w)))
			continue;
		l = strlen(t[k].w);
		for (i = a; i + l <= b && (q = papo_answer_find_bytes(s + i,
		    b - i, t[k].w, l)) != NULL; i++) {
			i = (size_t)(q - s);
			if (!t[k].dense && (papo_frame_word_letter(
			    papo_frame_cp_before(s, a, i, &st)) ||
			    (i + l < b && t[k].w[l - 1] != '\'' &&
			    papo_frame_word_letter(papo_frame_cp_at(s, i + l,
			    b)))))
				continue;
			if (t[k].family == 23 && pay_noun_or_to(s, a, i))
				continue;
			bits |= 1ul << t[k].family;
			break;
		}
	}
	return bits;
}

/* The families whose forms the words of s[a..b) hold, a bit each. */
static unsigned long
families_in(const char *s, size_t a, size_t b)
{
	unsigned char pairs[128];
	unsigned long bits = 0;
	size_t i, e, k, j;
	int c, wide_any;

	papo_once(&at_once, at_build);
	memset(pairs, 0, sizeof(pairs));
	for (i = a, wide_any = 0; i < b; i = e) {
		for (; i < b && !is_alpha((unsigned char)s[i]); i++)
			if ((unsigned char)s[i] >= 0xc0 && i + 1 < b) {
				pairs[PAIR((const unsigned char *)s + i) >>
				    3] |= (unsigned char)(1u << (PAIR((const
				    unsigned char *)s + i) & 7));
				wide_any = 1;	/* a character outside
						   ASCII */
			}
		for (e = i; e < b && is_alpha((unsigned char)s[e]); e++)
			;
		if (e - i < 3 || e - i > 11 || (e < b && (unsigned char)s[e] >=
		    0x80) || (i > a && (unsigned char)s[i - 1] >= 0x80))
			continue;	/* no form's: not an English word whole,
					   or no form's length */
		c = lower((unsigned char)s[i]) - 'a';
		for (k = at[c]; k < at[c + 1]; k++) {
			for (j = 1; j < e - i && forms[k].w[j] ==
			    lower((unsigned char)s[i + j]); j++)
				;
			if (j == e - i && forms[k].w[j] == '\0') {
				if (!passive_paid(s, a, i, e) &&
				    !(forms[k].family == 23 &&
				    pay_noun_or_to(s, a, i)))
					bits |= 1ul << forms[k].family;
				break;
			}
		}
	}
	if (wide_any || (bits >> PHRASE & 1))
		bits |= forms_found(phrases, sizeof(phrases) /
		    sizeof(phrases[0]), s, a, b, wide_any ? pairs : NULL);
	if (wide_any)
		bits |= forms_found(wide, sizeof(wide) / sizeof(wide[0]), s,
		    a, b, pairs);
	return bits & ~(1ul << PHRASE);
}

unsigned long
papo_answer_question_families(const char *p, size_t pn)
{
	size_t qa, qb;

	if (p == NULL || pn == 0)
		return 0;
	qb = papo_frame_question(p, pn, &qa);
	if (qb - qa > SPAN_MAX)
		qa = qb - SPAN_MAX;	/* at most SPAN_MAX bytes, at its end */
	return families_in(p, qa, qb);
}

const char *
papo_answer_contradicts(const char *s, size_t a, size_t b, unsigned long q)
{
	unsigned long t;
	size_t k;

	if (q == 0 || b <= a)
		return NULL;
	if (b - a > SPAN_MAX)
		a = b - SPAN_MAX;	/* a sentence of no stop: its end */
	t = families_in(s, a, b);
	for (k = 0; k < sizeof(opposite) / sizeof(opposite[0]); k++)
		if ((q >> opposite[k][0] & 1) && !(q >> opposite[k][1] & 1) &&
		    !(t >> opposite[k][0] & 1) && (t >> opposite[k][1] & 1))
			return names[opposite[k][1]];
	return NULL;
}

/*
 * The object of a comparison in s[a..b): the word after "than" ("than
 * Ann", "than the girls": an article skipped), "als", "чем" ("чем у
 * Ани": "у" skipped), or "que", "qu'", "di", "do que" right after a
 * comparative of more or fewer ("más que Ana", "de plus qu'Ann", "in
 * più di Anna", "a mais que a Ana"), the last such; its place in *ya,
 * *yb, and 1; or 0.
 */
static int
than_object(const char *s, size_t a, size_t b, size_t *ya, size_t *yb)
{
	static const char *const markers[] = { "than ", "als ",
	    "\xd1\x87\xd0\xb5\xd0\xbc ", "que ", "qu'", "di ", NULL };
	static const char *const skips[] = { "the", "a", "an", "o", "la",
	    "le", "el", "l'", "die", "der", "den", "dem", "il", "lo",
	    "\xd1\x83", "do", "da", "in", "at", "on", "for", "to", "with",
	    "by", "from", "of", NULL };	/* у; "than in Ann's yard" */
	const char *q;
	size_t i, k, l, w, e, st, cl, best = b, best_l = 0;
	int m, n;

	/* the last marker whole, after a comparative where one must be */
	for (m = 0; markers[m] != NULL; m++) {
		l = strlen(markers[m]);
		for (i = a; i + l <= b && (q = papo_answer_find_bytes(s + i,
		    b - i, markers[m], l)) != NULL; i++) {
			i = (size_t)(q - s);
			if ((i > a && papo_frame_word_letter(
			    papo_frame_cp_before(s, a, i, &st))) || (best < b &&
			    i < best) || (m >= 3 && !(families_in(s, i > a +
			    24 ? i - 24 : a, i) & 3ul)))
				continue;	/* "que" of a clause, "di" of
						   a noun */
			best = i;
			best_l = l;
		}
	}
	if (best == b)
		return 0;
	for (k = w = best + best_l, n = 0; n < 3 && k < b; n++) {
		while (k < b && s[k] == ' ')
			k++;
		for (w = k; w < b && s[w] != '\'' && papo_frame_word_letter(
		    papo_frame_cp_len(s, w, b, &cl)); w += cl)
			;
		e = w < b && s[w] == '\'' ? w + 1 : w;
		if (w == k || !(papo_frame_word_in(s, k, w, skips) ||
		    papo_frame_word_in(s, k, e, skips)))
			break;
		k = e;
	}
	if (w <= k)
		return 0;
	*ya = k;
	*yb = w;
	return 1;
}

const char *
papo_answer_turned(const char *s, size_t a, size_t b, const char *p,
    size_t pn)
{
	size_t qa, qb, oa, ob, ya, yb, k;

	if (p == NULL || pn == 0 || b <= a)
		return NULL;
	if (b - a > SPAN_MAX)
		a = b - SPAN_MAX;
	qb = papo_frame_question(p, pn, &qa);
	if (!(families_in(p, qa, qb) & 3ul) || !than_object(p, qa, qb, &oa,
	    &ob) || !than_object(s, a, b, &ya, &yb) || (yb - ya == ob - oa &&
	    memcmp(s + ya, p + oa, ob - oa) == 0))
		return NULL;
	for (k = qa; k + (yb - ya) <= qb; k++)
		if (memcmp(p + k, s + ya, yb - ya) == 0 && (k == qa ||
		    !papo_frame_word_letter(papo_frame_cp_before(p, qa, k,
		    &oa))) && (k + (yb - ya) == qb || p[k + (yb - ya)] ==
		    '\'' || !papo_frame_word_letter(papo_frame_cp_at(p, k +
		    (yb - ya), qb))))	/* "Tom", "Tom's" */
			return "than";	/* "Ann has 5 more than Tom." */
	return NULL;
}
