/* SPDX-License-Identifier: MIT */
/*
 * answer_heading_words.c: a heading in another language read whole by
 * its words ("## Schritt 3: Berechnung der Summe", "## Solución", "##
 * 步骤3：计算总和"): a step's label of the language and a title each of
 * whose words is one of the language's rows of a step's work, an
 * answer's section or the words between them.  A title naming a draft,
 * an attempt or a guess holds a word no row has and is not read here.
 */
#include <string.h>

#include "answer.h"
#include "answer_impl.h"
#include "answer_frame_impl.h"

/* de */
static const char *const de_words[] = {
	"berechnung", "berechne", "berechnen", "bestimmung", "bestimme",
	"bestimmen", "ermittlung", "ermittle", "ermitteln",
	"\xc3\xbc" "berpr\xc3\xbc" "fung",	/* überprüfung */
	"\xc3\xbc" "berpr\xc3\xbc" "fe",	/* überprüfe */
	"\xc3\xbc" "berpr\xc3\xbc" "fen",	/* überprüfen */
	"pr\xc3\xbc" "fung",	/* prüfung */
	"pr\xc3\xbc" "fe",	/* prüfe */
	"pr\xc3\xbc" "fen",	/* prüfen */
	"kontrolle", "zusammenfassung", "addition", "addiere", "addieren",
	"multiplikation", "multipliziere", "subtraktion", "subtrahiere",
	"division", "dividiere", "vereinfachung", "vereinfache",
	"l\xc3\xb6sung",	/* lösung */
	"l\xc3\xb6se",	/* löse */
	"l\xc3\xb6sen",	/* lösen */
	"antwort",
	"endg\xc3\xbcltige",	/* endgültige */
	"endg\xc3\xbcltigen",	/* endgültigen */
	"ergebnis", "ergebnisses", "endergebnis", "schlussfolgerung",
	"fazit", "summe", "gesamtsumme", "gesamtzahl", "anzahl", "gesamte",
	"gesamten", "wert", "werte", "wertes", "gleichung", "der", "die",
	"das", "des", "dem", "den", "von", "vom", "und", "zur", "zum",
	"f\xc3\xbcr",	/* für */
	"aller", "alle",
	NULL };

/* fr */
static const char *const fr_words[] = {
	"calcul", "calculer", "calculons", "calculs",
	"d\xc3\xa9termination",	/* détermination */
	"d\xc3\xa9terminer",	/* déterminer */
	"d\xc3\xa9terminons",	/* déterminons */
	"v\xc3\xa9rification",	/* vérification */
	"v\xc3\xa9rifier",	/* vérifier */
	"v\xc3\xa9rifions",	/* vérifions */
	"conclusion", "solution",
	"r\xc3\xa9ponse",	/* réponse */
	"finale", "final",
	"r\xc3\xa9sultat",	/* résultat */
	"r\xc3\xa9sultats",	/* résultats */
	"somme", "total", "totale", "nombre", "valeur",
	"\xc3\xa9quation",	/* équation */
	"simplification", "simplifier", "addition", "additionner",
	"multiplication", "multiplier", "soustraction", "division",
	"r\xc3\xa9solution",	/* résolution */
	"r\xc3\xa9soudre",	/* résoudre */
	"r\xc3\xa9sum\xc3\xa9",	/* résumé */
	"de", "la", "le", "les", "du", "des", "l", "d", "et",
	"\xc3\xa0",	/* à */
	"au", "aux",
	NULL };

/* es */
static const char *const es_words[] = {
	"calcular", "calculamos",
	"c\xc3\xa1lculo",	/* cálculo */
	"c\xc3\xa1lculos",	/* cálculos */
	"calcula", "determinar", "determinamos",
	"determinaci\xc3\xb3n",	/* determinación */
	"verificaci\xc3\xb3n",	/* verificación */
	"verificar", "verificamos",
	"comprobaci\xc3\xb3n",	/* comprobación */
	"comprobar",
	"conclusi\xc3\xb3n",	/* conclusión */
	"soluci\xc3\xb3n",	/* solución */
	"respuesta", "final", "resultado", "resultados", "suma", "total",
	"n\xc3\xbamero",	/* número */
	"valor",
	"ecuaci\xc3\xb3n",	/* ecuación */
	"simplificar",
	"simplificaci\xc3\xb3n",	/* simplificación */
	"sumar", "multiplicar",
	"multiplicaci\xc3\xb3n",	/* multiplicación */
	"restar",
	"divisi\xc3\xb3n",	/* división */
	"dividir", "resolver",
	"resoluci\xc3\xb3n",	/* resolución */
	"resumen", "encontrar", "hallar", "de", "del", "la", "el", "los",
	"las", "y", "a", "al",
	NULL };

/* ru */
static const char *const ru_words[] = {
	/* вычисление */
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1"
	    "\x81\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* вычисления */
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1"
	    "\x81\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	/* вычислим */
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8\xd1\x81\xd0\xbb\xd0\xb8\xd0\xbc",
	/* вычислить */
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8"
	    "\xd1\x81\xd0\xbb\xd0\xb8\xd1\x82\xd1\x8c",
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x87\xd1\x91\xd1\x82",	/* расчёт */
	"\xd1\x80\xd0\xb0\xd1\x81\xd1\x87\xd0\xb5\xd1\x82",	/* расчет */
	/* подсчёт */
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x87\xd1\x91\xd1\x82",
	/* подсчет */
	"\xd0\xbf\xd0\xbe\xd0\xb4\xd1\x81\xd1\x87\xd0\xb5\xd1\x82",
	/* нахождение */
	"\xd0\xbd\xd0\xb0\xd1\x85\xd0\xbe\xd0"
	    "\xb6\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd1\x91\xd0\xbc",	/* найдём */
	"\xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbc",	/* найдем */
	"\xd0\xbd\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb8",	/* найти */
	/* проверка */
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xba\xd0\xb0",
	/* проверим */
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb8\xd0\xbc",
	/* проверить */
	"\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2"
	    "\xd0\xb5\xd1\x80\xd0\xb8\xd1\x82\xd1\x8c",
	"\xd0\xb2\xd1\x8b\xd0\xb2\xd0\xbe\xd0\xb4",	/* вывод */
	"\xd0\xb2\xd1\x8b\xd0\xb2\xd0\xbe\xd0\xb4\xd1\x8b",	/* выводы */
	/* заключение */
	"\xd0\xb7\xd0\xb0\xd0\xba\xd0\xbb\xd1"
	    "\x8e\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* решение */
	"\xd1\x80\xd0\xb5\xd1\x88\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82",	/* ответ */
	/* окончательный */
	"\xd0\xbe\xd0\xba\xd0\xbe\xd0\xbd\xd1\x87\xd0\xb0"
	    "\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9",
	/* итоговый */
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9",
	"\xd0\xb8\xd1\x82\xd0\xbe\xd0\xb3",	/* итог */
	/* результат */
	"\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83"
	    "\xd0\xbb\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82",
	/* результата */
	"\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0"
	    "\xbb\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82\xd0\xb0",
	/* результатов */
	"\xd1\x80\xd0\xb5\xd0\xb7\xd1\x83\xd0\xbb"
	    "\xd1\x8c\xd1\x82\xd0\xb0\xd1\x82\xd0\xbe\xd0\xb2",
	"\xd1\x81\xd1\x83\xd0\xbc\xd0\xbc\xd0\xb0",	/* сумма */
	"\xd1\x81\xd1\x83\xd0\xbc\xd0\xbc\xd1\x8b",	/* суммы */
	"\xd1\x81\xd1\x83\xd0\xbc\xd0\xbc\xd1\x83",	/* сумму */
	"\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xb5",	/* общее */
	"\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xb9",	/* общей */
	"\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xb3\xd0\xbe",	/* общего */
	/* количество */
	"\xd0\xba\xd0\xbe\xd0\xbb\xd0\xb8\xd1"
	    "\x87\xd0\xb5\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe",
	/* количества */
	"\xd0\xba\xd0\xbe\xd0\xbb\xd0\xb8\xd1"
	    "\x87\xd0\xb5\xd1\x81\xd1\x82\xd0\xb2\xd0\xb0",
	"\xd1\x87\xd0\xb8\xd1\x81\xd0\xbb\xd0\xbe",	/* число */
	/* значение */
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* значения */
	"\xd0\xb7\xd0\xbd\xd0\xb0\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	/* уравнение */
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	    "\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* уравнения */
	"\xd1\x83\xd1\x80\xd0\xb0\xd0\xb2"
	    "\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f",
	/* упрощение */
	"\xd1\x83\xd0\xbf\xd1\x80\xd0\xbe"
	    "\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* упростим */
	"\xd1\x83\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8\xd0\xbc",
	/* сложение */
	"\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	"\xd1\x81\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb8\xd0\xbc",	/* сложим */
	/* умножение */
	"\xd1\x83\xd0\xbc\xd0\xbd\xd0\xbe"
	    "\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* умножим */
	"\xd1\x83\xd0\xbc\xd0\xbd\xd0\xbe\xd0\xb6\xd0\xb8\xd0\xbc",
	/* вычитание */
	"\xd0\xb2\xd1\x8b\xd1\x87\xd0\xb8"
	    "\xd1\x82\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5",
	/* деление */
	"\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* определение */
	"\xd0\xbe\xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4"
	    "\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5",
	/* определим */
	"\xd0\xbe\xd0\xbf\xd1\x80\xd0\xb5"
	    "\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8\xd0\xbc",
	"\xd0\xb8",	/* и */
	"\xd0\xb2",	/* в */
	"\xd0\xbd\xd0\xb0",	/* на */
	"\xd0\xb2\xd1\x81\xd0\xb5\xd1\x85",	/* всех */
	"\xd0\xb4\xd0\xbb\xd1\x8f",	/* для */
	NULL };

/* zh */
static const char *const zh_words[] = {
	"\xe8\xae\xa1\xe7\xae\x97",	/* 计算 */
	"\xe6\x80\xbb\xe5\x92\x8c",	/* 总和 */
	"\xe6\x80\xbb\xe6\x95\xb0",	/* 总数 */
	"\xe6\x80\xbb\xe8\xae\xa1",	/* 总计 */
	"\xe5\x90\x88\xe8\xae\xa1",	/* 合计 */
	"\xe6\xb1\x82",	/* 求 */
	"\xe6\xb1\x82\xe5\x92\x8c",	/* 求和 */
	"\xe6\xb1\x82\xe8\xa7\xa3",	/* 求解 */
	"\xe9\xaa\x8c\xe8\xaf\x81",	/* 验证 */
	"\xe6\xa3\x80\xe9\xaa\x8c",	/* 检验 */
	"\xe6\xa3\x80\xe6\x9f\xa5",	/* 检查 */
	"\xe7\xbb\x93\xe6\x9e\x9c",	/* 结果 */
	"\xe7\xbb\x93\xe8\xae\xba",	/* 结论 */
	"\xe8\xa7\xa3\xe7\xad\x94",	/* 解答 */
	"\xe7\xad\x94\xe6\xa1\x88",	/* 答案 */
	"\xe6\x9c\x80\xe7\xbb\x88",	/* 最终 */
	"\xe6\x9c\x80\xe5\x90\x8e",	/* 最后 */
	"\xe7\x9a\x84",	/* 的 */
	"\xe8\xa7\xa3",	/* 解 */
	"\xe5\xbe\x97\xe5\x87\xba",	/* 得出 */
	"\xe7\xa1\xae\xe5\xae\x9a",	/* 确定 */
	"\xe6\x80\xbb\xe7\xbb\x93",	/* 总结 */
	"\xe5\x8c\x96\xe7\xae\x80",	/* 化简 */
	"\xe7\xae\x80\xe5\x8c\x96",	/* 简化 */
	"\xe7\x9b\xb8\xe5\x8a\xa0",	/* 相加 */
	"\xe5\x80\xbc",	/* 值 */
	"\xe6\x95\xb0\xe9\x87\x8f",	/* 数量 */
	"\xe6\x96\xb9\xe7\xa8\x8b",	/* 方程 */
	"对照", "對照", "选项", "選項", "比较", "比較", "与", "與", "逐步",
	"推理", "思路", "分析", "解析", "过程", "過程", "详解", "詳解", "解题",
	"解題", "步骤", "步驟", "详细", "詳細",
	NULL };

/* ja */
static const char *const ja_words[] = {
	"\xe5\x90\x88\xe8\xa8\x88",	/* 合計 */
	"\xe3\x82\x92",	/* を */
	"\xe8\xa8\x88\xe7\xae\x97",	/* 計算 */
	"\xe3\x81\x99\xe3\x82\x8b",	/* する */
	"\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x99",	/* します */
	"\xe3\x81\xae",	/* の */
	"\xe7\xb5\x90\xe6\x9e\x9c",	/* 結果 */
	"\xe6\xa4\x9c\xe8\xa8\xbc",	/* 検証 */
	"\xe7\xb5\x90\xe8\xab\x96",	/* 結論 */
	"\xe8\xa7\xa3\xe7\xad\x94",	/* 解答 */
	"\xe7\xad\x94\xe3\x81\x88",	/* 答え */
	"\xe6\x9c\x80\xe7\xb5\x82\xe7\x9a\x84",	/* 最終的 */
	"\xe6\x9c\x80\xe7\xb5\x82",	/* 最終 */
	"\xe3\x81\xaa",	/* な */
	"\xe7\xa2\xba\xe8\xaa\x8d",	/* 確認 */
	"\xe6\xb1\x82\xe3\x82\x81\xe3\x82\x8b",	/* 求める */
	"\xe7\xb7\x8f\xe5\x92\x8c",	/* 総和 */
	"\xe7\xb7\x8f\xe6\x95\xb0",	/* 総数 */
	"\xe5\x80\xa4",	/* 値 */
	"\xe6\x96\xb9\xe7\xa8\x8b\xe5\xbc\x8f",	/* 方程式 */
	"\xe3\x81\xbe\xe3\x81\xa8\xe3\x82\x81",	/* まとめ */
	"\xe8\xa7\xa3",	/* 解 */
	"\xe5\x92\x8c",	/* 和 */
	"解説", "考え方", "手順", "解き方", "推論", "分析", "過程",
	NULL };

/* it */
static const char *const it_words[] = {
	"calcolo", "calcoli", "calcolare", "calcoliamo", "calcola",
	"determinazione", "determinare", "determiniamo", "verifica",
	"verificare", "verifichiamo", "controllo", "soluzione", "risoluzione",
	"risolvere", "risolviamo", "risposta", "finale", "risultato",
	"risultati", "conclusione", "riepilogo", "riassunto", "somma", "totale",
	"numero", "valore", "valori", "equazione", "semplificazione",
	"addizione", "sottrazione", "moltiplicazione", "divisione",
	"spiegazione", "analisi", "dati", "passaggi", "del", "della", "dello",
	"dei", "delle", "degli", "di", "il", "la", "lo", "le", "i", "gli", "l",
	"e", "al", "alla", "per", "rimaste", "rimasti", "rimanenti", "restanti",
	"costo", "prezzo", "tempo", "distanza", "velocità", "area", "guadagno",
	"profitto", "soldi", "ciascuno", "ogni", "giorno", "giorni",
	"settimana", "ora", "ore", "mese",
	NULL };

/* pt */
static const char *const pt_words[] = {
	"cálculo", "cálculos", "calcular", "calculando", "calculamos",
	"determinação", "determinar", "verificação", "verificar", "conferência",
	"solução", "resolução", "resolver", "resposta", "final", "resultado",
	"resultados", "conclusão", "resumo", "soma", "total", "número", "valor",
	"valores", "equação", "simplificação", "adição", "subtração",
	"multiplicação", "divisão", "explicação", "análise", "dados", "passos",
	"etapas", "do", "da", "dos", "das", "de", "o", "a", "os", "as", "e",
	"para", "no", "na", "restantes", "restante", "custo", "preço", "tempo",
	"distância", "velocidade", "área", "lucro", "dinheiro", "cada", "dia",
	"dias", "semana", "hora", "horas", "mês",
	NULL };

/* sw */
static const char *const sw_words[] = {
	"suluhisho", "suluhu", "jibu", "majibu", "mwisho", "hesabu", "kuhesabu",
	"kukokotoa", "uthibitisho", "kuthibitisha", "uhakiki", "matokeo",
	"hitimisho", "muhtasari", "jumla", "idadi", "thamani", "mlinganyo",
	"kutoa", "kujumlisha", "kuzidisha", "kugawanya", "maelezo", "uchambuzi",
	"hatua", "la", "ya", "wa", "cha", "za", "na", "kwa", "iliyobaki",
	"gharama", "bei", "muda", "umbali",
	NULL };

/* bn */
static const char *const bn_words[] = {
	"সমাধান", "সমাধানের", "উত্তর", "চূড়ান্ত", "গণনা", "হিসাব", "হিসেব",
	"নির্ণয়", "ব্যাখ্যা", "ধাপ", "ধাপসমূহ", "যাচাই", "পরীক্ষা", "ফলাফল",
	"সিদ্ধান্ত", "উপসংহার", "সারসংক্ষেপ", "সারাংশ", "মোট", "যোগফল",
	"সংখ্যা", "মান", "সমীকরণ", "সরলীকরণ", "যোগ", "বিয়োগ", "গুণ", "ভাগ",
	"বিশ্লেষণ", "প্রদত্ত", "তথ্য", "সমস্যা", "সমস্যার", "এর", "ও", "এবং",
	"অবশিষ্ট", "খরচ", "দাম", "সময়", "দূরত্ব",
	NULL };

/* te */
static const char *const te_words[] = {
	"సమాధానం", "పరిష్కారం", "తుది", "చివరి", "లెక్కింపు", "లెక్కించడం",
	"గణన", "దశ", "దశలు", "ధృవీకరణ", "తనిఖీ", "ఫలితం", "ముగింపు", "సారాంశం",
	"మొత్తం", "సంఖ్య", "విలువ", "సమీకరణం", "వివరణ", "విశ్లేషణ", "కూడిక",
	"తీసివేత", "గుణకారం", "భాగహారం", "మరియు", "మిగిలిన", "ధర", "ఖర్చు",
	"సమయం", "దూరం",
	NULL };

/* ko */
static const char *const ko_words[] = {
	"풀이", "해설", "해답", "답", "정답", "최종", "최종답", "계산",
	"계산하기", "단계", "검증", "확인", "결과", "결론", "요약", "합계",
	"총합", "총", "전체", "개수", "값", "방정식", "정리", "해결", "분석",
	"설명", "구하기", "과정", "풀이과정", "및", "남은", "비용", "가격",
	"시간", "거리", "속도", "넓이", "이익", "돈", "각", "하루",
	NULL };

/* th */
static const char *const th_words[] = {
	"วิธีทำ", "วิธีแก้", "วิธีการ", "แก้ปัญหา", "ปัญหา", "คำตอบ", "สุดท้าย",
	"การคำนวณ", "คำนวณ", "ขั้นตอน", "ตรวจสอบ", "การตรวจสอบ", "ผลลัพธ์",
	"สรุป", "ผลรวม", "รวม", "ทั้งหมด", "จำนวน", "ค่า", "สมการ", "เฉลย",
	"คำอธิบาย", "อธิบาย", "วิเคราะห์", "โจทย์", "หา", "การ", "ของ", "และ",
	"ที่", "เหลือ", "ราคา", "เวลา", "ระยะทาง", "ต้นทุน",
	NULL };

/*
 * A language's heading rows: its step's labels, its title words (lower
 * case), and whether it writes no spaces between words (its title read
 * as a run of rows, the longest first at each place).
 */
struct hlang {
	const char *const *labels;
	const char *const *words;
	int dense;
	const char *const *verbs;	/* a step's title that opens with
					   one is the step's work, read
					   whole (dense languages) */
	const char *const *unowned;	/* but for one of these in it */
};

/* zh: verbs of a step's work, and words of work not the response's
   own or not kept (a failure, a draft, an attempt, a guess, a mistake,
   a doubt) */
static const char *const zh_verbs[] = {
	"计算", "計算", "求", "解", "利用", "对照", "對照", "比较", "比較",
	"化简", "化簡", "简化", "代入", "写出", "寫出", "列出", "确定",
	"確定", "分析", "验证", "驗證", "检验", "檢驗", "检查", "整理",
	"得出", "推导", "推導", "根据", "根據", "由", "考虑", "考慮", "判断",
	"判斷", "观察", "觀察", "找出", "寻找", "总结", "總結", "结合",
	"結合", "联立", "聯立", "展开", "展開", "合并", "合併", "转化",
	"轉化", "建立", "设", "設", "令", "应用", "應用", "使用", "确认",
	"確認", "选出", "选择", "選擇", "回答", "得到", "证明", "證明",
	"比对", "比對", "匹配", "构造", "構造", "构建", "構建", "筛选",
	"篩選", "求出", "算出", "讨论", "討論", "对比", "對比", "核对",
	"核對", "识别", "識別", "代回", "归纳", "歸納", "判定", "验算",
	"驗算", "换算", "換算", "求得",
	/* the object's marker before the verb ("将 9 写成 3 的幂", "将这个
	   结果代入 g(x)") */
	"将", "將", NULL
};
static const char *const zh_unowned[] = {
	"失败", "失敗", "草稿", "尝试", "嘗試", "试错", "猜", "错", "錯",
	"误", "誤", "假设", "假設", "可能", "也许", "也許", "大概", "或许",
	"或許", "估计", "估計", "废", "廢", "初稿", "例如", "反例", "疑",
	"暂", "暫", "未", "不对", "不對", "不成立", "不正确", "不正確",
	"？", "?", NULL
};
/* ja: the same */
static const char *const ja_verbs[] = {
	"計算", "求め", "代入", "確認", "検証", "整理", "比較", "利用",
	"確定", "分析", "導出", "考え", "まとめ", "選", "解", "展開",
	"証明", "変換", "算出", "適用", "特定", "数え", "理解", "見つけ",
	"調べ", "評価", "簡略化", "因数分解", "置き換え", "列挙", NULL
};
static const char *const ja_unowned[] = {
	"失敗", "下書き", "試み", "推測", "誤", "間違", "仮", "たぶん",
	"多分", "おそらく", "かもしれ", "未", "？", "?", "試", "ない",
	"ません", NULL
};
/* ja: the endings of a verb of a step's work that closes its title,
   the object before it ("総数を計算する", "答えをパーセントに変換しま
   す。"); none that asks, guesses or denies */
static const char *const ja_verb_ends[] = { "する", "します", "しました",
	"した", "しましょう", "し", "る", "ます", "ました", "ましょう", "く",
	"きます", "ぶ", "びます", "", NULL };
/* th: the same (a Thai title opens with its verb: "คำนวณปริมาณน้ำมัน",
   calculate the amount of oil) */
static const char *const th_verbs[] = {
	"คำนวณ", "หาค่า", "หา", "ตรวจสอบ", "แก้สมการ", "แก้", "แปลง",
	"จัดรูป", "แทนค่า", "ระบุ", "สรุป", "วิเคราะห์", "เขียน", "กำหนด",
	"ทำความเข้าใจ", "รวม", "คูณ", "หาร", "บวก", "จัดเรียง", "นับ",
	"เปรียบเทียบ", "พิจารณา", "ใช้", "ตั้งสมการ", NULL
};
static const char *const th_unowned[] = {
	"ผิด", "ลอง", "เดา", "อาจ", "ประมาณ", "ไม่", "สมมติ", "ร่าง",
	"คาด", "？", "?", NULL
};

static const char *const de_labels[] = { "schritt", NULL };
static const char *const fr_labels[] = { "\xc3\xa9tape", "etape", NULL };
static const char *const es_labels[] = { "paso", NULL };
static const char *const ru_labels[] = { "\xd1\x88\xd0\xb0\xd0\xb3",
	NULL };					/* шаг */
static const char *const zh_labels[] = { "\xe6\xad\xa5\xe9\xaa\xa4",
	NULL };					/* 步骤 */
/* ステップ */
static const char *const ja_labels[] = {
	"\xe3\x82\xb9\xe3\x83\x86\xe3\x83\x83\xe3\x83\x97", NULL };

static const char *const it_labels[] = { "passo", "passaggio", "fase",
	NULL };
static const char *const pt_labels[] = { "passo", "etapa", NULL };
/* the longer first: a label is the first row the line opens with */
static const char *const sw_labels[] = { "hatua ya", "hatua", NULL };
static const char *const bn_labels[] = { "ধাপ", NULL };
static const char *const te_labels[] = { "దశ", NULL };
static const char *const ko_labels[] = { "단계", NULL };
static const char *const th_labels[] = { "ขั้นตอนที่", "ขั้นที่", "ขั้นตอน",
	NULL };

static const struct hlang hlangs[] = {
	{ de_labels, de_words, 0, NULL, NULL },
	{ fr_labels, fr_words, 0, NULL, NULL },
	{ es_labels, es_words, 0, NULL, NULL },
	{ ru_labels, ru_words, 0, NULL, NULL },
	{ zh_labels, zh_words, 1, zh_verbs, zh_unowned },
	{ ja_labels, ja_words, 1, ja_verbs, ja_unowned },
	{ it_labels, it_words, 0, NULL, NULL },
	{ pt_labels, pt_words, 0, NULL, NULL },
	{ sw_labels, sw_words, 0, NULL, NULL },
	{ bn_labels, bn_words, 0, NULL, NULL },
	{ te_labels, te_words, 0, NULL, NULL },
	{ ko_labels, ko_words, 0, NULL, NULL },
	{ th_labels, th_words, 1, th_verbs, th_unowned },
};

/*
 * The code point at s[*i] (before e), its capital in Latin-1 or Cyrillic
 * made small, *i moved past it; -1 on a byte no sequence starts with.
 */
static long
folded(const char *s, size_t *i, size_t e)
{
	const unsigned char *u = (const unsigned char *)s + *i;
	long c;

	if (u[0] < 0x80) {
		(*i)++;
		return u[0] >= 'A' && u[0] <= 'Z' ? u[0] + 32 : u[0];
	}
	if ((u[0] & 0xe0) == 0xc0 && *i + 1 < e) {
		c = ((long)(u[0] & 0x1f) << 6) | (u[1] & 0x3f);
		*i += 2;
		if ((c >= 0xc0 && c <= 0xde && c != 0xd7) || (c >= 0x410 &&
		    c <= 0x42f))
			return c + 32;
		return c >= 0x400 && c <= 0x40f ? c + 80 : c;
	}
	if ((u[0] & 0xf0) == 0xe0 && *i + 2 < e) {
		*i += 3;
		return ((long)(u[0] & 0x0f) << 12) | ((long)(u[1] & 0x3f) <<
		    6) | (u[2] & 0x3f);
	}
	return -1;
}

/* The length of w when s[i..e) opens with it, case aside; else 0. */
static size_t
opens_with(const char *s, size_t i, size_t e, const char *w)
{
	size_t j = i, k = 0, wl = strlen(w);
	long c;

	while (k < wl) {
		if (j >= e || (c = folded(s, &j, e)) < 0 || c != folded(w, &k,
		    wl))
			return 0;
	}
	return j - i;
}

/* The end of the longest row of list that s[i..e) opens with, or i. */
static size_t
longest_row(const char *s, size_t i, size_t e, const char *const *list)
{
	size_t k, l, best = 0;

	for (k = 0; list[k] != NULL; k++)
		if ((l = opens_with(s, i, e, list[k])) > best)
			best = l;
	return i + best;
}

/* Is s[i] a letter of a word (ASCII, or a byte of a longer sequence)? */
static int
word_byte(const char *s, size_t i)
{
	return (unsigned char)s[i] >= 0x80 || (s[i] >= 'a' && s[i] <= 'z') ||
	    (s[i] >= 'A' && s[i] <= 'Z');
}

/*
 * The length of the digit at s[i] (before b): ASCII, or of the Bengali,
 * Devanagari, Telugu or Thai script or full-width ("ধাপ ১:"); else 0.
 */
static size_t
digit_at(const char *s, size_t i, size_t b)
{
	const unsigned char *u = (const unsigned char *)s + i;

	if (i < b && u[0] >= '0' && u[0] <= '9')
		return 1;
	if (i >= b || b - i < 3)
		return 0;
	if (u[0] == 0xe0 && ((u[1] == 0xa7 || u[1] == 0xa5 || u[1] ==
	    0xb1) && u[2] >= 0xa6 && u[2] <= 0xaf))
		return 3;	/* Bengali, Devanagari, Telugu */
	if ((u[0] == 0xe0 && u[1] == 0xb9 && u[2] >= 0x90 && u[2] <= 0x99) ||
	    (u[0] == 0xef && u[1] == 0xbc && u[2] >= 0x90 && u[2] <= 0x99))
		return 3;	/* Thai, full-width */
	return 0;
}

/* The end of the run of digits at s[i] (before b), or i. */
static size_t
digits_end(const char *s, size_t i, size_t b)
{
	size_t d;

	while ((d = digit_at(s, i, b)) > 0)
		i += d;
	return i;
}

/* The first of l's labels s[i..b) opens with: the end of it, or i. */
static size_t
label_end(const char *s, size_t i, size_t b, const struct hlang *l)
{
	size_t k, e;
	unsigned char c;

	if (i >= b)
		return i;
	for (k = 0; l->labels[k] != NULL; k++) {
		c = (unsigned char)l->labels[k][0];
		if (c < 0x80 ? (s[i] | 0x20) != c : c >= 0xe0 ?
		    (unsigned char)s[i] != c || i + 1 == b || s[i + 1] !=
		    l->labels[k][1] : (unsigned char)s[i] < 0xc0)
			continue;	/* the first bytes tell most apart
					   (a script with no case: two) */
		if ((e = opens_with(s, i, b, l->labels[k])) > 0)
			return i + e;
	}
	return i;
}

/*
 * After a step's label of l at s[i]: its number and the punctuation
 * after it ("Schritt 3:", "Étape 3 :", "步骤3：", "ধাপ ১:"), or the
 * number before it ("1단계:"), the title's start; else i, the label
 * read as no label.
 */
/* The end of "第三步", "第3步", "第 3 步" (an ordinal step, l's verbs
   zh's) at s[i], else i. */
static size_t
ordinal_step(const char *s, size_t i, size_t b, const struct hlang *l)
{
	static const char *const num[] = { "一", "二", "三", "四", "五",
	    "六", "七", "八", "九", "十", "两", "零", NULL };
	size_t e, k, d;

	if (l->verbs != zh_verbs || b - i < 9 || memcmp(s + i, "第", 3) != 0)
		return i;
	for (e = i + 3; e < b && s[e] == ' '; e++)
		;
	for (d = e; ; ) {
		if ((k = digits_end(s, d, b)) > d) {
			d = k;
			continue;
		}
		for (k = 0; num[k] != NULL; k++)
			if (b - d >= 3 && memcmp(s + d, num[k], 3) == 0)
				break;
		if (num[k] == NULL)
			break;
		d += 3;
	}
	if (d == e)
		return i;
	while (d < b && s[d] == ' ')
		d++;
	return b - d >= 3 && memcmp(s + d, "步", 3) == 0 ? d + 3 : i;
}

static size_t
step_label(const char *s, size_t i, size_t b, const struct hlang *l)
{
	size_t e, d;

	if ((e = ordinal_step(s, i, b, l)) > i) {
		;	/* "第三步" */
	} else if ((d = digits_end(s, i, b)) > i) {	/* "1단계" */
		while (d < b && s[d] == ' ')
			d++;
		if ((e = label_end(s, d, b, l)) == d)
			return i;
	} else {
		if ((e = label_end(s, i, b, l)) == i)
			return i;
		while (e < b && s[e] == ' ')
			e++;
		if ((d = digits_end(s, e, b)) == e)
			return i;
		e = d;
	}
	if (e < b && word_byte(s, e) && !l->dense && digit_at(s, e, b) == 0)
		return i;	/* "Schrittweise", "3단계별" */
	while (e < b && (s[e] == ' ' || s[e] == ':' || s[e] == '.' ||
	    s[e] == '-' || s[e] == ')'))
		e++;
	if (b - e >= 3 && memcmp(s + e, "\xef\xbc\x9a", 3) == 0)
		e += 3;				/* "：" */
	while (e < b && s[e] == ' ')
		e++;
	return e;
}

/*
 * Is each word of the title s[i..b) a row of l's words, spacing,
 * ASCII punctuation and digits aside?  A spaced language's word ends
 * at a byte no word holds ("l'équation": "l", "équation").  A word of
 * a spaced language the problem p[0..pn) says whole may stand among
 * rows ("Calcolo delle mele" under "... 12 mele ..."), after a step's
 * label (labelled) or beside one row at least, and no sentence row that
 * disowns or doubts a value in the title, whatever the problem says
 * ("Erro das maçãs" under "Rui comete um erro").
 */
static int
title_read(const char *s, size_t i, size_t b, const struct hlang *l,
    int labelled, const char *p, size_t pn)
{
	size_t e, a = i;
	int words = 0, given = 0;

	while (i < b) {
		if (!word_byte(s, i)) {
			i++;
			continue;
		}
		if (l->dense) {
			if ((e = longest_row(s, i, b, l->words)) == i)
				return 0;
		} else {
			for (e = i; e < b && word_byte(s, e); e++)
				;
			if (longest_row(s, i, e, l->words) == e)
				words++;
			else if (papo_frame_in_problem(p, pn, NULL, s, i, e))
				given++;
			else
				return 0;
			i = e;
			continue;
		}
		words++;
		i = e;
	}
	if (given > 0 && ((words == 0 && !labelled) ||
	    papo_frame_row_within(s, a, b, M(R_DISOWN) | M(R_DOUBT), NULL,
	    0) != NULL))
		return 0;
	return words + given;
}

/* Can a step's label open s[a..b): a digit, a byte of another script,
   or the first letter of a label written in ASCII (schritt, étape,
   paso, passo, fase, hatua)?  Most lines fail here, once. */
static int
may_label(const char *s, size_t a, size_t b)
{
	unsigned char c;

	if (a >= b)
		return 0;
	c = (unsigned char)s[a];
	return c >= 0x80 || (c >= '0' && c <= '9') || strchr("sepfh",
	    c | 0x20) != NULL;
}

/* Past a heading's number at s[t] ("5. ", "5、", "5．", a Chinese
   numeral's "三、"), else t. */
static size_t
numbered(const char *s, size_t t, size_t b)
{
	static const char *const cn[] = { "一", "二", "三", "四", "五", "六",
	    "七", "八", "九", "十", NULL };
	size_t e = digits_end(s, t, b), k;

	for (k = 0; e == t && cn[k] != NULL; k++)
		if (b - t >= 6 && memcmp(s + t, cn[k], 3) == 0 &&
		    memcmp(s + t + 3, "、", 3) == 0)
			e = t + 3;	/* "三、求 N" */
	if (e == t)
		return t;
	if (e < b && s[e] == '.')
		e++;
	else if (b - e >= 3 && (memcmp(s + e, "、", 3) == 0 ||
	    memcmp(s + e, "．", 3) == 0))
		e += 3;
	else
		return t;
	while (e < b && s[e] == ' ')
		e++;
	return e;
}

/*
 * Does the Japanese title s[t..b) close with a verb of ja_verbs[] and
 * one of ja_verb_ends[] ("総数 $N$ を計算し、余りを求める",
 * "答えをパーセントに変換します。"), its closing marks aside?
 */
static int
verb_last(const char *s, size_t t, size_t b)
{
	size_t e = b, k, m, vl, el;

	for (;;) {
		while (e > t && (s[e - 1] == ' ' || s[e - 1] == '.' ||
		    s[e - 1] == '*'))
			e--;
		if (e - t >= 3 && (memcmp(s + e - 3, "。", 3) == 0 ||
		    memcmp(s + e - 3, "．", 3) == 0))
			e -= 3;
		else
			break;
	}
	for (k = 0; ja_verbs[k] != NULL; k++) {
		vl = strlen(ja_verbs[k]);
		for (m = 0; ja_verb_ends[m] != NULL; m++) {
			el = strlen(ja_verb_ends[m]);
			if (e - t >= vl + el + 3 && memcmp(s + e - el,
			    ja_verb_ends[m], el) == 0 && memcmp(s + e - el -
			    vl, ja_verbs[k], vl) == 0)
				return 1;
		}
	}
	return 0;
}

/*
 * A heading's title s[t..b) (after a step's label or number, or none)
 * in a language with verbs of a step's work that opens with one
 * ("利用点斜式写出切线方程", "对照选项", "求最大值"): the step's work,
 * read whole, but for a word of any language's unowned in it ("验证
 * （失败）", "解答の試み") or a sentence row that disowns or doubts.
 */
static int
step_work(const char *s, size_t t, size_t b, const struct hlang *l)
{
	size_t k, j;

	if (l->verbs == NULL || (longest_row(s, t, b, l->verbs) == t &&
	    !(l->verbs == ja_verbs && verb_last(s, t, b))))
		return 0;
	/* every such language's (Chinese and Japanese share their
	   characters: "解答の試み") */
	for (j = 0; j < sizeof(hlangs) / sizeof(hlangs[0]); j++)
		for (k = 0; hlangs[j].unowned != NULL &&
		    hlangs[j].unowned[k] != NULL; k++)
			if (papo_answer_find_bytes(s + t, b - t,
			    hlangs[j].unowned[k], strlen(hlangs[j].unowned[k]))
			    != NULL)
				return 0;
	return papo_frame_row_within(s, t, b, M(R_DISOWN) | M(R_DOUBT),
	    NULL, 0) == NULL;
}

int
papo_answer_heading_words(const char *s, size_t a, size_t b, const char *p,
    size_t pn)
{
	size_t k, t;
	int ml;

	while (a < b && s[a] == ' ')
		a++;
	ml = may_label(s, a, b);
	for (k = 0; k < sizeof(hlangs) / sizeof(hlangs[0]); k++) {
		t = ml ? step_label(s, a, b, &hlangs[k]) : a;
		if ((t > a && t == b) || title_read(s, t, b, &hlangs[k],
		    t > a, p, pn) || step_work(s, numbered(s, t, b), b,
		    &hlangs[k]))
			return 1;
	}
	return 0;
}

size_t
papo_answer_heading_step(const char *s, size_t a, size_t b)
{
	size_t k, t;

	while (a < b && s[a] == ' ')
		a++;
	if (!may_label(s, a, b))
		return 0;
	for (k = 0; k < sizeof(hlangs) / sizeof(hlangs[0]); k++)
		if ((t = step_label(s, a, b, &hlangs[k])) > a && t < b)
			return t;
	return 0;
}
