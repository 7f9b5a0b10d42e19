/* SPDX-License-Identifier: MIT */
/*
 * answer_open.c: what may open the sentence of an answer, before its
 * answer phrase or its box ("Therefore, the total number of ways is",
 * "So we get", "综上所述，", "Also ist"), recognised word by word.  An
 * answer counts only when every word between its sentence's start and
 * the phrase or box is recognised (papo_answer_lead in answer_frame.c
 * asks papo_answer_open): "Assuming the dice are fair, the answer is 42",
 * "A naive count gives \boxed{42}", "Bob's answer is 42" are no answer,
 * whatever words a list of refusals would have missed.
 *
 * Recognised:
 *  - the rows of opens[] below, one row per form, by language: sentence
 *    openers and connectives ("so", "in conclusion", "putting it
 *    together"), what states a result ("we get", "which gives", "this
 *    means"), what names it ("the final answer", "the number of ways",
 *    "our total") and the operations a derivation names ("adding",
 *    "substituting");
 *  - the problem's own wording: a run of two words or more as the problem
 *    writes them ("the smallest possible value of n"), or one word of the
 *    problem that nevers[] does not hold (a condition, a doubt, a bound or
 *    a disowning word is the problem's only in its own phrase);
 *  - math: digits, signs, $...$ and \(...\), commands, a letter alone (a
 *    variable), a restated equation ("20 + 22 ="); formatting and list
 *    numbers; punctuation.
 * Anything else is not recognised, and its first word is named.
 *
 * Spaced scripts (Latin, Greek, Cyrillic, Indic) are read by words that
 * end where a letter does not follow; dense ones (Chinese, Japanese,
 * Korean, Thai) by the longest row that starts at each character, or a
 * run of two characters or more the problem holds.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "answer.h"
#include "answer_find_impl.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "units.h"

/*
 * Rows by language: each a form written in lower case (ASCII rows match
 * any case), words separated by one space.  A word of a row matches the
 * same word in the text; rows of several words let a word that must not
 * stand alone stand in its phrase ("in the end" but not "end").
 */
/*
 * The rows that start with an ASCII letter (English, German, French,
 * Spanish, Italian, Portuguese, Swahili: connectives and openers, what
 * states a result and names it, the verbs of word problems, the
 * operations of a derivation, fillers and steps), sorted by their first
 * two bytes: open_row looks only at the rows of the text's first letter
 * whose second byte can match (open_at).  Keep the order when adding a
 * row (tests/t-verify-pre.sh checks it).
 */
static const char *const opens_ascii[] = {
	"**final answer**", "Checking every case, we conclude",
	"Let me check:", "Seventh, find", "Upon closer examination,", "a",
	"a été", "accordingly", "actual", "add", "added", "adding",
	"additional", "adalah", "ada", "after", "again", "ainsi", "akhir",
	"akhirnya",
	"akan", "all", "all cases",
	"all together",
	"alla fine", "allora",
	"alors", "already", "alright", "also", "alternativa", "altogether",
	"alternativas",
	"amount",
	"amounts", "amounts to", "an", "and", "and hence", "and so",
	"and therefore", "and thus", "angle", "ans", "answer", "answer box",
	"answer is", "answers", "antwort", "anzahl", "anh",
	"antworten", "antwortsatz", "antwortmöglichkeit", "apply",
	"applying",
	"are", "area", "arrive at", "arrived at", "as", "as a decimal",
	"as a fraction", "as a result", "as before", "as calculated",
	"as computed", "as expected", "as follows", "as found", "as required",
	"as shown", "as such", "asked", "asked for", "assign", "assigned",
	"assim", "así", "así que", "así pues", "at", "at last", "ate",
	"au final",
	"au total",
	"average", "average guess", "back", "base", "based", "based on",
	"based on the above", "based on these", "based on this", "basi", "be",
	"because", "become", "benar", "best answer", "becomes", "being",
	"beträgt", "between", "biaya",
	"blah",
	"blah blah \\boxed{42}", "both", "both sides", "bought", "box",
	"box it", "boxed",
	"bonne", "bonnes", "brought", "but", "buys", "bu nedenle", "bu yüzden",
	"bu", "by", "by symmetry",
	"by the above", "by the formula", "by this", "by trial and error",
	"bằng", "bạn", "bây giờ", "böylece", "będzie", "c'est pourquoi",
	"calculate", "calculated", "calculating", "came to", "can", "can be",
	"can say that", "canceling", "cancelling", "cases", "carrying out",
	"cena", "cevap",
	"cevabı", "cevaplar", "chance",
	"charged", "charges", "checking", "cherché", "cherchée", "choice",
	"cho", "chị", "chiếc", "chi phí", "chạy", "chaguo",
	"ci sono", "clearly", "closest", "closest to", "cm", "coefficient",
	"collected", "collecting", "combine", "combined", "combining",
	"combining like terms", "combining these", "come to", "comes to",
	"comes away with",
	"complete", "compute", "computed", "computing", "conclude",
	"concludes", "concluindo", "conclusion", "consequently", "contain",
	"contains",
	"convert", "converting", "correct", "correcta", "correcte", "correcto",
	"corresponding", "corresponds to", "correta", "correto", "corretta",
	"corretto", "cost", "costs", "così", "count", "counted", "counting",
	"correctas", "corretas", "corrette", "correctes", "consequentemente",
	"cubing", "current", "currently", "cuối cùng", "czyli", "câu trả lời",
	"câu trả lời cuối cùng",
	"câu trả lời đúng", "có", "còn", "còn lại", "cần", "cần tìm", "của",
	"cái", "các",
	"c’est pourquoi",
	"d'où", "daher", "dalam", "damit", "dann", "das", "das ergebnis", "de",
	"de este modo",
	"degree", "del", "deliver", "dem", "den", "der", "des", "deshalb",
	"decreased to", "desired", "dessa forma", "desse modo", "determined",
	"dengan demikian", "dengan", "de nuevo", "demnach", "dementsprechend",
	"de ce fait", "de modo que",
	"definition", "di", "ditempuh",
	"di conseguenza", "die", "die antwort", "difference",
	"differentiating", "differentiating term by term",
	"digit", "digits", "distance", "divide", "divided", "dividing",
	"dibutuhkan", "diperlukan", "dia", "di nuovo",
	"division", "dlatego", "dla", "donc", "dola",
	"down", "do đó", "dolayısıyla", "doğru", "doğru cevap", "drove",
	"dropped to", "du",
	"dunque", "déjà", "dès lors", "d’où", "e", "each",
	"each case",
	"each side", "earned", "earns", "eighth", "ein", "eine", "either way",
	"el", "elinde", "elimination", "em conclusão", "em",
	"en conclusion", "en conclusión", "en resumen", "en résumé",
	"en total",
	"end up with", "ended", "endergebnis", "endgültige", "endantwort",
	"ends", "enfin",
	"entire", "entonces", "então", "encore une fois", "en définitive",
	"en somme", "en definitiva",
	"equal", "equal to", "equals",
	"equation", "ergebnis", "ergibt", "erhalten", "es", "es gibt", "esatta",
	"est",
	"et", "evaluate", "evaluated", "evaluates to", "evaluating", "every",
	"every case", "evidently", "exact", "existe", "existem", "existen",
	"expand",
	"expanding", "expected", "exponent",
	"expression", "factor", "factoring", "factorization", "fifth", "final",
	"final answer",
	"finale", "finale antwort", "finalement", "finally", "finally then",
	"finalmente",
	"find", "finds", "five", "fiyat", "folglich", "follows", "for",
	"for the problem", "for the question", "for this problem", "form",
	"found", "four", "fourth", "formula", "following", "fraction", "from",
	"from above",
	"from here", "from that", "from the above", "from these", "from this",
	"full", "gave", "gesuchte", "gesamt", "get", "gets", "gibt", "gibt es",
	"gilt",
	"give", "given", "gives", "giving", "giá", "gli", "goes home with",
	"good", "got",
	"going through", "great", "grew to",
	"greatest", "greatest possible", "haben", "had", "halves", "has",
	"hat", "have", "hay", "hasil", "hasilnya", "harga", "harganya",
	"hatimaye", "he",
	"height", "hence", "hence the", "her",
	"here", "here is", "here's", "hereby", "him", "his", "hivyo", "hiện",
	"hiện có", "hmm",
	"hold", "holds", "how", "how many", "how much", "however", "há", "i",
	"i am certain", "i am confident", "i am sure", "i'm certain",
	"i'm confident", "i'm sure",
	"i.e.", "ia", "ialah", "idadi", "idadi ya", "identity", "ie", "il",
	"il a", "in",
	"in all",
	"in all cases",
	"in celsius", "in conclusion", "in conclusione", "in definitiva",
	"in degrees", "in each case",
	"in every case", "in fahrenheit", "in kelvin", "in lowest terms",
	"in other words", "in particular", "in reality", "in simplest form",
	"in sintesi",
	"in summary", "in the end", "in this case", "in total", "in turn",
	"indeed", "increased to", "infine", "insgesamt", "inside", "integer",
	"integers",
	"integrating", "integrating term by term",
	"into", "infolgedessen", "is", "is equal to", "ist", "it",
	"it follows that", "its",
	"itu", "it's", "it’s", "jadi", "jawaban", "jawabannya", "jawapan",
	"jawapannya",
	"jarak", "jest", "jedzie",
	"je répète",
	"je le répète",
	"jeszcze raz",
	"jibu", "jumla", "jumla ya", "jumlah", "jumlahnya", "justeru",
	"każdy", "kalan",
	"karena itu", "kerana itu", "kesimpulannya",
	"keputusan", "kebarangkalian", "kebarangkaliannya",
	"kita dapatkan",
	"km", "kosztuje", "kosztują", "koszt", "kuna",
	"kulikuwa na", "kwa hivyo",
	"kwa hiyo", "kwa jumla", "kwa sababu hiyo", "kwa ujumla", "kết quả",
	"kết quả cuối cùng", "kết luận",
	"l'", "la",
	"la réponse", "largest", "largest possible", "las", "lastly",
	"lautet", "le", "leads to", "least possible", "leave", "leaves",
	"left", "left with", "length", "les", "letra", "lettera",
	"let me check", "let me compute",
	"let me double check", "let me double-check", "let me recheck",
	"let me recompute", "let me see", "let me summarize", "let me verify",
	"let us", "let us check", "let's", "let's check", "let's see",
	"let's verify", "letztendlich", "liczba", "lo", "logo", "los", "loses",
	"lost",
	"long division", "luego",
	"lösung", "là", "lại", "lời giải", "made", "make", "makes", "making",
	"matches",
	"maximum",
	"maximum possible", "maka", "ma", "mają", "mamy", "maliyet",
	"majibu", "matokeo", "matokeo ya mwisho", "me", "menempuh", "melaju",
	"mesafe",
	"mean",
	"measure", "measured", "measures", "median",
	"memiliki", "mempunyai", "membayar", "mendapatkan", "mendapat",
	"menghabiskan", "membutuhkan", "mereka",
	"method", "minimum",
	"minimum possible", "mm", "mode", "multiplied", "multiply",
	"multiplying", "must be", "mwisho", "mwishowe", "my", "mỗi", "namely",
	"na",
	"narudia", "naturally",
	"need",
	"needed",
	"needs", "net", "new", "next", "ne segue che", "ne consegue che",
	"người",
	"như vậy",
	"nhắc lại",
	"ni", "ninth",
	"nilai",
	"nilainya", "nihai", "nihai cevap",
	"nombre", "note that",
	"nous", "now", "noch einmal",
	"no total", "nochmals",
	"novamente",
	"number", "numbers", "numero", "nun", "número", "nên", "o",
	"obtain", "obtained", "obtains", "obviously", "obtemos", "obtenemos",
	"obtenons",
	"obtient", "odległość", "odpowiedź", "odpowiedź końcowa", "odpowiedzi",
	"of", "ok", "okay", "oleh itu", "oleh karena itu", "oleh sebab itu",
	"oleh yang demikian",
	"olarak", "olasılık", "olasılığı", "on",
	"on closer examination",
	"on closer inspection", "once", "one", "only", "ona", "oni",
	"once more",
	"once again",
	"opción",
	"option",
	"options", "opção", "opciones", "opzione",
	"or", "original", "os", "ostatecznie", "ostateczna",
	"ostateczna odpowiedź", "ostateczny",
	"ostateczny wynik", "otteniamo", "otrzymujemy", "otra vez", "our",
	"out",
	"overall",
	"owes", "owns", "paid", "par conséquent", "participating",
	"particular", "pay", "pays", "par suite", "people", "percent",
	"percentage",
	"perciò", "perfect", "perimeter", "person", "pertanto", "perlu",
	"penyelesaian", "peluang", "peluangnya", "persentase",
	"persentasenya",
	"per cui",
	"performing", "phương án", "phương án đúng", "pilihan", "plug in",
	"plugged in", "plugging", "plugging in", "por consiguiente",
	"por ende", "por fim", "por lo tanto", "por tanto",
	"portanto", "pour", "position", "possible ways", "poprawna",
	"potrzebuje",
	"po", "pokonana odległość", "pokonana droga", "pozostało",
	"powtarzam", "poprawne", "por conseguinte", "por isso", "podsumowując",
	"polynomial", "precise", "present",
	"price",
	"probabilidad", "probability", "probabilité", "product", "prawidłowa",
	/* the probability's noun of pt, it, pl */
	"probabilidade", "probabilità", "prawdopodobieństwo",
	"prawidłowe", "prędkością", "prędkość",
	/* pl: the distance covered, named by its verb's participle */
	"przebyta odległość", "przebyta droga",
	"property", "purchase",
	"put", "putting", "putting everything together",
	"putting it all together", "putting it together", "punya", "quantity",
	"quãng đường",
	"quindi",
	"quotient", "quả", "radius", "ran", "rate", "ratio", "rata-rata",
	"razem",
	"read",
	"rearranging",
	"recall that", "revenue", "received", "receives", "reduce",
	"reduces to",
	"reducing", "remain", "remainder", "remaining", "remains", "report",
	"required", "response", "resposta", "respuesta", "result", "resultado",
	"resulting", "results", "results in", "repito", "repetindo",
	"respuestas", "respostas", "reasoning through", "riassumendo",
	"richtig", "richtige",
	"richtigen", "right", "risposta", "risposte",
	"risultato", "ripeto", "richtig ist", "rose to", "round", "rounded",
	"rounding",
	"rozwiązanie",
	"runs",
	"rule", "réponse", "réponse définitive", "réponses", "résultat",
	"sahihi",
	"same", "satisfies",
	"satisfy", "satisfying",
	"saved", "saves", "sahip", "sayısı", "sayı", "schließlich", "score",
	"scored", "scores",
	"second", "selling", "sells", "seventh", "sehingga", "sekarang",
	"semua", "setiap", "secara keseluruhan", "secara total", "selisih",
	"sekali lagi",
	"seçenek", "setting", "she", "shilingi", "short answer", "should be",
	"sich",
	"side", "simplification", "simplified", "simplified form",
	"simplifies to", "simplify", "simplifying", "since", "sind", "sixth",
	"size", "sisa", "smallest", "smallest possible", "so", "so that",
	"so then",
	"sold", "solution", "solutions", "solve", "solved", "solving",
	"solusi", "solución", "solução", "soluzione", "somit",
	"somme", "soma", "somma", "son", "sono", "sont", "sought",
	"sonuç olarak", "sonuç",
	"sonuçta",
	"speed", "spend", "spends",
	"spent", "square", "squaring", "started", "state", "stated", "step",
	"steps", "still", "stąd", "substitute", "substituted", "substituting",
	"subtract", "subtracted", "subtracting", "such", "such that",
	"suluhisho", "sum",
	"sum up", "suma", "summary", "summe", "summed", "summing",
	"summing up", "suy ra", "substitution", "synthetic division", "são",
	"số", "sẽ",
	"take", "takes", "taking", "ta", "ta có", "ta được", "tak więc", "ten",
	"tenemos",
	"tenth", "term", "terms",
	"testing", "tersisa", "terdapat", "teraz", "tekrar",
	"tekrar ediyorum",
	"tena",
	"that", "that is",
	"that means",
	"the", "the first",
	"the last", "the values", "their", "them", "then", "then we", "there",
	"there are", "there is", "therefore", "these", "these values", "they",
	"third", "this", "this gives", "this means", "this value",
	"this yields", "those", "three", "threw", "thus", "thus far", "that's",
	"that’s", "there's", "there’s", "there're", "theorem", "time",
	"tiền",
	"to", "to answer", "to answer the question", "to conclude",
	"to summarise", "to summarize", "to the problem", "to the question",
	"to this question", "together", "took", "total", "total cost",
	"totale", "totals", "totalnya", "toplam", "toplamda", "to recap",
	"toplam sayı",
	"traveled", "travelled",
	"trial and error",
	"trouve",
	"trouvons", "true", "trả", "trả lời", "turns out to be", "tuổi", "two",
	"tóm lại",
	"tổng",
	"tổng cộng", "tất cả", "tỉ lệ", "tỷ lệ", "uang",
	"ultimately",
	"umbali", "umri", "umri wa", "umur",
	"un",
	"una", "und", "une", "unique", "units", "units digit", "untuk", "up",
	"upon",
	"upon closer examination", "upon closer inspection",
	"upon further examination", "upon re-examination", "us", "use", "used",
	"uses", "using", "usia", "uwezekano",
	"valeur", "valid", "valor", "valore", "value",
	"values", "vaut", "var", "vardır", "verified", "versus", "volume",
	"vậy", "vì vậy", "vì thế", "với", "w",
	"w sumie", "w rezultacie",
	"wahrscheinlichkeit",
	"wait", "walked", "wanted", "was", "way", "ways", "waktu", "wartość",
	"we",
	"we can say",
	"we can say that", "we conclude that", "we find that", "we see that",
	"we've", "weighs", "well", "were", "wert", "what", "when", "where",
	"which", "which corresponds to", "which gives", "which means",
	"which yields", "who", "whole", "whom", "whose", "width", "will",
	"will be", "winds", "winds up with",
	"wins", "wir", "with", "with that", "with this", "więc",
	"won",
	"worked", "works", "works out to", "would", "would be",
	"working through", "write",
	"written", "wszystkich", "wynik", "wynosi", "wynik końcowy",
	"xác suất", "y",
	"yang benar",
	"yang betul", "yang tepat", "yang", "yanıt", "yani",
	"yes", "yeye", "yield",
	"yielding", "yields", "you", "your", "z",
	"zahl", "zatem", "zapłaci", "zarobi", "zostało", "zostanie",
	"zusammenfassend", "şimdi",
	NULL
};

static const char *const opens[] = {
	/* fr, it, pt: the rows that start with a letter not ASCII */
	"égal", "égale", "été", "è", "é",
	/* ru */
	"итак", "таким образом", "следовательно", "значит", "поэтому",
	"тогда", "окончательно", "в итоге", "итого", "всего", "наконец",
	"ответ", "результат", "итог", "итоговый", "итоговый ответ", "решение",
	"значение", "число", "сумма", "вероятность",
	"искомое", "искомый", "искомая", "окончательный", "правильный",
	"правильные", "ответы", "вариант", "верный", "верный вариант",
	"получаем", "получим", "имеем", "находим", "равен", "равна",
	"равно", "составляет", "и", "это", "мы", "в", "на",
	"в результате", "получается", "отсюда",
	/* ru: "the total number" ("Общее количество книг — 126") */
	"общее", "общая", "общий", "общее количество", "общее число",
	/* zh (simplified and traditional) */
	"所以", "因此", "因而", "故", "于是", "於是", "综上", "綜上",
	"综上所述", "綜上所述", "总之", "總之", "最后", "最後", "最终",
	"最終", "从而", "從而", "即", "则", "則", "那么", "那麼", "可得",
	"可知", "得到", "得出", "我们", "我們", "得", "有", "求得", "算得",
	"解得", "计算", "計算", "结果", "結果", "答案", "最终答案",
	"最終答案", "正确答案", "正確答案", "总数", "總數", "总和", "總和",
	"总共", "總共", "回答",
	"总计", "總計", "合计", "合計", "共计", "共計",
	/* zh: "these", "those" ("这些书一共18美元。"); the time spent
	   ("一共要花3小时。", "需要用时3小时。") */
	"这些", "這些", "那些", "花", "要花", "花费", "花費", "用时", "用時",
	"一共", "共", "的", "值", "数", "數", "个数", "個數", "概率", "和",
	"所求", "的值", "就是", "是", "为", "為", "等于", "等於", "这", "這",
	"也", "即为", "即為", "因为", "所以答案", "题目", "本题", "本題",
	"因為", "因", "比较", "比較", "选项", "選項", "选", "選", "项", "項",
	"取值", "逐项", "逐項", "逐一", "判断", "判斷", "分析", "各", "经",
	"經", "验证", "驗證", "检验", "檢驗", "综合", "綜合", "以上", "解集",
	"解", "正确", "正確", "只有", "满足", "滿足", "条件", "條件", "都",
	"成立", "代入", "后", "後", "个", "個", "四", "集", "可", "知",
	"需要", "要", "每", "计", "計",
	/* zh: money earned, its subject before 为 or 是 ("她每天的收入为
	   18美元。"; hostile_said60.py) */
	"收入", "总收入", "總收入", "收益", "利润", "利潤", "金额", "金額",
	/* zh: what is paid, before 是 ("总价是18美元。"; hostile_cost60.py) */
	"总价", "總價", "总价格", "總價格", "费用", "費用", "总费用", "總費用",
	"花费", "花費", "总花费", "總花費",
	/* zh: counted nouns (classifiers): "每份应该是" */
	"应该", "應該", "份", "每份", "每人", "人", "元", "次", "天", "本",
	"张", "張", "条", "條", "件", "位", "名", "只", "辆", "輛", "棵",
	/* ja */
	"よって", "したがって", "従って", "ゆえに", "故に", "つまり",
	"以上より", "以上から", "結局", "最終的に", "答え", "答", "解答",
	"回答",
	"結果", "値", "数", "は", "が", "の", "で", "となり", "となる",
	/* ja: a derivation's reason before the answer ("2+2=4なので、
	   答えは", "式(1)より、") */
	"なので", "ので", "だから", "から", "より",
	/* ja: the total, the count of volumes, of pieces ("本の総数は") */
	"総数", "冊数", "個数", "総計",
	/* ja, ko: the time a trip took ("かかった時間は", "所要時間は",
	   "걸린 시간은"; hostile_time60.py) */
	"かかった", "かかる", "所要時間", "走行時間", "移動時間",
	"걸린", "걸리는", "소요", "소요 시간", "시간은",
	/* ja: money taken in, before は ("1日の収入は18ドルです。",
	   "売上は"; hostile_earn60.py) */
	"収入", "売上", "売り上げ", "利益", "金額", "代金",
	/* ja, ko: what is left ("残りのリンゴは", "残りは", "남은 사과는";
	   hostile_left60.py) */
	"残り", "残りの", "남은",
	"です", "求める", "求める値", "合計", "全部で",
	/* ko */
	"따라서", "그러므로", "그래서", "결국", "최종", "답", "답은", "정답",
	"정답은", "결과", "결과는", "값", "값은", "은", "는", "이", "가",
	"최종 답",
	"답변", "최종 답변",
	/* ko: the money earned, its income ("매일 버는 돈은 18달러입니다";
	   hostile_income77.py) */
	"버는", "버는 돈", "버는 돈은", "번 돈", "번 돈은", "돈", "돈은",
	"수입", "수입은", "벌어들이는",
	/* ko: "now" ("미아는 이제 사과 18개를 가지고 있습니다"), and to
	   someone, the topic ("미아에게는") */
	"이제", "지금", "현재", "에게", "에게는", "한테", "한테는",
	/* ko: the sum, the total (h24-recall12) */
	"합계", "총합", "총계",
	/* ko: the number, the count, all of them ("책의 총 개수는 126권입니다",
	   "책의 수는 126권이다", "전체 책의 수는") */
	"수", "수는", "개수", "개수는", "총", "총 개수", "총 개수는", "전체",
	"전체 개수", "전체 개수는", "모두",
	/* pl: "the total sum" ("Łączna suma wynosi 42"; its capital, as
	   rows of a letter not ASCII match as written) */
	"łączna", "Łączna", "łączna suma", "Łączna suma",
	/* pl, uk: "in total" ("Łącznie 126.", "Загалом 126.") */
	"łącznie", "Łącznie", "загалом", "Загалом", "усього", "Усього",
	"всього", "Всього",
	/* th, bn, sw, te: the answer's name and "so" */
	"ดังนั้น", "คำตอบ", "ผลลัพธ์", "รวม", "คือ", "সুতরাং", "অতএব", "উত্তর",
	"হল",
	"కాబట్టి", "సమాధానం", "సమాధానాలు",
	/* th, bn, sw, te, ja, it, pt: "final", "correct", "total", "so"
	   (tests/verify/lang.jsonl's right answers) */
	"สุดท้าย", "ที่ถูกต้อง", "ถูกต้อง", "ที่",
	"চূড়ান্ত", "সঠিক", "মোট", "তাই", "জন",
	"తుది", "సరైన", "జవాబు",
	/* th, bn, te, ar: "the correct option" ("ตัวเลือกที่ถูกต้องคือ (D)",
	   "সঠিক বিকল্প হল (D)", "సరైన ఎంపిక (D)", "الخيار الصحيح هو (D)") */
	"ตัวเลือก", "বিকল্প", "ఎంపిక", "الخيار",
	"正解",
	/* zh: "compared with the options", "this matches", "corresponds
	   to" before the option named ("对照选项，B选项正确。", "这对应
	   选项 C。", "匹配选项 C。") */
	"对照选项", "對照選項", "对照", "對照", "对应", "對應", "匹配",
	"这", "這",
	/* connectives that conclude ("therefore", "in short", "that is")
	   and the answer's names ("final", "the value sought") of the
	   dense and Indic scripts (tests/verify/hostile_conn.py) */
	"เพราะฉะนั้น", "ฉะนั้น", "สรุป", "สรุปได้ว่า", "โดยสรุป", "จึง", "ตอบ",
	"เป็น",
	"결론적으로", "즉", "요약하면", "최종적으로", "구하는",
	"結論として", "このため", "最終的な",
	"由此可知",
	"অর্থাৎ", "শেষ পর্যন্ত", "ফলে", "এজন্য",
	"అందువల్ల", "అందుకే", "చివరగా", "చివరి", "మొత్తంగా", "కనుక", "అంటే",
	/* hi: "so", "in this way", "that is", the answer's names, "final",
	   "correct", "total", "we get" */
	"इसलिए", "इसलिये", "अतः", "तो", "इस प्रकार", "अर्थात", "यानी",
	"अंत में", "अंततः", "उत्तर", "जवाब", "परिणाम", "अंतिम", "सही",
	"कुल", "है", "हमें", "मिलता है", "प्राप्त होता है", "विकल्प",
	/* hi: "calculation", "calculate" (a step's label, as "calculate" is) */
	"गणना", "गणना करें",
	/* hi: the words of a last statement before its value ("अतः, जॉन
	   के पास 42 सेब हैं"): postpositions, pronouns, "now", "each",
	   "remain", the copula, the quantities word problems ask for */
	"के", "की", "का", "को", "में", "ने", "पर", "से", "पास", "लिए", "अब",
	"उसके", "उसकी", "उसका", "उसे", "उनके", "उनकी", "उनका", "उन्हें",
	"हम", "मैं", "वह", "वे", "यह", "ये", "एक", "प्रत्येक", "हर", "सभी",
	"कुल मिलाकर", "मिलाकर", "बचे", "बची", "बचा", "था", "थे", "थी",
	"थीं", "हैं", "होगा", "होगी", "होंगे", "संख्या", "कीमत", "लागत",
	"मूल्य", "राशि", "दूरी", "समय", "उम्र", "आयु", "औसत", "अंतर", "योग",
	"गुणनफल", "बराबर", "समान",
	/* bn, te: the words of a last statement before its value, as
	   Hindi's ("সুতরাং কৃষকের এখন 24টি গরু", "కాబట్టి ఒమర్ దగ్గర
	   మొత్తం 45"): "so", "total", "now", postpositions, pronouns,
	   the quantities word problems ask for */
	"সুতরাং", "অতএব", "কাজেই", "তাই", "মোট", "এখন", "কাছে", "তার",
	"তাদের", "সংখ্যা", "দাম", "মূল্য", "দূরত্ব", "সময়", "বয়স", "গড়",
	"কাబট্টি",
	"সব মিলিয়ে", "మొత్తం మీద",
	"కాబట్టి", "మొత్తం", "ఇప్పుడు", "వద్ద", "దగ్గర", "అతని", "ఆమె",
	"వారి", "సంఖ్య", "ధర", "దూరం", "సమయం", "వయస్సు", "సగటు",
	/* ar: "so", "therefore", "finally", the answer's names, "final",
	   "correct", "is", "equals", "we get", and the words of a last
	   statement before its value ("لذلك، لدى جون 42 تفاحة"); "فإن",
	   the particle "so ... indeed" that opens its subject ("لذلك فإن
	   الإجابة هي") */
	"لذلك", "لذا", "إذن", "إذًا", "اذن", "وبالتالي", "بالتالي", "وعليه",
	"فإن", "فان",
	"أخيرًا", "أخيرا", "في النهاية", "ومنه", "الإجابة", "الاجابة",
	"الإجابات",
	"الجواب", "النهائية", "النهائي", "الصحيحة", "الصحيح", "هي", "هو",
	"يساوي", "تساوي", "المجموع", "الإجمالي", "إجمالي", "العدد", "عدد",
	"نحصل على", "نجد", "لدى", "عند", "في", "مع", "من", "على", "الآن",
	"أصبح", "أصبحت", "يصبح", "تصبح", "سيكون", "ستكون", "يكون", "تكون",
	"كان", "كانت", "يتبقى", "تبقى", "بقي", "المتبقي", "ناتج", "الناتج",
	"النتيجة", "الحل", "قيمة", "القيمة", "سعر", "السعر", "تكلفة",
	"التكلفة", "ثمن", "المبلغ", "مبلغ", "المسافة", "الوقت", "عمر",
	"العمر", "متوسط", "المتوسط", "الفرق", "مجموع", "العملية",
	"الحسابية", "كل", "الكلي", "الكلية", "يحتاج", "تحتاج", "يدفع",
	"تدفع", "سيدفع", "ستدفع", "يربح", "تربح", "سيحصل", "ستحصل", "يملك",
	"تملك", "يوجد", "توجد", "هناك", "لديه", "لديها", "لديهم", "لدينا",
	"هذا", "ذلك",
	/* vi: the rows that start with a letter not ASCII ("đáp án",
	   "do đó" is ASCII's) */
	"đáp án", "đáp án cuối cùng", "đáp án đúng", "Đáp án",
	"Đáp án cuối cùng", "Đáp án đúng", "đáp số", "Đáp số", "đúng",
	"được", "đồng", "đô la",
	"ở",
	/* tr: "the solution" ("Çözüm: 42"), its capital too */
	"çözüm", "Çözüm",
	/* pl: the rows that start with a letter not ASCII */
	"łącznie", "łączna", "łączny",
	/* uk: the distance covered, named by its verb's participle
	   ("пройдена відстань"), as de and ru name it in answer_euro.c
	   ("zurückgelegte Strecke"), pl in the sorted rows ("przebyta
	   odległość") */
	"пройдена відстань", "пройдений шлях", "подолана відстань",
	/* the quantities word problems ask for, in the dense scripts and
	   Ukrainian, as hi and ar have theirs ("距离是240公里。", "거리는
	   240km입니다.", "ระยะทางคือ 240 กิโลเมตร", "Відстань дорівнює 240
	   км."): the distance, the time, the speed */
	"距离", "距離", "路程", "时间", "時間", "速度", "速さ",
	"거리", "시간", "속력", "속도",
	/* ko: "in", "during" after a time ("다섯 시간에", "3시간 동안") */
	"에", "동안",
	"ระยะทาง", "เวลา", "ความเร็ว",
	/* the probability's noun */
	"概率", "機率", "几率", "確率", "확률", "ความน่าจะเป็น",
	/* an option's noun before its letter ("選択肢C", "선택지 C") */
	"選択肢", "선택지",
	/* zh: this year, the age ("汤姆今年12岁。", "汤姆的年龄是12岁。") */
	"今年", "年龄", "年齡",
	/* ko: the age ("톰의 나이는 12세입니다.") */
	"나이",
	/* and the cost, the price, the amount paid ("总费用是84元。",
	   "代金は84円です。", "총 비용은 84원입니다.", "ค่าใช้จ่ายทั้งหมดคือ
	   84 บาท"; vi's "chi phí" is ASCII's) */
	"费用", "費用", "价格", "價格", "金额", "金額",
	"代金", "値段", "料金",
	"비용", "가격", "금액", "요금",
	"ราคา", "ค่าใช้จ่าย", "จำนวนเงิน",
	/* th: "now" ("ตอนนี้มีอามีแอปเปิล 18 ผล") */
	"ตอนนี้", "ขณะนี้",
	"відстань", "час", "швидкість", "ймовірність",
	/* uk: "in" a time ("За п'ять годин"), its capital too */
	"за", "За",
	/* uk */
	"отже", "тому", "таким чином", "остаточно", "зрештою", "відповідь",
	"звідси", "у підсумку", "тож", "Тож", "підсумок", "значить",
	/* uk: "the total number" ("Загальна кількість книжок — 126") */
	"загальна", "загальне", "загальний", "загальна кількість",
	"остаточна", "остаточна відповідь", "правильна", "правильна відповідь",
	"правильні", "відповіді", "правильний", "варіант",
	"результат", "дорівнює", "становить", "має", "мають", "має всього",
	"всього", "загалом", "разом", "тепер", "у", "в", "на", "для", "кожен",
	"було", "буде", "залишилось", "залишилося", "потрібно", "заплатить",
	"заробить", "коштує", "коштують", "ціна", "вартість", "сума",
	"кількість", "число", "ми", "маємо", "отримуємо", "він", "вона",
	/* uk: the verbs of a distance covered ("потяг проходить 240 км") */
	"проходить", "пройде", "проїжджає", "проїде", "долає", "подолає",
	"їде",
	"вони", "є", "це",
		/* restating the answer: "I repeat", "once more" (the review of
	   issue 26, finding 9) */
	"ещё раз", "еще раз", "повторю", "повторюсь", "ще раз", "nhắc lại",
	"再说一遍", "再說一遍", "重申", "改めて", "繰り返すと", "다시 말해",
	"다시 말하면",
	"ย้ำอีกครั้ง", "আবারও বলছি", "আবার বলছি", "फिर से", "दोहराता हूँ",
	"మళ్ళీ చెబుతున్నా", "أكرر", "مرة أخرى",
	NULL
};

/*
 * Words the problem's wording does not lend alone: a condition, a doubt,
 * a bound, a disowning or a candidate.  In a run of the problem's own
 * words ("the smallest possible value", "if he sells all") they stand.
 */
static const char *const nevers[] = {
	"if", "assuming", "assume", "assumed", "suppose", "supposing",
	"supposed", "provided", "unless", "whenever", "only", "case",
	"possible", "possibly", "maybe", "perhaps", "probably", "likely",
	"candidate", "naive", "naively", "wrong", "incorrect", "tempting",
	"guess", "guessed", "bound", "upper", "lower", "least", "most",
	"not", "no", "never", "ignore", "ignoring", "without", "except",
	"alternative",
	"alternatively", "another", "other", "first", "attempt",
	"mistake", "error", "wrongly", "claim", "claims", "might", "may",
	"say", "suggest", "suggests", "suggested", "argue", "argues",
	"earlier", "thought", "before", "previous", "proposed", "alleged",
	"reference", "partial", "intermediate", "incomplete", "preliminary",
	"tentative", "false", "bad", "rough", "tempted", "hint", "quick",
	"draft", "scratch", "sketch",
	"heuristic", "heuristically", "hypothetically", "example", "claimed",
	"said", "says", "thinks",
	"think", "believe", "believes", "expected", "worst", "best",
	/* a negation's contraction written without its apostrophe ("The
	   total didnt amount to 42."; "cannot" is read as a negation
	   where the problem does not ask what "can not" be) */
	"isnt", "arent", "wasnt", "werent", "dont", "doesnt", "didnt",
	"cant", "couldnt", "wouldnt", "shouldnt", "wont", "hasnt",
	"havent", "hadnt", "aint", "mustnt", "neednt", "mightnt",
	/* the other spaced languages' conditions, doubts and "without" */
	"si", "wenn", "falls", "angenommen", "vielleicht", "ohne", "если",
	"geschätzt", "vermutet",
	"возможно", "предположим", "предполагая", "без", "se", "suponiendo",
	"supongamos", "quizás", "quizá", "talvez", "forse", "peut-être",
	"supposons", "supposant", "sans", "senza",
	/* hi: "maybe", "about", "possibly", "not", "if", "less", "more",
	   "at most", "estimated", "seems", "can", "wrong", "example",
	   "suppose", "provided", "around" */
	"शायद", "लगभग", "करीब", "क़रीब", "संभवतः", "संभवत", "संभव", "नहीं",
	"न", "यदि", "अगर", "कम", "अधिक", "ज़्यादा", "ज्यादा", "अधिकतम",
	"न्यूनतम", "अनुमानित", "अनुमान", "लगता", "सकता", "सकते", "सकती",
	"गलत", "ग़लत", "उदाहरण", "मान", "बशर्ते", "आसपास", "पहले",
	/* ar: "maybe", "about", "more", "less", "least", "most", "if",
	   "can", "likely", "seems", "I think", "wrong", "example", "not",
	   "suppose", "provided", "guess", "nearly" */
	"ربما", "تقريبًا", "تقريبا", "حوالي", "حوالى", "نحو", "أكثر", "أقل",
	"الأقل", "الأكثر", "إذا", "اذا", "إن", "لو", "لعل", "قد", "يمكن",
	"محتمل", "المحتمل", "يبدو", "أعتقد", "أظن", "خطأ", "خاطئ", "خاطئة",
	"مثال", "مثلا", "مثلاً", "ليس", "ليست", "لا", "لم", "لن", "غير",
	"بافتراض", "نفترض", "لنفترض", "بشرط", "تخمين", "قرابة", "يقارب",
	"زهاء",
	/* id, ms: "maybe", "about", "if", "not", "nearly", "suppose",
	   "wrong", "example", "at least", "more", "less", "seems" */
	"mungkin", "sekitar", "kira-kira", "jika", "kalau", "bukan", "tidak",
	"hampir", "misalkan", "salah", "contoh", "setidaknya", "lebih",
	"kurang", "barangkali", "sepertinya", "tampaknya", "andaikan",
	"apabila", "seharusnya", "perkiraan",
	/* vi: "maybe" (có lẽ), "about", "if", "not", "suppose",
	   "approximately", "near", "more", "wrong", "example", "guess" */
	"lẽ", "khoảng", "nếu", "không", "giả", "xấp", "gần", "hơn", "sai",
	"ví", "đoán", "hình", "dường", "chắc", "nhầm",
	/* pl: "maybe", "probably", "about", "if", "not", "nearly", "more",
	   "less", "I think", "wrong", "example", "suppose" */
	"może", "prawdopodobnie", "chyba", "około", "jeśli", "jeżeli", "nie",
	"prawie", "ponad", "mniej", "więcej", "myślę", "sądzę", "błąd",
	"przykład", "załóżmy", "zakładając", "gdyby", "raczej", "pewnie",
	"niemal",
	/* uk */
	"можливо", "мабуть", "напевно", "ймовірно", "здається", "думаю",
	"якщо", "припустимо", "приблизно", "близько", "майже", "не",
	"більше", "менше", "помилка", "приклад", "щонайменше", "принаймні",
	/* tr */
	"belki", "muhtemelen", "sanırım", "galiba", "eğer", "yaklaşık",
	"değil", "olabilir", "bence", "tahminen", "civarında", "yanlış",
	"örnek", "varsayalım",
	/* fr, de, es, it, pt, ru: "about", "nearly", "at most", "at
	   least", "up to" before a value ("elle a près de \boxed{45}
	   pommes", "ella tiene unas 45"; hostile_recap55.py) */
	"près", "presque", "environ", "approximativement", "quasiment",
	"fast", "etwa", "ungefähr", "rund", "knapp", "höchstens",
	"mindestens", "circa", "beinahe", "bis", "casi", "unos", "unas",
	"alrededor", "aproximadamente", "máximo", "mínimo", "hasta", "quasi",
	"massimo", "minimo", "almeno", "fino", "quase", "cerca", "uns",
	"umas", "até", "около", "почти", "примерно", "приблизительно", "до",
	"порядка",
	/* bounds by a comparison or an extreme ("as many as 7", "at
	   minimum 7", "mehr als 7"): the problem's "How many" lends none
	   of them alone ("plus", an English operator too, and "mais", a
	   French "but", are answer_stmt.c's phrases "plus de", "mais
	   de") */
	"many", "few", "fewer", "minimum", "maximum", "moins", "mehr",
	"weniger", "más", "menos", "più", "meno", "больше", "меньше",
	"более", "менее",
	NULL
};

/*
 * The same in the dense scripts, found anywhere in a run of characters
 * (there is no word to end): a condition, a doubt, a negation, a guess.
 */
static const char *const dense_nevers[] = {
	"如果", "假如", "假设", "假設", "若", "要是", "可能", "也许", "也許",
	"大概", "大约", "大約", "或许", "或許", "估计", "估計", "猜", "不",
	"没", "沒", "错", "錯", "误", "誤", "候选", "候選", "至少", "至多",
	"除非", "例如", "比如", "认为", "認為", "もし", "仮に", "たぶん",
	"最好", "最坏", "最壞", "情况下", "情況下", "粗略", "大致", "左右",
	"据说", "據說", "声称", "聲稱", "によれば", "によると", "最良", "最悪",
	"場合", "と思", "らしい", "だろう",
	"多分", "おそらく", "かもしれ", "ない", "違", "만약", "아마", "아닌",
	"않", "틀",
	/* bounds: "at most", "at least", "more than", "fewer than",
	   "about" (zh, ja; "最大", "最小" too, where the problem does not
	   write them, as in "最大公约数", the greatest common divisor); not
	   "约" alone (约分, to reduce a fraction), nor 以上 (由以上可知,
	   以上より: "from the above") */
	"最多", "最少", "超过", "超過", "多于", "多於", "少于", "少於",
	"大于", "大於", "小于", "小於", "约有", "约为", "约是", "约等于",
	"約有", "約為", "約是", "最大", "最小", "最低", "最高",
	"最大で", "最小で", "多くても", "少なくとも", "未満", "およそ",
	"くらい", "ぐらい", "程度",
	/* ko: "at most", "at least", "about" as words of their own, a
	   space after them (not 최대공약수, the greatest common divisor) */
	"최대 ", "최소 ", "약 ", "대략", "적어도", "많아야", "기껏해야",
	"최소한", NULL
};

/*
 * The code point at s[i] (s[i..b)), its length in *l (1 for a byte that
 * opens no well-formed sequence: then -1).
 */
static long
cp_at(const char *s, size_t i, size_t b, size_t *l)
{
	const unsigned char *u = (const unsigned char *)s + i;
	size_t n, k;
	long c;

	*l = 1;
	if (u[0] < 0x80)
		return u[0];
	n = u[0] >= 0xf0 && u[0] < 0xf5 ? 4 : u[0] >= 0xe0 ? 3 :
	    u[0] >= 0xc2 ? 2 : 0;
	if (n == 0 || n > b - i || u[0] >= 0xf5)
		return -1;
	c = u[0] & (0x7f >> n);
	for (k = 1; k < n; k++) {
		if ((u[k] & 0xc0) != 0x80)
			return -1;
		c = (c << 6) | (u[k] & 0x3f);
	}
	*l = n;
	return c;
}

/* A letter of a script written with spaces between words. */
static int
spaced_letter(long c)
{
	return (c >= 0xc0 && c < 0x250 && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x370 && c < 0x530) || (c >= 0x900 && c < 0xd80) ||
	    (c >= 0x620 && c < 0x660) || (c >= 0x66e && c < 0x6d4) ||
	    (c >= 0x300 && c < 0x370) || (c >= 0x1e00 && c < 0x1f00);
}

/* A character of a script written without spaces (CJK, kana, Thai). */
static int
dense_char(long c)
{
	return (c >= 0xe00 && c < 0xe80) || (c >= 0x3040 && c < 0x3100) ||
	    (c >= 0x3400 && c < 0xa000) || (c >= 0xac00 && c < 0xd7b0) ||
	    (c >= 0xf900 && c < 0xfb00);
}

/* Is s[i] (in s[..b)) a letter of a word (ASCII, spaced, apostrophe)? */
static int
letter_at(const char *s, size_t i, size_t b, size_t *l)
{
	unsigned char u = (unsigned char)s[i];
	long c;

	if (u < 0x80) {		/* no decoding, no call */
		*l = 1;
		return is_alpha(u) || u == '\'';
	}
	c = cp_at(s, i, b, l);	/* an overlong form may still be ASCII */
	return (c >= 0 && c < 0x80 && (is_alpha((int)c) || c == '\'')) ||
	    spaced_letter(c) || c == 0x2019;
}

/*
 * The end of the word that starts at s[i] (s[..b)): its ASCII letters
 * passed without a call, letter_at asked from a byte of 0x80 or more.
 */
static size_t
word_end(const char *s, size_t i, size_t b)
{
	size_t l;

	for (;;) {
		while (i < b && (unsigned char)s[i] < 0x80 &&
		    (is_alpha((unsigned char)s[i]) || s[i] == '\''))
			i++;
		if (i >= b || (unsigned char)s[i] < 0x80 ||
		    !letter_at(s, i, b, &l))
			return i;
		i += l;
	}
}

/* Is s[i..i+l) equal to w (ASCII case folded)? */
static int
same_ci(const char *s, size_t i, size_t l, const char *w)
{
	size_t k;

	for (k = 0; k < l; k++)
		if (w[k] == '\0' || lower((unsigned char)s[i + k]) !=
		    (unsigned char)w[k])
			return 0;
	return w[l] == '\0';
}

/*
 * Does row r match at s[i] (in s[..b))?  Its end, or 0.  Words of a
 * spaced script must end where the text's words end; a dense row is a
 * prefix of the text.
 */
static size_t
row_match(const char *s, size_t i, size_t b, const char *r, int dense)
{
	size_t k = 0, j = i, lk, lj;
	unsigned char r0 = (unsigned char)r[0], s0;

	/* the first byte first: most rows end here (a row is lower case;
	   a capital's first byte is its small letter's, but Cyrillic Р-Я
	   and Ѐ-Џ (0xd0 for 0xd1) and Greek (0xce for 0xcf)) */
	if (i >= b)
		return 0;
	s0 = (unsigned char)s[i];
	if (r0 < 0x80 ? (unsigned char)lower(s0) != r0 : r0 != s0 &&
	    !(s0 == 0xd0 && r0 == 0xd1) && !(s0 == 0xce && r0 == 0xcf))
		return 0;
	while (r[k] != '\0') {	/* no strlen: most rows end at a byte */
		if (j >= b)
			return 0;
		if (r[k] == ' ' && (s[j] == ' ' || s[j] == '\t')) {
			k++;
			j++;
			continue;
		}
		if (!(r[k] & 0x80) && !(s[j] & 0x80)) {
			if (lower((unsigned char)s[j]) != (unsigned char)r[k])
				return 0;	/* ASCII: no decoding */
			k++;
			j++;
			continue;
		}
		if (papo_frame_fold_cp(cp_at(r, k, (size_t)-1, &lk)) !=
		    papo_frame_fold_cp(cp_at(s, j, b, &lj)))
			return 0;
		k += lk;
		j += lj;
	}
	if (!dense && word_end(s, j, b) != j)
		return 0;
	return j;
}

/*
 * Can ASCII row r, whose first byte s[i] has, match at s[i] (in s[..b))
 * by its second to eighth bytes?  A row's ASCII byte matches only itself
 * (a space: a space or a tab; a letter: either case), and a byte of the
 * text of 0x80 or more no ASCII byte of a row; a row that ends, or whose
 * next byte is not ASCII, is left to row_match from there.  Most rows of
 * a first letter end here, without a call; reading on to the eighth
 * byte leaves the rows of a common word ("the", "the first", "their",
 * "then", "there is", ...) here too.
 */
static inline int
second_byte(const char *s, size_t i, size_t b, const char *r)
{
	unsigned char rk, sk;
	size_t k;

	for (k = 1; k < 8; k++) {
		rk = (unsigned char)r[k];
		if (rk == '\0' || rk >= 0x80)
			return 1;
		if (i + k >= b)
			return 0;
		sk = (unsigned char)s[i + k];
		if (rk == ' ' ? sk != ' ' && sk != '\t' :
		    (unsigned char)lower(sk) != rk)
			return 0;
	}
	return 1;
}

/*
 * Where the rows of opens_ascii[] of each first two bytes start: at[c][x]
 * is the first row whose first byte is c and second byte x or more, or
 * whose first byte is past c (x 128: any byte of 0x80 or more; a row
 * that ends after one byte has 0); at[128][0] is the count.  The rows
 * are sorted by their first two bytes (tests/t-verify-pre.sh checks it).
 */
#define OPEN_SPAN 129
#define OPEN_ROWS (sizeof(opens_ascii) / sizeof(opens_ascii[0]))
static unsigned short open_at[OPEN_SPAN][OPEN_SPAN];
/*
 * second_byte's question of each row of opens_ascii[] as one compare:
 * its second to eighth bytes up to its end, its first byte of 0x80 or
 * more or a tab (open_key, byte k - 1 the row's byte k; open_mask over
 * them), open_need of them.
 */
static uint64_t open_key[OPEN_ROWS], open_mask[OPEN_ROWS];
static unsigned char open_need[OPEN_ROWS];
static pthread_once_t open_once = PTHREAD_ONCE_INIT;

/* open_key, open_mask and open_need of row r into row j. */
static void
open_key_build(size_t j, const char *r)
{
	uint64_t key = 0, mask = 0;
	unsigned char rk;
	size_t k;

	for (k = 1; k < 8; k++) {
		rk = (unsigned char)r[k];
		if (rk == '\0' || rk >= 0x80 || rk == '\t')
			break;
		key |= (uint64_t)rk << (8 * (k - 1));
		mask |= (uint64_t)0xff << (8 * (k - 1));
	}
	open_key[j] = key;
	open_mask[j] = mask;
	open_need[j] = (unsigned char)(k - 1);
}

static void
open_at_build(void)
{
	size_t n = OPEN_ROWS - 1, j = 0, key, k;
	unsigned char r0, r1;

	for (k = 0; k < OPEN_SPAN * OPEN_SPAN; k++) {
		for (; j < n; j++) {
			r0 = (unsigned char)opens_ascii[j][0];
			r1 = (unsigned char)opens_ascii[j][1];
			key = (r0 < 0x80 ? r0 : 0x80) * OPEN_SPAN +
			    (r1 < 0x80 ? r1 : 0x80);
			if (key >= k)
				break;
		}
		open_at[k / OPEN_SPAN][k % OPEN_SPAN] = (unsigned short)j;
	}
	for (j = 0; j < n; j++)
		open_key_build(j, opens_ascii[j]);
}

/*
 * The text's side of open_key at s[i] (in s[..b)): its second to eighth
 * bytes, a letter in lower case and a tab as a space, byte k - 1 byte
 * k; their count in *got.  A row passes second_byte exactly when it
 * needs no more bytes than the text has and its masked key is equal:
 * a tab in a row ends its key, the rest left to row_match.
 */
static uint64_t
open_text_key(const char *s, size_t i, size_t b, size_t *got)
{
	uint64_t key = 0;
	unsigned char sk;
	size_t k;

	for (k = 1; k < 8 && i + k < b; k++) {
		sk = (unsigned char)s[i + k];
		sk = sk == '\t' ? ' ' : (unsigned char)lower(sk);
		key |= (uint64_t)sk << (8 * (k - 1));
	}
	*got = k - 1;
	return key;
}

/*
 * The longest end of rows opens_ascii[lo..hi) at s[i], over best; tk
 * and got the text's key (open_text_key).
 */
static size_t
open_span(const char *s, size_t i, size_t b, size_t lo, size_t hi,
    int dense, size_t best, uint64_t tk, size_t got)
{
	size_t e;

	for (; lo < hi; lo++)
		if (open_need[lo] <= got && ((tk ^ open_key[lo]) &
		    open_mask[lo]) == 0 &&
		    (e = row_match(s, i, b, opens_ascii[lo], dense)) > best)
			best = e;
	return best;
}

/*
 * The end of the longest row at s[i], or 0: of opens_ascii[] when s[i]
 * is ASCII, only the rows that second_byte could pass (their second byte
 * none, the text's next byte folded, a space for a tab, or of 0x80 or
 * more), else of opens[].
 */
static size_t
open_row(const char *s, size_t i, size_t b, int dense)
{
	size_t best = 0, e, end;
	unsigned char c = (unsigned char)s[i], x;
	const unsigned short *at;
	uint64_t tk;
	size_t got;
	int k;

	if (c < 0x80) {
		(void)pthread_once(&open_once, open_at_build);
		c = (unsigned char)lower(c);
		at = open_at[c];
		end = open_at[c + 1][0];
		tk = open_text_key(s, i, b, &got);
		best = open_span(s, i, b, at[0], at[1], dense, 0, tk,
		    got);
		if (i + 1 >= b || (unsigned char)s[i + 1] >= 0x80)
			return open_span(s, i, b, at[0x80], end, dense,
			    best, tk, got);
		x = (unsigned char)lower((unsigned char)s[i + 1]);
		if (x > 0)
			best = open_span(s, i, b, at[x], at[x + 1], dense,
			    best, tk, got);
		if (x == '\t')
			best = open_span(s, i, b, at[' '], at[' ' + 1], dense,
			    best, tk, got);
		return open_span(s, i, b, at[0x80], end, dense, best, tk,
		    got);
	}
	for (k = 0; opens[k]; k++)
		if ((e = row_match(s, i, b, opens[k], dense)) > best)
			best = e;
	return best;
}

/*
 * open_row, or longer, where a clause starts (first) and open_row holds
 * no row of several words at the word s[i..we) (nor the word whole
 * before a comma or the like), a conclusion's
 * connective of answer_rows.c (R_CONCL: "en tout", "in short", "bref",
 * "em resumo"), one table for the sentence before the answer and the
 * restatement after it; a clause starts after it (joined).
 */
static size_t
open_or_concl(const char *s, size_t i, size_t we, size_t b, int first,
    int *concl)
{
	size_t best = open_row(s, i, b, 0);
	const struct row *r;

	*concl = 0;
	if (!first || best > we || (best == we && (we >= b || s[we] !=
	    ' ')) || (r = papo_frame_kind_starts(s, i, b, R_CONCL)) == NULL ||
	    i + r->len <= best)
		return best;	/* "Therefore,": open_row's whole */
	*concl = 1;
	return i + r->len;
}

/* Is s[i..e) one of list? */
static int
one_of(const char *s, size_t i, size_t e, const char *const *list)
{
	return word_in_list(s, i, e, list);
}

/*
 * The longer lists' rows by their first byte, built once (lists_build,
 * after the lists): list_ix[x].row[at[c] .. at[c + 1]) are the rows of
 * list x that start with byte c, shortest first, those of one length in
 * the list's order, and len[] their
 * lengths (LIST_LONG for one of LIST_LONG bytes or more).  Most words a
 * sentence's reading asks about start with a byte few rows start with,
 * and of those rows most have another length: no byte of theirs read.
 */
enum {
	IX_NEVERS, IX_DETS, IX_VERBS, IX_ADVERBS, IX_OWNED, IX_ANSWER_ADJS,
	IX_AFTER_IS, IX_QUANTITIES, IX_OWNERS, IX_THEIRS, IX_APPROX, IX_ASKS,
	IX_LABEL_WORDS, IX_LABEL_ANSWERS, IX_JOINS, IX_DENSE_NEVERS,
	IX_CONCLUDES, IX_N
};
#define IX_ROWS 511
struct list_ix {
	const char *const *w;
	unsigned short at[257];
	unsigned short row[IX_ROWS];
	unsigned short len[IX_ROWS];
};
#define LIST_LONG 0xffff
static struct list_ix list_ix[IX_N];
static struct papo_once list_once = PAPO_ONCE_INIT;
static void lists_build(void);

/*
 * Rows ix->row[lo..hi) in order of their length, those of one length in
 * the list's order (an insertion sort: a letter's rows are a few).
 */
static void
by_length(struct list_ix *ix, size_t lo, size_t hi)
{
	unsigned short r, l;
	size_t k, j;

	for (k = lo + 1; k < hi; k++) {
		r = ix->row[k];
		l = ix->len[k];
		for (j = k; j > lo && ix->len[j - 1] > l; j--) {
			ix->row[j] = ix->row[j - 1];
			ix->len[j] = ix->len[j - 1];
		}
		ix->row[j] = r;
		ix->len[j] = l;
	}
}

/*
 * Index list_ix[x] over w (NULL-ended, fewer than IX_ROWS rows): a first
 * byte's rows by their length when sort, those of one length in w's
 * order; else in w's order.
 */
static void
list_index(int x, const char *const *w, int sort)
{
	struct list_ix *ix = &list_ix[x];
	size_t k, c, n[257] = { 0 };

	ix->w = w;
	for (k = 0; w[k] != NULL; k++)
		n[(unsigned char)w[k][0] + 1]++;
	for (c = 1; c < 257; c++)
		n[c] += n[c - 1];
	for (c = 0; c < 257; c++)
		ix->at[c] = (unsigned short)n[c];
	for (k = 0; w[k] != NULL; k++) {
		c = n[(unsigned char)w[k][0]]++;
		ix->row[c] = (unsigned short)k;
		ix->len[c] = (unsigned short)(strlen(w[k]) < LIST_LONG ?
		    strlen(w[k]) : LIST_LONG);
	}
	for (c = 0; c < 256 && sort; c++)
		by_length(ix, ix->at[c], ix->at[c + 1]);
}

/*
 * Is s[i..e) one of the words of indexed list x, case aside?  As
 * word_in_list, asking only the rows of the word's first byte.
 */
static int
listed(const char *s, size_t i, size_t e, int x)
{
	const struct list_ix *ix = &list_ix[x];
	const char *w;
	size_t k, j, n = e - i;
	unsigned c0, nl = n < LIST_LONG ? (unsigned)n : LIST_LONG;

	if (n == 0)
		return 0;
	papo_once(&list_once, lists_build);
	c0 = (unsigned char)lower((unsigned char)s[i]);
	for (k = ix->at[c0]; k < ix->at[c0 + 1]; k++) {
		if (ix->len[k] != nl) {
			if (ix->len[k] > nl)
				break;	/* the rest are longer */
			continue;	/* a shorter row */
		}
		w = ix->w[ix->row[k]];
		for (j = 1; j < n && w[j] != '\0' &&
		    lower((unsigned char)s[i + j]) == (unsigned char)w[j]; j++)
			;
		if (j == n && w[j] == '\0')
			return 1;
	}
	return 0;
}

/* Is word s[i..e) one of nevers[]? */
static int
never(const char *s, size_t i, size_t e)
{
	return listed(s, i, e, IX_NEVERS);
}

int
papo_answer_never_word(const char *s, size_t i, size_t e)
{
	return never(s, i, e);
}

/*
 * Where p[0..pn), from p[from], first holds s[i..e) as a whole word or
 * words (case folded); (size_t)-1 when it does not.
 */
static size_t
problem_at(const char *p, size_t pn, struct papo_pwords *pw, const char *s,
    size_t i, size_t e, int dense, size_t from)
{
	size_t l = e - i, k, j;
	unsigned char c0;

	if (p == NULL || l == 0 || l > pn)
		return (size_t)-1;
	c0 = (unsigned char)lower((unsigned char)s[i]);
	/* only where a word may start (the index), unless dense */
	for (k = papo_pwords_next(dense ? NULL : pw, p, pn, c0, from);
	    k != (size_t)-1 && k + l <= pn;
	    k = papo_pwords_next(dense ? NULL : pw, p, pn, c0, k + 1)) {
		if (!papo_frame_same_folded(p + k, s + i, l))
			continue;	/* "Öğrencilerin" for "öğrencilerin" */
		if (dense || ((k == 0 || !letter_at(p, k - 1, pn, &j)) &&
		    word_end(p, k + l, pn) == k + l && (k == 0 ||
		    !(p[k - 1] & 0x80) || !letter_at(p, k - 1, pn, &j))))
			return k;
	}
	return (size_t)-1;
}

/* Does p[0..pn) hold s[i..e) as a whole word or words (case folded)? */
static int
problem_has(const char *p, size_t pn, struct papo_pwords *pw, const char *s,
    size_t i, size_t e, int dense)
{
	return problem_at(p, pn, pw, s, i, e, dense, 0) != (size_t)-1;
}

/*
 * The end of the longest run of the problem's own words at s[i] (a
 * spaced word i..we): two words or more as the problem writes them, or
 * the word alone when nevers[] does not hold it; or 0.
 */
static size_t
problem_run(const char *p, size_t pn, struct papo_pwords *pw, const char *s,
    size_t i, size_t we, size_t b)
{
	size_t e = we, best = 0, n, words = 1, at;

	/* a longer run is held where a shorter one is, first at or after
	   it: each search goes on from the last one's place */
	if ((at = problem_at(p, pn, pw, s, i, we, 0, 0)) == (size_t)-1)
		return 0;
	if (!never(s, i, we))
		best = we;
	while (e < b && words < 12) {
		for (n = e; n < b && s[n] == ' '; n++)
			;
		if (n == e || n >= b)
			break;
		while (n < b && !is_space((unsigned char)s[n]) && s[n] != ',' &&
		    s[n] != '.' && s[n] != '$' && s[n] != '\\')
			n++;	/* a word, "9-digit", "$5" */
		if (n == e || (at = problem_at(p, pn, pw, s, i, n, 0, at)) ==
		    (size_t)-1)
			break;
		e = n;
		best = e;
		words++;
	}
	return best;
}

/*
 * Does c[0..cn) hold s[i..i+k) at a word's start (case folded): as a
 * whole word (or before "'s"), or, when stem, as its first letters?
 */
/*
 * The Cyrillic letter of the two bytes at t[0..2) in lower case, as a
 * code point (А-Я, Ѐ-Џ and Ґ lowered: "Потяг" lends "потяг",
 * "відстань" "Відстань"); -1 when they are no Cyrillic letter.
 */
static long
cyr_lower(const unsigned char *t)
{
	long c;

	if ((t[0] != 0xd0 && t[0] != 0xd1 && t[0] != 0xd2) ||
	    (t[1] & 0xc0) != 0x80)
		return -1;
	c = ((long)(t[0] & 0x1f) << 6) | (t[1] & 0x3f);
	if (c >= 0x410 && c < 0x430)
		return c + 0x20;
	if (c >= 0x400 && c < 0x410)
		return c + 0x50;
	return c == 0x490 ? 0x491 : c;
}

/*
 * Do c[x..x+k) and s[i..i+k) hold the same letters, case folded (ASCII
 * and Cyrillic: cyr_lower), from their second byte (the first is the
 * index's)?
 */
static int
same_folded(const char *c, size_t x, const char *s, size_t i, size_t k)
{
	size_t j;

	for (j = 1; j < k; j++) {
		if (lower((unsigned char)c[x + j]) ==
		    lower((unsigned char)s[i + j]))
			continue;
		if ((j != 1 || ((unsigned char)s[i] & 0xe0) != 0xc0) ||
		    cyr_lower((const unsigned char *)c + x) < 0 ||
		    cyr_lower((const unsigned char *)c + x) !=
		    cyr_lower((const unsigned char *)s + i))
			return 0;	/* only a first letter's case */
	}
	return 1;
}

static int
holds_stem(const char *c, size_t cn, struct papo_pwords *cw, const char *s,
    size_t i, size_t k, int stem)
{
	size_t x, l;
	unsigned char b[2];
	unsigned f;

	if (c == NULL || k == 0 || k > cn)
		return 0;
	/* a Cyrillic capital's first byte is D0, its small letter's may be
	   D1 ("Річка", "річка"): both are asked */
	b[0] = (unsigned char)lower((unsigned char)s[i]);
	b[1] = k < 2 ? 0 : b[0] == 0xd0 ? 0xd1 : b[0] == 0xd1 ? 0xd0 : 0;
	for (f = 0; f < 2 && b[f] != 0; f++) {
		unsigned char b0 = b[f];

		for (x = papo_pwords_next(cw, c, cn, b0, 0);
		    x != (size_t)-1 && x + k <= cn; x = papo_pwords_next(cw,
		    c, cn, b0, x + 1)) {
			if (x > 0 && letter_at(c, x - 1, cn, &l))
				continue;
			if (f == 1 && cyr_lower((const unsigned char *)c +
			    x) != cyr_lower((const unsigned char *)s + i))
				continue;
			if (!same_folded(c, x, s, i, k))
				continue;
			if (stem || word_end(c, x, cn) == x + k ||
			    (x + k + 1 < cn && c[x + k] == '\'' &&
			    c[x + k + 1] == 's'))
				return 1;
		}
	}
	return 0;
}

/* Swahili's subjects and tenses before a verb's root (swahili_lent). */
static const char *const sw_subj[] = { "a", "wa", "ni", "u", "tu", "m", "i",
	"li", "ki", "vi", "zi", "ya", NULL };
static const char *const sw_tense[] = { "na", "li", "me", "ta", NULL };

/*
 * The roots of Swahili's verbs, by class: of money taken in (get,
 * receive, earn, bring in, make: "Janet hupata dola 18 kila siku.",
 * "anapokea", "anachuma"), and paid out (pay, spend, cost: "Tom
 * atatumia dola 18.", "Vitabu vinagharimu dola 18."); and of what
 * remains.  A root is lent by a problem that writes a root of its
 * class, whatever its form, and for the classes of money one of money
 * (a dollar sign, "dola", "pesa", "shilingi"): "anapata" for
 * "Anatengeneza pesa ngapi?", never for "Analipa pesa ngapi?".
 */
static const char *const sw_classes[][6] = {
	{ "pata", "pokea", "chuma", "ingiza", "tengeneza", NULL },
	{ "lipa", "tumia", "gharimu", NULL },
	/* what remains, of any problem ("Yamebaki tufaha 18." for
	   "Amebakiwa na tufaha ngapi?"); what a trip takes or needs
	   ("Treni inahitaji saa 3." for "Itachukua saa ngapi?") */
	{ "baki", "bakia", "bakiwa", "salia", NULL },
	{ "chukua", "hitaji", NULL },
};
#define SW_MONEY_CLASSES	2	/* the classes of money, first */

static int
sw_class_root(const char *p, size_t pn, const char *r, size_t rl)
{
	size_t c, k, j;
	int money = memchr(p, '$', pn) != NULL || memmem(p, pn, "dola",
	    4) != NULL || memmem(p, pn, "pesa", 4) != NULL || memmem(p, pn,
	    "shilingi", 8) != NULL;

	for (c = money ? 0 : SW_MONEY_CLASSES; c < sizeof(sw_classes) /
	    sizeof(sw_classes[0]); c++)
		for (k = 0; sw_classes[c][k] != NULL; k++) {
			if (strlen(sw_classes[c][k]) != rl ||
			    memcmp(sw_classes[c][k], r, rl) != 0)
				continue;
			for (j = 0; sw_classes[c][j] != NULL; j++)
				if (memmem(p, pn, sw_classes[c][j],
				    strlen(sw_classes[c][j])) != NULL)
					return 1;
			return 0;
		}
	return 0;
}

/* Does p[0..pn) hold as a word the root r[0..rl) after the habitual's
   hu or a subject's and a tense's prefix (swahili_lent), or is it a
   root its class lends (sw_class_root)? */
static int
swahili_root_in(const char *p, size_t pn, struct papo_pwords *pw,
    const char *r, size_t rl)
{
	char w[48];
	size_t a, j, sl;

	if (sw_class_root(p, pn, r, rl))
		return 1;
	if (rl + 4 > sizeof(w))
		return 0;
	memcpy(w, "hu", 2);
	memcpy(w + 2, r, rl);
	if (problem_has(p, pn, pw, w, 0, rl + 2, 0))
		return 1;
	for (a = 0; sw_subj[a] != NULL; a++)
		for (j = 0; sw_tense[j] != NULL; j++) {
			sl = strlen(sw_subj[a]);
			memcpy(w, sw_subj[a], sl);
			memcpy(w + sl, sw_tense[j], 2);
			memcpy(w + sl + 2, r, rl);
			if (problem_has(p, pn, pw, w, 0, sl + 2 + rl, 0))
				return 1;
		}
	return 0;
}

/*
 * Is the word s[i..we) a Swahili verb the problem p[0..pn) writes with
 * another subject and tense ("anatengeneza", she is making, for
 * "hutengeneza", she makes; "alipata" for "anapata")?  A prefix of a
 * subject and a tense (sw_subj[], sw_tense[]) or the habitual's hu,
 * then a root of three letters or more that the problem's word has
 * after another such prefix.  Not a negation (ha-, hawa-, si-), a
 * condition (-nge-, -ki-) nor another mood (-e): none is such a
 * prefix, or the root differs.
 */
static int
swahili_lent(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we)
{
	char w[32];
	size_t k, a, j, sl, n = we - i;

	if (p == NULL || n < 5 || n > sizeof(w))
		return 0;
	for (k = 0; k < n; k++) {	/* a sentence's capital first */
		w[k] = k == 0 ? (char)lower((unsigned char)s[i]) : s[i + k];
		if (w[k] < 'a' || w[k] > 'z')
			return 0;
	}
	if (memcmp(w, "hu", 2) == 0 && swahili_root_in(p, pn, pw, w + 2,
	    n - 2))
		return 1;
	for (a = 0; sw_subj[a] != NULL; a++)
		for (j = 0; sw_tense[j] != NULL; j++) {
			sl = strlen(sw_subj[a]);
			if (n >= sl + 5 && memcmp(w, sw_subj[a], sl) == 0 &&
			    memcmp(w + sl, sw_tense[j], 2) == 0 &&
			    swahili_root_in(p, pn, pw, w + sl + 2, n - sl - 2))
				return 1;
		}
	return 0;
}

/*
 * Bengali's and Telugu's case endings and classifiers, glued to the
 * noun they follow ("ট্রেনটির", the train's; "রৈలుకు", to the train):
 * the word without one is the problem's noun (indic_case_lent), longest
 * first.
 */
static const char *const indic_cases[] = {
	"গুলোর", "গুলির", "টির", "টার", "দের", "গুলো", "গুলি", "টি", "টা",
	"কে", "এর", "তে", "র",
	"యొక్క", "కు", "కి", "లో", "తో", "ని", "ను",
	NULL
};

/* Is s[i..we), a Bengali or Telugu word, a noun of the problem
   p[0..pn) with one of indic_cases[] glued (two letters of the noun at
   least)? */
static int
indic_case_lent(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we)
{
	size_t k, l;

	if (p == NULL || we - i < 9 || (unsigned char)s[i] != 0xe0 ||
	    !(((unsigned char)s[i + 1] >= 0xa6 && (unsigned char)s[i + 1] <=
	    0xa7) || ((unsigned char)s[i + 1] >= 0xb0 &&
	    (unsigned char)s[i + 1] <= 0xb1)))
		return 0;
	for (k = 0; indic_cases[k] != NULL; k++) {
		l = strlen(indic_cases[k]);
		if (we - i >= l + 6 && memcmp(s + we - l, indic_cases[k], l) ==
		    0 && problem_has(p, pn, pw, s, i, we - l, 0))
			return 1;
	}
	return 0;
}

/*
 * Is word s[i..we) lent by its context: the problem p[0..pn) or the
 * response before its sentence, s[0..a)?  Another form of the same word
 * counts ("spent" for "spend", "needs", "satisfies"; "Harry's" for
 * "Harry"): the first letters of a word of five or more, all but the
 * last three, at least four.  Never a word of nevers[].
 */
static int
lent(const char *p, size_t pn, struct papo_pwords *pw, const char *s,
    size_t a, size_t i, size_t we)
{
	size_t k;

	if (never(s, i, we))
		return 0;
	if (we - i >= 8 && memcmp(s + i, "\xd8\xa7\xd9\x84", 4) == 0 &&
	    lent(p, pn, pw, s, a, i + 4, we))
		return 1;	/* Arabic's article before the problem's noun:
				   "القطار" for "قطار" */
	if (we - i > 2 && s[we - 1] == 's' && s[we - 2] == '\'')
		we -= 2;	/* "Harry's" */
	else if (we - i > 4 && s[we - 1] == 's' && memcmp(s + we - 4,
	    "\xe2\x80\x99", 3) == 0)
		we -= 4;	/* Harry’s */
	k = we - i;
	if (memchr(s + i, '\'', k) != NULL || (k >= 3 &&
	    memmem(s + i, k, "\xe2\x80\x99", 3) != NULL))
		return holds_stem(p, pn, pw, s, i, k, 0) ||
		    holds_stem(s, a, NULL, s, i, k, 0) ||
		    papo_answer_given_word(p, pn, s, i, we);
				/* "doesn't" is two words, not a form of
				   "does": only as written; "п'ять" */
	if (k >= 5)
		k = k - 3 > 4 ? k - 3 : 4;
	return holds_stem(p, pn, pw, s, i, k, we - i >= 5) ||
	    holds_stem(s, a, NULL, s, i, k, we - i >= 5) ||
	    papo_answer_given_word(p, pn, s, i, we) ||	/* "trzy" for the
						   problem's "3 godziny" */
	    swahili_lent(p, pn, pw, s, i, we) ||
	    papo_answer_affix_lent(p, pn, pw, s, i, we) ||
	    indic_case_lent(p, pn, pw, s, i, we);
}

size_t
papo_answer_problem_dense(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t b)
{
	size_t e = i, l, best = 0, n = 0;

	while (e < b && dense_char(cp_at(s, e, b, &l))) {
		if (!problem_has(p, pn, pw, s, i, e + l, 1))
			break;
		e += l;
		if (++n >= 2)
			best = e;
	}
	return best;
}

/* A sign or punctuation that may stand before an answer. */
static int
sign_ok(long c)
{
	if (c >= 0x2260 && c <= 0x2265)
		return 0;	/* ≠ ≡ ≤ ≥: a bound */
	if (c == 0x2248 || c == 0x223c || c == 0x2026)
		return 0;	/* ≈ ∼: a hedge; …: a hesitation */
	return (c >= 0x2010 && c < 0x2070) || (c >= 0x3000 && c < 0x3040) ||
	    (c >= 0xff01 && c < 0xff21) || (c >= 0x2190 && c < 0x2300) ||
	    (c >= 0x2460 && c < 0x24ff) || c == 0xa0 || c == 0xb7 ||
	    c == 0xd7 || c == 0xf7 || (c >= 0xff5b && c < 0xff66) ||
	    c == 0x60c || c == 0x61b || c == 0x6d4 || c == 0x61c ||
	    c == 0x200e || c == 0x200f ||
	    c == 0xfe0f || c == 0x200b || c == 0x2705 || c == 0x2714 ||
	    c == 0x2713 || c == 0x2611 || c == 0x27a1 || c == 0x25b6 ||
	    c == 0x25ba || c == 0x25a0 || c == 0x25c6 || c == 0x1f449 ||
	    c == 0x1f4cc || c == 0x1f539 || c == 0x1f538 || c == 0x1f3af ||
	    c == 0x1f4a1 || c == 0x1f4dd;	/* ✅ ✔ ➡ ▶ 👉 📌 🔹: a marker */
}

/*
 * A question's order at s[i] (a clause's first word): an auxiliary
 * verb, then a pronoun or an article ("Is it true that", "Could the
 * answer be"), not a statement's (English).
 */
static const char *const asks[] = { "is", "are", "was", "were", "does",
	"do", "did", "can", "could", "would", "will", "should", "might",
	"may", "must", "est-ce", NULL };
static const char *const askers[] = { "it", "there", "this", "that",
	"the", "a", "an", "we", "he", "she", "they", "you", "i", NULL };

static int
question(const char *s, size_t i, size_t b)
{
	size_t we = word_end(s, i, b), n, k;

	if (!listed(s, i, we, IX_ASKS) || we >= b || s[we] != ' ')
		return 0;
	n = word_end(s, we + 1, b);
	for (k = 0; askers[k]; k++)
		if (same_ci(s, we + 1, n - we - 1, askers[k]))
			return 1;
	return 0;
}

/* Connectives after which a clause still starts ("So is it", "Thus"). */
static const char *const joins[] = { "so", "thus", "therefore", "hence",
	"then", "finally", "overall", "altogether", "and", "but", "now",
	"also", "this means", "in summary", "in conclusion", "in total",
	NULL };

/*
 * Is the word at s[i] one of joins[]: then a clause may start after it?
 * Its rows are ASCII and lower case: only those of s[i]'s letter, folded,
 * can match there (list_ix's rows of that byte).
 */
static int
joined(const char *s, size_t i, size_t b)
{
	const struct list_ix *ix = &list_ix[IX_JOINS];
	const char *r;
	size_t k;
	unsigned c;

	if (i >= b || (unsigned char)s[i] >= 0x80)
		return 0;
	papo_once(&list_once, lists_build);
	c = (unsigned)lower((unsigned char)s[i]);
	for (k = ix->at[c]; k < ix->at[c + 1]; k++)	/* its letter's */
		if (second_byte(s, i, b, r = joins[ix->row[k]]) &&
		    row_match(s, i, b, r, 0) > 0)
			return 1;
	return 0;
}

/*
 * After a definite determiner ("the", "its", "this"), or a sentence's
 * subject (a capitalised name or a pronoun opening a clause: "Sam is",
 * "They meet at"), an English clause names the problem's things in
 * words no table holds ("the motion obeys", "the ferry docks at"):
 * there any word is read but the candidate, conditional, attributing and
 * doubting words of nevers[] and a possessive the context does not lend
 * ("the student's answer").
 */
static const char *const dets[] = { "the", "its", "his", "her", "their",
	"our", "this", "these", "those", "each", "both", "every", "it",
	"they", "she", "he", "we", "le", "la", "les", "il", "elle", "der",
	"die", "das", "el", "los", "las", "lo", "gli", "o", "os", "as",
	/* the subject pronouns of French, Spanish, Italian, Portuguese */
	"ils", "elles", "ella", "ellos", "ellas", "lei", "lui", "loro", "ela",
	"ele", "eles", "elas", NULL };

static int
det(const char *s, size_t i, size_t we)
{
	return listed(s, i, we, IX_DETS);
}

/*
 * The personal subjects of dets[], and a capitalised name before a verb
 * (subject() below): after them the free reading is a statement's
 * (FREE_SAID: its verbs, by papo_answer_verb, and the problem's words),
 * after the other determiners a description's (FREE_DESC: any word but
 * the lists below).
 */
static const char *const persons[] = { "he", "she", "it", "they", "we",
	"il", "elle", "ils", "elles", "ella", "ellos", "ellas", "lei", "lui",
	"loro", "ela", "ele", "eles", "elas", NULL };
/* The words that open a clause inside a statement: a description's. */
static const char *const clauses[] = { "that", "which", "who", "where",
	"when", "whose", NULL };
/* After a statement's verb, an article opens its object's description:
   "He works a week", "She buys an extra box". */
static const char *const articles[] = { "a", "an", "every", "some",
	NULL };
enum { FREE_DESC = 1, FREE_SAID = 2 };

/* The verbs of verbs[] a comma after may open a statement's aside
   ("Word is, the answer is 42"). */
static const char *const copula_verbs[] = { "is", "are", "was", "were",
	NULL };
/* The verbs a subject is read before. */
static const char *const verbs[] = { "is", "are", "was", "were", "has",
	"have", "had", "should", "would", "will", "can", "must", "needs",
	"need", "spent", "made", "paid", "gets", "got", "ends", "takes",
	"and", "ran", "runs", "scores", "scored", "won", "wins", "walked",
	"walks", "drove", "drives", "bought", "buys", "sold", "sells",
	"earned", "earns", "ate", "eats", "saved", "saves", "collected",
	"collects", "owns", "owes", "pays", "costs", "weighs", "used", "uses",
	"received", "receives", "reads", "grew", "grows", "travelled",
	"traveled", "wants", "gave", "gives", "makes", "leaves", "keeps",
	"kept", NULL };

/*
 * Words of nevers[] a definite description may hold: "the number of
 * orders such that the scoop is not on the bottom", "the possible
 * integer roots", "the planes without the origin".
 */
static const char *const in_desc[] = { "not", "possible", "without",
	"first", NULL };


/*
 * A description's words are read freely, but not a modal of possibility
 * ("He could walk 30 miles"): how sure the statement is; such a word
 * counts only lent by the problem ("How many could he buy?").  "should"
 * and "would" stay ("the answer should be 42", "it would take 45").
 * Nor an adverb in -ly that adverbs[] does not hold ("He reportedly
 * walks", "The total is apparently 30", "theoretically"): an adverb
 * says how sure or how exact, and only these are known to be neither;
 * the nouns and adjectives in -ly models write are there too.
 */
static const char *const modals[] = { "could", "might", "may", NULL };
static const char *const adverbs[] = { "only", "currently", "exactly",
	"precisely", "finally", "totally", "entirely", "completely", "fully",
	"really", "already", "originally", "initially", "eventually",
	"ultimately", "additionally", "respectively", "directly", "newly",
	"equally", "evenly", "separately", "individually", "collectively",
	"jointly", "together", "daily", "weekly", "monthly", "yearly",
	"hourly", "early", "family", "families", "july", "supply",
	"assembly", "italy", "tally", "rally", "poly", "jelly", "belly",
	"fly", "reply", "apply", "ally", "lily", "holy", "ugly", "silly",
	"butterfly", "firefly", "anomaly", "monopoly", "friendly",
	"lovely", "lonely", "elderly", "quarterly", "nightly",
	"costly", "curly", "simply", "clearly", "certainly",
	"definitely", "correctly", "accordingly", "consequently",
	"similarly", "likewise", "specifically", "namely", "recently",
	"previously",
	NULL };

/* Adverbs of adverbs[] that put a statement before the answer's time. */
static const char *const before_now[] = { "previously", "originally",
	"initially", "recently", NULL };

/*
 * The verbs by which a quantity or an object, not a person, states its
 * value ("the thermometer reads \\boxed{291.15 K}", "the motion obeys
 * \\boxed{\\ddot{x} + \\omega^2 x = 0}"): with no problem text, the
 * only verbs a description with a word of its own may end on before
 * the value.  Someone's act of giving an answer ("The student wrote",
 * "The grader expects") is none of them.
 */
static const char *const relates[] = { "reads", "obeys", "satisfies",
	"equals", "measures", "weighs", "costs", "totals", "becomes",
	"remains", NULL };

static int
hedging(const char *s, size_t i, size_t e)
{
	if (one_of(s, i, e, modals))
		return 1;
	return e - i >= 3 && s[i] >= 'a' && s[i] <= 'z' &&
	    s[e - 1] == 'y' && s[e - 2] == 'l' && !listed(s, i, e, IX_ADVERBS);
}

/*
 * The indefinite pronouns, a closed class: no name, though capitalised
 * at a sentence's start ("Nobody gets **42**.", "Someone has 42": whose
 * value, or that none has it, issue 26).
 */
static const char *const indefinites[] = { "nobody", "nothing", "noone",
	"none", "everyone", "everybody", "everything", "someone", "somebody",
	"something", "anyone", "anybody", "anything", NULL };

/*
 * The function words papo_answer_verb reads after a statement's verb
 * ("has them", "gave it to"), no verb themselves: after a capitalised
 * word, before a comma, they make it no subject ("Xyzzy it, the answer
 * is 42", "Ballparking the, ...": the word is read as any other).
 */
static const char *const verbless[] = { "a", "an", "the", "it", "its",
	"them", "him", "her", "his", "this", "that", "these", "those", "they",
	"their", "we", "there", "here", "all", "both", "each", "up", "out",
	"off", "on", "in", "at", "to", "of", "by", "for", "with", "from",
	"back", "away", "over", "again", "too", "so", "then", "now", NULL };

/*
 * A capitalised name opening a clause, before a verb of verbs[]: "Sam
 * is", "Alana should" (not "Surely", "Bob's", "En supposant", nor an
 * indefinite pronoun; before a comma, a verb papo_answer_verb reads but
 * none of verbless[]).
 */
static int
subject(const char *s, size_t i, size_t we, size_t b)
{
	size_t n;

	if (one_of(s, i, we, indefinites))
		return 0;
	if (!(s[i] >= 'A' && s[i] <= 'Z' && we - i > 1 && we + 1 < b &&
	    s[we] == ' ' && !(s[we - 1] == 'y' && s[we - 2] == 'l') &&
	    s[we - 1] != '\'' && !(we - i > 2 && s[we - 2] == '\'')))
		return 0;
	n = word_end(s, we + 1, b);
	if (n < b && s[n] == ',')	/* "Word is, the answer is 42"; but
					   "Jenny has, or so, 42": an aside */
		return !one_of(s, we + 1, n, copula_verbs) && (listed(s,
		    we + 1, n, IX_VERBS) || (papo_answer_verb(s + we + 1,
		    n - we - 1) && !one_of(s, we + 1, n, verbless)));
	if (n + 3 <= b && s[n] == ' ' && same_ci(s, n + 1, 2, "it") &&
	    (n + 3 == b || !is_alpha((unsigned char)s[n + 3])) &&
	    (same_ci(s, we + 1, n - we - 1, "has") || same_ci(s, we + 1,
	    n - we - 1, "have")))
		return 0;	/* "Rumour has it": an attribution */
	return listed(s, we + 1, n, IX_VERBS);	/* "Amy scores" */
}

/* The end of a markup tag at s[i] ('<': "<think>", "</b>"), or 0. */
static size_t
tag_end(const char *s, size_t i, size_t b)
{
	size_t e = i + 1;

	if (e < b && (s[e] == '/' || s[e] == '|'))
		e++;
	if (e >= b || !is_alpha((unsigned char)s[e]))
		return 0;
	while (e < b && e - i < 24 && (is_alpha((unsigned char)s[e]) ||
	    s[e] == '_' || s[e] == '|'))
		e++;
	return e < b && s[e] == '>' ? e + 1 : 0;
}

/* Copy s[i..e) into word (wn bytes, NUL-ended, cut at a character). */
static void
name_word(const char *s, size_t i, size_t e, char *word, size_t wn)
{
	size_t l = e - i;

	if (wn == 0)
		return;
	if (l >= wn)
		for (l = wn - 1; l > 0 && ((unsigned char)s[i + l] & 0xc0) ==
		    0x80; l--)
			;
	memcpy(word, s + i, l);
	word[l] = '\0';
}

/* Skip a TeX command at s[i] ('\\'): its end; *text set for \text{. */
static size_t
command(const char *s, size_t i, size_t b, int *text)
{
	size_t e = i + 1;

	while (e < b && is_alpha((unsigned char)s[e]))
		e++;
	if (e == i + 1 && e < b)
		return e + 1;	/* "\\(", "\\,", "\\\\" */
	if (e < b && s[e] == '{' && ((e - i == 6 && memcmp(s + i + 1, "begin",
	    5) == 0) || (e - i == 4 && memcmp(s + i + 1, "end", 3) == 0))) {
		while (e < b && s[e] != '}')
			e++;	/* "\\begin{align*}" */
		*text = 0;
		return e < b ? e + 1 : e;
	}
	*text = e < b && s[e] == '{' && ((e - i == 5 && memcmp(s + i + 1,
	    "text", 4) == 0) || (e - i == 5 && memcmp(s + i + 1, "mbox", 4) ==
	    0) || (e - i == 7 && memcmp(s + i + 1, "textbf", 6) == 0) ||
	    (e - i == 7 && memcmp(s + i + 1, "textrm", 6) == 0));
	return *text ? e + 1 : e;
}

/*
 * Names of a quantity that hold a bound of dense_nevers[] and bound
 * nothing: the greatest common divisor, the least common multiple, the
 * maximum and minimum values (zh, ja).  Each starts with 最 (0xe6).
 */
static const char *const dense_terms[] = { "最大公约数", "最大公約數",
	"最大公約数", "最小公倍数", "最小公倍數", "最大值", "最小值",
	"最大値", "最小値", NULL };

/* The length of a row of dense_terms[] at s[i] (before b), or 0. */
static size_t
dense_term(const char *s, size_t i, size_t b)
{
	size_t k, l;

	for (k = 0; dense_terms[k]; k++)
		if ((l = strlen(dense_terms[k])) <= b - i && memcmp(s + i,
		    dense_terms[k], l) == 0)
			return l;
	return 0;
}

/* Does s[a..b) hold a row of dense_nevers[] anywhere (but inside one of
   dense_terms[])? */
int
papo_answer_dense_never(const char *s, size_t a, size_t b)
{
	const struct list_ix *ix = &list_ix[IX_DENSE_NEVERS];
	size_t i, l, k;
	unsigned c;

	papo_once(&list_once, lists_build);
	for (i = a; i < b; i++) {
		c = (unsigned char)s[i];	/* only the rows of its byte */
		if (c == 0xe6 && (l = dense_term(s, i, b)) > 0) {
			i += l - 1;	/* "最大公约数" */
			continue;
		}
		for (k = ix->at[c]; k < ix->at[c + 1]; k++)
			if ((l = ix->len[k]) <= b - i && memcmp(s + i,
			    dense_nevers[ix->row[k]], l) == 0)
				return 1;
	}
	return 0;
}

/*
 * Is the word s[i..we) "case" after "every" or "each" (from s[a]): all
 * cases, no case singled out ("Every case checks out, so the answer
 * is")?
 */
static int
every_case(const char *s, size_t a, size_t i, size_t we)
{
	return we - i == 4 && strncasecmp(s + i, "case", 4) == 0 &&
	    ((i >= a + 6 && strncasecmp(s + i - 6, "every ", 6) == 0 &&
	    (i == a + 6 || !is_alpha((unsigned char)s[i - 7]))) ||
	    (i >= a + 5 && strncasecmp(s + i - 5, "each ", 5) == 0 &&
	    (i == a + 5 || !is_alpha((unsigned char)s[i - 6]))));
}

/* Does s[a..b) hold a word of nevers[] (spaced), of dense_nevers[] or
   of the answer's standing ("Unverified, so the answer is")? */
static int
any_never(const char *s, size_t a, size_t b)
{
	size_t i = a, l, we;

	if (papo_answer_dense_never(s, a, b))
		return 1;
	while (i < b) {
		if (!letter_at(s, i, b, &l)) {
			i += l;
			continue;
		}
		we = word_end(s, i, b);
		if ((never(s, i, we) && !every_case(s, a, i, we)) ||
		    hedging(s, i, we) || papo_answer_standing_word(s, i,
		    we) || (we - i > 3 &&
		    s[we - 1] == 't' && (s[we - 2] == '\'' || (we - i > 5 &&
		    memcmp(s + we - 4, "\xe2\x80\x99", 3) == 0))))
			return 1;	/* "could", "doesn't", "can’t" too */
		i = we;
	}
	return 0;
}

/*
 * Where the answer's sentence starts in s[a..b) when a sentence ended
 * inside it behind closing marks or display math, which the frame's
 * clause start does not take for an end: "rectangle.) Therefore",
 * "1.$ Then", "\\] Therefore", "$$ So" (a capital after it).
 */
static size_t
open_from(const char *s, size_t a, size_t b)
{
	size_t k, j;

	for (k = b; k > a + 1; k--) {
		if (!is_space((unsigned char)s[k - 1]))
			continue;
		j = k - 1;
		if (j >= a + 2 && ((s[j - 1] == ']' && s[j - 2] == '\\') ||
		    (s[j - 1] == '$' && s[j - 2] == '$')) && k < b &&
		    s[k] >= 'A' && s[k] <= 'Z')
			return k;	/* display math, then a sentence */
		while (j > a && (s[j - 1] == ')' || s[j - 1] == '"' ||
		    s[j - 1] == '*' || s[j - 1] == '$' || s[j - 1] == ']'))
			j--;
		if (j < k - 1 && j > a && (s[j - 1] == '.' ||
		    s[j - 1] == '!' || s[j - 1] == '?'))
			return k;	/* ".)", ".$", ".**" */
		if (k >= a + 4 && memcmp(s + k - 4, "\xe0\xa5\xa4", 3) == 0)
			return k;	/* "।" (Bengali, Hindi) */
	}
	return a;
}

/* The conclusion connectives a derivation may run into. */
static const char *const concludes[] = { "so", "thus", "therefore",
	"hence", "因此", "所以", "故", "从而", "從而", "于是", "於是",
	"よって", "したがって", "따라서", "итак", "следовательно", "donc",
	"ainsi", "also", "somit", "quindi", "portanto", "por lo tanto",
	/* what sums up ("综上所述，他一共有", "以上より、"; hostile_recap55) */
	"综上", "綜上", "总之", "總之", "最终", "最終", "由此可知", "由此可得",
	"以上より", "結論として", "つまり", "ゆえに", "그러므로", NULL };

/*
 * A derivation before a conclusion in one sentence ("... = 192公斤
 * 因此，", "2 + 3 = 5, so", "There are 6 crates of 7, so"): where the
 * conclusion's clause starts, when s[a..b) holds an '=' or a value and
 * after it a connective of concludes[], and
 * nothing before that connective is a condition, a doubt or a
 * disowning word; else a.
 */
static size_t
derivation(const char *s, size_t a, size_t b)
{
	size_t eq, i, e, l;
	int k, c0;

	for (eq = b; eq > a && s[eq - 1] != '=' &&
	    !is_digit((unsigned char)s[eq - 1]); eq--)
		;	/* an equation or a premise's value ("There are 6
			   crates of 7 apples, so") */
	if (eq == a)
		return a;
	for (i = eq; i < b; i += l) {
		cp_at(s, i, b, &l);
		if (i > 0 && letter_at(s, i - 1, b, &e) && !(s[i - 1] & 0x80))
			continue;	/* inside a word */
		/* an ASCII byte opens only the rows it folds to
		   (row_match's first test, made without a call) */
		c0 = (unsigned char)s[i] < 0x80 ? lower((unsigned char)s[i]) :
		    -1;
		for (k = 0; concludes[k]; k++)
			if ((c0 < 0 || (unsigned char)concludes[k][0] == c0) &&
			    (e = row_match(s, i, b, concludes[k],
			    (unsigned char)s[i] >= 0xe0)) > 0 &&
			    !any_never(s, a, i))
				return i;
	}
	return a;
}

/*
 * The connectives that open a conclusion after a clause of its own,
 * by language: "Both ways agree, so", "两种方法结果一致，所以",
 * "Ambos métodos coinciden, así que".  No "then" ("alors", "那么",
 * "entonces"): a condition's consequence is written with it.
 */
static const char *const clause_concludes[] = {
	"so", "thus", "therefore", "hence", "consequently",
	"donc", "ainsi", "daher", "deshalb", "somit", "folglich", "also",
	"quindi", "dunque", "perciò", "pertanto", "così", "portanto",
	"por isso", "logo", "assim", "por lo tanto", "por tanto",
	"así que", "así", "поэтому", "следовательно", "итак", "значит",
	"так что", "тож", "тому", "отже", "więc", "zatem", "dlatego",
	"dolayısıyla", "bu nedenle", "bu yüzden", "jadi", "maka",
	"oleh itu", "oleh karena itu", "oleh sebab itu", "justeru",
	"dengan demikian",
	"sehingga", "nên", "vậy", "do đó", "vì vậy", "vì thế", "তাই",
	"সুতরাং", "অতএব", "इसलिए", "अतः", "अत", "కాబట్టి", "కనుక",
	"hivyo", "kwa hivyo", "kwa hiyo", "kwa sababu hiyo", "لذا",
	"لذلك", "إذن", "因此", "所以", "故", "从而", "從而", "于是",
	"於是", "因而", "よって", "したがって", "だから", "따라서",
	"그러므로", "그래서", "ดังนั้น", "จึง", NULL };

/*
 * A clause of its own before a conclusion in one sentence ("Both ways
 * agree, so the answer is", "检验无误，所以答案是"): where the
 * conclusion's words start (after its connective) when a comma (or a
 * Thai space) is followed by a connective of clause_concludes[] and
 * nothing before that connective is a condition, a doubt or a
 * disowning word; else a.  The clause is read as a sentence before the
 * answer's is ("Both ways agree. So the answer is"): its words are not
 * the statement's.  A reason's clause ("Since ...,", "...ので、") is
 * the statement's own and is read with it.
 */
size_t
papo_answer_conclusion(const char *s, size_t a, size_t b)
{
	const char *q;
	size_t i, j, l, e, got = a;
	long c;
	int k, c0, ascii = 1;
	const struct list_ix *concl_ix = &list_ix[IX_CONCLUDES];

	papo_once(&list_once, lists_build);
	/* in ASCII text only a comma can end a clause (a space ends a
	   Thai one): the walk goes from one comma to the next */
	for (i = a; i < b && ascii; i++)
		ascii = (unsigned char)s[i] < 0x80;
	for (i = a; i < b; i += l) {
		if (ascii) {
			if ((q = memchr(s + i, ',', b - i)) == NULL)
				break;
			i = (size_t)(q - s);
		}
		c = cp_at(s, i, b, &l);
		if (c != ',' && c != 0xff0c && c != 0x3001 && c != ' ')
			continue;
		for (j = i + l; j < b && s[j] == ' '; j++)
			;
		if (c == ' ' && (j >= b || (unsigned char)s[j] != 0xe0 ||
		    i == a || (unsigned char)s[i - 1] < 0x80))
			continue;	/* a space ends a Thai clause only */
		/* an ASCII byte there opens only the rows it folds to
		   (row_match's first test, made here without a call: the
		   rows of list_ix of that byte, in the table's order) */
		c0 = j < b && (unsigned char)s[j] < 0x80 ?
		    lower((unsigned char)s[j]) : -1;
		for (k = c0 < 0 ? 0 : concl_ix->at[c0]; c0 < 0 ?
		    clause_concludes[k] != NULL : k < concl_ix->at[c0 + 1];
		    k++)
			if ((e = row_match(s, j, b, c0 < 0 ?
			    clause_concludes[k] : clause_concludes[
			    concl_ix->row[k]], (unsigned char)s[j] >= 0xe0)) >
			    0 && !any_never(s, a, i)) {
				while (e < b && (s[e] == ' ' || s[e] == ','))
					e++;
				if (e + 3 <= b && memcmp(s + e,
				    "\xef\xbc\x8c", 3) == 0)
					e += 3;
				got = e;
				break;
			}
	}
	return got;
}

size_t
papo_answer_concl_open(const char *s, size_t a, size_t b)
{
	const struct row *r;
	size_t j, e;
	int k;

	for (j = a; j < b && s[j] == ' '; j++)
		;
	if (j < b && (r = papo_frame_kind_starts(s, j, b, R_CONCL)) != NULL) {
		for (e = j + r->len; e < b && (s[e] == ' ' || s[e] == ',');
		    e++)
			;	/* "Yani mağaza 5 günde" */
		return e;
	}
	for (k = 0; j < b && clause_concludes[k] != NULL; k++)
		if ((e = row_match(s, j, b, clause_concludes[k],
		    (unsigned char)s[j] >= 0xe0)) > 0) {
			while (e < b && (s[e] == ' ' || s[e] == ','))
				e++;
			if (e + 3 <= b && (memcmp(s + e, "\xef\xbc\x8c", 3) ==
			    0 || memcmp(s + e, "\xe3\x80\x81", 3) == 0))
				e += 3;	/* "，", "、" */
			return e;
		}
	return a;
}

/* Where the answer's statement starts in its sentence s[a..b). */
static size_t
statement_from(const char *s, size_t a, size_t b)
{
	size_t e;

	a = open_from(s, a, b);
	return (e = derivation(s, a, b)) > a ? e :
	    papo_answer_conclusion(s, a, b);
}

/* Words a possessive may not own: "Bob's answer", "the student's guess". */
static const char *const owned[] = { "answer", "answers", "result",
	"guess", "claim", "estimate", "solution", "response", "attempt",
	"calculation", "computation", "reasoning", "work", "conclusion",
	"proposal", "suggestion", "idea", "version", "method", "approach",
	"draft", "pick", "choice", "bet", "prediction", "value", "try",
	"tries", "take", "shot", "stab", "hunch", "opinion", "view",
	"belief", "thought", "thoughts", NULL };

/* Whose answer is the answer: "the problem's answer", "the puzzle's". */
static const char *const owners[] = { "problem's", "question's",
	"puzzle's", "exercise's", "task's", "equation's", "system's",
	"function's", "sequence's", "series's", "expression's", NULL };

/* The possessive determiners: "their answer", "his guess". */
static const char *const theirs[] = { "their", "his", "her", "your",
	NULL };

/* Is s[i..we) a possessive: "Paula's", "Xavier’s", "the students'"? */
static int
owns(const char *s, size_t i, size_t we)
{
	return (we - i > 2 && s[we - 2] == '\'' && s[we - 1] == 's') ||
	    (we - i > 4 && s[we - 1] == 's' && memcmp(s + we - 4,
	    "\xe2\x80\x99", 3) == 0) || (we - i > 1 && s[we - 1] == '\'' &&
	    s[we - 2] == 's');
}

/*
 * The word after s[we] (a space between; "final", "own" and the like
 * before it passed over) in owned[]: "Bob's answer", "their guess",
 * "Bob's final answer" give the answer to someone (1); any other word
 * 2 ("Paula's investment"); none 0.
 */
static int
owned_next(const char *s, size_t we, size_t b)
{
	static const char *const adjs[] = { "final", "correct", "own",
	    "exact", "complete", "submitted", "proposed", NULL };
	size_t n;
	int k;

	for (k = 0; k < 3; k++) {
		if (we >= b || s[we] != ' ')
			return 0;
		n = word_end(s, we + 1, b);
		if (n == we + 1)
			return 0;
		if (k == 2 || !one_of(s, we + 1, n, adjs))
			break;
		we = n;		/* "Bob's final answer" */
	}
	return listed(s, we + 1, n, IX_OWNED) ? 1 : never(s, we + 1, n) ? 0 : 2;
}

/*
 * Does the word s[i..we) give what follows to someone: a possessive or
 * a possessive determiner before owned[] ("Bob's answer", "the
 * student's guess", "their answer"), not the problem's own?
 */
static int
attributed(const char *s, size_t i, size_t we, size_t b)
{
	if (listed(s, i, we, IX_OWNERS))
		return 0;
	return (owns(s, i, we) || listed(s, i, we, IX_THEIRS)) &&
	    owned_next(s, we, b) == 1;
}

/* Is s[i..we) a possessive of a thing owned[] lacks ("Paula's investment")? */
static int
possessive(const char *s, size_t i, size_t we, size_t b)
{
	return owns(s, i, we) && owned_next(s, we, b) == 2;
}

/*
 * A heading or label that opens s[a..b) before a colon ("Conclusion:",
 * "Final Calculation:", "Special matrix:", "Soucis :"): six words at
 * most, none of nevers[] nor an answer given to someone; where the text
 * after it starts, or a.  A last statement's label is read only when
 * each word is recognised too (label()).
 */
static size_t
heading(const char *s, size_t a, size_t b)
{
	size_t i, words = 0;

	for (i = a; i < b && s[i] != ':' && s[i] != '\n' && s[i] != '$' &&
	    s[i] != '\\' && s[i] != ',' && s[i] != '.'; i++)
		if (s[i] == ' ' && i + 1 < b && s[i + 1] != ' ' &&
		    s[i + 1] != ':')
			words++;
	if (i >= b || s[i] != ':' || i == a || words > 5 ||
	    any_never(s, a, i) || memchr(s + a, '\'', i - a) != NULL)
		return a;
	return i + 1;
}

/*
 * The nouns that name a quantity or the work that computes one: the head
 * of a description of words of its own before its copula and the value
 * ("The grand total is 72", "The clip count is 72", "Her sales figure
 * is 72", "The formula gives \\boxed{72}").  A person or a thing that
 * is neither ("The distractor is 42", "The textbook gives
 * \\boxed{42}") names someone else's answer or none.  A label's
 * words are read against them too (label_word).
 */
static const char *const quantities[] = { "age", "ages", "amount", "answer",
	"area", "average", "balance", "calculation", "capacity", "computation",
	"cost", "count", "depth", "difference", "distance", "duration",
	"earnings", "equation", "expression", "figure", "formula", "height",
	"length", "mass", "mean", "method", "number", "output", "percentage",
	"perimeter", "population", "price", "probability", "product", "profit",
	"proportion", "quantity", "quotient", "rate", "ratio", "remainder",
	"result", "score", "solution", "speed", "sum", "tally", "temperature",
	"time", "total", "value", "volume", "weight", "width", NULL };

/*
 * The words a label before a colon may be made of, besides a noun of
 * quantities[] and a word of the problem: what names the answer, its
 * conclusion or the step that computes it ("Final answer:", "Final
 * Calculation:", "Conclusion:", "Step 3:"), the mathematical object it
 * is and the adjectives that name one ("Special matrix:", "Here is a
 * zero matrix:"), and function words.  A label of any other word
 * ("Hypothesis:", "Rejected:", "Ballpark:", "Answer to (a):", "Under
 * assumption A:") is not read as the answer's: its value is someone's
 * guess, a bound, a case or a sub-part's.
 */
static const char *const label_words[] = { "answer", "answers", "final",
	"result", "results", "conclusion", "conclusions", "solution",
	"solutions", "summary", "therefore", "thus", "hence", "so", "step",
	"calculation", "calculations", "computation", "correct", "exact",
	"overall", "total", "combined", "resulting", "required", "desired",
	"simplified", "matrix", "vector", "set", "interval", "point",
	"coordinates", "root",
	"roots", "zero", "identity", "special", "fraction", "fractions",
	"decimal", "integer", "form", "simplest", "our", "my", "the", "a",
	"an", "of", "with", "by", "here", "is", "this", "that", "short",
	"brief", "verdict", "bottom", "line", NULL };

/*
 * A label may open on when or after only before the computation it
 * names ("When multiplying by identity:", "After simplifying:"), never
 * before a condition ("When n is even:").
 */
static const char *const label_whens[] = { "when", "after", "upon", NULL };
static const char *const label_doing[] = { "multiplying", "adding",
	"subtracting", "dividing", "simplifying", "solving", "substituting",
	"combining", "factoring", "expanding", "evaluating", "computing",
	"calculating", "rounding", "converting", NULL };

/* Is the word s[i..we) of a label recognised (label_words[])? */
static int
label_word(const char *s, size_t i, size_t we, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	size_t k;

	for (k = i; k < we && is_digit((unsigned char)s[k]); k++)
		;
	if (k == we)
		return 1;	/* "Step 3" */
	if (listed(s, i, we, IX_LABEL_WORDS) || listed(s, i, we,
	    IX_QUANTITIES) || (we - i > 1 && s[we - 1] == 's' && listed(s, i,
	    we - 1, IX_QUANTITIES)))
		return 1;
	return p != NULL && lent(p, pn, pw, s, 0, i, we);
}

/*
 * heading(s, a, b), when each word of the label is recognised
 * (label_word; "Total cost for Jenny:" under a problem that names
 * her); else a, and the statement is read from its start.
 */
static size_t
label(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	size_t e = heading(s, a, b), i = a, we;

	int when = 0;

	while (e > a && i < e - 1) {	/* the label, s[e - 1] its colon */
		if (s[i] != '\0' && strchr(" *_`", s[i]) != NULL) {
			i++;	/* spacing and emphasis: "**Summary:**" */
			continue;
		}
		for (we = i; we < e - 1 && (s[we] == '\0' ||
		    strchr(" *_`", s[we]) == NULL); we++)
			;
		if (i == a && one_of(s, i, we, label_whens))
			when = 1;
		else if (when == 1 && one_of(s, i, we, label_doing))
			when = 2;
		else if (when == 1 || !label_word(s, i, we, p, pn, pw))
			return a;
		i = we;
	}
	return when == 1 ? a : e;
}

/*
 * The length of the UTF-8 sequence its lead byte c opens (1 for ASCII
 * or a stray byte): the character after an opener, where the accepting
 * row starts, is read with it ("鲍勃认" + "为").
 */
static size_t
utf8_len(char c)
{
	unsigned char u = (unsigned char)c;

	return u >= 0xf0 ? 4 : u >= 0xe0 ? 3 : u >= 0xc0 ? 2 : 1;
}

/* Does a row of concludes[] start at s[i] (a dense one)? */
static int
concluding(const char *s, size_t i, size_t b)
{
	int k;

	for (k = 0; concludes[k]; k++)
		if ((unsigned char)concludes[k][0] >= 0xe0 &&
		    row_match(s, i, b, concludes[k], 1) > 0)
			return 1;
	return 0;
}

/*
 * After a conclusion ("因此，水池中水将在300分钟内"): the end of the
 * dense clause at s[i], when it runs to b (the value) and holds none of
 * dense_nevers[]; or 0.
 */
static size_t
dense_clause(const char *s, size_t i, size_t b)
{
	size_t e = i, l;

	while (e < b && dense_char(cp_at(s, e, b, &l)))
		e += l;
	while (e < b && is_space((unsigned char)s[e]))
		e++;
	return e == b && !papo_answer_dense_never(s, i, b + utf8_len(s[b])) ?
	    e : 0;
}

/*
 * A dense name of a quantity before '=' ("地块面积 = 72000 / 18"): the
 * end of the run, when '=' follows it and it holds no dense_nevers[];
 * or 0.
 */
static size_t
dense_named(const char *s, size_t i, size_t b)
{
	size_t e = i, l, k;

	while (e < b && dense_char(cp_at(s, e, b, &l)))
		e += l;
	for (k = e; k < b && s[k] == ' '; k++)
		;
	return e > i && k < b && s[k] == '=' && !papo_answer_dense_never(s, i,
	    e) ? e : 0;
}


/* An all-capital ASCII word of two letters or more: "AM", "LCM", "BAC". */
static int
acronym(const char *s, size_t i, size_t we)
{
	size_t k;

	if (we - i < 2)
		return 0;
	for (k = i; k < we; k++)
		if (!(s[k] >= 'A' && s[k] <= 'Z'))
			return 0;
	return 1;
}

/*
 * Padding: the filler letter 'x' written three times or more ("xxxxx",
 * a test's padding before "Answer: 42").  A row, not a shape: another
 * letter repeated ("Qqq", "Www", "zzz") is a word no row reads.
 */
static int
padding(const char *s, size_t i, size_t we)
{
	size_t k;

	if (we - i < 3)
		return 0;
	for (k = i; k < we; k++)
		if (lower((unsigned char)s[k]) != 'x')
			return 0;
	return 1;
}

/*
 * A dense subject before its copula ("杰西开始慢跑前的体重是",
 * "计划的比例为"): the end of the run of dense characters from s[i] up to
 * a copula row or to b (where the accepting row stands), when the run
 * is a description (的, の, 의 in it) and holds none of dense_nevers[];
 * or 0.
 */
static const char *const copulas[] = { "是", "为", "為", "等于", "等於",
	"应该是", "應該是", "就是", "即为", "即為", "は", "이", "는", "은",
	NULL };

/* Does s[a..b) hold a possessive particle: 的, の, 의 (a description)? */
static int
described(const char *s, size_t a, size_t b)
{
	size_t i;

	for (i = a; i + 3 <= b; i++)
		if (memcmp(s + i, "\xe7\x9a\x84", 3) == 0 ||
		    memcmp(s + i, "\xe3\x81\xae", 3) == 0 ||
		    memcmp(s + i, "\xec\x9d\x98", 3) == 0)
			return 1;
	return 0;
}

/*
 * The owners of an answer a dense description may name before 的答案,
 * の答え ("最终的答案", "この問題の答え"): any other ("老师的答案",
 * "学生の答え") gives the answer to someone.
 */
static const char *const dense_owners[] = { "最终", "最終", "正确",
	"正確", "本题", "本題", "这道题", "這道題", "此题", "此題", "该题",
	"該題", "问题", "問題", "题目", "題目", "最后", "最後", "この問題",
	"最終的な", "正しい", "道题", "道題", "题", "題", "这题", "這題",
	"我们", "我們", "我", "私", "私たち", NULL };	/* the response's own */
static const char *const dense_answers[] = { "的答案", "的最终答案",
	"の答え", "の最終的な答え", NULL };

/* Does the dense description s[i..e) give its answer to an owner that
   dense_owners[] does not hold ("老师的答案")? */
static int
dense_owned(const char *s, size_t i, size_t e)
{
	size_t k, j, l, o;

	for (k = i; k < e; k++)
		for (j = 0; dense_answers[j]; j++) {
			l = strlen(dense_answers[j]);
			if (k + l > e ||
			    memcmp(s + k, dense_answers[j], l) != 0)
				continue;
			for (o = 0; dense_owners[o]; o++)
				if (strlen(dense_owners[o]) == k - i &&
				    memcmp(s + i, dense_owners[o], k - i) == 0)
					return 0;
			return k > i;
		}
	return 0;
}

/*
 * Does an answer of dense_answers[] start at s[i] (a..i before it in
 * the opener) after a dense word that no owner of dense_owners[] ends
 * ("解答集の答え", "参考书的答案": what an answer key or a book gives,
 * issue 26's red13 book), read word by word?  The words before the
 * particle must end in an owner the table recognises, or be none.
 */
static int
dense_unowned(const char *s, size_t a, size_t i, size_t b)
{
	size_t j, o, l, k = i;

	for (j = 0; dense_answers[j]; j++)
		if (strlen(dense_answers[j]) <= b - i && memcmp(s + i,
		    dense_answers[j], strlen(dense_answers[j])) == 0)
			break;
	if (dense_answers[j] == NULL || i == a)
		return 0;
	while (k > a && ((unsigned char)s[--k] & 0xc0) == 0x80)
		;	/* the character before the particle */
	if (!dense_char(cp_at(s, k, b, &l)))
		return 0;
	for (o = 0; dense_owners[o]; o++)
		if ((l = strlen(dense_owners[o])) <= i - a && memcmp(s + i - l,
		    dense_owners[o], l) == 0)
			return 0;
	return 1;
}

/*
 * Does the dense description s[i..e) (its opener from s[a]) open with,
 * or come right after, an answer's name made part of a longer noun or
 * clause ("答案书上写的": what the answer book says, issue 26's red13
 * book)?  After the name, its particle (的, の: "答案的值"), a copula
 * ("答案是") or an adverb ("答案也是", "答案应该") keep the answer the
 * response's; a description of its own up to 的 or の makes the name a
 * modifier of something else ("答案书", "答案册"), whose answer it is
 * not the response's to give.
 */
static int
dense_answer_compound(const char *s, size_t a, size_t i, size_t e)
{
	static const char *const names[] = { "答案", "答え", "解答", NULL };
	static const char *const heads[] = { "的", "の", NULL };
	size_t k, l, h, cl;

	for (k = 0; names[k]; k++) {
		l = strlen(names[k]);
		if (l < e - i && memcmp(s + i, names[k], l) == 0)
			i += l;	/* the name opens the description */
		else if (a + l > i || memcmp(s + i - l, names[k], l) != 0)
			continue;	/* nor right before it */
		for (h = 0; heads[h]; h++)
			if (strlen(heads[h]) <= e - i && memcmp(s + i,
			    heads[h], strlen(heads[h])) == 0)
				return 0;
		for (h = 0; copulas[h]; h++)
			if (strlen(copulas[h]) <= e - i && memcmp(s + i,
			    copulas[h], strlen(copulas[h])) == 0)
				return 0;	/* "答案是": the name's own */
		/* a description of its own after it, to its 的 or の
		   ("答案书上写的"), not an adverb ("答案也是", "答案应该") */
		return i < e && dense_char(cp_at(s, i, e, &cl)) &&
		    described(s, i, e);
	}
	return 0;
}

static size_t
dense_subject(const char *s, size_t a, size_t i, size_t b)
{
	size_t e = i, l, cl;
	int k;

	while (e < b && dense_char(cp_at(s, e, b, &l))) {
		for (k = 0; copulas[k]; k++)
			if (e > i && (cl = strlen(copulas[k])) <= b - e &&
			    memcmp(s + e, copulas[k], cl) == 0)
				return papo_answer_dense_never(s, i, e + cl) ||
				    !described(s, i, e) || dense_owned(s, i,
				    e) || dense_answer_compound(s, a, i, e) ?
				    0 : e;
		e += l;
	}
	/* to the end: the accepting row after it is the copula */
	for (k = 0; e == b && e > i && copulas[k]; k++)
		if (memcmp(s + e, copulas[k], strlen(copulas[k])) == 0)
			return papo_answer_dense_never(s, i, e +
			    strlen(copulas[k])) ||
			    !described(s, i, e) || dense_owned(s, i, e) ||
			    dense_answer_compound(s, a, i, e) ? 0 : e;
	return 0;
}

static int answer_next(const char *s, size_t we, size_t b);

/* The end of the token at s[we] (before b): to the next space ("GPT-4"). */
static size_t
token_end(const char *s, size_t we, size_t b)
{
	while (we < b && s[we] != ' ')
		we++;
	return we;
}

/*
 * Is the word s[i..we) a currency's sign or code written before an
 * amount (units_currency.c's rows: "Rs", "INR", "Fr."), the last word
 * of the opener s[..b), only spaces between it and the value?
 */
static int
currency_before_value(const char *s, size_t i, size_t we, size_t b)
{
	size_t k = we, l;

	if (k < b && s[k] == '.')
		k++;
	while (k < b && s[k] == ' ')
		k++;
	return k == b && k > we && papo_unit_currency_sign(s + i, b - i, 1,
	    &l) != NULL && (l == we - i || (l == we + 1 - i &&
	    s[we] == '.'));
}

/*
 * The words a reason clause ("Since 6 x 7 = 42,", "Because each box
 * holds 7 apples,", "As the question asks for the total,") is read in
 * besides the problem's and the response's own (lent) and the rows of
 * the statement reader (determiners, persons, verbs): what states a
 * premise of the derivation, its function words and its negation ("Since
 * you can't make a fraction of a trip").  A word none of these holds
 * ("Since this is only a placeholder", "As an estimate", "As a zorblik")
 * leaves the clause unread: the answer after it is no answer.
 */
static const char *const reason_words[] = { "i", "you", "me", "us",
	"there", "one", "ones", "question", "problem", "asks", "asked",
	"ask", "looking", "want", "need", "needs", "require", "requires",
	"required", "cannot", "can't", "can\xe2\x80\x99t", "not", "no",
	"don't", "doesn't", "isn't", "aren't", "won't", "is", "are", "be",
	"integer", "integers", "whole", "positive", "negative", "number",
	"numbers", "fraction", "fractions", "impossible", "real", "same",
	"equal", "greater", "smaller", "larger", "less", "than", "odd",
	"even", "prime", "divisible", "factor", "factors", "multiple",
	"multiples", "sum", "product", "difference", "quotient", "remainder",
	"total", "or", "so", "what", "how", "many", "know", "known", "value",
	"values", "answer", "result", "solution", "solutions", "condition",
	"conditions", "satisfies", "satisfy", "satisfied", "term", "terms",
	"side", "sides", "both", "all", "every", "any", "units", "unit",
	"indeed", "already", "nonnegative", "non-negative", "we've", "we're",
	"it's", "i've", "i'm", "that's", "there's", "let's", "counted",
	"considered", "computed", "calculated", "shown", "showed", "found",
	"between", "neither", "nor", "either", "too", "otherwise", "large",
	"small", "big", "prime", "primes", "coprime", "relatively", "modulo",
	"mod", "digit", "digits", "zero", "root", "roots", "complex",
	"distinct", "different", "unique", "defined", "undefined", "constant",
	"variable", "variables", "function", "equation", "equations",
	"expression", "denominator", "numerator", "square", "cube", "perfect",
	"given", "since", "because", "arithmetic", "geometric", "isosceles",
	"equilateral", "similar", "congruent", "parallel",
	"perpendicular", "symmetric", "linear", "quadratic", "increasing",
	"decreasing", "periodic", "convex", "inscribed",
	"tangent", "rational", "irrational", "finite", "infinite", "triangle",
	"triangles", "circle", "circles", "rectangle", "polygon", "sequence",
	"series", "angle", "angles", "segment", "graph", "curve", "matrix",
	"vector", "parabola", "polynomial", NULL };

/*
 * Is the word s[i..we) "as" opening a reason clause: before the clause's
 * subject or its article ("As a result" and the other rows of opens[]
 * read as rows; Portuguese's article "as" before a noun stays a
 * determiner)?
 */
static int
reason_as(const char *s, size_t i, size_t we, size_t b)
{
	static const char *const subjects[] = { "a", "an", "the", "i", "we",
	    "you", "it", "they", "he", "she", "this", "that", "there", "my",
	    "our", "each", "all", NULL };
	size_t n;

	if (!same_ci(s, i, we - i, "as") || we + 1 >= b || s[we] != ' ' ||
	    open_row(s, i, b, 0) > we)
		return 0;
	n = word_end(s, we + 1, b);
	return one_of(s, we + 1, n, subjects);
}

/*
 * The forms of the word s[i..we) (in s[..b); problem p[0..pn)) read
 * before the rows: 1 to pass over it (the problem's own answer, a word
 * in \\text inside a formula, "no:" opening a
 * correction, "about" when the problem asks to round, an acronym), 2 to
 * pass over it and read a description after it (a possessive that owns
 * no answer, padding), 3 a reason opens ("since", "because", "as"
 * before a clause's subject: reason_as; its words are reason_read's), 4 the
 * same with the noun after it, an owner and noun the problem says
 * ("Tim's guess" of "How far off was his guess?"), -1 an answer given
 * to someone ("Bob's answer", "their answer"); 0 none.
 */
static int
word_form(const char *s, size_t i, size_t we, size_t b, const char *p,
    size_t pn, int first, int reason, int intext)
{
	if (listed(s, i, we, IX_OWNERS))
		return 1;	/* "the problem's answer" */
	if (attributed(s, i, we, b))
		return we < b && papo_answer_possessed(p, pn, s, i, we + 1,
		    word_end(s, we + 1, b)) ? 4 : -1;	/* "Tim's guess"
							   of "his guess?" */
	if (intext && !never(s, i, we))
		return 1;	/* "\\text{ inches}" in a formula */
	if (first && (same_ci(s, i, we - i, "since") ||
	    same_ci(s, i, we - i, "because") || reason_as(s, i, we, b)))
		return 3;
	if (reason)
		return 0;	/* read by reason_read */
	if (first && same_ci(s, i, we - i, "no") && we < b && (s[we] == ':' ||
	    s[we] == ','))
		return 1;	/* "... no: the answer is 4" */
	if (listed(s, i, we, IX_APPROX) && papo_answer_rounding_asked(p, pn))
		return 1;
	if (currency_before_value(s, i, we, b))
		return 1;	/* "She pays Rs 42." */
	if (acronym(s, i, we) && !never(s, i, we) && !answer_next(s,
	    token_end(s, we, b), b))
		return 1;	/* "AM-HM", "LCM": a name; "GPT answer:",
				   "GPT-4 answer:" are someone's */
	if (possessive(s, i, we, b) || padding(s, i, we))
		return 2;
	return 0;
}

/*
 * A TeX command at s[i] ('\\'): its end; *math set at "\\(", "\\[",
 * "\\begin{" and cleared at their ends, *text set for \\text{.
 */
static size_t
tex(const char *s, size_t i, size_t b, int *math, int *text)
{
	size_t e;

	if (i + 1 < b && (s[i + 1] == '(' || s[i + 1] == '['))
		*math = 1;
	else if (i + 1 < b && (s[i + 1] == ')' || s[i + 1] == ']'))
		*math = 0;
	if ((e = command(s, i, b, text)) > i + 6 && memcmp(s + i,
	    "\\begin{", 7) == 0)
		*math = 1;	/* "\\begin{align*}" */
	else if (e > i + 4 && memcmp(s + i, "\\end{", 5) == 0)
		*math = 0;
	return e;
}

/* Does s[i..b) open with 最, a superlative: the answer's adjective
   ("因此，最合理的答案是 B"), no owner? */
static int
superlative(const char *s, size_t i, size_t b)
{
	return b - i >= 3 && memcmp(s + i, "\xe6\x9c\x80", 3) == 0;
}


/* Is an answer's noun (답, 정답, 해답, 답변, 결과) the next word after
   s[e] (in s[..b)), spaces aside? */
static int
hangul_answer_next(const char *s, size_t e, size_t b)
{
	static const char *const nouns[] = { "답", "정답", "해답", "답변",
	    "결과", NULL };
	size_t k;

	while (e < b && s[e] == ' ')
		e++;
	for (k = 0; nouns[k]; k++)
		if (b - e >= strlen(nouns[k]) && memcmp(s + e, nouns[k],
		    strlen(nouns[k])) == 0)
			return 1;
	return 0;
}

/* Is 결과 (result) the next word after s[e], spaces aside: a quantity
   row's result ("극한값의 결과는"), no one's answer? */
static int
hangul_result_next(const char *s, size_t e, size_t b)
{
	while (e < b && s[e] == ' ')
		e++;
	return b - e >= 6 && memcmp(s + e, "결과", 6) == 0;
}

/*
 * Does the Korean word s[i..e) own an answer, its particle the genitive
 * 의 and an answer's noun the next word ("민수의 답은", "책의 정답")?
 */
static int
hangul_owner(const char *s, size_t i, size_t e, size_t b)
{
	if (e - i < 6 || memcmp(s + e - 3, "의", 3) != 0)
		return 0;
	return hangul_answer_next(s, e, b);
}

/*
 * The end of a Korean case particle alone at s[i] glued to the Latin
 * word or the math before it ("Jeff의 나이는", "$x$의 값은", "\\(x\\)는"),
 * or 0; 0 for "Jeff의 답은", someone's answer (hangul_owner).
 */
static size_t
hangul_glued(const char *s, size_t i, size_t b)
{
	static const char *const parts[] = { "의", "은", "는", "이", "가",
	    "을", "를", "에", NULL };
	unsigned char c;
	size_t k;

	if (i == 0)
		return 0;
	c = (unsigned char)s[i - 1];
	if (!(is_alpha(c) || (c >= '0' && c <= '9') || c == '$' || c == ')' ||
	    c == '}'))
		return 0;
	for (k = 0; parts[k] != NULL; k++)
		if (b - i >= 3 && memcmp(s + i, parts[k], 3) == 0 && (i + 3 ==
		    b || s[i + 3] == ' ' || s[i + 3] == ','))
			break;
	if (parts[k] == NULL)
		return 0;
	if (k == 0 && hangul_answer_next(s, i + 3, b))
		return 0;
	return i + 3;
}

/*
 * The length of the Korean word at s[i] (in s[..b)) when it is the row
 * of e bytes there and a case particle ("나이는", "식의", "형태는"), else
 * 0.  Not 도 (also) nor 만 (only): "수도 있는" is a doubt's.
 */
static size_t
hangul_row_case(const char *s, size_t i, size_t e, size_t b)
{
	static const char *const parts[] = { "은", "는", "이", "가", "을",
	    "를", "의", "에", "로", "으로", "에서", "와", "과", NULL };
	size_t k, pl;

	for (k = 0; parts[k] != NULL; k++) {
		pl = strlen(parts[k]);
		if (b - i - e >= pl && memcmp(s + i + e, parts[k], pl) == 0 &&
		    (i + e + pl == b || s[i + e + pl] == ' ' ||
		    s[i + e + pl] == ','))
			return e + pl;
	}
	return 0;
}

/*
 * The end of what a dense script's text at s[i] (its opener from a) is
 * recognised as: a Korean noun of the problem's with another particle
 * (hangul_lent), a row, the problem's run, a description before its
 * copula, a quantity's name before '=', or after a conclusion (concl) a
 * clause to b; or 0, and 0 for an answer someone else owns.
 */
static size_t
dense_word(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, int concl)
{
	size_t e, w;

	if (dense_unowned(s, a, i, b))
		return 0;	/* "解答集の答え": the key's */
	if (dense_answer_compound(s, a, i, b))
		return 0;	/* "答案书上写的": the book's */
	if ((e = papo_answer_hangul_lent(s, i, b, p, pn)) > i)
		return hangul_owner(s, i, e, b) ? 0 : e;
	if ((e = hangul_glued(s, i, b)) > 0)
		return e;	/* "Jeff의 나이는", "$x$의 값은" */
	if ((unsigned char)s[i] >= 0xea && (unsigned char)s[i] <= 0xed &&
	    (e = papo_answer_dense_row(s, i, b)) > 0 && (i + e == b ||
	    s[i + e] == ' ' || s[i + e] == ','))
		return hangul_owner(s, i, i + e, b) ? 0 : i + e;
	if ((unsigned char)s[i] >= 0xea && (unsigned char)s[i] <= 0xed &&
	    e > 0 && (w = hangul_row_case(s, i, e, b)) > 0)
		return hangul_owner(s, i, i + w, b) && !hangul_result_next(s,
		    i + w, b) ? 0 : i + w;	/* "극한값의 결과는": a
						   quantity's result */
			/* a Korean word of a last statement's, whole:
			   "그녀의 사과는" */
			/* "메리의" for the problem's "메리는", not "민수의
			   답은": someone's answer */
	/* a row or the problem's words, the longer ("가장" of the
	   problem's, not the particle "가" and a syllable left) */
	if ((e = open_row(s, i, b, 1)) > 0 &&
	    (w = papo_answer_problem_dense(p, pn, pw, s, i, b)) > e)
		return w;
	if (e > 0 || (e = papo_answer_problem_dense(p, pn, pw, s, i, b)) > 0 ||
	    (e = dense_subject(s, a, i, b)) > 0 ||
	    (e = dense_named(s, i, b)) > 0)
		return e;
	if (concl && dense_owned(s, i, b) && !superlative(s, i, b))
		return 0;	/* "よって、教科書の答えは": the book's */
	return concl ? dense_clause(s, i, b) : 0;
}

/*
 * The words that may name an answer right before "answer" in a
 * description ("the correct answer is"): any other ("the obvious
 * answer", "the intuitive answer") names one answer among others, not
 * the response's, unless the problem lends it.
 */
static const char *const answer_adjs[] = { "final", "correct", "right",
	"exact", "true", "only", "required", "desired", "complete", "full",
	"overall", "total", "numerical", "numeric", "simplified",
	"resulting", "ultimate", "requested", "sought", "same", "unique",
	"short", "boxed", "simplest", "my", "our", "the", "this", "its",
	"your", NULL };

/*
 * Is "answer" or "answers" the word after s[we] (one space), or after
 * the words of answer_adjs[] that follow it ("the blorf final answer":
 * "final" read past, so "blorf" is weighed as the answer's word)?
 */
static int
answer_next(const char *s, size_t we, size_t b)
{
	size_t e;

	for (;;) {
		if (we + 1 >= b || s[we] != ' ')
			return 0;
		e = word_end(s, we + 1, b);
		/* not past a determiner: "box the final answer" is a
		   phrase of its own */
		if (e == we + 1 || !listed(s, we + 1, e, IX_ANSWER_ADJS) ||
		    det(s, we + 1, e) || same_ci(s, we + 1, e - we - 1, "my") ||
		    same_ci(s, we + 1, e - we - 1, "your"))
			break;
		we = e;
	}
	return same_ci(s, we + 1, e - we - 1, "answer") ||
	    same_ci(s, we + 1, e - we - 1, "answers");
}

/*
 * The words that may stand between "the answer is" and its value: a
 * conclusion, an article, the words of "equal to", "given by", "a total
 * of", a certainty and an option's name ("is option A) 1584").
 */
static const char *const after_is[] = { "therefore", "thus", "hence",
	"so", "then", "now", "simply", "just", "exactly", "precisely",
	"equal", "to", "given", "by", "indeed", "clearly", "also", "still",
	"the", "a", "an", "total", "sum", "of", "value", "number", "final",
	"finally", "definitely", "certainly", "surely", "obviously",
	"option", "choice", "letter", NULL };

/*
 * Words that may stand between a description's copula and its value
 * besides after_is[] ("Paula's investment is worth $16386.17", "the
 * body is at 98.6°F", "the domain is all $x \\neq -1$"); an
 * approximation is read there by the finders' own rule (approx_before),
 * a hedge unless the problem asks to round; a negation by theirs
 * ("the number is not 10 which is 1,000.99").
 */
static const char *const after_cop[] = { "worth", "approximately",
	"about", "around", "roughly", "not", "at", "in", "all", NULL };

/*
 * Does the word at s[i] follow "is" or "was" (words and commas
 * between, five at most, each one of only[] when only is given; its
 * sentence from s[a])?  Where the copula starts, in *cw.
 */
static int
copula_back(const char *s, size_t a, size_t i, const char *const *only,
    size_t *cw)
{
	size_t e = i, w, n;

	for (n = 0; n < 6; n++) {
		while (e > a && (s[e - 1] == ' ' || s[e - 1] == ','))
			e--;
		for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
			;
		if (w == e)
			return 0;
		if (same_ci(s, w, e - w, "is") || same_ci(s, w, e - w,
		    "was")) {
			*cw = w;
			return 1;
		}
		if (only != NULL && !one_of(s, w, e, only))
			return 0;
		e = w;
	}
	return 0;
}

/*
 * Does the word at s[i] follow "answer is" (or "was"; words and commas
 * between, five at most; its sentence from s[a])?  A word there that no
 * row reads stands between the answer's copula and its value: "The
 * answer is in theory \\boxed{42}", "is, give or take, \\boxed{42}".
 */
static int
answer_said(const char *s, size_t a, size_t i)
{
	size_t e, w;

	if (!copula_back(s, a, i, NULL, &w))
		return 0;
	for (e = w; e > a && s[e - 1] == ' '; e--)
		;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	return same_ci(s, w, e - w, "answer");
}

/*
 * Is the word at s[i] (its sentence from s[a], to b, where a colon may
 * stand) in a verdict on the answer that runs from its copula to a
 * colon, the value after it:
 * "Thus, our answer is verified and correct: \\boxed{460}"?  Only
 * words of verdicts[] and "and" between "is" or "was" and the colon.
 */
static int
verdict_colon(const char *s, size_t a, size_t i, size_t b)
{
	static const char *const verdicts[] = { "verified", "correct",
	    "confirmed", "checked", "right", "accurate", "valid", "and",
	    NULL };
	size_t e, w;

	for (e = i; e < b;) {
		for (w = e; w < b && is_alpha((unsigned char)s[w]); w++)
			;
		if (w == e || !one_of(s, e, w, verdicts))
			break;
		for (e = w; e < b && (s[e] == ' ' || s[e] == ','); e++)
			;
	}
	if (e > b || s[e] != ':' || e == i)
		return 0;	/* (the reading stops at the colon: b) */
	return copula_back(s, a, i, verdicts, &w);
}

/*
 * Does the word at s[i] follow a copula of a description (is, are,
 * was, were; only words of after_is[] but "the" and commas between,
 * five at most; its sentence from s[a])?  After "the" a description
 * starts ("is the ratio of the favourable outcomes (3) to ...").  "The
 * total is close to 42", "The total is upwards of 42", "the total is an
 * estimated 42": a word there no row reads bounds, doubts or disowns
 * the value, as after "the answer is" (answer_said).
 */
static int
copula_run(const char *s, size_t a, size_t i)
{
	size_t e = i, w, n;

	for (n = 0; n < 6; n++) {
		while (e > a && (s[e - 1] == ' ' || s[e - 1] == ',' ||
		    s[e - 1] == '$'))
			e--;
		for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
			;
		if (w == e)
			return 0;
		if (one_of(s, w, e, copula_verbs))
			return 1;
		if (!listed(s, w, e, IX_AFTER_IS) ||
		    same_ci(s, w, e - w, "the"))
			return 0;	/* "is the ratio of ...": a
					   description */
		e = w;
	}
	return 0;
}

/*
 * Does the value (or the accepting row) at s[b] follow the word that
 * ends at s[we] right away, or after one of links[] ("close to 42",
 * "upwards of 42", "alrededor de 42"), a comma, or a label or a
 * variable and its mark ("is doubtful, 7", "is faux B, 7")?  A word
 * there bounds or qualifies the value; a predicate's word is followed
 * by its own ("is full after 3 hours", "is filled in 15 minutes", "are
 * in the ratio 4:10:18").
 */
static const char *const links[] = { "to", "of", "de", NULL };

static int
value_next(const char *s, size_t we, size_t b)
{
	size_t k = we, e;

	while (k < b && (s[k] == ' ' || s[k] == '$'))
		k++;
	if (k + 2 < b && s[k] == '(' && is_alpha((unsigned char)s[k + 1]) &&
	    s[k + 2] == ')')
		k += 3;	/* "is faux (B) 7": a label */
	else if (k + 1 < b && is_alpha((unsigned char)s[k]) &&
	    strchr(",):.", s[k + 1]) != NULL)
		k++;	/* "is faux B, 7", "is blorf x, 7" */
	while (k < b && (s[k] == ' ' || s[k] == '$'))
		k++;
	if (k < b && strchr(",):.", s[k]) != NULL)	/* "is doubtful, 7" */
		for (k++; k < b && (s[k] == ' ' || s[k] == '$'); k++)
			;
	if (k >= b)
		return 1;
	for (e = k; e < b && is_alpha((unsigned char)s[e]); e++)
		;
	if (e == k || !one_of(s, k, e, links))
		return 0;
	while (e < b && (s[e] == ' ' || s[e] == '$'))
		e++;
	return e >= b;
}

/*
 * Is there a copula among the words of s[we..b) (after the word that
 * ends at s[we], before the value or the accepting row at s[b]) or
 * the word at s[b]?  The copula before the word
 * is then a clause's inside the description ("the number of ways such
 * that the scoop is not on the bottom is 18", "(which is the constant
 * polynomial 1) is 0"), not the one that gives the value.
 */
static int
copula_later(const char *s, size_t we, size_t b)
{
	size_t i, e, z = b;

	/* the accepting row at s[b] may be the copula ("is \\boxed{18}") */
	while (s[z] == ' ')
		z++;
	while (is_alpha((unsigned char)s[z]))
		z++;
	for (i = we; i < z; i = e) {
		while (i < z && !is_alpha((unsigned char)s[i]))
			i++;
		for (e = i; e < z && is_alpha((unsigned char)s[e]); e++)
			;
		if (e > i && one_of(s, i, e, copula_verbs))
			return 1;
	}
	return 0;
}

/*
 * The word right before s[i], spacing between, not before s[a]: its
 * start, with *we its end (*we is the start when there is none).
 */
static size_t
word_before(const char *s, size_t a, size_t i, size_t *we)
{
	size_t e = i, w;

	while (e > a && s[e - 1] == ' ')
		e--;
	for (w = e; w > a && is_alpha((unsigned char)s[w - 1]); w--)
		;
	*we = e;
	return w;
}

/* Is the word before s[i] (its sentence from s[a]) a copula ("is worth
   $5", "is not 10 which is 12")? */
static int
after_copula(const char *s, size_t a, size_t i)
{
	size_t e, w = word_before(s, a, i, &e);

	return one_of(s, w, e, copula_verbs);
}

/*
 * The length of an option's label alone at s[b] (a last statement's
 * value read as a number's is: "(C)", "(c)", "C" before no letter), or
 * 0.
 */
static size_t
option_label(const char *s, size_t b)
{
	if (s[b] == '(' && ((s[b + 1] >= 'A' && s[b + 1] <= 'J') ||
	    (s[b + 1] >= 'a' && s[b + 1] <= 'j')) && s[b + 2] == ')')
		return 3;
	return s[b] >= 'A' && s[b] <= 'J' && !is_alpha((unsigned char)
	    s[b + 1]) ? 1 : 0;
}

/*
 * Is the word that ends at s[we] the last before the value (at s[b],
 * where the accepting box or math starts; spacing, a colon and math
 * openers between)?  A description's free words name a quantity, and
 * its last word before the value is no verb of its own: "The student
 * wrote \\boxed{42}", "The grader expects \\boxed{42}" give someone
 * else's answer.  A row, a copula or the problem's word stands there;
 * with no problem to lend the description's words, a verb of
 * relates[] too.  Under a problem (numbers set), a number written
 * out is that value too ("The teacher wrote 42."); with none, a last
 * statement's verbs are any ("Altogether the class collects
 * thirty-six shells", "The car travels 60 miles"): a row or the
 * problem lends them, and no problem lends nothing.
 */
static int
last_before(const char *s, size_t we, size_t b, int numbers)
{
	while (we < b && (s[we] == ' ' || s[we] == ':' || s[we] == '$' ||
	    s[we] == '*' || (s[we] == '\\' && we + 1 < b && (s[we + 1] ==
	    '(' || s[we + 1] == '['))))
		we += s[we] == '\\' ? 2 : 1;
	/* the value right after it only: not before a lead that accepts
	   ("who ran farther is **Maria**": b at "is") */
	if (we < b)
		return 0;
	while (s[b] == ' ')
		b++;	/* to the accepting box (it follows: no end here) */
	return s[b] == '\\' || s[b] == '$' || (numbers &&
	    (is_digit((unsigned char)s[b]) || option_label(s, b) > 0));
}

/* The words of rows that may stand right before "answer" besides
   answer_adjs[]: connectives ("So answer: 42"), the form asked ("The
   final integer answer is: 4", "The closest answer option is D", "The
   actual answer is 42", "Rounded answer: 42"). */
static const char *const answer_leads[] = { "so", "therefore", "thus",
	"hence", "then", "and", "now", "finally", "ergo", "closest",
	"nearest", "integer", "whole", "decimal", "numerical", "actual",
	"rounded", "net", NULL };

/*
 * The words that may qualify a noun of quantities[] that is a
 * description's head right before its copula ("the final value is",
 * "the maximum area was"), besides answer_adjs[], another noun of
 * quantities[] ("the average speed is") and a word the problem lends:
 * the extremum, the expectation or the combination a problem asks for,
 * "grand" ("the grand total"), the mathematical object whose value or
 * output it is ("the function value is", as answer_open.c's output_of[]).
 * Any other word ("the rejected value is 42", "the old price was 42")
 * names another value than the answer, or one the response does not
 * commit to: not recognised.
 */
static const char *const qty_mods[] = { "maximum", "minimum", "largest",
	"smallest", "greatest", "least", "highest", "lowest", "biggest",
	"possible", "expected", "combined", "total", "overall", "net",
	"entire", "whole", "actual", "computed", "calculated", "resulting",
	"required", "desired", "needed", "missing", "unknown", "asked",
	"requested", "grand", "function", "formula", "equation", "expression",
	"map", "mapping", "sequence", "general", "particular", NULL };

/* Is s[i..e) a noun of quantities[], plural or not? */
static int
qty_noun(const char *s, size_t i, size_t e)
{
	return listed(s, i, e, IX_QUANTITIES) || (e - i > 1 &&
	    s[e - 1] == 's' && listed(s, i, e - 1, IX_QUANTITIES));
}

int
papo_answer_quantity_noun(const char *s, size_t i, size_t e)
{
	return qty_noun(s, i, e);
}

/*
 * Does the word s[i..we) of a description qualify, unrecognised, the
 * noun of quantities[] right after it that a copula then follows
 * ("the rejected value is 42")?  Neither a word of answer_adjs[] nor
 * qty_mods[] nor a noun of quantities[] itself (the caller has asked
 * whether the problem lends it).
 */
/*
 * Does a noun of quantities[] and then its copula follow the word that
 * ends at s[we] (in s[..b)), one space before each ("... result is",
 * "... value is"), maybe after words of answer_adjs[], qty_mods[] and
 * quantities[] ("... final result is", "... total number is"), or end
 * the words read, the copula the caller's row after them ("The blorf
 * result" before "is \\boxed{42}")?  The description's end that
 * qty_mod_unread and expected_before weigh the word before.
 */
static int
noun_copula_after(const char *s, size_t we, size_t b)
{
	size_t n = we, ne;
	int noun = 0;	/* 2: a noun of quantities[] as listed */

	while (n + 1 < b && s[n] == ' ') {
		ne = word_end(s, n + 1, b);
		if (ne == n + 1)
			break;
		if (qty_noun(s, n + 1, ne))
			noun = listed(s, n + 1, ne, IX_QUANTITIES) ? 2 : 1;
		else if ((listed(s, n + 1, ne, IX_ANSWER_ADJS) ||
		    one_of(s, n + 1, ne, qty_mods)) && !det(s, n + 1, ne))
			noun = 0;
		else
			return noun && one_of(s, n + 1, ne, copula_verbs);
		n = ne;
	}
	/* a plural at the end ("the truck costs", "apples totals") may
	   be the statement's verb */
	return noun == 2 && (n == b || (n + 1 == b && s[n] == ' '));
}

static int
qty_mod_unread(const char *s, size_t i, size_t we, size_t b)
{
	return noun_copula_after(s, we, b) && !listed(s, i, we,
	    IX_ANSWER_ADJS) && !one_of(s, i, we, qty_mods) &&
	    !qty_noun(s, i, we);
}

/*
 * Is s[i..we) the problem's name of a month, a day or a place written
 * as the problem writes it (its capital, within a sentence there), after
 * a preposition or "and" ("Total expenditure for May and June:" where
 * "The expenditure of Joseph in May was $500"): a name, not the modal
 * "may" nor another word of nevers[] it spells.
 */
static int
proper_lent(const char *p, size_t pn, const char *s, size_t a, size_t i,
    size_t we)
{
	static const char *const preps[] = { "for", "in", "of", "and",
	    "during", "from", "to", "by", "on", "since", "until", "between",
	    "through", NULL };
	const char *q;
	size_t w, e, k, n = we - i;

	if (p == NULL || !(s[i] >= 'A' && s[i] <= 'Z') || n < 3)
		return 0;
	w = word_before(s, a, i, &e);
	if (w >= e || !one_of(s, w, e, preps))
		return 0;
	for (k = 0; k + n <= pn; k = (size_t)(q - p) + 1) {
		if ((q = memmem(p + k, pn - k, s + i, n)) == NULL)
			return 0;
		if ((q == p || !is_alpha((unsigned char)q[-1])) &&
		    ((size_t)(q - p) + n == pn || !is_alpha((unsigned
		    char)q[n])) && q - p >= 2 && q[-1] == ' ' &&
		    strchr(".!?\n", q[-2]) == NULL)
			return 1;
	}
	return 0;
}

/*
 * Is s[i..we), four or five letters, a problem's word of three or more
 * with an English ending ("owed" for "owe", "uses" for "use";
 * papo_frame_in_problem_stem): lent by an inflection lent() does not see
 * (its stems are four letters at least).  Never a word of nevers[].
 */
static int
short_inflected(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we)
{
	return p != NULL && we - i >= 4 && we - i <= 5 && !never(s, i, we) &&
	    papo_frame_in_problem_stem(p, pn, pw, s, i, we);
}

/*
 * Is s[i..we) a noun of the problem inflected: Bengali's in the
 * genitive ("বইয়ের", "the books'", for the problem's "বই": the problem's
 * whole word and one of bn_genitives[] glued after it), or Hindi's
 * oblique plural ("किताबों की संख्या" for the problem's "किताबें": a stem
 * of two letters or more, "ों" after it, that a word of the problem
 * starts with)?
 */
static int
inflected_lent(const char *p, size_t pn, struct papo_pwords *pw,
    const char *s, size_t i, size_t we)
{
	static const char *const bn_genitives[] = {
		/* য়ের, its য় as two code points (papo_verify_nfc
		   decomposes U+09DF) */
		"\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87\xe0\xa6\xb0",
		"\xe0\xa7\x87\xe0\xa6\xb0",	/* ের */
		"\xe0\xa6\x8f\xe0\xa6\xb0",	/* এর */
		"\xe0\xa6\xb0",	/* র */
		NULL };
	static const char hi_oblique[] = "\xe0\xa5\x8b\xe0\xa4\x82";	/* ों */
	size_t k, l, l0, ol = sizeof(hi_oblique) - 1;
	long c;

	c = cp_at(s, i, we, &l0);
	if (p == NULL || c < 0x900 || c >= 0xa00)
		return 0;
	if (c < 0x980)	/* Devanagari */
		return we - i >= ol + 6 && memcmp(s + we - ol, hi_oblique,
		    ol) == 0 && holds_stem(p, pn, pw, s, i, we - ol - i, 1);
	for (k = 0; bn_genitives[k] != NULL; k++) {
		l = strlen(bn_genitives[k]);
		if (we - i >= l + l0 && memcmp(s + we - l, bn_genitives[k],
		    l) == 0 && problem_has(p, pn, pw, s, i, we - l, 0))
			return 1;
	}
	return 0;
}

/*
 * Is the word s[i..we) a row of any listed language that negates,
 * doubts, supposes, turns, disowns or names a guess ("pas", "non",
 * "si", "nie", "falsch")?  A word of a description is free of the
 * tables, never of these (a bound's or a qualifier's, "more than",
 * "plus", is: it bounds only right before the value; a modal's, "the
 * pieces he should give", names what is asked).
 */
int
papo_answer_refusal_word(const char *s, size_t i, size_t we)
{
	return papo_frame_kinds_word(s, i, we, M(R_NEG) | M(R_DOUBT) |
	    M(R_COND) | M(R_WEAK) | M(R_DISOWN) | M(R_CONDW) | M(R_DOUBTW) |
	    M(R_GUESS) | M(R_OPEN)) != 0;
}

/*
 * Is the word s[i..we) of a description (in s[a..b)) a "not" that
 * negates no verb, participle nor place: after no auxiliary and before
 * no word in -ed, -en, -ible, -able, -ing nor a preposition of preps[]
 * ("The not total number", "the number of not apples", "the total not
 * number")?  A description negates a verb ("the orders such that the
 * scoop is not on the bottom"), a participle ("the integers not
 * divisible by 3", "the apples not eaten") or a place ("with the scoop
 * not on the bottom"), never a noun.
 */
static int
desc_not_led(const char *s, size_t a, size_t i, size_t we, size_t b)
{
	static const char *const auxes[] = { "is", "are", "was", "were", "be",
	    "been", "do", "does", "did", "has", "have", "had", "can",
	    "could", "will", "would", "should", "must", NULL };
	static const char *const ends[] = { "ed", "en", "ible", "able",
	    "ing", NULL };
	static const char *const preps[] = { "on", "in", "at", "by", "from",
	    "to", "with", "under", "over", "inside", "outside", "among",
	    "between", "counting", "including", "yet", "all", NULL };
	size_t e, w, n, k, l;

	if (we - i != 3 || strncasecmp(s + i, "not", 3) != 0)
		return 0;
	w = word_before(s, a, i, &e);
	if (e > w && e < i && one_of(s, w, e, auxes))
		return 0;	/* "the scoop is not on the bottom" */
	for (n = we; n < b && s[n] == ' '; n++)
		;
	for (e = n; e < b && is_alpha((unsigned char)s[e]); e++)
		;
	for (k = 0; ends[k] != NULL; k++)
		if (e - n > (l = strlen(ends[k])) + 1 &&
		    strncasecmp(s + e - l, ends[k], l) == 0)
			return 0;	/* "apples not eaten", "integers
					   not divisible by 3" */
	return !one_of(s, n, e, preps);	/* "with the scoop not on the
					   bottom" */
}

/*
 * The end of the word s[i..we) (its sentence from s[a], in s[..b)) read
 * as the longer of a row (ending at orow) and the problem's run (ending
 * at l, problem_run's), a word its context lends, a word of a
 * description (free), or a letter alone (a variable); or 0.
 */
static size_t
word_known(const char *s, size_t a, size_t i, size_t we, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, int free, size_t orow,
    size_t l)
{
	long c;

	if (orow > 0 && l <= orow && orow == we && answer_next(s, we, b) &&
	    !listed(s, i, we, IX_ANSWER_ADJS) && !one_of(s, i, we,
	    answer_leads))
		return 0;	/* "Original answer:", "Second answer:": a
				   row's word names one answer of several */
	if ((l > orow ? l : orow) > 0)
		return l > orow ? l : orow;
	if (we + 4 <= b && memcmp(s + we, "\xe2\x80\x99", 3) == 0 &&
	    lower((unsigned char)s[we + 3]) != 's')
		return 0;	/* "doesn’t", "he’d": a contraction */
	if (lent(p, pn, pw, s, a, i, we) || inflected_lent(p, pn, pw, s, i,
	    we) || short_inflected(p, pn, pw, s, i, we) || proper_lent(p,
	    pn, s, a, i, we))
		return we;
	if (free && answer_next(s, we, b) && !listed(s, i, we, IX_ANSWER_ADJS))
		return 0;	/* "The obvious answer", "the blorf answer" */
	if (free == FREE_DESC && qty_mod_unread(s, i, we, b))
		return 0;	/* "the rejected value is", "the old price
				   was" */
	if (free == FREE_SAID)
		return papo_answer_verb(s + i, we - i) || (one_of(s, i, we,
		    adverbs) && !one_of(s, i, we, before_now)) ? we : 0;
				/* "Jenny has", not "Jenny prolly" */
	if (free && desc_not_led(s, a, i, we, b))
		return 0;	/* "The not total", "the number of not
				   apples" */
	if ((free && (!never(s, i, we) ||
	    one_of(s, i, we, in_desc)) && !hedging(s, i, we) &&
	    (one_of(s, i, we, in_desc) || !papo_answer_refusal_word(s, i,
	    we)) &&
	    s[we - 1] != '\'' && !(we - i > 2 && s[we - 2] == '\'') &&
	    memmem(s + i, we - i, "\xe2\x80\x99", 3) == NULL))
		return we;
	c = cp_at(s, i, b, &l);
	if (we - i == 1 || (c >= 0x370 && c < 0x400 && we - i == l))
		return we;	/* a letter alone: a variable */
	return 0;
}

int
papo_answer_modal_lent(const char *s, size_t i, size_t b, const char *p,
    size_t pn)
{
	size_t we = word_end(s, i, b), n;

	if (p == NULL || !one_of(s, i, we, modals) || we >= b || s[we] != ' ')
		return 0;
	n = word_end(s, we + 1, b);
	return n > we + 1 && problem_has(p, pn, NULL, s, i, we, 0) &&
	    lent(p, pn, NULL, s, 0, we + 1, n);
}

/* Does s[a..e) hold a digit? */
static int
digit_in(const char *s, size_t a, size_t e)
{
	for (; a < e; a++)
		if (is_digit((unsigned char)s[a]))
			return 1;
	return 0;
}

/*
 * A letter of a script papo-verify has no rows for inside an English
 * statement: Greek and beyond, not punctuation, symbols, emoji, CJK
 * punctuation or fullwidth forms (read elsewhere).
 */
static int
other_script(long c)
{
	return c >= 0x370 && !(c >= 0x1e00 && c < 0x1f00) &&
	    !(c >= 0x2000 && c < 0x2c00) &&
	    !(c >= 0x3000 && c < 0x3040) && !(c >= 0xfe00 && c < 0xfe70) &&
	    !(c >= 0xff00 && c < 0xff66) && c < 0x1f000;
}

/*
 * Does a new sentence start after the '.', '!' or '?' before s[i]:
 * closing marks ("\\)", "$", ")", "**") then a space and a capital?
 * (One of the sentence ends answer_frame_impl.h names.)
 */
static int
sentence_starts(const char *s, size_t i, size_t b)
{
	while (i < b && (s[i] == ')' || s[i] == ']' || s[i] == '$' ||
	    s[i] == '\\' || s[i] == '*' || s[i] == '"'))
		i++;
	return i + 1 < b && s[i] == ' ' && s[i + 1] >= 'A' && s[i + 1] <= 'Z';
}

/*
 * A last statement in a dense script (Chinese, Japanese, Korean, Thai)
 * before its value, s[a..b), read word by word: a row of opens[], a run
 * of the problem's (p[0..pn): the problem text, or the response before
 * the statement when there is none), a row of the concluding statements
 * of real responses (papo_answer_dense_row, answer_dense.c), an ASCII
 * word the problem writes (a name), digits, signs and punctuation.  No
 * free reading after a conclusion ("所以小明哈哈有42个苹果" names
 * 哈哈).  NULL when all is recognised; else the refusal, the word in
 * word.
 */
/*
 * Is the character s[i..e) glued to the Latin letters before it a word
 * the problem writes whole ("T恤", "A4纸"), though the character alone
 * is too short a run to be lent?
 */
static int
glued_latin(const char *s, size_t a, size_t i, size_t e, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	size_t ws = i;

	while (ws > a && is_alpha((unsigned char)s[ws - 1]))
		ws--;
	return ws < i && problem_has(p, pn, pw, s, ws, e, 1);
}

/*
 * The end of a number word of one to four letters at s[i] (in s[..b))
 * whose value the problem p[0..pn) gives in digits ("三" for "3小时",
 * "다섯" for "5시간", "ห้า" for "5 ชั่วโมง"), the longest; else i.
 */
static size_t
given_dense(const char *s, size_t i, size_t b, const char *p, size_t pn)
{
	size_t e = i, l, best = i;
	int n;

	if (p == NULL)
		return i;
	for (n = 0; n < 4 && e < b && dense_char(cp_at(s, e, b, &l)); n++) {
		e += l;
		if (papo_answer_given_word(p, pn, s, i, e))
			best = e;
	}
	return best;
}

/* Is c a Hangul syllable (U+AC00-U+D7A3)? */
static int
syllable(long c)
{
	return c >= 0xac00 && c < 0xd7a4;
}

/*
 * A Korean noun the problem writes, with another particle glued than
 * the problem's ("책은", "책의" where it writes "책이"): the end of the
 * Hangul word at s[i] (in s[..b)) when it is a stem of one syllable or
 * more and a case or topic particle, and p[0..pn) holds the stem at a
 * Hangul word's start, a particle or no Hangul after it; else i.  Not
 * a comparison's particles (보다, 처럼): they are no noun's.
 */
size_t
papo_answer_hangul_lent(const char *s, size_t i, size_t b, const char *p,
    size_t pn)
{
	static const char *const parts[] = { "은", "는", "이", "가", "을",
	    "를", "의", "도", "만", "에", "와", "과", "로", "으로", "에는",
	    "에서", "에게", "까지", "부터", "이랑", "하고", "은요", "에게는",
	    "한테", "한테는", NULL };
	size_t we = i, k, m, l, n, j, pl;
	const char *q;

	if (p == NULL)
		return i;
	while (we < b && syllable(cp_at(s, we, b, &l)))
		we += l;
	/* the problem's word whole, no particle ("큰", "가장") */
	for (q = p; we > i && (q = memmem(q, pn - (size_t)(q - p), s + i,
	    we - i)) != NULL; q++) {
		j = (size_t)(q - p);
		if ((j == 0 || !syllable(papo_frame_cp_before(p, 0, j, &l))) &&
		    (j + (we - i) >= pn || !syllable(cp_at(p, j + (we - i), pn,
		    &l))))
			return we;
	}
	for (k = 0; parts[k] != NULL; k++) {
		pl = strlen(parts[k]);
		if (we - i < pl + 3 || memcmp(s + we - pl, parts[k], pl) != 0)
			continue;
		n = we - pl - i;	/* the stem's bytes */
		for (q = p; (q = memmem(q, pn - (size_t)(q - p), s + i, n)) !=
		    NULL; q++) {
			j = (size_t)(q - p);
			if (j > 0 && syllable(papo_frame_cp_before(p, 0, j,
			    &l)))
				continue;	/* not a word's start */
			if (j + n >= pn || !syllable(cp_at(p, j + n, pn, &l)))
				return we;	/* "책 21권" */
			for (m = 0; parts[m] != NULL; m++)
				if (pn - j - n >= strlen(parts[m]) &&
				    memcmp(p + j + n, parts[m],
				    strlen(parts[m])) == 0)
					return we;	/* "책이" */
		}
	}
	return i;
}

/* Japanese's particles after a noun. */
static const char *const ja_particles[] = { "は", "が", "の", "を", "も",
	"に", NULL };

/*
 * Is the one ideograph s[i..e) a Japanese noun of the problem p[0..pn):
 * a particle after it here and after it there ("車の平均の速さは" for
 * "車が3時間で...")?
 */
static int
kanji_noun(const char *s, size_t i, size_t e, size_t b, const char *p,
    size_t pn)
{
	char w[8];
	size_t k, l;
	long c = cp_at(s, i, b, &l);

	if (p == NULL || c < 0x4e00 || c >= 0xa000 || e - i != 3)
		return 0;
	for (k = 0; ja_particles[k] != NULL; k++)
		if (b - e >= 3 && memcmp(s + e, ja_particles[k], 3) == 0)
			break;
	if (ja_particles[k] == NULL)
		return 0;
	memcpy(w, s + i, 3);
	for (k = 0; ja_particles[k] != NULL; k++) {
		memcpy(w + 3, ja_particles[k], 3);
		if (memmem(p, pn, w, 6) != NULL)
			return 1;
	}
	return 0;
}

/*
 * The ends of the words dense_said may read at s[i] (its opener from a,
 * to b) into ends[] (DENSE_ENDS at most, the longest first): a sign or
 * punctuation, a name the problem writes, a row (opens[], the rows of
 * real concluding statements), a run of the problem's two characters
 * long or longer (each length, as a longer run may hold the start of a
 * row: "小明还剩下" where the problem writes "小明还剩多少"), a
 * character glued to Latin letters the problem writes whole, a number
 * word of a number it gives, a Korean noun of its with another
 * particle.  Their count; 0 when none is read.
 */
#define DENSE_ENDS	16
#define SAID_READ	512	/* the longest opener read another way */

static size_t
dense_ends(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, size_t *ends)
{
	size_t e, l, r, n = 0, k, q;
	long c = cp_at(s, i, b, &l);

	if (c >= 0 && c < 0x80 && !is_alpha((int)c))
		return ends[0] = i + l, 1;	/* digits, signs */
	if (c >= 0 && c < 0x80)
		return problem_has(p, pn, pw, s, i, e = word_end(s, i, b),
		    0) ? (ends[0] = e, 1) : 0;	/* a name: "Janet" */
	if (!dense_char(c))
		return (c >= 0x3000 && c < 0x3040) || (c >= 0xff00 &&
		    c < 0xff66) || sign_ok(c) ? (ends[0] = i + l, 1) : 0;
	e = open_row(s, i, b, 1);
	if ((r = papo_answer_dense_row(s, i, b)) > 0 && i + r > e)
		e = i + r;
	if (e > i)
		ends[n++] = e;
	if ((r = papo_answer_problem_dense(p, pn, pw, s, i, b)) > i) {
		/* the run and each shorter one, two characters at least */
		for (q = r; q > i + l && n < DENSE_ENDS; ) {
			for (k = 0; k < n && ends[k] != q; k++)
				;
			if (k == n)
				ends[n++] = q;
			do
				q--;
			while (q > i && ((unsigned char)s[q] & 0xc0) == 0x80);
		}
	}
	if (n > 0) {
		/* the longest first: the greedy reading before any other */
		for (k = 1; k < n; k++)
			for (q = k; q > 0 && ends[q] > ends[q - 1]; q--) {
				r = ends[q];
				ends[q] = ends[q - 1];
				ends[q - 1] = r;
			}
		return n;
	}
	if (glued_latin(s, a, i, i + l, p, pn, pw))
		return ends[0] = i + l, 1;	/* "T恤" */
	if (kanji_noun(s, i, i + l, b, p, pn))
		return ends[0] = i + l, 1;	/* "車は" for "車が" */
	if ((r = given_dense(s, i, b, p, pn)) > i)
		return ends[0] = r, 1;	/* "三" for "3小时", "다섯" */
	if ((r = papo_answer_hangul_lent(s, i, b, p, pn)) > i)
		return ends[0] = r, 1;	/* "책은" for the problem's "책이" */
	if ((r = hangul_glued(s, i, b)) > 0)
		return ends[0] = r, 1;	/* "Jeff의 나이는" */
	if (i > a && s[i - 1] != ' ' && b - i >= 3 && memcmp(s + i, "의",
	    3) == 0 && (i + 3 == b || s[i + 3] == ' ') &&
	    !hangul_answer_next(s, i + 3, b))
		return ends[0] = i + 3, 1;	/* "식의 값은", not "민수의
						   답은" */
	return 0;
}

/*
 * Can s[i..b) be read to its end word by word (dense_ends), another
 * word than the longest tried where the longest leaves an unread one?
 * bad[] marks the places from a already found unread.
 */
static int
dense_all(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, unsigned char *bad)
{
	size_t ends[DENSE_ENDS], n, k;

	if (i >= b)
		return 1;
	if (bad[i - a])
		return 0;
	n = dense_ends(s, a, i, b, p, pn, pw, ends);
	for (k = 0; k < n; k++)
		if (dense_all(s, a, ends[k], b, p, pn, pw, bad))
			return 1;
	bad[i - a] = 1;
	return 0;
}

static const char *
dense_said(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	unsigned char bad[SAID_READ];
	size_t i, e, l, ends[DENSE_ENDS];

	for (i = a; i < b; i = e) {
		if (dense_ends(s, a, i, b, p, pn, pw, ends) > 0) {
			e = ends[0];
			continue;
		}
		/* the longest words left one unread: another reading */
		if (b - a < sizeof(bad) && (memset(bad, 0, b - a + 1),
		    dense_all(s, a, a, b, p, pn, pw, bad)))
			return NULL;
		(void)cp_at(s, i, b, &l);
		e = (unsigned char)s[i] < 0x80 ? word_end(s, i, b) : i + l;
		name_word(s, i, e, word, wn);
		return "a word before it not recognised";
	}
	return NULL;
}

/* The longest last statement's opener read (bytes): a bound on work. */
#define SAID_MAX	160

/*
 * Is c a letter of a spaced script whose last statements are read word
 * by word here, as English ones are (opens[], the problem's words,
 * nevers[]): Devanagari (Hindi), its danda aside, Bengali and Telugu
 * (their hedges before the value were read as no words at all: review
 * 31 of issue 26), and Arabic, its digits and punctuation aside?  A
 * zero width (non-)joiner stands inside their words.
 */
static int
said_script(long c)
{
	return (c >= 0x900 && c < 0x964) || (c >= 0x970 && c < 0xa00) ||
	    (c >= 0xc00 && c < 0xc80) ||
	    (c >= 0x620 && c < 0x660) || (c >= 0x66e && c < 0x6d4) ||
	    c == 0x200c || c == 0x200d;
}

/*
 * Is c a mark that looks like an apostrophe but is not one the rows
 * read (the ASCII one and U+2019 are): a modifier letter apostrophe,
 * turned or reversed comma, acute or grave accent, prime, fullwidth
 * apostrophe, Armenian apostrophe, saltillo?  Inside an English word
 * ("isnʼt", "can´t", "didn′t") it makes a contraction no row holds.
 */
static int
apostrophe_like(long c)
{
	static const long marks[] = { 0xb4, 0x2b9, 0x2bb, 0x2bc, 0x2bd,
	    0x2ca, 0x2cb, 0x301, 0x55a, 0x2018, 0x201b, 0x2032, 0x2035,
	    0xa78b, 0xa78c, 0xff07 };
	size_t k;

	for (k = 0; k < sizeof(marks) / sizeof(marks[0]); k++)
		if (c == marks[k])
			return 1;
	return 0;
}

/*
 * Is c a Latin letter outside ASCII (Latin-1's, Latin Extended-A and
 * -B, Latin Extended Additional: "ń", "ş", "ṅ", "ế") or a combining
 * mark that makes one ("n" then U+0308)?
 */
static int
latin_ext(long c)
{
	return (c >= 0xc0 && c < 0x250 && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x300 && c < 0x370) || (c >= 0x1e00 && c < 0x1f00);
}

/* Is s[i..e) a word a row of papo_answer_open's reading holds whole
   (not a doubt's, a bound's nor a question's: nevers[], approx[],
   asks[])? */
static int
row_word(const char *s, size_t i, size_t e)
{
	static const int ix[] = { IX_DETS, IX_VERBS, IX_ADVERBS, IX_OWNED,
	    IX_ANSWER_ADJS, IX_AFTER_IS, IX_QUANTITIES, IX_OWNERS,
	    IX_THEIRS };
	size_t k;

	for (k = 0; k < sizeof(ix) / sizeof(ix[0]); k++)
		if (listed(s, i, e, ix[k]))
			return 1;
	return 0;
}

/*
 * The words of a last statement's opener s[a..b) that hold a Latin
 * letter outside ASCII (latin_ext), read as the statement's language's
 * reading reads them: each must be a row of the reading (a row of
 * opens[] that covers it, "đáp án", "odpowiedź", or a word of its
 * lists) or the problem p[0..pn)'s ("Zoë", "café"); a word neither
 * ("The sum zzzzńt come to", "The answer didṅt") is a word no reading
 * recognises, and may negate, doubt or disown the value.  The refusal,
 * the word in word; NULL when each such word is recognised.
 */
static const char *
latin_unread(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	size_t i, e, l, k, r;
	int ext;

	for (i = a; i < b; i = e) {
		if (!letter_at(s, i, b, &l) || (i > a && letter_at(s, i - 1,
		    b, &k))) {
			e = i + l;	/* not a word's start */
			continue;
		}
		e = word_end(s, i, b);
		for (k = i, ext = 0; k < e && !ext; k += l)
			ext = latin_ext(cp_at(s, k, e, &l));
		if ((r = open_row(s, i, b, 0)) >= e) {
			e = r;	/* a row of words: "vì vậy", "đáp án" */
			continue;
		}
		if (!ext || row_word(s, i, e) || problem_has(p, pn, pw, s, i,
		    e, 0) || papo_answer_given_word(p, pn, s, i, e))
			continue;	/* "Üç" for the problem's "3 saat" */
		name_word(s, i, e, word, wn);
		return "a word before it not recognised";
	}
	return NULL;
}

/* Hindi's postpositions: the word before one is a noun ("जॉन के पास",
   "दुकान में"); Arabic's prepositions: the word after one is ("لدى
   جون", "في المتجر"). */
static const char *const hi_posts[] = { "के", "की", "का", "को", "में",
	"ने", "पर", "से", NULL };
static const char *const ar_preps[] = { "لدى", "عند", "في", "مع", "من",
	"على", "إلى", "الى", NULL };

/* The end of the word of said_script's letters at s[i] (in s[..b)). */
static size_t
said_end(const char *s, size_t i, size_t b)
{
	size_t l;
	long c;

	while (i < b && (c = cp_at(s, i, b, &l)) >= 0x600 && said_script(c))
		i += l;
	return i;
}

/*
 * A last statement in Hindi or Arabic, s[a..b) before its value, with
 * no problem text to lend its nouns: read as papo_answer_open reads it,
 * the nouns it holds standing for the problem's words.  A noun is
 * recognised by its place: a word right before a Hindi postposition
 * ("जॉन के पास", "दुकान में अब") or right after an Arabic preposition
 * ("لدى جون").  A word of nevers[] never is one, and refuses the
 * statement ("जॉन के पास शायद 42").
 */
static const char *
said_lent(const char *s, size_t a, size_t b, char *word, size_t wn)
{
	char nouns[SAID_MAX + 2];
	size_t i, e, n = 0, k, ne, pi = 0, pe = 0;

	for (i = a; i < b; i = e) {
		if ((e = said_end(s, i, b)) == i) {
			e = i + 1;
			continue;
		}
		if (never(s, i, e)) {
			name_word(s, i, e, word, wn);
			return "a doubt, bound or condition before it";
		}
		for (k = e; k < b && s[k] == ' '; k++)
			;
		ne = said_end(s, k, b);
		if (((k > e && ne > k && one_of(s, k, ne, hi_posts)) ||
		    (pe > pi && one_of(s, pi, pe, ar_preps))) &&
		    n + (e - i) + 1 <= SAID_MAX) {
			memcpy(nouns + n, s + i, e - i);
			n += e - i;
			nouns[n++] = ' ';
		}
		pi = i;
		pe = e;
	}
	nouns[n] = '\0';
	return papo_answer_open(s, a, b, n > 0 ? nouns : NULL, n, NULL, word,
	    wn);
}


/*
 * A label of one ASCII word whose colon the value follows right after
 * ("Wanted: 42", "Got: 42", "Guess: 42", "Bob: 42"), a word neither a
 * label's (label()) nor another language's answer (label_answers[]):
 * it names the value as someone's, a test's, a target, not the answer;
 * that the word opens statements ("got", "wanted") is not enough.  Why,
 * the word in word; NULL when there is none or it is read.
 */
static const char *const label_answers[] = { "respuesta", "resposta",
	"risposta", "antwort", "antwoord", "jawaban", "jawabannya", "jawapan",
	"cevap", "wynik", "hasil", "matokeo", "toplam", "jumlah", "jumla",
	"razem",
	"svar", "jibu", "ans", "soln", "sol", "solucion", "loesung",
	"ergebnis", "resultado", "risultato", "resultat", "reponse",
	"javob", "endantwort", "antwortsatz", "solusi", "penyelesaian",
	"keputusan", "suluhisho", "insgesamt", "summe", "suma", "somma",
	"soma", "soluzione", "gesamt", "totale", NULL };

static const char *
label_unread(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	size_t e, k, i, c, we;

	/* "So, Wanted: 42": the label after a connective's comma */
	for (k = a, c = a; k < b && s[k] != ':' && s[k] != '\n'; k++)
		if (s[k] == ',')
			c = k + 1;
	while (c < b && (s[c] == ' ' || s[c] == '*' || s[c] == '_'))
		c++;
	if ((e = heading(s, c, b)) == c)
		return NULL;
	for (k = e; k < b && (s[k] == ' ' || s[k] == '*' || s[k] == '_' ||
	    s[k] == '$'); k++)
		;
	for (we = c; we < e - 1 && is_alpha((unsigned char)s[we]); we++)
		;
	for (i = we; i < e - 1 && (s[i] == '*' || s[i] == '_'); i++)
		;
	if (k < b || we == c || i != e - 1 || one_of(s, c, we, label_answers) ||
	    label(s, c, b, p, pn, pw) > c)
		return NULL;	/* words after it, more than one word, a
				   label read */
	name_word(s, c, we, word, wn);
	return "a label not recognised before it";
}

/*
 * The words a label of several words may open with, besides a word of
 * label_words[] and another language's answer (label_answers[]): a
 * clause's subject before its verb ("We get:", "Which gives:", "It
 * equals:").
 */
static const char *const label_subjects[] = { "we", "which", "it", "i",
	"you", "they", "one", "these", "those", "both", "all", "everything",
	"adding", "multiplying", "combining", "substituting", "plugging",
	"solving", "simplifying", NULL };

/*
 * Is s[i..we) a noun of an answer (quantities[], "conclusion") or
 * another language's (label_answers[], the head of a compound too:
 * "Endergebnis")?  A label that holds one is read by the answer rows,
 * which weigh its other words ("Rounded answer:", "Wrong answer:").
 */
static int
label_noun(const char *s, size_t i, size_t we)
{
	static const char *const nouns[] = { "conclusion", "summary",
	    "answers", "results", "solutions", NULL };
	size_t k, l;

	if (listed(s, i, we, IX_LABEL_ANSWERS) || one_of(s, i, we, nouns) ||
	    qty_noun(s, i, we))
		return 1;
	/* a compound's head of six bytes or more and a word before it:
	   a word of seven bytes at least (no row read for a shorter) */
	for (k = 0; we - i > 6 && label_answers[k] != NULL; k++)
		if ((l = strlen(label_answers[k])) >= 6 && we - i > l &&
		    one_of(s, we - l, we, label_answers + k))
			return 1;	/* a compound: "Endergebnis" */
	return 0;
}

/*
 * Where the colon of a label right before the value s[b] stands: the
 * last ':' of s[a..b), only spacing and emphasis (' ', '*', '_', '$')
 * after it; b when there is none.  The one definition of the two label
 * readers, which differ in what they read before it and say so:
 * label_led_unread ASCII words at a sentence's start (a noun of an
 * answer by label_noun's tables, else the first word a label's or a
 * clause's subject), script_label_unread words of Bengali or Telugu
 * (an answer's name by the rows, R_NOUN, else each word the problem's).
 */
static size_t
label_colon(const char *s, size_t a, size_t b)
{
	size_t e = b;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '*' ||
	    s[e - 1] == '_' || s[e - 1] == '$'))
		e--;
	return e > a && s[e - 1] == ':' ? e - 1 : b;
}

/*
 * A label of several ASCII words whose colon the value follows right
 * after ("Should be: 42", "Supposed to be: 42", "Expected: 42" too,
 * which label_unread's heading() passes over as it holds a doubt), at a
 * sentence's start, that label() does not read, with no noun of an
 * answer (label_noun: "La respuesta final:", "Rounded answer:") and whose
 * first word is neither a label's nor a clause's subject (label_subjects[]):
 * the label names a value someone expects or the answer ought to be,
 * not the one the response gives.  Why, the word in word; NULL when
 * there is none or it is recognised.
 */
static const char *
label_led_unread(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	size_t k, c, e, we;

	for (k = a; k > 0 && s[k - 1] == ' '; k--)
		;
	if (k > 0 && (is_alpha((unsigned char)s[k - 1]) ||
	    is_digit((unsigned char)s[k - 1])))
		return NULL;	/* inside a sentence: "Step 2 gives ..." */
	if ((k = label_colon(s, a, b)) == b)
		return NULL;	/* words after the colon, or none */
	for (e = a, c = a; e < k; e++)
		if (s[e] == ':' || s[e] == '\n')
			return NULL;	/* a colon before, a line's end */
		else if (s[e] == ',')
			c = e + 1;
	while (c < k && (s[c] == ' ' || s[c] == '*' || s[c] == '_'))
		c++;
	if (c == k)
		return NULL;	/* no label */
	for (we = c; we < k; we++)
		if (!is_alpha((unsigned char)s[we]) && s[we] != ' ' &&
		    s[we] != '*' && s[we] != '_' && s[we] != '-')
			return NULL;	/* not ASCII words: rows of their own */
	for (e = c; e < k; e = we) {	/* "La respuesta final:" */
		while (e < k && !is_alpha((unsigned char)s[e]))
			e++;
		for (we = e; we < k && is_alpha((unsigned char)s[we]); we++)
			;
		if (we > e && label_noun(s, e, we))
			return NULL;	/* the answer rows read it */
	}
	for (we = c; we < k && is_alpha((unsigned char)s[we]); we++)
		;
	if (label_word(s, c, we, p, pn, pw) || one_of(s, c, we,
	    label_subjects) || label(s, c, b, p, pn, pw) > c)
		return NULL;
	name_word(s, c, we, word, wn);
	return "a label not recognised before it";
}

const char *
papo_answer_label_unread(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	return label_led_unread(s, a, b, p, pn, pw, word, wn);
}

/*
 * Where the words before an equation that gives the value (at s[b])
 * end, when the opener s[a..b) ends in a name, '=' and spaces only
 * ("The error is x = ", "So the wrong value is x = "): the start of the
 * name, the words s[a..) before it read as the opener's; a when there is
 * no such equation or more math before it (a premise equation, "If x =
 * 3, then y = ", is read by the statement's rows).
 */
size_t
papo_answer_equation_lhs(const char *s, size_t a, size_t b)
{
	size_t e = b, k;

	while (e > a && (s[e - 1] == ' ' || s[e - 1] == '$'))
		e--;
	if (e == a || s[e - 1] != '=')
		return a;
	for (e--; e > a && s[e - 1] == ' '; e--)
		;
	for (k = e; k > a && (is_alpha((unsigned char)s[k - 1]) ||
	    is_digit((unsigned char)s[k - 1]) || s[k - 1] == '_'); k--)
		;
	if (k == e || e - k > 3 || !is_alpha((unsigned char)s[k]) || (k > a &&
	    s[k - 1] != ' ') || papo_answer_refusal_word(s, k, e))
		return a;	/* not a variable's name: "x", "a_1"; not
				   "no", "nie" ("x no = ") */
	for (e = a; e < k; e++)
		if (s[e] == '=' || s[e] == '$' || s[e] == '\\' ||
		    is_digit((unsigned char)s[e]))
			return a;
	return k;
}

/*
 * A label before the value's colon, s[a..b), holding letters of Bengali
 * or Telugu, whose statements no reader here reads word by word ("বন্ধু
 * বলেছে: 42", "స్నేహితుడు చెప్పాడు: 42"): each of its words must be the
 * problem p[0..pn)'s (its answer labels, "উত্তর:", are the answer
 * phrases' rows, read before).  The refusal, the word in word; NULL
 * when it is no such label or each word is recognised.
 */
/* Does the label s[i..e) (its colon at e - 1) hold a word that is an
   answer's name of the rows ("తుది సమాధానం:", "চূড়ান্ত উত্তর:")? */
static int
script_label_row(const char *s, size_t i, size_t e)
{
	size_t we;

	for (; i < e - 1; i = we + 1) {
		for (we = i; we < e - 1 && s[we] != ' '; we++)
			;
		if (we > i && papo_frame_kind_word(s, i, we, R_NOUN))
			return 1;
	}
	return 0;
}

static const char *
script_label_unread(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	size_t e, i, we, l;
	unsigned langs = 0;

	if ((e = label_colon(s, a, b)) == b)
		return NULL;
	e++;	/* past the colon */
	for (i = a; i < e; i += l)
		langs |= papo_frame_script_langs(cp_at(s, i, e, &l));
	if ((langs & (papo_frame_lang_bit("bn") | papo_frame_lang_bit("te")))
	    == 0)
		return NULL;	/* no letter of Bengali or Telugu */
	for (i = a; i < e && (s[i] == ' ' || s[i] == '*'); i++)
		;
	if (script_label_row(s, i, e))
		return NULL;	/* "తుది సమాధానం:" */
	for (i = a; i < e - 1; i = we) {
		while (i < e - 1 && (s[i] == ' ' || s[i] == '*' || s[i] == ','))
			i++;
		for (we = i; we < e - 1 && s[we] != ' ' && s[we] != '*' &&
		    s[we] != ','; we++)
			;
		if (we > i && !problem_has(p, pn, pw, s, i, we, 0)) {
			name_word(s, i, we, word, wn);
			return "a label not recognised before it";
		}
	}
	return NULL;
}

const char *
papo_answer_latin_unread(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	return latin_unread(s, a, b, p, pn, pw, word, wn);
}

/*
 * A last statement's opener s[a..b) that holds a letter only Vietnamese,
 * Polish, Ukrainian or Turkish writes (papo_answer_vi_letter): read as
 * Latin, word by word, its words of such letters recognised first
 * (latin_unread: "So the total bvkń" is no statement of theirs).
 */
static const char *
latin_said(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	const char *why = latin_unread(s, a, b, p, pn, pw, word, wn);

	return why != NULL ? why : papo_answer_open(s, label(s, a, b, p, pn,
	    pw), b, p, pn, pw, word, wn);
}

/* Is the character s[i..i+l) (before b) a currency's sign ("￥42",
   units_currency.c), no word of another script? */
static int
currency_sign(const char *s, size_t i, size_t b, size_t l)
{
	size_t cl;

	return papo_unit_currency_sign(s + i, b - i, 1, &cl) != NULL && cl == l;
}

/*
 * Where the words of an opener s[a..b) end when a currency's sign
 * (currency_sign: "€", "₹", "¥"), spaces around it, ends it: the sign
 * is the value's, the words before it are the opener's; else b.
 */
static size_t
sign_aside(const char *s, size_t a, size_t b)
{
	size_t k = b, l;

	while (k > a && s[k - 1] == ' ')
		k--;
	for (l = 1; l <= 3 && l <= k - a; l++)
		if ((unsigned char)s[k - l] >= 0xc0 && currency_sign(s, k - l,
		    k, l)) {
			for (k -= l; k > a && s[k - 1] == ' '; k--)
				;
			return k;
		}
	return b;
}

/*
 * Does the opener s[a..b) name the answer of something the response does
 * not solve ("The answer to a similar problem is", "The answer given by
 * the key is", "The answer for n = 5 is")?  After "answer" and one of
 * answer_to[], each word to the copula must be one of answer_objs[] or
 * the problem's, until one of answer_ends[] ("The answer to the question
 * of how many more children ... is", "The answer to this problem is")
 * or math or a sign, which are not read; after "in", a form the answer
 * is written in (answer_forms[], a unit: "the answer in terms of ...",
 * "in dollars") ends the reading too.  Why, the word in word; else
 * NULL.  English only: the other languages' openers have their own
 * readers.
 */
static const char *const answer_to[] = { "to", "for", "from", "given by",
	"according to", "in", NULL };
/* After "answer in": a form the answer is written in ("in terms of ...",
   "in the form a:b", "in simplest form", "in dollars"), whose words
   after are not read. */
static const char *const answer_forms[] = { "terms", "form", "simplest",
	"lowest", "simplified", "standard", "decimal", "decimals", "fraction",
	"fractions", "percent", "percentage", "scientific", "exact",
	"radical", "box", "boxed", "words", "digits", "units", "unit",
	"notation", "base", NULL };
static const char *const answer_objs[] = { "the", "this", "that", "our",
	"my", "your", "a", "an", "original", "given", "above", "following",
	"whole", "entire", "final", "it", NULL };
/* After these, the words restate the question: not read. */
static const char *const answer_ends[] = { "question", "problem",
	"exercise", "task", "puzzle", "equation", "expression", NULL };
/* Right after "answer": the case the problem sets, no other. */
static const char *const answer_here[] = { "in this case",
	"in this instance", "in the end", NULL };
static const char *const answer_cops[] = { "is", "was", "would", "will",
	"should", "must", "equals", "=", NULL };

const char *
papo_answer_of_other(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	struct papo_unit u;
	size_t i, we, k, l;
	int in;

	for (i = a; i < b; i = we) {
		while (i < b && !is_alpha((unsigned char)s[i]))
			i++;
		we = word_end(s, i, b);
		if (we == i)
			return NULL;
		if (same_ci(s, i, we - i, "answer"))
			break;	/* not "result", which a description follows:
				   "the result of rotating $z$ is" */
	}
	if (i >= b)
		return NULL;
	for (i = we; i < b && s[i] == ' '; i++)
		;
	for (k = 0; answer_here[k]; k++) {
		l = strlen(answer_here[k]);
		if (i + l < b && starts_ci(s, b, i, answer_here[k]) &&
		    !is_alpha((unsigned char)s[i + l]))
			return NULL;	/* "The answer in this case is" */
	}
	for (k = 0; answer_to[k]; k++) {
		l = strlen(answer_to[k]);
		if (i + l < b && starts_ci(s, b, i, answer_to[k]) &&
		    s[i + l] == ' ')
			break;
	}
	in = answer_to[k] != NULL && strcmp(answer_to[k], "in") == 0;
	if (answer_to[k] == NULL || (i + l + 3 <= b && starts_ci(s, b, i + l +
	    1, "be") && (i + l + 3 == b || !is_alpha((unsigned char)s[i + l +
	    3]))))
		return NULL;	/* "we want the answer to be in a box" */
	for (i += l; i < b; i = we) {
		while (i < b && (s[i] == ' ' || s[i] == ',' || s[i] == '(' ||
		    s[i] == ')'))
			i++;
		if (i >= b)
			return NULL;
		we = word_end(s, i, b);
		if (we == i || !is_alpha((unsigned char)s[i]))
			return NULL;	/* math, a sign, a quote: not read */
		if (one_of(s, i, we, answer_cops))
			return NULL;
		if (one_of(s, i, we, answer_ends))
			return NULL;	/* "the answer to the question of how
					   many more children ...": its own */
		if (in && (one_of(s, i, we, answer_forms) ||
		    papo_unit_parse(s + i, we - i, &u) == 0))
			return NULL;	/* "the answer in terms of ...", "in
					   dollars" */
		if (one_of(s, i, we, answer_objs) || (p != NULL &&
		    problem_has(p, pn, pw, s, i, we, 0)))
			continue;
		name_word(s, i, we, word, wn);
		return "the answer of something else before it";
	}
	return NULL;
}

const char *
papo_answer_script_before_dense(const char *s, size_t a, size_t b,
    char *word, size_t wn)
{
	size_t i, l, w = (size_t)-1;
	long c;

	for (i = a; i < b; i += l) {
		if ((unsigned char)s[i] < 0x80) {
			l = 1;
			continue;
		}
		c = cp_at(s, i, b, &l);
		if (dense_char(c)) {
			if (w == (size_t)-1)
				return NULL;
			name_word(s, w, word_end(s, w, b), word, wn);
			return "a word of another script before it";
		}
		if (w == (size_t)-1 && other_script(c) && !said_script(c) &&
		    !currency_sign(s, i, b, l))
			w = i;
	}
	return NULL;
}

const char *
papo_answer_opener_said(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	const char *why = papo_answer_named_said(s, a, b, word, wn);
	int read = 0;

	if (why == NULL)
		why = papo_answer_euro_said(s, a, b, p, pn, pw, word, wn,
		    &read);
	if (why == NULL && !read)
		why = papo_answer_open_said(s, a, b, p, pn, pw, word, wn);
	return why;
}

/* Is a word of s[a..b), spaces between, a refusal row of any language
   ("x อาจ = ")? */
static int
spaced_refusal(const char *s, size_t a, size_t b)
{
	size_t we;

	for (; a < b; a = we) {
		while (a < b && s[a] == ' ')
			a++;
		for (we = a; we < b && s[we] != ' '; we++)
			;
		if (we > a && papo_answer_refusal_word(s, a, we))
			return 1;
	}
	return 0;
}

/* Does s[a..b), after an '=', hold a letter before its first digit
   (words between the '=' and the value: "= non 3")? */
static int
inner_words(const char *s, size_t a, size_t b)
{
	for (; a < b && !is_digit((unsigned char)s[a]); a++)
		if (is_alpha((unsigned char)s[a]) || (unsigned char)s[a] >=
		    0x80)
			return 1;
	return 0;
}

/*
 * The opener s[a..b) holds '=': the words that name the value before
 * its first '=' ("Total apples = ", "So x wrong = ", "Total apples = 3
 * + 4 = ") are read as that name and a colon are ("Total apples: "),
 * each word recognised (a name in a dense script only for its negations
 * and doubts: "地块面积 = " is left to the statement's rows); before a
 * variable's name ("So x = ", "If x = 3, then y = ": three letters at
 * most, no negation or doubt: "x no = "), no word negates, doubts,
 * disowns or guesses ("So faux x = 3 + 4 = "); words between the last
 * '=' and the value are read as an opener ("x = non 3 + 4 = 7"); math
 * or digits before the first '=' are left to the statement's rows.
 */
static const char *
name_eq_said(const char *s, size_t a, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn)
{
	char buf[SAID_MAX + 2];
	const char *q = memchr(s + a, '=', b - a), *why;
	size_t f = (size_t)(q - s), e, i, k, l, we;

	for (k = a; k > 0 && s[k - 1] == ' '; k--)
		;
	if (f == a || (k > 0 && is_digit((unsigned char)s[k - 1])))
		return NULL;	/* a number's noun ("950 graduates = 5"):
				   its computation's, answer_calc.c */
	/* the words between the last '=' and the value: "x = non " */
	for (e = b; e > a && s[e - 1] != '='; e--)
		;
	if (e < b && inner_words(s, e, b) && (why =
	    papo_answer_open_said(s, e, b, p, pn, pw, word, wn)) != NULL)
		return why;
	for (i = a; i < f; i++)
		if (s[i] == '$' || s[i] == '\\' || s[i] == '{' || s[i] == '_' ||
		    s[i] == '^' || is_digit((unsigned char)s[i]))
			return NULL;	/* math: the statement's rows */
	for (i = a; i < f; i += l)
		if (papo_frame_dense_letter(cp_at(s, i, f, &l)))
			return papo_answer_dense_never(s, a, f) ||
			    spaced_refusal(s, a, f) ?
			    "a negation or a doubt before it" : NULL;
	for (i = f; i > a && s[i - 1] == ' '; i--)
		;
	for (k = i; k > a && (is_alpha((unsigned char)s[k - 1]) ||
	    is_digit((unsigned char)s[k - 1])); k--)
		;
	if (i > k && i - k <= 3 && (k == a || s[k - 1] == ' ') &&
	    !papo_answer_refusal_word(s, k, i)) {
		/* a variable's name ("So x = ", "If x = 3, then y = "): the
		   words before it negate, doubt, disown or guess nothing
		   ("So faux x = 3 + 4 = ") */
		for (i = a; i < k; i = we) {
			while (i < k && !is_alpha((unsigned char)s[i]))
				i++;
			for (we = i; we < k && is_alpha((unsigned char)s[we]);
			    we++)
				;
			if (we > i && papo_frame_kinds_word(s, i, we,
			    M(R_NEG) | M(R_DOUBT) | M(R_DISOWN) |
			    M(R_GUESS)) != 0) {
				name_word(s, i, we, word, wn);
				return "a word before it not recognised";
			}
		}
		return NULL;
	}
	if (f - a > SAID_MAX)
		return NULL;
	memcpy(buf, s + a, f - a);	/* "Total apples: " */
	buf[f - a] = ':';
	buf[f - a + 1] = ' ';
	return papo_answer_open_said(buf, 0, f - a + 2, p, pn, pw, word, wn);
}


const char *
papo_answer_open_said(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	const char *why;
	size_t i, l;
	long c;
	int latin = 0, deva = 0;

	if (b - a <= SAID_MAX && (why = papo_answer_of_other(s, a, b, p, pn,
	    pw, word, wn)) != NULL)
		return why;	/* "The answer to a similar problem is 36." */
	if (b - a > SAID_MAX)
		return NULL;	/* a long sentence: the statement's rows */
	if (memchr(s + a, '=', b - a) != NULL)
		return name_eq_said(s, a, b, p, pn, pw, word, wn);
	b = sign_aside(s, a, b);	/* "So one might think €42.": the
					   words before the value's sign */
	if ((why = papo_answer_script_before_dense(s, a, b, word, wn)) !=
	    NULL)
		return why;	/* "Неверно: 所以小明有12个苹果。" */
	if ((why = script_label_unread(s, a, b, p, pn, pw, word, wn)) != NULL)
		return why;	/* "বন্ধু বলেছে: 42" */
	if (papo_answer_polish_equal(s, a, b))
		return NULL;	/* "Suma jest równa 42", read whole */
	if (p != NULL && papo_answer_untabled(p, pn))
		return latin_said(s, a, b, p, pn, pw, word, wn);
	for (i = a; i < b; i += l)
		if (papo_answer_vi_letter(cp_at(s, i, b, &l)))
			return latin_said(s, a, b, p, pn, pw, word, wn);
	if (papo_answer_polish_said(s, a, b))	/* "Suma wynosi 42" */
		return latin_said(s, a, b, p, pn, pw, word, wn);
	for (i = a; i < b; i += l) {
		c = cp_at(s, i, b, &l);
		if (c >= 0x80 && !(c >= 0x2000 && c < 0x2070) && latin &&
		    other_script(c) && !currency_sign(s, i, b, l)) {
			name_word(s, i, word_end(s, i, b), word, wn);
			return "a word of another script before it";
		}		/* "He อาจ walks 30 miles" */
		if (latin && i > a && is_alpha((unsigned char)s[i - 1]) &&
		    apostrophe_like(c)) {
			size_t ws = i;

			while (ws > a && is_alpha((unsigned char)s[ws - 1]))
				ws--;
			name_word(s, ws, word_end(s, i + l, b), word, wn);
			return "a look-alike apostrophe in a word before it";
		}		/* "The answer isnʼt 42", "It can´t be 42" */
		if (c >= 0x80 && dense_char(c) && !latin)
			return p != NULL ? dense_said(s, a, b, p, pn, pw,
			    word, wn) : dense_said(s, a, b, s, a, NULL, word,
			    wn);	/* no problem text: the nouns are
					   those the response wrote before */
		if (c >= 0x980 && c < 0xc80 && !(c >= 0xa00 && c < 0xc00) &&
		    (p == NULL || pn == 0))
			return NULL;	/* Bengali, Telugu: with no problem
					   to lend its nouns, not read */
		if (!latin && !deva && ((c >= 0x2190 && c < 0x2300) ||
		    (c >= 0x25a0 && c < 0x27c0) || (c >= 0x27f0 &&
		    c < 0x2980)))
			continue;	/* an arrow, a sign of logic, a shape
					   that opens it ("∴", "→", "▶"): the
					   words after it are read */
		if (c >= 0x80 && !(c >= 0x2000 && c < 0x2070) &&
		    !said_script(c) && c != 0x60c && c != 0x61b &&
		    c != 0x61c && c != 0x964 && c != 0x965)
			return latin_ext(c) && c >= 0x250 ? latin_unread(s, a,
			    b, p, pn, pw, word, wn) : NULL;
			/* ASCII letters (and curly quotes, dashes) only: the
			   other languages' statements have their own rows
			   (answer_euro.c's letters to U+024F); a word of
			   Latin Extended Additional's letters or of a
			   combining mark is read here ("didṅt") */
		latin |= is_alpha((int)c);
		deva |= c >= 0x80 && said_script(c);
	}
	if (deva && !latin && (p == NULL || pn == 0))
		return said_lent(s, a, b, word, wn);
	if ((why = label_unread(s, a, b, p, pn, pw, word, wn)) != NULL ||
	    (why = label_led_unread(s, a, b, p, pn, pw, word, wn)) != NULL)
		return why;
	return papo_answer_open(s, label(s, a, b, p, pn, pw), b, p, pn, pw,
	    word, wn);
}

/* Where papo_answer_open is in a sentence: what the words so far allow. */
struct reading {
	int first;	/* a clause starts: a question, a reason may */
	int aside;	/* after a comma in a statement whose subject was
			   read: an aside before its value */
	int free;	/* FREE_DESC or FREE_SAID: a description is read */
	int said;	/* a statement's subject was read in this sentence */
	int reason;	/* "since", "because" to the clause's end */
	struct papo_pwords *pw;	/* the problem's words, or NULL */
	size_t negated;	/* a description's "not" no copula closed yet:
			   its end (0: none), its start in neg_at */
	size_t neg_at;
	int unlent;	/* a description holds a word neither a row nor
			   the problem's: "The student" */
	size_t unlent_end;	/* where the last such word ends */
};

/*
 * A description may hold a negation of its own ("the orders such that
 * the scoop is not on the bottom are"), closed by the copula that
 * follows; one that reaches the value negates the statement ("So the
 * trip does not take 2 hours", "the trip cannot take"), unless the
 * problem lends it ("How many does he not eat?").
 */
static const char *const desc_negs[] = { "not", "cannot", NULL };
static const char *const desc_closes[] = { "is", "are", "was", "were",
	"has", "had", "equals", NULL };
/* The copulas whose own negation the frame's rows read ("is not 10
   which is 1,000.99"). */
static const char *const neg_copulas[] = { "is", "are", "was", "were", NULL };

/* Is the word at s[i] the next after the negation ending at s[n]? */
static int
negated_next(const char *s, size_t n, size_t i)
{
	if (n == 0 || i < n)
		return 0;
	while (n < i && s[n] == ' ')
		n++;
	return n == i;	/* "has not had 2 hours": the verb negated */
}

/*
 * Is a description's negation ending at s[i] closed by a copula before
 * the value: in s[i..b) ("not 10 which is"), or in the accepting row at
 * s[b] ("not on the bottom is \\boxed{18}"), up to its first sign?
 */
static int
desc_closed(const char *s, size_t i, size_t b)
{
	size_t we, l, n = i;

	while (s[i] != '\0') {
		if (!letter_at(s, i, i + 4, &l)) {
			if (i >= b && s[i] != ' ')
				return 0;	/* the value */
			i++;
			continue;
		}
		we = word_end(s, i, i + 64);
		if (one_of(s, i, we, desc_closes) && !negated_next(s, n, i))
			return 1;
		i = we;
	}
	return 0;
}

/*
 * The verbs that say a described value fails what is asked, alone ("the
 * value that fails is 42") or negated ("the value that does not work
 * is 42"): the description names another value than the answer, and
 * the copula after the verb closes no negation (issue 26, h36-known29),
 * when the verb's subject is the relative or "it" (desc_whats[]).
 */
static const char *const desc_fails[] = { "fails", "fail", "flunks",
	"violates", "misses", "breaks", "defies", NULL };
static const char *const desc_works[] = { "work", "works", "satisfy",
	"hold", "solve", "fit", "apply", NULL };
static const char *const desc_nots[] = { "not", "doesn't", "don't",
	"didn't", "cannot", NULL };
/* the subjects that make the verb the described value's own: "the value
   that fails", "the value for which it fails"; not "the number of days
   Sam did not work is 6" */
static const char *const desc_whats[] = { "that", "which", "it", NULL };
static const char *const desc_auxes[] = { "does", "do", "did", NULL };

/* Note the description's word s[i..we) in st->negated. */
static void
desc_negation(struct reading *st, const char *s, size_t a, size_t i,
    size_t we, size_t b, const char *p, size_t pn)
{
	size_t pe, pb = word_before(s, a, i, &pe), v, ve;
	int fails = 0;

	if (one_of(s, pb, pe, neg_copulas))
		return;	/* "is not 10 which is": the frame's rows' */
	if (st->free != FREE_DESC)
		return;
	if (one_of(s, pb, pe, desc_auxes))
		pb = word_before(s, a, pb, &pe);	/* "that does not" */
	if (one_of(s, i, we, desc_nots) && one_of(s, pb, pe, desc_whats)) {
		for (v = we; v < b && s[v] == ' '; v++)
			;
		ve = word_end(s, v, b);
		if (ve > v && one_of(s, v, ve, desc_works) &&
		    problem_run(p, pn, st->pw, s, v, ve, b) == 0) {
			we = ve;	/* "does not work": one verb */
			fails = 1;
		}
	}
	fails |= one_of(s, i, we, desc_fails) && one_of(s, pb, pe,
	    desc_whats);
	if ((fails || one_of(s, i, we, desc_negs)) &&
	    problem_run(p, pn, st->pw, s, i, we, b) == 0 &&
	    !lent(p, pn, st->pw, s, a, i, we)) {
		st->neg_at = i;
		st->negated = we;
	}
}

static int head_kept(const char *, size_t, size_t, size_t, int);

/*
 * Is the word before s[i] (its sentence from s[a]) the head of a
 * description that names a quantity: a noun of quantities[], plural or
 * not, or a word the problem p[0..pn) lends?
 */
static int
quantity_head(const char *s, size_t a, size_t i, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	/* adjectives that follow the noun they qualify: "the number of
	   subcommittees possible is", "the seats left are" */
	static const char *const after_noun[] = { "possible", "available",
	    "needed", "required", "remaining", "left", "altogether", NULL };
	size_t e = i, w;
	int back;

	/* the word before s[i], or the one before that when it follows
	   its noun */
	for (back = 0;; back = 1) {
		w = word_before(s, a, e, &e);
		if (w == e)
			return !back;	/* no word: markup, a value */
		if (back || !one_of(s, w, e, after_noun))
			break;
		e = w;	/* the noun before it is the head */
	}
	if (lent(p, pn, pw, s, a, w, e))
		return 1;
	/* a noun of quantities[] anywhere in the description: its head
	   may have words after it ("the product expressed in the
	   base-three number system is", "the total cost of the trip is") */
	for (w = a; w < e; w++) {
		size_t z;

		if (!is_alpha((unsigned char)s[w]) || (w > a &&
		    is_alpha((unsigned char)s[w - 1])))
			continue;
		for (z = w; z < e && is_alpha((unsigned char)s[z]); z++)
			;
		if ((listed(s, w, z, IX_QUANTITIES) || (z - w > 1 &&
		    s[z - 1] == 's' && listed(s, w, z - 1, IX_QUANTITIES))) &&
		    head_kept(s, z, e, e, 0))
			return 1;	/* "the combined costs are", not "the
					   answer key is" */
	}
	return 0;
}

/*
 * Where the word right before s[b] (spacing between; its sentence from
 * s[a]) starts when it may be a description's last word, not its
 * copula (read by someone_elses); b when there is none.
 */
static size_t
head_before(const char *s, size_t a, size_t b)
{
	size_t e, w = word_before(s, a, b, &e);

	return w < e && !one_of(s, w, e, copula_verbs) ? w : b;
}

/*
 * Does the word s[i..we), the last before the value at s[b] (its
 * sentence from s[a]), make a description with a word of its own
 * (st->unlent) someone else's answer: a verb of its own ("The student
 * wrote \\boxed{42}": someone the problem does not name, or with no
 * problem a description of its own; under a problem, a verb of
 * finds[] too, read as "we found" only after a person: "The student
 * found \\boxed{42}"; with no problem, a verb of
 * relates[] is read: "the thermometer reads \\boxed{...}"), or under a
 * problem a copula after a head that names no quantity ("The distractor
 * is 42.")?  The refusal, or NULL.
 */
/*
 * The verbs of opens_ascii[] that give a value someone worked out, read
 * as the response's own after a person ("we found", "Jenny got") but
 * not after a description of its own under a problem.
 */
static const char *const finds[] = { "found", "got", "get", "gets",
	"obtained", "obtain", "obtains", "computed", "calculated", "derived",
	"gave", "gives", "reached", "arrived", "concluded", "finds", NULL };

/*
 * Is s[i..we) a capitalised name a verb of finds[] follows ("Python
 * gives 42.", "Bob found 42.") where no problem is given and the
 * response did not name it before its sentence (s[0..a))?  Whose
 * finding it is, and that it is the response's own derivation, nothing
 * tells: the name is recognised as the response's subject only where
 * the response introduced it (issue 26, red10's tool).
 */
static int
unnamed_finder(const char *s, size_t a, size_t i, size_t we, size_t b,
    size_t pn)
{
	size_t n;

	if (pn > 0 || we + 1 >= b)
		return 0;
	n = word_end(s, we + 1, b);
	return one_of(s, we + 1, n, finds) && !lent(NULL, 0, NULL, s, a, i,
	    we);
}

/* Is the name s[i..we) a subject: lent by the problem p[0..pn), or with
   none no unnamed_finder? */
static int
name_lent(const struct reading *st, const char *s, size_t a, size_t i,
    size_t we, size_t b, const char *p, size_t pn)
{
	if (pn > 0)
		return lent(p, pn, st->pw, s, a, i, we);
	return !unnamed_finder(s, a, i, we, b, pn);
}

/*
 * The prepositions of where a quantity stands, what it is worth or
 * changes by, when it is reached ("settles at 25", "sells each ear for
 * $3", "is filled in 4"); the particles and objects a verb may have
 * between it and one ("comes out to", "sells them for").
 */
static const char *const levels[] = { "at", "to", "for", "by", "in",
	"within", "after", "with", "near", "around", "toward", "towards",
	NULL };
static const char *const level_particles[] = { "out", "up", "down", "off",
	"back", "it", "them", "him", "her", NULL };
/* Verbs of where a quantity stands or when something happens ("the
   alarm rings at 9:10") no other row holds. */
static const char *const level_verbs[] = { "settles", "settled",
	"stands", "stood", "stays", "stayed", "arrives", "arrived", "lands",
	"landed", "balances", "balanced", "stabilizes", "stabilises",
	"stabilized", "stabilised", "priced", "valued", "set", "fixed",
	"filled", "happens", "happened", "occurs", "occurred", "stretches",
	"stretched", "extends", "extended", "lasts", "lasted", "reaches",
	"reached", "rings", "rang", "closes", "closed", "opens", "opened",
	"starts", "started", "departs", "departed", "boils", "boiled",
	"freezes", "froze", "melts", "melted", "docks", "docked", "sets",
	"begins", "ends", "finishes", NULL };

/*
 * Is the word s[w..e) a verb a level's preposition may follow: a verb
 * of papo_answer_verb or verbs[], a copula, a verb of relates[] or
 * level_verbs[], an adverb of adverbs[] ("is currently at"), a row of
 * opens[] (another language's: "wynik to 42"), the problem
 * p[0..pn)'s word or the response's own before its sentence (from
 * s[a])?
 */
static int
level_verb(const struct reading *st, const char *s, size_t a, size_t w,
    size_t e, const char *p, size_t pn, int rows)
{
	return (papo_answer_verb(s + w, e - w) && !one_of(s, w, e,
	    verbless)) || listed(s, w, e, IX_VERBS) || listed(s, w, e,
	    IX_ADVERBS) || one_of(s, w, e, relates) || one_of(s, w, e,
	    level_verbs) || (rows && open_row(s, w, e, 0) == e) || lent(p,
	    pn, st->pw, s, a, w, e);
}

/*
 * Is the word s[i..we) a preposition of levels[] right before the value
 * (at s[b]) after a verb no row holds?  "So the number of visitors
 * maxes out at 42", "... zorbs at 42", "... flirts with 42": a bound or
 * a doubt in words no reading knows, not one statement of the value.
 * The verb is the word before it, or before a particle or an object
 * pronoun ("comes out to"), or before an object's determiner within
 * four words ("sells each ear of corn for").  No word before it (math,
 * a value) is none.
 */
static int
level_unread(const struct reading *st, const char *s, size_t a, size_t i,
    size_t we, size_t b, const char *p, size_t pn)
{
	size_t w, e, x, xe;
	int n;

	if (!one_of(s, i, we, levels) || !last_before(s, we, b, 1))
		return 0;
	if ((w = word_before(s, a, i, &e)) == e)
		return 0;
	if (one_of(s, w, e, level_particles))
		w = word_before(s, a, w, &e);	/* "comes out to" */
	else if (!level_verb(st, s, a, w, e, p, pn, 1))
		/* an object, its determiner within four words, a verb
		   (no connective) before it: "sells each ear of corn for",
		   not "Thus the weekly total peaks at" */
		for (x = w, xe = e, n = 0; n < 4 && x < xe; n++) {
			if (det(s, x, xe) || one_of(s, x, xe, articles)) {
				w = word_before(s, a, x, &e);
				return w == e || !level_verb(st, s, a, w, e,
				    p, pn, 0);
			}
			x = word_before(s, a, x, &xe);
		}
	return w < e && !level_verb(st, s, a, w, e, p, pn, 1);
}

static const char *
someone_elses(const struct reading *st, const char *s, size_t a, size_t i,
    size_t we, size_t b, const char *p, size_t pn, size_t orow)
{
	if (level_unread(st, s, a, i, we, b, p, pn))
		return "a verb before its level not recognised";
	if (st->free != FREE_DESC || !st->unlent)
		return NULL;
	if (last_before(s, we, b, pn > 0) && !after_copula(s, a, i) &&
	    (orow == 0 || (pn > 0 && one_of(s, i, we, finds))) &&
	    problem_run(p, pn, st->pw, s, i, we, b) == 0 &&
	    (pn > 0 || !one_of(s, i, we, relates)))
		return "a word before it not recognised";
	if (pn > 0 && one_of(s, i, we, copula_verbs) && last_before(s, we, b,
	    1) && !quantity_head(s, a, i, p, pn, st->pw))
		return "a description that names no quantity before its "
		    "copula";
	return NULL;
}

/*
 * Does the word s[i..we) of a description stand between the copula that
 * gives the value (at s[b]) and the value, unread: no word of after_is[]
 * or after_cop[], right before the value (value_next), and not the
 * problem's?  "The total is close to 42", "the total is an estimated
 * 42", "The total is $karibu 42$".
 */
static int
copula_word(const struct reading *st, const char *s, size_t a, size_t i,
    size_t we, size_t b, const char *p, size_t pn)
{
	return copula_run(s, a, i) && !listed(s, i, we, IX_AFTER_IS) &&
	    !one_of(s, i, we, after_cop) && !(answer_said(s, a, i) &&
	    verdict_colon(s, a, i, b)) && value_next(s, we, b) &&
	    !copula_later(s, we, b) && problem_run(p, pn, st->pw, s, i, we,
	    b) == 0 && !lent(p, pn, st->pw, s, a, i, we);
}

/* copula_word's refusal: *why set, the word in word; 0. */
static size_t
copula_unread(const char **why, const char *s, size_t i, size_t we,
    char *word, size_t wn)
{
	*why = "a word between a copula and its value not recognised";
	name_word(s, i, we, word, wn);
	return 0;
}

/* Refuses the word s[i..we) for the reason r: *why set, the word named
   in word; 0, read_word's refusal. */
static size_t
word_refused(const char **why, const char *r, const char *s, size_t i,
    size_t we, char *word, size_t wn)
{
	*why = r;
	name_word(s, i, we, word, wn);
	return 0;
}

/*
 * Is the word s[i..we) "used" in "used to be", "used to have", "used to
 * equal" (before s[b])?  A state the writer says no longer holds ("The
 * answer used to be 42", "Jenny used to have 42 apples"); "the flour
 * used to bake" names a purpose and is read as before.
 */
static int
used_to(const char *s, size_t i, size_t we, size_t b)
{
	static const char *const states[] = { " to be ", " to have ",
	    " to equal ", NULL };
	size_t k;

	if (!same_ci(s, i, we - i, "used"))
		return 0;
	for (k = 0; states[k] != NULL; k++)
		if (starts_ci(s, b, we, states[k]))
			return 1;
	return 0;
}

/* Is s[i..we) "only" before how many times or a number ("since we've
   counted each pair only once"), not before a noun ("only a
   placeholder")? */
static int
counted_only(const char *s, size_t i, size_t we, size_t b)
{
	static const char *const times[] = { "once", "twice", NULL };

	if (!same_ci(s, i, we - i, "only") || we + 1 >= b || s[we] != ' ')
		return 0;
	return is_digit((unsigned char)s[we + 1]) || one_of(s, we + 1,
	    word_end(s, we + 1, b), times);
}

/*
 * The end of the word s[i..we) (its sentence from s[a], in s[..b)) read
 * in a reason clause: a word of reason_words[], a variable, a row of
 * the statement reader (a determiner, a person, an article, a verb, a
 * row of opens[] of two words or more: "based on") or
 * the problem p[0..pn)'s or the response's own (lent; the problem's word
 * may go on: "box" of "boxes"); never a doubt's or a bound's word
 * (nevers[], hedging); or 0.
 */
static size_t
reason_read(const char *s, size_t a, size_t i, size_t we, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw)
{
	size_t e;

	if (one_of(s, i, we, reason_words) || counted_only(s, i, we, b))
		return we;
	if ((e = problem_run(p, pn, pw, s, i, we, b)) >= we)
		return e;	/* "relatively prime" */
	if (never(s, i, we) || hedging(s, i, we))
		return 0;
	if (we - i == 1 || det(s, i, we) || one_of(s, i, we, persons) ||
	    one_of(s, i, we, articles) || one_of(s, i, we, clauses) ||
	    listed(s, i, we, IX_VERBS) || papo_answer_verb(s + i, we - i))
		return we;
	if ((e = open_row(s, i, b, 0)) > we)
		return e;	/* a row of words: "based on" */
	return lent(p, pn, pw, s, a, i, we) || (we - i >= 3 &&
	    holds_stem(p, pn, pw, s, i, we - i, 1)) ? we : 0;	/* "box"
					   of the problem's "boxes" */
}

/*
 * Read the word at s[i] (a letter; its sentence from s[a], in s[..b),
 * intext inside \\text{} in math) for papo_answer_open, st updated:
 * where reading goes on, or 0 with *why set and the word in word.
 */
static size_t
read_word(struct reading *st, const char *s, size_t a, size_t i, size_t b,
    const char *p, size_t pn, int intext, const char **why, char *word,
    size_t wn)
{
	size_t we = word_end(s, i, b), orow, e, run;
	int concl, k;

	if (used_to(s, i, we, b))
		return word_refused(why, "a past state before it", s, i, we,
		    word, wn);
	if (one_of(s, i, we, desc_closes) && !negated_next(s, st->negated, i))
		st->negated = 0;	/* "not on the bottom is", not "not
					   had" */
	if (st->aside) {
		/* "He walks, or so, 30 miles", "Jenny has, give or take,
		   42": between commas after a statement's subject only a
		   connective ("Jenny has, in total, 42"), or a clause's
		   subject ("..., so she has 42") */
		if ((orow = row_match(s, i, b, "in total", 0)) > 0 ||
		    (orow = row_match(s, i, b, "in all", 0)) > 0)
			return i + orow;
		for (k = 0; joins[k]; k++)
			if ((orow = row_match(s, i, b, joins[k], 0)) > 0)
				return i + orow;
		/* not Portuguese's "as" in an English aside: "Jenny
		   has, as far as I can tell, 42" */
		if ((!det(s, i, we) || same_ci(s, i, we - i, "as")) &&
		    !one_of(s, i, we, persons)) {
			*why = "an aside before it not recognised";
			name_word(s, i, we, word, wn);
			return 0;
		}
		st->aside = 0;
		st->said = 0;
	}
	if (st->first && question(s, i, b))
		return word_refused(why, "a question before it", s, i, we,
		    word, wn);
	if ((k = word_form(s, i, we, b, p, pn, st->first, st->reason,
	    intext)) == 2 && (st->said || !st->first) && padding(s, i, we))
		k = 0;	/* "He zzz walks": padding opens only */
	if (k < 0)
		return word_refused(why, "an answer given to someone before "
		    "it", s, i, we, word, wn);
	if (k > 0) {
		if ((k == 2 || k == 4) && st->free == 0)
			st->free = FREE_DESC;	/* "Paula's investment is" */
		st->reason |= k == 3;	/* to its comma */
		st->first = 0;
		return k == 4 ? word_end(s, we + 1, b) : we;
	}
	if (st->reason)
		return (e = reason_read(s, a, i, we, b, p, pn, st->pw)) > 0 ?
		    e : word_refused(why, "a word of a reason clause before "
		    "it not recognised", s, i, we, word, wn);
	/* "the answer is in theory \\boxed{42}" */
	if (answer_said(s, a, i) && !verdict_colon(s, a, i, b) && !listed(s,
	    i, we, IX_AFTER_IS))
		return word_refused(why, "a word between the answer's copula "
		    "and its value not recognised", s, i, we, word, wn);
	if (st->free == FREE_SAID && one_of(s, i, we, clauses))
		st->free = FREE_DESC;	/* "it was given that x is real" */
	if ((orow = open_or_concl(s, i, we, b, st->first, &concl)) <= we &&
	    st->free == FREE_DESC && copula_word(st, s, a, i, we, b, p, pn))
		return copula_unread(why, s, i, we, word, wn);
	if (orow > we || concl) {
		st->first = concl || joined(s, i, b);
		if (orow >= i + 4 && same_ci(s, orow - 4, 4, " the"))
			st->free = st->free ? st->free : FREE_DESC;
						/* "hence the" */
		return orow;	/* a row of words: "this means" */
	}
	if (det(s, i, we) || (st->said && one_of(s, i, we, articles)) ||
	    (st->first && subject(s, i, we, b) && !never(s, i, we) &&
	    orow == 0 && name_lent(st, s, a, i, we, b, p, pn))) {
		st->free = one_of(s, i, we, persons) || (!det(s, i, we) &&
		    !one_of(s, i, we, articles)) ? FREE_SAID : FREE_DESC;
		st->said |= st->free == FREE_SAID;	/* to the sentence's
							   end */
		st->first = 0;
		return we;
	}
	st->first = joined(s, i, b);
	if ((*why = someone_elses(st, s, a, i, we, b, p, pn, orow)) != NULL) {
		name_word(s, i, we, word, wn);
		return 0;
	}
	/* the problem's run asked once: word_known reads it, and the
	   description's check after it */
	run = problem_run(p, pn, st->pw, s, i, we, b);
	if ((e = word_known(s, a, i, we, b, p, pn, st->pw, st->free,
	    orow, run)) > 0) {
		desc_negation(st, s, a, i, we, b, p, pn);
		if (st->free == FREE_DESC && orow == 0 && run == 0 &&
		    !lent(p, pn, st->pw, s, a, i, we)) {
			st->unlent = 1;
			st->unlent_end = we;
		}
		return e;
	}
	return word_refused(why, "a word before it not recognised", s, i,
	    we, word, wn);
}

/*
 * Does the '$' at s[i] open a span that runs past the opener's end b
 * (no '$' in s[i+1..b)) with words in it ("The total is $close to
 * 42$", the value last)?  Its words are read as words, not as math's
 * variables; "$x = \\boxed{5}$" holds none, and "$165 per month, ..."
 * is a price.
 */
static int
prose_open(const char *s, size_t i, size_t b)
{
	return i + 1 < b && s[i + 1] != '$' &&
	    !is_digit((unsigned char)s[i + 1]) &&
	    memchr(s + i + 1, '$', b - i - 1) == NULL &&
	    papo_answer_prose(s, i + 1, b) && papo_answer_has_space(s, i + 1,
	    b);
}

/*
 * Is the word at s[i] (its sentence from s[a], in s[..b)) "would" right
 * after the answer itself ("answer", "result", "it", "that", "this")
 * and before what gives a value ("be", "make", "equal", "give"), the
 * problem p[0..pn) not asking in that mood?  "The answer would be
 * 42.", "It would be 42.", "That would make it 42.": the answer under
 * a condition left unsaid.  A quantity the problem asks of
 * ("the final cost would be $28.00") and "it would take four turtles
 * ... \\boxed{48} hours" are read as before.
 */
static int
would_answer(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	static const char *const heads[] = { "answer", "result", "it",
	    "that", "this", NULL };
	static const char *const gives[] = { "be", "make", "equal", "give",
	    NULL };
	size_t we = word_end(s, i, b), e, w;

	if (!same_ci(s, i, we - i, "would") || we >= b || s[we] != ' ' ||
	    !one_of(s, we + 1, word_end(s, we + 1, b), gives))
		return 0;
	w = word_before(s, a, i, &e);
	return w < e && one_of(s, w, e, heads) && !(p != NULL &&
	    problem_has(p, pn, pw, s, i, we, 0));
}

/*
 * Is the word at s[i] (in s[..b)) a modal of what did not happen,
 * "would" or "should", with "have" and a past participle after it ("It
 * would have been 42.", "It should have been 42.", "Jenny would have
 * had 42 apples."), the problem p[0..pn) not asking in that mood ("How
 * much would she have saved?")?  A value that was not, or that was
 * owed: no answer.  "She would have 42 apples" (have: to hold), "must
 * have" (a deduction) and "will have" (a future) are read as before.
 */
static int
counterfactual(const char *s, size_t i, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	static const char *const cf_modals[] = { "would", "should", NULL };
	static const char *const haves[] = { "have", NULL };
	static const char *const parts[] = { "been", "had", "made", "paid",
	    "spent", "cost", "got", "gotten", "taken", "given", "sold",
	    "bought", "won", "lost", "left", "run", "gone", "done", "seen",
	    "found", "put", "kept", "held", "brought", "thought", "sent",
	    "built", "eaten", "grown", "drawn", "driven", "ridden", "written",
	    "read", NULL };
	size_t we = word_end(s, i, b), h, he, pe;

	if (!one_of(s, i, we, cf_modals) || we >= b || s[we] != ' ')
		return 0;
	h = we + 1;
	he = word_end(s, h, b);
	if (!one_of(s, h, he, haves) || he >= b || s[he] != ' ')
		return 0;
	pe = word_end(s, he + 1, b);
	if (!one_of(s, he + 1, pe, parts) && !(pe >= he + 4 &&
	    same_ci(s, pe - 2, 2, "ed")))
		return 0;
	return !(p != NULL && problem_has(p, pn, pw, s, i, we, 0));
}

/*
 * Is the word at s[i] (its sentence from s[a], in s[..b)) a verb of the
 * writer's expectation or wish after "I" or "we" that open their
 * clause ("I expected the answer to be 42.", "So we wanted it to be
 * 42."), the problem p[0..pn) not using it ("What is the expected
 * number of heads?")?  What was expected is not what was found.
 */
static int
writer_wish(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	static const char *const wishes[] = { "expected", "wanted", "hoped",
	    "wished", "want", "hope", "wish", NULL };
	static const char *const writers[] = { "i", "we", NULL };
	static const char *const leads[] = { "so", "and", "but", "then",
	    "thus", "hence", "initially", "originally", "first", "actually",
	    NULL };
	size_t we = word_end(s, i, b), w, e, v, ve;

	if (!one_of(s, i, we, wishes))
		return 0;
	w = word_before(s, a, i, &e);
	if (w == e || !one_of(s, w, e, writers))
		return 0;
	/* the writer the clause's subject: "the value we want is 7" is
	   the value sought */
	v = word_before(s, a, w, &ve);
	if (v < ve && !one_of(s, v, ve, leads))
		return 0;
	return !(p != NULL && problem_has(p, pn, pw, s, i, we, 0));
}

/*
 * Is the noun s[n..ne) after "expected" a term of mathematics, an
 * expectation the response computes ("The expected value is 42.")?
 * Not "expected result", "expected output" or "expected answer": what
 * a test or someone expects.
 */
static int
expectation_term(const char *s, size_t n, size_t ne)
{
	static const char *const terms[] = { "value", NULL };

	return one_of(s, n, ne, terms);
}

/*
 * Is the word at s[i] (in s[..b)) "expected"
 * before the noun its description ends on, its copula then the value
 * ("The expected result is 42.", "The expected total is 42."), the
 * problem p[0..pn) not using it ("What is the expected number of
 * heads?", an expectation's value)?  What someone expects is not what
 * the response found.  ("The total amount of rain expected on Tuesday
 * is", "expected" after its noun, is read as before.)
 */
static int
expected_before(const char *s, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	static const char *const expects[] = { "expected", NULL };
	size_t we = word_end(s, i, b), n;

	if (!one_of(s, i, we, expects) || !noun_copula_after(s, we, b))
		return 0;
	n = we + 1;
	if (expectation_term(s, n, word_end(s, n, b)))
		return 0;
	return !(p != NULL && problem_has(p, pn, pw, s, i, we, 0));
}

/*
 * Is the word at s[i] (its sentence from s[a], in s[..b)) "would" or
 * "should", or "ought", "has", "needs" with "to" ("ought to"), with
 * "be" after it and then the value ("The expected value
 * would be 42.", "The total should be 42."), the problem p[0..pn) not
 * lending that mood (its own "would" or "should", its "will" told
 * back, a question that supposes: papo_answer_restated)?  The value
 * under a condition left unsaid, or the one expected: no answer.  With
 * no problem nothing lends it.
 */
static int
modal_be(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	static const char *const mb_modals[] = { "would", "should", NULL };
	/* the modals that take "to" before "be" ("ought to be") */
	static const char *const to_modals[] = { "ought", "has", "have",
	    "needs", "need", NULL };
	static const char *const bes[] = { "be", NULL };
	static const char *const mb_opens[] = { "\\boxed{", "\\fbox{", "\\(",
	    "\\[", "$", "*", " ", NULL };
	size_t we = word_end(s, i, b), k, be;

	if (one_of(s, i, we, to_modals) && we + 4 <= b &&
	    strncmp(s + we, " to ", 4) == 0)
		we += 3;	/* "ought to", read as one modal */
	else if (!one_of(s, i, we, mb_modals))
		return 0;
	if (we >= b || s[we] != ' ' ||
	    !one_of(s, we + 1, (be = word_end(s, we + 1, b)), bes))
		return 0;
	/* the verb phrase right before the value: "given that x should
	   be real, the solution is 58/3" is another clause's */
	for (k = 0; be < b && mb_opens[k] != NULL; )
		if (strncmp(s + be, mb_opens[k], strlen(mb_opens[k])) == 0 &&
		    be + strlen(mb_opens[k]) <= b) {
			be += strlen(mb_opens[k]);
			k = 0;
		} else
			k++;
	if (be != b)
		return 0;
	return !(p != NULL && (problem_has(p, pn, pw, s, i, we, 0) ||
	    papo_answer_restated(p, pn, s, a, b, i, we, PAPO_RESTATE_BOTH)));
}

/*
 * Is s[i] on a line after an answer's label and its colon, "答案：",
 * "答：", "解答：", "答え：", with no stop between them ("答案：每份应该是")?
 */
static int
answer_label_before(const char *s, size_t i)
{
	static const char *const names[] = { "答案", "答", "解答", "答え",
	    NULL };
	size_t k = i, c, n;

	while (k > 0 && s[k - 1] != '\n' && s[k - 1] != ':' &&
	    !(k >= 3 && memcmp(s + k - 3, "\xef\xbc\x9a", 3) == 0) &&
	    !(k >= 3 && memcmp(s + k - 3, "\xe3\x80\x82", 3) == 0))
		k--;	/* back to a colon (：), not past a 。 or a line */
	if (k == 0 || s[k - 1] == '\n' || (k >= 3 && memcmp(s + k - 3,
	    "\xe3\x80\x82", 3) == 0))
		return 0;
	c = s[k - 1] == ':' ? k - 1 : k - 3;
	while (c > 0 && (s[c - 1] == ' ' || s[c - 1] == '*'))
		c--;
	for (n = 0; names[n] != NULL; n++)
		if (strlen(names[n]) <= c && memcmp(s + c - strlen(names[n]),
		    names[n], strlen(names[n])) == 0)
			return 1;
	return 0;
}

/*
 * Is the dense run at s[i] (in s[..b)) a modal of what ought to be,
 * 应该, 應該, 应当, 應當 or 应, 應 alone, and a copula (是, 为, 為,
 * 等于, 等於) with the value right after it, at s[b], the problem
 * p[0..pn) not lending the modal (its own "应该": "每人应该分几个?")
 * and no answer's label and colon opening its line (answer_label_before:
 * "答案：每份应该是 42 吨", as "Answer: each share should be 42 tons",
 * the label commits)?  The value expected, not stated, with a subject
 * or without one ("应该是: 42", "所以应为 $\\boxed{42}$",
 * "所以答案应该是42", "每份应该是42吨"), as "The answer should be 42."
 * and "Should be: 42" are in English (modal_be), and as Japanese
 * はずです, Korean 이어야,
 * German "sollte ... sein", French "devrait être", Spanish "debería
 * ser" and Russian "должно быть", which no row reads: no answer.
 */
static int
dense_modal(const char *s, size_t i, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	static const char *const md_modals[] = { "应该", "應該", "应当",
	    "應當", "应", "應", NULL };
	static const char *const cops[] = { "是", "为", "為", "等于", "等於",
	    NULL };
	/* the words 应 ends as no modal: 对应, 相应, 答应, 适应, ... */
	static const char *const compounds =
	    "对對相响響适適供反效回答感呼顺順理";
	static const char *const md_opens[] = { "\\boxed{", "\\(", "\\[", "$",
	    "*", " ", ":", "\xef\xbc\x9a", NULL };
	size_t k, m, c, e, st;
	long before;

	for (k = 0; md_modals[k] != NULL; k++)
		if (strncmp(s + i, md_modals[k], strlen(md_modals[k])) == 0)
			break;
	if (md_modals[k] == NULL)
		return 0;
	m = i + strlen(md_modals[k]);
	if (k >= 4 && i > 0 && (before = papo_frame_cp_before(s, 0, i, &st)) >
	    0x7f) {
		char ch[5] = { 0 };

		memcpy(ch, s + st, i - st < 4 ? i - st : 4);
		if (strstr(compounds, ch) != NULL)
			return 0;	/* "对应为", "相应是" */
	}
	for (c = 0; cops[c] != NULL; c++)
		if (strncmp(s + m, cops[c], strlen(cops[c])) == 0)
			break;
	if (cops[c] == NULL || answer_label_before(s, i))
		return 0;
	if (m == b)	/* the copula is the phrase before the value */
		return !(p != NULL && problem_has(p, pn, pw, s, i, m, 1));
	for (e = m + strlen(cops[c]), k = 0; e < b && md_opens[k] != NULL; )
		if (strncmp(s + e, md_opens[k], strlen(md_opens[k])) == 0 &&
		    e + strlen(md_opens[k]) <= b) {
			e += strlen(md_opens[k]);
			k = 0;
		} else
			k++;
	if (e != b)
		return 0;	/* "应该是整数，所以答案是42": another clause */
	return !(p != NULL && problem_has(p, pn, pw, s, i, m, 1));
}

/* Why the dense word at s[i] (in s[..b)) is refused before the value:
   a modal (dense_modal) or a word no row reads. */
static const char *
dense_why(const char *s, size_t i, size_t b, const char *p, size_t pn,
    struct papo_pwords *pw)
{
	return dense_modal(s, i, b, p, pn, pw) ? MODAL_UNLENT :
	    "a word before it not recognised";
}

/* The forms of each verb of a wish, a plan or a try: the problem lends
   the verb when it holds one of them. */
static const char *const intents[][4] = {
	{ "want", "wants", "wanted", "wanting" },
	{ "hope", "hopes", "hoped", "hoping" },
	{ "plan", "plans", "planned", "planning" },
	{ "intend", "intends", "intended", "intending" },
	{ "wish", "wishes", "wished", "wishing" },
	{ "aim", "aims", "aimed", "aiming" },
	{ "try", "tries", "tried", "trying" },
	{ "expect", "expects", "expected", "expecting" },
	{ "attempt", "attempts", "attempted", "attempting" } };

/* The row of intents[] that holds the word s[i..e), or -1. */
static int
intent_row(const char *s, size_t i, size_t e)
{
	size_t k, f;

	for (k = 0; k < sizeof(intents) / sizeof(intents[0]); k++)
		for (f = 0; f < 4; f++)
			if (same_ci(s, i, e - i, intents[k][f]))
				return (int)k;
	return -1;
}

int
papo_answer_intent_lent(const char *p, size_t pn, const char *s, size_t i,
    size_t e)
{
	int k = intent_row(s, i, e);
	size_t f;

	for (f = 0; p != NULL && k >= 0 && f < 4; f++)
		if (problem_has(p, pn, NULL, intents[k][f], 0,
		    strlen(intents[k][f]), 0))
			return 1;
	return 0;
}

/*
 * Is the word at s[i] (in s[..b)) a verb of a wish, a plan or a try with
 * "to" after it ("Mary wants to have 42 apples.", "The total is expected
 * to be 42.", "She plans to keep 42."), the problem p[0..pn) holding no
 * form of the verb ("How many does she want to keep?"; "plane" lends no
 * "plans")?  What someone means to do is not what is.
 */
static int
intent_to(const char *s, size_t i, size_t b, const char *p, size_t pn)
{
	size_t we = word_end(s, i, b);

	return we + 4 <= b && strncmp(s + we, " to ", 4) == 0 &&
	    intent_row(s, i, we) >= 0 && !papo_answer_intent_lent(p, pn, s,
	    i, we);
}

/*
 * What the modal or verb at s[i] makes of the value after it (its
 * sentence from s[a], in s[..b)): a conditional answer (would_answer),
 * a value that was not (counterfactual), the writer's expectation
 * (writer_wish), a wish or a plan (intent_to), a modal the problem does
 * not lend (modal_be), or NULL.
 */
static const char *
modal_why(const char *s, size_t a, size_t i, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw)
{
	/* each reading below asks first for its own word at s[i], every
	   one of them starting with one of these letters (would, should,
	   expected, wanted, hoped, wished, want, hope, wish, ought, has,
	   needs; plans, intends, aims, tries): a word that
	   starts with another is none of them, and no list is read */
	switch (lower((unsigned char)s[i])) {
	case 'w': case 's': case 'e': case 'h': case 'o': case 'n':
	case 'p': case 'i': case 'a': case 't':
		break;
	default:
		return NULL;
	}
	if (intent_to(s, i, b, p, pn))
		return "a wish or a plan before it, not what is";
	if (would_answer(s, a, i, b, p, pn, pw))
		return "a conditional answer before it";
	if (counterfactual(s, i, b, p, pn, pw))
		return "a value that was not, before it";
	if (writer_wish(s, a, i, b, p, pn, pw))
		return "the writer's expectation before it";
	if (expected_before(s, i, b, p, pn, pw))
		return "what is expected before it, not found";
	if (modal_be(s, a, i, b, p, pn, pw))
		return MODAL_UNLENT;
	return NULL;
}

/*
 * Is the value at s[b] (spacing before it, or the line breaks and the
 * display's opener between a colon line and a value on a line of its
 * own: papo_answer_lead_word reads "The tool printed:\n\\[\\boxed{42}
 * \\]" from the colon) a number alone, in a box,
 * math or emphasis or not, its sentence's or its clause's end right
 * after it (punctuation, a line's end, the text's end, the closing
 * quote of a record's string read in place): "42.", "\\boxed{3.5}",
 * "$250$", "**17**"; not "60 miles", "5/8 full", "42%", "\\boxed{298.15
 * K}", "$9 * 6 = $54"?  So is an option's label alone, "C.", "(c).".
 */
static int
bare_number(const char *s, size_t b)
{
	static const char *const opens_n[] = { "$", "\\(", "\\[",
	    "\\boxed{", "\\fbox{", "*", " ", "\n", "\r", "\t",
	    /* a quotation mark around the value: 'The zorblax is
	       "\\boxed{12}".' is as bare */
	    "\"", "'", "\xe2\x80\x9c" /* “ */, "\xe2\x80\x98" /* ‘ */,
	    "\xc2\xab" /* « */, "\xe2\x80\x9e" /* „ */,
	    "\xe3\x80\x8c" /* 「 */, "\xe3\x80\x8e" /* 『 */, NULL };
	static const char *const closes_n[] = { "}", "$", "*", "\\)", "\\]",
	    "\"", "'", "\xe2\x80\x9d" /* ” */, "\xe2\x80\x99" /* ’ */,
	    "\xc2\xbb" /* » */, "\xe3\x80\x8d" /* 」 */,
	    "\xe3\x80\x8f" /* 』 */, NULL };
	size_t k, d = 0, lab;
	int again = 1;

	while (again)
		for (again = 0, k = 0; opens_n[k]; k++)
			if (strncmp(s + b, opens_n[k], strlen(opens_n[k])) ==
			    0) {
				b += strlen(opens_n[k]);
				again = 1;
			}
	lab = option_label(s, b);	/* "(C)", "(c)", "C" */
	b += lab;
	d = lab;
	if (s[b] == '-' || s[b] == '+')
		b++;
	for (; is_digit((unsigned char)s[b]) || ((s[b] == '.' || s[b] == ',' ||
	    s[b] == '/') && is_digit((unsigned char)s[b + 1])); b++)
		d += is_digit((unsigned char)s[b]) != 0;
	for (again = 1; again; )
		for (again = 0, k = 0; closes_n[k]; k++)
			if (strncmp(s + b, closes_n[k], strlen(closes_n[k])) ==
			    0) {
				b += strlen(closes_n[k]);
				again = 1;
			}
	while (s[b] == ' ' || s[b] == '\t')
		b++;
	/* a label then a comma is a set of them ("B, D") */
	return d > 0 && (s[b] == '\0' || strchr(lab > 0 ? ".!\"\r\n" :
	    ".!,;\"\r\n", s[b]) != NULL);
}

/*
 * Is the value at s[b] (spacing before it) a number and the noun it
 * counts, no unit (papo_unit_counted_noun, and no unit papo_unit_parse
 * reads), its sentence's end right after: "42 apples.", "**7** cakes"?
 */
static int
counted_number(const char *s, size_t b)
{
	struct papo_unit u;
	size_t d = 0, l;

	while (s[b] == ' ' || s[b] == '*' || s[b] == '$')
		b++;
	for (; is_digit((unsigned char)s[b]) || (s[b] == ',' &&
	    is_digit((unsigned char)s[b + 1])); b++)
		d++;
	while (s[b] == '*' || s[b] == '$')
		b++;
	if (d == 0 || s[b] != ' ')
		return 0;
	b++;
	for (l = 0; is_alpha((unsigned char)s[b + l]); l++)
		;
	if (!papo_unit_counted_noun(s + b, l) ||
	    papo_unit_parse(s + b, l, &u) == 0)
		return 0;
	b += l;
	while (s[b] == '*' || s[b] == ' ')
		b++;
	return s[b] == '\0' || strchr(".!\"\r\n", s[b]) != NULL;
}

/*
 * The nouns of a measure or a mathematical object besides quantities[]
 * a description may name with no problem to lend them ("The amplitude
 * of this function is 1.", "The change is $\\boxed{12}$", "The list is
 * $\\boxed{876,765}$"), in the singular (a plural's 's' is taken off).
 */
static const char *const measures[] = { "acceleration", "accuracy",
	"age", "altitude", "amplitude", "angle", "base", "capacity", "change",
	"charge", "circumference", "coefficient", "concentration", "constant",
	"current", "decrease", "degree", "density", "depth", "derivative",
	"determinant", "diagonal", "diameter", "digit", "dimension",
	"discriminant", "energy", "exponent", "factor", "force", "fraction",
	"frequency", "gain", "height", "hypotenuse", "increase", "index",
	"integral", "intercept", "limit", "list", "loss", "magnitude", "mass",
	"maximum", "measure", "median", "minimum", "mode", "momentum",
	"multiple", "period", "population", "portion", "power", "pressure",
	"radius", "range", "rank", "resistance", "root", "sequence", "set",
	"share", "side", "size", "slope", "temperature", "term", "velocity",
	"voltage", "work", "yield", NULL };

/*
 * After a noun of a measure, the words that keep it the description's
 * head: a preposition or a relative opening its complement ("The
 * amplitude of this function", "the change in temperature", "the
 * number that"), or a copula.
 */
static const char *const head_next[] = { "of", "in", "for", "per", "on",
	"at", "from", "to", "with", "between", "over", "that", "which", "is",
	"are", "was", "were", NULL };

/*
 * Is s[n..z) a past participle opening the head's complement ("the
 * lowest value shown on the axis", "the number needed", "the price
 * given"): "-ed", "-wn", "-en"?
 */
static int
participle(const char *s, size_t n, size_t z)
{
	return z - n > 3 && ((s[z - 2] == 'e' && s[z - 1] == 'd') ||
	    (s[z - 2] == 'w' && s[z - 1] == 'n') || (s[z - 2] == 'e' &&
	    s[z - 1] == 'n'));
}

/* Is s[w..z) a noun of quantities[] or measures[], or its plural? */
static int
measure_word(const char *s, size_t w, size_t z)
{
	return listed(s, w, z, IX_QUANTITIES) || one_of(s, w, z, measures) ||
	    (z - w > 1 && s[z - 1] == 's' && (listed(s, w, z - 1,
	    IX_QUANTITIES) || one_of(s, w, z - 1, measures)));
}

int
papo_answer_amount_noun(const char *s, size_t w, size_t z)
{
	return listed(s, w, z, IX_QUANTITIES) || (z - w > 1 &&
	    s[z - 1] == 's' && listed(s, w, z - 1, IX_QUANTITIES));
}

/*
 * Is a noun that ends at s[z] (its description ending at s[e], the verb
 * at s[w] when verb is set) the description's head: the last word, no
 * word after it, or the word after it the verb, another noun of a
 * quantity or a measure, a word of head_next[], a capitalised name or
 * a participle (measure_named)?
 */
static int
head_kept(const char *s, size_t z, size_t w, size_t e, int verb)
{
	size_t n, nz;

	if (z == e)
		return 1;	/* the head, before the row */
	for (n = z; n < e && s[n] == ' '; n++)
		;
	for (nz = n; nz < e && is_alpha((unsigned char)s[nz]); nz++)
		;
	return nz == n || (verb && n == w) || measure_word(s, n, nz) ||
	    one_of(s, n, nz, head_next) || (s[n] >= 'A' && s[n] <= 'Z') ||
	    participle(s, n, nz);
}

/*
 * The words a verb follows, never a noun: an auxiliary, a modal, "not"
 * and "to" ("The option that does not work", "the way to work"): a
 * noun of measures[] after one ("work", "yield", "change") is that
 * verb.
 */
static const char *const verb_before[] = { "not", "does", "do", "did",
	"doesn", "don", "didn", "to", "can", "cannot", "could", "will",
	"would", "shall", "should", "may", "might", "must", "never", NULL };

/*
 * Is a description s[a..e) headed by a noun of a measure (its last word
 * s[w..e), a verb when verb is set: "The sum equals", else the head
 * before the row that accepts the value: "The total" is)?  The noun is
 * the head when it is the last word (verb not set), when no word
 * follows it ("The answer (in dollars) is"), or when the word after it
 * is the verb, another such noun, a word of head_next[], a capitalised
 * name (a clause's subject: "the total cost Jenny pays") or a
 * participle.  Not a noun that qualifies the head ("The answer
 * key wrote 42", "The answer key is \\boxed{42}"), nor a verb that is
 * one ("The distractor yields 42").
 */
static int
measure_named(const char *s, size_t a, size_t w, size_t e, int verb)
{
	size_t c, z, pc = a, pz = a;

	for (c = a; c < (verb ? w : e); pc = c, pz = z, c = z) {
		for (z = c; z < e && !is_alpha((unsigned char)s[z]); z++)
			;
		for (c = z; z < e && is_alpha((unsigned char)s[z]); z++)
			;
		if (z == c || (verb && c >= w) || !measure_word(s, c, z) ||
		    (pz > pc && one_of(s, pc, pz, verb_before)))
			continue;	/* not "that does not work is" */
		if (head_kept(s, z, w, e, verb))
			return 1;
	}
	return 0;
}

/*
 * Is s[e..b) a colon, spacing and emphasis around it: the description
 * ending at s[e] (its reading closed by the colon) right before the
 * value ("The fivavax answered: 3.5")?
 */
static int
colon_next(const char *s, size_t e, size_t b)
{
	int colons = 0;

	for (; e < b; e++) {
		if (s[e] == ':')
			colons++;
		else if (s[e] != ' ' && s[e] != '*')
			return 0;
	}
	return colons == 1;
}

/*
 * With no problem to lend a description its words (pn 0), what a
 * description of its own (st->unlent: "The teacher", "The
 * thermometer"; its reading open, or closed by a colon) may end on
 * before a bare value (bare_number) that is the answer: a verb of
 * relates[] ("The thermometer reads \\boxed{291}") or a preposition of
 * where a quantity stands, what it is worth or changes by ("The water
 * settles at $\\boxed{25}$", "Bennet should sell each ear for $3.",
 * "So the pool is filled in $\\boxed{4}$.").  Any
 * other word ("The teacher wrote 42.", "The grader wants 42.", "The
 * distractor is 42."), or the row that accepts the value right after
 * its last word ("The textbook gives \\boxed{42}", "The student
 * answered: \\boxed{42}": b at the row, the description's last word
 * ending at unlent_end), gives someone's or something's value, not the
 * answer.  A description headed by a quantity (quantities[]: "The sum
 * equals 42", "The total is 42"; measures[]: "The amplitude of this
 * function is 1."; measure_named) is read as before, and so is a value
 * with a noun or a unit after it ("The car travels 60 miles", "The
 * rope is 1 m 20 cm", "the recipe makes 12 trips"), but for a count
 * (counted_number) after a copula: "The distractor is 42 apples." names
 * no quantity, and after a verb that is no deed of papo_answer_verb or
 * a wish ("The grader expects 42 apples.", "The key lists 42 apples.",
 * "The grader wants 42 apples.").  The refusal, the word in word; or
 * NULL.
 */
/*
 * Does the description s[a..w) name an output by a word of its own
 * before "output" ("The tool output is 42.", "The code output is 42."):
 * with no problem, an output is the response's own only after a
 * determiner, a word of the answer or a mathematical object of
 * output_of[] ("The output is 42", "The final output is 42", "The
 * function output is 42"), or a quantity's noun (measure_word).  An
 * expected or desired output ("The expected output is 42.") is a test's
 * or someone's wish, not what the response found.
 */
static const char *const output_of[] = { "the", "a", "an", "its", "this",
	"that", "our", "my", "their", "final", "total", "net", "resulting",
	"function", "formula", "equation",
	"expression", "map", "mapping", "sequence", NULL };

/*
 * Does the description s[a..w) hold a noun that names a value
 * estimated, guessed or supposed (a row of kind R_GUESS, in any listed
 * language)?  With no problem to ask for one, a description holding one
 * ("So the estimate measures 36 cm.") gives a guess, not the thing
 * measured ("the estimated length of the nail" names the length).  Its
 * end (its start in *at), or 0.
 */
static size_t
guess_named(const char *s, size_t a, size_t w, size_t *at)
{
	const struct row *r = papo_frame_guess_within(s, a, w, NULL, 0, at);

	return r != NULL ? *at + r->len : 0;
}

static int
tool_output(const char *s, size_t a, size_t w)
{
	size_t c, z, pc = a, pz = a;

	for (c = a; c < w; c = z) {
		for (z = c; z < w && !is_alpha((unsigned char)s[z]); z++)
			;
		for (c = z; z < w && is_alpha((unsigned char)s[z]); z++)
			;
		if (z == c)
			break;
		if ((z - c == 6 && starts_ci(s, z, c, "output")) || (z - c == 7
		    && starts_ci(s, z, c, "outputs")))
			return pz > pc && !one_of(s, pc, pz, output_of) &&
			    !measure_word(s, pc, pz);
		pc = c;
		pz = z;
	}
	return 0;
}

/* The verbs of papo_answer_verb that state a wish, not a deed: a count
   after one is what someone wants, not what the problem asks. */
static const char *const wishes[] = { "want", "wants", "wanted", "wish",
	"wishes", "wished", NULL };

/*
 * Is s[w..e), the last word of a description of its own headed by a
 * quantity and read as its verb before a bare value ("The sum equals
 * 42"), a verb papo_answer_verb or the rows recognise?  Any other word
 * there ("The answer zzzz 42.", "The answer isnt 42.", "The total aint
 * 42.", "The sum nope 42.") is not read as one statement.
 */
static int
head_verb(const char *s, size_t w, size_t e)
{
	return listed(s, w, e, IX_VERBS) || one_of(s, w, e, relates) ||
	    one_of(s, w, e, level_verbs) || one_of(s, w, e, copula_verbs) ||
	    listed(s, w, e, IX_ADVERBS);
}

/*
 * Where the adverbs right before the verb at s[w] start ("the total
 * just misses": "just"), its sentence from s[a]; w when none is there.
 */
static size_t
adverbs_before(const char *s, size_t a, size_t w)
{
	static const char *const advs[] = { "just", "simply", "still",
	    "also", "now", "then", "exactly", "therefore", "thus", "hence",
	    NULL };
	size_t x, xe;

	while ((x = word_before(s, a, w, &xe)) < xe && (one_of(s, x, xe,
	    advs) || listed(s, x, xe, IX_ADVERBS)))
		w = x;
	return w;
}

/*
 * The verb of a description's last word s[*w..*e) right before a value,
 * its sentence from s[a]: an adverb there ("is just 42", "is now 42")
 * is read with the verb before it, into *w and *e; 0 when no word is
 * before the adverbs.
 */
static int
verb_through(const char *s, size_t a, size_t *w, size_t *e)
{
	size_t x = adverbs_before(s, a, *e);

	if (x < *e)
		*w = word_before(s, a, x, e);
	return *w < *e;
}

/* head_verb, the verb read through its adverbs (verb_through) */
static int
quantity_verb(const char *s, size_t a, size_t w, size_t e)
{
	return verb_through(s, a, &w, &e) && head_verb(s, w, e);
}

/* Is the verb read through its adverbs a copula ("is just")? */
static int
copula_through(const char *s, size_t a, size_t w, size_t e)
{
	return verb_through(s, a, &w, &e) && one_of(s, w, e, copula_verbs);
}

/* measure_named(s, a, w, e, 1), the verb read through its adverbs
   ("The total is just 42") */
static int
measure_verb(const char *s, size_t a, size_t w, size_t e)
{
	return verb_through(s, a, &w, &e) && measure_named(s, a, w, e, 1);
}

static const char *
unlent_bare(const struct reading *st, const char *s, size_t a, size_t b,
    size_t pn, char *word, size_t wn)
{
	/* where a quantity stands, what it is worth or changes by, when
	   it is reached (level_unread has read the verb before) */
	static const char *const stands[] = { "at", "to", "for", "by", "in",
	    "within", "after", NULL };
	size_t e = b, w, v = b, g, ga = 0;
	int counted;

	if (pn > 0 || !st->unlent || (st->free != FREE_DESC &&
	    !colon_next(s, st->unlent_end, b)))
		return NULL;
	while (e > a && (s[e - 1] == ' ' || s[e - 1] == ':' ||
	    s[e - 1] == '*'))
		e--;	/* "The fivavax answered: 3.5" */
	w = word_before(s, a, e, &e);
	if (w == e)
		return NULL;
	if ((g = guess_named(s, a, w, &ga)) != 0) {
		name_word(s, ga, g, word, wn);
		return "a description naming a guess before the value";
	}
	counted = !bare_number(s, b) && copula_through(s, a, w, e) &&
	    counted_number(s, b);
	if (counted || bare_number(s, b)) {
		/* "The distractor is 42 apples.": a copula after a
		   description of its own that names no quantity; with a
		   verb ("the recipe makes 12 trips") a word problem's own
		   subject, read as before */
		if ((one_of(s, w, e, relates) || one_of(s, w, e, stands) ||
		    (measure_verb(s, a, w, e) && quantity_verb(s, a, w, e))) &&
		    !tool_output(s, a, w))
			return NULL;
	} else if (counted_number(s, b)) {
		/* "The grader wants 42 apples.": a count after a verb is a
		   word problem's own subject's deed when the verb is one
		   of papo_answer_verb's deeds ("the recipe makes 12
		   trips"), not a wish or an expectation */
		if (papo_answer_verb(s + w, e - w) && !one_of(s, w, e,
		    wishes) && (quantity_verb(s, a, w, e) ||
		    !measure_named(s, a, adverbs_before(s, a, w), e, 1)))
			return NULL;
		counted = 1;
	} else {
		/* the accepting row at s[b] (a word, a colon) after the
		   description's last word, then the value */
		while (is_alpha((unsigned char)s[v]) || s[v] == ':')
			v++;
		if (e != st->unlent_end || v == b || !bare_number(s, v) ||
		    measure_named(s, a, w, e, 0))
			return NULL;
	}
	name_word(s, w, e, word, wn);
	return counted ? "a description of its own before a count" :
	    "a description of its own before a bare value";
}

/*
 * Does s[i] (before the value at s[b], its sentence from s[a], outside
 * math) name one part of the problem or one version of the answer: an
 * item's mark in prose after a word, "(a)" or "(iii)" ("The answer to
 * part (a) is 42.", "Answer to (a): 42"), or a letter and digits right after
 * "answer" ("Answer v1: 42")?  A value given there answers a sub-part,
 * or is a draft, not the problem.  Its end, or i.  (A choice letter is
 * upper case, "(A)", and a variable's name in prose stands alone.)
 */
static size_t
part_named(const char *s, size_t a, size_t i, size_t b)
{
	static const char *const versioned[] = { "answer", "answers",
	    "solution", "result", NULL };
	size_t k, e, w;

	if (s[i] == '(') {
		if (i > a && is_alpha((unsigned char)s[i - 1]))
			return i;	/* "the house(s)" */
		for (k = a; k < i && !is_alpha((unsigned char)s[k]); k++)
			;
		if (k == i)
			return i;	/* "(c) Finally, the total is 42": the
					   response's own step, no word
					   before */
		for (k = i + 1; k < b && k < i + 5 && s[k] >= 'a' &&
		    s[k] <= 'z'; k++)
			;
		if (k == i + 1 || k >= b || s[k] != ')')
			return i;
		if (k > i + 2 && strspn(s + i + 1, "ivx") < k - i - 1)
			return i;	/* "(ii)", not "(see)" */
		return k + 1;
	}
	if (!is_alpha((unsigned char)s[i]) || (i > a &&
	    is_alpha((unsigned char)s[i - 1])))
		return i;
	/* its digits may run past b: a last statement's value is its
	   first digit ("Answer v1: 42", b at "1") */
	for (k = i + 1; is_digit((unsigned char)s[k]); k++)
		;
	if (k == i + 1 || is_alpha((unsigned char)s[k]))
		return i;
	w = word_before(s, a, i, &e);
	return w < e && one_of(s, w, e, versioned) ? k : i;
}

/* part_named's refusal, the mark s[i..e) in word. */
static const char *
part_refusal(const char *s, size_t i, size_t e, char *word, size_t wn)
{
	name_word(s, i, e, word, wn);
	return "a sub-part or a version named before it";
}

/*
 * The end of an aside at s[i] (before b) that gives the unit of what it
 * follows ("(in dollars)", "(in cm)", "(cm)"), after its ')'; else i.
 */
static size_t
unit_aside(const char *s, size_t i, size_t b)
{
	struct papo_unit u;
	size_t a = i + 1, e;

	if (s[i] != '(')
		return i;
	for (e = a; e < b && s[e] != ')' && s[e] != '('; e++)
		;
	if (e >= b || s[e] != ')')
		return i;
	if (e - a > 3 && starts_ci(s, e, a, "in "))
		a += 3;
	return e > a && papo_unit_parse(s + a, e - a, &u) == 0 ? e + 1 : i;
}

/*
 * Where the aside that opens at s[i] ends (before b): its ')', or the
 * next spaced hyphen after a spaced hyphen (b when none); i when s[i]
 * opens none.
 */
static size_t
aside_end(const char *s, size_t i, size_t b)
{
	size_t e;

	if (s[i] == '-') {
		for (e = i + 1; e + 2 < b && !(s[e] == ' ' && s[e + 1] == '-' &&
		    s[e + 2] == ' '); e++)
			;
		return e + 2 < b ? e : b;
	}
	for (e = i + 1; e < b && s[e] != ')' && s[e] != '('; e++)
		;
	return e < b && s[e] == ')' ? e : i;
}

/*
 * Does an aside open or close at s[i] (before b): a parenthesis around
 * a word of two letters or more, or a hyphen with spaces on both sides?
 * Its words are not the description they interrupt ("The answer (blorf)
 * is 42", "The answer - for odd n - is 42"): read as a clause's, as
 * after a comma.
 */
static int
aside_mark(const char *s, size_t i, size_t b)
{
	size_t k;

	if (s[i] == '(') {	/* words in it, not "(3)", "(x + 1)" */
		for (k = i + 1; k < b && s[k] != ')' && !(is_alpha((unsigned
		    char)s[k]) && k + 1 < b && is_alpha((unsigned char)s[k +
		    1])); k++)
			;
		return k < b && s[k] != ')';
	}
	if (s[i] == ')') {
		for (k = i; k > 0 && s[k - 1] != '(' && !(is_alpha((unsigned
		    char)s[k - 1]) && k > 1 && is_alpha((unsigned char)s[k -
		    2])); k--)
			;
		return k > 0 && s[k - 1] != '(';
	}
	return s[i] == '-' && i > 0 && s[i - 1] == ' ' && i + 1 < b &&
	    s[i + 1] == ' ';
}

/*
 * An aside at s[i] (before b) before an answer: where one that gives a
 * unit ends ("(in dollars)"), *why NULL; i + 1 and the refusal in *why
 * (the word in word) for one a preposition opens that frames the value
 * in words neither the response's work nor the problem p[0..pn)'s ("(in
 * the textbook)", "- in the textbook -"); else i.
 */
static size_t
aside_read(const char *s, size_t i, size_t b, const char *p, size_t pn,
    char *word, size_t wn, const char **why)
{
	size_t e;

	*why = NULL;
	if ((e = unit_aside(s, i, b)) > i)
		return e;
	if (!aside_mark(s, i, b) || s[i] == ')' || (e = aside_end(s, i,
	    b)) == i || !papo_answer_frames(s, i + 1, e, p, pn))
		return i;
	name_word(s, i + 1, word_end(s, i + 1, e), word, wn);
	*why = "a frame before it not recognised";
	return i + 1;
}

/*
 * open_read (papo_answer_open's reading): the label, with its value,
 * of a computation that ends in the answer (s[b], where the accepting
 * row starts, is in the response) is passed over ("Common denominator
 * 6: $\frac{3}{6} + \frac{2}{6} = \boxed{...}$"); and the row that
 * accepts the value right after a description whose last word, its own,
 * names no quantity ("The textbook gives \boxed{42}", "The distractor
 * is \boxed{42}") is none.
 */
/*
 * Under a problem p[0..pn), a description's last word right before the
 * value at s[b] that is neither a row's nor the problem's (st->unlent):
 * why it is not read as one statement, the word in word; NULL when it
 * is.  A description that names no quantity (above), or a quantity's
 * then a word no row holds right before the value ("The number of
 * apples nears 42", "... zorbs 42"; not a verb that relates it,
 * quantity_verb) is not.
 */
static const char *
desc_last_word(const struct reading *st, const char *s, size_t a, size_t b,
    const char *p, size_t pn, struct papo_pwords *pw, char *word,
    size_t wn)
{
	const char *why = NULL;
	size_t e, we;

	if (pn == 0 || st->free != FREE_DESC || !st->unlent || (e =
	    head_before(s, a, b)) >= b || (we = word_end(s, e, b)) !=
	    st->unlent_end)
		return NULL;
	if (!quantity_head(s, a, b, p, pn, pw))
		why = "a description that names no quantity before it";
	else if (last_before(s, we, b, 1) && !quantity_verb(s, a, e, we))
		why = "a verb before it not recognised";
	if (why != NULL)
		name_word(s, e, we, word, wn);
	return why;
}

static const char *
open_read(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	struct reading st = { 1, 0, 0, 0, 0, pw, 0, 0, 0, 0 };
	const char *bare;
	size_t i, e, l;
	int math = 0, text = 0, saved = 0, depth = 0, concl = 0;
	long c;

	a = statement_from(s, a, b);
	if ((e = heading(s, a, b)) > a && digit_in(s, a, e) &&
	    (s[b] == '=' || memchr(s + e, '=', b - e) != NULL))
		a = e;	/* a computation's label (above) */
	for (i = a; i < b; ) {
		c = cp_at(s, i, b, &l);
		if (!math && (e = part_named(s, a, i, b)) > i)
			return part_refusal(s, i, e, word, wn);
		else if (c == '$' && !math && prose_open(s, i, b)) {
			i++;	/* "The total is $close to 42$": words */
		} else if (c == '$') {
			math = !math;
			st.first = 0;
			i++;
		} else if (c == '\\') {
			i = tex(s, i, b, &math, &text);
			if (text && depth == 0) {
				saved = math;
				math = 0;
				depth = 1;
			}
		} else if (c == '<' && (e = tag_end(s, i, b)) > 0) {
			i = e;	/* markup: "<think>", "</b>" */
		} else if (c == '{' || c == '}') {
			if (depth > 0 && (depth += c == '{' ? 1 : -1) == 0)
				math = saved;
			i++;
		} else if (!math && (e = aside_read(s, i, b, p, pn, word, wn,
		    &bare)) > i) {
			if (bare != NULL)
				return bare;	/* "(in the textbook)" */
			i = e;	/* "The answer (in dollars) is" */
		} else if ((c == '~' || papo_answer_approx_sign(s, i, b) !=
		    0) && !math) {
			name_word(s, i, i + l, word, wn);
			return "a sign before it not recognised";	/* "He ~
					   has 42", "The answer ≈ is B.": a
					   hedge */
		} else if (c >= 0 && c < 0x80 && !is_alpha((int)c) &&
		    c != '\'') {
			if (c == ',' || c == ':' || c == ';' || (!math &&
			    aside_mark(s, i, b))) {
				st.first = 1;	/* a clause starts */
				st.aside = c == ',' && st.said && !math;
				st.free = st.reason = st.negated = 0;
			} else if ((c == '.' || c == '!' || c == '?') &&
			    sentence_starts(s, i + 1, b)) {
				st.free = st.said = st.negated = 0;
						/* "12.\) Since" */
				st.first = 1;
			} else if (!is_space((int)c) && c != '*' && c != '#')
				st.first = 0;
			i++;	/* digits, signs, punctuation, spacing */
		} else if (math && c >= 0 && c < 0x80) {
			do
				i++;	/* a variable, a function, f' */
			while (i < b && is_alpha((unsigned char)s[i]));
		} else if (!math && (e = papo_frame_to_problem(s, a, i, b)) >
		    i) {
			i = e;	/* "Die Antwort auf diese Aufgabe ist" */
		} else if (letter_at(s, i, b, &l)) {
			const char *why = NULL;

			if ((why = modal_why(s, a, i, b, p, pn, pw)) != NULL) {
				name_word(s, i, word_end(s, i, b), word, wn);
				return why;
			}
			if ((i = read_word(&st, s, a, i, b, p, pn, depth > 0 &&
			    saved, &why, word, wn)) == 0)
				return why;
		} else if (dense_char(c)) {
			concl |= concluding(s, i, b);	/* "因此，" */
			if (!dense_modal(s, i, b, p, pn, pw) &&
			    (e = dense_word(s, a, i, b, p, pn, pw,
			    concl)) > 0) {
				i = e;
				continue;
			}
			name_word(s, i, i + l, word, wn);
			return dense_why(s, i, b, p, pn, pw);
		} else if (sign_ok(c) || math) {
			i += l;
		} else {
			name_word(s, i, i + l, word, wn);
			return "a sign before it not recognised";
		}
	}
	if (st.negated && !desc_closed(s, st.negated, b)) {
		name_word(s, st.neg_at, st.negated, word, wn);
		return "a negation before it";
	}
	if ((bare = unlent_bare(&st, s, a, b, pn, word, wn)) != NULL)
		return bare;
	return desc_last_word(&st, s, a, b, p, pn, pw, word, wn);
}

/*
 * A contraction whose apostrophe is mistyped as a comma or a semicolon
 * in the words s[a..b), out of math ("The answer isn;t 42.", "The total
 * can,t be 42.", "It;s 42."): a word of two letters or more (or "I")
 * not a command's name, the sign, then a contraction's ending (t, s, m,
 * d, re, ll, ve) that ends the word.  Such a sign starts no clause
 * (hostile_red20's typo); why it is not recognised, or NULL.
 */
static const char *
glued_sign(const char *s, size_t a, size_t b, char *word, size_t wn)
{
	static const char *const ends[] = { "t", "s", "m", "d", "re", "ll",
	    "ve", NULL };
	size_t i, l, k, e;
	int math = 0;

	for (i = a; i < b; i++) {
		if (s[i] == '$' || (s[i] == '\\' && i + 1 < b &&
		    strchr("()[]", s[i + 1]) != NULL)) {
			math = s[i] == '$' ? !math : strchr("([", s[i + 1]) !=
			    NULL;
			continue;
		}
		if (math || (s[i] != ',' && s[i] != ';'))
			continue;
		for (l = i; l > a && is_alpha((unsigned char)s[l - 1]); l--)
			;
		if (!(i - l >= 2 || (i - l == 1 && s[l] == 'I')) ||
		    (l > a && s[l - 1] == '\\'))
			continue;	/* "(n,k)", "\\sin,": no word */
		for (e = i + 1; e < b && is_alpha((unsigned char)s[e]); e++)
			;
		for (k = 0; ends[k]; k++)
			if (strlen(ends[k]) == e - i - 1 &&
			    memcmp(s + i + 1, ends[k], e - i - 1) == 0) {
				name_word(s, i, i + 1, word, wn);
				return "a sign inside a word not recognised";
			}
	}
	return NULL;
}

/* open_read, once glued_sign has found no sign inside a word. */
const char *
papo_answer_open(const char *s, size_t a, size_t b, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	const char *why = glued_sign(s, a, b, word, wn);

	return why != NULL ? why : open_read(s, a, b, p, pn, pw, word, wn);
}

#define LIST_INDEX(x, w) do { \
	_Static_assert(sizeof(w) / sizeof(w[0]) <= IX_ROWS, \
	    "raise IX_ROWS"); \
	list_index(x, w, 1); \
} while (0)

static void
lists_build(void)
{
	LIST_INDEX(IX_NEVERS, nevers);
	LIST_INDEX(IX_DETS, dets);
	LIST_INDEX(IX_VERBS, verbs);
	LIST_INDEX(IX_ADVERBS, adverbs);
	LIST_INDEX(IX_OWNED, owned);
	LIST_INDEX(IX_ANSWER_ADJS, answer_adjs);
	LIST_INDEX(IX_AFTER_IS, after_is);
	LIST_INDEX(IX_QUANTITIES, quantities);
	LIST_INDEX(IX_OWNERS, owners);
	LIST_INDEX(IX_THEIRS, theirs);
	list_index(IX_APPROX, papo_answer_approx_words, 1);	/* recognised
				   when the problem asks to round */
	LIST_INDEX(IX_ASKS, asks);
	LIST_INDEX(IX_LABEL_WORDS, label_words);
	LIST_INDEX(IX_LABEL_ANSWERS, label_answers);
	LIST_INDEX(IX_JOINS, joins);
	LIST_INDEX(IX_DENSE_NEVERS, dense_nevers);
	_Static_assert(sizeof(clause_concludes) / sizeof(clause_concludes[0])
	    <= IX_ROWS, "raise IX_ROWS");
	list_index(IX_CONCLUDES, clause_concludes, 0);	/* the first row
				   that matches counts: the table's order */
}
