/* SPDX-License-Identifier: MIT */
/*
 * answer_verbs.c: the verbs, auxiliaries and function words a last
 * statement holds between its subject and its value ("Jenny has 42
 * apples", "He will have to pay $42", "She spent a total of $42"), in
 * any of their forms: what papo_answer_open recognises after a subject,
 * where any other word ("He kinda walks 30 miles", "Jenny prolly has
 * 42") is no answer.
 *
 * Built from the data: bench/corpus/subject_words.py lists every word
 * that stands between the subject and the value in the last statements
 * papo-verify rewarded rightly (tests/verify/corpus/corpus.jsonl and the
 * rollouts of ../shared/data: 1,438 statements, 931 words); the verbs,
 * auxiliaries and function words of that list are kept here (nouns and
 * adjectives are the problem's own words, read by the problem-word
 * helpers), with the other forms of the same verbs word problems use.
 * A modal of possibility (could, might, may) is not here: the problem
 * lends it or it is a doubt.
 */
#include <stdlib.h>
#include <string.h>

#include "answer_impl.h"

/*
 * Base forms (and the other languages' auxiliaries and "have": "Il a",
 * "Er hat", "Ele tem", "Tiene"), sorted in strcmp order: bsearch below.
 */
static const char *const bases[] = {
	"a", "accumulate", "achieve", "add", "after", "again", "all", "allow",
	"already", "also", "altogether", "amount", "an", "and", "another",
	"answer", "apiece", "are", "arrive", "as", "ask", "at", "ate", "away",
	"back", "bake", "be", "beat", "became", "become", "been", "before",
	"began", "begin", "being", "bike", "bill", "board", "book", "borrow",
	"both", "bought", "bring", "brought", "build", "built", "burn", "buy",
	"by", "calculate", "call", "came", "can", "carry", "catch", "caught",
	"change", "charge", "check", "clean", "climb", "collect", "come",
	"complete", "consume", "contain", "contribute", "cook", "correct",
	"cost", "count", "cover", "create", "cross", "cut", "dance",
	"decrease", "deliver", "deposit", "did", "distribute", "divide", "do",
	"does", "donate", "done", "double", "download", "drank", "draw",
	"drawn", "drew", "drink", "drive", "driven", "drop", "drove", "dry",
	"each", "earn", "eat", "eaten", "email", "end", "ended", "equal",
	"es", "est", "exactly", "exceed", "fall", "fallen", "feed", "fell",
	"fill", "find", "finish", "fit", "fix", "flew", "flown", "fly",
	"fold", "for", "found", "from", "gain", "gather", "gave", "get",
	"give", "given", "go", "gone", "got", "gotten", "grew", "grow",
	"grown", "ha", "haben", "had", "half", "hanno", "harvest", "has",
	"hat", "hatte", "have", "having", "her", "here", "hike", "him",
	"hire", "his", "hold", "in", "increase", "into", "invest", "iron",
	"is", "ist", "it", "its", "jog", "jump", "keep", "kept", "knit",
	"last", "learn", "leave", "left", "lend", "lent", "lift", "listen",
	"load", "lose", "lost", "made", "make", "many", "measure", "meet",
	"met", "miss", "more", "mow", "much", "multiply", "must", "need",
	"now", "obtain", "of", "off", "on", "once", "only", "ont", "order",
	"out", "over", "owe", "own", "pack", "paid", "paint", "pay", "per",
	"pick", "place", "plant", "play", "post", "pour", "practice",
	"prepare", "print", "produce", "purchase", "put", "raise", "ran",
	"reach", "read", "receive", "recycle", "reduce", "refund", "remain",
	"remove", "rent", "repair", "represent", "require", "ride", "rise",
	"risen", "rode", "rose", "run", "sail", "sang", "save", "saw",
	"score", "see", "sell", "send", "sent", "serve", "set", "sew",
	"shall", "share", "ship", "should", "shovel", "sind", "sing", "sleep",
	"slept", "sold", "solve", "son", "sont", "sort", "spend", "spent",
	"split", "sponsor", "stack", "start", "stay", "still", "study",
	"subtract", "swam", "swim", "take", "taken", "tem", "text", "than",
	"that", "the", "their", "them", "then", "there", "these", "they",
	"this", "those", "threw", "throw", "thrown", "tie", "tiene", "tienen",
	"times", "tip", "to", "together", "took", "total", "travel", "triple",
	"twice", "type", "têm", "unload", "up", "upload", "use", "value",
	"visit", "walk", "want", "was", "wash", "waste", "watch", "water",
	"we", "wear", "weigh", "were", "will", "win", "with", "withdraw",
	"won", "work", "would", "wrap", "write", "wrote",
};

static int
cmp(const void *k, const void *e)
{
	return strcmp((const char *)k, *(const char *const *)e);
}

/* Is the NUL-ended lower-case w a base of bases[]? */
static int
base(const char *w)
{
	return bsearch(w, bases, sizeof(bases) / sizeof(bases[0]),
	    sizeof(bases[0]), cmp) != NULL;
}

/*
 * Is w (n bytes, lower case, n < 32) with the suffix of sn bytes taken
 * off and add appended a base?
 */
static int
stem(const char *w, size_t n, size_t sn, const char *add)
{
	char b[40];
	size_t al = strlen(add);

	if (sn >= n || n - sn + al >= sizeof(b) || n - sn < 2)
		return 0;
	memcpy(b, w, n - sn);
	memcpy(b + n - sn, add, al + 1);
	return base(b);
}

/* Does w (n bytes, lower case) end in suffix x? */
static int
ends(const char *w, size_t n, const char *x)
{
	size_t l = strlen(x);

	return n > l && memcmp(w + n - l, x, l) == 0;
}

int
papo_answer_verb(const char *s, size_t n)
{
	char w[32];
	size_t k;

	if (n == 0 || n >= sizeof(w))
		return 0;
	for (k = 0; k < n; k++)
		w[k] = (char)lower((unsigned char)s[k]);
	w[n] = '\0';
	if (base(w))
		return 1;	/* irregular forms are bases: "bought" */
	if (ends(w, n, "s") && (stem(w, n, 1, "") || (ends(w, n, "es") &&
	    stem(w, n, 2, "")) || (ends(w, n, "ies") && stem(w, n, 3, "y"))))
		return 1;	/* "walks", "watches", "carries" */
	if (ends(w, n, "ed") && (stem(w, n, 2, "") || stem(w, n, 1, "") ||
	    (ends(w, n, "ied") && stem(w, n, 3, "y")) || (n > 4 &&
	    w[n - 3] == w[n - 4] && stem(w, n, 3, ""))))
		return 1;	/* "walked", "saved", "carried", "shipped" */
	if (ends(w, n, "ing") && (stem(w, n, 3, "") || stem(w, n, 3, "e") ||
	    (n > 5 && w[n - 4] == w[n - 5] && stem(w, n, 4, ""))))
		return 1;	/* "walking", "saving", "shipping" */
	return 0;
}
