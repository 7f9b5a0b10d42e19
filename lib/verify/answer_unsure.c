/* SPDX-License-Identifier: MIT */
/*
 * answer_unsure.c: a sentence right before an answer's statement that
 * says the writer is not sure of what follows, recognised by its parts
 * whatever its length (answer_frame.c's sentence_before_row asks).
 *
 * Doubt about one's own result is said, in every language papo-verify
 * reads, by a few kinds of parts, and a sentence holds one of them:
 *
 *  - a word of confidence or of checking (sure, confident, certain,
 *    verified, checked, guarantee, 100%; sicher, überprüfen, уверен,
 *    把握, 自信, 확신, ...) that a negator or a word of lack governs
 *    (not, n't, no, without, lack, low; nicht, pas, не, 不, 没, ...):
 *    the negator stands a few words before it, or, in the languages
 *    that put it last (ない, ません, 않, 없, नहीं, లేదు, değil), right
 *    after it;
 *  - a word that may be wrong or off (wrong, off, mistaken) after a
 *    modal (might, may, could);
 *  - a word that is doubt on its own (unverified, toss-up, guesswork,
 *    仅供参考, 参考程度, Vorsicht, cuidado, ...);
 *  - in English, a remark on the solver's own work or the answer's
 *    standing that is not recognised as a committed one (remark_unsure:
 *    "I ran out of time to verify it.", "Please double-check this.");
 *    in the other languages, a sentence with no value that says haste,
 *    memory, a guess, a lack of time, a caveat, a request, or an error
 *    after a modal (remark_lang: "Ich habe das im Kopf gerechnet.",
 *    "Hice este cálculo de memoria.", "我可能算错了。").
 *
 * A sentence that holds none of these parts is read by its kind too
 * (papo_frame_unowned): one no committed answer follows, whatever its
 * words (a question that offers a value of its own, a percentage of
 * confidence, a value the problem does not state weighed by a modal or
 * a belief; in English the solver's own state in words rw_committed
 * does not recognise).
 *
 * A stem may stand inside its word after a prefix its language glues
 * to it (re-, ri-, ré-: "revérifier", "ricontrollarlo"; Swahili ku-;
 * an Arabic article or preposition: "لمراجعة"), or after one that
 * negates it (Swahili "sijathibitisha"); Turkish negates by a suffix
 * of the verb after it ("kontrol edemedim", "doğrulayamadım").
 *
 * The degree words and objects between ("not *entirely* confident *in
 * this*", "nicht *ganz* sicher", "不*太*有把握") are whatever they are:
 * a made-up adverb does not hide the negator from the word it governs.
 * A sentence of derivation ("We have 6 x 8 = 48.", "Adding these, the
 * total is 48.", "I checked it twice.") holds none, and stays read as
 * reasoning.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "answer_impl.h"
#include "answer_frame_impl.h"
#include "xalloc.h"

/* A negator before its word: within this many words of it, and this
   many bytes (a script written without spaces). */
#define NEG_WORDS	6
#define NEG_BEFORE	48
/* A negator after its word (the languages that put it last), in its
   clause. */
#define NEG_AFTER	40

/*
 * What a language glues before a word's stem: a prefix of repetition
 * (re-, ri-, ré-: "revérifier", "ricontrollarlo"), Swahili's ku- and
 * its object i- ("kuikagua"), an Arabic article, conjunction or
 * preposition ("لمراجعة", "أتحقق"); and the prefixes that negate it
 * (Swahili "sijathibitisha", "sikukagua").
 */
static const char *const glued_prefix[] = {
	"re", "ri", "r\xc3\xa9", "ku", "kui", "\xd8\xa7\xd9\x84",
	"\xd9\x84", "\xd9\x84\xd9\x84", "\xd9\x88", "\xd8\xa3",
	"\xd8\xa8", NULL
};
static const char *const glued_negator[] = {
	"sija", "sijai", "siku", "sikui", "hatuja", "hatuku", "haku",
	"hakui", NULL
};
/* The suffixes of Turkish's negation inside the verb after the stem
   ("kontrol edemedim", "doğrulayamadım", "etmedim"). */
static const char *const neg_inside[] = {
	"medi", "mad\xc4\xb1", "miyor", "m\xc4\xb1yor", "meyece",
	"mayaca", "emez", "amaz", NULL
};

/* Words of confidence or checking, as stems: a Latin or Cyrillic one
   starts a word, one in another script stands anywhere. */
static const char *const sure_words[] = {
	/* en */
	"confiden", "sure", "certain", "verif", "check", "guarantee",
	"100%", "convinced", "positive about", "double-check", "confirm",
	"cross-check",
	/* fr */
	"sûr", "vérifi", "convaincu", "confiance", "contrôl", "revoi",
	"relir",
	/* de */
	"sicher", "prüf", "überprüf", "überzeugt", "verifizier", "kontrollier",
	"gewiss", "geprüft", "nachgeprüf", "nachprüf", "nachzuprüf",
	"nachgerechn", "nachrechn", "nachzurechn", "bestätig",
	/* es, it, pt */
	"segur", "convencid", "comprob", "verific", "confian", "sicur",
	"convint", "controll", "fiducia", "certeza", "convic", "confer",
	"revis", "repas",
	/* ru, uk, pl */
	"уверен", "провер", "убежд", "впевнен", "упевнен", "перевір",
	"pewien", "pewna", "pewny", "sprawdz", "zweryfik", "перепровер",
	"подтверд", "пересчит", "підтверд", "перерахув", "przelicz",
	"potwierdz",
	/* id, vi, tr, sw */
	"yakin", "periksa", "verifikasi", "pasti", "chắc", "kiểm tra",
	"emin", "uhakika", "memeriksa", "diperiksa", "cek", "mengecek",
	"dicek", "konfirmasi", "kiểm lại", "xác minh", "xác nhận",
	"rà soát", "kontrol", "doğrula", "gözden geçir", "hakiki",
	"kagua", "thibitisha",
	/* ar */
	"واثق", "متأكد", "تحقق", "يقين", "مراجع", "تأكد",
	/* zh, ja, ko */
	"把握", "确定", "確定", "确信", "確信", "验证", "驗證", "核实",
	"核實", "自信", "肯定", "检查", "檢查", "検証", "確認", "確か",
	"확신", "검증", "확인", "자신", "核对", "核對", "复核", "複核",
	"校对", "校對", "检验", "檢驗", "見直", "検算", "검토", "검산",
	"점검",
	/* th, hi, bn, te */
	"มั่นใจ", "แน่ใจ", "ตรวจสอบ", "भरोसा", "यकीन", "सुनिश्चित",
	"जाँच", "जांच", "विश्वास", "নিশ্চিত", "যাচাই", "నమ్మకం",
	"ఖచ్చితం", "ధృవీకరి", "ตรวจทาน", "ยืนยัน", "ทวน", "पुष्टि",
	"सत्यापित", "মিলিয়ে দেখ", "తనిఖీ", "సరిచూ",
	NULL
};

/* What governs a sure word from before it. */
static const char *const neg_before[] = {
	"not", "n't", "n\xe2\x80\x99t", "no", "never", "without", "lack",
	"low", "unable", "failed", "hardly",
	"pas", "n'", "sans", "peu",
	"nicht", "kein", "keine", "keinen", "ohne", "wenig", "kaum",
	"no", "sin", "poca", "poco", "non", "senza", "não", "sem", "pouca",
	"не", "без", "Не", "Без", "nie", "bez", "tanpa",
	"tidak", "tak", "belum", "kurang", "không", "chưa", "sina",
	"sikupata", "sikuweza", "sijapata", "sijaweza", "bila",
	"لست", "لا", "لم", "غير", "ليس",
	"不", "没", "沒", "未", "无", "無", "못",
	"ไม่", "नहीं", "না",
	NULL
};

/* What governs a sure word from after it. */
static const char *const neg_after[] = {
	"ない", "ません", "なかった", "ず", "않", "없", "못", "नहीं",
	"లేదు", "లేను", "లేక", "değil", "নই", "না", "পাইনি", "পারিনি",
	"করিনি", "হয়নি", "দেখিনি",
	NULL
};

/* What may be wrong, and the modals that make it so. */
static const char *const off_words[] = {
	"wrong", "off", "mistaken", "incorrect", "error", "mistake", "slip",
	"flaw", NULL
};
static const char *const modals[] = {
	"might", "may", "could", NULL
};

/* Doubt on its own. */
static const char *const doubt_words[] = {
	"unverified", "unchecked", "unconfirmed", "untested", "toss-up",
	"coin flip", "coin-flip", "guesswork", "working blind",
	"shot in the dark", "grain of salt", "take this as rough",
	"treat this as rough", "ballpark",
	"à vérifier", "sous réserve",
	"ungeprüft", "ohne gewähr",
	"sin verificar", "da verificare",
	"непровер", "неперевір",
	"仅供参考", "僅供參考", "参考程度", "参考までに",
	NULL
};

/*
 * Doubt as a verb, noun or adjective of its own ("Je doute.", "Ich
 * zweifle.", "Lo dudo.", "Сомневаюсь.", "我很怀疑。"): doubt unless a
 * negator governs it ("sans aucun doute", "ohne Zweifel", "sin duda",
 * "без сомнения", "毫无疑问", "bila shaka") or a suffix that negates
 * ends its word (doubt_free: "zweifellos", "doubtless", "şüphesiz").
 * A stem in Latin or Cyrillic letters starts a word, so a word that
 * negates it by a prefix ("indubbiamente", "несомненно") holds none;
 * in the scripts where such a prefix glues on ("निस्संदेह", "নিঃসন্দেহে")
 * only the phrase with its verb is listed.
 */
static const char *const doubt_verbs[] = {
	/* en */
	"dubious", "questionable", "iffy", "hesitant",
	/* fr */
	"dout", "hésit", "incertain",
	/* de */
	"zweifel", "zweifl", "bezweifl", "unsicher", "ungewiss",
	/* es, it, pt */
	"dud", "incierto", "incierta", "dubbi", "dubit", "incert",
	"duvid", "dúvid", "hesit",
	/* ru, uk, pl */
	"сомнева", "сомнит", "сомнен", "сумнів", "Сомнева", "Сомнит",
	"Сомнен", "Сумнів", "wątpi",
	"wątpliw", "niepewn",
	/* id, vi, tr, sw */
	"ragu", "nghi ngờ", "phân vân", "şüphe", "Şüphe", "shaka",
	/* zh, ja, ko */
	"怀疑", "懷疑", "疑问", "疑問", "存疑", "拿不准", "拿不準", "说不准",
	"說不準", "疑わし", "怪しい", "의심", "의문", "긴가민가",
	/* th, hi, bn, te, ar */
	"สงสัย", "संदेह है", "शक है", "সন্দেহ আছে", "সন্দেহ হচ্ছে",
	"అనుమాన", "مشكوك",
	NULL
};
/* Not knowing, said with its own negator ("Keine Ahnung.", "No lo
   sé.", "Не знаю."): doubt in the sentence's last clause (as
   doubt_verbs). */
static const char *const no_idea[] = {
	"je ne sais pas", "sais pas", "keine ahnung", "weiß nicht",
	"weiß es nicht", "weiß ich nicht", "no sé", "no lo sé", "ni idea",
	"non lo so", "non so se", "non saprei", "não sei", "sei lá",
	"не знаю", "без понятия", "Не знаю", "Без понятия", "nie wiem",
	"tidak tahu",
	"không biết", "bilmiyorum", "sijui",
	"不知道", "不清楚", "わからない", "分からない", "わかりません",
	"分かりません", "모르겠", "ไม่รู้", "पता नहीं", "জানি না",
	"తెలియదు", "لا أعرف", "لا أدري",
	NULL
};
/* The suffixes that negate a word of doubt_verbs they end. */
static const char *const doubt_free[] = {
	"los", "less", "lessly", "siz", "s\xc4\xb1z", NULL
};

/*
 * The remarks on the answer's standing in the languages other than
 * English, which remark_unsure reads in English: a sentence with no
 * value or operation of the work in it (standing_stop) that says the
 * work was done in haste, in the head or from memory, by a guess, short
 * of time, or that is a caveat's label (standing_words); that asks the
 * reader for something (please_words: "Bitte ...", "Por favor, ...",
 * "请...", "...してください"); or that says the solver may have erred
 * (an error word of err_words with a modal of may_words in the sentence:
 * "Vielleicht habe ich mich verrechnet.", "我可能算错了。").  A
 * language that drops the pronoun says them without one ("Hice este
 * cálculo de memoria.", "急いで計算しました。"), so none asks for a
 * first person; no word of them is one a derivation sentence ("Ich
 * rechne 6 · 7 = 42.", "我先算出铅笔的总数。") holds.  An error said
 * with no modal is a correction of what came before ("Ich habe mich
 * verrechnet."), read as English reads "I made a slip."
 */
static const char *const standing_words[] = {
	/* fr */
	"hâte", "précipit", "un peu vite", "trop vite", "de tête",
	"de mémoire", "deviné", "au hasard", "au pif", "à vue de nez",
	"manqué de temps", "manque de temps", "pas eu le temps",
	"avertissement", "mise en garde", "sans garantie", "pile ou face",
	/* de */
	"eile", "eilig", "hastig", "überstürzt", "im kopf",
	"aus dem gedächtnis", "auswendig", "geraten", "auf gut glück",
	"über den daumen", "keine zeit", "fehlte die zeit",
	"fehlte mir die zeit", "zeitmangel",
	"zeitdruck", "wenig zeit", "vorbehalt", "warnung",
	"haftungsausschluss", "ohne gewähr", "ohne garantie",
	"mit vorsicht", "kopf oder zahl",
	/* es, it, pt */
	"prisa", "apresurad", "deprisa", "de memoria", "de cabeza",
	"mentalmente", "de cabeça", "a ojo", "adivin", "al azar", "a ciegas",
	"faltó tiempo", "falta de tiempo", "poco tiempo", "sin tiempo",
	"advertencia", "salvedad", "sin garantía", "con pinzas",
	"cara o cruz",
	"fretta", "frettolos", "a memoria", "a mente", "a occhio",
	"indovin", "a caso", "mancato il tempo", "poco tempo",
	"mancanza di tempo", "avvertenza", "senza garanzi",
	"con le pinze", "testa o croce",
	"pressa", "apressad", "de memória", "chutei", "chute", "ao acaso",
	"a olho", "faltou-me tempo", "faltou tempo", "pouco tempo",
	"falta de tempo", "sem tempo", "advertência", "ressalva", "aviso",
	"sem garantia", "cara ou coroa",
	/* ru, uk, pl */
	"спешк", "второпях", "наспех", "впопыхах", "в уме", "по памяти",
	"на глаз", "наугад", "наобум", "не хватило времени",
	"не было времени", "мало времени", "нехватк", "оговорка",
	"Оговорка", "предупреждение", "Предупреждение",
	"без гарантий", "Без гарантий", "не гарантирую", "Не гарантирую",
	"орёл или решка", "Орёл или решка",
	"без гарантій", "Без гарантій",
	"поспіх", "нашвидкуруч", "подумки", "в умі", "по пам",
	"на око", "навмання", "навгад", "наосліп", "забракло часу",
	"не вистачило часу", "не було часу", "мало часу", "брак часу",
	"застереження", "Застереження", "попередження", "Попередження",
	"pośpie", "pospiesz", "naprędce", "w pamięci", "w głowie",
	"z pamięci", "na oko", "zgadł", "zgadywa", "na chybił",
	"zabrakło mi czasu", "zabrakło czasu", "brak czasu", "mało czasu",
	"zastrzeżenie", "ostrzeżenie", "bez gwarancji",
	/* id, vi, tr, sw */
	"terburu", "tergesa", "di luar kepala", "dalam kepala",
	"tebakan", "menebak", "kehabisan waktu", "kurang waktu",
	"waktu saya tidak cukup", "waktunya tidak cukup", "tidak sempat",
	"peringatan", "tanpa jaminan",
	"vội", "nhẩm", "theo trí nhớ", "đoán", "không đủ thời gian",
	"thiếu thời gian", "hết thời gian", "cảnh báo", "không đảm bảo",
	"acele", "aklımdan", "kafadan", "ezbere", "tahmin",
	"zamanım yetmedi", "zaman yetmedi", "vaktim yetmedi",
	"zamanım yoktu", "vaktim yoktu", "uyarı", "garanti edemem",
	"haraka", "kichwani", "kwa kumbukumbu", "kisia", "nilikisia",
	"niliikisia", "nimekisia", "nimeikisia", "kukisia", "makisio",
	"muda hauku",
	"sikupata muda", "tahadhari", "onyo",
	NULL
};
/* standing_words in the scripts other than Latin and Cyrillic (a list
   holds at most IX_MAX words) */
static const char *const standing_script[] = {
	/* ar, hi, bn, te, th */
	"عجل", "عجالة", "تسرع", "ذهني", "من الذاكرة", "من ذاكرتي", "خمّن",
	"خمن", "تخمين", "لم يكفني الوقت", "ضيق الوقت", "لم يكن لدي وقت",
	"تنبيه", "تحذير",
	"जल्दबाज़ी", "जल्दबाजी", "जल्दी में", "मन में", "याद से",
	"अंदाज़", "अंदाज", "अनुमान से", "समय कम", "समय नहीं", "समय की कमी",
	"चेतावनी",
	"তাড়াহুড়ো", "মনে মনে", "স্মৃতি থেকে", "আন্দাজ", "সময় কম",
	"সময় ছিল না", "সময় পাইনি", "সতর্কতা",
	"తొందరపాటు", "హడావుడి", "మనసులో", "జ్ఞాపకం", "ఊహించ", "ఊహతో",
	"సమయం సరిపో", "సమయం లేక", "హెచ్చరిక",
	"รีบ", "ในใจ", "ความจำ", "เดา", "เวลาไม่พอ", "ไม่มีเวลา", "คำเตือน",
	"ข้อควรระวัง",
	/* zh, ja, ko */
	"匆忙", "仓促", "倉促", "匆匆", "草率", "凭记忆", "憑記憶", "心算",
	"口算", "凭印象", "憑印象", "猜的", "猜测", "猜測", "瞎猜",
	"时间不够", "時間不夠", "没时间", "沒時間", "时间紧", "時間緊",
	"免责", "免責", "不保证", "不保證", "不敢保证", "不敢保證",
	"仅供参考", "僅供參考",
	"急いで", "慌て", "大急ぎ", "暗算", "うろ覚え", "記憶で", "勘で",
	"当てずっぽう", "時間が足り", "時間がな", "時間不足",
	"保証はでき", "保証でき", "参考程度",
	"급하게", "서둘러", "허겁지겁", "암산", "기억에 의존", "짐작",
	"어림", "찍었", "시간이 부족", "시간이 없", "시간 부족", "경고:",
	"보장할 수 없", "장담할 수 없", "장담 못",
	NULL
};

/* What asks the reader for something (a check, care): a request. */
static const char *const please_words[] = {
	"bitte", "merci de", "veuillez", "s'il vous plaît", "por favor",
	"per favore", "пожалуйста", "Пожалуйста", "будь ласка",
	"Будь ласка", "proszę", "tolong", "mohon", "vui lòng", "lütfen",
	"يرجى", "الرجاء", "कृपया", "অনুগ্রহ করে", "দয়া করে", "దయచేసి",
	"กรุณา", "โปรด", "tafadhali", "请", "請", "ください", "주세요",
	"바랍니다", NULL
};

/*
 * A belief or a likelihood (hedge_lang) said of the work's being right
 * (right_lang): "Ich glaube, dass die Multiplikation so stimmt.", "Je
 * pense que le calcul est juste.", "Probably the product is right.".
 * A sentence of the work that names no correctness ("Ich glaube, wir
 * sollten multiplizieren.") holds no word of right_lang.
 */
static const char *const hedge_lang[] = {
	"i think", "i believe", "i feel", "i suppose", "i assume",
	"probably", "presumably", "likely",
	"glaube", "denke", "vermute", "wahrscheinlich", "vermutlich",
	"dürfte", "je pense", "je crois", "je suppose", "probablement",
	"sans doute", "creo", "pienso", "supongo", "probablemente",
	"credo", "penso", "suppongo", "probabilmente", "acho", "creio",
	"suponho", "provavelmente",
	"думаю", "Думаю", "полагаю", "Полагаю", "кажется", "Кажется",
	"вероятно", "Вероятно", "наверное", "Наверное", "по-моему",
	"По-моему", "здається", "Здається", "мабуть", "Мабуть",
	"напевно", "Напевно", "ймовірно", "Ймовірно", "myślę", "sądzę",
	"chyba", "prawdopodobnie", "wydaje mi się",
	"saya rasa", "saya pikir", "sepertinya", "kemungkinan besar",
	"tôi nghĩ", "có lẽ", "chắc là", "hình như", "sanırım", "bence",
	"galiba", "muhtemelen", "herhalde",
	"أظن", "أعتقد", "على الأرجح", "غالبا", "लगता", "संभवतः",
	"मेरे ख्याल", "মনে হয়", "সম্ভবত", "বোধহয়", "అనుకుంటున్నా",
	"అనిపిస్త", "คิดว่า", "น่าจะ", "nadhani", "nafikiri",
	"觉得", "覺得", "大概", "也许", "也許", "估计", "估計", "と思い",
	"たぶん", "多分", "おそらく", "것 같", "아마", NULL
};
static const char *const right_lang[] = {
	"right", "correct", "accurate", "valid",
	"richtig", "stimmt", "korrekt", "juste", "exact", "correct",
	"bien", "giust", "corrett", "esatt", "cert", "corret",
	"верн", "Верн", "правильн", "Правильн", "вірн", "Вірн",
	"poprawn", "dobrze", "zgadza", "prawidłow", "benar", "tepat",
	"đúng", "chính xác", "doğru", "صحيح", "सही", "ठीक", "ঠিক",
	"সঠিক", "సరై", "సరి", "ถูก", "sahihi", "是对的", "是對的",
	"正确", "正確", "没问题", "沒問題", "没错", "沒錯", "正しい",
	"合って", "맞", "옳", NULL
};

/* An error the solver may have made, and the modals that make it one
   that may be in the work. */
static const char *const err_words[] = {
	"verrechn", "vertan", "geirrt", "fehler", "falsch", "tromp",
	"erreur", "faute", "faux", "fausse", "equivoc", "equivoqu", "error",
	"estar mal", "está mal", "esté mal", "sbagli", "errore", "errat",
	"errad", "erro", "errei", "ошиб", "помил", "pomyl", "błąd", "błęd",
	"salah", "keliru", "sai", "nhầm", "hata", "yanlış", "أخطأ", "خطأ",
	"गलती", "ग़लती", "गलत", "ভুল", "పొరపాటు", "తప్పు", "ผิด",
	"nimekose", "nilikose", "tumekose", "kosea", "makosa", "错", "錯",
	"误", "誤", "間違", "잘못", "틀렸", "틀릴", "오류", NULL
};
static const char *const may_words[] = {
	"vielleicht", "möglicherweise", "könnte", "eventuell", "peut-être",
	"pourrait", "sûrement", "je crains", "puede que", "quizá", "tal vez",
	"podría", "me temo", "potrei", "potrebbe", "temo ", "pode estar",
	"pode ter", "receio", "ich fürchte", "боюсь", "Боюсь",
	"forse", "può darsi", "posso ter", "talvez", "pode ser", "poderia",
	"возможно", "Возможно", "мог ", "могла", "может", "Может",
	"можливо", "Можливо", "міг ", "могла", "mogłem", "mogłam", "może",
	"mungkin", "bisa jadi", "có thể", "có lẽ", "olabilir", "belki",
	"ربما", "قد ", "शायद", "सकता", "सकती", "হয়তো", "বোধহয়", "బహుశా",
	"ఉండవచ్చు", "อาจ", "huenda", "labda", "pengine", "可能", "也许",
	"也許", "或许", "或許", "かもしれ", "수도 있", "지도 모릅", "지도 모른",
	NULL
};

/*
 * The hedges of a statement that no committed one holds, by family, in
 * every listed language (papo_frame_unowned reads them in any sentence,
 * with or without a value, its clauses together): a modal with a verb
 * of belief or betting, and the solver's guess or estimate named as
 * such ("I'd wager ...",
 * "Je parierais que ...", "Chutando, ...", "Ninakisia ...", "我敢打赌",
 * "추정하자면"); a condition on the solver's own work or memory ("If
 * memory serves, ...", "Si no me equivoco, ...", "Wenn ich richtig
 * gerechnet habe, ...", "..., unless I slipped.").  A method's name
 * ("the guess-and-check method") holds none of them: they are the
 * solver's ("my guess", "I'd guess"), not the noun alone, and a
 * method's name is no weighing word either (stem_in,
 * answer_frame.c's papo_frame_in_method).
 */
static const char *const bet_words[] = {
	/* en */
	"i'd wager", "i\xe2\x80\x99" "d wager", "i would wager",
	"i'll wager", "i'd bet", "i\xe2\x80\x99" "d bet", "i would bet",
	"i'll bet", "i'd guess", "i\xe2\x80\x99" "d guess", "i would guess",
	"i'd venture", "i would venture", "i'd hazard", "i would hazard",
	"my guess", "my best guess", "my estimate", "my rough estimate",
	"my best estimate", "guesstimate", "tentative", "placeholder",
	/* fr */
	"parierais", "je parie", "mon estimation", "mon estimé",
	"provisoire", "je devine",
	/* de */
	"würde wetten", "ich wette", "meine schätzung", "ich schätze",
	"schätzungsweise", "vorläufig", "ich tippe", "mein tipp",
	/* es, it, pt */
	"apostaría", "apuesto a", "mi estimación", "mi conjetura",
	"provisional", "scommetterei", "scommetto", "la mia stima",
	"la mia ipotesi", "provvisori", "apostaria", "aposto que",
	"minha estimativa", "chutando", "chuto", "meu palpite", "provisóri",
	/* ru, uk, pl */
	"поспорить", "бьюсь об заклад", "по моей оценке", "По моей оценке",
	"по моим оценкам", "По моим оценкам", "предполагаю", "Предполагаю",
	"навскидку", "Навскидку", "предварительн", "Предварительн",
	"посперечат", "за моєю оцінкою", "За моєю оцінкою", "припускаю",
	"Припускаю", "попередн", "Попередн",
	"założyłbym", "założyłabym", "według mojego szacunku",
	"według moich szacunków", "mój szacunek", "szacuję", "zgaduję",
	"strzelam",
	/* id, vi, tr, sw */
	"bertaruh", "perkiraan saya", "tebakan saya", "menurut perkiraan",
	"dám cá", "tôi cá", "ước tính của tôi", "theo ước tính", "ước chừng",
	"tôi đoán", "bahse girerim", "iddiaya girerim", "kestirimime",
	"tahminimce", "tahminime göre", "kestirim", "ningeweka dau",
	"nakisia", "ninakisia", "kwa makadirio", "makadirio yangu",
	/* ar, hi, bn, te, th */
	"أراهن", "تقديري", "أخمن", "شرط लगा", "शर्त लगा", "मेरा अनुमान",
	"मेरे अनुमान", "अनुमानतः", "বাজি ধর", "আমার অনুমান", "పందెం",
	"నా అంచనా", "అంచనా ప్రకారం", "พนัน", "ประมาณการว่า", "ฉันเดา",
	/* zh, ja, ko */
	"打赌", "打賭", "我猜", "暂定", "暫定", "賭けても", "推測ですが",
	"推測では", "仮の答え", "내기를 걸", "내기를 건", "추정하자면",
	"추정치",
	"추측하건대", "잠정",
	NULL
};
static const char *const ifok_words[] = {
	/* en */
	"if memory serves", "if i remember correctly", "if i recall",
	"if my arithmetic", "if my math", "if my calculation",
	"if my computation", "if my reasoning", "if my work",
	"if i'm not mistaken", "if i\xe2\x80\x99m not mistaken",
	"if i am not mistaken", "if i did this right", "if i did that right",
	"if i got this right", "if i'm right", "if i am right",
	"if i'm correct", "if i am correct", "unless i slipped",
	"unless i made", "unless i'm mistaken",
	"unless i\xe2\x80\x99m mistaken",
	"unless i am mistaken", "unless i erred", "unless i miscalculated",
	"unless i misread", "unless i've", "at first glance",
	"at a glance", "on first glance", "as far as i can tell",
	"as far as i can see", "as far as i know", "to the best of my",
	/* fr */
	"si je ne me trompe", "si je ne m'abuse", "sauf erreur",
	"si mes calculs", "si mon calcul", "à première vue",
	"si je me souviens bien", "si j'ai bien calculé", "si j'ai bien compté",
	/* de */
	"wenn ich richtig gerechnet", "wenn ich mich nicht",
	"falls ich mich nicht", "sofern ich mich nicht",
	"wenn ich richtig rechne", "wenn meine rechnung",
	"falls meine rechnung", "auf den ersten blick",
	"wenn ich mich recht erinnere", "irre ich mich nicht",
	/* es, it, pt */
	"si no me equivoco", "si no me falla", "si mis cálculos",
	"si mi cálculo", "salvo error", "a primera vista",
	"si mal no recuerdo", "si calculé bien", "se non sbaglio",
	"se non ricordo male", "se i miei calcoli", "se il mio calcolo",
	"salvo errori", "a prima vista", "se ho calcolato bene",
	"se não me engano", "se não estou enganad", "se meus cálculos",
	"se os meus cálculos", "se minha conta", "salvo engano",
	"à primeira vista", "se calculei bem", "se bem me lembro",
	/* ru, uk, pl */
	"если я не ошиб", "Если я не ошиб", "если не ошибаюсь",
	"Если не ошибаюсь", "если я нигде не ошиб", "Если я нигде не ошиб",
	"если я правильно посчитал", "Если я правильно посчитал",
	"если мои расч", "Если мои расч", "на первый взгляд",
	"На первый взгляд", "если память не изменяет",
	"Если память не изменяет", "якщо я не помили", "Якщо я не помили",
	"якщо не помиляюся", "Якщо не помиляюся", "на перший погляд",
	"На перший погляд", "якщо мої розрахунки", "Якщо мої розрахунки",
	"jeśli się nie mylę", "jeżeli się nie mylę", "o ile się nie mylę",
	"jeśli dobrze policzył", "jeśli dobrze liczę",
	"na pierwszy rzut oka", "jeśli dobrze pamiętam",
	/* id, vi, tr, sw */
	"kalau hitungan saya", "jika hitungan saya", "bila hitungan saya",
	"kalau saya tidak salah", "jika saya tidak salah",
	"kalau tidak salah", "jika tidak salah", "nếu tôi tính không sai",
	"nếu tôi không nhầm", "nếu tính không sai", "nếu tôi tính đúng",
	"nếu tôi nhớ không nhầm", "thoạt nhìn", "yanılmıyorsam",
	"hesabım doğruysa", "hesaplarım doğruysa", "ilk bakışta",
	"İlk bakışta", "yanlış hatırlamıyorsam", "hata yapmadıysam",
	"kama sijakosea", "kama sikosei", "ikiwa sijakosea",
	"kama hesabu yangu", "ikiwa hesabu yangu", "kwa mtazamo wa kwanza",
	/* ar, hi, bn, te, th */
	"إن لم أكن مخطئ", "ما لم أكن مخطئ", "إذا لم أكن مخطئ", "إن لم أخطئ",
	"إذا لم أخطئ", "إن صح حسابي", "للوهلة الأولى", "अगर मेरी गणना",
	"यदि मेरी गणना", "अगर मैं गलत नहीं", "यदि मैं गलत नहीं",
	"पहली नज़र में", "पहली नजर में", "अगर मेरा हिसाब", "यदि मेरा हिसाब",
	"হিসাব ঠিক থাকলে", "যদি আমার হিসাব", "আমার হিসাব ঠিক হলে",
	"ভুল না করে থাকি", "প্রথম দেখায়", "తప్పు కాకపోతే",
	"పొరపాటు చేయకపోతే", "మొదటి చూపులో", "ถ้าฉันคำนวณไม่ผิด",
	"ถ้าคำนวณไม่ผิด", "ถ้าจำไม่ผิด", "หากคำนวณไม่ผิด",
	"หากฉันคำนวณไม่ผิด", "เมื่อมองแวบแรก",
	/* zh, ja, ko */
	"如果我没算错", "如果我沒算錯", "如果没算错", "如果沒算錯",
	"如果我没记错", "如果我沒記錯", "若我没算错", "要是我没算错",
	"乍一看", "乍看之下", "計算が合っていれば", "計算が正しければ",
	"間違っていなければ", "記憶が正しければ", "一見すると",
	"계산이 맞다면", "계산이 맞으면", "틀리지 않았다면", "기억이 맞다면",
	"얼핏 보면", "언뜻 보면",
	NULL
};

/*
 * A verb of seeming, conjugated ("seems to be", "parece ser", "scheint
 * ... zu sein", "似乎", "кажется", "よさそうです", "것 같습니다"): a
 * hedge of the sentence that states a value with it ("The distance
 * appears to be 240 km."), or that is short and says nothing but that
 * it seems so, by one of seem_pro's words ("So it seems.", "Eso
 * parece.", "看起来是这样。"); a sentence that seems something of the
 * problem ("It seems the problem asks for the total distance.") is
 * neither.
 */
static const char *const seem_words[] = {
	/* en, fr, de, es, it, pt */
	"seems", "seem to", "seemingly", "appears to", "apparently",
	"it appears", "looks like", "looks to be",
	"semble", "paraît", "on dirait", "scheint", "anscheinend",
	"scheinbar", "sieht so aus", "parece", "aparentemente",
	"al parecer", "sembra", "apparentemente", "a quanto pare",
	/* ru, uk, pl */
	"кажется", "Кажется", "похоже", "Похоже", "по-видимому",
	"По-видимому", "видимо", "Видимо", "судя по всему", "Судя по всему",
	"вроде бы", "Вроде бы", "схоже", "Схоже", "здається", "Здається",
	"zdaje się", "wygląda", "wydaje się", "najwyraźniej",
	/* id, vi, tr, sw */
	"tampaknya", "kelihatannya", "sepertinya", "agaknya", "rupanya",
	"dường như", "có vẻ", "hình như", "görünüyor", "anlaşılan",
	"inaonekana", "yaonekana", "inaelekea",
	/* ar, hi, bn, te, th */
	"يبدو", "प्रतीत", "लगता है", "लग रहा", "মনে হচ্ছে", "মনে হয়",
	"కనిపిస్తోంది", "కనిపిస్తుంది", "అనిపిస్త", "ดูเหมือน", "ดูจะ",
	/* zh, ja, ko */
	"似乎", "看起来", "看起來", "好像", "看来", "看來", "貌似", "ようです",
	"ようだ", "よさそう", "らしい", "みたい", "것 같", "듯하", "듯합",
	"듯싶", "보입니다", "보인다",
	NULL
};
/* The words that say "so", "that", "it" of a short sentence of
   seeming ("So it seems.", "Eso parece.", "Похоже на то."). */
static const char *const seem_pro[] = {
	"so", "it", "that", "this", "the case", "cela", "ça", "le cas",
	"ainsi", "es", "eso", "así", "lo", "così", "isso", "assim", "o que",
	"то", "так", "те", "to", "tak", "begitu", "demikian", "vậy", "thế",
	"öyle", "Öyle", "böyle", "Böyle", "hivyo", "hivi", "هكذا", "كذلك",
	"ऐसा", "ऐसे",
	"তাই", "এমন", "అలా", "ఇలా", "อย่างนั้น", "อย่างนี้", "แบบนั้น",
	"这样", "這樣", "那样", "那樣", "その", "そう", "그런", "그렇",
	NULL
};

/* The words that open a sentence offering another value ("Or 21.",
   "Oder 21.", "或者21。"), in every listed language. */
static const char *const alt_words[] = {
	"or", "ou", "oder", "o", "oppure", "или", "Или", "або", "Або",
	"albo", "lub", "atau", "hoặc", "ya da", "veya", "au", "أو", "या",
	"अथवा", "অথবা", "বা", "లేదా", "หรือ", "或者", "或是", "または",
	"あるいは", "もしくは", "아니면", "혹은", "또는", NULL
};

static int
fold(unsigned char c)
{
	return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
}

static int letter(unsigned char p);

/* Whether s[i] may start a stem after a glued prefix (a cheap test
   before glued): a stem's first byte that one follows (vérifier,
   controllare, confirmar, kagua, hakiki, thibitisha, مراجعة, تحقق),
   after a prefix's last byte. */
static int
gluable(const char *s, size_t i)
{
	unsigned char c = (unsigned char)s[i], p = (unsigned char)s[i - 1];

	return (c == 'v' || c == 'c' || c == 'k' || c == 'h' || c == 't' ||
	    c == 0xd8 || c == 0xd9 || c == 0xc3) && (p == 'e' || p == 'i' ||
	    p == 'u' || p == 'a' || p == 0xa9 || p == 0x84 || p == 0x88 ||
	    p == 0xa3 || p == 0xa8);
}

/*
 * Whether the letters before s[i] back to its word's start (in
 * s[a..)) are a prefix glued to a stem: 1 one of glued_prefix, 2 one of
 * glued_negator, else 0.
 */
static int
glued(const char *s, size_t a, size_t i)
{
	size_t st = i, k, n;
	const char *const *l;
	unsigned char c;

	while (st > a && i - st < 7 && letter((unsigned char)s[st - 1]))
		st--;
	if (st == i || (st > a && letter((unsigned char)s[st - 1])))
		return 0;
	/* the lists' first bytes: most words start with none of them */
	c = (unsigned char)fold((unsigned char)s[st]);
	if (c == 's' || c == 'h')
		l = glued_negator;
	else if (c == 'r' || c == 'k' || c == 0xd8 || c == 0xd9)
		l = glued_prefix;
	else
		return 0;
	n = i - st;
	for (k = 0; l[k] != NULL; k++)
		if ((unsigned char)l[k][0] == c && strlen(l[k]) == n &&
		    strncmp(s + st + 1, l[k] + 1, n - 1) == 0)
			return l == glued_negator ? 2 : 1;
	return 0;
}

/* Whether s[i..) holds w, ASCII letters folded, within b: from w's
   second byte, its first s[i]'s (word_here asks only the words of that
   byte). */
static int
at(const char *s, size_t i, size_t b, const char *w, size_t n)
{
	size_t k;

	if (n > b - i)
		return 0;
	for (k = 1; k < n; k++)
		if (fold((unsigned char)s[i + k]) != (unsigned char)w[k])
			return 0;
	return 1;
}

/* Whether c, a word's first byte, is of a script written with spaces
   between words: Latin, Cyrillic, Arabic. */
static int
spaced(unsigned char c)
{
	return c < 0x80 || (c >= 0xc3 && c <= 0xc6) || c == 0xd0 ||
	    c == 0xd1 || (c >= 0xd8 && c <= 0xdb);
}

/* Whether the byte p borders a word in a spaced script: a letter. */
static int
letter(unsigned char p)
{
	return papo_ascii_word_byte(p);
}

/* Whether the word w stands at s[i..i+n) in s[a..b): a word of a spaced
   script starts after no letter, and (whole) ends before none; another
   script's word anywhere. */
static int
word_at(const char *s, size_t a, size_t b, size_t i, size_t n,
    const char *w, int whole)
{
	if (!spaced((unsigned char)w[0]) || (w[0] == 'n' && (w[1] == '\'' ||
	    (unsigned char)w[1] == 0xe2)))
		return 1;
	if (i > a && letter((unsigned char)s[i - 1]) && !(gluable(s, i) &&
	    glued(s, a, i)))
		return 0;
	return !whole || i + n == b || !letter((unsigned char)s[i + n]) ||
	    w[n - 1] == '\'';
}

/*
 * A list's words by their first byte, built once (ix_build): the words
 * starting with byte c are ord[at[c] .. at[c + 1]) in the list's order,
 * len their lengths.  Most places of a sentence start no word of a
 * list, and at the others only the few words of that byte are tried.
 */
#define IX_MAX	255	/* words a list may hold (ord is a byte) */
struct wix {
	const char *const *l;
	unsigned short at[257];
	unsigned char ord[IX_MAX], len[IX_MAX];
};

/* The hedges that weigh a value as one possibility (hedge_words'
   modals and beliefs, not its negators, conditions and contrasts). */
static const char *const weighing[] = {
	"might", "could", "think", "believe", "feel", "suppose",
	"assume", "probably", "likely", "perhaps", "maybe", "possibly",
	"seems", "seem", "seemed", "suspect", "guess", NULL
};

enum { IX_SURE, IX_NEG_BEFORE, IX_NEG_AFTER, IX_OFF, IX_MODALS, IX_DOUBT,
	IX_STANDING, IX_STANDING_SCRIPT, IX_PLEASE, IX_ERR, IX_MAY, IX_HEDGE,
	IX_RIGHT, IX_WEIGH, IX_BET, IX_IFOK, IX_SEEM, IX_SEEM_PRO, IX_ALT,
	IX_DOUBTV, IX_NO_IDEA, IX_N };
static struct wix ix[IX_N] = { { sure_words, { 0 }, { 0 }, { 0 } },
	{ neg_before, { 0 }, { 0 }, { 0 } },
	{ neg_after, { 0 }, { 0 }, { 0 } }, { off_words, { 0 }, { 0 }, { 0 } },
	{ modals, { 0 }, { 0 }, { 0 } }, { doubt_words, { 0 }, { 0 }, { 0 } },
	{ standing_words, { 0 }, { 0 }, { 0 } },
	{ standing_script, { 0 }, { 0 }, { 0 } },
	{ please_words, { 0 }, { 0 }, { 0 } },
	{ err_words, { 0 }, { 0 }, { 0 } },
	{ may_words, { 0 }, { 0 }, { 0 } },
	{ hedge_lang, { 0 }, { 0 }, { 0 } },
	{ right_lang, { 0 }, { 0 }, { 0 } },
	{ NULL, { 0 }, { 0 }, { 0 } },
	{ bet_words, { 0 }, { 0 }, { 0 } },
	{ ifok_words, { 0 }, { 0 }, { 0 } },
	{ seem_words, { 0 }, { 0 }, { 0 } },
	{ seem_pro, { 0 }, { 0 }, { 0 } },
	{ alt_words, { 0 }, { 0 }, { 0 } },
	{ doubt_verbs, { 0 }, { 0 }, { 0 } },
	{ no_idea, { 0 }, { 0 }, { 0 } } };
/* IX_WEIGH's words: may_words, hedge_lang and weighing, one list read
   in one pass (ix_build) */
static const char *weigh_all[IX_MAX + 1];
/* The first bytes of the words of sure_words, off_words, doubt_words,
   and the capitals that fold to them: a byte of the text asked as it
   is. */
static unsigned char firsts[256];
/* The same words' first two bytes (pairs[], a byte a pair: one load),
   and their first three hashed (tri_hash) into the bits of tri[], as
   the text may write them (a capital for a small letter): a place
   whose bytes are in neither starts no word of theirs, and is not
   asked.  Every word of the three lists has three bytes or more;
   firsts[] alone is asked when one has not (tri_all). */
#define TRI_BITS	13
static unsigned char pairs[65536];
static unsigned char tri[(1 << TRI_BITS) / 8];
static int tri_all;
static pthread_once_t ix_once = PTHREAD_ONCE_INIT;
/* The first bytes of bet_words (1), ifok_words (2) and seem_words (4),
   folded, for hedged's one pass. */
static unsigned char fam_first[256];
/* The first bytes of the seven lists remark_lang reads, IX_STANDING to
   IX_RIGHT (bit x - IX_STANDING), for its one pass. */
#define LANG_N	(IX_RIGHT - IX_STANDING + 1)
static unsigned char lang_first[256];
/* The first two bytes of each list's words, as (list, first, second)
   hashed into the bits of word_pair[] (pair_hash); a word of one byte
   as (list, first, 256): word_here reads no list's words at a place
   whose two bytes are in neither. */
#define PAIR_BITS	16
static unsigned char word_pair[(1 << PAIR_BITS) / 8];

static unsigned
tri_hash(unsigned char a, unsigned char b, unsigned char c)
{
	return ((unsigned)a | (unsigned)b << 8 | (unsigned)c << 16) *
	    2654435761u >> (32 - TRI_BITS);
}

/* The bytes the text may write for a word's byte c: c, and its capital
   when c is a small letter (fold's). */
static unsigned char
capital(unsigned char c)
{
	return c >= 'a' && c <= 'z' ? (unsigned char)(c - ('a' - 'A')) : c;
}

/* For ix_build: the word w's first three bytes into pairs[] and tri[],
   as the text may write each. */
static void
tri_add(const char *w)
{
	unsigned char v[3][2];
	unsigned m, h, p;

	for (m = 0; m < 3; m++) {
		v[m][0] = (unsigned char)w[m];
		v[m][1] = capital((unsigned char)w[m]);
	}
	for (m = 0; m < 8; m++) {
		p = v[0][m & 1] | (unsigned)v[1][m >> 1 & 1] << 8;
		pairs[p] = 1;
		h = tri_hash(v[0][m & 1], v[1][m >> 1 & 1], v[2][m >> 2]);
		tri[h / 8] |= (unsigned char)(1u << h % 8);
	}
}

static unsigned
pair_hash(unsigned x, unsigned c, unsigned c2)
{
	return (x << 17 | c << 9 | c2) * 2654435761u >> (32 - PAIR_BITS);
}

static void
pair_add(unsigned x, unsigned c, unsigned c2)
{
	unsigned h = pair_hash(x, c, c2);

	word_pair[h / 8] |= (unsigned char)(1u << h % 8);
}

static int
pair_in(unsigned x, unsigned c, unsigned c2)
{
	unsigned h = pair_hash(x, c, c2);

	return word_pair[h / 8] >> h % 8 & 1;
}

static void
ix_build(void)
{
	static const char *const *const parts[] = { may_words, hedge_lang,
	    weighing };
	size_t x, k, c, n = 0;

	for (x = 0; x < sizeof(parts) / sizeof(parts[0]); x++)
		for (k = 0; parts[x][k] != NULL && n < IX_MAX; k++)
			weigh_all[n++] = parts[x][k];
	ix[IX_WEIGH].l = weigh_all;
	for (x = 0; x < IX_N; x++) {
		struct wix *w = &ix[x];
		unsigned short cnt[257] = { 0 };

		for (n = 0; w->l[n] != NULL && n < IX_MAX; n++)
			cnt[(unsigned char)w->l[n][0] + 1]++;
		for (c = 1; c < 257; c++)
			cnt[c] += cnt[c - 1];
		memcpy(w->at, cnt, sizeof(cnt));
		for (k = 0; k < n; k++) {
			c = (unsigned char)w->l[k][0];
			w->len[cnt[c]] = (unsigned char)strlen(w->l[k]);
			w->ord[cnt[c]++] = (unsigned char)k;
			pair_add((unsigned)x, (unsigned)c, w->len[cnt[c] - 1] <
			    2 ? 256 : (unsigned char)w->l[k][1]);
			fam_first[c] |= x == IX_BET ? 1 : x == IX_IFOK ? 2 :
			    x == IX_SEEM ? 4 : 0;
			if (x >= IX_STANDING && x <= IX_RIGHT)
				lang_first[c] |= (unsigned char)(1u << (x -
				    IX_STANDING));
			if (x != IX_SURE && x != IX_OFF && x != IX_DOUBT &&
			    x != IX_DOUBTV && x != IX_NO_IDEA)
				continue;
			firsts[c] = 1;
			if (w->len[cnt[c] - 1] < 3)
				tri_all = 1;
			else
				tri_add(w->l[k]);
		}
	}
	for (c = 'A'; c <= 'Z'; c++)
		firsts[c] = firsts[fold((unsigned char)c)];
}

/* Whether a word may start at s[i] (c its byte, folded) in s[a..b): a
   word of a spaced script only after no letter ("n't" anywhere). */
static int
may_start(const char *s, size_t a, size_t i, unsigned char c)
{
	return !spaced(c) || i == a || !letter((unsigned char)s[i - 1]) ||
	    c == 'n' || (gluable(s, i) && glued(s, a, i));
}

/* The word of list x (word_at's, whole as there) at s[i] in s[a..b), or
   NULL: only the words of s[i]'s byte are tried. */
static const char *
word_here(const char *s, size_t a, size_t b, int x, int whole, size_t i)
{
	const struct wix *w = &ix[x];
	unsigned char c = (unsigned char)fold((unsigned char)s[i]);
	size_t k;

	/* a word of two bytes or more needs them at s[i] (at()'s
	   reading), one of one byte only the first */
	if (!pair_in((unsigned)x, c, i + 1 < b ? (unsigned char)fold(
	    (unsigned char)s[i + 1]) : 257) && !pair_in((unsigned)x, c, 256))
		return NULL;
	for (k = w->at[c]; k < w->at[c + 1]; k++) {
		const char *t = w->l[w->ord[k]];

		if (at(s, i, b, t, w->len[k]) &&
		    word_at(s, a, b, i, w->len[k], t, whole))
			return t;
	}
	return NULL;
}

/* The word of list x found in s[a..b) from *where on, its place in
   *where; NULL when none. */
static const char *
find_in(const char *s, size_t a, size_t b, int x, int whole, size_t *where)
{
	const struct wix *w = &ix[x];
	const char *t;
	size_t i;

	for (i = *where; i < b; i++) {
		unsigned char c = (unsigned char)fold((unsigned char)s[i]);

		if (w->at[c] != w->at[c + 1] && may_start(s, a, i, c) &&
		    (t = word_here(s, a, b, x, whole, i)) != NULL) {
			*where = i;
			return t;
		}
	}
	return NULL;
}

/* Whether a whole word of list x stands in s[a..b). */
static int
any_in(const char *s, size_t a, size_t b, int x)
{
	size_t w = a;

	return find_in(s, a, b, x, 1, &w) != NULL;
}

/* Whether c ends a clause: a comma, a colon, a semicolon, '='. */
static int
clause_stop(const char *s, size_t k)
{
	unsigned char c = (unsigned char)s[k];

	return c == ',' || c == ':' || c == ';' || c == '=' || (c == 0x8c &&
	    k >= 2 && (unsigned char)s[k - 1] == 0xbc &&
	    (unsigned char)s[k - 2] == 0xef);	/* ， */
}

/* Whether a suffix of neg_inside stands in s[a..b), in a word. */
static int
inside(const char *s, size_t a, size_t b)
{
	size_t i, k, n;

	for (i = a; i < b; i++) {
		if (s[i] != 'm' && s[i] != 'e' && s[i] != 'a')
			continue;
		for (k = 0; neg_inside[k] != NULL; k++)
			if ((n = strlen(neg_inside[k])) <= b - i &&
			    memcmp(s + i, neg_inside[k], n) == 0 && i > a &&
			    letter((unsigned char)s[i - 1]))
				return 1;
	}
	return 0;
}

/* Whether the sure word at s[i..i+n) is one of Turkish's, whose
   negation is a suffix of the verb after it. */
static int
turkish(const char *s, size_t i, size_t n)
{
	static const char *const tr[] = { "kontrol", "do\xc4\x9frula",
	    "emin", "g\xc3\xb6zden ge\xc3\xa7ir", NULL };
	size_t k;

	for (k = 0; tr[k] != NULL; k++)
		if (strlen(tr[k]) == n && memcmp(s + i, tr[k], n) == 0)
			return 1;
	return 0;
}

/*
 * Whether the comma at s[k] opens a German infinitive clause that
 * holds the sure word at s[i..i+n): "zu" before it or glued in it
 * ("Ich hatte keine Zeit, das Ergebnis nachzurechnen."), which the
 * negator before the comma governs.
 */
static int
zu_clause(const char *s, size_t k, size_t i, size_t n)
{
	size_t j;

	if (s[k] != ',')
		return 0;
	for (j = i; j + 1 < i + n; j++)
		if (s[j] == 'z' && s[j + 1] == 'u' && j > i)
			return 1;	/* "nachzurechnen" */
	for (j = k + 1; j + 3 < i; j++)
		if (s[j] == ' ' && s[j + 1] == 'z' && s[j + 2] == 'u' &&
		    s[j + 3] == ' ')
			return 1;	/* "..., es zu prüfen" */
	return 0;
}

/* Whether a word of gov governs the word at s[i..i+n) in s[a..b): in
   its clause, before it within NEG_BEFORE bytes, or (after) right after
   it within NEG_AFTER bytes. */
static int
governed(const char *s, size_t a, size_t b, size_t i, size_t n, int gov,
    int after)
{
	size_t lo = i - a > NEG_BEFORE ? i - NEG_BEFORE : a, hi, k, words;

	for (k = i, words = 0; k > lo; k--)
		if ((clause_stop(s, k - 1) && !zu_clause(s, k - 1, i, n)) ||
		    (s[k - 1] == ' ' && k < i &&
		    s[k] != ' ' && ++words > NEG_WORDS)) {
			lo = k;
			break;
		}
	while (lo < i && ((unsigned char)s[lo] & 0xc0) == 0x80)
		lo++;
	if (any_in(s, lo, i, gov) || (i > a && letter((unsigned char)
	    s[i - 1]) && glued(s, a, i) == 2))
		return 1;
	if (after < 0)
		return 0;
	hi = b - (i + n) > NEG_AFTER ? i + n + NEG_AFTER : b;
	for (k = i + n; k < hi; k++)
		if (clause_stop(s, k) || (k + 2 < hi && (unsigned char)s[k] ==
		    0xe3 && (unsigned char)s[k + 1] == 0x80 &&
		    (unsigned char)s[k + 2] == 0x81))
			break;	/* its clause: to a comma, 、 */
	return any_in(s, i + n, k, after) || (turkish(s, i, n) &&
	    inside(s, i + n, k));
}

/* Whether the sure word at s[i..i+n) is a number in a computation
   ("100% - 70% = 30%"), not a degree of confidence ("not 100% on
   this"). */
static int
computed(const char *s, size_t a, size_t b, size_t i, size_t n)
{
	size_t k = i + n;

	if (!is_digit((unsigned char)s[i]))
		return 0;
	while (k < b && s[k] == ' ')
		k++;
	if (k < b && (is_digit((unsigned char)s[k]) ||
	    strchr("+-*/=<>", s[k]) != NULL || (unsigned char)s[k] == 0xc3 ||
	    (unsigned char)s[k] == 0xe2))
		return 1;	/* a digit, an operator, × ÷ − ≤ ... after it */
	for (k = i; k > a && s[k - 1] == ' '; k--)
		;
	return k > a && strchr("+-*/=<>(", s[k - 1]) != NULL;
}

/*
 * A remark in English about the solver's own work or the answer's
 * standing, read by recognition: a sentence with no value nor
 * operation of the work (no digit, '=', '$' or command) that speaks in
 * the first person ("I", "my", "we"), asks the reader to check
 * ("Please verify", "Double-check"), or names the answer's standing (a
 * caveat, an error, memory, a guess, haste, an estimate).  It passes
 * only when recognised as a committed or neutral one: "Let me ...",
 * "Here is ...", or "I"/"we" doing the work (a verb of work_verbs,
 * auxiliaries and adverbs of aux_words between: "I used the formula",
 * "We now combine the cases", "I checked it twice", "I am confident"),
 * "my answer/result/solution ...", with no word of hedge_words in it.
 * Any other remark makes the answer uncertain ("I ran out of time to
 * verify the multiplication.", "I skipped the verification step.",
 * "My arithmetic has been shaky today.", "This is from memory.").
 */
#define RW_MAX	48	/* the words read of one sentence */
#define RW_LEN	16	/* a word's bytes kept, folded */

struct rwords {
	char w[RW_MAX][RW_LEN];
	unsigned char roman[RW_MAX];	/* "(I)", "option I": no "I" */
	size_t n;
};

/* The first person, as a remark's subject or owner. */
static const char *const first_person[] = {
	"i", "i'm", "i've", "i'd", "i'll", "my", "we", "we've", "we're",
	"we'd", "we'll", "our", NULL
};
/* A remark's first word that asks the reader to check. */
static const char *const asks_reader[] = {
	"please", "kindly", "check", "verify", "double-check", "recheck",
	"re-check", "confirm", "beware", "trust", "treat", NULL
};
/* Words of the answer's standing: a remark wherever they stand, and
   never a committed one. */
static const char *const standing[] = {
	"caveat", "warning", "disclaimer", "error", "errors", "mistake",
	"mistakes", "slip", "slips", "memory", "guess", "guessed",
	"guessing", "guesswork", "estimate", "estimated", "estimating",
	"rough", "roughly", "hurry", "hurried", "rush", "rushed",
	"rushing", "haste", "hasty", "hastily", "shaky", "head", "time",
	"skip", "skipped", "skipping", "unsure", "doubt", "doubtful",
	"unverified", "unchecked", "approximate", "approximately",
	"quickly", "hunch", "intuition", "tired", "sloppy", "fast",
	"mentally", "recollection", "stab", "miscalculated",
	"miscalculation", "miscounted", "provisional", "tentative",
	"preliminary", "unclear", "uncertain", "unconfirmed", "unproven",
	NULL
};

int
papo_answer_standing_word(const char *s, size_t i, size_t e)
{
	return word_in_list(s, i, e, standing);
}

/* The words of checking one's work (stems). */
static const char *const check_words[] = {
	"check", "verif", "confirm", "double-check", "recheck", "re-check",
	"cross-check", "proofread", "review", "validat", NULL
};
/* The answer and the work, named in a first-person remark. */
static const char *const own_mark[] = {
	"answer", "result", "results", "solution", "work", "working",
	"calculation", "calculations", "computation", "reasoning",
	"arithmetic", "math", "maths", "step", "steps", "figures", NULL
};
/* What makes a check one still to do, right before its verb. */
static const char *const obliged[] = {
	"should", "must", "ought", NULL
};
/* A caveat's first word. */
static const char *const caveats[] = {
	"caveat", "disclaimer", "warning", "heads-up", NULL
};
/* A first word that makes the answer or the work the subject. */
static const char *const this_words[] = {
	"this", "that", "it", "everything", "all", "these", NULL
};
/* Words that keep a remark from being committed: negators, modals,
   hedges. */
static const char *const hedge_words[] = {
	"not", "no", "never", "cannot", "without", "unable", "nor",
	"none", "nothing", "might", "may", "could", "would", "should",
	"must", "think", "believe", "feel", "suppose", "assume",
	"probably", "likely", "perhaps", "maybe", "possibly", "fairly",
	"pretty", "reasonably", "somewhat", "mostly", "seems", "seem",
	"seemed", "hopefully", "only", "but", "though", "although",
	"if", "unless", "tried", "try", "trying", "attempt", "attempted",
	"forgot", "forget", "wish", NULL
};
/* Between a subject and its verb. */
static const char *const aux_words[] = {
	"now", "then", "also", "first", "next", "finally", "can", "will",
	"just", "again", "already", "simply",
	"carefully", "therefore", "thus", "so", "need", "needed", "want",
	"to", "do", "did", "shall", "all", "both", "am", "are", "is",
	"was", "were", "been", "be", "'ve", "'ll", "'m", "'re", "'d",
	"hereby", "directly", "explicitly", "once", "twice", NULL
};
/* The verbs (stems) and states of doing the work. */
static const char *const work_verbs[] = {
	"use", "used", "using", "appl", "comput", "calculat", "check",
	"verif", "confirm", "double-check", "recheck", "get", "gets",
	"got", "obtain", "find", "found", "know", "combin", "add",
	"multipl", "subtract", "divid", "solv", "set", "sets",
	"substitut", "plug", "simplif", "conclud", "arriv", "see", "saw",
	"writ", "wrote", "count", "sum", "start", "begin", "began",
	"proceed", "take", "took", "work", "go", "went", "put", "list",
	"consider", "evaluat", "deriv", "expand", "factor", "rearrang",
	"isolat", "compar", "convert", "box", "state", "stated", "present",
	"summar", "recap", "restat", "break", "broke", "split", "group",
	"tall", "total", "determin", "identif", "notic", "pair", "match",
	"test", "repeat", "redo", "redid", "doubl", "halv", "squar",
	"asked", "given", "told", "look", "follow", "show", "prove",
	"confident", "sure", "certain", "convinced", "done", "finished",
	"ready", "reach", "cross-check", "counted", "tested", "double",
	"have", "has", "had", "need", "needed", "want", "did", "do",
	"does", "made", "make", "ran", "run", "express", "give", "gave",
	"report", "format", "hope", "answer", "read", "record", NULL
};
/* The nouns of one's own answer or work after "my", "our". */
static const char *const own_work[] = {
	"answer", "final", "result", "solution", "work", "working",
	"calculation", "computation", "reasoning", "steps", "approach",
	"method", "conclusion", "goal", "task", "job", "total", "count",
	"sum", "next", "last", "first", "plan", "strategy", "formula",
	"equation", "expression", "value", "values", "variables", NULL
};

/* The words before "I" that make it a letter or a numeral. */
static const char *const roman_before[] = {
	"option", "choice", "answer", "statement", "part", "case", "type",
	"is", "and", "or", "letter", "item", "phase", "stage", "class",
	"region", "quadrant", "chapter", "section", "where", NULL
};

static int rw_in(const char *w, const char *const *l, int stem);

/* Whether w is one of l, or (stem) starts with one of its stems of
   four bytes or more. */
static int
rw_in(const char *w, const char *const *l, int stem)
{
	size_t k, n;

	for (k = 0; l[k] != NULL; k++) {
		if (l[k][0] != w[0])
			continue;	/* most words: no call */
		if (strcmp(w, l[k]) == 0)
			return 1;
		n = strlen(l[k]);
		if (stem && n >= 4 && strncmp(w, l[k], n) == 0)
			return 1;
	}
	return 0;
}

/*
 * The words of s[a..b) into t, folded, "’" as "'": 1, or 0 when the
 * sentence is none to read so: a value or operation of the work in it
 * (a digit, '=', '$', a command), or a letter of another alphabet.
 */
static int
rw_split(const char *s, size_t a, size_t b, struct rwords *t, int vals)
{
	size_t i = a, l;

	t->n = 0;
	while (i < b) {
		unsigned char c = (unsigned char)s[i];

		if (vals && is_digit(c)) {
			/* a value, kept as its digits: "84", "3.5" */
			for (l = 0; i < b && l + 1 < RW_LEN && (is_digit(
			    (unsigned char)s[i]) || ((s[i] == '.' || s[i] ==
			    ',') && i + 1 < b && is_digit((unsigned char)
			    s[i + 1]))); i++)
				t->w[t->n][l++] = s[i];
			while (i < b && is_digit((unsigned char)s[i]))
				i++;
			t->w[t->n][l] = '\0';
			t->roman[t->n] = 0;
			if (++t->n == RW_MAX)
				break;
			continue;
		}
		if (is_digit(c) || c == '=' || c == '$' || c == '\\')
			return 0;
		/* an option's letter is a value: "B", "(A)" */
		if (c >= 'A' && c <= 'J' && (i == a || !is_alpha((unsigned
		    char)s[i - 1])) && (i + 1 == b || !is_alpha((unsigned
		    char)s[i + 1])) && ((c != 'A' && c != 'I') || (i > a &&
		    s[i - 1] == '(')))
			return 0;
		if (c >= 0x80 && !(c == 0xe2 && i + 2 < b &&
		    (unsigned char)s[i + 1] == 0x80 &&
		    ((unsigned char)s[i + 2] == 0x99 ||
		    ((unsigned char)s[i + 2] >= 0x90 &&
		    (unsigned char)s[i + 2] <= 0x94) ||
		    (unsigned char)s[i + 2] == 0x9c ||
		    (unsigned char)s[i + 2] == 0x9d)))
			return 0;	/* ’, dashes and quotes pass */
		if (!is_alpha(c)) {
			i += c >= 0x80 ? 3 : 1;
			continue;
		}
		for (l = 0; i < b && l + 1 < RW_LEN; ) {
			c = (unsigned char)s[i];
			if (is_alpha(c) || ((c == '\'' || c == '-') && l > 0 &&
			    i + 1 < b && is_alpha((unsigned char)s[i + 1]))) {
				t->w[t->n][l++] = (char)fold(c);
				i++;
			} else if (c == 0xe2 && l > 0 && i + 3 < b &&
			    (unsigned char)s[i + 1] == 0x80 &&
			    (unsigned char)s[i + 2] == 0x99 &&
			    is_alpha((unsigned char)s[i + 3])) {
				t->w[t->n][l++] = '\'';
				i += 3;
			} else
				break;
		}
		while (i < b && is_alpha((unsigned char)s[i]))
			i++;
		t->w[t->n][l] = '\0';
		/* "I" is a Roman numeral or an option's letter between
		   brackets, after "option", "part", ..., or written small */
		t->roman[t->n] = l == 1 && t->w[t->n][0] == 'i' &&
		    (s[i - 1] == 'i' || (i - 1 > a && strchr("([", s[i - 2]) !=
		    NULL) || (i < b && strchr(")]", s[i]) != NULL) || (t->n >
		    0 && rw_in(t->w[t->n - 1], roman_before, 0)));
		if (++t->n == RW_MAX)
			break;
	}
	return 1;
}

/* Whether t's words from k on are "I"/"we" doing the work: the
   subject, auxiliaries and adverbs, a verb of work_verbs. */
static int
rw_doing(const struct rwords *t, size_t k)
{
	const char *w = t->w[k];
	size_t j;

	if (strcmp(w, "my") == 0 || strcmp(w, "our") == 0)
		return (k + 1 < t->n && rw_in(t->w[k + 1], own_work, 0)) ||
		    (k + 2 < t->n && rw_in(t->w[k + 2], own_work, 0));
	/* "This confirms our answer.", "It checks out." */
	if (rw_in(w, this_words, 0) && k + 1 < t->n &&
	    rw_in(t->w[k + 1], check_words, 1))
		return 1;
	if (!rw_in(w, first_person, 0))
		return 0;
	if (strchr(w, '\'') != NULL && rw_in(strchr(w, '\''), work_verbs,
	    0))
		return 1;
	for (j = k + 1; j < t->n && j < k + 5; j++) {
		if (rw_in(t->w[j], work_verbs, 1))
			return 1;
		if (!rw_in(t->w[j], aux_words, 0))
			return 0;
	}
	return 0;
}

/* Whether t's remark is recognised as committed or neutral: "let
   me/us", "let's", "here is", "here's", or the work being done. */
static int
rw_committed(const struct rwords *t)
{
	size_t k;

	for (k = 0; k < t->n; k++) {
		const char *w = t->w[k];

		if (strcmp(w, "let's") == 0 || strcmp(w, "here's") == 0 ||
		    (k + 1 < t->n && strcmp(w, "let") == 0 &&
		    (strcmp(t->w[k + 1], "me") == 0 ||
		    strcmp(t->w[k + 1], "us") == 0)) ||
		    (k + 1 < t->n && strcmp(w, "here") == 0 &&
		    (strcmp(t->w[k + 1], "is") == 0 ||
		    strcmp(t->w[k + 1], "are") == 0)))
			return 1;
		if (rw_doing(t, k))
			return 1;
	}
	return 0;
}

/*
 * Whether t is a correction of what came before it, not a doubt of
 * what follows: "Wait, I made a slip." ("made", then a word of error,
 * no hedge: "I may have made a slip" is doubt).
 */
static int
rw_corrects(const struct rwords *t)
{
	static const char *const slips[] = { "slip", "mistake", "error",
	    "typo", NULL };
	size_t k;

	for (k = 0; k < t->n; k++)
		if (rw_in(t->w[k], hedge_words, 0))
			return 0;
	for (k = 0; k + 1 < t->n; k++)
		if (strcmp(t->w[k], "made") == 0 && (rw_in(t->w[k + 1],
		    slips, 0) || (k + 2 < t->n && (strcmp(t->w[k + 1], "a") ==
		    0 || strcmp(t->w[k + 1], "an") == 0) &&
		    rw_in(t->w[k + 2], slips, 0))))
			return 1;
	return 0;
}

/*
 * Whether t's word k is one of the answer's standing, in a remark whose
 * owner is the solver (1) or "this" (2): not "error" in "trial and
 * error" nor a quantity the work finds ("the error", "the percent
 * error"), "time" only as the solver's lack of it ("out of time", "short
 * on time", "no time", "time pressure"; "We first find the time the
 * pencils took." is work on the problem's time), and after "this" not
 * the words a problem's own sentence holds ("This does not match the
 * overflow time.").
 */
static int
rw_standing(const struct rwords *t, size_t k, int owner)
{
	static const char *const worldly[] = { "time", "head", "error",
	    "errors", "slip", "slips", "skip", "skipped", "skipping",
	    "approximate", "approximately", "quickly", "rough", "roughly",
	    "estimate", "estimated", "fast", NULL };
	static const char *const lack[] = { "out", "short", "no", "little",
	    "enough", "limited", "pressed", "lack", "lacked", "lacking",
	    "tight", "more", "less", NULL };
	static const char *const found[] = { "the", "percent", "percentage",
	    "relative", "absolute", "standard", "mean", "squared", NULL };
	size_t j;

	if (!rw_in(t->w[k], standing, 0))
		return 0;
	if (k >= 2 && strcmp(t->w[k - 1], "and") == 0 &&
	    strcmp(t->w[k - 2], "trial") == 0)
		return 0;
	if (strncmp(t->w[k], "error", 5) == 0 && k >= 1 &&
	    rw_in(t->w[k - 1], found, 0))
		return 0;
	if (strcmp(t->w[k], "time") == 0) {
		for (j = k > 3 ? k - 3 : 0; j < k; j++)
			if (rw_in(t->w[j], lack, 0))
				break;
		if (j == k && !(k + 1 < t->n && (strcmp(t->w[k + 1],
		    "pressure") == 0 || strncmp(t->w[k + 1], "constraint",
		    10) == 0)))
			return 0;
	}
	return owner != 2 || !rw_in(t->w[k], worldly, 0);
}

/*
 * Whether s[a..e) opens with a label of one or two words and a colon,
 * a check's result after it ("Check: it holds.", "Verification: the
 * sum matches."), not a request.
 */
static int
labelled(const char *s, size_t a, size_t e)
{
	size_t k;
	int words = 0, in = 0;

	for (k = a; k < e && words <= 2; k++) {
		unsigned char c = (unsigned char)s[k];

		if (c == ':')
			return words > 0 && k + 1 < e && s[k + 1] == ' ';
		if (is_alpha(c) || c == '-') {
			words += !in;
			in = 1;
		} else if (c == ' ' || c == '*' || c == '#')
			in = 0;
		else
			return 0;
	}
	return 0;
}

/*
 * The word of s[a..b), an English sentence before an answer's
 * statement, that makes it a remark about the answer not recognised as
 * committed or neutral; NULL when it is none (no remark, or a
 * recognised one).
 */
static const char *
remark_unsure(const char *s, size_t a, size_t b)
{
	struct rwords t;
	size_t k, first = 0, e;
	int owner = 0, mark = 0;

	if (!rw_split(s, a, b, &t, 0) || t.n == 0)
		return NULL;
	while (first + 1 < t.n && (strcmp(t.w[first], "so") == 0 ||
	    strcmp(t.w[first], "and") == 0 || strcmp(t.w[first], "but") ==
	    0 || strcmp(t.w[first], "also") == 0 ||
	    strcmp(t.w[first], "honestly") == 0))
		first++;
	/* a request ends as a sentence does: "Check the total" heads a
	   step, "Check the total cost:" opens one */
	for (e = b; e > a && is_space((unsigned char)s[e - 1]); e--)
		;
	if (rw_in(t.w[first], asks_reader, 0) && e > a && (s[e - 1] == '.' ||
	    s[e - 1] == '!') && !labelled(s, a, e))
		return "a request to check";
	if (rw_in(t.w[first], caveats, 0))
		return "a caveat";
	/* a check someone should or must do ("Someone should
	   double-check this.") */
	for (k = 1; k < t.n; k++)
		if (rw_in(t.w[k], check_words, 1) && rw_in(t.w[k - 1],
		    obliged, 0))
			return "a request to check";
	/* the owner: the solver, or the answer as "this" */
	for (k = 0; k < t.n; k++)
		if (rw_in(t.w[k], first_person, 0) && !t.roman[k])
			owner = 1;
	if (!owner && rw_in(t.w[first], this_words, 0))
		owner = 2;
	for (k = 0; owner != 0 && k < t.n && !mark; k++)
		mark = rw_standing(&t, k, owner) || (owner == 1 &&
		    (rw_in(t.w[k], check_words, 1) || rw_in(t.w[k], own_mark,
		    0)));
	if (!mark || rw_corrects(&t))
		return NULL;	/* no remark on the work or the answer */
	/* to a relative clause, which says something of its own ("We
	   verified this using pow, which handles large numbers without
	   overflow.", "..., which uses fast modular exponentiation.") */
	for (k = 0; k < t.n && strcmp(t.w[k], "which") != 0 &&
	    strcmp(t.w[k], "where") != 0; k++)
		if (rw_standing(&t, k, owner))
			return "a remark on the answer's standing";
	for (k = 0; k < t.n && strcmp(t.w[k], "which") != 0 &&
	    strcmp(t.w[k], "where") != 0; k++)
		if (rw_in(t.w[k], hedge_words, 0) || (strlen(t.w[k]) > 3 &&
		    strcmp(t.w[k] + strlen(t.w[k]) - 3, "n't") == 0))
			return "a remark on the work not recognised";
	return rw_committed(&t) ? NULL : "a remark on the work not "
	    "recognised";
}

/*
 * The word that makes s[a..b), a sentence before an answer's statement,
 * one of doubt about it: a sure word a negator governs, a wrong word
 * after a modal, a doubt word; NULL when it holds none.
 */
/*
 * The word of list x at one of the places pos[*j .. np) of s[a..b)
 * (word_at's, whole as there), its index in *j; NULL when none.
 */
static const char *
find_at(const char *s, size_t a, size_t b, int x, int whole,
    const size_t *pos, size_t np, size_t *j)
{
	const char *t;

	for (; *j < np; ++*j)
		if ((t = word_here(s, a, b, x, whole, pos[*j])) != NULL)
			return t;
	return NULL;
}

/* Whether a word of the three lists may start at t[0], its first
   three bytes there (as the text may write them). */
static int
tri_in(const unsigned char *t)
{
	unsigned h;

	if (!pairs[t[0] | (unsigned)t[1] << 8])
		return 0;
	h = tri_hash(t[0], t[1], t[2]);
	return tri[h / 8] >> h % 8 & 1;
}

/*
 * The places of s[a..b) where a word of the three lists may start (a
 * first byte of theirs, the first three bytes of one, may_start), into
 * pos (max of them); how many, or max + 1 when there are more.
 */
static size_t
places(const char *s, size_t a, size_t b, size_t *pos, size_t max)
{
	size_t i, np = 0, e = b;

	if (!tri_all)	/* no word of three bytes starts in the last two */
		e = b - a < 3 ? a : b - 2;
	for (i = a; i < e; i++) {
		unsigned char c;

		if (tri_all ? !firsts[(unsigned char)s[i]] :
		    !tri_in((const unsigned char *)s + i))
			continue;
		c = (unsigned char)fold((unsigned char)s[i]);
		if (!may_start(s, a, i, c))
			continue;
		if (np == max)
			return max + 1;
		pos[np++] = i;
	}
	return np;
}

/* Whether the word of doubt_verbs whose stem ends at s[i] in s[..b)
   ends in a suffix of doubt_free ("zweifellos", "doubtless"). */
static int
doubt_freed(const char *s, size_t b, size_t i)
{
	size_t e = i, k, n;

	while (e < b && letter((unsigned char)s[e]))
		e++;
	for (k = 0; doubt_free[k] != NULL; k++)
		if ((n = strlen(doubt_free[k])) <= e - i &&
		    strncasecmp(s + e - n, doubt_free[k], n) == 0)
			return 1;
	return 0;
}

/* Whether the word that ends at s[i] stands in the last clause of the
   sentence that ends at s[b]: no comma, colon or semicolon after it
   ("Ich hatte keine Ahnung, aber dann habe ich gezählt." goes on to
   the work). */
static int
last_clause(const char *s, size_t b, size_t i)
{
	for (; i < b; i++)
		if (clause_stop(s, i))
			return 0;
	return 1;
}

/* papo_frame_unsure's reading at the places pos[0..np) of s[a..b). */
static const char *
unsure_at(const char *s, size_t a, size_t b, const size_t *pos, size_t np)
{
	const char *w;
	size_t j;

	for (j = 0; (w = find_at(s, a, b, IX_SURE, 0, pos, np, &j)) != NULL;
	    j++)
		if (!computed(s, a, b, pos[j], strlen(w)) &&
		    governed(s, a, b, pos[j], strlen(w), IX_NEG_BEFORE,
		    IX_NEG_AFTER))
			return w;
	for (j = 0; (w = find_at(s, a, b, IX_OFF, 1, pos, np, &j)) != NULL;
	    j++)
		if (governed(s, a, b, pos[j], strlen(w), IX_MODALS, -1))
			return w;
	for (j = 0; (w = find_at(s, a, b, IX_DOUBTV, 0, pos, np, &j)) != NULL;
	    j++)
		if (!governed(s, a, b, pos[j], strlen(w), IX_NEG_BEFORE, -1) &&
		    !doubt_freed(s, b, pos[j] + strlen(w)) &&
		    last_clause(s, b, pos[j] + strlen(w)))
			return w;
	for (j = 0; (w = find_at(s, a, b, IX_NO_IDEA, 0, pos, np, &j)) !=
	    NULL; j++)
		if (last_clause(s, b, pos[j] + strlen(w)))
			return w;
	j = 0;
	return find_at(s, a, b, IX_DOUBT, 0, pos, np, &j);
}

#ifdef __SSE2__
/* The bytes of s[0..16) that are neither an ASCII letter nor a space,
   a bit each. */
static unsigned
not_word_bytes(const char *s)
{
	__m128i x = _mm_loadu_si128((const void *)s);
	__m128i l = papo_ascii_letters16(x);
	__m128i sp = _mm_cmpeq_epi8(x, _mm_set1_epi8(' '));

	return ~(unsigned)_mm_movemask_epi8(_mm_or_si128(l, sp)) & 0xffff;
}
#endif

/*
 * The place of the first value or operation of the work in s[a..b) (a
 * digit, '=', '$', a command), or b: a sentence that holds one is a
 * derivation's ("Ich rechne 6 · 7 = 42."), not one to read as a remark.
 */
static size_t
standing_stop(const char *s, size_t a, size_t b)
{
	size_t i = a;

#ifdef __SSE2__
	/* sixteen bytes at a time: an ASCII letter or a space is none */
	for (; i + 16 <= b; i += 16) {
		unsigned bits = not_word_bytes(s + i);
		size_t j;

		for (; bits != 0; bits &= bits - 1) {
			j = i + (size_t)__builtin_ctz(bits);
			if (is_digit((unsigned char)s[j]) || s[j] == '=' ||
			    s[j] == '$' || s[j] == '\\')
				return j;
		}
	}
#endif
	for (; i < b; i++)
		if (is_digit((unsigned char)s[i]) || s[i] == '=' ||
		    s[i] == '$' || s[i] == '\\')
			return i;
	return b;
}

/* Whether s[a..w) holds no letter: w opens the sentence ("请核对。",
   not "邀请"). */
static int
sentence_opens(const char *s, size_t a, size_t w)
{
	size_t i;

	for (i = a; i < w; i++)
		if (letter((unsigned char)s[i]))
			return 0;
	return 1;
}

/*
 * The remark on the answer's standing s[a..b), a sentence with no value
 * or operation of the work in it (standing_stop), makes by the rows of
 * the listed languages (standing_words' and hedge_lang's comments;
 * English is read by remark_unsure too), as the words that say its
 * kind; NULL when it is none.
 */
static const char *
remark_lang(const char *s, size_t a, size_t b)
{
	const char *t, *first[LANG_N] = { NULL };
	size_t i, at[LANG_N] = { 0 };
	unsigned want = (1u << LANG_N) - 1, m, x;

	/* one pass for the seven lists (find_in's reading of each): the
	   first word of each, a list's bit dropped once it is found */
	for (i = a; i < b; i++) {
		unsigned char c = (unsigned char)fold((unsigned char)s[i]);

		if ((m = lang_first[c] & want) == 0 || !may_start(s, a, i, c))
			continue;
		for (x = 0; x < LANG_N; x++)
			if ((m >> x & 1) && (t = word_here(s, a, b,
			    IX_STANDING + (int)x, 0, i)) != NULL) {
				first[x] = t;
				at[x] = i;
				want &= ~(1u << x);
			}
		if (first[IX_STANDING - IX_STANDING] != NULL ||
		    first[IX_STANDING_SCRIPT - IX_STANDING] != NULL)
			return "a remark on the answer's standing";
	}
	if ((t = first[IX_PLEASE - IX_STANDING]) != NULL &&
	    ((unsigned char)t[0] != 0xe8 || sentence_opens(s, a,
	    at[IX_PLEASE - IX_STANDING])))
		return "a request to check";
	if (first[IX_ERR - IX_STANDING] != NULL &&
	    first[IX_MAY - IX_STANDING] != NULL)
		return "an error that may be in the work";
	if (first[IX_HEDGE - IX_STANDING] != NULL &&
	    first[IX_RIGHT - IX_STANDING] != NULL)
		return "a hedge on the work's being right";
	return NULL;
}

/*
 * Whether s[a..b), a sentence of seeming, is short: at most six words
 * and 32 characters, its end's stop and spacing aside.
 */
static int
seem_short(const char *s, size_t a, size_t b)
{
	size_t k, words = 1, cps = 0;

	while (b > a && strchr(" \t\n.!?", s[b - 1]) != NULL)
		b--;
	for (k = a; k < b; k++) {
		words += s[k] == ' ' && k > a && s[k - 1] != ' ';
		cps += ((unsigned char)s[k] & 0xc0) != 0x80;
	}
	return words <= 6 && cps <= 32;
}

/*
 * The word of a hedge's family that s[a..b) holds (bet_words and
 * ifok_words anywhere; seem_words with a digit in the sentence and no
 * word of error nor relation, or in a short one with a word of
 * seem_pro), or NULL.
 */
static const char *
hedged(const char *s, size_t a, size_t b)
{
	const char *t = NULL;
	size_t w, k, n;

	/* one pass for the three lists: most places start none of their
	   words */
	for (w = a; w < b && t == NULL; w++) {
		unsigned char c = (unsigned char)fold((unsigned char)s[w]);

		if (!fam_first[c] || !may_start(s, a, w, c))
			continue;
		if ((fam_first[c] & 1) && (t = word_here(s, a, b, IX_BET, 0,
		    w)) != NULL)
			return t;
		if ((fam_first[c] & 2) && (t = word_here(s, a, b, IX_IFOK, 0,
		    w)) != NULL)
			return t;
		if (fam_first[c] & 4)
			t = word_here(s, a, b, IX_SEEM, 0, w);
	}
	if (t == NULL)
		return NULL;
	w--;	/* the seem word's place */
	/* Thai ends a sentence with a space, and writes one before a
	   value: the value of a Thai word's sentence stands before its
	   second space ("ดูเหมือนว่ารถไฟวิ่งได้ 240 กิโลเมตร", not "ดูเหมือน
	   โจทย์ถามระยะทาง ดังนั้นรถไฟวิ่งได้ 240 กิโลเมตร") */
	if ((unsigned char)t[0] == 0xe0 && ((unsigned char)t[1] == 0xb8 ||
	    (unsigned char)t[1] == 0xb9))
		for (k = w, n = 0; k < b && n < 2; k++)
			if (s[k] == ' ' && ++n == 2)
				b = k;
	/* what seems wrong is corrected, not hedged ("there seems to be a
	   mistake: it states 12,000, which is incorrect"); what seems of
	   the work, with its relation or its math, is work ("It appears
	   that \\( 171q - 588 = 465q \\) simplifies to ...") */
	w = a;
	if (find_in(s, a, b, IX_OFF, 1, &w) != NULL)
		return NULL;
	for (k = a; k < b; k++)
		if (s[k] == '=' || s[k] == '\\' || s[k] == '<' || s[k] == '>')
			return NULL;
	for (k = a; k < b; k++)
		if (is_digit((unsigned char)s[k]))
			return t;
	return seem_short(s, a, b) && any_in(s, a, b, IX_SEEM_PRO) ? t :
	    NULL;
}

const char *
papo_frame_unsure(const char *s, size_t a, size_t b)
{
	size_t pos[256], *many, np, q;
	const char *w;

	(void)pthread_once(&ix_once, ix_build);
	if ((np = places(s, a, b, pos, 256)) <= 256)
		w = unsure_at(s, a, b, pos, np);
	else {
		/* a long sentence: its places on the heap */
		many = papo_xreallocarray(NULL, b - a, sizeof(*many));
		np = places(s, a, b, many, b - a);
		w = unsure_at(s, a, b, many, np);
		free(many);
	}
	if (w != NULL)
		return w;
	/* a value or operation of the work: no remark_lang, and no
	   remark_unsure when it stands too early for RW_MAX words before
	   it (a word and a byte between: rw_split stops there) */
	if ((q = standing_stop(s, a, b)) == b)
		w = remark_lang(s, a, b);
	else if (q - a < 2 * RW_MAX - 1)
		return NULL;
	return w != NULL ? w : remark_unsure(s, a, b);
}

/* Whether the digits v[0..n) stand in the problem p[0..pn) as a value. */
static int
value_in(const char *p, size_t pn, const char *v, size_t n)
{
	size_t i;

	for (i = 0; p != NULL && i + n <= pn; i++)
		if (memcmp(p + i, v, n) == 0 && (i == 0 ||
		    !is_digit((unsigned char)p[i - 1])) && (i + n == pn ||
		    !is_digit((unsigned char)p[i + n])))
			return 1;
	return 0;
}

/* Whether the word w (folded) stands in the problem, case aside. */
static int
word_in_problem(const char *p, size_t pn, const char *w)
{
	size_t i, n = strlen(w);

	for (i = 0; p != NULL && i + n <= pn; i++)
		if (strncasecmp(p + i, w, n) == 0 && (i == 0 ||
		    !is_alpha((unsigned char)p[i - 1])) && (i + n == pn ||
		    !is_alpha((unsigned char)p[i + n])))
			return 1;
	return 0;
}

/* The singular first person: the solver speaking of itself ("we" is
   the voice of the derivation: "we round up", "we can't have half"). */
static const char *const solver[] = {
	"i", "i'm", "i've", "i'd", "i'll", "my", NULL
};

/*
 * Whether t's words, a question, are the problem's own: most of its
 * words of three letters or more stand in the problem ("What is the
 * expected rate of return?" before its answer).
 */
static int
restates(const struct rwords *t, const char *p, size_t pn)
{
	size_t k, n = 0, in = 0;

	for (k = 0; k < t->n; k++)
		if (strlen(t->w[k]) >= 3 && !is_digit((unsigned char)
		    t->w[k][0])) {
			n++;
			in += word_in_problem(p, pn, t->w[k]);
		}
	return n > 0 && 2 * in > n;
}

/*
 * Whether the percentage whose sign is s[k] names a value the problem
 * does not state: the digits right before the sign ("60 %", "60%") or
 * right after it ("%60"), "99% of them" in a problem of 99% is its own.
 */
static int
percent_unstated(const char *s, size_t a, size_t e, size_t k,
    const char *p, size_t pn)
{
	size_t i = k, j;

	if (i > a && s[i - 1] == ' ')
		i--;
	for (j = i; j > a && (is_digit((unsigned char)s[j - 1]) ||
	    s[j - 1] == '.' || s[j - 1] == ','); j--)
		;
	if (j == i) {
		for (j = i = k + 1; i < e && is_digit((unsigned char)s[i]);
		    i++)
			;
		if (i == j)
			return 1;	/* "%" alone: a value of its own */
	}
	return !value_in(p, pn, s + j, i - j);
}

/* Whether a word (a stem) of list x stands in s[a..b), not inside a
   method's name ("the guess-and-check method"). */
static int
stem_in(const char *s, size_t a, size_t b, int x)
{
	const char *t;
	size_t w = a;

	for (; (t = find_in(s, a, b, x, 0, &w)) != NULL; w++)
		if (!papo_frame_in_method(s, a, w, b, t, strlen(t)))
			return 1;
	return 0;
}

/* Whether a word of confidence stands in s[a..b): sure_words' stems,
   not their "100%" (a percentage is no confidence of its own). */
static int
confidence_in(const char *s, size_t a, size_t b)
{
	const char *t;
	size_t w = a;

	while ((t = find_in(s, a, b, IX_SURE, 0, &w)) != NULL) {
		if (!is_digit((unsigned char)t[0]))
			return 1;
		w++;
	}
	return 0;
}

/* Whether s[a..e) is one statement of confidence whole that says sure
   ("My confidence level in this answer is 100%, as the steps are
   standard."; papo_frame_confidence_said's) or a confidence label's line
   that does ("**Confidence Level:** 100%"): 1; 2 when a clause after a
   comma or "and" is one ("Thus, x = 2 and my confidence level in this
   answer is 100%.": the rest of the sentence is read as before); 3 when
   such a label, statement or clause says less than sure ("Confidence
   level: 1/10", "I am 0.3 confident."); else 0. */
static int
confidence_stated(const char *s, size_t a, size_t e)
{
	const char *why = NULL;
	size_t c;

	while (a < e && is_space((unsigned char)s[a]))
		a++;
	if (papo_frame_confidence(s, a, e, &why) >= e)
		return why == NULL ? 1 : 3;
	for (c = a; c < e; c++) {
		if (c > a && !(c >= a + 2 && s[c - 1] == ' ' && (s[c - 2] ==
		    ',' || (c >= a + 5 && memcmp(s + c - 5, " and ", 5) ==
		    0))))
			continue;
		why = NULL;
		if (papo_frame_confidence_said(s, c, e, &why) != 0)
			return why != NULL ? 3 : c == a ? 1 : 2;
	}
	return 0;
}

/* Whether a noun or an adjective of confidence stands in s[a..e)
   ("confidence", "confident", "confianza", "Konfidenz", "fiducia",
   置信, 信心), any case. */
static int
conf_noun_in(const char *s, size_t a, size_t e)
{
	static const char *const nouns[] = { "confiden", "confian",
	    "konfidenz", "zuversicht", "fiducia",
	    "\xe7\xbd\xae\xe4\xbf\xa1" /* 置信 */,
	    "\xe4\xbf\xa1\xe5\xbf\x83" /* 信心 */, NULL };
	size_t i, k;

	for (i = a; i < e; i++)
		for (k = 0; nouns[k] != NULL; k++)
			if (lower((unsigned char)s[i]) == (unsigned char)
			    nouns[k][0] && starts_ci(s, e, i, nouns[k]))
				return 1;
	return 0;
}

/* Whether s[a..e) holds a word of a level of confidence and is (or ends
   on) a statement or a label of it, or holds a percentage p[0..pn) does
   not state: 1 when it is a sure one whole (confidence_stated), 0 when it
   holds none or a sure one ends it after a clause, 2 when it is less
   than sure or holds such a percentage beside a word of confidence. */
static int
conf_level_pct(const char *s, size_t a, size_t e, const char *p, size_t pn)
{
	const char *q;
	size_t k = a;

	if (!papo_frame_confidence_near(s, a, e))
		return 0;	/* not "confirm", "verify" */
	switch (confidence_stated(s, a, e)) {
	case 1:
		return 1;
	case 2:
		return 0;	/* the sentence read as any other */
	case 3:
		return 2;	/* "Confidence level: 1/10" */
	default:
		break;
	}
	while ((q = memchr(s + k, '%', e - k)) != NULL) {
		k = (size_t)(q - s);
		if (percent_unstated(s, a, e, k, p, pn))
			return 2;
		k++;
	}
	/* a level no statement reads ("My confidence level in this answer
	   is 1/10.", "Confidence score: 0.3"): none recognised is sure;
	   only beside a noun of confidence ("seguro" is insurance too, "a
	   certain number" no level) */
	for (k = a; k < e; k++)
		if (is_digit((unsigned char)s[k]))
			return conf_noun_in(s, a, e) ? 2 : 0;
	return 0;
}

/* Whether the value at s[k] is one rejected, "not" right before it
   ("the answer is $4$, not $5$ as one might think"). */
static int
rejected(const char *s, size_t a, size_t k)
{
	while (k > a && (s[k - 1] == ' ' || s[k - 1] == '$'))
		k--;
	return k >= a + 3 && strncasecmp(s + k - 3, "not", 3) == 0 &&
	    (k == a + 3 || !is_alpha((unsigned char)s[k - 4]));
}

/*
 * Whether s[a..e) holds a value the problem does not state (a digit
 * run of its own: "72", "3.5"): the answer's or another one.
 */
static int
value_unstated(const char *s, size_t a, size_t e, const char *p, size_t pn)
{
	size_t k, j;

	for (k = a; k < e; k = j) {
		if (!is_digit((unsigned char)s[k]) || (k > a &&
		    is_alpha((unsigned char)s[k - 1]))) {
			j = k + 1;
			continue;
		}
		for (j = k; j < e && (is_digit((unsigned char)s[j]) ||
		    ((s[j] == '.' || s[j] == ',') && j + 1 < e &&
		    is_digit((unsigned char)s[j + 1]))); j++)
			;
		if (!value_in(p, pn, s + k, j - k) && !rejected(s, a, k))
			return 1;
	}
	return 0;
}

/*
 * Whether s[a..e) holds a value neither the problem states nor the
 * answer av (when read) is: a question that offers the answer's own
 * value and is answered by it ("Is it 42? Yes: the answer is 42.") is
 * no other value.
 */
static int
value_unstated_but(const char *s, size_t a, size_t e, const char *p,
    size_t pn, const struct papo_frame_value *av)
{
	size_t k, j;

	for (k = a; k < e; k = j) {
		if (!is_digit((unsigned char)s[k]) || (k > a &&
		    (is_alpha((unsigned char)s[k - 1]) ||
		    is_digit((unsigned char)s[k - 1])))) {
			j = k + 1;
			continue;
		}
		for (j = k; j < e && (is_digit((unsigned char)s[j]) ||
		    (s[j] == '.' && j + 1 < e && is_digit((unsigned char)
		    s[j + 1]))); j++)
			;
		if (!value_in(p, pn, s + k, j - k) && !rejected(s, a, k) &&
		    (av == NULL ||
		    av->n != j - k || memcmp(av->s, s + k, j - k) != 0))
			return 1;
	}
	return 0;
}

/*
 * The kind of s[a..b), the sentence right before an answer's statement
 * (answer_frame.c's sentence_before_row, the reasoning's last sentence
 * under a box after it), that disowns the answer in words no committed
 * row recognises; NULL when it is none.  Its words are read, not
 * listed: a sentence of computation (an operator, a relation) is work;
 * else the sentence may not be
 *  - a question that offers a value of its own or speaks of the solver
 *    ("... or is it 72?"), unless its words are the problem's (the
 *    question restated before its answer);
 *  - a percentage said with a word of confidence or by the solver ("I
 *    am 40% sure.", "Estoy seguro al 40 %.");
 *  - a value the problem does not state, weighed by a modal or a belief
 *    (may_words, hedge_lang, weighing: "Both 84 and 72 seem possible.",
 *    "Tal vez sean 260.") or, by the solver, by any hedge ("I suspect
 *    it is 72, but I'll write 84.");
 *  - in English, a negated participle alone ("Unresolved.");
 *  - in English, the solver ("I", not the derivation's "we") on its own
 *    state with a negator or a hedge ("I could not finish the
 *    derivation.") or in words rw_committed does not recognise ("I am
 *    running out of budget."), or naming a value in words that are not
 *    a committed statement's (first person, auxiliaries, the verbs of
 *    work, the problem's words: "I'll put 84 as a placeholder.").
 */
/* The words of a committed first-person statement of a value, with
   first_person, aux_words, work_verbs and the problem's ("I'll write 42
   as the answer."). */
static const char *const stated[] = { "the", "a", "an", "as", "with",
	"is", "be", "answer", "final", "that", "this", "it", "so", "and",
	"of", "to", "value", "result", "total", "therefore", "thus", "hence",
	"which", "for", "in", "on", "at", "by", "from", "per", "each",
	"altogether", "then", "now", "finally", NULL };

/* An alternative named by its place ("the first", "that one"). */
static const char *const alternative[] = { "first", "second", "third",
	"former", "latter", "other", "one", "earlier", "later", NULL };

/* A question that asks for the answer itself, a step of a decomposed
   solution whose answer follows it ("6. What's the final answer?\n
   283,604m"): its words, one of them "answer" or "result". */
static const char *const asks_answer[] = { "what", "what's", "whats",
	"is", "the", "final", "answer", "result", "our", "so", "then", "now",
	"overall", NULL };

/* Are the words of t all asks_answer's, one of them the answer's noun? */
static int
asks_the_answer(const struct rwords *t)
{
	size_t k;
	int noun = 0;

	for (k = 0; k < t->n; k++) {
		if (!rw_in(t->w[k], asks_answer, 0))
			return 0;
		noun |= strcmp(t->w[k], "answer") == 0 ||
		    strcmp(t->w[k], "result") == 0;
	}
	return noun;
}

/*
 * papo_frame_unowned's English kinds, t the words of s[a..e) with its
 * values: v, one holds a value; ask, it is a question; pct, it holds a
 * percentage the problem does not state.
 */
static const char *
unowned_words(const struct rwords *t, const char *s, size_t a, size_t e,
    int v, int ask, int pct, const char *p, size_t pn)
{
	size_t k, first = 0;
	int owner = 0, hedge = 0, ok;

	for (k = 0; k < t->n; k++) {
		const char *w = t->w[k];

		if (rw_in(w, solver, 0) && (!t->roman[k] || (k + 1 < t->n &&
		    is_alpha((unsigned char)t->w[k + 1][0]) &&
		    strcmp(t->w[k + 1], "and") != 0 &&
		    strcmp(t->w[k + 1], "or") != 0)))
			owner = 1;	/* "and I can't", not "I and II" */
		else if (rw_in(w, hedge_words, 0) || strcmp(w, "or") == 0 ||
		    (strlen(w) > 3 && strcmp(w + strlen(w) - 3, "n't") == 0))
			hedge = 1;
	}
	if (ask && t->n >= 2 && (owner || (pn > 0 && !restates(t, p, pn))) &&
	    !asks_the_answer(t))
		return "a question before it";
	if (pct && owner)
		return "a percentage of confidence before it";
	if (v && owner && hedge && value_unstated(s, a, e, p, pn))
		return "another value weighed before it";
	k = strlen(t->w[0]);
	if (t->n <= 2 && k > 5 && strncmp(t->w[0], "un", 2) == 0 &&
	    strcmp(t->w[0] + k - 2, "ed") == 0)
		return "a negated participle before it";
	if (!owner || rw_corrects(t))
		return NULL;
	/* an alternative chosen and not named ("I'll go with the first.") */
	if (!v && t->n >= 2 && rw_in(t->w[t->n - 1], alternative, 0) &&
	    rw_in(t->w[t->n - 2], this_words, 0) + (strcmp(t->w[t->n - 2],
	    "the") == 0))
		return "a choice among values before it";
	if (!v && (hedge || !rw_committed(t)))
		return "a remark on the solver's state not recognised";
	while (first + 1 < t->n && rw_in(t->w[first], stated, 0))
		first++;
	if (!v || !rw_in(t->w[first], solver, 0))
		return NULL;
	for (k = 0, ok = 1; k < t->n && ok; k++) {
		const char *w = t->w[k];

		ok = is_digit((unsigned char)w[0]) || rw_in(w, first_person,
		    0) || rw_in(w, aux_words, 0) || rw_in(w, work_verbs, 1) ||
		    rw_in(w, stated, 0) || word_in_problem(p, pn, w);
	}
	return ok ? NULL : "a value in words not recognised before it";
}

/*
 * Whether s[a..e) may hold an English kind of unowned_words: the
 * solver's "I" or "my" as a word, or a first word "un..." (a negated
 * participle); a byte test, before the words are split.
 */
static int
solver_or_un(const char *s, size_t a, size_t e)
{
	size_t k, n;

	for (k = a; k < e && !is_alpha((unsigned char)s[k]); k++)
		;
	if (k + 1 < e && (s[k] == 'U' || s[k] == 'u') && s[k + 1] == 'n')
		return 1;
	for (; k < e; k++) {
		if (s[k] == 'I')
			n = 1;
		else if ((s[k] == 'M' || s[k] == 'm') && k + 1 < e &&
		    s[k + 1] == 'y')
			n = 2;
		else
			continue;
		if ((k == a || !is_alpha((unsigned char)s[k - 1])) &&
		    (k + n == e || !is_alpha((unsigned char)s[k + n])))
			return 1;
	}
	return 0;
}

/*
 * papo_frame_unowned's reading of the byte s[k] of s[a..e): 1 when it
 * is the work's (an operator or a relation, "7 × 12", "x = 6"); else 0,
 * *pct set when it is a percentage the problem p[0..pn) does not state,
 * *v when a digit, *thai when the lead byte of a Thai letter.
 */
static int
work_byte(const char *s, size_t a, size_t e, size_t k, const char *p,
    size_t pn, int *pct, int *v, int *thai)
{
	/* 1: an operator or a relation; 2: '%', a digit, the lead byte
	   of × and ÷; 3: the lead byte of Thai's letters */
	static const unsigned char kind[256] = { ['='] = 1, ['<'] = 1,
	    ['>'] = 1, ['^'] = 1, ['*'] = 1, ['/'] = 1, ['+'] = 1,
	    ['\\'] = 1, ['%'] = 2, ['0'] = 2, ['1'] = 2, ['2'] = 2,
	    ['3'] = 2, ['4'] = 2, ['5'] = 2, ['6'] = 2, ['7'] = 2, ['8'] = 2,
	    ['9'] = 2, [0xc3] = 2, [0xe0] = 3 };
	unsigned char c = (unsigned char)s[k];

	if (kind[c] == 0)
		return 0;	/* most bytes */
	if (kind[c] == 3) {
		*thai = 1;
		return 0;
	}
	if (kind[c] == 1 || (c == 0xc3 && k + 1 < e &&
	    ((unsigned char)s[k + 1] == 0x97 ||
	    (unsigned char)s[k + 1] == 0xb7)))
		return 1;
	*pct |= c == '%' && percent_unstated(s, a, e, k, p, pn);
	*v |= is_digit(c);
	return 0;
}

/* value_unstated_but for papo_frame_unowned_by: *byv set, the answer's
   value av asked. */
static int
unstated_by(const char *s, size_t a, size_t e, const char *p, size_t pn,
    const struct papo_frame_value *av, int *byv)
{
	*byv = 1;
	return value_unstated_but(s, a, e, p, pn, av);
}

const char *
papo_frame_unowned(const char *s, size_t a, size_t b, const char *p,
    size_t pn, const struct papo_frame_value *av)
{
	int byv;

	return papo_frame_unowned_by(s, a, b, p, pn, av, &byv);
}

const char *
papo_frame_unowned_by(const char *s, size_t a, size_t b, const char *p,
    size_t pn, const struct papo_frame_value *av, int *byv)
{
	struct rwords t;
	size_t e = b, k;
	int pct = 0, v = 0, ask, thai = 0, cl;

	*byv = 0;
	while (e > a && strchr(" \t\n)]*\"'_", s[e - 1]) != NULL)
		e--;
	/* a level of confidence, in math or not ("I am \\(100\\%\\)
	   confident"), before the work's bytes pass the sentence over */
	if ((cl = conf_level_pct(s, a, e, p, pn)) != 0)
		return cl == 1 ? NULL : "a percentage of confidence before it";
	k = a;
#ifdef __SSE2__
	/* sixteen bytes at a time: an ASCII letter or a space is none of
	   kind[]'s, and most bytes of a sentence are */
	for (; k + 16 <= e; k += 16) {
		unsigned bits = not_word_bytes(s + k);

		for (; bits != 0; bits &= bits - 1)
			if (work_byte(s, a, e, k + (size_t)__builtin_ctz(bits),
			    p, pn, &pct, &v, &thai))
				return NULL;
	}
#endif
	for (; k < e; k++)
		if (work_byte(s, a, e, k, p, pn, &pct, &v, &thai))
			return NULL;
	if (e == a)
		return NULL;
	(void)pthread_once(&ix_once, ix_build);
	/* a hedge's family in the whole sentence, its clauses together
	   ("추정하자면 기차는 ...", "মনে হচ্ছে ট্রেনটি ...") */
	if (hedged(s, a, e) != NULL)
		return "a hedge of its family before it";
	/* a sentence that opens on "or" and offers a value of its own */
	for (k = a; k < e && !letter((unsigned char)s[k]); k++)
		;
	if (k < e && word_here(s, a, e, IX_ALT, 1, k) != NULL &&
	    unstated_by(s, a, e, p, pn, av, byv))
		return "another value offered before it";
	/* in Thai, whose sentences a space ends, after one ("... 240
	   กิโลเมตร หรือ 21"); not read without a Thai letter */
	for (; thai && k + 10 < e; k++)
		if (s[k] == ' ' && memcmp(s + k + 1, "\xe0\xb8\xab\xe0\xb8\xa3"
		    "\xe0\xb8\xb7\xe0\xb8\xad", 12) == 0 && k + 13 < e &&
		    (is_digit((unsigned char)s[k + 13]) || (s[k + 13] == ' ' &&
		    k + 14 < e && is_digit((unsigned char)s[k + 14]))) &&
		    unstated_by(s, k, e, p, pn, av, byv))
			return "another value offered before it";
	ask = s[e - 1] == '?' || (e - a >= 3 && memcmp(s + e - 3,
	    "\xef\xbc\x9f", 3) == 0) || (e - a >= 2 && memcmp(s + e - 2,
	    "\xd8\x9f", 2) == 0);	/* ？ ؟ */
	(void)pthread_once(&ix_once, ix_build);
	if (ask && v && unstated_by(s, a, e, p, pn, av, byv))
		return "a question with a value of its own before it";
	if (pct && confidence_in(s, a, e))
		return "a percentage of confidence before it";
	/* the words first, the values only where a word weighs them; a
	   value called wrong is corrected, not weighed ("there seems to be
	   a mistake: it states 12,000, which is incorrect") */
	if (v && stem_in(s, a, e, IX_WEIGH) && !stem_in(s, a, e, IX_OFF) &&
	    unstated_by(s, a, e, p, pn, av, byv))
		return "another value weighed before it";
	if (!(ask || solver_or_un(s, a, e)) || !rw_split(s, a, e, &t, 1) ||
	    t.n == 0)
		return NULL;
	return unowned_words(&t, s, a, e, v, ask, pct, p, pn);
}
