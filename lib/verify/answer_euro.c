/* SPDX-License-Identifier: MIT */
/*
 * answer_euro.c: the words a last statement written in Spanish, French,
 * German, Italian, Portuguese or Russian may hold before its value ("Juan
 * tiene 42", "Donc, il a déjà 79 g", "Итак, у Марии 42 яблока"), read by
 * recognition: each word is a row of one of the tables below (verbs and
 * auxiliaries in the forms word problems use, determiners, pronouns,
 * prepositions, connectives, the nouns an answer is named by, the
 * labels a statement opens with: "Fazit:", "Итог:"), a word
 * of the problem, or a name; any other word ("Juan tiene más o menos
 * 42", "у Марии якобы 42", "Marie a environ 42") is no answer.
 *
 * Built from the data: the human-written step-by-step answers of MGSM's
 * exemplars in es/fr/de/ru (google-research/url-nlp mgsm/exemplars.py,
 * tests/verify/euro-mgsm.jsonl: every word before a value of their
 * sentences), the lighteval cases of ../shared/data and the multilingual
 * test records (bench/corpus/euro_words.py lists the words before the
 * value of the right ones papo-verify rewards; the corpus has no source
 * in these languages), with the other forms of the same verbs word
 * problems use.  A word of approximation, bound, doubt or hearsay is in
 * no table, and is never taken as the problem's.
 */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "answer_impl.h"
#include "answer_frame_impl.h"

/* The language bits of a word (E_EN: answer_verbs.c's English words). */
#define E_ES	0x01u
#define E_FR	0x02u
#define E_DE	0x04u
#define E_IT	0x08u
#define E_PT	0x10u
#define E_RU	0x20u
#define E_EN	0x40u
#define E_ALL	0x7fu

/* The longest statement read (bytes): a bound on work, as in English. */
#define EURO_MAX	320

/* Per language, sorted in strcmp order (bytes): bsearch below.  No
   conditional ("sería", "wäre"): a value that would be is not one. */
static const char *const es_words[] = {
	"a", "acaba", "acabó", "agregaron", "agregó", "ahora", "ahorra",
	"ahorrará", "ahorró", "al", "alberga", "alternativa", "altura",
	"asciende", "así", "avanza", "añadieron", "añadió", "aún", "beneficio",
	"cada",
	"camina", "caminó", "cantidad", "circula", "cociente", "come", "comen",
	"comenzaron", "comenzó", "comieron", "comió", "compra", "compran",
	"comprará", "comprobación", "compró", "con", "conclusión",
	"consecuencia", "conseguirá", "consigue", "consiguen", "consiguiente",
	"consiguió", "contiene", "contienen", "corre",
	"correcta", "correctas", "correcto", "corrió", "costará", "costarán",
	"coste", "costo", "costó", "cuenta", "cuentan", "cuesta", "cuestan",
	"cálculo", "cálculos", "da", "dan", "dará", "de", "decir", "definitiva",
	"del", "demora", "demoró", "desembolsa", "desembolsar", "desembolsó",
	"después",
	"diaria",
	"diarias", "diario",
	"diarios", "diferencia", "dinero", "dio", "dispone", "disponen",
	"distancia", "dura", "durante", "duró", "e", "edad", "el", "ella",
	"ellas", "ellos", "empezaron", "empezó", "en", "ende", "entonces",
	"equivale", "era", "eran", "es", "esa", "ese", "eso", "esta", "estaba",
	"estará", "estas", "este", "esto", "estos", "estuvieron", "estuvo",
	"está", "están", "exactamente", "existe", "existen", "falta", "faltan",
	"final", "finalmente", "forma", "fue", "fueron", "gana", "ganan",
	"ganancia", "ganancias", "ganará", "ganarán", "ganó", "gasta", "gastan",
	"gastará", "gastó", "ha", "habrá", "habrán", "había", "hace", "hacen",
	"hacer", "han", "hará", "hay", "hizo", "igual", "igualdad", "iguales",
	"inciso", "ingresa", "ingresan", "ingresará", "ingreso", "ingresos",
	"ingresó", "inicialmente", "juntas", "juntos",
	"la", "las", "le", "lee", "les", "letra", "leyó", "lleva", "llevan",
	"llevará", "llevó", "lo", "longitud", "los", "luego", "manera", "media",
	"medio", "mide", "miden", "midió", "modo", "necesita", "necesitan",
	"necesitará", "necesitarán", "necesitó", "nosotros", "número",
	"obtendrá", "obtenemos", "obtiene", "obtuvo", "opciones", "opción",
	"originalmente", "paga", "pagan", "pagar", "pagará", "pagarán", "pagó",
	"para", "paso", "pasos", "perder", "perdieron", "perdió", "perímetro",
	"pesa", "pesan", "peso", "pesó", "pierde", "por", "posee", "poseen",
	"precio", "primero", "principio", "probabilidad", "producto",
	"promedio", "puede", "pueden", "pues", "que", "queda", "quedan",
	"quedará", "quedarán", "quedó", "quiere", "recibe", "reciben",
	"recibirá", "recibió", "recorre", "recorrido", "recorrió", "representa",
	"representan", "respuesta", "respuestas", "resulta", "resultado",
	"resultan", "resumen", "reúne", "se", "será", "serán", "significa",
	"simplemente", "sobra", "sobran", "sobraron", "solución", "son", "su",
	"suma", "suman", "sus", "también", "tanto", "tarda", "tardará",
	"tardó", "tendrá",
	"tendrán", "tenía", "tenían", "termina", "terminó", "tiempo", "tiene",
	"tienen", "toda", "todas", "todavía", "todo", "todos", "toma",
	"tomará", "tomó", "total",
	"trayecto", "tuvo", "tú", "un", "una", "usa", "usan", "usted",
	"ustedes", "usó", "va", "vale", "valen", "valor", "velocidad", "vende",
	"venden", "venderá", "vendió", "verificación", "viaja", "viaje",
	"volumen", "y",
	"ya", "yo", "área", "él",
};

static const char *const fr_words[] = {
	"a", "abord", "acheté", "achète", "achètent", "achètera", "ainsi",
	"aire", "alors", "après", "argent", "au", "aura", "auront", "aussi",
	"aux", "avaient", "avait", "avance", "avec", "avoir", "besoin", "bien",
	"bilan",
	"bonne", "bonnes", "bref", "bénéfice", "c'", "calcul", "calculs", "ce",
	"cela", "ces", "cet", "cette", "chaque", "circule", "commence",
	"commencé",
	"comporte", "comportent", "compte", "comptent", "conclusion",
	"conséquence", "conséquent", "contiendra", "contiennent", "contient",
	"correcte", "correctes", "court", "couru", "coût", "coûtait", "coûte",
	"coûtent", "coûtera", "coûteront", "d'", "de", "des", "devra",
	"devront", "différence",
	"dispose", "disposent", "distance", "doit", "doivent", "donc", "donne",
	"donnera",
	"donné",
	"du", "durant", "dure", "duré", "durée", "dès", "débourse",
	"débourser", "début",
	"définitive",
	"déjà", "départ", "dépense", "dépenser", "dépensé", "désormais",
	"détient", "elle",
	"elles", "empoche", "en", "encaisse", "encore", "enfin", "ensemble",
	"ensuite", "est", "et",
	"exacte", "exactement", "fait", "faudra", "faut", "fera", "final",
	"finale", "finalement", "finit", "font", "fut", "gagne", "gagnent",
	"gagnera", "gagné", "gain", "gains", "garde", "gardera", "gardé",
	"hauteur", "il", "ils", "initialement", "j'", "je", "journalier",
	"journaliers", "journalière", "journalières", "juste", "l'", "la", "le",
	"les", "leur", "leurs", "lit", "longueur", "lors", "lu", "lui",
	"maintenant", "mange", "mangé", "mesure", "mesurent", "met", "mettra",
	"mis", "montant", "monte", "moyen", "moyenne", "nombre", "nous",
	"obtenir", "obtenons", "obtenu", "obtiendra", "obtient", "on", "ont",
	"origine", "ou", "paie", "paient", "paiera", "par", "parcours",
	"parcourt", "parcouru", "paye", "payer", "payera", "payé", "pendant",
	"perd", "perdu", "perçoit", "peut", "peuvent", "poids", "possède",
	"possèdent", "prend", "prendra", "prennent", "prix", "probabilité",
	"produit",
	"puis", "pèse",
	"pèsent",
	"périmètre", "qu'", "quantité", "que", "qui", "quotidien",
	"quotidienne", "quotidiennes", "quotidiens", "quotient", "recevra",
	"regroupe", "renferme", "représente", "représentent", "reste",
	"restent", "restera", "resteront", "retrouve", "revenu", "revenus",
	"reçoit", "reçu", "roule", "réponse", "réponses", "résultat", "résumé",
	"s'élève", "sa", "se", "sera", "seront", "ses", "signifie",
	"simplement", "solution", "somme", "son", "sont", "suite", "surface",
	"temps", "température", "total", "totale", "totalise", "touche", "tous",
	"tout", "toute", "toutes", "trajet", "trouve", "trouvons", "trouvé",
	"un", "une", "utilise", "utilisé", "valent", "valeur", "vaut", "vend",
	"vendra", "vendu", "vitesse", "volume", "vous", "voyage",
	"vérification", "y", "à", "âge", "ça", "économise", "économisé", "égal",
	"égale", "égales", "égaux", "élève", "élèvent", "étaient", "était",
	"étape", "étapes",
};

static const char *const de_words[] = {
	"alle", "also", "alter", "am", "an", "anfang", "anfangs", "anteil",
	"antwort", "antworten", "anzahl", "auf", "aus", "bedeutet", "begann",
	"beherbergt", "bei", "beinhaltet", "bekam", "bekommt", "benötigt",
	"benötigte", "berechnung", "bereits", "besitzen", "besitzt", "betragen",
	"betrug", "beträgt", "bezahlen", "bezahlt", "bleiben", "bleibt",
	"blieben", "brauchen", "braucht", "brauchte", "daher", "damit",
	"danach", "dann", "das", "dass", "dauer", "dauert", "dauerte", "dem",
	"dementsprechend", "demnach", "den", "der", "des", "deshalb", "die",
	"dies", "diese", "dieser", "dieses", "differenz", "durchschnitt",
	"durchschnittlich", "durchschnittliche", "ein", "eine", "einem",
	"einen", "einer", "einfach", "einnahme", "einnahmen", "ende",
	"endeffekt", "endergebnis", "endgültige", "endlich", "entfernung",
	"enthalten", "enthält", "er", "ergeben", "ergebnis", "ergibt",
	"erhielt", "erhält", "es", "fahrt", "fahrzeit", "fazit", "fläche",
	"folge", "folglich", "für", "gab", "gebraucht", "gedauert", "gefahrene",
	"gefahrenen", "geld", "genau", "gesamt", "gesamte", "gesamtkosten",
	"gesamtpreis", "geschwindigkeit", "gesuchte", "gewicht", "gewinn",
	"gibt", "gleich", "haben", "hat", "hatte", "hatten", "hinzu", "höhe",
	"ich", "ihr", "ihre", "ihrem", "ihren", "im", "in", "infolgedessen",
	"insgesamt", "isst", "ist", "je", "jede", "jeden", "jeder", "jedes",
	"jetzt", "kam", "kamen", "kann", "kauft", "kaufte", "korrekte",
	"kosten", "kostet", "kostete", "können", "lautet", "legt", "legte",
	"letztendlich", "letztlich", "liest", "länge", "läuft", "lösung",
	"macht", "man", "menge", "misst", "mit", "muss", "musste", "mussten",
	"müssen", "nachdem",
	"noch",
	"nun",
	"nutzt", "oder", "preis", "pro", "probe", "produkt", "quotient",
	"rechnung", "reise", "reisezeit", "richtig", "richtige", "richtigen",
	"schafft", "schaffte", "schließlich", "schlussfolgerung", "schon",
	"schritt", "schritt-für-schritt", "schritt-für-schritt-antwort",
	"schritte", "sein", "seine", "seinem", "seinen", "sie", "sind", "somit",
	"spart", "sparte", "strecke", "summe", "tägliche", "täglichen",
	"täglicher", "tägliches", "umfang", "umfassen", "umfasst", "und",
	"ursprünglich", "verbleiben", "verbleibt", "verblieben", "verdienst",
	"verdient",
	"verdiente",
	"verfügt",
	"verkauft", "verkaufte", "verliert", "volumen", "vom", "von",
	"wahrscheinlichkeit", "war", "waren", "werden", "wert", "wiegt", "wir",
	"wird", "zahlen", "zahlt", "zahlte", "zeit", "zu", "zuerst", "zum",
	"zunächst", "zur", "zurückgelegte", "zurückgelegten", "zusammen",
	"zusammenfassung", "zählt", "überprüfung", "übrig",
};

static const char *const it_words[] = {
	"a", "adesso", "ai", "al", "all'", "alla", "alle", "allora",
	"alternativa", "altezza", "ammonta", "ammontano", "anche", "ancora",
	"area", "aveva", "avevano", "avranno", "avrà", "bisogna", "c'è",
	"calcoli", "calcolo", "che", "ci", "complessivamente", "compra",
	"comprato", "comprende", "con", "conclusione", "conseguenza", "conta",
	"contano", "contengono", "contiene", "corre", "corretta", "corrette",
	"costa", "costano", "costava", "costerà", "costo", "così", "cui",
	"dato", "definitiva", "degli", "dei", "del", "dell'", "della", "delle",
	"dello", "di", "differenza", "dire", "dispone", "distanza", "dopo",
	"dunque", "dura", "durante", "durata", "durato", "durerà", "dà", "e",
	"entrate", "era", "erano", "esatta", "esattamente", "essi", "età", "fa",
	"fanno", "fatto", "finale", "fine", "finisce", "fu", "giornaliera",
	"giornaliere", "giornalieri", "giornaliero", "giusta", "già", "gli",
	"guadagna", "guadagnato", "guadagnerà", "guadagni", "guadagno", "ha",
	"hanno", "i", "il", "impiega", "impiegato", "in", "incassa",
	"incassato", "incasserà", "infine",
	"inizialmente", "inizio", "insieme", "io", "l'", "la", "le", "legge",
	"lei", "lettera", "lo", "loro", "lui", "lunghezza", "mangia", "media",
	"medio", "misura", "modo", "nei", "nel", "nell'", "nella", "nelle",
	"noi", "numero", "occorre", "occorrono", "ogni", "opzione", "ora",
	"originariamente", "ospita", "otteniamo", "ottenuto", "ottiene", "paga",
	"pagano", "pagare", "pagato", "pagherà", "passaggio", "passo", "per",
	"percepisce", "perciò", "percorre", "perde", "perimetro", "pertanto",
	"pesa", "peso",
	"poi", "possiede", "possiedono", "possono", "prezzo", "prima",
	"probabilità", "procede", "prodotto", "può", "quantità", "quindi",
	"quotidiana",
	"quotidiane", "quotidiani", "quotidiano", "quoziente", "rappresenta",
	"rappresentano", "resta", "restano", "riassumendo", "riassunto",
	"riceve", "ricevuto", "riepilogo", "rimane", "rimangono", "rimarranno",
	"rimarrà", "risparmia", "risposta", "risposte", "risultato", "ritrova",
	"saranno", "sarà", "semplicemente", "serve", "servirà", "servono", "si",
	"significa", "sintesi", "soldi", "soluzione", "somma", "sono", "spende",
	"speso", "su", "sua", "sue", "sul", "sulla", "suo", "suoi",
	"superficie", "tempo", "totale", "tragitto", "trova", "trovato",
	"tutte", "tutti", "tutto", "uguale", "un", "un'", "una", "uno", "usa",
	"va", "vale", "valgono", "valore", "velocità", "vende", "venduto",
	"verifica",
	"vi", "viaggia", "viaggiano", "viaggio", "voi", "volume", "volute",
	"voluto", "vuol",
	"è",
};

static const char *const pt_words[] = {
	"a", "abriga", "acaba", "agora", "ainda", "alternativa", "alternativas",
	"altura", "anda", "ao", "aos", "arrecada", "arrecadou", "as", "assim",
	"avança", "cada",
	"certa", "circula", "com", "come",
	"compra", "comprará", "comprimento", "comprou", "concluindo",
	"conclusão", "consegue", "conseguinte", "conseguiu",
	"consequentemente", "consequência", "conta",
	"contam", "contém", "contêm", "corre", "correta", "corretas", "custa",
	"custam", "custará", "custo", "custou", "cálculo", "cálculos", "da",
	"dará", "das", "de", "dela", "delas", "dele", "deles", "demora",
	"demorou", "depois", "dessa", "desse", "deu", "diferença", "dinheiro",
	"dispõe", "distância", "dizer", "diária", "diárias", "diário",
	"diários", "do", "dos", "dura", "durante", "duração", "durou", "dá",
	"e", "economiza", "economizou", "ela", "elas", "ele", "eles", "em",
	"então", "equivale", "era", "eram", "essa", "esse", "esta", "estará",
	"estas", "estava", "este", "estes", "está", "estão", "etapa", "eu",
	"exata", "exatamente", "existe", "existem", "fará", "fatura",
	"faturou", "faz", "fez",
	"fica", "ficam", "ficará", "ficarão", "ficou", "fim", "final",
	"finalmente", "foi", "foram", "forma", "ganha", "ganhará", "ganho",
	"ganhos", "ganhou", "gasta", "gastará", "gastou", "haverá", "havia",
	"há", "idade", "igual", "inicialmente", "início", "isso", "isto",
	"juntos", "já", "letra", "leu", "leva", "levou", "logo", "lucro", "lê",
	"mede", "modo", "média", "médio", "na", "nas", "necessário", "no",
	"nos", "nós", "número", "o", "obtemos", "obteve", "obtém", "opção",
	"originalmente", "os", "ou", "paga", "pagam", "pagar", "pagará",
	"pagou", "para", "passo", "pela", "pelas", "pelo", "pelos", "percorre",
	"percurso", "perde", "perdeu", "perímetro", "pesa", "peso", "pode",
	"podem", "por", "portanto", "possuem", "possui", "precisa", "precisam",
	"precisará", "preciso", "preço", "primeiro", "probabilidade", "produto",
	"quantidade", "que", "quer", "quociente", "recebe", "receberá",
	"recebeu", "receita", "renda", "rendimento", "representa",
	"representam", "resposta", "respostas", "resta", "restam", "restará",
	"resultado", "resumo", "será", "serão", "seu", "seus", "significa",
	"simplesmente", "sobra", "sobram", "sobrou", "solução", "soma", "sua",
	"suas", "suma", "são", "também", "tem", "tempo", "termina", "terá",
	"terão", "teve", "tinha", "tinham", "toda", "todas", "todo", "todos",
	"total", "totaliza", "têm", "um", "uma", "usa", "valor", "velocidade",
	"vende", "venderá", "vendeu", "verificação", "viagem", "viaja", "você",
	"vocês",
	"volume", "à", "às", "área", "é",
};

static const char *const ru_words[] = {
	"а", "будет", "будут", "был", "была", "были", "было", "в", "вариант",
	"верный", "вероятность", "вес", "весь", "вместе", "вначале", "во",
	"возраст", "время", "все", "всего", "всех", "всього", "вся", "всё",
	"вы", "вывод", "выручает", "выручают", "выручил", "выручила",
	"выручит", "выручка", "высота", "вычисление", "вычисления",
	"движется", "деньги", "длилась", "длился", "длина", "длится", "для",
	"добавил",
	"добавила", "добавили", "добавляли", "должен", "должна", "должно",
	"должны", "дорога",
	"доход",
	"его", "едет", "едут", "ее",
	"ежедневная", "ежедневный", "ей", "ему", "есть", "ехал", "ехала",
	"ехало", "еще",
	"ещё",
	"её",
	"за", "загалом", "занимает", "занял", "заняла", "заняло", "заплатил",
	"заплатила", "заплатили", "заплатит", "заплатить", "заплатят",
	"зарабатывает", "заработает", "заработал", "заработала", "заработали",
	"заработок", "затем", "значение", "значит", "и", "изначально", "им",
	"имеет", "имеется", "имел", "имела", "имело", "имеют", "имеются",
	"итак", "итог", "итогам", "итоге", "итого", "итоговый", "их", "к",
	"каждая", "каждого", "каждый", "количество", "купил", "купила",
	"купили", "купит", "купят", "мы", "на", "надо", "наконец",
	"насчитывает", "насчитывается", "находится", "находятся", "начале",
	"него", "нее", "неё", "них", "нужен", "нужна", "нужно", "нужны", "о",
	"об", "обойдётся", "образом", "общая", "общее", "общий", "объем",
	"объём", "окончательно", "окончательный", "он", "она", "они", "оно",
	"остается", "осталась", "остались", "осталось", "остался", "останется",
	"останутся",
	"остаются", "остаётся", "ответ", "ответы", "отсюда", "первоначально",
	"периметр",
	"платит",
	"платить", "платят", "площадь", "по", "поездка", "получаем", "получает",
	"получается", "получат", "получают", "получил", "получила", "получили",
	"получим", "получит", "получится", "понадобится", "понадобятся",
	"после", "потерял", "потеряла", "потеряли", "потом", "потратил",
	"потратила", "потратили", "потратит", "потратят", "потребуется",
	"пошаговое", "поэтому", "правильные", "правильный", "прибыль",
	"проверка", "продал", "продала", "продали", "продаст", "произведение",
	"пройденная", "пройденное", "пройденный", "проходит", "прошло", "пути",
	"путь", "равен", "равна", "равно", "равны", "равняется", "разница",
	"разность", "расстояние", "результат", "результате", "решение", "ровно",
	"с", "сейчас", "скорость", "скоростью", "следовательно", "сначала",
	"со", "содержат",
	"содержит", "составит", "составляет", "составляют", "составят",
	"средний", "средняя", "стал", "стала", "стало", "стоил", "стоила",
	"стоили", "стоило", "стоимость", "стоит", "стоить", "стоят", "сумма",
	"съел", "съела", "съели", "также", "таким", "температура", "теперь",
	"течение", "то", "тогда", "тратит", "ты", "у", "уже", "усього",
	"хранится", "хранятся", "цена", "час", "часа", "часов", "частное",
	"число", "шаг", "эта", "эти", "это", "этого", "этот", "я", "является",
	"являются",
};

static const struct {
	const char *const *w;
	size_t n;
	unsigned bit;
} tables[] = {
	{ es_words, sizeof(es_words) / sizeof(es_words[0]), E_ES },
	{ fr_words, sizeof(fr_words) / sizeof(fr_words[0]), E_FR },
	{ de_words, sizeof(de_words) / sizeof(de_words[0]), E_DE },
	{ it_words, sizeof(it_words) / sizeof(it_words[0]), E_IT },
	{ pt_words, sizeof(pt_words) / sizeof(pt_words[0]), E_PT },
	{ ru_words, sizeof(ru_words) / sizeof(ru_words[0]), E_RU },
};

/*
 * Words of the tables that say the value only with the word after them
 * ("es igual a 42"; "Juan tiene igual 42" is a guess; "Quiere decir
 * que", that means, but "Janet quiere ganar 42", wants to earn, is a
 * wish).
 */
static const char *const pairs[][2] = {
	{ "equivale", "a" }, { "égal", "à" }, { "égale", "à" },
	{ "égales", "à" }, { "égaux", "à" }, { "igual", "a" },
	{ "iguales", "a" }, { "quer", "dizer" }, { "quiere", "decir" },
	{ "uguale", "a" },
};

/* The word that must follow the lowered w, or NULL. */
static const char *
pair_of(const char *w)
{
	size_t k;

	for (k = 0; k < sizeof(pairs) / sizeof(pairs[0]); k++)
		if (strcmp(w, pairs[k][0]) == 0)
			return pairs[k][1];
	return NULL;
}

/* The kinds of rows a word of the problem never stands for: a function
   word is one of the tables' or none ("dans les 5" is a guess). */
#define NEVER_LENT	(M(R_NEG) | M(R_DOUBT) | M(R_BOUND) | M(R_COND) | \
			 M(R_WEAK) | M(R_DISOWN) | M(R_CONDW) | M(R_DOUBTW) | \
			 M(R_QUAL) | M(R_MODAL) | M(R_FUNC))

static int
cmp(const void *k, const void *e)
{
	return strcmp((const char *)k, *(const char *const *)e);
}

/*
 * Every word of tables[] once, sorted in strcmp order, with the bits of
 * the languages whose table holds it (built once): langs_of's one
 * search instead of one a table.
 */
#define N_OF(t)	(sizeof(t) / sizeof((t)[0]))
static struct lang_word {
	const char *w;
	unsigned bits;
} all_words[N_OF(es_words) + N_OF(fr_words) + N_OF(de_words) +
    N_OF(it_words) + N_OF(pt_words) + N_OF(ru_words)];
static size_t all_n;
static struct papo_once all_once = PAPO_ONCE_INIT;

static int
lang_word_cmp(const void *a, const void *b)
{
	return strcmp(((const struct lang_word *)a)->w,
	    ((const struct lang_word *)b)->w);
}

static void
all_build(void)
{
	size_t k, j, n = 0;

	for (k = 0; k < N_OF(tables); k++)
		for (j = 0; j < tables[k].n && n < N_OF(all_words); j++) {
			all_words[n].w = tables[k].w[j];
			all_words[n++].bits = tables[k].bit;
		}
	qsort(all_words, n, sizeof(all_words[0]), lang_word_cmp);
	for (j = 0; j < n; j++)	/* a word of several tables: one entry */
		if (all_n > 0 && strcmp(all_words[all_n - 1].w,
		    all_words[j].w) == 0)
			all_words[all_n - 1].bits |= all_words[j].bits;
		else
			all_words[all_n++] = all_words[j];
}

/* The languages whose table holds the NUL-ended lower-case w. */
static unsigned
langs_of(const char *w)
{
	size_t lo = 0, hi, m;
	int c;

	papo_once(&all_once, all_build);
	/* bsearch's halving, the first bytes compared before strcmp is
	   called: most probes end there */
	for (hi = all_n; lo < hi; ) {
		m = (lo + hi) / 2;
		if ((c = (unsigned char)w[0] -
		    (unsigned char)all_words[m].w[0]) == 0 &&
		    (c = strcmp(w, all_words[m].w)) == 0)
			return all_words[m].bits;
		if (c < 0)
			hi = m;
		else
			lo = m + 1;
	}
	return 0;
}

/* Is c a letter of a Latin script with accents or of Cyrillic? */
static int
euro_letter(long c)
{
	return (c >= 0xc0 && c < 0x250 && c != 0xd7 && c != 0xf7) ||
	    (c >= 0x400 && c < 0x500);
}

/* Is c a letter of Polish, Ukrainian or Turkish no other listed
   language writes (ą ć ę ł ń ś ź ż; є і ї ґ; ğ ı İ ş; either case)? */
static int
pl_letter(long c)
{
	return c == 0x104 || c == 0x105 || c == 0x106 || c == 0x107 ||
	    c == 0x118 || c == 0x119 || c == 0x141 || c == 0x142 ||
	    c == 0x143 || c == 0x144 || c == 0x15a || c == 0x15b ||
	    c == 0x179 || c == 0x17a || c == 0x17b || c == 0x17c ||
	    c == 0x404 || c == 0x406 || c == 0x407 || c == 0x454 ||
	    c == 0x456 || c == 0x457 || c == 0x490 || c == 0x491 ||
	    c == 0x11e || c == 0x11f || c == 0x130 || c == 0x131 ||
	    c == 0x15e || c == 0x15f;
}

/*
 * Is c a letter only Vietnamese writes (ă, đ, ơ, ư and the Latin
 * Extended Additional block's tone marks: "Đáp án", "Vậy"), or Polish,
 * Ukrainian or Turkish (pl_letter: "Odpowiedź")?  The tables here are
 * not theirs; answer_open.c reads such a last statement word by word,
 * as an English one.
 */
int
papo_answer_vi_letter(long c)
{
	return c == 0x102 || c == 0x103 || c == 0x110 || c == 0x111 ||
	    c == 0x1a0 || c == 0x1a1 || c == 0x1af || c == 0x1b0 ||
	    (c >= 0x1ea0 && c < 0x1f00) || pl_letter(c);
}

static int
letter(long c)
{
	return (c >= 0 && c < 0x80 && is_alpha((int)c)) || euro_letter(c);
}

/*
 * May c stand between the words of a statement before its value?
 * Spacing, clause and sentence punctuation, brackets, quotes, dashes,
 * markdown, "¡"; not a question mark, an ellipsis, "~", "<", ">" or any
 * other sign (a bound, a hesitation).
 */
static int
sign_ok(long c)
{
	return (c >= 0 && c < 0x80 && strchr(" \t\n,:;.!()[]*#_\"'-/+=`|",
	    (int)c) != NULL && c != 0) || c == 0xa0 || c == 0xa1 ||
	    c == 0xab || c == 0xbb || c == 0x2013 || c == 0x2014 ||
	    (c >= 0x2018 && c <= 0x201e);
}

/*
 * s[i..e) lowered as the rows are written (papo_frame_fold_at) into buf
 * (size bs), a typographic apostrophe as "'": its length, or 0 when it
 * does not fit.
 */
static size_t
fold(const char *s, size_t i, size_t e, char *buf, size_t bs)
{
	size_t k, n = 0;

	for (k = i; k < e; k++) {
		if (n + 1 >= bs)
			return 0;
		if ((unsigned char)s[k] == 0xe2 && k + 2 < e &&
		    (unsigned char)s[k + 1] == 0x80 &&
		    (unsigned char)s[k + 2] == 0x99) {
			buf[n++] = '\'';
			k += 2;
		} else
			buf[n++] = (char)papo_frame_fold_at(s, k, e);
	}
	buf[n] = '\0';
	return n;
}

/* Is the lowered word w (n bytes) a whole row of one of the kinds? */
static const struct row *
row_of(const char *w, size_t n, unsigned kinds)
{
	const struct row *r;
	unsigned k;

	for (k = 0; k < R_NKINDS; k++)
		if ((kinds & M(k)) != 0 && (r = papo_frame_kind_starts(w, 0, n,
		    (enum row_kind)k)) != NULL && r->len == n)
			return r;
	return NULL;
}

/*
 * Does the problem p[0..pn) hold w (n bytes) at a word's start, whole
 * (whole) or as the start of a word, both lowered as fold() lowers
 * (a Cyrillic capital too: "Поезд едет" lends "поезд", "Расстояние"
 * "расстояние")?
 */
static int
holds(const char *p, size_t pn, struct papo_pwords *pw, const char *w,
    size_t n, int whole)
{
	char lw[64], lp[64];
	size_t i, st, ln, f;
	unsigned char c, firsts[2];

	if ((ln = fold(w, 0, n, lw, sizeof(lw))) != n)
		return 0;
	c = (unsigned char)lw[0];
	firsts[0] = c;
	/* р-я (D1 80-8F) are capitalised under D0 (Р-Я: D0 A0-AF) */
	firsts[1] = c == 0xd1 && n > 1 && (unsigned char)lw[1] < 0x90 ?
	    0xd0 : 0;
	for (f = 0; f < 2 && firsts[f] != 0; f++)
		for (i = papo_pwords_next(pw, p, pn, firsts[f], 0);
		    i != (size_t)-1 && i + n <= pn; i = papo_pwords_next(pw,
		    p, pn, firsts[f], i + 1)) {
			if (letter(papo_frame_cp_before(p, 0, i, &st)))
				continue;
			if (fold(p, i, i + n, lp, sizeof(lp)) != n ||
			    memcmp(lp, lw, n) != 0)
				continue;
			if (!whole || i + n == pn ||
			    !letter(papo_frame_cp_at(p, i + n, pn)))
				return 1;
		}
	return 0;
}

/*
 * Does the lowered word w[0..n), six bytes or more, end as a verb's
 * conditional or imperfect in Spanish, Portuguese, French or Italian
 * ("ganaría", "ganaba", "ganharia", "gagnait", "gagnerait",
 * "guadagnava", "guadagnerebbe"): a value that would be or used to be,
 * never lent by the stem of the problem's present (but a noun whose
 * plural the problem writes, plural_held: "panadería")?
 */
static int
ended_past(const char *w, size_t n)
{
	static const char *const ends[] = { "\303\241bamos", "aba", "aban",
	    "abas", "aient", "ait", "ava", "avam", "avano", "eva", "evano",
	    "iva", "ivano", "r\303\255a", "r\303\255amos", "r\303\255an",
	    "r\303\255as", "rebbe", "rebbero", "ria", "riam", NULL };
	size_t k, l;

	if (n < 6)
		return 0;
	for (k = 0; ends[k] != NULL; k++)
		if ((l = strlen(ends[k])) < n && memcmp(w + n - l, ends[k],
		    l) == 0)
			return 1;
	return 0;
}

/*
 * Does the problem p[0..pn) hold the lowered word w[0..n) with an "s"
 * after it ("panaderías" for "panadería", "padarias" for "padaria"): a
 * noun, its plural there?
 */
static int
plural_held(const char *p, size_t pn, struct papo_pwords *pw, const char *w,
    size_t n)
{
	char b[64];

	if (n + 1 >= sizeof(b))
		return 0;
	memcpy(b, w, n);
	b[n] = 's';
	return holds(p, pn, pw, b, n + 1, 1);
}

/*
 * Is s[i..e) (lowered: w, n bytes) a word of the problem p[0..pn): the
 * same word, or one of the same stem (all its letters but its last three,
 * four at least: "заплатит" for "заплатить", "Марии" for "Мария")?
 */
static int
lent(const char *p, size_t pn, struct papo_pwords *pw, const char *s,
    size_t i, size_t e, const char *w, size_t n)
{
	/* the adverbs that date a value, a former one ("Sie verdiente
	   früher 18 Dollar", "früher" of "Frühstück"'s stem) */
	static const char *const dated[] = {
	    "\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb6\xd0\xb4\xd0\xb5",
	    "\xd1\x80\xd0\xb0\xd0\xbd\xd1\x8c\xd1\x88\xd0\xb5",
	    "anteriormente", "antes", "antigamente", "antiguamente",
	    "auparavant", "autrefois", "damals", "ehemals", "einst",
	    "fr\xc3\xbcher", "jadis", "vorher", NULL };	/* прежде, раньше */
	size_t k, chars = 0, cut = 0, keep;

	if (p == NULL || pn == 0 || row_of(w, n, NEVER_LENT) != NULL)
		return 0;
	for (k = 0; dated[k] != NULL; k++)
		if (strlen(dated[k]) == n && memcmp(dated[k], w, n) == 0)
			return 0;
	if (holds(p, pn, pw, s + i, e - i, 1) || holds(p, pn, pw, w, n, 1))
		return 1;
	if (ended_past(w, n) && !plural_held(p, pn, pw, w, n))
		return 0;	/* "Ganaría", "Gagnait" by the stem of "gana" */
	for (k = 0; k < n; k++)
		chars += ((unsigned char)w[k] & 0xc0) != 0x80;
	if (chars < 5)
		return 0;
	keep = chars - 3 > 4 ? chars - 3 : 4;
	for (k = 0; k < n && keep > 0; k++)
		if (((unsigned char)w[k] & 0xc0) != 0x80 && keep-- == 0)
			break;
	for (cut = k; cut < n && ((unsigned char)w[cut] & 0xc0) == 0x80; cut++)
		;
	return holds(p, pn, pw, s + i, cut, 0) || holds(p, pn, pw, w, cut, 0);
}

/* Where the word at s[i] ends: letters, an apostrophe or hyphen inside. */
static size_t
word_end(const char *s, size_t i, size_t b, size_t *elide)
{
	size_t l;
	long c;

	*elide = 0;
	while (i < b) {
		c = papo_frame_cp_at(s, i, b);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (letter(c)) {
			i += l;
			continue;
		}
		if ((c == '\'' || c == 0x2019 || c == '-') && i + l < b &&
		    letter(papo_frame_cp_at(s, i + l, b))) {
			if (c != '-' && *elide == 0)
				*elide = i + l;	/* "l'élève", "qu’il" */
			i += l;
			continue;
		}
		break;
	}
	return i;
}

/* The word s[i..e) into word (wn bytes), the refusal why returned. */
static const char *
named(const char *s, size_t i, size_t e, char *word, size_t wn,
    const char *why)
{
	size_t l = e - i < wn ? e - i : wn - 1;

	memcpy(word, s + i, l);
	word[l] = '\0';
	return why;
}

/*
 * Words of the tables that are English words too, sorted: they do not
 * make a statement of ASCII letters one of these languages.
 */
static const char *const english[] = {
	"a", "also", "am", "an", "area", "as", "come", "conclusion", "court",
	"die", "dies", "distance", "do", "e", "ensemble", "era", "final",
	"fine", "i",
	"in", "lit", "man", "no", "nun", "on", "per", "pro", "probe",
	"quotient", "serve", "solution", "son", "sue", "surface", "total",
	"volume", "war", "y",
};

/*
 * The words of a Polish statement of equality, read whole by
 * papo_answer_polish_equal (folded: "ł" for "Ł"): a word that leads it
 * ("Zatem"), the words of its subject ("Łączna liczba", "Wynik
 * końcowy") and the verb phrase right before its value ("jest równa",
 * "wynosi", "równa się").  No negation, hedge nor bound: a word of
 * none of them ("nie", "chyba", "około") is not read, and the
 * statement is left to the other readers, which refuse it.
 */
static const char *const pl_leads[] = { "czyli", "dlatego",
	"ostatecznie", "st\304\205d", "tak", "wi\304\231c", "zatem", NULL };
static const char *const pl_subjects[] = { "\305\202\304\205czna",
	"\305\202\304\205czny", "\305\233rednia", "ca\305\202kowita",
	"ca\305\202kowity", "cena", "iloczyn", "iloraz", "ko\305\204cowa",
	"ko\305\204cowy", "koszt", "kwota", "liczba", "odpowied\305\272",
	"ostateczna", "ostateczny", "poprawna", "prawid\305\202owa",
	"r\303\263\305\274nica", "suma", "warto\305\233\304\207", "wynik",
	NULL };
static const char *const pl_equal[] = { "jest r\303\263wna",
	"jest r\303\263wne", "jest r\303\263wny", "r\303\263wna si\304\231",
	"r\303\263wny jest", "wynosi", "wynosz\304\205", NULL };

/* The word at s[i] (in s[..v)) folded into w (size wn, "Ł" as "ł"):
   its end, or i when there is none. */
static size_t
pl_word(const char *s, size_t i, size_t v, char *w, size_t wn)
{
	size_t e, el;

	e = word_end(s, i, v, &el);
	if (e == i || fold(s, i, e, w, wn) == 0)
		return i;
	if ((unsigned char)w[0] == 0xc5 && (unsigned char)w[1] == 0x81)
		w[1] = (char)0x82;
	return e;
}

/* Is w one of l? */
static int
pl_in(const char *w, const char *const *l)
{
	size_t k;

	for (k = 0; l[k] != NULL; k++)
		if (l[k][0] == w[0] && strcmp(w, l[k]) == 0)
			return 1;	/* the first byte first */
	return 0;
}

int
papo_answer_polish_equal(const char *s, size_t a, size_t v)
{
	char w[64], ph[136];
	size_t i = a, e, words = 0, subj = 0, pn = 0;
	int verb = 0;

	while (v > a && s[v - 1] == ' ')
		v--;
	while (i < v) {
		while (i < v && (s[i] == ' ' || s[i] == ','))
			i++;
		if (i == v || verb)
			return 0;	/* a word after the verb */
		if ((e = pl_word(s, i, v, w, sizeof(w))) == i)
			return 0;
		if (words == 0 && pl_in(w, pl_leads)) {
			/* "Zatem" */
		} else if (pl_in(w, pl_subjects) && pn == 0) {
			subj++;
		} else if (subj > 0 && pn == 0 && pl_in(w, pl_equal)) {
			verb = 1;
		} else if (subj > 0 && pn == 0 && strlen(w) < 64) {
			memcpy(ph, w, strlen(w) + 1);
			pn = strlen(ph);	/* the first of two */
		} else if (pn > 0 && pn + 1 + strlen(w) < sizeof(ph)) {
			ph[pn] = ' ';
			memcpy(ph + pn + 1, w, strlen(w) + 1);
			if (!pl_in(ph, pl_equal))
				return 0;
			verb = 1;
		} else
			return 0;
		words++;
		i = e;
	}
	return verb && subj > 0 && subj <= 3;
}

int
papo_answer_polish_said(const char *s, size_t a, size_t v)
{
	static const char *const verbs[] = { "wynosi", "wynosz\xc4\x85",
	    NULL };	/* wynoszą; not "jest": "nie jest równa 42" */
	char w[64];
	size_t i, e, el, k, n;

	if (papo_answer_polish_equal(s, a, v))
		return 1;	/* "Suma jest równa 42" */
	for (i = a; i < v; i = e > i ? e : i + 1) {
		e = i;
		if (!is_alpha((unsigned char)s[i]) || (i > a &&
		    is_alpha((unsigned char)s[i - 1])))
			continue;
		e = word_end(s, i, v, &el);
		if ((n = fold(s, i, e, w, sizeof(w))) == 0)
			continue;
		for (k = 0; verbs[k] != NULL; k++)
			if (strcmp(w, verbs[k]) == 0)
				return 1;
	}
	return 0;
}

/*
 * Does French's "there is" go on at s[e], after its "y" (in s[..v)):
 * " a", " en a", " avait", " aura" ("Il y a plus de 42 livres", "Il y en
 * a 42"), each word whole?  Its words are all short or English ones,
 * which alone tell no language; the English reading would take "plus"
 * for a noun.
 */
static int
there_fr(const char *s, size_t e, size_t v)
{
	static const char *const go[] = { " a", " aura", " avait", " en a",
	    NULL };
	size_t k, l;

	for (k = 0; go[k] != NULL; k++) {
		l = strlen(go[k]);
		if (e + l <= v && strncasecmp(s + e, go[k], l) == 0 &&
		    (e + l == v || !letter(papo_frame_cp_at(s, e + l, v))))
			return 1;
	}
	return 0;
}

/*
 * Is the statement s[a..v) one these tables read: no letter of another
 * script, and a letter of theirs or a word of their tables of three
 * letters or more that is no English word ("Entonces", "tiene", "Donc";
 * not "also", "son", nor the short "la", "os" other languages share:
 * "Jibu la mwisho", "the os")?  1 when it is; -1 when a letter of
 * another script follows two Latin words in one sentence ("La respuesta
 * es 近く 40": a word of another script); else 0.
 */
static int
euro_statement(const char *s, size_t a, size_t v)
{
	char w[64];
	size_t i, l, e, el, n, st;
	long c;
	int any = 0, latin = 0;

	for (i = a; i < v; i += l) {
		c = papo_frame_cp_at(s, i, v);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (letter(c) && !letter(papo_frame_cp_before(s, a, i, &st)))
			latin++;	/* a Latin word starts */
		if ((c >= 0x3000 && c < 0x3040) || (c >= 0xff00 &&
		    c < 0xfff0))
			latin = -99;	/* a dense script's stop or comma:
					   "DVD。答案是" is two sentences */
		if (papo_answer_vi_letter(c))
			return 0;	/* Vietnamese: its own rows */
		if (euro_letter(c))
			any = 1;
		/* Greek, Armenian, Bengali, Hangul: their own rows; after
		   two Latin words, "La respuesta es 거의 57" (not Greek's
		   variables) */
		else if (c >= 0x80 && papo_frame_word_letter(c))
			return latin >= 2 && c >= 0x530 ? -1 : 0;
		else if (papo_frame_dense_letter(c))
			return latin >= 2 ? -1 : 0;	/* their own rows;
						   after Latin words: "La
						   respuesta es 近く 40" */
		else if (!any && letter(c) && !letter(papo_frame_cp_before(s,
		    a, i, &st))) {
			e = word_end(s, i, v, &el);
			if ((n = fold(s, i, e, w, sizeof(w))) > 0 &&
			    langs_of(w) != 0 && bsearch(w, english,
			    sizeof(english) / sizeof(english[0]),
			    sizeof(char *), cmp) == NULL)
				any = n >= 3;
			if (n == 1 && w[0] == 'y' && there_fr(s, e, v))
				any = 1;	/* "Il y a plus de 42" */
		}
	}
	/* a Polish statement last: most statements (English) have no
	   letter or word of these tables, and both reads are pure */
	return any && !papo_answer_polish_said(s, a, v);
}

/*
 * Words of the tables that make the word before them no name, sorted: a
 * capitalised word then "de" is a phrase ("Près de Marie", "Alrededor de
 * Juan"), not someone.
 */
static const char *const of_words[] = {
	"d'", "da", "de", "del", "della", "des", "di", "do", "du", "vom",
	"von",
};

/*
 * The articles of es/fr/it/pt, sorted (bytes): a word of no table right
 * after one, then a measure verb, is the thing measured (measured()).
 */
static const char *const articles[] = {
	"a", "as", "el", "gli", "il", "l'", "la", "las", "le", "les", "lo",
	"los", "o", "os", "um", "uma", "un", "una", "une",
};

/*
 * The measure verbs of es/fr/it/pt, sorted (bytes): each says its
 * subject measures, weighs or costs the value after it ("la cuerda
 * mide 36 cm", "la ficelle mesure donc 36 cm", "o barbante mede 36
 * cm").  Each is a word of the tables above too, read there.
 */
static const char *const measure_verbs[] = {
	"costa", "costano", "coûte", "coûtent", "cuesta", "cuestan", "custa",
	"custam", "mede", "mesure", "mesurent", "mide", "miden", "misura",
	"pesa", "pesan", "pèse",
};

/*
 * Given names, lower-cased, sorted (bytes): a capitalised one opens a
 * clause as its subject when no problem lends it ("Juan tiene 42
 * manzanas.", "Marie a 42 pommes.", "Anna hat 42 Äpfel.").  A name is
 * recognised, never any capitalised word: at a clause's start an adverb
 * is capitalised too ("Supuestamente tiene 42", "Vermutlich hat").  The
 * names word problems use most in GSM8K's test problems (those before a
 * verb, mid-sentence), and the commonest of es/fr/de/it/pt; and every
 * word of three letters or more that GSM8K's test problems
 * (../shared/data/problems/gsm8k_test.jsonl) write capitalised and never
 * in lower case, before "'s", a verb in -ed or a common verb of theirs
 * ("Janeth borrowed", "Janeth's remaining balance"): their names, at a
 * sentence's start too ("May", a modal, left out).
 */
static const char *const given_names[] = {
	"aaron", "abby", "ada", "adam", "adelwolfe", "adrian", "adrianne",
	"adrien", "ahito", "aiden", "akbar", "alain", "alani", "alba",
	"albert", "aleena", "aleksandra", "alessandro", "alex", "ali",
	"alice", "alicia", "alisa", "alison", "aliya", "allan", "allen",
	"allosaurus", "alyana", "amalia", "amazon", "amber", "amor", "amy",
	"ana", "andrea", "andrés", "andy", "angela", "anis", "ann", "anna",
	"annabelle", "anne", "anthony", "antoine", "antonella", "antonio",
	"april", "ara", "archie", "arelia", "argo", "ariadne", "arianna",
	"aries", "artemis", "artie", "ashley", "ashlyn", "audrey", "ava",
	"avery", "axel", "azibo", "bahati", "baldur", "beatrice", "becca",
	"beck", "becky", "belen", "ben", "bennet", "bernadette", "bernice",
	"bernie", "bert", "betsy", "betty", "bill", "billie", "billy",
	"binkie", "boarden", "bob", "bobby", "bodhi", "boris", "brady",
	"brandon", "brenda", "brendan", "brett", "brian", "brianna",
	"brinley", "brittany", "brown", "bud", "calvin", "camden", "camille",
	"carl", "carla", "carlos", "carlton", "carly", "carmen", "carol",
	"caroline", "carrie", "carson", "castle", "cecelia", "celine", "cera",
	"chad", "charleston", "charlie", "charlotte", "charmaine", "chase",
	"chatty", "chenny", "cherrie", "chester", "chile", "chloe", "chloé",
	"cho", "chris", "christian", "christina", "cindy", "claire", "clara",
	"cody", "colby", "cole", "colin", "collins", "concetta", "courtney",
	"craig", "crista", "cruz", "daisy", "dale", "dallas", "damien",
	"daniel", "dasha", "dave", "david", "davos", "dax", "deanna", "debra",
	"deepa", "derrick", "dexter", "diane", "diego", "digimon", "dijana",
	"dillon", "dinar", "dior", "dolly", "dominick", "donovan", "dora",
	"doxa", "duncan", "dylan", "eddy", "elaina", "elena", "elijah",
	"elise", "eliza", "elizabeth", "ella", "ellen", "elliott", "elly",
	"elvis", "emil", "emily", "emma", "erica", "erika", "erin", "errol",
	"ethal", "ethan", "ethel", "eva", "eve", "ezra", "faraday", "fatima",
	"felix", "ferdinand", "fernando", "finley", "fishio", "flags",
	"frances", "francesca", "frank", "frankie", "franky", "françois",
	"fred", "freda", "frederick", "friday", "gabriel", "garrett", "gary",
	"geb", "gene", "george", "gerald", "gina", "ginger", "giorgio",
	"giovanni", "gissela", "giulia", "giuseppe", "gloria", "goldy",
	"gomer", "google", "gordy", "greg", "greta", "gretchen", "griffin",
	"gunter", "gunther", "gus", "haley", "hallie", "hannah", "hans",
	"harald", "harriet", "harrington", "harry", "heather", "helen",
	"helena", "helene", "helga", "henry", "herb", "hezekiah", "howard",
	"howie", "hugo", "ian", "igor", "imma", "india", "indras", "inés",
	"iris", "isabel", "isabelle", "isaias", "izzy", "jack", "jackie",
	"jackson", "jacques", "jada", "jade", "jaime", "jairus", "jake",
	"jamaal", "jamal", "jame", "james", "jameson", "jamie", "jan", "jana",
	"jane", "janet", "janeth", "janey", "jared", "jasmine", "jason",
	"jasper", "jay", "jayden", "jean", "jeff", "jen", "jenna", "jennie",
	"jennifer", "jenny", "jerome", "jerry", "jess", "jessa", "jessica",
	"jewell", "jill", "jillian", "jim", "jimmy", "joanne", "joe",
	"joelle", "joey", "johann", "john", "johnny", "jolene", "jon",
	"jonas", "jonathan", "jones", "jordan", "joseph", "josey", "josh",
	"josue", "josé", "juan", "juana", "judy", "julia", "julie", "julien",
	"julieta", "julius", "juris", "justin", "kai", "kalinda", "kamala",
	"karan", "karen", "karl", "kassidy", "katarina", "kate", "katerina",
	"katharina", "katherine", "katina", "katy", "kayla", "keegan",
	"kelian", "kelly", "kelsie", "kenny", "kevin", "kim", "kimberly",
	"kimo", "kira", "klaus", "kora", "kory", "kris", "krissa", "kylar",
	"kyle", "lainey", "lana", "lani", "larry", "laura", "laurel",
	"lauren", "lea", "lee", "leila", "lena", "leo", "leon", "liam",
	"lillian", "lily", "linda", "lindsay", "lisa", "lloyd", "locsin",
	"lola", "lorenzo", "lori", "lorie", "louis", "louise", "luca",
	"lucas", "lucy", "lucía", "luis", "luisa", "lukas", "luke", "luri",
	"lylah", "mack", "maddison", "maddy", "madeline", "maggie", "mamou",
	"mandy", "manny", "manolo", "mara", "marcel", "marcell", "marcia",
	"marco", "marcus", "marcy", "margareth", "maria", "mariah", "mariana",
	"marie", "marilyn", "mario", "marisa", "marissa", "mark", "marta",
	"martha", "martin", "marty", "mary", "maría", "mason", "matt",
	"matteo", "matthew", "mattison", "max", "maya", "mazie", "meg",
	"megan", "melanie", "melissa", "meredith", "mia", "micah", "michael",
	"midlandia", "miguel", "mike", "millie", "milly", "milo", "miriam",
	"mishka", "mitchel", "mitchell", "molly", "monday", "monica",
	"morgan", "mulan", "nadia", "nadine", "nancy", "nani", "naomi",
	"natalia", "nate", "nathan", "ned", "neil", "newton", "nick", "nik",
	"nikita", "noah", "northlandia", "octavia", "olivia", "omar",
	"ophelia", "oscar", "pablo", "paisley", "pandora", "paolo", "pat",
	"patricia", "patrick", "patty", "paul", "paula", "pauline", "pedro",
	"peter", "peyton", "pierre", "pierson", "poppy", "prince", "quinn",
	"rachel", "rafael", "ralph", "randy", "rani", "raphael", "ray",
	"raymond", "rayna", "raúl", "reggie", "richard", "richie", "rick",
	"rissa", "riza", "robert", "robles", "roger", "rogers", "ron", "rong",
	"ronnie", "roper", "rory", "rosa", "roy", "rozanne", "rubik", "ruby",
	"ruiz", "ruther", "ryan", "rylan", "saanvi", "sahir", "sally", "sam",
	"samantha", "sandra", "sandy", "sara", "sarah", "sarai", "sasha",
	"sean", "seattle", "sebastián", "seth", "shandy", "shania", "shannon",
	"sharon", "shawna", "sheila", "shelley", "shelly", "sherman",
	"shiela", "shiloh", "shondra", "sid", "sidney", "silvia", "siobhan",
	"skyler", "smendrick", "smith", "sofia", "sofie", "sofía", "solomon",
	"sophia", "sophie", "southlandia", "stan", "stanley", "stephen",
	"stetson", "steve", "sue", "sunday", "sunny", "susan", "suzanne",
	"suzy", "svetlana", "sydney", "sylas", "tabitha", "tan", "tanya",
	"tara", "tasha", "tate", "tatiana", "ted", "teresa", "termites",
	"terri", "terry", "texas", "thea", "theo", "thirtytwo", "thomas",
	"tiffany", "tim", "timothy", "tobias", "toby", "tom", "tommy",
	"tomás", "toni", "tony", "topher", "toula", "toulouse", "tracy",
	"travis", "trent", "trevor", "trinity", "tuesday", "tyler", "tyson",
	"united", "uriah", "valentina", "valentine", "valerie", "vanessa",
	"vicki", "victor", "violetta", "walt", "walter", "wanda", "wayne",
	"wednesday", "wendi", "wendy", "wertz", "william", "wilson",
	"winston", "xavier", "yuri", "zack", "zaid", "zeke", "zoey"
};

/*
 * Words of one table that negate or bound in another listed language,
 * sorted: Portuguese's "no" (in the) is Spanish's and Italian's "no",
 * its "um" (a) German's "um" (around).  Each is read from its table
 * only where another word of the tables is read too, saying which
 * language the statement is ("Janet no gana 18 dólares.", "Janet
 * verdient um 18 Dollar.": the problem's own words say none).
 */
static const char *const false_friends[] = { "no", "um" };

/* The language bit of a row's language (E_ALL: one of no table here,
   not asked). */
static unsigned
lang_bit(const char *lang)
{
	/* in the order of the bits: E_ES first */
	static const char names[] = "es fr de it pt ru en";
	size_t k;

	for (k = 0; k + 2 <= sizeof(names) - 1; k += 3)
		if (strlen(lang) == 2 && memcmp(lang, names + k, 2) == 0)
			return 1u << (k / 3);
	return E_ALL;
}

/* Where reading a statement stands. */
struct euro {
	unsigned langs;		/* the languages every word so far is of */
	int det;		/* the word before was an article */
	size_t v;		/* where the value starts */
	int first;		/* the next word opens a clause */
	const char *need;	/* the word that must come next, or NULL */
	int named;		/* an answer's name is read as a word */
	int after;		/* a name with no problem came last: the next
				   word is a table's (2: a capitalised word
				   read as one, no given name) */
	const char *p;		/* the problem, or NULL */
	size_t pn;
	struct papo_pwords *pw;
	int table;		/* the words read from the tables */
	size_t friend;		/* where a false friend is among them, + 1
				   (false_friends[]) */
};

/*
 * Is the word s[i..e) (lowered: w, n bytes), of no table and right
 * after an article, the thing a measure verb right after it measures
 * ("la cuerda mide 36 cm")?  Lower case, of letters only and in no row
 * of a hedge, bound or negation; the verb next, one space between.
 */
static int
measured(const struct euro *st, const char *s, size_t i, size_t e,
    const char *w, size_t n)
{
	char vw[32];
	size_t k, ve, el;

	if (memcmp(w, s + i, n < e - i ? n : e - i) != 0 || n != e - i ||
	    row_of(w, n, NEVER_LENT) != NULL || e >= st->v || s[e] != ' ')
		return 0;
	for (k = i; k < e; k++)
		if (s[k] == '\'' || s[k] == '-')
			return 0;
	if (row_of(w, n, M(R_GUESS)) != NULL)
		return 0;	/* "la estimación mide": a guess, its rows */
	ve = word_end(s, e + 1, st->v, &el);
	return ve < st->v && fold(s, e + 1, ve, vw, sizeof(vw)) > 0 &&
	    bsearch(vw, measure_verbs, sizeof(measure_verbs) /
	    sizeof(measure_verbs[0]), sizeof(char *), cmp) != NULL;
}

/*
 * Is the word s[i..e) the English label "Answer:" a harness asked for,
 * right after a colon and right before the value at v ("Por lo tanto,
 * la respuesta es: Answer: 8", "Antwort:  Answer: 33"): the answer's
 * label said again in the prompt's words, no other language's
 * statement?
 */
static int
harness_label(const char *s, size_t i, size_t e, size_t v)
{
	size_t k;

	if (e - i != 6 || strncasecmp(s + i, "answer", 6) != 0 || e >= v ||
	    s[e] != ':')
		return 0;
	for (k = e + 1; k < v && s[k] == ' '; k++)
		;
	if (k != v)
		return 0;
	for (k = i; k > 0 && s[k - 1] == ' '; k--)
		;
	return k > 0 && s[k - 1] == ':';
}

/*
 * Read the word s[i..e) (lowered: w, n bytes): 1 recognised, 0 not
 * (why set), -1 an answer's name (the rest is papo_answer_named_said's).
 */
static int
euro_word(struct euro *st, const char *s, size_t i, size_t e, const char *w,
    size_t n, const char **why)
{
	const struct row *r;
	const char *need = st->need;
	int after = st->after, det = st->det;
	unsigned m;

	st->need = NULL;
	st->after = 0;
	st->det = 0;
	if (need != NULL && strcmp(w, need) != 0) {
		*why = "a word before it not recognised";
		return 0;	/* "igual 42" */
	}
	if (n == 1 && papo_answer_letter_before(s, i, st->v, st->v, st->p,
	    st->pn)) {
		*why = LETTER_BEFORE;
		return 0;	/* "Die Antwort ist C oder 7." */
	}
	if (harness_label(s, i, e, st->v))
		return 1;	/* "la respuesta es: Answer: 8" */
	if (!st->named && (r = row_of(w, n, M(R_NOUN))) != NULL &&
	    strcmp(r->lang, "en") != 0 && !papo_frame_concl_covers(s, 0, i,
	    e, st->v)) {
		if ((st->langs & lang_bit(r->lang)) == 0 && st->table > 0) {
			*why = "a word of another language before it";
			return 0;	/* "La si réponse est 7": "si" is
					   Italian's */
		}
		return -1;	/* not "Sonuç olarak" (as a result) */
	}
	if (lent(st->p, st->pn, st->pw, s, i, e, w, n) ||
	    papo_answer_given_word(st->p, st->pn, s, i, e)) {
		/* the problem's: "Juan", "manzanas", "die", "tres" for "3
		   horas", "Üç" for "3 saat"; a table word of its language
		   narrows the statement's, and one of no language of the
		   table words before it leaves them another language's
		   ("Tom si hat", "Tom tiene si") */
		if ((m = langs_of(w)) != 0 && st->table > 0 &&
		    (st->langs & m) == 0) {
			*why = "a word of another language before it";
			return 0;
		}
		if (m != 0 && (st->langs & m) != 0)
			st->langs &= m;
		return 1;
	}
	if ((m = langs_of(w)) == 0 && papo_answer_verb(w, n))
		m = E_EN;	/* English, alone: "Tiene over 42" is not */
	if (after && (m == 0 || bsearch(w, of_words, sizeof(of_words) /
	    sizeof(of_words[0]), sizeof(char *), cmp) != NULL)) {
		*why = "a word before it not recognised";
		return 0;	/* "Entonces Supuestamente Juan tiene",
				   "Près de Marie" */
	}
	if (m != 0) {
		if ((st->langs & m) == 0 && det && measured(st, s, i, e, w, n))
			return 1;	/* "la place coûte": a noun here */
		if ((st->langs & m) == 0) {
			*why = "a word of another language before it";
			return 0;
		}
		st->langs &= m;
		st->table++;
		if (bsearch(w, false_friends, sizeof(false_friends) /
		    sizeof(false_friends[0]), sizeof(char *), cmp) != NULL)
			st->friend = i + 1;
		st->need = pair_of(w);
		st->det = bsearch(w, articles, sizeof(articles) /
		    sizeof(articles[0]), sizeof(char *), cmp) != NULL;
		return 1;
	}
	if (det && measured(st, s, i, e, w, n))
		return 1;	/* "la cuerda mide" */
	if (st->p == NULL && st->first && memcmp(w, s + i, 1) != 0 &&
	    (unsigned char)s[i] < 0x80 && bsearch(w, given_names,
	    sizeof(given_names) / sizeof(given_names[0]), sizeof(char *),
	    cmp) != NULL) {
		st->after = 1;	/* "Juan tiene", with no problem */
		return 1;
	}
	if (st->p == NULL && !st->first && memcmp(w, s + i,
	    (unsigned char)s[i] < 0x80 ? 1 : 2) != 0 &&
	    row_of(w, n, NEVER_LENT | M(R_GUESS)) == NULL) {
		st->after = bsearch(w, given_names, sizeof(given_names) /
		    sizeof(given_names[0]), sizeof(char *), cmp) != NULL ?
		    1 : 2;	/* a name, with no problem to lend it:
				   "у Марии", "Die Gleichung hat" */
		return 1;
	}
	if (n == 1 && (unsigned char)w[0] < 0x80)
		return 1;	/* a variable */
	*why = "a word before it not recognised";
	return 0;
}

/*
 * Is the word s[i..e) one ASCII letter that '=' and nothing else
 * follows before the value at v ("ist y = ", "è e = "): the variable
 * the value is given to?
 */
static int
value_var(const char *s, size_t i, size_t e, size_t v)
{
	if (e != i + 1 || (unsigned char)s[i] >= 0x80)
		return 0;
	while (e < v && s[e] == ' ')
		e++;
	if (e >= v || s[e] != '=')
		return 0;
	for (e++; e < v && s[e] == ' '; e++)
		;
	return e == v;
}

/*
 * Is the word s[i..e) (of s[a..v)) an option's label right before the
 * value at v: one capital A to J in parentheses or before ')' or '.',
 * then nothing but spacing, emphasis and a sign ("(A) 9798", "E) $9,235",
 * "**B.** 12")?  The label is kept by the phrase's reading, compared
 * with the option the problem lists.
 */
static int
option_label(const char *s, size_t a, size_t i, size_t e, size_t v)
{
	if (e != i + 1 || s[i] < 'A' || s[i] > 'J' || e >= v ||
	    !(s[e] == ')' || s[e] == '.' || (i > a && s[i - 1] == '(' &&
	    s[e] == ')')))
		return 0;
	for (e++; e < v && strchr(" *$", s[e]) != NULL; e++)
		;
	return e == v;
}

/*
 * Is the word s[i..e) written in the letters German writes: ASCII's,
 * ä, ö, ü, ß and their capitals ("Lösungen"; not "Âhfkp", "Çtwdk")?
 */
static int
german_letters(const char *s, size_t i, size_t e)
{
	static const long de[] = { 0xe4, 0xf6, 0xfc, 0xdf, 0xc4, 0xd6, 0xdc };
	size_t k, j;
	long c;

	for (k = i; k < e; k += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ?
	    3 : 4) {
		c = papo_frame_cp_at(s, k, e);
		if (c < 0x80)
			continue;
		for (j = 0; j < sizeof(de) / sizeof(de[0]) && de[j] != c; j++)
			;
		if (j == sizeof(de) / sizeof(de[0]))
			return 0;
	}
	return 1;
}

/*
 * Is s[a..e) (a clause, its connective after it) a computation alone:
 * digits, operators and math between dollars, an '=' in it, and words
 * only after its last '=' (a unit: "9 × 14 = 126 livres, donc")?  A
 * clause of words ("Ce n'est pas 9 × 14 = 126, donc", "Non ne sono
 * sicuro, quindi") is read with the statement, word by word.
 */
static int
computation_clause(const char *s, size_t a, size_t e)
{
	const char *eq;
	size_t i, last;
	long c;
	int math = 0;

	for (i = a; i < e && (s[i] == ' ' || s[i] == '*'); i++)
		;
	if (i == e || (eq = memrchr(s + i, '=', e - i)) == NULL)
		return 0;
	for (last = (size_t)(eq - s); i < last; i += c < 0x80 ? 1 :
	    c < 0x800 ? 2 : c < 0x10000 ? 3 : 4) {
		c = papo_frame_cp_at(s, i, e);
		if (c == '$')
			math = !math;
		else if (!math && (is_alpha((int)c) || (c >= 0x80 &&
		    c != 0xd7 && c != 0xb7 && c != 0xf7 && c != 0x2212 &&
		    c != 0x22c5 && c != 0x2219)))
			return 0;	/* a word, or a sign no
					   computation writes */
	}
	return 1;
}

/*
 * Is s[a..e) (a clause, a comma and its connective after it) the
 * problem's question restated with a number ("La bibliothèque a 126
 * livres, donc")?  Its value is compared with the answer's by the
 * reading of the sentence before (a clause of its own).
 */
static int
restated_clause(const char *s, size_t a, size_t e, const char *p,
    size_t pn)
{
	const char *c;
	size_t na, ne;

	if (p == NULL || (c = memrchr(s + a, ',', e - a)) == NULL)
		return 0;
	return papo_answer_restates_question(s, a, (size_t)(c - s), p, pn,
	    &na, &ne);
}

/* papo_answer_euro_said, an answer's name read as a word when named. */
/*
 * Connectives that conclude ("C'est pourquoi la réponse est 12.", "D'où
 * la réponse est 12.", "Ne segue che la risposta è 12.", "Nên Tom có 12
 * quả táo."): words that alone are none of the tables' ("pourquoi" asks
 * why, "où" where, "ne" negates in French, "nên" is also "should"), read
 * only as a whole connective that opens the statement.
 */
static const char *const openers[] = { "c'est pourquoi",
	"c\342\200\231est pourquoi",	/* ’ */
	"d'o\303\271", "d\342\200\231o\303\271",	/* où */
	"n\303\252n",	/* nên, Vietnamese so, opening a statement */
	"ne consegue che", "ne segue che", NULL };

/* The end of a connective of openers[] that opens s[a..v), else a. */
static size_t
opener_end(const char *s, size_t a, size_t v)
{
	size_t k, l, i = a;

	while (i < v && (s[i] == ' ' || s[i] == '\n' || s[i] == '*'))
		i++;
	for (k = 0; openers[k] != NULL; k++) {
		l = strlen(openers[k]);
		if (l < v - i && strncasecmp(s + i, openers[k], l) == 0 &&
		    !letter(papo_frame_cp_at(s, i + l, v)))
			return i + l;
	}
	return a;
}

/*
 * Is the problem p[0..pn) Turkish: three letters or more only Turkish
 * writes (ğ, ı, ş, either case)?  Its statements are not these tables'
 * even where their words before the value hold only letters German
 * shares ("Yani Janet her gün 18 dolar kazanıyor.": "gün").
 */
static int
tr_problem(const char *p, size_t pn)
{
	const unsigned char *q = (const unsigned char *)p, *e = q + pn, *x;
	int n = 0;

	/* most problems hold no byte C4 or C5: memchr passes them */
	for (x = q; (x = memchr(x, 0xc4, (size_t)(e - x))) != NULL; x++)
		if (x + 1 < e && (x[1] == 0x9e || x[1] == 0x9f ||
		    x[1] == 0xb0 || x[1] == 0xb1) && ++n >= 3)
			return 1;
	for (x = q; (x = memchr(x, 0xc5, (size_t)(e - x))) != NULL; x++)
		if (x + 1 < e && (x[1] == 0x9e || x[1] == 0x9f) && ++n >= 3)
			return 1;
	return 0;
}

/*
 * Is the problem p[0..pn) Ukrainian: three letters or more only
 * Ukrainian writes among Cyrillic's (і, ї, є, ґ, either case)?  Its
 * statements are read word by word (answer_open.c's Ukrainian rows),
 * not by the Russian table, even where their words before the value
 * hold only letters Russian shares ("Отже, разом 168 книжок.": "отже",
 * "разом" are no Russian words).
 */
static int
uk_problem(const char *p, size_t pn)
{
	const unsigned char *q = (const unsigned char *)p, *e = q + pn, *x;
	int n = 0;

	/* most problems hold no byte D0 to D2: memchr passes them */
	if (memchr(p, 0xd1, pn) == NULL && memchr(p, 0xd0, pn) == NULL &&
	    memchr(p, 0xd2, pn) == NULL)
		return 0;
	for (x = q; x + 1 < e; x++)
		if (((x[0] == 0xd1 && (x[1] == 0x94 || x[1] == 0x96 ||
		    x[1] == 0x97)) || (x[0] == 0xd0 && (x[1] == 0x84 ||
		    x[1] == 0x86 || x[1] == 0x87)) || (x[0] == 0xd2 &&
		    (x[1] == 0x90 || x[1] == 0x91))) && ++n >= 3)
			return 1;
	return 0;
}

int
papo_answer_tr_problem(const char *p, size_t pn)
{
	return p != NULL && tr_problem(p, pn);
}

int
papo_answer_untabled(const char *p, size_t pn)
{
	return tr_problem(p, pn) || uk_problem(p, pn);
}

/* A letter of a script without spaces or of one past Cyrillic's? */
static int
other_letter(long c)
{
	return papo_frame_dense_letter(c) || (c >= 0x530 &&
	    papo_frame_word_letter(c));
}

/*
 * Is every run of other_letter()s in s[a..v) written in the problem
 * p[0..pn) (a name: "Therefore, 小明 has 18 apples.")?
 */
static int
dense_lent(const char *s, size_t a, size_t v, const char *p, size_t pn)
{
	size_t i = a, e, l;

	if (p == NULL || pn == 0)
		return 0;
	while (i < v) {
		if (!other_letter(papo_frame_cp_len(s, i, v, &l))) {
			i += l;
			continue;
		}
		for (e = i; e < v && other_letter(papo_frame_cp_len(s, e, v,
		    &l)); e += l)
			;
		if (memmem(p, pn, s + i, e - i) == NULL)
			return 0;
		i = e;
	}
	return 1;
}

static const char *
euro_read(const char *s, size_t a, size_t v, const char *p, size_t pn,
    struct papo_pwords *pw, char *word, size_t wn, int *read, int withname)
{
	struct euro st = { E_ALL, 0, v, 1, NULL, withname, 0,
	    pn > 0 ? p : NULL, pn, pw };
	char w[64];
	size_t i, e, el, l, n, lw = a;
	const char *why = NULL;
	long c;
	int k;

	*read = 0;
	/* "9 × 14 = 126, donc la réponse est": a computation's clause
	   before the connective is work, a sentence of its own */
	if ((e = papo_answer_conclusion(s, a, v)) > a &&
	    (computation_clause(s, a, e) || restated_clause(s, a, e, p, pn)))
		a = e;
	if (v - a > EURO_MAX || (k = euro_statement(s, a, v)) == 0 ||
	    (pn > 0 && p != NULL && papo_answer_untabled(p, pn)))
		return NULL;
	if (k < 0 && dense_lent(s, a, v, p, pn))
		return NULL;	/* "Therefore, 小明 has 18": the problem's */
	*read = 1;
	if (k < 0)
		return named(s, a, v, word, wn, "a word of another script "
		    "before it");
	a = opener_end(s, a, v);	/* "C'est pourquoi la réponse est" */
	for (i = a; i < v; ) {
		c = papo_frame_cp_at(s, i, v);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (!letter(c)) {
			if (!sign_ok(c))
				return named(s, i, i + l, word, wn,
				    "a sign before it not recognised");
			if (c == ',' || c == ':' || c == ';' || c == '.' ||
			    c == '!' || c == 0xa1)
				st.first = 1;
			i += l;
			continue;
		}
		e = word_end(s, i, v, &el);
		if (el > 0 && (n = fold(s, i, el, w, sizeof(w))) > 0 &&
		    langs_of(w) != 0)
			e = el;	/* "l'", "d'", "qu'", "dell'" alone */
		if ((n = fold(s, i, e, w, sizeof(w))) == 0)
			return named(s, i, e, word, wn,
			    "a word before it not recognised");
		if (st.need == NULL && option_label(s, a, i, e, v)) {
			i = e;	/* "Antwort: (A) 9798": the option's */
			continue;
		}
		if (st.need == NULL && value_var(s, i, e, v)) {
			st.first = 0;	/* "Die Antwort ist y = 4": y is */
			i = e;		/* the variable, not Spanish "and" */
			continue;
		}
		if ((k = euro_word(&st, s, i, e, w, n, &why)) < 0) {
			*read = 0;	/* named: as before */
			return NULL;
		}
		if (k == 0)
			return named(s, i, e, word, wn, why);
		st.first = 0;
		lw = i;
		i = e;
	}
	if (st.need != NULL)
		return named(s, a, v, word, wn, "a word before it not "
		    "recognised");	/* "es igual 42" */
	if (st.friend && st.table < 2)	/* "Janet no gana 18": the
					   problem's words say no language */
		return named(s, st.friend - 1, word_end(s, st.friend - 1, v,
		    &el), word, wn, "a word that negates or bounds in "
		    "another language before it");
	/* a capitalised word of Latin letters, no given name, read as a
	   name right before the value: no word after it shows it one
	   ("Donc la somme Actcf 42", "Die Antwort ist Ãpwv 42"; not "Also
	   hat Anna 60"); Cyrillic's stays, a name's case ("у Марии 42"),
	   and German's, whose nouns are capitalised ("die Gleichung
	   fünfzehn Lösungen"), when written in German's letters ("Die
	   Antwort ist Âhfkp 42": no German word) */
	if (st.after == 2 && (unsigned char)s[lw] < 0xd0 &&
	    ((st.langs & E_DE) == 0 || !german_letters(s, lw, word_end(s, lw,
	    v, &el))))
		return named(s, lw, word_end(s, lw, v, &el), word, wn,
		    "a word before it not recognised");
	return NULL;
}

const char *
papo_answer_euro_said(const char *s, size_t a, size_t v, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn, int *read)
{
	return euro_read(s, a, v, p, pn, pw, word, wn, read, 0);
}

const char *
papo_answer_euro_phrase(const char *s, size_t a, size_t v, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	int read;

	return euro_read(s, a, v, p, pn, pw, word, wn, &read, 1);
}

/*
 * Swahili writes the noun counted before its number ("Jibu ni wanafunzi
 * 25", "ni shilingi 500"), where English writes it after: the nouns of
 * measure and money it may name there, and the things and people word
 * problems count (for a response read with no problem), sorted.  Any
 * other word there must be the problem's; "Jibu ni zaidi ya 12" (more
 * than), "ni karibu 12" (about), "ni chini ya 12" (under) are no answer.
 */
static const char *const sw_nouns[] = {
	"alama", "chupa", "dakika", "dola", "euro", "futi", "gramu", "inchi",
	"kalamu", "keki", "kilo", "kilogramu", "kilomita", "kuku", "kurasa",
	"lita", "machungwa", "madaftari", "maembe", "magari", "maili", "masaa",
	"masanduku", "matunda", "maua", "mayai", "mbuzi", "mbwa", "miaka",
	"miezi", "mipira", "mita", "miti", "ndege", "ndizi", "nyumba", "paka",
	"pipi", "pointi", "randi", "saa", "samaki", "sekunde", "senti",
	"sentimita", "shilingi", "siku", "tiketi", "vikombe", "vitabu", "viti",
	"vitu", "wachezaji", "wafanyakazi", "wageni", "wanafunzi", "wanyama",
	"watoto", "watu", "wiki",
};

/*
 * The function words that may stand there ("Jibu ni jumla ya 42", a
 * total of; "ni sawa na 42", equal to), sorted; and Swahili's scale
 * words, written before their count ("elfu 42" is 42,000): never a word
 * lent by the problem there.
 */
static const char *const sw_between[] = { "jumla", "na", "sawa", "ya" };
static const char *const sw_scales[] = { "bilioni", "elfu", "laki",
	"maelfu", "mamia", "mamilioni", "milioni", "trilioni" };

#define IN_SORTED(w, t)	(bsearch((w), (t), sizeof(t) / sizeof((t)[0]), \
	sizeof(char *), cmp) != NULL)

/*
 * Is the word s[i..e) before a Swahili phrase's value (at s[v]) the
 * variable an equation names, one ASCII letter with '=' after it ("Jibu
 * ni x = 3")?  The equation's value is the answer, read by its own
 * rules.
 */
static int
sw_variable(const char *s, size_t i, size_t e, size_t v)
{
	if (e != i + 1 || (unsigned char)s[i] >= 0x80)
		return 0;
	while (e < v && s[e] == ' ')
		e++;
	return e < v && s[e] == '=';
}

const char *
papo_answer_sw_phrase(const char *s, size_t a, size_t v, const char *p,
    size_t pn, struct papo_pwords *pw, char *word, size_t wn)
{
	char w[64];
	size_t i, e, el, l, n;
	long c;

	for (i = a; i < v; i = e) {
		c = papo_frame_cp_at(s, i, v);
		l = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
		if (!letter(c)) {
			e = i + l;
			continue;	/* signs: their own rules */
		}
		e = word_end(s, i, v, &el);
		if (sw_variable(s, i, e, v))
			continue;	/* "Jibu ni x = 3" */
		if ((n = fold(s, i, e, w, sizeof(w))) == 0 ||
		    IN_SORTED(w, sw_scales) || (!IN_SORTED(w, sw_between) &&
		    !IN_SORTED(w, sw_nouns) && !lent(pn > 0 ? p : NULL, pn, pw,
		    s, i, e, w, n)))
			return named(s, i, e, word, wn,
			    "a word before it not recognised");
	}
	return NULL;
}
